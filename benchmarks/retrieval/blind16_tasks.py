"""A sixteenth workspace and its tasks: an opera house's stage and production technology, written
from the record format alone and never fitted on.

The store is the memory of the stage and production technology team at the Kestrelmoor Opera
House (KOH, an invented repertory opera house of 1,640 seats in the invented city of
Kestrelmoor, playing a September-to-June season: the Hoistline automated fly bars, the Podia
stage lifts, revolve and wagons, the Lumenet lighting network and show files, the Titlecast
surtitles and seat-back screens, the Boxline ticketing seat map, the Callboard rehearsal and call
schedule, the Threadkeep costume RFID inventory, the Scorehall orchestral parts on tablets, the
Cuewire cue lights, paging and show relay, the Operacast livestream chain, the Ironguard safety
curtain, the Airplot radio-mic frequency coordination, the Climacore building climate for stage
and pit, the Castpay guest-artist fees, the Stagedoor badges, the Pixelwright media servers, the
Friendsledger membership and donor database and the Wingsnet backstage Wi-Fi) and of its
principal (Ines Vardalos, who heads stage and production technology at KOH).

Eighteen themes hold one record in each tier naming the same system (a fact, an incident, a
lesson, a preference and a prediction about the fly bars, the revolve, the surtitles or the
guest fees), so a request's words say what it is about and only its shape says which kind of
memory answers it. Three more records: a fact about the change freeze before a premiere, a
preference about accompanying visiting supplier engineers, and a prediction of when Ines reads
messages sent during a performance. Lessons carry a trigger list of entities and situation
words, a "When ..., do: ... Not: ..." body and a "Why:" quote.

Counts: 93 records (19 semantic, 18 episodic, 18 procedural, 19 personalized, 19
environment-dynamics); 130 tasks, each with one needed tier and one answering record (26 per
tier); by language: 91 English, 39 other (8 German, 8 French, 8 Spanish, 8 Italian, 7
Portuguese), 30 %, each marked by a trailing comment; 12 no-memory requests.

Written by hand by a writer who had not read the recall code, its cue tables, its weights or
any other store's records beyond the layout lines named here. Inputs read: the canonical SPEC's
tier definitions; the record and task constructors of dataset.py (their def lines, and on the
way the few body lines that follow them) and its tier constants; and, from the layout reference
blind14_tasks.py, its module docstring, its import line, its first records and first tasks and
its no-memory requests; the heldout README only to pick a domain not used before (reading it
also showed earlier sets' scores, which did not shape anything here). The set was never run
through recall before being handed over. Every system, company, person, place and number is
invented; nothing was copied from a public text. Record dates lie between August 2025 and
January 2026. Requests are typed the way a stage technician, a stage manager, a box-office or
wardrobe colleague, a sound or video engineer or a coding agent would type them (imperatives,
"how many / where / who", "what happened with", "what will X do if", terse fragments); none
copies its record's wording.
Hard families on purpose: an imperative whose needed memory is how Ines wants that kind of work
done (personalized); a question about how a system or Ines will react (environment-dynamics);
"how does / where is / who may" about a fact (semantic); the situation a lesson is for, told
without the lesson's words (procedural); "what happened last time" (episodic).
BLIND16_NO_MEMORY_REQUESTS lists requests that no record in this store answers (general
knowledge or small talk), as plain (id, text) pairs outside the task constructor, for a caller
that wants to measure abstention. Report it in aggregate; do not tune on it.
"""

from __future__ import annotations

from typing import Any

from benchmarks.retrieval.dataset import E, P, S, U, V, env, epi, pref, rule, sem, task

BLIND16_RECORDS: list[dict[str, Any]] = [
    # 1 fly tower / Hoistline
    sem("sem-hoistline-fly-bars-and-cues", "fly-system", 0.95, 18, "2025-08-18",
        "Hoistline drives 84 motorised fly bars from two desks; each move is a cue with height and speed",
        "Hoistline is the automated flying controller of the fly tower. It drives the 84 motorised "
        "fly bars FB01 to FB84 (500 kg each) and the three point hoists PH1 to PH3 used for "
        "chandeliers, from two operator desks: one in the prompt corner, one on the fly gallery. "
        "A pair of PLCs, hl-plc-a and hl-plc-b, run in hot standby; the show database lives on "
        "hl-srv01. Every move is a cue with a target height and a speed. Each bar has a load cell "
        "and trips on overload at 110 % of the weight declared for it. Show files are exported "
        "every night to the share \\\\koh-nas02\\hoistline."),
    epi("epi-2025-10-09-hoistline-bar-stuck-in-tosca", "fly-system", "incident", "2025-10-09",
        "Bar FB37 tripped on overload mid-cue in act 2 of Tosca and hung in view for seven minutes",
        "During the evening performance of Tosca, bar FB37 stopped halfway through its act 2 cue "
        "and hung 4.2 m above the stage in full view. The lighting crew had hung four extra "
        "lanterns and their cabling on it at the afternoon rehearsal (about 60 kg) and nobody "
        "changed the weight in the desk, so the load cell tripped. The flyman recovered it in "
        "manual after seven minutes while the act held; the conductor stopped the orchestra."),
    rule("rule-hoistline-reweigh-after-rig-change", "fly-system",
         ["Hoistline", "fly bar", "declared weight", "load cell", "overload", "lanterns",
          "rig change", "FB", "point hoist"], "high", 1, "2025-10-10",
         "Re-weigh a bar and update its declared weight whenever anything is added to it",
         "When anything is hung on or taken off a Hoistline bar (lanterns, cable, scenery, "
         "masking), do: read the bar's load cell, enter the new declared weight in the desk and "
         "have the flyman sign the bar card before the next cue run. Not: use the weight from the "
         "designer's drawing or leave the old figure in place until the show. Why: \"The drawing "
         "never includes the cable.\" (Ines, 2025-10-10)"),
    pref("pref-ines-fly-cue-changes-on-cue-sheet", "change-management", "fly-system",
         "2025-09-02",
         "Ines wants fly cue changes proposed on the cue sheet with a before/after column",
         "Ines wants any change to a fly cue written up on the production's cue sheet PDF with a "
         "before and after column (height, speed, delay) and sent to the head flyman before it "
         "is programmed. She does not want cues edited live on the desk during a rehearsal "
         "because someone shouted a number from the stalls."),
    env("env-hoistline-two-desks-editing-lock", "system-state", "fly-system",
        "When both Hoistline desks are logged in and editing the same cue list",
        "the standby PLC refuses to synchronise and the second desk drops to read-only within "
        "about a minute with a 'DB LOCK HELD' banner until the first desk saves and logs out",
        4, 0, "2025-09-15",
        "Seen at four technical rehearsals in September; the lock always fell on the fly "
        "gallery desk when the prompt corner desk had opened the list first."),
    # 2 stage lifts and revolve / Podia
    sem("sem-podia-lifts-revolve-wagons", "stage-machinery", 0.93, 15, "2025-08-20",
        "Podia runs the six stage lifts, the 14 m revolve and two wagons on a safety PLC",
        "Podia is the stage machinery controller. It runs the six stage lifts L1 to L6 (travel "
        "from -7.5 m to +2.4 m), the 14 m revolve and the two side-stage wagons W1 and W2. "
        "Positions come from absolute encoders; everything runs through the safety PLC "
        "pd-spl01. Every move needs a held enable button and the dead-man at the Podia desk. "
        "With performers on the lifts, speed is capped at 0.2 m/s; without performers the "
        "technicians may run 0.5 m/s in maintenance mode."),
    epi("epi-2025-11-14-podia-revolve-short-after-encoder-swap", "stage-machinery", "incident",
        "2025-11-14",
        "After its encoder was swapped the revolve stopped 3 degrees short and a wagon missed its pin",
        "The revolve's encoder was replaced on 12 November and the motor was tested with one "
        "move. At the Rosenkavalier dress rehearsal two days later the revolve stopped three "
        "degrees short at every cue; the staircase wagon missed its docking pin and a chorus "
        "member's foot was caught between wagon and revolve edge (bruising, no fracture). The "
        "revolve had never been re-referenced after the swap."),
    rule("rule-podia-reference-after-component-swap", "stage-machinery",
         ["Podia", "revolve", "encoder", "re-reference", "lift", "wagon", "motor swap",
          "gearbox", "docking pin"], "high", 0, "2025-11-15",
         "Reference and run every cue on an empty stage after any Podia encoder, motor or gearbox work",
         "When an encoder, motor, gearbox or brake on any Podia axis has been replaced or "
         "removed, do: run the axis's reference routine, then a complete cue run of the current "
         "production on an empty stage with the stage manager watching, before the stage is "
         "handed back to the company. Not: release the axis after one test move. Why: \"A stage "
         "that is one degree wrong is a stage that cuts feet.\" (Ines, 2025-11-15)"),
    pref("pref-ines-machinery-maintenance-monday-dark-day", "scheduling", "stage-machinery",
         "2025-08-25",
         "Ines wants stage machinery maintenance on Monday dark days, announced a week ahead",
         "Ines wants planned maintenance on lifts, revolve and wagons booked only on the Monday "
         "dark day, entered in Callboard at least seven days ahead so the stage management team "
         "can plan around it. Work that cannot wait goes to her first, by phone, not by ticket."),
    env("env-podia-left-maintenance-without-homing", "workspace-state-transitions",
        "stage-machinery",
        "When a Podia lift is moved in maintenance mode and maintenance mode is left without a homing move",
        "the next show start finds that lift in 'position unknown' and the Podia desk blocks "
        "every cue until a homing run of about 12 minutes is done", 3, 1, "2025-12-01",
        "Three evenings since September; the miss was a day the lift had only been moved a few "
        "millimetres and stayed within the encoder's tolerance."),
    # 3 lighting network / Lumenet
    sem("sem-lumenet-consoles-universes-showfiles", "lighting", 0.92, 13, "2025-08-19",
        "Lumenet: main and tracking backup consoles on sACN, 48 universes, show files per production",
        "Lumenet is the lighting control network. A main console and a tracking backup console "
        "send sACN over 48 universes: 1 to 24 feed the stage (fly bars, booms, galleries), 25 to "
        "48 feed the auditorium and front of house. Nodes sit on each lighting gallery. Show "
        "files are kept per production in the Lumenet repository with a working folder and a "
        "'released' folder; only the lighting designer's assistant moves a file into "
        "'released'. The backup console follows the main one cue by cue."),
    epi("epi-2025-09-26-lumenet-old-carmen-showfile", "lighting", "incident", "2025-09-26",
        "A superseded Carmen show file was loaded and act 1 ran on last week's lighting states",
        "Before the second Carmen performance the operator loaded carmen_v14 from the working "
        "folder because it had the highest number on screen; the approved file was carmen_v17 "
        "(the numbering had restarted after a rename). Act 1 played with last week's states, "
        "including a blackout the director had cut. The designer noticed from the stalls and "
        "the correct file was loaded at the interval."),
    rule("rule-lumenet-load-only-released-file", "lighting",
         ["Lumenet", "show file", "console", "released folder", "version", "lighting desk",
          "production", "preset", "load"], "medium", 1, "2025-09-27",
         "Load a performance show file only from 'released' and check it against the release note",
         "When loading the lighting show file for a performance or a dress rehearsal, do: open "
         "it from the production's 'released' folder only and compare its cue count and date "
         "with the lighting designer's release note. Not: take the highest-numbered file in the "
         "working folder. Why: \"Highest number is not latest approved.\" (Ines, 2025-09-27)"),
    pref("pref-ines-showfile-naming", "naming", "lighting", "2025-09-29",
         "Ines wants show files named production_date_initials and never overwritten",
         "Ines wants every lighting, video and flying show file named production_yyyymmdd_"
         "initials (for example carmen_20250929_MK) and saved as a new file each time. She "
         "does not want files overwritten or version numbers that restart after a rename."),
    env("env-lumenet-nightly-export-large-show", "skill-output-shape", "lighting",
        "When the nightly Lumenet show-file export runs on a production with more than 900 cues",
        "the export takes 20 to 30 minutes and writes a 400 to 600 MB archive; the verify step "
        "reports a checksum mismatch on the first attempt about one night in five and passes on "
        "a rerun", 5, 1, "2025-11-10",
        "Seen on Carmen and Rosenkavalier. The miss was a night the export stopped on a full "
        "disk, which is a different fault."),
    # 4 surtitles / Titlecast
    sem("sem-titlecast-surtitles-and-seatbacks", "surtitles", 0.93, 12, "2025-08-21",
        "Titlecast projects surtitles over the proscenium and on 1,420 seat-back screens",
        "Titlecast shows surtitles on a projection strip above the proscenium (English) and on "
        "1,420 seat-back screens where each patron picks English, French or the original text. "
        "An operator calls every title by hand from the score at the operator station in the "
        "sound gallery; the seat-back server tc-sb01 follows the operator station. Title files "
        "(.ttl) are prepared by the dramaturgy department for each production."),
    epi("epi-2025-12-05-titlecast-seatbacks-wrong-act", "surtitles", "incident", "2025-12-05",
        "Seat-back screens showed act 3 titles during act 1 for twenty minutes",
        "At the Fidelio performance the operator station lost its link to the seat-back server "
        "for a few seconds; the server resumed from the buffer it held from the previous "
        "night's dress rehearsal, which had ended in act 3. The projection strip was correct "
        "while the seat-backs ran act 3 text for about twenty minutes; the front-of-house team "
        "logged 41 complaints."),
    rule("rule-titlecast-blank-seatbacks-on-desync", "surtitles",
         ["Titlecast", "seat-back", "surtitles", "desync", "title number", "tc-sb01",
          "operator station", "wrong titles"], "medium", 0, "2025-12-06",
         "Blank the seat-backs and resync at the next scene break when the title numbers differ",
         "When the Titlecast operator station and the seat-back server show different title "
         "numbers, or patrons report text that does not match the stage, do: blank the seat-back "
         "screens at once and resync them from the operator station at the next scene break. "
         "Not: let them run and try to catch them up live. Why: \"Blank titles annoy ten "
         "people; wrong titles annoy the whole house.\" (Ines, 2025-12-06)"),
    pref("pref-ines-surtitle-text-dramaturg-approval", "approvals", "surtitles", "2025-10-14",
         "Ines wants every surtitle text change approved in writing by the dramaturg",
         "Ines wants no change to the wording of a title file, not even a typo, unless the "
         "production's dramaturg has approved it by email; the email goes into the production "
         "folder next to the new .ttl file. Technicians may change timing or line breaks on "
         "their own."),
    env("env-titlecast-seatback-wifi-client-limit", "system-state", "surtitles",
        "When more than about 1,100 seat-back screens are switched on at house open",
        "the seat-back Wi-Fi controller reaches its client limit and roughly 8 % of screens in "
        "the upper balcony show 'no signal' until they are rebooted in batches", 4, 1,
        "2025-11-03",
        "Four full houses in October; the miss was a sold-out gala where the balcony screens "
        "had been switched on an hour early and joined before the stalls."),
    # 5 ticketing / Boxline
    sem("sem-boxline-seatmap-holds-release", "ticketing", 0.94, 16, "2025-08-22",
        "Boxline sells 1,640 seats in six price zones; sightline holds and house seats release 48 h out",
        "Boxline is the ticketing system. Its seat map has 1,640 seats (stalls, three tiers and "
        "the boxes) in price zones A to F. For each production the box office puts holds on "
        "seats whose view the set blocks; house seats kept for the management are released to "
        "sale 48 hours before each performance. Card payments go through the payment service "
        "provider; the database is bx-db01 and a staging copy runs on bx-stg01."),
    epi("epi-2025-09-03-boxline-gala-onsale-double-charges", "ticketing", "incident",
        "2025-09-03",
        "The season gala on-sale drew 18,000 buyers, the payment provider timed out, 212 double charges",
        "The season gala went on sale at 10:00 with the default queue settings. About 18,000 "
        "people arrived in the first 20 minutes; checkout calls to the payment provider timed "
        "out and buyers retried, so 212 cards were charged twice. Refunds took two weeks and "
        "the box office answered about 600 emails."),
    rule("rule-boxline-high-demand-onsale-prep", "ticketing",
         ["Boxline", "on-sale", "waiting room", "queue", "payment provider", "gala",
          "high demand", "double charge", "checkout"], "high", 0, "2025-09-05",
         "Before a big on-sale switch on the waiting room early, cap checkout, warn the payment provider",
         "When an on-sale is expected to bring more than about 5,000 buyers in its first hour, "
         "do: switch the Boxline waiting room on an hour early, cap checkout at 300 concurrent "
         "sessions and tell the payment provider's support desk a week ahead. Not: open with "
         "the default queue settings and watch. Why: \"Every refund is a patron we have "
         "already annoyed twice.\" (Ines, 2025-09-05)"),
    pref("pref-ines-boxline-seatmap-changes-via-staging", "change-management", "ticketing",
         "2025-08-28",
         "Ines wants seat-map changes tried on the Boxline staging copy with a screenshot to the box office",
         "Ines wants every change to a Boxline seat map or price-zone layout made first on the "
         "staging copy bx-stg01, with a screenshot of the result sent to the box office manager, "
         "who says yes before the same change is made live. Tech never changes prices; the box "
         "office does."),
    env("env-boxline-released-holds-reach-resale-partner", "workspace-state-transitions",
        "ticketing",
        "When a production's seat holds are released in Boxline",
        "the released seats appear on the public seat map within about five minutes but the "
        "resale partner's listings only show them after its nightly 03:00 sync", 3, 0,
        "2025-10-20",
        "Three releases this autumn; each time the box office got phone calls the next morning "
        "from agents who had not seen the seats."),
    # 6 scheduling / Callboard
    sem("sem-callboard-call-sheets-and-rest-rules", "scheduling", 0.92, 14, "2025-08-25",
        "Callboard publishes the next day's call sheet at 18:00 and checks the 11-hour rest rule",
        "Callboard is the rehearsal and call scheduling system. It holds the calls for soloists, "
        "chorus, orchestra, crew and rooms (rehearsal rooms R1 to R6 and the main stage). The "
        "next day's call sheet is published at 18:00 and sent as a push notification to "
        "everyone called. Callboard checks the agreed rest rule (at least 11 hours between the "
        "end of one call and the start of the next) and flags a breach. A planning script "
        "writes rehearsal blocks through the Callboard API."),
    epi("epi-2025-10-21-callboard-midnight-push-to-chorus", "scheduling", "incident",
        "2025-10-21",
        "A late change pushed through the API woke the whole chorus just after midnight",
        "A schedule change made at 22:40 was entered by the planning script through the API, "
        "which does not honour the quiet hours that the web screen applies. All 64 chorus "
        "members got a push notification at 00:05; the chorus delegate filed a complaint with "
        "the union and management apologised in writing."),
    rule("rule-callboard-late-changes-hold-notifications", "scheduling",
         ["Callboard", "call sheet", "push notification", "late change", "chorus", "API",
          "quiet hours", "after 21:00"], "medium", 1, "2025-10-22",
         "Changes after 21:00: publish with notifications held until 07:00 and phone the section leaders",
         "When a call must change after 21:00, do: enter it through the Callboard screen with "
         "notifications held until 07:00, and phone the leaders of the sections affected. Not: "
         "let the planning script push it through the API, which ignores quiet hours. Why: "
         "\"Nobody sings better for being woken at midnight.\" (Ines, 2025-10-22)"),
    pref("pref-ines-callsheet-changes-marked-red", "documentation", "scheduling",
         "2025-09-08",
         "Ines wants changes to a published call sheet marked in red with initials",
         "Ines wants any change made to a call sheet after it has been published shown in red "
         "with the initials of the person who made it and the time, so performers can see what "
         "moved. Silent edits of a published sheet are not acceptable to her."),
    env("env-ines-schedule-requests-on-show-days", "principal-response", "scheduling",
        "When a schedule change request reaches Ines after 18:00 on a performance day",
        "she answers only after curtain down, usually with a one-word 'tomorrow', unless "
        "someone's safety is involved", 6, 1, "2025-11-24",
        "Seven such requests this season; the one same-evening answer was about a crew member "
        "who would have worked a 16-hour day."),
    # 7 costumes / Threadkeep
    sem("sem-threadkeep-costume-rfid", "costumes", 0.91, 11, "2025-08-26",
        "Threadkeep tracks about 26,000 costume pieces by sewn-in UHF tags read at the wardrobe gates",
        "Threadkeep is the costume and wardrobe inventory. About 26,000 pieces carry a sewn-in "
        "UHF RFID tag, read by gates at the wardrobe doors and the costume store; each piece is "
        "linked to a production, a role and the measurements of the singer who wears it. "
        "Costumes lent to other houses are booked as 'out on hire' with a return date."),
    epi("epi-2025-11-03-threadkeep-nabucco-hire-tags-washed", "costumes", "incident",
        "2025-11-03",
        "Nabucco costumes came back from hire with 140 tags destroyed by a 90 degree wash",
        "The Nabucco costumes returned from a four-month hire to another house. Their laundry "
        "had washed everything at 90 °C, and 140 RFID tags no longer read at the gate. "
        "Wardrobe spent two days matching pieces to records by hand and sewing in new tags; "
        "eleven pieces could not be matched and were booked as unknown stock."),
    rule("rule-threadkeep-hire-laundry-instructions", "costumes",
         ["Threadkeep", "RFID tag", "costume hire", "loan", "laundry", "washing",
          "packing list", "return"], "medium", 0, "2025-11-05",
         "Costumes going on hire carry washing limits on the packing list and are scanned out and in",
         "When costumes leave the house on hire, do: print the washing limit (60 °C at most, "
         "tags stay in) on the packing list and the hire contract, and scan every piece out at "
         "the gate and again on return before the hire is closed. Not: rely on the other "
         "house's wardrobe knowing our tags. Why: \"Their laundry has never heard of our "
         "tags.\" (Ines, 2025-11-05)"),
    pref("pref-ines-hire-packing-list-paper-signed", "documentation", "costumes",
         "2025-11-06",
         "Ines wants hire packing lists printed and signed on paper with the scan list attached",
         "Ines wants the packing list for any costume or prop hire printed, signed by our "
         "wardrobe head and by the driver or the other house's representative, with the "
         "Threadkeep scan list stapled to it; the signed copy is scanned into the hire folder."),
    env("env-threadkeep-gate-report-not-seen", "skill-output-shape", "costumes",
        "When the Threadkeep gate read report is run for a whole production of 300 to 500 pieces",
        "it returns in under a minute and lists 2 to 4 % of pieces as 'not seen' that are in "
        "fact on the rail, mostly sequinned or metal-trimmed pieces that shield their tags",
        5, 0, "2025-12-02",
        "Checked by hand five times; every 'not seen' piece was found on the rail."),
    # 8 orchestra parts / Scorehall
    sem("sem-scorehall-tablet-parts", "orchestra-parts", 0.9, 10, "2025-08-27",
        "Scorehall puts licensed orchestral parts on 96 tablets with page-turn pedals",
        "Scorehall is the digital parts library of the orchestra. Musicians read their parts "
        "on 96 tablets with Bluetooth page-turn pedals. Bowings and markings from the conductor's "
        "master score and the section leaders are synchronised to every desk; parts are "
        "licensed from publishers per production and expire after the run. Tablets work "
        "offline once a production is downloaded. The orchestra librarian, Jonas Reuter, "
        "administers it."),
    epi("epi-2025-12-12-scorehall-os-update-broke-pedals", "orchestra-parts", "incident",
        "2025-12-12",
        "An overnight tablet OS update broke pedal pairing on 30 tablets before a Boheme evening",
        "An operating system update installed itself overnight on 30 orchestra tablets. On the "
        "evening of a Boheme performance their page-turn pedals no longer paired; the first "
        "violins and the winds played from the paper backup parts, which lacked two cuts made "
        "in the last rehearsal. The librarian re-paired the pedals the next morning."),
    rule("rule-scorehall-no-auto-updates-on-orchestra-tablets", "orchestra-parts",
         ["Scorehall", "tablet", "OS update", "app update", "pedal", "Bluetooth",
          "page turn", "performance day"], "high", 0, "2025-12-13",
         "Orchestra tablets get updates only on three test tablets first, rolled out on a dark day",
         "When a tablet operating system or app update is offered for the Scorehall tablets, "
         "do: let it install only on the three test tablets, have the librarian check pedals "
         "and markings, then roll it out on a dark day. Not: leave automatic updates on. Why: "
         "\"An update is a rehearsal we did not schedule.\" (Ines, 2025-12-13)"),
    pref("pref-ines-copy-librarian-on-scorehall", "communication", "orchestra-parts",
         "2025-09-10",
         "Ines wants the orchestra librarian copied on anything that touches Scorehall",
         "Ines wants Jonas Reuter, the orchestra librarian, copied on every ticket, email or "
         "change note about Scorehall or the orchestra tablets, even when the work is purely "
         "network or device management, because the orchestra hears about it from him."),
    env("env-scorehall-pit-sync-before-overture", "system-state", "orchestra-parts",
        "When more than about 60 tablets sync markings at once in the pit before the overture",
        "the sync takes four to six minutes and some tablets keep showing the previous "
        "night's markings until it finishes", 4, 2, "2025-12-18",
        "Six evenings watched; twice the sync finished in under a minute because most "
        "musicians had opened their tablets in the band room first."),
    # 9 cue lights and paging / Cuewire
    sem("sem-cuewire-cue-lights-paging-relay", "show-calling", 0.92, 12, "2025-08-28",
        "Cuewire runs the prompt desk's 64 cue lights, dressing-room paging and the show relay",
        "Cuewire is the stage manager's show-calling system at the prompt desk. It drives 64 "
        "cue lights around the stage and galleries, the paging to the dressing rooms on four "
        "floors and the audio and video show relay to dressing rooms and the green room. It "
        "runs on pc-prompt01 over the show network's PoE switches; a hardware paging matrix in "
        "the stage management office is the backup."),
    epi("epi-2026-01-16-cuewire-floor3-paging-silent", "show-calling", "incident",
        "2026-01-16",
        "Paging to dressing-room floor 3 went silent during La Traviata and a chorus entrance was late",
        "During La Traviata, a PoE switch feeding the third dressing-room floor rebooted after "
        "an automatic firmware update and stayed down for 25 minutes. Floor 3 heard neither "
        "paging nor show relay; the monitor in the prompt corner still showed audio. Six "
        "chorus members missed the act 2 call and entered about 30 seconds late."),
    rule("rule-cuewire-runner-when-floor-quiet", "show-calling",
         ["Cuewire", "paging", "show relay", "dressing room", "floor", "PoE switch",
          "calls", "silent"], "high", 0, "2026-01-17",
         "When a dressing-room floor loses paging, send a runner for every call and move it to the matrix",
         "When any dressing-room floor reports no paging or no show relay during a performance, "
         "do: send an assistant stage manager to that floor for every call until it is fixed "
         "and switch the floor to the hardware paging matrix. Not: start troubleshooting the "
         "network first while the calls go out to nobody. Why: \"A call nobody hears is a call "
         "nobody made.\" (Ines, 2026-01-17)"),
    pref("pref-ines-show-fault-reports-prompt-log-times", "reporting", "show-calling",
         "2025-10-01",
         "Ines wants show-affecting fault reports within 24 h using the prompt desk log's times",
         "Ines wants a written report within 24 hours of any fault that touched a performance, "
         "with clock times taken from the prompt desk log and the stage manager's show report, "
         "not from memory, and a last line saying what changes before the next performance."),
    env("env-cuewire-prompt-pc-restart-mid-show", "workspace-state-transitions",
        "show-calling",
        "When the prompt-desk PC pc-prompt01 is restarted during a show",
        "the cue lights hold their last state, paging comes back after about 90 seconds and the "
        "video relay only returns once its encoder is restarted separately", 3, 0,
        "2025-12-09",
        "Three restarts during performances since September, each with the same pattern."),
    # 10 livestream / Operacast
    sem("sem-operacast-cameras-encoders-rights", "livestream", 0.91, 11, "2025-08-29",
        "Operacast streams from seven robotic cameras through two encoders, within per-production rights",
        "Operacast is the livestream and recording chain. Seven robotic cameras feed a vision "
        "mixer in the broadcast room; a primary and a backup encoder send the programme to the "
        "streaming CDN. Each production has a rights profile: which countries may watch "
        "(geo-blocking) and how long the recording stays online, usually 30 days."),
    epi("epi-2025-11-29-operacast-don-giovanni-no-geoblock", "livestream", "incident",
        "2025-11-29",
        "The Don Giovanni stream went out worldwide because its rights profile was not applied",
        "The Don Giovanni livestream started with the default open profile instead of the "
        "production's rights profile, which allowed only three countries. The rights holder's "
        "agent noticed viewers from elsewhere after 40 minutes and the stream was taken down "
        "for the rest of act 1; the house paid a settlement."),
    rule("rule-operacast-check-geoblock-from-blocked-country", "livestream",
         ["Operacast", "livestream", "geo-blocking", "rights profile", "territory", "go-live",
          "player page", "CDN"], "high", 0, "2025-11-30",
         "Before going live, test the player from a blocked country; the tick box proves nothing",
         "When a stream is about to go live, do: open the player page through a VPN exit in a "
         "country the rights profile blocks and confirm that it refuses to play, and note the "
         "check in the broadcast log. Not: trust that the profile is ticked in the Operacast "
         "screen. Why: \"A tick box is a promise, not a test.\" (Ines, 2025-11-30)"),
    pref("pref-ines-go-no-go-by-voice", "communication", "livestream", "2025-10-06",
         "Ines wants the go/no-go for a first stream asked of her by voice on talkback",
         "For the first livestream of each production Ines sits in the broadcast room and wants "
         "the go/no-go put to her by voice on the talkback, not by a chat message, with the "
         "rights check and the backup encoder status said out loud first."),
    env("env-operacast-backup-encoder-takeover", "system-state", "livestream",
        "When the Operacast backup encoder takes over from the primary",
        "the stream shows six to ten seconds of black and the CDN counts every viewer as a new "
        "session, so that night's viewer figures are double-counted", 3, 1, "2025-12-03",
        "Three takeovers this season; once the switch was clean because the primary was "
        "stopped by hand at a scene break."),
    # 11 safety curtain / Ironguard
    sem("sem-ironguard-safety-curtain", "safety-curtain", 0.95, 17, "2025-08-18",
        "Ironguard controls the safety curtain, the drencher and the fly tower smoke vents",
        "Ironguard controls the safety (iron) curtain between stage and auditorium, its "
        "drencher and the smoke vents over the fly tower. The house licence requires the "
        "curtain to be lowered and raised in front of the audience once at every performance "
        "and tested weekly. It is interlocked with Hoistline so that no bar can move through "
        "the curtain zone while the curtain is travelling; it is controlled from the prompt "
        "corner and from the fire panel at the stage door."),
    epi("epi-2025-10-30-ironguard-curtain-stopped-by-set", "safety-curtain", "incident",
        "2025-10-30",
        "The safety curtain stopped 20 cm short at the pre-show drop; the show went up 25 minutes late",
        "At the pre-show drop for Macbeth the safety curtain stopped about 20 cm above the "
        "stage floor: a platform edge of the new set reached beyond the setting line. The "
        "duty fire officer had to be called; the platform was cut back and the performance "
        "started 25 minutes late."),
    rule("rule-ironguard-mark-curtain-line-downstage-pieces", "safety-curtain",
         ["Ironguard", "safety curtain", "iron", "curtain line", "setting line", "downstage",
          "set piece", "lighting boom", "drencher"], "high", 0, "2025-10-31",
         "Anything near the setting line: tape the curtain line and do a drop test before the half",
         "When a set piece, a lighting boom or a prop is placed at or near the setting line, do: "
         "tape the curtain line on the floor, check the piece stays upstage of it in every "
         "scene, and run a full curtain drop test before the half. Not: trust the ground plan. "
         "Why: \"The curtain does not read ground plans.\" (Ines, 2025-10-31)"),
    pref("pref-ines-curtain-test-in-paper-fire-book", "compliance", "safety-curtain",
         "2025-09-01",
         "Ines wants the weekly curtain test written in the paper fire book as well as Ironguard",
         "Ines wants the weekly safety curtain and drencher test entered in the paper fire book "
         "kept at the stage door, signed by whoever ran it, as well as in Ironguard's log. The "
         "inspector reads the book, and she does not want to depend on a screen being up."),
    env("env-ironguard-curtain-vs-low-bar", "system-state", "safety-curtain",
        "When the Ironguard curtain is lowered while a Hoistline bar in the curtain zone is flown below 9 m",
        "the curtain stops at 9.2 m with a 'zone occupied' fault; it has to be raised fully and "
        "the bar moved out before a retry, which takes about four minutes", 4, 0, "2025-11-12",
        "Four times in rehearsals this autumn, always the same stop height."),
    # 12 radio mics / Airplot
    sem("sem-airplot-rf-coordination", "radio-mics", 0.9, 12, "2025-08-29",
        "Airplot coordinates 48 radio mic and 12 in-ear channels in the house's licensed band",
        "Airplot is the radio frequency coordination tool of the sound department. It plans 48 "
        "radio microphone channels and 12 in-ear monitor channels inside the house's licensed "
        "band, with receivers in the sound gallery feeding the Dante audio network to the "
        "front-of-house console. Mic packs are battery-checked at every interval; the "
        "frequency plan is saved per production."),
    epi("epi-2025-09-18-airplot-ob-van-dropout", "radio-mics", "incident", "2025-09-18",
        "A news van's link near channel 23 made the Countess's mic drop out during her aria",
        "A television news van parked at the stage door for an interview transmitted close to "
        "channel 23. During the Countess's aria in Figaro her radio mic dropped out four times; "
        "the sound engineer faded her to the float mics. Nobody had asked the van for its "
        "frequencies."),
    rule("rule-airplot-scan-when-outside-wireless", "radio-mics",
         ["Airplot", "radio mic", "RF", "interference", "frequency scan", "OB van",
          "broadcast truck", "visiting crew", "wireless"], "medium", 1, "2025-09-19",
         "Outside wireless kit on site: get their frequency list, scan and re-coordinate before the half",
         "When an outside broadcast vehicle, a news crew or a visiting company with wireless "
         "equipment is on or next to the site, do: ask for their frequency list, run an Airplot "
         "scan and re-coordinate the plan before the half. Not: wait for dropouts to tell you. "
         "Why: \"The air is shared; the aria is not.\" (Ines, 2025-09-19)"),
    pref("pref-ines-mic-packs-rechargeables-logged", "operations", "radio-mics",
         "2025-09-22",
         "Ines wants only rechargeable mic batteries, each pack's charge logged in Airplot",
         "Ines wants the radio mic packs run on rechargeable cells only, with each pack's "
         "charge and swap recorded in Airplot at every interval, so that a dropout can be ruled "
         "in or out as a battery problem the next day."),
    env("env-airplot-auto-coordination-output", "skill-output-shape", "radio-mics",
        "When Airplot's automatic coordination runs for more than 40 channels",
        "it takes three to five minutes, returns a plan with one or two intermodulation "
        "warnings that are harmless below -90 dBm, and always moves the channels in the upper "
        "block first", 4, 1, "2025-10-13",
        "Five runs; the miss was a run with the in-ears excluded, which finished in a minute "
        "without warnings."),
    # 13 building climate / Climacore
    sem("sem-climacore-stage-pit-climate", "building-climate", 0.9, 11, "2025-08-30",
        "Climacore keeps stage and pit at 21 degrees and 45 to 55 % humidity for the instruments",
        "Climacore is the building management system of the house. It holds the stage and the "
        "orchestra pit at 21 °C and 45 to 55 % relative humidity for the instruments, with "
        "humidifiers under the pit. Its alarms go to the building engineer on duty by phone; "
        "the ventilation has a night setback and a performance mode."),
    epi("epi-2026-01-08-climacore-pit-dry-harpsichord", "building-climate", "incident",
        "2026-01-08",
        "A humidifier failed in a cold snap, the pit fell to 28 % and the harpsichord cracked",
        "During the January cold snap the pit humidifier's water supply froze at its intake "
        "and the pit dropped to 28 % humidity over two nights. The house's continuo harpsichord "
        "developed a crack in its soundboard; a harpsichord was hired for the rest of the "
        "Handel run. The alarm had been set at 30 %, too low to warn in time."),
    rule("rule-climacore-cold-snap-humidity-prep", "building-climate",
         ["Climacore", "humidity", "pit", "humidifier", "harpsichord", "cold snap", "frost",
          "instruments"], "medium", 0, "2026-01-09",
         "Before hard frost: check the humidifiers, raise the pit alarm to 40 %, case sensitive instruments",
         "When the forecast shows two or more nights below -5 °C, do: check the pit "
         "humidifiers' water and filters, set the pit humidity alarm to 40 %, and ask the "
         "instrument keeper to case the harpsichord and cover the timpani overnight. Not: wait "
         "for the alarm. Why: \"Wood keeps its own calendar.\" (Ines, 2026-01-09)"),
    pref("pref-ines-climacore-alarms-engineer-only", "alerting", "building-climate",
         "2025-10-15",
         "Ines wants Climacore alarms outside performances to go only to the engineer on duty",
         "Ines wants Climacore alarms outside performance times sent only to the building "
         "engineer on duty, not to the stage technology group chat; during performances the "
         "duty stage technician is copied."),
    env("env-climacore-performance-mode-rh-drop", "workspace-state-transitions",
        "building-climate",
        "When the auditorium ventilation switches from night setback to performance mode at 17:30",
        "stage humidity drops six to eight points within an hour and the pit stays about 2 °C "
        "colder than the stage until the audience is in", 5, 1, "2025-11-19",
        "Six evenings logged; the miss was a humid, rainy evening when the fresh air was "
        "already wet."),
    # 14 guest artist pay / Castpay
    sem("sem-castpay-guest-fees-and-runs", "artist-pay", 0.93, 14, "2025-08-31",
        "Castpay pays guest artists per performance on the 15th of the next month",
        "Castpay holds guest artists' contracts: fee per performance, rehearsal allowance, "
        "travel and the withholding tax for artists resident abroad. The payment run is made "
        "on the 15th of the month after the performances and exported to the finance system "
        "Ledgerline; corrections are accepted until the 10th. Contract periods feed Stagedoor "
        "badge dates."),
    epi("epi-2025-12-15-castpay-paid-wrong-singer", "artist-pay", "incident", "2025-12-15",
        "The December run paid the planned singer for three evenings a cover had sung",
        "The December payment run took who had sung each performance from the planned cast. "
        "On three November evenings the cover had sung the role, so the planned singer was "
        "paid for performances she did not give and the cover got nothing. The overpayments "
        "were reclaimed in January and the cover was paid late."),
    rule("rule-castpay-take-cast-from-show-report", "artist-pay",
         ["Castpay", "payment run", "cover", "understudy", "show report", "fee", "cast change",
          "performed"], "high", 0, "2025-12-16",
         "Before the run, take who actually sang from the signed show reports, not the planned cast",
         "When a month's performances included any cast change (a cover went on, a role was "
         "split, a singer withdrew mid-show), do: take who performed from the stage manager's "
         "signed show reports and adjust those entries in Castpay before the run. Not: pay from "
         "the planned cast. Why: \"The plan did not sing.\" (Ines, 2025-12-16)"),
    pref("pref-ines-no-fees-in-tickets-or-chat", "confidentiality", "artist-pay",
         "2025-09-12",
         "Ines wants artists' fees kept out of tickets and chats; only the contract number",
         "Ines wants no fee amount, tax figure or bank detail of an artist written into a "
         "ticket, a chat message or an email subject; people refer to the Castpay contract "
         "number and whoever needs the figure opens Castpay."),
    env("env-ines-late-castpay-corrections", "principal-response", "artist-pay",
        "When someone asks Ines to approve a Castpay correction after the 10th of the month",
        "she declines and moves it to the next month's run, except when an artist would "
        "otherwise be underpaid", 4, 1, "2026-01-12",
        "Five requests since October; the exception was a travel refund owed to a singer."),
    # 15 access control / Stagedoor
    sem("sem-stagedoor-badges-and-zones", "access-control", 0.92, 13, "2025-09-01",
        "Stagedoor issues about 2,100 badges with zones; guest badges follow the contract period",
        "Stagedoor is the access control system: about 2,100 badges and readers on 62 doors, "
        "with zones such as stage, fly gallery, machinery pit, wardrobe and orchestra pit. "
        "Guest artists get badges that run for their contract period, taken from Castpay; "
        "visitors sign in at the stage door desk. The controller talks to the badge server "
        "sd-srv01."),
    epi("epi-2025-10-02-stagedoor-ex-contractor-fly-gallery", "access-control", "incident",
        "2025-10-02",
        "A former contractor's badge still opened the fly gallery three weeks after he left",
        "The quarterly access review found that a rigging contractor whose job ended on 10 "
        "September had opened the fly gallery door twice since, the last time on 29 September. "
        "His badge had been issued without an end date. He had come back to collect tools; "
        "nothing was missing, but the safety committee asked for a review of all open badges."),
    rule("rule-stagedoor-end-date-on-high-risk-zones", "access-control",
         ["Stagedoor", "badge", "fly gallery", "machinery pit", "contractor", "leaver",
          "end date", "zone", "access"], "high", 1, "2025-10-03",
         "Never issue a badge for the fly gallery or machinery pit without an end date of 90 days at most",
         "When a badge gets the fly gallery, stage machinery or machinery pit zones, do: set an "
         "end date no more than 90 days out and renew it if the work goes on. Not: leave the "
         "end date blank because someone is 'staying a while'. Why: \"Open-ended is how a "
         "stranger ends up above the stage.\" (Ines, 2025-10-03)"),
    pref("pref-ines-monthly-zone-access-list", "reporting", "access-control", "2025-10-08",
         "Ines wants a monthly one-page list per high-risk zone, names only, by last use",
         "Ines wants, each month, one page per high-risk zone (fly gallery, machinery pit, "
         "stage) listing the names that can open it, sorted by when they last did, with no "
         "badge numbers and no charts."),
    env("env-stagedoor-offline-cached-readers", "system-state", "access-control",
        "When the Stagedoor controller loses its link to the badge server sd-srv01",
        "the readers keep working from their cached lists for up to 24 hours, but new badges "
        "and revocations do not take effect until the link is back", 3, 0, "2025-11-26",
        "Three network outages; each time a new guest artist was stuck at the stage door."),
    # 16 media servers / Pixelwright
    sem("sem-pixelwright-media-servers", "video", 0.91, 10, "2025-09-02",
        "Pixelwright: two media servers and a backup drive four projectors, timecode from the console",
        "Pixelwright is the video playback system: two media servers and a backup server drive "
        "four 30,000-lumen projectors onto the scrim and the cyclorama. Playback follows "
        "timecode from the lighting console. Content is 4K HAP, ingested through the media "
        "folder on each server."),
    epi("epi-2025-11-20-pixelwright-backup-old-content", "video", "incident", "2025-11-20",
        "The backup media server took over during Magic Flute and played two-versions-old video",
        "During The Magic Flute the main media server froze and the backup took over as it "
        "should, but it still held the animation from two versions earlier: the new content "
        "had been copied only to the main servers before the dress rehearsal. The Queen of "
        "the Night's aria ran with the old moon sequence."),
    rule("rule-pixelwright-ingest-all-three-compare", "video",
         ["Pixelwright", "media server", "backup server", "failover", "content", "ingest",
          "checksum", "projection"], "medium", 0, "2025-11-21",
         "Ingest new video content on all three servers and compare their checksum lists",
         "When new or changed video content arrives, do: ingest it on both main servers and the "
         "backup in the same session and compare the three checksum lists before the next "
         "rehearsal. Not: load the main servers now and sync the backup later. Why: \"A backup "
         "that is behind is a second show.\" (Ines, 2025-11-21)"),
    pref("pref-ines-video-deliverables-hap-content-sheet", "vendor-deliverables", "video",
         "2025-09-16",
         "Ines wants video designers to deliver HAP files with fixed names and a content sheet",
         "Ines wants video designers to hand over content as 4K HAP files named "
         "production_scene_cue_version, with a content sheet listing every clip, its duration "
         "and its cue. Deliveries in other codecs go back to the designer, not to a technician "
         "for conversion."),
    env("env-pixelwright-large-ingest-report", "skill-output-shape", "video",
        "When a 4K HAP content package of 200 to 300 GB is ingested into Pixelwright",
        "ingest takes 40 to 70 minutes per server over the 10G network and the checksum report "
        "lists each clip as ok, pending or failed, where 'pending' only means still copying",
        4, 0, "2025-12-10",
        "Four ingests this season, including Magic Flute's rebuilt package."),
    # 17 members and donors / Friendsledger
    sem("sem-friendsledger-members-priority-booking", "membership", 0.92, 12, "2025-09-03",
        "Friendsledger holds about 9,800 Friends and donors; tiers set priority booking in Boxline",
        "Friendsledger is the membership and donor database of the Friends of KOH: about 9,800 "
        "members in the tiers Friend, Patron and Benefactor. Membership tier and validity "
        "decide the priority booking windows that Boxline opens before general sale. It also "
        "issues donation receipts and keeps each member's consent flags for email and post. "
        "The development office owns it."),
    epi("epi-2025-09-11-friendsledger-lapsed-members-mailed", "membership", "incident",
        "2025-09-11",
        "A priority booking mail went to lapsed members and 1,300 of them booked in the Patron window",
        "The priority booking email for the spring productions was sent to a segment built on "
        "'has ever been a member' instead of 'membership valid on the on-sale date'. About "
        "1,300 lapsed members booked in the priority window; current Patrons complained that "
        "the best seats were gone."),
    rule("rule-friendsledger-segment-valid-on-onsale-date", "membership",
         ["Friendsledger", "segment", "mailing", "priority booking", "members", "lapsed",
          "email campaign", "on-sale date"], "medium", 0, "2025-09-12",
         "Priority booking segments filter on membership valid on the on-sale date; sample 20 before send",
         "When a segment is built for a priority booking mailing, do: filter on membership valid "
         "on the on-sale date, not on membership history, and have the development office check "
         "a sample of 20 addresses before anything is sent. Not: reuse last season's segment. "
         "Why: \"Yesterday's member is today's stranger.\" (Ines, 2025-09-12)"),
    pref("pref-ines-member-exports-pseudonymised", "privacy", "membership", "2025-09-15",
         "Ines wants member data leaving Friendsledger for tech or vendors pseudonymised",
         "Ines wants any export from Friendsledger that goes to the technology team or an "
         "outside vendor to carry member numbers only, no names, emails or addresses, unless "
         "the development office has written down why the names are needed."),
    env("env-ines-data-requests-without-purpose", "principal-response", "membership",
        "When a Friendsledger data request reaches Ines without a stated purpose",
        "she sends it back asking for the purpose and how long the data will be kept, and "
        "approves within a day once both are given", 5, 0, "2025-12-15",
        "Five requests from the development and marketing teams this season."),
    # 18 backstage network / Wingsnet
    sem("sem-wingsnet-ssids-and-vlans", "backstage-network", 0.9, 11, "2025-09-04",
        "Wingsnet has three SSIDs: crew on 802.1X, a hidden show network on VLAN 140, and guest",
        "Wingsnet is the backstage Wi-Fi: about 40 access points run by the controller "
        "wn-ctl01. KOH-CREW uses 802.1X with certificates; KOH-SHOW is hidden, on its own "
        "VLAN 140 with a fixed channel plan, for show-critical devices such as stage management "
        "tablets and the seat-back title screens' uplinks; KOH-GUEST is for visitors and "
        "artists' phones."),
    epi("epi-2025-12-19-wingsnet-certificate-expired", "backstage-network", "incident",
        "2025-12-19",
        "The RADIUS certificate expired at 17:50 and no crew device could join KOH-CREW",
        "At 17:50 before a Hansel and Gretel performance the server certificate used for "
        "KOH-CREW's 802.1X expired; the automatic renewal had failed silently a month earlier. "
        "No crew laptop or phone could join; the crew worked over mobile data and the show "
        "went up, but Callboard and Threadkeep were unreachable backstage all evening."),
    rule("rule-wingsnet-renew-certs-30-days-ahead", "backstage-network",
         ["Wingsnet", "certificate", "802.1X", "RADIUS", "wn-ctl01", "expiry", "KOH-CREW",
          "renewal"], "high", 0, "2025-12-20",
         "Renew a Wingsnet certificate by hand once it is 30 days from expiry and test each device type",
         "When any certificate used by Wingsnet is within 30 days of expiry, do: renew it by "
         "hand on a dark day and test a join with one device of each type (crew laptop, phone, "
         "stage management tablet). Not: rely on the automatic renewal. Why: \"Automatic is "
         "the word we use for things nobody checks.\" (Ines, 2025-12-20)"),
    pref("pref-ines-network-changes-announced-with-rollback", "change-management",
         "backstage-network", "2025-09-18",
         "Ines wants every network change announced in the tech channel with its rollback line",
         "Ines wants every change to Wingsnet or the show network announced in the stage "
         "technology channel before it starts, with one line saying how it is rolled back and "
         "who does it, and a second message when it is done."),
    env("env-wingsnet-guest-overload-open-day", "system-state", "backstage-network",
        "When more than about 250 devices join KOH-GUEST during a public open day",
        "the controller starts steering show devices off 5 GHz and KOH-SHOW clients see two "
        "to three second dropouts; capping KOH-GUEST at 150 clients stops it", 3, 1,
        "2025-10-27",
        "Three open days and one children's matinee; the miss was an open day held in the "
        "foyer only, far from the backstage access points."),
    # extra records
    sem("sem-koh-premiere-change-freeze", "change-freeze", 0.94, 9, "2025-09-05",
        "No changes to show-critical systems in the 72 hours before a premiere without two signatures",
        "In the 72 hours before a premiere, no show-critical system (Hoistline, Podia, Lumenet, "
        "Cuewire, Ironguard, Titlecast, Pixelwright, Airplot, Wingsnet's KOH-SHOW) may be "
        "changed, updated or restarted outside a rehearsal. An exception needs the signatures "
        "of Ines Vardalos and the technical director on the change form."),
    pref("pref-ines-vendor-engineers-accompanied", "vendors", "vendor-visits", "2025-09-24",
         "Ines wants visiting supplier engineers accompanied by a house technician at all times",
         "Ines wants any engineer from a supplier who comes into the building accompanied by "
         "one of our technicians for the whole visit, signed in at the stage door with the "
         "systems they will touch, and never left alone on the fly gallery or in the "
         "machinery pit."),
    env("env-ines-messages-during-performance", "principal-response", "show-hours",
        "When a message reaches Ines during a performance without 'SHOW STOP' or 'SAFETY' at its start",
        "she does not read it until the interval or curtain down", 7, 0, "2026-01-14",
        "Seven messages this season, each opened at the interval or after the show."),
]

BLIND16_TASKS: list[dict[str, Any]] = [
    # 1 fly tower / Hoistline
    task("b16-t001", "where do the flying cues get backed up overnight, and which box holds the "
         "cue database?", [S], ["sem-hoistline-fly-bars-and-cues"]),
    task("b16-t002", "what went wrong with that bar left dangling over the stage in the middle of "
         "Tosca?", [E], ["epi-2025-10-09-hoistline-bar-stuck-in-tosca"]),
    task("b16-t003", "LX just put three more profiles and a loom on the 2nd electric (FB22) for "
         "tonight. ok to run the flying sequence as programmed?", [P],
         ["rule-hoistline-reweigh-after-rig-change"]),
    task("b16-t004", "Director wants the act 3 border lower. Take fly cue 47 down to 8.5 m on the "
         "desk right now, we're mid-rehearsal.", [U], ["pref-ines-fly-cue-changes-on-cue-sheet"]),
    task("b16-t005", "if the gallery operator and I both open the Rosenkavalier flying list at "
         "the same moment, what's going to happen?", [V],
         ["env-hoistline-two-desks-editing-lock"]),
    task("b16-t006", "Was ist damals bei Tosca im zweiten Akt mit der Zugstange passiert?", [E],
         ["epi-2025-10-09-hoistline-bar-stuck-in-tosca"]),  # de
    task("b16-t007", "Reprogramme les vitesses des cues de cintres pour la Traviata, le metteur "
         "en scène les trouve trop lentes.", [U],
         ["pref-ines-fly-cue-changes-on-cue-sheet"]),  # fr
    # 2 stage lifts and revolve / Podia
    task("b16-t008", "how quick can the lifts travel when there are singers standing on them?",
         [S], ["sem-podia-lifts-revolve-wagons"]),
    task("b16-t009", "what was the deal with the chorus member's foot at the Rosenkavalier "
         "dress?", [E], ["epi-2025-11-14-podia-revolve-short-after-encoder-swap"]),
    task("b16-t010", "vendor fitted a new gearbox on L4 this morning, SM wants the stage back at "
         "2 for blocking. fine to hand it over?", [P],
         ["rule-podia-reference-after-component-swap"]),
    task("b16-t011", "Book the revolve bearing inspection for next Wednesday morning.", [U],
         ["pref-ines-machinery-maintenance-monday-dark-day"]),
    task("b16-t012", "Si dejamos el elevador L2 en modo mantenimiento y salimos sin llevarlo a "
         "su posición de origen, ¿qué pasa en la función de la noche?", [V],
         ["env-podia-left-maintenance-without-homing"]),  # es
    task("b16-t013", "Da dove arriva la posizione dei carri laterali e quale PLC comanda tutta "
         "la macchina scenica?", [S], ["sem-podia-lifts-revolve-wagons"]),  # it
    task("b16-t014", "techs had the brake off the revolve for an inspection this morning and put "
         "it back. company call in an hour, can I just tell them it's ready?", [P],
         ["rule-podia-reference-after-component-swap"]),
    # 3 lighting network / Lumenet
    task("b16-t015", "which DMX universes carry the house lights and FOH, and which the stage "
         "rig?", [S], ["sem-lumenet-consoles-universes-showfiles"]),
    task("b16-t016", "remind me what happened at the second Carmen with the lighting", [E],
         ["epi-2025-09-26-lumenet-old-carmen-showfile"]),
    task("b16-t017", "op is about to open the Macbeth desk file for tonight, I can see v21 and "
         "v22 sitting in the working dir, which one?", [P],
         ["rule-lumenet-load-only-released-file"]),
    task("b16-t018", "Save the Carmen lighting as carmen_final2 over yesterday's copy.", [U],
         ["pref-ines-showfile-naming"]),
    task("b16-t019", "how long is tonight's backup of the Rosenkavalier lighting (about 1,100 "
         "cues) going to take, and do I panic if the verify fails?", [V],
         ["env-lumenet-nightly-export-large-show"]),
    task("b16-t020", "O que aconteceu naquela récita de Carmen com a luz errada no primeiro ato?",
         [E], ["epi-2025-09-26-lumenet-old-carmen-showfile"]),  # pt
    task("b16-t021", "Die Generalprobe von Fidelio ist in einer Stunde. Welche Lichtdatei soll "
         "der Operator nehmen, einfach die mit der höchsten Nummer?", [P],
         ["rule-lumenet-load-only-released-file"]),  # de
    # 4 surtitles / Titlecast
    task("b16-t022", "which languages can the audience choose on the screens in front of them, "
         "and who prepares the title files?", [S], ["sem-titlecast-surtitles-and-seatbacks"]),
    task("b16-t023", "why were people complaining about the titles at Fidelio?", [E],
         ["epi-2025-12-05-titlecast-seatbacks-wrong-act"]),
    task("b16-t024", "FOH says patrons in row K are reading the final scene's text while we're "
         "still in act 1. what do I do right now?", [P],
         ["rule-titlecast-blank-seatbacks-on-desync"]),
    task("b16-t025", "Fix the typo 'Leonora' to 'Leonore' in the Fidelio titles before tonight.",
         [U], ["pref-ines-surtitle-text-dramaturg-approval"]),
    task("b16-t026", "sold-out house tonight and everyone will switch their seat screen on at "
         "doors. any trouble to expect?", [V], ["env-titlecast-seatback-wifi-client-limit"]),
    task("b16-t027", "Qu'est-ce qui s'est passé avec les écrans de sous-titres au dos des sièges "
         "pendant Fidelio ?", [E], ["epi-2025-12-05-titlecast-seatbacks-wrong-act"]),  # fr
    task("b16-t028", "Cambia la traducción al inglés de la segunda aria en el archivo de "
         "sobretítulos, suena rara.", [U],
         ["pref-ines-surtitle-text-dramaturg-approval"]),  # es
    # 5 ticketing / Boxline
    task("b16-t029", "when do the seats kept back for management go back on sale?", [S],
         ["sem-boxline-seatmap-holds-release"]),
    task("b16-t030", "what happened when the gala tickets went on sale last September?", [E],
         ["epi-2025-09-03-boxline-gala-onsale-double-charges"]),
    task("b16-t031", "marketing expects around 8k people the moment the star tenor recital goes "
         "on sale Friday at 10. anything we need to set up?", [P],
         ["rule-boxline-high-demand-onsale-prep"]),
    task("b16-t032", "Move the obstructed-view blocks in the second tier for Macbeth and push "
         "it live.", [U], ["pref-ines-boxline-seatmap-changes-via-staging"]),
    task("b16-t033", "we free up the Macbeth sightline seats this afternoon - when will the "
         "agents be able to sell them?", [V],
         ["env-boxline-released-holds-reach-resale-partner"]),
    task("b16-t034", "Dove gira il database della biglietteria e c'è una copia per le prove?",
         [S], ["sem-boxline-seatmap-holds-release"]),  # it
    task("b16-t035", "Se liberarmos hoje à tarde os lugares bloqueados de Carmen, quando é que o "
         "parceiro de revenda os vai mostrar?", [V],
         ["env-boxline-released-holds-reach-resale-partner"]),  # pt
    # 6 scheduling / Callboard
    task("b16-t036", "what time does tomorrow's schedule get sent out, and what's the minimum "
         "gap between two calls for one person?", [S],
         ["sem-callboard-call-sheets-and-rest-rules"]),
    task("b16-t037", "why did the chorus delegate go to the union in October?", [E],
         ["epi-2025-10-21-callboard-midnight-push-to-chorus"]),
    task("b16-t038", "it's 22:15 and the director wants the chorus at 10 instead of 11 tomorrow. "
         "fastest way to get it out to them?", [P],
         ["rule-callboard-late-changes-hold-notifications"]),
    task("b16-t039", "Quietly fix tomorrow's sheet - the Figaro recits are in R4, not R3.", [U],
         ["pref-ines-callsheet-changes-marked-red"]),
    task("b16-t040", "going to text Ines at 19:30 tonight (Macbeth is on) asking to move "
         "Thursday's tech. when do I get an answer?", [V],
         ["env-ines-schedule-requests-on-show-days"]),
    task("b16-t041", "Der Dirigent will um 23 Uhr noch die Orchesterprobe von morgen "
         "verschieben. Soll ich das einfach über das Planungsskript einspielen?", [P],
         ["rule-callboard-late-changes-hold-notifications"]),  # de
    task("b16-t042", "Che risposta mi devo aspettare da Ines se alle otto di sera, in un giorno "
         "di recita, le chiedo di anticipare la prova di lunedì?", [V],
         ["env-ines-schedule-requests-on-show-days"]),  # it
    # 7 costumes / Threadkeep
    task("b16-t043", "how does wardrobe know which singer a given jacket belongs to?", [S],
         ["sem-threadkeep-costume-rfid"]),
    task("b16-t044", "what went wrong when the Nabucco stuff came back from the other house?",
         [E], ["epi-2025-11-03-threadkeep-nabucco-hire-tags-washed"]),
    task("b16-t045", "the Trovatore costumes go to the Aldervik opera for three months next "
         "week. what do I need to sort out before the truck leaves?", [P],
         ["rule-threadkeep-hire-laundry-instructions"]),
    task("b16-t046", "Email Aldervik's wardrobe the costume list for the hire as a PDF and close "
         "it out.", [U], ["pref-ines-hire-packing-list-paper-signed"]),
    task("b16-t047", "gate report for Macbeth says 14 of 420 pieces not seen. should we start "
         "hunting for them?", [V], ["env-threadkeep-gate-report-not-seen"]),
    task("b16-t048", "¿Qué pasó con las etiquetas de los trajes de Nabucco cuando volvieron del "
         "préstamo?", [E], ["epi-2025-11-03-threadkeep-nabucco-hire-tags-washed"]),  # es
    task("b16-t049", "Prepara a documentação de saída dos figurinos de Aida que vão emprestados "
         "para o Porto.", [U], ["pref-ines-hire-packing-list-paper-signed"]),  # pt
    # 8 orchestra parts / Scorehall
    task("b16-t050", "who looks after the orchestra's digital parts, and what happens to the "
         "parts once a production closes?", [S], ["sem-scorehall-tablet-parts"]),
    task("b16-t051", "why were the violins reading off paper at the Boheme in December?", [E],
         ["epi-2025-12-12-scorehall-os-update-broke-pedals"]),
    task("b16-t052", "the music tablets are nagging about a system update, the pit's in "
         "tonight. just accept it?", [P],
         ["rule-scorehall-no-auto-updates-on-orchestra-tablets"]),
    task("b16-t053", "Open a ticket to move the orchestra tablets onto the new MDM profile.", [U],
         ["pref-ines-copy-librarian-on-scorehall"]),
    task("b16-t054", "overture's at 19:30 and all 90 players will switch on their tablets in the "
         "pit at 19:25. what will they see?", [V],
         ["env-scorehall-pit-sync-before-overture"]),
    task("b16-t055", "Comment les annotations du chef arrivent-elles sur les tablettes des "
         "musiciens ?", [S], ["sem-scorehall-tablet-parts"]),  # fr
    task("b16-t056", "Wenn alle Musiker ihre Tablets erst im Graben einschalten, wie lange "
         "dauert es, bis die Eintragungen überall stimmen?", [V],
         ["env-scorehall-pit-sync-before-overture"]),  # de
    # 9 cue lights and paging / Cuewire
    task("b16-t057", "where's the fallback for dressing-room calls if the prompt PC dies?", [S],
         ["sem-cuewire-cue-lights-paging-relay"]),
    task("b16-t058", "what happened with the third floor at La Traviata in January?", [E],
         ["epi-2026-01-16-cuewire-floor3-paging-silent"]),
    task("b16-t059", "mezzo on floor 2 just rang down: she can't hear the calls or the show in "
         "her room. act 2 starts in 4 min", [P], ["rule-cuewire-runner-when-floor-quiet"]),
    task("b16-t060", "Write up last night's lift fault for the technical director.", [U],
         ["pref-ines-show-fault-reports-prompt-log-times"]),
    task("b16-t061", "Si tengo que reiniciar el PC del regidor en pleno primer acto, ¿qué vuelve "
         "solo y qué no?", [V], ["env-cuewire-prompt-pc-restart-mid-show"]),  # es
    task("b16-t062", "Il camerino del tenore al terzo piano non sente le chiamate e siamo in "
         "pieno secondo atto: cosa faccio?", [P],
         ["rule-cuewire-runner-when-floor-quiet"]),  # it
    # 10 livestream / Operacast
    task("b16-t063", "how many cameras do we stream with, and how long does a recording stay "
         "up afterwards?", [S], ["sem-operacast-cameras-encoders-rights"]),
    task("b16-t064", "what was that business with the Don Giovanni stream and the rights "
         "holder?", [E], ["epi-2025-11-29-operacast-don-giovanni-no-geoblock"]),
    task("b16-t065", "Macbeth stream goes live in 10 min, only UK/FR/DE allowed, the screen says "
         "the profile is on. go?", [P],
         ["rule-operacast-check-geoblock-from-blocked-country"]),
    task("b16-t066", "Ping Ines on chat for the go/no-go on tonight's Carmen stream.", [U],
         ["pref-ines-go-no-go-by-voice"]),
    task("b16-t067", "what happens to the picture and our audience numbers if the main encoder "
         "dies mid-act?", [V], ["env-operacast-backup-encoder-takeover"]),
    task("b16-t068", "O que correu mal na transmissão em direto do Don Giovanni?", [E],
         ["epi-2025-11-29-operacast-don-giovanni-no-geoblock"]),  # pt
    task("b16-t069", "Mándale a Ines un mensaje por el chat para que dé luz verde a la primera "
         "emisión de Macbeth.", [U], ["pref-ines-go-no-go-by-voice"]),  # es
    # 11 safety curtain / Ironguard
    task("b16-t070", "how often does the iron have to come in, and where can it be worked "
         "from?", [S], ["sem-ironguard-safety-curtain"]),
    task("b16-t071", "why did Macbeth go up late at the end of October?", [E],
         ["epi-2025-10-30-ironguard-curtain-stopped-by-set"]),
    task("b16-t072", "designer wants the new staircase unit shifted 30 cm further downstage for "
         "the Aida premiere", [P], ["rule-ironguard-mark-curtain-line-downstage-pieces"]),
    task("b16-t073", "Log this week's curtain and drencher test as done in Ironguard and close "
         "the task.", [U], ["pref-ines-curtain-test-in-paper-fire-book"]),
    task("b16-t074", "if we bring the iron in while FB03 is sitting at 7 m, what will it do?",
         [V], ["env-ironguard-curtain-vs-low-bar"]),
    task("b16-t075", "Was war eigentlich beim Eisernen Vorhang vor der Macbeth-Vorstellung "
         "los?", [E], ["epi-2025-10-30-ironguard-curtain-stopped-by-set"]),  # de
    task("b16-t076", "Le décorateur veut avancer un praticable presque jusqu'au rideau de fer "
         "pour la scène finale. On fait quoi ?", [P],
         ["rule-ironguard-mark-curtain-line-downstage-pieces"]),  # fr
    # 12 radio mics / Airplot
    task("b16-t077", "how many wireless channels does sound coordinate, and where do the "
         "receivers sit?", [S], ["sem-airplot-rf-coordination"]),
    task("b16-t078", "what made the Countess's mic keep cutting out in Figaro?", [E],
         ["epi-2025-09-18-airplot-ob-van-dropout"]),
    task("b16-t079", "a local TV crew is setting up a live link outside the stage door for the "
         "6pm news, curtain's at 7:30", [P], ["rule-airplot-scan-when-outside-wireless"]),
    task("b16-t080", "Order 60 packs of AA alkalines for the radio mics.", [U],
         ["pref-ines-mic-packs-rechargeables-logged"]),
    task("b16-t081", "kicking off auto-coordination for all 60 channels now - how long will it "
         "take, and do the warnings matter?", [V], ["env-airplot-auto-coordination-output"]),
    task("b16-t082", "¿A dónde mandan la señal los receptores de los micrófonos inalámbricos y "
         "se guarda el plan de frecuencias de cada producción?", [S],
         ["sem-airplot-rf-coordination"]),  # es
    task("b16-t083", "Quanto ci mette il calcolo automatico delle frequenze con 48 radiomicrofoni "
         "e 12 in-ear, e gli avvisi di intermodulazione sono gravi?", [V],
         ["env-airplot-auto-coordination-output"]),  # it
    # 13 building climate / Climacore
    task("b16-t084", "what temperature and humidity are the stage and pit meant to be held "
         "at?", [S], ["sem-climacore-stage-pit-climate"]),
    task("b16-t085", "how did the harpsichord get damaged in January?", [E],
         ["epi-2026-01-08-climacore-pit-dry-harpsichord"]),
    task("b16-t086", "forecast: -8 at night Tuesday through Thursday and the Handel is on. "
         "anything for the pit?", [P], ["rule-climacore-cold-snap-humidity-prep"]),
    task("b16-t087", "Add the Climacore alarms to the stage-tech WhatsApp group so we all see "
         "them.", [U], ["pref-ines-climacore-alarms-engineer-only"]),
    task("b16-t088", "when the air handling goes over to show mode this evening, what happens "
         "to the humidity on stage?", [V], ["env-climacore-performance-mode-rh-drop"]),
    task("b16-t089", "Vem aí uma vaga de frio com noites abaixo de -6 °C e o cravo está no "
         "fosso. O que fazemos?", [P], ["rule-climacore-cold-snap-humidity-prep"]),  # pt
    task("b16-t090", "Quand la ventilation passe en mode spectacle vers 17h30, qu'est-ce que ça "
         "change pour la fosse ?", [V], ["env-climacore-performance-mode-rh-drop"]),  # fr
    # 14 guest artist pay / Castpay
    task("b16-t091", "Quand les artistes invités sont-ils payés, et jusqu'à quelle date peut-on "
         "encore corriger ?", [S], ["sem-castpay-guest-fees-and-runs"]),  # fr
    task("b16-t092", "remind me about the December pay mistake with the cover", [E],
         ["epi-2025-12-15-castpay-paid-wrong-singer"]),
    task("b16-t093", "the understudy sang Lady Macbeth twice this month and the payment run is "
         "next week", [P], ["rule-castpay-take-cast-from-show-report"]),
    task("b16-t094", "Post the tenor's corrected fee in the ticket so finance can check it.",
         [U], ["pref-ines-no-fees-in-tickets-or-chat"]),
    task("b16-t095", "it's the 12th. if I ask Ines to sign off a Castpay fix for a baritone who "
         "was overpaid, what will she say?", [V], ["env-ines-late-castpay-corrections"]),
    task("b16-t096", "Cosa è successo con i compensi di dicembre, quando la sostituta aveva "
         "cantato al posto della titolare?", [E],
         ["epi-2025-12-15-castpay-paid-wrong-singer"]),  # it
    task("b16-t097", "Schreib die Gage der Sopranistin in den Chat, damit die Buchhaltung sie "
         "prüfen kann.", [U], ["pref-ines-no-fees-in-tickets-or-chat"]),  # de
    # 15 access control / Stagedoor
    task("b16-t098", "where do the validity dates on guest artists' passes come from?", [S],
         ["sem-stagedoor-badges-and-zones"]),
    task("b16-t099", "what was the fly gallery pass problem the access review turned up?", [E],
         ["epi-2025-10-02-stagedoor-ex-contractor-fly-gallery"]),
    task("b16-t100", "new rigger from the hire company starts Monday, needs the gallery, no idea "
         "how long he'll be with us", [P], ["rule-stagedoor-end-date-on-high-risk-zones"]),
    task("b16-t101", "Make me a report of who can get into the fly gallery and the machinery "
         "pit.", [U], ["pref-ines-monthly-zone-access-list"]),
    task("b16-t102", "link to the badge server is down and a new guest conductor arrives this "
         "afternoon. what should we expect?", [V], ["env-stagedoor-offline-cached-readers"]),
    task("b16-t103", "Quantas portas têm leitores de cartão e quem trata das visitas na portaria "
         "dos artistas?", [S], ["sem-stagedoor-badges-and-zones"]),  # pt
    task("b16-t104", "Un técnico externo necesita entrar al foso de maquinaria 'durante unos "
         "meses'; ¿cómo configuro su tarjeta?", [P],
         ["rule-stagedoor-end-date-on-high-risk-zones"]),  # es
    # 16 media servers / Pixelwright
    task("b16-t105", "how many projectors do we run, and what keeps the video in time with the "
         "show?", [S], ["sem-pixelwright-media-servers"]),
    task("b16-t106", "why did the old moon animation turn up at Magic Flute?", [E],
         ["epi-2025-11-20-pixelwright-backup-old-content"]),
    task("b16-t107", "designer just sent revised clips for act 2, dress is tomorrow. I'll drop "
         "them on the main machines now and do the rest later?", [P],
         ["rule-pixelwright-ingest-all-three-compare"]),
    task("b16-t108", "Convert the designer's ProRes files to HAP and load them.", [U],
         ["pref-ines-video-deliverables-hap-content-sheet"]),
    task("b16-t109", "ingesting the 260 GB Aida package now, the report shows loads of clips "
         "'pending' - is it broken?", [V], ["env-pixelwright-large-ingest-report"]),
    task("b16-t110", "Pourquoi le serveur de secours a-t-il diffusé une vieille animation "
         "pendant La Flûte enchantée ?", [E],
         ["epi-2025-11-20-pixelwright-backup-old-content"]),  # fr
    # 17 members and donors / Friendsledger
    task("b16-t111", "who owns the Friends database, and what decides when a member gets to book "
         "early?", [S], ["sem-friendsledger-members-priority-booking"]),
    task("b16-t112", "what happened with the early-booking mail last September?", [E],
         ["epi-2025-09-11-friendsledger-lapsed-members-mailed"]),
    task("b16-t113", "development want to email Patrons about the spring early-booking window "
         "and plan to reuse last year's list", [P],
         ["rule-friendsledger-segment-valid-on-onsale-date"]),
    task("b16-t114", "Export the Benefactors with names and emails for the seating vendor.", [U],
         ["pref-ines-member-exports-pseudonymised"]),
    task("b16-t115", "marketing wants a dump of members' booking history, no reason given. if I "
         "forward it to Ines, how will that go?", [V],
         ["env-ines-data-requests-without-purpose"]),
    task("b16-t116", "Welche Mitgliedsstufen gibt es bei den Freunden der Oper und was hängt "
         "davon ab?", [S], ["sem-friendsledger-members-priority-booking"]),  # de
    task("b16-t117", "Envoie au prestataire d'enquête la liste des membres Patron avec leurs "
         "noms et adresses e-mail.", [U], ["pref-ines-member-exports-pseudonymised"]),  # fr
    # 18 backstage network / Wingsnet
    task("b16-t118", "which wifi are the SM tablets supposed to be on, and on which VLAN?", [S],
         ["sem-wingsnet-ssids-and-vlans"]),
    task("b16-t119", "why couldn't the crew get on the wifi before Hansel and Gretel?", [E],
         ["epi-2025-12-19-wingsnet-certificate-expired"]),
    task("b16-t120", "controller says the RADIUS cert runs out in 3 weeks, auto-renew is ticked",
         [P], ["rule-wingsnet-renew-certs-30-days-ahead"]),
    task("b16-t121", "Change the KOH-SHOW channel plan tonight after the show.", [U],
         ["pref-ines-network-changes-announced-with-rollback"]),
    task("b16-t122", "open day Saturday, expecting ~400 visitors on the guest wifi. will "
         "backstage notice?", [V], ["env-wingsnet-guest-overload-open-day"]),
    task("b16-t123", "Il certificato 802.1X della rete crew scade tra venti giorni: lasciamo "
         "fare al rinnovo automatico?", [P],
         ["rule-wingsnet-renew-certs-30-days-ahead"]),  # it
    task("b16-t124", "Si el sábado de puertas abiertas se conectan unas 300 personas a la wifi "
         "de invitados, ¿qué notarán las tabletas de regiduría?", [V],
         ["env-wingsnet-guest-overload-open-day"]),  # es
    # extra records
    task("b16-t125", "who has to sign off if I need to restart the media servers two days before "
         "opening night?", [S], ["sem-koh-premiere-change-freeze"]),
    task("b16-t126", "Posso atualizar o firmware do Hoistline na véspera da estreia? Quem tem de "
         "autorizar?", [S], ["sem-koh-premiere-change-freeze"]),  # pt
    task("b16-t127", "The Podia supplier's engineer gets in at 8 tomorrow. Leave him the "
         "machinery pit keys, I'll be in at 10.", [U],
         ["pref-ines-vendor-engineers-accompanied"]),
    task("b16-t128", "Fai entrare domattina il tecnico del fornitore dei proiettori e lascialo "
         "lavorare da solo in cabina, io sono in riunione.", [U],
         ["pref-ines-vendor-engineers-accompanied"]),  # it
    task("b16-t129", "Ines is in the house for Aida tonight. if I message her about the budget "
         "sheet during act 2, when will she actually read it?", [V],
         ["env-ines-messages-during-performance"]),
    task("b16-t130", "Wenn ich Ines während der Vorstellung wegen einer Lieferantenrechnung "
         "schreibe, wann liest sie das?", [V], ["env-ines-messages-during-performance"]),  # de
]

BLIND16_NO_MEMORY_REQUESTS: list[tuple[str, str]] = [
    ("b16-n01", "write a python function that converts a tempo in BPM to milliseconds per "
     "beat"),
    ("b16-n02", "what's the difference between a soprano and a mezzo-soprano?"),
    ("b16-n03", "convert 30,000 lumens at 10 m throw to lux on a 12 m wide screen, roughly"),
    ("b16-n04", "how do I squash the last three commits into one?"),
    ("b16-n05", "thanks, all good for today"),
    ("b16-n06", "explain what sACN multicast is in two sentences"),
    ("b16-n07", "Wie sortiere ich in Excel nach zwei Spalten gleichzeitig?"),
    ("b16-n08", "Quelle est la différence entre un opéra seria et un opéra buffa ?"),
    ("b16-n09", "¿Cómo leo un archivo CSV con pandas saltando las dos primeras filas?"),
    ("b16-n10", "Che differenza c'è tra UHF e HF per le etichette RFID?"),
    ("b16-n11", "Como faço um loop assíncrono em JavaScript com await?"),
    ("b16-n12", "regex that matches a 24-hour time like 19:30 and nothing else"),
]
