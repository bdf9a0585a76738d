"""A twenty-fourth workspace and its tasks: a public leisure pool's water treatment, plant,
ride, safety, booking and swim-school systems, written by hand from the record format alone and
never fitted on.

The store is the memory of the facilities team at Harrowmere Aquatics Centre (an invented
leisure centre with a 25 m main pool, a learner pool, a flume and a spa, run by the Tollgate
Valley Leisure Trust, with a small teaching pool at Pellingford): the Clorimind chlorine and pH
dosing controller, the Filtrane sand filters and their backwash, the Humidax pool-hall air
handling unit, the Thermwell pool-water heat pump and its backup boiler, the Sentrypool
underwater drowning-detection cameras and lifeguard pagers, the Gatewave turnstiles and
wristbands, Laneplan session and lane booking, the Splashladder swim-school records, the
Twistrun flume, the Surgebox wave machine, the Touchmark gala timing set, the Liftdeck movable
pool floor, the Steamcourt sauna and steam room, chemical deliveries and the Chemlog stock log,
the Levelguard balance tank and make-up water meter, Flushrota legionella flushing, Callcord
emergency pull cords and the Coverglide thermal pool covers; and of its principal (Ottilie
Brancaster-Neame, head of facilities). Other invented names: Noor Vantongeren (water quality
and legionella responsible person), Mags Treloar (plant technician), Ravi Penhallow (duty
manager), Idris Fenwick-Obi (lifeguard lead), Hamza Quillfeather (bookings and IT), Clemence
Ashdown (swim-school coordinator), Barnaby Kite of Aquavance Service (plant maintenance), the
clubs Harrowmere Otters and the triathlon club, and the suppliers Kestwick Controls, Brinecroft
Chemicals, Bandcraft and Hollins Lab.

Eighteen themes hold one record in each tier about the same system (a fact, an incident, a
lesson, a preference of Ottilie and a prediction), so a request's words say what it is about
and mostly only its shape says which kind of memory answers it. Three more records: a fact
about the two sites' opening hours, the unstaffed teaching pool and the night patrol, and two
predictions of how Ottilie reacts (to a non-urgent message at the weekend, and to a long report
sent with no summary). Lessons carry a trigger list of entities and situation words and a
"When ..., do: ... Not: ... Why:" body; predictions carry a condition and a prediction, in the
SPEC's sub-buckets system-state (8), workspace-state-transitions (6), skill-output-shape (4)
and principal-response (2). Two episodic records have the event type near-miss (the dead
lifeguard pagers, the acid hose at the wrong fill point), the others incident.

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
no-memory requests); the heldout README was read only to pick a domain not used before. The
signatures of the record and task constructors were inferred from those first records, not
read from their module (the prediction constructor takes nine positional arguments, as in the
example: id, sub-bucket, topic, condition, prediction, hits, misses, date last confirmed and
evidence text), and this file was never imported or run against
recall: the only checks were a parse of it as Python and a small script of the writer's that
walks its syntax tree (without executing it) to check that every gold id exists and has the
task's tier, that every record is used, the counts, and the longest run of words a request
shares with its record (three at most, counted over the record's title, body, triggers,
condition and prediction). Every system, company, person, place and number is invented; nothing
was copied from a public text.

Requests are typed the way a duty manager, a plant technician, a lifeguard, a bookings or
swim-school administrator or a coding agent would type them (imperatives, "what happened",
"why did", "will X if", "can I ...?", terse situations); non-English requests are marked by a
trailing comment. Hard families on purpose: an imperative whose needed memory is how Ottilie
wants that kind of work done (personalized), a question about how a system or Ottilie will
react (environment-dynamics), "who can" / "where" / "how often" about a fact (semantic), the
situation a lesson is for told without the lesson's words (procedural), and "what happened" /
"why did" (episodic). Some requests touch a second record of the same theme more weakly (a
lesson and the incident behind it, a fact that names who checks water use and the preference
about how the figures reach Ottilie); the gold is the one record that answers the request as
asked. The writer hesitated most over b24-t074 (confirming a club's race-night hire: gold is
Ottilie's rule that the equipment sheet is signed first, though the timing fact also fits),
b24-t116 (an ambulance at 9pm: gold is her wish to be phoned, not the pull-cord fact or
lesson), b24-t046 (telling customers that sessions are off after a heat-pump failure: gold is
the cancellation preference, not the heating records) and b24-t124 (covers that cannot go on
tonight: gold is the cover prediction, though the heat-pump fact is near).
BLIND24_NO_MEMORY_REQUESTS lists requests that no record in this store answers (general
knowledge or small talk), as plain (id, text) pairs outside the task constructor, for a caller
that wants to measure abstention. Report it in aggregate; do not tune on it.
"""
from __future__ import annotations

from typing import Any

from benchmarks.retrieval.dataset import E, P, S, U, V, env, epi, pref, rule, sem, task

BLIND24_RECORDS: list[dict[str, Any]] = [
    # --- 1. pool water dosing (Clorimind) ---
    sem("sem-clorimind-dosing-controller", "water-treatment", 0.94, 14, "2026-01-08",
        "Clorimind doses hypochlorite and acid into the main and learner pools",
        "Clorimind is the dosing controller for the 25 m main pool and the learner pool at "
        "Harrowmere. It holds free chlorine between 1.0 and 2.0 mg/l and pH between 7.2 and 7.4 by "
        "pumping sodium hypochlorite and dilute sulphuric acid. Only Noor Vantongeren and the plant "
        "technician Mags Treloar hold the engineer PIN; duty managers can silence alarms but not "
        "change targets. Readings are logged every ten minutes to the plant PC.")
    ,
    epi("epi-2025-11-08-learner-pool-overdosed", "water-treatment", "incident", "2025-11-08",
        "A scaled chlorine probe let Clorimind overdose the learner pool",
        "On 8 November the chlorine probe in the learner pool sample cell was coated with scale, "
        "read low, and Clorimind kept dosing. A parent complained of stinging eyes at 10:40; the "
        "manual DPD test showed 4.8 mg/l free chlorine and the pool was cleared for 90 minutes.")
    ,
    rule("rule-clorimind-hand-test-before-trusting-low-reading", "water-treatment",
         ["Clorimind", "chlorine probe", "sample cell", "DPD test", "stinging eyes",
          "dosing pump", "scale"], "high", 1, "2025-11-10",
         "Check the controller against a hand test before trusting a low chlorine reading",
         "When Clorimind shows chlorine falling while its pump runs flat out, do: take a DPD hand "
         "test at once and, if it differs from the screen by more than 0.5 mg/l, switch dosing to "
         "manual and clean the probe. Not: let the controller keep chasing the low reading. Why: "
         "on 2025-11-08 a scaled probe drove the learner pool to 4.8 mg/l.")
    ,
    pref("pref-ottilie-daily-water-sheet", "reporting", "water-treatment", "2026-01-09",
         "Ottilie wants pool water results as a daily sheet with hand tests beside the controller",
         "Ottilie wants the water-quality summary as one sheet per day: each of the three daily "
         "hand tests beside the Clorimind value at the same minute, with any gap over 0.3 mg/l "
         "highlighted. She does not want the raw controller export.")
    ,
    env("env-clorimind-acid-empty-locks-chlorine", "system-state", "water-treatment",
        "the acid drum runs empty during the evening session",
        "Clorimind raises a pH high alarm about 40 minutes later and locks out chlorine dosing "
        "until the pH is back below 7.6, so free chlorine drifts down overnight",
        3, 0, "2025-12-10",
        "Happened all three times the drum was found empty after an evening session; each time "
        "the first DPD test of the morning read below 0.8 mg/l.")
    ,
    # --- 2. sand filters and backwash (Filtrane) ---
    sem("sem-filtrane-sand-filters-backwash", "filtration", 0.91, 11, "2025-12-02",
        "Three Filtrane sand filters serve the main pool and backwash twice a week",
        "The main pool water passes through three Filtrane sand filters in the basement plant "
        "room. Each is backwashed for four minutes, then rinsed for two, on Tuesday and Friday "
        "after closing; backwash water goes to the holding tank, not the sewer, because the "
        "discharge consent allows 18 cubic metres an hour at most. Mags Treloar sets the "
        "backwash sequence.")
    ,
    epi("epi-2026-02-03-backwash-in-public-swim", "filtration", "incident", "2026-02-03",
        "Filter 2 backwashed at 19:00 during the adults' lane swim",
        "On 3 February a timer offset left over from the clock change started the backwash of "
        "Filtrane filter 2 at 19:00 instead of 22:00, during the adults' lane swim. The balance "
        "tank dropped, the skimmers gulped air and the circulation pump tripped; the pool stayed "
        "open but the water was cloudy until the next morning.")
    ,
    rule("rule-filtrane-read-back-start-times", "filtration",
         ["Filtrane", "backwash", "timer", "clock change", "daylight saving", "power cut",
          "circulation pump trip"], "medium", 1, "2026-02-05",
         "After any clock change, read the backwash start times back from the panel",
         "When the clocks change or the Filtrane panel loses power, do: open its schedule page, "
         "confirm each backwash start is after closing and sign the plant log. Not: assume the "
         "panel follows the building clock. Why: on 2026-02-03 filter 2 backwashed at 19:00 in a "
         "public session.")
    ,
    pref("pref-ottilie-media-cost-per-bather", "planning", "filtration", "2025-12-04",
         "Ottilie wants filter media replacement priced per bather",
         "Ottilie wants any proposal to replace filter sand or glass media to state the price "
         "divided by the year's bather count, with the last two pressure-drop readings. She turns "
         "down proposals that only quote the supplier's total.")
    ,
    env("env-filtrane-night-speed-weak-backwash", "workspace-state-transitions", "filtration",
        "a filter is backwashed while the main pool pump is on its night speed",
        "the bed is not fully lifted: the pressure difference across that filter falls only to "
        "about 0.4 bar instead of 0.2, and another backwash is needed within two days",
        4, 1, "2025-11-28",
        "Four of five night-speed washes logged since October left about 0.4 bar across the "
        "bed; the exception was filter 3, washed just after a sand top-up.")
    ,
    # --- 3. pool hall air (Humidax) ---
    sem("sem-humidax-hall-air-handling", "hall-air", 0.9, 9, "2025-10-01",
        "Humidax runs the pool hall air and keeps it two degrees above the water",
        "Humidax is the air handling unit for the main pool hall. It keeps the air two degrees "
        "above the water (30 °C) and relative humidity between 55 and 62 percent, and recovers "
        "heat from the exhaust through a plate exchanger. Setpoints live in the building "
        "management system; Kestwick Controls holds the service contract.")
    ,
    epi("epi-2025-08-19-condensation-on-seating", "hall-air", "incident", "2025-08-19",
        "A stuck damper after an update made condensation rain onto the spectator seats",
        "On 19 August the Humidax outdoor air damper stuck shut after a firmware update, humidity "
        "in the hall climbed to 78 percent and water ran down the glazing and dripped from the "
        "roof purlins onto the spectator seating. The gala that evening moved to Pellingford.")
    ,
    rule("rule-humidax-watch-humidity-after-update", "hall-air",
         ["Humidax", "damper", "firmware update", "BMS", "humidity", "condensation",
          "Kestwick Controls"], "high", 2, "2025-08-21",
         "After a controls update, watch the hall humidity for an hour",
         "When Kestwick Controls or anyone else updates Humidax firmware or BMS graphics, do: stay "
         "on site, watch the hall humidity trend for an hour and open the damper override if it "
         "passes 65 percent. Not: sign off the update from the office. Why: on 2025-08-19 a stuck "
         "damper after an update took the hall to 78 percent.")
    ,
    pref("pref-ottilie-heat-complaints-answered-locally", "communication", "hall-air",
         "2025-10-03",
         "Ottilie wants heat complaints answered by the duty manager and only counted for her",
         "Ottilie wants complaints from parents that the hall is too hot answered by the duty "
         "manager on the day, with the standard explanation of why the air is kept warmer than the "
         "water. She only wants them in the monthly summary, as a count.")
    ,
    env("env-humidax-frost-reduces-fresh-air", "system-state", "hall-air",
        "the outside air is below minus five degrees",
        "Humidax lowers the fresh air share to 20 percent to protect its coil, and hall humidity "
        "creeps up by about five points during busy sessions",
        5, 1, "2026-01-09",
        "Logged on five of six hard-frost days this winter; the miss was a quiet Sunday when "
        "humidity hardly moved.")
    ,
    # --- 4. pool water heating (Thermwell) ---
    sem("sem-thermwell-heat-pump", "pool-heating", 0.92, 10, "2025-11-20",
        "A Thermwell heat pump heats both pools, with the gas boiler as backup",
        "Pool water is heated by a Thermwell air-source heat pump rated 240 kW; the old gas boiler "
        "is kept as backup and takes over below 2 °C outside. The main pool is held at 28 °C and "
        "the learner pool at 31 °C. Barnaby Kite of Aquavance Service maintains the heat pump and "
        "the refrigerant log book lives in the plant room.")
    ,
    epi("epi-2026-01-12-learner-pool-cooled", "pool-heating", "incident", "2026-01-12",
        "The learner pool cooled to 27 °C when the boiler changeover was left disabled",
        "On the night of 12 January the Thermwell unit iced up in freezing fog and stopped, and the "
        "gas boiler did not take over because its changeover had been disabled during a service in "
        "December. By morning the learner pool was at 27 °C and the baby and toddler classes were "
        "cancelled.")
    ,
    rule("rule-thermwell-check-boiler-changeover-before-frost", "pool-heating",
         ["Thermwell", "heat pump", "boiler changeover", "frost", "freezing fog", "defrost",
          "learner pool temperature"], "high", 1, "2026-01-14",
         "Before a frosty night, make sure the boiler backup is armed",
         "When frost or freezing fog is forecast, do: check on the BMS that the boiler changeover "
         "is enabled and set to start below 2 °C, and ask Aquavance to re-enable it if a service "
         "left it off. Not: rely on the heat pump alone overnight. Why: on 2026-01-12 the learner "
         "pool fell to 27 °C and infant classes were cancelled.")
    ,
    pref("pref-ottilie-energy-per-square-metre", "budget", "pool-heating", "2025-11-22",
         "Ottilie wants heating energy compared per square metre of water, month by month",
         "Ottilie wants heating energy shown as kWh per square metre of pool water for each month, "
         "next to the same month last year, heat pump and boiler in separate columns. Totals "
         "without the area do not tell her anything.")
    ,
    env("env-thermwell-portal-export-shape", "skill-output-shape", "pool-heating",
        "the Thermwell cloud portal is asked for a month of energy data",
        "it returns a CSV in kWh with one row per fifteen minutes (about 2,900 rows) in UTC, and "
        "the last day is missing until 03:00 the following morning",
        4, 0, "2026-02-03",
        "Same shape in each of four monthly downloads since October; the final day only "
        "appeared when Mags re-exported after 03:00.")
    ,
    # --- 5. drowning detection cameras (Sentrypool) ---
    sem("sem-sentrypool-underwater-cameras", "lifeguard-cameras", 0.93, 12, "2025-09-01",
        "Sentrypool underwater cameras watch the main pool and alert lifeguard pagers",
        "Eight Sentrypool underwater cameras watch the main pool and send an alert to the "
        "lifeguards' wrist pagers when a swimmer lies still on the bottom for more than ten "
        "seconds. It is an aid, not a replacement for the chair; the learner pool has no cameras. "
        "Idris Fenwick-Obi, the lifeguard lead, runs the weekly test with the manikin.")
    ,
    epi("epi-2025-09-27-dead-pagers-near-miss", "lifeguard-cameras", "near-miss", "2025-09-27",
        "Two lifeguard pagers were flat when Sentrypool raised a real alert",
        "On 27 September the pager charging rack had been unplugged overnight, and at the Saturday "
        "family swim two pagers were dead. A weak swimmer slipped into the deep end and was pulled "
        "out by the chair lifeguard; Sentrypool had raised an alert that nobody received.")
    ,
    rule("rule-sentrypool-test-every-pager-at-opening", "lifeguard-cameras",
         ["Sentrypool", "pager", "wrist pager", "charging rack", "session start", "lifeguard",
          "alert"], "high", 1, "2025-09-29",
         "At the start of every session, make every pager buzz with the test button",
         "When a session opens or lifeguards change over, do: press the Sentrypool test button and "
         "see each pager on duty vibrate, and swap any that stays silent from the charging rack. "
         "Not: assume pagers are charged because they are on the rack. Why: on 2025-09-27 two dead "
         "pagers missed a real alert.")
    ,
    pref("pref-ottilie-footage-requests-in-writing", "privacy", "lifeguard-cameras",
         "2025-09-03",
         "Ottilie wants every request for camera footage sent to her in writing",
         "Ottilie wants any request for Sentrypool or CCTV footage, from police, parents or "
         "insurers, passed to her as a written request naming the date, time and reason. Staff "
         "must not show footage on the poolside screen to anyone.")
    ,
    env("env-sentrypool-inflatable-false-alerts", "system-state", "lifeguard-cameras",
        "the inflatable obstacle course is in the main pool",
        "Sentrypool raises a false alert every few minutes from the shadow under the inflatable, "
        "and within half an hour lifeguards start ignoring their pagers",
        3, 0, "2025-10-25",
        "Seen in all three obstacle-course sessions this autumn; Idris logged fourteen shadow "
        "alerts in the first hour on 25 October.")
    ,
    # --- 6. entry turnstiles (Gatewave) ---
    sem("sem-gatewave-turnstiles-wristbands", "entry", 0.9, 13, "2025-10-10",
        "Gatewave turnstiles read coloured wristbands and count people in the building",
        "Entry is through four Gatewave turnstiles that read a coloured wristband; the colour sets "
        "the session and the band opens one locker. Gatewave counts people in and out, and the "
        "fire limit for the pool hall is 180 bathers. Ravi Penhallow, the duty manager, can free "
        "the gates; wristbands come from Bandcraft in boxes of 500.")
    ,
    epi("epi-2026-03-14-turnstiles-free-pass", "entry", "incident", "2026-03-14",
        "The turnstiles sat in free-pass mode for two hours and the head count was wrong",
        "On 14 March a network switch restart left the Gatewave turnstiles in free-pass mode for "
        "two hours; the head count read 60 while about 210 people were inside during the Saturday "
        "fun session, and lifeguards had to count bathers by hand.")
    ,
    rule("rule-gatewave-hand-count-when-counter-freezes", "entry",
         ["Gatewave", "head count", "turnstile", "free-pass", "network switch", "fire limit",
          "busy session"], "high", 1, "2026-03-16",
         "If the people counter stops moving on a busy day, count by hand and stop admissions",
         "When the Gatewave count stays still for ten minutes while people keep arriving, do: stop "
         "selling entry, have two lifeguards count bathers and compare with 180, and call IT. Not: "
         "trust the screen figure. Why: on 2026-03-14 the count read 60 with about 210 inside.")
    ,
    pref("pref-ottilie-price-change-one-page", "board", "entry", "2025-10-12",
         "Ottilie wants entry price changes on one page for the trust board",
         "Ottilie wants any change to admission prices laid out on one page: old price, new price, "
         "the month it starts and the expected change in visits. She takes it to the trust board "
         "herself and will not forward a longer paper.")
    ,
    env("env-gatewave-colour-change-lockers-lag", "workspace-state-transitions", "entry",
        "a wristband colour is reassigned to another session in Gatewave",
        "the locker locks keep the old colour until the overnight sync at 02:00, so bands issued "
        "that afternoon do not open lockers",
        4, 1, "2026-01-20",
        "Four of five colour swaps left new bands unable to open lockers until morning; the "
        "exception came just after Hamza forced a manual sync.")
    ,
    # --- 7. lane and session booking (Laneplan) ---
    sem("sem-laneplan-online-booking", "bookings", 0.92, 15, "2025-09-05",
        "Laneplan sells public sessions and lane hire; clubs hold termly blocks",
        "Laneplan is the online booking system for public sessions and lane hire. The swimming "
        "clubs (Harrowmere Otters and the triathlon club) hold termly block bookings entered by "
        "Hamza Quillfeather; members can book seven days ahead, non-members three. Refunds up to "
        "two hours before a session go back to the card automatically.")
    ,
    epi("epi-2025-12-01-double-booked-main-pool", "bookings", "incident", "2025-12-01",
        "A term-date import double-booked the main pool for the Otters and a school gala",
        "On 1 December a block booking for the Otters and a school gala were both confirmed for the "
        "same Monday evening after a term-date import into Laneplan; forty children and their "
        "parents arrived for each. The gala moved to the learner pool and the club was refunded.")
    ,
    rule("rule-laneplan-check-clashes-after-import", "bookings",
         ["Laneplan", "term dates", "import", "block booking", "gala", "double booking", "club"],
         "medium", 1, "2025-12-03",
         "Before and after importing term dates, look for clashes in the week view",
         "When term dates or club blocks are imported into Laneplan, do: export the week view for "
         "the whole term and run the clash filter before confirming any booking. Not: trust the "
         "import screen's green tick. Why: on 2025-12-01 the Otters and a school gala were both "
         "confirmed for one evening.")
    ,
    pref("pref-ottilie-cancellation-email-first", "communication", "bookings", "2025-09-07",
         "Ottilie wants customers emailed first when a plant fault cancels sessions",
         "When sessions are cancelled because of a plant fault, Ottilie wants every booked customer "
         "emailed from Laneplan first, with the reason in one plain sentence, and only then a post "
         "on the centre's page. She does not want the word 'technical' without saying what broke.")
    ,
    env("env-laneplan-monthly-attendance-report", "skill-output-shape", "bookings",
        "Laneplan's attendance report is run for a whole month",
        "it takes about four minutes, returns a workbook with one sheet per day, and counts each "
        "block booking as one attendance whatever the number of swimmers",
        5, 0, "2026-02-02",
        "Every monthly run since September took three to five minutes; Hamza found each Otters "
        "block entered as a single visit.")
    ,
    # --- 8. swim school (Splashladder) ---
    sem("sem-splashladder-swim-school-stages", "swim-school", 0.91, 12, "2025-09-12",
        "Splashladder tracks swim-school pupils through ten stages",
        "Splashladder holds the 640 swim-school pupils, their stage (1 to 10), teacher and lesson "
        "slot. Teachers tick skills on a tablet at the poolside; a pupil moves up when every skill "
        "of the stage is ticked. Clemence Ashdown coordinates the swim school and approves stage "
        "moves; reports go to parents in the last week of each term.")
    ,
    epi("epi-2026-04-02-reports-wrong-stage", "swim-school", "incident", "2026-04-02",
        "Term reports went out before the tablets synced and 85 pupils were told they had not passed",
        "On 2 April the end-of-term reports went to parents before the teachers' last ticks had "
        "synced from the tablets; 85 children were told they stayed in their stage when they had "
        "passed. Clemence sent a correction the next day and the phone rang all morning.")
    ,
    rule("rule-splashladder-sync-tablets-before-reports", "swim-school",
         ["Splashladder", "tablet", "sync", "term report", "stage", "parents", "ticks"],
         "medium", 1, "2026-04-04",
         "Sync every poolside tablet before term reports are released",
         "When term reports are due, do: collect every teaching tablet, sync it on the office "
         "Wi-Fi and check the last-sync time of each teacher on the dashboard before pressing send. "
         "Not: release reports on the scheduled date regardless. Why: on 2026-04-02 85 pupils were "
         "wrongly told they had not moved up.")
    ,
    pref("pref-ottilie-parent-messages-signed-swim-school", "communication", "swim-school",
         "2025-09-14",
         "Ottilie wants messages to parents signed by the swim school, not a teacher",
         "Ottilie wants every message to swim-school parents signed 'Harrowmere Swim School' with "
         "the office phone number, never with a teacher's name or mobile. Teachers are not to "
         "answer parents on personal phones.")
    ,
    env("env-splashladder-late-stage-move-no-slot", "workspace-state-transitions", "swim-school",
        "a pupil is moved up a stage after next term's timetable is published",
        "Splashladder keeps the pupil in the old slot and offers none of the new stage's slots "
        "until Clemence reruns the allocation, so the parent sees no place at all",
        6, 0, "2025-12-12",
        "All six pupils moved up after the spring timetable went out in December showed no "
        "bookable place until Clemence reran the allocation.")
    ,
    # --- 9. flume (Twistrun) ---
    sem("sem-twistrun-flume-rules", "flume", 0.92, 10, "2025-06-20",
        "The Twistrun flume needs two staff and a green dispatch light",
        "The Twistrun flume is 84 m long and runs at weekends and in school holidays. Riders must "
        "be over 1.2 m tall; one attendant at the top and one lifeguard at the splash-down are "
        "needed, and the top attendant sends each rider on the green light from the photocell gap "
        "timer (12 seconds at least). The pump takes fifteen minutes to wet the whole tube.")
    ,
    epi("epi-2025-07-26-flume-collision", "flume", "incident", "2025-07-26",
        "Two riders collided at the flume splash-down after the exit photocell was blinded",
        "On 26 July the exit photocell of the Twistrun was blinded by sunlight through the roof "
        "light, the dispatch light went green early and two teenagers collided at the "
        "splash-down; one had a cut lip. The flume was closed for the afternoon.")
    ,
    rule("rule-twistrun-shade-exit-photocell", "flume",
         ["Twistrun", "flume", "photocell", "sunlight", "dispatch light", "splash-down",
          "roof light"], "high", 1, "2025-07-28",
         "On bright afternoons, check the exit photocell hood before opening the flume",
         "When the sun is low and bright through the roof lights, do: check the hood on the "
         "Twistrun exit photocell is fitted and send a test rider with a stopwatch to confirm the "
         "12-second gap. Not: open on the dispatch light alone. Why: on 2025-07-26 sunlight blinded "
         "the photocell and two riders collided.")
    ,
    pref("pref-ottilie-flume-injury-phone-same-day", "safety", "flume", "2025-06-22",
         "Ottilie wants a phone call the same day for any injury on the flume",
         "Ottilie wants to be telephoned on the day of any injury on the Twistrun, however small, "
         "before the accident form is finished. A form in her tray on Monday is not enough.")
    ,
    env("env-twistrun-early-start-riders-stop", "system-state", "flume",
        "the flume pump is started less than fifteen minutes before the first ride",
        "the upper tube stays partly dry, riders slow down and stop in the second bend, and the "
        "attendant has to close the top gate and talk them down",
        3, 1, "2025-10-29",
        "Riders stalled in the second bend on three of four rushed starts over half-term; the "
        "exception was a day the tube was still wet from a morning test.")
    ,
    # --- 10. wave machine (Surgebox) ---
    sem("sem-surgebox-wave-machine", "waves", 0.9, 9, "2025-10-02",
        "Surgebox makes waves at the deep end for ten minutes on the hour in fun sessions",
        "Surgebox is the wave machine at the deep end: two air chambers pulse to make waves of up "
        "to 0.6 m. It runs for ten minutes on the hour in fun sessions, started by the lifeguard "
        "lead's key switch after the whistle and the wave horn. Lane ropes must be out of the "
        "water first.")
    ,
    epi("epi-2025-10-31-lane-rope-bent-grille", "waves", "incident", "2025-10-31",
        "A forgotten lane rope bent the wave chamber grille",
        "On 31 October a lane rope left floating after the club session was drawn against the "
        "Surgebox chamber grille when the waves started; the grille bent and the machine was out "
        "of use for three weeks while Aquavance made a new one.")
    ,
    rule("rule-surgebox-walk-deep-end-before-key", "waves",
         ["Surgebox", "wave machine", "lane rope", "float", "grille", "key switch", "fun session"],
         "high", 1, "2025-11-02",
         "Before turning the wave key, walk the deep end for ropes and floats",
         "When waves are about to start, do: walk the length of the deep end, look for lane ropes, "
         "floats and toys near the chamber grille and remove them, then sound the horn. Not: start "
         "from the key switch on the lifeguards' word. Why: on 2025-10-31 a rope bent the grille "
         "and the machine was out for three weeks.")
    ,
    pref("pref-ottilie-timetable-changes-at-holidays", "planning", "waves", "2025-10-04",
         "Ottilie wants fun-session and wave times changed only from the start of a school holiday",
         "Ottilie wants any change to when the waves run or to fun-session times to start on the "
         "first day of a school holiday and be on the website a fortnight before. She refuses "
         "mid-term changes because families plan around them.")
    ,
    env("env-surgebox-long-run-tank-alarm", "system-state", "waves",
        "the waves run for more than ten minutes",
        "water slops over the deep-end overflow into the balance tank faster than it returns, the "
        "tank high-level alarm sounds and make-up water is shut off for the rest of the session",
        2, 0, "2025-12-27",
        "Happened both times a run went past ten minutes, once at a December party and once "
        "when the timer stuck; Mags reopened make-up water after closing.")
    ,
    # --- 11. gala timing (Touchmark) ---
    sem("sem-touchmark-gala-timing", "gala-timing", 0.89, 7, "2025-11-05",
        "Touchmark touchpads and scoreboard are used for club galas only",
        "Touchmark is the electronic timing set: eight touchpads, a start horn and the scoreboard "
        "over the shallow end. It is stored in the cupboard of the first-aid corridor and set up "
        "only for club galas, by the club's own timekeepers; the centre hands over the cupboard key "
        "and the scoreboard power switch. Results go to the club's meet software by USB.")
    ,
    epi("epi-2026-05-16-lane4-touchpad-failed", "gala-timing", "incident", "2026-05-16",
        "The lane 4 touchpad gave no times at the county gala",
        "At the county gala on 16 May the lane 4 touchpad cable had been pinched under the "
        "starting block and gave no times; thirty swims were backed up by hand stopwatches and two "
        "records were not accepted.")
    ,
    rule("rule-touchmark-cables-over-blocks-and-test", "gala-timing",
         ["Touchmark", "touchpad", "cable", "starting block", "gala", "scoreboard", "warm-up"],
         "medium", 1, "2026-05-18",
         "Run touchpad cables over the blocks and test every lane before warm-up",
         "When Touchmark is set out for a gala, do: route each touchpad cable over the starting "
         "block, never under it, and press every pad while someone reads the scoreboard before "
         "warm-up starts. Not: leave the test to the club's timekeepers after warm-up. Why: on "
         "2026-05-16 a pinched cable lost thirty swims in lane 4.")
    ,
    pref("pref-ottilie-gala-equipment-sheet", "contracts", "gala-timing", "2025-11-07",
         "Ottilie wants clubs to sign the equipment sheet before any gala hire",
         "Ottilie wants a club hiring the pool for a gala to sign the equipment sheet listing the "
         "Touchmark pads, horn and scoreboard, at handover and again at return. Without the "
         "signature she will not confirm the hire.")
    ,
    env("env-touchmark-usb-export-format", "skill-output-shape", "gala-timing",
        "Touchmark exports results to USB at the end of a gala",
        "it writes one file per event in an old text format with times in hundredths and lane "
        "numbers but no swimmer names; if the start list was not loaded the club's software "
        "cannot read the files",
        3, 1, "2026-02-07",
        "Matched at three of four galas this season; at the fourth the visiting timekeepers "
        "brought a newer Touchmark console of their own.")
    ,
    # --- 12. movable pool floor (Liftdeck) ---
    sem("sem-liftdeck-movable-floor", "pool-floor", 0.9, 8, "2025-09-18",
        "Liftdeck moves the floor of the last ten metres of the main pool between 0.3 and 2.0 m",
        "The last ten metres of the main pool have a Liftdeck movable floor that can sit anywhere "
        "from 0.3 m to 2.0 m deep. It is set to 0.9 m for swim-school mornings and 2.0 m for diving "
        "practice; it moves 5 cm a minute and only from the keyed control box at the poolside. "
        "Before a move the area must be roped off and empty of swimmers.")
    ,
    epi("epi-2026-02-21-floor-stuck-tilted", "pool-floor", "incident", "2026-02-21",
        "The movable floor stopped tilted with a hydraulic leak",
        "On 21 February the Liftdeck floor stopped halfway up with the north edge 15 cm lower than "
        "the south after a ram hose split; oil sheen showed on the water. The duty manager pressed "
        "restart twice, which pumped more oil out, and the main pool was closed for four days.")
    ,
    rule("rule-liftdeck-no-restart-after-stop", "pool-floor",
         ["Liftdeck", "movable floor", "hydraulic", "oil sheen", "stopped", "tilt", "restart"],
         "high", 1, "2026-02-23",
         "If the floor stops part-way, never restart it; isolate and call the engineer",
         "When the Liftdeck floor halts before its set depth or looks uneven, do: turn the key to "
         "off, clear that end of the pool, look for an oily film and call Aquavance. Not: press "
         "restart to finish the move. Why: on 2026-02-21 two restarts pumped more oil from a split "
         "hose and the pool shut for four days.")
    ,
    pref("pref-ottilie-depth-requests-week-ahead", "planning", "pool-floor", "2025-09-20",
         "Ottilie wants floor depth changes requested a week ahead in the booking notes",
         "Ottilie wants any request for a different Liftdeck depth (diving, canoe polo, aqua fit) "
         "written in the Laneplan booking notes at least seven days before. Same-day depth "
         "changes are refused unless a lifeguard lead agrees.")
    ,
    env("env-liftdeck-display-lags-move", "workspace-state-transitions", "pool-floor",
        "the floor is raised from 2.0 m to 0.9 m",
        "the poolside depth display keeps showing 2.0 m until someone presses its update button, "
        "and the Liftdeck log marks the move complete about 20 minutes before the floor really "
        "stops",
        7, 1, "2026-02-10",
        "Seen on seven of eight swim-school mornings checked; the one miss followed a display "
        "reset by Aquavance.")
    ,
    # --- 13. sauna and steam (Steamcourt) ---
    sem("sem-steamcourt-sauna-steam", "spa", 0.88, 8, "2025-11-12",
        "Steamcourt runs the sauna and steam room, adults only, until 21:00",
        "Steamcourt controls the sauna (85 °C) and the steam room (45 °C) next to the pool hall. "
        "Both are for over-16s only and switch off at 21:00; the steam generator is descaled "
        "weekly by Mags Treloar. An hourly check is logged on the card at the spa door.")
    ,
    epi("epi-2025-12-20-towel-on-sauna-heater", "spa", "incident", "2025-12-20",
        "A towel on the sauna heater guard set off the fire alarm during the Christmas swim",
        "On 20 December a towel left on the sauna heater guard scorched; the Steamcourt heat "
        "cut-out tripped and smoke set off the fire alarm, and the building was evacuated for 25 "
        "minutes in the middle of the Christmas party swim.")
    ,
    rule("rule-steamcourt-hourly-walkthrough-towels", "spa",
         ["Steamcourt", "sauna", "heater guard", "towel", "smoke", "fire alarm", "hourly check"],
         "high", 1, "2025-12-22",
         "Walk through the sauna every hour and clear anything off the heater guard",
         "When the sauna is open, do: go in on every hourly check, take towels, cups and flip-flops "
         "off the heater guard and sign the door card. Not: look through the window only. Why: on "
         "2025-12-20 a scorched towel set off the fire alarm and emptied the building.")
    ,
    pref("pref-ottilie-plain-signs-with-pictures", "signage", "spa", "2025-11-14",
         "Ottilie wants signs in plain words with a picture and no capital-letter warnings",
         "Ottilie wants every notice in the centre written in short plain words with a pictogram, "
         "in sentence case. She rejects signs in capitals or with more than three lines of text.")
    ,
    env("env-steamcourt-overnight-descale-smell", "system-state", "spa",
        "the steam room is left switched on overnight",
        "the steam generator's descaling cycle starts at 23:30 and the first users in the morning "
        "complain of a sour citric smell until it has run for 40 minutes",
        2, 0, "2025-12-08",
        "Confirmed after both nights the generator stayed on this winter; early swimmers "
        "reported a vinegar-like smell at the spa door until about 07:10.")
    ,
    # --- 14. chemical store and deliveries (Brinecroft, Chemlog) ---
    sem("sem-chemical-deliveries-brinecroft", "chemicals", 0.93, 16, "2025-06-02",
        "Brinecroft Chemicals delivers hypochlorite and acid every second Wednesday",
        "Brinecroft Chemicals delivers sodium hypochlorite (14 percent) and 15 percent sulphuric "
        "acid every second Wednesday between 07:00 and 08:00, before opening. The two fill points "
        "in the service yard are colour-coded, yellow for hypochlorite and red for acid, and "
        "locked; the key is in the duty manager's safe. Each delivery is entered in Chemlog with "
        "its batch number.")
    ,
    epi("epi-2025-06-11-acid-hose-wrong-fill", "chemicals", "near-miss", "2025-06-11",
        "A relief driver nearly pumped acid into the hypochlorite tank",
        "On 11 June a relief driver connected the acid hose to the yellow fill point because the "
        "red cap had been left on the wrong pipe. Mags noticed the label before the valve opened; "
        "mixing the two would have released chlorine gas into the yard.")
    ,
    rule("rule-chemicals-read-hose-label-with-driver", "chemicals",
         ["Brinecroft", "delivery", "fill point", "hose", "acid", "hypochlorite", "chlorine gas"],
         "high", 1, "2025-06-13",
         "Stand with the driver and read the hose label before any valve opens",
         "When a chemical tanker is in the yard, do: unlock only the fill point for that product, "
         "stand beside the driver and read the product name on the hose and the pipe aloud before "
         "the valve opens. Not: leave the driver to connect alone. Why: on 2025-06-11 acid was "
         "nearly pumped into the hypochlorite tank.")
    ,
    pref("pref-ottilie-supplier-change-noor-first", "suppliers", "chemicals", "2025-06-04",
         "Ottilie wants any change of chemical supplier or strength approved by Noor first",
         "Ottilie wants a change of chemical supplier, product strength or delivery day agreed in "
         "writing by Noor Vantongeren before it comes to her. She signs only after Noor's note is "
         "attached.")
    ,
    env("env-chemlog-missed-entry-double-order", "workspace-state-transitions", "chemicals",
        "a delivery is not entered in Chemlog on the day it arrives",
        "the stock figure drops below the reorder point two days early and Chemlog sends an "
        "automatic order that Brinecroft charges as an emergency call-out",
        2, 0, "2026-01-14",
        "Happened both times a delivery was keyed in late; Brinecroft's second invoice carried "
        "a 180-pound emergency charge.")
    ,
    # --- 15. balance tank and make-up water (Levelguard) ---
    sem("sem-levelguard-balance-tank", "balance-tank", 0.9, 11, "2025-08-05",
        "Levelguard tops up the balance tank from the mains and meters the fresh water",
        "The main pool overflows into a 40 cubic metre balance tank in the basement. Levelguard "
        "opens the mains make-up valve when the tank is below 35 percent and logs the litres "
        "added; the guidance asks for 30 litres of fresh water per bather per day, which Noor "
        "checks weekly from the Levelguard meter.")
    ,
    epi("epi-2026-03-03-plant-room-flooded", "balance-tank", "incident", "2026-03-03",
        "A stuck float left the make-up valve open all night and flooded the plant room",
        "On the night of 3 March the Levelguard float switch stuck low, the make-up valve ran "
        "until morning and the balance tank overflowed; 5 cm of water stood in the plant room and "
        "the circulation pump motor had to be dried out by Aquavance.")
    ,
    rule("rule-levelguard-check-overnight-meter", "balance-tank",
         ["Levelguard", "meter", "make-up valve", "float switch", "overnight", "flood",
          "plant room"], "medium", 1, "2026-03-05",
         "Compare the evening and morning meter readings and close the valve if water kept flowing",
         "When closing up and again at opening, do: note the Levelguard meter, and if more than "
         "3,000 litres went in overnight, close the make-up valve by hand and check the float. "
         "Not: read the meter only on Noor's weekly check. Why: on 2026-03-03 a stuck float "
         "flooded the plant room.")
    ,
    pref("pref-ottilie-water-use-per-bather", "reporting", "balance-tank", "2025-08-07",
         "Ottilie wants fresh water use reported per bather against the weekly target",
         "Ottilie wants fresh water use shown each week as litres per bather, drawn as a line "
         "against the 30-litre target, with the bather count from Gatewave underneath. A table of "
         "meter readings on its own is sent back.")
    ,
    env("env-levelguard-log-download-shape", "skill-output-shape", "balance-tank",
        "the Levelguard meter log is downloaded from its web page",
        "it returns only the last 30 days, in litres with a comma as thousands separator, and days "
        "on which the logger rebooted appear twice",
        3, 0, "2026-02-17",
        "Each of Noor's three downloads this winter held only a month of figures, and the "
        "February file listed 9 February twice after a logger restart.")
    ,
    # --- 16. legionella control (Flushrota) ---
    sem("sem-flushrota-legionella-control", "legionella", 0.92, 13, "2025-07-01",
        "Flushrota lists outlets to flush weekly; hot water is held at 60 °C",
        "Flushrota is the weekly checklist app for legionella control: every shower and tap used "
        "less than once a week is flushed for two minutes on Monday mornings, and the calorifier "
        "is kept at 60 °C with returns above 50 °C. Noor Vantongeren is the responsible person; "
        "Hollins Lab takes samples every quarter.")
    ,
    epi("epi-2025-09-15-positive-sample-accessible-room", "legionella", "incident", "2025-09-15",
        "A legionella sample from the accessible changing room came back positive",
        "On 15 September Hollins Lab reported legionella at 1,200 cfu/l from the shower in the "
        "accessible changing room, which had been closed for refitting for five weeks and "
        "reopened without a flush. The room closed again, the outlet was disinfected and resampled "
        "clear after two weeks.")
    ,
    rule("rule-flushrota-flush-before-reopening", "legionella",
         ["Flushrota", "legionella", "shower", "changing room", "refit", "closed room",
          "sample"], "high", 1, "2025-09-17",
         "When a closed room comes back into use, flush its outlets and take a sample first",
         "When a changing room or toilet returns to use after a closure of more than a week, do: "
         "flush each outlet for five minutes, record it in Flushrota and ask Hollins Lab for a "
         "sample before the public uses it. Not: reopen when the builders leave. Why: on "
         "2025-09-15 a shower left unused for five weeks tested positive.")
    ,
    pref("pref-ottilie-lab-results-one-line", "reporting", "legionella", "2025-07-03",
         "Ottilie wants lab results forwarded with one line saying what they mean",
         "Ottilie wants each quarterly Hollins Lab report forwarded with a single sentence on top: "
         "all clear, or which outlet failed and what has been done. She does not read the "
         "attached tables.")
    ,
    env("env-flushrota-out-of-order-drops-from-list", "workspace-state-transitions",
        "legionella",
        "a shower is marked out of order in Flushrota",
        "it drops off the Monday flushing list and stands unflushed until someone marks it back "
        "in service",
        2, 0, "2025-10-20",
        "Twice this autumn a flagged shower went three Mondays without flushing; Noor caught "
        "both on her monthly audit.")
    ,
    # --- 17. emergency pull cords (Callcord) ---
    sem("sem-callcord-pull-cords", "alarms", 0.9, 10, "2025-08-12",
        "Callcord pull cords ring the reception panel and the duty manager's radio",
        "Every accessible toilet and changing cubicle has a red Callcord pull cord. A pull lights "
        "the zone on the reception panel and sends a call to the duty manager's radio on channel "
        "3; it can only be reset at the cord itself. Ravi Penhallow tests every cord on the first "
        "Monday of the month.")
    ,
    epi("epi-2026-01-25-pull-cord-unanswered", "alarms", "incident", "2026-01-25",
        "A pull cord went unanswered for nine minutes because the radio was on the wrong channel",
        "On 25 January an elderly swimmer who had fallen in the accessible changing room pulled "
        "the Callcord; the receptionist was on a break and the duty manager's radio had been left "
        "on channel 5 after a gala, so nobody came for nine minutes.")
    ,
    rule("rule-callcord-radio-channel-check", "alarms",
         ["Callcord", "pull cord", "radio", "channel", "reception panel", "duty manager",
          "break"], "high", 1, "2026-01-27",
         "At every handover, check the duty radio is on channel 3 and reception is covered",
         "When duty managers hand over or reception goes on a break, do: check the duty radio is "
         "on channel 3 and name someone to watch the reception panel. Not: assume the panel is "
         "watched because the desk is open. Why: on 2026-01-25 a fallen swimmer waited nine "
         "minutes.")
    ,
    pref("pref-ottilie-called-for-ambulances", "communication", "alarms", "2025-08-14",
         "Ottilie wants a call whenever an ambulance is called to the centre, at any hour",
         "Ottilie wants the duty manager to phone her each time an ambulance is called to the "
         "centre, day or night, once the casualty is being looked after. A text message is not "
         "enough for this.")
    ,
    env("env-callcord-panel-reset-returns", "system-state", "alarms",
        "the reception panel is reset without going to the cord",
        "the alarm comes back within a minute, because a Callcord can only be cleared at the "
        "pull point",
        6, 0, "2026-02-02",
        "On all six reception resets during the monthly cord test, the zone lit again within 60"
        " seconds.")
    ,
    # --- 18. pool covers (Coverglide) ---
    sem("sem-coverglide-thermal-covers", "covers", 0.91, 12, "2025-11-01",
        "Coverglide thermal covers go on the main pool at closing and off at 06:15",
        "Coverglide is the motorised reel of thermal covers for the main pool. The closing "
        "lifeguard rolls the covers out after the last swimmer has left and the lane ropes are "
        "unhooked; the early shift rolls them in at 06:15. The reel key hangs in the lifeguard "
        "room.")
    ,
    epi("epi-2025-11-22-cover-torn-on-anchor", "covers", "incident", "2025-11-22",
        "A thermal cover tore on a lane rope anchor left in the wall",
        "On 22 November the closing lifeguard rolled out the Coverglide covers while one lane rope "
        "was still hooked to its wall anchor; the motor dragged the cover over the hook and tore a "
        "three-metre strip. The replacement cost 2,300 pounds.")
    ,
    rule("rule-coverglide-unhook-ropes-first", "covers",
         ["Coverglide", "cover", "lane rope", "wall anchor", "reel", "closing", "torn"],
         "medium", 1, "2025-11-24",
         "Before rolling the covers out, unhook every lane rope at both ends",
         "When closing the main pool, do: unhook every lane rope from both wall anchors and count "
         "them onto the reel trolley before turning the Coverglide key. Not: roll out while a rope "
         "is still in the water. Why: on 2025-11-22 a rope anchor tore a three-metre strip.")
    ,
    pref("pref-ottilie-savings-in-money", "budget", "covers", "2025-11-03",
         "Ottilie wants savings from the covers shown in pounds, not kWh",
         "Ottilie wants any saving claimed for the pool covers or other energy measures given in "
         "pounds per year at this year's tariff, with the payback in months. Figures only in kWh "
         "go back to the author.")
    ,
    env("env-coverglide-left-off-overnight", "system-state", "covers",
        "the covers are left off the main pool overnight",
        "the pool loses about one degree, the heat pump runs until about 10:00 to recover, and "
        "hall humidity at opening is above 70 percent",
        3, 1, "2026-01-29",
        "Three of four uncovered nights since the November tear gave a one-degree drop and "
        "humidity over 70 percent at 06:30; a mild night lost only half a degree.")
    ,
    # --- extra records ---
    sem("sem-harrowmere-sites-opening-hours", "sites", 0.95, 20, "2025-06-01",
        "Harrowmere opens 06:30 to 22:00; the Pellingford teaching pool only on weekday evenings",
        "Harrowmere Aquatics Centre, run by the Tollgate Valley Leisure Trust, opens 06:30 to "
        "22:00 on weekdays and 07:30 to 18:00 at weekends. The Pellingford teaching pool (12 m, "
        "no plant staff on site) opens 16:00 to 20:00 on weekdays for swim school and hire only. "
        "The night security patrol comes at 23:00 and 03:00.")
    ,
    env("env-ottilie-sunday-message-reply", "principal-response", "communication",
        "Ottilie gets a non-urgent message at the weekend",
        "she does not answer until Monday at about 07:30, and then replies with one question "
        "asking whether it could have waited for the Tuesday meeting",
        4, 1, "2026-02-16",
        "Four of five weekend messages got a Monday 07:30 reply with that question; the one "
        "quick answer was about a water leak.")
    ,
    env("env-ottilie-long-report-summary-request", "principal-response", "reporting",
        "Ottilie is sent a report longer than two pages with no summary",
        "she replies within the hour asking for a five-line summary on top and does not read the "
        "report until it arrives",
        3, 0, "2026-01-28",
        "All three long papers sent without a summary this winter came back within the hour "
        "asking for five lines on top.")
    ,
]

BLIND24_TASKS: list[dict[str, Any]] = [
    # water dosing
    task("b24-t001", "who has the code to change the chlorine and pH targets on the dosing box?",
         [S], ["sem-clorimind-dosing-controller"]),
    task("b24-t002", "what happened with the small pool and the sore eyes last November?", [E],
         ["epi-2025-11-08-learner-pool-overdosed"]),
    task("b24-t003", "The chlorine display keeps dropping even though the pump is at 100%. "
         "What should I do?", [P], ["rule-clorimind-hand-test-before-trusting-low-reading"]),
    task("b24-t004", "Put together today's water quality summary for Ottilie.", [U],
         ["pref-ottilie-daily-water-sheet"]),
    task("b24-t005", "we've just noticed the sulphuric acid container is dry at 7pm. what will "
         "that do to the water by tomorrow?", [V], ["env-clorimind-acid-empty-locks-chlorine"]),
    task("b24-t006", "Die Chloranzeige fällt weiter, obwohl die Dosierpumpe voll läuft. Was soll "
         "ich jetzt tun?", [P],
         ["rule-clorimind-hand-test-before-trusting-low-reading"]),  # de
    task("b24-t007", "Le bidon d'acide est vide depuis ce soir : que va faire le régulateur de "
         "dosage d'ici demain matin ?", [V],
         ["env-clorimind-acid-empty-locks-chlorine"]),  # fr
    # filtration
    task("b24-t008", "how often are the sand filters cleaned, and where does the dirty water "
         "go?", [S], ["sem-filtrane-sand-filters-backwash"]),
    task("b24-t009", "why did the circulation pump trip in the middle of the Monday lane swim in "
         "February?", [E], ["epi-2026-02-03-backwash-in-public-swim"]),
    task("b24-t010", "The clocks went forward last night and the plant panel rebooted. Anything "
         "to check in the plant room?", [P], ["rule-filtrane-read-back-start-times"]),
    task("b24-t011", "Write up the case for new glass media in the three filters so I can send "
         "it to Ottilie.", [U], ["pref-ottilie-media-cost-per-bather"]),
    task("b24-t012", "if Mags backwashes filter 1 tonight with the pump still slowed down, will "
         "it come out clean?", [V], ["env-filtrane-night-speed-weak-backwash"]),
    task("b24-t013", "Anoche cambió la hora y el panel de los filtros se reinició. ¿Qué tengo "
         "que revisar antes de cerrar?", [P],
         ["rule-filtrane-read-back-start-times"]),  # es
    task("b24-t014", "Cosa è successo a febbraio quando il controlavaggio è partito con il "
         "pubblico in vasca?", [E], ["epi-2026-02-03-backwash-in-public-swim"]),  # it
    # hall air
    task("b24-t015", "what temperature and humidity should the swimming hall be kept at, and "
         "who services the air unit?", [S], ["sem-humidax-hall-air-handling"]),
    task("b24-t016", "why did the gala move to Pellingford that evening in August when it "
         "rained indoors?", [E], ["epi-2025-08-19-condensation-on-seating"]),
    task("b24-t017", "Kestwick are pushing new software to the air handler this afternoon. Do I "
         "need to do anything?", [P], ["rule-humidax-watch-humidity-after-update"]),
    task("b24-t018", "A mum has emailed saying the spectator gallery is boiling. Should I pass "
         "this up to Ottilie?", [U], ["pref-ottilie-heat-complaints-answered-locally"]),
    task("b24-t019", "it's forecast -8 tonight. what will that do to the hall during tomorrow's "
         "busy morning?", [V], ["env-humidax-frost-reduces-fresh-air"]),
    task("b24-t020", "A Kestwick vai atualizar o firmware da unidade de ar hoje. O que devo "
         "fazer durante e depois?", [P],
         ["rule-humidax-watch-humidity-after-update"]),  # pt
    task("b24-t021", "Ein Vater beschwert sich, dass es auf der Tribüne viel zu heiß ist. Soll "
         "ich das an Ottilie weiterleiten?", [U],
         ["pref-ottilie-heat-complaints-answered-locally"]),  # de
    # pool heating
    task("b24-t022", "what keeps the pools warm, and what target temperature does each one "
         "have?", [S], ["sem-thermwell-heat-pump"]),
    task("b24-t023", "why were the baby classes cancelled in January?", [E],
         ["epi-2026-01-12-learner-pool-cooled"]),
    task("b24-t024", "freezing fog expected overnight. Anything I should set up for the "
         "heating before I leave?", [P],
         ["rule-thermwell-check-boiler-changeover-before-frost"]),
    task("b24-t025", "Draft the heating energy comparison for March for Ottilie.", [U],
         ["pref-ottilie-energy-per-square-metre"]),
    task("b24-t026", "if I pull last month's data from the heat pump's online portal, what "
         "will the file look like?", [V], ["env-thermwell-portal-export-shape"]),
    task("b24-t027", "Se scarico i dati del mese dal portale della pompa di calore, in che "
         "formato arrivano e sono completi?", [V],
         ["env-thermwell-portal-export-shape"]),  # it
    task("b24-t028", "On annonce du brouillard givrant cette nuit : que dois-je vérifier pour le "
         "chauffage des bassins avant de partir ?", [P],
         ["rule-thermwell-check-boiler-changeover-before-frost"]),  # fr
    # cameras
    task("b24-t029", "how long does someone have to be motionless on the bottom before the "
         "underwater system alerts us?", [S], ["sem-sentrypool-underwater-cameras"]),
    task("b24-t030", "what went wrong with the lifeguards' pagers one Saturday in "
         "September?", [E], ["epi-2025-09-27-dead-pagers-near-miss"]),
    task("b24-t031", "I'm opening for the early swim in five minutes. Anything with the "
         "lifeguards' kit first?", [P], ["rule-sentrypool-test-every-pager-at-opening"]),
    task("b24-t032", "A police officer at reception wants to see the underwater video from "
         "Tuesday. Can I show him?", [U], ["pref-ottilie-footage-requests-in-writing"]),
    task("b24-t033", "we're putting the big inflatable in on Saturday. will the drowning "
         "cameras cope?", [V], ["env-sentrypool-inflatable-false-alerts"]),
    task("b24-t034", "Cambio de socorristas en diez minutos. ¿Qué compruebo del equipo antes "
         "de que suban a la silla?", [P],
         ["rule-sentrypool-test-every-pager-at-opening"]),  # es
    task("b24-t035", "As câmaras subaquáticas cobrem também a piscina de aprendizagem? Quem faz "
         "o teste semanal?", [S], ["sem-sentrypool-underwater-cameras"]),  # pt
    # entry
    task("b24-t036", "what's the maximum number of bathers allowed in the hall, and who can "
         "open the gates?", [S], ["sem-gatewave-turnstiles-wristbands"]),
    task("b24-t037", "what happened with the head count during the fun session in March?", [E],
         ["epi-2026-03-14-turnstiles-free-pass"]),
    task("b24-t038", "The counter on the entry screen hasn't changed for a while but the queue "
         "is out the door. What now?", [P], ["rule-gatewave-hand-count-when-counter-freezes"]),
    task("b24-t039", "Prepare the new adult swim prices for Ottilie to take to the trustees.",
         [U], ["pref-ottilie-price-change-one-page"]),
    task("b24-t040", "if I switch the orange bands over to the aqua fit session at lunchtime, "
         "will they work on the lockers this afternoon?", [V],
         ["env-gatewave-colour-change-lockers-lag"]),
    task("b24-t041", "Wenn ich heute Mittag die grünen Armbänder einer anderen Session zuordne, "
         "öffnen sie am Nachmittag noch die Spinde?", [V],
         ["env-gatewave-colour-change-lockers-lag"]),  # de
    task("b24-t042", "Prépare la hausse du tarif enfant pour qu'Ottilie la présente au conseil "
         "d'administration.", [U], ["pref-ottilie-price-change-one-page"]),  # fr
    # bookings
    task("b24-t043", "how far in advance can a non-member reserve a swim, and do refunds need "
         "staff?", [S], ["sem-laneplan-online-booking"]),
    task("b24-t044", "why did two groups of kids turn up for the same evening in December?", [E],
         ["epi-2025-12-01-double-booked-main-pool"]),
    task("b24-t045", "I'm about to load next term's club dates into the booking system. "
         "Anything I should do?", [P], ["rule-laneplan-check-clashes-after-import"]),
    task("b24-t046", "The heat pump has failed and tonight's sessions are off. Tell the "
         "customers.", [U], ["pref-ottilie-cancellation-email-first"]),
    task("b24-t047", "if I pull January's attendance from the booking system, how will club "
         "blocks be counted?", [V], ["env-laneplan-monthly-attendance-report"]),
    task("b24-t048", "Se ha roto la bomba de circulación y cancelamos las sesiones de esta "
         "tarde. Avisa a los clientes.", [U],
         ["pref-ottilie-cancellation-email-first"]),  # es
    task("b24-t049", "Sto per caricare le date del prossimo trimestre dei club nel sistema di "
         "prenotazione. Cosa devo fare?", [P],
         ["rule-laneplan-check-clashes-after-import"]),  # it
    # swim school
    task("b24-t050", "who signs off a child moving up a level in lessons, and when do parents "
         "get reports?", [S], ["sem-splashladder-swim-school-stages"]),
    task("b24-t051", "what went wrong with the lesson report cards parents got in April?", [E],
         ["epi-2026-04-02-reports-wrong-stage"]),
    task("b24-t052", "Reports are scheduled to go to parents tomorrow morning. Anything to do "
         "first?", [P], ["rule-splashladder-sync-tablets-before-reports"]),
    task("b24-t053", "Write to the parents of the Wednesday stage 3 group about the change of "
         "teacher.", [U], ["pref-ottilie-parent-messages-signed-swim-school"]),
    task("b24-t054", "if I move Aisha up to stage 5 now that the summer timetable is out, will "
         "her mum be able to book a new slot?", [V],
         ["env-splashladder-late-stage-move-no-slot"]),
    task("b24-t055", "Os relatórios de fim de período saem amanhã. Há alguma coisa a fazer com "
         "os tablets antes?", [P],
         ["rule-splashladder-sync-tablets-before-reports"]),  # pt
    task("b24-t056", "Si paso a un niño al nivel siguiente ahora que ya salió el horario del "
         "próximo trimestre, ¿verán sus padres plazas libres?", [V],
         ["env-splashladder-late-stage-move-no-slot"]),  # es
    # flume
    task("b24-t057", "what's the height limit for the slide and how many staff does it need?",
         [S], ["sem-twistrun-flume-rules"]),
    task("b24-t058", "what happened on the slide that July afternoon when a boy cut his lip?",
         [E], ["epi-2025-07-26-flume-collision"]),
    task("b24-t059", "Really sunny this afternoon and the slide opens at 2. Anything I need to "
         "check?", [P], ["rule-twistrun-shade-exit-photocell"]),
    task("b24-t060", "A girl bumped her elbow on the slide; first aid done. How do I let "
         "Ottilie know?", [U], ["pref-ottilie-flume-injury-phone-same-day"]),
    task("b24-t061", "if I switch the slide's pump on at 13:55 for a 14:00 opening, will it "
         "be OK?", [V], ["env-twistrun-early-start-riders-stop"]),
    task("b24-t062", "Heute Nachmittag scheint die Sonne voll durchs Dach, die Rutsche öffnet um "
         "zwei. Was muss ich vorher kontrollieren?", [P],
         ["rule-twistrun-shade-exit-photocell"]),  # de
    task("b24-t063", "Que s'est-il passé en juillet au bas du toboggan, quand deux ados se sont "
         "percutés ?", [E], ["epi-2025-07-26-flume-collision"]),  # fr
    # waves
    task("b24-t064", "how big do the waves get and who is allowed to start them?", [S],
         ["sem-surgebox-wave-machine"]),
    task("b24-t065", "why was the wave machine out of action for three weeks after "
         "Halloween?", [E], ["epi-2025-10-31-lane-rope-bent-grille"]),
    task("b24-t066", "It's nearly 3 o'clock and the fun session is on. Anything before I start "
         "the waves?", [P], ["rule-surgebox-walk-deep-end-before-key"]),
    task("b24-t067", "Move the afternoon wave slot from 3pm to 4pm starting next week; draft "
         "the notice.", [U], ["pref-ottilie-timetable-changes-at-holidays"]),
    task("b24-t068", "the kids want the waves on for twenty minutes as a birthday treat. what "
         "happens if we do that?", [V], ["env-surgebox-long-run-tank-alarm"]),
    task("b24-t069", "Se lasciamo andare le onde per un quarto d'ora di fila, cosa succede "
         "all'impianto?", [V], ["env-surgebox-long-run-tank-alarm"]),  # it
    task("b24-t070", "Daqui a pouco são 15h e é a sessão de diversão. O que verifico antes de "
         "ligar as ondas?", [P], ["rule-surgebox-walk-deep-end-before-key"]),  # pt
    # gala timing
    task("b24-t071", "where do we keep the electronic timing kit and who sets it up for a "
         "meet?", [S], ["sem-touchmark-gala-timing"]),
    task("b24-t072", "what went wrong with lane 4 at the county championships in May?", [E],
         ["epi-2026-05-16-lane4-touchpad-failed"]),
    task("b24-t073", "The Otters' gala is on Saturday and I'm laying out the timing pads on "
         "Friday night. Tips?", [P], ["rule-touchmark-cables-over-blocks-and-test"]),
    task("b24-t074", "The triathlon club wants to hire our water for a race night on 14 June. "
         "Confirm it for them.", [U], ["pref-ottilie-gala-equipment-sheet"]),
    task("b24-t075", "once the gala finishes and we save the results to a stick, what will the "
         "club get?", [V], ["env-touchmark-usb-export-format"]),
    task("b24-t076", "¿Dónde se guarda el cronometraje electrónico y quién lo monta para una "
         "competición?", [S], ["sem-touchmark-gala-timing"]),  # es
    task("b24-t077", "Je pose les plaques de touche ce soir pour la compétition de samedi. "
         "Des conseils ?", [P], ["rule-touchmark-cables-over-blocks-and-test"]),  # fr
    # movable floor
    task("b24-t078", "how deep can the adjustable end go, and how quickly does it move?", [S],
         ["sem-liftdeck-movable-floor"]),
    task("b24-t079", "why was the main pool shut for four days in February?", [E],
         ["epi-2026-02-21-floor-stuck-tilted"]),
    task("b24-t080", "The moving floor has halted halfway and one side looks lower. Shall I "
         "press go again?", [P], ["rule-liftdeck-no-restart-after-stop"]),
    task("b24-t081", "The canoe polo club wants the deep end at 2 m this evening. Book it.", [U],
         ["pref-ottilie-depth-requests-week-ahead"]),
    task("b24-t082", "after I bring the floor up to 0.9 for lessons, can I trust the depth "
         "sign and the log straight away?", [V], ["env-liftdeck-display-lags-move"]),
    task("b24-t083", "Wenn ich den Hubboden auf 0,9 m hochfahre, zeigt die Anzeige am Becken "
         "dann sofort die richtige Tiefe?", [V],
         ["env-liftdeck-display-lags-move"]),  # de
    task("b24-t084", "Il club di pallanuoto chiede il fondo a 2 metri per stasera. Puoi "
         "prenotarlo?", [U], ["pref-ottilie-depth-requests-week-ahead"]),  # it
    # spa
    task("b24-t085", "what age do you have to be for the steam room, and when does it close?",
         [S], ["sem-steamcourt-sauna-steam"]),
    task("b24-t086", "why did everyone have to leave the building during the Christmas "
         "disco session?", [E], ["epi-2025-12-20-towel-on-sauna-heater"]),
    task("b24-t087", "I'm covering the spa checks tonight. What do I actually do on each "
         "round?", [P], ["rule-steamcourt-hourly-walkthrough-towels"]),
    task("b24-t088", "Make a notice for the steam room door telling people to shower first.",
         [U], ["pref-ottilie-plain-signs-with-pictures"]),
    task("b24-t089", "if nobody turns the steam room off tonight, what will the first people "
         "tomorrow notice?", [V], ["env-steamcourt-overnight-descale-smell"]),
    task("b24-t090", "Esta noche me toca la ronda del spa. ¿Qué tengo que hacer en cada paso "
         "por la sauna?", [P], ["rule-steamcourt-hourly-walkthrough-towels"]),  # es
    task("b24-t091", "A que temperatura está a sauna e a partir de que idade se pode entrar?",
         [S], ["sem-steamcourt-sauna-steam"]),  # pt
    # chemicals
    task("b24-t092", "what day does the chlorine tanker come, and where's the key for the "
         "fill points?", [S], ["sem-chemical-deliveries-brinecroft"]),
    task("b24-t093", "what nearly happened in the yard with the delivery driver in June?", [E],
         ["epi-2025-06-11-acid-hose-wrong-fill"]),
    task("b24-t094", "The Brinecroft lorry has just pulled into the yard. What do I do?", [P],
         ["rule-chemicals-read-hose-label-with-driver"]),
    task("b24-t095", "A cheaper supplier offers 12 percent hypochlorite delivered Thursdays. "
         "Send it to Ottilie for approval.", [U], ["pref-ottilie-supplier-change-noor-first"]),
    task("b24-t096", "I forgot to log yesterday's acid delivery. Does it matter if I do it "
         "next week?", [V], ["env-chemlog-missed-entry-double-order"]),
    task("b24-t097", "Il camion dei prodotti chimici è appena arrivato nel cortile. Cosa devo "
         "fare?", [P], ["rule-chemicals-read-hose-label-with-driver"]),  # it
    task("b24-t098", "Was ist im Juni beinahe passiert, als ein Ersatzfahrer Säure geliefert "
         "hat?", [E], ["epi-2025-06-11-acid-hose-wrong-fill"]),  # de
    # balance tank
    task("b24-t099", "how much fresh water are we meant to add per swimmer, and who checks "
         "it?", [S], ["sem-levelguard-balance-tank"]),
    task("b24-t100", "why was there water all over the basement plant room floor in March?",
         [E], ["epi-2026-03-03-plant-room-flooded"]),
    task("b24-t101", "Locking up for the night now. Anything to note about the water top-up?",
         [P], ["rule-levelguard-check-overnight-meter"]),
    task("b24-t102", "Send Ottilie this week's fresh water figures.", [U],
         ["pref-ottilie-water-use-per-bather"]),
    task("b24-t103", "I need a year of top-up readings from the tank meter's web page. What "
         "will I get?", [V], ["env-levelguard-log-download-shape"]),
    task("b24-t104", "Si je télécharge l'historique du compteur d'appoint depuis sa page web, "
         "qu'est-ce que j'obtiens ?", [V],
         ["env-levelguard-log-download-shape"]),  # fr
    task("b24-t105", "Envia à Ottilie os números da água nova desta semana.", [U],
         ["pref-ottilie-water-use-per-bather"]),  # pt
    # legionella
    task("b24-t106", "which taps and showers get run through each week, and at what "
         "temperature is the hot water kept?", [S], ["sem-flushrota-legionella-control"]),
    task("b24-t107", "what did the lab find in the wheelchair users' changing room in September?", [E],
         ["epi-2025-09-15-positive-sample-accessible-room"]),
    task("b24-t108", "The builders finished the family changing village today after six weeks. "
         "Can we open it tomorrow?", [P], ["rule-flushrota-flush-before-reopening"]),
    task("b24-t109", "Hollins sent the Q3 results. Forward them to Ottilie.", [U],
         ["pref-ottilie-lab-results-one-line"]),
    task("b24-t110", "if I tag the broken shower in cubicle 4 as out of use in the app, what "
         "happens to its weekly run?", [V],
         ["env-flushrota-out-of-order-drops-from-list"]),
    task("b24-t111", "Die Handwerker sind nach sechs Wochen mit der Familienumkleide fertig. "
         "Dürfen wir morgen früh öffnen?", [P],
         ["rule-flushrota-flush-before-reopening"]),  # de
    task("b24-t112", "Si marco como averiada la ducha de la cabina 2 en la aplicación, ¿qué "
         "pasa con su purga semanal?", [V],
         ["env-flushrota-out-of-order-drops-from-list"]),  # es
    # alarms
    task("b24-t113", "where does an emergency cord in the accessible toilet ring, and how "
         "often are they tested?", [S], ["sem-callcord-pull-cords"]),
    task("b24-t114", "why did it take so long to reach the lady who fell in the changing room "
         "in January?", [E], ["epi-2026-01-25-pull-cord-unanswered"]),
    task("b24-t115", "I'm taking over as duty manager from Ravi at 2. Anything to check?", [P],
         ["rule-callcord-radio-channel-check"]),
    task("b24-t116", "Paramedics are on their way for a swimmer with chest pain; it's 9pm. "
         "Should I let Ottilie know, and how?", [U], ["pref-ottilie-called-for-ambulances"]),
    task("b24-t117", "if I silence the toilet alarm from the front desk, will it stay quiet?",
         [V], ["env-callcord-panel-reset-returns"]),
    task("b24-t118", "Une ambulance arrive pour un nageur qui a fait un malaise, il est 22 h. "
         "Je préviens Ottilie comment ?", [U],
         ["pref-ottilie-called-for-ambulances"]),  # fr
    task("b24-t119", "Porque demorou tanto a chegar alguém à senhora que caiu no balneário em "
         "janeiro?", [E], ["epi-2026-01-25-pull-cord-unanswered"]),  # pt
    # covers
    task("b24-t120", "when do the thermal blankets go on and come off the big pool?", [S],
         ["sem-coverglide-thermal-covers"]),
    task("b24-t121", "how did the pool blanket get ripped in November?", [E],
         ["epi-2025-11-22-cover-torn-on-anchor"]),
    task("b24-t122", "Last swimmers are out and I'm doing close-down on the main pool. "
         "Anything before the blankets?", [P], ["rule-coverglide-unhook-ropes-first"]),
    task("b24-t123", "Write the paragraph for Ottilie on what the new covers have saved us "
         "this winter.", [U], ["pref-ottilie-savings-in-money"]),
    task("b24-t124", "the cover reel is jammed and we can't put them on tonight. what will "
         "that mean for tomorrow?", [V], ["env-coverglide-left-off-overnight"]),
    task("b24-t125", "Se stanotte la vasca resta senza teli, cosa troveremo domattina "
         "all'apertura?", [V], ["env-coverglide-left-off-overnight"]),  # it
    task("b24-t126", "Wann werden die Abdeckplanen auf das große Becken gezogen und wann "
         "wieder abgenommen?", [S], ["sem-coverglide-thermal-covers"]),  # de
    # extras
    task("b24-t127", "is anyone from plant on site at the small teaching pool in the "
         "evenings?", [S], ["sem-harrowmere-sites-opening-hours"]),
    task("b24-t128", "¿A qué hora abre el centro los sábados y cuándo pasa la ronda de "
         "seguridad nocturna?", [S], ["sem-harrowmere-sites-opening-hours"]),  # es
    task("b24-t129", "Si j'écris à Ottilie samedi au sujet du devis de peinture des vestiaires, "
         "quand et comment va-t-elle répondre ?", [V],
         ["env-ottilie-sunday-message-reply"]),  # fr
    task("b24-t130", "Vou mandar à Ottilie o relatório de auditoria de doze páginas tal como "
         "está. Como é que ela vai reagir?", [V],
         ["env-ottilie-long-report-summary-request"]),  # pt
]

BLIND24_NO_MEMORY_REQUESTS: list[tuple[str, str]] = [
    ("b24-n01", "how many metres are there in a mile?"),
    ("b24-n02", "write a bash loop that prints the numbers 1 to 10"),
    ("b24-n03", "what is the boiling point of water at the top of a high mountain, roughly?"),
    ("b24-n04", "give me three ideas for a vegetarian lunch"),
    ("b24-n05", "explain what a regular expression is in one sentence"),
    ("b24-n06", "who painted the Mona Lisa?"),
    ("b24-n07", "what's a good stretch for a stiff lower back?"),
    ("b24-n08", "translate 'good morning' into Dutch"),
    ("b24-n11", "¿Cuántos lados tiene un hexágono?"),
    ("b24-n12", "Qual è la differenza tra un virus e un batterio?"),
]
