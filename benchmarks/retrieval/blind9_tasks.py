"""A ninth workspace and its tasks: a public broadcaster's archive and digital-preservation
systems, written from the record format alone and never fitted on.

The store is the memory of the archive-systems team at Aldmere Public Broadcasting (APB, an
invented national public broadcaster whose archive at Saltcote holds about 1.9 million
programme items: a Spectra T950 tape library with LTO-9 drives driven by the in-house archive
manager Strongbox, xxHash fixity manifests and the weekly fixwatch audit, an FFmpeg transcode
farm for browse and portal proxies, the Vault MAM on Vidispine with EBUCore metadata, music
clearance in RightsLedger, the public archive portal Arkivet and its CDN, machine transcripts
from the Whisper service Lytter, 4K film scanning to DPX and RAWcooked, quarter-inch audio tape
digitisation to Broadcast WAV, newsroom restore requests through the Hent form, a third copy in
a cloud deep-archive tier, takedown and removal decisions from the legal office, the OpenSearch
cluster behind search, loudness-normalised deliveries to playout for rebroadcast, the legal
deposit logger that records every channel, the Kjenn face-clustering pilot under an ethics
board decision, the PowerScale hot NAS, and the MAM's PostgreSQL pair under the change board)
and of its principal (Odile Varga, who heads archive and preservation systems).
Eighteen themes hold one record in each tier naming the same system (a fact, an incident, a
lesson, a preference and a prediction about the tape library, the transcode farm, the portal,
the film scanner or the legal deposit logger), so a request's words say what it is about and
only its shape says which kind of memory answers it; two more predictions say how Odile reacts
to proposals that carry no figure and to messages sent during her Monday planning meeting.
Lessons are written the way reflexion writes them (a trigger list of entities and situation
words, a "When ..., do: ... Not: ..." body and a "Why:" quote).

Records and requests were written by hand from the record and task constructors and one earlier
task file's layout only, without the recall code, its cue tables, its weights or any other
store in view, and were never run through recall before being handed over. Every system, person,
place and number is invented; nothing was copied from a public text. Requests are typed the way
an archive engineer, a cataloguer, a journalist's liaison or a coding agent would type them
(imperatives, "how do I", "what happened when", "will X if", "what does Odile want", "why did
... refuse"), about a quarter of them in German, French, Spanish, Italian or Portuguese, and
none copies its record's wording. Hard families on purpose: an imperative whose needed memory
is how Odile wants that kind of work done (personalized), a question about how a system or Odile
will react (environment-dynamics), "how do I" about a fact (semantic), the situation a lesson is
for told without the lesson's words (procedural), and "what happened last time" (episodic).
BLIND9_NO_MEMORY_REQUESTS lists requests that no record in this store answers (general knowledge
or small talk), as plain (id, text) pairs outside the task constructor, for a caller that wants
to measure abstention. Report it in aggregate; do not tune on it.
"""

from __future__ import annotations

from typing import Any

from benchmarks.retrieval.dataset import E, P, S, U, V, env, epi, pref, rule, sem, task

BLIND9_RECORDS: list[dict[str, Any]] = [
    # tape library
    sem("sem-tape-library-t950", "tape-library", 0.94, 16, "2026-02-02",
        "Strongbox writes every object to two LTO-9 pools in the Saltcote T950",
        "The preservation tier is a Spectra T950 at Saltcote with eight LTO-9 drives and 1,400 "
        "slots. Every object is written to two cartridges in different pools: POOL-A stays in "
        "the library, POOL-B is ejected every Tuesday and driven to the Kirkby vault. Cartridges "
        "are formatted LTFS. Writes are batched by Strongbox, the in-house archive manager on "
        "arch-mgr01, into write sets of about 2 TB. A new LTO-9 cartridge needs a one-time media "
        "optimisation on its first load, which takes 40 to 120 minutes and holds the drive for "
        "that time."),
    epi("epi-2026-02-16-lto9-optimisation-stall", "tape-library", "incident", "2026-02-16",
        "Sixty fresh cartridges froze all tape writes for nine hours",
        "A box of 60 new LTO-9 cartridges went straight into the write pools on Monday morning. "
        "Strongbox handed a write set to each fresh cartridge, all eight drives started media "
        "optimisation within twenty minutes of each other and no write completed until 17:40. "
        "The legal deposit backlog on the hot NAS grew to 3.1 TB and two newsroom restores "
        "missed their two-hour promise. Nothing was lost; the drives were simply all busy "
        "conditioning media."),
    rule("rule-condition-new-lto9-in-small-batches", "tape-library",
         ["T950", "LTO-9", "new cartridges", "Strongbox", "media optimisation", "import slots",
          "write pool"], "high", 1, "2026-02-17",
         "Condition new LTO-9 cartridges two drives at a time before they join a pool",
         "When loading a batch of new LTO-9 cartridges into the T950, do: put them in the "
         "conditioning partition, run `strongbox tape condition --max-drives 2` so that at most "
         "two drives optimise at once, and move them into POOL-A or POOL-B only when the "
         "condition report shows them ready. Not: drop them into the write pools and let "
         "Strongbox pick them up. Why: \"Eight drives optimising at once is a library that does "
         "nothing for a working day.\" (Odile, 2026-02-17)"),
    pref("pref-odile-announce-drive-jobs", "operations", "tape-library", "2026-02-18",
         "Odile wants drive-consuming jobs announced with drive-hours, mid-week mornings",
         "Odile wants any tape-library job that takes drives away from normal work (conditioning, "
         "migrations, repacks) announced in #arkiv-drift beforehand with the number of "
         "cartridges and the expected drive-hours. She prefers such jobs to start Tuesday to "
         "Thursday before noon and never on a Friday."),
    env("env-pool-b-eject-inventory-rescan", "workspace-state-transitions", "tape-library",
        "After the weekly POOL-B eject from the T950",
        "the library rescans its inventory for about 25 minutes, Strongbox marks POOL-A "
        "cartridges unavailable meanwhile, and restores queued then fail with E-TAPE-OFFLINE "
        "and are retried only an hour later", 7, 1, "2026-03-10",
        "Seen on seven of eight Tuesday ejects: the inventory rescan after the mailslot is "
        "closed makes Strongbox flag every cartridge as offline until the scan ends. Restores "
        "that arrive in that window are not kept waiting; they fail with E-TAPE-OFFLINE and "
        "sit in the retry queue for 60 minutes. The one miss was a week with only four "
        "cartridges ejected, when the rescan took six minutes."),
    # fixity
    sem("sem-fixity-xxhash-fixwatch", "fixity", 0.92, 12, "2026-01-12",
        "Each object carries xxHash64 sidecars; fixwatch re-reads tapes over a year",
        "Every archived object has an xxHash64 sidecar per file (.xxh) and an object-level "
        "manifest.json written at ingest. The fixwatch audit re-reads one fifty-second of the "
        "tape holdings every week, so each cartridge is read once a year, and hashes every "
        "object on the hot NAS every night. A mismatch opens a ticket in the PRES Jira project. "
        "MD5 is still kept alongside for material from outside digitisation vendors, because "
        "their contracts name it."),
    epi("epi-2026-01-28-fixwatch-false-alarm", "fixity", "incident", "2026-01-28",
        "fixwatch flagged 4,812 mismatches after a share setting changed",
        "Overnight fixwatch reported 4,812 mismatching objects on the ingest share. A Samba "
        "change the day before had enabled vfs_fruit, which wrote AppleDouble files and "
        "alternate streams next to the media, and fixwatch hashed them as part of the objects. "
        "Two days went into triage; a re-write of one tape pair from the other pool had "
        "already been queued before anyone hashed a file by hand and found it intact."),
    rule("rule-mass-mismatch-verify-by-hand-first", "fixity",
         ["fixwatch", "fixity mismatch", "xxHash", "checksum failure", "PRES ticket",
          "many mismatches"], "high", 0, "2026-01-30",
         "A burst of fixity mismatches is checked by hand before any copy is touched",
         "When fixwatch reports more than a few dozen mismatches in one run, do: take three of "
         "the objects, re-hash them with `xxhsum` from a second host against the manifest, and "
         "read the configuration changes of the share and the host before touching any copy. "
         "Not: start re-writing or restoring copies from the other pool. Why: \"A thousand files "
         "don't rot in one night; a config does.\" (Odile, 2026-01-30)"),
    pref("pref-odile-fixity-csv", "reporting", "fixity", "2026-02-03",
         "Odile wants fixity findings as a CSV on the PRES ticket",
         "Odile wants fixity findings attached to the PRES ticket as a CSV with one line per "
         "object (object id, path, expected hash, found hash, host that hashed it). No "
         "screenshots, no pasted log tails in the ticket body."),
    env("env-fixwatch-nightly-duration", "skill-output-shape", "fixity",
        "fixwatch's nightly pass over the hot NAS",
        "runs 3 h 10 min give or take 20 minutes for about 180 TB, goes past five hours when "
        "the transcode farm is writing proxies at the same time, and prints its summary only "
        "at the very end", 11, 2, "2026-03-02",
        "Thirteen nights timed. The two long runs (5 h 20, 5 h 45) were both nights with a "
        "proxy batch running. Because the summary line is written only when the run ends, a "
        "run that is killed leaves no report at all, only the per-object log."),
    # transcode farm
    sem("sem-transcode-farm-profiles", "transcode-farm", 0.9, 10, "2026-01-20",
        "Six FFmpeg workers make browse and portal proxies from ProRes mezzanines",
        "Proxies are made by six workers, tc01 to tc06 (32 cores each, no GPU), running FFmpeg "
        "6.1 jobs that the MAM's job queue dispatches. The video mezzanine is ProRes 422 HQ in "
        "MOV (film is DPX wrapped with RAWcooked). The browse proxy is H.264 1080p at 5 Mbit/s "
        "with AAC and burned-in timecode, for internal users only; a 360p copy at 800 kbit/s "
        "without timecode feeds the public portal."),
    epi("epi-2026-03-04-yadif-double-rate", "transcode-farm", "incident", "2026-03-04",
        "A deinterlace change doubled the frame rate of 41,000 proxies overnight",
        "A proxy profile change adding the yadif filter went to all six workers at 16:00. yadif "
        "ran in its field-rate mode, so 25i material came out at 50 frames per second, motion "
        "looked wrong and the audio drifted against the picture. By the morning 41,000 proxies "
        "had been regenerated that way; redoing them took five days of farm time."),
    rule("rule-proxy-profile-canary-worker", "transcode-farm",
         ["FFmpeg", "proxy profile", "transcode farm", "tc06", "deinterlace", "yadif",
          "encoding preset"], "high", 0, "2026-03-05",
         "A proxy profile change runs on one worker against the reference clips first",
         "When changing an FFmpeg proxy profile, do: deploy it to tc06 alone, run the 40-clip "
         "reference set (`make refset` in archive-transcode) and compare durations, frame counts "
         "and audio offset with the golden sheet before enabling it on the other workers. Not: "
         "roll a profile to the whole farm in one step. Why: \"The farm is fast enough to ruin a "
         "collection before anyone looks.\" (Odile, 2026-03-05)"),
    pref("pref-odile-ffmpeg-long-form", "scripting", "transcode-farm", "2026-03-06",
         "Odile wants FFmpeg commands written out with one commented option per line",
         "Odile wants FFmpeg invocations in scripts and tickets written with one option per "
         "line and a comment on each filter saying why it is there. She rejects dense one-liners "
         "pasted from forums, even when they work."),
    env("env-collection-requeue-slows-restores", "workspace-state-transitions", "transcode-farm",
        "Re-queuing proxies for a whole collection of more than about 5,000 items",
        "newsroom restore transcodes wait behind the batch in the shared queue and their "
        "two-hour promise slips by 2 to 4 hours unless the batch is set to low priority", 5, 0,
        "2026-03-20",
        "Five collection-wide re-queues, five times the restore transcodes stood behind them. "
        "The queue is first-in first-out within a priority, and batch jobs default to normal "
        "priority, the same as the newsroom's."),
    # MAM metadata
    sem("sem-vault-mam-ebucore", "mam-metadata", 0.93, 15, "2026-01-08",
        "Vault MAM: PIDs, EBUCore mapping, cat_ fields for people and tech_ fields for machines",
        "Vault MAM runs on Vidispine 23.2 and maps descriptive metadata to EBUCore 1.10. A "
        "programme's master record is its PID, such as APB-1987-04412; one PID holds many items "
        "(episodes, versions, subtitle files). Fields edited by cataloguers live in the cat_ "
        "namespace. Fields written by machines (MediaInfo technical data, transcript links) live "
        "in tech_ and are overwritten on every re-ingest."),
    epi("epi-2026-02-05-bulk-edit-wrong-namespace", "mam-metadata", "incident", "2026-02-05",
        "A channel-name fix written to tech_ fields was wiped by the next re-ingest",
        "A bulk script correcting old channel names wrote to tech_channel instead of "
        "cat_channel for 9,300 items. The proxy re-ingest that night overwrote the corrections, "
        "and it also reverted 210 hand edits that cataloguers had long ago typed into the same "
        "tech_ field by mistake. The catalogue desk spent a week re-keying them from paper "
        "notes."),
    rule("rule-bulk-metadata-staging-sample", "mam-metadata",
         ["Vault MAM", "Vidispine API", "bulk metadata edit", "EBUCore", "cat_ fields",
          "metadata script"], "high", 1, "2026-02-06",
         "Bulk metadata changes: export first, try 50 items on staging, write only cat_",
         "When running a bulk metadata change through the Vidispine API, do: export the "
         "affected items' metadata first (`vaultctl export --pid-list`), run the change on a "
         "50-item sample in the staging MAM, and write only to cat_ fields. Not: patch "
         "production straight from a notebook. Why: \"A cataloguer's afternoon is not something "
         "we can restore from tape.\" (Odile, 2026-02-06)"),
    pref("pref-odile-bulk-edits-attended", "change-management", "mam-metadata", "2026-02-09",
         "Odile wants bulk metadata runs tagged with the ticket and run by their author",
         "Odile wants every bulk metadata change to carry its ticket number in the change set's "
         "comment field, and to be run by the person who wrote it while they watch it. She does "
         "not want such jobs scheduled to run unattended overnight."),
    env("env-vidispine-rate-limit-503", "system-state", "mam-metadata",
        "A service account sending more than 20 requests per second to the Vidispine API",
        "gets HTTP 503 rather than 429, and the catalogue desk's search screens slow down "
        "within minutes; above 10 requests per second in office hours the desk complains", 6, 1,
        "2026-02-20",
        "Six of seven bulk jobs above the limit produced 503s and a slower UI for everyone on "
        "the same cluster. Clients that only retry on 429 therefore stop with an error instead "
        "of backing off."),
    # music rights
    sem("sem-rightsledger-portal-ok", "music-rights", 0.88, 9, "2026-01-15",
        "RightsLedger holds cue sheets and computes the portal_ok flag",
        "Music clearance is kept in RightsLedger, an in-house Django application. Any re-use "
        "of a programme (rebroadcast, the portal, a sale to another broadcaster) needs its cue "
        "sheet: each music cue with composer, publisher, duration and usage code. Commercial "
        "tracks under the blanket licence with the collecting society NMS may be broadcast but "
        "may not be streamed on demand abroad; RightsLedger derives each programme's portal_ok "
        "flag from the cues."),
    epi("epi-2026-03-19-music-show-empty-cues", "music-rights", "incident", "2026-03-19",
        "Eighty-two episodes of a 1990s music show were published with no cleared cues",
        "Eighty-two episodes of a 1990s chart show went onto Arkivet because their portal_ok "
        "flag was true. It had been computed before their cue sheets were digitised, and an "
        "empty cue list had been read as a programme without music. A publisher complained "
        "within a day; the episodes were geoblocked, then withdrawn."),
    rule("rule-portal-publish-verified-cues", "music-rights",
         ["RightsLedger", "portal_ok", "cue sheet", "music clearance", "publish to Arkivet",
          "pre-2019 catalogue"], "high", 0, "2026-03-20",
         "Trust portal_ok only when the cue sheet is verified and not empty",
         "When a programme is about to be published on the portal, do: check that its cue sheet "
         "has status verified and holds at least one cue or an explicit no-music declaration, "
         "and only then rely on portal_ok. Not: rely on the flag for programmes catalogued "
         "before 2019. Why: \"An empty list is not a cleared list.\" (Odile, 2026-03-20)"),
    pref("pref-odile-rights-escalation", "communication", "music-rights", "2026-03-21",
         "Odile wants unclear rights cases e-mailed to the rights desk with PID and cues",
         "When a rights question is unclear, Odile wants it sent by e-mail to the rights desk "
         "(Tomasz Wieczorek) with the PID and the cue list attached. The archive team does not "
         "decide rights itself, and such questions are not asked in chat."),
    env("env-portal-ok-nightly-recompute", "system-state", "music-rights",
        "A cue sheet edited during the day in RightsLedger",
        "is not reflected in portal_ok until the 02:00 recompute, and Arkivet's publish button "
        "reads the cached flag, so publishing right after an edit uses yesterday's value", 4, 0,
        "2026-03-22",
        "Four publishes the same day as a cue edit all went out with the previous night's flag. "
        "A manual recompute exists (`ledger recompute --pid`) but nobody runs it by habit."),
    # public portal and CDN
    sem("sem-arkivet-portal-hls", "public-portal", 0.9, 11, "2026-01-05",
        "Arkivet is a Next.js front end over the publish API, HLS through the CDN",
        "Arkivet, the public archive site, is a Next.js front end over the MAM's publish API. "
        "Video is HLS packaged by Shaka Packager from the 360p and 720p renditions and served "
        "through the CDN, which caches segments for 24 hours and playlists for 5 minutes. "
        "Geoblocking happens at the CDN edge from a country list kept per item. Partner sites "
        "embed players through an iframe URL listed in the embed register."),
    epi("epi-2026-02-23-playlist-path-embeds-broke", "public-portal", "incident", "2026-02-23",
        "A portal release renamed the playlist path and broke partner embeds for two days",
        "A portal release changed the HLS playlist path from /hls/<pid>/ to /media/<pid>/hls/. "
        "The site itself worked, but the 300-odd partner sites in the embed register still "
        "pointed at the old path and every embedded player showed an error. It took two days "
        "to notice through a museum's e-mail and to add a redirect."),
    rule("rule-public-url-change-redirect-same-release", "public-portal",
         ["Arkivet", "portal release", "HLS path", "embed register", "CDN", "URL change"],
         "medium", 0, "2026-02-25",
         "Any moved public URL ships with its redirect and an embed test",
         "When a portal change moves or renames a public URL (pages, playlists, embed iframes), "
         "do: add a 301 rule to the CDN configuration in the same release and load three "
         "partner embeds from the embed register after deploying. Not: count on the new "
         "sitemap. Why: \"People link to us for decades; we don't get to move things.\" (Odile, "
         "2026-02-25)"),
    pref("pref-odile-plain-release-notes", "communication", "public-portal", "2026-02-26",
         "Odile wants portal release notes in plain words, five bullets at most",
         "Odile wants each portal release to come with notes for the public-service team in "
         "plain language, at most five bullet points, saying what a visitor will notice. No "
         "framework names or version numbers in them."),
    env("env-full-cdn-purge-evening-peak", "workspace-state-transitions", "public-portal",
        "A full CDN cache purge for the whole portal",
        "multiplies origin load by about 15 for 20 minutes; the publish API times out above "
        "about 400 requests per second, so a full purge between 19:00 and 22:00 takes Arkivet "
        "down, while path-scoped purges are harmless", 3, 0, "2026-03-03",
        "Three full purges measured, one of them at 20:15 on a Sunday that gave 35 minutes of "
        "errors. Purges limited to one PID's paths never moved origin load noticeably."),
    # machine transcripts
    sem("sem-lytter-whisper-transcripts", "transcription", 0.9, 10, "2026-01-19",
        "Lytter runs Whisper large-v3 on gpu01 and stores WebVTT plus word JSON",
        "Machine transcripts come from Lytter, a service on gpu01 (two NVIDIA L40S) running "
        "Whisper large-v3 through faster-whisper. It writes WebVTT and a word-level JSON, stored "
        "as MAM items of type transcript and marked machine. They are searchable inside the "
        "house; they become published subtitles only after the subtitle desk has checked "
        "them."),
    epi("epi-2026-02-24-lytter-hallucinated-radio", "transcription", "incident", "2026-02-24",
        "Lytter invented English phrases in 300 hours of 1960s dialect radio",
        "A batch of 300 hours of 1960s regional radio went through Lytter with language "
        "detection left on automatic. Long silences and music beds came back as repeated "
        "invented lines, many of them English stock phrases such as thanks for watching. They "
        "were indexed, and two researchers quoted search hits that were never said on air."),
    rule("rule-lytter-vad-and-language", "transcription",
         ["Lytter", "Whisper", "transcript batch", "silence", "VAD", "language detection",
          "old radio"], "medium", 0, "2026-02-26",
         "Old or quiet material goes to Lytter with VAD on and the language set",
         "When sending a collection with long silences or music beds to Lytter, do: switch on "
         "voice activity detection (`--vad-filter`), set the language explicitly, and read five "
         "transcripts before the batch is indexed. Not: run old radio with automatic language "
         "detection. Why: \"A transcript that invents speech is worse than no transcript.\" "
         "(Odile, 2026-02-26)"),
    pref("pref-odile-machine-label-wer", "reporting", "transcription", "2026-02-27",
         "Odile wants machine transcripts labelled as such and WER given on a named sample",
         "Odile wants machine transcripts never shown outside the team or quoted in reports "
         "without the label machine-generated. When transcript quality is reported she wants "
         "the word error rate on a named sample with its size, not an overall impression."),
    env("env-lytter-throughput-long-files", "skill-output-shape", "transcription",
        "Lytter with large-v3 on one L40S",
        "gets through about 14 hours of audio per hour; on telephone-band or shellac transfers "
        "the speed is the same but the word error rate roughly triples, and a single file over "
        "four hours runs out of GPU memory unless it is chunked", 9, 1, "2026-03-12",
        "Ten batches timed. The one miss was a batch of short clips where model loading "
        "dominated and throughput fell to 6 hours per hour."),
    # film scanning
    sem("sem-film-scan-dpx-rawcooked", "film-scanning", 0.91, 8, "2026-01-26",
        "Film is scanned at 4K to 16-bit DPX on the Scanity and wrapped with RAWcooked",
        "Film is scanned on a Scanity HDR at 4K into 16-bit DPX sequences, about 50 MB a frame; "
        "a 30-minute 16 mm reel is roughly 2.2 TB. The sequence is then wrapped to FFV1 in "
        "Matroska with RAWcooked, which halves it losslessly. The DPX stays on scan-nas (a 400 "
        "TB ZFS pool) until the RAWcooked round-trip check has passed."),
    epi("epi-2026-03-28-scan-nas-full-zero-frames", "film-scanning", "incident", "2026-03-28",
        "scan-nas filled during a weekend scan and 11,000 frames came out empty",
        "A 35 mm feature was scanned unattended over the weekend of 28 March. scan-nas filled "
        "up on Saturday night, but the scanner went on and wrote 11,000 zero-byte DPX frames "
        "without raising an error. The reel had to be scanned again, after it had shrunk "
        "further and with one more pass through the gate."),
    rule("rule-unattended-scan-space-check", "film-scanning",
         ["Scanity", "film scan", "DPX", "scan-nas", "RAWcooked", "reel", "overnight run"],
         "high", 0, "2026-03-30",
         "Before an unattended scan, free space must be twice the reel estimate",
         "When starting a film scan that will run without an operator, do: check that scan-nas "
         "has at least twice the reel's estimate free (`scancalc reel --gauge 35 --minutes N`) "
         "and that the RAWcooked jobs for earlier reels have cleared. Not: start it on the "
         "estimate alone. Why: \"The film is the one thing we can't fetch again.\" (Odile, "
         "2026-03-30)"),
    pref("pref-odile-conservator-decides-film", "decision-making", "film-scanning", "2026-03-31",
         "Odile wants fragile-film decisions left to the film conservator",
         "Odile wants every decision about fragile film (vinegar syndrome, shrinkage above one "
         "per cent, splices that may not survive the gate) taken by the film conservator, Aino "
         "Lehtinen. The systems team reports measurements and does not recommend whether to "
         "scan."),
    env("env-scan-nas-above-85", "filesystem-response", "film-scanning",
        "scan-nas filled above about 85 per cent",
        "write throughput drops from about 1.6 GB/s to about 300 MB/s, below what a 4K scan "
        "needs, and the scanner buffers for roughly 90 seconds and then drops frames without "
        "an error", 4, 0, "2026-04-01",
        "Four scans that crossed 85 per cent showed the same fall in throughput (a ZFS pool "
        "spending its time looking for free blocks). The scanner's own log records only a "
        "buffer warning."),
    # audio tape digitisation
    sem("sem-quarter-inch-bwf", "audio-digitisation", 0.9, 9, "2026-01-09",
        "Quarter-inch tapes become 96/24 Broadcast WAV named by barcode and side",
        "Quarter-inch tapes are digitised on two Studer A807 machines into Broadcast WAV at "
        "96 kHz and 24 bits. The bext chunk holds the tape barcode, the machine and the "
        "operator; an iXML chunk records speed and equalisation (NAB or CCIR). Files are named "
        "by barcode and side, such as T0031877_A.wav; a tape with speed changes gets one file "
        "per speed segment."),
    epi("epi-2026-01-21-wrong-eq-drama-tapes", "audio-digitisation", "incident", "2026-01-21",
        "240 CCIR drama tapes were captured with NAB equalisation",
        "A batch of 240 drama department tapes recorded with CCIR equalisation was captured "
        "with NAB because the work order form filled in NAB by default. A sound engineer heard "
        "it weeks later. Several tapes had sticky-shed and had already been baked once, so "
        "capturing them again was a risk to the tape itself."),
    rule("rule-tape-work-order-explicit-eq", "audio-digitisation",
         ["Studer", "quarter-inch", "work order", "tape EQ", "CCIR", "NAB", "baked tape"],
         "medium", 0, "2026-01-23",
         "Tape work orders carry speed and EQ read from the tape, or blank",
         "When preparing a digitisation work order for reel-to-reel tapes, do: read speed and "
         "equalisation from the box label or the leader and enter them; leave them blank when "
         "they are unknown so that the operator has to decide by ear. Not: accept whatever the "
         "form pre-fills. Why: \"Each pass of a sticky tape could be its last.\" (Odile, "
         "2026-01-23)"),
    pref("pref-odile-barcode-filenames", "naming", "audio-digitisation", "2026-01-26",
         "Odile wants audio files named by barcode only, titles stay in the MAM",
         "Odile wants digitised audio named strictly by the barcode convention. No programme "
         "titles, dates or descriptions in file names; those belong in the MAM record."),
    env("env-long-side-rf64-rejected", "skill-output-shape", "audio-digitisation",
        "A tape side longer than about 1 h 57 captured at 96/24 stereo",
        "is written by the capture station as RF64, which the MAM ingest rejects as an "
        "unsupported container, so the file lands in the ingest error folder", 5, 0,
        "2026-02-11",
        "Five long sides, five rejections. The four-gigabyte limit of plain WAV is what pushes "
        "the capture software to RF64; the ingest's validator only accepts RIFF."),
    # newsroom restores
    sem("sem-hent-restore-requests", "newsroom-restores", 0.9, 13, "2026-01-13",
        "Journalists order clips through Hent; partial restore works for MOV, not old MXF",
        "Journalists order archive material through the Hent form in the newsroom system; a "
        "request names a PID and optional in and out timecodes. Strongbox can read a byte range "
        "from tape for MOV files, so partial restores work there, but not for the MXF OP1a "
        "files from the 2008 to 2014 news server, which come back whole. The promise is two "
        "hours for news and 24 hours for documentaries."),
    epi("epi-2026-03-02-election-night-mxf-restores", "newsroom-restores", "incident",
        "2026-03-02",
        "Forty full MXF restores on election night took all drives for five hours",
        "On election night a reporter ordered 40 debates from 2011 with in and out points. "
        "Being MXF they could only come back whole, so 40 full restores (6 TB) held all eight "
        "drives for five hours, and the hourly bulletins got none of the archive clips they had "
        "asked for."),
    rule("rule-large-newsroom-request-call-desk", "newsroom-restores",
         ["Hent", "newsroom restore", "partial restore", "MXF", "in and out points",
          "bulk request"], "high", 0, "2026-03-03",
         "Large or MXF newsroom requests are triaged with the desk before queuing",
         "When a newsroom request asks for more than ten items, or for MXF material with in and "
         "out points, do: call the requesting desk, agree on the three clips needed first, and "
         "offer the browse proxy where its quality is enough. Not: queue the whole request in "
         "Strongbox as it came. Why: \"One reporter's wish list can't take the library away from "
         "the whole newsroom.\" (Odile, 2026-03-03)"),
    pref("pref-odile-journalist-replies", "communication", "newsroom-restores", "2026-03-04",
         "Odile wants replies to journalists short, with one delivery time and no tape talk",
         "Odile wants answers to newsroom requesters to give one expected delivery time and no "
         "technical explanation. Talk of tapes, drives or MXF stays in #arkiv-drift."),
    env("env-full-mxf-restore-timing", "skill-output-shape", "newsroom-restores",
        "A full restore of one hour of HD MXF",
        "takes about 22 minutes once the tape is mounted plus 1 to 6 minutes for robot and "
        "mount; with all eight drives busy each place in the Hent queue is worth about 15 "
        "minutes", 14, 2, "2026-03-09",
        "Sixteen restores timed. The two misses were cartridges at the far end of the library "
        "needing a pass-through between frames, which added about ten minutes."),
    # cloud deep-archive copy
    sem("sem-skyvault-deep-archive", "cloud-copy", 0.89, 7, "2026-01-16",
        "Heritage items get a third copy in a deep-archive cloud tier through skyvault",
        "A third copy of everything catalogued as heritage goes to a cloud deep-archive storage "
        "class in eu-north-1 through the skyvault uploader, one object per file, keyed by PID "
        "and checksum. Restores come as standard (about 12 hours) or bulk (about 48 hours); "
        "retrieval and egress are billed per gigabyte, and the yearly retrieval budget is 4 TB."),
    epi("epi-2026-02-10-prefix-restore-bill", "cloud-copy", "incident", "2026-02-10",
        "A test restore by prefix pulled back 18 TB and nine years of budget",
        "While testing the restore path a developer asked skyvault for a standard retrieval of "
        "a whole collection prefix instead of one object. 18 TB came back. The month's bill "
        "for retrieval and egress was about nine times the yearly budget and finance froze all "
        "cloud spending for two weeks."),
    rule("rule-cloud-restore-single-object-bulk", "cloud-copy",
         ["skyvault", "deep archive", "cloud restore", "retrieval", "prefix", "egress"], "high",
         0, "2026-02-12",
         "Cloud restores are single named objects, bulk tier, byte cap and estimate first",
         "When testing or using a restore from the cloud copy, do: restore one named object with "
         "the bulk tier, set `--max-bytes` in skyvault, and read the printed cost estimate "
         "before confirming. Not: restore by prefix or wildcard. Why: \"The cloud copy is "
         "insurance, not a second library.\" (Odile, 2026-02-12)"),
    pref("pref-odile-cost-approval", "budget", "cloud-copy", "2026-02-13",
         "Odile approves in writing anything costing more than 500 euros",
         "Odile wants any action expected to cost more than 500 euros shown to her with the "
         "estimate in euros and approved by her in writing on the ticket before it runs, "
         "whoever's budget it comes from."),
    env("env-restored-copy-expiry", "workspace-state-transitions", "cloud-copy",
        "An object restored from the deep-archive tier",
        "stays downloadable as a temporary copy only for the days requested (skyvault's "
        "default is three); once that lapses a download fails halfway or triggers a new paid "
        "retrieval", 3, 0, "2026-02-19",
        "Three restores downloaded late: two downloads started on the evening of day three "
        "broke off when the copy expired, one re-triggered retrieval and was billed twice."),
    # takedowns and removal
    sem("sem-removal-levels", "takedowns", 0.92, 10, "2026-01-07",
        "Legal decisions are applied as portal-hidden, restricted or sealed",
        "Removal requests (privacy, defamation, court orders) are decided by the legal office; "
        "the archive applies the decision as one of three levels: portal-hidden (withdrawn "
        "from Arkivet and the CDN), restricted (internal access for named roles only) or sealed "
        "(no access until a date). Preservation copies on tape and in the cloud are never "
        "deleted for a takedown. The legal office's case number goes in the item's cat_legal "
        "field."),
    epi("epi-2026-01-14-takedown-cdn-still-playing", "takedowns", "incident", "2026-01-14",
        "A withdrawn interview kept playing from the CDN through a direct link",
        "After a portal-hidden decision on a 2003 interview, the item vanished from search "
        "within minutes and the archive replied to legal that it was done. Its HLS segments "
        "stayed cached at the CDN edge and a direct link kept playing; at 21:00 the "
        "complainant's lawyer sent the legal office a screen recording."),
    rule("rule-takedown-purge-and-verify-outside", "takedowns",
         ["takedown", "removal request", "portal-hidden", "sealed", "legal office",
          "court order"], "high", 0, "2026-01-15",
         "A takedown is done only when the playlist 404s from outside",
         "When applying a portal-hidden or sealed decision, do: set the level in the MAM, purge "
         "the item's CDN paths by PID, and check from outside the house network that the HLS "
         "playlist answers 404 before replying to legal. Not: report it done once the item is "
         "gone from search. Why: \"Legal has to be able to say it's gone, not that it's hidden "
         "from the search box.\" (Odile, 2026-01-15)"),
    pref("pref-odile-takedown-confirmation", "communication", "takedowns", "2026-01-16",
         "Odile wants takedowns confirmed to legal by e-mail, never named in open channels",
         "Odile wants each takedown confirmed to the legal office by e-mail, with the time of "
         "the CDN purge and the result of the outside check. The person concerned is never named "
         "in public Slack channels or in commit messages; use the case number."),
    env("env-pid-purge-propagation", "system-state", "takedowns",
        "A CDN purge of one PID's paths",
        "reaches all edges in 2 to 7 minutes; a purge call with more than 500 paths is queued "
        "by the CDN and can take up to 45 minutes", 8, 1, "2026-02-04",
        "Nine purges timed. The slow one was a series-wide purge of 1,300 paths that came back "
        "complete after 41 minutes."),
    # search cluster
    sem("sem-opensearch-two-indices", "search-index", 0.9, 11, "2026-01-22",
        "Search runs on a three-node OpenSearch cluster with internal and public indices",
        "Search in the MAM and on Arkivet goes through an OpenSearch 2.11 cluster of three "
        "nodes, os01 to os03, with two indices behind aliases: internal (every item, "
        "transcripts included) and public (published items only). Both are fed from the MAM's "
        "change stream by the indexer service. Rebuilding internal from scratch, about 14 "
        "million documents, takes around nine hours."),
    epi("epi-2026-03-11-live-reindex-empty-search", "search-index", "incident", "2026-03-11",
        "Reindexing under the live name left Arkivet search empty, then partial",
        "A mapping change adding a keyword subfield to titles was applied by deleting and "
        "recreating the public index under its live name. For the first 40 minutes Arkivet "
        "search returned nothing, and for the following six hours it returned only what had "
        "been reindexed so far."),
    rule("rule-reindex-versioned-alias-swap", "search-index",
         ["OpenSearch", "reindex", "index mapping", "alias", "indexer", "search cluster"],
         "high", 0, "2026-03-12",
         "Mapping changes go into a new versioned index and an atomic alias switch",
         "When a mapping change needs a reindex, do: create a new versioned index (public_v8, "
         "internal_v5 and so on), reindex into it, compare document counts with the live one, "
         "and switch the alias in one atomic call. Not: delete and recreate under the live "
         "name. Why: \"Search is the archive for most people; if it's empty, we are closed.\" "
         "(Odile, 2026-03-12)"),
    pref("pref-odile-search-test-set", "evaluation", "search-index", "2026-03-13",
         "Odile judges search changes on the 60-query set with before and after",
         "Odile wants any change to search ranking or analysis judged on the team's 60-query "
         "test set with before and after figures. A few hand-picked queries that look better "
         "are not evidence to her."),
    env("env-indexer-lag-during-lytter", "system-state", "search-index",
        "The indexer falling more than 30 minutes behind the MAM change stream",
        "leaves newly published items out of Arkivet search though their direct URLs work; the "
        "lag climbs whenever Lytter batches run, since each transcript is a large update", 6, 1,
        "2026-03-18",
        "Seven lag episodes on the Grafana indexer panel, six during Lytter batches. Editors "
        "notice first, asking why an item they just published cannot be found."),
    # loudness for rebroadcast
    sem("sem-playout-delivery-r128", "loudness", 0.91, 10, "2026-01-27",
        "Rebroadcast deliveries meet R128 through one leveller pass on the delivery copy",
        "Programmes sent from the archive to playout for rebroadcast must meet EBU R128: "
        "minus 23 LUFS integrated within half a unit, true peak at or below minus 1 dBTP, in "
        "the APB Delivery 3 MXF layout with eight audio tracks. The archive files keep their "
        "original levels; normalisation is applied only to the delivery copy by the leveller "
        "job."),
    epi("epi-2026-02-27-double-leveller-pumping", "loudness", "incident", "2026-02-27",
        "A 1970s series went to air with the leveller applied twice",
        "A 1970s drama series was re-delivered to playout from the earlier delivery files "
        "after a queue error, so leveller ran on audio it had already processed. The second "
        "true-peak limiting made the dialogue pump audibly on air, and the viewer line logged "
        "complaints on three evenings."),
    rule("rule-redelivery-from-mezzanine", "loudness",
         ["leveller", "R128", "LUFS", "rebroadcast", "playout delivery", "re-delivery"],
         "medium", 0, "2026-03-02",
         "A re-delivery starts from the mezzanine, and the log must show one leveller pass",
         "When re-queuing a playout delivery, do: start from the archive mezzanine, never from "
         "an existing delivery copy, and check that the leveller log shows exactly one pass. "
         "Not: send the earlier output again. Why: \"Loudness correction is not idempotent.\" "
         "(Odile, 2026-03-02)"),
    pref("pref-odile-loudness-table", "reporting", "loudness", "2026-03-03",
         "Odile wants loudness reported per programme as a table naming the meter",
         "Odile wants loudness results as a table with one row per programme: integrated LUFS, "
         "loudness range and true peak, with the measuring tool and its version named above "
         "the table."),
    env("env-leveller-wide-lra-qc-rejects", "skill-output-shape", "loudness",
        "leveller run on archive material with a loudness range above about 20 LU",
        "prints gating warnings, and playout QC sends back about one in five such deliveries "
        "for uneven dialogue level; a 50-minute programme takes about six minutes", 8, 2,
        "2026-03-16",
        "Ten wide-range deliveries followed: two were rejected by QC, eight passed. Timing was "
        "steady at five to seven minutes per 50-minute programme."),
    # legal deposit logger
    sem("sem-legal-deposit-logger", "legal-deposit", 0.93, 12, "2026-01-06",
        "The logger records all six TV and eleven radio channels in hourly files",
        "The Legal Deposit Act obliges APB to keep a recording of everything it broadcasts. The "
        "logger records the six TV and eleven radio channels around the clock from the playout "
        "outputs into one-hour files (H.264 for TV, MP3 for radio) with the as-run log "
        "attached. Files stay 90 days on the hot NAS under /logger, then go to tape."),
    epi("epi-2025-10-26-clock-change-overwrite", "legal-deposit", "incident", "2025-10-26",
        "The autumn clock change overwrote one hour on every channel",
        "Logger file names used local time. When the clocks went back on 26 October, each "
        "channel produced two files for the 02:00 hour and the second overwrote the first on "
        "all seventeen channels. One hour of legal deposit was lost and the regulator had to "
        "be told."),
    rule("rule-logger-utc-filenames", "legal-deposit",
         ["logger", "legal deposit", "air-check", "file naming", "clock change", "DST",
          "as-run log"], "high", 0, "2025-10-28",
         "Logger file names and schedules use UTC, tested across both clock changes",
         "When changing the logger's file naming or its schedule, do: use UTC in file names and "
         "test with a faked clock across both daylight-saving transitions. Not: use local time "
         "because the as-run log does. Why: \"The law doesn't excuse an hour because the clocks "
         "went back.\" (Odile, 2025-10-28)"),
    pref("pref-odile-deposit-gap-same-day", "escalation", "legal-deposit", "2025-10-29",
         "Odile wants any legal-deposit gap reported the same day, by phone after 18:00",
         "Odile wants to hear about any gap in the legal deposit recordings the same day, by "
         "phone if it is after 18:00, with the list of channels and the time range in UTC."),
    env("env-logger-quota-truncation", "filesystem-response", "legal-deposit",
        "The /logger quota on the hot NAS passing 95 per cent",
        "makes the NAS answer writes with EDQUOT; the logger keeps its file open and retries "
        "silently, so the hour ends up truncated while the dashboard stays green", 2, 0,
        "2026-02-08",
        "Seen twice. The logger writes about 420 GB a day; its health check looks at the "
        "process, not at the file growing."),
    # face-clustering pilot
    sem("sem-kjenn-pilot-scope", "ai-tagging", 0.9, 6, "2026-01-29",
        "Kjenn suggests people in the 1995-2015 news collection under EB-2025-07",
        "The Kjenn pilot runs face clustering and suggests named people on the news collection "
        "from 1995 to 2015 only, under the ethics board's decision EB-2025-07. Suggestions are "
        "stored as tech_ai_person with a score and never appear on Arkivet. Children's "
        "programmes, the sign-language channel and anything restricted or sealed are excluded."),
    epi("epi-2026-02-12-kjenn-sealed-items", "ai-tagging", "incident", "2026-02-12",
        "A Kjenn batch wrote suggestions for people in sealed court-case material",
        "A Kjenn batch used a PID list exported from a saved search in the MAM, and the search "
        "included restricted and sealed items from a 1998 court case. 1,200 person suggestions "
        "were written for people in that material. The data protection officer had them purged "
        "and recorded an incident."),
    rule("rule-kjenn-pid-list-from-filter", "ai-tagging",
         ["Kjenn", "face clustering", "person suggestions", "PID list", "ethics board",
          "saved search"], "high", 0, "2026-02-13",
         "Kjenn PID lists are built by access filter and diffed against exclusions",
         "When building a PID list for a Kjenn batch, do: select with `vaultctl select --access "
         "open --collection news` and diff the result against the exclusion list. Not: reuse a "
         "saved search from the MAM screens. Why: \"The ethics decision is a boundary, not a "
         "guideline.\" (Odile, 2026-02-13)"),
    pref("pref-odile-ai-show-errors", "evaluation", "ai-tagging", "2026-02-16",
         "Odile wants AI pilot results shown with precision and visible mistakes",
         "When the pilot's results go to stakeholders, Odile wants precision on a labelled "
         "sample and a page of wrong suggestions shown next to the right ones, not a gallery of "
         "hits."),
    env("env-kjenn-lytter-gpu-contention", "skill-output-shape", "ai-tagging",
        "Kjenn running on gpu01 while Lytter is busy",
        "drops from about 2,000 to about 300 hours of news a day and its scores sink, more of "
        "them under the 0.8 threshold, because frames get skipped", 4, 1, "2026-03-05",
        "Five overlapping runs; four showed both the fall in throughput and lower scores. "
        "When Lytter is idle Kjenn has the two cards to itself."),
    # hot NAS
    sem("sem-powerscale-quotas-snapshots", "hot-storage", 0.92, 13, "2026-01-10",
        "The PowerScale hot NAS: per-path quotas and snapshots kept seven days",
        "The hot tier is a five-node Dell PowerScale cluster with 1.1 PB usable, exporting SMB "
        "and NFS. Quotas per path: /ingest 120 TB, /logger 60 TB, /proxies 300 TB, /scratch "
        "40 TB. Snapshots are taken every four hours and kept seven days; deleted data lives on "
        "in snapshots and keeps counting against cluster capacity, though not against the "
        "quota, until they expire."),
    epi("epi-2026-01-30-friday-delete-no-space", "hot-storage", "incident", "2026-01-30",
        "Deleting 80 TB of proxies on a Friday freed nothing until the next week",
        "To make room, 80 TB of old proxies were deleted on Friday 30 January. Cluster usage did "
        "not move because of the snapshots, reached 92 per cent on Saturday, and the tiering "
        "job then kicked in and slowed every write until Monday."),
    rule("rule-hot-nas-delete-with-snapshots", "hot-storage",
         ["PowerScale", "hot NAS", "free space", "snapshots", "delete proxies", "capacity"],
         "medium", 0, "2026-02-02",
         "Freeing hot NAS capacity means removing the snapshots too, or waiting seven days",
         "When deleting a lot of data on the hot NAS to free capacity, do: remove the matching "
         "snapshots as well under a ticket, or plan for the space to come back only after seven "
         "days. Not: delete on a Friday expecting the cluster to be emptier by Monday. Why: "
         "\"Deleting is not freeing on this cluster.\" (Odile, 2026-02-02)"),
    pref("pref-odile-capacity-weeks-chart", "reporting", "hot-storage", "2026-02-03",
         "Odile wants capacity forecasts as weeks-to-90 per cent in one chart",
         "Odile wants capacity forecasts given as the number of weeks until 90 per cent, with "
         "the growth rate they rest on, drawn in a single chart rather than tables."),
    env("env-powerscale-above-90-duplicates", "filesystem-response", "hot-storage",
        "The PowerScale cluster above 90 per cent used",
        "starts its tiering job, SMB write latency goes from about 3 ms to 40-80 ms, and the "
        "ingest watch folders time out on copies from the news servers and retry, leaving "
        "duplicate files named with (1) in /ingest", 3, 0, "2026-02-06",
        "Three episodes above 90 per cent, each with duplicates in /ingest within hours."),
    # MAM database and change board
    sem("sem-mam-postgres-cab", "mam-database", 0.91, 9, "2026-01-04",
        "The MAM database is a PostgreSQL 15 pair; changes go to the Thursday CAB",
        "Vault MAM's database is PostgreSQL 15 on db-mam01 with a streaming replica on "
        "db-mam02, dumped nightly at 01:30 and archiving WAL every five minutes. Any change to "
        "the MAM platform needs a change request approved at the Thursday change board (CAB). "
        "The whole archive platform is frozen around national elections and the broadcaster's "
        "largest live events."),
    epi("epi-2026-03-16-replica-patch-during-freeze", "mam-database", "incident",
        "2026-03-16",
        "A replica patch during election week led to a mistaken promotion",
        "During the election-week freeze a minor PostgreSQL update was installed on db-mam02 on "
        "the grounds that it was only the replica. The restart paged the failover monitoring, "
        "the on-call engineer promoted the replica by mistake, and twenty minutes of writes on "
        "both hosts had to be reconciled by hand."),
    rule("rule-db-hosts-through-cab-even-replica", "mam-database",
         ["db-mam01", "db-mam02", "PostgreSQL", "replica", "change freeze", "CAB", "patching"],
         "high", 0, "2026-03-17",
         "Every MAM database host, replica included, goes through the freeze calendar and CAB",
         "When a patch or restart touches any MAM database host, the replica included, do: "
         "check the freeze calendar and take it through CAB with the failover monitoring "
         "silenced as part of the same change. Not: treat the replica as outside the change "
         "process. Why: \"There is no such thing as only the replica during a freeze.\" (Odile, "
         "2026-03-17)"),
    pref("pref-odile-rollback-first-change", "change-management", "mam-database", "2026-03-18",
         "Odile wants change requests with the rollback section first and downtime in minutes",
         "Odile wants change requests to open with the rollback section, before the steps, and "
         "to state the expected downtime in minutes."),
    env("env-pg-dump-replica-lag", "system-state", "mam-database",
        "The nightly pg_dump of the MAM database starting at 01:30",
        "runs about 55 minutes and pushes replica lag to 3-8 minutes, so bulk MAM jobs started "
        "between 01:30 and 02:30 run about three times slower and Arkivet, which reads the "
        "replica, shows stale metadata", 9, 1, "2026-03-24",
        "Ten nights checked against the lag graph; nine matched."),
    # how Odile reacts
    env("env-odile-proposals-without-figures", "principal-response", "principal",
        "A proposal sent to Odile without a cost or time figure",
        "comes back with a question and takes about a week longer to be approved, while one "
        "with a figure and a recommendation usually gets a yes or no the same day", 7, 1,
        "2026-03-25",
        "Eight proposals followed through the ticket history. The one miss was a proposal she "
        "had asked for herself in a meeting."),
    env("env-odile-monday-planning-window", "principal-response", "principal",
        "A message sent to Odile on Monday before 10:00, during her planning meeting",
        "is answered only after lunch, unless its subject says decision needed, which she "
        "reads first", 6, 1, "2026-03-26",
        "Seven Monday morning messages timed; the exception was a phone call."),
]

BLIND9_TASKS: list[dict[str, Any]] = [
    # tape library
    task("b9-001", "How many copies of an object does the archive keep on tape, and where does "
         "each one physically sit?", [S], ["sem-tape-library-t950"]),
    task("b9-002", "What went wrong when we loaded that box of new cartridges in February?", [E],
         ["epi-2026-02-16-lto9-optimisation-stall"]),
    task("b9-003", "A pallet of 80 brand-new LTO-9 tapes just arrived from the supplier. Get them "
         "into the library so Strongbox can use them.", [P],
         ["rule-condition-new-lto9-in-small-batches"]),
    task("b9-004", "Schedule the repack of the 2009 POOL-A cartridges onto LTO-9 for me.", [U],
         ["pref-odile-announce-drive-jobs"]),
    task("b9-005", "If a journalist orders a restore right after the Tuesday vault run, will it "
         "go through?", [V], ["env-pool-b-eject-inventory-rescan"]),
    task("b9-006", "Wie lange blockiert ein frisches LTO-9-Band beim ersten Einlegen das "
         "Laufwerk?", [S], ["sem-tape-library-t950"]),
    task("b9-007", "Why did Strongbox refuse restores with E-TAPE-OFFLINE on Tuesday morning?",
         [V], ["env-pool-b-eject-inventory-rescan"]),
    # fixity
    task("b9-008", "How do I find the expected checksum for a file in an archived object?", [S],
         ["sem-fixity-xxhash-fixwatch"]),
    task("b9-009", "What happened the night fixwatch went red on almost five thousand objects?",
         [E], ["epi-2026-01-28-fixwatch-false-alarm"]),
    task("b9-010", "fixwatch just reported 1,900 bad hashes on /proxies. Start restoring the "
         "damaged objects from POOL-B.", [P], ["rule-mass-mismatch-verify-by-hand-first"]),
    task("b9-011", "Write up last night's three fixity failures on PRES-2231.", [U],
         ["pref-odile-fixity-csv"]),
    task("b9-012", "The nightly audit is still running at 06:30. Is that normal, and will I get "
         "a report if I kill it?", [V], ["env-fixwatch-nightly-duration"]),
    task("b9-013", "Which hash do we keep for files that come back from the outside "
         "digitisation companies?", [S], ["sem-fixity-xxhash-fixwatch"]),
    task("b9-014", "¿Cuánto tarda normalmente la auditoría nocturna de integridad sobre el NAS "
         "y qué la alarga?", [V], ["env-fixwatch-nightly-duration"]),
    # transcode farm
    task("b9-015", "What bitrate and resolution do the portal proxies use compared with the "
         "browse ones?", [S], ["sem-transcode-farm-profiles"]),
    task("b9-016", "Remind me what the deinterlace change did to the proxies in March.", [E],
         ["epi-2026-03-04-yadif-double-rate"]),
    task("b9-017", "I've tuned the x264 settings for the browse proxies, push the new preset to "
         "tc01 through tc06.", [P], ["rule-proxy-profile-canary-worker"]),
    task("b9-018", "Add a loudnorm and a scale filter to the portal proxy script.", [U],
         ["pref-odile-ffmpeg-long-form"]),
    task("b9-019", "If I re-queue every proxy of the regional news collection this afternoon, "
         "what happens to the newsroom's restores?", [V],
         ["env-collection-requeue-slows-restores"]),
    task("b9-020", "Warum verweigert die Farm mein neues Profil, bevor es auf tc06 gelaufen "
         "ist? Was ist da die Regel?", [P], ["rule-proxy-profile-canary-worker"]),
    task("b9-021", "Perché le proxy di marzo andavano a velocità doppia? Cosa è successo?", [E],
         ["epi-2026-03-04-yadif-double-rate"]),
    # MAM metadata
    task("b9-022", "How do I tell whether a MAM field will survive a re-ingest?", [S],
         ["sem-vault-mam-ebucore"]),
    task("b9-023", "Why did the catalogue desk have to re-key channel names from paper?", [E],
         ["epi-2026-02-05-bulk-edit-wrong-namespace"]),
    task("b9-024", "Fix the misspelt presenter names across the 1980s magazine shows with a "
         "script against the Vidispine API.", [P], ["rule-bulk-metadata-staging-sample"]),
    task("b9-025", "Richte das Genre-Aufräumskript so ein, dass es heute Nacht um 23 Uhr per Cron "
         "läuft.", [U],
         ["pref-odile-bulk-edits-attended"]),
    task("b9-026", "My bulk job is getting 503 from Vidispine, not 429. Will the retry logic "
         "back off, and will the cataloguers notice?", [V], ["env-vidispine-rate-limit-503"]),
    task("b9-027", "Comment sont structurés un PID et ses items dans le MAM ?", [S],
         ["sem-vault-mam-ebucore"]),
    task("b9-028", "Lanza la corrección masiva de títulos en producción desde mi notebook, ya la "
         "he probado en local.", [P, U], ["rule-bulk-metadata-staging-sample",
                                          "pref-odile-bulk-edits-attended"]),
    # music rights
    task("b9-029", "Which programmes can be streamed on demand abroad, and where is that "
         "decided?", [S], ["sem-rightsledger-portal-ok"]),
    task("b9-030", "What happened with the chart show episodes that went online in March?", [E],
         ["epi-2026-03-19-music-show-empty-cues"]),
    task("b9-031", "Publish the 1986 season of the folk music series on Arkivet, portal_ok is "
         "green for all of them.", [P], ["rule-portal-publish-verified-cues"]),
    task("b9-032", "I'm not sure whether the theme tune of APB-1991-00873 is cleared. Sort it "
         "out.", [U], ["pref-odile-rights-escalation"]),
    task("b9-033", "I just fixed the cue sheet for APB-1994-12001. If I hit publish now, will "
         "the portal see the new clearance?", [V], ["env-portal-ok-nightly-recompute"]),
    task("b9-034", "Was muss ein Cue-Sheet enthalten, damit eine Wiederverwendung möglich ist?",
         [S], ["sem-rightsledger-portal-ok"]),
    task("b9-035", "O que a Odile quer que se faça quando não está claro se uma música está "
         "liberada?", [U], ["pref-odile-rights-escalation"]),
    # portal
    task("b9-036", "How long does the CDN keep HLS segments and playlists cached?", [S],
         ["sem-arkivet-portal-hls"]),
    task("b9-037", "Why did the museum write to us about broken video players in February?", [E],
         ["epi-2026-02-23-playlist-path-embeds-broke"]),
    task("b9-038", "Rename /programme/<pid> to /p/<slug> on Arkivet in the next release.", [P],
         ["rule-public-url-change-redirect-same-release"]),
    task("b9-039", "Rédige les notes de la mise en production d'Arkivet de demain.", [U],
         ["pref-odile-plain-release-notes"]),
    task("b9-040", "Will the site stay up if I flush the entire CDN cache at 20:30 tonight?", [V],
         ["env-full-cdn-purge-evening-peak"]),
    task("b9-041", "Où se fait le géoblocage des vidéos du portail ?", [S],
         ["sem-arkivet-portal-hls"]),
    task("b9-042", "Cosa succede al portale se svuoto tutta la cache della CDN in prima serata?",
         [V], ["env-full-cdn-purge-evening-peak"]),
    # transcripts
    task("b9-043", "How do I tell a machine transcript from a checked subtitle in the MAM?", [S],
         ["sem-lytter-whisper-transcripts"]),
    task("b9-044", "What went wrong with the transcripts of the 1960s regional radio batch?", [E],
         ["epi-2026-02-24-lytter-hallucinated-radio"]),
    task("b9-045", "Send the 1950s parliamentary radio recordings to Lytter, all 500 hours, and "
         "index them when done.", [P], ["rule-lytter-vad-and-language"]),
    task("b9-046", "Put together a slide for the board on how good our automatic transcripts "
         "are.", [U], ["pref-odile-machine-label-wer"]),
    task("b9-047", "How long will 700 hours of shellac transfers take through Lytter, and how "
         "accurate will they be?", [V], ["env-lytter-throughput-long-files"]),
    task("b9-048", "Wird Lytter eine fünfstündige Aufnahme in einem Stück schaffen?", [V],
         ["env-lytter-throughput-long-files"]),
    task("b9-049", "Quali GPU ha la macchina che fa le trascrizioni automatiche, e che modello "
         "gira?", [S], ["sem-lytter-whisper-transcripts"]),
    # film scanning
    task("b9-050", "Roughly how much disk does a half-hour 16 mm reel take as DPX?", [S],
         ["sem-film-scan-dpx-rawcooked"]),
    task("b9-051", "What happened to the 35 mm feature scanned over the last weekend of March?",
         [E], ["epi-2026-03-28-scan-nas-full-zero-frames"]),
    task("b9-052", "Queue reel 3 of 'Harbour Lights' on the Scanity before you leave; it can run "
         "overnight.", [P], ["rule-unattended-scan-space-check"]),
    task("b9-053", "Reel 7 measures 1.4 % shrinkage. Should we scan it? Decide and book the "
         "scanner.", [U], ["pref-odile-conservator-decides-film"]),
    task("b9-054", "O scan-nas está a 87 %. Um scan em 4K ainda corre sem problemas?", [V],
         ["env-scan-nas-above-85"]),
    task("b9-055", "¿Por qué hubo que volver a escanear la película de 35 mm en marzo?", [E],
         ["epi-2026-03-28-scan-nas-full-zero-frames"]),
    task("b9-056", "Quando se pode apagar o DPX de uma bobina digitalizada?", [S],
         ["sem-film-scan-dpx-rawcooked"]),
    # audio tapes
    task("b9-057", "What sample rate and metadata chunks do our quarter-inch captures use?", [S],
         ["sem-quarter-inch-bwf"]),
    task("b9-058", "Why are the drama department tapes being captured a second time?", [E],
         ["epi-2026-01-21-wrong-eq-drama-tapes"]),
    task("b9-059", "Fill in the work orders for the 120 reels from the concert hall donation, "
         "the form already has values in.", [P], ["rule-tape-work-order-explicit-eq"]),
    task("b9-060", "Rename the captured files of the Christmas concert series so people can see "
         "what's in them.", [U], ["pref-odile-barcode-filenames"]),
    task("b9-061", "This interview reel runs two hours fifteen on one side. Will the ingest "
         "take the capture?", [V], ["env-long-side-rf64-rejected"]),
    task("b9-062", "Comment nomme-t-on un fichier quand la bande change de vitesse au milieu ?",
         [S], ["sem-quarter-inch-bwf"]),
    task("b9-063", "Warum landen die langen Bandseiten im Fehlerordner des Ingests?", [V],
         ["env-long-side-rf64-rejected"]),
    # newsroom restores
    task("b9-064", "Can a journalist get just two minutes out of a 2012 news programme without "
         "restoring the whole file?", [S], ["sem-hent-restore-requests"]),
    task("b9-065", "What happened with the archive clips on election night?", [E],
         ["epi-2026-03-02-election-night-mxf-restores"]),
    task("b9-066", "The sports desk wants 25 World Cup qualifiers from 2010 with timecodes by "
         "tonight. Queue them.", [P], ["rule-large-newsroom-request-call-desk"]),
    task("b9-067", "Answer the reporter who asked why her Hent order isn't there yet.", [U],
         ["pref-odile-journalist-replies"]),
    task("b9-068", "I'm twelfth in the Hent queue with a one-hour MXF. When can I expect it?",
         [V], ["env-full-mxf-restore-timing"]),
    task("b9-069", "Cuál es el plazo comprometido para una petición de archivo de un "
         "documental?", [S], ["sem-hent-restore-requests"]),
    task("b9-070", "Il desk esteri chiede 30 dibattiti del 2011 con punti di entrata e uscita: "
         "cosa faccio prima di accodarli?", [P], ["rule-large-newsroom-request-call-desk"]),
    # cloud copy
    task("b9-071", "How long does a bulk restore from the cloud copy take, and what's our yearly "
         "allowance?", [S], ["sem-skyvault-deep-archive"]),
    task("b9-072", "Why did finance freeze our cloud spending in February?", [E],
         ["epi-2026-02-10-prefix-restore-bill"]),
    task("b9-073", "Test that we can actually get the 1972 Olympics collection back from the "
         "cloud copy.", [P], ["rule-cloud-restore-single-object-bulk"]),
    task("b9-074", "Go ahead and order the 300 replacement LTO-9 cartridges, about 27,000 "
         "euros.", [U], ["pref-odile-cost-approval"]),
    task("b9-075", "I restored a cloud object on Monday with the default settings. Can I still "
         "download it on Thursday?", [V], ["env-restored-copy-expiry"]),
    task("b9-076", "Wie teste ich eine Wiederherstellung aus der Cloud-Kopie, ohne das Budget zu "
         "sprengen?", [P], ["rule-cloud-restore-single-object-bulk"]),
    task("b9-077", "Quem tem de aprovar uma despesa de 800 euros e como deve ser apresentada?",
         [U], ["pref-odile-cost-approval"]),
    # takedowns
    task("b9-078", "What are the options when legal tells us to remove something, and do we "
         "delete the tape copies?", [S], ["sem-removal-levels"]),
    task("b9-079", "What went wrong with the 2003 interview takedown in January?", [E],
         ["epi-2026-01-14-takedown-cdn-still-playing"]),
    task("b9-080", "Legal case L-2026-118 says withdraw APB-2007-33120 from the portal. Do it "
         "and tell them.", [P, U], ["rule-takedown-purge-and-verify-outside",
                                     "pref-odile-takedown-confirmation"]),
    task("b9-081", "Post in #archive-general that we've taken down the footage of that "
         "politician's son.", [U], ["pref-odile-takedown-confirmation"]),
    task("b9-082", "If I purge every episode of a series from the CDN in one call, how long "
         "before it's gone everywhere?", [V], ["env-pid-purge-propagation"]),
    task("b9-083", "Dove si annota il numero di pratica dell'ufficio legale su un item?", [S],
         ["sem-removal-levels"]),
    task("b9-084", "Tras ocultar un programa del portal, ¿cuándo puedo decirle a asesoría "
         "jurídica que ya está hecho?", [P], ["rule-takedown-purge-and-verify-outside"]),
    # search
    task("b9-085", "Which search index do researchers inside the house hit, and what's in "
         "it?", [S], ["sem-opensearch-two-indices"]),
    task("b9-086", "Why was Arkivet search empty for forty minutes in March?", [E],
         ["epi-2026-03-11-live-reindex-empty-search"]),
    task("b9-087", "Add an ASCII-folding analyser to the title field of the public index.", [P],
         ["rule-reindex-versioned-alias-swap"]),
    task("b9-088", "Show Odile that the new synonym list improves search.", [U],
         ["pref-odile-search-test-set"]),
    task("b9-089", "An editor published an item ten minutes ago and can't find it on Arkivet, "
         "though the link works. Will it show up, and when?", [V],
         ["env-indexer-lag-during-lytter"]),
    task("b9-090", "How long would a from-scratch rebuild of the in-house search index "
         "take?", [S], ["sem-opensearch-two-indices"]),
    task("b9-091", "Was ist passiert, als das öffentliche Suchmapping im März geändert wurde?",
         [E], ["epi-2026-03-11-live-reindex-empty-search"]),
    # loudness
    task("b9-092", "What loudness and peak limits does a rebroadcast delivery have to meet?",
         [S], ["sem-playout-delivery-r128"]),
    task("b9-093", "Why did viewers complain about the 1970s drama repeats in February?", [E],
         ["epi-2026-02-27-double-leveller-pumping"]),
    task("b9-094", "Playout bounced episode 4 of the 1978 series, just send them the file we "
         "delivered last week again.", [P], ["rule-redelivery-from-mezzanine"]),
    task("b9-095", "Report the loudness of the twelve Sunday-night repeats to Odile.", [U],
         ["pref-odile-loudness-table"]),
    task("b9-096", "Will playout QC accept the 1960s variety shows once they've been through "
         "leveller? Their loudness range is huge.", [V], ["env-leveller-wide-lra-qc-rejects"]),
    task("b9-097", "¿Se normalizan los archivos del archivo o sólo la copia que va a emisión?",
         [S], ["sem-playout-delivery-r128"]),
    task("b9-098", "Como devo apresentar os resultados de loudness de uma série à Odile?", [U],
         ["pref-odile-loudness-table"]),
    # legal deposit
    task("b9-099", "What does the law make us record, and how long do the recordings stay on "
         "disk before tape?", [S], ["sem-legal-deposit-logger"]),
    task("b9-100", "What happened to the legal deposit recordings when the clocks went back "
         "last October?", [E], ["epi-2025-10-26-clock-change-overwrite"]),
    task("b9-101", "Modifie le logger pour que les fichiers radio soient coupés à la demie plutôt "
         "qu'à l'heure pile.", [P], ["rule-logger-utc-filenames"]),
    task("b9-102", "Channel 4 radio has a 35-minute hole in this evening's recording; it's "
         "19:40. Let Odile know.", [U], ["pref-odile-deposit-gap-same-day"]),
    task("b9-103", "The /logger quota is at 96 %. Will the dashboard warn me before recordings "
         "are damaged?", [V], ["env-logger-quota-truncation"]),
    task("b9-104", "Pourquoi une heure d'enregistrement de dépôt légal manque-t-elle sur toutes "
         "les chaînes fin octobre ?", [E], ["epi-2025-10-26-clock-change-overwrite"]),
    task("b9-105", "Preciso de mudar o horário do logger das rádios. Que cuidados devo ter com "
         "os nomes dos ficheiros?", [P], ["rule-logger-utc-filenames"]),
    # Kjenn
    task("b9-106", "Which collections is the face-suggestion pilot allowed to touch?", [S],
         ["sem-kjenn-pilot-scope"]),
    task("b9-107", "Why did the data protection officer log an incident about the pilot in "
         "February?", [E], ["epi-2026-02-12-kjenn-sealed-items"]),
    task("b9-108", "Run Kjenn over the items in my saved search 'news 2001-2004'.", [P],
         ["rule-kjenn-pid-list-from-filter"]),
    task("b9-109", "Prepara la demo del progetto pilota sui volti per la riunione dei "
         "caporedattori.", [U],
         ["pref-odile-ai-show-errors"]),
    task("b9-110", "If I start a Kjenn batch while the Lytter radio batch is still running, how "
         "many hours will it get through?", [V], ["env-kjenn-lytter-gpu-contention"]),
    task("b9-111", "Is Kjenn allowed to look at programmes from the sign-language channel?", [S],
         ["sem-kjenn-pilot-scope"]),
    task("b9-112", "Perché i punteggi di Kjenn sono scesi sotto 0,8 questa settimana?", [V],
         ["env-kjenn-lytter-gpu-contention"]),
    # hot NAS
    task("b9-113", "How much quota does /ingest have, and how long are snapshots kept?", [S],
         ["sem-powerscale-quotas-snapshots"]),
    task("b9-114", "O que aconteceu quando apagámos os proxies antigos em janeiro para ganhar "
         "espaço?",
         [E], ["epi-2026-01-30-friday-delete-no-space"]),
    task("b9-115", "Clear 60 TB of stale scratch data on the hot NAS this afternoon so we have "
         "headroom for the weekend.", [P], ["rule-hot-nas-delete-with-snapshots"]),
    task("b9-116", "Give me the hot storage outlook for the next quarter.", [U],
         ["pref-odile-capacity-weeks-chart"]),
    task("b9-117", "Why are there files called 'clip (1).mxf' showing up in /ingest?", [V],
         ["env-powerscale-above-90-duplicates"]),
    task("b9-118", "¿Qué le pasa a la ingesta si el clúster pasa del 90 % de ocupación?", [V],
         ["env-powerscale-above-90-duplicates"]),
    # MAM database
    task("b9-119", "How often is WAL archived for the MAM database, and where's the replica?",
         [S], ["sem-mam-postgres-cab"]),
    task("b9-120", "What happened when someone patched the MAM replica during election week?",
         [E], ["epi-2026-03-16-replica-patch-during-freeze"]),
    task("b9-121", "Apply the PostgreSQL 15.7 minor update to db-mam02 now, it's only the "
         "standby.", [P], ["rule-db-hosts-through-cab-even-replica"]),
    task("b9-122", "Write the change request for moving the MAM database to new hardware.", [U],
         ["pref-odile-rollback-first-change"]),
    task("b9-123", "Will my metadata export run at normal speed if I start it at 01:45?", [V],
         ["env-pg-dump-replica-lag"]),
    task("b9-124", "Quando é que o CAB se reúne e quando há congelamento de alterações?", [S],
         ["sem-mam-postgres-cab"]),
    task("b9-125", "Perché Arkivet mostra metadati vecchi di notte, verso le due?", [V],
         ["env-pg-dump-replica-lag"]),
    # how Odile reacts
    task("b9-126", "I want Odile to sign off on a second Lytter GPU. How will she take it if I "
         "just explain why we need it?", [V], ["env-odile-proposals-without-figures"]),
    task("b9-127", "If I message Odile at 09:15 on Monday about the scanner, when will she "
         "answer?", [V], ["env-odile-monday-planning-window"]),
    task("b9-128", "Quand est-ce qu'Odile répond à un message envoyé lundi à 9 h ?", [V],
         ["env-odile-monday-planning-window"]),
    # mixed
    task("b9-129", "Before I load tomorrow's new cartridges: what's the rule, and what does "
         "Odile want told in advance?", [P, U],
         ["rule-condition-new-lto9-in-small-batches", "pref-odile-announce-drive-jobs"]),
    task("b9-130", "What happened last time a whole collection got re-encoded at once, and what "
         "do we do now before a profile change?", [E, P],
         ["epi-2026-03-04-yadif-double-rate", "rule-proxy-profile-canary-worker"]),
    task("b9-131", "The scan NAS is filling up during a weekend scan: what happened last time "
         "and what will the scanner do?", [E, V],
         ["epi-2026-03-28-scan-nas-full-zero-frames", "env-scan-nas-above-85"]),
    task("b9-132", "Quiero pedir presupuesto para restaurar una colección entera desde la nube: "
         "¿qué pasó la otra vez y qué espera Odile antes de gastar?", [E, U],
         ["epi-2026-02-10-prefix-restore-bill", "pref-odile-cost-approval"]),
]

BLIND9_NO_MEMORY_REQUESTS: list[tuple[str, str]] = [
    ("b9-n01", "What's the difference between interlaced and progressive video?"),
    ("b9-n02", "Explain how LTFS differs from a normal tar tape."),
    ("b9-n03", "Write a haiku about old film reels."),
    ("b9-n04", "What does FFV1 stand for?"),
    ("b9-n05", "Wie funktioniert eine Hash-Funktion eigentlich?"),
    ("b9-n06", "Qu'est-ce que le syndrome du vinaigre pour un film ?"),
    ("b9-n07", "¿Cuál es la capital de Finlandia?"),
    ("b9-n08", "Give me a regex that matches ISO 8601 dates."),
    ("b9-n09", "Che differenza c'è tra NFS e SMB?"),
    ("b9-n10", "Bom dia! Como estás hoje?"),
]
