"""An eleventh workspace and its tasks: a ski resort's mountain-operations technology, written
from the record format alone and never fitted on.

The store is the memory of the mountain-technology team at Skarvheim Fjellresort (an invented
ski resort in an invented Norwegian valley: six lifts watched through the LiftLink SCADA, the
Frostline snowmaking control and the Kvitvatn reservoir, 48 Passgate RFID ticket gates, the
Tarifa dynamic-pricing engine behind the web shop, the Pistenlog telematics of the grooming
fleet, the Tindbang remote avalanche-control towers fired from Slideplan, the Flakefeed snow
report and webcams, the Edgeware rental-shop system, the Ridgecall radio dispatch, the weather
stations feeding the Cairn time-series store, the guest Wi-Fi in the base lodge, the Bussi
shuttle-bus tracker, the Snowdesk ski-school booking, the Queuecount lift-queue cameras, the
guest app's push notifications, the OT firewall between the lift/snowmaking network and the
office, the Lumen floodlights for night skiing and the patrol's Patrolbook tablets) and of its
principal (Ilse Brandvold, who heads mountain technology at Skarvheim).

Eighteen themes hold one record in each tier naming the same system (a fact, an incident, a
lesson, a preference and a prediction about the ticket gates, the snow guns, the avalanche
towers or the floodlights), so a request's words say what it is about and only its shape says
which kind of memory answers it. Three more records: a fact about the on-call rota and two
predictions of how Ilse reacts to messages (on opening mornings, and to open-ended option
lists). Lessons are written the way the layout reference's lessons are (a trigger list of
entities and situation words, a "When ..., do: ... Not: ..." body and a "Why:" quote).

Counts: 93 records (19 semantic, 18 episodic, 18 procedural, 18 personalized, 20
environment-dynamics); 130 tasks, each with one needed tier and one answering record;
12 no-memory requests.

Written by hand by a writer who had not read the recall code, its cue tables, its weights or
any other store; the only inputs were the canonical SPEC's tier definitions and one earlier task
file's layout (its docstring, its first records, its first tasks and its first no-memory
requests). The set was never run through recall before being handed over. Every system,
company, person, place and number is invented; nothing was copied from a public text. Requests
are typed the way a mountain-technology engineer, a lift supervisor, a patroller or a coding
agent would type them (imperatives, "how do I", "what happened when", "will X if", "what does
Ilse want", terse fragments); about 30 % are in German, French, Spanish, Italian or Portuguese,
and none copies its record's wording. Hard families on purpose: an imperative whose needed
memory is how Ilse wants that kind of work done (personalized), a question about how a system
or Ilse will react (environment-dynamics), "how do I" / "where is" about a fact (semantic), the
situation a lesson is for told without the lesson's words (procedural), and "what happened last
time" (episodic).
BLIND11_NO_MEMORY_REQUESTS lists requests that no record in this store answers (general
knowledge or small talk), as plain (id, text) pairs outside the task constructor, for a caller
that wants to measure abstention. Report it in aggregate; do not tune on it.
"""

from __future__ import annotations

from typing import Any

from benchmarks.retrieval.dataset import E, P, S, U, V, env, epi, pref, rule, sem, task

BLIND11_RECORDS: list[dict[str, Any]] = [
    # 1 lift control
    sem("sem-liftlink-reads-drive-plcs", "lift-control", 0.94, 16, "2026-01-08",
        "LiftLink only reads the six lift drive PLCs; speeds and wind limits live in the PLCs",
        "LiftLink is the SCADA the mountain-tech team runs on ll-scada01 in the valley station "
        "server room. It polls the drive PLCs of the six lifts (GX6 Gratind Express, the "
        "Skarfonna T-bar, Nordside quad, two beginner carpets and the Kvitdal gondola) over the "
        "OT network every 500 ms and shows rope speed, motor current, brake state and wind. It "
        "never writes: nominal rope speed (5.0 m/s on GX6), wind slowdown and stop limits are "
        "parameters in each drive PLC and only the lift mechanic changes them, with the "
        "manufacturer's service laptop. The tag list is tags.csv in the liftlink-config repo."),
    epi("epi-2026-01-04-gx6-watchdog-stop", "lift-control", "incident", "2026-01-04",
        "GX6 stopped for 22 minutes with guests on the rope after a LiftLink polling change",
        "A LiftLink update that cut the poll interval to 100 ms and added 60 tags for a new "
        "dashboard was deployed at 10:40 on a busy Sunday. The GX6 drive PLC's communication "
        "load rose until its watchdog tripped at 10:52 and the lift went to a controlled stop "
        "with about 140 guests in chairs. The mechanic restarted the drive locally at 11:14 "
        "after the update was rolled back; no evacuation was needed."),
    rule("rule-liftlink-changes-after-closing-on-spare-plc", "lift-control",
         ["LiftLink", "tags.csv", "poll interval", "drive PLC", "GX6", "SCADA deploy",
          "new dashboard"], "high", 1, "2026-01-05",
         "Test LiftLink poll or tag changes on the workshop PLC and deploy after the lifts close",
         "When changing LiftLink's poll interval, its tag list or anything that talks to a drive "
         "PLC, do: run it for an hour against the spare PLC in the workshop rack while watching "
         "its comms load, then deploy after the last lift has stopped, with the lift mechanic "
         "told. Not: deploy during opening hours because it is 'only a read'. Why: \"A read "
         "that is too fast stops a lift just as well as a write.\" (Ilse, 2026-01-05)"),
    pref("pref-ilse-lift-stop-timeline-same-day", "reporting", "lift-control", "2026-01-06",
         "Ilse wants every unplanned lift stop written up the same day as a minute timeline",
         "Ilse wants a write-up of every unplanned lift stop before the end of that day: a "
         "minute-by-minute timeline from LiftLink, the stop cause code, how many guests were on "
         "the rope and for how long, and who restarted it. No conclusions in the first version; "
         "causes come in a second note once the mechanic has read the PLC log."),
    env("env-gx6-wind-slowdown-queue", "system-state", "lift-control",
        "When gusts at GX6 tower 9 pass 15 m/s",
        "the GX6 drive slows to 3 m/s within about 40 seconds and the bottom-station queue "
        "passes 20 minutes within a quarter of an hour", 9, 2, "2026-02-10",
        "Eleven windy days this season. The two misses were weekday afternoons with few guests, "
        "when the queue never built up although the slowdown happened."),
    # 2 snowmaking
    sem("sem-frostline-wet-bulb-and-reservoir", "snowmaking", 0.92, 12, "2025-12-15",
        "Frostline starts guns at -2.5 C wet-bulb; Kvitvatn keeps 20 % as fire water",
        "Frostline controls 210 fan guns and 95 lances fed by three pump houses (PH-Nedre, "
        "PH-Midt, PH-Topp). A gun group starts automatically when the wet-bulb temperature at "
        "its hydrant falls to -2.5 C (start_wetbulb in the group profile) and stops above -1.5 "
        "C. Water comes from the Kvitvatn reservoir (180,000 m3); the lowest 20 % is reserved "
        "as fire water for the village and Frostline refuses to pump below it."),
    epi("epi-2025-12-11-wet-bulb-override-slush", "snowmaking", "incident", "2025-12-11",
        "A wet-bulb override to open early made slush on Piste 4 and wasted 38,000 m3",
        "To open Piste 4 for the first weekend, start_wetbulb was set to -1.0 C for the whole "
        "lower mountain. The guns ran for two nights in marginal air and laid wet snow that "
        "froze into an ice sheet; the grooming crew spent a night breaking it up and about "
        "38,000 m3 of water, a fifth of the reservoir, was spent for one usable run."),
    rule("rule-keep-wet-bulb-threshold-use-lances-up-top", "snowmaking",
         ["Frostline", "start_wetbulb", "wet-bulb", "snow guns", "marginal temperature",
          "early opening", "Piste 4"], "high", 0, "2025-12-12",
         "Keep the wet-bulb start threshold; in marginal air run only the upper lances",
         "When there is pressure to make snow in marginal air, do: keep start_wetbulb at -2.5 "
         "C, run only the lance groups above 900 m where it is colder, and tell the resort "
         "manager in writing how many days later the piste opens. Not: loosen the threshold for "
         "a whole gun group to win a weekend. Why: \"Warm snow is water we pay to pump twice.\" "
         "(Ilse, 2025-12-12)"),
    pref("pref-ilse-snowmaking-plan-map-by-1600", "planning", "snowmaking", "2025-12-16",
         "Ilse wants the snowmaking plan as a piste map with cubic metres, by 16:00",
         "Ilse wants the next night's snowmaking plan by 16:00 the day before, as the piste map "
         "with each gun group coloured by planned hours and the expected cubic metres of water "
         "per group written next to it, plus the reservoir level at the start and the "
         "predicted level in the morning. A list of group names alone is sent back."),
    env("env-three-pump-houses-hit-power-cap", "system-state", "snowmaking",
        "When all three pump houses run at full load together",
        "the site feed reaches its 4.2 MW demand cap after about 25 minutes, Frostline sheds "
        "the lowest-priority gun groups and Kvitvatn falls by roughly 4 % an hour", 7, 1,
        "2026-01-20",
        "Seen on eight cold nights. The miss was a night the gondola was closed for maintenance "
        "and its drive load was off the feed."),
    # 3 ticket gates
    sem("sem-passgate-offline-cache", "ticket-gates", 0.93, 13, "2026-01-10",
        "Passgate gates cache the valid-pass list every 5 minutes and run offline for 6 hours",
        "The 48 Passgate turnstiles read ISO 15693 RFID cards and download the valid-pass list "
        "and the blocked list from the pass server pg-core every five minutes. If the link "
        "drops they keep admitting from that cached list for up to six hours and queue the "
        "scans for upload. The cache is held in memory only. The four Toppstasjon gates hang "
        "off a radio link rather than fibre."),
    epi("epi-2026-02-14-gate-reboot-wiped-cache", "ticket-gates", "incident", "2026-02-14",
        "Rebooting offline gates wiped their cache and they refused every pass for 35 minutes",
        "A grooming machine cut the fibre to the Nordside base at 08:50 on a Saturday. The "
        "gates kept working from their cache, but someone rebooted all twelve to 'get them "
        "back online'; they came up with an empty list and denied every card. Lift attendants "
        "opened the swing gates by hand and waved guests through until the fibre was patched "
        "at 09:40; about 2,100 rides went unscanned."),
    rule("rule-never-reboot-gates-while-offline", "ticket-gates",
         ["Passgate", "gates offline", "pg-core", "fibre cut", "reboot gate", "valid-pass list",
          "turnstile"], "high", 1, "2026-02-15",
         "Leave offline gates running on their cache; fix the link, never reboot them",
         "When ticket gates lose their link to the pass server, do: leave them running on the "
         "cached list, find and fix the uplink, and only reboot a gate after it shows a fresh "
         "sync. Not: power-cycle gates to make them reconnect. Why: \"The cache is the only "
         "thing letting people ride; a reboot throws it away.\" (Ilse, 2026-02-15)"),
    pref("pref-ilse-gate-changes-on-radio-briefing", "communication", "ticket-gates",
         "2026-01-12",
         "Ilse wants gate changes announced on the 08:15 radio briefing, not by email only",
         "Ilse wants any change to how the gates behave (new pass types, new messages on the "
         "gate display, different sound for a blocked card) announced to the lift attendants "
         "on the 08:15 radio briefing of the day it goes live, read out in two sentences. An "
         "email to the lift staff list alone does not count as telling them."),
    env("env-new-pass-type-toppstasjon-lag", "workspace-state-transitions", "ticket-gates",
        "After a new pass type is published on pg-core",
        "44 gates accept it within five minutes, but the four Toppstasjon gates on the radio "
        "link take up to 40 minutes and deny the new cards until then", 5, 0, "2026-02-01",
        "Five publishes this season, including the family pass and the afternoon pass; the "
        "radio link's sync retries back off after each failed download."),
    # 4 ticket pricing
    sem("sem-tarifa-price-bounds", "ticket-pricing", 0.9, 9, "2026-01-14",
        "Tarifa reprices day tickets every 30 minutes between 390 and 890 NOK",
        "Tarifa is the dynamic-pricing engine behind the web shop. Every 30 minutes it "
        "recomputes the price of each future day ticket from tickets already sold for that "
        "day, the weather forecast and a price curve per season segment, bounded by a floor of "
        "390 NOK and a ceiling of 890 NOK. Curves are YAML files in tarifa-curves; the sales "
        "manager owns them and the mountain-tech team deploys them."),
    epi("epi-2026-02-20-tarifa-8900-ticket", "ticket-pricing", "incident", "2026-02-20",
        "A curve typo priced a winter-holiday day ticket at 8,900 NOK for 18 minutes",
        "A curve edit for the winter-holiday week had a multiplier of 10.0 where 1.0 was meant "
        "and the ceiling check was read from the old file. For 18 minutes on Friday evening "
        "Saturday's day ticket cost 8,900 NOK; three guests paid it before a customer-service "
        "agent noticed, all were refunded and a local newspaper ran a screenshot."),
    rule("rule-preview-tarifa-curve-14-days", "ticket-pricing",
         ["Tarifa", "price curve", "tarifa-curves", "ticket price", "dynamic pricing",
          "winter holiday", "web shop"], "high", 0, "2026-02-21",
         "Preview a curve's next 14 days of prices and get sales to sign the table first",
         "When editing a Tarifa price curve, do: run it through tarifa-sim for the next 14 days, "
         "send the resulting price table to the sales manager for a written yes, and deploy "
         "with the ceiling guard checked against the new file. Not: edit the live curve and "
         "watch the shop. Why: \"One wrong digit is in the newspaper before it is in our "
         "logs.\" (Ilse, 2026-02-21)"),
    pref("pref-ilse-pricing-before-after-14-days", "reporting", "ticket-pricing", "2026-02-22",
         "Ilse wants pricing changes as a before/after table for 14 days, biggest jump marked",
         "Ilse wants every proposed pricing change shown as one table: the next 14 dates as "
         "rows, today's price and the new price in NOK as columns, the difference in percent, "
         "and the single biggest jump in bold. She does not read curve YAML and will not "
         "approve from a chart."),
    env("env-big-price-rise-sales-drop", "workspace-state-transitions", "ticket-pricing",
        "When Tarifa raises a date's day-ticket price by more than 15 % in one day",
        "web-shop sales for that date fall by about 30 % over the next two hours and customer "
        "service gets roughly 40 extra emails that evening", 4, 1, "2026-03-02",
        "Seen on five big rises this season. The miss was a powder forecast day when sales "
        "kept climbing despite the rise."),
    # 5 grooming fleet
    sem("sem-pistenlog-fleet-and-depth-export", "grooming-fleet", 0.91, 10, "2026-01-03",
        "Pistenlog tracks 14 snowcats and exports the snow-depth map at 05:30",
        "Each of the 14 snowcats carries a GNSS receiver corrected by the RTK base station on "
        "the workshop roof and a snow-depth sensor on the blade. The cats upload to Pistenlog "
        "on pl-srv01 over the mountain LTE when they return to the depot; at 05:30 Pistenlog "
        "exports the depth grid that Flakefeed uses for the morning snow report."),
    epi("epi-2026-01-22-rtk-outage-depth-high", "grooming-fleet", "incident", "2026-01-22",
        "A dead RTK base station made depths read 40 cm high and the snow report said 180 cm",
        "The RTK base station lost power overnight after a breaker tripped in the workshop. "
        "The cats fell back to uncorrected GNSS and the depth grid came out about 40 cm too "
        "deep on the upper mountain. The 07:00 snow report claimed 180 cm at the summit; a "
        "guide posted a photo of rocks on Piste 2 and the figure was corrected at 10:15."),
    rule("rule-check-rtk-before-publishing-depth-jump", "grooming-fleet",
         ["Pistenlog", "snow depth", "RTK base station", "depth grid", "snowcat", "GNSS",
          "morning export"], "medium", 0, "2026-01-23",
         "If depths jump overnight without snowfall, check the RTK base before publishing",
         "When the depth grid rises by more than 20 cm overnight on a night without snowfall, "
         "do: check the RTK base station's status page and the cats' fix type in Pistenlog, and "
         "hold the depth figure in the report until a groomer confirms one spot with a probe. "
         "Not: let the 05:30 export flow into the snow report untouched. Why: \"Snow does not "
         "grow by itself at minus ten.\" (Ilse, 2026-01-23)"),
    pref("pref-ilse-grooming-plan-on-tablet-map", "planning", "grooming-fleet", "2026-01-24",
         "Ilse wants the grooming plan drawn on the shared tablet map, not sent as PDF",
         "Ilse wants each night's grooming plan drawn as layers on the shared tablet map the "
         "drivers use, one colour per cat, with the winch pistes hatched. She does not want PDF "
         "or spreadsheet grooming plans because drivers cannot open them in the cab."),
    env("env-pistenlog-export-row-count", "skill-output-shape", "grooming-fleet",
        "The 05:30 Pistenlog depth export",
        "runs six to nine minutes and writes about 2,400 grid rows; fewer than 2,000 rows means "
        "at least one cat did not upload", 12, 1, "2026-02-05",
        "Checked against thirteen mornings; the one miss was a night with only eight cats out, "
        "when 1,950 rows was complete."),
    # 6 avalanche control
    sem("sem-tindbang-towers-slideplan", "avalanche-control", 0.95, 15, "2025-12-20",
        "Nine Tindbang towers above Skarfonna are fired from Slideplan with two-person consent",
        "Nine remote gas towers, TB-1 to TB-9, stand above the Skarfonna bowl. They are fired "
        "from Slideplan in the patrol base; a firing needs the head patroller and a second "
        "certified patroller to confirm on separate logins. Slideplan closes the affected "
        "pistes and the Skarfonna T-bar in the lift status board through an automatic closure "
        "sync when a firing plan is armed."),
    epi("epi-2026-03-03-firing-armed-tbar-open", "avalanche-control", "incident", "2026-03-03",
        "A test firing was armed while the Skarfonna T-bar still showed open",
        "At 07:40 a test firing plan for TB-3 and TB-4 was armed; the closure sync had failed "
        "silently after a certificate change, so the T-bar still showed open and a lift "
        "attendant was about to start it for staff. The patroller at the hut called a stop "
        "on the radio; nobody was on the slope and the firing went ahead at 08:05."),
    rule("rule-confirm-closures-by-radio-before-firing", "avalanche-control",
         ["Slideplan", "Tindbang", "firing plan", "TB-", "Skarfonna", "closure sync",
          "avalanche control"], "high", 1, "2026-03-04",
         "Before a firing, confirm every closure by eye on the board and by radio from each hut",
         "When arming a firing plan, do: check the lift status board for every closed piste and "
         "lift yourself and get a spoken confirmation on PATROL-1 from each lift hut below the "
         "bowl before the second login confirms. Not: rely on Slideplan's automatic closure "
         "sync. Why: \"The sync is a convenience; the radio call is the safety.\" (Ilse, "
         "2026-03-04)"),
    pref("pref-ilse-slideplan-updates-in-summer", "change-management", "avalanche-control",
         "2026-03-05",
         "Ilse allows Slideplan software updates only between May and October",
         "Ilse wants every Slideplan update, including security patches, scheduled for the "
         "summer season when the towers are disarmed, and tested with a dry firing of one "
         "tower before November. In winter she accepts only a fix for something already "
         "broken, and only with the head patroller present."),
    env("env-cold-tower-ignition-retry", "system-state", "avalanche-control",
        "When a Tindbang tower is fired below -20 C",
        "the first ignition fails about one time in four and a second attempt three minutes "
        "later succeeds", 6, 1, "2026-02-08",
        "Eight cold firings logged; the glow plug needs the warm-up that the retry gives it. The "
        "miss was TB-7, which failed twice and needed a technician."),
    # 7 snow report and webcams
    sem("sem-flakefeed-0700-sources", "snow-report", 0.9, 11, "2025-12-22",
        "Flakefeed publishes the snow report at 07:00 from Pistenlog, LiftLink and patrol text",
        "Flakefeed assembles the morning snow report and pushes it at 07:00 to the resort "
        "website, the guest app and two partner sites. Depths come from the Pistenlog 05:30 "
        "export, lift and piste status from the LiftLink status feed, and the free-text "
        "conditions paragraph from the patrol's entry in the Flakefeed editor. The six "
        "webcams upload a still every ten minutes to the same server."),
    epi("epi-2025-12-27-report-all-lifts-open-wind-hold", "snow-report", "incident",
        "2025-12-27",
        "The 07:00 report said all lifts open while GX6 was on wind hold",
        "The LiftLink status feed had stalled overnight and Flakefeed published the cached "
        "status from the previous afternoon: every lift open. GX6 was on wind hold until "
        "11:30. Guests drove up for it, the ticket office took about 90 complaints and the "
        "partner sites kept the wrong status until a manual republish at 09:20."),
    rule("rule-mark-lift-status-expected-before-opening", "snow-report",
         ["Flakefeed", "snow report", "lift status", "07:00 publish", "status feed",
          "partner sites"], "medium", 0, "2025-12-28",
         "Publish pre-opening lift status as 'expected' and check the feed's timestamp",
         "When the morning report goes out before the lifts open, do: check that the LiftLink "
         "status feed's timestamp is from this morning, mark every lift as 'expected' rather "
         "than 'open', and republish at 09:00 with the real status. Not: let a stale or "
         "yesterday's status go out as fact. Why: \"A guest believes the report more than the "
         "sky.\" (Ilse, 2025-12-28)"),
    pref("pref-ilse-report-plain-metric", "writing-style", "snow-report", "2025-12-29",
         "Ilse wants the snow report plain and metric, no superlatives",
         "Ilse wants snow report text of at most four sentences, centimetres and degrees "
         "Celsius only, and none of 'epic', 'perfect', 'bluebird' or exclamation marks. If the "
         "conditions are icy, the report says icy."),
    env("env-webcam-stale-complaints", "workspace-state-transitions", "snow-report",
        "When the webcam stills stop uploading on a morning after fresh snow",
        "the site keeps showing the last good image with its old timestamp and the first "
        "social-media complaints arrive within about 30 minutes", 4, 0, "2026-01-30",
        "Four stalls this season, all on powder mornings; on grey days nobody noticed for "
        "hours."),
    # 8 rental shop
    sem("sem-edgeware-contracts-din", "rental-shop", 0.9, 8, "2026-01-02",
        "Edgeware holds rental contracts, skier type and the DIN setting of every binding",
        "Edgeware is the rental system of the three shops (Base, Nordside, Village). Each "
        "contract records the guest's weight, height, age, skier type and boot sole length, "
        "and the DIN release value set on each of the 1,900 ski sets. Fitters use tablets "
        "that keep working offline and sync to ew-db01 when back on the shop Wi-Fi."),
    epi("epi-2026-02-07-offline-sync-reset-din", "rental-shop", "incident", "2026-02-07",
        "An offline tablet's sync overwrote 62 contracts' DIN values with defaults",
        "A fitter's tablet at Nordside was offline for most of the morning and an app update "
        "installed itself when it reconnected. The sync then pushed default DIN values over "
        "62 contracts other fitters had set. A technician noticed a 6.0 on a child's "
        "contract at return; every affected binding was called back and checked that "
        "afternoon, and nobody was hurt."),
    rule("rule-din-on-paper-when-tablet-offline", "rental-shop",
         ["Edgeware", "DIN", "binding", "tablet offline", "rental contract", "sync",
          "fitter"], "high", 1, "2026-02-08",
         "When a fitting tablet is offline, write the DIN on the paper tag and enter it later",
         "When a fitter's tablet has no connection, do: write the DIN value on the paper tag on "
         "the ski and on the paper contract copy, and type it into Edgeware from a synced "
         "device afterwards, checking it against the tag. Not: edit DIN values on the offline "
         "tablet. Why: \"A release value is the one number in that shop that can break a "
         "leg.\" (Ilse, 2026-02-08)"),
    pref("pref-ilse-rental-reports-contract-numbers", "privacy", "rental-shop", "2026-02-09",
         "Ilse wants rental incident reports to name contracts, never guests",
         "Ilse wants reports about rental problems to refer to guests only by Edgeware contract "
         "number, with no names, phone numbers or dates of birth, even in internal chat. Age "
         "band and skier type may be given when they matter."),
    env("env-edgeware-resync-last-writer-wins", "skill-output-shape", "rental-shop",
        "When an Edgeware tablet resyncs after being offline",
        "the sync takes about a minute per hundred changed contracts and resolves conflicts "
        "last-writer-wins with no warning to either fitter", 5, 0, "2026-02-12",
        "Measured on five resyncs after the February incident; the vendor confirmed there is "
        "no conflict screen in the current version."),
    # 9 radio dispatch
    sem("sem-ridgecall-talkgroups", "radio-dispatch", 0.93, 14, "2025-12-18",
        "Ridgecall dispatch uses talkgroups PATROL-1, LIFT-OPS, GROOM and MTECH",
        "Staff radios are TETRA handsets managed from the Ridgecall dispatch console in the "
        "patrol base. Talkgroups: PATROL-1 (patrol and emergencies), LIFT-OPS (lift attendants "
        "and supervisors), GROOM (night grooming) and MTECH (mountain technology). The red "
        "emergency button on any handset routes to the patrol base; the recorder keeps every "
        "call for 90 days. Radios are reprogrammed over the air from the console."),
    epi("epi-2026-01-15-ota-left-radios-old-talkgroup", "radio-dispatch", "incident",
        "2026-01-15",
        "An over-the-air reprogram left 11 lift radios on a deleted talkgroup",
        "LIFT-OPS was renumbered to split it from the summer talkgroups and pushed over the air "
        "at 08:00; eleven handsets that were switched off in lockers missed the push. The old "
        "talkgroup was deleted the same morning, so when the Nordside attendant called for a "
        "stop at 10:20 nobody heard it; the lift was stopped from the hut button instead."),
    rule("rule-roll-call-before-removing-old-talkgroup", "radio-dispatch",
         ["Ridgecall", "talkgroup", "over the air", "OTA reprogram", "LIFT-OPS", "TETRA",
          "radio fleet"], "high", 0, "2026-01-16",
         "After an over-the-air talkgroup change, roll-call every radio before removing the old one",
         "When moving radios to a new or renumbered talkgroup, do: keep the old talkgroup "
         "patched to the new one for a week, run a roll call on the new one at each shift "
         "start and tick off every handset serial, and delete the old group only when all have "
         "answered. Not: delete the old talkgroup on the day of the push. Why: \"A radio in a "
         "locker doesn't get the update, and it still has to hear a stop call.\" (Ilse, "
         "2026-01-16)"),
    pref("pref-ilse-reach-on-mtech-or-sms", "communication", "radio-dispatch", "2026-01-17",
         "Ilse wants lift stops reported to her on MTECH radio, everything else by SMS",
         "On the mountain Ilse wants to hear about lift stops and safety issues on the MTECH "
         "talkgroup and about everything else by SMS. She does not answer phone calls while "
         "skiing and does not want to be called on PATROL-1 unless patrol asks for her."),
    env("env-toppstasjon-base-station-saturates", "system-state", "radio-dispatch",
        "When more than about 60 handsets key up in the same hour near the summit during a race",
        "the Toppstasjon TETRA base station runs out of traffic channels and callers get busy "
        "tones for up to a minute", 3, 1, "2026-03-12",
        "Seen at three of four race weekends; the exception had the race office on its own "
        "talkgroup with short-call discipline."),
    # 10 weather stations
    sem("sem-cairn-weather-stations", "weather-stations", 0.92, 12, "2025-12-17",
        "Eleven weather stations write to Cairn every 60 s; GX6's wind source is Skarvtoppen",
        "Eleven stations (WS-01 Dalbunn to WS-11 Skarvtoppen) send temperature, humidity, "
        "wind speed and direction from heated ultrasonic anemometers to the Cairn time-series "
        "store every 60 seconds. Cairn feeds the wind tiles in LiftLink and Frostline's "
        "wet-bulb readings. The GX6 wind display takes its value from WS-11 on the summit; "
        "the anemometer on GX6 tower 9 is wired as the backup source."),
    epi("epi-2026-02-02-rimed-anemometer-read-zero", "weather-stations", "incident",
        "2026-02-02",
        "A rimed summit anemometer read 0 m/s through a 25 m/s storm",
        "Overnight fog froze on WS-11 and its heater could not keep up; from 05:00 it reported "
        "0.0 to 0.4 m/s. The storm forecast was for gusts of 25 m/s. GX6 opened at 08:30 on "
        "calm readings until a patroller at the top station reported chairs swinging and the "
        "operator slowed the lift by hand at 08:48, then stopped it."),
    rule("rule-flat-wind-reading-means-failed-sensor", "weather-stations",
         ["Cairn", "WS-11", "anemometer", "wind reading", "rime", "wind source", "storm"],
         "high", 1, "2026-02-03",
         "A flat or zero wind reading on a stormy day is a failed sensor: switch to tower 9",
         "When a station's wind reads near zero or stays flat for half an hour while the "
         "forecast or a neighbouring station says otherwise, do: treat it as failed, have the "
         "lift operator switch GX6 to the tower 9 backup source and send someone to look at the "
         "head. Not: open or run a lift on a reading that is too calm to be true. Why: \"Calm "
         "numbers in a storm forecast are the sensor lying.\" (Ilse, 2026-02-03)"),
    pref("pref-ilse-weather-units-ms-local-time", "dashboards", "weather-stations",
         "2026-02-04",
         "Ilse wants weather dashboards in m/s and degrees C on local time",
         "Ilse wants every weather panel and chart in m/s and degrees Celsius with timestamps in "
         "local time, gusts and mean wind on the same axis, and the station name rather than "
         "its number. No knots, no km/h, no UTC on anything the lift staff see."),
    env("env-humid-night-rimes-summit-sensor", "system-state", "weather-stations",
        "On nights with humidity above 95 % and temperature between -3 and -8 C",
        "rime builds on the WS-11 head by 06:00 and it reads under 2 m/s until the heater "
        "clears it, usually around 09:00", 6, 2, "2026-02-18",
        "Eight such nights logged since the February storm; on the two misses a light wind "
        "kept the head clear."),
    # 11 lodge guest wi-fi
    sem("sem-lodge-guest-wifi-portal", "guest-wifi", 0.88, 7, "2025-12-10",
        "Guest Wi-Fi in the base lodge runs through a captive portal on its own VLAN",
        "The SSID Skarvheim-Gjest is served by 32 access points in the base lodge and the "
        "Nordside cafe, on VLAN 300, which has no route to the OT or office networks. Guests "
        "accept terms on the captive portal at portal.skarvheim.no; the DHCP pool is a /22 "
        "with a two-hour lease. Uplink is 1 Gbit/s shared with the office."),
    epi("epi-2026-02-21-portal-cert-expired", "guest-wifi", "incident", "2026-02-21",
        "The captive portal's certificate expired on a Saturday morning",
        "The TLS certificate of portal.skarvheim.no expired at 01:00 on the first Saturday of "
        "the winter holiday. From opening, phones showed a security warning instead of the "
        "portal; guests called it a hacked network on social media and the ski school could "
        "not check in groups on its own tablets that used the guest network. A new "
        "certificate was in place at 10:05."),
    rule("rule-renew-portal-cert-test-from-phone", "guest-wifi",
         ["captive portal", "portal.skarvheim.no", "certificate", "TLS", "Skarvheim-Gjest",
          "expiry", "guest Wi-Fi"], "medium", 0, "2026-02-22",
         "Renew the portal certificate a month ahead and test it from a guest phone",
         "When the portal certificate has less than 30 days left, do: renew it by hand, then "
         "join Skarvheim-Gjest from a phone that has never used it and check that the portal "
         "opens without a warning; put the next expiry in the team calendar. Not: trust the "
         "auto-renewal that has silently failed before. Why: \"Guests don't read warnings; they "
         "read it as hacked.\" (Ilse, 2026-02-22)"),
    pref("pref-ilse-lodge-network-changes-tuesdays", "change-management", "guest-wifi",
         "2026-01-13",
         "Ilse wants lodge network changes done on Tuesday afternoons",
         "Ilse wants changes to the lodge network (access points, portal, DHCP, switches) made "
         "on Tuesday between 13:00 and 16:00, the quietest slot of the week, and never on a "
         "weekend or during a school-holiday week unless something is down."),
    env("env-lodge-lunch-dhcp-exhaustion", "system-state", "guest-wifi",
        "At weekend lunchtime when more than about 1,200 devices are in the lodge",
        "the guest DHCP pool runs out, new phones join but get no address and the portal "
        "never shows", 5, 1, "2026-03-01",
        "Five of six busy Saturdays; the two-hour lease keeps phones of guests who went back "
        "out holding their addresses."),
    # 12 shuttle buses
    sem("sem-bussi-trackers-and-parking", "shuttle-buses", 0.89, 8, "2025-12-21",
        "Bussi shows six shuttle buses from GPS trackers posting every 15 seconds",
        "The six shuttle buses between the village, the car parks P1 to P4 and the base carry "
        "GPS trackers that post to Bussi every 15 seconds over LTE. Bussi turns the positions "
        "into arrival estimates in the guest app and on the screens at the stops, and shows "
        "free spaces in P1 to P4 from the ground sensors. The timetable is a CSV the transport "
        "coordinator uploads; times in it are local."),
    epi("epi-2026-03-29-dst-shifted-bus-times", "shuttle-buses", "incident", "2026-03-29",
        "After the switch to summer time Bussi showed every bus an hour late",
        "On the Sunday the clocks went forward, Bussi's server, which ran on UTC, converted the "
        "local timetable with last week's offset. From the first bus at 07:30 every stop "
        "screen and the app showed departures an hour off, and guests waited at stops for "
        "buses that had already left. The offset was fixed and the service restarted at 09:10."),
    rule("rule-check-bussi-before-clock-change", "shuttle-buses",
         ["Bussi", "timetable", "clock change", "summer time", "DST", "stop screens",
          "arrival estimates"], "medium", 0, "2026-03-30",
         "The week of a clock change, test Bussi's timetable with the new offset before Sunday",
         "When a clock change falls in the next week, do: load next Sunday's timetable into "
         "Bussi's staging copy with the server clock moved forward, compare the stop screen "
         "with the printed timetable, and be at a stop screen at 07:25 that Sunday. Not: "
         "assume the server handles it because its clock is UTC. Why: \"The bus leaves on "
         "local time whatever the server thinks.\" (Ilse, 2026-03-30)"),
    pref("pref-ilse-shuttle-changes-via-ravn", "change-management", "shuttle-buses",
         "2026-01-18",
         "Ilse wants shuttle changes agreed with Ravn Eikeland, the transport coordinator",
         "Ilse wants anything that changes what guests see about the buses (timetable upload, "
         "stop names, screen layout) agreed first with Ravn Eikeland, the transport "
         "coordinator, who also drives the bus company relationship. Tech changes that guests "
         "cannot see only need a note to him."),
    env("env-kvitdal-tunnel-tracker-gap", "skill-output-shape", "shuttle-buses",
        "When a shuttle passes through the Kvitdal tunnel",
        "its tracker goes silent for about three minutes; the app shows the bus frozen at the "
        "tunnel mouth and then jumps it 2 km", 14, 0, "2026-02-06",
        "Consistent on every run checked; the tunnel has no LTE coverage and the tracker does "
        "not buffer positions."),
    # 13 ski school
    sem("sem-snowdesk-roster-import", "ski-school", 0.9, 9, "2026-01-05",
        "Snowdesk books lessons; instructor availability is imported from the roster at 18:00",
        "Snowdesk is the ski-school booking system. Group lessons take at most eight pupils; "
        "private lessons book one instructor for one to three hours. Instructor availability "
        "comes from the HR roster, imported every day at 18:00 by the roster-sync job on "
        "sd-app01; the import adds and removes availability slots for the next 14 days."),
    epi("epi-2026-02-16-roster-import-double-booked", "ski-school", "incident", "2026-02-16",
        "A rerun roster import duplicated instructors and double-booked 14 private lessons",
        "The 18:00 roster import timed out halfway, and someone ran it again by hand without "
        "clearing the half-written slots. Every instructor in the first half of the roster had "
        "two availability slots per hour; the web shop sold 14 private lessons into the "
        "duplicates before the ski-school desk saw it the next morning and rebooked or refunded "
        "the guests."),
    rule("rule-roster-import-rollback-before-rerun", "ski-school",
         ["Snowdesk", "roster import", "roster-sync", "availability slots", "instructor",
          "private lesson", "rerun"], "high", 0, "2026-02-17",
         "If the roster import fails, roll back its batch before running it again",
         "When the roster-sync job fails or times out, do: close private-lesson sales in "
         "Snowdesk, delete that run's batch with roster-sync --rollback BATCH, check that slot "
         "counts match yesterday, then rerun and reopen sales. Not: start the import again on "
         "top of a half-written run. Why: \"Two copies of an instructor sell two lessons and "
         "only one of them turns up.\" (Ilse, 2026-02-17)"),
    pref("pref-ilse-snowdesk-emails-plain-three-languages", "writing-style", "ski-school",
         "2026-01-19",
         "Ilse wants Snowdesk emails plain text in Norwegian, English and German",
         "Ilse wants every automatic email from Snowdesk (confirmations, changes, "
         "cancellations) in plain text with the meeting point, time and instructor name in the "
         "first three lines, in Norwegian, English and German in that order, and no marketing "
         "banner or upsell."),
    env("env-holiday-booking-open-slowdown", "workspace-state-transitions", "ski-school",
        "When lesson bookings open for the winter-holiday week",
        "about 2,000 bookings arrive in the first hour, Snowdesk pages take over 8 seconds and "
        "around 3 % of card payments time out", 2, 0, "2026-01-28",
        "Both openings this season and last; a queue page was discussed but not built."),
    # 14 queue cameras
    sem("sem-queuecount-counts-only", "queue-cameras", 0.9, 9, "2026-01-07",
        "Queuecount turns eight maze cameras into wait times; no images are stored",
        "Queuecount counts heads in the lift mazes from eight cameras (two at GX6, one at each "
        "other lift, one at the gondola), converts the count into minutes of wait with each "
        "lift's current carrying rate from LiftLink, and publishes the waits to the app and "
        "the base screens every minute. Counting happens on the camera; frames are never "
        "stored or sent, by agreement with the works council and the data protection officer."),
    epi("epi-2026-01-31-fogged-camera-zero-wait", "queue-cameras", "incident", "2026-01-31",
        "A fogged camera showed 0 minutes at GX6 while the real wait was 25",
        "On a mild Saturday the lens of the GX6 maze camera fogged over and it counted nobody. "
        "The app showed GX6 with no wait from 10:10; guests from the whole mountain headed "
        "there and the real wait went past 25 minutes. Lift staff reported it at 11:00 and the "
        "GX6 tile was switched to 'no data' at 11:15."),
    rule("rule-zero-wait-at-peak-check-gate-scans", "queue-cameras",
         ["Queuecount", "wait time", "maze camera", "zero queue", "guest app", "gate scans",
          "peak hour"], "medium", 0, "2026-02-01",
         "A zero wait at a peak hour is suspect: compare with the gate scan rate",
         "When a lift shows no wait at a busy hour, do: compare it with that lift's Passgate "
         "scans per minute and if scans are near the lift's capacity, switch the lift's tile "
         "to 'no data' and ask the attendant what the maze looks like. Not: leave a reading of "
         "zero up because the camera says it is healthy. Why: \"An empty queue on a Saturday "
         "is a broken camera, not good luck.\" (Ilse, 2026-02-01)"),
    pref("pref-ilse-no-camera-frames-ever", "privacy", "queue-cameras", "2026-01-08",
         "Ilse never wants queue-camera frames saved or sent, even for debugging",
         "Ilse wants debugging of the queue cameras done from counts, health data and a person "
         "standing at the maze; no frame grabs, screenshots of the live view or test "
         "recordings, not even deleted afterwards. If a vendor asks for images, the request "
         "goes to her."),
    env("env-long-wait-shown-shifts-guests", "workspace-state-transitions", "queue-cameras",
        "When the app shows more than 15 minutes of wait at one lift",
        "gate scans at the nearest other lift rise by about 30 % within 20 minutes", 7, 2,
        "2026-02-26",
        "Nine comparisons between a long shown wait and the next lift's scans; the misses were "
        "when the other lift was a T-bar that beginners avoid."),
    # 15 guest app push
    sem("sem-app-push-policy", "app-push", 0.87, 6, "2025-12-23",
        "Guest app pushes: at most two a day, never 21:00-07:00, sent from the app console",
        "Push notifications to the guest app (about 48,000 installs) are sent from the app "
        "console through the push provider, to segments such as 'in resort now', 'season pass' "
        "or 'all'. House policy: at most two pushes a day to any guest and none between 21:00 "
        "and 07:00 local time. Scheduled pushes take their time from the console user's "
        "profile time zone."),
    epi("epi-2026-03-07-powder-push-at-0512", "app-push", "incident", "2026-03-07",
        "A scheduled powder-day push went to every install at 05:12",
        "A 'fresh snow, all lifts open at 08:30' push was scheduled the evening before for "
        "07:12 by a colleague whose console profile was still set to London time after a "
        "trip. It went to all 48,000 installs at 05:12, waking guests in the hotels; the app "
        "store rating dropped and about 600 users turned notifications off that day."),
    rule("rule-schedule-push-check-timezone-segment", "app-push",
         ["push notification", "app console", "scheduled push", "segment", "quiet hours",
          "powder day", "guest app"], "medium", 1, "2026-03-08",
         "Before scheduling a push, check the console time zone and send a test to yourself",
         "When scheduling a push, do: check the console profile's time zone reads Europe/Oslo, "
         "send the exact push to the 'staff test' segment and read it on a phone, and pick the "
         "narrowest segment that needs it. Not: schedule to 'all' from a profile you have not "
         "checked. Why: \"Every push to 'all' is 48,000 alarm clocks.\" (Ilse, 2026-03-08)"),
    pref("pref-ilse-preview-push-on-her-phone", "approval", "app-push", "2026-03-09",
         "Ilse wants any push to 'all' previewed on her own phone before it is sent",
         "Ilse wants every push that goes to the 'all' segment sent first to her phone as a "
         "test, with the planned send time in the message to her, and she replies OK. Pushes "
         "to smaller segments only need the sender's own test."),
    env("env-push-all-backend-spike", "workspace-state-transitions", "app-push",
        "After a push to the 'all' segment",
        "app backend requests rise about six-fold within three minutes and the lift status API "
        "hits its rate limit for five to ten minutes", 5, 1, "2026-03-10",
        "Six 'all' pushes measured; the miss was a push at 20:30, when most guests were off "
        "the mountain and fewer opened the app."),
    # 16 OT firewall
    sem("sem-ot-firewall-pair", "ot-firewall", 0.94, 13, "2025-12-08",
        "The OT network sits behind the fw-ot-1/2 pair; only the LiftLink replica is in the DMZ",
        "Lifts, snowmaking and the avalanche towers are on the OT network, separated from the "
        "office and guest networks by a firewall pair fw-ot-1 and fw-ot-2 running active/"
        "passive. The only OT data that leaves is a read-only replica of the LiftLink historian "
        "in the DMZ. Rule changes are requested in the OT change log and committed by the "
        "mountain-tech team; vendors reach OT only through the jump host jh-ot01."),
    epi("epi-2025-12-19-vendor-any-any-rule-left", "ot-firewall", "incident", "2025-12-19",
        "A temporary any-to-any rule for a vendor session stayed open for three weeks",
        "For a snowmaking vendor's remote session in late November an any-to-any rule from the "
        "vendor's address range into OT was added 'for an hour'. Nobody removed it; the "
        "insurer's audit found it on 19 December, three weeks later. The logs showed four "
        "more vendor logins in that time, all legitimate but none through the jump host."),
    rule("rule-vendor-access-expiring-rule-via-jump-host", "ot-firewall",
         ["fw-ot-1", "OT firewall", "vendor remote access", "jh-ot01", "any-any", "firewall rule",
          "remote session"], "high", 1, "2025-12-20",
         "Give vendors an expiring rule to the jump host only, never a direct or open rule",
         "When a vendor needs remote access to OT, do: open a rule from their address to "
         "jh-ot01 only, with an expiry time set on the rule itself and the change log entry "
         "naming who closes it, and watch the session. Not: add a broad rule 'for an hour' and "
         "rely on memory to remove it. Why: \"Temporary rules are the permanent ones nobody "
         "owns.\" (Ilse, 2025-12-20)"),
    pref("pref-ilse-firewall-change-table", "change-management", "ot-firewall", "2025-12-21",
         "Ilse wants firewall change requests as a table with an expiry column",
         "Ilse wants each firewall change request as a table with one row per rule: source, "
         "destination, port, direction, reason in plain words and an expiry date (or "
         "'permanent' with a one-line justification). She rejects requests written as prose or "
         "as a pasted config diff."),
    env("env-fw-commit-drops-sessions", "system-state", "ot-firewall",
        "When a rule set is committed on the fw-ot pair",
        "the pair fails over, every open session through it drops, LiftLink clients reconnect "
        "within about 20 seconds and the Frostline HMI needs a manual log-in again", 10, 1,
        "2026-01-25",
        "Eleven commits logged. The miss was a commit that only touched a DMZ-to-office rule, "
        "which did not fail over."),
    # 17 night-skiing floodlights
    sem("sem-lumen-floodlight-schedule", "floodlights", 0.9, 10, "2026-01-06",
        "Lumen drives 140 LED masts on three pistes; night skiing is Tue and Fri 18:00-21:00",
        "Lumen controls 140 LED floodlight masts on Pistes 3, 5 and 7 in twelve DALI groups "
        "from a controller in the Nordside substation. The night-skiing schedule is Tuesday "
        "and Friday 18:00 to 21:00 plus events; it is edited in the Lumen web UI, which also "
        "sets dimming levels for grooming after closing."),
    epi("epi-2026-01-09-lights-cut-skiers-in-dark", "floodlights", "incident", "2026-01-09",
        "The floodlights cut out at 20:00 with skiers still on Piste 7",
        "For a Friday event the end time was moved to 22:00 in the event calendar but the "
        "regular 21:00 entry had been edited to 20:00 by mistake in Lumen. At 20:00 all groups "
        "on Piste 7 went dark at once with about 70 skiers on it; patrol lit the run with "
        "snowmobile lights and the lights were back on by hand at 20:09. One guest fell in "
        "the dark and bruised a shoulder."),
    rule("rule-lumen-flash-warning-before-off", "floodlights",
         ["Lumen", "floodlights", "night skiing", "schedule", "DALI group", "lights off",
          "event evening"], "high", 0, "2026-01-10",
         "Every Lumen off-time needs the 15-minute flash warning and a patrol confirmation",
         "When setting or changing when the floodlights go off, do: keep the 15-minute warning "
         "flash enabled on the entry, switch groups off from the top of the piste down, and "
         "have patrol confirm on PATROL-1 that the piste is swept before the last group goes. "
         "Not: a hard off at a fixed time. Why: \"Darkness is not a closing signal you can "
         "take back.\" (Ilse, 2026-01-10)"),
    pref("pref-ilse-night-skiing-in-shared-calendar", "planning", "floodlights", "2026-01-11",
         "Ilse wants every night-skiing evening in the shared resort calendar, not only in Lumen",
         "Ilse wants each night-skiing evening and event, with its start and end, in the shared "
         "resort calendar that patrol, the lift staff and the restaurant read, and the Lumen "
         "schedule made to match it. The calendar is the source; Lumen follows."),
    env("env-all-masts-on-trip-q3", "system-state", "floodlights",
        "When all twelve DALI groups are switched on at the same instant",
        "the inrush trips breaker Q3 in the Nordside substation; staggering the groups by ten "
        "seconds avoids it", 3, 0, "2026-01-29",
        "Three trips this season, each from a manual 'all on'; the schedule already staggers."),
    # 18 patrol reports
    sem("sem-patrolbook-sync-and-retention", "patrol-reports", 0.91, 9, "2025-12-14",
        "Patrolbook tablets store first-aid reports and sync only on hut Wi-Fi",
        "Patrollers record first-aid incidents on Patrolbook tablets: time, place by piste "
        "marker, injury type, treatment and handover. Forms are stored on the tablet until "
        "it is in Wi-Fi range at one of the three patrol huts, then synced to pb-srv01, where "
        "reports are kept for ten years and medical fields are encrypted."),
    epi("epi-2026-02-25-reinstall-lost-reports", "patrol-reports", "incident", "2026-02-25",
        "Reinstalling Patrolbook on a tablet lost a day of unsynced reports",
        "A patroller's tablet kept crashing on the signature screen, and at lunch it was "
        "wiped and Patrolbook reinstalled to fix it. Nine reports from the morning had not "
        "synced because the tablet had not been near a hut. They were rewritten from memory "
        "and the patrollers' notebooks; two had to be reported to the insurer as incomplete."),
    rule("rule-sync-patrolbook-before-any-fix", "patrol-reports",
         ["Patrolbook", "patrol tablet", "reinstall", "unsynced reports", "app crash", "hut Wi-Fi",
          "first-aid form"], "high", 1, "2026-02-26",
         "Sync a misbehaving Patrolbook tablet at a hut before any reinstall or reset",
         "When a patrol tablet misbehaves, do: take it to a hut, check the unsynced count on "
         "the status screen is zero or export the forms to the hut PC, and only then reinstall "
         "or reset it. Not: reinstall on the spot to get it working again. Why: \"The report "
         "is the only record of what we did for that person.\" (Ilse, 2026-02-26)"),
    pref("pref-ilse-incident-stats-by-piste-hour", "reporting", "patrol-reports", "2026-02-27",
         "Ilse wants monthly patrol stats by piste and hour, never single cases",
         "Ilse wants the monthly first-aid statistics as counts by piste and by hour of day, "
         "with injury types grouped, and no individual incidents, descriptions or times to the "
         "minute, so that nobody can be recognised from them."),
    env("env-cold-tablet-battery-drop", "system-state", "patrol-reports",
        "When a patrol tablet is carried outside the jacket below -15 C",
        "its battery falls from about 60 % to empty within 40 minutes, and unsynced forms are "
        "only safe once it is warmed and charged", 4, 1, "2026-02-11",
        "Five cold-day reports; the miss was a newer tablet with the winter case."),
    # extras
    sem("sem-mtech-on-call-rota", "on-call", 0.9, 10, "2025-12-09",
        "Mountain-tech on-call covers 06:00-22:00; handover is at 15:00 in the workshop",
        "During the season one mountain-tech engineer is on call from 06:00 to 22:00, with a "
        "handover at 15:00 in the workshop; overnight, the snowmaking operator calls the lift "
        "mechanic on call, who calls mountain-tech only for OT network faults. The rota is in "
        "the shared calendar under 'MTECH vakt'."),
    env("env-ilse-opening-morning-silence", "principal-response", "principal",
        "When Ilse gets a non-urgent message between 07:00 and 09:30 on a day the lifts open",
        "she does not answer until after 11:00; anything that needs her earlier only reaches "
        "her over the MTECH talkgroup", 9, 1, "2026-02-13",
        "Ten morning messages checked; the one quick reply was on a day she was in the office "
        "with a cold."),
    env("env-ilse-open-options-call-meeting", "principal-response", "principal",
        "When a message to Ilse lists several options without recommending one",
        "she does not pick one in writing and books a meeting instead, usually two or three "
        "days later; a message with one recommendation and its numbers is approved the same "
        "day", 6, 1, "2026-03-06",
        "Seven decisions compared this season; the exception was a firewall question she "
        "answered from the ski lift."),
]

BLIND11_TASKS: list[dict[str, Any]] = [
    # 1 lift control
    task("b11-t001", "where do I actually change how fast the GX6 rope runs? is that a liftlink "
         "setting?", [S], ["sem-liftlink-reads-drive-plcs"]),
    task("b11-t002", "what happened that sunday when the express chair stopped after our scada "
         "deploy", [E], ["epi-2026-01-04-gx6-watchdog-stop"]),
    task("b11-t003", "I've got a new dashboard that needs about 40 more tags from the lift "
         "drives and a faster refresh. ok to roll it out at 11 today?", [P],
         ["rule-liftlink-changes-after-closing-on-spare-plc"]),
    task("b11-t004", "Write up this morning's Nordside quad stop.", [U],
         ["pref-ilse-lift-stop-timeline-same-day"]),
    task("b11-t005", "forecast has 17 m/s gusts on the ridge around noon saturday. what does that "
         "do to the express and the line at the bottom?", [V],
         ["env-gx6-wind-slowdown-queue"]),
    task("b11-t006", "Kann ich das Abfrageintervall von LiftLink auf 100 ms runtersetzen, "
         "während die Lifte laufen?", [P], ["rule-liftlink-changes-after-closing-on-spare-plc"]),
    task("b11-t007", "Qu'est-ce qui s'est passé quand le télésiège GX6 s'est arrêté avec des "
         "clients dessus en janvier ?", [E], ["epi-2026-01-04-gx6-watchdog-stop"]),
    # 2 snowmaking
    task("b11-t008", "at what temperature do the snow guns kick in on their own, and how low "
         "can we draw the lake?", [S], ["sem-frostline-wet-bulb-and-reservoir"]),
    task("b11-t009", "remind me what went wrong with piste 4 before the first weekend in "
         "december", [E], ["epi-2025-12-11-wet-bulb-override-slush"]),
    task("b11-t010", "resort manager wants piste 4 open by friday, it's only -1.5 out. can I "
         "just tell the lower guns to start anyway?", [P],
         ["rule-keep-wet-bulb-threshold-use-lances-up-top"]),
    task("b11-t011", "draft tonight's snowmaking plan for Ilse", [U],
         ["pref-ilse-snowmaking-plan-map-by-1600"]),
    task("b11-t012", "if we open all three pump houses flat out tonight, what breaks first?",
         [V], ["env-three-pump-houses-hit-power-cap"]),
    task("b11-t013", "¿A partir de qué temperatura de bulbo húmedo arrancan solos los cañones "
         "de nieve?", [S], ["sem-frostline-wet-bulb-and-reservoir"]),
    task("b11-t014", "Prepara o plano de produção de neve desta noite para a Ilse.", [U],
         ["pref-ilse-snowmaking-plan-map-by-1600"]),
    # 3 ticket gates
    task("b11-t015", "how long can the turnstiles keep letting people in if they lose the "
         "server?", [S], ["sem-passgate-offline-cache"]),
    task("b11-t016", "what happened at nordside when the fibre got cut by the snowcat", [E],
         ["epi-2026-02-14-gate-reboot-wiped-cache"]),
    task("b11-t017", "all gates at the base show OFFLINE since 5 min, attendant asks if he "
         "should power them off and on", [P], ["rule-never-reboot-gates-while-offline"]),
    task("b11-t018", "We're switching the blocked-card beep to a longer tone tomorrow. Let the "
         "lift staff know.", [U], ["pref-ilse-gate-changes-on-radio-briefing"]),
    task("b11-t019", "we publish the new afternoon pass at 12:00, will every gate take it "
         "straight away?", [V], ["env-new-pass-type-toppstasjon-lag"]),
    task("b11-t020", "Drehkreuze offline nach Glasfaserschaden – neu starten oder nicht?", [P],
         ["rule-never-reboot-gates-while-offline"]),
    task("b11-t021", "Se pubblichiamo un nuovo tipo di skipass, i tornelli in cima lo "
         "accettano subito?", [V], ["env-new-pass-type-toppstasjon-lag"]),
    # 4 ticket pricing
    task("b11-t022", "what's the min and max a day ticket can go to in tarifa, and who owns "
         "the curves?", [S], ["sem-tarifa-price-bounds"]),
    task("b11-t023", "what was that thing with the 8900 kroner ticket", [E],
         ["epi-2026-02-20-tarifa-8900-ticket"]),
    task("b11-t024", "sales sent me a new curve for easter, they want it live tonight. just "
         "merge and deploy?", [P], ["rule-preview-tarifa-curve-14-days"]),
    task("b11-t025", "Summarise the proposed Easter price change for Ilse.", [U],
         ["pref-ilse-pricing-before-after-14-days"]),
    task("b11-t026", "if saturday's ticket goes up 20 % overnight, what happens to sales and "
         "to customer service?", [V], ["env-big-price-rise-sales-drop"]),
    task("b11-t027", "Comment je présente une modification de prix des forfaits à Ilse ?", [U],
         ["pref-ilse-pricing-before-after-14-days"]),
    task("b11-t028", "O que aconteceu com o bilhete de 8.900 coroas nas férias de inverno?",
         [E], ["epi-2026-02-20-tarifa-8900-ticket"]),
    # 5 grooming fleet
    task("b11-t029", "when does the depth map get exported and where do the cats send their "
         "data?", [S], ["sem-pistenlog-fleet-and-depth-export"]),
    task("b11-t030", "didn't the snow report once claim way more snow than there was? what "
         "caused it", [E], ["epi-2026-01-22-rtk-outage-depth-high"]),
    task("b11-t031", "no snow last night but the summit depth went from 150 to 185. report "
         "goes out in 40 min", [P], ["rule-check-rtk-before-publishing-depth-jump"]),
    task("b11-t032", "send the drivers tonight's grooming plan", [U],
         ["pref-ilse-grooming-plan-on-tablet-map"]),
    task("b11-t033", "this morning's export only has 1,870 rows. normal?", [V],
         ["env-pistenlog-export-row-count"]),
    task("b11-t034", "Wie lange dauert der Tiefenexport von Pistenlog normalerweise und wie "
         "viele Zeilen kommen raus?", [V], ["env-pistenlog-export-row-count"]),
    task("b11-t035", "Cosa è successo quando la stazione base RTK si è spenta?", [E],
         ["epi-2026-01-22-rtk-outage-depth-high"]),
    # 6 avalanche control
    task("b11-t036", "how many gas towers are there above the bowl and who has to sign off a "
         "shot?", [S], ["sem-tindbang-towers-slideplan"]),
    task("b11-t037", "what happened in march with the t-bar showing open during the "
         "avalanche work", [E], ["epi-2026-03-03-firing-armed-tbar-open"]),
    task("b11-t038", "slideplan says all closures synced for TB-5, second patroller is logged "
         "in, good to go?", [P], ["rule-confirm-closures-by-radio-before-firing"]),
    task("b11-t039", "vendor has a slideplan security patch out, schedule it for next week", [U],
         ["pref-ilse-slideplan-updates-in-summer"]),
    task("b11-t040", "it's -24 at the towers tomorrow morning, anything I should expect when "
         "we fire?", [V], ["env-cold-tower-ignition-retry"]),
    task("b11-t041", "¿Qué hay que comprobar antes de confirmar un disparo de los Tindbang?",
         [P], ["rule-confirm-closures-by-radio-before-firing"]),
    task("b11-t042", "Wann dürfen wir ein Update für Slideplan einspielen? Was will Ilse da?",
         [U], ["pref-ilse-slideplan-updates-in-summer"]),
    # 7 snow report and webcams
    task("b11-t043", "where does the morning report get its depths and lift status from?", [S],
         ["sem-flakefeed-0700-sources"]),
    task("b11-t044", "the time the report said everything was open but the express was on "
         "wind hold, what happened", [E],
         ["epi-2025-12-27-report-all-lifts-open-wind-hold"]),
    task("b11-t045", "it's 06:50, lift feed last updated 16:40 yesterday, report goes out in "
         "10 min", [P], ["rule-mark-lift-status-expected-before-opening"]),
    task("b11-t046", "write today's conditions text, 30 cm fresh and sunny", [U],
         ["pref-ilse-report-plain-metric"]),
    task("b11-t047", "webcams stopped uploading at 7 and it dumped snow overnight. how long "
         "before people notice?", [V], ["env-webcam-stale-complaints"]),
    task("b11-t048", "Rédige le bulletin d'enneigement de ce matin : 12 cm de neige fraîche, "
         "un peu de glace en bas.", [U], ["pref-ilse-report-plain-metric"]),
    task("b11-t049", "Da dove prende Flakefeed lo stato degli impianti per il bollettino delle "
         "7?", [S], ["sem-flakefeed-0700-sources"]),
    # 8 rental shop
    task("b11-t050", "does edgeware keep the binding release value per contract? where's it "
         "stored", [S], ["sem-edgeware-contracts-din"]),
    task("b11-t051", "what happened with the DIN values at the nordside shop in february", [E],
         ["epi-2026-02-07-offline-sync-reset-din"]),
    task("b11-t052", "shop wifi is down at Village and there's a queue of families to fit. "
         "fitters ask if they can keep going on the tablets", [P],
         ["rule-din-on-paper-when-tablet-offline"]),
    task("b11-t053", "write a short note to the shop managers about yesterday's wrong boot "
         "size on the Hansen family's skis", [U],
         ["pref-ilse-rental-reports-contract-numbers"]),
    task("b11-t054", "two fitters edited the same contract while one tablet was offline, "
         "which edit survives?", [V], ["env-edgeware-resync-last-writer-wins"]),
    task("b11-t055", "Tablet do aluguer sem rede: posso ajustar o DIN no tablet mesmo assim?",
         [P], ["rule-din-on-paper-when-tablet-offline"]),
    task("b11-t056", "Was passiert mit Konflikten, wenn ein Edgeware-Tablet nach Stunden "
         "offline wieder synchronisiert?", [V], ["env-edgeware-resync-last-writer-wins"]),
    # 9 radio dispatch
    task("b11-t057", "which talkgroup are the lift attendants on, and how long are calls "
         "recorded?", [S], ["sem-ridgecall-talkgroups"]),
    task("b11-t058", "why did nobody hear the nordside stop call back in january?", [E],
         ["epi-2026-01-15-ota-left-radios-old-talkgroup"]),
    task("b11-t059", "pushing the new GROOM numbering over the air tonight, I'll delete the "
         "old group once it's sent", [P], ["rule-roll-call-before-removing-old-talkgroup"]),
    task("b11-t060", "GX6 just stopped, tell Ilse", [U], ["pref-ilse-reach-on-mtech-or-sms"]),
    task("b11-t061", "race weekend, ~80 radios up top. will the summit mast cope?", [V],
         ["env-toppstasjon-base-station-saturates"]),
    task("b11-t062", "Cómo contacto a Ilse si está en la montaña y no es una parada de "
         "remonte?", [U], ["pref-ilse-reach-on-mtech-or-sms"]),
    task("b11-t063", "Che è successo quando abbiamo riprogrammato le radio via etere e alcune "
         "erano spente?", [E], ["epi-2026-01-15-ota-left-radios-old-talkgroup"]),
    # 10 weather stations
    task("b11-t064", "which station does the express chair take its wind number from, and "
         "what's the fallback?", [S], ["sem-cairn-weather-stations"]),
    task("b11-t065", "what happened the morning the summit wind sensor said dead calm in the "
         "storm", [E], ["epi-2026-02-02-rimed-anemometer-read-zero"]),
    task("b11-t066", "WS-11 has said 0.3 m/s for 40 minutes, meteo says gale. opening in 20", [P],
         ["rule-flat-wind-reading-means-failed-sensor"]),
    task("b11-t067", "build a wind panel for the lift supervisors' screen", [U],
         ["pref-ilse-weather-units-ms-local-time"]),
    task("b11-t068", "foggy tonight, about -5 and saturated air. what will the top station "
         "read tomorrow morning?", [V], ["env-humid-night-rimes-summit-sensor"]),
    task("b11-t069", "Quelles unités Ilse veut-elle sur les tableaux de bord météo ?", [U],
         ["pref-ilse-weather-units-ms-local-time"]),
    task("b11-t070", "El anemómetro de la cumbre marca casi cero y se espera temporal, ¿qué "
         "hago?", [P], ["rule-flat-wind-reading-means-failed-sensor"]),
    # 11 lodge guest wi-fi
    task("b11-t071", "is the guest wifi in the lodge on the same network as the lifts?", [S],
         ["sem-lodge-guest-wifi-portal"]),
    task("b11-t072", "what happened with the guest wifi on the first holiday saturday", [E],
         ["epi-2026-02-21-portal-cert-expired"]),
    task("b11-t073", "monitoring says portal.skarvheim.no cert expires in 24 days, auto-renew "
         "is on so nothing to do right?", [P], ["rule-renew-portal-cert-test-from-phone"]),
    task("b11-t074", "plan the firmware upgrade of the lodge access points", [U],
         ["pref-ilse-lodge-network-changes-tuesdays"]),
    task("b11-t075", "saturday lunch in the lodge, how many phones before the wifi stops "
         "handing out addresses?", [V], ["env-lodge-lunch-dhcp-exhaustion"]),
    task("b11-t076", "Quando posso mexer na rede Wi-Fi do lodge? Há algum dia preferido?", [U],
         ["pref-ilse-lodge-network-changes-tuesdays"]),
    task("b11-t077", "Was ist damals mit dem Zertifikat vom Gäste-Portal passiert?", [E],
         ["epi-2026-02-21-portal-cert-expired"]),
    # 12 shuttle buses
    task("b11-t078", "how often do the bus trackers report, and who uploads the timetable?",
         [S], ["sem-bussi-trackers-and-parking"]),
    task("b11-t079", "what went wrong with the bus times the day the clocks changed", [E],
         ["epi-2026-03-29-dst-shifted-bus-times"]),
    task("b11-t080", "clocks go back next sunday. anything to do on the shuttle side?", [P],
         ["rule-check-bussi-before-clock-change"]),
    task("b11-t081", "rename the 'P3 Elvebakken' stop to 'P3 Elvebakken / Sports shop' on the "
         "screens", [U], ["pref-ilse-shuttle-changes-via-ravn"]),
    task("b11-t082", "guest says the app showed bus 4 stuck for ages then it teleported. "
         "bug?", [V], ["env-kvitdal-tunnel-tracker-gap"]),
    task("b11-t083", "Changement d'heure dimanche prochain : qu'est-ce que je dois vérifier "
         "sur Bussi ?", [P], ["rule-check-bussi-before-clock-change"]),
    task("b11-t084", "¿Por qué el autobús se queda congelado en el mapa de la app cerca del "
         "túnel?", [V], ["env-kvitdal-tunnel-tracker-gap"]),
    # 13 ski school
    task("b11-t085", "when does snowdesk pick up instructor availability and from where?", [S],
         ["sem-snowdesk-roster-import"]),
    task("b11-t086", "how did we end up with double-booked private lessons in february?", [E],
         ["epi-2026-02-16-roster-import-double-booked"]),
    task("b11-t087", "roster-sync died at 18:07 with a timeout. I'll just kick it off again", [P],
         ["rule-roster-import-rollback-before-rerun"]),
    task("b11-t088", "new template for the lesson-cancelled email please", [U],
         ["pref-ilse-snowdesk-emails-plain-three-languages"]),
    task("b11-t089", "easter lesson bookings open at 09:00 monday. how will snowdesk hold up?",
         [V], ["env-holiday-booking-open-slowdown"]),
    task("b11-t090", "L'import del roster è andato in timeout a metà. Lo rilancio?", [P],
         ["rule-roster-import-rollback-before-rerun"]),
    task("b11-t091", "Escreve o e-mail de confirmação de aula da escola de esqui.", [U],
         ["pref-ilse-snowdesk-emails-plain-three-languages"]),
    # 14 queue cameras
    task("b11-t092", "how does queuecount work out the wait, and are the pictures kept "
         "anywhere?", [S], ["sem-queuecount-counts-only"]),
    task("b11-t093", "the day the app said no queue at the express and everyone went there, "
         "what happened", [E], ["epi-2026-01-31-fogged-camera-zero-wait"]),
    task("b11-t094", "saturday 11:30, app shows 0 min at the gondola. camera health green", [P],
         ["rule-zero-wait-at-peak-check-gate-scans"]),
    task("b11-t095", "the quad camera miscounts, grab a few frames so we can send them to the "
         "vendor", [U], ["pref-ilse-no-camera-frames-ever"]),
    task("b11-t096", "if the app shows 20 min at GX6, do people actually move to another "
         "lift?", [V], ["env-long-wait-shown-shifts-guests"]),
    task("b11-t097", "Die Kamera am Lift zählt falsch – darf ich ein paar Bilder für den "
         "Hersteller speichern?", [U], ["pref-ilse-no-camera-frames-ever"]),
    task("b11-t098", "Qu'est-ce qui s'est passé quand la caméra de file d'attente était "
         "embuée ?", [E], ["epi-2026-01-31-fogged-camera-zero-wait"]),
    # 15 guest app push
    task("b11-t099", "how many pushes a day are we allowed to send and when can't we send?",
         [S], ["sem-app-push-policy"]),
    task("b11-t100", "what was the 5 am powder push disaster about", [E],
         ["epi-2026-03-07-powder-push-at-0512"]),
    task("b11-t101", "schedule tomorrow's 'new snow' push for 07:15", [P],
         ["rule-schedule-push-check-timezone-segment"]),
    task("b11-t102", "send the 'GX6 closed for wind' push to everyone now", [U],
         ["pref-ilse-preview-push-on-her-phone"]),
    task("b11-t103", "what happens to the lift status API right after we push to all users?",
         [V], ["env-push-all-backend-spike"]),
    task("b11-t104", "Envía una notificación push a todos los usuarios: 'Pista 7 abierta "
         "esta noche'.", [U], ["pref-ilse-preview-push-on-her-phone"]),
    task("b11-t105", "Se mandiamo una notifica a tutti, cosa succede al backend dell'app?",
         [V], ["env-push-all-backend-spike"]),
    # 16 OT firewall
    task("b11-t106", "what's the only thing from the lift network that's reachable from the "
         "office side?", [S], ["sem-ot-firewall-pair"]),
    task("b11-t107", "remind me about the vendor firewall rule that was found in the insurer's "
         "audit", [E], ["epi-2025-12-19-vendor-any-any-rule-left"]),
    task("b11-t108", "frostline vendor needs to get on the pump house PLCs this afternoon for "
         "an hour", [P], ["rule-vendor-access-expiring-rule-via-jump-host"]),
    task("b11-t109", "write the change request for opening 502 from the historian replica to "
         "the new reporting server", [U], ["pref-ilse-firewall-change-table"]),
    task("b11-t110", "if I commit the new OT ruleset at 14:00, do the operators notice "
         "anything?", [V], ["env-fw-commit-drops-sessions"]),
    task("b11-t111", "Le fournisseur des canons veut un accès à distance cet après-midi, "
         "comment je l'ouvre ?", [P], ["rule-vendor-access-expiring-rule-via-jump-host"]),
    task("b11-t112", "Como a Ilse quer receber um pedido de alteração de firewall?", [U],
         ["pref-ilse-firewall-change-table"]),
    # 17 floodlights
    task("b11-t113", "which nights is night skiing on and which pistes have lights?", [S],
         ["sem-lumen-floodlight-schedule"]),
    task("b11-t114", "what happened the friday the lights went out on piste 7 with people "
         "still skiing", [E], ["epi-2026-01-09-lights-cut-skiers-in-dark"]),
    task("b11-t115", "event next friday runs till 22:30, I'll change the lumen end time to "
         "22:30 and be done", [P], ["rule-lumen-flash-warning-before-off"]),
    task("b11-t116", "add an extra night-skiing evening on the 14th for the school race", [U],
         ["pref-ilse-night-skiing-in-shared-calendar"]),
    task("b11-t117", "can I just hit 'all on' in lumen to test the masts?", [V],
         ["env-all-masts-on-trip-q3"]),
    task("b11-t118", "Was passiert, wenn man alle Flutlichtgruppen gleichzeitig einschaltet?",
         [V], ["env-all-masts-on-trip-q3"]),
    task("b11-t119", "¿Qué pasó la noche que se apagaron los focos en la pista 7?", [E],
         ["epi-2026-01-09-lights-cut-skiers-in-dark"]),
    # 18 patrol reports
    task("b11-t120", "how long are first-aid reports kept and when do the tablets upload "
         "them?", [S], ["sem-patrolbook-sync-and-retention"]),
    task("b11-t121", "what happened with the lost patrol reports in february", [E],
         ["epi-2026-02-25-reinstall-lost-reports"]),
    task("b11-t122", "patroller's tablet keeps freezing on signatures, he's at the bottom of "
         "piste 2, I'll tell him to wipe and reinstall", [P],
         ["rule-sync-patrolbook-before-any-fix"]),
    task("b11-t123", "prepare february's first-aid numbers for the management meeting", [U],
         ["pref-ilse-incident-stats-by-piste-hour"]),
    task("b11-t124", "-18 tomorrow, patrollers carry tablets in the leg pocket. how long will "
         "they last?", [V], ["env-cold-tablet-battery-drop"]),
    task("b11-t125", "Il tablet della pattuglia si blocca: posso reinstallare l'app subito?",
         [P], ["rule-sync-patrolbook-before-any-fix"]),
    task("b11-t126", "Quanto tempo ficam guardados os relatórios de primeiros socorros do "
         "Patrolbook?", [S], ["sem-patrolbook-sync-and-retention"]),
    # extras
    task("b11-t127", "who's on call for mountain tech tonight at 23:00 if the OT network drops?",
         [S], ["sem-mtech-on-call-rota"]),
    task("b11-t128", "it's 08:10 on a powder day, I need a yes from Ilse on the push text. "
         "will she see my email?", [V], ["env-ilse-opening-morning-silence"]),
    task("b11-t129", "Je vais envoyer à Ilse trois options pour le remplacement des caméras, "
         "sans recommandation. Elle répondra vite ?", [V],
         ["env-ilse-open-options-call-meeting"]),
    task("b11-t130", "Wer hat heute um 06:00 MTECH-Bereitschaft und wo steht der Plan?", [S],
         ["sem-mtech-on-call-rota"]),
]

BLIND11_NO_MEMORY_REQUESTS: list[tuple[str, str]] = [
    ("b11-n01", "write a bash one-liner that counts lines in every .csv under a folder"),
    ("b11-n02", "what's the difference between a wet-bulb and a dew point temperature?"),
    ("b11-n03", "convert 5 m/s to km/h"),
    ("b11-n04", "how do I rename a branch in git locally and on the remote?"),
    ("b11-n05", "ok great, talk tomorrow"),
    ("b11-n06", "explain what a VLAN is in one paragraph"),
    ("b11-n07", "Wie berechne ich in Excel den Median einer Spalte?"),
    ("b11-n08", "Qu'est-ce qu'un certificat TLS auto-signé ?"),
    ("b11-n09", "¿Cuál es la diferencia entre HTTP/1.1 y HTTP/2?"),
    ("b11-n10", "Come funziona la crittografia a chiave pubblica, in breve?"),
    ("b11-n11", "Como faço um gráfico de barras empilhadas em matplotlib?"),
    ("b11-n12", "give me a regex that matches an ISO 8601 date"),
]
