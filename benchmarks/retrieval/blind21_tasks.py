"""A twenty-first workspace and its tasks: an industrial laundry, written by hand from the record
format alone and never fitted on.

The store is the memory of the operations at Kestrelby Linen Services in Fenwold (an invented
industrial laundry that washes and finishes linen and workwear for two hospitals, a hotel group
and a spa): soiled sorting on the Sortline belts S1-S3 behind the hygiene barrier, the Aquatrak
CW-14 tunnel washer and its programmes, the Dosomat DX chemical dosing fed from Ferrow Chemicals
drums, rinse-water reuse in the Reclaim tank and the softeners SA and SB, the Hydropress HP-50
extraction press, the six Thermix T-8 gas dryers and their lint screens, the Glidemaster ironer
lines L1 and L2, the Foldex TF-3 towel folders and their fold recipes, the Steamway workwear
tunnel finisher on the Hangtrak rail, Tagtrail RFID reader gates G1-G4, the Brenmark steam
boiler, customer par levels and orders in the Linenhub portal, deliveries planned in Routeplan,
thermal disinfection of theatre linen proved with Thermolog loggers, rewash and condemns in
Stainbay, maintenance and spares in Servicepoint, compressed air, gas and power, and shifts and
grades in Rosterline; and of its principal (Marisol Achterberg-Quayle, the operations manager).
Other invented names: Dorian Vaszary (maintenance lead), Priya Ellingham-Soto (quality and
infection control lead), Tobiah Nkemelu (wash-house supervisor), Agnieszka Fairlie (finishing
supervisor), Yusuf Brannagh (shift engineer), Mireille Stokoe (customer service lead), Callum
Orrin-Baptiste (transport planner), Benedikt Harrowgate (electrician), Lorcan Bee (a supplier's
technician), Sanne (a sorter), Joss (an ironer feeder), St Aldric's Hospital, Wexmoor General,
Hotel Calloway, Brindle Spa, Tessaly Textiles, Cobbold Gas.

Eighteen themes hold one record in each tier about the same system (a fact, an incident, a
lesson, a preference of Marisol and a prediction), so a request's words say what it is about and
mostly only its shape says which kind of memory answers it. Three more records: a fact about the
plant's working days and the engineering on-call phone, and two predictions of how Marisol
reacts (to a non-urgent message on a Sunday, and to a report longer than one phone screen).
Lessons carry a trigger list of entities and situation words and a "When ..., do: ... Not: ...
Why:" body; predictions carry a condition and a prediction, in the SPEC's sub-buckets
system-state (12), workspace-state-transitions (3), skill-output-shape (2), filesystem-response
(1) and principal-response (2). Two episodic records have the event type near-miss, the others
incident.

Counts: 93 records (19 semantic, 18 episodic, 18 procedural, 18 personalized, 20
environment-dynamics); 130 tasks, each with one needed tier and one answering record (semantic
24, episodic 22, procedural 31, personalized 24, environment-dynamics 29; English 91, German 9,
French 8, Spanish 7, Italian 7, Portuguese 8; of the 39 not in English: semantic 5, episodic 4,
procedural 13, personalized 6, environment-dynamics 11); every record answers at least one task;
12 no-memory requests (5 of them not in English).

Written by hand by a writer who had not read the project's code (not the recall code, its cue
tables, its weights, nor any other store's rows); the only inputs were the SPEC's sections on the
five tiers and their frontmatter, and an earlier task file's layout (its docstring, its import
line and variable definitions, its first theme of records, its first tasks and its first
no-memory requests); the heldout README was read only to pick a domain not used before. The
signatures of the record and task constructors were inferred from those first records, not read
from their module. Each request was written for one record, and its tier is that record's tier.
The set was never run through recall before being handed over: the only checks were a run of
this file by a small script of the writer's (importing only this module) to check that it
imports, that every gold id exists and has the task's tier, that every record is used, the
counts, and the longest run of words a request shares with its record (three at most). Every
system, company, person, place and number is invented; nothing was copied from a public text.
Requests are typed the way a sorter, a wash-house or finishing operator, a supervisor, a
transport planner, an engineer or a coding agent would type them (imperatives, "what happened",
"why did", "will X if", "fine to ...?", terse situations); non-English requests are marked by a
trailing comment. Hard families on purpose: an imperative whose needed memory is how Marisol
wants that kind of work done (personalized), a question about how a machine, a system or Marisol
will react (environment-dynamics), "who can" / "where" / "how often" about a fact (semantic), the
situation a lesson is for told without the lesson's words (procedural), and "what happened" /
"why did we" (episodic). Some requests touch a second record of the same theme more weakly (a
lesson and the incident behind it); the gold is the one record that answers the request as
asked. BLIND21_NO_MEMORY_REQUESTS lists requests that no record in this store answers (general
knowledge or small talk), as plain (id, text) pairs outside the task constructor, for a caller
that wants to measure abstention. Report it in aggregate; do not tune on it.
"""
from __future__ import annotations

from typing import Any

from benchmarks.retrieval.dataset import E, P, S, U, V, env, epi, pref, rule, sem, task

BLIND21_RECORDS: list[dict[str, Any]] = [
    # --- 1. soiled sorting (Sortline belts) ---
    sem("sem-sortline-soiled-belts", "sorting", 0.93, 11, "2026-01-09",
        "Three Sortline belts S1-S3 split soiled linen behind the hygiene barrier",
        "Soiled linen arrives in sling bags and is opened on three Sortline belts behind the "
        "hygiene barrier: S1 takes hospital bed linen, S2 hotel linen and S3 theatre and "
        "isolation bags. Each belt drops into 60 kg slings by category. Only sorters who have "
        "passed the sharps module may work S3, and the barrier door is opened only by Tobiah "
        "Nkemelu (wash-house supervisor) or the shift engineer.")
    ,
    epi("epi-2026-01-20-needle-on-s1", "sorting", "near-miss", "2026-01-20",
        "A syringe needle travelled along S1 inside a pillowcase",
        "Sanne found a capped needle rolled inside a St Aldric's pillowcase on S1. The bag had "
        "no red sharps tag because the ward had packed it at shift change. Nobody was hurt; the "
        "belt was stopped for 25 minutes, the bag was quarantined and St Aldric's received a "
        "written notice the next morning.")
    ,
    rule("rule-sortline-stop-on-sharp", "sorting",
         ["Sortline", "S1", "S2", "S3", "needle", "sharps", "scalpel", "sling bag",
          "hygiene barrier", "sorter"], "high", 1, "2026-01-22",
         "Stop the belt and use the sharps box whenever a sharp object turns up",
         "When any sharp item (needle, blade, broken glass) appears on a Sortline belt, do: hit "
         "the belt stop, lift the item with the long tongs into the yellow sharps box, photograph "
         "the bag label and log the customer in the sharps register. Not: pick it out by hand and "
         "let the belt keep running. Why: the needle of 2026-01-20 had no warning tag and came "
         "within a glove's width of Sanne's palm.")
    ,
    pref("pref-marisol-sharps-notice-wording", "communication", "sorting", "2026-01-23",
         "Marisol wants customer sharps notices factual, with a photo and no blame",
         "Marisol wants letters to customers about items found in their linen to state the date, "
         "the bag label, what was found and a photo, then one sentence asking them to re-brief "
         "the ward. No accusing adjectives, no capital letters, signed by her, not by the sorter.")
    ,
    env("env-sortline-s3-backlog-monday", "system-state", "sorting",
        "theatre bags from both hospitals arrive on a Monday morning after a weekend",
        "S3 builds a backlog of around 90 slings by 09:00 and the isolation programme on the "
        "tunnel waits for it until roughly 11:30",
        8, 1, "2026-02-09",
        "Eight Mondays out of nine; the miss was a bank-holiday Monday with half the theatres shut."),

    # --- 2. tunnel washer (Aquatrak) ---
    sem("sem-aquatrak-tunnel-washer", "tunnel", 0.95, 14, "2026-01-07",
        "The Aquatrak CW-14 tunnel washer has fourteen compartments and six programmes",
        "All flat linen is washed in one Aquatrak CW-14 continuous batch tunnel with fourteen "
        "compartments of 50 kg each. It holds six programmes: P1 hotel white, P2 hospital bed, "
        "P3 theatre (thermal disinfection), P4 coloured, P5 heavy soil kitchen and P6 rewash. A "
        "batch leaves every 2 minutes 20 seconds. Programmes may be edited only by Dorian "
        "Vaszary (maintenance lead) with Priya Ellingham-Soto's sign-off.")
    ,
    epi("epi-2025-11-28-tunnel-jam-compartment-9", "tunnel", "incident", "2025-11-28",
        "A sling strap wrapped the drum in compartment 9 and stopped the tunnel",
        "A torn sling strap went into the tunnel with a batch of hotel sheets and wound round the "
        "transfer scoop in compartment 9. The tunnel tripped on overload at 06:40 and stayed down "
        "for 3 hours 10 minutes while Dorian cut the strap out through the inspection hatch. "
        "Hotel Calloway received its sheets a day late.")
    ,
    rule("rule-tunnel-check-sling-straps", "tunnel",
         ["Aquatrak", "tunnel", "loading conveyor", "sling", "strap", "compartment",
          "overload trip", "hotel sheets"], "medium", 0, "2025-12-02",
         "Inspect sling straps at the loading conveyor before a sling is tipped",
         "When a sling is hooked over the tunnel's loading conveyor, do: look at both straps and "
         "the buckle, and if either is frayed or torn tip it into the spare sling first and bin the "
         "damaged one. Not: tip a damaged sling and hope the loose piece stays behind. Why: the "
         "strap in compartment 9 on 2025-11-28 cost three hours of tunnel time.")
    ,
    pref("pref-marisol-downtime-summary", "reporting", "tunnel", "2025-12-03",
         "Marisol wants stoppages reported as a three-line summary with minutes lost",
         "For any stoppage of the tunnel, Marisol wants three lines: when it stopped and restarted, "
         "the cause in plain words, and the kilos or minutes lost. The full story goes in "
         "Servicepoint; the summary goes to her by message before the end of the shift.")
    ,
    env("env-tunnel-restart-first-batches-wet", "system-state", "tunnel",
        "the tunnel restarts after standing more than an hour",
        "the first four batches out of the press come out noticeably wetter, and the dryers "
        "need an extra six to eight minutes on them",
        6, 0, "2026-01-15",
        "Six restarts seen, all six alike."),

    # --- 3. chemical dosing (Dosomat, Ferrow) ---
    sem("sem-dosomat-chemical-pumps", "chemicals", 0.92, 9, "2026-01-10",
        "Dosomat DX pumps feed six Ferrow products into the tunnel",
        "Six Ferrow Chemicals products (alkali, detergent, peracetic bleach, sour, softener and "
        "an enzyme booster) are pumped from 200 litre drums in the chemical room by a Dosomat DX "
        "unit with one pump each. Ferrow's technician, Lorcan Bee, calibrates the pumps every six "
        "weeks. Drums are changed by the wash-house crew; the bund alarm goes to the shift "
        "engineer's phone.")
    ,
    epi("epi-2026-02-04-sour-drum-swapped", "chemicals", "incident", "2026-02-04",
        "The sour lance went into a bleach drum and pink-tinged a day of towels",
        "During a drum change the lance for the sour was pushed into a new drum of peracetic "
        "bleach stood in the sour's place. For six hours the last compartments got bleach instead "
        "of sour; about 1,900 coloured spa towels for Brindle Spa faded and had to be condemned.")
    ,
    rule("rule-dosomat-read-drum-label", "chemicals",
         ["Dosomat", "drum change", "lance", "Ferrow", "chemical room", "sour", "bleach",
          "colour-coded cap"], "high", 1, "2026-02-06",
         "Match the lance colour to the drum cap and read the label aloud before plugging in",
         "When a chemical drum is replaced, do: match the colour of the lance ring to the drum's "
         "cap, read the product name aloud to a second person and note the batch number on the "
         "room's clipboard. Not: put the new drum where the empty one stood and push the lance in. "
         "Why: on 2026-02-04 bleach replaced the sour for six hours and Brindle's towels were lost.")
    ,
    pref("pref-marisol-chemical-orders-friday", "scheduling", "chemicals", "2026-02-08",
         "Marisol places Ferrow orders herself on Fridays from a stock count",
         "Marisol wants the drum stock counted on Thursday afternoon and sent to her as a simple "
         "list (product, full drums, part drum) so she can place the Ferrow order on Friday "
         "morning. Nobody else orders chemicals, even if a product looks low mid-week.")
    ,
    env("env-dosomat-low-drum-alarm-late", "system-state", "chemicals",
        "a Ferrow drum runs down on the Dosomat",
        "the low-level alarm sounds only when about 8 litres are left, which is roughly 40 "
        "minutes of running on the detergent pump",
        5, 1, "2026-02-20",
        "Five of six; the enzyme booster drum lasts far longer at its lower dose."),

    # --- 4. water reuse and softeners ---
    sem("sem-reclaim-tank-softeners", "water", 0.9, 8, "2026-01-12",
        "Rinse water is reused from the 40 m3 Reclaim tank; softeners SA and SB alternate",
        "Rinse water from the tunnel's last compartments runs to the 40 cubic metre Reclaim tank "
        "and is pumped back for pre-wash. Fresh mains water passes through two resin softeners, SA "
        "and SB, that regenerate alternately every 180 cubic metres from the salt saturator. "
        "Hardness is tested twice a shift by the wash-house crew with the drop kit.")
    ,
    epi("epi-2025-12-15-salt-ran-out", "water", "incident", "2025-12-15",
        "The salt saturator ran dry and hard water greyed the hotel whites",
        "Nobody refilled the salt saturator over a long weekend. Both softeners stopped "
        "regenerating and hardness rose to 14 degrees by Monday noon. Two days of Hotel Calloway "
        "whites came out grey and were all put through the rewash programme.")
    ,
    rule("rule-softener-salt-on-friday", "water",
         ["softener", "SA", "SB", "salt saturator", "brine", "hardness", "drop kit", "long weekend",
          "bank holiday"], "medium", 0, "2025-12-18",
         "Top up the salt saturator before any closure of more than a day",
         "When the plant will stand or run short for more than one day, do: fill the salt "
         "saturator to the upper mark, force a regeneration of whichever softener is in service "
         "and write the hardness reading on the board. Not: leave salt to the next crew. Why: on "
         "2025-12-15 both softeners ran without salt and two days of whites were greyed.")
    ,
    pref("pref-marisol-hardness-trend-chart", "reporting", "water", "2025-12-20",
         "Marisol wants hardness shown as a weekly line chart, not a table",
         "When water hardness is reported to Marisol, she wants a single line chart for the week "
         "with the 4 degree limit drawn across it, and the readings table only as an attachment.")
    ,
    env("env-softener-regen-pressure-drop", "system-state", "water",
        "a softener regenerates during production",
        "mains pressure to the tunnel falls by about 0.8 bar for 25 minutes and the rinse "
        "compartments fill more slowly, lengthening the cycle by roughly 15 seconds",
        7, 1, "2026-01-30",
        "Seven of eight; once the other softener was already offline."),

    # --- 5. extraction press ---
    sem("sem-hydropress-extraction", "press", 0.91, 10, "2026-01-11",
        "A Hydropress HP-50 squeezes each batch into a cake before the shuttle",
        "After the tunnel, each 50 kg batch drops into a Hydropress HP-50 membrane press that "
        "squeezes it at up to 52 bar into a cake. A shuttle carries the cake to the dryers or the "
        "ironer buffer. Each programme has its own pressure: towels 52 bar, sheets 44 bar, "
        "theatre gowns 30 bar. The press membrane is changed every 18 months by the manufacturer.")
    ,
    epi("epi-2026-01-27-press-membrane-split", "press", "incident", "2026-01-27",
        "The press membrane split and sprayed hydraulic oil over a batch of sheets",
        "Near the end of the night shift the Hydropress membrane split along its seam. Oil "
        "sprayed onto a cake of Wexmoor General sheets, which had to be condemned, and the press "
        "was out for 14 hours until the manufacturer's engineer fitted a new membrane.")
    ,
    rule("rule-hydropress-watch-membrane-bulge", "press",
         ["Hydropress", "membrane", "bulge", "press cycle", "oil", "pressure drop", "cake"],
         "high", 0, "2026-01-29",
         "Stop pressing when the membrane shows a bulge or the pressure sags",
         "When the press display shows the pressure sagging by more than 3 bar at the hold or the "
         "membrane shows a bulge through the window, do: switch the press to manual, let the "
         "batch through unpressed to the dryer and call Dorian. Not: keep pressing until the shift "
         "ends. Why: the split of 2026-01-27 followed two hours of sagging pressure nobody acted on.")
    ,
    pref("pref-marisol-vendor-callout-approval", "approvals", "press", "2026-01-30",
         "Marisol approves any manufacturer callout before it is booked",
         "Marisol wants to be phoned, whatever the hour, before a manufacturer's engineer is "
         "booked for an emergency visit, with the quoted callout fee. Dorian may book routine "
         "visits himself.")
    ,
    env("env-hydropress-cold-oil-slow", "system-state", "press",
        "the press starts on a winter morning with the hall below 10 degrees",
        "its cycle runs about 20 seconds longer for the first half hour until the oil warms, "
        "and the tunnel waits on it",
        4, 1, "2026-02-11",
        "Four cold mornings; once the heater in the hall had been left on overnight."),

    # --- 6. dryers (Thermix) ---
    sem("sem-thermix-dryers", "dryers", 0.94, 12, "2026-01-06",
        "Six gas-fired Thermix T-8 dryers, D1-D6, take towels and tumble-finish items",
        "Towels, blankets and tumble-finished items are dried in six Thermix T-8 gas dryers, D1 "
        "to D6, each taking one 50 kg cake. D5 and D6 also have a cool-down stage used for "
        "polyester workwear. Lint screens are emptied every four hours; the gas train is "
        "serviced once a year by Cobbold Gas.")
    ,
    epi("epi-2026-02-12-d3-lint-fire", "dryers", "incident", "2026-02-12",
        "Lint smouldered in D3's duct and set off the hall sprinkler head",
        "The lint screen on D3 had been skipped for a full shift. Lint in the exhaust duct began "
        "to smoulder, a sprinkler head above D3 went off, and the dryer hall was evacuated for "
        "50 minutes. Six cakes of towels were soaked and rewashed.")
    ,
    rule("rule-thermix-lint-screen-sign", "dryers",
         ["Thermix", "D1", "D3", "D6", "lint", "lint screen", "exhaust duct", "four hours",
          "dryer hall"], "high", 1, "2026-02-14",
         "Empty every lint screen on the four-hour round and initial the card",
         "When the four-hour round comes, do: stop each dryer between loads, empty its lint "
         "screen into the metal bin and initial the card on the door. If a card is unsigned from "
         "the last round, clean the duct access too. Not: skip a dryer because it is mid-load. "
         "Why: the smouldering in D3 on 2026-02-12 came after one skipped round.")
    ,
    pref("pref-marisol-safety-incident-first", "communication", "dryers", "2026-02-15",
         "Marisol wants any fire, smoke or alarm reported to her by phone first",
         "For any fire, smoke, sprinkler or gas alarm Marisol wants a phone call before anything "
         "is written. A message or email alone is not enough, even at night; the written "
         "report follows within the shift.")
    ,
    env("env-thermix-humid-day-longer-cycle", "system-state", "dryers",
        "outside air is humid and warm (a muggy summer day)",
        "towel dry times on D1-D6 stretch by about 10 % and a queue of cakes forms behind the "
        "press by early afternoon",
        6, 2, "2025-08-20",
        "Six of eight muggy days last summer."),

    # --- 7. flatwork ironers (Glidemaster) ---
    sem("sem-glidemaster-ironer-lines", "ironers", 0.93, 13, "2026-01-05",
        "Two Glidemaster ironer lines, L1 and L2, finish sheets and duvet covers",
        "Flatwork is finished on two Glidemaster three-roll ironer lines. L1 has a four-station "
        "feeder and runs hospital sheets; L2 has a spreader for duvet covers and hotel sheets. "
        "Each line ends in a cross folder and stacker. Roll temperature is 180 degrees for cotton "
        "and 165 for polycotton. Wax is applied to the beds every Monday by the finishing crew.")
    ,
    epi("epi-2026-01-19-l2-scorched-covers", "ironers", "incident", "2026-01-19",
        "L2 scorched a run of polycotton duvet covers at cotton temperature",
        "After a cotton run, L2 stayed at 180 degrees when the Hotel Calloway polycotton covers "
        "began. 340 covers came off with a yellow scorch line along the fold. Agnieszka Fairlie "
        "(finishing supervisor) stopped the line after forty minutes.")
    ,
    rule("rule-glidemaster-temp-before-poly", "ironers",
         ["Glidemaster", "L2", "L1", "polycotton", "duvet cover", "roll temperature", "scorch",
          "changeover"], "medium", 1, "2026-01-21",
         "Drop and wait for the roll temperature before feeding polycotton",
         "When the next items on an ironer line are polycotton, do: set the roll to 165, wait until "
         "the display shows it reached, then feed one test piece and check the fold. Not: lower "
         "the setting and start feeding at once. Why: the covers on 2026-01-19 were fed while the "
         "rolls were still at cotton heat.")
    ,
    pref("pref-marisol-quality-photos-in-thread", "documentation", "ironers", "2026-01-22",
         "Marisol wants quality defects posted as photos in the quality thread",
         "For a finishing defect, Marisol wants two photos (one close, one of the whole piece) "
         "posted in the quality channel thread of that day, with the line and the count. She does "
         "not want defects described only in words.")
    ,
    env("env-glidemaster-wax-monday-first-hour", "system-state", "ironers",
        "the ironer beds have just been waxed on Monday",
        "for the first hour the sheets slide faster and the cross folder mis-folds about one "
        "sheet in thirty",
        5, 1, "2026-02-16",
        "Five Mondays of six."),

    # --- 8. towel folders (Foldex) ---
    sem("sem-foldex-towel-folders", "folding", 0.9, 9, "2026-01-13",
        "Three Foldex TF-3 folders fold towels and bath mats into stacks of ten",
        "Dried towels and bath mats are folded on three Foldex TF-3 small-piece folders, F1 to "
        "F3, that stack in tens. Each folder stores fold recipes per customer. F3 also handles "
        "spa robes with a special recipe. Recipes are changed only by Agnieszka or a grade-B "
        "finisher.")
    ,
    epi("epi-2026-02-18-wrong-fold-recipe-brindle", "folding", "incident", "2026-02-18",
        "Brindle Spa's towels went out folded in thirds instead of quarters",
        "F2 was left on the Calloway recipe when Brindle Spa's towels came through. 1,200 towels "
        "went out folded in thirds; Brindle's shelves are built for quarters, and they sent the "
        "whole delivery back to be refolded.")
    ,
    rule("rule-foldex-recipe-per-customer", "folding",
         ["Foldex", "F1", "F2", "F3", "recipe", "fold", "bath mat", "Brindle", "customer change"],
         "medium", 0, "2026-02-19",
         "Pick the recipe from the customer label each time the customer changes",
         "When the cakes reaching a small-piece folder belong to a different customer than the "
         "last ones, do: read the customer on the trolley label, pick that customer's recipe and "
         "fold one piece to compare with the sample card on the wall. Not: leave the recipe from "
         "the last job. Why: on 2026-02-18 Brindle's towels went out in the wrong fold.")
    ,
    pref("pref-marisol-customer-complaint-same-day", "communication", "folding", "2026-02-20",
         "Marisol replies to complaints herself the same day; staff only log them",
         "Marisol wants each customer complaint logged in Linenhub with the customer's words "
         "copied exactly and handed to her; she answers the customer herself the same day. Staff "
         "must not promise credits or reruns to the customer.")
    ,
    env("env-foldex-jam-thin-towels", "system-state", "folding",
        "very thin worn towels (older than about 150 washes) go through a Foldex",
        "they jam in the second cross-fold roughly every 80 pieces",
        4, 0, "2026-03-01",
        "Four runs seen."),

    # --- 9. workwear tunnel finisher (Steamway, Hangtrak) ---
    sem("sem-steamway-workwear-finisher", "workwear", 0.91, 8, "2026-01-14",
        "Workwear is hung on Hangtrak rails and steamed in the Steamway tunnel finisher",
        "Tunics, trousers and chef jackets are hung on hangers at the loading station, ride the "
        "Hangtrak overhead rail through the Steamway tunnel finisher (steam, then hot air), and "
        "are sorted by wearer to the 600-slot collection rail. The finisher handles about 900 "
        "garments an hour. Garments with a torn seam are diverted to the repair room.")
    ,
    epi("epi-2026-03-02-hangtrak-hook-failure", "workwear", "incident", "2026-03-02",
        "A rail hook snapped and 120 tunics piled up inside the finisher",
        "A worn hook on the Hangtrak chain snapped just inside the Steamway entry. Hangers behind "
        "it piled into the steam section; 120 Wexmoor tunics were creased and had to be rewashed, "
        "and the chain was stopped for two hours.")
    ,
    rule("rule-hangtrak-weekly-hook-check", "workwear",
         ["Hangtrak", "hook", "chain", "Steamway", "hanger", "rail", "finisher entry"],
         "medium", 0, "2026-03-04",
         "Check the rail hooks with the gauge every Tuesday",
         "When it is Tuesday's slow hour, do: run the Hangtrak chain at inch speed past the "
         "gauge and swap every hook that the gauge slips over. Not: wait until a hook breaks "
         "in service. Why: the snapped hook on 2026-03-02 piled 120 tunics into the steam section.")
    ,
    pref("pref-marisol-repair-room-batching", "scheduling", "workwear", "2026-03-05",
         "Marisol wants repairs batched and sent on Wednesdays",
         "Marisol prefers garments needing repair to be collected through the week and handed "
         "to the repair room as one batch on Wednesday morning, with a count per customer, rather "
         "than sent across one at a time.")
    ,
    env("env-steamway-steam-dip-at-boiler-blowdown", "system-state", "workwear",
        "the boiler does its blowdown while the Steamway finisher is running",
        "steam pressure at the finisher dips for about four minutes and garments come out with "
        "creases at the cuffs",
        5, 1, "2026-03-10",
        "Five of six blowdowns seen."),

    # --- 10. RFID tracking (Tagtrail) ---
    sem("sem-tagtrail-rfid-gates", "rfid", 0.92, 10, "2026-01-15",
        "Tagtrail UHF tags in every hospital item are counted at four reader gates",
        "Every hospital item carries a sewn-in Tagtrail UHF tag. Four reader gates count it: G1 "
        "at soiled intake, G2 at the tunnel feed, G3 at clean dispatch and G4 at the repair room. "
        "The Tagtrail server keeps a wash count per tag, used for billing St Aldric's and Wexmoor "
        "per item. Mireille Stokoe (customer service lead) can correct counts.")
    ,
    epi("epi-2026-01-30-g3-missed-counts", "rfid", "incident", "2026-01-30",
        "G3 under-counted a day's dispatch and Wexmoor disputed the invoice",
        "A forklift had knocked the G3 antenna out of line. For a whole day the gate read only "
        "about 70 % of the tags on each cage. Wexmoor General's invoice came out 2,300 items "
        "short on their own side and they disputed it; the count was rebuilt from the cage "
        "weights.")
    ,
    rule("rule-tagtrail-test-tag-each-shift", "rfid",
         ["Tagtrail", "G1", "G2", "G3", "G4", "reader gate", "antenna", "RFID", "dispatch count"],
         "medium", 0, "2026-02-02",
         "Pass the test tag through each gate at the start of every shift",
         "When a shift begins, do: walk the orange test tag through G1 to G4 and confirm each "
         "read on the Tagtrail screen; if a gate misses, tape off its lane and tell Dorian. Not: "
         "assume a gate reads because its light is green. Why: on 2026-01-30 G3 read 70 % of "
         "tags for a day and an invoice was disputed.")
    ,
    pref("pref-marisol-figures-rounded", "reporting", "rfid", "2026-02-03",
         "Marisol wants item counts rounded to the hundred in summaries",
         "In any summary for Marisol, item counts are rounded to the nearest hundred with the "
         "exact figure only in the appendix; she reads the summary on her phone on the way in.")
    ,
    env("env-tagtrail-export-shape", "skill-output-shape", "rfid",
        "a month's per-tag export is pulled from the Tagtrail server",
        "the export takes about 12 minutes, arrives as one CSV of roughly 1.4 million rows with "
        "dates in day-month-year order, and times out if pulled between 06:00 and 07:00 while "
        "the nightly counts are being booked",
        6, 1, "2026-02-25",
        "Six exports; one in the busy hour timed out."),

    # --- 11. steam boiler (Brenmark) ---
    sem("sem-brenmark-steam-boiler", "boiler", 0.95, 15, "2026-01-04",
        "One Brenmark 3-tonne gas boiler makes steam at 10 bar for the whole plant",
        "Steam for the tunnel, ironers and Steamway finisher comes from a single Brenmark "
        "three-tonne gas-fired boiler at 10 bar in the boiler house. A TDS controller blows it "
        "down automatically. The boiler is inspected by the insurer every 14 months; only Yusuf "
        "Brannagh (shift engineer) and Dorian hold the boiler attendant ticket to start it.")
    ,
    epi("epi-2025-12-08-boiler-low-water-lockout", "boiler", "incident", "2025-12-08",
        "The boiler locked out on low water at 05:10 and the ironers stood cold",
        "The feed pump's check valve stuck and the boiler locked out on low water at 05:10. "
        "Yusuf was on another site; it took until 07:45 to reset and raise steam, so both ironer "
        "lines and the Steamway finisher stood cold for over two hours.")
    ,
    rule("rule-brenmark-lockout-call-engineer", "boiler",
         ["Brenmark", "boiler", "lockout", "low water", "feed pump", "boiler house", "reset"],
         "high", 0, "2025-12-10",
         "After a boiler lockout, call a ticketed engineer and never reset it yourself",
         "When the boiler panel shows a lockout, do: call Yusuf or Dorian at once, note the "
         "alarm text and time, and start moving finishing work to the tumble dryers. Not: press "
         "reset yourself, even if the panel allows it. Why: a low-water lockout means the cause "
         "must be found first, and on 2025-12-08 the wait was lengthened by calling too late.")
    ,
    pref("pref-marisol-oncall-text-then-call", "communication", "boiler", "2025-12-12",
         "Marisol wants a short text first, then a call if not answered in ten minutes",
         "Outside safety events, Marisol wants a short text first at night. If she has not "
         "answered in ten minutes and production is stopped, call her.")
    ,
    env("env-brenmark-warmup-from-cold", "system-state", "boiler",
        "the boiler is started from cold after a weekend shutdown",
        "it takes about 75 minutes to reach 10 bar and the ironers cannot be heated before then",
        7, 0, "2026-01-26",
        "Seven cold starts."),

    # --- 12. customer orders (Linenhub) ---
    sem("sem-linenhub-par-levels", "orders", 0.91, 9, "2026-01-16",
        "Customers order through the Linenhub portal against agreed par levels",
        "Every customer has par levels per item in the Linenhub portal: the stock they should "
        "have on their shelves. Standing orders top up to par; extra orders placed before 14:00 "
        "go out the next day. Hotel customers may change their par levels themselves once a "
        "month; hospital par changes go through Mireille.")
    ,
    epi("epi-2026-02-10-calloway-double-order", "orders", "incident", "2026-02-10",
        "Hotel Calloway's extra order was entered twice and two cages too many went out",
        "Calloway's housekeeper phoned in an extra order for a conference and also placed it in "
        "Linenhub. Both were keyed; two extra cages of sheets went out, and Calloway refused to "
        "pay the second lot.")
    ,
    rule("rule-linenhub-phone-orders-check-portal", "orders",
         ["Linenhub", "extra order", "phone order", "portal", "housekeeper", "par level", "cage"],
         "medium", 0, "2026-02-12",
         "Look in the portal before keying an order that came by phone",
         "When a customer phones or emails an order, do: open the customer's Linenhub page first "
         "and check whether the same order is already there; if it is, just confirm it by reply. "
         "Not: key it straight in. Why: Calloway's conference order of 2026-02-10 was keyed twice.")
    ,
    pref("pref-marisol-weekly-customer-table", "reporting", "orders", "2026-02-13",
         "Marisol wants the weekly customer volume as one table sorted by change",
         "For the Monday customer volume report Marisol wants one table: customer, kilos this "
         "week, kilos last week, change in per cent, sorted by the largest change first. No "
         "charts, no commentary above the table.")
    ,
    env("env-linenhub-report-shape", "skill-output-shape", "orders",
        "the weekly volume report is run in Linenhub",
        "it returns a PDF of about 30 pages, one page per customer, and only gives a spreadsheet "
        "if the 'raw' box is ticked; with the box ticked it takes about four minutes",
        5, 0, "2026-02-27",
        "Five runs seen."),

    # --- 13. deliveries (Routeplan) ---
    sem("sem-routeplan-delivery-fleet", "delivery", 0.92, 11, "2026-01-17",
        "Seven trucks run routes planned in Routeplan; cages load from dock doors 1-4",
        "Deliveries run on seven rigid trucks with tail lifts, each on a fixed Routeplan route "
        "(north, south, coast, city 1, city 2, hospitals, spa). Clean cages are loaded at dock "
        "doors 1 to 4 from 04:30. Callum Orrin-Baptiste (transport planner) is the only one who "
        "edits routes; drivers confirm drops on the handheld.")
    ,
    epi("epi-2026-01-24-cages-on-wrong-truck", "delivery", "incident", "2026-01-24",
        "Wexmoor's theatre cages went to the coast route and theatres waited",
        "Two cages of theatre packs for Wexmoor were staged at dock door 3, which was the coast "
        "truck that day because door 2 was blocked. They toured the coast hotels; Wexmoor's "
        "theatres started the morning list 40 minutes late waiting for a second run.")
    ,
    rule("rule-routeplan-scan-cage-at-door", "delivery",
         ["Routeplan", "dock door", "cage", "truck", "handheld", "theatre packs", "loading"],
         "high", 0, "2026-01-26",
         "Scan each cage against the truck on the handheld, whatever door it stands at",
         "When a cage is pushed onto a truck, do: scan its label with the handheld and wait for "
         "the truck's route to show green. Not: go by the usual door-to-route pattern when doors "
         "have been swapped. Why: on 2026-01-24 theatre packs went on the coast truck from the "
         "swapped door.")
    ,
    pref("pref-marisol-late-delivery-customer-call", "communication", "delivery", "2026-01-27",
         "Marisol wants hospitals phoned, not emailed, about a late delivery",
         "When a hospital delivery will be more than 30 minutes late, Marisol wants the hospital's "
         "supplies desk phoned by customer service with a new time; hotels may be emailed.")
    ,
    env("env-routeplan-close-route-frees-cages", "workspace-state-transitions", "delivery",
        "a route is closed on the handheld after the last drop",
        "Routeplan marks its cages as returned and they disappear from the customer's balance, "
        "even if the driver did not pick any up; the balance is wrong until the next visit",
        4, 0, "2026-02-24",
        "Four routes checked."),

    # --- 14. infection control (theatre linen, Thermolog) ---
    sem("sem-thermal-disinfection-validation", "hygiene", 0.96, 16, "2026-01-03",
        "Theatre linen must hold 71 degrees for 3 minutes; Thermolog loggers prove it",
        "The P3 theatre programme must hold at least 71 degrees for 3 minutes in the hot "
        "compartments. Once a month Priya Ellingham-Soto (quality and infection control lead) "
        "sends two Thermolog data loggers through inside a batch and files the curve for the "
        "hospitals' audit. The hospitals audit the plant twice a year.")
    ,
    epi("epi-2026-02-24-logger-showed-short-hold", "hygiene", "incident", "2026-02-24",
        "The monthly logger showed only 2 minutes 10 at temperature",
        "A Thermolog curve showed the hot compartments holding temperature for only 2 minutes 10 "
        "seconds because a steam valve was sticking. Three days of theatre linen already sent to "
        "St Aldric's were recalled and rewashed.")
    ,
    rule("rule-thermolog-quarantine-on-short-hold", "hygiene",
         ["Thermolog", "logger", "theatre", "P3", "71 degrees", "hold time", "recall", "Priya"],
         "high", 0, "2026-02-26",
         "Hold all theatre linen back as soon as a logger curve comes up short",
         "When a Thermolog curve falls under the 71 degrees or 3 minutes line, do: stop dispatch "
         "of every P3 batch since the last good curve, tell Priya and Marisol, and run a second "
         "logger after the repair. Not: send the day's linen and re-test next month. Why: on "
         "2026-02-24 three days of linen were recalled because holding back came too late.")
    ,
    pref("pref-marisol-hygiene-report-plain", "reporting", "hygiene", "2026-02-27",
         "Marisol wants hygiene reports for hospitals in plain language with the curve attached",
         "For hospital infection control teams, Marisol wants a one-page letter in plain language "
         "(what was checked, the result, what was done) with the logger curve as an attachment, "
         "not the raw logger export.")
    ,
    env("env-p3-batch-delay-cold-water", "system-state", "hygiene",
        "mains water is very cold in winter (below 6 degrees)",
        "P3 batches take about a minute longer to reach 71 degrees and the tunnel's transfer "
        "interval is stretched automatically",
        5, 1, "2026-01-31",
        "Five of six cold spells."),

    # --- 15. rewash and condemn (Stainbay, Tessaly) ---
    sem("sem-stainbay-rewash-condemn", "rewash", 0.9, 9, "2026-01-18",
        "Stained items go to Stainbay; after two failed rewashes they are condemned",
        "Finishers pull stained or torn items into Stainbay bins. A stained item gets at most "
        "two rewashes on P6; if it is still marked it is condemned and cut into rags. Replacement "
        "stock is bought from Tessaly Textiles, and condemn rates over 4 % a month are charged to "
        "the customer under the contract.")
    ,
    epi("epi-2026-03-06-rewash-loop-hotel", "rewash", "incident", "2026-03-06",
        "A batch of Calloway napkins went round the rewash five times",
        "A cage of Calloway napkins with lipstick stains went through P6 five times because "
        "nobody counted the rewashes; the napkins thinned and 400 tore in the ironer. "
        "Calloway was billed for the condemns and disputed it.")
    ,
    rule("rule-stainbay-mark-rewash-count", "rewash",
         ["Stainbay", "rewash", "P6", "stain", "condemn", "napkin", "tally"],
         "medium", 0, "2026-03-08",
         "Tally the rewash count on the bin card each time a bin goes back",
         "When a Stainbay bin goes back to the tunnel, do: add a stroke on its bin card and, at "
         "the third stroke, send the items to condemn instead. Not: rewash on sight every time a "
         "stain is seen. Why: Calloway's napkins of 2026-03-06 went round five times and tore.")
    ,
    pref("pref-marisol-condemn-evidence", "documentation", "rewash", "2026-03-09",
         "Marisol wants condemns billed only with a photo set per cage",
         "Before anything is condemned for a customer's account, Marisol wants one photo of the "
         "laid-out items per cage with the customer label visible, stored against the invoice "
         "line.")
    ,
    env("env-stainbay-condemn-updates-stock", "workspace-state-transitions", "rewash",
        "items are marked condemned in Stainbay",
        "Linenhub lowers the customer's circulating stock the next night, and the next standing "
        "order automatically adds replacement items from Tessaly stock",
        5, 0, "2026-03-12",
        "Five cycles checked."),

    # --- 16. maintenance (Servicepoint) ---
    sem("sem-servicepoint-maintenance", "maintenance", 0.9, 10, "2026-01-19",
        "Servicepoint holds the maintenance plan, work orders and spares cage stock",
        "Planned maintenance, breakdown work orders and the spares cage stock live in "
        "Servicepoint. Dorian plans the week every Thursday. Breakdowns are raised by anyone; "
        "only the maintenance team closes them. Spares are booked out by scanning the bin; the "
        "cage key is with the shift engineer.")
    ,
    epi("epi-2026-02-02-spare-belt-missing", "maintenance", "incident", "2026-02-02",
        "The spare folder belt had been used and never rebooked, and F1 stood for a day",
        "F1's main belt split. Servicepoint showed one spare in the cage, but it had been taken "
        "in December without being scanned out. F1 stood for 26 hours waiting for a courier.")
    ,
    rule("rule-servicepoint-scan-every-spare", "maintenance",
         ["Servicepoint", "spares cage", "spare part", "scan out", "bin", "stock count"],
         "medium", 1, "2026-02-04",
         "Scan a spare out of the cage before it leaves, even at night",
         "When a part is taken from the spares cage, do: scan the bin label and the work order "
         "in Servicepoint before leaving the cage, or write it on the cage sheet if the scanner "
         "is dead. Not: plan to book it in the morning. Why: the F1 belt of 2026-02-02 was listed "
         "as in stock when it was not.")
    ,
    pref("pref-marisol-maintenance-week-plan", "scheduling", "maintenance", "2026-02-05",
         "Marisol wants the maintenance week plan by Thursday 15:00 to fit production",
         "Marisol wants Dorian's plan for next week by Thursday 15:00, with any machine downtime "
         "shown as hours per machine per day so she can fit it around customer volumes.")
    ,
    env("env-servicepoint-attachments-share", "filesystem-response", "maintenance",
        "photos are dropped into the Servicepoint attachments share from the tablet",
        "files over 20 MB are silently skipped and never appear on the work order; files with "
        "the same name overwrite the earlier photo",
        4, 0, "2026-02-21",
        "Four times seen."),

    # --- 17. energy and compressed air ---
    sem("sem-compressors-gas-power", "energy", 0.9, 8, "2026-01-20",
        "Two compressors K1 and K2 feed air; gas and power are on peak tariffs",
        "Compressed air at 7 bar comes from two screw compressors, K1 (duty) and K2 (standby), "
        "which swap duty every Monday. Gas is billed with a winter peak between 16:00 and 19:00, "
        "and the power contract has a capacity limit of 480 kVA. Benedikt Harrowgate "
        "(electrician) reads the meters every Friday.")
    ,
    epi("epi-2026-01-14-capacity-exceeded", "energy", "incident", "2026-01-14",
        "Starting all six dryers with both ironers pushed demand over the capacity limit",
        "After a stoppage all six dryers and both ironer lines were started within a few "
        "minutes. Demand peaked at 512 kVA and the month's bill carried an excess charge of "
        "about 3,800.")
    ,
    rule("rule-stagger-starts-after-stop", "energy",
         ["capacity limit", "kVA", "restart", "dryers", "ironers", "K1", "K2", "power demand"],
         "medium", 0, "2026-01-16",
         "Bring machines back one at a time after a plant stop",
         "When production restarts after a stop of the whole plant, do: start the ironer lines "
         "first, then the dryers two at a time with five minutes between, watching the demand "
         "meter. Not: start everything together to catch up. Why: on 2026-01-14 a joint start "
         "crossed the contract limit and cost an excess charge.")
    ,
    pref("pref-marisol-energy-monthly-one-figure", "reporting", "energy", "2026-01-18",
         "Marisol wants energy reported as cost per kilo, one figure a month",
         "For energy, Marisol wants one monthly figure: gas plus power cost per kilo of linen "
         "processed, with last month and the same month last year beside it.")
    ,
    env("env-k2-takeover-pressure-dip", "system-state", "energy",
        "K1 trips and K2 takes over as standby",
        "air pressure drops below 5.5 bar for about 40 seconds and the tunnel's pneumatic "
        "doors stop the transfer until it recovers",
        3, 0, "2026-02-28",
        "Three trips seen."),

    # --- 18. staffing and training (Rosterline) ---
    sem("sem-rosterline-shifts-training", "staffing", 0.9, 10, "2026-01-21",
        "Rosterline holds the two shifts and the training matrix; ironer feeding needs grade B",
        "The plant runs two shifts, 05:00-13:30 and 13:30-22:00, rostered in Rosterline. "
        "Rosterline also holds the training matrix: grade A may sort and load, grade B may also "
        "feed ironers and change fold recipes, grade C may run the tunnel panel. Forklift "
        "licences are renewed every three years.")
    ,
    epi("epi-2026-02-21-untrained-feeder-hand", "staffing", "near-miss", "2026-02-21",
        "An agency worker fed L1 without training and caught a sleeve near the rolls",
        "An agency worker covering sickness was put on L1's feeder. His sleeve was caught by the "
        "feed belt; Joss pulled the trip wire and there was no injury. Rosterline listed him as "
        "grade A only.")
    ,
    rule("rule-rosterline-check-grade-before-placing", "staffing",
         ["Rosterline", "agency worker", "grade", "training matrix", "feeder", "sickness cover"],
         "high", 0, "2026-02-23",
         "Check a person's grade in Rosterline before moving them to another station",
         "When someone has to be moved to cover an absence, do: look up their grade in Rosterline "
         "and only place them where that grade allows; if nobody qualified is free, slow the "
         "line instead. Not: put whoever is free on the gap. Why: on 2026-02-21 an untrained "
         "agency worker was caught on L1's feeder.")
    ,
    pref("pref-marisol-rota-swaps-in-app", "scheduling", "staffing", "2026-02-24",
         "Marisol wants shift swaps requested in Rosterline, never agreed verbally",
         "Marisol accepts shift swaps only when both people request them in Rosterline at least "
         "48 hours ahead; she does not want swaps agreed in the canteen and announced after.")
    ,
    env("env-rosterline-publish-locks-week", "workspace-state-transitions", "staffing",
        "the rota for a week is published in Rosterline",
        "the week is locked: supervisors can no longer move people themselves and every change "
        "needs Marisol's unlock",
        4, 0, "2026-03-03",
        "Four weeks published."),

    # --- extras ---
    sem("sem-kestrelby-site-hours-oncall", "site", 0.94, 14, "2026-01-02",
        "The plant runs Monday to Saturday; Yusuf and Dorian share the on-call phone",
        "Kestrelby Linen Services at Fenwold processes linen Monday to Saturday; Sunday is for "
        "cleaning and planned maintenance. The on-call engineering phone alternates weekly "
        "between Yusuf Brannagh and Dorian Vaszary; the switch happens on Monday at 08:00.")
    ,
    env("env-marisol-weekend-message", "principal-response", "communication",
        "Marisol receives a non-urgent message on a Sunday",
        "she does not read it until Monday 06:30 and replies then in a batch; urgent matters "
        "sent the same way wait too",
        6, 0, "2026-02-22",
        "Six Sundays."),
    env("env-marisol-long-report-skimmed", "principal-response", "reporting",
        "a report to Marisol is longer than one screen of her phone",
        "she reads only the first screen and replies asking for the key figure, so anything "
        "below it is effectively unread",
        5, 1, "2026-03-07",
        "Five of six long reports."),
]

BLIND21_TASKS: list[dict[str, Any]] = [
    # sorting
    task("b21-t001", "who is allowed to work the isolation belt, and who opens the door through "
         "the barrier?", [S], ["sem-sortline-soiled-belts"]),
    task("b21-t002", "what happened with the syringe Sanne found in January?", [E],
         ["epi-2026-01-20-needle-on-s1"]),
    task("b21-t003", "there's a broken bit of glass going past me on the hotel belt right now, "
         "what do I do", [P], ["rule-sortline-stop-on-sharp"]),
    task("b21-t004", "Draft the letter to Wexmoor about the blade we pulled out of their bag "
         "this morning.", [U], ["pref-marisol-sharps-notice-wording"]),
    task("b21-t005", "it's Monday after a quiet weekend, when can I expect the theatre wash to "
         "start on the tunnel?", [V], ["env-sortline-s3-backlog-monday"]),
    task("b21-t006", "Auf dem Band liegt gerade ein Skalpell zwischen den Bettlaken. Wie gehe "
         "ich jetzt vor?", [P], ["rule-sortline-stop-on-sharp"]),  # de
    task("b21-t007", "Lundi matin après le week-end, les sacs de bloc opératoire vont-ils "
         "s'accumuler au tri ?", [V], ["env-sortline-s3-backlog-monday"]),  # fr
    # tunnel
    task("b21-t008", "how many programmes does the big washer hold and who may change them?",
         [S], ["sem-aquatrak-tunnel-washer"]),
    task("b21-t009", "why was Calloway's sheet delivery a day behind at the end of November?",
         [E], ["epi-2025-11-28-tunnel-jam-compartment-9"]),
    task("b21-t010", "the bag I'm about to tip into the washer has a strap hanging off by a "
         "thread. fine to send?", [P], ["rule-tunnel-check-sling-straps"]),
    task("b21-t011", "Tell Marisol about this morning's 45 minute halt on the washer.", [U],
         ["pref-marisol-downtime-summary"]),
    task("b21-t012", "we're starting the tunnel again after a two hour repair. anything "
         "different about the loads that come out first?", [V],
         ["env-tunnel-restart-first-batches-wet"]),
    task("b21-t013", "Una cinghia del sacco è sfilacciata proprio mentre lo aggancio al "
         "nastro di carico. La verso lo stesso?", [P],
         ["rule-tunnel-check-sling-straps"]),  # it
    task("b21-t014", "Prepara el aviso a Marisol de la parada del túnel de esta tarde.", [U],
         ["pref-marisol-downtime-summary"]),  # es
    # chemicals
    task("b21-t015", "who calibrates the dosing pumps and how often?", [S],
         ["sem-dosomat-chemical-pumps"]),
    task("b21-t016", "why did all of Brindle's coloured towels come out faded in February?",
         [E], ["epi-2026-02-04-sour-drum-swapped"]),
    task("b21-t017", "the detergent barrel is empty and a fresh one is on the pallet. swapping "
         "it now, anything to watch?", [P], ["rule-dosomat-read-drum-label"]),
    task("b21-t018", "We're nearly out of softener, order some more from Ferrow today.", [U],
         ["pref-marisol-chemical-orders-friday"]),
    task("b21-t019", "if the detergent barrel alarm beeps, how long before the pump sucks "
         "air?", [V], ["env-dosomat-low-drum-alarm-late"]),
    task("b21-t020", "Troca de bidão no quarto dos químicos agora: o novo está ao lado da "
         "bomba. Como faço?", [P], ["rule-dosomat-read-drum-label"]),  # pt
    task("b21-t021", "Wie viele Produkte von Ferrow laufen über die Dosieranlage, und wer "
         "bekommt den Alarm der Auffangwanne?", [S], ["sem-dosomat-chemical-pumps"]),  # de
    # water
    task("b21-t022", "where does the rinse water go after the last compartments, and how is "
         "hardness tested?", [S], ["sem-reclaim-tank-softeners"]),
    task("b21-t023", "what happened to the Calloway whites in mid December?", [E],
         ["epi-2025-12-15-salt-ran-out"]),
    task("b21-t024", "we close Friday night till Tuesday for the holiday. anything for the "
         "water side before we leave?", [P], ["rule-softener-salt-on-friday"]),
    task("b21-t025", "Send Marisol this week's water hardness readings.", [U],
         ["pref-marisol-hardness-trend-chart"]),
    task("b21-t026", "will the tunnel notice when softener SB starts cleaning itself mid "
         "shift?", [V], ["env-softener-regen-pressure-drop"]),
    task("b21-t027", "Si l'adoucisseur se régénère pendant la production, que va-t-il se "
         "passer côté tunnel ?", [V], ["env-softener-regen-pressure-drop"]),  # fr
    task("b21-t028", "El lunes es festivo y la lavandería para tres días. ¿Qué dejo hecho con "
         "el agua?", [P], ["rule-softener-salt-on-friday"]),  # es
    # press
    task("b21-t029", "what pressure do towels get in the squeezer compared with gowns?", [S],
         ["sem-hydropress-extraction"]),
    task("b21-t030", "why did we bin a whole squeezed load of Wexmoor bedding late in January?",
         [E], ["epi-2026-01-27-press-membrane-split"]),
    task("b21-t031", "the squeeze readout keeps falling 4 or 5 bar while holding, shift ends "
         "in an hour. carry on?", [P], ["rule-hydropress-watch-membrane-bulge"]),
    task("b21-t032", "Book the press maker's engineer to come out tonight.", [U],
         ["pref-marisol-vendor-callout-approval"]),
    task("b21-t033", "it's freezing in the wash hall this morning. will the squeezer be "
         "slow?", [V], ["env-hydropress-cold-oil-slow"]),
    task("b21-t034", "Il display della pressa mostra un rigonfiamento nella membrana. Cosa "
         "faccio con il lotto?", [P], ["rule-hydropress-watch-membrane-bulge"]),  # it
    task("b21-t035", "O que aconteceu com a prensa naquela noite em que ficou parada 14 "
         "horas?", [E], ["epi-2026-01-27-press-membrane-split"]),  # pt
    # dryers
    task("b21-t036", "which dryers can cool polyester down, and who services the gas side?",
         [S], ["sem-thermix-dryers"]),
    task("b21-t037", "what happened in the dryer hall when the sprinkler went off?", [E],
         ["epi-2026-02-12-d3-lint-fire"]),
    task("b21-t038", "it's been four hours since anyone did the fluff round and D4 is halfway "
         "through a load", [P], ["rule-thermix-lint-screen-sign"]),
    task("b21-t039", "Let Marisol know the gas alarm went off by dryer 2 ten minutes ago.", [U],
         ["pref-marisol-safety-incident-first"]),
    task("b21-t040", "forecast says 29 degrees and sticky all week. will the towel side keep "
         "up?", [V], ["env-thermix-humid-day-longer-cycle"]),
    task("b21-t041", "Schreib Marisol wegen des Rauchs am Trockner 5 gerade eben.", [U],
         ["pref-marisol-safety-incident-first"]),  # de
    task("b21-t042", "La dernière tournée des filtres à peluches n'a pas été signée sur la "
         "carte du D2. Qu'est-ce que je fais ?", [P],
         ["rule-thermix-lint-screen-sign"]),  # fr
    # ironers
    task("b21-t043", "what roll heat do we run for cotton, and when do the beds get waxed?",
         [S], ["sem-glidemaster-ironer-lines"]),
    task("b21-t044", "why were 340 duvet covers marked yellow along the fold?", [E],
         ["epi-2026-01-19-l2-scorched-covers"]),
    task("b21-t045", "we just finished cotton sheets on line 2 and the Calloway poly covers "
         "are next in the queue", [P], ["rule-glidemaster-temp-before-poly"]),
    task("b21-t046", "Report the crumpled fold on the L1 sheets to Marisol.", [U],
         ["pref-marisol-quality-photos-in-thread"]),
    task("b21-t047", "beds got waxed an hour ago, how will the folder behave this morning?",
         [V], ["env-glidemaster-wax-monday-first-hour"]),
    task("b21-t048", "Acabamos las sábanas de algodón en la línea 2 y ahora vienen fundas de "
         "poliéster. ¿Empiezo ya?", [P], ["rule-glidemaster-temp-before-poly"]),  # es
    task("b21-t049", "Abbiamo appena passato la cera sui letti del mangano: la piegatrice "
         "sbaglierà qualche lenzuolo?", [V],
         ["env-glidemaster-wax-monday-first-hour"]),  # it
    # folding
    task("b21-t050", "how many towel folders are there and who can edit a fold setting?",
         [S], ["sem-foldex-towel-folders"]),
    task("b21-t051", "why did Brindle send a whole delivery back in February?", [E],
         ["epi-2026-02-18-wrong-fold-recipe-brindle"]),
    task("b21-t052", "Calloway's bath mats just finished on F1 and the next trolley is "
         "Brindle's towels", [P], ["rule-foldex-recipe-per-customer"]),
    task("b21-t053", "Answer Calloway's email complaining about torn pillowcases.", [U],
         ["pref-marisol-customer-complaint-same-day"]),
    task("b21-t054", "we've got a run of really old hotel towels for F2, will it cope?", [V],
         ["env-foldex-jam-thin-towels"]),
    task("b21-t055", "Vai mudar o cliente na dobradora F3: acabou o Calloway e chegam os "
         "roupões do spa.", [P], ["rule-foldex-recipe-per-customer"]),  # pt
    task("b21-t056", "Ruf den Kunden zurück, der sich über fleckige Handtücher beschwert hat, "
         "und biete eine Gutschrift an.", [U],
         ["pref-marisol-customer-complaint-same-day"]),  # de
    # workwear
    task("b21-t057", "where do finished tunics end up, and how many an hour does the steam "
         "tunnel manage?", [S], ["sem-steamway-workwear-finisher"]),
    task("b21-t058", "what happened with the Wexmoor tunics piling up in early March?", [E],
         ["epi-2026-03-02-hangtrak-hook-failure"]),
    task("b21-t059", "it's Tuesday and things are quiet on the garment side. anything due on "
         "the overhead line?", [P], ["rule-hangtrak-weekly-hook-check"]),
    task("b21-t060", "Send these three ripped chef jackets to the sewing room now.", [U],
         ["pref-marisol-repair-room-batching"]),
    task("b21-t061", "the boiler is about to dump water for its TDS. will the garments in the "
         "steam tunnel notice?", [V], ["env-steamway-steam-dip-at-boiler-blowdown"]),
    task("b21-t062", "Quand la chaudière fait sa purge, les vestes qui passent dans le tunnel "
         "de finition en souffrent-elles ?", [V],
         ["env-steamway-steam-dip-at-boiler-blowdown"]),  # fr
    task("b21-t063", "¿Por qué tuvimos que relavar 120 túnicas de Wexmoor en marzo?", [E],
         ["epi-2026-03-02-hangtrak-hook-failure"]),  # es
    # rfid
    task("b21-t064", "which gate counts the clean cages going out, and who can fix a wrong "
         "count?", [S], ["sem-tagtrail-rfid-gates"]),
    task("b21-t065", "why did Wexmoor argue with the January invoice?", [E],
         ["epi-2026-01-30-g3-missed-counts"]),
    task("b21-t066", "morning shift is starting, I'm first in at dispatch. anything to do with "
         "the tag readers?", [P], ["rule-tagtrail-test-tag-each-shift"]),
    task("b21-t067", "Write up yesterday's item totals per hospital for Marisol.", [U],
         ["pref-marisol-figures-rounded"]),
    task("b21-t068", "I need the per-tag data for last month from the tracking server at 06:15, "
         "how long and what will I get?", [V], ["env-tagtrail-export-shape"]),
    task("b21-t069", "Inizia il turno: devo verificare qualcosa sui portali di lettura prima "
         "di caricare le gabbie?", [P], ["rule-tagtrail-test-tag-each-shift"]),  # it
    task("b21-t070", "Se eu tirar a exportação mensal das etiquetas, em que formato vêm as "
         "datas e quanto demora?", [V], ["env-tagtrail-export-shape"]),  # pt
    # boiler
    task("b21-t071", "who is ticketed to fire up the steam plant, and when is the insurer "
         "due?", [S], ["sem-brenmark-steam-boiler"]),
    task("b21-t072", "why were the ironers cold until nearly eight in December?", [E],
         ["epi-2025-12-08-boiler-low-water-lockout"]),
    task("b21-t073", "red light on the boiler panel, says low water, there's a reset button "
         "right there", [P], ["rule-brenmark-lockout-call-engineer"]),
    task("b21-t074", "Get hold of Marisol, it's 2 am and the tunnel has stopped.", [U],
         ["pref-marisol-oncall-text-then-call"]),
    task("b21-t075", "we fire the boiler up at 05:00 after the weekend. when can the ironers "
         "start heating?", [V], ["env-brenmark-warmup-from-cold"]),
    task("b21-t076", "Der Kessel steht auf Störung und ich sehe einen Reset-Knopf. Soll ich "
         "ihn drücken?", [P], ["rule-brenmark-lockout-call-engineer"]),  # de
    task("b21-t077", "Qui a le droit de démarrer la chaudière, et à quelle pression "
         "fonctionne-t-elle ?", [S], ["sem-brenmark-steam-boiler"]),  # fr
    # orders
    task("b21-t078", "until what time can a customer add an extra order for next day, and can "
         "hotels change their own stock targets?", [S], ["sem-linenhub-par-levels"]),
    task("b21-t079", "why did Calloway refuse to pay for a load of sheets in February?", [E],
         ["epi-2026-02-10-calloway-double-order"]),
    task("b21-t080", "Wexmoor just rang asking for 200 extra pillowcases for tomorrow", [P],
         ["rule-linenhub-phone-orders-check-portal"]),
    task("b21-t081", "Put together the Monday volumes by customer for Marisol.", [U],
         ["pref-marisol-weekly-customer-table"]),
    task("b21-t082", "what will the weekly volume run in the portal give me, a spreadsheet?",
         [V], ["env-linenhub-report-shape"]),
    task("b21-t083", "Hazle a Marisol el informe semanal de kilos por cliente.", [U],
         ["pref-marisol-weekly-customer-table"]),  # es
    task("b21-t084", "Se lancio il report settimanale dei volumi nel portale clienti, cosa "
         "ottengo e quanto ci mette?", [V], ["env-linenhub-report-shape"]),  # it
    # delivery
    task("b21-t085", "how many trucks do we run and who is allowed to change a route?", [S],
         ["sem-routeplan-delivery-fleet"]),
    task("b21-t086", "what happened when the theatre packs ended up touring the seaside "
         "hotels?", [E], ["epi-2026-01-24-cages-on-wrong-truck"]),
    task("b21-t087", "door 2 is jammed so the trucks have been moved around. I'm loading the "
         "hospital cages now", [P], ["rule-routeplan-scan-cage-at-door"]),
    task("b21-t088", "Let St Aldric's know their drop will be an hour behind.", [U],
         ["pref-marisol-late-delivery-customer-call"]),
    task("b21-t089", "the spa driver finished his last drop, will the cage balance be right if "
         "he closes the run now?", [V], ["env-routeplan-close-route-frees-cages"]),
    task("b21-t090", "As portas da doca foram trocadas hoje. Estou a pôr as gaiolas nos "
         "camiões, algum cuidado?", [P], ["rule-routeplan-scan-cage-at-door"]),  # pt
    task("b21-t091", "Was ist damals mit den OP-Paketen für Wexmoor passiert, die auf der "
         "Küstentour landeten?", [E], ["epi-2026-01-24-cages-on-wrong-truck"]),  # de
    # hygiene
    task("b21-t092", "how long and how hot must the theatre wash be, and how often do we prove "
         "it?", [S], ["sem-thermal-disinfection-validation"]),
    task("b21-t093", "why did St Aldric's return the theatre drapes we'd sent over the previous "
         "three days?",
         [E], ["epi-2026-02-24-logger-showed-short-hold"]),
    task("b21-t094", "Priya's monthly probe came back at 2 minutes 40 on the hot stage, vans "
         "leave at 05:00", [P], ["rule-thermolog-quarantine-on-short-hold"]),
    task("b21-t095", "Write to St Aldric's infection control team about this month's "
         "disinfection check.", [U], ["pref-marisol-hygiene-report-plain"]),
    task("b21-t096", "mains water is at 4 degrees this week. will the theatre batches run "
         "slower?", [V], ["env-p3-batch-delay-cold-water"]),
    task("b21-t097", "La courbe du mois montre 68 degrés seulement dans les compartiments "
         "chauds. Le linge de bloc part à 5 h.", [P],
         ["rule-thermolog-quarantine-on-short-hold"]),  # fr
    task("b21-t098", "Envía al hospital Wexmoor el resultado de la validación térmica de "
         "este mes.", [U], ["pref-marisol-hygiene-report-plain"]),  # es
    # rewash
    task("b21-t099", "how many times can a stained item be rewashed before it's scrapped, and "
         "who pays for high scrap?", [S], ["sem-stainbay-rewash-condemn"]),
    task("b21-t100", "why did 400 Calloway napkins tear in March?", [E],
         ["epi-2026-03-06-rewash-loop-hotel"]),
    task("b21-t101", "this bin of tablecloths still has marks, it's going back in again", [P],
         ["rule-stainbay-mark-rewash-count"]),
    task("b21-t102", "Bill Brindle for the 60 robes we're scrapping.", [U],
         ["pref-marisol-condemn-evidence"]),
    task("b21-t103", "if I scrap 80 Wexmoor sheets today, what changes in their stock and "
         "their next order?", [V], ["env-stainbay-condemn-updates-stock"]),
    task("b21-t104", "Se scarto 50 asciugamani di un hotel oggi, cosa succede al loro stock "
         "e al prossimo ordine fisso?", [V],
         ["env-stainbay-condemn-updates-stock"]),  # it
    task("b21-t105", "Quantas relavagens pode ter uma peça manchada antes de ir para trapo, e "
         "quem compra as peças novas?", [S], ["sem-stainbay-rewash-condemn"]),  # pt
    # maintenance
    task("b21-t106", "who can close a breakdown job and where is the key for the parts "
         "cage?", [S], ["sem-servicepoint-maintenance"]),
    task("b21-t107", "why did F1 stand for more than a day in February?", [E],
         ["epi-2026-02-02-spare-belt-missing"]),
    task("b21-t108", "it's 3 am, I'm grabbing a bearing from the parts cage for D2 and the "
         "scanner won't turn on", [P], ["rule-servicepoint-scan-every-spare"]),
    task("b21-t109", "Send Marisol next week's maintenance schedule.", [U],
         ["pref-marisol-maintenance-week-plan"]),
    task("b21-t110", "I'm uploading 30 MB videos of the belt from the tablet to the work "
         "order, will they show up?", [V], ["env-servicepoint-attachments-share"]),
    task("b21-t111", "Wer plant die Wartungswoche und an welchem Tag, und wer darf "
         "Störungsaufträge schließen?", [S], ["sem-servicepoint-maintenance"]),  # de
    task("b21-t112", "Si je dépose deux photos nommées pareil depuis la tablette, que "
         "deviennent-elles sur l'ordre de travail ?", [V],
         ["env-servicepoint-attachments-share"]),  # fr
    # energy
    task("b21-t113", "which compressor is on duty this week and what's our kVA ceiling?", [S],
         ["sem-compressors-gas-power"]),
    task("b21-t114", "why was there an excess charge on January's electricity bill?", [E],
         ["epi-2026-01-14-capacity-exceeded"]),
    task("b21-t115", "power's back after the whole site went dark, everyone wants their "
         "machine running now", [P], ["rule-stagger-starts-after-stop"]),
    task("b21-t116", "Give Marisol the energy numbers for February.", [U],
         ["pref-marisol-energy-monthly-one-figure"]),
    task("b21-t117", "if the duty compressor trips, will the tunnel keep moving?", [V],
         ["env-k2-takeover-pressure-dip"]),
    task("b21-t118", "Volvió la luz tras el apagón de toda la planta. ¿Arranco secadoras y "
         "calandras a la vez?", [P], ["rule-stagger-starts-after-stop"]),  # es
    task("b21-t119", "Prepara per Marisol il riepilogo dei consumi di gas e luce del "
         "mese.", [U], ["pref-marisol-energy-monthly-one-figure"]),  # it
    # staffing
    task("b21-t120", "what are the shift times and which grade can operate the washer controls?",
         [S], ["sem-rosterline-shifts-training"]),
    task("b21-t121", "what happened with the agency lad's sleeve on the ironer?", [E],
         ["epi-2026-02-21-untrained-feeder-hand"]),
    task("b21-t122", "two feeders off sick on L2, and the new temp from the agency is free, "
         "put him on?", [P], ["rule-rosterline-check-grade-before-placing"]),
    task("b21-t123", "Swap Tuesday's early with Joss for me, we agreed it at lunch.", [U],
         ["pref-marisol-rota-swaps-in-app"]),
    task("b21-t124", "once next week's rota goes live, can I still shuffle people between "
         "stations myself?", [V], ["env-rosterline-publish-locks-week"]),
    task("b21-t125", "O que aconteceu com o trabalhador temporário que ficou com a manga "
         "presa na calandra?", [E], ["epi-2026-02-21-untrained-feeder-hand"]),  # pt
    task("b21-t126", "Wenn der Dienstplan für nächste Woche veröffentlicht ist, kann ich als "
         "Schichtleiter noch Leute umsetzen?", [V],
         ["env-rosterline-publish-locks-week"]),  # de
    # site, principal
    task("b21-t127", "who has the engineering on-call phone this week and when does it "
         "change hands?", [S], ["sem-kestrelby-site-hours-oncall"]),
    task("b21-t128", "Arbeiten wir sonntags, oder ist das nur für Reinigung und Wartung?",
         [S], ["sem-kestrelby-site-hours-oncall"]),  # de
    task("b21-t129", "Se eu mandar uma mensagem à Marisol no domingo sobre as toalhas, quando "
         "responde ela?", [V], ["env-marisol-weekend-message"]),  # pt
    task("b21-t130", "Mon rapport pour Marisol fait trois écrans sur un téléphone. Elle va "
         "le lire en entier ?", [V], ["env-marisol-long-report-skimmed"]),  # fr
]

BLIND21_NO_MEMORY_REQUESTS: list[tuple[str, str]] = [
    ("b21-n01", "what's the difference between cotton and polyester fibres?"),
    ("b21-n02", "convert 50 kilograms to pounds"),
    ("b21-n03", "write a python function that reads a csv and sums one column"),
    ("b21-n04", "how does a heat pump work, in simple terms?"),
    ("b21-n05", "suggest a name for our five-a-side football team"),
    ("b21-n06", "what does the acronym HACCP stand for?"),
    ("b21-n07", "how do I undo the last git commit but keep the changes?"),
    ("b21-n08", "Wie lange kocht man ein weiches Ei?"),  # de
    ("b21-n09", "Quelle est la capitale de l'Australie ?"),  # fr
    ("b21-n10", "¿Cuántos días tiene un año bisiesto?"),  # es
    ("b21-n11", "Consigliami un libro da leggere in vacanza."),  # it
    ("b21-n12", "Qual é a fórmula da área de um círculo?"),  # pt
]
