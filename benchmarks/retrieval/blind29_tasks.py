"""A twenty-ninth workspace and its tasks: a materials recovery facility that sorts household
dry recyclables, from the weighbridge and the tipping floor through the bag opener, the
trommel, the ballistic separator, the optical sorters, the magnet and eddy-current separator,
the quality-control picking cabin, the baler, the bale store and buyers' collections, thermal
fire detection, dust extraction, conveyor monitoring, a glass clean-up line at a second site,
composition audits, yard machines, isolation permits and the alarm router, written by hand from
the record format alone and never fitted on.

The store is the memory of the operations and engineering team of Kestrowe Recovery (an
invented recycling plant at the invented town of Marlbeck Fen, sorting the collections of
Fenmoor District Council and two neighbouring districts on two shifts, with a glass line at
Stainholm nine kilometres south): the Tonnmark weighbridges, the Tipwatch tipping-bay cameras,
the Ripjaw bag opener, the Drumsift trommel, the Flatlift ballistic separator, the four
Spectrapick optical sorters, the Fluxkick eddy-current separator and its overband magnet, the
Pickline picking cabin and rota, the Bindmaster baler, the Balebook offtake portal, the
Heatsentry thermal cameras, the Airclear bag filter, the Beltminder conveyor monitoring, the
Shardline glass line, the Samplewise audit app, the Yardpulse vehicle telematics, the Isolock
isolation permits and the Plantcall alarm router; and of its principal (Rosalind Achterberg,
plant manager). Other invented names: Caspian Oduya and Bettina Vorland (shift leads), Ilse
Dunmore (maintenance engineer), Sorrel Pennington (controls and SCADA), Quentin Farrelly
(quality lead), Mirela Castaigne (bale sales), Harlan Birchwood (gatehouse and logistics),
Odhran Selkirk (yard foreman), Nkemdirim Hale (fire and safety adviser), Pim Tervoort
(Stainholm site lead), Tallowmere Paper, Grisdale Polymers and Vantry Metals (buyers), Corbell
Glassworks, Pellow Optics (sorter service), Ashgrove Conveyors, Harbourne Staffing and
Kerridge Occupational Hygiene; machines, rounds, amounts and dates are invented too.

Eighteen themes hold one record in each tier about the same system (a fact, an incident, a
lesson, a preference of Rosalind and a prediction), so a request's words say what it is about
and mostly only its shape says which kind of memory answers it. Four more records: a fact
about the two sites and the team, and three predictions of how Rosalind reacts (to an email
longer than about ten lines, to a change request on a Friday afternoon, and to a problem raised
without its tonnage). Lessons carry a trigger list of entities and situation words and a
"When ..., do: ... Not: ... Why:" body; predictions carry a condition and a prediction, in the
SPEC's sub-buckets system-state (12), workspace-state-transitions (4), principal-response (3)
and skill-output-shape (2). One episodic record has the event type near-miss (the ballistic
separator's paddles moving with a fitter's arm under them), the others incident. Preferences
use the domains reporting, communication, work-style and safety.

Counts: 94 records (19 semantic, 18 episodic, 18 procedural, 18 personalized, 21
environment-dynamics); 130 tasks, each with one needed tier and one answering record (semantic
23, episodic 22, procedural 32, personalized 23, environment-dynamics 30; English 91, German 8,
French 8, Spanish 8, Italian 7, Portuguese 8; of the 39 not in English: semantic 5, episodic 4,
procedural 14, personalized 6, environment-dynamics 10); every record answers at least one
task; 12 no-memory requests (4 of them not in English).

Written by hand by a writer who had not read the project's code (not the recall code, its cue
tables, its weights, nor any other store's rows); the only inputs were the SPEC's sections on
the five tiers and their frontmatter, and an earlier task file's layout (its docstring, its
import line, its first records, its first tasks and its first no-memory requests); the heldout
README was read only to pick a domain not used before (no earlier workspace was a recycling or
waste-sorting plant; earlier workspaces had an industrial laundry's soiled sorting and an
airport's baggage sortation, different trades). The signatures of the record and task
constructors were inferred from those first records, not read from their module (the
prediction constructor takes nine positional arguments, as in the example: id, sub-bucket,
topic, condition, prediction, hits, misses, date last confirmed and evidence text; lessons use
only the severities seen there, "high" and "medium"; the preference constructor's second
argument is taken to be the SPEC's free-text domain), and this file was never imported or run
against recall: the only checks were a parse of it as Python and a small script of the
writer's that walks its syntax tree (without executing it) to check that every gold id exists
and has the task's tier, that every record is used, the counts, the languages, and the longest
run of words a request shares with its record (three at most, counted over the record's title,
body, triggers, condition, prediction and evidence). Every system, company, person, place and
number is invented; nothing was copied from a public text.

Requests are typed the way a shift lead, a floor or baler operator, a loading-shovel driver,
the QC cabin, an engineer, the sales office or a coding agent would type them (imperatives,
"what happened", "why did", "will X if", "can I ...?", terse situations); non-English requests
are marked by a trailing comment. Hard families on purpose: an imperative whose needed memory
is how Rosalind wants that kind of work done (personalized), a question about how a machine,
a district or Rosalind will react (environment-dynamics), "who can" / "which" / "how long"
about a fact (semantic), the situation a lesson is for told without the lesson's words
(procedural), and "what happened" / "why did" (episodic). Some requests touch a second record
more weakly (a lesson and the incident behind it, a lesson and the prediction about the same
machine, a preference and a prediction about Rosalind); the gold is the one record that answers
the request as asked. The writer hesitated most over b29-t022 (a long line stop to be passed
to Rosalind: gold is her wish for a short text, though the Ripjaw wrap incident is near),
b29-t029 (an unbrushed trommel after wet loads: gold is the afternoon prediction, though the
wet-collections lesson is near), b29-t036 (the ballistic's angle already raised: gold is her
wish for changes logged with old and new values, though the incline lesson and the steep-angle
prediction are near), b29-t049 and b29-t050 (a metals report: gold is her wish for value before
tonnes, though the prediction that she asks for tonnes and cost is near), b29-t077 and b29-t078
(a small fire already out at night: gold is her wish to be phoned, though the battery-fire
incident is near), b29-t112 (a dented door frame to write up: gold is her wish for a photo and
a cost, though the tonnes-and-cost prediction is near), b29-t117 (reaching under the ballistic
after a local stop: gold is the permit lesson, though the near-miss itself is near), b29-t118
and b29-t119 (a near-miss write-up: gold is her wish to name who stopped the job, though the
permit lesson and the near-miss are near), b29-t120 and b29-t121 (a closed permit and a belt
that will not start: gold is the second-padlock prediction, though the Isolock fact is near)
and b29-t130 (telling Rosalind the trommel loses paper: gold is the tonnes-and-cost
prediction, though the trommel's own records are near).
BLIND29_NO_MEMORY_REQUESTS lists requests that no record in this store answers (general
knowledge or small talk), as plain (id, text) pairs outside the task constructor, for a caller
that wants to measure abstention. Report it in aggregate; do not tune on it.
"""

from __future__ import annotations

from typing import Any

from benchmarks.retrieval.dataset import E, P, S, U, V, env, epi, pref, rule, sem, task

BLIND29_RECORDS: list[dict[str, Any]] = [
    # --- 0. the two sites and the team ---
    sem("sem-kestrowe-sites-and-team", "sites-and-team", 0.97, 19, "2026-11-16",
        "Kestrowe sorts recyclables at Marlbeck Fen and cleans glass at Stainholm",
        "Kestrowe Recovery runs a materials recovery facility at Marlbeck Fen that sorts the "
        "household dry recyclables of Fenmoor District Council and two neighbouring districts, "
        "about 62,000 tonnes a year, on two shifts from 06:00 to 22:00 Monday to Friday and a "
        "Saturday morning shift, and a glass clean-up line at Stainholm nine kilometres south. "
        "Rosalind Achterberg is plant manager; Caspian Oduya and Bettina Vorland are shift leads; "
        "Ilse Dunmore is maintenance engineer; Sorrel Pennington looks after controls and SCADA; "
        "Quentin Farrelly is quality lead; Mirela Castaigne handles sales of bales; Harlan "
        "Birchwood runs the gatehouse and logistics; Odhran Selkirk is yard foreman; Nkemdirim "
        "Hale is fire and safety adviser; Pim Tervoort leads the Stainholm site.")
    ,
    # --- 1. weighbridge (Tonnmark) ---
    sem("sem-tonnmark-weighbridges", "weighbridge", 0.95, 16, "2026-11-02",
        "Tonnmark weighs every vehicle in and out",
        "Tonnmark runs the two weighbridges at the gatehouse: W1 for vehicles coming in, W2 for "
        "vehicles leaving. Every council collection truck has a stored tare that is re-weighed "
        "every 30 days. A weight ticket can be voided only by Harlan Birchwood or the shift lead, "
        "and the tickets feed the monthly invoice to each district.")
    ,
    epi("epi-2026-03-17-tonnmark-stale-tare-overbilled", "weighbridge", "incident", "2026-03-17",
        "A stale tare made Tonnmark over-bill Fenmoor for five weeks",
        "Collection truck FD-27 came back from the council workshop with a heavier bin lift, 640 "
        "kg more than before, but kept its old stored tare. For five weeks every net weight from "
        "FD-27 read high; Fenmoor was invoiced 38 tonnes it never delivered and Kestrowe issued a "
        "credit note of 2,470 euro in March.")
    ,
    rule("rule-tonnmark-fresh-tare-after-workshop", "weighbridge",
         ["Tonnmark", "weighbridge", "tare", "W2", "collection truck", "workshop", "bin lift",
          "body change"], "high", 1, "2026-03-20",
         "Take a fresh tare when a truck comes back from its workshop",
         "When a collection truck returns from any workshop visit or body change, do: weigh it "
         "empty on W2 before its next load, store that as the new tare and write the workshop job "
         "number on the tare record. Not: wait for the 30-day re-tare. Why: in March a stale tare "
         "over-billed Fenmoor by 38 tonnes and cost a 2,470 euro credit note.")
    ,
    pref("pref-rosalind-tonnage-two-decimals-by-district", "reporting", "weighbridge",
         "2026-10-12",
         "Rosalind wants tonnages in tonnes to two decimals, split by district",
         "Rosalind wants every tonnage figure in tonnes with two decimals, split by district, with "
         "the number of loads next to it. Never kilograms, and never one grand total without the "
         "district lines under it.")
    ,
    env("env-tonnmark-frost-zero-drift", "system-state", "weighbridge",
        "the W1 load cells are below freezing after a clear night",
        "Tonnmark's zero drifts by 20 to 40 kg during the first hour, so re-zeroing between the "
        "first few trucks keeps the tickets honest",
        5, 1, "2026-11-24",
        "Five of six frosty mornings logged since January showed drift on W1 before 07:00; the "
        "sixth was a morning with fog but no frost.")
    ,
    # --- 2. tipping floor inspection (Tipwatch) ---
    sem("sem-tipwatch-load-grading", "tipping-floor", 0.93, 14, "2026-10-19",
        "Tipwatch photographs and grades each load tipped",
        "Tipwatch has a camera over each tipping bay, T1 to T4, and photographs every load as it "
        "is tipped. The floor operator grades contamination A (under 10 percent), B (10 to 25 "
        "percent) or C (over 25 percent). A grade C sends a rejection notice to the district "
        "within 24 hours. Photos are kept for 90 days.")
    ,
    epi("epi-2026-06-04-tipwatch-t3-camera-disputed-rejection", "tipping-floor", "incident",
        "2026-06-04",
        "A grade C load was rejected with no photo and the district won the dispute",
        "A load from the Hollins round was graded C in bay T3, but the T3 camera had been turned "
        "towards the wall since a loading shovel knocked it the week before. There was no photo "
        "of the heap; Fenmoor disputed the 1,150 euro rejection charge and Kestrowe had to drop "
        "it.")
    ,
    rule("rule-tipwatch-check-frame-before-grade-c", "tipping-floor",
         ["Tipwatch", "tipping bay", "grade C", "rejection", "contamination", "camera",
          "photo"], "high", 2, "2026-06-08",
         "Make sure the heap is on camera before grading it C",
         "When a tipped load looks like a grade C, do: check that the Tipwatch live frame shows "
         "the whole heap before grading, and if it does not, take two phone photos with the "
         "ticket number chalked on the board beside the heap. Not: grade from memory after the "
         "shovel has pushed it. Why: in June a rejection with no photo was lost, 1,150 euro.")
    ,
    pref("pref-rosalind-reads-rejection-notices-first", "communication", "tipping-floor",
         "2026-06-10",
         "Rosalind reads every rejection notice before it goes to a district",
         "Rosalind wants to read every rejection notice before it is sent to a district. She "
         "wants the photo at the top and no more than three sentences of text under it.")
    ,
    env("env-tipwatch-grade-c-council-calls", "workspace-state-transitions", "tipping-floor",
        "a load is graded C in Tipwatch and the notice is sent",
        "the district's contract officer phones within two working days asking for the round "
        "number and the crew, so the round sheet should be ready before the notice goes",
        7, 1, "2026-11-09",
        "Seven of the eight grade C notices sent since May were followed by a call from the "
        "contract officer; the eighth district accepted by email.")
    ,
    # --- 3. bag opener (Ripjaw) ---
    sem("sem-ripjaw-bag-opener", "bag-opener", 0.92, 11, "2026-09-28",
        "Ripjaw splits the bags after the infeed",
        "Ripjaw is the bag opener after the infeed belt: a rotating drum with 24 hooked teeth and "
        "a hydraulic comb, rated at 22 tonnes an hour. Drum speed is set from the control panel "
        "between 18 and 32 rpm. The teeth are changed as a full set every 900 running hours.")
    ,
    epi("epi-2026-04-22-ripjaw-netting-wrap-stall", "bag-opener", "incident", "2026-04-22",
        "Garden netting wrapped Ripjaw's drum and stopped the line for six hours",
        "A roll of garden netting wound itself round Ripjaw's drum on a Wednesday morning. The "
        "drum stalled, the hydraulic motor's relief valve blew a seal and the line was down for "
        "six hours; 41 tonnes backed up on the floor and the Saturday shift was extended to "
        "catch up.")
    ,
    rule("rule-ripjaw-pull-long-items-off-infeed", "bag-opener",
         ["Ripjaw", "bag opener", "netting", "hose", "rope", "cassette tape", "wrap",
          "infeed belt", "stall"], "high", 3, "2026-04-24",
         "Pull long stringy items off the infeed before they reach the drum",
         "When netting, hose, rope, cassette tape or long film shows on the infeed belt, do: stop "
         "the infeed with the pull cord and take it off by hand from the walkway before it "
         "reaches the drum. Not: let Ripjaw chew it and reverse the drum afterwards. Why: the "
         "April netting wrap stopped the line for six hours.")
    ,
    pref("pref-rosalind-text-line-stops-over-20-min", "communication", "bag-opener",
         "2026-05-02",
         "Rosalind wants a text for any line stop longer than 20 minutes",
         "Rosalind wants a text message for any stop of the main line longer than 20 minutes, "
         "with the cause in one line and the expected restart time. No call unless it is a fire "
         "or an injury.")
    ,
    env("env-ripjaw-worn-teeth-whole-bags", "system-state", "bag-opener",
        "Ripjaw's tooth set passes about 800 running hours",
        "unopened bags reaching the trommel climb from about 3 percent to over 8 percent, and "
        "the QC pickers start complaining about whole bags on the fibre belt",
        4, 0, "2026-10-06",
        "The last four tooth sets all showed the rise between 780 and 840 hours in the "
        "bag-count samples.")
    ,
    # --- 4. trommel (Drumsift) ---
    sem("sem-drumsift-trommel", "trommel", 0.94, 13, "2026-09-14",
        "Drumsift screens the stream into fines, containers and oversize",
        "Drumsift is a 14 m trommel turning at 9 rpm. Its first section has 50 mm holes and its "
        "second 250 mm holes; the fines under 50 mm go to the glass and grit bunker and on to "
        "Stainholm, the middle fraction goes to Flatlift, the oversize to the card pre-sort. Two "
        "rotating brushes keep the holes clear.")
    ,
    epi("epi-2026-08-12-drumsift-blinded-paper-to-landfill", "trommel", "incident",
        "2026-08-12",
        "A rain week blinded Drumsift and sent paper to landfill",
        "After a week of rain on collection days, wet shredded paper blinded the first section "
        "of Drumsift. Paper fell through with the fines, and 18 tonnes of it ended in the grit "
        "residue sent to landfill at 96 euro a tonne, while Tallowmere Paper was short of a "
        "load.")
    ,
    rule("rule-drumsift-wet-collections-slow-and-brush", "trommel",
         ["Drumsift", "trommel", "rain", "wet collections", "blinding", "brushes",
          "fines belt", "paper in fines"], "medium", 1, "2026-08-15",
         "On wet collection days slow the trommel and watch the brushes",
         "When collections come in wet after rain, do: lower Drumsift to 7 rpm, check brush "
         "pressure every two hours and look at the fines belt for paper each hour. Not: wait "
         "until the fines bunker fills up. Why: in August a rain week sent 18 tonnes of paper to "
         "landfill.")
    ,
    pref("pref-rosalind-weekly-residue-table", "reporting", "trommel", "2026-08-20",
         "Rosalind wants landfill residue weekly as a small table over eight weeks",
         "Rosalind wants the residue sent to landfill reported every week in tonnes with its "
         "percent of input beside it, as a small table of the last eight weeks. No charts.")
    ,
    env("env-drumsift-unbrushed-afternoon-paper-loss", "system-state", "trommel",
        "Drumsift runs a whole shift after a rainy morning without the brushes being adjusted",
        "about a third of the first section is blinded by mid-afternoon and paper starts to "
        "leave with the fines",
        3, 1, "2026-10-26",
        "Three of four wet shifts without brush adjustment showed paper in the fines sample "
        "after 14:00; the fourth had dry afternoon loads.")
    ,
    # --- 5. ballistic separator (Flatlift) ---
    sem("sem-flatlift-ballistic-separator", "ballistic-separator", 0.93, 12, "2026-09-07",
        "Flatlift splits flat material from rolling containers",
        "Flatlift is the ballistic separator: 12 paddles on cranks, set at 15 degrees and "
        "adjustable from 10 to 25. Paper, card and film climb over the top as the 2D stream; "
        "bottles, cans and tubs roll back down as the 3D stream; the 45 mm holes in the paddles "
        "drop the small fines.")
    ,
    epi("epi-2026-07-08-flatlift-flat-pet-in-fibre", "ballistic-separator", "incident",
        "2026-07-08",
        "Flattened PET bottles climbed Flatlift and three fibre loads were downgraded",
        "After Fenmoor brought in new high-compaction trucks, crushed PET bottles started to "
        "ride over Flatlift with the paper. Tallowmere Paper downgraded three loads of mixed "
        "paper, 66 tonnes, and charged 1,980 euro.")
    ,
    rule("rule-flatlift-raise-incline-for-crushed-bottles", "ballistic-separator",
         ["Flatlift", "ballistic separator", "incline", "crushed bottles", "flattened PET",
          "2D stream", "fibre quality"], "medium", 1, "2026-07-10",
         "Raise the paddle angle when bottles arrive crushed flat",
         "When the 3D stream shows many bottles crushed flat by the trucks, do: raise Flatlift "
         "from 15 to 19 degrees and check the 2D stream for bottles in the next hour's QC sample. "
         "Not: leave the paper buyer to find PET in the bales. Why: in July three fibre loads were "
         "downgraded for 1,980 euro.")
    ,
    pref("pref-rosalind-settings-changes-in-shift-log", "work-style", "ballistic-separator",
         "2026-07-14",
         "Rosalind wants every separator setting change logged with old and new values",
         "Rosalind wants any change to a separator's setting (angle, speed, air pressure, "
         "splitter position) written in the shift log with the old value, the new value, the "
         "time and the name of the person who changed it.")
    ,
    env("env-flatlift-steep-loses-cartons", "system-state", "ballistic-separator",
        "Flatlift's angle is raised above 20 degrees",
        "the 2D stream gets cleaner but small cartons and tubs are carried over the top, about "
        "one tonne per shift lost from the 3D line",
        3, 0, "2026-09-21",
        "Three trials at 21 and 22 degrees in August and September each put close to a tonne "
        "of cartons into the fibre per shift.")
    ,
    # --- 6. optical sorters (Spectrapick) ---
    sem("sem-spectrapick-optical-sorters", "optical-sorters", 0.95, 18, "2026-11-11",
        "Four Spectrapick optical sorters pick the plastics and cartons",
        "Four Spectrapick near-infrared sorters run on the 3D and 2D lines: OS1 picks PET, OS2 "
        "HDPE, OS3 PP and mixed plastics, OS4 cartons and a fibre clean-up. Each has an air-jet "
        "bar of 240 valves fed at 7 bar; recipes are stored in each sorter's panel. Pellow "
        "Optics services them with an 8-hour response.")
    ,
    epi("epi-2026-09-15-spectrapick-os1-lost-recipe", "optical-sorters", "incident",
        "2026-09-15",
        "OS1 lost its recipe after a software update and black trays went into PET",
        "Pellow Optics updated OS1's software on a Monday. The sorter came back with a default "
        "recipe and for two days pushed black trays into the PET stream; Grisdale Polymers "
        "rejected a 22-tonne load of PET bales.")
    ,
    rule("rule-spectrapick-export-recipe-and-test-pack", "optical-sorters",
         ["Spectrapick", "OS1", "optical sorter", "recipe", "software update", "firmware",
          "camera swap", "Pellow Optics", "test pack"], "high", 1, "2026-09-18",
         "Save the recipe and run the test pack whenever a sorter is serviced",
         "When Pellow Optics updates a sorter's software or changes a camera, do: export the "
         "recipe to the USB stick kept in the control room beforehand, and after the work run "
         "the red and black test pack through before production restarts. Not: trust the "
         "engineer's word that settings survive. Why: in September OS1 came back on a default "
         "recipe and a 22-tonne load was rejected.")
    ,
    pref("pref-rosalind-purity-row-per-sorter", "reporting", "optical-sorters", "2026-09-22",
         "Rosalind wants purity of each sorter in one row from the morning sample",
         "Rosalind wants the purity of OS1 to OS4 from the morning sample in one row, as percent "
         "by weight, each figure marked against the buyer's specification, and nothing else "
         "above it.")
    ,
    env("env-spectrapick-one-compressor-purity-drop", "system-state", "optical-sorters",
        "only one compressor feeds the plant because the other is being serviced",
        "pressure at the air-jet bars sags below 6 bar at peak ejection and OS1's PET purity "
        "falls by 3 to 5 points",
        4, 1, "2026-10-13",
        "Four of five single-compressor days this year showed the drop in the morning sample; "
        "on the fifth the line ran at reduced feed.")
    ,
    # --- 7. metals (overband magnet and Fluxkick) ---
    sem("sem-fluxkick-metals-separation", "metals-separation", 0.94, 10, "2026-08-31",
        "The overband magnet takes steel and Fluxkick throws the aluminium",
        "An overband magnet over the 3D belt lifts steel cans into bunker M1. At the end of the "
        "container line the Fluxkick eddy-current separator throws aluminium cans into bunker "
        "M2; its rotor runs at 3,000 rpm and the splitter plate sits at 140 mm. Vantry Metals "
        "collects both metals as bales.")
    ,
    epi("epi-2026-10-02-fluxkick-hot-lid-burnt-belt", "metals-separation", "incident",
        "2026-10-02",
        "A steel lid heated by Fluxkick's field burnt through its belt",
        "The overband magnet's belt had slipped off its drum during the afternoon and steel "
        "passed on to Fluxkick. A steel tin lid stuck on the belt over the rotor, heated up in "
        "the field and burnt through the belt. The new belt cost 2,300 euro and the container "
        "line was down for nine hours.")
    ,
    rule("rule-fluxkick-stop-when-magnet-down", "metals-separation",
         ["Fluxkick", "eddy current", "overband magnet", "steel", "magnet belt", "slipping",
          "rotor"], "high", 1, "2026-10-05",
         "Stop the eddy-current separator whenever the magnet is not working",
         "When the overband magnet's belt is stopped or slipping, or its gap has been lifted over "
         "300 mm, do: stop Fluxkick as well until the magnet is right again. Not: keep the "
         "eddy-current running on a stream that still has steel in it. Why: in October a heated "
         "lid burnt through the belt, 2,300 euro and nine hours.")
    ,
    pref("pref-rosalind-metals-value-before-tonnes", "reporting", "metals-separation",
         "2026-09-01",
         "Rosalind wants metals reported by value first, tonnes second",
         "Rosalind wants steel and aluminium figures given as money first, in euro at Vantry's "
         "current price, and the tonnage after it, because metals pay for most of the plant.")
    ,
    env("env-fluxkick-close-splitter-downgrade", "system-state", "metals-separation",
        "Fluxkick's splitter plate is moved closer than 120 mm",
        "aluminium capture hardly improves, but foil trays and cartons are thrown into M2 and "
        "Vantry Metals downgrades the aluminium bales",
        3, 1, "2026-09-29",
        "Three of four splitter trials under 120 mm ended with a Vantry downgrade note; the "
        "fourth was run on a Saturday with little foil in the feed.")
    ,
    # --- 8. QC picking cabin (Pickline) ---
    sem("sem-pickline-qc-cabin", "qc-picking", 0.92, 15, "2026-10-05",
        "Pickline runs the quality-control picking cabin and its rota",
        "The QC cabin has 10 picking stations over four belts, each with a chute to its bunker "
        "and a sharps box. Pickers come from Harbourne Staffing and are booked through the "
        "Pickline app, which also keeps the rota; pickers change station every two hours.")
    ,
    epi("epi-2026-01-19-pickline-needle-stick-station-6", "qc-picking", "incident",
        "2026-01-19",
        "A picker at station 6 was pricked by a syringe",
        "A picker at station 6 on the fibre belt was pricked through her glove by a syringe and "
        "went to hospital for blood tests. The investigation found the sharps box at that "
        "station full and no cut-resistant gloves left in size 9.")
    ,
    rule("rule-pickline-sharps-stop-and-tongs", "qc-picking",
         ["Pickline", "syringe", "needle", "sharps", "picking station", "QC cabin", "tongs",
          "pull cord"], "high", 2, "2026-01-22",
         "Stop the belt and use tongs for any sharps",
         "When a syringe or any sharp item is seen on a belt, do: stop that belt with the pull "
         "cord, lift it with the tongs into the yellow box and record it in Pickline with the "
         "collection round. Not: pick it with a gloved hand or let it go past. Why: a picker was "
         "pricked in January.")
    ,
    pref("pref-rosalind-picker-feedback-face-to-face", "work-style", "qc-picking",
         "2026-03-03",
         "Rosalind wants picker feedback gathered in person, not by app survey",
         "Rosalind wants the shift leads to ask the pickers face to face at the end of shift what "
         "went wrong, rather than through the app's survey, and she reads a short weekly summary "
         "of what they said.")
    ,
    env("env-pickline-short-crew-fibre-contamination", "system-state", "qc-picking",
        "Pickline shows fewer than eight pickers on a day shift",
        "contamination on the fibre belt rises above 5 percent by lunchtime unless the infeed is "
        "slowed to about 18 tonnes an hour",
        6, 1, "2026-11-17",
        "Six of seven short-crewed day shifts since June had fibre samples over 5 percent by "
        "12:30 at full feed.")
    ,
    # --- 9. baler (Bindmaster) ---
    sem("sem-bindmaster-baler", "baler", 0.94, 14, "2026-10-12",
        "Bindmaster bales every material with five wires",
        "Bindmaster is the channel baler: bales of 1.1 by 0.75 m, about 500 kg for fibre and 350 "
        "kg for PET, tied with five strands of 3.1 mm annealed wire. Each material has its own "
        "program on the panel. The store keeps at least 12 coils of wire.")
    ,
    epi("epi-2026-02-25-bindmaster-wrong-program-burst-bales", "baler", "incident",
        "2026-02-25",
        "PET bales burst overnight after being baled on the fibre program",
        "The baler was switched from fibre to PET but left on the fibre program. Overnight the "
        "PET bales sprang their wires in the bale store; 30 bales had to be re-baled and the "
        "next morning's shift was lost to it.")
    ,
    rule("rule-bindmaster-material-change-two-person-check", "baler",
         ["Bindmaster", "baler", "program", "material change", "PET", "fibre", "change sheet",
          "burst bales"], "high", 1, "2026-02-27",
         "Switching materials on the baler needs an empty bunker and a second check",
         "When switching the baler from one material to another, do: run the bunker empty, "
         "select the program and check that the panel shows the new material and its bale "
         "length before the first ram stroke, and have a second person sign the change sheet. "
         "Not: go by the last bale counter. Why: in February 30 PET bales burst overnight.")
    ,
    pref("pref-rosalind-bale-counts-fixed-order", "reporting", "baler", "2026-03-09",
         "Rosalind wants bale counts in the same order every shift",
         "Rosalind wants the bale count and the average bale weight per material for each shift "
         "on one line, always in the order fibre, PET, HDPE, PP, steel, aluminium, even when a "
         "material made no bales.")
    ,
    env("env-bindmaster-hot-oil-light-bales", "system-state", "baler",
        "the baler's hydraulic oil runs above 60 degrees on long PET runs in summer",
        "bale density falls and PET bales come out 30 to 50 kg lighter, under Grisdale's 320 kg "
        "minimum",
        4, 1, "2026-08-24",
        "Four of five hot-oil days logged in July and August gave PET bale averages under 320 "
        "kg.")
    ,
    # --- 10. bale store and offtake (Balebook) ---
    sem("sem-balebook-offtake-portal", "offtake", 0.93, 12, "2026-11-04",
        "Balebook tracks bales in stock and buyers' collections",
        "Every bale gets a Balebook label with material, weight, date and bay. Buyers book their "
        "collections in the portal, 20 to 24 tonnes a load: Tallowmere Paper takes fibre, "
        "Grisdale Polymers the plastics, Vantry Metals the metals. Mirela Castaigne signs off "
        "each load before it leaves.")
    ,
    epi("epi-2026-11-04-balebook-double-booked-pet", "offtake", "incident", "2026-11-04",
        "Two buyers were booked onto the same PET bales",
        "Balebook confirmed the same 22 PET bales to two buyers' bookings. The second lorry left "
        "with half a load and Grisdale Polymers charged a wasted-journey fee of 480 euro.")
    ,
    rule("rule-balebook-ring-mirela-on-reserved-bales", "offtake",
         ["Balebook", "booking", "reserved bales", "double booking", "collection", "stock",
          "Mirela"], "medium", 1, "2026-11-06",
         "Check by phone before confirming bales that may already be promised",
         "When a collection is booked for a material whose bales are already partly reserved, or "
         "the stock shows less weight than the booking, do: ring Mirela before confirming and "
         "tick the bales out in Balebook bay by bay. Not: accept the portal's automatic "
         "confirmation. Why: in November a lorry left half empty and cost 480 euro.")
    ,
    pref("pref-rosalind-claims-with-label-photos", "communication", "offtake", "2026-11-10",
         "Rosalind wants buyers' claims passed on with bale label photos and that day's purity",
         "When a buyer claims or downgrades a load, Rosalind wants it passed to her with photos "
         "of the bale labels and the morning sample purity for the day the bales were made, "
         "before anyone answers the buyer.")
    ,
    env("env-balebook-early-confirm-overbook", "workspace-state-transitions", "offtake",
        "a load is confirmed in Balebook while its bales are still on the baler outfeed",
        "the stock figure runs ahead of the bales really in the store, and the next booking for "
        "that material is overbooked",
        3, 0, "2026-11-23",
        "All three early confirmations found in the November review were followed by an "
        "overbooked load within a week.")
    ,
    # --- 11. fire detection (Heatsentry) ---
    sem("sem-heatsentry-thermal-cameras", "fire-detection", 0.96, 17, "2026-11-09",
        "Heatsentry watches the floor, bale store and residue bunker for hot spots",
        "Heatsentry has 14 thermal cameras over the tipping floor, the bale store and the "
        "residue bunker, and alarms at a hot spot of 70 degrees. Two water cannons over the "
        "tipping floor can be aimed from the control room. The fire brigade's pre-plan is kept "
        "at the gatehouse, and the night guard walks a round every two hours.")
    ,
    epi("epi-2026-07-26-heatsentry-vape-battery-fire", "fire-detection", "incident",
        "2026-07-26",
        "A vape battery set the weekend heap alight at 02:40",
        "At 02:40 on a Sunday a lithium battery in a thrown-away vape set fire to the heap on the "
        "tipping floor. Heatsentry alarmed and the automatic cannon knocked it down, but the "
        "alarm showed only in the empty control room; the guard found it 25 minutes later by "
        "the smoke and the fire brigade came out.")
    ,
    rule("rule-heatsentry-spread-weekend-heaps", "fire-detection",
         ["Heatsentry", "tipping floor", "heap", "weekend", "battery", "lithium", "vape",
          "thermal camera", "guard round"], "high", 1, "2026-07-29",
         "Do not leave a big heap standing over a weekend",
         "When material will sit on the tipping floor for more than 48 hours, such as over a "
         "weekend or a bank holiday, do: spread it thin with the loading shovel and have the "
         "guard scan it with the handheld thermal camera on every round. Not: stack the whole "
         "weekend's tonnage in one heap. Why: in July a battery fire started in such a heap.")
    ,
    pref("pref-rosalind-phone-for-any-fire", "communication", "fire-detection", "2026-07-30",
         "Rosalind wants a phone call for every fire, at any hour",
         "Rosalind wants to be phoned at any hour about any fire, even a small one that is "
         "already out; a text is not enough and waiting until morning is not acceptable.")
    ,
    env("env-heatsentry-roof-sun-false-alarms", "system-state", "fire-detection",
        "afternoon sun heats the bale-store roof on a hot summer day",
        "cameras 9 and 10 give false hot-spot alarms off the roof lights between about 14:00 "
        "and 16:00",
        8, 2, "2026-09-08",
        "Eight of ten sunny days above 27 degrees this summer brought false alarms from cameras "
        "9 and 10 in the early afternoon.")
    ,
    # --- 12. dust extraction (Airclear) ---
    sem("sem-airclear-bag-filter", "dust-extraction", 0.91, 9, "2026-09-21",
        "Airclear extracts dust from the bag opener, trommel and ballistic separator",
        "Airclear is a bag filter of 180 bags with a 75 kW fan, serving hoods over Ripjaw, "
        "Drumsift and Flatlift. Its pressure-difference alarm is set at 1,800 Pa. Dust drops "
        "into big bags under the hopper. Kerridge Occupational Hygiene measures exposure in the "
        "QC cabin once a year.")
    ,
    epi("epi-2026-03-30-airclear-pulse-valve-dust-walkout", "dust-extraction", "incident",
        "2026-03-30",
        "A failed pulse valve filled the QC cabin with dust and the pickers walked out",
        "One of Airclear's pulse-cleaning valves failed and the pressure difference rose to "
        "2,600 Pa without anyone noticing, since the alarm had been muted after a false trip. "
        "Dust spilled into the QC cabin and the pickers refused to work for the afternoon.")
    ,
    rule("rule-airclear-act-on-pressure-rise", "dust-extraction",
         ["Airclear", "dust", "bag filter", "pressure difference", "pulse valve",
          "compressed air", "QC cabin"], "medium", 1, "2026-04-02",
         "Act on a rising filter pressure before it reaches the alarm",
         "When Airclear's pressure difference climbs more than 300 Pa within one shift, do: check "
         "the pulse valves and the air supply to the filter during that shift. Not: wait for the "
         "1,800 Pa alarm. Why: in March a failed valve led to a dusty cabin and a walk-out.")
    ,
    pref("pref-rosalind-share-readings-with-rep-first", "safety", "dust-extraction",
         "2026-04-08",
         "Rosalind wants dust and noise results shown to the pickers' rep the same day",
         "Rosalind wants any dust or noise measurement shared with the pickers' representative "
         "on the day it arrives, in full, before she gets her own summary.")
    ,
    env("env-airclear-full-big-bag-backs-up", "system-state", "dust-extraction",
        "the big bag under Airclear's hopper is left unchanged for more than two shifts",
        "the rotary valve backs up and the pressure difference climbs about 150 Pa an hour until "
        "the QC cabin gets dusty",
        3, 0, "2026-10-20",
        "Three times since April a full big bag was left over a weekend changeover and the trend "
        "showed the same climb.")
    ,
    # --- 13. conveyors (Beltminder) ---
    sem("sem-beltminder-conveyor-monitoring", "conveyors", 0.93, 13, "2026-10-26",
        "Beltminder monitors the conveyor drives and key bearings",
        "Beltminder reads vibration and temperature on all 38 conveyor drives, C01 to C38, and "
        "on six critical bearings every ten minutes, and sends alerts to Ilse's tablet. "
        "Ashgrove Conveyors replaces belts and makes splices under a call-off contract.")
    ,
    epi("epi-2026-10-21-beltminder-c12-edge-tear", "conveyors", "incident", "2026-10-21",
        "The main incline belt C12 tracked off and tore along 30 metres",
        "A seized return roller pulled belt C12, the main infeed incline, off track and tore 30 "
        "metres of its edge. Beltminder had shown the head drive bearing running warm for four "
        "days but nobody opened the trend.")
    ,
    rule("rule-beltminder-walk-belt-on-bearing-rise", "conveyors",
         ["Beltminder", "conveyor", "bearing", "temperature rise", "return roller",
          "tracking", "C12"], "medium", 2, "2026-10-23",
         "Walk the belt the same shift when a bearing warms up",
         "When Beltminder shows a bearing more than 10 degrees above its weekly average, do: walk "
         "that belt with the infrared gun within the shift and check the return rollers as well "
         "as the drive. Not: leave it for the weekly round. Why: in October C12 tore along 30 "
         "metres after four warm days.")
    ,
    pref("pref-rosalind-backlog-by-production-risk", "work-style", "conveyors", "2026-10-28",
         "Rosalind wants maintenance backlogs sorted by risk to production",
         "Rosalind wants any list of outstanding maintenance jobs sorted by how much production "
         "is at risk, biggest first, not by age or by who raised them.")
    ,
    env("env-beltminder-export-shape", "skill-output-shape", "conveyors",
        "Beltminder's weekly export is run for all 38 drives",
        "the CSV comes out at about 40,000 rows and the six old sensors on C01 to C06 report in "
        "Fahrenheit, so those columns need converting before any chart",
        5, 0, "2026-11-30",
        "Every weekly export since the sensors were added has had the same row count range and "
        "the Fahrenheit columns.")
    ,
    # --- 14. glass line at Stainholm (Shardline) ---
    sem("sem-shardline-glass-line", "glass-line", 0.92, 10, "2026-09-30",
        "Shardline at Stainholm cleans glass for Corbell Glassworks",
        "Shardline at Stainholm cleans the fines from Drumsift and the bring-bank glass: a "
        "vibrating screen, an air knife that blows off paper and caps, and a detector that "
        "ejects ceramics, stone and porcelain. The clean cullet goes to Corbell Glassworks. "
        "Trucks carry fines from Marlbeck Fen to Stainholm twice a day.")
    ,
    epi("epi-2026-05-12-shardline-dead-lamp-ceramic-claim", "glass-line", "incident",
        "2026-05-12",
        "A dead lamp in the ceramics detector let 60 tonnes of dirty cullet out",
        "The lamp of Shardline's ceramics detector failed without raising a fault. For two days "
        "almost nothing was ejected, 60 tonnes of cullet with too much ceramic went to Corbell "
        "Glassworks, and their claim came to 3,100 euro.")
    ,
    rule("rule-shardline-test-plate-when-quiet", "glass-line",
         ["Shardline", "ceramics detector", "reject rate", "test plate", "cullet", "Corbell",
          "Stainholm"], "high", 1, "2026-05-15",
         "A detector that rejects very little is suspect, not a sign of clean glass",
         "When Shardline's ceramics reject rate stays under 0.2 percent for an hour, do: run the "
         "test plate of ceramic pieces through and, if any piece is not ejected, stop sending "
         "cullet to the outgoing bay. Not: read a quiet detector as clean glass. Why: in May a "
         "dead lamp let 60 tonnes through and Corbell claimed 3,100 euro.")
    ,
    pref("pref-rosalind-stainholm-figures-by-nine", "reporting", "glass-line", "2026-06-01",
         "Rosalind wants Stainholm's daily figures by 09:00, even on idle days",
         "Rosalind wants Pim Tervoort to send Stainholm's daily figures by 09:00 every working "
         "day, including days when Shardline did not run, so that silence never means nothing "
         "happened.")
    ,
    env("env-shardline-cancelled-truck-fines-full", "workspace-state-transitions",
        "glass-line",
        "the second daily truck from Marlbeck Fen to Stainholm is cancelled",
        "the fines bunker at Marlbeck Fen is full by about 14:00 the next day and Drumsift has "
        "to stop",
        4, 1, "2026-10-14",
        "Four of five cancelled afternoon trucks this year led to a Drumsift stop the next "
        "afternoon; the fifth fell before a bank holiday.")
    ,
    # --- 15. composition audits (Samplewise) ---
    sem("sem-samplewise-composition-audits", "composition-audits", 0.93, 11, "2026-10-07",
        "Samplewise records input audits and output purity samples",
        "Samplewise is the audit app: every quarter each district's input is audited by hand "
        "sorting a 90 kg sample into 17 categories, and each day the outputs are sampled for "
        "purity. Results go to the council contract and to the quarterly waste data return, due "
        "by the 20th of the month after the quarter.")
    ,
    epi("epi-2026-04-14-samplewise-holiday-audit-redone", "composition-audits", "incident",
        "2026-04-14",
        "The first-quarter Fenmoor audit was thrown out and done again",
        "The first-quarter input audit for Fenmoor was taken from a single round in an Easter "
        "week. It showed 31 percent contamination; the council challenged the method and the "
        "audit had to be repeated at a cost of 2,200 euro.")
    ,
    rule("rule-samplewise-spread-audit-samples", "composition-audits",
         ["Samplewise", "composition audit", "input audit", "sample", "round",
          "bank holiday", "district"], "medium", 1, "2026-04-17",
         "Spread an input audit over several rounds and normal weeks",
         "When planning a district's input audit, do: take sub-samples from at least three rounds "
         "on two different weekdays outside holiday weeks, and let the council's officer pick one "
         "of the rounds. Not: take the whole sample from one heap. Why: in April an audit from a "
         "single holiday round was thrown out and cost 2,200 euro to redo.")
    ,
    pref("pref-rosalind-audit-vs-same-quarter-last-year", "reporting", "composition-audits",
         "2026-07-06",
         "Rosalind wants audit results compared with the same quarter a year ago",
         "Rosalind wants each audit result set against the same quarter of the year before, not "
         "against the previous quarter, because the seasons change what people throw out.")
    ,
    env("env-samplewise-report-shape", "skill-output-shape", "composition-audits",
        "Samplewise's quarterly report is exported to PDF",
        "it runs to 26 to 30 pages with one page per category, and the summary table sits on "
        "page 3 rather than the first page",
        4, 0, "2026-10-07",
        "All four quarterly exports since the app was upgraded had this length and layout.")
    ,
    # --- 16. yard vehicles (Yardpulse) ---
    sem("sem-yardpulse-yard-machines", "yard-vehicles", 0.94, 12, "2026-10-15",
        "Yardpulse logs the loading shovels, telehandler and sweeper",
        "Yardpulse telematics sits on the two loading shovels LS1 and LS2, the telehandler TH1 "
        "with its bale clamp, and the yard sweeper. It logs hours, fuel, impacts and the "
        "pre-use checks; an impact over 1.5 g locks the machine until a supervisor code is "
        "entered. Odhran Selkirk holds the codes.")
    ,
    epi("epi-2026-08-28-yardpulse-ls2-bale-stack-collapse", "yard-vehicles", "incident",
        "2026-08-28",
        "LS2 backed into the fibre bale stack and brought it down",
        "LS2 reversed into the fibre bale stack in bay B4 and 14 bales fell into the walkway; "
        "nobody was there. Yardpulse showed that the reversing camera had been reported dirty "
        "in the pre-use check three days running.")
    ,
    rule("rule-yardpulse-park-on-visibility-fault", "yard-vehicles",
         ["Yardpulse", "pre-use check", "reversing camera", "mirror", "beacon",
          "reversing alarm", "LS1", "LS2", "TH1"], "high", 1, "2026-08-31",
         "Park a machine with a visibility fault until it is fixed",
         "When a pre-use check reports a fault on a camera, mirror, beacon or reversing alarm, "
         "do: park the machine until it is fixed or cleaned that shift and tell Odhran. Not: "
         "carry the fault on as a note. Why: in August LS2 backed into a bale stack after three "
         "days of a dirty camera.")
    ,
    pref("pref-rosalind-vehicle-damage-photo-and-cost", "communication", "yard-vehicles",
         "2026-09-02",
         "Rosalind wants vehicle damage reported with a photo and a cost guess",
         "Rosalind wants any damage to a yard machine or to the building reported with a photo "
         "and a rough cost, never just described as minor damage.")
    ,
    env("env-yardpulse-peak-hours-service-lockout", "system-state", "yard-vehicles",
        "LS1 works more than nine hours a day through the post-Christmas peak",
        "its 500-hour service falls due about a week early and Yardpulse locks it out at 510 "
        "hours if the service is not logged",
        2, 0, "2026-01-26",
        "Both of the last two January peaks ended with LS1 locked out before the service had "
        "been booked.")
    ,
    # --- 17. isolation permits (Isolock) ---
    sem("sem-isolock-isolation-permits", "lockout", 0.96, 20, "2026-11-18",
        "Isolock issues the isolation permits",
        "Isolock issues a permit for every entry into a machine or onto a belt. Each person has "
        "their own padlocks, red for maintenance and blue for cleaners; there are 62 isolation "
        "points. The permit lists the isolators and the stored energy (the hydraulics on the "
        "baler and Ripjaw). Nkemdirim Hale audits the permits every month.")
    ,
    epi("epi-2026-05-29-isolock-flatlift-paddles-moved", "lockout", "near-miss", "2026-05-29",
        "Flatlift's paddles moved while a fitter was reaching under them",
        "A fitter reached under Flatlift's paddles to clear a jam with the crank stopped at the "
        "local button but not isolated. The control room restarted the line, the paddles moved "
        "about 10 cm and he pulled his arm out unhurt.")
    ,
    rule("rule-isolock-permit-lock-and-try", "lockout",
         ["Isolock", "isolation", "permit", "padlock", "reach in", "jam", "local stop",
          "try start"], "high", 1, "2026-06-01",
         "Permit, own padlock and a start test before reaching into any machine",
         "When anyone needs to reach into or under a machine, even for a moment, do: take a "
         "permit in Isolock, lock the isolator with your own padlock and press start to prove it "
         "is dead before going in. Not: rely on the local stop button or the control room's "
         "word. Why: in May Flatlift's paddles moved with a fitter's arm under them.")
    ,
    pref("pref-rosalind-near-miss-name-the-stopper", "safety", "lockout", "2026-06-03",
         "Rosalind wants near-misses written up within the shift, crediting who stopped the job",
         "Rosalind wants every near-miss written up before the end of the shift it happened in, "
         "and the write-up should name and thank whoever stopped the job, not only describe what "
         "went wrong.")
    ,
    env("env-isolock-second-padlock-wont-start", "workspace-state-transitions", "lockout",
        "a permit is closed in Isolock while another person's padlock is still on the isolator",
        "SCADA shows the machine ready but it will not start, and the control room usually calls "
        "maintenance thinking a drive has failed",
        5, 0, "2026-11-02",
        "Five call-outs this year for a drive that would not start turned out to be a padlock "
        "left on after the permit was closed.")
    ,
    # --- 18. alarm router (Plantcall) ---
    sem("sem-plantcall-alarm-routing", "alarm-router", 0.95, 14, "2026-11-23",
        "Plantcall sends SCADA alarms to the right phones",
        "Plantcall routes SCADA alarms: on day shifts to the shift lead's handset, at night and at "
        "weekends to the on-call engineer, and fire alarms to the guard, the on-call engineer "
        "and Rosalind together. An alarm not acknowledged in 10 minutes escalates to the next "
        "name. Sorrel Pennington keeps the on-call rota in it.")
    ,
    epi("epi-2026-09-27-plantcall-swap-not-entered", "alarm-router", "incident", "2026-09-27",
        "An on-call swap made only on paper left a baler oil leak unanswered",
        "Two engineers swapped a weekend on the paper rota but not in Plantcall, which kept "
        "paging Ilse while she was abroad. A hydraulic leak alarm on the baler went unanswered "
        "for three hours and 400 litres of oil ended on the floor.")
    ,
    rule("rule-plantcall-enter-swaps-and-test-page", "alarm-router",
         ["Plantcall", "on-call", "rota", "swap", "pager", "test page", "escalation"],
         "high", 1, "2026-09-30",
         "Enter on-call swaps in Plantcall and send a test page",
         "When on-call engineers swap a shift, do: change it in Plantcall itself and send a test "
         "page to the phone that will be on call. Not: only write it on the rota board. Why: in "
         "September an alarm went to someone abroad and a leak ran for three hours.")
    ,
    pref("pref-rosalind-alarm-text-machine-first", "communication", "alarm-router",
         "2026-10-01",
         "Rosalind wants alarm messages to start with the machine's name",
         "Rosalind wants every alarm message to start with the machine's plain name, then what "
         "happened in words, with no alarm codes or tag numbers.")
    ,
    env("env-plantcall-patch-night-replay", "system-state", "alarm-router",
        "the SCADA server restarts for its monthly updates on the second Tuesday night",
        "Plantcall re-sends every standing alarm as new at about 03:10, so the on-call engineer "
        "gets 15 to 25 pages that are not real",
        6, 0, "2026-11-11",
        "Each of the six update nights since June produced a burst of replayed pages just "
        "after 03:00.")
    ,
    # --- extra: how Rosalind reacts ---
    env("env-rosalind-long-email-call-me", "principal-response", "reporting",
        "Rosalind receives an email longer than about ten lines",
        "she answers only 'call me' and does not read past the first paragraph, so the decision "
        "she is asked for has to be in the first line",
        9, 1, "2026-11-27",
        "Nine of ten long emails sent to her since August got a call-me reply or none; the "
        "tenth was a contract draft she had asked for.")
    ,
    env("env-rosalind-friday-changes-to-monday", "principal-response", "work-style",
        "a request to change sorting settings or the shift pattern reaches Rosalind on a Friday "
        "after 14:00",
        "she puts it off to Monday's production meeting rather than deciding it",
        6, 1, "2026-11-20",
        "Six of seven late Friday change requests this autumn were moved to the Monday "
        "meeting.")
    ,
    env("env-rosalind-asks-tonnes-and-cost", "principal-response", "reporting",
        "a problem is put to Rosalind without saying how many tonnes it affects",
        "her first question is how many tonnes and what it costs per tonne, and she decides "
        "nothing until she has both",
        11, 1, "2026-12-01",
        "Eleven of twelve problems raised in meetings without tonnages drew the same question "
        "first.")
    ,
]

BLIND29_TASKS: list[dict[str, Any]] = [
    # the two sites and the team
    task("b29-t001", "who do I talk to about selling bales, and who's our quality person?",
         [S], ["sem-kestrowe-sites-and-team"]),
    task("b29-t002", "À quelle distance se trouve le site de Stainholm et qui le dirige ?",  # fr
         [S], ["sem-kestrowe-sites-and-team"]),
    # weighbridge
    task("b29-t003", "Qui a le droit d'annuler un ticket de pesée au poste d'entrée ?",  # fr
         [S],
         ["sem-tonnmark-weighbridges"]),
    task("b29-t004", "why did we have to give Fenmoor money back in the spring?", [E],
         ["epi-2026-03-17-tonnmark-stale-tare-overbilled"]),
    task("b29-t005", "FD-31 just got a new hydraulic lifter fitted at the depot and is on its "
         "way in with a full load", [P], ["rule-tonnmark-fresh-tare-after-workshop"]),
    task("b29-t006", "Das Müllfahrzeug FD-12 kommt gerade aus der Werkstatt zurück, neuer "  # de
         "Aufbau. Was muss ich an der Waage vorher machen?", [P],
         ["rule-tonnmark-fresh-tare-after-workshop"]),
    task("b29-t007", "draft the monthly delivered-weight summary for Rosalind", [U],
         ["pref-rosalind-tonnage-two-decimals-by-district"]),
    task("b29-t008", "minus four overnight and clear skies, will the inbound scale be off this "
         "morning?", [V], ["env-tonnmark-frost-zero-drift"]),
    task("b29-t009", "Hoje de manhã está a geada: os primeiros talões da báscula de entrada "  # pt
         "vão sair certos?", [V], ["env-tonnmark-frost-zero-drift"]),
    # tipping floor
    task("b29-t010", "how long do we keep the pictures of tipped loads?", [S],
         ["sem-tipwatch-load-grading"]),
    task("b29-t011", "what happened with the Hollins round rejection in June?", [E],
         ["epi-2026-06-04-tipwatch-t3-camera-disputed-rejection"]),
    task("b29-t012", "load in bay T2 is about 40% garden waste and nappies, I'm about to mark "
         "it down", [P], ["rule-tipwatch-check-frame-before-grade-c"]),
    task("b29-t013", "Carico pessimo in baia T4, pieno di sacchi neri con rifiuti misti. "  # it
         "Cosa faccio prima di classificarlo?", [P],
         ["rule-tipwatch-check-frame-before-grade-c"]),
    task("b29-t014", "write the notice to Fenmoor about this morning's contaminated load", [U],
         ["pref-rosalind-reads-rejection-notices-first"]),
    task("b29-t015", "Redacta el aviso de rechazo para el distrito por la carga de esta "  # es
         "mañana", [U], ["pref-rosalind-reads-rejection-notices-first"]),
    task("b29-t016", "we just sent a grade C to the council, what comes next from their side?",
         [V], ["env-tipwatch-grade-c-council-calls"]),
    # bag opener
    task("b29-t017", "what speed range can the bag splitter drum be set to?", [S],
         ["sem-ripjaw-bag-opener"]),
    task("b29-t018", "why was the Saturday shift extended back in April?", [E],
         ["epi-2026-04-22-ripjaw-netting-wrap-stall"]),
    task("b29-t019", "¿Qué pasó con el abridor de bolsas aquel miércoles de abril?", [E],  # es
         ["epi-2026-04-22-ripjaw-netting-wrap-stall"]),
    task("b29-t020", "there's a long green garden hose coming up the feed conveyor", [P],
         ["rule-ripjaw-pull-long-items-off-infeed"]),
    task("b29-t021", "Auf dem Zulaufband liegt ein langes Seil, das gleich in die "  # de
         "Sacköffner-Trommel läuft", [P], ["rule-ripjaw-pull-long-items-off-infeed"]),
    task("b29-t022", "main line has been stopped for half an hour, let the boss know", [U],
         ["pref-rosalind-text-line-stops-over-20-min"]),
    task("b29-t023", "the teeth on the splitter are at 810 hours, what will the pickers see?",
         [V], ["env-ripjaw-worn-teeth-whole-bags"]),
    # trommel
    task("b29-t024", "what size are the holes in the first part of the drum screen?", [S],
         ["sem-drumsift-trommel"]),
    task("b29-t025", "how did paper end up in the landfill residue in August?", [E],
         ["epi-2026-08-12-drumsift-blinded-paper-to-landfill"]),
    task("b29-t026", "it's been pouring on every round since Monday and the loads are "
         "soaked", [P], ["rule-drumsift-wet-collections-slow-and-brush"]),
    task("b29-t027", "Il pleut depuis trois jours sur les tournées, les bacs arrivent "  # fr
         "trempés. Comment régler le crible rotatif ?", [P],
         ["rule-drumsift-wet-collections-slow-and-brush"]),
    task("b29-t028", "Junta os números do aterro desta semana para a Rosalind", [U],  # pt
         ["pref-rosalind-weekly-residue-table"]),
    task("b29-t029", "nobody touched the brushes after this morning's wet loads, what will the "
         "drum be like by three o'clock?", [V],
         ["env-drumsift-unbrushed-afternoon-paper-loss"]),
    task("b29-t030", "Se ninguém ajustar as escovas do trommel depois de uma manhã de chuva, "  # pt
         "o que acontece à tarde?", [V], ["env-drumsift-unbrushed-afternoon-paper-loss"]),
    # ballistic separator
    task("b29-t031", "how many paddles does the ballistic have and what angle is it normally "
         "at?", [S], ["sem-flatlift-ballistic-separator"]),
    task("b29-t032", "Wohin gehen Flaschen und Dosen am ballistischen Separator, und wohin "  # de
         "Papier und Folie?", [S], ["sem-flatlift-ballistic-separator"]),
    task("b29-t033", "why did Tallowmere charge us nearly two thousand euro in the summer?",
         [E], ["epi-2026-07-08-flatlift-flat-pet-in-fibre"]),
    task("b29-t034", "the new Fenmoor compactors are squashing every bottle flat, lots of them "
         "on the container side", [P], ["rule-flatlift-raise-incline-for-crushed-bottles"]),
    task("b29-t035", "Le bottiglie arrivano tutte schiacciate dai camion nuovi e finiscono "  # it
         "con la carta. Cosa cambio sul separatore balistico?", [P],
         ["rule-flatlift-raise-incline-for-crushed-bottles"]),
    task("b29-t036", "I've moved the ballistic up two degrees, anything I need to do about "
         "it?", [U], ["pref-rosalind-settings-changes-in-shift-log"]),
    task("b29-t037", "if we run the ballistic at 22 degrees what do we lose?", [V],
         ["env-flatlift-steep-loses-cartons"]),
    # optical sorters
    task("b29-t038", "which optical unit handles HDPE, and who fixes them when they break?",
         [S], ["sem-spectrapick-optical-sorters"]),
    task("b29-t039", "why did Grisdale reject the PET in September?", [E],
         ["epi-2026-09-15-spectrapick-os1-lost-recipe"]),
    task("b29-t040", "Pellow's engineer is coming tomorrow to put new software on OS3", [P],
         ["rule-spectrapick-export-recipe-and-test-pack"]),
    task("b29-t041", "El técnico de Pellow va a cambiar la cámara del OS2 esta tarde. ¿Qué "  # es
         "hago antes y después?", [P], ["rule-spectrapick-export-recipe-and-test-pack"]),
    task("b29-t042", "send Rosalind today's plastics quality numbers", [U],
         ["pref-rosalind-purity-row-per-sorter"]),
    task("b29-t043", "compressor two is being serviced on Thursday, how will the PET line "
         "cope?", [V], ["env-spectrapick-one-compressor-purity-drop"]),
    task("b29-t044", "Am Donnerstag läuft nur ein Kompressor. Was passiert mit der Reinheit "  # de
         "beim PET?", [V], ["env-spectrapick-one-compressor-purity-drop"]),
    # metals
    task("b29-t045", "where do the aluminium cans end up and at what gap is the splitter?",
         [S], ["sem-fluxkick-metals-separation"]),
    task("b29-t046", "what burnt the eddy current belt in October?", [E],
         ["epi-2026-10-02-fluxkick-hot-lid-burnt-belt"]),
    task("b29-t047", "the belt on the magnet over the container line has come off its drum",
         [P], ["rule-fluxkick-stop-when-magnet-down"]),
    task("b29-t048", "La bande de l'aimant au-dessus de la ligne des contenants patine. Je "  # fr
         "laisse tourner le séparateur à courants de Foucault ?", [P],
         ["rule-fluxkick-stop-when-magnet-down"]),
    task("b29-t049", "write up the cans figures for this month's report to Rosalind", [U],
         ["pref-rosalind-metals-value-before-tonnes"]),
    task("b29-t050", "Prepara para a Rosalind o resumo mensal do aço e do alumínio", [U],  # pt
         ["pref-rosalind-metals-value-before-tonnes"]),
    task("b29-t051", "can I push the aluminium splitter in to 110 to catch more cans?", [V],
         ["env-fluxkick-close-splitter-downgrade"]),
    # QC picking cabin
    task("b29-t052", "how often do the pickers swap places, and who supplies them?", [S],
         ["sem-pickline-qc-cabin"]),
    task("b29-t053", "what happened to the picker who got hurt sorting paper in January?", [E],
         ["epi-2026-01-19-pickline-needle-stick-station-6"]),
    task("b29-t054", "Cosa è successo alla postazione 6 in gennaio?", [E],  # it
         ["epi-2026-01-19-pickline-needle-stick-station-6"]),
    task("b29-t055", "there's a needle coming along on belt 3 right now", [P],
         ["rule-pickline-sharps-stop-and-tongs"]),
    task("b29-t056", "Um apanhador viu uma seringa na passadeira do papel. O que deve "  # pt
         "fazer?", [P], ["rule-pickline-sharps-stop-and-tongs"]),
    task("b29-t057", "set up a way to collect what the pickers think of the new rota", [U],
         ["pref-rosalind-picker-feedback-face-to-face"]),
    task("b29-t058", "only six pickers turned up for days, will the paper stay in spec?", [V],
         ["env-pickline-short-crew-fibre-contamination"]),
    # baler
    task("b29-t059", "how thick is the baling wire and how many coils should be in stock?",
         [S], ["sem-bindmaster-baler"]),
    task("b29-t060", "why did we lose a morning re-baling PET in February?", [E],
         ["epi-2026-02-25-bindmaster-wrong-program-burst-bales"]),
    task("b29-t061", "we're going over from cardboard to HDPE on the baler after break", [P],
         ["rule-bindmaster-material-change-two-person-check"]),
    task("b29-t062", "Nach der Pause stellen wir die Ballenpresse von Papier auf PP um. Worauf "  # de
         "muss ich achten?", [P], ["rule-bindmaster-material-change-two-person-check"]),
    task("b29-t063", "give me the end of shift bale numbers for Rosalind", [U],
         ["pref-rosalind-bale-counts-fixed-order"]),
    task("b29-t064", "it's 31 degrees and we're on PET all afternoon, will the bales make "
         "weight?", [V], ["env-bindmaster-hot-oil-light-bales"]),
    task("b29-t065", "Hace mucho calor y llevamos toda la tarde con PET. ¿Saldrán las balas "  # es
         "con el peso?", [V], ["env-bindmaster-hot-oil-light-bales"]),
    # offtake
    task("b29-t066", "who takes our plastics and how big is a typical load?", [S],
         ["sem-balebook-offtake-portal"]),
    task("b29-t067", "why did a Grisdale lorry go home half empty?", [E],
         ["epi-2026-11-04-balebook-double-booked-pet"]),
    task("b29-t068", "Vantry just booked 22 t of aluminium for Friday but some of those bales "
         "are already down for another lorry", [P],
         ["rule-balebook-ring-mirela-on-reserved-bales"]),
    task("b29-t069", "Un acheteur réserve 24 tonnes de PEHD mais le stock n'en montre que "  # fr
         "18. Je confirme ?", [P], ["rule-balebook-ring-mirela-on-reserved-bales"]),
    task("b29-t070", "Tallowmere are claiming on Tuesday's paper load, forward it up", [U],
         ["pref-rosalind-claims-with-label-photos"]),
    task("b29-t071", "if I confirm the Grisdale lorry now while the bales are still coming "
         "off the baler, any knock-on?", [V], ["env-balebook-early-confirm-overbook"]),
    task("b29-t072", "Se confermo il carico prima che le balle arrivino in magazzino, cosa "  # it
         "succede alle prenotazioni dopo?", [V], ["env-balebook-early-confirm-overbook"]),
    # fire detection
    task("b29-t073", "at what temperature do the thermal cameras go off, and who aims the "
         "cannons?", [S], ["sem-heatsentry-thermal-cameras"]),
    task("b29-t074", "what happened in the tipping hall that Sunday night in July?", [E],
         ["epi-2026-07-26-heatsentry-vape-battery-fire"]),
    task("b29-t075", "it's a bank holiday weekend and we'll have three days of tonnage sitting "
         "inside", [P], ["rule-heatsentry-spread-weekend-heaps"]),
    task("b29-t076", "É fim de semana prolongado e o material fica três dias no chão de "  # pt
         "descarga. Como o deixamos?", [P], ["rule-heatsentry-spread-weekend-heaps"]),
    task("b29-t077", "small smouldering patch in bay T1, we've put it out, it's 1 am, do I "
         "tell Rosalind now or leave it?", [U], ["pref-rosalind-phone-for-any-fire"]),
    task("b29-t078", "Kleiner Brand im Ballenlager, schon gelöscht, es ist Mitternacht. Soll "  # de
         "ich Rosalind schreiben?", [U], ["pref-rosalind-phone-for-any-fire"]),
    task("b29-t079", "hot afternoon again, should I expect camera 9 to start shouting?", [V],
         ["env-heatsentry-roof-sun-false-alarms"]),
    # dust extraction
    task("b29-t080", "what sets off the dust filter alarm and who does our yearly hygiene "
         "survey?", [S], ["sem-airclear-bag-filter"]),
    task("b29-t081", "why did the pickers down tools in March?", [E],
         ["epi-2026-03-30-airclear-pulse-valve-dust-walkout"]),
    task("b29-t082", "¿Por qué se llenó de polvo la cabina de triaje en marzo?", [E],  # es
         ["epi-2026-03-30-airclear-pulse-valve-dust-walkout"]),
    task("b29-t083", "filter dP went from 1,100 to 1,450 since 6 this morning", [P],
         ["rule-airclear-act-on-pressure-rise"]),
    task("b29-t084", "La differenza di pressione del filtro a maniche è salita di 400 Pa in "  # it
         "questo turno", [P], ["rule-airclear-act-on-pressure-rise"]),
    task("b29-t085", "the noise survey results just came in, what should I do with them?",
         [U], ["pref-rosalind-share-readings-with-rep-first"]),
    task("b29-t086", "nobody swapped the dust bag under the filter since Friday, what will "
         "happen on Monday?", [V], ["env-airclear-full-big-bag-backs-up"]),
    # conveyors
    task("b29-t087", "how often does the conveyor monitoring take a reading?", [S],
         ["sem-beltminder-conveyor-monitoring"]),
    task("b29-t088", "what tore the infeed incline in October?", [E],
         ["epi-2026-10-21-beltminder-c12-edge-tear"]),
    task("b29-t089", "the tail bearing on C20 is 14 degrees warmer than last week", [P],
         ["rule-beltminder-walk-belt-on-bearing-rise"]),
    task("b29-t090", "Le palier du convoyeur C07 chauffe de 12 degrés de plus que "  # fr
         "d'habitude. Ça peut attendre la ronde de vendredi ?", [P],
         ["rule-beltminder-walk-belt-on-bearing-rise"]),
    task("b29-t091", "make a list of the open maintenance jobs for the Monday meeting", [U],
         ["pref-rosalind-backlog-by-production-risk"]),
    task("b29-t092", "I'm pulling the full weekly drive data to chart temperatures, anything "
         "odd about the file?", [V], ["env-beltminder-export-shape"]),
    task("b29-t093", "Vou exportar os dados semanais de todos os tambores dos "  # pt
         "transportadores. Que formato vou receber?", [V], ["env-beltminder-export-shape"]),
    # glass line
    task("b29-t094", "where does the clean glass go and how often do we truck fines down?",
         [S], ["sem-shardline-glass-line"]),
    task("b29-t095", "Qué separa la línea de vidrio de Stainholm y a quién vendemos el "  # es
         "calcín?", [S], ["sem-shardline-glass-line"]),
    task("b29-t096", "what was the Corbell claim in May about?", [E],
         ["epi-2026-05-12-shardline-dead-lamp-ceramic-claim"]),
    task("b29-t097", "the stone and porcelain ejector at Stainholm has hardly fired all "
         "morning, glass looks great", [P], ["rule-shardline-test-plate-when-quiet"]),
    task("b29-t098", "Der Keramikabscheider in Stainholm wirft seit einer Stunde fast nichts "  # de
         "aus. Ist das Glas einfach sauber?", [P], ["rule-shardline-test-plate-when-quiet"]),
    task("b29-t099", "Shardline was idle today for a motor swap, does Pim still need to report "
         "anything?", [U], ["pref-rosalind-stainholm-figures-by-nine"]),
    task("b29-t100", "the afternoon fines run down to Stainholm has been called off, what "
         "does that do to us tomorrow?", [V], ["env-shardline-cancelled-truck-fines-full"]),
    # composition audits
    task("b29-t101", "how big is the sample for an input audit and when is the data return "
         "due?", [S], ["sem-samplewise-composition-audits"]),
    task("b29-t102", "why did we pay to redo the Fenmoor audit?", [E],
         ["epi-2026-04-14-samplewise-holiday-audit-redone"]),
    task("b29-t103", "plan the Q1 audit for the second district, I was thinking of doing it "
         "all from Monday's Eastgate round", [P], ["rule-samplewise-spread-audit-samples"]),
    task("b29-t104", "chart the Q3 contamination results for Rosalind", [U],
         ["pref-rosalind-audit-vs-same-quarter-last-year"]),
    task("b29-t105", "Prépare pour Rosalind la comparaison des résultats d'audit du "  # fr
         "trimestre", [U], ["pref-rosalind-audit-vs-same-quarter-last-year"]),
    task("b29-t106", "I'll export the quarterly report from the audit app, where's the "
         "summary going to be?", [V], ["env-samplewise-report-shape"]),
    task("b29-t107", "Esporto il rapporto trimestrale di Samplewise in PDF: quante pagine "  # it
         "saranno e dove trovo la tabella riassuntiva?", [V], ["env-samplewise-report-shape"]),
    # yard vehicles
    task("b29-t108", "what happens when a shovel bumps into something hard, and who can "
         "unlock it?", [S], ["sem-yardpulse-yard-machines"]),
    task("b29-t109", "why did bales fall into the walkway in bay B4?", [E],
         ["epi-2026-08-28-yardpulse-ls2-bale-stack-collapse"]),
    task("b29-t110", "Che cosa è successo con la pala LS2 ad agosto?", [E],  # it
         ["epi-2026-08-28-yardpulse-ls2-bale-stack-collapse"]),
    task("b29-t111", "TH1's beeper isn't working when reversing, driver says he'll be careful",
         [P], ["rule-yardpulse-park-on-visibility-fault"]),
    task("b29-t112", "LS1 clipped the door frame, just a dent, write it up for Rosalind", [U],
         ["pref-rosalind-vehicle-damage-photo-and-cost"]),
    task("b29-t113", "LS1 is doing ten-hour days all through January, is its service going "
         "to catch us out?", [V], ["env-yardpulse-peak-hours-service-lockout"]),
    task("b29-t114", "A pá LS1 vai trabalhar dez horas por dia em janeiro. Vai bloquear "  # pt
         "antes da revisão?", [V], ["env-yardpulse-peak-hours-service-lockout"]),
    # lockout
    task("b29-t115", "what colour locks do the cleaners use and how many isolation points are "
         "there?", [S], ["sem-isolock-isolation-permits"]),
    task("b29-t116", "tell me about the close call under the ballistic in May", [E],
         ["epi-2026-05-29-isolock-flatlift-paddles-moved"]),
    task("b29-t117", "a bottle's wedged under the ballistic, I'll just hit the local stop and "
         "grab it", [P], ["rule-isolock-permit-lock-and-try"]),
    task("b29-t118", "write up today's near-miss at the baler", [U],
         ["pref-rosalind-near-miss-name-the-stopper"]),
    task("b29-t119", "Escribe el informe del casi-accidente de esta tarde en el abridor de "  # es
         "bolsas", [U], ["pref-rosalind-near-miss-name-the-stopper"]),
    task("b29-t120", "the permit on C15 is closed but the conveyor won't run and SCADA says "
         "ready, drive fault?", [V], ["env-isolock-second-padlock-wont-start"]),
    task("b29-t121", "Die Freigabe für C22 ist geschlossen, SCADA zeigt bereit, aber das Band "  # de
         "läuft nicht an. Woran liegt das meistens?", [V],
         ["env-isolock-second-padlock-wont-start"]),
    # alarm router
    task("b29-t122", "who gets paged for a fire alarm at the weekend?", [S],
         ["sem-plantcall-alarm-routing"]),
    task("b29-t123", "Au bout de combien de minutes une alarme non acquittée passe-t-elle à "  # fr
         "la personne suivante ?", [S], ["sem-plantcall-alarm-routing"]),
    task("b29-t124", "how did the baler lose all that hydraulic oil onto the floor in September?", [E],
         ["epi-2026-09-27-plantcall-swap-not-entered"]),
    task("b29-t125", "Ilse and I are trading next weekend's standby, I've put it on the "
         "board", [P], ["rule-plantcall-enter-swaps-and-test-page"]),
    task("b29-t126", "rewrite the text of the pages the SCADA sends out", [U],
         ["pref-rosalind-alarm-text-machine-first"]),
    task("b29-t127", "I'm on call this second Tuesday, should I expect a noisy night?", [V],
         ["env-plantcall-patch-night-replay"]),
    # how Rosalind reacts
    task("b29-t128", "I've written Rosalind a two-page email on the baler options, will she "
         "read it?", [V], ["env-rosalind-long-email-call-me"]),
    task("b29-t129", "it's Friday at 15:30, I want to ask Rosalind to move to a four-day "
         "shift pattern, will she say yes today?", [V],
         ["env-rosalind-friday-changes-to-monday"]),
    task("b29-t130", "Voy a contarle a Rosalind que el trommel pierde papel, ¿qué me va a "  # es
         "preguntar primero?", [V], ["env-rosalind-asks-tonnes-and-cost"]),
]

BLIND29_NO_MEMORY_REQUESTS: list[tuple[str, str]] = [
    ("b29-n01", "how many strings does a standard cello have?"),
    ("b29-n02", "write a two-line poem about a heron standing in fog"),
    ("b29-n03", "what's the difference between a crocodile and an alligator?"),
    ("b29-n05", "suggest a name for a grey kitten"),
    ("b29-n06", "which planet has the longest day?"),
    ("b29-n07", "give me a quick recipe for a lentil soup"),
    ("b29-n08", "what does the Python walrus operator do?"),
    ("b29-n09", "Wie viele Knochen hat ein erwachsener Mensch?"),  # de
    ("b29-n10", "Quel est le plus long fleuve d'Afrique ?"),  # fr
    ("b29-n11", "¿Cómo se dice 'mariposa' en inglés?"),  # es
    ("b29-n12", "Raccontami una barzelletta breve sui pinguini"),  # it
]
