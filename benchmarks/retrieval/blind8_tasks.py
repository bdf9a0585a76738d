"""An eighth workspace and its tasks: a regional water utility's SCADA, field and billing systems,
written from the record format alone and never fitted on.

The store is the memory of the operational-technology and customer-systems team at Harrow Vale
Water (a UK regional water company with about 210,000 customer accounts: an Ignition SCADA
polling DNP3 outstations over the Crane Hill radio and 4G, ControlLogix PLCs at the pump
stations, the AVEVA PI historian, chlorine dosing and its analyzers at Millbrook treatment works,
Ignition alarm management, Sensus FlexNet smart meters and their head-end, the meter data
management system and its VEE rules, the Oracle CC&B bill-cycle batch, tariff loads into CC&B,
Paymentus remittance files, the MyWater customer portal, the ArcGIS Utility Network and its
nightly sync to Maximo, Maximo work orders and crew tablets, the LabWare LIMS and the monthly
return to the Drinking Water Inspectorate, Everbridge customer alerts, vendor remote access
through the OT DMZ, patching of the operator workstations, and DMA night-flow leakage analysis)
and of its principal (Maren Holt, who heads operational technology and customer systems).
Eighteen themes hold one record in each tier naming the same system (a fact, an incident, a
lesson, a preference and a prediction about the radio telemetry, the bill run, the tariff load,
the crew tablets or the customer alerts), so a request's words say what it is about and only
its shape says which kind of memory answers it; two more predictions say how Maren reacts to
long updates and to messages sent late.
Lessons are written the way reflexion writes them (a trigger list of entities and situation
words, a "When ..., do: ... Not: ..." body and a "Why:" quote).

Records and requests were written by hand from the record and task constructors and one earlier
task file's layout only, without the recall code, its cue tables, its weights or any other
store in view, and were never run through recall before being handed over. Every system, person,
place and number is invented; nothing was copied from a public text. Requests are typed the way
a control-room engineer, a billing analyst or a coding agent would type them (imperatives, "how
do I", "what happened when", "will X if", "what does Maren want", "why did ... refuse"), about a
quarter of them in German, French, Spanish, Italian or Portuguese, and none copies its record's
wording. Hard families on purpose: an imperative whose needed memory is how Maren wants that
kind of work done (personalized), a question about how a system or Maren will react
(environment-dynamics), "how do I" about a fact (semantic), the situation a lesson is for told
without the lesson's words (procedural), and "what happened last time" (episodic).
BLIND8_NO_MEMORY_REQUESTS lists requests that no record in this store answers (general knowledge
or small talk), as plain (id, text) pairs outside the task constructor, for a caller that wants
to measure abstention. Report it in aggregate; do not tune on it.
"""

from __future__ import annotations

from typing import Any

from benchmarks.retrieval.dataset import E, P, S, U, V, env, epi, pref, rule, sem, task

BLIND8_RECORDS: list[dict[str, Any]] = [
    # radio and 4G telemetry
    sem("sem-telemetry-dnp3-radio", "scada-telemetry", 0.93, 14, "2026-03-12",
        "Ignition polls 58 DNP3 outstations through the Crane Hill radio master and 4G",
        "The SCADA is Inductive Automation Ignition 8.1 on a redundant pair of gateways, "
        "scada-gw01 (primary, Millbrook works) and scada-gw02 (backup, Fenwick depot). Fifty-eight "
        "outstations (pump stations, service reservoirs, boreholes) have SCADAPack RTUs speaking "
        "DNP3. Forty-one are reached through the licensed 450 MHz radio master on Crane Hill (30 "
        "of them also have a 4G backup router, 11 are radio-only); the other 17 use private-APN "
        "4G routers only. Event polls run every 30 s and an integrity (class 0) poll every 15 "
        "minutes; the radio sites also send unsolicited responses. A site whose link is down keeps "
        "showing its last values with quality Bad_Stale, which the standard HMI templates only "
        "render in grey text."),
    epi("epi-2026-03-09-crane-hill-stale", "scada-telemetry", "incident", "2026-03-09",
        "Eleven radio-only sites showed frozen values for three hours after Crane Hill lost power",
        "A mains failure on Crane Hill outlasted the repeater's battery at 01:40. The eleven "
        "radio-only sites kept their last readings on the overview screens; the night operator saw "
        "a normal level at Ashby Lane service reservoir while it was draining at about 4 % an hour "
        "after a burst on its outlet main. It was found at 04:55 when a customer rang about low "
        "pressure; the reservoir had fallen to 31 %. No comms-loss alarm fired because the only "
        "one configured watched the radio master's heartbeat, which sat on a separate supply."),
    rule("lesson-telemetry-check-quality-not-value", "scada-telemetry",
         ["crane hill", "radio", "dnp3", "outstation", "frozen value", "flatline", "stale",
          "quality"],
         "high", 1, "2026-03-10",
         "Read the tag quality and the last event time before trusting a quiet site",
         "When a telemetry value has not moved for a while or a site looks unusually calm, do: "
         "check the tag quality and the outstation's last-event timestamp on the Comms Status "
         "screen, and for radio sites the Crane Hill master's link counters, before reporting the "
         "level or flow as real. Not: reading a steady number on the overview as proof that the "
         "site is fine.\nWhy: \"Ashby Lane looked full on the screen while it drained for three "
         "hours\"."),
    pref("pref-telemetry-comms-alarm-routing", "alarm-routing", "scada-telemetry", "2026-03-13",
         "Comms-loss alarms go to the duty operator's phone, never only to a mailbox",
         "Maren wants every site-level comms-loss alarm raised at High priority and routed "
         "through the Ignition notification pipeline to the duty operator's phone (SMS first, a "
         "voice call if it is not acknowledged in 10 minutes). She refuses alarm designs that end "
         "in an email distribution list, and asks that each new outstation's comms alarm is "
         "proven by pulling the antenna lead before commissioning is signed off."),
    env("env-telemetry-radio-failover", "system-state", "scada-telemetry",
        "the Crane Hill radio master or its repeater goes down",
        "radio sites with a 4G backup router fail over in about six minutes and then replay their "
        "buffered DNP3 events with the original timestamps, so their trends fill in backwards; "
        "the eleven radio-only sites stay stale until the repeater is back and their gap is never "
        "backfilled", 4, 1, "2026-04-22",
        "From four outages since 2025; the miss was a backup router with an expired SIM."),

    # pump-station PLCs
    sem("sem-plc-controllogix-stations", "plc-changes", 0.91, 9, "2026-02-02",
        "Pump-station control logic runs on ControlLogix PLCs programmed from ews-01",
        "The fourteen large pump stations and both treatment works use Allen-Bradley "
        "ControlLogix 5580 controllers; small sites run logic in the RTU itself. Programs are "
        "edited in Studio 5000 v33 only on the engineering workstation ews-01 in the Millbrook "
        "control room, and the master copies live in FactoryTalk AssetCentre, which versions "
        "every upload and download. Duty/standby pump rotation, low-level cut-outs and the start "
        "inhibits live in the PLC, not in Ignition. Online edits (test, accept, assemble) are "
        "possible without stopping the controller; each controller also boots from the project "
        "stored on its SD card after a major fault."),
    epi("epi-2026-01-27-fenwick-online-edit", "plc-changes", "incident", "2026-01-27",
        "An unfinished online edit at Fenwick booster locked both pumps out overnight",
        "A contractor changed the low-suction cut-out at Fenwick booster with an online edit, "
        "tested the edits and went home without assembling or saving them. A controller fault at "
        "23:10 reloaded the project from the SD card, which held the old threshold and a half-"
        "written interlock, and neither pump would start. About 1,900 properties in Fenwick "
        "Heights had low pressure until 06:30, when the duty technician drove out and restored "
        "the right version from AssetCentre."),
    rule("lesson-plc-online-edit-assemble-save", "plc-changes",
         ["studio 5000", "online edit", "controllogix", "plc", "test edits", "sd card",
          "assetcentre", "cut-out"],
         "high", 0, "2026-01-29",
         "Finish an online edit: assemble, save, store to SD and check it in",
         "When logic in a ControlLogix is changed online, do: assemble the edits, save the "
         "project, store it to the controller's SD card, check the upload into AssetCentre with "
         "the work-order number and read the running logic back before leaving site. Not: leaving "
         "edits tested but unassembled, or saving only on the laptop.\nWhy: \"The controller came "
         "back from a fault with last year's logic and Fenwick had no pressure all night\"."),
    pref("pref-plc-change-witness", "change-control", "plc-changes", "2026-01-30",
         "PLC changes at live stations need the control room on the phone and a rollback copy",
         "Maren wants every download or online edit at a station in service done with the "
         "Millbrook control-room operator on the phone for the whole change, a dated rollback "
         "copy attached to the work order before starting, and no PLC work during the 06:00-09:00 "
         "and 17:00-20:00 demand peaks. She does not accept 'small change, no need' for edits to "
         "interlocks or cut-outs."),
    env("env-plc-download-pumps-stop", "workspace-state-transitions", "plc-changes",
        "a full program download (not an online edit) is made to a pump-station ControlLogix",
        "the controller drops to program mode and every pump at the station stops for the 40 to "
        "90 seconds the download takes; Ignition raises a comms-loss alarm after 60 s and the "
        "outlet pressure falls by about 0.8 bar before the duty pump is running again", 5, 0,
        "2026-02-11", "Measured on five planned downloads at Ashby Lane and Fenwick."),

    # PI historian
    sem("sem-historian-pi", "historian", 0.9, 10, "2026-04-20",
        "Process data is archived in AVEVA PI with per-point compression",
        "Ignition tags are collected by the PI Interface for OPC UA on pi-int01 and stored in "
        "AVEVA PI Data Archive 2023 on pi-arc01. Each PI point has exception and compression "
        "deviations: flows and levels use 0.5 % of span, chlorine 0.02 mg/L, turbidity 0.01 "
        "NTU. Regulatory reporting and the leakage team's night-flow analysis read from PI "
        "through PI Web API, never from Ignition's own tag history, which keeps only 30 days. "
        "Archive files roll over every 2 GB and are backed up nightly."),
    epi("epi-2026-04-15-pi-backfill-replace", "historian", "incident", "2026-04-15",
        "A backfill overwrote a week of Millbrook chlorine readings in PI",
        "An analyst filled a two-day gap in the Millbrook final-water chlorine point from the "
        "analyzer's CSV export using PI Builder in replace mode. The CSV timestamps were local "
        "time and PI expected UTC, so the load landed an hour out and replaced good values across "
        "the week. The monthly compliance extract then showed 14 readings under 0.5 mg/L that "
        "never happened; the report to the regulator was held two days while the archive was "
        "restored from the 14 April backup."),
    rule("lesson-historian-backfill-insert-only", "historian",
         ["pi", "historian", "backfill", "pi builder", "csv import", "archive", "gap",
          "pi-arc01"],
         "high", 0, "2026-04-17",
         "Backfill PI with insert-no-replace after checking the time zone",
         "When gaps in PI data are filled from an export or a logger file, do: convert the "
         "timestamps to UTC, load into a test point first, then write with insert-no-replace and "
         "compare event counts before and after. Not: using replace mode on a live point or "
         "trusting the file's local timestamps.\nWhy: \"We nearly sent the regulator fourteen "
         "chlorine failures that never happened\"."),
    pref("pref-historian-tag-naming", "data-naming", "historian", "2026-04-21",
         "New PI points follow SITE.ASSET.MEASURE and go through the historian owner",
         "Maren wants every new PI point named SITE.ASSET.MEASURE in capitals (ASHBY.RES1.LEVEL), "
         "with engineering unit and description filled in, and the list of proposed points sent "
         "as a table to the historian owner, Dev Raman, for review; nobody creates points "
         "directly, however few."),
    env("env-historian-buffer-replay", "system-state", "historian",
        "pi-arc01 is unreachable from the interface node for a while",
        "pi-int01 buffers for up to about 36 hours and, once the archive is back, replays at "
        "roughly four hours of data every ten minutes; PI Vision trends show a flat line over the "
        "gap until the replay reaches it, and points whose buffer overflowed keep a permanent "
        "hole", 3, 0, "2026-05-02",
        "From two planned archive upgrades and one network outage."),

    # chlorine dosing at Millbrook
    sem("sem-chlorine-analyzers", "chlorine-dosing", 0.94, 16, "2026-05-22",
        "Millbrook doses hypochlorite on a compound loop trimmed by two residual analyzers",
        "Millbrook treatment works doses sodium hypochlorite on a compound loop: paced from the "
        "outlet flowmeter and trimmed on free-chlorine residual. Two Hach CL17sc analyzers, CL-A "
        "and CL-B, sample final water; the PLC controls on their average and alarms when they "
        "differ by more than 0.15 mg/L. Target 0.80 mg/L, low alarm 0.50, low-low 0.30, which "
        "closes the works outlet valve. Reagents are changed monthly and the analyzer reads zero "
        "for about ten minutes while it primes."),
    epi("epi-2026-05-20-reagent-trip", "chlorine-dosing", "incident", "2026-05-20",
        "A reagent change on both analyzers tripped the Millbrook outlet for 35 minutes",
        "The process technician changed reagent on CL-A and then CL-B without putting either in "
        "maintenance hold. The averaged residual fell to 0.20 mg/L, the low-low trip closed the "
        "outlet valve and the works stopped supplying for 35 minutes; two service reservoirs drew "
        "down 9 %. The trip had to be notified to the Drinking Water Inspectorate as an event "
        "although the water itself was never under-dosed."),
    rule("lesson-chlorine-analyzer-hold", "chlorine-dosing",
         ["chlorine analyzer", "cl17", "cl-a", "cl-b", "reagent", "millbrook", "calibration",
          "maintenance hold"],
         "high", 0, "2026-05-21",
         "Hold one chlorine analyzer at a time and let the other one control",
         "When a chlorine analyzer at Millbrook needs reagent, calibration or cleaning, do: put "
         "that analyzer in maintenance hold on the HMI so the PLC controls on the other, work on "
         "one analyzer per visit window, and release the hold only when its reading is within 0.1 "
         "mg/L of its partner. Not: servicing both in the same window or leaving them in auto "
         "while they read zero.\nWhy: \"A routine reagent change shut the works for thirty-five "
         "minutes\"."),
    pref("pref-chlorine-report-units", "reporting", "chlorine-dosing", "2026-05-23",
         "Chlorine figures in mg/L to two decimals, analyzer named, breach first",
         "Maren wants any message or report that quotes chlorine residuals to give mg/L to two "
         "decimal places, say which analyzer it is (CL-A, CL-B or the average), and put any "
         "compliance breach in the first line. No ppm and no percentages, even in internal chat."),
    env("env-chlorine-dose-change-lag", "workspace-state-transitions", "chlorine-dosing",
        "the hypochlorite dose setpoint at Millbrook is changed",
        "the final-water residual starts to move after about 12 minutes (contact tank transit) "
        "and settles after 35-40 minutes; sample taps at the far end of the supply zone follow "
        "6-10 hours later", 6, 1, "2026-03-18",
        "One miss at very low night flow, when transit took 25 minutes."),

    # alarm management
    sem("sem-alarm-priorities", "alarm-management", 0.9, 8, "2026-02-06",
        "Ignition alarms use four priorities, shelving is capped at eight hours",
        "Alarm priorities in Ignition: Critical for reservoir low-low, chlorine low-low and "
        "intruder alarms at works and boreholes; High for comms loss and pump trips; Medium for "
        "high levels and analyzer disagreement; Low for maintenance reminders. Operators may "
        "shelve an alarm for at most eight hours and every shelve is logged with the operator's "
        "name. The alarm journal is kept for three years in the SQL Server database scada-db01, "
        "table alarm_events. The ISA-18.2 target is fewer than six alarms per operator per hour."),
    epi("epi-2026-02-03-storm-flood", "alarm-management", "incident", "2026-02-03",
        "A storm raised 1,400 alarms in an hour and the Kelby intruder alarm was lost in them",
        "Lightning took power out at nine sites; between 19:00 and 20:00 the alarm summary "
        "received about 1,400 alarms, mostly chattering power-fail and comms alarms. The operator "
        "acknowledged them page by page and the Critical intruder alarm at Kelby borehole went "
        "with them. Cable had been stolen from the borehole compound; it was found the next "
        "morning by the maintenance crew."),
    rule("lesson-alarm-no-bulk-ack", "alarm-management",
         ["alarm flood", "acknowledge all", "alarm summary", "storm", "chattering", "shelve",
          "ignition alarms"],
         "medium", 1, "2026-02-05",
         "In an alarm flood, filter to Critical and High before acknowledging anything",
         "When the alarm summary floods (more than about 30 new alarms in a few minutes), do: "
         "filter it to Critical and High, deal with those one at a time, then shelve the "
         "chattering power-fail groups by site with a reason. Not: select-all and acknowledge, or "
         "a script that acknowledges alarms in bulk.\nWhy: \"The Kelby break-in alarm was "
         "acknowledged along with three hundred others and nobody read it\"."),
    pref("pref-alarm-rationalisation", "alarm-design", "alarm-management", "2026-02-09",
         "A new alarm needs its rationalisation row approved before it is configured",
         "Maren wants every proposed alarm written as one row of the alarm rationalisation sheet "
         "(tag, priority, cause, operator action, time to respond, consequence of ignoring it) "
         "and approved by the operations manager, Gwen Ashworth, before anyone adds it in "
         "Ignition. She turns down any alarm with no defined operator action."),
    env("env-alarm-storm-volume", "skill-output-shape", "alarm-management",
        "the agent queries the alarm journal for a storm night",
        "alarm_events returns 1,000-2,000 rows per storm hour, about 80 % of them from five tag "
        "groups (power fail, comms, UPS, door, surge arrester), and the query takes 20-40 s on "
        "scada-db01; grouping by site and priority first keeps the answer readable", 3, 0,
        "2026-02-20", "From the three February storms."),

    # AMI smart meters
    sem("sem-ami-flexnet", "ami-meters", 0.92, 12, "2026-06-19",
        "Smart meter reads reach the MDM from the Sensus RNI every four hours",
        "About 132,000 of the 210,000 meters are iPERL meters with FlexNet radio endpoints. Reads "
        "travel through 26 tower gateways to the Sensus RNI (Regional Network Interface), hosted "
        "by Sensus, which sends hourly interval reads to the MDM in a batch every four hours over "
        "SFTP. Leak, backflow and tamper flags come with the reads. Endpoint firmware is pushed "
        "over the air from the RNI in waves; an endpoint battery is rated for 20 years at the "
        "default transmit profile."),
    epi("epi-2026-06-04-firmware-wave", "ami-meters", "incident", "2026-06-04",
        "A firmware wave to 20,000 southern endpoints doubled their transmit rate",
        "A firmware wave to 20,000 endpoints in the southern district also reset their transmit "
        "profile to 15-minute interval mode. Nobody noticed for eleven days, until Sensus flagged "
        "the battery forecast: projected life for those endpoints fell from 17 to 9 years. A "
        "second wave on 18 June put the profile back; the battery already spent could not be "
        "recovered."),
    rule("lesson-ami-firmware-canary", "ami-meters",
         ["flexnet", "rni", "sensus", "firmware", "endpoint", "ota", "wave", "transmit profile"],
         "high", 0, "2026-06-19",
         "Send endpoint firmware to the canary group and read the profile back first",
         "When firmware or a configuration is pushed to FlexNet endpoints, do: send it to the "
         "200-endpoint canary group first, check after 48 hours that their transmit profile and "
         "read interval are unchanged in the RNI, then release the district waves. Not: releasing "
         "a whole district because the vendor's notes say the profile is untouched.\nWhy: "
         "\"Twenty thousand meters lost eight years of battery in eleven days\"."),
    pref("pref-ami-vendor-tickets", "vendor-communication", "ami-meters", "2026-06-20",
         "Sensus tickets are raised by the AMI lead on the portal, Maren copied on big ones",
         "Maren wants every support request to Sensus raised by the AMI lead, Kofi Mensah, "
         "through the vendor portal, never by email to the account manager; she is copied on "
         "anything about firmware, battery life or contract service levels, and the ticket number "
         "goes into the team's AMI log the same day."),
    env("env-ami-sftp-late-batch", "filesystem-response", "ami-meters",
        "a four-hourly read batch from the RNI is late or partial",
        "the file sits in /data/mdm/inbound/rni with a .part suffix and is renamed only when "
        "complete; a batch still .part after 30 minutes nearly always completes within two hours, "
        "and the MDM importer ignores .part files, so nothing needs copying by hand", 7, 1,
        "2026-05-27", "One partial batch in May had to be resent by Sensus."),

    # meter data validation (VEE)
    sem("sem-mdm-vee", "meter-data-validation", 0.9, 11, "2026-02-27",
        "The MDM validates and estimates reads with VEE rules before billing uses them",
        "Reads from the RNI and from the handheld route readers land in Oracle Utilities Meter "
        "Data Management on mdm-app01. VEE rules hold a read for review when consumption is more "
        "than three times the same period last year, is negative, or the meter carries a tamper "
        "flag; a missing read is estimated from the account's 12-month average daily use and "
        "carries reading type E, shown on the bill as estimated. Bill determinants go to CC&B at "
        "02:00 each night."),
    epi("epi-2026-02-24-vee-mass-estimate", "meter-data-validation", "incident", "2026-02-24",
        "A tightened high-usage rule turned 6,300 bills into estimates",
        "The high-usage rule was tightened from 3x to 2x in production to catch more leaks, with "
        "no trial run. Compared against a winter-low period, 6,300 ordinary reads failed, were "
        "replaced by estimates and went out on bills. The contact centre took about 1,100 calls "
        "in the next week and 6,300 re-bills were issued in March."),
    rule("lesson-mdm-vee-simulate", "meter-data-validation",
         ["vee", "mdm", "validation rule", "estimate", "high usage", "threshold", "meter data"],
         "high", 0, "2026-02-26",
         "Simulate a VEE rule change on last month's reads before switching it on",
         "When a VEE threshold or rule in the MDM is changed, do: run it in simulation mode over "
         "the last full billing month, compare how many reads it would hold or estimate against "
         "the current rule, and agree the difference with billing operations before activating "
         "it. Not: editing the rule in production and waiting to see what the next cycle does."
         "\nWhy: \"Six thousand customers got estimated bills and rang us\"."),
    pref("pref-mdm-exceptions-summary", "reporting", "meter-data-validation", "2026-03-02",
         "The daily VEE exception report is a short table by rule",
         "Maren wants the daily VEE exception report as a table with one row per rule: today's "
         "count, the 30-day average and the change, biggest change first, with at most three "
         "example account numbers per rule. She does not want raw exception exports pasted into "
         "chat or emails."),
    env("env-mdm-exception-count", "skill-output-shape", "meter-data-validation",
        "the nightly VEE run finishes",
        "it produces 900-1,400 exceptions on an ordinary night, about 70 % from the handheld-read "
        "routes; a count above 2,500 almost always means a late or duplicated RNI batch rather "
        "than a real change in consumption", 9, 1, "2026-05-30",
        "The miss was the first frost night in January, when real bursts doubled the count."),

    # CC&B bill cycle batch
    sem("sem-ccb-bill-run", "billing-batch", 0.93, 15, "2026-04-02",
        "Bills are produced by the CC&B bill-cycle batch chain each working night",
        "Oracle Utilities Customer Care and Billing 2.9 runs the bill-cycle chain on "
        "ccb-batch01: BILLING, then BILLPRT, then the print-vendor extract, for one of twenty bill "
        "cycles each working night, about 10,500 accounts per cycle. Control-M starts the chain "
        "at 22:30; the print extract goes by SFTP to the print vendor Docuprint at 04:00 and the "
        "e-bill PDFs to the portal's document store. A cycle can be rerun only until its print "
        "extract has been sent; after that, corrections go through cancel-rebill."),
    epi("epi-2026-03-31-duplicate-print", "billing-batch", "incident", "2026-03-31",
        "A restarted bill cycle sent 10,200 bills to the printer twice",
        "BILLPRT failed at 03:10 on a full temp filesystem. The on-call analyst freed space and "
        "restarted the whole chain from the Control-M console rather than the failed step. Part "
        "of the print extract had already gone; Docuprint received two files for cycle 14 and "
        "printed and posted both. About 10,200 customers got two identical bills and the "
        "apology letter cost £4,800 in postage."),
    rule("lesson-ccb-restart-failed-step", "billing-batch",
         ["ccb", "bill cycle", "billprt", "control-m", "batch restart", "print extract",
          "docuprint"],
         "high", 0, "2026-04-01",
         "Restart a failed bill-cycle chain at the failed step, after checking the print drop",
         "When a step of the CC&B bill-cycle chain fails overnight, do: check the SFTP log for any "
         "print extract of that cycle already sent to Docuprint, ring their night desk if one "
         "was, and rerun only the failed step from Control-M. Not: rerunning the chain from the "
         "top.\nWhy: \"Ten thousand customers got every bill twice and we paid the postage "
         "again\"."),
    pref("pref-ccb-incident-comms", "incident-communication", "billing-batch", "2026-04-03",
         "Overnight billing problems reach the billing manager by 08:00 in three lines",
         "Maren wants any overnight billing batch problem reported to Lorna Pike, the billing "
         "operations manager, by 08:00 as a Teams message of three lines: what failed, how many "
         "accounts, and whether customers will notice. The technical detail goes into the "
         "incident ticket, not into that message."),
    env("env-ccb-chain-duration", "system-state", "billing-batch",
        "a bill-cycle chain runs on ccb-batch01",
        "BILLING takes 70-90 minutes for a 10,500-account cycle and BILLPRT 35-50 minutes; "
        "cycles that bill across a rate change run about 1.6 times longer and can push the "
        "print extract past the 04:00 SFTP window", 11, 2, "2026-05-06",
        "The two misses were nights when the database backup overlapped the chain."),

    # tariff loads
    sem("sem-tariff-rate-schedules", "tariff-rates", 0.9, 7, "2026-04-04",
        "Tariffs live in CC&B rate schedules loaded from the rates-config repository",
        "Charges come from effective-dated CC&B rate schedules (RS-DOM-MET, RS-DOM-UNM, RS-NHH "
        "and the sewerage schedules). The tariff for the charging year starting 1 April is "
        "prepared by the revenue team as a spreadsheet, turned into Configuration Migration "
        "Assistant (CMA) import files kept in the git repository rates-config, loaded to the "
        "TEST environment and then migrated to production. A bill whose period spans the change "
        "date is prorated by days."),
    epi("epi-2026-04-02-tariff-effective-date", "tariff-rates", "incident", "2026-04-02",
        "The new standing charge was loaded effective 1 March and billed on March",
        "The 2026/27 tariff was migrated on 28 March with the standing-charge component effective "
        "1 March instead of 1 April, a typo in one CMA file. Cycles billed between 30 March and "
        "1 April charged the new standing charge for the whole of March; about 29,000 accounts "
        "were overcharged by £1.12 on average before revenue assurance caught it on 2 April."),
    rule("lesson-tariff-diff-effective-dates", "tariff-rates",
         ["tariff", "rate schedule", "cma", "standing charge", "effective date", "rates-config",
          "rate component"],
         "high", 0, "2026-04-03",
         "Check every effective date of a tariff load against the published charges",
         "When a tariff or rate component change is prepared for CC&B, do: list every "
         "effective-dated row in the CMA files with a script, compare each date and value with "
         "the published charges scheme, and bill 500 sample accounts in TEST on both sides of the "
         "change date. Not: trusting the spreadsheet's header date or reading the import files by "
         "eye.\nWhy: \"Twenty-nine thousand customers paid April's standing charge for March\"."),
    pref("pref-tariff-release-notes", "release-notes", "tariff-rates", "2026-04-06",
         "Tariff release notes are written for contact-centre advisers",
         "Maren wants release notes for tariff or rate changes written so a contact-centre "
         "adviser can use them: what a typical household will see on its next bill with a worked "
         "example in pounds, which customers are affected, from when, and what to say when asked. "
         "Configuration detail goes in an appendix; one page at most."),
    env("env-tariff-cma-migration", "workspace-state-transitions", "tariff-rates",
        "a CMA migration with rate changes is applied to production",
        "the new rate versions exist at once, but bills already calculated and not yet completed "
        "keep the old values until their bill segments are regenerated; after the CC&B cache "
        "flush the online bill calculation uses the new values within about five minutes", 4, 0,
        "2026-04-04", "From the last four tariff loads."),

    # Paymentus payments
    sem("sem-payments-remittance", "payments", 0.91, 10, "2026-01-15",
        "Card and online payments arrive from Paymentus in a nightly remittance file",
        "Online, IVR and card payments are taken by Paymentus. Each night Paymentus puts a "
        "fixed-width remittance file (one record per payment and a trailer with count and total) "
        "on sftp-ext01 in /inbound/paymentus, named PMTS_YYYYMMDD.txt. The CC&B payment upload "
        "batch PUPL picks it up at 02:30 and posts the payments to accounts, then moves the file "
        "to /archive. Direct debits come separately from the Bacs bureau."),
    epi("epi-2026-01-12-remittance-double-post", "payments", "incident", "2026-01-12",
        "A remittance file reloaded by hand posted £212,000 of payments twice",
        "PUPL failed halfway through on a malformed record. An analyst fixed the record, copied "
        "the file from /archive back into /inbound and reran the batch; the 4,100 payments "
        "posted before the failure were posted again. Balances showed false credits, 37 direct-"
        "debit collections were skipped because accounts looked paid, and finance spent three "
        "days reversing payments."),
    rule("lesson-payments-reload-missing-only", "payments",
         ["paymentus", "remittance", "pupl", "payment upload", "sftp-ext01", "reprocess",
          "payment file"],
         "high", 0, "2026-01-14",
         "Reprocess a payment file only for the records that did not post",
         "When a Paymentus remittance file fails part way and has to be loaded again, do: query "
         "which payment references from the file already exist in CC&B, build a file of only the "
         "missing ones with a corrected trailer, and have finance agree the totals before the "
         "rerun. Not: copying the original file back into /inbound and rerunning PUPL.\nWhy: "
         "\"We posted four thousand payments twice and spent three days unpicking them\"."),
    pref("pref-payments-no-file-contents", "data-handling", "payments", "2026-01-16",
         "No payment file contents in tickets, chat or prompts",
         "Maren wants nobody to paste lines of payment or remittance files into tickets, Teams or "
         "prompts to the coding agent, even though the files hold no full card numbers. Payment "
         "references, counts and totals are the most that may be shared, and test data must be "
         "generated rather than taken from real files."),
    env("env-payments-file-arrival", "filesystem-response", "payments",
        "the nightly Paymentus remittance file is due on sftp-ext01",
        "it arrives between 01:10 and 01:40; after a bank holiday no file comes that night and "
        "the next file carries both days; about twice a year a zero-byte file appears and a "
        "complete resend follows before 05:00", 10, 1, "2026-06-01",
        "The miss was the night Paymentus moved data centre in April."),

    # MyWater portal
    sem("sem-portal-mywater", "customer-portal", 0.89, 9, "2026-05-14",
        "MyWater reads accounts from CC&B through MuleSoft and signs customers in with B2C",
        "The customer portal MyWater is a Next.js front end on Azure App Service with a Node API "
        "that calls CC&B inbound web services through the MuleSoft integration layer: account "
        "details, bill PDFs from the document store, daily usage charts from MDM data, and direct "
        "debit set-up. Customers sign in with Azure AD B2C. Releases go from the main branch "
        "through Azure DevOps pipelines to a staging slot that is then swapped into production. "
        "About 61,000 customers are registered."),
    epi("epi-2026-05-12-portal-peak-release", "customer-portal", "incident", "2026-05-12",
        "A morning portal release logged every customer out and broke direct-debit set-up",
        "At 09:30, the morning after e-bills for two cycles were emailed, a MyWater release was "
        "swapped into production. The swap changed the B2C token-signing setting, which was not "
        "marked slot-sticky; every signed-in customer was logged out and the direct-debit form "
        "returned errors for two hours. The contact centre queue reached 48 minutes."),
    rule("lesson-portal-release-window", "customer-portal",
         ["mywater", "portal", "slot swap", "release", "azure devops", "b2c", "staging slot"],
         "medium", 0, "2026-05-13",
         "Swap portal releases in the evening and never the morning after an e-bill send",
         "When a MyWater release is ready for production, do: check the e-bill send calendar, "
         "swap after 19:00 on a day with no e-bill send that morning, and straight after the swap "
         "sign in on production with a test account and open the direct-debit form. Not: "
         "swapping in the morning because staging tests passed.\nWhy: \"We logged out every "
         "customer on the busiest morning of the month\"."),
    pref("pref-portal-release-notes", "release-notes", "customer-portal", "2026-05-15",
         "Portal release notes start with what customers will notice, with screenshots",
         "Maren wants MyWater release notes to open with a short 'what customers will notice' "
         "list in plain words and one screenshot per visible change, then the ticket list. No "
         "internal jargon (slot, B2C, API, MuleSoft) in the top part, and they are posted in the "
         "Customer Digital channel, not emailed."),
    env("env-portal-swap-warmup", "workspace-state-transitions", "customer-portal",
        "a staging slot is swapped into production for MyWater",
        "signed-in customers keep their sessions as long as the slot-sticky settings are "
        "unchanged; the app is cold for about 90 seconds after the swap (first requests take "
        "6-10 s) unless the warm-up endpoint is called first", 6, 1, "2026-05-20",
        "The miss is the 12 May swap, when a token setting was not slot-sticky."),

    # GIS Utility Network
    sem("sem-gis-utility-network", "gis-network", 0.9, 8, "2026-03-20",
        "The pipe network lives in the ArcGIS Utility Network and syncs to Maximo nightly",
        "Mains, valves, hydrants, meters and service connections are kept in an Esri ArcGIS "
        "Enterprise 11.1 Utility Network on gis-app01, enterprise geodatabase on SQL Server. The "
        "two GIS technicians edit in branch versions that are reconciled and posted to default "
        "after QA. A nightly FME job at 01:00 pushes new, changed and retired assets to Maximo, "
        "keyed on the GIS facility ID."),
    epi("epi-2026-03-17-fme-retired-valves", "gis-network", "incident", "2026-03-17",
        "The GIS sync retired 3,400 Oakhurst valves in Maximo with their history",
        "A long-running branch version was posted after a bulk edit that had deleted and "
        "recreated 3,400 valves in the Oakhurst zone to fix their geometry. The recreated valves "
        "got new facility IDs; the FME job saw 3,400 deletions and 3,400 new assets and retired "
        "the old Maximo assets together with their work-order history. Crews lost the valve "
        "history on their tablets and merging the records took a week."),
    rule("lesson-gis-bulk-edit-keep-ids", "gis-network",
         ["arcgis", "utility network", "fme", "facility id", "bulk edit", "branch version",
          "maximo sync", "digitise"],
         "high", 0, "2026-03-19",
         "Keep facility IDs through GIS bulk edits and dry-run the Maximo sync",
         "When many features in the Utility Network are edited, moved or rebuilt, do: change "
         "geometry in place so the facility IDs survive, and before posting run the FME job in "
         "report-only mode and check the counts of retirements and new assets. Not: delete and "
         "recreate, or posting a large version the night before an unchecked sync.\nWhy: \"Three "
         "thousand valves lost their maintenance history overnight\"."),
    pref("pref-gis-map-outputs", "map-outputs", "gis-network", "2026-03-23",
         "Maps for operations and the board are A3 PDFs with the operations basemap",
         "Maren wants maps for operations or the board sent as A3 landscape PDFs on the "
         "operations basemap, with scale bar, north arrow, print date and data-as-of date, and "
         "zone boundaries in orange. No screenshots of ArcGIS Pro and no web-map links for people "
         "outside the GIS team."),
    env("env-gis-fme-sync-shape", "skill-output-shape", "gis-network",
        "the nightly FME GIS-to-Maximo job runs",
        "it finishes in 15-25 minutes and reports 20-200 changed assets; more than 1,000 changes "
        "or more than 50 retirements means a bulk edit was posted and the run must be checked "
        "before anyone trusts Maximo that morning", 8, 0, "2026-04-10",
        "Stable since the March fix."),

    # Maximo work orders and crew tablets
    sem("sem-maximo-work-orders", "work-orders", 0.91, 13, "2026-04-30",
        "Field work is planned in Maximo and dispatched to crews on Maximo Mobile",
        "IBM Maximo Application Suite (Manage) holds assets, preventive maintenance plans and "
        "work orders. Reactive jobs come from the contact centre through the CC&B-to-Maximo "
        "integration (a service request becomes a work order) and from operators acting on "
        "SCADA alarms. Jobs are dispatched to 140 crews who use Maximo Mobile on tablets managed "
        "by Intune. Status flow is WAPPR, APPR, INPRG, COMP, CLOSE; bursts are raised as "
        "priority 1 and go straight to APPR."),
    epi("epi-2026-04-28-mobile-update-data-loss", "work-orders", "incident", "2026-04-28",
        "A Maximo Mobile update wiped two days of unsynced crew work",
        "A new Maximo Mobile version was pushed to all tablets through Intune as a required "
        "update while 60 crews had unsynced work. The update cleared the app's local data: job "
        "completions, photos and meter-exchange details recorded offline on 27-28 April were "
        "lost for 212 work orders. Crews re-entered them from paper notes and 19 meter exchanges "
        "needed a second visit to read the new serial numbers."),
    rule("lesson-maximo-mobile-sync-first", "work-orders",
         ["maximo mobile", "tablet", "intune", "app update", "offline", "unsynced", "crew"],
         "high", 0, "2026-04-30",
         "Make sure every tablet has synced before a Maximo Mobile update",
         "When a Maximo Mobile update or tablet policy change is scheduled, do: run the pending-"
         "transactions report for devices with unsynced work, ask the crew supervisors to get "
         "those synced, and publish the update as available in Intune for a week before making "
         "it required. Not: pushing a required update to every tablet at once.\nWhy: \"Two days "
         "of crew work vanished from sixty tablets\"."),
    pref("pref-maximo-supervisor-brief", "field-communication", "work-orders", "2026-05-04",
         "Changes crews will see are briefed at the Monday supervisors' stand-up",
         "Maren wants any change crews will notice on their tablets (new fields, new statuses, "
         "app updates) explained by the team at the 07:30 Monday supervisors' stand-up with a "
         "one-page illustrated guide, at least a week before it goes live. Crews should never "
         "find out about a change from the tablet itself."),
    env("env-maximo-freeze-thaw-volume", "workspace-state-transitions", "work-orders",
        "a thaw follows several days of frost",
        "reactive burst work orders rise from about 40 to 150-250 a day for three to five days, "
        "half of them priority 1, and the CC&B-to-Maximo service request queue runs about two "
        "hours behind on the first morning", 3, 0, "2026-02-14",
        "From the last three winters."),

    # LIMS and the DWI return
    sem("sem-lims-dwi-return", "water-quality-lims", 0.92, 10, "2026-02-19",
        "Regulatory samples are logged in LabWare and returned monthly to the DWI",
        "The water-quality laboratory runs LabWare LIMS 8. Regulatory samples from customer "
        "taps, service reservoirs and works are scheduled from the sampling plan, barcoded at "
        "collection and approved by the lab manager. On the 10th of each month dwi_extract.py in "
        "the wq-reporting repository builds the previous month's approved results in the "
        "Drinking Water Inspectorate's schema and the file is uploaded to the DWI portal. A "
        "failed parameter is reported separately within 24 hours, by phone and then on the "
        "event form."),
    epi("epi-2026-02-10-dwi-iron-units", "water-quality-lims", "incident", "2026-02-10",
        "The January DWI return reported iron a thousand times too low",
        "The return for January was built after a LIMS upgrade that changed the stored unit for "
        "iron from µg/L to mg/L. The extract script copied the values without converting; the "
        "portal accepted the file and 212 iron results appeared a thousand times lower than "
        "measured. The Inspectorate queried it a week later and the file was resubmitted with a "
        "formal explanation."),
    rule("lesson-lims-extract-compare-months", "water-quality-lims",
         ["dwi", "dwi_extract", "lims", "labware", "monthly return", "units", "regulatory"],
         "high", 0, "2026-02-18",
         "Compare units and medians with earlier months before sending the DWI return",
         "When the monthly DWI return is built, and always after the LIMS or the extract script "
         "has changed, do: compare each parameter's unit and median with the previous three "
         "months, stop on any shift bigger than a factor of three, and have the lab manager sign "
         "the comparison before upload. Not: treating the portal's acceptance as a check.\nWhy: "
         "\"The regulator found our iron results were out by a thousand before we did\"."),
    pref("pref-lims-regulator-contact", "regulator-communication", "water-quality-lims",
         "2026-02-20",
         "Only the water quality manager writes to the DWI; drafts go to Maren first",
         "Maren wants every message to the Drinking Water Inspectorate sent by the water quality "
         "manager, Dr Helen Pryce, never by IT staff or the agent. Drafts written in the team go "
         "to Maren and Helen for review, in plain factual language with no speculation about "
         "cause."),
    env("env-lims-extract-run", "skill-output-shape", "water-quality-lims",
        "dwi_extract.py is run for a month",
        "it takes 3-6 minutes, writes about 4,800 result rows and prints one warning line per "
        "sample without approved status; more than 30 warnings means approvals are still "
        "outstanding in the LIMS and the return should wait", 5, 0, "2026-06-10",
        "From the last five monthly runs."),

    # Everbridge customer alerts
    sem("sem-notify-everbridge", "customer-alerts", 0.9, 9, "2026-06-11",
        "Customer alerts go out through Everbridge by area, refreshed nightly from CC&B",
        "Mass customer alerts use Everbridge. Contact lists are refreshed every night from CC&B "
        "(phone, email, SMS opt-in and the priority services register flag) and geocoded to each "
        "property. The drafter draws the affected area or picks a preloaded DMA polygon from GIS "
        "and chooses a template: boil water, supply interruption, low pressure or all clear. "
        "Customers on the priority services register (dialysis at home, medical needs) also get "
        "a voice call. Sending needs two people: one drafts, the incident duty manager approves."),
    epi("epi-2026-06-09-birch-road-alert", "customer-alerts", "incident", "2026-06-09",
        "A one-street shutdown alert went to the whole Oakhurst zone",
        "A planned four-hour shutdown on Birch Road was notified to the whole Oakhurst DMA group, "
        "14,800 properties, because the drafter picked the DMA polygon instead of drawing the "
        "street. The approver checked the wording and not the count. About 600 calls and a wave "
        "of social-media complaints followed; a correction went out 40 minutes later."),
    rule("lesson-notify-check-recipient-count", "customer-alerts",
         ["everbridge", "boil water", "supply interruption", "alert", "polygon", "approve",
          "recipients"],
         "high", 0, "2026-06-10",
         "Check the recipient count against the properties affected before approving an alert",
         "When a customer alert is drafted or approved in Everbridge, do: compare the recipient "
         "count with the number of properties the valve or work-order list says are affected, "
         "query anything more than 20 % above it, and open the map preview. Not: approving on the "
         "wording alone.\nWhy: \"Fifteen thousand households were told their water was going off "
         "for one street's repair\"."),
    pref("pref-notify-message-style", "customer-messaging", "customer-alerts", "2026-06-12",
         "Customer alerts are short, give times, and never blame anyone",
         "Maren wants customer alerts under 300 characters for SMS, with start and expected end "
         "times, what the customer should do, and the phone number. No technical words (DMA, "
         "main, valve), no apologies for things not yet known, and never the name of a "
         "contractor or a guessed cause."),
    env("env-notify-call-surge", "workspace-state-transitions", "customer-alerts",
        "an Everbridge alert is sent to more than 5,000 properties",
        "the contact centre gets calls from about 3-5 % of recipients in the first hour, peaking "
        "15-25 minutes after the send, and the MyWater service-status page gets about ten times "
        "its usual traffic", 4, 1, "2026-06-12",
        "The miss was a night-time send with a much smaller surge."),

    # OT remote access
    sem("sem-ot-remote-access", "ot-remote-access", 0.93, 7, "2026-01-23",
        "Vendors reach OT systems only through the recorded jump host in the OT DMZ",
        "The OT network (SCADA, PLCs, historian interface) is separated from corporate IT by a "
        "FortiGate pair. The only remote path is the jump host ot-jump01 in the OT DMZ, reached "
        "over the corporate VPN with MFA, where vendor sessions are brokered and recorded by "
        "Claroty Secure Remote Access. Vendor accounts are time-boxed and enabled per request by "
        "the OT security lead, Ines Duarte. TeamViewer, AnyDesk and similar tools are blocked at "
        "the firewall."),
    epi("epi-2026-01-20-kelby-vendor-modem", "ot-remote-access", "incident", "2026-01-20",
        "A site audit found a vendor's 4G router exposing the Kelby HMI",
        "A routine audit found a 4G router, fitted in December by the borehole pump supplier's "
        "engineer to 'support the new drive remotely', plugged into the Kelby control-panel "
        "switch with a port-forward to the HMI's remote desktop. It had been reachable from the "
        "internet for five weeks and its log showed login attempts from abroad. The router was "
        "removed, the HMI rebuilt and the incident reported to the NCSC under the NIS "
        "regulations."),
    rule("lesson-ot-vendor-access-jump-only", "ot-remote-access",
         ["vendor access", "remote support", "4g router", "modem", "teamviewer", "anydesk",
          "jump host", "ot network"],
         "high", 0, "2026-01-22",
         "Vendor remote access goes only through the jump host, arranged in advance",
         "When a supplier or contractor asks for remote access to a site, PLC, drive or HMI, do: "
         "raise an access request to the OT security lead for a time-boxed account on ot-jump01, "
         "and tell the supplier that any other route (their own modem, remote-desktop tools, "
         "port-forwards) is not allowed. Not: agreeing to whatever the engineer proposes on site "
         "to get the job done.\nWhy: \"Kelby's HMI sat on the internet for five weeks behind a "
         "vendor's modem\"."),
    pref("pref-ot-security-reporting", "security-reporting", "ot-remote-access", "2026-01-26",
         "Suspected OT security findings go to Ines first, by phone if live",
         "Maren wants any suspected OT security finding reported first to Ines Duarte, by phone "
         "when something may still be live, before any wider Teams post. Written findings say "
         "what was seen, where, when and what has been isolated, with no guesses about who did "
         "it."),
    env("env-ot-firewall-change-lead", "system-state", "ot-remote-access",
        "a firewall rule change is requested for the OT DMZ",
        "it goes to the fortnightly OT change board and takes 8-15 working days from request to "
        "rule in place; an emergency change approved by Ines takes about four hours", 6, 1,
        "2026-03-25", "One came through faster when the board met off-cycle."),

    # operator workstation patching
    sem("sem-hmi-workstations", "hmi-patching", 0.9, 9, "2026-03-21",
        "Operator HMIs are hardened Windows workstations patched from ot-wsus01",
        "Twelve operator workstations (six in the Millbrook control room, two at Fenwick depot, "
        "four at the treatment works) run Ignition Vision clients on Windows 10 IoT Enterprise "
        "LTSC with application allow-listing. Updates come from the OT WSUS server ot-wsus01 and "
        "are approved monthly after a week on the test rig, then install at 02:00 on the third "
        "Wednesday with a reboot. WSUS groups A and B each hold three of the control-room "
        "machines; at least two control-room workstations must be up at all times."),
    epi("epi-2026-03-18-hmi-all-rebooted", "hmi-patching", "incident", "2026-03-18",
        "All six control-room HMIs rebooted at once and two did not come back",
        "The March cumulative update was approved to the WSUS group OT-All instead of the staged "
        "groups. At 02:00 all six Millbrook control-room workstations installed and rebooted "
        "together; two failed to start because the update clashed with the allow-listing agent. "
        "The night operator had no HMI for 25 minutes and followed the plant by phone with the "
        "Fenwick depot operator."),
    rule("lesson-hmi-patch-one-group", "hmi-patching",
         ["wsus", "ot-wsus01", "patch", "hmi", "workstation", "cumulative update", "approve"],
         "high", 0, "2026-03-20",
         "Approve OT patches to one workstation group per night",
         "When Windows updates are approved for OT workstations, do: approve them to group A "
         "first, confirm those machines come back with the Vision client and the allow-listing "
         "agent running, and approve group B the next night. Not: approving to OT-All or to both "
         "groups on the same night.\nWhy: \"The night operator had no screens for twenty-five "
         "minutes\"."),
    pref("pref-hmi-patch-handover", "change-control", "hmi-patching", "2026-03-24",
         "Patch nights are announced at the 19:00 shift handover, not only by email",
         "Maren wants the night shift told at the 19:00 handover which workstations will reboot "
         "and when, with the change number written on the control-room whiteboard. Email alone "
         "is not enough, and she wants a text in the morning if any workstation did not come "
         "back."),
    env("env-hmi-patch-reboot", "workspace-state-transitions", "hmi-patching",
        "an approved cumulative update installs on an OT workstation",
        "install and reboot take 12-20 minutes; the Vision client starts by itself but asks for "
        "the operator login again, and the allow-listing agent needs another 3-5 minutes, during "
        "which new executables are blocked", 12, 2, "2026-05-21",
        "Two misses when the update needed a second reboot."),

    # leakage and night flow
    sem("sem-leakage-night-flow", "leakage-night-flow", 0.9, 12, "2026-05-08",
        "Leakage per DMA is estimated from minimum night flow in PI",
        "The network is split into 212 district metered areas (DMAs), each fed through one to "
        "three boundary meters logged to PI every 15 minutes. The nightflow script in the "
        "leakage-analytics repository takes the minimum flow between 02:00 and 04:00, subtracts "
        "legitimate night use (1.7 litres per household per hour plus known night users) and "
        "ranks DMAs by estimated leakage in litres per property per hour. Gutermann Zonescan "
        "acoustic loggers are deployed in the top DMAs and upload noise reports each morning."),
    epi("epi-2026-05-05-oakhurst-boundary-valve", "leakage-night-flow", "incident",
        "2026-05-05",
        "An open boundary valve made Oakhurst North look like the leakiest DMA for a month",
        "After a repair in April a crew left the boundary valve between Oakhurst North and "
        "Oakhurst South open. The ranking showed Oakhurst North jump from 4 to 19 l/prop/h; the "
        "team sent loggers and two leak-detection crews for three weeks and found nothing, until "
        "a step test on 5 May showed water passing through the valve. About 90 crew hours were "
        "wasted."),
    rule("lesson-leakage-boundary-first", "leakage-night-flow",
         ["night flow", "dma", "leakage", "boundary valve", "step test", "zonescan", "loggers",
          "leak crews"],
         "medium", 0, "2026-05-07",
         "Rule out a boundary breach before sending leak crews to a DMA that jumped",
         "When a DMA's night-flow leakage jumps suddenly, do: look for a matching drop in the "
         "neighbouring DMAs, check Maximo for recent work on its boundary valves, and ask for a "
         "step test or a boundary valve check before allocating crews. Not: sending loggers and "
         "crews because the ranking put it on top.\nWhy: \"Three weeks of leak hunting for a "
         "valve left open\"."),
    pref("pref-leakage-weekly-report", "reporting", "leakage-night-flow", "2026-05-11",
         "The weekly leakage report is one chart and a top-ten table, out Monday by 10:00",
         "Maren wants the weekly leakage report to open with one chart of total company leakage "
         "against the regulatory target in Ml/d, followed by the top ten DMAs with their change "
         "on last week and the crew action. No per-DMA charts in the body, anything more in an "
         "appendix; sent on Monday by 10:00."),
    env("env-leakage-post-repair-drop", "workspace-state-transitions", "leakage-night-flow",
        "a leak found by loggers in a DMA is repaired",
        "the DMA's minimum night flow falls within one or two nights by roughly the leak's "
        "estimated rate; if it has not fallen after three nights there is usually a second leak "
        "nearby or the repair was on the wrong main", 14, 3, "2026-06-05",
        "From repairs logged since January."),

    # how Maren reacts
    env("env-maren-long-updates", "principal-response", "principal-communication",
        "Maren receives a status update longer than about ten lines",
        "she answers only what is in the first three lines and asks for the short version; an "
        "update that opens with the decision she has to make gets a reply within the hour", 9, 1,
        "2026-05-15", "From her replies since February."),
    env("env-maren-late-messages", "principal-response", "principal-communication",
        "a non-urgent message reaches Maren after 20:00 or at the weekend",
        "she reads it the next working morning at about 07:15; anything marked P1, or a phone "
        "call, gets an answer within ten minutes at any hour", 7, 0, "2026-04-30",
        "From messages sent out of hours since January."),
]


BLIND8_TASKS: list[dict[str, Any]] = [
    # radio and 4G telemetry
    task("b8-001", "Which outstations come in over the hill radio and which ones are on 4G?",
         [S], ["sem-telemetry-dnp3-radio"]),
    task("b8-002", "what happened at Ashby Lane reservoir the night the Crane Hill repeater "
         "lost power?", [E], ["epi-2026-03-09-crane-hill-stale"]),
    task("b8-003", "Overview says Thornby wet well has sat at exactly 2.31 m all afternoon, "
         "so all good there? I'm putting that in the shift report.", [P],
         ["lesson-telemetry-check-quality-not-value"]),
    task("b8-004", "Add a comms-failure alarm for the new Wexcombe borehole RTU and send it to "
         "the ops@ distribution list.", [U], ["pref-telemetry-comms-alarm-routing"]),
    task("b8-005", "If the Crane Hill mast drops again tonight, will the trends for the radio "
         "sites fill back in on their own once it's up?", [V], ["env-telemetry-radio-failover"]),
    task("b8-006", "Wie oft fragt Ignition die DNP3-Unterstationen ab, und wie sieht ein "
         "Messwert im HMI aus, wenn die Station nicht mehr antwortet?", [S],
         ["sem-telemetry-dnp3-radio"]),
    task("b8-007", "Le relais de Crane Hill est tombé. Au bout de combien de temps les sites "
         "équipés d'un routeur 4G reviennent-ils ?", [V], ["env-telemetry-radio-failover"]),

    # pump-station PLCs
    task("b8-008", "where are the master copies of the pump station PLC programs, and which "
         "machine do we program them from?", [S], ["sem-plc-controllogix-stations"]),
    task("b8-009", "Why did Fenwick Heights lose pressure overnight back in January?", [E],
         ["epi-2026-01-27-fenwick-online-edit"]),
    task("b8-010", "Changed the low-suction cutout at Ashby Lane booster online, tested the "
         "edits, pumps running fine. Packing up now, anything else before I leave site?", [P],
         ["lesson-plc-online-edit-assemble-save"]),
    task("b8-011", "Plan the download of the new duty/standby rotation to Thornby PS for "
         "Thursday 07:30, I'll do it on my own from ews-01.", [U], ["pref-plc-change-witness"]),
    task("b8-012", "If I do a full download to the Fenwick controller instead of an online "
         "edit, what happens to the pumps and the outlet pressure?", [V],
         ["env-plc-download-pumps-stop"]),
    task("b8-013", "¿La rotación de bombas principal/reserva está programada en el PLC o en "
         "Ignition?", [S], ["sem-plc-controllogix-stations"]),
    task("b8-014", "Cosa vuole Maren prima che qualcuno tocchi il PLC di una stazione in "
         "servizio?", [U], ["pref-plc-change-witness"]),

    # PI historian
    task("b8-015", "how do I get flow history for the regulatory report, straight out of "
         "Ignition or from somewhere else?", [S], ["sem-historian-pi"]),
    task("b8-016", "What went wrong with the Millbrook chlorine data in PI in April?", [E],
         ["epi-2026-04-15-pi-backfill-replace"]),
    task("b8-017", "There's a two-day hole in the CL-B trend in PI. I've got the analyzer's CSV "
         "export, load it into the point with PI Builder.", [P],
         ["lesson-historian-backfill-insert-only"]),
    task("b8-018", "create PI tags for the three new flowmeters at Wexcombe, call them "
         "wexcombe_flow_1 to 3", [U], ["pref-historian-tag-naming"]),
    task("b8-019", "pi-arc01 goes down for the upgrade on Saturday for about a day. Do we lose "
         "data, and how long until the trends catch up?", [V], ["env-historian-buffer-replay"]),
    task("b8-020", "Qual é o desvio de compressão configurado nos pontos de cloro no PI?", [S],
         ["sem-historian-pi"]),
    task("b8-021", "Ich will die fehlenden Nachtwerte aus der Logger-Datei in PI nachtragen. "
         "Worauf muss ich achten?", [P], ["lesson-historian-backfill-insert-only"]),

    # chlorine dosing
    task("b8-022", "What's the chlorine target and trip level at Millbrook, and which analyzer "
         "does the PLC control on?", [S], ["sem-chlorine-analyzers"]),
    task("b8-023", "Why did Millbrook stop putting water into supply for half an hour in May?",
         [E], ["epi-2026-05-20-reagent-trip"]),
    task("b8-024", "Heading to Millbrook this morning to swap the reagent packs on both CL17s, "
         "should take an hour. Anything to do first?", [P], ["lesson-chlorine-analyzer-hold"]),
    task("b8-025", "Draft the note to ops about this morning's dip: residual went to 0.42 ppm "
         "for about 20 minutes.", [U], ["pref-chlorine-report-units"]),
    task("b8-026", "If we bump the hypo dose at Millbrook now, when will the far end of the "
         "zone see it?", [V], ["env-chlorine-dose-change-lag"]),
    task("b8-027", "Abbiamo alzato il setpoint dell'ipoclorito a Millbrook: dopo quanto si vede "
         "il cambiamento sul residuo in uscita?", [V], ["env-chlorine-dose-change-lag"]),
    task("b8-028", "Sur quel analyseur de chlore le PLC régule-t-il, et à partir de quel écart "
         "entre les deux y a-t-il une alarme ?", [S], ["sem-chlorine-analyzers"]),

    # alarm management
    task("b8-029", "How long can an operator shelve an alarm, and where is the alarm history "
         "kept?", [S], ["sem-alarm-priorities"]),
    task("b8-030", "What happened with the Kelby intruder alarm during the February storm?", [E],
         ["epi-2026-02-03-storm-flood"]),
    task("b8-031", "there's like 600 alarms on the summary right now because of the thunder, "
         "can you write me a quick script to ack the lot so I can see what's real", [P],
         ["lesson-alarm-no-bulk-ack"]),
    task("b8-032", "Add a high-temperature alarm on the Thornby pump motor bearings, priority "
         "High, go ahead and configure it.", [U], ["pref-alarm-rationalisation"]),
    task("b8-033", "Pull last night's alarm journal for the storm hours. How big a result am I "
         "going to get?", [V], ["env-alarm-storm-volume"]),
    task("b8-034", "¿Por qué Maren rechazó la alarma de nivel alto que propuse para el depósito "
         "de Ashby?", [U], ["pref-alarm-rationalisation"]),
    task("b8-035", "Welche Priorität bekommt ein Kommunikationsausfall im Alarmsystem?", [S],
         ["sem-alarm-priorities"]),

    # AMI smart meters
    task("b8-036", "How often do the FlexNet meter reads reach the MDM, and by what route?", [S],
         ["sem-ami-flexnet"]),
    task("b8-037", "What did the June firmware push do to the southern district meters?", [E],
         ["epi-2026-06-04-firmware-wave"]),
    task("b8-038", "Sensus released endpoint firmware 3.4.2 and say nothing changes in the "
         "profile. Schedule it for every northern district endpoint on Monday.", [P],
         ["lesson-ami-firmware-canary"]),
    task("b8-039", "Email the Sensus account manager about the Brookfield tower gateway dropping "
         "reads since Friday.", [U], ["pref-ami-vendor-tickets"]),
    task("b8-040", "The 08:00 RNI batch is still sitting as .part in the inbound folder. Should "
         "I copy it across by hand?", [V], ["env-ami-sftp-late-batch"]),
    task("b8-041", "A Sensus quer enviar um firmware novo para os contadores. Como fazemos o "
         "envio?", [P], ["lesson-ami-firmware-canary"]),
    task("b8-042", "Qui doit ouvrir les tickets chez Sensus, et Maren veut-elle être en copie ?",
         [U], ["pref-ami-vendor-tickets"]),

    # meter data validation
    task("b8-043", "what makes the MDM hold a read for review instead of passing it to "
         "billing?", [S], ["sem-mdm-vee"]),
    task("b8-044", "why did so many customers get estimated bills in late February?", [E],
         ["epi-2026-02-24-vee-mass-estimate"]),
    task("b8-045", "Billing want the high-usage VEE rule dropped to 2.5x to catch more leaks. "
         "Go ahead and change it in MDM.", [P], ["lesson-mdm-vee-simulate"]),
    task("b8-046", "Put together today's VEE exceptions for Maren.", [U],
         ["pref-mdm-exceptions-summary"]),
    task("b8-047", "Last night's VEE run threw 3,100 exceptions. Is consumption really up?", [V],
         ["env-mdm-exception-count"]),
    task("b8-048", "Perché a marzo abbiamo dovuto riemettere più di seimila bollette?", [E],
         ["epi-2026-02-24-vee-mass-estimate"]),
    task("b8-049", "La validación de anoche dio 1.100 excepciones, ¿es lo normal?", [V],
         ["env-mdm-exception-count"]),
    task("b8-050", "Warum hat der Agent sich geweigert, den Schwellwert der VEE-Regel direkt in "
         "Produktion zu ändern?", [P], ["lesson-mdm-vee-simulate"]),

    # CC&B bill cycle batch
    task("b8-051", "what order do the bill cycle batch steps run in, and when does the print "
         "file leave?", [S], ["sem-ccb-bill-run"]),
    task("b8-052", "What happened with cycle 14 at the end of March?", [E],
         ["epi-2026-03-31-duplicate-print"]),
    task("b8-053", "BILLPRT for cycle 9 died at 03:20 with 'No space left on device'. I've "
         "cleared /tmp. Restart the cycle from Control-M.", [P],
         ["lesson-ccb-restart-failed-step"]),
    task("b8-054", "Write up last night's bill run failure for the billing side.", [U],
         ["pref-ccb-incident-comms"]),
    task("b8-055", "Tonight's cycle bills across the new rates. Will it be done in time for the "
         "04:00 print drop?", [V], ["env-ccb-chain-duration"]),
    task("b8-056", "Kann man einen Rechnungslauf wiederholen, wenn die Druckdatei schon beim "
         "Dienstleister liegt?", [S], ["sem-ccb-bill-run"]),
    task("b8-057", "Le lot de facturation a planté cette nuit. Quel message Maren attend-elle, "
         "et pour qui ?", [U], ["pref-ccb-incident-comms"]),
    task("b8-058", "why did the agent refuse to rerun the whole billing chain the other night?",
         [P], ["lesson-ccb-restart-failed-step"]),

    # tariff loads
    task("b8-059", "how does a new tariff get from the revenue team's spreadsheet into CC&B?",
         [S], ["sem-tariff-rate-schedules"]),
    task("b8-060", "why were customers overcharged on the standing charge at the start of "
         "April?", [E], ["epi-2026-04-02-tariff-effective-date"]),
    task("b8-061", "The 2027/28 CMA files are in rates-config and I've had a look through them, "
         "all fine. Migrate to production.", [P], ["lesson-tariff-diff-effective-dates"]),
    task("b8-062", "write the release notes for the sewerage rate change going live on 1 April",
         [U], ["pref-tariff-release-notes"]),
    task("b8-063", "Once I apply the rate CMA in prod, will bills that are already calculated "
         "pick up the new prices?", [V], ["env-tariff-cma-migration"]),
    task("b8-064", "Como é que o CC&B calcula uma fatura que apanha o dia da mudança de tarifa?",
         [S], ["sem-tariff-rate-schedules"]),
    task("b8-065", "Le nuove tariffe sono pronte: cosa devo controllare prima di caricarle in "
         "produzione?", [P], ["lesson-tariff-diff-effective-dates"]),

    # Paymentus payments
    task("b8-066", "Where does the Paymentus file land and which batch posts it?", [S],
         ["sem-payments-remittance"]),
    task("b8-067", "What happened when the payment upload was rerun in January?", [E],
         ["epi-2026-01-12-remittance-double-post"]),
    task("b8-068", "PUPL fell over halfway on a bad record last night. I've fixed the record, "
         "shall I drop the file back into /inbound and rerun?", [P],
         ["lesson-payments-reload-missing-only"]),
    task("b8-069", "Paste the first 20 lines of last night's remittance file into the ticket so "
         "the vendor can see the format problem.", [U], ["pref-payments-no-file-contents"]),
    task("b8-070", "No Paymentus file this morning and it's the Tuesday after the bank holiday. "
         "Do I raise a P1?", [V], ["env-payments-file-arrival"]),
    task("b8-071", "El archivo de Paymentus llegó vacío, 0 bytes. ¿Qué suele pasar después?",
         [V], ["env-payments-file-arrival"]),
    task("b8-072", "Darf ich ein paar Zeilen aus der Zahlungsdatei ins Ticket kopieren, damit "
         "man das Problem sieht?", [U], ["pref-payments-no-file-contents"]),

    # MyWater portal
    task("b8-073", "How does MyWater get a customer's bills and the usage chart?", [S],
         ["sem-portal-mywater"]),
    task("b8-074", "What went wrong with the portal release in May?", [E],
         ["epi-2026-05-12-portal-peak-release"]),
    task("b8-075", "Staging for MyWater 4.12 is green, e2e all pass. Swap it to prod now pls.",
         [P], ["lesson-portal-release-window"]),
    task("b8-076", "Write the release notes for MyWater 4.12: new usage chart, paperless toggle, "
         "B2C library upgrade.", [U], ["pref-portal-release-notes"]),
    task("b8-077", "Right after the slot swap, will the first customers find the site slow?",
         [V], ["env-portal-swap-warmup"]),
    task("b8-078", "Dove e in che forma vuole Maren le note di rilascio del portale?", [U],
         ["pref-portal-release-notes"]),
    task("b8-079", "Comment les clients se connectent-ils au portail MyWater ?", [S],
         ["sem-portal-mywater"]),

    # GIS
    task("b8-080", "What's the key that ties a valve in GIS to its asset in Maximo?", [S],
         ["sem-gis-utility-network"]),
    task("b8-081", "Why did the Oakhurst valves lose their maintenance history in March?", [E],
         ["epi-2026-03-17-fme-retired-valves"]),
    task("b8-082", "The hydrants in Lowfield are all 3 m off. Quickest fix is to delete them and "
         "re-digitise from the survey in a branch version, then post tonight.", [P],
         ["lesson-gis-bulk-edit-keep-ids"]),
    task("b8-083", "Make a map of the Oakhurst mains renewal programme for the board meeting.",
         [U], ["pref-gis-map-outputs"]),
    task("b8-084", "This morning's FME report says 1,340 assets changed and 210 retired. Normal?",
         [V], ["env-gis-fme-sync-shape"]),
    task("b8-085", "¿Cuánto suele tardar la sincronización nocturna de FME con Maximo?", [V],
         ["env-gis-fme-sync-shape"]),
    task("b8-086", "O que aconteceu no Maximo com as válvulas de Oakhurst depois da edição em "
         "massa no GIS?", [E], ["epi-2026-03-17-fme-retired-valves"]),

    # Maximo work orders
    task("b8-087", "what statuses does a work order go through in Maximo?", [S],
         ["sem-maximo-work-orders"]),
    task("b8-088", "What happened to the crews' completed jobs when the tablets were updated in "
         "April?", [E], ["epi-2026-04-28-mobile-update-data-loss"]),
    task("b8-089", "Maximo Mobile 9.1 is out. Push it as a required update to all crew tablets "
         "through Intune tonight.", [P], ["lesson-maximo-mobile-sync-first"]),
    task("b8-090", "We're adding a mandatory pipe material field to the burst completion screen "
         "next week, let the crews know.", [U], ["pref-maximo-supervisor-brief"]),
    task("b8-091", "Forecast is hard frost all week and a thaw on Saturday. What does that do to "
         "reactive work orders?", [V], ["env-maximo-freeze-thaw-volume"]),
    task("b8-092", "Quanti ordini di lavoro per rotture dobbiamo aspettarci dopo il disgelo?",
         [V], ["env-maximo-freeze-thaw-volume"]),
    task("b8-093", "Wie wird aus einer Kundenmeldung im Callcenter ein Arbeitsauftrag in Maximo?",
         [S], ["sem-maximo-work-orders"]),

    # LIMS and the DWI return
    task("b8-094", "When is the monthly water quality return due to the DWI, and what builds "
         "it?", [S], ["sem-lims-dwi-return"]),
    task("b8-095", "What was wrong with the iron results in the return we sent in February?",
         [E], ["epi-2026-02-10-dwi-iron-units"]),
    task("b8-096", "LabWare got patched last week. dwi_extract ran fine for May, upload it to "
         "the DWI portal.", [P], ["lesson-lims-extract-compare-months"]),
    task("b8-097", "Draft an email to the Inspectorate about the late coliform result at Ashby "
         "Lane reservoir and send it.", [U], ["pref-lims-regulator-contact"]),
    task("b8-098", "dwi_extract printed 45 warnings about samples without approved status. Can "
         "I still send the file?", [V], ["env-lims-extract-run"]),
    task("b8-099", "Qui a le droit d'écrire à l'inspection de l'eau potable chez nous ?", [U],
         ["pref-lims-regulator-contact"]),
    task("b8-100", "¿Cuánto tarda dwi_extract.py en correr y cuántas filas suele sacar?", [V],
         ["env-lims-extract-run"]),

    # Everbridge alerts
    task("b8-101", "How does Everbridge know which customers to contact in an area?", [S],
         ["sem-notify-everbridge"]),
    task("b8-102", "What happened with the Birch Road shutdown alert?", [E],
         ["epi-2026-06-09-birch-road-alert"]),
    task("b8-103", "Drafted the supply interruption alert for the valve swap on Mill Lane, "
         "wording reads fine. Approve and send?", [P], ["lesson-notify-check-recipient-count"]),
    task("b8-104", "Write the SMS for tomorrow's shutdown in Fenwick Heights, 09:00 to 13:00, "
         "Kestrel Civils are replacing the main.", [U], ["pref-notify-message-style"]),
    task("b8-105", "If we send a boil-water notice to 9,000 homes at 10:00, how many calls will "
         "the contact centre get and when?", [V], ["env-notify-call-surge"]),
    task("b8-106", "Chi riceve anche una telefonata quando mandiamo un avviso di interruzione "
         "della fornitura?", [S], ["sem-notify-everbridge"]),
    task("b8-107", "Ich soll eine Everbridge-Warnung freigeben. Was prüfe ich vorher?", [P],
         ["lesson-notify-check-recipient-count"]),

    # OT remote access
    task("b8-108", "How does a vendor get remote access into the SCADA network?", [S],
         ["sem-ot-remote-access"]),
    task("b8-109", "What did the site audit turn up at Kelby borehole in January?", [E],
         ["epi-2026-01-20-kelby-vendor-modem"]),
    task("b8-110", "The drive supplier's engineer wants to leave a little LTE modem in the "
         "Thornby panel so they can tune the VSD from their office. OK to agree?", [P],
         ["lesson-ot-vendor-access-jump-only"]),
    task("b8-111", "I think someone's been logging into the Fenwick HMI at night. Post it in "
         "the OT channel with what we know so far.", [U], ["pref-ot-security-reporting"]),
    task("b8-112", "How long to get a new firewall rule into the OT DMZ for the historian "
         "replication?", [V], ["env-ot-firewall-change-lead"]),
    task("b8-113", "Porque é que o agente recusou dar ao fornecedor um ID do TeamViewer para a "
         "estação de Kelby?", [P], ["lesson-ot-vendor-access-jump-only"]),
    task("b8-114", "¿Quién habilita las cuentas de los proveedores en el servidor de salto?",
         [S], ["sem-ot-remote-access"]),

    # operator workstation patching
    task("b8-115", "How do patches get onto the control-room HMI workstations?", [S],
         ["sem-hmi-workstations"]),
    task("b8-116", "Why were the Millbrook control-room screens dark for 25 minutes in March?",
         [E], ["epi-2026-03-18-hmi-all-rebooted"]),
    task("b8-117", "June's cumulative update passed the test rig. Approve it in ot-wsus01 for "
         "all OT workstations.", [P], ["lesson-hmi-patch-one-group"]),
    task("b8-118", "Let the operators know the HMIs get patched Wednesday night.", [U],
         ["pref-hmi-patch-handover"]),
    task("b8-119", "After the patch reboot, can the operator get straight back into the Vision "
         "client?", [V], ["env-hmi-patch-reboot"]),
    task("b8-120", "Que s'est-il passé en mars quand tous les écrans de la salle de contrôle "
         "ont redémarré en même temps ?", [E], ["epi-2026-03-18-hmi-all-rebooted"]),
    task("b8-121", "Perché l'agente non ha voluto approvare la patch per tutti i gruppi WSUS "
         "insieme?", [P], ["lesson-hmi-patch-one-group"]),

    # leakage and night flow
    task("b8-122", "how is leakage per DMA worked out from night flow?", [S],
         ["sem-leakage-night-flow"]),
    task("b8-123", "What did the Oakhurst North leak hunt in April turn up in the end?", [E],
         ["epi-2026-05-05-oakhurst-boundary-valve"]),
    task("b8-124", "Hollins DMA jumped from 5 to 16 l/prop/h overnight. Book two leak "
         "detection crews and put loggers out there tomorrow.", [P],
         ["lesson-leakage-boundary-first"]),
    task("b8-125", "Put together the weekly leakage report for Monday.", [U],
         ["pref-leakage-weekly-report"]),
    task("b8-126", "We fixed the leak the loggers found on Quarry Road on Tuesday. When should "
         "night flow drop, and what if it doesn't?", [V], ["env-leakage-post-repair-drop"]),
    task("b8-127", "Wie viel legitimen Nachtverbrauch pro Haushalt zieht das Skript vom "
         "Minimum ab?", [S], ["sem-leakage-night-flow"]),
    task("b8-128", "Como é que a Maren quer o relatório semanal de perdas de água?", [U],
         ["pref-leakage-weekly-report"]),

    # how Maren reacts
    task("b8-129", "I've got a 40-line write-up on the PI upgrade for Maren. Is she going to "
         "read all of it?", [V], ["env-maren-long-updates"]),
    task("b8-130", "It's 21:30 on a Friday. Will Maren see a message about tariff testing "
         "before Monday?", [V], ["env-maren-late-messages"]),
    task("b8-131", "Maren never answered my long email about the AMI contract. What works "
         "better with her?", [V], ["env-maren-long-updates"]),
    task("b8-132", "Son las once de la noche y tengo una duda no urgente para Maren. ¿Cuándo me "
         "va a contestar?", [V], ["env-maren-late-messages"]),

    # requests that need two records
    task("b8-133", "The new endpoint firmware is ready. Plan the rollout and write to Sensus "
         "about it.", [P, U], ["lesson-ami-firmware-canary", "pref-ami-vendor-tickets"]),
    task("b8-134", "It's 23:00 and the bill run just failed. Send Maren and billing a write-up "
         "now.", [U, V], ["pref-ccb-incident-comms", "env-maren-late-messages"]),
    task("b8-135", "Storm's coming tonight. What went wrong in the last one with the alarms, "
         "and how should the operator handle the flood this time?", [E, P],
         ["epi-2026-02-03-storm-flood", "lesson-alarm-no-bulk-ack"]),
]


# Requests no record in this store answers; kept outside the task constructor on purpose.
BLIND8_NO_MEMORY_REQUESTS: list[tuple[str, str]] = [
    ("b8-n01", "Write a regular expression that matches a UK postcode."),
    ("b8-n02", "Convert 12 megalitres per day into litres per second."),
    ("b8-n03", "Explain the difference between TCP and UDP in two sentences."),
    ("b8-n04", "Give me a bash one-liner that counts the lines in every .csv file in a folder."),
    ("b8-n05", "What's a good name for a ginger cat?"),
    ("b8-n06", "Wie schreibe ich eine SQL-Abfrage, die doppelte Zeilen in einer Tabelle "
     "findet?"),
    ("b8-n07", "Qu'est-ce qu'un coup de bélier dans une canalisation ?"),
    ("b8-n08", "¿Qué diferencia hay entre agua dura y agua blanda?"),
    ("b8-n09", "Qual è la capitale dell'Australia?"),
    ("b8-n10", "Como desfaço o último commit no git sem perder as alterações?"),
    ("b8-n11", "Write a haiku about rain on a reservoir."),
    ("b8-n12", "What is the time complexity of binary search?"),
]
