"""A thirty-fourth workspace and its tasks: a gritstone quarry with a coating (asphalt) plant and a
ready-mixed concrete plant, from blasting and the vibration monitors at the neighbours' houses, the
detonator store and its register, the primary jaw crusher and its rock breaker, the cone crushers,
the screens, conveyors and belt weighers, dust and the boundary monitors, the sump, lagoons and
discharge consent, the weighbridges, the dump trucks and their telematics, the asphalt plant and
its recipes, the bitumen tanks and their heater, the concrete batching plant, the lab and product
conformity, the monthly drone survey of the stockpiles, the planning permission's hours and noise
limits, the site power supply, the radios and network, and orders and credit; written by hand from
the record format alone and never fitted on.

The store is the memory of the management, plant and office team of Carrowmoss Quarry (an invented
gritstone quarry in the invented Fellbeck valley, near the invented village of Hollins Brow, worked
by the invented Hallan Aggregates), and of its principal, Marguerite Ashdown-Pell, quarry manager.
Invented systems: Shotplan (blast design), Tremorlog (seismographs), Magbook (detonator register),
Jawline (primary crusher PLC), Conetrak (cone crusher control), Beltscale (belt weighers),
Plantview (plant SCADA and shift reports), Dustnet (dust monitors), Pondwatch (water telemetry),
Tallyweigh (weighbridge software), Fleetpulse (mobile plant telematics), Blendmaster (asphalt plant
control), Thermobit (thermal oil heater), Batchwise (concrete batching), Labtrack (lab system),
Skytally (survey volumes), Quietlog (noise monitors), Voltmate (power metering portal) and
Orderdesk (orders and credit). Invented people: Desmond Ruthven (shotfirer), Kit Amberley (deputy
shotfirer), Ottilie Branscombe (process and plant engineer), Rufus Okwuosa-Tarrant (maintenance),
Lewin Crabtree (fitter), Tobiah Wrenfield (mobile plant), Kwabena Foulds (coating plant foreman),
Barnaby Quayle (concrete plant), Perpetua Lindqvist (lab), Emrys Cadogan (weighbridge and sales),
Saoirse Mallender (environment and planning) and Hildegard Penhaligon (site systems). Invented
bodies and places: Brackwater Explosives, Pellow Crushers, Marl & Sons, Kestle Bitumen, Gantry
Cement, Skyfen Surveys, Northmoor Power, the Fellbeck Rivers Board, Fellbeck District Council
(permission FDC/19/0442), County Highways, Brindlecombe Builders, Lowfold Farm, Beckside Cottages,
Thrapley, the Carrow Beck and the B6311. Hosts use .example names and 10.0.0.0/8 addresses; every
amount, limit, date and event is invented. No credential-shaped value appears.

Eighteen themes hold one record in each tier about the same system (a fact, an incident, a lesson,
a preference of Marguerite and a prediction). Five more records: a fact about the quarry and its
people, a fact about the benches and the nearest houses, two predictions of how Marguerite reacts
(to a choice put to her with no recommendation, to a figure that does not name the system it came
from) and a prediction of how the lab's share treats writes from other accounts. Lessons carry a
trigger list and a "When ..., do: ... Not: ... Why:" body (one, for blast days, opens "On a blast
day, do:"); predictions carry a condition and a prediction, in the sub-buckets system-state (13),
skill-output-shape (3), principal-response (2), workspace-state-transitions (2),
filesystem-response (1). Episodic event types: incident 15, near-miss 3 (a rock breaker arm that
stopped short of a fitter, a dump truck that slid into a bund, a van let through a blast warning).
Preference domains: communication 5, approvals 4, data 3, planning 2, reporting 2, writing 2.

Counts: 95 records (semantic 20, episodic 18, procedural 18, personalized 18, environment-dynamics
21); 130 tasks, each with one needed tier and one answering record (semantic 25, episodic 22,
procedural 32, personalized 24, environment-dynamics 27; English 90, German 8, French 8, Spanish 8,
Italian 8, Portuguese 8; of the 40 not in English: semantic 5, episodic 8, procedural 14,
personalized 6, environment-dynamics 7); tasks with more than one tier or record: 0; every record
answers at least one task: yes; 12 no-memory requests (4 of them not in English).

Written by hand by a writer who had not read the
project's code: not the recall code, its cue tables or weights, no benchmark script beyond the
lines named here, and no other store's rows. The only inputs were the collection rules, shared/SPEC.md (the five tiers, their frontmatter, the retrieval policies),
the layout lines of an earlier task file (blind31_tasks.py lines 1-130, its docstring, import line
and first records; lines 955-965, its first tasks; lines 1245-1260, its no-memory requests), and
lines 20-70 and 725-735 of benchmarks/retrieval/dataset.py (the record and task constructors and
the first lines of that module's own records). The heldout README was read only to pick a trade not
used before: of the earlier workspaces it describes (the fifth to the thirty-third), none was a
quarry, an asphalt plant or a concrete plant (the nearest, a household recycling plant, a sawmill
and a container terminal, are different trades); the first four workspaces are not described there
and their files were not opened. This file was never imported or run against recall: the only
checks were a parse of it as Python and a small script of the writer's that walks its syntax tree
(without executing it) to check that every gold id exists and has the task's tier, that every
record is used and every lesson has the When/do/Not/Why body, and to count the figures above, the
languages (from the trailing comment) and the longest run of words a request shares with its record
(three at most, counted over the record's title, body, triggers, condition, prediction and
evidence; 0 words: 16 requests; 1 word: 69 requests; 2 words: 39 requests; 3 words: 6 requests).
Every system, company, person, place and number is invented; nothing was copied from a public text.

Requests are typed the way the quarry manager's staff or a coding agent would type them: terse
situations with no question ("Gantry's tanker has just pulled up at the silos"), "what happened"
and "why did", "how many" and "how far", "will X if", "can I". Non-English requests are marked by a
trailing comment. Hard families on purpose: a situation a lesson is for, told without the lesson's
words or its system's name (procedural); a piece of work to do whose needed memory is how
Marguerite wants it done (personalized); how a system, a monitor or Marguerite will behave
(environment-dynamics); and fact questions that use other words than the fact (semantic). The gold
is the one record that answers the request as asked; some requests touch a second record more
weakly. The writer hesitated most over b34-t006 (a file that vanished from the lab share: gold is
the share prediction, though the lab fact names the certificates), b34-t036 (the month's output
figure for Marguerite: gold is her wish for sales plus stock change, though her reaction to figures
without a source is near), b34-t041 and b34-t124 (a neighbour's complaint: gold is her same-day
complaint wish, though the dust lesson and the noise prediction are near), b34-t058 (a deputy
leaving on Friday: gold is the alert-recipients lesson, with nothing in the request naming the
telematics), b34-t066 (loads sent back by an inspector: gold is her wish to ring the customer,
though the recipe incident is near), b34-t073 (a few seconds' flicker at the coating plant: gold is
the heater prediction, though her wish for a text when the mains fails is near), b34-t090 (the
stock table: gold is her rounding wish, though the survey timing prediction is near), b34-t096 and
b34-t097 (coated stone before dawn: gold is the early-start lesson, though the permission fact
gives the 40-day limit) and b34-t111 (radios after a dull week: gold is the repeater prediction,
though the radio fact names the solar repeater). BLIND34_NO_MEMORY_REQUESTS lists requests that no
record in this store answers (general knowledge or small talk; one asks about the rocks
themselves), as plain (id, text) pairs outside the task constructor, for a caller that wants to
measure abstention. Report it in aggregate; do not tune on it.
"""

from __future__ import annotations

from typing import Any

from benchmarks.retrieval.dataset import E, P, S, U, V, env, epi, pref, rule, sem, task

BLIND34_RECORDS: list[dict[str, Any]] = [
    # --- 0. the quarry, its people and its layout ---
    sem("sem-carrowmoss-site-and-team", "site-and-team", 0.97, 26, "2026-11-20",
        "Hallan Aggregates runs Carrowmoss Quarry with a coating plant and a concrete plant",
        "Hallan Aggregates works Carrowmoss Quarry, a gritstone quarry in the Fellbeck valley two "
        "miles from Hollins Brow, selling crushed stone, coated road stone from its own asphalt "
        "plant and ready-mixed concrete. Marguerite Ashdown-Pell is quarry manager. Desmond "
        "Ruthven is shotfirer, with Kit Amberley as deputy; Ottilie Branscombe is process and "
        "plant engineer; Rufus Okwuosa-Tarrant leads the maintenance fitters; Tobiah Wrenfield "
        "supervises the dump trucks, excavators and loaders; Kwabena Foulds is coating plant "
        "foreman; Barnaby Quayle runs the concrete plant and its mixer drivers; Perpetua "
        "Lindqvist manages the lab; Emrys Cadogan runs the weighbridge and sales office; Saoirse "
        "Mallender handles environment and planning; Hildegard Penhaligon looks after site "
        "systems, radios and the network.")
    ,
    sem("sem-carrowmoss-benches-and-layout", "quarry-layout", 0.95, 17, "2026-10-14",
        "Six benches under two working faces, plant to the south",
        "The pit is worked on six benches of about 15 metres, numbered downwards, under the north "
        "face and the east face. The old west quarry, no longer dug, holds the detonator store "
        "and the radio repeater mast. The processing plant, stockyard and offices sit on the "
        "south side; the gate opens onto the B6311 towards Thrapley. Settlement lagoons lie in "
        "the south-east corner by the Carrow Beck, and a public footpath follows the west rim, "
        "fenced and signed. The nearest houses are Lowfold Farm (420 m from the east face) and "
        "Beckside Cottages (610 m).")
    ,
    env("env-marguerite-decision-without-recommendation", "principal-response", "approvals",
        "a message asks Marguerite to choose between options but gives no recommendation of "
        "its own",
        "she answers with a single line asking what the sender would do, and the choice slips "
        "to the next day",
        9, 1, "2026-11-03",
        "Seen with the liner supplier choice, the bowser hire, the October haulier rota and "
        "others; the miss was an urgent one she decided on the phone.")
    ,
    env("env-marguerite-figure-without-source", "principal-response", "reporting",
        "a report to Marguerite quotes a tonnage, volume or reading without naming the system "
        "it was taken from",
        "she stops reading at that figure and sends the report back asking where the number "
        "came from",
        6, 0, "2026-09-25",
        "Seen with two monthly stock notes, a production summary, a dust summary and two "
        "liaison committee drafts.")
    ,
    env("env-quality-share-read-only", "filesystem-response", "files",
        "a file is saved into the Quality folder of the S: share from any account outside the "
        "lab group",
        "the save seems to work but the file never appears; the share drops writes from "
        "non-lab accounts without an error",
        4, 0, "2026-07-30",
        "The lab group owns \\\\files.carrowmoss.example\\quality; found when two customer "
        "certificates copied there by the sales office vanished. Hildegard keeps it that way "
        "on purpose.")
    ,
    # --- 1. blasting and vibration ---
    sem("sem-blast-limits-and-monitors", "blasting", 0.96, 21, "2026-11-12",
        "Blasts are designed in Shotplan and measured at three houses by Tremorlog",
        "Blasts fire on weekdays between 11:00 and 15:00 only, at most two a week, with sirens "
        "five minutes and one minute before. Planning condition 9 caps ground vibration at any "
        "house at 10 mm/s peak particle velocity for 95 per cent of blasts and 12 mm/s for every "
        "blast, and air overpressure at 120 dB(L). Tremorlog seismographs stand at Lowfold Farm, "
        "Beckside Cottages and Hollins Brow chapel and post each event to "
        "tremorlog.carrowmoss.example. A usual blast is 28 holes of 115 mm, 16 m deep, with about "
        "4.5 tonnes of pumped emulsion.")
    ,
    epi("epi-blast-26-041-lowfold", "blasting", "incident", "2026-09-17",
        "Blast 26-041 put 11.4 mm/s into Lowfold Farm",
        "The east face blast on bench 3 registered 11.4 mm/s at Lowfold Farm, above the 95 per "
        "cent figure though under the cap. Desmond traced it to one detonator delay typed by hand "
        "in Shotplan as 42 ms instead of 67 ms after a hole was moved, so two heavily charged "
        "holes went off together. The farmer rang the office within ten minutes; Saoirse told "
        "the council next morning and the rolling percentile rose to 9.8 mm/s.")
    ,
    rule("rule-blast-sequence-second-check", "blasting",
         ["Shotplan", "blast design", "detonator delays", "firing sequence", "charge per delay",
          "hand-edited hole"],
         "high", 1, "2026-09-24",
         "A second person checks the firing sequence before loading",
         "When a blast design is finished in Shotplan, do: print the charge-per-delay report, "
         "confirm no two holes fire within 17 ms of each other, and have a second shotfirer "
         "initial the print before the emulsion truck starts. Not: trust the automatic sequence "
         "once any hole has been moved or edited by hand. Why: blast 26-041 shook Lowfold Farm "
         "at 11.4 mm/s because a single delay keyed by hand made two holes fire together.")
    ,
    pref("pref-marguerite-blast-neighbours", "communication", "blasting", "2026-10-01",
         "Neighbours hear about blasts from Marguerite, the day before",
         "Marguerite wants the Lowfold and Beckside households sent a text the afternoon before "
         "each blast with the time window, and any reading at their house above 8 mm/s sent to "
         "them personally before they ask. She signs every letter to residents about blasting "
         "herself; nobody else writes to them on the subject.")
    ,
    env("env-tremorlog-lowfold-battery", "system-state", "blasting",
        "a blast fires after several dull days, when the Lowfold Farm seismograph is running on "
        "a low solar battery",
        "the event only reaches the Tremorlog portal the next morning after the unit's 06:00 "
        "modem wake-up; the reading itself is stored and complete",
        5, 1, "2026-12-02",
        "Seen after five of six blasts in November and early December; the miss was a blast on "
        "a bright day.")
    ,
    # --- 2. the detonator store ---
    sem("sem-detonator-store-and-magbook", "explosives-store", 0.95, 15, "2026-08-19",
        "Only detonators and boosters are kept; emulsion comes in the mixing truck",
        "The licensed store in the old west quarry holds electronic detonators (at most 1,200) "
        "and boosters. Bulk emulsion is never stored: Brackwater Explosives pumps it straight "
        "into the holes from its mixing truck on blast day. Every item in or out is booked in "
        "Magbook, which reconciles the register each evening at 19:00. Only Desmond Ruthven and "
        "Kit Amberley hold store keys, and the county police explosives liaison officer inspects "
        "once a year.")
    ,
    epi("epi-magbook-double-return", "explosives-store", "incident", "2026-06-04",
        "Magbook showed fourteen detonators that were not on the shelf",
        "The evening count on 4 June came out 14 short of the register. A box of unused "
        "detonators brought back from blast 26-019 had been booked in twice: once on the face "
        "tablet, whose sync failed and later went through, and once at the store terminal. The "
        "police liaison officer was told within 24 hours as the licence requires, and no "
        "blasting took place for two days until the count was proved.")
    ,
    rule("rule-magbook-returns-at-store", "explosives-store",
         ["Magbook", "unused detonators", "returns", "face tablet", "store terminal",
          "register count"],
         "high", 0, "2026-06-10",
         "Book returned detonators only at the store, after a two-person count",
         "When unused detonators come back from the face, do: count them with two people at the "
         "store, book the return on the store terminal only, and check the face tablet shows no "
         "entries waiting to sync. Not: book it on the face tablet, even when it offers to. Why: "
         "in June a return booked in twice left the register 14 detonators above the shelf and "
         "stopped blasting for two days while the police were told.")
    ,
    pref("pref-marguerite-explosives-discrepancy", "reporting", "explosives-store",
         "2026-06-12",
         "Explosives discrepancies: a phone call first, a one-page note the same day",
         "Any difference between the detonator register and the shelf goes to Marguerite by "
         "phone as soon as it is found, then as a one-page note the same day with the counted "
         "figure, the register figure and the cause so far. She does not want it left for the "
         "weekly report or sent only by e-mail.")
    ,
    env("env-magbook-late-edit-lock", "workspace-state-transitions", "explosives-store",
        "an entry in Magbook is changed after the 19:00 reconciliation has run",
        "the day is flagged unreconciled and Magbook refuses new issues the next morning until "
        "Desmond signs the day off on the store terminal",
        4, 0, "2026-07-08",
        "Happened each of the four times someone corrected an entry in the evening.")
    ,
    # --- 3. primary crusher ---
    sem("sem-primary-jaw-crusher", "primary-crusher", 0.94, 18, "2026-07-15",
        "A jaw crusher behind a 60-tonne hopper, run by the Jawline PLC",
        "Dump trucks tip into a 60-tonne hopper on bench 1; a vibrating grizzly feeder passes "
        "the rock into a 1,200 by 900 mm jaw crusher set at 150 mm, good for about 450 t/h. The "
        "Jawline PLC (10.40.3.11) runs the feeder and jaw and shows the walkway gate interlock. "
        "A pedestal rock breaker, worked remotely from the control cabin with a camera, breaks "
        "boulders that bridge the hopper.")
    ,
    epi("epi-breaker-arm-near-fitter", "primary-crusher", "near-miss", "2026-03-11",
        "The rock breaker arm swung to within 1.5 m of a fitter",
        "The cabin operator moved the rock breaker to free a bridged boulder while Lewin Crabtree "
        "was greasing the feeder bearings from the hopper walkway. The cabin camera does not show "
        "the walkway and nobody had called on the radio; the arm stopped 1.5 m from him. Nobody "
        "was hurt. The walkway gate had been left open, and Jawline showed it but the screen was "
        "not being watched.")
    ,
    rule("rule-breaker-walkway-clear", "primary-crusher",
         ["rock breaker", "bridged boulder", "hopper walkway", "Jawline gate interlock",
          "primary hopper"],
         "high", 0, "2026-03-18",
         "Clear the walkway by radio before the breaker moves",
         "When the rock breaker is needed at the primary hopper, do: call on channel 2, check "
         "Jawline shows the walkway gate shut, and wait for maintenance to answer before moving "
         "the arm. Not: rely on the cabin camera to show whether anyone is there. Why: in March "
         "the arm swung to 1.5 m of a fitter the camera could not see.")
    ,
    pref("pref-marguerite-near-miss-writeups", "writing", "safety", "2026-03-20",
         "Near-miss write-ups: plain words, no names, a photo, within two days",
         "Marguerite wants a near-miss written up within 48 hours in plain language: what "
         "happened, then what has changed, with one photograph of the spot. No names of the "
         "people involved and no words about blame; roles only. She reads them all and returns "
         "any that only say 'be more careful'.")
    ,
    env("env-jaw-wet-clay-bands", "system-state", "primary-crusher",
        "the primary is fed from the clay-banded rock of the north face after a day with more "
        "than 15 mm of rain",
        "the grizzly blinds, throughput falls to about 250 t/h within two hours and the jaw "
        "stalls at least once in the shift",
        7, 2, "2026-11-26",
        "Logged by Ottilie over the autumn; the misses were days when the trucks were drawing "
        "only from the east face.")
    ,
    # --- 4. cone crushers ---
    sem("sem-cone-crushers-conetrak", "cone-crushers", 0.93, 14, "2026-08-05",
        "Secondary and tertiary cones, set and watched by Conetrak",
        "A secondary cone at a 32 mm closed side setting and a tertiary cone at 14 mm make the "
        "sized products. Conetrak adjusts each setting for liner wear and logs power draw and "
        "tonnage. Manganese liners last about 180,000 t in the secondary and 95,000 t in the "
        "tertiary; Pellow Crushers fits them and a change takes two shifts. An overband magnet "
        "and a metal detector on conveyor C4 guard the cones from tramp steel.")
    ,
    epi("epi-tooth-in-tertiary-cone", "cone-crushers", "incident", "2026-07-22",
        "A broken excavator tooth wrecked the tertiary mantle",
        "A digger tooth got past conveyor C4 because the overband magnet had been lifted for a "
        "belt repair and not lowered again. The tertiary tramp release opened three times before "
        "the tooth jammed and cracked the mantle. The cone was down three days and the site fell "
        "1,100 t short of 6 mm chippings for an asphalt contract.")
    ,
    rule("rule-magnet-height-before-restart", "cone-crushers",
         ["overband magnet", "conveyor C4", "metal detector", "belt repair sign-off",
          "tramp steel"],
         "high", 0, "2026-07-29",
         "After work on C4, prove the magnet and detector before restart",
         "When maintenance on conveyor C4 is signed off, do: check the overband magnet is back at "
         "its 250 mm working height and pass the test piece through the metal detector until it "
         "trips the belt. Not: restart on the fitter's word that it is back. Why: in July a "
         "tooth reached the tertiary cone past a raised magnet and cost three days.")
    ,
    pref("pref-marguerite-downtime-in-tonnes", "data", "plant-performance", "2026-08-10",
         "Stoppages in hours and tonnes lost, crusher by crusher",
         "Marguerite wants stoppages stated as hours down and tonnes lost for each crusher, "
         "with the cause in a few words. Availability percentages on their own mean nothing to "
         "her; she accepts them only next to the hours.")
    ,
    env("env-conetrak-worn-liner-reading", "system-state", "cone-crushers",
        "the tertiary liner has passed about 85 per cent of its rated tonnage",
        "Conetrak's displayed setting reads 2 to 3 mm tighter than a lead test shows, and the "
        "10 mm and 6 mm products drift coarse",
        5, 1, "2026-10-20",
        "Seen on the last five liners; the one miss was a liner fitted by a different supplier.")
    ,
    # --- 5. screens, conveyors and belt weighers ---
    sem("sem-screens-and-beltscale", "screens-conveyors", 0.92, 13, "2026-09-02",
        "Three screens, 23 conveyors, and Beltscale weighers on C7 and C12",
        "Three triple-deck screens in the screen house split the crushed stone into 20, 14, 10 "
        "and 6 mm and dust. Twenty-three conveyors link the plant, each with pull-wire stops "
        "along both sides. Beltscale weighers on C7 and C12 total the tonnage sent to stock and "
        "feed the Plantview shift report; they get a chain test once a month.")
    ,
    epi("epi-beltscale-c12-reading-high", "screens-conveyors", "incident", "2026-05-28",
        "The C12 belt weigher read 6 per cent high for three weeks",
        "After a splice on C12 moved an idler under the weigher, Beltscale read about 6 per cent "
        "high until the monthly chain test. May's production figure was overstated by some "
        "2,400 t, and the error only showed when the drone survey of the stockpiles came in "
        "lower than the belts said.")
    ,
    rule("rule-chain-test-after-splice", "screens-conveyors",
         ["Beltscale", "belt splice", "idler change", "C7", "C12", "chain test"],
         "medium", 0, "2026-06-03",
         "A splice or idler change near a weigher means a chain test before counting",
         "When a belt carrying a Beltscale weigher is spliced or has idlers changed near it, do: "
         "run the chain test and enter the new factor before its tonnage counts again. Not: wait "
         "for the monthly calibration. Why: in May C12 read 6 per cent high for three weeks and "
         "the month's production was overstated by 2,400 t.")
    ,
    pref("pref-marguerite-production-from-sales", "data", "production-figures", "2026-06-05",
         "Production figures come from sales plus stock change",
         "Marguerite wants the month's production stated as weighbridge sales plus the change "
         "in surveyed stock. Belt weigher totals may appear beside it, labelled indicative, but "
         "never as the figure itself.")
    ,
    env("env-plantview-long-export", "skill-output-shape", "screens-conveyors",
        "a Plantview shift report is exported for more than seven days in one go",
        "the export stops after about two minutes and saves a CSV cut at the last complete day, "
        "with no error shown",
        6, 0, "2026-09-09",
        "Hildegard's advice: one week per export.")
    ,
    # --- 6. dust ---
    sem("sem-dustnet-and-condition-14", "dust", 0.94, 16, "2026-08-20",
        "Four Dustnet monitors on the boundary, limits in condition 14",
        "Dustnet PM10 monitors stand at the north gate, Lowfold Farm, Beckside Cottages and the "
        "haul road bend. Planning condition 14 sets a 15-minute alert at 150 micrograms per "
        "cubic metre and an action level when the 24-hour mean passes 50. A water bowser damps "
        "the haul roads and fogging sprays work at the primary and the screen house; readings "
        "are at dustnet.carrowmoss.example.")
    ,
    epi("epi-beckside-dust-bowser-off", "dust", "incident", "2026-08-14",
        "Beckside passed the 24-hour dust level while the bowser was in for repair",
        "On a dry, windy day in August the Beckside monitor's 24-hour mean reached 63. The "
        "bowser's pump was being repaired and nothing replaced it. Three households in Hollins "
        "Brow complained of dust on their cars and washing, and the council's environmental "
        "health officer visited the following day.")
    ,
    rule("rule-bowser-out-dry-forecast", "dust",
         ["water bowser", "bowser repair", "dry forecast", "haul road dust", "west wind",
          "Dustnet"],
         "medium", 0, "2026-08-21",
         "No bowser and a dry forecast: hire one the same day",
         "When the bowser is out of use and more than a day of dry weather is forecast, do: hire "
         "a replacement the same day from Marl & Sons, cut haul road speed to 15 km/h and stop "
         "loading from the east stockpiles while the wind blows towards the village. Not: wait "
         "for a Dustnet alert before acting. Why: in August Beckside passed the 24-hour level, "
         "three households complained and environmental health came.")
    ,
    pref("pref-marguerite-complaints-same-day", "communication", "complaints", "2026-08-25",
         "Every complaint logged the same day and answered within two working days",
         "Marguerite wants each complaint from a neighbour entered in the complaints register "
         "on the day it arrives, told to her by the end of that day, and answered within two "
         "working days by a reply she signs. A complaint that turns out unfounded still gets a "
         "written answer.")
    ,
    env("env-dustnet-fog-spikes", "system-state", "dust",
        "fog or drizzle at night with humidity above 95 per cent",
        "the Lowfold and Beckside monitors show PM10 peaks above 150 that are water droplets, "
        "and the alert calls the on-call phone",
        8, 1, "2026-11-30",
        "The inlet heaters at those two sites are undersized; quote from the supplier pending.")
    ,
    # --- 7. water, lagoons and the discharge consent ---
    sem("sem-sump-lagoons-consent", "water", 0.95, 19, "2026-09-30",
        "Sump pumps, three lagoons and a discharge consent to the Carrow Beck",
        "Rain and groundwater collect in the sump on bench 6, where two 55 kW submersible pumps "
        "lift it to three settlement lagoons. Lagoon 3 discharges to the Carrow Beck under a "
        "Fellbeck Rivers Board consent: suspended solids below 40 mg/l, pH between 6 and 9 and "
        "no more than 4,800 cubic metres a day. Pondwatch logs level, flow, turbidity and pH "
        "every 15 minutes, and flocculant is dosed at lagoon 1 when turbidity rises.")
    ,
    epi("epi-outfall-ph-washout", "water", "incident", "2026-04-09",
        "Concrete washout water sent the outfall pH to 9.6",
        "While the washout pit at the concrete plant was being dug out, drivers rinsed their "
        "drums into the yard drain, which runs to lagoon 1. Five hours later the outfall pH "
        "read 9.6. Saoirse stopped the pumps and notified the Rivers Board, which sent a warning "
        "letter.")
    ,
    rule("rule-washout-water-away-from-lagoons", "water",
         ["washout pit", "drum rinse", "yard drain", "lagoon 1", "Pondwatch pH",
          "truck mixer"],
         "high", 0, "2026-04-16",
         "Drum washwater never goes to the lagoons",
         "When the concrete washout pit is out of use, do: send the truck mixers to the lined "
         "bay, have the water tankered away, and stop the discharge pumps if Pondwatch shows pH "
         "over 8.8. Not: let any rinse water reach a yard drain. Why: in April washout water "
         "took the outfall to pH 9.6 and brought a warning letter.")
    ,
    pref("pref-marguerite-regulator-contact", "communication", "regulators", "2026-04-20",
         "Only Saoirse or Marguerite speak to regulators, and she sees drafts first",
         "Calls and letters to the Rivers Board, the council or the police explosives officer "
         "come from Saoirse or Marguerite only; anyone else passes the request to them. "
         "Marguerite reads every written notification before it is sent, even when time is "
         "short.")
    ,
    env("env-pondwatch-heavy-rain", "system-state", "water",
        "more than 25 mm of rain falls within a day",
        "the sump rises about 1.2 m overnight and the discharge reaches the daily volume limit "
        "on the second day, so water backs up onto the bench 6 floor",
        6, 1, "2026-11-18",
        "Rivers Board allows a temporary variation if asked before the limit is reached.")
    ,
    # --- 8. weighbridges and tickets ---
    sem("sem-weighbridges-tallyweigh", "weighbridge", 0.96, 22, "2026-10-09",
        "Two weighbridges, Tallyweigh tickets and ANPR at the gate",
        "An inbound and an outbound 18-metre weighbridge sit at the gate, run by Tallyweigh on "
        "tallyweigh.carrowmoss.example (10.40.1.20). A camera reads number plates to pick the "
        "haulier account. Tallyweigh blocks loads over 44 t gross for six-axle artics and 32 t "
        "for four-axle tippers, and prints a ticket with product, net weight and delivery "
        "address. Trading standards verify both bridges each year and the site tests them with "
        "weights every quarter.")
    ,
    epi("epi-overloaded-tipper-manual-mode", "weighbridge", "incident", "2026-10-06",
        "A tipper left at 34.8 t because the outbound bridge was on manual",
        "After a short power dip Tallyweigh restarted in manual mode, without the overload "
        "block. A Marl & Sons four-axle tipper left at 34.8 t gross and police stopped it on "
        "the B6311; the haulier was fined and complained to Emrys, who found three other "
        "lorries had left unchecked that morning.")
    ,
    rule("rule-tallyweigh-auto-after-power-dip", "weighbridge",
         ["Tallyweigh", "manual mode", "overload block", "power dip", "outbound barrier"],
         "high", 0, "2026-10-13",
         "After any restart, Tallyweigh must be in automatic with the overload block on",
         "When Tallyweigh comes back after a power dip or a restart, do: confirm the mode shows "
         "automatic and the overload block is active before lifting the outbound barrier. Not: "
         "wave lorries out on manual to clear the queue. Why: in October a tipper left at 34.8 t, "
         "was stopped by police and its haulier fined.")
    ,
    pref("pref-marguerite-weight-disputes", "approvals", "weighbridge", "2026-10-15",
         "Weight disputes and credit notes over 500 pounds need her written approval",
         "Emrys settles weight disputes and credit notes up to 500 pounds himself. Above that "
         "Marguerite wants a short written case, ticket numbers and both weights, and approves "
         "in writing; she does not agree such amounts on the phone.")
    ,
    env("env-anpr-misreads-wet-plates", "system-state", "weighbridge",
        "heavy rain, or a lorry arrives with a dirty plate at the inbound weighbridge",
        "the plate camera misreads about one plate in five and the ticket lands on the wrong "
        "account unless the clerk checks it",
        9, 2, "2026-11-10",
        "Counted by Emrys over three wet weeks in October and November.")
    ,
    # --- 9. dump trucks, excavators and loaders ---
    sem("sem-mobile-plant-fleetpulse", "mobile-plant", 0.93, 16, "2026-05-06",
        "Four dump trucks, two excavators, three loaders, tracked by Fleetpulse",
        "Four 40-tonne articulated dump trucks (DT1 to DT4) haul from two 70-tonne excavators at "
        "the face; three wheel loaders work the stockyard. Fleetpulse reports each machine's "
        "position, payload, speed, tyre pressures and fault codes, and drivers do their "
        "pre-start checks on its tablet. Haul road speed is 25 km/h, 15 km/h on the ramps. "
        "Tobiah Wrenfield supervises the mobile plant.")
    ,
    epi("epi-dt3-ran-wide-on-ramp", "mobile-plant", "near-miss", "2026-02-19",
        "DT3 ran wide on a frosty ramp with a soft front tyre",
        "Dump truck DT3 slid wide on the bend of the ramp to bench 2 on a frosty morning and "
        "stopped against the safety bund. Fleetpulse had logged low pressure in the front left "
        "tyre forty minutes earlier, but the alert went to the e-mail address of a supervisor "
        "who had left in January. The driver was unhurt.")
    ,
    rule("rule-fleetpulse-alerts-to-group", "mobile-plant",
         ["Fleetpulse", "alert recipients", "leaver", "role change", "tyre pressure alert"],
         "medium", 0, "2026-02-26",
         "Fleetpulse alerts go to the group address, tested when people change",
         "When someone leaves or changes role, do: move any Fleetpulse alerts they receive to "
         "the mobile plant group address that day and send a test alert to prove it arrives. "
         "Not: leave an alert tied to one person's mailbox. Why: in February a tyre warning went "
         "to a leaver's address and DT3 slid into the bund forty minutes later.")
    ,
    pref("pref-marguerite-fleet-table", "reporting", "mobile-plant", "2026-05-12",
         "The weekly fleet report is one table, a line per machine",
         "Marguerite wants the weekly mobile plant report as a single table with one line per "
         "machine: engine hours, fuel used, faults and idle time as a share of hours. No charts "
         "and no commentary unless a machine is off hire or down.")
    ,
    env("env-fleetpulse-position-at-depth", "system-state", "mobile-plant",
        "a machine works on bench 5 or 6 under the north face",
        "Fleetpulse shows it frozen at its last position for up to forty minutes, then jumps; "
        "payloads for that time are filled in afterwards",
        7, 0, "2026-09-15",
        "No satellite or mobile signal down there; the mesh Wi-Fi mast does not reach bench 6.")
    ,
    # --- 10. the asphalt (coating) plant ---
    sem("sem-coating-plant-blendmaster", "coating-plant", 0.95, 20, "2026-06-30",
        "A 200 t/h batch asphalt plant run by Blendmaster",
        "The coating plant is a 200 t/h batch asphalt plant with a kerosene-fired dryer drum, "
        "controlled by Blendmaster. It makes dense base (AC 20), close-graded surface (AC 10) "
        "and the high-skid-resistance SMA 10 surface course, mixed at 150 to 180 degrees. "
        "Blendmaster's library holds 46 recipes, each released under a lab approval number. "
        "Kwabena Foulds is foreman; in summer the plant starts at 05:00 for road crews.")
    ,
    epi("epi-sma10-superseded-recipe", "coating-plant", "incident", "2026-06-23",
        "180 t of SMA 10 made to a superseded recipe, three loads turned back",
        "A council resurfacing job was supplied with SMA 10 mixed to the recipe from before the "
        "lab cut its filler content. Blendmaster held two recipes with the same name and the "
        "old one was picked from the list. The council's site inspector rejected three loads "
        "and the remaining 180 t went to the county's own testing.")
    ,
    rule("rule-recipe-by-approval-number", "coating-plant",
         ["Blendmaster", "recipe list", "mix design", "lab approval number", "SMA 10",
          "job sheet"],
         "high", 0, "2026-06-30",
         "Select the mix by its lab approval number, never by name",
         "When a job is set up on Blendmaster, do: pick the recipe whose lab approval number "
         "matches the job sheet, and archive any superseded recipe as soon as the lab releases "
         "a new one. Not: choose from the list by name. Why: in June two SMA 10 recipes shared "
         "a name, the old one was used and the council turned loads away.")
    ,
    pref("pref-marguerite-rejected-loads", "communication", "customers", "2026-07-02",
         "When a customer rejects loads, Marguerite rings them herself that day",
         "If a customer's site turns loads away, Marguerite calls the customer's manager "
         "herself before the end of the day. Drivers and the foreman do not argue on site; they "
         "note the reason and the ticket numbers and leave.")
    ,
    env("env-blendmaster-cold-start", "system-state", "coating-plant",
        "the coating plant restarts after standing more than two days with air below 5 degrees",
        "the first three or four batches come out under 140 degrees and go to the reject bay; "
        "about forty minutes of running is needed before mix is saleable",
        6, 1, "2026-12-01",
        "Kwabena plans a warm-up run before the first lorry on such mornings.")
    ,
    # --- 11. bitumen tanks and the thermal oil heater ---
    sem("sem-bitumen-tanks-thermobit", "bitumen", 0.93, 12, "2026-04-08",
        "Four 60-tonne bitumen tanks kept hot by the Thermobit heater",
        "Two tanks hold 40/60 penetration grade bitumen, one 70/100 and one polymer-modified, 60 "
        "t each, kept at 160 to 175 degrees by a Thermobit thermal oil heater. Kestle Bitumen "
        "delivers 28 t tankers booked two days ahead. Levels and temperatures show on "
        "Blendmaster; the polymer-modified tank must be stirred whenever it is hot.")
    ,
    epi("epi-wrong-grade-into-tank-2", "bitumen", "incident", "2026-03-26",
        "A tanker of 70/100 went into the 40/60 tank",
        "After the tanks were renumbered in March, the fill-point tags still showed the old "
        "numbers. A Kestle driver connected a load of 70/100 to the fill point he was told, "
        "which fed a 40/60 tank. About 18 t of mixed grade could only be used in base course "
        "mixes for the next three weeks.")
    ,
    rule("rule-bitumen-fill-point-check", "bitumen",
         ["bitumen tanker", "Kestle delivery", "fill point", "grade on delivery note",
          "tank tag"],
         "medium", 0, "2026-04-01",
         "A plant person matches the grade to the fill point and unlocks only that one",
         "When a bitumen tanker arrives, do: have someone from the coating plant read the grade "
         "on the delivery note, check it against the tag on the fill point, and unlock that "
         "fill point alone. Not: let the driver choose or be told a tank number from the "
         "office. Why: in March 18 t of 70/100 went into a 40/60 tank.")
    ,
    pref("pref-marguerite-bitumen-ordering", "planning", "bitumen", "2026-04-14",
         "Bitumen is ordered every Thursday from the order book",
         "Marguerite wants bitumen bought once a week, on Thursday, against the next week's "
         "asphalt order book, with a one-line note of tonnes by grade. Top-up orders between "
         "Thursdays need her yes.")
    ,
    env("env-thermobit-trips-on-dip", "system-state", "bitumen",
        "the mains supply dips for longer than about two seconds",
        "the Thermobit heater trips and does not restart by itself; the tanks lose about 3 "
        "degrees an hour until someone resets it",
        5, 0, "2026-10-07",
        "The polymer-modified tank needs the reset within four hours or it has to be reheated "
        "slowly for a day.")
    ,
    # --- 12. ready-mixed concrete ---
    sem("sem-concrete-plant-batchwise", "concrete-plant", 0.94, 15, "2026-05-20",
        "Batchwise runs the ready-mix plant and six truck mixers",
        "The concrete plant has a twin-shaft mixer making 2 cubic metre batches, three cement "
        "silos (CEM I, CEM II/A-LL and GGBS), plasticiser and retarder, the site's own "
        "aggregates and bought-in sand. Batchwise sets each batch and prints the delivery "
        "docket. Six 8 cubic metre truck mixers are driven by Barnaby Quayle's team; orders come "
        "through Orderdesk.")
    ,
    epi("epi-silo-2-overfilled", "concrete-plant", "incident", "2026-01-27",
        "Silo 2 overfilled and blew cement over the yard",
        "During a Gantry Cement blower delivery, silo 2's high-level probe was caked with "
        "cement and never alarmed. The silo filled, the filter burst and a cloud of cement "
        "drifted over the yard and the gate. The plant stopped for two hours; a neighbour's "
        "photograph reached the council.")
    ,
    rule("rule-silo-alarm-test-before-delivery", "concrete-plant",
         ["cement silo", "high-level probe", "Gantry Cement", "blower delivery",
          "silo filter"],
         "high", 0, "2026-02-03",
         "Test the high-level alarm and check room before every cement delivery",
         "When a cement tanker arrives, do: press the test button on the silo's high-level "
         "alarm, and check on Batchwise that the silo has room for the load plus 10 per cent "
         "before the driver couples up. Not: rely on the probe having worked last time. Why: in "
         "January a caked probe let silo 2 overfill and burst its filter.")
    ,
    pref("pref-marguerite-big-pours", "planning", "concrete-plant", "2026-05-25",
         "Pours over 60 cubic metres need three days' notice and her sign-off",
         "Marguerite wants any concrete pour over 60 cubic metres booked at least three working "
         "days ahead and signed off by her, so mixers and loaders are not pulled off aggregate "
         "deliveries at short notice.")
    ,
    env("env-batchwise-wet-sand-morning", "system-state", "concrete-plant",
        "the sand bay is filled with freshly delivered wet sand that morning",
        "the Batchwise moisture probe reads low for about an hour and the first loads come out "
        "wetter than ordered, with high slump",
        5, 1, "2026-09-03",
        "Barnaby now has the loader take sand from the back of the bay for the first hour.")
    ,
    # --- 13. the lab and product conformity ---
    sem("sem-lab-labtrack-dop", "lab", 0.95, 18, "2026-07-07",
        "The site lab tests every product and issues declarations from Labtrack",
        "Perpetua Lindqvist's lab sieves each product for grading every week and checks "
        "flakiness; Los Angeles abrasion and polished stone value are tested quarterly by an "
        "outside lab (the gritstone's PSV is 68). Results go into Labtrack, which holds the "
        "limits for every product and issues the declarations of performance and test "
        "certificates. The factory production control system is audited once a year.")
    ,
    epi("epi-10mm-limits-copied-from-14mm", "lab", "incident", "2026-10-29",
        "Two weeks of 10 mm with too many fines went unnoticed",
        "After a Labtrack update, the grading limits for 10 mm single size had been replaced by "
        "the 14 mm ones, so two weeks of results with too much fine material passed. About "
        "1,600 t was sold before Perpetua spotted it by hand, and one customer has claimed for "
        "a failed surface dressing.")
    ,
    rule("rule-labtrack-limits-after-update", "lab",
         ["Labtrack", "software update", "grading limits", "specification envelope",
          "FPC manual"],
         "high", 0, "2026-11-04",
         "After any Labtrack update, compare every limit table with the signed manual",
         "When Labtrack has been updated, do: print the limit table of every product and check "
         "it line by line against the signed FPC manual before any new result is entered. Not: "
         "assume the limits came through the update unchanged. Why: in October the 10 mm "
         "limits were overwritten by the 14 mm ones and 1,600 t of failing stone was sold.")
    ,
    pref("pref-marguerite-concessions-and-certs", "approvals", "lab", "2026-11-06",
         "Certificates only after Perpetua signs; concessions only from Marguerite",
         "No test certificate leaves the site until Perpetua has signed it. Selling material "
         "outside its specification is a concession that Marguerite alone grants, in writing, "
         "naming the customer and the tonnage.")
    ,
    env("env-labtrack-bulk-pdfs", "skill-output-shape", "lab",
        "more than 30 certificates are produced from Labtrack in a single run",
        "about a third of the PDFs come out without the logo and with an empty second page; "
        "runs of ten come out clean",
        4, 0, "2026-08-12",
        "Reported to the vendor; no fix date.")
    ,
    # --- 14. stockpile surveys ---
    sem("sem-skytally-stock-surveys", "stock-surveys", 0.93, 13, "2026-04-29",
        "Monthly drone surveys of the stockpiles, reconciled to sales",
        "Skyfen Surveys flies a drone over the stockyard on the last working day of each month "
        "and Skytally turns it into volumes. Tonnes use bulk densities of 1.55 for 20 mm, 1.60 "
        "for 6 mm and 1.75 for dust. The stock change is reconciled against Tallyweigh sales "
        "and belt tonnage, and a gap under 3 per cent is accepted.")
    ,
    epi("epi-august-survey-missed-heap", "stock-surveys", "incident", "2026-08-31",
        "The August survey left out a 6 mm heap by the old concrete yard",
        "A heap of 6 mm started in August beside the old concrete yard lay outside the drone's "
        "flight boundary. Stock came out about 3,100 t low and the month's accounts showed a "
        "loss that had to be reversed in September.")
    ,
    rule("rule-new-heap-to-flight-boundary", "stock-surveys",
         ["Skytally", "drone survey", "flight boundary", "new stockpile", "month-end stock"],
         "medium", 0, "2026-09-07",
         "Tell Skyfen about any new heap before the month ends",
         "When a stockpile is started anywhere outside the usual stockyard, do: send its "
         "location and product to Skyfen so the flight boundary covers it before the last "
         "working day. Not: assume the pilot will see it. Why: in August a 6 mm heap was missed "
         "and stock read 3,100 t low.")
    ,
    pref("pref-marguerite-stock-rounding", "data", "stock-surveys", "2026-05-04",
         "Stock to the nearest hundred tonnes, with last month beside it",
         "Marguerite wants stock figures rounded to the nearest 100 tonnes, no decimals, each "
         "product with the previous month's figure in the next column.")
    ,
    env("env-skytally-results-delay", "skill-output-shape", "stock-surveys",
        "the month-end drone flight has taken place",
        "Skytally's volumes arrive three working days later in the late afternoon, or later if "
        "it rained on the day of the flight",
        8, 1, "2026-11-05",
        "Month-end stock notes should be planned for the fourth working day.")
    ,
    # --- 15. planning conditions and noise ---
    sem("sem-planning-hours-and-noise", "planning-conditions", 0.96, 20, "2026-03-04",
        "Permission FDC/19/0442: hours, early starts and noise limits",
        "Planning permission FDC/19/0442 allows working until 2041. The plant may run 07:00 to "
        "19:00 on weekdays and 07:00 to 13:00 on Saturdays, never on Sundays or bank holidays. "
        "The coating plant may start at 05:00 on no more than 40 days a year, each one logged. "
        "Noise at houses must stay under 55 dB LAeq,1h by day and 42 at night, measured by "
        "Quietlog monitors. A liaison committee with Hollins Brow parish meets every quarter.")
    ,
    epi("epi-forty-first-early-start", "planning-conditions", "incident", "2026-11-16",
        "The coating plant made a 41st early start",
        "A 05:00 start on 3 November for the Thrapley bypass contract was booked by phone and "
        "never entered in the early-start log, so a further booking on 12 November was the "
        "41st of the year. The council's monitoring officer found it from Quietlog data and "
        "wrote to Marguerite about a breach of the permission.")
    ,
    rule("rule-early-start-count-first", "planning-conditions",
         ["early start", "05:00 start", "coating plant before 07:00", "40-day limit",
          "early-start log"],
         "high", 0, "2026-11-23",
         "Check and log the early-start count when the order is taken",
         "When a customer asks for coated stone before 07:00, do: look up the year's count in "
         "the early-start log before accepting, and enter the date at the moment of booking. "
         "Not: book by phone and log it later. Why: a start booked by phone and never logged "
         "led to a 41st early start and a breach letter in November.")
    ,
    pref("pref-marguerite-liaison-papers", "writing", "community", "2026-03-09",
         "Liaison committee papers in plain English, a week ahead",
         "Marguerite wants papers for the liaison committee written for residents: every term "
         "like PPV or LAeq explained in a few words, each figure shown next to its limit in a "
         "simple table, and the papers sent a full week before the meeting.")
    ,
    env("env-quietlog-southeast-wind", "system-state", "planning-conditions",
        "the wind blows from the south-east at more than 4 m/s at night",
        "the Hollins Brow Quietlog reads 3 to 5 dB higher, mostly from B6311 traffic, and an "
        "early start that night tends to pass 42 dB",
        5, 2, "2026-10-22",
        "Saoirse annotates those nights in the noise record before the council sees them.")
    ,
    # --- 16. site power ---
    sem("sem-site-power-substation", "power", 0.92, 11, "2026-02-11",
        "11 kV from Northmoor Power, a 2 MVA transformer and a 500 kVA standby set",
        "Northmoor Power supplies the site at 11 kV to a substation with a 2 MVA transformer; "
        "the crushing plant draws about 1.3 MW at full run. A 500 kVA standby diesel generator "
        "starts in 15 seconds and feeds only the offices, weighbridge, lab and the Thermobit "
        "heater. Half-hourly metering and charges are on the Voltmate portal.")
    ,
    epi("epi-power-cut-full-crushers", "power", "incident", "2026-02-05",
        "A forty-minute power cut left the crushers stopped full",
        "A Northmoor Power fault cut the supply for forty minutes with the primary and both "
        "cones full of rock. When power came back everything was started from Plantview at "
        "once; the loaded crushers tripped the main breaker twice and the fitters spent five "
        "hours digging out the secondary cone.")
    ,
    rule("rule-restart-downstream-first", "power",
         ["power cut", "restart after outage", "loaded crusher", "main breaker trip",
          "Plantview start all"],
         "high", 0, "2026-02-12",
         "After an outage, start from the stockpile end back to the primary",
         "When power returns with crushers stopped full, do: start conveyors and screens first, "
         "then each cone on its own in clearing mode, and the primary last once the cones have "
         "emptied. Not: use 'start all' in Plantview. Why: in February a restart of everything "
         "at once tripped the main breaker twice and cost five hours of digging out.")
    ,
    pref("pref-marguerite-outage-text", "communication", "power", "2026-02-16",
         "A text to Marguerite the moment power fails in working hours",
         "Marguerite wants a text message, not a call or an e-mail, as soon as the mains fails "
         "during working hours, and a second text when the plant is running again. Planned "
         "Northmoor outages go in the site diary with two weeks' warning to customers.")
    ,
    env("env-voltmate-winter-peak-charges", "system-state", "power",
        "the crushing plant runs after 16:00 on a weekday between November and February",
        "the Voltmate bill for that week carries red-band charges of roughly 1,100 pounds",
        4, 1, "2026-12-03",
        "The miss was a week when the plant ran late only on one day.")
    ,
    # --- 17. radios and the site network ---
    sem("sem-radio-channels-network", "radio-network", 0.93, 14, "2026-06-17",
        "Four radio channels through one repeater, fibre between buildings",
        "Site radios use four channels: 1 for the face and mobile plant, 2 for the processing "
        "plant and maintenance, 3 for the weighbridge and yard, and 4 for blasting only, used "
        "on blast days by the shotfirer and sentries. A solar-powered repeater on the old west "
        "quarry rim carries them. Fibre joins the offices, weighbridge, lab and coating plant; "
        "solar masts give mesh Wi-Fi at the face. The network is 10.40.0.0/16 and Hildegard "
        "Penhaligon runs it.")
    ,
    epi("epi-van-past-sentry-dead-repeater", "radio-network", "near-miss", "2026-05-13",
        "A delivery van passed a sentry who never heard the blast warning",
        "On a blast day the repeater's battery was flat, and sentry post 2 on the west access "
        "track heard nothing on the blasting channel. A delivery van was let through during the "
        "warning period. Desmond's roll call before firing got no answer from post 2, so he held "
        "the blast for fifty minutes until the van was out.")
    ,
    rule("rule-sentry-roll-call-and-repeater", "radio-network",
         ["blast day", "sentry roll call", "channel 4", "repeater battery", "radio check"],
         "high", 0, "2026-05-20",
         "Check the repeater in the morning and hear every sentry before the first siren",
         "On a blast day, do: read the repeater battery voltage on the systems page before 09:00, "
         "and before the first siren call each sentry by post number on channel 4 and get a "
         "reply. Not: treat silence as a clear post. Why: in May a flat repeater battery left "
         "sentry post 2 deaf to the warning and a van drove into the blast area.")
    ,
    pref("pref-marguerite-network-changes", "approvals", "radio-network", "2026-06-22",
         "Network and radio changes: out of hours, with a one-line plan and a way back",
         "Marguerite approves every change to the site network or radios beforehand. She wants "
         "a one-line plan, the time (outside operating hours only) and how it will be undone if "
         "it goes wrong.")
    ,
    env("env-repeater-battery-dull-weeks", "system-state", "radio-network",
        "a week in December or January passes with fewer than three hours of sun a day",
        "the repeater battery falls below 11.8 V and channels drop out in the late afternoon",
        3, 1, "2026-12-04",
        "Last winter's figures and two early-December weeks this year.")
    ,
    # --- 18. orders, credit and dispatch ---
    sem("sem-orderdesk-orders-credit", "orders", 0.94, 17, "2026-09-16",
        "Orderdesk takes orders, checks credit and links them to tickets",
        "Customers order on orderdesk.carrowmoss.example or by phone to the sales office. Orders "
        "placed by 15:00 are delivered the next working day. Orderdesk checks each account "
        "against its credit limit and hands the order to Tallyweigh, so every ticket carries "
        "its order. Deliveries use the site's six tippers and Marl & Sons. Emrys Cadogan runs "
        "the sales office.")
    ,
    epi("epi-county-highways-on-hold", "orders", "incident", "2026-09-21",
        "The County Highways account was stopped and 22 lorries turned away",
        "A County Highways payment had been keyed against another customer, so Orderdesk put "
        "the county's account on credit hold over the weekend. On Monday morning 22 lorries "
        "were turned back at the weighbridge and a county road gang stood idle until noon; "
        "Marguerite wrote an apology to the county's head of highways.")
    ,
    rule("rule-credit-hold-check-cash", "orders",
         ["credit hold", "Orderdesk", "account stopped", "unapplied payment",
          "lorries turned away"],
         "medium", 0, "2026-09-28",
         "Before refusing a good payer, look for unapplied cash and phone their buyer",
         "When Orderdesk stops an account that usually pays on time, do: look for unapplied "
         "payments in the ledger and ring the customer's buyer before any lorry is refused; the "
         "sales office may release the hold for 24 hours. Not: turn lorries away on the flag "
         "alone. Why: in September a misposted payment stopped County Highways and 22 lorries "
         "were sent back.")
    ,
    pref("pref-marguerite-quotes", "approvals", "orders", "2026-09-30",
         "Large or discounted quotes go to Marguerite; haulage priced apart",
         "Quotes for more than 5,000 t or with a discount above 8 per cent need Marguerite's "
         "approval. Every quote states a 30-day validity and shows haulage as a separate line "
         "from the material price.")
    ,
    env("env-orderdesk-edit-after-ticket", "workspace-state-transitions", "orders",
        "an order is changed in Orderdesk after its first ticket has been printed",
        "the following tickets for that order keep the old delivery address until Tallyweigh "
        "resynchronises at midnight",
        5, 0, "2026-10-28",
        "Two loads went to a closed site in Thrapley this way; Emrys now cancels and re-enters.")
    ,
]

BLIND34_TASKS: list[dict[str, Any]] = [
    # the quarry, its people and its layout
    task("b34-t001", "who fires the shots here, and who stands in for him when he's off?",
         [S], ["sem-carrowmoss-site-and-team"]),
    task("b34-t002", "Qui s'occupe du labo, et qui tient la bascule et les ventes ?",  # fr
         [S], ["sem-carrowmoss-site-and-team"]),
    task("b34-t003", "how far is the closest farmhouse from where we dig on the eastern side?",
         [S], ["sem-carrowmoss-benches-and-layout"]),
    task("b34-t004", "I'm going to mail Marguerite three options for the new tyre contract and "
         "just let her pick. How will that go down?",
         [V], ["env-marguerite-decision-without-recommendation"]),
    task("b34-t005", "Ich schicke Marguerite die Monatszahlen, sage aber nicht, aus welchem "  # de
         "Programm die Tonnagen kommen. Wie wird sie reagieren?",
         [V], ["env-marguerite-figure-without-source"]),
    task("b34-t006", "I dropped a customer's cert PDF into S:\\Quality from the sales PC, it said "
         "saved but there's nothing there. What's up?", [V], ["env-quality-share-read-only"]),
    # blasting and vibration
    task("b34-t007", "what's the most shaking a neighbour's house may get, and at what hours of "
         "the day can we fire?", [S], ["sem-blast-limits-and-monitors"]),
    task("b34-t008", "why did the farmer over at Lowfold ring up in September after a shot on the "
         "east side?", [E], ["epi-blast-26-041-lowfold"]),
    task("b34-t009", "I've dragged two holes in the design and retimed them myself. Anything "
         "before the bulk truck starts pumping?", [P], ["rule-blast-sequence-second-check"]),
    task("b34-t010", "Acabo de mover un barreno en el diseño de la voladura y le cambié el "  # es
         "retardo a mano. ¿Qué compruebo antes de cargar?",
         [P], ["rule-blast-sequence-second-check"]),
    task("b34-t011", "draft the notice to the Beckside households about Thursday's shot",
         [U], ["pref-marguerite-blast-neighbours"]),
    task("b34-t012", "we fired at 13:10 after a grey week and nothing from the farm's seismograph "
         "is online yet. Will it turn up?", [V], ["env-tremorlog-lowfold-battery"]),
    task("b34-t013", "Una famiglia di Lowfold ha avuto 9 mm/s all'ultima volata: aspetto "  # it
         "che chiamino loro?", [U], ["pref-marguerite-blast-neighbours"]),
    # the detonator store
    task("b34-t014", "do we keep any of the bulk explosive here overnight?",
         [S], ["sem-detonator-store-and-magbook"]),
    task("b34-t015", "Quem tem as chaves do paiol e quem vem inspecioná-lo?",  # pt
         [S], ["sem-detonator-store-and-magbook"]),
    task("b34-t016", "what was the mix-up over the detonator count in early summer?",
         [E], ["epi-magbook-double-return"]),
    task("b34-t017", "leftover dets from today's shot: where and how do I put them back in the "
         "book?", [P], ["rule-magbook-returns-at-store"]),
    task("b34-t018", "the shelf count is two short of the register tonight. How do I let "
         "Marguerite know?", [U], ["pref-marguerite-explosives-discrepancy"]),
    task("b34-t019", "I need to correct yesterday's issue line in Magbook and it's half eight in "
         "the evening. Any knock-on?", [V], ["env-magbook-late-edit-lock"]),
    # primary crusher
    task("b34-t020", "what gap is the jaw set at, and how much can it put through in an hour?",
         [S], ["sem-primary-jaw-crusher"]),
    task("b34-t021", "Was ist im März am Vorbrecher mit dem Meißelarm und einem Schlosser "  # de
         "passiert?", [E], ["epi-breaker-arm-near-fitter"]),
    task("b34-t022", "there's a big lump wedged over the feeder. OK to swing the hammer onto it?",
         [P], ["rule-breaker-walkway-clear"]),
    task("b34-t023", "Un bloc coince la trémie du concasseur primaire et je veux utiliser "  # fr
         "le brise-roche télécommandé. Quelles précautions ?",
         [P], ["rule-breaker-walkway-clear"]),
    task("b34-t024", "write up the forklift that nearly reversed into someone at the lab door "
         "yesterday", [U], ["pref-marguerite-near-miss-writeups"]),
    task("b34-t025", "it poured 22 mm overnight and we're digging the north side this morning. "
         "What will the primary do?", [V], ["env-jaw-wet-clay-bands"]),
    # cone crushers
    task("b34-t026", "how many tonnes does a manganese set in the tertiary usually survive?",
         [S], ["sem-cone-crushers-conetrak"]),
    task("b34-t027", "why did we run out of six mil chippings for the blacktop contract in July?",
         [E], ["epi-tooth-in-tertiary-cone"]),
    task("b34-t028", "fitters have finished the belt job on C4 and want to start up",
         [P], ["rule-magnet-height-before-restart"]),
    task("b34-t029", "Hanno finito di riparare il nastro C4: possiamo ripartire subito?",  # it
         [P], ["rule-magnet-height-before-restart"]),
    task("b34-t030", "summarise last month's crusher breakdowns for Marguerite",
         [U], ["pref-marguerite-downtime-in-tonnes"]),
    task("b34-t031", "tertiary liner's at roughly 88,000 t. Can I believe the gap Conetrak is "
         "showing?", [V], ["env-conetrak-worn-liner-reading"]),
    # screens, conveyors, belt weighers
    task("b34-t032", "which belts have weighers fitted, and how often do they get calibrated?",
         [S], ["sem-screens-and-beltscale"]),
    task("b34-t033", "why was May's output overstated by a couple of thousand tonnes?",
         [E], ["epi-beltscale-c12-reading-high"]),
    task("b34-t034", "we've just re-joined the C7 belt and swapped two rollers under it",
         [P], ["rule-chain-test-after-splice"]),
    task("b34-t035", "Fizemos uma emenda na correia C12 hoje. O que é preciso antes de "  # pt
         "confiar outra vez na balança?", [P], ["rule-chain-test-after-splice"]),
    task("b34-t036", "what number do I give Marguerite for November's output?",
         [U], ["pref-marguerite-production-from-sales"]),
    task("b34-t037", "pull a whole month of Plantview shift data into one file",
         [V], ["env-plantview-long-export"]),
    # dust
    task("b34-t038", "at what reading does one of the fence-line particle monitors raise an "
         "alarm?", [S], ["sem-dustnet-and-condition-14"]),
    task("b34-t039", "¿Qué pasó en agosto con el polvo en Beckside y la visita del "  # es
         "ayuntamiento?", [E], ["epi-beckside-dust-bowser-off"]),
    task("b34-t040", "the damping tanker's pump has gone and it's meant to stay dry till Sunday",
         [P], ["rule-bowser-out-dry-forecast"]),
    task("b34-t041", "Mrs Haworth phoned about grit on her windows. What now?",
         [U], ["pref-marguerite-complaints-same-day"]),
    task("b34-t042", "on-call phone went off at 3am for a particle spike at Lowfold on a misty "
         "night. Real?", [V], ["env-dustnet-fog-spikes"]),
    task("b34-t043", "Nuit de brouillard, humidité à 98 % : les capteurs de poussières "  # fr
         "vont-ils déclencher l'astreinte ?", [V], ["env-dustnet-fog-spikes"]),
    # water
    task("b34-t044", "what's the largest volume a day we may let into the beck?",
         [S], ["sem-sump-lagoons-consent"]),
    task("b34-t045", "Welche Grenzwerte für Schwebstoffe und pH gelten für unsere "  # de
         "Einleitung in den Bach?", [S], ["sem-sump-lagoons-consent"]),
    task("b34-t046", "why did the river regulator send us a warning in the spring?",
         [E], ["epi-outfall-ph-washout"]),
    task("b34-t047", "the rinsing pit is being emptied tomorrow. Where do the mixer drivers clean "
         "out?", [P], ["rule-washout-water-away-from-lagoons"]),
    task("b34-t048", "the council officer wants a written note on the turbidity spike; can I just "
         "send it?", [U], ["pref-marguerite-regulator-contact"]),
    task("b34-t049", "forecast says 30 mm tonight. What happens to the pit sump and our discharge "
         "allowance?", [V], ["env-pondwatch-heavy-rain"]),
    # weighbridges
    task("b34-t050", "what's the heaviest a four-axle tipper can be before the bridge refuses it?",
         [S], ["sem-weighbridges-tallyweigh"]),
    task("b34-t051", "why did police pull one of Marl's lorries in October?",
         [E], ["epi-overloaded-tipper-manual-mode"]),
    task("b34-t052", "lights flickered and the weighbridge PC rebooted; there's a queue of "
         "lorries", [P], ["rule-tallyweigh-auto-after-power-dip"]),
    task("b34-t053", "Se fue la luz un segundo y el programa de la báscula se reinició. "  # es
         "¿Qué miro antes de dejar salir camiones?",
         [P], ["rule-tallyweigh-auto-after-power-dip"]),
    task("b34-t054", "a haulier contests 1,200 quid of weight charges. Can Emrys just credit it?",
         [U], ["pref-marguerite-weight-disputes"]),
    task("b34-t055", "it's bucketing down at the gate. Anything to watch with the number plate "
         "reader?", [V], ["env-anpr-misreads-wet-plates"]),
    # mobile plant
    task("b34-t056", "how fast may the dumpers go on the ramps?",
         [S], ["sem-mobile-plant-fleetpulse"]),
    task("b34-t057", "what happened with DT3 on that icy bend?",
         [E], ["epi-dt3-ran-wide-on-ramp"]),
    task("b34-t058", "Tobiah's deputy leaves us on Friday",
         [P], ["rule-fleetpulse-alerts-to-group"]),
    task("b34-t059", "Um encarregado mudou de função. O que fazer com os avisos de pneus "  # pt
         "que ele recebia?", [P], ["rule-fleetpulse-alerts-to-group"]),
    task("b34-t060", "put together this week's machines report",
         [U], ["pref-marguerite-fleet-table"]),
    task("b34-t061", "the excavator down on bench 6 hasn't moved on the tracking map for half an "
         "hour. Broken down?", [V], ["env-fleetpulse-position-at-depth"]),
    # coating plant
    task("b34-t062", "which wearing course mixes do we make, and how hot do they go out?",
         [S], ["sem-coating-plant-blendmaster"]),
    task("b34-t063", "Perché a giugno il comune ha respinto tre carichi di SMA?",  # it
         [E], ["epi-sma10-superseded-recipe"]),
    task("b34-t064", "setting up tomorrow's SMA job for the county on the plant computer",
         [P], ["rule-recipe-by-approval-number"]),
    task("b34-t065", "Ich lege morgen früh einen Auftrag in Blendmaster an und sehe zwei "  # de
         "Rezepte mit gleichem Namen. Welches nehme ich?",
         [P], ["rule-recipe-by-approval-number"]),
    task("b34-t066", "the county's inspector sent back two of our lorries this morning",
         [U], ["pref-marguerite-rejected-loads"]),
    task("b34-t067", "first run Monday after a frosty weekend idle. When can the first customer "
         "lorry load?", [V], ["env-blendmaster-cold-start"]),
    # bitumen
    task("b34-t068", "how hot do we hold the binder tanks and which grades are in them?",
         [S], ["sem-bitumen-tanks-thermobit"]),
    task("b34-t069", "why was some binder only fit for base mixes this spring?",
         [E], ["epi-wrong-grade-into-tank-2"]),
    task("b34-t070", "Kestle tanker at the gate, driver asking which connection to use",
         [P], ["rule-bitumen-fill-point-check"]),
    task("b34-t071", "Un camion-citerne de bitume arrive ; le chauffeur demande sur quel "  # fr
         "raccord se brancher.", [P], ["rule-bitumen-fill-point-check"]),
    task("b34-t072", "Kwabena wants an extra load of 40/60 brought in on Tuesday",
         [U], ["pref-marguerite-bitumen-ordering"]),
    task("b34-t073", "the lights blinked for a few seconds at the coating plant. Anything to "
         "check on the binder side?", [V], ["env-thermobit-trips-on-dip"]),
    # concrete plant
    task("b34-t074", "what cements can the batching plant draw on, and how big is each mix?",
         [S], ["sem-concrete-plant-batchwise"]),
    task("b34-t075", "what was the grey cloud over the gate in January?",
         [E], ["epi-silo-2-overfilled"]),
    task("b34-t076", "Gantry's tanker has just pulled up at the silos",
         [P], ["rule-silo-alarm-test-before-delivery"]),
    task("b34-t077", "Llega una cisterna de cemento al silo 3. ¿Qué hago antes de que el "  # es
         "conductor conecte la manguera?", [P], ["rule-silo-alarm-test-before-delivery"]),
    task("b34-t078", "a builder wants 90 m3 for a slab the day after tomorrow. Can I say yes?",
         [U], ["pref-marguerite-big-pours"]),
    task("b34-t079", "the loader just refilled the sand bay from this morning's soaking delivery. "
         "What will the first mixes be like?", [V], ["env-batchwise-wet-sand-morning"]),
    # lab
    task("b34-t080", "how often is our stone tested for skid resistance and wear, and what's its "
         "polishing figure?", [S], ["sem-lab-labtrack-dop"]),
    task("b34-t081", "Qual é o valor de PSV da nossa pedra e com que frequência se faz a "  # pt
         "granulometria?", [S], ["sem-lab-labtrack-dop"]),
    task("b34-t082", "what's this claim over a surface dressing about?",
         [E], ["epi-10mm-limits-copied-from-14mm"]),
    task("b34-t083", "the lab software got patched over the weekend and Perpetua's away",
         [P], ["rule-labtrack-limits-after-update"]),
    task("b34-t084", "Hanno aggiornato il programma del laboratorio stanotte. Cosa devo "  # it
         "controllare prima di inserire i risultati?", [P], ["rule-labtrack-limits-after-update"]),
    task("b34-t085", "a customer will take slightly coarse 20 mm if we knock the price down. Can "
         "sales agree?", [U], ["pref-marguerite-concessions-and-certs"]),
    task("b34-t086", "I need 45 certificates for the county contract out of the lab system this "
         "afternoon", [V], ["env-labtrack-bulk-pdfs"]),
    # stock surveys
    task("b34-t087", "what density turns a volume of 20 mm into tonnes?",
         [S], ["sem-skytally-stock-surveys"]),
    task("b34-t088", "why did the August accounts show a loss we later took back?",
         [E], ["epi-august-survey-missed-heap"]),
    task("b34-t089", "we've started tipping 10 mm behind the workshop since the yard's full",
         [P], ["rule-new-heap-to-flight-boundary"]),
    task("b34-t090", "draft the month-end stock table", [U], ["pref-marguerite-stock-rounding"]),
    task("b34-t091", "drone flew Friday; can the stock note reach the accountant on Monday?",
         [V], ["env-skytally-results-delay"]),
    task("b34-t092", "Die Drohne ist am Monatsende geflogen, und es hat den ganzen Tag "  # de
         "geregnet. Wann kommen die Volumen?", [V], ["env-skytally-results-delay"]),
    # planning and noise
    task("b34-t093", "until what time may we crush on a Saturday?",
         [S], ["sem-planning-hours-and-noise"]),
    task("b34-t094", "¿Hasta qué año nos permite el permiso sacar piedra, y cuál es el "  # es
         "límite de ruido nocturno?", [S], ["sem-planning-hours-and-noise"]),
    task("b34-t095", "what's the council's breach letter from November about?",
         [E], ["epi-forty-first-early-start"]),
    task("b34-t096", "a contractor wants blacktop at half five next Tuesday",
         [P], ["rule-early-start-count-first"]),
    task("b34-t097", "Un client veut de l'enrobé à 5 h du matin jeudi prochain. Je prends "  # fr
         "la commande ?", [P], ["rule-early-start-count-first"]),
    task("b34-t098", "write the noise and vibration part of the pack for the residents' meeting",
         [U], ["pref-marguerite-liaison-papers"]),
    task("b34-t099", "tonight's a dawn-start night and a fresh breeze is coming off the "
         "south-east. Noise risk?", [V], ["env-quietlog-southeast-wind"]),
    # site power
    task("b34-t100", "what does the backup diesel keep going when the grid drops?",
         [S], ["sem-site-power-substation"]),
    task("b34-t101", "why did it take five hours to get the secondary going after last winter's "
         "outage?", [E], ["epi-power-cut-full-crushers"]),
    task("b34-t102", "power's back after half an hour and the cones are full of stone",
         [P], ["rule-restart-downstream-first"]),
    task("b34-t103", "A energia voltou e os britadores estão cheios. Por onde começo a "  # pt
         "religar?", [P], ["rule-restart-downstream-first"]),
    task("b34-t104", "the mains just dropped. How do I tell Marguerite?",
         [U], ["pref-marguerite-outage-text"]),
    task("b34-t105", "if we keep crushing till six every weekday in January, what will it do to "
         "the electricity bill?", [V], ["env-voltmate-winter-peak-charges"]),
    # radios and network
    task("b34-t106", "which radio channel is the weighbridge on, and who talks on channel 4?",
         [S], ["sem-radio-channels-network"]),
    task("b34-t107", "Pourquoi le tir de mai a-t-il été retardé de presque une heure ?",  # fr
         [E], ["epi-van-past-sentry-dead-repeater"]),
    task("b34-t108", "shot's at 12:30 today. What radio checks are due?",
         [P], ["rule-sentry-roll-call-and-repeater"]),
    task("b34-t109", "Heute wird gesprengt. Was muss ich am Funk prüfen, bevor die erste "  # de
         "Sirene ertönt?", [P], ["rule-sentry-roll-call-and-repeater"]),
    task("b34-t110", "Hildegard wants to swap the core switch on Wednesday afternoon",
         [U], ["pref-marguerite-network-changes"]),
    task("b34-t111", "it's been grey and dark all week. Will the handsets hold up this afternoon?",
         [V], ["env-repeater-battery-dull-weeks"]),
    # orders and credit
    task("b34-t112", "what's the latest a customer can order online and still get stone tomorrow?",
         [S], ["sem-orderdesk-orders-credit"]),
    task("b34-t113", "why did the county's road crew stand about one Monday in September?",
         [E], ["epi-county-highways-on-hold"]),
    task("b34-t114", "Orderdesk has blocked Brindlecombe Builders, who never pay late, and their "
         "lorry is waiting on the bridge", [P], ["rule-credit-hold-check-cash"]),
    task("b34-t115", "Orderdesk ha bloccato il conto di un cliente sempre puntuale e un "  # it
         "camion aspetta. Che faccio?", [P], ["rule-credit-hold-check-cash"]),
    task("b34-t116", "price up 8,000 t of 20 mm delivered to Thrapley for a new customer",
         [U], ["pref-marguerite-quotes"]),
    task("b34-t117", "the customer changed the drop address after the first load left. Will the "
         "next tickets show it?", [V], ["env-orderdesk-edit-after-ticket"]),
    # more requests in other languages
    task("b34-t118", "O que aconteceu com o dumper que derrapou na rampa numa manhã de "  # pt
         "geada?", [E], ["epi-dt3-ran-wide-on-ramp"]),
    task("b34-t119", "Come mai a giugno abbiamo sospeso le volate per due giorni?",  # it
         [E], ["epi-magbook-double-return"]),
    task("b34-t120", "Warum fehlten im Juli über tausend Tonnen Splitt für einen "  # de
         "Asphaltauftrag?", [E], ["epi-tooth-in-tertiary-cone"]),
    task("b34-t121", "¿Qué pasó con la carga de betún que acabó en el tanque equivocado?",  # es
         [E], ["epi-wrong-grade-into-tank-2"]),
    task("b34-t122", "Rédige le rapport hebdomadaire des engins pour Marguerite.",  # fr
         [U], ["pref-marguerite-fleet-table"]),
    task("b34-t123", "Prepara para Marguerite el resumen de paradas de las trituradoras de "  # es
         "este mes.", [U], ["pref-marguerite-downtime-in-tonnes"]),
    task("b34-t124", "Un vicino si è lamentato del rumore ieri sera: come va gestito?",  # it
         [U], ["pref-marguerite-complaints-same-day"]),
    task("b34-t125", "Preciso escrever o relatório do quase-acidente de ontem na oficina. "  # pt
         "Como a Marguerite o quer?", [U], ["pref-marguerite-near-miss-writeups"]),
    task("b34-t126", "Ein Kunde will 7.000 Tonnen mit 10 % Rabatt. Darf der Verkauf das "  # de
         "allein anbieten?", [U], ["pref-marguerite-quotes"]),
    task("b34-t127", "J'envoie à Marguerite trois devis de pneus sans dire lequel je "  # fr
         "préfère. Que va-t-elle répondre ?",
         [V], ["env-marguerite-decision-without-recommendation"]),
    task("b34-t128", "Ha habido un corte de luz de tres segundos. ¿Qué le pasa a la "  # es
         "calefacción de los tanques de betún?", [V], ["env-thermobit-trips-on-dip"]),
    task("b34-t129", "Stanotte pioveranno più di 30 mm. Cosa succederà alla vasca di "  # it
         "raccolta sul gradone 6?", [V], ["env-pondwatch-heavy-rain"]),
    task("b34-t130", "Se eu exportar de uma vez o relatório de turnos do Plantview de um "  # pt
         "mês inteiro, o que sai?", [V], ["env-plantview-long-export"]),
]

BLIND34_NO_MEMORY_REQUESTS: list[tuple[str, str]] = [
    ("b34-n01", "what's the difference between granite and sandstone, geologically?"),
    ("b34-n02", "write a short poem for my niece's tenth birthday"),
    ("b34-n04", "how long should a leg of lamb roast at 160 degrees?"),
    ("b34-n05", "why does the sky look red at sunset?"),
    ("b34-n06", "recommend a podcast about ancient Rome"),
    ("b34-n07", "is it 'affect' or 'effect' in 'the rain will ___ the schedule'?"),
    ("b34-n08", "how many bones are there in a human hand?"),
    ("b34-n10", "Comment dit-on « bon courage » en anglais de façon naturelle ?"),  # fr
    ("b34-n12", "Qual é a melhor época do ano para visitar os Açores?"),  # pt
]
