"""A twenty-sixth outside set of sessions that teach something, and the later requests that need it.

Written by hand by a writer who had not read the project's code, tests or other held-out sets'
rows, from the Scenario format alone (the Scenario dataclass and the imports above it, the Step
dataclass, the bash, edit and write helpers, and the module docstring, imports and first two
scenarios of the twenty-fifth outside set for their layout), never used for tuning, and written
without reading how lessons are captured, stored or recalled. The docstrings of the earlier
outside sets and the held-out README's list of earlier sets were read only to pick new project
kinds and languages. Tiers were set by construction: a session where the human corrects what the
agent did in a tool call (or a claim it made about a tool's output) is "procedural", one where the
human only states how they like things before the agent does anything is "personalized". Five
invented projects of kinds absent from the earlier learning sets: a Salesforce DX project (Apex
triggers and tests, Lightning Web Components with jest, the sf CLI, scratch orgs and a UAT
sandbox) keeping a youth sailing trust's sailors, bursaries and sponsors, a Roblox experience in
Luau built with Rojo (selene, TestEZ under run-in-roblox, DataStores, RemoteEvents, a
LocalizationTable) with which a science discovery centre teaches school groups the water cycle,
an Odoo 17 module (models, inherited views, ir.model.access.csv, odoo-bin upgrades and tagged
tests) taking in, repairing and selling a furniture-reuse social enterprise's donations, a
LilyPond repository (concert-pitch music files, transposing part files, convert-ly, a Makefile
with a log check) of a silver band's parts and scores, and a Beancount ledger (bean-check,
bean-query, bean-extract importers with a rules file, balance assertions) of a housing
co-operative's books.

30 sessions, 6 per project. In 20 the agent works (edits, commands with realistic output, or a
claim it makes) and then the human corrects it, sharply or mildly (a pasted error, "you deployed
that straight to production??", "never ...", a reminder of how the team does it); tier
"procedural", 4/4/4/4/4 per project. In 10 the human only states a personal preference before any
work; tier "personalized", 2/2/2/2/2 per project. 15 sessions are in English, the other 15 in
Egyptian Arabic (arz), Norwegian Nynorsk (nn), Hawaiian Pidgin (hwc), Wu (Shanghainese) (wuu),
Picard (pcd), Cape Verdean Creole (kea), Levantine Arabic (apc), Swabian (swg), Chavacano (cbk),
Kölsch (ksh), Maithili (mai), Seychellois Creole (crs), Hakka (hak), Pennsylvania Dutch (pdc) and
Goan Konkani (gom) (1 each). Each scenario has 3 follow-ups (90 in all): requests from a later
session that need the lesson while sharing few words with it; exactly one per scenario is in the
session's language (30 of 30 scenarios), so 60 of the 90 are in another language (English 30 in
all, 15 of them follow-ups of non-English sessions; each of the 15 other languages 4 times, once in
its own session and the rest elsewhere). `expect` is one word the learned record should contain,
chosen as a language-neutral technical token (a tool, a flag, a file, a class, an identifier). All
names, paths, hosts (under .example), numbers, ids and outputs are invented; no credential-shaped
value appears; nothing is copied from a public text. The writer is not a fluent speaker of any of
the fifteen languages; many of those sentences will read as a learner's, and some may mix in words
of a neighbouring language or of the standard language the variety is written beside (Egyptian and
Levantine Arabic beside Modern Standard Arabic, Wu and Hakka beside Mandarin, Swabian, Kölsch and
Pennsylvania Dutch beside German, Picard beside French, Seychellois Creole beside Mauritian,
Chavacano beside Spanish, Maithili and Konkani beside Hindi and Marathi).
"""

from __future__ import annotations

from learning_set import Scenario
from sessions import Step, bash, edit, write


def scenarios(base: str) -> list[Scenario]:
    hc = f"{base}/halyard-crm"
    rc = f"{base}/raincycle"
    sl = f"{base}/secondleg-odoo"
    gp = f"{base}/greystane-pads"
    ll = f"{base}/larchmere-ledger"
    return [
        # ------------------- Salesforce DX (Apex, LWC, sf CLI): a youth sailing trust's CRM
        Scenario("sfdx-prod-deploy", "en", hc, [
            Step("the bursary approval on the Sailor record needs a 'Part-funded' option, add it "
                 "to the Bursary_Status__c picklist and push it",
                 [edit(f"{hc}/force-app/main/default/objects/Bursary__c/fields/"
                       "Bursary_Status__c.field-meta.xml",
                       "<value>\n                <fullName>Approved</fullName>",
                       "<value>\n                <fullName>Part-funded</fullName>\n"
                       "                <default>false</default>\n                "
                       "<label>Part-funded</label>\n            </value>\n            <value>\n"
                       "                <fullName>Approved</fullName>"),
                  bash("sf project deploy start --source-dir force-app/main/default/objects/"
                       "Bursary__c --target-org saltmarsh-prod",
                       "Deploying v61.0 metadata to office@saltmarsh-sailing.example using the "
                       "v61.0 SOAP API.\nDeploy ID: 0Af8d00000Qx3LzCAJ\nStatus: Succeeded | "
                       "1/1 Components\n\nDeployed Source\n STATE    FULL NAME                "
                       "          TYPE         \n Changed  Bursary__c.Bursary_Status__c  "
                       "CustomField")],
                 "Added 'Part-funded' to the picklist and deployed it; it's live on the Sailor "
                 "page now."),
            Step("you deployed that straight to production?? nothing goes to saltmarsh-prod from "
                 "a laptop. metadata goes to the saltmarsh-uat sandbox, Morwenna checks it there, "
                 "and prod only gets what the release workflow deploys from main. put it in uat "
                 "now, I'll have to explain the prod change to the office myself",
                 [bash("sf project deploy start --source-dir force-app/main/default/objects/"
                       "Bursary__c --target-org saltmarsh-uat",
                       "Deploying v61.0 metadata to office@saltmarsh-sailing.example.uat using "
                       "the v61.0 SOAP API.\nDeploy ID: 0Af1x00000Bk7WqCAJ\nStatus: Succeeded | "
                       "1/1 Components\n\nDeployed Source\n Changed  "
                       "Bursary__c.Bursary_Status__c  CustomField"),
                  bash("git switch -c bursary-part-funded && git add force-app && git commit -m "
                       "'add Part-funded bursary status'",
                       "[bursary-part-funded 4c1e9a2] add Part-funded bursary status\n 1 file "
                       "changed, 5 insertions(+)")],
                 "Sorry about that. It's now in saltmarsh-uat for Morwenna, and on a branch for "
                 "the release workflow; prod already has the value from my earlier deploy."),
        ], "saltmarsh-uat", tier="procedural", follow_ups=[
            ("the coaches want a 'boat licence expiry' date on the Volunteer object, can you "
             "build it and put it somewhere they can try it out?", "en"),
            ("Trenadoris ta kre un kampu novu ku data di fin di lisensa di bote na Volunteer. "
             "Bu pode fazel i pul na un kau undi es pode prova-l?", "kea"),
            ("De Trainer wolle e neu Feld för et Ablaufdatum vum Bootsführerschein am "
             "Volunteer. Maach dat ens un stell et irjendwo hin, wo se et uusprobiere künne.",
             "ksh")]),
        Scenario("apex-bulk-trigger", "en", hc, [
            Step("when a sailor is entered for a regatta, fill Entry__c.Helm_Age_Group__c from "
                 "the sailor's birthdate. trigger and a test please",
                 [write(f"{hc}/force-app/main/default/triggers/EntryTrigger.trigger",
                        "trigger EntryTrigger on Entry__c (before insert, before update) {\n"
                        "    EntryAgeGroup.fill(Trigger.new);\n}\n"),
                  write(f"{hc}/force-app/main/default/classes/EntryAgeGroup.cls",
                        "public with sharing class EntryAgeGroup {\n"
                        "    public static void fill(List<Entry__c> entries) {\n"
                        "        for (Entry__c e : entries) {\n"
                        "            Sailor__c s = [SELECT Birthdate__c FROM Sailor__c WHERE Id = "
                        ":e.Sailor__c];\n"
                        "            e.Helm_Age_Group__c =\n"
                        "                AgeGroups.forBirthdate(s.Birthdate__c);\n"
                        "        }\n    }\n}\n"),
                  write(f"{hc}/force-app/main/default/classes/EntryAgeGroupTest.cls",
                        "@IsTest\nprivate class EntryAgeGroupTest {\n"
                        "    @IsTest static void setsU12() {\n"
                        "        Sailor__c s = new Sailor__c(Name = 'Test', Birthdate__c = "
                        "Date.newInstance(2016, 4, 2));\n        insert s;\n"
                        "        Entry__c e = new Entry__c(Sailor__c = s.Id);\n        insert e;\n"
                        "        ...\n    }\n}\n"),
                  bash("sf apex run test --class-names EntryAgeGroupTest --target-org "
                       "saltmarsh-scratch --result-format human --wait 10",
                       "=== Test Summary\nNAME                 VALUE\nOutcome              Passed\n"
                       "Tests Ran            2\nPass Rate            100%\n"
                       "Fail Rate            0%")],
                 "EntryTrigger and EntryAgeGroup are in; both tests pass."),
            Step("Imogen loaded the spring series entries with Data Loader in uat this morning, "
                 "180 rows, and it blew up: 'EntryTrigger: execution of BeforeInsert caused by: "
                 "System.LimitException: Too many SOQL queries: 101'. you put the query inside "
                 "the for loop. one query for the whole of Trigger.new into a map, and every "
                 "trigger test in this repo builds its records with "
                 "TestDataFactory.createEntries(200), not two by hand",
                 [edit(f"{hc}/force-app/main/default/classes/EntryAgeGroup.cls",
                       "        for (Entry__c e : entries) {\n"
                       "            Sailor__c s = [SELECT Birthdate__c FROM Sailor__c WHERE Id = "
                       ":e.Sailor__c];",
                       "        Set<Id> ids = new Set<Id>();\n"
                       "        for (Entry__c e : entries) { ids.add(e.Sailor__c); }\n"
                       "        Map<Id, Sailor__c> sailors = new Map<Id, Sailor__c>(\n"
                       "            [SELECT Birthdate__c FROM Sailor__c WHERE Id IN :ids]);\n"
                       "        for (Entry__c e : entries) {\n"
                       "            Sailor__c s = sailors.get(e.Sailor__c);"),
                  edit(f"{hc}/force-app/main/default/classes/EntryAgeGroupTest.cls",
                       "        Entry__c e = new Entry__c(Sailor__c = s.Id);\n        insert e;",
                       "        List<Entry__c> entries = TestDataFactory.createEntries(200);\n"
                       "        Test.startTest();\n        insert entries;\n"
                       "        Test.stopTest();"),
                  bash("sf apex run test --class-names EntryAgeGroupTest --target-org "
                       "saltmarsh-scratch --result-format human --wait 10",
                       "=== Test Summary\nOutcome              Passed\nTests Ran            3\n"
                       "Pass Rate            100%")],
                 "Moved the query out of the loop (one query into a map) and the tests now insert "
                 "200 entries from TestDataFactory; 3 pass."),
        ], "TestDataFactory", tier="procedural", follow_ups=[
            ("I need a trigger that stamps the boat's last-used date whenever a session "
             "booking is closed", "en"),
            ("بدي trigger يحدّث تاريخ آخر استعمال للمركب كل ما ينسكّر حجز جلسة، ومعه "
             "الاختبارات تبعه.", "apc"),
            ("जखन कोनो session booking बन्द होइत अछि तखन नाव केर last-used तारीख अपने-आप भरि "
             "जाय, से trigger आ ओकर test लिखि दिअ।", "mai")]),
        Scenario("apex-class-coverage", "arz", hc, [
            Step("عايز أتأكد إن كلاس BursaryCalculator الجديد متغطي بالتستات كفاية قبل ما نعمل "
                 "ريليز.",
                 [bash("sf apex run test --test-level RunLocalTests --code-coverage "
                       "--result-format human --target-org saltmarsh-uat --wait 20",
                       "=== Test Summary\nOutcome              Passed\nTests Ran            64\n"
                       "Pass Rate            100%\nOrg Wide Coverage    82%\n"
                       "Test Run Id          7071x00000RvQ2e")],
                 "كل التستات عدّت (64) والتغطية 82%، يعني فوق الحد بتاع Salesforce (75%)، "
                 "فـ BursaryCalculator تمام."),
            Step("لأ، الـ 82% دي بتاعة الأورج كله مش الكلاس. عندنا قاعدة: كل كلاس لوحده لازم "
                 "يبقى 85% على الأقل. شغّلها بـ --detailed-coverage وبص على سطر الكلاس نفسه، "
                 "وبعد كده قولّي.",
                 [bash("sf apex run test --test-level RunLocalTests --code-coverage "
                       "--detailed-coverage --result-format human --target-org saltmarsh-uat "
                       "--wait 20",
                       "=== Apex Code Coverage for Test Run 7071x00000RvQ3f\n"
                       "NAME                 PERCENT  UNCOVERED LINES\n"
                       "BursaryCalculator    41%      18,19,22,23,24,31,40,41,42,57\n"
                       "EntryAgeGroup        100%\nSponsorService       88%      73,74\n"
                       "AccountService       93%      12"),
                  write(f"{hc}/force-app/main/default/classes/BursaryCalculatorTest.cls",
                        "@IsTest\nprivate class BursaryCalculatorTest {\n"
                        "    @IsTest static void partFundedCapsAtHalf() { ... }\n"
                        "    @IsTest static void siblingDiscountApplied() { ... }\n"
                        "    @IsTest static void noIncomeEvidenceRejected() { ... }\n}\n"),
                  bash("sf apex run test --class-names BursaryCalculatorTest --code-coverage "
                       "--detailed-coverage --result-format human --target-org saltmarsh-uat "
                       "--wait 10",
                       "NAME                 PERCENT  UNCOVERED LINES\n"
                       "BursaryCalculator    91%      57")],
                 "عندك حق: BursaryCalculator كان 41% بس. كتبت BursaryCalculatorTest بتلات "
                 "حالات وبقى 91%."),
        ], "--detailed-coverage", tier="procedural", follow_ups=[
            ("خلّصت كلاس SponsorRenewal، قولّي التستات بتاعته مكفّية ولا لأ.", "arz"),
            ("is the new SponsorRenewal class tested well enough to ship?", "en"),
            ("Er den nye SponsorRenewal-klassa godt nok dekt av testar til at vi kan sleppe "
             "ho?", "nn")]),
        Scenario("apex-recordtype-id", "nn", hc, [
            Step("Når ein ny sponsor vert oppretta, skal kontoen få posttypen «Sponsor». Kan du "
                 "ordne det i AccountService?",
                 [bash("sf data query -q \"SELECT Id FROM RecordType WHERE DeveloperName = "
                       "'Sponsor' AND SobjectType = 'Account'\" -o saltmarsh-uat",
                       " ID                 \n ────────────────── \n 0127Q000000HbXyQAK \n"
                       "Total number of records retrieved: 1."),
                  edit(f"{hc}/force-app/main/default/classes/AccountService.cls",
                       "        acc.Type = 'Sponsor';",
                       "        acc.Type = 'Sponsor';\n"
                       "        acc.RecordTypeId = '0127Q000000HbXyQAK';"),
                  bash("sf apex run test --class-names AccountServiceTest -o saltmarsh-uat "
                       "--result-format human --wait 10",
                       "Outcome              Passed\nTests Ran            5\n"
                       "Pass Rate            100%")],
                 "Ferdig: AccountService set no posttypen Sponsor, og alle fem testane går "
                 "gjennom."),
            Step("Du kan ikkje skrive ein ID rett inn i koden. Posttype-ID-ane er ulike i kvar "
                 "sandkasse, i scratch-orgar og i produksjon, så dette går gale så snart det kjem "
                 "til prod. Hent ID-en etter namn med Schema.SObjectType.Account"
                 ".getRecordTypeInfosByDeveloperName().get('Sponsor').getRecordTypeId(). Det "
                 "same gjeld alle ID-ar: aldri hardkoda.",
                 [edit(f"{hc}/force-app/main/default/classes/AccountService.cls",
                       "        acc.RecordTypeId = '0127Q000000HbXyQAK';",
                       "        acc.RecordTypeId = Schema.SObjectType.Account\n"
                       "            .getRecordTypeInfosByDeveloperName().get('Sponsor')"
                       ".getRecordTypeId();"),
                  bash("sf org create scratch -f config/project-scratch-def.json -a rt-check "
                       "-d 1 && sf project deploy start -o rt-check && sf apex run test "
                       "--class-names AccountServiceTest -o rt-check --result-format human "
                       "--wait 10",
                       "Your scratch org is ready.\nStatus: Succeeded | 212/212 Components\n"
                       "Outcome              Passed\nTests Ran            5")],
                 "Bytt ut med oppslag etter DeveloperName, og testa i ein ny scratch-org der "
                 "ID-en er ein annan: fem av fem går gjennom."),
        ], "getRecordTypeInfosByDeveloperName", tier="procedural", follow_ups=[
            ("Nye søknader om stipend frå ungdom under 16 skal få posttypen «Junior». Kan du "
             "leggje det inn?", "nn"),
            ("bursary applications from under-16s should get the Junior record type, wire "
             "that up", "en"),
            ("Eh, da bursary applications from da kids undah sixteen gotta get da Junior "
             "record type. Can hook um up?", "hwc")]),
        Scenario("lwc-record-edit-form", "en", hc, [
            Step("I'll be asking you for a bunch of Lightning components this term, so before "
                 "you start: I like forms built on lightning-record-edit-form, so field-level "
                 "security and validation rules come from the org and not from hand-rolled Apex "
                 "save methods, and every component gets its jest test in its own __tests__ "
                 "folder. first one: a card on the Sailor page where the coach sees and edits "
                 "the medical notes",
                 [write(f"{hc}/force-app/main/default/lwc/sailorMedicalCard/"
                        "sailorMedicalCard.html",
                        "<template>\n  <lightning-card title=\"Medical notes\">\n"
                        "    <lightning-record-edit-form record-id={recordId} "
                        "object-api-name=\"Sailor__c\">\n"
                        "      <lightning-input-field field-name=\"Medical_Notes__c\">"
                        "</lightning-input-field>\n"
                        "      <lightning-input-field field-name=\"Inhaler__c\">"
                        "</lightning-input-field>\n"
                        "      <lightning-button type=\"submit\" label=\"Save\">"
                        "</lightning-button>\n"
                        "    </lightning-record-edit-form>\n  </lightning-card>\n</template>\n"),
                  write(f"{hc}/force-app/main/default/lwc/sailorMedicalCard/__tests__/"
                        "sailorMedicalCard.test.js",
                        "import { createElement } from 'lwc';\n"
                        "import SailorMedicalCard from 'c/sailorMedicalCard';\n\n"
                        "describe('c-sailor-medical-card', () => {\n"
                        "  it('renders the two medical fields', () => { ... });\n});\n"),
                  bash("npm run test:unit -- sailorMedicalCard",
                       "PASS force-app/main/default/lwc/sailorMedicalCard/__tests__/"
                       "sailorMedicalCard.test.js\nTests:       1 passed, 1 total")],
                 "sailorMedicalCard uses lightning-record-edit-form (no Apex), with its jest "
                 "test under __tests__; it passes."),
        ], "lightning-record-edit-form", tier="personalized", follow_ups=[
            ("make me a component for the volunteer page where the coordinator can update "
             "their DBS check details", "en"),
            ("I bräucht a Komponente uf dr Volunteer-Seit, wo d Koordinatorin d Date vom "
             "DBS-Check eitraga ka.", "swg"),
            ("Mon bezwen en konponan lo paz Volunteer kot koordinater i kapab met a zour detay "
             "DBS check.", "crs")]),
        Scenario("commit-jira-key", "hwc", hc, [
            Step("Eh, before you go do anyting in dis repo: I like da commit messages start wit "
                 "da Jira key, like 'SAIL-412: add sponsor renewal reminder', all lowercase "
                 "aftah da colon, no emoji kine stuffs. Da branch names same ting, "
                 "'SAIL-412-sponsor-reminder'. Okay, now can fix da typo on da Sailor page "
                 "layout? Stay 'Emergancy contact'. Da ticket stay SAIL-431.",
                 [bash("git switch -c SAIL-431-emergency-contact-typo",
                       "Switched to a new branch 'SAIL-431-emergency-contact-typo'"),
                  edit(f"{hc}/force-app/main/default/layouts/Sailor__c-Sailor Layout."
                       "layout-meta.xml",
                       "<label>Emergancy contact</label>", "<label>Emergency contact</label>"),
                  bash("git commit -am 'SAIL-431: fix emergency contact label on sailor "
                       "layout'",
                       "[SAIL-431-emergency-contact-typo 9b27d13] SAIL-431: fix emergency "
                       "contact label on sailor layout\n 1 file changed, 1 insertion(+), "
                       "1 deletion(-)")],
                 "Fixed the label on branch SAIL-431-emergency-contact-typo, committed as "
                 "'SAIL-431: fix emergency contact label on sailor layout'."),
        ], "SAIL", tier="personalized", follow_ups=[
            ("Wen you pau wit da sponsor export, commit um ah. Da ticket number 447.", "hwc"),
            ("once the sponsor export changes are done, commit them, it's ticket 447", "en"),
            ("赞助商导出搿个改动弄好了以后，侬帮我提交脱，单子号头是 447。", "wuu")]),

        # ------------------- Roblox (Luau, Rojo, selene, TestEZ): a science centre's water cycle
        Scenario("roblox-run-in-roblox", "en", rc, [
            Step("add a test for the condensation module: once humidity passes 100 a Droplet "
                 "should spawn",
                 [write(f"{rc}/src/shared/Condensation.spec.luau",
                        "return function()\n"
                        "\tlocal Condensation = require(script.Parent.Condensation)\n"
                        "\tit(\"spawns a Droplet when humidity passes 100\", function()\n"
                        "\t\tlocal cloud = Condensation.newCloud({ humidity = 101 })\n"
                        "\t\tCondensation.step(cloud, 1 / 30)\n"
                        "\t\texpect(cloud.model:FindFirstChild(\"Droplet\")).to.be.ok()\n"
                        "\tend)\nend\n"),
                  bash("lune run tests",
                       "Running tests...\n0 passed, 0 failed, 0 skipped\nDone in 0.04s")],
                 "Added Condensation.spec.luau; the suite runs clean with no failures."),
            Step("'0 passed, 0 failed' isn't clean, nothing ran. lune can't run TestEZ specs "
                 "that touch Instances. our tests only run inside Roblox: rojo build "
                 "test.project.json -o test.rbxlx, then run-in-roblox --place test.rbxlx "
                 "--script scripts/run-tests.server.luau. do that and read the counts before "
                 "you tell me anything passes",
                 [bash("rojo build test.project.json -o test.rbxlx",
                       "Building project 'raincycle-tests'\nBuilt project to test.rbxlx"),
                  bash("run-in-roblox --place test.rbxlx --script "
                       "scripts/run-tests.server.luau",
                       "Test results:\n[+] Evaporation.spec\n[+] Rainfall.spec\n"
                       "[-] Condensation.spec\n   [-] spawns a Droplet when humidity passes 100\n"
                       "      Condensation.spec:6: Expected value to be non-nil\n"
                       "23 passed, 1 failed, 0 skipped"),
                  edit(f"{rc}/src/shared/Condensation.luau",
                       "\t\tlocal drop = DropletTemplate:Clone()",
                       "\t\tlocal drop = DropletTemplate:Clone()\n\t\tdrop.Parent = cloud.model"),
                  bash("rojo build test.project.json -o test.rbxlx && run-in-roblox --place "
                       "test.rbxlx --script scripts/run-tests.server.luau",
                       "Built project to test.rbxlx\n24 passed, 0 failed, 0 skipped")],
                 "In Roblox the new spec failed: the droplet was cloned but never parented. "
                 "Fixed Condensation.luau; 24 passed, 0 failed."),
        ], "run-in-roblox", tier="procedural", follow_ups=[
            ("I refactored the evaporation timer, make sure the specs still pass", "en"),
            ("Ya cambia yo el timer del evaporation; mira tu si ta pasa pa el maga spec.",
             "cbk"),
            ("𠊎改忒蒸發个計時器，你同𠊎試看那兜 spec 還過得過無。", "hak")]),
        Scenario("roblox-server-authority", "en", rc, [
            Step("kids should earn droplets for every cloud they seed. hook the SeedCloud tool "
                 "up so it gives them points",
                 [edit(f"{rc}/src/client/SeedCloudTool.client.luau",
                       "\tplayEffect(cloud)",
                       "\tplayEffect(cloud)\n\tRemotes.AwardDroplets:FireServer(5)"),
                  edit(f"{rc}/src/server/Droplets.server.luau",
                       "-- handlers",
                       "-- handlers\nRemotes.AwardDroplets.OnServerEvent:Connect(function(player, "
                       "amount)\n\tLeaderstats.add(player, \"Droplets\", amount)\nend)"),
                  bash("selene src", "Results:\n0 errors\n0 warnings\n0 parse errors")],
                 "Seeding a cloud now fires AwardDroplets with 5 and the server adds it to the "
                 "leaderboard."),
            Step("no. anything that fires a RemoteEvent can send any number it likes, a kid "
                 "with an exploit executor gets 9999999 droplets on the leaderboard we show on "
                 "the big screen in the atrium. the client only says what it did ('I seeded "
                 "cloud X'); the OnServerEvent handler checks it (does the cloud exist, is the "
                 "player in range, cooldown) and works the reward out itself. never take "
                 "amounts, prices or positions from the client",
                 [edit(f"{rc}/src/client/SeedCloudTool.client.luau",
                       "\tRemotes.AwardDroplets:FireServer(5)",
                       "\tRemotes.SeedCloud:FireServer(cloud.Name)"),
                  edit(f"{rc}/src/server/Droplets.server.luau",
                       "Remotes.AwardDroplets.OnServerEvent:Connect(function(player, amount)",
                       "Remotes.SeedCloud.OnServerEvent:Connect(function(player, cloudName)\n"
                       "\tif typeof(cloudName) ~= \"string\" then return end\n"
                       "\tlocal cloud = Clouds.byName(cloudName)\n"
                       "\tif not cloud or not inRange(player, cloud, 40) then return end\n"
                       "\tif Cooldown.active(player, \"seed\", 3) then return end\n"
                       "\tlocal amount = Rewards.forSeeding(cloud)"),
                  bash("selene src", "Results:\n0 errors\n0 warnings\n0 parse errors")],
                 "The client now only sends the cloud's name; the server checks it exists, "
                 "range and a 3 s cooldown, and picks the reward from Rewards.forSeeding."),
        ], "OnServerEvent", tier="procedural", follow_ups=[
            ("add a shop where kids spend their droplets on umbrellas and wellies", "en"),
            ("Maach ene Lade, wo de Pänz ehr Dröppcher för Parapluies un Jummistivvele "
             "usjevve künne.", "ksh"),
            ("Mach en Schtor wu die Kinner ihre Drobbe fer Reggeschirm un Gummischtiwwel "
             "ausgewwe kenne.", "pdc")]),
        Scenario("roblox-task-library", "wuu", rc, [
            Step("雨落下来个辰光，每只雨点要等一歇再消失，侬帮我加一只 delay。",
                 [edit(f"{rc}/src/shared/Rainfall.luau",
                       "\tdrop.Parent = workspace.Rain",
                       "\tdrop.Parent = workspace.Rain\n\tspawn(function()\n\t\twait(2)\n"
                       "\t\tdrop:Destroy()\n\tend)"),
                  bash("selene src",
                       "warning[deprecated]: standard library function `wait` is deprecated\n"
                       "   ┌─ src/shared/Rainfall.luau:43:3\n"
                       "warning[deprecated]: standard library function `spawn` is deprecated\n"
                       "   ┌─ src/shared/Rainfall.luau:42:2\n\nResults:\n0 errors\n2 warnings\n"
                       "0 parse errors")],
                 "加好了，雨点落地两秒钟以后消失。selene 只有两个 warning，没有错误。"),
            Step("warning 也勿好放过个。wait 搭 spawn 老早废脱了，阿拉项目里一律用 "
                 "task.wait、task.spawn、task.delay。selene 个 warning 清到零再讲好了。",
                 [edit(f"{rc}/src/shared/Rainfall.luau",
                       "\tspawn(function()\n\t\twait(2)\n\t\tdrop:Destroy()\n\tend)",
                       "\ttask.delay(2, function()\n\t\tdrop:Destroy()\n\tend)"),
                  bash("selene src", "Results:\n0 errors\n0 warnings\n0 parse errors")],
                 "改成 task.delay 了，selene 现在 0 个 warning。"),
        ], "task.wait", tier="procedural", follow_ups=[
            ("闪电要先闪一记，隔半秒钟再打雷，侬帮我写一写。", "wuu"),
            ("make the lightning flash, then the thunder half a second later", "en"),
            ("Fais in sorte que ch'l'éclair i brille, pis ch'tonnère un d'mi-seconde après.",
             "pcd")]),
        Scenario("roblox-updateasync", "pcd", rc, [
            Step("Ch'progrès des gamins i doit ête sauvé quand is s'in vont du jeu. Tu peux "
                 "faire cha ?",
                 [edit(f"{rc}/src/server/Progress.server.luau",
                       "Players.PlayerRemoving:Connect(function(player)",
                       "Players.PlayerRemoving:Connect(function(player)\n"
                       "\tProgressStore:SetAsync(\"p_\" .. player.UserId, "
                       "Progress.snapshot(player))"),
                  bash("rojo build default.project.json -o raincycle.rbxlx",
                       "Building project 'raincycle'\nBuilt project to raincycle.rbxlx")],
                 "Ch'est fait : quand un gamin i s'in va, sin progrès il est écrit avec SetAsync "
                 "dins ProgressStore."),
            Step("Non, pas SetAsync. Quand l'visite guidée al téléporte toute l'classe vers "
                 "l'deuxième place, deux serveurs is écrivent in même temps pis in perd des "
                 "gouttes. Ichi in sauve toudis avec UpdateAsync, dins un pcall, avec trois "
                 "essais, et pis BindToClose pour quand ch'serveur i s'arrête.",
                 [edit(f"{rc}/src/server/Progress.server.luau",
                       "\tProgressStore:SetAsync(\"p_\" .. player.UserId, "
                       "Progress.snapshot(player))",
                       "\tsaveWithRetry(player, 3)\n-- saveWithRetry: pcall(ProgressStore."
                       "UpdateAsync, ProgressStore, key, Progress.merge(snapshot))"),
                  edit(f"{rc}/src/server/Progress.server.luau",
                       "-- shutdown",
                       "-- shutdown\ngame:BindToClose(function()\n"
                       "\tfor _, p in Players:GetPlayers() do saveWithRetry(p, 3) end\nend)"),
                  bash("selene src && rojo build default.project.json -o raincycle.rbxlx",
                       "Results:\n0 errors\n0 warnings\nBuilt project to raincycle.rbxlx")],
                 "Ch'est corrigé : UpdateAsync dins un pcall, trois essais, et BindToClose."),
        ], "UpdateAsync", tier="procedural", follow_ups=[
            ("I faut garder aussi ches badges que l'gamin il a gagnés, d'eune visite à "
             "l'eute.", "pcd"),
            ("the badges a kid earns need to be kept between visits", "en"),
            ("Nu kre pa medalhas ki kriansas ganha fika guardadu di un vizita pa otu.", "kea")]),
        Scenario("luau-strict", "en", rc, [
            Step("we start on the groundwater level next week. one thing about how I like the "
                 "code: every new module starts with --!strict and exports its types "
                 "(export type Aquifer = {...}), and no `any` unless there's a comment saying "
                 "why. first job: a module holding the aquifer state",
                 [write(f"{rc}/src/shared/Aquifer.luau",
                        "--!strict\n\nexport type Aquifer = {\n\tdepth: number,\n"
                        "\tsaturation: number,\n\trechargeRate: number,\n}\n\n"
                        "local Aquifer = {}\n\nfunction Aquifer.new(depth: number): Aquifer\n"
                        "\treturn { depth = depth, saturation = 0, rechargeRate = 0.02 }\nend\n\n"
                        "return Aquifer\n"),
                  bash("luau-lsp analyze --definitions=globalTypes.d.luau src/shared/Aquifer.luau",
                       "")],
                 "Aquifer.luau is --!strict with an exported Aquifer type; luau-lsp reports "
                 "nothing."),
        ], "strict", tier="personalized", follow_ups=[
            ("write the module for the river flow stage", "en"),
            ("नदी केर बहाव वाला stage लेल एकटा नव module लिखि दिअ।", "mai"),
            ("न्हंयच्या उदकाच्या व्हांवपाच्या stage खातीर नवो module बरोवन दी.", "gom")]),
        Scenario("roblox-localization-table", "kea", rc, [
            Step("Antis di bu kumesa: tudu testu ki kriansas ta lé dentu jogu ta ba pa "
                 "LocalizationTable, na assets/localization/strings.csv, nunka skrebedu diretu "
                 "na kódigu. Nu ta resebe grupus di skola ki ta fala purtuges i kriolu. Gosi, "
                 "poi un plaka na entrada ku 'Benvindu na siklu di agu'.",
                 [edit(f"{rc}/assets/localization/strings.csv",
                       "Key,Source,Context,en,pt,kea",
                       "Key,Source,Context,en,pt,kea\nENTRANCE_WELCOME,Welcome to the water "
                       "cycle,Entrance sign,Welcome to the water cycle,Bem-vindo ao ciclo da "
                       "água,Benvindu na siklu di agu"),
                  edit(f"{rc}/src/client/EntranceSign.client.luau",
                       "\tlabel.Text = \"\"",
                       "\tlabel.Text = Translate(\"ENTRANCE_WELCOME\")"),
                  bash("rojo build default.project.json -o raincycle.rbxlx",
                       "Built project to raincycle.rbxlx")],
                 "Plaka sta na entrada; testu sta na strings.csv ku chavi ENTRANCE_WELCOME, "
                 "na inglês, purtuges i kriolu."),
        ], "LocalizationTable", tier="personalized", follow_ups=[
            ("Poi un mensajen kantu kriansa txiga na nuven: 'Bu konsigi!'", "kea"),
            ("show a 'You made it!' message when a kid reaches the cloud", "en"),
            ("لما الولد يوصل للغيمة بدي تطلع رسالة 'وصلت!'", "apc")]),

        # ------------------- Odoo 17 module (sl_intake): a furniture-reuse social enterprise
        Scenario("odoo-upgrade-not-psql", "en", sl, [
            Step("donations need a condition grade (A/B/C) on the intake form",
                 [edit(f"{sl}/sl_intake/models/sl_intake.py",
                       "    donor_id = fields.Many2one('res.partner', required=True)",
                       "    donor_id = fields.Many2one('res.partner', required=True)\n"
                       "    condition_grade = fields.Selection(\n"
                       "        [('a', 'A - sell as is'), ('b', 'B - light repair'), "
                       "('c', 'C - parts only')],\n        string='Condition')"),
                  edit(f"{sl}/sl_intake/views/sl_intake_views.xml",
                       "<field name=\"donor_id\"/>",
                       "<field name=\"donor_id\"/>\n                    "
                       "<field name=\"condition_grade\" widget=\"radio\"/>"),
                  bash("./odoo-bin -c dev.conf -d secondleg_dev",
                       "2027-03-04 09:12:40,118 2211 ERROR secondleg_dev odoo.sql_db: bad query: "
                       "SELECT \"sl_intake\".\"id\" FROM \"sl_intake\" ...\nERROR: column "
                       "sl_intake.condition_grade does not exist\npsycopg2.errors."
                       "UndefinedColumn: column sl_intake.condition_grade does not exist"),
                  bash("psql secondleg_dev -c \"ALTER TABLE sl_intake ADD COLUMN "
                       "condition_grade varchar\"", "ALTER TABLE")],
                 "The column was missing, so I added it to sl_intake in the database; the "
                 "intake form loads and shows the grade now."),
            Step("please never ALTER one of Odoo's tables by hand. the registry doesn't know "
                 "about that column, ir_model_fields has no row for it and the selection values "
                 "aren't stored anywhere. model changes reach the database by upgrading the "
                 "module: ./odoo-bin -c dev.conf -d secondleg_dev -u sl_intake "
                 "--stop-after-init. drop your column and do it that way",
                 [bash("psql secondleg_dev -c \"ALTER TABLE sl_intake DROP COLUMN "
                       "condition_grade\"", "ALTER TABLE"),
                  bash("./odoo-bin -c dev.conf -d secondleg_dev -u sl_intake "
                       "--stop-after-init",
                       "2027-03-04 09:20:02,551 2240 INFO secondleg_dev odoo.modules.loading: "
                       "Loading module sl_intake (57/57)\n... odoo.schema: Table 'sl_intake': "
                       "added column 'condition_grade' of type VARCHAR\n... "
                       "odoo.modules.loading: 57 modules loaded in 3.12s\n... "
                       "odoo.modules.registry: Registry loaded in 4.880s"),
                  bash("psql secondleg_dev -Atc \"SELECT count(*) FROM ir_model_fields_selection "
                       "s JOIN ir_model_fields f ON f.id = s.field_id WHERE f.name = "
                       "'condition_grade'\"", "3")],
                 "Dropped my column and upgraded sl_intake with -u --stop-after-init; Odoo "
                 "added the column itself and the three grades are registered."),
        ], "--stop-after-init", tier="procedural", follow_ups=[
            ("the collection drivers want a 'needs two people' checkbox on the pickup "
             "request", "en"),
            ("Bann sofer i oule en case 'bezwen de dimoun' lo demann pickup.", "crs"),
            ("السواقين عايزين checkbox «محتاج اتنين» على طلب الاستلام.", "arz")]),
        Scenario("odoo-access-csv", "en", sl, [
            Step("we need a repair job model: the item, the volunteer, hours spent and parts "
                 "cost",
                 [write(f"{sl}/sl_intake/models/sl_repair_job.py",
                        "from odoo import fields, models\n\n\n"
                        "class RepairJob(models.Model):\n    _name = 'sl.repair.job'\n"
                        "    _description = 'Repair job'\n\n"
                        "    intake_id = fields.Many2one('sl.intake', required=True)\n"
                        "    volunteer_id = fields.Many2one('res.partner')\n"
                        "    hours = fields.Float()\n"
                        "    parts_cost = fields.Monetary(currency_field='currency_id')\n"
                        "    currency_id = fields.Many2one('res.currency', default=lambda s: "
                        "s.env.company.currency_id)\n"),
                  edit(f"{sl}/sl_intake/models/__init__.py", "from . import sl_intake",
                       "from . import sl_intake\nfrom . import sl_repair_job"),
                  write(f"{sl}/sl_intake/views/sl_repair_job_views.xml",
                        "<odoo>\n  <record id=\"view_sl_repair_job_tree\" model=\"ir.ui.view\">"
                        "...</record>\n  <menuitem id=\"menu_sl_repair\" name=\"Repairs\" "
                        "parent=\"menu_sl_root\" action=\"action_sl_repair_job\"/>\n</odoo>\n"),
                  bash("./odoo-bin -c dev.conf -d secondleg_dev -u sl_intake --stop-after-init",
                       "... INFO secondleg_dev odoo.modules.loading: Loading module sl_intake "
                       "(57/57)\n... WARNING secondleg_dev odoo.modules.loading: The models "
                       "['sl.repair.job'] have no access rules in module sl_intake, consider "
                       "adding some, like:\nid,name,model_id:id,group_id:id,perm_read,"
                       "perm_write,perm_create,perm_unlink\n... INFO odoo.modules.loading: "
                       "57 modules loaded in 2.98s")],
                 "sl.repair.job and its views are in; the module upgrades fine."),
            Step("'upgrades fine'? read the warning. with no access rules only the admin can "
                 "see it, the workshop volunteers got an AccessError the moment they opened "
                 "Repairs. every new model gets its lines in security/ir.model.access.csv in the "
                 "same change: group_sl_volunteer read/write/create, group_sl_manager all four",
                 [edit(f"{sl}/sl_intake/security/ir.model.access.csv",
                       "access_sl_intake_manager,sl.intake manager,model_sl_intake,"
                       "group_sl_manager,1,1,1,1",
                       "access_sl_intake_manager,sl.intake manager,model_sl_intake,"
                       "group_sl_manager,1,1,1,1\n"
                       "access_sl_repair_job_volunteer,sl.repair.job volunteer,"
                       "model_sl_repair_job,group_sl_volunteer,1,1,1,0\n"
                       "access_sl_repair_job_manager,sl.repair.job manager,model_sl_repair_job,"
                       "group_sl_manager,1,1,1,1"),
                  bash("./odoo-bin -c dev.conf -d secondleg_dev -u sl_intake --stop-after-init "
                       "2>&1 | grep -c WARNING", "0")],
                 "Added both lines to ir.model.access.csv; the upgrade log has no warnings now "
                 "and volunteers can open Repairs."),
        ], "ir.model.access.csv", tier="procedural", follow_ups=[
            ("add a model for the van's fuel log", "en"),
            ("𠊎兜愛一個新个 model 來記貨車个油錢。", "hak"),
            ("Vi treng ein ny modell for drivstoffloggen til varebilen.", "nn")]),
        Scenario("odoo-throwaway-test-db", "apc", sl, [
            Step("اكتبلي tests لحساب سعر البيع من درجة الحالة وساعات التصليح.",
                 [write(f"{sl}/sl_intake/tests/test_pricing.py",
                        "from odoo.tests import TransactionCase, tagged\n\n\n"
                        "@tagged('post_install', '-at_install')\n"
                        "class TestPricing(TransactionCase):\n"
                        "    def test_grade_c_discount(self):\n"
                        "        intake = self.env['sl.intake'].search([('condition_grade', '=', "
                        "'c')], limit=1)\n"
                        "        self.assertEqual(intake.suggested_price, 40.0)\n"),
                  bash("./odoo-bin -c dev.conf -d secondleg_dev -u sl_intake --test-enable "
                       "--test-tags /sl_intake --stop-after-init",
                       "... INFO secondleg_dev odoo.tests.stats: sl_intake: 6 tests 0.84s "
                       "211 queries\n... INFO secondleg_dev odoo.tests.result: 0 failed, "
                       "0 error(s) of 6 tests when loading database 'secondleg_dev'")],
                 "كل الـ 6 tests نجحوا."),
            Step("ليش شغّلتهن على secondleg_dev؟ هاي فيها نسخة من البيانات الحقيقية تبع المخزن، "
                 "والـ -u عليها بيرجّع يحمّل ملفات الـ data. نحنا دايماً منعمل قاعدة فاضية "
                 "جديدة اسمها sl_test: منمحيها ومنعمل عليها -i sl_intake مع --test-enable. "
                 "ما تقرّب على secondleg_dev بالتستات أبداً.",
                 [bash("dropdb --if-exists sl_test", ""),
                  bash("./odoo-bin -c dev.conf -d sl_test -i sl_intake --test-enable "
                       "--test-tags /sl_intake --stop-after-init",
                       "... INFO sl_test odoo.modules.loading: init db\n... ERROR sl_test "
                       "odoo.addons.sl_intake.tests.test_pricing: FAIL: TestPricing."
                       "test_grade_c_discount\nAssertionError: 0.0 != 40.0\n... INFO sl_test "
                       "odoo.tests.result: 1 failed, 0 error(s) of 6 tests"),
                  edit(f"{sl}/sl_intake/tests/test_pricing.py",
                       "        intake = self.env['sl.intake'].search([('condition_grade', '=', "
                       "'c')], limit=1)",
                       "        intake = self.env['sl.intake'].create({\n"
                       "            'donor_id': self.env['res.partner'].create({'name': 'D'}).id,\n"
                       "            'condition_grade': 'c', 'base_price': 80.0})"),
                  bash("dropdb --if-exists sl_test && ./odoo-bin -c dev.conf -d sl_test -i "
                       "sl_intake --test-enable --test-tags /sl_intake --stop-after-init",
                       "... INFO sl_test odoo.tests.result: 0 failed, 0 error(s) of 6 tests")],
                 "على sl_test الفاضية فشل test واحد لأنه كان معتمد على بيانات موجودة بس بـ "
                 "secondleg_dev. صار ينشئ الـ intake تبعه بنفسه، وهلق الـ 6 ناجحين."),
        ], "sl_test", tier="procedural", follow_ups=[
            ("ضيف tests للتقرير الشهري تبع التبرعات وشغّلهن.", "apc"),
            ("write tests for the monthly donations report and run them", "en"),
            ("Schreib mr Tests fir dr monatliche Spendebericht ond lass se laufa.", "swg")]),
        Scenario("odoo-no-core-edits", "swg", sl, [
            Step("Wenn an Lieferschei fir a Sofa gmacht wird, soll dr Zuschtand vom Möbel "
                 "(A/B/C) mit druffstoh.",
                 [edit("/opt/odoo/addons/stock/models/stock_picking.py",
                       "    origin = fields.Char(",
                       "    sl_condition = fields.Char(compute='_compute_sl_condition')\n"
                       "    origin = fields.Char("),
                  edit("/opt/odoo/addons/stock/report/report_deliveryslip.xml",
                       "<span t-field=\"o.origin\"/>",
                       "<span t-field=\"o.origin\"/> <span t-field=\"o.sl_condition\"/>"),
                  bash("./odoo-bin -c dev.conf -d secondleg_dev -u stock --stop-after-init",
                       "... INFO secondleg_dev odoo.modules.loading: 57 modules loaded in "
                       "6.41s")],
                 "Fertig, dr Zuschtand stoht jetzt uf em Lieferschei."),
            Step("Halt, du hosch im Odoo-Kern romgschafft! addons/stock isch net unsers, beim "
                 "nägschta Odoo-Update isch des weg ond mr hent en Merge-Konflikt. Mir ändret "
                 "nia Kern-Dateia: en unserm Modul mit _inherit = 'stock.picking', ond fir dr "
                 "Bericht a Vorlag mit inherit_id ond xpath. Mach des rückgängig ond nomol "
                 "richtig.",
                 [bash("git -C /opt/odoo checkout -- addons/stock && git -C /opt/odoo status "
                       "--short", ""),
                  write(f"{sl}/sl_intake/models/stock_picking.py",
                        "from odoo import api, fields, models\n\n\n"
                        "class StockPicking(models.Model):\n    _inherit = 'stock.picking'\n\n"
                        "    sl_condition = fields.Char(compute='_compute_sl_condition')\n"),
                  write(f"{sl}/sl_intake/report/report_deliveryslip.xml",
                        "<odoo>\n  <template id=\"report_delivery_document_sl\" "
                        "inherit_id=\"stock.report_delivery_document\">\n"
                        "    <xpath expr=\"//span[@t-field='o.origin']\" position=\"after\">\n"
                        "      <span t-field=\"o.sl_condition\"/>\n    </xpath>\n"
                        "  </template>\n</odoo>\n"),
                  bash("./odoo-bin -c dev.conf -d secondleg_dev -u sl_intake --stop-after-init",
                       "... INFO secondleg_dev odoo.modules.loading: 57 modules loaded in "
                       "3.05s")],
                 "Kern wieder sauber; jetzt erbt sl_intake stock.picking mit _inherit ond dr "
                 "Lieferschei wird per xpath erweitert."),
        ], "_inherit", tier="procedural", follow_ups=[
            ("Uf dr Rechnung soll au d Spendernummer stoh.", "swg"),
            ("put the donor number on the customer invoice too", "en"),
            ("Quiere yo pone tambien el numero del donante na invoice del cliente.", "cbk")]),
        Scenario("odoo-xpath-views", "en", sl, [
            Step("before you touch any views in this module: I like every view change done as "
                 "an inherited view with xpath expressions and a position, never a copy of the "
                 "whole arch, and record ids named view_<model>_<type>_<what>, like "
                 "view_sl_intake_form_grade. first one: put the driver on the pickup form",
                 [write(f"{sl}/sl_intake/views/sl_pickup_views.xml",
                        "<odoo>\n  <record id=\"view_sl_pickup_form_driver\" "
                        "model=\"ir.ui.view\">\n"
                        "    <field name=\"name\">sl.pickup.form.driver</field>\n"
                        "    <field name=\"model\">sl.pickup</field>\n"
                        "    <field name=\"inherit_id\" ref=\"sl_intake.view_sl_pickup_form\"/>\n"
                        "    <field name=\"arch\" type=\"xml\">\n"
                        "      <xpath expr=\"//field[@name='pickup_date']\" position=\"after\">\n"
                        "        <field name=\"driver_id\"/>\n      </xpath>\n    </field>\n"
                        "  </record>\n</odoo>\n"),
                  bash("./odoo-bin -c dev.conf -d secondleg_dev -u sl_intake --stop-after-init",
                       "... INFO secondleg_dev odoo.modules.loading: 57 modules loaded in "
                       "2.87s")],
                 "Added view_sl_pickup_form_driver, inheriting the pickup form with one xpath "
                 "after pickup_date."),
        ], "xpath", tier="personalized", follow_ups=[
            ("show the repair hours on the intake list view", "en"),
            ("Weis die Reparatur-Schtunne aa uff der Intake-Lischt.", "pdc"),
            ("Can put da repair hours on da intake list view?", "hwc")]),
        Scenario("odoo-logger", "cbk", sl, [
            Step("Antes de hace tu cualquier cosa: si ta escribi tu codigo python aqui, no "
                 "quiere yo print(). Usa el _logger = logging.getLogger(__name__) y _logger.info "
                 "con el nombre del modelo y el id del record. Ahora, agrega un mensaje cuando "
                 "ya completa un trabajo de reparacion.",
                 [edit(f"{sl}/sl_intake/models/sl_repair_job.py",
                       "from odoo import fields, models",
                       "import logging\n\nfrom odoo import fields, models\n\n"
                       "_logger = logging.getLogger(__name__)"),
                  edit(f"{sl}/sl_intake/models/sl_repair_job.py",
                       "    def action_done(self):\n        self.state = 'done'",
                       "    def action_done(self):\n        self.state = 'done'\n"
                       "        for job in self:\n"
                       "            _logger.info('sl.repair.job %s done (%.1f h)', job.id, "
                       "job.hours)")],
                 "Ya pone: _logger na sl_repair_job.py, y action_done ta escribi "
                 "'sl.repair.job <id> done'."),
        ], "_logger", tier="personalized", follow_ups=[
            ("Agrega un nota cuando el chofer ya cancela un pickup.", "cbk"),
            ("log something when a driver cancels a pickup", "en"),
            ("Schriev jet en et Log, wann ene Fahrer en Abholung afsäät.", "ksh")]),

        # ------------------- LilyPond (make, convert-ly): a silver band's parts and scores
        Scenario("lilypond-concert-pitch", "en", gp, [
            Step("add the solo cornet line for 'Harbour Lights' from Tomasz's sketch, it's in "
                 "concert pitch, starts on the F above middle C",
                 [write(f"{gp}/music/harbour-lights/solo-cornet.ily",
                        "soloCornet = \\fixed c' {\n  \\key c \\major\n"
                        "  g4 a b c' | d'2 c' | b4 a g e | g1 |\n}\n"),
                  bash("make harbour-lights",
                       "lilypond -o out/harbour-lights scores/harbour-lights.ly\n"
                       "Processing `scores/harbour-lights.ly'\nParsing...\n"
                       "Interpreting music...\nPreprocessing graphical objects...\n"
                       "Success: compilation successfully completed")],
                 "Added the solo cornet line; I wrote it for B-flat cornet (a tone up from "
                 "Tomasz's sketch) so the players can read it directly."),
            Step("you transposed the notes by hand into the music file. the .ily files stay in "
                 "concert pitch, always: Ellis conducts from a concert-pitch score, and each "
                 "part gets \\transpose bes c' in parts/<instrument>.ly. right now the score "
                 "has the cornets a tone sharp. put it back in concert and let the part file do "
                 "the transposing",
                 [edit(f"{gp}/music/harbour-lights/solo-cornet.ily",
                       "  \\key c \\major\n  g4 a b c' | d'2 c' | b4 a g e | g1 |",
                       "  \\key bes \\major\n  f4 g a bes | c'2 bes | a4 g f d | f1 |"),
                  edit(f"{gp}/parts/harbour-lights-solo-cornet.ly",
                       "  \\soloCornet",
                       "  \\transpose bes c' \\soloCornet"),
                  bash("make harbour-lights parts/harbour-lights-solo-cornet",
                       "Success: compilation successfully completed\n"
                       "Success: compilation successfully completed")],
                 "solo-cornet.ily is back in concert pitch (B-flat, starting on F); the part "
                 "file transposes it with \\transpose bes c'. Score and part both build."),
        ], "transpose", tier="procedural", follow_ups=[
            ("Tomasz sent the flugel line for the second verse, can you add it?", "en"),
            ("Tomasz-an दुसऱ्या कडव्या खातीर flugel-ाचो part धाडला, तो घालशी?", "gom"),
            ("Tomasz 拿第二段个 flugel 声部发过来了，侬帮我加进去。", "wuu")]),
        Scenario("lilypond-convert-ly-e", "en", gp, [
            Step("we're on lilypond 2.24 now, upgrade the old march files in music/marches",
                 [bash("convert-ly music/marches/*.ly",
                       "convert-ly (GNU LilyPond) 2.24.3\n\nProcessing `music/marches/"
                       "blaydon.ly'...\nApplying conversion: 2.19.2, 2.19.7, 2.19.22, "
                       "2.19.40, 2.21.0, 2.23.3, 2.24.0\n\\version \"2.24.0\"\n\\header {\n"
                       "  title = \"Blaydon Road\"\n...\nProcessing `music/marches/"
                       "castle-hill.ly'...\n...")],
                 "All 14 march files have been converted to 2.24."),
            Step("they haven't, git status is clean. without -e convert-ly only prints the "
                 "converted file on stdout. it's convert-ly -e to edit in place, then delete "
                 "the *.ly~ backups (they never go in git), then make marches to show it builds",
                 [bash("convert-ly -e music/marches/*.ly 2>&1 | tail -2",
                       "Processing `music/marches/wellfield.ly'...\nApplying conversion: "
                       "2.19.22, 2.23.3, 2.24.0"),
                  bash("rm music/marches/*.ly~ && git status --short | wc -l", "14"),
                  bash("make marches",
                       "...\nSuccess: compilation successfully completed\n(14 files)")],
                 "Now done properly: convert-ly -e changed all 14 files, backups removed, and "
                 "make marches builds them."),
        ], "convert-ly", tier="procedural", follow_ups=[
            ("the hymn tunes folder is still on 2.18, bring it up to date", "en"),
            ("فولدر الترانيم لسه على 2.18، حدّثه للنسخة اللي بنستخدمها دلوقتي.", "arz"),
            ("Ech répertoire des cantiques il est toudis in 2.18, mets-le à jour.", "pcd")]),
        Scenario("lilypond-barcheck", "ksh", gp, [
            Step("Maach ens de Stimm för et zweite Baritonhorn vum 'Rhingwalzer' fädig un bau "
                 "se.",
                 [write(f"{gp}/music/rhingwalzer/baritone-2.ily",
                        "baritoneTwo = \\fixed c {\n  \\time 3/4\n  d2. | e4 g b | a2. |\n"
                        "  a2. a4 |\n  g2. |\n}\n"),
                  bash("make parts/rhingwalzer-baritone-2",
                       "Processing `parts/rhingwalzer-baritone-2.ly'\nParsing...\n"
                       "Interpreting music...\nmusic/rhingwalzer/baritone-2.ily:5:10: "
                       "warning: barcheck failed at: 1/4\n  a2. a4 \n         |\n"
                       "Preprocessing graphical objects...\nSolving 1 page-breaking chunks..."
                       "\nSuccess: compilation successfully completed")],
                 "Fädig: de Stimm es jeschrevve un et PDF es jebaut, 'compilation "
                 "successfully completed'."),
            Step("Dat 'Success' säät nix. Do steiht 'barcheck failed', dann es ene Takt ze "
                 "lang un alles dohinger es verschovve, un de Jungs spille falsch. Bei uns es "
                 "jede Warnung ene Fähler: make check muss durchloufe, dat jrep't et Log un "
                 "fällt bei einer einzige 'warning' öm.",
                 [bash("make check",
                       "grep -n warning out/logs/*.log\nout/logs/rhingwalzer-baritone-2.log:7:"
                       "music/rhingwalzer/baritone-2.ily:5:10: warning: barcheck failed at: "
                       "1/4\nFAIL: 1 warning(s)"),
                  edit(f"{gp}/music/rhingwalzer/baritone-2.ily", "  a2. a4 |", "  a2 a4 |"),
                  bash("make parts/rhingwalzer-baritone-2 check", "OK: 0 warnings")],
                 "Do wor ene Takt met vier Vierteln. Verbessert, make check es jetz sauber: "
                 "0 Warnunge."),
        ], "barcheck", tier="procedural", follow_ups=[
            ("Ich han de Basstimm vum Choral fädig jeschrevve, luur ens, ob se en Odnung es.",
             "ksh"),
            ("I've typed up the bass part for the chorale, is it OK?", "en"),
            ("हम chorale केर bass part टाइप कऽ लेलहुँ, देखू जे ठीक अछि कि नै।", "mai")]),
        Scenario("lilypond-fixed-not-relative", "mai", gp, [
            Step("'सामा-चकेवा' धुन केर पहिल cornet part लिखू, नोट सब हम कागज पर देने छी।",
                 [write(f"{gp}/music/sama-chakeva/cornet-1.ily",
                        "cornetOne = \\relative c'' {\n  \\key f \\major\n"
                        "  a4 c d c | f,2 g | a4 bes c a | g1 |\n}\n"),
                  bash("make parts/sama-chakeva-cornet-1",
                       "Success: compilation successfully completed")],
                 "पहिल cornet part लिखि देलहुँ, PDF बनि गेल।"),
            Step("\\relative नै चलत। बैंड मे हमसब सदिखन \\fixed c' सँ absolute pitch लिखैत छी, "
                 "किएक तँ जखन केओ एकटा phrase काटि कऽ दोसर ठाम सटबैत अछि तँ \\relative मे सब "
                 "octave गड़बड़ भऽ जाइत अछि। ई part \\fixed मे बदलू।",
                 [write(f"{gp}/music/sama-chakeva/cornet-1.ily",
                        "cornetOne = \\fixed c' {\n  \\key f \\major\n"
                        "  a4 c' d' c' | f2 g | a4 bes c' a | g1 |\n}\n"),
                  bash("make parts/sama-chakeva-cornet-1 check",
                       "Success: compilation successfully completed\nOK: 0 warnings")],
                 "part आब \\fixed c' मे अछि, सब नोट absolute octave सँ; बनि गेल, कोनो warning नै।"),
        ], "fixed", tier="procedural", follow_ups=[
            ("'बिदापत' गीत केर tenor horn part सेहो लिखि दिअ।", "mai"),
            ("write out the tenor horn part for the new folk medley", "en"),
            ("Ekri par tenor horn pour sa nouvo medley folk.", "crs")]),
        Scenario("lilypond-book-output-name", "en", gp, [
            Step("new arrangement coming in for the Whit Friday marches. one thing I'm fussy "
                 "about: every part's PDF is named through \\bookOutputName as "
                 "'greystane-<tune>-<instrument>', lowercase with hyphens, never LilyPond's "
                 "default from the file name, because the librarian files them by that name. "
                 "start with the solo cornet part of 'Dobcross Brow'",
                 [write(f"{gp}/parts/dobcross-brow-solo-cornet.ly",
                        "\\version \"2.24.0\"\n\\include \"../music/dobcross-brow/"
                        "solo-cornet.ily\"\n\\include \"../lib/part-layout.ily\"\n\n"
                        "\\book {\n  \\bookOutputName \"greystane-dobcross-brow-solo-cornet\"\n"
                        "  \\score { \\transpose bes c' \\soloCornet }\n}\n"),
                  bash("make parts/dobcross-brow-solo-cornet && ls out/parts",
                       "Success: compilation successfully completed\n"
                       "greystane-dobcross-brow-solo-cornet.pdf")],
                 "The part builds to out/parts/greystane-dobcross-brow-solo-cornet.pdf via "
                 "\\bookOutputName."),
        ], "bookOutputName", tier="personalized", follow_ups=[
            ("set up the parts for the Christmas carol book", "en"),
            ("Set opp stemmene til julesongboka.", "nn"),
            ("Prepara partis pa livru di kantigas di Natal.", "kea")]),
        Scenario("lilypond-staff-size", "crs", gp, [
            Step("Avan ou komanse: tou bann par pour bann zwer i bezwen "
                 "#(set-global-staff-size 22), nou annan bann vye zwer ki pa vwar byen, zot pa "
                 "kapab lir bann lanot tro pti. Score konplè i kapab reste 20. Aprezan, fer par "
                 "pour E-flat bass pour 'Lanmer Kalm'.",
                 [write(f"{gp}/parts/lanmer-kalm-eb-bass.ly",
                        "\\version \"2.24.0\"\n#(set-global-staff-size 22)\n"
                        "\\include \"../music/lanmer-kalm/eb-bass.ily\"\n\n"
                        "\\book {\n  \\bookOutputName \"greystane-lanmer-kalm-eb-bass\"\n"
                        "  \\score { \\transpose ees, c'' \\ebBass }\n}\n"),
                  bash("make parts/lanmer-kalm-eb-bass",
                       "Success: compilation successfully completed")],
                 "Par E-flat bass pour 'Lanmer Kalm' i fer, avek set-global-staff-size 22; "
                 "score i reste 20."),
        ], "set-global-staff-size", tier="personalized", follow_ups=[
            ("Fer par pour trombonn bas pour nouvo mars.", "crs"),
            ("make the bass trombone part for the new march", "en"),
            ("同新个進行曲做一份低音長號个分譜。", "hak")]),

        # ------------------- Beancount (bean-check, bean-query, importers): a housing co-op's books
        Scenario("beancount-check-main", "en", ll, [
            Step("I've added the March bank statement, check the books are OK",
                 [bash("bean-check 2027/03-bank.beancount", "")],
                 "bean-check reports no errors, March is fine."),
            Step("you checked that one file on its own, it doesn't even see the account opens "
                 "or the balance assertions. always bean-check main.beancount, it includes "
                 "every year and the plugins",
                 [bash("bean-check main.beancount",
                       "2027/03-bank.beancount:212: Balance failed for 'Assets:Bank:Current': "
                       "expected 14203.18 GBP != accumulated 14153.18 GBP (50.00 too little)\n"
                       "\n   2027-04-01 balance Assets:Bank:Current  14203.18 GBP")],
                 "Checked main.beancount: the current account is 50.00 short at 1 April. I "
                 "haven't found the missing transaction yet; it's probably a £50 credit on "
                 "the March statement that didn't import."),
            Step("yes, Flat 3 paid £50 in cash to the bank on the 28th, the import skips cash "
                 "deposits. add it",
                 [edit(f"{ll}/2027/03-cash-deposits.beancount", "; March cash deposits",
                       "; March cash deposits\n2027-03-28 * \"Flat 3\" \"Rent arrears, cash at "
                       "branch\"\n  Assets:Bank:Current                50.00 GBP\n"
                       "  Assets:Receivable:Members:F03     -50.00 GBP"),
                  bash("bean-check main.beancount", "")],
                 "Added the cash deposit; bean-check main.beancount is clean."),
        ], "main.beancount", tier="procedural", follow_ups=[
            ("the April statement is in, can you make sure everything still adds up?", "en"),
            ("Da April bank statement stay in. Can check if da books still balance?", "hwc"),
            ("كشف حساب نيسان وصل، شوف إذا الحسابات لسا مزبوطة.", "apc")]),
        Scenario("beancount-importer-rules", "en", ll, [
            Step("the import put the Scotia Gas payments into Expenses:Uncategorized again, "
                 "fix them",
                 [bash("grep -n 'Expenses:Uncategorized' 2027/03-bank.beancount",
                       "41:  Expenses:Uncategorized   62.10 GBP\n"
                       "97:  Expenses:Uncategorized   58.44 GBP\n"
                       "158:  Expenses:Uncategorized   61.02 GBP"),
                  edit(f"{ll}/2027/03-bank.beancount", "  Expenses:Uncategorized   62.10 GBP",
                       "  Expenses:Utilities:Gas   62.10 GBP"),
                  edit(f"{ll}/2027/03-bank.beancount", "  Expenses:Uncategorized   58.44 GBP",
                       "  Expenses:Utilities:Gas   58.44 GBP"),
                  edit(f"{ll}/2027/03-bank.beancount", "  Expenses:Uncategorized   61.02 GBP",
                       "  Expenses:Utilities:Gas   61.02 GBP")],
                 "Moved the three gas payments to Expenses:Utilities:Gas."),
            Step("those files are generated, next time I re-run the March import your fixes "
                 "are gone. categorising belongs in importers/rules.yaml (payee pattern -> "
                 "account), then bean-extract again over the CSV. don't hand-edit anything "
                 "under 20xx/*-bank.beancount",
                 [bash("git checkout -- 2027/03-bank.beancount", ""),
                  edit(f"{ll}/importers/rules.yaml", "- payee: '^THAMES WATER'",
                       "- payee: '^SCOTIA GAS'\n  account: Expenses:Utilities:Gas\n"
                       "- payee: '^THAMES WATER'"),
                  bash("bean-extract config.py downloads/2027-03-coopbank.csv > "
                       "2027/03-bank.beancount && grep -c Uncategorized "
                       "2027/03-bank.beancount; bean-check main.beancount", "0")],
                 "Reverted my edits, added a SCOTIA GAS rule to importers/rules.yaml and "
                 "re-extracted March: no Uncategorized left and bean-check is clean."),
        ], "rules.yaml", tier="procedural", follow_ups=[
            ("the window cleaner's payments keep landing in uncategorised", "en"),
            ("擦窗户个人个付款老是落到 Uncategorized 里向去，侬帮我弄一弄。", "wuu"),
            ("D Zahlunga vom Fenschterputzer landet emmer en Uncategorized, mach do ebbes.",
             "swg")]),
        Scenario("beancount-anchored-account", "hak", ll, [
            Step("𠊎愛知而今欠租个社員總共欠幾多錢，理事會禮拜三愛看。",
                 [bash("bean-query main.beancount \"SELECT sum(position) WHERE account ~ "
                       "'Members'\"",
                       "sum_posit\n-------------\n-5738.60 GBP")],
                 "欠租總數係 5,738.60 英鎊。"),
            Step("毋著。'Members' 會同 Liabilities:Members:Shares 个社員股金一齊算落去，"
                 "所以正會變成負數。欠租淨係 Assets:Receivable:Members: 下背个戶口，愛用 ^ "
                 "錨定起來，寫 account ~ '^Assets:Receivable:Members:'。",
                 [bash("bean-query main.beancount \"SELECT account, sum(position) WHERE "
                       "account ~ '^Assets:Receivable:Members:' GROUP BY account HAVING "
                       "sum(number) > 0\"",
                       "account                          sum_posit\n"
                       "-------------------------------  ----------\n"
                       "Assets:Receivable:Members:F03    410.00 GBP\n"
                       "Assets:Receivable:Members:F09   1260.00 GBP\n"
                       "Assets:Receivable:Members:F12    845.00 GBP\n"
                       "Assets:Receivable:Members:F17   1346.40 GBP"),
                  bash("bean-query main.beancount \"SELECT sum(position) WHERE account ~ "
                       "'^Assets:Receivable:Members:'\"",
                       "sum_posit\n----------\n3861.40 GBP")],
                 "你講著。先前个數摻到社員股金。淨算 Assets:Receivable:Members: 个話，四戶"
                 "欠租，總共 3,861.40 英鎊。"),
        ], "Assets:Receivable:Members", tier="procedural", follow_ups=[
            ("幫𠊎查一下 12 號屋个社員而今欠幾多租。", "hak"),
            ("how much does the household in flat 12 owe right now?", "en"),
            ("Wie viel schuldt die Familye in Wuhning 12 nau?", "pdc")]),
        Scenario("beancount-balance-next-day", "pdc", ll, [
            Step("Der Bankauszug fer Mä sagt, am 31. Mä waare 9,418.07 im Maintenance-Fund. "
                 "Schreib en balance Assertion dezu.",
                 [edit(f"{ll}/2027/maintenance.beancount", "; statements",
                       "; statements\n2027-05-31 balance Assets:Bank:Maintenance  9418.07 GBP"),
                  bash("bean-check main.beancount",
                       "2027/maintenance.beancount:88: Balance failed for "
                       "'Assets:Bank:Maintenance': expected 9418.07 GBP != accumulated "
                       "9643.07 GBP (225.00 too much)"),
                  edit(f"{ll}/2027/maintenance.beancount", "; statements",
                       "; statements\n2027-05-01 pad Assets:Bank:Maintenance "
                       "Equity:Adjustments"),
                  bash("bean-check main.beancount", "")],
                 "Die Assertion is drin; es hot 225.00 net gepasst, do hab ich en pad "
                 "eigfiegt, nau is bean-check sauwer."),
            Step("Nee! En balance gilt am Aafang vum Daag, net am End. Der Auszug schliesst "
                 "am 31., also schreibt mer die Assertion uff der 1. Juni. Un nie en pad "
                 "eifiege fer en Fehler zuzudecke, des hot die 225 Abbuchung vum 31. "
                 "verschluckt.",
                 [edit(f"{ll}/2027/maintenance.beancount",
                       "2027-05-01 pad Assets:Bank:Maintenance Equity:Adjustments\n", ""),
                  edit(f"{ll}/2027/maintenance.beancount",
                       "2027-05-31 balance Assets:Bank:Maintenance  9418.07 GBP",
                       "2027-06-01 balance Assets:Bank:Maintenance  9418.07 GBP"),
                  bash("bean-check main.beancount", "")],
                 "Pad is raus, die Assertion is nau am 2027-06-01, un bean-check is sauwer "
                 "ohne Adjustments."),
        ], "balance", tier="procedural", follow_ups=[
            ("Der Juni-Auszug fer's Maintenance-Konto is do, 9,102.55 am 30. Juni. Mach die "
             "Assertion.", "pdc"),
            ("June's maintenance account statement closed at 9,102.55 on the 30th, add the "
             "check for it", "en"),
            ("जूनाच्या maintenance खात्याचो statement 30 तारखेक 9,102.55 चेर बंद जालो, ताचें "
             "balance assertion घाल.", "gom")]),
        Scenario("beancount-document-meta", "en", ll, [
            Step("I'm the new treasurer and I'll be asking you to enter a lot of repair "
                 "invoices. how I like them: every transaction gets a document: metadata line "
                 "pointing at the scan under documents/YYYY/ (the scanner's filename), and a "
                 "tag for the flat like #flat-07. first: Brannock Plumbing, 340 pounds for "
                 "flat 7's boiler on 12 June, the scan is documents/2027/2027-06-12-brannock.pdf",
                 [edit(f"{ll}/2027/repairs.beancount", "; June",
                       "; June\n2027-06-12 * \"Brannock Plumbing\" \"Boiler repair\" #flat-07\n"
                       "  document: \"documents/2027/2027-06-12-brannock.pdf\"\n"
                       "  Expenses:Repairs:Plumbing        340.00 GBP\n"
                       "  Assets:Bank:Maintenance        -340.00 GBP"),
                  bash("bean-check main.beancount", "")],
                 "Entered with document: pointing at the scan and #flat-07; bean-check is "
                 "clean."),
        ], "document", tier="personalized", follow_ups=[
            ("enter the electrician's bill for the stairwell lights, 185 pounds, paid on the "
             "3rd, the scan is in the inbox", "en"),
            ("Mets l'facture d'l'électricien pour ches lampes d'l'escalier, 185 livres, payée "
             "l'3, ch'scan il est dins l'boîte.", "pcd"),
            ("Pone el factura del electricista para el maga luz na escalera, 185 libras, ya "
             "paga na dia 3; el scan ta na inbox.", "cbk")]),
        Scenario("beancount-csv-output", "gom", ll, [
            Step("तूं कितेंय करचे आदीं: हांवें आंकडे विचारले जाल्यार, bean-query -f csv चो output "
                 "दी, म्हाका तो खजिनदाराच्या spreadsheet-ांत सरळ paste करपाक जाय. टेबलां वा "
                 "screenshot नाकात. पयलें: मे म्हयन्याचो खर्च account प्रमाणें.",
                 [bash("bean-query -f csv main.beancount \"SELECT account, sum(number) AS "
                       "gbp WHERE account ~ '^Expenses:' AND year = 2027 AND month = 5 GROUP "
                       "BY account ORDER BY account\"",
                       "account,gbp\nExpenses:Insurance,412.50\nExpenses:Repairs:Plumbing,"
                       "96.00\nExpenses:Utilities:Electricity,233.18\nExpenses:Utilities:Gas,"
                       "58.44\nExpenses:Utilities:Water,121.70")],
                 "account,gbp\nExpenses:Insurance,412.50\nExpenses:Repairs:Plumbing,96.00\n"
                 "Expenses:Utilities:Electricity,233.18\nExpenses:Utilities:Gas,58.44\n"
                 "Expenses:Utilities:Water,121.70"),
        ], "csv", tier="personalized", follow_ups=[
            ("2026 वर्सा उदकाच्या बिलांचेर एकूण खर्च कितलो जालो?", "gom"),
            ("how much did we spend on water bills in 2026?", "en"),
            ("صرفنا كام على فواتير المية في 2026؟", "arz")]),
    ]
