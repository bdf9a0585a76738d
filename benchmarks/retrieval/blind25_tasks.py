"""A twenty-fifth workspace and its tasks: a town bus operator's electric-bus depot, its
charging, vehicle, ticketing, passenger-information, staffing and safety systems, written by
hand from the record format alone and never fitted on.

The store is the memory of the engineering team of Harkvale Transit (an invented bus operator
in the invented town of Ostmere, with 64 electric buses at Quarrybank depot and 14 diesel buses
at the Pennock Lane outstation): the Chargeplan overnight charging manager, the two Pantovolt
pantograph masts at Ostmere interchange, Thermaprime battery and saloon preconditioning, the
Fleetpulse telematics boxes and battery health, the Tapstile ticket validators, the Stopcast
signs at stops, the Rostrum driver and fitter rosters, the Sudsway gantry wash, the Treadgate
tyre reader, the Yardmap lane and slot allocation, the Quenchline fire protection of the battery
store and high-voltage bay, the Gridcap meter on the depot's grid connection, the Busview
on-bus CCTV, the Soberkey breath-test kiosk at sign-on, the Timetide timetables and their open
feed, the Rampline wheelchair-ramp sensors, the Spareshelf parts store and the Callsafe driver
alarm; and of its principal (Rosalind Achterberg-Hale, head of engineering). Other invented
names: Kwame Ostrander (charging and power engineer), Teodora Lindqvist-Amaro (fleet
controller), Jory Penwithick (night shift lead), Priya Marchbank (scheduling and passenger
information), Declan Oyelaran (safety and compliance), Hester Gowdie (stores), Ambrose Tealby
(ticketing back office), Wendeline Marsh (roster clerk), Fennick Power Services (charger
maintenance), Tollridge Tyres, Wessel Grid (the network company), Ostmere Borough and the
Ostmere transport authority; streets, bus numbers and amounts are invented too.

Eighteen themes hold one record in each tier about the same system (a fact, an incident, a
lesson, a preference of Rosalind and a prediction), so a request's words say what it is about
and mostly only its shape says which kind of memory answers it. Three more records: a fact
about the two sites and their staffing, and two predictions of how Rosalind reacts (to a
non-urgent message after 21:00, and to a report with figures but no one-line conclusion).
Lessons carry a trigger list of entities and situation words and a "When ..., do: ... Not: ...
Why:" body; predictions carry a condition and a prediction, in the SPEC's sub-buckets
system-state (8), workspace-state-transitions (6), skill-output-shape (4) and
principal-response (2). Two episodic records have the event type near-miss (the pantograph
mast lowered onto a diesel bus, the breath-test kiosk down and keys issued untested), the
others incident.

Counts: 93 records (19 semantic, 18 episodic, 18 procedural, 18 personalized, 20
environment-dynamics); 130 tasks, each with one needed tier and one answering record (semantic
24, episodic 22, procedural 31, personalized 24, environment-dynamics 29; English 91, German 8,
French 8, Spanish 8, Italian 7, Portuguese 8; of the 39 not in English: semantic 5, episodic 4,
procedural 13, personalized 6, environment-dynamics 11); every record answers at least one
task; 12 no-memory requests (4 of them not in English).

Written by hand by a writer who had not read the project's code (not the recall code, its cue
tables, its weights, nor any other store's rows); the only inputs were the SPEC's sections on
the five tiers, their frontmatter and the retrieval policies, and an earlier task file's layout
(its docstring, its import line, its first theme of records, its first tasks and its first
no-memory requests); the heldout README was read only to pick a domain not used before (no
earlier workspace was a bus depot or a road passenger operator). The signatures of the record
and task constructors were inferred from those first records, not read from their module (the
prediction constructor takes nine positional arguments, as in the example: id, sub-bucket,
topic, condition, prediction, hits, misses, date last confirmed and evidence text), and this
file was never imported or run against recall: the only checks were a parse of it as Python
and a small script of the writer's that walks its syntax tree (without executing it) to check
that every gold id exists and has the task's tier, that every record is used, the counts, and
the longest run of words a request shares with its record (three at most, counted over the
record's title, body, triggers, condition and prediction). Every system, company, person,
place and number is invented; nothing was copied from a public text.

Requests are typed the way a depot controller, a fitter, a night shift lead, a scheduler, a
stores or safety administrator or a coding agent would type them (imperatives, "what
happened", "why did", "will X if", "can I ...?", terse situations); non-English requests are
marked by a trailing comment. Hard families on purpose: an imperative whose needed memory is
how Rosalind wants that kind of work done (personalized), a question about how a system or
Rosalind will react (environment-dynamics), "who can" / "which" / "how often" about a fact
(semantic), the situation a lesson is for told without the lesson's words (procedural), and
"what happened" / "why did" (episodic). Some requests touch a second record of the same theme
more weakly (a lesson and the incident behind it, a fact that names who handles a fault and the
preference about how it reaches Rosalind); the gold is the one record that answers the request
as asked. The writer hesitated most over b25-t074 (writing today's handover note: gold is
Rosalind's wish that fire-system isolations come first, though the late-message prediction
also names the handover note), b25-t012 and b25-t015 (telling Rosalind a mast has stopped
charging: gold is her wish that Fennick is called first, though the mast fact names Fennick's
desk), b25-t124 (a real driver alarm at 02:40: gold is her wish to be phoned, not the late
evening prediction, which is about non-urgent messages), b25-t107 (whether a bus with a
broken ramp may go out: gold is the ramp fact that states the policy, though the run-out lesson
is near) and b25-t114 (a part needed after the store has shut: gold is the stores fact, though
the night-cage lesson is near).
BLIND25_NO_MEMORY_REQUESTS lists requests that no record in this store answers (general
knowledge or small talk), as plain (id, text) pairs outside the task constructor, for a caller
that wants to measure abstention. Report it in aggregate; do not tune on it.
"""
from __future__ import annotations

from typing import Any

from benchmarks.retrieval.dataset import E, P, S, U, V, env, epi, pref, rule, sem, task

BLIND25_RECORDS: list[dict[str, Any]] = [
    # --- 1. overnight depot charging (Chargeplan) ---
    sem("sem-chargeplan-depot-charging", "depot-charging", 0.93, 16, "2026-09-02",
        "Chargeplan schedules the overnight charging of the electric fleet at Quarrybank",
        "Chargeplan is the depot charging manager at Quarrybank. It gives each of the 40 plug-in "
        "dispensers a bus and a start time so that every bus reaches 95 % before its first "
        "departure while the depot stays under the grid limit. Only Kwame Ostrander and the "
        "engineers of Fennick Power Services may edit charging profiles; fleet controllers can "
        "only move a bus from one dispenser to another. The plan is recomputed at 22:30 and 02:00.")
    ,
    epi("epi-2026-03-14-buses-out-half-charged", "depot-charging", "incident", "2026-03-14",
        "Eleven buses left the depot at 55 % after a charging firmware update",
        "On 14 March Fennick pushed a firmware update to Chargeplan at 23:10. The controller came "
        "back without the morning duty file and used its default target of 55 % for every bus. "
        "Eleven buses started early duties short of energy and four had to be swapped on the road "
        "before 09:30.")
    ,
    rule("rule-chargeplan-confirm-duty-file-after-restart", "depot-charging",
         ["Chargeplan", "firmware", "restart", "duty file", "charge target", "default 55 %",
          "dispenser"], "high", 1, "2026-03-16",
         "Confirm the duty file is loaded whenever the charging manager has been restarted",
         "When Chargeplan has been updated or restarted during the evening, do: open the target "
         "column and check that the first morning duties show 95 % and a departure time; reload "
         "the duty file by hand if any row shows the default. Not: trust the 02:00 recompute to "
         "repair it. Why: on 2026-03-14 eleven buses went out at 55 %.")
    ,
    pref("pref-rosalind-charging-exceptions-only", "reporting", "depot-charging", "2026-09-03",
         "Rosalind wants the morning charging report to list only the exceptions",
         "Rosalind wants the 06:15 charging report to name only the buses under 90 % at run-out, "
         "each with its duty number and the reason. She does not want the full table of all 64 "
         "buses.")
    ,
    env("env-chargeplan-dispenser-fault-waits-for-recompute", "system-state", "depot-charging",
        "a dispenser trips with a fault after midnight",
        "Chargeplan leaves its bus unplanned until the 02:00 recompute before moving it to a free "
        "dispenser, so that bus loses up to two hours and usually reaches only about 80 %",
        4, 1, "2026-10-11",
        "Four of five dispenser trips between 00:00 and 02:00 this year ended with the bus near "
        "80 %; the fifth tripped at 01:55 and recovered.")
    ,
    # --- 2. interchange pantograph chargers (Pantovolt) ---
    sem("sem-pantovolt-interchange-masts", "opportunity-charging", 0.9, 9, "2026-06-05",
        "Two Pantovolt masts at Ostmere interchange top up the buses on routes 7 and 12",
        "Two Pantovolt masts over stands C and D at Ostmere interchange lower a pantograph onto "
        "the roof rails and deliver 300 kW for up to six minutes of layover. Routes 7 and 12 rely "
        "on them: without the top-up those buses need a depot swap after about 150 km. Ostmere "
        "Borough owns the masts and Fennick maintains them; faults go to Fennick's service desk, "
        "not to the council.")
    ,
    epi("epi-2026-06-02-mast-lowered-onto-diesel-bus", "opportunity-charging", "near-miss",
        "2026-06-02",
        "The stand D mast lowered its pantograph onto a diesel relief bus",
        "On 2 June a diesel relief bus covering route 12 parked under the stand D mast, which "
        "detected a vehicle and lowered. The driver heard scraping on the roof and the arm "
        "stopped on its force limit; only a roof hatch was scratched.")
    ,
    rule("rule-pantovolt-block-stand-for-non-electric-cover", "opportunity-charging",
         ["Pantovolt", "stand C", "stand D", "diesel", "relief bus", "hired vehicle",
          "route 7", "route 12"], "high", 0, "2026-06-04",
         "Keep vehicles without roof rails away from the charging stands",
         "When a diesel or hired bus covers route 7 or 12, do: tell its driver to lay over on "
         "stand F and set the masts to service-blocked from the controller tablet until it has "
         "gone. Not: let it use its normal stand. Why: on 2026-06-02 a mast came down on a "
         "diesel relief bus.")
    ,
    pref("pref-rosalind-mast-faults-via-fennick", "escalation", "opportunity-charging",
         "2026-06-06",
         "Rosalind wants mast faults raised with Fennick before they reach her",
         "Rosalind wants any Pantovolt fault logged with Fennick's desk first and then sent to "
         "her with Fennick's ticket number and promised fix time. She does not want to be the "
         "one who chases the council or the contractor.")
    ,
    env("env-pantovolt-one-mast-down-afternoon-swaps", "workspace-state-transitions",
        "opportunity-charging",
        "one of the two interchange masts is out of service for a whole day",
        "the route 7 and 12 buses fall under 20 % by mid-afternoon and two depot swaps are "
        "needed before the evening peak",
        3, 0, "2026-08-20",
        "Seen on all three single-mast days this year (April, June and August).")
    ,
    # --- 3. battery and cabin preconditioning (Thermaprime) ---
    sem("sem-thermaprime-preconditioning", "preconditioning", 0.88, 11, "2026-11-12",
        "Thermaprime warms the battery and cabin from the grid before each run-out",
        "Thermaprime heats or cools the battery and the saloon while the bus is still plugged "
        "in, starting 40 minutes before the departure time it reads from Chargeplan. In winter "
        "it takes about 6 kWh per bus from the grid instead of the battery. Setpoints are 18 °C "
        "for the saloon and 20 °C for the battery; only Kwame changes them.")
    ,
    epi("epi-2026-01-21-cold-buses-frozen-screens", "preconditioning", "incident", "2026-01-21",
        "Nine buses left cold on a frosty morning because their warm-up was skipped",
        "On 21 January, at minus 7 °C, Thermaprime skipped nine buses that had been moved to "
        "other dispensers overnight. They left with iced windscreens and cold packs; the battery "
        "management held them to 60 % power and two departures were more than ten minutes late.")
    ,
    rule("rule-thermaprime-relink-moved-bus", "preconditioning",
         ["Thermaprime", "warm-up", "frost", "moved dispenser", "iced windscreen",
          "cold battery", "reduced power"], "medium", 2, "2026-01-23",
         "Re-link a bus in the warm-up system after moving it to another charger",
         "When a bus is moved to another dispenser after 22:30, do: re-link it to the new "
         "dispenser in Thermaprime by hand and check its start time appears. Not: expect the "
         "move to carry across on its own. Why: on 2026-01-21 nine moved buses left frozen.")
    ,
    pref("pref-rosalind-trial-setpoints-on-five-buses", "change-control", "preconditioning",
         "2026-11-13",
         "Rosalind wants warm-up changes trialled on five buses before going fleet-wide",
         "Rosalind wants any change to the preconditioning temperatures tried on five buses for "
         "one week, with energy per bus compared against the rest, before it is rolled out to "
         "the fleet.")
    ,
    env("env-thermaprime-export-shape", "skill-output-shape", "preconditioning",
        "the Thermaprime energy report is exported for a whole month",
        "the CSV has one row per bus per morning, about 1,900 rows, with energy in Wh rather "
        "than kWh and an empty cell where the bus was not plugged in",
        5, 0, "2026-11-02",
        "Every monthly export since February had this shape; the empty cells broke a pivot "
        "table twice.")
    ,
    # --- 4. telematics and battery health (Fleetpulse) ---
    sem("sem-fleetpulse-telematics", "telematics", 0.92, 15, "2026-10-01",
        "Fleetpulse sends each bus's position and battery data over 4G",
        "A Fleetpulse box on each bus reports position every 10 seconds and state of charge, "
        "cell temperatures and state of health every minute over 4G. State of health is "
        "recomputed every Sunday night. The battery warranty needs health above 80 % after eight "
        "years; Teodora Lindqvist-Amaro reviews it monthly.")
    ,
    epi("epi-2026-08-09-frozen-charge-reading-bus-stranded", "telematics", "incident",
        "2026-08-09",
        "A bus died on the ring road while the screen still showed 41 %",
        "On 9 August bus 4417 stopped on the Highcross ring road with an empty battery. "
        "Fleetpulse had shown 41 % for three hours because the modem had lost its SIM and kept "
        "sending its last stored value. The bus was towed and 38 passengers transferred.")
    ,
    rule("rule-fleetpulse-treat-unchanged-charge-as-stale", "telematics",
         ["Fleetpulse", "state of charge", "stale value", "SIM", "modem", "swap planning",
          "stranded"], "high", 0, "2026-08-11",
         "Treat a charge figure that has not moved for half an hour as stale",
         "When a bus in service shows the same state of charge for more than 30 minutes, do: "
         "treat the figure as stale, ask the driver by radio to read the dashboard gauge, and "
         "plan any swap from that. Not: plan from the screen value. Why: on 2026-08-09 a bus "
         "showing 41 % ran flat.")
    ,
    pref("pref-rosalind-battery-health-by-batch-chart", "reporting", "telematics", "2026-10-02",
         "Rosalind wants battery health shown as a chart by delivery batch",
         "Rosalind wants the monthly battery health figures as one chart with a line for each "
         "delivery batch (2021, 2023 and 2025 buses), not a table of every bus; individual buses "
         "only where one is five points below its batch.")
    ,
    env("env-fleetpulse-highcross-cutting-gap", "system-state", "telematics",
        "buses run through the Highcross cutting where the 4G signal drops",
        "Fleetpulse shows them frozen for four to six minutes and then jumping ahead; the "
        "late-running alarm fires falsely for about one bus in three",
        7, 2, "2026-09-18",
        "Seven of nine checks of the route 3 and 9 logs in September showed the gap and a false "
        "late alarm.")
    ,
    # --- 5. on-bus ticket validators (Tapstile) ---
    sem("sem-tapstile-validators", "ticketing", 0.91, 12, "2026-09-30",
        "Tapstile validators take cards, the Saver smartcard and QR tickets",
        "Every bus has two Tapstile validators that accept contactless bank cards, the Ostmere "
        "Saver smartcard and QR tickets. They download the fare table and deny list each night "
        "over the depot Wi-Fi. A validator whose fare table is more than three days old refuses "
        "QR tickets. Ambrose Tealby runs the back office.")
    ,
    epi("epi-2026-09-28-old-fares-on-lane-9-buses", "ticketing", "incident", "2026-09-28",
        "Seventeen buses charged the old fares on the first day of the new table",
        "New fares started on 28 September, but 17 buses parked in lane 9 overnight never got "
        "the new table. They charged the old fares all day; about £412 had to be refunded or "
        "written off and the local paper ran a story.")
    ,
    rule("rule-tapstile-check-table-version-after-fare-change", "ticketing",
         ["Tapstile", "fare change", "fare table", "table version", "USB loader", "lane 9",
          "back office"], "high", 1, "2026-09-30",
         "Check every bus reports the new fare table the morning after a fare change",
         "When a fare change takes effect, do: check in the Tapstile back office the morning "
         "before run-out that every bus reports the new table version, and send a fitter with "
         "the USB loader to any that does not. Not: assume the nightly download reached them. "
         "Why: on 2026-09-28 seventeen buses charged old fares.")
    ,
    pref("pref-rosalind-fare-faults-in-money", "reporting", "ticketing", "2026-10-01",
         "Rosalind wants ticketing faults described in money",
         "Rosalind wants any fault on the validators reported as the revenue lost or overcharged "
         "per day, even as a rough estimate, before any technical detail.")
    ,
    env("env-tapstile-lane-9-misses-download", "workspace-state-transitions", "ticketing",
        "a bus is parked overnight in lane 9 or lane 10",
        "its validators miss the nightly download and keep the previous deny list; after three "
        "such nights they start refusing QR tickets",
        6, 0, "2026-10-05",
        "All six buses checked after nights in the overflow lanes had missed the download.")
    ,
    # --- 6. passenger information signs (Stopcast) ---
    sem("sem-stopcast-stop-signs", "passenger-information", 0.89, 10, "2026-05-20",
        "Stopcast drives the arrival signs at 140 stops",
        "Stopcast drives 140 LED and e-paper signs at stops and shows predicted arrivals from "
        "Fleetpulse positions. When a bus has had no position for five minutes the sign falls "
        "back to the timetable time, shown as a clock time with no countdown. Priya Marchbank "
        "owns the stop list and the messages; the council owns the sign hardware.")
    ,
    epi("epi-2026-05-17-bridge-closure-message-left-up", "passenger-information", "incident",
        "2026-05-17",
        "A bridge closure notice stayed on the signs for nine days after reopening",
        "The Harrow Bridge closure message went up on 8 May and the bridge reopened on 17 May, "
        "but the notice stayed on 31 signs until 26 May. Passengers walked to a temporary stop "
        "that was no longer served and 23 complaints came in.")
    ,
    rule("rule-stopcast-messages-need-end-time", "passenger-information",
         ["Stopcast", "disruption message", "closure notice", "end time", "roadworks log",
          "stop signs"], "medium", 1, "2026-05-27",
         "Give every sign message an end time and log it",
         "When you publish a disruption message on Stopcast, do: set an end time even if it is "
         "a guess, and write the message ID in the roadworks log so it can be found and removed. "
         "Not: publish it open-ended. Why: on 2026-05-17 a closure notice stayed up for nine days.")
    ,
    pref("pref-rosalind-passenger-wording-via-priya", "communication", "passenger-information",
         "2026-05-21",
         "Rosalind wants wording for passengers checked by Priya and free of internal codes",
         "Rosalind wants anything passengers will read approved by Priya before it goes out, in "
         "plain words, never with duty numbers, bus fleet numbers or depot codes.")
    ,
    env("env-stopcast-broadcast-propagation", "skill-output-shape", "passenger-information",
        "a message is pushed to every stop at the same time",
        "Stopcast takes 12 to 20 minutes to reach all signs; the solar e-paper signs at rural "
        "stops update last and about 5 % of them miss it until the next morning",
        4, 1, "2026-07-14",
        "Four network-wide messages this year behaved so; one reached every sign in 9 minutes.")
    ,
    # --- 7. rostering (Rostrum) ---
    sem("sem-rostrum-rostering", "rostering", 0.9, 13, "2026-07-08",
        "Rostrum builds the four-week driver and fitter rosters",
        "Rostrum builds the four-week rosters for drivers and for the workshop fitters. It holds "
        "licence expiry dates, professional training hours and route and vehicle training. A "
        "driver without electric-bus training cannot be put on an E duty. Rosters lock 14 days "
        "ahead; after that only the roster clerk Wendeline Marsh can change them.")
    ,
    epi("epi-2026-07-05-untrained-driver-on-articulated-bus", "rostering", "incident",
        "2026-07-05",
        "A driver never trained on the articulated electric bus was given a route 12 duty",
        "On 5 July a late swap put a driver with no training on the 18 m articulated electric "
        "bus onto a route 12 duty. He could not dock under the interchange mast, the bus ran "
        "short of charge and two trips were cancelled.")
    ,
    rule("rule-rostrum-check-vehicle-training-on-swaps", "rostering",
         ["Rostrum", "driver swap", "on the day", "training matrix", "articulated", "E duty",
          "vehicle type"], "high", 1, "2026-07-07",
         "Check vehicle-type training before any same-day driver swap",
         "When you swap a driver onto a duty on the day, do: open the training matrix and check "
         "the column for that duty's vehicle type, including the articulated bus. Not: rely on "
         "Rostrum to block it, as same-day swaps skip its check. Why: on 2026-07-05 an untrained "
         "driver could not charge at the interchange.")
    ,
    pref("pref-rosalind-fitter-shift-notice", "staffing", "rostering", "2026-07-09",
         "Rosalind wants two weeks' notice of any change to fitter shifts",
         "Rosalind wants any change to the workshop fitters' shift pattern proposed at least two "
         "weeks ahead, with the cover for every night shown, so that no night has fewer than "
         "three fitters.")
    ,
    env("env-rostrum-expired-licence-drops-silently", "system-state", "rostering",
        "a driver's licence or training certificate expires",
        "Rostrum flags the driver amber for 30 days but at the expiry date removes them from "
        "their duties and leaves the duties uncovered without any alert",
        3, 0, "2026-10-20",
        "Happened three times this year; each uncovered duty was found by the early controller.")
    ,
    # --- 8. bus wash (Sudsway) ---
    sem("sem-sudsway-bus-wash", "bus-wash", 0.87, 8, "2026-02-14",
        "The Sudsway gantry washes the fleet in lane 2 every night",
        "The Sudsway gantry wash in lane 2 takes about four minutes per bus and reuses about "
        "80 % of its water from a reclaim tank. Electric buses must use the E-roof programme, "
        "which lifts the top brush clear of the roof rails. The night shift under Jory "
        "Penwithick washes about 40 buses a night.")
    ,
    epi("epi-2026-02-11-wash-bent-roof-rail", "bus-wash", "incident", "2026-02-11",
        "The wash bent the roof rail of an electric bus on the standard programme",
        "On the night of 11 February bus 4431 went through the wash on the standard programme. "
        "The top brush caught the pantograph rail and bent it; the bus was off the road for "
        "three days and could not charge at the interchange.")
    ,
    rule("rule-sudsway-select-e-roof-programme", "bus-wash",
         ["Sudsway", "wash", "programme", "E-roof", "top brush", "roof rail", "lane 2"],
         "medium", 1, "2026-02-12",
         "Pick the roof-safe wash programme for any bus with rails on top",
         "When a bus goes through the gantry, do: check the programme on the panel matches the "
         "bus type, E-roof for every electric bus, before pressing start. Not: leave whatever "
         "programme the previous bus used. Why: on 2026-02-11 the standard programme bent a "
         "roof rail.")
    ,
    pref("pref-rosalind-wash-damage-photos", "reporting", "bus-wash", "2026-02-15",
         "Rosalind wants wash damage photographed the same night before the bus moves",
         "Rosalind wants any damage from the wash photographed and logged that night with the "
         "fleet number and programme used, before anyone moves the bus, so the claim with "
         "Sudsway holds.")
    ,
    env("env-sudsway-reclaim-clean-doubles-water", "workspace-state-transitions", "bus-wash",
        "the wash reclaim tank has just been cleaned out",
        "for the next two nights the wash runs on fresh water only, the mains meter reading "
        "doubles and the water company's high-use alert is sent",
        2, 0, "2026-09-09",
        "Both tank cleans this year (March and September) gave the alert on the second night.")
    ,
    # --- 9. tyres (Treadgate) ---
    sem("sem-treadgate-tyre-reader", "tyres", 0.9, 10, "2026-10-06",
        "The Treadgate reader at the depot entrance measures tyres on every return",
        "The Treadgate drive-over reader at the Quarrybank entrance measures tread depth and "
        "pressure on every bus coming in. The legal limit is 1 mm but Harkvale changes tyres at "
        "3 mm; results go to the fitters' worksheet. Tollridge Tyres holds the contract and "
        "visits on Tuesdays and Fridays.")
    ,
    epi("epi-2026-10-03-muddy-reader-false-depths", "tyres", "incident", "2026-10-03",
        "A mud-covered tyre reader gave full tread for a week",
        "For a week before 3 October the Treadgate plates were covered in mud from the yard "
        "works and reported 8 mm for every tyre. A pre-test inspection found bus 4409 at 1.6 mm "
        "on the rear axle; it had passed the reader every night.")
    ,
    rule("rule-treadgate-hand-gauge-when-readings-uniform", "tyres",
         ["Treadgate", "tread depth", "reader plates", "mud", "uniform readings", "hand gauge"],
         "medium", 0, "2026-10-05",
         "Hand-check tyres when the reader's figures look too alike",
         "When the reader gives nearly the same depth for every bus in a night, do: hand-gauge "
         "three buses and, if they differ, clean the plates and mark the night's results void. "
         "Not: carry the figures into the worksheet. Why: on 2026-10-03 a muddy reader hid a "
         "tyre at 1.6 mm.")
    ,
    pref("pref-rosalind-batch-tyre-jobs", "maintenance-planning", "tyres", "2026-10-07",
         "Rosalind wants tyre jobs kept for Tollridge's visit days",
         "Rosalind wants tyre replacements grouped for Tollridge's Tuesday and Friday visits, "
         "not called out separately, unless a tyre is under 2 mm or damaged.")
    ,
    env("env-treadgate-fast-drive-blank-rear", "skill-output-shape", "tyres",
        "a bus crosses the reader faster than walking pace",
        "the reader still records pressures but leaves rear-axle tread depth blank; about one "
        "entry in ten at night comes out this way",
        6, 1, "2026-08-28",
        "Six of seven spot checks of blank rear depths matched gate camera speeds over 8 km/h.")
    ,
    # --- 10. yard allocation (Yardmap) ---
    sem("sem-yardmap-lanes", "yard-allocation", 0.91, 14, "2026-04-25",
        "Yardmap gives each returning bus a lane and a slot at Quarrybank",
        "Yardmap assigns each returning bus a lane and a slot. Quarrybank has 12 lanes: 1 to 8 "
        "have dispensers, 9 and 10 are overflow with no charging and no Wi-Fi, 11 and 12 are for "
        "the workshop. The gate tablet shows the slot as the bus arrives; buses park nose out in "
        "order of their first departure.")
    ,
    epi("epi-2026-04-22-early-bus-blocked-in", "yard-allocation", "incident", "2026-04-22",
        "The 05:10 departure was blocked in behind three later buses",
        "On 22 April bus 4452, due out at 05:10, had been parked behind three buses due out at "
        "07:00 after its duty was changed late in the evening. Shunting them out took 25 minutes "
        "and the first route 5 trip left late.")
    ,
    rule("rule-yardmap-move-bus-when-duty-changes", "yard-allocation",
         ["Yardmap", "duty change", "first departure", "slot", "blocked in", "shunting"],
         "medium", 1, "2026-04-23",
         "Update the yard plan whenever a bus's first duty changes in the evening",
         "When a bus's first duty is changed after 20:00, do: change its slot in Yardmap at the "
         "same time and tell the gatekeeper. Not: leave the old slot. Why: on 2026-04-22 an "
         "early bus was parked behind three later ones.")
    ,
    pref("pref-rosalind-event-yard-sketch", "planning", "yard-allocation", "2026-04-26",
         "Rosalind wants extra-bus yard plans agreed the day before as a sketch",
         "For special events with extra buses Rosalind wants the yard plan agreed with her the "
         "day before, as a simple sketch of which lanes hold which buses, not a Yardmap export.")
    ,
    env("env-yardmap-overflow-to-early-buses", "system-state", "yard-allocation",
        "more than 58 buses are back in the depot before midnight",
        "Yardmap starts giving the overflow lanes, which have no chargers, to buses with early "
        "duties, and those buses then have to be shunted by hand",
        5, 1, "2026-11-04",
        "Five of six busy Saturday nights showed it; the sixth had two buses in the workshop.")
    ,
    # --- 11. battery bay fire protection (Quenchline) ---
    sem("sem-quenchline-fire-protection", "fire-protection", 0.93, 9, "2026-08-29",
        "Quenchline protects the battery store and the high-voltage bay",
        "Quenchline protects the battery store and the high-voltage workshop bay with thermal "
        "cameras, gas detectors and a water mist. It pre-alarms at 60 °C and discharges at "
        "80 °C or when two detectors agree. Only Declan Oyelaran may isolate it, and an "
        "isolation longer than four hours needs a fire watch.")
    ,
    epi("epi-2026-08-26-mist-soaked-open-pack", "fire-protection", "incident", "2026-08-26",
        "Welding heat set off the mist and ruined an open battery pack",
        "On 26 August a fitter welded a bracket near the high-voltage bay without an isolation. "
        "The thermal camera read the arc as a fire, the mist discharged and soaked a battery "
        "pack that was open on the bench; the pack was scrapped at a cost of about £18,000.")
    ,
    rule("rule-quenchline-isolate-before-hot-work", "fire-protection",
         ["Quenchline", "hot work", "welding", "grinding", "high-voltage bay", "isolation",
          "fire watch"], "high", 1, "2026-08-27",
         "Arrange an isolation and a fire watch before hot work near the battery bay",
         "When welding, grinding or cutting is planned within 10 m of the high-voltage bay, do: "
         "ask Declan for an isolation of that zone, cover any open pack and keep a fire watch "
         "until an hour after. Not: start and hope the camera ignores it. Why: on 2026-08-26 the "
         "mist ruined an open pack.")
    ,
    pref("pref-rosalind-isolations-first-in-handover", "handover", "fire-protection",
         "2026-08-30",
         "Rosalind wants fire-system isolations at the top of the daily handover",
         "Rosalind wants any Quenchline isolation, its zone and who holds it, as the first item "
         "of the daily handover note, before the vehicle list.")
    ,
    env("env-quenchline-sunny-door-pre-alarm", "system-state", "fire-protection",
        "the workshop roller door stays open on a sunny afternoon",
        "the camera near the door sees a hot roof above 60 °C and raises a pre-alarm, about "
        "twice a week in summer",
        9, 2, "2026-08-31",
        "Nine of eleven summer pre-alarms came from that camera with the door open after 14:00.")
    ,
    # --- 12. grid connection (Gridcap) ---
    sem("sem-gridcap-grid-connection", "grid-connection", 0.92, 12, "2026-11-06",
        "Quarrybank's grid connection is capped at 2.4 MVA and watched by Gridcap",
        "The depot's agreed grid capacity with Wessel Grid is 2.4 MVA. The Gridcap meter reads "
        "the load every 30 seconds and tells Chargeplan to throttle above 2.2 MW. Going over the "
        "capacity for more than 15 minutes in a month brings an excess charge. Kwame is the "
        "contact with Wessel Grid.")
    ,
    epi("epi-2026-11-03-grid-link-lost-excess-charge", "grid-connection", "incident",
        "2026-11-03",
        "A lost link between the meter and the charging manager cost an excess charge",
        "On the night of 3 November Gridcap lost its link to Chargeplan for 40 minutes, so "
        "charging ran unthrottled and the depot peaked at 2.61 MW. Wessel Grid added an excess "
        "charge of about £3,800 to the November bill.")
    ,
    rule("rule-gridcap-fixed-cap-when-link-lost", "grid-connection",
         ["Gridcap", "no link", "stale load", "fixed cap", "1.8 MW", "excess charge"],
         "high", 0, "2026-11-05",
         "Put charging on a fixed cap when the meter link is lost",
         "When Gridcap shows no link or a load that has not changed for two minutes, do: switch "
         "Chargeplan to fixed-cap mode at 1.8 MW by hand and call Kwame. Not: let charging run "
         "on the last known value. Why: on 2026-11-03 the depot reached 2.61 MW.")
    ,
    pref("pref-rosalind-power-in-kw-and-kwh-per-km", "reporting", "grid-connection",
         "2026-11-07",
         "Rosalind wants power reported as peak kW and kWh per bus-km",
         "Rosalind wants depot energy reported as the peak in kW and energy per bus-kilometre; "
         "she does not want it turned into money, which finance does.")
    ,
    env("env-gridcap-heaters-and-wash-throttle", "workspace-state-transitions",
        "grid-connection",
        "the workshop heaters and the wash run together with charging after 23:00",
        "the load passes 2.2 MW, charging is throttled for about 45 minutes and roughly six "
        "buses miss 95 % at run-out",
        4, 1, "2026-11-20",
        "Four of five cold nights with the wash late showed it; the fifth had fewer buses in.")
    ,
    # --- 13. on-bus CCTV (Busview) ---
    sem("sem-busview-cctv", "cctv", 0.9, 9, "2026-09-15",
        "Busview records six cameras on every bus for 14 days",
        "Busview recorders on every bus keep about 14 days of running-time video from six "
        "cameras, overwriting the oldest first. Footage is downloaded over the depot Wi-Fi on "
        "request and kept 31 days after download. Police requests are handled by Declan under "
        "data-protection rules.")
    ,
    epi("epi-2026-09-12-assault-footage-overwritten", "cctv", "incident", "2026-09-12",
        "Footage of an assault on route 3 was overwritten before the police asked",
        "A driver reported an assault on route 3 on 27 August. The police request arrived on "
        "12 September; the recorder had looped and the footage was gone. The force wrote to "
        "Harkvale about it.")
    ,
    rule("rule-busview-lock-footage-same-day", "cctv",
         ["Busview", "assault", "collision", "driver report", "lock footage", "overwritten",
          "police request"], "high", 1, "2026-09-14",
         "Lock the recording on the day any incident is reported",
         "When a driver reports an assault, a collision or a fall on board, do: flag the bus in "
         "Busview that day so the hours around it are locked, even if no one has asked for them "
         "yet. Not: wait for a police request. Why: on 2026-09-12 assault footage had already "
         "been overwritten.")
    ,
    pref("pref-rosalind-footage-requests-weekly-count", "escalation", "cctv", "2026-09-16",
         "Rosalind wants footage requests kept away from her except a weekly count",
         "Rosalind does not want police or insurer footage requests routed through her; Declan "
         "handles them and she wants only a weekly count in the Friday summary.")
    ,
    env("env-busview-download-shape", "skill-output-shape", "cctv",
        "an hour of video is downloaded from one bus over the depot Wi-Fi",
        "it takes about 25 minutes and arrives as six separate files, one per camera, with "
        "timestamps in UTC rather than local time",
        8, 0, "2026-09-20",
        "Every download logged since June had six files; the UTC times confused two police "
        "requests in summer.")
    ,
    # --- 14. sign-on breath testing (Soberkey) ---
    sem("sem-soberkey-sign-on-kiosk", "sign-on", 0.92, 10, "2026-06-23",
        "The Soberkey kiosk breath-tests drivers before they get a bus key",
        "Every driver blows into the Soberkey kiosk at the sign-on desk before the key cabinet "
        "will release a bus key; a fail or a skipped test keeps it locked for that driver. One "
        "driver in ten is asked for a second test at random. Results are seen only by Declan "
        "and the duty manager.")
    ,
    epi("epi-2026-06-20-kiosk-down-keys-issued-untested", "sign-on", "near-miss",
        "2026-06-20",
        "The kiosk crashed and fourteen drivers took keys without a test",
        "At 04:30 on 20 June the Soberkey kiosk froze. The night duty manager opened the key "
        "cabinet with the master key and let 14 drivers take buses with no test. Nothing "
        "happened, but the operator's licence conditions were breached.")
    ,
    rule("rule-soberkey-handheld-test-when-kiosk-down", "sign-on",
         ["Soberkey", "kiosk", "frozen", "breath test", "master key", "handheld breathalyser",
          "paper log"], "high", 1, "2026-06-21",
         "Test every driver with the handheld unit when the kiosk is down",
         "When the Soberkey kiosk is not working, do: test each driver with the handheld "
         "breathalyser kept in the duty office drawer and write the result in the paper log "
         "before giving out the key. Not: issue keys untested. Why: on 2026-06-20 fourteen "
         "drivers went out without a test.")
    ,
    pref("pref-rosalind-kiosk-outages-as-untested-count", "reporting", "sign-on", "2026-06-24",
         "Rosalind wants kiosk outages reported as a count of drivers not tested",
         "Rosalind wants a sign-on kiosk outage reported to her as how long it lasted and how "
         "many drivers signed on without a kiosk test, with the paper log attached; no "
         "technical fault detail.")
    ,
    env("env-soberkey-slow-after-thirty-days", "system-state", "sign-on",
        "the kiosk has been running for more than 30 days without a restart",
        "its sensor warm-up stretches past three minutes per driver and a queue builds at the "
        "04:45 sign-on",
        3, 0, "2026-10-29",
        "Three times this year; a restart brought the warm-up back to about 40 seconds.")
    ,
    # --- 15. timetables and the open feed (Timetide) ---
    sem("sem-timetide-feed-export", "timetables", 0.9, 11, "2026-10-28",
        "Timetide holds the timetables and exports the open feed every Thursday",
        "Timetide holds the registered timetables. Priya exports the open GTFS feed every "
        "Thursday at 14:00; journey-planner apps and Stopcast read it. Any change must be "
        "registered with the Ostmere transport authority 56 days before it starts.")
    ,
    epi("epi-2026-10-26-feed-an-hour-out-after-clock-change", "timetables", "incident",
        "2026-10-26",
        "After the clock change the apps showed every bus an hour out",
        "The feed exported before the clock change carried a fixed UTC offset instead of the "
        "zone name. On 26 October the journey-planner apps showed every departure an hour "
        "late; about 60 complaints came in before a corrected feed was out at 15:00.")
    ,
    rule("rule-timetide-validate-feed-in-clock-change-weeks", "timetables",
         ["Timetide", "GTFS", "feed export", "clock change", "bank holiday", "validator",
          "time zone"], "medium", 1, "2026-10-27",
         "Check the validator report before publishing in a week with a clock change",
         "When the feed is exported in a week with a clock change or a bank holiday, do: read "
         "the validator report and compare the first trip of three routes with Timetide before "
         "publishing. Not: publish straight from the export. Why: on 2026-10-26 the apps were "
         "an hour out.")
    ,
    pref("pref-rosalind-timetable-changes-four-weeks", "planning", "timetables", "2026-10-29",
         "Rosalind wants timetable changes that move run-out times four weeks ahead",
         "Rosalind wants any timetable change that alters departure times from the depot sent "
         "to her four weeks before it starts, with the number of extra buses and fitters it "
         "needs.")
    ,
    env("env-timetide-apps-lag-behind-signs", "workspace-state-transitions", "timetables",
        "a new feed is published on a Thursday",
        "Stopcast takes it within an hour but the large journey-planner apps take 24 to 48 "
        "hours, so for about a day the signs and the apps disagree",
        5, 0, "2026-10-30",
        "All five feed changes with new times since spring showed the lag.")
    ,
    # --- 16. wheelchair ramps (Rampline) ---
    sem("sem-rampline-ramps", "accessibility", 0.91, 9, "2026-04-02",
        "Each bus has a powered ramp whose Rampline sensor reports faults",
        "Every bus has a powered ramp at the front door with a Rampline sensor that reports "
        "each deployment and any fault to Fleetpulse. Harkvale policy is that a bus with a "
        "failed ramp does not start service; folding the ramp out by hand is only a fallback "
        "for a bus already on the road.")
    ,
    epi("epi-2026-03-30-ramp-failed-at-ferrisby-road", "accessibility", "incident",
        "2026-03-30",
        "A wheelchair user was left at Ferrisby Road because the ramp failed",
        "On 30 March the ramp on bus 4426 would not deploy for a wheelchair user at Ferrisby "
        "Road, who waited 40 minutes for the next bus. A ramp fault had been logged the evening "
        "before but nobody read it before run-out.")
    ,
    rule("rule-rampline-read-faults-before-run-out", "accessibility",
         ["Rampline", "ramp fault", "wheelchair", "run-out", "morning checks", "accessibility"],
         "high", 1, "2026-03-31",
         "Read the ramp fault list before the morning run-out",
         "When preparing the morning run-out, do: open the Rampline fault list for the last 24 "
         "hours and hold back any bus with an open fault until a fitter has cleared it. Not: "
         "rely on the driver's walk-round to catch it. Why: on 2026-03-30 a passenger was left "
         "behind by a bus with a known fault.")
    ,
    pref("pref-rosalind-signs-accessibility-replies", "communication", "accessibility",
         "2026-04-03",
         "Rosalind wants to sign every reply to an accessibility complaint herself",
         "Rosalind wants replies to accessibility complaints drafted within two working days "
         "and sent to her to sign personally, not sent from the customer team's mailbox.")
    ,
    env("env-rampline-cold-rain-false-not-stowed", "system-state", "accessibility",
        "the ramp is used more than ten times in an hour in cold rain",
        "its limit switch reports a false 'not stowed' and the bus refuses to pull away until "
        "the driver cycles the ramp once more",
        5, 1, "2026-11-18",
        "Five of six driver reports of this kind came from wet days under 5 °C.")
    ,
    # --- 17. parts store (Spareshelf) ---
    sem("sem-spareshelf-stores", "parts-store", 0.88, 10, "2026-07-22",
        "Spareshelf runs the depot stores, with an emergency cage for nights",
        "Spareshelf is the stock system of the Quarrybank stores run by Hester Gowdie. Fitters "
        "book parts out against a fleet number by scanning. After 18:00 the store is locked and "
        "the night shift uses the emergency cage with a paper sheet; Spareshelf reorders "
        "automatically at minimum stock.")
    ,
    epi("epi-2026-07-19-brake-pads-ran-out", "parts-store", "incident", "2026-07-19",
        "The depot ran out of brake pads and three buses stood for two days",
        "On 19 July the stores had no rear brake pads although Spareshelf showed six sets. The "
        "night shift had taken them from the cage without filling in the sheet, so no reorder "
        "was made and three buses were off the road for two days.")
    ,
    rule("rule-spareshelf-sheet-for-cage-parts", "parts-store",
         ["Spareshelf", "emergency cage", "night shift", "paper sheet", "reorder", "stock count"],
         "medium", 2, "2026-07-20",
         "Write down every part taken from the night cage",
         "When you take anything from the emergency cage at night, do: write the part, quantity "
         "and fleet number on the cage sheet, and leave the sheet in the stores tray so Hester "
         "scans it in the morning. Not: take it and tell someone later. Why: on 2026-07-19 "
         "unrecorded pads emptied the stock.")
    ,
    pref("pref-rosalind-two-quotes-over-2000", "purchasing", "parts-store", "2026-07-23",
         "Rosalind wants two quotes for any order above £2,000",
         "Rosalind wants any parts order above £2,000 brought to her with two supplier quotes "
         "side by side and the reason for the preferred one.")
    ,
    env("env-spareshelf-hired-bus-unallocated", "workspace-state-transitions", "parts-store",
        "a part is booked out against a bus that is not in Yardmap, such as a hired vehicle",
        "Spareshelf puts the cost on the unallocated code, the monthly cost-per-bus report leaves "
        "it out and Hester has to journal it by hand",
        4, 0, "2026-08-03",
        "All four hired-bus repairs this year ended up on the unallocated code.")
    ,
    # --- 18. driver emergency alarm (Callsafe) ---
    sem("sem-callsafe-driver-alarm", "driver-alarm", 0.93, 11, "2026-10-17",
        "Callsafe sends an alarm with position and live audio to the control room",
        "A covert Callsafe button in each cab sends the bus position to the control room and "
        "opens a one-way audio channel. Controllers decide whether to call the police. Every "
        "bus's button is tested monthly by the control room with the depot.")
    ,
    epi("epi-2026-10-15-alarm-not-heard-muted-console", "driver-alarm", "incident",
        "2026-10-15",
        "A real driver alarm went unheard for six minutes",
        "On 15 October a driver on route 9 pressed the Callsafe button during a fight on board. "
        "The control room console had been left muted after the monthly tests the day before, "
        "and nobody heard it for six minutes.")
    ,
    rule("rule-callsafe-unmute-after-tests", "driver-alarm",
         ["Callsafe", "monthly tests", "console", "muted", "audio", "control room"],
         "high", 1, "2026-10-16",
         "Restore the console audio and prove it after the alarm tests",
         "When the monthly alarm tests are finished, do: unmute the console, have one bus press "
         "its button once more and confirm the tone and audio in the log. Not: close the test "
         "session and leave. Why: on 2026-10-15 a real alarm was unheard for six minutes.")
    ,
    pref("pref-rosalind-phone-for-real-alarms", "escalation", "driver-alarm", "2026-10-18",
         "Rosalind wants a phone call for any real driver alarm at any hour",
         "Rosalind wants to be phoned, not messaged, whenever a driver alarm turns out to be "
         "real, day or night; test presses and false alarms go in the weekly summary only.")
    ,
    env("env-callsafe-no-audio-underground", "system-state", "driver-alarm",
        "a bus is in the Highcross cutting or the lower level of Ostmere bus station",
        "the alarm arrives with position only, about two minutes late, and no audio channel "
        "opens",
        4, 0, "2026-10-19",
        "All four test presses made in those two places this autumn behaved so.")
    ,
    # --- extras ---
    sem("sem-quarrybank-and-pennock-lane-sites", "depot-sites", 0.95, 20, "2026-11-25",
        "Harkvale's two sites: Quarrybank staffed around the clock, Pennock Lane by day",
        "Harkvale runs buses from two sites. Quarrybank depot holds 64 electric buses, the "
        "workshop and the control room and is staffed around the clock. Pennock Lane outstation "
        "holds 14 diesel buses for the rural routes and is staffed from 05:00 to 20:00; at night "
        "a security patrol from Quarrybank visits it twice.")
    ,
    env("env-rosalind-late-evening-message", "principal-response", "principal",
        "a message that is not urgent is sent to Rosalind after 21:00",
        "she replies the next morning at about 07:30 and asks for it to go into the handover "
        "note instead",
        6, 1, "2026-11-10",
        "Six of seven late non-urgent messages this autumn drew that reply; the seventh was "
        "answered at once.")
    ,
    env("env-rosalind-report-without-conclusion", "principal-response", "principal",
        "a report reaches Rosalind with figures but no one-line conclusion at the top",
        "she sends it back within an hour asking what decision is wanted from her",
        5, 0, "2026-11-15",
        "Five reports sent without a conclusion line since July all came back the same day.")
    ,
]

BLIND25_TASKS: list[dict[str, Any]] = [
    # overnight charging
    task("b25-t001", "who is allowed to edit the charge profiles at the depot?", [S],
         ["sem-chargeplan-depot-charging"]),
    task("b25-t002", "why did a bunch of buses go out barely half full back in March?", [E],
         ["epi-2026-03-14-buses-out-half-charged"]),
    task("b25-t003", "Fennick just rebooted the charging controller at 9pm after a patch. "
         "Anything I should look at before I go home?", [P],
         ["rule-chargeplan-confirm-duty-file-after-restart"]),
    task("b25-t004", "Write up this morning's charging summary for Rosalind.", [U],
         ["pref-rosalind-charging-exceptions-only"]),
    task("b25-t005", "charger 17 tripped at 00:40 with bus 4420 on it. where will that bus be "
         "by the morning?", [V], ["env-chargeplan-dispenser-fault-waits-for-recompute"]),
    task("b25-t006", "Nach einem Software-Update wurde das Ladesystem heute Abend neu gestartet. "
         "Was muss ich prüfen, bevor ich gehe?", [P],
         ["rule-chargeplan-confirm-duty-file-after-restart"]),  # de
    task("b25-t007", "Que s'est-il passé en mars quand onze bus sont partis avec à peine la "
         "moitié de leur batterie ?", [E],
         ["epi-2026-03-14-buses-out-half-charged"]),  # fr
    task("b25-t008", "Um carregador desarmou à meia-noite e meia com um autocarro ligado. Com "
         "quanta carga vai ele sair de manhã?", [V],
         ["env-chargeplan-dispenser-fault-waits-for-recompute"]),  # pt
    # interchange masts
    task("b25-t009", "which routes depend on the quick charge at the bus station, and who "
         "repairs those chargers?", [S], ["sem-pantovolt-interchange-masts"]),
    task("b25-t010", "what went wrong on stand D in early June?", [E],
         ["epi-2026-06-02-mast-lowered-onto-diesel-bus"]),
    task("b25-t011", "We're putting a hired coach on the 12 tomorrow because of the shortage. "
         "Anything special about where it waits between trips?", [P],
         ["rule-pantovolt-block-stand-for-non-electric-cover"]),
    task("b25-t012", "The mast on stand C has stopped charging. Let Rosalind know.", [U],
         ["pref-rosalind-mast-faults-via-fennick"]),
    task("b25-t013", "Fennick says the stand D charger will be dead all of Thursday. How will "
         "the 7 and the 12 cope?", [V], ["env-pantovolt-one-mast-down-afternoon-swaps"]),
    task("b25-t014", "Demain un autocar de location assure la ligne 12. Où doit-il attendre "
         "entre deux courses à la gare routière ?", [P],
         ["rule-pantovolt-block-stand-for-non-electric-cover"]),  # fr
    task("b25-t015", "Il pantografo della stazione non carica più da stamattina: avvisa "
         "Rosalind.", [U], ["pref-rosalind-mast-faults-via-fennick"]),  # it
    # preconditioning
    task("b25-t016", "how long before departure does the heating start on a plugged-in bus, "
         "and what temperatures does it aim for?", [S], ["sem-thermaprime-preconditioning"]),
    task("b25-t017", "why were buses leaving with frozen windscreens back in January?", [E],
         ["epi-2026-01-21-cold-buses-frozen-screens"]),
    task("b25-t018", "I've just shifted three buses onto different chargers at 23:00 because of "
         "a fault. Is there anything else to do for them?", [P],
         ["rule-thermaprime-relink-moved-bus"]),
    task("b25-t019", "Kwame wants to drop the saloon heating to 16 degrees across the fleet "
         "from Monday. Set that up.", [U], ["pref-rosalind-trial-setpoints-on-five-buses"]),
    task("b25-t020", "I'm pulling November's warm-up energy file into a spreadsheet. What will "
         "the data look like?", [V], ["env-thermaprime-export-shape"]),
    task("b25-t021", "Wie lange vor der Abfahrt wird ein Bus an der Ladesäule vorgeheizt, und "
         "wer darf die Temperaturen ändern?", [S],
         ["sem-thermaprime-preconditioning"]),  # de
    task("b25-t022", "J'exporte le rapport énergétique du préchauffage pour octobre : à quoi "
         "dois-je m'attendre dans le fichier ?", [V], ["env-thermaprime-export-shape"]),  # fr
    # telematics
    task("b25-t023", "how often do the buses report where they are, and when is battery "
         "health recalculated?", [S], ["sem-fleetpulse-telematics"]),
    task("b25-t024", "what happened to bus 4417 out on the ring in August?", [E],
         ["epi-2026-08-09-frozen-charge-reading-bus-stranded"]),
    task("b25-t025", "4433 has said 37% on the tracker since half past two and it's nearly "
         "three fifteen. Do I plan its swap from that?", [P],
         ["rule-fleetpulse-treat-unchanged-charge-as-stale"]),
    task("b25-t026", "Prepare this month's battery condition figures for Rosalind.", [U],
         ["pref-rosalind-battery-health-by-batch-chart"]),
    task("b25-t027", "¿Qué pasará en la pantalla de seguimiento cuando los autobuses de la "
         "línea 3 crucen la trinchera de Highcross?", [V],
         ["env-fleetpulse-highcross-cutting-gap"]),  # es
    task("b25-t028", "O autocarro 4440 mostra 52% de carga há quase uma hora sem mudar. Posso "
         "confiar nisso para planear a troca?", [P],
         ["rule-fleetpulse-treat-unchanged-charge-as-stale"]),  # pt
    # ticketing
    task("b25-t029", "what payment types do the readers on the buses take, and when do they "
         "get new prices?", [S], ["sem-tapstile-validators"]),
    task("b25-t030", "what went wrong on the day the new fares started in September?", [E],
         ["epi-2026-09-28-old-fares-on-lane-9-buses"]),
    task("b25-t031", "Prices go up on Sunday. What do I need to do on Monday before the buses "
         "leave?", [P], ["rule-tapstile-check-table-version-after-fare-change"]),
    task("b25-t032", "Two card readers on 4415 have been rejecting contactless since lunch. "
         "Tell Rosalind.", [U], ["pref-rosalind-fare-faults-in-money"]),
    task("b25-t033", "4448 has been stuck in the overflow lane since Friday. Will its "
         "passengers have any trouble paying?", [V],
         ["env-tapstile-lane-9-misses-download"]),
    task("b25-t034", "El domingo cambian las tarifas. ¿Qué compruebo el lunes por la mañana "
         "antes de que salgan los autobuses?", [P],
         ["rule-tapstile-check-table-version-after-fare-change"]),  # es
    task("b25-t035", "Die Kartenleser in Bus 4415 lehnen seit Mittag Zahlungen ab. Schreib "
         "Rosalind eine kurze Nachricht dazu.", [U],
         ["pref-rosalind-fare-faults-in-money"]),  # de
    # stop signs
    task("b25-t036", "what does a stop display show when it has lost track of the bus, and who "
         "looks after the list of stops?", [S], ["sem-stopcast-stop-signs"]),
    task("b25-t037", "why were people still being sent to the temporary stop in late May?", [E],
         ["epi-2026-05-17-bridge-closure-message-left-up"]),
    task("b25-t038", "Gas works close Mill Street from tomorrow. I'm putting a notice on the "
         "displays now — anything I must do?", [P],
         ["rule-stopcast-messages-need-end-time"]),
    task("b25-t039", "Draft the notice for passengers about the route 5 diversion next week.",
         [U], ["pref-rosalind-passenger-wording-via-priya"]),
    task("b25-t040", "If I push a snow warning to every stop right now, when will the village "
         "stops show it?", [V], ["env-stopcast-broadcast-propagation"]),
    task("b25-t041", "Ab morgen ist die Mill Street gesperrt. Ich stelle gleich einen Hinweis "
         "auf die Haltestellenanzeigen — was muss ich dabei beachten?", [P],
         ["rule-stopcast-messages-need-end-time"]),  # de
    task("b25-t042", "Se invio ora un avviso a tutte le fermate, quando lo vedranno anche le "
         "fermate di campagna?", [V], ["env-stopcast-broadcast-propagation"]),  # it
    # rostering
    task("b25-t043", "can a driver who hasn't done the electric course be given an E duty, and "
         "who changes a roster inside two weeks?", [S], ["sem-rostrum-rostering"]),
    task("b25-t044", "why were two route 12 trips cancelled on 5 July?", [E],
         ["epi-2026-07-05-untrained-driver-on-articulated-bus"]),
    task("b25-t045", "Duty 612 has no driver, Marek is free. Can I just put him on it?", [P],
         ["rule-rostrum-check-vehicle-training-on-swaps"]),
    task("b25-t046", "We want the night fitters on four-on four-off from next Monday. Put the "
         "change through.", [U], ["pref-rosalind-fitter-shift-notice"]),
    task("b25-t047", "Hassan's licence runs out on the 9th and he's not renewed yet. What will "
         "the rota do with his shifts?", [V], ["env-rostrum-expired-licence-drops-silently"]),
    task("b25-t048", "Dem Dienst 612 fehlt heute ein Fahrer und Marek ist frei. Kann ich ihn "
         "einfach einteilen?", [P],
         ["rule-rostrum-check-vehicle-training-on-swaps"]),  # de
    task("b25-t049", "El carné de un conductor caduca la semana que viene. ¿Qué hará el "
         "sistema de turnos con sus servicios?", [V],
         ["env-rostrum-expired-licence-drops-silently"]),  # es
    # bus wash
    task("b25-t050", "how many buses go through the wash in a night, and how long does each "
         "one take?", [S], ["sem-sudsway-bus-wash"]),
    task("b25-t051", "how did 4431 get its rail bent in February?", [E],
         ["epi-2026-02-11-wash-bent-roof-rail"]),
    task("b25-t052", "new lad starts on the wash tonight. what's the one thing he has to get "
         "right with the electrics?", [P], ["rule-sudsway-select-e-roof-programme"]),
    task("b25-t053", "The wash just cracked a mirror on 4419. Deal with it.", [U],
         ["pref-rosalind-wash-damage-photos"]),
    task("b25-t054", "Contractors empty and clean the recycling tank on Wednesday. What "
         "follows for the wash?", [V], ["env-sudsway-reclaim-clean-doubles-water"]),
    task("b25-t055", "Un nouveau commence au lavage ce soir. Quelle erreur doit-il absolument "
         "éviter avec les bus électriques ?", [P],
         ["rule-sudsway-select-e-roof-programme"]),  # fr
    task("b25-t056", "El túnel de lavado acaba de romper un retrovisor del 4419. Encárgate.",
         [U], ["pref-rosalind-wash-damage-photos"]),  # es
    # tyres
    task("b25-t057", "at what depth do we replace tyres, and which days does the tyre firm "
         "come in?", [S], ["sem-treadgate-tyre-reader"]),
    task("b25-t058", "how did 4409 get to 1.6 mm without anyone spotting it?", [E],
         ["epi-2026-10-03-muddy-reader-false-depths"]),
    task("b25-t059", "Last night every bus came in at exactly 7.9 mm. Looks great — shall I "
         "file it?", [P], ["rule-treadgate-hand-gauge-when-readings-uniform"]),
    task("b25-t060", "4437 has a tyre at 2.8 mm. Book it in.", [U],
         ["pref-rosalind-batch-tyre-jobs"]),
    task("b25-t061", "Se un autobus passa sul lettore pneumatici all'ingresso a velocità "
         "sostenuta, che dati ne escono?", [V],
         ["env-treadgate-fast-drive-blank-rear"]),  # it
    task("b25-t062", "Ontem à noite todos os autocarros deram exatamente 7,9 mm no leitor de "
         "pneus. Posso registar isso?", [P],
         ["rule-treadgate-hand-gauge-when-readings-uniform"]),  # pt
    # yard allocation
    task("b25-t063", "which lanes in the yard have no plug, and which are kept for the "
         "workshop?", [S], ["sem-yardmap-lanes"]),
    task("b25-t064", "why was the first 5 late on 22 April?", [E],
         ["epi-2026-04-22-early-bus-blocked-in"]),
    task("b25-t065", "I've just moved 4411 from the 07:20 to the 05:05 for tomorrow. It's "
         "half nine at night. Anything else?", [P],
         ["rule-yardmap-move-bus-when-duty-changes"]),
    task("b25-t066", "We're running eight extra buses for the county show on Saturday. Plan "
         "the yard.", [U], ["pref-rosalind-event-yard-sketch"]),
    task("b25-t067", "Cup final tonight — we'll have about 60 buses in by 23:30. What will the "
         "parking allocation do?", [V], ["env-yardmap-overflow-to-early-buses"]),
    task("b25-t068", "Quelles files du dépôt n'ont pas de bornes de recharge, et lesquelles "
         "servent à l'atelier ?", [S], ["sem-yardmap-lanes"]),  # fr
    task("b25-t069", "Sábado há oito autocarros extra para a feira do condado. Prepara a "
         "distribuição do parque.", [U], ["pref-rosalind-event-yard-sketch"]),  # pt
    task("b25-t070", "Stasera rientrano circa 60 autobus prima di mezzanotte. Come li "
         "sistemerà il programma delle corsie?", [V],
         ["env-yardmap-overflow-to-early-buses"]),  # it
    # fire protection
    task("b25-t071", "at what temperature does the water mist go off, and who can switch the "
         "protection off?", [S], ["sem-quenchline-fire-protection"]),
    task("b25-t072", "what happened to the battery pack on the bench in late August?", [E],
         ["epi-2026-08-26-mist-soaked-open-pack"]),
    task("b25-t073", "I need to weld a step bracket on 4403 right next to the HV bay this "
         "afternoon. Can I crack on?", [P], ["rule-quenchline-isolate-before-hot-work"]),
    task("b25-t074", "Write today's handover note.", [U],
         ["pref-rosalind-isolations-first-in-handover"]),
    task("b25-t075", "It's 28 degrees and we want the big workshop door open all afternoon. "
         "Any side effects?", [V], ["env-quenchline-sunny-door-pre-alarm"]),
    task("b25-t076", "Was ist Ende August mit dem offenen Batteriepaket in der Werkstatt "
         "passiert?", [E], ["epi-2026-08-26-mist-soaked-open-pack"]),  # de
    task("b25-t077", "Esta tarde tengo que soldar un soporte junto a la zona de alta tensión. "
         "¿Puedo empezar ya?", [P], ["rule-quenchline-isolate-before-hot-work"]),  # es
    # grid connection
    task("b25-t078", "what's our agreed supply limit at the depot, and who talks to the "
         "network company?", [S], ["sem-gridcap-grid-connection"]),
    task("b25-t079", "where did the £3,800 extra on November's electricity bill come from?",
         [E], ["epi-2026-11-03-grid-link-lost-excess-charge"]),
    task("b25-t080", "The power meter screen says 'no link' and the number hasn't moved for a "
         "while. What now?", [P], ["rule-gridcap-fixed-cap-when-link-lost"]),
    task("b25-t081", "Put together last month's depot energy figures for Rosalind.", [U],
         ["pref-rosalind-power-in-kw-and-kwh-per-km"]),
    task("b25-t082", "It's freezing tonight, the workshop heating is on and the wash is "
         "running late. Will the morning run-out suffer?", [V],
         ["env-gridcap-heaters-and-wash-throttle"]),
    task("b25-t083", "¿Cuál es la potencia contratada del depósito y qué pasa si la "
         "superamos?", [S], ["sem-gridcap-grid-connection"]),  # es
    task("b25-t084", "Lo schermo del contatore di rete dice 'no link' da qualche minuto. Cosa "
         "devo fare adesso?", [P], ["rule-gridcap-fixed-cap-when-link-lost"]),  # it
    task("b25-t085", "Cette nuit il gèle, le chauffage de l'atelier tourne et le lavage est "
         "en retard. Les départs du matin vont-ils en souffrir ?", [V],
         ["env-gridcap-heaters-and-wash-throttle"]),  # fr
    # CCTV
    task("b25-t086", "how far back does the video on a bus go, and how long do we keep a clip "
         "once it's pulled off?", [S], ["sem-busview-cctv"]),
    task("b25-t087", "why couldn't we give the police the route 3 assault video?", [E],
         ["epi-2026-09-12-assault-footage-overwritten"]),
    task("b25-t088", "Driver on the 6 says a passenger punched him at 16:20 but he's fine and "
         "doesn't want a fuss. Anything to do on our side?", [P],
         ["rule-busview-lock-footage-same-day"]),
    task("b25-t089", "An insurer has emailed asking for video of a bump on Tuesday. Forward it "
         "to Rosalind.", [U], ["pref-rosalind-footage-requests-weekly-count"]),
    task("b25-t090", "I'm pulling an hour of camera recordings off 4424 for the police. How "
         "long, and what will I get?", [V], ["env-busview-download-shape"]),
    task("b25-t091", "Por que é que não conseguimos entregar à polícia o vídeo da agressão na "
         "linha 3?", [E], ["epi-2026-09-12-assault-footage-overwritten"]),  # pt
    task("b25-t092", "Une compagnie d'assurance demande la vidéo d'un accrochage de mardi. "
         "Transmets la demande à Rosalind.", [U],
         ["pref-rosalind-footage-requests-weekly-count"]),  # fr
    # sign-on testing
    task("b25-t093", "who gets to see the breath results, and how many drivers get a second "
         "blow?", [S], ["sem-soberkey-sign-on-kiosk"]),
    task("b25-t094", "what went wrong at sign-on on the morning of 20 June?", [E],
         ["epi-2026-06-20-kiosk-down-keys-issued-untested"]),
    task("b25-t095", "The alcohol machine by the sign-on desk has hung and drivers are "
         "queuing for keys. What do I do?", [P],
         ["rule-soberkey-handheld-test-when-kiosk-down"]),
    task("b25-t096", "The breath kiosk was dead from 04:20 to 05:10 this morning. Report it "
         "up.", [U], ["pref-rosalind-kiosk-outages-as-untested-count"]),
    task("b25-t097", "Nobody has rebooted the sign-on tester since early October. What will "
         "the early shift notice?", [V], ["env-soberkey-slow-after-thirty-days"]),
    task("b25-t098", "Das Alkoholtestgerät an der Dienstannahme hängt und die Fahrer warten "
         "auf ihre Schlüssel. Was tue ich?", [P],
         ["rule-soberkey-handheld-test-when-kiosk-down"]),  # de
    task("b25-t099", "Quem pode ver os resultados do teste de álcool dos motoristas, e quantos "
         "repetem o teste?", [S], ["sem-soberkey-sign-on-kiosk"]),  # pt
    # timetables
    task("b25-t100", "when does the weekly timetable data go out, and how far ahead must a "
         "change be registered?", [S], ["sem-timetide-feed-export"]),
    task("b25-t101", "why were all the times in the journey apps sixty minutes off at the end "
         "of October?", [E], ["epi-2026-10-26-feed-an-hour-out-after-clock-change"]),
    task("b25-t102", "Easter Monday falls next week and I'm about to send Thursday's "
         "timetable file out. Anything to watch?", [P],
         ["rule-timetide-validate-feed-in-clock-change-weeks"]),
    task("b25-t103", "The January timetable moves the first route 2 departure to 04:50. Let "
         "engineering know.", [U], ["pref-rosalind-timetable-changes-four-weeks"]),
    task("b25-t104", "Priya's publishing the new times this Thursday. When will passengers "
         "see them?", [V], ["env-timetide-apps-lag-behind-signs"]),
    task("b25-t105", "La semaine prochaine il y a un jour férié et je publie jeudi les "
         "horaires ouverts. Que dois-je vérifier ?", [P],
         ["rule-timetide-validate-feed-in-clock-change-weeks"]),  # fr
    task("b25-t106", "A Priya publica os novos horários na quinta-feira. Quando é que os "
         "passageiros os verão nas aplicações?", [V],
         ["env-timetide-apps-lag-behind-signs"]),  # pt
    # ramps
    task("b25-t107", "can a bus whose ramp is broken go out in the morning?", [S],
         ["sem-rampline-ramps"]),
    task("b25-t108", "what happened to the passenger in a wheelchair at Ferrisby Road?", [E],
         ["epi-2026-03-30-ramp-failed-at-ferrisby-road"]),
    task("b25-t109", "I'm doing the early run-out checks. Anything for the disabled access "
         "side?", [P], ["rule-rampline-read-faults-before-run-out"]),
    task("b25-t110", "Mrs Okafor has written in that the ramp didn't work for her on the 14. "
         "Send her a reply.", [U], ["pref-rosalind-signs-accessibility-replies"]),
    task("b25-t111", "Freezing rain all day and the 8 has lots of wheelchair users. Any "
         "trouble to expect from the buses?", [V],
         ["env-rampline-cold-rain-false-not-stowed"]),
    task("b25-t112", "¿Qué le pasó en marzo al pasajero en silla de ruedas en Ferrisby "
         "Road?", [E], ["epi-2026-03-30-ramp-failed-at-ferrisby-road"]),  # es
    task("b25-t113", "Eine Rollstuhlfahrerin beschwert sich, dass die Rampe am 14. nicht "
         "ging. Antworte ihr bitte.", [U],
         ["pref-rosalind-signs-accessibility-replies"]),  # de
    # parts store
    task("b25-t114", "what happens if a fitter needs a part after the store has shut?", [S],
         ["sem-spareshelf-stores"]),
    task("b25-t115", "why were three buses stood waiting for brakes in July?", [E],
         ["epi-2026-07-19-brake-pads-ran-out"]),
    task("b25-t116", "It's 2am and I've grabbed two wheel nuts and a wiper motor from the "
         "night locker. Anything I need to do?", [P],
         ["rule-spareshelf-sheet-for-cage-parts"]),
    task("b25-t117", "Order a new set of six traction battery coolant pumps, £4,600.", [U],
         ["pref-rosalind-two-quotes-over-2000"]),
    task("b25-t118", "We're fixing a door on the hired double-decker and booking parts to "
         "it. How will that show up in the monthly costs?", [V],
         ["env-spareshelf-hired-bus-unallocated"]),
    task("b25-t119", "São duas da manhã e tirei duas porcas de roda da jaula de emergência. "
         "Tenho de fazer alguma coisa?", [P],
         ["rule-spareshelf-sheet-for-cage-parts"]),  # pt
    task("b25-t120", "Estamos cargando piezas a un autobús alquilado. ¿Cómo aparecerá ese "
         "gasto en el informe mensual por vehículo?", [V],
         ["env-spareshelf-hired-bus-unallocated"]),  # es
    # driver alarm
    task("b25-t121", "when a driver hits the hidden button, what does the control room get?",
         [S], ["sem-callsafe-driver-alarm"]),
    task("b25-t122", "why did nobody answer the route 9 driver's alarm straight away in "
         "October?", [E], ["epi-2026-10-15-alarm-not-heard-muted-console"]),
    task("b25-t123", "We've just finished this month's panic button checks on all buses. "
         "Okay to sign off?", [P], ["rule-callsafe-unmute-after-tests"]),
    task("b25-t124", "02:40 — driver on the night bus pressed the alarm and police are on "
         "the way. Who needs telling?", [U], ["pref-rosalind-phone-for-real-alarms"]),
    task("b25-t125", "If a driver presses the button while down in the lower bus station, "
         "what will the controller hear?", [V], ["env-callsafe-no-audio-underground"]),
    task("b25-t126", "Quando un autista preme il pulsante nascosto, che cosa arriva alla sala "
         "di controllo?", [S], ["sem-callsafe-driver-alarm"]),  # it
    # extras
    task("b25-t127", "is anyone at the rural outstation overnight?", [S],
         ["sem-quarrybank-and-pennock-lane-sites"]),
    task("b25-t128", "It's 22:15 and I've a routine question for Rosalind about next week's "
         "stores stocktake. How will she take it if I message now?", [V],
         ["env-rosalind-late-evening-message"]),
    task("b25-t129", "I'm sending Rosalind the quarterly defect numbers as a spreadsheet with "
         "no covering line. How will that land?", [V],
         ["env-rosalind-report-without-conclusion"]),
    task("b25-t130", "Sono le 22:30 e ho una domanda non urgente per Rosalind sull'inventario "
         "di magazzino. Come reagirà se le scrivo adesso?", [V],
         ["env-rosalind-late-evening-message"]),  # it
]

BLIND25_NO_MEMORY_REQUESTS: list[tuple[str, str]] = [
    ("b25-n01", "how many kilometres are there in a marathon?"),
    ("b25-n02", "write a python one-liner that reverses a string"),
    ("b25-n03", "what is the capital of Australia?"),
    ("b25-n04", "suggest a name for a pet tortoise"),
    ("b25-n05", "explain in two sentences what a hash table is"),
    ("b25-n06", "what year did the first person walk on the moon?"),
    ("b25-n07", "give me a simple recipe for pancakes"),
    ("b25-n08", "how do I convert Celsius to Fahrenheit?"),
    ("b25-n10", "¿Cuál es el río más largo de Europa?"),  # es
    ("b25-n11", "Quelle est la différence entre un virus et une bactérie ?"),  # fr
]
