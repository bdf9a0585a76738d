"""A tenth workspace and its tasks: a fulfilment centre's warehouse-robot fleet and the software
around it, written from the record format alone and never fitted on.

The store is the memory of the automation-software team at Quillmoor Fulfilment's Calder Mere
distribution centre (CMD1, an invented third-party logistics site shipping for about forty
e-commerce clients: 240 Tolva T30 autonomous mobile robots driven by the vendor's Kestrel fleet
manager, 36 charging docks, lidar maps surveyed in MapStudio, TolvaOS firmware pushed in update
campaigns, the CMD1-ROBOT wireless network on two controllers, goods-to-person ports guarded by
light curtains on a Sentinel safety PLC, the in-house warehouse management system Stowe and its
wave release, the Pickface touchscreen app at the ports, the XB-2 cross-belt sorter and the
carrier cut-offs, Marlin LP-400 label printers and their templates, the peak-season change
freeze, the nightly Tally cycle counts, the Reclaim returns-grading app, robot telemetry in the
Tidewell time-series store with Lookout dashboards, remote support from the robot vendor, the
nightly reslot job, the Mirror digital twin and the Berth dock-door booking system) and of its
principal (Marit Oyelaran, who heads automation software at CMD1).
Eighteen themes hold one record in each tier naming the same system (a fact, an incident, a
lesson, a preference and a prediction about the charging docks, the maps, the sorter, the label
printers or the dock doors), so a request's words say what it is about and only its shape says
which kind of memory answers it; two more predictions say how Marit reacts to messages sent late
on a Friday and to long messages whose ask is buried. Lessons are written the way reflexion
writes them (a trigger list of entities and situation words, a "When ..., do: ... Not: ..."
body and a "Why:" quote).

Records and requests were written by hand from the record and task constructors and one earlier
task file's layout only (its docstring and first records), without the recall code, its cue
tables, its weights or any other store in view, and were never run through recall before being
handed over. Every system, company, person, place and number is invented; nothing was copied
from a public text. Requests are typed the way an automation engineer, a shift lead, a site
reliability person or a coding agent would type them (imperatives, "how do I", "what happened
when", "will X if", "what does Marit want", terse fragments), about a quarter of them in German,
French, Spanish, Italian or Portuguese, and none copies its record's wording. Hard families on
purpose: an imperative whose needed memory is how Marit wants that kind of work done
(personalized), a question about how a system or Marit will react (environment-dynamics), "how
do I" about a fact (semantic), the situation a lesson is for told without the lesson's words
(procedural), and "what happened last time" (episodic).
BLIND10_NO_MEMORY_REQUESTS lists requests that no record in this store answers (general
knowledge or small talk), as plain (id, text) pairs outside the task constructor, for a caller
that wants to measure abstention. Report it in aggregate; do not tune on it.
"""

from __future__ import annotations

from typing import Any

from benchmarks.retrieval.dataset import E, P, S, U, V, env, epi, pref, rule, sem, task

BLIND10_RECORDS: list[dict[str, Any]] = [
    # 1 fleet traffic
    sem("sem-kestrel-traffic-graph", "fleet-traffic", 0.93, 14, "2026-01-19",
        "Kestrel routes the T30s on a node graph with one-robot locks in narrow aisles",
        "Kestrel, the Tolva fleet manager, runs as an active/standby pair on kst-fm01 and "
        "kst-fm02 and plans every mission on a graph of about 1,850 nodes painted as fiducials on "
        "the floor. Aisles narrower than 1.6 m are single-lane locks that admit one robot at a "
        "time; the three main highways are two-lane. Lane direction, lock capacity and speed caps "
        "live in zones.yaml in the cmd1-fleet-config repository and are pushed with "
        "`kestrelctl apply zones.yaml`. The fleet is capped at 240 active T30s."),
    epi("epi-2026-03-09-aisle-14-gridlock", "fleet-traffic", "incident", "2026-03-09",
        "Thirty-one robots gridlocked at the aisle 14 crossing for 47 minutes",
        "A zones.yaml edit made aisle 14 two-way to shorten trips to the new ports and was "
        "applied at 10:20 in the middle of the day shift. Robots entering from both ends met at "
        "the highway crossing, each waiting for the other's lock; by 10:35 thirty-one were stuck "
        "and zone B picking stopped. The edit was reverted at 10:52 but the jam had to be "
        "cleared by pushing robots out by hand in manual mode; picking resumed at 11:07."),
    rule("rule-lane-change-replay-in-mirror-first", "fleet-traffic",
         ["zones.yaml", "Kestrel", "lane direction", "one-way aisle", "lock capacity",
          "kestrelctl apply", "traffic rules"], "high", 1, "2026-03-10",
         "Replay a lane or lock change in Mirror before applying it, and apply at shift change",
         "When changing a lane's direction, a lock's capacity or a speed cap in zones.yaml, do: "
         "replay the change in Mirror against last Monday's recorded day and read the deadlock "
         "counter, then apply it at a shift change with someone watching the Kestrel map for 15 "
         "minutes. Not: `kestrelctl apply` it during a shift because the diff looks small. Why: "
         "\"Two robots can't pass in a lock, and the yaml doesn't know that.\" (Marit, "
         "2026-03-10)"),
    pref("pref-marit-traffic-before-after-diagram", "code-review", "fleet-traffic",
         "2026-03-11",
         "Marit reviews traffic changes from a before/after floor plan, not the yaml alone",
         "Marit wants every merge request to cmd1-fleet-config that touches traffic to carry two "
         "floor-plan crops (before and after) with arrows for lane direction and the locks "
         "marked, above the yaml diff. She will not review a traffic change from the diff alone."),
    env("env-kestrel-apply-replans-fleet", "workspace-state-transitions", "fleet-traffic",
        "After `kestrelctl apply` of a zones.yaml change on the live fleet",
        "every robot replans within about 90 seconds, roughly 8 % of running missions are "
        "cancelled and requeued, and picks per hour dip by about 12 % for ten minutes", 6, 1,
        "2026-03-20",
        "Measured on seven applies since January: the replan is fleet-wide even when the change "
        "touches one aisle, and requeued missions go to the back of the queue. The one miss was "
        "an apply at 05:58 with only 30 robots active."),
    # 2 charging
    sem("sem-charging-docks-thresholds", "charging", 0.92, 11, "2026-01-12",
        "36 docks on the north wall; robots charge at 30 % and leave at 85 %",
        "The T30 carries a 48 V LFP pack. The 36 charging docks CH-01 to CH-36 sit along the "
        "north wall. Kestrel sends a robot to charge when its state of charge falls to 30 % "
        "(charge_trigger_soc) and releases it at 85 % (charge_release_soc); a robot idle for more "
        "than two minutes above 30 % may opportunity-charge. A dock turns round about four robots "
        "an hour. Both thresholds are in fleet.yaml next to zones.yaml."),
    epi("epi-2026-01-26-charge-trigger-raised-queue", "charging", "incident", "2026-01-26",
        "Raising the charge trigger to 50 % queued ninety robots at the docks",
        "Ahead of a twelve-hour Saturday shift someone raised charge_trigger_soc from 30 to 50 so "
        "robots would 'never run flat'. Within twenty minutes of the apply about ninety robots "
        "were heading for 36 docks; the queue blocked the north highway and throughput fell by "
        "a third for two hours until the value went back to 30."),
    rule("rule-charge-thresholds-small-steps", "charging",
         ["charge_trigger_soc", "charge_release_soc", "fleet.yaml", "charging docks",
          "dock queue", "battery threshold", "long shift"], "medium", 0, "2026-01-27",
         "Move charge thresholds five points a day and watch the dock queue",
         "When adjusting when robots go to charge or when they leave the dock, do: move the "
         "threshold by at most five points per day, outside a shift start, and watch the dock "
         "queue panel in Lookout for an hour afterwards. Not: jump the threshold before a long or "
         "busy shift. Why: \"Every robot above the new line wants a dock in the same minute.\" "
         "(Marit, 2026-01-27)"),
    pref("pref-marit-battery-table-by-serial", "reporting", "charging", "2026-02-02",
         "Marit wants battery health as a per-robot table, worst first",
         "Marit wants the weekly battery health report as a table with one row per robot serial "
         "(cycle count, capacity as % of new, days since last fault), sorted worst first, on "
         "Monday morning. She does not want fleet averages; an average hides the five packs "
         "that are about to fail."),
    env("env-cold-mornings-slow-charging", "system-state", "charging",
        "On mornings when the north wall dock area is below 5 degrees C",
        "the battery management throttles charge current, charging takes about 40 % longer and "
        "the dock queue passes twelve robots by 07:30", 5, 1, "2026-02-16",
        "Seen on five of six cold mornings in January and February; the miss was a morning the "
        "roller door heaters had been left on overnight."),
    # 3 maps
    sem("sem-slam-map-versions", "floor-maps", 0.91, 9, "2026-01-08",
        "Robots localise on lidar maps surveyed in MapStudio and published as numbered versions",
        "Each T30 localises against a lidar map of the building surveyed with Tolva MapStudio. "
        "Maps are numbered cmd1-map-v### and published with `kestrelctl map publish`; robots "
        "fetch a new version at their next idle moment. Reflector strips on rack ends and "
        "columns anchor the map. `kestrelctl robot show T30-117` prints the map_version a robot "
        "is running; `kestrelctl map list` shows published versions."),
    epi("epi-2026-02-24-zone-c-racks-moved", "floor-maps", "incident", "2026-02-24",
        "Three rack rows moved overnight and 22 robots lost localisation in zone C",
        "Facilities moved three rack rows in zone C during the night to make room for a client's "
        "bulky range and told nobody in automation. From 06:10, robots entering zone C stopped "
        "with E-LOC-31; 22 were stranded by 06:40. The zone was closed, re-surveyed and a new "
        "map published by 11:15; about 2,400 order lines shipped a day late."),
    rule("rule-physical-layout-change-resurvey", "floor-maps",
         ["MapStudio", "rack move", "facilities", "map publish", "E-LOC-31", "reflectors",
          "layout change"], "high", 0, "2026-02-25",
         "Block the zone, re-survey and publish before robots drive a changed layout",
         "When racks, columns, fixed obstacles or reflectors change anywhere the robots drive, "
         "do: block the zone in Kestrel, re-survey it in MapStudio, publish a new map version and "
         "reopen the zone only after two test robots have driven a full loop on the new map. "
         "Not: leave the robots to cope and re-learn on their own. Why: \"The robots don't learn "
         "the new room; they get lost in it.\" (Marit, 2026-02-25)"),
    pref("pref-marit-map-changelog-line", "documentation", "floor-maps", "2026-02-26",
         "Marit wants one changelog line per map publish",
         "Marit wants every map publish recorded on the Map Changelog wiki page as one line: "
         "version, zones touched, reason, who surveyed, date. English, no screenshots, newest at "
         "the top."),
    env("env-map-publish-mixed-versions", "workspace-state-transitions", "floor-maps",
        "After a new map version is published to the fleet",
        "the fleet takes 40 to 70 minutes to adopt it, and meanwhile robots still on the old "
        "version refuse missions into the changed zones", 4, 0, "2026-03-05",
        "Robots only fetch a map when idle, so during a busy shift adoption is slow; robots on "
        "the old version reject missions whose path crosses a changed node."),
    # 4 firmware
    sem("sem-tolvaos-update-campaigns", "firmware", 0.9, 8, "2026-01-05",
        "TolvaOS is pushed in Kestrel update campaigns and installs while the robot docks",
        "Robots run TolvaOS 5.x. Updates go out as update campaigns created in Kestrel "
        "(`kestrelctl campaign create --version 5.3.2 --robots <list>`); a robot installs while "
        "on a charging dock, which takes about eleven minutes, and keeps the previous image on "
        "its B partition so `kestrelctl campaign rollback` can return it in one reboot."),
    epi("epi-2026-04-07-tolvaos-540-odometry", "firmware", "incident", "2026-04-07",
        "TolvaOS 5.4.0 went to the whole fleet and robots clipped rack uprights",
        "TolvaOS 5.4.0 was pushed to all 240 robots in one campaign on a Tuesday night. A wheel "
        "odometry calibration change made robots overshoot tight turns by a few centimetres; six "
        "clipped rack uprights during Wednesday's first hours and forty were pulled from service. "
        "The rollback of the whole fleet took most of Wednesday night."),
    rule("rule-firmware-canary-then-waves", "firmware",
         ["TolvaOS", "update campaign", "firmware rollout", "Kestrel", "canary robots",
          "new version"], "high", 1, "2026-04-08",
         "Firmware goes to five canaries for two shifts, then a quarter, then the rest",
         "When a new TolvaOS version is ready to install, do: put five robots on it for two full "
         "shifts, then a quarter of the fleet, then the rest, leaving out robots with an open "
         "maintenance ticket. Not: one campaign for the whole fleet, whatever the release notes "
         "say. Why: \"The vendor tests on their floor, not ours.\" (Marit, 2026-04-08)"),
    pref("pref-marit-firmware-announcement", "communication", "firmware", "2026-04-09",
         "Marit wants firmware rollouts announced a day ahead with the rollback command",
         "Marit wants each firmware rollout announced in #cmd1-robots a working day before it "
         "starts: version, link to the release notes, the wave plan with robot ids, and the exact "
         "rollback command written out. Plain words, no vendor marketing phrases."),
    env("env-campaign-holds-docks", "system-state", "firmware",
        "While more than fifteen robots install a firmware update at once",
        "they hold their docks for the whole install, charging capacity falls and robots under "
        "20 % start parking themselves in low-battery mode", 3, 1, "2026-04-15",
        "Robots installing firmware occupy docks without charging faster; with many at once the "
        "rest of the fleet runs short of docks. The miss was a night shift with only 80 robots "
        "working."),
    # 5 wifi
    sem("sem-cmd1-robot-wlan", "robot-wifi", 0.9, 10, "2026-01-14",
        "Robots use the CMD1-ROBOT 5 GHz network on 54 APs and stop after 3 s of silence",
        "The robots use SSID CMD1-ROBOT on 5 GHz only, served by 54 Halyard AP-7 access points "
        "and two controllers, wlc-a and wlc-b, run by the IT network team. A robot stops in place "
        "(comm-loss stop) when it has had no Kestrel heartbeat for three seconds. The roaming "
        "threshold is -72 dBm, set in TolvaOS, not on the controllers."),
    epi("epi-2026-02-03-wlc-a-upgrade-midshift", "robot-wifi", "incident", "2026-02-03",
        "A controller upgrade at 11:00 stopped 150 robots and missed the 14:00 truck",
        "The network team upgraded wlc-a at 11:00 on a Tuesday, expecting a hitless failover to "
        "wlc-b. The access points took about forty seconds to rejoin; 150 robots went into "
        "comm-loss stop and had to be resumed zone by zone. About 400 orders missed the "
        "ParcelNorth 14:00 collection."),
    rule("rule-robot-network-changes-sunday-window", "robot-wifi",
         ["wlc-a", "wlc-b", "CMD1-ROBOT", "access points", "network change", "robot VLAN",
          "controller upgrade", "firmware on switches"], "high", 0, "2026-02-04",
         "Changes to the robots' network only in the Sunday night window with the fleet paused",
         "When the network team proposes any change to the robots' wireless, its controllers or "
         "the switches of the robot VLAN, do: agree it for the Sunday 02:00 to 05:00 window and "
         "pause the fleet with `kestrelctl fleet pause` before it starts. Not: accept a daytime "
         "slot because the change is described as hitless. Why: \"Forty seconds is nothing for a "
         "laptop and a shift for a robot fleet.\" (Marit, 2026-02-04)"),
    pref("pref-marit-netreq-tickets", "collaboration", "robot-wifi", "2026-02-05",
         "Marit wants network requests as NETREQ tickets with her in copy",
         "Marit wants anything asked of the IT network team raised as a ticket in their NETREQ "
         "queue, stating how many robots and which zones are affected, with her added as a "
         "watcher. No direct messages to individual network engineers."),
    env("env-single-ap-aisles-30-34", "system-state", "robot-wifi",
        "When one access point reboots",
        "robots in its cell roam to a neighbour in under two seconds and keep driving, except "
        "in aisles 30 to 34, which one AP covers alone, where they comm-loss stop until it is "
        "back", 5, 0, "2026-03-02",
        "Seen on five AP reboots; aisles 30 to 34 sit behind the mezzanine and only AP-41 "
        "reaches them."),
    # 6 safety
    sem("sem-g2p-port-safety-plc", "port-safety", 0.95, 13, "2026-01-09",
        "Light curtains at the 24 goods-to-person ports are wired to the Sentinel safety PLC",
        "Each of the 24 goods-to-person ports has a light curtain wired to the Sentinel safety "
        "PLC. A breach stops every robot within the port's 3 m zone and needs a key reset at the "
        "port by a trained shift lead. Any change to the PLC program or its wiring needs a "
        "signed safety validation from the site health and safety officer, Gareth Lomax."),
    epi("epi-2026-01-13-port-9-curtain-bridged", "port-safety", "incident", "2026-01-13",
        "A contractor bridged the port 9 light curtain and left it over a weekend",
        "To debug nuisance trips on port 9 a contractor bridged its light curtain input on the "
        "Friday and left it that way. The H&S walk on Monday found it; the port area was stood "
        "down for a day while every port was inspected, and the contractor's site pass was "
        "withdrawn."),
    rule("rule-never-bridge-safety-inputs", "port-safety",
         ["light curtain", "Sentinel PLC", "e-stop", "nuisance trip", "G2P port", "bypass",
          "safety zone"], "critical", 0, "2026-01-14",
         "Nuisance trips are diagnosed with H&S; safety inputs are never bridged or muted",
         "When a light curtain or an e-stop keeps tripping, do: open a safety ticket, pull the "
         "trip log from the PLC diagnostics and book the Sentinel service engineer together with "
         "H&S. Not: bridge, mute or time out the input, not even for ten minutes, and not a "
         "Kestrel override that ignores the port zone. Why: \"A trip we can't explain is the "
         "curtain doing its job.\" (Marit, 2026-01-14)"),
    pref("pref-marit-safety-findings-by-phone", "communication", "port-safety", "2026-01-15",
         "Marit wants safety findings phoned to her, then written up the same day",
         "Marit wants anything touching safety phoned to her straight away, not posted in Slack, "
         "and then written up on the H&S observation form before the end of the same day."),
    env("env-afternoon-sun-trips-ports-19-24", "system-state", "port-safety",
        "On sunny afternoons between 14:00 and 16:00",
        "ports 19 to 24 under the south skylights record nuisance trips about three times as "
        "often as the rest", 6, 2, "2026-03-18",
        "Trip logs over eight sunny weeks: low sun through the south skylights reaches the "
        "curtain receivers; the two misses were days the blinds had been drawn."),
    # 7 wave release
    sem("sem-stowe-wave-release", "wave-release", 0.92, 12, "2026-01-07",
        "Stowe releases waves every 15 minutes, at most 1,800 lines, as missions on Kafka",
        "Stowe, the in-house WMS (Python and PostgreSQL), releases orders into waves every 15 "
        "minutes. A wave holds at most 1,800 order lines and is ordered by carrier cut-off. Each "
        "released line becomes a mission on the missions Kafka topic, which Kestrel consumes. "
        "`stowe wave status <wave-id>` shows how many lines of a wave were released."),
    epi("epi-2026-03-23-wave-0923-released-twice", "wave-release", "incident", "2026-03-23",
        "A retried release sent wave 0923 to the robots twice",
        "The release of wave 0923 hit a database timeout half way. Someone pressed Release again "
        "in the Stowe admin; the second run sent all 1,700 lines again, including the ones "
        "already published. Robots brought totes for lines already picked for two hours and "
        "stock allocation had to be corrected by hand."),
    rule("rule-failed-wave-check-offsets-then-resume", "wave-release",
         ["Stowe", "wave release", "timeout", "missions topic", "Kafka offsets", "duplicate "
          "missions", "release again"], "high", 1, "2026-03-24",
         "A wave that failed half way is inspected and resumed, never released again",
         "When a wave release fails or times out part way, do: read `stowe wave status` and the "
         "missions topic offsets to see which lines went out, then run `stowe wave release "
         "<id> --resume`. Not: press Release again in the admin. Why: \"Release isn't "
         "idempotent; resume is.\" (Marit, 2026-03-24)"),
    pref("pref-marit-stowe-replay-tests", "code-review", "wave-release", "2026-03-25",
         "Marit wants wave-logic changes tested on a recorded day, in small merge requests",
         "For any Stowe change touching wave building or release, Marit wants a pytest that "
         "replays a recorded day from the replay fixtures bucket, and merge requests under about "
         "300 changed lines. She sends larger ones back to be split."),
    env("env-wave-release-latency-by-size", "skill-output-shape", "wave-release",
        "When a wave is released with more than about 1,500 lines",
        "the release call takes around 40 seconds instead of 4, and above 1,700 lines about one "
        "release in three times out at 60 seconds", 9, 2, "2026-04-01",
        "From the release timings since January; the misses were two large waves released at "
        "night while nothing else was running."),
    # 8 pickface
    sem("sem-pickface-kiosk-app", "pickface", 0.9, 9, "2026-01-21",
        "Pickface is the React app on the port touchscreens, served by the pickface pipeline",
        "Pickface is a React app that runs in kiosk Chromium on the 24 port touchscreens. It "
        "talks to Stowe over /api/pick; the operator scans the tote, then each item. It ships "
        "through the pickface GitLab pipeline; the deployed version shows in the footer and at "
        "/version. Quantities above one are shown in a large red badge."),
    epi("epi-2026-04-21-pickface-small-quantity-digits", "pickface", "incident", "2026-04-21",
        "A CSS change shrank the quantity digits and caused 230 short picks",
        "A styling change in Pickface 2.18 made the quantity badge text smaller. Operators at "
        "arm's length read 11 as 1 and 12 as 2; packing found 230 short picks by the end of the "
        "shift and the release was rolled back the same evening."),
    rule("rule-pickface-layout-floor-trial", "pickface",
         ["Pickface", "pick screen", "layout change", "CSS", "quantity badge", "port "
          "touchscreen", "UI release"], "medium", 0, "2026-04-22",
         "Pick screen layout changes are trialled at a real port with a picker before release",
         "When a Pickface change alters what the pick screen looks like, do: run it on one real "
         "port for 30 minutes with an experienced picker at normal distance before release, and "
         "check that quantities above one keep the large red badge. Not: approve it from "
         "desktop screenshots or a browser on a laptop. Why: \"Nobody picks from a 27-inch "
         "monitor.\" (Marit, 2026-04-22)"),
    pref("pref-marit-pickface-notes-for-leads", "communication", "pickface", "2026-04-23",
         "Marit wants Pickface release notes for shift leads, in English and Polish, with photos",
         "Marit wants Pickface release notes written for shift leads rather than developers: "
         "what changes on the screen, a photo of the port screen, and the text in English and "
         "Polish."),
    env("env-pickface-kiosks-keep-old-bundle", "workspace-state-transitions", "pickface",
        "After a Pickface deploy",
        "port kiosks keep running the old bundle until they are rebooted or reach the 03:00 "
        "nightly restart, so ports run mixed versions for hours", 5, 1, "2026-04-28",
        "Kiosk Chromium holds the app in its cache; the miss was a deploy that also changed the "
        "service worker, which forced a reload."),
    # 9 sorter
    sem("sem-xb2-sorter-cutoffs", "sorter", 0.93, 12, "2026-01-06",
        "The XB-2 sorter has 96 chutes mapped to carriers; trucks leave 14:00, 16:30 and 18:00",
        "Parcels are inducted onto the XB-2 cross-belt sorter, which has 96 chutes. SortCtl maps "
        "chutes to carriers in its chute map. Collections: ParcelNorth at 14:00, Velo Express at "
        "16:30, Royal Post at 18:00. Manifests go to each carrier by EDI 30 minutes before its "
        "truck leaves."),
    epi("epi-2026-03-02-chute-map-swap", "sorter", "incident", "2026-03-02",
        "A chute map edit swapped two carriers and 900 parcels went on the wrong truck",
        "A chute map edit made at 12:30 to add overflow chutes swapped the ParcelNorth and Velo "
        "Express assignments for chutes 40 to 47. Nobody noticed for two hours; about 900 "
        "parcels left on the wrong truck and had to be recovered from the carriers' hubs."),
    rule("rule-chute-map-test-parcels-after-last-truck", "sorter",
         ["SortCtl", "chute map", "XB-2", "carrier chutes", "overflow chutes", "sorter "
          "config"], "high", 0, "2026-03-03",
         "Chute map edits go in after the last truck and are proven with test parcels",
         "When the chute map needs an edit, do: make it after the 18:00 collection, send ten "
         "test parcels with test labels to every chute you changed and watch where they land "
         "before enabling the map. Not: edit the live map during the day. Why: \"The sorter "
         "does exactly what the map says, to the wrong truck.\" (Marit, 2026-03-03)"),
    pref("pref-marit-cutoff-risk-lines", "reporting", "sorter", "2026-03-04",
         "Marit wants cut-off risk as one line per carrier at 13:15 and 16:00",
         "Marit wants cut-off risk reported at 13:15 and 16:00 as one line per carrier: carrier, "
         "parcels at risk, expected finish time. No prose, no charts."),
    env("env-xb2-jams-above-9000", "system-state", "sorter",
        "When induction on the XB-2 runs above 9,000 parcels an hour",
        "the sorter jams about every 25 minutes and each jam costs about six minutes", 7, 2,
        "2026-03-16",
        "From the sorter's fault log over the January sale; below 8,000 an hour jams are rare."),
    # 10 label printers
    sem("sem-lp400-label-templates", "labels", 0.91, 10, "2026-01-16",
        "Thirty LP-400s print 4x6 labels from MPL templates rendered by label-svc",
        "The 30 pack benches print on Marlin LP-400 printers at 203 dpi. Carrier labels are MPL "
        "templates kept in the cmd1-labels repository and rendered by label-svc, which stores "
        "the templates in each printer's flash. Carriers require their barcode to verify at "
        "grade B or better."),
    epi("epi-2026-01-27-velo-labels-rejected", "labels", "incident", "2026-01-27",
        "Velo Express rejected 2,100 parcels whose barcodes printed too thin",
        "A Velo Express template redesigned at 300 dpi was deployed to the 203 dpi printers; the "
        "narrow bars printed thinner than specified. Velo's hub scanners could not read 2,100 "
        "parcels the next morning and the client received a chargeback."),
    rule("rule-label-template-verify-on-printer", "labels",
         ["MPL template", "cmd1-labels", "label-svc", "LP-400", "carrier label", "barcode "
          "grade", "template change"], "high", 0, "2026-01-28",
         "A changed carrier label is printed and verified before it ships",
         "When a carrier label template changes, do: print it on an LP-400 of each firmware on "
         "site, check it with the barcode verifier at grade B or better, and send a sample to "
         "the carrier's label check before deploying. Not: trust the preview PNG that label-svc "
         "renders. Why: \"The preview has no dots per inch.\" (Marit, 2026-01-28)"),
    pref("pref-marit-label-scans-side-by-side", "code-review", "labels", "2026-01-29",
         "Marit reviews label changes from scans side by side, not MPL diffs",
         "Marit wants label template changes shown as scans of the old and new printed label "
         "side by side in the merge request. She does not read MPL diffs."),
    env("env-lp400-flash-drops-old-templates", "filesystem-response", "labels",
        "When label-svc stores more than about 40 templates on one LP-400",
        "the printer silently drops the oldest templates from flash and the next job for a "
        "dropped template prints a blank label", 4, 0, "2026-02-09",
        "Found after four blank-label reports at benches that serve many clients; the printer "
        "reports no error when it evicts a template."),
    # 11 peak freeze
    sem("sem-peak-change-freeze", "peak-freeze", 0.94, 7, "2025-10-20",
        "Peak freeze runs 10 November to 5 January; only signed-off P1 fixes ship",
        "CMD1 freezes changes to Stowe, Kestrel configuration, SortCtl and label-svc from 10 "
        "November to 5 January. During the freeze only P1 fixes ship, with sign-off from Marit "
        "and the operations director. Peak days reach 160,000 order lines against about 55,000 "
        "on a normal day."),
    epi("epi-2025-11-28-freeze-logging-hotfix", "peak-freeze", "incident", "2025-11-28",
        "A small logging hotfix filled the Stowe database disk on Black Friday",
        "On Black Friday a one-line change to raise Stowe's log level for a query was shipped as "
        "'harmless' during the freeze. The extra logging went into a database table, filled the "
        "disk by 15:10 and stopped wave release for fifty minutes."),
    rule("rule-freeze-exception-checklist", "peak-freeze",
         ["peak freeze", "P1 fix", "hotfix", "Black Friday", "freeze exception", "Stowe",
          "change during peak"], "critical", 1, "2025-11-29",
         "A change during the freeze needs a P1 case, a peak replay and a rollback, at 10:00",
         "When something seems worth shipping during the peak freeze, do: write the P1 case, run "
         "it in staging against a recorded peak day, have the rollback ready and ship it in the "
         "10:00 to 11:00 lull. Not: ship it because it is small or only logging. Why: \"There "
         "are no harmless changes in November.\" (Marit, 2025-11-29)"),
    pref("pref-marit-peak-morning-brief", "reporting", "peak-freeze", "2025-11-03",
         "Marit wants a six-line brief at 07:00 each day of peak",
         "During peak Marit wants a brief at 07:00: yesterday's lines shipped, late orders, robot "
         "availability in %, and the one risk for today. At most six lines."),
    env("env-peak-availability-drift", "system-state", "peak-freeze",
        "Through the weeks of peak",
        "robot availability drifts from about 96 % to about 89 % by the third week as wheel "
        "wear and bumper faults pile up", 2, 0, "2026-01-08",
        "Seen in the last two peaks; maintenance cannot keep up with the extra hours."),
    # 12 cycle counts
    sem("sem-tally-cycle-counts", "cycle-counts", 0.9, 8, "2026-01-22",
        "Tally counts 4 % of locations a night at port 24 and locks bins while counting",
        "The Tally job counts 4 % of bin locations every night between 22:00 and 05:00: robots "
        "bring totes to port 24, the count station. Bins being counted are locked in Stowe so "
        "they cannot be allocated. Differences above two units or 50 pounds in value go to the "
        "inventory control queue."),
    epi("epi-2026-02-10-tally-crash-left-locks", "cycle-counts", "incident", "2026-02-10",
        "Tally crashed at 04:50 and left 3,000 bins locked into the morning",
        "Tally crashed at 04:50 on a Tuesday with about 3,000 bins locked. The morning waves "
        "could not allocate stock in them and 1,100 orders went short until the locks were "
        "cleared by hand at 08:40. Restarting Tally first had locked the same bins again."),
    rule("rule-tally-overrun-release-locks", "cycle-counts",
         ["Tally", "cycle count", "bin locks", "allocation failure", "count station",
          "overnight job"], "high", 0, "2026-02-11",
         "When Tally overruns or dies, release its stale locks before the day shift",
         "When Tally is still running at 05:00 or has died, do: run `tally locks release "
         "--older-than 30m` and check Stowe's allocation failures before the first wave. Not: "
         "restart Tally, which locks the same bins again. Why: \"A count nobody finishes is "
         "stock nobody can ship.\" (Marit, 2026-02-11)"),
    pref("pref-marit-variance-units-and-value", "reporting", "cycle-counts", "2026-02-12",
         "Marit wants count variances in units and value with SKU codes",
         "Marit wants stock variances from counts reported with the SKU code, units and value "
         "side by side, grouped by client. She does not want the word shrinkage in anything "
         "that reaches a client account."),
    env("env-tally-runtime-by-weekday", "skill-output-shape", "cycle-counts",
        "When Tally runs on the night after a heavy inbound day",
        "it runs until about 05:30 instead of finishing around 02:30, because restocked bins "
        "need more totes brought to the count station", 6, 1, "2026-03-09",
        "Tally runtimes over ten weeks: Sunday nights finish early, Wednesday nights after the "
        "big inbound day overrun."),
    # 13 returns
    sem("sem-reclaim-grading", "returns", 0.9, 9, "2026-01-28",
        "Reclaim grades returns A to D from per-client rules and keeps photos 90 days",
        "Reclaim is the returns grading app used at the eight returns benches. Items are graded "
        "A (resell), B (refurbish), C (liquidate) or D (destroy) according to the client's rules "
        "in grading_rules.json. Photos go to the S3 bucket cmd1-returns-photos and are kept for "
        "90 days."),
    epi("epi-2026-03-16-new-client-defaulted-to-destroy", "returns", "incident", "2026-03-16",
        "A new client with no grading rules had its returns graded D",
        "A client onboarded on the Monday had no entry in grading_rules.json; Reclaim fell back "
        "to grade D for every item. 640 returns went to the destruction cage and about 200 had "
        "been destroyed before a bench lead asked why new, boxed trainers were graded D."),
    rule("rule-reclaim-onboard-explicit-rules", "returns",
         ["Reclaim", "grading_rules.json", "new client", "onboarding", "grade D", "destruction",
          "returns"], "high", 0, "2026-03-17",
         "A new client gets explicit grading rules and test returns before its first return",
         "When a client account is onboarded in Reclaim, do: write its grading rules explicitly, "
         "grade five test returns end to end, and get the client's written confirmation for "
         "anything that leads to destruction. Not: let Reclaim fall back to its defaults. Why: "
         "\"The default of a destroy grade is destroy.\" (Marit, 2026-03-17)"),
    pref("pref-marit-client-messages-formal", "communication", "returns", "2026-03-18",
         "Marit wants client-facing messages formal, without internal system names, and checked",
         "Marit wants anything going to a client account written formally, without internal "
         "system names such as Reclaim or Stowe, and sent to her for a read before it goes out."),
    env("env-reclaim-photo-queue-late-afternoon", "skill-output-shape", "returns",
        "When the returns dock peaks after 16:00",
        "Reclaim's photo uploads back up beyond 40 queued, and items stay in photo pending for "
        "about 20 minutes instead of a few seconds", 5, 1, "2026-04-06",
        "A photo normally uploads in two to three seconds; the late-afternoon returns peak "
        "saturates the benches' uplink."),
    # 14 telemetry
    sem("sem-tidewell-robot-telemetry", "telemetry", 0.91, 10, "2026-01-13",
        "Robot telemetry streams to Tidewell at 1 Hz and is kept 30 days raw",
        "Every T30 streams pose, battery and fault codes (E-xxx from TolvaOS) at 1 Hz into the "
        "Tidewell time-series store on tw-01. Raw points are kept 30 days, one-minute "
        "downsamples a year. Dashboards are in Lookout. `tw query robot=T30-117 since=2h` pulls "
        "one robot's recent points."),
    epi("epi-2026-04-14-tidewell-disk-full", "telemetry", "incident", "2026-04-14",
        "Fleet-wide 10 Hz sampling filled tw-01 and lost 14 hours of telemetry",
        "Sampling was raised to 10 Hz for the whole fleet to debug one robot's fault and left "
        "on. tw-01's data volume filled in three days and fourteen hours of telemetry were "
        "lost, including the hours around a collision that was being investigated."),
    rule("rule-debug-sampling-named-robots-with-ttl", "telemetry",
         ["Tidewell", "tw-01", "sampling rate", "10 Hz", "telemetry debug", "disk"], "medium", 0,
         "2026-04-15",
         "Raise telemetry rates only on named robots and with an expiry",
         "When you need finer telemetry to debug, do: raise the rate only on the robots "
         "involved, with an expiry (`--ttl 4h`), and say so in #cmd1-robots. Not: raise "
         "sampling for the whole fleet. Why: \"One robot's question shouldn't cost us the "
         "fleet's history.\" (Marit, 2026-04-15)"),
    pref("pref-marit-dashboard-style", "dashboards", "telemetry", "2026-04-16",
         "Marit wants dashboards in local time with at most six panels",
         "Marit wants Lookout dashboards in Europe/London time, not UTC, and no more than six "
         "panels per board; anything more goes on a second board."),
    env("env-tw01-volume-growth", "filesystem-response", "telemetry",
        "At the normal 1 Hz rate",
        "tw-01's data volume grows about 28 GB a day, the 01:00 compaction frees about 15 %, "
        "and the volume alarm at 85 % is a bit more than two weeks away from today's 78 %", 4, 1,
        "2026-04-27",
        "Measured after the April incident; the miss was a day with half the fleet parked."),
    # 15 vendor support
    sem("sem-tolva-support-access", "vendor-support", 0.9, 7, "2026-01-20",
        "Tolva support gets time-boxed accounts on the Bastion jump host; S1 answers in an hour",
        "Tolva Robotics support reaches Kestrel through the Bastion jump host on time-boxed "
        "accounts created by CMD1. Tickets go in the Tolva portal with severity S1 to S4; S1 is "
        "answered within an hour, day and night. `kestrelctl support-bundle` collects the logs "
        "they ask for."),
    epi("epi-2026-02-17-vendor-changed-inflation", "vendor-support", "incident", "2026-02-17",
        "A vendor engineer changed obstacle inflation during a remote session",
        "During a remote session on a localisation ticket a Tolva engineer raised Kestrel's "
        "obstacle inflation and did not mention it. Robots drove about 20 % slower near racks "
        "for two days until a config diff found the change."),
    rule("rule-vendor-remote-session-supervised", "vendor-support",
         ["Tolva support", "Bastion", "remote session", "vendor access", "Kestrel config",
          "support ticket"], "high", 0, "2026-02-18",
         "Vendor remote sessions are time-boxed, watched and bracketed by a config diff",
         "When Tolva support needs remote access, do: create a Bastion account that expires the "
         "same day, keep one of us on the session, and export the Kestrel configuration before "
         "and diff it after. Not: leave an account open overnight or let them work alone. Why: "
         "\"If we can't say what changed, we can't undo it.\" (Marit, 2026-02-18)"),
    pref("pref-marit-vendor-escalations-through-her", "collaboration", "vendor-support",
         "2026-02-19",
         "Marit wants S1 and S2 vendor escalations through her, with a bundle and a timeline",
         "Marit wants S1 and S2 escalations to Tolva to go through her, with the support bundle "
         "attached and a timeline of what happened. She does not want Tolva's account manager "
         "copied."),
    env("env-tolva-s2-first-reply", "skill-output-shape", "vendor-support",
        "When an S2 ticket is opened with Tolva",
        "the first reply comes in six to nine hours and usually asks for a support bundle; a "
        "ticket that has the bundle from the start gets a fix suggestion in about a day", 6, 2,
        "2026-03-30",
        "From eight S2 tickets this year."),
    # 16 reslot
    sem("sem-reslot-nightly-job", "reslot", 0.89, 8, "2026-01-26",
        "The nightly reslot job moves fast sellers closer, at most 1,500 moves a night",
        "reslot runs at 23:00 and recomputes which bin each SKU should live in from the last "
        "fourteen days of velocity. It emits a move list that robots carry out overnight, capped "
        "at 1,500 moves (reslot.max_moves)."),
    epi("epi-2026-03-30-reslot-chased-promo", "reslot", "incident", "2026-03-30",
        "After a flash sale reslot moved 5,600 totes and the morning shift started late",
        "After a client's weekend flash sale the move cap had been raised to 6,000 so reslot "
        "could 'catch up'. It planned 5,600 moves; robots were still moving totes at 07:00 and "
        "the first morning waves went out an hour late."),
    rule("rule-reslot-hold-during-promotions", "reslot",
         ["reslot", "max_moves", "flash sale", "promotion", "velocity spike", "slotting"],
         "medium", 0, "2026-03-31",
         "During a client promotion, exclude its SKUs from reslot and keep the cap",
         "When a client runs a promotion or flash sale, do: exclude its promoted SKUs from "
         "reslot until a week after it ends and keep max_moves at 1,500. Not: raise the cap to "
         "chase the spike. Why: \"A sale is a week; a layout is months.\" (Marit, 2026-03-31)"),
    pref("pref-marit-slotting-one-pager", "proposals", "reslot", "2026-04-01",
         "Marit wants slotting changes proposed on one page with a simulated week",
         "Marit wants changes to the slotting algorithm proposed on one page, with a simulated "
         "week from Mirror and the saving in robot travel distance as a percentage."),
    env("env-reslot-move-time", "workspace-state-transitions", "reslot",
        "When reslot plans more than about 2,500 moves",
        "the moves spill into the morning shift, since each move takes about 50 seconds of "
        "robot time and 1,500 moves already take about three and a half hours with 60 robots", 4,
        0, "2026-04-02",
        "Worked out from move logs; robots available at night are about sixty."),
    # 17 digital twin
    sem("sem-mirror-digital-twin", "digital-twin", 0.88, 6, "2026-01-15",
        "Mirror replays recorded days from Stowe and Kestrel logs on sim-01",
        "Mirror is the digital twin of CMD1. It replays a recorded day from Stowe orders and "
        "Kestrel logs on the sim-01 GPU box, at about twelve times real time (two hours for a "
        "full day). The building layout comes from a CAD export and the map from a published "
        "map version; both are cached on sim-01 until someone refreshes them."),
    epi("epi-2026-01-06-mirror-stale-layout-case", "digital-twin", "incident", "2026-01-06",
        "The case for four new ports was simulated on a three-month-old layout",
        "The business case for four extra goods-to-person ports promised 18 % more picks per "
        "hour from a Mirror run. The run used the layout cached on sim-01 in October, before "
        "zone B was rebuilt; the real gain after installation was 8 % and the board asked what "
        "had gone wrong."),
    rule("rule-mirror-refresh-inputs-before-decisions", "digital-twin",
         ["Mirror", "sim-01", "simulation", "business case", "layout export", "map version",
          "digital twin"], "medium", 0, "2026-01-07",
         "Refresh Mirror's layout and map before a result is used for a decision",
         "When a Mirror result is going to back a decision, do: re-export the CAD layout and "
         "load the current map version first, and state both in the report. Not: run on "
         "whatever sim-01 has cached. Why: \"A twin of last quarter's building answers last "
         "quarter's question.\" (Marit, 2026-01-07)"),
    pref("pref-marit-sim-ranges-five-seeds", "proposals", "digital-twin", "2026-01-08",
         "Marit wants simulation results as p10 to p90 ranges over at least five seeds",
         "Marit wants simulated figures given as a range from p10 to p90 over at least five "
         "random seeds, never as one number."),
    env("env-marit-returns-single-figures", "principal-response", "digital-twin",
        "When a proposal gives a single simulated figure without a range",
        "Marit sends it back the same day asking for seeds and ranges before she reads further",
        5, 0, "2026-03-12",
        "Seen on five proposals this year, including two from the operations director's team."),
    # 18 dock doors
    sem("sem-berth-dock-booking", "dock-doors", 0.9, 8, "2026-01-27",
        "Berth books inbound trucks into 30-minute slots at twelve doors",
        "Berth schedules inbound trucks to the twelve dock doors in 30-minute slots; carriers "
        "book through the Berth portal. Unloading a 26-pallet trailer takes about 45 minutes, so "
        "a full trailer takes two slots. Doors 1 to 4 have levellers for small vans. Slot times "
        "are stored in UTC in the Berth database."),
    epi("epi-2026-03-30-berth-clock-change", "dock-doors", "incident", "2026-03-30",
        "After the clock change the portal showed slots an hour off and nine trucks came at once",
        "On the Monday after the clocks went forward, the Berth portal showed every slot an hour "
        "early while the yard screen was right. Nine trucks arrived at the same time at 07:00 "
        "and the yard queue lasted three hours."),
    rule("rule-berth-check-before-clock-change", "dock-doors",
         ["Berth", "clock change", "daylight saving", "slot times", "carrier portal", "yard "
          "queue"], "medium", 0, "2026-03-31",
         "Before a clock change, compare Berth's portal with its database using a test booking",
         "When the clocks are about to change (end of March, end of October), do: on the Friday "
         "before, make a test booking for the Monday and compare the time the portal shows "
         "carriers with the row in the Berth database. Not: assume the timezone library copes. "
         "Why: \"Twice a year the hour is a bug until proven otherwise.\" (Marit, 2026-03-31)"),
    pref("pref-marit-yard-problems-inbound-first", "collaboration", "dock-doors", "2026-04-01",
         "Marit wants yard problems reported to the inbound manager first, with truck plates",
         "Marit wants yard and dock problems reported first to the inbound manager, Priya "
         "Chandran, with her in copy, listing the trucks by registration plate."),
    env("env-monday-early-trucks", "system-state", "dock-doors",
        "On Monday mornings",
        "about 40 % of inbound trucks arrive outside their slot, mostly early, and the yard "
        "queue peaks around 10:00", 8, 2, "2026-04-20",
        "From ten Mondays of Berth gate logs; other weekdays it is about 15 %."),
    # how Marit reacts
    env("env-marit-friday-late-messages", "principal-response", "principal",
        "When a message reaches Marit after 16:00 on a Friday",
        "she answers it on Monday morning; over the weekend she only reacts to phone calls", 7,
        1, "2026-04-10",
        "Seen across the winter; the miss was the Friday before peak began."),
    env("env-marit-ask-in-first-line", "principal-response", "principal",
        "When a message to Marit does not state its ask in the first line",
        "it waits about a day for an answer, while messages that open with the ask are answered "
        "within the hour", 6, 1, "2026-04-24",
        "Seen across Slack threads and mails since February."),
]


BLIND10_TASKS: list[dict[str, Any]] = [
    # 1 fleet traffic
    task("b10-t001", "how do i find out which aisles only let one bot through at a time, and "
         "where is that set?", [S], ["sem-kestrel-traffic-graph"]),
    task("b10-t002", "didn't we once get a pile-up of robots after someone made an aisle "
         "bidirectional? what happened exactly", [E], ["epi-2026-03-09-aisle-14-gridlock"]),
    task("b10-t003", "want to let bots go both ways down aisle 22 so trips to port 5 get shorter. "
         "it's a two line diff, fine to push it now before lunch?", [P],
         ["rule-lane-change-replay-in-mirror-first"]),
    task("b10-t004", "Open the merge request for the new one-way loop around zone D.", [U],
         ["pref-marit-traffic-before-after-diagram"]),
    task("b10-t005", "if I lower the speed cap in zone A only, at 11am, does the rest of the "
         "fleet feel it?", [V], ["env-kestrel-apply-replans-fleet"]),
    task("b10-t006", "Wir wollen die Fahrtrichtung in Gang 8 umdrehen. Worauf muss ich achten, "
         "bevor das live geht?", [P], ["rule-lane-change-replay-in-mirror-first"]),
    task("b10-t007", "Si je pousse une modif du fichier de zones en pleine journée, qu'est-ce "
         "qui arrive aux missions déjà lancées ?", [V], ["env-kestrel-apply-replans-fleet"]),
    # 2 charging
    task("b10-t008", "how do I find out at what battery % kestrel pulls a robot off work to "
         "charge?", [S], ["sem-charging-docks-thresholds"]),
    task("b10-t009", "what went wrong that saturday with the queue at the chargers", [E],
         ["epi-2026-01-26-charge-trigger-raised-queue"]),
    task("b10-t010", "ops want the bots topped up earlier before tomorrow's 12h shift, can I set "
         "the trigger to 45 tonight?", [P], ["rule-charge-thresholds-small-steps"]),
    task("b10-t011", "put together this week's battery health report", [U],
         ["pref-marit-battery-table-by-serial"]),
    task("b10-t012", "forecast says minus two tomorrow morning. anything to expect at the docks "
         "when the shift starts?", [V], ["env-cold-mornings-slow-charging"]),
    task("b10-t013", "Prepara el informe semanal del estado de las baterías para Marit.", [U],
         ["pref-marit-battery-table-by-serial"]),
    task("b10-t014", "Cosa è successo l'ultima volta che qualcuno ha alzato la soglia di "
         "ricarica dei robot?", [E], ["epi-2026-01-26-charge-trigger-raised-queue"]),
    # 3 maps
    task("b10-t015", "how do i check which map a particular bot is localising on", [S],
         ["sem-slam-map-versions"]),
    task("b10-t016", "what happened when facilities shifted racks in zone C without telling us",
         [E], ["epi-2026-02-24-zone-c-racks-moved"]),
    task("b10-t017", "facilities just messaged: two new pallet racks go in at the end of aisle "
         "50 tonight", [P], ["rule-physical-layout-change-resurvey"]),
    task("b10-t018", "v214 is out after I re-surveyed zone F, log it wherever it needs logging",
         [U], ["pref-marit-map-changelog-line"]),
    task("b10-t019", "once I push the new map, how long until every robot runs it, and does "
         "anything misbehave in between?", [V], ["env-map-publish-mixed-versions"]),
    task("b10-t020", "A manutenção vai trocar de sítio as fitas refletoras das colunas do "
         "corredor 12 hoje à noite. O que faço com os robôs?", [P],
         ["rule-physical-layout-change-resurvey"]),
    task("b10-t021", "Wie bringe ich eine neue Kartenversion auf die Flotte?", [S],
         ["sem-slam-map-versions"]),
    # 4 firmware
    task("b10-t022", "how do tolvaos upgrades actually get onto a robot, and how do I go back "
         "if one is bad?", [S], ["sem-tolvaos-update-campaigns"]),
    task("b10-t023", "what happened with the 5.4.0 upgrade", [E],
         ["epi-2026-04-07-tolvaos-540-odometry"]),
    task("b10-t024", "tolva shipped 5.5.1 with the bumper fault fix, I'd like every robot on it "
         "by tomorrow morning", [P], ["rule-firmware-canary-then-waves"]),
    task("b10-t025", "draft the post about tomorrow's TolvaOS upgrade", [U],
         ["pref-marit-firmware-announcement"]),
    task("b10-t026", "if I upgrade 30 bots at once during the day shift, will charging suffer?",
         [V], ["env-campaign-holds-docks"]),
    task("b10-t027", "Rédige l'annonce du passage en 5.5.1 pour le canal des robots.", [U],
         ["pref-marit-firmware-announcement"]),
    task("b10-t028", "Ya tenemos la 5.5.1. ¿La meto a toda la flota de golpe esta noche?", [P],
         ["rule-firmware-canary-then-waves"]),
    # 5 wifi
    task("b10-t029", "how do i find what wifi network and roaming level the bots are set to?",
         [S], ["sem-cmd1-robot-wlan"]),
    task("b10-t030", "last time IT touched the wireless controllers in the middle of a shift, "
         "how bad was it?", [E], ["epi-2026-02-03-wlc-a-upgrade-midshift"]),
    task("b10-t031", "network team wants to patch the switches our robots hang off on wednesday "
         "at lunchtime, they swear zero downtime", [P],
         ["rule-robot-network-changes-sunday-window"]),
    task("b10-t032", "ask the network guys to check coverage near aisle 31", [U],
         ["pref-marit-netreq-tickets"]),
    task("b10-t033", "AP-41 needs a reboot, will the bots ride through it?", [V],
         ["env-single-ap-aisles-30-34"]),
    task("b10-t034", "Se riavviamo un access point in magazzino, i robot si fermano o no?", [V],
         ["env-single-ap-aisles-30-34"]),
    task("b10-t035", "Schreib dem Netzwerkteam, dass sie sich die Roaming-Probleme in Zone E "
         "anschauen sollen.", [U], ["pref-marit-netreq-tickets"]),
    # 6 safety
    task("b10-t036", "how do i get a port going again after someone walked through the curtain?",
         [S], ["sem-g2p-port-safety-plc"]),
    task("b10-t037", "what was the thing with port 9's curtain back in january", [E],
         ["epi-2026-01-13-port-9-curtain-bridged"]),
    task("b10-t038", "port 14 trips every few minutes and picking is crawling, can we just "
         "disable that input for an hour while we look?", [P],
         ["rule-never-bridge-safety-inputs"]),
    task("b10-t039", "spotted a loose guard panel at port 3 - let Marit know", [U],
         ["pref-marit-safety-findings-by-phone"]),
    task("b10-t040", "why does port 21 keep stopping in the afternoons, and will it do it again "
         "tomorrow?", [V], ["env-afternoon-sun-trips-ports-19-24"]),
    task("b10-t041", "Le rideau lumineux du poste 11 déclenche sans arrêt, on peut le shunter "
         "le temps de trouver la cause ?", [P], ["rule-never-bridge-safety-inputs"]),
    task("b10-t042", "Quem tem de assinar uma alteração ao programa do PLC de segurança?", [S],
         ["sem-g2p-port-safety-plc"]),
    # 7 wave release
    task("b10-t043", "how do i tell how much of a wave actually went out to the robots?", [S],
         ["sem-stowe-wave-release"]),
    task("b10-t044", "remind me how we ended up with robots fetching totes for lines that were "
         "already picked", [E], ["epi-2026-03-23-wave-0923-released-twice"]),
    task("b10-t045", "wave 1140 errored half way through with a db timeout, what now", [P],
         ["rule-failed-wave-check-offsets-then-resume"]),
    task("b10-t046", "implement the cut-off priority tweak in the wave builder and open an MR",
         [U], ["pref-marit-stowe-replay-tests"]),
    task("b10-t047", "if we raise the wave cap to 2000 lines, how will the release call behave?",
         [V], ["env-wave-release-latency-by-size"]),
    task("b10-t048", "La liberación de la ola 1302 se quedó a medias. ¿Le doy otra vez al botón?",
         [P], ["rule-failed-wave-check-offsets-then-resume"]),
    task("b10-t049", "Wie lange braucht Stowe ungefähr, um eine Welle mit 1.600 Zeilen "
         "freizugeben?", [V], ["env-wave-release-latency-by-size"]),
    # 8 pickface
    task("b10-t050", "how do i see what pickface build a port screen is running", [S],
         ["sem-pickface-kiosk-app"]),
    task("b10-t051", "what happened the last time we restyled pickface", [E],
         ["epi-2026-04-21-pickface-small-quantity-digits"]),
    task("b10-t052", "I redesigned the pick screen header and made the qty text smaller so the "
         "product photo fits. screenshots look great, ok to ship?", [P],
         ["rule-pickface-layout-floor-trial"]),
    task("b10-t053", "write the release notes for pickface 2.20", [U],
         ["pref-marit-pickface-notes-for-leads"]),
    task("b10-t054", "deployed pickface 2.19 five minutes ago, when will the ports really show "
         "it?", [V], ["env-pickface-kiosks-keep-old-bundle"]),
    task("b10-t055", "Scrivi le note di rilascio della nuova versione di Pickface per i "
         "capiturno.", [U], ["pref-marit-pickface-notes-for-leads"]),
    task("b10-t056", "C'était quoi l'histoire des prélèvements incomplets après une mise à jour "
         "de l'écran de picking ?", [E], ["epi-2026-04-21-pickface-small-quantity-digits"]),
    # 9 sorter
    task("b10-t057", "how do i know which chutes go to which carrier?", [S],
         ["sem-xb2-sorter-cutoffs"]),
    task("b10-t058", "when did parcels end up on the wrong carrier's truck, and why?", [E],
         ["epi-2026-03-02-chute-map-swap"]),
    task("b10-t059", "need 4 more overflow chutes for parcelnorth before this afternoon", [P],
         ["rule-chute-map-test-parcels-after-last-truck"]),
    task("b10-t060", "give me the carrier status for today", [U],
         ["pref-marit-cutoff-risk-lines"]),
    task("b10-t061", "ops want induction at 9,500 an hour for the sale, what will the sorter "
         "do?", [V], ["env-xb2-jams-above-9000"]),
    task("b10-t062", "Manda o ponto de situação das transportadoras das 13h15.", [U],
         ["pref-marit-cutoff-risk-lines"]),
    task("b10-t063", "Ich muss im SortCtl die Rutschenbelegung ändern, Velo braucht zwei Rutschen "
         "mehr. Kann ich das jetzt gleich machen?", [P],
         ["rule-chute-map-test-parcels-after-last-truck"]),
    # 10 labels
    task("b10-t064", "how do label templates get onto the pack bench printers?", [S],
         ["sem-lp400-label-templates"]),
    task("b10-t065", "what happened the time velo couldn't read our parcels", [E],
         ["epi-2026-01-27-velo-labels-rejected"]),
    task("b10-t066", "added a returns QR code to the ParcelNorth label, the preview looks fine, "
         "merging", [P], ["rule-label-template-verify-on-printer"]),
    task("b10-t067", "open an MR for the new Royal Post label layout", [U],
         ["pref-marit-label-scans-side-by-side"]),
    task("b10-t068", "bench 12 packs for 14 clients. if I load all their carrier templates on "
         "its printer is that a problem?", [V], ["env-lp400-flash-drops-old-templates"]),
    task("b10-t069", "¿Qué pasa si cargamos unas 50 plantillas en la misma impresora del puesto "
         "de embalaje?", [V], ["env-lp400-flash-drops-old-templates"]),
    task("b10-t070", "Ho modificato l'etichetta Velo per il nuovo codice a barre, la posso "
         "mettere in produzione?", [P], ["rule-label-template-verify-on-printer"]),
    # 11 peak freeze
    task("b10-t071", "how do I know whose sign-off I need for a fix in peak, and from which "
         "date that applies?", [S],
         ["sem-peak-change-freeze"]),
    task("b10-t072", "what happened last black friday with stowe", [E],
         ["epi-2025-11-28-freeze-logging-hotfix"]),
    task("b10-t073", "it's 20 nov, I've got a one-liner that just bumps a log level in stowe, "
         "can it go out today?", [P], ["rule-freeze-exception-checklist"]),
    task("b10-t074", "write today's morning update for peak", [U],
         ["pref-marit-peak-morning-brief"]),
    task("b10-t075", "we're into the third week of peak, what robot availability should I plan "
         "around?", [V], ["env-peak-availability-drift"]),
    task("b10-t076", "Prépare le point du matin pour Marit, on est en plein peak.", [U],
         ["pref-marit-peak-morning-brief"]),
    task("b10-t077", "Was ist letztes Jahr am Black Friday mit Stowe schiefgelaufen?", [E],
         ["epi-2025-11-28-freeze-logging-hotfix"]),
    # 12 cycle counts
    task("b10-t078", "how do i tell which bins are tied up by the overnight count?", [S],
         ["sem-tally-cycle-counts"]),
    task("b10-t079", "what happened when the count job died overnight that time", [E],
         ["epi-2026-02-10-tally-crash-left-locks"]),
    task("b10-t080", "05:20 and tally is still going, first wave at 6", [P],
         ["rule-tally-overrun-release-locks"]),
    task("b10-t081", "write up last night's count differences for the account managers", [U],
         ["pref-marit-variance-units-and-value"]),
    task("b10-t082", "it's wednesday and inbound is huge today, will tally be done before the "
         "morning shift?", [V], ["env-tally-runtime-by-weekday"]),
    task("b10-t083", "Tally se ha caído a las 4:45, ¿lo vuelvo a arrancar?", [P],
         ["rule-tally-overrun-release-locks"]),
    task("b10-t084", "Faz o relatório das diferenças da contagem desta noite.", [U],
         ["pref-marit-variance-units-and-value"]),
    # 13 returns
    task("b10-t085", "how do i find what grades a given client allows for its returns?", [S],
         ["sem-reclaim-grading"]),
    task("b10-t086", "what happened with the new client whose returns got scrapped?", [E],
         ["epi-2026-03-16-new-client-defaulted-to-destroy"]),
    task("b10-t087", "Larkspur Home go live on monday, anything I need to do on the returns "
         "side?", [P], ["rule-reclaim-onboard-explicit-rules"]),
    task("b10-t088", "email Larkspur's account team explaining why grading is running behind",
         [U], ["pref-marit-client-messages-formal"]),
    task("b10-t089", "benches say return photos sit in pending around 5pm, will that clear on "
         "its own?", [V], ["env-reclaim-photo-queue-late-afternoon"]),
    task("b10-t090", "Lunedì parte un cliente nuovo sui resi, cosa devo preparare?", [P],
         ["rule-reclaim-onboard-explicit-rules"]),
    task("b10-t091", "Écris au client pour expliquer pourquoi une partie de ses retours est "
         "partie à la destruction.", [U], ["pref-marit-client-messages-formal"]),
    # 14 telemetry
    task("b10-t092", "how do I pull the last couple of hours of data for T30-088?", [S],
         ["sem-tidewell-robot-telemetry"]),
    task("b10-t093", "how did we lose a chunk of robot data in april?", [E],
         ["epi-2026-04-14-tidewell-disk-full"]),
    task("b10-t094", "T30-052 throws a weird E-219 every few hours, I want high-res data to "
         "catch it", [P], ["rule-debug-sampling-named-robots-with-ttl"]),
    task("b10-t095", "build a board for dock queue length and charge durations", [U],
         ["pref-marit-dashboard-style"]),
    task("b10-t096", "at the current rate, how long before the time-series box runs out of "
         "room?", [V], ["env-tw01-volume-growth"]),
    task("b10-t097", "Bau ein Lookout-Board mit den Fehlercodes pro Zone.", [U],
         ["pref-marit-dashboard-style"]),
    task("b10-t098", "¿Cuánto tiempo guardamos los datos sin agregar de los robots?", [S],
         ["sem-tidewell-robot-telemetry"]),
    # 15 vendor support
    task("b10-t099", "how do i collect the logs tolva always asks for?", [S],
         ["sem-tolva-support-access"]),
    task("b10-t100", "what happened the last time tolva logged in remotely", [E],
         ["epi-2026-02-17-vendor-changed-inflation"]),
    task("b10-t101", "tolva want to dial in tonight about the localisation drift, I'll just make "
         "them an account that lasts till tomorrow, ok?", [P],
         ["rule-vendor-remote-session-supervised"]),
    task("b10-t102", "escalate the E-LOC drift to Tolva as an S2", [U],
         ["pref-marit-vendor-escalations-through-her"]),
    task("b10-t103", "opened an S2 with tolva this morning with no logs attached, when will I "
         "hear back?", [V], ["env-tolva-s2-first-reply"]),
    task("b10-t104", "Abri um ticket S2 com a Tolva, em quanto tempo costumam responder?", [V],
         ["env-tolva-s2-first-reply"]),
    task("b10-t105", "Com'è andata l'ultima volta che un tecnico Tolva ha lavorato da remoto "
         "sul nostro sistema?", [E], ["epi-2026-02-17-vendor-changed-inflation"]),
    # 16 reslot
    task("b10-t106", "how do I see how many moves reslot may plan in a night?", [S],
         ["sem-reslot-nightly-job"]),
    task("b10-t107", "what went wrong with slotting after that weekend sale", [E],
         ["epi-2026-03-30-reslot-chased-promo"]),
    task("b10-t108", "Harbour & Fig run a 48h sale this weekend and their SKUs are going to fly",
         [P], ["rule-reslot-hold-during-promotions"]),
    task("b10-t109", "write up the proposal for the new velocity weighting in reslot", [U],
         ["pref-marit-slotting-one-pager"]),
    task("b10-t110", "if reslot plans 3000 moves tonight, will the robots be finished by 6?",
         [V], ["env-reslot-move-time"]),
    task("b10-t111", "Un client lance des ventes flash ce week-end, je dois toucher à quelque "
         "chose côté réimplantation nocturne ?", [P], ["rule-reslot-hold-during-promotions"]),
    # 17 digital twin
    task("b10-t112", "how do i run a full recorded day through the twin and how long does it "
         "take?", [S], ["sem-mirror-digital-twin"]),
    task("b10-t113", "what happened with the extra-ports proposal, the one whose numbers didn't "
         "hold up?", [E],
         ["epi-2026-01-06-mirror-stale-layout-case"]),
    task("b10-t114", "running mirror tonight for the board paper on a second sorter induction",
         [P], ["rule-mirror-refresh-inputs-before-decisions"]),
    task("b10-t115", "write up the sim results for the six extra ports", [U],
         ["pref-marit-sim-ranges-five-seeds"]),
    task("b10-t116", "how will Marit take a proposal that just says +14% picks per hour?", [V],
         ["env-marit-returns-single-figures"]),
    task("b10-t117", "Resume los resultados de la simulación para la propuesta de la zona B.",
         [U], ["pref-marit-sim-ranges-five-seeds"]),
    task("b10-t118", "Ich will morgen mit Mirror die Entscheidungsvorlage für den Umbau von "
         "Zone A rechnen.", [P], ["rule-mirror-refresh-inputs-before-decisions"]),
    # 18 dock doors
    task("b10-t119", "how do I book a full 26-pallet trailer in, how many slots does it need?",
         [S], ["sem-berth-dock-booking"]),
    task("b10-t120", "what went on in the yard the monday we switched to summer time?", [E],
         ["epi-2026-03-30-berth-clock-change"]),
    task("b10-t121", "clocks go back on the 25th, anything to do on the inbound booking side?",
         [P], ["rule-berth-check-before-clock-change"]),
    task("b10-t122", "three trucks have been stuck in the yard for two hours, report it", [U],
         ["pref-marit-yard-problems-inbound-first"]),
    task("b10-t123", "is monday going to be a mess at the gate again?", [V],
         ["env-monday-early-trucks"]),
    task("b10-t124", "Lunedì mattina come arriveranno i camion rispetto agli orari prenotati?",
         [V], ["env-monday-early-trucks"]),
    task("b10-t125", "O que aconteceu com as marcações das docas depois da mudança da hora?",
         [E], ["epi-2026-03-30-berth-clock-change"]),
    # how Marit reacts
    task("b10-t126", "it's 17:10 on friday, worth sending Marit the charger proposal now?", [V],
         ["env-marit-friday-late-messages"]),
    task("b10-t127", "Marit hasn't answered my long update from yesterday, the question was at "
         "the bottom. will she get to it?", [V], ["env-marit-ask-in-first-line"]),
    task("b10-t128", "Si j'envoie le rapport à Marit vendredi soir, elle le lira quand ?", [V],
         ["env-marit-friday-late-messages"]),
    task("b10-t129", "Le mandé a Marit un mensaje largo con la pregunta al final y no contesta, "
         "¿es lo normal con ella?", [V], ["env-marit-ask-in-first-line"]),
    # needing two kinds of memory
    task("b10-t130", "before I touch the traffic rules again: what went wrong last time and "
         "what's the procedure now?", [E, P],
         ["epi-2026-03-09-aisle-14-gridlock", "rule-lane-change-replay-in-mirror-first"]),
    task("b10-t131", "plan the 5.5.1 rollout and write the announcement", [P, U],
         ["rule-firmware-canary-then-waves", "pref-marit-firmware-announcement"]),
    task("b10-t132", "ports 19-24: how are the curtains wired up, and why do they trip mid "
         "afternoon?", [S, V],
         ["sem-g2p-port-safety-plc", "env-afternoon-sun-trips-ports-19-24"]),
]


BLIND10_NO_MEMORY_REQUESTS: list[tuple[str, str]] = [
    ("b10-n01", "write a python function that merges two sorted lists"),
    ("b10-n02", "how do I undo my last git commit but keep the changes?"),
    ("b10-n03", "convert 48 V at 100 Ah to kWh"),
    ("b10-n04", "regex for a UK postcode?"),
    ("b10-n05", "thanks, that's all for today"),
    ("b10-n06", "explain the CAP theorem in two sentences"),
    ("b10-n07", "Was ist der Unterschied zwischen TCP und UDP?"),
    ("b10-n08", "¿Cómo se hace un LEFT JOIN en SQL?"),
    ("b10-n09", "Come si converte una stringa in data in JavaScript?"),
    ("b10-n10", "Qual é a diferença entre um processo e uma thread?"),
    ("b10-n11", "Donne-moi une commande bash pour compter les lignes de tous les .py d'un "
                "dossier."),
    ("b10-n12", "suggest a name for a slack channel about the summer party"),
]
