"""A fourteenth workspace and its tasks: a wine cooperative's winery and grower systems, written
from the record format alone and never fitted on.

The store is the memory of the winery-systems team at the Tresvales Wine Cooperative (TWC, an
invented cooperative of about 310 member growers in the invented Tresvales valley, in the
southern hemisphere so that the grape harvest falls between February and April: the Tallybridge
weighbridge and grape-intake ledger at the crush pad, the Cuvetrack tank-farm and lot system, the
Thermavin fermentation cooling on two glycol chillers, the Presswright press programmes of the
four pneumatic presses, the Bottlerun bottling-line MES, the Labelvault label artwork and legal
label data, the Vignalink members' portal with its harvest delivery slots, the Paylot grower
payment runs, the Rootnet LoRaWAN vineyard sensors, the Aguada irrigation scheduler and its
canal pumps, the Oenolab laboratory system, the Dutybook excise ledger of the bonded winery, the
Staveledger RFID barrel inventory, the Cellardoor webshop and wine club, the Palletta
finished-goods warehouse, the Fumaro CO2 gas detection in the fermentation hall, the Vinasse
wastewater plant and the Cellarnet tablets and Wi-Fi) and of its principal (Ottavia Rensi, who
heads winery systems at TWC).

Eighteen themes hold one record in each tier naming the same system (a fact, an incident, a
lesson, a preference and a prediction about the weighbridge, the presses, the excise return or
the barrel tags), so a request's words say what it is about and only its shape says which kind
of memory answers it. Three more records: a fact about the harvest change freeze and the
harvest on-call rota, a preference about written summaries after vendor calls, and a prediction
of how Ottavia answers harvest-time messages that name no tank. Lessons are written the way the
layout reference's lessons are (a trigger list of entities and situation words, a "When ...,
do: ... Not: ..." body and a "Why:" quote).

Counts: 93 records (19 semantic, 18 episodic, 18 procedural, 19 personalized, 19
environment-dynamics); 130 tasks, each with one needed tier and one answering record (by needed
tier: 28 semantic, 25 episodic, 25 procedural, 26 personalized, 26 environment-dynamics);
by language: 92 English, 38 other (10 Spanish, 8 German, 7 French, 7 Italian, 6 Portuguese),
about 29 %; 12 no-memory requests.

Written by hand by a writer who had not read the recall code, its cue tables, its weights or
any other store; the inputs were the canonical SPEC's tier definitions, the record constructors'
signatures (def lines only) and the layout reference blind12_tasks.py (its docstring, imports,
first records and first tasks, its no-memory requests and its top-level names). Disclosure: a
too-wide grep while looking up the reference's top-level names printed more of that file than
intended (the records of its first five themes, its tasks from roughly its tenth theme to the
end and all twelve of its no-memory requests); nothing here copies them, and no other store was read. The set was never run through
recall before being handed over. Every system, company, person, place and number is invented;
nothing was copied from a public text. Record dates lie between January and mid-June 2025.
Requests are typed the way a winery-systems engineer, a cellar hand, an intake clerk, a lab
analyst or a coding agent would type them (imperatives, "how do I", "where is", "what happened
when", "will X if", "what does Ottavia want", terse fragments); none copies its record's wording.
Hard families on purpose: an imperative whose needed memory is how Ottavia wants that kind of
work done (personalized), a question about how a system, the growers, a supplier or Ottavia will
react (environment-dynamics), "how do I" / "where is" about a fact (semantic), the situation a
lesson is for told without the lesson's words (procedural), and "what happened last time"
(episodic).
BLIND14_NO_MEMORY_REQUESTS lists requests that no record in this store answers (general
knowledge or small talk), as plain (id, text) pairs outside the task constructor, for a caller
that wants to measure abstention. Report it in aggregate; do not tune on it.
"""

from __future__ import annotations

from typing import Any

from benchmarks.retrieval.dataset import E, P, S, U, V, env, epi, pref, rule, sem, task

BLIND14_RECORDS: list[dict[str, Any]] = [
    # 1 grape intake / weighbridge
    sem("sem-tallybridge-weighbridge-intake", "grape-intake", 0.94, 16, "2025-01-13",
        "Tallybridge weighs each grape load twice on the 60 t bridge and gives it an IT- ticket",
        "Tallybridge is the grape-intake ledger at the crush pad. Every load is weighed twice on "
        "the 60-tonne weighbridge (gross on arrival, tare after tipping); the intake clerk scans "
        "the grower's delivery card and the refractometer at the sampling probe adds the Brix "
        "reading to the load. Each load gets a ticket number IT-yyyy-nnnnn. The application runs "
        "on tb-app01 with MariaDB on tb-db01; the weighbridge indicator talks to it through a "
        "serial-to-IP converter at 10.40.2.15. Finished loads are passed to Cuvetrack (which "
        "hopper and tank) and to Paylot (for payment)."),
    epi("epi-2025-02-24-tallybridge-frozen-weight", "grape-intake", "incident", "2025-02-24",
        "After a power blip the weighbridge reading froze and 23 loads got the same gross weight",
        "A short power cut at 07:40 left the indicator's serial converter without its address. "
        "Tallybridge kept displaying the last value it had received, 18,420 kg, and the clerks "
        "recorded 23 loads with exactly that gross weight until one noticed at 09:05. Weights "
        "were rebuilt from the hopper load cells and the growers' own field tickets; two growers "
        "disputed their figures with the board."),
    rule("rule-tallybridge-stop-on-repeated-weight", "grape-intake",
         ["Tallybridge", "weighbridge", "indicator", "gross weight", "serial converter",
          "10.40.2.15", "intake ticket", "crush pad"], "high", 0, "2025-02-25",
         "Halt the weighbridge when two loads show the same gross weight; weigh the test truck",
         "When Tallybridge records the same gross weight for two loads in a row, or the "
         "indicator's live dot turns grey, do: stop intake at the bridge, check that the "
         "converter at 10.40.2.15 answers, and weigh the reference test truck before the next "
         "grower drives on. Not: keep weighing and sort out the tickets afterwards. Why: \"A "
         "grower forgives a wait; nobody forgives a wrong weight.\" (Ottavia, 2025-02-25)"),
    pref("pref-ottavia-intake-corrections-reverse-and-reissue", "data-corrections",
         "grape-intake", "2025-02-26",
         "Ottavia wants intake tickets corrected by reversal plus a new ticket, never edited",
         "Ottavia wants any wrong intake ticket handled as a reversal of the original and a new "
         "ticket with the right values, with the grower's signed acknowledgement scanned onto "
         "the new one. The original ticket must stay readable; she does not want anyone editing "
         "weights or Brix in place, even with database access."),
    env("env-intake-peak-queue-to-county-road", "system-state", "grape-intake",
        "When more than about 40 loads an hour reach the crush pad in mid-harvest afternoons",
        "the ticket printer falls behind, Brix readings start arriving after the weight so "
        "loads are flagged 'incomplete', and the truck queue reaches the county road within "
        "about half an hour", 5, 1, "2025-03-21",
        "Six peak afternoons in the 2025 vintage. The miss was a day two loads an hour went "
        "straight to the second hopper and the queue stayed inside the gate."),
    # 2 tank farm
    sem("sem-cuvetrack-tanks-and-lots", "tank-farm", 0.93, 14, "2025-01-20",
        "Cuvetrack tracks 212 tanks and each lot's history; every movement is a work order",
        "Cuvetrack is the tank-farm and lot system. It knows the 212 tanks T001 to T212 (5 to "
        "450 hl) and, for each wine lot, its full history of origin blocks, blends, additions "
        "and transfers. Every movement is a work order that a cellar hand confirms on a cellar "
        "tablet. A reconciliation job compares booked volumes with the tank level sensors "
        "every night at 02:00. The database is PostgreSQL on ct-db01 with a replica on ct-db02; "
        "export certificates take their blend percentages from the lot history."),
    epi("epi-2025-03-12-cuvetrack-blend-booked-twice", "tank-farm", "incident", "2025-03-12",
        "An offline tablet replayed a blend confirmation and the lot history counted it twice",
        "A tablet that had lost Wi-Fi in the barrel hall replayed a queued confirmation of a "
        "42 hl Malbec blend into T118 when it reconnected, so Cuvetrack booked the blend twice. "
        "The tank itself was fine, but the source tank showed a negative volume and the lot "
        "history was wrong for a week; an export certificate with the wrong variety "
        "percentages had already been sent and had to be withdrawn from the importer."),
    rule("rule-cuvetrack-hold-lot-on-volume-mismatch", "tank-farm",
         ["Cuvetrack", "tank", "lot", "negative volume", "volume mismatch", "level sensor",
          "work order", "ct-db01"], "high", 1, "2025-03-13",
         "Put a lot on hold and dip the tank when Cuvetrack's volume disagrees; no fixing entries",
         "When a Cuvetrack tank goes negative or a lot's booked volume differs from its level "
         "sensor by more than 2 %, do: set the lot to 'hold', open a reconciliation work order "
         "and let the cellar master dip the tank before anything else moves in or out. Not: "
         "post a correcting movement so the numbers match. Why: \"A correcting entry makes the "
         "screen right and the certificate wrong.\" (Ottavia, 2025-03-13)"),
    pref("pref-ottavia-work-orders-in-cellar-language", "documentation", "tank-farm",
         "2025-01-28",
         "Ottavia wants Cuvetrack work orders written as from-tank, to-tank, hl, one step a line",
         "Ottavia wants every work order in Cuvetrack written the way the cellar talks: source "
         "tank, destination tank, volume in hectolitres, one action per line, and the additive "
         "with its dose in g/hl where there is one. No internal codes or abbreviations that "
         "only the systems team knows; the cellar master must be able to read it aloud."),
    env("env-dip-reconcile-during-pumpovers-false-alerts", "system-state", "tank-farm",
        "When the 02:00 level reconciliation runs while the night pump-over schedule is active",
        "tanks being pumped over show level jumps and Cuvetrack raises false 'volume mismatch' "
        "alerts on roughly 15 tanks, which clear by themselves by about 03:00", 7, 1,
        "2025-03-28",
        "Eight harvest nights observed. The miss was a night with only reds in barrel and no "
        "pump-overs scheduled."),
    # 3 fermentation cooling
    sem("sem-thermavin-chillers-and-setpoints", "fermentation-cooling", 0.92, 12, "2025-01-15",
        "Thermavin drives 148 tank jackets from two glycol chillers; alarms after 20 min above",
        "Thermavin controls the cooling-jacket valves of 148 fermentation tanks from two glycol "
        "chillers, CH-1 (350 kW) and CH-2 (250 kW), with the glycol loop held at -4 C. Each "
        "tank's setpoint comes from the winemaker's ferment plan for its lot. The PLC is in the "
        "north plant room and the HMI is th-hmi01. A tank more than 3 C over its setpoint for "
        "20 minutes raises an alarm that Thermavin phones to the numbers on its own alarm call "
        "list."),
    epi("epi-2025-03-04-chiller-trip-alarm-to-old-number", "fermentation-cooling", "incident",
        "2025-03-04",
        "CH-1 tripped on a 38 C afternoon and the alarm rang a phone nobody had any more",
        "Chiller CH-1 tripped on high refrigerant pressure at 14:50 on a 38 C day with 96 tanks "
        "fermenting. Thermavin's alarm call list still held the January on-call number, so the "
        "alarm rang a phone in a drawer. Eleven white-wine tanks rose above 24 C for about three "
        "hours before the cellar master noticed by hand; two Sauvignon blanc lots lost their "
        "aromatic character and were downgraded to bulk."),
    rule("rule-thermavin-update-call-list-with-rota", "fermentation-cooling",
         ["Thermavin", "alarm call list", "on-call", "rota", "chiller", "glycol",
          "test alarm", "th-hmi01"], "high", 0, "2025-03-05",
         "Change Thermavin's alarm call list the day the rota changes and send a test alarm",
         "When the harvest on-call rota changes, do: enter the new numbers in Thermavin's alarm "
         "call list on th-hmi01 the same day, send a test alarm and wait until the person on "
         "call has acknowledged it. Not: assume Thermavin reads the rota spreadsheet. Why: "
         "\"An alarm nobody hears is worse than no alarm; it lets us feel safe.\" (Ottavia, "
         "2025-03-05)"),
    pref("pref-ottavia-temperature-excursions-per-tank", "reporting", "fermentation-cooling",
         "2025-03-07",
         "Ottavia wants temperature excursions listed per tank with peak and minutes above setpoint",
         "Ottavia wants fermentation temperature excursions reported as a list with one line "
         "per tank: tank, lot, variety, peak temperature, minutes above setpoint, sorted by "
         "minutes, longest first. A trend chart may go under the list, never in place of it."),
    env("env-heat-day-ch2-alone-loop-warms", "system-state", "fermentation-cooling",
        "When the outside temperature passes about 35 C with more than 80 tanks fermenting and "
        "only CH-2 running",
        "the glycol supply warms from -4 C to around +1 C within 90 minutes and white-wine "
        "tanks drift 2-3 C above their setpoints", 4, 1, "2025-03-18",
        "Five hot days with CH-1 in service or tripped. The miss was a day with a north wind "
        "that kept the plant room cool."),
    # 4 pressing
    sem("sem-presswright-press-programmes", "pressing", 0.91, 10, "2025-01-22",
        "Presswright stores press programmes per variety and pushes them to presses P1-P4",
        "The winery has four pneumatic presses: P1 and P2 (80 hl membrane), P3 (150 hl) and P4 "
        "(40 hl, for small lots). Presswright keeps the press programmes (pressure steps, "
        "rotations, hold times, cut points) per variety and style; they are edited in the "
        "Presswright studio on pw-srv01 and pushed to the presses. The juice fractions (free "
        "run, first and second press cut) are routed to tanks by the valve matrix, switching "
        "at the cut point set in the programme."),
    epi("epi-2025-03-20-presswright-push-to-all-presses", "pressing", "incident", "2025-03-20",
        "A Sauvignon programme meant for P3 went to every press and over-pressed premium Chardonnay",
        "A change to the Sauvignon blanc programme was pushed with 'all presses' instead of P3 "
        "only. P1 was pressing Chardonnay for the premium range and ran up to 1.8 bar instead of "
        "1.2; the cut point moved with it, so about 60 hl of free run went into the press-cut "
        "tank. The juice was bitter with phenolics and the lot dropped from the premium range."),
    rule("rule-presswright-push-one-press-and-watch-first-cut", "pressing",
         ["Presswright", "press programme", "pw-srv01", "P1", "P3", "push", "cut point",
          "pressure steps"], "high", 0, "2025-03-21",
         "Push a changed press programme to one named press and watch its first cut",
         "When a Presswright programme has been changed, do: push it to the one press it is "
         "meant for, run it first on a small load with the cellar master watching the first "
         "cut, and write the programme version in the press log. Not: use 'push to all "
         "presses' to save time. Why: \"A press programme is a recipe, and you don't cook four "
         "dishes from one recipe.\" (Ottavia, 2025-03-21)"),
    pref("pref-ottavia-press-changes-before-after-table", "change-communication", "pressing",
         "2025-03-24",
         "Ottavia wants press programme changes shown as a before/after table signed by the winemaker",
         "Ottavia wants any change to a press programme described as a table with the old and "
         "new pressure steps and hold times side by side, the press it applies to, and the name "
         "of the winemaker of that variety who agreed to it. No screenshots of the studio "
         "instead of the table."),
    env("env-p3-full-whole-bunch-cycle-time", "skill-output-shape", "pressing",
        "When P3 presses a full 150 hl load of whole-bunch white grapes",
        "the cycle lasts about 3 h 40 min, the last 18-22 % of the juice goes to the press-cut "
        "tank, and loads waiting for P3 sit in the receiving hopper for about two hours", 7, 1,
        "2025-04-03",
        "Eight full whole-bunch loads timed this vintage. The miss was a Chenin load with very "
        "ripe fruit that finished in under three hours."),
    # 5 bottling
    sem("sem-bottlerun-line-and-lot-codes", "bottling", 0.93, 13, "2025-01-27",
        "Bottlerun runs bottling line L1 at 6,000 bottles/h and prints lot codes from a template",
        "Bottling line L1 (rinser, filler, corker or screwcapper, capsule, labeller, case "
        "packer) runs at about 6,000 bottles an hour. The Bottlerun MES on br-app01 takes the "
        "wine lot and volume from Cuvetrack and the SKU and pallet pattern from Palletta for "
        "each bottling order, and loads the inkjet template that prints the lot code ('L' + "
        "year + day of year + line). A fill-height camera rejects short fills. No run may start "
        "without Oenolab's dissolved-oxygen and free-SO2 check for the lot."),
    epi("epi-2025-05-08-bottlerun-wrong-lot-code-rose", "bottling", "incident", "2025-05-08",
        "14,400 bottles of rose were printed with the previous Cabernet run's lot code",
        "A rose run started straight after a Cabernet Sauvignon run and the inkjet kept the "
        "previous order's template, so 14,400 bottles of 2024 rose carried the Cabernet lot "
        "code. A supermarket's quality team found it at their warehouse; three pallets were "
        "called back and the bottles relabelled by hand over two days."),
    rule("rule-bottlerun-test-bottle-on-changeover", "bottling",
         ["Bottlerun", "bottling line", "L1", "lot code", "inkjet", "changeover", "SKU",
          "bottling order"], "high", 1, "2025-05-09",
         "At every SKU or lot change, print a test bottle and check the lot code before filling",
         "When a bottling run changes SKU or wine lot, do: print a test bottle, have the line "
         "lead compare its lot code with the bottling order and attach a photo of it to the "
         "order in Bottlerun before the filler starts. Not: trust the template Bottlerun loaded. "
         "Why: \"The lot code is the only thing that lets us find a bottle again.\" (Ottavia, "
         "2025-05-09)"),
    pref("pref-ottavia-bottling-plan-thursday-before", "planning", "bottling", "2025-02-03",
         "Ottavia wants next week's bottling plan by Thursday, per day, with who signs each release",
         "Ottavia wants the bottling plan for the following week circulated by Thursday noon, as "
         "a list per day: wine lot, SKU, number of bottles, closure type, and the name of the "
         "person who signs the lot's release. Changes after Thursday go out as a new version of "
         "the whole list, not as a one-line message."),
    env("env-cork-to-screwcap-changeover-rejects", "workspace-state-transitions", "bottling",
        "When line L1 switches from cork to screwcap closures",
        "the changeover takes about 75 minutes and the first 300-400 bottles after restart "
        "show fill-height rejects above 5 % until the filler settles", 8, 1, "2025-05-20",
        "Nine changeovers this year. The miss was a changeover done by the filler supplier's "
        "technician, who also reset the level probes."),
    # 6 labels
    sem("sem-labelvault-artwork-and-legal-data", "labels", 0.9, 9, "2025-02-05",
        "Labelvault keeps label artwork and each SKU's legal data; three approvals before print",
        "Labelvault holds the print-ready label artwork and, per SKU, the legal data that must "
        "appear on the label: appellation, vintage, alcohol percentage, allergen wording, "
        "bottle volume and the importer's address for each export market. A label passes three "
        "approvals (marketing, the winemaker, the compliance officer Dario Ferran) before its "
        "print file is sent by SFTP to the label printer, Imprenta Solana."),
    epi("epi-2025-04-15-labelvault-alcohol-typed-by-hand", "labels", "incident", "2025-04-15",
        "Reserva Malbec labels said 13.5 % while the final analysis gave 14.4 %; 28,000 scrapped",
        "The alcohol figure on the Reserva Malbec label was typed into Labelvault from last "
        "year's label instead of being taken from the lab's final analysis. The label said "
        "13.5 %, the wine had 14.4 %, outside the allowed tolerance. It was spotted at the "
        "bottling line's first-bottle check; 28,000 printed labels were scrapped and bottling "
        "moved by eight days."),
    rule("rule-labelvault-pull-legal-data-from-oenolab", "labels",
         ["Labelvault", "label", "alcohol", "allergen", "legal data", "Oenolab",
          "proof", "Imprenta Solana"], "high", 0, "2025-04-16",
         "Take alcohol and allergen data into labels from the lab link, never by hand",
         "When a label needs its alcohol, allergen or volume data, do: pull the values from "
         "Oenolab's final analysis through the Labelvault link and have the compliance officer "
         "approve the proof with those values on it. Not: type them in from a tasting sheet or "
         "last vintage's label. Why: \"The label is a legal statement, and we only state what "
         "we measured.\" (Ottavia, 2025-04-16)"),
    pref("pref-ottavia-label-proofs-one-pdf-circled", "approvals", "labels", "2025-04-17",
         "Ottavia wants label proofs as one PDF with changes circled; print only after written OK",
         "Ottavia wants label proofs sent as a single PDF with every change circled, and the "
         "print order placed only after the compliance officer has written his approval in the "
         "ticket. A spoken or chat 'looks fine' does not count."),
    env("env-printer-wednesday-cutoff-two-weeks", "workspace-state-transitions", "labels",
        "When a print file reaches Imprenta Solana after Wednesday noon",
        "the labels are not delivered the following week but the week after, because the "
        "printer plans its press runs on Wednesday afternoons", 5, 0, "2025-05-02",
        "Five late files this year, all delivered in the second week."),
    # 7 grower portal
    sem("sem-vignalink-portal-and-slots", "grower-portal", 0.92, 11, "2025-01-09",
        "Vignalink lets growers book 30-minute delivery slots and log in with an SMS code",
        "Vignalink is the members' portal at vignalink.tresvales.coop on a hosted VM. Growers "
        "log in with their phone number and a code sent by SMS. In harvest they book delivery "
        "slots of 30 minutes (at most eight loads per slot); the intake manager sets the next "
        "day's slot capacity each evening. Growers also see their intake tickets with weights "
        "and Brix, and their payment statements from Paylot."),
    epi("epi-2025-02-17-vignalink-sms-codes-blocked", "grower-portal", "incident",
        "2025-02-17",
        "A new SMS sender name got login codes filtered on one network; 120 growers came without slots",
        "The SMS provider changed the sender name of the login messages the week before "
        "harvest. One mobile network filtered the codes as spam, and about 120 growers could "
        "not log in on the first big Chardonnay picking day. They brought their grapes without "
        "slots and the intake queue reached three hours."),
    rule("rule-vignalink-test-login-all-networks", "grower-portal",
         ["Vignalink", "SMS", "login code", "sender name", "SMS provider", "mobile network",
          "delivery slots"], "medium", 0, "2025-02-18",
         "After any change to Vignalink's SMS path, test logins from phones on all three networks",
         "When anything in Vignalink's login path changes (SMS provider, sender name, message "
         "text, number format), do: log in with test phones on each of the three mobile "
         "networks the growers use and only then announce the change; in harvest, hold such "
         "changes until after the last picking day. Not: trust the provider's delivery report. "
         "Why: \"'Delivered' on their dashboard is not a code on a grower's phone.\" (Ottavia, "
         "2025-02-18)"),
    pref("pref-ottavia-grower-messages-via-liaison", "grower-communication", "grower-portal",
         "2025-01-30",
         "Ottavia wants messages to growers sent by the grower liaison, short and signed by TWC",
         "Ottavia wants anything that goes to the member growers (portal changes, outages, new "
         "features) written in plain short sentences, signed by the cooperative rather than the "
         "systems team, and sent through the grower liaison, Rosa Quintela, who decides the "
         "channel and the day."),
    env("env-late-slot-capacity-walk-ins", "workspace-state-transitions", "grower-portal",
        "When the next day's slot capacity is published in Vignalink after 18:00",
        "about a third of the growers book nothing and turn up anyway between 06:00 and 08:00, "
        "so the morning queue roughly doubles", 6, 1, "2025-03-10",
        "Seven late publications this vintage. The miss was a rainy morning when many growers "
        "did not pick."),
    # 8 grower payments
    sem("sem-paylot-prices-grades-advances", "grower-payments", 0.93, 12, "2025-01-16",
        "Paylot pays growers per kg by variety and grade, in three advances, run on the 25th",
        "Paylot calculates what each member grower is paid: a base price per kilogram by "
        "variety and grade (A, B or C, from Brix and the intake inspection), a bonus for "
        "hand-picked fruit and a deduction when material other than grapes exceeds 3 %. The "
        "season is paid in three advances (May, August, November). A run is prepared on the "
        "25th of the month; the finance office sends the resulting bank file to the "
        "cooperative's bank. The board approves a new price table each season."),
    epi("epi-2025-05-23-paylot-last-years-price-table", "grower-payments", "incident",
        "2025-05-23",
        "The May advance ran on last season's prices because the new table was still a draft",
        "The board-approved 2025 price table had been saved in Paylot as a draft, so the May "
        "advance run used the 2024 table. All 310 growers were paid about 6 % too little. A "
        "correction run went out a week later; the board chair took calls from angry growers "
        "in the meantime."),
    rule("rule-paylot-compare-totals-and-spot-check", "grower-payments",
         ["Paylot", "payment run", "advance", "price table", "bank file", "growers",
          "finance office"], "high", 0, "2025-05-26",
         "Compare a payment run's totals with the last run and the approved prices before the bank file",
         "When a Paylot run is prepared, do: compare its totals per variety with the previous "
         "run and with the board-approved price table, and have the finance officer recompute "
         "ten growers by hand before the bank file leaves. Not: send the bank file straight "
         "from the run because it balanced. Why: \"Underpaying a member costs us more than "
         "any bug ever has.\" (Ottavia, 2025-05-26)"),
    pref("pref-ottavia-board-payment-figures-spreadsheet", "reporting", "grower-payments",
         "2025-02-12",
         "Ottavia wants payment figures for the board per variety and grade, vs last year, in a sheet",
         "Ottavia wants payment figures for the board given as totals per variety and grade "
         "with the difference to the same advance last year, in a spreadsheet the treasurer "
         "can filter. She does not want them as a PDF or pasted into the body of an email."),
    env("env-statements-before-transfer-call-wave", "workspace-state-transitions",
        "grower-payments",
        "When Paylot statements appear on Vignalink before the bank transfer has arrived",
        "the grower liaison gets 40-60 calls within two days from growers who think they were "
        "not paid, and several also call the board chair", 4, 0, "2025-05-30",
        "Four advances published early. Transfers take two banking days."),
    # 9 vineyard sensors
    sem("sem-rootnet-lorawan-nodes", "vineyard-sensors", 0.91, 10, "2025-01-08",
        "Rootnet: 96 LoRaWAN nodes, three gateways, data in InfluxDB on rn-ts01",
        "Rootnet is the vineyard sensor network: 96 LoRaWAN nodes (RN-001 to RN-096) in member "
        "blocks measure soil moisture at 30 and 60 cm, leaf wetness and air temperature every "
        "15 minutes. Three gateways (on Cerro Pardo, on the winery roof and at the Las Tunas "
        "school) forward to the network server rn-lns01; readings are stored in InfluxDB on "
        "rn-ts01 and shown on the field dashboard. Node batteries last about two years."),
    epi("epi-2025-01-29-rootnet-cerro-pardo-gateway-dead", "vineyard-sensors", "incident",
        "2025-01-29",
        "The Cerro Pardo gateway died for six days and irrigation ran on stale moisture readings",
        "The solar battery of the Cerro Pardo gateway failed during a heatwave and 34 nodes in "
        "the upper blocks went silent for six days. The dashboard kept showing their last "
        "values, so nobody noticed, and irrigation for those blocks was decided on moisture "
        "figures a week old. Two Syrah blocks showed water stress before a grower phoned."),
    rule("rule-rootnet-check-last-seen-before-decisions", "vineyard-sensors",
         ["Rootnet", "sensor node", "gateway", "last seen", "soil moisture", "dashboard",
          "rn-lns01"], "medium", 0, "2025-01-31",
         "Before using Rootnet for a field decision, check last-seen; older than 6 h means missing",
         "When the Rootnet dashboard is used for an irrigation or spray decision, do: look at "
         "each node's last-seen time, treat anything not heard for six hours as missing, and "
         "tell the field team which blocks have no data. Not: read the last value on the tile "
         "as today's. Why: \"A number on a screen looks equally fresh whether it is or not.\" "
         "(Ottavia, 2025-01-31)"),
    pref("pref-ottavia-sensor-issues-to-viticulturist-with-map", "communication",
         "vineyard-sensors", "2025-02-04",
         "Ottavia wants field-sensor problems sent to the viticulturist with a map link",
         "Ottavia wants any problem with the vineyard sensors sent straight to the "
         "viticulturist, Nicolas Berrio, with a map link to the affected blocks and the growers' "
         "names, not only posted in the systems channel."),
    env("env-heatwave-cerro-pardo-gateway-reboots", "system-state", "vineyard-sensors",
        "When air temperature stays above 36 C for two days in a row",
        "the Cerro Pardo gateway's cabinet overheats around 15:00 and the gateway reboots every "
        "40-60 minutes until dusk; nodes that only reach that gateway lose about half their "
        "uplinks", 5, 1, "2025-02-20",
        "Six heat spells since the cabinet was replaced. The miss was a windy heat spell."),
    # 10 irrigation
    sem("sem-aguada-canal-pumps-and-allocation", "irrigation", 0.92, 11, "2025-01-10",
        "Aguada schedules drip irrigation for 41 blocks from two canal pumps under a 210 l/s right",
        "Aguada schedules drip irrigation for the 41 blocks the cooperative manages, in "
        "two-hour shifts per block, and starts the two shared canal pumps PB-1 and PB-2 at the "
        "Canal Norte intake. The water right allows 210 l/s in total, but the canal authority "
        "sends a weekly allocation by email every Friday, and that cap has to be typed into "
        "Aguada by hand. Block valves are opened by radio controllers."),
    epi("epi-2025-02-11-aguada-cap-entered-late-pump-sealed", "irrigation", "incident",
        "2025-02-11",
        "A reduced canal allocation was entered on Monday; the weekend drew too much and PB-2 was sealed",
        "The canal authority cut the weekly allocation to 150 l/s in its Friday email, but the "
        "new cap was only entered in Aguada on Monday. Over the weekend the schedule drew up to "
        "205 l/s. The canal guard fined the cooperative and sealed PB-2 for 48 hours in the "
        "middle of a heatwave."),
    rule("rule-aguada-enter-allocation-same-day-four-eyes", "irrigation",
         ["Aguada", "canal allocation", "water right", "PB-1", "PB-2", "l/s", "canal authority",
          "irrigation schedule"], "high", 0, "2025-02-12",
         "Enter the canal authority's allocation in Aguada the day it arrives, checked by a second person",
         "When the canal authority's allocation email arrives, do: enter the new cap in Aguada "
         "the same day, regenerate the week's schedule, and have a second person compare the "
         "cap in Aguada with the email. Not: leave it for Monday because the schedule is "
         "already running. Why: \"The canal guard does not care which day of the week we read "
         "our email.\" (Ottavia, 2025-02-12)"),
    pref("pref-ottavia-irrigation-changes-told-by-field-team", "grower-communication",
         "irrigation", "2025-02-14",
         "Ottavia wants block owners told of irrigation changes a day ahead by the field team",
         "Ottavia wants the owners of the managed blocks told about any change to their "
         "irrigation schedule a day in advance, by the field team in person or by phone. "
         "Aguada's automatic SMS may follow, but it must never be the only notice."),
    env("env-both-canal-pumps-same-minute-trip", "system-state", "irrigation",
        "When PB-1 and PB-2 are started within the same minute",
        "the canal level at the intake drops enough that PB-2 trips on low suction within "
        "about five minutes; started ten minutes apart, both keep running", 6, 0, "2025-02-27",
        "Six simultaneous starts, six trips; no trip on staggered starts since."),
    # 11 lab
    sem("sem-oenolab-instruments-and-approval", "lab", 0.92, 12, "2025-01-21",
        "Oenolab takes FTIR and SO2 results per tank sample; the lab lead approves before Cuvetrack",
        "Oenolab is the laboratory system. Samples are labelled from Cuvetrack with tank and "
        "lot; the FTIR analyser (alcohol, pH, total and volatile acidity, sugars) and the SO2 "
        "titrator send their results through the instrument interface. The lab lead, Ines "
        "Carvallo, approves results before they are written back to the lot in Cuvetrack. "
        "Export certificates for some markets need an accredited analysis from the outside "
        "lab, Laboratorio Andali, which Oenolab tracks as a separate sample."),
    epi("epi-2025-04-02-oenolab-ftir-va-low-after-update", "lab", "incident", "2025-04-02",
        "After an FTIR calibration update volatile acidity read low for a week; a tank went to bulk",
        "After the FTIR's calibration update on 26 March, volatile acidity results came out "
        "about 0.2 g/L too low. For a week nobody compared them with reference wines. A 90 hl "
        "Merlot tank whose VA was really rising was not treated in time and had to be sold as "
        "bulk wine."),
    rule("rule-oenolab-reference-wines-after-ftir-change", "lab",
         ["Oenolab", "FTIR", "calibration", "software update", "reference wines",
          "volatile acidity", "lab results"], "high", 0, "2025-04-03",
         "After any FTIR calibration or update, run the reference wines before releasing results",
         "When the FTIR gets a new calibration or software update, do: run the twelve reference "
         "wines with known values and compare each parameter before any result is released to "
         "Cuvetrack. Not: approve results because the instrument's self-check passed. Why: "
         "\"The self-check tests the machine, not the numbers.\" (Ottavia, 2025-04-03)"),
    pref("pref-ottavia-lab-anomalies-hold-note-on-lot", "communication", "lab", "2025-04-07",
         "Ottavia wants odd lab results noted on the lot in Cuvetrack as well as told to the winemaker",
         "Ottavia wants any suspicious lab result written as a hold note on the lot itself in "
         "Cuvetrack, so the cellar sees it on the tablet, and also told to the winemaker in "
         "person or by phone. An email alone is not enough for her."),
    env("env-lab-queue-over-150-next-morning", "skill-output-shape", "lab",
        "When more than about 150 samples are queued in Oenolab on a harvest day",
        "turnaround goes from about three hours to the next morning, and winemakers start "
        "sending duplicate samples that make the queue longer still", 5, 2, "2025-03-14",
        "Seven busy days. The misses were days a second analyst was lent from bottling."),
    # 12 excise
    sem("sem-dutybook-excise-ledger-and-return", "excise", 0.94, 13, "2025-01-24",
        "Dutybook is the bonded winery's excise ledger; the monthly return is due by the 15th",
        "Dutybook records every movement of wine into and out of bond: bottled wine leaving "
        "through Palletta, bulk sales by tanker, tastings and losses, each with its excise "
        "document number. The monthly return for the previous month is due on the tax "
        "authority's portal by the 15th. Stock is counted physically twice a year; losses "
        "above 0.5 % of the stock need a written explanation."),
    epi("epi-2025-03-14-dutybook-bulk-sales-missing", "excise", "incident", "2025-03-14",
        "The February excise return left out three bulk tanker sales; an audit followed",
        "Three bulk-wine tanker dispatches in February were booked in Cuvetrack but never in "
        "Dutybook, so the return submitted on 14 March was short by 310 hl. The customs "
        "inspector spotted the gap against the buyer's declarations; a penalty notice came and "
        "an audit visit was set for April."),
    rule("rule-dutybook-reconcile-before-return", "excise",
         ["Dutybook", "excise return", "bonded", "bulk sale", "tanker", "reconciliation",
          "tax portal", "Palletta"], "high", 0, "2025-03-17",
         "Before an excise return, run the three-way reconciliation and clear every line",
         "When the monthly excise return is being prepared, do: run the Dutybook-Cuvetrack-"
         "Palletta reconciliation report and resolve every unmatched line before filing. Not: "
         "file because Dutybook's own balance adds up. Why: \"A ledger can be consistent and "
         "still be missing things.\" (Ottavia, 2025-03-17)"),
    pref("pref-ottavia-excise-return-finance-signs-by-10th", "approvals", "excise",
         "2025-03-19",
         "Ottavia wants the excise return signed by the finance director and filed by the 10th",
         "Ottavia wants the monthly excise return signed off by the finance director, Hector "
         "Lamas, never by anyone in systems, and filed by the 10th of the month rather than "
         "on the legal deadline of the 15th."),
    env("env-tax-portal-last-two-days-timeouts", "skill-output-shape", "excise",
        "When the tax authority's portal is used in the last two days before the 15th",
        "uploads time out in about three of four tries and the filing receipt arrives a day "
        "later", 7, 1, "2025-04-16",
        "Eight month-ends watched. The miss was a 15th falling on a Monday."),
    # 13 barrel cellar
    sem("sem-staveledger-rfid-barrels", "barrel-cellar", 0.91, 10, "2025-01-17",
        "Staveledger tracks 2,800 RFID-tagged barrels: cooper, toast, fills, lot, topping dates",
        "Staveledger is the barrel inventory. Each of the 2,800 barrels has an RFID tag; the "
        "record holds cooperage, toast, number of fills, the wine lot inside and its topping "
        "dates, and links to the lot in Cuvetrack. Cellar hands scan barrels with handheld "
        "readers. Barrels are topped every three weeks; barrels with more than five fills are "
        "retired."),
    epi("epi-2025-04-23-staveledger-duplicate-tag-ids", "barrel-cellar", "incident",
        "2025-04-23",
        "A box of tags from a new supplier had 52 duplicate IDs; nine barrels went untopped",
        "A box of RFID tags from a new supplier held 52 pairs of tags with the same ID. They "
        "were fixed to barrels straight from the box, so topping scans were booked to the "
        "wrong barrel of each pair. Nine barrels went seven weeks without topping and their "
        "wine oxidised."),
    rule("rule-staveledger-scan-new-tag-batch-for-duplicates", "barrel-cellar",
         ["Staveledger", "RFID tag", "barrel", "tag batch", "duplicate ID", "handheld reader",
          "topping"], "medium", 0, "2025-04-24",
         "Scan a new batch of barrel tags for duplicate IDs before fixing any to a barrel",
         "When a new batch of RFID tags arrives, do: scan the whole batch into a test list in "
         "Staveledger and check it for duplicate IDs before any tag goes on a barrel. Not: tag "
         "barrels straight from the box. Why: \"Two barrels with one name means one of them is "
         "forgotten.\" (Ottavia, 2025-04-24)"),
    pref("pref-ottavia-barrel-reports-by-lot-and-row", "reporting", "barrel-cellar",
         "2025-02-10",
         "Ottavia wants barrel reports grouped by lot and by hall-row-level, not barrel number",
         "Ottavia wants any barrel cellar report grouped first by wine lot and then by "
         "position (hall, row, stack level), so the cellar can walk to the barrels. Barrel "
         "numbers only as the last column."),
    env("env-low-humidity-topping-losses-double", "workspace-state-transitions",
        "barrel-cellar",
        "When relative humidity in the barrel hall stays below about 65 %",
        "topping losses roughly double, from about 2 to about 4 litres per barrel a month, and "
        "Staveledger's topping list grows by about a third", 4, 1, "2025-06-06",
        "Five dry spells since 2024. The miss was a cold dry spell with little evaporation."),
    # 14 webshop and wine club
    sem("sem-cellardoor-webshop-and-club", "webshop", 0.9, 9, "2025-01-14",
        "Cellardoor: webshop on Vendaro, stock from Palletta every 30 min, club charged on the 5th",
        "Cellardoor is the webshop and wine club, hosted on the Vendaro shop platform. Stock "
        "levels come from Palletta every 30 minutes. The wine club has about 4,100 members who "
        "get quarterly shipments in March, June, September and December; members are charged "
        "on the 5th of the shipment month by a scheduled charge run, and courier labels are "
        "made through the Rapido Sur integration."),
    epi("epi-2025-03-05-cellardoor-club-charged-twice", "webshop", "incident", "2025-03-05",
        "The March club charge ran twice after a timeout; 620 members paid double",
        "The March club charge run timed out half-way and the scheduler retried the whole run. "
        "620 members were charged twice. Refunds took six days to reach cards and about 90 "
        "members cancelled their membership."),
    rule("rule-cellardoor-rerun-only-uncharged-members", "webshop",
         ["Cellardoor", "wine club", "charge run", "timeout", "rerun", "payment provider",
          "Vendaro"], "high", 0, "2025-03-06",
         "After a failed club charge run, find who was charged and rerun only for the others",
         "When a wine-club charge run fails or times out, do: list in the payment provider's "
         "dashboard which members were already charged and rerun only for the rest; switch off "
         "the scheduler's automatic retry first. Not: press rerun on the whole run. Why: "
         "\"Charging twice is the one mistake a club member never forgets.\" (Ottavia, "
         "2025-03-06)"),
    pref("pref-ottavia-customer-messages-via-cellar-door-manager", "customer-communication",
         "webshop", "2025-03-07",
         "Ottavia wants customer messages about shop problems approved by the cellar-door manager",
         "Ottavia wants every message to webshop or club customers about a problem approved by "
         "the cellar-door manager, Lucia Ferreyra, and written as what we are doing for them "
         "and by when. No technical causes, no names of systems or vendors."),
    env("env-club-email-traffic-oversold", "system-state", "webshop",
        "When the quarterly club shipment email goes out to the members",
        "webshop traffic runs at about six times normal for two hours, the Palletta stock sync "
        "falls behind, and around 30 orders are taken for wines already sold out", 3, 0,
        "2025-06-05",
        "Seen at the last three shipment emails."),
    # 15 dispatch warehouse
    sem("sem-palletta-warehouse-and-docks", "dispatch", 0.92, 11, "2025-01-23",
        "Palletta runs the 1,900-position finished-goods warehouse; export containers load at dock 3",
        "Palletta is the warehouse system for finished goods: 1,900 pallet positions, two "
        "forklifts with scanners, SSCC labels on every pallet, dispatch slots booked with the "
        "hauliers. Export containers are loaded at dock 3, where a fixed scanner checks each "
        "pallet against the packing list. Every outbound order creates an excise movement in "
        "Dutybook."),
    epi("epi-2025-06-04-palletta-dock3-scanner-wrong-vintage", "dispatch", "incident",
        "2025-06-04",
        "With the dock-3 scanner down an export container was loaded from paper with two wrong pallets",
        "The fixed scanner at dock 3 was offline and the team loaded an export container from "
        "the paper pick list. Two pallets of 2023 Carmenere went in instead of 2024. The "
        "importer found them on arrival and filed a claim; the pallets had to be shipped back."),
    rule("rule-palletta-no-export-loading-without-scan", "dispatch",
         ["Palletta", "dock 3", "scanner", "SSCC", "export container", "packing list",
          "loading"], "high", 0, "2025-06-05",
         "Do not load export containers unscanned; if you must, two people check SSCC and vintage",
         "When the dock scanner or Palletta is down while an export container is being loaded, "
         "do: stop loading, or if the haulier cannot wait, have a second person check each "
         "pallet's SSCC and vintage against the packing list and photograph every pallet label. "
         "Not: load from the paper pick list alone. Why: \"A wrong pallet in a container "
         "travels for six weeks before anyone sees it.\" (Ottavia, 2025-06-05)"),
    pref("pref-ottavia-dispatch-issues-order-first-line", "communication", "dispatch",
         "2025-02-19",
         "Ottavia wants dispatch problems reported with order, customer, pallets and truck up front",
         "Ottavia wants a dispatch problem reported with the order number, customer, pallets "
         "affected and the truck or container number in the first line, and the story after "
         "that."),
    env("env-busy-morning-forklift2-battery", "system-state", "dispatch",
        "When more than about 12 trucks are booked for the same morning",
        "forklift 2's battery runs flat around 11:30, loading slows to one dock until it is "
        "charged at about 13:00, and trucks booked after 11:00 wait about an hour", 5, 1,
        "2025-05-15",
        "Six busy mornings. The miss was a morning with mostly small parcel pickups."),
    # 16 gas safety
    sem("sem-fumaro-co2-sensors-thresholds", "gas-safety", 0.95, 15, "2025-01-07",
        "Fumaro: 22 CO2 sensors; fans go high at 0.5 %, horns and doors at 1.5 %",
        "Fumaro is the CO2 detection in the fermentation hall and the press pits: 22 fixed "
        "sensors on a controller in the electrical room. At 0.5 % CO2 it warns and switches the "
        "extraction fans to high; at 1.5 % it sounds the horns and unlocks the hall doors. "
        "Every sensor gets a bump test each month. Entering a tank or pit for cleaning needs a "
        "permit and a portable meter in addition."),
    epi("epi-2025-03-27-fumaro-s14-taped-near-miss", "gas-safety", "incident", "2025-03-27",
        "Sensor S-14 by the press pit was left taped after painting; a cellar hand got dizzy in the pit",
        "Sensor S-14 next to the press pit had been covered with tape while the wall was "
        "painted and was never uncovered. CO2 built up in the pit overnight. At 05:30 a cellar "
        "hand went down to clear a pump, felt dizzy and climbed out; he recovered, and it was "
        "reported as a near miss."),
    rule("rule-fumaro-bypass-board-with-owner", "gas-safety",
         ["Fumaro", "CO2 sensor", "bypass", "covered sensor", "maintenance mode", "S-14",
          "press pit"], "high", 0, "2025-03-28",
         "Log every covered or bypassed Fumaro sensor on the bypass board with an owner and end time",
         "When a Fumaro sensor is covered, bypassed or put in maintenance mode, do: write it on "
         "the bypass board with a tag, an owner and an end time, and have the shift lead check "
         "at handover that it has been restored. Not: leave a bypass without a named owner. "
         "Why: \"A blind sensor looks exactly like a quiet one.\" (Ottavia, 2025-03-28)"),
    pref("pref-ottavia-safety-changes-to-safety-officer-first", "safety-communication",
         "gas-safety", "2025-04-01",
         "Ottavia wants any safety-system change sent to the safety officer before the team discusses it",
         "Ottavia wants every proposed change to Fumaro or any other safety system sent first to "
         "the safety officer, Ramiro Tocci, and only discussed in the systems team after he has "
         "seen it. She does not want safety changes decided in the team chat."),
    env("env-closed-hall-night-co2-warning", "system-state", "gas-safety",
        "When more than about 60 tanks ferment at night with the hall doors closed (outside "
        "below 10 C)",
        "CO2 at the pit sensors reaches the 0.5 % warning between about 02:00 and 05:00 and "
        "the fans run on high for two to three hours", 8, 1, "2025-04-11",
        "Nine cold harvest nights. The miss was a night with a strong wind through the roof "
        "vents."),
    # 17 wastewater
    sem("sem-vinasse-sbr-permit", "wastewater", 0.93, 11, "2025-01-29",
        "Vinasse treats winery wastewater in two SBR reactors; permit COD below 250 mg/L, pH 6-9",
        "Vinasse is the winery's wastewater plant: a buffer tank and two sequencing batch "
        "reactors with caustic pH dosing, discharging to the river under a permit that limits "
        "COD to 250 mg/L and pH to 6-9. An online COD probe and the plant PLC feed the "
        "historian on vn-hist01; a monthly sample goes to the regulator."),
    epi("epi-2025-04-08-vinasse-caustic-slug-reactor-2", "wastewater", "incident",
        "2025-04-08",
        "A tank-cleaning day sent caustic straight to the plant and killed reactor 2's biology",
        "After the last ferments, crews cleaned thirty tanks in one afternoon and drained lees "
        "and caustic cleaning solution straight to the plant inlet. The pH at the inlet "
        "reached 11.5 and the biomass in reactor 2 died. For two weeks part of the wastewater "
        "had to be taken away by tanker, at about 1,200 EUR a day."),
    rule("rule-vinasse-cleaning-days-via-buffer", "wastewater",
         ["Vinasse", "wastewater", "tank cleaning", "caustic", "buffer tank", "SBR", "pH",
          "lees"], "high", 0, "2025-04-09",
         "Announce big cleaning days to the plant operator and meter cleaning water in via the buffer",
         "When a big tank-cleaning day is planned, do: tell the wastewater operator a day "
         "ahead, send cleaning effluent to the buffer tank and meter it into the reactors over "
         "24 hours. Not: let crews drain straight to the plant inlet. Why: \"The bacteria work "
         "for us all year; one afternoon can kill them.\" (Ottavia, 2025-04-09)"),
    pref("pref-ottavia-weekly-permit-values-against-limit", "reporting", "wastewater",
         "2025-02-07",
         "Ottavia wants COD and pH as daily values against the permit limit, exceedances in red",
         "Ottavia wants the weekly wastewater report to show COD and pH as daily values next to "
         "the permit limits, with any exceedance in red and its cause written beside it. No "
         "weekly averages on their own."),
    env("env-crush-over-400t-cod-cycle", "system-state", "wastewater",
        "When crushing runs above about 400 tonnes a day",
        "inlet COD climbs to around 9,000 mg/L, the reactors need the extended 10-hour cycle, "
        "and discharge COD stays within the permit but rises to about 200 mg/L", 5, 1,
        "2025-03-26",
        "Six heavy crush days. The miss was a day much of the crush was whole-bunch pressing "
        "with little washing."),
    # 18 cellar tablets and Wi-Fi
    sem("sem-cellarnet-tablets-mdm-rings", "cellar-network", 0.9, 9, "2025-01-06",
        "Cellarnet: 36 rugged tablets in the Fleetdesk MDM, updates in a 3-tablet test ring first",
        "The cellar hands use 36 rugged Android tablets for Cuvetrack, Staveledger and the "
        "press log. They are enrolled in the Fleetdesk MDM and connect to the TV-CELLAR Wi-Fi "
        "on 14 access points, three of them in the barrel hall. Updates are meant to go out in "
        "rings: a test ring of three tablets first, then the rest. Logging in to the Cuvetrack "
        "app after a reboot needs a second-factor code sent to the shift supervisor's phone."),
    epi("epi-2025-01-21-cellarnet-update-all-tablets-midpress", "cellar-network", "incident",
        "2025-01-21",
        "The MDM pushed an OS update to all 36 tablets at 10:00 and the cellar worked on paper",
        "A Fleetdesk policy pushed an Android update to all 36 tablets at 10:00 on a pressing "
        "day. The tablets rebooted, and logging back in needed second-factor codes sent to a "
        "supervisor who was off that day. The cellar worked on paper until 13:30 and the "
        "movements were typed into Cuvetrack in the evening."),
    rule("rule-cellarnet-updates-test-ring-after-hours", "cellar-network",
         ["Cellarnet", "Fleetdesk", "MDM", "tablet", "Android update", "test ring",
          "app update"], "medium", 1, "2025-01-22",
         "Send tablet updates to the test ring first and to everyone only after 17:00",
         "When an OS or app update is due for the cellar tablets, do: push it to the three-"
         "tablet test ring, check the Cuvetrack and Staveledger apps on them the next morning, "
         "and push to the rest after 17:00. Not: let the MDM push to all tablets during working "
         "hours. Why: \"The cellar does not stop because a tablet wants to restart.\" "
         "(Ottavia, 2025-01-22)"),
    pref("pref-ottavia-tablet-changes-announced-by-cellar-master", "change-communication",
         "cellar-network", "2025-01-24",
         "Ottavia wants tablet changes announced at the morning briefing by the cellar master",
         "Ottavia wants changes to the cellar tablets (updates, new apps, login changes) "
         "announced by the cellar master at the 07:00 briefing and written on the cellar "
         "whiteboard, not only posted in the systems chat."),
    env("env-barrel-hall-doors-closed-wifi-slow", "system-state", "cellar-network",
        "When the barrel hall's roller doors are shut and the hall is full of barrels",
        "tablets at the far end drop to 1-2 Mbps on the two end access points and about one "
        "Staveledger scan in five times out", 6, 2, "2025-05-27",
        "Eight days checked. The misses were days the end stacks had been emptied for "
        "racking."),
    # extras
    sem("sem-harvest-change-freeze-and-oncall", "change-management", 0.94, 8, "2025-01-06",
        "Harvest change freeze 1 Feb-30 Apr on production systems; two-person weekly on-call",
        "From 1 February to 30 April no change goes into the production systems (Tallybridge, "
        "Cuvetrack, Thermavin, Presswright, Fumaro) except emergency fixes approved by Ottavia. "
        "The freeze calendar is in the systems wiki. During harvest the on-call is two people "
        "per week, handing over on Mondays at 08:00; outside harvest it is one person."),
    pref("pref-ottavia-vendor-calls-written-summary", "vendor-management", "vendors",
         "2025-02-21",
         "Ottavia wants a written summary in the vendor's ticket after every vendor call",
         "Ottavia wants every phone or video call with a vendor followed on the same day by a "
         "short written summary in that vendor's ticket: what was agreed, who does what, and "
         "by when. A call without a summary counts, for her, as a call that did not happen."),
    env("env-ottavia-harvest-messages-without-tank", "principal-response", "people",
        "When someone messages Ottavia during harvest about a cellar problem without naming "
        "the tank and lot",
        "she replies only asking for the tank and lot, and the real answer comes one to two "
        "hours later", 6, 1, "2025-03-25",
        "Seven such messages this vintage. The miss was a message about a power cut where "
        "no tank was involved."),
]

BLIND14_TASKS: list[dict[str, Any]] = [
    # 1 grape intake / weighbridge
    task("b14-t001", "how does the bridge reading get into the intake software, what's the link "
         "between indicator and server?", [S], ["sem-tallybridge-weighbridge-intake"]),
    task("b14-t002", "what was the story with all those loads logged at 18,420 kg?", [E],
         ["epi-2025-02-24-tallybridge-frozen-weight"]),
    task("b14-t003", "clerk says the last three trucks came out at exactly the same kilos. "
         "probably coincidence, tell her to carry on?", [P],
         ["rule-tallybridge-stop-on-repeated-weight"]),
    task("b14-t004", "Fix the Brix on ticket IT-2025-04417, the clerk typed 21.4 instead of "
         "24.1.", [U], ["pref-ottavia-intake-corrections-reverse-and-reissue"]),
    task("b14-t005", "forecast says all the chardonnay blocks pick thursday afternoon, maybe "
         "50 loads an hour. what's the crush pad going to look like?", [V],
         ["env-intake-peak-queue-to-county-road"]),
    task("b14-t006", "Die Waage zeigt seit zehn Minuten denselben Wert an, aber es fahren "
         "weiter Anhänger drauf. Einfach weitermachen und später korrigieren?", [P],
         ["rule-tallybridge-stop-on-repeated-weight"]),
    task("b14-t007", "Corrige el peso del ticket de entrada de ayer del socio Alvear, salió "
         "con 300 kg de más.", [U], ["pref-ottavia-intake-corrections-reverse-and-reissue"]),
    # 2 tank farm
    task("b14-t008", "where does the tank system keep its data and when does it compare "
         "booked volume with the sensors?", [S], ["sem-cuvetrack-tanks-and-lots"]),
    task("b14-t009", "what happened with that Malbec blend that showed up twice in the lot "
         "history?", [E], ["epi-2025-03-12-cuvetrack-blend-booked-twice"]),
    task("b14-t010", "T064 shows -12 hl in cuvetrack. I'll just book a 12 hl adjustment so it "
         "zeroes out, ok?", [P], ["rule-cuvetrack-hold-lot-on-volume-mismatch"]),
    task("b14-t011", "Write up the work order for racking the Bonarda off its lees into T150.",
         [U], ["pref-ottavia-work-orders-in-cellar-language"]),
    task("b14-t012", "pump-overs are scheduled all night on the reds. should I expect noise "
         "from the nightly level check?", [V],
         ["env-dip-reconcile-during-pumpovers-false-alerts"]),
    task("b14-t013", "Combien de cuves le système de cuverie gère-t-il, et comment un "
         "mouvement de vin y est-il validé ?", [S], ["sem-cuvetrack-tanks-and-lots"]),
    task("b14-t014", "Stanotte ci sono i rimontaggi programmati su trenta vasche: quanti "
         "falsi allarmi di volume mi devo aspettare dal controllo delle 2?", [V],
         ["env-dip-reconcile-during-pumpovers-false-alerts"]),
    # 3 fermentation cooling
    task("b14-t015", "what triggers a cooling alarm on a fermenting tank and who gets "
         "phoned?", [S], ["sem-thermavin-chillers-and-setpoints"]),
    task("b14-t016", "what went wrong when CH-1 tripped in early march?", [E],
         ["epi-2025-03-04-chiller-trip-alarm-to-old-number"]),
    task("b14-t017", "new on-call pair starts monday, I've updated the rota sheet. anything "
         "else before I log off?", [P], ["rule-thermavin-update-call-list-with-rota"]),
    task("b14-t018", "Summarise last night's ferment temperature problems for Ottavia.", [U],
         ["pref-ottavia-temperature-excursions-per-tank"]),
    task("b14-t019", "CH-1 is down for a compressor swap tomorrow, 37 degrees forecast, ~90 "
         "tanks going. how will the whites hold up?", [V],
         ["env-heat-day-ch2-alone-loop-warms"]),
    task("b14-t020", "¿Qué pasó la tarde en que se disparó el enfriador y la alarma no le "
         "sonó a nadie?", [E], ["epi-2025-03-04-chiller-trip-alarm-to-old-number"]),
    task("b14-t021", "Mudou a escala de plantão da vindima. Preciso de fazer alguma coisa no "
         "sistema de refrigeração?", [P], ["rule-thermavin-update-call-list-with-rota"]),
    # 4 pressing
    task("b14-t022", "how do I get an edited press programme onto a press, where is it "
         "edited?", [S], ["sem-presswright-press-programmes"]),
    task("b14-t023", "what happened to the premium chardonnay on P1 in march?", [E],
         ["epi-2025-03-20-presswright-push-to-all-presses"]),
    task("b14-t024", "tweaked the pinot programme, lower max pressure. going to send it to "
         "every press so they're all in sync", [P],
         ["rule-presswright-push-one-press-and-watch-first-cut"]),
    task("b14-t025", "Send Ottavia the change to the Chenin press cycle for approval.", [U],
         ["pref-ottavia-press-changes-before-after-table"]),
    task("b14-t026", "P3 gets a full load of whole-bunch semillon at 9. when will it be free "
         "again, and what happens to the trucks behind it?", [V],
         ["env-p3-full-whole-bunch-cycle-time"]),
    task("b14-t027", "Beschreib die neue Pressstufe für den Riesling und schick sie an "
         "Ottavia.", [U], ["pref-ottavia-press-changes-before-after-table"]),
    task("b14-t028", "Si on charge le pressoir de 150 hl à ras de grappes entières, combien "
         "de temps dure le cycle ?", [V], ["env-p3-full-whole-bunch-cycle-time"]),
    # 5 bottling
    task("b14-t029", "what has to be done in the lab before the bottling line can start a "
         "lot?", [S], ["sem-bottlerun-line-and-lot-codes"]),
    task("b14-t030", "what was the mix-up with the rose lot codes?", [E],
         ["epi-2025-05-08-bottlerun-wrong-lot-code-rose"]),
    task("b14-t031", "switching from the merlot to the sparkling base in 10 min, the template "
         "is loaded. just hit start?", [P], ["rule-bottlerun-test-bottle-on-changeover"]),
    task("b14-t032", "Put together the bottling schedule for the week of 16 June.", [U],
         ["pref-ottavia-bottling-plan-thursday-before"]),
    task("b14-t033", "tomorrow we go from cork to screwcap at lunch. how long and how many "
         "rejects afterwards?", [V], ["env-cork-to-screwcap-changeover-rejects"]),
    task("b14-t034", "Come è composto il codice lotto stampato sulle bottiglie?", [S],
         ["sem-bottlerun-line-and-lot-codes"]),
    task("b14-t035", "¿Qué ocurrió en mayo con el rosado y el código de lote del Cabernet?",
         [E], ["epi-2025-05-08-bottlerun-wrong-lot-code-rose"]),
    # 6 labels
    task("b14-t036", "who signs off a label before it goes to the printer, and how does the "
         "file get there?", [S], ["sem-labelvault-artwork-and-legal-data"]),
    task("b14-t037", "why did we bin 28k labels in april?", [E],
         ["epi-2025-04-15-labelvault-alcohol-typed-by-hand"]),
    task("b14-t038", "new vintage of the Torrontes, lab hasn't finished yet. I'll put last "
         "year's 12.5 % on the label so the printer can start", [P],
         ["rule-labelvault-pull-legal-data-from-oenolab"]),
    task("b14-t039", "Send the Gran Reserva back label proof to compliance.", [U],
         ["pref-ottavia-label-proofs-one-pdf-circled"]),
    task("b14-t040", "it's Wednesday 15:00 and the new Syrah label file is ready. when do we "
         "get labels if I send it now?", [V], ["env-printer-wednesday-cutoff-two-weeks"]),
    task("b14-t041", "El laboratorio no ha cerrado el análisis final; ¿puedo copiar el grado "
         "alcohólico de la cosecha anterior en la etiqueta?", [P],
         ["rule-labelvault-pull-legal-data-from-oenolab"]),
    task("b14-t042", "Manda a prova do rótulo novo do Malbec para aprovação.", [U],
         ["pref-ottavia-label-proofs-one-pdf-circled"]),
    # 7 grower portal
    task("b14-t043", "how do growers log in to the portal and how many loads fit in one "
         "slot?", [S], ["sem-vignalink-portal-and-slots"]),
    task("b14-t044", "what happened with the portal logins on the first big chardonnay day?",
         [E], ["epi-2025-02-17-vignalink-sms-codes-blocked"]),
    task("b14-t045", "SMS vendor offers a cheaper route with a new short sender name. switch "
         "it over tonight?", [P], ["rule-vignalink-test-login-all-networks"]),
    task("b14-t046", "Let the growers know the portal will be down Sunday morning.", [U],
         ["pref-ottavia-grower-messages-via-liaison"]),
    task("b14-t047", "intake manager only gets to set tomorrow's slots at 8 pm tonight. "
         "consequences?", [V], ["env-late-slot-capacity-walk-ins"]),
    task("b14-t048", "¿Cómo entran los socios al portal y quién fija la capacidad de turnos "
         "de entrega?", [S], ["sem-vignalink-portal-and-slots"]),
    task("b14-t049", "Wenn die Lieferfenster für morgen erst um 19 Uhr freigeschaltet werden, "
         "was passiert dann morgen früh an der Annahme?", [V],
         ["env-late-slot-capacity-walk-ins"]),
    # 8 grower payments
    task("b14-t050", "how is a grower's price per kilo worked out, and when are the "
         "advances?", [S], ["sem-paylot-prices-grades-advances"]),
    task("b14-t051", "what went wrong with the may advance?", [E],
         ["epi-2025-05-23-paylot-last-years-price-table"]),
    task("b14-t052", "august advance computed, totals balance. ok to hand finance the bank "
         "file?", [P], ["rule-paylot-compare-totals-and-spot-check"]),
    task("b14-t053", "Prepare the advance payment numbers for Tuesday's board meeting.", [U],
         ["pref-ottavia-board-payment-figures-spreadsheet"]),
    task("b14-t054", "if I publish the statements on the portal today and the transfer goes "
         "tomorrow, anything to worry about?", [V],
         ["env-statements-before-transfer-call-wave"]),
    task("b14-t055", "O que aconteceu com o adiantamento de maio aos produtores?", [E],
         ["epi-2025-05-23-paylot-last-years-price-table"]),
    task("b14-t056", "Prepara i dati dei pagamenti ai soci per il consiglio.", [U],
         ["pref-ottavia-board-payment-figures-spreadsheet"]),
    # 9 vineyard sensors
    task("b14-t057", "where are the soil moisture readings stored and which gateways do the "
         "field nodes use?", [S], ["sem-rootnet-lorawan-nodes"]),
    task("b14-t058", "what happened up on Cerro Pardo in january?", [E],
         ["epi-2025-01-29-rootnet-cerro-pardo-gateway-dead"]),
    task("b14-t059", "field team wants to skip watering block 17 since the probe says 34 % "
         "moisture. good to go?", [P], ["rule-rootnet-check-last-seen-before-decisions"]),
    task("b14-t060", "Report the three dead soil probes in the Los Aromos blocks.", [U],
         ["pref-ottavia-sensor-issues-to-viticulturist-with-map"]),
    task("b14-t061", "two days of 38+ coming. what will the hilltop gateway do?", [V],
         ["env-heatwave-cerro-pardo-gateway-reboots"]),
    task("b14-t062", "Le viticulteur veut décider de l'arrosage d'après le tableau des "
         "sondes. Je lui dis de s'y fier ?", [P],
         ["rule-rootnet-check-last-seen-before-decisions"]),
    task("b14-t063", "Wie lange halten die Batterien der Bodenfeuchte-Sensoren, und wie oft "
         "messen sie?", [S], ["sem-rootnet-lorawan-nodes"]),
    # 10 irrigation
    task("b14-t064", "how many litres per second can we take from the canal, and how does "
         "the weekly limit get into the scheduler?", [S],
         ["sem-aguada-canal-pumps-and-allocation"]),
    task("b14-t065", "what happened with PB-2 and the canal guard?", [E],
         ["epi-2025-02-11-aguada-cap-entered-late-pump-sealed"]),
    task("b14-t066", "the canal email came in at 5 pm friday, cap goes down to 170. I'll do "
         "it monday first thing", [P], ["rule-aguada-enter-allocation-same-day-four-eyes"]),
    task("b14-t067", "Move the Las Tunas blocks' irrigation from night to early morning "
         "starting tomorrow.", [U], ["pref-ottavia-irrigation-changes-told-by-field-team"]),
    task("b14-t068", "I've set both canal pumps to start at 22:00 sharp. any issue?", [V],
         ["env-both-canal-pumps-same-minute-trip"]),
    task("b14-t069", "¿Qué pasa si arrancamos las dos bombas del canal a la vez?", [V],
         ["env-both-canal-pumps-same-minute-trip"]),
    task("b14-t070", "Cosa è successo a febbraio con la quota d'acqua del canale e la pompa "
         "sigillata?", [E], ["epi-2025-02-11-aguada-cap-entered-late-pump-sealed"]),
    # 11 lab
    task("b14-t071", "who approves lab results before they land on the lot, and which "
         "instruments feed the LIMS?", [S], ["sem-oenolab-instruments-and-approval"]),
    task("b14-t072", "what was the VA problem in late march / early april?", [E],
         ["epi-2025-04-02-oenolab-ftir-va-low-after-update"]),
    task("b14-t073", "FTIR service engineer just left, new calibration in. results look "
         "normal, release today's batch?", [P],
         ["rule-oenolab-reference-wines-after-ftir-change"]),
    task("b14-t074", "Tell the winemaker that T091's free SO2 came back oddly low.", [U],
         ["pref-ottavia-lab-anomalies-hold-note-on-lot"]),
    task("b14-t075", "180 samples in the queue at noon, harvest in full swing. when will the "
         "winemakers have their numbers?", [V], ["env-lab-queue-over-150-next-morning"]),
    task("b14-t076", "Signale au responsable du chai que l'acidité volatile de la cuve 203 "
         "est anormale.", [U], ["pref-ottavia-lab-anomalies-hold-note-on-lot"]),
    task("b14-t077", "Nach dem Software-Update am FTIR sehen die Werte plausibel aus. Kann ich "
         "sie freigeben?", [P], ["rule-oenolab-reference-wines-after-ftir-change"]),
    # 12 excise
    task("b14-t078", "when is the excise return due and what does the ledger have to "
         "contain?", [S], ["sem-dutybook-excise-ledger-and-return"]),
    task("b14-t079", "what went wrong with the excise return for February?", [E],
         ["epi-2025-03-14-dutybook-bulk-sales-missing"]),
    task("b14-t080", "May return is ready, Dutybook balances to the litre. submit?", [P],
         ["rule-dutybook-reconcile-before-return"]),
    task("b14-t081", "File this month's excise return.", [U],
         ["pref-ottavia-excise-return-finance-signs-by-10th"]),
    task("b14-t082", "it's the 14th and I haven't uploaded the return yet. how will the tax "
         "portal behave today?", [V], ["env-tax-portal-last-two-days-timeouts"]),
    task("b14-t083", "Até quando tem de ser entregue a declaração mensal de impostos "
         "especiais, e que perdas precisam de justificação?", [S],
         ["sem-dutybook-excise-ledger-and-return"]),
    task("b14-t084", "Si subo la declaración de impuestos especiales el 14, ¿va a funcionar "
         "el portal de Hacienda?", [V], ["env-tax-portal-last-two-days-timeouts"]),
    # 13 barrel cellar
    task("b14-t085", "what does the barrel system store per barrel, and when is a barrel "
         "retired?", [S], ["sem-staveledger-rfid-barrels"]),
    task("b14-t086", "what happened with the tags from the new supplier?", [E],
         ["epi-2025-04-23-staveledger-duplicate-tag-ids"]),
    task("b14-t087", "new box of 500 barrel tags arrived, cellar wants to tag the new French "
         "oak this afternoon", [P], ["rule-staveledger-scan-new-tag-batch-for-duplicates"]),
    task("b14-t088", "List the barrels due for topping next week.", [U],
         ["pref-ottavia-barrel-reports-by-lot-and-row"]),
    task("b14-t089", "barrel hall humidity's been at 58 % for ten days. effect on topping?",
         [V], ["env-low-humidity-topping-losses-double"]),
    task("b14-t090", "Was ist mit den doppelten RFID-Nummern an den Fässern passiert?", [E],
         ["epi-2025-04-23-staveledger-duplicate-tag-ids"]),
    task("b14-t091", "Fammi l'elenco delle barrique con più di cinque riempimenti.", [U],
         ["pref-ottavia-barrel-reports-by-lot-and-row"]),
    # 14 webshop and wine club
    task("b14-t092", "on which day do club members get charged, and how often does the shop "
         "pull stock?", [S], ["sem-cellardoor-webshop-and-club"]),
    task("b14-t093", "what happened with the double charges on the club in march?", [E],
         ["epi-2025-03-05-cellardoor-club-charged-twice"]),
    task("b14-t094", "june club charge died at 40 % with a timeout. I'll just kick off the run "
         "again", [P], ["rule-cellardoor-rerun-only-uncharged-members"]),
    task("b14-t095", "Email the customers whose orders were cancelled because of the stock "
         "glitch.", [U], ["pref-ottavia-customer-messages-via-cellar-door-manager"]),
    task("b14-t096", "club shipment mail goes out tomorrow 9am. what will the shop do?", [V],
         ["env-club-email-traffic-oversold"]),
    task("b14-t097", "A cobrança do clube parou a meio por timeout. Relanço tudo?", [P],
         ["rule-cellardoor-rerun-only-uncharged-members"]),
    task("b14-t098", "¿En qué meses salen los envíos del club de vinos y con qué mensajería?",
         [S], ["sem-cellardoor-webshop-and-club"]),
    # 15 dispatch warehouse
    task("b14-t099", "how do export pallets get checked when a container is loaded?", [S],
         ["sem-palletta-warehouse-and-docks"]),
    task("b14-t100", "what went wrong with the Carmenere container in June?", [E],
         ["epi-2025-06-04-palletta-dock3-scanner-wrong-vintage"]),
    task("b14-t101", "dock 3 scanner dead, container for the importer has to leave by 4. load "
         "off the printed pick list?", [P], ["rule-palletta-no-export-loading-without-scan"]),
    task("b14-t102", "Tell Ottavia that the Distribuidora Norte truck left with one pallet "
         "short.", [U], ["pref-ottavia-dispatch-issues-order-first-line"]),
    task("b14-t103", "15 trucks booked for Thursday morning. how will loading go?", [V],
         ["env-busy-morning-forklift2-battery"]),
    task("b14-t104", "Temos 14 camiões marcados para amanhã de manhã no armazém. Vão "
         "esperar?", [V], ["env-busy-morning-forklift2-battery"]),
    task("b14-t105", "Qu'est-il arrivé au conteneur export chargé sans le scanner du quai "
         "3 ?", [E], ["epi-2025-06-04-palletta-dock3-scanner-wrong-vintage"]),
    # 16 gas safety
    task("b14-t106", "at what CO2 level do the horns go, and what happens at the lower "
         "level?", [S], ["sem-fumaro-co2-sensors-thresholds"]),
    task("b14-t107", "what happened in the press pit at the end of march?", [E],
         ["epi-2025-03-27-fumaro-s14-taped-near-miss"]),
    task("b14-t108", "painters need the two sensors by the east wall covered until friday. "
         "just tape them?", [P], ["rule-fumaro-bypass-board-with-owner"]),
    task("b14-t109", "Raise the CO2 warning threshold in the pit to 0.8 %, the fans keep "
         "kicking in.", [U], ["pref-ottavia-safety-changes-to-safety-officer-first"]),
    task("b14-t110", "cold night, 70 tanks fermenting, doors shut. what will the gas system "
         "do overnight?", [V], ["env-closed-hall-night-co2-warning"]),
    task("b14-t111", "Änder die Lüftungslogik der CO2-Anlage, damit die Ventilatoren später "
         "anspringen.", [U], ["pref-ottavia-safety-changes-to-safety-officer-first"]),
    task("b14-t112", "¿Cada cuánto se prueban los sensores de CO2 y qué hace falta para "
         "entrar a limpiar un depósito?", [S], ["sem-fumaro-co2-sensors-thresholds"]),
    # 17 wastewater
    task("b14-t113", "what are the discharge limits for the treatment plant and where can I "
         "see the COD trend?", [S], ["sem-vinasse-sbr-permit"]),
    task("b14-t114", "what killed reactor 2 in april?", [E],
         ["epi-2025-04-08-vinasse-caustic-slug-reactor-2"]),
    task("b14-t115", "cellar wants to clean all the white tanks in one go on saturday and "
         "hose everything down the drain", [P], ["rule-vinasse-cleaning-days-via-buffer"]),
    task("b14-t116", "Write this week's wastewater report.", [U],
         ["pref-ottavia-weekly-permit-values-against-limit"]),
    task("b14-t117", "we're crushing about 450 t tomorrow. what does the treatment plant do "
         "with that?", [V], ["env-crush-over-400t-cod-cycle"]),
    task("b14-t118", "Mañana limpiamos cuarenta depósitos con sosa. ¿Lo mandamos todo por el "
         "desagüe como siempre?", [P], ["rule-vinasse-cleaning-days-via-buffer"]),
    task("b14-t119", "Con 420 tonnellate pigiate al giorno, il COD allo scarico resta nei "
         "limiti?", [V], ["env-crush-over-400t-cod-cycle"]),
    # 18 cellar tablets and Wi-Fi
    task("b14-t120", "how are the cellar tablets managed and what do you need to log back in "
         "after a reboot?", [S], ["sem-cellarnet-tablets-mdm-rings"]),
    task("b14-t121", "what happened the morning all the tablets restarted during pressing?",
         [E], ["epi-2025-01-21-cellarnet-update-all-tablets-midpress"]),
    task("b14-t122", "Fleetdesk has a security patch for the tablets, I'll approve it for all "
         "devices now", [P], ["rule-cellarnet-updates-test-ring-after-hours"]),
    task("b14-t123", "Roll out the new Staveledger app version to the cellar tablets.", [U],
         ["pref-ottavia-tablet-changes-announced-by-cellar-master"]),
    task("b14-t124", "hall's full and the doors are down. will scanning in the barrel hall "
         "work ok today?", [V], ["env-barrel-hall-doors-closed-wifi-slow"]),
    task("b14-t125", "Wie viele Tablets hat der Keller, und in welchem WLAN hängen sie?", [S],
         ["sem-cellarnet-tablets-mdm-rings"]),
    task("b14-t126", "Qu'est-ce qui s'est passé en janvier quand les tablettes du chai ont "
         "redémarré en pleine journée ?", [E],
         ["epi-2025-01-21-cellarnet-update-all-tablets-midpress"]),
    # extras
    task("b14-t127", "can I deploy the Cuvetrack report fix in mid-March, or is there a rule "
         "against it?", [S], ["sem-harvest-change-freeze-and-oncall"]),
    task("b14-t128", "Pendant les vendanges, combien de personnes sont d'astreinte et quand "
         "se fait la relève ?", [S], ["sem-harvest-change-freeze-and-oncall"]),
    task("b14-t129", "Just got off the phone with the Fleetdesk account manager about the "
         "licence renewal. Close it out.", [U], ["pref-ottavia-vendor-calls-written-summary"]),
    task("b14-t130", "Scrivo a Ottavia \"c'è un problema in cantina con una vasca che "
         "schiuma\". Quanto ci metterà a rispondermi?", [V],
         ["env-ottavia-harvest-messages-without-tank"]),
]

BLIND14_NO_MEMORY_REQUESTS: list[tuple[str, str]] = [
    ("b14-n01", "write a python function that converts degrees Brix to potential alcohol "
     "using a 16.83 g/L factor"),
    ("b14-n02", "what's the difference between malolactic and alcoholic fermentation?"),
    ("b14-n03", "convert 450 hectolitres to US gallons"),
    ("b14-n04", "how do I rebase a feature branch onto main without a merge commit?"),
    ("b14-n05", "cheers, that's it for now"),
    ("b14-n06", "explain what a LoRaWAN spreading factor is in two sentences"),
    ("b14-n07", "Wie schreibe ich in SQL ein GROUP BY mit zwei Spalten?"),
    ("b14-n08", "Quelle est la différence entre un chêne français et un chêne américain "
     "pour l'élevage ?"),
    ("b14-n09", "¿Cómo se calcula la media móvil de 7 días en pandas?"),
    ("b14-n10", "Che differenza c'è tra MQTT e HTTP per i sensori?"),
    ("b14-n11", "Como converto uma string em data no JavaScript?"),
    ("b14-n12", "regex that matches an ISO date like 2025-03-14 and nothing else"),
]
