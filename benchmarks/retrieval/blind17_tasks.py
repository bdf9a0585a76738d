"""A seventeenth workspace and its tasks: a public aquarium's life-support and visitor systems,
written from the record format alone and never fitted on.

The store is the memory of the life-support systems (LSS) and technology team at Saltgrave Bay
Aquarium (an invented aquarium): the Reefhold life-support control system and its redundant PLC
pair lss-plc-1 / lss-plc-2, ozone dosing and ORP control on the Ocean Hall main tank, the six
pressure sand filters and their backwash, the natural-seawater intake from the bay and its
reservoir, the chillers of the Cold Coast (penguins and kelp), the quarantine building Q, the
water-quality lab and its Brinelog results database, the Finbook animal records, the food-prep
kitchen and walk-in freezer, the Nightcall alarm call-out, the standby generator and UPS, the
Turnstone timed-entry ticketing, the Lumen media players in the tunnel and galleries, dive
operations in the main tank and the Divebook planner, the Dayarc tank-lighting controller and its
moon calendar, the Canopy building management system and the rainforest dome, the plant network
and the tern-gw contractor gateway, and the jellyfish culture lab with its JellyDose feeders; and
of its principal (Ines Marrak-Dahl, head of life support and systems). Other invented names: Tomasz
Greave (LSS lead operator), Maelle Furet (water-quality chemist), Dr Oskar Lindqvist-Baptiste
(vet), Priya Annand (curator), Jia Howarth (visitor systems), Ruben Achterberg of Kelpline
Automation (controls contractor), Frostmere Cooling (chiller service), Nordsalt (a food supplier).

Eighteen themes hold one record in each tier about the same system (a fact, an incident, a
lesson, a preference of Ines and a prediction), so a request's words say what it is about and
mostly only its shape says which kind of memory answers it. Three more records: a fact about the
LSS control room's staffed hours and the night on-call, and two predictions of how Ines reacts
(to messages during her morning gallery walk, and to a change request with no rollback). Lessons
carry a trigger list of entities and situation words and a "When ..., do: ... Not: ... Why:"
body; predictions carry a condition and a prediction, in the SPEC's sub-buckets system-state
(12), workspace-state-transitions (5), skill-output-shape (1) and principal-response (2).

Counts: 93 records (19 semantic, 18 episodic, 18 procedural, 18 personalized, 20
environment-dynamics); 130 tasks, each with one needed tier and one answering record (semantic
26, episodic 25, procedural 29, personalized 22, environment-dynamics 28; English 91, German 8,
French 8, Spanish 8, Italian 8, Portuguese 7; of the 39 not in English: semantic 8, episodic 7,
procedural 11, personalized 5, environment-dynamics 8); every record answers at least one task;
12 no-memory requests (5 of them not in English).

Written by hand by a writer who had not read the project's code (not the recall code, its cue
tables, its weights, nor any other store's rows); the only inputs were the SPEC's tier
definitions as echoed in an earlier task file's docstring, the signatures of the record and task
constructors in dataset.py, and that earlier file's layout (its docstring, its import line, its
first records, its first tasks and its no-memory requests); the heldout README was read only to
pick a domain not used before. Each request was written for one record, and its tier is that
record's tier. The set was never run through recall before being handed over: the only checks
were an import, that every gold id exists and has the task's tier, that every record is used,
and the longest run of words a request shares with its record (four at most, e.g. "the plant
room floor"). Every system, company, person, place and number is invented; nothing was copied
from a public text. Requests are typed the way an LSS operator, an aquarist, a curator, a
contractor or a coding agent would type them (imperatives, "how do I", "what happened when",
"will X if", terse fragments); non-English requests are marked by a trailing comment. Hard
families on purpose: an imperative whose needed memory is how Ines wants that kind of work done
(personalized), a question about how a system, the animals or Ines will react
(environment-dynamics), "how do I" / "who can" / "where does" about a fact (semantic), the
situation a lesson is for told without the lesson's words (procedural), and "what happened
when" (episodic). Some requests touch a second record of the same theme more weakly (a lesson
and the incident behind it); the gold is the one record that answers the request as asked.
BLIND17_NO_MEMORY_REQUESTS lists requests that no record in this store answers (general
knowledge or small talk), as plain (id, text) pairs outside the task constructor, for a caller
that wants to measure abstention. Report it in aggregate; do not tune on it.
"""
from __future__ import annotations

from typing import Any

from benchmarks.retrieval.dataset import E, P, S, U, V, env, epi, pref, rule, sem, task

BLIND17_RECORDS: list[dict[str, Any]] = [
    # --- 1. Reefhold life-support controller ---
    sem("sem-reefhold-lss-plc-pair", "lss-control", 0.94, 14, "2026-01-08",
        "Reefhold runs the Ocean Hall life support on a redundant PLC pair, lss-plc-1 and "
        "lss-plc-2",
        "Reefhold is the control system for the life support of every display system in the "
        "aquarium. The Ocean Hall main tank (2.1 million litres) and its four satellite tanks are "
        "run by the redundant pair lss-plc-1 / lss-plc-2 in the LSS plant room below the tunnel; "
        "the smaller galleries each have their own small controller that reports to the same "
        "Reefhold HMI. Setpoints are changed only from the HMI in the LSS control room, and every "
        "change is logged with the operator's initials.")
    ,
    epi("epi-2026-03-14-reefhold-firmware-pump-restart", "lss-control", "incident", "2026-03-14",
        "A Reefhold firmware update restarted all Ocean Hall circulation pumps at once",
        "During the night update of lss-plc-2 the pair swapped roles twice within a minute and "
        "the pump sequence was restarted from zero: all six main circulation pumps stopped and "
        "started together. The surge lifted sediment in the sump, turbidity in the main tank "
        "reached 4 NTU and the tunnel stayed cloudy until noon. No animal losses; two sharks "
        "were off their food for a day. Ruben Achterberg of Kelpline rolled the update back at "
        "02:40.")
    ,
    rule("rule-reefhold-stage-firmware-one-node", "lss-control",
         ["Reefhold", "lss-plc-1", "lss-plc-2", "firmware", "PLC update", "circulation pumps",
          "Kelpline", "Ocean Hall"], "high", 1, "2026-03-16",
         "Update one Reefhold node, let it run a full day, then the other, with pumps in manual",
         "When Kelpline or anyone else updates Reefhold firmware, do: update the standby node "
         "only, put the circulation pumps in local manual for the duration, watch the pair for 24 "
         "hours and only then update the second node. Not: do both nodes in one night because the "
         "vendor says the pair handles it. Why: \"The pair handled it. The sharks didn't.\" "
         "(Ines, 2026-03-16)"),
    pref("pref-ines-setpoint-changes-in-ticket", "change-requests", "lss-control", "2026-01-21",
         "Ines wants every LSS setpoint change requested in a ticket with the old and new value",
         "Any change to a life-support setpoint (flow, temperature, ORP, salinity targets) goes "
         "in "
         "a Tidelist ticket with the tank, the old value, the new value and the reason, and the "
         "curator of that gallery ticked as agreeing. She does not accept a setpoint change "
         "agreed by phone, even a small one, and she wants the ticket number written in the HMI "
         "change comment."),
    env("env-reefhold-hmi-frozen-trend-during-swap", "system-state", "lss-control",
        "the Reefhold pair swaps its active node",
        "the trend screens on the HMI freeze for about 90 seconds and then jump, while the "
        "alarm list keeps working", 9, 1, "2026-04-02",
        "The historian reconnects to the new active node only after its heartbeat times out. "
        "Operators seeing flat lines during a swap should read the alarm list, not the trends."),

    # --- 2. ozone and ORP ---
    sem("sem-ozone-orp-setpoint-ocean-hall", "ozone", 0.93, 11, "2026-01-12",
        "Ocean Hall ozone is dosed from O3-1 to hold ORP at 320 mV, hard limit 380 mV",
        "The main tank gets ozone from generator O3-1 through the contact chamber and the two "
        "protein skimmers. Reefhold doses to hold the oxidation-reduction potential (ORP) at 320 "
        "mV in the display; above 380 mV the ozone is cut automatically and an alarm goes to the "
        "on-call. Residual ozone must never reach the display: the degas tower and carbon bed "
        "after the contact chamber are there for that. The ORP probes are cleaned and "
        "calibrated every Tuesday.")
    ,
    epi("epi-2026-06-03-orp-probe-drift-overdose", "ozone", "incident", "2026-06-03",
        "A drifting ORP probe read low and ozone ran high in the Ocean Hall for most of a day",
        "The display ORP probe had grown a biofilm and read about 60 mV low. Reefhold kept "
        "adding ozone to reach 320 mV; the real value was around 400 mV by the afternoon, under "
        "the cut-off because the cut-off uses the same probe. Divers reported stinging eyes and "
        "the rays showed cloudy eyes the next morning. The handheld meter check by Maelle Furet "
        "found the gap at 16:20 and ozone was stopped.")
    ,
    rule("rule-ozone-cross-check-second-probe", "ozone",
         ["ozone", "O3-1", "ORP", "probe", "redox", "contact chamber", "skimmer",
          "calibration"], "high", 1, "2026-06-05",
         "Compare the display ORP probe with the handheld meter before trusting any ozone trend",
         "When the ORP trend looks flat or the ozone output is higher than usual for the time of "
         "year, do: take a handheld ORP reading at the display and compare it with the fixed "
         "probe; if they differ by more than 25 mV, put O3-1 in manual at its last normal output "
         "and clean the probe. Not: let the controller chase a number from one probe. Why: "
         "\"One probe is an opinion.\" (Ines, 2026-06-05)"),
    pref("pref-ines-ozone-changes-reviewed-by-chemist", "approvals", "ozone", "2026-02-09",
         "Ines wants Maelle to sign off anything that changes how ozone is dosed",
         "Changes to ozone dosing, ORP setpoints, the ORP cut-off or the probe layout need "
         "Maelle Furet's written OK in the ticket before Ines will look at them. Ines wants the "
         "request to show a week of ORP and ozone output trends, not a single screenshot."),
    env("env-ozone-feeding-orp-dip", "system-state", "ozone",
        "the Ocean Hall is fed (the 10:00 and 15:00 broadcast feeds)",
        "ORP drops by 30 to 50 mV within 20 minutes and O3-1 runs near full output for about "
        "an hour before settling", 12, 1, "2026-05-18",
        "Organic load from the food. Nobody should chase the dip by raising the ozone limit; "
        "it comes back on its own."),

    # --- 3. sand filters and backwash ---
    sem("sem-sand-filters-backwash-trigger", "filtration", 0.92, 10, "2026-01-15",
        "Six pressure sand filters SF-1 to SF-6; backwash at 0.6 bar differential or every 72 h",
        "The Ocean Hall water passes six pressure sand filters, SF-1 to SF-6, in the plant room. "
        "Reefhold backwashes a filter when its differential pressure reaches 0.6 bar or 72 hours "
        "after its last backwash, whichever is first, and never more than one filter at a time. "
        "Backwash water goes to the 60 m3 waste tank, which is pumped to the sewer only with the "
        "permit's salinity log filled in.")
    ,
    epi("epi-2026-08-11-two-filters-backwash-together", "filtration", "incident", "2026-08-11",
        "SF-2 and SF-5 backwashed together and the waste tank overflowed into the plant room",
        "After a contractor reset the backwash interlock to test a valve, SF-2 and SF-5 started "
        "backwash within a minute of each other. The waste tank filled faster than its pump could "
        "empty it and about 8 m3 of salt water ran across the plant room floor, into the cable "
        "trench of pump P-4. P-4 tripped on earth fault and the main tank ran on five pumps "
        "until 19:00.")
    ,
    rule("rule-filters-check-interlock-after-work", "filtration",
         ["sand filter", "SF-1", "SF-6", "backwash", "interlock", "waste tank", "valve test",
          "contractor"], "high", 1, "2026-08-13",
         "After any work on filter valves, prove the one-at-a-time backwash interlock before "
         "leaving",
         "When anyone has worked on filter valves or the backwash logic, do: start a manual "
         "backwash on one filter and try to start a second one; the second must be refused. Write "
         "the result in the work order. Not: assume the interlock came back with the reset. Why: "
         "\"Eight cubic metres of seawater is a very expensive way to test an interlock.\" "
         "(Ines, 2026-08-13)"),
    pref("pref-ines-plant-room-photos-with-tag", "reporting", "filtration", "2026-03-03",
         "Ines wants plant-room findings reported with a photo showing the equipment tag",
         "When someone reports a leak, a noise or a failed part in the plant room, Ines wants a "
         "photo in which the equipment tag (SF-3, P-4, ...) can be read, plus the time. A "
         "description without the tag gets a reply asking which one."),
    env("env-filters-backwash-turbidity-bump", "workspace-state-transitions", "filtration",
        "a sand filter goes back into service after its backwash",
        "display turbidity rises by 0.2 to 0.4 NTU for about 30 minutes unless the filter "
        "was rinsed to waste for the full 5 minutes", 10, 2, "2026-09-01",
        "The first water through a freshly backwashed bed carries fines. Tunnel visitors notice "
        "it on busy days; the rinse step is sometimes shortened by hand."),

    # --- 4. seawater intake ---
    sem("sem-intake-pumps-and-reservoir", "seawater-intake", 0.93, 12, "2026-01-10",
        "Natural seawater comes from the bay through IP-1/IP-2 into a 400 m3 reservoir",
        "The aquarium takes natural seawater from the bay through two intake pumps, IP-1 and "
        "IP-2, at 9 m depth off the east pier. It passes a drum screen and a UV unit into the "
        "400 m3 reservoir behind the building, from which every system is topped up. The intake "
        "closes automatically when turbidity at the pier exceeds 15 NTU or salinity drops below "
        "30 ppt, which happens after heavy rain when the river plume comes round.")
    ,
    epi("epi-2026-10-22-river-plume-reservoir-low", "seawater-intake", "incident", "2026-10-22",
        "The intake stayed shut four days after a storm and the reservoir fell to 15 %",
        "After the October storm the river plume kept salinity at the pier under 30 ppt for four "
        "days and the intake stayed closed. Top-ups and the weekly water changes carried on as "
        "normal and the reservoir dropped to 15 % before anyone noticed; the quarantine "
        "building's water change was cancelled and 30 m3 of artificial seawater had to be mixed "
        "in a hurry from salt bought at the marine supplier.")
    ,
    rule("rule-intake-closed-suspend-water-changes", "seawater-intake",
         ["intake", "IP-1", "IP-2", "reservoir", "river plume", "storm", "salinity",
          "water change"], "medium", 1, "2026-10-25",
         "When the intake has been closed for 24 h, stop routine water changes and ration the "
         "reservoir",
         "When the bay intake has been closed for more than 24 hours, do: suspend all scheduled "
         "water changes, keep the reservoir for top-ups and quarantine only, and tell the "
         "curators the same day. Not: run the week's schedule as if the reservoir refills "
         "tomorrow. Why: \"The bay decides when we get water, not the calendar.\" (Ines, "
         "2026-10-25)"),
    pref("pref-ines-intake-status-in-morning-note", "communication", "seawater-intake",
         "2026-02-16",
         "Ines wants the reservoir level and intake state in the 07:30 morning note",
         "The morning note the LSS operator sends at 07:30 must start with the reservoir level "
         "in percent and whether the intake is open, then the overnight alarms. Ines wants it "
         "as plain text in the LSS channel, not an attachment."),
    env("env-intake-reopens-after-rain", "system-state", "seawater-intake",
        "more than 30 mm of rain falls in the river catchment in a day",
        "the intake closes on low salinity within 12 to 18 hours and stays closed for two to "
        "four days", 6, 1, "2026-11-04",
        "The river plume takes half a day to reach the east pier. The one miss was a day with "
        "a strong westerly that pushed the plume out to sea."),

    # --- 5. Cold Coast chillers ---
    sem("sem-coldcoast-chillers-setpoint", "chillers", 0.92, 10, "2026-01-19",
        "Cold Coast (penguins and kelp) is held at 12 C by chillers CH-A and CH-B, duty/standby",
        "The Cold Coast gallery, the penguin pool and the kelp tank, is held at 12 C water "
        "temperature by two chillers, CH-A and CH-B, on the roof, running duty/standby and "
        "swapped every Monday by Reefhold. Each can carry the whole load up to an outdoor "
        "temperature of 32 C. The titanium heat exchangers are in the Cold Coast plant room; the "
        "chiller service contract is with Frostmere Cooling.")
    ,
    epi("epi-2026-07-21-chx-standby-failed-to-start", "chillers", "incident", "2026-07-21",
        "CH-A tripped on a hot afternoon and CH-B did not start; the penguin pool reached 16.5 C",
        "At 14:10 CH-A tripped on high head pressure with 33 C outside. CH-B was meant to take "
        "over but had been left in local-off after Frostmere's service visit the week before, so "
        "Reefhold's start command did nothing. The pool warmed to 16.5 C before Tomasz Greave "
        "found the switch at 16:05. The kelp dropped blades for a week; the penguins were "
        "kept off the outdoor beach.")
    ,
    rule("rule-chillers-confirm-remote-after-service", "chillers",
         ["chiller", "CH-A", "CH-B", "Frostmere", "service visit", "standby", "local-off",
          "Cold Coast"], "high", 1, "2026-07-23",
         "After any chiller service, check both chillers show REMOTE on Reefhold and test a swap",
         "When Frostmere or anyone has worked on CH-A or CH-B, do: check on the Reefhold chiller "
         "page that both show REMOTE and AVAILABLE, and force a duty swap before signing the "
         "visit off. Not: accept the service sheet's 'returned to normal'. Why: \"A standby that "
         "can't start is just a second roof ornament.\" (Ines, 2026-07-23)"),
    pref("pref-ines-heatwave-plan-one-page", "planning", "chillers", "2026-05-06",
         "Ines wants the summer heat plan as one page with the trigger temperatures",
         "Before each summer Ines wants the Cold Coast heat plan as a single page: the outdoor "
         "temperatures at which each step starts (shade sails, second chiller in parallel, ice "
         "delivery), who calls it and the numbers of Frostmere's emergency line. No slide deck."),
    env("env-chillers-both-needed-above-30", "system-state", "chillers",
        "the outdoor temperature is above 30 C for more than three hours",
        "one chiller alone can no longer hold 12 C and the penguin pool creeps up about 0.3 C "
        "an hour unless both run in parallel", 5, 1, "2026-08-20",
        "The condensers on the roof lose capacity in direct sun. The rated 32 C limit assumes "
        "clean coils; by July they are never clean."),

    # --- 6. quarantine building ---
    sem("sem-quarantine-building-q-rules", "quarantine", 0.93, 13, "2026-01-22",
        "Building Q holds new animals 30 days on its own water; nothing crosses back to the "
        "galleries",
        "New fish and invertebrates arrive into Building Q and stay at least 30 days (45 for "
        "elasmobranchs) before the vet, Dr Oskar Lindqvist-Baptiste, releases them to display. "
        "Building Q has its own LSS, its own nets and buckets marked yellow, and a footbath at "
        "the door. Its water is discharged through the ozone waste treatment, never into the "
        "main waste tank. Staff who work in Q go there last in their day.")
    ,
    epi("epi-2026-05-09-q-net-in-ocean-hall", "quarantine", "incident", "2026-05-09",
        "A yellow quarantine net was found in the Ocean Hall sump room",
        "A volunteer borrowed a yellow net from Building Q to clear a blocked overflow in the "
        "Ocean Hall sump room because the green nets were all in the wash. It was found the next "
        "morning. The vet ordered the sump room disinfected, the Q batch of surgeonfish was held "
        "two extra weeks and the main tank was sampled for parasites weekly for a month; nothing "
        "was found.")
    ,
    rule("rule-quarantine-gear-never-leaves", "quarantine",
         ["Building Q", "quarantine", "yellow net", "biosecurity", "footbath", "volunteer",
          "equipment"], "medium", 1, "2026-05-12",
         "Quarantine gear never leaves Building Q; if nothing else is free, wait or ask the "
         "plant room",
         "When someone needs a net, bucket or siphon and the only free one is yellow, do: leave "
         "it "
         "in Q and call the LSS operator, who keeps a spare green set in the plant room. Not: "
         "borrow from Q 'just for a minute'. Why: \"Parasites don't know it was only a minute.\" "
         "(Ines, 2026-05-12)"),
    pref("pref-ines-volunteer-briefing-short", "training", "quarantine", "2026-06-01",
         "Ines wants volunteer biosecurity briefings to be five rules on one card, with pictures",
         "For volunteers and new staff Ines wants biosecurity taught with a pocket card of five "
         "rules with a picture each (yellow means Q, footbath, Q last, no shared buckets, ask "
         "before you touch water), not the full biosecurity policy. The policy stays for staff."),
    env("env-quarantine-new-arrivals-ammonia-spike", "workspace-state-transitions", "quarantine",
        "a shipment of more than 40 fish is put into one Building Q system",
        "ammonia rises above 0.25 mg/l on the second or third day unless feeding is halved for "
        "the first week", 7, 1, "2026-09-15",
        "The Q biofilters are sized for the usual small batches. Seen with the spring and autumn "
        "collector shipments."),

    # --- 7. water-quality lab and Brinelog ---
    sem("sem-brinelog-daily-tests", "water-quality", 0.92, 12, "2026-01-09",
        "Brinelog holds every water test; ammonia, nitrite, pH and salinity daily per system",
        "The water-quality lab tests every display system daily for ammonia, nitrite, pH and "
        "salinity, and weekly for nitrate, phosphate and alkalinity, on the Spectra-9 photometer "
        "and the lab salinometer. Results go into Brinelog, the lab's results database, where "
        "each system has its own limits; a result outside limits turns red and sends a mail to "
        "the gallery's curator and to Maelle Furet. Curators can read Brinelog; only the lab can "
        "enter or correct results.")
    ,
    epi("epi-2026-02-25-brinelog-wrong-units-nitrite", "water-quality", "incident", "2026-02-25",
        "A new Spectra-9 method wrote nitrite as NO2-N and half the systems went red overnight",
        "After the photometer was updated, its nitrite method reported as NO2-N instead of NO2, "
        "about a third of the earlier values, and Brinelog's import took the numbers as they "
        "came. "
        "Limits were set in NO2, so nothing went red for the real problem: the jelly lab's "
        "nitrite had been climbing for three days and was only caught when a curator tested by "
        "hand. Meanwhile the trends showed a sudden 'improvement' on every system.")
    ,
    rule("rule-brinelog-check-units-after-method-change", "water-quality",
         ["Brinelog", "Spectra-9", "photometer", "method update", "units", "nitrite", "import",
          "lab"], "medium", 1, "2026-02-27",
         "After any photometer or method update, run a known standard and compare units before "
         "importing",
         "When the Spectra-9 or any lab instrument gets a method or firmware update, do: run the "
         "check standard for every parameter, compare the result and its unit with the last run "
         "in Brinelog, and block the import until they match. Not: trust that the vendor kept "
         "the same units. Why: \"A trend that suddenly improves everywhere is a units problem.\" "
         "(Ines, 2026-02-27)"),
    pref("pref-ines-wq-summaries-as-table", "reporting", "water-quality", "2026-03-10",
         "Ines wants water-quality summaries as a table of systems by parameter, out-of-limit "
         "in bold",
         "When asked for a water-quality summary, Ines wants a plain table: one row per system, "
         "one column per parameter, the latest value, out-of-limit values in bold, and the date "
         "of the test. No charts unless she asks for a trend, no colour-only highlighting "
         "because she reads it printed."),
    env("env-brinelog-export-long-range-daily-means", "skill-output-shape", "water-quality",
        "a Brinelog export is asked for a range longer than 90 days",
        "it returns one daily mean per parameter instead of the individual results, and the "
        "file says so only in its last line", 6, 0, "2026-07-30",
        "The export switches to aggregated mode silently. For single results over a long range, "
        "export quarter by quarter."),

    # --- 8. Finbook animal records ---
    sem("sem-finbook-animal-records", "animal-records", 0.91, 11, "2026-01-26",
        "Finbook is the animal record: every animal or group has a Finbook ID, medical notes by "
        "the vet",
        "Finbook holds the record of every animal or group (a school of fish is one group): "
        "species, origin, arrival date, current system, feeding plan and medical notes. Each has "
        "a Finbook ID like OC-0412. Aquarists write husbandry notes; only the vet writes medical "
        "notes and treatments. Moves between systems are entered by the aquarist who made them "
        "on the same day, and transfers to other aquariums need the curator's approval in "
        "Finbook.")
    ,
    epi("epi-2026-09-02-finbook-move-not-entered-treatment", "animal-records", "incident",
        "2026-09-02",
        "A treatment was given in the wrong tank because a move had not been entered in Finbook",
        "Three cownose rays had been moved from the touch pool to the Ocean Hall holding tank on "
        "a Friday, but the move was not entered. On Monday the vet prescribed a copper-free "
        "dewormer for 'the rays in the touch pool' and the night aquarist dosed the touch pool, "
        "where only two stingrays were left. The rays that needed it got it two days late.")
    ,
    rule("rule-finbook-enter-moves-before-shift-end", "animal-records",
         ["Finbook", "animal move", "transfer", "holding tank", "treatment", "aquarist",
          "shift end"], "medium", 2, "2026-09-04",
         "An animal move goes into Finbook before the end of the shift that made it",
         "When animals are moved between systems, do: enter the move in Finbook before the end "
         "of your shift, and put a tag on the tank they left saying where they went. Not: leave "
         "it for Monday or for whoever comes next. Why: \"The vet treats what Finbook says is "
         "there.\" (Ines, 2026-09-04)"),
    pref("pref-ines-finbook-reports-by-id", "reporting", "animal-records", "2026-04-14",
         "Ines wants animals named by Finbook ID and common name in every report",
         "In reports, tickets and mails about animals Ines wants the Finbook ID next to the "
         "common name, e.g. 'OC-0412 zebra shark'. Pet names the keepers use are fine in "
         "speech but not in writing."),
    env("env-finbook-slow-monday-mornings", "system-state", "animal-records",
        "Finbook is used on a Monday between 08:00 and 09:00",
        "pages take 10 to 20 seconds to load and saving a feeding log often times out once "
        "before it goes through", 8, 2, "2026-06-22",
        "The weekly census report for the zoo association runs then on the same server. Saving "
        "twice does not create a duplicate."),

    # --- 9. food prep and freezer room ---
    sem("sem-foodprep-freezer-thaw-lots", "food-prep", 0.9, 9, "2026-01-30",
        "Frozen food is kept at -25 C, thawed overnight at 4 C, and every bag's lot is logged",
        "The food-prep kitchen keeps frozen fish, squid and krill in the walk-in freezer at -25 "
        "C. "
        "Food is thawed overnight in the 4 C fridge, never in water or at room temperature, and "
        "used within 24 hours of thawing. The lot number of every bag opened is written on the "
        "day's kitchen sheet in Finbook, so that a recalled lot can be traced to the animals "
        "that ate it. Vitamin supplements are added at portioning.")
    ,
    epi("epi-2026-04-06-freezer-door-ajar", "food-prep", "incident", "2026-04-06",
        "The walk-in freezer door was left ajar over Easter and reached -6 C",
        "On Easter Sunday the freezer door did not close behind a delivery trolley. The freezer's "
        "own alarm only sounded in the kitchen, which was empty, and its temperature was not on "
        "Nightcall. It was found at 06:30 on Monday at -6 C; 1.2 tonnes of capelin and herring "
        "were thrown away and the penguins and seals ate from an emergency order for three days.")
    ,
    rule("rule-foodprep-freezer-alarm-on-nightcall", "food-prep",
         ["freezer", "walk-in", "kitchen", "food prep", "temperature alarm", "delivery",
          "Nightcall"], "medium", 1, "2026-04-08",
         "A cold-room alarm that only sounds locally is not an alarm; route it to Nightcall",
         "When a fridge, freezer or cold room is installed or replaced, do: wire its alarm into "
         "Reefhold so that it reaches Nightcall, and test it by opening the door for ten minutes. "
         "Not: rely on the unit's own buzzer. Why: \"A buzzer in an empty kitchen is a very "
         "private alarm.\" (Ines, 2026-04-08)"),
    pref("pref-ines-food-orders-by-lot-certificate", "purchasing", "food-prep", "2026-02-20",
         "Ines wants food suppliers' lot certificates attached to the order before it is approved",
         "Ines approves a frozen-food order only with the supplier's lot certificate (species, "
         "catch area, freezing date, thiamine analysis) attached in the purchasing system. An "
         "order without it is sent back, however urgent."),
    env("env-foodprep-thaw-short-after-holiday", "workspace-state-transitions", "food-prep",
        "the day after a public holiday, when nobody put food in the fridge to thaw the evening "
        "before",
        "the morning feeds of the seals and penguins are late by two to three hours because food "
        "has to be thawed in the fridge on the day", 5, 1, "2026-05-26",
        "The holiday rota has no kitchen shift. The one miss was when a keeper came in on the "
        "holiday to set out the thaw."),

    # --- 10. Nightcall alarm call-out ---
    sem("sem-nightcall-escalation-chain", "alarm-callout", 0.94, 15, "2026-01-07",
        "Nightcall pages the on-call aquarist, then the LSS on-call after 10 minutes, then Ines",
        "Nightcall is the call-out service that takes priority-1 and priority-2 alarms from "
        "Reefhold and the building systems outside staffed hours. It calls the on-call aquarist's "
        "phone first; if the call is not acknowledged with the keypad within 10 minutes it calls "
        "the LSS on-call, and after another 10 minutes Ines. The on-call rota is kept in "
        "Nightcall itself and changed by the LSS lead; swaps agreed between staff must be "
        "entered there or the old person is still called.")
    ,
    epi("epi-2026-01-31-nightcall-swap-not-entered", "alarm-callout", "incident", "2026-01-31",
        "A rota swap was not entered in Nightcall and a low-flow alarm went unanswered for 35 "
        "minutes",
        "Two aquarists swapped their on-call weekend by message. At 03:15 a low-flow alarm on the "
        "jelly kreisels called the aquarist who was abroad and did not hear it; the LSS on-call "
        "was called at 03:25 but was driving and picked up at 03:50. The kreisel pump had "
        "stopped on a blocked screen; eleven moon jellies were lost to being sucked against it.")
    ,
    rule("rule-nightcall-swap-only-in-system", "alarm-callout",
         ["Nightcall", "on-call", "rota", "swap", "call-out", "weekend", "pager"], "high", 2,
         "2026-02-02",
         "An on-call swap exists only when it is in Nightcall; check by calling the test number",
         "When two people swap on-call, do: the person taking over enters the swap in Nightcall "
         "and rings the test number, which reads back who is on call. Not: agree it in a chat "
         "and assume the LSS lead will update it. Why: \"Nightcall does not read our group "
         "chat.\" (Ines, 2026-02-02)"),
    pref("pref-ines-call-not-text-at-night", "communication", "alarm-callout", "2026-01-12",
         "At night Ines wants a phone call, not a message, if she needs to know",
         "Outside working hours, if something needs Ines to know or decide, she wants a phone "
         "call. Messages at night she reads only in the morning, and she does not want to be "
         "told next day that 'it was in the chat'. Anything that can wait until 07:30 goes in "
         "the morning note."),
    env("env-nightcall-acknowledge-stops-escalation", "workspace-state-transitions",
        "alarm-callout",
        "the on-call acknowledges a Nightcall alarm but the alarm is still active 30 minutes "
        "later",
        "Nightcall does not call again and nobody else is called; the alarm stays silent until it "
        "clears or a new alarm comes in", 4, 0, "2026-03-08",
        "Acknowledging stops the escalation for that alarm for good. Kelpline has been asked to "
        "add a re-call; until then the on-call sets a phone timer."),

    # --- 11. backup power ---
    sem("sem-backup-power-generator-ups", "backup-power", 0.93, 12, "2026-01-14",
        "An 800 kVA generator starts in 15 s on mains loss; controls and air blowers ride a UPS",
        "On loss of mains the 800 kVA diesel generator in the yard starts and the automatic "
        "transfer switch puts it on the life-support board within about 15 seconds. The "
        "circulation pumps stop during those seconds and restart in a staggered sequence; the "
        "Reefhold PLCs, the network core and the air blowers for the Q building and the jelly "
        "lab are on a UPS with 40 minutes of battery. The tank holds fuel for 36 hours at full "
        "load. Visitor areas are not on the generator except emergency lighting.")
    ,
    epi("epi-2026-11-12-generator-test-ats-stuck", "backup-power", "incident", "2026-11-12",
        "During the monthly generator test the transfer switch stuck on generator for three hours",
        "The monthly on-load test went normally until the return to mains: the ATS would not "
        "transfer back and the plant ran on the generator until the electrician freed the "
        "mechanism at 13:40. Fuel fell to 60 %, nobody had ordered a top-up, and the test had "
        "been run on a Saturday with 3,000 visitors in the building.")
    ,
    rule("rule-backup-generator-test-weekday-fuel", "backup-power",
         ["generator", "ATS", "transfer switch", "on-load test", "fuel", "mains", "power test"],
         "medium", 1, "2026-11-14",
         "Run generator tests on a weekday morning, with fuel above 80 % and the electrician on "
         "site",
         "When the monthly generator on-load test is planned, do: put it on a Tuesday to Thursday "
         "morning, check fuel is above 80 % and that the electrician stays until the plant is "
         "back on mains. Not: run it on a weekend to 'avoid disturbing' the office. Why: \"A test "
         "is only a test if we can afford it to fail.\" (Ines, 2026-11-14)"),
    pref("pref-ines-power-work-notice-48h", "planning", "backup-power", "2026-03-24",
         "Ines wants 48 hours' written notice of any planned power shutdown, with the circuits "
         "listed",
         "Any planned work that switches off a life-support circuit needs a written notice to "
         "Ines and the curators at least 48 hours ahead, with the list of circuits, the start "
         "and end times and what runs on the generator meanwhile. Short notice means it moves."),
    env("env-backup-pumps-restart-salt-creep", "system-state", "backup-power",
        "the circulation pumps restart after a mains failure",
        "the Ocean Hall overflow weirs surge and spill salt spray on the tunnel's lighting rail, "
        "and two or three tunnel light fittings trip within the next day", 5, 2, "2026-12-01",
        "The staggered restart still sends a wave round the weirs. The electrician resets the "
        "lighting after each event."),

    # --- 12. Turnstone ticketing ---
    sem("sem-turnstone-timed-entry", "ticketing", 0.92, 11, "2026-01-28",
        "Turnstone sells timed-entry tickets in 15-minute slots, capped at 220 per slot",
        "Turnstone is the ticketing system for the website, the box office and the entrance "
        "gates. Day tickets are sold in 15-minute entry slots capped at 220 visitors each; "
        "members enter any time with their card but count against the slot. School groups are "
        "booked by the education team in Turnstone's group module. Jia Howarth in visitor "
        "systems looks after it; the vendor's support is by ticket only.")
    ,
    epi("epi-2026-08-03-turnstone-slot-cap-reset", "ticketing", "incident", "2026-08-03",
        "After a Turnstone update the slot cap reset to 500 and the building overfilled on a "
        "Sunday",
        "A vendor update on Saturday night restored the default slot capacity of 500. On Sunday "
        "the website sold up to 500 per slot; by 11:00 the tunnel queue was 40 minutes long and "
        "the fire marshal closed the entrance for half an hour. 1,100 visitors were offered "
        "refunds or another date.")
    ,
    rule("rule-turnstone-check-caps-after-update", "ticketing",
         ["Turnstone", "ticketing", "slot cap", "capacity", "vendor update", "timed entry",
          "website"], "high", 1, "2026-08-05",
         "After any Turnstone update, check the slot capacities before the website reopens for "
         "sales",
         "When Turnstone has been updated, do: open the capacity page, compare every product's "
         "slot cap with the saved list in the visitor-systems folder, and keep web sales paused "
         "until they match. Not: assume configuration survives an update. Why: \"The fire "
         "marshal counted for us.\" (Ines, 2026-08-05)"),
    pref("pref-ines-ticketing-numbers-weekly-only", "reporting", "ticketing", "2026-04-21",
         "Ines wants visitor numbers once a week, not daily, unless capacity was hit",
         "Ines does not want the daily Turnstone sales mail. She wants a weekly summary on Monday "
         "and a same-day message only when a slot was sold out or the entrance had to be "
         "closed."),
    env("env-turnstone-rain-walkups", "system-state", "ticketing",
        "it rains on a school holiday morning",
        "walk-up sales at the box office double and the 11:00 to 13:00 slots sell out before "
        "10:30", 7, 1, "2026-08-28",
        "The aquarium is the town's rainy-day plan. Opening a second box-office till by 09:30 "
        "shortens the queue."),

    # --- 13. tunnel AV and signage ---
    sem("sem-lumen-players-tunnel-av", "exhibit-av", 0.9, 9, "2026-02-03",
        "The tunnel projections and gallery screens run on Lumen players scheduled from one "
        "server",
        "The Ocean Hall tunnel projections, the 22 gallery screens and the species labels with "
        "screens run on Lumen media players, scheduled from the Lumen server in the AV rack. "
        "Content is uploaded by the interpretation team as playlists; the players switch to the "
        "evening programme at 17:00 and off at closing. The projectors in the tunnel are in "
        "sealed housings because of the humidity and need a lift and two people to service.")
    ,
    epi("epi-2026-06-19-lumen-strobe-content-complaint", "exhibit-av", "incident", "2026-06-19",
        "A new tunnel video with fast flashes caused complaints and one visitor felt unwell",
        "A storm-at-sea clip added to the tunnel playlist had lightning flashes faster than three "
        "a second. A visitor with photosensitive epilepsy felt unwell and left with first aid; "
        "two more complaints came by mail. The clip had been uploaded straight from the "
        "production company's drive and not checked; it was removed at 15:20.")
    ,
    rule("rule-lumen-flash-check-before-publish", "exhibit-av",
         ["Lumen", "tunnel video", "playlist", "flash", "photosensitive", "content upload",
          "screens"], "medium", 1, "2026-06-21",
         "New visitor-facing video passes a flash check before it goes into any Lumen playlist",
         "When a new clip is to be shown in the galleries or the tunnel, do: run it through the "
         "flash and pattern checker on the AV workstation and keep the report with the upload. "
         "Not: trust that a producer's film is safe because it was made for television. Why: "
         "\"Nobody should need first aid after our tunnel.\" (Ines, 2026-06-21)"),
    pref("pref-ines-av-quiet-in-galleries", "design", "exhibit-av", "2026-05-12",
         "Ines wants gallery screens silent and dim, with no sound near the animals",
         "Ines does not want sound on any screen within sight of a tank, and wants screen "
         "brightness kept at the level the curators agreed, because light and noise stress some "
         "species. Sound is allowed only in the auditorium and the entrance hall."),
    env("env-lumen-players-drop-after-humid-weekend", "system-state", "exhibit-av",
        "the tunnel humidity stays above 85 % for a weekend",
        "one or two tunnel Lumen players show black on Monday and come back only after a power "
        "cycle of their housing", 6, 2, "2026-09-08",
        "Condensation in the housings. The dehumidifier cartridges are changed monthly; the "
        "misses were months when they had just been changed."),

    # --- 14. dive operations ---
    sem("sem-dive-ops-main-tank-rules", "dive-ops", 0.93, 13, "2026-01-17",
        "Main-tank dives need a dive supervisor, a logged plan in Divebook and Reefhold in "
        "diver mode",
        "Every dive in the Ocean Hall is planned in Divebook, the dive log and planning app, with "
        "the divers, the task and the supervisor on the surface. Before the first diver enters, "
        "the LSS operator puts Reefhold in diver mode, which slows the bottom drains and blocks "
        "automatic backwash. Maximum depth is 7.5 m, so no decompression; each diver's "
        "qualifications and medical date are checked by Divebook.")
    ,
    epi("epi-2026-07-02-diver-mode-not-set-drain", "dive-ops", "incident", "2026-07-02",
        "A diver's hose was pulled toward a bottom drain because diver mode had not been set",
        "A cleaning dive started at 07:40 while the LSS operator was still at the filters; "
        "diver mode had not been set. The hookah hose of one diver was drawn onto the grille of "
        "bottom drain D2; he cut it free and surfaced on his backup cylinder. Nobody was hurt. "
        "The dive supervisor had taken the operator's 'OK' on the radio for the filters as the "
        "OK for diver mode.")
    ,
    rule("rule-dive-ops-diver-mode-confirmed-on-screen", "dive-ops",
         ["dive", "diver", "Divebook", "diver mode", "bottom drain", "dive supervisor",
          "Ocean Hall", "hookah"], "high", 1, "2026-07-04",
         "No diver enters until the supervisor sees DIVER MODE on the poolside Reefhold screen",
         "When a dive in the Ocean Hall is about to start, do: the dive supervisor checks the "
         "poolside Reefhold panel shows DIVER MODE in orange and writes the time in Divebook. "
         "Not: accept a radio OK from the plant room. Why: \"A radio OK answers whatever the "
         "other person thought you asked.\" (Ines, 2026-07-04)"),
    pref("pref-ines-dive-plans-day-before", "planning", "dive-ops", "2026-02-26",
         "Ines wants next day's dives in Divebook by 16:00 the day before",
         "Ines wants every dive planned in Divebook by 16:00 the day before, so the LSS operator "
         "can plan backwashes around them. A same-day dive is fine only for an animal emergency, "
         "and she wants to be told about it."),
    env("env-dive-mode-turbidity-after", "workspace-state-transitions", "dive-ops",
        "diver mode has been on for more than two hours",
        "when it is switched off the bottom drains pull settled detritus and the tunnel is hazy "
        "for about 40 minutes", 8, 1, "2026-08-12",
        "Reduced drain flow lets waste settle; the first full flow sweeps it up. Cleaning dives "
        "that end at opening time are the worst case."),

    # --- 15. Dayarc lighting ---
    sem("sem-dayarc-photoperiod", "lighting", 0.9, 10, "2026-02-05",
        "Dayarc runs every tank's photoperiod: sunrise ramp, 11-hour day, moonlight for the "
        "corals",
        "Dayarc is the lighting controller for the tanks (not the visitor areas). Each system has "
        "a programme: a 45-minute sunrise ramp from 07:00, an 11-hour day and a sunset ramp; "
        "the coral tanks also get a moonlight cycle that follows the real lunar calendar, which "
        "the coral spawning depends on. Programmes are changed by the curators through Jia "
        "Howarth; Dayarc keeps time from the network's time server.")
    ,
    epi("epi-2026-03-29-dayarc-dst-moon-shift", "lighting", "incident", "2026-03-29",
        "Dayarc's clock lost its time source and the coral moonlight drifted by a day",
        "When the network's time server was replaced in March, Dayarc kept its old address and "
        "ran on its own clock for five weeks. It did not take the change to summer time and its "
        "moon calendar slipped by a day. The coral spawning the curator had been expecting for "
        "the research partner did not happen in the planned night; it came a night later with "
        "nobody there to collect.")
    ,
    rule("rule-dayarc-check-time-source-after-network-change", "lighting",
         ["Dayarc", "lighting", "time server", "NTP", "clock", "moonlight", "photoperiod",
          "network change"], "medium", 1, "2026-03-31",
         "After any network or time-server change, check Dayarc's clock status the same day",
         "When the network team changes the time server, the VLANs or the addresses in the plant "
         "network, do: open Dayarc's status page and confirm 'time source: synchronised' and the "
         "right local time. Not: wait for the lights to look wrong. Why: \"Corals keep a better "
         "calendar than we do.\" (Ines, 2026-03-31)"),
    pref("pref-ines-lighting-changes-curator-owned", "approvals", "lighting", "2026-04-07",
         "Ines wants lighting programme changes to come from the curator, never from visitor "
         "services",
         "Requests to make a tank brighter for photography, events or filming go to the curator "
         "of that gallery; Ines wants no lighting change made because visitor services or "
         "marketing asked directly, and she wants the curator's name in the Dayarc change note."),
    env("env-dayarc-event-lights-fish-startle", "system-state", "lighting",
        "the tank lights are switched on fully in the dark outside the sunrise ramp (evening "
        "events, "
        "night maintenance)",
        "schooling fish in the Ocean Hall startle and some hit the acrylic; the next morning a "
        "few fish have nose abrasions", 6, 1, "2026-10-10",
        "Sudden full light with no ramp. Dayarc has an 'event' scene with a two-minute ramp for "
        "this; it is not always used."),

    # --- 16. Canopy BMS and the rainforest dome ---
    sem("sem-canopy-bms-rainforest-dome", "building-hvac", 0.91, 10, "2026-02-10",
        "Canopy BMS runs the air handling; the rainforest dome is held at 26 C and 80 % humidity",
        "Canopy is the building management system for air handling, heating and the visitor "
        "areas. The rainforest dome, with its free-flying birds and the freshwater river tank, "
        "is held at 26 C air and 80 % relative humidity by AHU-7 and the fog nozzles. Canopy is "
        "maintained by the facilities team, not the LSS team; LSS sees its alarms in Reefhold "
        "through a read-only link.")
    ,
    epi("epi-2026-01-18-dome-ahu7-frost-trip", "building-hvac", "incident", "2026-01-18",
        "AHU-7 tripped on frost protection and the dome fell to 17 C overnight",
        "On a -12 C night the frost thermostat of AHU-7 tripped and shut the unit down. Canopy "
        "raised a priority-3 alarm, which does not go to Nightcall, and the dome cooled to 17 C "
        "by morning. Two sunbirds were found torpid and recovered with the vet; the river tank's "
        "heaters kept the water warm.")
    ,
    rule("rule-canopy-dome-alarms-priority-two", "building-hvac",
         ["Canopy", "BMS", "AHU-7", "rainforest dome", "frost", "alarm priority", "birds",
          "facilities"], "medium", 1, "2026-01-20",
         "Any Canopy alarm that affects an animal space is set to priority 2 so it reaches "
         "Nightcall",
         "When a Canopy alarm is added or changed for a space with animals (the dome, the Q "
         "building, the bird holding), do: set it to priority 2 and check with facilities that it "
         "appears in Reefhold's alarm list. Not: leave facilities' default priority 3. Why: "
         "\"Facilities' night is not the animals' night.\" (Ines, 2026-01-20)"),
    pref("pref-ines-facilities-requests-through-helpdesk", "communication", "building-hvac",
         "2026-03-17",
         "Ines wants requests to facilities to go through their helpdesk, copied to her",
         "Anything LSS needs from facilities (Canopy settings, AHUs, the building itself) goes as "
         "a facilities helpdesk request with Ines in copy, not as a call to a technician she "
         "knows. She wants the request number in the LSS log."),
    env("env-canopy-dome-fog-morning-condensation", "system-state", "building-hvac",
        "the outdoor temperature is below 0 C at opening time",
        "the dome's glass doors and the river tank's front fog up for the first hour and the "
        "floor by the entrance is wet enough to need a sign", 9, 1, "2026-02-14",
        "Cold glass in 80 % humidity. Facilities can pre-heat the entrance air curtain from "
        "07:00 if asked the day before."),

    # --- 17. OT network and contractor remote access ---
    sem("sem-ot-network-tern-gateway", "ot-network", 0.92, 11, "2026-01-23",
        "The plant network is separate from the office; contractors reach it only through tern-gw",
        "Reefhold, Dayarc, Nightcall's alarm interface and the jelly-lab dosing controllers sit "
        "on the plant network, firewalled from the office and visitor networks. Contractors such "
        "as Kelpline reach it only through the jump host tern-gw, with a named account, "
        "two-factor login and a session that the LSS operator on duty must approve; sessions "
        "are recorded. Accounts are switched off between visits.")
    ,
    epi("epi-2026-05-20-kelpline-session-left-open", "ot-network", "incident", "2026-05-20",
        "A Kelpline remote session was left open overnight and a test setpoint stayed live",
        "A Kelpline engineer testing a new flow loop from home left his tern-gw session open "
        "when he finished at 18:00, with a temporary flow setpoint of 60 % on satellite tank S3. "
        "The session timed out only at midnight and the setpoint stayed until the morning "
        "operator found S3's flow low at 07:10. The sharks' holding tank S3 ran at reduced "
        "flow for 13 hours; oxygen held.")
    ,
    rule("rule-ot-close-sessions-and-revert", "ot-network",
         ["tern-gw", "remote access", "Kelpline", "contractor", "session", "plant network",
          "test setpoint"], "high", 1, "2026-05-22",
         "At the end of a contractor session, the operator checks it is closed and every test "
         "value is back",
         "When a contractor's remote session on tern-gw ends, do: the LSS operator who approved "
         "it checks the session list is empty, asks for the list of values changed and checks "
         "each one is back on the HMI, then disables the account. Not: let the session time out "
         "on its own. Why: \"Their day ends at six; the tank's doesn't.\" (Ines, 2026-05-22)"),
    pref("pref-ines-vendor-access-named-window", "security", "ot-network", "2026-02-12",
         "Ines wants vendor access granted for a named window with a task, never open-ended",
         "Ines approves remote access for a contractor only for a stated window (date, start, "
         "end) and a stated task, by mail from the contractor's work address. 'Access for the "
         "week in case we need it' is refused."),
    env("env-ot-tern-gw-slow-during-backup", "system-state", "ot-network",
        "a remote session runs on tern-gw between 01:00 and 02:30",
        "the session is laggy and file transfers to the PLCs fail halfway, because the nightly "
        "backup of the plant servers runs over the same link", 5, 1, "2026-06-30",
        "The backup saturates the firewall's plant interface. Kelpline's night work is better "
        "planned after 02:30."),

    # --- 18. jelly culture lab ---
    sem("sem-jelly-lab-kreisels-dosing", "jelly-lab", 0.9, 9, "2026-02-18",
        "The jelly lab grows moon and sea nettle jellies in 14 kreisels, fed by automatic "
        "artemia dosing",
        "The jellyfish culture lab behind the Drift gallery has 14 kreisel tanks, the polyp "
        "culture racks and the artemia hatchery. Newly hatched artemia are dosed into the "
        "kreisels four times a day by peristaltic pumps on the JellyDose controller; the polyps "
        "are strobilated by a temperature drop of 4 C for moon jellies. Kreisel flow must stay "
        "gentle and even: a jelly pinned to a screen is usually lost.")
    ,
    epi("epi-2026-10-05-jellydose-double-feed", "jelly-lab", "incident", "2026-10-05",
        "JellyDose double-fed the kreisels for a week after a schedule was copied",
        "When the winter schedule was copied into JellyDose the autumn one was not deleted, so "
        "both ran and the kreisels got eight feeds a day. Uneaten artemia fouled the water, "
        "ammonia rose and the sea nettles shrank and lost their oral arms; six ephyra batches "
        "had to be restarted. It was noticed when the artemia hatchery ran out two days early.")
    ,
    rule("rule-jelly-dosing-one-active-schedule", "jelly-lab",
         ["JellyDose", "dosing pump", "artemia", "kreisel", "feeding schedule", "jelly lab",
          "schedule change"], "medium", 1, "2026-10-07",
         "After changing a JellyDose schedule, check exactly one schedule is active and count "
         "the next day's doses",
         "When a JellyDose feeding schedule is added or replaced, do: check the schedule list "
         "shows exactly one active schedule per kreisel, and compare the next day's dose count in "
         "the log with the plan. Not: copy a schedule and assume the old one stops. Why: \"The "
         "artemia told us before the controller did.\" (Ines, 2026-10-07)"),
    pref("pref-ines-jelly-lab-changes-logged-in-binder", "documentation", "jelly-lab",
         "2026-03-05",
         "Ines wants jelly-lab changes written in the lab binder as well as the system",
         "For the jelly lab Ines wants every change to temperatures, feeding or flow written by "
         "hand in the lab binder by the kreisels, with date and initials, as well as in "
         "JellyDose, because the culture staff read the binder first."),
    env("env-jelly-kreisel-strobilation-timing", "system-state", "jelly-lab",
        "moon jelly polyps are kept 4 C cooler than normal",
        "they start strobilating after about three weeks and the first ephyrae release in the "
        "fourth week", 6, 1, "2026-11-20",
        "Seen in the last six cycles; the miss was a batch from a new polyp line that took five "
        "weeks."),

    # --- extras: control room hours, Ines's reactions ---
    sem("sem-lss-control-room-hours", "lss-control", 0.95, 16, "2026-01-05",
        "The LSS control room is staffed 06:00 to 22:00; outside that, Nightcall and the on-call",
        "The LSS control room under the tunnel is staffed by an LSS operator from 06:00 to 22:00 "
        "every day of the year, in two shifts that hand over at 14:00 in person. From 22:00 to "
        "06:00 nobody is on site for life support: alarms go through Nightcall to the on-call "
        "aquarist and the LSS on-call, who must be able to reach the building in 30 minutes. "
        "Security guards are on site at night but do not touch plant.")
    ,
    env("env-ines-morning-feed-window-no-replies", "principal-response", "lss-control",
        "someone messages Ines between 09:00 and 10:30 on a weekday",
        "she does not answer until after 10:30, because she walks the galleries with the "
        "curators then; only a phone call gets through", 11, 2, "2026-06-15",
        "The daily gallery walk. Questions sent then are answered in a batch late morning."),
    env("env-ines-rejects-change-without-rollback", "principal-response", "change-requests",
        "a change request reaches Ines without a way back written in it",
        "she sends it back the same day with one line asking for the rollback, whatever the "
        "size of the change", 9, 0, "2026-07-12",
        "Seen on setpoint changes, Turnstone settings and Dayarc programmes alike."),
]

BLIND17_TASKS: list[dict[str, Any]] = [
    # Reefhold
    task("b17-t001", "which controllers actually drive the big tank's pumps? and can I change a "
         "flow target from my laptop?", [S], ["sem-reefhold-lss-plc-pair"]),
    task("b17-t002", "what happened in march when kelpline patched the PLCs overnight?", [E],
         ["epi-2026-03-14-reefhold-firmware-pump-restart"]),
    task("b17-t003", "kelpline want to push the new firmware to both plcs thursday night, they "
         "say it's seamless. ok to go?", [P], ["rule-reefhold-stage-firmware-one-node"]),
    task("b17-t004", "Raise the S2 satellite tank flow from 180 to 210 m3/h, Priya agreed on the "
         "phone.", [U], ["pref-ines-setpoint-changes-in-ticket"]),
    task("b17-t005", "about to swap the active PLC in the pair. what will I see on the screens "
         "while it changes over?", [V], ["env-reefhold-hmi-frozen-trend-during-swap"]),
    task("b17-t006", "Was ist beim nächtlichen Update der Steuerung im März am großen Becken "
         "passiert?", [E], ["epi-2026-03-14-reefhold-firmware-pump-restart"]),  # de
    task("b17-t007", "Le prestataire veut mettre à jour les deux automates du grand bassin la "
         "même nuit. Comment faut-il procéder ?", [P],
         ["rule-reefhold-stage-firmware-one-node"]),  # fr
    # ozone
    task("b17-t008", "what redox are we aiming for in the main display and at what point does "
         "the generator get cut?", [S], ["sem-ozone-orp-setpoint-ocean-hall"]),
    task("b17-t009", "the day the rays came up with cloudy eyes, what caused it?", [E],
         ["epi-2026-06-03-orp-probe-drift-overdose"]),
    task("b17-t010", "ocean hall redox has been dead flat since saturday and O3-1 is sitting at "
         "85 %. what do I do?", [P], ["rule-ozone-cross-check-second-probe"]),
    task("b17-t011", "Write the change request to lower the ORP cut-off to 360 mV.", [U],
         ["pref-ines-ozone-changes-reviewed-by-chemist"]),
    task("b17-t012", "it's 10:15, just after the morning feed, and redox dropped 40 mV. should I "
         "turn the ozone up?", [V], ["env-ozone-feeding-orp-dip"]),
    task("b17-t013", "Acabamos de dar de comer en el Ocean Hall y el potencial redox está "
         "bajando. ¿Es normal? ¿Se recupera solo?", [V], ["env-ozone-feeding-orp-dip"]),  # es
    task("b17-t014", "Come viene dosato l'ozono nella vasca principale e ogni quanto si "
         "calibrano le sonde?", [S], ["sem-ozone-orp-setpoint-ocean-hall"]),  # it
    # filters
    task("b17-t015", "how do I tell when a sand filter is going to wash itself?", [S],
         ["sem-sand-filters-backwash-trigger"]),
    task("b17-t016", "why was the plant room floor under water in august?", [E],
         ["epi-2026-08-11-two-filters-backwash-together"]),
    task("b17-t017", "contractor just swapped the actuator on SF-4's backwash valve. anything "
         "before I sign him off?", [P], ["rule-filters-check-interlock-after-work"]),
    task("b17-t018", "Log that P-2 is making a grinding noise.", [U],
         ["pref-ines-plant-room-photos-with-tag"]),
    task("b17-t019", "SF-3 goes back online after its wash ten minutes before the tunnel opens. "
         "will visitors notice anything?", [V], ["env-filters-backwash-turbidity-bump"]),
    task("b17-t020", "O que causou a inundação da sala técnica em agosto e que bomba foi "
         "afetada?", [E], ["epi-2026-08-11-two-filters-backwash-together"]),  # pt
    task("b17-t021", "Der Ventilantrieb an SF-1 wurde heute getauscht. Was muss ich prüfen, "
         "bevor der Techniker geht?", [P], ["rule-filters-check-interlock-after-work"]),  # de
    # intake
    task("b17-t022", "where does our seawater actually come from, and why does the supply shut "
         "itself off sometimes?", [S], ["sem-intake-pumps-and-reservoir"]),
    task("b17-t023", "the time we had to mix artificial seawater in a panic - what led to that?",
         [E], ["epi-2026-10-22-river-plume-reservoir-low"]),
    task("b17-t024", "intake's been shut since yesterday morning because of the rain; the jelly "
         "lab wants its weekly water change today", [P],
         ["rule-intake-closed-suspend-water-changes"]),
    task("b17-t025", "Draft tomorrow's early note: three overnight alarms, all cleared, reservoir "
         "at 72 %, intake open.", [U], ["pref-ines-intake-status-in-morning-note"]),
    task("b17-t026", "we had 45 mm up in the hills last night. what happens to our water supply "
         "now?", [V], ["env-intake-reopens-after-rain"]),
    task("b17-t027", "Il est tombé 40 mm sur le bassin versant hier. Combien de temps la prise "
         "d'eau de mer va-t-elle rester fermée ?", [V], ["env-intake-reopens-after-rain"]),  # fr
    task("b17-t028", "La presa d'acqua è chiusa da due giorni per la pioggia: facciamo comunque i "
         "cambi d'acqua previsti questa settimana?", [P],
         ["rule-intake-closed-suspend-water-changes"]),  # it
    # chillers
    task("b17-t029", "what keeps the penguin pool cold, and who services it?", [S],
         ["sem-coldcoast-chillers-setpoint"]),
    task("b17-t030", "when did the penguin water overheat, and why didn't the backup unit "
         "kick in?", [E], ["epi-2026-07-21-chx-standby-failed-to-start"]),
    task("b17-t031", "Frostmere were here this morning for CH-B, their sheet says all normal. can "
         "I close the visit?", [P], ["rule-chillers-confirm-remote-after-service"]),
    task("b17-t032", "Put together the Cold Coast plan for this summer's hot spells.", [U],
         ["pref-ines-heatwave-plan-one-page"]),
    task("b17-t033", "forecast says 34 this afternoon. will one chiller be enough for the "
         "penguins?", [V], ["env-chillers-both-needed-above-30"]),
    task("b17-t034", "El técnico de Frostmere acaba de terminar la revisión de CH-A. ¿Qué "
         "compruebo antes de firmar?", [P],
         ["rule-chillers-confirm-remote-after-service"]),  # es
    task("b17-t035", "Amanhã vão estar 33 graus à tarde. Uma só máquina de frio aguenta a piscina "
         "dos pinguins?", [V], ["env-chillers-both-needed-above-30"]),  # pt
    # quarantine
    task("b17-t036", "how long do new sharks stay in Q before going on show, and who lets them "
         "out?", [S], ["sem-quarantine-building-q-rules"]),
    task("b17-t037", "what was the fuss with the yellow net back in may?", [E],
         ["epi-2026-05-09-q-net-in-ocean-hall"]),
    task("b17-t038", "all the green nets are in the laundry and there's a dead fish stuck in the "
         "ocean hall overflow - can I grab one from Q?", [P],
         ["rule-quarantine-gear-never-leaves"]),
    task("b17-t039", "Make the biosecurity handout for Saturday's new volunteers.", [U],
         ["pref-ines-volunteer-briefing-short"]),
    task("b17-t040", "collector shipment of 60 damsels goes into Q-2 tomorrow. anything I should "
         "expect in the water that week?", [V],
         ["env-quarantine-new-arrivals-ammonia-spike"]),
    task("b17-t041", "Wie lange bleiben neue Fische in der Quarantäne, und wohin geht dort das "
         "Abwasser?", [S], ["sem-quarantine-building-q-rules"]),  # de
    task("b17-t042", "Prepara il materiale di formazione sulla biosicurezza per i nuovi "
         "volontari.", [U], ["pref-ines-volunteer-briefing-short"]),  # it
    # water quality
    task("b17-t043", "who can fix a wrong nitrite result that's already in the lab database?",
         [S], ["sem-brinelog-daily-tests"]),
    task("b17-t044", "why did every tank's nitrite suddenly look better in february?", [E],
         ["epi-2026-02-25-brinelog-wrong-units-nitrite"]),
    task("b17-t045", "the lab photometer got a firmware update this morning. anything before we "
         "load today's results?", [P], ["rule-brinelog-check-units-after-method-change"]),
    task("b17-t046", "Give me the water-quality summary for the Drift and Cold Coast galleries.",
         [U], ["pref-ines-wq-summaries-as-table"]),
    task("b17-t047", "I need every single ammonia reading for the Ocean Hall from January until "
         "now out of Brinelog. what will the file look like?", [V],
         ["env-brinelog-export-long-range-daily-means"]),
    task("b17-t048", "Pourquoi les valeurs de nitrite ont-elles toutes baissé d'un coup en "
         "février ?", [E], ["epi-2026-02-25-brinelog-wrong-units-nitrite"]),  # fr
    task("b17-t049", "Hazme el resumen de calidad del agua de todos los sistemas de esta semana.",
         [U], ["pref-ines-wq-summaries-as-table"]),  # es
    # Finbook
    task("b17-t050", "how do I record that a fish moved to another tank, and who's allowed to "
         "write treatments?", [S], ["sem-finbook-animal-records"]),
    task("b17-t051", "what went wrong with the ray deworming in september?", [E],
         ["epi-2026-09-02-finbook-move-not-entered-treatment"]),
    task("b17-t052", "moved the three bamboo sharks to holding S4 at 21:00, end of my shift now, "
         "will sort the paperwork tomorrow", [P],
         ["rule-finbook-enter-moves-before-shift-end"]),
    task("b17-t053", "Write up the incident where Zara the zebra shark scraped her fin on the "
         "rockwork.", [U], ["pref-ines-finbook-reports-by-id"]),
    task("b17-t054", "monday 8:20 and the feeding log won't save. if I hit save again will I get "
         "it twice?", [V], ["env-finbook-slow-monday-mornings"]),
    task("b17-t055", "Mudei duas raias do tanque de toque para o tanque de espera. Posso registar "
         "isso na segunda-feira?", [P], ["rule-finbook-enter-moves-before-shift-end"]),  # pt
    task("b17-t056", "Montagmorgen kurz nach acht: das Tierregister hängt beim Speichern. Ist das "
         "normal?", [V], ["env-finbook-slow-monday-mornings"]),  # de
    # food prep
    task("b17-t057", "how long can defrosted capelin sit before it gets binned, and how are we "
         "supposed to defrost it?", [S], ["sem-foodprep-freezer-thaw-lots"]),
    task("b17-t058", "what happened to the fish stock over easter?", [E],
         ["epi-2026-04-06-freezer-door-ajar"]),
    task("b17-t059", "the new reach-in freezer for the jelly lab's frozen mysis arrives next "
         "week. what needs doing when it goes in?", [P],
         ["rule-foodprep-freezer-alarm-on-nightcall"]),
    task("b17-t060", "Approve this herring order from Nordsalt, they need it today.", [U],
         ["pref-ines-food-orders-by-lot-certificate"]),
    task("b17-t061", "tomorrow's a bank holiday with no kitchen shift. what does that mean for "
         "the seals' breakfast on wednesday?", [V], ["env-foodprep-thaw-short-after-holiday"]),
    task("b17-t062", "Cosa è successo alla cella di congelamento durante Pasqua?", [E],
         ["epi-2026-04-06-freezer-door-ajar"]),  # it
    task("b17-t063", "À quelle température garde-t-on le poisson congelé, et comment doit-on le "
         "décongeler ?", [S], ["sem-foodprep-freezer-thaw-lots"]),  # fr
    # Nightcall
    task("b17-t064", "if the on-call aquarist doesn't pick up, who gets rung next and after how "
         "long?", [S], ["sem-nightcall-escalation-chain"]),
    task("b17-t065", "why did we lose the moon jellies that night in january?", [E],
         ["epi-2026-01-31-nightcall-swap-not-entered"]),
    task("b17-t066", "Sam and I are swapping on-call this weekend, sorted it on whatsapp. "
         "anything else I need to do?", [P], ["rule-nightcall-swap-only-in-system"]),
    task("b17-t067", "The reservoir pump is acting up at 23:00 and I think Ines should know. Send "
         "her a note.", [U], ["pref-ines-call-not-text-at-night"]),
    task("b17-t068", "I pressed 1 to acknowledge the low-level alarm at 2am but it's still "
         "active. will it ring again if it doesn't clear?", [V],
         ["env-nightcall-acknowledge-stops-escalation"]),
    task("b17-t069", "Si el acuarista de guardia no contesta a una alarma, ¿a quién llama el "
         "sistema después?", [S], ["sem-nightcall-escalation-chain"]),  # es
    task("b17-t070", "Io e Marta ci scambiamo la reperibilità sabato. Basta dirlo al "
         "responsabile?", [P], ["rule-nightcall-swap-only-in-system"]),  # it
    # backup power
    task("b17-t071", "how long can we keep the plant going without the grid, and what stays up "
         "in the first few seconds?", [S], ["sem-backup-power-generator-ups"]),
    task("b17-t072", "what went wrong at the november generator test?", [E],
         ["epi-2026-11-12-generator-test-ats-stuck"]),
    task("b17-t073", "planning this month's generator run for saturday morning when the office "
         "is empty. ok?", [P], ["rule-backup-generator-test-weekday-fuel"]),
    task("b17-t074", "Tell the curators the electricians will cut the Cold Coast board tomorrow "
         "from 9 to 11.", [U], ["pref-ines-power-work-notice-48h"]),
    task("b17-t075", "power just came back after a 20-minute cut and the pumps are restarting. "
         "anything I should watch for over the next day?", [V],
         ["env-backup-pumps-restart-salt-creep"]),
    task("b17-t076", "Quanto tempo o gerador aguenta a instalação sem rede elétrica, e o que "
         "está na UPS?", [S], ["sem-backup-power-generator-ups"]),  # pt
    task("b17-t077", "Wir wollen den monatlichen Notstromtest am Sonntag machen, da stört es im "
         "Büro niemanden. Spricht was dagegen?", [P],
         ["rule-backup-generator-test-weekday-fuel"]),  # de
    # Turnstone
    task("b17-t078", "how many people can we sell per entry time on the website?", [S],
         ["sem-turnstone-timed-entry"]),
    task("b17-t079", "the sunday the fire marshal shut the front door - what happened?", [E],
         ["epi-2026-08-03-turnstone-slot-cap-reset"]),
    task("b17-t080", "ticketing vendor pushed a new release overnight. web sales reopen at 8. "
         "anything to do first?", [P], ["rule-turnstone-check-caps-after-update"]),
    task("b17-t081", "Set up a daily mail of yesterday's ticket sales for Ines.", [U],
         ["pref-ines-ticketing-numbers-weekly-only"]),
    task("b17-t082", "forecast is rain tomorrow and it's half term. how will the midday slots "
         "go?", [V], ["env-turnstone-rain-walkups"]),
    task("b17-t083", "Le fournisseur a mis à jour la billetterie cette nuit. Que vérifier avant "
         "de rouvrir la vente en ligne ?", [P], ["rule-turnstone-check-caps-after-update"]),  # fr
    task("b17-t084", "Mañana llueve y hay vacaciones escolares. ¿Qué pasará con las entradas del "
         "mediodía?", [V], ["env-turnstone-rain-walkups"]),  # es
    # Lumen
    task("b17-t085", "how do the gallery screens get their content, and when do they switch to "
         "the evening loop?", [S], ["sem-lumen-players-tunnel-av"]),
    task("b17-t086", "why did a visitor need first aid after the tunnel show in june?", [E],
         ["epi-2026-06-19-lumen-strobe-content-complaint"]),
    task("b17-t087", "the film company sent us a new shipwreck clip for the tunnel, can I put it "
         "in tonight's rotation?", [P], ["rule-lumen-flash-check-before-publish"]),
    task("b17-t088", "Add a soundtrack to the new screen next to the seahorse tank.", [U],
         ["pref-ines-av-quiet-in-galleries"]),
    task("b17-t089", "the tunnel dehumidifier died on friday and humidity sat at 90 all weekend. "
         "what should I expect monday morning?", [V],
         ["env-lumen-players-drop-after-humid-weekend"]),
    task("b17-t090", "Abbiamo ricevuto un nuovo filmato con tempeste e fulmini per il tunnel. "
         "Posso caricarlo subito?", [P], ["rule-lumen-flash-check-before-publish"]),  # it
    task("b17-t091", "Stell die Bildschirme im Quallensaal heller, damit man die Texte besser "
         "lesen kann.", [U], ["pref-ines-av-quiet-in-galleries"]),  # de
    # dive ops
    task("b17-t092", "what has to happen before anyone gets in the big tank?", [S],
         ["sem-dive-ops-main-tank-rules"]),
    task("b17-t093", "the dive where someone's air hose got sucked onto a drain - what went "
         "wrong?", [E], ["epi-2026-07-02-diver-mode-not-set-drain"]),
    task("b17-t094", "I'm supervising the 7:30 glass-cleaning dive; plant room said OK on the "
         "radio. can the divers go in?", [P],
         ["rule-dive-ops-diver-mode-confirmed-on-screen"]),
    task("b17-t095", "Book a dive this afternoon to move the coral frags in the main tank.", [U],
         ["pref-ines-dive-plans-day-before"]),
    task("b17-t096", "diver mode's been on since 8 for the big clean. what happens when we turn "
         "it off at 10:30?", [V], ["env-dive-mode-turbidity-after"]),
    task("b17-t097", "O que aconteceu no mergulho de julho em que a mangueira ficou presa num "
         "ralo?", [E], ["epi-2026-07-02-diver-mode-not-set-drain"]),  # pt
    task("b17-t098", "Quelles sont les règles avant de plonger dans le grand bassin ?", [S],
         ["sem-dive-ops-main-tank-rules"]),  # fr
    # Dayarc
    task("b17-t099", "how do the coral tanks know what phase the moon is in?", [S],
         ["sem-dayarc-photoperiod"]),
    task("b17-t100", "why did we miss the coral spawning this spring?", [E],
         ["epi-2026-03-29-dayarc-dst-moon-shift"]),
    task("b17-t101", "IT are replacing the NTP box and renumbering the plant VLAN on tuesday. "
         "what should LSS check?", [P],
         ["rule-dayarc-check-time-source-after-network-change"]),
    task("b17-t102", "Marketing wants the reef tank brighter for a photo shoot on Friday - change "
         "the programme.", [U], ["pref-ines-lighting-changes-curator-owned"]),
    task("b17-t103", "gala dinner in the tunnel tonight and they want the tanks lit up at 21:00. "
         "how will the fish take it?", [V], ["env-dayarc-event-lights-fish-startle"]),
    task("b17-t104", "¿Por qué falló el desove de corales que esperábamos en primavera?", [E],
         ["epi-2026-03-29-dayarc-dst-moon-shift"]),  # es
    task("b17-t105", "Stanotte facciamo manutenzione nell'Ocean Hall e accendiamo le luci della "
         "vasca al massimo alle 23. Come reagiranno i pesci?", [V],
         ["env-dayarc-event-lights-fish-startle"]),  # it
    # Canopy
    task("b17-t106", "who looks after the air in the rainforest dome and what humidity is it "
         "kept at?", [S], ["sem-canopy-bms-rainforest-dome"]),
    task("b17-t107", "when did the dome go cold overnight, and why was nobody called?", [E],
         ["epi-2026-01-18-dome-ahu7-frost-trip"]),
    task("b17-t108", "facilities are adding a new low-temperature alarm for the bird holding "
         "room. what should I ask them for?", [P], ["rule-canopy-dome-alarms-priority-two"]),
    task("b17-t109", "Ring Dave in facilities and ask him to raise AHU-7's humidity setpoint.",
         [U], ["pref-ines-facilities-requests-through-helpdesk"]),
    task("b17-t110", "-4 forecast for tomorrow morning. anything I should warn front of house "
         "about in the dome?", [V], ["env-canopy-dome-fog-morning-condensation"]),
    task("b17-t111", "Liga ao técnico da manutenção e pede-lhe para mudar a temperatura da "
         "cúpula tropical.", [U], ["pref-ines-facilities-requests-through-helpdesk"]),  # pt
    task("b17-t112", "Il fera -5 °C demain à l'ouverture. Que va-t-il se passer dans le dôme "
         "tropical ?", [V], ["env-canopy-dome-fog-morning-condensation"]),  # fr
    # OT network
    task("b17-t113", "how does kelpline get into our PLCs from outside?", [S],
         ["sem-ot-network-tern-gateway"]),
    task("b17-t114", "why was S3 on low flow all night in may?", [E],
         ["epi-2026-05-20-kelpline-session-left-open"]),
    task("b17-t115", "the kelpline engineer says he's done for the day and will just shut his "
         "laptop.", [P], ["rule-ot-close-sessions-and-revert"]),
    task("b17-t116", "Give Kelpline remote access for the whole of next week in case they need "
         "it.", [U], ["pref-ines-vendor-access-named-window"]),
    task("b17-t117", "Ruben wants to load the new PLC program at 1:30am. how will the connection "
         "hold up?", [V], ["env-ot-tern-gw-slow-during-backup"]),
    task("b17-t118", "Warum lief S3 im Mai eine ganze Nacht mit zu wenig Durchfluss?", [E],
         ["epi-2026-05-20-kelpline-session-left-open"]),  # de
    task("b17-t119", "El ingeniero de Kelpline ha terminado su conexión remota. ¿Qué tengo que "
         "comprobar?", [P], ["rule-ot-close-sessions-and-revert"]),  # es
    # jelly lab
    task("b17-t120", "how do the baby brine shrimp end up in the jelly tanks?", [S],
         ["sem-jelly-lab-kreisels-dosing"]),
    task("b17-t121", "why did the sea nettles shrink in october?", [E],
         ["epi-2026-10-05-jellydose-double-feed"]),
    task("b17-t122", "set up the winter feeding plan in the dosing controller by copying the "
         "autumn one and editing it. done?", [P], ["rule-jelly-dosing-one-active-schedule"]),
    task("b17-t123", "Baja cuatro grados la temperatura del kreisel K7 para que empiecen a "
         "estrobilar.", [U], ["pref-ines-jelly-lab-changes-logged-in-binder"]),  # es
    task("b17-t124", "we chilled the moon polyps by 4 degrees today. when can we expect "
         "ephyrae?", [V], ["env-jelly-kreisel-strobilation-timing"]),
    task("b17-t125", "Quante vasche kreisel ci sono nel laboratorio meduse e come vengono "
         "nutrite?", [S], ["sem-jelly-lab-kreisels-dosing"]),  # it
    task("b17-t126", "Copiei o programa de alimentação de outono no JellyDose para criar o de "
         "inverno. Falta alguma coisa?", [P], ["rule-jelly-dosing-one-active-schedule"]),  # pt
    # control room hours and Ines's reactions
    task("b17-t127", "Y a-t-il quelqu'un en salle de contrôle LSS un dimanche à 23 h ?", [S],
         ["sem-lss-control-room-hours"]),  # fr
    task("b17-t128", "need Ines to OK the Dayarc change, it's 9:40 on a wednesday. if I ping her "
         "now when will I hear back?", [V], ["env-ines-morning-feed-window-no-replies"]),
    task("b17-t129", "sending Ines the request to change the S1 flow profile; it's small so I "
    "left "
         "out how to undo it. will she be fine with that?", [V],
         ["env-ines-rejects-change-without-rollback"]),
    task("b17-t130", "Wenn ich Ines an einem Dienstag um halb zehn schreibe, wann bekomme ich "
         "eine Antwort?", [V], ["env-ines-morning-feed-window-no-replies"]),  # de
]

BLIND17_NO_MEMORY_REQUESTS: list[tuple[str, str]] = [
    ("b17-n01", "what's the difference between salinity in ppt and specific gravity?"),
    ("b17-n02", "convert 2.1 million litres to US gallons"),
    ("b17-n03", "write a python snippet that reads a CSV and prints the mean of each column"),
    ("b17-n04", "how do I undo the last git commit but keep the changes?"),
    ("b17-n05", "Was ist der Unterschied zwischen Modbus RTU und Modbus TCP?"),
    ("b17-n06", "Combien de temps vit une pieuvre commune en moyenne ?"),
    ("b17-n07", "¿Qué significa la sigla UPS en electricidad?"),
    ("b17-n08", "suggest a name for the new baby seal for the social media poll"),
    ("b17-n09", "Spiegami in breve cos'è il ciclo dell'azoto in acquario."),
    ("b17-n10", "what does HTTP 429 Too Many Requests mean?"),
    ("b17-n11", "Qual é a diferença entre corrente alternada monofásica e trifásica?"),
    ("b17-n12", "give me three icebreaker questions for a team meeting"),
]
