"""A thirty-second workspace and its tasks: an indoor ice arena with two pads, home of a
professional ice hockey club, from the ammonia ice plant, its gas detection, the resurfacers,
ice thickness and paint, the heating under the slab and the dehumidifiers, through the video
cube and the official clock, goal video review, turnstiles, season tickets, public skating and
skate hire, club ice rentals, kiosks and bars, the live stream, the PA and voice alarm, the
arena lighting, standby power and the players' skate sharpening profiles, written by hand from
the record format alone and never fitted on.

The store is the memory of the operations team of Kestrelmoor Arena (an invented arena run by
the invented Kestrelmoor Arena Trust in the invented town of Brackenford: a main pad with 4,200
seats, home of the invented Brackenford Lynx of the invented Northmark Ice League, and a smaller
Annex pad): the Frostline ice plant controller, the Sniffline ammonia detection panel, the
Glide-1 and Glide-2 resurfacers, the Icedepth thickness gauge, the Subheat glycol loop, the
Dryair dehumidifiers, the Cubeview video cube and the league's Clockhouse console, the Replaybox
goal cameras, the Gatepass turnstiles, the Fanbase season-ticket system, the Rinkslot public
session bookings, the Icebook ice rentals, the Tillpoint kiosk tills, the Lynxcast stream
encoder, the Voxguard PA and voice alarm, the Lumarc floodlights, the Gridkeep generator panel
and the Bladebook skate profiles; and of its principal (Solveig Ardent-Hale, general manager).
Other invented names: Bertil Ramsgate (head icemaker), Noor Elvesham (refrigeration engineer),
Ciaran Wetherell (electrician, on call), Declan Morrowby (IT, cube and network), Ilse
Vantongeren (box office), Tamsin Quillfeather (club ice bookings), Rafferty Colnbrook
(stewarding), Yusra Penhallow (kiosks and bars), Femi Adeyanju-Hart (video and stream), Greta
Sowerby (public skating), Oskar Lindqvart (equipment manager), the players Pekka Ruusila, Lowe
and Dale, Polarfrost Refrigeration, Glidewell Machines, Ashgrove Signs, Vennick Air, Marrick
Security Systems, Cobalt Stream, Tern Valley Power, the Brackenford Fire Brigade, Brackenford
Juniors and the opposing clubs Harrowgate, Ostwick and Dunmoor; hosts use .example names and
10.0.0.0/8 addresses, and every amount, date and event is invented. No credential-shaped value
appears.

Eighteen themes hold one record in each tier about the same system (a fact, an incident, a
lesson, a preference of Solveig and a prediction). Five more records: a fact about the arena and
the team, a fact about a home game day's timeline, Solveig's wish for nothing non-urgent on a
game night, a prediction of how she answers a message full of unexplained abbreviations and a
prediction of when the league office answers a Friday-evening question. Lessons carry a trigger
list and a "When ..., do: ... Not: ... Why: ..." body; predictions carry a condition and a
prediction, in the SPEC's sub-buckets system-state (15), skill-output-shape (3),
principal-response (1), workspace-state-transitions (1); every episodic record is an incident.
Preferences use the domains data (4), communication (4), reporting (3), approvals (3), safety
(2), planning (2), work-style (1).

Counts (computed by the writer's counter script, not typed): 95 records (semantic 20, episodic
18, procedural 18, personalized 19, environment-dynamics 20); 130 tasks, each with one needed
tier and one answering record (semantic 28, episodic 19, procedural 35, personalized 22,
environment-dynamics 26; English 90, German 8, French 8, Spanish 8, Italian 8, Portuguese 8; of
the 40 not in English: semantic 9, episodic 3, procedural 17, personalized 3,
environment-dynamics 8); every record answers at least one task; 12 no-memory requests (4 of
them not in English).

Written by hand by a writer who had not read the project's code (not the
recall code, its cue tables, its weights, nor any other store's rows); the only inputs were
the collection rules, the layout lines of an earlier task file
(benchmarks/retrieval/blind30_tasks.py lines 1-130: its docstring, its import line and its first
records; lines 869-895: its first tasks; lines 1150-1169: its last tasks and its no-memory
requests), benchmarks/retrieval/dataset.py lines 1-66 (its docstring and the record
constructors) and 725-735 (the task constructor and the tier constants), and the lines of
SPEC.md naming the five tiers and the environment-dynamics sub-buckets; the heldout
README was read only to pick a domain not used before (no earlier workspace was an ice arena or
a sports venue; the nearest earlier ones were an opera house, a leisure pool and a ski resort,
different trades). This file was never imported or run against recall: the only checks were a
parse of it as Python and a small script of the writer's that executes the record and task lists
against its own stand-in constructors (never the project's) to check that every id is unique,
that every gold id exists and has the task's tier, that every record is used, the counts above,
the languages, and the longest run of words a request shares with its record (counted over the
record's title, body, triggers, condition, prediction and evidence; at most 2 words; 0 words: 22
requests; 1 word: 68 requests; 2 words: 40 requests). Every system, company, person, place and
number is invented; nothing was copied from a public text.

Requests are typed the way the icemaker, the refrigeration engineer, the electrician, the box
office, the stewarding lead, the kiosk manager, the stream producer, the equipment manager or a
coding agent would type them (imperatives, "what happened", "why did", "will X if", "should I",
terse situations); non-English requests are marked by a trailing comment. The families: an
imperative whose needed memory is a lesson told without the lesson's words (procedural), a
message or report for Solveig whose needed memory is how she wants it (personalized), a "what
will happen if" about a machine, a supplier, the league or Solveig (environment-dynamics), "who
/ how many / how long / when" about a fact (semantic), and "what happened" / "why did"
(episodic). Some requests touch a second record more weakly; the gold is the one record that
answers the request as asked. The writer hesitated most over b32-t001 (the refrigeration
engineer: gold is the team fact, though the ice plant fact names her too), b32-t012 (a plant
change told by word of mouth: gold is the plant-log wish, though the setpoint lesson is near),
b32-t019 (an ammonia reading to mail: gold is the phone-call wish, though the detector drift
prediction is near), b32-t024 (an afternoon check before a game: gold is the charging lesson,
though the cube and review-camera lessons are game-day checks too), b32-t042 (a rise in
electricity use: gold is the summer heater prediction, though the underfloor fact is near),
b32-t047 (a contractor date to ask for: gold is her two-dates wish, though the dehumidifier
service lesson is near), b32-t054 (an advert to approve: gold is her stills wish, though the
large-file prediction is near), b32-t112 (the generator test and the PA: gold is the battery
fault prediction, though the standby power fact is near), b32-t118 (lights after a power blip:
gold is the lighting prediction, though the standby power records are near) and b32-t124 (a long
outage: gold is the day-tank prediction, though the standby power fact is near).
BLIND32_NO_MEMORY_REQUESTS lists requests that no record in this store answers (general
knowledge or small talk), as plain (id, text) pairs outside the task constructor, as the layout
file does, for a caller that wants to measure abstention. Report it in aggregate; do not tune on
it.
"""

from __future__ import annotations

from typing import Any

from benchmarks.retrieval.dataset import E, P, S, U, V, env, epi, pref, rule, sem, task

BLIND32_RECORDS: list[dict[str, Any]] = [
    # --- 0. the arena, the club and the team ---
    sem("sem-kestrelmoor-arena-and-team", "arena-and-team", 0.97, 22, "2026-10-02",
        "Kestrelmoor Arena is a two-pad ice arena and the Lynx's home",
        "Kestrelmoor Arena in Brackenford is run by the Kestrelmoor Arena Trust for the borough: "
        "a main pad with 4,200 seats, home of the Brackenford Lynx of the Northmark Ice League, "
        "and the smaller Annex pad for clubs, lessons and public sessions. Solveig Ardent-Hale is "
        "general manager. Bertil Ramsgate is head icemaker; Noor Elvesham is refrigeration "
        "engineer; Ciaran Wetherell is building electrician and on-call engineer; Declan Morrowby "
        "runs IT, the video cube and the network; Ilse Vantongeren runs the box office; Tamsin "
        "Quillfeather books ice time for clubs; Rafferty Colnbrook is head of stewarding; Yusra "
        "Penhallow manages the kiosks and bars; Femi Adeyanju-Hart produces video and the "
        "stream; Greta Sowerby runs public skating and lessons; Oskar Lindqvart is the Lynx "
        "equipment manager.")
    ,
    sem("sem-kestrelmoor-game-day-timeline", "game-day", 0.94, 16, "2026-09-20",
        "A Lynx home game follows a fixed timeline from 15:30",
        "On a home game day the last public session on the main pad ends by 15:30. The ice is "
        "flooded before warm-ups, after warm-ups and in both intermissions. Doors open 75 "
        "minutes before face-off, warm-ups start 40 minutes before. Face-off is 19:00 on "
        "weekdays and Saturdays, 17:00 on Sundays. Periods are 20 minutes of stopped time and "
        "each intermission is 15 minutes; the league fines a home club for a start more than "
        "10 minutes late.")
    ,
    # --- 1. ice plant (Frostline) ---
    sem("sem-frostline-ice-plant", "ice-plant", 0.96, 19, "2026-09-12",
        "Frostline runs two ammonia compressors and the brine loop under the main pad",
        "Frostline (frostline.kestrelmoor.example, 10.61.4.10) is the ice plant controller in the "
        "machinery room behind the resurfacer garage. It runs two screw compressors, C1 and C2, "
        "on a 212 kg ammonia charge and chills calcium chloride brine pumped through 14 km of "
        "pipe in the slab. Brine supply is -8.5 degrees for hockey and -7 degrees for figure "
        "skating and public sessions; staff may move that setpoint on the schedule page, but "
        "only Noor Elvesham or Polarfrost Refrigeration may change compressor sequencing.")
    ,
    epi("epi-2026-02-14-frostline-soft-ice-against-harrowgate", "ice-plant", "incident",
        "2026-02-14", "Soft ice delayed the Harrowgate game by 25 minutes",
        "The figure skating gala on 13 February raised the brine to -7 degrees through a "
        "schedule entry with no end time. Frostline held that value overnight, and on 14 "
        "February the Lynx hosted Harrowgate on soft, snowy ice: the puck bounced, the referee "
        "held the start for 25 minutes while the plant caught up and the league fined the club "
        "400 pounds. Noor found the open-ended entry the next morning.")
    ,
    rule("rule-frostline-every-setpoint-change-gets-a-revert", "ice-plant",
         ["Frostline", "brine setpoint", "schedule page", "gala", "figure skating",
          "warmer ice", "event change"], "high", 1, "2026-02-16",
         "An event's brine change is entered together with its revert",
         "When you change the brine setpoint for an event on the Frostline schedule page, do: "
         "enter the change with an end time and a second entry that puts the hockey value "
         "back, then look at the next day's bookings. Not: one open-ended change to undo "
         "later. Why: Frostline keeps the last value indefinitely, and a Lynx game on -7 "
         "degree ice was delayed and fined.")
    ,
    pref("pref-solveig-plant-changes-in-the-plant-log", "data", "ice-plant", "2026-03-02",
         "Solveig wants every ice plant change written in the plant log",
         "Solveig wants any change to the ice plant, however small, written in the shared plant "
         "log with the old value, the new value, the time and who made it. Telling Noor in "
         "the corridor or in the team chat does not count as recorded.")
    ,
    env("env-frostline-pad-follows-brine-slowly", "system-state", "ice-plant",
        "the brine setpoint is lowered by a degree or more on the day of a game",
        "the ice surface needs about four hours per degree to follow, so a change made after "
        "midday is not complete by a 19:00 face-off", 6, 1, "2026-03-10",
        "Seen on Noor's surface probe after six same-day changes; one winter evening cooled "
        "faster.")
    ,
    # --- 2. ammonia detection (Sniffline) ---
    sem("sem-sniffline-ammonia-detection", "ammonia", 0.95, 15, "2026-06-10",
        "Sniffline watches the machinery room with six ammonia detectors",
        "Sniffline is the gas detection panel (10.61.4.20) for the machinery room: six ammonia "
        "detectors. At 25 ppm it starts the second extract fan and raises a warning; at 150 "
        "ppm it stops C1 and C2, opens the emergency vent and its alarm goes through the "
        "alarm receiving centre to the fire brigade and to Polarfrost. Detectors are bump "
        "tested monthly by Ciaran and calibrated every six months by Polarfrost.")
    ,
    epi("epi-2026-06-03-sniffline-test-gas-brought-two-engines", "ammonia", "incident",
        "2026-06-03", "A bump test with the panel live brought two fire engines",
        "During the monthly bump test Ciaran put test gas on detector 2 while the Sniffline "
        "panel was still live. The 150 ppm alarm reached the alarm receiving centre, two "
        "engines of the Brackenford Fire Brigade arrived within nine minutes, the building "
        "was cleared of a toddler skating class and the brigade later invoiced 290 pounds for "
        "an unwanted call-out.")
    ,
    rule("rule-sniffline-test-mode-and-phone-the-centre", "ammonia",
         ["Sniffline", "bump test", "test gas", "calibration", "detector", "machinery room",
          "alarm receiving centre"], "critical", 1, "2026-06-05",
         "Detector tests run in test mode, with the receiving centre told",
         "When any detector in the machinery room is bump tested, calibrated or worked on with "
         "test gas, do: put the Sniffline panel in test mode, phone the alarm receiving centre "
         "with the panel number before starting and again when done, and take the panel out "
         "of test mode. Not: apply gas with the panel live. Why: a live alarm calls the fire "
         "brigade automatically; it cost a cleared building and a call-out charge.")
    ,
    pref("pref-solveig-ammonia-phone-call-and-two-people", "safety", "ammonia", "2026-06-08",
         "Solveig wants a phone call for any ammonia reading and nobody entering alone",
         "Solveig wants to be phoned, at any hour, when any detector reads over 25 ppm; a text "
         "or an email is not enough. While a warning is showing, nobody goes into the "
         "machinery room alone, and whoever goes wears the escape set from the door cabinet.")
    ,
    env("env-sniffline-door-detector-drifts-in-heat", "system-state", "ammonia",
        "the machinery room is above about 28 degrees on a humid summer day",
        "detector 4 by the door drifts to a 10 to 20 ppm reading with no leak, and the "
        "reading falls away after the room fan has run for about an hour", 5, 1, "2026-08-14",
        "Five hot days in July and August; once the reading was a real weep from a valve.")
    ,
    # --- 3. resurfacers (Glide) ---
    sem("sem-glide-resurfacers", "resurfacers", 0.95, 18, "2026-09-05",
        "Two electric resurfacers share the garage and the melt pit",
        "The arena has two electric resurfacers from Glidewell Machines: Glide-1 (2019) and "
        "Glide-2 (2024). A full battery does about nine floods; one flood of the main pad "
        "takes 11 minutes, and in an intermission both machines flood together. Flood water "
        "comes from the 60 degree hot tank in the garage, and the shaved snow is tipped into "
        "the melt pit behind the garage, which melts about three loads an hour.")
    ,
    epi("epi-2026-03-21-glide-2-died-on-the-ice-in-the-playoff", "resurfacers", "incident",
        "2026-03-21", "Glide-2 stopped on the ice in the second intermission",
        "In the second intermission of the playoff against Ostwick, Glide-2 stopped at centre "
        "ice with its battery at 3 percent. It had done the afternoon floods on the Annex and "
        "nobody had put it back on the charger. Glide-1 towed it off with a strap, the "
        "intermission ran 14 minutes over and the stream filled the gap with an old interview.")
    ,
    rule("rule-glide-charge-both-machines-before-game-night", "resurfacers",
         ["Glide-1", "Glide-2", "resurfacer", "battery", "charger", "intermission flood",
          "game night"], "high", 1, "2026-03-23",
         "Both resurfacers are at 80 percent by 17:00 on a game day",
         "When there is a game that evening, do: check by 17:00 that Glide-1 and Glide-2 both "
         "show at least 80 percent, and plug each machine in after every flood. Not: assume "
         "the day crew left them charged. Why: a machine that flooded the Annex in the "
         "afternoon died at centre ice in a playoff intermission.")
    ,
    pref("pref-solveig-flood-times-one-line-per-game", "reporting", "resurfacers",
         "2026-03-30", "Solveig wants flood times as one line per game",
         "After a game Solveig wants the floods as one line: start and end time of each flood "
         "and whether every intermission stayed within its 15 minutes. No account of what the "
         "crew did unless a flood ran over.")
    ,
    env("env-glide-melt-pit-overflows-after-three-loads", "system-state", "resurfacers",
        "more than three loads of snow go into the melt pit within an hour",
        "the pit overflows onto the garage floor, the drain alarm trips and the next flood "
        "waits about 20 minutes", 4, 0, "2026-02-02",
        "Seen on two tournament Saturdays and two nights with a session and a game "
        "back to back.")
    ,
    # --- 4. ice thickness and paint (Icedepth) ---
    sem("sem-icedepth-thickness-and-paint", "ice-thickness", 0.93, 14, "2026-09-01",
        "Icedepth measures the ice at 40 points every Monday",
        "The ice on the main pad is built each August to about 38 mm over the white base "
        "coat, with the lines and the Lynx logos painted by Bertil's crew using Ashgrove Signs "
        "paint. The Icedepth laser gauge (10.61.4.35 for uploads) is read at 40 fixed points "
        "every Monday morning; the target band is 32 to 40 mm. Over 45 mm wastes energy; under "
        "28 mm the paint starts to show.")
    ,
    epi("epi-2026-08-18-logo-bled-into-the-white", "ice-thickness", "incident", "2026-08-18",
        "The centre logo bled into the white coat during the ice build",
        "During the August build the crew painted the centre ice logo on a sealing layer that "
        "had not frozen through. The red ran into the white in a halo about a metre wide; "
        "Bertil had 12 mm scraped off the centre circle and the logo repainted, the build "
        "finished three days late and the first pre-season game moved to the following week.")
    ,
    rule("rule-icedepth-seal-must-freeze-before-painting", "ice-thickness",
         ["Icedepth", "ice build", "paint", "logo", "lines", "sealing mist", "base coat"],
         "high", 1, "2026-08-21", "Paint only on a sealing layer that has frozen through",
         "When lines or logos are to be painted during an ice build, do: lay the two sealing "
         "mists, wait at least two hours at hockey brine and check with the Icedepth gauge "
         "that the layer reads hard at the spot before the first colour. Not: paint on a "
         "layer that still looks wet. Why: the centre logo bled into the white and cost three "
         "days of the build.")
    ,
    pref("pref-solveig-thickness-as-a-coloured-grid", "reporting", "ice-thickness",
         "2026-09-14", "Solveig wants the Monday readings as a coloured grid",
         "Solveig wants the Monday ice readings as a coloured grid laid out like the pad, "
         "green inside 32 to 40 mm, amber and red outside, with the thinnest point circled. "
         "She does not read a list of forty numbers.")
    ,
    env("env-icedepth-creases-thin-after-a-three-game-week", "system-state", "ice-thickness",
        "the main pad has had three games in one week",
        "the two goal creases read 4 to 6 mm thinner than the rest on Monday and fall under "
        "32 mm unless they were built up on the Sunday night", 5, 1, "2026-11-23",
        "From the Icedepth grids after five three-game weeks.")
    ,
    # --- 5. underfloor heating (Subheat) ---
    sem("sem-subheat-keeps-the-ground-from-freezing", "underfloor-heating", 0.94, 13,
        "2025-11-20", "Subheat keeps the soil under the slab above freezing",
        "Under the main pad's insulation runs a glycol loop, Subheat (panel 10.61.4.30), warmed "
        "by heat recovered from the compressors. It keeps the soil under the slab between 2 "
        "and 6 degrees so it cannot freeze and heave the floor. Eight ground probes report to "
        "the panel; pump P1 runs and P2 is standby. Subheat must run all year, also when the "
        "ice is out.")
    ,
    epi("epi-2025-12-29-subheat-pump-tripped-over-the-holiday", "underfloor-heating",
        "incident", "2025-12-29", "The underfloor pump tripped over the holiday weekend",
        "Pump P1 tripped on a failed contactor on 27 December and nobody saw the probe alarm "
        "until Monday 29 December, when probe 3 read minus 1 degree. Ciaran started P2 and the "
        "soil recovered in two days. No heave was found, but Polarfrost's survey of the slab "
        "cost 1,850 pounds.")
    ,
    rule("rule-subheat-cold-probe-means-standby-pump-now", "underfloor-heating",
         ["Subheat", "ground probe", "glycol pump", "P1", "P2", "frost heave", "probe alarm"],
         "critical", 1, "2026-01-05", "A probe under 1 degree means the standby pump, now",
         "When any Subheat ground probe reads under 1 degree, do: start P2 at the panel at once "
         "and phone the on-call engineer, whatever the day or hour. Not: leave it for Monday "
         "or put it down to a faulty probe. Why: frozen soil heaves the slab, which means "
         "months without ice; a tripped pump went unnoticed over a holiday.")
    ,
    pref("pref-solveig-underfloor-report-only-when-out-of-band", "reporting",
         "underfloor-heating", "2026-01-12",
         "Solveig wants underfloor readings only when they leave the band",
         "Solveig does not want a weekly email saying the underfloor heating is fine. She "
         "wants a message only when a ground probe leaves 2 to 6 degrees, with the probe "
         "number and the trend over the last three days.")
    ,
    env("env-subheat-electric-heater-in-summer", "system-state", "underfloor-heating",
        "the ice plant is switched off for the summer",
        "Subheat has no recovered heat, its electric backup heater starts and the building's "
        "meter shows roughly 90 kWh a day more", 2, 0, "2026-07-20",
        "The two summers since the heater was fitted.")
    ,
    # --- 6. dehumidifiers (Dryair) ---
    sem("sem-dryair-dehumidifiers", "dehumidifiers", 0.93, 12, "2026-04-30",
        "Two desiccant units keep the bowl's dew point low",
        "Two gas-fired desiccant dehumidifiers on the roof, A and B, controlled by Dryair "
        "(10.61.4.40), keep the dew point of the bowl air under 3 degrees. Above about 5 "
        "degrees fog forms over the ice and frost grows on the boards and the glass. Service "
        "and filter changes are done by Vennick Air three times a season.")
    ,
    epi("epi-2026-04-25-fog-stopped-the-playoff-three-times", "dehumidifiers", "incident",
        "2026-04-25", "Fog over the ice stopped the playoff three times",
        "On a warm, wet April evening with 4,150 in the building, unit B was open for its "
        "filter change, booked weeks earlier. By the second period fog hung over the ice; the "
        "referee stopped play three times while both teams skated laps to stir it, and the "
        "game finished 50 minutes late.")
    ,
    rule("rule-dryair-service-only-on-quiet-dry-days", "dehumidifiers",
         ["Dryair", "dehumidifier", "Vennick Air", "filter change", "service visit", "fog"],
         "medium", 1, "2026-04-28", "Book dehumidifier service away from crowds and humid days",
         "When a service or filter change takes a dehumidifier out, do: book it on a day with "
         "no event over 1,500 people and look at the forecast again two days before, moving "
         "it if the outdoor dew point will be over 10 degrees. Not: keep a date booked weeks "
         "ahead whatever the weather. Why: one unit down on a humid playoff night fogged the "
         "ice.")
    ,
    pref("pref-solveig-two-dates-beside-the-calendar", "planning", "contractors",
         "2026-05-04", "Solveig wants contractor visits offered as two dates",
         "When a contractor visit needs a date, Solveig wants two possible dates, each shown "
         "beside what is on in the arena that day, so she can pick. One date already agreed "
         "with the contractor is not a choice.")
    ,
    env("env-dryair-fog-with-one-unit-and-a-big-humid-crowd", "system-state", "dehumidifiers",
        "only one dehumidifier runs with more than 3,000 people in and an outdoor dew point "
        "above 14 degrees",
        "fog forms over the ice by the second period", 3, 0, "2026-05-10",
        "Two early-autumn games and the April playoff.")
    ,
    # --- 7. video cube and game clock (Cubeview) ---
    sem("sem-cubeview-video-cube-and-official-clock", "video-cube", 0.95, 17, "2026-09-15",
        "Cubeview drives the cube; the official clock is the league's Clockhouse",
        "The centre-hung cube (four screens) and the ribbon boards are driven by Cubeview "
        "(cubeview.kestrelmoor.example, 10.61.7.12), run by Declan. The game clock and penalty "
        "clocks are kept by the league timekeeper on the certified Clockhouse console at the "
        "bench; Cubeview only shows a copy of that time. Adverts, replays and crowd prompts "
        "are played from Cubeview's playlists.")
    ,
    epi("epi-2026-01-17-cubeview-rebooted-for-updates-mid-period", "video-cube", "incident",
        "2026-01-17", "The cube went black for six minutes when its PC updated",
        "Twelve minutes into the first period against Dunmoor, the Cubeview PC restarted to "
        "install operating system updates and the cube and ribbons went black for six "
        "minutes. The official clock kept running on Clockhouse, but the crowd could not see "
        "the time or the score and the announcer read it out over the PA.")
    ,
    rule("rule-cubeview-no-pending-updates-on-event-days", "video-cube",
         ["Cubeview", "video cube", "ribbon boards", "updates", "restart", "event day"],
         "high", 1, "2026-01-19", "Clear Cubeview's updates before any event",
         "When there is a game or any ticketed event that day, do: check by 15:00 that "
         "automatic updates are paused on the Cubeview PC and that no restart is waiting; if "
         "one is, do it then. Not: leave updates on their automatic schedule. Why: the PC "
         "restarted in the first period and the cube was black for six minutes.")
    ,
    pref("pref-solveig-sponsor-adverts-as-stills-48-hours-ahead", "approvals", "video-cube",
         "2026-09-22", "Solveig approves new cube adverts from a still, 48 hours ahead",
         "Solveig wants each new sponsor advert for the cube sent to her as a still image at "
         "least 48 hours before it first runs, for approval. A video link is not enough; she "
         "looks at it between meetings on her phone.")
    ,
    env("env-cubeview-large-videos-stutter-on-ribbons", "skill-output-shape", "video-cube",
        "an advert file above 1080p or over 200 MB is loaded into a Cubeview playlist",
        "it plays with dropped frames on the ribbon boards and sometimes stalls the playlist "
        "for the next item", 4, 1, "2026-10-12",
        "Four sponsor files this season; one large file played cleanly.")
    ,
    # --- 8. goal video review (Replaybox) ---
    sem("sem-replaybox-goal-video-review", "goal-review", 0.94, 14, "2026-09-18",
        "Replaybox records four goal cameras for the league's video goal judge",
        "Replaybox (10.61.7.30) records four goal cameras, one inside each net and two "
        "overhead, for the league's video goal judge in the booth above section 112. It keeps "
        "recordings 30 days; a clip of a disputed goal goes to the league's referee-in-chief. "
        "Femi looks after it.")
    ,
    epi("epi-2026-11-07-replaybox-disk-full-overhead-camera", "goal-review", "incident",
        "2026-11-07", "A full disk meant a disputed goal could not be reviewed",
        "On 7 November Replaybox's disk filled early in the second period and the overhead "
        "camera stopped recording. Ostwick's tying goal, which the Lynx said went in off a "
        "skate, could not be reviewed; the goal stood, the coach was furious and the league "
        "asked for a written explanation.")
    ,
    rule("rule-replaybox-free-space-and-four-live-tiles", "goal-review",
         ["Replaybox", "goal camera", "disk space", "video goal judge", "overhead camera",
          "game day"], "high", 1, "2026-11-09",
         "Game-day check: 500 GB free and four live camera tiles",
         "When setting up for a game, do: make sure Replaybox has at least 500 GB free and all "
         "four camera tiles are live, copying any clip the club wants kept to the archive "
         "share before removing old recordings. Not: delete a recording the league has asked "
         "about. Why: a full disk lost the overhead angle on a disputed goal.")
    ,
    pref("pref-solveig-league-letters-drafted-for-her", "communication", "league",
         "2026-11-10", "Letters to the league go out from Solveig",
         "Solveig wants anything to the Northmark Ice League office about a review, a fine "
         "or a complaint drafted for her to send under her own name. Staff do not write to the "
         "league on those subjects directly.")
    ,
    env("env-league-wants-original-mp4-within-48-hours", "skill-output-shape", "goal-review",
        "a goal is disputed and the league's referee-in-chief asks for the clip",
        "the request comes within a day, the clip is wanted within 48 hours and only an MP4 "
        "at the camera's original frame rate is accepted; a re-encoded or phone-filmed copy "
        "is sent back", 4, 0, "2026-11-12",
        "Every disputed goal this season and last.")
    ,
    # --- 9. turnstiles (Gatepass) ---
    sem("sem-gatepass-turnstiles", "turnstiles", 0.95, 18, "2026-09-25",
        "Sixteen turnstiles at three entrances run on Gatepass",
        "Gatepass (10.61.2.20), supplied by Marrick Security Systems, runs 16 turnstiles at "
        "the North, River and Family entrances and checks e-tickets and season cards. If a "
        "turnstile loses the server it goes into offline mode, accepting any barcode in the "
        "right format and storing scans for two hours. Rafferty's stewards staff the "
        "entrances.")
    ,
    epi("epi-2026-10-03-gatepass-offline-let-in-copied-tickets", "turnstiles", "incident",
        "2026-10-03", "Offline turnstiles let in copied tickets",
        "Before the derby with Ostwick the switch at the River entrance lost its uplink and "
        "the six turnstiles there went offline. For 35 minutes they let in screenshots of the "
        "same tickets, shared on a fan forum. The count reached 4,460 for 4,200 seats and the "
        "safety officer closed the upper tier of the River stand.")
    ,
    rule("rule-gatepass-offline-means-handheld-scanners", "turnstiles",
         ["Gatepass", "turnstile", "offline", "amber light", "entrance", "handheld scanner",
          "stewards"], "critical", 1, "2026-10-05",
         "An offline entrance is closed and scanned by hand",
         "When turnstiles show the amber light and OFFLINE on their display, do: close those "
         "lanes and put stewards with handheld scanners, which check against the server, at "
         "that entrance until Declan has them back. Not: let the offline lanes keep admitting. "
         "Why: offline lanes accept copied tickets; a derby was overfilled by 260.")
    ,
    pref("pref-solveig-attendance-as-one-scanned-number", "data", "attendance",
         "2026-10-06", "Solveig wants attendance as scanned entries, sold in brackets",
         "Solveig wants a game's attendance as one number: entries scanned by 20 minutes "
         "after face-off, with tickets sold in brackets after it. She does not want the sales "
         "figure alone called attendance.")
    ,
    env("env-gatepass-late-doors-queue-to-the-road", "system-state", "turnstiles",
        "doors open later than an hour before face-off for a crowd over 3,500",
        "the North entrance queue reaches Mill Road, the police ring Rafferty and the game "
        "starts late", 3, 1, "2026-10-20",
        "Three big games; once the rain kept people at home.")
    ,
    # --- 10. season tickets (Fanbase) ---
    sem("sem-fanbase-season-tickets", "season-tickets", 0.94, 15, "2026-05-01",
        "Fanbase holds the 2,150 season ticket holders",
        "Fanbase (fanbase.kestrelmoor.example) holds the 2,150 season ticket holders, their "
        "seats and direct debits, which are collected on the 1st of each month. Renewals "
        "open in early May at the early price until 31 May. Only Ilse moves seats. Bulk "
        "emails to holders are sent from Fanbase's mailing page.")
    ,
    epi("epi-2026-05-19-fanbase-junior-rows-got-adult-price", "season-tickets", "incident",
        "2026-05-19", "Renewal emails told junior holders the adult price",
        "The renewal email of 19 May merged the adult price into the junior rows: 318 families "
        "were told a junior renewal was 540 pounds instead of 210. The box office took about "
        "200 calls in two days and a correction went out on 21 May. The preview had only "
        "shown one adult record.")
    ,
    rule("rule-fanbase-bulk-mail-to-staff-test-list-first", "season-tickets",
         ["Fanbase", "bulk email", "renewal", "mail merge", "ticket type", "price"], "high", 1,
         "2026-05-22", "Bulk mail goes to the staff test list first",
         "When sending a bulk email from Fanbase, do: send it first to the staff test list, "
         "which has one record of every ticket type, and check each copy's price and seat. "
         "Not: send to all holders after previewing one record. Why: junior families were "
         "quoted the adult price.")
    ,
    pref("pref-solveig-supporter-emails-plain", "communication", "supporters", "2026-05-25",
         "Solveig wants supporter emails plain and short",
         "Solveig wants emails to supporters short and plain, signed by the Kestrelmoor team, "
         "with no exclamation marks and no emojis, and the one thing the reader must do in "
         "the first line.")
    ,
    env("env-fanbase-large-sends-finish-next-morning", "skill-output-shape", "season-tickets",
        "a Fanbase bulk email goes to more than about 1,500 people",
        "the mail service queues it: the first 1,500 arrive within the hour and the rest after "
        "06:00 the next morning", 3, 0, "2026-06-02",
        "Three sends to all holders.")
    ,
    # --- 11. public skating and skate hire (Rinkslot) ---
    sem("sem-rinkslot-public-sessions-and-hire", "public-skating", 0.95, 16, "2026-01-15",
        "Rinkslot books public sessions: 300 on the main pad, 120 on the Annex",
        "Rinkslot (rinkslot.kestrelmoor.example) sells public skating sessions of 90 minutes: "
        "up to 300 skaters on the main pad and 120 on the Annex. There are 420 pairs of hire "
        "skates. Children under eight must wear a helmet, which is lent free. Greta Sowerby "
        "runs the sessions and the lessons.")
    ,
    epi("epi-2026-02-20-rinkslot-half-term-session-oversold", "public-skating", "incident",
        "2026-02-20", "A half-term session was oversold by 85",
        "On the Friday of February half-term the 14:00 session sold its 300 places online "
        "while the skate desk sold 85 more on the old paper roll, which Rinkslot does not "
        "count. The ice was over its limit, hire skates in sizes 3 to 5 ran out and 40 "
        "families were refunded.")
    ,
    rule("rule-rinkslot-walk-ups-sold-on-the-same-count", "public-skating",
         ["Rinkslot", "skate desk", "walk-up", "paper roll", "session limit", "public session"],
         "high", 1, "2026-02-23", "Walk-up skaters are sold from Rinkslot's own screen",
         "When people turn up to skate without booking, do: sell their places on the "
         "Rinkslot screen at the skate desk, which counts against the same limit, and stop "
         "when it shows full. Not: use the old paper roll. Why: paper sales are not counted "
         "and a half-term session went 85 over.")
    ,
    pref("pref-solveig-small-refunds-without-her", "approvals", "refunds", "2026-03-01",
         "Solveig leaves refunds under 50 pounds to the desk",
         "Solveig wants refunds of 50 pounds or less decided by Greta or the desk without "
         "asking her. Larger ones, and any group booking, come to her with the booking "
         "reference and one line on why.")
    ,
    env("env-rinkslot-holiday-sessions-sell-out-after-club-post", "system-state",
        "public-skating",
        "a school holiday session is announced on the Lynx club's social pages",
        "it sells out within about three hours and the desk phone fills with people asking "
        "for a waiting list", 4, 1, "2026-04-15",
        "Five holiday announcements; one at Easter took a day.")
    ,
    # --- 12. club ice rentals (Icebook) ---
    sem("sem-icebook-ice-time-rentals", "ice-rentals", 0.94, 14, "2026-08-20",
        "Icebook rents ice to clubs at 265 or 190 pounds an hour",
        "Icebook schedules rented ice on both pads for the junior hockey clubs, the figure "
        "skating club, adult recreational leagues and private hire. Prime time, 16:00 to "
        "22:00, costs 265 pounds an hour, other times 190. Tamsin issues invoices from Icebook "
        "monthly; a cancellation less than 14 days ahead is charged.")
    ,
    epi("epi-2026-09-29-icebook-annex-double-booked", "ice-rentals", "incident",
        "2026-09-29", "Two teams arrived for the same Annex hour",
        "On Tuesday 29 September the under-11s of Brackenford Juniors and an adult league "
        "team both arrived for the 18:30 hour on the Annex. The autumn block bookings had been "
        "loaded from a spreadsheet the week before; the adults were sent home and given a "
        "credit, and two more clashes were found later that week.")
    ,
    rule("rule-icebook-conflict-report-before-publishing", "ice-rentals",
         ["Icebook", "block booking", "import", "spreadsheet", "season schedule",
          "conflict report"], "high", 1, "2026-10-01",
         "Run the conflict report before a season's bookings go live",
         "When a season's block bookings are loaded into Icebook, do: run the conflict report "
         "for each pad and each week and fix every overlap before publishing. Not: publish "
         "and trust the calendar view. Why: the import skips the clash check and two teams "
         "turned up for one hour.")
    ,
    pref("pref-solveig-youth-clubs-offered-ice-first", "planning", "ice-rentals",
         "2026-06-15", "Solveig wants youth clubs offered prime ice first",
         "Each season Solveig wants the junior clubs offered prime time before adult leagues "
         "and private hire, and any draft allocation to show the youth hours first, in a "
         "table by club.")
    ,
    env("env-icebook-december-late-cancellations-disputed", "system-state",
        "ice-rentals",
        "it is December and clubs cancel booked hours",
        "two to four hours a week are cancelled inside the 14 days, and most of those clubs "
        "dispute the charge when the January invoice arrives", 2, 0, "2026-01-20",
        "The last two Decembers.")
    ,
    # --- 13. kiosks and bars (Tillpoint) ---
    sem("sem-tillpoint-kiosks-and-bars", "concessions", 0.93, 13, "2026-09-02",
        "Nine kiosks and two bars take payment on Tillpoint",
        "The nine food kiosks and two bars use Tillpoint (server 10.61.3.5) with card readers "
        "on the arena's merchant account; only kiosk 1 takes cash. Prices and stock sync to "
        "the tills each night at 03:00. Under the premises licence, beer sales stop at the "
        "end of the second intermission.")
    ,
    epi("epi-2026-03-07-tillpoint-readers-dropped-in-intermission", "concessions",
        "incident", "2026-03-07", "Card readers dropped at the first intermission",
        "A Wi-Fi change that afternoon had moved the card readers to another network segment. "
        "At the first intermission every reader failed; queues blocked the concourse, staff at "
        "two kiosks wrote card numbers on paper to charge later and Yusra estimated 3,100 "
        "pounds of lost sales.")
    ,
    rule("rule-tillpoint-readers-down-use-store-and-forward", "concessions",
         ["Tillpoint", "card reader", "payment", "kiosk", "bar", "offline"], "critical", 1,
         "2026-03-09", "When card readers fail, switch to store-and-forward",
         "When card readers stop taking payments, do: switch them to store-and-forward, which "
         "holds up to 40 pounds per payment until the link is back, send cash buyers to kiosk "
         "1 and call Declan. Not: write card numbers on paper. Why: staff did so when readers "
         "dropped, which breaks the card scheme's rules.")
    ,
    pref("pref-solveig-spend-per-head-against-last-season", "data", "concessions",
         "2026-03-15", "Solveig reads kiosk takings as spend per head",
         "Solveig wants kiosk and bar takings as spend per head, takings divided by scanned "
         "attendance, next to the same fixture last season. Totals alone tell her nothing.")
    ,
    env("env-tillpoint-price-change-waits-for-night-sync", "system-state", "concessions",
        "a price is changed in Tillpoint during the day",
        "the tills keep charging the old price until the 03:00 sync unless each till is "
        "restarted", 3, 0, "2026-09-28", "Three price changes on match days.")
    ,
    # --- 14. streaming (Lynxcast) ---
    sem("sem-lynxcast-streams-home-games", "streaming", 0.93, 12, "2026-09-10",
        "Lynxcast streams home games to Cobalt Stream",
        "Every home game is streamed to Cobalt Stream from three cameras through the Lynxcast "
        "encoder (10.61.7.40) on a dedicated 40 Mbit/s fibre. The stream opens 15 minutes "
        "before face-off; Femi produces it with two student volunteers. Music played in the "
        "arena is not licensed for the stream.")
    ,
    epi("epi-2026-01-31-lynxcast-muted-for-arena-music", "streaming", "incident",
        "2026-01-31", "The stream was muted for 22 minutes over arena music",
        "During a stoppage in the second period the arena DJ's music went out on the stream "
        "because the mix took the main PA bus. Cobalt Stream's automatic check muted the "
        "whole stream for 22 minutes and put a copyright strike on the club's channel.")
    ,
    rule("rule-lynxcast-audio-from-crowd-mics-and-announcer", "streaming",
         ["Lynxcast", "stream mix", "audio", "PA bus", "music", "Cobalt Stream"], "high", 1,
         "2026-02-02", "The stream's audio never takes the main PA bus",
         "When setting up the stream's sound, do: feed it from the two crowd microphones and "
         "the announcer's own channel only. Not: take the main PA bus. Why: the bus carries "
         "the DJ's music, and the stream was muted and the channel given a strike.")
    ,
    pref("pref-solveig-peak-viewers-not-total-views", "data", "streaming", "2026-02-09",
         "Solveig wants peak concurrent viewers, not total views",
         "Solveig wants streaming figures as peak concurrent viewers per game. Total views "
         "count people who looked for ten seconds, and she does not want them quoted.")
    ,
    env("env-cobalt-stream-ends-after-five-minutes-without-signal", "system-state",
        "streaming",
        "the Lynxcast encoder's signal is lost for more than five minutes",
        "Cobalt Stream ends the event, viewers' link dies and a new event and link have to "
        "be made", 2, 0, "2026-02-20", "Two fibre drops.")
    ,
    # --- 15. PA and voice alarm (Voxguard) ---
    sem("sem-voxguard-pa-and-voice-alarm", "voice-alarm", 0.95, 16, "2026-04-01",
        "Voxguard is both the PA and the voice alarm, in 24 zones",
        "Voxguard carries the announcer, the music and the voice alarm in 24 zones. The fire "
        "panel triggers its recorded evacuation message automatically; a staff alert message "
        "can be started from the control room. Its weekly test is Wednesday at 10:00, when "
        "the building is closed to the public.")
    ,
    epi("epi-2026-04-11-voxguard-evacuation-played-at-kids-lesson", "voice-alarm", "incident",
        "2026-04-11", "The evacuation message played during a children's lesson",
        "On Saturday 11 April a contractor checking zone 7 after a speaker repair played the "
        "evacuation message to every zone. About 200 children in a learn-to-skate class "
        "left the ice and the building in their skates; there was no fire, and the session "
        "restarted 30 minutes later.")
    ,
    rule("rule-voxguard-tests-one-zone-while-closed", "voice-alarm",
         ["Voxguard", "voice alarm", "evacuation message", "zone test", "speaker",
          "contractor"], "critical", 1, "2026-04-14",
         "Voice alarm tests are one zone at a time, with the building closed",
         "When a message or speaker on the voice alarm is tested, do: isolate the zone being "
         "tested and test only while the building is closed to the public, using the "
         "Wednesday morning slot. Not: test during a session or with all zones live. Why: a "
         "test cleared a children's lesson onto the street.")
    ,
    pref("pref-solveig-approves-the-words-of-one-off-announcements", "approvals",
         "announcements", "2026-04-20",
         "Solveig approves the exact words of one-off announcements",
         "Solveig wants any announcement that is not on the standard list sent to her as the "
         "exact text to be read, in time for her to change it. She does not approve a summary "
         "of what will be said.")
    ,
    env("env-voxguard-battery-fault-after-a-mains-dip", "system-state", "voice-alarm",
        "the mains supply dips, for example during the generator test",
        "Voxguard shows a battery fault for about half an hour and the alarm receiving centre "
        "rings the duty manager about it", 5, 0, "2026-09-03",
        "Every generator test since March.")
    ,
    # --- 16. arena lighting (Lumarc) ---
    sem("sem-lumarc-arena-lighting", "lighting", 0.94, 14, "2026-09-08",
        "Lumarc runs 180 LED floods in presets",
        "Lumarc (10.61.5.15) controls the 180 LED floodlights over the main pad: a broadcast "
        "preset of 2,000 lux for games, 600 lux for public sessions and practice, and show "
        "presets for the player introductions. Levels are changed by preset only, from the "
        "control room or Declan's laptop.")
    ,
    epi("epi-2026-10-17-lumarc-stayed-at-600-lux-after-intros", "lighting", "incident",
        "2026-10-17", "The game started under public-session lighting",
        "After the player introductions against Harrowgate the light show ended on the 600 "
        "lux preset instead of broadcast. Play ran for three minutes in dim light before the "
        "referee stopped it; the stream was too dark to follow and Declan had to find the "
        "preset by hand.")
    ,
    rule("rule-lumarc-shows-end-on-the-broadcast-preset", "lighting",
         ["Lumarc", "light show", "intro", "preset", "cue list", "broadcast"], "high", 1,
         "2026-10-19", "Every show's last cue is the broadcast preset",
         "When building or changing a light show, do: make the broadcast preset its last cue "
         "and run the whole sequence in the empty arena before the game. Not: plan to switch "
         "back by hand. Why: a show ended on the public preset and a game started in the "
         "dark.")
    ,
    pref("pref-solveig-no-strobe-and-a-warning-before-blackout", "safety", "lighting",
         "2026-09-30", "Solveig allows no strobe and wants a warning before blackout",
         "Solveig wants no strobe effects in any show in the arena, and a ten second warning "
         "on the cube before the lights go out, because of children and supporters with "
         "epilepsy.")
    ,
    env("env-lumarc-returns-to-600-lux-after-power-loss", "system-state", "lighting",
        "power to Lumarc is lost and comes back",
        "the lights come back on the 600 lux public preset, not the one that was running, "
        "and the broadcast preset has to be chosen again", 3, 0, "2026-09-09",
        "Two generator tests and one real cut.")
    ,
    # --- 17. standby power (Gridkeep) ---
    sem("sem-gridkeep-generator-and-load-shedding", "standby-power", 0.94, 15, "2026-08-28",
        "An 800 kVA generator and Gridkeep keep the safety loads on",
        "The arena is fed by Tern Valley Power. On a grid failure an 800 kVA diesel generator "
        "starts and the Gridkeep panel sheds load: lighting, Voxguard, Gatepass, Sniffline and "
        "the brine pumps stay on, the compressors do not. The generator is tested on load at "
        "07:00 on the first Tuesday of each month. Its day tank is filled from the bulk tank "
        "by a transfer pump.")
    ,
    epi("epi-2026-09-01-gridkeep-both-compressors-tripped-the-main", "standby-power",
        "incident", "2026-09-01", "Both compressors restarting together tripped the main",
        "At the end of the September generator test, the return to mains started C1 and C2 at "
        "the same moment and the inrush tripped the main breaker. The ice plant was off for "
        "three hours until Ciaran and Noor had reset it, a week into the new ice, and the "
        "morning sessions were cancelled.")
    ,
    rule("rule-gridkeep-stagger-compressors-on-return-to-mains", "standby-power",
         ["Gridkeep", "generator test", "return to mains", "compressor restart", "main breaker",
          "power cut"], "high", 1, "2026-09-03",
         "Compressors come back one at a time after the generator",
         "When the supply goes back from generator to mains, after a test or a real cut, do: "
         "check before the switch that the Frostline restart delay is 120 seconds and bring C1 "
         "and C2 back one after the other. Not: let both start together. Why: their joint "
         "start tripped the main breaker and the plant was down for three hours.")
    ,
    pref("pref-solveig-power-events-text-then-write-up", "communication", "standby-power",
         "2026-09-04", "Solveig wants a text at once about power events, then a write-up",
         "For any power event Solveig wants a text at once saying what happened, when and "
         "what is off, and the full write-up the next working day. No phone call unless "
         "people are in danger.")
    ,
    env("env-gridkeep-long-outage-empties-day-tank", "system-state", "standby-power",
        "the generator carries the arena for more than about five hours",
        "the day tank runs dry unless the bulk tank's transfer pump was left in auto, and "
        "the safety loads drop", 1, 0, "2026-02-11",
        "The February storm outage, when Ciaran switched the pump just in time.")
    ,
    # --- 18. skate profiles and sharpening (Bladebook) ---
    sem("sem-bladebook-skate-profiles", "skate-sharpening", 0.93, 12, "2026-09-06",
        "Bladebook holds each Lynx player's blade profile by shirt number",
        "Bladebook (10.61.6.8) keeps every Lynx player's blade profile, hollow and sharpening "
        "history, looked up by shirt number. The automatic sharpener in the equipment room "
        "loads the profile when Oskar enters the number. Hire skates are sharpened on the "
        "older manual machine at the skate desk.")
    ,
    epi("epi-2026-11-14-bladebook-new-defenceman-got-old-hollow", "skate-sharpening",
        "incident", "2026-11-14", "A new defenceman's skates got his number's old hollow",
        "Pekka Ruusila joined from Ostwick and took number 27, which had been Lowe's. The "
        "sharpener loaded Lowe's deep hollow; Ruusila fell twice in warm-up, Oskar redid both "
        "blades during the first period and Ruusila missed his first shift.")
    ,
    rule("rule-bladebook-new-profile-when-a-number-changes-hands", "skate-sharpening",
         ["Bladebook", "sharpener", "shirt number", "profile", "hollow", "new player", "trade"],
         "medium", 1, "2026-11-16", "A number that changes hands gets a fresh profile",
         "When a player joins, leaves or changes shirt number, do: archive the old profile for "
         "that number and create the new player's from his own measurements before his skates "
         "go on the sharpener. Not: reuse the profile stored under the number. Why: a new "
         "defenceman was given the previous owner's hollow and fell in warm-up.")
    ,
    pref("pref-solveig-equipment-matters-stay-with-oskar", "work-style", "equipment",
         "2026-11-18", "Solveig leaves player equipment to Oskar and the coach",
         "Solveig does not want to be copied on player equipment questions. They stay with "
         "Oskar and the head coach unless a purchase is over 500 pounds.")
    ,
    env("env-bladebook-first-pairs-after-dressing-uneven", "system-state", "skate-sharpening",
        "the sharpener's wheel has just been dressed",
        "the first four or five pairs come off with uneven edges, which players feel in the "
        "warm-up", 3, 1, "2026-10-25", "Oskar's notes from four dressings.")
    ,
    # --- extras: how Solveig and the league react ---
    pref("pref-solveig-nothing-non-urgent-on-game-nights", "communication", "game-day",
         "2026-10-10", "Solveig wants nothing non-urgent during a game night",
         "From doors opening until the last supporter has left on a game night, Solveig wants "
         "only what cannot wait: safety, the law, the league. Anything else waits for the "
         "next morning.")
    ,
    env("env-solveig-asks-back-about-unexplained-abbreviations", "principal-response",
        "communication",
        "a message to Solveig uses technical abbreviations without explaining them",
        "she replies asking what they mean before answering, and the decision slips by about "
        "a day", 5, 1, "2026-10-28",
        "Five messages from IT and the plant room; one she looked up herself.")
    ,
    env("env-league-office-answers-only-weekday-office-hours", "workspace-state-transitions",
        "league",
        "a question goes to the Northmark Ice League office after 16:00 on a Friday",
        "nobody answers until Monday afternoon", 4, 0, "2026-03-25",
        "Four Friday questions this season.")
    ,
]

BLIND32_TASKS: list[dict[str, Any]] = [
    # the arena, the team and the game day
    task("b32-t001", "who's our fridge engineer, and who do the clubs talk to about getting "
         "ice?", [S], ["sem-kestrelmoor-arena-and-team"]),
    task("b32-t002", "Wer kümmert sich bei uns um die Imbissstände, und wer macht den "  # de
         "Livestream?", [S], ["sem-kestrelmoor-arena-and-team"]),
    task("b32-t003", "Sunday home game, what time do we let people in?", [S],
         ["sem-kestrelmoor-game-day-timeline"]),
    task("b32-t004", "¿Cuánto dura la pausa entre tiempos en los partidos de los Lynx?",  # es
         [S], ["sem-kestrelmoor-game-day-timeline"]),
    task("b32-t005", "it's 20:10 and the second period is on, shall I send Solveig the draft "
         "staff rota for January now?", [U], ["pref-solveig-nothing-non-urgent-on-game-nights"]),
    task("b32-t006", "I'm mailing Solveig 'DP on AHU-B >5 Pa, need VFD swap, OK?' - will she "
         "sign it off today?", [V], ["env-solveig-asks-back-about-unexplained-abbreviations"]),
    task("b32-t007", "Se scrivo alla lega venerdì alle cinque del pomeriggio, quando mi "  # it
         "rispondono?", [V], ["env-league-office-answers-only-weekday-office-hours"]),
    # ice plant
    task("b32-t008", "who's allowed to change which of the two compressors leads?", [S],
         ["sem-frostline-ice-plant"]),
    task("b32-t009", "what went wrong with the ice on the day after the gala in February?", [E],
         ["epi-2026-02-14-frostline-soft-ice-against-harrowgate"]),
    task("b32-t010", "the synchro team wants softer ice for their competition on Saturday "
         "afternoon, sort it out", [P], ["rule-frostline-every-setpoint-change-gets-a-revert"]),
    task("b32-t011", "Le club de patinage artistique veut une glace plus tendre samedi, je "  # fr
         "modifie la consigne de la saumure ?", [P],
         ["rule-frostline-every-setpoint-change-gets-a-revert"]),
    task("b32-t012", "I knocked the plant down half a degree for tonight, I'll just mention it "
         "to Noor when I see her", [U], ["pref-solveig-plant-changes-in-the-plant-log"]),
    task("b32-t013", "it's 14:30 and I've just taken the brine a full degree colder for the "
         "19:00 game, will the surface be there in time?", [V],
         ["env-frostline-pad-follows-brine-slowly"]),
    task("b32-t014", "Ich mache die Sole um 13 Uhr ein Grad kälter - ist das Eis bis zum "  # de
         "ersten Bully um 19 Uhr hart?", [V], ["env-frostline-pad-follows-brine-slowly"]),
    # ammonia detection
    task("b32-t015", "at what concentration does the plant room gas system kill the "
         "compressors?", [S], ["sem-sniffline-ammonia-detection"]),
    task("b32-t016", "why did the brigade come out to us in June?", [E],
         ["epi-2026-06-03-sniffline-test-gas-brought-two-engines"]),
    task("b32-t017", "Ciaran's doing the monthly sensor check in the plant room this morning, "
         "anything to set up first?", [P], ["rule-sniffline-test-mode-and-phone-the-centre"]),
    task("b32-t018", "Mañana calibran los detectores de amoníaco, ¿qué hay que hacer antes "  # es
         "de empezar?", [P], ["rule-sniffline-test-mode-and-phone-the-centre"]),
    task("b32-t019", "sensor 5 showed 32 ppm at 2am and settled, I'll email Solveig a note "
         "for the morning", [U], ["pref-solveig-ammonia-phone-call-and-two-people"]),
    task("b32-t020", "hot afternoon, the plant room is 31 degrees and the sensor by the "
         "entrance says 14 ppm - is something leaking?", [V],
         ["env-sniffline-door-detector-drifts-in-heat"]),
    task("b32-t021", "Está muito calor na sala das máquinas e o sensor junto à porta marca "  # pt
         "15 ppm, temos uma fuga?", [V], ["env-sniffline-door-detector-drifts-in-heat"]),
    # resurfacers
    task("b32-t022", "how many times can one of the ice machines flood before it needs "
         "plugging in?", [S], ["sem-glide-resurfacers"]),
    task("b32-t023", "what happened with the ice machine during the Ostwick playoff?", [E],
         ["epi-2026-03-21-glide-2-died-on-the-ice-in-the-playoff"]),
    task("b32-t024", "game at seven tonight, what should the ice crew look at on the machines this "
         "afternoon?", [P],
         ["rule-glide-charge-both-machines-before-game-night"]),
    task("b32-t025", "Stasera c'è partita: cosa devo verificare sulle due macchine "  # it
         "rasaghiaccio nel pomeriggio?", [P],
         ["rule-glide-charge-both-machines-before-game-night"]),
    task("b32-t026", "write up last night's floods for Solveig", [U],
         ["pref-solveig-flood-times-one-line-per-game"]),
    task("b32-t027", "public skate, a junior game and then the Lynx tonight with floods nearly "
         "every hour - any problem getting rid of all that shaved ice?", [V],
         ["env-glide-melt-pit-overflows-after-three-loads"]),
    task("b32-t028", "Si on vide quatre chargements de neige en une heure dans la fosse, que "  # fr
         "va-t-il se passer ?", [V], ["env-glide-melt-pit-overflows-after-three-loads"]),
    # ice thickness and paint
    task("b32-t029", "what's an acceptable thickness for the main rink's ice?", [S],
         ["sem-icedepth-thickness-and-paint"]),
    task("b32-t030", "Wie oft wird bei uns die Eisdicke gemessen, und an wie vielen "  # de
         "Stellen?", [S], ["sem-icedepth-thickness-and-paint"]),
    task("b32-t031", "why did our opening pre-season fixture slip by a week back in August?",
         [E], ["epi-2026-08-18-logo-bled-into-the-white"]),
    task("b32-t032", "we're putting the new sponsor's crest at the blue line during tomorrow's "
         "rebuild - how do I plan the day?", [P],
         ["rule-icedepth-seal-must-freeze-before-painting"]),
    task("b32-t033", "Amanhã vamos pintar as linhas logo a seguir à rega de selagem, "  # pt
         "podemos começar de imediato?", [P],
         ["rule-icedepth-seal-must-freeze-before-painting"]),
    task("b32-t034", "send Solveig this morning's depth measurements", [U],
         ["pref-solveig-thickness-as-a-coloured-grid"]),
    task("b32-t035", "three games this week - what will Monday's measurements look like in "
         "front of the nets?", [V], ["env-icedepth-creases-thin-after-a-three-game-week"]),
    # underfloor heating
    task("b32-t036", "the rink is melted for the off-season, can we turn off the floor "
         "heating beneath the concrete?",
         [S], ["sem-subheat-keeps-the-ground-from-freezing"]),
    task("b32-t037", "A cosa serve il circuito di glicole sotto la pista?", [S],  # it
         ["sem-subheat-keeps-the-ground-from-freezing"]),
    task("b32-t038", "what went on with the floor heating over Christmas last year?", [E],
         ["epi-2025-12-29-subheat-pump-tripped-over-the-holiday"]),
    task("b32-t039", "Saturday night and one of the sensors in the ground under the rink says "
         "0.6 degrees, can it wait till Monday?", [P],
         ["rule-subheat-cold-probe-means-standby-pump-now"]),
    task("b32-t040", "Dimanche soir, une sonde sous la dalle affiche 0,5 °C, qu'est-ce que "  # fr
         "je fais ?", [P], ["rule-subheat-cold-probe-means-standby-pump-now"]),
    task("b32-t041", "send Solveig a Friday summary of the temperatures under the slab "
         "every week", [U],
         ["pref-solveig-underfloor-report-only-when-out-of-band"]),
    task("b32-t042", "why has our electricity use gone up since we took the ice out in June?",
         [V], ["env-subheat-electric-heater-in-summer"]),
    # dehumidifiers
    task("b32-t043", "how dry are the roof units meant to keep the air over the rink?", [S],
         ["sem-dryair-dehumidifiers"]),
    task("b32-t044", "Porque é que o jogo do playoff de abril acabou quase uma hora "  # pt
         "atrasado?", [E], ["epi-2026-04-25-fog-stopped-the-playoff-three-times"]),
    task("b32-t045", "Vennick want to come next Thursday to swap the filters on unit A, "
         "confirm it with them", [P], ["rule-dryair-service-only-on-quiet-dry-days"]),
    task("b32-t046", "Der Techniker für die Entfeuchter will am Samstag kommen, da haben wir "  # de
         "ein Heimspiel - passt das?", [P], ["rule-dryair-service-only-on-quiet-dry-days"]),
    task("b32-t047", "ask Solveig when Polarfrost should do their annual inspection", [U],
         ["pref-solveig-two-dates-beside-the-calendar"]),
    task("b32-t048", "unit B is down, sell-out tonight and it's muggy outside - what should I "
         "expect on the ice?", [V], ["env-dryair-fog-with-one-unit-and-a-big-humid-crowd"]),
    task("b32-t049", "Con un solo deshumidificador, 3.800 espectadores y un día húmedo, "  # es
         "¿habrá problemas en la pista?", [V],
         ["env-dryair-fog-with-one-unit-and-a-big-humid-crowd"]),
    # video cube and clock
    task("b32-t050", "if the big screen shows the wrong time, which one does the referee go "
         "by?", [S], ["sem-cubeview-video-cube-and-official-clock"]),
    task("b32-t051", "Qui s'occupe du cube vidéo et des bandeaux pendant les matchs ?", [S],  # fr
         ["sem-cubeview-video-cube-and-official-clock"]),
    task("b32-t052", "what happened to the scoreboard during the Dunmoor game in January?", [E],
         ["epi-2026-01-17-cubeview-rebooted-for-updates-mid-period"]),
    task("b32-t053", "there's a concert tonight, anything to do on the scoreboard computer "
         "this afternoon?", [P], ["rule-cubeview-no-pending-updates-on-event-days"]),
    task("b32-t054", "the bakery sponsor sent their new 15-second spot, get Solveig's OK on it",
         [U], ["pref-solveig-sponsor-adverts-as-stills-48-hours-ahead"]),
    task("b32-t055", "Devo far approvare a Solveig il nuovo spot di uno sponsor: le mando il "  # it
         "link al video?", [U], ["pref-solveig-sponsor-adverts-as-stills-48-hours-ahead"]),
    task("b32-t056", "the car dealer sent a 4K spot, 600 MB - will it run cleanly round the "
         "bowl?", [V], ["env-cubeview-large-videos-stutter-on-ribbons"]),
    # goal video review
    task("b32-t057", "how long do we hang on to the goal camera footage?", [S],
         ["sem-replaybox-goal-video-review"]),
    task("b32-t058", "why couldn't anyone look again at Ostwick's equaliser in November?", [E],
         ["epi-2026-11-07-replaybox-disk-full-overhead-camera"]),
    task("b32-t059", "prep the goal review kit for Saturday's game", [P],
         ["rule-replaybox-free-space-and-four-live-tiles"]),
    task("b32-t060", "¿Qué reviso en el sistema de repetición de goles antes del partido "  # es
         "del sábado?", [P], ["rule-replaybox-free-space-and-four-live-tiles"]),
    task("b32-t061", "the league fined us over last night's review, reply to them explaining "
         "what went on", [U], ["pref-solveig-league-letters-drafted-for-her"]),
    task("b32-t062", "the league wants last night's disallowed goal, can I film the monitor "
         "with my phone and send that?", [V],
         ["env-league-wants-original-mp4-within-48-hours"]),
    task("b32-t063", "Die Liga will die Aufnahme vom umstrittenen Tor - reicht es, wenn ich "  # de
         "sie nächste Woche schicke?", [V], ["env-league-wants-original-mp4-within-48-hours"]),
    # turnstiles
    task("b32-t064", "how many gates do we scan tickets at, and at which doors?", [S],
         ["sem-gatepass-turnstiles"]),
    task("b32-t065", "O que fazem as catracas quando perdem a ligação ao servidor?", [S],  # pt
         ["sem-gatepass-turnstiles"]),
    task("b32-t066", "how did we end up with more people in than seats at the derby?", [E],
         ["epi-2026-10-03-gatepass-offline-let-in-copied-tickets"]),
    task("b32-t067", "the River side gates just lost the server, 40 minutes to face-off, what "
         "now?", [P], ["rule-gatepass-offline-means-handheld-scanners"]),
    task("b32-t068", "I tornelli dell'ingresso Family sono in modalità offline, cosa "  # it
         "faccio?", [P], ["rule-gatepass-offline-means-handheld-scanners"]),
    task("b32-t069", "give Solveig the crowd for last night", [U],
         ["pref-solveig-attendance-as-one-scanned-number"]),
    task("b32-t070", "if we only open up at 18:15 for tonight's sell-out, will that be a "
         "problem?", [V], ["env-gatepass-late-doors-queue-to-the-road"]),
    # season tickets
    task("b32-t071", "when's the last day to renew at the cheaper price?", [S],
         ["sem-fanbase-season-tickets"]),
    task("b32-t072", "what went wrong with the renewal mailing back in May?", [E],
         ["epi-2026-05-19-fanbase-junior-rows-got-adult-price"]),
    task("b32-t073", "email all the season ticket holders about the new parking arrangements",
         [P], ["rule-fanbase-bulk-mail-to-staff-test-list-first"]),
    task("b32-t074", "J'envoie à tous les abonnés le message sur les nouveaux tarifs, je "  # fr
         "l'expédie directement ?", [P], ["rule-fanbase-bulk-mail-to-staff-test-list-first"]),
    task("b32-t075", "draft the note to season ticket holders saying the 12 December game "
         "moves to the Sunday", [U], ["pref-solveig-supporter-emails-plain"]),
    task("b32-t076", "Schreib allen Dauerkarteninhabern, dass das Spiel am Samstag "  # de
         "verschoben wird - gern locker mit ein paar Smileys!", [U],
         ["pref-solveig-supporter-emails-plain"]),
    task("b32-t077", "I'm sending the seat-move notice to everyone at 17:00, will they all have "
         "it tonight?", [V], ["env-fanbase-large-sends-finish-next-morning"]),
    # public skating
    task("b32-t078", "do little ones need a helmet for public skating, and do we charge for "
         "it?", [S], ["sem-rinkslot-public-sessions-and-hire"]),
    task("b32-t079", "¿Cuántas personas caben en una sesión de patinaje libre en la pista "  # es
         "pequeña?", [S], ["sem-rinkslot-public-sessions-and-hire"]),
    task("b32-t080", "what happened at the Friday afternoon session in the February break?", [E],
         ["epi-2026-02-20-rinkslot-half-term-session-oversold"]),
    task("b32-t081", "a family of five has just come in wanting to skate at two, the desk "
         "wants to tear them tickets off the old roll", [P],
         ["rule-rinkslot-walk-ups-sold-on-the-same-count"]),
    task("b32-t082", "Chegaram 20 pessoas sem reserva para a sessão das 16h, como lhes "  # pt
         "vendo a entrada?", [P], ["rule-rinkslot-walk-ups-sold-on-the-same-count"]),
    task("b32-t083", "a parent wants 27 pounds back for a session they missed, do I need "
         "Solveig?", [U], ["pref-solveig-small-refunds-without-her"]),
    task("b32-t084", "we're about to put the Christmas skating dates on Instagram, anything to "
         "get ready for?", [V],
         ["env-rinkslot-holiday-sessions-sell-out-after-club-post"]),
    # club ice rentals
    task("b32-t085", "how much does an hour of ice at 18:00 cost a club?", [S],
         ["sem-icebook-ice-time-rentals"]),
    task("b32-t086", "Con quanto preavviso un club può disdire un'ora di ghiaccio senza "  # it
         "pagare?", [S], ["sem-icebook-ice-time-rentals"]),
    task("b32-t087", "what was the mix-up with the U11 squad on the small rink in late "
         "September?", [E], ["epi-2026-09-29-icebook-annex-double-booked"]),
    task("b32-t088", "here's the spreadsheet of the clubs' winter slots, load it and put the "
         "timetable live", [P], ["rule-icebook-conflict-report-before-publishing"]),
    task("b32-t089", "Ich habe die Saisonbuchungen der Vereine eingespielt, kann ich den "  # de
         "Plan jetzt freischalten?", [P], ["rule-icebook-conflict-report-before-publishing"]),
    task("b32-t090", "draft next season's evening ice share-out for Solveig", [U],
         ["pref-solveig-youth-clubs-offered-ice-first"]),
    task("b32-t091", "what should Tamsin brace for around the holidays when clubs drop hours "
         "at short notice?", [V], ["env-icebook-december-late-cancellations-disputed"]),
    # kiosks and bars
    task("b32-t092", "Jusqu'à quelle heure peut-on servir de la bière pendant un match ?",  # fr
         [S], ["sem-tillpoint-kiosks-and-bars"]),
    task("b32-t093", "what happened with card payments at the concourse stalls on 7 March?", [E],
         ["epi-2026-03-07-tillpoint-readers-dropped-in-intermission"]),
    task("b32-t094", "the bar's card machines have just died, the queue is huge and staff are "
         "asking what to do", [P], ["rule-tillpoint-readers-down-use-store-and-forward"]),
    task("b32-t095", "Los datáfonos de los puestos no funcionan en pleno descanso, "  # es
         "¿apuntamos los números de las tarjetas?", [P],
         ["rule-tillpoint-readers-down-use-store-and-forward"]),
    task("b32-t096", "put together last night's food and drink sales for Solveig", [U],
         ["pref-solveig-spend-per-head-against-last-season"]),
    task("b32-t097", "I changed the hot dog price at lunchtime, will it be right at tonight's "
         "game?", [V], ["env-tillpoint-price-change-waits-for-night-sync"]),
    task("b32-t098", "Ho cambiato il prezzo della birra nel sistema alle 11, stasera le "  # it
         "casse lo applicano?", [V], ["env-tillpoint-price-change-waits-for-night-sync"]),
    # streaming
    task("b32-t099", "when does the online broadcast open on match nights?", [S],
         ["sem-lynxcast-streams-home-games"]),
    task("b32-t100", "why did the broadcast go silent at the end of January?", [E],
         ["epi-2026-01-31-lynxcast-muted-for-arena-music"]),
    task("b32-t101", "O que aconteceu à transmissão no fim de janeiro, porque ficou sem "  # pt
         "som?", [E], ["epi-2026-01-31-lynxcast-muted-for-arena-music"]),
    task("b32-t102", "a new volunteer is wiring up the broadcast sound for Saturday, what "
         "should they plug in?", [P], ["rule-lynxcast-audio-from-crowd-mics-and-announcer"]),
    task("b32-t103", "Pour le son de la diffusion en ligne, je branche la sortie principale "  # fr
         "de la sono ?", [P], ["rule-lynxcast-audio-from-crowd-mics-and-announcer"]),
    task("b32-t104", "Solveig asked how the broadcast did on Saturday, send her the numbers",
         [U], ["pref-solveig-peak-viewers-not-total-views"]),
    task("b32-t105", "if the line to the encoder drops for ten minutes mid-game, will people "
         "just reconnect?", [V], ["env-cobalt-stream-ends-after-five-minutes-without-signal"]),
    # PA and voice alarm
    task("b32-t106", "does the fire alarm start the evacuation announcement by itself or does "
         "someone press a button?", [S], ["sem-voxguard-pa-and-voice-alarm"]),
    task("b32-t107", "why were the children from the beginners' class out on the pavement one "
         "Saturday in April?", [E], ["epi-2026-04-11-voxguard-evacuation-played-at-kids-lesson"]),
    task("b32-t108", "the contractor wants to check a speaker in zone 12 during Saturday's "
         "public skate", [P], ["rule-voxguard-tests-one-zone-while-closed"]),
    task("b32-t109", "Der Techniker will heute Nachmittag während des Publikumslaufs die "  # de
         "Lautsprecher in Bereich 3 prüfen - geht das?", [P],
         ["rule-voxguard-tests-one-zone-while-closed"]),
    task("b32-t110", "the announcer needs to say something about the car park flooding tonight, "
         "run it past Solveig", [U],
         ["pref-solveig-approves-the-words-of-one-off-announcements"]),
    task("b32-t111", "Hay que avisar por megafonía que el aparcamiento norte está cerrado; "  # es
         "¿le mando a Solveig un resumen?", [U],
         ["pref-solveig-approves-the-words-of-one-off-announcements"]),
    task("b32-t112", "O teste do gerador é terça de manhã cedo, devo esperar algum aviso "  # pt
         "no sistema de som?", [V], ["env-voxguard-battery-fault-after-a-mains-dip"]),
    # arena lighting
    task("b32-t113", "how bright is the rink for games compared with public skating?", [S],
         ["sem-lumarc-arena-lighting"]),
    task("b32-t114", "why did the ref halt the October Harrowgate game almost straight "
         "after face-off?", [E],
         ["epi-2026-10-17-lumarc-stayed-at-600-lux-after-intros"]),
    task("b32-t115", "Femi's reworked the walk-out lights for the derby, anything before we "
         "use it?", [P], ["rule-lumarc-shows-end-on-the-broadcast-preset"]),
    task("b32-t116", "Ho modificato la sequenza luci per l'ingresso delle squadre, la provo "  # it
         "direttamente stasera?", [P], ["rule-lumarc-shows-end-on-the-broadcast-preset"]),
    task("b32-t117", "marketing wants flashing lights during the walk-out, what will Solveig "
         "say?", [U], ["pref-solveig-no-strobe-and-a-warning-before-blackout"]),
    task("b32-t118", "we had a power blip during warm-up, what state will the rink lights be "
         "in?", [V], ["env-lumarc-returns-to-600-lux-after-power-loss"]),
    # standby power
    task("b32-t119", "in a power cut, does the ice plant keep running?", [S],
         ["sem-gridkeep-generator-and-load-shedding"]),
    task("b32-t120", "why was there no skating on the morning of 1 September?", [E],
         ["epi-2026-09-01-gridkeep-both-compressors-tripped-the-main"]),
    task("b32-t121", "doing the generator run on Tuesday at 7, anything special when the grid "
         "comes back?", [P], ["rule-gridkeep-stagger-compressors-on-return-to-mains"]),
    task("b32-t122", "Après une coupure, quand le réseau revient, on redémarre les deux "  # fr
         "compresseurs ?", [P], ["rule-gridkeep-stagger-compressors-on-return-to-mains"]),
    task("b32-t123", "the grid dropped for two minutes this morning, let Solveig know", [U],
         ["pref-solveig-power-events-text-then-write-up"]),
    task("b32-t124", "storm warning: if the grid's gone all evening, how long will the "
         "generator carry us?", [V], ["env-gridkeep-long-outage-empties-day-tank"]),
    # skate profiles and sharpening
    task("b32-t125", "where does the sharpening machine get each player's settings from?", [S],
         ["sem-bladebook-skate-profiles"]),
    task("b32-t126", "¿Por qué se cayó dos veces el nuevo defensa finlandés en el "  # es
         "calentamiento el mes pasado?", [E],
         ["epi-2026-11-14-bladebook-new-defenceman-got-old-hollow"]),
    task("b32-t127", "we've just signed a forward who'll wear 14, Dale's old number - do his "
         "skates for tonight", [P], ["rule-bladebook-new-profile-when-a-number-changes-hands"]),
    task("b32-t128", "Um jogador passou do 8 para o 18; afio os patins com o que está "  # pt
         "guardado no 18?", [P], ["rule-bladebook-new-profile-when-a-number-changes-hands"]),
    task("b32-t129", "two players want new blade holders, 180 pounds in all - should I copy "
         "Solveig in?", [U], ["pref-solveig-equipment-matters-stay-with-oskar"]),
    task("b32-t130", "Oskar has just redressed the wheel and is about to do the whole team's "
         "skates before warm-up", [V], ["env-bladebook-first-pairs-after-dressing-uneven"]),
]

BLIND32_NO_MEMORY_REQUESTS: list[tuple[str, str]] = [
    ("b32-n01", "how many bones are there in an adult human hand?"),
    ("b32-n02", "write a limerick about a cat who refuses to get off the keyboard"),
    ("b32-n03", "in Python, what's the difference between a list and a tuple?"),
    ("b32-n04", "what's a good substitute for buttermilk when baking scones?"),
    ("b32-n05", "explain what a leap second is, in one short paragraph"),
    ("b32-n06", "who wrote the novel Middlemarch?"),
    ("b32-n07", "give me three ideas for a child's dinosaur birthday party"),
    ("b32-n08", "how do I convert a date string to ISO format in Bash?"),
    ("b32-n09", "Wie viele Einwohner hat Island ungefähr?"),  # de
    ("b32-n10", "Quelle est la différence entre un crocodile et un alligator ?"),  # fr
    ("b32-n11", "¿Cómo se dice «buen provecho» en japonés?"),  # es
    ("b32-n12", "Consigliami un romanzo giallo ambientato a Venezia"),  # it
]
