"""A seventh workspace and its tasks: a hospital laboratory's results system, written from the
record format alone and never fitted on.

The store is the memory of the laboratory-informatics team at Linden Vale Regional Hospital (a
core lab with Roche cobas chemistry and a Sysmex hematology line feeding Data Innovations
Instrument Manager, the vendor LIS Cerulean on Oracle with a reporting standby, Mirth Connect
channels to Epic and to the state's public-health ELR endpoint, autoverification rules, critical
value call-backs with Spok paging, the test catalogue and its reference ranges, Zebra label
printers, MyChart release holds kept in labhub, QC with Westgard rules, ward glucose meters
synced through the POC middleware, send-outs to Meridian Reference Laboratories, microbiology
corrected reports, the separately validated blood-bank system HemaTrack, planned LIS downtimes,
PHI in test data and lab charges sent to billing) and of its principal (Renata Kowalczyk, who
leads laboratory informatics). Seventeen themes hold one record in each tier naming the same
system (a fact, an incident, a lesson, a preference and a prediction about autoverification, the
Mirth result channel, the label printers, the glucose meters or the blood-bank interface), so a
request's words say what it is about and only its shape says which kind of memory answers it;
two more predictions say how Renata reacts to long updates and late pages.
Lessons are written the way reflexion writes them (a trigger list of entities and situation
words, a "When ..., do: ... Not: ..." body and a "Why:" quote).

Records and requests were written from the record and task constructors and one earlier task
file's layout only, without the recall code, its cue tables, its weights or any other store in
view, and were never run through recall before being handed over. Requests are typed the way a
lab tech, an interface analyst or a coding agent would type them (imperatives, "how do I",
"what happened when", "will X if", "what does Renata want"), about a quarter of them in German,
French, Spanish, Italian or Portuguese, and none copies its record's wording. Hard families on
purpose: an imperative whose needed memory is how Renata wants that kind of work done
(personalized), a question about how a system or Renata will react (environment-dynamics), "how
do I" about a fact (semantic), the situation a lesson is for told without the lesson's words
(procedural), and "what happened last time" (episodic). BLIND7_NO_MEMORY_REQUESTS lists requests
that no record in this store answers (general knowledge or small talk), as plain (id, text)
pairs outside the task constructor, for a caller that wants to measure abstention. Report it in
aggregate; do not tune on it.
"""

from __future__ import annotations

from typing import Any

from benchmarks.retrieval.dataset import E, P, S, U, V, env, epi, pref, rule, sem, task

BLIND7_RECORDS: list[dict[str, Any]] = [
    # analyzers and Instrument Manager
    sem("sem-im-analyzer-links", "analyzer-interface", 0.92, 11, "2026-01-14",
        "Analyzers report to Instrument Manager, which feeds Cerulean",
        "The two cobas 8000 lines (chemistry and the e801 immunoassay modules) and the Sysmex "
        "XN-9100 send results over ASTM to Data Innovations Instrument Manager (IM) on the "
        "Windows host lab-im01. IM keeps one connection per analyzer, answers the analyzer's host "
        "query with the orders for the tube's accession number, applies the rules and forwards "
        "results to Cerulean LIS over an HL7 TCP link on port 6661. Results IM keeps back for a "
        "technologist wait in its Review queue."),
    epi("epi-2026-02-18-e801-silent", "analyzer-interface", "incident", "2026-02-18",
        "Troponins stopped reaching the LIS for two hours after the IM patch reboot",
        "lab-im01 was rebooted at 05:50 for the February Windows patches. IM's service came back "
        "green, but the e801 connection restarted in listen mode while the analyzer also waited "
        "to be called, so nothing moved. From 06:00 to 08:05 no troponin, TSH or hCG result "
        "reached Cerulean; the emergency department phoned three times about missing troponins "
        "and 340 results were resent from the analyzer by hand."),
    rule("lesson-im-reboot-check-links", "analyzer-interface",
         ["instrument manager", "lab-im01", "reboot", "windows patch", "e801", "connection"],
         "high", 0, "2026-02-19",
         "After any IM restart, prove every analyzer link carries a result",
         "When lab-im01 or the IM service is restarted or patched, do: open the connection "
         "monitor, check that each analyzer shows connected with traffic in the last five "
         "minutes, and run a QC sample on the e801 and watch it arrive in Cerulean. Not: "
         "trusting the green service status in the Windows console.\nWhy: \"The ED waited two "
         "hours for troponins while IM looked healthy\"."),
    pref("pref-im-work-bench-lead", "middleware-changes", "analyzer-interface", "2026-02-20",
         "Middleware work is announced to the chemistry bench lead a day ahead",
         "Renata wants the chemistry bench lead (Priya Nair) told in the core-lab Teams channel "
         "at least 24 hours before any work on Instrument Manager, and someone from informatics "
         "standing in the core lab while it happens. Remote-only work on the middleware is not "
         "acceptable to her."),
    env("env-im-restart-resend", "system-state", "analyzer-interface",
        "the IM service on lab-im01 restarts",
        "the Sysmex line resends everything it buffered within about four minutes on its own; "
        "the cobas e801 resends only after its host connection is re-opened by hand from the "
        "connection monitor", 6, 0, "2026-03-04", "From six restarts since January."),

    # autoverification
    sem("sem-autoverification-rules", "autoverification", 0.9, 9, "2026-01-30",
        "About 78% of chemistry results are released by autoverification",
        "Autoverification runs in IM's rules engine. A chemistry result is released without a "
        "technologist only if it is inside the analytic measuring range, carries no instrument "
        "flag, has a hemolysis index under 90 for potassium, LDH and AST (icterus and lipemia "
        "limits per test), passes the delta check against the patient's previous result within "
        "72 hours and is not critical. The rules are exported as XML to the lab-rules git "
        "repository for review; about 78% of chemistry results go out this way."),
    epi("epi-2026-05-06-hemolysed-potassium", "autoverification", "incident", "2026-05-06",
        "Hemolysed potassiums were autoverified for nine days",
        "A rule edit on 27 April moved the hemolysis check below an early exit for normal "
        "results, so potassiums with a hemolysis index up to 300 were released automatically. "
        "61 results went out unreviewed before a medicine resident queried a 5.9 on a patient "
        "with a normal ECG; one patient had been given a potassium binder. The rule was reverted "
        "on 6 May and the 61 results were corrected."),
    rule("lesson-av-replay-before-release", "autoverification",
         ["autoverification", "im rules", "lab-rules", "hemolysis index", "delta check",
          "rule change"],
         "high", 1, "2026-05-08",
         "Replay a month of results before an autoverification rule goes live",
         "When editing autoverification rules, do: replay the last 30 days of results through "
         "the new rule set on the IM test server with av_diff.py and explain every result whose "
         "decision moves from held to released. Not: testing the change with a handful of "
         "made-up samples.\nWhy: \"61 hemolysed potassiums went out without anyone looking\"."),
    pref("pref-av-director-signoff", "autoverification-changes", "autoverification",
         "2026-05-12",
         "Autoverification changes need Dr. Osei's signature on the replay report",
         "Renata wants every autoverification change signed by the medical director, Dr. Kwame "
         "Osei, on the PDF of the replay report, filed in the validation binder before go-live. "
         "A verbal or chat OK is not enough for her."),
    env("env-av-diff-duration", "skill-output-shape", "autoverification",
        "av_diff.py replays 30 days of results against the IM test server",
        "takes about 25 minutes and walks roughly 410,000 results; an ordinary rule change "
        "moves fewer than 50 decisions, several hundred means the rule order changed", 7, 1,
        "2026-06-10", "From the last eight replays."),

    # critical values
    sem("sem-critical-callback", "critical-values", 0.93, 12, "2026-01-09",
        "Critical results are phoned within 30 minutes with read-back",
        "A critical result (for example potassium above 6.2 or below 2.8 mmol/L, glucose under "
        "2.8 mmol/L, a first positive blood culture) lands on Cerulean's CritCall worklist. The "
        "technologist phones the responsible nurse or clinician within 30 minutes, has the value "
        "read back and records who, when and the read-back in the result comment. If nobody is "
        "reached in 30 minutes, CritCall pages the charge nurse through the Spok gateway."),
    epi("epi-2026-03-09-spok-pages-lost", "critical-values", "incident", "2026-03-09",
        "Escalation pages for fourteen criticals vanished overnight",
        "After Spok changed its TLS certificate on the evening of 8 March, the paging API still "
        "answered 200 OK but dropped CritCall's messages. Overnight 14 escalation pages never "
        "reached a pager; two critical potassiums were only phoned after 70 minutes. The gap was "
        "found at the morning CritCall audit."),
    rule("lesson-spok-delivery-receipt", "critical-values",
         ["critcall", "spok", "paging", "escalation", "certificate", "pager"],
         "high", 0, "2026-03-10",
         "A page is sent only when the pager confirms it",
         "When changing CritCall's escalation or anything between it and Spok, do: send a test "
         "page to the informatics on-call pager, confirm it on the device and check the "
         "delivery-receipt endpoint. Not: taking the HTTP 200 of the paging API as proof of "
         "delivery.\nWhy: \"Fourteen escalation pages went nowhere and the API said OK\"."),
    pref("pref-critical-limits-table", "critical-limit-changes", "critical-values",
         "2026-03-20",
         "Critical-limit changes come as an old/new table for the nursing council",
         "Renata wants any change to critical limits written up as a one-page table of old and "
         "new limits with the clinician who asked and the source, and taken to the nursing "
         "practice council before it is built. A ticket with only the new number is sent back."),
    env("env-critcall-night-delay", "system-state", "critical-values",
        "a critical result is filed between 02:00 and 06:00",
        "the single night technologist works CritCall alone; median time to the call rises from "
        "about 9 to 22 minutes, and escalations cluster around 04:00 during chemistry "
        "maintenance", 9, 2, "2026-04-15", "From three months of CritCall timestamps."),

    # reference ranges and the test catalogue
    sem("sem-catalogue-ranges", "reference-ranges", 0.9, 8, "2026-01-12",
        "Reference ranges live in the catalogue per sex and age band",
        "Each test in Cerulean's catalogue carries reference ranges per sex and age band "
        "(neonate 0-30 days, infant, child 1-12, adolescent 13-17, adult, 65 and over). Builds "
        "are made in the TEST environment and moved to PROD by the catalogue migration job at "
        "01:00. Epic takes the range shown to clinicians from OBX-7 of each result message, not "
        "from its own build, so the LIS range is the one that counts."),
    epi("epi-2026-01-22-peds-alp", "reference-ranges", "incident", "2026-01-22",
        "Children's ALP results were flagged high for a week",
        "The new alkaline phosphatase assay went live on 15 January with only the adult range "
        "built. Growing children normally run high, so 47 paediatric results were flagged H; two "
        "children were referred to endocrinology before a paediatrician rang the lab on 22 "
        "January. The age bands were built the same day and the 47 results corrected."),
    rule("lesson-catalogue-all-age-bands", "reference-ranges",
         ["test catalogue", "reference range", "age band", "new assay", "paediatric",
          "cerulean build"],
         "high", 0, "2026-01-23",
         "Build every age band before a test goes live",
         "When building a new test or changing a range in the catalogue, do: fill every age "
         "band from neonate up, run the band-coverage report in TEST and have the paediatric "
         "lab reviewer sign it. Not: copying the adult range alone and adding children later.\n"
         "Why: \"Two healthy kids were sent to endocrinology over a missing range\"."),
    pref("pref-ranges-bulletin-week", "range-changes", "reference-ranges", "2026-02-02",
         "Range changes are announced in the lab bulletin a week ahead",
         "Renata wants every reference-range change announced in the weekly lab bulletin at "
         "least a week before go-live, with the literature or manufacturer reference it comes "
         "from. She does not want clinicians to find a new range on a result."),
    env("env-range-change-propagation", "workspace-state-transitions", "reference-ranges",
        "a range is changed and saved in the TEST catalogue",
        "it reaches PROD only with the 01:00 migration of the following night, and Epic shows "
        "the new range only on results filed after that; results already filed keep the old "
        "range", 5, 0, "2026-02-18", "Checked after five catalogue changes."),

    # specimen labels and Zebra printers
    sem("sem-zebra-labels", "specimen-labels", 0.88, 7, "2026-01-18",
        "Tube labels print as ZPL on Zebra ZD421s through print01",
        "Phlebotomy stations and wards print tube labels on Zebra ZD421 printers. Cerulean "
        "sends jobs to the print server print01, which fills the ZPL templates kept in the "
        "lab-labels repository. The barcode is Code 128 of the 10-digit accession number with a "
        "2 mm quiet zone on a 2 x 1 inch label; the cobas p 612 front end reads it on arrival in "
        "the core lab."),
    epi("epi-2026-04-14-faint-barcodes", "specimen-labels", "incident", "2026-04-14",
        "A fleet firmware push left labels too faint to scan",
        "On 14 April a firmware update was pushed to all 212 Zebra printers at once from the "
        "profile manager. It reset print darkness to the factory value, the barcodes came out "
        "grey and the p 612 rejected about one tube in five during the day shift. About 600 "
        "tubes were scanned by hand at reception before darkness was set back at 15:30."),
    rule("lesson-zebra-pilot-printers", "specimen-labels",
         ["zebra", "printer firmware", "profile manager", "darkness", "label printer", "p 612"],
         "medium", 0, "2026-04-15",
         "Printer changes go to reception's two printers first",
         "When pushing firmware or settings to the Zebra printers, do: push to the two printers "
         "at core-lab reception first, print the TEST-GRID label, run it through the p 612, then "
         "roll out ward by ward. Not: pushing to the whole fleet in one go.\nWhy: \"Reception "
         "hand-scanned 600 tubes because every label came out grey\"."),
    pref("pref-label-photo-in-mr", "label-template-changes", "specimen-labels", "2026-04-20",
         "Label template changes show a photo on a real tube",
         "Renata wants every change to a label template to come with a photo of the new label "
         "stuck on a real tube next to the old one, attached to the merge request. She won't "
         "review a ZPL diff on its own."),
    env("env-print01-template-cache", "filesystem-response", "specimen-labels",
        "a ZPL template is saved into the templates share on print01",
        "printers keep using the cached old template until the print spooler on print01 is "
        "restarted; the new file on disk changes nothing on its own", 4, 0, "2026-04-28",
        "Seen on four template changes."),

    # results to Epic through Mirth
    sem("sem-mirth-oru-out", "results-to-epic", 0.91, 10, "2026-01-16",
        "Results go to Epic on the Mirth channel LIS_ORU_OUT",
        "Cerulean hands verified results to Mirth Connect, whose channel LIS_ORU_OUT sends one "
        "HL7 2.5.1 ORU^R01 per order to Epic Bridges and waits for an AA or AE acknowledgement. "
        "Corrected values go out with OBX-11 = C. The channel's queue normally sits below 500 "
        "messages; channel definitions live in the mirth-channels repository."),
    epi("epi-2026-06-02-duplicate-results", "results-to-epic", "incident", "2026-06-02",
        "Epic filed 1,100 results twice during its upgrade",
        "During Epic's June upgrade Bridges took 15 to 40 seconds to acknowledge. The ACK "
        "timeout on LIS_ORU_OUT had been lowered to 10 seconds with resend-on-timeout switched "
        "on, so Mirth sent the same messages again and Epic filed about 1,100 results twice. "
        "Clinicians saw doubled values for a day; the Epic team spent two days removing the "
        "copies."),
    rule("lesson-oru-pause-dont-resend", "results-to-epic",
         ["lis_oru_out", "mirth", "epic bridges", "ack timeout", "resend", "epic upgrade"],
         "high", 1, "2026-06-04",
         "When Epic is slow, let LIS_ORU_OUT queue; never resend on timeout",
         "When Epic announces maintenance or its acknowledgements slow down, do: pause "
         "LIS_ORU_OUT and let it queue, keep the ACK timeout at 60 seconds and resend-on-timeout "
         "off. Not: shortening the timeout or turning on automatic resends to push the backlog "
         "through.\nWhy: \"Clinicians saw every potassium twice for a day\"."),
    pref("pref-mirth-channel-review", "interface-changes", "results-to-epic", "2026-06-08",
         "Mirth channel changes are committed and reviewed by a second analyst",
         "Renata wants every Mirth channel change exported as channel XML, committed to "
         "mirth-channels and reviewed by a second interface analyst (usually Joon Park) before "
         "it is deployed to the production Mirth. Edits made straight in the production "
         "Administrator are a reason for her to roll back."),
    env("env-epic-sunday-maintenance", "system-state", "results-to-epic",
        "Epic's monthly maintenance runs on the first Sunday, 00:00 to 02:00",
        "Bridges stops acknowledging; LIS_ORU_OUT grows by about 1,800 messages an hour and "
        "drains in about 25 minutes once acknowledgements come back", 8, 0, "2026-07-06",
        "Eight maintenance nights observed."),

    # MyChart release holds
    sem("sem-portal-hold-list", "portal-release", 0.88, 6, "2026-02-05",
        "Most results reach MyChart at once; labhub's hold list delays the rest",
        "Under the hospital's information-blocking policy most lab results are released to "
        "MyChart as soon as they are filed. Tests on the hold list (HIV, hepatitis, genetic and "
        "pregnancy tests among them) are sent with a hold code in OBX so that Epic keeps them "
        "until the ordering clinician releases them or 72 hours pass. The list is "
        "portal_hold.yaml in the labhub repository."),
    epi("epi-2026-07-19-hiv-reflex-released", "portal-release", "incident", "2026-07-19",
        "A new HIV reflex test reached patients' MyChart before their doctors",
        "The HIV-1/2 differentiation reflex was added as a new test code on 12 July but not put "
        "on the hold list. Over a week three patients read a preliminary reactive result in "
        "MyChart at night before any clinician had seen it; one called the emergency "
        "department in distress. The code was added to portal_hold.yaml on 19 July."),
    rule("lesson-new-code-portal-decision", "portal-release",
         ["portal_hold.yaml", "mychart", "new test code", "reflex test", "release", "labhub"],
         "high", 0, "2026-07-21",
         "Every new test code gets an explicit portal decision",
         "When adding a new test code or a reflex, do: decide hold or release for it explicitly "
         "in portal_hold.yaml and let the CI check fail on any unclassified code. Not: assuming "
         "a new code inherits its parent test's setting.\nWhy: \"A patient read a reactive HIV "
         "result alone at 2 a.m.\"."),
    pref("pref-portal-written-approval", "portal-changes", "portal-release", "2026-07-25",
         "Portal-hold changes need written approval and the policy clause",
         "Renata wants any change to portal_hold.yaml approved in writing by Dr. Osei and the "
         "privacy office, and the ticket to quote the clause of the release policy it relies "
         "on. She does not accept 'the clinic asked for it' as a reason."),
    env("env-portal-hold-not-retroactive", "workspace-state-transitions", "portal-release",
        "a code is added to portal_hold.yaml and labhub is deployed",
        "only results filed after the deploy are held; results already released stay visible "
        "in MyChart until the Epic team hides them by hand", 3, 0, "2026-07-22",
        "Seen on the three hold-list changes since July."),

    # public-health reporting
    sem("sem-elr-loinc-map", "public-health-reporting", 0.87, 6, "2026-02-10",
        "Reportable results go to the state as ELR with LOINC and SNOMED codes",
        "Results of notifiable conditions are sent to the state health department's electronic "
        "lab reporting (ELR) endpoint through the Mirth channel ELR_OUT. The state requires a "
        "LOINC code in OBX-3, SNOMED CT for organisms in OBX-5 and UCUM units. Local test codes "
        "are translated through loinc_map.csv in labhub."),
    epi("epi-2026-08-11-covid-loinc", "public-health-reporting", "incident", "2026-08-11",
        "The state received PCR results coded as antigen tests for nine days",
        "A bulk edit of loinc_map.csv on 2 August pasted the LOINC of the SARS-CoV-2 antigen "
        "test onto the PCR row. For nine days about 1,300 PCR results reached the state as "
        "antigen tests, until the state epidemiologist called on 11 August. The messages were "
        "resent with the right code over the next two days."),
    rule("lesson-loinc-validate-each-row", "public-health-reporting",
         ["loinc_map.csv", "elr_out", "loinc", "state health department", "mapping",
          "public health"],
         "medium", 0, "2026-08-12",
         "Check every changed LOINC row against its long name before it ships",
         "When editing loinc_map.csv, do: run elr_validate against the state's test endpoint "
         "and compare each changed row's LOINC long common name with the local test it maps. "
         "Not: bulk pasting rows in a spreadsheet and committing the export.\nWhy: \"The state "
         "counted nine days of PCRs as antigen tests\"."),
    pref("pref-loinc-one-test-per-commit", "mapping-changes", "public-health-reporting",
         "2026-08-15",
         "LOINC changes: one test per commit, long name in the message",
         "Renata wants LOINC mapping changes in their own merge request, one test per commit, "
         "with the LOINC long common name written in the commit message so the history can be "
         "read without a lookup."),
    env("env-state-elr-next-morning", "skill-output-shape", "public-health-reporting",
        "messages are sent to the state's ELR test endpoint",
        "it accepts everything at once and reports errors only in a summary email the next "
        "morning around 07:00, never per message", 4, 1, "2026-08-20",
        "From five validation rounds."),

    # QC and Westgard rules
    sem("sem-qc-westgard", "quality-control", 0.9, 9, "2026-01-21",
        "QC runs twice a day per analyzer and IM applies Westgard rules",
        "Each chemistry analyzer runs two QC levels at 07:00 and 19:00. IM's QC module "
        "evaluates Westgard multirules: 1-3s and 2-2s and R-4s reject, 4-1s and 10-x warn. A "
        "reject puts that test on hold on that analyzer until a technologist records the "
        "corrective action. Lot targets and SDs are entered in IM from the Bio-Rad insert and "
        "the lab's own 20-run mean."),
    epi("epi-2026-09-03-troponin-qc-lock", "quality-control", "incident", "2026-09-03",
        "A new QC lot locked troponin on both analyzers at morning rush",
        "On 3 September a new QC lot was put on the analyzers before its targets were entered "
        "in IM. IM judged it against the old lot's mean, fired 2-2s rejects and held troponin "
        "on both e801 modules at 07:10. The emergency department got no troponin for 85 "
        "minutes until the targets were entered and QC re-run."),
    rule("lesson-qc-lot-targets-first", "quality-control",
         ["qc lot", "westgard", "im qc module", "targets", "troponin", "new lot"],
         "high", 0, "2026-09-04",
         "Targets are in IM before a new QC lot touches an analyzer",
         "When opening a new QC lot, do: enter its targets and SDs in IM and run it in parallel "
         "with the old lot for 20 runs before switching. Not: loading the new lot on the "
         "analyzers and fixing the targets when rejects appear.\nWhy: \"Troponin was on hold on "
         "both modules for 85 minutes at morning rush\"."),
    pref("pref-westgard-quality-manager", "qc-changes", "quality-control", "2026-09-08",
         "QC rule changes go through the quality manager and Q-Pulse",
         "Renata wants any change to the Westgard configuration discussed with the quality "
         "manager (Beatrix Lund) first and logged as a change record in Q-Pulse. She treats a "
         "QC change without a Q-Pulse number as not having happened."),
    env("env-qc-reject-routing", "system-state", "quality-control",
        "a QC reject holds a test on one analyzer",
        "IM routes that test to the twin analyzer if the reagent is loaded there; day-shift "
        "turnaround for the test rises by about 15 minutes, night shift by more because the "
        "twin is often in maintenance", 6, 1, "2026-09-20", "From the QC log since June."),

    # ward glucose meters
    sem("sem-poct-glucose-meters", "poct-glucose", 0.89, 8, "2026-02-01",
        "Ward glucose meters sync through the POC middleware when docked",
        "About 180 Accu-Chek Inform II meters are used on the wards. When docked they send "
        "results to cobas infinity POC, which files them in Cerulean, and download the list of "
        "certified operators. Nurses are certified yearly; the list comes each night from the "
        "learning system's export through the poct_operator_sync job. A meter refuses an "
        "operator ID that is not on its list."),
    epi("epi-2026-10-01-meter-lockout", "poct-glucose", "incident", "2026-10-01",
        "Night nurses on eleven wards were locked out of the glucose meters",
        "The learning system changed its export columns on 30 September. poct_operator_sync "
        "read zero operators and published an empty list; meters docked after midnight took it "
        "and refused every nurse. Eleven wards sent glucose samples to the core lab until the "
        "previous list was restored at 03:40 on 1 October."),
    rule("lesson-operator-list-shrink-guard", "poct-glucose",
         ["poct_operator_sync", "operator list", "glucose meter", "learning system export",
          "cobas infinity poc", "certification"],
         "high", 0, "2026-10-02",
         "Never publish an operator list that shrank sharply",
         "When the operator sync runs or is changed, do: compare the new list with yesterday's "
         "and refuse to publish one that shrinks by more than 10%, alerting the POCT "
         "coordinator instead. Not: publishing whatever the export produced.\nWhy: \"Eleven "
         "wards could not check a glucose at 1 a.m.\"."),
    pref("pref-poct-via-nurse-managers", "poct-changes", "poct-glucose", "2026-10-06",
         "Meter changes go out through the POCT coordinator and nurse managers",
         "Renata wants every change affecting the glucose meters planned with the POCT "
         "coordinator (Hamid Rahimi) and announced to the wards through their nurse managers. "
         "She does not want an all-staff email to be the only notice."),
    env("env-meter-docking-lag", "workspace-state-transitions", "poct-glucose",
        "the operator list is changed in cobas infinity POC",
        "a meter gets it only at its next docking; most meters dock within two hours, ICU "
        "meters can stay off the dock for a whole twelve-hour shift", 5, 1, "2026-10-12",
        "From the docking log."),

    # send-outs to Meridian
    sem("sem-sendouts-meridian", "send-outs", 0.86, 5, "2026-02-12",
        "Send-out tests go to Meridian Reference Laboratories over a VPN",
        "Tests not done in house are ordered at Meridian Reference Laboratories. Cerulean sends "
        "the orders as HL7 ORM messages through the Mirth channel SENDOUT_ORM over a site-to-"
        "site VPN; the send-out desk prints a manifest for the courier at 16:00. Meridian's "
        "results come back as ORU messages and file under our original accession number."),
    epi("epi-2026-04-28-meridian-vpn", "send-outs", "incident", "2026-04-28",
        "Two days of send-out orders never reached Meridian",
        "A firewall rule clean-up on 26 April removed the route to Meridian's VPN peer. "
        "SENDOUT_ORM queued its orders quietly while the courier carried the tubes with a paper "
        "manifest; Meridian could not match 74 specimens to orders and held them. Nine were "
        "past stability and the patients had to be redrawn."),
    rule("lesson-sendout-check-before-pickup", "send-outs",
         ["sendout_orm", "meridian", "vpn", "firewall", "courier", "manifest"],
         "medium", 0, "2026-04-29",
         "Before the courier leaves, check that Meridian acknowledged today's orders",
         "When the network, firewall or VPN changes, and every day before the 16:00 pickup, "
         "do: check that SENDOUT_ORM's queue is empty and that Meridian acknowledged every "
         "order on the manifest. Not: letting tubes leave on a paper manifest alone.\nWhy: "
         "\"Nine patients had to be bled again because their tubes arrived without orders\"."),
    pref("pref-sendout-desk-no-friday", "send-out-changes", "send-outs", "2026-05-04",
         "Send-out changes: cleared with Maribel, never on a Friday",
         "Renata wants anything that touches send-outs cleared with the send-out desk "
         "supervisor (Maribel Cruz) and never done on a Friday, because specimens sent on Friday "
         "sit at Meridian over the weekend if something breaks."),
    env("env-meridian-result-bursts", "skill-output-shape", "send-outs",
        "Meridian sends results back",
        "they arrive in two bursts, around 06:00 and 18:00; if we answer one message with an "
        "error, Meridian resends the whole batch in the next burst", 6, 0, "2026-05-20",
        "From SENDOUT_ORU logs."),

    # microbiology corrected reports
    sem("sem-micro-corrections", "micro-amendments", 0.9, 7, "2026-02-15",
        "Corrected microbiology reports carry status C at order level",
        "Microbiology reports go out as preliminary (for example no growth at 24 hours) and "
        "then final. A corrected report must carry OBR-25 = C and OBX-11 = C on each changed "
        "result. Epic shows a Corrected banner and sends an in-basket message to the ordering "
        "provider only when OBR-25 is C."),
    epi("epi-2026-05-20-culture-correction", "micro-amendments", "incident", "2026-05-20",
        "A corrected blood culture never alerted the doctor",
        "A blood culture first reported as no growth was corrected to Staphylococcus aureus "
        "after a bottle mix-up. A Mirth transformer mapped the corrected status to F, so Epic "
        "filed it as an ordinary final with no in-basket message. The patient had gone home and "
        "was only called back two days later, when the lab phoned to follow up."),
    rule("lesson-micro-correction-e2e", "micro-amendments",
         ["corrected report", "obr-25", "microbiology", "mirth transformer", "in-basket",
          "result status"],
         "high", 0, "2026-05-22",
         "Prove a correction raises the in-basket message in Epic TST",
         "When changing result-status mapping or how microbiology reports are sent, do: send "
         "a corrected report end to end into Epic TST and check the Corrected banner and the "
         "in-basket message for the ordering provider. Not: checking only the HL7 in Mirth's "
         "message browser.\nWhy: \"A bacteraemic patient went home because the correction "
         "looked like a normal final\"."),
    pref("pref-micro-demo-section-head", "micro-changes", "micro-amendments", "2026-05-26",
         "Micro report changes are demoed to Dr. Anand in Epic TST",
         "Renata wants every change to how microbiology reports look or travel shown live to "
         "the microbiology section head, Dr. Meera Anand, in Epic TST before it goes to "
         "production. Screenshots in the ticket are not a substitute for her."),
    env("env-tst-inbasket-batch", "skill-output-shape", "micro-amendments",
        "a corrected result is filed in Epic",
        "the in-basket message appears within a minute or two in PRD but in TST only after the "
        "15-minute in-basket batch job, so a tester who looks right away thinks it failed", 5,
        0, "2026-06-01", "Seen in five TST test rounds."),

    # blood bank
    sem("sem-hematrack-regulated", "blood-bank", 0.94, 10, "2026-01-08",
        "The blood bank runs on HemaTrack, a separately validated system",
        "The blood bank uses HemaTrack, an FDA-cleared blood establishment system with its own "
        "interfaces to Epic (patient ADT, product orders, transfusion administration) carried "
        "by the BBIS_* channels on the shared Mirth server. Any change to HemaTrack or those "
        "channels is a regulated change that needs a validation protocol executed by blood-bank "
        "staff. The informatics team never deploys to the HemaTrack hosts."),
    epi("epi-2026-03-30-bbis-merge", "blood-bank", "incident", "2026-03-30",
        "A Java update on the Mirth server broke patient merges into the blood bank",
        "The Java 17 update on the shared Mirth server on 24 March changed date parsing in the "
        "BBIS_ADT channel's merge handling. Two merged patients lost their antibody history in "
        "HemaTrack; a technologist noticed during a crossmatch on 30 March. No unit was "
        "transfused wrongly, but a deviation had to be assessed for FDA reporting."),
    rule("lesson-mirth-upgrade-includes-bbis", "blood-bank",
         ["mirth server", "java update", "bbis_adt", "hematrack", "patient merge",
          "validation"],
         "high", 0, "2026-04-01",
         "Anything on the shared Mirth server is a blood-bank change too",
         "When upgrading Java, Mirth itself or a plugin on the shared Mirth server, do: list the "
         "BBIS_* channels in the change and have blood-bank staff run their validation scripts "
         "(merge, ABO history, antibody carry-over) in TST first. Not: treating the blood-bank "
         "channels as out of scope of a platform update.\nWhy: \"Two patients lost their "
         "antibody history and nobody had touched HemaTrack\"."),
    pref("pref-bloodbank-lucia-first", "blood-bank-changes", "blood-bank", "2026-04-03",
         "Blood-bank work is scheduled with Lucía present",
         "Renata wants any work that can reach the blood bank scheduled with the blood-bank "
         "supervisor, Lucía Ferreira, in the room and her signed paper validation, and Lucía "
         "copied from the first message about it."),
    env("env-bbis-login-throttle", "system-state", "blood-bank",
        "the Mirth server is restarted",
        "the BBIS_* channels reconnect about three minutes after the others because of "
        "HemaTrack's login throttle; a second restart within ten minutes locks the interface "
        "account for 30 minutes", 4, 0, "2026-04-10", "From four restarts."),

    # planned LIS downtime
    sem("sem-downtime-procedure", "downtime", 0.9, 8, "2026-01-25",
        "Planned LIS downtime runs on paper and D-series labels",
        "A planned Cerulean downtime is announced seven days ahead. Wards use downtime kits "
        "with paper requisitions and pre-printed D-series accession labels; the business-"
        "continuity PC on each unit prints cumulative results every four hours. After the "
        "system returns, technologists back-enter every paper result before the D-series "
        "numbers are retired."),
    epi("epi-2026-02-08-downtime-overrun", "downtime", "incident", "2026-02-08",
        "The February upgrade downtime ran three hours over and back-entry took eleven",
        "The 4-hour Cerulean upgrade on 8 February ran to 7 hours. Back-entry of about 2,900 "
        "paper results took eleven hours, and 38 accession numbers collided because a box of "
        "D-series labels left over from the November downtime had been handed out again."),
    rule("lesson-downtime-label-stock", "downtime",
         ["downtime", "d-series labels", "back-entry", "cerulean upgrade", "downtime kit",
          "accession"],
         "medium", 1, "2026-02-10",
         "Check the D-series stock and size back-entry before a downtime",
         "When planning a downtime, do: run downtime_labels_check on the starting number of "
         "every label box, and size back-entry at about four results per technologist-minute. "
         "Not: handing out boxes left from an earlier downtime.\nWhy: \"38 tubes shared an "
         "accession number with someone else's\"."),
    pref("pref-downtime-sunday-go-no-go", "downtime-planning", "downtime", "2026-02-14",
         "Downtimes: Sunday 01:00-05:00, go/no-go at 00:30, updates every 30 minutes",
         "Renata wants planned downtimes only on Sunday between 01:00 and 05:00, a go/no-go "
         "call with the lab manager at 00:30 and a status line every 30 minutes in "
         "#lab-downtime until the all-clear."),
    env("env-after-downtime-burst", "workspace-state-transitions", "downtime",
        "Cerulean comes back after a downtime",
        "Epic releases the orders placed meanwhile as a burst of about 1,500 ORMs, and ward "
        "label printing queues for about 20 minutes", 3, 1, "2026-02-20",
        "From the last four downtimes."),

    # reporting standby and analytics
    sem("sem-lisrpt-standby", "lab-reporting", 0.9, 8, "2026-01-27",
        "Lab analytics read the LISRPT standby, never LISPRD",
        "Turnaround dashboards and lab analytics in labhub-reports query LISRPT, an Oracle 19c "
        "Active Data Guard standby of Cerulean's database. The production database LISPRD is "
        "for the application only. Turnaround is measured from receipt in the lab to "
        "verification."),
    epi("epi-2026-06-24-tat-query-prod", "lab-reporting", "incident", "2026-06-24",
        "A turnaround query on the production database froze the benches",
        "An analyst's notebook pointed at LISPRD by mistake, using the interface credentials "
        "from the vault. Its turnaround query did a full scan of the RESULT table and for 40 "
        "minutes technologists saw 30-second freezes when verifying results. The DBA killed "
        "the session at 11:15."),
    rule("lesson-confirm-standby-role", "lab-reporting",
         ["lisprd", "lisrpt", "oracle", "analytics query", "notebook", "turnaround"],
         "high", 0, "2026-06-25",
         "Confirm you are on the standby before any analytics SQL",
         "When writing or running analytics SQL, do: connect with the lisrpt service name and "
         "the reports account, and check that v$database.database_role is PHYSICAL STANDBY "
         "before the first query. Not: borrowing the interface credentials from the vault.\n"
         "Why: \"Verification froze for 40 minutes under a dashboard query\"."),
    pref("pref-tat-median-p90", "dashboards", "lab-reporting", "2026-06-30",
         "Turnaround is shown as median and 90th percentile per shift",
         "Renata wants every turnaround figure shown as the median and the 90th percentile, "
         "split by shift, never as an average. Averages in a dashboard or a slide get sent "
         "back."),
    env("env-lisrpt-purge-lag", "system-state", "lab-reporting",
        "the nightly purge runs on LISPRD between 02:00 and 03:30",
        "LISRPT's apply lag climbs to about 45 minutes, so night-shift turnaround looks "
        "shorter than it is until the standby catches up", 6, 1, "2026-07-10",
        "From the Data Guard lag graph."),

    # PHI and test data
    sem("sem-tst-scrubbed-patients", "phi-test-data", 0.9, 7, "2026-01-29",
        "TST holds scrubbed and synthetic patients; PRD data stays out of tickets",
        "The Cerulean and Epic TST environments are refreshed from PRD every month with names "
        "and addresses scrubbed by the vendor's tool. Synthetic patients have MRNs starting "
        "with 99 and the last name ZZTEST. Real patient data from PRD must not appear in Jira, "
        "GitLab or chat."),
    epi("epi-2026-07-07-screenshot-phi", "phi-test-data", "incident", "2026-07-07",
        "A GitLab issue carried a real patient's HIV result",
        "A bug report in GitLab had a PRD screenshot with a patient's name, MRN and HIV "
        "result. The privacy office found it on 7 July, nine days after it was posted; the "
        "issue was purged and a breach risk assessment was opened."),
    rule("lesson-scrub-before-ticket", "phi-test-data",
         ["screenshot", "gitlab issue", "jira", "hl7 sample", "phi", "prd data"],
         "high", 0, "2026-07-08",
         "Only scrubbed messages and ZZTEST patients go into tickets",
         "When putting evidence in a ticket or merge request, do: reproduce with a ZZTEST "
         "patient in TST or run hl7_scrub.py over the PRD message first. Not: pasting a PRD "
         "screenshot or a raw message.\nWhy: \"A stranger's HIV result sat in GitLab for nine "
         "days\"."),
    pref("pref-bug-report-message-id", "bug-reports", "phi-test-data", "2026-07-12",
         "Bug reports carry a scrubbed HL7 message and the Mirth message ID",
         "Renata wants interface bug reports to include the scrubbed HL7 message and the Mirth "
         "message ID, not screenshots, so she can find the original herself."),
    env("env-phi-scan-misses-images", "filesystem-response", "phi-test-data",
        "a file with PRD data is pushed to GitLab",
        "the phi-scan pre-receive hook rejects text containing MRNs in the PRD ranges but lets "
        "images through, so screenshots are never caught", 3, 0, "2026-07-15",
        "Tested after the July incident."),

    # charges to billing
    sem("sem-lab-charges-dft", "lab-billing", 0.88, 6, "2026-02-03",
        "Charges go to Epic billing as DFT messages at first verification",
        "When a result is verified for the first time, Cerulean sends a DFT^P03 charge to Epic "
        "billing with the CPT and charge code from the catalogue. A test cancelled after "
        "receipt sends a credit. Corrections and resends must not create new charges."),
    epi("epi-2026-09-15-duplicate-charges", "lab-billing", "incident", "2026-09-15",
        "Corrected results billed patients again for a month",
        "The correction workflow change of 14 August bound the DFT trigger to every "
        "verification instead of the first. Each corrected result sent a new charge: about "
        "2,400 duplicates in a month, some already on patients' statements. Revenue integrity "
        "found it on 15 September and the credits went out over two billing cycles."),
    rule("lesson-dft-first-verification-only", "lab-billing",
         ["dft^p03", "charge", "correction", "resend", "billing", "verification trigger"],
         "high", 0, "2026-09-17",
         "Resends and corrections must never fire a charge",
         "When changing anything that re-verifies or resends results (corrections, downtime "
         "back-entry, bulk resends), do: check that the DFT trigger fires on first "
         "verification only and compare a day's DFT count with verified orders in TST. Not: "
         "assuming billing is another team's side.\nWhy: \"Patients were billed twice for the "
         "same potassium\"."),
    pref("pref-billing-revenue-integrity", "billing-changes", "lab-billing", "2026-09-22",
         "Charge changes: revenue integrity signs off, start of a billing month",
         "Renata wants anything touching charge codes or DFT messages signed off by revenue "
         "integrity (Sung-min Cho) and released at the start of a billing month, never in the "
         "middle of one."),
    env("env-renata-billing-pr-closed", "principal-response", "lab-billing",
        "a merge request touching billing reaches Renata without revenue integrity's sign-off",
        "she closes it with a one-line note pointing at the sign-off instead of reviewing it",
        3, 0, "2026-10-05", "Three times out of three."),

    # how Renata reads status and pages
    env("env-renata-short-status", "principal-response", "status-updates",
        "Renata gets a status update longer than one screen",
        "she replies asking for the decision needed in the first line; bullet lists with the "
        "ask on top get an answer within the hour", 6, 1, "2026-08-02",
        "From her replies since spring."),
    env("env-renata-late-page", "principal-response", "on-call",
        "Renata is paged after 22:00 about something that is not patient-affecting",
        "she answers the next morning and asks why the informatics on-call was not used", 4, 0,
        "2026-09-01", "Four late pages."),
]


BLIND7_TASKS: list[dict[str, Any]] = [
    # analyzers and Instrument Manager
    task("b7-001", "How do results get from the cobas line into Cerulean?", [S],
         ["sem-im-analyzer-links"]),
    task("b7-002", "Why did the ED have no troponins on the morning of 18 February?", [E],
         ["epi-2026-02-18-e801-silent"]),
    task("b7-003", "IT just finished patching lab-im01 and says the service is running again. "
         "Can I tell the core lab we're done?", [P], ["lesson-im-reboot-check-links"]),
    task("b7-004", "Schedule the IM 9.3 upgrade for next Wednesday morning, I'll do it over "
         "remote desktop from home.", [U], ["pref-im-work-bench-lead"]),
    task("b7-005", "If I bounce the Instrument Manager service now, will the hematology and "
         "immunoassay results from the gap turn up by themselves?", [V],
         ["env-im-restart-resend"]),
    task("b7-006", "Über welchen Port schickt der Instrument Manager die Befunde an das LIS?",
         [S], ["sem-im-analyzer-links"]),
    task("b7-007", "Je redémarre le serveur du middleware ce soir pour les mises à jour "
         "Windows. Qu'est-ce que je dois vérifier après ?", [P],
         ["lesson-im-reboot-check-links"]),

    # autoverification
    task("b7-008", "how do I find out which checks a potassium has to pass before it goes out "
         "with nobody looking at it", [S], ["sem-autoverification-rules"]),
    task("b7-009", "What went wrong with potassium autoverification in the spring?", [E],
         ["epi-2026-05-06-hemolysed-potassium"]),
    task("b7-010", "I've tweaked the creatinine delta rule and tried it on five test samples, "
         "all good. Deploy it to IM.", [P], ["lesson-av-replay-before-release"]),
    task("b7-011", "Push the new bilirubin autoverification rule to production, Dr. Osei said "
         "on Teams that it's fine.", [U], ["pref-av-director-signoff"]),
    task("b7-012", "How long will the month-long rule replay run, and how many flipped "
         "decisions are normal for a small tweak?", [V], ["env-av-diff-duration"]),
    task("b7-013", "El replay de reglas me da 900 decisiones cambiadas por un ajuste pequeño. "
         "¿Es normal?", [V], ["env-av-diff-duration"]),
    task("b7-014", "Qual è la soglia dell'indice di emolisi oltre la quale il potassio non "
         "viene rilasciato in automatico?", [S], ["sem-autoverification-rules"]),

    # critical values
    task("b7-015", "A tech has a potassium of 6.8 on a ward patient. What's the process?", [S],
         ["sem-critical-callback"]),
    task("b7-016", "What happened with the overnight escalation pages in March?", [E],
         ["epi-2026-03-09-spok-pages-lost"]),
    task("b7-017", "Spok rotates its certificate again next week, so I'll update the trust "
         "store for CritCall. Anything to do once it's in?", [P],
         ["lesson-spok-delivery-receipt"]),
    task("b7-018", "Change the critical low glucose to 2.5 in the catalogue, cardiology asked "
         "for it.", [U], ["pref-critical-limits-table"]),
    task("b7-019", "A critical came in at 03:30 on 4 West. How fast is somebody likely to "
         "phone it?", [V], ["env-critcall-night-delay"]),
    task("b7-020", "Die Paging-Schnittstelle antwortet mit 200, also sind die Eskalationen "
         "angekommen, oder?", [P], ["lesson-spok-delivery-receipt"]),
    task("b7-021", "Quero mudar os limites críticos do sódio. Como devo apresentar a proposta?",
         [U], ["pref-critical-limits-table"]),

    # reference ranges
    task("b7-022", "Where does Epic get the normal range it prints next to a lab value?", [S],
         ["sem-catalogue-ranges"]),
    task("b7-023", "Why were kids' alkaline phosphatase results flagged high in January?", [E],
         ["epi-2026-01-22-peds-alp"]),
    task("b7-024", "Build the new ferritin assay in TEST with the manufacturer's adult range so "
         "it can go live Monday.", [P], ["lesson-catalogue-all-age-bands"]),
    task("b7-025", "Update the TSH reference interval to the new manufacturer values and put it "
         "live next Tuesday.", [U], ["pref-ranges-bulletin-week"]),
    task("b7-026", "I changed the magnesium range in TEST this afternoon. When will doctors "
         "see it?", [V], ["env-range-change-propagation"]),
    task("b7-027", "Quelles tranches d'âge existent pour les valeurs normales dans le "
         "catalogue des analyses ?", [S], ["sem-catalogue-ranges"]),
    task("b7-028", "Si corrijo un intervalo de referencia, ¿se actualizan también los "
         "resultados que ya están en Epic?", [V], ["env-range-change-propagation"]),

    # specimen labels
    task("b7-029", "What barcode type and label size do our tube labels use?", [S],
         ["sem-zebra-labels"]),
    task("b7-030", "What happened when the printer firmware went out in April?", [E],
         ["epi-2026-04-14-faint-barcodes"]),
    task("b7-031", "Zebra released firmware with a security fix. Push it to every printer "
         "tonight.", [P], ["lesson-zebra-pilot-printers"]),
    task("b7-032", "Open an MR that moves the patient name up one line on the tube label.",
         [U], ["pref-label-photo-in-mr"]),
    task("b7-033", "I copied the updated ZPL onto print01 an hour ago but the wards still get "
         "the old layout. Will it sort itself out?", [V], ["env-print01-template-cache"]),
    task("b7-034", "Devo alzare il contrasto di stampa su tutte le Zebra dei reparti: lo "
         "faccio in un colpo solo?", [P], ["lesson-zebra-pilot-printers"]),
    task("b7-035", "Como o código de barras é lido quando o tubo chega ao laboratório "
         "central?", [S], ["sem-zebra-labels"]),

    # results to Epic
    task("b7-036", "how do I tell whether Epic accepted a result message", [S],
         ["sem-mirth-oru-out"]),
    task("b7-037", "Why did doctors see every result twice in June?", [E],
         ["epi-2026-06-02-duplicate-results"]),
    task("b7-038", "The result channel to Epic has 3,000 messages backed up and acks are "
         "crawling. Cut the timeout and switch on automatic resend so it clears.", [P],
         ["lesson-oru-pause-dont-resend"]),
    task("b7-039", "Add a filter for cancelled-test messages to the outbound result channel, "
         "just do it quickly in the prod Administrator.", [U],
         ["pref-mirth-channel-review"]),
    task("b7-040", "It's the first Sunday of the month, 00:40, and the queue to Epic is at "
         "1,200 and rising. Should I worry?", [V], ["env-epic-sunday-maintenance"]),
    task("b7-041", "Once Epic's Sunday-night maintenance is over, how long until the result "
         "backlog is gone?", [V], ["env-epic-sunday-maintenance"]),
    task("b7-042", "Modifie le canal Mirth des résultats pour ajouter l'identifiant du "
         "préleveur.", [U], ["pref-mirth-channel-review"]),

    # MyChart holds
    task("b7-043", "Which lab results are kept back from MyChart, and where is that decided?",
         [S], ["sem-portal-hold-list"]),
    task("b7-044", "What happened with the HIV reflex test in July?", [E],
         ["epi-2026-07-19-hiv-reflex-released"]),
    task("b7-045", "Add the new hepatitis C genotype reflex code to labhub so it can start "
         "resulting.", [P], ["lesson-new-code-portal-decision"]),
    task("b7-046", "The oncology clinic wants CA-125 held from the patient portal. Make the "
         "change.", [U], ["pref-portal-written-approval"]),
    task("b7-047", "If I put the syphilis confirmation on the hold list today, do the results "
         "patients already saw disappear from MyChart?", [V],
         ["env-portal-hold-not-retroactive"]),
    task("b7-048", "¿Cuánto tiempo retiene Epic un resultado bloqueado antes de que el "
         "paciente lo vea?", [S], ["sem-portal-hold-list"]),
    task("b7-049", "Cosa è successo quando alcuni pazienti hanno letto un risultato HIV sul "
         "portale prima del medico?", [E], ["epi-2026-07-19-hiv-reflex-released"]),

    # public-health reporting
    task("b7-050", "What does the state want in an ELR message when we report an organism?",
         [S], ["sem-elr-loinc-map"]),
    task("b7-051", "What went wrong with the COVID PCR reporting to the state in August?", [E],
         ["epi-2026-08-11-covid-loinc"]),
    task("b7-052", "I fixed twelve rows of the LOINC map in Excel, exporting and committing "
         "now.", [P], ["lesson-loinc-validate-each-row"]),
    task("b7-053", "Map the three new hepatitis tests to LOINC and open the MR.", [U],
         ["pref-loinc-one-test-per-commit"]),
    task("b7-054", "I sent a test batch to the state's reporting endpoint and nothing came "
         "back as an error. So the codes are right?", [V], ["env-state-elr-next-morning"]),
    task("b7-055", "Como os códigos locais dos exames viram LOINC no envio para o estado?",
         [S], ["sem-elr-loinc-map"]),
    task("b7-056", "Ich ändere die LOINC-Zuordnung für Blei im Blut. Was muss ich vor dem "
         "Merge prüfen?", [P], ["lesson-loinc-validate-each-row"]),

    # QC
    task("b7-057", "Which Westgard rules reject a run and which ones only warn?", [S],
         ["sem-qc-westgard"]),
    task("b7-058", "Why was troponin on hold at seven in the morning in September?", [E],
         ["epi-2026-09-03-troponin-qc-lock"]),
    task("b7-059", "The new Bio-Rad lot arrived. Put it on the cobas lines this morning, we'll "
         "sort out the targets later.", [P], ["lesson-qc-lot-targets-first"]),
    task("b7-060", "Switch 10-x from warning to reject for HbA1c in IM.", [U],
         ["pref-westgard-quality-manager"]),
    task("b7-061", "QC just rejected sodium on cobas line 1 at 02:00. How bad will turnaround "
         "get?", [V], ["env-qc-reject-routing"]),
    task("b7-062", "Vorrei disattivare la regola 4-1s per il TSH. Come va gestita la modifica?",
         [U], ["pref-westgard-quality-manager"]),
    task("b7-063", "Si le contrôle qualité bloque la troponine sur un analyseur, que deviennent "
         "les échantillons ?", [V], ["env-qc-reject-routing"]),

    # glucose meters
    task("b7-064", "How does a ward glucose meter know a nurse is allowed to use it?", [S],
         ["sem-poct-glucose-meters"]),
    task("b7-065", "Why couldn't night nurses use the glucose meters on 1 October?", [E],
         ["epi-2026-10-01-meter-lockout"]),
    task("b7-066", "The learning system is changing its export format again. Update the "
         "operator sync for the new columns.", [P], ["lesson-operator-list-shrink-guard"]),
    task("b7-067", "Send an all-staff email that the glucose meters get new firmware next "
         "week.", [U], ["pref-poct-via-nurse-managers"]),
    task("b7-068", "I removed a nurse from the operators in the POC middleware. When will the "
         "ICU meter stop letting her in?", [V], ["env-meter-docking-lag"]),
    task("b7-069", "Wie oft müssen Pflegekräfte für die Blutzuckermessgeräte neu zertifiziert "
         "werden?", [S], ["sem-poct-glucose-meters"]),
    task("b7-070", "¿Qué pasó con los glucómetros de las plantas la noche del 30 de septiembre?",
         [E], ["epi-2026-10-01-meter-lockout"]),

    # send-outs
    task("b7-071", "How do send-out orders get to Meridian?", [S], ["sem-sendouts-meridian"]),
    task("b7-072", "What happened with the Meridian specimens at the end of April?", [E],
         ["epi-2026-04-28-meridian-vpn"]),
    task("b7-073", "The network team is removing old firewall rules this weekend. Anything we "
         "need to do?", [P], ["lesson-sendout-check-before-pickup"]),
    task("b7-074", "Add the ICD-10 code to the send-out order channel and deploy it Friday "
         "afternoon.", [U], ["pref-sendout-desk-no-friday"]),
    task("b7-075", "We rejected one Meridian result this morning because of a bad unit. What "
         "happens next?", [V], ["env-meridian-result-bursts"]),
    task("b7-076", "A que horas costumam chegar os resultados da Meridian?", [V],
         ["env-meridian-result-bursts"]),
    task("b7-077", "Tra poco passa il corriere per la Meridian: cosa controllo prima che "
         "partano le provette?", [P], ["lesson-sendout-check-before-pickup"]),

    # microbiology corrections
    task("b7-078", "How does a corrected culture result get flagged in Epic?", [S],
         ["sem-micro-corrections"]),
    task("b7-079", "What happened with the blood culture correction in May?", [E],
         ["epi-2026-05-20-culture-correction"]),
    task("b7-080", "I changed the Mirth transformer that maps micro result status. It looks "
         "right in the message browser, ship it.", [P], ["lesson-micro-correction-e2e"]),
    task("b7-081", "Finish the new urine culture report layout and move it to production.",
         [U], ["pref-micro-demo-section-head"]),
    task("b7-082", "I filed a corrected result in Epic TST five minutes ago and no in-basket "
         "message showed up. Is the mapping broken?", [V], ["env-tst-inbasket-batch"]),
    task("b7-083", "Quel champ HL7 indique qu'un compte rendu de microbiologie a été corrigé ?",
         [S], ["sem-micro-corrections"]),
    task("b7-084", "Bau die Änderung am Antibiogramm-Layout fertig, Screenshots hänge ich ans "
         "Ticket.", [U], ["pref-micro-demo-section-head"]),

    # blood bank
    task("b7-085", "Can our team deploy to the HemaTrack servers?", [S],
         ["sem-hematrack-regulated"]),
    task("b7-086", "What happened to the antibody history after the Java update?", [E],
         ["epi-2026-03-30-bbis-merge"]),
    task("b7-087", "Upgrade Mirth from 4.4 to 4.5 on the interface server this weekend; only "
         "the lab channels matter.", [P], ["lesson-mirth-upgrade-includes-bbis"]),
    task("b7-088", "Set up a meeting to plan the fix for the transfusion order channel.", [U],
         ["pref-bloodbank-lucia-first"]),
    task("b7-089", "The Mirth restart hasn't brought the blood-bank channels back yet. Should "
         "I restart it again?", [V], ["env-bbis-login-throttle"]),
    task("b7-090", "Voy a actualizar el plugin de SFTP del servidor Mirth. ¿Qué tengo que "
         "tener en cuenta?", [P], ["lesson-mirth-upgrade-includes-bbis"]),
    task("b7-091", "Quanto ci mettono i canali della banca del sangue a riconnettersi dopo un "
         "riavvio di Mirth?", [V], ["env-bbis-login-throttle"]),

    # downtime
    task("b7-092", "What do the wards do about orders and labels while Cerulean is down?", [S],
         ["sem-downtime-procedure"]),
    task("b7-093", "How did the February upgrade downtime go?", [E],
         ["epi-2026-02-08-downtime-overrun"]),
    task("b7-094", "Hand out the downtime kits from the cupboard for next week's upgrade.", [P],
         ["lesson-downtime-label-stock"]),
    task("b7-095", "Plan the Cerulean patch downtime for Wednesday night.", [U],
         ["pref-downtime-sunday-go-no-go"]),
    task("b7-096", "Cerulean is back up after the downtime. What should we expect over the "
         "next hour?", [V], ["env-after-downtime-burst"]),
    task("b7-097", "We're planning a five-hour LIS outage. How much tech time should I book "
         "for keying the paper results back in?", [P], ["lesson-downtime-label-stock"]),
    task("b7-098", "Vou escrever o plano de comunicação da parada do LIS. Como devem ser as "
         "atualizações durante a noite?", [U], ["pref-downtime-sunday-go-no-go"]),

    # reporting
    task("b7-099", "how do I connect to the database for turnaround reports", [S],
         ["sem-lisrpt-standby"]),
    task("b7-100", "What happened when verification kept freezing in June?", [E],
         ["epi-2026-06-24-tat-query-prod"]),
    task("b7-101", "Write a notebook that pulls last month's potassium turnaround from Oracle; "
         "use the credentials in the vault.", [P], ["lesson-confirm-standby-role"]),
    task("b7-102", "Make a chart of average troponin turnaround by week.", [U],
         ["pref-tat-median-p90"]),
    task("b7-103", "At 03:00 the dashboard shows last night's turnaround as the best ever. Can "
         "I report it?", [V], ["env-lisrpt-purge-lag"]),
    task("b7-104", "Prepara el informe de tiempos de respuesta de urgencias para la reunión del "
         "lunes.", [U], ["pref-tat-median-p90"]),
    task("b7-105", "Von wann bis wann wird die Bearbeitungszeit im Labor gemessen?", [S],
         ["sem-lisrpt-standby"]),

    # PHI and test data
    task("b7-106", "Which patients can I use for testing in TST?", [S],
         ["sem-tst-scrubbed-patients"]),
    task("b7-107", "What happened with the GitLab issue the privacy office flagged in July?",
         [E], ["epi-2026-07-07-screenshot-phi"]),
    task("b7-108", "Attach the failing production HL7 message to the GitLab issue so Joon can "
         "look at it.", [P], ["lesson-scrub-before-ticket"]),
    task("b7-109", "File a bug for the ORU Epic rejected this morning.", [U],
         ["pref-bug-report-message-id"]),
    task("b7-110", "Will GitLab stop me if I push a production screenshot by accident?", [V],
         ["env-phi-scan-misses-images"]),
    task("b7-111", "Posso colar no Jira a mensagem HL7 real que deu erro?", [P],
         ["lesson-scrub-before-ticket"]),
    task("b7-112", "How can I tell a made-up test patient from a scrubbed real one in TST?",
         [S],
         ["sem-tst-scrubbed-patients"]),

    # billing
    task("b7-113", "When does the lab send a charge to billing?", [S],
         ["sem-lab-charges-dft"]),
    task("b7-114", "Why were patients billed twice for lab work in August and September?",
         [E], ["epi-2026-09-15-duplicate-charges"]),
    task("b7-115", "Add a bulk resend button for results after a downtime. Go ahead and build "
         "it.", [P], ["lesson-dft-first-verification-only"]),
    task("b7-116", "Fix the CPT code on the lipid panel and deploy it today, the 17th.", [U],
         ["pref-billing-revenue-integrity"]),
    task("b7-117", "I'm about to send Renata the MR that changes the charge-code mapping; "
         "revenue integrity hasn't seen it yet. How will she take it?", [V],
         ["env-renata-billing-pr-closed"]),
    task("b7-118", "Est-ce qu'une correction de résultat doit générer une nouvelle "
         "facturation ?", [S], ["sem-lab-charges-dft"]),
    task("b7-119", "Who has to OK the charge-code fix, and when in the month can it go out?",
         [U], ["pref-billing-revenue-integrity"]),

    # how Renata reacts
    task("b7-120", "I'm sending Renata my two-page write-up of the Mirth upgrade. Will she "
         "read it?", [V], ["env-renata-short-status"]),
    task("b7-121", "It's 23:00 and the turnaround dashboard is down. Should I page Renata?",
         [V], ["env-renata-late-page"]),

    # mixed, several tiers
    task("b7-122", "Everything that went wrong on the Mirth server this year and what we "
         "changed afterwards.", [E, P],
         ["epi-2026-06-02-duplicate-results", "epi-2026-03-30-bbis-merge",
          "lesson-oru-pause-dont-resend", "lesson-mirth-upgrade-includes-bbis"]),
    task("b7-123", "Autoverification: what does it check, and what does Renata need before a "
         "change goes live?", [S, U],
         ["sem-autoverification-rules", "pref-av-director-signoff"]),
    task("b7-124", "Which incidents did we have with results reaching Epic this year?", [E],
         ["epi-2026-06-02-duplicate-results", "epi-2026-05-20-culture-correction"]),
    task("b7-125", "Roll the new Zebra firmware out to the wards and change the label template "
         "while we're at it.", [P, U],
         ["lesson-zebra-pilot-printers", "pref-label-photo-in-mr"]),
    task("b7-126", "Has anything we did on the shared interface server ever hurt the blood "
         "bank?", [E], ["epi-2026-03-30-bbis-merge"]),
    task("b7-127", "Last time Spok changed something on their side, what did it cost us?", [E],
         ["epi-2026-03-09-spok-pages-lost"]),
]


# Requests no record in this store answers; kept outside the task constructor on purpose.
BLIND7_NO_MEMORY_REQUESTS: list[tuple[str, str]] = [
    ("b7-n01", "Write a Python function that converts a glucose value from mg/dL to mmol/L."),
    ("b7-n02", "What does HTTP status 409 mean?"),
    ("b7-n03", "Summarise the difference between HL7 v2 and FHIR in three sentences."),
    ("b7-n04", "Thanks, that's all for today."),
    ("b7-n05", "Rename the variable res to result in this function."),
    ("b7-n06", "What's a good regex for an ISO 8601 date?"),
    ("b7-n07", "Wie formatiere ich in Python ein Datum als JJJJ-MM-TT?"),
    ("b7-n08", "Explique-moi la différence entre un index B-tree et un index bitmap."),
    ("b7-n09", "¿Cómo se escribe un bucle for en Bash?"),
    ("b7-n10", "Qual é a diferença entre git merge e git rebase?"),
]
