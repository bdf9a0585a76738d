"""A twenty-sixth workspace and its tasks: a family dairy farm milked by robots, its milking,
milk cooling, milk collection, herd, feeding, housing, manure, water, energy and night-alarm
systems, written by hand from the record format alone and never fitted on.

The store is the memory of the herd and technology team of Hollowbeck Farm (an invented dairy
farm at the invented village of Wrenstock, milking 300 cows with five robots in its main barn,
with 140 heifers and dry cows at the Cotter's Lane unit): the Lactivo milking boxes, the Chillvat
bulk milk tanks, the Churnlink collection and milk-quality portal of the buying dairy, the
Heatwise activity collars, the Calfmate calf feeder, the Nudgebot feed pusher, the Rationkit
mixer-wagon loading scale, the Scrapeline alley scrapers, the Slurrywatch lagoon sensor, the
Breezewall curtains and fans, the Hoofguard footbath, the Herdbook herd records and milk
withdrawal, the Troughsense water meters and borehole, the Methavale slurry digester and gas
engine, the Sunpad solar, battery and standby generator, the Sortgate selection gate, the
Calvecam calving cameras and the Nightcall alarm router; and of its principal (Ingrid
Hallowmere, owner and manager). Other invented names: Tobias Quenby (herd manager), Ama
Kettleworth (robot and machinery technician), Liesel Okonjo-Barr (calves), Sefton Ruddle (night
relief), Wendell Abara (office), Orla Fenwright (nutritionist), Orrin Slade (contractor),
Dr Perpetua Vane (vet), Brackwater Dairies (the milk buyer), Pellmann Agritech (robot service),
Frostock Refrigeration, Marlow Agri and Kessler Gas Engines; pens, boxes, amounts and dates are
invented too.

Eighteen themes hold one record in each tier about the same system (a fact, an incident, a
lesson, a preference of Ingrid and a prediction), so a request's words say what it is about and
mostly only its shape says which kind of memory answers it. Three more records: a fact about the
two sites and the team, and two predictions of how Ingrid reacts (to a non-urgent message after
21:00, and to a report longer than a page). Lessons carry a trigger list of entities and
situation words and a "When ..., do: ... Not: ... Why:" body; predictions carry a condition and a
prediction, in the SPEC's sub-buckets system-state (8), workspace-state-transitions (6),
skill-output-shape (4) and principal-response (2). One episodic record has the event type
near-miss (a scraper run by hand stopping short of a lying cow), the others incident.

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
earlier workspace was a farm with livestock; one earlier learning set had a small shell toolkit
of a dairy cooperative's tank temperatures, a different kind of set). The signatures of the
record and task constructors were inferred from those first records, not read from their module
(the prediction constructor takes nine positional arguments, as in the example: id, sub-bucket,
topic, condition, prediction, hits, misses, date last confirmed and evidence text; lessons use
only the severities seen there, "high" and "medium"), and this file was never imported or run
against recall: the only checks were a parse of it as Python and a small script of the writer's
that walks its syntax tree (without executing it) to check that every gold id exists and has the
task's tier, that every record is used, the counts, and the longest run of words a request
shares with its record (three at most, counted over the record's title, body, triggers,
condition, prediction and evidence). Every system, company, person, place and number is
invented; nothing was copied from a public text.

Requests are typed the way a herd manager, a relief milker, a calf rearer, a robot technician,
the office or a coding agent would type them (imperatives, "what happened", "why did", "will X
if", "can I ...?", terse situations); non-English requests are marked by a trailing comment.
Hard families on purpose: an imperative whose needed memory is how Ingrid wants that kind of
work done (personalized), a question about how a system or Ingrid will react
(environment-dynamics), "who can" / "which" / "how often" about a fact (semantic), the
situation a lesson is for told without the lesson's words (procedural), and "what happened" /
"why did" (episodic). Some requests touch a second record more weakly (a lesson and the
incident behind it, a lesson and the prediction about the same step); the gold is the one record
that answers the request as asked. The writer hesitated most over b26-t010 (a night worker with
a new mobile: gold is the tank controller's test-alarm lesson, though the night-phone handover
lesson is near), b26-t080 (a cow just treated at 2am heading back to the robots: gold is the
lesson to enter the treatment before release, though the prediction about the divert flag's
sync gap is near, and it is the gold of b26-t082), b26-t053 and b26-t056 (a scraper near-miss
this morning: gold is Ingrid's wish for the near-miss form, though the manual-pass lesson is
near), b26-t103 (a power cut with the generator running: gold is her wish to be phoned within
ten minutes, though the power fact says what the generator carries), b26-t012 (a hot afternoon
and the milk cooling: gold is the slow-cooling prediction, though her wish for a hot-day text is
near) and b26-t129 (a straw question at 22:00: gold is the late-message prediction, no
preference says the same).
BLIND26_NO_MEMORY_REQUESTS lists requests that no record in this store answers (general
knowledge or small talk), as plain (id, text) pairs outside the task constructor, for a caller
that wants to measure abstention. Report it in aggregate; do not tune on it.
"""
from __future__ import annotations

from typing import Any

from benchmarks.retrieval.dataset import E, P, S, U, V, env, epi, pref, rule, sem, task

BLIND26_RECORDS: list[dict[str, Any]] = [
    # --- 1. milking robots (Lactivo) ---
    sem("sem-lactivo-milking-boxes", "milking-robots", 0.94, 18, "2026-10-05",
        "Lactivo runs the five milking boxes in the main barn at Hollowbeck",
        "Lactivo is the milking system of the main barn: five robot boxes (R1 to R5), each serving "
        "about 60 cows. It grants milking permission per cow from the interval since her last "
        "milking (at least 6 hours, 8 in late lactation). Only Ama Kettleworth and the Pellmann "
        "Agritech engineers may change teat-position coordinates or liner settings; herd staff can "
        "only block or release a cow. Each box runs its own rinse at 04:00 and 16:00.")
    ,
    epi("epi-2026-02-09-r3-cups-dropped-all-night", "milking-robots", "incident", "2026-02-09",
        "Box R3 kept dropping its cups for a whole night after its laser lens fogged",
        "On 9 February a dirty laser lens left box R3 unable to find teats; it attached and kicked "
        "off the cups again and again between 01:00 and 05:30. Forty-one cows went past 14 hours "
        "unmilked and three developed clinical mastitis that week.")
    ,
    rule("rule-lactivo-clean-laser-on-attach-failures", "milking-robots",
         ["Lactivo", "failed attach", "laser", "lens", "incomplete milking", "overdue cows",
          "milking box"], "high", 2, "2026-02-11",
         "Clean the laser and read the overdue list when one box's attach failures rise",
         "When a milking box shows more than five failed attachments in an hour, do: wipe the "
         "laser lens with the dry cloth, run the teat-finding test and open the overdue-cows list "
         "for that box; fetch any cow over 12 hours to another box. Not: wait for the morning "
         "walk-round. Why: on 2026-02-09 forty-one cows went over 14 hours on R3.")
    ,
    pref("pref-ingrid-robot-report-overdue-first", "reporting", "milking-robots", "2026-10-06",
         "Ingrid wants the morning robot report to open with the overdue cows",
         "Ingrid wants the 06:30 robot summary to start with the cows over 12 hours since milking, "
         "by box and collar number, then the box with the most failed attachments. She does not "
         "want the herd yield totals at the top.")
    ,
    env("env-lactivo-early-restart-skips-rinse", "system-state", "milking-robots",
        "a milking box is restarted between 03:30 and 04:00",
        "it skips its scheduled 04:00 rinse and carries on milking until the 16:00 one, so its "
        "milk filter sock clogs by midday",
        3, 1, "2026-10-02",
        "Three of four early-morning restarts this year skipped the rinse; the fourth came at "
        "03:58 and rinsed at 04:10.")
    ,
    # --- 2. bulk milk tanks (Chillvat) ---
    sem("sem-chillvat-bulk-tanks", "milk-cooling", 0.92, 14, "2026-08-31",
        "Chillvat cools the two bulk milk tanks in the dairy",
        "Chillvat controls the two 12 000-litre bulk tanks (Tank A and Tank B) and their plate "
        "cooler. Milk must be at 4 °C or below within two hours of entering a tank; Chillvat "
        "sounds the yard horn and texts the on-call phone at 6 °C. The tank wash runs by itself "
        "after each collection. The compressors are serviced by Frostock Refrigeration under a "
        "four-hour call-out contract.")
    ,
    epi("epi-2026-07-21-tank-b-warm-milk-rejected", "milk-cooling", "incident", "2026-07-21",
        "A whole tank was rejected after a compressor tripped on a hot night",
        "On 21 July the Tank B compressor tripped on high pressure at 00:20 because its condenser "
        "fins were clogged with dust and chaff. The alarm text went to an old phone number; the "
        "milk reached 11 °C and Brackwater Dairies rejected 9 400 litres at collection.")
    ,
    rule("rule-chillvat-test-alarm-after-number-change", "milk-cooling",
         ["Chillvat", "alarm", "on-call phone", "phone number", "rota change", "tank temperature"],
         "high", 1, "2026-07-23",
         "Send a test alarm whenever the on-call number in the tank controller changes",
         "When the on-call rota or a phone number changes, do: enter the number in Chillvat and "
         "send a test alarm to the new phone; write the test time in the dairy log. Not: assume "
         "the rota app updates the tank controller. Why: on 2026-07-21 the trip alarm went to a "
         "dead number and 9 400 litres were lost.")
    ,
    pref("pref-ingrid-warm-tank-phone-call", "alerts", "milk-cooling", "2026-07-24",
         "Ingrid wants to be phoned, not texted, about a warm tank",
         "If milk in either tank is above 6 °C and not falling, Ingrid wants a phone call at any "
         "hour, with the tank, the temperature and the litres in it. A text message alone is not "
         "enough for her.")
    ,
    env("env-chillvat-hot-afternoon-slow-cooling", "system-state", "milk-cooling",
        "the dairy air is above 28 °C during the afternoon milking peak",
        "Tank A needs about three hours rather than two to reach 4 °C, so Chillvat logs a "
        "cooling-time warning that Brackwater sees on its quality report",
        5, 1, "2026-08-30",
        "Five of six afternoons over 28 °C this summer logged the warning; the sixth had the "
        "pre-cooler water at full flow.")
    ,
    # --- 3. milk collection and quality (Churnlink) ---
    sem("sem-churnlink-collection-quality", "milk-collection", 0.9, 12, "2026-09-29",
        "Churnlink is Brackwater Dairies' portal for collections and milk quality results",
        "Churnlink shows each collection's litres, temperature and sample results (somatic cell "
        "count, bactoscan, butterfat and protein). The tanker comes every second day at about "
        "07:00 and results arrive three days after the sample. A cell count above 250 000 for "
        "three results in a row costs 2 pence per litre that month. Only Ingrid and Tobias Quenby "
        "have portal logins.")
    ,
    epi("epi-2026-05-06-tanker-locked-out", "milk-collection", "incident", "2026-05-06",
        "The tanker driver could not get in after the yard gate code was changed",
        "On 6 May the yard gate keypad code was changed after a theft and nobody told Brackwater. "
        "The 07:00 relief driver waited, left, and came back at 15:10; both tanks were nearly full "
        "and the robots had to divert 2 100 litres to the calf milk tank.")
    ,
    rule("rule-churnlink-site-notes-on-access-change", "milk-collection",
         ["gate code", "tanker", "collection", "Brackwater", "site access", "keypad", "Churnlink"],
         "medium", 1, "2026-05-08",
         "Put any change to yard access into Churnlink's site notes the same day",
         "When the yard gate code, the tanker route or the dairy door changes, do: write the new "
         "details in Churnlink's site notes and ring Brackwater's transport desk before 17:00. "
         "Not: tell only the regular driver. Why: on 2026-05-06 a relief driver could not get in "
         "and the tanks nearly overflowed.")
    ,
    pref("pref-ingrid-quality-results-as-trend", "reporting", "milk-collection", "2026-09-30",
         "Ingrid wants milk quality results as a trend against the last ten",
         "When new Churnlink results arrive Ingrid wants the cell count and bactoscan shown beside "
         "the previous ten results, with a plain note if the penalty threshold is near. She does "
         "not want single numbers without the history.")
    ,
    env("env-churnlink-monday-export-blank-counts", "skill-output-shape", "milk-collection",
        "the results export is pulled from Churnlink on a Monday",
        "the CSV holds the weekend's collections with empty cell-count fields, which fill in only "
        "by Wednesday, so a Monday summary shows blanks",
        4, 0, "2026-09-28",
        "Four Monday exports in September all had blank cell counts for the Saturday sample.")
    ,
    # --- 4. activity collars and heat detection (Heatwise) ---
    sem("sem-heatwise-collars", "heat-detection", 0.91, 15, "2026-08-15",
        "Heatwise collars detect heats and rumination for every cow",
        "Every cow over 12 months wears a Heatwise collar that counts activity and rumination "
        "minutes. The collars talk to two antennas in the barn roof and their data reach the herd "
        "PC every 15 minutes. A heat alert fires when activity rises 80 % above the cow's own "
        "average. Collar batteries last about six years; Tobias keeps the spare collars in the "
        "office drawer.")
    ,
    epi("epi-2026-04-17-north-antenna-unplugged", "heat-detection", "incident", "2026-04-17",
        "Heats were missed for four days while the north antenna was unplugged",
        "An electrician working on the barn lighting unplugged the north Heatwise antenna on 17 "
        "April. Cows in pens 1 to 3 sent no data for four days; no heat alerts were raised and at "
        "least nine cows in heat were not served.")
    ,
    rule("rule-heatwise-no-data-list-after-electrics", "heat-detection",
         ["Heatwise", "antenna", "no data", "collar", "heat alert", "electrician", "power work"],
         "medium", 1, "2026-04-22",
         "Look at the cows-without-data list after any electrical work in the barn",
         "When electricians or anyone else has worked on power in the barn roof, do: open "
         "Heatwise's no-data list the same evening; if more than five cows show no data, check "
         "both antenna plugs and the PoE switch. Not: wait for the weekly fertility review. Why: "
         "on 2026-04-17 four days of heats were missed in pens 1 to 3.")
    ,
    pref("pref-ingrid-breeding-list-by-pen", "herd", "heat-detection", "2026-08-16",
         "Ingrid wants the breeding list grouped by pen with the advised insemination window",
         "For the daily breeding list Ingrid wants cows grouped by pen, with the collar number, "
         "the hours since the heat started and the advised insemination window. She does not want "
         "the raw activity graphs in it.")
    ,
    env("env-heatwise-heat-spell-false-health-alerts", "system-state", "heat-detection",
        "barn temperature stays over 25 °C for two days",
        "rumination falls across the herd and Heatwise raises health alerts on 20 to 30 cows that "
        "are not ill",
        3, 1, "2026-08-14",
        "Three of four hot spells this summer gave 20 to 30 rumination health alerts; the vet "
        "found nothing in the cows checked.")
    ,
    # --- 5. calf feeder (Calfmate) ---
    sem("sem-calfmate-calf-feeder", "calf-rearing", 0.9, 11, "2026-10-21",
        "Calfmate feeds milk to calves in the rearing shed from two stations",
        "Calfmate mixes milk replacer at 40 °C and gives each calf up to 8 litres a day in "
        "portions, recognised by ear tag. Calves are weaned from day 56 over a 14-day step-down. "
        "Liesel Okonjo-Barr sets the feeding plans; the mixer is cleaned at 10:00 and 22:00. A "
        "calf that drinks less than half its ration in a day appears on the drinking list.")
    ,
    epi("epi-2026-01-28-calfmate-powder-bridged", "calf-rearing", "incident", "2026-01-28",
        "The milk powder bridged in the hopper and calves were fed near-water for a night",
        "On 28 January damp milk powder bridged in the Calfmate hopper. The mixer kept running and "
        "gave water with hardly any powder from 21:00 until 06:40; 36 calves were underfed and two "
        "got scours.")
    ,
    rule("rule-calfmate-test-portion-on-damp-evenings", "calf-rearing",
         ["Calfmate", "powder", "hopper", "damp", "mixing", "concentration", "refractometer"],
         "medium", 1, "2026-01-30",
         "Knock the hopper and test a portion before leaving the calf shed on damp evenings",
         "When the weather is wet or the shed smells damp in the evening, do: tap the powder "
         "hopper, run a test portion into a jug and check it with the refractometer (at least 12 "
         "%). Not: trust the mixer's powder-low alarm, which only sees an empty hopper. Why: on "
         "2026-01-28 the calves drank near-water for a night.")
    ,
    pref("pref-ingrid-calf-losses-same-day", "herd", "calf-rearing", "2026-10-22",
         "Ingrid wants any calf death or scour case told to her the same day",
         "Ingrid wants to hear the same day about any calf that dies or has scours, with the ear "
         "tag, its age in days and what it drank in the last 24 hours from Calfmate. She prefers a "
         "short message over waiting for the weekly calf report.")
    ,
    env("env-calfmate-newcomers-on-drinking-list", "workspace-state-transitions", "calf-rearing",
        "a newborn calf is moved onto Calfmate from the bottle",
        "it appears on the drinking list for about three days before it finds the teat alone, so "
        "the list grows after every batch of calvings",
        6, 1, "2026-10-20",
        "Six of seven calf batches this autumn put their newcomers on the list for two to four "
        "days.")
    ,
    # --- 6. feed pusher (Nudgebot) ---
    sem("sem-nudgebot-feed-pusher", "feed-pushing", 0.93, 13, "2026-09-10",
        "Nudgebot pushes feed back to the barrier through the day",
        "Nudgebot is the battery feed-pushing robot on the feed alley. It runs a route every hour "
        "from 05:00 to 16:00 and then every two hours. It docks in the charger by the feed-alley "
        "door, stops when its bumper touches anything and sends the stop to Ama's phone. Its route "
        "map is changed only from the tablet in the office.")
    ,
    epi("epi-2026-06-11-gate-nudged-open", "feed-pushing", "incident", "2026-06-11",
        "The pusher nudged an unlatched pen gate open and a group of cows got out",
        "On 11 June Nudgebot met a pen gate left unlatched after hoof trimming and pushed it open; "
        "forty cows walked out onto the feed alley at 02:00. They ate from the mixer wagon's fresh "
        "load and one cow got bloat.")
    ,
    rule("rule-nudgebot-latch-gates-before-routes", "feed-pushing",
         ["Nudgebot", "gate", "latch", "hoof trimming", "feed alley", "route", "pen work"],
         "high", 1, "2026-06-12",
         "Latch and chain every feed-alley gate before the pusher runs again",
         "When any work has been done in the pens along the feed alley, do: walk the alley, latch "
         "and chain every gate, then start the next route from the tablet. Not: rely on the bumper "
         "stop, which does not trigger on a gate swinging away. Why: on 2026-06-11 cows got out "
         "and one bloated.")
    ,
    pref("pref-ingrid-route-changes-in-barn-log", "changes", "feed-pushing", "2026-09-11",
         "Ingrid wants every change to a robot's route written in the barn log",
         "Ingrid wants any change to Nudgebot's routes or times written in the barn log book with "
         "the date, who did it and why, before the next shift. She does not accept changes passed "
         "on only by word of mouth.")
    ,
    env("env-nudgebot-wet-alley-lost-position", "system-state", "feed-pushing",
        "the feed alley floor has been washed or rain has blown in through the open side",
        "Nudgebot's wheels slip, it reports a lost position and parks itself halfway until someone "
        "restarts it",
        4, 1, "2026-09-09",
        "Four of five wet-alley mornings logged a lost-position stop; the fifth followed only "
        "light rain.")
    ,
    # --- 7. mixer wagon rations (Rationkit) ---
    sem("sem-rationkit-mixer-rations", "feed-rations", 0.92, 12, "2026-03-06",
        "Rationkit weighs each load into the mixer wagon against the ration",
        "Rationkit is the loading software on the mixer wagon's scale. It holds four rations (high "
        "yielders, low yielders, dry cows, heifers) and shows the driver the next ingredient and "
        "its target weight. Loads are mixed for six minutes after the last ingredient. Ration "
        "changes are made by Orla Fenwright, the nutritionist, from her laptop and approved by "
        "Tobias.")
    ,
    epi("epi-2026-03-03-premix-loaded-twice", "feed-rations", "incident", "2026-03-03",
        "The mineral premix went in twice after a ration file arrived twice",
        "On 3 March a ration update reached the wagon terminal twice and Rationkit summed both "
        "lines. For two days the high-yield group got double the mineral premix; yield fell by 3 "
        "litres a cow and the vet found early signs of excess.")
    ,
    rule("rule-rationkit-compare-totals-after-update", "feed-rations",
         ["Rationkit", "ration update", "premix", "minerals", "mixer wagon", "target weight",
          "load total"], "high", 1, "2026-03-05",
         "Check a new ration's load total against the nutritionist's sheet before the first load",
         "When a new ration arrives on the wagon terminal, do: compare the total load weight and "
         "the premix line with Orla's PDF sheet and call her if they differ by more than 2 %. Not: "
         "start loading because the driver screen looks normal. Why: on 2026-03-03 the premix went "
         "in twice for two days.")
    ,
    pref("pref-ingrid-ration-change-one-paragraph", "herd", "feed-rations", "2026-03-07",
         "Ingrid wants ration changes explained in one paragraph with the cost per cow",
         "Ingrid wants any ration change summed up in one paragraph: what changed, why, and the "
         "feed cost per cow per day before and after. She does not want the full ingredient "
         "tables.")
    ,
    env("env-rationkit-frost-scale-reads-light", "system-state", "feed-rations",
        "the morning is below freezing when the first load is weighed",
        "the wagon scale reads about 40 kg light until the load cells warm up, so the first "
        "ingredient of the first load is overfilled",
        3, 1, "2026-02-20",
        "Three of four frosty mornings in February overfilled the first silage line by 35 to 45 "
        "kg.")
    ,
    # --- 8. alley scrapers (Scrapeline) ---
    sem("sem-scrapeline-alley-scrapers", "manure-scraping", 0.9, 10, "2026-10-16",
        "Scrapeline drives the rope scrapers in the four cubicle alleys",
        "Scrapeline runs rope-drawn scrapers in the four cubicle alleys of the main barn, eight "
        "passes a day, and pushes the manure into the cross channel to the slurry pump. Below -5 "
        "°C it switches to a pass every hour to stop freezing. Ama maintains the drive units and "
        "the rope is replaced every two years.")
    ,
    epi("epi-2026-10-14-scraper-near-lying-cow", "manure-scraping", "near-miss", "2026-10-14",
        "A scraper run by hand stopped 80 cm from a cow lying in the alley",
        "On 14 October a relief milker started a manual pass on alley 2 from the switchbox to "
        "clear a blockage while a lame cow was lying down at the far end. The scraper stopped 80 "
        "cm from her on its obstacle sensor, which had been reported weak the week before.")
    ,
    rule("rule-scrapeline-walk-alley-before-manual-pass", "manure-scraping",
         ["Scrapeline", "manual pass", "scraper", "blockage", "switchbox", "lying cow", "alley"],
         "high", 1, "2026-10-15",
         "Walk the whole alley before starting a scraper by hand",
         "When a scraper has to be run by hand, do: walk the full alley, get any lying cow up, and "
         "keep someone at the far end with the stop button. Not: trust the obstacle sensor. Why: "
         "on 2026-10-14 a manual pass stopped 80 cm from a lame cow.")
    ,
    pref("pref-ingrid-near-miss-form-within-a-day", "safety", "manure-scraping", "2026-10-16",
         "Ingrid wants every near-miss with a machine on the near-miss form within a day",
         "Ingrid wants any near-miss involving a machine and a person or an animal written on the "
         "farm's near-miss form within 24 hours, with a photo of the place. She does not want them "
         "left to the monthly safety talk.")
    ,
    env("env-scrapeline-frost-mode-fills-channel", "workspace-state-transitions",
        "manure-scraping",
        "Scrapeline has been in frost mode for more than a day",
        "the cross channel fills faster than the slurry pump empties it and the level alarm trips "
        "by the second night",
        2, 1, "2026-02-17",
        "Two of three long frosts last winter tripped the cross-channel alarm on the second night; "
        "the third thawed after 30 hours.")
    ,
    # --- 9. slurry lagoon (Slurrywatch) ---
    sem("sem-slurrywatch-lagoon-level", "slurry-storage", 0.91, 12, "2026-11-19",
        "Slurrywatch measures the level of the slurry lagoon",
        "Slurrywatch is a radar sensor over the 4 200 m³ slurry lagoon behind the heifer shed. It "
        "reports the level every hour and warns at 85 % full. Spreading on land is not allowed "
        "from 1 November to 31 January; Orrin Slade's contractors spread with the dribble bar, and "
        "only Ingrid books them.")
    ,
    epi("epi-2026-01-19-lagoon-near-full-frozen-sensor", "slurry-storage", "incident",
        "2026-01-19",
        "The lagoon reached 97 % in January while its frozen sensor showed 71 %",
        "In January ice on the Slurrywatch radar held the reading at 71 % for eleven days. A "
        "walk-round on 19 January found the lagoon at 97 % with 30 cm of freeboard; an emergency "
        "export to a neighbour's store cost 3 800 pounds.")
    ,
    rule("rule-slurrywatch-check-post-on-flat-reading", "slurry-storage",
         ["Slurrywatch", "level", "lagoon", "flat reading", "frozen sensor", "ice", "freeboard"],
         "high", 1, "2026-01-21",
         "Check the lagoon by eye when the level reading stays flat for two days",
         "When Slurrywatch shows the same level for 48 hours while the herd is housed, do: walk to "
         "the lagoon, read the painted depth post and compare. Not: read a flat line as a steady "
         "store. Why: on 2026-01-19 the lagoon was at 97 % while the screen said 71 %.")
    ,
    pref("pref-ingrid-slurry-weeks-of-storage", "reporting", "slurry-storage", "2026-11-20",
         "Ingrid wants the slurry level given as weeks of storage left",
         "Every Monday Ingrid wants the lagoon level given as weeks of storage left at the current "
         "rate of filling, not as a percentage, with the date the closed period ends beside it.")
    ,
    env("env-slurrywatch-heavy-rain-jump", "system-state", "slurry-storage",
        "more than 20 mm of rain falls in a day",
        "the lagoon level rises about 2 % overnight from the yard runoff and Slurrywatch's weekly "
        "fill rate doubles for that week",
        5, 0, "2026-11-18",
        "All five days over 20 mm since September gave a 1.8 to 2.4 % rise by morning.")
    ,
    # --- 10. barn ventilation (Breezewall) ---
    sem("sem-breezewall-curtains-fans", "barn-climate", 0.92, 14, "2026-08-10",
        "Breezewall opens the barn's side curtains and runs the roof fans",
        "Breezewall controls the side curtains on both long walls and the twelve roof fans of the "
        "main barn. It opens the curtains fully above 16 °C and starts the fans at 20 °C; the "
        "sprinklers over the feed barrier run above 26 °C. Wind over 60 km/h closes the curtains "
        "to a third. Its settings are on the control box by the robot room.")
    ,
    epi("epi-2026-08-07-curtains-shut-in-heat", "barn-climate", "incident", "2026-08-07",
        "The curtains stayed shut on a hot afternoon after the wind sensor stuck",
        "On 7 August the anemometer on the barn roof stuck at 75 km/h after a storm. Breezewall "
        "kept the curtains at a third on a 30 °C afternoon; the barn reached 33 °C, milk yield "
        "dropped 12 % and two cows collapsed at the feed barrier.")
    ,
    rule("rule-breezewall-check-wind-after-storm", "barn-climate",
         ["Breezewall", "wind sensor", "anemometer", "storm", "curtains", "heat"],
         "high", 1, "2026-08-09",
         "Compare the roof wind reading with the weather station after every storm",
         "When a storm has passed, do: compare Breezewall's wind reading with the farm weather "
         "station; if it is stuck or off by more than 20 km/h, put the curtains on manual open. "
         "Not: leave the controller on auto. Why: on 2026-08-07 the curtains stayed shut at 30 °C.")
    ,
    pref("pref-ingrid-hot-day-morning-text", "alerts", "barn-climate", "2026-08-11",
         "Ingrid wants a text before eight on hot days with the barn temperature and the plan",
         "On days forecast above 27 °C Ingrid wants a text before 08:00 with the barn temperature, "
         "whether the sprinklers are on and what will change for milking. She does not want a call "
         "about heat unless a cow is down.")
    ,
    env("env-breezewall-full-start-trips-breaker", "system-state", "barn-climate",
        "all twelve fans and the sprinklers start in the same minute",
        "the barn's main breaker trips on the start current and the milking robots lose power with "
        "them",
        2, 1, "2026-07-30",
        "Two of three full starts this summer tripped the breaker; Ama has since staggered the "
        "start, which held once.")
    ,
    # --- 11. footbath (Hoofguard) ---
    sem("sem-hoofguard-footbath", "hoof-health", 0.89, 9, "2026-09-17",
        "Hoofguard refills and doses the footbath on the robots' exit lane",
        "Hoofguard is the automatic footbath on the exit lane from the milking boxes. It drains "
        "and refills after every 200 cow passes and doses a 4 % copper solution from a drum. It "
        "runs on Tuesday, Thursday and Saturday. The herd staff change the drum; Tobias orders the "
        "solution from Marlow Agri.")
    ,
    epi("epi-2026-09-15-footbath-on-plain-water", "hoof-health", "incident", "2026-09-15",
        "The footbath ran on plain water for three weeks after a drum swap",
        "After the drum swap on 24 August the suction lance was left in the empty drum. Hoofguard "
        "kept refilling with water only until the hoof trimmer found on 15 September that digital "
        "dermatitis cases had doubled to 38.")
    ,
    rule("rule-hoofguard-mark-drum-after-swap", "hoof-health",
         ["Hoofguard", "drum", "suction lance", "footbath", "dosing", "swap"],
         "medium", 1, "2026-09-16",
         "Mark the drum level after a swap and check it has dropped by the next bath day",
         "When the footbath drum has been changed, do: mark its level with a marker pen and check "
         "two days later that the level has dropped. Not: take a full bath as proof of dosing; it "
         "fills with water either way. Why: from 2026-08-24 the bath ran on water for three weeks.")
    ,
    pref("pref-ingrid-lameness-with-trimmer-scores", "herd", "hoof-health", "2026-09-18",
         "Ingrid wants lameness reported with the trimmer's scores, not guesses",
         "For lameness reports Ingrid wants the hoof trimmer's scores and the count of cows with "
         "digital dermatitis by pen. She does not want estimates from the milking team without "
         "scores.")
    ,
    env("env-hoofguard-peak-refill-queues-r5", "workspace-state-transitions", "hoof-health",
        "Hoofguard starts a drain and refill during the afternoon milking peak",
        "cows queue on the exit lane for about eight minutes and box R5, nearest the lane, shows a "
        "jump in waiting time",
        3, 1, "2026-10-06",
        "Three of four peak-time refills in September put R5 waits above 10 minutes.")
    ,
    # --- 12. herd records and withdrawal (Herdbook) ---
    sem("sem-herdbook-treatments-withdrawal", "herd-records", 0.95, 20, "2026-07-13",
        "Herdbook holds each cow's treatments and blocks her milk during withdrawal",
        "Herdbook is the herd management software. Every antibiotic or medicine given must be "
        "entered with the product and batch; Herdbook then tells Lactivo to divert that cow's milk "
        "to the waste line until the withdrawal period ends. Only Tobias, Liesel and Dr Perpetua "
        "Vane can enter treatments. Treated cows also wear a red leg band.")
    ,
    epi("epi-2026-06-25-treated-milk-in-tank", "herd-records", "incident", "2026-06-25",
        "A treated cow's milk went into the tank because the treatment was on paper only",
        "On 25 June a cow treated for mastitis at the night check was written on the paper sheet "
        "but not in Herdbook. Lactivo milked her into Tank A at 04:10; the inhibitor test at "
        "collection was positive and 10 800 litres were discarded, plus a 1 200-pound fine.")
    ,
    rule("rule-herdbook-enter-treatment-before-release", "herd-records",
         ["Herdbook", "treatment", "antibiotic", "mastitis", "withdrawal", "divert", "red band",
          "night check"], "high", 1, "2026-06-27",
         "Enter a treatment in the herd software before the cow goes back to the robots",
         "When a cow is treated at any hour, do: enter the treatment in Herdbook on the barn "
         "tablet and check that her robot profile shows 'divert' before you release her. Not: "
         "leave it on the paper sheet for the morning. Why: on 2026-06-25 a tank of milk failed "
         "the inhibitor test.")
    ,
    pref("pref-ingrid-vet-visit-action-list", "herd", "herd-records", "2026-07-14",
         "Ingrid wants the vet's visit notes as a list of cows with an action and a date",
         "After Dr Vane's fortnightly visit Ingrid wants a list: cow, what was found, what to do "
         "and by when. She does not want the vet's full notes pasted in.")
    ,
    env("env-herdbook-divert-flag-sync-gap", "system-state", "herd-records",
        "a treatment is entered in Herdbook on the barn tablet",
        "Lactivo picks up the divert flag only at the next sync, up to 15 minutes later, so a cow "
        "milked in that gap goes to the tank",
        4, 0, "2026-07-12",
        "Four test entries in July took 6 to 14 minutes to reach the robot profiles.")
    ,
    # --- 13. water troughs and borehole (Troughsense) ---
    sem("sem-troughsense-water", "water-supply", 0.9, 11, "2026-09-23",
        "Troughsense meters the barn troughs and the borehole pump",
        "Troughsense meters the borehole pump and the 14 troughs in the main barn. A milking cow "
        "drinks about 100 litres a day; Troughsense warns when a trough's flow drops 40 % below "
        "its week average. The borehole licence allows 60 m³ a day; the backup is the mains "
        "connection on the lane, opened by hand.")
    ,
    epi("epi-2026-07-02-borehole-pump-failed", "water-supply", "incident", "2026-07-02",
        "The borehole pump failed and troughs ran dry for six hours",
        "On 2 July the borehole pump's pressure switch failed at 05:00. Troughs in pens 4 to 6 "
        "emptied; nobody opened the mains valve until 11:10 because the warning went only to the "
        "herd PC. Yields fell 8 % that day.")
    ,
    rule("rule-troughsense-open-mains-on-group-warning", "water-supply",
         ["Troughsense", "borehole", "pressure", "troughs", "mains valve", "low flow"],
         "high", 1, "2026-07-03",
         "Open the lane mains valve at once when several troughs lose flow together",
         "When three or more troughs show a flow warning in the same hour, do: open the mains "
         "valve by the lane gate, then look at the borehole pump. Not: go looking for the fault "
         "first. Why: on 2026-07-02 pens 4 to 6 were dry for six hours.")
    ,
    pref("pref-ingrid-borehole-against-licence", "compliance", "water-supply", "2026-09-24",
         "Ingrid wants borehole use checked against the licence each month",
         "On the first of each month Ingrid wants the borehole's daily peak and monthly total set "
         "against the 60 m³ licence, with a note of any day above 55 m³. She does not want the "
         "trough-by-trough figures.")
    ,
    env("env-troughsense-export-omits-dead-meters", "skill-output-shape", "water-supply",
        "the Troughsense morning export is opened",
        "it lists only troughs with a flow warning and leaves out any trough whose meter sent "
        "nothing, so a dead meter looks like a trough with no problem",
        3, 0, "2026-09-22",
        "Three dead meters this year were missing from the export rather than shown at zero.")
    ,
    # --- 14. biogas digester (Methavale) ---
    sem("sem-methavale-digester", "biogas", 0.91, 10, "2026-05-11",
        "Methavale is the farm's slurry digester and gas engine",
        "Methavale digests slurry from the cross channel with maize silage in a 1 100 m³ tank at "
        "40 °C and burns the gas in a 75 kW engine. Its heat warms the dairy's hot water and the "
        "calf shed. Kessler Gas Engines service the engine every 2 000 hours; the gas flare lights "
        "by itself when the engine stops.")
    ,
    epi("epi-2026-04-29-digester-foamed-over", "biogas", "incident", "2026-04-29",
        "The digester foamed over after a load of grass silage",
        "On 29 April Orrin's team fed 6 tonnes of wet grass silage instead of maize because the "
        "maize clamp was empty. The digester foamed, froth blocked the gas pipe and the engine "
        "stopped for 36 hours while the flare burned the gas.")
    ,
    rule("rule-methavale-change-feed-over-a-week", "biogas",
         ["Methavale", "feedstock", "grass silage", "maize", "foam", "digester", "clamp empty"],
         "high", 1, "2026-05-02",
         "Change the digester's feed over a week, never in one load",
         "When the digester's feedstock has to change, do: replace at most a fifth of the daily "
         "feed per day and check the foam window each morning. Not: swap a whole day's feed "
         "because a clamp ran out. Why: on 2026-04-29 foam stopped the engine for 36 hours.")
    ,
    pref("pref-ingrid-digester-result-in-money", "reporting", "biogas", "2026-05-12",
         "Ingrid wants the digester's results shown as money, not cubic metres",
         "Ingrid wants the digester's monthly result as electricity sold and heat used in pounds, "
         "and engine hours lost with the reason. She does not want gas volumes or methane "
         "percentages unless something is wrong.")
    ,
    env("env-methavale-long-stop-cold-wash", "workspace-state-transitions", "biogas",
        "the gas engine has been stopped for more than a day",
        "the dairy hot water falls below 70 °C and the robots' main wash fails its temperature "
        "check until the backup boiler is switched on",
        3, 0, "2026-05-10",
        "All three engine stops over 24 hours this year failed the robot wash temperature check.")
    ,
    # --- 15. solar, battery and standby generator (Sunpad) ---
    sem("sem-sunpad-power-generator", "farm-power", 0.93, 15, "2026-11-05",
        "Sunpad manages the roof solar, the farm battery and the standby generator",
        "Sunpad runs 180 kW of solar on the heifer shed, a 200 kWh battery and the changeover to "
        "the 150 kVA diesel standby generator. On a grid cut the generator starts within 20 "
        "seconds and carries the robots, the tank cooling and the fans; the calf shed heaters are "
        "not on the generator circuit. The generator is test-run every Monday at 11:00.")
    ,
    epi("epi-2026-11-03-generator-flat-battery", "farm-power", "incident", "2026-11-03",
        "The standby generator did not start in a power cut because its battery was flat",
        "On 3 November a grid cut at 19:40 left the farm dark for 55 minutes. The generator's "
        "starter battery was flat because the Monday test-runs had been skipped for five weeks; "
        "the robots stopped mid-milking and the tanks were not cooled.")
    ,
    rule("rule-sunpad-monday-generator-test", "farm-power",
         ["Sunpad", "generator", "test run", "starter battery", "power cut", "Monday"],
         "high", 1, "2026-11-04",
         "Run the generator test every Monday even when the week is busy",
         "When it is Monday, do: run the 11:00 generator test under load for 15 minutes and write "
         "the battery voltage in the log; tell Ama if it is under 12.4 V. Not: skip it because of "
         "harvest or visitors. Why: on 2026-11-03 it would not start in a cut.")
    ,
    pref("pref-ingrid-power-cut-call-in-ten", "alerts", "farm-power", "2026-11-06",
         "Ingrid wants a call within ten minutes of any grid cut at the farm",
         "Ingrid wants a phone call within ten minutes of a power cut, saying whether the "
         "generator took over, and a second message when the grid is back. She does not want to "
         "hear of it first from the neighbours.")
    ,
    env("env-sunpad-report-overstates-self-use", "skill-output-shape", "farm-power",
        "Sunpad's monthly energy report is generated",
        "it counts battery discharge as solar self-use, so the self-use figure comes out about 15 "
        "% higher than the meter readings",
        3, 0, "2026-10-01",
        "July, August and September each showed 13 to 17 % more self-use than the export meter "
        "allowed.")
    ,
    # --- 16. selection gate (Sortgate) ---
    sem("sem-sortgate-selection", "cow-sorting", 0.9, 12, "2026-09-04",
        "Sortgate sends selected cows to the handling pen after milking",
        "Sortgate is the three-way selection gate after the milking boxes. Cows on the day's "
        "selection list (for insemination, the vet, hoof trimming or drying off) go to the "
        "handling pen; the others return to their pen. Anyone on the herd team can add a cow to "
        "the list in Herdbook; the list is cleared every night at 23:00.")
    ,
    epi("epi-2026-05-20-selection-list-wiped", "cow-sorting", "incident", "2026-05-20",
        "The handling pen was empty on a vet morning because the list was made the night before",
        "On 20 May Tobias put 22 cows on the selection list at 22:15 for the vet's 08:00 visit. "
        "The 23:00 clear wiped them; the vet waited 90 minutes while the cows were fetched by "
        "hand.")
    ,
    rule("rule-sortgate-set-start-date", "cow-sorting",
         ["Sortgate", "selection list", "handling pen", "vet visit", "23:00", "nightly clear"],
         "medium", 1, "2026-05-21",
         "Build the next morning's sorting list after midnight or give it a start date",
         "When cows must be in the handling pen for a morning visit, do: add them with tomorrow's "
         "date as start date, or add them after 00:00. Not: add them the evening before without a "
         "date. Why: on 2026-05-20 the nightly clear emptied the list and the vet waited.")
    ,
    pref("pref-ingrid-handling-pen-three-hours", "welfare", "cow-sorting", "2026-09-05",
         "Ingrid wants no cow kept in the handling pen more than three hours",
         "Ingrid wants cows in the handling pen seen and let out within three hours, with water "
         "and feed in the pen. If a visit runs late she wants the cows released and sorted again "
         "later rather than left waiting.")
    ,
    env("env-sortgate-big-list-overflows", "workspace-state-transitions", "cow-sorting",
        "more than 30 cows are on the selection list",
        "the handling pen fills by 05:00 and Sortgate starts sending the rest back to their pens, "
        "marking them 'not separated'",
        3, 1, "2026-09-03",
        "Three of four big lists this year left 4 to 9 cows marked not separated.")
    ,
    # --- 17. calving cameras (Calvecam) ---
    sem("sem-calvecam-calving-pens", "calving", 0.9, 10, "2026-11-13",
        "Calvecam watches the four calving pens and flags a cow starting to calve",
        "Calvecam has two cameras over the four calving pens and flags tail-raising and "
        "restlessness as 'calving likely within 2 hours'. Alerts go to the night phone and to "
        "Liesel. Recordings are kept for 14 days. The cameras are wiped every Friday because dust "
        "fogs the lens.")
    ,
    epi("epi-2026-03-26-calving-missed-after-update", "calving", "incident", "2026-03-26",
        "A calf died at birth while the calving camera's alerts were off after an update",
        "On 26 March Calvecam installed an update at 02:00 and did not restart its motion alerts. "
        "A heifer calved alone with the calf backwards at 03:30; the calf was found dead at the "
        "06:00 check.")
    ,
    rule("rule-calvecam-test-alert-after-update", "calving",
         ["Calvecam", "update", "motion alert", "calving pen", "night phone", "test alert"],
         "high", 1, "2026-03-28",
         "Trigger a test alert after any camera update in the calving pens",
         "When Calvecam shows it has updated, do: wave in front of pen 1's camera and check that "
         "the night phone gets the test alert within two minutes. Not: take the live picture as "
         "proof that alerts work. Why: on 2026-03-26 a calving was missed after an update.")
    ,
    pref("pref-ingrid-calvings-in-morning-log", "herd", "calving", "2026-11-14",
         "Ingrid wants each calving in the morning log with the time and any help given",
         "Ingrid wants every night's calvings in the morning log: cow, time, calf sex and tag, "
         "whether help was needed and who gave it. She wants difficult calvings marked in bold.")
    ,
    env("env-calvecam-alert-delay-and-repeats", "skill-output-shape", "calving",
        "Calvecam raises a calving alert",
        "the alert reaches the night phone about 4 minutes after the movement and often repeats "
        "three times for the same cow",
        6, 1, "2026-11-12",
        "Seven alerts checked in November took 3 to 5 minutes; six came as repeats.")
    ,
    # --- 18. night alarms (Nightcall) ---
    sem("sem-nightcall-alarm-router", "night-alarms", 0.92, 13, "2026-11-06",
        "Nightcall routes farm alarms to the person holding the night phone",
        "Nightcall collects alarms from the robots, the calving cameras and the generator and "
        "sends them to the night phone. If nobody acknowledges within 10 minutes it calls Tobias, "
        "then Ingrid. The night-phone rota is kept in Nightcall by Wendell Abara, the farm "
        "secretary.")
    ,
    epi("epi-2026-10-22-night-phone-on-silent", "night-alarms", "incident", "2026-10-22",
        "Alarms went unanswered for an hour because the night phone was on silent",
        "On 22 October the night phone had been left on a do-not-disturb schedule after a software "
        "update. A robot stop on R4 at 01:15 was not acknowledged; the escalation call to Tobias "
        "went to his old number and Ingrid was called at 02:20.")
    ,
    rule("rule-nightcall-test-at-handover", "night-alarms",
         ["Nightcall", "night phone", "silent", "do not disturb", "handover", "acknowledge"],
         "medium", 1, "2026-10-23",
         "Send a test alarm to the night phone at every evening handover",
         "When the night phone is handed over in the evening, do: send Nightcall's test alarm, "
         "have the new holder acknowledge it and check the escalation numbers on the screen. Not: "
         "hand the phone over after a look at the battery only. Why: on 2026-10-22 alarms went "
         "unanswered for an hour.")
    ,
    pref("pref-ingrid-note-after-night-call", "alerts", "night-alarms", "2026-10-24",
         "Ingrid wants a note in the morning whenever she was called in the night",
         "If Nightcall has had to call Ingrid in the night, she wants a note by 07:30 saying why "
         "the first holder did not answer and what has been changed. She does not want an apology, "
         "just the cause.")
    ,
    env("env-nightcall-phone-update-silences", "workspace-state-transitions", "night-alarms",
        "the night phone installs a system update",
        "its do-not-disturb schedule comes back on, so alarms ring silently and escalate to Tobias "
        "after 10 minutes",
        2, 0, "2026-11-05",
        "Both phone updates since October turned do-not-disturb back on.")
    ,
    # --- extra: the farm, and how Ingrid reacts ---
    sem("sem-hollowbeck-sites-and-team", "farm", 0.96, 22, "2026-11-27",
        "Hollowbeck has the main barn, the heifer unit at Cotter's Lane and a team of seven",
        "Hollowbeck Farm milks 300 cows in the main barn at Wrenstock; 140 heifers and dry cows "
        "are kept at the Cotter's Lane unit 3 km away. The team is Ingrid Hallowmere (owner and "
        "manager), Tobias Quenby (herd manager), Ama Kettleworth (robot and machinery technician), "
        "Liesel Okonjo-Barr (calves), Sefton Ruddle (night relief), Wendell Abara (office) and two "
        "part-time milkers. Cotter's Lane has no night-phone cover.")
    ,
    env("env-ingrid-late-message-waits", "principal-response", "communication",
        "a non-urgent message reaches Ingrid after 21:00",
        "she reads it at 05:30, replies asking why it could not wait, and the point itself is "
        "answered only at the 09:00 meeting",
        4, 1, "2026-11-20",
        "Four of five late non-urgent messages this autumn got that reply; one about feed prices "
        "was answered at once.")
    ,
    env("env-ingrid-long-report-three-bullets", "principal-response", "communication",
        "a report sent to Ingrid is longer than one page",
        "she answers only its first paragraph and asks for the rest as three bullet points",
        5, 1, "2026-11-26",
        "Five of six long reports since August got a request for three bullets.")
    ,
]

BLIND26_TASKS: list[dict[str, Any]] = [
    # milking robots
    task("b26-t001", "can the herd lads alter the liner settings on the robots, or who does that?",
         [S], ["sem-lactivo-milking-boxes"]),
    task("b26-t002", "what went wrong with R3 back in February?", [E],
         ["epi-2026-02-09-r3-cups-dropped-all-night"]),
    task("b26-t003", "Box 4 has had nine cup-on failures since midnight. what do I do?", [P],
         ["rule-lactivo-clean-laser-on-attach-failures"]),
    task("b26-t004", "Put together today's robot overview for Ingrid.", [U],
         ["pref-ingrid-robot-report-overdue-first"]),
    task("b26-t005", "R2 got power-cycled at 03:45 last night. is anything going to go wrong "
         "with it later today?", [V], ["env-lactivo-early-restart-skips-rinse"]),
    task("b26-t006", "Melkbox 5 findet seit einer Stunde die Zitzen nicht richtig. Was soll ich "
         "tun?", [P], ["rule-lactivo-clean-laser-on-attach-failures"]),  # de
    task("b26-t007", "Le robot R1 a redémarré à 3h40 cette nuit. Que va-t-il se passer avec son "
         "lavage ?", [V], ["env-lactivo-early-restart-skips-rinse"]),  # fr
    # bulk milk tanks
    task("b26-t008", "at what temperature does the tank controller set off the horn, and who "
         "fixes the compressors?", [S], ["sem-chillvat-bulk-tanks"]),
    task("b26-t009", "why did Brackwater turn away a full load of our milk in July?", [E],
         ["epi-2026-07-21-tank-b-warm-milk-rejected"]),
    task("b26-t010", "Sefton is taking over nights from Monday and has got a new mobile. "
         "anything to sort in the dairy?", [P],
         ["rule-chillvat-test-alarm-after-number-change"]),
    task("b26-t011", "Tank B is reading 8 degrees and climbing. how do I get this to Ingrid?", [U],
         ["pref-ingrid-warm-tank-phone-call"]),
    task("b26-t012", "it's going to be 31 degrees tomorrow afternoon. how will the milk cooling "
         "cope?", [V], ["env-chillvat-hot-afternoon-slow-cooling"]),
    task("b26-t013", "Le numéro du portable d'astreinte a changé. Que faut-il faire côté "
         "alarmes du tank à lait ?", [P],
         ["rule-chillvat-test-alarm-after-number-change"]),  # fr
    task("b26-t014", "¿Qué pasó con la leche del tanque B en verano, cuando la rechazaron?", [E],
         ["epi-2026-07-21-tank-b-warm-milk-rejected"]),  # es
    # milk collection and quality
    task("b26-t015", "how often does the milk lorry come, and who can log into the co-op site?",
         [S], ["sem-churnlink-collection-quality"]),
    task("b26-t016", "what happened the day the tanker couldn't get into the yard?", [E],
         ["epi-2026-05-06-tanker-locked-out"]),
    task("b26-t017", "we've just reset the number on the yard keypad. who else needs to hear "
         "about it?", [P], ["rule-churnlink-site-notes-on-access-change"]),
    task("b26-t018", "the new cell count figures are in, write them up for Ingrid", [U],
         ["pref-ingrid-quality-results-as-trend"]),
    task("b26-t019", "if I pull the co-op lab results first thing Monday, what will the file "
         "look like?", [V], ["env-churnlink-monday-export-blank-counts"]),
    task("b26-t020", "Abbiamo cambiato il codice del cancello del cortile. Cosa devo fare per il "
         "ritiro del latte?", [P], ["rule-churnlink-site-notes-on-access-change"]),  # it
    task("b26-t021", "Chegaram os novos resultados de qualidade do leite. Como é que a Ingrid os "
         "quer ver?", [U], ["pref-ingrid-quality-results-as-trend"]),  # pt
    # collars and heats
    task("b26-t022", "how long do the neck tag batteries last, and where are the spares kept?",
         [S], ["sem-heatwise-collars"]),
    task("b26-t023", "why did so many cows in the first pens not get served in April?", [E],
         ["epi-2026-04-17-north-antenna-unplugged"]),
    task("b26-t024", "The sparks were up in the roof rewiring lights today. anything I should "
         "look at tonight?", [P], ["rule-heatwise-no-data-list-after-electrics"]),
    task("b26-t025", "Print tomorrow's AI list the way Ingrid likes it.", [U],
         ["pref-ingrid-breeding-list-by-pen"]),
    task("b26-t026", "two scorching days in a row coming. will the collar system start flagging "
         "sick cows?", [V], ["env-heatwise-heat-spell-false-health-alerts"]),
    task("b26-t027", "Es wird drei Tage über 27 Grad. Wie reagieren die Halsbänder bei der "
         "Wiederkauzeit?", [V], ["env-heatwise-heat-spell-false-health-alerts"]),  # de
    task("b26-t028", "Um eletricista mexeu na instalação do telhado do estábulo. O que devo "
         "verificar hoje à noite?", [P], ["rule-heatwise-no-data-list-after-electrics"]),  # pt
    # calf feeder
    task("b26-t029", "how much milk can a calf get from the feeder per day, and when does "
         "weaning begin?", [S], ["sem-calfmate-calf-feeder"]),
    task("b26-t030", "how did the calves end up scouring at the end of January?", [E],
         ["epi-2026-01-28-calfmate-powder-bridged"]),
    task("b26-t031", "it's been pouring all day and the calf shed is muggy. anything to do "
         "before I lock up?", [P], ["rule-calfmate-test-portion-on-damp-evenings"]),
    task("b26-t032", "one of the heifer calves in pen C died this afternoon. how do I let "
         "Ingrid know?", [U], ["pref-ingrid-calf-losses-same-day"]),
    task("b26-t033", "we put eight newborns on the automatic feeder today. what will the list of "
         "poor drinkers look like this week?", [V],
         ["env-calfmate-newcomers-on-drinking-list"]),
    task("b26-t034", "Hoy hay mucha humedad en la nave de terneros. ¿Qué compruebo en la máquina "
         "de leche antes de irme?", [P],
         ["rule-calfmate-test-portion-on-damp-evenings"]),  # es
    task("b26-t035", "Cosa è successo ai vitelli a fine gennaio con la polvere del latte?", [E],
         ["epi-2026-01-28-calfmate-powder-bridged"]),  # it
    # feed pusher
    task("b26-t036", "how often does the pushing robot go round during the day?", [S],
         ["sem-nudgebot-feed-pusher"]),
    task("b26-t037", "what went on with the cows getting out onto the alley in June?", [E],
         ["epi-2026-06-11-gate-nudged-open"]),
    task("b26-t038", "the hoof trimmer has finished in pens 4 and 5. can I set the pusher off "
         "again?", [P], ["rule-nudgebot-latch-gates-before-routes"]),
    task("b26-t039", "I've moved the pusher's 14:00 run to half past. anything else I need to "
         "do?", [U], ["pref-ingrid-route-changes-in-barn-log"]),
    task("b26-t040", "the alley was hosed down this morning. how will the pusher behave?", [V],
         ["env-nudgebot-wet-alley-lost-position"]),
    task("b26-t041", "J'ai changé les horaires du robot repousse-fourrage. Comment Ingrid "
         "veut-elle que ce soit noté ?", [U], ["pref-ingrid-route-changes-in-barn-log"]),  # fr
    task("b26-t042", "Der Klauenpfleger war heute in den Buchten am Futtertisch. Darf der "
         "Futterschieber einfach wieder losfahren?", [P],
         ["rule-nudgebot-latch-gates-before-routes"]),  # de
    # mixer wagon rations
    task("b26-t043", "who is allowed to change the feed recipes on the wagon?", [S],
         ["sem-rationkit-mixer-rations"]),
    task("b26-t044", "why did the high yielders drop milk in early March?", [E],
         ["epi-2026-03-03-premix-loaded-twice"]),
    task("b26-t045", "Orla just sent a new diet for the dry cows to the wagon screen. what do I "
         "check before I start?", [P], ["rule-rationkit-compare-totals-after-update"]),
    task("b26-t046", "write Ingrid a note on this week's switch to more maize in the milkers' "
         "diet", [U], ["pref-ingrid-ration-change-one-paragraph"]),
    task("b26-t047", "minus four tonight. what will the first mix on the wagon look like in the "
         "morning?", [V], ["env-rationkit-frost-scale-reads-light"]),
    task("b26-t048", "È arrivata una nuova razione sul terminale del carro miscelatore. Cosa "
         "controllo prima di caricare?", [P],
         ["rule-rationkit-compare-totals-after-update"]),  # it
    task("b26-t049", "Mañana habrá helada. ¿Qué pasará con la báscula del carro en la primera "
         "carga?", [V], ["env-rationkit-frost-scale-reads-light"]),  # es
    # alley scrapers
    task("b26-t050", "how many times a day do the dung scrapers run?", [S],
         ["sem-scrapeline-alley-scrapers"]),
    task("b26-t051", "what happened on alley 2 in October with the lame cow?", [E],
         ["epi-2026-10-14-scraper-near-lying-cow"]),
    task("b26-t052", "the scraper in alley 3 is jammed with straw and I need to run it from the "
         "box. anything first?", [P], ["rule-scrapeline-walk-alley-before-manual-pass"]),
    task("b26-t053", "a scraper almost caught a calf that slipped into the alley this morning. "
         "what paperwork does Ingrid want?", [U], ["pref-ingrid-near-miss-form-within-a-day"]),
    task("b26-t054", "the frost is meant to last three more days. what happens at the cross "
         "channel?", [V], ["env-scrapeline-frost-mode-fills-channel"]),
    task("b26-t055", "Le racleur du couloir 2 est bloqué et je dois le lancer à la main. Que "
         "faire avant ?", [P], ["rule-scrapeline-walk-alley-before-manual-pass"]),  # fr
    task("b26-t056", "Heute Morgen hätte der Schieber fast eine Kuh erwischt. Was möchte Ingrid "
         "dazu von mir haben?", [U], ["pref-ingrid-near-miss-form-within-a-day"]),  # de
    # slurry lagoon
    task("b26-t057", "when can we start putting muck on the fields again, and who arranges "
         "the contractor?", [S], ["sem-slurrywatch-lagoon-level"]),
    task("b26-t058", "why did we have to ship slurry over to the neighbours in January?", [E],
         ["epi-2026-01-19-lagoon-near-full-frozen-sensor"]),
    task("b26-t059", "the lagoon sensor has said 64 % since Saturday. is that fine?", [P],
         ["rule-slurrywatch-check-post-on-flat-reading"]),
    task("b26-t060", "Write the Monday slurry update for Ingrid.", [U],
         ["pref-ingrid-slurry-weeks-of-storage"]),
    task("b26-t061", "30 mm of rain forecast tomorrow. what does that do to the store?", [V],
         ["env-slurrywatch-heavy-rain-jump"]),
    task("b26-t062", "El sensor de la balsa de purines marca lo mismo desde hace dos días. ¿Qué "
         "hago?", [P], ["rule-slurrywatch-check-post-on-flat-reading"]),  # es
    task("b26-t063", "Porque é que a lagoa de chorume quase transbordou em janeiro?", [E],
         ["epi-2026-01-19-lagoon-near-full-frozen-sensor"]),  # pt
    # barn ventilation
    task("b26-t064", "at what temperature do the barn fans come on?", [S],
         ["sem-breezewall-curtains-fans"]),
    task("b26-t065", "what went wrong in the barn on that scorching day in August?", [E],
         ["epi-2026-08-07-curtains-shut-in-heat"]),
    task("b26-t066", "a big gale just blew through and it's meant to be 29 tomorrow. what should "
         "I look at on the barn controls?", [P], ["rule-breezewall-check-wind-after-storm"]),
    task("b26-t067", "tomorrow will hit 30. what does Ingrid want from me first thing?", [U],
         ["pref-ingrid-hot-day-morning-text"]),
    task("b26-t068", "if every fan and the sprinklers kick in at once, what happens to the "
         "robots?", [V], ["env-breezewall-full-start-trips-breaker"]),
    task("b26-t069", "Se ventilatori e irrigatori partono tutti insieme, cosa succede alla "
         "corrente della stalla?", [V], ["env-breezewall-full-start-trips-breaker"]),  # it
    task("b26-t070", "Passou uma tempestade forte. O que devo conferir nas cortinas do "
         "estábulo?", [P], ["rule-breezewall-check-wind-after-storm"]),  # pt
    # footbath
    task("b26-t071", "which days does the footbath run, and who buys the copper?", [S],
         ["sem-hoofguard-footbath"]),
    task("b26-t072", "why did the trimmer find so much dermatitis in September?", [E],
         ["epi-2026-09-15-footbath-on-plain-water"]),
    task("b26-t073", "we put a fresh drum on the footbath this morning. anything to do later?",
         [P], ["rule-hoofguard-mark-drum-after-swap"]),
    task("b26-t074", "pull the lameness numbers together for Ingrid", [U],
         ["pref-ingrid-lameness-with-trimmer-scores"]),
    task("b26-t075", "the footbath is going to empty and refill at 16:30 again. what will that "
         "do to the robots?", [V], ["env-hoofguard-peak-refill-queues-r5"]),
    task("b26-t076", "Prepara el informe de cojeras para Ingrid. ¿Qué datos quiere ver?", [U],
         ["pref-ingrid-lameness-with-trimmer-scores"]),  # es
    task("b26-t077", "Oggi abbiamo cambiato la tanica del pediluvio. Cosa devo controllare nei "
         "prossimi giorni?", [P], ["rule-hoofguard-mark-drum-after-swap"]),  # it
    # herd records and withdrawal
    task("b26-t078", "who can put medicine treatments into the herd program?", [S],
         ["sem-herdbook-treatments-withdrawal"]),
    task("b26-t079", "how did a tank fail the antibiotic test on collection in June?", [E],
         ["epi-2026-06-25-treated-milk-in-tank"]),
    task("b26-t080", "I just tubed a cow for mastitis at 2am and she's about to wander back to "
         "the boxes", [P], ["rule-herdbook-enter-treatment-before-release"]),
    task("b26-t081", "Dr Vane has left after the herd visit. how should I write it up for "
         "Ingrid?", [U], ["pref-ingrid-vet-visit-action-list"]),
    task("b26-t082", "I've just logged a treatment on the tablet. can the cow go straight to a "
         "robot?", [V], ["env-herdbook-divert-flag-sync-gap"]),
    task("b26-t083", "Warum musste im Juni ein ganzer Tank Milch weggeschüttet werden?", [E],
         ["epi-2026-06-25-treated-milk-in-tank"]),  # de
    task("b26-t084", "Je viens d'enregistrer un traitement sur la tablette. Le robot va-t-il "
         "écarter son lait tout de suite ?", [V], ["env-herdbook-divert-flag-sync-gap"]),  # fr
    task("b26-t085", "Une vache a reçu un antibiotique pendant la ronde de nuit. Que dois-je "
         "faire avant de la relâcher ?", [P],
         ["rule-herdbook-enter-treatment-before-release"]),  # fr
    # water
    task("b26-t086", "how much are we allowed to draw from the borehole each day?", [S],
         ["sem-troughsense-water"]),
    task("b26-t087", "why did the cows in the middle pens go without water one morning in "
         "July?", [E], ["epi-2026-07-02-borehole-pump-failed"]),
    task("b26-t088", "three drinkers in the barn are all showing low flow at once. what first?",
         [P], ["rule-troughsense-open-mains-on-group-warning"]),
    task("b26-t089", "it's the 1st. put together the water numbers for Ingrid", [U],
         ["pref-ingrid-borehole-against-licence"]),
    task("b26-t090", "trough 9's meter has stopped sending. will it show up in this morning's "
         "water export?", [V], ["env-troughsense-export-omits-dead-meters"]),
    task("b26-t091", "Mehrere Tränken melden gleichzeitig zu wenig Wasser. Was mache ich "
         "zuerst?", [P], ["rule-troughsense-open-mains-on-group-warning"]),  # de
    task("b26-t092", "O contador do bebedouro 11 deixou de enviar dados. Vai aparecer no "
         "relatório da manhã?", [V], ["env-troughsense-export-omits-dead-meters"]),  # pt
    # biogas
    task("b26-t093", "where does the hot water for the dairy come from, and who looks after "
         "the gas engine?",
         [S], ["sem-methavale-digester"]),
    task("b26-t094", "what knocked the gas engine out for a day and a half in April?", [E],
         ["epi-2026-04-29-digester-foamed-over"]),
    task("b26-t095", "we're out of maize. can Orrin put grass in the digester tomorrow "
         "instead?", [P], ["rule-methavale-change-feed-over-a-week"]),
    task("b26-t096", "do the monthly biogas write-up for Ingrid", [U],
         ["pref-ingrid-digester-result-in-money"]),
    task("b26-t097", "the engine at the digester has been off since yesterday. what else will "
         "that knock out?", [V], ["env-methavale-long-stop-cold-wash"]),
    task("b26-t098", "Quanto è grande il digestore e a che temperatura lavora?", [S],
         ["sem-methavale-digester"]),  # it
    task("b26-t099", "Der Gasmotor steht seit gestern. Was passiert mit dem Warmwasser für die "
         "Reinigung der Roboter?", [V], ["env-methavale-long-stop-cold-wash"]),  # de
    # power
    task("b26-t100", "which things stay running on backup if the grid goes down?", [S],
         ["sem-sunpad-power-generator"]),
    task("b26-t101", "why did we have no power for nearly an hour at the start of November?", [E],
         ["epi-2026-11-03-generator-flat-battery"]),
    task("b26-t102", "it's Monday and we've got a school group in all morning. can the "
         "generator job wait till next week?", [P], ["rule-sunpad-monday-generator-test"]),
    task("b26-t103", "the lights just went out across the yard and the generator kicked in. "
         "who do I tell and how?", [U], ["pref-ingrid-power-cut-call-in-ten"]),
    task("b26-t104", "I'm about to hand the solar system's monthly figures to the accountant. "
         "will they be right?", [V], ["env-sunpad-report-overstates-self-use"]),
    task("b26-t105", "Combien de temps met le groupe électrogène à démarrer en cas de coupure "
         "de courant ?", [S], ["sem-sunpad-power-generator"]),  # fr
    task("b26-t106", "È saltata la corrente in tutta la fattoria. Come devo avvisare Ingrid?",
         [U], ["pref-ingrid-power-cut-call-in-ten"]),  # it
    # selection gate
    task("b26-t107", "who can put a cow on the gate's list, and when does it reset?", [S],
         ["sem-sortgate-selection"]),
    task("b26-t108", "why did the vet have to hang around for cows back in May?", [E],
         ["epi-2026-05-20-selection-list-wiped"]),
    task("b26-t109", "the vet is here at 8 tomorrow for PD checks on 18 cows. how do I set up the "
         "gate tonight?", [P], ["rule-sortgate-set-start-date"]),
    task("b26-t110", "the foot trimmer is running two hours behind and the cows are still shut "
         "in. what would Ingrid want?", [U], ["pref-ingrid-handling-pen-three-hours"]),
    task("b26-t111", "there are 36 cows on tomorrow's separation list. will they all end up in "
         "the pen?", [V], ["env-sortgate-big-list-overflows"]),
    task("b26-t112", "Mañana hay 40 vacas en la lista de separación. ¿Acabarán todas en el "
         "corral?", [V], ["env-sortgate-big-list-overflows"]),  # es
    task("b26-t113", "Wer darf Kühe auf die Liste für das Selektionstor setzen?", [S],
         ["sem-sortgate-selection"]),  # de
    # calving cameras
    task("b26-t114", "how long is the footage from the calving pens kept?", [S],
         ["sem-calvecam-calving-pens"]),
    task("b26-t115", "why did we lose a calf in late March when the cameras were meant to be "
         "watching?", [E], ["epi-2026-03-26-calving-missed-after-update"]),
    task("b26-t116", "the calving cameras did a software install this afternoon. what should I "
         "do?", [P], ["rule-calvecam-test-alert-after-update"]),
    task("b26-t117", "write up last night's calvings", [U],
         ["pref-ingrid-calvings-in-morning-log"]),
    task("b26-t118", "how quickly will the night phone ping when a cow starts calving, and how "
         "many times?", [V], ["env-calvecam-alert-delay-and-repeats"]),
    task("b26-t119", "¿Cada cuánto se limpian las cámaras de los boxes de parto?", [S],
         ["sem-calvecam-calving-pens"]),  # es
    task("b26-t120", "Escreve os partos desta noite para o registo da manhã. O que é que a "
         "Ingrid quer ver?", [U], ["pref-ingrid-calvings-in-morning-log"]),  # pt
    # night alarms
    task("b26-t121", "if the night person doesn't answer an alarm, who gets rung next?", [S],
         ["sem-nightcall-alarm-router"]),
    task("b26-t122", "why did Ingrid get rung at 2am in late October?", [E],
         ["epi-2026-10-22-night-phone-on-silent"]),
    task("b26-t123", "I'm passing the night phone to Sefton now. anything to do besides "
         "charging it?", [P], ["rule-nightcall-test-at-handover"]),
    task("b26-t124", "the alarm system woke Ingrid up last night. what does she want from me "
         "this morning?", [U], ["pref-ingrid-note-after-night-call"]),
    task("b26-t125", "the night phone just updated itself. anything I should expect tonight?",
         [V], ["env-nightcall-phone-update-silences"]),
    task("b26-t126", "O telemóvel de serviço acabou de instalar uma atualização. O que vai "
         "acontecer aos alarmes esta noite?", [V],
         ["env-nightcall-phone-update-silences"]),  # pt
    task("b26-t127", "Quem mantém a escala do telefone noturno?", [S],
         ["sem-nightcall-alarm-router"]),  # pt
    # the farm, and how Ingrid reacts
    task("b26-t128", "how many people work here, and does anyone cover nights at the heifer "
         "unit?", [S], ["sem-hollowbeck-sites-and-team"]),
    task("b26-t129", "Il est 22h. J'envoie maintenant à Ingrid ma question sur la commande de "
         "paille ?", [V], ["env-ingrid-late-message-waits"]),  # fr
    task("b26-t130", "Mi informe para Ingrid ocupa tres páginas. ¿Cómo va a reaccionar?", [V],
         ["env-ingrid-long-report-three-bullets"]),  # es
]

BLIND26_NO_MEMORY_REQUESTS: list[tuple[str, str]] = [
    ("b26-n01", "how many centimetres are there in an inch?"),
    ("b26-n03", "what is the capital of Canada?"),
    ("b26-n04", "suggest a name for a new sheepdog puppy"),
    ("b26-n05", "explain in two sentences what a linked list is"),
    ("b26-n06", "who painted the Mona Lisa?"),
    ("b26-n07", "what's a good word for 'happy' that starts with j?"),
    ("b26-n08", "convert 72 degrees Fahrenheit to Celsius"),
    ("b26-n11", "¿Cuántos planetas hay en el sistema solar?"),  # es
    ("b26-n12", "Qual é o rio mais comprido de Portugal?"),  # pt
]
