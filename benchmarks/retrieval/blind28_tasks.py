"""A twenty-eighth workspace and its tasks: a softwood sawmill and its planing and treatment
yard, from log intake and yard sprinklers through debarking, log scanning and optimising, the
twin bandsaw, the saw filing room, edging and trimming, sorting and stacking, kiln drying, the
bark-fired boiler, spark detection in the dust ducts, machine strength grading, planing,
pressure treatment, orders and dispatch, yard loaders and forklifts, machine isolation permits
and the alarm router, written by hand from the record format alone and never fitted on.

The store is the memory of the production and engineering team of Fernholt Timber (an invented
sawmill at the invented town of Quillmoor, sawing spruce, pine and larch on two shifts, with a
planing and treatment yard at Brackenlow six kilometres away): the Logtally intake gate, the
Dampguard deck sprinklers, the Barkrunner ring debarker, the Cutsight log scanner and
optimiser, the Twinblade twin bandsaw, the Toothkeeper blade records of the filing room, the
Edgewise edger and trimmer, the Stackmate sorter and stacker, the Kilnwarden kiln control, the
Chipflame biomass boiler, the Sparkwatch spark detection, the Gradebeam strength grader, the
Planehold planer moulder, the Treatvault pressure-treatment tank, the Timbertrack order portal,
the Yardlink vehicle telematics, the Lockboard isolation permits and the Millbell alarm router;
and of its principal (Ottilie Marchbank, mill manager). Other invented names: Tobiah Rennick
and Greta Solvang (shift leads), Yusra Kallenberg (maintenance engineer), Ambrose Tully (filing
room), Linnea Oyelaran (quality and grading), Fergal Whitcombe (log buyer), Wendel Ashcombe
(yard foreman), Hedda Castellane (sales), Ignatius Pryce (transport), Marisol Eckhart (safety
adviser), Thornwick Forestry (log supplier), Calloway Kilnworks (kiln service), Drumlin Haulage,
Saltmarsh Builders (a merchant) and Veldrin Export (a customer); machines, amounts and dates
are invented too.

Eighteen themes hold one record in each tier about the same system (a fact, an incident, a
lesson, a preference of Ottilie and a prediction), so a request's words say what it is about
and mostly only its shape says which kind of memory answers it. Four more records: a fact
about the two sites and the team, and three predictions of how Ottilie reacts (to a report
longer than one page, to a problem raised without a cost, and to a spending request on a Monday
morning before her production meeting). Lessons carry a trigger list of entities and situation
words and a "When ..., do: ... Not: ... Why:" body; predictions carry a condition and a
prediction, in the SPEC's sub-buckets system-state (12), workspace-state-transitions (4),
principal-response (3) and skill-output-shape (2). One episodic record has the event type
near-miss (the canter infeed chain creeping with a fitter inside the guard), the others
incident.

Counts: 94 records (19 semantic, 18 episodic, 18 procedural, 18 personalized, 21
environment-dynamics); 130 tasks, each with one needed tier and one answering record (semantic
23, episodic 22, procedural 32, personalized 23, environment-dynamics 30; English 91, German 8,
French 8, Spanish 8, Italian 7, Portuguese 8; of the 39 not in English: semantic 5, episodic 4,
procedural 14, personalized 6, environment-dynamics 10); every record answers at least one
task; 12 no-memory requests (4 of them not in English).

Written by hand by a writer who had not read the project's code (not the recall code, its cue
tables, its weights, nor any other store's rows); the only inputs were the SPEC's sections on
the five tiers and their frontmatter, and an earlier task file's layout (its docstring, its
import line, its first records, its first tasks and its first no-memory
requests); the heldout README was read only to pick a domain not used before (no earlier
workspace was a sawmill or a timber yard; earlier learning sets had kilns of a pottery studio
and of a glassblowing studio, different trades and a different kind of set). The signatures of
the record and task constructors were inferred from those first records, not read from their
module (the prediction constructor takes nine positional arguments, as in the example: id,
sub-bucket, topic, condition, prediction, hits, misses, date last confirmed and evidence text;
lessons use only the severities seen there, "high" and "medium"), and this file was never
imported or run against recall: the only checks were a parse of it as Python and a small script
of the writer's that walks its syntax tree (without executing it) to check that every gold id
exists and has the task's tier, that every record is used, the counts, and the longest run of
words a request shares with its record (three at most, counted over the record's title, body,
triggers, condition, prediction and evidence). Every system, company, person, place and number
is invented; nothing was copied from a public text.

Requests are typed the way a shift lead, a saw or kiln operator, a loader driver, the filing
room, an engineer, the sales or transport office or a coding agent would type them
(imperatives, "what happened", "why did", "will X if", "can I ...?", terse situations);
non-English requests are marked by a trailing comment. Hard families on purpose: an imperative
whose needed memory is how Ottilie wants that kind of work done (personalized), a question
about how a machine or Ottilie will react (environment-dynamics), "who can" / "which" / "how
long" about a fact (semantic), the situation a lesson is for told without the lesson's words
(procedural), and "what happened" / "why did" (episodic). Some requests touch a second record
more weakly (a lesson and the incident behind it, a lesson and the prediction about the same
machine, a preference and a prediction about Ottilie); the gold is the one record that answers
the request as asked. The writer hesitated most over b28-t009 (rain-soaked loads at the intake
scanner: gold is the prediction that wet bark reads high, though the reference-cylinder lesson
is near), b28-t019 and b28-t020 (poor debarking to be passed to Ottilie: gold is her wish for
two photos, though the prediction about worn tool tips is near), b28-t041 (a blade order for
her signature: gold is her wish to see blade cost per 1,000 cubic metres, though the prediction
about Monday spending requests is near), b28-t046 (a customer complaint to forward: gold is her
wish for pack numbers first, though the prediction that she asks for a cost is near), b28-t068
(thinking of lighting the gas burner: gold is her wish to be phoned first, though the wet-fuel
prediction and the bark-blending lesson are near), b28-t104 (allocating packs still in a kiln:
gold is the double-booking prediction, though the Timbertrack fact is near), b28-t115 (a close
call for the safety list: gold is her wish for the spotter's name, though the canter near-miss
is near), b28-t116 (isolating the canter only at the pump: gold is the creep prediction, though
the bleed-and-try-start lesson is near), b28-t122 (a flat forklift tyre at 23:30: gold is her
night-call preference, though the Yardlink records are near), b28-t127 (a problem reported
without a figure: gold is the cost-first prediction) and b28-t129 (a blade order sent on Monday
at 08:30: gold is the Monday prediction, though the blade-cost preference is near).
BLIND28_NO_MEMORY_REQUESTS lists requests that no record in this store answers (general
knowledge or small talk), as plain (id, text) pairs outside the task constructor, for a caller
that wants to measure abstention. Report it in aggregate; do not tune on it.
"""

from __future__ import annotations

from typing import Any

from benchmarks.retrieval.dataset import E, P, S, U, V, env, epi, pref, rule, sem, task

BLIND28_RECORDS: list[dict[str, Any]] = [
    # --- 0. the two sites and the team ---
    sem("sem-fernholt-sites-and-team", "sites-and-team", 0.97, 22, "2026-11-09",
        "Fernholt saws at Quillmoor and planes and treats at Brackenlow",
        "Fernholt Timber runs a softwood sawmill at Quillmoor (log yard, debarker, scanner and "
        "canter line, twin bandsaw, edger, sorter, kilns and the biomass boiler) on two shifts "
        "from 05:30 to 22:00, Monday to Friday, plus a Saturday night shift in busy months, and a "
        "planing and treatment yard at Brackenlow six kilometres north. Ottilie Marchbank is mill "
        "manager; Tobiah Rennick and Greta Solvang are shift leads; Yusra Kallenberg is "
        "maintenance engineer; Ambrose Tully runs the filing room; Linnea Oyelaran is quality and "
        "grading manager; Fergal Whitcombe buys logs; Wendel Ashcombe is yard foreman; Hedda "
        "Castellane runs sales; Ignatius Pryce books transport; Marisol Eckhart is safety adviser.")
    ,
    # --- 1. log intake gate (Logtally) ---
    sem("sem-logtally-intake-gate", "log-intake", 0.94, 17, "2026-10-27",
        "Logtally measures every log that enters the yard",
        "Logtally scans each log on the intake deck by laser, records length, top diameter and "
        "solid volume under bark, and prices the load against the Thornwick Forestry contract. "
        "Spruce is sent to decks L1 to L3, pine to L4 and larch to L5. Only Fergal Whitcombe or "
        "Wendel Ashcombe may accept a load whose volume differs from the haulier's docket by more "
        "than 5 percent.")
    ,
    epi("epi-2026-02-09-logtally-frosted-lens-underread", "log-intake", "incident", "2026-02-09",
        "A frosted lens cover made Logtally under-measure a week of spruce",
        "From 2 to 9 February the diameter laser at the intake gate looked through a frosted "
        "cover; top diameters were read 11 mm small and Thornwick was paid for 214 cubic metres "
        "less than it delivered. The adjustment came to 3,900 euro after a week of argument with "
        "their buyer.")
    ,
    rule("rule-logtally-reference-cylinder-each-morning", "log-intake",
         ["Logtally", "intake gate", "diameter laser", "reference cylinder", "frost",
          "lens cover", "log measurement"], "high", 2, "2026-02-11",
         "Pass the steel reference cylinder through the gate before the first load",
         "When the intake gate opens for the day, and after every frost night, do: wipe both lens "
         "covers, pass the stamped 300 mm steel cylinder through Logtally and stop intake if it "
         "reads more than 2 mm off. Not: wait for a haulier or Thornwick to query a docket. Why: "
         "in February a frosted cover under-read a week of spruce and cost 3,900 euro.")
    ,
    pref("pref-ottilie-intake-by-species-solid-cubic", "reporting", "log-intake", "2026-10-28",
         "Ottilie wants intake summaries per species in solid cubic metres",
         "Ottilie wants the daily intake summary as solid cubic metres under bark per species and "
         "per haulier, with the number of loads beside it; never tonnes or log counts on their "
         "own. Larch keeps its own line even on days with none.")
    ,
    env("env-logtally-wet-bark-reads-high", "system-state", "log-intake",
        "logs arrive after heavy rain with wet, loosened bark",
        "Logtally reads the volume 1 to 2 percent high because flapping bark counts as diameter, "
        "so a hand caliper check on a sample is worth doing before paying",
        6, 1, "2026-11-03",
        "Six of seven caliper audits in wet weeks this year found Logtally above the hand "
        "figure; the seventh was a load of smooth larch.")
    ,
    # --- 2. log deck sprinklers (Dampguard) ---
    sem("sem-dampguard-deck-sprinklers", "log-sprinklers", 0.92, 11, "2026-09-30",
        "Dampguard keeps the spruce and pine decks wet through the summer",
        "Dampguard runs rotating sprinklers over decks L1 to L4 from the recycling pond in "
        "20-minute bursts every hour from May to September, to stop blue stain and end splits in "
        "stored logs. The pond pump is P7 and mains water comes from the yard hydrant when the "
        "pond is low. The larch deck L5 is never sprinkled. Wendel Ashcombe switches the season "
        "program.")
    ,
    epi("epi-2026-07-22-pond-dry-deck-l2-split", "log-sprinklers", "incident", "2026-07-22",
        "The sprinkler pond ran dry in the heatwave and the logs on L2 split",
        "On Friday 22 July pump P7 drew the pond below its float, tripped and stayed off; nobody "
        "saw it until Monday. Four days of sun split the ends of about 600 cubic metres of spruce "
        "on deck L2, which was sold for pallet wood at half price.")
    ,
    rule("rule-dampguard-pond-gauge-on-hot-weekends", "log-sprinklers",
         ["Dampguard", "sprinkler", "pond", "pump P7", "heatwave", "weekend", "log deck"],
         "medium", 1, "2026-07-26",
         "Read the pond gauge on the Saturday round whenever a hot weekend is forecast",
         "When the forecast shows 28 degrees or more over a weekend, do: read the pond gauge on "
         "the Saturday yard round, top up from the hydrant if it is under 60 cm and see that P7 "
         "is running. Not: count on the float switch raising an alarm, it does not. Why: on "
         "2026-07-22 the pond ran dry, P7 tripped silently and 600 cubic metres split.")
    ,
    pref("pref-ottilie-sprinkler-water-beside-rainfall", "reporting", "log-sprinklers",
         "2026-08-04",
         "Ottilie wants sprinkler water next to the week's rainfall",
         "Ottilie wants the weekly yard note to show water drawn from the pond and from mains "
         "separately, in cubic metres, next to that week's rainfall in millimetres, so she can see "
         "when the mill is buying water it should not need.")
    ,
    env("env-dampguard-winter-mode-stain-on-l1", "workspace-state-transitions", "log-sprinklers",
        "Dampguard is switched from the summer to the winter program while days are still mild",
        "blue stain shows at the log ends on deck L1 within about three weeks if the air stays "
        "above 12 degrees",
        3, 1, "2026-10-14",
        "Three of the last four autumn switches were followed by stain on L1 after 18 to 24 "
        "days; in the cold October of 2025 none appeared.")
    ,
    # --- 3. ring debarker (Barkrunner) ---
    sem("sem-barkrunner-ring-debarker", "debarker", 0.93, 14, "2026-10-06",
        "Barkrunner strips bark from logs of 12 to 62 cm",
        "Barkrunner is a ring debarker with five tool arms; the bark goes by conveyor to the "
        "boiler fuel bunker. It takes logs of 12 to 62 cm butt diameter at up to 90 metres per "
        "minute and has a summer and a winter arm-pressure recipe. Tool tips are changed every "
        "80,000 logs by maintenance.")
    ,
    epi("epi-2026-01-15-frozen-butt-bent-arm-3", "debarker", "incident", "2026-01-15",
        "A frozen pine butt jammed the debarker rotor and bent a tool arm",
        "On 15 January at minus 14 degrees the early shift ran Barkrunner on the summer recipe; a "
        "frozen pine butt jammed the rotor, arm 3 bent and the line stood nine hours while a "
        "spare was fitted. About 420 cubic metres of sawing was lost.")
    ,
    rule("rule-barkrunner-winter-recipe-below-minus-five", "debarker",
         ["Barkrunner", "debarker", "frozen logs", "arm pressure", "rotor", "winter recipe",
          "yard thermometer"], "high", 1, "2026-01-17",
         "Select the winter recipe below minus five before the first log",
         "When the yard thermometer shows minus 5 or colder, do: select the winter recipe on the "
         "Barkrunner panel before the first log and slow the infeed to 60 m/min. Not: wait until "
         "bark starts coming off badly. Why: on 2026-01-15 summer pressure on a frozen butt bent "
         "arm 3 and cost nine hours.")
    ,
    pref("pref-ottilie-debarking-two-photos", "communication", "debarker", "2026-06-02",
         "Ottilie wants two photos whenever debarking quality is raised",
         "When anyone raises poor debarking, Ottilie wants two photos of logs leaving the "
         "debarker, one clean and one bad, with the time and the species, rather than a written "
         "description.")
    ,
    env("env-barkrunner-worn-tips-false-rot", "system-state", "debarker",
        "the Barkrunner tool tips have run more than about 70,000 logs",
        "bark left on the logs rises above 3 percent and the Cutsight scanner begins to flag "
        "false rot on spruce",
        4, 1, "2026-09-22",
        "Four of the last five tip sets showed the rise between 70,000 and 78,000 logs; one set "
        "lasted to the full 80,000.")
    ,
    # --- 4. log scanner and optimiser (Cutsight) ---
    sem("sem-cutsight-log-optimiser", "log-optimiser", 0.94, 19, "2026-11-02",
        "Cutsight scans each log and picks its sawing pattern",
        "Cutsight is the 3D scanner and optimiser in front of the chipper canter: it measures "
        "shape and sweep, turns the log and chooses a pattern from the active pattern list, "
        "which is built from the order book. Only Linnea Oyelaran edits pattern lists; operators "
        "can switch between approved lists but not change them.")
    ,
    epi("epi-2026-05-06-test-list-sawed-unordered-boards", "log-optimiser", "incident",
        "2026-05-06",
        "A leftover trial list sawed a shift of boards nobody had ordered",
        "On 6 May a trial pattern list was still active after a yield test; Cutsight cut 47 by "
        "150 boards from every 20 cm top log for a whole shift. 310 cubic metres went to stock "
        "without an order and 40 percent of it was later sold at a discount.")
    ,
    rule("rule-cutsight-read-back-active-list", "log-optimiser",
         ["Cutsight", "pattern list", "optimiser", "cutting plan", "shift start", "trial",
          "canter"], "high", 2, "2026-05-08",
         "Read back the active pattern list against the cutting plan at every shift start",
         "When a shift starts or a trial ends, do: read the active list name off the Cutsight "
         "screen, compare it with the day's cutting plan sheet and sign the sheet. Not: assume "
         "trials were reset by whoever ran them. Why: on 2026-05-06 a leftover list sawed 310 "
         "cubic metres of unordered boards.")
    ,
    pref("pref-ottilie-yield-by-diameter-class", "reporting", "log-optimiser", "2026-06-15",
         "Ottilie wants yield per 2 cm diameter class with last week beside it",
         "Ottilie wants sawing yield given as sawn volume over log volume in percent, split by "
         "top-diameter class in 2 cm steps, with the previous week in the next column. A single "
         "mill-wide yield figure is no use to her.")
    ,
    env("env-cutsight-week-export-shape", "skill-output-shape", "log-optimiser",
        "a Cutsight yield export is run for a whole week",
        "the CSV has about 38,000 rows (one per log), takes about four minutes to produce, and "
        "its diameter column is in millimetres, not centimetres",
        5, 0, "2026-11-02",
        "Five weekly exports since June all had 34,000 to 41,000 rows and the same millimetre "
        "column.")
    ,
    # --- 5. twin bandsaw (Twinblade) ---
    sem("sem-twinblade-twin-bandsaw", "bandsaw", 0.93, 15, "2026-10-19",
        "Twinblade splits the cant into centre boards",
        "Twinblade is the twin vertical bandsaw after the canter; it saws the cant into centre "
        "boards on 2.1 metre wheels, with 260 mm stellite-tipped blades strained to 26 tonnes. "
        "Blades come off after four sawing hours or at a deviation alarm, whichever is first.")
    ,
    epi("epi-2026-09-03-overrun-blade-broke", "bandsaw", "incident", "2026-09-03",
        "An overrun blade broke on the Twinblade and scored the wheel tyres",
        "On 3 September a blade with a gullet crack was kept on past its four hours to finish a "
        "merchant order. It broke at 02:10; the guard held and nobody was hurt, but the wheel "
        "tyres were scored and the line was down 14 hours while new tyres were fitted.")
    ,
    rule("rule-twinblade-change-at-four-hours", "bandsaw",
         ["Twinblade", "bandsaw", "blade change", "four hours", "deviation alarm",
          "gullet crack", "finish the order"], "high", 1, "2026-09-05",
         "Change the bandsaw blade at four hours even in the middle of an order",
         "When a Twinblade blade reaches four sawing hours, do: stop at the next gap between logs "
         "and change it, even if the order would be done in minutes. Not: run on to finish. "
         "Why: on 2026-09-03 an overrun blade broke and scored the tyres, 14 hours down.")
    ,
    pref("pref-ottilie-short-stops-in-shift-list", "communication", "bandsaw", "2026-05-25",
         "Ottilie wants short saw stops listed at the end of the shift, not messaged",
         "Ottilie does not want a message for each short stop on the saw line; stops under ten "
         "minutes go in the end-of-shift list with cause and minutes. Anything of ten minutes or "
         "more gets a message straight away.")
    ,
    env("env-twinblade-cold-start-deviation", "system-state", "bandsaw",
        "the saw hall is colder than 5 degrees when the line starts",
        "the Twinblade gives deviation alarms for the first 20 to 30 minutes until blade strain "
        "settles, and the first boards come out thick-and-thin",
        5, 2, "2026-02-20",
        "Seven cold starts last winter were logged; five showed the alarms in the first half "
        "hour, two did not.")
    ,
    # --- 6. filing room (Toothkeeper) ---
    sem("sem-toothkeeper-blade-records", "saw-filing", 0.92, 12, "2026-10-12",
        "Toothkeeper keeps each bandsaw blade's history by its RFID tag",
        "Toothkeeper logs each blade's tag, sawing hours, grinds, re-tipped teeth and cracks. "
        "Ambrose Tully runs the filing room on days only. A blade is retired after 18 grinds or "
        "when its width falls below 235 mm, whichever comes first.")
    ,
    epi("epi-2026-04-18-retagged-blade-cracked", "saw-filing", "incident", "2026-04-18",
        "A blade retagged after repair ran to 26 grinds and cracked in the grinder",
        "On 18 April Ambrose found a blade at 229 mm that Toothkeeper showed as nearly new: its "
        "tag had been replaced after a weld repair in March and it was registered afresh. It had "
        "in fact been ground 26 times and cracked across in the grinder.")
    ,
    rule("rule-toothkeeper-link-new-tag-to-history", "saw-filing",
         ["Toothkeeper", "blade tag", "RFID", "weld repair", "filing room", "grinds",
          "blade width"], "medium", 1, "2026-04-20",
         "Link a replacement tag to the blade's old history before it goes back on the rack",
         "When a blade returns from weld repair or gets a new tag, do: measure its width, find "
         "its last Toothkeeper record and link the new tag to that history. Not: enter it as a "
         "new blade. Why: on 2026-04-18 a retagged blade ran to 26 grinds and cracked.")
    ,
    pref("pref-ottilie-blade-cost-per-thousand-cubic", "purchasing", "saw-filing", "2026-03-30",
         "Ottilie wants blade orders set against blade cost per 1,000 cubic metres",
         "Before she signs a blade order Ottilie wants it shown against blade spend per 1,000 "
         "cubic metres sawn over the last quarter, and the supplier's price per metre beside the "
         "previous order's.")
    ,
    env("env-toothkeeper-saturday-night-short-rack", "workspace-state-transitions",
        "saw-filing",
        "a Saturday night shift saws while the filing room is unstaffed",
        "the rack on Monday morning is four to six ground blades short and the first shift "
        "starts about 30 minutes late",
        3, 1, "2026-11-16",
        "Three of four Saturday nights this autumn left the rack short on Monday; once Ambrose "
        "came in on Sunday.")
    ,
    # --- 7. edger and trimmer (Edgewise) ---
    sem("sem-edgewise-edger-trimmer", "edger-trimmer", 0.91, 13, "2026-09-08",
        "Edgewise sets the edger and trimmer for the side boards",
        "Edgewise scans side boards from the canter and sets the edger saws for width and the "
        "trimmer saws for length, in 30 cm steps from 2.4 to 5.4 m. Wane limits come from the "
        "customer grade chosen on the order.")
    ,
    epi("epi-2026-06-11-trimmer-cut-export-short", "edger-trimmer", "incident", "2026-06-11",
        "The trimmer cut a whole export order 30 cm short",
        "On 11 June trimmer saw 7 sat one step out after a chain was replaced; every board meant "
        "for 4.8 m came out at 4.5 m. Veldrin Export rejected two containers at the port and "
        "the freight back cost more than the wood.")
    ,
    rule("rule-edgewise-tape-five-boards-after-chain-work", "edger-trimmer",
         ["Edgewise", "trimmer", "chain", "saw position", "board length", "tape measure"],
         "medium", 1, "2026-06-14",
         "Tape five boards of each length after any work on the trimmer chain",
         "When the trimmer chain or a saw position has been worked on, do: pull five boards of "
         "each length off the sorter and measure them with a tape before the order runs on. Not: "
         "trust the Edgewise screen's length. Why: on 2026-06-11 saw 7 was one step out and an "
         "export order was cut short.")
    ,
    pref("pref-ottilie-complaints-pack-numbers-first", "communication", "edger-trimmer",
         "2026-06-18",
         "Ottilie wants customer complaints passed on with pack numbers in the first line",
         "When a customer complaint is passed to Ottilie she wants the Timbertrack pack numbers "
         "and the customer in the first line, then what they found, then photos; no story of "
         "how the complaint arrived.")
    ,
    env("env-edgewise-tight-wane-fills-chip-bin", "system-state", "edger-trimmer",
        "Edgewise runs a customer grade with tight wane limits",
        "side-board volume drops by about 8 percent and the chip bin fills roughly an hour "
        "sooner than usual",
        4, 1, "2026-08-20",
        "Four of five joinery-grade runs this year showed the drop; one was on very round "
        "logs.")
    ,
    # --- 8. sorter and stacker (Stackmate) ---
    sem("sem-stackmate-sorter-stacker", "sorting-stacking", 0.93, 16, "2026-10-05",
        "Stackmate sorts the green boards into 42 bins and builds kiln packs",
        "Stackmate drops green boards by size and length into 42 bins and the stacker lays them "
        "in packs with 25 mm sticks every 60 cm, ready for the kilns. Each pack label carries a "
        "Timbertrack pack number printed at the stacker.")
    ,
    epi("epi-2026-08-14-stick-feeder-skipped-packs-bowed", "sorting-stacking", "incident",
        "2026-08-14",
        "Packs went into the kiln with half their sticks and came out bowed",
        "On 14 August the stick feeder skipped every second stick for a shift after a jam was "
        "cleared; 19 packs went into K3 with sticks 1.2 m apart and came out bowed. 58 cubic "
        "metres were downgraded.")
    ,
    rule("rule-stackmate-sight-pack-side-before-kiln", "sorting-stacking",
         ["Stackmate", "stacker", "stick feeder", "sticks", "kiln pack", "bowed boards", "jam"],
         "medium", 1, "2026-08-17",
         "Look along the side of each pack for stick spacing before it goes to a kiln",
         "When packs leave the stacker after any stick feeder jam, do: look along one side of "
         "each pack and count the sticks; send a pack back to be re-stacked if a gap is wider "
         "than 60 cm. Not: rely on the stacker having no alarm. Why: on 2026-08-14 19 packs "
         "with half their sticks came out of K3 bowed.")
    ,
    pref("pref-ottilie-bin-changes-agreed-with-kiln", "planning", "sorting-stacking",
         "2026-07-01",
         "Ottilie wants bin allocation changes agreed with the kiln operator first",
         "Ottilie wants any change to which sizes go to which Stackmate bins agreed with the kiln "
         "operator before the shift starts, so kiln charges stay of one thickness.")
    ,
    env("env-stackmate-shift-pack-list-shape", "skill-output-shape", "sorting-stacking",
        "the Stackmate pack list is printed for a whole shift",
        "it runs to about 70 packs on three pages, ordered by bin rather than by pack number, "
        "so the kiln loaders have to re-sort it",
        4, 0, "2026-10-05",
        "Four printed shift lists checked this autumn had 63 to 77 packs, all in bin order.")
    ,
    # --- 9. drying kilns (Kilnwarden) ---
    sem("sem-kilnwarden-kilns", "kilns", 0.95, 20, "2026-11-10",
        "Kilnwarden controls the four chamber kilns and the continuous kiln",
        "Kilnwarden runs chamber kilns K1 to K4 (120 cubic metres each) and the continuous kiln "
        "CK. Every charge follows a schedule by species and thickness, drying to 18 percent for "
        "building timber or 12 percent for joinery. Only Linnea Oyelaran or Calloway Kilnworks "
        "may edit schedules.")
    ,
    epi("epi-2026-10-02-joinery-charge-wrong-schedule", "kilns", "incident", "2026-10-02",
        "A joinery charge was dried on the building-timber schedule",
        "On 2 October K2 was loaded with joinery pine but started on the 18 percent schedule "
        "chosen from the list by hand. The customer's meters read 17 to 19 percent; 96 cubic "
        "metres were dried again and K2 lost four days.")
    ,
    rule("rule-kilnwarden-scan-pack-label-for-schedule", "kilns",
         ["Kilnwarden", "kiln", "schedule", "charge", "pack label", "joinery", "moisture"],
         "high", 1, "2026-10-04",
         "Start a kiln charge by scanning a pack label, never by picking a schedule",
         "When a chamber kiln is loaded, do: scan a pack label of the charge so Kilnwarden takes "
         "the schedule from the order, and check the target moisture on screen matches the "
         "label. Not: choose a schedule from the drop-down list. Why: on 2026-10-02 joinery pine "
         "was dried to 18 percent and 96 cubic metres went round again.")
    ,
    pref("pref-ottilie-moisture-spread-not-mean", "reporting", "kilns", "2026-10-08",
         "Ottilie wants kiln moisture given as the spread, not only the average",
         "Ottilie wants every kiln result to give the lowest and highest board reading and the "
         "share of boards outside target, not only the average moisture, because customers "
         "reject on the wet boards.")
    ,
    env("env-kilnwarden-old-door-seal-slow-charge", "system-state", "kilns",
        "a chamber kiln's door seal is more than about two years old",
        "the charge takes 6 to 10 hours longer and the bottom row near the door finishes 2 to 3 "
        "points wetter than the rest",
        4, 1, "2026-09-14",
        "K1 and K3 showed it before their seals were renewed in 2025 and 2026; K4 showed it "
        "twice; K2 once did not.")
    ,
    # --- 10. biomass boiler (Chipflame) ---
    sem("sem-chipflame-biomass-boiler", "biomass-boiler", 0.94, 15, "2026-10-21",
        "Chipflame burns bark and sawdust to heat the kilns",
        "Chipflame is a 6 MW hot-water boiler fed from the fuel bunker with bark, sawdust and "
        "trimmer ends; it heats every kiln. Above 2 MW a certified boiler attendant must be on "
        "site: Yusra Kallenberg, Tobiah Rennick, Greta Solvang and Wendel Ashcombe hold the "
        "certificate. A gas backup burner of 1.5 MW exists for emergencies.")
    ,
    epi("epi-2026-03-28-wet-bark-flame-out", "biomass-boiler", "incident", "2026-03-28",
        "Wet thaw bark put the boiler out in the night",
        "On 28 March the bunker was filled with bark from thawed logs at about 60 percent "
        "moisture. The flame went out at 03:00, the kilns cooled for five hours before anyone "
        "restarted it, and three charges came out a day late.")
    ,
    rule("rule-chipflame-mix-wet-bark-with-sawdust", "biomass-boiler",
         ["Chipflame", "boiler", "fuel bunker", "wet bark", "thaw", "flame out", "sawdust"],
         "medium", 1, "2026-03-30",
         "Blend wet bark with dry sawdust before it reaches the bunker",
         "When bark comes off thawed or rain-soaked logs, do: have the loader blend it one to one "
         "with dry kiln sawdust from the covered heap before it goes into the bunker, and read "
         "the bunker moisture probe each hour. Not: tip wet bark straight in. Why: on 2026-03-28 "
         "wet bark put the flame out and three charges were late.")
    ,
    pref("pref-ottilie-call-before-gas-backup", "energy", "biomass-boiler", "2026-04-02",
         "Ottilie wants a phone call before the gas backup burner is lit",
         "Ottilie wants to be phoned before anyone lights the gas backup burner, because gas is "
         "billed by the day of use; she does not want to find out from the invoice.")
    ,
    env("env-chipflame-wet-fuel-output-drop", "system-state", "biomass-boiler",
        "the fuel bunker moisture probe reads above 55 percent",
        "boiler output falls below 4 MW within about two hours and the kilns fall behind their "
        "schedules",
        5, 1, "2026-11-12",
        "Five of six wet-fuel days logged since March behaved this way; on the sixth the kilns "
        "were half empty.")
    ,
    # --- 11. spark detection (Sparkwatch) ---
    sem("sem-sparkwatch-duct-spark-detection", "spark-detection", 0.95, 14, "2026-11-06",
        "Sparkwatch watches the dust ducts for sparks and sprays water into them",
        "Sparkwatch has 14 infrared spark detectors in the extraction ducts from the canter, "
        "edger, trimmer and planer to the filter silo. A spark triggers a water spray in the "
        "duct within 300 ms; three sparks in a minute stop the fan and the saws. The filter "
        "silo has a flap that closes on fire.")
    ,
    epi("epi-2026-11-05-bypassed-detector-smouldering-filter", "spark-detection", "incident",
        "2026-11-05",
        "A detector left in bypass let sparks reach the filter silo",
        "On 5 November detector D9 was left in bypass after the ducts were cleaned. Sparks from "
        "a trimmer saw striking a nail got through to the filter, where the night guard smelt "
        "smoke at 23:40; the fire brigade found smouldering dust and no open flame. Filter bags "
        "cost 8,600 euro.")
    ,
    rule("rule-sparkwatch-check-bypass-lamps-after-duct-work", "spark-detection",
         ["Sparkwatch", "spark detector", "bypass", "duct cleaning", "extraction", "filter silo",
          "panel"], "high", 1, "2026-11-07",
         "Walk the Sparkwatch panel for bypass lamps after any duct work",
         "When duct cleaning or any work on the extraction has finished, do: walk the Sparkwatch "
         "panel, clear every bypass lamp and write the panel state in the shift book before the "
         "fan restarts. Not: leave bypasses for the next shift to find. Why: on 2026-11-05 D9 "
         "stayed bypassed and the filter silo smouldered.")
    ,
    pref("pref-ottilie-fire-tests-friday-afternoon", "planning", "spark-detection",
         "2026-05-12",
         "Ottilie wants fire system tests booked on Friday afternoons",
         "Ottilie wants Sparkwatch and sprinkler tests booked on Friday afternoons after the saws "
         "stop, so the insurer's surveyor can attend without losing production.")
    ,
    env("env-sparkwatch-reclaimed-logs-spark-counts", "system-state", "spark-detection",
        "the mill saws logs from roadside or garden trees that may hold nails or fencing wire",
        "Sparkwatch counts rise above 20 a shift and one fan stop a night becomes likely",
        3, 1, "2026-10-30",
        "Three of four such batches this year gave 22 to 35 counts a shift; one gave 9.")
    ,
    # --- 12. strength grading (Gradebeam) ---
    sem("sem-gradebeam-strength-grading", "strength-grading", 0.94, 13, "2026-10-15",
        "Gradebeam machine-grades structural timber to C16 and C24",
        "Gradebeam bends each dried board to measure its stiffness and stamps a strength class "
        "(C16, C24 or reject) with the mill's factory code. Its settings are approved by the "
        "certification body, and the daily test batten must pass before any grading starts. "
        "Linnea Oyelaran holds the grading licence.")
    ,
    epi("epi-2026-05-20-skipped-batten-test-regrade", "strength-grading", "incident",
        "2026-05-20",
        "A skipped batten test after a power cut voided a day's grading stamps",
        "On 20 May power dropped for 20 minutes and Gradebeam was restarted without the batten "
        "test. The certification auditor found the gap a week later; 240 cubic metres stamped "
        "that day were re-graded by hand by Linnea over three days.")
    ,
    rule("rule-gradebeam-batten-test-after-restart", "strength-grading",
         ["Gradebeam", "grading", "test batten", "power cut", "restart", "C24", "stamp"],
         "high", 1, "2026-05-29",
         "Run the batten test again after any power cut or restart",
         "When Gradebeam has been switched off or lost power, do: run the test batten through "
         "and record the pass before the first board is stamped. Not: treat the morning test as "
         "still valid. Why: on 2026-05-20 a restart without the test voided a day of stamps and "
         "240 cubic metres were graded again by hand.")
    ,
    pref("pref-ottilie-c24-share-of-input", "reporting", "strength-grading", "2026-07-20",
         "Ottilie wants grading results as the C24 share of boards fed in",
         "Ottilie wants grading reported as the percent of boards fed in that made C24, C16 and "
         "reject, by log origin where known; never as a count of C24 boards alone.")
    ,
    env("env-gradebeam-lowland-spruce-low-c24", "system-state", "strength-grading",
        "fast-grown spruce from lowland stands is graded",
        "the C24 share falls below 40 percent, against about 60 percent for upland spruce",
        4, 1, "2026-09-29",
        "Four of five lowland batches this year came out between 31 and 39 percent C24; one "
        "reached 47.")
    ,
    # --- 13. planer moulder at Brackenlow (Planehold) ---
    sem("sem-planehold-planer-brackenlow", "planer", 0.92, 12, "2026-09-21",
        "Planehold planes and profiles timber at Brackenlow",
        "Planehold is the four-head planer moulder at Brackenlow; it runs cladding, decking and "
        "studs at up to 300 m per minute. Knife sets are kept in the Brackenlow tool room and a "
        "profile change takes about 40 minutes. Greta Solvang plans its week.")
    ,
    epi("epi-2026-07-08-cladding-wrong-knives", "planer", "incident", "2026-07-08",
        "Cladding ran with the wrong profile knives for three hours",
        "On 8 July the top head was fitted with the shiplap knives of a similar cladding; "
        "nobody held a piece to the template and 2,800 metres were planed before a packer saw "
        "the tongue was wrong. Most of it was cut into battens.")
    ,
    rule("rule-planehold-template-check-first-metre", "planer",
         ["Planehold", "planer", "profile change", "knives", "template", "cladding", "moulder"],
         "medium", 1, "2026-07-10",
         "Hold the first metre of a new profile against its steel template",
         "When a profile change on Planehold is done, do: plane one metre, hold it against the "
         "profile's steel template from the tool room and have a second person sign it off "
         "before the run. Not: judge it by eye at the outfeed. Why: on 2026-07-08 2,800 metres "
         "of cladding ran with the wrong knives.")
    ,
    pref("pref-ottilie-profile-changes-on-day-shift", "planning", "planer", "2026-07-14",
         "Ottilie wants profile changes grouped on the day shift",
         "Ottilie wants the Planehold plan to put profile changes together on the day shift, "
         "when the tool room is staffed, and long single-profile runs on the late shift.")
    ,
    env("env-planehold-decking-after-cladding-raised-grain", "workspace-state-transitions",
        "planer",
        "decking is run straight after cladding without the knives being sharpened",
        "raised grain complaints from merchants arrive within about a week",
        3, 1, "2026-10-01",
        "Three of four such sequences since spring led to complaints; one did not.")
    ,
    # --- 14. pressure treatment (Treatvault) ---
    sem("sem-treatvault-pressure-treatment", "treatment", 0.93, 11, "2026-10-09",
        "Treatvault impregnates timber for use classes 3 and 4",
        "Treatvault is the 14 m vacuum-pressure tank at Brackenlow, using a copper preservative. "
        "Use class 3 charges (cladding, fencing boards) run 40 minutes; use class 4 charges "
        "(posts in ground contact) run 2 hours 20. The operator tests solution strength each "
        "morning, and treated packs stand 48 hours on the covered drip pad.")
    ,
    epi("epi-2026-06-24-posts-dripped-at-merchant", "treatment", "incident", "2026-06-24",
        "Treated posts left the drip pad early and stained a merchant's yard",
        "On 24 June a lorry was loaded with posts that had stood only 20 hours on the drip pad; "
        "preservative dripped onto Saltmarsh Builders' paving on arrival. Fernholt paid 2,100 "
        "euro for cleaning and filed a report with the environment regulator.")
    ,
    rule("rule-treatvault-check-pad-time-before-loading", "treatment",
         ["Treatvault", "treated timber", "drip pad", "preservative", "posts", "loading",
          "48 hours"], "high", 1, "2026-06-26",
         "Read the treatment time on the pack label before a treated pack is loaded",
         "When treated packs are to be loaded on a lorry, do: read the charge end time on each "
         "pack label and load nothing that has stood less than 48 hours on the pad. Not: load "
         "because the wood feels dry on top. Why: on 2026-06-24 posts after 20 hours dripped on "
         "a merchant's yard and cost 2,100 euro.")
    ,
    pref("pref-ottilie-spill-litres-and-route", "safety", "treatment", "2026-06-27",
         "Ottilie wants any chemical spill reported with litres and where it went",
         "For any spill of preservative, diesel or hydraulic oil Ottilie wants the estimated "
         "litres, where it ended up (pad, drain, soil) and what was done first, in that order.")
    ,
    env("env-treatvault-summer-solution-weak", "system-state", "treatment",
        "the solution tank goes more than a week without topping up in warm weather",
        "the morning strength test reads 0.2 to 0.3 points under target and the first charge "
        "would be underdosed",
        4, 1, "2026-08-28",
        "Four of five warm spells since 2025 showed it; once the tank had been topped up by "
        "chance.")
    ,
    # --- 15. orders and dispatch (Timbertrack) ---
    sem("sem-timbertrack-orders-dispatch", "orders-dispatch", 0.94, 18, "2026-11-04",
        "Timbertrack holds orders, pack stock and lorry bookings",
        "Timbertrack is the order portal: merchants order by size, grade, treatment and length; "
        "packs are allocated from stock by pack number; Hedda Castellane confirms delivery dates "
        "and Ignatius Pryce books Drumlin Haulage lorries. An order cannot be allocated until "
        "grade, treatment and length are filled in.")
    ,
    epi("epi-2026-09-17-untreated-studs-on-treated-order", "orders-dispatch", "incident",
        "2026-09-17",
        "Untreated studs went out on an order for treated studs",
        "On 17 September a lorry for Saltmarsh Builders was loaded by scanning only the first "
        "of six packs; two untreated packs of the same size went with it. The merchant found "
        "them on site and a second lorry was sent at Fernholt's cost.")
    ,
    rule("rule-timbertrack-scan-every-pack-at-lorry", "orders-dispatch",
         ["Timbertrack", "loading", "lorry", "pack scan", "dispatch", "treated", "delivery note"],
         "medium", 2, "2026-09-19",
         "Scan every pack onto the lorry, not only the first",
         "When a lorry is loaded, do: scan each pack label into Timbertrack as it goes on, and "
         "print the delivery note only when every pack has matched the order. Not: scan one pack "
         "and count the rest. Why: on 2026-09-17 two untreated packs went out on a treated order.")
    ,
    pref("pref-ottilie-late-delivery-before-noon", "customers", "orders-dispatch",
         "2026-05-04",
         "Ottilie wants customers told of a late delivery by noon the day before",
         "Ottilie wants any merchant whose delivery will slip told by phone before 12:00 on the "
         "day before, by Hedda, with a new date; an e-mail alone is not enough.")
    ,
    env("env-timbertrack-allocating-in-kiln-double-booking", "workspace-state-transitions",
        "orders-dispatch",
        "a pack is allocated in Timbertrack while its kiln charge is still running",
        "the pack shows as available on the merchant portal and about one in five such packs "
        "end up promised to two customers",
        4, 2, "2026-10-23",
        "Of 31 packs allocated in the kiln since June, 6 were double-promised.")
    ,
    # --- 16. yard vehicles (Yardlink) ---
    sem("sem-yardlink-yard-vehicles", "yard-vehicles", 0.93, 14, "2026-10-26",
        "Yardlink tracks the log loaders and forklifts",
        "Yardlink telematics sits on log loaders LL1 and LL2 and six forklifts; it logs hours, "
        "impacts and the driver's badge. A vehicle will not start without the badge of a "
        "trained driver and a daily check done on its cab tablet.")
    ,
    epi("epi-2026-04-02-grapple-dropped-log-on-rail", "yard-vehicles", "incident", "2026-04-02",
        "A log dropped from the LL2 grapple onto the debarker infeed rail",
        "On 2 April LL2 swung a bundle over the debarker infeed with one grapple cylinder "
        "leaking; a log slipped out and bent the infeed rail. The debarker was down six hours "
        "and Yardlink had shown a pressure warning for two days.")
    ,
    rule("rule-yardlink-act-on-hydraulic-warnings", "yard-vehicles",
         ["Yardlink", "log loader", "grapple", "hydraulic warning", "cylinder", "daily check",
          "LL2"], "medium", 1, "2026-04-05",
         "Take a loader out of service the same day it shows a grapple pressure warning",
         "When Yardlink shows a grapple or boom pressure warning, do: park the loader, tag it "
         "and call maintenance that shift; use the other loader for the debarker. Not: carry "
         "on with lighter bundles. Why: on 2026-04-02 LL2 dropped a log on the infeed rail "
         "after two days of warnings.")
    ,
    pref("pref-ottilie-impact-photo-both-sides", "safety", "yard-vehicles", "2026-04-08",
         "Ottilie wants vehicle impacts reported with a photo of both things hit",
         "For any Yardlink impact Ottilie wants a photo of the vehicle and one of whatever it "
         "struck, the driver's own account in two lines, and no names in the group chat.")
    ,
    env("env-yardlink-tablets-lag-in-hard-frost", "system-state", "yard-vehicles",
        "the Yardlink cab tablets are used at minus 10 degrees or colder",
        "the screens lag so badly that the daily check takes about five minutes instead of one "
        "and the loaders start late",
        3, 0, "2026-02-12",
        "Three hard-frost mornings last winter all showed it.")
    ,
    # --- 17. isolation permits (Lockboard) ---
    sem("sem-lockboard-isolation-permits", "lockout", 0.96, 17, "2026-11-11",
        "Lockboard issues isolation permits for work inside guarded machines",
        "Lockboard lists every isolation point (electric, hydraulic, air) for each machine. "
        "Before anyone enters a guarded area a permit names the points, each worker hangs a "
        "personal lock, and the shift lead signs the release. Marisol Eckhart audits the permits "
        "each week.")
    ,
    epi("epi-2026-08-27-canter-chain-crept-fitter-inside", "lockout", "near-miss", "2026-08-27",
        "The canter infeed chain crept while a fitter was inside the guard",
        "On 27 August a fitter was inside the canter infeed changing a chain dog when the chain "
        "crept about 20 cm; the hydraulics had been isolated at the pump but the accumulator "
        "still held pressure. He stepped back in time; nobody was hurt.")
    ,
    rule("rule-lockboard-bleed-accumulator-and-try-start", "lockout",
         ["Lockboard", "isolation", "permit", "accumulator", "try-start", "canter", "lock"],
         "high", 1, "2026-08-29",
         "Bleed the accumulator and try a start before anyone goes in",
         "When a machine with hydraulics is isolated, do: open the accumulator bleed valve, watch "
         "the gauge fall to zero and press start at the panel to prove nothing moves, then hang "
         "locks. Not: treat the pump isolator as enough. Why: on 2026-08-27 the canter chain "
         "crept with a fitter inside.")
    ,
    pref("pref-ottilie-near-miss-with-spotter-name", "safety", "lockout", "2026-09-01",
         "Ottilie wants each near-miss listed with the name of whoever spotted it",
         "Ottilie wants every near-miss in the weekly safety list with the name of the person "
         "who reported it, so she can thank them at the Monday meeting.")
    ,
    env("env-lockboard-canter-accumulator-creep", "system-state", "lockout",
        "canter hydraulics are isolated only at the pump",
        "the accumulator keeps pressure and the infeed chain can creep for up to four minutes "
        "afterwards",
        3, 0, "2026-09-10",
        "Yusra reproduced the creep three times in a controlled test after the near-miss.")
    ,
    # --- 18. alarm router (Millbell) ---
    sem("sem-millbell-alarm-router", "alarms", 0.94, 15, "2026-10-28",
        "Millbell sends mill alarms to the on-call phone",
        "Millbell collects alarms from Sparkwatch, Kilnwarden, Chipflame and the yard hydrant "
        "pressure and rings the on-call phone; if nobody acknowledges in five minutes it rings "
        "the shift lead and then Yusra Kallenberg. The weekend on-call rota is kept in Millbell.")
    ,
    epi("epi-2026-10-25-rota-swap-wrong-week", "alarms", "incident", "2026-10-25",
        "Millbell rang a lead who was abroad after a rota swap went into the wrong week",
        "On 25 October a kiln over-temperature alarm rang Tobiah, who was on holiday abroad; "
        "a swap had been typed into the wrong week. Yusra was reached only after 50 minutes and "
        "K4 ran 9 degrees hot, cracking the top layer of a larch charge.")
    ,
    rule("rule-millbell-test-call-friday", "alarms",
         ["Millbell", "on-call", "rota", "weekend", "test call", "alarm", "swap"],
         "medium", 1, "2026-10-27",
         "Send a test alarm to the weekend on-call phone every Friday at 16:00",
         "When the week ends, do: at 16:00 on Friday send a Millbell test alarm and wait for the "
         "weekend on-call person to acknowledge it; fix the rota if the wrong person answers. "
         "Not: trust swaps typed during the week. Why: on 2026-10-25 an alarm went to a lead on "
         "holiday and K4 overheated.")
    ,
    pref("pref-ottilie-night-calls-only-for-three", "communication", "alarms", "2026-03-02",
         "Ottilie wants night calls only for fire, injury or a stopped boiler",
         "Between 22:00 and 06:00 Ottilie wants to be phoned only for a fire, an injury or the "
         "boiler stopped with kilns running; everything else waits for her morning list.")
    ,
    env("env-millbell-mast-down-sms-fallback", "system-state", "alarms",
        "the mobile mast at Quillmoor is down for maintenance",
        "Millbell's voice calls fail and it falls back to text messages after three minutes, so "
        "escalation to the shift lead comes about three minutes late",
        3, 0, "2026-06-30",
        "The operator's three planned mast outages this year all showed the fallback in the "
        "Millbell log.")
    ,
    # --- extra: how Ottilie reacts ---
    env("env-ottilie-long-report-asks-three-numbers", "principal-response", "reporting",
        "a report longer than one page is sent to Ottilie",
        "she replies asking for the three numbers that matter and does not read the rest until "
        "she has them",
        6, 1, "2026-11-05",
        "Six of seven long reports this year drew that reply within the hour.")
    ,
    env("env-ottilie-asks-cost-first", "principal-response", "reporting",
        "a problem is raised with Ottilie without an estimate of its cost or volume lost",
        "her first reply asks how many cubic metres or euros it is worth, and nothing moves "
        "until that answer comes",
        7, 1, "2026-10-19",
        "Seven of eight problems raised without a figure this autumn got that question first.")
    ,
    env("env-ottilie-monday-spend-after-meeting", "principal-response", "purchasing",
        "a spending request reaches Ottilie on a Monday before 10:00",
        "it waits until after the 10:30 production meeting and is answered the same afternoon",
        5, 1, "2026-11-16",
        "Five of six Monday morning requests since September were answered between 13:00 and "
        "16:00.")
    ,
]


BLIND28_TASKS: list[dict[str, Any]] = [
    # the two sites and the team
    task("b28-t001", "who's in charge of the filing room, and who should I ask about grading?",
         [S], ["sem-fernholt-sites-and-team"]),
    task("b28-t002", "Quantos quilómetros há entre a serração de Quillmoor e o pátio de "  # pt
         "Brackenlow?", [S], ["sem-fernholt-sites-and-team"]),
    # log intake gate
    task("b28-t003", "which deck do pine logs get put on?", [S], ["sem-logtally-intake-gate"]),
    task("b28-t004", "what went wrong with the Thornwick payments back in February?",
         [E], ["epi-2026-02-09-logtally-frosted-lens-underread"]),
    task("b28-t005", "how did we end up owing Thornwick a few thousand after the cold snap?",
         [E], ["epi-2026-02-09-logtally-frosted-lens-underread"]),
    task("b28-t006", "first timber truck is waiting at the gate after a hard frost "
         "overnight, anything before we start measuring?",
         [P], ["rule-logtally-reference-cylinder-each-morning"]),
    task("b28-t007", "Kann ich mit der Stammvermessung gleich anfangen, obwohl es heute "  # de
         "Nacht gefroren hat?", [P], ["rule-logtally-reference-cylinder-each-morning"]),
    task("b28-t008", "put together today's log deliveries summary for Ottilie",
         [U], ["pref-ottilie-intake-by-species-solid-cubic"]),
    task("b28-t009", "it's been pouring all week, can I trust the scanner's figures on "
         "these loads?", [V], ["env-logtally-wet-bark-reads-high"]),
    # log deck sprinklers
    task("b28-t010", "which of the log decks never gets watered?",
         [S], ["sem-dampguard-deck-sprinklers"]),
    task("b28-t011", "why did we sell a whole deck of spruce as pallet wood this summer?",
         [E], ["epi-2026-07-22-pond-dry-deck-l2-split"]),
    task("b28-t012", "it's going to be 31 degrees Saturday and Sunday, what should the "
         "yard round cover?", [P], ["rule-dampguard-pond-gauge-on-hot-weekends"]),
    task("b28-t013", "Fine settimana caldissimo in arrivo: cosa controllo nel giro del "  # it
         "sabato in piazzale?", [P], ["rule-dampguard-pond-gauge-on-hot-weekends"]),
    task("b28-t014", "draft this week's yard note for Ottilie, including the watering",
         [U], ["pref-ottilie-sprinkler-water-beside-rainfall"]),
    task("b28-t015", "if Wendel flips the sprinklers to the cold-season setting now "
         "while it's still 15 out, what happens to the logs?",
         [V], ["env-dampguard-winter-mode-stain-on-l1"]),
    # ring debarker
    task("b28-t016", "what's the thickest log the debarker will take?",
         [S], ["sem-barkrunner-ring-debarker"]),
    task("b28-t017", "¿Qué le pasó al descortezador en enero, cuando hizo tanto frío?",  # es
         [E], ["epi-2026-01-15-frozen-butt-bent-arm-3"]),
    task("b28-t018", "minus 8 on the yard board this morning and the debarker is about to start",
         [P], ["rule-barkrunner-winter-recipe-below-minus-five"]),
    task("b28-t019", "an operator says the spruce is coming out badly stripped today, "
         "how do I pass that up to Ottilie?", [U], ["pref-ottilie-debarking-two-photos"]),
    task("b28-t020", "Schreib Ottilie eine kurze Meldung: der Entrinder schält heute "  # de
         "schlecht.", [U], ["pref-ottilie-debarking-two-photos"]),
    task("b28-t021", "the tool tips have done 73,000 logs, what will we notice further "
         "down the line?", [V], ["env-barkrunner-worn-tips-false-rot"]),
    task("b28-t022", "Les outils de l'écorceuse approchent des 75 000 grumes : à quoi "  # fr
         "faut-il s'attendre au scanner ?", [V], ["env-barkrunner-worn-tips-false-rot"]),
    # log scanner and optimiser
    task("b28-t023", "who is allowed to change the sawing patterns?",
         [S], ["sem-cutsight-log-optimiser"]),
    task("b28-t024", "where did all those unordered 47x150s come from in May?",
         [E], ["epi-2026-05-06-test-list-sawed-unordered-boards"]),
    task("b28-t025", "we just finished a yield trial on the scanner and I'm handing over"
         " to the late shift", [P], ["rule-cutsight-read-back-active-list"]),
    task("b28-t026", "Começo agora o turno da manhã na linha de serragem. O que verifico"  # pt
         " primeiro no otimizador?", [P], ["rule-cutsight-read-back-active-list"]),
    task("b28-t027", "make the weekly recovery table for Ottilie",
         [U], ["pref-ottilie-yield-by-diameter-class"]),
    task("b28-t028", "Erstelle für Ottilie die Ausbeuteauswertung dieser Woche.",  # de
         [U], ["pref-ottilie-yield-by-diameter-class"]),
    task("b28-t029", "I'm going to pull seven days of scanner data into a spreadsheet, "
         "how big is it and is anything odd about it?", [V], ["env-cutsight-week-export-shape"]),
    # twin bandsaw
    task("b28-t030", "how wide are the twin saw blades and how hard are they strained?",
         [S], ["sem-twinblade-twin-bandsaw"]),
    task("b28-t031", "what happened on the twin saw in early September?",
         [E], ["epi-2026-09-03-overrun-blade-broke"]),
    task("b28-t032", "Perché la segatrice a nastro è rimasta ferma quattordici ore a "  # it
         "settembre?", [E], ["epi-2026-09-03-overrun-blade-broke"]),
    task("b28-t033", "blade's at 4 hours but we've only ten logs left on this order, can"
         " we keep going?", [P], ["rule-twinblade-change-at-four-hours"]),
    task("b28-t034", "La hoja de la sierra ya lleva cuatro horas y falta muy poco para "  # es
         "acabar el pedido. ¿Sigo?", [P], ["rule-twinblade-change-at-four-hours"]),
    task("b28-t035", "the saw line stopped for 6 minutes just now, should I text Ottilie?",
         [U], ["pref-ottilie-short-stops-in-shift-list"]),
    task("b28-t036", "saw hall is at 2 degrees this morning, what should I expect from "
         "the first boards?", [V], ["env-twinblade-cold-start-deviation"]),
    # filing room
    task("b28-t037", "how many grinds does a blade get before it's scrapped?",
         [S], ["sem-toothkeeper-blade-records"]),
    task("b28-t038", "how did a blade get to 26 grinds without anyone noticing?",
         [E], ["epi-2026-04-18-retagged-blade-cracked"]),
    task("b28-t039", "blade just came back from the welder with a fresh tag, can I put "
         "it on the rack?", [P], ["rule-toothkeeper-link-new-tag-to-history"]),
    task("b28-t040", "Une lame revient de réparation avec une nouvelle puce RFID. Je "  # fr
         "l'enregistre comme neuve ?", [P], ["rule-toothkeeper-link-new-tag-to-history"]),
    task("b28-t041", "Ottilie needs to sign an order for twelve new blades, prepare it for her",
         [U], ["pref-ottilie-blade-cost-per-thousand-cubic"]),
    task("b28-t042", "we're running Saturday night this week and Ambrose is off, what "
         "will Monday look like?", [V], ["env-toothkeeper-saturday-night-short-rack"]),
    # edger and trimmer
    task("b28-t043", "what lengths can the trimmer cut to?", [S], ["sem-edgewise-edger-trimmer"]),
    task("b28-t044", "why did Veldrin send back two containers?",
         [E], ["epi-2026-06-11-trimmer-cut-export-short"]),
    task("b28-t045", "the fitter just put a new chain on the trimmer and the export order is next",
         [P], ["rule-edgewise-tape-five-boards-after-chain-work"]),
    task("b28-t046", "Saltmarsh complained about wane on their boards, forward it to Ottilie",
         [U], ["pref-ottilie-complaints-pack-numbers-first"]),
    task("b28-t047", "next order is joinery grade with strict wane, how will that affect"
         " the chips?", [V], ["env-edgewise-tight-wane-fills-chip-bin"]),
    task("b28-t048", "Se impostiamo Edgewise su una qualità con smussi molto stretti, "  # it
         "cosa succede ai sottoprodotti?", [V], ["env-edgewise-tight-wane-fills-chip-bin"]),
    # sorter and stacker
    task("b28-t049", "how far apart are the sticks in a pack going to the kilns?",
         [S], ["sem-stackmate-sorter-stacker"]),
    task("b28-t050", "why did a kiln load come out bowed in August?",
         [E], ["epi-2026-08-14-stick-feeder-skipped-packs-bowed"]),
    task("b28-t051", "we just cleared a jam in the stick feeder and packs are coming out again",
         [P], ["rule-stackmate-sight-pack-side-before-kiln"]),
    task("b28-t052", "Der Leistenleger hatte einen Stau, jetzt laufen die Pakete wieder."  # de
         " Worauf achte ich, bevor sie in die Trockenkammer gehen?",
         [P], ["rule-stackmate-sight-pack-side-before-kiln"]),
    task("b28-t053", "I want to move the 38 mm boards to different bins tomorrow, ok to "
         "just do it?", [U], ["pref-ottilie-bin-changes-agreed-with-kiln"]),
    task("b28-t054", "print me tonight's pack list from the stacker, what will I get?",
         [V], ["env-stackmate-shift-pack-list-shape"]),
    # drying kilns
    task("b28-t055", "what moisture do building timber charges dry to?",
         [S], ["sem-kilnwarden-kilns"]),
    task("b28-t056", "Wie viele Trockenkammern haben wir und wie viel passt in jede?",  # de
         [S], ["sem-kilnwarden-kilns"]),
    task("b28-t057", "why did K2 have to dry that pine twice in October?",
         [E], ["epi-2026-10-02-joinery-charge-wrong-schedule"]),
    task("b28-t058", "Cosa è successo a inizio ottobre con il carico di pino da "  # it
         "falegnameria nel K2?", [E], ["epi-2026-10-02-joinery-charge-wrong-schedule"]),
    task("b28-t059", "loading K3 now with joinery spruce, how do I set the program?",
         [P], ["rule-kilnwarden-scan-pack-label-for-schedule"]),
    task("b28-t060", "Estou a carregar a estufa K1. Como escolho o programa de secagem?",  # pt
         [P], ["rule-kilnwarden-scan-pack-label-for-schedule"]),
    task("b28-t061", "write up the K4 results for Ottilie",
         [U], ["pref-ottilie-moisture-spread-not-mean"]),
    task("b28-t062", "Prepara para a Ottilie o resumo de humidade da última carga da "  # pt
         "estufa K3.", [U], ["pref-ottilie-moisture-spread-not-mean"]),
    task("b28-t063", "K4's door gasket went in three years ago, how will this charge run?",
         [V], ["env-kilnwarden-old-door-seal-slow-charge"]),
    # biomass boiler
    task("b28-t064", "Quem pode ficar como responsável da caldeira no turno da tarde?",  # pt
         [S], ["sem-chipflame-biomass-boiler"]),
    task("b28-t065", "why were three kiln charges a day behind in March?",
         [E], ["epi-2026-03-28-wet-bark-flame-out"]),
    task("b28-t066", "the bark off today's logs is soaking after the thaw and the "
         "loader's about to fill the bunker", [P], ["rule-chipflame-mix-wet-bark-with-sawdust"]),
    task("b28-t067", "La corteza de hoy está empapada por el deshielo. ¿La echo "  # es
         "directamente a la tolva de la caldera?",
         [P], ["rule-chipflame-mix-wet-bark-with-sawdust"]),
    task("b28-t068", "boiler's struggling, I'm thinking of lighting the gas burner, "
         "anything first?", [U], ["pref-ottilie-call-before-gas-backup"]),
    task("b28-t069", "bunker probe says 58 percent, what happens over the next couple of hours?",
         [V], ["env-chipflame-wet-fuel-output-drop"]),
    task("b28-t070", "La sonde d'humidité du silo de combustible affiche 57 %. Quel "  # fr
         "effet sur les séchoirs ?", [V], ["env-chipflame-wet-fuel-output-drop"]),
    # spark detection
    task("b28-t071", "how quickly does the duct spray go off after a spark?",
         [S], ["sem-sparkwatch-duct-spark-detection"]),
    task("b28-t072", "¿Cuántos detectores de chispas hay en los conductos de aspiración?",  # es
         [S], ["sem-sparkwatch-duct-spark-detection"]),
    task("b28-t073", "what caused the smoke at the filter silo last month?",
         [E], ["epi-2026-11-05-bypassed-detector-smouldering-filter"]),
    task("b28-t074", "duct cleaning contractors just finished, ok to restart the fan?",
         [P], ["rule-sparkwatch-check-bypass-lamps-after-duct-work"]),
    task("b28-t075", "Hanno appena finito la pulizia dei condotti di aspirazione: posso "  # it
         "riavviare il ventilatore?", [P], ["rule-sparkwatch-check-bypass-lamps-after-duct-work"]),
    task("b28-t076", "Planifie le prochain essai des détecteurs d'étincelles.",  # fr
         [U], ["pref-ottilie-fire-tests-friday-afternoon"]),
    task("b28-t077", "Fergal compró troncos de árboles de jardín al ayuntamiento. ¿Qué "  # es
         "hará el sistema de chispas?", [V], ["env-sparkwatch-reclaimed-logs-spark-counts"]),
    # strength grading
    task("b28-t078", "what classes does the grading machine stamp?",
         [S], ["sem-gradebeam-strength-grading"]),
    task("b28-t079", "why did Linnea spend three days grading by hand in May?",
         [E], ["epi-2026-05-20-skipped-batten-test-regrade"]),
    task("b28-t080", "power blipped for a minute, grading machine is back up, start stamping?",
         [P], ["rule-gradebeam-batten-test-after-restart"]),
    task("b28-t081", "Nach einem kurzen Stromausfall läuft die Sortiermaschine wieder. "  # de
         "Kann ich gleich weiter stempeln?", [P], ["rule-gradebeam-batten-test-after-restart"]),
    task("b28-t082", "send Ottilie this week's grading figures",
         [U], ["pref-ottilie-c24-share-of-input"]),
    task("b28-t083", "we've got spruce from the lowland stands next week, what grading "
         "outcome should I plan for?", [V], ["env-gradebeam-lowland-spruce-low-c24"]),
    task("b28-t084", "¿Qué porcentaje de C24 esperamos con el abeto de crecimiento "  # es
         "rápido del llano?", [V], ["env-gradebeam-lowland-spruce-low-c24"]),
    # planer at Brackenlow
    task("b28-t085", "how long does a profile change on the planer take?",
         [S], ["sem-planehold-planer-brackenlow"]),
    task("b28-t086", "what happened with the cladding run at Brackenlow in July?",
         [E], ["epi-2026-07-08-cladding-wrong-knives"]),
    task("b28-t087", "just fitted the knives for the next cladding pattern, ready to run",
         [P], ["rule-planehold-template-check-first-metre"]),
    task("b28-t088", "On vient de changer de profil sur la raboteuse de Brackenlow. On "  # fr
         "lance la série ?", [P], ["rule-planehold-template-check-first-metre"]),
    task("b28-t089", "plan next week on the planer, there are five profile changes",
         [U], ["pref-ottilie-profile-changes-on-day-shift"]),
    task("b28-t090", "if we go straight from cladding to decking without sharpening, any"
         " consequences?", [V], ["env-planehold-decking-after-cladding-raised-grain"]),
    # pressure treatment
    task("b28-t091", "how long is a class 4 cycle in the tank?",
         [S], ["sem-treatvault-pressure-treatment"]),
    task("b28-t092", "Combien de temps dure un cycle de classe d'emploi 3 dans "  # fr
         "l'autoclave ?", [S], ["sem-treatvault-pressure-treatment"]),
    task("b28-t093", "why did we pay for cleaning a merchant's yard in June?",
         [E], ["epi-2026-06-24-posts-dripped-at-merchant"]),
    task("b28-t094", "lorry for fence posts is here, the posts came out of the tank "
         "yesterday afternoon", [P], ["rule-treatvault-check-pad-time-before-loading"]),
    task("b28-t095", "O camião dos postes tratados chegou. Posso carregar os que saíram "  # pt
         "da autoclave ontem?", [P], ["rule-treatvault-check-pad-time-before-loading"]),
    task("b28-t096", "someone spilt hydraulic oil by the treatment pad, write it up for Ottilie",
         [U], ["pref-ottilie-spill-litres-and-route"]),
    task("b28-t097", "nobody's topped up the preservative for ten days in this heat, "
         "what will the strength test show?", [V], ["env-treatvault-summer-solution-weak"]),
    # orders and dispatch
    task("b28-t098", "what has to be filled in on an order before packs can go against it?",
         [S], ["sem-timbertrack-orders-dispatch"]),
    task("b28-t099", "why did Saltmarsh get untreated studs in September?",
         [E], ["epi-2026-09-17-untreated-studs-on-treated-order"]),
    task("b28-t100", "Warum musste im September ein zweiter Lkw zu Saltmarsh Builders "  # de
         "fahren?", [E], ["epi-2026-09-17-untreated-studs-on-treated-order"]),
    task("b28-t101", "loading the Drumlin lorry now, six packs, ok to print the "
         "paperwork after the first scan?", [P], ["rule-timbertrack-scan-every-pack-at-lorry"]),
    task("b28-t102", "the Veldrin delivery will slip by two days, how do I let them know?",
         [U], ["pref-ottilie-late-delivery-before-noon"]),
    task("b28-t103", "La livraison d'un négociant aura deux jours de retard. Comment "  # fr
         "prévenir le client ?", [U], ["pref-ottilie-late-delivery-before-noon"]),
    task("b28-t104", "can I allocate packs that are still drying in K2 to a new order?",
         [V], ["env-timbertrack-allocating-in-kiln-double-booking"]),
    # yard vehicles
    task("b28-t105", "what does a loader need before it will start?",
         [S], ["sem-yardlink-yard-vehicles"]),
    task("b28-t106", "why was the debarker down six hours in April?",
         [E], ["epi-2026-04-02-grapple-dropped-log-on-rail"]),
    task("b28-t107", "LL1 keeps flagging low grapple pressure but we're behind on logs",
         [P], ["rule-yardlink-act-on-hydraulic-warnings"]),
    task("b28-t108", "a forklift clipped a kiln door post, write the report",
         [U], ["pref-ottilie-impact-photo-both-sides"]),
    task("b28-t109", "forecast says minus 12 tomorrow morning, will the loaders get "
         "going on time?", [V], ["env-yardlink-tablets-lag-in-hard-frost"]),
    task("b28-t110", "Domattina sono previsti meno dodici gradi: i mezzi del piazzale "  # it
         "partiranno puntuali?", [V], ["env-yardlink-tablets-lag-in-hard-frost"]),
    # isolation permits
    task("b28-t111", "who checks the isolation permits?",
         [S], ["sem-lockboard-isolation-permits"]),
    task("b28-t112", "what happened to the fitter in the canter in August?",
         [E], ["epi-2026-08-27-canter-chain-crept-fitter-inside"]),
    task("b28-t113", "fitter needs to go into the canter infeed to swap a chain dog, "
         "pump isolator is off", [P], ["rule-lockboard-bleed-accumulator-and-try-start"]),
    task("b28-t114", "Un mecánico tiene que entrar en la alimentación del canter y ya "  # es
         "cortamos la bomba hidráulica. ¿Puede entrar?",
         [P], ["rule-lockboard-bleed-accumulator-and-try-start"]),
    task("b28-t115", "add last week's close call at the trimmer to the safety list",
         [U], ["pref-ottilie-near-miss-with-spotter-name"]),
    task("b28-t116", "if we only shut off the hydraulic pump on the canter, can anything"
         " still move?", [V], ["env-lockboard-canter-accumulator-creep"]),
    task("b28-t117", "Se isolarmos só a bomba hidráulica do canter, a corrente ainda se "  # pt
         "pode mexer?", [V], ["env-lockboard-canter-accumulator-creep"]),
    # alarm router
    task("b28-t118", "who gets rung if the on-call person doesn't answer?",
         [S], ["sem-millbell-alarm-router"]),
    task("b28-t119", "why did K4 overheat at the end of October?",
         [E], ["epi-2026-10-25-rota-swap-wrong-week"]),
    task("b28-t120", "it's Friday afternoon, anything to do with the alarm system before"
         " the weekend?", [P], ["rule-millbell-test-call-friday"]),
    task("b28-t121", "C'est vendredi, 16 h. Que faut-il faire avec Millbell avant le "  # fr
         "week-end ?", [P], ["rule-millbell-test-call-friday"]),
    task("b28-t122", "a forklift has a flat tyre at 23:30, do I ring Ottilie?",
         [U], ["pref-ottilie-night-calls-only-for-three"]),
    task("b28-t123", "Son las dos de la mañana y se ha parado una cinta de corteza. "  # es
         "¿Llamo a Ottilie?", [U], ["pref-ottilie-night-calls-only-for-three"]),
    task("b28-t124", "the phone company is working on the Quillmoor mast tomorrow, how "
         "will alarms reach people?", [V], ["env-millbell-mast-down-sms-fallback"]),
    # how Ottilie reacts
    task("b28-t125", "I've written four pages on kiln energy use for Ottilie, will she read it?",
         [V], ["env-ottilie-long-report-asks-three-numbers"]),
    task("b28-t126", "Ich schicke Ottilie einen sechsseitigen Bericht über die "  # de
         "Schnittholzausbeute. Wie wird sie reagieren?",
         [V], ["env-ottilie-long-report-asks-three-numbers"]),
    task("b28-t127", "I'm telling Ottilie the filter fan bearing is noisy, no figures "
         "yet, how will she respond?", [V], ["env-ottilie-asks-cost-first"]),
    task("b28-t128", "Segnalo a Ottilie un problema al nastro senza stimare il costo. "  # it
         "Cosa mi risponderà?", [V], ["env-ottilie-asks-cost-first"]),
    task("b28-t129", "I'll send Ottilie the blade order at 08:30 Monday, when will I hear back?",
         [V], ["env-ottilie-monday-spend-after-meeting"]),
    task("b28-t130", "Se eu enviar o pedido de compra à Ottilie segunda às nove, quando "  # pt
         "é que ela responde?", [V], ["env-ottilie-monday-spend-after-meeting"]),
]

BLIND28_NO_MEMORY_REQUESTS: list[tuple[str, str]] = [
    ("b28-n02", "what is the capital city of Canada?"),
    ("b28-n03", "write a short limerick about a sleepy cat"),
    ("b28-n04", "explain in one sentence what a linked list is"),
    ("b28-n05", "in which year did people first land on the moon?"),
    ("b28-n06", "suggest a name for the canteen's new coffee machine"),
    ("b28-n07", "how do I turn Celsius into Fahrenheit?"),
    ("b28-n08", "what's a good stretch for a stiff neck?"),
    ("b28-n10", "Quelle est la différence entre un adjectif et un adverbe ?"),  # fr
    ("b28-n11", "¿Cuántos continentes hay en el mundo?"),  # es
    ("b28-n12", "Dammi una ricetta semplice per il risotto ai funghi."),  # it
]
