"""A nineteenth workspace and its tasks: a railway signalling maintenance depot, written from the
record format alone and never fitted on.

The store is the memory of the signalling and telecoms maintenance depot at Hollinsgate (an
invented depot on the invented Brennock Valley line, Ormsby Junction to Carrow Halt): the two
Ravelock solid-state interlockings RL-ORM and RL-KEL, the Trackwise TW-4 audio-frequency track
circuits T-BV-110 to T-BV-132 and leaf fall at Sallow Bridge, the Countrail axle counters AC-P1
to AC-P4 in Pennyfold tunnel, the Grapnel HP-3 hydraulic point machines and rail heaters at
Ormsby Junction, the Lumenrail LED signal heads and their red-aspect proving, Stoat Lane level
crossing and its Hareguard radar obstacle detection, the Railtally maintenance system, the
Watchpost condition monitoring, possessions booked in Possmaster, the Larkspur fibre and radio
link to the Brennock Signalling Centre, the 650 V signalling power supply with its UPS and standby
generator, the calibration of test instruments by Calbridge Labs, staff competence grades in
Certrack, the depot's vans and the road-rail vehicle Heron at the Gilmorton access point, cable
theft and the Casewatch case-door alarms, the Binwise spares store, AWS magnets and TPWS loops
tested with the Loopcheck set, and the Tracelog data loggers and the evidence folder on holl-fs1;
and of its principal (Marisol Achterberg-Okafor, the depot's signalling maintenance engineer).
Other invented names: Perpetua Lindqvist (Tester in Charge), Ansel Varga-Mensah (technician team
leader), Joss Pemberton (tester), Dervla Quince (on-call section manager), Isadora Fenwick (asset
data analyst), Wren Halloran (possession planner), Caius Obi (track maintenance engineer),
Gideon (a signaller), Fran (a technician), Kestrel Rail Controls, Larkspur Comms, the Ashcombe
depot, Nettlebank cutting, Kellsmoor loop, Tenby Moor, signals OR 212 / OR 214 / KL 3-12 / CH 40,
points 1021A/B, 1024, 1032, 1043, location case KL-07.

Eighteen themes hold one record in each tier about the same system (a fact, an incident, a
lesson, a preference of Marisol and a prediction), so a request's words say what it is about and
mostly only its shape says which kind of memory answers it. Three more records: a fact about the
depot's staffed hours and the on-call pair, and two predictions of how Marisol reacts (to a long
message in the evening, and to a recommendation sent without its cost). Lessons carry a trigger
list of entities and situation words and a "When ..., do: ... Not: ... Why:" body; predictions
carry a condition and a prediction, in the SPEC's sub-buckets system-state (13),
workspace-state-transitions (2), skill-output-shape (2), filesystem-response (1) and
principal-response (2). One episodic record has the event type near-miss, the others incident.

Counts: 93 records (19 semantic, 18 episodic, 18 procedural, 18 personalized, 20
environment-dynamics); 130 tasks, each with one needed tier and one answering record (semantic
24, episodic 23, procedural 31, personalized 24, environment-dynamics 28; English 91, German 8,
French 8, Spanish 8, Italian 8, Portuguese 7; of the 39 not in English: semantic 5, episodic 5,
procedural 13, personalized 6, environment-dynamics 10); every record answers at least one task;
12 no-memory requests (5 of them not in English).

Written by hand by a writer who had not read the project's code (not the recall code, its cue
tables, its weights, nor any other store's rows); the only inputs were the SPEC's sections on the
five tiers and their frontmatter, and an earlier task file's layout (its docstring, its import
line and variable definitions, its first theme of records, its first tasks and its first
no-memory requests); the heldout README was read only to pick a domain not used before. The
signatures of the record and task constructors were inferred from those first records, not read
from their module; the writer's stand-ins with those signatures were replaced, when the set was
added, by the import of the project's own constructors (the same positional arguments). Each request was written for one record, and its tier is that
record's tier. The set was never run through recall before being handed over: the only checks
were a parse, and a run of this file by a small script of the writer's to check that every gold
id exists and has the task's tier, that every record is used, and the longest run of words a
request shares with its record (three at most, e.g. "points test sheet", "south of gilmorton",
"at kl 12"). Every system, company, person, place and number is invented; nothing was copied from
a public text. Requests are typed the way a technician, a team leader, a planner, a fault
controller or a coding agent would type them (imperatives, "what happened", "will X if",
"ok to ...?", terse fragments); non-English requests are marked by a trailing comment. Hard
families on purpose: an imperative whose needed memory is how Marisol wants that kind of work done
(personalized), a question about how the line, a system or Marisol will react
(environment-dynamics), "who can" / "where does" / "how often" about a fact (semantic), the
situation a lesson is for told without the lesson's words (procedural), and "what happened" /
"why did we" (episodic). Some requests touch a second record of the same theme more weakly (a
lesson and the incident behind it); the gold is the one record that answers the request as
asked. BLIND19_NO_MEMORY_REQUESTS lists requests that no record in this store answers (general
knowledge or small talk), as plain (id, text) pairs outside the task constructor, for a caller
that wants to measure abstention. Report it in aggregate; do not tune on it.
"""
from __future__ import annotations

from typing import Any

from benchmarks.retrieval.dataset import E, P, S, U, V, env, epi, pref, rule, sem, task

BLIND19_RECORDS: list[dict[str, Any]] = [
    # --- 1. solid-state interlockings (Ravelock) ---
    sem("sem-ravelock-interlockings", "interlocking", 0.95, 14, "2026-01-20",
        "Two Ravelock interlockings, RL-ORM and RL-KEL, sit in the Hollinsgate equipment room",
        "The Brennock Valley line is worked by two Ravelock solid-state interlockings: RL-ORM "
        "(Ormsby Junction, 31 routes) and RL-KEL (Kellsmoor loop, 14 routes). Both racks stand in "
        "the Hollinsgate equipment room. Their geographic data belongs to Kestrel Rail Controls; "
        "the depot may load a data change only with a Kestrel design package and a Tester in "
        "Charge on site (Perpetua Lindqvist or her deputy). The depot technicians may swap cards "
        "and power supplies but never edit the data.")
    ,
    epi("epi-2025-10-14-k7-route-without-flank", "interlocking", "incident", "2025-10-14",
        "New shunt route K7 at Kellsmoor set without points 1043 held in flank",
        "The data change that added route K7 (into the engineers' siding) was tested on the "
        "changed routes only. Two days after it went live the driver of a ballast train saw "
        "points 1043 lying towards the main line while K7 was set; the signaller withdrew the "
        "route and blocked it. Kestrel found the flank entry missing from the route table and "
        "issued a corrected package on 17 October; until then K7 stayed barred.")
    ,
    rule("rule-ravelock-test-neighbouring-routes", "interlocking",
         ["Ravelock", "interlocking data", "data change", "RL-ORM", "RL-KEL", "route table",
          "flank", "principles test", "new route"], "high", 0, "2025-10-20",
         "After an interlocking data change, test every route that shares points or sections",
         "When any Ravelock data change is loaded, do: run the route, flank and overlap tests "
         "for every route that shares a points end or a track section with a changed route, and "
         "keep the blocking in place until the Tester in Charge signs the whole list. Not: test "
         "only the routes named in the Kestrel package. Why: K7 went live without flank "
         "protection from 1043 because only K7 was tested (2025-10-14).")
    ,
    pref("pref-marisol-data-change-summary-one-page", "reporting", "interlocking",
         "2025-11-03",
         "Marisol wants a data-change summary on one page: diff, test sheets, names",
         "For every interlocking data change Marisol wants one page: the route-table lines "
         "added or removed, the numbers of the signed test sheets, who tested and who was Tester "
         "in Charge, and what stays barred. She does not want screenshots of the Kestrel tool or "
         "the full package forwarded; she will ask for it if she needs it.")
    ,
    env("env-ravelock-restart-all-red", "system-state", "interlocking",
        "a Ravelock interlocking is cold-restarted",
        "every signal it controls stays at danger for about 11 minutes while it loads and "
        "self-tests, and the signaller needs another 10 to 15 minutes to set the routes again",
        7, 1, "2026-02-09",
        "Timed on seven restarts; the miss was RL-ORM after a card swap, which took 19 minutes "
        "because a second self-test ran."),

    # --- 2. audio-frequency track circuits (Trackwise) and leaf fall ---
    sem("sem-trackwise-track-circuits", "track-circuits", 0.92, 11, "2025-12-02",
        "23 Trackwise TW-4 audio-frequency track circuits cover the plain line south of Gilmorton",
        "Between Gilmorton and Carrow Halt the line is detected by 23 Trackwise TW-4 "
        "audio-frequency track circuits (T-BV-110 to T-BV-132). Each must drop with a 0.5 ohm "
        "shunt anywhere along it; the drop-shunt value and the receiver voltage are measured at "
        "the 13-weekly visit and entered in Railtally. Tuning units are matched to the frequency "
        "printed on the case; a wrong frequency unit will not pick the relay at all.")
    ,
    epi("epi-2025-11-07-sallow-bridge-railhead", "track-circuits", "near-miss", "2025-11-07",
        "A single-car train vanished from T-BV-127 at Sallow Bridge for 40 seconds",
        "During leaf fall a single-car unit running at 07:15 lost its shunt on T-BV-127 by "
        "Sallow Bridge: the section showed clear for about 40 seconds while the train was in it. "
        "The signal behind stayed at danger only because the approach route was not yet called. "
        "Pressed leaves had glazed the railhead; the railhead treatment train had been cancelled "
        "the night before. Reported as a wrong-side failure to the route.")
    ,
    rule("rule-leaf-fall-single-car-sections", "track-circuits",
         ["leaf fall", "railhead", "T-BV-127", "Sallow Bridge", "single-car", "Trackwise",
          "wrong-side", "loss of shunt", "autumn"], "high", 1, "2025-11-12",
         "In leaf fall, keep single-car units off the cutting sections unless the rail was treated",
         "When the railhead treatment run past Sallow Bridge and Nettlebank is cancelled between "
         "October and early December, do: ask the Brennock Signalling Centre to put the "
         "single-car restriction on (two-car minimum or a 20 mph approach) and measure the drop "
         "shunt on T-BV-122 to T-BV-128 that week. Not: wait for a failure report from a driver. "
         "Why: a one-car train disappeared from T-BV-127 for 40 s (2025-11-07).")
    ,
    pref("pref-marisol-shunt-readings-with-history", "reporting", "track-circuits",
         "2025-09-15",
         "Marisol wants track-circuit readings shown next to the previous three",
         "When track-circuit readings are reported to Marisol she wants a table per section with "
         "today's drop shunt and receiver voltage beside the last three visits, and the trend "
         "marked where a value moved by more than 15 %. A plain 'all passed' line is not enough "
         "for her, even when everything passed.")
    ,
    env("env-nettlebank-rain-drops-t122", "system-state", "track-circuits",
        "it rains steadily for more than six hours over Nettlebank cutting",
        "T-BV-122 shows occupied with no train within the hour and clears about two hours after "
        "the rain stops, because the ballast there is fouled", 9, 2, "2026-01-30",
        "Seen nine times since September; twice the section stayed clear through long rain, "
        "both after the drain at the cutting toe had just been jetted."),

    # --- 3. axle counters in Pennyfold tunnel (Countrail) ---
    sem("sem-countrail-axle-counters", "axle-counters", 0.93, 10, "2025-12-18",
        "Pennyfold tunnel is detected by four Countrail axle-counter sections AC-P1 to AC-P4",
        "Track circuits do not work on the wet slab in Pennyfold tunnel, so it is split into four "
        "Countrail axle-counter sections, AC-P1 to AC-P4, evaluated in the Pennyfold portal "
        "building. A disturbed section can only be restored by a co-operative reset: the "
        "signaller asks, a technician at the evaluator presses the reset with the signaller's "
        "code, and the section then waits for a sweep train before it clears fully.")
    ,
    epi("epi-2026-01-09-acp2-reset-trolley-inside", "axle-counters", "incident", "2026-01-09",
        "AC-P2 was reset while a failed engineering trolley was still in the tunnel",
        "At 01:20 AC-P2 showed occupied after an engineering possession was handed back. The "
        "technician reset it on the signaller's word that 'everything is out', but a failed "
        "trolley had been left at the tunnel's north refuge. The sweep train's driver found it "
        "at 05:50 and stopped short; the first passenger service ran 38 minutes late. Nobody "
        "had checked the possession's list of on-track plant against what came out.")
    ,
    rule("rule-axle-counter-reset-prove-clear", "axle-counters",
         ["axle counter", "Countrail", "AC-P1", "AC-P2", "AC-P3", "AC-P4", "Pennyfold",
          "reset", "co-operative reset", "section disturbed"], "high", 0, "2026-01-15",
         "Prove the section clear before any axle-counter reset, and log who proved it",
         "When a Countrail section is to be reset, do: get from the signaller how it was proved "
         "clear (a sweep movement, or the possession's plant list ticked off by the person in "
         "charge), write that and the signaller's name in the reset log, then reset. Not: reset "
         "because the count 'obviously' went wrong or someone says the line is empty. Why: AC-P2 "
         "was reset over a stranded trolley (2026-01-09).")
    ,
    pref("pref-marisol-reset-text-after", "notifications", "axle-counters", "2026-01-16",
         "Marisol wants a short text after every axle-counter reset",
         "After any axle-counter reset, day or night, Marisol wants a text of two or three lines: "
         "the section, the time, how the section was proved clear and the name of the signaller. "
         "She does not want to be phoned for a reset unless something was found on the line.")
    ,
    env("env-acp2-small-wheel-miscount", "system-state", "axle-counters",
        "a small-wheeled machine (trolley, tamper bogie) runs over the AC-P2 heads",
        "about one pass in five leaves a miscount and the section stays occupied until reset",
        6, 1, "2026-02-20",
        "Six of the last seven miscounts in AC-P2 followed small-wheeled plant; AC-P1 and AC-P3 "
        "do not show it."),

    # --- 4. point machines and heaters ---
    sem("sem-ormsby-point-machines", "points", 0.91, 12, "2025-11-25",
        "Ormsby Junction points 1021A/B and 1024 are Grapnel HP-3 hydraulic machines with heaters",
        "The line has 26 points ends. At Ormsby Junction 1021A, 1021B and 1024 are Grapnel HP-3 "
        "hydraulic machines; the rest are electric clamp machines. Each gets a 4-weekly visit: "
        "detection gap set to 3.5 mm, back drive checked, oil level read. Every points end has a "
        "rail heater switched by a rail-temperature sensor below 4 C, and the heater status is "
        "visible on Watchpost.")
    ,
    epi("epi-2026-01-22-1021b-frozen-detection", "points", "incident", "2026-01-22",
        "Points 1021B lost reverse detection in freezing fog before the first train",
        "At 05:40 in freezing fog 1021B would not detect reverse. The heater's breaker in the "
        "location case had tripped two days earlier and no one had looked at the heater status. "
        "Ice in the toe lifted the switch rail; the technician cleared it at 06:25 and the first "
        "three trains were delayed, the worst by 47 minutes.")
    ,
    rule("rule-point-heaters-checked-before-frost", "points",
         ["points heater", "frost", "freezing", "1021A", "1021B", "1024", "Grapnel", "detection",
          "cold night", "snow"], "medium", 0, "2026-01-26",
         "Check every heater's status by 16:00 when frost is forecast",
         "When the forecast gives frost or snow for the night, do: by 16:00 look at the heater "
         "status of every points end on Watchpost and send the on-call pair to any that shows off "
         "or tripped before the last train. Not: assume the heaters came on because the rail "
         "sensor is fitted. Why: 1021B froze after its breaker had been tripped for two days "
         "(2026-01-22).")
    ,
    pref("pref-marisol-points-fault-with-gap", "reporting", "points", "2025-12-01",
         "Marisol wants points fault reports to give the measured gaps",
         "When a points failure is closed, Marisol wants the report to state the detection gap "
         "as found and as left, in millimetres, for both normal and reverse, and the back-drive "
         "setting if touched. 'Adjusted and tested OK' is sent back to the technician by her "
         "every time.")
    ,
    env("env-hp3-slow-throw-in-cold", "system-state", "points",
        "a Grapnel HP-3 machine is worked below minus 5 C",
        "its throw time rises from about 4 s to 6 or 7 s and Watchpost raises a slow-throw "
        "warning, harmless unless the current trace also ends in a spike", 8, 0, "2026-02-03",
        "The oil thickens; the warning fires on 1021A and 1024 on most cold mornings."),

    # --- 5. LED signal heads (Lumenrail) ---
    sem("sem-lumenrail-led-signals", "signals", 0.9, 9, "2025-10-10",
        "58 signals have Lumenrail LED heads whose red is proved by a current-sensing module",
        "All 58 main signals carry Lumenrail LED heads. The interlocking proves each red aspect "
        "alight through a current-sensing module in the head; if the red is not proved the "
        "signal in rear is held at danger. Modules are changed whole (no lamps to change) and "
        "only the -LP variants work with lamp proving. The store keeps six red modules and four "
        "of each other colour.")
    ,
    epi("epi-2025-09-03-or214-wrong-module", "signals", "incident", "2025-09-03",
        "A red module of the wrong variant on OR 214 held the signal in rear at danger",
        "A technician replaced the faded red module on signal OR 214 with a module from the van "
        "that was the non-lamp-proving variant. The interlocking saw the red as unlit and held "
        "OR 212 at danger; four trains were talked past it before the fault was found at 11:10. "
        "The van's spare had been bought for a level-crossing light, not a signal.")
    ,
    rule("rule-led-module-variant-and-proving-test", "signals",
         ["LED module", "Lumenrail", "signal head", "red aspect", "lamp proving", "OR 214",
          "aspect", "replace module"], "medium", 0, "2025-09-08",
         "Check the -LP code and do a proving test with the signaller before leaving a signal",
         "When a Lumenrail module is fitted, do: read the variant code on the module (it must "
         "end in -LP for a main signal), then ask the signaller to confirm the signal in rear "
         "clears with the new red lit, before leaving site. Not: take a module from a van box "
         "because it fits the head. Why: a non-proving red on OR 214 held OR 212 at danger all "
         "morning (2025-09-03).")
    ,
    pref("pref-marisol-signal-sighting-photos", "documentation", "signals", "2025-10-02",
         "Marisol wants a driver's-eye photo with any signal work order",
         "For any work on a signal head, Marisol wants a photo taken from the driver's position "
         "at the sighting point attached to the Railtally work order, before and after, so the "
         "aspect's alignment can be compared later. She does not mind phone photos.")
    ,
    env("env-carrow-low-sun-aspect-reports", "system-state", "signals",
        "clear mornings between November and February, 08:00 to 09:30, on the Carrow Halt approach",
        "drivers report CH 40 as hard to read or showing two aspects; on inspection the head is "
        "fine and the sun is behind it", 5, 1, "2026-02-12",
        "Five reports in two winters, all in low sun; one real misalignment after a wind storm."),

    # --- 6. Stoat Lane level crossing ---
    sem("sem-stoat-lane-crossing", "level-crossing", 0.92, 8, "2025-12-09",
        "Stoat Lane is a full-barrier crossing with Hareguard radar obstacle detection",
        "Stoat Lane crossing, 2 km north of Carrow Halt, has four full barriers and a Hareguard "
        "radar that scans the crossing box before the protecting signals can clear. It is "
        "supervised from the Brennock Signalling Centre. The key to its local control panel is "
        "kept in the Hollinsgate key safe, and only a Maintainer or above may work the barriers "
        "locally; the target time with barriers down is under three minutes.")
    ,
    epi("epi-2026-02-11-stoat-lane-boom-snapped", "level-crossing", "incident", "2026-02-11",
        "A van snapped a Stoat Lane barrier boom and the crossing was shut for five hours",
        "At 15:30 a delivery van hit the north-east boom as it lowered and snapped it. The "
        "crossing was put in local control and the road closed by police. A new boom was fitted "
        "by 19:00, but Hareguard kept seeing an obstacle because the boom's reflector strip was "
        "on the wrong side; it took until 20:40 to recalibrate the scan area and hand back.")
    ,
    rule("rule-crossing-full-sequence-after-boom", "level-crossing",
         ["level crossing", "Stoat Lane", "barrier", "boom", "Hareguard", "obstacle detection",
          "hand back", "crossing sequence"], "high", 0, "2026-02-16",
         "After any boom or radar work, run a full crossing sequence and re-teach Hareguard",
         "When a barrier boom or anything in the crossing box has been replaced, do: re-teach "
         "the Hareguard empty-crossing picture and run two full lower-detect-raise sequences "
         "with the signaller watching, before handing the crossing back. Not: rely on the "
         "boom-down switches alone. Why: Stoat Lane stayed shut 100 minutes longer than needed "
         "while Hareguard saw a new boom as an obstacle (2026-02-11).")
    ,
    pref("pref-marisol-crossing-closure-notices", "external-notices", "level-crossing",
         "2025-12-10",
         "Marisol wants the council and the parish told of any crossing closure, press sent away",
         "When Stoat Lane has to shut for more than 30 minutes, Marisol wants the county highways "
         "duty officer phoned and the parish clerk emailed with the expected reopening time. "
         "Depot staff do not speak to reporters; anyone asking is given the rail company's press "
         "office number.")
    ,
    env("env-hareguard-snow-holds-barriers", "system-state", "level-crossing",
        "more than 5 cm of snow lies in the Stoat Lane crossing box",
        "Hareguard reports an obstacle, the barriers stay down and the protecting signals stay "
        "at danger until the snow in the scan area is cleared", 4, 0, "2026-01-07",
        "Four snowfalls, four holds; clearing the box by shovel restored it each time in about "
        "20 minutes."),

    # --- 7. maintenance management system (Railtally) ---
    sem("sem-railtally-periodic-plan", "maintenance-system", 0.94, 15, "2026-01-05",
        "Railtally generates the periodic work orders on the 1st of each month",
        "Railtally is the depot's asset register and maintenance system. Periodic work orders "
        "are generated on the 1st of each month from the plan: points every 4 weeks, track "
        "circuits and axle counters every 13 weeks, signals and train-protection loops every 26 "
        "weeks, cable insulation yearly. A work order can be closed only when its readings are "
        "entered; Isadora Fenwick (asset data analyst) owns the plan and the asset classes.")
    ,
    epi("epi-2025-12-01-railtally-double-orders", "maintenance-system", "incident",
        "2025-12-01",
        "After the Railtally v9 upgrade 140 periodic work orders were issued twice",
        "The first monthly run after the upgrade to Railtally v9 created 140 periodic work "
        "orders twice, because the upgrade had copied the plan into a new calendar without "
        "retiring the old one. The teams did twelve points visits twice before Ansel noticed "
        "two identical orders on his tablet, and the backlog report showed three times the "
        "usual open work for two weeks.")
    ,
    rule("rule-railtally-count-check-before-issue", "maintenance-system",
         ["Railtally", "work orders", "maintenance plan", "upgrade", "monthly run", "periodic",
          "duplicate orders", "backlog"], "medium", 0, "2025-12-05",
         "Compare generated order counts per asset class before issuing them after a change",
         "When Railtally has been upgraded or a maintenance plan edited, do: before releasing "
         "the next monthly run to the teams, compare the number of generated orders per asset "
         "class with the previous month and hold the run if any class is off by more than 10 %. "
         "Not: let the run issue straight to the tablets. Why: v9 issued 140 orders twice and "
         "teams did the same visits twice (2025-12-01).")
    ,
    pref("pref-marisol-weekly-backlog-plain-email", "reporting", "maintenance-system",
         "2025-10-20",
         "Marisol wants the weekly backlog as a plain email with counts and the overdue list",
         "Every Monday by 09:00 Marisol wants the maintenance backlog as the body of a plain "
         "email: counts of open and overdue orders per asset class and per team, then the "
         "overdue orders listed by days overdue, worst first. No spreadsheet attachment and no "
         "charts.")
    ,
    env("env-railtally-offline-close-pending", "workspace-state-transitions",
        "maintenance-system",
        "a work order is closed on a tablet out of signal (tunnel, cutting)",
        "it stays 'pending sync' until the tablet reaches the depot wifi or 4G, and the backlog "
        "report counts it as open until then", 12, 0, "2026-02-26",
        "Orders closed in Pennyfold tunnel usually sync when the van gets back to Hollinsgate."),

    # --- 8. remote condition monitoring (Watchpost) ---
    sem("sem-watchpost-condition-monitoring", "condition-monitoring", 0.9, 10, "2025-11-18",
        "Watchpost records points current traces and track-circuit voltages and raises alarms",
        "Watchpost is the remote condition monitoring: 19 outstations in location cases record "
        "every points movement's current trace, track-circuit receiver voltages, heater status, "
        "power supplies and case door switches. Alarms go to the fault control desk at the "
        "Brennock Signalling Centre and to the on-call technician's phone. Alarm thresholds are "
        "set by Isadora Fenwick and changed only through a threshold change form.")
    ,
    epi("epi-2026-03-04-watchpost-alarm-storm", "condition-monitoring", "incident",
        "2026-03-04",
        "A firmware push to all Watchpost outstations buried a real points alarm in 600 others",
        "A firmware update was pushed to all 19 outstations at once at 10:00. Each outstation "
        "came back with its thresholds reset to factory values and about 600 alarms fired in "
        "two hours. The on-call phone was muted by the fault controller; a genuine rising-current "
        "alarm on points 1024 was missed and the points failed at 17:05.")
    ,
    rule("rule-watchpost-firmware-one-outstation-at-a-time", "condition-monitoring",
         ["Watchpost", "firmware", "outstation", "alarm thresholds", "alarm storm",
          "condition monitoring", "update"], "medium", 0, "2026-03-09",
         "Update Watchpost outstations one at a time with alarms in commissioning mode",
         "When Watchpost outstation firmware is to be updated, do: update one outstation at a "
         "time, put it in commissioning mode first, check its thresholds against the threshold "
         "register afterwards, then take it out of commissioning mode. Not: push to all "
         "outstations together. Why: a blanket push reset the thresholds, 600 alarms fired and a "
         "real one on 1024 was missed (2026-03-04).")
    ,
    pref("pref-marisol-threshold-changes-signed", "approvals", "condition-monitoring",
         "2025-11-20",
         "Marisol signs every alarm threshold change and wants before/after alarm counts",
         "Marisol wants to approve every Watchpost threshold change in writing before it is "
         "made, and four weeks later a short note with the number of alarms for that asset "
         "before and after the change. She does not want to approve changes by voice on the "
         "phone.")
    ,
    env("env-watchpost-long-export", "skill-output-shape", "condition-monitoring",
        "a Watchpost trend export is run over more than 30 days",
        "it takes 8 to 12 minutes and returns a CSV of 200 to 400 MB; over 90 days it times out "
        "with no file", 6, 1, "2026-01-28",
        "The one miss was a 45-day export of a single outstation, which came back in two "
        "minutes."),

    # --- 9. possessions (Possmaster) ---
    sem("sem-possmaster-possession-planning", "possessions", 0.93, 13, "2025-12-12",
        "Possessions are booked in Possmaster 14 weeks ahead; line blocks come from the signaller",
        "Engineering possessions of the Brennock Valley line are booked in Possmaster at least "
        "14 weeks ahead (T-14); a change after T-6 needs the route's late-change approval. Wren "
        "Halloran is the depot's possession planner. Short work between trains uses a line block "
        "granted by the signaller on the day, with no booking, for up to 40 minutes.")
    ,
    epi("epi-2025-08-17-ormsby-possession-overrun", "possessions", "incident", "2025-08-17",
        "The Ormsby Sunday possession over-ran by 55 minutes on points testing",
        "The Sunday possession to re-wire the 1021 points detection was planned with two hours "
        "of testing. A wiring error found in the first test took the testers until 06:45 to "
        "clear, 55 minutes after the planned hand-back. There was no fall-back plan to clip the "
        "points and hand back on time, so the first two trains were cancelled.")
    ,
    rule("rule-possession-testing-double-and-fallback", "possessions",
         ["possession", "Possmaster", "hand back", "overrun", "testing time", "Sunday",
          "engineering hours", "fall-back"], "high", 0, "2025-08-25",
         "Plan signalling testing at twice the estimate and write a fall-back to hand back on time",
         "When a possession includes signalling testing, do: plan the testing at twice the "
         "estimate and write a fall-back (points clipped and scotched, signals set to a fixed "
         "aspect) with the latest time to start it. Not: count on the testing going first time. "
         "Why: the Ormsby possession over-ran 55 minutes and two trains were cancelled "
         "(2025-08-17).")
    ,
    pref("pref-marisol-possession-plan-ten-days", "planning", "possessions", "2025-09-01",
         "Marisol wants possession work plans ten days ahead, with the fall-back section",
         "Marisol wants the work plan for any possession in her inbox ten days before it, with "
         "a named fall-back section and its trigger time. She reads them on Thursday afternoons "
         "and will not sign a plan that reaches her after the Thursday before.")
    ,
    env("env-control-refuses-sunday-extension", "system-state", "possessions",
        "an extension of a Sunday possession is asked for after 05:00",
        "the Brennock control refuses it, because the first passenger train leaves Ormsby at "
        "06:42 and they need an hour to re-plan", 5, 0, "2025-10-06",
        "Five requests after 05:00, five refusals; requests before 04:00 were granted twice."),

    # --- 10. the link to the signalling centre ---
    sem("sem-bsc-fibre-and-radio-link", "control-link", 0.91, 9, "2025-11-04",
        "The interlockings reach the Brennock Signalling Centre over Larkspur fibre, radio backup",
        "RL-ORM and RL-KEL talk to the signaller's workstation at the Brennock Signalling Centre "
        "in Ormsby over a fibre ring run by Larkspur Comms, with a leased microwave radio link as "
        "a diverse backup. Switching to the backup is automatic and takes about 20 seconds; it can "
        "also be forced from the network panel in the Hollinsgate equipment room.")
    ,
    epi("epi-2026-02-02-gilmorton-fibre-flapping", "control-link", "incident", "2026-02-02",
        "A damaged fibre at Gilmorton made the link flap between paths for 40 minutes",
        "A farmer's post driver nicked the fibre at Gilmorton. It did not break: errors came "
        "and went, so the link switched to radio and back 14 times in 40 minutes, and the "
        "signaller's screens froze each time. Dervla forced the link onto the radio path at "
        "09:55 and it held; Larkspur spliced the fibre that evening.")
    ,
    rule("rule-force-radio-when-fibre-degraded", "control-link",
         ["fibre", "Larkspur", "radio link", "backup path", "link errors", "failover",
          "signaller's screen", "frozen screen"], "medium", 0, "2026-02-06",
         "When the fibre is degraded, force the radio path and leave it until Larkspur confirms",
         "When the signaller reports frozen screens or the network panel shows errors rising on "
         "the fibre, do: force the link onto the radio path from the Hollinsgate panel and leave "
         "it there until Larkspur confirms the repair in writing. Not: let the automatic switch "
         "go back and forth. Why: a nicked fibre made the link flip 14 times in 40 minutes "
         "(2026-02-02).")
    ,
    pref("pref-marisol-larkspur-ticket-in-log", "shift-log", "control-link", "2026-02-07",
         "Marisol wants Larkspur's ticket number in the shift log for every call",
         "Whenever someone calls Larkspur Comms, Marisol wants the ticket number, the time and "
         "the name of who answered written in the shift log, so she can chase them on the "
         "monthly service call. She does not want the calls copied to her by email.")
    ,
    env("env-radio-path-slower-describer", "system-state", "control-link",
        "the link runs on the radio backup path",
        "the signaller's screens update 2 to 3 seconds later and the train describer steps lag, "
        "with no effect on safety", 6, 0, "2026-02-08",
        "Signallers notice it and ring the depot; nothing needs doing."),

    # --- 11. signalling power supply ---
    sem("sem-signalling-power-supply", "power-supply", 0.9, 8, "2025-08-30",
        "650 V signalling power from two grid feeds, a 45-minute UPS and a 60 kVA generator",
        "The line's 650 V signalling supply is fed from two grid points, Ormsby and Carrow, "
        "with automatic changeover between them. The equipment room at Hollinsgate has a UPS "
        "good for about 45 minutes at full load and a 60 kVA diesel standby generator that "
        "starts on its own after 30 seconds without supply. The generator is tested on load on "
        "the first Tuesday of each month.")
    ,
    epi("epi-2025-07-28-generator-no-fuel", "power-supply", "incident", "2025-07-28",
        "The standby generator did not start in a grid outage: its fuel had been drained",
        "During a heatwave both grid feeds dropped for 52 minutes. The generator cranked but "
        "would not start: its tank had been drained for a fuel-tank change the week before and "
        "only the no-load test run had been done afterwards, on the day tank's fuel. The UPS "
        "carried the interlockings for 41 minutes; Ansel hand-primed the generator with two "
        "minutes of UPS left.")
    ,
    rule("rule-generator-on-load-test-after-work", "power-supply",
         ["generator", "standby", "fuel", "UPS", "batteries", "power supply", "grid outage",
          "changeover"], "high", 0, "2025-08-04",
         "After work on the generator's fuel or batteries, run an on-load start before sign-off",
         "When anyone has worked on the standby generator's fuel system, tank, batteries or "
         "control panel, do: open the grid supply at the changeover panel and let the generator "
         "start and carry the load for 15 minutes before signing the work off. Not: sign off on "
         "a no-load start. Why: after a tank change the generator would not start in a real "
         "outage and the UPS had two minutes left (2025-07-28).")
    ,
    pref("pref-marisol-generator-test-text", "notifications", "power-supply", "2025-08-06",
         "Marisol wants the monthly generator test result texted with the fuel level",
         "After each monthly generator test Marisol wants a text with three things: started "
         "yes/no and in how many seconds, minutes on load, fuel level in percent. She only wants "
         "a call if it failed to start.")
    ,
    env("env-ormsby-feed-drop-red-bands", "system-state", "power-supply",
        "the Ormsby grid feed drops",
        "the supply changes over to the Carrow feed within 3 seconds, and four to six track "
        "circuits on the Ormsby side show occupied for up to 30 seconds, which the signaller sees "
        "as red bands", 7, 1, "2026-01-11",
        "The miss was an outage at night when no track circuit dropped at all."),

    # --- 12. test instruments and calibration ---
    sem("sem-test-instrument-calibration", "test-instruments", 0.92, 9, "2025-10-31",
        "Test instruments are calibrated yearly by Calbridge Labs and listed in Railtally as TEQ",
        "Insulation testers, shunt boxes, multimeters and the Loopcheck set are assets of class "
        "TEQ in Railtally, each with a calibration due date. Calbridge Labs calibrates them "
        "yearly. An instrument past its date goes into the red cupboard in the test room and "
        "must not be used; readings taken with it are void.")
    ,
    epi("epi-2025-10-30-kellsmoor-insulation-retest", "test-instruments", "incident",
        "2025-10-30",
        "38 Kellsmoor cable insulation tests were void: the tester was three weeks out of date",
        "The yearly cable insulation tests at Kellsmoor were done over two nights with "
        "insulation tester IT-04, whose calibration had expired three weeks earlier. Isadora "
        "caught it when the readings were entered. All 38 tests had to be done again, which "
        "took another possession and pushed three other jobs to December.")
    ,
    rule("rule-check-calibration-before-test-visit", "test-instruments",
         ["calibration", "insulation tester", "shunt box", "multimeter", "test instrument",
          "TEQ", "Calbridge", "IT-04", "cal date"], "medium", 1, "2025-11-04",
         "Check the calibration date in Railtally before taking an instrument out",
         "When an instrument is taken for a test visit, do: look up its TEQ record in Railtally "
         "(not only the sticker) and take another if it falls due before the visit ends. Not: "
         "trust the sticker, which shows the last date, not the next. Why: 38 Kellsmoor "
         "insulation results were void because IT-04 was out of date (2025-10-30).")
    ,
    pref("pref-marisol-calibration-in-two-batches", "purchasing", "test-instruments",
         "2025-11-10",
         "Marisol wants instruments sent to Calbridge in January and July batches",
         "Marisol wants calibration done in two batches a year, in January and in July, with "
         "half the instruments of each type in each batch so the depot is never without one. "
         "She does not want instruments sent one at a time as they fall due.")
    ,
    env("env-calbridge-turnaround", "system-state", "test-instruments",
        "an instrument is sent to Calbridge Labs for calibration",
        "it comes back in 9 to 12 working days, and up to 20 working days in December", 10, 1,
        "2026-01-19",
        "The miss was a Loopcheck set that needed a part and took five weeks."),

    # --- 13. competence and test sign-off ---
    sem("sem-depot-competence-grades", "competence", 0.94, 12, "2026-01-29",
        "Only Testers may sign a functional test; the depot has three, plus one Tester in Charge",
        "Each of the 14 technical staff at Hollinsgate holds one grade in the Certrack register: "
        "Installer, Maintainer, Tester or Tester in Charge. Only a Tester may sign a functional "
        "or points test sheet; only a Tester in Charge may lead testing of a data change or new "
        "works. The depot has three Testers (Perpetua Lindqvist, Ansel Varga-Mensah, Joss "
        "Pemberton) and Perpetua is the Tester in Charge.")
    ,
    epi("epi-2026-01-27-maintainer-signed-test", "competence", "incident", "2026-01-27",
        "A Maintainer signed a points test sheet after the Tester had left site",
        "On a night visit to points 1032 the Tester was called away to a failure at Kellsmoor. "
        "The Maintainer finished the test and signed the sheet in the Tester's space so the "
        "points could go back into use. The monthly audit of test sheets spotted it; the points "
        "were taken out of use the next night and tested again, and passed.")
    ,
    rule("rule-no-tester-keep-out-of-use", "competence",
         ["test sheet", "sign off", "Tester", "Maintainer", "Certrack", "points test",
          "functional test", "competence"], "high", 1, "2026-02-02",
         "If no Tester can sign, leave the equipment out of use and tell the signaller",
         "When a test cannot be signed because no Tester is on site, do: leave the equipment "
         "out of use (points clipped, signal or section blocked) and tell the signaller it will "
         "stay so until a Tester comes. Not: sign for the Tester or sign 'on behalf'. Why: a "
         "Maintainer signed 1032's test sheet on a night shift and the points had to be retested "
         "(2026-01-27).")
    ,
    pref("pref-marisol-new-starters-paired", "people", "competence", "2025-09-22",
         "Marisol wants new starters paired with Ansel for their first eight weeks",
         "Marisol wants every new technician to work only alongside Ansel Varga-Mensah for "
         "their first eight weeks, on day shifts, and not to be put on the night on-call rota "
         "until Ansel has signed their logbook. She would rather the rota be short than break "
         "this.")
    ,
    env("env-certrack-expiry-mail-only-holder", "system-state", "competence",
        "a competence certificate comes within 30 days of expiry",
        "Certrack emails the holder only, not the depot manager, and the holder often misses "
        "it", 3, 0, "2025-12-15",
        "Two certificates lapsed unnoticed last year this way; a third was caught by chance."),

    # --- 14. vans and the road-rail vehicle ---
    sem("sem-depot-vans-and-rrv", "vehicles", 0.9, 10, "2025-11-14",
        "Six vans and the road-rail vehicle Heron, on-tracked at the Gilmorton access point",
        "Hollinsgate has six vans (two assigned to the on-call pair) and one road-rail vehicle, "
        "Heron, which carries cable drums and a small crane. Heron can go on track only at the "
        "Gilmorton road-rail access point, only inside a possession, and only with a machine "
        "controller present. Van keys are in the key safe; fuel cards stay in the vans.")
    ,
    epi("epi-2025-12-19-heron-iced-ramp", "vehicles", "incident", "2025-12-19",
        "Heron slid off the iced Gilmorton ramp while on-tracking",
        "At 23:40 on a frosty night Heron's rail wheels slid off the rail on the iced ramp at "
        "the Gilmorton access point while on-tracking. Nobody was hurt, but re-railing took "
        "three hours and the cable pull planned for that possession was lost. The ramp had not "
        "been gritted; the grit bin at the gate was empty.")
    ,
    rule("rule-grit-gilmorton-ramp-in-frost", "vehicles",
         ["Heron", "road-rail vehicle", "RRV", "Gilmorton", "access point", "on-tracking",
          "ramp", "frost", "ice"], "medium", 0, "2025-12-22",
         "In frost, grit the Gilmorton ramp and check the grit bin before on-tracking Heron",
         "When Heron is to on-track at Gilmorton and the air or ground is near freezing, do: "
         "grit the ramp and the approach before the machine arrives and take a bag of grit in "
         "the van, since the bin at the gate is often empty. Not: try the ramp and see. Why: "
         "Heron slid off the iced ramp and the possession's work was lost (2025-12-19).")
    ,
    pref("pref-marisol-vans-stay-at-depot", "vehicles-policy", "vehicles", "2025-07-14",
         "Marisol wants vans kept at the depot overnight except for the on-call pair",
         "Marisol wants only the two on-call vans taken home; all other vans are parked at "
         "Hollinsgate overnight with the keys in the key safe. She will not approve exceptions "
         "for early starts; staff can collect a van from the depot.")
    ,
    env("env-night-drive-to-carrow", "system-state", "vehicles",
        "the on-call van drives from Hollinsgate to Carrow Halt at night",
        "the trip takes about 35 minutes, or about 55 when the Sallow Bridge road is shut and "
        "the van goes round by Tenby Moor", 11, 2, "2026-02-18",
        "Two misses in snow, both over 70 minutes."),

    # --- 15. cable theft and location-case security ---
    sem("sem-casewatch-and-theft-hotspots", "cable-security", 0.88, 7, "2026-03-20",
        "Location cases carry Casewatch door alarms; Nettlebank and Kellsmoor are the theft spots",
        "Every location case has a Casewatch door switch reporting through Watchpost. Signalling "
        "cable runs in concrete troughing with anti-theft clamps on the Nettlebank and Kellsmoor "
        "stretches, which are where copper has been stolen before. The depot's contact at the "
        "transport police is the neighbourhood rail officer for the valley; the number is on the "
        "equipment room board.")
    ,
    epi("epi-2026-03-18-nettlebank-cable-theft", "cable-security", "incident", "2026-03-18",
        "120 m of cable was stolen at Nettlebank and eight track circuits went down",
        "At 02:10 eight track circuits at Nettlebank dropped together. The on-call pair drove "
        "there and found 120 m of signalling cable cut out of the troughing and the thieves gone. "
        "Temporary cable was run and the section restored at 08:15; trains were worked past the "
        "failed signals until then. The police arrived 40 minutes after the depot staff.")
    ,
    rule("rule-theft-call-police-go-in-pairs", "cable-security",
         ["cable theft", "Casewatch", "door alarm", "Nettlebank", "Kellsmoor", "several track "
          "circuits", "night", "copper", "police"], "high", 0, "2026-03-23",
         "When theft is suspected at night, call the police before going and never go alone",
         "When a Casewatch alarm or several track circuits drop together at night on the "
         "Nettlebank or Kellsmoor stretches, do: call the transport police first, give them the "
         "access point, and send the on-call pair together, waiting at the access gate until "
         "the police are there. Not: go in alone to look. Why: on 2026-03-18 the depot pair "
         "reached the cut cable 40 minutes before the police.")
    ,
    pref("pref-marisol-theft-phone-any-hour", "notifications", "cable-security",
         "2026-03-19",
         "Marisol wants to be phoned about any cable theft at any hour",
         "For a cable theft or a break-in to a case, Marisol wants a phone call straight away, "
         "whatever the hour, and keeps her phone on for it. A text is not enough here, unlike "
         "for resets.")
    ,
    env("env-kl07-door-alarm-false", "system-state", "cable-security",
        "a Casewatch door alarm comes from case KL-07 at night with no track circuit dropping",
        "nine times in ten it is the wind rattling the door, whose latch is worn", 9, 1,
        "2026-03-02",
        "Nine false alarms on windy nights; the tenth was a real break-in with nothing taken."),

    # --- 16. spares store (Binwise) ---
    sem("sem-binwise-critical-spares", "spares", 0.91, 9, "2025-12-03",
        "Binwise keeps the critical-spares minimums: one of each point machine, six red modules...",
        "The Hollinsgate store is run in Binwise. Critical spares have minimum stock: one "
        "Grapnel HP-3 and one clamp machine, six red Lumenrail modules, two Countrail counting "
        "heads, four Trackwise tuning units, one Ravelock card of each type. The store is open "
        "all hours with a staff fob; anything taken must be booked out in Binwise against a "
        "work order.")
    ,
    epi("epi-2026-02-24-last-counting-head-gone", "spares", "incident", "2026-02-24",
        "The last Countrail counting head had been taken without booking; the next failure waited",
        "When a counting head on AC-P3 failed at 14:00 the bin was empty: the last spare had "
        "been taken two weeks earlier for a job and never booked out, so Binwise still showed "
        "one and no reorder was raised. A head was borrowed from the Ashcombe depot and the "
        "section was back at 18:20.")
    ,
    rule("rule-book-out-last-spare-and-reorder", "spares",
         ["Binwise", "spares", "store", "book out", "critical spare", "counting head", "minimum "
          "stock", "reorder"], "medium", 1, "2026-02-27",
         "Book a critical spare out on the spot, and raise the reorder if it was the last",
         "When you take a critical spare from the store, do: book it out in Binwise before "
         "leaving the store and, if the bin is now at or under its minimum, raise the reorder "
         "yourself. Not: book it out later from the van. Why: an unbooked counting head left "
         "AC-P3 waiting four hours for a borrowed one (2026-02-24).")
    ,
    pref("pref-marisol-reorder-approval-limit", "approvals", "spares", "2025-12-05",
         "Marisol approves spares reorders over 2,000 pounds; under that she does not want asking",
         "Marisol wants to approve any spares order over 2,000 pounds. Under that amount the "
         "team leader places it and she does not want to be asked or copied. Critical spares "
         "are reordered whatever the amount and told to her afterwards.")
    ,
    env("env-binwise-reorder-nightly", "workspace-state-transitions", "spares",
        "an item is booked out of Binwise below its minimum",
        "the reorder is created by the nightly run at 02:00, not at once, and reaches the "
        "supplier the next working morning", 14, 0, "2026-03-01",
        "Items booked out on a Friday are ordered on Monday."),

    # --- 17. train-protection equipment (AWS magnets, TPWS loops) ---
    sem("sem-aws-tpws-at-signals", "train-protection", 0.92, 11, "2025-09-30",
        "Each protected signal has an AWS magnet and TPWS loops, tested 26-weekly with Loopcheck",
        "Every main signal on the line has an AWS magnet and, where protected, TPWS train-stop "
        "and overspeed loops. The loops' frequencies are checked with the Loopcheck test set "
        "every 26 weeks; the results go into Railtally. The loops sit on the sleepers and are "
        "easily damaged by track machines, so they are checked again after any tamping near "
        "them.")
    ,
    epi("epi-2025-09-21-kl12-loop-after-tamping", "train-protection", "incident",
        "2025-09-21",
        "A tamper damaged the overspeed loop at KL 12 and nobody noticed for a day",
        "The track team tamped through Kellsmoor on Saturday night. The overspeed loop at "
        "signal KL 12 was cracked by the tamper's lifting unit. On Sunday afternoon a driver "
        "reported getting no TPWS indication at KL 12; the depot found the loop open-circuit "
        "and replaced it on Monday, with a speed restriction in between.")
    ,
    rule("rule-test-loops-after-tamping", "train-protection",
         ["TPWS", "AWS", "loop", "overspeed loop", "train stop", "tamping", "ballast",
          "track work", "Loopcheck"], "high", 0, "2025-09-25",
         "After tamping or ballast work near a protected signal, test its loops and magnet",
         "When the track team has tamped or dropped ballast within 50 m of a protected signal, "
         "do: test the TPWS loops with Loopcheck and check the AWS magnet before the possession "
         "is handed back. Not: wait for the 26-weekly visit or for a driver's report. Why: KL "
         "12's overspeed loop was cracked by a tamper and ran dead for a day (2025-09-21).")
    ,
    pref("pref-marisol-joint-walk-before-tamping", "planning", "train-protection",
         "2025-10-01",
         "Marisol wants a joint walk with the track team before any tamping week",
         "Before any week of tamping, Marisol wants one of the depot's technicians to walk the "
         "site with Caius Obi's track team and mark every loop and magnet with paint. She would "
         "rather lose a technician for a morning than repair a loop.")
    ,
    env("env-loopcheck-report-shape", "skill-output-shape", "train-protection",
        "Loopcheck results are exported from the test set",
        "it writes one two-page PDF per signal with the frequencies in a table, and its clock "
        "is one hour behind during summer time", 7, 0, "2025-10-14",
        "The set has never been set for daylight saving; times must be corrected by hand."),

    # --- 18. data loggers and evidence (Tracelog) ---
    sem("sem-tracelog-retention", "data-loggers", 0.93, 10, "2025-11-26",
        "Tracelog loggers keep 21 days of interlocking states; downloads go to the evidence share",
        "Each interlocking has a Tracelog logger that records every input and output state with "
        "a timestamp. The logger keeps 21 days and then overwrites the oldest data. Downloads "
        "for investigations are saved to the evidence folder on the depot file server "
        "holl-fs1, which only Marisol, Perpetua and Dervla can delete from.")
    ,
    epi("epi-2025-11-20-spad-log-overwritten", "data-loggers", "incident", "2025-11-20",
        "The logger data for a signal passed at danger was overwritten before anyone asked for it",
        "The route's investigator asked on 20 November for the Tracelog records of a signal "
        "passed at danger at KL 8 on 26 October. By then 25 days had gone and the logger had "
        "overwritten them, so the depot could not show the aspect the driver had. The "
        "investigation had to rely on the train's own recorder.")
    ,
    rule("rule-download-tracelog-same-shift", "data-loggers",
         ["Tracelog", "data logger", "SPAD", "signal passed at danger", "wrong-side failure",
          "near miss", "investigation", "evidence"], "high", 0, "2025-11-24",
         "After any incident involving a train, download the logger the same shift",
         "When an incident involving a train is reported (a signal passed at danger, a wrong-side "
         "failure, a near miss at a crossing), do: download two hours either side from Tracelog "
         "within the same shift and save it to the evidence folder, whether or not anyone has "
         "asked for it. Not: wait for the investigator's request. Why: the KL 8 data was "
         "overwritten after 21 days (2025-11-20).")
    ,
    pref("pref-marisol-evidence-file-names", "documentation", "data-loggers", "2025-11-27",
         "Marisol wants evidence files named date_signal_incident-number",
         "Marisol wants every evidence download named as the date (YYYY-MM-DD), the signal or "
         "asset, and the incident number, separated by underscores, with nothing else in the "
         "name; one folder per incident. She renames nothing herself and sends back anything "
         "named otherwise.")
    ,
    env("env-evidence-share-large-copy-fails", "filesystem-response", "data-loggers",
        "a Tracelog download bigger than about 2 GB is copied to the evidence folder on holl-fs1",
        "the copy stops near 1.9 GB with a generic network error; split into one-hour files it "
        "goes through", 4, 0, "2026-01-06",
        "The share was set up with an old file size limit; IT has not changed it."),

    # --- extras: the depot's hours and how Marisol reacts ---
    sem("sem-hollinsgate-hours-and-on-call", "depot", 0.96, 20, "2026-02-01",
        "Hollinsgate is staffed 06:00 to 22:00 on weekdays; nights and weekends an on-call pair",
        "The Hollinsgate depot is staffed from 06:00 to 22:00 Monday to Friday. Outside those "
        "hours one on-call pair covers the whole line, called out by the fault control desk at "
        "the Brennock Signalling Centre, with Dervla Quince as the on-call section manager. "
        "Marisol Achterberg-Okafor, the depot's signalling maintenance engineer, is not on the "
        "rota.")
    ,
    env("env-marisol-long-message-evening", "principal-response", "depot",
        "a message of more than about ten lines reaches Marisol after 19:00",
        "she answers the next morning with 'call me if it's urgent' and reads it properly only "
        "then", 6, 1, "2026-02-15",
        "She answered one long message at 21:00, about the cable theft."),
    env("env-marisol-asks-cost-first", "principal-response", "depot",
        "Marisol is sent a recommendation without its cost or the hours it takes",
        "her first reply asks for the cost and the staff hours, and the decision waits a day",
        8, 0, "2026-03-05",
        "Every time so far; with the cost in the first line she usually decides the same day."),
]

BLIND19_TASKS: list[dict[str, Any]] = [
    # interlockings
    task("b19-t001", "who's allowed to put new data into the Kellsmoor box? can our own lads do "
         "it if Kestrel are slow?", [S], ["sem-ravelock-interlockings"]),
    task("b19-t002", "what was the story with the new siding route last October, the one that "
         "got barred?", [E], ["epi-2025-10-14-k7-route-without-flank"]),
    task("b19-t003", "kestrel's package for the new crossover at Ormsby only lists routes 12 and "
         "13. fine if Perpetua just tests those two tonight?", [P],
         ["rule-ravelock-test-neighbouring-routes"]),
    task("b19-t004", "Write up Tuesday's Ormsby data load for Marisol.", [U],
         ["pref-marisol-data-change-summary-one-page"]),
    task("b19-t005", "if we have to power-cycle the Ormsby box at 23:00, how long until trains "
         "can move again?", [V], ["env-ravelock-restart-all-red"]),
    task("b19-t006", "Nach einem Datenupdate im Stellwerk: reicht es, nur die geänderten "
         "Fahrstraßen zu prüfen?", [P], ["rule-ravelock-test-neighbouring-routes"]),  # de
    task("b19-t007", "Qu'est-ce qui s'est passé avec le nouvel itinéraire vers la voie de "
         "service à Kellsmoor l'automne dernier ?", [E],
         ["epi-2025-10-14-k7-route-without-flank"]),  # fr
    # track circuits
    task("b19-t008", "what resistance does a section south of gilmorton still have to drop "
         "with, and how often do we measure it?", [S], ["sem-trackwise-track-circuits"]),
    task("b19-t009", "tell me about the morning a train disappeared off the panel near the "
         "bridge", [E], ["epi-2025-11-07-sallow-bridge-railhead"]),
    task("b19-t010", "the sandite run got cancelled again tonight. anything we should sort "
         "before the early services?", [P], ["rule-leaf-fall-single-car-sections"]),
    task("b19-t011", "Put together this week's 110-132 visit results for Marisol.", [U],
         ["pref-marisol-shunt-readings-with-history"]),
    task("b19-t012", "it's been pouring since breakfast over the cutting. should I expect "
         "anything on the panel?", [V], ["env-nettlebank-rain-drops-t122"]),
    task("b19-t013", "Han cancelado el tren de tratamiento de carriles esta noche, en plena "
         "caída de hojas. ¿Qué hacemos con las unidades de un solo coche?", [P],
         ["rule-leaf-fall-single-car-sections"]),  # es
    task("b19-t014", "Piove da sette ore su Nettlebank: ci sarà qualche sezione che risulta "
         "occupata senza treni?", [V], ["env-nettlebank-rain-drops-t122"]),  # it
    # axle counters
    task("b19-t015", "how does a disturbed section in the tunnel get cleared again, and who "
         "has to be involved?", [S], ["sem-countrail-axle-counters"]),
    task("b19-t016", "what happened with the trolley that was left under the hill?", [E],
         ["epi-2026-01-09-acp2-reset-trolley-inside"]),
    task("b19-t017", "signaller says the possession's gone, all plant's out, and wants AC-P3 "
         "cleared now. go ahead?", [P], ["rule-axle-counter-reset-prove-clear"]),
    task("b19-t018", "AC-P1 was put back at 03:10 after the sweep ran, Gideon was on. Let the "
         "boss know.", [U], ["pref-marisol-reset-text-after"]),
    task("b19-t019", "the tamper goes through Pennyfold tonight. what should fault control "
         "expect afterwards?", [V], ["env-acp2-small-wheel-miscount"]),
    task("b19-t020", "O sinaleiro pede para repor a contagem de eixos do túnel. O que tenho de "
         "confirmar antes?", [P], ["rule-axle-counter-reset-prove-clear"]),  # pt
    task("b19-t021", "Was ist im Januar im Tunnel schiefgegangen, als der Zählabschnitt "
         "zurückgesetzt wurde?", [E], ["epi-2026-01-09-acp2-reset-trolley-inside"]),  # de
    # points
    task("b19-t022", "which ends at the junction are the oil-driven ones, and what do we set "
         "the gap to?", [S], ["sem-ormsby-point-machines"]),
    task("b19-t023", "why were the first trains late at Ormsby that foggy morning in January?",
         [E], ["epi-2026-01-22-1021b-frozen-detection"]),
    task("b19-t024", "met office says minus 4 tonight. anything to do this afternoon for the "
         "switches?", [P], ["rule-point-heaters-checked-before-frost"]),
    task("b19-t025", "Close out last night's 1024 failure and send the report up to Marisol.",
         [U], ["pref-marisol-points-fault-with-gap"]),
    task("b19-t026", "fault control keeps seeing warnings on 1021A this morning, it's -8. should "
         "I worry?", [V], ["env-hp3-slow-throw-in-cold"]),
    task("b19-t027", "Gel annoncé cette nuit : que faut-il faire sur les aiguillages avant le "
         "dernier train ?", [P], ["rule-point-heaters-checked-before-frost"]),  # fr
    task("b19-t028", "Con -7 grados, ¿es normal que la aguja hidráulica de Ormsby tarde más y "
         "salte un aviso?", [V], ["env-hp3-slow-throw-in-cold"]),  # es
    # signals
    task("b19-t029", "how does the box know a red is actually lit? and how many spare reds "
         "have we got?", [S], ["sem-lumenrail-led-signals"]),
    task("b19-t030", "why was OR 212 stuck on red all morning that day in september?", [E],
         ["epi-2025-09-03-or214-wrong-module"]),
    task("b19-t031", "took a red unit out of the van box to swap on KL 4. anything to check "
         "before I drive off?", [P], ["rule-led-module-variant-and-proving-test"]),
    task("b19-t032", "Raise the job for realigning CH 40 and attach whatever Marisol will "
         "expect.", [U], ["pref-marisol-signal-sighting-photos"]),
    task("b19-t033", "a driver says CH 40 was hard to read at 08:45, bright January morning. "
         "send someone out?", [V], ["env-carrow-low-sun-aspect-reports"]),
    task("b19-t034", "Ho cambiato il modulo rosso di un segnale: cosa devo verificare prima di "
         "andare via?", [P], ["rule-led-module-variant-and-proving-test"]),  # it
    task("b19-t035", "Vou abrir a ordem de trabalho para o sinal CH 40. O que a Marisol quer "
         "que eu junte?", [U], ["pref-marisol-signal-sighting-photos"]),  # pt
    # level crossing
    task("b19-t036", "who can run the barriers at Stoat Lane by hand and where's the key for "
         "that?", [S], ["sem-stoat-lane-crossing"]),
    task("b19-t037", "why was the crossing north of Carrow closed all evening in February?",
         [E], ["epi-2026-02-11-stoat-lane-boom-snapped"]),
    task("b19-t038", "new arm's fitted at Stoat Lane. can we give it back to the signaller now?",
         [P], ["rule-crossing-full-sequence-after-boom"]),
    task("b19-t039", "The crossing will be shut for an hour tomorrow for the barrier motor. "
         "Deal with the outside world.", [U], ["pref-marisol-crossing-closure-notices"]),
    task("b19-t040", "8 cm of snow forecast overnight. what's the crossing going to do?", [V],
         ["env-hareguard-snow-holds-barriers"]),
    task("b19-t041", "Der Bahnübergang ist morgen zwei Stunden zu. Wen rufen wir an, und was "
         "sagen wir einer Zeitung, die nachfragt?", [U],
         ["pref-marisol-crossing-closure-notices"]),  # de
    task("b19-t042", "Avec 10 cm de neige, comment va se comporter le passage à niveau au nord "
         "de Carrow ?", [V], ["env-hareguard-snow-holds-barriers"]),  # fr
    # maintenance system
    task("b19-t043", "when do the monthly jobs land on the tablets, and how often are track "
         "circuits visited?", [S], ["sem-railtally-periodic-plan"]),
    task("b19-t044", "why did everyone get every job twice in december?", [E],
         ["epi-2025-12-01-railtally-double-orders"]),
    task("b19-t045", "Isadora changed the points frequencies yesterday and the run fires on "
         "the 1st. anything to do first?", [P], ["rule-railtally-count-check-before-issue"]),
    task("b19-t046", "It's Monday, send Marisol the backlog.", [U],
         ["pref-marisol-weekly-backlog-plain-email"]),
    task("b19-t047", "I closed three jobs in the tunnel an hour ago but the backlog still shows "
         "them open. why?", [V], ["env-railtally-offline-close-pending"]),
    task("b19-t048", "¿Qué pasó en diciembre con las órdenes de trabajo que salieron "
         "repetidas?", [E], ["epi-2025-12-01-railtally-double-orders"]),  # es
    task("b19-t049", "Prepara il riepilogo settimanale dei lavori arretrati per Marisol.", [U],
         ["pref-marisol-weekly-backlog-plain-email"]),  # it
    # condition monitoring
    task("b19-t050", "who gets the alarms from the condition monitoring, and who decides the "
         "limits?", [S], ["sem-watchpost-condition-monitoring"]),
    task("b19-t051", "how did we miss the 1024 failure back in March?", [E],
         ["epi-2026-03-04-watchpost-alarm-storm"]),
    task("b19-t052", "vendor's sent new software for the lineside monitors and wants it on all "
         "of them today. how do we go about it?", [P],
         ["rule-watchpost-firmware-one-outstation-at-a-time"]),
    task("b19-t053", "Isadora wants to raise the current limit on 1032 this afternoon. Can she "
         "just go ahead?", [U], ["pref-marisol-threshold-changes-signed"]),
    task("b19-t054", "pull three months of trend data for every points end. how long will "
         "that take?", [V], ["env-watchpost-long-export"]),
    task("b19-t055", "Chegou firmware novo para as estações remotas de monitorização. Posso "
         "instalar em todas de uma vez?", [P],
         ["rule-watchpost-firmware-one-outstation-at-a-time"]),  # pt
    task("b19-t056", "Isadora möchte die Stromgrenze für Weiche 1032 anheben. Darf sie das "
         "einfach so machen?", [U], ["pref-marisol-threshold-changes-signed"]),  # de
    # possessions
    task("b19-t057", "how far out do I have to book a blockade, and can I get half an hour "
         "between trains without one?", [S], ["sem-possmaster-possession-planning"]),
    task("b19-t058", "why were two trains cancelled after the August sunday job at Ormsby?",
         [E], ["epi-2025-08-17-ormsby-possession-overrun"]),
    task("b19-t059", "we're re-controlling 1024 in the May possession, test plan allows 90 "
         "minutes. anything wrong with that plan?", [P],
         ["rule-possession-testing-double-and-fallback"]),
    task("b19-t060", "When does the plan for the 14 June possession need to be with Marisol?",
         [U], ["pref-marisol-possession-plan-ten-days"]),
    task("b19-t061", "it's 05:20 on sunday and we're half an hour behind. worth asking control "
         "for more time?", [V], ["env-control-refuses-sunday-extension"]),
    task("b19-t062", "Notre coupure de dimanche comprend des essais de signalisation. Comment "
         "prévoir le temps et que faire si ça tourne mal ?", [P],
         ["rule-possession-testing-double-and-fallback"]),  # fr
    task("b19-t063", "Son las 5:30 del domingo y necesitamos más tiempo en la vía. ¿Nos lo van "
         "a dar?", [V], ["env-control-refuses-sunday-extension"]),  # es
    # link to the signalling centre
    task("b19-t064", "how do the boxes get their indications to the screens at Ormsby, and what "
         "happens if the cable gets cut?", [S], ["sem-bsc-fibre-and-radio-link"]),
    task("b19-t065", "what was going on with the signaller's displays locking up in February?",
         [E], ["epi-2026-02-02-gilmorton-fibre-flapping"]),
    task("b19-t066", "signaller says his screens hang every few minutes and the comms rack is "
         "showing errors going up. what do I do?", [P],
         ["rule-force-radio-when-fibre-degraded"]),
    task("b19-t067", "Just got off the phone with Larkspur about the errors. How should I "
         "record it?", [U], ["pref-marisol-larkspur-ticket-in-log"]),
    task("b19-t068", "we've been on the microwave since lunch. will the signallers notice "
         "anything?", [V], ["env-radio-path-slower-describer"]),
    task("b19-t069", "Cosa è successo a febbraio con la fibra danneggiata a Gilmorton?", [E],
         ["epi-2026-02-02-gilmorton-fibre-flapping"]),  # it
    task("b19-t070", "A ligação ao centro de sinalização passou para o rádio de reserva. O que "
         "muda para o sinaleiro?", [V], ["env-radio-path-slower-describer"]),  # pt
    # power supply
    task("b19-t071", "how long can the equipment room ride through a total power cut?", [S],
         ["sem-signalling-power-supply"]),
    task("b19-t072", "tell me about the heatwave blackout when the genny wouldn't fire", [E],
         ["epi-2025-07-28-generator-no-fuel"]),
    task("b19-t073", "contractor's finished swapping the generator's starter batteries. can I "
         "sign it off?", [P], ["rule-generator-on-load-test-after-work"]),
    task("b19-t074", "Generator run this morning: 12 s to start, 30 min carrying, tank at 80 %. "
         "Pass it on.", [U], ["pref-marisol-generator-test-text"]),
    task("b19-t075", "the electricity company is switching out the Ormsby supply at 10:00 "
         "tomorrow. what will the signaller see?", [V], ["env-ormsby-feed-drop-red-bands"]),
    task("b19-t076", "Der Tank des Notstromaggregats wurde getauscht. Reicht ein kurzer "
         "Probelauf im Leerlauf?", [P], ["rule-generator-on-load-test-after-work"]),  # de
    task("b19-t077", "Combien de temps la salle technique tient-elle si tout le courant est "
         "coupé ?", [S], ["sem-signalling-power-supply"]),  # fr
    # test instruments
    task("b19-t078", "where do I see when the meggers are due, and who does the cal?", [S],
         ["sem-test-instrument-calibration"]),
    task("b19-t079", "why did we have to redo all the Kellsmoor cable tests last autumn?", [E],
         ["epi-2025-10-30-kellsmoor-insulation-retest"]),
    task("b19-t080", "taking IT-02 for tonight's insulation tests, the label on it says March. "
         "good to go?", [P], ["rule-check-calibration-before-test-visit"]),
    task("b19-t081", "IT-03 is due next week. Book it in with Calbridge.", [U],
         ["pref-marisol-calibration-in-two-batches"]),
    task("b19-t082", "if the shunt box goes off on 1 December, when do I get it back?", [V],
         ["env-calbridge-turnaround"]),
    task("b19-t083", "Voy a coger un megóhmetro para las pruebas de esta noche. ¿Qué compruebo "
         "antes de salir?", [P], ["rule-check-calibration-before-test-visit"]),  # es
    task("b19-t084", "Il tester di isolamento scade la settimana prossima: lo mando subito in "
         "laboratorio?", [U], ["pref-marisol-calibration-in-two-batches"]),  # it
    # competence
    task("b19-t085", "who on the team can put their name on a points test sheet?", [S],
         ["sem-depot-competence-grades"]),
    task("b19-t086", "what happened with the test paperwork for 1032 in January?", [E],
         ["epi-2026-01-27-maintainer-signed-test"]),
    task("b19-t087", "the Tester's been called to Kellsmoor halfway through a points test. the "
         "Maintainer can finish and sign, right?", [P], ["rule-no-tester-keep-out-of-use"]),
    task("b19-t088", "New lad starts Monday. Put him on the rota.", [U],
         ["pref-marisol-new-starters-paired"]),
    task("b19-t089", "Joss's card runs out next month. will anyone get told in time?", [V],
         ["env-certrack-expiry-mail-only-holder"]),
    task("b19-t090", "Quem pode liderar os ensaios de uma alteração de dados do "
         "encravamento?", [S], ["sem-depot-competence-grades"]),  # pt
    task("b19-t091", "Der Prüfer musste weg, die Weiche ist fertig eingestellt. Darf der "
         "Instandhalter das Protokoll unterschreiben?", [P],
         ["rule-no-tester-keep-out-of-use"]),  # de
    # vehicles
    task("b19-t092", "where can Heron get onto the track, and what has to be in place first?",
         [S], ["sem-depot-vans-and-rrv"]),
    task("b19-t093", "what went wrong putting the RRV on the rails before Christmas?", [E],
         ["epi-2025-12-19-heron-iced-ramp"]),
    task("b19-t094", "Heron goes on at Gilmorton at 23:30 and it'll be -2. what do we need?",
         [P], ["rule-grit-gilmorton-ramp-in-frost"]),
    task("b19-t095", "Fran starts at 05:00 at Carrow on Thursday. Can she take a van home on "
         "Wednesday night?", [U], ["pref-marisol-vans-stay-at-depot"]),
    task("b19-t096", "failure at Carrow Halt at 01:00 and the bridge road's closed. when will "
         "the on-call get there?", [V], ["env-night-drive-to-carrow"]),
    task("b19-t097", "Combien de temps faut-il la nuit pour aller du dépôt jusqu'à Carrow Halt "
         "en camionnette ?", [V], ["env-night-drive-to-carrow"]),  # fr
    task("b19-t098", "¿Dónde puede subir a la vía el vehículo bivial y qué tiene que estar "
         "listo antes?", [S], ["sem-depot-vans-and-rrv"]),  # es
    # cable security
    task("b19-t099", "which stretches do the copper thieves go for, and who do we ring at the "
         "police?", [S], ["sem-casewatch-and-theft-hotspots"]),
    task("b19-t100", "tell me about the night the cable went at Nettlebank", [E],
         ["epi-2026-03-18-nettlebank-cable-theft"]),
    task("b19-t101", "02:30, six sections just dropped at once at Kellsmoor. on-call wants to "
         "drive straight out. ok?", [P], ["rule-theft-call-police-go-in-pairs"]),
    task("b19-t102", "Someone's forced a case at Nettlebank, nothing taken. It's 03:00. Does "
         "Marisol need to hear now or in the morning?", [U],
         ["pref-marisol-theft-phone-any-hour"]),
    task("b19-t103", "door alarm from KL-07 at midnight, gale blowing, no sections down. send "
         "the pair?", [V], ["env-kl07-door-alarm-false"]),
    task("b19-t104", "Di notte cadono insieme diversi circuiti di binario a Nettlebank. Come ci "
         "muoviamo?", [P], ["rule-theft-call-police-go-in-pairs"]),  # it
    task("b19-t105", "Alarme de porta do armário KL-07 de madrugada com muito vento. É provável "
         "que seja real?", [V], ["env-kl07-door-alarm-false"]),  # pt
    # spares
    task("b19-t106", "what's the least we keep on the shelf of reds and counting heads?", [S],
         ["sem-binwise-critical-spares"]),
    task("b19-t107", "why did AC-P3 wait four hours for a part in February?", [E],
         ["epi-2026-02-24-last-counting-head-gone"]),
    task("b19-t108", "grabbing the last tuning unit for a job at Gilmorton. anything besides "
         "taking it?", [P], ["rule-book-out-last-spare-and-reorder"]),
    task("b19-t109", "We need two clamp machines, about 6k. Who has to sign it?", [U],
         ["pref-marisol-reorder-approval-limit"]),
    task("b19-t110", "I took the last HP-3 spare on Friday afternoon. when does the order reach "
         "the supplier?", [V], ["env-binwise-reorder-nightly"]),
    task("b19-t111", "Wie viele Ersatz-Zählköpfe und rote Module müssen mindestens im Lager "
         "liegen?", [S], ["sem-binwise-critical-spares"]),  # de
    task("b19-t112", "Faut-il l'accord de Marisol pour commander des pièces pour 800 livres ?",
         [U], ["pref-marisol-reorder-approval-limit"]),  # fr
    # train protection
    task("b19-t113", "how often are the train protection loops checked, and with what kit?",
         [S], ["sem-aws-tpws-at-signals"]),
    task("b19-t114", "what was the business with the broken TPWS kit at KL 12?", [E],
         ["epi-2025-09-21-kl12-loop-after-tamping"]),
    task("b19-t115", "track lads packed the ballast past KL 6 and KL 8 tonight. ok to hand "
         "back?", [P], ["rule-test-loops-after-tamping"]),
    task("b19-t116", "The Kellsmoor tamping week starts on the 9th. What should we arrange "
         "with Caius's team?", [U], ["pref-marisol-joint-walk-before-tamping"]),
    task("b19-t117", "the loop test reports say 13:10 but we did it at 14:10 in July. why?",
         [V], ["env-loopcheck-report-shape"]),
    task("b19-t118", "Han bateado la vía junto a una señal protegida. ¿Qué hay que probar antes "
         "de devolver la vía?", [P], ["rule-test-loops-after-tamping"]),  # es
    task("b19-t119", "Cosa è successo a settembre con la boa TPWS al segnale KL 12?", [E],
         ["epi-2025-09-21-kl12-loop-after-tamping"]),  # it
    # data loggers
    task("b19-t120", "how long does the box's recorder keep its data, and where do downloads "
         "go?", [S], ["sem-tracelog-retention"]),
    task("b19-t121", "why couldn't we show what KL 8 was displaying for the SPAD inquiry?",
         [E], ["epi-2025-11-20-spad-log-overwritten"]),
    task("b19-t122", "a driver's just gone past KL 3 at red. nobody's asked us for anything "
         "yet. anything to do now?", [P], ["rule-download-tracelog-same-shift"]),
    task("b19-t123", "Saving the download from tonight's near miss at Stoat Lane. What do I "
         "call the file?", [U], ["pref-marisol-evidence-file-names"]),
    task("b19-t124", "copying a 3 GB dump from the logger to holl-fs1. anything I should "
         "know?", [V], ["env-evidence-share-large-copy-fails"]),
    task("b19-t125", "Houve um quase-acidente numa passagem de nível. O que fazemos com os "
         "registos do encravamento, e quando?", [P],
         ["rule-download-tracelog-same-shift"]),  # pt
    task("b19-t126", "Die Kopie des 2,5-GB-Downloads auf den Depot-Server bricht immer ab. "
         "Woran liegt das?", [V], ["env-evidence-share-large-copy-fails"]),  # de
    # depot hours and Marisol
    task("b19-t127", "who covers the line at 2am on a saturday, and is Marisol on call?", [S],
         ["sem-hollinsgate-hours-and-on-call"]),
    task("b19-t128", "Son las 20:30 y quiero mandarle a Marisol el informe completo del robo. "
         "¿Lo leerá esta noche?", [V], ["env-marisol-long-message-evening"]),  # es
    task("b19-t129", "Je propose à Marisol de changer les serrures des armoires. Si je ne mets "
         "pas le prix, qu'est-ce qui va se passer ?", [V],
         ["env-marisol-asks-cost-first"]),  # fr
    task("b19-t130", "Chi copre la linea di notte e nel fine settimana, e fino a che ora c'è "
         "gente al deposito?", [S], ["sem-hollinsgate-hours-and-on-call"]),  # it
]

BLIND19_NO_MEMORY_REQUESTS: list[tuple[str, str]] = [
    ("b19-n01", "explain how a fail-safe relay works, in general terms"),
    ("b19-n02", "what's the peak voltage of a 650 V RMS sine wave?"),
    ("b19-n03", "write a python snippet that reads a CSV and prints each column's average"),
    ("b19-n04", "how do I undo my last git commit but keep the changes?"),
    ("b19-n05", "suggest a name for the team's new group chat"),
    ("b19-n06", "Was ist der Unterschied zwischen ETCS Level 2 und Level 3?"),  # de
    ("b19-n07", "how many hours are there in fourteen weeks?"),
    ("b19-n08", "Peux-tu m'expliquer ce qu'est un block automatique, en termes généraux ?"),  # fr
    ("b19-n09", "¿Cómo escribo una fórmula de Excel que cuente las celdas no vacías?"),  # es
    ("b19-n10", "Qual è la differenza tra scartamento normale e scartamento ridotto?"),  # it
    ("b19-n11", "Escreve uma mensagem simpática de boas-vindas para um colega novo."),  # pt
    ("b19-n12", "what's the weather usually like in the Highlands in March?"),
]
