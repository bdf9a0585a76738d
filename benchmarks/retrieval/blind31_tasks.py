"""A thirty-first workspace and its tasks: a twin-bore road tunnel under an estuary, from the
supervisory control system, the jet fans, the air-quality heads, the fire-detection fibre and
the water spray through incident-detection video, lane signals and message signs, portal
barriers, over-height detection, emergency telephones and cross-passage doors, radio rebroadcast
and break-in, entrance lighting, the low-point sump and spill tank, the power supply, night
closures and permits, dangerous-goods convoys, traffic counts and the control-room log and
handover, written by hand from the record format alone and never fitted on.

The store is the memory of the control room, systems and maintenance team of the Skerrow Tunnel (an
invented road tunnel of two bores of 3.4 kilometres each under the invented Skerrow estuary, run by
the invented Skerrow Crossing Authority from the control centre at Pennock Quay by the north
portal, with a standby control room at Lathbury Sands by the south portal): the Tunnelcore
supervisory system, the Ventra jet fans, the Clearsense air-quality heads, the Heatline
fire-detection fibre, the Floodguard water spray, the Watchlane incident-detection video, the
Lanesign lane signals and message signs, the Portalgate barriers, the Heightbeam over-height beams,
the Refugelink emergency points and cross-passage doors, the Relaycast radio rebroadcast, the
Luxgrade lighting, the Sumpwatch drainage, the Gridhold power supply, the Nightworks permits, the
Hazpass dangerous-goods bookings, the Loopcount traffic counts and the Shiftbook control-room log;
and of its principal (Isolde Carrick-Vane, head of tunnel operations). Other invented names:
Bartholomew Kenning (control room supervisor), Aurelie Stanmore (SCADA and systems engineer),
Tamsin Okonedo-Hart (mechanical and electrical maintenance), Gideon Prewitt (fire and safety),
Nkechi Ballantyne (traffic data), Lorcan Whitsey (night works), Fenella Drage (public
communications), Ambrose Tellwright (traffic officers), Vennor Fans, Harnby Electrical, Corrowby
Electricity, Gorsey Waste Services, Brindle Haulage, Marrick Highways, Estlea Fire and Rescue, the
Skerrow Estuary Conservancy, the Pennock Arena and Skerrow Crossing Byelaw 14; hosts use .example
names and 10.0.0.0/8 addresses, and every amount, limit, date and event is invented.

Eighteen themes hold one record in each tier about the same system (a fact, an incident, a lesson,
a preference of Isolde and a prediction), so a request's words say what it is about and mostly only
its shape says which kind of memory answers it. Five more records: a fact about the crossing and
the team, a fact about the bores' layout, and three predictions of how Isolde reacts (to a report
longer than a page without a three-line summary, to a decision asked of her by e-mail late on a
Friday, and to a proposal sent without its cost). Lessons carry a trigger list of entities and
situation words and a "When ..., do: ... Not: ... Why:" body; predictions carry a condition and a
prediction, in the SPEC's sub-buckets system-state (9), skill-output-shape (6), principal-response
(3), workspace-state-transitions (2), filesystem-response (1). 2 episodic records have the event
type near-miss (a wrong-way car that hit nobody and an unbooked gas tanker whose brakes overheated
without a leak), the other 16 incident. Preferences use the domains reporting, data, communication,
planning, approvals and writing.

Counts: 95 records (semantic 20, episodic 18, procedural 18, personalized 18, environment-dynamics
21); 130 tasks, each with one needed tier and one answering record (semantic 24, episodic 22,
procedural 33, personalized 23, environment-dynamics 28; English 90, German 8, French 8, Spanish 8,
Italian 8, Portuguese 8; of the 40 not in English: semantic 7, episodic 4, procedural 15,
personalized 4, environment-dynamics 10); every record answers at least one task: yes; 12 no-memory
requests (4 of them not in English).

Written by hand by a writer who had not read the project's code (not the recall code, its cue
tables, its weights, nor any other store's rows); the only inputs were the SPEC's sections on the
five tiers, their frontmatter and the retrieval policies, the layout lines of an earlier task file
(blind30_tasks.py: its docstring, its import line, its first records, its first tasks and its
no-memory requests), and the def lines of the record and task constructors in
benchmarks/retrieval/dataset.py (their names and parameters, nothing else of that module); the
heldout README was read only to pick a trade not used before (no earlier workspace was a road
tunnel; the nearest earlier ones were a railway signalling depot, a hydroelectric dam's control
systems and a fire service's control room, different trades). This file was never imported or run
against recall: the only checks were a parse of it as Python and a small script of the writer's
that walks its syntax tree (without executing it) to check that every gold id exists and has the
task's tier, that every record is used and every lesson has the When/do/Not/Why body, the counts
above, the languages, and the longest run of words a request shares with its record (three at most,
counted over the record's title, body, triggers, condition, prediction and evidence; 0 words: 23
requests; 1 word: 47 requests; 2 words: 46 requests; 3 words: 14 requests). Every system, company,
person, place and number is invented; nothing was copied from a public text.

Requests are typed the way an operator, the supervisor, the systems engineer, the maintenance
manager, the night-works coordinator, the traffic analyst or a coding agent would type them
(imperatives, "what happened", "why did", "will X if", "how long", "can I ...?", terse situations);
non-English requests are marked by a trailing comment. Hard families on purpose: an imperative
whose needed memory is how Isolde wants that kind of work done (personalized), a question about how
a system, the public, a contractor, a haulier or Isolde will react (environment-dynamics), "who
can" / "how long" / "how many" about a fact (semantic), the situation a lesson is for told without
the lesson's words (procedural), and "what happened" / "why did" (episodic). Some requests touch a
second record more weakly; the gold is the one record that answers the request as asked. The writer
hesitated most over b31-t003 (escape doors between the tubes: gold is the layout fact, though the
emergency-point fact is near), b31-t004 (vehicle height and the low point: gold is the layout fact,
though the over-height fact is near), b31-t005 (a long survey write-up for Isolde: gold is the
prediction of her reply, though her fan-count wish is near), b31-t012 (raising a CO threshold: gold
is her wish for written setpoint proposals, though the air-limits fact and the camera lesson are
near), b31-t033 (a fibre fault to pass on: gold is her wish for a phone call, though the loop-check
lesson is near), b31-t059 (next week's closures: gold is her exact-times wish, though her arena
wish is near), b31-t067 (footage for a haulier: gold is her police-only wish), b31-t097 and
b31-t103 (running on batteries: gold is the runtime prediction, though the power-supply fact gives
the plate figure), b31-t109 (a job on a concert night: gold is her arena wish, though the
closure-window fact is near), b31-t111 (a haulier's complaint: gold is her letter wish, though the
convoy fact is near), b31-t121 (sending the monthly counts: gold is the cross-check lesson, though
the traffic-data fact and her chart wish are near) and b31-t130 (an empty export file: gold is the
locked-share prediction). BLIND31_NO_MEMORY_REQUESTS lists requests that no record in this store
answers (general knowledge or small talk; one of them asks about a famous tunnel elsewhere), as
plain (id, text) pairs outside the task constructor, for a caller that wants to measure abstention.
Report it in aggregate; do not tune on it.
"""

from __future__ import annotations

from typing import Any

from benchmarks.retrieval.dataset import E, P, S, U, V, env, epi, pref, rule, sem, task

BLIND31_RECORDS: list[dict[str, Any]] = [
    # --- 0. the crossing, its two portals and the team ---
    sem("sem-skerrow-sites-and-team", "sites-and-team", 0.97, 24, "2026-11-18",
        "The Skerrow Crossing Authority runs a twin-bore road tunnel from Pennock Quay",
        "The Skerrow Crossing Authority operates the Skerrow Tunnel, two road bores of 3.4 "
        "kilometres each under the Skerrow estuary, from the control centre at Pennock Quay beside "
        "the north portal; a standby control room sits in the south service building at Lathbury "
        "Sands. Isolde Carrick-Vane is head of tunnel operations; Bartholomew Kenning is control "
        "room supervisor; Aurelie Stanmore is the SCADA and systems engineer; Tamsin Okonedo-Hart "
        "manages mechanical and electrical maintenance; Gideon Prewitt is fire and safety "
        "officer; Nkechi Ballantyne analyses the traffic data; Lorcan Whitsey coordinates night "
        "works; Fenella Drage handles public communications and the press; Ambrose Tellwright "
        "leads the traffic officers who escort dangerous goods.")
    ,
    sem("sem-skerrow-bores-and-layout", "tunnel-layout", 0.96, 19, "2026-10-27",
        "Two bores falling to a low point, joined by eleven cross-passages",
        "The northbound bore carries traffic towards Pennock and the southbound bore towards "
        "Lathbury Sands, two lanes each, speed limit 80 km/h. Both bores fall at 4 per cent from "
        "each portal to a low point 1.9 kilometres from Pennock, under the deepest channel. Eleven "
        "cross-passages join the bores roughly every 300 metres and are the escape route from one "
        "bore into the other; emergency points with a telephone and two extinguishers stand every "
        "150 metres. Headroom is 5.0 metres and the signed maximum vehicle height 4.8 metres. "
        "About 38,000 vehicles use the crossing on a weekday.")
    ,
    env("env-isolde-long-report-without-summary", "principal-response", "reporting",
        "a report or summary sent to Isolde runs past one page and does not open with a "
        "three-line summary",
        "she sends it back within the hour asking for three lines at the top, and does not read "
        "the rest until they are there",
        7, 1, "2026-10-02",
        "Seen with the March fan survey, the April closure review and the June drainage report "
        "among others; the one miss was a report she had asked to have in full for the board.")
    ,
    env("env-isolde-friday-afternoon-decisions", "principal-response", "communication",
        "a decision is asked of Isolde by e-mail after 15:00 on a Friday",
        "it is answered on Monday morning; if it cannot wait, only a phone call reaches her "
        "before then",
        9, 2, "2026-09-18",
        "Eleven Friday e-mails since spring; the two answered the same day were about a fire "
        "systems fault, which she reads as urgent whatever the day.")
    ,
    env("env-isolde-proposal-without-cost", "principal-response", "approvals",
        "a proposal or change is put to Isolde without its cost and the budget it comes from",
        "she replies with one line asking for the cost and the budget line, and decides nothing "
        "until she has both",
        6, 0, "2026-08-14",
        "Seen with the LED sign upgrade, the extra camera request, the new radio messages and "
        "three smaller changes this year.")
    ,
    # --- 1. supervisory control (Tunnelcore) ---
    sem("sem-tunnelcore-servers-and-rights", "scada", 0.96, 22, "2026-11-04",
        "Tunnelcore runs on a duty server and a hot standby; only engineers change setpoints",
        "Tunnelcore is the supervisory control system of the tunnel: every fan, sensor, sign, "
        "barrier, pump and light reports to it. It runs on a duty server (tunnelcore-a.skerrow."
        "example, 10.60.1.10) in the Pennock control centre and a hot standby (tunnelcore-b."
        "skerrow.example, 10.60.1.11) in the Lathbury Sands service building, which takes over "
        "within 20 seconds when the duty server stops answering. Operators acknowledge alarms "
        "and run the approved response plans; only Aurelie Stanmore and the two other systems "
        "engineers hold the engineer role that changes setpoints, alarm limits or plan logic. "
        "Every change is logged with the user's name.")
    ,
    epi("epi-2026-02-17-tunnelcore-two-duty-servers", "scada", "incident", "2026-02-17",
        "A patched standby server also took the duty role and the two fought over the signals",
        "Windows updates were installed on the standby server at 14:10 on a weekday afternoon. "
        "When it came back it could not see the duty server's heartbeat, through a switch port "
        "that had been moved the week before, so it took the duty role too. For six minutes the "
        "two servers sent conflicting commands: lane signals in two northbound sections flickered "
        "between open and a red X and the operators' screens froze. Aurelie pulled the standby's "
        "network cable; traffic was held at the north portal for eleven minutes.")
    ,
    rule("rule-tunnelcore-patch-only-in-closure", "scada",
         ["Tunnelcore", "standby server", "duty server", "patch", "Windows update", "reboot",
          "failover", "heartbeat", "switch port"],
         "high", 1, "2026-02-20",
         "Patch a Tunnelcore server only inside a bore closure, with a heartbeat check",
         "When a Tunnelcore server needs updates, a reboot or any network change, do: book it "
         "into a night closure, confirm on the redundancy page that each server sees the other's "
         "heartbeat before and after, and keep the engineer on site until the pair has shown "
         "duty and standby correctly for fifteen minutes. Not: patch during traffic hours, or "
         "restart the standby on the assumption that it only listens. Why: in February a patched "
         "standby took the duty role as well and the two servers fought over the lane signals "
         "with traffic in the bore.")
    ,
    pref("pref-isolde-setpoint-changes-in-writing", "approvals", "scada", "2026-03-09",
         "Isolde wants every setpoint change proposed in writing with old and new value",
         "Isolde wants any change to a Tunnelcore setpoint, alarm limit or response plan sent to "
         "her first as a short written proposal: the item, its present value, the proposed "
         "value, the reason, and how it will be tested. She signs it off by replying "
         "\"approved\"; a change made and explained afterwards, however small, she treats as a "
         "breach of procedure.")
    ,
    env("env-tunnelcore-switchover-alarm-flood", "workspace-state-transitions", "scada",
        "Tunnelcore moves from the duty server to the standby, planned or not",
        "every active alarm is raised again as new on the operator screens, typically 300 to "
        "450 within a minute, and the audible alarm sounds until they are acknowledged in bulk; "
        "no field device changes state",
        5, 0, "2026-10-21",
        "Seen on each of the five switch-overs since 2025, including the two planned tests in "
        "October.")
    ,
    # --- 2. jet fans (Ventra) ---
    sem("sem-ventra-jet-fans", "ventilation", 0.95, 17, "2026-09-30",
        "Each bore has 24 reversible Ventra jet fans hung in 12 pairs",
        "Ventilation is longitudinal: each bore has 24 Ventra jet fans of 30 kW hung in 12 pairs "
        "under the roof, all reversible. In normal running they help the traffic push stale air "
        "towards the exit portal; in fire mode they push smoke ahead in the direction of traffic "
        "so that people held behind a fire stay in clean air. A fan takes about 40 seconds to "
        "reach full speed and about 90 seconds to reverse. Vennor Fans services them twice a "
        "year; at least 20 of the 24 in a bore must be available for the bore to stay open.")
    ,
    epi("epi-2026-06-09-fan-pair-7-tripped-in-smoke-test", "ventilation", "incident",
        "2026-06-09",
        "Fan pair 7 in the southbound bore tripped during the annual smoke test",
        "During the annual hot-smoke test in the southbound bore on the night of 9 June, pair 7 "
        "tripped on overcurrent as soon as the fire plan started them in reverse. Their bearings "
        "had been greased in May with the wrong grade and had stiffened. The smoke layer came "
        "down to road level near cross-passage 6 for about two minutes and Gideon stopped the "
        "test. Vennor replaced both fans' bearings and the test was repeated on 23 June.")
    ,
    rule("rule-ventra-run-reverse-after-service", "ventilation",
         ["jet fan", "Ventra", "fan pair", "bearing", "grease", "fan service", "Vennor",
          "motor change", "reverse"],
         "high", 0, "2026-06-12",
         "Run serviced fans in reverse before the bore reopens",
         "When jet fans have been serviced, re-greased or had a motor changed, do: before the "
         "bore reopens, run each one forwards and then in reverse at full speed for five minutes "
         "from Tunnelcore and compare its current with the commissioning figure on the fan sheet. "
         "Not: accept the contractor's service sheet as proof that the fan will run in fire mode. "
         "Why: a pair greased with the wrong grade in May ran forwards but tripped in reverse "
         "during the June smoke test, and smoke came down to the road.")
    ,
    pref("pref-isolde-fan-availability-as-count", "reporting", "ventilation", "2026-04-15",
         "Isolde wants fan availability as a count per bore, not a percentage",
         "When fan availability is reported to her (shift report, monthly report, a fault "
         "message), Isolde wants it as fans running out of 24 in each bore, with the numbers of "
         "those out and the day each is expected back, for example \"NB 23/24, fan 14 out until "
         "Thu\". She finds that percentages hide how close a bore is to the limit of 20.")
    ,
    env("env-ventra-restart-after-supply-dip", "system-state", "ventilation",
        "there is a dip or break on the 11 kV supply while the fans are running",
        "the fans stop and Tunnelcore restarts them pair by pair 20 seconds apart, so full "
        "ventilation is back only about four minutes later; in heavy traffic the air-quality "
        "warnings can rise meanwhile",
        4, 1, "2026-08-20",
        "Seen after the supply dips of January, March (twice) and August; the miss was a dip so "
        "short that the drives rode through it.")
    ,
    # --- 3. air quality (Clearsense) ---
    sem("sem-clearsense-air-limits", "air-quality", 0.95, 20, "2026-10-06",
        "Clearsense measures CO, NO2 and visibility at 14 heads per bore",
        "Clearsense has 14 measuring heads in each bore, each with carbon monoxide, nitrogen "
        "dioxide and an opacity meter for visibility. Tunnelcore steps the fans up at 70 ppm CO "
        "or a visibility extinction of 5 per kilometre, warns the operator at 100 ppm CO or 1.0 "
        "ppm NO2, and at 150 ppm CO or an extinction of 9 per kilometre the response plan closes "
        "the bore. Tamsin's team calibrates the heads with test gas every three months.")
    ,
    epi("epi-2026-09-28-salt-dust-closed-southbound", "air-quality", "incident", "2026-09-28",
        "Road salt dust blinded four visibility heads and closed the southbound bore",
        "On the first frosty morning of the season the gritters salted the southern approach, and "
        "salt dust carried in by the traffic coated the lenses of four opacity meters near the "
        "south portal. They reported an extinction of 11 per kilometre in clear air; the plan "
        "closed the southbound bore at 06:40 in the morning rush and queues reached the Lathbury "
        "ring road before the operator confirmed on camera that the air was clear and overrode "
        "the closure, 23 minutes later.")
    ,
    rule("rule-clearsense-camera-before-air-closure", "air-quality",
         ["Clearsense", "visibility", "opacity", "CO alarm", "air quality", "extinction",
          "gritting", "salt", "air closure"],
         "high", 0, "2026-10-01",
         "Look at the cameras before letting an air-quality closure run",
         "When an air-quality reading is about to close a bore, do: look at the CCTV of the same "
         "section and at the neighbouring heads; if the picture is clear and only the heads in "
         "one spot read high, hold the closure, run the fans at full speed and call Tamsin's "
         "on-call. Not: let the plan close the bore on the reading of one cluster of heads "
         "alone, nor ignore a reading that heads all along the bore share. Why: in September "
         "salt dust on four lenses closed the southbound bore in the morning rush for 23 minutes "
         "with the air perfectly clear.")
    ,
    pref("pref-isolde-air-readings-with-limits", "data", "air-quality", "2026-05-11",
         "Isolde wants air readings shown beside the limit that applies",
         "Any table or chart of air-quality readings sent to Isolde has to show the action limit "
         "next to each value (for instance \"CO 62 ppm / fans up at 70\") with the head's number "
         "and chainage, never a raw value on its own. Readings from a head that is due for "
         "calibration she wants greyed out.")
    ,
    env("env-clearsense-drift-before-calibration", "skill-output-shape", "air-quality",
        "a Clearsense CO head is in the last three weeks before its quarterly test-gas "
        "calibration",
        "it reads 6 to 12 ppm higher than its neighbours in light traffic, and the daily "
        "Clearsense export marks it 'suspect' on about one morning in three",
        11, 2, "2026-09-09",
        "Seen on eleven heads over the last four calibration rounds; two heads due for "
        "calibration read normally to the end.")
    ,
    # --- 4. fire detection (Heatline) ---
    sem("sem-heatline-fire-detection", "fire-detection", 0.96, 18, "2026-07-29",
        "Heatline fibre detects fire in 50-metre zones along the roof",
        "Heatline is the fire-detection cable: an optical fibre along the roof of each bore, read "
        "by a controller in each service building that splits the bore into 68 zones of 50 "
        "metres. It raises a fire alarm at 58 degrees C or on a rise of 8 degrees in a minute; "
        "the alarm starts the fire plan in Tunnelcore (bore closed, fans to fire mode, the "
        "deluge of that stretch armed). If the fibre is cut, every zone beyond the break is "
        "blind, and the controller reports it only as a fault.")
    ,
    epi("epi-2026-04-14-heatline-fibre-drilled", "fire-detection", "incident", "2026-04-14",
        "A contractor's drill cut the Heatline fibre and left 22 zones blind into the morning",
        "During night works on 14 April a Harnby Electrical fitter fixing a new cable tray "
        "drilled through the Heatline fibre in zone 46 of the northbound bore. The fault went to "
        "the maintenance printer rather than to the operators' screens, so the bore reopened at "
        "05:30 with zones 46 to 68 blind. The day operator found it at 09:15, and a traffic "
        "officer patrolled the section until the splice was finished at 13:00.")
    ,
    rule("rule-heatline-loop-check-before-reopen", "fire-detection",
         ["Heatline", "fibre", "fire detection", "cable tray", "roof works", "drilling",
          "anchors", "reopen", "zone"],
         "high", 0, "2026-04-17",
         "Check the Heatline loop end to end before reopening after work near the roof",
         "When any work has been done near the roof of a bore, do: before reopening, read the "
         "loop length and the fault page on the Heatline controller and compare the length with "
         "the 3,400 metres it should show; if it is short, keep the bore shut until a splice or a "
         "patrol is arranged. Not: take the absence of an alarm on the operator screen as proof. "
         "Why: in April a drilled fibre left 22 zones blind for a morning and the fault had gone "
         "only to the maintenance printer.")
    ,
    pref("pref-isolde-fire-system-faults-by-phone", "communication", "fire-detection",
         "2026-04-20",
         "Isolde wants a phone call, not a message, for any fire-safety system fault",
         "A fault on Heatline, the deluge, the cross-passage doors or the fans' fire mode is to be "
         "phoned to Isolde at any hour by the supervisor on shift, within 15 minutes; she does "
         "not want to learn of it from the shift report or a chat message. Everything else can "
         "wait for the morning.")
    ,
    env("env-heatline-low-sun-pre-alarms", "system-state", "fire-detection",
        "a sunny summer evening with the sun low in the west shining into the south portal",
        "zones 1 and 2 of the southbound bore can give rate-of-rise pre-alarms (not fire "
        "alarms) between about 18:00 and 19:30 as the sun warms the first 80 metres of roof",
        6, 3, "2026-08-03",
        "Six evenings in June to August; three similar evenings passed without a pre-alarm.")
    ,
    # --- 5. water spray (Floodguard) ---
    sem("sem-floodguard-deluge", "deluge", 0.95, 15, "2026-08-25",
        "Floodguard sprays water in 30-metre zones fed from a 400 cubic metre tank",
        "Floodguard is the fixed water-spray system: 113 zones of 30 metres in each bore, each "
        "with its own deluge valve. The fire plan opens the valve of the zone over the fire and "
        "the one downstream; only two zones may run at once, because the two pumps at the Pennock "
        "portal and the 400 cubic metre tank are sized for that, which gives about 40 minutes of "
        "spray. Opening a valve by hand needs the fire officer's or the supervisor's authority "
        "in Tunnelcore.")
    ,
    epi("epi-2026-07-21-deluge-opened-over-queue", "deluge", "incident", "2026-07-21",
        "The deluge opened over stopped cars instead of over a burning van",
        "On 21 July a van's engine caught fire in the northbound bore near chainage 2,150. The "
        "operator opened deluge zones by the Heatline zone number rather than the Floodguard "
        "one; the two schemes differ, so the water came down 250 metres short, onto the queue of "
        "stopped cars, while the van burned dry until the fire service arrived. Nobody was hurt; "
        "two drivers left their cars in the spray and walked towards the fire.")
    ,
    rule("rule-floodguard-open-by-chainage", "deluge",
         ["Floodguard", "deluge", "spray", "water", "zone number", "chainage", "Heatline zone",
          "vehicle fire", "manual valve"],
         "high", 1, "2026-07-24",
         "Open deluge zones by chainage, never by the fire-detection zone number",
         "When a deluge zone has to be opened by hand, do: take the fire's chainage from the "
         "camera or the Heatline alarm, pick the Floodguard zone covering that chainage from the "
         "chainage map in Tunnelcore, and watch on camera that the spray falls on the fire. Not: "
         "type the Heatline zone number into the Floodguard panel. Why: the two systems number "
         "their zones differently, and in July water came down on queued cars 250 metres from a "
         "burning van.")
    ,
    pref("pref-isolde-spray-tests-announced-a-week-ahead", "planning", "deluge", "2026-05-26",
         "Isolde wants spray tests announced a week ahead to the fire service and the press office",
         "Isolde wants every planned Floodguard test announced a week ahead to the Estlea Fire "
         "and Rescue duty officer and to Fenella for the public notice, with the zones and the "
         "times; she will not sign off a test that was announced only to the maintenance team.")
    ,
    env("env-floodguard-pump-start-pressure-dip", "system-state", "deluge",
        "both Floodguard pumps start together",
        "the fire main pressure dips below the 6 bar low-pressure alarm for 8 to 15 seconds, "
        "Tunnelcore raises a 'fire main low' alarm that clears by itself, and the pressure lamps "
        "of the hydrant cabinets flash red meanwhile",
        8, 0, "2026-07-02",
        "Seen on every dual-pump start since commissioning: tests, the July van fire and two "
        "false starts.")
    ,
    # --- 6. incident detection (Watchlane) ---
    sem("sem-watchlane-incident-detection", "incident-detection", 0.94, 16, "2026-06-30",
        "Watchlane analyses 142 cameras for stopped vehicles, wrong-way drivers and smoke",
        "Watchlane runs video analytics on the 142 tunnel cameras, one every 50 metres in each "
        "bore plus the portals. It raises an alert on a vehicle standing still for 10 seconds, a "
        "vehicle going against the traffic, a pedestrian on the carriageway, debris and smoke; "
        "each alert puts the camera on the operator's main screen. It does not act by itself: an "
        "operator must confirm the alert before any response plan runs. The analytics servers "
        "are in the Pennock control centre (watchlane.skerrow.example, 10.60.4.20).")
    ,
    epi("epi-2026-03-03-watchlane-missed-wrong-way-car", "incident-detection", "near-miss",
        "2026-03-03",
        "A wrong-way car went undetected past a camera knocked out of line",
        "On 3 March a confused driver turned round on the Lathbury Sands portal plaza and drove "
        "600 metres against the traffic into the southbound bore before a lorry driver phoned "
        "from an emergency point. Camera S-03 had been knocked out of line during cleaning on 26 "
        "February, and its detection lanes, drawn on the old view, now lay on the wall. The car "
        "stopped at a cross-passage; nobody was hit and the bore was closed for 19 minutes.")
    ,
    rule("rule-watchlane-redraw-after-camera-touched", "incident-detection",
         ["Watchlane", "camera", "re-aimed", "camera cleaning", "detection lanes", "lens",
          "housing", "incident detection", "sign off"],
         "high", 0, "2026-03-06",
         "Check and redraw detection lanes after any camera is touched",
         "When a tunnel camera has been cleaned, re-aimed, replaced or had its housing opened, "
         "do: compare its live view with the reference image in Watchlane, redraw the detection "
         "lanes if they have moved, and see a real detection on it (a test vehicle or passing "
         "traffic) before the job is signed off. Not: assume all is well because the operator "
         "can see traffic on the picture. Why: in March a camera knocked out of line during "
         "cleaning let a wrong-way car drive 600 metres undetected.")
    ,
    pref("pref-isolde-incident-messages-with-still", "communication", "incident-detection",
         "2026-03-15",
         "Isolde wants a camera still and camera number with any incident message",
         "When an operator or the agent messages Isolde about an incident, she wants a still from "
         "the nearest camera attached and the camera number in the first line; a description "
         "in words alone she answers with \"send the picture\".")
    ,
    env("env-watchlane-wet-night-false-stops", "skill-output-shape", "incident-detection",
        "wet roads after dark with traffic queuing near the south portal",
        "Watchlane raises 3 to 8 false stopped-vehicle alerts an hour on cameras S-01 to S-06 "
        "from reflected headlights, each closing itself within 20 seconds",
        9, 2, "2026-11-10",
        "Counted on eleven wet evenings since October; two wet evenings without queues gave "
        "none.")
    ,
    # --- 7. lane signals and message signs (Lanesign) ---
    sem("sem-lanesign-signals-and-signs", "signs", 0.95, 18, "2026-09-02",
        "Lanesign drives the lane signals every 150 metres and eight approach message signs",
        "Lanesign controls the lane control signals over each lane every 150 metres (green "
        "arrow, amber diagonal arrow, red X) and the eight variable message signs on the "
        "approaches. A red X must always be preceded by an amber arrow at the gantry before it. "
        "Messages come from a library of 210 approved texts; a free-text message needs the "
        "supervisor's login and is limited to three lines of 18 characters.")
    ,
    epi("epi-2026-08-02-free-text-wrong-junction", "signs", "incident", "2026-08-02",
        "A free-text sign message with the wrong junction number stayed up three hours",
        "On 2 August a supervisor typed a free-text message on the Pennock approach sign for a "
        "closure of the Lathbury ring road: \"RING RD CLOSED USE J7\". The diversion was from "
        "junction 4; drivers followed the sign to junction 7 and came back through the tunnel. "
        "Fenella received 40 complaints on social media before the text was corrected at 17:20, "
        "three hours after it went up.")
    ,
    rule("rule-lanesign-second-reader-for-free-text", "signs",
         ["Lanesign", "variable message sign", "VMS", "free text", "sign message", "diversion",
          "junction", "approach sign", "not in the library"],
         "medium", 0, "2026-08-05",
         "Have a second person read any free-text sign message before it goes up",
         "When a sign needs a message that is not in the approved library, do: write it, have "
         "the second operator or the supervisor check it against the diversion plan, look at "
         "it on the approach camera once it is set, and put it in the shift log with an end "
         "time. Not: type it straight onto the sign alone in a busy moment. Why: in August a "
         "message sent drivers to the wrong junction for three hours.")
    ,
    pref("pref-isolde-plain-words-on-signs", "writing", "signs", "2026-08-11",
         "Isolde wants driver messages in plain words, reason first",
         "Isolde wants messages shown to drivers in plain words: no abbreviations except RD and "
         "J for junctions, no arrows drawn with characters, and the reason first and the action "
         "second (e.g. \"CRASH AHEAD / USE LEFT LANE\"). She would rather have a longer message "
         "than a cryptic one.")
    ,
    env("env-lanesign-message-shows-late", "skill-output-shape", "signs",
        "a new message is set on one of the approach message signs from Tunnelcore",
        "the mimic shows the new text at once but the sign itself changes only after 25 to 40 "
        "seconds; VMS-N2 on the Pennock approach takes up to 70 seconds in frost",
        12, 1, "2026-12-01",
        "Timed on twelve changes with the approach camera; one change in fog took 95 seconds "
        "on VMS-N2.")
    ,
    # --- 8. portal closures (Portalgate) ---
    sem("sem-portalgate-barriers", "portal-closure", 0.95, 16, "2026-10-13",
        "Portalgate closes a bore with red lights and a swing barrier at the portal",
        "Each bore's entrance has Portalgate: traffic lights 300 metres before the portal, then "
        "a swing barrier across both lanes at the portal. A closure runs in order: lights amber "
        "then red, a 60-second wait, then the barrier swings down over 12 seconds. The arm has a "
        "flexible tip and lifts by itself if it touches a vehicle. Only the operator's close-bore "
        "plan or the fire plan lowers it; the local panel at the portal can raise it for the fire "
        "service.")
    ,
    epi("epi-2026-10-11-barrier-arm-hit-van", "portal-closure", "incident", "2026-10-11",
        "The barrier came down on a van that ran the red light",
        "During a planned night closure on 11 October the barrier started down as a delivery van "
        "ran the red light at speed. The arm struck the van's roof, broke off at its flexible tip "
        "and was dragged 40 metres into the bore. The driver was unhurt; the bore stayed closed "
        "until 06:10 while the spare arm was fitted, 40 minutes later than planned.")
    ,
    rule("rule-portalgate-watch-portal-while-lowering", "portal-closure",
         ["Portalgate", "barrier", "portal", "red light", "close-bore plan", "closing a bore",
          "lowering", "hold"],
         "medium", 0, "2026-10-14",
         "Keep the portal camera up while the barrier comes down",
         "When a bore is being closed, do: keep the portal camera on the main screen from the "
         "red light until the barrier is down, and press hold if any vehicle is still running up "
         "to the stop line; resume the lowering once it has passed. Not: start the plan and turn "
         "to other screens during the 60-second wait. Why: in October a van that ran the red "
         "light was struck by the arm and the spare had to be fitted before reopening.")
    ,
    pref("pref-isolde-closure-list-exact-times", "planning", "portal-closure", "2026-02-05",
         "Isolde wants the weekly closure list with times to the minute",
         "Isolde wants the weekly closure list as a table of bore, start and end time to the "
         "minute, the diversion used and the work done, sent every Thursday by 12:00 for the "
         "following week; she does not accept \"overnight\" or \"late evening\" as a time.")
    ,
    env("env-portalgate-arm-icing", "system-state", "portal-closure",
        "freezing fog or sleet at the portals at night",
        "the barrier arms ice up and take 20 to 30 seconds instead of 12 to come down, and the "
        "north portal barrier reports 'position not reached' on about half the closures until "
        "its heater has run for an hour",
        5, 2, "2026-02-12",
        "Seen on seven frosty closures last winter; twice the heater had been started early and "
        "the arm ran normally.")
    ,
    # --- 9. over-height detection (Heightbeam) ---
    sem("sem-heightbeam-overheight", "over-height", 0.95, 14, "2026-05-19",
        "Heightbeam turns away vehicles over 4.8 metres 900 metres before the portal",
        "Heightbeam has infrared beams at 4.85 metres on each approach, 900 metres before the "
        "portal, and a second pair 400 metres further on, just past the last exit. A break of "
        "the first pair sets the sign \"TOO HIGH / TAKE NEXT EXIT\" and films the vehicle; a "
        "break of the second pair closes the bore with the red lights. A high vehicle leaves by "
        "the lay-by exit, where a traffic officer turns it towards the old estuary bridge.")
    ,
    epi("epi-2026-01-22-raised-tipper-hit-lighting", "over-height", "incident", "2026-01-22",
        "A tipper with its body raised struck the lighting just inside the portal",
        "On 22 January a tipper lorry drove into the northbound bore with its body partly raised. "
        "Heavy rain and spray had scattered the first beam pair, which had gone to 'degraded' "
        "and was being ignored by the plan; the second pair caught the tipper but there was no "
        "time left to close the bore. The body hit the lighting tray and two luminaires 40 "
        "metres inside the portal, and the lane was shut for four hours.")
    ,
    rule("rule-heightbeam-degraded-means-watch-manually", "over-height",
         ["Heightbeam", "over-height", "degraded", "beam pair", "high vehicle", "tipper", "spray",
          "approach camera"],
         "high", 0, "2026-01-26",
         "Treat a degraded over-height beam as no beam and watch the approach by camera",
         "When Heightbeam shows a beam pair as degraded, do: tell the supervisor, put one "
         "operator on the approach camera to look for high vehicles, and ask the traffic officers "
         "to wait at the lay-by exit until the beams are cleaned or working again. Not: leave the "
         "approach unwatched because the second pair still works. Why: in January a tipper with "
         "its body raised passed a degraded first pair, the second pair was too late to close "
         "the bore, and it struck the lighting.")
    ,
    pref("pref-isolde-overheight-footage-police-only", "data", "over-height", "2026-06-03",
         "Isolde wants over-height footage given to the police only",
         "Isolde wants video of over-height vehicles kept 90 days and handed only to the police, "
         "on their written request; hauliers, insurers and the press are told the time and "
         "place and referred to the police. She wants each request, and who asked, written into "
         "the data register.")
    ,
    env("env-heightbeam-heavy-rain-degraded", "system-state", "over-height",
        "heavy rain of more than 8 mm an hour with lorries on the southern approach",
        "the first beam pair there goes to 'degraded' within about 30 minutes and recovers "
        "about an hour after the rain stops",
        7, 1, "2026-11-24",
        "Seen on eight heavy-rain days this year; once the wind kept the spray off the beams.")
    ,
    # --- 10. emergency points and cross-passage doors (Refugelink) ---
    sem("sem-refugelink-emergency-points-and-doors", "emergency-points", 0.95, 17, "2026-06-16",
        "Refugelink links 46 emergency telephones and 22 cross-passage doors to the desk",
        "Refugelink carries the emergency telephones (one in each of the 46 emergency points) and "
        "the contacts of the 22 cross-passage doors, one at each end of the eleven passages. "
        "Lifting a handset or taking out an extinguisher rings at the operators' desk and turns "
        "the nearest camera on the point. Opening a cross-passage door starts the passage fan, "
        "which keeps the passage at higher pressure so that smoke cannot get in; a door left open "
        "for more than 3 minutes raises an alarm.")
    ,
    epi("epi-2026-05-30-cross-passage-door-wedged", "emergency-points", "incident",
        "2026-05-30",
        "A crew wedged a cross-passage door open and the passage fan burnt out",
        "On the night of 30 May a cleaning crew wedged the door of cross-passage 5 in the "
        "southbound bore open with a bucket to carry hoses through. The door alarm was "
        "acknowledged as part of the works and never followed up; the passage fan ran flat out "
        "all night trying to hold pressure, overheated, and was found tripped at 07:00 with the "
        "bore already open. The passage had no pressure for most of the morning peak.")
    ,
    rule("rule-refugelink-doors-clear-before-reopen", "emergency-points",
         ["cross-passage", "door", "door alarm", "Refugelink", "passage fan", "pressurisation",
          "wedged", "propped", "reopen"],
         "high", 0, "2026-06-02",
         "Clear every cross-passage door before reopening after works",
         "When a bore is to reopen after night works, do: bring the door page in Refugelink to "
         "all closed, have the works lead confirm in person that nothing is holding a door, and "
         "restart any passage fan that has tripped. Not: acknowledge door alarms during the "
         "works and carry the acknowledgement into the morning. Why: in May a door wedged with "
         "a bucket kept a passage fan running until it burnt out, and the escape route had no "
         "pressure in the morning traffic.")
    ,
    pref("pref-isolde-emergency-calls-in-callers-words", "reporting", "emergency-points",
         "2026-06-22",
         "Isolde wants emergency phone calls logged in the caller's own words",
         "Isolde wants every call from an emergency point written into the shift log with the "
         "time, the point's number and what the caller said, in their own words as closely as "
         "the operator can manage; summaries such as \"driver reported breakdown\" she sends "
         "back.")
    ,
    env("env-refugelink-portal-phones-rung-for-fun", "system-state", "emergency-points",
        "weekend afternoons in the school holidays",
        "the emergency phones at the two points nearest each portal ring 5 to 10 times a day, "
        "mostly children or passengers trying them and hanging up without speaking",
        8, 2, "2026-08-31",
        "Counted over the Easter and summer holiday weekends; two rainy weekends had almost "
        "none.")
    ,
    # --- 11. radio rebroadcast and break-in (Relaycast) ---
    sem("sem-relaycast-radio-break-in", "radio", 0.94, 15, "2026-05-05",
        "Relaycast rebroadcasts public and emergency radio and lets the operator break in",
        "Relaycast rebroadcasts four FM stations, the DAB multiplex and the emergency services' "
        "radio inside both bores through a leaky feeder cable. The operator can break in on all "
        "the FM stations and DAB at once, with one of twelve recorded messages or live from the "
        "desk microphone; the break-in is heard only in the bore chosen on the selector. The fire "
        "service's radio works inside only through Relaycast; if its head end fails, crews fall "
        "back on the tunnel's own handheld sets kept in a cabinet at each portal.")
    ,
    epi("epi-2026-11-05-break-in-played-in-wrong-bore", "radio", "incident", "2026-11-05",
        "A radio message meant for the southbound bore played in the northbound one",
        "On 5 November a lorry shed its load in the southbound bore. The operator played the "
        "\"stay in your vehicle\" message, but the Relaycast selector was still on northbound "
        "from a test. Southbound drivers heard nothing and several walked up to the spilled load; "
        "northbound drivers, moving freely, braked hard and two cars collided at low speed.")
    ,
    rule("rule-relaycast-check-selector-and-listen", "radio",
         ["Relaycast", "radio break-in", "broadcast", "bore selector", "recorded message",
          "announcement", "FM", "DAB"],
         "high", 0, "2026-11-07",
         "Check the bore selector and listen back before and during any break-in",
         "When a recorded or live radio message is to be played in the tunnel, do: look at the "
         "bore selector, say the bore out loud, and listen on the monitor receiver for the first "
         "seconds to hear it going where it should; put the selector back to \"none\" after any "
         "test. Not: press play from habit in an incident. Why: in November a message meant for "
         "the southbound bore played to the northbound one, and a collision followed.")
    ,
    pref("pref-isolde-announcements-from-the-cards", "communication", "radio", "2026-05-12",
         "Isolde wants live announcements read from the announcement cards",
         "Isolde wants operators, and any text the agent drafts for them, to use the wording of "
         "the laminated announcement cards: short sentences, the bore named, one instruction per "
         "sentence, the whole message said twice. She does not want announcements made up on the "
         "spot, even by experienced staff.")
    ,
    env("env-relaycast-dab-silent-start", "skill-output-shape", "radio",
        "a break-in starts on the DAB multiplex",
        "DAB car radios go silent for 2 to 4 seconds before the message, so a live break-in "
        "loses its first words there while FM radios get it at once; the recorded messages open "
        "with a 3-second chime for this reason",
        10, 1, "2026-06-08",
        "Heard on the test receivers in both bores at each monthly test; one receiver switched "
        "at once on a newer car radio.")
    ,
    # --- 12. lighting (Luxgrade) ---
    sem("sem-luxgrade-lighting", "lighting", 0.94, 13, "2026-03-24",
        "Luxgrade sets the entrance lighting from a portal luminance meter",
        "Luxgrade controls the 2,900 LED luminaires. At each entrance a luminance meter reads how "
        "bright the approach looks to a driver and sets the threshold zone (the first 200 "
        "metres) to one of six steps, up to 180 cd/m2 on a bright day, so that drivers' eyes can "
        "adapt; the interior runs at 6 cd/m2 by day and 3 at night. If a luminance meter fails, "
        "its entrance zone goes to the highest step.")
    ,
    epi("epi-2026-01-08-luxgrade-night-schedule-wiped", "lighting", "incident", "2026-01-08",
        "A controller update wiped the night schedule and the tunnel burned at day level",
        "A firmware update of the northbound Luxgrade controller on 8 January wiped its night "
        "schedule, so the interior stayed at the day level for eight nights. Nobody noticed "
        "because the tunnel simply looked bright; the monthly energy figures showed 4,100 kWh "
        "more than usual, and Tamsin traced it on 16 January.")
    ,
    rule("rule-luxgrade-compare-schedule-after-change", "lighting",
         ["Luxgrade", "lighting", "firmware", "controller", "night schedule", "new board",
          "dimming", "luminaire"],
         "medium", 0, "2026-01-19",
         "After any lighting controller change, compare the schedule and check the night step",
         "When a Luxgrade controller has had firmware, settings or a replacement board, do: "
         "export its schedule before and after, compare them line by line, and have the night "
         "operator confirm on the mimic at dusk that the interior dropped to the night step. "
         "Not: sign off because the lights come on. Why: in January an update wiped the night "
         "schedule and the tunnel stayed at day level for eight nights unnoticed.")
    ,
    pref("pref-isolde-energy-in-kwh-with-cost", "reporting", "lighting", "2026-02-02",
         "Isolde wants energy in kWh with the cost beside it, against last year",
         "Isolde wants lighting and ventilation energy given in kWh for the period with the cost "
         "in pounds at the current tariff next to it, compared with the same month of last year "
         "rather than the month before, because the seasons swing it so much.")
    ,
    env("env-luxgrade-hunting-under-broken-cloud", "system-state", "lighting",
        "broken cloud on a bright day, with the sun going in and out",
        "the entrance zone hunts between steps 4 and 6 every minute or two, complaints of "
        "'flickering lights' reach Fenella within a day, and the Luxgrade log records about 900 "
        "step changes that day",
        5, 1, "2026-07-15",
        "Seen on five bright showery days; on one the meter's hood was shaded and it held step "
        "5.")
    ,
    # --- 13. drainage and spill tank (Sumpwatch) ---
    sem("sem-sumpwatch-sump-and-spill-tank", "drainage", 0.95, 16, "2026-03-02",
        "Sumpwatch runs the low-point sump and a sealed 60 cubic metre spill tank",
        "All water in the bores runs to the low point, 1.9 kilometres from Pennock, where "
        "Sumpwatch runs a 180 cubic metre sump with three pumps lifting the water to the Pennock "
        "portal outfall. A spill of fuel or chemicals is diverted by a valve into a separate "
        "sealed tank of 60 cubic metres, which only a licensed tanker from Gorsey Waste Services "
        "may empty. Gullies have fire traps so that burning liquid cannot run along the drain.")
    ,
    epi("epi-2026-02-26-diesel-pumped-to-outfall", "drainage", "incident", "2026-02-26",
        "Spilled diesel was pumped to the estuary although the spill valve was switched",
        "On 26 February a tanker's split fuel line left about 900 litres of diesel on the "
        "southbound carriageway. The operator switched the spill valve at once, but the sump "
        "pumps were still in automatic and pushed the diesel already in the sump out through the "
        "outfall. A sheen spread on the water; the Skerrow Estuary Conservancy was told and "
        "booms were laid at the outfall for two days.")
    ,
    rule("rule-sumpwatch-stop-pumps-then-valve", "drainage",
         ["Sumpwatch", "spill", "diesel", "fuel", "chemical", "sump pump", "spill valve",
          "outfall", "leak"],
         "high", 1, "2026-03-01",
         "Stop the sump pumps first, then switch the spill valve",
         "When any liquid other than rain or washing water reaches the drains, do: put the sump "
         "pumps to manual stop first, then switch the spill valve to the sealed tank, then call "
         "Gorsey Waste Services and tell the Estuary Conservancy. Not: switch only the valve and "
         "leave the pumps in automatic. Why: in February diesel already in the sump went out to "
         "the estuary even though the valve had been switched.")
    ,
    pref("pref-isolde-spills-in-litres", "reporting", "drainage", "2026-03-04",
         "Isolde wants spills estimated in litres with how the estimate was made",
         "Isolde wants every spill reported with an estimate in litres and how it was reached "
         "(tank gauge, puddle size, the driver's word), and the substance as the driver or the "
         "placard names it. \"A small spill\" or \"some diesel\" she does not accept.")
    ,
    env("env-sumpwatch-cloudburst-high-level", "system-state", "drainage",
        "more than 20 mm of rain in an hour on the approaches",
        "the sump reaches its high-level alarm (70 per cent) in about 40 minutes with all three "
        "pumps running, and the third pump trips on thermal overload after 50 to 60 minutes, "
        "after which the level climbs about 1 per cent every 2 minutes",
        4, 1, "2026-09-15",
        "Seen in four summer cloudbursts; in the fifth the rain eased after 35 minutes.")
    ,
    # --- 14. power supply (Gridhold) ---
    sem("sem-gridhold-power-supply", "power", 0.96, 19, "2026-08-27",
        "Two 11 kV feeds, a 1.2 MVA generator and a 30-minute UPS power the tunnel",
        "The tunnel takes power from two 11 kV feeds of Corrowby Electricity, one at each portal; "
        "either can carry the whole load. A 1.2 MVA diesel generator at Pennock starts if both "
        "fail and takes the load after 15 seconds; the UPS carries the safety loads (a third of "
        "the lighting, Tunnelcore, Refugelink, Relaycast, Heatline and the signals) for 30 "
        "minutes, so the lighting never goes fully dark. The generator's tank holds 18 hours of "
        "fuel at full load. Gridhold is the switchboard monitoring; only an authorised person "
        "from Harnby Electrical may switch on the 11 kV side.")
    ,
    epi("epi-2026-08-19-generator-flat-batteries", "power", "incident", "2026-08-19",
        "The generator failed to start in a double feed loss because of flat batteries",
        "On 19 August a storm took out both 11 kV feeds within four minutes. The generator "
        "cranked twice and stopped: its starter batteries had tested weak in July and the "
        "replacements were still on order. The UPS held the safety loads, so the bores were "
        "closed with lights and signals working, and Harnby restored the Lathbury feed after 41 "
        "minutes with 9 minutes of UPS left.")
    ,
    rule("rule-gridhold-weak-generator-battery-blocks-feed-work", "power",
         ["generator", "Gridhold", "starter battery", "UPS", "11 kV", "feed", "power cut",
          "battery test", "start test"],
         "high", 0, "2026-08-24",
         "A failed generator battery test is a safety defect that blocks work on the feeds",
         "When the generator's weekly start test or battery check fails, do: raise it as a "
         "safety defect the same day, hire a temporary battery pack or start unit within 24 "
         "hours, and let no planned work take either 11 kV feed out until the generator starts "
         "on test. Not: leave it to an order with the normal lead time. Why: in August both feeds "
         "failed while the replacements were on order, and the tunnel ran on the UPS until 9 "
         "minutes were left.")
    ,
    pref("pref-isolde-approves-callouts-over-2000", "approvals", "power", "2026-07-07",
         "Isolde approves out-of-hours contractor call-outs above 2,000 pounds herself",
         "Any out-of-hours contractor call-out expected to cost more than 2,000 pounds (Harnby, "
         "Vennor, the waste tanker) needs Isolde's approval by phone before it is ordered, unless "
         "lives or the fire systems are at stake; below that the supervisor decides and tells "
         "her in the shift report.")
    ,
    env("env-gridhold-ups-runtime-by-load", "system-state", "power",
        "the tunnel runs on the UPS alone",
        "it lasts about 38 minutes at night load rather than the 30 on its plate, and about 26 "
        "minutes on a summer afternoon with the fans at full speed; Gridhold's remaining-time "
        "figure is 4 to 6 minutes too optimistic for the first ten minutes",
        3, 0, "2026-09-01",
        "Measured in the August outage and the two discharge tests of 2026.")
    ,
    # --- 15. night works and permits (Nightworks) ---
    sem("sem-nightworks-closure-windows", "night-works", 0.96, 21, "2026-10-19",
        "One bore may close for works 22:00 to 05:30, Monday to Thursday nights",
        "Planned maintenance closes one bore at a time, on Monday to Thursday nights from 22:00 "
        "to 05:30, with two-way traffic in the other bore at 50 km/h. Both bores may close "
        "together only on four nights a year, agreed with Marrick Highways eight weeks ahead. "
        "Every worker in a closed bore holds a permit to work issued in Nightworks by Lorcan "
        "Whitsey or the supervisor; the permit lists the chainages and the isolated equipment and "
        "must be signed off before the bore reopens.")
    ,
    epi("epi-2026-09-10-reopening-held-by-open-permits", "night-works", "incident",
        "2026-09-10",
        "The northbound bore reopened 55 minutes late because two permits were still open",
        "On 10 September the northbound bore could not reopen at 05:30 because Nightworks still "
        "showed two permits open: a Vennor crew had left at 04:00 without signing off and nobody "
        "had their number. The supervisor sent a traffic officer to walk the section before "
        "closing the permits by hand; the contraflow ran into the morning peak and the queue "
        "reached 5 kilometres.")
    ,
    rule("rule-nightworks-chase-permits-by-0445", "night-works",
         ["Nightworks", "permit to work", "night closure", "contraflow", "sign-off", "reopening",
          "contractor crew", "briefing"],
         "medium", 0, "2026-09-12",
         "Chase every open permit for sign-off by 04:45",
         "When a night closure is running, do: at 04:30 list the open permits in Nightworks and "
         "phone each holder to sign off by 04:45; take a mobile number from every crew lead at "
         "the collection rulesing and refuse a permit without one. Not: wait until 05:25 to find out who is "
         "still in the bore. Why: in September a crew that left without signing off kept the "
         "bore shut 55 minutes into the morning peak.")
    ,
    pref("pref-isolde-no-closures-around-arena-events", "planning", "night-works",
         "2026-04-28",
         "Isolde wants no closures on the nights around big arena events",
         "Isolde does not want any bore closed on the night before or after an event of more "
         "than 5,000 people at the Pennock Arena, nor over school holiday weekends; Lorcan checks "
         "the arena calendar before every weekly plan and marks those nights as blocked.")
    ,
    env("env-nightworks-overrun-queue-growth", "workspace-state-transitions", "night-works",
        "a weekday night closure is extended past 05:30",
        "the contraflow queue grows by about a kilometre every 10 minutes after 05:45, reaches "
        "the Lathbury ring road by about 06:15, and takes about 40 minutes to clear after the "
        "bore reopens",
        4, 1, "2026-09-22",
        "Seen on four overruns this year; one on a school holiday Tuesday stayed short.")
    ,
    # --- 16. dangerous goods convoys (Hazpass) ---
    sem("sem-hazpass-escorted-convoys", "dangerous-goods", 0.95, 18, "2026-07-01",
        "Dangerous goods cross only in escorted convoys booked in Hazpass",
        "Vehicles carrying dangerous goods in tanks or above the placard quantities may use the "
        "tunnel only in an escorted convoy, at 01:00, 03:00 and 05:00 each night in both "
        "directions, with other traffic in that bore held back. Hauliers book a place in Hazpass "
        "at least 2 hours ahead; a convoy takes at most 6 vehicles; explosives and toxic gas "
        "loads are never allowed and must use the estuary bridge. Ambrose Tellwright's traffic "
        "officers lead every convoy.")
    ,
    epi("epi-2026-06-27-unbooked-lpg-tanker-in-convoy", "dangerous-goods", "near-miss",
        "2026-06-27",
        "An unbooked LPG tanker joined the 03:00 convoy and its brakes overheated",
        "On 27 June an LPG tanker with no booking pulled into the convoy lay-by at 02:50, and "
        "the traffic officer let it join because the convoy had room. Hazpass had no record of "
        "its load or driver, so when its brakes overheated halfway through, the operator could "
        "not tell the fire service what it carried; Ambrose read the placard off the camera. "
        "Nothing leaked.")
    ,
    rule("rule-hazpass-no-booking-no-convoy", "dangerous-goods",
         ["Hazpass", "dangerous goods", "convoy", "tanker", "LPG", "placard", "orange plates",
          "booking", "escort"],
         "high", 0, "2026-06-30",
         "Never let an unbooked dangerous-goods vehicle join a convoy",
         "When a vehicle with orange plates turns up without a Hazpass booking, do: hold it in "
         "the lay-by, enter the booking with the load, UN number and driver's phone from its "
         "documents, and send it with the next convoy once the booking exists. Not: wave it "
         "into the convoy because there is space. Why: in June an unbooked LPG tanker's brakes "
         "overheated in the bore and nobody could tell the fire service what it carried.")
    ,
    pref("pref-isolde-haulier-letters-short-and-firm", "writing", "dangerous-goods",
         "2026-07-09",
         "Isolde wants letters to hauliers short, firm and quoting the byelaw",
         "When a haulier has broken the convoy rules, Isolde wants the letter to quote Skerrow "
         "Crossing Byelaw 14, state what happened with time and place, and say what will happen "
         "next time; no apology for the delay caused, no threats beyond the byelaw, and no more "
         "than half a page.")
    ,
    env("env-hazpass-confirmations-in-spam", "skill-output-shape", "dangerous-goods",
        "Hazpass sends its booking confirmation e-mails",
        "they arrive 2 to 5 minutes after the booking, and hauliers' mail filters put about one "
        "in four into junk, so a haulier who says no confirmation came has usually had one",
        6, 1, "2026-10-08",
        "Checked with seven hauliers who complained this year; six found it in their junk "
        "folder.")
    ,
    # --- 17. traffic counts (Loopcount) ---
    sem("sem-loopcount-traffic-data", "traffic-data", 0.95, 17, "2026-07-31",
        "Loopcount counts every vehicle at eight loop sites and feeds the monthly report",
        "Loopcount reads inductive loops at eight sites (both portals and the middle of each "
        "bore, and the two approaches) and classes vehicles by length into cars, vans, rigid "
        "lorries and articulated lorries. It keeps 15-minute counts for 3 years. The monthly "
        "traffic report goes to Marrick Highways by the 10th of the following month in the "
        "format fixed by the agreement, and Nkechi Ballantyne is the only person who sends it.")
    ,
    epi("epi-2026-07-08-loop-card-double-counted-lorries", "traffic-data", "incident",
        "2026-07-08",
        "A replaced loop card counted lorries twice and inflated the June report",
        "The June report showed articulated lorries up 38 per cent. A detector card at the north "
        "portal had been replaced on 12 June and came back with both lanes mapped to lane 1, so "
        "every lorry there was counted twice and the monthly total taken from that site was "
        "inflated. Marrick Highways had already quoted the figure in a press release about "
        "freight growth before Nkechi noticed on 8 July and sent a corrected report.")
    ,
    rule("rule-loopcount-cross-check-neighbouring-sites", "traffic-data",
         ["Loopcount", "traffic count", "monthly report", "Marrick Highways", "loop",
          "detector card", "vehicle class", "traffic figures"],
         "medium", 0, "2026-07-10",
         "Cross-check each count site against its neighbour before the monthly report goes",
         "When the monthly traffic figures are being prepared, do: compare each site's total with "
         "the site before or after it in the same bore (they should agree within 3 per cent) and "
         "look in the maintenance log for loop cards changed that month; hold the report while "
         "any pair disagrees. Not: take one site's totals as read. Why: in July a replaced card "
         "had counted lorries twice and the inflated figure reached a press release before it "
         "was corrected.")
    ,
    pref("pref-isolde-traffic-charts-from-zero", "data", "traffic-data", "2026-05-04",
         "Isolde wants traffic charts starting at zero with last year beside them",
         "Isolde wants every traffic chart to start its vertical axis at zero, show the same "
         "period of last year as a grey line, and give the numbers in a small table underneath; "
         "she dislikes charts that make a 2 per cent change look like a cliff.")
    ,
    env("env-loopcount-long-export-shape", "skill-output-shape", "traffic-data",
        "an export of more than one month of 15-minute counts is asked of Loopcount",
        "it takes 10 to 15 minutes and comes back as one CSV per site per month in local time, "
        "so the clock changes in March and October show as a missing or a doubled hour",
        6, 0, "2026-04-09",
        "Seen on every long export Nkechi and the agent have run since January.")
    ,
    # --- 18. control room log and handover (Shiftbook) ---
    sem("sem-shiftbook-staffing-and-handover", "control-room", 0.96, 23, "2026-11-12",
        "Two certified operators and a supervisor are always on the desk",
        "The control room is staffed round the clock by two operators and a supervisor on "
        "12-hour shifts changing at 07:00 and 19:00. Shiftbook is the electronic log: every alarm "
        "acted on, every call, every closure and every handover. The handover is a 15-minute "
        "face-to-face briefing at the desk, and the outgoing supervisor stays until the incoming "
        "one has signed it. The desk may never be left with fewer than two people holding the "
        "operator certificate.")
    ,
    epi("epi-2026-04-02-lane-left-shut-through-night", "control-room", "incident", "2026-04-02",
        "A lane closed after a breakdown stayed closed through the whole night shift",
        "At the 19:00 handover on 2 April the outgoing operator did not mention that lane 1 of "
        "the northbound bore still showed red X signals after a breakdown recovery at 18:20. It "
        "was not on the handover page, because the incident had already been closed in "
        "Shiftbook. The lane stayed shut until 06:40 next morning, when a bus driver asked about "
        "it over an emergency phone.")
    ,
    rule("rule-shiftbook-hand-over-from-the-mimic", "control-room",
         ["handover", "shift change", "Shiftbook", "red X", "lane signals", "outgoing operator",
          "incoming supervisor", "end of shift"],
         "medium", 0, "2026-04-06",
         "Hand over from the live mimic, not from the log alone",
         "When a shift is handed over, do: go through the Tunnelcore mimic of both bores with the "
         "incoming team, naming every lane signal that is not green, every device in manual and "
         "every permit still open, and only then read the Shiftbook page. Not: hand over from "
         "the log alone. Why: in April a lane stayed shut for nearly twelve hours because its "
         "incident had been closed in the log and nobody looked at the signals.")
    ,
    pref("pref-isolde-night-report-three-headings", "reporting", "control-room", "2026-01-29",
         "Isolde wants the night report by 07:30 under three headings",
         "Isolde wants the night's shift report by 07:30 under three headings in this order: "
         "what is still not normal, what happened, what needs her. She reads it on her phone on "
         "the way in, so no attachments and no more than twenty lines.")
    ,
    env("env-shiftbook-share-locked-by-backup", "filesystem-response", "control-room",
        "a file is written to the Shiftbook export share (shiftbook.skerrow.example/exports) "
        "between 02:00 and 02:40",
        "the write fails with 'file in use' or leaves a zero-byte file, because the nightly "
        "backup locks the share; the same write succeeds after about 02:45",
        5, 0, "2026-11-03",
        "Seen five times with the agent's nightly summaries before they were moved to 03:00.")
    ,
]

BLIND31_TASKS: list[dict[str, Any]] = [
    # the crossing, its layout and the team
    task("b31-t001", "who's our fire and safety person, and who talks to the press when it goes "
         "wrong?", [S], ["sem-skerrow-sites-and-team"]),
    task("b31-t002", "Chi organizza i lavori di notte e chi guida le scorte dei camion con merci "  # it
         "pericolose?", [S], ["sem-skerrow-sites-and-team"]),
    task("b31-t003", "how far apart are the escape doors linking the two tubes?", [S],
         ["sem-skerrow-bores-and-layout"]),
    task("b31-t004", "Wie hoch darf ein Fahrzeug höchstens sein, und wo liegt der tiefste Punkt "  # de
         "der Röhren?", [S], ["sem-skerrow-bores-and-layout"]),
    task("b31-t005", "I've got a 4-page write-up of the fan survey for Isolde and no summary yet, "
         "how's she going to take it?", [V], ["env-isolde-long-report-without-summary"]),
    task("b31-t006", "it's 16:20 on Friday and I need Isolde to OK an extra contraflow night, will "
         "she answer today if I email?", [V], ["env-isolde-friday-afternoon-decisions"]),
    task("b31-t007", "Vou propor à Isolde trocar os semáforos de faixa por LED novos, ainda sem "  # pt
         "orçamento. O que é que ela vai responder?", [V], ["env-isolde-proposal-without-cost"]),
    # supervisory control
    task("b31-t008", "who's allowed to change an alarm limit in the supervisory system?", [S],
         ["sem-tunnelcore-servers-and-rights"]),
    task("b31-t009", "Combien de temps met le serveur de secours pour prendre la main si le "  # fr
         "principal tombe ?", [S], ["sem-tunnelcore-servers-and-rights"]),
    task("b31-t010", "why were the NB lane signals flickering between green and red back in "
         "February?", [E], ["epi-2026-02-17-tunnelcore-two-duty-servers"]),
    task("b31-t011", "IT want the monthly updates on tunnelcore-b done this afternoon while "
         "traffic's quiet", [P], ["rule-tunnelcore-patch-only-in-closure"]),
    task("b31-t012", "bump the CO fan-boost threshold from 70 to 80 ppm in the SCADA, traffic has "
         "been light all week", [U], ["pref-isolde-setpoint-changes-in-writing"]),
    task("b31-t013", "Se stanotte passiamo al server B per la prova, cosa vedranno gli operatori "  # it
         "sui loro schermi?", [V], ["env-tunnelcore-switchover-alarm-flood"]),
    # jet fans
    task("b31-t014", "how many jet fans can we lose before a tube has to shut?", [S],
         ["sem-ventra-jet-fans"]),
    task("b31-t015", "¿Qué pasó en la prueba de humo caliente de junio en el tubo sur, por qué "  # es
         "se paró?", [E], ["epi-2026-06-09-fan-pair-7-tripped-in-smoke-test"]),
    task("b31-t016", "what went wrong in the hot smoke trial in June, why did Gideon call it off?",
         [E], ["epi-2026-06-09-fan-pair-7-tripped-in-smoke-test"]),
    task("b31-t017", "Vennor have finished greasing pairs 3 to 6 in the SB, can we open up?", [P],
         ["rule-ventra-run-reverse-after-service"]),
    task("b31-t018", "Die Firma hat an zwei Ventilatoren die Motoren getauscht, reicht ihr "  # de
         "Protokoll für die Freigabe der Röhre?", [P], ["rule-ventra-run-reverse-after-service"]),
    task("b31-t019", "write the fan line for tonight's shift report, two are down northbound", [U],
         ["pref-isolde-fan-availability-as-count"]),
    task("b31-t020", "the 11kV just flickered and the fans dropped out, when will we be back to "
         "full ventilation?", [V], ["env-ventra-restart-after-supply-dip"]),
    # air quality
    task("b31-t021", "what CO level makes the plan shut a tube?", [S],
         ["sem-clearsense-air-limits"]),
    task("b31-t022", "Preparami per Isolde un grafico dei valori di CO di questa settimana.", [U],  # it
         ["pref-isolde-air-readings-with-limits"]),
    task("b31-t023", "why did the SB get shut at twenty to seven on the first icy day this "
         "autumn?", [E], ["epi-2026-09-28-salt-dust-closed-southbound"]),
    task("b31-t024", "opacity heads by the south portal say 10/km, picture looks crystal clear, the "
         "plan's counting down to shut", [P], ["rule-clearsense-camera-before-air-closure"]),
    task("b31-t025", "Les capteurs de visibilité côté sud affichent une fumée épaisse mais la "  # fr
         "caméra montre un tube parfaitement dégagé, on laisse fermer ?", [P],
         ["rule-clearsense-camera-before-air-closure"]),
    task("b31-t026", "make Isolde a table of yesterday's CO peaks for each head", [U],
         ["pref-isolde-air-readings-with-limits"]),
    task("b31-t027", "head N-09 is 10 ppm above the ones either side and its gas check is due in "
         "a fortnight, fault or normal?", [V], ["env-clearsense-drift-before-calibration"]),
    # fire detection
    task("b31-t028", "at what temperature does the roof fibre call a fire?", [S],
         ["sem-heatline-fire-detection"]),
    task("b31-t029", "Manda uma mensagem à Isolde a dizer que a fibra de incêndio deu avaria "  # pt
         "esta noite.", [U], ["pref-isolde-fire-system-faults-by-phone"]),
    task("b31-t030", "what happened to fire detection after the Harnby tray job in April?", [E],
         ["epi-2026-04-14-heatline-fibre-drilled"]),
    task("b31-t031", "Harnby were putting anchors into the NB ceiling all night, it's 05:10, ok to "
         "open?", [P], ["rule-heatline-loop-check-before-reopen"]),
    task("b31-t032", "Stanotte hanno forato la volta per le canaline: prima di riaprire cosa "  # it
         "controllo sulla rilevazione incendi?", [P], ["rule-heatline-loop-check-before-reopen"]),
    task("b31-t033", "Heatline shows a fibre fault at 02:00, just drop a note in the team chat so "
         "Isolde sees it", [U], ["pref-isolde-fire-system-faults-by-phone"]),
    task("b31-t034", "rise-rate warning in SB zone 2 at 18:40 on a hot sunny evening, real or "
         "the usual thing?", [V], ["env-heatline-low-sun-pre-alarms"]),
    # water spray
    task("b31-t035", "how long can we keep the water spray going off the tank?", [S],
         ["sem-floodguard-deluge"]),
    task("b31-t036", "Wie viele Sprühabschnitte dürfen gleichzeitig Wasser geben?", [S],  # de
         ["sem-floodguard-deluge"]),
    task("b31-t037", "why did the water land on the queued cars during the van fire in July?", [E],
         ["epi-2026-07-21-deluge-opened-over-queue"]),
    task("b31-t038", "car alight NB, the fibre says zone 43, I'm opening the spray by hand", [P],
         ["rule-floodguard-open-by-chainage"]),
    task("b31-t039", "El detector marca la zona 51 con un coche ardiendo, ¿abro esa misma zona en "  # es
         "el panel del agua?", [P], ["rule-floodguard-open-by-chainage"]),
    task("b31-t040", "set up the SB spray test for next Wednesday night, just let Tamsin's lot "
         "know", [U], ["pref-isolde-spray-tests-announced-a-week-ahead"]),
    task("b31-t041", "both deluge pumps are about to kick in for the test, what alarms should we "
         "expect?", [V], ["env-floodguard-pump-start-pressure-dip"]),
    # incident detection
    task("b31-t042", "does the video analytics close the tube on its own when it spots a stopped "
         "car?", [S], ["sem-watchlane-incident-detection"]),
    task("b31-t043", "Que s'est-il passé en mars avec la voiture qui roulait à contresens dans "  # fr
         "le tube sud ?", [E], ["epi-2026-03-03-watchlane-missed-wrong-way-car"]),
    task("b31-t044", "what happened with that driver going the wrong way at the south end in "
         "March?", [E], ["epi-2026-03-03-watchlane-missed-wrong-way-car"]),
    task("b31-t045", "the cleaners did the camera housings in the SB last night, can I sign their "
         "job sheet?", [P], ["rule-watchlane-redraw-after-camera-touched"]),
    task("b31-t046", "message Isolde: broken-down van, lane 2 southbound, near CP4", [U],
         ["pref-isolde-incident-messages-with-still"]),
    task("b31-t047", "Noite de chuva e fila junto à boca sul, o vídeo não para de dar alertas de "  # pt
         "carro parado. É para me preocupar?", [V], ["env-watchlane-wet-night-false-stops"]),
    # lane signals and message signs
    task("b31-t048", "what's the character limit if I type my own text on the approach sign?", [S],
         ["sem-lanesign-signals-and-signs"]),
    task("b31-t049", "Se cambio adesso il testo del pannello VMS-N2, con questo gelo, quanto ci "  # it
         "mette a comparire?", [V], ["env-lanesign-message-shows-late"]),
    task("b31-t050", "why did the sign send people to J7 in August?", [E],
         ["epi-2026-08-02-free-text-wrong-junction"]),
    task("b31-t051", "ring road's shut at J4, I need a diversion on the Pennock VMS that isn't one "
         "of the stock texts", [P], ["rule-lanesign-second-reader-for-free-text"]),
    task("b31-t052", "Tengo que poner en el panel de aproximación un aviso que no está en la "  # es
         "lista aprobada y estoy solo en el puesto.", [P],
         ["rule-lanesign-second-reader-for-free-text"]),
    task("b31-t053", "draft the approach sign text for a lorry fire with the left lane closed", [U],
         ["pref-isolde-plain-words-on-signs"]),
    task("b31-t054", "just put a new text on VMS-N2, the mimic has it but the board out there is "
         "still blank, is it broken? it's frosty", [V], ["env-lanesign-message-shows-late"]),
    # portal closures
    task("b31-t055", "how long between the red light and the barrier arm starting to drop?", [S],
         ["sem-portalgate-barriers"]),
    task("b31-t056", "Was war im Oktober mit dem Schrankenarm los, und warum ging die Röhre "  # de
         "morgens zu spät auf?", [E], ["epi-2026-10-11-barrier-arm-hit-van"]),
    task("b31-t057", "what happened to the barrier in October, why were we late opening?", [E],
         ["epi-2026-10-11-barrier-arm-hit-van"]),
    task("b31-t058", "kicking off the NB closure for tonight's works now, then I'll do the permits",
         [P], ["rule-portalgate-watch-portal-while-lowering"]),
    task("b31-t059", "draw up next week's closures for Isolde", [U],
         ["pref-isolde-closure-list-exact-times"]),
    task("b31-t060", "Avisa a Isolde: tubo norte fechado terça à noite, tubo sul fechado quarta "  # pt
         "de madrugada.", [U], ["pref-isolde-closure-list-exact-times"]),
    task("b31-t061", "freezing fog at Pennock tonight and the NB closure is at 22:00, anything odd "
         "to expect from the barrier?", [V], ["env-portalgate-arm-icing"]),
    # over-height detection
    task("b31-t062", "how tall can a truck be before the beams turn it away, and where does it "
         "go then?", [S], ["sem-heightbeam-overheight"]),
    task("b31-t063", "Lleva media hora diluviando y suben muchos camiones por el acceso sur, "  # es
         "¿qué harán los detectores de altura?", [V], ["env-heightbeam-heavy-rain-degraded"]),
    task("b31-t064", "how did a tipper manage to hit the lights in January when we've got height "
         "detectors?", [E], ["epi-2026-01-22-raised-tipper-hit-lighting"]),
    task("b31-t065", "first height pair on the south side shows degraded, second pair's fine, "
         "it's pouring", [P], ["rule-heightbeam-degraded-means-watch-manually"]),
    task("b31-t066", "Le premier couple de faisceaux de hauteur est en mode dégradé ; la seconde "  # fr
         "paire suffit, non ?", [P], ["rule-heightbeam-degraded-means-watch-manually"]),
    task("b31-t067", "the haulier of last night's too-tall lorry wants the video, send it over",
         [U], ["pref-isolde-overheight-footage-police-only"]),
    task("b31-t068", "it's been bucketing down for 25 minutes with loads of HGVs coming up from "
         "the south, what will the height beams do?", [V],
         ["env-heightbeam-heavy-rain-degraded"]),
    # emergency points and cross-passage doors
    task("b31-t069", "what happens at the desk when someone picks up the handset at an emergency "
         "point?", [S], ["sem-refugelink-emergency-points-and-doors"]),
    task("b31-t070", "Nei fine settimana delle vacanze i telefoni di emergenza vicino agli "  # it
         "imbocchi squillano di continuo: è normale?", [V],
         ["env-refugelink-portal-phones-rung-for-fun"]),
    task("b31-t071", "why was the fan in SB cross-passage 5 dead on the morning after the cleaning "
         "night in May?", [E], ["epi-2026-05-30-cross-passage-door-wedged"]),
    task("b31-t072", "the cleaners want to run hoses through a cross-passage tonight and keep the "
         "door open with something", [P], ["rule-refugelink-doors-clear-before-reopen"]),
    task("b31-t073", "Es ist 05:15, die Reinigung ist fertig. Was schaue ich an den Querschlägen "  # de
         "nach, bevor die Röhre wieder freigegeben wird?", [P],
         ["rule-refugelink-doors-clear-before-reopen"]),
    task("b31-t074", "log the call from EP-N17, woman said her car is making a burning smell", [U],
         ["pref-isolde-emergency-calls-in-callers-words"]),
    task("b31-t075", "kids keep ringing the portal phones this Saturday afternoon, is that "
         "normal?", [V], ["env-refugelink-portal-phones-rung-for-fun"]),
    # radio rebroadcast and break-in
    task("b31-t076", "does the fire brigade's radio still work inside if the rebroadcast kit is "
         "down?", [S], ["sem-relaycast-radio-break-in"]),
    task("b31-t077", "O que correu mal com o aviso pela rádio no dia da carga caída, em "  # pt
         "novembro?", [E], ["epi-2026-11-05-break-in-played-in-wrong-bore"]),
    task("b31-t078", "why did northbound drivers slam the brakes on during the shed load in "
         "November?", [E], ["epi-2026-11-05-break-in-played-in-wrong-bore"]),
    task("b31-t079", "load shed SB, about to play the stay-in-car message over the radio", [P],
         ["rule-relaycast-check-selector-and-listen"]),
    task("b31-t080", "Acabo de probar un mensaje por la radio del túnel. ¿Dejo algo preparado "  # es
         "para el turno siguiente?", [P], ["rule-relaycast-check-selector-and-listen"]),
    task("b31-t081", "write me something to say live on the tunnel radio for a breakdown in NB "
         "lane 1", [U], ["pref-isolde-announcements-from-the-cards"]),
    task("b31-t082", "if I go live on the break-in, will people listening on digital radio hear "
         "me from the first word?", [V], ["env-relaycast-dab-silent-start"]),
    # lighting
    task("b31-t083", "what happens to the entrance lights if the brightness meter at the portal "
         "dies?", [S], ["sem-luxgrade-lighting"]),
    task("b31-t084", "Ciel très changeant aujourd'hui, soleil puis nuages : comment va se "  # fr
         "comporter l'éclairage d'entrée ?", [V], ["env-luxgrade-hunting-under-broken-cloud"]),
    task("b31-t085", "why was the lighting electricity so high in January?", [E],
         ["epi-2026-01-08-luxgrade-night-schedule-wiped"]),
    task("b31-t086", "the lighting controller got a new board today, lights are on, can I close the "
         "job?", [P], ["rule-luxgrade-compare-schedule-after-change"]),
    task("b31-t087", "Dopo l'aggiornamento del software dell'illuminazione le lampade si "  # it
         "accendono: posso chiudere l'ordine di lavoro?", [P],
         ["rule-luxgrade-compare-schedule-after-change"]),
    task("b31-t088", "put together last month's lighting power use for Isolde", [U],
         ["pref-isolde-energy-in-kwh-with-cost"]),
    task("b31-t089", "sunny with clouds rolling through all day, how will the entrance lighting "
         "behave?", [V], ["env-luxgrade-hunting-under-broken-cloud"]),
    # drainage and spill tank
    task("b31-t090", "who's allowed to empty the spill tank?", [S],
         ["sem-sumpwatch-sump-and-spill-tank"]),
    task("b31-t091", "Bei einem Wolkenbruch von 25 mm in der Stunde: wann schlägt der "  # de
         "Pumpensumpf Alarm?", [V], ["env-sumpwatch-cloudburst-high-level"]),
    task("b31-t092", "how did diesel end up in the estuary in February?", [E],
         ["epi-2026-02-26-diesel-pumped-to-outfall"]),
    task("b31-t093", "tanker leaking fuel NB, what order do I do things in on the drainage?", [P],
         ["rule-sumpwatch-stop-pumps-then-valve"]),
    task("b31-t094", "Derrame de gasóleo no tubo sul: mudo já a válvula para o tanque "  # pt
         "estanque?", [P], ["rule-sumpwatch-stop-pumps-then-valve"]),
    task("b31-t095", "tell Isolde a bit of diesel got spilt in SB lane 1", [U],
         ["pref-isolde-spills-in-litres"]),
    task("b31-t096", "On annonce 40 mm de pluie dans l'heure : combien de temps avant que le "  # fr
         "puisard soit en difficulté ?", [V], ["env-sumpwatch-cloudburst-high-level"]),
    # power supply
    task("b31-t097", "both feeds gone on a hot afternoon and every fan flat out, how long will the "
         "batteries hold us?", [V], ["env-gridhold-ups-runtime-by-load"]),
    task("b31-t098", "¿Qué equipos aguanta el SAI y durante cuánto tiempo?", [S],  # es
         ["sem-gridhold-power-supply"]),
    task("b31-t099", "what happened in the August storm, why did we end up on batteries?", [E],
         ["epi-2026-08-19-generator-flat-batteries"]),
    task("b31-t100", "genny's weekly start failed on the battery check, new ones are 3 weeks "
         "out", [P], ["rule-gridhold-weak-generator-battery-blocks-feed-work"]),
    task("b31-t101", "Le groupe électrogène n'a pas démarré à l'essai de la semaine, et Harnby "  # fr
         "veut couper l'arrivée de Lathbury jeudi pour des travaux.", [P],
         ["rule-gridhold-weak-generator-battery-blocks-feed-work"]),
    task("b31-t102", "get Harnby out tonight to look at the HV panel, they quoted £3,400", [U],
         ["pref-isolde-approves-callouts-over-2000"]),
    task("b31-t103", "we're on UPS only at 02:00 with the fans idle, Gridhold says 30 min left, "
         "how long have we really got?", [V], ["env-gridhold-ups-runtime-by-load"]),
    # night works and permits
    task("b31-t104", "which nights can we shut a tube for maintenance, and between what times?",
         [S], ["sem-nightworks-closure-windows"]),
    task("b31-t105", "Wenn die Sperrung am Dienstag über 05:30 hinaus dauert, wie lang wird der "  # de
         "Stau draußen?", [V], ["env-nightworks-overrun-queue-growth"]),
    task("b31-t106", "why did the NB stay shut till nearly half six on 10 September?", [E],
         ["epi-2026-09-10-reopening-held-by-open-permits"]),
    task("b31-t107", "it's 04:25 on a works night and five crews are still in the NB", [P],
         ["rule-nightworks-chase-permits-by-0445"]),
    task("b31-t108", "Domani notte ho quattro squadre di ditte esterne nel tubo nord: cosa devo "  # it
         "chiedere loro alla riunione iniziale?", [P], ["rule-nightworks-chase-permits-by-0445"]),
    task("b31-t109", "put the SB lighting job on the night of the 6,000-seat concert at the "
         "arena, that week's empty", [U], ["pref-isolde-no-closures-around-arena-events"]),
    task("b31-t110", "if tonight's closure runs on past half five on a Tuesday, how bad does it "
         "get out there?", [V], ["env-nightworks-overrun-queue-growth"]),
    # dangerous goods convoys
    task("b31-t111", "reply to Brindle Haulage's complaint that their tanker waited an hour for the "
         "convoy", [U], ["pref-isolde-haulier-letters-short-and-firm"]),
    task("b31-t112", "Quantos veículos leva, no máximo, um comboio escoltado de mercadorias "  # pt
         "perigosas?", [S], ["sem-hazpass-escorted-convoys"]),
    task("b31-t113", "what happened with the gas tanker on 27 June?", [E],
         ["epi-2026-06-27-unbooked-lpg-tanker-in-convoy"]),
    task("b31-t114", "tanker with orange panels waiting at the convoy bay at 02:45, nothing booked, but the "
         "03:00 run has two spaces", [P], ["rule-hazpass-no-booking-no-convoy"]),
    task("b31-t115", "Un camion-citerne avec des panneaux orange attend sans réservation, le "  # fr
         "convoi part dans dix minutes.", [P], ["rule-hazpass-no-booking-no-convoy"]),
    task("b31-t116", "write to Brindle Haulage about their driver who overtook the escort car",
         [U], ["pref-isolde-haulier-letters-short-and-firm"]),
    task("b31-t117", "haulier swears they never got a confirmation for tonight's slot, likely "
         "true?", [V], ["env-hazpass-confirmations-in-spam"]),
    # traffic counts
    task("b31-t118", "when is the monthly traffic return due to Marrick, and who sends it?", [S],
         ["sem-loopcount-traffic-data"]),
    task("b31-t119", "Hazme para Isolde un gráfico del tráfico diario de octubre en el tubo "  # es
         "sur.", [U], ["pref-isolde-traffic-charts-from-zero"]),
    task("b31-t120", "why were the artic numbers in the June report so high?", [E],
         ["epi-2026-07-08-loop-card-double-counted-lorries"]),
    task("b31-t121", "pull September's counts together and send them off to Marrick", [P],
         ["rule-loopcount-cross-check-neighbouring-sites"]),
    task("b31-t122", "Die Oktoberzahlen sind fertig; am Nordportal wurde diesen Monat eine "  # de
         "Schleifenkarte ersetzt.", [P], ["rule-loopcount-cross-check-neighbouring-sites"]),
    task("b31-t123", "make a chart of weekday NB traffic so far this year for Isolde", [U],
         ["pref-isolde-traffic-charts-from-zero"]),
    task("b31-t124", "I need three months of quarter-hour counts from the loops, what will I get "
         "back and how long will it take?", [V], ["env-loopcount-long-export-shape"]),
    # control room log and handover
    task("b31-t125", "Um operador pode ficar sozinho no posto vinte minutos enquanto o colega "  # pt
         "faz pausa?", [S], ["sem-shiftbook-staffing-and-handover"]),
    task("b31-t126", "why was NB lane 1 closed all night at the start of April?", [E],
         ["epi-2026-04-02-lane-left-shut-through-night"]),
    task("b31-t127", "it's 18:55, I'm off at seven, what do I go over with the night crew?", [P],
         ["rule-shiftbook-hand-over-from-the-mimic"]),
    task("b31-t128", "Relevo en cinco minutos: ¿basta con leer la página de traspaso del "  # es
         "diario?", [P], ["rule-shiftbook-hand-over-from-the-mimic"]),
    task("b31-t129", "write up the night shift report for Isolde", [U],
         ["pref-isolde-night-report-three-headings"]),
    task("b31-t130", "the agent's export to the Shiftbook share at 02:15 came out as an empty file, "
         "what's going on?", [V], ["env-shiftbook-share-locked-by-backup"]),
]

BLIND31_NO_MEMORY_REQUESTS: list[tuple[str, str]] = [
    ("b31-n01", "how long is the Gotthard Base Tunnel, roughly?"),
    ("b31-n02", "write a limerick about a cat who hates Mondays"),
    ("b31-n03", "how do I see which process is listening on port 8080 on Linux?"),
    ("b31-n04", "give me a vegetarian lasagne recipe for six people"),
    ("b31-n05", "why is jet lag worse flying east than west?"),
    ("b31-n06", "recommend a novel set in a lighthouse"),
    ("b31-n08", "when do I use 'fewer' and when 'less'?"),
    ("b31-n09", "Wie viele Zeitzonen hat Russland?"),  # de
    ("b31-n10", "Quel est le plus long fleuve de France ?"),  # fr
    ("b31-n11", "¿Me recomiendas un estiramiento para la espalda después de estar sentado "  # es
     "todo el día?"),
    ("b31-n12", "Come si dice «buon appetito» in giapponese?"),  # it
]
