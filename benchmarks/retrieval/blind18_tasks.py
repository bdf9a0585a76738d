"""An eighteenth workspace and its tasks: a hydroelectric dam's operations and control systems,
written from the record format alone and never fitted on.

The store is the memory of the operations and control-systems team at Karrowmere (an invented
hydroelectric scheme on the invented river Caddon): the Sluicewright control of the four radial
spillway gates (gate PLCs gp-1 to gp-4), the three 40 MW Francis units G1-G3 and their Torvane
governors, the reservoir level radars LT-101 / LT-102 and the float gauge, the Seepline dam-safety
instruments (piezometers, plumb lines, toe-drain seepage weir), the Exovolt excitation and power
system stabilisers, the Bidwell day-ahead bidding tool, the vertical-slot fish pass and its
Scalecount camera counter, the intake trash racks and the Grizzrake cleaner, the Riverhorn
downstream siren network, the black-start diesel, the penstock and the units' spherical inlet
valves, the fibre and microwave link to the Ashgrove Control Centre, the kestrel-jump vendor
access host and the ot-transfer share, the Tallyworks permits and work orders, the licence's
compensation flow, winter ice on the gates (seal heaters and bubbler), the step-up transformers
and their Gasguard gas monitors, and the Raincast inflow forecast; and of its principal (Sunniva
Trask-Mbeki, head of plant operations and control systems). Other invented names: Emrys Colquhoun
(shift supervisor), Liesel Arvanitis (dam safety engineer), Tobiah Nkemelu (fisheries
biologist), Rosalind Pfeffer (trading desk), Ottilie Brandvold (hydrologist), Vireo Controls
(controls contractor), Brackwater Electrical (transformer service), Corran Haulage, Westmark Grid
(the grid operator), the Lower Caddon River Authority, the Caddon Angling Club, Fallowford,
Millrace Bridge, Lowbeck, High Scarth, Tarn Moss, Scarth Wood.

Eighteen themes hold one record in each tier about the same system (a fact, an incident, a
lesson, a preference of Sunniva and a prediction), so a request's words say what it is about and
mostly only its shape says which kind of memory answers it. Three more records: a fact about the
Karrowmere control room's staffed hours and the night arrangement, and two predictions of how
Sunniva reacts (to a long message during her morning drive, and to a figure sent without its
source). Lessons carry a trigger list of entities and situation words and a "When ..., do: ...
Not: ... Why:" body; predictions carry a condition and a prediction, in the SPEC's sub-buckets
system-state (13), workspace-state-transitions (2), skill-output-shape (2), filesystem-response
(1) and principal-response (2). One episodic record has the event type near-miss, the others
incident.

Counts: 93 records (19 semantic, 18 episodic, 18 procedural, 18 personalized, 20
environment-dynamics); 130 tasks, each with one needed tier and one answering record (semantic
25, episodic 26, procedural 30, personalized 23, environment-dynamics 26; English 91, German 8,
French 8, Spanish 8, Italian 8, Portuguese 7; of the 39 not in English: semantic 6, episodic 8,
procedural 12, personalized 5, environment-dynamics 8); every record answers at least one task;
12 no-memory requests (5 of them not in English).

Written by hand by a writer who had not read the project's code (not the recall code, its cue
tables, its weights, nor any other store's rows); the only inputs were the SPEC's sections on the
five tiers and their frontmatter, and an earlier task file's layout (its docstring, its import
line and variable definitions, its first theme of records, its first tasks and its first
no-memory requests); the heldout README was read only to pick a domain not used before. The
signatures of the record and task constructors were inferred from those first records, not read
from their module. Each request was written for one record, and its tier is that record's tier.
The set was never run through recall before being handed over: the only checks were a parse,
and a run of this file against stand-in constructors written by the writer to check that every
gold id exists and has the task's tier, that every record is used, and the longest run of words
a request shares with its record (four at most, "on wan-kar-1", a host's name). Every
system, company, person, place and number is invented; nothing was copied from a public text. Requests are typed the way a shift operator, an engineer,
a trader, a contractor or a coding agent would type them (imperatives, "what happened when",
"will X if", "ok to ...?", terse fragments); non-English requests are marked by a trailing
comment. Hard families on purpose: an imperative whose needed memory is how Sunniva wants that
kind of work done (personalized), a question about how the plant, the river or Sunniva will react
(environment-dynamics), "who can" / "where does" / "how much" about a fact (semantic), the
situation a lesson is for told without the lesson's words (procedural), and "what happened" /
"why did we" (episodic). Some requests touch a second record of the same theme more weakly (a
lesson and the incident behind it); the gold is the one record that answers the request as
asked. BLIND18_NO_MEMORY_REQUESTS lists requests that no record in this store answers (general
knowledge or small talk), as plain (id, text) pairs outside the task constructor, for a caller
that wants to measure abstention. Report it in aggregate; do not tune on it.
"""
from __future__ import annotations

from typing import Any

from benchmarks.retrieval.dataset import E, P, S, U, V, env, epi, pref, rule, sem, task

BLIND18_RECORDS: list[dict[str, Any]] = [
    # --- 1. spillway radial gates (Sluicewright) ---
    sem("sem-sluicewright-spillway-gates", "spillway-gates", 0.95, 16, "2026-01-12",
        "Sluicewright drives the four radial spillway gates through gate PLCs gp-1 to gp-4",
        "The four radial gates on the Karrowmere spillway are moved by the Sluicewright gate "
        "control system, one PLC per gate (gp-1 to gp-4) in the crest kiosk. A gate can be "
        "commanded only from the crest kiosk panel or from the Tarnwatch HMI in the Karrowmere "
        "control room, with a two-step select-and-confirm; the engineering office PCs have "
        "read-only screens. The opening rate is capped at 0.3 m per minute by the downstream "
        "ramping condition of the operating licence.")
    ,
    epi("epi-2025-11-02-gate3-encoder-drift", "spillway-gates", "incident", "2025-11-02",
        "Gate 3 showed 1.2 m open on the HMI while it was really open 1.9 m",
        "After a wet week the absolute encoder on gate 3 had slipped on its shaft. The HMI showed "
        "1.2 m while the gate stood at 1.9 m, so the discharge was about 28 m3/s more than "
        "Tarnwatch reported. The Fallowford gauge rose 40 cm faster than the plan said; the crest "
        "patrol measured the real opening against the painted staff on the pier at 16:20. Vireo "
        "Controls re-pinned the encoder the next morning.")
    ,
    rule("rule-spillway-opening-check-on-pier", "spillway-gates",
         ["spillway gate", "radial gate", "gate encoder", "gp-1", "gp-2", "gp-3", "gp-4",
          "Sluicewright", "gate opening", "position sensor"], "high", 0, "2025-11-05",
         "Confirm a changed gate opening on the pier staff and on the Fallowford gauge",
         "When a spillway gate is moved by more than 0.5 m, or after any work on a gate's "
         "position sensor, do: send the crest patrol to read the opening on the painted pier "
         "staff and compare the Fallowford gauge against the planned rise 60 minutes later. Not: "
         "take the HMI opening as the truth because the encoder was just calibrated. Why: the "
         "HMI said 1.2 m for a whole afternoon while the river got 1.9 m of gate (2025-11-02).")
    ,
    pref("pref-sunniva-spill-notice-by-phone", "external-notices", "spillway-gates",
         "2025-06-30",
         "Sunniva wants the river authority and the angling club phoned an hour before a spill",
         "Before any spill above 20 m3/s Sunniva wants the duty officer of the Lower Caddon River "
         "Authority and the secretary of the Caddon Angling Club called by phone at least 60 "
         "minutes ahead, the call logged in the shift log with the name of who answered. An email "
         "alone does not count for her, and she does not want the notice sent as a draft to her "
         "first unless the spill will exceed 80 m3/s.")
    ,
    env("env-fallowford-gauge-lag-after-gate-move", "system-state", "spillway-gates",
        "a spillway gate opening is increased",
        "the Fallowford gauge 9 km downstream starts to rise after about 45 minutes and peaks "
        "about 70 minutes after the move", 11, 1, "2026-02-14",
        "Travel time measured over eleven releases; the one miss was during a frozen-bank winter "
        "flow, when the rise came after 30 minutes."),

    # --- 2. turbine governors (Torvane) ---
    sem("sem-torvane-governors", "turbine-governor", 0.92, 12, "2025-12-03",
        "Units G1 to G3 are 40 MW Francis sets on Torvane governors with 4 % droop",
        "Karrowmere has three Francis units, G1, G2 and G3, 40 MW each. Each has a Torvane digital "
        "governor set to 4 % droop; G3 got the newer Torvane TX generation in 2024 and its "
        "parameter file has a different layout from G1 and G2. The parameter files of all three "
        "are kept in the gov-params repository on the engineering server, one folder per unit, "
        "with the last known good set tagged.")
    ,
    epi("epi-2026-01-19-g2-hunting-after-param-copy", "turbine-governor", "incident",
        "2026-01-19",
        "G2 swung 3 MW back and forth for twenty minutes after a parameter set from G3 was loaded",
        "To save time a contractor loaded G3's freshly tuned governor set into G2. The unit began "
        "to hunt at about 0.4 Hz, plus or minus 3 MW, and Westmark Grid's control room phoned "
        "after twelve minutes to ask what Karrowmere was doing to the frequency. Emrys Colquhoun "
        "put G2 in manual load control and the old set was restored from gov-params at 15:05.")
    ,
    rule("rule-governor-params-only-own-unit", "turbine-governor",
         ["governor", "Torvane", "parameter file", "gov-params", "G1", "G2", "G3", "retune",
          "step test"], "high", 1, "2026-01-21",
         "Load a governor parameter set only from that unit's own folder, then step-test it",
         "When a governor parameter set is to be loaded, do: take it only from that unit's own "
         "folder in gov-params, diff it against the tagged last known good, tell the trading desk, "
         "and run a 5 % step test at half load before releasing the unit to dispatch. Not: copy a "
         "set from another unit because the turbines are identical. Why: G2 hunted for twenty "
         "minutes on G3's set and Westmark noticed before we did (2026-01-19).")
    ,
    pref("pref-sunniva-tuning-weekday-daylight", "work-scheduling", "turbine-governor",
         "2025-09-10",
         "Sunniva wants governor and excitation tuning on weekdays in daylight with the vendor on site",
         "Tuning of governors or excitation is done Monday to Thursday between 08:00 and 15:00, "
         "with the vendor's engineer physically at Karrowmere and the shift supervisor present. "
         "She will not approve it for nights or weekends even if the load is low then; her words: "
         "'low load is not worth having nobody awake who knows the machine'.")
    ,
    env("env-g2-rough-zone-vibration", "system-state", "turbine-governor",
        "G2 is held between 18 and 24 MW",
        "the upper guide bearing vibration climbs above the 4.5 mm/s alarm within about ten "
        "minutes and the draft tube pressure starts to pulse", 8, 0, "2026-03-02",
        "Part-load vortex rope; G1 and G3 have the same zone but milder. Trading knows to avoid "
        "it but the Bidwell schedule does not block it.")
    ,

    # --- 3. reservoir level measurement ---
    sem("sem-reservoir-level-instruments", "reservoir-level", 0.93, 15, "2026-01-30",
        "Reservoir level comes from two radar gauges on the intake tower with a float gauge as check",
        "Karrowmere reservoir level is measured by radar gauges LT-101 and LT-102 on the intake "
        "tower, averaged by Tarnwatch, and by an old float-and-tape gauge in the tower well that "
        "is read by hand. Levels are in metres above ordnance datum (mAOD): top water level "
        "212.40, flood limit 214.10, minimum draw-down 198.00. The float gauge is the reference "
        "when the radars disagree.")
    ,
    epi("epi-2025-12-08-radar-snow-false-high", "reservoir-level", "incident", "2025-12-08",
        "Snow on a radar gauge made the reservoir look 0.8 m higher and nearly started a spill",
        "Wet snow built up on the antenna cone of LT-101, which jumped 0.8 m in ten minutes. "
        "Tarnwatch averaged both radars, showed the reservoir 0.4 m above top water level and "
        "raised a spill recommendation. The night operator at Ashgrove had a gate selected when "
        "the crest patrol read the float gauge at 211.98. Nothing was spilled; the cone was "
        "cleared at dawn.")
    ,
    rule("rule-level-disagreement-read-float", "reservoir-level",
         ["LT-101", "LT-102", "radar gauge", "reservoir level", "float gauge", "level jump",
          "spill recommendation", "Tarnwatch"], "high", 0, "2025-12-10",
         "When the level radars disagree or jump, read the float gauge before acting",
         "When LT-101 and LT-102 differ by more than 10 cm, or either moves more than 20 cm in ten "
         "minutes, do: have the float gauge in the tower well read by hand, switch Tarnwatch to "
         "the radar that agrees with it and note it in the shift log before any gate is moved. "
         "Not: trust the average of two radars, or start a spill on a jump. Why: a snowed-up "
         "antenna nearly opened a gate for water that was not there (2025-12-08).")
    ,
    pref("pref-sunniva-levels-in-maod-with-margin", "reporting", "reservoir-level",
         "2025-05-14",
         "Sunniva wants reservoir levels in mAOD to two decimals plus the distance to top water",
         "In every message and report, reservoir level is given in mAOD with two decimals and "
         "with the distance to top water level next to it, e.g. '211.62 mAOD, 0.78 m below TWL'. "
         "She dislikes 'percent full' and storage in million cubic metres unless she asks for "
         "volume.")
    ,
    env("env-tarnwatch-level-export-shape", "skill-output-shape", "reservoir-level",
        "a month of level data is exported from Tarnwatch",
        "the export takes about four minutes and returns 15-minute rows in local time, with one "
        "hour doubled in October and missing in March", 6, 0, "2026-04-01",
        "The export has no UTC option; the daylight-saving hour has to be fixed by hand before "
        "any volume calculation.")
    ,

    # --- 4. dam safety monitoring (Seepline) ---
    sem("sem-seepline-dam-instruments", "dam-safety", 0.9, 10, "2025-11-18",
        "Seepline gathers 38 piezometers, two plumb lines and the toe-drain seepage weir",
        "The embankment's safety instruments report to Seepline: 38 vibrating-wire piezometers, "
        "two plumb lines in the inspection gallery and a V-notch weir on the toe drain that "
        "measures total seepage (normal 6 to 9 l/s). Readings are automatic every hour and read "
        "by hand every Monday. Liesel Arvanitis is the dam safety engineer and owns the amber and "
        "red thresholds; the panel engineer inspects once a year.")
    ,
    epi("epi-2026-02-25-toe-weir-blocked-by-leaves", "dam-safety", "incident", "2026-02-25",
        "A leaf-blocked seepage weir read almost nothing for a week, then jumped to an amber alert",
        "The toe-drain weir read 0.4 l/s for six days and Seepline called it normal because it was "
        "under the amber limit. On the Monday manual round the V-notch was found blocked with "
        "leaves; once cleared the reading went to 14 l/s, over amber, and the panel engineer had "
        "to be called for an unplanned inspection. The seepage was the normal flow that had built "
        "up behind the blockage.")
    ,
    rule("rule-sudden-seepage-drop-is-a-fault", "dam-safety",
         ["seepage", "toe drain", "V-notch weir", "piezometer", "Seepline", "reading drop",
          "plumb line"], "high", 0, "2026-02-27",
         "Treat a sudden fall in seepage or pore pressure as an instrument fault until seen",
         "When a seepage or piezometer reading falls suddenly, do: treat it as a fault, send "
         "someone to look at the weir or the instrument that day and record a manual reading. "
         "Not: log it as an improvement because it is below the amber limit. Why: a blocked weir "
         "hid a week of seepage and then set off an amber alert (2026-02-25).")
    ,
    pref("pref-sunniva-amber-to-liesel-first", "escalation", "dam-safety", "2025-10-01",
         "Sunniva wants an amber dam-safety reading phoned to Liesel first and then to her",
         "For any amber or red reading in Seepline, the shift phones Liesel Arvanitis first and "
         "Sunniva second, and nobody sends it to the operations mailing list until Liesel has "
         "looked. Sunniva does not want to be the first call on dam safety: 'I can't judge a "
         "piezometer, Liesel can.'")
    ,
    env("env-seepage-follows-high-reservoir", "system-state", "dam-safety",
        "the reservoir is held above 211.0 mAOD",
        "toe seepage rises about 1.5 l/s per metre of extra head with a lag of two to three "
        "days, and piezometers P-12 to P-15 respond within a day", 7, 1, "2026-03-20",
        "Liesel's regression over four years; a rise much faster than this is what she wants "
        "to hear about."),

    # --- 5. excitation and power system stabiliser (Exovolt) ---
    sem("sem-exovolt-excitation", "excitation", 0.91, 9, "2025-10-20",
        "Each unit has an Exovolt static exciter; G1 and G2 must run with the stabiliser on",
        "The three generators have Exovolt static excitation. The voltage setpoint is set from "
        "the control room and the reactive power schedule comes from Westmark Grid every day. "
        "The connection agreement requires the power system stabiliser (PSS) in service on G1 "
        "and G2 whenever they are synchronised; G3's PSS is tuned but optional. The AVR status "
        "page is under Tarnwatch > Units > Excitation.")
    ,
    epi("epi-2025-09-30-g1-stabiliser-left-off", "excitation", "incident", "2025-09-30",
        "G1 ran three weeks with its power system stabiliser switched off after an overhaul",
        "The Exovolt engineer disabled the PSS on G1 for the overhaul's open-circuit tests and "
        "did not switch it back on. G1 ran like that from 9 to 30 September until Westmark "
        "Grid's compliance test found it. Westmark sent a formal notice of non-compliance and "
        "Karrowmere had to submit a corrective plan within ten working days.")
    ,
    rule("rule-return-to-service-check-avr-pss", "excitation",
         ["return to service", "overhaul", "Exovolt", "AVR", "PSS", "stabiliser",
          "excitation", "commissioning"], "medium", 0, "2025-10-03",
         "Before a unit goes back to dispatch, check the exciter page against the checklist",
         "When a unit comes back from maintenance, do: open the Exovolt status page, check AVR "
         "mode, PSS on and limiter settings against the return-to-service checklist, and attach a "
         "screenshot to the work order. Not: assume the vendor put things back because the unit "
         "synchronised fine. Why: G1 ran three weeks out of compliance without anybody seeing "
         "it (2025-09-30).")
    ,
    pref("pref-sunniva-westmark-contact-through-her", "external-contacts", "excitation",
         "2025-10-05",
         "Sunniva answers Westmark Grid's compliance questions herself",
         "Questions from Westmark Grid about compliance, tests or notices go to Sunniva, who "
         "answers them herself; the shift answers only real-time dispatch calls. She wants any "
         "such mail forwarded to her untouched with one line saying what it asks, and no "
         "reply-all from the team.")
    ,
    env("env-exovolt-g3-reboots-on-voltage-dip", "system-state", "excitation",
        "station service voltage dips below 85 % for more than 200 ms",
        "G3's Exovolt controller reboots and comes back in manual voltage mode; someone has to "
        "switch it back to auto", 5, 0, "2026-02-08",
        "G1 and G2 ride through such dips; only G3's newer controller reboots. Seen on every "
        "grid fault close to the 132 kV substation.")
    ,

    # --- 6. market bidding (Bidwell) ---
    sem("sem-bidwell-day-ahead-bids", "market-bids", 0.93, 13, "2026-02-02",
        "Bidwell sends the day-ahead offers to the exchange before the 11:00 gate closure",
        "Bidwell builds Karrowmere's day-ahead offers from the Raincast inflow forecast and the "
        "reservoir plan and submits them to the power exchange before gate closure at 11:00 "
        "CET; intraday changes go through the same tool until one hour before delivery. Rosalind "
        "Pfeffer runs the trading desk; the exchange's login certificate is stored in Bidwell "
        "and renewed every twelve months.")
    ,
    epi("epi-2026-04-10-bid-rejected-expired-certificate", "market-bids", "incident",
        "2026-04-10",
        "The day-ahead offer never reached the exchange because Bidwell's certificate had expired",
        "At 10:58 Bidwell showed its usual green tick, but the exchange had refused the "
        "connection because the login certificate had expired the night before. The exchange "
        "applied Karrowmere's default profile, so nothing was sold in the evening peak and the "
        "water went to a low-price night. Rosalind estimated the loss at 38,000 EUR.")
    ,
    rule("rule-bidwell-check-exchange-receipt", "market-bids",
         ["Bidwell", "day-ahead", "gate closure", "exchange", "bid submission", "certificate",
          "intraday"], "high", 0, "2026-04-13",
         "After submitting, look for the exchange's receipt number, not Bidwell's tick",
         "When the day-ahead offer is submitted, do: submit by 10:40 and check that Bidwell shows "
         "the exchange's receipt number; check the certificate's expiry on the first of each "
         "month. Not: take the green tick as proof that the exchange has the offer. Why: the "
         "tick was green the day the whole peak was lost (2026-04-10).")
    ,
    pref("pref-sunniva-outage-table-one-line", "reporting", "market-bids", "2025-08-18",
         "Sunniva wants outages that cut capacity listed one line each: unit, from, to, MW lost",
         "When a planned or forced outage changes what can be offered, Sunniva wants it as a "
         "table with one line per outage: unit, start, end, MW unavailable, reason in three "
         "words. No prose before the table; Rosalind gets the same table.")
    ,
    env("env-bidwell-results-overwrite-schedule", "workspace-state-transitions", "market-bids",
        "the exchange publishes the day-ahead results",
        "Bidwell imports them at about 13:05 and rewrites the next day's unit schedules in "
        "Tarnwatch, replacing any schedule typed in by hand that morning", 9, 0, "2026-03-11",
        "Manual schedule entries for tomorrow made before 13:05 are lost without a warning; "
        "enter them after the import.")
    ,

    # --- 7. fish pass and counter (Scalecount) ---
    sem("sem-fish-pass-scalecount", "fish-passage", 0.9, 8, "2025-09-02",
        "A vertical-slot fish pass and an eel ramp bypass the dam; Scalecount counts fish",
        "Fish get past the dam through a 31-pool vertical-slot pass on the left bank and an eel "
        "ramp by the compensation outlet. The licence requires 1.2 m3/s of attraction flow in "
        "the pass from April to November. A Scalecount camera counter at the top pool counts "
        "and classifies fish; the data belong to Tobiah Nkemelu, the fisheries biologist, who "
        "reports them to the river authority each quarter.")
    ,
    epi("epi-2025-10-14-fish-pass-dewatered-trout-stranded", "fish-passage", "incident",
        "2025-10-14",
        "The fish pass was drained for intake works without warning and trout were stranded",
        "For a six-hour concrete repair at the intake the headpond was lowered and the fish pass "
        "inlet gate closed. Nobody told Tobiah. About forty sea trout were left in the lower "
        "pools; he and two volunteers netted them out by torchlight, eleven died. The river "
        "authority asked for a written report.")
    ,
    rule("rule-fish-pass-notice-before-headpond-works", "fish-passage",
         ["fish pass", "eel ramp", "headpond", "drawdown", "intake works", "attraction flow",
          "Tobiah"], "high", 0, "2025-10-17",
         "Any work that dries the fish pass needs the biologist told a week ahead and a rescue plan",
         "When planned work will lower the headpond or shut the fish pass inlet, do: tell Tobiah "
         "Nkemelu at least five working days ahead, agree a fish rescue and a slow drawdown, and "
         "put the plan in the work order. Not: treat a few hours as too short to matter. Why: "
         "eleven sea trout died in a six-hour job (2025-10-14).")
    ,
    pref("pref-sunniva-fish-counts-weekly-chart", "reporting", "fish-passage", "2025-07-07",
         "Sunniva wants fish counts as a weekly chart against the same weeks of last year",
         "For fish counts she wants one chart with weekly totals per species this year and last "
         "year, and a sentence on anything odd. She does not read daily tables; those go to "
         "Tobiah only.")
    ,
    env("env-scalecount-blind-when-turbid", "system-state", "fish-passage",
        "river turbidity goes above about 30 NTU after heavy rain",
        "Scalecount counts drop sharply and most passages are logged as unclassified for about "
        "two days", 6, 1, "2025-11-22",
        "The camera cannot see through the water; the low counts after storms are not a real "
        "fall in migration.")
    ,

    # --- 8. intake trash racks (Grizzrake) ---
    sem("sem-intake-racks-grizzrake", "intake-racks", 0.92, 11, "2025-10-28",
        "The intake racks have 60 mm bar spacing and the Grizzrake cleaner starts at 25 cm head loss",
        "The power intake is screened by trash racks with 60 mm bar spacing. The Grizzrake "
        "travelling rake starts by itself when the head loss across the racks passes 25 cm, and "
        "drops debris into a skip on the intake deck, which Corran Haulage empties on Tuesdays. "
        "The rake can also run continuous or be driven from its local panel.")
    ,
    epi("epi-2026-05-03-racks-blocked-g1-trip", "intake-racks", "incident", "2026-05-03",
        "A storm's branches jammed the rake and G1 tripped on low intake pressure",
        "A night storm brought branches and a whole spruce log to the intake. The rake jammed on "
        "the log at 02:10, the head loss across the racks reached 1.4 m and G1 tripped on low "
        "pressure at 02:55. The standby operator needed two hours to free the rake; G1 was back "
        "at 07:30.")
    ,
    rule("rule-storm-forecast-rake-continuous", "intake-racks",
         ["trash rack", "Grizzrake", "rake", "storm", "leaf fall", "debris", "head loss",
          "intake"], "medium", 1, "2026-05-05",
         "With a storm or heavy leaf fall coming, clean the racks early and keep someone at the intake",
         "When Raincast shows more than 40 mm of rain in 24 hours, or in peak leaf fall, do: clean "
         "the racks beforehand, set the rake to continuous and have a person at the intake during "
         "the worst hours. Not: leave the rake on its automatic head-loss start. Why: a log "
         "jammed it at night and G1 tripped before anybody got there (2026-05-03).")
    ,
    pref("pref-sunniva-rack-photos-in-shift-log", "shift-log", "intake-racks", "2025-11-12",
         "Sunniva wants before-and-after photos of the racks and the skip in the shift log",
         "Any rack cleaning beyond the automatic runs is logged with a photo of the racks before, "
         "after, and of the skip. She reads the shift log on her phone, so photos rather than "
         "descriptions.")
    ,
    env("env-rack-head-loss-costs-output", "system-state", "intake-racks",
        "head loss across the racks goes above 50 cm",
        "each extra 10 cm costs about 1.5 MW across the running units and the governors open "
        "the wicket gates to their limit", 7, 0, "2026-01-25",
        "Worked out from the January debris events; at 1 m G1 trips on low intake pressure.")
    ,

    # --- 9. downstream warning sirens (Riverhorn) ---
    sem("sem-riverhorn-siren-network", "warning-sirens", 0.94, 12, "2025-12-15",
        "Riverhorn sounds seven sirens down the Caddon valley and must warn before big releases",
        "Riverhorn is the downstream warning system: seven sirens from the dam to Millrace "
        "Bridge, each with a loudspeaker and an SMS list of residents and campsites. It must be "
        "sounded before any release above 50 m3/s. It is tested on the first Wednesday of each "
        "month at 11:00; messages are chosen from templates, and only the control room and "
        "Ashgrove can send.")
    ,
    epi("epi-2026-06-03-siren-test-sent-real-alert", "warning-sirens", "incident", "2026-06-03",
        "The monthly siren test sent the real flood-release message to the whole valley",
        "At the 11:00 test the operator reused the last sent template, which was the real "
        "'flood release, leave the river bank' message from May. Residents called the police, "
        "the Lowbeck campsite started evacuating and the local radio read it out. A correction "
        "went out at 11:14.")
    ,
    rule("rule-siren-test-template-readback", "warning-sirens",
         ["Riverhorn", "siren test", "monthly test", "template", "RH-TEST", "public warning",
          "SMS"], "high", 0, "2026-06-05",
         "For the siren test pick the test group and have a second person read the template back",
         "When running the monthly Riverhorn test, do: select the RH-TEST group and the test "
         "template fresh, have a second person read the message back aloud before sending, and "
         "tell the local radio the day before. Not: resend the last message with 'test' in mind. "
         "Why: the whole valley got a real flood warning (2026-06-03).")
    ,
    pref("pref-sunniva-public-text-plain", "public-communication", "warning-sirens",
         "2025-06-11",
         "Sunniva wants public warnings in short plain sentences without technical units",
         "Anything the public reads (siren SMS, website banner, radio text) is in short plain "
         "sentences that say what happens and what to do, like 'The river will rise fast from "
         "3 pm. Keep off the banks.' No m3/s, no gate numbers, no 'release'.")
    ,
    env("env-riverhorn-siren4-drops-after-rain", "system-state", "warning-sirens",
        "more than a day of heavy rain",
        "siren 4 at Millrace Bridge loses its radio link and shows no heartbeat for several hours",
        6, 1, "2026-02-20",
        "Its solar battery runs down under cloud and the mast is in a wet hollow. It comes back "
        "by itself the next sunny day.")
    ,

    # --- 10. black start diesel and station service ---
    sem("sem-black-start-diesel", "black-start", 0.9, 7, "2025-08-01",
        "An 800 kVA diesel gives Karrowmere black-start capability for Westmark Grid",
        "Karrowmere holds a black-start contract with Westmark Grid: with the grid dead, the 800 "
        "kVA diesel in the switch house energises station service and lets G1 start and "
        "energise the 132 kV line to Ashgrove. The contract asks for a full test every quarter, "
        "witnessed by Westmark. The diesel's day tank holds eight hours at full load.")
    ,
    epi("epi-2025-08-21-black-start-test-breaker-wouldnt-close", "black-start", "incident",
        "2025-08-21",
        "The black-start test failed because the diesel breaker would not close onto a dead bus",
        "During the witnessed quarterly test the diesel started in 9 seconds, but its breaker "
        "refused to close for 40 minutes: the synchro-check relay had been reset to its factory "
        "setting during a relay upgrade and blocked a dead-bus close. Westmark counted the test "
        "as failed and cut that quarter's availability payment.")
    ,
    rule("rule-black-start-dry-run-week-before", "black-start",
         ["black start", "diesel", "DG breaker", "synchro-check", "dead bus", "quarterly test",
          "station service"], "high", 0, "2025-08-25",
         "Do a dry run of the diesel breaker close the week before a witnessed black-start test",
         "When a black-start test is planned, do: a week before, close the diesel breaker onto "
         "the dead test bus, check relay settings against the last approved file and fill the day "
         "tank. Not: rely on the diesel's monthly run, which never closes the breaker. Why: a "
         "relay reset failed a witnessed test and cost a quarter's payment (2025-08-21).")
    ,
    pref("pref-sunniva-tests-in-monday-plan", "work-scheduling", "black-start", "2025-09-01",
         "Sunniva wants every planned test listed in the Monday weekly plan",
         "Tests of any kind (black start, siren, gate exercise, protection) appear in the weekly "
         "plan she sends out on Monday. A test announced later in the week waits until the "
         "following week unless Westmark imposes the date.")
    ,
    env("env-diesel-day-tank-low-after-hours", "system-state", "black-start",
        "the diesel runs on load for more than about three hours",
        "the day tank low-level alarm comes on after about three and a half hours because the "
        "transfer pump refills slower than the engine burns", 3, 0, "2025-12-01",
        "The 'eight hours' of the fact is the tank's size with a full tank, not what the pump "
        "sustains; on a long run someone has to top up by hand.")
    ,

    # --- 11. penstock and main inlet valves ---
    sem("sem-penstock-inlet-valves", "penstock-valves", 0.91, 9, "2025-07-22",
        "One 420 m penstock feeds three units, each behind a spherical inlet valve with a bypass",
        "A single steel penstock, 2.8 m in diameter and 420 m long, runs from the intake to the "
        "power house and splits into three. Each unit sits behind a spherical main inlet valve "
        "(MIV) opened by oil pressure after a bypass valve has equalised the pressure on both "
        "sides. The penstock is drained for inspection only with the intake gate closed and "
        "locked.")
    ,
    epi("epi-2026-03-27-g3-inlet-valve-opened-unbalanced", "penstock-valves", "incident",
        "2026-03-27",
        "G3's inlet valve opened with pressure still unbalanced and damaged its seal",
        "Returning G3 after a runner inspection, the MIV opened while the bypass had not "
        "finished equalising: the interlock read a pressure transmitter that was still valved "
        "off. There was a loud bang in the power house, the downstream seal was torn and G3 was "
        "out for eleven more days.")
    ,
    rule("rule-inlet-valve-check-local-gauge", "penstock-valves",
         ["MIV", "inlet valve", "bypass valve", "penstock", "equalise", "unit start",
          "spherical valve"], "high", 0, "2026-03-30",
         "Before opening an inlet valve, read the differential on the local gauge yourself",
         "When an inlet valve is opened after any maintenance, do: read the pressure difference "
         "across it on the local mechanical gauge and only open below 0.5 bar; check every "
         "transmitter isolation valve is open. Not: trust the interlock's permissive alone. Why: "
         "a valved-off transmitter let G3's MIV open unbalanced (2026-03-27).")
    ,
    pref("pref-sunniva-outage-report-one-page", "reporting", "penstock-valves", "2025-04-29",
         "Sunniva wants an outage report on one page: what, impact, cause, fix, back when",
         "After an unplanned outage she wants a one-page report with five headings (what "
         "happened, impact in MWh and money, cause, fix, expected return), with details and "
         "photos in attachments. She sends back anything longer than a page unread.")
    ,
    env("env-penstock-refill-air-and-surge", "system-state", "penstock-valves",
        "the penstock is refilled after being drained",
        "the air valves spit for about forty minutes and the pressure at the units takes about "
        "two hours to settle; filling faster than 0.5 m per minute trips the burst protection "
        "valve at the intake", 4, 0, "2026-04-09",
        "Fill through the filling valve, not the intake gate; four refills observed.")
    ,

    # --- 12. link to the Ashgrove control centre ---
    sem("sem-ashgrove-link-fibre-microwave", "remote-control-link", 0.92, 10, "2026-01-05",
        "Ashgrove reaches Karrowmere over fibre with a microwave link as backup",
        "Telecontrol from the Ashgrove Control Centre, 40 km away, runs over a leased fibre with "
        "a licensed microwave link as backup; the WAN router wan-kar-1 should move traffic to "
        "the microwave within 30 seconds of losing the fibre. If both are lost, the plant holds "
        "its last setpoints in island mode and raises a call-out to the standby operator.")
    ,
    epi("epi-2025-12-29-fibre-cut-no-failover", "remote-control-link", "incident", "2025-12-29",
        "A forestry crew cut the fibre and the microwave backup never took over",
        "Harvesters cut the fibre near Scarth Wood at 18:40. The microwave link was up, but a "
        "static route pinned during a router change in November kept traffic on the dead fibre. "
        "Ashgrove was blind to Karrowmere for 55 minutes until the standby operator drove in "
        "and took local control.")
    ,
    rule("rule-wan-change-test-failover", "remote-control-link",
         ["wan-kar-1", "WAN router", "fibre", "microwave link", "failover", "static route",
          "telecontrol", "Ashgrove"], "high", 0, "2026-01-04",
         "After any change on the WAN router, prove the failover by pulling the fibre",
         "When anything is changed on wan-kar-1 or the telecom links, do: in a planned window, "
         "unplug the fibre and check Ashgrove keeps its screens live over the microwave, then "
         "plug back and check it returns. Not: accept a config diff that 'doesn't touch "
         "routing'. Why: a pinned route left the plant blind for 55 minutes (2025-12-29).")
    ,
    pref("pref-sunniva-telecom-change-window", "work-scheduling", "remote-control-link",
         "2026-01-08",
         "Sunniva wants telecom and network changes only Tuesday to Thursday, 09:00 to 15:00",
         "Changes on the WAN router, the links or the control network are done Tuesday to "
         "Thursday between 09:00 and 15:00, with an operator in the Karrowmere control room the "
         "whole time. No Monday or Friday changes: 'Monday we find out what broke at the "
         "weekend, Friday we leave it alone.'")
    ,
    env("env-microwave-snow-slow-telemetry", "system-state", "remote-control-link",
        "the plant runs on the microwave link in heavy snow",
        "the link falls back to a lower modulation and Ashgrove's telemetry refresh goes from "
        "2 seconds to about 15, so alarms arrive late", 5, 1, "2026-02-16",
        "Only matters when the fibre is down; operators at Ashgrove should expect slow screens "
        "rather than a dead plant.")
    ,

    # --- 13. vendor remote access and file transfer ---
    sem("sem-kestrel-jump-vendor-access", "vendor-access", 0.93, 12, "2025-11-25",
        "Vendors reach the plant network only through the kestrel-jump host, opened per job",
        "Outside companies (Vireo Controls, Exovolt, Torvane) reach the OT network only through "
        "the kestrel-jump host with MFA and session recording. Access is requested in a "
        "Tallyworks work order and enabled by the shift supervisor for at most four hours. Files "
        "come in only through the ot-transfer share, which scans them.")
    ,
    epi("epi-2026-02-11-vendor-session-reverted-alarm-limits", "vendor-access", "incident",
        "2026-02-11",
        "A vendor session left open overnight pushed an old HMI project and reset alarm limits",
        "Vireo's engineer closed the lid of his laptop at 17:30 without logging off kestrel-jump. "
        "At 03:10 a sync tool on the laptop reconnected through the still-open session and "
        "pushed a November copy of the Sluicewright HMI project, putting back the old gate alarm "
        "limits. The day shift noticed when an alarm that should have come did not.")
    ,
    rule("rule-vendor-session-close-and-disable", "vendor-access",
         ["kestrel-jump", "vendor", "remote session", "Vireo", "HMI project", "contractor",
          "remote access"], "high", 0, "2026-02-13",
         "When the vendor is done, end the session yourself, disable the account, check the HMI version",
         "When a vendor says they are finished, do: end their session on kestrel-jump, disable "
         "their account, and compare the HMI project version with the one recorded in the work "
         "order. Not: let the four-hour timer close it. Why: an open session let a laptop push a "
         "three-month-old HMI project at 03:10 (2026-02-11).")
    ,
    pref("pref-sunniva-no-usb-in-control-room", "security", "vendor-access", "2025-06-02",
         "Sunniva does not allow USB sticks in the control room, even the vendor's",
         "No USB stick, phone cable or external disk is plugged into any control room machine, "
         "whoever brings it and however urgent. Files go through the ot-transfer share. She would "
         "rather lose a day than make an exception.")
    ,
    env("env-ot-transfer-share-delay-and-size", "filesystem-response", "vendor-access",
        "a file is dropped into the in folder of the ot-transfer share",
        "it appears in the out folder about ten minutes later after the scan; files over 2 GB "
        "never appear and no error is given", 8, 0, "2026-03-05",
        "Split large HMI backups before sending; the scanner silently drops oversize files.")
    ,

    # --- 14. permits and work orders (Tallyworks) ---
    sem("sem-tallyworks-permits", "permit-to-work", 0.92, 14, "2025-09-15",
        "Tallyworks holds work orders, permits to work and isolation certificates",
        "All maintenance at Karrowmere runs through Tallyworks: a work order, a permit to work "
        "issued by an authorised person (AP) from the list kept by Sunniva, and an isolation "
        "certificate listing each lock. Several permits can share one isolation; each team puts "
        "its own lock on the group lock box.")
    ,
    epi("epi-2025-07-16-permit-cleared-team-still-inside", "permit-to-work", "near-miss",
        "2025-07-16",
        "A permit was cleared and the isolation lifted while another team was still in G2's draft tube",
        "Two teams worked under the same isolation of G2: mechanical fitters in the draft tube "
        "and electricians on the generator. The electricians finished, cleared their permit and "
        "the AP started removing the isolation, not seeing the second permit on it. A fitter "
        "came out to fetch a tool and stopped the de-isolation. Nobody was hurt.")
    ,
    rule("rule-clear-permit-check-shared-isolation", "permit-to-work",
         ["permit to work", "isolation", "lock box", "Tallyworks", "de-isolation", "LOTO",
          "authorised person"], "high", 0, "2025-07-18",
         "Before lifting an isolation, check in Tallyworks that no other permit still uses it",
         "When a permit is cleared and the isolation is to come off, do: open the isolation "
         "certificate in Tallyworks, check that no other live permit references it, and count "
         "the locks on the lock box against the permits. Not: lift it because your own team is "
         "out. Why: a fitter was still in G2's draft tube (2025-07-16).")
    ,
    pref("pref-sunniva-near-miss-same-day", "safety-reporting", "permit-to-work", "2025-07-20",
         "Sunniva wants near misses logged in Tallyworks the same day, without names",
         "Any near miss is entered in Tallyworks before the end of the shift it happened in, "
         "describing what happened without naming people. She reads every one herself and would "
         "rather get ten trivial ones than miss one.")
    ,
    env("env-tallyworks-pm-date-drifts-from-close", "workspace-state-transitions",
        "permit-to-work",
        "a preventive maintenance work order is closed in Tallyworks",
        "the next order is created automatically with its due date counted from the day of "
        "closing, not from the previous due date", 10, 0, "2026-01-14",
        "A job closed three weeks late pushes every later one three weeks; set the due date by "
        "hand when closing late.")
    ,

    # --- 15. compensation flow and licence reporting ---
    sem("sem-compensation-flow-licence", "compensation-flow", 0.94, 15, "2025-10-09",
        "The licence requires 2.4 m3/s below the dam, 3.1 m3/s from April to September",
        "Karrowmere must release a compensation flow into the Caddon of at least 2.4 m3/s, and "
        "3.1 m3/s from 1 April to 30 September, through the compensation valve by the eel ramp. "
        "An ultrasonic flowmeter in the outlet channel measures it, and a daily report goes to "
        "the Lower Caddon River Authority. Any shortfall must be self-reported within 24 hours.")
    ,
    epi("epi-2026-07-22-compensation-valve-stuck-breach", "compensation-flow", "incident",
        "2026-07-22",
        "The compensation valve stuck and the river got 1.9 m3/s for five hours",
        "An actuator fault left the compensation valve stuck at partial opening. Flow fell to "
        "1.9 m3/s, below the 3.1 summer minimum, from 09:00 to 14:00 while the shift waited for "
        "Vireo to repair the actuator. The river authority opened a compliance case; the "
        "self-report went in on time.")
    ,
    rule("rule-compensation-shortfall-make-up-from-gate", "compensation-flow",
         ["compensation flow", "compensation valve", "residual flow", "licence minimum",
          "actuator fault", "river authority"], "high", 0, "2026-07-24",
         "If the compensation valve fails, make up the flow another way within half an hour",
         "When the compensation flow is below the licence minimum for any reason, do: within 30 "
         "minutes crack spillway gate 1 or open the fish pass bypass to make up the difference, "
         "then repair, and self-report the same day. Not: wait for the repair with the river "
         "short. Why: five hours short while waiting for an actuator (2026-07-22).")
    ,
    pref("pref-sunniva-signs-regulator-letters", "external-notices", "compensation-flow",
         "2025-08-04",
         "Sunniva signs every letter to the river authority; drafts reach her by 15:00",
         "Letters and formal reports to the Lower Caddon River Authority are signed by Sunniva "
         "only. Drafts reach her by 15:00 on the day they are due, in Word with tracked changes, "
         "never as PDF.")
    ,
    env("env-compensation-meter-reads-low-summer-weed", "system-state", "compensation-flow",
        "weed grows in the outlet channel in July and August",
        "the ultrasonic flowmeter reads 10 to 15 % low until the channel is cleared", 4, 1,
        "2025-09-05",
        "Confirmed each summer with a current-meter gauging; clearing the weed brings it back.")
    ,

    # --- 16. winter ice on the gates ---
    sem("sem-gate-heaters-bubbler", "winter-ice", 0.9, 8, "2025-12-01",
        "The spillway gates have seal heaters and a bubbler that keeps ice off their faces",
        "Each radial gate has electric heaters on its side and bottom seals, switched on by "
        "Tarnwatch when the air temperature at the crest is below -2 °C, and a compressed-air "
        "bubbler along the upstream face. The bubbler compressor and its spare are in the "
        "gallery under gate 2.")
    ,
    epi("epi-2026-01-07-gate2-frozen-during-exercise", "winter-ice", "incident", "2026-01-07",
        "Gate 2 was frozen shut at the weekly exercise because its heater breaker had tripped",
        "In a -14 °C night the heater circuit of gate 2 tripped at 23:00; Tarnwatch still "
        "showed the heaters as 'on' because it reads the command, not the current. At the "
        "morning gate exercise gate 2 would not move; the crest team spent three hours breaking "
        "the ice with bars and steam.")
    ,
    rule("rule-cold-snap-check-heater-current", "winter-ice",
         ["gate heater", "seal heater", "bubbler", "ice", "frost", "cold snap", "frozen gate"],
         "medium", 1, "2026-01-09",
         "In a hard frost, check the heaters' current and move each gate a little every day",
         "When the forecast is below -5 °C, do: check the heater currents on the crest panel "
         "every shift, and move each spillway gate 10 cm up and back once a day. Not: trust the "
         "heater status on the HMI. Why: gate 2 froze solid while its heaters showed on "
         "(2026-01-07).")
    ,
    pref("pref-sunniva-winter-checklist-on-paper", "shift-log", "winter-ice", "2025-11-20",
         "Sunniva wants the winter readiness checklist on paper in the crest kiosk, signed each shift",
         "From November to March a printed winter checklist hangs in the crest kiosk and each "
         "shift signs it; she wants paper there because the kiosk tablet dies in the cold. The "
         "signed sheets go in the binder, not scanned.")
    ,
    env("env-bubbler-compressor-trips-long-run", "system-state", "winter-ice",
        "the bubbler compressor runs without a break in a long cold spell",
        "it overheats and trips after about 36 hours unless it is alternated with the spare",
        3, 0, "2026-01-28",
        "No automatic changeover; swap to the spare by hand every 24 hours in a cold spell.")
    ,

    # --- 17. generator transformers and oil monitoring (Gasguard) ---
    sem("sem-gasguard-transformer-dga", "transformers", 0.91, 9, "2025-09-22",
        "Each unit's step-up transformer has a Gasguard online gas monitor; Brackwater samples oil twice a year",
        "Generator step-up transformers T1 to T3 (11/132 kV, 45 MVA) each carry a Gasguard "
        "online monitor for dissolved gases and moisture, reporting to Tarnwatch. Brackwater "
        "Electrical takes oil samples in April and October for a full lab analysis and sends a "
        "PDF report.")
    ,
    epi("epi-2025-10-03-t2-hydrogen-false-alarm", "transformers", "incident", "2025-10-03",
        "A false hydrogen jump on T2's gas monitor took G2 off for three days",
        "Gasguard on T2 showed hydrogen going from 40 to 310 ppm in an hour. G2 was stopped and "
        "T2 isolated. Brackwater's lab sample the next day was normal in every gas; the monitor's "
        "membrane had failed. G2 was off for three days of good water.")
    ,
    rule("rule-dga-jump-manual-sample-first", "transformers",
         ["Gasguard", "DGA", "dissolved gas", "hydrogen", "transformer", "T1", "T2", "T3",
          "oil sample"], "medium", 0, "2025-10-06",
         "On a single-gas jump, take a manual oil sample before taking the unit off",
         "When one gas jumps on a Gasguard monitor, do: take a manual oil sample for fast lab "
         "analysis, look at the other gases and the load and temperature trend, and unload the "
         "unit only if acetylene rises or a second gas confirms. Not: trip the unit on one "
         "reading. Why: a failed membrane cost three days of G2 (2025-10-03).")
    ,
    pref("pref-sunniva-vendor-reports-with-summary", "reporting", "transformers", "2025-05-06",
         "Sunniva wants vendor reports forwarded with two lines of summary on top",
         "When a contractor's report (oil analysis, inspection, test) comes in, forward it to "
         "her with two lines on top: what it says and whether anything has to be done. Never "
         "the bare PDF.")
    ,
    env("env-transformer-hot-afternoon-fans-and-hydrogen", "system-state", "transformers",
        "a transformer runs above 90 % load on a hot summer afternoon",
        "top-oil temperature passes 85 °C, the second fan stage starts, and Gasguard shows a "
        "small rise in hydrogen and moisture the next day", 6, 1, "2025-08-30",
        "Expected and harmless within limits; it settles within two days.")
    ,

    # --- 18. inflow forecast (Raincast) ---
    sem("sem-raincast-inflow-forecast", "inflow-forecast", 0.9, 10, "2026-02-10",
        "Raincast makes a ten-day inflow forecast every six hours from weather and snow data",
        "Raincast is the hydrological model that forecasts inflow to Karrowmere for ten days, "
        "run at 00, 06, 12 and 18 UTC from the met service feed, three rain gauges and two snow "
        "pillows (High Scarth and Tarn Moss). Its output feeds Bidwell and the spill plan. "
        "Ottilie Brandvold, the hydrologist, maintains it.")
    ,
    epi("epi-2026-04-18-snowmelt-underforecast", "inflow-forecast", "incident", "2026-04-18",
        "Raincast under-forecast the snowmelt by 40 % while a snow pillow was offline",
        "The High Scarth snow pillow had been offline for nine days and Raincast quietly fell "
        "back to a default snowpack. When a warm front came the melt was 40 % above forecast, "
        "the reservoir rose 1.1 m in two days and Karrowmere had to spill water it had offered "
        "for sale a week later.")
    ,
    rule("rule-snow-pillow-offline-degrade-forecast", "inflow-forecast",
         ["Raincast", "snow pillow", "High Scarth", "Tarn Moss", "snowmelt", "inflow forecast",
          "melt season"], "medium", 0, "2026-04-20",
         "In melt season, a missing snow gauge means a degraded forecast and a wider margin",
         "When a snow pillow is offline between March and May, do: mark every Raincast run as "
         "degraded, ask Ottilie for a manual snowpack estimate and keep the reservoir 0.5 m "
         "further below top water until the gauge is back. Not: let the model's default "
         "snowpack stand. Why: the melt came 40 % above forecast and forced a spill "
         "(2026-04-18).")
    ,
    pref("pref-sunniva-forecasts-as-ranges", "reporting", "inflow-forecast", "2025-03-17",
         "Sunniva wants any forecast given as low, likely and high, never a single figure",
         "Forecasts of inflow, level or generation are given to her as three numbers (low, "
         "likely, high) with the date of the run. A single number, however confident, she "
         "sends back.")
    ,
    env("env-raincast-run-time-and-gaps", "skill-output-shape", "inflow-forecast",
        "a Raincast run is started",
        "it finishes in about 25 minutes, about 70 with ensemble mode on, and when the met feed "
        "is late the first six hours of rain in the output are zeros rather than missing", 9, 1,
        "2026-03-26",
        "Zero-filled rain looks like a dry forecast; check the run log's feed timestamp.")
    ,

    # --- extras ---
    sem("sem-karrowmere-control-room-hours", "operations", 0.95, 20, "2025-06-01",
        "The Karrowmere control room is staffed 06:00-22:00 on weekdays and 07:00-19:00 at weekends",
        "Outside those hours the plant is run from the Ashgrove Control Centre and a standby "
        "operator lives within 45 minutes of the dam; the on-call engineer rota is in "
        "Tallyworks. Emrys Colquhoun is the shift supervisor on the day rota.")
    ,
    env("env-sunniva-long-message-morning-drive", "principal-response", "operations",
        "a long message reaches Sunniva between 07:15 and 08:30",
        "she does not read it then, and at about 09:00 replies only 'call me'", 7, 1,
        "2026-03-03",
        "She drives the valley road then and reads only the preview; one line with the ask "
        "gets an answer from the car park.")
    ,
    env("env-sunniva-figure-without-source", "principal-response", "operations",
        "Sunniva is sent a figure with no source behind it",
        "she first asks where it comes from and holds the decision until she has the Tarnwatch "
        "tag or the report", 9, 0, "2026-02-19",
        "Consistent over many exchanges; a tag name or report name beside each number avoids "
        "the round trip.")
    ,
]

BLIND18_TASKS: list[dict[str, Any]] = [
    # spillway gates
    task("b18-t001", "can I lift a spill gate from the engineering office? who's actually allowed "
         "to move them and how fast can they go?", [S], ["sem-sluicewright-spillway-gates"]),
    task("b18-t002", "remind me what went wrong with the number three gate last autumn", [E],
         ["epi-2025-11-02-gate3-encoder-drift"]),
    task("b18-t003", "vireo replaced the encoder on gp-2 this morning, we're taking it to 0.8 m at "
         "two. anything beyond watching the screen?", [P],
         ["rule-spillway-opening-check-on-pier"]),
    task("b18-t004", "We'll be letting 35 cumecs go over the spillway from 14:00. Sort out the "
         "heads-up to the people downstream.", [U], ["pref-sunniva-spill-notice-by-phone"]),
    task("b18-t005", "if I take gate 1 up another half metre at noon, roughly when do the "
         "folks in the village see the river come up?", [V],
         ["env-fallowford-gauge-lag-after-gate-move"]),
    task("b18-t006", "Was war im November mit Schütz 3 am Überlauf los?", [E],
         ["epi-2025-11-02-gate3-encoder-drift"]),  # de
    task("b18-t007", "On vient de remplacer le capteur de position d'une vanne segment. Je peux "
         "me fier à l'écran pour l'ouverture ?", [P],
         ["rule-spillway-opening-check-on-pier"]),  # fr
    # governors
    task("b18-t008", "what droop do the machines run at, and where are their tuning files kept?",
         [S], ["sem-torvane-governors"]),
    task("b18-t009", "why did the grid people ring us in january about unit two?", [E],
         ["epi-2026-01-19-g2-hunting-after-param-copy"]),
    task("b18-t010", "the retune on G3 came out really well. can I just drop the same settings "
         "onto G1 this afternoon?", [P], ["rule-governor-params-only-own-unit"]),
    task("b18-t011", "Book the governor step test on G1 for Saturday night, load's low then.",
         [U], ["pref-sunniva-tuning-weekday-daylight"]),
    task("b18-t012", "trading wants unit 2 parked at 20 MW all afternoon. any reason not to?",
         [V], ["env-g2-rough-zone-vibration"]),
    task("b18-t013", "¿Puedo cargar en la unidad 1 el fichero del regulador que usamos en la 3?",
         [P], ["rule-governor-params-only-own-unit"]),  # es
    task("b18-t014", "Se teniamo il gruppo 2 fermo a 20 MW per ore, cosa succede ai cuscinetti?",
         [V], ["env-g2-rough-zone-vibration"]),  # it
    # reservoir level
    task("b18-t015", "where does the lake level number on the overview actually come from, and "
         "what's the top limit?", [S], ["sem-reservoir-level-instruments"]),
    task("b18-t016", "what was that night in december when we almost spilled for nothing?", [E],
         ["epi-2025-12-08-radar-snow-false-high"]),
    task("b18-t017", "LT-102 just went up 30 cm in five minutes and Tarnwatch wants a spill. "
         "what now?", [P], ["rule-level-disagreement-read-float"]),
    task("b18-t018", "Write the morning update on the lake for Sunniva, we're at about 93 % "
         "full.", [U], ["pref-sunniva-levels-in-maod-with-margin"]),
    task("b18-t019", "I need last month's water levels out of the historian for a volume "
         "calc. anything I should watch for in the file?", [V],
         ["env-tarnwatch-level-export-shape"]),
    task("b18-t020", "Die beiden Radarsonden am Einlaufturm zeigen 15 cm Unterschied. Was soll "
         "ich tun?", [P], ["rule-level-disagreement-read-float"]),  # de
    task("b18-t021", "Qual è il livello massimo normale del serbatoio e come viene misurato?",
         [S], ["sem-reservoir-level-instruments"]),  # it
    # dam safety
    task("b18-t022", "what instruments do we have in the embankment and who sets the alarm "
         "thresholds?", [S], ["sem-seepline-dam-instruments"]),
    task("b18-t023", "what happened with the toe drain in february? heard we had to get the "
         "inspecting engineer out", [E], ["epi-2026-02-25-toe-weir-blocked-by-leaves"]),
    task("b18-t024", "good news, seepage at the weir has fallen to almost nothing since "
         "Thursday. ok to note it as improved?", [P],
         ["rule-sudden-seepage-drop-is-a-fault"]),
    task("b18-t025", "P-14 just went amber. Email the ops list so everyone knows.", [U],
         ["pref-sunniva-amber-to-liesel-first"]),
    task("b18-t026", "we're planning to hold the lake half a metre higher than usual for two "
         "weeks. what will the embankment readings do?", [V],
         ["env-seepage-follows-high-reservoir"]),
    task("b18-t027", "O caudal de infiltração caiu quase para zero de repente. Posso registar "
         "como melhoria?", [P], ["rule-sudden-seepage-drop-is-a-fault"]),  # pt
    task("b18-t028", "Was ist im Februar an der Messwehr am Dammfuß passiert?", [E],
         ["epi-2026-02-25-toe-weir-blocked-by-leaves"]),  # de
    # excitation
    task("b18-t029", "which of the generators have to keep the stabiliser switched on, and "
         "where do I see the exciter status?", [S], ["sem-exovolt-excitation"]),
    task("b18-t030", "what was the compliance notice from Westmark last September about?", [E],
         ["epi-2025-09-30-g1-stabiliser-left-off"]),
    task("b18-t031", "G2 is out of its overhaul and synced fine. ok to hand it back to "
         "dispatch?", [P], ["rule-return-to-service-check-avr-pss"]),
    task("b18-t032", "Westmark emailed asking for our reactive capability test results. Reply "
         "to them with what we have.", [U], ["pref-sunniva-westmark-contact-through-her"]),
    task("b18-t033", "Esta noche hay tormenta con rayos cerca de la subestación. Si cae la "
         "tensión de los servicios auxiliares, ¿algún grupo se comportará de forma rara?", [V],
         ["env-exovolt-g3-reboots-on-voltage-dip"]),  # es
    task("b18-t034", "Le groupe 1 revient de révision ; que faut-il vérifier avant de le "
         "rendre au dispatching ?", [P], ["rule-return-to-service-check-avr-pss"]),  # fr
    task("b18-t035", "¿Qué pasó con el estabilizador del grupo 1 en septiembre?", [E],
         ["epi-2025-09-30-g1-stabiliser-left-off"]),  # es
    # bidding
    task("b18-t036", "what's the deadline for tomorrow's offers and who runs the desk?", [S],
         ["sem-bidwell-day-ahead-bids"]),
    task("b18-t037", "how did we end up selling nothing at teatime back in april?",
         [E], ["epi-2026-04-10-bid-rejected-expired-certificate"]),
    task("b18-t038", "day-ahead went in at 10:55, green tick, done. right?", [P],
         ["rule-bidwell-check-exchange-receipt"]),
    task("b18-t039", "G3 is going down for two weeks from the 12th, and G1 for a day on the "
         "20th. Let Sunniva know.", [U], ["pref-sunniva-outage-table-one-line"]),
    task("b18-t040", "I typed tomorrow's schedule for G2 into Tarnwatch at 10 this morning. "
         "will it still be there tonight?", [V], ["env-bidwell-results-overwrite-schedule"]),
    task("b18-t041", "Ho inserito a mano il programma di domani alle 9. Resterà dopo "
         "la pubblicazione dei risultati della borsa?", [V],
         ["env-bidwell-results-overwrite-schedule"]),  # it
    task("b18-t042", "A oferta do dia seguinte foi enviada e aparece o visto verde. Está "
         "tudo bem?", [P], ["rule-bidwell-check-exchange-receipt"]),  # pt
    # fish passage
    task("b18-t043", "how much water do we owe the fish pass in summer, and who looks after "
         "the counts?", [S], ["sem-fish-pass-scalecount"]),
    task("b18-t044", "what happened to the trout during the intake repair last october?", [E],
         ["epi-2025-10-14-fish-pass-dewatered-trout-stranded"]),
    task("b18-t045", "we need the headpond down about a metre on wednesday for a four hour "
         "concrete patch. can we just go?", [P],
         ["rule-fish-pass-notice-before-headpond-works"]),
    task("b18-t046", "Pull together the fish numbers for Sunniva for the quarter so far.", [U],
         ["pref-sunniva-fish-counts-weekly-chart"]),
    task("b18-t047", "the counter's been showing almost no salmon since the weekend flood. are "
         "the fish really not running?", [V], ["env-scalecount-blind-when-turbid"]),
    task("b18-t048", "Wir müssen nächste Woche das Oberwasser für Betonarbeiten absenken. "
         "Worauf muss ich achten?", [P],
         ["rule-fish-pass-notice-before-headpond-works"]),  # de
    task("b18-t049", "Quanto caudal é preciso na passagem para peixes de abril a novembro?",
         [S], ["sem-fish-pass-scalecount"]),  # pt
    # intake racks
    task("b18-t050", "at what point does the rake start on its own, and who takes the skip "
         "away?", [S], ["sem-intake-racks-grizzrake"]),
    task("b18-t051", "what tripped G1 in the small hours back in may?", [E],
         ["epi-2026-05-03-racks-blocked-g1-trip"]),
    task("b18-t052", "met office says 60 mm tomorrow night with gales. anything to do at the "
         "intake today?", [P], ["rule-storm-forecast-rake-continuous"]),
    task("b18-t053", "Write up this afternoon's manual rack clean for the log.", [U],
         ["pref-sunniva-rack-photos-in-shift-log"]),
    task("b18-t054", "difference across the screens is at 70 cm and climbing. how much "
         "generation is that costing us?", [V], ["env-rack-head-loss-costs-output"]),
    task("b18-t055", "Se anuncia una tormenta fuerte esta noche. ¿Qué preparo en la toma?",
         [P], ["rule-storm-forecast-rake-continuous"]),  # es
    task("b18-t056", "Qu'est-ce qui a fait déclencher le groupe 1 en pleine nuit en mai ?",
         [E], ["epi-2026-05-03-racks-blocked-g1-trip"]),  # fr
    # sirens
    task("b18-t057", "above what release do the valley sirens have to go off, and when's the "
         "routine test?", [S], ["sem-riverhorn-siren-network"]),
    task("b18-t058", "what was the mess with the june siren test?", [E],
         ["epi-2026-06-03-siren-test-sent-real-alert"]),
    task("b18-t059", "it's the first wednesday, I'm doing the 11 o'clock siren run on my own. "
         "just resend last month's?", [P], ["rule-siren-test-template-readback"]),
    task("b18-t060", "Draft the SMS for the valley: we're going to 60 m3/s through gates 1 and "
         "2 from 15:00.", [U], ["pref-sunniva-public-text-plain"]),
    task("b18-t061", "it's been pouring since yesterday. which of the sirens is likely to go "
         "quiet on us?", [V], ["env-riverhorn-siren4-drops-after-rain"]),
    task("b18-t062", "Escreve a mensagem para os moradores do vale: vamos abrir as comportas "
         "às 15h.", [U], ["pref-sunniva-public-text-plain"]),  # pt
    task("b18-t063", "Che cosa è successo con la prova delle sirene a giugno?", [E],
         ["epi-2026-06-03-siren-test-sent-real-alert"]),  # it
    task("b18-t064", "Hace dos días que llueve sin parar. ¿Alguna sirena del valle va a fallar?",
         [V], ["env-riverhorn-siren4-drops-after-rain"]),  # es
    # black start
    task("b18-t065", "what exactly do we promise Westmark if the whole grid goes dark?", [S],
         ["sem-black-start-diesel"]),
    task("b18-t066", "why did we lose the availability payment in the third quarter last "
         "year?", [E], ["epi-2025-08-21-black-start-test-breaker-wouldnt-close"]),
    task("b18-t067", "Westmark are coming to witness the restoration test on the 14th. what "
         "should we do beforehand?", [P], ["rule-black-start-dry-run-week-before"]),
    task("b18-t068", "Let's fit in a protection relay test on Thursday, I'll tell the team "
         "tomorrow.", [U], ["pref-sunniva-tests-in-monday-plan"]),
    task("b18-t069", "if we're on the diesel for a full evening after a grid loss, how long "
         "before someone needs to do something about fuel?", [V],
         ["env-diesel-day-tank-low-after-hours"]),
    task("b18-t070", "Was genau haben wir Westmark für den Fall eines Netzzusammenbruchs "
         "zugesagt?", [S], ["sem-black-start-diesel"]),  # de
    task("b18-t071", "Combien de temps le diesel peut-il tourner en charge avant qu'il faille "
         "intervenir sur le gazole ?", [V], ["env-diesel-day-tank-low-after-hours"]),  # fr
    # penstock and inlet valves
    task("b18-t072", "how is the water brought down to the three machines, and what has to "
         "happen before the big valve in front of a unit can open?", [S],
         ["sem-penstock-inlet-valves"]),
    task("b18-t073", "what was that huge noise from the machine hall in march?", [E],
         ["epi-2026-03-27-g3-inlet-valve-opened-unbalanced"]),
    task("b18-t074", "G1's runner inspection is finished, interlock shows permissive green. "
         "ok to open up and spin?", [P], ["rule-inlet-valve-check-local-gauge"]),
    task("b18-t075", "Write up yesterday's G2 trip for Sunniva: I've got the alarm list, the "
         "timeline, the photos and three theories.", [U],
         ["pref-sunniva-outage-report-one-page"]),
    task("b18-t076", "we drained the big pipe for inspection; planning to fill it back up "
         "tomorrow morning. what should we expect?", [V],
         ["env-penstock-refill-air-and-surge"]),
    task("b18-t077", "Terminada la inspección del grupo 3, ¿qué compruebo antes de abrir la "
         "válvula esférica?", [P], ["rule-inlet-valve-check-local-gauge"]),  # es
    task("b18-t078", "Quanto tempo serve per riempire di nuovo la condotta forzata e cosa "
         "succede durante?", [V], ["env-penstock-refill-air-and-surge"]),  # it
    # Ashgrove link
    task("b18-t079", "how does Ashgrove talk to the plant, and what does the plant do if it "
         "can't hear them?", [S], ["sem-ashgrove-link-fibre-microwave"]),
    task("b18-t080", "what happened the night the forestry crew dug through our cable?", [E],
         ["epi-2025-12-29-fibre-cut-no-failover"]),
    task("b18-t081", "I've tidied the routing table on wan-kar-1, nothing functional changed. "
         "anything else before I close the ticket?", [P], ["rule-wan-change-test-failover"]),
    task("b18-t082", "Schedule the router firmware upgrade for Friday afternoon.", [U],
         ["pref-sunniva-telecom-change-window"]),
    task("b18-t083", "fibre's down and it's snowing hard up there. what will Ashgrove see?",
         [V], ["env-microwave-snow-slow-telemetry"]),
    task("b18-t084", "Pourquoi Ashgrove n'a plus rien vu de la centrale pendant presque une "
         "heure fin décembre ?", [E], ["epi-2025-12-29-fibre-cut-no-failover"]),  # fr
    task("b18-t085", "Como é que o centro de Ashgrove comanda a central à noite?", [S],
         ["sem-ashgrove-link-fibre-microwave"]),  # pt
    # vendor access
    task("b18-t086", "how does an outside contractor get onto the plant network?", [S],
         ["sem-kestrel-jump-vendor-access"]),
    task("b18-t087", "how did the previous gate alarm settings reappear in february?", [E],
         ["epi-2026-02-11-vendor-session-reverted-alarm-limits"]),
    task("b18-t088", "vireo's guy says he's done for the day and heading home. anything I "
         "need to do?", [P], ["rule-vendor-session-close-and-disable"]),
    task("b18-t089", "The Torvane engineer has the new parameter files on a stick. Plug it into "
         "the engineering station so we can load them.", [U],
         ["pref-sunniva-no-usb-in-control-room"]),
    task("b18-t090", "I dropped the 3.5 GB HMI backup into the transfer share an hour ago and "
         "it's still not on the other side. why?", [V],
         ["env-ot-transfer-share-delay-and-size"]),
    task("b18-t091", "Il tecnico del fornitore ha finito e se ne va. Cosa devo fare con il suo "
         "accesso remoto?", [P], ["rule-vendor-session-close-and-disable"]),  # it
    task("b18-t092", "Der Techniker will eine Datei per USB-Stick in der Warte einspielen. "
         "Darf er das?", [U], ["pref-sunniva-no-usb-in-control-room"]),  # de
    # permits
    task("b18-t093", "who can issue a permit here and where are the isolations recorded?", [S],
         ["sem-tallyworks-permits"]),
    task("b18-t094", "what was the close call under unit 2 in july?", [E],
         ["epi-2025-07-16-permit-cleared-team-still-inside"]),
    task("b18-t095", "electrical crew's finished on G3, permit signed off. ok to start taking "
         "the locks off?", [P], ["rule-clear-permit-check-shared-isolation"]),
    task("b18-t096", "Someone nearly stepped off the gallery ladder this morning, no harm done. "
         "I'll mention it at Friday's meeting.", [U], ["pref-sunniva-near-miss-same-day"]),
    task("b18-t097", "the quarterly greasing job was done three weeks late and I'm closing it "
         "now. does that affect the next one?", [V],
         ["env-tallyworks-pm-date-drifts-from-close"]),
    task("b18-t098", "Qui a le droit de délivrer un permis de travail ici, et où sont "
         "enregistrées les consignations ?", [S], ["sem-tallyworks-permits"]),  # fr
    task("b18-t099", "¿Qué pasó en julio en el tubo de aspiración del grupo 2?", [E],
         ["epi-2025-07-16-permit-cleared-team-still-inside"]),  # es
    # compensation flow
    task("b18-t100", "what's the minimum we have to let down the river in June, and how is "
         "it measured?", [S], ["sem-compensation-flow-licence"]),
    task("b18-t101", "what happened with the river authority compliance case last july?", [E],
         ["epi-2026-07-22-compensation-valve-stuck-breach"]),
    task("b18-t102", "comp valve actuator's faulted, flow reading 2.2. vireo can be here by "
         "one. we wait?", [P], ["rule-compensation-shortfall-make-up-from-gate"]),
    task("b18-t103", "Send the river authority our reply about the July shortfall, here's the "
         "PDF.", [U], ["pref-sunniva-signs-regulator-letters"]),
    task("b18-t104", "the residual flow meter has read low all week, it's August. is the "
         "valve really giving less?", [V],
         ["env-compensation-meter-reads-low-summer-weed"]),
    task("b18-t105", "A válvula do caudal ecológico avariou e estamos abaixo do mínimo. O que "
         "faço enquanto não chega a reparação?", [P],
         ["rule-compensation-shortfall-make-up-from-gate"]),  # pt
    task("b18-t106", "Quel débit minimum doit-on laisser dans la rivière en été ?", [S],
         ["sem-compensation-flow-licence"]),  # fr
    # winter ice
    task("b18-t107", "what keeps the spillway gates from freezing up in winter?", [S],
         ["sem-gate-heaters-bubbler"]),
    task("b18-t108", "what happened at the gate exercise in that january cold snap?", [E],
         ["epi-2026-01-07-gate2-frozen-during-exercise"]),
    task("b18-t109", "minus 12 forecast all week. HMI says heaters are on everywhere. "
         "anything else to do?", [P], ["rule-cold-snap-check-heater-current"]),
    task("b18-t110", "Put the winter checklist on the kiosk tablet so the shifts can tick it "
         "off there.", [U], ["pref-sunniva-winter-checklist-on-paper"]),
    task("b18-t111", "the bubbler's been running nonstop since Sunday in this freeze. should I "
         "worry?", [V], ["env-bubbler-compressor-trips-long-run"]),
    task("b18-t112", "Leg die Winter-Checkliste als PDF auf das Tablet im Kiosk, dann sparen "
         "wir uns das Ausdrucken.", [U], ["pref-sunniva-winter-checklist-on-paper"]),  # de
    task("b18-t113", "O que aconteceu no exercício da comporta 2 em janeiro?", [E],
         ["epi-2026-01-07-gate2-frozen-during-exercise"]),  # pt
    # transformers
    task("b18-t114", "what watches the oil in the big transformers, and how often does "
         "Brackwater take samples?", [S], ["sem-gasguard-transformer-dga"]),
    task("b18-t115", "why was unit 2 out at the start of october last year?", [E],
         ["epi-2025-10-03-t2-hydrogen-false-alarm"]),
    task("b18-t116", "T1's monitor shows hydrogen up fourfold in the last hour, other gases "
         "flat. trip the unit?", [P], ["rule-dga-jump-manual-sample-first"]),
    task("b18-t117", "Brackwater's autumn oil report just came in. Send it on to Sunniva.", [U],
         ["pref-sunniva-vendor-reports-with-summary"]),
    task("b18-t118", "heatwave next week and we'll be running flat out. what will the "
         "transformers do?", [V], ["env-transformer-hot-afternoon-fans-and-hydrogen"]),
    task("b18-t119", "Il monitor del gas sul trasformatore 3 segna un salto di idrogeno. "
         "Fermo il gruppo?", [P], ["rule-dga-jump-manual-sample-first"]),  # it
    task("b18-t120", "Envía a Sunniva el informe de Brackwater que acaba de llegar.", [U],
         ["pref-sunniva-vendor-reports-with-summary"]),  # es
    # inflow forecast
    task("b18-t121", "where do our inflow numbers come from and how often are they refreshed?",
         [S], ["sem-raincast-inflow-forecast"]),
    task("b18-t122", "why did we end up spilling water in april that we'd already planned to "
         "sell?", [E], ["epi-2026-04-18-snowmelt-underforecast"]),
    task("b18-t123", "the Tarn Moss pillow has been dark since monday and it's mid-April. "
         "anything to change?", [P], ["rule-snow-pillow-offline-degrade-forecast"]),
    task("b18-t124", "Tell Sunniva how much water we expect this week.", [U],
         ["pref-sunniva-forecasts-as-ranges"]),
    task("b18-t125", "this morning's model run shows no rain at all for the first hours "
         "although it's pouring outside. bug?", [V], ["env-raincast-run-time-and-gaps"]),
    task("b18-t126", "Donne à Sunniva les apports prévus pour la semaine, je dirais 14 m3/s "
         "en moyenne.", [U], ["pref-sunniva-forecasts-as-ranges"]),  # fr
    task("b18-t127", "Wie lange dauert ein Prognoselauf mit Ensemble ungefähr?", [V],
         ["env-raincast-run-time-and-gaps"]),  # de
    # control room hours and the principal
    task("b18-t128", "who's running the plant at 11 pm on a Saturday if something trips?",
         [S], ["sem-karrowmere-control-room-hours"]),
    task("b18-t129", "I need Sunniva's go-ahead on the G3 outage extension, it's 07:40. if I "
         "send her the full write-up now, will I hear back?", [V],
         ["env-sunniva-long-message-morning-drive"]),
    task("b18-t130", "Vou mandar à Sunniva o número de perdas de ontem sem referência. Ela "
         "decide logo?", [V], ["env-sunniva-figure-without-source"]),  # pt
]

BLIND18_NO_MEMORY_REQUESTS: list[tuple[str, str]] = [
    ("b18-n01", "what's the difference between a Francis and a Kaplan turbine?"),
    ("b18-n02", "convert 35 cubic metres per second to cubic feet per second"),
    ("b18-n03", "write a bash one-liner that counts the lines in every .csv file in a folder"),
    ("b18-n04", "how do I rename a git branch that I've already pushed?"),
    ("b18-n05", "explain what a power system stabiliser does, in general terms"),
    ("b18-n06", "Sugere um nome para o canal da equipa sobre as paragens da primavera."),  # pt
    ("b18-n07", "how many megawatt-hours is 40 MW for a day and a half?"),
    ("b18-n08", "Was ist der Unterschied zwischen Wirkleistung und Blindleistung?"),  # de
    ("b18-n09", "Peux-tu m'expliquer simplement ce qu'est un coup de bélier ?"),  # fr
    ("b18-n10", "¿Cómo se calcula la potencia de una central a partir del caudal y el salto?"),  # es
    ("b18-n11", "Scrivi una regex che riconosca una data nel formato AAAA-MM-GG."),  # it
    ("b18-n12", "thanks, that's all for today"),
]
