"""A twenty-seventh workspace and its tasks: an industrial night bakery of tin bread and rolls,
its flour intake, mixing, dough cooling, dividing, proving, baking, cooling, slicing, metal
detection, allergen changeovers, date coding, orders, delivery vans, sourdough, frozen dough,
cleaning, compressed air and energy, and night-alarm systems, written by hand from the record
format alone and never fitted on.

The store is the memory of the production and engineering team of Cobbleford Bakery (an invented
wholesale bakery at the invented town of Harrowmere, baking tin loaves on Line A and rolls and
baps on Line B six nights a week, with a frozen dough-ball unit at Millrace Yard): the Siloguard
flour silos and blow-in line, the Kneadmaster spiral mixers, the Chillmix chilled-water meter, the
Portionline divider and moulder, the Riseroom spiral prover, the Embercrest tunnel oven, the
Coolcoil spiral cooler, the Slicewell slicers and bagger, the Detectra metal detector and
checkweigher, the Allertrack allergen matrix and changeover sign-offs, the Codemark date coders,
the Dawnorder order portal and night plan, the Routevan van telematics, the Levainkeeper
sourdough vessel, the Frostbay blast freezer and cold store, the Cleanshift hygiene plan, the
Airdeck compressors and energy meters and the Owlbell alarm router; and of its principal
(Beatrix Longmead, production director). Other invented names: Casimir Oduya (night shift lead),
Pilar Wendt (maintenance engineer), Rufus Tallowby (technical and QA manager), Noor Halvorsen
(planning), Dmitri Fairclough (hygiene lead), Janek Brandvold (transport), Saoirse Pemberly (head
baker), Grainmere Mills (flour supplier), Larchway Foods (the supermarket customer), Ovenhart
Thermal (oven service) and Coldmere Refrigeration; lines, machines, amounts and dates are
invented too.

Eighteen themes hold one record in each tier about the same system (a fact, an incident, a
lesson, a preference of Beatrix and a prediction), so a request's words say what it is about and
mostly only its shape says which kind of memory answers it. Four more records: a fact about the
two sites and the team, and three predictions of how Beatrix reacts (to a report longer than one
phone screen, to a non-urgent message between 22:00 and 05:30, and to a problem reported without
a cost). Lessons carry a trigger list of entities and situation words and a "When ..., do: ...
Not: ... Why:" body; predictions carry a condition and a prediction, in the SPEC's sub-buckets
system-state (9), workspace-state-transitions (5), skill-output-shape (4) and principal-response
(3). One episodic record has the event type near-miss (a mixer bowl hoist rising with its guard
held open), the others incident.

Counts: 94 records (19 semantic, 18 episodic, 18 procedural, 18 personalized, 21
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
earlier workspace was a bakery or a food factory; one earlier learning set had a NixOS flake of a
bakery chain's tills, a different kind of set and a different part of the trade). The signatures
of the record and task constructors were inferred from those first records, not read from their
module (the prediction constructor takes nine positional arguments, as in the example: id,
sub-bucket, topic, condition, prediction, hits, misses, date last confirmed and evidence text;
lessons use only the severities seen there, "high" and "medium"), and this file was never
imported or run against recall: the only checks were a parse of it as Python and a small script
of the writer's that walks its syntax tree (without executing it) to check that every gold id
exists and has the task's tier, that every record is used, the counts, and the longest run of
words a request shares with its record (three at most, counted over the record's title, body,
triggers, condition, prediction and evidence). Every system, company, person, place and number
is invented; nothing was copied from a public text.

Requests are typed the way a night lead, a line operator, a hygiene operative, an engineer, the
planning or transport office or a coding agent would type them (imperatives, "what happened",
"why did", "will X if", "can I ...?", terse situations); non-English requests are marked by a
trailing comment. Hard families on purpose: an imperative whose needed memory is how Beatrix
wants that kind of work done (personalized), a question about how a system or Beatrix will react
(environment-dynamics), "who can" / "which" / "how often" about a fact (semantic), the situation
a lesson is for told without the lesson's words (procedural), and "what happened" / "why did"
(episodic). Some requests touch a second record more weakly (a lesson and the incident behind
it, a lesson and the prediction about the same step, two preferences about night calls); the
gold is the one record that answers the request as asked. The writer hesitated most over
b27-t018 (an operator about to cut the yeast himself because doughs run warm: gold is Beatrix's
wish that the head baker be asked first, though the warm-water lesson, which also cuts yeast, is
near), b27-t060 (product put on QA hold at night while Beatrix sleeps: gold is her wish for a
text at once, though her wish to be phoned at night only for stops, QA holds and cold store
alarms is near), b27-t123 (a ten-minute jam at 01:00: gold is the night-call preference, though
the prediction that she answers non-urgent messages only after 05:30 is near), b27-t129 (a
trivial question at 23:00: gold is that prediction, though the night-call preference is near),
b27-t011 (a mixer guard near-miss tonight: gold is her wish to be told face to face, though the
lesson on faulty guard switches is near), b27-t094 (a starter smelling of solvent: gold is the
rebuild-from-backup lesson, though the overheated-starter incident is near) and b27-t130 (writing
up a detector fault: gold is the prediction that she asks for the cost first, though her wish
for waste in units and money is near).
BLIND27_NO_MEMORY_REQUESTS lists requests that no record in this store answers (general
knowledge or small talk), as plain (id, text) pairs outside the task constructor, for a caller
that wants to measure abstention. Report it in aggregate; do not tune on it.
"""
from __future__ import annotations

from typing import Any

from benchmarks.retrieval.dataset import E, P, S, U, V, env, epi, pref, rule, sem, task

BLIND27_RECORDS: list[dict[str, Any]] = [
    # --- 0. the two sites and the team ---
    sem("sem-cobbleford-sites-and-team", "sites-and-team", 0.97, 25, "2026-11-02",
        "Cobbleford bakes at Harrowmere and freezes dough at Millrace Yard",
        "Cobbleford Bakery runs two bread lines (Line A for tin loaves, Line B for rolls and "
        "baps) at its Harrowmere plant, six nights a week from 20:00 to 06:00, and a frozen "
        "dough-ball unit at Millrace Yard four kilometres away. Beatrix Longmead is production "
        "director; Casimir Oduya leads the night shift; Pilar Wendt is maintenance engineer; "
        "Rufus Tallowby is technical and QA manager; Noor Halvorsen runs planning; Dmitri "
        "Fairclough leads hygiene; Janek Brandvold runs transport; Saoirse Pemberly is head baker.")
    ,
    # --- 1. flour silos and pneumatic intake (Siloguard) ---
    sem("sem-siloguard-flour-silos", "flour-silos", 0.93, 16, "2026-10-20",
        "Siloguard watches the four outdoor flour silos and the blow-in line",
        "Siloguard monitors silos S1 to S4 (32 tonnes each) by radar level and load cells and "
        "controls the pneumatic blow-in from Grainmere Mills tankers. S1 and S2 hold strong white "
        "bread flour, S3 wholemeal, S4 the rye blend. Only the intake lead or Pilar Wendt may "
        "release a delivery into a silo; drivers cannot start the blow-in themselves.")
    ,
    epi("epi-2026-03-14-wholemeal-blown-into-white-silo", "flour-silos", "incident", "2026-03-14",
        "A tanker of wholemeal was blown into the white flour silo S2",
        "On 14 March a relief driver coupled to the S2 intake pipe instead of S3 and 18 tonnes "
        "of wholemeal went in on top of 9 tonnes of white flour. Line A ran speckled tin loaves "
        "until 23:40 before anyone noticed; 6,200 loaves were scrapped and S2 was emptied by "
        "vacuum truck over two days.")
    ,
    rule("rule-siloguard-match-ticket-before-blow-in", "flour-silos",
         ["Siloguard", "tanker", "blow-in", "intake pipe", "flour delivery", "silo coupling",
          "delivery ticket"], "high", 3, "2026-03-16",
         "Match the delivery ticket to the coupled pipe before any blow-in",
         "When a flour tanker arrives, do: read the grade on the Grainmere ticket, check the "
         "coupling on the pipe whose tag carries that grade, and have the intake lead scan the "
         "pipe tag in Siloguard before releasing the blow-in. Not: trust the driver's choice of "
         "pipe. Why: on 2026-03-14 wholemeal went into S2 and 6,200 loaves were scrapped.")
    ,
    pref("pref-beatrix-silo-levels-in-tonnes", "reporting", "flour-silos", "2026-10-21",
         "Beatrix wants silo stock given in tonnes and nights of baking left",
         "Beatrix wants every silo stock note to say tonnes in each silo and how many nights of "
         "the current plan that covers, never percent full. She wants S4 rye mentioned even when "
         "it is not low.")
    ,
    env("env-siloguard-radar-reads-high-after-blow-in", "system-state", "flour-silos",
        "a silo level is read within 40 minutes of a tanker blow-in finishing",
        "the radar reading is 2 to 4 tonnes too high because of flour dust in the headspace, "
        "and the load cells are the figure to trust",
        5, 1, "2026-10-18",
        "Five of six checks this autumn showed the radar above the load cells right after "
        "intake; the sixth was a half delivery.")
    ,
    # --- 2. dough mixers (Kneadmaster) ---
    sem("sem-kneadmaster-spiral-mixers", "dough-mixers", 0.92, 14, "2026-10-11",
        "Kneadmaster runs the three spiral mixers feeding both lines",
        "Kneadmaster controls spiral mixers M1, M2 (Line A) and M3 (Line B), each taking a "
        "240 kg batch, with recipes pulled from the Dawnorder plan. Bowls tip into the divider "
        "hopper by hoist. Recipe edits need Saoirse Pemberly's or Rufus Tallowby's login; the "
        "mixer operator can only pick a recipe and start it.")
    ,
    epi("epi-2026-05-02-m2-bowl-tipped-with-guard-open", "dough-mixers", "near-miss", "2026-05-02",
        "M2's bowl hoist lifted while its side guard was held open",
        "On 2 May the M2 guard switch had been taped down after a sticky-switch fault, and the "
        "bowl hoist rose while an operator was scraping the bowl rim by hand. He stepped back in "
        "time; nobody was hurt. The tape had been on for three nights.")
    ,
    rule("rule-kneadmaster-never-bypass-guard-switch", "dough-mixers",
         ["Kneadmaster", "mixer guard", "interlock", "hoist", "bowl", "switch fault",
          "tape", "bypass"], "high", 1, "2026-05-04",
         "A faulty mixer guard switch means the mixer is locked off, not bypassed",
         "When a mixer guard or hoist interlock switch misbehaves, do: lock the mixer off at its "
         "isolator, hang the red tag, move the batches to the other mixer of the line and call "
         "Pilar Wendt. Not: tape, wedge or tie the switch. Why: on 2026-05-02 the M2 hoist rose "
         "with the guard held open.")
    ,
    pref("pref-beatrix-safety-events-in-person", "safety", "dough-mixers", "2026-05-05",
         "Beatrix wants to be told of any machine-safety near-miss face to face the same morning",
         "For anything where a guard, interlock or stop failed, Beatrix wants the night lead to "
         "find her in person before 08:00, not a message, and then the written form by noon.")
    ,
    env("env-kneadmaster-dough-temp-rises-on-long-mix", "skill-output-shape", "dough-mixers",
        "a batch is mixed more than 90 seconds past its recipe time on high speed",
        "the dough comes out 2 to 3 degrees warmer than target and the Riseroom proof time "
        "for that batch is 8 to 12 minutes shorter",
        6, 1, "2026-09-29",
        "Six of seven overmixed batches logged since June came out at least 2 degrees warm.")
    ,
    # --- 3. water chiller and dough temperature (Chillmix) ---
    sem("sem-chillmix-ice-water-metering", "water-chiller", 0.9, 11, "2026-09-30",
        "Chillmix meters chilled water into every mixer batch",
        "Chillmix keeps a 2,000 litre tank of water at 2 degrees and meters it into the mixers, "
        "blending with mains water to hit the dough temperature set in the recipe (26 degrees "
        "for tin bread, 24 for rolls). Its setpoints are changed only by Pilar Wendt; the "
        "compressor is serviced by Coldmere Refrigeration.")
    ,
    epi("epi-2026-07-21-chillmix-tank-warm-heatwave", "water-chiller", "incident", "2026-07-21",
        "Chillmix's tank reached 14 degrees during the July heatwave",
        "On the night of 21 July the Chillmix condenser fan failed in the 31-degree heat and the "
        "tank climbed to 14 degrees by 02:00. Doughs came out at 30 degrees, over-proved, and "
        "Line B lost 40 minutes of rolls to collapsed trays.")
    ,
    rule("rule-chillmix-add-ice-when-tank-warm", "water-chiller",
         ["Chillmix", "water tank", "dough temperature", "condenser", "warm water",
          "flake ice", "heatwave"], "medium", 2, "2026-07-23",
         "Switch to flake ice and cut the yeast when the chilled water runs warm",
         "When the Chillmix tank is above 6 degrees, do: add flake ice from the ice bin to each "
         "batch at the weight on the laminated card, cut yeast by 10 percent on the recipe "
         "screen with the head baker's login, and phone Coldmere. Not: keep mixing and shorten "
         "proof by eye. Why: on 2026-07-21 Line B lost 40 minutes to collapsed rolls.")
    ,
    pref("pref-beatrix-no-recipe-change-without-saoirse", "quality", "water-chiller", "2026-07-24",
         "Beatrix wants Saoirse asked before any yeast or water change on a recipe",
         "Even in a breakdown, Beatrix wants the head baker phoned before a recipe's yeast, salt "
         "or water figure is changed at night, and the change undone at the end of the shift.")
    ,
    env("env-chillmix-recovery-after-big-draw", "system-state", "water-chiller",
        "four or more batches are mixed back to back within 30 minutes",
        "the tank rises above 5 degrees and needs about 25 minutes to get back to 2",
        4, 0, "2026-10-07",
        "Four back-to-back runs of four batches this autumn each took the tank to 5 to 6 "
        "degrees.")
    ,
    # --- 4. divider and moulder (Portionline) ---
    sem("sem-portionline-divider-moulder", "divider-moulder", 0.91, 13, "2026-10-03",
        "Portionline cuts and moulds dough pieces on both lines",
        "Portionline is the four-pocket volumetric divider, rounder and moulder on Line A and "
        "the roll plant on Line B. Piece weight is set per product (820 g for the large tin, "
        "470 g for the small, 68 g for baps) and checked every 15 minutes on the bench scale "
        "by the line operator.")
    ,
    epi("epi-2026-08-09-underweight-small-tins-recalled", "divider-moulder", "incident",
        "2026-08-09",
        "Small tin loaves went out underweight after the divider oil ran dry",
        "On 9 August the divider oil reservoir emptied at 01:10, the pockets stuck and pieces "
        "fell to 430 g. The bench checks were skipped during a staff break, so 3,800 small "
        "loaves shipped to Larchway Foods below the declared weight and were withdrawn.")
    ,
    rule("rule-portionline-check-oil-before-break", "divider-moulder",
         ["Portionline", "divider", "piece weight", "bench scale", "divider oil",
          "underweight", "break cover"], "high", 2, "2026-08-11",
         "Top up the divider oil and hand over the weight checks before any break",
         "When the Line A operator leaves the divider for a break, do: top up the divider oil, "
         "weigh four pieces, and hand the 15-minute weight check to the named cover in the shift "
         "log. Not: leave the check to whoever passes. Why: on 2026-08-09 3,800 small loaves "
         "went out at 430 g.")
    ,
    pref("pref-beatrix-weight-figures-as-table", "reporting", "divider-moulder", "2026-08-12",
         "Beatrix likes piece weights as a small table by hour",
         "When piece weights are reported, Beatrix wants a table with one row per hour and the "
         "lowest, highest and target weight, and the product name; not a paragraph.")
    ,
    env("env-portionline-weight-drifts-as-dough-warms", "workspace-state-transitions",
        "divider-moulder",
        "a dough batch waits in the divider hopper more than 20 minutes",
        "the pieces get lighter by 8 to 15 grams as the dough gasses, until the next batch "
        "lands",
        7, 2, "2026-10-01",
        "Seven of nine long hopper waits logged since May showed the drift; two were cold "
        "rye doughs.")
    ,
    # --- 5. prover (Riseroom) ---
    sem("sem-riseroom-spiral-prover", "prover", 0.92, 12, "2026-09-22",
        "Riseroom is the spiral prover between the moulder and the oven",
        "Riseroom is a spiral prover holding 420 tin sets, run at 38 degrees and 82 percent "
        "humidity with a proof of 55 minutes for tin bread and 40 for rolls. Its steam comes "
        "from a small electric generator with its own water softener. Settings live in the "
        "Dawnorder recipe and only QA can change them.")
    ,
    epi("epi-2026-09-05-riseroom-humidity-loss-skinned-dough", "prover", "incident", "2026-09-05",
        "The prover lost its humidity and the loaves skinned over",
        "On 5 September the Riseroom steam generator's softener ran out of salt, the element "
        "scaled and tripped, and humidity fell to 48 percent. Two hours of tin bread came out "
        "with cracked, pale crusts and 2,900 loaves went to the animal-feed bin.")
    ,
    rule("rule-riseroom-check-softener-salt-first", "prover",
         ["Riseroom", "humidity", "steam generator", "softener", "salt", "skinned",
          "cracked crust"], "medium", 1, "2026-09-07",
         "When prover humidity sags, look at the softener salt first",
         "When Riseroom humidity drops below 75 percent, do: check the softener brine tank, add "
         "two bags of tablet salt if low, reset the steam generator once and put a tray of hot "
         "water on the bottom tier until it recovers. Not: raise the temperature to make up for "
         "it. Why: on 2026-09-05 2,900 loaves skinned over.")
    ,
    pref("pref-beatrix-scrap-counts-in-loaves", "reporting", "prover", "2026-09-08",
         "Beatrix wants waste counted in loaves and in pounds lost",
         "Beatrix wants any scrap reported as the number of units and the money lost at "
         "wholesale price, never as kilograms of dough or as a percentage of the run.")
    ,
    env("env-riseroom-door-open-humidity-dip", "system-state", "prover",
        "the Riseroom access door is left open for more than two minutes",
        "humidity falls below 70 percent and takes about 15 minutes to come back, so the next "
        "two tiers proof slow",
        5, 1, "2026-10-09",
        "Door-open alarms on five of six nights checked show the dip on the humidity trend.")
    ,
    # --- 6. tunnel oven (Embercrest) ---
    sem("sem-embercrest-tunnel-oven", "tunnel-oven", 0.95, 20, "2026-10-25",
        "Embercrest is the 30-metre gas tunnel oven on Line A",
        "Embercrest bakes Line A in five zones fired by gas burners, 240 degrees at the inlet "
        "falling to 205 at the outlet, with a 28-minute band time for large tins. Burner "
        "settings are locked to Pilar Wendt and the Ovenhart Thermal engineer; the oven "
        "operator changes band speed only within the recipe's range.")
    ,
    epi("epi-2026-01-27-embercrest-band-stopped-fire", "tunnel-oven", "incident", "2026-01-27",
        "The oven band stopped and a zone filled with smoke",
        "On 27 January the Embercrest band drive tripped at 03:20 with tins inside. Burners "
        "kept firing for six minutes before anyone reached the panel; bread in zones 2 and 3 "
        "charred and smoked, the fire brigade was called by the smoke detector and the line "
        "was down for five hours.")
    ,
    rule("rule-embercrest-band-stop-burners-off", "tunnel-oven",
         ["Embercrest", "oven band", "band drive", "burners", "smoke", "stopped band",
          "zone"], "high", 1, "2026-01-29",
         "If the oven band stops, kill the burners first and crank the band out",
         "When the Embercrest band stops with product inside, do: hit the burner stop on the "
         "oven panel, open the exhaust dampers fully, and wind the band out with the hand crank "
         "at the outlet. Not: try to restart the drive with the burners on. Why: on 2026-01-27 "
         "zones 2 and 3 smoked and the brigade came.")
    ,
    pref("pref-beatrix-oven-changes-logged-with-reason", "documentation", "tunnel-oven",
         "2026-10-26",
         "Beatrix wants every oven band speed change written in the log with its reason",
         "Beatrix wants each change of Embercrest band speed or zone temperature entered in the "
         "shift log with the time, the old and new value and why, even when it is within the "
         "recipe's range.")
    ,
    env("env-embercrest-restart-warmup-time", "workspace-state-transitions", "tunnel-oven",
        "the oven is lit from cold after a day off",
        "it takes about 75 minutes to reach baking temperature in all zones, and the first ten "
        "minutes of tins come out pale at the outlet end",
        8, 1, "2026-10-25",
        "Eight of nine Sunday-night starts this year matched; one took 90 minutes after a burner "
        "service.")
    ,
    # --- 7. spiral cooler (Coolcoil) ---
    sem("sem-coolcoil-spiral-cooler", "spiral-cooler", 0.9, 10, "2026-10-14",
        "Coolcoil cools the loaves before slicing",
        "Coolcoil is an ambient-air spiral cooler with 90 minutes of dwell, bringing the crumb "
        "of a large tin from 96 to under 30 degrees before the slicer. Its fans are filtered; "
        "the filters are changed every four weeks by the hygiene team.")
    ,
    epi("epi-2026-06-18-coolcoil-warm-loaves-mould-complaints", "spiral-cooler", "incident",
        "2026-06-18",
        "Loaves bagged warm from the cooler went mouldy in the shops",
        "On 18 June two Coolcoil fans were off after a filter change and nobody switched them "
        "back on. Loaves reached the bagger at 41 degrees, sweated in the bags and Larchway "
        "logged 214 mould complaints over the next four days.")
    ,
    rule("rule-coolcoil-probe-before-slicing", "spiral-cooler",
         ["Coolcoil", "core temperature", "probe", "fans", "filter change", "warm bread",
          "sweating bags"], "high", 2, "2026-06-20",
         "Probe three loaves at the cooler exit after any fan or filter work",
         "When Coolcoil fans or filters have been touched, do: probe the crumb of three loaves "
         "at the cooler exit on the first pass and hold the bagger until all read under 30 "
         "degrees. Not: go by how the loaves feel. Why: on 2026-06-18 warm-bagged loaves drew "
         "214 mould complaints.")
    ,
    pref("pref-beatrix-complaints-grouped-by-store", "reporting", "spiral-cooler", "2026-06-22",
         "Beatrix wants customer complaints summed up per store and batch code",
         "When complaints are summarised, Beatrix wants them grouped by store and by batch code, "
         "with the count per group and the oldest date; not a list of every complaint.")
    ,
    env("env-coolcoil-humid-night-longer-dwell", "system-state", "spiral-cooler",
        "the outside air is above 85 percent humidity",
        "loaves leave the cooler 3 to 5 degrees warmer than on a dry night, so the band must "
        "be slowed for them to meet the slicer limit",
        6, 2, "2026-10-12",
        "Six of eight humid nights checked since June needed the band slowed by one step.")
    ,
    # --- 8. slicer and bagger (Slicewell) ---
    sem("sem-slicewell-slicer-bagger", "slicer-bagger", 0.91, 12, "2026-10-08",
        "Slicewell slices, bags and clips the loaves",
        "Slicewell has two band-knife slicers feeding one bagger with a clip tier. Blades are "
        "changed every 60 hours of running or sooner if the slice face tears. Only the "
        "engineering team may open the blade housing; operators swap bag reels and clip "
        "spools.")
    ,
    epi("epi-2026-04-11-slicewell-blade-snapped", "slicer-bagger", "incident", "2026-04-11",
        "A Slicewell blade snapped and fragments reached the bagged bread",
        "On 11 April a blade past its change hours snapped on slicer 2. Blade fragments were "
        "found in four bags at the metal detector, and 1,100 loaves from the 30 minutes before "
        "were held and destroyed.")
    ,
    rule("rule-slicewell-blade-hours-before-shift", "slicer-bagger",
         ["Slicewell", "blade", "band knife", "blade hours", "slicer", "torn slices",
          "fragments"], "high", 1, "2026-04-13",
         "Read the blade hours at shift start and change any blade within ten hours of its limit",
         "When the night shift opens the slicers, do: read each blade's hour counter on the "
         "panel and have engineering change any blade within ten hours of 60. Not: wait for "
         "torn slices. Why: on 2026-04-11 a blade snapped on slicer 2 and 1,100 loaves were "
         "destroyed.")
    ,
    pref("pref-beatrix-engineering-jobs-in-tracker", "documentation", "slicer-bagger",
         "2026-10-09",
         "Beatrix wants every engineering job raised in the job tracker, not on paper",
         "Beatrix wants blade changes, repairs and call-outs raised as jobs in the maintenance "
         "tracker with the machine and the hours, so the history is searchable; no paper job "
         "cards and no WhatsApp-only requests.")
    ,
    env("env-slicewell-new-blade-crumb-dust", "skill-output-shape", "slicer-bagger",
        "a slicer runs its first 20 minutes on a new blade",
        "it throws more crumb dust and the bagger's bag-open sensor misreads about one bag in "
        "fifty",
        4, 1, "2026-10-06",
        "Four of five blade changes logged since August were followed by a burst of bag "
        "misfeeds.")
    ,
    # --- 9. metal detector and checkweigher (Detectra) ---
    sem("sem-detectra-metal-detection", "metal-detector", 0.96, 22, "2026-11-01",
        "Detectra checks every bagged loaf for metal and weight",
        "Detectra is the metal detector and checkweigher after the bagger on both lines. It "
        "rejects into a locked bin; only QA holds the bin key. It must be tested with the "
        "ferrous, non-ferrous and stainless test wands at start, every hour and at the end of "
        "each product run.")
    ,
    epi("epi-2026-10-02-detectra-test-failed-unnoticed", "metal-detector", "incident", "2026-10-02",
        "A failed hourly Detectra test was signed as passed",
        "On 2 October the stainless wand passed through the detector without a reject at 02:00, "
        "but the check sheet was ticked. QA found it on the trace at 07:00; 5,400 rolls made "
        "between 01:00 and 03:00 were recalled from the depot.")
    ,
    rule("rule-detectra-failed-test-hold-back", "metal-detector",
         ["Detectra", "test wand", "hourly test", "reject", "stainless", "metal detector",
          "check sheet"], "high", 1, "2026-10-04",
         "A failed detector test puts everything since the last good test on hold",
         "When any Detectra test wand is not rejected, do: stop the line, put all product since "
         "the last passed test on QA hold with the yellow tags, and call Rufus Tallowby. Not: "
         "repeat the test until it passes and carry on. Why: on 2026-10-02 5,400 rolls were "
         "recalled.")
    ,
    pref("pref-beatrix-qa-holds-texted-at-once", "communication", "metal-detector", "2026-10-05",
         "Beatrix wants a text the moment product goes on QA hold",
         "Beatrix wants a short text as soon as product is put on QA hold at night, with the "
         "product, the quantity and the reason, whatever the hour.")
    ,
    env("env-detectra-sensitivity-drops-when-warm", "system-state", "metal-detector",
        "bagged loaves reach the detector above 35 degrees",
        "the product effect rises and the detector starts false-rejecting good loaves, about "
        "three in a hundred",
        5, 1, "2026-09-20",
        "Five of six warm-bread episodes this summer came with false rejects in the bin.")
    ,
    # --- 10. allergen changeover (Allertrack) ---
    sem("sem-allertrack-allergen-matrix", "allergens", 0.95, 18, "2026-10-30",
        "Allertrack holds the allergen matrix and changeover sign-offs",
        "Allertrack lists the allergens of every product (sesame, soya, milk, egg, mustard "
        "and rye among them) and the order in which products may run. A change from a sesame "
        "product to a sesame-free one needs a full clean and two signatures: the line lead "
        "and a QA technician.")
    ,
    epi("epi-2026-02-20-sesame-seeds-on-plain-baps", "allergens", "incident", "2026-02-20",
        "Sesame seeds turned up on plain baps after a rushed changeover",
        "On 20 February Line B went from sesame baps to plain baps with only a dry brush-down "
        "to catch a late delivery. A customer with a sesame allergy reported seeds on a plain "
        "bap; the batch was recalled and the food authority was notified.")
    ,
    rule("rule-allertrack-full-clean-before-free-from", "allergens",
         ["Allertrack", "sesame", "changeover", "allergen", "seeds", "plain baps",
          "two signatures"], "high", 2, "2026-02-22",
         "No product without an allergen runs until the full clean is signed twice",
         "When the plan moves a line from an allergen product to one without it, do: run the "
         "full wet clean on the card, swab the seeder and conveyor, and get both signatures in "
         "Allertrack before the first dough lands. Not: brush down to save time. Why: on "
         "2026-02-20 sesame reached plain baps and was recalled.")
    ,
    pref("pref-beatrix-late-orders-never-skip-clean", "scheduling", "allergens", "2026-02-23",
         "Beatrix would rather send an order late than shorten a changeover",
         "Beatrix wants late deliveries accepted, and the customer phoned, before any cleaning "
         "step is cut; she says she will take the call from the customer herself.")
    ,
    env("env-allertrack-full-clean-duration", "workspace-state-transitions", "allergens",
        "Line B is switched from a seeded product to a seed-free one",
        "the line stands for 45 to 55 minutes and the roll plant needs a further 10 minutes to "
        "come back to full speed",
        9, 1, "2026-10-28",
        "Nine of ten seeded-to-plain changeovers logged since March fell in that range.")
    ,
    # --- 11. date coding and labels (Codemark) ---
    sem("sem-codemark-date-coders", "date-coding", 0.9, 15, "2026-10-16",
        "Codemark prints best-before dates and batch codes on the clips and labels",
        "Codemark drives the thermal printers on the clip tier and the label applicator for "
        "own-brand and Larchway products. The best-before offset comes from the product record "
        "(three days for tin bread, two for rolls). The printer date rolls over at 00:00, not "
        "at the start of the shift.")
    ,
    epi("epi-2026-11-08-wrong-best-before-on-rolls", "date-coding", "incident", "2026-11-08",
        "Rolls left with a best-before one day too long",
        "On 8 November the Codemark product record for soft white rolls had been copied from "
        "the tin loaf and kept its three-day offset. 9,600 packs of rolls shipped with a "
        "best-before one day too late and were relabelled at the depot.")
    ,
    rule("rule-codemark-first-pack-date-check", "date-coding",
         ["Codemark", "best-before", "date code", "label", "clip printer", "new product",
          "offset"], "medium", 2, "2026-11-10",
         "Check the first pack's printed date against the product spec on every new run",
         "When a product run starts or a product record has been edited, do: take the first "
         "pack off the line, compare its printed date and batch code with the product spec "
         "sheet, and initial the sheet. Not: trust the screen preview. Why: on 2026-11-08 rolls "
         "carried a best-before one day too long.")
    ,
    pref("pref-beatrix-product-records-reviewed", "quality", "date-coding", "2026-11-11",
         "Beatrix wants a second person to check any edited product record",
         "Beatrix wants any new or edited Codemark product record reviewed by a second person "
         "from QA before it is used, and the reviewer's name written in the change note.")
    ,
    env("env-codemark-midnight-rollover-mid-run", "workspace-state-transitions", "date-coding",
        "a product run carries on across midnight",
        "the printed best-before jumps by one day at 00:00 in the middle of the run, so one "
        "pallet holds two dates",
        7, 0, "2026-10-31",
        "Every run crossing midnight on the seven nights checked had mixed dates on one "
        "pallet.")
    ,
    # --- 12. orders and planning (Dawnorder) ---
    sem("sem-dawnorder-orders-and-plan", "orders-planning", 0.93, 17, "2026-10-27",
        "Dawnorder takes customer orders and builds the night's production plan",
        "Dawnorder receives orders from Larchway Foods by EDI and from 140 small shops through "
        "its web portal. Orders close at 17:00; at 17:30 it builds the night plan and the "
        "mixer batch list. Noor Halvorsen may reopen the plan; nobody else can add orders after "
        "the close.")
    ,
    epi("epi-2026-03-30-edi-order-doubled", "orders-planning", "incident", "2026-03-30",
        "A Larchway order came in twice and the plan doubled it",
        "On 30 March the Larchway EDI link resent the Monday order after a timeout and Dawnorder "
        "accepted both copies. The night baked 11,000 extra loaves that Larchway refused; most "
        "went to the food bank and the rest to feed.")
    ,
    rule("rule-dawnorder-compare-with-last-week", "orders-planning",
         ["Dawnorder", "EDI", "order", "duplicate", "night plan", "Larchway",
          "batch list"], "medium", 2, "2026-04-01",
         "Compare the plan to the same night last week before releasing it",
         "When the night plan is built, do: open the week-on-week view and phone the customer "
         "about any line more than 30 percent above the same night last week, before releasing "
         "the batch list. Not: release at 17:30 without looking. Why: on 2026-03-30 a doubled "
         "EDI order put 11,000 loaves in the bin.")
    ,
    pref("pref-beatrix-plan-summary-one-line-per-line", "reporting", "orders-planning",
         "2026-10-28",
         "Beatrix wants the plan summary as one line per production line",
         "At 18:00 Beatrix wants the night's plan as one short line per production line: total "
         "units, number of changeovers and the expected finish time. Detail only if she asks.")
    ,
    env("env-dawnorder-portal-late-orders-friday", "system-state", "orders-planning",
        "it is a Friday before a bank holiday",
        "the shop portal gets about 40 percent more orders in the last hour before the close "
        "and the plan finishes after 06:00 unless a changeover is dropped",
        4, 1, "2026-08-28",
        "Four of five bank-holiday Fridays this year ran past 06:00.")
    ,
    # --- 13. delivery vans (Routevan) ---
    sem("sem-routevan-fleet-telematics", "delivery-vans", 0.91, 13, "2026-10-19",
        "Routevan tracks the 22 delivery vans and their loading slots",
        "Routevan is the telematics and route system for the 22 box vans "
        "that leave the Harrowmere yard from 04:30. Each van has a loading slot at one of four "
        "doors and a route sheet printed at 04:00. Janek Brandvold alone can swap routes.")
    ,
    epi("epi-2026-12-01-van-loaded-wrong-route", "delivery-vans", "incident", "2026-12-01",
        "Van 14 was loaded with van 15's crates and both routes ran late",
        "On 1 December door 3 had two vans booked on it by mistake; van 14 took van 15's "
        "crates. Eleven shops got the wrong bread and both routes finished two hours late.")
    ,
    rule("rule-routevan-scan-crates-at-door", "delivery-vans",
         ["Routevan", "loading door", "crates", "route sheet", "van", "door clash",
          "scanner"], "medium", 1, "2026-12-03",
         "Scan each crate stack against the van's route before it goes on",
         "When loading vans, do: scan the stack label against the van's route in Routevan and "
         "let the hand scanner's green tick decide; on a door clash, call the transport office "
         "before loading either van. Not: load by crate colour. Why: on 2026-12-01 van 14 took "
         "van 15's crates.")
    ,
    pref("pref-beatrix-shops-told-before-late", "communication", "delivery-vans", "2026-12-04",
         "Beatrix wants shops phoned before a delivery is late, not after",
         "Beatrix wants every shop on a route phoned by the office as soon as a van will be more "
         "than 30 minutes late, with a new time; she does not want shops to find out by waiting.")
    ,
    env("env-routevan-gps-drops-in-yard", "skill-output-shape", "delivery-vans",
        "a van's tracker is read while the van stands at doors 1 or 2",
        "the position shows as 'no fix' for up to ten minutes because of the canopy roof",
        6, 0, "2026-10-15",
        "Six of six checks at doors 1 and 2 showed no fix under the canopy.")
    ,
    # --- 14. sourdough starter (Levainkeeper) ---
    sem("sem-levainkeeper-sourdough-vessel", "sourdough", 0.88, 9, "2026-10-10",
        "Levainkeeper holds the rye sourdough starter in a jacketed vessel",
        "Levainkeeper is a 600 litre jacketed vessel holding the rye sourdough used in the rye "
        "and seeded loaves. It is fed twice a day (06:00 and 18:00) with rye flour from S4 and "
        "water, kept at 28 degrees, and its pH is logged before each feed. Saoirse Pemberly "
        "owns the feeding schedule; a 20 kg backup is kept in the chiller.")
    ,
    epi("epi-2026-08-24-sourdough-starter-overheated", "sourdough", "incident", "2026-08-24",
        "The sourdough vessel overheated and the starter was lost",
        "On 24 August the Levainkeeper jacket valve stuck open on heating; the starter reached "
        "41 degrees over a Sunday and smelled of acetone on Monday. It was discarded and the "
        "rye loaves were off the list for four days while the chilled backup was rebuilt.")
    ,
    rule("rule-levainkeeper-rebuild-from-backup", "sourdough",
         ["Levainkeeper", "starter", "sourdough", "pH", "backup", "acetone", "jacket"],
         "medium", 1, "2026-08-26",
         "Rebuild the starter from the chilled backup over three feeds, not one",
         "When the main starter is lost or off, do: take the 20 kg chilled backup, feed it "
         "one-to-one three times twelve hours apart at 28 degrees, and use it only once its pH "
         "is under 4.2. Not: scale it up in one big feed. Why: after 2026-08-24 a one-feed "
         "rebuild gave a slack, weak starter.")
    ,
    pref("pref-beatrix-sourdough-photos", "communication", "sourdough", "2026-08-27",
         "Beatrix wants a photo with any sourdough worry",
         "When anyone is unsure about the starter, Beatrix wants a photo of its surface and the "
         "pH reading sent to Saoirse and to her together, rather than a description.")
    ,
    env("env-levainkeeper-ph-after-missed-feed", "system-state", "sourdough",
        "a scheduled starter feed is missed by more than six hours",
        "the pH falls below 3.6 and the rye doughs made from it need 15 minutes more proof",
        3, 1, "2026-09-14",
        "Three of four late feeds this year led to a low pH and slow rye proofs.")
    ,
    # --- 15. blast freezer and cold store (Frostbay) ---
    sem("sem-frostbay-blast-freezer", "freezer", 0.92, 14, "2026-10-22",
        "Frostbay freezes dough balls and holds them at Millrace Yard",
        "Frostbay is the spiral blast freezer (minus 35) and the 400-pallet cold store (minus "
        "22) at Millrace Yard, for the frozen dough balls sold to pizzerias. Coldmere "
        "Refrigeration maintains the plant; the store alarm calls the Millrace keyholder first "
        "and Harrowmere second.")
    ,
    epi("epi-2026-01-11-cold-store-door-left-ajar", "freezer", "incident", "2026-01-11",
        "The Millrace cold store door stood ajar over a Sunday",
        "On 11 January a pallet wrapper's corner held the Frostbay store door open. The room "
        "warmed to minus 9 by Monday morning; 38 pallets of dough balls were downgraded and "
        "the evaporator iced solid.")
    ,
    rule("rule-frostbay-door-check-on-lockup", "freezer",
         ["Frostbay", "cold store", "door", "strip curtain", "lock-up", "temperature alarm",
          "Millrace"], "medium", 1, "2026-01-13",
         "At lock-up walk the cold store door and read the display from outside",
         "When locking up Millrace Yard, do: close the Frostbay store door by hand, check the "
         "seal all the way round, and read the room display from outside after five minutes. "
         "Not: rely on the door switch light. Why: on 2026-01-11 the door stood ajar and 38 "
         "pallets were downgraded.")
    ,
    pref("pref-beatrix-freezer-alarm-call-her-second", "communication", "freezer", "2026-01-14",
         "Beatrix wants a call after the keyholder on any cold store alarm",
         "Beatrix wants to be phoned straight after the Millrace keyholder on a cold store "
         "alarm, day or night, even if the keyholder says it is under control.")
    ,
    env("env-frostbay-defrost-temperature-spike", "system-state", "freezer",
        "the cold store runs its 02:00 defrost",
        "the room display climbs to about minus 16 for 20 minutes and then recovers, without "
        "harm to the stock",
        9, 0, "2026-10-20",
        "Nine of nine defrosts on the trend matched; the alarm is set at minus 15 for that "
        "reason.")
    ,
    # --- 16. cleaning (Cleanshift) ---
    sem("sem-cleanshift-hygiene-plan", "cleaning", 0.9, 12, "2026-10-13",
        "Cleanshift schedules the hygiene team's cleans and chemical use",
        "Cleanshift is the hygiene team's plan: a daily clean of both lines from 06:00 to "
        "10:00, weekly deep cleans on Saturday, and the chemical log for the foam cleaner and "
        "sanitiser. Dmitri Fairclough signs off each area; ATP swabs must read under 150 before "
        "a line is released.")
    ,
    epi("epi-2026-06-06-foam-on-ovens-band", "cleaning", "incident", "2026-06-06",
        "Foam cleaner was sprayed on the warm oven band",
        "On 6 June a new hygiene operative foamed the Embercrest band while it was still at 90 "
        "degrees. The chemical baked on and the first tins of the next night smelled of "
        "cleaner; 1,500 loaves were scrapped.")
    ,
    rule("rule-cleanshift-oven-cool-before-foam", "cleaning",
         ["Cleanshift", "foam", "oven band", "cool down", "chemical", "hygiene",
          "new starter"], "high", 1, "2026-06-08",
         "Wait for the band thermometer to show under 40 before any wet clean of the oven",
         "When the hygiene team reaches the Embercrest area, do: read the band thermometer at "
         "the outlet and start with other areas until it shows under 40; new operatives clean "
         "the oven only alongside a trained one. Not: foam a warm band. Why: on 2026-06-06 "
         "baked-on cleaner cost 1,500 loaves.")
    ,
    pref("pref-beatrix-hygiene-handover-at-10", "scheduling", "cleaning", "2026-10-14",
         "Beatrix wants the hygiene sign-off handed to the day engineer at 10:00 sharp",
         "Beatrix wants the line released to engineering at 10:00 with the ATP results on "
         "the board, and a message to her only if a swab failed.")
    ,
    env("env-cleanshift-atp-fails-after-weekend", "workspace-state-transitions", "cleaning",
        "a line is cleaned on Monday morning after standing since Saturday",
        "ATP swabs on the divider fail the first time about one time in three and need a "
        "second clean",
        5, 3, "2026-10-12",
        "Five of eight Monday cleans since June needed a re-clean of the divider.")
    ,
    # --- 17. compressed air and energy (Airdeck) ---
    sem("sem-airdeck-compressors-and-gas", "energy-air", 0.89, 10, "2026-10-05",
        "Airdeck runs the two air compressors and meters the plant's gas and power",
        "Airdeck controls two screw compressors (C1 duty, C2 standby) feeding the dividers, "
        "bag openers and reject pushers at 7 bar, and logs the gas meter of the oven and the "
        "power meters of each line. The gas supply is on an interruptible contract with a "
        "two-hour notice clause.")
    ,
    epi("epi-2026-09-19-air-pressure-drop-rejects-stuck", "energy-air", "incident", "2026-09-19",
        "Air pressure fell and the detector's reject pusher stuck",
        "On 19 September C1 tripped and C2 did not start because its auto-start had been left "
        "off after a service. Pressure fell to 4 bar, the Detectra reject pusher stopped "
        "working and loaves that should have been rejected went on to the bagger for 12 "
        "minutes.")
    ,
    rule("rule-airdeck-standby-autostart-after-service", "energy-air",
         ["Airdeck", "compressor", "standby", "auto-start", "air pressure", "service",
          "reject pusher"], "high", 1, "2026-09-21",
         "After any compressor service test the standby's auto-start",
         "When a compressor has been serviced, do: switch Airdeck's standby back to auto, trip "
         "the duty compressor on purpose and watch the standby take over within 30 seconds. "
         "Not: sign off the service from the engineer's sheet. Why: on 2026-09-19 C2 stayed off "
         "and the reject pusher failed.")
    ,
    pref("pref-beatrix-energy-figures-monthly", "reporting", "energy-air", "2026-10-06",
         "Beatrix wants energy per tonne of bread, monthly and not more often",
         "Beatrix wants gas and power reported once a month as kWh per tonne baked, per line, "
         "against the same month last year; she does not want weekly energy mails.")
    ,
    env("env-airdeck-gas-curtailment-notice-timing", "system-state", "energy-air",
        "the gas supplier issues an interruption notice",
        "it arrives by email to the office between 15:00 and 17:00 and takes effect two hours "
        "later, so the oven must be planned off before the night starts",
        2, 0, "2026-02-10",
        "Both notices received (January and February) came in mid-afternoon.")
    ,
    # --- 18. night alarms and call-out (Owlbell) ---
    sem("sem-owlbell-alarm-router", "night-alarms", 0.9, 11, "2026-10-29",
        "Owlbell routes plant alarms to the night lead's handset and the on-call engineer",
        "Owlbell takes alarms from Siloguard, Chillmix, Embercrest, Detectra, Frostbay and "
        "Airdeck and sends them to the night lead's DECT handset, then to the on-call engineer's "
        "mobile after five minutes unacknowledged. The on-call rota is kept by Pilar Wendt and "
        "changes on Mondays at 08:00.")
    ,
    epi("epi-2026-07-06-owlbell-rota-not-updated", "night-alarms", "incident", "2026-07-06",
        "An oven alarm went to an engineer who was on holiday",
        "On 6 July the Owlbell rota still named an engineer who had started two weeks' leave. "
        "An Embercrest burner fault alarm rang his switched-off phone for 40 minutes; Line A "
        "lost 50 minutes before the night lead phoned Pilar at home.")
    ,
    rule("rule-owlbell-test-call-after-rota-change", "night-alarms",
         ["Owlbell", "on-call", "rota", "handset", "escalation", "test alarm",
          "holiday"], "medium", 2, "2026-07-08",
         "Send a test alarm to the new on-call engineer each Monday",
         "When the on-call rota changes on Monday, do: send a test alarm from the Owlbell "
         "screen to the new engineer and wait for the acknowledge before 09:00. Not: assume the "
         "rota was edited. Why: on 2026-07-06 an oven alarm rang a phone that was off for 40 "
         "minutes.")
    ,
    pref("pref-beatrix-night-calls-only-for-stops", "communication", "night-alarms", "2026-10-30",
         "Beatrix wants a night phone call only if a line is stopped",
         "Between 22:00 and 05:00 Beatrix wants to be phoned only when a whole line has stopped "
         "for more than 20 minutes, or for QA holds and cold store alarms; everything else waits "
         "for the 06:00 handover note.")
    ,
    env("env-owlbell-handset-battery-dies", "skill-output-shape", "night-alarms",
        "the night lead's handset has not been docked since the previous night",
        "its battery runs out around 03:00 and alarms fall through to the engineer's mobile "
        "after five minutes",
        3, 1, "2026-10-27",
        "Three of four undocked nights this year ended with the handset flat before 04:00.")
    ,
    # --- principal response ---
    env("env-beatrix-long-reports-skimmed", "principal-response", "reporting",
        "Beatrix is sent a shift report longer than one screen on her phone",
        "she reads only the top lines and replies asking what she needs to act on, so anything "
        "below the first screen is missed",
        7, 1, "2026-11-03",
        "Seven of eight long handover notes this autumn drew a reply asking for the point.")
    ,
    env("env-beatrix-replies-after-0530", "principal-response", "communication",
        "a non-urgent message reaches Beatrix between 22:00 and 05:30",
        "she does not answer it until after 05:30 and is annoyed if a decision was waited on "
        "that the night lead could have made",
        6, 0, "2026-10-24",
        "Six of six non-urgent night messages this autumn were answered between 05:30 and "
        "06:15.")
    ,
    env("env-beatrix-asks-for-cost", "principal-response", "reporting",
        "a problem is reported to Beatrix without a cost figure",
        "her first reply asks what it cost, in money, before anything else",
        5, 1, "2026-10-29",
        "Five of six incident notes without a money figure since August drew that question "
        "first.")
    ,
]

BLIND27_TASKS: list[dict[str, Any]] = [
    # flour silos
    task("b27-t001", "which flour is kept in which silo?", [S], ["sem-siloguard-flour-silos"]),
    task("b27-t002", "what was the story with the speckled bread back in March?", [E],
         ["epi-2026-03-14-wholemeal-blown-into-white-silo"]),
    task("b27-t003", "Grainmere lorry just pulled in, driver says he knows which pipe to use. "
         "ok to let him go ahead?", [P], ["rule-siloguard-match-ticket-before-blow-in"]),
    task("b27-t004", "write Beatrix a flour stock update for tonight", [U],
         ["pref-beatrix-silo-levels-in-tonnes"]),
    task("b27-t005", "Siloguard shows 24 t in S1 and the tanker only finished half an hour ago. "
         "can I believe that number?", [V], ["env-siloguard-radar-reads-high-after-blow-in"]),
    task("b27-t006", "Ein Tankwagen mit Roggenmehl steht am Silo. Was muss ich vor dem Einblasen "
         "prüfen?", [P], ["rule-siloguard-match-ticket-before-blow-in"]),  # de
    task("b27-t007", "Le chauffeur du camion peut-il lancer lui-même le transfert de farine ?",
         [S], ["sem-siloguard-flour-silos"]),  # fr
    # dough mixers
    task("b27-t008", "who is allowed to edit a recipe on the mixers?", [S],
         ["sem-kneadmaster-spiral-mixers"]),
    task("b27-t009", "what happened at M2 in May with the bowl lift?", [E],
         ["epi-2026-05-02-m2-bowl-tipped-with-guard-open"]),
    task("b27-t010", "the safety switch on M3 keeps cutting out mid-mix. can I stick it down so "
         "we keep going?", [P], ["rule-kneadmaster-never-bypass-guard-switch"]),
    task("b27-t011", "the M1 cover didn't stop the bowl lifting tonight, nobody hurt. how do I let "
         "Beatrix know?", [U], ["pref-beatrix-safety-events-in-person"]),
    task("b27-t012", "batch 14 ran on fast speed two minutes too long. what will that do further "
         "down the line?", [V], ["env-kneadmaster-dough-temp-rises-on-long-mix"]),
    task("b27-t013", "L'interruttore di sicurezza dell'impastatrice M1 fa i capricci: cosa "
         "faccio?", [P], ["rule-kneadmaster-never-bypass-guard-switch"]),  # it
    task("b27-t014", "Si el amasado se alarga dos minutos, ¿cómo saldrá la masa y cuánto "
         "fermentará?", [V], ["env-kneadmaster-dough-temp-rises-on-long-mix"]),  # es
    # water chiller
    task("b27-t015", "what dough temperature are we aiming for on rolls, and who sets the "
         "chiller?", [S], ["sem-chillmix-ice-water-metering"]),
    task("b27-t016", "why did Line B lose rolls during the hot spell in July?", [E],
         ["epi-2026-07-21-chillmix-tank-warm-heatwave"]),
    task("b27-t017", "chilled water reading 9 degrees and ten batches still to mix", [P],
         ["rule-chillmix-add-ice-when-tank-warm"]),
    task("b27-t018", "doughs are coming out warm, I'm going to knock the yeast down on the white "
         "tin myself tonight", [U], ["pref-beatrix-no-recipe-change-without-saoirse"]),
    task("b27-t019", "four batches to mix one after another now, will the chiller keep up?", [V],
         ["env-chillmix-recovery-after-big-draw"]),
    task("b27-t020", "A água do Chillmix está a 8 graus, o que faço com as massas?", [P],
         ["rule-chillmix-add-ice-when-tank-warm"]),  # pt
    task("b27-t021", "Darf ich nachts die Hefemenge im Rezept ändern, wenn Saoirse nicht da ist?",
         [U], ["pref-beatrix-no-recipe-change-without-saoirse"]),  # de
    # divider and moulder
    task("b27-t022", "what should a bap weigh coming off the divider?", [S],
         ["sem-portionline-divider-moulder"]),
    task("b27-t023", "why were small tins pulled back from Larchway in August?", [E],
         ["epi-2026-08-09-underweight-small-tins-recalled"]),
    task("b27-t024", "I'm off for my break now, the divider's running fine", [P],
         ["rule-portionline-check-oil-before-break"]),
    task("b27-t025", "put tonight's piece weights together for Beatrix", [U],
         ["pref-beatrix-weight-figures-as-table"]),
    task("b27-t026", "a batch has been sitting in the hopper for half an hour, anything to watch?",
         [V], ["env-portionline-weight-drifts-as-dough-warms"]),
    task("b27-t027", "Je pars en pause, qui doit faire les pesées pendant ce temps ?", [P],
         ["rule-portionline-check-oil-before-break"]),  # fr
    task("b27-t028", "Cosa è successo ad agosto con le pagnotte piccole sottopeso?", [E],
         ["epi-2026-08-09-underweight-small-tins-recalled"]),  # it
    # prover
    task("b27-t029", "what humidity and temperature does the prover run at?", [S],
         ["sem-riseroom-spiral-prover"]),
    task("b27-t030", "what went wrong in the prover in early September?", [E],
         ["epi-2026-09-05-riseroom-humidity-loss-skinned-dough"]),
    task("b27-t031", "prover humidity showing 71% and falling", [P],
         ["rule-riseroom-check-softener-salt-first"]),
    task("b27-t032", "how do I report tonight's binned loaves to Beatrix?", [U],
         ["pref-beatrix-scrap-counts-in-loaves"]),
    task("b27-t033", "someone wedged the prover door for five minutes to get a trolley through. "
         "will that matter?", [V], ["env-riseroom-door-open-humidity-dip"]),
    task("b27-t034", "La humedad de la cámara de fermentación baja al 70 %, ¿qué reviso primero?",
         [P], ["rule-riseroom-check-softener-salt-first"]),  # es
    task("b27-t035", "Se a porta da câmara de fermentação ficar aberta uns minutos, o que "
         "acontece?", [V], ["env-riseroom-door-open-humidity-dip"]),  # pt
    # tunnel oven
    task("b27-t036", "who can change the burner settings on the oven?", [S],
         ["sem-embercrest-tunnel-oven"]),
    task("b27-t037", "tell me about the oven fire in January", [E],
         ["epi-2026-01-27-embercrest-band-stopped-fire"]),
    task("b27-t038", "oven band has just stopped with a full load inside!", [P],
         ["rule-embercrest-band-stop-burners-off"]),
    task("b27-t039", "I slowed the oven two notches for pale crusts. anything else I need to do?",
         [U], ["pref-beatrix-oven-changes-logged-with-reason"]),
    task("b27-t040", "we light the oven at 19:00 on Sunday, will it be ready for 20:00?", [V],
         ["env-embercrest-restart-warmup-time"]),
    task("b27-t041", "Das Ofenband steht still und es ist Brot drin – was zuerst?", [P],
         ["rule-embercrest-band-stop-burners-off"]),  # de
    task("b27-t042", "Quanto dura la cottura delle pagnotte grandi nel forno a tunnel?", [S],
         ["sem-embercrest-tunnel-oven"]),  # it
    # spiral cooler
    task("b27-t043", "how long are loaves in the cooler and how cool must they be before "
         "slicing?", [S], ["sem-coolcoil-spiral-cooler"]),
    task("b27-t044", "why did Larchway get all those mould complaints in June?", [E],
         ["epi-2026-06-18-coolcoil-warm-loaves-mould-complaints"]),
    task("b27-t045", "hygiene just swapped the cooler filters, line restarts in ten", [P],
         ["rule-coolcoil-probe-before-slicing"]),
    task("b27-t046", "summarise this week's customer complaints for Beatrix", [U],
         ["pref-beatrix-complaints-grouped-by-store"]),
    task("b27-t047", "it's muggy tonight, 90% outside. anything to do on the cooler?", [V],
         ["env-coolcoil-humid-night-longer-dwell"]),
    task("b27-t048", "On vient de changer les filtres du refroidisseur, que faut-il vérifier "
         "avant d'ensacher ?", [P], ["rule-coolcoil-probe-before-slicing"]),  # fr
    task("b27-t049", "Con una noche muy húmeda, ¿saldrán los panes más calientes del enfriador?",
         [V], ["env-coolcoil-humid-night-longer-dwell"]),  # es
    # slicer and bagger
    task("b27-t050", "can an operator open up the slicer to get at the knife?", [S],
         ["sem-slicewell-slicer-bagger"]),
    task("b27-t051", "what was the slicer incident in April?", [E],
         ["epi-2026-04-11-slicewell-blade-snapped"]),
    task("b27-t052", "starting the night on the slicers", [P],
         ["rule-slicewell-blade-hours-before-shift"]),
    task("b27-t053", "the clip tier needs a new spring, how should I ask engineering for it?", [U],
         ["pref-beatrix-engineering-jobs-in-tracker"]),
    task("b27-t054", "just fitted a fresh knife on slicer 1 and the bagger is misfeeding. is that "
         "normal?", [V], ["env-slicewell-new-blade-crumb-dust"]),
    task("b27-t055", "Começo o turno nas fatiadoras: o que verifico nas lâminas?", [P],
         ["rule-slicewell-blade-hours-before-shift"]),  # pt
    task("b27-t056", "Posso mandare la richiesta di riparazione della affettatrice su WhatsApp?",
         [U], ["pref-beatrix-engineering-jobs-in-tracker"]),  # it
    # metal detector and checkweigher
    task("b27-t057", "how often does the metal detector have to be tested?", [S],
         ["sem-detectra-metal-detection"]),
    task("b27-t058", "what happened with the rolls recall in October?", [E],
         ["epi-2026-10-02-detectra-test-failed-unnoticed"]),
    task("b27-t059", "the stainless wand just went straight through without a kick-out", [P],
         ["rule-detectra-failed-test-hold-back"]),
    task("b27-t060", "I've put 2,000 baps aside for QA and Beatrix will be asleep. tell her now or "
         "at handover?", [U], ["pref-beatrix-qa-holds-texted-at-once"]),
    task("b27-t061", "detector keeps binning good loaves tonight, bread's coming through quite warm",
         [V], ["env-detectra-sensitivity-drops-when-warm"]),
    task("b27-t062", "Der Edelstahl-Prüfstab wurde nicht ausgeworfen. Was jetzt?", [P],
         ["rule-detectra-failed-test-hold-back"]),  # de
    task("b27-t063", "Pourquoi a-t-on rappelé des petits pains début octobre ?", [E],
         ["epi-2026-10-02-detectra-test-failed-unnoticed"]),  # fr
    # allergens
    task("b27-t064", "who has to sign off going from sesame to plain?", [S],
         ["sem-allertrack-allergen-matrix"]),
    task("b27-t065", "what was the seed complaint in February about?", [E],
         ["epi-2026-02-20-sesame-seeds-on-plain-baps"]),
    task("b27-t066", "plan has seeded baps then plain ones on B at 02:00", [P],
         ["rule-allertrack-full-clean-before-free-from"]),
    task("b27-t067", "we're behind, and Larchway's order will be late if we do the whole clean. "
         "what does Beatrix want?", [U], ["pref-beatrix-late-orders-never-skip-clean"]),
    task("b27-t068", "how long will B be down when we go from seeded rolls to plain?", [V],
         ["env-allertrack-full-clean-duration"]),
    task("b27-t069", "Pasamos de panecillos con sésamo a panecillos sin sésamo en la línea B: "
         "¿qué hay que hacer?", [P], ["rule-allertrack-full-clean-before-free-from"]),  # es
    task("b27-t070", "Estamos atrasados; posso encurtar a limpeza de alergénios para entregar a "
         "tempo?", [U], ["pref-beatrix-late-orders-never-skip-clean"]),  # pt
    # date coding
    task("b27-t071", "when does the date on the coders change over?", [S],
         ["sem-codemark-date-coders"]),
    task("b27-t072", "why did the depot have to put fresh labels on rolls in November?", [E],
         ["epi-2026-11-08-wrong-best-before-on-rolls"]),
    task("b27-t073", "first run of the new brioche buns tonight", [P],
         ["rule-codemark-first-pack-date-check"]),
    task("b27-t074", "I've set up the coder entry for the new rye sandwich loaf. good to use it?",
         [U], ["pref-beatrix-product-records-reviewed"]),
    task("b27-t075", "the white tins run from 23:00 to 01:30, anything odd to expect on the "
         "packs?", [V], ["env-codemark-midnight-rollover-mid-run"]),
    task("b27-t076", "Parte un prodotto nuovo stanotte: come controllo la data stampata?", [P],
         ["rule-codemark-first-pack-date-check"]),  # it
    task("b27-t077", "Wie viele Tage Mindesthaltbarkeit bekommen Brötchen und Kastenbrot?", [S],
         ["sem-codemark-date-coders"]),  # de
    # orders and planning
    task("b27-t078", "until what time can the shops still order for tonight?", [S],
         ["sem-dawnorder-orders-and-plan"]),
    task("b27-t079", "what happened with the double Larchway order?", [E],
         ["epi-2026-03-30-edi-order-doubled"]),
    task("b27-t080", "tonight's plan is built, about to send it to the mixers", [P],
         ["rule-dawnorder-compare-with-last-week"]),
    task("b27-t081", "send Beatrix the overview of tonight's production", [U],
         ["pref-beatrix-plan-summary-one-line-per-line"]),
    task("b27-t082", "it's the Friday before the August bank holiday. how will tonight go?", [V],
         ["env-dawnorder-portal-late-orders-friday"]),
    task("b27-t083", "Le plan de nuit est prêt, que dois-je vérifier avant de lancer les "
         "pétrins ?", [P], ["rule-dawnorder-compare-with-last-week"]),  # fr
    task("b27-t084", "¿Cómo quiere Beatrix el resumen del plan de esta noche?", [U],
         ["pref-beatrix-plan-summary-one-line-per-line"]),  # es
    # delivery vans
    task("b27-t085", "how many vans do we run and who can change a round?", [S],
         ["sem-routevan-fleet-telematics"]),
    task("b27-t086", "why did two rounds go wrong at the start of December?", [E],
         ["epi-2026-12-01-van-loaded-wrong-route"]),
    task("b27-t087", "two vans turned up at door 3 at the same time", [P],
         ["rule-routevan-scan-crates-at-door"]),
    task("b27-t088", "van 7 is stuck behind a crash and will be about 45 minutes behind. what now?",
         [U], ["pref-beatrix-shops-told-before-late"]),
    task("b27-t089", "tracker for van 9 says no position, it's standing at door 2", [V],
         ["env-routevan-gps-drops-in-yard"]),
    task("b27-t090", "Como carrego as grades nas carrinhas sem trocar as rotas?", [P],
         ["rule-routevan-scan-crates-at-door"]),  # pt
    task("b27-t091", "Warum zeigt der Tracker von Wagen 4 an Tor 1 keinen Standort?", [V],
         ["env-routevan-gps-drops-in-yard"]),  # de
    # sourdough
    task("b27-t092", "how often is the rye starter fed and who decides when?", [S],
         ["sem-levainkeeper-sourdough-vessel"]),
    task("b27-t093", "why were rye loaves off the list in late August?", [E],
         ["epi-2026-08-24-sourdough-starter-overheated"]),
    task("b27-t094", "main starter smells like nail varnish this morning, it's no good", [P],
         ["rule-levainkeeper-rebuild-from-backup"]),
    task("b27-t095", "the levain has a grey film on top and I'm not sure about it. how do I flag "
         "it?", [U], ["pref-beatrix-sourdough-photos"]),
    task("b27-t096", "the 18:00 feed got missed and it's now 01:00. what does that do to the rye?",
         [V], ["env-levainkeeper-ph-after-missed-feed"]),
    task("b27-t097", "Où est gardée la réserve de levain et combien y en a-t-il ?", [S],
         ["sem-levainkeeper-sourdough-vessel"]),  # fr
    task("b27-t098", "O que aconteceu ao fermento de centeio em agosto?", [E],
         ["epi-2026-08-24-sourdough-starter-overheated"]),  # pt
    # freezer and cold store
    task("b27-t099", "what temperatures do the blast freezer and the store run at?", [S],
         ["sem-frostbay-blast-freezer"]),
    task("b27-t100", "what went wrong at Millrace in January?", [E],
         ["epi-2026-01-11-cold-store-door-left-ajar"]),
    task("b27-t101", "locking up Millrace for the weekend", [P],
         ["rule-frostbay-door-check-on-lockup"]),
    task("b27-t102", "freezer room alarm at Millrace, keyholder is on his way. anyone else to "
         "ring?", [U], ["pref-beatrix-freezer-alarm-call-her-second"]),
    task("b27-t103", "store display reads minus 17 at 02:10, should I worry?", [V],
         ["env-frostbay-defrost-temperature-spike"]),
    task("b27-t104", "Alle due di notte la cella segna meno 16: è normale?", [V],
         ["env-frostbay-defrost-temperature-spike"]),  # it
    task("b27-t105", "Suena la alarma de la cámara de Millrace; ¿a quién llamo después del "
         "encargado de llaves?", [U], ["pref-beatrix-freezer-alarm-call-her-second"]),  # es
    # cleaning
    task("b27-t106", "what ATP score must a line reach before it's handed back?", [S],
         ["sem-cleanshift-hygiene-plan"]),
    task("b27-t107", "why did loaves smell of cleaner in June?", [E],
         ["epi-2026-06-06-foam-on-ovens-band"]),
    task("b27-t108", "new hygiene lad is starting on the oven end as soon as the line stops", [P],
         ["rule-cleanshift-oven-cool-before-foam"]),
    task("b27-t109", "swabs all passed this morning. do I need to message Beatrix?", [U],
         ["pref-beatrix-hygiene-handover-at-10"]),
    task("b27-t110", "Monday clean after the weekend, how likely is a re-swab on the divider?",
         [V], ["env-cleanshift-atp-fails-after-weekend"]),
    task("b27-t111", "Wann ist die wöchentliche Grundreinigung und wer zeichnet die Bereiche ab?",
         [S], ["sem-cleanshift-hygiene-plan"]),  # de
    task("b27-t112", "Après un week-end d'arrêt, les frottis ATP du lundi passent-ils du premier "
         "coup ?", [V], ["env-cleanshift-atp-fails-after-weekend"]),  # fr
    # compressed air and energy
    task("b27-t113", "which compressor is the backup one and what pressure do we run at?", [S],
         ["sem-airdeck-compressors-and-gas"]),
    task("b27-t114", "how did bad loaves get past the detector in September?", [E],
         ["epi-2026-09-19-air-pressure-drop-rejects-stuck"]),
    task("b27-t115", "the compressor service man has just left", [P],
         ["rule-airdeck-standby-autostart-after-service"]),
    task("b27-t116", "can you set up a weekly gas usage mail for Beatrix?", [U],
         ["pref-beatrix-energy-figures-monthly"]),
    task("b27-t117", "when would we hear about a gas cut and how long would we have?", [V],
         ["env-airdeck-gas-curtailment-notice-timing"]),
    task("b27-t118", "Si el proveedor de gas avisa de un corte, ¿con cuánto margen llega el "
         "aviso?", [V], ["env-airdeck-gas-curtailment-notice-timing"]),  # es
    task("b27-t119", "Perché a settembre la pressione dell'aria è crollata?", [E],
         ["epi-2026-09-19-air-pressure-drop-rejects-stuck"]),  # it
    # night alarms
    task("b27-t120", "who gets an alarm if the night lead doesn't answer it?", [S],
         ["sem-owlbell-alarm-router"]),
    task("b27-t121", "why did the oven alarm go unanswered in July?", [E],
         ["epi-2026-07-06-owlbell-rota-not-updated"]),
    task("b27-t122", "it's Monday morning and the on-call list has just changed", [P],
         ["rule-owlbell-test-call-after-rota-change"]),
    task("b27-t123", "Line B has been down 10 minutes with a jam. should I phone Beatrix at 1am?",
         [U], ["pref-beatrix-night-calls-only-for-stops"]),
    task("b27-t124", "I forgot to put the DECT handset on charge last night, will it last the "
         "shift?", [V], ["env-owlbell-handset-battery-dies"]),
    task("b27-t125", "Às 2 da manhã a linha A está parada há 30 minutos: ligo à Beatrix?", [U],
         ["pref-beatrix-night-calls-only-for-stops"]),  # pt
    task("b27-t126", "Si le combiné DECT n'a pas été rechargé, que se passe-t-il vers 3 heures ?",
         [V], ["env-owlbell-handset-battery-dies"]),  # fr
    # sites, team and how Beatrix reacts
    task("b27-t127", "how many nights a week do we bake, and who's head baker?", [S],
         ["sem-cobbleford-sites-and-team"]),
    task("b27-t128", "Ich habe für Beatrix eine zweiseitige Schichtübergabe geschrieben. Liest sie "
         "das ganz?", [V], ["env-beatrix-long-reports-skimmed"]),  # de
    task("b27-t129", "¿Le mando un mensaje a Beatrix a las 23:00 para preguntar si uso la bobina "
         "de bolsas de reserva?", [V], ["env-beatrix-replies-after-0530"]),  # es
    task("b27-t130", "Ich schreibe Beatrix die Störung am Metalldetektor auf. Was fragt sie "
         "zuerst?", [V], ["env-beatrix-asks-for-cost"]),  # de
]

BLIND27_NO_MEMORY_REQUESTS: list[tuple[str, str]] = [
    ("b27-n01", "how many grams are there in a pound?"),
    ("b27-n02", "what is the boiling point of water in Fahrenheit?"),
    ("b27-n03", "suggest a name for the office goldfish"),
    ("b27-n04", "explain in two sentences what a hash map is"),
    ("b27-n05", "who painted the Mona Lisa?"),
    ("b27-n06", "write a limerick about a sleepy cat"),
    ("b27-n07", "how many days are there in a leap year?"),
    ("b27-n08", "what does HTTP stand for?"),
    ("b27-n09", "Wie heißt die Hauptstadt von Australien?"),  # de
    ("b27-n10", "Quelle est la différence entre un lac et un étang ?"),  # fr
    ("b27-n12", "Qual é a montanha mais alta de África?"),  # pt
]
