"""A twenty-second workspace and its tasks: a county fire and rescue service's control room and
fire-technology systems, written by hand from the record format alone and never fitted on.

The store is the memory of the control and technology team at Harrowmere and Vale Fire and
Rescue Service (an invented county service with a control room at Harrowmere, a fallback
control room at Kettlemoor and stations at Harrowmere Central, Ashby Vale, Kettlemoor,
Brancombe and Saltings): the Beacon CAD dispatch system and its response plans, Klaxa
station-end alerting, Rigmate mobile data terminals in the cabs, Tetrion digital radio and its
talkgroups, Trackwise vehicle location, the Hydrex hydrant register fed by Pallister Water,
Breathlink breathing-apparatus telemetry and entry control boards, the Fleetyard workshop and
its spare pumps, the Ready-Roll on-call availability app, the Voxarc call recorder, the Chemiref
hazardous-materials reference, the Skyeye thermal drone, Skillbook training and competence
records, Safehome home fire safety visit bookings, the Returnly monthly statistics return,
Gatekeeper station access and bay doors, the Volthold UPS and generator of the control room,
and the Testbay hose and ladder test register; and of its principal (Ottoline Brackwater-Imre,
head of control and fire technology). Other invented names: Desmond Achebe-Thorne (control
watch manager), Rufus Penhallow (radio engineer), Faisal Quennell (data analyst), Maren Ostrowe
(BA instructor), Ines Valcourt-Mabry (workshop manager), Kezia Doolan (on-call liaison
officer), Teodor Blaxall (drone team lead), Wren Callister (training coordinator), Halima
Strand (community safety lead), Gethin Morrow-Ash (keeps the IT on-call rota), Corvane
Telecom, Harrowmere airfield, Mrs Okafor (a resident).

Eighteen themes hold one record in each tier about the same system (a fact, an incident, a
lesson, a preference of Ottoline and a prediction), so a request's words say what it is about
and mostly only its shape says which kind of memory answers it. Three more records: a fact
about the control room's watches and the out-of-hours IT on-call number, and two predictions of
how Ottoline reacts (to a non-urgent message after 21:00, and to a report sent as a bare
attachment). Lessons carry a trigger list of entities and situation words and a "When ..., do:
... Not: ... Why:" body; predictions carry a condition and a prediction, in the SPEC's
sub-buckets system-state (9), workspace-state-transitions (5), skill-output-shape (4) and
principal-response (2). Two episodic records have the event type near-miss, the others
incident.

Counts: 93 records (19 semantic, 18 episodic, 18 procedural, 18 personalized, 20
environment-dynamics); 130 tasks, each with one needed tier and one answering record (semantic
24, episodic 21, procedural 31, personalized 24, environment-dynamics 30; English 91, German 8,
French 8, Spanish 8, Italian 7, Portuguese 8; of the 39 not in English: semantic 5, episodic 3,
procedural 13, personalized 7, environment-dynamics 11); every record answers at least one
task; 12 no-memory requests (5 of them not in English).

Written by hand by a writer who had not read the project's code (not the recall code, its cue
tables, its weights, nor any other store's rows); the only inputs were the SPEC's sections on
the five tiers and their frontmatter, and an earlier task file's layout (its docstring, its
import line, its first theme of records, its first tasks and its first no-memory requests); the
heldout README was read only to pick a domain not used before. The signatures of the record and
task constructors were inferred from those first records, not read from their module, and this
file was never imported or run against recall: the only checks were a parse of it as Python and
a small script of the writer's that walks its syntax tree (without executing it) to check that
every gold id exists and has the task's tier, that every record is used, the counts, and the
longest run of words a request shares with its record (three at most). Every system, company,
person, place and number is invented; nothing was copied from a public text.

Requests are typed the way a control operator, a watch manager, a crew commander, a workshop or
training administrator, an analyst or a coding agent would type them (imperatives, "what
happened", "why did", "will X if", "fine to ...?", terse situations); non-English requests are
marked by a trailing comment. Hard families on purpose: an imperative whose needed memory is how
Ottoline wants that kind of work done (personalized), a question about how a system, a season or
Ottoline will react (environment-dynamics), "who can" / "where" / "how often" about a fact
(semantic), the situation a lesson is for told without the lesson's words (procedural), and
"what happened" / "why did" (episodic). Some requests touch a second record of the same theme
more weakly (a lesson and the incident behind it, a fact that names who may release a recording
and the preference about how releases are done); the gold is the one record that answers the
request as asked. The writer hesitated most over b22-t067 (sending a 999 recording to the
police: the fact says who may export, the gold preference says how Ottoline wants a release
done) and b22-t130 (a bare attachment: gold is the prediction of her reaction, not a
preference). BLIND22_NO_MEMORY_REQUESTS lists requests that no record in this store answers
(general knowledge or small talk), as plain (id, text) pairs outside the task constructor, for a
caller that wants to measure abstention. Report it in aggregate; do not tune on it.
"""
from __future__ import annotations

from typing import Any

from benchmarks.retrieval.dataset import E, P, S, U, V, env, epi, pref, rule, sem, task

BLIND22_RECORDS: list[dict[str, Any]] = [
    # --- 1. dispatch (Beacon CAD) ---
    sem("sem-beacon-cad-dispatch", "dispatch", 0.94, 14, "2026-01-12",
        "Beacon CAD proposes the attendance for every call from the response-plan tables",
        "Beacon CAD is the computer-aided dispatch system in Harrowmere control. For each call "
        "type and address it proposes an attendance from the response-plan tables (for example "
        "two pumps and an aerial ladder platform for a high-rise flat). Only the control systems "
        "team may edit response plans, and every edit needs sign-off from Desmond Achebe-Thorne, "
        "the control watch manager. A standby copy runs in the fallback control room at "
        "Kettlemoor and syncs every 30 seconds.")
    ,
    epi("epi-2025-12-03-cad-failover-lost-calls", "dispatch", "incident", "2025-12-03",
        "Failover to Kettlemoor dropped three open calls from the queue",
        "During the planned move to the Kettlemoor standby on 3 December, three calls that had "
        "been created but not yet dispatched did not come across. A chimney fire in Brancombe "
        "waited six minutes before an operator noticed it missing and re-entered it by hand. The "
        "sync had been paused for a patch and nobody resumed it before the move.")
    ,
    rule("rule-cad-failover-list-open-calls", "dispatch",
         ["Beacon CAD", "Kettlemoor", "failover", "standby", "switch over", "fallback control",
          "call queue"], "high", 1, "2025-12-05",
         "Before any move to the standby dispatch, list the open calls on paper",
         "When control is about to move to the Kettlemoor standby for any reason, do: write down "
         "every undispatched call with its address, check the sync status light is green, then "
         "switch and tick each call off on the standby screen. Not: trust the sync and switch "
         "straight away. Why: on 2025-12-03 three pending calls vanished in the move and a "
         "chimney fire waited six minutes.")
    ,
    pref("pref-ottoline-response-plan-change-note", "documentation", "dispatch", "2026-01-14",
         "Ottoline wants every response-plan change written as before/after with a reason",
         "Ottoline wants any proposed change to a response plan sent to her as a two-column "
         "before/after table, one line of reason per row, and the name of the officer who asked "
         "for it. No screenshots of the CAD admin screen; she prints these for the Thursday ops "
         "meeting.")
    ,
    env("env-cad-slow-during-nightly-purge", "skill-output-shape", "dispatch",
        "the nightly archive purge runs in Beacon CAD between 00:10 and 00:40",
        "address lookups take 4 to 7 seconds instead of under one second, and the gazetteer "
        "search sometimes times out on the first try",
        11, 2, "2026-01-20",
        "Seen on eleven nights of thirteen checked; the two misses were nights with almost no calls."),

    # --- 2. station-end alerting (Klaxa) ---
    sem("sem-klaxa-station-alerting", "alerting", 0.91, 9, "2025-11-18",
        "Klaxa turns out the crews: bells, lights, a turnout printer and bay doors",
        "Klaxa is the station-end alerting system. When control dispatches, the Klaxa box at the "
        "station sounds the bells, switches on the bay lights, prints the turnout slip with the "
        "address and nearest hydrants, and opens the bay doors for the called appliances. Each "
        "box has a battery good for about four hours; control sends a test alert to every "
        "station at 07:55 each morning.")
    ,
    epi("epi-2026-01-08-klaxa-ashby-silent", "alerting", "incident", "2026-01-08",
        "Ashby Vale missed a turnout because its Klaxa box had rebooted into test mode",
        "At 14:20 on 8 January a road traffic collision was sent to Ashby Vale (station 04) and "
        "nothing sounded. The box had rebooted after a power blip at noon and come back in test "
        "mode, which mutes the bells. Control saw no acknowledgement after 90 seconds and phoned "
        "the station; the pump left three minutes late.")
    ,
    rule("rule-klaxa-no-ack-phone-station", "alerting",
         ["Klaxa", "turnout", "acknowledge", "station bells", "no response",
          "alert not received"], "high", 2, "2026-01-09",
         "No acknowledgement within a minute: phone the station and re-send by radio",
         "When a station has not acknowledged an alert within 60 seconds, do: phone the station "
         "watch room, re-send the call over the station's radio talkgroup, and flag the Klaxa "
         "box in the faults log. Not: wait for the 90-second CAD warning or re-send the same "
         "alert a third time. Why: on 2026-01-08 Ashby Vale's box was silently in test mode and "
         "the pump left three minutes late.")
    ,
    pref("pref-ottoline-alerting-fault-sms", "escalation", "alerting", "2026-01-10",
         "Ottoline wants a text, not an email, for any station that could not be alerted",
         "If any station could not be turned out by Klaxa, Ottoline wants an SMS within 15 "
         "minutes, day or night: station, time, length of the delay, and whether it is fixed. "
         "Email follow-up next working day only. She does not want a phone call unless an "
         "appliance is still unreachable.")
    ,
    env("env-klaxa-restart-test-mode", "system-state", "alerting",
        "a Klaxa station box loses mains power for more than a few seconds and restarts",
        "it comes back in test mode with the bells muted until someone presses reset on the box "
        "at the station",
        4, 0, "2026-01-15",
        "Four restarts of four since the November firmware; the supplier has promised a fix for spring."),

    # --- 3. mobile data terminals (Rigmate) ---
    sem("sem-rigmate-mdt-appliances", "mdt", 0.9, 8, "2025-10-30",
        "Rigmate tablets in every cab show the call, risk notes and building plans",
        "Every front-line appliance carries a Rigmate mobile data terminal in the cab. It "
        "receives the call from Beacon CAD, shows site-specific risk information, floor plans "
        "and hydrant positions, and lets the officer in charge send status messages (mobile, in "
        "attendance, available). Risk data refreshes over 4G each night at 02:00; a tablet that "
        "misses three refreshes shows a red banner.")
    ,
    epi("epi-2025-10-14-rigmate-stale-risk-data", "mdt", "incident", "2025-10-14",
        "A crew went into a warehouse fire without the new cylinder store note",
        "At a fire on the Kettlemoor industrial estate on 14 October the Rigmate on pump 07-1 "
        "showed risk data eleven days old. The acetylene cylinder store added in early October "
        "was not on it; the sector commander learned of it from the site manager at the gate. "
        "The tablet's SIM had expired and the red banner had been taped over.")
    ,
    rule("rule-rigmate-red-banner-defect", "mdt",
         ["Rigmate", "MDT", "tablet", "red banner", "risk data", "cab", "SIM"], "medium", 1,
         "2025-10-16",
         "A red sync banner on a cab tablet is a defect that must be reported",
         "When a Rigmate shows the red banner (risk data not refreshed), do: report it to "
         "control as an appliance defect, ask control to read out risk notes by radio on every "
         "call until it is fixed, and log it in Fleetyard. Not: cover or dismiss the banner and "
         "carry on. Why: on 2025-10-14 a crew arrived at a warehouse unaware of a new acetylene "
         "store because the tablet was eleven days stale.")
    ,
    pref("pref-ottoline-crew-tablet-messages", "communication", "mdt", "2025-11-02",
         "Ottoline wants crew-facing tablet messages short, capitals only for the hazard",
         "Messages pushed to crews on the tablets should be at most three lines, start with the "
         "station or appliance call sign, and use capital letters only for the hazard word "
         "itself (ACETYLENE, ASBESTOS). She dislikes exclamation marks and 'please note' "
         "openers.")
    ,
    env("env-rigmate-cutting-4g-gap", "system-state", "mdt",
        "an appliance drives through the Kettlemoor cutting on the road towards Saltings",
        "the Rigmate loses 4G for about four minutes and its queued status messages reach "
        "control in one burst when the signal returns",
        9, 1, "2025-12-01",
        "Nine runs of ten logged; once the signal held on a dry, cold night."),

    # --- 4. radio (Tetrion) ---
    sem("sem-tetrion-radio-talkgroups", "radio", 0.95, 16, "2025-09-22",
        "Tetrion handsets use a main mobilising talkgroup and six incident talkgroups",
        "Crews and control talk on Tetrion digital handsets. Each station has a home talkgroup; "
        "control mobilises on HV-MAIN and moves any incident with more than four appliances to "
        "its own incident talkgroup (HV-INC1 to HV-INC6). Rufus Penhallow, the radio engineer, "
        "keeps the fleet map and is the only person who can re-programme a handset.")
    ,
    epi("epi-2025-09-27-talkgroup-collision", "radio", "incident", "2025-09-27",
        "Two incidents shared HV-INC2 for twenty minutes",
        "On 27 September a barn fire in Saltings and a flooding job in Brancombe were both put "
        "on HV-INC2 by two different operators. For about twenty minutes the two sector "
        "commanders talked over each other and a request for a second water carrier was missed. "
        "The talkgroup whiteboard in control had not been updated after the first allocation.")
    ,
    rule("rule-radio-reserve-talkgroup-on-panel", "radio",
         ["Tetrion", "talkgroup", "HV-INC", "radio channel", "incident channel",
          "sector commander"], "high", 1, "2025-09-29",
         "Reserve an incident channel on the CAD panel before announcing it",
         "When moving an incident to an incident talkgroup, do: reserve it on the CAD talkgroup "
         "panel first, read the name back to the officer in charge, and release it on the panel "
         "when the incident closes. Not: pick a group from memory or from the whiteboard. Why: on "
         "2025-09-27 two incidents were both sent to HV-INC2 and a water carrier request was "
         "lost.")
    ,
    pref("pref-ottoline-radio-review-from-recordings", "review", "radio", "2025-10-03",
         "Ottoline wants radio problems reviewed from recorder timestamps, not recollection",
         "When something went wrong on the radio, Ottoline wants the write-up built from Voxarc "
         "timestamps with a short transcript of the key exchanges, not from what people "
         "remember. Operators' names are left out of the first version that goes to the watch.")
    ,
    env("env-tetrion-battery-hard-frost", "system-state", "radio",
        "handsets are used outdoors below about minus five degrees",
        "batteries show full but die after roughly 90 minutes instead of the usual eight hours",
        6, 1, "2026-01-28",
        "Six cold incidents of seven; spare batteries kept in inside pockets lasted."),

    # --- 5. vehicle location (Trackwise) ---
    sem("sem-trackwise-avl", "avl", 0.88, 7, "2025-11-05",
        "Trackwise reports each appliance's GPS position to CAD every 15 seconds",
        "Trackwise is the automatic vehicle location feed. Each appliance's tracker sends its "
        "position every 15 seconds; Beacon CAD uses it to propose the nearest available "
        "appliance rather than the home station's. Positions older than two minutes are shown "
        "grey and left out of proposals. Faisal Quennell, the data analyst, owns the feed and "
        "its reports.")
    ,
    epi("epi-2025-11-21-avl-ghost-position", "avl", "incident", "2025-11-21",
        "CAD proposed a pump that was actually in the workshop",
        "On 21 November CAD proposed pump 01-2 for a kitchen fire because Trackwise still showed "
        "it at Harrowmere Central. It was in the Fleetyard workshop with its tracker on a bench "
        "supply, reporting an old cached fix. The operator accepted the proposal; 01-2 declined "
        "and the next pump was sent 70 seconds later.")
    ,
    rule("rule-avl-workshop-status-first", "avl",
         ["Trackwise", "AVL", "GPS", "tracker", "workshop", "off the run",
          "nearest appliance"], "medium", 1, "2025-11-24",
         "Set an appliance to workshop status in CAD before it goes to Fleetyard",
         "When an appliance is taken to the workshop, do: set its CAD status to off the run "
         "(workshop) before it leaves the station and ask the workshop to disconnect its "
         "tracker. Not: rely on the tracker position to keep it out of proposals. Why: on "
         "2025-11-21 a pump in the workshop was proposed for a kitchen fire and the mobilisation "
         "lost 70 seconds.")
    ,
    pref("pref-ottoline-response-maps-pdf", "reporting", "avl", "2025-12-02",
         "Ottoline wants response-time maps as PDFs with station rings, not live links",
         "For any response-time analysis Ottoline wants a static PDF map with each station's "
         "8-minute ring drawn, the calls plotted as dots, and the legend on the map itself. She "
         "does not open live dashboard links on her phone.")
    ,
    env("env-trackwise-underpass-jump", "skill-output-shape", "avl",
        "an appliance passes under the Harrowmere ring-road underpass",
        "its position jumps about 600 metres back along the route for one or two reports "
        "before correcting",
        7, 0, "2025-12-10",
        "Seen on all seven replays checked."),

    # --- 6. hydrants (Hydrex) ---
    sem("sem-hydrex-hydrant-register", "hydrants", 0.9, 10, "2025-10-08",
        "Hydrex holds every hydrant with its flow test and is fed by Pallister Water",
        "Hydrex is the hydrant register: location, main size, last flow test and defects for "
        "about 11,000 hydrants. Pallister Water sends an update file each Monday; crews record "
        "inspections on their tablets. Defective hydrants carry a black square and are left off "
        "the turnout slip.")
    ,
    epi("epi-2026-02-02-hydrex-import-cleared-defects", "hydrants", "incident", "2026-02-02",
        "The Monday import from Pallister Water reset 140 defect flags",
        "On 2 February the weekly file from Pallister Water arrived with its columns in a new "
        "order. The import ran anyway and cleared the defect flag on 140 hydrants. On 4 "
        "February a crew in Ashby Vale connected to a hydrant known to be dry and lost four "
        "minutes finding another.")
    ,
    rule("rule-hydrex-compare-file-before-import", "hydrants",
         ["Hydrex", "Pallister", "import", "weekly file", "hydrant", "defect flag"], "high", 1,
         "2026-02-05",
         "Compare the water company's file with last week's before importing",
         "When the weekly hydrant file arrives, do: compare its header with the previous week's, "
         "import it into the test copy first, and check that the count of defective hydrants has "
         "not dropped by more than 10. Not: run the live import on arrival. Why: on 2026-02-02 a "
         "reordered file cleared 140 defect flags and a crew connected to a dry hydrant.")
    ,
    pref("pref-ottoline-supplier-complaints", "communication", "hydrants", "2026-02-06",
         "Ottoline wants complaints to suppliers sent over her name, asking for a fix date",
         "Ottoline wants any complaint to an outside supplier (the water company, the radio "
         "supplier, Corvane Telecom) drafted for her signature, stating the impact on response "
         "in minutes, and ending with a request for a fix date. No threats of contract action in "
         "the first letter.")
    ,
    env("env-hydrex-frost-defects-rise", "workspace-state-transitions", "hydrants",
        "a week with several nights of hard frost ends",
        "crew inspections add roughly three to four times the usual number of new hydrant "
        "defects in the following week",
        3, 1, "2026-02-12",
        "Three frosty weeks of four; the miss was a week when snow cover insulated the boxes."),

    # --- 7. breathing apparatus telemetry (Breathlink) ---
    sem("sem-breathlink-ba-telemetry", "breathing-apparatus", 0.92, 12, "2025-09-30",
        "Breathlink sends each wearer's cylinder pressure to the entry control board",
        "Breathlink is the breathing apparatus telemetry system. Each BA set transmits cylinder "
        "pressure and a distress signal to the electronic entry control board at the entry "
        "point, and the board calculates each wearer's time of whistle. Maren Ostrowe, the BA "
        "instructor, owns the sets' records; sets are serviced every 12 months in the BA "
        "workshop at Harrowmere Central.")
    ,
    epi("epi-2025-10-22-breathlink-board-clock", "breathing-apparatus", "near-miss",
        "2025-10-22",
        "An entry control board showed the wrong whistle times at a house fire",
        "At a house fire in Brancombe on 22 October the entry control board showed whistle "
        "times 14 minutes later than the real ones. Its clock had not been synced since a "
        "battery swap. The entry control operative noticed when a wearer's whistle sounded "
        "early and withdrew the team; nobody was hurt.")
    ,
    rule("rule-breathlink-board-clock-check", "breathing-apparatus",
         ["Breathlink", "entry control board", "BA", "whistle", "clock", "battery swap"],
         "high", 1, "2025-10-24",
         "Check the entry board clock at every change of shift and after a battery change",
         "When taking over an appliance or after changing a board battery, do: compare the "
         "entry control board clock with the MDT time, sync it if they differ by more than 30 "
         "seconds, and write the check in the BA log. Not: assume the board keeps time by "
         "itself. Why: on 2025-10-22 a board ran 14 minutes out and whistle times were wrong at "
         "a house fire.")
    ,
    pref("pref-ottoline-safety-report-plain", "reporting", "breathing-apparatus", "2025-10-28",
         "Ottoline wants safety near-misses reported plainly, in sequence, with no softening",
         "For anything touching firefighter safety, Ottoline wants a timeline in plain past "
         "tense, the exact values that were shown, and what the system should have shown. No "
         "phrases like 'minor issue' or 'no harm done' at the top; the outcome goes at the end.")
    ,
    env("env-breathlink-below-ground-loss", "system-state", "breathing-apparatus",
        "wearers go below ground level, for example into a basement or an underground car park",
        "the entry board loses their telemetry at about two floors down and shows them grey "
        "until they come back up",
        5, 0, "2025-11-30",
        "Five of five exercises and incidents."),

    # --- 8. fleet workshop (Fleetyard) ---
    sem("sem-fleetyard-workshop", "fleet", 0.89, 9, "2025-11-11",
        "Fleetyard logs appliance defects and the workshop's jobs",
        "Fleetyard is the fleet workshop system at the Harrowmere depot. Crews raise defects "
        "from the station terminal or the tablet; the workshop manager, Ines Valcourt-Mabry, "
        "grades each one A (off the run now), B (fix within 48 hours) or C (next service). The "
        "fleet is 34 front-line appliances and 5 spare pumps.")
    ,
    epi("epi-2025-12-15-spare-pump-no-kit", "fleet", "incident", "2025-12-15",
        "A spare pump went on the run without its stowed equipment",
        "On 15 December spare pump R3 was sent to Saltings to cover a defect. It had been "
        "stripped for a fleet inspection and carried no hose reel branch and no thermal camera. "
        "The on-call crew found out at their first call, a car fire, and borrowed a "
        "neighbouring pump's kit.")
    ,
    rule("rule-fleetyard-spare-stowage-checklist", "fleet",
         ["Fleetyard", "spare pump", "reserve appliance", "stowage", "kit check", "cover"],
         "medium", 1, "2025-12-17",
         "A spare appliance leaves the depot only after the stowage checklist is signed",
         "When a spare pump is sent to cover for a defective appliance, do: run the stowage "
         "checklist in Fleetyard with the driver, sign it, and send the signed list to the "
         "receiving station. Not: send it out because it is fuelled and has no open defects. "
         "Why: on 2025-12-15 spare R3 reached Saltings with no hose reel branch or thermal "
         "camera.")
    ,
    pref("pref-ottoline-fleet-availability-lines", "reporting", "fleet", "2025-12-19",
         "Ottoline wants the daily appliance availability as one line per station",
         "Ottoline wants the morning fleet availability as one line per station: station, "
         "appliances on the run, anything off and why, expected return date. Grade A defects in "
         "bold at the top. No charts.")
    ,
    env("env-fleetyard-monday-defect-wave", "workspace-state-transitions", "fleet",
        "the weekend's on-call crews finish their Sunday drill nights",
        "Fleetyard receives two to three times the weekday number of new defects by Monday "
        "09:00, mostly grade C",
        10, 2, "2026-01-26",
        "Ten Mondays of twelve."),

    # --- 9. on-call availability (Ready-Roll) ---
    sem("sem-ready-roll-oncall-availability", "on-call", 0.91, 13, "2025-10-01",
        "Ready-Roll tells control which on-call stations can crew an appliance",
        "On-call (retained) firefighters at Brancombe, Saltings and Kettlemoor book themselves "
        "available in the Ready-Roll app. Ready-Roll sends CAD a crewing status per appliance: "
        "full crew of five, minimum of four, or off the run. Kezia Doolan, the on-call liaison "
        "officer, manages the app accounts and the monthly pay export.")
    ,
    epi("epi-2025-11-09-ready-roll-clock-offset", "on-call", "incident", "2025-11-09",
        "After the clock change Ready-Roll showed Saltings available an hour early",
        "In the week after the autumn clock change, Ready-Roll sent availability with the old "
        "offset. On 9 November CAD showed Saltings' pump crewed from 18:00 when crews had booked "
        "from 19:00; a call at 18:20 went unanswered and was re-sent to Brancombe after three "
        "minutes.")
    ,
    rule("rule-ready-roll-clock-change-check", "on-call",
         ["Ready-Roll", "on-call", "retained", "availability", "clock change",
          "crewing status"], "medium", 1, "2025-11-11",
         "On clock-change weekends, check on-call availability against the app bookings",
         "When the clocks change, do: for the first two evenings compare each on-call "
         "appliance's CAD status with the bookings in the Ready-Roll admin screen at 17:30 and "
         "18:30, and phone the station if they disagree. Not: assume the app handles the "
         "offset. Why: on 2025-11-09 Saltings showed crewed an hour early and a call went "
         "unanswered.")
    ,
    pref("pref-ottoline-oncall-messages-thanks", "communication", "on-call", "2025-11-14",
         "Ottoline wants on-call crews thanked before being asked for anything",
         "When writing to on-call firefighters, who have other jobs, Ottoline wants the message "
         "to open with thanks for their cover, keep the request to one thing, and give a named "
         "contact. No control-room jargon such as 'OTR' or 'crewing deficiency'.")
    ,
    env("env-ready-roll-school-holiday-gaps", "system-state", "on-call",
        "the school holidays start",
        "daytime availability at Saltings and Brancombe falls below minimum crewing on most "
        "weekdays between 09:00 and 17:00",
        5, 1, "2026-01-05",
        "Five holiday weeks of six."),

    # --- 10. call recording (Voxarc) ---
    sem("sem-voxarc-call-recorder", "call-recording", 0.93, 8, "2025-09-15",
        "Voxarc records every 999 call and radio channel and keeps them seven years",
        "Voxarc records all emergency calls, the admin lines and the Tetrion talkgroups used by "
        "control. Recordings are kept for seven years. Only Desmond Achebe-Thorne and Ottoline "
        "may export a recording; requests from police or coroners come through the information "
        "governance mailbox.")
    ,
    epi("epi-2026-01-19-voxarc-volume-full", "call-recording", "incident", "2026-01-19",
        "Voxarc stopped recording the admin lines for two days when a volume filled",
        "From 17 to 19 January Voxarc silently stopped recording the admin lines because their "
        "archive volume was full; the 999 lines were on a separate volume and carried on. It "
        "was found when a coroner's office asked for a call from the 18th and there was "
        "nothing to export.")
    ,
    rule("rule-voxarc-monday-capacity-check", "call-recording",
         ["Voxarc", "recorder", "recording", "archive volume", "disk space", "export"],
         "medium", 1, "2026-01-21",
         "Every Monday check the recorder volumes and make a test recording on each line group",
         "When doing the Monday system checks, do: look at free space on every Voxarc volume, "
         "make a 20-second test call on each line group and play it back. Not: rely on the "
         "recorder's alarm email, which goes to a mailbox nobody reads. Why: on 2026-01-19 the "
         "admin lines had gone unrecorded for two days and a coroner's request could not be "
         "met.")
    ,
    pref("pref-ottoline-recording-disclosure-log", "governance", "call-recording", "2026-01-22",
         "Ottoline wants every recording release logged with her written approval first",
         "For any recording sent outside the service, Ottoline wants the request reference, "
         "the requester, the exact time span and her written approval entered in the "
         "disclosure log before the file goes. Encrypted link only, never an attachment.")
    ,
    env("env-voxarc-export-slow-daytime", "skill-output-shape", "call-recording",
        "a recording export is run between 08:00 and 18:00 on a weekday",
        "an hour of audio takes 20 to 30 minutes to export instead of about 3 minutes at "
        "night, because indexing runs at the same time",
        6, 1, "2026-01-29",
        "Six of seven exports timed."),

    # --- 11. hazardous materials (Chemiref) ---
    sem("sem-chemiref-hazmat-reference", "hazmat", 0.9, 7, "2025-10-20",
        "Chemiref gives crews the hazard data for a UN number and holds the advisers' rota",
        "Chemiref is the hazardous-materials reference on the tablets and in control: enter a "
        "UN number or product name to get its hazards, the protective clothing level and the "
        "evacuation distance. It also holds the rota of the four hazardous materials advisers; "
        "one is on call at all times with a 30-minute response.")
    ,
    epi("epi-2025-11-30-chemiref-misheard-un", "hazmat", "incident", "2025-11-30",
        "A tanker's UN number was misheard and the wrong cordon was set",
        "At a lorry crash on the ring road on 30 November, control typed UN 1005 (ammonia) "
        "from a crew's radio message instead of UN 1050 (hydrogen chloride). Chemiref gave a "
        "smaller cordon; the hazardous materials adviser corrected it 25 minutes later after "
        "seeing a photo of the plate.")
    ,
    rule("rule-chemiref-digit-read-back-photo", "hazmat",
         ["Chemiref", "UN number", "hazchem", "tanker", "placard", "cordon", "hazmat adviser"],
         "high", 1, "2025-12-02",
         "Get a photo of the placard and read the digits back one by one",
         "When a crew reports a UN number or hazchem code by radio, do: read it back digit by "
         "digit, ask for a photo of the plate on the tablet, and page the hazardous materials "
         "adviser straight away. Not: look up what you heard and pass on the cordon. Why: on "
         "2025-11-30 UN 1050 was heard as 1005 and the cordon was wrong for 25 minutes.")
    ,
    pref("pref-ottoline-public-warning-action-first", "communication", "hazmat", "2025-12-04",
         "Ottoline wants public warnings about smoke or chemicals to say what to do first",
         "For any public warning (social media, local radio) about smoke or a chemical release, "
         "Ottoline wants the action first (keep windows and doors shut), then the area by street "
         "names, then the cause. No chemical names unless the police agree.")
    ,
    env("env-chemiref-first-sunday-update", "system-state", "hazmat",
        "the supplier pushes the monthly Chemiref data update on the first Sunday of the month",
        "Chemiref on the tablets is unavailable for about 40 minutes between 06:00 and 07:00 "
        "while the database reindexes",
        8, 0, "2026-02-01",
        "Eight months of eight."),

    # --- 12. drone unit (Skyeye) ---
    sem("sem-skyeye-drone-unit", "drone", 0.87, 6, "2025-12-08",
        "The Skyeye drone team flies a thermal drone from the Ashby Vale van",
        "The service's drone team (Teodor Blaxall and five trained pilots) flies a Skyeye "
        "thermal drone from a van based at Ashby Vale. It streams video to control and to the "
        "incident commander's tablet. Flights within 5 km of Harrowmere airfield need a "
        "clearance from the airfield tower before take-off.")
    ,
    epi("epi-2026-01-24-skyeye-launch-before-clearance", "drone", "near-miss", "2026-01-24",
        "The drone was launched near the airfield before clearance came through",
        "At a heath fire on 24 January the drone was launched 3.8 km from Harrowmere airfield "
        "while the tower was still on the phone. A training aircraft passed at about 300 "
        "metres; the pilot landed the drone and waited eleven minutes for the clearance.")
    ,
    rule("rule-skyeye-clearance-number-first", "drone",
         ["Skyeye", "drone", "airfield", "tower", "clearance", "launch", "flight zone"],
         "high", 1, "2026-01-26",
         "Near the airfield the drone stays grounded until the tower gives a clearance number",
         "When a drone job is within 5 km of Harrowmere airfield, do: call the tower from the "
         "van, write down the clearance number and height limit, and give control the number "
         "before take-off. Not: launch while the call is still going on. Why: on 2026-01-24 the "
         "drone was up before clearance and a training aircraft passed close by.")
    ,
    pref("pref-ottoline-drone-footage-stills", "governance", "drone", "2026-01-27",
         "Ottoline wants drone footage shared outside only as stills with faces blurred",
         "When police, insurers or the press ask for drone footage, Ottoline wants stills "
         "rather than video, with faces and number plates blurred, and each request noted in "
         "the disclosure log. Full video goes only to fire investigators.")
    ,
    env("env-skyeye-wind-shortens-flight", "skill-output-shape", "drone",
        "the wind at the launch site is above about 25 km/h",
        "a drone battery gives roughly 18 minutes of flight instead of the usual 32",
        7, 1, "2026-02-03",
        "Seven windy flights of eight logged."),

    # --- 13. training and competence (Skillbook) ---
    sem("sem-skillbook-competence-records", "training", 0.9, 11, "2025-09-18",
        "Skillbook holds each firefighter's competences and when they lapse",
        "Skillbook is the training and competence record. Each firefighter has modules (BA "
        "wearer, emergency driver, aerial ladder operator, casualty care) with an expiry date. "
        "Wren Callister, the training coordinator, books refresher courses; a lapsed "
        "competence turns red and the person cannot be booked into that role in Ready-Roll.")
    ,
    epi("epi-2025-12-10-skillbook-driver-lapsed", "training", "incident", "2025-12-10",
        "An on-call driver's competence lapsed and Saltings went off the run for a night",
        "On 10 December a Saltings driver's emergency driving competence expired at midnight. "
        "Ready-Roll removed him as a driver and the pump was off the run for the night. The "
        "reminder emails had been going to an old address.")
    ,
    rule("rule-skillbook-expiry-report-fortnightly", "training",
         ["Skillbook", "competence", "expiry", "lapse", "refresher", "driver", "BA wearer"],
         "medium", 1, "2025-12-12",
         "Run the 60-day expiry report every fortnight and phone everyone on it",
         "When the fortnightly training meeting comes round, do: run the Skillbook 60-day "
         "expiry report, phone each person on it, and book the course during the call. Not: "
         "rely on the automatic reminder emails. Why: on 2025-12-10 a driver's competence "
         "lapsed unnoticed and Saltings was off the run.")
    ,
    pref("pref-ottoline-competence-percentages", "reporting", "training", "2025-12-15",
         "Ottoline wants competence figures as percentages per station, worst first",
         "For training figures, Ottoline wants the percentage in date per competence per "
         "station, sorted worst first, with the number of people behind each percentage in "
         "brackets. No red-amber-green colours; she prints in black and white.")
    ,
    env("env-skillbook-january-course-rush", "workspace-state-transitions", "training",
        "the January refresher courses are published in Skillbook",
        "every place on the aerial ladder and driving courses is taken within two days and a "
        "waiting list of 15 to 20 forms",
        2, 0, "2026-01-06",
        "Two Januaries of two."),

    # --- 14. home fire safety visits (Safehome) ---
    sem("sem-safehome-visit-booking", "community-safety", 0.88, 8, "2025-10-10",
        "Safehome books home fire safety visits from calls, referrals and the web form",
        "Safehome is the booking system for home fire safety visits. Referrals come from the "
        "public web form, the phone line and partner agencies (social care, the ambulance "
        "service). Halima Strand, the community safety lead, sets the priority: high-risk "
        "referrals (smokers using home oxygen, hoarding) must be visited within 7 days.")
    ,
    epi("epi-2026-01-13-safehome-referrals-stuck", "community-safety", "incident",
        "2026-01-13",
        "Partner referrals sat unprocessed for a fortnight after a mailbox change",
        "On 13 January Halima found 38 referrals from social care that had never reached "
        "Safehome. The partner mailbox had been moved on 30 December and its import rule was "
        "not recreated. Six of them were high-risk; all were visited by 17 January.")
    ,
    rule("rule-safehome-test-referral-after-change", "community-safety",
         ["Safehome", "referral", "partner mailbox", "import", "social care",
          "home fire safety visit"], "medium", 1, "2026-01-15",
         "After any change to a mailbox or form, send a test referral through end to end",
         "When a mailbox, web form or partner address feeding Safehome is changed, do: send a "
         "dummy referral through each route, check it appears in Safehome within an hour, then "
         "delete it. Not: assume the import rules move with the mailbox. Why: in January 38 "
         "partner referrals, six of them high-risk, sat unseen for two weeks.")
    ,
    pref("pref-ottoline-resident-letters-plain", "communication", "community-safety",
         "2026-01-16",
         "Ottoline wants letters to residents in plain words, short sentences, reading age nine",
         "Letters and texts to residents should use short sentences, no abbreviations and a "
         "reading age of about nine, and give a phone number as well as the web link. She wants "
         "one line at the bottom offering the letter in other languages.")
    ,
    env("env-safehome-surge-after-fatal-fire", "workspace-state-transitions",
        "community-safety",
        "a fatal house fire is reported in the local news",
        "web-form requests for visits rise about five-fold for the next ten days",
        3, 0, "2026-01-30",
        "Three such weeks of three."),

    # --- 15. national statistics return (Returnly) ---
    sem("sem-returnly-incident-statistics", "statistics", 0.9, 9, "2025-11-25",
        "Returnly sends incident records to the national return each month",
        "Returnly collects the incident recording form the officer in charge fills in after "
        "each call and sends the records to the national fire statistics return by the 10th of "
        "each month. Faisal Quennell checks them; a record with missing fields blocks the whole "
        "batch.")
    ,
    epi("epi-2025-12-10-returnly-batch-rejected", "statistics", "incident", "2025-12-10",
        "The November return was rejected because 12 records had no property type",
        "On 10 December the national portal rejected the whole November batch: 12 records had "
        "no property type after a change to the form. The return went in four days late and the "
        "ministry wrote to the chief fire officer.")
    ,
    rule("rule-returnly-validate-on-the-5th", "statistics",
         ["Returnly", "statistics return", "incident recording form", "batch",
          "property type", "national portal"], "medium", 1, "2025-12-12",
         "Run the validation report on the 5th and chase officers for gaps",
         "When the month closes, do: run the Returnly validation report on the 5th, send each "
         "officer in charge their incomplete records, and run it again on the 8th. Not: wait "
         "for the portal to reject the batch on the 10th. Why: the November return was rejected "
         "for 12 missing property types and went in four days late.")
    ,
    pref("pref-ottoline-figures-with-caveats", "reporting", "statistics", "2025-12-16",
         "Ottoline wants every figure sent upward with its source and caveat underneath",
         "Every number that goes to the chief fire officer or the ministry should carry, in "
         "small print underneath, where it came from, the date it was extracted and any known "
         "gap. She would rather send a figure late than without its caveat.")
    ,
    env("env-returnly-portal-slow-deadline-days", "system-state", "statistics",
        "the batch is uploaded to the national portal on the 9th or 10th of the month",
        "the upload takes over an hour and often times out, because every fire service uploads "
        "in the same two days",
        5, 1, "2026-01-10",
        "Five months of six."),

    # --- 16. station access and bay doors (Gatekeeper) ---
    sem("sem-gatekeeper-station-access", "access", 0.89, 8, "2025-10-06",
        "Gatekeeper controls station fobs and the appliance bay doors",
        "Gatekeeper is the access control system for all stations: personal fobs for the front "
        "doors and the open-close logic of the bay doors. Control can open any station's bay "
        "doors remotely from the Gatekeeper console. Station managers issue fobs; a lost fob "
        "must be cancelled the same day.")
    ,
    epi("epi-2025-10-31-bay-door-closed-on-aerial", "access", "incident", "2025-10-31",
        "A bay door closed onto the aerial ladder's roof as it left Harrowmere Central",
        "On 31 October the door of bay 3 at Harrowmere Central started closing while the aerial "
        "ladder platform was still under it. The door's safety beam had been knocked out of "
        "line by a cleaner's trolley. The roof light bar was broken; nobody was hurt.")
    ,
    rule("rule-gatekeeper-weekly-beam-test", "access",
         ["Gatekeeper", "bay door", "safety beam", "photocell", "door closing",
          "appliance bay"], "high", 1, "2025-11-02",
         "Test every bay door's safety beam weekly with a broom handle",
         "When doing the weekly station checks, do: break each bay door's safety beam with a "
         "broom handle while the door closes, confirm it reverses, and log the test in "
         "Gatekeeper. Not: rely on the door's closing timer. Why: on 2025-10-31 a misaligned "
         "beam let a door close onto the aerial ladder's roof.")
    ,
    pref("pref-ottoline-contractor-fobs-dated", "governance", "access", "2025-11-05",
         "Ottoline wants contractor access granted for set dates, never open-ended",
         "When contractors need fobs, Ottoline wants each one issued for the exact dates of the "
         "job, with the name of the station manager who will escort them. She refuses "
         "open-ended contractor fobs, even for long-standing suppliers.")
    ,
    env("env-gatekeeper-power-cut-locks-release", "system-state", "access",
        "a station loses mains power",
        "Gatekeeper fails open: the bay doors stay where they are, but the front-door locks "
        "release after 30 seconds until power returns",
        3, 0, "2025-12-20",
        "Three power cuts of three."),

    # --- 17. control room power (Volthold UPS and generator) ---
    sem("sem-volthold-control-power", "power", 0.92, 10, "2025-09-25",
        "Control runs on a Volthold UPS for 40 minutes and a diesel generator after that",
        "The control room at Harrowmere is fed through a Volthold UPS that carries all "
        "consoles, the Beacon CAD servers and the radio positions for about 40 minutes. A "
        "diesel generator should start within 15 seconds of mains loss and take over the load. "
        "The generator is run on load for an hour on the first Tuesday of each month.")
    ,
    epi("epi-2025-10-07-generator-failed-to-start", "power", "incident", "2025-10-07",
        "During a mains outage the generator did not start and control ran on the UPS for 28 minutes",
        "On 7 October a substation fault cut mains to the control room. The generator failed "
        "to start because its start battery was flat; the monthly run had been skipped in "
        "September. Control ran on the Volthold UPS for 28 minutes until mains came back, with "
        "the watch ready to move to Kettlemoor.")
    ,
    rule("rule-volthold-monthly-run-never-skipped", "power",
         ["Volthold", "UPS", "generator", "mains failure", "monthly run", "start battery"],
         "high", 1, "2025-10-09",
         "Never skip the generator's monthly load run; rebook it within the week",
         "When the monthly generator run cannot happen on the first Tuesday, do: rebook it "
         "within seven days, check the start battery voltage during the run, and log both in "
         "the maintenance book. Not: let a month pass without a run. Why: on 2025-10-07 a flat "
         "start battery left control on the UPS for 28 minutes.")
    ,
    pref("pref-ottoline-continuity-drills-unannounced-hour", "planning", "power", "2025-10-14",
         "Ottoline wants continuity drills announced to the watch by week, not by hour",
         "For fallback and power drills, Ottoline wants the watch told the week, not the day or "
         "the hour, so the test is honest, and she wants the drill stopped at once if a real "
         "call would be delayed.")
    ,
    env("env-volthold-runtime-hot-afternoon", "system-state", "power",
        "the control room air conditioning is working hard on a hot afternoon",
        "the UPS runtime estimate falls to around 25 minutes because the chillers draw from "
        "the same protected board",
        4, 1, "2025-09-25",
        "Four hot days of five."),

    # --- 18. hose and ladder testing (Testbay) ---
    sem("sem-testbay-hose-ladder-register", "equipment-testing", 0.88, 7, "2025-11-20",
        "Testbay records every hose length and ladder with its annual test",
        "Testbay is the register for hoses and ladders. Each hose length and ladder carries a "
        "barcode; it is pressure- or load-tested once a year at the Harrowmere test bay and the "
        "result is scanned in. Items that fail are tagged red and sent back for repair or "
        "disposal.")
    ,
    epi("epi-2026-02-09-untested-hose-burst", "equipment-testing", "incident", "2026-02-09",
        "A hose that had missed its annual test burst at a car fire",
        "On 9 February a 45 mm hose on pump 11-1 burst at a car fire in Brancombe. Testbay "
        "showed its last test as 14 months old; it had been moved between appliances and its "
        "barcode label had worn off, so the recall list never found it.")
    ,
    rule("rule-testbay-unscannable-label-off-run", "equipment-testing",
         ["Testbay", "hose", "ladder", "barcode", "annual test", "label"], "medium", 1,
         "2026-02-11",
         "A hose or ladder whose label cannot be scanned goes back to the test bay",
         "When a hose or ladder's barcode will not scan during a check, do: take it off the "
         "appliance, tag it for the test bay, and draw a replacement. Not: keep it in service "
         "and write the number by hand. Why: on 2026-02-09 a hose with a worn label had missed "
         "its test and burst at a car fire.")
    ,
    pref("pref-ottoline-kit-failure-photos", "reporting", "equipment-testing", "2026-02-12",
         "Ottoline wants equipment failures reported with three photos and the item's history",
         "For any failed piece of kit, Ottoline wants three photos (the whole item, the "
         "failure, the label), the item's test history from the register, and which appliance "
         "it was on. Text kept to five lines.")
    ,
    env("env-testbay-spring-backlog", "workspace-state-transitions", "equipment-testing",
        "the annual test season opens in March",
        "the test bay builds a backlog of about 300 hoses within three weeks, and stations wait "
        "up to a fortnight for replacements",
        2, 1, "2026-02-12",
        "Two springs of three."),

    # --- extra records ---
    sem("sem-hvfrs-control-watches-it-oncall", "organisation", 0.95, 20, "2026-01-05",
        "Control works four watches on 12-hour shifts; out-of-hours IT faults go to one on-call number",
        "Harrowmere control is staffed by four watches (Red, White, Blue, Green) working two "
        "day and two night 12-hour shifts, changing at 08:00 and 20:00. Out of hours, faults in "
        "control systems go to the IT on-call engineer on 0300 555 0143, on a weekly rota kept "
        "by Gethin Morrow-Ash.")
    ,
    env("env-ottoline-late-evening-messages", "principal-response", "communication",
        "a non-urgent message reaches Ottoline after 21:00",
        "she answers the next morning before 07:30 and asks for it to come by email rather "
        "than text next time",
        6, 1, "2026-01-18",
        "Six of seven."),
    env("env-ottoline-attachment-only-reports", "principal-response", "reporting",
        "a report arrives as an attachment with nothing in the message body",
        "she replies asking for the three key numbers in the body and does not open the "
        "attachment until they are there",
        5, 0, "2026-02-08",
        "Five of five."),
]

BLIND22_TASKS: list[dict[str, Any]] = [
    # dispatch
    task("b22-t001", "who has to approve an edit to the attendance tables, and where does the "
         "backup copy of dispatch live?", [S], ["sem-beacon-cad-dispatch"]),
    task("b22-t002", "what went wrong when we handed over to the backup control room before "
         "Christmas?", [E], ["epi-2025-12-03-cad-failover-lost-calls"]),
    task("b22-t003", "We cut over to the Kettlemoor system for the upgrade tonight. What do I "
         "need to do first?", [P], ["rule-cad-failover-list-open-calls"]),
    task("b22-t004", "Write up the proposal to add a second pump to thatched-roof fires, for "
         "Ottoline.", [U], ["pref-ottoline-response-plan-change-note"]),
    task("b22-t005", "if I search for an address at quarter past midnight, is dispatch going to "
         "be sluggish?", [V], ["env-cad-slow-during-nightly-purge"]),
    task("b22-t006", "Wir schalten gleich auf das Ersatzsystem in Kettlemoor um. Was muss ich "
         "vorher erledigen?", [P], ["rule-cad-failover-list-open-calls"]),  # de
    task("b22-t007", "Vers minuit et demi, la recherche d'adresse dans le logiciel de "
         "répartition sera-t-elle lente ?", [V], ["env-cad-slow-during-nightly-purge"]),  # fr
    # alerting
    task("b22-t008", "what is the alerting box at each station for, and what does it set off "
         "when we send a job?", [S], ["sem-klaxa-station-alerting"]),
    task("b22-t009", "why did the Ashby Vale pump leave late for that crash in January?", [E],
         ["epi-2026-01-08-klaxa-ashby-silent"]),
    task("b22-t010", "Brancombe hasn't acked the shout and it's been over a minute. Next step?",
         [P], ["rule-klaxa-no-ack-phone-station"]),
    task("b22-t011", "Saltings couldn't be turned out for ten minutes just now. Let Ottoline "
         "know.", [U], ["pref-ottoline-alerting-fault-sms"]),
    task("b22-t012", "there was a power blip at Kettlemoor station earlier. will their turnout "
         "box still ring when we send them?", [V], ["env-klaxa-restart-test-mode"]),
    task("b22-t013", "La estación de Saltings no ha confirmado la alerta después de un minuto. "
         "¿Qué hago?", [P], ["rule-klaxa-no-ack-phone-station"]),  # es
    task("b22-t014", "Avvisa Ottoline che stanotte la stazione di Brancombe non ha ricevuto "
         "l'allerta.", [U], ["pref-ottoline-alerting-fault-sms"]),  # it
    # mobile data terminals
    task("b22-t015", "what does the cab tablet give the crew commander, and when does its data "
         "update?", [S], ["sem-rigmate-mdt-appliances"]),
    task("b22-t016", "why didn't the crew at the Kettlemoor estate job know about the gas "
         "bottles?", [E], ["epi-2025-10-14-rigmate-stale-risk-data"]),
    task("b22-t017", "the screen in 11-1's cab is showing that red strip along the top. can we "
         "just keep going?", [P], ["rule-rigmate-red-banner-defect"]),
    task("b22-t018", "Redacta el mensaje para las tabletas de los camiones sobre el amianto en "
         "la escuela de Ashby.", [U], ["pref-ottoline-crew-tablet-messages"]),  # es
    task("b22-t019", "we're sending 15-1 out through the cutting. will control see its status "
         "changes as they happen?", [V], ["env-rigmate-cutting-4g-gap"]),
    task("b22-t020", "O tablet da cabine mostra a faixa vermelha de sincronização. Podemos "
         "sair assim?", [P], ["rule-rigmate-red-banner-defect"]),  # pt
    task("b22-t021", "Wenn der Löschzug durch den Einschnitt bei Kettlemoor fährt, kommen "
         "seine Statusmeldungen dann pünktlich in der Leitstelle an?", [V],
         ["env-rigmate-cutting-4g-gap"]),  # de
    # radio
    task("b22-t022", "who can reprogramme a handset, and when does a job get a channel of its "
         "own?", [S], ["sem-tetrion-radio-talkgroups"]),
    task("b22-t023", "what happened with the barn fire and the flooding being on the same "
         "channel?", [E], ["epi-2025-09-27-talkgroup-collision"]),
    task("b22-t024", "this job just went to six pumps. how do I give it its own group?", [P],
         ["rule-radio-reserve-talkgroup-on-panel"]),
    task("b22-t025", "Put together the review of last Friday's radio mix-up for Ottoline.",
         [U], ["pref-ottoline-radio-review-from-recordings"]),
    task("b22-t026", "it's minus eight up at the moorland fire tonight. how long will the "
         "crews' handsets last?", [V], ["env-tetrion-battery-hard-frost"]),
    task("b22-t027", "Combien de groupes radio d'intervention avons-nous, et qui gère la "
         "flotte de postes ?", [S], ["sem-tetrion-radio-talkgroups"]),  # fr
    task("b22-t028", "L'intervento ora ha sette mezzi. Come lo sposto su un gruppo radio "
         "dedicato?", [P], ["rule-radio-reserve-talkgroup-on-panel"]),  # it
    # vehicle location
    task("b22-t029", "how often do the trucks send their location, and when is a position "
         "ignored?", [S], ["sem-trackwise-avl"]),
    task("b22-t030", "why was 01-2 suggested for that kitchen fire when it was up on the "
         "ramps?", [E], ["epi-2025-11-21-avl-ghost-position"]),
    task("b22-t031", "Taking 04-1 down to the depot for brakes now. Anything to do in CAD "
         "before we go?", [P], ["rule-avl-workshop-status-first"]),
    task("b22-t032", "Make Ottoline the analysis of last quarter's times to reach calls in the "
         "east of the county.", [U], ["pref-ottoline-response-maps-pdf"]),
    task("b22-t033", "when pumps go under the ring road, will their dot on the map behave?",
         [V], ["env-trackwise-underpass-jump"]),
    task("b22-t034", "Cuando un camión pasa por el paso inferior de la circunvalación, ¿su "
         "posición en el mapa saltará?", [V], ["env-trackwise-underpass-jump"]),  # es
    task("b22-t035", "Vamos levar a bomba 07-2 para a oficina. O que faço no sistema de "
         "despacho antes de sair?", [P], ["rule-avl-workshop-status-first"]),  # pt
    # hydrants
    task("b22-t036", "who sends us the hydrant updates, and how are the broken ones shown?",
         [S], ["sem-hydrex-hydrant-register"]),
    task("b22-t037", "why did the Ashby Vale crew hook up to a dry hydrant in February?", [E],
         ["epi-2026-02-02-hydrex-import-cleared-defects"]),
    task("b22-t038", "This week's spreadsheet from the water board just landed. Load it?", [P],
         ["rule-hydrex-compare-file-before-import"]),
    task("b22-t039", "Write to Pallister Water about the hydrant data problem.", [U],
         ["pref-ottoline-supplier-complaints"]),
    task("b22-t040", "we've had four freezing nights in a row. what should we expect from next "
         "week's hydrant checks?", [V], ["env-hydrex-frost-defects-rise"]),
    task("b22-t041", "Die wöchentliche Hydrantendatei vom Wasserversorger ist da. Kann ich sie "
         "direkt einspielen?", [P], ["rule-hydrex-compare-file-before-import"]),  # de
    task("b22-t042", "Rédige la réclamation à Corvane Telecom pour les coupures de ligne de la "
         "semaine dernière.", [U], ["pref-ottoline-supplier-complaints"]),  # fr
    # breathing apparatus
    task("b22-t043", "who looks after the BA sets' records, and how often do the sets go for "
         "a service?", [S], ["sem-breathlink-ba-telemetry"]),
    task("b22-t044", "what went wrong with the whistle times at the Brancombe house fire?",
         [E], ["epi-2025-10-22-breathlink-board-clock"]),
    task("b22-t045", "just put a fresh battery in the entry board on 04-1. anything I should "
         "check?", [P], ["rule-breathlink-board-clock-check"]),
    task("b22-t046", "Write up the BA telemetry dropout at Tuesday's exercise for Ottoline.",
         [U], ["pref-ottoline-safety-report-plain"]),
    task("b22-t047", "crews are heading down to level -3 of the shopping centre car park. "
         "will the board keep tracking them?", [V], ["env-breathlink-below-ground-loss"]),
    task("b22-t048", "Se le squadre scendono nel seminterrato, la lavagna di controllo "
         "continuerà a ricevere la pressione delle bombole?", [V],
         ["env-breathlink-below-ground-loss"]),  # it
    task("b22-t049", "¿Qué pasó en octubre con el reloj del tablero de control de entrada?",
         [E], ["epi-2025-10-22-breathlink-board-clock"]),  # es
    # fleet
    task("b22-t050", "what do the A, B and C grades on a defect mean, and how many spare pumps "
         "have we got?", [S], ["sem-fleetyard-workshop"]),
    task("b22-t051", "why did Saltings have to borrow a hose reel branch in December?", [E],
         ["epi-2025-12-15-spare-pump-no-kit"]),
    task("b22-t052", "R2 is going out to Kettlemoor to cover while 07-1 is fixed. Good to "
         "send?", [P], ["rule-fleetyard-spare-stowage-checklist"]),
    task("b22-t053", "Do this morning's appliance availability for Ottoline.", [U],
         ["pref-ottoline-fleet-availability-lines"]),
    task("b22-t054", "how busy will the workshop's defect queue be first thing Monday?", [V],
         ["env-fleetyard-monday-defect-wave"]),
    task("b22-t055", "On envoie la pompe de réserve R4 remplacer celle de Brancombe. Qu'est-ce "
         "qu'il faut faire avant ?", [P], ["rule-fleetyard-spare-stowage-checklist"]),  # fr
    task("b22-t056", "Prepara para a Ottoline o ponto da situação dos veículos desta manhã.",
         [U], ["pref-ottoline-fleet-availability-lines"]),  # pt
    # on-call
    task("b22-t057", "how does control know whether an on-call pump has enough people, and "
         "who runs the app?", [S], ["sem-ready-roll-oncall-availability"]),
    task("b22-t058", "why did nobody answer that call at Saltings in November?", [E],
         ["epi-2025-11-09-ready-roll-clock-offset"]),
    task("b22-t059", "the clocks go back this weekend. anything special for the retained "
         "stations?", [P], ["rule-ready-roll-clock-change-check"]),
    task("b22-t060", "Draft a message to the Brancombe on-call crew asking them to cover "
         "Saturday daytime.", [U], ["pref-ottoline-oncall-messages-thanks"]),
    task("b22-t061", "half-term starts Monday. what will daytime cover look like at the "
         "retained stations?", [V], ["env-ready-roll-school-holiday-gaps"]),
    task("b22-t062", "Nächste Woche beginnen die Schulferien. Wie wird die Tagesbesetzung in "
         "Saltings aussehen?", [V], ["env-ready-roll-school-holiday-gaps"]),  # de
    task("b22-t063", "¿Quién gestiona las cuentas de la aplicación de disponibilidad de los "
         "bomberos voluntarios?", [S], ["sem-ready-roll-oncall-availability"]),  # es
    # call recording
    task("b22-t064", "how long do we keep 999 recordings, and who is allowed to pull one off?",
         [S], ["sem-voxarc-call-recorder"]),
    task("b22-t065", "why couldn't we give the coroner the admin-line call from January?",
         [E], ["epi-2026-01-19-voxarc-volume-full"]),
    task("b22-t066", "It's Monday morning checks. What do I do about the recorder?", [P],
         ["rule-voxarc-monday-capacity-check"]),
    task("b22-t067", "The police want the 999 call from the Ashby flat fire. Send it to them.",
         [U], ["pref-ottoline-recording-disclosure-log"]),
    task("b22-t068", "if I start pulling two hours of audio at 10 this morning, how long am I "
         "waiting?", [V], ["env-voxarc-export-slow-daytime"]),
    task("b22-t069", "È lunedì: quali controlli devo fare sul registratore delle chiamate?",
         [P], ["rule-voxarc-monday-capacity-check"]),  # it
    task("b22-t070", "Se eu exportar uma gravação às 11 da manhã de uma terça-feira, quanto "
         "tempo vai demorar?", [V], ["env-voxarc-export-slow-daytime"]),  # pt
    # hazmat
    task("b22-t071", "what does the chemical lookup tell us, and how quickly can an adviser "
         "get to us?", [S], ["sem-chemiref-hazmat-reference"]),
    task("b22-t072", "why was the cordon too small at the ring road lorry crash?", [E],
         ["epi-2025-11-30-chemiref-misheard-un"]),
    task("b22-t073", "crew just radioed a number off the back of a tanker: 1830. what now?",
         [P], ["rule-chemiref-digit-read-back-photo"]),
    task("b22-t074", "Write the social media post about the smoke from the recycling yard "
         "fire.", [U], ["pref-ottoline-public-warning-action-first"]),
    task("b22-t075", "it's the first Sunday, half six in the morning: can crews pull up a chemical "
         "on their tablets?", [V], ["env-chemiref-first-sunday-update"]),
    task("b22-t076", "Una dotación me da por radio el número ONU de una cisterna volcada. "
         "¿Cómo lo gestiono?", [P], ["rule-chemiref-digit-read-back-photo"]),  # es
    task("b22-t077", "Was ist beim Lkw-Unfall auf der Ringstraße im November mit der "
         "UN-Nummer schiefgelaufen?", [E], ["epi-2025-11-30-chemiref-misheard-un"]),  # de
    # drone
    task("b22-t078", "where is the drone kept, who flies it, and where do we need "
         "permission?", [S], ["sem-skyeye-drone-unit"]),
    task("b22-t079", "what happened at the heath fire with the drone and the training plane?",
         [E], ["epi-2026-01-24-skyeye-launch-before-clearance"]),
    task("b22-t080", "drone job 3 km from the airfield, the van's on scene. can we go up?",
         [P], ["rule-skyeye-clearance-number-first"]),
    task("b22-t081", "The insurer wants the drone video from the Kettlemoor mill fire. Sort "
         "it.", [U], ["pref-ottoline-drone-footage-stills"]),
    task("b22-t082", "it's blowing 30 km/h on the hill. how long will we get out of one "
         "battery?", [V], ["env-skyeye-wind-shortens-flight"]),
    task("b22-t083", "Avec un vent à 30 km/h, combien de temps le drone tiendra-t-il en l'air "
         "?", [V], ["env-skyeye-wind-shortens-flight"]),  # fr
    task("b22-t084", "Onde fica a equipa de drones e quem faz parte dela?", [S],
         ["sem-skyeye-drone-unit"]),  # pt
    # training
    task("b22-t085", "who books the refresher courses, and which qualifications does each "
         "firefighter's record track?", [S], ["sem-skillbook-competence-records"]),
    task("b22-t086", "why was Saltings off the run on the night of 10 December?", [E],
         ["epi-2025-12-10-skillbook-driver-lapsed"]),
    task("b22-t087", "Training meeting tomorrow. How do I make sure nobody's tickets run out?",
         [P], ["rule-skillbook-expiry-report-fortnightly"]),
    task("b22-t088", "Send Ottoline the quarterly competence figures.", [U],
         ["pref-ottoline-competence-percentages"]),
    task("b22-t089", "January courses go live on the system tomorrow. how fast will the ladder "
         "course fill?", [V], ["env-skillbook-january-course-rush"]),
    task("b22-t090", "Morgen ist die Ausbildungsbesprechung. Wie verhindere ich, dass "
         "Qualifikationen unbemerkt ablaufen?", [P],
         ["rule-skillbook-expiry-report-fortnightly"]),  # de
    task("b22-t091", "Prepara para Ottoline las cifras de cualificaciones vigentes por "
         "parque.", [U], ["pref-ottoline-competence-percentages"]),  # es
    # community safety
    task("b22-t092", "who decides how urgent a home visit request is, and what counts as "
         "urgent?", [S], ["sem-safehome-visit-booking"]),
    task("b22-t093", "why were social care's referrals missing over new year?", [E],
         ["epi-2026-01-13-safehome-referrals-stuck"]),
    task("b22-t094", "IT is moving the referrals inbox to the new mail server on Friday. What "
         "do we need to do?", [P], ["rule-safehome-test-referral-after-change"]),
    task("b22-t095", "Write the letter to Mrs Okafor confirming her visit on the 14th.", [U],
         ["pref-ottoline-resident-letters-plain"]),
    task("b22-t096", "there was a fatal fire on the news last night. what will that do to our "
         "visit bookings?", [V], ["env-safehome-surge-after-fatal-fire"]),
    task("b22-t097", "Scrivi la lettera ai residenti di via Mellor per offrire una visita di "
         "prevenzione incendi.", [U], ["pref-ottoline-resident-letters-plain"]),  # it
    task("b22-t098", "Ayer salió en las noticias un incendio mortal en una vivienda. ¿Qué "
         "pasará con las solicitudes de visitas?", [V],
         ["env-safehome-surge-after-fatal-fire"]),  # es
    # statistics return
    task("b22-t099", "when is the monthly return to the ministry due, and who checks it?", [S],
         ["sem-returnly-incident-statistics"]),
    task("b22-t100", "why did the chief get a letter from the ministry about the November "
         "figures?", [E], ["epi-2025-12-10-returnly-batch-rejected"]),
    task("b22-t101", "the month just ended. what's the routine for the incident records?", [P],
         ["rule-returnly-validate-on-the-5th"]),
    task("b22-t102", "Send the chief officer the number of false alarms for the year.", [U],
         ["pref-ottoline-figures-with-caveats"]),
    task("b22-t103", "if I upload the return on the 10th, will it go through quickly?", [V],
         ["env-returnly-portal-slow-deadline-days"]),
    task("b22-t104", "Le mois vient de se terminer. Comment je prépare l'envoi des fiches "
         "d'intervention au ministère ?", [P], ["rule-returnly-validate-on-the-5th"]),  # fr
    task("b22-t105", "Se carico il lotto sul portale nazionale il 9 del mese, andrà liscio?",
         [V], ["env-returnly-portal-slow-deadline-days"]),  # it
    # station access
    task("b22-t106", "can control open a station's doors from here, and what do I do about a "
         "lost key fob?", [S], ["sem-gatekeeper-station-access"]),
    task("b22-t107", "how did the aerial's light bar get broken at Central in October?", [E],
         ["epi-2025-10-31-bay-door-closed-on-aerial"]),
    task("b22-t108", "Doing the station checks this week. What about the door sensors?", [P],
         ["rule-gatekeeper-weekly-beam-test"]),
    task("b22-t109", "The roofers need to get into Kettlemoor station for the next few weeks. "
         "Set them up.", [U], ["pref-ottoline-contractor-fobs-dated"]),
    task("b22-t110", "if Ashby Vale loses power tonight, what happens to the doors?", [V],
         ["env-gatekeeper-power-cut-locks-release"]),
    task("b22-t111", "Estou a fazer a verificação semanal do quartel. Como testo as portas "
         "das garagens?", [P], ["rule-gatekeeper-weekly-beam-test"]),  # pt
    task("b22-t112", "Wer gibt die Zugangschips für die Wachen aus, und was passiert mit "
         "einem verlorenen Chip?", [S], ["sem-gatekeeper-station-access"]),  # de
    # control power
    task("b22-t113", "how long does the battery backup hold the control room, and when is the "
         "generator tested?", [S], ["sem-volthold-control-power"]),
    task("b22-t114", "what happened the day control ran on battery for almost half an hour?",
         [E], ["epi-2025-10-07-generator-failed-to-start"]),
    task("b22-t115", "The generator test next Tuesday can't happen this month because of the "
         "roof works. Fine to skip it?", [P],
         ["rule-volthold-monthly-run-never-skipped"]),
    task("b22-t116", "Plan next month's fallback drill for the Blue watch.", [U],
         ["pref-ottoline-continuity-drills-unannounced-hour"]),
    task("b22-t117", "it's 31 degrees and the air con is flat out. how much UPS time do we "
         "really have?", [V], ["env-volthold-runtime-hot-afternoon"]),
    task("b22-t118", "Numa tarde de muito calor, com o ar condicionado no máximo, quanto "
         "tempo dura a UPS da sala de controlo?", [V],
         ["env-volthold-runtime-hot-afternoon"]),  # pt
    task("b22-t119", "Pourquoi le groupe électrogène n'a-t-il pas démarré en octobre ?", [E],
         ["epi-2025-10-07-generator-failed-to-start"]),  # fr
    # hose and ladder testing
    task("b22-t120", "how often are hoses and ladders tested, and where?", [S],
         ["sem-testbay-hose-ladder-register"]),
    task("b22-t121", "why did a hose split on 11-1 at the Brancombe car job?", [E],
         ["epi-2026-02-09-untested-hose-burst"]),
    task("b22-t122", "the barcode on this length of hose won't read. just write the number "
         "down?", [P], ["rule-testbay-unscannable-label-off-run"]),
    task("b22-t123", "A ladder failed its load test this morning. Report it to Ottoline.", [U],
         ["pref-ottoline-kit-failure-photos"]),
    task("b22-t124", "test season opens next month. how long will stations wait for new "
         "hoses?", [V], ["env-testbay-spring-backlog"]),
    task("b22-t125", "Il codice a barre di questa scala non si legge più. Cosa faccio?", [P],
         ["rule-testbay-unscannable-label-off-run"]),  # it
    task("b22-t126", "Melde Ottoline den geplatzten Schlauch von heute Morgen.", [U],
         ["pref-ottoline-kit-failure-photos"]),  # de
    # extra records
    task("b22-t127", "which shift pattern does control work, and who do I ring at 3 am when "
         "the CAD server dies?", [S], ["sem-hvfrs-control-watches-it-oncall"]),
    task("b22-t128", "Qual é o número do técnico de informática de serviço fora de horas?",
         [S], ["sem-hvfrs-control-watches-it-oncall"]),  # pt
    task("b22-t129", "Si j'envoie un message pas urgent à Ottoline à 22 h, comment va-t-elle "
         "réagir ?", [V], ["env-ottoline-late-evening-messages"]),  # fr
    task("b22-t130", "I'm just going to attach the monthly report to an empty email and send "
         "it to Ottoline. How will she take that?", [V],
         ["env-ottoline-attachment-only-reports"]),
]

BLIND22_NO_MEMORY_REQUESTS: list[tuple[str, str]] = [
    ("b22-n01", "what's the difference between a fuse and a circuit breaker?"),
    ("b22-n02", "convert 120 kilometres per hour to miles per hour"),
    ("b22-n03", "write a bash one-liner that counts the lines in every .log file in a folder"),
    ("b22-n04", "why is the sky blue, in two sentences?"),
    ("b22-n05", "give me three ideas for a team quiz night theme"),
    ("b22-n06", "what does the acronym GDPR stand for?"),
    ("b22-n07", "how do I rename a branch in git?"),
    ("b22-n08", "Wie viele Einwohner hat ungefähr Kanada?"),  # de
    ("b22-n09", "Qui a écrit « Les Misérables » ?"),  # fr
    ("b22-n10", "¿Cuál es la raíz cuadrada de 144?"),  # es
    ("b22-n11", "Come si prepara un risotto ai funghi?"),  # it
    ("b22-n12", "Quantos continentes existem?"),  # pt
]
