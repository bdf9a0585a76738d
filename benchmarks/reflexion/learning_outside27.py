"""A twenty-seventh outside set of sessions that teach something, and the later requests that need it.

Written by hand for this held-out set by a writer who had not read the project's code, tests or any other
held-out set's rows. What was read: the collection rules, lines 1-104 of
benchmarks/reflexion/learning_outside26.py for the layout only (its docstring, its imports, the
head of `scenarios(base)` and its first Scenario, which show the Scenario, Step, bash, edit and
write call shapes), ../shared/SPEC.md (reflexion at stop, corrections, tiers) and
benchmarks/heldout/README.md, the latter only to pick project kinds and languages no earlier
learning set used. Nothing else under benchmarks/ and no code was opened; the `write(path, text)`
call shape is inferred from its name, not read. The set was never run, never used for tuning, and
written without knowing how lessons are captured, stored or recalled.

Tiers were set by construction: a session where the human corrects what the agent did in a tool
call (or a claim it made about a tool's output) is "procedural"; one where the human only states
how they like things before the agent does any work is "personalized". Five invented projects of
kinds and organisations absent from the earlier learning sets: a Moodle 4.3 activity plugin
(mod_crewlog: XMLDB install.xml and db/upgrade.php, version.php, PHPUnit test suites, Behat, AMD
modules built with grunt, a privacy provider) keeping an independent lifeboat station's crew
training records; a QMK firmware tree (per-client keymaps, rules.mk, per-key tapping terms, qmk
compile and qmk lint, atmega32u4 and RP2040 boards) of an assistive-technology charity that fits
one-handed and switch-access keyboards to clients; an OpenWrt 23.05 feed and SDK builds (a node-
config package with uci-defaults, PKG_RELEASE, opkg, sysupgrade, a bench node, babeld and a captive
portal) of a mountain valley's community mesh network; an AWS CDK v2 app in Python (DynamoDB,
Lambda, SQS, Secrets Manager, syrupy snapshot tests, cdk diff, hotswap, GitLab merge requests)
behind a rural dial-a-ride minibus service's bookings; and a Pandoc 3 book (Markdown recipes, Lua
filters, lualatex with font fallbacks, EPUB with epubcheck, a Makefile) of a refugee women's
kitchen collective's cookbook.

30 sessions (50 human turns, 124 tool actions), 6 per project. 20 are corrections (tier
"procedural", 4/4/4/4/4 per project): the agent works (edits, commands with plausible output, or a
claim about what it did) and the human corrects it, by pasting an error from CI or a log, by
pointing at what broke ("it's not coming back"), or by stating how the team does it. 10 are stated
preferences (tier "personalized", 2/2/2/2/2 per project), given before the work they apply to. 15
sessions are in English, the other 15 in Aromanian (rup), Ladin (lld), Arpitan (frp), Tulu (tcy),
Dogri (doi), Fuzhou Min Dong (cdo), Aymara (ay), Yucatec Maya (yua), Mirandese (mwl), Moroccan
Darija (ary), Changsha Xiang (hsn), Jèrriais Norman (nrf), Guadeloupean Creole (gcf), Solomon
Islands Pijin (pis), Bolognese Emilian (egl), one each. Each scenario has 3 follow-ups (90 in all):
requests from a later session that need the lesson while avoiding its words (no tool, flag or file
name the lesson is about). Exactly one per scenario is in the session's language (30 of 30
scenarios; 30 follow-ups), so 60 are in another language than their session's: English 30 in all
(15 of them follow-ups of non-English sessions), and rup 4, lld 4, frp 4, tcy 4, doi 4, cdo 4, ay
4, yua 4, mwl 4, ary 4, hsn 4, nrf 4, gcf 4, pis 4, egl 4. `expect` is one token the learned record
should contain, chosen as a language-neutral technical token (a file, a flag, a function, a build
setting, a host name).

All names, paths, hosts (under .example or in 10.0.0.0/8), client numbers, ids, hashes and outputs
are invented; no credential-shaped value appears (the one secret involved is named, never shown);
nothing is copied from a public text. The writer is not a fluent speaker of any of the fifteen
languages; many of those sentences will read as a learner's and some may lean on the standard
language written beside the variety (Aromanian beside Romanian, Ladin and Emilian beside Italian,
Arpitan and Norman beside French, Mirandese beside Portuguese, Darija beside Modern Standard
Arabic, Min Dong and Xiang beside Mandarin, Tulu beside Kannada, Dogri beside Hindi and Punjabi,
Yucatec Maya and Aymara with Spanish loans, Guadeloupean Creole beside Haitian and Martinican,
Pijin beside Tok Pisin and Bislama). Counts in this docstring were computed by a small script (an
ast walk over the scenario list, run on the file's text only).
"""


from __future__ import annotations

from learning_set import Scenario
from sessions import Step, bash, edit, write


def scenarios(base: str) -> list[Scenario]:
    cl = f"{base}/moodle-mod_crewlog"
    hw = f"{base}/handwise-qmk"
    vm = f"{base}/valnera-mesh"
    dr = f"{base}/dialaride-cdk"
    mh = f"{base}/manyhands-cookbook"
    return [
        # ------------------- Moodle 4.3 activity plugin (mod_crewlog): an independent lifeboat's
        # crew training records
        Scenario("moodle-upgrade-step", "en", cl, [
            Step("the crew want to record which boat each drill was on. add a 'boat' field to the "
                 "drill records (crewlog_drills), the drill form and the drill list",
                 [edit(f"{cl}/db/install.xml",
                       '        <FIELD NAME="drilldate" TYPE="int" LENGTH="10" NOTNULL="true" '
                       'SEQUENCE="false"/>',
                       '        <FIELD NAME="drilldate" TYPE="int" LENGTH="10" NOTNULL="true" '
                       'SEQUENCE="false"/>\n        <FIELD NAME="boat" TYPE="char" LENGTH="40" '
                       'NOTNULL="false" SEQUENCE="false" COMMENT="Boat used in the drill"/>'),
                  edit(f"{cl}/classes/form/drill_form.php",
                       "        $mform->addElement('date_selector', 'drilldate', "
                       "get_string('drilldate', 'crewlog'));",
                       "        $mform->addElement('date_selector', 'drilldate', "
                       "get_string('drilldate', 'crewlog'));\n        $mform->addElement('select', "
                       "'boat', get_string('boat', 'crewlog'), crewlog_boat_options());"),
                  edit(f"{cl}/lang/en/crewlog.php",
                       "$string['drilldate'] = 'Date of drill';",
                       "$string['drilldate'] = 'Date of drill';\n$string['boat'] = 'Boat';"),
                  bash("cd /srv/moodle-dev && php admin/cli/purge_caches.php", "")],
                 "Added a 'boat' column to crewlog_drills in install.xml, a Boat select on the "
                 "drill form and a Boat column in the list, and purged caches."),
            Step("saving a drill now gives 'Error writing to database' and the debug line says "
                 "column \"boat\" of relation \"mdl_crewlog_drills\" does not exist. install.xml "
                 "is only read on a fresh install; our site and the college's already have the "
                 "table. every schema change needs a step in db/upgrade.php (the XMLDB code from "
                 "the editor plus upgrade_mod_savepoint) and a version.php bump, or it never "
                 "reaches an existing site. do it that way",
                 [edit(f"{cl}/db/upgrade.php",
                       "    return true;\n}",
                       "    if ($oldversion < 2024042900) {\n        $table = new xmldb_table("
                       "'crewlog_drills');\n        $field = new xmldb_field('boat', XMLDB_TYPE_CHAR, "
                       "'40', null, null, null, null, 'drilldate');\n        if (!$dbman->"
                       "field_exists($table, $field)) {\n            $dbman->add_field($table, "
                       "$field);\n        }\n        upgrade_mod_savepoint(true, 2024042900, "
                       "'crewlog');\n    }\n\n    return true;\n}"),
                  edit(f"{cl}/version.php",
                       "$plugin->version   = 2024031100;",
                       "$plugin->version   = 2024042900;"),
                  bash("cd /srv/moodle-dev && php admin/cli/upgrade.php --non-interactive",
                       "-->mod_crewlog\n++ Success (0.07 seconds) ++\nCommand line upgrade from "
                       "4.3.4 (Build: 20240415) to 4.3.4 (Build: 20240415) completed "
                       "successfully.")],
                 "Added an upgrade step for the boat field with its savepoint and bumped "
                 "version.php to 2024042900; the dev site upgraded and saving a drill works now. "
                 "The college's site will pick the column up at its next plugin upgrade."),
        ], "upgrade.php", tier="procedural", follow_ups=[
            ("The coxswains want each exercise record to carry the sea state as well. Can you make "
             "room for it so it turns up on our site and on the college's?", "en"),
            ("Cãrmaciului va s-aibã tu cathe exerciţiu shi cum eara amarea. Poţ s-faţ loc ti aestã, "
             "tra s-easã shi pi site-lu a nostru shi pi a colegiului?", "rup"),
            ("Ls patrones quieren que cada registro de treino tenga tamien l stado de l mar. "
             "Puodes arranjar sítio pa esso, que apareça ne l nuosso site i ne l de l colégio?",
             "mwl")]),
        Scenario("moodle-phpunit-suite", "en", cl, [
            Step("I changed how competency expiry is worked out in classes/local/expiry.php, run the "
                 "tests please",
                 [bash("cd /srv/moodle-dev && vendor/bin/phpunit",
                       "Moodle 4.3.4 (Build: 20240415), 9c3e1f20ab77d6e4f18b25c0d3a64e9b7f102c58\n"
                       "Php: 8.2.18, pgsql: 15.6, OS: Linux 6.5.0-28-generic x86_64\nPHPUnit "
                       "9.6.18 by Sebastian Bergmann and contributors.\n\n..........................."
                       "..................................   63 / 21904 (  0%)\n............S......."
                       "........................................  126 / 21904 (  0%)\n^C")],
                 "The full suite is running (21,904 tests); it will take a while, I'll report "
                 "when it finishes."),
            Step("stop that, the whole Moodle suite is forty minutes on this laptop and tells us "
                 "nothing about our code. our tests are registered as mod_crewlog_testsuite in "
                 "phpunit.xml — run that, and only go wider if we touched core",
                 [bash("cd /srv/moodle-dev && vendor/bin/phpunit --testsuite "
                       "mod_crewlog_testsuite",
                       "Moodle 4.3.4 (Build: 20240415), 9c3e1f20ab77d6e4f18b25c0d3a64e9b7f102c58\n"
                       "PHPUnit 9.6.18 by Sebastian Bergmann and contributors.\n\n"
                       "......F..............................  37 / 37 (100%)\n\nThere was 1 "
                       "failure:\n\n1) mod_crewlog\\local\\expiry_test::test_refresher_due_on_"
                       "leap_day\nFailed asserting that 1709251200 matches expected 1709164800.\n\n"
                       "/srv/moodle-dev/mod/crewlog/tests/local/expiry_test.php:88\n\nFAILURES!\n"
                       "Tests: 37, Assertions: 112, Failures: 1.")],
                 "Stopped the full run. mod_crewlog_testsuite: 36 of 37 pass; "
                 "test_refresher_due_on_leap_day fails, the new expiry code lands a day late "
                 "when the drill was on 29 February."),
        ], "mod_crewlog_testsuite", tier="procedural", follow_ups=[
            ("I've reworked how refresher due dates are calculated in the helper class. Check I "
             "haven't broken anything before I push.", "en"),
            ("I á mudé coche vëgn calcolada la scadënza di corsc de repetiziun tla classa helper. "
             "Controla che n'é nia jü a rot dant che iö fej le push.", "lld"),
            ("بدلت الطريقة اللي كنحسبو بيها تاريخ التجديد ديال التدريب فـ helper class. شوف واش "
             "ما خسرت والو قبل ما ندير push.", "ary")]),
        Scenario("moodle-behat-first", "en", cl, [
            Step("before you start on the 'sign off a drill' button, here's how I want features "
                 "done: I'm the station's training officer, not a developer. anything a crew "
                 "member or an assessor clicks gets a Behat scenario first, in tests/behat/, and I "
                 "read that .feature and agree it before any PHP is written. PHPUnit is fine for "
                 "the date maths, but the clicking is what I sign off",
                 [bash("ls tests/behat/",
                       "behat_mod_crewlog.php\nrecord_drill.feature"),
                  write(f"{cl}/tests/behat/sign_off_drill.feature",
                        "@mod @mod_crewlog\nFeature: An assessor signs off a crew member's drill\n"
                        "  In order to keep competencies current\n  As an assessor\n  I need to "
                        "sign off drills a crew member has recorded\n\n  Background:\n    Given "
                        "the following \"users\" exist:\n      | username | firstname | lastname |\n"
                        "      | crew1    | Tamsin    | Rowe     |\n      | assessor1 | Kit     | "
                        "Pender   |\n    And the following \"activities\" exist:\n      | activity "
                        "| name          | course |\n      | crewlog  | Shout log     | C1     |\n\n"
                        "  Scenario: The assessor signs off a recorded drill\n    Given crew1 has "
                        "recorded a \"Man overboard\" drill in \"Shout log\"\n    When I log in as "
                        "\"assessor1\"\n    And I am on the \"Shout log\" \"crewlog activity\" page\n"
                        "    And I press \"Sign off\" in the \"Man overboard\" row\n    Then I "
                        "should see \"Signed off by Kit Pender\" in the \"Man overboard\" row\n\n"
                        "  Scenario: A crew member cannot sign off their own drill\n    When I log "
                        "in as \"crew1\"\n    And I am on the \"Shout log\" \"crewlog activity\" "
                        "page\n    Then I should not see \"Sign off\"\n")],
                 "Understood. I've written tests/behat/sign_off_drill.feature with two scenarios "
                 "(an assessor signs off a drill; crew can't sign off their own). Have a read; "
                 "I'll write no PHP until you've agreed it."),
        ], "Behat", tier="personalized", follow_ups=[
            ("Assessors need a way to send a drill record back to the crew member with a reason. "
             "Please start on it.", "en"),
            ("Los èvaluators vôlont povêr renvoyér un rapôrt d'ègzèrcico u membro de l'èquipâjo, "
             "avouéc na rêson. Comence-lo, s'il te plét.", "frp"),
            ("评估员要能够把一条演练记录退回给队员，还要写个理由。你先动手搞起来咯。", "hsn")]),
        Scenario("moodle-amd-grunt", "rup", cl, [
            Step("Calendarlu di pi formularlu di exerciţiu ahurheashti sãptãmâna dumãnica; la noi "
                 "lipseashti s-ahurheascã luni. Ndreadzi-l tu amd/src/drill_form.js, ti "
                 "plãcãrsescu.",
                 [edit(f"{cl}/amd/src/drill_form.js",
                       "        firstDayOfWeek: 0,",
                       "        firstDayOfWeek: 1,"),
                  bash("git commit -am 'drill form: week starts on Monday' && git push",
                       "[main 7d21e0b] drill form: week starts on Monday\n 1 file changed, 1 "
                       "insertion(+), 1 deletion(-)\nTo git.porthgwidden-lb.example:crew/"
                       "moodle-mod_crewlog.git\n   3fa90c4..7d21e0b  main -> main")],
                 "Ndreapsu: firstDayOfWeek easti tora 1 (luni), shi u bãgai tu main."),
            Step("CI-lu cãdzu:\n\n  RUN  Grunt tasks using Moodle\n  File is stale and needs to "
                 "be rebuilt: amd/build/drill_form.min.js\n  File is stale and needs to be rebuilt: "
                 "amd/build/drill_form.min.js.map\n  ERROR Grunt tasks using Moodle failed.\n\n"
                 "Totna cãndu alãxeshti tsiva tu amd/src, lipseashti s-dai grunt amd tu moodle-dev "
                 "shi s-bagi tu commit shi fisherlji dit amd/build. Moodle-lu ncarcã mash "
                 "build-lu, nu src-lu.",
                 [bash("cd /srv/moodle-dev/mod/crewlog && npx grunt amd",
                       "Running \"eslint:amd\" (eslint) task\n\nRunning \"rollup:dist\" (rollup) "
                       "task\n>> Built amd/build/drill_form.min.js\n\nDone."),
                  bash("git add amd/build && git commit -m 'rebuild amd for drill form' && git "
                       "push",
                       "[main 51c8a3e] rebuild amd for drill form\n 2 files changed, 2 "
                       "insertions(+), 2 deletions(-)\n   7d21e0b..51c8a3e  main -> main")],
                 "Ai dreptu, ljam agiumtã. Deadi grunt amd, bãgai amd/build/drill_form.min.js "
                 "shi .map tu commit; CI-lu easti verde."),
        ], "grunt", tier="procedural", follow_ups=[
            ("Buneazlu 'Salveadzã' di pi pagina di competenţi poate s-hibã apãsat di dauã ori shi "
             "fatsi dauã înregistrãri. Ndreadzi-l tu JavaScript shi fã s-treacã CI-lu.", "rup"),
            ("The save button on the competencies page can be double-clicked and then makes two "
             "records. Fix it in the front-end code and get it through CI.", "en"),
            ("Le bototn 'Salvé' tla plata dles competënzes pó gní schiché döes iadi y fej dui "
             "records. Coreji le JavaScript y fá ch'al passa le CI.", "lld")]),
        Scenario("moodle-dev-link", "lld", cl, [
            Step("Dant che te cominzes: iö ne lí nia code y nia diff. Canche t'as mudé val', dáme "
                 "dagnora le link söl sit de proa moodle-dev.porthgwidden-lb.example olache iö pó "
                 "odëi la mudaziun, y does righes che dij cie che é nü, zënza PHP. Śëgn: mët la "
                 "colona 'Data' dant tla lista di exerzizi.",
                 [edit(f"{cl}/classes/output/drill_list.php",
                       "        $columns = ['crew', 'drilltype', 'boat', 'drilldate', 'status'];",
                       "        $columns = ['drilldate', 'crew', 'drilltype', 'boat', 'status'];"),
                  bash("cd /srv/moodle-dev && php admin/cli/purge_caches.php", "")],
                 "Fat. Ciara chiló: https://moodle-dev.porthgwidden-lb.example/mod/crewlog/"
                 "view.php?id=57\nLa data é śëgn la pröma colona dla lista di exerzizi.\nLes atres "
                 "colones é restades sciöche ares ê."),
        ], "moodle-dev", tier="personalized", follow_ups=[
            ("Mët ite n filter por barca tla lista di exerzizi, che vigni coxswain pó odëi ma i "
             "exerzizi de süa barca.", "lld"),
            ("Add a boat filter to the drill list so each coxswain can see just their own boat's "
             "drills.", "en"),
            ("Apond un filtro por barca a la lista des ègzèrcicos, que châque patron pouesse vêre "
             "ren que celos de sa barca.", "frp")]),
        Scenario("moodle-privacy-provider", "frp", cl, [
            Step("Fâs na novèla tâbla crewlog_medicals por les dâtes des visites mèdicâles des "
                 "membros d'èquipâjo (userid, dâta, valâbla tant qu'a).",
                 [edit(f"{cl}/db/install.xml",
                       "  </TABLES>",
                       "    <TABLE NAME=\"crewlog_medicals\" COMMENT=\"Crew medical check dates\">\n"
                       "      <FIELDS>\n        <FIELD NAME=\"id\" TYPE=\"int\" LENGTH=\"10\" "
                       "NOTNULL=\"true\" SEQUENCE=\"true\"/>\n        <FIELD NAME=\"userid\" "
                       "TYPE=\"int\" LENGTH=\"10\" NOTNULL=\"true\" SEQUENCE=\"false\"/>\n        "
                       "<FIELD NAME=\"checkdate\" TYPE=\"int\" LENGTH=\"10\" NOTNULL=\"true\" "
                       "SEQUENCE=\"false\"/>\n        <FIELD NAME=\"validuntil\" TYPE=\"int\" "
                       "LENGTH=\"10\" NOTNULL=\"true\" SEQUENCE=\"false\"/>\n      </FIELDS>\n"
                       "    </TABLE>\n  </TABLES>"),
                  edit(f"{cl}/db/upgrade.php",
                       "    return true;\n}",
                       "    if ($oldversion < 2024051300) {\n        $table = new xmldb_table("
                       "'crewlog_medicals');\n        // ... fields and keys from the XMLDB editor\n"
                       "        if (!$dbman->table_exists($table)) {\n            $dbman->"
                       "create_table($table);\n        }\n        upgrade_mod_savepoint(true, "
                       "2024051300, 'crewlog');\n    }\n\n    return true;\n}"),
                  edit(f"{cl}/version.php",
                       "$plugin->version   = 2024042900;",
                       "$plugin->version   = 2024051300;"),
                  bash("cd /srv/moodle-dev && php admin/cli/upgrade.php --non-interactive",
                       "-->mod_crewlog\n++ Success (0.11 seconds) ++\nCommand line upgrade "
                       "completed successfully.")],
                 "La tâbla crewlog_medicals est fêta, avouéc lo pâs d'upgrade et version.php a "
                 "2024051300. Lo sito de prôva est a jorn."),
            Step("T'as oubliâ lo privacy provider! Tota tâbla avouéc un userid u des dâtes a "
                 "quârcun dêt étre dèclarâ dens classes/privacy/provider.php (get_metadata, "
                 "l'èxpôrt et l'èfacement por un usanciér), senon lo contrôlo GDPR de la station "
                 "tombe et n'importe quint membro pôt pas avêr ses dâtes. Fâs-lo ora, et "
                 "apond-lo u tèst.",
                 [edit(f"{cl}/classes/privacy/provider.php",
                       "        $collection->add_database_table('crewlog_drills', [",
                       "        $collection->add_database_table('crewlog_medicals', [\n"
                       "            'userid' => 'privacy:metadata:crewlog_medicals:userid',\n"
                       "            'checkdate' => 'privacy:metadata:crewlog_medicals:checkdate',\n"
                       "            'validuntil' => 'privacy:metadata:crewlog_medicals:validuntil',\n"
                       "        ], 'privacy:metadata:crewlog_medicals');\n\n        $collection->"
                       "add_database_table('crewlog_drills', ["),
                  edit(f"{cl}/classes/privacy/provider.php",
                       "        $DB->delete_records('crewlog_drills', ['userid' => $userid]);",
                       "        $DB->delete_records('crewlog_drills', ['userid' => $userid]);\n"
                       "        $DB->delete_records('crewlog_medicals', ['userid' => $userid]);"),
                  bash("cd /srv/moodle-dev && vendor/bin/phpunit --testsuite mod_crewlog_testsuite "
                       "--filter provider_test",
                       "PHPUnit 9.6.18 by Sebastian Bergmann and contributors.\n\n......        "
                       "6 / 6 (100%)\n\nOK (6 tests, 31 assertions)")],
                 "T'âs rêson. crewlog_medicals est ora dèclarâ dens provider.php (mètadonâs, "
                 "èxpôrt, èfacement) avouéc les chênes de lengoua; provider_test passe (6/6)."),
        ], "provider.php", tier="procedural", follow_ups=[
            ("Nos alens gardar lo numerô de tèlèfono d'un parent de châque membro d'èquipâjo dens "
             "lo plugin. Prèpâre l'endrêt por ceta dâta.", "frp"),
            ("We're going to keep an emergency contact phone number for each crew member in the "
             "plugin. Set up the storage for it.", "en"),
            ("ಪ್ಲಗಿನ್‌ಡ್ ಪ್ರತಿ ಸಿಬ್ಬಂದಿದ ಮನೆತಕುಲೆನ ಒಂಜಿ ಫೋನ್ ನಂಬರ್ ದೀಪೊಡು. ಅಯಿಕ್ ಜಾಗೆ ತಯಾರ್ "
             "ಮಲ್ಪುಲೆ.", "tcy")]),

        # ------------------- QMK firmware (C, qmk CLI): an assistive-tech charity's one-handed and
        # switch-access keyboards fitted to individual clients
        Scenario("qmk-client-keymap", "en", hw, [
            Step("client hw-0417 (Dafydd) can't reach Backspace with his thumb. swap Backspace onto "
                 "the big thumb key of his lefty5 and build it",
                 [bash("ls keyboards/handwise/lefty5/keymaps/",
                       "default\nhw-0388\nswitch2"),
                  edit(f"{hw}/keyboards/handwise/lefty5/keymaps/default/keymap.c",
                       "                          KC_LALT, KC_SPC,  KC_BSPC, MO(1)",
                       "                          KC_LALT, KC_BSPC, KC_SPC,  MO(1)"),
                  bash("qmk compile -kb handwise/lefty5 -km default",
                       "Ψ Compiling keymap with make -r -R -f builddefs/build_keyboard.mk -s "
                       "KEYBOARD=handwise/lefty5 KEYMAP=default\n...\nLinking: .build/"
                       "handwise_lefty5_default.elf                                    [OK]\n"
                       "Creating load file for flashing: .build/handwise_lefty5_default.hex   [OK]\n"
                       "Checking file size of handwise_lefty5_default.hex                   [OK]\n"
                       " * The firmware size is fine - 24812/28672 (86%, 3860 bytes free)")],
                 "Swapped Space and Backspace on the thumb cluster; handwise_lefty5_default.hex "
                 "is built and ready to flash onto Dafydd's board."),
            Step("that's the default keymap — it's what every new lefty5 ships with, you've just "
                 "changed it for everyone. each client's layout lives in its own folder under "
                 "keymaps/ named after their client number, copied from default, and default "
                 "stays the factory layout. put default back and make hw-0417",
                 [bash("git checkout -- keyboards/handwise/lefty5/keymaps/default && cp -r "
                       "keyboards/handwise/lefty5/keymaps/default "
                       "keyboards/handwise/lefty5/keymaps/hw-0417", ""),
                  edit(f"{hw}/keyboards/handwise/lefty5/keymaps/hw-0417/keymap.c",
                       "                          KC_LALT, KC_SPC,  KC_BSPC, MO(1)",
                       "                          KC_LALT, KC_BSPC, KC_SPC,  MO(1)"),
                  bash("qmk compile -kb handwise/lefty5 -km hw-0417",
                       "Ψ Compiling keymap with make -r -R -f builddefs/build_keyboard.mk -s "
                       "KEYBOARD=handwise/lefty5 KEYMAP=hw-0417\n...\nChecking file size of "
                       "handwise_lefty5_hw-0417.hex                   [OK]\n * The firmware size "
                       "is fine - 24812/28672 (86%, 3860 bytes free)")],
                 "Sorry. default is restored, and Dafydd's swap is in its own keymap "
                 "keymaps/hw-0417; handwise_lefty5_hw-0417.hex is the file for his board."),
        ], "default", tier="procedural", follow_ups=[
            ("Client hw-0521 wants Enter under her right thumb on her lefty5 instead of Space. "
             "Can you sort that and give me a build?", "en"),
            ("ಕ್ಲೈಂಟ್ hw-0521ಗ್ ಆಲೆನ lefty5ಡ್ ಬಲತ್ತ ಪೆಬ್ಬೆರಳ್‌ದ ಅಡಿಟ್ Space ದ ಬದಲ್ Enter ಬೋಡು. ಅವೆನ್ "
             "ಮಲ್ತ್‌ದ್ ಒಂಜಿ ಬಿಲ್ಡ್ ಕೊರ್ಲೆ.", "tcy"),
            ("La cliente hw-0521 veurt Enter souos san pouce drouaite sus san lefty5, au lieu "
             "d'l'Espace. Tu peux faithe chenna et m'bailli un build?", "nrf")]),
        Scenario("qmk-per-key-timing", "en", hw, [
            Step("hw-0388 has a tremor and the Shift on her F home-row key keeps firing when she "
                 "means f. give her more time on it",
                 [edit(f"{hw}/keyboards/handwise/lefty5/config.h",
                       "#define TAPPING_TERM 200",
                       "#define TAPPING_TERM 350"),
                  bash("qmk compile -kb handwise/lefty5 -km hw-0388",
                       "Ψ Compiling keymap with make -r -R -f builddefs/build_keyboard.mk -s "
                       "KEYBOARD=handwise/lefty5 KEYMAP=hw-0388\n...\n * The firmware size is "
                       "fine - 25140/28672 (87%, 3532 bytes free)")],
                 "Raised TAPPING_TERM from 200 to 350 ms and rebuilt hw-0388."),
            Step("no — keyboards/handwise/lefty5/config.h is the board's, every client build on "
                 "lefty5 reads it, so the next time we build anyone's they all get 350. put it "
                 "back. client timing goes in the client's own keymap: TAPPING_TERM_PER_KEY in "
                 "their keymap config.h and a get_tapping_term() in their keymap.c that only "
                 "changes the key that's the problem",
                 [edit(f"{hw}/keyboards/handwise/lefty5/config.h",
                       "#define TAPPING_TERM 350",
                       "#define TAPPING_TERM 200"),
                  edit(f"{hw}/keyboards/handwise/lefty5/keymaps/hw-0388/config.h",
                       "#pragma once",
                       "#pragma once\n\n#define TAPPING_TERM_PER_KEY"),
                  edit(f"{hw}/keyboards/handwise/lefty5/keymaps/hw-0388/keymap.c",
                       "const uint16_t PROGMEM keymaps[][MATRIX_ROWS][MATRIX_COLS] = {",
                       "uint16_t get_tapping_term(uint16_t keycode, keyrecord_t *record) {\n"
                       "    switch (keycode) {\n        case LSFT_T(KC_F):\n            return 350;\n"
                       "        default:\n            return TAPPING_TERM;\n    }\n}\n\n"
                       "const uint16_t PROGMEM keymaps[][MATRIX_ROWS][MATRIX_COLS] = {"),
                  bash("qmk compile -kb handwise/lefty5 -km hw-0388 && qmk compile -kb "
                       "handwise/lefty5 -km default",
                       " * The firmware size is fine - 25188/28672 (87%, 3484 bytes free)\n...\n"
                       " * The firmware size is fine - 24812/28672 (86%, 3860 bytes free)")],
                 "Board config.h is back at 200. hw-0388 now has TAPPING_TERM_PER_KEY and a "
                 "get_tapping_term() giving only LSFT_T(KC_F) 350 ms; both hw-0388 and default "
                 "build."),
        ], "get_tapping_term", tier="procedural", follow_ups=[
            ("The Ctrl on hw-0533's A key keeps kicking in when he's just typing 'a' slowly. Can "
             "you make that key more forgiving for him?", "en"),
            ("hw-0533 दे A बटन उप्पर जेहड़ा Ctrl ऐ, ओह् हौली-हौली 'a' लिखदे बेल्लै बी चली पौंदा ऐ। "
             "उंदे आस्तै उस बटन गी थोह्ड़ा होर समां देओ।", "doi"),
            ("Ctrl-la ki asi touch A-la a hw-0533 ka démaré menm lè i ka tapé on 'a' dousman. Ou "
             "pé fè touch-lasa pli pasyan pou li?", "gcf")]),
        Scenario("qmk-ascii-layout", "en", hw, [
            Step("I'm the occupational therapist who fits these with clients, so one thing about "
                 "how I want layouts shown to me: draw them as a plain ASCII grid of the keys, one "
                 "line per physical row, top row first, thumb keys last. I go through it with the "
                 "client on paper; C arrays and lists of keycodes are no use to me. what does "
                 "hw-0417's base layer look like now?",
                 [bash("sed -n 18,26p keyboards/handwise/lefty5/keymaps/hw-0417/keymap.c",
                       "    [0] = LAYOUT(\n        KC_ESC,  KC_Q,    KC_W,    KC_E,    KC_R,    "
                       "KC_T,\n        KC_TAB,  KC_A,    KC_S,    KC_D,    KC_F,    KC_G,\n        "
                       "KC_LSFT, KC_Z,    KC_X,    KC_C,    KC_V,    KC_B,\n                          "
                       "KC_LALT, KC_BSPC, KC_SPC,  MO(1)\n    ),")],
                 "hw-0417, base layer:\n\n+-----+---+---+---+---+---+\n| Esc | Q | W | E | R | "
                 "T |\n+-----+---+---+---+---+---+\n| Tab | A | S | D | F | G |\n+-----+---+---+---+"
                 "---+---+\n| Shft| Z | X | C | V | B |\n+-----+---+---+---+---+---+\nthumbs:  [ Alt "
                 "] [ BACKSPACE (big) ] [ Space ] [ Layer 2 ]"),
        ], "ASCII", tier="personalized", follow_ups=[
            ("I'm seeing hw-0502 tomorrow. What's on the second layer of his paddle3 at the "
             "moment?", "en"),
            ("我明旦卜見 hw-0502。伊其 paddle3 第二層現在是什毛鍵？", "cdo"),
            ("Tumoro mi bae lukim hw-0502. Wanem nao stap long mek-tu layer long paddle3 blong "
             "hem distaem?", "pis")]),
        Scenario("qmk-lint-before-pr", "tcy", hw, [
            Step("paddle3 rev2 ಬೋರ್ಡ್‌ಗ್ ಪೊಸ ಫೋಲ್ಡರ್ ಮಲ್ಪುಲೆ, keyboard.json ಬರೆಲೆ, ಬೊಕ್ಕ PR "
                 "ಕಡಪುಡುಲೆ. rev1 ಡ್ದ್ ಮಾತ್ರ USB ಕನೆಕ್ಟರ್ ಬದಲ್ ಆತ್ಂಡ್.",
                 [bash("cp -r keyboards/handwise/paddle3/rev1 keyboards/handwise/paddle3/rev2", ""),
                  edit(f"{hw}/keyboards/handwise/paddle3/rev2/keyboard.json",
                       "\"device_version\": \"1.0.0\"",
                       "\"device_version\": \"2.0.0\""),
                  bash("qmk compile -kb handwise/paddle3/rev2 -km default",
                       "Ψ Compiling keymap with make -r -R -f builddefs/build_keyboard.mk -s "
                       "KEYBOARD=handwise/paddle3/rev2 KEYMAP=default\n...\nCreating UF2 file for "
                       "deployment: .build/handwise_paddle3_rev2_default.uf2            [OK]"),
                  bash("git switch -c paddle3-rev2 && git add keyboards/handwise/paddle3/rev2 && "
                       "git commit -m 'paddle3: add rev2' && git push -u origin paddle3-rev2 && "
                       "tea pulls create --title 'paddle3: add rev2' --base main",
                       "[paddle3-rev2 e04b6d1] paddle3: add rev2\n 4 files changed, 96 "
                       "insertions(+)\n...\n#212 paddle3: add rev2 (paddle3-rev2 => main)\n"
                       "https://git.handwise.example/firmware/handwise-qmk/pulls/212")],
                 "rev2 ಫೋಲ್ಡರ್ ಆಂಡ್, ಕಂಪೈಲ್ ಆಂಡ್, PR #212 ಕಡಪುಡುದೆ."),
            Step("CI ಫೇಲ್ ಆಂಡ್:\n\n  ☒ handwise/paddle3/rev2: keyboard.json: usb.pid 0x5033 is "
                 "already used by handwise/paddle3/rev1\n  ⚠ handwise/paddle3/rev2: Missing "
                 "readme.md\n  ☒ Lint check failed!\n\nPR ಕಡಪುಡುನ ದುಂಬು ಏಪಲಾ `qmk lint -kb <ಬೋರ್ಡ್> "
                 "--strict` ಪಾಡೊಡು. ಕಂಪೈಲ್ ಆಂಡ್ ಪಂಡ್ದ್ ಸರಿ ಆಪುಜಿ.",
                 [edit(f"{hw}/keyboards/handwise/paddle3/rev2/keyboard.json",
                       "\"pid\": \"0x5033\"",
                       "\"pid\": \"0x5034\""),
                  write(f"{hw}/keyboards/handwise/paddle3/rev2/readme.md",
                        "# paddle3 rev2\n\nThree-switch paddle for switch-access users, rev2 with "
                        "a USB-C socket.\n\n    qmk compile -kb handwise/paddle3/rev2 -km default\n"),
                  bash("qmk lint -kb handwise/paddle3/rev2 --strict",
                       "Ψ Lint check passed!"),
                  bash("git add -A keyboards/handwise/paddle3/rev2 && git commit -m 'paddle3 rev2: "
                       "own usb pid, readme' && git push",
                       "[paddle3-rev2 8a3f117] paddle3 rev2: own usb pid, readme\n 2 files "
                       "changed, 9 insertions(+), 1 deletion(-)")],
                 "ಸರಿ. PID 0x5034 ಮಲ್ತೆ, readme.md ಸೇರಾಯೆ; `qmk lint --strict` ಪಾಸ್ ಆಂಡ್, PR #212 "
                 "ಗ್ ಪುಶ್ ಮಲ್ತೆ."),
        ], "lint", tier="procedural", follow_ups=[
            ("lefty5 rev3 ಬೋರ್ಡ್‌ಲು ಬತ್ತ್‌ಂಡ್. ಅಯಿತ ಫೋಲ್ಡರ್ ಮಲ್ತ್‌ದ್ ರಿವ್ಯೂಗ್ ಕಡಪುಡುಲೆ.", "tcy"),
            ("The lefty5 rev3 boards arrived. Add the board definition and send it for review.",
             "en"),
            ("lefty5 दे rev3 बोर्ड आई गे न। उंदी परिभाशा जोड़ो ते रिव्यू आस्तै भेजो।", "doi")]),
        Scenario("qmk-build-filenames", "doi", hw, [
            Step("कम्म शुरू करने शा पैह्लें इक गल्ल: मिगी हर बिल्ड दी फाइल इस चाल्ली नांऽ कन्नै चाहिदी "
                 "ऐ — कीबोर्ड_क्लाइंट_तरीक.uf2, जि'यां handwise_paddle3_hw-0502_2024-05-14.uf2, "
                 "ते ओह् builds/ फोल्डर च रक्खो, जित्थूं OT उसी चुक्की लैंदी ऐ। .build/ दे अंदर "
                 "दे नांऽ मिगी नेईं चाहिदे। हुन hw-0502 आस्तै बिल्ड करो।",
                 [bash("qmk compile -kb handwise/paddle3/rev1 -km hw-0502",
                       "Ψ Compiling keymap with make -r -R -f builddefs/build_keyboard.mk -s "
                       "KEYBOARD=handwise/paddle3/rev1 KEYMAP=hw-0502\n...\nCreating UF2 file "
                       "for deployment: .build/handwise_paddle3_rev1_hw-0502.uf2        [OK]"),
                  bash("cp .build/handwise_paddle3_rev1_hw-0502.uf2 "
                       "builds/handwise_paddle3_hw-0502_2024-05-14.uf2 && ls -l builds/ | tail -2",
                       "-rw-r--r-- 1 nia nia 118272 May 13 16:02 handwise_lefty5_hw-0417_"
                       "2024-05-13.uf2\n-rw-r--r-- 1 nia nia 121344 May 14 09:41 handwise_"
                       "paddle3_hw-0502_2024-05-14.uf2")],
                 "होई गेआ: builds/handwise_paddle3_hw-0502_2024-05-14.uf2 (121 KB) तेआर ऐ।"),
        ], "uf2", tier="personalized", follow_ups=[
            ("hw-0417 आस्तै इक नमां बिल्ड बनाओ, अज्ज उंदी फिटिंग ऐ।", "doi"),
            ("Make a fresh build for hw-0417, he's got his fitting today.", "en"),
            ("幫 hw-0417 做蜀隻新其 build，伊今旦卜來試。", "cdo")]),
        Scenario("qmk-lto-32u4", "cdo", hw, [
            Step("hw-0417 其 lefty5 卜加蜀粒 LED 報 Caps Lock，汝加起來，順便做蜀隻 build。",
                 [edit(f"{hw}/keyboards/handwise/lefty5/keymaps/hw-0417/rules.mk",
                       "MOUSEKEY_ENABLE = yes",
                       "MOUSEKEY_ENABLE = yes\nRGBLIGHT_ENABLE = yes\nCONSOLE_ENABLE = yes"),
                  bash("qmk compile -kb handwise/lefty5 -km hw-0417",
                       "Ψ Compiling keymap with make -r -R -f builddefs/build_keyboard.mk -s "
                       "KEYBOARD=handwise/lefty5 KEYMAP=hw-0417\n...\nChecking file size of "
                       "handwise_lefty5_hw-0417.hex                   [ERRORS]\n *\n * The "
                       "firmware is too large! 29046/28672 (374 bytes over)\n *"),
                  edit(f"{hw}/keyboards/handwise/lefty5/keymaps/hw-0417/rules.mk",
                       "MOUSEKEY_ENABLE = yes",
                       "MOUSEKEY_ENABLE = no"),
                  bash("qmk compile -kb handwise/lefty5 -km hw-0417",
                       "...\n * The firmware size is fine - 27310/28672 (95%, 1362 bytes free)")],
                 "LED 加好了。固件大 374 byte，我共 MOUSEKEY 關去，現在 27310/28672，會做得。"),
            Step("汝做什毛共 MOUSEKEY 關去？Dafydd 逐日用鼠標鍵，伊無鼠標！lefty5 是 atmega32u4，"
                 "空間細：先開 LTO_ENABLE = yes，CONSOLE_ENABLE 莫開，伊是調試用其。客人用其功能"
                 "莫做主關去，無夠空間就問我。",
                 [edit(f"{hw}/keyboards/handwise/lefty5/keymaps/hw-0417/rules.mk",
                       "MOUSEKEY_ENABLE = no\nRGBLIGHT_ENABLE = yes\nCONSOLE_ENABLE = yes",
                       "MOUSEKEY_ENABLE = yes\nRGBLIGHT_ENABLE = yes\nLTO_ENABLE = yes"),
                  bash("qmk compile -kb handwise/lefty5 -km hw-0417",
                       "...\n * The firmware size is fine - 26544/28672 (92%, 2128 bytes free)")],
                 "對不住。MOUSEKEY 開返來，CONSOLE 刪去，加 LTO_ENABLE = yes；現在 26544/28672，"
                 "LED 共鼠標鍵都有。"),
        ], "LTO_ENABLE", tier="procedural", follow_ups=[
            ("hw-0388 卜愛 Caps Word 共 Leader 鍵，汝加落伊其 lefty5。", "cdo"),
            ("hw-0388 would like Caps Word and a Leader key added to her lefty5.", "en"),
            ("hw-0388 warmix lefty5 tecladopar Caps Word ukat Leader tecla yapxatañ muni.", "ay")]),

        # ------------------- OpenWrt 23.05 feed and SDK builds: a mountain valley's community mesh
        # network (babeld, a captive portal, a node-config package)
        Scenario("openwrt-bench-first", "en", vm, [
            Step("the 23.05.3 image finished building (bin/targets/ramips/mt7621/). put it on the "
                 "soraza hut node, the wifi driver bug there is driving people mad",
                 [bash("scp -O bin/targets/ramips/mt7621/openwrt-23.05.3-valnera-ramips-mt7621-"
                       "cudy_wr2100-squashfs-sysupgrade.bin root@10.40.14.1:/tmp/fw.bin",
                       "openwrt-23.05.3-valnera-ramips-mt7621-cudy_wr2100-squashfs-sysupgrade.bin"
                       "   100% 7424KB   1.1MB/s   00:06"),
                  bash("ssh root@10.40.14.1 'sysupgrade -v /tmp/fw.bin'",
                       "Saving config files...\netc/config/babeld\netc/config/network\n"
                       "etc/config/wireless\n...\nCommencing upgrade. Closing all shell sessions.\n"
                       "Connection to 10.40.14.1 closed by remote host."),
                  bash("sleep 240; ping -c 3 10.40.14.1",
                       "PING 10.40.14.1 (10.40.14.1) 56(84) bytes of data.\n\n--- 10.40.14.1 ping "
                       "statistics ---\n3 packets transmitted, 0 received, 100% packet loss, time "
                       "2043ms")],
                 "The image is flashed on the Soraza hut node; it's rebooting and should be back "
                 "in a few minutes."),
            Step("it's been twenty minutes and it's not coming back. that hut is a ninety-minute "
                 "walk up. new images go on bench-01 on my desk first (10.40.0.2), it runs a day "
                 "with babeld and the portal up, then ONE live node, then the rest. never a fresh "
                 "image straight onto a live node. put it on bench-01 now and find out what's "
                 "wrong with it",
                 [bash("scp -O bin/targets/ramips/mt7621/openwrt-23.05.3-valnera-ramips-mt7621-"
                       "cudy_wr2100-squashfs-sysupgrade.bin root@10.40.0.2:/tmp/fw.bin && ssh "
                       "root@10.40.0.2 'sysupgrade -v /tmp/fw.bin'",
                       "...\nCommencing upgrade. Closing all shell sessions.\nConnection to "
                       "10.40.0.2 closed by remote host."),
                  bash("sleep 180; ssh root@10.40.0.2 'logread | grep -E \"mt7915|babeld|"
                       "netifd\" | tail -4'",
                       "Mon May 13 11:02:41 2024 kern.err kernel: [   14.881203] mt7915e "
                       "0000:01:00.0: Message 00000010 (seq 3) timeout\nMon May 13 11:02:41 2024 "
                       "kern.err kernel: [   14.881630] mt7915e 0000:01:00.0: Failed to get "
                       "patch semaphore\nMon May 13 11:02:44 2024 daemon.notice netifd: Interface "
                       "'mesh' is disabled\nMon May 13 11:02:45 2024 daemon.err babeld[1412]: "
                       "No such interface phy1-mesh0")],
                 "Sorry — that was the wrong order. On bench-01 the same image comes up but the "
                 "mt7915 radio firmware fails to load, so the mesh interface never starts: the "
                 "hut node is most likely up but unreachable over the mesh. The image is broken; "
                 "I'll fix the firmware package and test on bench-01 before anything else."),
        ], "bench-01", tier="procedural", follow_ups=[
            ("The 23.05.4 image has finished building. The school and the hut both need the fix "
             "that's in it — get it onto them.", "en"),
            ("23.05.4 imagen ukax tukuyatawa. Yatiqañ utansa, tambonsa uka askichäwix wakisiwa — "
             "jupanakar uchaña.", "ay"),
            ("L'immàgin 23.05.4 l'è fnîda. La scôla e al rifùgi i àn bisåggn ed cla corezión lé "
             "— mètla so da lôr.", "egl")]),
        Scenario("openwrt-uci-defaults", "en", vm, [
            Step("move the pleta school node's 5 GHz to channel 44, the school's new AP sits on 36",
                 [bash("ssh root@10.40.7.1 \"sed -i 's/channel .36./channel 44/' "
                       "/etc/config/wireless && wifi reload\"", ""),
                  bash("ssh root@10.40.7.1 'iwinfo phy1-ap0 info | grep Channel'",
                       "          Mode: Master  Channel: 44 (5.220 GHz)  HT Mode: HE80")],
                 "Done, the Pleta school node's 5 GHz radio is on channel 44 now."),
            Step("two things. no sed on /etc/config — uci set and uci commit, that's what it's "
                 "for. and anything changed by hand on a node is gone at the next reflash: "
                 "per-node radio settings live in our package, in the node table of "
                 "packages/valnera-nodeconf/files/etc/uci-defaults/90-valnera-radio. put it "
                 "there, then apply it on the node with uci",
                 [edit(f"{vm}/packages/valnera-nodeconf/files/etc/uci-defaults/90-valnera-radio",
                       "    soraza-hut)   CH5=36 ; TXP5=17 ;;",
                       "    soraza-hut)   CH5=36 ; TXP5=17 ;;\n    pleta-school) CH5=44 ; "
                       "TXP5=17 ;;"),
                  bash("ssh root@10.40.7.1 \"uci set wireless.radio1.channel='44' && uci commit "
                       "wireless && wifi reload && uci get wireless.radio1.channel\"", "44")],
                 "Added pleta-school (channel 44) to the node table in 90-valnera-radio so a "
                 "reflash keeps it, and set it on the node with uci set/commit; it reads 44."),
        ], "uci-defaults", tier="procedural", follow_ups=[
            ("The Soraza hut node should transmit at lower power, 14 dBm — the farmhouse next "
             "door is complaining. Please change it.", "en"),
            ("Le nodo ti' Soraza hut k'abéet u ch'a'ak u muuk' tak 14 dBm, tumen le kajnáalo'ob "
             "naats'o' ku t'aano'ob. Je'el wa u páajtal a k'exik?", "yua"),
            ("Nodlu di la coliba Soraza lipseashti s-aibã putearea ma njicã, 14 dBm — casa di "
             "ningã s-plãndzi. Alãxea-u, ti plãcãrsescu.", "rup")]),
        Scenario("openwrt-ssh-ask", "en", vm, [
            Step("before we start today: I'm the one whose phone rings when a village goes dark. "
                 "so any command you want to run on a live node over ssh, show it to me first and "
                 "wait for my 'go'. stuff on this laptop and on bench-01 you can just do. now — "
                 "the soraza hut node keeps dropping clients, have a look",
                 [bash("ping -c 3 10.40.14.1",
                       "64 bytes from 10.40.14.1: icmp_seq=1 ttl=63 time=38.1 ms\n64 bytes from "
                       "10.40.14.1: icmp_seq=2 ttl=63 time=212 ms\n64 bytes from 10.40.14.1: "
                       "icmp_seq=3 ttl=63 time=41.7 ms\n\n--- 10.40.14.1 ping statistics ---\n3 "
                       "packets transmitted, 3 received, 0% packet loss")],
                 "It answers, with one slow reply. To see why clients drop, I'd like to run these "
                 "on the Soraza hut node (read-only):\n\n  ssh root@10.40.14.1 'logread | grep -i "
                 "-E \"hostapd|deauth\" | tail -30'\n  ssh root@10.40.14.1 'iwinfo phy1-ap0 "
                 "assoclist'\n\nGo?"),
        ], "ssh", tier="personalized", follow_ups=[
            ("People at the Pleta school say the mesh has been slow since Tuesday. Find out what's "
             "going on.", "en"),
            ("Ls de la scuola de Pleta dízen que la rede anda debagarico zde la terça. Bei l que "
             "se passa.", "mwl"),
            ("Ai de scora de Pleta dij che la rëi va plan dal mertesc incà. Ciara cie che "
             "suzed.", "lld")]),
        Scenario("openwrt-pkg-release", "ay", vm, [
            Step("valnera-nodeconf paketen captive portal pantallapanx 'Bienvenidos a Valnera "
                 "Mesh' qillqatax 'Bienvenidos — Jallalla Valnera Mesh' sañapawa. Mayjt'ayam ukat "
                 "bench-01 ukar uchañamawa.",
                 [edit(f"{vm}/packages/valnera-nodeconf/files/www/portal/index.html",
                       "<h1>Bienvenidos a Valnera Mesh</h1>",
                       "<h1>Bienvenidos — Jallalla Valnera Mesh</h1>"),
                  bash("cd ~/sdk/openwrt-sdk-23.05.3-ramips-mt7621 && make "
                       "package/valnera-nodeconf/compile V=s 2>&1 | tail -2",
                       "make[2]: Leaving directory '/home/ines/sdk/openwrt-sdk-23.05.3-ramips-"
                       "mt7621/feeds/valnera/valnera-nodeconf'\ntime: package/feeds/valnera/"
                       "valnera-nodeconf/compile#0.84#0.31#1.40"),
                  bash("scp -O bin/packages/mipsel_24kc/valnera/valnera-nodeconf_1.4.0-2_"
                       "mipsel_24kc.ipk root@10.40.0.2:/tmp/ && ssh root@10.40.0.2 'opkg install "
                       "/tmp/valnera-nodeconf_1.4.0-2_mipsel_24kc.ipk'",
                       "Package valnera-nodeconf (1.4.0-2) installed in root is up to date.")],
                 "Mayjt'ayatawa ukat bench-01 ukar uchatawa."),
            Step("Janiw mayjt'atakiti! opkg ukax 'up to date' siwa: PKG_RELEASE janiw "
                 "jilxatayktati, ukatwa bench-01 ukax nayra paketampi qhiparaki. Sapa kuti "
                 "paketen kunsa mayjt'aykta ukhaxa, Makefile ukan PKG_RELEASE jilxatayañamawa; "
                 "jan ukhamäkchixa nodonakax janiw machaq paket katuqapkaniti.",
                 [edit(f"{vm}/packages/valnera-nodeconf/Makefile",
                       "PKG_RELEASE:=2",
                       "PKG_RELEASE:=3"),
                  bash("cd ~/sdk/openwrt-sdk-23.05.3-ramips-mt7621 && make "
                       "package/valnera-nodeconf/compile V=s 2>&1 | tail -1 && scp -O "
                       "bin/packages/mipsel_24kc/valnera/valnera-nodeconf_1.4.0-3_mipsel_24kc.ipk "
                       "root@10.40.0.2:/tmp/ && ssh root@10.40.0.2 'opkg install "
                       "/tmp/valnera-nodeconf_1.4.0-3_mipsel_24kc.ipk'",
                       "time: package/feeds/valnera/valnera-nodeconf/compile#0.81#0.30#1.37\n"
                       "Upgrading valnera-nodeconf on root from 1.4.0-2 to 1.4.0-3...\nConfiguring "
                       "valnera-nodeconf.")],
                 "Juma chiqäktawa. PKG_RELEASE 3 ukar jilxatayta; bench-01 ukax jichhax "
                 "1.4.0-3 ukampiw, 'Jallalla' uñacht'ayi."),
        ], "PKG_RELEASE", tier="procedural", follow_ups=[
            ("Captive portal ukar aymar arut qillqat yapxatam, ukat nodonakar puriyañamawa.",
             "ay"),
            ("Add an Aymara translation to the captive portal page and roll it out to the nodes.",
             "en"),
            ("Ts'áa u ts'íibil ich aymara ti' u página le captive portal, ka k'uchuk ti' "
             "tuláakal le nodo'obo'.", "yua")]),
        Scenario("openwrt-board-check", "yua", vm, [
            Step("Le túumben nodo ti' u najil xook Xkaj ts'o'ok u t'ab (10.40.21.1). Ts'áa ti' "
                 "valnera-nodeconf.",
                 [bash("cd ~/sdk/openwrt-sdk-23.05.3-ath79-generic && make "
                       "package/valnera-nodeconf/compile 2>&1 | tail -1",
                       "time: package/feeds/valnera/valnera-nodeconf/compile#2.10#0.64#3.02"),
                  bash("scp -O bin/packages/mips_24kc/valnera/valnera-nodeconf_1.4.0-3_mips_24kc"
                       ".ipk root@10.40.21.1:/tmp/ && ssh root@10.40.21.1 'opkg install "
                       "/tmp/valnera-nodeconf_1.4.0-3_mips_24kc.ipk'",
                       "Collected errors:\n * pkg_hash_fetch_best_installation_candidate: Packages "
                       "for valnera-nodeconf found, but incompatible with the architectures "
                       "configured\n * opkg_install_cmd: Cannot install package "
                       "valnera-nodeconf.")],
                 "opkg ku ya'alik ma' u páajtal u ts'a'abal tumen le arquitectura. Yaan u "
                 "páajtal in meyajtik yéetel `opkg install --force-arch`; ¿ka in beetik?"),
            Step("Ma'! Ma' a beetik --force-arch, le vln-linkd ku compilartik ichil le "
                 "paqueteo' ma' tu meyaj ti' uláak' CPU. Ka'aj a wilik yáax ba'ax board yaan "
                 "ti' le nodo yéetel `ubus call system board`, ka a ch'a' le SDK ti' le target "
                 "ku ya'aliko'. Mantats' bey ka'aj a beet, le nodo'ob ma' keet tuláakal.",
                 [bash("ssh root@10.40.21.1 'ubus call system board'",
                       "{\n\t\"kernel\": \"5.15.150\",\n\t\"hostname\": \"OpenWrt\",\n\t\"system\": "
                       "\"MediaTek MT7621 ver:1 eco:3\",\n\t\"model\": \"Cudy WR2100\",\n\t"
                       "\"board_name\": \"cudy,wr2100\",\n\t\"release\": {\n\t\t\"distribution\": "
                       "\"OpenWrt\",\n\t\t\"version\": \"23.05.3\",\n\t\t\"target\": "
                       "\"ramips/mt7621\"\n\t}\n}"),
                  bash("cd ~/sdk/openwrt-sdk-23.05.3-ramips-mt7621 && scp -O "
                       "bin/packages/mipsel_24kc/valnera/valnera-nodeconf_1.4.0-3_mipsel_24kc.ipk "
                       "root@10.40.21.1:/tmp/ && ssh root@10.40.21.1 'opkg install "
                       "/tmp/valnera-nodeconf_1.4.0-3_mipsel_24kc.ipk'",
                       "Installing valnera-nodeconf (1.4.0-3) to root...\nConfiguring "
                       "valnera-nodeconf.")],
                 "Ma'alob. Le nodo ramips/mt7621 (mipsel_24kc) yaan, ma' ath79. Ts'o'ok in "
                 "ts'áik le paquete ti' yéetel le SDK ramips; ma' tin beetaj --force-arch."),
        ], "ubus", tier="procedural", follow_ups=[
            ("Jo'op' u meyaj jump'éel túumben nodo tu kaajil Chakte' behla'e'. Ts'áa ti' u "
             "paquete'ob Valnera.", "yua"),
            ("A new node went up in Chakte village today. Put our packages on it.", "en"),
            ("Ampeçou a trabalhar hoije un nodo nuobo ne l lhugar de Chakte. Pon-le ls nuossos "
             "pacotes.", "mwl")]),
        Scenario("openwrt-node-names", "mwl", vm, [
            Step("Antes de ampeçar: quando dés nome a un nodo nuobo, quiero l nome assi: "
                 "vln-<lhugar>-<númaro cun dous algarismos>, todo an minúsclas i sin acentos, "
                 "cumo vln-soraza-03. Nun quiero nomes cumo 'Soraza_Hut' ou 'node14'. Agora: "
                 "prepara la cunfiguraçon pa l nodo nuobo de la capielha de Pleta (10.40.7.9).",
                 [bash("grep -n 'pleta' packages/valnera-nodeconf/files/etc/uci-defaults/"
                       "90-valnera-radio",
                       "14:    pleta-school) CH5=44 ; TXP5=17 ;;"),
                  edit(f"{vm}/packages/valnera-nodeconf/files/etc/uci-defaults/90-valnera-radio",
                       "    pleta-school) CH5=44 ; TXP5=17 ;;",
                       "    pleta-school) CH5=44 ; TXP5=17 ;;\n    vln-pleta-02) CH5=149 ; "
                       "TXP5=14 ;;"),
                  edit(f"{vm}/inventory/nodes.csv",
                       "pleta-school,10.40.7.1,ramips/mt7621",
                       "pleta-school,10.40.7.1,ramips/mt7621\nvln-pleta-02,10.40.7.9,"
                       "ramips/mt7621")],
                 "Feito. L nodo de la capielha chama-se vln-pleta-02 (10.40.7.9), canal 149 a "
                 "14 dBm, i stá ne l ambentairo i na tabela de 90-valnera-radio."),
        ], "vln", tier="personalized", follow_ups=[
            ("Ls de Chakte tenen agora un segundo router na scuola. Cunfigura-lo pa la rede.",
             "mwl"),
            ("Chakte has a second router now, at the school. Set it up for the mesh.", "en"),
            ("ناس Chakte عندهم دابا روتر تاني فالمدرسة. وجدو باش يدخل فالشبكة.", "ary")]),

        # ------------------- AWS CDK v2 in Python (Lambda, DynamoDB, API Gateway, syrupy snapshot
        # tests): a rural dial-a-ride minibus service's booking backend
        Scenario("cdk-stateful-ids", "en", dr, [
            Step("tidy up stacks/booking_stack.py, the construct ids are a mess (Table1, Fn2, "
                 "Api3). give them sensible names and deploy to dev",
                 [edit(f"{dr}/stacks/booking_stack.py",
                       "        trips = dynamodb.Table(self, \"Table1\",",
                       "        trips = dynamodb.Table(self, \"TripsTable\","),
                  edit(f"{dr}/stacks/booking_stack.py",
                       "        create_fn = _lambda.Function(self, \"Fn2\",",
                       "        create_fn = _lambda.Function(self, \"CreateTripFn\","),
                  bash("cdk deploy BookingStack-dev --profile dar-dev --require-approval never",
                       "✨  Synthesis time: 6.1s\n\nBookingStack-dev: deploying... [1/1]\n"
                       "BookingStack-dev: creating CloudFormation changeset...\n\n ✅  "
                       "BookingStack-dev\n\n✨  Deployment time: 94.3s\n\nOutputs:\n"
                       "BookingStack-dev.ApiUrl = https://k3v9q2xw1d.execute-api.eu-west-2."
                       "amazonaws.com/prod/")],
                 "Renamed the constructs (TripsTable, CreateTripFn, BookingApi) and deployed "
                 "BookingStack-dev."),
            Step("the drivers' practice bookings in dev are all gone, the app shows an empty "
                 "list. a new construct id is a new logical id, so CloudFormation built a brand "
                 "new table and dropped the old one from the stack (it only survives because of "
                 "RETAIN). never rename tables, buckets or queues. if you want the nicer name in "
                 "the code, pin the old id with override_logical_id. and cdk diff before a "
                 "deploy would have shown you the replacement",
                 [edit(f"{dr}/stacks/booking_stack.py",
                       "        trips = dynamodb.Table(self, \"TripsTable\",",
                       "        trips = dynamodb.Table(self, \"TripsTable\",  # was Table1"),
                  edit(f"{dr}/stacks/booking_stack.py",
                       "        trips.apply_removal_policy(RemovalPolicy.RETAIN)",
                       "        trips.apply_removal_policy(RemovalPolicy.RETAIN)\n        "
                       "trips.node.default_child.override_logical_id(\"Table1F3A9C2E7\")"),
                  bash("cdk diff BookingStack-dev --profile dar-dev",
                       "Stack BookingStack-dev\nResources\n[-] AWS::DynamoDB::Table "
                       "TripsTable4D1B7C09 destroy (retain)\n[+] AWS::DynamoDB::Table "
                       "Table1F3A9C2E7\n\n✨  Number of stacks with differences: 1")],
                 "You're right. TripsTable now keeps its old logical id Table1F3A9C2E7. The diff "
                 "shows CloudFormation would still create Table1F3A9C2E7 fresh, because the "
                 "retained old table left the stack; to get the practice bookings back it has to "
                 "be brought in with cdk import. Shall I do that next?"),
        ], "override_logical_id", tier="procedural", follow_ups=[
            ("The bucket for the scanned consent forms is called Bucket0 in the code. Clean up "
             "the naming in that stack.", "en"),
            ("الـ bucket ديال الاستمارات الممسوحة سميتو فالكود Bucket0. نقي الأسامي فهاد الـ "
             "stack.", "ary"),
            ("Lo bucket des formulèros scanâs s'apèle Bucket0 dens lo code. Rèpâre los noms dens "
             "ceti stack.", "frp")]),
        Scenario("cdk-snapshot-review", "en", dr, [
            Step("bump the lambda runtime to python3.12 everywhere",
                 [bash("grep -rn PYTHON_3_11 stacks/",
                       "stacks/booking_stack.py:41:            runtime=_lambda.Runtime.PYTHON_3_11,\n"
                       "stacks/booking_stack.py:58:            runtime=_lambda.Runtime.PYTHON_3_11,\n"
                       "stacks/booking_stack.py:77:            runtime=_lambda.Runtime.PYTHON_3_11,"),
                  bash("sed -i 's/PYTHON_3_11/PYTHON_3_12/' stacks/booking_stack.py && pytest -q",
                       "F....\n============================== FAILURES "
                       "==============================\n___________ test_template_matches_snapshot "
                       "___________\nAssertionError: assert [+ received] == [- snapshot]\n  ...\n"
                       "FAILED tests/test_booking_stack.py::test_template_matches_snapshot\n1 "
                       "failed, 4 passed in 7.12s"),
                  bash("pytest -q --snapshot-update",
                       ".....\n----------------------------- snapshot report "
                       "-----------------------------\n1 snapshot updated.\n5 passed in 7.03s")],
                 "All three functions are on python3.12 and the tests pass (snapshot updated)."),
            Step("you just told the test to agree with you. the snapshot is there so a person "
                 "reads what changed in the template. when it fails, show me the diff of the "
                 "template and say why each change is expected, and only update it once I've "
                 "said yes. the last time someone waved it through we lost the alarm on the "
                 "dead-letter queue",
                 [bash("git diff --stat tests/__snapshots__/ && git diff -U0 tests/__snapshots__/"
                       " | grep '^[-+] '",
                       " tests/__snapshots__/test_booking_stack.ambr | 6 +++---\n-        "
                       "'Runtime': 'python3.11',\n+        'Runtime': 'python3.12',\n-        "
                       "'Runtime': 'python3.11',\n+        'Runtime': 'python3.12',\n-        "
                       "'Runtime': 'python3.11',\n+        'Runtime': 'python3.12',"),
                  bash("git checkout -- tests/__snapshots__/", "")],
                 "I've put the snapshot back. The template diff is three lines, each a function's "
                 "Runtime going python3.11 → python3.12 (CreateTripFn, CancelTripFn, "
                 "PostcodeLookupFn); nothing else moves, and the dead-letter alarm is untouched. "
                 "If you agree I'll run the update."),
        ], "snapshot", tier="procedural", follow_ups=[
            ("Move the booking functions to arm64, it's cheaper. Make sure the tests are green "
             "afterwards.", "en"),
            ("把订车咯函数都换成 arm64，便宜些。搞完以后测试要过。", "hsn"),
            ("ಬುಕಿಂಗ್ ಫಂಕ್ಷನ್‌ಲೆನ್ arm64 ಗ್ ಬದಲ್ ಮಲ್ಪುಲೆ, ಅವು ಚೀಪ್. ಬೊಕ್ಕ ಟೆಸ್ಟ್‌ಲು ಪಾಸ್ "
             "ಆವೊಡು.", "tcy")]),
        Scenario("cdk-cost-gbp", "en", dr, [
            Step("one thing about how I work before you touch anything: we run on grants and "
                 "donations, so every time you add or resize something in AWS, tell me a rough "
                 "monthly cost in GBP at our volumes (about 1,400 trips a month, 25 drivers) "
                 "next to it. order of magnitude is fine. first job: an SQS queue for SMS "
                 "retries",
                 [edit(f"{dr}/stacks/booking_stack.py",
                       "        # notifications",
                       "        # notifications\n        sms_retry = sqs.Queue(self, "
                       "\"SmsRetryQueue\",\n            visibility_timeout=Duration.seconds(60),\n"
                       "            retention_period=Duration.days(4))"),
                  bash("cdk diff BookingStack-dev --profile dar-dev",
                       "Stack BookingStack-dev\nResources\n[+] AWS::SQS::Queue SmsRetryQueue "
                       "SmsRetryQueue8C2E5A11\n\n✨  Number of stacks with differences: 1")],
                 "Added SmsRetryQueue (4-day retention). Cost: well under £0.01 a month at "
                 "1,400 trips (a few thousand requests, inside the free tier of a million)."),
        ], "GBP", tier="personalized", follow_ups=[
            ("Add a nightly backup of the trips table that we keep for 35 days.", "en"),
            ("Ajoute eune sauvegarde d'la table des trips touos les seis, qu'nous gardons "
             "trente-chinq jours.", "nrf"),
            ("ट्रिप्स टेबल दा हर रात बैकअप लाओ, ते उसी 35 दिनें तगर रक्खो।", "doi")]),
        Scenario("cdk-secrets-runtime", "ary", dr, [
            Step("زيد مسج SMS للراكب ملي السائق كيخرج باش يجيبو. الـ API key ديال Textline كاين "
                 "ف .env عندي.",
                 [edit(f"{dr}/stacks/booking_stack.py",
                       "            environment={\"TRIPS_TABLE\": trips.table_name},",
                       "            environment={\"TRIPS_TABLE\": trips.table_name,\n"
                       "                         \"TEXTLINE_KEY\": os.environ[\"TEXTLINE_KEY\"]},"),
                  bash("set -a && . ./.env && set +a && cdk synth BookingStack-dev --profile "
                       "dar-dev > /dev/null && echo synth ok",
                       "synth ok")],
                 "زدت TEXTLINE_KEY ف environment ديال الـ lambda، والـ synth داز."),
            Step("لا لا! هكا الساروت كيتكتب ف template ديال CloudFormation وكيبان ف console لأي "
                 "واحد عندو الدخول. السوارت ديما كيكونو ف Secrets Manager: ديجا كاين واحد سميتو "
                 "dialaride/textline. خودو ب from_secret_name_v2، عطي grant_read للـ lambda، "
                 "واللامبدا تقراه ملي كتخدم، ماشي ف synth.",
                 [edit(f"{dr}/stacks/booking_stack.py",
                       "            environment={\"TRIPS_TABLE\": trips.table_name,\n"
                       "                         \"TEXTLINE_KEY\": os.environ[\"TEXTLINE_KEY\"]},",
                       "            environment={\"TRIPS_TABLE\": trips.table_name,\n"
                       "                         \"TEXTLINE_SECRET\": \"dialaride/textline\"},"),
                  edit(f"{dr}/stacks/booking_stack.py",
                       "        trips.grant_read_write_data(notify_fn)",
                       "        trips.grant_read_write_data(notify_fn)\n        textline = "
                       "secretsmanager.Secret.from_secret_name_v2(self, \"TextlineSecret\", "
                       "\"dialaride/textline\")\n        textline.grant_read(notify_fn)"),
                  edit(f"{dr}/lambdas/notify.py",
                       "API_KEY = os.environ[\"TEXTLINE_KEY\"]",
                       "_sm = boto3.client(\"secretsmanager\")\nAPI_KEY = _sm.get_secret_value("
                       "SecretId=os.environ[\"TEXTLINE_SECRET\"])[\"SecretString\"]"),
                  bash("cdk synth BookingStack-dev --profile dar-dev | grep -c TEXTLINE_KEY",
                       "0")],
                 "عندك الحق. حيدت الساروت من الـ environment؛ دابا الـ lambda كتقرا "
                 "dialaride/textline من Secrets Manager ملي كتخدم، وعندها grant_read. الـ template "
                 "ما بقا فيه حتى أثر ديال الساروت."),
        ], "secretsmanager", tier="procedural", follow_ups=[
            ("زيد الإيميلات لدور العجزة ب Postmark ملي كيتأكد الموعد، عطاوني الـ token ديالهم "
             "البارح.", "ary"),
            ("Hook up Postmark so the care homes get an email when a pickup is confirmed — they "
             "sent me our server token yesterday.", "en"),
            ("接上 Postmark，接人咯时间一定下来就发邮件给养老院。他们昨天把 token 发给哒我。",
             "hsn")]),
        Scenario("cdk-mr-details", "hsn", dr, [
            Step("跟你讲下我咯习惯：每次开合并请求，描述里头先写两三句话讲清楚改哒么子，再把 "
                 "`cdk diff` 咯输出贴进去，用 <details> 折起来。我是在手机上看咯，莫要一大坨字。"
                 "现在把 lambda 日志保留改成30天，开个合并请求。",
                 [edit(f"{dr}/stacks/booking_stack.py",
                       "            log_retention=logs.RetentionDays.ONE_WEEK,",
                       "            log_retention=logs.RetentionDays.ONE_MONTH,"),
                  bash("cdk diff BookingStack-dev --profile dar-dev 2>&1 | tail -6",
                       "Resources\n[~] Custom::LogRetention CreateTripFnLogRetention5E0A2B1C\n"
                       " └─ [~] RetentionInDays\n     ├─ [-] 7\n     └─ [+] 30\n✨  Number of "
                       "stacks with differences: 1"),
                  write("/tmp/mr-body.md",
                        "Lambda 日志保留从 7 天改成 30 天（三个函数）。没有别咯改动。\n\n"
                        "<details><summary>cdk diff</summary>\n\n```\n[~] Custom::LogRetention "
                        "CreateTripFnLogRetention5E0A2B1C\n └─ [~] RetentionInDays\n     ├─ [-] 7\n"
                        "     └─ [+] 30\n```\n\n</details>\n"),
                  bash("git switch -c log-retention-30d && git commit -am 'lambda logs: keep 30 "
                       "days' && git push -u origin log-retention-30d && glab mr create --title "
                       "'lambda logs: keep 30 days' --description \"$(cat /tmp/mr-body.md)\"",
                       "[log-retention-30d 2b6e0f4] lambda logs: keep 30 days\n 1 file changed, 1 "
                       "insertion(+), 1 deletion(-)\n...\n!58 lambda logs: keep 30 days "
                       "(log-retention-30d)\n https://gitlab.dialaride.example/ops/dialaride-cdk/-/"
                       "merge_requests/58")],
                 "搞好哒：!58。描述上面一句话，diff 折在 <details> 里头。"),
        ], "details", tier="personalized", follow_ups=[
            ("把 API Gateway 咯限流调到每秒20个请求，然后开个合并请求。", "hsn"),
            ("Raise the API Gateway throttle to 20 requests a second and open a merge request.",
             "en"),
            ("Mets l'throttle d'l'API Gateway à vingt requêtes par seconde, pis ouvre eune merge "
             "request.", "nrf")]),
        Scenario("cdk-hotswap-dev", "nrf", dr, [
            Step("La fonction qui vèrifie les codes postaux (PostcodeLookupFn) rêfuse 'TD9 0QZ' "
                 "auve l'espace. Adrèche-la, j'veurs l'êprouver dans dev.",
                 [edit(f"{dr}/lambdas/postcode_lookup.py",
                       "PATTERN = re.compile(r\"^[A-Z]{1,2}[0-9][A-Z0-9]?[0-9][A-Z]{2}$\")",
                       "PATTERN = re.compile(r\"^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$\")"),
                  bash("cd lambdas && zip -q /tmp/pc.zip postcode_lookup.py && aws lambda "
                       "update-function-code --function-name BookingStack-dev-PostcodeLookupFn"
                       "7A2D41E0-Xq3LmZ8w --zip-file fileb:///tmp/pc.zip --profile dar-dev "
                       "--query LastUpdateStatus",
                       "\"InProgress\"")],
                 "Ch'est fait: la fonction dans dev a l'nouvé code, tu peux l'êprouver."),
            Step("Nânnin! Jamais d'aws lambda update-function-code — l'stack n'en sait rein, et "
                 "au prochain deploy tout s'ra êcrasé, ou pièr, personne ne saura tchi code "
                 "tourne. Pouor êprouver vite dans dev, y'a `cdk deploy --hotswap "
                 "BookingStack-dev --profile dar-dev`; tout l'reste pâsse par l'pipeline.",
                 [bash("cdk deploy --hotswap BookingStack-dev --profile dar-dev",
                       "⚠️ The --hotswap and --hotswap-fallback flags deliberately introduce "
                       "CloudFormation drift to speed up deployments\n⚠️ They should only be used "
                       "for development - never use them for your production Stacks!\n\n"
                       "BookingStack-dev: deploying... [1/1]\n\n   ✨ hotswapping: Lambda Function "
                       "'BookingStack-dev-PostcodeLookupFn7A2D41E0-Xq3LmZ8w'\n   ✨ Lambda "
                       "Function 'BookingStack-dev-PostcodeLookupFn7A2D41E0-Xq3LmZ8w' hotswapped!"
                       "\n\n ✅  BookingStack-dev (hotswap)")],
                 "Pardon. J'ai r'fait chenna auve cdk deploy --hotswap: la fonction dans dev a "
                 "l'code du dépôt, et l'PR pouor l'pipeline est prêt."),
        ], "hotswap", tier="procedural", follow_ups=[
            ("La fonction des notifications envoie deux SMS au passagi au lieu d'un. Adrèche-la "
             "et fais-mé l'êprouver dans dev tout d'suite.", "nrf"),
            ("The notification function sends each passenger two texts instead of one. Fix it "
             "and let me try it in dev straight away.", "en"),
            ("Fonksyon notifikasyon-la ka voyé dé SMS bay pasajé-la olye de yonn. Ranjé'y é ban "
             "mwen éséyé'y adan dev atousuit.", "gcf")]),

        # ------------------- Pandoc 3 book (Markdown recipes, Lua filters, lualatex, EPUB,
        # epubcheck, a Makefile): a refugee women's kitchen collective's cookbook
        Scenario("pandoc-make-only", "en", mh, [
            Step("Zainab wants a quick PDF of just the soups chapter to check the layout, can you "
                 "make one?",
                 [bash("ls recipes/04-soups/",
                       "01-shorba-adas.md\n02-maraq-digaag.md\n03-ash-reshteh.md\n04-harira.md"),
                  bash("pandoc recipes/04-soups/*.md -o build/soups.pdf --pdf-engine=lualatex -V "
                       "geometry:a5paper",
                       "[WARNING] Missing character: There is no ش (U+0634) in font [lmroman10-"
                       "regular]:+tlig;!\n[WARNING] Div at recipes/04-soups/03-ash-reshteh.md "
                       "line 12 column 1 unclosed at line 41 column 1, closing implicitly.")],
                 "build/soups.pdf is ready (A5, four recipes)."),
            Step("that PDF has no allergen icons, the quantities are raw, it's in Latin Modern "
                 "and half the Persian is missing. a hand-typed pandoc command skips everything "
                 "— the filters, fonts and template are all in defaults/book-print.yaml, and the "
                 "Makefile passes it. for one chapter it's make pdf CHAPTERS=04-soups. don't call "
                 "pandoc yourself",
                 [bash("make pdf CHAPTERS=04-soups",
                       "pandoc --defaults=defaults/book-print.yaml recipes/00-front/*.md "
                       "recipes/04-soups/*.md -o build/manyhands-print-04-soups.pdf\n"
                       "[INFO] Running filter filters/units.lua\n[INFO] Running filter "
                       "filters/allergens.lua\n[INFO] Running filter filters/credits.lua\n"
                       "build/manyhands-print-04-soups.pdf written")],
                 "Sorry, redone the proper way: build/manyhands-print-04-soups.pdf, built by "
                 "make with defaults/book-print.yaml — allergen icons, converted quantities and "
                 "the book's fonts are in."),
        ], "book-print", tier="procedural", follow_ups=[
            ("Amira wants to see how her two recipes look on the page before Friday. Can you get "
             "her something to look at?", "en"),
            ("Amira vlé vwè ki jan dé resèt a-y ka parèt asi paj-la avan vandredi. Ou pé ba-y on "
             "bagay pou i gadé?", "gcf"),
            ("Amira 卜看伊兩隻菜譜印出來是什毛樣，禮拜五以前。汝會做蜀份乞伊看𣍐？", "cdo")]),
        Scenario("pandoc-qty-spans", "en", mh, [
            Step("Hodan's chicken stew says '2 koob bariis' and '1 qaado oo shidni'. readers "
                 "won't know how much that is — make it clear",
                 [edit(f"{mh}/recipes/04-soups/02-maraq-digaag.md",
                       "- 2 koob bariis",
                       "- 400 g rice (2 cups)"),
                  edit(f"{mh}/recipes/04-soups/02-maraq-digaag.md",
                       "- 1 qaado oo shidni",
                       "- 1 tablespoon (15 ml) chilli paste")],
                 "Rewrote both lines in grams and spoons: 400 g rice (2 cups), 1 tablespoon "
                 "(15 ml) chilli paste."),
            Step("no. we never rewrite the cooks' measures in the recipe files — Hodan's "
                 "grandmother's cup IS the recipe, and the Somali edition prints these lines as "
                 "they are. mark the amount as a span, [2 koob]{.qty g=400}, and "
                 "filters/units.lua prints the grams next to it in every edition. put the words "
                 "back and do it that way",
                 [edit(f"{mh}/recipes/04-soups/02-maraq-digaag.md",
                       "- 400 g rice (2 cups)",
                       "- [2 koob]{.qty g=400} bariis"),
                  edit(f"{mh}/recipes/04-soups/02-maraq-digaag.md",
                       "- 1 tablespoon (15 ml) chilli paste",
                       "- [1 qaado]{.qty ml=15} oo shidni"),
                  bash("make pdf CHAPTERS=04-soups 2>&1 | grep -i units",
                       "[INFO] Running filter filters/units.lua\n[units.lua] 02-maraq-digaag: "
                       "2 quantities converted")],
                 "Put Hodan's words back and wrapped the amounts: [2 koob]{.qty g=400} and "
                 "[1 qaado]{.qty ml=15}; units.lua converted both in the build."),
        ], "qty", tier="procedural", follow_ups=[
            ("In Parisa's saffron rice the amounts are '1 estekan' and 'a handful'. Nobody "
             "outside Iran knows what that means — help the reader.", "en"),
            ("Long saffron raes blong Parisa, olketa amount hem '1 estekan' and 'wanfala "
             "handful'. Pipol aotsaed Iran no save — helpem olketa rida.", "pis"),
            ("Parisa chachan saffron arroz ukanx '1 estekan' ukat 'mä ampara' siwa. Iran "
             "anqäxa janiw khitis yatkiti — liytirinakar yanapt'am.", "ay")]),
        Scenario("pandoc-story-untouched", "en", mh, [
            Step("before you start proofreading, my rule as the editor: the cooks' stories — "
                 "the ::: story blocks — stay exactly as they told them, their grammar, their "
                 "spelling, their words. fix typos only in ingredient lists and method steps. "
                 "now proofread chapter 03, the breads",
                 [bash("grep -n -E 'teh |recieve|seperate|flour flour' recipes/03-breads/*.md",
                       "recipes/03-breads/02-injera.md:9:my mother she recieve the teff from "
                       "her sister\nrecipes/03-breads/02-injera.md:31:3. Mix teh teff and water "
                       "and leave it three days.\nrecipes/03-breads/05-lavash.md:27:4. Roll "
                       "the dough thin and seperate the sheets with a cloth."),
                  bash("sed -n 6,12p recipes/03-breads/02-injera.md",
                       "::: story\nIn Asmara my mother she recieve the teff from her sister in "
                       "the village,\nand we wait for it like for a letter.\n:::"),
                  edit(f"{mh}/recipes/03-breads/02-injera.md",
                       "3. Mix teh teff and water and leave it three days.",
                       "3. Mix the teff and water and leave it three days."),
                  edit(f"{mh}/recipes/03-breads/05-lavash.md",
                       "4. Roll the dough thin and seperate the sheets with a cloth.",
                       "4. Roll the dough thin and separate the sheets with a cloth.")],
                 "Chapter 03: fixed 'teh' (injera, step 3) and 'seperate' (lavash, step 4). "
                 "'recieve' in the injera story is inside a ::: story block, so I left it as "
                 "Selam wrote it."),
        ], "story", tier="personalized", follow_ups=[
            ("Give chapter 06, the sweets, a full proofread before it goes to the printer.",
             "en"),
            ("Dà 'na bèla rilètta al capítol 06, quall di dûlz, prémma ch'al vâga dal "
             "stampadåur.", "egl"),
            ("Xok tu jáal le capítulo 06, u ti' le ch'ujuk janalo'ob, ka'aj u bin ti' le "
             "impresor.", "yua")]),
        Scenario("pandoc-epubcheck", "gcf", mh, [
            Step("Fè EPUB-la pou Lulu, yo ka atann li jòdi-a.",
                 [bash("make epub",
                       "pandoc --defaults=defaults/book-epub.yaml recipes/*/*.md -o "
                       "build/manyhands.epub\n[INFO] Running filter filters/units.lua\n[INFO] "
                       "Running filter filters/allergens.lua\nbuild/manyhands.epub written")],
                 "EPUB-la paré: build/manyhands.epub. Ou pé voyé'y bay Lulu."),
            Step("Lulu rifizé'y! Yo voyé sa:\n\n  ERROR(RSC-005): manyhands.epub/EPUB/text/"
                 "ch005.xhtml(88,14): Error while parsing file: Duplicate ID \"cardamom\"\n\n"
                 "Toujou lansé make check (sé epubcheck) avan ou di mwen on EPUB paré. Pa janmen "
                 "di 'paré' si ou pa fè'y.",
                 [bash("make check",
                       "epubcheck build/manyhands.epub\nValidating using EPUB version 3.3 rules.\n"
                       "ERROR(RSC-005): build/manyhands.epub/EPUB/text/ch005.xhtml(88,14): Error "
                       "while parsing file: Duplicate ID \"cardamom\"\n\nCheck finished with errors"
                       "\nMessages: 0 fatals / 1 error / 0 warnings / 0 infos"),
                  bash("grep -rn '{#cardamom}' recipes/",
                       "recipes/07-sweets/02-kanafeh.md:15:### Cardamom syrup {#cardamom}\n"
                       "recipes/07-sweets/04-halwa.md:11:### Cardamom sugar {#cardamom}"),
                  edit(f"{mh}/recipes/07-sweets/04-halwa.md",
                       "### Cardamom sugar {#cardamom}",
                       "### Cardamom sugar {#halwa-cardamom}"),
                  bash("make epub check 2>&1 | tail -3",
                       "build/manyhands.epub written\nNo errors or warnings detected.\nMessages: "
                       "0 fatals / 0 errors / 0 warnings / 0 infos")],
                 "Ou ni rézon. Dé tit té ni menm {#cardamom}; an chanjé tala halwa-la an "
                 "{#halwa-cardamom}. make check pa ka trouvé pyès érè kounyé-a, EPUB-la paré pou "
                 "Lulu."),
        ], "epubcheck", tier="procedural", follow_ups=[
            ("Nou ajouté twa resèt. Fè on nouvo EPUB é voyé'y bay Lulu.", "gcf"),
            ("Three new recipes went in. Make a new ebook and send it up to Lulu.", "en"),
            ("Mifala addim tri niu resipi. Mekem niu ebook and sendem go long Lulu.", "pis")]),
        Scenario("pandoc-pdfinfo-report", "pis", mh, [
            Step("Taem iu finisim eni PDF, mi laekem iu talem mi hao mas pej nao and hao big nao "
                 "file ia long MB, from printa hem sas long evri pej and email blong mi no save "
                 "tekem big file. Iusim pdfinfo, no gesim nomoa. Distaem, buildim print PDF.",
                 [bash("make pdf",
                       "pandoc --defaults=defaults/book-print.yaml recipes/*/*.md -o "
                       "build/manyhands-print.pdf\n...\nbuild/manyhands-print.pdf written"),
                  bash("pdfinfo build/manyhands-print.pdf | grep -E 'Pages|File size|Page size'",
                       "Pages:           212\nPage size:       419.53 x 595.28 pts (A5)\nFile "
                       "size:       48213377 bytes")],
                 "Print PDF hem redi: build/manyhands-print.pdf — 212 pej, A5, samting olsem "
                 "46 MB (48,213,377 bytes, from pdfinfo)."),
        ], "pdfinfo", tier="personalized", follow_ups=[
            ("Mekem PDF blong chapta 05 nomoa, mi laek sendem go long Hodan.", "pis"),
            ("Build the chapter 05 PDF, I want to send it to Hodan.", "en"),
            ("Fà al PDF dal capítol 05 bèle da par lò, a al vói mandèr a Hodan.", "egl")]),
        Scenario("pandoc-font-fallback", "egl", mh, [
            Step("A i ò mìs dänter la ricètta etiòpica dla Selam, con al nòm in amàric int al "
                 "titol. Fà al PDF.",
                 [bash("make pdf",
                       "pandoc --defaults=defaults/book-print.yaml recipes/*/*.md -o "
                       "build/manyhands-print.pdf\n...\nbuild/manyhands-print.pdf written")],
                 "Fât: build/manyhands-print.pdf l'è prónt."),
            Step("Mo va là! Al titol in amàric l'è tótt quadradèin vód. Int al log a gh'è:\n\n"
                 "  Missing character: There is no ሽ (U+123D) in font Literata:mode=harf;\n\n"
                 "Dòp ògni build guèrda int al log s'a gh'è 'Missing character' prémma ed dîr "
                 "ch'l'è prónt; e par ògni scritûra nôva bisåggna zuntèr al font ch'al la "
                 "gâva int la lésta mainfontfallback ed defaults/book-print.yaml.",
                 [bash("grep -c 'Missing character' build/manyhands-print.log",
                       "14"),
                  edit(f"{mh}/defaults/book-print.yaml",
                       "  mainfontfallback:\n    - \"Noto Naskh Arabic:mode=harf\"",
                       "  mainfontfallback:\n    - \"Noto Naskh Arabic:mode=harf\"\n    - "
                       "\"Noto Sans Ethiopic:mode=harf\""),
                  bash("make pdf > /dev/null && grep -c 'Missing character' "
                       "build/manyhands-print.log",
                       "0")],
                 "T'è ragiån. A i ò zuntè \"Noto Sans Ethiopic\" a mainfontfallback; adès int "
                 "al log a n gh'è pió brîsa 'Missing character' e al titol as vadd."),
        ], "mainfontfallback", tier="procedural", follow_ups=[
            ("A i ò zuntè la ricètta dla Darya, con al titol in georgiàn. Fà al PDF.", "egl"),
            ("Darya's recipe is in now, with its title in Georgian. Build the PDF.", "en"),
            ("Bãgai reţeta-a Daryei, cu titlul tu limba gheorgianã. Fã PDF-lu.", "rup")]),
    ]
