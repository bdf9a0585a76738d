"""A twentieth workspace and its tasks: a newspaper print centre, written from the record format
alone and never fitted on.

The store is the memory of the night production at the Ashvale Print Centre (an invented coldset
print works that prints the invented daily Northmarch Herald and commercial flyers): the two
Platewise PX-8 platesetters P1 and P2 and their punch layouts, the two Velmont Corona presses
(press 1 in Hall A, press 2 in Hall B) and their consoles, the reel store with Tallis Mill newsprint
and the Reelmate AGVs, the Inkflow central ink supply, the Aquadose fount unit and its RO water,
the Regimark register cameras, the Velmont jaw folders, the Stuffline SL-24 inserter and zoned
flyers, the Bundlex stackers and their labels, distribution planned in Roadsheet, page flow from
the newsroom through Pageflow, Breakguard web-break detection, hall climate and the compressors C1
and C2, spoilage in Wastelog and the Balemax baler, maintenance in Fixplan and blanket changes, the
power supply, drives and UPS, lockout and crew grades in Crewbook, and commercial jobs with proofs
in Proofdesk; and of its principal (Leocadia Farrant-Ndiaye, the centre's night production
manager). Other invented names: Bartholomew Szabo (press room foreman), Ines Talbot-Rhee (prepress
lead), Greta Lindahl (maintenance engineer), Rufus Okonjo (mailroom supervisor), Osian Marchetti
(distribution coordinator), Hamid Corrigan (electrician), Petra Vance (commercial account
manager), Noor (a plate-room operator), Kit (a reel-stand operator), Brightfield Foods, Darnell
Inks, Hydrasure, Clearfount, Mistral, Greyfield Recycling, Pellow Transport, the zones Eastmoor,
Harrowdale and Carrick.

Eighteen themes hold one record in each tier about the same system (a fact, an incident, a
lesson, a preference of Leocadia and a prediction), so a request's words say what it is about and
mostly only its shape says which kind of memory answers it. Three more records: a fact about the
centre's printing hours and the on-call pair, and two predictions of how Leocadia reacts (to a
call after 04:00 about something minor, and to a report without copy counts). Lessons carry a
trigger list of entities and situation words and a "When ..., do: ... Not: ... Why:" body;
predictions carry a condition and a prediction, in the SPEC's sub-buckets system-state (12),
workspace-state-transitions (3), skill-output-shape (2), filesystem-response (1) and
principal-response (2). One episodic record has the event type near-miss, the others incident.

Counts: 93 records (19 semantic, 18 episodic, 18 procedural, 18 personalized, 20
environment-dynamics); 130 tasks, each with one needed tier and one answering record (semantic
24, episodic 23, procedural 31, personalized 24, environment-dynamics 28; English 91, German 8,
French 8, Spanish 8, Italian 8, Portuguese 7; of the 39 not in English: semantic 5, episodic 5,
procedural 13, personalized 6, environment-dynamics 10); every record answers at least one task;
12 no-memory requests (5 of them not in English).

Written by hand by a writer who had not read the project's code (not the recall code, its cue
tables, its weights, nor any other store's rows); the only inputs were the SPEC's sections on the
five tiers and their frontmatter, and an earlier task file's layout (its docstring, its import
line and variable definitions, its first theme of records, its first tasks and its first
no-memory requests); the heldout README was read only to pick a domain not used before. The
signatures of the record and task constructors were inferred from those first records, not read
from their module. Each request was written for one record, and its tier is that record's tier.
The set was never run through recall before being handed over: the only checks were a parse, and
a run of this file by a small script of the writer's to check that every gold id exists and has
the task's tier, that every record is used, and the longest run of words a request shares with
its record (three at most). Every system, company, person, place and number is invented; nothing
was copied from a public text. Requests are typed the way a press operator, a foreman, a
mailroom or distribution lead, a prepress operator or a coding agent would type them
(imperatives, "what happened", "will X if", "ok to ...?", terse fragments); non-English requests
are marked by a trailing comment. Hard families on purpose: an imperative whose needed memory is
how Leocadia wants that kind of work done (personalized), a question about how a machine, the
hall or Leocadia will react (environment-dynamics), "who can" / "where does" / "how often" about
a fact (semantic), the situation a lesson is for told without the lesson's words (procedural),
and "what happened" / "why did we" (episodic). Some requests touch a second record of the same
theme more weakly (a lesson and the incident behind it); the gold is the one record that answers
the request as asked. BLIND20_NO_MEMORY_REQUESTS lists requests that no record in this store
answers (general knowledge or small talk), as plain (id, text) pairs outside the task
constructor, for a caller that wants to measure abstention. Report it in aggregate; do not tune
on it.
"""
from __future__ import annotations

from typing import Any

from benchmarks.retrieval.dataset import E, P, S, U, V, env, epi, pref, rule, sem, task

BLIND20_RECORDS: list[dict[str, Any]] = [
    # --- 1. computer-to-plate (Platewise platesetters) ---
    sem("sem-platewise-platesetters", "plates", 0.94, 12, "2026-01-08",
        "Two Platewise PX-8 platesetters, P1 and P2, image all plates in the plate room",
        "All printing plates are imaged on two Platewise PX-8 thermal platesetters, P1 and P2, "
        "in the plate room beside Hall B. Each images about 240 processorless Corvane ZP plates "
        "an hour. P1 carries the newspaper punch layout only; P2 can switch between the "
        "newspaper layout and the commercial layout. Only Ines Talbot-Rhee (prepress lead) or an "
        "operator holding plate grade 2 may recalibrate the laser focus.")
    ,
    epi("epi-2026-01-12-p2-commercial-punch", "plates", "incident", "2026-01-12",
        "Herald plates from P2 came out with the commercial punch and would not register",
        "After a Brightfield flyer job in the afternoon, P2 was left on the commercial punch "
        "layout. The night crew imaged the Herald's sport section on it; the plates hung on "
        "press 2 with the bend offset by 3 mm and the colours never came together. Forty "
        "minutes went on remaking 32 plates on P1 and the run started at 00:55 instead of 00:15.")
    ,
    rule("rule-p2-check-punch-before-news", "plates",
         ["Platewise", "P2", "punch layout", "commercial job", "plate bend", "newspaper plates",
          "plate room", "Corvane"], "high", 0, "2026-01-14",
         "Confirm P2's punch layout before imaging newspaper plates after a commercial job",
         "When P2 has run any commercial job since the last newspaper edition, do: open the "
         "device profile on the P2 screen, select the newspaper punch layout, image one test "
         "plate and try it on the bending table before releasing the edition. Not: trust the "
         "queue to switch the layout by itself. Why: the sport section on 2026-01-12 was imaged "
         "with the commercial punch and 32 plates had to be remade.")
    ,
    pref("pref-leocadia-plate-remake-sheet", "reporting", "plates", "2026-01-15",
         "Leocadia wants every remade plate on the remake sheet with a cause code",
         "Leocadia wants each remade plate entered on the shared remake sheet: page, colour, "
         "platesetter, cause code (damage, content, punch, exposure) and who asked for it. A chat "
         "message saying 'remade a few' does not count; at month end she totals the causes.")
    ,
    env("env-platesetter-cold-start-light-plates", "system-state", "plates",
        "a Platewise platesetter is powered up from cold",
        "the laser needs about 25 minutes to settle, and the first five or six plates imaged "
        "before that come out too light to hold the dots in the shadows",
        9, 1, "2026-02-02",
        "Seen on nine cold starts; once P1 was stable after 15 minutes in a warm plate room."),

    # --- 2. the two Velmont presses ---
    sem("sem-velmont-corona-presses", "presses", 0.96, 20, "2025-11-20",
        "Press 1 in Hall A and press 2 in Hall B are Velmont Corona coldset presses",
        "The centre has two Velmont Corona coldset presses: press 1 in Hall A with eight "
        "four-high towers and press 2 in Hall B with six. Both run up to 75,000 copies an hour "
        "in straight production. Each is run from its own console; a press may be started only "
        "by a console operator of grade C, and Bartholomew Szabo, the press room foreman, "
        "decides which press takes which title each night.")
    ,
    epi("epi-2025-12-03-blanket-wash-mid-run", "presses", "incident", "2025-12-03",
        "An automatic blanket wash fired on press 1 tower 3 in the middle of the Herald run",
        "After the press 1 console was restarted at 01:20 to clear a frozen screen, the "
        "automatic blanket wash programme came back armed with its 30,000-copy interval. It "
        "fired on tower 3 at full speed; about 3,100 copies carried wash streaks before the "
        "crew stopped it. The restart had reset the wash setting to the Velmont default.")
    ,
    rule("rule-console-restart-disarm-wash", "presses",
         ["Velmont", "console", "restart", "reboot", "blanket wash", "wash programme",
          "press 1", "press 2", "frozen screen"], "high", 0, "2025-12-05",
         "After any press console restart, check the automatic wash programmes before speed-up",
         "When a Velmont console has been restarted or rebooted during a run, do: open the wash "
         "page for every tower, set the automatic interval to off, and have the second operator "
         "confirm it before going back up to production speed. Not: assume the console keeps the "
         "night's settings. Why: on 2025-12-03 the wash fired on tower 3 and spoiled 3,100 "
         "copies.")
    ,
    pref("pref-leocadia-startup-waste-first", "reporting", "presses", "2025-12-10",
         "Leocadia wants start-up waste per press as the first line of the morning report",
         "In the morning report Leocadia wants the start-up waste for each press (copies from "
         "first ink to the first saleable copy) as the very first line, before the finishing "
         "times. She reads the rest only if that line is off target (more than 900 copies).")
    ,
    env("env-press-restart-after-estop", "system-state", "presses",
        "a Velmont press is stopped by an emergency stop at production speed",
        "it takes about 9 minutes to reset the stop circuit, re-ink and get back to saleable "
        "copies, and the first 600 to 800 copies after it are waste",
        11, 2, "2026-01-19",
        "Eleven emergency stops timed; two took over 15 minutes because a web had slackened."),

    # --- 3. paper reels, the reel store and the Reelmate AGVs ---
    sem("sem-reel-store-reelmate", "paper", 0.93, 9, "2025-10-30",
        "The reel store holds about 900 newsprint reels; Reelmate AGVs carry them to the stands",
        "Newsprint (45 g/m2, from Tallis Mill) is kept in the reel store on the north side, "
        "about 900 reels at full stock. Four Reelmate automated guided vehicles take reels from "
        "the store to the reel stands under both presses. Reels must rest in the store for 48 "
        "hours before use so they reach hall temperature. Kit, a reel-stand operator, and the "
        "store keeper book deliveries in the Reelmate screen.")
    ,
    epi("epi-2026-02-06-cold-reels-splice-failures", "paper", "incident", "2026-02-06",
        "Reels used straight off a frozen lorry failed three splices on press 2",
        "A delayed Tallis Mill delivery arrived at 21:00 in frost and the store was short, so "
        "twelve reels went straight to press 2. Three autopaster splices failed in the first "
        "hour (the paste did not hold on the cold paper) and each failure cost a web-up of "
        "about 20 minutes. The edition finished at 04:40 instead of 03:30.")
    ,
    rule("rule-cold-reels-rest-or-warm-bay", "paper",
         ["reel", "newsprint", "Tallis Mill", "delivery", "autopaster", "splice", "cold",
          "reel store", "Reelmate"], "medium", 0, "2026-02-09",
         "Never splice reels that have not rested; use the warm bay if stock is short",
         "When the only reels available arrived in the last 48 hours, do: move them into the "
         "heated bay by the boiler room for at least six hours and take them in order of "
         "arrival, and warn the foreman that splices need watching. Not: load them straight "
         "from the lorry. Why: on 2026-02-06 three splices failed on cold reels and the edition "
         "finished 70 minutes late.")
    ,
    pref("pref-leocadia-short-rest-reels-flagged", "approvals", "paper", "2026-02-10",
         "Leocadia wants to approve any use of reels younger than 48 hours",
         "If reels that have not had their 48 hours are to be used, Leocadia wants to be asked "
         "first by message with the reel numbers and their arrival time. She would rather run "
         "a lighter pagination than risk splices without knowing.")
    ,
    env("env-reelmate-wet-floor-stop", "system-state", "paper",
        "the hall floor is wet where the Reelmate vehicles run (cleaning or a leak)",
        "the AGVs detect wheel slip, stop where they are and wait for a person to clear them, "
        "so reel feeding to the stands halts until someone walks the route",
        6, 0, "2025-12-15",
        "Six wet-floor stops, all cleared by hand; none resumed on its own."),

    # --- 4. central ink supply (Inkflow) ---
    sem("sem-inkflow-central-ink", "ink", 0.92, 10, "2025-11-05",
        "Inkflow pumps ink from four 1,000-litre tanks in the ink room to both presses",
        "Ink reaches both presses through the Inkflow central system: four 1,000-litre tanks "
        "(cyan, magenta, yellow, black) in the ink room under Hall A. Darnell Inks refills "
        "black by tanker every Tuesday; the colours come in containers every second week. Ink "
        "levels are read on the Inkflow panel in litres, and only Greta Lindahl "
        "(maintenance engineer) may open the pump station.")
    ,
    epi("epi-2025-11-18-magenta-air-lock", "ink", "incident", "2025-11-18",
        "Air in the magenta line after a container change left press 1 pale for 20 minutes",
        "A magenta container was swapped at 23:40 without venting the line. Air reached the "
        "press 1 ink rails and the magenta ran thin on the Herald's front and back pages for "
        "about 20 minutes before anyone noticed; roughly 14,000 copies went out with pale "
        "faces in photographs. Greta vented the line at 00:30.")
    ,
    rule("rule-inkflow-vent-after-container-swap", "ink",
         ["Inkflow", "ink container", "magenta", "cyan", "yellow", "swap", "ink line",
          "air", "pale colour"], "medium", 0, "2025-11-20",
         "Vent the ink line after every container swap before the press draws on it",
         "When any colour container in the ink room is changed, do: open the vent valve at the "
         "pump until ink runs without bubbles, then tell the console operator to watch that "
         "colour's density for the next 5,000 copies. Not: swap and walk away. Why: on "
         "2025-11-18 air in the magenta line gave 14,000 pale copies.")
    ,
    pref("pref-leocadia-ink-litres-not-percent", "reporting", "ink", "2025-11-21",
         "Leocadia wants ink stock in litres and nights remaining, never as a percentage",
         "When ink stock is reported to Leocadia she wants litres per colour and how many "
         "nights that covers at the current pagination. A tank 'at 30 %' tells her nothing; "
         "she orders against litres.")
    ,
    env("env-ink-room-cold-cyan-alarm", "system-state", "ink",
        "the ink room drops below about 12 degrees C",
        "the ink thickens, the cyan pump (the longest line) reports a pressure alarm and the "
        "colour starts to fade on press 1 within half an hour",
        5, 1, "2026-01-27",
        "Five cold nights; once the black pump alarmed first after a filter had clogged."),

    # --- 5. fount solution (Aquadose) and the RO water unit ---
    sem("sem-aquadose-fount", "fount", 0.9, 8, "2025-10-22",
        "The Aquadose unit mixes fount solution from reverse-osmosis water for both presses",
        "Fount solution is mixed by the Aquadose unit from reverse-osmosis water and Clearfount "
        "concentrate. The target is 1,100 to 1,300 microsiemens per centimetre and a pH of 4.8 "
        "to 5.3. The press crew reads conductivity and pH at the unit at the start of each "
        "shift; the RO membranes are replaced every 18 months by Hydrasure.")
    ,
    epi("epi-2026-01-22-ro-membrane-scumming", "fount", "incident", "2026-01-22",
        "A failing RO membrane sent conductivity to 1,900 and press 2 scummed",
        "The RO unit's membrane split and hard water went into the fount. Conductivity climbed "
        "to 1,900 over two nights without anyone reading it; on the third night press 2 began "
        "to scum (ink in the non-image areas) and 22,000 regional copies were grey. Hydrasure "
        "fitted a new membrane the next day.")
    ,
    rule("rule-fount-conductivity-drift", "fount",
         ["Aquadose", "fount", "conductivity", "pH", "RO", "scumming", "toning", "water"],
         "medium", 0, "2026-01-25",
         "If fount conductivity rises above 1,400, suspect the water before the ink",
         "When the fount reading climbs past 1,400 or the plates start to tone, do: read the "
         "conductivity of the RO water itself (it should be below 30), and if it is high, "
         "switch the Aquadose to the bottled standby water and call Hydrasure. Not: change the "
         "ink or the plates first. Why: on 2026-01-22 a split membrane went unread for two "
         "nights and 22,000 copies scummed.")
    ,
    pref("pref-leocadia-fount-log-times", "logging", "fount", "2026-01-26",
         "Leocadia wants fount readings written in the press log with the clock time",
         "Leocadia wants the conductivity and pH written in the press log at each reading "
         "with the clock time and the initials of whoever read it, even when the values are "
         "normal. A tick in a box is not enough for her.")
    ,
    env("env-fresh-fount-settles", "system-state", "fount",
        "a fresh batch of fount solution is mixed in the Aquadose tank",
        "its conductivity reads low at first and settles to its working value after about 40 "
        "minutes of circulation",
        8, 1, "2025-12-01",
        "Eight batches; one settled after 70 minutes when the circulation pump was weak."),

    # --- 6. colour register cameras (Regimark) ---
    sem("sem-regimark-cameras", "register", 0.91, 9, "2025-11-12",
        "Regimark RC-4 cameras on both presses steer colour register from marks in the margin",
        "Each press has Regimark RC-4 cameras that read small register marks printed in the "
        "page margin and move the plate cylinders to keep the four colours in line. The marks "
        "are added by the Pageflow imposition template. Without them the cameras cannot hold "
        "register and the operator must correct by eye from the console.")
    ,
    epi("epi-2026-02-14-full-bleed-ad-no-marks", "register", "incident", "2026-02-14",
        "A full-bleed supermarket ad covered the register marks and colours drifted",
        "Brightfield Foods supplied a full-page ad that bled over the margin where the marks "
        "sit. Prepress did not notice; the Regimark lost the marks on that page and register "
        "wandered by up to half a millimetre across 40,000 copies. Brightfield asked for a "
        "credit of 30 % on the ad.")
    ,
    rule("rule-full-bleed-ad-move-marks", "register",
         ["Regimark", "register marks", "full bleed", "advertisement", "ad", "margin",
          "imposition", "Pageflow"], "medium", 0, "2026-02-16",
         "For an ad that bleeds into the margin, move the register marks to the gutter",
         "When an advertisement runs to the edge of the sheet, do: choose the gutter-mark "
         "imposition template in Pageflow for that page and tell the console operator the page "
         "number so he can check the camera finds the marks. Not: print the page with the "
         "standard template. Why: the Brightfield ad on 2026-02-14 covered the marks and "
         "register drifted for 40,000 copies.")
    ,
    pref("pref-leocadia-register-photo-loupe", "reporting", "register", "2026-02-18",
         "Leocadia wants register problems reported with a loupe photograph and copy counter",
         "When register is reported to Leocadia she wants a photograph through the loupe of "
         "the worst spot, the copy counter reading at that moment and the page. Words such as "
         "'a bit out' are not enough for a customer claim.")
    ,
    env("env-regimark-loses-lock-heavy-black", "system-state", "register",
        "a press runs above about 70,000 copies an hour with pages carrying heavy black areas",
        "the Regimark cameras lose lock on the marks now and then and register wanders until "
        "the speed drops",
        7, 2, "2026-02-20",
        "Seven nights; twice the cameras held at 72,000 after their lenses had been cleaned."),

    # --- 7. the folders ---
    sem("sem-velmont-jaw-folders", "folder", 0.9, 7, "2025-10-15",
        "Each press delivers through a Velmont jaw folder with two formers",
        "Each press ends in a Velmont jaw folder with two formers and a cut-off of 578 mm. "
        "Products above 64 pages must use both formers. The folder's knives and jaws are "
        "serviced by Greta's team every 10 million copies, and the cut-off settings live in "
        "the console's product presets.")
    ,
    epi("epi-2025-12-20-96-page-single-former", "folder", "incident", "2025-12-20",
        "The 96-page Christmas supplement jammed the folder on press 1 seven times",
        "The Christmas gift guide (96 pages) was run on press 1 from the standard preset, "
        "which uses one former. The folder jammed seven times between 22:00 and 01:00; torn "
        "copies filled three cages and the supplement reached the mailroom two hours late.")
    ,
    rule("rule-thick-product-two-formers", "folder",
         ["folder", "former", "jaw folder", "supplement", "pagination", "pages", "preset",
          "jam"], "medium", 0, "2025-12-22",
         "For products over 64 pages build a two-former preset before the run",
         "When a product's pagination goes above 64 pages, do: create or pick the two-former "
         "preset on the console, and run 200 copies slowly to check the fold before speed-up. "
         "Not: run a thick product on the nightly preset. Why: the 96-page gift guide on "
         "2025-12-20 jammed seven times on one former.")
    ,
    pref("pref-leocadia-jam-root-cause-ticket", "maintenance", "folder", "2025-12-23",
         "Leocadia wants each folder jam's cause written in the Fixplan ticket",
         "For every folder jam Leocadia wants a Fixplan ticket saying what caused it (paper, "
         "preset, knife, static or unknown) and what was done. A ticket that only says "
         "'cleared' gets reopened by her.")
    ,
    env("env-folder-static-dry-air", "system-state", "folder",
        "the hall air is dry in winter (below about 40 % relative humidity) and a press runs "
        "above 60,000 copies an hour",
        "static makes the copies cling in the jaws and the folder jams about once an hour",
        6, 1, "2026-01-30",
        "Six dry nights; once no jams at all because the run stayed at 55,000."),

    # --- 8. mailroom inserter (Stuffline) ---
    sem("sem-stuffline-inserter", "mailroom", 0.93, 10, "2025-11-01",
        "The Stuffline SL-24 inserter puts preprinted flyers into the Saturday edition",
        "The mailroom's Stuffline SL-24 has 24 hoppers and runs up to 22,000 products an hour. "
        "It inserts preprinted advertising flyers into the Saturday Herald by zone (Eastmoor, "
        "Harrowdale, Carrick and the city). Rufus Okonjo, the mailroom supervisor, loads the "
        "zone plan from the advertising office each Friday.")
    ,
    epi("epi-2026-01-17-wrong-zone-flyer", "mailroom", "incident", "2026-01-17",
        "Carrick's garden-centre flyer went into 9,000 Eastmoor papers",
        "On the Saturday of 17 January hopper 14 was filled from the wrong pallet: the "
        "Carrick garden-centre flyer went into 9,000 Eastmoor copies, and Eastmoor's furniture "
        "flyer was missing. The furniture advertiser was refunded in full and the garden "
        "centre complained that its offer reached a town without a branch.")
    ,
    rule("rule-scan-insert-pallet-zone", "mailroom",
         ["Stuffline", "hopper", "insert", "flyer", "zone", "pallet", "Saturday", "zone plan"],
         "high", 0, "2026-01-19",
         "Scan each insert pallet against the zone plan before it goes into a hopper",
         "When a hopper is filled for a zoned run, do: scan the pallet label with the mailroom "
         "handset so the Stuffline checks it against the zone plan, and have a second person "
         "initial the hopper card. Not: go by the pallet's position on the floor. Why: on "
         "2026-01-17 the Carrick flyer went into 9,000 Eastmoor papers.")
    ,
    pref("pref-leocadia-insert-exceptions-only", "reporting", "mailroom", "2026-01-20",
         "Leocadia wants insert counts checked against orders before 06:00, exceptions only",
         "Leocadia wants the insert counts compared with the advertisers' orders before 06:00 "
         "on Saturday, and only the shortfalls or overruns sent to her, each with the advertiser "
         "and the number. A full table of matching counts is noise to her.")
    ,
    env("env-inserter-many-inserts-slower", "system-state", "mailroom",
        "a Saturday edition carries more than eight inserts",
        "the Stuffline runs about 15 % slower because of hopper refills and misses, and the "
        "last trucks leave around 25 minutes late",
        9, 2, "2026-02-21",
        "Nine such Saturdays; twice on time because an extra loader was rostered."),

    # --- 9. stackers, strapping and bundle labels (Bundlex) ---
    sem("sem-bundlex-stackers", "bundles", 0.9, 8, "2025-10-28",
        "Bundlex stackers make bundles of 50 and print the drop label for each",
        "Three Bundlex stackers at the end of the mailroom lines count copies into bundles of "
        "50 (25 for the smallest drops), strap them and print a label with the route and the "
        "drop name from the Roadsheet file. Label ribbons and strap reels are in the cupboard "
        "by stacker 3.")
    ,
    epi("epi-2025-12-13-blank-labels", "bundles", "incident", "2025-12-13",
        "Stacker 2's label ribbon ran out and 60 bundles went out without labels",
        "At 02:40 the ribbon on stacker 2 ran out; the printer kept feeding blank labels "
        "without an alarm. Sixty bundles were loaded on trucks 4 and 5 unlabelled; drivers "
        "guessed, and eleven shops on the Harrowdale route received no papers that morning.")
    ,
    rule("rule-stacker-ribbon-check", "bundles",
         ["Bundlex", "stacker", "label", "ribbon", "bundle", "strapping", "blank label"],
         "medium", 0, "2025-12-15",
         "Fit a fresh label ribbon before each edition and look at every tenth label",
         "When a stacker is about to run an edition, do: fit a new ribbon if less than a third "
         "remains, and have the loader look at every tenth bundle's label as it comes off. Not: "
         "rely on the printer to warn. Why: on 2025-12-13 stacker 2 printed blanks silently and "
         "eleven Harrowdale shops went without papers.")
    ,
    pref("pref-leocadia-bundle-size-changes", "approvals", "bundles", "2025-12-16",
         "Leocadia decides any change to bundle sizes; she wants it asked, not done",
         "If a wholesaler or a driver asks for different bundle sizes, Leocadia wants the "
         "request passed to her with the drops affected; she agrees it with distribution. The "
         "mailroom is not to change the stacker counts on its own.")
    ,
    env("env-stacker-late-roadsheet-file", "workspace-state-transitions", "bundles",
        "the Roadsheet file reaches the stackers after the run has started",
        "the stackers keep printing labels from the previous night's routes until the new "
        "file is loaded by hand, so the first bundles carry yesterday's drops",
        4, 0, "2026-01-09",
        "Four late files; every time the first few hundred bundles had old labels."),

    # --- 10. distribution and Roadsheet ---
    sem("sem-roadsheet-trucks", "distribution", 0.92, 11, "2025-11-08",
        "Roadsheet plans 14 truck routes; the far-north Carrick truck leaves first at 02:10",
        "Distribution is planned in Roadsheet: 14 truck routes leave from the loading dock. "
        "The Carrick route (far north) leaves first at 02:10, the city routes last at 04:15. "
        "Osian Marchetti, the distribution coordinator, maintains the drops, and the haulier "
        "Pellow Transport supplies the drivers.")
    ,
    epi("epi-2026-02-28-truck7-without-supplement", "distribution", "incident", "2026-02-28",
        "Truck 7 left for Eastmoor without the Saturday magazine",
        "The Saturday magazine came off press 2 twenty minutes late and truck 7 was sent at "
        "its normal time so as not to lose its ferry slot. 4,800 Eastmoor papers were sold "
        "without the magazine; a van took the magazines out at 07:00 at a cost of 640 pounds.")
    ,
    rule("rule-hold-truck-for-section", "distribution",
         ["Roadsheet", "truck", "departure", "supplement", "magazine", "dock", "ferry",
          "late section"], "medium", 0, "2026-03-02",
         "Hold a truck up to 15 minutes for a missing section; ask Osian beyond that",
         "When a section or magazine for a route is still on the press at departure time, do: "
         "hold the truck for up to 15 minutes, and beyond that ask Osian whether the route can "
         "absorb the delay (Eastmoor has a ferry). Not: send the truck without the section by "
         "default. Why: on 2026-02-28 truck 7 left without the magazine and a van cost 640 "
         "pounds.")
    ,
    pref("pref-leocadia-phone-first-truck-late", "communication", "distribution",
         "2026-03-03",
         "Leocadia wants a phone call if the first truck will be more than 15 minutes late",
         "If the Carrick truck will leave more than 15 minutes late, Leocadia wants to be "
         "phoned at once, whatever the hour; a message is not enough because she has to warn "
         "the wholesaler before 04:00.")
    ,
    env("env-roadsheet-late-drop-reshuffle", "workspace-state-transitions", "distribution",
        "a new drop is added in Roadsheet after 22:00",
        "Roadsheet recomputes all routes, moves drops between trucks and reprints every "
        "loading list, so the dock has to restart its sorting",
        5, 1, "2026-01-14",
        "Five late additions; once Osian locked the routes first and only one truck changed."),

    # --- 11. page flow from the newsroom (Pageflow) ---
    sem("sem-pageflow-rip", "prepress", 0.94, 14, "2025-10-20",
        "Pageflow receives pages from the newsroom and sends them to the platesetters",
        "Finished pages arrive from the newsroom as PDF files into Pageflow, which checks "
        "them, imposes them and sends them to P1 and P2. The page deadline for the final "
        "edition is 23:30. Ines Talbot-Rhee runs prepress; the night editor is the only "
        "newsroom person who may release a page late.")
    ,
    epi("epi-2025-11-29-replate-all-plates", "prepress", "incident", "2025-11-29",
        "A late football result replate stopped press 1 for 28 minutes",
        "At 00:50 the newsroom sent a new back page with a late result. The crew stopped "
        "press 1 and changed the plates of the whole back-page cylinder instead of only the "
        "black plate that had changed; the stop lasted 28 minutes and the Carrick truck left "
        "at 02:45.")
    ,
    rule("rule-replate-changed-colour-only", "prepress",
         ["replate", "late page", "newsroom", "Pageflow", "back page", "plate change",
          "late result"], "medium", 0, "2025-12-01",
         "For a late page change, image and hang only the plates whose colour changed",
         "When the newsroom sends a corrected page during the run, do: compare the separations "
         "in Pageflow, image only the plates that differ (usually black), and change them at a "
         "slow-down rather than a full stop where the tower allows. Not: replace all four "
         "plates of the page. Why: on 2025-11-29 a full change stopped press 1 for 28 minutes.")
    ,
    pref("pref-leocadia-replate-via-night-editor", "communication", "prepress", "2025-12-02",
         "Leocadia accepts replates only when the night editor asks for them in writing",
         "Leocadia wants every replate request to come from the night editor by message, "
         "with the page and the reason. A reporter ringing the plate room directly is to be "
         "told to go through the night editor.")
    ,
    env("env-pageflow-rgb-slow", "skill-output-shape", "prepress",
        "a page PDF arrives in Pageflow with RGB images in it",
        "Pageflow converts them itself, the page takes about four minutes longer to reach the "
        "platesetter, and its preflight report lists each image as a yellow warning line",
        10, 1, "2026-02-11",
        "Ten such pages; once the conversion failed outright on a damaged image."),

    # --- 12. web breaks (Breakguard) ---
    sem("sem-breakguard-web-break", "web-break", 0.91, 8, "2025-11-15",
        "Breakguard sensors on every tower cut the paper and stop the press when a web breaks",
        "Each tower carries Breakguard sensors. When the paper web tears, Breakguard fires the "
        "web-severing knife, stops the press and records the tower and the copy counter. A "
        "press may not be restarted after a break until the foreman has walked the towers.")
    ,
    epi("epi-2026-01-03-wrap-blanket-tower5", "web-break", "incident", "2026-01-03",
        "A web wrapped round a blanket cylinder in tower 5 and press 1 was out for three hours",
        "After a break at 23:10 the crew rewebbed and restarted without opening tower 5, "
        "where paper had wound round a blanket cylinder. The blanket was cut and the cylinder "
        "bearing overheated; press 1 was out for three hours and the Herald moved to press 2.")
    ,
    rule("rule-web-break-check-all-blankets", "web-break",
         ["Breakguard", "web break", "reweb", "blanket", "wrap", "tower", "restart"],
         "high", 0, "2026-01-05",
         "After a web break, open every tower on that web and look for wraps before restarting",
         "When a press has had a web break, do: open the guards of every tower the web ran "
         "through, turn the cylinders by inching and look for paper wound round blankets or "
         "rollers, then restart. Not: reweb and restart from the console. Why: on 2026-01-03 a "
         "hidden wrap in tower 5 cost a blanket and three hours.")
    ,
    pref("pref-leocadia-break-reel-number", "logging", "web-break", "2026-01-06",
         "Leocadia wants each web break logged with the reel number and time since the splice",
         "For every web break Leocadia wants the press log to carry the reel number, the mill, "
         "and how many minutes it was after the last splice. She sends these to Tallis Mill "
         "each month to claim for faulty reels.")
    ,
    env("env-new-mill-reels-break-after-splice", "system-state", "web-break",
        "reels from the new Tallis Mill line 3 are used",
        "web breaks happen mostly in the first ten minutes after a splice, about one in "
        "every 40 reels",
        6, 1, "2026-02-25",
        "Counted over six weeks; one week had none."),

    # --- 13. hall climate and compressed air ---
    sem("sem-hall-climate-compressors", "building", 0.89, 7, "2025-10-25",
        "Hall humidity is held at 50 to 55 % by misting units; two compressors feed 7 bar air",
        "Both press halls are kept at 50 to 55 % relative humidity by Mistral misting units. "
        "Compressed air at 7 bar for the autopasters and folders comes from compressors C1 and "
        "C2 in the plant room; one alone can just carry one press. Hamid Corrigan, the "
        "electrician, looks after both.")
    ,
    epi("epi-2026-02-12-c1-trip-splice-failures", "building", "incident", "2026-02-12",
        "C1 tripped and C2 alone could not keep the pressure; autopasters missed splices",
        "Compressor C1 tripped on high temperature at 00:15 while both presses ran. C2 could "
        "not hold 7 bar, the pressure fell to 5.5, and two autopasters on press 2 failed to "
        "splice. Press 2 was stopped for 35 minutes until Hamid restarted C1.")
    ,
    rule("rule-air-pressure-drop-slow-press2", "building",
         ["compressor", "C1", "C2", "air pressure", "bar", "autopaster", "plant room"],
         "medium", 0, "2026-02-14",
         "If a compressor trips with both presses running, slow one press before splicing",
         "When the air pressure falls below 6.5 bar with one compressor down, do: slow press 2 "
         "to 40,000 and postpone its splices until Hamid has the second compressor back, "
         "splicing press 1 first. Not: let both presses splice on low air. Why: on 2026-02-12 "
         "two splices failed at 5.5 bar and press 2 stood for 35 minutes.")
    ,
    pref("pref-leocadia-compressor-work-weekdays", "scheduling", "building", "2026-02-15",
         "Leocadia wants compressor servicing booked Monday or Tuesday daytime only",
         "Leocadia wants any planned work on C1 or C2 booked for Monday or Tuesday between 08:00 "
         "and 16:00, when neither press runs and the commercial schedule is lightest. She does "
         "not accept servicing on a night or at the weekend.")
    ,
    env("env-hall-humidity-cold-doors", "system-state", "building",
        "it is below about -5 degrees outside and the loading dock doors stay open",
        "the hall humidity falls below 40 % within an hour even with the misting units at "
        "full output",
        5, 1, "2026-01-28",
        "Five cold nights; once held at 43 % because the inner curtain was closed."),

    # --- 14. spoilage, Wastelog and the waste baler ---
    sem("sem-wastelog-baler", "waste", 0.9, 9, "2025-11-03",
        "Spoiled copies go by conveyor to the baler; Wastelog records waste per edition",
        "Waste paper from both presses is carried by a duct conveyor to the Balemax baler in "
        "the yard building. Each edition's waste (start-up, running, web-break) is entered in "
        "Wastelog by the foreman; the target is below 4 % of gross copies. Full bales are "
        "collected by Greyfield Recycling on Mondays and Thursdays.")
    ,
    epi("epi-2026-03-05-duct-blockage-smoke", "waste", "incident", "2026-03-05",
        "The waste duct blocked, paper backed up into the press pit and a smoke alarm went off",
        "The baler was full and nobody had noticed that the conveyor had stopped. Paper backed "
        "up the duct into the pit under press 1, rubbed on a drive belt and set off the smoke "
        "alarm at 02:05. The hall was evacuated for 25 minutes; the fire service found no fire.")
    ,
    rule("rule-check-baler-before-edition", "waste",
         ["baler", "Balemax", "waste duct", "conveyor", "press pit", "smoke", "waste"],
         "medium", 0, "2026-03-07",
         "Before each edition, empty the baler chamber and check the duct conveyor runs",
         "When an edition is about to start, do: check that the baler chamber has been "
         "emptied and the conveyor runs, and have the mailroom loader look at the duct outlet "
         "at every reel change. Not: leave the baler to signal when it is full. Why: on "
         "2026-03-05 paper backed up into the pit and the hall was evacuated.")
    ,
    pref("pref-leocadia-waste-percent-one-decimal", "reporting", "waste", "2026-03-08",
         "Leocadia wants waste as a percentage with one decimal, per press and per reason",
         "Leocadia wants spoilage shown per press and per reason (start-up, running, breaks) "
         "as a percentage of gross copies with one decimal place, not as raw copy counts.")
    ,
    env("env-full-baler-stops-conveyor", "system-state", "waste",
        "the Balemax baler chamber is full",
        "the duct conveyor stops within about 8 minutes with no alarm in the halls, only a "
        "lamp on the baler itself",
        4, 0, "2026-03-09",
        "Four times; the halls never received an alarm."),

    # --- 15. maintenance planning (Fixplan) and blankets ---
    sem("sem-fixplan-blankets", "maintenance", 0.91, 10, "2025-10-18",
        "Fixplan plans the maintenance; blankets are changed every 12 million impressions",
        "Maintenance is planned in Fixplan. Blankets on both presses are changed every 12 "
        "million impressions, rollers are set every three months, and the long maintenance "
        "window is from Sunday 06:00 to Sunday 20:00, the one night with no Herald. Greta "
        "Lindahl owns the plan; Velmont service engineers come twice a year.")
    ,
    epi("epi-2026-01-25-overdue-blankets-tower2", "maintenance", "incident", "2026-01-25",
        "Tower 2 blankets ran 4 million impressions over and smashed on a paper fold",
        "The blanket change for press 2 tower 2 had been postponed twice in Fixplan. On 25 "
        "January a folded edge of paper went through and the tired blankets smashed (a "
        "dent that prints white). The tower printed a white stripe on 6,000 copies before the "
        "blankets were changed during the run.")
    ,
    rule("rule-no-second-postponement", "maintenance",
         ["Fixplan", "blanket", "postpone", "work order", "impressions", "maintenance window"],
         "medium", 0, "2026-01-27",
         "A Fixplan blanket order may be postponed once; the second time it is done that week",
         "When a blanket change in Fixplan is due and has already been postponed once, do: do "
         "it in the next Sunday window even if other work must move. Not: postpone it again "
         "because the schedule is full. Why: tower 2's blankets ran 4 million over and "
         "smashed on 2026-01-25.")
    ,
    pref("pref-leocadia-weekly-overdue-list", "reporting", "maintenance", "2026-01-28",
         "Leocadia wants a short overdue list from Fixplan every Friday",
         "Every Friday Leocadia wants a list of only the overdue Fixplan orders with their "
         "days overdue and the impressions run since they were due, sorted worst first. She "
         "does not want the full plan sent.")
    ,
    env("env-fixplan-overdue-mail-flood", "filesystem-response", "maintenance",
        "a Fixplan order is more than 7 days overdue",
        "Fixplan writes an export file into the maintenance share every night and mails the "
        "whole team, so the mailbox fills with repeats until the order is closed",
        3, 0, "2026-02-03",
        "Seen on three orders; the mails stopped only when each was closed."),

    # --- 16. power supply, press drives and UPS ---
    sem("sem-power-drives-ups", "power", 0.92, 8, "2025-10-12",
        "The presses run off the site substation; a UPS covers consoles and Pageflow for 20 minutes",
        "The site takes power from its own 11 kV substation. The press drives have no backup; "
        "the consoles, Pageflow servers and platesetters sit on a UPS that lasts about 20 "
        "minutes, and the diesel generator covers lighting, the UPS and the mailroom but not "
        "the drives. Hamid Corrigan is the authorised person for the substation.")
    ,
    epi("epi-2025-12-09-supply-dip-both-presses", "power", "incident", "2025-12-09",
        "A grid dip stopped both presses and the Herald lost 50 minutes",
        "A storm caused a half-second supply dip at 01:35. Both presses stopped and the drives "
        "faulted; the consoles stayed up on the UPS. Hamid reset the drive cabinets, but "
        "press 1 would not re-home for 45 minutes because an axis had lost its position. The "
        "last trucks left 50 minutes late.")
    ,
    rule("rule-after-dip-rehome-one-press", "power",
         ["power", "supply dip", "drives", "re-home", "storm", "substation", "drive fault"],
         "medium", 0, "2025-12-11",
         "After a supply dip, bring the drives back one press at a time",
         "When a supply dip has stopped the presses, do: let Hamid reset the drive cabinets of "
         "one press first, re-home it fully, and only then start the other, so a lost axis "
         "shows up on one press and not both. Not: reset all drives together. Why: on "
         "2025-12-09 the joint reset hid a lost axis on press 1 for 45 minutes.")
    ,
    pref("pref-leocadia-power-report-copies", "reporting", "power", "2025-12-12",
         "Leocadia wants power incidents reported with the copies and trucks affected",
         "For any power incident Leocadia wants the report to state how many copies were lost, "
         "which trucks left late and by how much, and what the grid operator said. She forwards "
         "it to the insurer, so it must be in plain sentences, not console screenshots.")
    ,
    env("env-drives-rehome-after-dip", "system-state", "power",
        "the press drives fault after a supply interruption",
        "each press needs about 18 minutes after the cabinet reset before it is ready to run",
        6, 1, "2026-02-04",
        "Six interruptions; once 45 minutes when an axis lost its position."),

    # --- 17. safety, lockout and crew grades (Crewbook) ---
    sem("sem-crewbook-lockout", "safety", 0.95, 15, "2025-09-30",
        "Anyone working inside a tower fits a personal padlock; grades are kept in Crewbook",
        "Work inside a press tower requires the lockout: the tower is isolated at the console "
        "and each person going in fits a personal padlock to the lockout box. Crew grades are "
        "kept in Crewbook: grade A may assist, grade B may run a tower, grade C may run a "
        "console alone. Bartholomew Szabo signs the grades after assessment.")
    ,
    epi("epi-2026-02-19-inching-with-fitter-inside", "safety", "near-miss", "2026-02-19",
        "A press was inched while a fitter was inside tower 4 without a padlock",
        "A Velmont fitter went into press 1 tower 4 to change a roller without fitting his "
        "padlock, believing the crew's lock covered him. The crew finished their own job, "
        "removed their lock and inched the press; the fitter pulled his hand back in time. "
        "Nobody was hurt.")
    ,
    rule("rule-visitors-own-padlock", "safety",
         ["lockout", "padlock", "fitter", "contractor", "tower", "inching", "Velmont engineer"],
         "high", 0, "2026-02-20",
         "Every contractor who enters a tower gets and fits a padlock of his own",
         "When a fitter, contractor or visitor is to go inside a press, do: issue him a "
         "numbered padlock from the foreman's board, watch him fit it, and count heads at the "
         "lockout box before anyone removes a lock. Not: let one lock cover a group. Why: on "
         "2026-02-19 a Velmont fitter was inside tower 4 when the press was inched.")
    ,
    pref("pref-leocadia-safety-same-night", "communication", "safety", "2026-02-21",
         "Leocadia wants any near-miss reported to her the same night, by phone",
         "For any near-miss or injury Leocadia wants a phone call the same night, however "
         "late, and the written report by noon the next day. She does not want to learn of it "
         "from the morning report.")
    ,
    env("env-crewbook-expired-grade-blocks-rota", "workspace-state-transitions", "safety",
        "an operator's grade assessment in Crewbook passes its two-year date",
        "Crewbook drops the operator to grade A at midnight and the rota shows the console "
        "as unstaffed for any shift he was down to run",
        3, 0, "2026-03-01",
        "Three lapses; each time the rota changed at midnight."),

    # --- 18. commercial print and customer proofs (Proofdesk) ---
    sem("sem-proofdesk-commercial", "commercial", 0.9, 9, "2025-10-05",
        "Commercial jobs run on press 2 by day; customers approve proofs in Proofdesk",
        "Press 2 prints commercial work in the day shift, mostly supermarket flyers for "
        "Brightfield Foods. Every job needs a proof approved by the customer in Proofdesk "
        "before plates are made. Petra Vance is the account manager for commercial "
        "customers.")
    ,
    epi("epi-2026-03-10-unapproved-proof-price", "commercial", "incident", "2026-03-10",
        "180,000 Brightfield flyers were printed from an unapproved proof with a wrong price",
        "The day crew printed 180,000 Brightfield flyers from proof version 2 while the "
        "customer had only approved version 3, which corrected the price of coffee. The whole "
        "run was pulped and reprinted overnight at the centre's cost (about 9,400 pounds).")
    ,
    rule("rule-proofdesk-version-match", "commercial",
         ["Proofdesk", "proof", "approval", "version", "Brightfield", "commercial job",
          "flyer"], "high", 0, "2026-03-12",
         "Start a commercial run only when the plate job matches the approved Proofdesk version",
         "When a commercial job is about to be imaged, do: compare the version number on the "
         "Pageflow job with the one marked approved in Proofdesk, and ask Petra if they differ. "
         "Not: take the latest file in the folder as approved. Why: on 2026-03-10 the flyers "
         "were printed from version 2 and pulped.")
    ,
    pref("pref-leocadia-first-copy-signed", "approvals", "commercial", "2026-03-13",
         "Leocadia wants the customer's first-copy approval signed or photographed",
         "For every commercial run Leocadia wants the first saleable copy signed by the "
         "customer's representative, or, if nobody comes, photographed next to the proof and "
         "sent to Petra before the run goes to full speed.")
    ,
    env("env-brightfield-proof-evening-delay", "principal-response", "commercial",
        "a proof is sent to Brightfield Foods after 17:00",
        "their representative answers only after about three hours, often next morning, so "
        "an evening proof pushes the run to the following day shift",
        8, 2, "2026-03-14",
        "Eight evening proofs; twice answered within the hour before a promotion."),

    # --- extra records ---
    sem("sem-ashvale-hours-oncall", "site", 0.95, 20, "2025-09-15",
        "The Herald runs from 21:00 to 04:30; an engineer and an electrician are on call",
        "The Ashvale Print Centre prints the Northmarch Herald six nights a week (not "
        "Saturday night), from 21:00 to about 04:30. Outside those hours one maintenance "
        "engineer and one electrician are on call in turn; their names are on the rota board "
        "by the foreman's office.")
    ,
    env("env-leocadia-minor-call-after-four", "principal-response", "site",
        "Leocadia is phoned after 04:00 about something that does not stop production",
        "she answers, asks whether copies or trucks are affected, and if not asks for it to go "
        "into the morning report instead",
        6, 1, "2026-02-08",
        "Six such calls; once she came in because a customer was involved."),
    env("env-leocadia-report-without-counts", "skill-output-shape", "site",
        "a report reaches Leocadia without copy counts",
        "she sends it back the same day asking for the numbers, and does not act on it until "
        "they are there",
        7, 0, "2026-03-04",
        "Seven reports; all returned."),
]

BLIND20_TASKS: list[dict[str, Any]] = [
    # plates
    task("b20-t001", "who is allowed to touch the laser focus on the plate machines? Noor's "
         "only grade 1", [S], ["sem-platewise-platesetters"]),
    task("b20-t002", "why did the sport pages refuse to line up on press 2 that night in "
         "January?", [E], ["epi-2026-01-12-p2-commercial-punch"]),
    task("b20-t003", "the Brightfield flyers finished on the second imager at 18:00, now the "
         "Herald queue starts going to it. good to go?", [P],
         ["rule-p2-check-punch-before-news"]),
    task("b20-t004", "Note down the plates we redid tonight for Leocadia.", [U],
         ["pref-leocadia-plate-remake-sheet"]),
    task("b20-t005", "we're switching P1 on again after the weekend shutdown. will the first "
         "plates be usable straight away?", [V], ["env-platesetter-cold-start-light-plates"]),
    task("b20-t006", "Nach einem Werbeauftrag auf dem zweiten Belichter kommen jetzt die "
         "Zeitungsseiten dran. Was muss ich vorher prüfen?", [P],
         ["rule-p2-check-punch-before-news"]),  # de
    task("b20-t007", "Combien de plaques par heure sort chaque machine de la salle des "
         "plaques, et laquelle peut changer de perforation ?", [S],
         ["sem-platewise-platesetters"]),  # fr
    # presses
    task("b20-t008", "who decides which title goes on which press, and who can start one?",
         [S], ["sem-velmont-corona-presses"]),
    task("b20-t009", "what happened with the wash streaks on the Herald in early December?",
         [E], ["epi-2025-12-03-blanket-wash-mid-run"]),
    task("b20-t010", "the screen on press 2's desk froze so we rebooted it mid-run. ok to ramp "
         "straight back up?", [P], ["rule-console-restart-disarm-wash"]),
    task("b20-t011", "Draft this morning's production summary for Leocadia.", [U],
         ["pref-leocadia-startup-waste-first"]),
    task("b20-t012", "if someone hits the red mushroom on press 1 at full speed, how long "
         "until we're selling copies again?", [V], ["env-press-restart-after-estop"]),
    task("b20-t013", "Hemos reiniciado el pupitre de la rotativa en plena tirada. ¿Qué hay "
         "que revisar antes de volver a velocidad?", [P],
         ["rule-console-restart-disarm-wash"]),  # es
    task("b20-t014", "Quante torri ha ciascuna rotativa e a che velocità massima girano?",
         [S], ["sem-velmont-corona-presses"]),  # it
    # paper reels
    task("b20-t015", "where do the newsprint rolls live and how long must they sit before "
         "going on a stand?", [S], ["sem-reel-store-reelmate"]),
    task("b20-t016", "why did the edition finish so late on that frosty night in February?",
         [E], ["epi-2026-02-06-cold-reels-splice-failures"]),
    task("b20-t017", "Tallis lorry just turned up at 20:30 and we've almost nothing left in "
         "stock. can we put these rolls straight on press 2?", [P],
         ["rule-cold-reels-rest-or-warm-bay"]),
    task("b20-t018", "Use the rolls that came in this afternoon on press 1 tonight.", [U],
         ["pref-leocadia-short-rest-reels-flagged"]),
    task("b20-t019", "cleaners are mopping the hall floor at 22:00. will that affect feeding "
         "the reel stands?", [V], ["env-reelmate-wet-floor-stop"]),
    task("b20-t020", "Chegou papel há poucas horas e não há outro. Podemos montá-lo já na "
         "máquina?", [P], ["rule-cold-reels-rest-or-warm-bay"]),  # pt
    task("b20-t021", "Wie viele Rollen passen ins Papierlager und wer bucht die Lieferungen "
         "ein?", [S], ["sem-reel-store-reelmate"]),  # de
    # ink
    task("b20-t022", "who can open the ink pumps, and how often does the black get topped "
         "up?", [S], ["sem-inkflow-central-ink"]),
    task("b20-t023", "what went wrong with the magenta on the front page in November?", [E],
         ["epi-2025-11-18-magenta-air-lock"]),
    task("b20-t024", "just put a new cyan drum on downstairs under Hall A, press is running. "
         "anything else before I go back up?", [P],
         ["rule-inkflow-vent-after-container-swap"]),
    task("b20-t025", "Tell Leocadia how much ink we have left.", [U],
         ["pref-leocadia-ink-litres-not-percent"]),
    task("b20-t026", "heating in the basement under Hall A is broken and it's freezing down "
         "there. what will the ink do?", [V], ["env-ink-room-cold-cyan-alarm"]),
    task("b20-t027", "On vient de changer un conteneur d'encre jaune pendant le tirage. "
         "Que faut-il faire maintenant ?", [P],
         ["rule-inkflow-vent-after-container-swap"]),  # fr
    task("b20-t028", "¿Cuántos litros caben en cada depósito de tinta y quién los rellena?",
         [S], ["sem-inkflow-central-ink"]),  # es
    # fount
    task("b20-t029", "what conductivity and pH should the damping water be at, and how often "
         "do we read it?", [S], ["sem-aquadose-fount"]),
    task("b20-t030", "why did press 2 print grey regional copies in January?", [E],
         ["epi-2026-01-22-ro-membrane-scumming"]),
    task("b20-t031", "press 2 is toning in the margins and the meter says 1,550. change the "
         "ink?", [P], ["rule-fount-conductivity-drift"]),
    task("b20-t032", "Record tonight's damping readings.", [U],
         ["pref-leocadia-fount-log-times"]),
    task("b20-t033", "just made a new tank of damping mix and the meter shows 800. is "
         "something wrong?", [V], ["env-fresh-fount-settles"]),
    task("b20-t034", "La conducibilità della bagnatura sale a 1.500 e le lastre iniziano a "
         "sporcarsi: da dove parto?", [P], ["rule-fount-conductivity-drift"]),  # it
    task("b20-t035", "Quem troca as membranas da osmose e de quanto em quanto tempo?", [S],
         ["sem-aquadose-fount"]),  # pt
    # register
    task("b20-t036", "how does the press keep the colours lined up by itself, and where do "
         "the little marks come from?", [S], ["sem-regimark-cameras"]),
    task("b20-t037", "what happened with the Brightfield page that wouldn't stay in line?",
         [E], ["epi-2026-02-14-full-bleed-ad-no-marks"]),
    task("b20-t038", "page 9 tomorrow is a furniture ad printed right to the paper edge. "
         "anything special in prepress?", [P], ["rule-full-bleed-ad-move-marks"]),
    task("b20-t039", "Report the colour misalignment on page 3 to Leocadia.", [U],
         ["pref-leocadia-register-photo-loupe"]),
    task("b20-t040", "we want to push press 1 to 74k tonight, lots of dark photos in the "
         "paper. will the colours hold?", [V], ["env-regimark-loses-lock-heavy-black"]),
    task("b20-t041", "Eine Anzeige geht bis an den Papierrand. Worauf müssen wir in der "
         "Druckvorstufe achten?", [P], ["rule-full-bleed-ad-move-marks"]),  # de
    task("b20-t042", "Pourquoi Brightfield a-t-il demandé un avoir sur une pleine page en "
         "février ?", [E], ["epi-2026-02-14-full-bleed-ad-no-marks"]),  # fr
    # folder
    task("b20-t043", "how often do the knives and jaws on the folders get serviced, and by "
         "whom?", [S], ["sem-velmont-jaw-folders"]),
    task("b20-t044", "what was the trouble with the gift guide before Christmas?", [E],
         ["epi-2025-12-20-96-page-single-former"]),
    task("b20-t045", "the Easter special is 80 pages, going on press 1 after the Herald. "
         "same settings as usual?", [P], ["rule-thick-product-two-formers"]),
    task("b20-t046", "Close the ticket for the jam on press 2 at 01:10.", [U],
         ["pref-leocadia-jam-root-cause-ticket"]),
    task("b20-t047", "hall is dry as a bone tonight, 35 %, and we're planning 65k. what will "
         "the folder do?", [V], ["env-folder-static-dry-air"]),
    task("b20-t048", "Tenemos un suplemento de 72 páginas esta noche. ¿Qué ajuste hay que "
         "preparar en la plegadora?", [P], ["rule-thick-product-two-formers"]),  # es
    task("b20-t049", "Cos'è successo con la guida ai regali di Natale in piegatrice?", [E],
         ["epi-2025-12-20-96-page-single-former"]),  # it
    # inserter
    task("b20-t050", "how many hoppers does the inserting machine have and who loads the "
         "zone setup each week?", [S], ["sem-stuffline-inserter"]),
    task("b20-t051", "what happened with the garden-centre leaflets in January?", [E],
         ["epi-2026-01-17-wrong-zone-flyer"]),
    task("b20-t052", "Rufus is filling the machine for Saturday, four regions, pallets lined "
         "up along the wall in order. fine to go by where they stand?", [P],
         ["rule-scan-insert-pallet-zone"]),
    task("b20-t053", "Send Leocadia the Saturday insert figures.", [U],
         ["pref-leocadia-insert-exceptions-only"]),
    task("b20-t054", "this Saturday's paper has eleven leaflets in it. will the trucks get "
         "away on time?", [V], ["env-inserter-many-inserts-slower"]),
    task("b20-t055", "Vamos encartar folhetos diferentes por região no sábado. Como evitar "
         "trocas entre regiões?", [P], ["rule-scan-insert-pallet-zone"]),  # pt
    task("b20-t056", "Warum hat der Möbelhändler im Januar sein Geld zurückbekommen?", [E],
         ["epi-2026-01-17-wrong-zone-flyer"]),  # de
    # stackers
    task("b20-t057", "how many copies go in a bundle, and where are spare ribbons kept?",
         [S], ["sem-bundlex-stackers"]),
    task("b20-t058", "why did eleven Harrowdale shops get nothing that December morning?",
         [E], ["epi-2025-12-13-blank-labels"]),
    task("b20-t059", "stacker 1 is about to start on the Herald; its print roll looks about "
         "a quarter full. ok?", [P], ["rule-stacker-ribbon-check"]),
    task("b20-t060", "The wholesaler at Carrick wants bundles of 40. Change stacker 3 for "
         "them.", [U], ["pref-leocadia-bundle-size-changes"]),
    task("b20-t061", "Osian's route file is going to be late tonight, the run starts at "
         "22:00. what will the labels say?", [V], ["env-stacker-late-roadsheet-file"]),
    task("b20-t062", "L'empileuse va démarrer l'édition et le ruban est presque vide. Que "
         "faire ?", [P], ["rule-stacker-ribbon-check"]),  # fr
    task("b20-t063", "¿Qué pasó con los paquetes sin etiqueta que salieron en los camiones "
         "4 y 5?", [E], ["epi-2025-12-13-blank-labels"]),  # es
    # distribution
    task("b20-t064", "what time does the first van go out and who keeps the drop list up to "
         "date?", [S], ["sem-roadsheet-trucks"]),
    task("b20-t065", "why did Eastmoor readers get their papers without the magazine that "
         "Saturday?", [E], ["epi-2026-02-28-truck7-without-supplement"]),
    task("b20-t066", "the weekend magazine is still running, the Eastmoor lorry is due out "
         "in 5 minutes. send it?", [P], ["rule-hold-truck-for-section"]),
    task("b20-t067", "Let Leocadia know the Carrick truck is going to be 25 minutes behind.",
         [U], ["pref-leocadia-phone-first-truck-late"]),
    task("b20-t068", "a new newsagent wants adding at 23:00 tonight. what happens to the "
         "loading if I put it in now?", [V], ["env-roadsheet-late-drop-reshuffle"]),
    task("b20-t069", "Una sezione è ancora in macchina all'ora di partenza del camion. "
         "Partiamo senza?", [P], ["rule-hold-truck-for-section"]),  # it
    task("b20-t070", "O que aconteceu com a revista de sábado em Eastmoor no fim de "
         "fevereiro?", [E], ["epi-2026-02-28-truck7-without-supplement"]),  # pt
    # page flow
    task("b20-t071", "what's the cut-off for final edition pages, and who in editorial can "
         "let a page in after it?", [S], ["sem-pageflow-rip"]),
    task("b20-t072", "why was the Carrick truck so late at the end of November?", [E],
         ["epi-2025-11-29-replate-all-plates"]),
    task("b20-t073", "sports desk just sent a corrected back page at 00:40 with the score "
         "changed. how do we handle it on press?", [P], ["rule-replate-changed-colour-only"]),
    task("b20-t074", "A reporter rang the plate room wanting page 7 redone. Sort it.", [U],
         ["pref-leocadia-replate-via-night-editor"]),
    task("b20-t075", "page 12 came in with colour photos saved in RGB. what will prepress "
         "see?", [V], ["env-pageflow-rgb-slow"]),
    task("b20-t076", "Die Redaktion schickt während des Drucks eine korrigierte Seite. "
         "Müssen alle Platten neu?", [P], ["rule-replate-changed-colour-only"]),  # de
    task("b20-t077", "Un journaliste appelle directement pour refaire une page. Traite la "
         "demande.", [U], ["pref-leocadia-replate-via-night-editor"]),  # fr
    # web breaks
    task("b20-t078", "what fires when the paper tears in a tower, and who has to check "
         "before restart?", [S], ["sem-breakguard-web-break"]),
    task("b20-t079", "what happened on press 1 on the 3rd of January, why did the Herald "
         "move to press 2?", [E], ["epi-2026-01-03-wrap-blanket-tower5"]),
    task("b20-t080", "paper snapped in tower 3, crew have rewebbed already and want to hit "
         "start. anything first?", [P], ["rule-web-break-check-all-blankets"]),
    task("b20-t081", "Log the break we had on press 2 at 23:55.", [U],
         ["pref-leocadia-break-reel-number"]),
    task("b20-t082", "we're starting on the line 3 reels from Tallis tonight. when are "
         "tears most likely?", [V], ["env-new-mill-reels-break-after-splice"]),
    task("b20-t083", "Se ha roto la banda y ya la han vuelto a pasar. ¿Arrancamos?", [P],
         ["rule-web-break-check-all-blankets"]),  # es
    task("b20-t084", "Registra la rottura del nastro di stanotte per Leocadia.", [U],
         ["pref-leocadia-break-reel-number"]),  # it
    # climate and air
    task("b20-t085", "what humidity do we keep the halls at and who looks after the air "
         "compressors?", [S], ["sem-hall-climate-compressors"]),
    task("b20-t086", "why did press 2 stand still for over half an hour in mid-February?",
         [E], ["epi-2026-02-12-c1-trip-splice-failures"]),
    task("b20-t087", "C2 just went off on a fault and both presses are running, gauge "
         "reads 6.2. what now?", [P], ["rule-air-pressure-drop-slow-press2"]),
    task("b20-t088", "Book the yearly compressor service with the supplier.", [U],
         ["pref-leocadia-compressor-work-weekdays"]),
    task("b20-t089", "minus 8 tonight and the dock will be open for loading from 01:00. "
         "what happens to the hall air?", [V], ["env-hall-humidity-cold-doors"]),
    task("b20-t090", "Um compressor desligou e a pressão está a cair com as duas máquinas a "
         "rodar. O que faço?", [P], ["rule-air-pressure-drop-slow-press2"]),  # pt
    task("b20-t091", "Plane die Wartung des Kompressors C1 mit dem Techniker.", [U],
         ["pref-leocadia-compressor-work-weekdays"]),  # de
    # waste
    task("b20-t092", "where does spoiled paper end up and how often is it collected?", [S],
         ["sem-wastelog-baler"]),
    task("b20-t093", "why was the hall evacuated in March?", [E],
         ["epi-2026-03-05-duct-blockage-smoke"]),
    task("b20-t094", "Herald starts in 20 minutes. anything to look at in the yard "
         "building?", [P], ["rule-check-baler-before-edition"]),
    task("b20-t095", "Put together last night's spoilage numbers for Leocadia.", [U],
         ["pref-leocadia-waste-percent-one-decimal"]),
    task("b20-t096", "if the bale press fills up mid-run, will anybody in the halls know?",
         [V], ["env-full-baler-stops-conveyor"]),
    task("b20-t097", "Prépare les chiffres de gâche de la semaine pour Leocadia.", [U],
         ["pref-leocadia-waste-percent-one-decimal"]),  # fr
    task("b20-t098", "Si la embaladora se llena durante la tirada, ¿cuánto tarda en pararse "
         "la cinta?", [V], ["env-full-baler-stops-conveyor"]),  # es
    # maintenance
    task("b20-t099", "how often do blankets get swapped and when is the long maintenance "
         "slot?", [S], ["sem-fixplan-blankets"]),
    task("b20-t100", "why did press 2 put a blank white band across copies in late January?", [E],
         ["epi-2026-01-25-overdue-blankets-tower2"]),
    task("b20-t101", "Greta wants to push the tower 6 blanket job again, it already slipped "
         "a week. Sunday is packed. ok?", [P], ["rule-no-second-postponement"]),
    task("b20-t102", "Send Leocadia the maintenance status for this week.", [U],
         ["pref-leocadia-weekly-overdue-list"]),
    task("b20-t103", "the roller job has been open ten days past due. what will the system "
         "do about it tonight?", [V], ["env-fixplan-overdue-mail-flood"]),
    task("b20-t104", "Manda a Leocadia l'elenco degli interventi di manutenzione di questa "
         "settimana.", [U], ["pref-leocadia-weekly-overdue-list"]),  # it
    task("b20-t105", "Um pedido de manutenção está atrasado há duas semanas. Porque é que "
         "a caixa de correio da equipa está cheia?", [V],
         ["env-fixplan-overdue-mail-flood"]),  # pt
    # power
    task("b20-t106", "what stays powered if the grid goes, and for how long?", [S],
         ["sem-power-drives-ups"]),
    task("b20-t107", "what happened during the storm in December when everything stopped?",
         [E], ["epi-2025-12-09-supply-dip-both-presses"]),
    task("b20-t108", "lights flickered, both presses tripped, consoles still alive. Hamid's "
         "here. how do we bring them back?", [P], ["rule-after-dip-rehome-one-press"]),
    task("b20-t109", "Write the report on last night's power cut.", [U],
         ["pref-leocadia-power-report-copies"]),
    task("b20-t110", "drives dropped out on a brownout. how long before a press can run "
         "again?", [V], ["env-drives-rehome-after-dip"]),
    task("b20-t111", "Schreib den Bericht über den Stromausfall von heute Nacht für "
         "Leocadia.", [U], ["pref-leocadia-power-report-copies"]),  # de
    task("b20-t112", "Après une coupure de courant, combien de temps faut-il aux "
         "entraînements avant de pouvoir repartir ?", [V],
         ["env-drives-rehome-after-dip"]),  # fr
    # safety
    task("b20-t113", "who can run a console on their own, and where are the grades kept?",
         [S], ["sem-crewbook-lockout"]),
    task("b20-t114", "what happened with the Velmont fitter in tower 4?", [E],
         ["epi-2026-02-19-inching-with-fitter-inside"]),
    task("b20-t115", "two service engineers from the press maker are coming to work inside "
         "tower 6 with our crew. they can share the crew's lock, right?", [P],
         ["rule-visitors-own-padlock"]),
    task("b20-t116", "Someone nearly got caught by a roller tonight, no injury. Let "
         "Leocadia know.", [U], ["pref-leocadia-safety-same-night"]),
    task("b20-t117", "Kit's console assessment runs out on Thursday. what will the rota "
         "show?", [V], ["env-crewbook-expired-grade-blocks-rota"]),
    task("b20-t118", "La evaluación de un operador caduca esta noche. ¿Qué pasará con sus "
         "turnos?", [V], ["env-crewbook-expired-grade-blocks-rota"]),  # es
    task("b20-t119", "Se la qualifica di un macchinista scade, cosa mostra il turno del "
         "giorno dopo?", [V], ["env-crewbook-expired-grade-blocks-rota"]),  # it
    # commercial
    task("b20-t120", "who handles the supermarket customer, and what do they have to do "
         "before we image their job?", [S], ["sem-proofdesk-commercial"]),
    task("b20-t121", "why did we pulp a whole flyer run in March?", [E],
         ["epi-2026-03-10-unapproved-proof-price"]),
    task("b20-t122", "there are two PDFs for the Brightfield job in the folder, I'll image "
         "the newer one. fine?", [P], ["rule-proofdesk-version-match"]),
    task("b20-t123", "Start the Brightfield run at full speed, the rep didn't turn up.", [U],
         ["pref-leocadia-first-copy-signed"]),
    task("b20-t124", "sending the revised flyer proof to Brightfield at 18:30. will we "
         "print it tomorrow morning?", [V], ["env-brightfield-proof-evening-delay"]),
    task("b20-t125", "Enviei a prova ao cliente às 19h. Quando é que devo esperar "
         "resposta?", [V], ["env-brightfield-proof-evening-delay"]),  # pt
    task("b20-t126", "Wir schicken dem Supermarkt abends um sechs eine Korrektur. Wann "
         "kommt die Freigabe?", [V], ["env-brightfield-proof-evening-delay"]),  # de
    # extras
    task("b20-t127", "what hours does the Herald print, and who do I call at 11 in the "
         "morning if a motor fails?", [S], ["sem-ashvale-hours-oncall"]),
    task("b20-t128", "Il est 4 h 30, petit souci sur l'agrafeuse mais rien d'arrêté. Si "
         "j'appelle Leocadia, elle va réagir comment ?", [V],
         ["env-leocadia-minor-call-after-four"]),  # fr
    task("b20-t129", "Si le mando a Leocadia el informe sin número de ejemplares, ¿qué "
         "hará?", [V], ["env-leocadia-report-without-counts"]),  # es
    task("b20-t130", "Il rapporto per Leocadia è pronto ma mancano le tirature. Lo mando "
         "così, cosa succede?", [V], ["env-leocadia-report-without-counts"]),  # it
]

BLIND20_NO_MEMORY_REQUESTS: list[tuple[str, str]] = [
    ("b20-n01", "explain the difference between offset and flexographic printing"),
    ("b20-n02", "how many square metres is a sheet of 578 by 420 mm?"),
    ("b20-n03", "write a bash one-liner that counts the lines in every .log file in a folder"),
    ("b20-n04", "what does CMYK stand for?"),
    ("b20-n05", "recommend a podcast for the drive home after a night shift"),
    ("b20-n06", "how do I rename a git branch that's already pushed?"),
    ("b20-n07", "Was ist der Unterschied zwischen Hochdruck und Tiefdruck?"),  # de
    ("b20-n08", "Quelle est la capitale de l'Écosse ?"),  # fr
    ("b20-n09", "¿Cómo se calcula el área de un círculo?"),  # es
    ("b20-n10", "Scrivi una breve poesia sulla notte in tipografia."),  # it
    ("b20-n11", "Como faço uma tabela dinâmica no Excel?"),  # pt
    ("b20-n12", "what's a good stretch for a stiff back after standing all night?"),
]
