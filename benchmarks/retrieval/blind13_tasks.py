"""A thirteenth workspace and its tasks: a mountain-top optical observatory's telescope and
science-operations software, written from the record format alone and never fitted on.

The store is the memory of the observatory-software group at the Altavela Observatory (an
invented observatory on the invented Cerro Miraluz: a 2.4 m telescope whose dome is run by the
DomeCtl PLC and whose mount by the Helmsman telescope control system, the Nubis weather mast,
the Ardent cryo-cooled science camera, the Wavefold adaptive optics and its sodium laser guide
star, the Queuelight queue scheduler, the Callbox proposal system, the Reducto data pipeline on
the Cumbre cluster, the Boveda science archive and its mirror to the partner university, the
Nightbook observing log, the Lampbox calibration unit, the Kestrel radial-velocity
spectrograph, the Tickstone GPS time server, the site power (grid line, the Gen-2 diesel set and
the UPS), the Farside remote-observing portal, the Penumbra site-lighting controller, the
Flarebell target-of-opportunity alert listener and the primary-mirror care kept in Mirrorlog)
and of its principal (Maren Oyelaran, who heads observatory software and operations).

Eighteen themes hold one record in each tier naming the same system (a fact, an incident, a
lesson, a preference and a prediction about the dome, the camera, the laser or the archive), so
a request's words say what it is about and only its shape says which kind of memory answers it.
Three more records: a fact about the night-assistant rota and the software on-call, and two
predictions of how Maren reacts to messages (sent during the night, and long option lists).
Lessons follow the layout reference's lessons (a trigger list of entities and situation words,
a "When ..., do: ... Not: ..." body and a "Why:" quote).

Counts: 93 records (19 semantic, 18 episodic, 18 procedural, 18 personalized, 20
environment-dynamics); 130 tasks, each with one needed tier and one answering record
(semantic 26, episodic 24, procedural 26, personalized 26, environment-dynamics 28; English 91,
German 8, French 8, Spanish 8, Italian 8, Portuguese 7); every record answers at least one task;
12 no-memory requests (5 of them not in English).

Written by hand by a writer who had not read the recall code, its cue tables, its weights or
any other store; the only inputs were the canonical SPEC's tier definitions, the helper
signatures of dataset.py and one earlier task file's layout (its docstring, its first records,
its first tasks and its first no-memory requests); the first three lines of every other
retrieval task file and benchmarks/heldout/README.md were read only to pick a domain not used
before. Each request was written for one record, and its tier is that record's tier; the
environment-dynamics records use the SPEC's sub-buckets system-state, workspace-state-
transitions, skill-output-shape and principal-response. The set was never run through recall
before being handed over. Every system, company, person, place and number is invented; nothing was
copied from a public text. Requests are typed the way an observatory software engineer, a night
assistant, a visiting astronomer or a coding agent would type them (imperatives, "how do I",
"what happened when", "will X if", "what does Maren want", terse fragments); 39 of 130 are in
German, French, Spanish, Italian or Portuguese (marked by a trailing comment), and none copies
its record's wording. Hard families on purpose: an imperative whose needed memory is how Maren
wants that kind of work done (personalized), a question about how a system or Maren will react
(environment-dynamics), "how do I" / "where is" about a fact (semantic), the situation a lesson
is for told without the lesson's words (procedural), and "what happened last time" (episodic).
BLIND13_NO_MEMORY_REQUESTS lists requests that no record in this store answers (general
knowledge or small talk), as plain (id, text) pairs outside the task constructor, for a caller
that wants to measure abstention. Report it in aggregate; do not tune on it.
"""
from __future__ import annotations

from typing import Any

from benchmarks.retrieval.dataset import E, P, S, U, V, env, epi, pref, rule, sem, task

BLIND13_RECORDS: list[dict[str, Any]] = [
    # --- 1. dome (DomeCtl) ---
    sem("sem-domectl-plc-owns-shutter", "dome-control", 0.95, 14, "2026-01-12",
        "The DomeCtl PLC, not the telescope software, decides whether the shutter may open",
        "DomeCtl is the PLC in the dome's lower ring cabinet (dome-plc01) that "
        "drives the shutter, the windscreen and the rotation motors. Helmsman and the night "
        "assistant's panel can only ask it to open; the PLC refuses while the 1-minute mean "
        "wind is above 17 m/s, relative humidity is above 85 %, the rain sensor is wet or the "
        "UPS is on battery, and it closes on its own when any of those trips. The thresholds "
        "are in the PLC project domectl-v7, changed only by the dome technician, Ruben Cardenal.")
    ,
    epi("epi-2026-03-11-shutter-stuck-half-open", "dome-control", "incident", "2026-03-11",
        "Shutter stopped half-open for 40 minutes after an iced upper limit switch",
        "At 02:10 UTC the humidity interlock asked DomeCtl to close, but the upper shutter "
        "leaf stopped half-way because its limit switch had iced and reported a fault. Fog "
        "came in over the open slit for 40 minutes while the night assistant, Lucia Ferrandiz, "
        "closed the mirror covers by hand and Ruben drove up from the village to jog the leaf "
        "closed in local mode. The primary stayed dry behind the covers; the switch got a "
        "heater on 2026-03-14.")
    ,
    rule("rule-dome-no-override-key-for-humidity", "dome-control",
         ["DomeCtl", "override key", "humidity interlock", "reopen dome", "target setting",
          "85 %", "shutter"], "high", 1, "2026-03-12",
         "Never reopen past the humidity interlock with the override key; wait it out",
         "When the humidity interlock has closed the dome and a programme is about to lose its "
         "target, do: wait until humidity has stayed under 80 % for 30 minutes and the mirror "
         "is 2 K above dew point, then reopen normally. Not: turn the override key 'for ten "
         "minutes' because the sky looks clear overhead. Why: \"The mirror coating costs more "
         "than any night we could save with that key.\" (Maren, 2026-03-12)"),
    pref("pref-maren-closure-one-line-per-event", "reporting", "dome-control", "2026-01-20",
         "Maren wants every weather closure as one line: UTC start, UTC end, tripping sensor",
         "Maren reads closures in Nightbook and wants one line per closure with UTC start, UTC "
         "end and which sensor tripped (wind, humidity, rain, UPS), nothing else; no narrative "
         "about the sky, no local times. If the closure was manual she wants who decided it "
         "in the same line."),
    env("env-dome-rotation-slow-in-cold", "system-state", "dome-control",
        "outside air below -5 C", "dome rotation takes about 40 % longer and each slew-and-"
        "settle gains roughly 90 s, so Queuelight's overhead estimates run short",
        11, 2, "2026-02-02",
        "The rotation gear grease stiffens below -5 C. On the cold nights logged since "
        "December a full 180 degree turn took 3 min 30 s instead of 2 min 30 s, and OBs with "
        "several targets overran their slots."),

    # --- 2. mount / Helmsman TCS ---
    sem("sem-helmsman-pointing-model-file", "telescope-control", 0.92, 9, "2026-01-15",
        "Helmsman's pointing model is pm-2026A.dat in tcs-config, rebuilt after every re-coating",
        "Helmsman is the telescope control system on tcs01 in the control room. Its pointing "
        "model is the file models/pm-2026A.dat in the tcs-config repository, fitted from a "
        "120-star grid taken on one clear night; the current fit has 1.7 arcsec RMS. The soft "
        "elevation limit is 16 degrees and lives in limits.yaml in the same repository; the "
        "hardware limit switches sit at 12 degrees.")
    ,
    epi("epi-2026-02-06-mount-hit-hard-limit", "telescope-control", "incident", "2026-02-06",
        "Telescope ran into the 12-degree hardware limit after limits.yaml lost a minus sign",
        "A cleanup commit to limits.yaml reformatted the azimuth wrap values and turned -270 "
        "into 270. That evening a slew to a southern target unwrapped the wrong way and the "
        "mount ran to the hardware limit at 19:42 local; the drives tripped and the cable "
        "wrap was checked by daylight before the telescope was used again. About 5 hours lost.")
    ,
    rule("rule-helmsman-limits-two-person-daytime", "telescope-control",
         ["Helmsman", "limits.yaml", "elevation limit", "azimuth wrap", "tcs-config",
          "cable wrap", "soft limit"], "high", 1, "2026-02-07",
         "Any change to Helmsman limits gets a second reviewer and a daytime slew test",
         "When a commit touches limits.yaml or anything that decides how far the mount may "
         "move, do: have a second person review the diff value by value, deploy in daylight "
         "and slew to both wrap ends with someone watching the cable wrap. Not: ship it with a "
         "formatting cleanup or deploy before the evening. Why: \"A limit file is the last "
         "thing between the telescope and the floor.\" (Maren, 2026-02-07)"),
    pref("pref-maren-tcs-small-prs-residual-plot", "code-review", "telescope-control",
         "2026-01-28",
         "Maren wants Helmsman changes as small PRs, each with a before/after residual plot",
         "For anything in tcs-config or the Helmsman code Maren wants one concern per pull "
         "request and, when pointing or tracking could change, a before/after plot of the "
         "pointing residuals in arcseconds attached to the PR, not a description of it."),
    env("env-pointing-offsets-after-model-update", "workspace-state-transitions",
        "telescope-control", "a new pointing model is loaded and the mirror cell is more than "
        "3 K warmer than the air", "the first hour's pointing offsets are about twice the fitted "
        "RMS, then settle as the cell cools", 6, 1, "2026-02-20",
        "Seen after each model reload this season: offsets of 3 to 4 arcsec in the first hour, "
        "back under 2 arcsec once the cell and the air are within 1 K."),

    # --- 3. Nubis weather mast ---
    sem("sem-nubis-mast-publishes-mqtt", "weather", 0.93, 12, "2026-01-09",
        "Nubis publishes every 10 s on MQTT; closure limits are not in Nubis",
        "Nubis is the 12 m weather mast north of the dome: a cup anemometer and a backup "
        "sonic anemometer, humidity and temperature at 2 m and 10 m, a rain sensor, an "
        "infrared cloud sensor and the all-sky camera. It publishes every 10 s on the MQTT "
        "topic site/nubis/# on broker mq01; Stratum stores the history. Nubis only measures; "
        "the limits that close the dome are in DomeCtl.")
    ,
    epi("epi-2026-01-25-anemometer-iced-zero", "weather", "incident", "2026-01-25",
        "Iced cup anemometer read 0 m/s for three hours during a storm",
        "Freezing fog iced the cup anemometer from 21:00 local; it reported a flat 0.0 m/s "
        "while the sonic anemometer showed gusts of 22 m/s. DomeCtl used the cup value, so "
        "the dome stayed open until the rain sensor closed it at 00:05. The windscreen took "
        "the load; no damage, but the mast has been wired to prefer the sonic since.")
    ,
    rule("rule-nubis-flat-zero-wind-is-failure", "weather",
         ["Nubis", "anemometer", "0.0 m/s", "flat wind", "freezing fog", "sonic",
          "wind reading"], "medium", 1, "2026-01-26",
         "Treat a wind reading stuck at exactly zero as a failed sensor",
         "When Nubis wind sits at exactly 0.0 for more than 10 minutes while the forecast or "
         "the all-sky camera suggests weather, do: switch DomeCtl's wind source to the sonic "
         "anemometer and tell the night assistant. Not: take the calm reading as real because "
         "the dashboard is green. Why: \"On this summit, dead calm in winter is a frozen cup.\" "
         "(Maren, 2026-01-26)"),
    pref("pref-maren-weather-plots-utc-si", "reporting", "weather", "2026-01-14",
         "Maren wants weather plots in UTC with SI units only",
         "Every weather plot that reaches Maren has a UTC time axis (local time may be a "
         "secondary axis), wind in m/s, temperature in degrees C, pressure in hPa; never "
         "knots, km/h or Fahrenheit, even when a visiting astronomer asked for them."),
    env("env-valley-fog-climbs-after-sunset", "system-state", "weather",
        "valley humidity above 90 % at sunset with a westerly wind",
        "fog reaches the summit within about two hours and the humidity interlock closes the "
        "dome", 14, 4, "2026-03-01",
        "The valley station at Puerto Miraluz shows it first; the summit humidity climbs "
        "about 10 % per half hour before the closure."),

    # --- 4. Ardent camera ---
    sem("sem-ardent-cryocooler-cycle-times", "science-camera", 0.94, 10, "2026-01-18",
        "Ardent runs at -110 C on a closed-cycle cooler; warm-up 8 h, cool-down 10 h",
        "Ardent is the 4k x 4k imaging camera at the Cassegrain focus, controlled by ArdentCtl "
        "on cam-ctl02. Its CCD sits at -110 C, cooled by a closed-cycle cryocooler whose "
        "helium compressor stands in the compressor room under the dome floor. A controlled "
        "warm-up takes 8 hours and cooling back down 10 hours; the cryostat must be below "
        "1e-5 mbar before cooling starts.")
    ,
    epi("epi-2026-01-20-ardent-vacuum-loss", "science-camera", "incident", "2026-01-20",
        "Ardent lost vacuum after a helium line was unplugged during daytime work",
        "During compressor maintenance a helium line was disconnected with the cooler "
        "still running. The cold head warmed unevenly, the cryostat pressure rose to 3e-3 "
        "mbar and frost formed on the CCD window. Pumping and a full thermal cycle cost three "
        "nights of Ardent time; programmes moved to Kestrel.")
    ,
    rule("rule-ardent-ramp-before-compressor-work", "science-camera",
         ["Ardent", "cryocooler", "helium compressor", "helium line", "vacuum gauge",
          "compressor room", "maintenance"], "high", 1, "2026-01-21",
         "Warm Ardent up under control before anyone touches the compressor or its lines",
         "When work is planned on the helium compressor, its lines or its power, do: start a "
         "controlled warm-up in ArdentCtl the evening before, check the vacuum gauge reads "
         "below 1e-5 mbar before and after, and only then let the work start. Not: stop the "
         "compressor 'for a minute' with the CCD cold. Why: \"Three nights for one "
         "disconnected hose.\" (Maren, 2026-01-21)"),
    pref("pref-maren-camera-health-morning-table", "reporting", "science-camera", "2026-01-23",
         "Maren wants camera health as a three-row table in the morning summary",
         "Maren wants Ardent's health in the morning summary as a small table with the CCD "
         "temperature, the cryostat pressure and the compressor's running hours, each with "
         "last night's value and the 7-night range; no paragraphs unless a value is out of "
         "range."),
    env("env-compressor-room-heat-drifts-ccd", "system-state", "science-camera",
        "compressor room above 28 C on a sunny afternoon",
        "Ardent's CCD drifts about 2 K warmer by evening and the afternoon darks no longer "
        "match the night's frames", 7, 2, "2026-02-15",
        "The room's fan does not keep up once the sun is on the west wall; darks taken before "
        "17:00 local on those days were rejected by Reducto's dark-level check."),

    # --- 5. Wavefold AO and laser ---
    sem("sem-wavefold-laser-closure-list", "laser-guide-star", 0.96, 8, "2026-01-30",
        "The laser may only propagate with tonight's closure list loaded in Laserwatch",
        "Wavefold is the adaptive optics bench; its 20 W sodium laser guide star is gated by "
        "Laserwatch on aos02. Laserwatch closes the laser shutter for the satellite closure "
        "windows listed in the nightly file from the (invented) Orbital Clearance Office, "
        "for aircraft seen by the ADS-B receiver within 25 km and when the spotter presses "
        "the hand button. The list for each night arrives by 15:00 local as "
        "closures-YYYYMMDD.csv.")
    ,
    epi("epi-2026-02-18-laser-without-closure-list", "laser-guide-star", "incident",
        "2026-02-18",
        "Laser propagated 25 minutes with yesterday's closure list loaded",
        "The Clearance Office's file arrived late and the fetch job silently kept the previous "
        "night's list. The laser ran from 23:40 to 00:05 UTC before the AO operator noticed "
        "the date; two satellite windows on the real list were missed. Reported to the "
        "Office and to the site safety officer the same morning.")
    ,
    rule("rule-laser-check-closure-list-date", "laser-guide-star",
         ["Laserwatch", "closure list", "laser propagation", "Wavefold", "satellite window",
          "closures csv", "sodium laser"], "high", 1, "2026-02-19",
         "Before propagating the laser, confirm the closure list is tonight's; none means no laser",
         "When the AO programme is about to propagate, do: open Laserwatch's status page, check "
         "that the loaded list's date is tonight and that its entry count is non-zero; if the "
         "file is missing, run natural-guide-star AO or the queue's non-AO programme. Not: "
         "reuse last night's list because 'the satellites are roughly the same'. Why: \"The "
         "list is a permission, not a forecast.\" (Maren, 2026-02-19)"),
    pref("pref-maren-laser-reports-twelve-hours", "incident-reporting", "laser-guide-star",
         "2026-02-20",
         "Maren wants laser incidents reported to her and the safety officer within 12 hours",
         "Any laser event (a missed closure, an aircraft the spotter saw before ADS-B, a "
         "shutter fault) goes to Maren and the safety officer, Ines Albornoz, within 12 hours, "
         "in English, with UTC times and the Laserwatch log excerpt attached."),
    env("env-laser-closures-cluster-before-midnight", "system-state", "laser-guide-star",
        "a laser night in the dark of the moon", "expect 6 to 10 satellite closures, most "
        "between 22:30 and 01:00 local, about 6 minutes each", 15, 3, "2026-03-05",
        "Counted from this season's Laserwatch logs; AO blocks scheduled before 01:00 lose "
        "about a fifth of their time."),

    # --- 6. Queuelight scheduler ---
    sem("sem-queuelight-ranking-inputs", "scheduling", 0.91, 11, "2026-01-11",
        "Queuelight re-ranks observing blocks every 15 minutes from grade, seeing and airmass",
        "Queuelight is the queue scheduler on sched01. Every 15 minutes it re-ranks the "
        "eligible observing blocks by TAC grade, the seeing from the Sibilo seeing monitor, "
        "airmass, moon distance and time already spent on the programme. The weights are in "
        "queuelight.toml in the sched-config repository; the night assistant can pin an OB "
        "from the Queuelight panel.")
    ,
    epi("epi-2026-02-26-seeing-feed-frozen", "scheduling", "incident", "2026-02-26",
        "A frozen seeing feed made Queuelight run good-seeing blocks in 1.5 arcsec seeing",
        "Sibilo's exporter hung at 20:50 local and kept publishing its last value, 0.55 "
        "arcsec. Queuelight kept choosing blocks that need under 0.7 arcsec while the guide "
        "camera showed 1.5. Six hours of grade-A time were spent on frames that failed their "
        "constraints and had to be repeated.")
    ,
    rule("rule-queuelight-replay-before-weight-change", "scheduling",
         ["Queuelight", "queuelight.toml", "ranking weights", "scheduler change",
          "simulator", "replay", "sched-config"], "medium", 0, "2026-01-16",
         "Replay the last 30 nights in the simulator before changing Queuelight weights",
         "When changing ranking weights or adding a constraint in queuelight.toml, do: replay "
         "the last 30 nights in qlsim and compare grade-A completion and the filler share "
         "with the current weights, and attach the comparison to the PR. Not: tune on one "
         "night that went badly. Why: \"One bad night is an anecdote; thirty are a "
         "schedule.\" (Maren, 2026-01-16)"),
    pref("pref-maren-scheduler-changes-announced-by-16", "communication", "scheduling",
         "2026-01-19",
         "Maren wants Queuelight changes told to the night assistants before 16:00 local",
         "Maren wants any change to how Queuelight picks blocks announced in the assistants' "
         "channel before 16:00 local on the day it goes live, in plain words about what they "
         "will see differently, so nobody meets it at twilight."),
    env("env-queuelight-falls-to-filler-in-bad-seeing", "workspace-state-transitions",
        "scheduling", "seeing worse than 1.3 arcsec for more than an hour",
        "Queuelight drops to the grade-C filler programmes and grade-A completion for the "
        "night falls below a third", 9, 1, "2026-03-03",
        "Grade-A blocks on Altavela mostly ask for under 1.0 arcsec; the queue empties of "
        "them quickly once seeing degrades."),

    # --- 7. Callbox proposals ---
    sem("sem-callbox-deadlines-and-grades", "proposals", 0.9, 6, "2026-01-05",
        "Callbox takes proposals until 1 March and 1 September, 12:00 UTC",
        "Callbox is the proposal system (a Django app on web03). Calls close on 1 March and "
        "1 September at 12:00 UTC; the time allocation committee grades proposals A, B or C "
        "and Callbox exports the accepted ones to Queuelight as observing blocks. The "
        "technical feasibility checks are run by the support astronomers, not the software.")
    ,
    epi("epi-2026-03-01-callbox-upload-limit", "proposals", "incident", "2026-03-01",
        "Deadline-day uploads failed against a 20 MB limit and the call was extended a day",
        "On the March deadline a proxy setting capped uploads at 20 MB; PDFs with finding "
        "charts were rejected from about 08:00 UTC. Forty-one PIs wrote in before the limit "
        "was raised at 11:20, and the call was extended by 24 hours.")
    ,
    rule("rule-callbox-freeze-in-deadline-week", "proposals",
         ["Callbox", "deadline week", "proposal deadline", "deploy", "web03", "proxy config",
          "upload"], "medium", 1, "2026-03-03",
         "No Callbox or proxy deploys in the week before a deadline",
         "When a proposal deadline is less than seven days away, do: hold every Callbox, proxy "
         "and web03 change until the call has closed, except a fix for something already "
         "broken, and then test an upload of 50 MB after it. Not: slip in 'harmless' "
         "configuration cleanups. Why: \"The one week everyone uses it is the week we leave "
         "it alone.\" (Maren, 2026-03-03)"),
    pref("pref-maren-pi-mail-signed-office", "communication", "proposals", "2026-03-02",
         "Mail to PIs is signed by the Time Allocation Office, never by a person",
         "Maren wants every message to principal investigators about proposals, grades or "
         "deadlines signed 'Altavela Time Allocation Office' with the shared address, not by "
         "her or an engineer, and written in English even when the PI wrote in Spanish."),
    env("env-callbox-load-last-day", "system-state", "proposals",
        "the last 24 hours before a call closes", "about 60 % of submissions arrive, with "
        "load peaking at roughly 15 times normal in the final two hours", 4, 0, "2026-03-02",
        "Seen in the last four calls; the web03 worker pool needs doubling on deadline day."),

    # --- 8. Reducto pipeline ---
    sem("sem-reducto-nightly-run", "data-pipeline", 0.93, 13, "2026-01-07",
        "Reducto runs at 09:00 local on Cumbre and writes to /data/reduced/YYYYMMDD",
        "Reducto is the Python reduction pipeline run by cron on the Cumbre cluster (six "
        "nodes in the basement of the residence). At 09:00 local it builds master bias, dark "
        "and flat frames from the night's calibrations, reduces the science frames and writes "
        "to /data/reduced/YYYYMMDD. Master calibrations are cached in /data/masters and "
        "reused until replaced.")
    ,
    epi("epi-2026-02-10-stale-flats-after-filter-swap", "data-pipeline", "incident",
        "2026-02-10",
        "A week of Ardent frames was flat-fielded with masters from the old filter wheel",
        "Two filters were swapped in Ardent's wheel on 2026-02-03 but the cached master flats "
        "kept their old filter names. Reducto applied them for a week; a PI found doughnut "
        "residuals on 2026-02-10 and 37 nights of programme frames were reprocessed.")
    ,
    rule("rule-reducto-invalidate-flats-after-filter-change", "data-pipeline",
         ["Reducto", "master flats", "filter wheel", "filter swap", "/data/masters", "Ardent",
          "flat-field"], "high", 1, "2026-02-11",
         "After any filter change, clear the master flats and take new ones first",
         "When a filter is added, removed or moved in Ardent's wheel, do: delete the affected "
         "masters in /data/masters, schedule twilight flats for every changed slot and hold "
         "Reducto's science step for those filters until the new masters exist. Not: let the "
         "cache fill the gap. Why: \"The cache does not know the wheel was opened.\" (Maren, "
         "2026-02-11)"),
    pref("pref-maren-pipeline-golden-night", "code-review", "data-pipeline", "2026-01-13",
         "Maren wants every Reducto change checked against the golden night of 2025-11-14",
         "A pull request to Reducto must show its output on the golden night (the raw data of "
         "2025-11-14 kept in /data/golden) compared with the reference products: photometric "
         "zero points and the background level per filter. Without that comparison she does "
         "not review it."),
    env("env-reducto-long-nights-overrun", "skill-output-shape", "data-pipeline",
        "a night with more than 900 raw frames", "Reducto runs past 6 hours and is still "
        "writing when the 15:00 daytime calibrations start", 8, 2, "2026-02-24",
        "Run time grows about linearly, roughly 25 s per frame on Cumbre; the overlap made "
        "twice for bias frames taken while the disks were busy."),

    # --- 9. Boveda archive ---
    sem("sem-boveda-proprietary-twelve-months", "archive", 0.95, 10, "2026-01-06",
        "Boveda keeps data proprietary for 12 months from the night it was taken",
        "Boveda is the science archive: PostgreSQL on arch-db01 plus the FITS store. Each "
        "frame's release date is the observation date plus 12 months unless the TAC granted "
        "an extension, which is set in the programme table. The whole archive is mirrored "
        "nightly by rsync to the Universidad de Valdehierro over the summit's 200 Mbit/s "
        "radio link.")
    ,
    epi("epi-2026-02-14-early-release", "archive", "incident", "2026-02-14",
        "A release-date backfill made one programme public four months early",
        "An SQL backfill meant to fix extensions for three programmes used the wrong join "
        "and reset programme 2025B-017's release dates to observation + 8 months. Its data "
        "showed as public for 19 hours before the PI's student noticed. Maren called the PI "
        "that afternoon.")
    ,
    rule("rule-boveda-no-prod-sql-on-release-dates", "archive",
         ["Boveda", "release date", "proprietary period", "backfill", "SQL", "arch-db01",
          "extension"], "high", 1, "2026-02-15",
         "Change release dates only through the reviewed migration path, never ad-hoc SQL",
         "When release dates or extensions need fixing, do: write a migration in the boveda "
         "repository, run it on the staging copy, diff the public/private status of every "
         "active programme before and after, and apply it with a reviewer. Not: run an UPDATE "
         "on arch-db01 from a psql session. Why: \"A wrong date makes somebody's thesis "
         "public.\" (Maren, 2026-02-15)"),
    pref("pref-maren-calls-pis-on-exposure", "communication", "archive", "2026-02-14",
         "Maren tells a PI about any data exposure herself, by phone, before any mail",
         "If data became visible before its release date, Maren wants to phone the PI "
         "herself first; engineers prepare the facts (which frames, how long, how many "
         "downloads) and send no automated or templated notice."),
    env("env-mirror-rsync-starves-link", "workspace-state-transitions", "archive",
        "the Valdehierro mirror rsync starts before 02:00 local",
        "the radio link saturates and remote observers see multi-second lag until it ends, "
        "typically around 05:00", 6, 1, "2026-03-08",
        "Normal start is 05:30 local; a manual rerun in the evening had the same effect."),

    # --- 10. Nightbook ---
    sem("sem-nightbook-entries-and-export", "night-log", 0.9, 9, "2026-01-04",
        "Nightbook keeps one log per night and exports a PDF at 08:00 local",
        "Nightbook is the electronic observing log (a small Flask app on web02). The night "
        "assistant opens the night, records each closure, fault and time loss with a loss "
        "category (weather, technical, other), and observers add notes. At 08:00 local it "
        "exports the night as a PDF to the shared drive and mails the summary to the "
        "operations list.")
    ,
    epi("epi-2026-04-02-nightbook-offline-entries-lost", "night-log", "incident", "2026-04-02",
        "Three hours of Nightbook entries vanished after the browser went offline",
        "The control-room network dropped for 30 s at 01:12 local; the Nightbook tab kept "
        "accepting entries in its offline mode but never synced them, and the tab was closed "
        "at dawn. Lucia rebuilt the night from the Helmsman and DomeCtl logs.")
    ,
    rule("rule-nightbook-loss-category-required", "night-log",
         ["Nightbook", "time loss", "loss category", "free text", "fault entry",
          "night report"], "medium", 2, "2026-01-22",
         "Every time-loss entry needs its category, not only a sentence",
         "When recording lost time in Nightbook, do: pick the loss category and enter the "
         "minutes, then add the free-text note. Not: write 'dome closed, fog' in the note only; "
         "the monthly statistics read the category field. Why: \"If it is not in the field it "
         "did not happen, as far as the funding report knows.\" (Maren, 2026-01-22)"),
    pref("pref-maren-time-loss-at-top", "reporting", "night-log", "2026-01-24",
         "Maren wants the lost minutes by category at the top of each night summary",
         "In any night summary Maren wants the first line to be the time lost in minutes per "
         "category (weather / technical / other) and the open-shutter hours; the list of "
         "observed programmes comes after."),
    env("env-nightbook-export-fails-on-big-image", "skill-output-shape", "night-log",
        "an entry carries an attached image larger than about 10 MB",
        "the 08:00 PDF export fails and no summary mail goes out", 3, 0, "2026-03-18",
        "Happened with all-sky camera PNGs pasted at full size; the exporter times out at "
        "60 s."),

    # --- 11. Lampbox calibration ---
    sem("sem-lampbox-thar-hours", "calibration", 0.92, 7, "2026-01-10",
        "Lampbox counts arc-lamp hours; a ThAr lamp lasts about 800 hours",
        "Lampbox is the calibration unit feeding Kestrel and Ardent: a thorium-argon arc "
        "lamp, a halogen flat lamp and an LED flat panel, switched by lampctl on cal01, which "
        "keeps a burn-hour counter per lamp. ThAr lamps last about 800 hours; two spares are "
        "kept in store room B, shelf 4.")
    ,
    epi("epi-2026-03-20-thar-died-mid-calibration", "calibration", "incident", "2026-03-20",
        "The ThAr lamp failed during afternoon calibrations and two nights lacked arcs",
        "The ThAr lamp died at 861 hours during the afternoon sequence. The spare on shelf 4 "
        "turned out to be a neon lamp in the wrong box; a ThAr came up with the next supply "
        "run two days later. Kestrel spectra of both nights were reduced against the "
        "previous arcs with a larger wavelength error.")
    ,
    rule("rule-lampbox-replace-thar-at-700", "calibration",
         ["Lampbox", "ThAr", "arc lamp", "burn hours", "lamp replacement", "spares",
          "store room B"], "medium", 1, "2026-03-21",
         "Replace the ThAr lamp at 700 hours and check the spare's label before",
         "When the ThAr counter in lampctl passes 700 hours, do: swap the lamp at the next "
         "daytime slot, confirm the spare is really ThAr by its part number, and order the "
         "next spare the same day. Not: run it until it dies because it still lights. Why: "
         "\"An arc lamp always fails in the afternoon before a radial-velocity run.\" (Maren, "
         "2026-03-21)"),
    pref("pref-maren-spares-monthly-with-part-numbers", "procurement", "calibration",
         "2026-01-27",
         "Maren wants spares ordered once a month in one list with part numbers",
         "Maren signs one consolidated spares order per month; she wants each line with the "
         "supplier part number, the quantity, the system it is for and why now, not separate "
         "requests as parts run low (except for failures stopping observing)."),
    env("env-halogen-flats-drift-first-minutes", "system-state", "calibration",
        "the halogen flat lamp has just been switched on",
        "its flux drifts by about 3 % over the first 10 minutes, so flats taken then show a "
        "gradient in the master", 5, 1, "2026-02-12",
        "The drift is mostly blue; Reducto's flat check flags masters built from early "
        "exposures."),

    # --- 12. Kestrel spectrograph ---
    sem("sem-kestrel-thermal-enclosure", "spectrograph", 0.94, 8, "2026-01-17",
        "Kestrel sits in a vacuum tank inside an 18.000 C enclosure; 0.01 K is about 1 m/s",
        "Kestrel is the fibre-fed radial-velocity spectrograph in the room under the "
        "telescope's west pier. Its optics are in a vacuum tank inside a thermal enclosure "
        "held at 18.000 C; a change of 0.01 K shifts the radial-velocity zero point by about "
        "1 m/s. The enclosure controller logs to Stratum as kestrel.encl.temp.")
    ,
    epi("epi-2026-02-23-kestrel-door-opened", "spectrograph", "incident", "2026-02-23",
        "Opening the Kestrel room for cable work shifted radial velocities for two nights",
        "An electrician opened the Kestrel room and the enclosure door for 40 minutes to "
        "reroute a network cable. The enclosure went 0.3 K off set point and radial "
        "velocities of the standard stars drifted by up to 30 m/s over the next two nights; "
        "three exoplanet programmes lost their data.")
    ,
    rule("rule-kestrel-room-entry-booked", "spectrograph",
         ["Kestrel", "Kestrel room", "enclosure", "cable work", "electrician", "room access",
          "radial velocity"], "high", 1, "2026-02-24",
         "Nobody enters the Kestrel room unbooked; book 48 hours of settling after",
         "When any work needs the Kestrel room, do: book it through Maren at least a week "
         "ahead, schedule it right before a planned non-RV stretch and leave 48 hours for "
         "settling before RV programmes run again. Not: let contractors in because 'it is "
         "only a cable'. Why: \"Forty minutes of open door cost three planets.\" (Maren, "
         "2026-02-24)"),
    pref("pref-maren-kestrel-weekly-drift-plot", "reporting", "spectrograph", "2026-01-29",
         "Maren wants Kestrel stability as one weekly RV-drift plot, not daily numbers",
         "Maren wants the Kestrel zero-point drift once a week, on Mondays, as one plot of the "
         "standard-star velocities over the last 28 nights with the enclosure temperature "
         "under it; daily numbers only if the drift exceeds 3 m/s."),
    env("env-kestrel-resettles-in-36h", "workspace-state-transitions", "spectrograph",
        "the Kestrel enclosure has been opened", "the temperature needs about 36 hours to come "
        "back within 0.005 K and the RV zero point keeps moving until then", 4, 1, "2026-03-10",
        "Measured after the February door opening and three planned interventions."),

    # --- 13. Tickstone timing ---
    sem("sem-tickstone-gps-ptp", "timing", 0.93, 7, "2026-01-08",
        "Tickstone is the GPS-disciplined PTP grandmaster; holdover stays within 1 us for 24 h",
        "Tickstone, in the control-room rack, disciplines a rubidium oscillator from the GPS "
        "antenna on the dome's catwalk and serves PTP to ArdentCtl, the fast photometer and "
        "Helmsman, NTP to everything else. In holdover it stays within 1 microsecond for about "
        "24 hours. Its lock state is on the web page tick01/status.")
    ,
    epi("epi-2026-01-31-gps-cable-water-holdover", "timing", "incident", "2026-01-31",
        "Tickstone ran in holdover for three days after water got into the GPS cable",
        "Water in the antenna connector cut GPS on 2026-01-28. Nobody watched the lock state; "
        "after three days of holdover the time was 3 ms off, and a stellar occultation timed "
        "with the fast photometer on 2026-01-30 had to be corrected afterwards from a "
        "reference station.")
    ,
    rule("rule-tickstone-lock-check-before-timing-runs", "timing",
         ["Tickstone", "GPS lock", "holdover", "occultation", "timing-critical",
          "fast photometer", "PTP"], "high", 1, "2026-02-01",
         "Check Tickstone's GPS lock before any timing-critical observation",
         "When the night holds an occultation, a transit timing or any programme whose "
         "science is the timestamp, do: check tick01/status shows GPS lock and holdover under "
         "one hour before twilight, and warn the PI if not. Not: trust that NTP looks "
         "synchronised on the camera host. Why: \"Holdover is quiet; the PI finds out in the "
         "paper.\" (Maren, 2026-02-01)"),
    pref("pref-maren-iso-utc-z", "data-format", "timing", "2026-01-10",
         "Maren wants timestamps written as ISO 8601 UTC ending in Z",
         "In logs, file names, reports and code output Maren wants times as ISO 8601 in UTC "
         "with a trailing Z (2026-01-10T03:14:07Z); never local time, never a bare offset, "
         "never day/month order."),
    env("env-gps-lock-lost-under-snow", "system-state", "timing",
        "heavy snow settles on the GPS antenna radome", "Tickstone loses lock within the hour "
        "and regains it about 20 minutes after the radome is cleared", 5, 1, "2026-02-28",
        "The catwalk antenna is the only one; a second antenna is on the 2026 wish list."),

    # --- 14. site power ---
    sem("sem-site-power-gen2-ups", "power", 0.92, 9, "2026-01-06",
        "The summit runs on a 23 kV line; Gen-2 starts in 12 s; the UPS holds dome and mount "
        "20 min",
        "Power comes up the mountain on a 23 kV line. On a cut the Gen-2 diesel set (250 kVA) "
        "starts in about 12 seconds and takes the load; the UPS in the dome basement keeps the "
        "dome, the mount drives and the control room for 20 minutes on its own. Gen-2's tank "
        "holds 4,000 litres; the fuel truck needs two days' notice.")
    ,
    epi("epi-2026-01-16-gen2-gelled-fuel", "power", "incident", "2026-01-16",
        "Gen-2 failed to start on gelled diesel and the dome closed on the last UPS minutes",
        "A storm cut the line at 03:30 local at -11 C. Gen-2's summer diesel had gelled and the "
        "set cranked without starting; the UPS ran 18 minutes while DomeCtl closed the "
        "shutter and the mount was parked. The control room went dark at 03:49 and was back "
        "on the grid at 07:10.")
    ,
    rule("rule-gen2-winter-diesel-weekly-start", "power",
         ["Gen-2", "diesel", "generator", "winter fuel", "cold forecast", "test start",
          "power cut"], "high", 1, "2026-01-17",
         "Below -8 C forecast: winter diesel in Gen-2 and a weekly loaded test start",
         "When the forecast goes below -8 C or from May to September anyway, do: make sure "
         "Gen-2 runs on winter-grade diesel, start it weekly under load for 15 minutes and log "
         "the start time. Not: rely on the monthly no-load run. Why: \"The generator is there "
         "for the one night it is coldest.\" (Maren, 2026-01-17)"),
    pref("pref-maren-fuel-orders-over-2000l", "procurement", "power", "2026-01-19",
         "Maren approves any diesel order over 2,000 litres herself",
         "Fuel orders above 2,000 litres go to Maren for approval with the tank level, the "
         "supplier's quote and the delivery date; smaller top-ups the site manager orders "
         "without asking her."),
    env("env-thunderstorm-micro-cuts", "system-state", "power",
        "a thunderstorm within about 20 km of the summit",
        "expect two or three sub-second dips on the line that make Gen-2 start and the UPS "
        "switch, each dome fault reset needing the night assistant", 9, 2, "2026-03-16",
        "The line crosses the ridge; the dips are too short for Gen-2 to take over but long "
        "enough for DomeCtl to close."),

    # --- 15. Farside remote observing ---
    sem("sem-farside-accounts-scoped-to-nights", "remote-observing", 0.91, 8, "2026-01-13",
        "Farside accounts are valid only for the visitor's nights and cannot move the dome",
        "Farside is the remote-observing portal: WireGuard VPN to a bastion, then a VNC "
        "session on an observer workstation. Accounts are made by the support astronomer "
        "from the programme's nights, need a TOTP code, and expire at 12:00 local the day "
        "after the last night. Remote observers can configure instruments and request "
        "targets; only the night assistant moves the dome and telescope.")
    ,
    epi("epi-2026-03-06-farside-account-left-open", "remote-observing", "incident",
        "2026-03-06",
        "A visitor's Farside account, extended by hand, was used three weeks later",
        "A support astronomer extended a visiting student's account by hand 'for a few "
        "days' of archive access. Three weeks later it logged in from an unfamiliar network "
        "and opened observer sessions; the student's laptop had been stolen. No commands "
        "were sent, but the account and the VPN keys were revoked and all hand-extended "
        "accounts audited.")
    ,
    rule("rule-farside-no-manual-extensions", "remote-observing",
         ["Farside", "account expiry", "extend account", "remote observer", "VPN access",
          "archive access"], "high", 1, "2026-03-07",
         "Do not extend Farside accounts by hand; archive access goes through Boveda",
         "When a visitor asks to keep Farside access after their nights, do: give them a "
         "Boveda archive login for their programme and let Farside expire on schedule. Not: "
         "push the expiry date in the admin page 'just for this week'. Why: \"A remote login "
         "to a telescope is not a download link.\" (Maren, 2026-03-07)"),
    pref("pref-maren-onboarding-en-es", "documentation", "remote-observing", "2026-01-26",
         "Maren wants remote-observer onboarding docs in both English and Spanish",
         "Any guide for Farside users is written in English and Spanish side by side, with "
         "screenshots of the actual panels and a two-page quick start first; no machine "
         "translation without a review by one of the Spanish-speaking assistants."),
    env("env-farside-many-sessions-vnc-drops", "system-state", "remote-observing",
        "more than four Farside sessions at once", "VNC frame rates fall to a few per second "
        "and observers report frozen panels", 6, 1, "2026-03-12",
        "The bastion is a single small VM; four sessions is where its CPU tops out."),

    # --- 16. Penumbra site lighting ---
    sem("sem-penumbra-red-at-twilight", "site-lighting", 0.9, 7, "2026-01-14",
        "Penumbra turns site lights to red and amber at nautical twilight",
        "Penumbra is the lighting controller for the summit's outdoor lights, the residence "
        "and the visitor centre. At nautical twilight it switches every fixture to its red "
        "or amber night mode and closes the road barrier at km 12 for cars without a night "
        "permit. Fixtures can be put on a timed override from its web page for maintenance.")
    ,
    epi("epi-2026-03-24-workshop-flood-left-on", "site-lighting", "incident", "2026-03-24",
        "A contractor's override left the workshop floodlight on all night",
        "A roofing contractor set the workshop floodlight to override until 'end of work' "
        "and left at 17:00. It burned all night; Ardent's frames toward the south-east had "
        "a scattered-light gradient and 14 twilight flats were unusable.")
    ,
    rule("rule-penumbra-check-overrides-before-dusk", "site-lighting",
         ["Penumbra", "override", "contractor", "floodlight", "outdoor lights", "dusk",
          "stray light"], "medium", 1, "2026-03-25",
         "After any contractor day, clear Penumbra's overrides before dusk",
         "When contractors or maintenance worked outside during the day, do: open Penumbra's "
         "override list an hour before sunset and end every override, and ask the site "
         "manager about any fixture still needed. Not: assume overrides time out; 'until end "
         "of work' never does. Why: \"One floodlight outshines the galaxy we are pointing "
         "at.\" (Maren, 2026-03-25)"),
    pref("pref-maren-public-nights-end-early", "outreach", "site-lighting", "2026-02-05",
         "Maren wants visitor-centre events to end 30 minutes before astronomical twilight",
         "Public nights at the visitor centre are planned to end, cars included, at least 30 "
         "minutes before astronomical twilight; Maren turns down any programme that keeps "
         "visitors on the summit road after that, even a popular one."),
    env("env-public-nights-headlight-hits", "system-state", "site-lighting",
        "a public night at the visitor centre", "headlight flashes show up in the guider "
        "between 22:00 and 22:30 local as the visitors drive down", 5, 0, "2026-03-14",
        "The road's two hairpins point at the dome; guider logs show a burst of lost-star "
        "events in that half hour."),

    # --- 17. Flarebell ToO alerts ---
    sem("sem-flarebell-alert-filters", "target-of-opportunity", 0.91, 6, "2026-01-21",
        "Flarebell filters external alerts and hands ToOs to Queuelight",
        "Flarebell listens to the alert brokers the ToO programmes subscribe to (gamma-ray "
        "bursts, gravitational-wave events, nearby supernovae), keeps those visible from "
        "Cerro Miraluz within the programmes' criteria and inserts a ToO observing block at "
        "top priority in Queuelight. The programme criteria are in flarebell/programmes.yaml.")
    ,
    epi("epi-2026-02-27-retracted-alert-followed", "target-of-opportunity", "incident",
        "2026-02-27",
        "Flarebell followed a retracted alert for three hours",
        "A gravitational-wave alert came in at 01:05 UTC and was retracted by its issuer at "
        "01:30. Flarebell did not handle the retraction message type, so the tiling "
        "observations went on until 04:10, displacing two grade-A programmes.")
    ,
    rule("rule-flarebell-handle-retractions", "target-of-opportunity",
         ["Flarebell", "retraction", "alert broker", "ToO", "gravitational-wave alert",
          "programmes.yaml", "alert update"], "high", 1, "2026-02-28",
         "Every new alert stream in Flarebell must handle retractions and updates first",
         "When adding or changing an alert stream in Flarebell, do: handle its retraction and "
         "update messages so that a retraction removes the ToO block from Queuelight, and test "
         "with a recorded retraction. Not: ship the 'new event' path alone. Why: \"Most "
         "alerts that wake us up are wrong; the software has to know it.\" (Maren, "
         "2026-02-28)"),
    pref("pref-maren-too-displaced-pis-summary", "communication", "target-of-opportunity",
         "2026-03-01",
         "Maren wants PIs displaced by a ToO told the next morning, with the minutes lost",
         "After a night with a ToO interruption Maren wants the PIs whose blocks were "
         "displaced to get a short note by 10:00 local saying which alert, how many minutes "
         "they lost and when Queuelight expects to repay them."),
    env("env-too-preempts-within-minutes", "workspace-state-transitions",
        "target-of-opportunity", "Flarebell inserts a ToO block during the night",
        "the running OB stops at the end of its current exposure (up to 20 minutes) and the "
        "telescope is on the ToO within about 5 minutes after that", 10, 2, "2026-03-09",
        "Long Kestrel exposures are the worst case; the dome rotation adds more on cold "
        "nights."),

    # --- 18. primary mirror care (Mirrorlog) ---
    sem("sem-mirrorlog-co2-cleaning-cycle", "mirror-care", 0.9, 6, "2026-01-03",
        "The primary is CO2-snow cleaned every two weeks and measured in Mirrorlog",
        "The 2.4 m primary is cleaned with CO2 snow every second Tuesday, and its "
        "reflectivity is measured before and after with the portable reflectometer at three "
        "points. Both go into Mirrorlog, a shared spreadsheet-backed app. The next "
        "re-aluminising is booked for May 2027 at the coating plant in the valley.")
    ,
    epi("epi-2026-02-17-co2-clean-water-spots", "mirror-care", "incident", "2026-02-17",
        "A CO2 clean on a humid afternoon left water spots on the primary",
        "The fortnightly clean went ahead at 16:00 local with the mirror at 1 degree above "
        "dew point. Condensation formed behind the snow jet and dried into spots; "
        "reflectivity at 450 nm fell 1.5 % and the spots needed a second clean four days "
        "later.")
    ,
    rule("rule-co2-clean-dew-point-margin", "mirror-care",
         ["CO2 cleaning", "primary mirror", "dew point", "Mirrorlog", "snow jet", "humidity",
          "mirror temperature"], "medium", 1, "2026-02-18",
         "CO2-clean only when the mirror is at least 5 K above dew point",
         "When a mirror clean is due, do: read the mirror-cell temperature and the dome dew "
         "point, and clean only if the margin is 5 K or more; otherwise move the clean to the "
         "next dry day. Not: keep the Tuesday slot for the calendar's sake. Why: \"A late "
         "clean costs nothing; a wet one costs a percent.\" (Maren, 2026-02-18)"),
    pref("pref-maren-reflectivity-csv-three-bands", "reporting", "mirror-care", "2026-01-30",
         "Maren wants reflectivity as a CSV at three wavelengths attached to Mirrorlog",
         "After every measurement Maren wants a CSV with the reflectivity at 450, 650 and 850 "
         "nm for each of the three points, before and after cleaning, attached to the "
         "Mirrorlog entry; she does not read screenshots of the reflectometer."),
    env("env-north-wind-dust-drops-reflectivity", "system-state", "mirror-care",
        "a week with dusty north winds from the desert", "primary reflectivity falls about "
        "0.5 % per week until the next clean", 6, 1, "2026-03-15",
        "Seen in Mirrorlog each time the north wind blew more than three days in a row."),

    # --- extras ---
    sem("sem-night-assistant-rota-and-oncall", "operations", 0.9, 12, "2026-01-02",
        "Night assistants work 7-night shifts changing on Wednesdays; software on-call is in "
        "Guardia",
        "Two night assistants cover the telescope in 7-night shifts that change over on "
        "Wednesday at 16:00 local. The software on-call for the night is whoever is listed in "
        "the Guardia sheet on the operations drive for that week; the night assistant calls "
        "the number there, never Maren directly, unless safety is at stake."),
    env("env-maren-night-messages-read-late", "principal-response", "operations",
        "a message reaches Maren between 23:00 and 09:00 local",
        "she reads it after about 10:30 the next morning; anything needing a decision "
        "overnight has to go through the Guardia on-call instead", 12, 1, "2026-02-08",
        "Her phone is silenced overnight except for the safety officer's number."),
    env("env-maren-option-lists-stall", "principal-response", "operations",
        "a message gives Maren several options without a recommendation",
        "the reply takes a day or more and asks which one the sender would pick; a single "
        "recommendation with a yes/no question is answered within hours", 8, 1, "2026-02-22",
        "Observed on scheduler, procurement and archive questions alike."),
]

BLIND13_TASKS: list[dict[str, Any]] = [
    # dome
    task("b13-t001", "can Helmsman keep the slit open if humidity is sitting at 87%? where are "
         "those closing thresholds actually set?", [S], ["sem-domectl-plc-owns-shutter"]),
    task("b13-t002", "that night in march when the slit wouldn't shut all the way, what went "
         "wrong and how long were we exposed?", [E], ["epi-2026-03-11-shutter-stuck-half-open"]),
    task("b13-t003", "sky is clear straight up, the interlock shut us 20 min ago and the PI's "
         "galaxy sets in 45 min. can we just turn the key and open?", [P],
         ["rule-dome-no-override-key-for-humidity"]),
    task("b13-t004", "Log tonight's two closures in Nightbook.", [U],
         ["pref-maren-closure-one-line-per-event"]),
    task("b13-t005", "Heute Nacht soll es -9 Grad werden. Reichen die Overheads, die Queuelight "
         "für die Blöcke mit mehreren Zielen einplant?", [V],
         ["env-dome-rotation-slow-in-cold"]),  # de
    task("b13-t006", "Qui a le droit de changer le seuil de vent qui ferme la coupole, et où "
         "est-il réglé ?", [S], ["sem-domectl-plc-owns-shutter"]),  # fr
    task("b13-t007", "Humedad al 86 %, el cielo se ve despejado y el astrónomo insiste en abrir "
         "con la llave. ¿Qué hago?", [P], ["rule-dome-no-override-key-for-humidity"]),  # es
    # mount
    task("b13-t008", "where does the telescope's lowest allowed altitude get configured?", [S],
         ["sem-helmsman-pointing-model-file"]),
    task("b13-t009", "what happened the evening the mount drove itself onto the limit switch?",
         [E], ["epi-2026-02-06-mount-hit-hard-limit"]),
    task("b13-t010", "I tidied up the yaml formatting in tcs-config, wrap values included. ok "
         "to push it out before tonight?", [P], ["rule-helmsman-limits-two-person-daytime"]),
    task("b13-t011", "Open a PR for the tracking-rate fix in Helmsman.", [U],
         ["pref-maren-tcs-small-prs-residual-plot"]),
    task("b13-t012", "just loaded the new model and the cell is 4 degrees warmer than outside. "
         "will the first targets land off-centre?", [V],
         ["env-pointing-offsets-after-model-update"]),
    task("b13-t013", "Prepara la pull request con il nuovo modello di puntamento e "
         "l'aggiornamento del firmware degli encoder.", [U],
         ["pref-maren-tcs-small-prs-residual-plot"]),  # it
    task("b13-t014", "O que aconteceu com a montagem em fevereiro depois daquela limpeza no "
         "ficheiro de limites?", [E], ["epi-2026-02-06-mount-hit-hard-limit"]),  # pt
    # weather mast
    task("b13-t015", "how do I get the live wind and humidity numbers from the mast into my "
         "script?", [S], ["sem-nubis-mast-publishes-mqtt"]),
    task("b13-t016", "remind me about the storm where the wind read nothing and we never "
         "closed", [E], ["epi-2026-01-25-anemometer-iced-zero"]),
    task("b13-t017", "mast dashboard has said 0.0 m/s for 20 minutes and the webcam shows snow "
         "going sideways. everything's green, carry on?", [P],
         ["rule-nubis-flat-zero-wind-is-failure"]),
    task("b13-t018", "make me a plot of last night's wind and temperature for the ops meeting",
         [U], ["pref-maren-weather-plots-utc-si"]),
    task("b13-t019", "valley station reads 93% humidity, sun just went down, breeze from the "
         "west. how long have we got up here?", [V], ["env-valley-fog-climbs-after-sunset"]),
    task("b13-t020", "Humidité à 92 % dans la vallée au coucher du soleil, vent d'ouest : "
         "est-ce qu'on va devoir fermer cette nuit ?", [V],
         ["env-valley-fog-climbs-after-sunset"]),  # fr
    task("b13-t021", "El astrónomo visitante quiere la gráfica del viento en nudos y en hora "
         "local. Prepárala.", [U], ["pref-maren-weather-plots-utc-si"]),  # es
    # camera
    task("b13-t022", "if we warm the imager up on thursday for a filter change, when can it take "
         "science again?", [S], ["sem-ardent-cryocooler-cycle-times"]),
    task("b13-t023", "why did we lose three nights of imaging in january?", [E],
         ["epi-2026-01-20-ardent-vacuum-loss"]),
    task("b13-t024", "the HVAC guy wants to shift the helium compressor two metres tomorrow "
         "morning. anything I need to do tonight?", [P],
         ["rule-ardent-ramp-before-compressor-work"]),
    task("b13-t025", "Add the camera to the morning summary script.", [U],
         ["pref-maren-camera-health-morning-table"]),
    task("b13-t026", "tomorrow is forecast sunny and 30 C. fine to shoot the darks at 3pm like "
         "always?", [V], ["env-compressor-room-heat-drifts-ccd"]),
    task("b13-t027", "Der Elektriker will morgen früh die Versorgung des Kompressors unter dem "
         "Kuppelboden umklemmen. Was muss vorher passieren?", [P],
         ["rule-ardent-ramp-before-compressor-work"]),  # de
    task("b13-t028", "Quanto tempo ci vuole per riportare la camera CCD in temperatura dopo un "
         "riscaldamento completo?", [S], ["sem-ardent-cryocooler-cycle-times"]),  # it
    # laser
    task("b13-t029", "what stops the guide-star laser from firing into a passing plane?", [S],
         ["sem-wavefold-laser-closure-list"]),
    task("b13-t030", "the laser night in february with the wrong satellite file, what exactly "
         "happened?", [E], ["epi-2026-02-18-laser-without-closure-list"]),
    task("b13-t031", "tonight's satellite file still isn't in at 19:00 and the AO run starts at "
         "21:00. just use yesterday's?", [P], ["rule-laser-check-closure-list-date"]),
    task("b13-t032", "Draft the write-up of last night's aircraft near the laser beam.", [U],
         ["pref-maren-laser-reports-twelve-hours"]),
    task("b13-t033", "new-moon AO run next week with blocks from 22:00 to 01:00 local. how much "
         "will the satellite windows eat?", [V],
         ["env-laser-closures-cluster-before-midnight"]),
    task("b13-t034", "Le fichier des fenêtres satellites de cette nuit n'est pas arrivé. On "
         "lance quand même le laser ?", [P], ["rule-laser-check-closure-list-date"]),  # fr
    task("b13-t035", "Naquela noite de fevereiro em que o laser funcionou com a lista de "
         "satélites errada, quanto tempo durou e quem foi avisado?", [E],
         ["epi-2026-02-18-laser-without-closure-list"]),  # pt
    # scheduler
    task("b13-t036", "how often does the scheduler re-pick the next block, and what does it "
         "weigh?", [S], ["sem-queuelight-ranking-inputs"]),
    task("b13-t037", "what went wrong with the queue on 26 feb?", [E],
         ["epi-2026-02-26-seeing-feed-frozen"]),
    task("b13-t038", "after last night's mess I want to bump the moon-distance weight, PR is "
         "ready. merge it?", [P], ["rule-queuelight-replay-before-weight-change"]),
    task("b13-t039", "We're switching the queue to the new airmass penalty today, roll it out.",
         [U], ["pref-maren-scheduler-changes-announced-by-16"]),
    task("b13-t040", "seeing has been 1.5 for two hours. what will the queue do for the rest of "
         "the night?", [V], ["env-queuelight-falls-to-filler-in-bad-seeing"]),
    task("b13-t041", "Si el seeing se queda en 1,4 segundos de arco toda la noche, ¿qué pasa "
         "con los programas de grado A?", [V],
         ["env-queuelight-falls-to-filler-in-bad-seeing"]),  # es
    task("b13-t042", "Wo stelle ich ein, wie stark die Luftmasse beim Auswählen der Blöcke "
         "zählt?", [S], ["sem-queuelight-ranking-inputs"]),  # de
    # proposals
    task("b13-t043", "when exactly does the september call close, and in which timezone?", [S],
         ["sem-callbox-deadlines-and-grades"]),
    task("b13-t044", "what was the deal with proposal uploads bouncing in march?", [E],
         ["epi-2026-03-01-callbox-upload-limit"]),
    task("b13-t045", "it's 26 feb and I have a small nginx cleanup for web03. go?", [P],
         ["rule-callbox-freeze-in-deadline-week"]),
    task("b13-t046", "Reply to the PI asking why their proposal got a C.", [U],
         ["pref-maren-pi-mail-signed-office"]),
    task("b13-t047", "how much traffic will the proposal site get on closing day? do we need "
         "more workers?", [V], ["env-callbox-load-last-day"]),
    task("b13-t048", "Scrivi ai PI che la scadenza è stata prorogata di ventiquattro ore.", [U],
         ["pref-maren-pi-mail-signed-office"]),  # it
    task("b13-t049", "¿Qué pasó el último día de la convocatoria de marzo, cuando los PDF de "
         "los investigadores no subían?", [E], ["epi-2026-03-01-callbox-upload-limit"]),  # es
    # pipeline
    task("b13-t050", "where do last night's reduced frames end up, and when does the pipeline "
         "kick off?", [S], ["sem-reducto-nightly-run"]),
    task("b13-t051", "the doughnut residuals a PI complained about in february, what caused "
         "them?", [E], ["epi-2026-02-10-stale-flats-after-filter-swap"]),
    task("b13-t052", "we put the new H-alpha filter in slot 5 this afternoon. anything for the "
         "pipeline before tonight?", [P],
         ["rule-reducto-invalidate-flats-after-filter-change"]),
    task("b13-t053", "Refactor Reducto's bias combination and open the PR.", [U],
         ["pref-maren-pipeline-golden-night"]),
    task("b13-t054", "tonight's survey should produce about 1100 raw frames. any knock-on "
         "tomorrow?", [V], ["env-reducto-long-nights-overrun"]),
    task("b13-t055", "Trocámos dois filtros da roda da câmara hoje. O que tenho de fazer no "
         "pipeline?", [P], ["rule-reducto-invalidate-flats-after-filter-change"]),  # pt
    task("b13-t056", "Avec plus de mille poses cette nuit, est-ce que la réduction sera finie "
         "avant les calibrations de l'après-midi ?", [V],
         ["env-reducto-long-nights-overrun"]),  # fr
    # archive
    task("b13-t057", "when does a frame taken last night become public?", [S],
         ["sem-boveda-proprietary-twelve-months"]),
    task("b13-t058", "the programme whose data went public too early in february, what "
         "happened there?", [E], ["epi-2026-02-14-early-release"]),
    task("b13-t059", "three programmes have wrong extension dates, I'll just fix them with an "
         "UPDATE on the archive db, ok?", [P], ["rule-boveda-no-prod-sql-on-release-dates"]),
    task("b13-t060", "Email the PI whose frames were downloadable for a day by mistake.", [U],
         ["pref-maren-calls-pis-on-exposure"]),
    task("b13-t061", "I need to rerun the Valdehierro sync now, at 23:00. what will it "
         "affect?", [V], ["env-mirror-rsync-starves-link"]),
    task("b13-t062", "Kann ich die Freigabedaten von drei Programmen schnell direkt in der "
         "Produktionsdatenbank per SQL korrigieren?", [P],
         ["rule-boveda-no-prod-sql-on-release-dates"]),  # de
    task("b13-t063", "Se faccio partire la copia verso l'università a mezzanotte, cosa "
         "succede agli osservatori remoti?", [V], ["env-mirror-rsync-starves-link"]),  # it
    # night log
    task("b13-t064", "how does the night log reach the ops mailing list in the morning?", [S],
         ["sem-nightbook-entries-and-export"]),
    task("b13-t065", "april night where the log entries just disappeared, what happened?", [E],
         ["epi-2026-04-02-nightbook-offline-entries-lost"]),
    task("b13-t066", "I wrote 'fog, closed 2h' in the note for last night's loss. that's "
         "enough, right?", [P], ["rule-nightbook-loss-category-required"]),
    task("b13-t067", "Summarise last night for Maren.", [U], ["pref-maren-time-loss-at-top"]),
    task("b13-t068", "I pasted the full-size all-sky PNGs into tonight's log. will the morning "
         "export be fine?", [V], ["env-nightbook-export-fails-on-big-image"]),
    task("b13-t069", "Rédige le résumé de la nuit dernière pour la réunion de 9 h.", [U],
         ["pref-maren-time-loss-at-top"]),  # fr
    task("b13-t070", "¿A qué hora se genera el PDF del cuaderno de noche y adónde va?", [S],
         ["sem-nightbook-entries-and-export"]),  # es
    # calibration
    task("b13-t071", "how long does a thorium arc last and where are the spare ones kept?",
         [S], ["sem-lampbox-thar-hours"]),
    task("b13-t072", "what happened with the arc lamp in march?", [E],
         ["epi-2026-03-20-thar-died-mid-calibration"]),
    task("b13-t073", "lampctl shows the ThAr at 720 h but it's still bright. leave it in?", [P],
         ["rule-lampbox-replace-thar-at-700"]),
    task("b13-t074", "Order a new halogen lamp and two LED drivers.", [U],
         ["pref-maren-spares-monthly-with-part-numbers"]),
    task("b13-t075", "I switch the halogen on and start the flats straight away, any "
         "problem?", [V], ["env-halogen-flats-drift-first-minutes"]),
    task("b13-t076", "Warum hatten wir im März zwei Nächte lang keine Wellenlängenkalibrierung, "
         "und was war mit der Ersatzlampe?", [E],
         ["epi-2026-03-20-thar-died-mid-calibration"]),  # de
    task("b13-t077", "Se eu começar os flats logo depois de ligar a lâmpada de halogénio, o "
         "master fica bom?", [V], ["env-halogen-flats-drift-first-minutes"]),  # pt
    # spectrograph
    task("b13-t078", "how sensitive is the RV spectrograph to temperature?", [S],
         ["sem-kestrel-thermal-enclosure"]),
    task("b13-t079", "why did the RV standards wander by 30 m/s in late february?", [E],
         ["epi-2026-02-23-kestrel-door-opened"]),
    task("b13-t080", "IT needs to pull a new fibre patch through the spectrograph room on "
         "friday. fine?", [P], ["rule-kestrel-room-entry-booked"]),
    task("b13-t081", "Send Maren the spectrograph stability numbers.", [U],
         ["pref-maren-kestrel-weekly-drift-plot"]),
    task("b13-t082", "we open it up tuesday morning for the detector swap. when can the planet "
         "programmes start again?", [V], ["env-kestrel-resettles-in-36h"]),
    task("b13-t083", "Un tecnico vuole entrare domani nella stanza dello spettrografo per "
         "sistemare un cavo. Lo faccio entrare?", [P],
         ["rule-kestrel-room-entry-booked"]),  # it
    task("b13-t084", "Si on ouvre l'enceinte du spectrographe lundi, combien de temps avant que "
         "le point zéro redevienne stable ?", [V], ["env-kestrel-resettles-in-36h"]),  # fr
    # timing
    task("b13-t085", "what keeps the camera clocks in sync, and how long can it coast without "
         "satellites?", [S], ["sem-tickstone-gps-ptp"]),
    task("b13-t086", "the occultation timing mess in january, what went wrong?", [E],
         ["epi-2026-01-31-gps-cable-water-holdover"]),
    task("b13-t087", "asteroid occultation at 03:12 UTC tonight. anything to check first?", [P],
         ["rule-tickstone-lock-check-before-timing-runs"]),
    task("b13-t088", "Rename the fast photometer's output files to include when they were "
         "taken.", [U], ["pref-maren-iso-utc-z"]),
    task("b13-t089", "it's dumping snow on the catwalk. what happens to our time signal?", [V],
         ["env-gps-lock-lost-under-snow"]),
    task("b13-t090", "Añade la hora a los nombres de archivo del nuevo exportador.", [U],
         ["pref-maren-iso-utc-z"]),  # es
    task("b13-t091", "Wo sehe ich, ob der Zeitserver gerade am GPS hängt?", [S],
         ["sem-tickstone-gps-ptp"]),  # de
    # power
    task("b13-t092", "if the grid goes, how long until backup power kicks in, and how long do "
         "the dome and mount last on batteries alone?", [S], ["sem-site-power-gen2-ups"]),
    task("b13-t093", "what happened in the january blackout when the generator wouldn't "
         "start?", [E], ["epi-2026-01-16-gen2-gelled-fuel"]),
    task("b13-t094", "forecast says -10 next week. anything to do on the generator?", [P],
         ["rule-gen2-winter-diesel-weekly-start"]),
    task("b13-t095", "Order 3,500 litres of diesel for the generator.", [U],
         ["pref-maren-fuel-orders-over-2000l"]),
    task("b13-t096", "thunderstorm 15 km west and heading our way. what should the night "
         "assistant expect?", [V], ["env-thunderstorm-micro-cuts"]),
    task("b13-t097", "O que aconteceu no apagão de janeiro, quando o gerador não arrancou e a "
         "sala de controlo ficou às escuras?", [E], ["epi-2026-01-16-gen2-gelled-fuel"]),  # pt
    task("b13-t098", "C'è un temporale a 10 km: cosa succederà alla cupola e al gruppo "
         "elettrogeno?", [V], ["env-thunderstorm-micro-cuts"]),  # it
    # remote observing
    task("b13-t099", "can a remote observer slew the telescope themselves?", [S],
         ["sem-farside-accounts-scoped-to-nights"]),
    task("b13-t100", "what was the security scare with a visitor's remote login in march?",
         [E], ["epi-2026-03-06-farside-account-left-open"]),
    task("b13-t101", "visiting PI asks to keep her remote access two more weeks to pull her "
         "data. extend it?", [P], ["rule-farside-no-manual-extensions"]),
    task("b13-t102", "Write the quick-start guide for remote observers.", [U],
         ["pref-maren-onboarding-en-es"]),
    task("b13-t103", "six groups want to observe remotely at the same time next tuesday. will "
         "that hold up?", [V], ["env-farside-many-sessions-vnc-drops"]),
    task("b13-t104", "Que s'est-il passé en mars avec le compte d'observation à distance "
         "d'un étudiant qu'on avait prolongé ?", [E],
         ["epi-2026-03-06-farside-account-left-open"]),  # fr
    task("b13-t105", "Schreib eine Anleitung für Gastbeobachter, wie sie sich aus der Ferne "
         "verbinden.", [U], ["pref-maren-onboarding-en-es"]),  # de
    # site lighting
    task("b13-t106", "when do the outside lights switch to red, and who shuts the road?", [S],
         ["sem-penumbra-red-at-twilight"]),
    task("b13-t107", "what happened with the workshop light in march?", [E],
         ["epi-2026-03-24-workshop-flood-left-on"]),
    task("b13-t108", "roofers were up on the workshop all day today. anything before sunset?",
         [P], ["rule-penumbra-check-overrides-before-dusk"]),
    task("b13-t109", "Plan a public stargazing night for next month, hosted in the visitor centre.",
         [U], ["pref-maren-public-nights-end-early"]),
    task("b13-t110", "we have a public night on friday. will the guider notice?", [V],
         ["env-public-nights-headlight-hits"]),
    task("b13-t111", "Organiza una noche de observación para el público el sábado, que "
         "termine a las 23:30.", [U], ["pref-maren-public-nights-end-early"]),  # es
    task("b13-t112", "Come lascio acceso per qualche ora un faro esterno durante una "
         "manutenzione?", [S], ["sem-penumbra-red-at-twilight"]),  # it
    # ToO alerts
    task("b13-t113", "how does a gamma-ray burst alert end up on the telescope?", [S],
         ["sem-flarebell-alert-filters"]),
    task("b13-t114", "the GW alert we chased for three hours in february, what happened?", [E],
         ["epi-2026-02-27-retracted-alert-followed"]),
    task("b13-t115", "adding a neutrino alert stream to the ToO listener, new-event handler is "
         "done. ship it?", [P], ["rule-flarebell-handle-retractions"]),
    task("b13-t116", "We had a ToO interrupt last night. Handle the follow-up with the "
         "programmes that lost time.", [U], ["pref-maren-too-displaced-pis-summary"]),
    task("b13-t117", "a 30-minute kestrel exposure is running and a GRB alert lands. how long "
         "until we're on it?", [V], ["env-too-preempts-within-minutes"]),
    task("b13-t118", "Wenn heute Nacht ein Gammablitz-Alarm reinkommt, wie schnell ist das "
         "Teleskop dort?", [V], ["env-too-preempts-within-minutes"]),  # de
    task("b13-t119", "Vou ligar um novo fluxo de alertas de supernovas ao Flarebell. Algo a "
         "testar antes?", [P], ["rule-flarebell-handle-retractions"]),  # pt
    # mirror
    task("b13-t120", "when is the primary getting recoated, and how often do we clean it?",
         [S], ["sem-mirrorlog-co2-cleaning-cycle"]),
    task("b13-t121", "what happened with the mirror clean in february?", [E],
         ["epi-2026-02-17-co2-clean-water-spots"]),
    task("b13-t122", "it's tuesday, the clean is on the calendar, but the mirror is only 2 "
         "degrees above the dew point. go ahead?", [P], ["rule-co2-clean-dew-point-margin"]),
    task("b13-t123", "Upload today's reflectometer readings to Mirrorlog.", [U],
         ["pref-maren-reflectivity-csv-three-bands"]),
    task("b13-t124", "the north wind has been blowing dust for five days. what will that do "
         "to the mirror?", [V], ["env-north-wind-dust-drops-reflectivity"]),
    task("b13-t125", "Enregistre les mesures de réflectivité d'aujourd'hui dans Mirrorlog.",
         [U], ["pref-maren-reflectivity-csv-three-bands"]),  # fr
    task("b13-t126", "Hoy toca limpiar el espejo con nieve carbónica pero la cúpula está "
         "húmeda y el espejo a 3 grados del punto de rocío. ¿Limpio?", [P],
         ["rule-co2-clean-dew-point-margin"]),  # es
    # extras
    task("b13-t127", "who do I ring at 2am if the scheduler crashes?", [S],
         ["sem-night-assistant-rota-and-oncall"]),
    task("b13-t128", "Se eu mandar à Maren uma pergunta sobre a falha da cúpula à 1 da manhã, "
         "quando é que ela responde?", [V], ["env-maren-night-messages-read-late"]),  # pt
    task("b13-t129", "I've listed four compressor vendors for Maren with pros and cons and let "
         "her pick. how soon will I hear back?", [V], ["env-maren-option-lists-stall"]),
    task("b13-t130", "Quando cambia il turno degli assistenti notturni?", [S],
         ["sem-night-assistant-rota-and-oncall"]),  # it
]

BLIND13_NO_MEMORY_REQUESTS: list[tuple[str, str]] = [
    ("b13-n01", "what's the difference between seeing and transparency in astronomy?"),
    ("b13-n02", "convert 18 m/s to knots"),
    ("b13-n03", "write a python function that returns the median of a list without numpy"),
    ("b13-n04", "how do I undo the last git commit but keep the changes?"),
    ("b13-n05", "Was ist der Unterschied zwischen Azimut und Höhe?"),
    ("b13-n06", "Quelle est la capitale de l'Australie ?"),
    ("b13-n07", "¿Cómo se calcula la masa de aire a partir de la altura de un objeto?"),
    ("b13-n08", "suggest a name for the observatory's new cat"),
    ("b13-n09", "Spiegami in breve cos'è un'eclissi lunare."),
    ("b13-n10", "what does chmod 640 do?"),
    ("b13-n11", "Qual é a diferença entre TCP e UDP?"),
    ("b13-n12", "explain what a FITS header keyword is, in two sentences"),
]
