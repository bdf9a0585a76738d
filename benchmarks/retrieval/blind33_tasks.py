"""A thirty-third workspace and its tasks: a sea-cage salmon farm on a sea loch, from the feed
barge and its blown feed lines, the underwater feed cameras, the oxygen probes and diffusers, the
weekly sea-lice counts and freshwater bath treatments on a chartered well boat, the cleaner fish,
the mortality lifts and the ensilage tank, plankton and jellyfish watch, the mooring grid and its
load cells, the net-cleaning robot, diver inspections and escapes, seals and birds, the barge's
generators and batteries, the workboats and crew transfers, smolt input and counting, harvests,
the licence, its biomass limit and the monthly return, and the radio link to shore and the
records server, written by hand from the record format alone and never fitted on.

The store is the memory of the farm team of Ventry Sea Farms (an invented company growing Atlantic
salmon at the invented Sgeir Dubh site on the invented Loch Ventry: twelve ring pens in two rows,
the feed barge Ardent, and a shore base at Port Ellan): the Gullfeed feed system, the Pelleye
feed cameras, the Oxyline oxygen probes, the Licetally lice-count app, the well boat Silver Kyle,
the lumpfish cleaner fish, the mort lifts and the ensilage tank, the Bloomwatch plankton sheet,
the Anchorlog mooring load cells, the Meshwasher net-cleaning robot, the Hushsound deterrents, the
barge gensets and battery bank, the workboats Kestrel Ross and Gannet, the Smoltcount counter, the
Pencaster records system and the shore radio link; and of its principal (Morag Tulloch-Reyes,
farm manager). Other invented names: Callum Drysdale (site manager), Ishbel Faraday (fish health
biologist), Tomasz Wren (feeding and barge systems), Priya Lachlan-Moss (environmental officer),
Ewan Carradine (workboats and well-boat liaison), Sorcha Beaton (harvests), Neil Abernethy-Cole
(engineer), Kelpline Feeds, Harrowsound Marine, Skerrabeg Hatchery, Tideweight, Brannock Nets,
Corrie Divers, Sgurr Fuels, the Glen Aird hatchery, Glenmara Processing, the Ventry Marine
Authority, its escape plan EP-3 and the company office at Carnmore; hosts use .example names and
10.0.0.0/8 addresses, and every amount, limit, date and event is invented (the plankton genera
and the mauve stinger are real animals; their alert levels here are invented).

Eighteen themes hold one record in each tier about the same system (a fact, an incident, a
lesson, a preference of Morag and a prediction), so a request's words say what it is about and
mostly only its shape says which kind of memory answers it. Five more records: a fact about the
company and the team, a fact about the layout of the pens, and three predictions of how Morag
reacts (to a mortality figure sent without last week's beside it, to a request to spend money
sent by text after 20:00, and to a plan of boat work sent without the marine forecast). Lessons
carry a trigger list of entities and situation words and a "When ..., do: ... Not: ... Why:"
body; predictions carry a condition and a prediction in the SPEC's sub-buckets. The one episodic
record of type near-miss is a deckhand who fell between a boat and a pen walkway and was picked up
unhurt.

Counts: 95 records (semantic 20, episodic 18, procedural 18, personalized 18, environment-dynamics
21); 130 tasks, each with one needed tier and one answering record (semantic 26, episodic 19,
procedural 34, personalized 22, environment-dynamics 29; English 90, German 8, French 8, Spanish 8,
Italian 8, Portuguese 8; of the 40 not in English: semantic 6, episodic 3, procedural 15,
personalized 6, environment-dynamics 10); tasks with more than one tier: 0; with more than one gold
record: 0; every record answers at least one task: yes; 12 no-memory requests (4 of them not in
English). Prediction sub-buckets: system-state 13, principal-response 3, skill-output-shape 3,
workspace-state-transitions 1, filesystem-response 1. Episodic event types: incident 17, near-miss
1. Preference domains: communication 4, planning 3, reporting 3, writing 3, data 2, approvals 1,
spending 1, safety 1. Longest run of words a request shares with its record (over the record's
title, body, triggers, condition, prediction and evidence): 0 words: 16 requests; 1 word: 73
requests; 2 words: 34 requests; 3 words: 7 requests.

Written by hand by a writer who had not
read the project's code (not the recall code, its cue tables, its weights, nor any other store's
rows); the only inputs were the collection rules, the SPEC's sections on the five
tiers, their frontmatter and the retrieval policies, the layout lines of an earlier task file
(benchmarks/retrieval/blind31_tasks.py lines 1-130, 955-965 and 1245-1260: its docstring, its
import line, its first records, its first tasks and its no-memory requests), and the def lines of
the record and task constructors in benchmarks/retrieval/dataset.py (lines 20-70 and 725-735:
their names and parameters). The heldout README was read only to pick a trade not used before (no
earlier workspace was a fish farm; the nearest earlier ones were a public aquarium's life-support
systems, a container terminal and a family dairy farm, different trades). This file was never
imported or run against recall: the only checks were a parse of it as Python and a small script
of the writer's that walks its syntax tree (without executing it) to check that every gold id
exists and has the task's tier, that every record is used and every lesson has the
When/do/Not/Why body, and to compute the counts above, the languages and the longest shared run
of words. Every system, company, person, place and number is invented; nothing was copied from a
public text.

Requests are typed the way a farm hand, the night watch, the site manager, the fish health
biologist, the feeding technician, the skipper or a coding agent would type them (imperatives,
"what happened", "why did", "will X if", "how long", "can I ...?", terse situations); farm hands
say "cage" where the records say "pen". Non-English requests are marked by a trailing comment on
their first line. Hard families on purpose: an imperative whose needed memory is how Morag wants
that kind of work done (personalized), a question about how the fish, the sea, a system, a
contractor, the regulator or Morag will react (environment-dynamics), "who" / "how long" / "how
many" about a fact (semantic), the situation a lesson is for told without the lesson's words
(procedural), and "what happened" / "why did" (episodic). Some requests touch a second record more
weakly; the gold is the one record that answers the request as asked. The writer hesitated most
over b33-t005 and b33-t008 (telling Morag the day's losses: gold is the prediction of her reply,
though her daily-report wish is near), b33-t007 (a list of boat jobs for Morag: gold is the
prediction about plans without a forecast, though her neap-tide wish for net changes is near),
b33-t052 (the morning losses summary: gold is her daily-report wish, though the prediction about
last week's figure is near), b33-t066 (a spring net replacement schedule: gold is her neap-tide
wish, though the forecast prediction is near), b33-t086 (bitten fish: gold is the sinker-rope
lesson, though the deterrent habituation prediction is near), b33-t094 (running the oxygen plant
all night: gold is the diesel prediction, though the oxygen fact is near), b33-t100 (a near-miss
at the crane, not on a boat: gold is her same-day wish, filed under the workboats theme),
b33-t113 (a note to stop feeding a pen for harvest: gold is the lesson, though the pen 4 incident
is near), b33-t122 and b33-t124 (a figure over the licence: gold is the authority's reply
prediction, though the licence fact is near) and b33-t129 (saving to the shared drive at night:
gold is the locked-share prediction). BLIND33_NO_MEMORY_REQUESTS lists requests that no record in
this store answers (general knowledge or small talk; one of them asks about wild salmon, near the
store's trade but not answered by it), as plain (id, text) pairs outside the task constructor,
for a caller that wants to measure abstention. Report it in aggregate; do not tune on it.
"""

from __future__ import annotations

from typing import Any

from benchmarks.retrieval.dataset import E, P, S, U, V, env, epi, pref, rule, sem, task

BLIND33_RECORDS: list[dict[str, Any]] = [
    # --- 0. the company, the site and the team ---
    sem("sem-ventry-company-and-team", "sites-and-team", 0.97, 22, "2026-11-20",
        "Ventry Sea Farms runs the Sgeir Dubh salmon site from Port Ellan",
        "Ventry Sea Farms grows Atlantic salmon at the Sgeir Dubh site on Loch Ventry, with a feed "
        "barge called Ardent moored beside the pens and a shore base with the office, store and "
        "pontoon at Port Ellan. Morag Tulloch-Reyes is farm manager; Callum Drysdale is site "
        "manager; Ishbel Faraday is the fish health biologist; Tomasz Wren looks after feeding "
        "and the barge systems; Priya Lachlan-Moss is the environmental officer; Ewan Carradine "
        "skippers the workboats and liaises with the well boat; Sorcha Beaton coordinates "
        "harvests; Neil Abernethy-Cole is the engineer for the barge plant and the gensets.")
    ,
    sem("sem-sgeir-dubh-pen-grid", "pen-layout", 0.96, 18, "2026-10-30",
        "Twelve circular pens in two rows of six held in one mooring grid",
        "Sgeir Dubh has twelve plastic ring pens of 120 metres circumference in two rows: pens 1 "
        "to 6 on the shore side, where the current is weakest, and pens 7 to 12 on the loch side, "
        "with 10 to 12 at the south-west end facing the open water. The nets hang 25 metres deep. "
        "The barge Ardent lies off the north-east corner, 40 metres from pens 1 and 7.")
    ,
    env("env-morag-morts-without-last-week", "principal-response", "reporting",
        "a mortality figure is sent to Morag without the same figure for the week before beside it",
        "she replies within minutes asking what it was last week, and holds any decision until "
        "the comparison arrives",
        8, 1, "2026-10-14",
        "Seen after the September oxygen losses, the jellyfish week and the lumpfish losses among "
        "others; the one miss was a day she was on leave and Callum answered.")
    ,
    env("env-morag-evening-spend-text", "principal-response", "approvals",
        "a request to spend money reaches Morag as a text message after 20:00",
        "she does not answer that evening; she replies the next morning at about 07:30 asking for "
        "it by e-mail with the quote attached",
        6, 1, "2026-09-25",
        "Seen with a hired pump, two diver call-outs and a generator part; once, during the "
        "barge power cut, she approved at 03:40 by phone.")
    ,
    env("env-morag-plan-without-weather", "principal-response", "planning",
        "a plan of boat work or fish handling is put to Morag without the marine forecast for "
        "the days it covers",
        "she sends it back asking for the wave height and wind for each day before she reads the "
        "rest of the plan",
        7, 0, "2026-11-05",
        "Seen with treatment bookings, net changes and the November harvest plan.")
    ,
    # --- 1. feeding: Gullfeed and the barge ---
    sem("sem-gullfeed-feed-system", "feeding", 0.95, 16, "2026-11-02",
        "Gullfeed blows pellets from the barge silos to the pens through six lines",
        "The barge Ardent holds 400 tonnes of feed in eight silos. The Gullfeed control system "
        "blows pellets through six feed lines, each serving two pens through a selector valve, to "
        "rotor spreaders that throw them over the surface of the pen. A line delivers up to 45 kg "
        "a minute. Feeding runs from first light until an hour before dusk. Kelpline Feeds brings "
        "feed by boat every nine days. The Gullfeed PC is at 10.40.2.10 and the remote view at "
        "gullfeed.ventry.example.")
    ,
    epi("epi-line4-wet-pellet-blockage", "feeding", "incident", "2026-08-19",
        "Feed line 4 packed solid with damp pellets; pens 7 and 8 unfed for a day and a half",
        "A silo hatch on the barge was left open through a wet night and damp pellets went into "
        "line 4. The blower tripped on high pressure three times on the morning of 19 August and "
        "was reset from the office each time, packing the pellets tighter. Tomasz opened the line "
        "at the selector valve that afternoon; pens 7 and 8 had no feed until midday on the 20th "
        "and 2.1 tonnes of spoiled feed were thrown away.")
    ,
    rule("rule-feed-line-repeat-trip", "feeding",
         ["Gullfeed", "feed line", "blower trip", "high pressure alarm", "selector valve",
          "pens without feed"], "high", 1, "2026-08-24",
         "A blower that trips twice: open the line, do not reset again",
         "When a feed line's blower trips on high pressure a second time in one day, do: stop that "
         "line, open the inspection hatch at its selector valve, clear it and check the silo hatch "
         "seals before any restart. Not: reset the blower again from the office and hope it "
         "clears. Why: in August three remote resets packed damp pellets into line 4 and two pens "
         "went a day and a half without feed.")
    ,
    pref("pref-morag-ration-changes-in-plan", "planning", "feeding", "2026-07-15",
         "Feed changes go into the feed plan with a start date, agreed with Ishbel",
         "Morag wants any change of daily ration or pellet size agreed with Ishbel first and "
         "written into the weekly feed plan with the date it takes effect. Nobody changes rations "
         "on the barge on the day, however sure they are.")
    ,
    env("env-cold-water-appetite-drop", "system-state", "feeding",
        "the sea temperature at 5 metres drops below 6 °C",
        "the fish eat about a third less and the Gullfeed appetite curve overfeeds until the daily "
        "ration is cut by hand",
        5, 1, "2026-03-02",
        "Seen in the winters of 2025 and 2026 and after two cold spells in March; the miss was a "
        "short dip of one day.")
    ,
    # --- 2. feed cameras: Pelleye ---
    sem("sem-pelleye-feed-cameras", "feed-cameras", 0.93, 12, "2026-09-10",
        "One Pelleye camera per pen watches pellets at 8 metres",
        "Each pen has one Pelleye underwater camera on a winch, set to hang at 8 metres, watched "
        "from the feeding room on the barge. Its software counts pellets sinking past the lens and "
        "marks a pen as wasting when more than 20 pellets a minute go by. Recordings are kept for "
        "14 days on the recorder at 10.40.2.30.")
    ,
    epi("epi-pen3-camera-left-shallow", "feed-cameras", "incident", "2026-05-11",
        "Pen 3's camera hung at 2 metres for three weeks and the waste went unseen",
        "After the net change in pen 3 in April the Pelleye camera was winched up to 2 metres and "
        "never lowered. For three weeks the software reported no waste while pellets fell below "
        "it. It was found on 11 May by Ishbel on a dive video. Pen 3 ended the quarter with a "
        "feed conversion of 1.38 against a site average of 1.15.")
    ,
    rule("rule-camera-depth-after-net-work", "feed-cameras",
         ["Pelleye", "camera depth", "camera winch", "net change", "no waste", "feed conversion"],
         "medium", 0, "2026-05-14",
         "After any net work, put the camera back at its mark before feeding",
         "When a net has been changed or anyone has touched a camera winch, do: lower the camera "
         "back to the 8-metre mark on its rope and write the depth in the pen diary before feeding "
         "restarts. Not: read a pen that has shown no waste for days as a pen that eats every "
         "pellet. Why: in May pen 3's camera sat at 2 metres for three weeks and the lost feed "
         "went unseen.")
    ,
    pref("pref-morag-fcr-per-pen", "reporting", "feed-cameras", "2026-06-03",
         "Feed conversion per pen, next to the site average, two decimals",
         "Morag wants feed conversion reported pen by pen, each beside the site average and "
         "rounded to two decimals. A single figure for the whole site hides the pen that is "
         "going wrong, she says.")
    ,
    env("env-pelleye-glare-false-waste", "skill-output-shape", "feed-cameras",
        "the Pelleye counter runs in bright sun glare on clear summer afternoons, roughly 14:00 "
        "to 17:00",
        "it marks about twice as much waste as a feeder watching the screen sees, because flecks "
        "of light are counted as pellets",
        6, 2, "2026-08-30",
        "Checked by Tomasz against his own counts on eight afternoons in July and August.")
    ,
    # --- 3. oxygen and temperature: Oxyline ---
    sem("sem-oxyline-oxygen-probes", "oxygen", 0.95, 15, "2026-09-12",
        "Oxyline probes at 5 and 15 metres in every pen; diffusers in pens 5 and 6",
        "Every pen has two Oxyline probes, at 5 and 15 metres, sending dissolved oxygen and "
        "temperature to the barge every ten minutes. The low alarm is 6.5 mg/l and the critical "
        "alarm 5.0 mg/l. Pens 5 and 6 have diffuser rings on the bottom fed by the oxygen "
        "generator on the barge, which can run for up to 18 hours at a stretch.")
    ,
    epi("epi-pen6-dawn-oxygen-loss", "oxygen", "incident", "2026-09-03",
        "1,900 fish lost in pen 6 after feeding at 4.6 mg/l at dawn",
        "After three calm warm days the oxygen in pen 6 fell to 4.6 mg/l before sunrise on "
        "3 September. Feeding started on schedule at 06:00. The diffusers had been switched off "
        "since the spring service and nobody had switched them back on. 1,900 fish died over two "
        "days.")
    ,
    rule("rule-hold-feed-low-oxygen-dawn", "oxygen",
         ["Oxyline", "dissolved oxygen", "low oxygen alarm", "first light", "calm warm weather",
          "diffusers"], "high", 1, "2026-09-08",
         "Low oxygen at first light: hold the feed and start the diffusers",
         "When any pen reads below 6.5 mg/l at first light, do: hold feeding in that pen until it "
         "is back above 7 mg/l, and start the diffusers where the pen has them. Not: let the "
         "morning feed run on its schedule because the alarm is only the low one. Why: fish that "
         "have eaten need more oxygen; in September pen 6 was fed at 4.6 mg/l and 1,900 fish "
         "died.")
    ,
    pref("pref-morag-call-on-critical-oxygen", "communication", "oxygen", "2026-09-09",
         "Phone Morag, whatever the hour, when a pen passes the critical level",
         "Morag wants a phone call at any hour of the day or night when any pen drops through the "
         "critical oxygen level. A text message or a note in the log is not enough for this; "
         "if she does not pick up, ring again and then ring Callum.")
    ,
    env("env-calm-heat-dawn-oxygen-sag", "system-state", "oxygen",
        "two or more calm days in late summer with the sea above 14 °C",
        "oxygen in the shore-side pens 1 to 6 falls below 6.5 mg/l between 04:00 and 07:00",
        7, 1, "2026-09-15",
        "Seen every calm warm spell of August and September 2025 and 2026 but one, when a swell "
        "from the south kept water moving.")
    ,
    # --- 4. sea lice counts: Licetally ---
    sem("sem-licetally-weekly-counts", "lice-counts", 0.96, 20, "2026-10-06",
        "Lice are counted every Tuesday on ten fish per pen and sent by Friday noon",
        "Every Tuesday ten fish from each pen are netted, sedated and checked, and the lice are "
        "entered on the Licetally tablet app. The figure that matters is the average of adult "
        "female lice per fish. The Ventry Marine Authority's reporting level is 0.5 from February "
        "to June and 1.0 for the rest of the year. The week's counts must reach the authority's "
        "portal by noon on Friday.")
    ,
    epi("epi-week15-count-stuck-outbox", "lice-counts", "incident", "2026-04-14",
        "Week 15's lice count sat in the tablet outbox; the authority sent a warning",
        "The count of Tuesday 7 April was saved on the Licetally tablet on the pontoon, where "
        "there is no signal, and stayed in its outbox. The tablet showed it as saved. Nothing "
        "reached the portal that week and on 14 April the Ventry Marine Authority sent a letter "
        "warning of a late return.")
    ,
    rule("rule-confirm-lice-upload-received", "lice-counts",
         ["Licetally", "lice count", "tablet outbox", "authority portal", "weekly return",
          "saved not sent"], "high", 0, "2026-04-16",
         "After the Tuesday count, see it marked received on the portal",
         "When the Tuesday count is finished, do: check from the shore base PC that the week is "
         "marked received on the authority's portal before Wednesday evening, and send it by hand "
         "if not. Not: take the tablet's 'saved' to mean it was sent. Why: in April week 15 sat in "
         "the outbox and brought a warning letter.")
    ,
    pref("pref-morag-lice-trend-chart", "data", "lice-counts", "2026-05-20",
         "Lice as a twelve-week line per pen with the limit drawn in",
         "Morag wants lice shown as a twelve-week line for each pen with the authority's level "
         "drawn across it. A table of one week's numbers tells her nothing about where a pen is "
         "heading.")
    ,
    env("env-spring-warming-lice-surge", "system-state", "lice-counts",
        "the sea warms past 10 °C in spring",
        "adult female lice per fish roughly double within three weeks unless the pens are treated",
        5, 1, "2026-06-10",
        "Seen in the springs of 2024, 2025 and 2026 across most pens; the miss was pen 1 in 2025, "
        "just after a bath.")
    ,
    # --- 5. bath treatments: the well boat ---
    sem("sem-well-boat-bath-treatment", "treatments", 0.94, 11, "2026-07-01",
        "Freshwater baths are done by Harrowsound Marine's well boat Silver Kyle",
        "Lice are treated with freshwater baths on the well boat Silver Kyle, chartered from "
        "Harrowsound Marine. Fish are crowded in the pen and pumped aboard, held four hours in "
        "fresh water and pumped back. At most two pens can be done in one day. A booking needs ten "
        "days' notice, the boat's master decides whether the weather allows, and each pen costs "
        "about 9,800 pounds.")
    ,
    epi("epi-pen9-crowd-held-too-long", "treatments", "incident", "2026-06-22",
        "Pen 9 held crowded for 55 minutes while the pump was blocked; 640 fish died",
        "During the bath of pen 9 on 22 June the pump to the Silver Kyle blocked with weed. The "
        "crowding net was kept tight while the crew cleared it, and the fish stayed crowded for "
        "55 minutes instead of about 20. 640 fish died in the following three days and many "
        "more lost scales.")
    ,
    rule("rule-slacken-crowd-on-pump-stop", "treatments",
         ["well boat", "crowding net", "Silver Kyle", "bath treatment", "pump stoppage",
          "crowded fish"], "high", 0, "2026-06-26",
         "If the pump stops while fish are crowded, let the net out at once",
         "When the pump to the well boat stops while a pen is crowded, do: slacken the crowding "
         "net straight away and let the fish spread out until the pump runs again. Not: keep the "
         "crowd tight so as to be ready when it restarts. Why: in June pen 9 stayed crowded for "
         "55 minutes and 640 fish died.")
    ,
    pref("pref-morag-signs-treatment-bookings", "approvals", "treatments", "2026-07-02",
         "Morag signs every treatment booking, with Ishbel's figures attached",
         "Morag approves each well-boat booking herself. She wants Ishbel's latest lice figures "
         "for the pens and the welfare score of the fish attached to the request, or she will not "
         "sign it.")
    ,
    env("env-well-boat-monday-late", "system-state", "treatments",
        "the well boat is booked to start on a Monday",
        "it turns up a day late about half the time, because its weekend job at another farm "
        "runs over",
        4, 4, "2026-10-20",
        "Eight Monday bookings in 2026: four late by a day, four on time; no other weekday has "
        "been late more than once.")
    ,
    # --- 6. cleaner fish ---
    sem("sem-lumpfish-cleaner-fish", "cleaner-fish", 0.92, 9, "2026-07-20",
        "Lumpfish at eight per hundred salmon, with hides and feed blocks",
        "Lumpfish are stocked as cleaner fish at eight for every hundred salmon. Each pen has "
        "ribbon hides where they shelter, and they get feed blocks twice a week. They come from "
        "Skerrabeg Hatchery and must weigh at least 10 grams each when they go in.")
    ,
    epi("epi-underweight-lumpfish-batch", "cleaner-fish", "incident", "2026-07-08",
        "9,000 lumpfish at 4 grams stocked anyway and mostly lost within a month",
        "A delivery of 9,000 lumpfish from Skerrabeg on 8 July averaged 4 grams. They went into "
        "pens 1 to 4 the same day because the boat was waiting. By early August most were gone, "
        "eaten or dead, and lice in those four pens rose faster than anywhere else on the site.")
    ,
    rule("rule-weigh-cleaner-fish-delivery", "cleaner-fish",
         ["lumpfish", "cleaner fish", "hatchery delivery", "stocking weight", "Skerrabeg"],
         "medium", 0, "2026-08-10",
         "Weigh a sample of every cleaner-fish delivery before it goes in",
         "When a cleaner-fish delivery arrives, do: weigh a sample of fifty, and if the mean is "
         "under 10 grams refuse the batch and ask the hatchery to keep it until it grows. Not: "
         "put them in because the boat is waiting. Why: in July a batch at 4 grams went in and "
         "was mostly lost within a month.")
    ,
    pref("pref-morag-welfare-notes-plain", "writing", "cleaner-fish", "2026-08-12",
         "Welfare notes in plain words: what, which pen, how many",
         "Morag wants welfare observations written in plain words: what was seen, in which pen "
         "and on how many fish. A score on its own, without the words, is not a record she "
         "accepts.")
    ,
    env("env-lumpfish-unfed-blocks", "system-state", "cleaner-fish",
        "the lumpfish feed blocks are missed for more than four days",
        "the lumpfish turn to the salmon pellets, eat fewer lice, and counts in those pens rise "
        "the week after",
        4, 1, "2026-10-01",
        "Seen twice in storms when boats could not reach the pens and twice in holiday weeks.")
    ,
    # --- 7. mortalities and the ensilage tank ---
    sem("sem-mort-lifts-and-ensilage", "mortalities", 0.95, 17, "2026-09-18",
        "Mort lifts emptied daily; the dead go into the ensilage tank on the barge",
        "Each pen has a mort lift, a cone at the bottom of the net emptied by an air lift every "
        "morning. Dead fish are counted by cause (old, fresh, wounded, predator) and entered in "
        "the Pencaster records system, then put into the 12 cubic metre ensilage tank on the "
        "barge, where acid keeps them. Tideweight collects every two weeks, or sooner when the "
        "tank is 80 per cent full.")
    ,
    epi("epi-ensilage-tank-overflow", "mortalities", "incident", "2026-09-06",
        "The ensilage tank filled up after the oxygen losses and Tideweight could not come",
        "After the pen 6 losses the ensilage tank was full by 6 September. Tideweight could not "
        "send a boat for four days. Dead fish were kept in bins on the barge deck, the tank's pH "
        "rose above 4 and the harbour master at Port Ellan complained about the smell.")
    ,
    rule("rule-early-collection-on-mort-spike", "mortalities",
         ["ensilage tank", "mortality spike", "Tideweight", "tank level", "dead fish", "acid pH"],
         "medium", 0, "2026-09-14",
         "When losses jump, book the collection the same day",
         "When the site loses more than 500 fish in a day, do: ring Tideweight that day for an "
         "early collection and check the tank's pH. Not: wait for the level alarm at 80 per cent. "
         "Why: in September the tank filled after the pen 6 losses, the dead sat in bins for four "
         "days and the harbour master complained.")
    ,
    pref("pref-morag-daily-mortality-report", "reporting", "mortalities", "2026-04-08",
         "Daily losses per pen and cause, as a share of stock, by 09:30",
         "Morag wants mortality in the daily report every day by 09:30: the number per pen, split "
         "by cause, with the percentage of the pen's stock next to it.")
    ,
    env("env-pencaster-late-entry-shifts-day", "workspace-state-transitions", "mortalities",
        "the dead fish of one day are entered in Pencaster after midnight",
        "Pencaster books them on the new day, so one day looks low and the next high, and the "
        "weekly summary does not flag it",
        5, 0, "2026-10-22",
        "Seen five times in 2026, each after a late night on the barge.")
    ,
    # --- 8. plankton and jellyfish: Bloomwatch ---
    sem("sem-bloomwatch-plankton-sampling", "plankton", 0.93, 13, "2026-07-30",
        "Plankton sampled daily at three depths and counted on the barge",
        "Water is sampled every morning at 1, 5 and 10 metres and counted under the microscope "
        "on the barge; results go into the Bloomwatch sheet on the shore server. The species "
        "watched are Chaetoceros, whose spines damage gills, Karenia and jellyfish. The alert "
        "level for Chaetoceros is 200 cells per millilitre.")
    ,
    epi("epi-jellyfish-swarm-outer-pens", "plankton", "incident", "2026-07-27",
        "A jellyfish swarm drifted into pens 10 to 12 overnight; 3,100 fish lost",
        "On the night of 26 July a swarm of mauve stingers drifted into pens 10, 11 and 12. The "
        "night watch saw them at 02:00 and wrote it in the log but woke nobody. Feeding started "
        "as usual at dawn. The fish suffered gill damage and 3,100 died over the following "
        "week.")
    ,
    rule("rule-jellyfish-stop-feed-call", "plankton",
         ["Bloomwatch", "plankton count", "jellyfish", "algal bloom", "Chaetoceros",
          "gill damage"], "high", 0, "2026-07-31",
         "Jellyfish or a bloom at the pens: stop feeding there and call the site manager",
         "When a sample passes the alert level or jellyfish are seen at the pens, do: stop "
         "feeding in the pens affected and call the site manager at once, day or night. Not: "
         "wait for the morning sample to confirm it. Why: in July a swarm was seen at 02:00, "
         "nobody was woken, the pens were fed at dawn and 3,100 fish died.")
    ,
    pref("pref-morag-bloom-alert-photo", "communication", "plankton", "2026-08-04",
         "Plankton alerts in the site group chat with a microscope photo",
         "Morag wants every plankton alert posted in the site group chat with a photograph of the "
         "view down the microscope, so she and Ishbel can judge it from wherever they are.")
    ,
    env("env-southwest-wind-bloom-drift", "system-state", "plankton",
        "the wind blows from the south-west for three days running in summer",
        "jellyfish and blooms reach the outer pens 10 to 12 first, about a day before the rest",
        5, 1, "2026-08-20",
        "Seen in July 2025, July 2026 and three smaller events; once the bloom came from the "
        "north with the tide.")
    ,
    # --- 9. nets and moorings: Anchorlog ---
    sem("sem-anchorlog-mooring-grid", "moorings", 0.94, 14, "2026-02-02",
        "24 mooring lines with load cells on Anchorlog; nets from Brannock Nets",
        "The pen grid is held by 24 mooring lines, each with a load cell reporting to Anchorlog on "
        "the barge; the alarm is at 18 tonnes on any line. Nets come from Brannock Nets, are "
        "changed every 18 months, and each has a serial number and a strength certificate kept "
        "at the shore base.")
    ,
    epi("epi-line17-shackle-opened", "moorings", "incident", "2026-01-16",
        "A shackle on mooring line 17 opened in the January storm and the grid moved 12 metres",
        "In the storm of 16 January the shackle at the anchor of line 17 opened. Anchorlog showed "
        "line 17 near zero for six hours before anyone looked; the crew took it for a sensor "
        "fault. Lines 16 and 18 reached 23 tonnes and the grid moved 12 metres. No fish "
        "escaped.")
    ,
    rule("rule-slack-mooring-is-parted", "moorings",
         ["Anchorlog", "mooring line", "load cell", "storm", "shackle", "grid moved"],
         "high", 0, "2026-01-22",
         "A line that reads slack in a storm is a broken line until proved otherwise",
         "When a mooring line reads far below its neighbours in bad weather, do: treat it as "
         "broken, send a boat to look at its buoy as soon as it is safe and tell the site "
         "manager. Not: put it down to a faulty load cell. Why: in January line 17 read near zero "
         "for six hours before anyone checked, and the grid moved 12 metres.")
    ,
    pref("pref-morag-net-changes-neap-tides", "planning", "moorings", "2026-03-11",
         "Net changes on neap tides, never more than two pens a week",
         "Morag wants net changes planned for neap tides and spread out so that no more than two "
         "pens are changed in any one week.")
    ,
    env("env-northeast-gale-exposed-lines", "system-state", "moorings",
        "a north-easterly gale with gusts above 50 knots",
        "lines 15 to 19 on the exposed side carry about one and a half times the load of the "
        "others and Anchorlog alarms on them first",
        4, 0, "2026-02-05",
        "Seen in four gales from the north-east since 2024.")
    ,
    # --- 10. net cleaning: Meshwasher ---
    sem("sem-meshwasher-net-cleaning", "net-cleaning", 0.92, 10, "2026-08-08",
        "The Meshwasher robot cleans nets every ten days in summer",
        "Nets are cleaned in the water by the Meshwasher, a remotely operated robot with "
        "spinning discs of high-pressure water, run from the workboat Kestrel Ross with its own "
        "pump at up to 300 bar. Each pen is cleaned every ten days in summer and every 21 days "
        "in winter, by a team of two.")
    ,
    epi("epi-meshwasher-snag-pen11", "net-cleaning", "incident", "2026-08-05",
        "The cleaning robot caught on a rope in pen 11 and tore a 30 cm hole",
        "On 5 August the Meshwasher caught on a loose rope in pen 11. The operator pulled it free "
        "with the pump still running and it tore a hole of about 30 cm in the net. Divers found "
        "and mended it the next morning; no missing fish were found.")
    ,
    rule("rule-meshwasher-stop-pump-on-snag", "net-cleaning",
         ["Meshwasher", "net cleaning", "robot snag", "umbilical", "rope in the net",
          "pressure drop"], "medium", 0, "2026-08-07",
         "If the cleaner snags, stop the pump before moving it",
         "When the Meshwasher snags or its pressure drops suddenly, do: stop the pump before "
         "moving the robot, free it by hand from the boat, and ask for a diver check of that net "
         "the same day. Not: pull it free with the pump running. Why: in August that is how a "
         "30 cm hole was torn in pen 11.")
    ,
    pref("pref-morag-no-cleaning-near-bath", "planning", "net-cleaning", "2026-08-18",
         "No net cleaning two days either side of a bath",
         "Morag wants net cleaning kept out of the two days before and the two days after a pen's "
         "bath treatment, so the fish are not stressed twice in a week.")
    ,
    env("env-meshwasher-log-utc", "skill-output-shape", "net-cleaning",
        "the Meshwasher cleaning log is exported after a day's work",
        "it comes as one CSV per pen with times in UTC, so in summer every cleaning looks an hour "
        "early against the site log",
        6, 0, "2026-09-01",
        "Every export since the robot came in 2025 has been like this.")
    ,
    # --- 11. net inspections and escapes ---
    sem("sem-corrie-divers-escape-rules", "escapes", 0.95, 12, "2026-02-20",
        "Divers check every net monthly and after storms; escapes reported within 24 hours",
        "Corrie Divers inspect every net once a month and after any storm with gusts over 40 "
        "knots. A suspected escape must be reported to the Ventry Marine Authority within 24 hours "
        "of its discovery. Recapture gill nets are kept in the shore base store, and the site's "
        "escape plan is EP-3.")
    ,
    epi("epi-pen2-hole-late-notice", "escapes", "incident", "2026-02-09",
        "A 50 cm hole in pen 2; the notice to the authority went 30 hours after the find",
        "On 9 February the divers found a hole of about 50 cm in pen 2. The notice to the "
        "authority was held back while the crew tried to work out how many fish were missing, "
        "and went 30 hours after the find. The stock reconciliation later put the loss at about "
        "2,300 fish. The authority noted the late notice in its inspection.")
    ,
    rule("rule-escape-notice-within-24h", "escapes",
         ["escape", "hole in net", "diver report", "recapture", "authority notice",
          "missing fish"], "high", 0, "2026-02-16",
         "A hole means a notice inside 24 hours, count or no count",
         "When a diver reports a hole in a net, do: send the escape notice to the authority "
         "within 24 hours of the find, even if no fish are known to be missing, and update it "
         "later. Not: wait until the fish have been counted. Why: in February pen 2's notice went "
         "30 hours after the find and the authority recorded it.")
    ,
    pref("pref-morag-reads-authority-notices", "writing", "escapes", "2026-02-18",
         "Notices to the authority drafted by Callum, read by Morag, facts only",
         "Morag wants any notice to the authority drafted by the site manager and read by her "
         "before it goes, in short factual sentences with no guesses about the cause.")
    ,
    env("env-strong-tide-dive-slips", "system-state", "escapes",
        "the tidal current at the pens is above 0.8 knots in a planned dive window",
        "Corrie Divers call the dive off and come back the next day, so the monthly inspection "
        "slips by a day",
        6, 1, "2026-11-10",
        "Seen on spring tides through 2026; once they dived anyway on a short slack.")
    ,
    # --- 12. seals and birds ---
    sem("sem-predator-nets-and-hushsound", "predators", 0.93, 11, "2026-04-02",
        "Seal nets with sinker tubes, top nets for birds, Hushsound on the loch side",
        "Every pen has an outer seal net kept taut by a weighted sinker tube and a top net "
        "against birds. Pens 9 to 12 on the loch side carry Hushsound acoustic deterrents, used "
        "only as the authority's licence allows. The company does not shoot or trap seals.")
    ,
    epi("epi-seal-in-pen10", "predators", "incident", "2026-03-23",
        "A seal got into pen 10 through a slack corner; 180 fish killed",
        "On 23 March the morning mort lift in pen 10 came up with fish bitten through the back. A "
        "seal had got in where a sinker tube rope had worked loose and the seal net hung slack. "
        "180 fish were killed and about a thousand wounded.")
    ,
    rule("rule-bite-wounds-check-sinker", "predators",
         ["seal", "bite wounds", "sinker tube", "net tension", "Hushsound", "predator"],
         "medium", 0, "2026-03-27",
         "Bitten fish in the lift: check the sinker ropes that day",
         "When dead fish with bite wounds come up in a pen, do: check the sinker tube ropes and "
         "the seal net's tension on that pen the same day. Not: answer with the deterrent turned "
         "up or run longer. Why: in March a seal got into pen 10 through a slack corner and "
         "killed 180 fish.")
    ,
    pref("pref-morag-seal-questions-to-her", "communication", "predators", "2026-04-05",
         "Any question about seals from outside goes to Morag",
         "Morag wants every question from the public, a journalist or a wildlife group about "
         "seals passed straight to her. Nobody on the site answers those themselves.")
    ,
    env("env-hushsound-habituation", "system-state", "predators",
        "the Hushsound units run without a break for more than two weeks",
        "seals get used to the sound and come back, and bitten fish show up again in the outer "
        "pens",
        3, 1, "2026-05-01",
        "Seen in 2024, 2025 and spring 2026.")
    ,
    # --- 13. barge power ---
    sem("sem-barge-gensets-batteries", "barge-power", 0.94, 13, "2026-11-16",
        "Two 150 kVA gensets and a 400 kWh battery bank power the barge",
        "The barge Ardent runs on two 150 kVA diesel generators and a 400 kWh battery bank. The "
        "hybrid controller runs one generator at a time by day and the batteries overnight. The "
        "diesel tank holds 30,000 litres and is filled once a month by Sgurr Fuels' tanker "
        "boat.")
    ,
    epi("epi-barge-dark-flat-start-battery", "barge-power", "incident", "2026-11-12",
        "The barge went dark for 1 h 40 min when the batteries shut down and no generator started",
        "At 03:10 on 12 November the battery bank shut itself down after a cell fault. The "
        "generator due to take over did not start: its start battery was flat after two weeks "
        "idle. The barge was dark for an hour and forty minutes with Oxyline and Gullfeed "
        "offline until Neil got there by boat. No fish died.")
    ,
    rule("rule-exercise-idle-genset", "barge-power",
         ["barge power", "generator", "battery bank", "automatic start", "blackout",
          "start battery"], "high", 0, "2026-11-17",
         "A generator idle for a week gets a run under load",
         "When a generator has not run for more than a week, do: run it for thirty minutes under "
         "load and check its start battery. Not: count on the hybrid controller to start it when "
         "needed. Why: in November the battery bank shut down, the standby generator would not "
         "start and the barge was dark for 1 h 40 min.")
    ,
    pref("pref-morag-fuel-litres-monthly", "spending", "barge-power", "2026-06-24",
         "Fuel spend per month against budget, with litres",
         "Morag wants fuel and generator costs shown month by month against the budget, with the "
         "litres used beside the money.")
    ,
    env("env-oxygen-generator-night-diesel", "system-state", "barge-power",
        "the oxygen generator runs through the night",
        "the batteries do not last until morning; a generator starts at about 02:00 and the "
        "barge burns about 120 litres more diesel that night",
        5, 0, "2026-09-20",
        "Seen each night the diffusers ran in September 2026.")
    ,
    # --- 14. workboats and weather ---
    sem("sem-workboats-transfer-limits", "workboats", 0.95, 15, "2026-10-21",
        "Kestrel Ross and Gannet; no crew transfers over 1.5 m waves or 30 knots",
        "The site has two workboats: Kestrel Ross, a 15-metre catamaran with a crane, and "
        "Gannet, a rigid inflatable. A crew run from the Port Ellan pontoon takes about 25 "
        "minutes. Transfers stop when the significant wave height is above 1.5 metres or the "
        "wind above 30 knots.")
    ,
    epi("epi-gannet-transfer-slip", "workboats", "near-miss", "2026-10-19",
        "A deckhand slipped between Gannet and a pen walkway and went in; picked up unhurt",
        "On 19 October, in waves of about 1.3 metres, a deckhand stepped from Gannet to the "
        "walkway of pen 8 while the boat was held against it on the engine. The boat dropped, "
        "she slipped between the two and went into the water. Her lifejacket inflated and she "
        "was back aboard in under a minute, unhurt.")
    ,
    rule("rule-boarding-tied-on-crest", "workboats",
         ["crew transfer", "pen walkway", "swell", "Gannet", "boarding", "man overboard"],
         "high", 0, "2026-10-23",
         "Step across only when the boat is tied fore and aft, on the crest",
         "When stepping from a boat onto a pen walkway in a swell, do: wait until the boat is "
         "tied fore and aft, and step across on the crest with one hand on the rail. Not: jump "
         "while the boat is held against the walkway on the engine. Why: in October a deckhand "
         "slipped between Gannet and pen 8 and went into the water.")
    ,
    pref("pref-morag-near-miss-same-day", "safety", "workboats", "2026-10-20",
         "Every near-miss to Morag the same day, in writing",
         "Morag wants to hear of every near-miss the day it happens, however small, in a short "
         "written note from whoever saw it.")
    ,
    env("env-afternoon-wind-rise", "system-state", "workboats",
        "the site weather station shows the wind rising by more than 10 knots within an hour in "
        "the afternoon",
        "the sea passes the transfer limit within about two hours",
        6, 2, "2026-11-03",
        "Seen eight times in autumn 2026; twice the wind eased again.")
    ,
    # --- 15. smolt input ---
    sem("sem-smolt-input-smoltcount", "stocking", 0.93, 10, "2026-05-05",
        "Smolts come by well boat from Glen Aird and are counted by Smoltcount",
        "Smolts of about 100 grams come by well boat from the Glen Aird freshwater hatchery. The "
        "Smoltcount counter on the boat's outlet pipe counts them into the pen, and each pen takes "
        "60,000 to 75,000 fish. That count goes into Pencaster as the pen's opening number.")
    ,
    epi("epi-pen12-foam-overcount", "stocking", "incident", "2026-04-28",
        "Foam in the pipe made Smoltcount book 82,000 smolts into pen 12; about 70,000 went in",
        "On 28 April the Smoltcount image was full of foam for part of the delivery to pen 12 and "
        "it counted bubbles as fish. Pencaster was given 82,000. A sample count in September "
        "suggested about 70,000, and pen 12's ration had been set too high all summer.")
    ,
    rule("rule-foam-count-crosscheck-weight", "stocking",
         ["Smoltcount", "smolt delivery", "stocking count", "foam", "opening number",
          "Pencaster"], "medium", 0, "2026-09-22",
         "Foam on the counter: check the number by weight before it goes into Pencaster",
         "When the counter's image shows foam or bubbles during a smolt delivery, do: note when "
         "it started and stopped and work the number out again by weight (total kilograms over "
         "the mean weight) before it goes into Pencaster. Not: enter the counter's figure as it "
         "is. Why: in April pen 12 was booked with about 12,000 fish it never had.")
    ,
    pref("pref-morag-keep-corrected-figures", "data", "stocking", "2026-09-24",
         "A corrected figure keeps the old one and the reason in the note",
         "Morag wants every figure changed in Pencaster to keep the old value and the reason for "
         "the change in the note field, so the history can be followed.")
    ,
    env("env-pencaster-correction-rewrites-history", "skill-output-shape", "stocking",
        "Pencaster's stock report is run for a pen whose opening count has been corrected",
        "it applies the new figure from the stocking date, so the biomass of past months changes "
        "and last quarter's reports no longer agree with it",
        3, 0, "2026-10-05",
        "Seen with pen 12 and two older pens.")
    ,
    # --- 16. harvest ---
    sem("sem-harvest-glenmara", "harvest", 0.94, 14, "2026-11-26",
        "Three days without feed, then Glenmara's harvest boat, up to 60 tonnes a day",
        "Fish are starved for three days before harvest. Glenmara Processing's boat, the "
        "Glenmara Harvester, stuns and bleeds on board and takes up to 60 tonnes a day. The target "
        "is 5 kg a fish. The week's harvest plan is agreed with Glenmara every Thursday.")
    ,
    epi("epi-pen4-fed-before-harvest", "harvest", "incident", "2026-11-24",
        "Pen 4 was fed the day before harvest; Glenmara downgraded 18 tonnes",
        "Pen 4 went on the harvest list on 20 November but its feeding schedule in Gullfeed was "
        "never switched off, and it was fed on the morning of the 23rd. Glenmara found full guts "
        "on the 24th and downgraded 18 tonnes.")
    ,
    rule("rule-switch-off-feed-for-harvest", "harvest",
         ["harvest", "starvation", "Gullfeed schedule", "harvest list", "Glenmara",
          "downgrade"], "high", 0, "2026-11-27",
         "A pen on the harvest list: switch its feed off yourself and check next morning",
         "When a pen is put on the harvest list, do: switch its Gullfeed schedule off yourself "
         "and check the next morning that nothing was delivered to it. Not: leave it to a note for "
         "whoever feeds. Why: in November pen 4 was fed the day before harvest and 18 tonnes were "
         "downgraded.")
    ,
    pref("pref-morag-harvest-changes-phoned", "communication", "harvest", "2026-06-16",
         "Harvest changes phoned to Glenmara by Callum, then in writing that day",
         "Morag wants any change to a harvest told to Glenmara by phone by the site manager, and "
         "confirmed in writing the same day.")
    ,
    env("env-warm-harvest-soft-flesh", "system-state", "harvest",
        "fish are harvested while the sea is above 12 °C",
        "more of them have soft flesh and Glenmara's downgrades rise to about 6 per cent",
        4, 1, "2026-09-30",
        "Seen in the late summers of 2025 and 2026.")
    ,
    # --- 17. licence, biomass and the monthly return ---
    sem("sem-licence-biomass-monthly-return", "licence", 0.96, 16, "2026-03-16",
        "2,500 tonnes standing biomass; a yearly seabed survey; return by the 10th",
        "The site's licence from the Ventry Marine Authority allows a standing biomass of at most "
        "2,500 tonnes. A seabed survey with grab samples at five stations is made each year near "
        "peak biomass. Bath water released after treatments is recorded in the discharge log, and "
        "the monthly return is due by the 10th of the next month.")
    ,
    epi("epi-february-biomass-over-limit", "licence", "incident", "2026-03-10",
        "February's return showed 2,540 tonnes; the authority asked why",
        "The return for February showed a standing biomass of 2,540 tonnes at the month's end, "
        "because the harvest of pen 1 had slipped by two weeks. The authority asked for a "
        "written explanation; there was no fine.")
    ,
    rule("rule-reforecast-biomass-on-delay", "licence",
         ["biomass limit", "monthly return", "licence", "harvest delay", "standing biomass",
          "peak biomass"], "high", 0, "2026-03-18",
         "A harvest pushed back near the peak: forecast month-end biomass again",
         "When a harvest is put back within six weeks of peak biomass, do: forecast the month-end "
         "biomass again with the new date and tell Morag if it comes within 50 tonnes of the "
         "limit. Not: wait for the monthly return to show it. Why: in February pen 1's harvest "
         "slipped two weeks and the site ended the month 40 tonnes over.")
    ,
    pref("pref-morag-return-checked-by-two", "reporting", "licence", "2026-03-20",
         "The monthly return checked by Priya and Morag, sent from the 5th",
         "Morag wants the monthly return checked by Priya and then by her, and sent no earlier "
         "than the 5th of the month and never on the last allowed day.")
    ,
    env("env-authority-explanation-request", "system-state", "licence",
        "a return to the authority shows any figure over a licence limit",
        "the authority writes within ten working days asking for a written explanation and a "
        "plan of what will be done",
        3, 0, "2026-03-25",
        "Seen in 2024, 2025 and February 2026.")
    ,
    # --- 18. the link to shore and the records server ---
    sem("sem-shore-link-and-pencaster", "network", 0.94, 12, "2026-06-05",
        "A 5 GHz radio link joins barge and shore, with 4G as backup; Pencaster runs ashore",
        "The barge talks to the shore base over a 5 GHz radio link (10.40.0.1 ashore, 10.40.2.1 "
        "on the barge) with a 4G router as backup. The Pencaster records system runs on a server "
        "at the shore base, pencaster.ventry.example, backed up every night to the company office "
        "in Carnmore.")
    ,
    epi("epi-radio-mast-knocked-4g-empty", "network", "incident", "2026-06-02",
        "The shore mast was knocked askew and the 4G backup had used up its data",
        "In a gale on 2 June the mast at the shore base was knocked out of line and the radio "
        "link dropped. The 4G backup took over but its SIM had used up its month's data on camera "
        "streams, so nothing from the barge reached the shore for nine hours, Oxyline alarms "
        "included.")
    ,
    rule("rule-4g-fallback-throttle-cameras", "network",
         ["radio link", "4G backup", "barge offline", "SIM data", "shore mast",
          "camera streams"], "medium", 0, "2026-06-08",
         "When the barge falls back to 4G, cut the camera streams first",
         "When the barge link falls back to 4G, do: check how much data is left on the SIM and cut "
         "the camera streams to the lowest rate so alarms get through. Not: let the cameras "
         "stream at full rate over the backup. Why: in June the backup's data ran out and the "
         "barge was cut off from shore for nine hours.")
    ,
    pref("pref-morag-changes-logged-first", "writing", "network", "2026-06-09",
         "System changes written in the site log before they are made",
         "Morag wants any change to a system written in the site log before it is made: who "
         "makes it, what it is, when, and how to put it back.")
    ,
    env("env-shore-share-locked-backup", "filesystem-response", "network",
        "a file is saved to the shore base shared folder while the nightly backup runs, 01:00 to "
        "01:40",
        "the save fails as 'file in use', and the work is lost if the program is then closed",
        4, 0, "2026-07-12",
        "Seen four times from the barge night shift.")
    ,
]

BLIND33_TASKS: list[dict[str, Any]] = [
    # the company, the site, the team and how Morag reacts
    task("b33-t001", "who's our fish vet type person here, and who keeps the barge engines "
         "running?", [S], ["sem-ventry-company-and-team"]),
    task("b33-t002", "Wer koordiniert bei uns die Ernten und wer fährt die Arbeitsboote?",  # de
         [S], ["sem-ventry-company-and-team"]),
    task("b33-t003", "which cages sit closest to the feed barge?", [S],
         ["sem-sgeir-dubh-pen-grid"]),
    task("b33-t004", "how far down do the nets go, and how many cages are there in all?", [S],
         ["sem-sgeir-dubh-pen-grid"]),
    task("b33-t005", "about to message Morag that we pulled 340 dead out of the cages today. how "
         "will she take it?", [V], ["env-morag-morts-without-last-week"]),
    task("b33-t006", "Il est 21 h, je veux demander à Morag par SMS son accord pour louer une "  # fr
         "pompe. Elle répondra quand ?", [V], ["env-morag-evening-spend-text"]),
    task("b33-t007", "sending Morag next week's list of boat jobs, just dates and cages. what's "
         "she going to say?", [V], ["env-morag-plan-without-weather"]),
    task("b33-t008", "Voy a mandarle a Morag las bajas de hoy, solo la cifra. ¿Cómo "  # es
         "reaccionará?", [V], ["env-morag-morts-without-last-week"]),
    # feeding
    task("b33-t009", "Quanta ração cabe nos silos da barcaça e de quantos em quantos dias chega o "  # pt
         "barco da ração?", [S], ["sem-gullfeed-feed-system"]),
    task("b33-t010", "Cosa è successo alla linea 4 del mangime ad agosto?", [E],  # it
         ["epi-line4-wet-pellet-blockage"]),
    task("b33-t011", "blower on line 2 just cut out on pressure again, second time since "
         "breakfast. I'll hit reset from the office, ok?", [P], ["rule-feed-line-repeat-trip"]),
    task("b33-t012", "the line 5 fan has tripped on high pressure for the second time today. "
         "what do I do?", [P], ["rule-feed-line-repeat-trip"]),
    task("b33-t013", "Ishbel reckons cage 9 could go up to a bigger pellet. can I just switch it "
         "on the barge tomorrow morning?", [U], ["pref-morag-ration-changes-in-plan"]),
    task("b33-t014", "water's just gone down to 5.5 degrees. will the automatic feeding curve "
         "still be right?", [V], ["env-cold-water-appetite-drop"]),
    task("b33-t015", "Das Wasser ist unter sechs Grad gefallen. Frisst der Lachs jetzt noch "  # de
         "genauso viel?", [V], ["env-cold-water-appetite-drop"]),
    # feed cameras
    task("b33-t016", "how deep should the underwater cams hang, and how long is footage kept?",
         [S], ["sem-pelleye-feed-cameras"]),
    task("b33-t017", "why did cage 3 have such a poor FCR in the spring quarter?", [E],
         ["epi-pen3-camera-left-shallow"]),
    task("b33-t018", "we just swapped the net on cage 5. what needs doing before the fish get "
         "fed again?", [P], ["rule-camera-depth-after-net-work"]),
    task("b33-t019", "put together this quarter's feed efficiency numbers for Morag", [U],
         ["pref-morag-fcr-per-pen"]),
    task("b33-t020", "the software flagged loads of wasted pellets this sunny afternoon in cages 2 "
         "and 3. is that real?", [V], ["env-pelleye-glare-false-waste"]),
    task("b33-t021", "A câmara da jaula 7 foi mexida durante a troca da rede. O que tenho de "  # pt
         "fazer antes de voltar a alimentar?", [P], ["rule-camera-depth-after-net-work"]),
    # oxygen
    task("b33-t022", "which cages have the bubbler rings fitted down deep, and how long can the O2 "
         "plant keep going?", [S], ["sem-oxyline-oxygen-probes"]),
    task("b33-t023", "how did we lose nearly two thousand fish in one cage in September?", [E],
         ["epi-pen6-dawn-oxygen-loss"]),
    task("b33-t024", "05:40, cage 4 reads 6.1 mg/l, feeding kicks off at six. go ahead?", [P],
         ["rule-hold-feed-low-oxygen-dawn"]),
    task("b33-t025", "À l'aube la cage 2 est à 6,2 mg/l d'oxygène et le nourrissage démarre "  # fr
         "dans vingt minutes. Que faire ?", [P], ["rule-hold-feed-low-oxygen-dawn"]),
    task("b33-t026", "cage 5 has just gone under 5 mg/l at 2 am. do I text Morag or leave it "
         "till morning?", [U], ["pref-morag-call-on-critical-oxygen"]),
    task("b33-t027", "flat calm for the third day and the water's at 15. what should the night "
         "shift expect before sunrise?", [V], ["env-calm-heat-dawn-oxygen-sag"]),
    task("b33-t028", "Llevamos tres días sin viento y el agua está a 15 grados. ¿Qué pasará con "  # es
         "el oxígeno al amanecer?", [V], ["env-calm-heat-dawn-oxygen-sag"]),
    # lice counts
    task("b33-t029", "what's the regulator's lice trigger in April compared with September?",
         [S], ["sem-licetally-weekly-counts"]),
    task("b33-t030", "why did we get that letter about a missed return this spring?", [E],
         ["epi-week15-count-stuck-outbox"]),
    task("b33-t031", "finished today's lice check out on the pontoon, tablet says it's stored. "
         "anything else?", [P], ["rule-confirm-lice-upload-received"]),
    task("b33-t032", "Die Läusezählung von heute ist im Tablet abgelegt. Muss ich noch etwas "  # de
         "tun?", [P], ["rule-confirm-lice-upload-received"]),
    task("b33-t033", "make me a graph of the louse numbers for Morag's meeting", [U],
         ["pref-morag-lice-trend-chart"]),
    task("b33-t034", "sea temperature went through 10 degrees this week. what will the lice do "
         "over the coming weeks?", [V], ["env-spring-warming-lice-surge"]),
    task("b33-t035", "Quanti pesci per gabbia si controllano per i pidocchi e entro quando va "  # it
         "inviato il conteggio all'autorità?", [S], ["sem-licetally-weekly-counts"]),
    # bath treatments
    task("b33-t036", "how much notice does the freshwater bath boat need, and what does one cage "
         "cost to treat?", [S], ["sem-well-boat-bath-treatment"]),
    task("b33-t037", "what went wrong during the cage 9 delousing in June?", [E],
         ["epi-pen9-crowd-held-too-long"]),
    task("b33-t038", "the transfer pump has jammed and cage 3 is bunched up in the net. we keep "
         "it pulled in till it's fixed, right?", [P], ["rule-slacken-crowd-on-pump-stop"]),
    task("b33-t039", "A bomba para o barco-viveiro parou com a jaula cercada. Mantemos a rede "  # pt
         "apertada?", [P], ["rule-slacken-crowd-on-pump-stop"]),
    task("b33-t040", "Je dois réserver le bateau vivier pour les cages 7 et 8. Qu'est-ce qu'il "  # fr
         "faut joindre à la demande ?", [U], ["pref-morag-signs-treatment-bookings"]),
    task("b33-t041", "we've got the delousing boat starting Monday the 14th. will it actually "
         "show up that day?", [V], ["env-well-boat-monday-late"]),
    task("b33-t042", "Le bateau vivier est réservé pour un lundi. Il sera là à l'heure ?",  # fr
         [V], ["env-well-boat-monday-late"]),
    # cleaner fish
    task("b33-t043", "how many lumpies per hundred salmon do we put in, and what's the smallest "
         "size we accept?", [S], ["sem-lumpfish-cleaner-fish"]),
    task("b33-t044", "what happened with the tiny lumpies we got in the summer?", [E],
         ["epi-underweight-lumpfish-batch"]),
    task("b33-t045", "hatchery boat's here with cleaners that look really small and the skipper "
         "wants to get off. just tip them in?", [P], ["rule-weigh-cleaner-fish-delivery"]),
    task("b33-t046", "write up what I saw on cage 4 this morning, a few salmon with fin rot, for "
         "the welfare record", [U], ["pref-morag-welfare-notes-plain"]),
    task("b33-t047", "boats couldn't get out for five days so the lumpies got nothing. what "
         "knock-on should I expect?", [V], ["env-lumpfish-unfed-blocks"]),
    task("b33-t048", "Tengo que escribir las observaciones de bienestar de hoy. ¿Basta con "  # es
         "poner la puntuación?", [U], ["pref-morag-welfare-notes-plain"]),
    # mortalities
    task("b33-t049", "how big is the acid tank for the dead fish and when does the collector "
         "come?", [S], ["sem-mort-lifts-and-ensilage"]),
    task("b33-t050", "what was the stink complaint from the harbour master about?", [E],
         ["epi-ensilage-tank-overflow"]),
    task("b33-t051", "we took 720 dead out today after the gill trouble. the tank's only at 60% "
         "so we can wait, yeah?", [P], ["rule-early-collection-on-mort-spike"]),
    task("b33-t052", "what should the morning losses summary look like for Morag?", [U],
         ["pref-morag-daily-mortality-report"]),
    task("b33-t053", "I'm typing in yesterday's dead fish at half past midnight. any knock-on?",
         [V], ["env-pencaster-late-entry-shifts-day"]),
    task("b33-t054", "Oggi sono morti più di seicento pesci. Il serbatoio dell'insilato è a "  # it
         "metà, aspettiamo?", [P], ["rule-early-collection-on-mort-spike"]),
    task("b33-t055", "Wenn ich die toten Fische von gestern erst nach Mitternacht in Pencaster "  # de
         "eintrage, was passiert dann?", [V], ["env-pencaster-late-entry-shifts-day"]),
    # plankton
    task("b33-t056", "what plankton are we looking out for, and at what cell count do we sound "
         "the alarm?", [S], ["sem-bloomwatch-plankton-sampling"]),
    task("b33-t057", "what happened with the stingers this summer?", [E],
         ["epi-jellyfish-swarm-outer-pens"]),
    task("b33-t058", "night watch here. mass of jellies round cage 11 at 1am, feeding at dawn. "
         "what do I do?", [P], ["rule-jellyfish-stop-feed-call"]),
    task("b33-t059", "Cette nuit il y a des méduses autour des cages 10 et 11. J'attends "  # fr
         "l'échantillon du matin ?", [P], ["rule-jellyfish-stop-feed-call"]),
    task("b33-t060", "how should I flag a high Chaetoceros count to the team?", [U],
         ["pref-morag-bloom-alert-photo"]),
    task("b33-t061", "wind's been SW three days now. which cages get hit first if something is "
         "drifting in?", [V], ["env-southwest-wind-bloom-drift"]),
    task("b33-t062", "O vento sopra de sudoeste há três dias. Que jaulas vão apanhar as "  # pt
         "alforrecas primeiro?", [V], ["env-southwest-wind-bloom-drift"]),
    # moorings
    task("b33-t063", "at what pull does the mooring monitor raise an alarm, and how often are "
         "nets replaced?", [S], ["sem-anchorlog-mooring-grid"]),
    task("b33-t064", "what broke during that storm in January?", [E], ["epi-line17-shackle-opened"]),
    task("b33-t065", "blowing a gale and mooring 21 shows next to nothing while 20 and 22 are "
         "high. probably a dud sensor?", [P], ["rule-slack-mooring-is-parted"]),
    task("b33-t066", "draft the spring net replacement schedule", [U],
         ["pref-morag-net-changes-neap-tides"]),
    task("b33-t067", "Heute Nacht kommt Nordoststurm mit Böen über 50 Knoten. Welche "  # de
         "Verankerungen trifft es am stärksten?", [V], ["env-northeast-gale-exposed-lines"]),
    task("b33-t068", "Hay temporal y la línea de fondeo 5 marca casi cero mientras las de al lado "  # es
         "van altas. ¿Será el sensor?", [P], ["rule-slack-mooring-is-parted"]),
    task("b33-t069", "Vorrei cambiare le reti di quattro gabbie la settimana prossima, con la "  # it
         "marea viva. Va bene per Morag?", [U], ["pref-morag-net-changes-neap-tides"]),
    # net cleaning
    task("b33-t070", "how often do the nets get washed in winter and off which boat?", [S],
         ["sem-meshwasher-net-cleaning"]),
    task("b33-t071", "how did cage 11 end up with a tear in August?", [E],
         ["epi-meshwasher-snag-pen11"]),
    task("b33-t072", "the net-washing robot's hooked on something in cage 6. can I just yank it "
         "loose?", [P], ["rule-meshwasher-stop-pump-on-snag"]),
    task("b33-t073", "can we wash cage 9's net tomorrow? it's being bathed on Thursday", [U],
         ["pref-morag-no-cleaning-near-bath"]),
    task("b33-t074", "the washing log times look an hour off from our diary. why?", [V],
         ["env-meshwasher-log-utc"]),
    task("b33-t075", "Der Netzreinigungsroboter hängt in Käfig 4 fest und der Druck ist "  # de
         "plötzlich weg. Was tun?", [P], ["rule-meshwasher-stop-pump-on-snag"]),
    task("b33-t076", "Esporto il registro di pulizia delle reti: in che formato arriva e con "  # it
         "quali orari?", [V], ["env-meshwasher-log-utc"]),
    # escapes
    task("b33-t077", "how soon must we tell the regulator about fish possibly getting out, and "
         "how often do the divers look at nets?", [S], ["sem-corrie-divers-escape-rules"]),
    task("b33-t078", "why was the February notice about the hole late?", [E],
         ["epi-pen2-hole-late-notice"]),
    task("b33-t079", "divers found a rip in cage 7 but we don't know if anything got out. wait "
         "for a count before telling the regulator?", [P], ["rule-escape-notice-within-24h"]),
    task("b33-t080", "I've written up the notice on the rip in cage 7. can I send it?", [U],
         ["pref-morag-reads-authority-notices"]),
    task("b33-t081", "divers are booked for Wednesday morning on a big spring tide. will the "
         "inspection happen?", [V], ["env-strong-tide-dive-slips"]),
    task("b33-t082", "Les plongeurs ont trouvé un trou dans le filet de la cage 5. On prévient "  # fr
         "l'autorité tout de suite ou on compte d'abord les poissons ?", [P],
         ["rule-escape-notice-within-24h"]),
    task("b33-t083", "Onde estão guardadas as redes de recaptura e qual é o nosso plano para "  # pt
         "fugas?", [S], ["sem-corrie-divers-escape-rules"]),
    # predators
    task("b33-t084", "which cages have the acoustic scarers fitted?", [S],
         ["sem-predator-nets-and-hushsound"]),
    task("b33-t085", "what happened in cage 10 in March?", [E], ["epi-seal-in-pen10"]),
    task("b33-t086", "three salmon out of this morning's lift on cage 11 had chunks bitten out. "
         "should we turn the scarers up?", [P], ["rule-bite-wounds-check-sinker"]),
    task("b33-t087", "a reporter's on the phone asking about seals at the farm. what do I tell "
         "her?", [U], ["pref-morag-seal-questions-to-her"]),
    task("b33-t088", "the acoustic units have been on nonstop since the start of the month. "
         "anything to watch for?", [V], ["env-hushsound-habituation"]),
    task("b33-t089", "¿Disparamos o atrapamos focas en la granja? ¿Cómo se protegen las jaulas "  # es
         "de las aves?", [S], ["sem-predator-nets-and-hushsound"]),
    # barge power
    task("b33-t090", "what's the diesel capacity on the barge and who refills it?", [S],
         ["sem-barge-gensets-batteries"]),
    task("b33-t091", "what went on aboard the barge overnight on 12 November?", [E],
         ["epi-barge-dark-flat-start-battery"]),
    task("b33-t092", "genset 2 hasn't turned over in ten days. the controller will fire it up "
         "when needed, won't it?", [P], ["rule-exercise-idle-genset"]),
    task("b33-t093", "Prepara el resumen del gasto en combustible de la barcaza para "  # es
         "Morag.", [U], ["pref-morag-fuel-litres-monthly"]),
    task("b33-t094", "if the O2 plant runs all night tonight, what does that do to the power "
         "side?", [V], ["env-oxygen-generator-night-diesel"]),
    task("b33-t095", "Il generatore di riserva è fermo da due settimane. Posso fidarmi "  # it
         "dell'avviamento automatico?", [P], ["rule-exercise-idle-genset"]),
    task("b33-t096", "Warum war die Futterbarge im November mitten in der Nacht ohne "  # de
         "Strom?", [E], ["epi-barge-dark-flat-start-battery"]),
    # workboats
    task("b33-t097", "what's the worst sea we'll still take crew out to the cages in?", [S],
         ["sem-workboats-transfer-limits"]),
    task("b33-t098", "someone ended up in the sea off the RIB in October. what happened?", [E],
         ["epi-gannet-transfer-slip"]),
    task("b33-t099", "swell's up a bit, I'm bringing the RIB alongside cage 3 and I'll keep it "
         "pushed in on the throttle while they hop over", [P], ["rule-boarding-tied-on-crest"]),
    task("b33-t100", "nobody was hurt but a rope snapped near Ewan's head on the crane today. who "
         "needs to know?", [U], ["pref-morag-near-miss-same-day"]),
    task("b33-t101", "weather station says the wind went from 12 to 25 knots in the last 45 "
         "minutes, and we've got a crew run at four", [V], ["env-afternoon-wind-rise"]),
    task("b33-t102", "Combien de temps pour aller du ponton aux cages, et à partir de quelle "  # fr
         "houle arrête-t-on les transferts ?", [S], ["sem-workboats-transfer-limits"]),
    task("b33-t103", "Hay mar de fondo y tengo que pasar de la lancha a la pasarela de la jaula "  # es
         "8. ¿Cómo lo hago?", [P], ["rule-boarding-tied-on-crest"]),
    # smolt input
    task("b33-t104", "where do our juveniles come from, and how many go into each cage?", [S],
         ["sem-smolt-input-smoltcount"]),
    task("b33-t105", "why was cage 12's stock number so far out?", [E],
         ["epi-pen12-foam-overcount"]),
    task("b33-t106", "while the smolts were being pumped in, the counter's picture went all "
         "bubbly for a bit. I'll just put its total into the records", [P],
         ["rule-foam-count-crosscheck-weight"]),
    task("b33-t107", "I've sorted out cage 3's starting number in the records. just overwrite "
         "the old one?", [U], ["pref-morag-keep-corrected-figures"]),
    task("b33-t108", "after we fixed cage 12's number, last quarter's biomass figures don't "
         "match any more. why?", [V], ["env-pencaster-correction-rewrites-history"]),
    task("b33-t109", "O contador de smolts mostrou espuma durante a descarga. Meto o número "  # pt
         "dele no Pencaster?", [P], ["rule-foam-count-crosscheck-weight"]),
    task("b33-t110", "Ich habe in Pencaster eine Zahl korrigiert. Wie soll ich das "  # de
         "festhalten?", [U], ["pref-morag-keep-corrected-figures"]),
    # harvest
    task("b33-t111", "how long do fish go without food before slaughter, and how much can "
         "Glenmara's boat handle daily?", [S], ["sem-harvest-glenmara"]),
    task("b33-t112", "why did cage 4 get downgraded at the processor?", [E],
         ["epi-pen4-fed-before-harvest"]),
    task("b33-t113", "cage 10 is going on next week's slaughter list. I'll leave Tomasz a note to "
         "stop feeding it", [P], ["rule-switch-off-feed-for-harvest"]),
    task("b33-t114", "cage 6's harvest has to move back two days. how do I let Glenmara know?",
         [U], ["pref-morag-harvest-changes-phoned"]),
    task("b33-t115", "Raccogliamo a settembre con l'acqua ancora a 13 gradi: cosa aspettarci "  # it
         "sulla qualità?", [V], ["env-warm-harvest-soft-flesh"]),
    task("b33-t116", "La cage 11 passe sur la liste d'abattage. Je laisse un mot au "  # fr
         "responsable de l'alimentation ?", [P], ["rule-switch-off-feed-for-harvest"]),
    task("b33-t117", "A recolha da jaula 2 vai atrasar. Como aviso a Glenmara?",  # pt
         [U], ["pref-morag-harvest-changes-phoned"]),
    # licence and the monthly return
    task("b33-t118", "what's the most fish by weight we're allowed on site, and when's the "
         "regulator's monthly form due?", [S], ["sem-licence-biomass-monthly-return"]),
    task("b33-t119", "¿Qué problema hubo con el informe de febrero?", [E],  # es
         ["epi-february-biomass-over-limit"]),
    task("b33-t120", "cage 5's slaughter is slipping three weeks and we're close to our top "
         "stocking weight. anything to do now?", [P], ["rule-reforecast-biomass-on-delay"]),
    task("b33-t121", "the monthly return's ready on the 2nd. shall I send it off now?", [U],
         ["pref-morag-return-checked-by-two"]),
    task("b33-t122", "this month's figures will show us above what we're permitted. how will the "
         "regulator respond?", [V], ["env-authority-explanation-request"]),
    task("b33-t123", "La raccolta della gabbia 9 slitta di un mese e siamo vicini al picco di "  # it
         "biomassa. Cosa devo fare?", [P], ["rule-reforecast-biomass-on-delay"]),
    task("b33-t124", "if a month's figures come out above what our permit allows, what does the "
         "regulator do?", [V], ["env-authority-explanation-request"]),
    # the link to shore
    task("b33-t125", "what's the barge's IP on the link, and where does the records server back "
         "up to?", [S], ["sem-shore-link-and-pencaster"]),
    task("b33-t126", "why did the office lose sight of the barge for most of a day in June?", [E],
         ["epi-radio-mast-knocked-4g-empty"]),
    task("b33-t127", "the wireless link's down and we're on the mobile router now. anything to "
         "do?", [P], ["rule-4g-fallback-throttle-cameras"]),
    task("b33-t128", "I'm going to change the firewall rules on the barge router tonight", [U],
         ["pref-morag-changes-logged-first"]),
    task("b33-t129", "night shift wants to save the feed sheet onto the shared drive at 1:15 am. "
         "any problem?", [V], ["env-shore-share-locked-backup"]),
    task("b33-t130", "A ligação de rádio caiu e a barcaça passou para o 4G. O que faço "  # pt
         "primeiro?", [P], ["rule-4g-fallback-throttle-cameras"]),
]

BLIND33_NO_MEMORY_REQUESTS: list[tuple[str, str]] = [
    ("b33-n01", "how far upriver do wild Atlantic salmon swim to spawn, roughly?"),
    ("b33-n02", "write a short poem about a rainy Sunday afternoon"),
    ("b33-n04", "give me a recipe for leek and potato soup for four"),
    ("b33-n05", "why is the sea salty but rivers aren't?"),
    ("b33-n06", "recommend a podcast about medieval history"),
    ("b33-n07", "what's the difference between 'affect' and 'effect'?"),
    ("b33-n08", "how many bones are there in the human hand?"),
    ("b33-n09", "Wie hoch ist die Zugspitze?"),  # de
    ("b33-n10", "Comment dit-on « merci » en coréen ?"),  # fr
    ("b33-n11", "¿Cuál es la capital de Australia?"),  # es
    ("b33-n12", "Mi consigli un film per una serata in famiglia?"),  # it
]
