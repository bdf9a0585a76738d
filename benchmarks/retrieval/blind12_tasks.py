"""A twelfth workspace and its tasks: a container terminal's operating systems, written from the
record format alone and never fitted on.

The store is the memory of the terminal-systems team at Zeldam Deepsea Terminal (ZDT, an invented
container terminal in the invented port of Zeldam on the invented Merwel estuary: the Havenkern
terminal operating system and its database, the Deckplan vessel-stowage planner fed by carriers'
Stowfile messages, the Hijsnet telemetry historian of the eight ship-to-shore cranes, the
Blokleider control of the automated stacking cranes in the yard, the Poortlezer OCR portals at
the truck gate, the Slotwise truck-appointment system, the Koelwacht reefer monitoring, the
Douanelink customs-release interface, the Spoorplan rail-terminal planner, the Havenbus EDI
gateway to the shipping lines, the Gevarenkaart dangerous-goods segregation checker, the
Getijstation quay weather and tide station, the Ligplaats berth planner, the Kassier storage
billing, the Plekvinder RTK positioning of the straddle carriers, the Kaainet private LTE
network, the Toegang ISPS badge access control and the Kadeview track-and-trace API for
customers) and of its principal (Renske Hoogvliet, who heads terminal systems at ZDT).

Eighteen themes hold one record in each tier naming the same system (a fact, an incident, a
lesson, a preference and a prediction about the OCR portals, the reefer racks, the customs holds
or the berth plan), so a request's words say what it is about and only its shape says which
kind of memory answers it. Three more records: a fact about the systems on-call rota and two
predictions of how Renske reacts to messages (long messages without a summary on top, and
incident reports sent late in the evening). Lessons are written the way the layout reference's
lessons are (a trigger list of entities and situation words, a "When ..., do: ... Not: ..."
body and a "Why:" quote).

Counts: 93 records (19 semantic, 18 episodic, 18 procedural, 18 personalized, 20
environment-dynamics); 130 tasks, each with one needed tier and one answering record;
12 no-memory requests.

Written by hand by a writer who had not read the recall code, its cue tables, its weights or
any other store; the only inputs were the canonical SPEC's tier definitions and one earlier task
file's layout (its docstring, its first records, its first tasks and its first no-memory
requests) plus the record constructors' signatures. The set was never run through recall before
being handed over. Every system, company, person, place and number is invented; nothing was
copied from a public text. Record dates lie between January and mid-June 2025 so that none is
after the benchmark's "today". Requests are typed the way a terminal-systems engineer, a
planner, a gate clerk, a reefer technician or a coding agent would type them (imperatives, "how
do I", "where is", "what happened when", "will X if", "what does Renske want", terse
fragments); about 30 % are in German, French, Spanish, Italian or Portuguese, and none copies
its record's wording. Hard families on purpose: an imperative whose needed memory is how Renske
wants that kind of work done (personalized), a question about how a system, a customer or
Renske will react (environment-dynamics), "how do I" / "where is" about a fact (semantic), the
situation a lesson is for told without the lesson's words (procedural), and "what happened last
time" (episodic).
BLIND12_NO_MEMORY_REQUESTS lists requests that no record in this store answers (general
knowledge or small talk), as plain (id, text) pairs outside the task constructor, for a caller
that wants to measure abstention. Report it in aggregate; do not tune on it.
"""

from __future__ import annotations

from typing import Any

from benchmarks.retrieval.dataset import E, P, S, U, V, env, epi, pref, rule, sem, task

BLIND12_RECORDS: list[dict[str, Any]] = [
    # 1 terminal operating system core
    sem("sem-havenkern-db-and-nightly-jobs", "tos-core", 0.95, 18, "2025-02-03",
        "Havenkern runs on hk-db01 with a streaming replica; the unit table holds 2.3M rows",
        "Havenkern, the terminal operating system, runs on four application servers "
        "(hk-app01 to hk-app04) in front of a PostgreSQL primary hk-db01 with a streaming "
        "replica hk-db02 in the second server room. Every container visit is a row in the "
        "unit table (about 2.3 million rows including history). Releases are built from the "
        "hk-release repository and installed by the systems on-call with the release runbook; "
        "the yard reconcile job runs every night at 03:10 and the history purge on Sundays."),
    epi("epi-2025-03-18-havenkern-migration-lock", "tos-core", "incident", "2025-03-18",
        "A release migration locked the unit table for 27 minutes with the Arkona Star alongside",
        "The 11:00 Havenkern release added a column with a default value to the unit table. "
        "The migration held an exclusive lock on the table from 11:06 to 11:33 while the MV "
        "Arkona Star was being worked at berth 2. Crane-driver tablets and checker handhelds "
        "froze on 'waiting for job', four quay cranes stood idle, and the vessel left 70 "
        "minutes behind its window. The release itself was otherwise fine and was not rolled "
        "back."),
    rule("rule-havenkern-migrations-in-tuesday-window", "tos-core",
         ["Havenkern", "hk-db01", "unit table", "schema migration", "release", "ALTER TABLE",
          "hk-release"], "high", 1, "2025-03-19",
         "Run Havenkern schema migrations only in the Tuesday night window with no vessel working",
         "When a Havenkern release carries a schema migration, do: rehearse it on hk-db-stage "
         "restored from last night's production dump, time it, and run it in the Tuesday "
         "01:00-04:00 window after checking in Ligplaats that no vessel is being worked. Not: "
         "ship it with a daytime release because the change looks small. Why: \"Every minute "
         "the unit table is locked, eight cranes are waiting on us.\" (Renske, 2025-03-19)"),
    pref("pref-renske-release-notes-quay-yard-gate", "change-communication", "tos-core",
         "2025-03-24",
         "Renske wants Havenkern release notes split into quay, yard and gate, with a rollback line",
         "Renske wants every Havenkern release note in three short blocks: what changes for "
         "the quay, what changes for the yard, what changes at the truck gate (write 'nothing' "
         "where nothing changes). Below them one line with the rollback step and the name of "
         "the person who will run it. She does not want commit lists or ticket numbers in the "
         "note itself."),
    env("env-reconcile-plus-big-vessel-slow-tablets", "system-state", "tos-core",
        "When the 03:10 yard reconcile runs while a vessel of more than 3,000 moves is worked",
        "query latency on hk-db01 climbs to about 4 s at p95 and crane tablets lag by 10-20 s "
        "per job until the reconcile ends around 03:50", 6, 1, "2025-04-22",
        "Seen on seven nights with a big vessel alongside. The miss was a night the replica was "
        "down and the reconcile was skipped by its own guard."),
    # 2 vessel planning
    sem("sem-deckplan-stowfile-import", "vessel-planning", 0.92, 11, "2025-01-20",
        "Deckplan imports carriers' Stowfile v3 messages from the Havenbus inbox; cut-off 24 h",
        "Deckplan is the vessel-stowage planner. Carriers send the arrival stowage and the "
        "load list as Stowfile v3 messages through Havenbus; the stowfile-parser service picks "
        "them up from /srv/deckplan/inbox, checks them and loads them into the vessel visit. "
        "The load-list cut-off is 24 hours before ETA. Weights must be in kilograms and every "
        "export box needs a verified gross mass; parser rejects land in /srv/deckplan/rejected "
        "with a reason file next to them."),
    epi("epi-2025-02-06-stowfile-tonnes-crane-overload", "vessel-planning", "incident",
        "2025-02-06",
        "A Stowfile with weights in tonnes passed the parser and a quay crane hit its overload stop",
        "A feeder operator started sending Stowfile weights in tonnes instead of kilograms. "
        "The parser accepted values like 28.4 as 28.4 kg, Deckplan planned heavy 40-footers "
        "as empty boxes on top tiers, and at 15:40 QC03 lifted one and stopped on its load "
        "monitor. Planning took four hours to reweigh and restow the bays; the feeder sailed "
        "the next morning."),
    rule("rule-reject-stowfile-when-weights-implausible", "vessel-planning",
         ["Deckplan", "Stowfile", "stowfile-parser", "VGM", "load list", "weights",
          "carrier message"], "high", 0, "2025-02-07",
         "Send back a stowage file whose total weight is off; never correct the weights ourselves",
         "When a carrier's Stowfile has a total weight more than 10 % away from its own load "
         "list, or box weights that look like another unit, do: reject it back to the line "
         "through Havenbus with the bay numbers that look wrong and tell the duty planner. Not: "
         "fix the weights in Deckplan or in the file by hand. Why: \"If we change their weights "
         "we own their weights.\" (Renske, 2025-02-07)"),
    pref("pref-renske-planning-anomalies-bay-numbers", "communication", "vessel-planning",
         "2025-02-10",
         "Renske wants planning anomalies posted in the planning channel with bay and row, no screenshots",
         "Renske wants anything odd in a vessel plan posted in the #planning-duty channel, not "
         "in a direct message: vessel name and visit number first, then each problem as "
         "bay-row-tier with what is wrong, as text she can search later. Screenshots of "
         "Deckplan only as an extra, never instead of the text."),
    env("env-stowfile-parser-time-per-unit", "skill-output-shape", "vessel-planning",
        "When stowfile-parser gets a file for a vessel above about 14,000 units",
        "it takes roughly 40 seconds per thousand units and hits its 10-minute timeout, so the "
        "file lands in rejected with reason 'timeout' although nothing is wrong in it", 4, 0,
        "2025-05-06",
        "Four mega-vessel calls this spring; each time a manual rerun with --no-timeout loaded "
        "the file in about eleven minutes."),
    # 3 quay cranes
    sem("sem-hijsnet-crane-telemetry", "quay-cranes", 0.93, 14, "2025-01-14",
        "Hijsnet keeps 90 days of telemetry from the eight quay cranes QC01-QC08",
        "Hijsnet is the historian for the eight ship-to-shore cranes QC01 to QC08. Each crane "
        "PLC pushes spreader cycles, hoist and trolley motor temperatures, load-monitor "
        "readings and fault codes once a second to hijsnet01. Raw data is kept 90 days on the "
        "/data volume, hourly aggregates for five years. The crane manufacturer's warranty "
        "claims need the raw hoist data, so exports for open claims go to the claims share."),
    epi("epi-2025-04-09-hijsnet-disk-full-warranty-data", "quay-cranes", "incident",
        "2025-04-09",
        "Hijsnet's disk filled and someone dropped old partitions, losing QC06's warranty evidence",
        "The /data volume on hijsnet01 reached 100 % on a Wednesday night and new telemetry "
        "stopped. To get it running again the on-call dropped the twenty oldest daily "
        "partitions. Those held the hoist-motor data for QC06's open gearbox warranty claim; "
        "without it the manufacturer rejected part of the claim, about 48,000 EUR."),
    rule("rule-hijsnet-extend-volume-never-drop-partitions", "quay-cranes",
         ["Hijsnet", "hijsnet01", "/data", "disk full", "partitions", "retention",
          "crane telemetry"], "high", 1, "2025-04-10",
         "When the Hijsnet volume fills, grow it; check open warranty claims before deleting data",
         "When hijsnet01's data volume is filling up, do: extend the volume first (there is "
         "spare space in the SAN pool), and before any retention change ask the crane "
         "maintenance lead which cranes have open claims and export their raw data. Not: drop "
         "the oldest partitions to make room. Why: \"Old crane data is cheap to keep and "
         "expensive to lose.\" (Renske, 2025-04-10)"),
    pref("pref-renske-crane-downtime-minutes-per-shift", "reporting", "quay-cranes",
         "2025-01-27",
         "Renske wants crane downtime as minutes per crane per shift in one table",
         "Renske wants quay-crane downtime reported as a table: cranes QC01-QC08 as rows, the "
         "three shifts (06-14, 14-22, 22-06) as columns, minutes of unplanned stop in each "
         "cell, and the top fault code per crane in a last column. No percentages of "
         "availability; she says those hide the short stops."),
    env("env-hoist-overtemp-derate", "system-state", "quay-cranes",
        "When a quay crane's hoist motor passes 95 C",
        "the crane PLC derates hoist speed by about a third within two minutes and the crane "
        "drops from around 30 to about 21 moves an hour until the motor cools", 9, 1,
        "2025-06-03",
        "Ten warm-day cases so far, mostly QC02 and QC07. The miss was a night with a light "
        "feeder where the derate happened but moves did not drop because the crane was "
        "waiting on straddles anyway."),
    # 4 yard automation
    sem("sem-blokleider-asc-blocks", "yard-automation", 0.91, 12, "2025-01-09",
        "Blokleider drives 44 stacking cranes in 22 blocks; config changes need a restart",
        "The yard has 22 automated blocks (A01 to K02), each with a waterside and a landside "
        "stacking crane, stacking five high. Blokleider is the equipment-control layer: it "
        "takes jobs from Havenkern and sequences the cranes. Its configuration (speed "
        "profiles, block limits, transfer-zone rules) sits in blokleider.conf on bl-ctrl01 "
        "and is only read at start, so any config change needs a restart of the block group; "
        "a restarted crane re-homes for about ten minutes."),
    epi("epi-2025-05-14-blokleider-midshift-restart", "yard-automation", "incident",
        "2025-05-14",
        "A mid-afternoon Blokleider restart halted every stacking crane and queued 130 trucks",
        "To apply a new speed profile, Blokleider was restarted for all block groups at 14:20 "
        "on a Wednesday. All 44 stacking cranes went to safe state, re-homing took until "
        "15:05, and the landside queue reached 130 trucks; two hauliers missed their rail "
        "connection. The speed profile itself worked as intended."),
    rule("rule-blokleider-restart-per-group-at-shift-change", "yard-automation",
         ["Blokleider", "bl-ctrl01", "blokleider.conf", "stacking crane", "ASC", "restart",
          "speed profile"], "high", 0, "2025-05-15",
         "Restart Blokleider one block group at a time during the 06:00 shift change",
         "When a Blokleider configuration change needs a restart, do: restart one block group "
         "at a time during the 05:45-06:15 shift handover, with the yard supervisor agreeing "
         "on the radio before each group. Not: restart all groups together in the middle of a "
         "shift. Why: \"A config change can wait for six o'clock; trucks on the motorway "
         "cannot.\" (Renske, 2025-05-15)"),
    pref("pref-renske-yard-supervisor-heads-up", "change-communication", "yard-automation",
         "2025-05-16",
         "Renske wants the yard supervisor told an hour ahead of any work touching the stacking cranes",
         "Renske wants anyone working on Blokleider, the block PLCs or the transfer-zone "
         "cameras to phone the yard supervisor on duty at least an hour before starting, and to "
         "log the call in the shift log with the supervisor's name. A ticket or an email to the "
         "yard team does not count."),
    env("env-one-asc-down-landside-waits", "workspace-state-transitions", "yard-automation",
        "When one of the two stacking cranes in a block breaks down",
        "the remaining crane works both ends at about 60 % of the block's usual rate and "
        "landside truck waits at that block rise to around 25 minutes within the hour", 7, 2,
        "2025-04-28",
        "Nine breakdowns logged. The misses were both Sunday mornings when truck volume was "
        "too low for waits to build."),
    # 5 truck gate OCR
    sem("sem-poortlezer-ocr-portals", "truck-gate", 0.92, 13, "2025-01-16",
        "Poortlezer OCR portals accept reads at 0.92 confidence; lower goes to the remote clerks",
        "Six inbound lanes pass through Poortlezer OCR portals that read container numbers, "
        "ISO type codes, seal presence and licence plates. A read at or above 0.92 confidence "
        "is accepted; anything lower goes to the remote clerk queue in the gatehouse. Images "
        "are kept 30 days on ocr-store01. Portal settings, including the threshold, live in "
        "the poortlezer-config repository."),
    epi("epi-2025-03-03-lane3-lens-misreads", "truck-gate", "incident", "2025-03-03",
        "After a lens swap on lane 3 the portal misread check digits and the queue reached the slip road",
        "A camera lens on the lane-3 portal was replaced on a Monday morning and the lane "
        "reopened at once. The new lens was slightly out of focus; the portal confused O and 0 "
        "and failed check digits on most boxes, sending about 300 trucks to the remote clerks. "
        "The queue backed up onto the motorway slip road and the highway authority phoned the "
        "terminal at 10:15."),
    rule("rule-poortlezer-reference-images-after-hardware", "truck-gate",
         ["Poortlezer", "OCR portal", "camera", "lens", "lane", "read rate",
          "remote clerk"], "high", 0, "2025-03-04",
         "After any camera work on a gate portal, replay the reference images before reopening the lane",
         "When a portal camera, lens or light has been touched, do: run the 50 reference images "
         "through the portal in test mode and compare the read rate with the last run; reopen "
         "the lane only at 96 % or better. Not: reopen the lane and watch the clerk queue. "
         "Why: \"The slip road is where we find out, and that is too late.\" (Renske, "
         "2025-03-04)"),
    pref("pref-renske-gate-kpis-per-lane-hourly", "reporting", "truck-gate", "2025-01-30",
         "Renske wants gate performance per lane per hour, trucks handled and median turn time",
         "Renske wants gate figures as trucks per hour and median truck turn time for each "
         "lane, hour by hour from 06:00 to 22:00, with the remote-clerk share in a separate "
         "column. Daily averages are not useful to her; the peaks are what she wants to see."),
    env("env-heavy-rain-ocr-read-rate", "system-state", "truck-gate",
        "When rain at the gate is heavier than about 4 mm an hour",
        "the portals' accepted-read rate falls from about 97 % to around 85 % and the "
        "remote-clerk queue roughly triples", 8, 1, "2025-05-20",
        "Nine heavy-rain days this year. The miss was rain at night with few trucks, so the "
        "queue stayed short although the read rate fell."),
    # 6 truck appointments
    sem("sem-slotwise-grid-and-api", "truck-appointments", 0.9, 10, "2025-01-22",
        "Slotwise books 30-minute slots; hauliers' systems use the API at 10 requests a second",
        "Hauliers book truck visits in Slotwise in 30-minute slots, with capacity set per "
        "slot and lane type (import pickup, export delivery, empties). A truck more than 30 "
        "minutes early or late is turned away unless capacity is free. Hauliers' transport "
        "systems book through the Slotwise REST API, limited to 10 requests per second per "
        "haulier; the grid itself is edited in the Slotwise admin screen and published to "
        "hauliers."),
    epi("epi-2025-02-21-slot-grid-cancelled-bookings", "truck-appointments", "incident",
        "2025-02-21",
        "A new slot grid published on a Friday cancelled 400 existing bookings",
        "A change from 30- to 20-minute slots for export deliveries was published at 16:00 on "
        "a Friday. Bookings on the old grid did not map onto the new slots and Slotwise "
        "cancelled about 400 of them for Monday and Tuesday with an automatic email. Hauliers "
        "rebooked over the weekend, several complained to the port authority, and the grid "
        "was reverted on Saturday."),
    rule("rule-slot-grid-migrate-bookings-72h-notice", "truck-appointments",
         ["Slotwise", "slot grid", "booking", "appointment", "capacity", "haulier",
          "publish"], "high", 0, "2025-02-24",
         "Move existing bookings onto a new slot grid in staging and announce it 72 hours ahead",
         "When changing the Slotwise slot grid or capacities, do: load the change into the "
         "staging copy with real bookings, check that every existing booking moves to a slot, "
         "and announce it in the haulier bulletin at least 72 hours before it takes effect. "
         "Not: publish a grid that drops booked slots. Why: \"A booking is a promise we made "
         "to a driver.\" (Renske, 2025-02-24)"),
    pref("pref-renske-haulier-messages-bilingual-unsigned", "communication",
         "truck-appointments", "2025-02-25",
         "Renske wants messages to hauliers in Dutch and English, signed by the terminal",
         "Renske wants every message to hauliers (bulletins, Slotwise notices, emails about "
         "outages) written in Dutch first and English below, signed 'ZDT Gate Operations', "
         "never with an engineer's name or phone number, and with a link to the status page "
         "instead of promises about times."),
    env("env-thursday-slot-release-api-surge", "system-state", "truck-appointments",
        "When next week's slots open on Thursday at 10:00",
        "the Slotwise API gets about eight times its usual traffic for twenty minutes, p95 "
        "latency reaches around 6 s and two large hauliers' bots start retrying in tight "
        "loops", 11, 1, "2025-06-05",
        "Twelve Thursdays watched. The miss was Ascension Thursday, when the release was moved "
        "to Wednesday and traffic spread out."),
    # 7 reefers
    sem("sem-koelwacht-reefer-polling", "reefers", 0.93, 12, "2025-01-11",
        "Koelwacht polls 1,800 reefer plugs every 15 minutes through the rack gateways",
        "Koelwacht monitors the 1,800 reefer plugs in six racks (R1 to R6). Each rack has a "
        "gateway that talks to the reefer controllers over power-line modems; Koelwacht polls "
        "every 15 minutes and raises an alarm when the supply temperature is more than 2 C "
        "off setpoint for two polls in a row. Reefer technicians do rounds at 07:00, 15:00 and "
        "23:00. Gateway TLS certificates are issued by the internal CA and last one year."),
    epi("epi-2025-04-26-koelwacht-cert-expiry-silence", "reefers", "incident", "2025-04-26",
        "An expired gateway certificate left rack R4 unmonitored for nine hours",
        "The TLS certificate of the R4 gateway expired at 02:00 on a Saturday. Koelwacht "
        "logged connection errors but raised no alarm, and R4 simply showed no alarms. By the "
        "11:00 check a container of vaccines was at +9 C against a +4 C setpoint after a "
        "controller fault; the cargo was written off and the claim is still open."),
    rule("rule-koelwacht-quiet-rack-is-a-fault", "reefers",
         ["Koelwacht", "reefer rack", "gateway", "no alarms", "last poll", "reefer plug",
          "certificate"], "high", 1, "2025-04-28",
         "Treat a reefer rack that has been silent for an hour as broken until proven otherwise",
         "When a rack in Koelwacht has raised no alarm and no event at all for more than an "
         "hour, do: check the last successful poll time for that gateway and send a technician "
         "to read a few units by hand if it is older than 30 minutes. Not: read the silence as "
         "'all reefers fine'. Why: \"A rack of 300 reefers never has nothing to say.\" "
         "(Renske, 2025-04-28)"),
    pref("pref-renske-reefer-night-escalation-phone", "escalation", "reefers", "2025-05-02",
         "Renske wants night reefer alarms phoned to the reefer lead, not posted in chat",
         "Between 22:00 and 06:00 Renske wants any reefer alarm that is not cleared within 30 "
         "minutes phoned to the reefer lead on call (Sander Bos this season), and only "
         "afterwards written in the reefer channel. A chat message alone at night is treated "
         "as not escalated."),
    env("env-rack-power-restore-breaker-trip", "system-state", "reefers",
        "When power comes back to a whole reefer rack at once after an outage",
        "the plugged units start their compressors together and the rack's main breaker trips "
        "again within about 90 seconds unless the plugs are switched back in groups", 4, 1,
        "2025-03-30",
        "Five rack-wide restorations. The miss was R6 in January when half the units were "
        "empty and switched off."),
    # 8 customs
    sem("sem-douanelink-holds", "customs", 0.94, 15, "2025-01-18",
        "Douanelink sets CUS, SCN and VET holds; only a customs message lifts them",
        "Import boxes cannot be picked up until Douanelink has received a release from the "
        "customs authority. Holds come in three kinds: CUS (documents), SCN (must go through "
        "the X-ray scanner at lane S) and VET (veterinary inspection). Messages arrive over "
        "AS2 on dl-gw01 and are logged in the Douanelink message log with the customs "
        "reference. Gate clerks can see holds but not lift them; the override screen is for "
        "the customs desk only."),
    epi("epi-2025-03-27-manual-release-scan-hold", "customs", "incident", "2025-03-27",
        "A clerk lifted a scan hold on a paper release and the box left unscanned; 15,000 EUR fine",
        "A haulier showed a paper release for a container still under an SCN hold. A gate "
        "clerk with leftover override rights lifted the hold and the truck left. The paper "
        "release covered documents only; customs had selected the box for scanning. Customs "
        "fined the terminal 15,000 EUR and the override rights of all clerks were removed."),
    rule("rule-customs-hold-check-log-call-desk", "customs",
         ["Douanelink", "customs hold", "SCN", "release", "override", "gate clerk",
          "paper release"], "high", 1, "2025-03-28",
         "When a driver says a held box is released, check the message log and call the customs desk",
         "When a haulier or driver insists a container is released but Havenkern still shows a "
         "hold, do: look the box up in the Douanelink message log and phone the customs desk "
         "with the reference; let the truck wait in the buffer. Not: lift or bypass the hold "
         "on the strength of a paper, an email or a screenshot. Why: \"Customs decides when a "
         "box leaves, not the person with the loudest driver.\" (Renske, 2025-03-28)"),
    pref("pref-renske-customs-contact-log", "compliance", "customs", "2025-04-01",
         "Renske wants every contact with customs written in the customs contact log",
         "Renske wants every call or email with the customs authority recorded in the customs "
         "contact log the same day: time, the officer's name, the customs reference, what was "
         "asked and what was agreed. She reviews the log on Fridays and asks about gaps."),
    env("env-customs-backlog-gate-surge", "workspace-state-transitions", "customs",
        "After Douanelink messages resume following an outage of an hour or more",
        "the backlog of releases is processed within about 15 minutes and the gate sees "
        "roughly 60 extra import pickups in the following hour", 5, 1, "2025-05-12",
        "Six outages this year. The miss was a Sunday outage, when hauliers waited until "
        "Monday."),
    # 9 rail terminal
    sem("sem-spoorplan-tracks-and-cutoff", "rail-terminal", 0.9, 9, "2025-01-25",
        "Spoorplan plans trains on four 750 m tracks; the loading list closes 3 hours before departure",
        "The rail terminal has four 750-metre tracks served by two rail-mounted gantries, RMG1 "
        "and RMG2. Trains are planned in Spoorplan from the rail operator's wagon list; the "
        "loading list closes three hours before departure. Wagon payload limits are held in "
        "Spoorplan's wagon register, which is refreshed weekly from the rail operator's "
        "master data."),
    epi("epi-2025-04-15-wagon-overload-train-held", "rail-terminal", "incident",
        "2025-04-15",
        "A 30-tonne box on a 25-tonne wagon held the evening train for three hours",
        "The evening train to the inland hub was planned from a wagon list that gave one "
        "wagon a 32-tonne limit; the register said 25. Spoorplan used the list value and a "
        "30-tonne box was loaded on it. The operator's inspector found it at the departure "
        "check, the box was swapped, the train left three hours late and lost its path on the "
        "main line."),
    rule("rule-spoorplan-trust-wagon-register", "rail-terminal",
         ["Spoorplan", "wagon list", "wagon register", "payload", "train", "RMG",
          "rail operator"], "high", 0, "2025-04-16",
         "Plan wagon loads against the wagon register's limits, not the limits in the wagon list",
         "When planning a train in Spoorplan, do: check each wagon's payload against the wagon "
         "register and flag any wagon where the operator's list gives a higher limit, then ask "
         "the rail operator which one is right before loading. Not: take the limits in the "
         "incoming wagon list as given. Why: \"The inspector reads the plate on the wagon, not "
         "our screen.\" (Renske, 2025-04-16)"),
    pref("pref-renske-train-report-left-behind-reasons", "reporting", "rail-terminal",
         "2025-04-22",
         "Renske wants train departure reports with planned vs loaded TEU and a reason for each box left behind",
         "Renske wants one short report per departed train: planned TEU, loaded TEU, the "
         "departure delay in minutes, and a list of every container left behind with its "
         "number and the reason (late arrival, customs hold, weight, damage). She wants it "
         "within an hour of departure."),
    env("env-late-train-rail-block-fill", "workspace-state-transitions", "rail-terminal",
        "When an inbound train arrives more than two hours late",
        "the next outbound path is lost, about 80 boxes stay in the rail buffer overnight and "
        "block K01 goes above 90 % full by morning", 5, 1, "2025-05-26",
        "Six late trains. The miss was a week with a half-empty K01 after a vessel skipped."),
    # 10 EDI
    sem("sem-havenbus-edi-gateway", "edi", 0.91, 11, "2025-01-12",
        "Havenbus sends move and status messages to each line from edi-gw01 and retries for 24 hours",
        "Havenbus is the EDI gateway between the terminal and the shipping lines. It sends a "
        "MOVE message for every discharge, load, gate-in and gate-out, and a STAT message "
        "when a vessel visit changes state. Each line has a partner profile with its endpoint "
        "and certificate in edi-partners.yaml. Failed sends are retried every five minutes "
        "for 24 hours and then moved to the dead-letter folder /srv/havenbus/dlq on edi-gw01."),
    epi("epi-2025-01-29-edi-old-endpoint-three-days", "edi", "incident", "2025-01-29",
        "After a line moved its endpoint we sent three days of move messages to the old one",
        "A shipping line announced a new EDI endpoint by email. Its partner profile was "
        "updated, but the line's old endpoint still accepted messages without processing "
        "them, so nothing failed on our side. For three days about 11,000 MOVE messages went "
        "nowhere; the line noticed missing gate-outs in its own tracking and charged us for a "
        "manual reconciliation."),
    rule("rule-edi-partner-change-test-ack-first", "edi",
         ["Havenbus", "EDI", "partner profile", "edi-partners.yaml", "endpoint",
          "certificate", "shipping line"], "medium", 0, "2025-01-31",
         "Confirm a line's new EDI endpoint with a test message and its acknowledgement before switching",
         "When a shipping line announces a new EDI endpoint or certificate, do: send a test "
         "MOVE to the new endpoint, wait for the line's functional acknowledgement, and only "
         "then switch the profile; watch acknowledgements for the first day. Not: edit the "
         "partner profile and assume silence means success. Why: \"An endpoint that accepts "
         "everything can still be a black hole.\" (Renske, 2025-01-31)"),
    pref("pref-renske-edi-one-ticket-per-line", "work-tracking", "edi", "2025-02-04",
         "Renske wants each line's EDI change tracked in one ticket with the line's contact and go-live date",
         "Renske wants one ticket per shipping line for each EDI change, titled with the "
         "line's name, holding the line's technical contact, the agreed go-live date, the test "
         "acknowledgement, and the date the old endpoint was retired. Side conversations by "
         "email are to be pasted into the ticket."),
    env("env-partner-down-dlq-disk", "filesystem-response", "edi",
        "When one large line's EDI endpoint stays down for more than a day",
        "about 2,000 messages an hour go into /srv/havenbus/dlq and the edi-gw01 data disk "
        "passes its 85 % alert within roughly three days", 3, 0, "2025-03-11",
        "Three long outages at big lines; nobody cleans the dead-letter folder automatically."),
    # 11 dangerous goods
    sem("sem-gevarenkaart-segregation", "dangerous-goods", 0.95, 16, "2025-01-07",
        "Gevarenkaart enforces DG segregation from gk-rules.yaml; class 7 only in block Z",
        "Gevarenkaart checks every yard allocation of a dangerous-goods container against the "
        "segregation table in gk-rules.yaml (which classes may sit next to, above or across "
        "the aisle from which). Class 1 is never stored, only delivered direct to the ship; "
        "class 7 goes only to block Z. The fire brigade gets the list of DG units in the yard "
        "as a nightly export at 00:30. Joost Verbrugge is the terminal's DG officer."),
    epi("epi-2025-02-12-gk-rules-oxidiser-next-to-flammables", "dangerous-goods", "incident",
        "2025-02-12",
        "A rules-table edit dropped a segregation pair and an oxidiser sat next to flammables for two days",
        "An edit to gk-rules.yaml that tidied duplicate lines also removed the pair 'oxidising "
        "substances vs flammable liquids'. Havenkern then placed a tank of class 5.1 next to "
        "two class 3 boxes in block C04. A harbour-master DG inspector found it two days "
        "later; the boxes were moved and the terminal received a formal warning."),
    rule("rule-gk-rules-regression-set-and-dg-officer", "dangerous-goods",
         ["Gevarenkaart", "gk-rules.yaml", "segregation", "dangerous goods", "IMDG class",
          "DG officer", "rules table"], "high", 0, "2025-02-13",
         "Run the 120 known placements against any segregation-table change and get the DG officer to sign",
         "When gk-rules.yaml changes, even for formatting, do: run the regression set of 120 "
         "known good and bad placements, attach the result to the change, and get Joost "
         "Verbrugge's written sign-off before deploying. Not: deploy after reading the diff. "
         "Why: \"The diff looked like tidying; the yard looked like a fire.\" (Renske, "
         "2025-02-13)"),
    pref("pref-renske-dg-signoff-on-top", "review", "dangerous-goods", "2025-02-17",
         "Renske wants anything about dangerous goods to reach her with the DG officer's sign-off on top",
         "Renske does not want to be the first reviewer of anything that touches dangerous "
         "goods. Proposals, reports and changes go to Joost Verbrugge first; when they reach "
         "her, his sign-off (name, date, any conditions) is the first line of the document."),
    env("env-dg-heavy-discharge-allocation-slow", "skill-output-shape", "dangerous-goods",
        "When a vessel discharges more than 200 dangerous-goods units in one call",
        "Gevarenkaart's check per allocation grows from about 0.3 s to around 2 s and quay "
        "cranes start waiting for yard positions", 4, 1, "2025-05-29",
        "Five heavy DG calls. The miss was a call where most DG units were class 9, which "
        "have few segregation pairs."),
    # 12 quay weather
    sem("sem-getijstation-wind-tide", "quay-weather", 0.92, 12, "2025-01-05",
        "Getijstation feeds wind and tide every minute; quay cranes stop at 20 m/s gusts",
        "Getijstation is the weather and tide station on the quay head. It sends mean wind, "
        "gusts at 10 m and at boom height, and the water level to Havenkern's weather panel "
        "every minute. Operating limits: quay cranes stop at 20 m/s gusts at boom height and "
        "are stowed with storm pins above 25 m/s; stacking cranes stop at 25 m/s. Alert rules "
        "live in getij-alerts.yaml."),
    epi("epi-2025-01-23-storm-alert-on-mean-wind", "quay-weather", "incident", "2025-01-23",
        "A storm alert keyed on mean wind came 25 minutes late and QC07 was pinned in 28 m/s",
        "During the January storm the stow alert in getij-alerts.yaml was set on mean wind "
        "instead of gusts. Gusts passed 25 m/s at 17:35 but the alert fired at 18:00. Five "
        "cranes were stowed in time; the crew pinned QC07 in gusts of 28 m/s, which the "
        "safety officer recorded as a near miss."),
    rule("rule-stow-cranes-on-forecast-two-hours-ahead", "quay-weather",
         ["Getijstation", "storm", "gusts", "stow cranes", "storm pins", "wind forecast",
          "getij-alerts.yaml"], "high", 0, "2025-01-24",
         "Stow the quay cranes two hours before a forecast storm, not when the station alarms",
         "When the forecast shows gusts above 25 m/s, do: plan the crane stow from the "
         "forecast so that all booms are up and pinned two hours before the predicted onset, "
         "and tell the vessel planner the lost hours. Not: keep working until Getijstation's "
         "live alert goes off. Why: \"The station tells you the storm is here; the forecast "
         "tells you while there is still time.\" (Renske, 2025-01-24)"),
    pref("pref-renske-storm-updates-hourly-checklist", "communication", "quay-weather",
         "2025-01-27",
         "Renske wants hourly storm updates in the ops channel with a stow checklist per crane",
         "During storm preparation Renske wants an update in #ops-weather every hour on the "
         "hour: the latest gust forecast, and a checklist line per crane (working, boom up, "
         "pinned) and per stacking-crane block. Nothing in between unless something goes "
         "wrong."),
    env("env-gust-stop-vessel-departure-slip", "workspace-state-transitions", "quay-weather",
        "When gusts keep the quay cranes stopped for more than half an hour",
        "the vessel being worked leaves about as late as the stop lasted plus roughly one "
        "hour for restarting the crane split", 8, 2, "2025-03-14",
        "Ten wind stops this winter. The misses were vessels with slack in their window that "
        "absorbed the stop."),
    # 13 berth planning
    sem("sem-ligplaats-berth-windows", "berth-planning", 0.9, 10, "2025-01-19",
        "Ligplaats holds the season's berth windows on the 1,400 m quay; off-window ships wait their turn",
        "The quay is 1,400 metres long with three berths. Ligplaats holds the berth windows "
        "agreed with each line for the season, the crane split per vessel call and the pilot "
        "desk feed. A vessel arriving outside its window is served first come, first served. "
        "Planned berth moves are only done by the berth planners; bulk changes go through the "
        "ligplaats-tools scripts."),
    epi("epi-2025-05-07-bulk-window-shift-pilot-no-berth", "berth-planning", "incident",
        "2025-05-07",
        "A bulk window-shift script left a ship with a pilot aboard and no berth; five hours at anchor",
        "An engineer ran the shift_windows script from ligplaats-tools on the live plan to "
        "move a line's windows by two hours after a schedule change. The crane split and the "
        "pilot desk feed for the other berths were not regenerated, so the pilot boarded the "
        "MV Tessa Maersen for a berth still occupied. The ship waited five hours at anchor "
        "and the line claimed the delay."),
    rule("rule-ligplaats-bulk-changes-with-planners", "berth-planning",
         ["Ligplaats", "ligplaats-tools", "shift_windows", "berth window", "crane split",
          "pilot desk", "berth plan"], "high", 0, "2025-05-08",
         "Run bulk berth-plan changes on a copy with the berth planner, then regenerate the crane split and pilot feed",
         "When berth windows have to move in bulk, do: run the script on a copy of the plan "
         "with the berth planner beside you, regenerate the crane split and the pilot desk "
         "feed, and phone the pilot desk before publishing. Not: run a script straight on the "
         "live plan. Why: \"A berth plan is a promise to a ship that is already sailing.\" "
         "(Renske, 2025-05-08)"),
    pref("pref-renske-berth-change-time-distance-picture", "presentation", "berth-planning",
         "2025-05-12",
         "Renske wants berth-plan changes as a before/after quay picture of metres against time",
         "Renske wants proposed berth-plan changes shown as two pictures side by side, before "
         "and after, with quay metres on one axis and time on the other and each vessel as a "
         "block. A list of changed ETAs is not enough for her to approve."),
    env("env-anchor-wait-line-escalation", "workspace-state-transitions", "berth-planning",
        "When a vessel waits at anchor more than four hours because of us",
        "the line's operations desk escalates to ZDT's commercial director the same day and a "
        "delay claim follows within about a week", 4, 1, "2025-05-19",
        "Five long waits. The miss was a line that was itself late and let it go."),
    # 14 billing
    sem("sem-kassier-storage-free-days", "billing", 0.93, 13, "2025-01-15",
        "Kassier gives 5 free storage days from discharge; invoices run at 01:30 and go out at 06:00",
        "Kassier calculates import storage: five free days counted from the moment of "
        "discharge, then a daily tariff in three steps set per line contract in the tariff "
        "tables. The invoice run is at 01:30 and invoices are emailed to customers at 06:00. "
        "Credit notes are issued by the commercial team in Kassier's back office."),
    epi("epi-2025-03-05-kassier-free-days-from-arrival", "billing", "incident", "2025-03-05",
        "An upgrade counted free days from vessel arrival and 640 invoices carried an extra day",
        "After the Kassier 7.2 upgrade, free days were counted from the vessel's arrival "
        "instead of each box's discharge time. For a week about 640 import invoices charged "
        "one extra storage day. A forwarder spotted it; the commercial team issued credit "
        "notes and wrote to every affected customer."),
    rule("rule-kassier-invoice-diff-after-change", "billing",
         ["Kassier", "storage billing", "free days", "tariff", "invoice run", "upgrade",
          "credit note"], "high", 0, "2025-03-06",
         "After any change to Kassier's counting or tariffs, diff a month of invoices and check the biggest by hand",
         "When Kassier is upgraded or its day counting or tariff tables change, do: re-run last "
         "month's invoices on the test copy, diff them against what was sent, and check the 20 "
         "largest differences by hand with the commercial team. Not: rely on the vendor's "
         "release notes and unit tests. Why: \"Customers find billing bugs faster than we do, "
         "and they remember them longer.\" (Renske, 2025-03-06)"),
    pref("pref-renske-billing-corrections-via-commercial", "communication", "billing",
         "2025-03-10",
         "Renske wants billing corrections told to customers by the commercial team, never by IT",
         "Renske wants anything a customer is told about a billing error or correction to come "
         "from the commercial team (Mirjam Kok's desk). IT writes the facts for them (which "
         "invoices, what was wrong, the amounts) and never emails customers directly."),
    env("env-wrong-invoices-service-calls", "workspace-state-transitions", "billing",
        "When a batch of wrong invoices goes out in the 06:00 mailing",
        "customer service gets about 50 calls and emails by 10:00 and the big forwarders hold "
        "payment of all ZDT invoices until a correction arrives", 3, 1, "2025-04-03",
        "Four bad batches in two years. The miss was a batch of small amounts, which "
        "customers mostly ignored."),
    # 15 straddle positioning
    sem("sem-plekvinder-rtk-positioning", "equipment-positioning", 0.91, 11, "2025-01-28",
        "Plekvinder positions 36 straddle carriers by RTK GNSS to about 30 cm",
        "The 36 straddle carriers that run between the quay and the yard carry GNSS receivers "
        "corrected by the RTK base station on the roof of the maintenance building. Plekvinder "
        "turns position plus the twistlock lock/unlock signal into pick and drop positions "
        "for Havenkern, accurate to about 30 cm when the fix is 'RTK fixed'. The base station "
        "has a UPS good for about 40 minutes."),
    epi("epi-2025-06-02-rtk-base-down-misplaced-boxes", "equipment-positioning", "incident",
        "2025-06-02",
        "The RTK base station lost power and 200 boxes were recorded in the wrong yard slots",
        "A planned power cut in the maintenance building outlasted the base station's UPS. "
        "The straddles fell back to uncorrected GNSS and kept working for the whole night "
        "shift; about 200 containers were recorded one or two slots from where they stood. "
        "Checkers spent the next day finding them and two export boxes missed their vessel."),
    rule("rule-plekvinder-float-fix-checker-confirm", "equipment-positioning",
         ["Plekvinder", "RTK", "base station", "straddle carrier", "fix quality", "GNSS",
          "drop position"], "high", 0, "2025-06-03",
         "When straddle fixes drop below RTK fixed, switch to checker-confirmed drops",
         "When Plekvinder shows straddles without an 'RTK fixed' position, do: switch the "
         "affected straddles to checker-confirmed drops in Havenkern and get the base station "
         "back before returning to automatic. Not: keep working on uncorrected GNSS because "
         "positions 'look about right'. Why: \"A box two metres off is a box we cannot find.\" "
         "(Renske, 2025-06-03)"),
    pref("pref-renske-morning-report-position-issues", "reporting", "equipment-positioning",
         "2025-06-04",
         "Renske wants position problems in the morning report with counts and block names",
         "Renske wants positioning problems from the last 24 hours in the 08:00 morning "
         "report: how many drops were corrected by checkers, in which blocks, and how many "
         "boxes are still unlocated, with the container numbers in an attached list. She "
         "wants it even when the count is zero."),
    env("env-rtk-down-handover-mismatch", "system-state", "equipment-positioning",
        "When the RTK base station is off for more than ten minutes",
        "straddle positions drift to about 2-3 m error and about one drop in twenty at the "
        "stacking-crane transfer zones is refused as a position mismatch", 3, 0, "2025-06-10",
        "Three base-station outages this year, including the June power cut."),
    # 16 private LTE
    sem("sem-kaainet-private-lte", "ot-network", 0.9, 10, "2025-01-13",
        "Kaainet is the private LTE for straddles and tablets: nine small cells, core in server room B",
        "Kaainet is the terminal's private LTE network: nine small cells on light masts, the "
        "core in server room B, and about 420 SIMs in straddles, crane tablets and checker "
        "handhelds. Straddles use the APN zdt-equip, handhelds zdt-hand. SIMs and APNs are "
        "managed in the core's web console; changes are logged in the kaainet-changes "
        "repository."),
    epi("epi-2025-02-18-kaainet-apn-rename-straddles-offline", "ot-network", "incident",
        "2025-02-18",
        "A core upgrade renamed the equipment APN and all 36 straddles dropped off for 50 minutes",
        "The Kaainet core was upgraded on a Tuesday morning. The upgrade reset the APN "
        "zdt-equip to a default name, so every straddle carrier lost its data session. "
        "Straddles stopped taking jobs from 09:10 to 10:00 while the vendor's engineer "
        "restored the APN; the quay cranes had nothing to discharge onto."),
    rule("rule-kaainet-test-sim-first", "ot-network",
         ["Kaainet", "private LTE", "LTE core", "APN", "SIM", "small cell", "upgrade"],
         "high", 0, "2025-02-19",
         "Try any LTE core change on one test straddle SIM before the fleet",
         "When changing or upgrading the Kaainet core, an APN or a SIM profile, do: apply it "
         "first to the test APN with one straddle in the workshop, check it takes jobs for 30 "
         "minutes, and keep a written restore of the old settings. Not: apply it to the live "
         "APNs during operations. Why: \"The straddles are only as clever as their "
         "network.\" (Renske, 2025-02-19)"),
    pref("pref-renske-network-changes-wednesday-cab", "change-communication", "ot-network",
         "2025-02-24",
         "Renske wants network changes brought to the Wednesday change board with a restore plan",
         "Renske wants every change to Kaainet or the OT network presented at the Wednesday "
         "11:00 change board, with a one-page form: what, when, who, what it affects, and how "
         "to put it back. Emergency changes are allowed but must be presented the following "
         "Wednesday."),
    env("env-tall-ship-berth2-cell-shadow", "system-state", "ot-network",
        "When a vessel with deck stacks above eight tiers lies at berth 2",
        "small cell KN-4 loses line of sight to the quay lanes, handhelds there fall back to "
        "KN-3 and sessions drop for a few seconds at each handover", 6, 1, "2025-04-14",
        "Seven big calls at berth 2. The miss was a ship with empty upper tiers on the land "
        "side."),
    # 17 ISPS access control
    sem("sem-toegang-badges-and-day-passes", "access-control", 0.92, 11, "2025-01-21",
        "Toegang runs the ISPS badge readers; drivers get a day pass tied to their Slotwise booking",
        "Toegang is the access-control system for the ISPS restricted area. Staff and "
        "contractors carry badges; truck drivers get a day pass linked to their Slotwise "
        "booking; visitor passes are valid for 12 hours. The badge database lives on "
        "tg-srv01 and is synced to the turnstile controllers every ten minutes. Anouk "
        "Lammers is the port facility security officer (PFSO)."),
    epi("epi-2025-04-04-badge-sync-shift-locked-out", "access-control", "incident",
        "2025-04-04",
        "A failed badge sync locked 70 lashers out at shift start and guards let them in on a list",
        "The 05:40 badge sync to the turnstile controllers failed after a database index "
        "rebuild on tg-srv01. At 06:00 about 70 lashers and crane drivers were refused. The "
        "guards propped a turnstile open and ticked names on a printed list. The ISPS "
        "auditor's visit the following week recorded it as a finding."),
    rule("rule-toegang-paper-procedure-with-pfso", "access-control",
         ["Toegang", "badge", "turnstile", "ISPS", "tg-srv01", "shift start",
          "access refused"], "high", 0, "2025-04-07",
         "When badges fail for a whole shift, use the emergency paper procedure with the PFSO's countersign",
         "When the turnstiles refuse a whole group of valid badges, do: start the emergency "
         "paper procedure (guard checks each ID against the roster, the PFSO or deputy "
         "countersigns the list) and open the manual gate under guard. Not: prop a turnstile "
         "open and tick names. Why: \"The auditor does not care why the door was open.\" "
         "(Renske, 2025-04-07)"),
    pref("pref-renske-security-issues-pfso-first", "escalation", "access-control",
         "2025-04-08",
         "Renske wants security issues reported to the PFSO first, with her in copy",
         "Renske wants anything touching access control, badges or the ISPS area reported to "
         "Anouk Lammers (PFSO) first, with Renske in copy; Renske does not want to be the one "
         "who forwards it. Reports use the security incident form, not free text."),
    env("env-isps-level-two-gate-time", "workspace-state-transitions", "access-control",
        "When the ISPS level is raised from 1 to 2",
        "each truck takes about 90 seconds longer at the gate because of ID checks and the "
        "inbound queue doubles within the first two hours", 2, 0, "2025-03-21",
        "Two level-2 days in two years; both followed the same pattern."),
    # 18 track-and-trace API
    sem("sem-kadeview-api-limits", "customer-api", 0.9, 12, "2025-01-17",
        "Kadeview API v2 allows 600 requests a minute per key and caches container status for 60 s",
        "Kadeview is the track-and-trace portal and REST API for shippers and forwarders. "
        "Version 2 uses one API key per customer, limited to 600 requests a minute, and "
        "serves container status from a cache refreshed every 60 seconds from the Havenkern "
        "replica. Version 1 is retired on 30 September 2025. Keys are issued by the commercial "
        "team in the Kadeview admin screen; the API changelog is on the public developer page."),
    epi("epi-2025-05-22-forwarder-key-revoked", "customer-api", "incident", "2025-05-22",
        "We revoked a forwarder's API key without notice after its polling overloaded Kadeview",
        "A forwarder's new integration polled Kadeview at about 40 requests a second, one "
        "call per container. The cache churned and the Havenkern replica slowed. The on-call "
        "engineer revoked the forwarder's key at 14:30 without telling anyone; their customers "
        "saw no statuses for a day and the forwarder's director complained to ZDT's "
        "commercial director."),
    rule("rule-kadeview-throttle-and-contact-via-commercial", "customer-api",
         ["Kadeview", "API key", "rate limit", "polling", "forwarder", "throttle",
          "revoke"], "medium", 1, "2025-05-23",
         "Throttle a customer who floods the API and contact them through commercial; do not revoke the key",
         "When a customer's integration is loading Kadeview too hard, do: lower that key's "
         "limit in the admin screen, ask the commercial team to contact the customer the same "
         "hour, and offer the status webhook. Not: revoke or block the key. Why: \"A slow "
         "customer is a support ticket; a blind customer is a commercial incident.\" (Renske, "
         "2025-05-23)"),
    pref("pref-renske-api-changes-public-changelog", "change-communication", "customer-api",
         "2025-05-27",
         "Renske wants API changes in the public changelog 30 days ahead",
         "Renske wants any change to the Kadeview API (fields, limits, behaviour) written in "
         "the public changelog at least 30 days before it goes live, with an example request "
         "and response, and a mail to registered developers. Fixes that do not change "
         "behaviour may go in on the day."),
    env("env-discharge-complete-kadeview-surge", "system-state", "customer-api",
        "When a large vessel's visit switches to 'discharge complete'",
        "Kadeview traffic rises to about five times normal for roughly an hour as forwarders "
        "poll for the boxes of that call", 7, 1, "2025-06-09",
        "Eight large calls watched. The miss was a call whose cargo was mostly transhipment, "
        "which forwarders do not track."),
    # extras
    sem("sem-systems-oncall-rota", "on-call", 0.88, 6, "2025-01-06",
        "Systems on-call changes over on Mondays at 08:00; the rota is in the ops wiki",
        "The terminal-systems on-call rota runs Monday 08:00 to Monday 08:00, one primary and "
        "one secondary from the six engineers, and is kept on the 'Systems on-call' page in "
        "the ops wiki. The on-call phone forwards to the primary; if the primary does not "
        "answer within ten minutes it rings the secondary, then Renske."),
    env("env-renske-long-message-no-summary", "principal-response", "principal",
        "When Renske gets a long message without a short summary at the top",
        "she replies within minutes asking for the three-line version and does not read the "
        "rest until she has it", 9, 1, "2025-05-30",
        "Ten such messages noted. The one miss was a DG report she had asked for in full."),
    env("env-renske-late-evening-incident-reports", "principal-response", "principal",
        "When an incident report reaches Renske after 20:00 and is not marked as affecting a vessel",
        "she leaves it until about 07:30 the next morning and answers then; reports marked "
        "'vessel affected' get a reply within fifteen minutes at any hour", 7, 0,
        "2025-06-11",
        "Seven late reports this spring, three of them marked as vessel-affecting."),
]

BLIND12_TASKS: list[dict[str, Any]] = [
    # 1 terminal operating system core
    task("b12-t001", "which box is the TOS database on, and is there a copy I can point my "
         "reporting queries at instead of the primary?", [S],
         ["sem-havenkern-db-and-nightly-jobs"]),
    task("b12-t002", "what went wrong the last time we pushed a havenkern release in the middle "
         "of the day?", [E], ["epi-2025-03-18-havenkern-migration-lock"]),
    task("b12-t003", "tiny release today, it only adds one column with a default to unit. fine "
         "to put it out after lunch?", [P], ["rule-havenkern-migrations-in-tuesday-window"]),
    task("b12-t004", "Draft the release note for Havenkern 25.6.2.", [U],
         ["pref-renske-release-notes-quay-yard-gate"]),
    task("b12-t005", "big ship on berth 1 all night, ~3,400 moves. anything I should brace for "
         "on the db side around 3 am?", [V], ["env-reconcile-plus-big-vessel-slow-tablets"]),
    task("b12-t006", "Wir müssen eine neue Spalte in die Containertabelle vom TOS einfügen – "
         "kann das heute Nachmittag mit dem normalen Release raus?", [P],
         ["rule-havenkern-migrations-in-tuesday-window"]),
    task("b12-t007", "Rédige la note de version pour la mise à jour Havenkern de jeudi.", [U],
         ["pref-renske-release-notes-quay-yard-gate"]),
    # 2 vessel planning
    task("b12-t008", "where do stowage files end up when the parser refuses them, and how do I "
         "see why?", [S], ["sem-deckplan-stowfile-import"]),
    task("b12-t009", "remind me about the feeder whose box weights came in the wrong unit. what "
         "did that end up costing us?", [E], ["epi-2025-02-06-stowfile-tonnes-crane-overload"]),
    task("b12-t010", "Nordline's stowage for tomorrow adds up to 31,000 t, their own load list "
         "says 26,500 t. planner asks if I can just scale the box weights down so the plan "
         "works", [P], ["rule-reject-stowfile-when-weights-implausible"]),
    task("b12-t011", "Flag the three bays with impossible weights on visit 25-0412 to the "
         "planners.", [U], ["pref-renske-planning-anomalies-bay-numbers"]),
    task("b12-t012", "the carrier just sent the file for the 16k TEU call. will the parser "
         "choke on it?", [V], ["env-stowfile-parser-time-per-unit"]),
    task("b12-t013", "¿Cuál es la hora límite para que las navieras manden la lista de carga "
         "antes de que llegue el buque?", [S], ["sem-deckplan-stowfile-import"]),
    task("b12-t014", "Cosa è successo a febbraio quando una gru di banchina si è bloccata "
         "sollevando un container molto più pesante del previsto?", [E],
         ["epi-2025-02-06-stowfile-tonnes-crane-overload"]),
    # 3 quay cranes
    task("b12-t015", "how far back can I pull second-by-second hoist data for QC04?", [S],
         ["sem-hijsnet-crane-telemetry"]),
    task("b12-t016", "what happened when the crane historian ran out of space in april?", [E],
         ["epi-2025-04-09-hijsnet-disk-full-warranty-data"]),
    task("b12-t017", "hijsnet01 /data at 93 % and climbing. quickest way to free up room "
         "tonight?", [P], ["rule-hijsnet-extend-volume-never-drop-partitions"]),
    task("b12-t018", "Make me the crane downtime overview for last week.", [U],
         ["pref-renske-crane-downtime-minutes-per-shift"]),
    task("b12-t019", "30 degrees on Thursday and QC07's hoist already runs warm. what does that "
         "do to its output?", [V], ["env-hoist-overtemp-derate"]),
    task("b12-t020", "Was passiert mit der Umschlagleistung eines Containerkrans, wenn der "
         "Hubmotor zu heiß läuft?", [V], ["env-hoist-overtemp-derate"]),
    task("b12-t021", "O disco do historiador das gruas está quase cheio. Posso apagar as "
         "partições mais antigas para liberar espaço?", [P],
         ["rule-hijsnet-extend-volume-never-drop-partitions"]),
    # 4 yard automation
    task("b12-t022", "if I edit blokleider.conf does it pick the change up live or do I have "
         "to bounce something?", [S], ["sem-blokleider-asc-blocks"]),
    task("b12-t023", "what happened the last time somebody restarted the yard crane control in "
         "the afternoon?", [E], ["epi-2025-05-14-blokleider-midshift-restart"]),
    task("b12-t024", "new speed profile for the stacking cranes is tested and ready. ok to "
         "apply it to every group now? it's 13:30", [P],
         ["rule-blokleider-restart-per-group-at-shift-change"]),
    task("b12-t025", "Plan the camera replacement in block D03's transfer zone for this "
         "afternoon.", [U], ["pref-renske-yard-supervisor-heads-up"]),
    task("b12-t026", "waterside ASC in E02 just faulted, tech says three hours. what happens "
         "on the truck side?", [V], ["env-one-asc-down-landside-waits"]),
    task("b12-t027", "Je dois mettre à jour le firmware des automates du bloc B01 demain. "
         "Organise l'intervention.", [U], ["pref-renske-yard-supervisor-heads-up"]),
    task("b12-t028", "¿Qué pasó en mayo cuando se reinició el control de las grúas del patio "
         "en pleno turno?", [E], ["epi-2025-05-14-blokleider-midshift-restart"]),
    # 5 truck gate OCR
    task("b12-t029", "how sure does the gate camera have to be before a truck skips the clerk?",
         [S], ["sem-poortlezer-ocr-portals"]),
    task("b12-t030", "what went wrong on lane 3 after the camera work in march?", [E],
         ["epi-2025-03-03-lane3-lens-misreads"]),
    task("b12-t031", "tech just finished swapping the light bar on portal 5, drivers are "
         "stacking up. shall I open the lane again?", [P],
         ["rule-poortlezer-reference-images-after-hardware"]),
    task("b12-t032", "Pull together yesterday's gate numbers.", [U],
         ["pref-renske-gate-kpis-per-lane-hourly"]),
    task("b12-t033", "forecast says downpours from 14:00 till evening. how will the OCR "
         "portals and the clerk queue cope?", [V], ["env-heavy-rain-ocr-read-rate"]),
    task("b12-t034", "Dove vengono salvate le foto dei portali OCR del gate e per quanto "
         "tempo le teniamo?", [S], ["sem-poortlezer-ocr-portals"]),
    task("b12-t035", "Com chuva forte, quanto cai a taxa de leitura dos pórticos OCR no gate?",
         [V], ["env-heavy-rain-ocr-read-rate"]),
    # 6 truck appointments
    task("b12-t036", "what's the rate limit for hauliers' systems hitting the booking api?",
         [S], ["sem-slotwise-grid-and-api"]),
    task("b12-t037", "what happened when we tried shorter booking slots for the export side?",
         [E], ["epi-2025-02-21-slot-grid-cancelled-bookings"]),
    task("b12-t038", "ops wants empties capacity halved from Monday. I can change it in the "
         "admin screen now and hit publish, right?", [P],
         ["rule-slot-grid-migrate-bookings-72h-notice"]),
    task("b12-t039", "Write the notice to hauliers about Saturday's booking-system maintenance.",
         [U], ["pref-renske-haulier-messages-bilingual-unsigned"]),
    task("b12-t040", "is the slotwise api going to hold up thursday morning when next week "
         "opens for booking?", [V], ["env-thursday-slot-release-api-surge"]),
    task("b12-t041", "Ich will das Zeitfensterraster für Exportanlieferungen ab morgen "
         "umstellen. Worauf muss ich achten?", [P],
         ["rule-slot-grid-migrate-bookings-72h-notice"]),
    task("b12-t042", "Redacta un aviso para los transportistas sobre la caída del sistema de "
         "citas de esta mañana.", [U], ["pref-renske-haulier-messages-bilingual-unsigned"]),
    # 7 reefers
    task("b12-t043", "how often do we actually read the reefers, and what makes one alarm?",
         [S], ["sem-koelwacht-reefer-polling"]),
    task("b12-t044", "what happened with the pharma reefer we lost in april?", [E],
         ["epi-2025-04-26-koelwacht-cert-expiry-silence"]),
    task("b12-t045", "R2 has been completely green in Koelwacht since 01:00, not one event. "
         "nothing to do there, right?", [P], ["rule-koelwacht-quiet-rack-is-a-fault"]),
    task("b12-t046", "ZDTU 481220-3 on R5 has been 3 degrees over setpoint since 23:10 and it's "
         "now 23:45. Handle the escalation.", [U],
         ["pref-renske-reefer-night-escalation-phone"]),
    task("b12-t047", "grid people restore the feed to rack 3 in ten minutes. what should I "
         "expect when it comes back?", [V], ["env-rack-power-restore-breaker-trip"]),
    task("b12-t048", "Quand le courant revient d'un coup sur toute une rangée de conteneurs "
         "frigorifiques après une coupure, qu'est-ce qui se passe ?", [V],
         ["env-rack-power-restore-breaker-trip"]),
    task("b12-t049", "Ricordami l'incidente del certificato scaduto sul gateway dei reefer.",
         [E], ["epi-2025-04-26-koelwacht-cert-expiry-silence"]),
    # 8 customs
    task("b12-t050", "where can I see which customs messages came in for a given container?",
         [S], ["sem-douanelink-holds"]),
    task("b12-t051", "what happened that time a clerk let a box out that customs wanted "
         "x-rayed?", [E], ["epi-2025-03-27-manual-release-scan-hold"]),
    task("b12-t052", "driver at lane 2 has a printout from his broker saying it's cleared, TOS "
         "still shows SCN. he's been waiting 40 min and is shouting at the clerk. what now?",
         [P], ["rule-customs-hold-check-log-call-desk"]),
    task("b12-t053", "Log the call I just had with customs about the VET holds on the Santa "
         "Ilha boxes.", [U], ["pref-renske-customs-contact-log"]),
    task("b12-t054", "Douanelink down since 9, vendor says back by 11. what will the gate look "
         "like after it's back?", [V], ["env-customs-backlog-gate-surge"]),
    task("b12-t055", "Un transportista dice que su contenedor ya está despachado por aduanas "
         "pero en el sistema sigue bloqueado. ¿Le quito el bloqueo?", [P],
         ["rule-customs-hold-check-log-call-desk"]),
    task("b12-t056", "Quais são os tipos de bloqueio aduaneiro no sistema e quem pode "
         "levantá-los?", [S], ["sem-douanelink-holds"]),
    # 9 rail terminal
    task("b12-t057", "how long before a train leaves does loading close?", [S],
         ["sem-spoorplan-tracks-and-cutoff"]),
    task("b12-t058", "what happened in april when a train sat three hours at departure "
         "because of one wagon?", [E],
         ["epi-2025-04-15-wagon-overload-train-held"]),
    task("b12-t059", "operator's list for tonight says wagon 17 takes 32 t and I've got a 30 t "
         "box lined up for it. good to plan?", [P], ["rule-spoorplan-trust-wagon-register"]),
    task("b12-t060", "Write up the departure of train 44812.", [U],
         ["pref-renske-train-report-left-behind-reasons"]),
    task("b12-t061", "inbound from the hub is running 2.5 h late. knock-on effects?", [V],
         ["env-late-train-rail-block-fill"]),
    task("b12-t062", "Erstell bitte den Bericht zum Zug, der heute Mittag abgefahren ist.", [U],
         ["pref-renske-train-report-left-behind-reasons"]),
    task("b12-t063", "Se il treno in arrivo ha tre ore di ritardo, cosa succede al blocco "
         "ferroviario K01?", [V], ["env-late-train-rail-block-fill"]),
    # 10 EDI
    task("b12-t064", "where's the EDI dead-letter folder, and after how long do messages land "
         "in it?", [S], ["sem-havenbus-edi-gateway"]),
    task("b12-t065", "what happened last time a carrier switched to a new EDI address?", [E],
         ["epi-2025-01-29-edi-old-endpoint-three-days"]),
    task("b12-t066", "Baltic Ro line emailed: new URL and cert from the 1st. I'll change the "
         "yaml today and be done with it, ok?", [P],
         ["rule-edi-partner-change-test-ack-first"]),
    task("b12-t067", "Open the work item for Oriens Line's EDI migration.", [U],
         ["pref-renske-edi-one-ticket-per-line"]),
    task("b12-t068", "Meridian Lines' EDI side has been down since yesterday morning. if that "
         "drags on, what happens on our gateway?", [V], ["env-partner-down-dlq-disk"]),
    task("b12-t069", "Que s'est-il passé en janvier avec les messages EDI envoyés à l'ancienne "
         "adresse d'une compagnie maritime ?", [E],
         ["epi-2025-01-29-edi-old-endpoint-three-days"]),
    task("b12-t070", "Wie oft versucht Havenbus eine fehlgeschlagene Nachricht erneut zu "
         "senden, und wie lange?", [S], ["sem-havenbus-edi-gateway"]),
    # 11 dangerous goods
    task("b12-t071", "which block can class 7 go in, and where is the segregation table kept?",
         [S], ["sem-gevarenkaart-segregation"]),
    task("b12-t072", "what was that DG inspector finding in C04 in February?", [E],
         ["epi-2025-02-12-gk-rules-oxidiser-next-to-flammables"]),
    task("b12-t073", "cleaned up the duplicate lines in gk-rules.yaml, the diff is just "
         "whitespace and dupes. ok to deploy?", [P],
         ["rule-gk-rules-regression-set-and-dg-officer"]),
    task("b12-t074", "Send Renske the proposal for the new class 8 storage area.", [U],
         ["pref-renske-dg-signoff-on-top"]),
    task("b12-t075", "the Cala Verde discharges about 260 DG units on Friday. will yard "
         "allocation keep up with the cranes?", [V],
         ["env-dg-heavy-discharge-allocation-slow"]),
    task("b12-t076", "Hay que reordenar la tabla de segregación de mercancías peligrosas, solo "
         "cambia el formato. ¿Puedo desplegarlo hoy?", [P],
         ["rule-gk-rules-regression-set-and-dg-officer"]),
    task("b12-t077", "Prepara o relatório sobre as mercadorias perigosas no bloco C para a "
         "Renske.", [U], ["pref-renske-dg-signoff-on-top"]),
    # 12 quay weather
    task("b12-t078", "at what wind do the quay cranes have to stop working?", [S],
         ["sem-getijstation-wind-tide"]),
    task("b12-t079", "what happened with QC07 in the january storm?", [E],
         ["epi-2025-01-23-storm-alert-on-mean-wind"]),
    task("b12-t080", "forecast: gusts 27-30 m/s from about 19:00, vessel on berth 3 until 22:00. "
         "can we keep working until the station alarms?", [P],
         ["rule-stow-cranes-on-forecast-two-hours-ahead"]),
    task("b12-t081", "Keep ops posted while we get the cranes ready for tonight's storm.", [U],
         ["pref-renske-storm-updates-hourly-checklist"]),
    task("b12-t082", "wind's been over 20 for 40 minutes and the cranes are parked. when will "
         "the Hallam Bay actually sail?", [V], ["env-gust-stop-vessel-departure-slip"]),
    task("b12-t083", "Was ist beim Sturm im Januar mit dem Sturmalarm schiefgelaufen?", [E],
         ["epi-2025-01-23-storm-alert-on-mean-wind"]),
    task("b12-t084", "Si les portiques sont arrêtés par le vent pendant une heure, de combien "
         "le départ du navire va-t-il glisser ?", [V],
         ["env-gust-stop-vessel-departure-slip"]),
    # 13 berth planning
    task("b12-t085", "if a ship turns up outside its agreed slot on the quay, what happens to "
         "it?", [S], ["sem-ligplaats-berth-windows"]),
    task("b12-t086", "what happened with the pilot and the Tessa Maersen?", [E],
         ["epi-2025-05-07-bulk-window-shift-pilot-no-berth"]),
    task("b12-t087", "a line just moved its whole rotation two hours later. I'll script the "
         "change straight into the berth plan so it's done before lunch.", [P],
         ["rule-ligplaats-bulk-changes-with-planners"]),
    task("b12-t088", "Show Renske what we want to change in next week's berth plan.", [U],
         ["pref-renske-berth-change-time-distance-picture"]),
    task("b12-t089", "O Vinstra vai ficar umas seis horas fundeado porque o berço 1 atrasou. "
         "Como é que a linha vai reagir?", [V], ["env-anchor-wait-line-escalation"]),
    task("b12-t090", "Quanto è lunga la banchina e quanti ormeggi abbiamo?", [S],
         ["sem-ligplaats-berth-windows"]),
    task("b12-t091", "Preciso de mudar as janelas de atracação de uma linha inteira por causa "
         "de um atraso. Corro o script diretamente no plano?", [P],
         ["rule-ligplaats-bulk-changes-with-planners"]),
    # 14 billing
    task("b12-t092", "how many free days do import boxes get, and from what moment?", [S],
         ["sem-kassier-storage-free-days"]),
    task("b12-t093", "what went wrong with storage invoices after the last kassier upgrade?",
         [E], ["epi-2025-03-05-kassier-free-days-from-arrival"]),
    task("b12-t094", "Kassier 7.3 is out, vendor says bugfixes only. install tonight?", [P],
         ["rule-kassier-invoice-diff-after-change"]),
    task("b12-t095", "Email the forwarders about the reefer storage days we charged twice.",
         [U], ["pref-renske-billing-corrections-via-commercial"]),
    task("b12-t096", "just noticed this morning's invoices all carry the wrong VAT. what's the "
         "fallout going to look like?", [V], ["env-wrong-invoices-service-calls"]),
    task("b12-t097", "Écris aux clients concernés pour leur expliquer l'erreur sur les frais "
         "de stockage.", [U], ["pref-renske-billing-corrections-via-commercial"]),
    task("b12-t098", "¿Qué pasó en marzo con las facturas de almacenaje?", [E],
         ["epi-2025-03-05-kassier-free-days-from-arrival"]),
    # 15 straddle positioning
    task("b12-t099", "how accurate are straddle drop positions, and what do they depend on?",
         [S], ["sem-plekvinder-rtk-positioning"]),
    task("b12-t100", "what happened the night the base station on the maintenance building went "
         "dark?", [E], ["epi-2025-06-02-rtk-base-down-misplaced-boxes"]),
    task("b12-t101", "half the straddles show 'float' on the positioning screen. shift has 5 "
         "hours left. keep going?", [P], ["rule-plekvinder-float-fix-checker-confirm"]),
    task("b12-t102", "Add the straddle position issues to tomorrow's report.", [U],
         ["pref-renske-morning-report-position-issues"]),
    task("b12-t103", "electrician wants to cut power to the maintenance building for an hour "
         "on sunday. effect on the yard?", [V], ["env-rtk-down-handover-mismatch"]),
    task("b12-t104", "Wie lange hält die USV der RTK-Basisstation durch?", [S],
         ["sem-plekvinder-rtk-positioning"]),
    task("b12-t105", "Se la stazione base RTK resta spenta, quanti scarichi verranno rifiutati "
         "ai punti di scambio con le gru del piazzale?", [V],
         ["env-rtk-down-handover-mismatch"]),
    # 16 private LTE
    task("b12-t106", "which APN are the straddles on, and where do I manage their SIMs?", [S],
         ["sem-kaainet-private-lte"]),
    task("b12-t107", "what happened last time the LTE core got upgraded?", [E],
         ["epi-2025-02-18-kaainet-apn-rename-straddles-offline"]),
    task("b12-t108", "vendor has a core patch ready and wants to apply it tomorrow 10:00 "
         "during ops. any objection?", [P], ["rule-kaainet-test-sim-first"]),
    task("b12-t109", "Schedule the replacement of small cell KN-7.", [U],
         ["pref-renske-network-changes-wednesday-cab"]),
    task("b12-t110", "big ship coming to berth 2 with stacks ten high on deck. radio trouble to "
         "expect on the quay?", [V], ["env-tall-ship-berth2-cell-shadow"]),
    task("b12-t111", "Necesito cambiar la configuración de QoS de la red LTE privada la semana "
         "que viene. Prepáralo.", [U], ["pref-renske-network-changes-wednesday-cab"]),
    task("b12-t112", "Le fournisseur veut mettre à jour le cœur LTE demain matin pendant "
         "l'exploitation. On le laisse faire ?", [P], ["rule-kaainet-test-sim-first"]),
    # 17 ISPS access control
    task("b12-t113", "how long is a visitor pass good for, and how do truck drivers get through "
         "the turnstiles?", [S], ["sem-toegang-badges-and-day-passes"]),
    task("b12-t114", "what happened with the badges at the 06:00 shift start in april?", [E],
         ["epi-2025-04-04-badge-sync-shift-locked-out"]),
    task("b12-t115", "morning shift, 40 people at the turnstile and every badge gets rejected. "
         "guard wants to wedge it open. ok?", [P], ["rule-toegang-paper-procedure-with-pfso"]),
    task("b12-t116", "Report the tailgating at the north gate from this morning.", [U],
         ["pref-renske-security-issues-pfso-first"]),
    task("b12-t117", "harbour master says security level goes to 2 from noon. what will that do "
         "to the truck gate?", [V], ["env-isps-level-two-gate-time"]),
    task("b12-t118", "O que aconteceu em abril quando os crachás deixaram de funcionar no "
         "início do turno?", [E], ["epi-2025-04-04-badge-sync-shift-locked-out"]),
    task("b12-t119", "Melde den defekten Ausweisleser am Nordtor.", [U],
         ["pref-renske-security-issues-pfso-first"]),
    # 18 track-and-trace API
    task("b12-t120", "what's the per-key limit on the tracking api and how fresh is the status "
         "it returns?", [S], ["sem-kadeview-api-limits"]),
    task("b12-t121", "what happened with that forwarder whose key got pulled in may?", [E],
         ["epi-2025-05-22-forwarder-key-revoked"]),
    task("b12-t122", "some forwarder is hitting kadeview at 35 rps and the replica is sweating. "
         "should I just kill their key?", [P],
         ["rule-kadeview-throttle-and-contact-via-commercial"]),
    task("b12-t123", "Announce the new customs_status field in the tracking API.", [U],
         ["pref-renske-api-changes-public-changelog"]),
    task("b12-t124", "the Orsolya Grand finishes discharge around 15:00. anything to expect on "
         "the api side?", [V], ["env-discharge-complete-kadeview-surge"]),
    task("b12-t125", "Un cliente sta sovraccaricando l'API di tracking con migliaia di "
         "richieste. Gli blocco la chiave?", [P],
         ["rule-kadeview-throttle-and-contact-via-commercial"]),
    task("b12-t126", "¿Cuánto sube el tráfico de la API de seguimiento cuando un buque grande "
         "termina la descarga?", [V], ["env-discharge-complete-kadeview-surge"]),
    # extras
    task("b12-t127", "who's on call for systems this week and what happens if they don't pick "
         "up?", [S], ["sem-systems-oncall-rota"]),
    task("b12-t128", "Quand est-ce que l'astreinte systèmes change de personne ?", [S],
         ["sem-systems-oncall-rota"]),
    task("b12-t129", "I've got a two-page writeup of last night's gate outage for Renske. how "
         "will she take it if I send it as it is?", [V],
         ["env-renske-long-message-no-summary"]),
    task("b12-t130", "Sono le 21:30 e sto per mandare a Renske il rapporto sul problema di "
         "Slotwise, nessuna nave coinvolta. Quando mi risponderà?", [V],
         ["env-renske-late-evening-incident-reports"]),
]

BLIND12_NO_MEMORY_REQUESTS: list[tuple[str, str]] = [
    ("b12-n01", "write a python function that validates an ISO 6346 container check digit"),
    ("b12-n02", "what's the difference between a TEU and an FEU?"),
    ("b12-n03", "convert 28 knots to m/s"),
    ("b12-n04", "how do I undo the last commit in git but keep the changes?"),
    ("b12-n05", "thanks, that's all for today"),
    ("b12-n06", "explain what a PostgreSQL advisory lock is in two sentences"),
    ("b12-n07", "Wie exportiere ich eine Tabelle aus PostgreSQL als CSV?"),
    ("b12-n08", "Quelle est la différence entre TCP et UDP ?"),
    ("b12-n09", "¿Cómo se calcula un percentil 95 en SQL?"),
    ("b12-n10", "Che cos'è un certificato X.509, in poche parole?"),
    ("b12-n11", "Como faço para ordenar um dicionário por valor em Python?"),
    ("b12-n12", "give me a cron expression for every weekday at 05:45"),
]
