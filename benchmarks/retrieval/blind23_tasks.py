"""A twenty-third workspace and its tasks: a glasshouse vegetable grower's climate, water,
energy, crop-protection and packhouse systems, written by hand from the record format alone and
never fitted on.

The store is the memory of the growing-technology team at Fennick Marsh Growers (an invented
grower of tomatoes and cucumbers with eight glasshouse compartments at Holloway Fen and a
propagation house at Cressby): the Climora climate computer, Dripsense fertigation and its
EC and pH probes, the Kinergen combined heat and power engine, Carbodose liquid CO2 dosing,
Lumaline LED grow lights and their switching groups, Veilmatic energy and shade screens, the
Basinwatch rainwater basin and its borehole licence, Purivex UV disinfection of drain water,
Railrunner pipe-rail trolleys and scissor lifts, Pickcount harvest registration and piece-rate
pay, the Sortique optical grader on the packing line, the Chillbay cold store, Orderloom
customer orders and pallet labels, Scoutleaf pest scouting and biological control, Hivelog
bumblebee hives, the Skymast weather mast, the Woodhearth wood-chip boiler and the Alarmline
call-out dialler; and of its principal (Annelise Vorhoeven-Pratt, head of growing technology).
Other invented names: Tobias Grell (head grower), Jonah Felstead (irrigation technician),
Dario Kellaway (energy engineer), Callum Breck (maintenance), Priya Lindqvist-Oduya (keeps the
water licence), Eabha Tolland (HR, piece-rate pay), Mirela Oancea-Byrne (packhouse manager),
Rashid Mentone (logistics coordinator), Sunniva Hartle (IPM lead), Joss (a grower), the
customers Brightbasket and Marrowby Foods, and the suppliers Motorhall Engines, Glenfrost Gases,
Polarfield Services, Verdant Allies and Buzzward Biologicals.

Eighteen themes hold one record in each tier about the same system (a fact, an incident, a
lesson, a preference of Annelise and a prediction), so a request's words say what it is about
and mostly only its shape says which kind of memory answers it. Three more records: a fact
about which crop grows in which compartment, the night shift and the on-call phone, and two
predictions of how Annelise reacts (to a non-urgent message at the weekend, and to a
spreadsheet sent with no written summary). Lessons carry a trigger list of entities and
situation words and a "When ..., do: ... Not: ... Why:" body; predictions carry a condition and
a prediction, in the SPEC's sub-buckets system-state (9), workspace-state-transitions (5),
skill-output-shape (4) and principal-response (2). Two episodic records have the event type
near-miss (the borehole over its licence, the cold room door), the others incident.

Counts: 93 records (19 semantic, 18 episodic, 18 procedural, 18 personalized, 20
environment-dynamics); 130 tasks, each with one needed tier and one answering record (semantic
24, episodic 21, procedural 31, personalized 24, environment-dynamics 30; English 91, German 8,
French 8, Spanish 8, Italian 7, Portuguese 8; of the 39 not in English: semantic 5, episodic 4,
procedural 13, personalized 6, environment-dynamics 11); every record answers at least one
task; 12 no-memory requests (4 of them not in English).

Written by hand by a writer who had not read the project's code (not the recall code, its cue
tables, its weights, nor any other store's rows); the only inputs were the SPEC's sections on
the five tiers, their frontmatter and the retrieval policies, and an earlier task file's layout
(its docstring, its import line, its first theme of records, its first tasks and its first
no-memory requests); the heldout README was read only to pick a domain not used before. The
signatures of the record and task constructors were inferred from those first records, not
read from their module, and this file was never imported or run against recall: the only
checks were a parse of it as Python and a small script of the writer's that walks its syntax
tree (without executing it) to check that every gold id exists and has the task's tier, that
every record is used, the counts, and the longest run of words a request shares with its
record (three at most, counted over the record's title, body, triggers, condition and
prediction). Every system, company, person, place and number is invented; nothing was copied
from a public text.

Requests are typed the way a grower, a technician, a packhouse or HR administrator, a scout or
a coding agent would type them (imperatives, "what happened", "why did", "will X if", "fine
to ...?", terse situations); non-English requests are marked by a trailing comment. Hard
families on purpose: an imperative whose needed memory is how Annelise wants that kind of work
done (personalized), a question about how a system, the weather or Annelise will react
(environment-dynamics), "who can" / "where" / "how often" about a fact (semantic), the
situation a lesson is for told without the lesson's words (procedural), and "what happened" /
"why did" (episodic). Some requests touch a second record of the same theme more weakly (a
lesson and the incident behind it, a fact that says who reports water use and the preference
about how the report reaches Annelise); the gold is the one record that answers the request as
asked. The writer hesitated most over b23-t046 (starting the quarterly water return: the fact
names who reports to the authority, the gold preference says how Annelise wants the draft),
b23-t025 (asking Annelise for another CO2 tanker: the fact names the supplier and delivery day,
the gold preference says how she approves an order), b23-t116 (whether to wake Annelise at
night over a pipe temperature: gold is her stated call-out thresholds, not the boiler lesson)
and b23-t128 (a Sunday message about a bee quote: gold is the prediction of her reply, not the
preference about supplier changes). BLIND23_NO_MEMORY_REQUESTS lists requests that no record in
this store answers (general knowledge or small talk), as plain (id, text) pairs outside the
task constructor, for a caller that wants to measure abstention. Report it in aggregate; do not
tune on it.
"""
from __future__ import annotations

from typing import Any

from benchmarks.retrieval.dataset import E, P, S, U, V, env, epi, pref, rule, sem, task

BLIND23_RECORDS: list[dict[str, Any]] = [
    # --- 1. climate computer (Climora) ---
    sem("sem-climora-climate-computer", "climate", 0.93, 15, "2026-01-19",
        "Climora sets vents, heating and humidity for all eight compartments",
        "Climora is the climate computer for the eight compartments at Holloway Fen. It sets vent "
        "openings, heating pipe temperatures and humidity targets from the day programme each "
        "compartment grower writes. Only Tobias Grell, the head grower, and Annelise may change "
        "the night programme; everyone else has view rights only. A copy of all settings is "
        "exported to the office server at 05:00 every day.")
    ,
    epi("epi-2025-10-14-vents-open-in-storm", "climate", "incident", "2025-10-14",
        "Frozen wind reading left the vents of compartments 3 and 4 open through a storm",
        "On the night of 14 October the wind sensor froze and Climora read zero wind, so the "
        "vents of compartments 3 and 4 stayed 40 percent open while the gale blew. Two vent arms "
        "bent and the crop lost three degrees before the night grower closed the vents by hand "
        "at 02:20.")
    ,
    rule("rule-climora-compare-wind-before-storm", "climate",
         ["Climora", "wind sensor", "storm", "gale", "vent arms", "weather warning",
          "anemometer"], "high", 1, "2025-10-16",
         "Before a stormy night, check the wind reading against the roof mast",
         "When a storm or strong wind is forecast, do: compare the Climora wind reading with the "
         "Skymast roof station before dusk, and if they differ by more than 3 m/s set the vent "
         "limit to 10 percent by hand. Not: trust the single wind reading overnight. Why: on "
         "2025-10-14 a frozen sensor read zero wind and two vent arms bent.")
    ,
    pref("pref-annelise-setpoint-change-table", "documentation", "climate", "2026-01-21",
         "Annelise wants climate setpoint proposals as a per-compartment table",
         "Annelise wants any proposed climate setpoint change sent as a short table per "
         "compartment: current value, new value, expected effect on the crop, and who asked for "
         "it. She does not accept screenshots of the Climora graphs without numbers.")
    ,
    env("env-climora-screens-freeze-at-export", "system-state", "climate",
        "the daily settings export runs at 05:00 while the morning humidity ramp starts",
        "the Climora screens freeze for about two minutes between 05:00 and 05:05 and any "
        "setpoint typed in that window is silently lost",
        9, 1, "2026-01-25",
        "Seen on nine of ten mornings checked; the miss was a day the export had been disabled."),

    # --- 2. fertigation (Dripsense) ---
    sem("sem-dripsense-fertigation", "fertigation", 0.92, 12, "2026-01-08",
        "Dripsense mixes and doses the nutrient solution by EC and pH targets",
        "Dripsense mixes the nutrient solution for the drippers from the A and B stock tanks and "
        "acid, and doses each irrigation valve group to its EC and pH targets. Jonah Felstead, "
        "the irrigation technician, owns the recipes; stock tank refills are logged on the paper "
        "sheet at the mixing room door. The EC probes are calibrated every Monday with the 1.41 "
        "and 2.77 buffer solutions.")
    ,
    epi("epi-2025-08-22-acid-overdose-group-5", "fertigation", "incident", "2025-08-22",
        "A cracked pH probe kept the acid pump running and scorched cucumber roots",
        "On 22 August a pH probe cracked and kept reading high, so the acid pump never stopped. "
        "The solution in valve group 5 fell to pH 3.9 for forty minutes before anyone noticed "
        "the low-pH alarm. Roots on about 600 cucumber plants were scorched.")
    ,
    rule("rule-dripsense-manual-off-during-probe-swap", "fertigation",
         ["Dripsense", "pH probe", "EC probe", "acid pump", "probe replacement", "buffer",
          "odd readings"], "high", 1, "2025-08-25",
         "Put dosing in manual before replacing a probe",
         "When a pH or EC probe is replaced or gives odd readings, do: put the acid pump in "
         "manual-off, calibrate the new probe with both buffers, run one test cycle to the "
         "drain, and only then return to automatic. Not: swap the probe with the dosing in "
         "automatic. Why: on 2025-08-22 a cracked probe kept the acid pump on and scorched roots "
         "in valve group 5.")
    ,
    pref("pref-annelise-recipe-change-by-email", "approvals", "fertigation", "2025-09-02",
         "Annelise signs off nutrient recipe changes by email the day before",
         "Annelise wants any nutrient recipe change to reach her by email the day before, with "
         "the old and new EC, the reason and the compartments affected. She replies with OK or "
         "questions and does not want recipe changes agreed on the phone.")
    ,
    env("env-dripsense-drain-ec-rises-hot-days", "workspace-state-transitions", "fertigation",
        "outside temperature is above 28 °C and the drippers run more than 14 cycles a day",
        "by mid afternoon the drain EC sits 0.4 to 0.8 above the supply EC and the next "
        "morning's first cycles are shortened by the controller",
        8, 2, "2025-08-30",
        "Eight of ten hot days logged last summer."),

    # --- 3. combined heat and power engine (Kinergen) ---
    sem("sem-kinergen-chp-engine", "chp", 0.94, 13, "2026-01-15",
        "The Kinergen engine makes heat, power and CO2 and is scheduled by power price",
        "The Kinergen combined heat and power engine (2 MW electric) heats the buffer tank, "
        "exports power to the grid and feeds cleaned flue gas to the crop as CO2. Dario "
        "Kellaway, the energy engineer, schedules it against the day-ahead power price. The "
        "service contract with Motorhall Engines covers an oil change every 1,500 running hours.")
    ,
    epi("epi-2025-11-05-chp-trip-dirty-flue-gas", "chp", "incident", "2025-11-05",
        "After an engine trip, dirty flue gas reached compartment 2",
        "On 5 November the Kinergen engine tripped on high exhaust temperature at 07:10 because "
        "the catalyst had clogged. On the automatic restart CO2 dosing switched to flue gas "
        "anyway, for ten minutes, until the ethylene sensor closed the damper. Young tomato "
        "leaves in compartment 2 curled over the following days.")
    ,
    rule("rule-kinergen-liquid-co2-first-hour-after-restart", "chp",
         ["Kinergen", "CHP", "engine trip", "restart", "flue gas", "catalyst", "damper"],
         "high", 1, "2025-11-07",
         "After an engine trip, dose from the liquid tank for the first hour",
         "When the engine restarts after any trip, do: keep the flue gas damper closed and dose "
         "from the liquid CO2 tank for the first hour, and check the NOx and ethylene readings "
         "before opening it. Not: let the automatic restart route flue gas straight into the "
         "glasshouse. Why: on 2025-11-05 dirty flue gas reached compartment 2 and leaves curled.")
    ,
    pref("pref-annelise-weekly-energy-note", "reporting", "chp", "2025-11-17",
         "Annelise wants the weekly energy note on Monday morning with four numbers on top",
         "Annelise wants the weekly energy note by Monday 10:00: running hours, MWh exported, "
         "average price earned and gas used, as four numbers at the top and one chart below. "
         "She does not want the raw Kinergen log attached.")
    ,
    env("env-kinergen-starts-before-price-peak", "system-state", "chp",
        "the day-ahead power price is above 180 per MWh for any hour",
        "Kinergen starts by itself about 15 minutes before that hour, even at night, and the "
        "buffer tank is full within roughly three hours",
        14, 2, "2026-01-20",
        "Fourteen of sixteen such hours checked in December and January."),

    # --- 4. CO2 dosing (Carbodose) ---
    sem("sem-carbodose-liquid-co2", "co2", 0.9, 10, "2025-12-01",
        "Carbodose doses pure CO2 from the liquid tank by the north gate",
        "Carbodose controls the pure CO2 supply from the 30-tonne liquid tank by the north gate, "
        "used when the engine is off and in summer when the vents are open. Glenfrost Gases "
        "delivers on Tuesdays; the gate code for the tanker is held by the packhouse office. The "
        "dosing target is 800 ppm with closed vents and 450 ppm when vents are more than 20 "
        "percent open.")
    ,
    epi("epi-2025-07-09-co2-tank-ran-dry", "co2", "incident", "2025-07-09",
        "The liquid CO2 tank ran dry on a Sunday behind a stuck gauge",
        "On Sunday 9 July the liquid CO2 tank emptied because its level gauge had stuck at 35 "
        "percent. No CO2 was dosed for 26 hours in strong sunlight, and the yield loss in the "
        "tomatoes that week was put at about 1.5 percent.")
    ,
    rule("rule-carbodose-read-float-gauge-before-weekend", "co2",
         ["Carbodose", "liquid CO2", "tank level", "float gauge", "Glenfrost", "weekend",
          "holiday"], "medium", 1, "2025-07-11",
         "Before a weekend, read both CO2 level gauges",
         "When a weekend or holiday starts, do: read the mechanical float gauge on the tank and "
         "the Carbodose level, and order a top-up if either is under 40 percent. Not: rely on "
         "the electronic level alone. Why: on 2025-07-09 the gauge stuck and the tank emptied on "
         "a Sunday.")
    ,
    pref("pref-annelise-co2-order-by-text", "purchasing", "co2", "2025-07-15",
         "Annelise approves extra CO2 deliveries by text message",
         "Annelise wants extra CO2 deliveries ordered only after a text message to her with the "
         "tank level, the tonnes used last week and the price quoted. She answers within the "
         "hour in working time and prefers a text to an email for this.")
    ,
    env("env-carbodose-summer-tank-three-weeks", "workspace-state-transitions", "co2",
        "the vents stand more than 20 percent open for most of the day, usually June to August",
        "CO2 use rises to about 9 tonnes a week and a full tank lasts only about three weeks",
        6, 1, "2025-09-05",
        "Six of seven summer weeks logged."),

    # --- 5. LED grow lights (Lumaline) ---
    sem("sem-lumaline-grow-lights", "lighting", 0.93, 11, "2026-01-12",
        "Lumaline switches the LED grow lights in four groups under the grid limit",
        "Lumaline switches the LED grow lights in compartments 1 to 4 (tomatoes, 1,100 "
        "fixtures) in four groups so that the site stays under its 3.6 MW grid connection. "
        "Lights run at most 16 hours a day, and the schedule follows the light sum target from "
        "the Skymast radiation sensor. Only Dario Kellaway changes the make-up of the light "
        "groups.")
    ,
    epi("epi-2026-01-08-all-lights-tripped-breaker", "lighting", "incident", "2026-01-08",
        "All light groups started together and tripped the main breaker",
        "On 8 January, after a short power dip, all four light groups came on at the same "
        "moment, the main breaker tripped on overload and compartments 1 to 4 stayed dark for "
        "three hours on a winter morning. A firmware update the week before had reset the "
        "staggered start delay to zero.")
    ,
    rule("rule-lumaline-confirm-start-delay-after-update", "lighting",
         ["Lumaline", "firmware", "update", "grow lights", "light groups", "power dip",
          "breaker"], "high", 1, "2026-01-10",
         "After a controller update, confirm the delay between light groups",
         "When the light controller has been updated or restarted, do: open the group settings "
         "and confirm the 90-second start delay between groups before the next switch-on. Not: "
         "assume the settings survive an update. Why: on 2026-01-08 a reset delay made all "
         "groups start together and trip the main breaker.")
    ,
    pref("pref-annelise-lighting-plan-one-page", "planning", "lighting", "2025-10-22",
         "Annelise wants the monthly lighting plan on one page with a bar chart",
         "Annelise wants the monthly lighting plan as one page: hours per day per compartment, "
         "expected MWh and cost, and the light sum target, sent on the 25th of the month before. "
         "She likes a simple bar chart and does not want a spreadsheet.")
    ,
    env("env-lumaline-dims-on-price-compartments-cool", "workspace-state-transitions",
        "lighting",
        "the power price goes over 250 per MWh while the lights are on",
        "Lumaline dims groups 3 and 4 to zero, those compartments lose about 1 °C in the first "
        "hour and Climora raises the pipe temperature to make up",
        7, 1, "2026-01-28",
        "Seven of eight price spikes this winter."),

    # --- 6. screens (Veilmatic) ---
    sem("sem-veilmatic-screens", "screens", 0.91, 9, "2025-11-03",
        "Veilmatic drives an energy screen and a shade screen in every compartment",
        "Veilmatic drives two screens in every compartment: an energy screen that closes at "
        "night when it is below 8 °C outside, and a shade screen that closes above 850 W/m² of "
        "sunlight. The screen motors are serviced by Callum Breck's maintenance team, and each "
        "screen has a gap setting to let moisture out.")
    ,
    epi("epi-2025-09-03-shade-screen-torn-compartment-7", "screens", "incident", "2025-09-03",
        "The shade screen in compartment 7 tore on a raised scissor trolley",
        "On 3 September the shade screen in compartment 7 closed onto a scissor trolley that "
        "was raised for lamp work and tore along 30 metres. The cucumbers under the tear "
        "scorched the next afternoon.")
    ,
    rule("rule-veilmatic-manual-hold-for-high-work", "screens",
         ["Veilmatic", "screen", "scissor trolley", "work at height", "raised platform", "lift",
          "ladder"], "high", 1, "2025-09-05",
         "Hold the screens in manual while anyone works up high",
         "When anyone works from a raised trolley or ladder in a compartment, do: put that "
         "compartment's screens in manual hold on Veilmatic and hang the red tag on the control "
         "box. Not: leave screens in automatic during high work. Why: on 2025-09-03 a screen "
         "closed onto a raised trolley and tore.")
    ,
    pref("pref-annelise-maintenance-calendar-invite", "communication", "screens", "2025-09-10",
         "Annelise wants screen maintenance announced two working days ahead by invite",
         "Annelise wants to be told two working days ahead of any screen maintenance, by a "
         "calendar invite that names the compartment, the hours and who is doing the work, and "
         "not by a message on the day itself.")
    ,
    env("env-veilmatic-closed-screen-humidity", "workspace-state-transitions", "screens",
        "the energy screen is fully closed with no gap for more than four hours at night",
        "relative humidity under the screen climbs above 92 percent and the botrytis risk "
        "alarm starts by early morning",
        10, 2, "2025-12-02",
        "Ten of twelve such nights."),

    # --- 7. rainwater basin (Basinwatch) ---
    sem("sem-basinwatch-rainwater-basin", "water", 0.9, 8, "2025-10-01",
        "Irrigation water comes from the rainwater basin, topped up from the borehole",
        "All irrigation water comes from the 12,000 m³ rainwater basin behind compartment 8, "
        "topped up from the Holloway borehole when the level is under 20 percent. Basinwatch "
        "logs the level and the sodium content. The borehole licence allows 40 m³ a day; Priya "
        "Lindqvist-Oduya keeps the licence file and reports use to the water authority every "
        "quarter.")
    ,
    epi("epi-2025-06-18-borehole-over-licence", "water", "near-miss", "2025-06-18",
        "A stuck float let the borehole pump draw more than twice the licence",
        "On 18 June the basin float stuck and the borehole pump ran for 31 hours, drawing 96 m³ "
        "in one day. Priya's daily check caught it before the quarterly report and it was "
        "declared to the authority; no fine followed.")
    ,
    rule("rule-basinwatch-timer-on-borehole-top-up", "water",
         ["Basinwatch", "borehole", "basin level", "float", "licence", "top-up", "dry spell"],
         "medium", 1, "2025-06-20",
         "Stop borehole top-ups by volume, not by the float",
         "When the basin is being topped up from the borehole, do: set the pump timer to stop at "
         "40 m³ and read the flow meter at the end of the day. Not: let the float switch alone "
         "stop the pump. Why: on 2025-06-18 a stuck float drew 96 m³ in a day.")
    ,
    pref("pref-annelise-water-report-week-ahead", "reporting", "water", "2025-07-01",
         "Annelise wants the quarterly water report a week before it is due",
         "Annelise wants the quarterly water report drafted by Priya and sent to her a week "
         "before it goes to the authority, with rainwater and borehole volumes side by side and "
         "any day over the limit named plainly.")
    ,
    env("env-basinwatch-sodium-after-dry-month", "system-state", "water",
        "less than 30 mm of rain falls in a month and the borehole supplies most of the top-up",
        "sodium in the basin climbs above 4 mmol/l and the drain water has to be dumped more "
        "often instead of reused",
        4, 1, "2025-09-12",
        "Four of five dry months since 2023."),

    # --- 8. UV drain-water disinfection (Purivex) ---
    sem("sem-purivex-uv-disinfection", "drain-water", 0.92, 9, "2025-11-11",
        "Purivex disinfects drain water with UV before it is reused",
        "Purivex disinfects the drain water with UV lamps before reuse, at a dose of 250 "
        "mJ/cm². The lamps are changed every 9,000 hours and the quartz sleeve is cleaned with "
        "acid every two weeks. If the dose falls below target, the drain water goes to the "
        "holding tank instead of the mixing room.")
    ,
    epi("epi-2025-05-27-root-rot-after-open-bypass", "drain-water", "incident", "2025-05-27",
        "An open bypass sent untreated drain water to the crop and root rot spread",
        "In late May the bypass valve of the UV unit was left open after a sleeve clean, and "
        "untreated drain water went back to the crop for four days. Pythium spread through the "
        "first two valve groups and 1,200 plants were pulled out.")
    ,
    rule("rule-purivex-close-bypass-after-service", "drain-water",
         ["Purivex", "UV", "bypass valve", "sleeve cleaning", "quartz", "drain water",
          "service"], "high", 1, "2025-05-30",
         "After servicing the UV unit, close and tag the bypass",
         "When the UV unit has been cleaned or serviced, do: close the bypass valve, check that "
         "the dose reads over 250 on the display and sign the tag on the valve. Not: finish the "
         "job with the bypass still open. Why: in May 2025 an open bypass sent untreated water "
         "to the crop and root rot spread.")
    ,
    pref("pref-annelise-crop-loss-three-photos", "communication", "crop-health", "2025-06-04",
         "Annelise wants crop losses reported with counts and three photos first",
         "When plants are lost to disease, Annelise wants the number of plants, the compartment "
         "and valve group, and three photos (one close-up, one of the row, one wide) in a single "
         "message, before any explanation.")
    ,
    env("env-purivex-dose-drops-with-iron", "skill-output-shape", "drain-water",
        "the iron chelate in the nutrient recipe is raised above 40 micromol",
        "the UV dose reading falls by 20 to 30 percent within a week as the sleeve stains brown",
        5, 1, "2025-10-20",
        "Five of six recipe changes with more iron."),

    # --- 9. pipe-rail trolleys (Railrunner) ---
    sem("sem-railrunner-trolleys", "trolleys", 0.91, 10, "2025-12-15",
        "46 Railrunner battery trolleys run on the heating pipes, 8 of them scissor lifts",
        "The 46 Railrunner battery trolleys run on the heating pipes between the crop rows for "
        "harvesting and leaf work; 8 of them are scissor lifts for work up to 4 m. Batteries "
        "are charged in the charging bay by the packhouse. Only staff holding the lift card may "
        "use the scissor trolleys.")
    ,
    epi("epi-2025-12-11-trolley-off-rail-end", "trolleys", "incident", "2025-12-11",
        "A trolley ran off a rail end with no stop and a picker was hurt",
        "On 11 December a trolley ran off the pipe rail at a row end in compartment 6 because "
        "the end stop had been taken off for a pipe repair and not put back. The picker fell a "
        "short way and bruised her arm.")
    ,
    rule("rule-railrunner-refit-end-stops", "trolleys",
         ["Railrunner", "pipe rail", "end stop", "row end", "pipe repair", "trolley", "heating "
          "pipe"], "high", 1, "2025-12-12",
         "Never leave a rail row without its end stop overnight",
         "When any heating pipe or rail end is worked on, do: refit the end stop the same day or "
         "block the row with the yellow chain and a sign. Not: leave a row open without an end "
         "stop overnight. Why: on 2025-12-11 a trolley ran off a rail end with no stop and a "
         "picker was hurt.")
    ,
    pref("pref-annelise-injury-report-same-day", "safety", "trolleys", "2025-12-16",
         "Annelise wants injuries reported the same day on the form, with a call for first aid",
         "Annelise wants any injury or near-miss reported on the same day on the form in the "
         "safety folder, signed by the team leader, and a voice call to her if anyone needed "
         "first aid. No email-only reports.")
    ,
    env("env-railrunner-batteries-short-when-cold", "skill-output-shape", "trolleys",
        "the charging bay is below 5 °C overnight",
        "trolley batteries last about 5 hours instead of 8 and the afternoon pickers run flat "
        "before the end of the shift",
        6, 1, "2026-01-30",
        "Six of seven cold nights this winter."),

    # --- 10. harvest registration (Pickcount) ---
    sem("sem-pickcount-harvest-registration", "harvest", 0.92, 12, "2025-10-06",
        "Pickcount records every crate picked and feeds piece-rate pay",
        "Pickcount records every crate picked: the picker scans their badge and the crate label "
        "at the row end, and the weight is taken at the packhouse intake scale. Piece-rate pay "
        "is worked out weekly from Pickcount by Eabha Tolland in HR, and disputes must be raised "
        "within 7 days.")
    ,
    epi("epi-2025-09-19-doubled-scans-overpaid", "harvest", "incident", "2025-09-19",
        "Doubled scans from one scanner overpaid eleven pickers",
        "For three days in mid-September a scanner in compartment 5 sent every scan twice after "
        "a network switch was replaced. Eleven pickers were overpaid by 2,340 in total and the "
        "money was recovered over four payslips.")
    ,
    rule("rule-pickcount-duplicate-report-before-pay-export", "harvest",
         ["Pickcount", "payroll", "piece rate", "scanner", "duplicate scans", "pay export",
          "network switch"], "high", 1, "2025-09-24",
         "Run the duplicate-scan report before every pay export",
         "When the weekly pay export is made, do: run the duplicate-scan report and compare "
         "crates scanned with crates weighed per compartment; stop the export if they differ by "
         "more than 2 percent. Not: send the export straight to payroll. Why: in September 2025 "
         "doubled scans overpaid 11 pickers.")
    ,
    pref("pref-annelise-productivity-per-team", "reporting", "harvest", "2025-10-08",
         "Annelise wants picking productivity per team, never per named person",
         "Annelise wants picker productivity shown as kilograms per hour per team, never per "
         "named person, in anything that leaves HR; names go to team leaders only.")
    ,
    env("env-pickcount-scanners-offline-compartment-8", "system-state", "harvest",
        "the screens in compartment 8 are closed and the crop is taller than 3 m",
        "the row-end scanners there lose the wireless network and queue their scans, then "
        "upload them in one burst when the screens open",
        8, 2, "2025-11-14",
        "Eight of ten days checked."),

    # --- 11. packing-line grader (Sortique) ---
    sem("sem-sortique-optical-grader", "packing", 0.93, 11, "2025-11-20",
        "Sortique grades each tomato by camera into 12 lanes",
        "Sortique is the optical grader on the tomato packing line: cameras sort each fruit by "
        "colour, size and blemish into 12 lanes at up to 10 fruit per second. Grading profiles "
        "per customer are set by Mirela Oancea-Byrne, the packhouse manager, and the camera "
        "lenses are cleaned at every shift change.")
    ,
    epi("epi-2025-10-30-wrong-profile-load-rejected", "packing", "incident", "2025-10-30",
        "Two hours on the wrong grading profile and a rejected load",
        "On 30 October the line ran for two hours on the loose-vine profile instead of the "
        "Brightbasket premium profile. 14 pallets left with too many pale fruit and the customer "
        "refused the load at its depot.")
    ,
    rule("rule-sortique-read-profile-at-order-change", "packing",
         ["Sortique", "grading profile", "order change", "customer", "Brightbasket",
          "packing line", "changeover"], "high", 1, "2025-11-01",
         "At every order changeover, confirm the grading profile aloud",
         "When the packing line changes from one customer order to the next, do: read the "
         "active profile name on the Sortique screen aloud with the line leader and hand-check "
         "ten fruit. Not: assume the profile switched with the order. Why: on 2025-10-30 two "
         "hours ran on the wrong profile and a load was rejected.")
    ,
    pref("pref-annelise-sees-complaint-replies", "customers", "packing", "2025-11-04",
         "Annelise reviews every customer complaint reply before it goes",
         "Annelise wants to see any reply to a customer complaint before it is sent. The draft "
         "must say what happened, what we changed and the credit offered, in under 150 words, "
         "with no blame on named staff.")
    ,
    env("env-sortique-false-blemish-cold-fruit", "skill-output-shape", "packing",
        "fruit come straight from the cold store below 12 °C into the warm packhouse",
        "condensation on the skins makes Sortique reject 6 to 10 percent as blemished instead "
        "of the usual 2 percent",
        9, 1, "2025-12-09",
        "Nine of ten runs of chilled fruit."),

    # --- 12. cold store (Chillbay) ---
    sem("sem-chillbay-cold-store", "cold-store", 0.92, 10, "2025-09-15",
        "Chillbay keeps tomatoes at 12 °C and cucumbers at 10 °C",
        "Chillbay holds packed tomatoes at 12 °C and cucumbers at 10 °C in two rooms with 180 "
        "pallet places. Temperature is logged every 5 minutes and the log is kept for two years "
        "for customer audits. The refrigeration contractor is Polarfield Services, with a "
        "4-hour call-out.")
    ,
    epi("epi-2025-08-02-cold-room-door-open", "cold-store", "near-miss", "2025-08-02",
        "A cold room door stood open 50 minutes in a heat wave",
        "On 2 August the door of room 2 stayed open for 50 minutes during a heat wave after a "
        "forklift had broken the closing sensor. The room reached 17 °C, but it was caught "
        "before any fruit was damaged.")
    ,
    rule("rule-chillbay-test-door-alarm-after-knock", "cold-store",
         ["Chillbay", "cold store door", "door sensor", "forklift", "door alarm", "knock",
          "repair"], "medium", 1, "2025-08-04",
         "After a cold store door is hit or repaired, test its alarm",
         "When a cold store door has been hit or repaired, do: test the door-open alarm by "
         "holding the door for three minutes and confirm the alarm reaches the packhouse phone. "
         "Not: assume the alarm still works after a knock. Why: on 2025-08-02 a broken sensor "
         "left room 2 open for 50 minutes.")
    ,
    pref("pref-annelise-audit-logs-monthly-pdf", "documentation", "cold-store", "2025-09-18",
         "Annelise wants audit temperature logs as one PDF per month",
         "For customer audits Annelise wants the temperature logs exported as one PDF per month "
         "with the minimum, the maximum and any alarm marked, and never the raw CSV.")
    ,
    env("env-chillbay-creeps-up-hot-full", "system-state", "cold-store",
        "it is above 30 °C outside and both rooms are more than 80 percent full",
        "the compressors run without stopping and the room temperature creeps up by about 1.5 "
        "°C by late afternoon",
        6, 2, "2025-08-28",
        "Six of eight such afternoons."),

    # --- 13. orders and pallet labels (Orderloom) ---
    sem("sem-orderloom-orders-and-labels", "orders", 0.93, 14, "2026-02-03",
        "Orderloom takes the customers' orders each evening and prints pallet labels",
        "Orderloom receives the Brightbasket and Marrowby Foods orders by EDI every evening at "
        "19:00, plans the packing for the next day and prints the pallet labels with each "
        "customer's barcodes. Rashid Mentone, the logistics coordinator, confirms the orders by "
        "20:30; late changes go through him by phone.")
    ,
    epi("epi-2026-02-02-labels-wrong-date", "orders", "incident", "2026-02-02",
        "Marrowby pallet labels printed the packing date as best-before",
        "On 2 February the pallet labels for Marrowby Foods printed the packing date where the "
        "best-before date belongs, after a template change. 22 pallets were relabelled at the "
        "depot at our cost.")
    ,
    rule("rule-orderloom-proof-label-template", "orders",
         ["Orderloom", "label template", "pallet label", "barcode", "best-before", "Marrowby",
          "template change"], "high", 1, "2026-02-04",
         "Proof every label template change before the first live print",
         "When a label template is changed, do: print one test label, scan its barcode, and "
         "have Rashid compare it with the customer's label specification before the first live "
         "print. Not: publish a template change straight to the printers. Why: on 2026-02-02 a "
         "template change put the wrong date on 22 pallets.")
    ,
    pref("pref-annelise-shortfall-told-before-ten", "customers", "orders", "2025-12-05",
         "Annelise wants customers told of a shortfall before 10:00, with a copy to her",
         "When we cannot fill an order, Annelise wants the customer told by Rashid before 10:00 "
         "with the quantity we can send, and a copy to her. She does not want it left until the "
         "evening.")
    ,
    env("env-orderloom-monday-orders-late", "system-state", "orders",
        "it is a Monday or the day after a bank holiday",
        "the Brightbasket order file arrives between 20:00 and 21:30 instead of 19:00 and the "
        "packing plan is made late",
        11, 2, "2026-01-26",
        "Eleven of thirteen Mondays and holiday mornings."),

    # --- 14. pest scouting (Scoutleaf) ---
    sem("sem-scoutleaf-pest-scouting", "pests", 0.9, 9, "2025-08-11",
        "Scoutleaf maps weekly pest counts; Sunniva orders biocontrols on Fridays",
        "Scoutleaf is the tablet app for pest and disease scouting. Scouts walk every fifth row "
        "weekly, log whitefly, thrips and mildew counts per grid square, and the app maps hot "
        "spots. Sunniva Hartle, the IPM lead, orders the biological controls (parasitic wasps "
        "and predatory mites) from Verdant Allies every Friday.")
    ,
    epi("epi-2025-07-24-spray-killed-mites", "pests", "incident", "2025-07-24",
        "A contractor's mildew spray killed the predatory mites in compartment 3",
        "On 24 July a contractor sprayed a mildew product in compartment 3 that was not on the "
        "list of products safe for biocontrol. Most of the predatory mites died and thrips "
        "numbers tripled within two weeks.")
    ,
    rule("rule-scoutleaf-check-side-effects-before-spraying", "pests",
         ["Scoutleaf", "spray", "crop protection", "contractor", "biocontrol",
          "predatory mites", "mildew"], "high", 1, "2025-07-26",
         "Check every spray against the side-effects list and get Sunniva's OK",
         "When any crop protection product is to be applied, do: look it up on the side-effects "
         "list in Scoutleaf and get Sunniva's OK in writing. Not: let a contractor spray from "
         "their own list. Why: on 2025-07-24 a spray killed the predatory mites in compartment "
         "3.")
    ,
    pref("pref-annelise-friday-pest-heat-map", "reporting", "pests", "2025-08-15",
         "Annelise wants the Friday pest update as heat maps with a sentence per red square",
         "Annelise wants the pest update on Friday as the Scoutleaf heat map for each "
         "compartment with one sentence for each red square, and not a table of counts.")
    ,
    env("env-scoutleaf-map-slow-full-round", "skill-output-shape", "pests",
        "whitefly counts are entered for more than 400 grid squares in one round",
        "the heat map takes 3 to 4 minutes to render and often shows the previous week until "
        "the app is restarted",
        5, 1, "2025-10-02",
        "Five of six full rounds."),

    # --- 15. bumblebee pollination (Hivelog) ---
    sem("sem-hivelog-bumblebee-hives", "pollination", 0.89, 8, "2025-05-06",
        "Bumblebee hives pollinate the tomatoes; Hivelog tracks them",
        "The tomatoes are pollinated by bumblebee hives, 8 per hectare, delivered every 6 weeks "
        "by Buzzward Biologicals. Hivelog records each hive's placement, its delivery date and "
        "the weekly bite-mark check on the flowers (target: 90 percent of flowers marked).")
    ,
    epi("epi-2025-04-15-bees-lost-under-coating", "pollination", "incident", "2025-04-15",
        "A new roof coating confused the bees and pollination fell",
        "In April the new diffuse roof coating on compartment 1 cut the UV light; the bees lost "
        "their way, many did not return to the hives and flower marking fell to 55 percent for "
        "two weeks.")
    ,
    rule("rule-hivelog-daily-marks-after-roof-change", "pollination",
         ["Hivelog", "bumblebees", "hives", "roof coating", "diffuse glass", "new screen",
          "flower marking"], "medium", 1, "2025-04-20",
         "After any change over the roof, count bite marks daily for a week",
         "When roof coating, new glass or a new screen is fitted over a compartment, do: count "
         "flower bite marks daily for a week and move hives nearer the paths if marking drops "
         "under 80 percent. Not: wait for the weekly check. Why: in April 2025 a coating "
         "disoriented the bees and marking fell to 55 percent.")
    ,
    pref("pref-annelise-decides-supplier-changes", "purchasing", "pollination", "2025-05-12",
         "Annelise decides any change of biological supplier herself",
         "Annelise wants to decide herself on any change of biological supplier or of hive "
         "numbers. She wants two quotes and a short note of trial results, and never a change "
         "made by the team alone.")
    ,
    env("env-hivelog-bees-stay-in-when-hot", "system-state", "pollination",
        "the glasshouse air is over 32 °C at midday",
        "the bumblebees stay inside their hives and flower marking for that day drops by about "
        "a third",
        7, 2, "2025-08-19",
        "Seven of nine hot days checked against the bite marks."),

    # --- 16. weather mast (Skymast) ---
    sem("sem-skymast-weather-mast", "weather", 0.9, 7, "2025-12-01",
        "Skymast on the roof of compartment 4 feeds weather to the other systems",
        "Skymast is the weather mast on the roof of compartment 4. It measures sunlight, wind "
        "speed and direction, rain and outside temperature for Climora, Lumaline and Veilmatic. "
        "Callum's team checks the sensors every quarter, and a spare anemometer is kept in the "
        "workshop cabinet.")
    ,
    epi("epi-2025-11-20-iced-rain-sensor", "weather", "incident", "2025-11-20",
        "Ice on the rain sensor kept the vents shut all day",
        "On 20 November ice on the rain sensor made Skymast report rain all day, so Climora kept "
        "the vents closed in bright sun. Humidity built up and botrytis showed in compartment 5 "
        "a week later.")
    ,
    rule("rule-skymast-check-rain-heater-on-frost", "weather",
         ["Skymast", "rain sensor", "frost", "ice", "weather mast", "sensor heater",
          "vents closed"], "medium", 1, "2025-11-22",
         "When frost is forecast, make sure the rain sensor heater is on",
         "When frost is forecast, do: check that the rain sensor heater is on in the Skymast "
         "panel and compare the rain signal with the real sky at 09:00. Not: let a frozen rain "
         "signal keep the vents shut. Why: on 2025-11-20 ice on the sensor kept vents closed all "
         "day and botrytis followed.")
    ,
    pref("pref-annelise-weather-data-anonymous", "data", "weather", "2025-12-03",
         "Weather data may be shared only as hourly averages without the site name",
         "Annelise is happy for the Skymast data to be shared with the Holloway Fen growers' "
         "group, but only as hourly averages and never with the site name in the file.")
    ,
    env("env-skymast-radiation-low-when-dirty", "system-state", "weather",
        "the radiation sensor has not been cleaned for more than a month in spring",
        "it reads 8 to 12 percent low and the light sum target keeps Lumaline on longer than "
        "needed",
        5, 1, "2025-05-28",
        "Five of six spring checks with a dirty dome."),

    # --- 17. biomass boiler (Woodhearth) ---
    sem("sem-woodhearth-biomass-boiler", "heating", 0.91, 9, "2026-01-24",
        "The Woodhearth chip boiler takes over heating when the engine is off",
        "The Woodhearth biomass boiler (1.5 MW) burns wood chips from the Cressby forestry yard "
        "and takes over the heating when the engine is down for maintenance. It needs a day's "
        "notice to reach full power; the chip bunker holds 5 days of winter use, and Dario "
        "books the chip deliveries.")
    ,
    epi("epi-2026-01-21-wet-chips-boiler-out", "heating", "incident", "2026-01-21",
        "Wet chips bridged in the bunker and the boiler went out overnight",
        "On 21 January wet chips bridged in the bunker, the feed auger ran empty and the boiler "
        "went out overnight while the engine was down for service. Pipe temperatures fell to 28 "
        "°C before the night grower restarted it at 04:00.")
    ,
    rule("rule-woodhearth-measure-chip-moisture", "heating",
         ["Woodhearth", "biomass", "wood chips", "bunker", "auger", "chip delivery",
          "moisture meter"], "high", 1, "2026-01-23",
         "Measure every chip load's moisture before it goes in the bunker",
         "When a chip delivery arrives, do: measure the moisture with the hand meter and refuse "
         "or set aside any load above 35 percent. Not: tip wet chips into the bunker, least of "
         "all when the engine is off. Why: on 2026-01-21 wet chips bridged and the boiler went "
         "out overnight.")
    ,
    pref("pref-annelise-night-call-thresholds", "communication", "heating", "2026-01-26",
         "Annelise is phoned at night only below 30 °C pipe or a boiler down over an hour",
         "Annelise wants to be phoned at night only if a compartment's pipe temperature is under "
         "30 °C or a boiler cannot be restarted within an hour; everything else goes in the "
         "morning handover note.")
    ,
    env("env-woodhearth-ash-full-after-cold-week", "workspace-state-transitions", "heating",
        "the boiler has run at over 80 percent load for five days in a row",
        "the ash container is full and the boiler stops on a high-ash alarm unless it is "
        "emptied first",
        4, 0, "2026-02-01",
        "Four of four such spells."),

    # --- 18. alarm dialler (Alarmline) ---
    sem("sem-alarmline-call-out-dialler", "alarms", 0.93, 12, "2025-12-29",
        "Alarmline rings the on-call grower for critical alarms, then a second number",
        "Alarmline calls the on-call grower's phone for any critical alarm from Climora, "
        "Dripsense, Chillbay or the boilers, and rings the second number if nobody answers "
        "within 5 minutes. Tobias Grell edits the call-out list, and a test alarm goes out every "
        "Sunday at 18:00.")
    ,
    epi("epi-2025-12-24-alarm-rang-leaver", "alarms", "incident", "2025-12-24",
        "A Christmas Eve heating alarm rang a grower who had left",
        "On Christmas Eve a heating alarm went to the phone of a grower who had left in "
        "November, because the list had never been changed. The second number was rung after 5 "
        "minutes and the fault was fixed 40 minutes later than it should have been.")
    ,
    rule("rule-alarmline-update-list-same-day", "alarms",
         ["Alarmline", "call-out list", "on-call", "leaver", "phone number", "rota swap",
          "dialler"], "high", 1, "2025-12-27",
         "Update the call-out list the same day anyone's phone or rota changes",
         "When someone leaves, changes phone or swaps on-call weeks, do: update the Alarmline "
         "list the same day and send a test alarm to the new number. Not: wait for the Sunday "
         "test. Why: on 2025-12-24 an alarm rang the phone of a leaver.")
    ,
    pref("pref-annelise-monthly-alarm-summary", "reporting", "alarms", "2026-01-05",
         "Annelise wants a short monthly alarm summary email without attachments",
         "Annelise wants a monthly alarm summary: the number of critical alarms per system, the "
         "average minutes to answer, and the three worst cases, as a short email with no "
         "attachment.")
    ,
    env("env-alarmline-texts-late-busy-network", "system-state", "alarms",
        "the mobile network is busy, as on New Year's Eve or big match nights",
        "Alarmline's text messages arrive 5 to 15 minutes late, while its voice calls still "
        "come through on time",
        3, 1, "2026-01-02",
        "Three of four busy evenings."),

    # --- extra records ---
    sem("sem-holloway-fen-compartments-and-on-call", "site", 0.95, 20, "2026-01-30",
        "What grows in which compartment, the night shift and the on-call phone",
        "Holloway Fen has eight compartments: 1 to 4 are lit tomatoes, 5 and 6 cucumbers, 7 and "
        "8 unlit tomatoes; young plants are raised at the Cressby propagation house. The night "
        "grower works 22:00 to 06:00, and the on-call grower's phone is 0170 555 0148.")
    ,
    env("env-annelise-weekend-messages-wait", "principal-response", "communication",
        "a non-urgent message is sent to Annelise on a Saturday or Sunday",
        "she does not answer until Monday, and her reply asks why it could not wait",
        6, 1, "2026-01-12",
        "Six of seven weekend messages."),
    env("env-annelise-bare-spreadsheet", "principal-response", "reporting",
        "Annelise is sent a spreadsheet with no written summary in the message",
        "she replies asking for the three key numbers and does not open the file until they "
        "come",
        5, 0, "2025-11-25",
        "Five of five times."),
]

BLIND23_TASKS: list[dict[str, Any]] = [
    # climate
    task("b23-t001", "who is allowed to edit the overnight programme for the houses, and when does "
         "the backup of the climate settings go to the office?", [S],
         ["sem-climora-climate-computer"]),
    task("b23-t002", "what happened to the roof windows during that October gale?", [E],
         ["epi-2025-10-14-vents-open-in-storm"]),
    task("b23-t003", "Forecast says gusts of 90 km/h tonight. Anything I should do about the "
         "roof windows before I go home?", [P], ["rule-climora-compare-wind-before-storm"]),
    task("b23-t004", "Draft the request to raise the night temperature in compartment 6 by one "
         "degree, for Annelise.", [U], ["pref-annelise-setpoint-change-table"]),
    task("b23-t005", "if I type a new humidity target at five past five in the morning, will it "
         "stick?", [V], ["env-climora-screens-freeze-at-export"]),
    task("b23-t006", "Heute Nacht ist Orkan angesagt. Was muss ich vor Feierabend bei den "
         "Lüftungsklappen prüfen?", [P], ["rule-climora-compare-wind-before-storm"]),  # de
    task("b23-t007", "Si je modifie une consigne de l'ordinateur climatique juste après 5 h du "
         "matin, est-ce qu'elle sera prise en compte ?", [V],
         ["env-climora-screens-freeze-at-export"]),  # fr
    # fertigation
    task("b23-t008", "how often are the conductivity sensors checked against reference liquid, "
         "and which liquids?", [S], ["sem-dripsense-fertigation"]),
    task("b23-t009", "why did the cucumbers in group five get burnt roots last summer?", [E],
         ["epi-2025-08-22-acid-overdose-group-5"]),
    task("b23-t010", "The new pH sensor arrived. I'm fitting it this afternoon, anything to watch "
         "out for?", [P], ["rule-dripsense-manual-off-during-probe-swap"]),
    task("b23-t011", "I want to lower the feed strength for the tomatoes next week. How do I get "
         "that agreed?", [U], ["pref-annelise-recipe-change-by-email"]),
    task("b23-t012", "Heatwave coming, 31 degrees on Thursday. What will the runoff look like by "
         "the afternoon?", [V], ["env-dripsense-drain-ec-rises-hot-days"]),
    task("b23-t013", "Voy a cambiar la sonda de pH del cuarto de mezcla esta tarde. ¿Qué tengo "
         "que hacer antes?", [P], ["rule-dripsense-manual-off-during-probe-swap"]),  # es
    task("b23-t014", "Vorrei cambiare la ricetta dei nutrienti per i pomodori: come la devo "
         "presentare ad Annelise?", [U], ["pref-annelise-recipe-change-by-email"]),  # it
    # chp
    task("b23-t015", "who decides when the gas engine runs, and how often does it get an oil "
         "service?", [S], ["sem-kinergen-chp-engine"]),
    task("b23-t016", "what went wrong with the engine and the curled leaves in November?", [E],
         ["epi-2025-11-05-chp-trip-dirty-flue-gas"]),
    task("b23-t017", "The power unit just shut down on an alarm and the fitter wants to start it "
         "again. OK to go?", [P], ["rule-kinergen-liquid-co2-first-hour-after-restart"]),
    task("b23-t018", "Put together this week's energy summary for Annelise.", [U],
         ["pref-annelise-weekly-energy-note"]),
    task("b23-t019", "Prices are going to spike tonight at 2am. Will the engine kick in by "
         "itself?", [V], ["env-kinergen-starts-before-price-peak"]),
    task("b23-t020", "O motor de cogeração parou com alarme e vai voltar a arrancar. O que faço "
         "com o CO2?", [P], ["rule-kinergen-liquid-co2-first-hour-after-restart"]),  # pt
    task("b23-t021", "Der Strompreis ist morgen Abend sehr hoch. Springt das BHKW dann von "
         "selbst an?", [V], ["env-kinergen-starts-before-price-peak"]),  # de
    # co2
    task("b23-t022", "which firm brings the gas for the plants, and on what weekday?", [S],
         ["sem-carbodose-liquid-co2"]),
    task("b23-t023", "tell me about the time the crop got no CO2 for more than a day", [E],
         ["epi-2025-07-09-co2-tank-ran-dry"]),
    task("b23-t024", "Long bank holiday weekend from tomorrow. Anything to check on the gas "
         "supply for the crop?", [P], ["rule-carbodose-read-float-gauge-before-weekend"]),
    task("b23-t025", "We need another CO2 tanker before the end of the month, how do I ask "
         "Annelise for it?", [U], ["pref-annelise-co2-order-by-text"]),
    task("b23-t026", "Once summer comes and the windows are open all day, how fast will we get "
         "through a full tank?", [V], ["env-carbodose-summer-tank-three-weeks"]),
    task("b23-t027", "Un long week-end commence demain : que dois-je vérifier sur la cuve de "
         "CO2 ?", [P], ["rule-carbodose-read-float-gauge-before-weekend"]),  # fr
    task("b23-t028", "¿Cuál es el objetivo de ppm de CO2 con las ventanas cerradas?", [S],
         ["sem-carbodose-liquid-co2"]),  # es
    # lighting
    task("b23-t029", "who can change which lamps belong to which switching group?", [S],
         ["sem-lumaline-grow-lights"]),
    task("b23-t030", "why were the tomato houses dark for hours in January?", [E],
         ["epi-2026-01-08-all-lights-tripped-breaker"]),
    task("b23-t031", "The vendor pushed new software to the LED controller last night. Anything "
         "I need to confirm?", [P], ["rule-lumaline-confirm-start-delay-after-update"]),
    task("b23-t032", "Make the lamp-hours plan for March for Annelise.", [U],
         ["pref-annelise-lighting-plan-one-page"]),
    task("b23-t033", "When electricity gets very expensive tonight, what happens to the warmth "
         "in the lit tomato houses?", [V],
         ["env-lumaline-dims-on-price-compartments-cool"]),
    task("b23-t034", "Hanno aggiornato il software delle lampade stanotte. Cosa devo controllare "
         "prima dell'accensione?", [P],
         ["rule-lumaline-confirm-start-delay-after-update"]),  # it
    task("b23-t035", "Se o preço da eletricidade subir muito, o que acontece às lâmpadas e à "
         "temperatura?", [V], ["env-lumaline-dims-on-price-compartments-cool"]),  # pt
    # screens
    task("b23-t036", "at what outdoor temperature does the night blanket close?", [S],
         ["sem-veilmatic-screens"]),
    task("b23-t037", "how did the shade cloth in the cucumber house get ripped?", [E],
         ["epi-2025-09-03-shade-screen-torn-compartment-7"]),
    task("b23-t038", "Callum's team needs to go up on the lifts in compartment 5 tomorrow to fix "
         "lamps. What do we do with the automation?", [P],
         ["rule-veilmatic-manual-hold-for-high-work"]),
    task("b23-t039", "Book the motor service on the cloths for next week and let Annelise know.",
         [U], ["pref-annelise-maintenance-calendar-invite"]),
    task("b23-t040", "If I keep the night cloth shut tight without a gap, what will the moisture "
         "do by morning?", [V], ["env-veilmatic-closed-screen-humidity"]),
    task("b23-t041", "Morgen arbeitet jemand auf der Hebebühne in Abteil 2. Was ist mit den "
         "Schirmen zu tun?", [P], ["rule-veilmatic-manual-hold-for-high-work"]),  # de
    task("b23-t042", "Je dois prévenir Annelise d'une intervention sur les écrans la semaine "
         "prochaine : comment préfère-t-elle être informée ?", [U],
         ["pref-annelise-maintenance-calendar-invite"]),  # fr
    # water
    task("b23-t043", "how much can we pull from the well each day, and who looks after the "
         "permit?", [S], ["sem-basinwatch-rainwater-basin"]),
    task("b23-t044", "what happened with the well pump in June?", [E],
         ["epi-2025-06-18-borehole-over-licence"]),
    task("b23-t045", "It hasn't rained for weeks, I'm filling the pond from the well. How should "
         "I set it up?", [P], ["rule-basinwatch-timer-on-borehole-top-up"]),
    task("b23-t046", "Start on the water return for the authority this quarter.", [U],
         ["pref-annelise-water-report-week-ahead"]),
    task("b23-t047", "After a really dry month, what happens to the salt in our irrigation "
         "water?", [V], ["env-basinwatch-sodium-after-dry-month"]),
    task("b23-t048", "No llueve y vamos a llenar la balsa desde el pozo. ¿Cómo lo dejo "
         "programado?", [P], ["rule-basinwatch-timer-on-borehole-top-up"]),  # es
    task("b23-t049", "Cosa è successo a giugno con il pozzo e il limite dell'autorizzazione?",
         [E], ["epi-2025-06-18-borehole-over-licence"]),  # it
    # drain water
    task("b23-t050", "how often do the lamps in the drain sterilizer need replacing?", [S],
         ["sem-purivex-uv-disinfection"]),
    task("b23-t051", "how did the root disease get into the crop last spring?", [E],
         ["epi-2025-05-27-root-rot-after-open-bypass"]),
    task("b23-t052", "Just finished cleaning the UV tube. Anything before I walk away?", [P],
         ["rule-purivex-close-bypass-after-service"]),
    task("b23-t053", "We lost a bed of cucumbers to wilt, report it to Annelise.", [U],
         ["pref-annelise-crop-loss-three-photos"]),
    task("b23-t054", "If we give the plants more iron, does the sterilizer reading change?", [V],
         ["env-purivex-dose-drops-with-iron"]),
    task("b23-t055", "Acabei de limpar a lâmpada UV da água de drenagem. O que falta antes de ir "
         "embora?", [P], ["rule-purivex-close-bypass-after-service"]),  # pt
    task("b23-t056", "Wenn wir mehr Eisen in die Nährlösung geben, was passiert mit der "
         "UV-Anlage?", [V], ["env-purivex-dose-drops-with-iron"]),  # de
    # trolleys
    task("b23-t057", "how many of the carts can lift people up, and who is allowed on them?",
         [S], ["sem-railrunner-trolleys"]),
    task("b23-t058", "O que aconteceu à apanhadora que caiu do carrinho antes do Natal?", [E],
         ["epi-2025-12-11-trolley-off-rail-end"]),  # pt
    task("b23-t059", "The plumbers are cutting out a length of heating tube in row 40 today. "
         "What do I need to make sure of?", [P], ["rule-railrunner-refit-end-stops"]),
    task("b23-t060", "One of the harvesters cut her hand on a crate today, how do I tell "
         "Annelise?", [U], ["pref-annelise-injury-report-same-day"]),
    task("b23-t061", "It's going to freeze in the charging shed tonight. Will the carts last the "
         "whole shift tomorrow?", [V], ["env-railrunner-batteries-short-when-cold"]),
    task("b23-t062", "Les plombiers travaillent sur un tube de chauffage au bout de la rangée 12. "
         "Que faut-il faire ?", [P], ["rule-railrunner-refit-end-stops"]),  # fr
    task("b23-t063", "¿Cuántos carros eléctricos hay y cuántos son elevadores de tijera?", [S],
         ["sem-railrunner-trolleys"]),  # es
    # harvest
    task("b23-t064", "how long do staff have to complain about their piece pay?", [S],
         ["sem-pickcount-harvest-registration"]),
    task("b23-t065", "why were some harvesters paid too much in the autumn?", [E],
         ["epi-2025-09-19-doubled-scans-overpaid"]),
    task("b23-t066", "I'm about to push the weekly wages file to the payroll office. Good to go?",
         [P], ["rule-pickcount-duplicate-report-before-pay-export"]),
    task("b23-t067", "Make a chart of harvest speed for the board. How should it be split?", [U],
         ["pref-annelise-productivity-per-team"]),
    task("b23-t068", "When the shade is shut in compartment 8, will the crate scans there come "
         "through live?", [V], ["env-pickcount-scanners-offline-compartment-8"]),
    task("b23-t069", "Sto per mandare l'export settimanale delle paghe a cottimo. Devo "
         "controllare qualcosa?", [P],
         ["rule-pickcount-duplicate-report-before-pay-export"]),  # it
    task("b23-t070", "Quero mostrar a produtividade da colheita na reunião. Como é que a "
         "Annelise quer os números?", [U], ["pref-annelise-productivity-per-team"]),  # pt
    # packing
    task("b23-t071", "who sets the quality settings for each supermarket on the fruit sorter?",
         [S], ["sem-sortique-optical-grader"]),
    task("b23-t072", "why did the supermarket send back 14 pallets in the autumn?", [E],
         ["epi-2025-10-30-wrong-profile-load-rejected"]),
    task("b23-t073", "We finish the loose-vine run at 2 and start the premium job straight "
         "after. What should the line leader do?", [P],
         ["rule-sortique-read-profile-at-order-change"]),
    task("b23-t074", "The supermarket complained about soft fruit. Draft our answer.", [U],
         ["pref-annelise-sees-complaint-replies"]),
    task("b23-t075", "If we pack tomatoes that come right out of the chiller, what will the "
         "sorter do?", [V], ["env-sortique-false-blemish-cold-fruit"]),
    task("b23-t076", "Wir wechseln an der Packlinie gleich auf den nächsten Kundenauftrag. Was "
         "ist zu prüfen?", [P], ["rule-sortique-read-profile-at-order-change"]),  # de
    task("b23-t077", "Si on trie des tomates qui sortent directement de la chambre froide, "
         "qu'est-ce que la trieuse va faire ?", [V],
         ["env-sortique-false-blemish-cold-fruit"]),  # fr
    # cold store
    task("b23-t078", "what temperature are cucumbers kept at, and how long must we hold on to "
         "the logs?", [S], ["sem-chillbay-cold-store"]),
    task("b23-t079", "tell me about the time the chiller door was left open in the summer", [E],
         ["epi-2025-08-02-cold-room-door-open"]),
    task("b23-t080", "A forklift bumped the door of the chilled store this morning. What should "
         "I do now?", [P], ["rule-chillbay-test-door-alarm-after-knock"]),
    task("b23-t081", "The auditor from the supermarket wants our temperature records for Q3. "
         "Prepare them.", [U], ["pref-annelise-audit-logs-monthly-pdf"]),
    task("b23-t082", "Big heat coming and the store is nearly full. Will the rooms hold their "
         "temperature?", [V], ["env-chillbay-creeps-up-hot-full"]),
    task("b23-t083", "Una carretilla golpeó la puerta de la cámara fría. ¿Qué tengo que "
         "comprobar?", [P], ["rule-chillbay-test-door-alarm-after-knock"]),  # es
    task("b23-t084", "O que aconteceu em agosto com a porta da câmara frigorífica?", [E],
         ["epi-2025-08-02-cold-room-door-open"]),  # pt
    # orders
    task("b23-t085", "what time do supermarket orders come in, and who confirms them?", [S],
         ["sem-orderloom-orders-and-labels"]),
    task("b23-t086", "why did the depot have to re-sticker a load this month?", [E],
         ["epi-2026-02-02-labels-wrong-date"]),
    task("b23-t087", "I'm adding the new lot number field to the pallet sticker layout. Anything "
         "before it goes live?", [P], ["rule-orderloom-proof-label-template"]),
    task("b23-t088", "We're 300 boxes short on Marrowby's cucumbers tomorrow. What do we do "
         "about telling them?", [U], ["pref-annelise-shortfall-told-before-ten"]),
    task("b23-t089", "Is the supermarket order going to land on time this Monday?", [V],
         ["env-orderloom-monday-orders-late"]),
    task("b23-t090", "Je modifie le modèle d'étiquette palette pour ajouter un champ. Que faire "
         "avant de l'imprimer pour de vrai ?", [P],
         ["rule-orderloom-proof-label-template"]),  # fr
    task("b23-t091", "Mañana nos faltan cajas para el pedido de Marrowby. ¿Cómo quiere Annelise "
         "que se avise al cliente?", [U], ["pref-annelise-shortfall-told-before-ten"]),  # es
    # pests
    task("b23-t092", "who orders the beneficial insects, from whom and on what day?", [S],
         ["sem-scoutleaf-pest-scouting"]),
    task("b23-t093", "why did the thrips explode in compartment 3 in the summer?", [E],
         ["epi-2025-07-24-spray-killed-mites"]),
    task("b23-t094", "The contractor wants to treat the powdery patches in compartment 4 "
         "tomorrow with his usual product. Fine?", [P],
         ["rule-scoutleaf-check-side-effects-before-spraying"]),
    task("b23-t095", "Send Annelise this week's bug situation.", [U],
         ["pref-annelise-friday-pest-heat-map"]),
    task("b23-t096", "If I log a full round of whitefly numbers, how long before the map is "
         "ready?", [V], ["env-scoutleaf-map-slow-full-round"]),
    task("b23-t097", "Wenn ich eine komplette Runde Weiße-Fliege-Zählungen eingebe, wie lange "
         "dauert die Karte?", [V], ["env-scoutleaf-map-slow-full-round"]),  # de
    task("b23-t098", "Chi ordina gli insetti utili e in che giorno della settimana?", [S],
         ["sem-scoutleaf-pest-scouting"]),  # it
    # pollination
    task("b23-t099", "how many bee boxes go in per hectare, and how often does new stock come?",
         [S], ["sem-hivelog-bumblebee-hives"]),
    task("b23-t100", "why did pollination drop in compartment 1 last spring?", [E],
         ["epi-2025-04-15-bees-lost-under-coating"]),
    task("b23-t101", "They're putting the new diffusing paint on the roof of compartment 2 next "
         "week. What should we watch?", [P], ["rule-hivelog-daily-marks-after-roof-change"]),
    task("b23-t102", "Buzzward has put its prices up, I'd like to move to another bee firm. How "
         "do I go about it?", [U], ["pref-annelise-decides-supplier-changes"]),
    task("b23-t103", "It's going to be 34 degrees inside at noon tomorrow. Will the bees work?",
         [V], ["env-hivelog-bees-stay-in-when-hot"]),
    task("b23-t104", "Amanhã a estufa vai passar dos 33 graus ao meio-dia. As abelhas vão "
         "polinizar?", [V], ["env-hivelog-bees-stay-in-when-hot"]),  # pt
    task("b23-t105", "Je voudrais changer de fournisseur de bourdons. Comment Annelise veut-elle "
         "que je procède ?", [U], ["pref-annelise-decides-supplier-changes"]),  # fr
    # weather
    task("b23-t106", "where on the roof are the outdoor instruments, and where do we keep a "
         "replacement wind meter?", [S], ["sem-skymast-weather-mast"]),
    task("b23-t107", "why did the windows stay shut on that sunny November day?", [E],
         ["epi-2025-11-20-iced-rain-sensor"]),
    task("b23-t108", "Minus 4 tonight. Anything I should check up on the roof instruments?", [P],
         ["rule-skymast-check-rain-heater-on-frost"]),
    task("b23-t109", "A neighbouring grower asked for our weather readings. Can I just send them "
         "the export?", [U], ["pref-annelise-weather-data-anonymous"]),
    task("b23-t110", "Nobody has wiped the sunlight sensor since February. Will it be reading "
         "right?", [V], ["env-skymast-radiation-low-when-dirty"]),
    task("b23-t111", "¿Dónde guardamos el anemómetro de repuesto?", [S],
         ["sem-skymast-weather-mast"]),  # es
    task("b23-t112", "Der Strahlungssensor wurde seit zwei Monaten nicht gereinigt. Wie wirkt "
         "sich das auf die Belichtung aus?", [V],
         ["env-skymast-radiation-low-when-dirty"]),  # de
    # heating
    task("b23-t113", "how many days of fuel does the chip store hold and who books the lorries?",
         [S], ["sem-woodhearth-biomass-boiler"]),
    task("b23-t114", "what happened the night the heating went cold in January?", [E],
         ["epi-2026-01-21-wet-chips-boiler-out"]),
    task("b23-t115", "A tipper of wood fuel just pulled in, it's been raining all week. What "
         "now?", [P], ["rule-woodhearth-measure-chip-moisture"]),
    task("b23-t116", "The pipes in compartment 3 dropped to 33 degrees at 2am. Should I wake "
         "Annelise?", [U], ["pref-annelise-night-call-thresholds"]),
    task("b23-t117", "After a week of running flat out in the cold, what will the wood burner "
         "do?", [V], ["env-woodhearth-ash-full-after-cold-week"]),
    task("b23-t118", "Après une semaine de grand froid à pleine charge, que va faire la chaudière "
         "à bois ?", [V], ["env-woodhearth-ash-full-after-cold-week"]),  # fr
    task("b23-t119", "¿Qué pasó en enero cuando se apagó la caldera de biomasa?", [E],
         ["epi-2026-01-21-wet-chips-boiler-out"]),  # es
    # alarms
    task("b23-t120", "when is the weekly test call made and who can change the phones it "
         "rings?", [S], ["sem-alarmline-call-out-dialler"]),
    task("b23-t121", "why did the heating alarm ring the wrong person over Christmas?", [E],
         ["epi-2025-12-24-alarm-rang-leaver"]),
    task("b23-t122", "Joss is swapping his standby week with me starting tomorrow. Anything to "
         "sort out?", [P], ["rule-alarmline-update-list-same-day"]),
    task("b23-t123", "Make up the monthly roundup of the alarms for Annelise.", [U],
         ["pref-annelise-monthly-alarm-summary"]),
    task("b23-t124", "Big New Year party night tonight; will the alarm texts reach me quickly?", [V],
         ["env-alarmline-texts-late-busy-network"]),
    task("b23-t125", "Preciso de preparar o resumo mensal dos alarmes para a Annelise. Em que "
         "formato?", [U], ["pref-annelise-monthly-alarm-summary"]),  # pt
    task("b23-t126", "Dopo quanti minuti il sistema chiama il secondo numero di reperibilità?",
         [S], ["sem-alarmline-call-out-dialler"]),  # it
    # site and principal
    task("b23-t127", "which houses have the cucumbers, and what's the number for the grower on "
         "call at night?", [S], ["sem-holloway-fen-compartments-and-on-call"]),
    task("b23-t128", "If I message Annelise on Sunday about the bee quote, when will I hear "
         "back?", [V], ["env-annelise-weekend-messages-wait"]),
    task("b23-t129", "Se scrivo ad Annelise di domenica per una cosa non urgente, quando "
         "risponde?", [V], ["env-annelise-weekend-messages-wait"]),  # it
    task("b23-t130", "Ich schicke Annelise nur die Tabelle ohne Text. Wie wird sie reagieren?",
         [V], ["env-annelise-bare-spreadsheet"]),  # de
]

BLIND23_NO_MEMORY_REQUESTS: list[tuple[str, str]] = [
    ("b23-n01", "what is the difference between weight and mass?"),
    ("b23-n02", "convert 25 degrees Celsius to Fahrenheit"),
    ("b23-n03", "write a Python one-liner that reverses a list"),
    ("b23-n04", "why do leaves change colour in autumn, briefly?"),
    ("b23-n05", "suggest a name for a five-a-side football team"),
    ("b23-n06", "what does the acronym HTTP stand for?"),
    ("b23-n08", "Wie viele Tage hat ein Schaltjahr?"),  # de
    ("b23-n10", "¿Cuántos minutos tiene un día?"),  # es
    ("b23-n11", "Come si dice 'grazie' in giapponese?"),  # it
    ("b23-n12", "tell me a short joke about cats"),
]
