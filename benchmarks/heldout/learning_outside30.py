"""A thirtieth outside set of sessions that teach something, and the later requests that need it.

Written by hand for this held-out set by a writer who had not read the
project's code, tests or any other held-out set's rows. What was read: the collection rules, lines 1-126 of benchmarks/reflexion/learning_outside27.py for the layout only
(its docstring, its imports, the head of `scenarios(base)` and its first Scenario, which show the
Scenario, Step, bash, edit and write call shapes), ../shared/SPEC.md (reflexion at stop,
corrections, tiers), benchmarks/heldout/README.md, the latter only to pick project kinds and
languages no earlier learning set used, and the list of language codes every earlier learning set
used (tmp/heldout35/_learning_languages_used_before.txt). Nothing else under benchmarks/ and no code
was opened. The set was never run, never used for tuning, and written without knowing how lessons
are captured, stored or recalled.

Tiers were set by construction: a session where the human corrects what the agent did in a tool call
(or a claim it made about its work) is "procedural"; one where the human only states how they like
things before the agent does any work is "personalized". Five invented projects of kinds and
organisations absent from the earlier learning sets: a MediaWiki 1.41 extension (SpringSurvey:
abstract schema in sql/tables.json, extension.json hooks and ResourceLoader modules, i18n with
translator documentation, phan, Gerrit review, a Docker dev wiki) of a volunteer group recording the
upland springs and wells of an invented dale; Node-RED 3.1 flows with Mosquitto on a Raspberry Pi
(credentials, context stores, palette nodes, the Admin API, dashboard formats) of a school and
community aquaponics glasshouse; a Qt 6.6 / QML surtitle player in C++ with CMake
(qt_add_qml_module, Qt Linguist, ctest with Qt Quick Test, windeployqt) of an amateur opera company;
a Firebase project (Firestore rules, rules unit tests on the emulator, composite indexes, Cloud
Functions v2 in TypeScript with secrets, staging and prod projects) behind a river clean-up
charity's litter-pick sign-ups; and a Postfix 3.7 / Dovecot 2.3 / Rspamd configuration repository
deployed by make (lookup tables, DKIM selectors, global Sieve scripts, queue checks) of a co-op
publishing translated children's books.

30 sessions (50 human turns, 134 tool actions), 6 per project. 20 are corrections (tier
"procedural", 4/4/4/4/4 per project): the agent works (edits, commands with plausible output, and a
claim about what it did) and the human corrects it, by pasting an error from CI, a browser console
or a log, by pointing at what broke, by stating how the team does it, or with a mild redirect. 10
are stated preferences (tier "personalized", 2/2/2/2/2 per project), given before the work they
apply to. 15 sessions are in English, the other 15 in Gronings (gos), Palatine German (pfl), Hijazi
Arabic (acw), Main-Franconian (vmf), Gan Chinese (gan), Chhattisgarhi (hne), Cajun French (frc),
Lingua Franca Nova / Elefen (lfn), Sudanese Arabic (apd), Jin Chinese (cjy), Magahi (mag), Haryanvi
(bgc), Libyan Arabic (ayl), Doteli (dty), Northern Thai (nod), one each. Each scenario has 3
follow-ups (90 in all): requests from a later session that need the lesson while avoiding its words
(no tool, flag or file name the lesson is about). Exactly one per scenario is in the session's
language (30 of 30 scenarios; 30 follow-ups), so 60 are in another language than their session's:
English 30 in all (15 of them follow-ups of non-English sessions), and gos 3, pfl 3, acw 3, vmf 3,
gan 3, hne 3, frc 3, lfn 3, apd 3, cjy 3, mag 3, bgc 3, ayl 3, dty 3, nod 3 in other sessions'
follow-ups (each of these also has one follow-up in its own session). `expect` is one token the
learned record should contain, chosen as a language-neutral technical token (a file, a flag, a
function, a hook, a setting).

All names, paths, hosts (under .example or in 10.0.0.0/8), task numbers, ids, hashes and outputs are
invented; no credential-shaped value appears (the secrets involved are named or read from a file,
never shown; the one Change-Id is a made-up hex string, and DKIM keys appear only as a placeholder).
Nothing is copied from a public text. The writer is not a fluent speaker of any of the fifteen
languages; many of those sentences will read as a learner's and several lean on the standard
language written beside the variety (Gronings beside Dutch, Palatine and Main-Franconian beside
German, Hijazi, Sudanese and Libyan beside Modern Standard Arabic, Gan and Jin beside Mandarin,
Chhattisgarhi, Magahi and Haryanvi beside Hindi, Doteli beside Nepali, Northern Thai beside Central
Thai, Cajun French beside French; Elefen is a constructed language). Counts in this docstring were
computed by a small script (an ast walk over the scenario list, run on the file's text only).
"""


from __future__ import annotations

from learning_set import Scenario
from sessions import Step, bash, edit, write


def scenarios(base: str) -> list[Scenario]:
    ss = f"{base}/mw-springsurvey"
    gh = f"{base}/fernlea-nodered"
    st = f"{base}/tidewater-surtitler"
    rp = f"{base}/millrace-firebase"
    ik = f"{base}/inkwell-mailconf"
    return [
        # ------------------- MediaWiki 1.41 extension (SpringSurvey): a volunteer group that
        # records the upland springs and wells of Harrowdale on a wiki
        Scenario("mw-schema-hook", "en", ss, [
            Step("the surveyors want to log every visit to a spring (date, flow in litres a minute, "
                 "who went). add a springsurvey_visit table and a Special:LogVisit form that "
                 "writes to it",
                 [write(f"{ss}/sql/springsurvey_visit.sql",
                        "CREATE TABLE /*_*/springsurvey_visit (\n  ssv_id INT UNSIGNED AUTO_INCREMENT "
                        "NOT NULL,\n  ssv_spring INT UNSIGNED NOT NULL,\n  ssv_date BINARY(14) NOT NULL,\n"
                        "  ssv_flow_lpm DECIMAL(6,2) DEFAULT NULL,\n  ssv_actor BIGINT UNSIGNED NOT NULL,\n"
                        "  PRIMARY KEY(ssv_id)\n) /*$wgDBTableOptions*/;\n"),
                  write(f"{ss}/includes/Special/SpecialLogVisit.php",
                        "<?php\nnamespace MediaWiki\\Extension\\SpringSurvey\\Special;\n\n"
                        "use FormSpecialPage;\n\nclass SpecialLogVisit extends FormSpecialPage {\n"
                        "\tpublic function __construct() {\n\t\tparent::__construct( 'LogVisit', "
                        "'springsurvey-log' );\n\t}\n\t// getFormFields() and onSubmit() follow\n}\n"),
                  bash("cd /srv/mw-dev && php maintenance/run.php sql "
                       "extensions/SpringSurvey/sql/springsurvey_visit.sql", "")],
                 "Added the springsurvey_visit table (created on the dev wiki from "
                 "sql/springsurvey_visit.sql) and Special:LogVisit, which saves a visit row."),
            Step("that made the table on your dev box and nowhere else. the live wiki and the "
                 "county records office's mirror never run a loose .sql file, and the mirror is "
                 "SQLite, where AUTO_INCREMENT fails anyway. tables are described once in "
                 "sql/tables.json, the per-database files come out of generateSchemaSql.php, and "
                 "the extension registers them through the LoadExtensionSchemaUpdates hook, so "
                 "that `php maintenance/run.php update` creates them on every wiki. redo it that way",
                 [write(f"{ss}/sql/tables.json",
                        '[\n\t{\n\t\t"name": "springsurvey_visit",\n\t\t"columns": [\n'
                        '\t\t\t{ "name": "ssv_id", "type": "integer", "options": { "autoincrement": '
                        'true, "notnull": true, "unsigned": true } },\n'
                        '\t\t\t{ "name": "ssv_spring", "type": "integer", "options": { "notnull": true, '
                        '"unsigned": true } },\n'
                        '\t\t\t{ "name": "ssv_date", "type": "mwtimestamp", "options": { "notnull": '
                        'true } },\n'
                        '\t\t\t{ "name": "ssv_flow_lpm", "type": "decimal", "options": { "precision": 6, '
                        '"scale": 2, "notnull": false } },\n'
                        '\t\t\t{ "name": "ssv_actor", "type": "bigint", "options": { "notnull": true, '
                        '"unsigned": true } }\n\t\t],\n\t\t"indexes": [],\n\t\t"pk": [ "ssv_id" ]\n'
                        '\t}\n]\n'),
                  bash("cd /srv/mw-dev && for t in mysql sqlite postgres; do php maintenance/run.php "
                       "generateSchemaSql --json extensions/SpringSurvey/sql/tables.json --type $t "
                       "--sql extensions/SpringSurvey/sql/$t/tables-generated.sql; done",
                       "Schema change generated and written to "
                       "extensions/SpringSurvey/sql/mysql/tables-generated.sql\n"
                       "Schema change generated and written to "
                       "extensions/SpringSurvey/sql/sqlite/tables-generated.sql\n"
                       "Schema change generated and written to "
                       "extensions/SpringSurvey/sql/postgres/tables-generated.sql"),
                  write(f"{ss}/includes/Hooks/SchemaHooks.php",
                        "<?php\nnamespace MediaWiki\\Extension\\SpringSurvey\\Hooks;\n\n"
                        "use MediaWiki\\Installer\\Hook\\LoadExtensionSchemaUpdatesHook;\n\n"
                        "class SchemaHooks implements LoadExtensionSchemaUpdatesHook {\n"
                        "\tpublic function onLoadExtensionSchemaUpdates( $updater ) {\n"
                        "\t\t$type = $updater->getDB()->getType();\n"
                        "\t\t$updater->addExtensionTable( 'springsurvey_visit',\n"
                        "\t\t\tdirname( __DIR__, 2 ) . \"/sql/$type/tables-generated.sql\" );\n\t}\n}\n"),
                  edit(f"{ss}/extension.json",
                       '\t"Hooks": {\n\t\t"ParserFirstCallInit": "parser"\n\t},',
                       '\t"Hooks": {\n\t\t"ParserFirstCallInit": "parser",\n'
                       '\t\t"LoadExtensionSchemaUpdates": "schema"\n\t},'),
                  edit(f"{ss}/extension.json",
                       '\t"HookHandlers": {\n',
                       '\t"HookHandlers": {\n\t\t"schema": {\n\t\t\t"class": '
                       '"MediaWiki\\\\Extension\\\\SpringSurvey\\\\Hooks\\\\SchemaHooks"\n\t\t},\n'),
                  bash("rm extensions/SpringSurvey/sql/springsurvey_visit.sql 2>/dev/null; "
                       "cd /srv/mw-dev && php maintenance/run.php update --quick",
                       "...springsurvey_visit table already exists.\n...site_stats is populated "
                       "already.\nDone in 2.1 s.")],
                 "The table now lives in sql/tables.json with generated MySQL, SQLite and Postgres "
                 "files, registered through a LoadExtensionSchemaUpdates handler; update.php "
                 "creates it on any wiki, including the SQLite mirror."),
        ], "LoadExtensionSchemaUpdates", tier="procedural", follow_ups=[
            ("The volunteers also want to note how warm the water is at every visit. Make room for "
             "that so it exists on the live wiki and on the records office's copy as well.", "en"),
            ("D' Leit wolle bei jedem Bsuch aa aufschreim, wie warm des Wasser is. Mach mer do "
             "Platz derfür, dass des fei aa aufm richtigen Wiki und auf der Kopie vom Archiv "
             "ankommt.", "vmf"),
            ("志愿者还要把每回去看泉水个水温记下来。你帮我留个位置，要让正式个wiki同档案馆𠮶副本都有，"
             "莫只在你自家电脑上有哩。", "gan")]),
        Scenario("mw-message-docs", "gos", ss, [
            Step("Wie willen dat de Special:LogVisit pagina ook aine regel laait mit de "
                 "wotertemperatuur. Zet ter aine nije tekst bie veur 't label.",
                 [edit(f"{ss}/includes/Special/SpecialLogVisit.php",
                       "\t\t\t'flow' => [ 'type' => 'float', 'label-message' => 'springsurvey-visit-flow' ],",
                       "\t\t\t'flow' => [ 'type' => 'float', 'label-message' => 'springsurvey-visit-flow' ],\n"
                       "\t\t\t'temp' => [ 'type' => 'float', 'label-message' => 'springsurvey-visit-temp' ],"),
                  edit(f"{ss}/i18n/en.json",
                       '\t"springsurvey-visit-flow": "Flow (litres per minute)",',
                       '\t"springsurvey-visit-flow": "Flow (litres per minute)",\n'
                       '\t"springsurvey-visit-temp": "Water temperature (°C)",'),
                  bash("cd /srv/mw-dev && composer test -d extensions/SpringSurvey",
                       "> parallel-lint . --exclude vendor --exclude node_modules\nChecked 31 files "
                       "in 0.4 seconds\nNo syntax error found\n> phpcs -sp --cache\n"
                       "...............................  31 / 31 (100%)")],
                 "Added a temperature field to Special:LogVisit and its label "
                 "springsurvey-visit-temp to en.json; composer test is clean."),
            Step("CI op Gerrit is rood: \"Message springsurvey-visit-temp lacks documentation in "
                 "qqq.json\" (banana). Elke nije tekst mout ook in i18n/qqq.json, mit ain uutleg "
                 "veur de vertoalers van translatewiki wat 't is en woar 't staait. Dat draait pas "
                 "in npm test, nait in composer test. Dou dat ook.",
                 [edit(f"{ss}/i18n/qqq.json",
                       '\t"springsurvey-visit-flow": "Label of the flow field on [[Special:LogVisit]]. '
                       'The unit is litres per minute.",',
                       '\t"springsurvey-visit-flow": "Label of the flow field on [[Special:LogVisit]]. '
                       'The unit is litres per minute.",\n'
                       '\t"springsurvey-visit-temp": "Label of the water temperature field on '
                       '[[Special:LogVisit]]. The value is entered in degrees Celsius.",'),
                  bash("cd /srv/mw-dev/extensions/SpringSurvey && npm test",
                       "Running \"eslint:all\" (eslint) task\nRunning \"stylelint:all\" (stylelint) "
                       "task\n>> Linted 4 files without errors.\nRunning \"banana:SpringSurvey\" "
                       "(banana) task\n>> 1 message directory checked.\nDone.")],
                 "Documented springsurvey-visit-temp in qqq.json for translators; npm test "
                 "(banana) passes now as well as composer test."),
        ], "qqq.json", tier="procedural", follow_ups=[
            ("Kinst doe op de pagina woar ze ain bezuik invoeren ook ain knoop zetten mit "
             "'verstuur en nog ain'? Zörg dat 't de volgende keer nait weer op Gerrit stokt.", "gos"),
            ("把“保存并再记一条”个按钮加到登记访问𠮶页面上。这回不敢再叫Gerrit上个检查卡住咧，"
             "翻译𠮶人要晓得这句话是做甚嘞。", "cjy"),
            ("On the page where people enter a visit, add a 'save and log another' button. Don't "
             "let it trip the review checks again; whoever translates the wiki should know what "
             "the new wording is for.", "en")]),
        Scenario("mw-resourceloader-files", "en", ss, [
            Step("on spring pages the little map should show a marker for every visit with its flow. "
                 "put that in a new modules/ext.springSurvey.visitMarkers.js and call it from the "
                 "existing map module",
                 [write(f"{ss}/modules/ext.springSurvey.visitMarkers.js",
                        "module.exports = function addVisitMarkers( map, visits ) {\n"
                        "\tvisits.forEach( ( v ) => {\n\t\tmap.addMarker( v.lat, v.lon, "
                        "mw.msg( 'springsurvey-marker-flow', v.flow ) );\n\t} );\n};\n"),
                  edit(f"{ss}/modules/ext.springSurvey.map.js",
                       "\tconst map = new SpringMap( $container );",
                       "\tconst map = new SpringMap( $container );\n"
                       "\tconst addVisitMarkers = require( './ext.springSurvey.visitMarkers.js' );\n"
                       "\taddVisitMarkers( map, mw.config.get( 'wgSpringSurveyVisits' ) );"),
                  bash("cd /srv/mw-dev/extensions/SpringSurvey && npx eslint modules/",
                       "")],
                 "Added visitMarkers.js and wired it into the map module; eslint is clean, so the "
                 "markers should show on the next page view."),
            Step("no markers, and the console says: Error: Cannot require undefined file "
                 "./ext.springSurvey.visitMarkers.js. ResourceLoader only ships the files listed "
                 "for the module in extension.json; a new script has to go into that module's "
                 "packageFiles list (and its messages into \"messages\"), otherwise the browser "
                 "never gets it. please fix it and load the page before saying it works",
                 [edit(f"{ss}/extension.json",
                       '\t\t\t"packageFiles": [\n\t\t\t\t"ext.springSurvey.map.js"\n\t\t\t],\n'
                       '\t\t\t"messages": [\n\t\t\t\t"springsurvey-map-title"\n\t\t\t],',
                       '\t\t\t"packageFiles": [\n\t\t\t\t"ext.springSurvey.map.js",\n'
                       '\t\t\t\t"ext.springSurvey.visitMarkers.js"\n\t\t\t],\n'
                       '\t\t\t"messages": [\n\t\t\t\t"springsurvey-map-title",\n'
                       '\t\t\t\t"springsurvey-marker-flow"\n\t\t\t],'),
                  bash("cd /srv/mw-dev && php maintenance/run.php purgeModuleCache && "
                       "curl -s 'http://localhost:8080/w/load.php?modules=ext.springSurvey.map"
                       "&debug=1' | grep -c visitMarkers",
                       "2")],
                 "Listed visitMarkers.js in the module's packageFiles and its message in messages; "
                 "load.php now serves the file and the markers appear on Spring:Hob_Well."),
        ], "packageFiles", tier="procedural", follow_ups=[
            ("Could you split the tooltip code of the spring map into a file of its own? Last time "
             "a new script never reached the browser, so check it really arrives.", "en"),
            ("झरना वाला नक्सा के टूलटिप कोड ला अलग फाइल म निकाल दव। पिछू बेर नवा स्क्रिप्ट ब्राउजर "
             "तक पहुँचबे नइ करिस, त देख लेहू के सचमुच आवत हावय।", "hne"),
            ("Mais là, tu peux mettre le code des bulles de la carte des sources dans un fichier à "
             "part? La dernière fois le nouveau script a jamais arrivé dans le navigateur, fait que "
             "vérifie qu'il arrive pour vrai.", "frc")]),
        Scenario("mw-db-services", "pfl", ss, [
            Step("Mir brauche e Liste vun alle Quelle, wo seit iwwer eme Johr kenner mehr war. "
                 "Mach des als Special:StaleSprings.",
                 [write(f"{ss}/includes/Special/SpecialStaleSprings.php",
                        "<?php\nnamespace MediaWiki\\Extension\\SpringSurvey\\Special;\n\n"
                        "use SpecialPage;\n\nclass SpecialStaleSprings extends SpecialPage {\n"
                        "\tpublic function execute( $par ) {\n\t\t$this->setHeaders();\n"
                        "\t\t$dbr = wfGetDB( DB_REPLICA );\n\t\t$res = $dbr->newSelectQueryBuilder()\n"
                        "\t\t\t->select( [ 'ss_name', 'last' => 'MAX(ssv_date)' ] )\n"
                        "\t\t\t->from( 'springsurvey_spring' )\n"
                        "\t\t\t->leftJoin( 'springsurvey_visit', null, 'ssv_spring = ss_id' )\n"
                        "\t\t\t->groupBy( 'ss_id' )\n\t\t\t->caller( __METHOD__ )->fetchResultSet();\n"
                        "\t\t// render the table\n\t}\n}\n"),
                  bash("cd /srv/mw-dev && curl -s -o /dev/null -w '%{http_code}' "
                       "http://localhost:8080/wiki/Special:StaleSprings", "200")],
                 "Special:StaleSprings lists the springs with no visit in the last year; the page "
                 "loads on the dev wiki."),
            Step("Die CI secht: \"PhanDeprecatedFunction Call to deprecated function wfGetDB() "
                 "(Deprecated at includes/GlobalFunctions.php:2208)\". Bei uns werd kä globali "
                 "Funktion fer die Datebank meh benutzt: mir holle die Verbindung iwwer die "
                 "Services, MediaWikiServices::getInstance()->getConnectionProvider() un dann "
                 "getReplicaDatabase(), am beschde in de Konstruktor gereicht. Mach des so.",
                 [edit(f"{ss}/includes/Special/SpecialStaleSprings.php",
                       "use SpecialPage;\n\nclass SpecialStaleSprings extends SpecialPage {\n",
                       "use SpecialPage;\nuse Wikimedia\\Rdbms\\IConnectionProvider;\n\n"
                       "class SpecialStaleSprings extends SpecialPage {\n"
                       "\tpublic function __construct(\n\t\tprivate IConnectionProvider $dbProvider\n"
                       "\t) {\n\t\tparent::__construct( 'StaleSprings' );\n\t}\n\n"),
                  edit(f"{ss}/includes/Special/SpecialStaleSprings.php",
                       "\t\t$dbr = wfGetDB( DB_REPLICA );",
                       "\t\t$dbr = $this->dbProvider->getReplicaDatabase();"),
                  edit(f"{ss}/extension.json",
                       '\t\t"StaleSprings": "MediaWiki\\\\Extension\\\\SpringSurvey\\\\Special\\\\'
                       'SpecialStaleSprings"',
                       '\t\t"StaleSprings": {\n\t\t\t"class": "MediaWiki\\\\Extension\\\\SpringSurvey'
                       '\\\\Special\\\\SpecialStaleSprings",\n\t\t\t"services": [ '
                       '"ConnectionProvider" ]\n\t\t}'),
                  bash("cd /srv/mw-dev/extensions/SpringSurvey && composer phan",
                       "> phan -d . --long-progress-bar\nAnalyze 100% 31/31\nNo issues found.")],
                 "The special page now gets an IConnectionProvider injected via \"services\" in "
                 "extension.json and reads with getReplicaDatabase(); phan reports no issues."),
        ], "getConnectionProvider", tier="procedural", follow_ups=[
            ("Kannscht mer noch e Seit mache, wo zeigt, welle Quell de meischte Besuch hat? Die "
             "Kontrolle bei de CI soll diesmol net meckere, wie mir an die Date kumme.", "pfl"),
            ("Add a page that ranks the springs by number of visits. Get at the data the way the "
             "review checks accept this time, not the old global way.", "en"),
            ("एगो पन्ना बना द जे में देखाई कि कउन झरना पर सबसे ढेर बेर लोग गेलइ। डेटा तक पहुँचे के "
             "पुरान ग्लोबल तरीका मत लगइहऽ, CI फेर से गरियाएत।", "mag")]),
        Scenario("mw-gerrit-commit-style", "en", ss, [
            Step("before you touch anything today: I review everything on Gerrit, so when you "
                 "commit, write the message the way Gerrit and I like it: a subject under 60 "
                 "characters in the imperative, a blank line, a short why, then a `Bug: T123` "
                 "footer with the task number I give you, and leave the Change-Id line the hook "
                 "adds alone (never invent one, never drop it when amending). the task: the spring "
                 "infobox should show the date of the last visit. it's T4471",
                 [edit(f"{ss}/includes/Parser/InfoboxRenderer.php",
                       "\t\t$rows[] = $this->row( 'springsurvey-infobox-grid', $spring->getGridRef() );",
                       "\t\t$rows[] = $this->row( 'springsurvey-infobox-grid', $spring->getGridRef() );\n"
                       "\t\t$rows[] = $this->row( 'springsurvey-infobox-lastvisit',\n"
                       "\t\t\t$this->lang->userDate( $spring->getLastVisit(), $this->user ) );"),
                  bash("cd /srv/mw-dev/extensions/SpringSurvey && git commit -qam 'Show last visit "
                       "date in spring infobox\n\nSurveyors plan trips by how long ago a spring "
                       "was visited.\n\nBug: T4471' && git log -1 --format=%B",
                       "Show last visit date in spring infobox\n\nSurveyors plan trips by how long "
                       "ago a spring was visited.\n\nBug: T4471\nChange-Id: "
                       "I5c0e9a27d4b18f63e2a90d7c51b34e8f6a02d917")],
                 "The infobox shows the last visit date. Committed as \"Show last visit date in "
                 "spring infobox\" with a why line and Bug: T4471; the Change-Id is the one the "
                 "commit-msg hook added."),
        ], "Gerrit", tier="personalized", follow_ups=[
            ("Fix the typo in the flow unit label and commit it for me; it's task T4502.", "en"),
            ("Corije la eror de scrive en la eticeta de la unia de flue e fa un comete per me; "
             "esta es la taxe T4502.", "lfn"),
            ("صلّح الغلطة الإملائية في اسم وحدة التدفق وسوّي لي commit، المهمة رقمها T4502.", "apd")]),
        Scenario("mw-docker-devwiki", "acw", ss, [
            Step("قبل ما تبدأ: أبغى كل تجربة تسويها تكون على الويكي حق التطوير اللي في الدوكر عندي "
                 "(docker compose exec mediawiki ...)، لا تلمس wiki-staging.harrowdale-springs.example "
                 "أبداً لأنو المتطوعين يستخدمونه للتدريب. دحين: صفحة النبع تعرض الإحداثيات بالعكس، "
                 "صلّحها.",
                 [edit(f"{ss}/includes/Parser/InfoboxRenderer.php",
                       "\t\t$coords = $spring->getLon() . ', ' . $spring->getLat();",
                       "\t\t$coords = $spring->getLat() . ', ' . $spring->getLon();"),
                  bash("cd /srv/mw-docker && docker compose exec mediawiki php maintenance/run.php "
                       "parse --title 'Spring:Hob_Well' < /dev/null | grep -o '54\\.[0-9]*, "
                       "-2\\.[0-9]*'", "54.3127, -2.4418")],
                 "الإحداثيات صارت خط العرض أولاً؛ جربتها على الويكي اللي في الدوكر بس "
                 "(Spring:Hob_Well يطلع 54.3127, -2.4418) وما لمست الـ staging."),
        ], "docker", tier="personalized", follow_ups=[
            ("جرّب لي إذا صفحة تسجيل الزيارة تشتغل لما يكون التدفق صفر، بس خليك بعيد عن الويكي اللي "
             "يتدربوا عليه المتطوعين.", "acw"),
            ("Try whether the visit form copes with a flow of zero, but keep away from the wiki the "
             "volunteers train on.", "en"),
            ("देखो के visit वाला फॉर्म जीरो फ्लो प चालै सै के कोनी, पर जिस विकी प volunteer सीखैं सैं "
             "उसनै हाथ भी मत लाइयो।", "bgc")]),
        # ------------------- Node-RED 3.1 and Mosquitto on a Raspberry Pi: the Fernlea school and
        # community aquaponics glasshouse (fish tanks, grow beds, pumps, a dashboard)
        Scenario("nodered-broker-credentials", "en", gh, [
            Step("the council moved our broker: point the flows at mqtt.fernlea-glasshouse.example "
                 "port 8883 with TLS, user glasshouse. Ines left the password in "
                 "/home/pi/.secrets/mqtt-glasshouse",
                 [edit(f"{gh}/flows.json",
                       '        "broker": "10.20.4.2",\n        "port": "1883",\n        "usetls": false,',
                       '        "broker": "mqtt.fernlea-glasshouse.example",\n        "port": "8883",\n'
                       '        "usetls": true,\n        "user": "glasshouse",\n'
                       '        "password": "${MQTT_GLASSHOUSE_PASS}",'),
                  edit(f"{gh}/settings.js",
                       "    functionGlobalContext: {\n",
                       "    functionGlobalContext: {\n        mqttPass: require('fs').readFileSync("
                       "'/home/pi/.secrets/mqtt-glasshouse', 'utf8').trim(),\n"),
                  bash("cd ~/.node-red && git add flows.json settings.js && git commit -qm 'New "
                       "broker' && git push -q && sudo systemctl restart nodered && sleep 8 && "
                       "journalctl -u nodered -n 3 --no-pager | cut -c 40-",
                       "[info] Started flows\n[info] [mqtt-broker:glasshouse-broker] Connected to "
                       "broker: glasshouse@mqtts://mqtt.fernlea-glasshouse.example:8883\n"
                       "[info] [mqtt-broker:glasshouse-broker] Connected")],
                 "The broker node points at mqtt.fernlea-glasshouse.example:8883 over TLS as "
                 "glasshouse; the password comes from the file via the environment, and the flows "
                 "reconnected."),
            Step("please don't. flows.json is pushed to the school's public repo, and now it carries "
                 "a username plus a pointer to where the password lives, and settings.js reads the "
                 "secret into global context where any function node can print it. a node's login "
                 "goes into its credentials: Node-RED keeps those in flows_cred.json, encrypted "
                 "with the credentialSecret from settings.js (ours comes from "
                 "NODE_RED_CREDENTIAL_SECRET in the service's environment). set them through the "
                 "editor or our set-creds script and take them out of flows.json and settings.js",
                 [edit(f"{gh}/flows.json",
                       '        "usetls": true,\n        "user": "glasshouse",\n'
                       '        "password": "${MQTT_GLASSHOUSE_PASS}",',
                       '        "usetls": true,'),
                  edit(f"{gh}/settings.js",
                       "    functionGlobalContext: {\n        mqttPass: require('fs').readFileSync("
                       "'/home/pi/.secrets/mqtt-glasshouse', 'utf8').trim(),\n",
                       "    functionGlobalContext: {\n"),
                  bash("cd ~/.node-red && node scripts/set-creds.js --node glasshouse-broker "
                       "--user glasshouse --password-file /home/pi/.secrets/mqtt-glasshouse && "
                       "git status --short",
                       "credentials for glasshouse-broker written (flows_cred.json, encrypted)\n"
                       " M flows.json\n M flows_cred.json\n M settings.js"),
                  bash("cd ~/.node-red && grep -c glasshouse flows_cred.json; git commit -qam "
                       "'Broker login in node credentials' && git push -q && sudo systemctl "
                       "restart nodered && sleep 8 && journalctl -u nodered -n 1 --no-pager | "
                       "cut -c 40-",
                       "0\n[info] [mqtt-broker:glasshouse-broker] Connected to broker: "
                       "glasshouse@mqtts://mqtt.fernlea-glasshouse.example:8883")],
                 "The login is now only in the broker node's credentials, stored encrypted in "
                 "flows_cred.json (no readable trace of it there); flows.json and settings.js are "
                 "clean and the broker reconnected."),
        ], "flows_cred.json", tier="procedural", follow_ups=[
            ("The weather station's HTTP feed now wants an API key. Hook the flow up to it without "
             "the key ending up anywhere the public can read.", "en"),
            ("La station météo veut asteur une clé API pour son flux HTTP. Branche le flow dessus, "
             "mais arrange-toi que la clé se retrouve pas où le monde peut la lire.", "frc"),
            ("La stasion de clima demanda aora un clave de API per sua flue HTTP. Lia la flue a lo, "
             "ma la clave no debe apare en cualce loca do la publica pote leje lo.", "lfn")]),
        Scenario("nodered-persistent-context", "vmf", gh, [
            Step("Der Futterautomat soll mitzähl, wie oft heut scho gfüttert worn is, und nach "
                 "dreimal gibt's nix mehr bis Mitternacht.",
                 [edit(f"{gh}/flows.json",
                       '        "func": "return msg;",\n        "name": "feed-gate",',
                       '        "func": "let n = flow.get(\'feeds\') || 0;\\nif (n >= 3) { '
                       'return null; }\\nflow.set(\'feeds\', n + 1);\\nreturn msg;",\n'
                       '        "name": "feed-gate",'),
                  edit(f"{gh}/flows.json",
                       '        "func": "// midnight\\nreturn msg;",',
                       '        "func": "// midnight\\nflow.set(\'feeds\', 0);\\nreturn msg;",'),
                  bash("curl -s -X POST -H 'Content-Type: application/json' "
                       "-H 'Node-RED-Deployment-Type: nodes' --data @flows.json "
                       "http://10.20.4.15:1880/flows -w '%{http_code}'", "204")],
                 "feed-gate zählt die Fütterungen im Flow-Kontext und lässt ab der dritten nix mehr "
                 "durch; um Mitternacht wird der Zähler zurückgsetzt."),
            Step("Heut früh um sechs hat's an Stromausfall gebn, der Pi is neu gstart, und der "
                 "Zähler war wieder auf null, drum hat der Automat viermal gfüttert. Der "
                 "normale Kontext lebt bloß im Speicher. Bei uns kummt alles, was an Neustart "
                 "überleb muss, in den Speicher 'persistent': in settings.js steht contextStorage "
                 "mit default memory und persistent auf localfilesystem, und im Code schreibst "
                 "flow.set('feeds', n + 1, 'persistent'). Mach des fei a so.",
                 [edit(f"{gh}/settings.js",
                       "    // contextStorage: {\n    //     default: { module: 'memory' }\n    // },",
                       "    contextStorage: {\n        default: { module: 'memory' },\n"
                       "        persistent: { module: 'localfilesystem', config: { flushInterval: 10 } }\n"
                       "    },"),
                  edit(f"{gh}/flows.json",
                       '"func": "let n = flow.get(\'feeds\') || 0;\\nif (n >= 3) { return null; }\\n'
                       'flow.set(\'feeds\', n + 1);\\nreturn msg;",',
                       '"func": "let n = flow.get(\'feeds\', \'persistent\') || 0;\\nif (n >= 3) '
                       '{ return null; }\\nflow.set(\'feeds\', n + 1, \'persistent\');\\nreturn msg;",'),
                  edit(f"{gh}/flows.json",
                       '"func": "// midnight\\nflow.set(\'feeds\', 0);\\nreturn msg;",',
                       '"func": "// midnight\\nflow.set(\'feeds\', 0, \'persistent\');\\nreturn msg;",'),
                  bash("sudo systemctl restart nodered && sleep 10 && ls ~/.node-red/context/*/ && "
                       "cat ~/.node-red/context/3f9a0c1d/flow.json",
                       "flow.json\n{\n    \"feeds\": 1\n}")],
                 "contextStorage hat jetzt 'persistent' (localfilesystem), und feed-gate liest und "
                 "schreibt den Zähler dort; nach dem Neustart stand er noch auf 1."),
        ], "persistent", tier="procedural", follow_ups=[
            ("D' Pumpe soll sich merk, wie viel Minuten sie heut scho glaufen is, aa wenn der Strom "
             "amol weg is und der Pi neu startet.", "vmf"),
            ("The pump should keep track of how many minutes it has run today, even if the power "
             "drops and the Pi comes back up.", "en"),
            ("نبي المضخة تتفكر قداش دقيقة خدمت اليوم، حتى كان الضي طاح والـ Pi عاود شعل من جديد.", "ayl")]),
        Scenario("nodered-palette-userdir", "en", gh, [
            Step("we've fitted DS18B20 probes in the grow beds. install node-red-contrib-ds18b20 "
                 "so we can read them",
                 [bash("sudo npm install -g node-red-contrib-ds18b20",
                       "added 4 packages in 6s"),
                  bash("sudo systemctl restart nodered", "")],
                 "Installed node-red-contrib-ds18b20 and restarted Node-RED; the DS18B20 node is "
                 "ready to use."),
            Step("it isn't in the palette, and a global install like that is what broke last "
                 "spring's Node-RED upgrade. extra nodes go into the user directory: "
                 "cd ~/.node-red && npm install <package>, so it lands in ~/.node-red/package.json, "
                 "which we commit, and the Pi rebuild script picks it up. then restart. undo the "
                 "global one",
                 [bash("sudo npm uninstall -g node-red-contrib-ds18b20", "removed 4 packages in 1s"),
                  bash("cd ~/.node-red && npm install node-red-contrib-ds18b20@1.4.2 && "
                       "grep ds18b20 package.json",
                       "added 4 packages, and audited 212 packages in 9s\n"
                       "    \"node-red-contrib-ds18b20\": \"^1.4.2\""),
                  bash("cd ~/.node-red && git commit -qam 'Add ds18b20 node' && sudo systemctl "
                       "restart nodered && sleep 8 && journalctl -u nodered --no-pager | grep "
                       "-m1 ds18b20 | cut -c 40-",
                       "[info] Node-RED ds18b20 nodes : 1.4.2")],
                 "Removed the global copy and installed the node in ~/.node-red, recorded in its "
                 "package.json and committed; Node-RED loads it and it's in the palette."),
        ], ".node-red", tier="procedural", follow_ups=[
            ("We'd like to get a Telegram message when the pH drifts. Can you get a node for that "
             "into the editor?", "en"),
            ("داير رسالة في تلغرام لما الـ pH يتغير. ممكن تجيب لينا node زي دي في المحرر؟", "apd"),
            ("pH一变就想在Telegram上收个消息。你给编辑器里弄个能做这个𠮶节点，咋弄都行，"
             "就是甭再把升级弄坏咧。", "cjy")]),
        Scenario("nodered-modified-deploy", "gan", gh, [
            Step("把鱼缸水位报警个阈值从18厘米改到15厘米。",
                 [edit(f"{gh}/flows.json",
                       '        "name": "tank-low-level",\n        "property": "payload",\n'
                       '        "rules": [{ "t": "lt", "v": "18", "vt": "num" }],',
                       '        "name": "tank-low-level",\n        "property": "payload",\n'
                       '        "rules": [{ "t": "lt", "v": "15", "vt": "num" }],'),
                  bash("curl -s -X POST -H 'Content-Type: application/json' --data @flows.json "
                       "http://10.20.4.15:1880/flows -w '%{http_code}'", "204")],
                 "tank-low-level 个阈值改成15厘米哩，已经部署上去。"),
            Step("你这一部署，整个流程全部重启哩：水泵𠮶定时器从头开始，渠冇停，一直抽了二十分钟，"
                 "差滴子把床抽干。默认个部署是'full'。我们改东西只部署改动个节点：编辑器里选 "
                 "'Modified Nodes'，用API就加 Node-RED-Deployment-Type: nodes 这个头。再来一遍，"
                 "看下日志冇得'Stopping flows'。",
                 [bash("curl -s -X POST -H 'Content-Type: application/json' "
                       "-H 'Node-RED-Deployment-Type: nodes' --data @flows.json "
                       "http://10.20.4.15:1880/flows -w '%{http_code}'", "204"),
                  bash("journalctl -u nodered --since '-1 min' --no-pager | cut -c 40-",
                       "[info] Stopping modified nodes\n[info] Stopped modified nodes\n"
                       "[info] Starting modified nodes\n[info] Started modified nodes")],
                 "用 Node-RED-Deployment-Type: nodes 重新部署，只重启哩 tank-low-level，"
                 "水泵定时器冇动。"),
        ], "Node-RED-Deployment-Type", tier="procedural", follow_ups=[
            ("喂鱼个时间从七点半改到八点，莫搞到正在转个水泵。", "gan"),
            ("Move the fish feeding from half past seven to eight, without knocking the running "
             "pump's timer back to zero.", "en"),
            ("माछा खुवाउने बखत साढे सात बाट आठ बजे सार। चलिरया पम्पको टाइमर सुरु बाट नहोस् भन्या "
             "ध्यान दिया।", "dty")]),
        Scenario("nodered-limits-node", "en", gh, [
            Step("a preference before you add anything: I want all alarm thresholds in one place, "
                 "the 'limits' change node on the startup tab that fills global.limits once at "
                 "boot. no numbers typed into switch or function nodes; they read "
                 "global.limits.<name>. now: add an ammonia alarm when it goes above 1.0 mg/l",
                 [edit(f"{gh}/flows.json",
                       '            { "t": "set", "p": "limits.ph_low", "pt": "global", "to": "6.4", '
                       '"tot": "num" },',
                       '            { "t": "set", "p": "limits.ph_low", "pt": "global", "to": "6.4", '
                       '"tot": "num" },\n            { "t": "set", "p": "limits.nh3_high", "pt": '
                       '"global", "to": "1.0", "tot": "num" },'),
                  edit(f"{gh}/flows.json",
                       '        "name": "nh3-reading",',
                       '        "name": "nh3-reading",\n        "wires": [["nh3-alarm"]],'),
                  write(f"{gh}/nodes/nh3-alarm.js",
                        "// reads fernlea/bed1/nh3/state, writes fernlea/alarms/nh3\n"
                        "const lim = global.get('limits').nh3_high;\n"
                        "if (msg.payload > lim) {\n    return { topic: 'fernlea/alarms/nh3', "
                        "payload: `NH3 ${msg.payload} mg/l over ${lim}` };\n}\nreturn null;\n"),
                  bash("cd ~/.node-red && node scripts/inline-functions.js && curl -s -X POST "
                       "-H 'Content-Type: application/json' -H 'Node-RED-Deployment-Type: nodes' "
                       "--data @flows.json http://10.20.4.15:1880/flows -w '%{http_code}'", "204")],
                 "The 1.0 mg/l threshold is set in the limits node as global.limits.nh3_high and "
                 "the new nh3-alarm function reads it from there; nothing is hard-coded."),
        ], "global.limits", tier="personalized", follow_ups=[
            ("Warn us when the fish tank water gets colder than 18 degrees.", "en"),
            ("जब मछरी वाला टंकी के पानी 18 डिग्री से ठंडा हो जाए त हमनी के चेतावनी भेज द।", "mag"),
            ("जिब मच्छी आळी टंकी का पाणी 18 डिग्री तै ठंडा हो ज्या, तो म्हारे ताहीं चेतावणी भेज दियो।",
             "bgc")]),
        Scenario("nodered-dashboard-format", "hne", gh, [
            Step("काम सुरू करे के पहिली: मोला डैसबोर्ड म जम्मो तापमान एक दसमलव के संग चाही (जइसे "
                 "21.4 °C), अउ समय 24 घंटा वाला HH:mm म, AM/PM नइ। अब बीज वाला टेबल के तापमान ला "
                 "डैसबोर्ड म देखा दव।",
                 [edit(f"{gh}/flows.json",
                       '        "name": "seed-bench-temp",\n        "format": "{{msg.payload}}",',
                       '        "name": "seed-bench-temp",\n        "format": "{{msg.payload | '
                       'number:1}} °C · {{msg.time}}",'),
                  edit(f"{gh}/flows.json",
                       '        "func": "// seed bench\\nreturn msg;",',
                       '        "func": "// seed bench\\nmsg.time = new Date().toLocaleTimeString('
                       '\'en-GB\', { hour: \'2-digit\', minute: \'2-digit\', hour12: false }); // '
                       'HH:mm\\nreturn msg;",'),
                  bash("curl -s -X POST -H 'Content-Type: application/json' "
                       "-H 'Node-RED-Deployment-Type: nodes' --data @flows.json "
                       "http://10.20.4.15:1880/flows -w '%{http_code}'", "204")],
                 "बीज वाला टेबल के तापमान अब डैसबोर्ड म '21.4 °C · 14:05' जइसे देखाथे: एक दसमलव, "
                 "अउ समय HH:mm म।"),
        ], "HH:mm", tier="personalized", follow_ups=[
            ("पौधा वाला टेबल के नमी ला घलो डैसबोर्ड म देखा दव, संग म पढ़े के समय।", "hne"),
            ("Put the seedling bench's humidity on the dashboard too, with the time it was read.",
             "en"),
            ("เอาความชื้นของโต๊ะกล้าไม้ขึ้นหน้าแดชบอร์ดตวยเน่อ กับเวลาที่อ่านค่าได้แหม", "nod")]),
        # ------------------- Qt 6.6 / QML surtitle player in C++ with CMake: Tidewater Opera, an
        # amateur company that projects translated surtitles above the stage
        Scenario("qt-qml-module-files", "en", st, [
            Step("the operator wants a side panel listing the next five cues. make a CueList.qml "
                 "and show it to the right of the preview in Main.qml",
                 [write(f"{st}/qml/CueList.qml",
                        "import QtQuick\nimport QtQuick.Controls\n\nListView {\n    id: root\n"
                        "    required property var cues\n    model: cues.upcoming(5)\n"
                        "    delegate: Label { text: modelData.number + '  ' + modelData.text }\n}\n"),
                  edit(f"{st}/qml/Main.qml",
                       "        PreviewPane { id: preview; Layout.fillWidth: true }",
                       "        PreviewPane { id: preview; Layout.fillWidth: true }\n"
                       "        CueList { cues: player.cues; Layout.preferredWidth: 280 }"),
                  bash("cmake --build build -j8", "[ 96%] Built target surtitler\n"
                       "[100%] Built target surtitlerplugin")],
                 "Added CueList.qml and put it beside the preview in Main.qml; the build is clean."),
            Step("builds, but starting it: qrc:/qt/qml/Surtitler/qml/Main.qml:41:9: CueList is not "
                 "a type. Main.qml is compiled into the Surtitler QML module, and a .qml file only "
                 "belongs to the module if it's listed under QML_FILES in the qt_add_qml_module() "
                 "call in CMakeLists.txt; a file lying next to it isn't picked up. add it there, "
                 "reconfigure, and actually start the app before you say it works",
                 [edit(f"{st}/CMakeLists.txt",
                       "    QML_FILES\n        qml/Main.qml\n        qml/PreviewPane.qml",
                       "    QML_FILES\n        qml/Main.qml\n        qml/PreviewPane.qml\n"
                       "        qml/CueList.qml"),
                  bash("cmake -S . -B build && cmake --build build -j8 && "
                       "QT_QPA_PLATFORM=offscreen timeout 5 ./build/surtitler --selftest",
                       "-- Configuring done (0.8s)\n-- Generating done (0.1s)\n"
                       "[100%] Built target surtitler\nselftest: Main.qml loaded, 0 warnings")],
                 "CueList.qml is now in QML_FILES of qt_add_qml_module; after reconfiguring, the "
                 "app starts and Main.qml loads without the 'is not a type' error."),
        ], "qt_add_qml_module", tier="procedural", follow_ups=[
            ("Make the clock in the corner its own component so we can reuse it on the stage "
             "manager's screen, and check it shows up when the program starts.", "en"),
            ("把角上𠮶钟表做成个单独𠮶组件，舞台监督𠮶屏幕上也要用。弄好咧开一下程序，看它出来不出来。",
             "cjy"),
            ("कोना वाला घड़ी के अलग कम्पोनेंट बना द, ताकि स्टेज मैनेजर वाला स्क्रीन पर भी लगा सकीं, अउर "
             "प्रोग्राम चालू करके देख लऽ कि ऊ लउकऽ हे।", "mag")]),
        Scenario("qt-qstr-translations", "frc", st, [
            Step("Mais là, mets un bouton «Noir» dans la barre d'en haut pour éteindre le "
                 "projecteur entre les actes, avec une petite bulle qui dit à quoi ça sert.",
                 [edit(f"{st}/qml/TopBar.qml",
                       "        Button { text: \"Next\"; onClicked: player.next() }",
                       "        Button { text: \"Next\"; onClicked: player.next() }\n"
                       "        Button {\n            text: \"Blackout\"\n"
                       "            ToolTip.visible: hovered\n"
                       "            ToolTip.text: \"Hide all surtitles until pressed again\"\n"
                       "            onClicked: player.blackout = !player.blackout\n        }"),
                  bash("cmake --build build -j8", "[100%] Built target surtitler")],
                 "J'ai mis un bouton Blackout avec sa bulle dans TopBar.qml; ça compile."),
            Step("Le monde de la traduction a rien vu: le bouton reste en anglais en mode "
                 "français, pis la bulle aussi. Icitte chaque texte que l'opérateur voit passe par "
                 "qsTr(), sinon lupdate le ramasse pas dans i18n/surtitler_fr.ts. Après ça on roule "
                 "la cible update_translations pour rafraîchir les .ts. Arrange-ça comme ça.",
                 [edit(f"{st}/qml/TopBar.qml",
                       "            text: \"Blackout\"",
                       "            text: qsTr(\"Blackout\")"),
                  edit(f"{st}/qml/TopBar.qml",
                       "            ToolTip.text: \"Hide all surtitles until pressed again\"",
                       "            ToolTip.text: qsTr(\"Hide all surtitles until pressed again\")"),
                  bash("cmake --build build --target update_translations",
                       "Updating 'i18n/surtitler_fr.ts'...\n    Found 48 source text(s) (2 new and "
                       "46 already existing)\nUpdating 'i18n/surtitler_cy.ts'...\n    Found 48 "
                       "source text(s) (2 new and 46 already existing)")],
                 "Les deux textes passent par qsTr() asteur; update_translations les a ajoutés "
                 "dans les .ts français et gallois, prêts pour les traducteurs."),
        ], "qsTr", tier="procedural", follow_ups=[
            ("Ajoute un message «Fichier de cues introuvable» quand l'opérateur ouvre un mauvais "
             "chemin, pis fais en sorte que les traducteurs le voient passer.", "frc"),
            ("Zet ter ain melden 'bestand mit cues nait vonden' bie as de bediener ain verkeerd pad "
             "opent, en zörg dat de vertoalers dat ook te zain kriegen.", "gos"),
            ("Show a 'cue file not found' message when the operator opens a wrong path, and make "
             "sure the people doing the French and Welsh versions get to see it.", "en")]),
        Scenario("qt-ctest-offscreen", "en", st, [
            Step("add a Qt Quick test that checks the blackout hides the surtitle text",
                 [write(f"{st}/tests/tst_blackout.qml",
                        "import QtQuick\nimport QtTest\nimport Surtitler\n\nTestCase {\n"
                        "    name: \"Blackout\"\n    SurtitleView { id: view; text: \"Ah, fors'è lui\" }\n"
                        "    function test_hides() {\n        view.blackout = true\n"
                        "        compare(view.textItem.visible, false)\n    }\n}\n"),
                  bash("cmake --build build -j8 && ./build/tests/tst_qml",
                       "********* Start testing of qmltestrunner *********\n"
                       "PASS   : qmltestrunner::Blackout::test_hides()\nTotals: 3 passed, 0 failed"),
                  ],
                 "Added tests/tst_blackout.qml; the QML test runner passes it."),
            Step("on the CI runner it dies with \"qt.qpa.xcb: could not connect to display\" and "
                 "the job is red; you ran the binary by hand on your desktop. we run tests through "
                 "ctest --test-dir build --output-on-failure, and the QML tests need "
                 "QT_QPA_PLATFORM=offscreen (set it on the test with set_tests_properties so it "
                 "works the same everywhere). then run it the CI way",
                 [edit(f"{st}/tests/CMakeLists.txt",
                       "add_test(NAME tst_qml COMMAND tst_qml -input ${CMAKE_CURRENT_SOURCE_DIR})",
                       "add_test(NAME tst_qml COMMAND tst_qml -input ${CMAKE_CURRENT_SOURCE_DIR})\n"
                       "set_tests_properties(tst_qml PROPERTIES ENVIRONMENT "
                       "\"QT_QPA_PLATFORM=offscreen\")"),
                  bash("cmake -S . -B build && cmake --build build -j8 && env -u DISPLAY "
                       "ctest --test-dir build --output-on-failure",
                       "Test project /home/ci/tidewater-surtitler/build\n    Start 1: tst_cues\n"
                       "1/2 Test #1: tst_cues .........................   Passed    0.05 sec\n"
                       "    Start 2: tst_qml\n2/2 Test #2: tst_qml ..........................   "
                       "Passed    0.61 sec\n\n100% tests passed, 0 tests failed out of 2")],
                 "tst_qml now runs with QT_QPA_PLATFORM=offscreen via set_tests_properties; with "
                 "no display, ctest passes both tests like the CI job will."),
        ], "offscreen", tier="procedural", follow_ups=[
            ("Write a test that the font shrinks when a surtitle runs over two lines, and make "
             "sure it passes on the build server, which has no screen.", "en"),
            ("एक टेस्ट लिखो के जिब सुपरटाइटल दो लाइन तै लाम्बा हो ज्या तो फोंट छोटा हो ज्यै, अर ध्यान "
             "राखियो के बिल्ड सर्वर प भी पास हो, उड़ै कोई स्क्रीन कोनी।", "bgc"),
            ("اكتب اختبار يتأكد إن الخط يصغر كان الترجمة طالت على سطرين، وشوف إنه يعدّي حتى على "
             "سيرفر البناء اللي ما عندهش شاشة.", "ayl")]),
        Scenario("qt-windeployqt", "lfn", st, [
            Step("Per favore, fa un zip de la programa per la portable de la cabina de lus, cual "
                 "usa Windows 11. La spetaculo es saturdi.",
                 [bash("cmake --build build-win --config Release",
                       "surtitler.vcxproj -> C:\\src\\surtitler\\build-win\\Release\\surtitler.exe"),
                  bash("Compress-Archive -Path build-win\\Release\\surtitler.exe -DestinationPath "
                       "dist\\surtitler-2.3.zip", "")],
                 "La zip dist\\surtitler-2.3.zip conteni la programa compilada en modo Release."),
            Step("En la portable lo no comensa: \"The code execution cannot proceed because "
                 "Qt6Quick.dll was not found.\" La exe sola no basta. Nos pasa sempre windeployqt "
                 "con --qmldir qml sur la exe ante fa la zip, afin ce la DLL de Qt, la plugins e la "
                 "modulos QML es copiada a lado. Fa lo tal.",
                 [bash("C:\\Qt\\6.6.3\\msvc2019_64\\bin\\windeployqt.exe --release --qmldir qml "
                       "build-win\\Release\\surtitler.exe",
                       "Updating Qt6Core.dll.\nUpdating Qt6Gui.dll.\nUpdating Qt6Qml.dll.\n"
                       "Updating Qt6Quick.dll.\nCreating directory qml/QtQuick/Controls.\n"
                       "Creating qt_fr.qm...\nCreating qt_cy.qm..."),
                  bash("Compress-Archive -Force -Path build-win\\Release\\* -DestinationPath "
                       "dist\\surtitler-2.3.zip; Expand-Archive dist\\surtitler-2.3.zip "
                       "C:\\tmp\\try -Force; C:\\tmp\\try\\surtitler.exe --selftest",
                       "selftest: Main.qml loaded, 0 warnings")],
                 "Me ia pasa windeployqt con --qmldir qml, e la zip nova conteni la exe con sua "
                 "DLL e modulos QML; desziputa en un dossier vacua, lo comensa bon."),
        ], "windeployqt", tier="procedural", follow_ups=[
            ("La compania de Bristol vole usa nosa programa sur sua portable de Windows. Fa un "
             "paceta ce funsiona ala sin ce on instala Qt.", "lfn"),
            ("Die Kumpanie aus Bristol will unser Programm uff ihrm Windows-Laptop laafe losse. "
             "Mach e Paket, wo do drowwe aa ohne Qt-Installation laaft.", "pfl"),
            ("The Bristol company wants to run our player on their Windows laptop. Make a package "
             "that works there without anyone installing Qt.", "en")]),
        Scenario("qt-member-naming", "en", st, [
            Step("one thing about how I like the C++ before we start: members are m_camelCase, "
                 "every Q_PROPERTY has a NOTIFY signal named <prop>Changed, and setters return "
                 "early if the value is the same. now give the player a fadeMs property (how long "
                 "a surtitle fades in)",
                 [edit(f"{st}/src/player.h",
                       "    Q_PROPERTY(bool blackout READ blackout WRITE setBlackout NOTIFY blackoutChanged)",
                       "    Q_PROPERTY(bool blackout READ blackout WRITE setBlackout NOTIFY blackoutChanged)\n"
                       "    Q_PROPERTY(int fadeMs READ fadeMs WRITE setFadeMs NOTIFY fadeMsChanged)"),
                  edit(f"{st}/src/player.h",
                       "    bool m_blackout = false;",
                       "    bool m_blackout = false;\n    int m_fadeMs = 250;"),
                  edit(f"{st}/src/player.cpp",
                       "void Player::setBlackout(bool on)",
                       "void Player::setFadeMs(int ms)\n{\n    if (m_fadeMs == ms)\n        return;\n"
                       "    m_fadeMs = ms;\n    emit fadeMsChanged();\n}\n\n"
                       "void Player::setBlackout(bool on)"),
                  bash("cmake --build build -j8", "[100%] Built target surtitler")],
                 "Added fadeMs (m_fadeMs, default 250 ms) with NOTIFY fadeMsChanged and an early "
                 "return in setFadeMs; it builds."),
        ], "m_", tier="personalized", follow_ups=[
            ("Give the player a setting for how many lines a surtitle may use, so the operator "
             "can change it from QML.", "en"),
            ("प्लेयरमा एउटा सेटिङ थप्दे, एक सुपरटाइटलले कति लाइन लिन सक्छ भन्न्या, अपरेटरले QML बाट "
             "बदल्न सकोस्।", "dty"),
            ("ใส่ค่าตั้งในตัวเล่นหื้อบอกว่าคำบรรยายอันนึงใช้ได้กี่บรรทัด หื้อคนคุมเปลี่ยนจาก QML ได้เน่อ", "nod")]),
        Scenario("qt-commit-area-prefix", "apd", st, [
            Step("قبل ما تبدأ: أنا داير كل commit يكون صغير، حاجة واحدة بس، والرسالة بالإنجليزي "
                 "وتبدأ بالمنطقة بين أقواس مربعة زي [player] أو [ui] أو [build]. هسي: "
                 "الترجمة بتطلع قبل الموسيقى بنص ثانية، أخّر ظهورها.",
                 [edit(f"{st}/src/player.cpp",
                       "    m_showTimer.start(cue.offsetMs);",
                       "    m_showTimer.start(cue.offsetMs + m_leadInMs);"),
                  edit(f"{st}/src/player.h",
                       "    int m_fadeMs = 250;",
                       "    int m_fadeMs = 250;\n    int m_leadInMs = 500;"),
                  bash("git commit -qam '[player] Delay surtitle display by 500 ms lead-in' && "
                       "git log -1 --oneline",
                       "8c41d2e [player] Delay surtitle display by 500 ms lead-in")],
                 "أخّرت الظهور بنص ثانية (m_leadInMs = 500) وعملت commit واحد: "
                 "\"[player] Delay surtitle display by 500 ms lead-in\"."),
        ], "[player]", tier="personalized", follow_ups=[
            ("الزرار بتاع الإطفاء لونو باهت شديد في الضلمة، خليهو أوضح وسجّل التغيير.", "apd"),
            ("زر الإطفاء لونه باهت مرة في الظلمة، خلّيه أوضح وسوّي commit للتغيير.", "acw"),
            ("The blackout button is too faint in the dark booth; make it stand out more and "
             "commit the change.", "en")]),
        # ------------------- Firebase (Firestore rules and indexes, Cloud Functions v2 in
        # TypeScript, emulators): the Millrace River Clean-up charity's litter-pick sign-ups
        Scenario("firebase-deploy-only", "en", rp, [
            Step("the reminder email goes out 48 hours before a pick; make it 24 and put it live",
                 [edit(f"{rp}/functions/src/reminders.ts",
                       "const HOURS_BEFORE = 48;",
                       "const HOURS_BEFORE = 24;"),
                  bash("cd functions && npm run build && cd .. && firebase deploy",
                       "=== Deploying to 'millrace-prod'...\ni  deploying firestore, functions, "
                       "hosting\n+  firestore: released rules firestore.rules to cloud.firestore\n"
                       "+  functions[europe-west2-sendReminders]: Successful update operation.\n"
                       "+  functions[europe-west2-onSignup]: Successful update operation.\n"
                       "+  hosting[millrace-prod]: release complete\n\n+  Deploy complete!")],
                 "Reminders now go 24 hours before; deployed, and the deploy completed."),
            Step("that pushed everything to prod: the half-finished rules on main and Gita's "
                 "hosting work that wasn't ready. we never run a bare deploy. it goes to staging "
                 "first (firebase use staging), and only the piece that changed, with --only, "
                 "e.g. --only functions:sendReminders; prod gets the same --only after someone "
                 "checks staging. roll back the rules and hosting and do it that way",
                 [bash("git stash -q && git checkout -q v1.14.0 -- firestore.rules && firebase "
                       "use prod && firebase deploy --only firestore:rules && firebase hosting:"
                       "rollback --project millrace-prod && git checkout -q main -- "
                       "firestore.rules && git stash pop -q",
                       "+  firestore: released rules firestore.rules to cloud.firestore\n"
                       "+  hosting: rolled back to version 5c3e91a (released 2026-11-28)"),
                  bash("firebase use staging && firebase deploy --only functions:sendReminders",
                       "=== Deploying to 'millrace-staging'...\n"
                       "+  functions[europe-west2-sendReminders]: Successful update operation.\n"
                       "+  Deploy complete!")],
                 "Put prod's rules back to v1.14.0 and rolled hosting back; the 24-hour change is "
                 "on staging only (--only functions:sendReminders), ready for prod with the same "
                 "--only once someone has checked it."),
        ], "--only", tier="procedural", follow_ups=[
            ("The thank-you email should also say how many bags the group collected. Get it out "
             "to the volunteers.", "en"),
            ("إيميل الشكر لازم يقول زادة قداش من كيس لمّت المجموعة. وصّله للمتطوعين.", "ayl"),
            ("धन्यवाद वाला इमेलमा टोलीले कति झोला फोहोर जम्म गर्यो भन्या पनि लेख्या। अनि स्वयंसेवकहरू "
             "सम्म पुर्या।", "dty")]),
        Scenario("firestore-composite-index", "cjy", rp, [
            Step("活动页面上要按河段筛，再按日子排序，最近个在上头。你给弄一下。",
                 [edit(f"{rp}/web/src/events.ts",
                       "const q = query(collection(db, 'events'), orderBy('date'));",
                       "const q = query(collection(db, 'events'), where('reach', '==', reach),\n"
                       "  orderBy('date', 'desc'));"),
                  bash("cd web && npm run build", "vite v5.4.2 building for production...\n"
                       "✓ 212 modules transformed.\n✓ built in 3.41s")],
                 "events.ts 按 reach 筛、按 date 倒序排咧，编译过咧。"),
            Step("打开页面甚也没有，控制台：FAILED_PRECONDITION: The query requires an index. You "
                 "can create it here: https://console.firebase.google.com/... 俺们不敢在控制台上点"
                 "那个链接，点咧就只有生产上有，staging同模拟器里没有。复合索引都写到 "
                 "firestore.indexes.json 里头，提交，再 firebase deploy --only firestore:indexes。"
                 "就这么弄。",
                 [edit(f"{rp}/firestore.indexes.json",
                       '  "indexes": [\n',
                       '  "indexes": [\n    {\n      "collectionGroup": "events",\n'
                       '      "queryScope": "COLLECTION",\n      "fields": [\n'
                       '        { "fieldPath": "reach", "order": "ASCENDING" },\n'
                       '        { "fieldPath": "date", "order": "DESCENDING" }\n      ]\n    },\n'),
                  bash("firebase use staging && firebase deploy --only firestore:indexes",
                       "=== Deploying to 'millrace-staging'...\n+  firestore: deployed indexes "
                       "in firestore.indexes.json successfully for (default) database\n"
                       "+  Deploy complete!"),
                  bash("git add firestore.indexes.json web/src/events.ts && git commit -qm 'Events "
                       "by reach, newest first (index)' && git log -1 --oneline",
                       "41be7a0 Events by reach, newest first (index)")],
                 "索引写进 firestore.indexes.json 咧，用 --only firestore:indexes 部署到staging，"
                 "页面出来咧；也提交咧。"),
        ], "firestore.indexes.json", tier="procedural", follow_ups=[
            ("志愿者页面上要按区县筛，再按捡𠮶袋子数排，多𠮶在前头。弄好咧不敢叫它在staging上又出甚也没有。",
             "cjy"),
            ("Auf der Helferseit soll mer nach Landkreis filtern und nach der Zahl vo de Säck "
             "sortier, die meisten zuerscht. Und fei so, dass es aa auf staging ned wieder leer "
             "bleibt.", "vmf"),
            ("On the volunteers page, filter by district and sort by bags collected, most first, "
             "and don't let it come up empty on staging again.", "en")]),
        Scenario("firestore-rules-tests", "en", rp, [
            Step("team leaders should be able to edit the bag count of their own event, nobody "
                 "else's. change the rules",
                 [edit(f"{rp}/firestore.rules",
                       "      allow update: if isAdmin();",
                       "      allow update: if isAdmin()\n        || (request.auth.uid == "
                       "resource.data.leaderUid\n            && request.resource.data.diff("
                       "resource.data).affectedKeys().hasOnly(['bags']));"),
                  bash("firebase use staging && firebase deploy --only firestore:rules",
                       "+  cloud.firestore: rules file firestore.rules compiled successfully\n"
                       "+  firestore: released rules firestore.rules to cloud.firestore")],
                 "Leaders can now update only the bags field of events they lead; the rules "
                 "compiled and are on staging."),
            Step("compiling says nothing about who can do what. last time a rule like this let any "
                 "signed-in user write because leaderUid was missing on old events. every rules "
                 "change comes with cases in tests/rules/ and runs with npm run test:rules, which "
                 "is firebase emulators:exec --only firestore around the @firebase/rules-unit-"
                 "testing suite. write the allowed and denied cases and run them before any deploy",
                 [write(f"{rp}/tests/rules/events-bags.test.ts",
                        "import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';\n"
                        "import { env, seedEvent } from './setup';\n\n"
                        "test('leader may change bags', async () => {\n"
                        "  await seedEvent('e1', { leaderUid: 'lena', bags: 3 });\n"
                        "  const db = env.authenticatedContext('lena').firestore();\n"
                        "  await assertSucceeds(db.doc('events/e1').update({ bags: 9 }));\n});\n\n"
                        "test('leader may not change the date', async () => {\n"
                        "  const db = env.authenticatedContext('lena').firestore();\n"
                        "  await assertFails(db.doc('events/e1').update({ date: '2027-01-02' }));\n});\n\n"
                        "test('other user may not change bags', async () => {\n"
                        "  const db = env.authenticatedContext('omar').firestore();\n"
                        "  await assertFails(db.doc('events/e1').update({ bags: 1 }));\n});\n\n"
                        "test('no leader on old event denies everyone but admins', async () => {\n"
                        "  await seedEvent('old', { bags: 2 });\n"
                        "  const db = env.authenticatedContext('omar').firestore();\n"
                        "  await assertFails(db.doc('events/old').update({ bags: 5 }));\n});\n"),
                  bash("npm run test:rules",
                       "> firebase emulators:exec --only firestore 'vitest run tests/rules'\n"
                       "i  emulators: Starting emulators: firestore\n"
                       " ✓ tests/rules/events-bags.test.ts (4 tests) 412ms\n"
                       " ✓ tests/rules/signups.test.ts (7 tests) 530ms\n"
                       " Test Files  2 passed (2)\n      Tests  11 passed (11)\n"
                       "+  Script exited successfully (code 0)")],
                 "Added four allowed/denied cases in tests/rules/events-bags.test.ts, including an "
                 "old event without leaderUid; npm run test:rules passes all 11 against the "
                 "emulator."),
        ], "emulators:exec", tier="procedural", follow_ups=[
            ("Volunteers should be able to cancel their own sign-up but not anybody else's. "
             "Change what the database allows.", "en"),
            ("อาสาสมัครควรยกเลิกการลงชื่อของตัวเองได้ แต่บ่ใช่ของคนอื่น ปรับสิ่งที่ฐานข้อมูลยอมหื้อเน่อ",
             "nod"),
            ("Vrijwilligers mouten heur aigen anmelden ofzeggen kinnen, mor nait dij van aander "
             "lu. Pas aan wat de databank toulaait.", "gos")]),
        Scenario("functions-define-secret", "mag", rp, [
            Step("नया पिकअप बुक होए पर Mailjet से हमनी के ग्रुप के इमेल जाए के चाही। Mailjet के API "
                 "key पहिले से Gita के पास हे, ओकरा functions में लगा द।",
                 [edit(f"{rp}/functions/src/onSignup.ts",
                       "import { onDocumentCreated } from 'firebase-functions/v2/firestore';",
                       "import { onDocumentCreated } from 'firebase-functions/v2/firestore';\n"
                       "import * as functions from 'firebase-functions';\n"
                       "const mailjetKey = functions.config().mailjet.key;"),
                  bash("firebase functions:config:set mailjet.key=\"$(cat ~/mailjet.key)\"",
                       "+  Functions config updated.")],
                 "onSignup.ts अब Mailjet के key functions.config() से पढ़ऽ हे; config सेट हो "
                 "गेलइ।"),
            Step("staging पर emulator चलइली त error: \"functions.config() is no longer available "
                 "in Cloud Functions for Firebase v2\". हमनी के सब functions v2 हे। गुप्त चीज "
                 "defineSecret('MAILJET_KEY') से आवऽ हे, function के options में secrets: "
                 "[mailjetKey] लिखऽ हे, अउर मान firebase functions:secrets:set MAILJET_KEY से "
                 "Secret Manager में रखऽ हे। ओही तरीका से कर।",
                 [edit(f"{rp}/functions/src/onSignup.ts",
                       "import * as functions from 'firebase-functions';\n"
                       "const mailjetKey = functions.config().mailjet.key;",
                       "import { defineSecret } from 'firebase-functions/params';\n"
                       "const mailjetKey = defineSecret('MAILJET_KEY');"),
                  edit(f"{rp}/functions/src/onSignup.ts",
                       "export const onSignup = onDocumentCreated('signups/{id}', async (event) => {",
                       "export const onSignup = onDocumentCreated(\n  { document: 'signups/{id}', "
                       "secrets: [mailjetKey] },\n  async (event) => {"),
                  bash("firebase use staging && firebase functions:secrets:set MAILJET_KEY "
                       "--data-file ~/mailjet.key && firebase functions:config:unset mailjet",
                       "+  Created a new secret version projects/millrace-staging/secrets/"
                       "MAILJET_KEY/versions/1\n+  Functions config updated."),
                  bash("cd functions && npm run build && cd .. && firebase deploy --only "
                       "functions:onSignup",
                       "+  functions[europe-west2-onSignup]: Successful update operation.\n"
                       "+  Deploy complete!")],
                 "अब key defineSecret('MAILJET_KEY') से आवऽ हे, onSignup के secrets में दर्ज हे, "
                 "अउर मान Secret Manager में रखल गेलइ; staging पर deploy हो गेलइ।"),
        ], "defineSecret", tier="procedural", follow_ups=[
            ("नदी के पानी के स्तर वाला सरकारी सेवा के टोकन मिलल हे। पिकअप से पहिले जाँच करे वाला "
             "function में ओकरा लगा द।", "mag"),
            ("河水水位𠮶那个政府服务给我们发哩一个令牌。把渠用到捡垃圾之前做检查𠮶那个函数里头去。", "gan"),
            ("We've been given a token for the government river-level service. Use it in the "
             "function that checks conditions before a pick.", "en")]),
        Scenario("firestore-timestamps", "en", rp, [
            Step("how I want data stored, before you add anything: times are Firestore "
                 "Timestamps, and when the server decides the time it's serverTimestamp(), never a "
                 "string or a number of milliseconds; collection names are plural camelCase. now "
                 "record when a volunteer checks in at a pick",
                 [edit(f"{rp}/web/src/checkin.ts",
                       "export async function checkIn(eventId: string, uid: string) {",
                       "export async function checkIn(eventId: string, uid: string) {\n"
                       "  await setDoc(doc(db, 'events', eventId, 'checkIns', uid), {\n"
                       "    uid,\n    checkedInAt: serverTimestamp(),\n  });"),
                  bash("cd web && npx tsc --noEmit && npm run test:rules", "+  Script exited "
                       "successfully (code 0)")],
                 "Check-ins are written to events/{id}/checkIns/{uid} with checkedInAt set by "
                 "serverTimestamp()."),
        ], "serverTimestamp", tier="personalized", follow_ups=[
            ("Record when a team leader marks a pick as finished.", "en"),
            ("Halt aa feschd, wann de Teamleiter e Sammelaktion als fertig markiert.", "pfl"),
            ("سجّل متى قائد الفريق يعلّم إن الحملة خلصت.", "acw")]),
        Scenario("user-strings-plain", "bgc", rp, [
            Step("काम तै पहल्यां: ऐप में जो भी बात volunteer नै दिखै, वा सीधी-सादी भाषा में होणी "
                 "चाहिए, कोई technical शब्द कोनी, अर सारी बात web/src/strings.ts में एक जगहां "
                 "राखियो, component में सीधी कोनी लिखणी। इब: जिब pick पूरा भर ज्या तो sign up "
                 "आळा बटन प बात बदलो।",
                 [edit(f"{rp}/web/src/strings.ts",
                       "  signUp: 'Sign me up',",
                       "  signUp: 'Sign me up',\n  pickFull: 'This pick is full. Try another date "
                       "near you.',"),
                  edit(f"{rp}/web/src/components/SignUpButton.tsx",
                       "      {S.signUp}",
                       "      {event.spaces === 0 ? S.pickFull : S.signUp}"),
                  bash("cd web && npx tsc --noEmit", "")],
                 "भरे होए pick प बटन इब 'This pick is full. Try another date near you.' दिखावै "
                 "सै; बात strings.ts में सै।"),
        ], "strings.ts", tier="personalized", follow_ups=[
            ("जिब फोन का internet चला ज्या, तो volunteer नै जो बात दिखै सै, उसनै बदलो।", "bgc"),
            ("जब इंटरनेट चल दिही त वालंटियर ला का देखाथे, ओ बात ला बने सरल कर दव।", "hne"),
            ("Change what volunteers see when their phone loses the connection.", "en")]),
        # ------------------- Postfix 3.7, Dovecot 2.3 and Rspamd configuration in git: the mail
        # server of Inkwell & Ferry, a co-op publishing translated children's books
        Scenario("postfix-postmap", "en", ik, [
            Step("we've taken on a new translator, Adaeze. make rights@inkwell-ferry.example go to "
                 "both Mirela and her",
                 [edit(f"{ik}/postfix/virtual",
                       "rights@inkwell-ferry.example      mirela@inkwell-ferry.example",
                       "rights@inkwell-ferry.example      mirela@inkwell-ferry.example, "
                       "adaeze@inkwell-ferry.example"),
                  bash("make deploy HOST=mx1 && ssh mx1.inkwell-ferry.example sudo postfix reload",
                       "rsync postfix/ -> mx1.inkwell-ferry.example:/etc/postfix/\n"
                       "postfix check: ok\npostfix/postfix-script: refreshing the Postfix mail "
                       "system")],
                 "rights@ now goes to Mirela and Adaeze; deployed and Postfix reloaded."),
            Step("Adaeze got nothing. maillog: to=<rights@inkwell-ferry.example>, relay=dovecot, "
                 "... delivered to mirela only. postfix doesn't read the text file, it reads "
                 "virtual.db; after changing any lookup table (virtual, sender_access, "
                 "transport) you run postmap on it, and our make deploy only does that if the "
                 "table is listed in MAPS in the Makefile. this one isn't. fix both and send a "
                 "test",
                 [edit(f"{ik}/Makefile",
                       "MAPS = postfix/transport postfix/sender_access",
                       "MAPS = postfix/transport postfix/sender_access postfix/virtual"),
                  bash("make deploy HOST=mx1",
                       "rsync postfix/ -> mx1.inkwell-ferry.example:/etc/postfix/\n"
                       "postmap hash:/etc/postfix/transport\npostmap hash:/etc/postfix/sender_access\n"
                       "postmap hash:/etc/postfix/virtual\npostfix check: ok"),
                  bash("ssh mx1.inkwell-ferry.example 'postmap -q rights@inkwell-ferry.example "
                       "hash:/etc/postfix/virtual; echo test | mail -s t rights@inkwell-ferry.example;"
                       " sleep 3; sudo grep -c \"adaeze.*status=sent\" /var/log/mail.log'",
                       "mirela@inkwell-ferry.example, adaeze@inkwell-ferry.example\n1")],
                 "The virtual table is now in MAPS, so make deploy runs postmap on it; the lookup "
                 "returns both addresses and the test mail reached Adaeze."),
        ], "postmap", tier="procedural", follow_ups=[
            ("Make orders@ also reach the new warehouse person, Tomasz, and check a message "
             "really gets to him.", "en"),
            ("Zörg dat orders@ ook bie Tomasz, de nije man in 't pakhoes, ankomt, en kiek of ain "
             "bericht hom echt bereikt.", "gos"),
            ("Mach, dass orders@ aa beim Tomasz ankummt, dem Neie im Lager, un guck, ob e Mail "
             "werklich bei ihm landt.", "pfl")]),
        Scenario("mailconf-deploy-from-git", "ayl", ik, [
            Step("المراسلات الكبيرة ترجع: الرسامين يبعتوا ملفات 30 ميغا والحد توا 20. "
                 "كبّر الحد لـ 40.",
                 [bash("ssh mx1.inkwell-ferry.example 'sudo postconf -e message_size_limit="
                       "41943040 && sudo postfix reload'",
                       "postfix/postfix-script: refreshing the Postfix mail system")],
                 "كبّرت message_size_limit لـ 40 ميغا على mx1 وعملت reload."),
            Step("لا، ما تبدلش حاجة على السيرفر بيدك. الإعدادات كلها في الـ git، وكل مرة "
                 "نديروا make deploy HOST=mx1 ينكتب main.cf من الريبو وتغييرك يضيع، وحتى mx2 "
                 "ما يعرفش بيه. بدّل في postfix/main.cf في الريبو، اعمل commit، ومن بعد make "
                 "deploy للزوز، هو يدير postfix check قبل الـ reload.",
                 [edit(f"{ik}/postfix/main.cf",
                       "message_size_limit = 20971520",
                       "message_size_limit = 41943040"),
                  bash("git commit -qam 'Raise message_size_limit to 40 MB for artwork' && "
                       "make deploy HOST=mx1 && make deploy HOST=mx2",
                       "rsync postfix/ -> mx1.inkwell-ferry.example:/etc/postfix/\npostfix check: ok\n"
                       "postfix/postfix-script: refreshing the Postfix mail system\n"
                       "rsync postfix/ -> mx2.inkwell-ferry.example:/etc/postfix/\npostfix check: ok\n"
                       "postfix/postfix-script: refreshing the Postfix mail system"),
                  bash("for h in mx1 mx2; do ssh $h.inkwell-ferry.example postconf -h "
                       "message_size_limit; done", "41943040\n41943040")],
                 "التغيير توا في postfix/main.cf في الريبو مع commit، وتنشر بـ make deploy على "
                 "mx1 و mx2؛ الزوز يقولوا 41943040."),
        ], "make deploy", tier="procedural", follow_ups=[
            ("نبوا نزيدوا وقت الانتظار قبل ما يرجع البريد اللي ما وصلش لثلاث أيام. بدّله.", "ayl"),
            ("On voudrait que le courrier pas livré reste trois jours dans la file avant de "
             "revenir. Change ça.", "frc"),
            ("Keep undeliverable mail trying for three days before it bounces back to the sender. "
             "Change that for us.", "en")]),
        Scenario("dkim-selector-rotation", "en", ik, [
            Step("the DKIM key is from 2021 and 1024 bits; rotate it to a 2048-bit one",
                 [bash("ssh mx1.inkwell-ferry.example 'sudo rspamadm dkim_keygen -b 2048 -s "
                       "ink2021 -d inkwell-ferry.example -k /var/lib/rspamd/dkim/ink2021.key'",
                       "ink2021._domainkey IN TXT ( \"v=DKIM1; k=rsa; \"\n"
                       "\t\"p=<2048-bit public key, 392 characters>\" ) ;"),
                  bash("cd dns && sed -i 's/^ink2021._domainkey.*/ink2021._domainkey 3600 IN TXT "
                       "\"v=DKIM1; k=rsa; p=<new public key>\"/' inkwell-ferry.example.zone && "
                       "make push", "zone inkwell-ferry.example: serial 2026120701, pushed to "
                       "ns1 and ns2")],
                 "Generated a 2048-bit key under the same selector ink2021 and updated the DNS "
                 "record; mail is signed with the new key."),
            Step("for the next hour Gmail and the printers' server rejected us: dkim=fail (bad "
                 "signature). resolvers still had the old key cached under ink2021 while we "
                 "already signed with the new one. a new key always gets a new selector (we name "
                 "them inkYYYYMM): publish it, wait until dig shows it from outside and the old "
                 "TTL has passed, only then switch selector in rspamd's dkim_signing.conf, and "
                 "keep the old record for a week. do it that way now",
                 [bash("ssh mx1.inkwell-ferry.example 'sudo rspamadm dkim_keygen -b 2048 -s "
                       "ink202612 -d inkwell-ferry.example -k /var/lib/rspamd/dkim/ink202612.key'",
                       "ink202612._domainkey IN TXT ( \"v=DKIM1; k=rsa; \"\n"
                       "\t\"p=<2048-bit public key, 392 characters>\" ) ;"),
                  edit(f"{ik}/dns/inkwell-ferry.example.zone",
                       "; dkim",
                       "; dkim\nink202612._domainkey 3600 IN TXT \"v=DKIM1; k=rsa; p=<ink202612 "
                       "public key>\""),
                  bash("cd dns && make push && sleep 3600 && dig +short TXT "
                       "ink202612._domainkey.inkwell-ferry.example @9.9.9.9 | cut -c1-24",
                       "zone inkwell-ferry.example: serial 2026120702, pushed to ns1 and ns2\n"
                       "\"v=DKIM1; k=rsa; p=MIIB"),
                  edit(f"{ik}/rspamd/local.d/dkim_signing.conf",
                       "selector = \"ink2021\";",
                       "selector = \"ink202612\";"),
                  bash("make deploy HOST=mx1 && make deploy HOST=mx2 && echo t | mail -s dkim "
                       "check@dkimvalidator.example && sleep 20 && ssh mx1.inkwell-ferry.example "
                       "'grep -m1 ink202612 /var/log/rspamd/rspamd.log | cut -c 60-'",
                       "postfix check: ok\npostfix check: ok\nDKIM_SIGNED(0.00){inkwell-ferry."
                       "example:s=ink202612;}")],
                 "New selector ink202612 published and visible from outside after the old TTL; "
                 "only then did rspamd switch to it. Mail now signs with s=ink202612; the "
                 "ink2021 record stays in the zone until 14 December."),
        ], "selector", tier="procedural", follow_ups=[
            ("The newsletter platform wants to sign our mail with its own key too. Set that up "
             "without a single message failing the signature checks on the way.", "en"),
            ("منصة النشرة البريدية تبغى توقّع إيميلاتنا بمفتاحها هي برضو. جهّز الموضوع بدون ولا "
             "رسالة تفشل في فحص التوقيع وقت التغيير.", "acw"),
            ("D' Newsletter-Plattform will unsre Mails aa mit ihrm eigne Schlüssel unterschreib. "
             "Richt des ei, ohne dass a einzige Mail dabei durch die Signaturprüfung fällt.", "vmf")]),
        Scenario("dovecot-sievec", "dty", ik, [
            Step("स्प्याम भनिया मेलहरू सबैको Junk फोल्डरमा जान पड्यो। सबै खाताका लागि नियम लेखिदे।",
                 [write(f"{ik}/dovecot/sieve/before.d/10-spam-to-junk.sieve",
                        "require [\"fileinto\", \"mailbox\"];\n"
                        "if header :contains \"X-Spam\" \"Yes\" {\n"
                        "    fileinto :create \"Junk\";\n    stop;\n}\n"),
                  bash("make deploy HOST=mx1", "rsync dovecot/ -> mx1.inkwell-ferry.example:"
                       "/etc/dovecot/\ndoveconf: ok\ndovecot reloaded")],
                 "sieve_before भित्र 10-spam-to-junk.sieve राख्यूँ; अब स्प्याम Junk मा जान्छ।"),
            Step("अइले पनि इनबक्समा स्प्याम आइरइछ। लगमा: \"sieve: binary "
                 "/etc/dovecot/sieve/before.d/10-spam-to-junk.svbin not writable, cannot save "
                 "compiled script\"। vmail ले /etc/dovecot मा लेख्न सक्दैन, त्यसैले सबैको लागि "
                 "चल्ने स्क्रिप्ट आफैँ कम्पाइल हुँदैन। हामी यस्ता स्क्रिप्टलाई डिप्लोय गर्दा sievec "
                 "ले कम्पाइल गर्छौँ, र .svbin पनि सँगै जान्छ। यसै गरी गर।",
                 [edit(f"{ik}/Makefile",
                       "\trsync -a dovecot/ $(HOST).inkwell-ferry.example:/etc/dovecot/",
                       "\trsync -a dovecot/ $(HOST).inkwell-ferry.example:/etc/dovecot/\n"
                       "\tssh $(HOST).inkwell-ferry.example 'sudo sievec /etc/dovecot/sieve/before.d/'"),
                  bash("make deploy HOST=mx1 && ssh mx1.inkwell-ferry.example 'ls "
                       "/etc/dovecot/sieve/before.d/; sudo doveadm sieve list -u mirela 2>/dev/null; "
                       "sudo grep -c \"fileinto action: stored mail into mailbox .Junk.\" "
                       "/var/log/dovecot.log'",
                       "10-spam-to-junk.sieve\n10-spam-to-junk.svbin\n3")],
                 "Makefile ले अब deploy मा sievec चलाउँछ; .svbin बन्यो र लगमा तीन वटा स्प्याम Junk "
                 "मा गयाका देखिन्छन्।"),
        ], "sievec", tier="procedural", follow_ups=[
            ("सबै खातामा 'बिदामा छु' भन्या स्वचालित जवाफ लगाइदे, सबैका लागि एकै नियम।", "dty"),
            ("Pone un responde automatica 'me es en vacanse' per tota contas, con un regula comun "
             "per totas.", "lfn"),
            ("Put an 'I'm on holiday' automatic reply in place for every account at once, one "
             "shared rule for all.", "en")]),
        Scenario("postfix-reload-queue", "en", ik, [
            Step("how I want changes on the mail servers handled, before you start: between 8 "
                 "and 18 it's reload, never restart, and show me the queue size (the last line of "
                 "postqueue -p) before and after, so I can see nothing piled up. now: turn on "
                 "postscreen's greeting test on mx2",
                 [bash("ssh mx2.inkwell-ferry.example 'sudo postqueue -p | tail -1'",
                       "-- 14 Kbytes in 3 Requests."),
                  edit(f"{ik}/postfix/main.cf",
                       "postscreen_greet_action = ignore",
                       "postscreen_greet_action = enforce"),
                  bash("git commit -qam 'mx: enforce postscreen greet test' && make deploy HOST=mx2 "
                       "&& sleep 300 && ssh mx2.inkwell-ferry.example 'sudo postqueue -p | tail -1'",
                       "postfix check: ok\npostfix/postfix-script: refreshing the Postfix mail "
                       "system\n-- 9 Kbytes in 2 Requests.")],
                 "postscreen_greet_action is enforce on mx2, applied with a reload (11:40). Queue "
                 "before: 3 requests (14 KB); five minutes after: 2 requests (9 KB)."),
        ], "postqueue", tier="personalized", follow_ups=[
            ("Lower the number of parallel deliveries to the printers' server on mx1; they "
             "complained we're hammering it.", "en"),
            ("mx1 上往印刷厂服务器同时投递𠮶数目调低滴，渠们话我们发得太凶哩。", "gan"),
            ("mx1 म छापाखाना वाला सर्वर कोती एक संग जावत मेल के गिनती ला कम कर दव, ओमन कहिन के हमन "
             "बहुत जोर से भेजत हावन।", "hne")]),
        Scenario("mail-changes-log", "nod", ik, [
            Step("ก่อนจะยะหยัง: ข้าใค่หื้อคำตอบสั้นๆ แล้วเอาคำสั่งที่ใช้แต้ๆ ไว้ตอนท้าย หื้อข้าก๊อปไปใส่ "
                 "docs/CHANGES.md ได้เลย แล้วเจ้าก็เพิ่มบรรทัดใน docs/CHANGES.md หื้อตวยเน่อ. "
                 "ตอนนี้: บล็อกผู้ส่ง offers@cheap-paper.example",
                 [edit(f"{ik}/postfix/sender_access",
                       "# blocked senders",
                       "# blocked senders\noffers@cheap-paper.example   REJECT"),
                  edit(f"{ik}/docs/CHANGES.md",
                       "## 2026-12\n",
                       "## 2026-12\n- 2026-12-07 block sender offers@cheap-paper.example "
                       "(sender_access; make deploy HOST=mx1, HOST=mx2)\n"),
                  bash("git commit -qam 'Block offers@cheap-paper.example' && make deploy HOST=mx1 "
                       "&& make deploy HOST=mx2", "postmap hash:/etc/postfix/sender_access\n"
                       "postfix check: ok\npostmap hash:/etc/postfix/sender_access\npostfix check: ok")],
                 "บล็อกแล้วเจ้า ใส่บรรทัดใน docs/CHANGES.md แล้ว\n\n"
                 "make deploy HOST=mx1\nmake deploy HOST=mx2"),
        ], "CHANGES.md", tier="personalized", follow_ups=[
            ("ข้าใค่หื้อเมลจากโรงพิมพ์ใหม่ press.lanna-print.example บ่ถูกคัดเป็นสแปมเน่อ ยะหื้อแน่", "nod"),
            ("داير البريد الجاي من المطبعة الجديدة press.lanna-print.example ما يتصنّف سبام. ظبّطها.",
             "apd"),
            ("Make sure mail from the new printer press.lanna-print.example never gets marked as "
             "spam.", "en")]),
    ]
