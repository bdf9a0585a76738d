"""A thirtieth workspace and its tasks: a seed bank of wild plants and old crop landraces, from the
accession database, the drying room, seed cleaning, the X-ray fill check, pest quarantine
freezing, the cold vault, foil packing, germination testing and liquid-nitrogen storage through
regeneration at a field station, requests and distribution, plant-health certificates for
exports, safety duplicates at a partner garden, sensor alarms, standby power, labels, field
collecting and publication to a public catalogue, written by hand from the record format alone
and never fitted on.

The store is the memory of the conservation, lab and facilities team of the Caldermoor Seed Bank
(an invented seed bank run by the invented Caldermoor Botanic Trust at the invented village of
Ashwick Lees, about 11,800 accessions, with a field station at Brantholme 14 kilometres west):
the Seedlog collection database, the Drystore drying-room controller, the Windsort aspirator,
the Radiscan X-ray cabinet, the Chillgate quarantine freezer, the Frostvault cold room, the
Foilpress bag sealer, the four Germicab incubators, the Cryotrack nitrogen dewars, the Plotbook
field app, the Seedshare request portal, the Phytodesk inspection bookings, the Twinbox
duplicate shipments, the Vaultwatch sensors and on-call alarms, the Powerhold generator panel,
the Tagprint label printer, the Fieldkit collecting tablets and the nightly Genecat publication;
and of its principal (Ottoline Marsden, head of seed conservation). Other invented names: Tobiah
Renwick (seed curator), Ingrid Falkenrath (germination lab), Emeka Thornbury (facilities
engineer), Saoirse Blakewell (data and IT), Dagny Rusholme (field collecting), Florian
Maddox-Reyne (Brantholme), Priya Castellane (distribution and plant health), Hollis Quarrington
(cryo technician), Wenna Trescothick (volunteers), Dunmere Botanic Garden, the Northfell Plant
Health Inspectorate, Brackwater Couriers, Glenhollow Refrigeration, Pallister Gases, Corvane
Power, and the places Skelbeck quarry, Morrow Edge, Harlow Crags, Oxtey and Aberlow; hosts use
.example names and 10.0.0.0/8 addresses; species are real genera used only as names, and every
amount, date and event is invented.

Eighteen themes hold one record in each tier about the same system (a fact, an incident, a
lesson, a preference of Ottoline and a prediction), so a request's words say what it is about
and mostly only its shape says which kind of memory answers it. Five more records: a fact about
the sites and the team, a fact about the base and active collections, and three predictions of
how Ottoline reacts (to a message longer than a screen without saying what is needed from her,
to something sent on a Monday morning, and to a figure given without the previous one). Lessons
carry a trigger list of entities and situation words and a "When ..., do: ... Not: ... Why:"
body; predictions carry a condition and a prediction, in the SPEC's sub-buckets system-state
(11), skill-output-shape (4), principal-response (3), workspace-state-transitions (2),
filesystem-response (1). One episodic record has the event type near-miss (the X-ray cabinet's
door opened on a live tube), the others incident. Preferences use the domains reporting,
communication, work-style, planning, data, safety and approvals.

Counts: 95 records (semantic 20, episodic 18, procedural 18, personalized 18,
environment-dynamics 21); 130 tasks, each with one needed tier and one answering record
(semantic 25, episodic 20, procedural 33, personalized 23, environment-dynamics 29; English 90,
German 8, French 8, Spanish 8, Italian 8, Portuguese 8; of the 40 not in English: semantic 7,
episodic 4, procedural 15, personalized 4, environment-dynamics 10); every record answers at
least one task; 12 no-memory requests (4 of them not in English).

Written by hand by a writer who had not read the project's code (not the recall code, its cue
tables, its weights, nor any other store's rows); the only inputs were the SPEC's sections on
the five tiers, their frontmatter and the retrieval policies, the layout lines of an earlier
task file (retrieval-blind29.py: its docstring, its import line, its first records, its first
tasks and its no-memory requests), and the def lines of the record and task constructors in
benchmarks/retrieval/dataset.py (their names and parameters, nothing else of that module); the
heldout README was read only to pick a domain not used before (no earlier workspace was a seed
bank or genebank; the nearest earlier ones were a glasshouse grower, a hospital laboratory and a
public broadcaster's archive, different trades). This file was never imported or run against
recall: the only checks were a parse of it as Python and a small script of the writer's that
walks its syntax tree (without executing it) to check that every gold id exists and has the
task's tier, that every record is used, the counts above, the languages, and the longest run of
words a request shares with its record (three at most, counted over the record's title, body,
triggers, condition, prediction and evidence; 0 words: 21 requests; 1 word: 70 requests; 2
words: 32 requests; 3 words: 7 requests). Every system, company, person, place and number is
invented; nothing was copied from a public text.

Requests are typed the way a curator, a lab technician, the facilities engineer, a volunteer
coordinator, the field-station manager, the distribution officer or a coding agent would type
them (imperatives, "what happened", "why did", "will X if", "can I ...?", terse situations);
non-English requests are marked by a trailing comment. Hard families on purpose: an imperative
whose needed memory is how Ottoline wants that kind of work done (personalized), a question
about how a machine, a supplier, a partner or Ottoline will react (environment-dynamics), "who
can" / "how long" / "how many" about a fact (semantic), the situation a lesson is for told
without the lesson's words (procedural), and "what happened" / "why did" (episodic). Some
requests touch a second record more weakly; the gold is the one record that answers the request
as asked. The writer hesitated most over b30-t009 (a note about a collection: gold is her wish
for the accession number and Latin name first), b30-t016 (a setpoint change: gold is her wish to
be told first, though the humid-spell prediction and the eRH lesson are near), b30-t023 (a
cleaning incident to write up: gold is her wish that no volunteer is named, though the campion
incident is near), b30-t031 (an X-ray result for her: gold is her wish for counts, though her
wish for the accession number first and the previous-figure prediction are near), b30-t044 (a
quick trip into the vault: gold is her one-trip-a-day wish, though the base-collection fact is
near), b30-t058 (a retest summary: gold is her table with the previous test, though the
previous-figure prediction and the regeneration prediction are near), b30-t065 (nitrogen alone
at a weekend: gold is her two-person wish, though the oxygen-alarm lesson is near), b30-t078 (a
refusal to a school: gold is her wish for team-signed replies with a reason, though the
base-collection fact and the newsletter prediction are near), b30-t106 (a lost print job: gold
is the switch-over prediction, though the long-job jam prediction is near), b30-t124 (a site to
send: gold is her no-exact-sites wish, though the Genecat incident is near), b30-t127 (a long
message: gold is the prediction of her reply, though the sealer records are near) and b30-t129
(a bare germination figure: gold is the previous-figure prediction, though her germination-table
wish is near). BLIND30_NO_MEMORY_REQUESTS lists requests that no record in this store answers
(general knowledge or small talk), as plain (id, text) pairs outside the task constructor, for a
caller that wants to measure abstention. Report it in aggregate; do not tune on it.
"""

from __future__ import annotations

from typing import Any

from benchmarks.retrieval.dataset import E, P, S, U, V, env, epi, pref, rule, sem, task

BLIND30_RECORDS: list[dict[str, Any]] = [
    # --- 0. the seed bank, its two sites and the team ---
    sem("sem-caldermoor-sites-and-team", "sites-and-team", 0.97, 21, "2026-11-20",
        "Caldermoor banks wild and landrace seed at Ashwick Lees and regrows it at Brantholme",
        "The Caldermoor Seed Bank, run by the Caldermoor Botanic Trust, holds about 11,800 "
        "accessions of wild plant species and old crop landraces in its building at Ashwick Lees, "
        "and regrows low stocks at the Brantholme field station 14 kilometres west. Ottoline "
        "Marsden is head of seed conservation; Tobiah Renwick is seed curator; Ingrid Falkenrath "
        "leads the germination lab; Emeka Thornbury is facilities engineer; Saoirse Blakewell "
        "runs data and IT; Dagny Rusholme coordinates field collecting; Florian Maddox-Reyne "
        "manages Brantholme; Priya Castellane handles distribution and plant health paperwork; "
        "Hollis Quarrington is cryo technician; Wenna Trescothick coordinates the volunteers.")
    ,
    sem("sem-caldermoor-base-and-active-collections", "collections", 0.95, 17, "2026-10-30",
        "Each accession is split into a base collection and an active collection",
        "The base collection is the long-term reserve: packed in foil, kept in the vault at -20 "
        "degrees and never sent out; it is opened only for viability retests and regeneration. "
        "The active collection is the working stock from which packets go to requesters and "
        "germination tests are sown. An accession is split only when it holds at least 5,000 "
        "clean seeds; smaller accessions stay whole in the base collection until Brantholme has "
        "bulked them up.")
    ,
    # --- 1. accession database (Seedlog) ---
    sem("sem-seedlog-accession-numbers", "accessions", 0.96, 18, "2026-11-03",
        "Seedlog issues accession numbers from a complete field sheet",
        "Seedlog (seedlog.caldermoor.example, 10.40.2.15) is the collection database. It gives "
        "each incoming collection a number of the form CM-2026-0412 only once the field data "
        "sheet is complete: collector, GPS point, habitat, estimated seed count and the number "
        "of mother plants sampled; until then the entry stays a draft. Only Tobiah Renwick can "
        "merge or retire accessions.")
    ,
    epi("epi-2026-05-12-seedlog-import-overwrote-dates", "accessions", "incident", "2026-05-12",
        "A spreadsheet import rewrote the collection dates of 140 accessions",
        "A spreadsheet of corrected habitat notes was loaded straight into live Seedlog. The "
        "date column had been formatted as text, so the importer put the day of the import in "
        "place of the original collecting date for 140 accessions. Retest due dates moved by "
        "up to eleven years. Tobiah spent two days restoring the dates from the previous night's "
        "backup and re-keying the notes entered since.")
    ,
    rule("rule-seedlog-preview-import-on-staging", "accessions",
         ["Seedlog", "import", "spreadsheet", "CSV", "bulk update", "accessions", "columns",
          "staging"], "high", 1, "2026-05-20",
         "Preview any bulk load on the staging copy of Seedlog first",
         "When loading more than a handful of rows into Seedlog from a spreadsheet, do: run the "
         "import in preview mode on the staging copy, open five random accessions and compare "
         "them field by field with the sheet, and only then import on live. Not: import on live "
         "because the column headers match. Why: in May a text-formatted date column replaced "
         "140 collecting dates with the import day and took two days to repair from backup.")
    ,
    pref("pref-ottoline-accession-number-and-binomial-first", "communication", "accessions",
         "2026-09-14",
         "Ottoline wants the accession number and Latin name at the top of every message",
         "Ottoline wants any message, ticket or note about a collection to open with its "
         "accession number and the full Latin binomial, author abbreviation optional. No common "
         "names on their own and no 'the bean from last week'.")
    ,
    env("env-seedlog-export-partial-during-reindex", "skill-output-shape", "accessions",
        "a Seedlog export or report is started while the nightly reindex runs, from 01:00 to "
        "about 02:15",
        "the export ends without any error but holds only a third to a half of the accessions; "
        "runs started after 02:30 are complete",
        4, 0, "2026-10-08",
        "Four partial exports seen since June, all started between 01:05 and 02:10; the same "
        "jobs rerun at 03:00 gave the full 11,800 rows.")
    ,
    # --- 2. drying room (Drystore) ---
    sem("sem-drystore-drying-room", "drying-room", 0.95, 15, "2026-10-21",
        "Drystore holds the drying room at 15 degrees and 15 percent humidity",
        "The Drystore controller keeps the drying room at 15 degrees C and 15 percent relative "
        "humidity with a desiccant-wheel dehumidifier. Fresh collections dry in cotton bags on "
        "nine open racks of 40 bag places, usually for two to four weeks, until their "
        "equilibrium relative humidity (eRH), read with the lab hygrometer, is 15 percent or "
        "lower.")
    ,
    epi("epi-2026-07-18-drystore-belt-snapped-weekend", "drying-room", "incident", "2026-07-18",
        "The desiccant wheel stopped over a weekend and the room reached 41 percent",
        "On a Saturday evening the drive belt of the desiccant wheel snapped. Drystore showed a "
        "fault on its own panel but the fault was not wired to Vaultwatch, so nobody was "
        "called. By Monday morning the room stood at 41 percent humidity; 96 collections had to "
        "be dried again, adding ten days, and three fleshy-fruited collections had mould on the "
        "bags and lost part of their seed.")
    ,
    rule("rule-drystore-measure-erh-before-packing", "drying-room",
         ["Drystore", "drying room", "eRH", "hygrometer", "packing", "rack", "dry enough",
          "weeks"], "high", 2, "2026-08-04",
         "Measure each collection's eRH before it leaves the drying room",
         "When collections are to be moved from the drying room to packing, do: read the eRH of "
         "each one with the hygrometer, write it in Seedlog and pack only those at 15 percent "
         "or below. Not: go by the number of weeks on the rack. Why: after the July belt failure "
         "and in humid spells, bags that had been in for a month still read 20 to 24 percent.")
    ,
    pref("pref-ottoline-told-before-setpoint-change", "work-style", "drying-room", "2026-08-11",
         "Ottoline wants to hear about any Drystore setpoint change beforehand",
         "Ottoline wants to be told before anyone changes a Drystore setpoint, even for a day or "
         "for a test, with the reason in one sentence and the date it goes back. She does not "
         "mind the change itself; she minds finding out from the trend chart.")
    ,
    env("env-drystore-humid-spell-slower-drying", "system-state", "drying-room",
        "the outdoor dew point stays above 16 degrees for several days, usually in August",
        "the room creeps up to 18 to 20 percent humidity in the afternoons and collections need "
        "about a week longer to reach 15 percent eRH",
        6, 1, "2026-09-02",
        "Seen in six humid spells over two summers; one spell in June was short enough that "
        "drying times did not change.")
    ,
    # --- 3. seed cleaning (Windsort) ---
    sem("sem-windsort-cleaning-sessions", "seed-cleaning", 0.93, 13, "2026-10-06",
        "Volunteers clean seed on the Windsort aspirator on Tuesdays and Thursdays",
        "Seed is cleaned with sieves from 0.5 to 6 mm and the Windsort aspirator column, whose "
        "air stream is set from 0 to 100. Volunteers clean on Tuesday and Thursday mornings "
        "with Wenna Trescothick. The chaff and rejected fraction of every accession is kept in "
        "a labelled paper bag for one week before it is thrown away.")
    ,
    epi("epi-2026-03-03-windsort-campion-blown-out", "seed-cleaning", "incident", "2026-03-03",
        "Most of the Skelbeck quarry campion seed went out with the chaff",
        "A Silene collection from Skelbeck quarry was run at airflow 62, the setting left on "
        "the log sheet from a grass, and most of the filled seed was blown into the reject "
        "fraction. The reject bag was emptied the same afternoon against the one-week rule. "
        "Of about 4,200 seeds, 600 were left, and the quarry face has since been blasted, so "
        "the population cannot be collected again.")
    ,
    rule("rule-windsort-low-airflow-and-xray-rejects", "seed-cleaning",
         ["Windsort", "aspirator", "airflow", "chaff", "reject fraction", "small seeds",
          "volunteer", "cleaning"], "high", 1, "2026-03-10",
         "Start the Windsort low and X-ray the rejects before they go",
         "When an accession is cleaned on the Windsort, do: start at airflow 20, raise it in "
         "steps of 5 while watching what lifts, and X-ray 20 seeds from the reject fraction "
         "before the bag is put aside. Not: reuse the last setting written on the log sheet. "
         "Why: in March a campion run at a grass setting lost six sevenths of a collection that "
         "can never be replaced.")
    ,
    pref("pref-ottoline-volunteers-thanked-not-blamed", "communication", "seed-cleaning",
         "2026-04-02",
         "Ottoline wants volunteers named for thanks and never named for blame",
         "Ottoline wants the volunteers thanked by name in the monthly bulletin, with the "
         "accessions each of them cleaned. In incident write-ups no volunteer is ever named: "
         "say 'the Tuesday cleaning session' and describe what the setup allowed to happen.")
    ,
    env("env-windsort-undried-seed-poor-separation", "system-state", "seed-cleaning",
        "the Windsort is used on a collection that has not been through the drying room",
        "chaff sticks to the seed and about a quarter of it stays in the clean fraction at any "
        "airflow; after drying the same lot separates cleanly",
        5, 0, "2026-09-22",
        "Five fresh collections tried straight from the field this year, mostly grasses and "
        "umbellifers; all five had to be cleaned a second time after drying.")
    ,
    # --- 4. X-ray (Radiscan) ---
    sem("sem-radiscan-xray-fill-check", "x-ray", 0.94, 14, "2026-10-13",
        "Radiscan X-rays 50 seeds of each accession to check fill",
        "Radiscan is the cabinet X-ray used to check seed fill. A sample of 50 seeds per "
        "accession is imaged, by default at 22 kV for 4 seconds, and the image is attached to "
        "the accession in Seedlog. Only staff who have had the radiation induction may run it: "
        "Ingrid Falkenrath, Tobiah Renwick and Hollis Quarrington. Emeka Thornbury is the "
        "radiation protection supervisor and the door interlock is tested every Monday.")
    ,
    epi("epi-2026-09-08-radiscan-interlock-left-jumpered", "x-ray", "near-miss", "2026-09-08",
        "The Radiscan door interlock was left bridged after a service visit",
        "After a Glenhollow service visit the cabinet's door interlock was left bridged with a "
        "test lead. Next morning Hollis opened the door to turn a tray while the warning lamp "
        "was still lit and the tube was still powered. The exposure had one second left; both "
        "dose badges read zero at the monthly check, and the lead was found behind the panel.")
    ,
    rule("rule-radiscan-interlock-test-after-any-service", "x-ray",
         ["Radiscan", "X-ray", "interlock", "service", "repair", "contractor", "door switch",
          "warning lamp"], "high", 0, "2026-09-12",
         "Test the Radiscan interlock yourself after anyone has opened it",
         "When the Radiscan has been opened for service or repair by anyone, do: run the Monday "
         "interlock test before the first real image (start a dummy exposure, open the door, "
         "check that the tube cuts out and the lamp goes off) and sign the log. Not: take the "
         "contractor's service sheet as proof. Why: in September the interlock was left bridged "
         "and the door opened on a live tube.")
    ,
    pref("pref-ottoline-fill-results-as-counts", "reporting", "x-ray", "2026-06-30",
         "Ottoline wants X-ray results as filled, empty and infested counts with the image",
         "Ottoline wants fill results given as filled, empty and infested seeds out of the "
         "number imaged, with the percentages and the image attached. Never 'looks fine' or "
         "'mostly full'.")
    ,
    env("env-radiscan-tiny-seeds-too-faint", "skill-output-shape", "x-ray",
        "seeds smaller than about 1 mm, such as rushes and bellflowers, are imaged at the "
        "default 22 kV and 4 seconds",
        "the images are too faint to tell filled from empty; about 14 kV for 8 seconds on the "
        "magnifying tray gives readable images",
        7, 0, "2026-08-19",
        "Seven small-seeded accessions imaged at default this year, all unreadable; retaken at "
        "14 kV and 8 s, all readable.")
    ,
    # --- 5. pest quarantine (Chillgate) ---
    sem("sem-chillgate-quarantine-freezing", "pest-quarantine", 0.94, 12, "2026-09-29",
        "Legumes and anything with holes spend 72 hours in the Chillgate at -20",
        "Every incoming collection of legumes, and any collection showing bore holes or frass, "
        "goes into the Chillgate quarantine chest freezer in the receiving room for 72 hours "
        "at -20 degrees before it may enter the drying room. A tag on each bag records the "
        "time in and out. Sticky traps on every drying-room rack are checked each Friday.")
    ,
    epi("epi-2026-08-26-bruchids-emerged-in-drying-room", "pest-quarantine", "incident",
        "2026-08-26",
        "Bean weevils emerged in the drying room from a farmer's broad beans",
        "A landrace broad bean collection from a farm near Oxtey skipped the Chillgate because "
        "the farmer said it was already dry and stored indoors. Three weeks later bruchid "
        "beetles were on the traps of racks 2, 3 and 5. All 31 legume collections in the room "
        "were frozen; two showed holed seed and lost about a fifth of their viable seed.")
    ,
    rule("rule-chillgate-freeze-every-legume-regardless", "pest-quarantine",
         ["Chillgate", "legume", "bean", "pea", "vetch", "bruchid", "weevil", "frass",
          "farmer", "quarantine"], "high", 1, "2026-09-01",
         "Freeze every legume for 72 hours whatever the donor says",
         "When a legume collection arrives, or any collection with holes or frass, do: put it "
         "in the Chillgate for the full 72 hours before it goes near a rack, even if the donor "
         "says it is dry, old, treated or kept indoors. Not: accept a farmer's word as a reason "
         "to skip freezing. Why: in August weevils from skipped broad beans spread to three "
         "racks and cost two collections a fifth of their seed.")
    ,
    pref("pref-ottoline-pest-find-same-day-photo", "reporting", "pest-quarantine",
         "2026-09-03",
         "Ottoline wants any pest find reported the same day with a photo and rack positions",
         "Ottoline wants any insect found in the drying room or on a trap reported to her the "
         "same day, with a photo of the trap and the list of rack positions nearby, before "
         "anything is moved.")
    ,
    env("env-chillgate-full-in-harvest-weeks", "system-state", "pest-quarantine",
        "the Brantholme bean, pea and vetch harvest comes in, in late August and September",
        "the Chillgate stays full for about three weeks and wild collections queue in the "
        "receiving room fridge for up to five days",
        2, 0, "2026-09-25",
        "Both of the last two harvests filled the freezer from the last week of August to the "
        "middle of September.")
    ,
    # --- 6. cold vault (Frostvault) ---
    sem("sem-frostvault-cold-room", "cold-vault", 0.96, 16, "2026-11-05",
        "Frostvault holds the base collection at -20 in four mobile shelving runs",
        "The Frostvault cold room keeps the base collection at -20 degrees plus or minus 2 in "
        "four mobile shelving runs. Compressors A and B alternate weekly and defrost runs "
        "automatically at 04:00 and 16:00. A stay inside is limited to 10 minutes per person "
        "in a freezer suit, and every entry goes in the log at the door. Glenhollow "
        "Refrigeration holds the service contract.")
    ,
    epi("epi-2026-01-14-frostvault-door-held-by-trolley", "cold-vault", "incident",
        "2026-01-14",
        "A trolley wheel kept the vault door open for three hours",
        "A loaded trolley was pushed out of the vault and its back wheel stayed in the door "
        "gap. The door looked shut but did not seal. Over three hours the air warmed to -9 "
        "degrees, ice built up on the evaporator and compressor A tripped on high pressure. "
        "Packets stayed below -15; the evaporator took two days to de-ice.")
    ,
    rule("rule-frostvault-trolley-out-then-close-by-hand", "cold-vault",
         ["Frostvault", "vault door", "trolley", "door seal", "ajar", "cold room", "leaving"],
         "high", 0, "2026-01-20",
         "Get the trolley fully out and close the vault door by hand",
         "When leaving the vault with a trolley, do: pull it completely clear of the threshold, "
         "close the door by hand and wait for the green seal lamp before walking off. Not: "
         "rely on the self-closer or push the door against the trolley. Why: in January a wheel "
         "in the gap held the door open for three hours and tripped compressor A.")
    ,
    pref("pref-ottoline-one-vault-trip-a-day", "work-style", "cold-vault", "2026-02-09",
         "Ottoline wants vault retrievals batched into one trip a day",
         "Ottoline wants everything to be fetched from or put into the vault gathered into a "
         "single trip at 10:00 each day, listed the day before in the shared retrieval sheet. "
         "No quick visits for one packet unless a test would otherwise be lost.")
    ,
    env("env-frostvault-defrost-pre-alarm", "system-state", "cold-vault",
        "the automatic defrost runs at 04:00 or 16:00",
        "the air probe reads up to -14 degrees for about 20 minutes and Vaultwatch sends a "
        "pre-alarm that clears itself; the packet probe stays below -18",
        23, 1, "2026-11-12",
        "23 defrost pre-alarms logged since March, all cleared within 25 minutes; the one "
        "miss was a real fault on compressor B that showed the same first reading.")
    ,
    # --- 7. packing (Foilpress) ---
    sem("sem-foilpress-bag-sealing", "packaging", 0.93, 12, "2026-10-01",
        "Foilpress seals trilaminate foil bags at 180 degrees for 2 seconds",
        "Dried seed is packed in trilaminate foil bags sealed on the Foilpress bar sealer at "
        "180 degrees with a 2 second dwell. Base-collection packets get an inner bag and an "
        "outer bag; active-collection packets one bag. A peel-test strip is sealed at the "
        "start of each session and a contact thermometer checks the bar weekly.")
    ,
    epi("epi-2026-10-02-foilpress-weak-seals-at-retest", "packaging", "incident", "2026-10-02",
        "Eighteen bags from one February packing day had weak seals",
        "At a viability retest, 18 bags packed on one February day were soft and opened at "
        "the seal by hand. The Foilpress thermostat had drifted so the bar reached only about "
        "150 degrees although the display read 180. The seed inside had taken up moisture to "
        "28 percent eRH and all 18 had to be dried and repacked.")
    ,
    rule("rule-foilpress-peel-test-before-first-bag", "packaging",
         ["Foilpress", "heat sealer", "foil bag", "seal", "peel test", "packing session",
          "thermostat"], "medium", 1, "2026-10-09",
         "Peel-test a strip before the first bag of every packing session",
         "When a packing session starts on the Foilpress, do: seal a test strip, let it cool "
         "for a minute and pull it apart by hand; the foil must tear before the seal opens. "
         "Not: trust the display temperature. Why: in February a drifting thermostat left 18 "
         "bags with weak seals that let moisture in.")
    ,
    pref("pref-ottoline-packing-in-pairs", "work-style", "packaging", "2026-03-16",
         "Ottoline wants packing done by two people, one sealing and one checking",
         "Ottoline wants every packing session done by two people: one fills and seals, the "
         "other reads each label against Seedlog before the bag is closed. Nobody packs alone; "
         "if the second person is missing, the session moves.")
    ,
    env("env-foilpress-bar-uneven-first-minutes", "system-state", "packaging",
        "the Foilpress is switched on from cold",
        "the display reaches 180 within four minutes but the bar needs about 12 minutes to "
        "heat evenly; seals made before that are weak at the right-hand end",
        4, 0, "2026-10-20",
        "Contact thermometer readings on four cold starts: the right-hand end lagged 20 to 30 "
        "degrees until minute 11 or 12.")
    ,
    # --- 8. germination tests (Germicab) ---
    sem("sem-germicab-germination-tests", "germination", 0.95, 17, "2026-11-10",
        "Four Germicab incubators run germination tests scored weekly for eight weeks",
        "Germination tests run in four Germicab incubators, G1 to G4, on agar plates: four "
        "replicates of 25 seeds, or two of 50, on programmes such as 20/10 degrees alternating "
        "with 12 hours of light. Tests are scored weekly for up to eight weeks. Base-collection "
        "accessions are retested every ten years, short-lived species every five. Ingrid "
        "Falkenrath runs the lab.")
    ,
    epi("epi-2026-06-23-germicab-g3-reverted-to-default", "germination", "incident",
        "2026-06-23",
        "G3 came back from a power cut on its default programme and ran 11 days wrong",
        "After a four-minute power cut, incubator G3 restarted on its factory programme, a "
        "constant 25 degrees in the dark. Fourteen tests ran eleven days like that before "
        "anyone read the display. A dormant primrose accession scored 0 percent and was "
        "nearly entered as dead before Ingrid saw the cause.")
    ,
    rule("rule-germicab-check-programmes-after-outage", "germination",
         ["Germicab", "incubator", "power cut", "outage", "programme", "light cycle",
          "restart", "G3"], "high", 1, "2026-06-29",
         "After any power interruption, check every Germicab's running programme",
         "When the power has gone off, even for seconds, do: compare the running programme on "
         "each Germicab with the card on its door and note the check in the lab log. Not: "
         "assume an incubator resumes where it was. Why: in June G3 came back on its factory "
         "programme and fourteen tests ran eleven days in the wrong conditions.")
    ,
    pref("pref-ottoline-germination-table-with-previous", "reporting", "germination",
         "2026-07-07",
         "Ottoline wants germination results as a table with the previous test beside them",
         "Ottoline wants germination results as one table row per accession: test date, "
         "programme, seeds sown, germinated, mouldy, empty, firm but ungerminated, the final "
         "percentage and, next to it, the percentage of the previous test.")
    ,
    env("env-seedlog-low-retest-queues-regeneration", "workspace-state-transitions",
        "germination",
        "a retest result under 85 percent of the accession's first test is entered in Seedlog",
        "Seedlog marks the accession for regeneration, adds it to Brantholme's plan for the "
        "next season and emails Florian",
        9, 0, "2026-11-10",
        "Nine low retests entered this year; each produced the regeneration flag and an email "
        "to Florian within the minute.")
    ,
    # --- 9. cryopreservation (Cryotrack) ---
    sem("sem-cryotrack-nitrogen-store", "cryo", 0.94, 13, "2026-10-27",
        "Three liquid nitrogen dewars are watched by Cryotrack and filled every second Wednesday",
        "Embryos of seeds that do not survive drying, and orchid seed, are kept in three "
        "liquid nitrogen dewars, D1 to D3, in the cryo room. Cryotrack sensors show each "
        "dewar's level and an autofill valve tops them up from a 230-litre supply vessel that "
        "Pallister Gases refills every second Wednesday. The room's oxygen monitor alarms at "
        "19.5 percent.")
    ,
    epi("epi-2026-02-09-cryotrack-d2-valve-froze-open", "cryo", "incident", "2026-02-09",
        "The autofill valve on D2 froze open and the oxygen alarm went off",
        "The autofill valve on dewar D2 iced up in the open position and nitrogen vented "
        "into the room for about 40 minutes. The oxygen monitor alarmed at 18.9 percent and "
        "Hollis left the room. The supply vessel emptied, and D1 and D3 were topped up by "
        "hand the next day from an emergency Pallister delivery.")
    ,
    rule("rule-cryo-oxygen-alarm-leave-and-ventilate", "cryo",
         ["Cryotrack", "cryo room", "liquid nitrogen", "oxygen alarm", "dewar", "autofill",
          "venting", "hissing"], "high", 0, "2026-02-12",
         "On an oxygen alarm, leave the cryo room and ventilate from outside",
         "When the cryo room's oxygen monitor alarms or nitrogen can be heard venting, do: "
         "leave, shut the door, call Emeka and run the extract fan from the corridor switch "
         "for 15 minutes, then go back in only with the portable oxygen meter. Not: step in to "
         "close a valve. Why: in February D2 vented for 40 minutes and the air fell to 18.9 "
         "percent oxygen.")
    ,
    pref("pref-ottoline-nitrogen-never-alone", "safety", "cryo", "2026-02-16",
         "Ottoline wants nobody handling nitrogen without a second person in the building",
         "Ottoline wants no one to handle liquid nitrogen unless a second person is in the "
         "building and knows about it, and she wants a message in the team chat when the work "
         "starts and when it ends. Weekends included.")
    ,
    env("env-pallister-holiday-week-slips", "system-state", "cryo",
        "a Pallister delivery Wednesday falls in a week with a public holiday",
        "the delivery comes two days late and the supply vessel drops below 20 percent "
        "before it arrives",
        3, 0, "2026-05-06",
        "Easter, the May holiday and last Christmas each pushed the delivery to Friday.")
    ,
    # --- 10. regeneration at Brantholme (Plotbook) ---
    sem("sem-plotbook-brantholme-regeneration", "regeneration", 0.94, 14, "2026-10-16",
        "Brantholme regrows low accessions in 60 plots and 24 insect-proof cages",
        "Accessions low in seed or viability are regrown at Brantholme in 60 field plots and "
        "24 insect-proof cages. Outbreeding species need at least 50 plants per accession. "
        "The Plotbook app records sowing, flowering and harvest per plot and feeds Seedlog. "
        "Florian Maddox-Reyne runs the station with two seasonal gardeners.")
    ,
    epi("epi-2026-09-15-brantholme-kale-crossed", "regeneration", "incident", "2026-09-15",
        "Two kale landraces crossed in open plots and both harvests were discarded",
        "Two kale landraces flowered at the same time in open plots about 30 metres apart and "
        "bees crossed them. The grow-out check of the harvested seed showed off-type plants "
        "in both, and both regenerations were thrown away: a season lost for two accessions "
        "with fewer than 400 viable seeds each.")
    ,
    rule("rule-brantholme-cage-same-species-flowering-together", "regeneration",
         ["Brantholme", "Plotbook", "brassica", "kale", "cabbage", "outbreeding",
          "flowering", "isolation", "cage", "bees"], "high", 1, "2026-09-22",
         "Cage or stagger insect-pollinated accessions of one species flowering together",
         "When two accessions of the same insect-pollinated species would flower in the same "
         "season at Brantholme, do: grow both in cages with their own bumblebee boxes, or "
         "stagger sowing so flowering does not overlap. Not: count on distance between open "
         "plots. Why: in 2026 two kale landraces 30 metres apart crossed and both harvests "
         "were lost.")
    ,
    pref("pref-ottoline-regeneration-plan-by-risk", "planning", "regeneration", "2026-11-02",
         "Ottoline wants the regeneration plan ordered by risk of loss",
         "Ottoline wants the yearly regeneration plan sorted by risk: the accessions with the "
         "fewest viable seeds left come first, with that number shown. Not alphabetical and "
         "not by plot.")
    ,
    env("env-plotbook-offline-harvest-dated-at-sync", "workspace-state-transitions",
        "regeneration",
        "Plotbook entries are made on phones in the far plots without signal and synced later",
        "the harvest records take the time of the sync instead of the harvest, so Seedlog "
        "shows the sync day as the harvest date",
        3, 0, "2026-09-30",
        "Three harvest batches this season carried the date of the evening sync in the "
        "office, not the day they were picked.")
    ,
    # --- 11. requests and distribution (Seedshare) ---
    sem("sem-seedshare-requests", "distribution", 0.94, 15, "2026-10-23",
        "Seedshare requests need an agreed MTA and get 50 or 25 seeds per packet",
        "Researchers and restoration groups ask for seed through the Seedshare portal. Each "
        "request needs an accepted material transfer agreement (MTA). A standard packet holds "
        "50 seeds, or 25 for rare species, and one request may list at most ten accessions. "
        "Only the active collection is distributed. Priya Castellane approves requests.")
    ,
    epi("epi-2026-04-07-seedshare-posted-before-mta-signed", "distribution", "incident",
        "2026-04-07",
        "An order was posted while its MTA was unsigned and had to be recovered",
        "A university group's order was packed and posted from the approval email while the "
        "MTA still showed 'sent, not signed'. The group then declined the terms, the packets "
        "had to be collected back by courier for 140 euro, and the Trust's legal adviser "
        "wrote to the university.")
    ,
    rule("rule-seedshare-countersigned-before-packing", "distribution",
         ["Seedshare", "request", "MTA", "material transfer", "packing", "posting", "order",
          "approval email"], "high", 1, "2026-04-14",
         "Check the MTA is countersigned in Seedshare before packing an order",
         "When packing an order from Seedshare, do: open the request in the portal and check "
         "that the MTA shows 'countersigned' with a date; print the dispatch note only then. "
         "Not: work from the approval email. Why: in April an order left before the MTA was "
         "signed, the requester refused the terms, and recovering it cost 140 euro.")
    ,
    pref("pref-ottoline-requester-replies-from-team", "communication", "distribution",
         "2026-05-18",
         "Ottoline wants requester replies signed by the team, with a reason and alternative",
         "Ottoline wants replies to people asking for seed signed 'the Caldermoor seed team', "
         "never with a personal name, plain and friendly. A refusal always says why and, where "
         "one is known, where else the seed might be found.")
    ,
    env("env-seedshare-newsletter-request-surge", "system-state", "distribution",
        "the Trust's quarterly newsletter goes out",
        "Seedshare requests roughly triple over the next ten days, mostly from schools and "
        "gardeners asking for species that are only in the base collection",
        4, 0, "2026-10-12",
        "Last four newsletters: 11, 9, 14 and 12 requests in the ten days before, 34, 30, 41 "
        "and 37 in the ten days after.")
    ,
    # --- 12. plant health certificates (Phytodesk) ---
    sem("sem-phytodesk-export-certificates", "plant-health", 0.93, 11, "2026-10-09",
        "Exports need a Northfell phytosanitary certificate booked on Phytodesk",
        "Seed sent out of the country needs a phytosanitary certificate from the Northfell "
        "Plant Health Inspectorate, booked through the Phytodesk portal with five working "
        "days' notice. The certificate must carry every additional declaration the importing "
        "country asks for. Priya Castellane makes the bookings.")
    ,
    epi("epi-2026-11-04-shipment-held-missing-declaration", "plant-health", "incident",
        "2026-11-04",
        "Twelve accessions sat 19 days at import for a missing declaration",
        "A shipment of twelve accessions to a partner genebank abroad was held at import for "
        "19 days because the certificate lacked the additional declaration of freedom from a "
        "seed-borne virus. The box stood in a bonded warehouse at room temperature and three "
        "of the accessions came back from their first test much lower.")
    ,
    rule("rule-phytodesk-get-import-conditions-first", "plant-health",
         ["Phytodesk", "phytosanitary", "certificate", "export", "import permit",
          "additional declaration", "abroad", "inspection"], "high", 1, "2026-11-10",
         "Get the importer's permit and declarations before booking on Phytodesk",
         "When booking an export inspection on Phytodesk, do: get the importer's permit and "
         "their list of additional declarations in writing first and paste them into the "
         "booking notes for the inspector. Not: book first and expect the inspector to know "
         "the destination's rules. Why: in November a missing declaration kept twelve "
         "accessions at the border for 19 days.")
    ,
    pref("pref-ottoline-approves-exports-with-full-cost", "approvals", "plant-health",
         "2026-06-08",
         "Ottoline approves every export herself and wants the full cost first",
         "Ottoline approves every shipment that leaves the country herself, and wants the full "
         "cost in one line first: inspection fee, permits, courier and any cold packaging.")
    ,
    env("env-phytodesk-no-slots-december", "system-state", "plant-health",
        "an export inspection is wanted in December",
        "Phytodesk shows no free slots for two to three weeks; slots for December are gone by "
        "the middle of November",
        2, 0, "2026-11-18",
        "Both of the last two Decembers: first free slot in the second week of January.")
    ,
    # --- 13. safety duplicates (Twinbox to Dunmere) ---
    sem("sem-twinbox-dunmere-safety-duplicates", "safety-duplicate", 0.95, 12, "2026-10-19",
        "A black-box duplicate of the base collection is kept at Dunmere Botanic Garden",
        "A safety duplicate of every base-collection accession with enough seed is stored in "
        "the vault of Dunmere Botanic Garden under a black-box agreement: Dunmere never opens "
        "the boxes. Duplicates travel twice a year in Twinbox insulated boxes with a "
        "temperature logger, and the box list must match the duplicate flag in Seedlog. Tobiah "
        "Renwick coordinates.")
    ,
    epi("epi-2026-03-27-twinbox-weekend-in-depot", "safety-duplicate", "incident",
        "2026-03-27",
        "A duplicate box spent a weekend in a courier depot and was returned",
        "A Twinbox handed to Brackwater Couriers on a Friday sat in their depot over the "
        "weekend. Its logger showed 31 degrees for nine hours. Dunmere returned it unopened "
        "as agreed, and drying, repacking and resending took three weeks.")
    ,
    rule("rule-twinbox-ship-early-in-week", "safety-duplicate",
         ["Twinbox", "Dunmere", "safety duplicate", "courier", "Brackwater", "shipment",
          "logger", "Friday"], "high", 1, "2026-04-06",
         "Send duplicate boxes to Dunmere only on a Monday or Tuesday",
         "When sending a safety duplicate box, do: hand it to the courier on a Monday or "
         "Tuesday only, with the logger started and the tracking number sent to Dunmere's "
         "curator the same day. Not: ship late in the week. Why: in March a Friday box spent "
         "the weekend in a depot at 31 degrees and had to be redone.")
    ,
    pref("pref-ottoline-duplication-percent-by-family", "reporting", "safety-duplicate",
         "2026-07-01",
         "Ottoline wants duplication progress as a percentage by plant family each quarter",
         "Ottoline wants safety duplication progress reported every quarter as the percentage "
         "of base-collection accessions with a duplicate at Dunmere, broken down by plant "
         "family, largest gaps first.")
    ,
    env("env-dunmere-confirms-after-two-weeks", "system-state", "safety-duplicate",
        "a Twinbox arrives at Dunmere",
        "their signed receipt comes 8 to 12 working days later, after their curator has "
        "checked the list against the box; messages chasing it earlier go unanswered",
        5, 0, "2026-10-28",
        "Last five boxes: receipts after 9, 11, 8, 12 and 10 working days.")
    ,
    # --- 14. monitoring and alarms (Vaultwatch) ---
    sem("sem-vaultwatch-sensors-and-on-call", "monitoring", 0.95, 16, "2026-11-06",
        "Vaultwatch reads 26 sensors and calls the on-call person",
        "Vaultwatch (vaultwatch.caldermoor.example, 10.40.2.30) reads 26 temperature, humidity "
        "and oxygen sensors in the vault, drying room, Chillgate, incubators and cryo room, "
        "and sends alarms by SMS and voice call to the week's on-call person. The rota hands "
        "over on Monday at 09:00; an alarm not acknowledged in 20 minutes goes to Emeka "
        "Thornbury.")
    ,
    epi("epi-2026-08-02-vaultwatch-sim-out-of-credit", "monitoring", "incident", "2026-08-02",
        "Vaultwatch's SIM ran out of credit and a Sunday alarm reached nobody",
        "The prepaid SIM in the Vaultwatch gateway had run out of credit. On a Sunday a vault "
        "pre-alarm and then a full alarm went out to nobody. The temperature recovered by "
        "itself within the hour, and Emeka only found the alarms in the log on Monday. The "
        "SIM was replaced with a contract SIM that week.")
    ,
    rule("rule-vaultwatch-test-alarm-at-handover", "monitoring",
         ["Vaultwatch", "alarm", "on-call", "rota", "SMS", "gateway", "handover",
          "test alarm"], "high", 0, "2026-08-10",
         "At on-call handover, send yourself a Vaultwatch test alarm",
         "When you take over the on-call week, do: trigger the test alarm from the Vaultwatch "
         "page and wait until both the SMS and the voice call reach your phone, before 10:00 "
         "on Monday. Not: assume alarms work because nothing came last week. Why: in August "
         "the gateway's SIM had no credit and a Sunday alarm reached no one.")
    ,
    pref("pref-ottoline-monday-alarm-summary", "reporting", "monitoring", "2026-08-17",
         "Ottoline wants a Monday summary of last week's alarms, slow ones first",
         "Ottoline wants a short Monday summary of the past week's alarms: how many, which "
         "sensor, who acknowledged and how fast, with any alarm not acknowledged within 20 "
         "minutes at the top.")
    ,
    env("env-vaultwatch-back-sensor-lost-when-runs-closed", "system-state", "monitoring",
        "all four shelving runs in the vault are closed",
        "sensor V4 at the back wall drops off the radio network and Vaultwatch shows 'sensor "
        "lost' after about 30 minutes, until a run is opened again",
        6, 0, "2026-11-06",
        "Six times this year, each time after the audit or a weekend with the runs closed.")
    ,
    # --- 15. standby power (Powerhold) ---
    sem("sem-powerhold-standby-generator", "standby-power", 0.94, 13, "2026-10-14",
        "A 60 kVA generator backs the vault, Chillgate, drying room, cryo room and Vaultwatch",
        "A 60 kVA diesel generator with an automatic transfer switch on the Powerhold panel "
        "backs up the vault, the Chillgate, the drying room, the cryo room and Vaultwatch. "
        "Offices and the Germicab incubators are not on it. It is load-tested on the first "
        "Wednesday of each month at 07:30, a full tank lasts 48 hours, and Corvane Power "
        "services it.")
    ,
    epi("epi-2026-01-27-generator-diesel-gelled", "standby-power", "incident", "2026-01-27",
        "The generator stalled in a frost because its diesel had gelled",
        "During a storm cut at -11 degrees the generator started and then stalled after six "
        "minutes: the summer diesel in its tank had gelled. The vault was without power for "
        "five hours and warmed to -12 before Corvane got it running with warmed filters and "
        "winter fuel.")
    ,
    rule("rule-powerhold-winter-diesel-from-october", "standby-power",
         ["Powerhold", "generator", "diesel", "fuel order", "winter", "frost", "standby",
          "cloud point"], "medium", 0, "2026-02-03",
         "From October on, order only winter-grade diesel for the generator",
         "When ordering fuel for the generator from October to March, do: order winter-grade "
         "diesel with cold-flow additive and ask for the cloud point on the delivery note. "
         "Not: top up with whatever the supplier sends as standard. Why: in January summer "
         "diesel gelled at -11 and the vault went five hours without power.")
    ,
    pref("pref-ottoline-load-test-notice-by-email", "communication", "standby-power",
         "2026-03-02",
         "Ottoline wants all staff emailed the day before a generator load test",
         "Ottoline wants an email to all staff the working day before each generator load test, "
         "with the time and what will blink. A chat message on the day is not enough.")
    ,
    env("env-powerhold-switchover-drops-print-queue", "system-state", "standby-power",
        "the monthly load test switches the building over to the generator",
        "the server UPS beeps, Seedlog drops connections for about 10 seconds and the "
        "Tagprint queue is lost, so print jobs have to be sent again",
        8, 0, "2026-11-04",
        "Each of the last eight monthly tests; no data lost in Seedlog, every pending label "
        "job lost.")
    ,
    # --- 16. labels (Tagprint) ---
    sem("sem-tagprint-label-stocks", "labels", 0.94, 14, "2026-10-05",
        "Tagprint prints paper labels for drying bags and FZ polyester for the cold",
        "Tagprint (printer tagprint01, 10.40.3.12) prints barcode labels from Seedlog. Paper "
        "labels go on the cotton bags in the drying room; freezer-grade polyester labels, "
        "from rolls marked FZ, go on anything that enters the vault or the Chillgate. The "
        "barcode carries the accession number and the bag number.")
    ,
    epi("epi-2026-11-18-vault-packets-lost-labels", "labels", "incident", "2026-11-18",
        "Thirty-seven vault packets were found with their labels on the floor",
        "During the autumn audit, 37 packets in run 3 were found with their labels lying "
        "under the shelves. They had been printed on paper stock in September when the FZ roll "
        "ran out. Four packets could not be matched and Tobiah had to identify them from "
        "their X-ray images.")
    ,
    rule("rule-tagprint-no-paper-for-cold", "labels",
         ["Tagprint", "label", "barcode", "printer", "roll", "FZ", "polyester", "paper stock",
          "packet"], "high", 1, "2026-11-24",
         "Never label cold-store packets on paper stock",
         "When labels are for anything going into the vault or the Chillgate, do: check the "
         "loaded roll is marked FZ; if no FZ roll is left, stop and order one, and hold the "
         "packets unlabelled in the receiving fridge. Not: print on paper 'just for now'. Why: "
         "paper labels from September fell off 37 vault packets and four had to be identified "
         "by X-ray.")
    ,
    pref("pref-ottoline-species-name-on-labels", "data", "labels", "2026-05-25",
         "Ottoline wants the species name printed on every packet label",
         "Ottoline wants every packet label to show the species name in words as well as the "
         "barcode and accession number, so that a packet can be read without a scanner.")
    ,
    env("env-tagprint-long-jobs-jam", "skill-output-shape", "labels",
        "more than about 60 labels are sent to Tagprint in one job",
        "it jams after 40 to 60 labels because the ribbon overheats; batches of 40 print "
        "cleanly",
        5, 1, "2026-10-05",
        "Five of six long jobs this year jammed between label 41 and 58; the one that did not "
        "was printed in the cold receiving room.")
    ,
    # --- 17. field collecting (Fieldkit) ---
    sem("sem-fieldkit-collecting-rules", "field-collecting", 0.94, 15, "2026-09-18",
        "Collectors take at most 20 percent of the seed and need consent and permits",
        "On collecting trips the Fieldkit tablets record the GPS point, habitat, population "
        "size and the number of plants sampled. The team takes at most 20 percent of the seed "
        "ripe on the day, from at least 50 plants where there are that many. Every site needs "
        "the landowner's consent, protected sites also a permit from the conservation agency; "
        "both are kept in the Fieldkit permits folder. Dagny Rusholme plans trips.")
    ,
    epi("epi-2026-07-08-morrow-edge-expired-permit", "field-collecting", "incident",
        "2026-07-08",
        "Pasqueflower seed was collected at Morrow Edge on a lapsed permit",
        "A team collected Pulsatilla seed at Morrow Edge, a protected site, on a permit that "
        "had ended two weeks earlier. The agency asked that the seed be held unused, the "
        "Trust sent a formal apology, and the accession sat in 'hold' status for six months.")
    ,
    rule("rule-fieldkit-check-permit-dates-and-species", "field-collecting",
         ["Fieldkit", "collecting trip", "permit", "protected site", "landowner consent",
          "expiry", "field trip"], "high", 1, "2026-07-15",
         "Check every site's permit dates and species list before a trip",
         "When a collecting trip is planned, do: open each site's permit in Fieldkit and check "
         "that its end date is after the trip's last day and that the target species is named "
         "on it; renew anything short with the agency at least a month ahead. Not: assume a "
         "permit from last year's trip still runs. Why: in July Pulsatilla was collected at "
         "Morrow Edge on a lapsed permit.")
    ,
    pref("pref-ottoline-one-page-trip-plan-with-map", "planning", "field-collecting",
         "2026-04-20",
         "Ottoline wants each trip plan on one page with a map, targets and permits",
         "Ottoline wants every collecting trip planned on one page: a map of the sites, the "
         "target species at each, and the permit or consent reference per site, sent to her a "
         "week before departure.")
    ,
    env("env-fieldkit-gps-poor-under-canopy", "skill-output-shape", "field-collecting",
        "a GPS point is taken in Fieldkit under woodland canopy or in a steep valley",
        "the accuracy shown is 25 to 60 metres instead of 3 to 5; a point taken in the open "
        "nearby with the offset noted is better",
        6, 1, "2026-08-28",
        "Six of seven woodland sites this summer; the seventh was a thin birch stand with "
        "8 metre accuracy.")
    ,
    # --- 18. public catalogue (Genecat) ---
    sem("sem-genecat-nightly-publication", "public-catalogue", 0.94, 12, "2026-10-26",
        "Seedlog publishes to Genecat nightly with sensitive taxa on a 10 km grid",
        "Every night at 03:00 Seedlog sends accession data to Genecat, the public catalogue of "
        "the national genebank network. Coordinates of taxa flagged 'sensitive' in Seedlog are "
        "rounded to a 10 km grid before export. The export files are written to the "
        "genecat-out share on 10.40.2.50 before upload. Saoirse Blakewell owns the sync.")
    ,
    epi("epi-2026-06-02-genecat-published-orchid-location", "public-catalogue", "incident",
        "2026-06-02",
        "An orchid's exact site went public for nine days",
        "A lady's slipper accession was saved under a subspecies name that had just been "
        "added to Seedlog without the sensitive flag, so its exact coordinates went to Genecat "
        "and stayed public for nine days. The conservation agency asked for removal, and "
        "Genecat's cache took another week to clear.")
    ,
    rule("rule-genecat-flag-new-taxa-before-use", "public-catalogue",
         ["Genecat", "sensitive", "coordinates", "public catalogue", "new taxon",
          "subspecies", "species list", "rare"], "high", 1, "2026-06-09",
         "Set the sensitive flag on a new taxon before any accession uses it",
         "When a new species or subspecies name is added to Seedlog, do: look it up in the "
         "agency's sensitive-species list and set the flag before any accession is saved under "
         "it. Not: expect the flag to carry over from the parent species. Why: in June a new "
         "subspecies name without the flag published an orchid's exact site for nine days.")
    ,
    pref("pref-ottoline-no-exact-sites-in-messages", "data", "public-catalogue",
         "2026-06-05",
         "Ottoline wants no exact locations of rare populations in mail or chat",
         "Ottoline never wants the exact location of a rare population written in an email or "
         "a chat message, even inside the team; send the Seedlog link to the accession, where "
         "access is controlled.")
    ,
    env("env-genecat-share-open-file-skipped", "filesystem-response", "public-catalogue",
        "a file in the genecat-out share is open on someone's computer between 03:00 and "
        "about 03:40",
        "the export cannot overwrite it, and that night's upload skips the file without any "
        "error, so Genecat keeps the previous day's data",
        3, 0, "2026-10-26",
        "Three nights this year Genecat showed stale data; each time someone had left the "
        "file open in a spreadsheet program.")
    ,
    # --- how Ottoline reacts ---
    env("env-ottoline-long-message-what-do-you-need", "principal-response", "communication",
        "Ottoline gets a message longer than one screen without a first line saying what is "
        "needed from her",
        "she replies 'what do you need from me?' and acts on it about a day later",
        7, 1, "2026-11-16",
        "Seven of eight long messages since summer; the eighth was a trip report she had "
        "asked for.")
    ,
    env("env-ottoline-monday-morning-no-reply", "principal-response", "communication",
        "something is sent to Ottoline before 11:00 on a Monday",
        "no reply comes until after lunch: Monday mornings she walks the vault and has the "
        "trustees' call",
        9, 1, "2026-11-09",
        "Nine Monday mornings out of ten this autumn; the tenth was a bank holiday week with no "
        "trustees' call.")
    ,
    env("env-ottoline-asks-for-previous-figure", "principal-response", "reporting",
        "a figure such as a germination percentage, seed count or cost is given to Ottoline "
        "without the previous value or a baseline",
        "her first reply asks for the comparison, and she decides nothing until she has it",
        8, 0, "2026-10-29",
        "Eight times since spring, in email and in the Tuesday meeting.")
    ,
]

BLIND30_TASKS: list[dict[str, Any]] = [
    # the seed bank, its sites and the team
    task("b30-t001", "who looks after the incubators, and who do I ask about the field station?",
         [S], ["sem-caldermoor-sites-and-team"]),
    task("b30-t002", "Wer kümmert sich bei uns um den Versand und die Papiere für "  # de
         "Pflanzengesundheit?", [S], ["sem-caldermoor-sites-and-team"]),
    task("b30-t003", "can a restoration group be sent seed out of the long-term reserve?", [S],
         ["sem-caldermoor-base-and-active-collections"]),
    task("b30-t004", "Quantas sementes limpas tem de ter uma colheita para ser dividida em "  # pt
         "duas?", [S], ["sem-caldermoor-base-and-active-collections"]),
    # accession database
    task("b30-t005", "two records look like the same collection, who can fold them into one?",
         [S], ["sem-seedlog-accession-numbers"]),
    task("b30-t006", "why was Tobiah stuck fixing collecting dates for two days back in May?",
         [E], ["epi-2026-05-12-seedlog-import-overwrote-dates"]),
    task("b30-t007", "Dagny sent me a sheet with 60 corrected habitat descriptions, load it into "
         "the database this afternoon", [P], ["rule-seedlog-preview-import-on-staging"]),
    task("b30-t008", "Tengo un Excel con 80 registros nuevos para meter en Seedlog, ¿lo "  # es
         "subo tal cual?", [P], ["rule-seedlog-preview-import-on-staging"]),
    task("b30-t009", "write Ottoline a quick note that the vetch Dagny brought back on Friday "
         "needs cleaning again", [U], ["pref-ottoline-accession-number-and-binomial-first"]),
    task("b30-t010", "I'm setting the agent's nightly dump of all accessions to run at 01:30, "
         "any catch?", [V], ["env-seedlog-export-partial-during-reindex"]),
    task("b30-t011", "J'ai lancé l'extraction de la base à 1 h du matin et le fichier n'a "  # fr
         "que 5 000 lignes, c'est normal ?", [V], ["env-seedlog-export-partial-during-reindex"]),
    # drying room
    task("b30-t012", "what conditions is the room where fresh collections dry kept at?", [S],
         ["sem-drystore-drying-room"]),
    task("b30-t013", "what went wrong with the dehumidifier that weekend in July?", [E],
         ["epi-2026-07-18-drystore-belt-snapped-weekend"]),
    task("b30-t014", "those twelve bags have sat on rack 4 for three weeks, can I start "
         "putting them into foil?", [P], ["rule-drystore-measure-erh-before-packing"]),
    task("b30-t015", "Die Sammlungen auf Regal 7 liegen seit einem Monat dort. Kann ich sie "  # de
         "heute einschweißen?", [P], ["rule-drystore-measure-erh-before-packing"]),
    task("b30-t016", "I'm dropping the humidity target to 12% for two days to push the backlog "
         "through", [U], ["pref-ottoline-told-before-setpoint-change"]),
    task("b30-t017", "dew point's been 18 all week, what does that do to the stuff on the "
         "racks?", [V], ["env-drystore-humid-spell-slower-drying"]),
    task("b30-t018", "È agosto ed è umido da giorni: quanto ci metteranno in più le raccolte "  # it
         "ad asciugarsi?", [V], ["env-drystore-humid-spell-slower-drying"]),
    # seed cleaning
    task("b30-t019", "which mornings are the cleaning volunteers in?", [S],
         ["sem-windsort-cleaning-sessions"]),
    task("b30-t020", "how did we end up with only 600 seeds from the quarry campion?", [E],
         ["epi-2026-03-03-windsort-campion-blown-out"]),
    task("b30-t021", "a new volunteer is about to put a tiny-seeded bellflower through the air "
         "column", [P], ["rule-windsort-low-airflow-and-xray-rejects"]),
    task("b30-t022", "Con che regolazione parto sull'aspiratore per una raccolta nuova di "  # it
         "semi minuscoli?", [P], ["rule-windsort-low-airflow-and-xray-rejects"]),
    task("b30-t023", "write up yesterday's cleaning mix-up for the incident log", [U],
         ["pref-ottoline-volunteers-thanked-not-blamed"]),
    task("b30-t024", "draft the volunteers' part of this month's newsletter", [U],
         ["pref-ottoline-volunteers-thanked-not-blamed"]),
    task("b30-t025", "Dagny's grasses came in green this morning, if we run them through the "
         "Windsort right away will they come out clean?", [V],
         ["env-windsort-undried-seed-poor-separation"]),
    # X-ray
    task("b30-t026", "who's cleared to take images on the X-ray cabinet?", [S],
         ["sem-radiscan-xray-fill-check"]),
    task("b30-t027", "¿Cuántas semillas se radiografían por lote y con qué kV y tiempo "  # es
         "por defecto?", [S], ["sem-radiscan-xray-fill-check"]),
    task("b30-t028", "what was the scare with the X-ray cabinet the morning after Glenhollow "
         "came?", [E], ["epi-2026-09-08-radiscan-interlock-left-jumpered"]),
    task("b30-t029", "the engineer has just finished on the Radiscan door switch, I've got a "
         "queue of samples waiting", [P], ["rule-radiscan-interlock-test-after-any-service"]),
    task("b30-t030", "Le technicien vient de réparer la cabine à rayons X, je peux relancer "  # fr
         "les clichés tout de suite ?", [P], ["rule-radiscan-interlock-test-after-any-service"]),
    task("b30-t031", "send Ottoline the fill check on CM-2026-0412", [U],
         ["pref-ottoline-fill-results-as-counts"]),
    task("b30-t032", "about to image a Juncus lot on the normal settings, will I be able to "
         "see which ones are full?", [V], ["env-radiscan-tiny-seeds-too-faint"]),
    # pest quarantine
    task("b30-t033", "how long does new material stay in the quarantine chest?", [S],
         ["sem-chillgate-quarantine-freezing"]),
    task("b30-t034", "how did beetles get onto the drying racks last summer?", [E],
         ["epi-2026-08-26-bruchids-emerged-in-drying-room"]),
    task("b30-t035", "O que aconteceu com as favas do agricultor em agosto?", [E],  # pt
         ["epi-2026-08-26-bruchids-emerged-in-drying-room"]),
    task("b30-t036", "a grower dropped off a sack of runner beans he swears were sun-dried and "
         "kept in his loft a year, they can go straight on a rack, yes?", [P],
         ["rule-chillgate-freeze-every-legume-regardless"]),
    task("b30-t037", "Un agricultor nos trae guisantes secos de su granero y dice que no "  # es
         "hace falta congelarlos", [P], ["rule-chillgate-freeze-every-legume-regardless"]),
    task("b30-t038", "two little beetles on a sticky card by the racks, put together "
         "the message for Ottoline", [U], ["pref-ottoline-pest-find-same-day-photo"]),
    task("b30-t039", "the station's peas and beans arrive next week, will there be space to "
         "freeze Dagny's wild stuff?", [V], ["env-chillgate-full-in-harvest-weeks"]),
    # cold vault
    task("b30-t040", "Combien de temps peut-on rester dans la chambre froide d'affilée ?",  # fr
         [S], ["sem-frostvault-cold-room"]),
    task("b30-t041", "why did one of the vault compressors trip in January?", [E],
         ["epi-2026-01-14-frostvault-door-held-by-trolley"]),
    task("b30-t042", "I'm wheeling the cart out of the freezer room, the door swings shut on "
         "its own, right?", [P], ["rule-frostvault-trolley-out-then-close-by-hand"]),
    task("b30-t043", "Esco dalla cella a -20 con il carrello pieno, come chiudo la porta?",  # it
         [P], ["rule-frostvault-trolley-out-then-close-by-hand"]),
    task("b30-t044", "I need one packet out of the base store now for a retest, just nipping "
         "in", [U], ["pref-ottoline-one-vault-trip-a-day"]),
    task("b30-t045", "Organise les prélèvements dans la chambre froide pour la semaine "  # fr
         "prochaine", [U], ["pref-ottoline-one-vault-trip-a-day"]),
    task("b30-t046", "got a text at 4 am, vault air at -14, do I need to drive in?", [V],
         ["env-frostvault-defrost-pre-alarm"]),
    task("b30-t047", "Um 16 Uhr kam eine Vorwarnung für den Tiefkühlraum, die von selbst "  # de
         "wieder weg war. Müssen wir etwas tun?", [V], ["env-frostvault-defrost-pre-alarm"]),
    # packing
    task("b30-t048", "what temperature and hold time does the bag sealer run at?", [S],
         ["sem-foilpress-bag-sealing"]),
    task("b30-t049", "why were those bags from February soft when we retested them?", [E],
         ["epi-2026-10-02-foilpress-weak-seals-at-retest"]),
    task("b30-t050", "starting today's packing now, anything to do before I seal bag "
         "one?", [P], ["rule-foilpress-peel-test-before-first-bag"]),
    task("b30-t051", "Vou começar a fechar sacos de alumínio esta manhã, o que verifico "  # pt
         "antes?", [P], ["rule-foilpress-peel-test-before-first-bag"]),
    task("b30-t052", "Wenna's off, I'll just pack the afternoon batch myself", [U],
         ["pref-ottoline-packing-in-pairs"]),
    task("b30-t053", "just turned the sealer on and it already says 180, good to go?", [V],
         ["env-foilpress-bar-uneven-first-minutes"]),
    # germination
    task("b30-t054", "how often does something in the long-term store have to be germinated "
         "again?", [S], ["sem-germicab-germination-tests"]),
    task("b30-t055", "what went wrong in incubator 3 in June?", [E],
         ["epi-2026-06-23-germicab-g3-reverted-to-default"]),
    task("b30-t056", "the lab lost power for a couple of minutes this morning", [P],
         ["rule-germicab-check-programmes-after-outage"]),
    task("b30-t057", "Heute früh war im Labor kurz der Strom weg. Worauf muss ich bei den "  # de
         "Brutschränken achten?", [P], ["rule-germicab-check-programmes-after-outage"]),
    task("b30-t058", "summarise this quarter's viability retests for Ottoline", [U],
         ["pref-ottoline-germination-table-with-previous"]),
    task("b30-t059", "Prepara para Ottoline los resultados de las pruebas de germinación "  # es
         "del trimestre", [U], ["pref-ottoline-germination-table-with-previous"]),
    task("b30-t060", "if I enter 60% for a lot that tested 94% originally, what will the "
         "database do next?", [V], ["env-seedlog-low-retest-queues-regeneration"]),
    # cryo
    task("b30-t061", "when does the nitrogen tanker come?", [S],
         ["sem-cryotrack-nitrogen-store"]),
    task("b30-t062", "what happened with dewar D2 in February?", [E],
         ["epi-2026-02-09-cryotrack-d2-valve-froze-open"]),
    task("b30-t063", "something's hissing behind the nitrogen store door and the O2 meter "
         "is beeping", [P],
         ["rule-cryo-oxygen-alarm-leave-and-ventilate"]),
    task("b30-t064", "Suona l'allarme dell'ossigeno nella stanza dell'azoto, entro io a "  # it
         "chiudere la valvola?", [P], ["rule-cryo-oxygen-alarm-leave-and-ventilate"]),
    task("b30-t065", "I'm in on my own this Saturday, I'll top up the dewars while I'm here",
         [U], ["pref-ottoline-nitrogen-never-alone"]),
    task("b30-t066", "the Wednesday nitrogen drop is in Easter week this year, anything to "
         "worry about?", [V], ["env-pallister-holiday-week-slips"]),
    task("b30-t067", "A entrega de azoto calha na semana do feriado, vai chegar a tempo?",  # pt
         [V], ["env-pallister-holiday-week-slips"]),
    # regeneration
    task("b30-t068", "how many plants do we need when regrowing a cross-pollinating "
         "accession?", [S], ["sem-plotbook-brantholme-regeneration"]),
    task("b30-t069", "why did both kale regrow-outs get binned?", [E],
         ["epi-2026-09-15-brantholme-kale-crossed"]),
    task("b30-t070", "Florian wants two cabbage landraces in plots 12 and 14 next summer", [P],
         ["rule-brantholme-cage-same-species-flowering-together"]),
    task("b30-t071", "Florian veut semer deux variétés de chou dans des parcelles voisines "  # fr
         "cette année, ça passe ?", [P],
         ["rule-brantholme-cage-same-species-flowering-together"]),
    task("b30-t072", "draft next year's regrowing list for Ottoline", [U],
         ["pref-ottoline-regeneration-plan-by-risk"]),
    task("b30-t073", "the gardeners logged the bean picking on their phones out in the far "
         "field with no signal, what dates will the database show?", [V],
         ["env-plotbook-offline-harvest-dated-at-sync"]),
    # distribution
    task("b30-t074", "how many seeds do we put in an ordinary packet for someone who asks?",
         [S], ["sem-seedshare-requests"]),
    task("b30-t075", "Quante accessioni si possono chiedere al massimo in un'unica "  # it
         "domanda?", [S], ["sem-seedshare-requests"]),
    task("b30-t076", "why did we pay a courier to fetch packets back from a university in "
         "April?", [E], ["epi-2026-04-07-seedshare-posted-before-mta-signed"]),
    task("b30-t077", "got the email saying the Aberlow restoration group's order is approved, "
         "packing it now", [P], ["rule-seedshare-countersigned-before-packing"]),
    task("b30-t078", "reply to the primary school that wants seed we only hold in the reserve",
         [U], ["pref-ottoline-requester-replies-from-team"]),
    task("b30-t079", "Contesta a la investigadora cuya petición vamos a rechazar", [U],  # es
         ["pref-ottoline-requester-replies-from-team"]),
    task("b30-t080", "the Trust's newsletter goes out Thursday, what should I brace for on "
         "orders?", [V], ["env-seedshare-newsletter-request-surge"]),
    # plant health
    task("b30-t081", "how far ahead do we have to book the inspector for an export?", [S],
         ["sem-phytodesk-export-certificates"]),
    task("b30-t082", "¿Qué pasó con el envío que se quedó casi tres semanas en la aduana?",  # es
         [E], ["epi-2026-11-04-shipment-held-missing-declaration"]),
    task("b30-t083", "I'm booking the inspection for the lot going to our partner genebank "
         "overseas next month", [P], ["rule-phytodesk-get-import-conditions-first"]),
    task("b30-t084", "Ich buche gerade die Kontrolle für eine Sendung ins Ausland. Was "  # de
         "brauche ich vorher?", [P], ["rule-phytodesk-get-import-conditions-first"]),
    task("b30-t085", "a partner garden abroad wants eight accessions, put it to Ottoline", [U],
         ["pref-ottoline-approves-exports-with-full-cost"]),
    task("b30-t086", "can we still get an inspection the week before Christmas?", [V],
         ["env-phytodesk-no-slots-december"]),
    task("b30-t087", "On voudrait faire contrôler un envoi mi-décembre, c'est jouable ?",  # fr
         [V], ["env-phytodesk-no-slots-december"]),
    # safety duplicates
    task("b30-t088", "does Dunmere ever look inside the boxes we send them?", [S],
         ["sem-twinbox-dunmere-safety-duplicates"]),
    task("b30-t089", "why did the spring backup box come back to us?", [E],
         ["epi-2026-03-27-twinbox-weekend-in-depot"]),
    task("b30-t090", "the backup box is packed, can Brackwater take it this Friday?", [P],
         ["rule-twinbox-ship-early-in-week"]),
    task("b30-t091", "La caja de duplicados para Dunmere ya está lista, ¿la mando el "  # es
         "jueves?", [P], ["rule-twinbox-ship-early-in-week"]),
    task("b30-t092", "put together the quarter's numbers on how much of the collection is "
         "backed up off site", [U], ["pref-ottoline-duplication-percent-by-family"]),
    task("b30-t093", "Dunmere got the box four days ago and still no confirmation, should I "
         "chase?", [V], ["env-dunmere-confirms-after-two-weeks"]),
    task("b30-t094", "Dunmere n'a toujours pas confirmé la réception de la caisse, ça fait "  # fr
         "une semaine", [V], ["env-dunmere-confirms-after-two-weeks"]),
    # monitoring
    task("b30-t095", "how long before an alarm nobody answers goes up to Emeka?", [S],
         ["sem-vaultwatch-sensors-and-on-call"]),
    task("b30-t096", "why did nobody get called about the vault on that Sunday in August?",
         [E], ["epi-2026-08-02-vaultwatch-sim-out-of-credit"]),
    task("b30-t097", "Was war im August mit den Alarm-SMS los?", [E],  # de
         ["epi-2026-08-02-vaultwatch-sim-out-of-credit"]),
    task("b30-t098", "I'm on call from Monday, anything I should do when I pick it up?", [P],
         ["rule-vaultwatch-test-alarm-at-handover"]),
    task("b30-t099", "Da lunedì sono io di reperibilità, cosa devo fare all'inizio?", [P],  # it
         ["rule-vaultwatch-test-alarm-at-handover"]),
    task("b30-t100", "write this week's roundup of the alarms", [U],
         ["pref-ottoline-monday-alarm-summary"]),
    task("b30-t101", "we shut every shelving run in the vault for the audit and now one probe "
         "shows as missing, is it broken?", [V],
         ["env-vaultwatch-back-sensor-lost-when-runs-closed"]),
    # standby power
    task("b30-t102", "O gerador de emergência também alimenta as incubadoras de "  # pt
         "germinação?", [S], ["sem-powerhold-standby-generator"]),
    task("b30-t103", "why was the vault five hours without power in the January storm?", [E],
         ["epi-2026-01-27-generator-diesel-gelled"]),
    task("b30-t104", "putting in the fuel order for the backup generator, it's mid-October",
         [P], ["rule-powerhold-winter-diesel-from-october"]),
    task("b30-t105", "the generator test is next Wednesday, I'll drop a line in the team chat "
         "that morning", [U], ["pref-ottoline-load-test-notice-by-email"]),
    task("b30-t106", "after the generator test this morning my label job just vanished", [V],
         ["env-powerhold-switchover-drops-print-queue"]),
    task("b30-t107", "Was passiert während des Generatortests mit der Datenbank und dem "  # de
         "Etikettendrucker?", [V], ["env-powerhold-switchover-drops-print-queue"]),
    # labels
    task("b30-t108", "which roll goes on the cotton drying bags?", [S],
         ["sem-tagprint-label-stocks"]),
    task("b30-t109", "Come mai 37 bustine nella fila 3 hanno perso l'etichetta?", [E],  # it
         ["epi-2026-11-18-vault-packets-lost-labels"]),
    task("b30-t110", "the polyester roll is empty and I've twenty freezer packets to label "
         "today, there's loads of paper", [P], ["rule-tagprint-no-paper-for-cold"]),
    task("b30-t111", "Acabou o rolo de etiquetas para o congelador; imprimo nas de papel só "  # pt
         "por hoje?", [P], ["rule-tagprint-no-paper-for-cold"]),
    task("b30-t112", "set up the template for the new base-collection packet stickers", [U],
         ["pref-ottoline-species-name-on-labels"]),
    task("b30-t113", "I'm sending 150 stickers to the printer in one go", [V],
         ["env-tagprint-long-jobs-jam"]),
    # field collecting
    task("b30-t114", "how much of a population's seed are we allowed to take in a day?", [S],
         ["sem-fieldkit-collecting-rules"]),
    task("b30-t115", "¿Qué parte de las semillas de una población podemos recoger en una "  # es
         "salida?", [S], ["sem-fieldkit-collecting-rules"]),
    task("b30-t116", "what was the trouble over the pasqueflower seed from the reserve?", [E],
         ["epi-2026-07-08-morrow-edge-expired-permit"]),
    task("b30-t117", "planning the Harlow Crags outing for the first week of September", [P],
         ["rule-fieldkit-check-permit-dates-and-species"]),
    task("b30-t118", "Sto organizzando la raccolta nella riserva di Morrow Edge per fine "  # it
         "luglio", [P], ["rule-fieldkit-check-permit-dates-and-species"]),
    task("b30-t119", "write up next month's upland outing for Ottoline", [U],
         ["pref-ottoline-one-page-trip-plan-with-map"]),
    task("b30-t120", "A população de orquídeas fica no meio do faial, que precisão vou ter "  # pt
         "no tablet?", [V], ["env-fieldkit-gps-poor-under-canopy"]),
    # public catalogue
    task("b30-t121", "what happens to the whereabouts of rare plants when we publish to the "
         "national catalogue?", [S], ["sem-genecat-nightly-publication"]),
    task("b30-t122", "how did the lady's slipper site end up online in June?", [E],
         ["epi-2026-06-02-genecat-published-orchid-location"]),
    task("b30-t123", "Tobiah is putting a newly described marsh orchid subspecies into the "
         "names list today", [P], ["rule-genecat-flag-new-taxa-before-use"]),
    task("b30-t124", "email Dagny the grid reference of the new lady's slipper colony", [U],
         ["pref-ottoline-no-exact-sites-in-messages"]),
    task("b30-t125", "Manda ao Florian no chat a localização exata da população rara que "  # pt
         "encontrámos", [U], ["pref-ottoline-no-exact-sites-in-messages"]),
    task("b30-t126", "I left the catalogue export spreadsheet open on my PC overnight", [V],
         ["env-genecat-share-open-file-skipped"]),
    # how Ottoline reacts
    task("b30-t127", "I've written Ottoline three screens on the sealer trouble, good to "
         "send as it is?", [V], ["env-ottoline-long-message-what-do-you-need"]),
    task("b30-t128", "Ich schicke Ottoline Montag um halb neun die Budgetfrage, sie "  # de
         "antwortet doch gleich, oder?", [V], ["env-ottoline-monday-morning-no-reply"]),
    task("b30-t129", "I'll just tell Ottoline the Primula lot germinated at 71%, that's all "
         "she needs, right?", [V], ["env-ottoline-asks-for-previous-figure"]),
    task("b30-t130", "Je lui envoie seulement le chiffre de 71 % de germination, comment "  # fr
         "va-t-elle réagir ?", [V], ["env-ottoline-asks-for-previous-figure"]),
]

BLIND30_NO_MEMORY_REQUESTS: list[tuple[str, str]] = [
    ("b30-n01", "what's the capital of Mongolia and roughly how many people live there?"),
    ("b30-n02", "write a haiku about autumn rain on a tin roof"),
    ("b30-n03", "how do I reverse an array in JavaScript without mutating it?"),
    ("b30-n04", "suggest a board game for four adults on a rainy evening"),
    ("b30-n05", "explain in two sentences why the sky turns red at sunset"),
    ("b30-n07", "recommend a podcast about medieval trade routes"),
    ("b30-n08", "what's the offside rule in football, briefly?"),
    ("b30-n10", "Donne-moi trois idées de cadeau pour une amie qui aime la randonnée"),  # fr
    ("b30-n11", "¿Quién pintó «La persistencia de la memoria»?"),  # es
    ("b30-n12", "Qual é a montanha mais alta de Portugal continental?"),  # pt
]
