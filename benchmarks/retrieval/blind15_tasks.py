"""A fifteenth workspace and its tasks: an airport's baggage-handling systems, written from the
record format alone and never fitted on.

The store is the memory of the baggage-systems engineering team at Marrowfield International
Airport (an invented airport): the Carrow high-level sortation controller (hot-standby pair
hlc-a / hlc-b), hold-baggage screening (four Vantix CT machines and the Lookout image-review
workstations, owned by airport security), the Loop B tilt-tray sorter and its PLC trayplc-b,
the Halo automatic tag-reader arrays, the Quillgate baggage-message gateway fed over the
Typeline network, the Larder early-bag store with its two stacker cranes, the Ringplan make-up
carousel allocation tool, the Pellworth self bag-drop units in Hall C, the Tally baggage
reconciliation system and its handhelds, the out-of-gauge line and its large CT, the transfer
input stations and the screening-origins list, reclaim timing in Clockbag against the Beacon
operational database, the fire shutters on the baggage tunnels, the Overview SCADA and its
historian, the Wrenchbook maintenance system and the night window, the plc-archive repository
and the change freezes, the Seekline bag-tracing link and the manual encoding stations; and of
its principal (Nadia Brekke-Osei, head of baggage systems). Other invented names: Jonas Pirrie
(control-room lead), Aurelio Mant (PLC engineer), Farah Idowu (security screening), Colm
Ferris-Abara (fire safety officer), Cindral Airways and Nordhavn Air, Corvid Ground Handling and
Baywise Handling.

Eighteen themes hold one record in each tier naming the same system (a fact, an incident, a
lesson, a preference and a prediction about the sorter, the screening line, the tag readers or
the early-bag store), so a request's words say what it is about and only its shape says which
kind of memory answers it. Three more records: a fact about the control room's staffed hours and
the night on-call, and two predictions of how Nadia reacts to messages (during the morning wave,
and a root cause sent without evidence). Lessons follow the layout reference's lessons (a
trigger list of entities and situation words, a "When ..., do: ... Not: ..." body and a "Why:"
quote).

Counts: 93 records (19 semantic, 18 episodic, 18 procedural, 18 personalized, 20
environment-dynamics); 130 tasks, each with one needed tier and one answering record
(semantic 26, episodic 24, procedural 26, personalized 26, environment-dynamics 28; English 91,
German 8, French 8, Spanish 8, Italian 8, Portuguese 7); every record answers at least one task;
12 no-memory requests (5 of them not in English).

Written by hand by a writer who had not read the recall code, its cue tables, its weights or
any other store; the only inputs were the canonical SPEC's tier definitions, the helper
signatures of dataset.py and one earlier task file's layout (blind13_tasks.py: its docstring,
its import line, its first records, its first tasks and its no-memory requests);
benchmarks/heldout/README.md was read only to pick a domain not used before. Each request was
written for one record, and its tier is that record's tier; the environment-dynamics records
use the SPEC's sub-buckets system-state, workspace-state-transitions, skill-output-shape and
principal-response. The set was never run through recall before being handed over (only an
import check and a check that every gold id exists and has the task's tier). Every system,
company, person, place and number is invented; nothing was copied from a public text. Requests
are typed the way a baggage-systems engineer, a control-room operator, a PLC contractor or a
coding agent would type them (imperatives, "how do I", "what happened when", "will X if",
terse fragments); 39 of 130 are in German, French, Spanish, Italian or Portuguese (marked by a
trailing comment), and none copies its record's wording (the longest shared run with its
record is three or four common words, e.g. "the early-bag store"). Hard families on purpose: an
imperative whose needed memory is how Nadia wants that kind of work done (personalized), a
question about how a system or Nadia will react (environment-dynamics), "how does" / "where
is" / "who may" about a fact (semantic), the situation a lesson is for told without the
lesson's words (procedural), and "what happened last time" (episodic). Some requests touch a
second record of the same theme in a weaker way (a lesson and the incident that produced it);
the gold is the one record that answers the request as asked.
BLIND15_NO_MEMORY_REQUESTS lists requests that no record in this store answers (general
knowledge or small talk), as plain (id, text) pairs outside the task constructor, for a caller
that wants to measure abstention. Report it in aggregate; do not tune on it.
"""
from __future__ import annotations

from typing import Any

from benchmarks.retrieval.dataset import E, P, S, U, V, env, epi, pref, rule, sem, task

BLIND15_RECORDS: list[dict[str, Any]] = [
    # --- 1. Carrow high-level sortation controller ---
    sem("sem-carrow-hlc-routes-by-bsm", "sortation-control", 0.94, 13, "2026-01-09",
        "Carrow matches each tag read to its baggage message and picks the make-up lateral",
        "Carrow is the high-level controller of the baggage system, running as a hot-standby "
        "pair (hlc-a and hlc-b) in the BHS server room under Pier 2. For every bag the tag "
        "readers see, it looks up the baggage source message for that 10-digit licence plate "
        "and sends the bag to the make-up lateral of its flight. Bags with no message go to "
        "the manual encoding loop. The routing table is regenerated every night at 03:00 from "
        "the seasonal schedule; daytime changes are made only from the Carrow console in the "
        "control room.")
    ,
    epi("epi-2026-04-18-carrow-failover-stale-table", "sortation-control", "incident",
        "2026-04-18",
        "Carrow failover took 11 minutes and the standby routed with a day-old table",
        "At 05:52 hlc-a froze during a storage-controller fault and hlc-b took over, but its "
        "copy of the routing table was from the previous day: the replication job had stopped "
        "two days earlier when /var filled up. Flights that had changed laterals overnight sorted "
        "to the wrong place and 640 bags ended up at manual encoding in the first wave; 37 "
        "missed their flights. Jonas Pirrie forced a resync at 06:03.")
    ,
    rule("rule-carrow-check-standby-table-age", "sortation-control",
         ["Carrow", "hlc-a", "hlc-b", "failover", "standby", "routing table", "resync",
          "patch night"], "high", 1, "2026-04-20",
         "Before any planned Carrow switchover, compare the table build time on both nodes",
         "When Carrow is going to switch nodes on purpose (patching, reboot, hardware work), "
         "do: open the table status page on hlc-a and hlc-b, check both carry the same 03:00 "
         "build of today, and force a resync first if they differ. Not: rely on the green "
         "'standby ready' lamp, which only says the process is alive. Why: \"Ready meant alive, "
         "not current. Thirty-seven bags paid for that lamp.\" (Nadia, 2026-04-20)"),
    pref("pref-nadia-carrow-one-pr-per-airline", "change-requests", "sortation-control",
         "2026-02-03",
         "Nadia wants Carrow routing changes as one PR per airline with the before/after laterals",
         "For anything that changes where Carrow sends bags, Nadia wants one pull request per "
         "airline, the airline code and the laterals touched in the title, and a before/after "
         "table of flight, lateral and opening time in the description. No screenshots of the "
         "console, no bundling two airlines because they moved on the same day."),
    env("env-carrow-night-rebuild-drops-overrides", "workspace-state-transitions",
        "sortation-control",
        "a flight is moved to another lateral from the Carrow console in the evening",
        "the 03:00 rebuild puts it back on its seasonal lateral, so next morning's bags go to "
        "the old place unless the move was also entered in Ringplan", 7, 1, "2026-05-11",
        "Console moves are held only in the live table. Seven of eight evening moves logged "
        "since February were gone by the morning wave; the one that survived had been copied "
        "into Ringplan by the allocation desk."),

    # --- 2. hold-baggage screening (Vantix CT, Lookout review) ---
    sem("sem-hbs-ct-levels-and-timer", "hold-screening", 0.93, 11, "2026-01-14",
        "Hold screening: four Vantix CT machines, Lookout image review, a 45 s decision timer",
        "Every departing bag passes one of four Vantix CT machines (HBS-1 to HBS-4) on level "
        "-1. Images the machine cannot clear go to screeners at the Lookout workstations, who "
        "have 45 seconds to decide; a bag not cleared in time goes to the level-3 search room "
        "with the passenger called. The machines and the Lookout timer belong to airport "
        "security (Farah Idowu); the baggage team owns only the conveyors around them and may "
        "not touch the machines' software.")
    ,
    epi("epi-2026-07-09-hbs3-bag-spacing-rejects", "hold-screening", "incident", "2026-07-09",
        "HBS-3 rejected one bag in six after an upstream speed change bunched the bags",
        "A PLC release that raised the speed of the feed belts before HBS-3 went live the night "
        "before without anyone checking bag spacing at the machine. From 05:30 bags arrived "
        "closer than the CT's minimum gap and it flagged about one in six as an incomplete "
        "image. The level-3 room searched 210 bags by hand, the queue backed up to check-in "
        "island D, and 19 bags missed flights before the old speed was restored at 08:10.")
    ,
    rule("rule-hbs-gap-test-after-conveyor-change", "hold-screening",
         ["HBS", "Vantix", "CT", "feed belt", "conveyor speed", "bag spacing", "screening line",
          "PLC release"], "high", 1, "2026-07-11",
         "Any conveyor change within reach of a CT machine gets a gap test with security present",
         "When a PLC or mechanical change touches the belts feeding or leaving a screening "
         "machine, do: run the 30-bag gap test (bags at the minimum 450 mm spacing) with the "
         "security duty manager watching, and only then hand the line back. Not: treat a speed "
         "change upstream as 'not a screening change'. Why: \"The machine doesn't care which "
         "team changed the belt.\" (Nadia, 2026-07-11)"),
    pref("pref-nadia-screening-notices-formal", "communication", "hold-screening",
         "2026-03-02",
         "Nadia wants anything about the screening line sent to security as a formal notice",
         "Anything that affects the screening line goes to Farah Idowu as a change notice "
         "through the security portal, never a chat message or a hallway agreement. Nadia wants "
         "to be in copy and wants the notice in plain words, with no PLC tag names and no "
         "internal ticket jargon, because it ends up in the regulator's file."),
    env("env-hbs-hall-heat-incomplete-images", "system-state", "hold-screening",
        "the screening hall on level -1 is warmer than 28 C",
        "after about 40 minutes the CT machines throttle their gantry speed and the share of "
        "'incomplete image' rejects roughly doubles", 6, 1, "2026-08-04",
        "Logged on the hot days of July and August when the hall's cooling unit was on "
        "reduced duty. Opening the smoke-vent doors is not allowed; the fix was a portable "
        "chiller booked through facilities."),

    # --- 3. Loop B tilt-tray sorter ---
    sem("sem-loopb-tray-sorter-figures", "tray-sorter", 0.92, 10, "2026-01-20",
        "Loop B is a 412-tray sorter at 2.0 m/s with 48 discharge chutes, run by trayplc-b",
        "Loop B, the tilt-tray sorter that serves Piers 2 and 3, has 412 trays at about 1.25 m "
        "pitch running at 2.0 m/s, one lap about 4 minutes 20 seconds, and discharges to 48 "
        "chutes; its rated capacity is 3,600 bags an hour. Its PLC is trayplc-b, which keeps a "
        "per-tray mis-tilt counter visible on the Overview sorter page. Spare trays and tilt "
        "actuators are in store room B-14. Loop A, the older belt sorter, serves Pier 1 and "
        "can take Loop B's bags through the crossover.")
    ,
    epi("epi-2026-05-27-tray-217-hit-chute-guard", "tray-sorter", "incident", "2026-05-27",
        "Tray 217 stayed tilted, hit a chute guard and stopped Loop B for 52 minutes",
        "Tray 217's actuator had logged mis-tilts since the evening before. At 06:40 it stuck in "
        "the tilted position and struck the guard of chute 31, bending it; the sorter tripped. "
        "Bags were sent over the crossover to Loop A while the guard was cut free and the tray "
        "replaced. Loop B was back at 07:32; 88 bags reached their flights late.")
    ,
    rule("rule-loopb-disable-flaky-tray-now", "tray-sorter",
         ["Loop B", "trayplc-b", "mis-tilt", "tray", "actuator", "chute guard",
          "tray disable"], "medium", 2, "2026-05-28",
         "A tray with two mis-tilts in an hour is disabled from the HMI immediately",
         "When a Loop B tray shows a second mis-tilt within one hour, do: disable that tray "
         "from the Overview sorter page right away and raise a work order for the night "
         "window; the sorter runs fine one tray short. Not: acknowledge the alarm and keep "
         "watching it until the morning wave is over. Why: \"One empty tray costs nothing. One "
         "stuck tray cost us fifty minutes.\" (Nadia, 2026-05-28)"),
    pref("pref-nadia-stoppage-report-numbers-first", "reporting", "tray-sorter",
         "2026-02-11",
         "Nadia wants sorter stoppage reports to open with minutes lost and bags late",
         "A stoppage report starts with two numbers, minutes of downtime and bags that missed "
         "or were late to their flights, then the cause in one sentence, then a photo of the "
         "failed part. Timeline and actions come after. She does not want the word 'glitch' or "
         "a cause that is still a guess written as fact."),
    env("env-loopb-restart-recirculation-spike", "workspace-state-transitions", "tray-sorter",
        "Loop B is restarted after a stop of more than 20 minutes",
        "for the first two laps around 15 % of bags go round again because their chutes are "
        "full, and it takes about 9 minutes to settle back to normal throughput", 8, 2,
        "2026-06-02",
        "Make-up chutes fill while the sorter stands and handlers cannot empty them fast enough "
        "at restart. Seen after the May stoppages; the two misses were restarts at night with "
        "few bags."),

    # --- 4. Halo automatic tag readers ---
    sem("sem-halo-atr-read-rate-target", "tag-reading", 0.91, 12, "2026-01-16",
        "Halo tag readers: 14 camera arrays, 98.5 % read-rate target, cleaning below 97 %",
        "The Halo automatic tag readers are 14 camera arrays (eight cameras each) at the "
        "induction points of both sorters. The Halo console on halo-mgr shows the read rate "
        "per array; the target is 98.5 %, and an array under 97 % for a full day gets a "
        "lens-cleaning work order in Wrenchbook automatically. Bags that no array can read go "
        "to manual encoding. Exposure profiles per array are stored on halo-mgr and changed "
        "only by Aurelio Mant.")
    ,
    epi("epi-2026-02-14-nordhavn-tag-stock-read-drop", "tag-reading", "incident",
        "2026-02-14",
        "Read rate on the island-B arrays fell to 88 % when Nordhavn Air changed its tag stock",
        "Nordhavn Air moved to a cheaper thermal tag roll and its printers at check-in island B "
        "produced pale barcodes. Arrays ATR-03 and ATR-04 dropped to 88 % and manual encoding "
        "ran out of hands every morning. Three days went on retuning exposure and cleaning "
        "lenses before a handler noticed the faded tags; the airline reverted to its old stock "
        "on 2026-02-17.")
    ,
    rule("rule-halo-check-tags-before-cameras", "tag-reading",
         ["Halo", "ATR", "read rate", "no-read", "exposure", "check-in island", "bag tag",
          "printer"], "medium", 1, "2026-02-18",
         "When only one island's arrays read worse, look at that island's printed tags first",
         "When the read rate drops on the arrays fed by one check-in island or one airline "
         "while the others are normal, do: pull twenty sample tags from that island's printers "
         "and compare them with a good tag before touching any camera setting. Not: retune "
         "exposure or order lens cleaning first. Why: \"The cameras were fine for three days "
         "while we fiddled with them.\" (Nadia, 2026-02-18)"),
    pref("pref-nadia-read-rates-per-array-per-airline", "reporting", "tag-reading",
         "2026-01-23",
         "Nadia wants read rates as a 7-day table per array and per airline, never one average",
         "Read-rate figures go to Nadia as a table with one row per array and one column per "
         "airline over the last seven days. An airport-wide average hides the island that is "
         "failing, so she does not want it on its own, not even as a headline."),
    env("env-halo-export-truncates-long-ranges", "skill-output-shape", "tag-reading",
        "the Halo console's read-rate export is asked for more than 7 days",
        "the export runs for about 90 seconds and returns a CSV that is missing the last days "
        "of the range, with no error message", 5, 0, "2026-03-09",
        "Found when a 30-day export ended on day 19. Exporting week by week and concatenating "
        "gives complete data."),

    # --- 5. Quillgate baggage-message gateway ---
    sem("sem-quillgate-message-flow", "baggage-messages", 0.93, 10, "2026-01-12",
        "Quillgate receives airlines' baggage messages over Typeline and feeds Carrow and Tally",
        "Quillgate runs on msg01 and msg02 and receives the airlines' baggage source, change "
        "and delete messages over the Typeline network from the departure-control systems. It "
        "keeps one queue per airline, drops duplicates on tag number plus flight plus date, "
        "and passes messages to Carrow and to Tally. Messages it cannot parse go to the "
        "dead-letter folder /var/quillgate/dlq; everything is kept for 14 days.")
    ,
    epi("epi-2026-09-03-typeline-outage-replay-order", "baggage-messages", "incident",
        "2026-09-03",
        "After a 35-minute Typeline outage the backlog replayed out of order",
        "The Typeline link dropped from 14:05 to 14:40 and no messages arrived; bags went to "
        "manual encoding. On reconnect 4,100 queued messages were flushed at full speed and "
        "some change messages were applied before the originals they changed, so 23 bags of "
        "rebooked passengers were routed to their old flights. Found at the gate when the "
        "reconciliation counts did not match.")
    ,
    rule("rule-quillgate-ordered-replay-after-outage", "baggage-messages",
         ["Quillgate", "Typeline", "link down", "backlog", "replay", "baggage message",
          "no-data bags"], "high", 0, "2026-09-05",
         "After a Typeline outage, replay the backlog in timestamp order with no-data bags held",
         "When the Typeline link comes back after an outage, do: start the backlog with the "
         "ordered replay (quillgate replay --ordered), keep Carrow's no-data bags held at manual "
         "encoding until the replay reports done, then release them. Not: let the gateway "
         "flush its queues at full speed. Why: \"A change that arrives before the thing it "
         "changes is a wrong route.\" (Nadia, 2026-09-05)"),
    pref("pref-nadia-raw-messages-in-investigations", "reporting", "baggage-messages",
         "2026-03-20",
         "Nadia wants message investigations to quote the raw message with UTC times",
         "When a bag went somewhere because of a message, Nadia wants the message itself "
         "pasted in a code block exactly as Quillgate received it, with the receive time in "
         "UTC, rather than a paraphrase of what it said."),
    env("env-quillgate-dlq-green-but-slow", "system-state", "baggage-messages",
        "the dead-letter folder on msg01 holds more than 5,000 files",
        "Quillgate's health page still shows green, but the delay before Carrow gets a message "
        "climbs above 20 seconds and early bags start going to manual encoding", 4, 1,
        "2026-10-01",
        "The gateway rescans the folder on every cycle. Seen four times since June; the miss "
        "was on msg02, which has faster disks."),

    # --- 6. Larder early-bag store ---
    sem("sem-larder-ebs-capacity-release", "early-bag-store", 0.92, 9, "2026-01-21",
        "Larder stores 1,800 early bags in two aisles and releases them at make-up opening",
        "Larder is the early-bag store behind Loop B: 1,800 positions in two aisles, each with "
        "its own stacker crane (C1 and C2), run by the larder-wcs controller. Bags checked in "
        "more than three hours before departure are stored and released when their flight's "
        "make-up opens in Carrow, normally 2 h 15 min before departure. The store can also "
        "hold bags of delayed flights on request from the control room.")
    ,
    epi("epi-2026-08-12-crane-c2-locked-aisle", "early-bag-store", "incident", "2026-08-12",
        "Crane C2 failed and 600 bags were locked in aisle 2 for three hours",
        "Crane C2 stopped at 11:20 with a broken drive encoder. Aisle 2 held about 600 bags, "
        "many for the afternoon long-haul departures. Technicians released them by hand from "
        "the maintenance platform, which took until 14:30; 74 bags missed their flights, "
        "mostly for the Cindral Airways departures to the Gulf.")
    ,
    rule("rule-larder-rebalance-when-crane-down", "early-bag-store",
         ["Larder", "crane", "C1", "C2", "aisle", "early-bag store", "larder-wcs",
          "encoder"], "high", 0, "2026-08-14",
         "With one Larder crane down, stop storing into its aisle and move near departures out",
         "When one of the two Larder cranes is out for more than 30 minutes, do: set its aisle to "
         "no-store in larder-wcs, and if the crane is only slowed rather than dead, use it to "
         "bring out bags for departures in the next four hours first. Not: wait for the repair "
         "estimate before deciding. Why: \"Every hour we waited, another flight's bags were "
         "behind a dead crane.\" (Nadia, 2026-08-14)"),
    pref("pref-nadia-larder-occupancy-chart", "reporting", "early-bag-store", "2026-04-07",
         "Nadia wants Larder forecasts as an hourly occupancy chart with the 85 % line",
         "Forecasts of the early-bag store go to Nadia as a chart of occupancy per hour for the "
         "next 24 hours, each aisle separately, with a horizontal line at 85 %. She does not "
         "want a table of numbers for this one."),
    env("env-larder-full-overflow-lateral", "workspace-state-transitions", "early-bag-store",
        "Larder occupancy goes above 90 %",
        "Carrow begins sending early bags to overflow lateral 41, and the handler on that "
        "lateral calls the control room within the hour because nobody is staffed there", 6,
        1, "2026-09-15",
        "The overflow is automatic; the staffing is not. Seen on the Friday peaks of August and "
        "September."),

    # --- 7. Ringplan make-up allocation ---
    sem("sem-ringplan-allocation-rules", "make-up-allocation", 0.91, 8, "2026-01-26",
        "Ringplan allocates flights to the 16 make-up carousels and publishes to Carrow",
        "Ringplan is the allocation tool used by the allocation desk to give each departing "
        "flight a make-up carousel (MU-01 to MU-16) and a time window. Wide-bodies get a whole "
        "carousel, narrow-bodies half of one; the plan is published to Carrow 30 minutes "
        "before each make-up opens. Carousel rules per airline and aircraft type are in the "
        "ringplan database, edited by the desk lead.")
    ,
    epi("epi-2026-06-21-ringplan-double-widebody-mu09", "make-up-allocation", "incident",
        "2026-06-21",
        "Ringplan put two wide-bodies on MU-09 at once after a departure slipped",
        "A Cindral Airways wide-body slipped 70 minutes, but its new time was not pulled into "
        "Ringplan before publication, so it overlapped with a Nordhavn Air wide-body on MU-09. "
        "About 300 bags for two flights came down the same carousel; the handlers sorted them "
        "by hand and the Nordhavn departure left 40 minutes late.")
    ,
    rule("rule-ringplan-recheck-after-slip", "make-up-allocation",
         ["Ringplan", "make-up", "carousel", "MU-", "wide-body", "departure delay",
          "allocation"], "medium", 1, "2026-06-23",
         "When a wide-body slips over 45 minutes, re-run the conflict check on its carousel",
         "When a wide-body's departure moves by more than 45 minutes, do: refresh its times in "
         "Ringplan and run the conflict check on its carousel before its make-up opens, and "
         "move one of the flights if the windows touch. Not: assume the next automatic "
         "publication will sort it out. Why: \"The tool plans what it was told, not what "
         "happened.\" (Nadia, 2026-06-23)"),
    pref("pref-nadia-allocation-gantt-by-handler", "reporting", "make-up-allocation",
         "2026-02-19",
         "Nadia wants allocation proposals as a Gantt per carousel, coloured by handler",
         "Any proposed change to the carousel plan is shown to Nadia as a Gantt chart with one "
         "row per carousel and bars coloured by ground handler, so she can see at a glance "
         "which handler gets squeezed. Not a spreadsheet, not a list of flights."),
    env("env-ringplan-summer-switch-unallocated", "system-state", "make-up-allocation",
        "the first week of the summer schedule (from the last Sunday of March)",
        "Ringplan's automatic allocation leaves 8 to 12 flights a day without a carousel, "
        "because new routes and new airline codes have no carousel rules yet", 3, 0,
        "2026-04-06",
        "Seen in the summer switches of 2024, 2025 and 2026. The desk lead now adds the rules "
        "a week ahead, but some always arrive late."),

    # --- 8. self bag-drop (Pellworth units) ---
    sem("sem-sbd-units-scales-updates", "self-bag-drop", 0.9, 8, "2026-01-28",
        "Hall C has 16 Pellworth bag-drop units with legally sealed scales; updates on Tuesdays",
        "The self bag-drop in Hall C is 16 units (SBD-01 to SBD-16) from Pellworth Systems. "
        "Each has a belt scale verified once a year by the weights-and-measures inspector and "
        "sealed; a broken seal means the unit may not be used. The hard weight limit is 32 kg, "
        "with lower limits per airline set in the Pellworth portal. Pellworth pushes software "
        "remotely, and by contract only on Tuesdays between 10:00 and 14:00.")
    ,
    epi("epi-2026-10-02-sbd-update-weight-units", "self-bag-drop", "incident", "2026-10-02",
        "A Pellworth update made five bag-drop units read weights in grams and refuse every bag",
        "A remote update pushed on a Friday, outside the contract window, changed the weight "
        "unit on five units; every bag showed as overweight by a factor of a thousand and was "
        "refused. Hall C queues reached 40 minutes and the airlines opened extra manual counters "
        "for two hours until Pellworth rolled the update back at 12:15.")
    ,
    rule("rule-sbd-stage-updates-on-one-unit", "self-bag-drop",
         ["Pellworth", "SBD", "bag drop", "remote update", "firmware", "Hall C", "scale"],
         "medium", 0, "2026-10-05",
         "Vendor updates go to SBD-16 first and are checked with the test weight before the rest",
         "When Pellworth announces a software update for the bag-drop units, do: ask them to "
         "install it on SBD-16 alone, put the 20 kg test weight on its belt and run one test "
         "bag through, and only then agree to the rest. Refuse any push outside Tuesday "
         "10:00-14:00. Not: let them update the whole hall at once. Why: \"Sixteen units is "
         "one hall; one unit is a test.\" (Nadia, 2026-10-05)"),
    pref("pref-nadia-vendor-tickets-serials-logs", "communication", "self-bag-drop",
         "2026-03-11",
         "Nadia wants vendor tickets in English, with serials, log excerpts and her as escalation",
         "Tickets to Pellworth (and other vendors) are written in English, list the serial "
         "number of every affected unit, attach the log excerpt rather than describing it, and "
         "name Nadia as the escalation contact. She does not want tickets opened by phone "
         "without a written follow-up."),
    env("env-sbd-scale-drift-after-jam", "system-state", "self-bag-drop",
        "a bag-drop unit is cleared of a jammed bag without re-zeroing the scale",
        "the scale adds 1 to 3 kg to every following bag until the unit is restarted, and "
        "passengers near the limit get refused", 5, 1, "2026-05-19",
        "The jam-clear routine on the Pellworth units does not re-zero. Reported by Hall C "
        "agents five times; one drift went the other way."),

    # --- 9. Tally baggage reconciliation ---
    sem("sem-tally-brs-handhelds-offload", "reconciliation", 0.93, 11, "2026-01-13",
        "Tally reconciles loaded bags against boarded passengers and makes the offload list",
        "Tally is the baggage reconciliation system: loaders scan each bag with one of 90 "
        "handhelds as it goes into a container or the hold, and Tally matches it with the "
        "boarding data from the airline's departure control. At gate close it produces the "
        "offload list of bags whose passenger did not board; the airline's load controller "
        "decides the offload. Handheld logs are kept on tally01 for 90 days.")
    ,
    epi("epi-2026-03-29-tally-offline-bag-flew", "reconciliation", "incident", "2026-03-29",
        "A no-show's bag flew because a handheld synced its offline scans after departure",
        "On the first day of the summer schedule a handheld at stand 24 lost Wi-Fi and kept "
        "storing scans offline. Tally never saw the bag of a passenger who did not board, "
        "so the offload list was empty, and the flight left with the bag. The scans arrived at "
        "10:48, twenty minutes after departure. The airline filed a security report.")
    ,
    rule("rule-tally-offline-means-paper", "reconciliation",
         ["Tally", "handheld", "offline", "Wi-Fi", "loading", "load controller", "offload",
          "reconciliation"], "high", 0, "2026-03-31",
         "A handheld showing offline at a loading position means that flight goes to paper",
         "When a Tally handheld shows the offline icon while a flight is loading, do: switch "
         "that flight to the paper load sheet at once and phone the load controller so the "
         "offload decision is made from paper. Not: keep scanning and trust the sync to catch "
         "up before the doors close. Why: \"Offline scans are a promise, not a record.\" "
         "(Nadia, 2026-03-31)"),
    pref("pref-nadia-tally-timeline-from-device-logs", "reporting", "reconciliation",
         "2026-04-02",
         "Nadia wants reconciliation incident timelines to the second, built from device logs",
         "A timeline for any reconciliation incident is built from the handheld and tally01 "
         "logs, with times to the second, one event per line. What staff remember can go in a "
         "separate note but never fill gaps in the timeline."),
    env("env-tally-low-battery-silent-offline", "system-state", "reconciliation",
        "a Tally handheld's battery is under 15 %",
        "it drops off Wi-Fi to save power and keeps scanning offline with only a small icon, "
        "no beep or warning", 9, 0, "2026-04-15",
        "Power-saving setting of the handheld model in use. Nine cases found in the logs after "
        "the March incident, all on devices taken from the charger rack half-charged."),

    # --- 10. out-of-gauge line ---
    sem("sem-oog-line-limits-and-route", "out-of-gauge", 0.9, 7, "2026-01-08",
        "Out-of-gauge bags use the OOG belts at islands A and F and their own large CT",
        "Skis, golf bags, pushchairs and anything over 90 cm or unstable go to the out-of-gauge "
        "belts at the ends of check-in islands A and F. Items up to 3 m long and 50 kg are "
        "screened by the large-aperture CT (HBS-OOG) and then taken to make-up by tug, not "
        "through the sorters. The OOG desk can be called on extension 4416.")
    ,
    epi("epi-2026-01-03-oog-ski-saturday-backlog", "out-of-gauge", "incident", "2026-01-03",
        "On a ski-charter Saturday the OOG CT was on maintenance and 140 ski bags queued",
        "The HBS-OOG preventive maintenance had been booked for Saturday morning, the busiest "
        "ski-charter day. With the large CT off, 140 ski bags were searched by hand in the "
        "level-3 room; three charter flights waited for their skis, the longest 55 minutes.")
    ,
    rule("rule-oog-no-maintenance-on-charter-days", "out-of-gauge",
         ["OOG", "out-of-gauge", "HBS-OOG", "ski", "charter", "maintenance booking",
          "Saturday"], "medium", 1, "2026-01-06",
         "Check the charter programme before booking any work on the out-of-gauge line",
         "When planning maintenance or a software change on the OOG belts or HBS-OOG, do: check "
         "the charter programme first and never book it on a day with ski or golf charters; "
         "move it to a weekday night. Not: book it in the first free slot the CMMS offers. Why: "
         "\"The calendar knew the date, but not what that date meant.\" (Nadia, 2026-01-06)"),
    pref("pref-nadia-oog-counts-by-item-type", "reporting", "out-of-gauge", "2026-01-12",
         "Nadia wants out-of-gauge figures split by item type",
         "Out-of-gauge volumes and delays go to Nadia counted by item type, skis, golf, "
         "pushchairs and wheelchairs, other, never as one OOG total, because each type has a "
         "different handling problem."),
    env("env-oog-charter-mornings-queue", "workspace-state-transitions", "out-of-gauge",
        "more than four ski charters depart before 10:00",
        "the OOG queue outgrows the line from about 07:30 and ski bags reach make-up after "
        "the charters start boarding", 5, 1, "2026-02-23",
        "Counted over the winter Saturdays of 2026; with four or fewer charters the line kept "
        "up every time."),

    # --- 11. transfer input ---
    sem("sem-transfer-input-screening-origins", "transfer-baggage", 0.92, 9, "2026-01-19",
        "Transfer bags enter at TI-1 and TI-2; some origins must be screened again",
        "Bags from arriving flights that connect here are put on the system at the transfer "
        "input stations TI-1 (Pier 1) and TI-2 (Pier 3). The minimum connecting time for bags "
        "is 45 minutes. Bags from origins that are not on the one-stop-security list are sent "
        "through hold screening again; that list is kept in Carrow's screening-origins table "
        "and only security may ask for changes to it.")
    ,
    epi("epi-2026-11-08-origins-list-not-loaded", "transfer-baggage", "incident",
        "2026-11-08",
        "A new screening origin was not loaded and its transfer bags skipped screening for 6 hours",
        "Security sent an updated origins list adding a new country. The file was saved to the "
        "shared folder but not loaded into Carrow, so transfer bags from that origin went "
        "straight to make-up for about six hours until a routine audit spotted it. The bags "
        "were traced and re-screened at the aircraft; a report went to the regulator.")
    ,
    rule("rule-origins-list-test-bsm", "transfer-baggage",
         ["screening origins", "one-stop security", "transfer", "TI-1", "TI-2", "Carrow",
          "origins list"], "high", 0, "2026-11-10",
         "Load every new screening-origins list the same day and prove it with a test message",
         "When security sends a new screening-origins list, do: load it into Carrow the same "
         "day, then inject a test baggage message from one of the new origins and confirm the "
         "route goes through hold screening before telling security it is live. Not: file the "
         "list and assume the nightly job picks it up. Why: \"Nobody loads a list by saving "
         "it.\" (Nadia, 2026-11-10)"),
    pref("pref-nadia-connection-percentiles-by-pier", "reporting", "transfer-baggage",
         "2026-05-05",
         "Nadia wants transfer-time analysis as p50 and p90 per inbound pier",
         "Analyses of short connections and transfer bag times go to Nadia as the median and "
         "90th percentile per inbound pier (and remote stands separately), never as averages, "
         "because the average hides the bags that miss."),
    env("env-remote-stand-transfer-lag", "workspace-state-transitions", "transfer-baggage",
        "an inbound wide-body parks on a remote stand",
        "its transfer bags reach TI-2 about 18 minutes later than from a contact stand, so "
        "connections under 55 minutes usually miss", 11, 3, "2026-07-01",
        "Tug run and unloading time from the remote apron. The misses were flights whose "
        "transfer bags were loaded in a dedicated container."),

    # --- 12. reclaim and Clockbag ---
    sem("sem-clockbag-first-last-bag", "reclaim", 0.91, 10, "2026-01-22",
        "Clockbag times first and last bag on the 9 reclaim belts against on-blocks from Beacon",
        "Clockbag counts the first and last bag of each arriving flight with a photo-eye on "
        "the feed of each of the nine reclaim belts and compares them with the on-blocks time "
        "from Beacon, the airport operational database. The service levels with the handlers "
        "are first bag within 15 minutes and last bag within 30 minutes of on-blocks; the "
        "monthly figures are the basis for handler penalties.")
    ,
    epi("epi-2026-06-02-clockbag-utc-shift-penalties", "reclaim", "incident", "2026-06-02",
        "Beacon switched to UTC and Clockbag invoiced wrong penalties to Corvid",
        "Beacon's upgrade at the end of April started sending on-blocks times in UTC instead of "
        "local time. Clockbag did not convert them, so every flight seemed two hours late at "
        "the belt, and the May penalties invoiced to Corvid Ground Handling were wildly wrong. "
        "Corvid disputed them; the invoices were withdrawn and reissued on 2026-06-02.")
    ,
    rule("rule-clockbag-spot-check-after-time-source-change", "reclaim",
         ["Clockbag", "Beacon", "on-blocks", "time zone", "UTC", "penalty", "reclaim"],
         "medium", 0, "2026-06-04",
         "After any change upstream of Clockbag, check ten flights against the belt camera",
         "When Beacon or anything else that feeds times into Clockbag is upgraded or "
         "reconfigured, do: take ten flights from the first day, compare Clockbag's first and "
         "last bag with the reclaim camera footage, and hold the figures until they match. Not: "
         "let the monthly run bill the handlers unchecked. Why: \"A penalty we have to "
         "withdraw costs more than one we never sent.\" (Nadia, 2026-06-04)"),
    pref("pref-nadia-sla-figures-through-her", "communication", "reclaim", "2026-06-05",
         "Nadia reads reclaim service-level figures before any handler sees them",
         "Monthly reclaim figures and anything about handler penalties go to Nadia first as a "
         "draft; she sends them to the handlers herself. Nobody on the team sends them "
         "directly, even when a handler asks for them by mail."),
    env("env-reclaim-belts-5-6-shared-feed", "system-state", "reclaim",
        "two wide-bodies reach on-blocks within 10 minutes and are given reclaim belts 5 and 6",
        "the shared feed conveyor makes belt 6 wait, and the second flight's last bag comes "
        "about 12 minutes outside the service level", 6, 1, "2026-08-20",
        "Belts 5 and 6 share one feed from the baggage hall. Seen six times in summer; the "
        "miss was a flight with few bags."),

    # --- 13. fire shutters and fire-alarm interface ---
    sem("sem-fire-shutters-cause-effect", "fire-interface", 0.94, 8, "2026-01-07",
        "23 fire shutters close the baggage tunnels; the belt under each is cleared first",
        "Where baggage conveyors cross fire-compartment walls there are 23 fire shutters "
        "(FS-01 to FS-23). On an alarm in a zone, the fire panel tells the BHS PLC to run the "
        "belt under each shutter clear for 12 seconds before the shutter drops. A dropped "
        "shutter can be reset only with the fire officer's key. The cause-and-effect matrix "
        "belongs to the airport fire safety officer, Colm Ferris-Abara.")
    ,
    epi("epi-2026-05-06-unannounced-alarm-test-shutters", "fire-interface", "incident",
        "2026-05-06",
        "An unannounced weekly alarm test dropped FS-11 and FS-12 on running belts",
        "The weekly fire-alarm test was moved to mid-morning and nobody told the control room. "
        "FS-11 and FS-12 dropped while Loop B was full; the clearing run did not finish because "
        "bags were queued on the section, two bags were crushed under FS-12 and Loop B stood "
        "for 25 minutes until the fire officer came with the key.")
    ,
    rule("rule-fire-test-put-bhs-zones-in-test-mode", "fire-interface",
         ["fire alarm", "fire shutter", "FS-", "alarm test", "fire panel", "test mode",
          "cause and effect"], "high", 1, "2026-05-08",
         "Before a fire-alarm test, have the BHS outputs put in test mode and confirm it",
         "When a fire-alarm test is in the calendar or someone from fire safety is about to "
         "test a zone, do: ask the fire officer to put the BHS shutter outputs of those zones "
         "in test mode, and see it confirmed on the Overview fire page before the test starts. "
         "Not: assume the fire team isolated the baggage outputs. Why: \"A test that crushes "
         "bags isn't a test.\" (Nadia, 2026-05-08)"),
    pref("pref-nadia-fire-events-phone-first", "communication", "fire-interface",
         "2026-05-09",
         "Nadia wants any fire-interface event phoned to her straight away, at any hour",
         "Anything involving the fire shutters or the fire panel, even a false alarm, is phoned "
         "to Nadia immediately, day or night, and written up afterwards. She does not want to "
         "learn about it from an email or the morning report."),
    env("env-shutter-reset-section-stays-faulted", "workspace-state-transitions",
        "fire-interface",
        "a fire shutter is reset after it has dropped",
        "the belt section under it stays in a jam fault until the photo-eye is cleared and "
        "jogged by hand, and meanwhile Carrow sends bags the long way round, about 4 minutes "
        "more per bag", 5, 0, "2026-06-10",
        "The shutter reset does not reset the section. Seen after every drop since the "
        "interface was rebuilt in 2025."),

    # --- 14. Overview SCADA ---
    sem("sem-overview-scada-alarms-historian", "scada", 0.92, 12, "2026-01-15",
        "Overview SCADA: 90-day historian at 1 s, four alarm priorities, shelving up to 8 h",
        "Overview is the SCADA the control room runs the baggage system from, on scada01 and "
        "scada02, with about 9,000 tags. Its historian keeps one-second data for 90 days. "
        "Alarms have four priorities; an operator may shelve an alarm for at most eight hours. "
        "The alarm list with priorities and operator actions is alarms/priorities.csv in the "
        "bhs-scada repository.")
    ,
    epi("epi-2026-08-30-switch-reboot-alarm-flood", "scada", "incident", "2026-08-30",
        "A network switch reboot flooded Overview with 4,200 alarms and a real jam was missed",
        "A planned reboot of a core switch at 16:10 made every PLC on that switch report "
        "communication loss: 4,200 alarms in ten minutes. Among them was a genuine jam on the "
        "MU-05 feed that nobody saw for 22 minutes; 30 bags missed the evening departures.")
    ,
    rule("rule-overview-flood-suppression-before-network-work", "scada",
         ["Overview", "alarm flood", "network maintenance", "switch", "NET-MAINT",
          "suppression", "jam alarm"], "medium", 1, "2026-09-01",
         "Before any network work, switch on flood suppression and put a second operator on jams",
         "When network maintenance will touch the switches the PLCs hang off, do: enable the "
         "NET-MAINT suppression group in Overview before it starts, and have a second operator "
         "watch only the jam and fire alarms until it is over. Not: accept the flood and "
         "clear it afterwards. Why: \"In four thousand alarms the one that matters looks like "
         "the rest.\" (Nadia, 2026-09-01)"),
    pref("pref-nadia-new-alarm-three-fields", "change-requests", "scada", "2026-02-25",
         "Nadia wants each proposed alarm described by priority, operator action and consequence",
         "A proposal for a new or changed alarm gives three things and nothing more: its "
         "priority, what the operator must do, and what happens if nobody does it. No tag "
         "address lists and no screenshots; those go in the ticket."),
    env("env-overview-historian-disk-journal-first", "system-state", "scada",
        "the historian disk on scada01 passes 85 % full",
        "Overview stops writing the alarm journal first while tag data still records, so the "
        "alarm history has gaps", 3, 0, "2026-10-12",
        "The journal and the trend archive are on the same volume but the journal gives up "
        "first. Found three times when alarm reports came back with holes."),

    # --- 15. Wrenchbook CMMS and the night window ---
    sem("sem-wrenchbook-night-window-permits", "maintenance", 0.91, 10, "2026-01-10",
        "Wrenchbook work orders, the 01:15-04:30 night window and lockout point lists",
        "Maintenance is planned in Wrenchbook, the CMMS. Work that stops Loop B or the make-up "
        "carousels must fit the night window from 01:15 to 04:30, when no departures are "
        "being made up. A work order cannot be released without its lockout point list and a "
        "permit number. Preventive maintenance orders are generated weekly, on Thursday "
        "mornings.")
    ,
    epi("epi-2026-10-19-night-job-overran-first-wave", "maintenance", "incident",
        "2026-10-19",
        "A Loop B drive job ran 50 minutes past the night window into the first wave",
        "A gearbox change on a Loop B drive, estimated at three hours, started at 01:30 and "
        "was not finished until 05:20. Bags checked in from 04:30 waited on the induction belts "
        "and in Larder; twelve flights left with some bags behind.")
    ,
    rule("rule-long-night-jobs-split-or-go-no-go", "maintenance",
         ["night window", "Wrenchbook", "Loop B", "overrun", "work order", "gearbox",
          "first wave"], "high", 1, "2026-10-21",
         "A night job over 2.5 hours is split or gets a 03:30 go/no-go with the control room",
         "When a job that stops the sorter is estimated at more than two and a half hours, do: "
         "split it over two nights, or agree with the control room a go/no-go at 03:30 with a "
         "way to put the old part back. Not: start it and hope it fits. Why: \"The window "
         "closes whether we're done or not.\" (Nadia, 2026-10-21)"),
    pref("pref-nadia-close-orders-with-measurements", "documentation", "maintenance",
         "2026-03-16",
         "Nadia wants work orders closed with the measured value, not 'done'",
         "A Wrenchbook work order is closed with what was measured after the work, belt "
         "tension, motor current, gap width, whatever fits, with its unit. 'Done', 'OK' or "
         "'checked' are sent back to the technician."),
    env("env-wrenchbook-thursday-sync-lag", "skill-output-shape", "maintenance",
        "the weekly preventive maintenance batch runs on Thursday morning",
        "Wrenchbook creates about 260 orders at once and the technicians' tablets show empty "
        "lists for around 20 minutes while they sync", 8, 1, "2026-04-23",
        "Technicians sometimes take that as 'no work today'. Seen most Thursdays since the "
        "tablets were introduced."),

    # --- 16. PLC programs and change freeze ---
    sem("sem-plc-archive-moc-freeze", "plc-changes", 0.95, 14, "2026-01-06",
        "PLC programs live in plc-archive; every change needs an MoC; freezes in peak periods",
        "The programs of the 61 baggage-system PLCs are kept in the plc-archive repository on "
        "bhs-git. Every change needs a management-of-change number (MoC). Online edits are "
        "forbidden while the system is in operation, 04:30 to 00:30. There is a change freeze "
        "from 1 July to 31 August and over Christmas week, 22 to 29 December; exceptions need "
        "Nadia's signature.")
    ,
    epi("epi-2026-07-22-online-edit-lost-on-power-cycle", "plc-changes", "incident",
        "2026-07-22",
        "A contractor's unsaved online edit on the MU-12 PLC disappeared after a power cycle",
        "During the summer freeze a contractor changed a photo-eye timer on the MU-12 PLC "
        "online to stop false jams and never uploaded the program to plc-archive. A week "
        "later the PLC was power-cycled for an electrical repair, came back with the old "
        "timer and the false jams returned in the evening peak; it took two days to work out "
        "why.")
    ,
    rule("rule-plc-upload-and-commit-same-shift", "plc-changes",
         ["plc-archive", "online edit", "PLC", "upload", "commit", "checksum", "MoC"],
         "high", 2, "2026-07-24",
         "Every online edit is uploaded and committed to plc-archive in the same shift",
         "When anyone has changed a running PLC, do: upload the program from the PLC and commit "
         "it to plc-archive with its MoC before the end of that shift, and check the weekly "
         "checksum report for PLCs whose running program differs from the archive. Not: leave "
         "the upload for the next maintenance visit. Why: \"If it isn't in the archive, it "
         "will come back.\" (Nadia, 2026-07-24)"),
    pref("pref-nadia-plc-commit-format-rung-diff", "code-review", "plc-changes",
         "2026-02-06",
         "Nadia wants PLC commits titled 'MoC-nnnn PLC: change' and reviews the rung-level diff",
         "Commit messages in plc-archive read 'MoC-nnnn <PLC name>: what changed', and a "
         "review request to Nadia links the rung-by-rung comparison export, not the zipped "
         "project. She will not review a change whose MoC number is missing."),
    env("env-plc-power-cycle-loads-card", "system-state", "plc-changes",
        "a baggage PLC is power-cycled",
        "it starts from the program on its memory card, so any change that was made online "
        "and not written to the card is gone", 4, 0, "2026-08-03",
        "Holds for the PLC family used on the make-up carousels and Loop B. Confirmed on four "
        "PLCs after the July incident."),

    # --- 17. Seekline mishandled-bag tracing ---
    sem("sem-seekline-bag-history-search", "bag-tracing", 0.9, 9, "2026-01-27",
        "Seekline passes delayed-bag files to airlines and searches 30 days of bag history",
        "Seekline is the airport's link between the lost-and-found desk in arrivals and the "
        "airlines' tracing system: it sends delayed-bag files out and receives matches back. "
        "Its bag history search shows every place Carrow saw a bag, by tag number, for 30 "
        "days. The search matches full 10-digit tag numbers only.")
    ,
    epi("epi-2026-09-19-rush-tag-medical-bag-trace", "bag-tracing", "incident",
        "2026-09-19",
        "A bag holding a medical device was untraceable for two days because it carried a rush tag",
        "A passenger's bag with a sleep-apnoea machine did not arrive. The bag history search "
        "returned nothing for two days because the bag had been re-tagged with a rush tag, "
        "whose number has a different prefix. It was finally found in Larder, stored under the "
        "rush-tag number for a flight that had already left.")
    ,
    rule("rule-seekline-empty-search-try-partial-and-rush", "bag-tracing",
         ["Seekline", "bag history", "tag number", "rush tag", "trace", "missing bag",
          "lost and found"], "medium", 0, "2026-09-21",
         "An empty bag-history search is not 'no trace': try partial numbers and rush tags",
         "When Seekline's bag history finds nothing for a tag, do: search Carrow's read log by "
         "the last six digits and the flight, and look for a rush tag issued to the same "
         "passenger, before answering the desk. Not: report 'no trace in the system'. Why: "
         "\"The bag was in our building the whole time.\" (Nadia, 2026-09-21)"),
    pref("pref-nadia-passenger-replies-plain", "communication", "bag-tracing",
         "2026-09-25",
         "Nadia wants replies to passengers in plain language, no system names, no blame",
         "Drafts of replies to passengers about lost or damaged bags use plain words, give the "
         "facts and what happens next, name no internal system and never blame the handler or "
         "the airline. She signs them herself."),
    env("env-seekline-storm-day-next-morning", "workspace-state-transitions",
        "bag-tracing",
        "a storm day with more than 20 cancelled departures",
        "the next morning Seekline handles about three times the usual delayed-bag files and "
        "the lost-and-found queue stays over two hours", 4, 1, "2026-11-30",
        "Rebooked passengers are separated from their bags. Seen after the February, October "
        "and November storms; the miss was a storm on a Sunday with light traffic."),

    # --- 18. manual encoding stations ---
    sem("sem-mes-stations-no-data-loop", "manual-encoding", 0.9, 8, "2026-01-29",
        "Four encoding stations take unread and no-data bags; after 15 min, the problem area",
        "Bags that no tag reader could read, or that have no baggage message, go round the "
        "manual encoding loop on level -1 to stations MES-1 to MES-4. The operator keys the "
        "tag number or, if needed, the flight; the screen shows the message lookup for that "
        "tag. A bag not encoded within 15 minutes is sent to the problem-bag area next to "
        "MES-4.")
    ,
    epi("epi-2026-11-23-mes-keyed-rebooked-bags", "manual-encoding", "incident", "2026-11-23",
        "An encoding operator keyed rebooked passengers' bags to their cancelled flight",
        "After a cancellation, bags of rebooked passengers arrived at MES with no valid "
        "message. An operator keyed the flight number printed on the old tags, so Carrow sent "
        "31 bags to the make-up of the cancelled flight, where they sat until the evening "
        "check. Most of the passengers flew the next morning without them.")
    ,
    rule("rule-mes-rebooked-no-data-to-problem-area", "manual-encoding",
         ["MES", "manual encoding", "no-data", "rebooked", "cancelled flight", "problem bag",
          "keying"], "medium", 1, "2026-11-25",
         "A no-data bag from a cancelled or rebooked flight goes to the problem area, not keyed",
         "When a bag reaches manual encoding without a message and its tag names a flight that "
         "was cancelled or whose passengers were rebooked, do: send it to the problem-bag area "
         "for the airline to re-tag. Not: key the flight printed on the tag. Why: \"The tag "
         "tells you where the passenger was going yesterday.\" (Nadia, 2026-11-25)"),
    pref("pref-nadia-mes-changes-trialled-with-operators", "change-requests",
         "manual-encoding", "2026-04-28",
         "Nadia wants encoding-screen changes trialled with two operators and their words quoted",
         "Any change to the manual encoding screens is tried for half an hour at a station "
         "with two of the operators before it goes live, and the change request quotes what "
         "they said, in their words. A design that was only reviewed at a desk is not ready."),
    env("env-mes-loop-fills-high-no-read", "workspace-state-transitions", "manual-encoding",
        "the no-read rate passes 3 % during the morning wave",
        "the encoding loop fills in about 12 minutes, bags start going round Loop B again and "
        "sorter throughput falls by about 10 %", 7, 2, "2026-03-03",
        "Four operators cannot keep up with more than roughly 100 bags an hour. Seen on the "
        "mornings of the Nordhavn tag problem and during the fog days."),

    # --- extras ---
    sem("sem-control-room-hours-and-on-call", "organisation", 0.88, 6, "2026-01-05",
        "The control room is staffed 04:00-01:00; nights are covered by the PLC on-call",
        "The baggage control room is staffed from 04:00 to 01:00 by two operators, led by "
        "Jonas Pirrie. From 01:00 to 04:00 the only cover is the PLC engineer on call, whose "
        "rota is the on-call calendar in Wrenchbook; the on-call phone is extension 4471. "
        "Escalation above the on-call engineer goes to Nadia Brekke-Osei, head of baggage "
        "systems.")
    ,
    env("env-nadia-morning-wave-one-liners", "principal-response", "principal",
        "a message reaches Nadia between 05:00 and 08:30",
        "she answers only questions she can settle with a yes, a no or a number; anything "
        "longer waits until after nine", 10, 1, "2026-05-14",
        "She is in the control room for the morning wave. Her replies in that window were "
        "one line or none; longer questions were answered mid-morning."),
    env("env-nadia-asks-for-logs-before-cause", "principal-response", "principal",
        "a root cause is offered to Nadia without log lines or data behind it",
        "she replies asking for the evidence and does not accept the cause until she has it, "
        "which adds two or three rounds to the thread", 8, 0, "2026-07-30",
        "Seen in incident threads since spring. Causes sent with the log excerpt were "
        "accepted or corrected in one reply."),
]


BLIND15_TASKS: list[dict[str, Any]] = [
    # Carrow
    task("b15-t001", "how does carrow know which make-up a bag belongs on? and does the routing "
         "get regenerated by itself overnight?", [S], ["sem-carrow-hlc-routes-by-bsm"]),
    task("b15-t002", "what went wrong the morning the HLC switched to its backup in april?", [E],
         ["epi-2026-04-18-carrow-failover-stale-table"]),
    task("b15-t003", "patching hlc-a tonight, will let b take over while it reboots. anything I "
         "should look at before I start?", [P], ["rule-carrow-check-standby-table-age"]),
    task("b15-t004", "Push the change that moves Cindral's and Nordhavn's Lisbon departures to "
         "MU-11.", [U], ["pref-nadia-carrow-one-pr-per-airline"]),
    task("b15-t005", "control room just bumped cindral 412 onto MU-04 in carrow at 21:30. will it "
         "still be there for its 06:10 departure?", [V],
         ["env-carrow-night-rebuild-drops-overrides"]),
    task("b15-t006", "Was ist beim Umschalten von hlc-a auf hlc-b im April eigentlich "
         "schiefgelaufen, und wie viele Koffer hat es erwischt?", [E],
         ["epi-2026-04-18-carrow-failover-stale-table"]),  # de
    task("b15-t007", "Mañana cambian el disco de hlc-b y hay que pasar todo al nodo a. El panel "
         "dice que el standby está listo, ¿basta con eso?", [P],
         ["rule-carrow-check-standby-table-age"]),  # es
    # hold-baggage screening
    task("b15-t008", "who is allowed to change how long screeners get to look at an image before "
         "the bag goes to a hand search?", [S], ["sem-hbs-ct-levels-and-timer"]),
    task("b15-t009", "the day island D queued back to the entrance because of HBS-3, what caused "
         "that?", [E], ["epi-2026-07-09-hbs3-bag-spacing-rejects"]),
    task("b15-t010", "Aurelio's release only speeds up the two belts before HBS-2, nothing in the "
         "machine itself. fine to deploy tonight as a normal PLC change?", [P],
         ["rule-hbs-gap-test-after-conveyor-change"]),
    task("b15-t011", "Let security know we're swapping the motor on the HBS-1 exit belt "
         "Wednesday night.", [U], ["pref-nadia-screening-notices-formal"]),
    task("b15-t012", "forecast says 34 degrees tomorrow and the level -1 cooling is still on half "
         "duty. anything to expect from the CTs?", [V],
         ["env-hbs-hall-heat-incomplete-images"]),
    task("b15-t013", "Combien de machines de contrôle des bagages de soute avons-nous, et où "
         "part un bagage que l'opérateur n'a pas validé à temps ?", [S],
         ["sem-hbs-ct-levels-and-timer"]),  # fr
    task("b15-t014", "Scrivi tu la comunicazione a Farah sul cambio del PLC dei nastri davanti "
         "alle macchine radiogene.", [U], ["pref-nadia-screening-notices-formal"]),  # it
    # Loop B
    task("b15-t015", "how many bags an hour can the tray sorter take, and where are spare "
         "actuators kept?", [S], ["sem-loopb-tray-sorter-figures"]),
    task("b15-t016", "what happened with tray 217 in may?", [E],
         ["epi-2026-05-27-tray-217-hit-chute-guard"]),
    task("b15-t017", "tray 88 on loop B just threw its second bad tilt since 6. I'll keep an eye "
         "on it till the wave's over, ok?", [P], ["rule-loopb-disable-flaky-tray-now"]),
    task("b15-t018", "Write up this morning's Loop B stop for Nadia.", [U],
         ["pref-nadia-stoppage-report-numbers-first"]),
    task("b15-t019", "Loop B has been down 35 min, the drive is fixed. what will it look like in "
         "the first minutes after we start it?", [V],
         ["env-loopb-restart-recirculation-spike"]),
    task("b15-t020", "Quando il vassoio è rimasto inclinato e ha preso la protezione dello "
         "scivolo, quanto siamo rimasti fermi?", [E],
         ["epi-2026-05-27-tray-217-hit-chute-guard"]),  # it
    task("b15-t021", "Prepara o relatório da paragem do sorter de bandejas de ontem à noite.",
         [U], ["pref-nadia-stoppage-report-numbers-first"]),  # pt
    # Halo
    task("b15-t022", "what read rate are the ATR arrays supposed to hit, and when does someone "
         "get sent to clean them?", [S], ["sem-halo-atr-read-rate-target"]),
    task("b15-t023", "remind me about the february mess when island B's bags kept going to "
         "manual encoding", [E], ["epi-2026-02-14-nordhavn-tag-stock-read-drop"]),
    task("b15-t024", "ATR-09 and ATR-10 are down to 94% since monday, every other array looks "
         "normal. should I start with the exposure profiles?", [P],
         ["rule-halo-check-tags-before-cameras"]),
    task("b15-t025", "Send Nadia this week's read-rate numbers.", [U],
         ["pref-nadia-read-rates-per-array-per-airline"]),
    task("b15-t026", "I need a month of Halo read rates in one go from the console. anything to "
         "watch out for?", [V], ["env-halo-export-truncates-long-ranges"]),
    task("b15-t027", "Die Leserate an den Arrays von Insel E ist seit gestern schlecht, nur dort. "
         "Wo fange ich an?", [P], ["rule-halo-check-tags-before-cameras"]),  # de
    task("b15-t028", "Si je lance l'export des taux de lecture Halo sur tout le trimestre, est-ce "
         "que j'aurai bien toutes les journées ?", [V],
         ["env-halo-export-truncates-long-ranges"]),  # fr
    # Quillgate
    task("b15-t029", "where do the baggage messages that fail to parse end up, and how long are "
         "messages kept?", [S], ["sem-quillgate-message-flow"]),
    task("b15-t030", "what happened after the typeline link came back in september?", [E],
         ["epi-2026-09-03-typeline-outage-replay-order"]),
    task("b15-t031", "typeline's back up after 25 min, 3k messages queued. just let quillgate "
         "drain?", [P], ["rule-quillgate-ordered-replay-after-outage"]),
    task("b15-t032", "Explain why tag 0417385921 went to the Madrid flight.", [U],
         ["pref-nadia-raw-messages-in-investigations"]),
    task("b15-t033", "quillgate's status page looks fine but there are ~6k files sitting in the "
         "dlq on msg01. should I care?", [V], ["env-quillgate-dlq-green-but-slow"]),
    task("b15-t034", "¿Cómo decide Quillgate que un mensaje de equipaje es duplicado?", [S],
         ["sem-quillgate-message-flow"]),  # es
    task("b15-t035", "O link com a Typeline caiu há 20 minutos e as malas estão todas a ir para a "
         "codificação manual. Quando voltar, o que faço com a fila?", [P],
         ["rule-quillgate-ordered-replay-after-outage"]),  # pt
    # Larder
    task("b15-t036", "how many bags fit in the early-bag store and when does it let them go?",
         [S], ["sem-larder-ebs-capacity-release"]),
    task("b15-t037", "the afternoon in august when larder's second crane died, how bad was it?",
         [E], ["epi-2026-08-12-crane-c2-locked-aisle"]),
    task("b15-t038", "C1 just stopped with a drive fault, maintenance say they'll know more in an "
         "hour. what do we do meanwhile?", [P], ["rule-larder-rebalance-when-crane-down"]),
    task("b15-t039", "Give Nadia the Larder outlook for tomorrow's Friday peak.", [U],
         ["pref-nadia-larder-occupancy-chart"]),
    task("b15-t040", "larder is at 88% and still climbing. what happens when it gets past 90?",
         [V], ["env-larder-full-overflow-lateral"]),
    task("b15-t041", "Cosa è successo l'estate scorsa quando una gru del magazzino bagagli "
         "anticipati si è bloccata con il corridoio pieno?", [E],
         ["epi-2026-08-12-crane-c2-locked-aisle"]),  # it
    task("b15-t042", "Wenn das Frühgepäcklager über 90 % voll wird, was passiert dann mit den "
         "neuen Koffern?", [V], ["env-larder-full-overflow-lateral"]),  # de
    # Ringplan
    task("b15-t043", "how does the allocation tool decide whether a flight gets a whole carousel "
         "or half?", [S], ["sem-ringplan-allocation-rules"]),
    task("b15-t044", "what happened when two big jets ended up on MU-09 together?", [E],
         ["epi-2026-06-21-ringplan-double-widebody-mu09"]),
    task("b15-t045", "the cindral 880 to Doha is now estimated 1h10 late, make-up opens in 40 min. "
         "anything to do?", [P], ["rule-ringplan-recheck-after-slip"]),
    task("b15-t046", "Draft the new carousel plan for the winter schedule and send it to Nadia.",
         [U], ["pref-nadia-allocation-gantt-by-handler"]),
    task("b15-t047", "summer schedule kicks in on the 29th. how will the auto-allocation cope "
         "that first week?", [V], ["env-ringplan-summer-switch-unallocated"]),
    task("b15-t048", "Montre à Nadia comment on propose de répartir les carrousels pour les "
         "vols de Noël.", [U], ["pref-nadia-allocation-gantt-by-handler"]),  # fr
    # self bag-drop
    task("b15-t049", "who checks the scales on the bag-drop units and what happens if a seal is "
         "broken?", [S], ["sem-sbd-units-scales-updates"]),
    task("b15-t050", "the day the hall C kiosks refused every bag as overweight, what was going "
         "on?", [E], ["epi-2026-10-02-sbd-update-weight-units"]),
    task("b15-t051", "pellworth want to roll a new release to all the bag drops next tuesday "
         "morning. just say yes?", [P], ["rule-sbd-stage-updates-on-one-unit"]),
    task("b15-t052", "Open a ticket with Pellworth about SBD-07 rejecting tags printed at home.",
         [U], ["pref-nadia-vendor-tickets-serials-logs"]),
    task("b15-t053", "agent on SBD-04 just pulled a jammed suitcase out and carried on. will the "
         "next passengers notice anything?", [V], ["env-sbd-scale-drift-after-jam"]),
    task("b15-t054", "Abre uma reclamação ao fornecedor dos quiosques de despacho sobre as "
         "balanças das unidades 3 e 9.", [U],
         ["pref-nadia-vendor-tickets-serials-logs"]),  # pt
    # Tally
    task("b15-t055", "who actually decides to take a bag off when its passenger doesn't show?",
         [S], ["sem-tally-brs-handhelds-offload"]),
    task("b15-t056", "what happened at stand 24 the day the summer timetable started?", [E],
         ["epi-2026-03-29-tally-offline-bag-flew"]),
    task("b15-t057", "loader at stand 31 says his scanner shows a little crossed-out wifi sign, "
         "doors close in 15. keep going?", [P], ["rule-tally-offline-means-paper"]),
    task("b15-t058", "Reconstruye lo que pasó con el descuadre de Tally en el vuelo de Oslo de "
         "anoche.", [U], ["pref-nadia-tally-timeline-from-device-logs"]),  # es
    task("b15-t059", "half the handhelds came off the rack at 20 %. anything to worry about over "
         "the next couple of hours?", [V], ["env-tally-low-battery-silent-offline"]),
    task("b15-t060", "¿Cuánto tiempo guardamos los registros de los terminales de mano, y "
         "dónde?", [S], ["sem-tally-brs-handhelds-offload"]),  # es
    task("b15-t061", "Il terminale del caricatore è andato offline mentre carichiamo il volo "
         "per Roma. Come gestisco la riconciliazione?", [P],
         ["rule-tally-offline-means-paper"]),  # it
    task("b15-t062", "¿Qué hace un terminal de Tally cuando se le está acabando la batería?", [V],
         ["env-tally-low-battery-silent-offline"]),  # es
    # out-of-gauge
    task("b15-t063", "where do golf bags and pushchairs get screened, and is there a size "
         "limit?", [S], ["sem-oog-line-limits-and-route"]),
    task("b15-t064", "what happened that ski saturday in january when the big CT was off?", [E],
         ["epi-2026-01-03-oog-ski-saturday-backlog"]),
    task("b15-t065", "Wrenchbook offers Saturday 7 February 06:00 for the HBS-OOG service. book "
         "it?", [P], ["rule-oog-no-maintenance-on-charter-days"]),
    task("b15-t066", "Summarise last weekend's out-of-gauge volumes for Nadia.", [U],
         ["pref-nadia-oog-counts-by-item-type"]),
    task("b15-t067", "six ski charters leave before ten this saturday. will the OOG line keep "
         "up?", [V], ["env-oog-charter-mornings-queue"]),
    task("b15-t068", "Was war im Januar los, als die Skitaschen sich am Sperrgepäck stauten?",
         [E], ["epi-2026-01-03-oog-ski-saturday-backlog"]),  # de
    # transfer input
    task("b15-t069", "what's the minimum connection time for transfer bags, and which bags get "
         "screened a second time?", [S], ["sem-transfer-input-screening-origins"]),
    task("b15-t070", "what happened in november with the transfer bags that should have gone "
         "through screening?", [E], ["epi-2026-11-08-origins-list-not-loaded"]),
    task("b15-t071", "security just emailed the updated one-stop list, two countries added. I "
         "saved it to the shared drive, done?", [P], ["rule-origins-list-test-bsm"]),
    task("b15-t072", "Analyse how long transfer bags took from arrival to make-up in October.",
         [U], ["pref-nadia-connection-percentiles-by-pier"]),
    task("b15-t073", "Cindral 207 from Nairobi is going to a remote stand and has passengers on a "
         "50 minute connection. will their bags make it?", [V],
         ["env-remote-stand-transfer-lag"]),
    task("b15-t074", "La sécurité nous envoie une nouvelle liste de provenances à recontrôler. "
         "Comment je m'assure qu'elle est vraiment appliquée ?", [P],
         ["rule-origins-list-test-bsm"]),  # fr
    task("b15-t075", "Um avião grande vai estacionar num stand remoto com muitas ligações "
         "curtas. As malas de transferência chegam a tempo?", [V],
         ["env-remote-stand-transfer-lag"]),  # pt
    # reclaim / Clockbag
    task("b15-t076", "how is first bag time measured, and what are the targets in the handler "
         "contracts?", [S], ["sem-clockbag-first-last-bag"]),
    task("b15-t077", "why did Corvid get those crazy penalty invoices for May?", [E],
         ["epi-2026-06-02-clockbag-utc-shift-penalties"]),
    task("b15-t078", "Beacon gets its new version on Monday. Clockbag reads on-blocks from it. "
         "anything we should do?", [P], ["rule-clockbag-spot-check-after-time-source-change"]),
    task("b15-t079", "Baywise asked for November's reclaim numbers, send them over.", [U],
         ["pref-nadia-sla-figures-through-her"]),
    task("b15-t080", "two A350s on-block 5 minutes apart and the desk put them on belts 5 and 6. "
         "will we meet the last-bag target for both?", [V],
         ["env-reclaim-belts-5-6-shared-feed"]),
    task("b15-t081", "Che cosa è successo con le penali di riconsegna bagagli dopo "
         "l'aggiornamento di Beacon?", [E],
         ["epi-2026-06-02-clockbag-utc-shift-penalties"]),  # it
    task("b15-t082", "Corvid me pide por correo los tiempos de primera y última maleta de "
         "octubre. Se los mando directamente, ¿vale?", [U],
         ["pref-nadia-sla-figures-through-her"]),  # es
    # fire interface
    task("b15-t083", "who can reset a fire shutter on the baggage tunnels once it's down?", [S],
         ["sem-fire-shutters-cause-effect"]),
    task("b15-t084", "what happened in may when the fire alarm test caught us with the sorter "
         "full?", [E], ["epi-2026-05-06-unannounced-alarm-test-shutters"]),
    task("b15-t085", "fire safety are testing zone 7 tomorrow at 10. anything we need to sort "
         "out first?", [P], ["rule-fire-test-put-bhs-zones-in-test-mode"]),
    task("b15-t086", "FS-04 just dropped on a false alarm, it's 02:40. I'll mail Nadia a summary "
         "for the morning.", [U], ["pref-nadia-fire-events-phone-first"]),
    task("b15-t087", "fire officer is on his way to reset FS-19. once it's up, are we back to "
         "normal?", [V], ["env-shutter-reset-section-stays-faulted"]),
    task("b15-t088", "Où est décrit ce que chaque zone d'alarme incendie fait aux convoyeurs "
         "bagages, et à qui appartient ce document ?", [S],
         ["sem-fire-shutters-cause-effect"]),  # fr
    task("b15-t089", "Morgen früh testen die vom Brandschutz die Melder im Bereich der "
         "Tunnel unter Pier 3. Was müssen wir vorher erledigen?", [P],
         ["rule-fire-test-put-bhs-zones-in-test-mode"]),  # de
    # Overview
    task("b15-t090", "how long can an operator shelve an alarm, and how far back does the "
         "historian go?", [S], ["sem-overview-scada-alarms-historian"]),
    task("b15-t091", "what happened when the core switch was rebooted at the end of august?",
         [E], ["epi-2026-08-30-switch-reboot-alarm-flood"]),
    task("b15-t092", "IT are upgrading the switches in the pier 2 comms room tomorrow at 15:00. "
         "what do we set up in the control room?", [P],
         ["rule-overview-flood-suppression-before-network-work"]),
    task("b15-t093", "Propose a new alarm for the MU-14 motor overtemperature.", [U],
         ["pref-nadia-new-alarm-three-fields"]),
    task("b15-t094", "scada01's historian volume is at 87%. we can leave it till the weekend, "
         "right?", [V], ["env-overview-historian-disk-journal-first"]),
    task("b15-t095", "Dove si trova l'elenco delle priorità degli allarmi della SCADA bagagli?",
         [S], ["sem-overview-scada-alarms-historian"]),  # it
    task("b15-t096", "Redige la demande pour ajouter une alarme de bourrage sur la sortie de "
         "Larder.", [U], ["pref-nadia-new-alarm-three-fields"]),  # fr
    # Wrenchbook / night window
    task("b15-t097", "what hours can we stop loop B for maintenance, and what does a work order "
         "need before it's released?", [S], ["sem-wrenchbook-night-window-permits"]),
    task("b15-t098", "O que correu mal na troca do redutor do Loop B em outubro?", [E],
         ["epi-2026-10-19-night-job-overran-first-wave"]),  # pt
    task("b15-t099", "the new drive on loop B section 3 is quoted at about 3 hours. plan is to "
         "start at 01:15 tonight", [P], ["rule-long-night-jobs-split-or-go-no-go"]),
    task("b15-t100", "Close out the belt-tracking work order on MU-03.", [U],
         ["pref-nadia-close-orders-with-measurements"]),
    task("b15-t101", "it's thursday 07:05 and the techs say their tablets show no jobs. really "
         "no work today?", [V], ["env-wrenchbook-thursday-sync-lag"]),
    task("b15-t102", "Vamos trocar o redutor do carrossel MU-08 esta noite; o fornecedor diz "
         "quatro horas de trabalho. Avanço?", [P],
         ["rule-long-night-jobs-split-or-go-no-go"]),  # pt
    task("b15-t103", "Am Donnerstagmorgen sind die Auftragslisten auf den Tablets leer. Kommt "
         "da noch was?", [V], ["env-wrenchbook-thursday-sync-lag"]),  # de
    # PLC archive / freeze
    task("b15-t104", "when is the change freeze this winter and who can sign an exception?", [S],
         ["sem-plc-archive-moc-freeze"]),
    task("b15-t105", "what happened with the MU-12 photo-eye timer over the summer?", [E],
         ["epi-2026-07-22-online-edit-lost-on-power-cycle"]),
    task("b15-t106", "the contractor tweaked a timer online on the MU-02 PLC this afternoon, "
         "works fine now. we'll grab the program on his next visit", [P],
         ["rule-plc-upload-and-commit-same-shift"]),
    task("b15-t107", "Commit the debounce change on trayplc-b and ask Nadia to review it.", [U],
         ["pref-nadia-plc-commit-format-rung-diff"]),
    task("b15-t108", "electricians need to kill power to the MU-06 panel tonight. will the PLC "
         "come back as it is now?", [V], ["env-plc-power-cycle-loads-card"]),
    task("b15-t109", "Darf ich an einem Werktag um 23 Uhr online etwas in einer SPS ändern?",
         [S], ["sem-plc-archive-moc-freeze"]),  # de
    task("b15-t110", "Sube a plc-archive el cambio del temporizador de la fotocélula del "
         "carrusel 12.", [U], ["pref-nadia-plc-commit-format-rung-diff"]),  # es
    # Seekline
    task("b15-t111", "how far back can the lost-and-found desk look up where a bag has been?",
         [S], ["sem-seekline-bag-history-search"]),
    task("b15-t112", "remind me about the CPAP bag we couldn't find in september", [E],
         ["epi-2026-09-19-rush-tag-medical-bag-trace"]),
    task("b15-t113", "desk says tag 0291774308 shows nothing at all in the bag history. can I "
         "tell the passenger we have no record?", [P],
         ["rule-seekline-empty-search-try-partial-and-rush"]),
    task("b15-t114", "Draft an answer to Mrs Ilunga about her suitcase arriving two days late.",
         [U], ["pref-nadia-passenger-replies-plain"]),
    task("b15-t115", "45 departures cancelled today because of the storm. what should lost and "
         "found expect tomorrow?", [V], ["env-seekline-storm-day-next-morning"]),
    task("b15-t116", "Qu'est-ce qui s'est passé avec la valise contenant un appareil médical "
         "qu'on n'arrivait pas à retrouver ?", [E],
         ["epi-2026-09-19-rush-tag-medical-bag-trace"]),  # fr
    task("b15-t117", "Rispondi al passeggero che si lamenta della valigia rotta sul volo da "
         "Tenerife.", [U], ["pref-nadia-passenger-replies-plain"]),  # it
    # manual encoding
    task("b15-t118", "what happens to a bag nobody manages to encode at the MES?", [S],
         ["sem-mes-stations-no-data-loop"]),
    task("b15-t119", "what went wrong at manual encoding after the cancellation in late "
         "november?", [E], ["epi-2026-11-23-mes-keyed-rebooked-bags"]),
    task("b15-t120", "bag at MES-2 has no message and the tag says Cindral 318, which was "
         "cancelled this morning. just key 318?", [P],
         ["rule-mes-rebooked-no-data-to-problem-area"]),
    task("b15-t121", "Roll out the new flight-lookup layout on the encoding screens.", [U],
         ["pref-nadia-mes-changes-trialled-with-operators"]),
    task("b15-t122", "fog this morning and no-reads are at 4%. what will that do to the sorter "
         "in the next half hour?", [V], ["env-mes-loop-fills-high-no-read"]),
    task("b15-t123", "Un vol a été annulé et les bagages des passagers réacheminés arrivent à "
         "l'encodage manuel sans message. Je saisis le vol de l'étiquette ?", [P],
         ["rule-mes-rebooked-no-data-to-problem-area"]),  # fr
    task("b15-t124", "Se la percentuale di etichette non lette supera il 3 % all'ondata del "
         "mattino, cosa succede al loop di codifica?", [V],
         ["env-mes-loop-fills-high-no-read"]),  # it
    # control room and on-call
    task("b15-t125", "who do I call about a PLC fault at 2 in the morning?", [S],
         ["sem-control-room-hours-and-on-call"]),
    task("b15-t126", "¿A qué hora empieza a haber operadores en la sala de control de "
         "equipajes?", [S], ["sem-control-room-hours-and-on-call"]),  # es
    # Nadia
    task("b15-t127", "it's 06:15 and I need Nadia to pick between three ways of redoing the "
         "MU-07 allocation. will she get back to me now?", [V],
         ["env-nadia-morning-wave-one-liners"]),
    task("b15-t128", "Ich schreibe Nadia um 07:00 eine lange Mail mit drei Fragen zum "
         "Umbau. Bekomme ich heute früh eine Antwort?", [V],
         ["env-nadia-morning-wave-one-liners"]),  # de
    task("b15-t129", "pretty sure the MU-05 jams are the new photo-eye firmware. if I tell Nadia "
         "that now, will she go with it?", [V], ["env-nadia-asks-for-logs-before-cause"]),
    task("b15-t130", "Vou dizer à Nadia que a causa da paragem foi o encoder, ainda sem os logs. "
         "Ela aceita assim?", [V], ["env-nadia-asks-for-logs-before-cause"]),  # pt
]

BLIND15_NO_MEMORY_REQUESTS: list[tuple[str, str]] = [
    ("b15-n01", "what's the difference between a PLC and a DCS, in two lines?"),
    ("b15-n02", "convert 2.0 m/s to km/h"),
    ("b15-n03", "write a bash one-liner that counts lines matching ERROR in every .log file"),
    ("b15-n04", "how do I rename a git branch locally and on the remote?"),
    ("b15-n05", "Was bedeutet die Abkürzung IATA?"),
    ("b15-n06", "Quelle est la différence entre un code-barres 1D et un QR code ?"),
    ("b15-n07", "¿Cuántos husos horarios tiene Rusia?"),
    ("b15-n08", "suggest a name for the control room's new coffee machine"),
    ("b15-n09", "Spiegami in breve come funziona un motore asincrono trifase."),
    ("b15-n10", "what does a 502 Bad Gateway mean?"),
    ("b15-n11", "Qual é a diferença entre RAID 1 e RAID 5?"),
    ("b15-n12", "explain what a regular expression lookahead is, with one example"),
]
