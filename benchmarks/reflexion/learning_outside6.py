"""A sixth outside set of sessions that teach something, and the later requests that need it.

Written by hand from the Scenario format alone (the Scenario dataclass and the Step/bash/edit
helpers, and the first lines of the fifth set for its layout), never used for tuning, and written
without reading how lessons are captured, stored or recalled. Five invented projects of kinds
absent from the earlier learning sets: a Kotlin and Jetpack Compose Android app that elevator
maintenance technicians use offline in the shafts, a PHP Laravel shop that sells spare parts for
espresso machines, a Haskell compiler for a small language that targets WebAssembly, a NixOS
flake that runs the tills and kiosks of a bakery chain's fourteen branches, and Scala 3 Spark jobs
over a municipal utility's smart-meter readings in Delta Lake. In each session the agent works
(edits, commands with realistic output, or a claim it makes) and then the human corrects it,
sharply or mildly (a pasted CI, lint or crash log after the agent said it was done, "why did you
...?", "that number is wrong because ...", a reminder of how the team does it), or states a
personal preference with nothing to correct. User turns are typed the way people type in a
terminal chat: lowercase, some typos, some run-on sentences. About half the sessions are in
English, the rest in German, French, Italian, Spanish or Portuguese. Follow-ups are requests from
a later session that need the lesson without repeating its words, some in the session's language,
some in another. `tier` is the tier the lesson belongs to: procedural for corrections of how the
work is done, personalized for the principal's preferences. All names, paths, numbers and outputs
are invented; nothing is copied from a public text.
"""

from __future__ import annotations

from learning_set import Scenario
from sessions import Step, bash, edit


def scenarios(base: str) -> list[Scenario]:
    kt = f"{base}/liftlog-android"
    lar = f"{base}/cremaparts"
    hs = f"{base}/kestrel"
    nix = f"{base}/ofen-fleet"
    sc = f"{base}/meterlake"
    ktsrc = f"{kt}/app/src/main/java/com/vertalifts/liftlog"
    return [
        # ------------------------------------------------------------------ Kotlin Android app
        Scenario("kt-room-migration", "en", kt, [
            Step("add the door type to inspections (enum SWING, SLIDING_CENTER, SLIDING_SIDE), "
                 "it needs to show in the checklist header",
                 [edit(f"{ktsrc}/data/InspectionEntity.kt", "    val floorCount: Int,\n",
                       "    val floorCount: Int,\n    @ColumnInfo(name = \"door_type\") "
                       "val doorType: DoorType = DoorType.SWING,\n"),
                  edit(f"{ktsrc}/data/LiftlogDatabase.kt",
                       "@Database(entities = [InspectionEntity::class, PhotoEntity::class], "
                       "version = 7)",
                       "@Database(entities = [InspectionEntity::class, PhotoEntity::class], "
                       "version = 8)"),
                  edit(f"{ktsrc}/di/AppModule.kt",
                       "Room.databaseBuilder(ctx, LiftlogDatabase::class.java, \"liftlog.db\")\n"
                       "            .build()",
                       "Room.databaseBuilder(ctx, LiftlogDatabase::class.java, \"liftlog.db\")\n"
                       "            .fallbackToDestructiveMigration()\n            .build()"),
                  edit(f"{ktsrc}/ui/checklist/ChecklistHeader.kt",
                       "        Text(inspection.address, style = "
                       "MaterialTheme.typography.titleMedium)",
                       "        Text(inspection.address, style = "
                       "MaterialTheme.typography.titleMedium)\n"
                       "        DoorTypeChip(inspection.doorType)"),
                  bash("./gradlew :app:testDebugUnitTest",
                       "> Task :app:kspDebugKotlin\n> Task :app:compileDebugKotlin\n"
                       "> Task :app:testDebugUnitTest\n\nBUILD SUCCESSFUL in 48s\n"
                       "61 actionable tasks: 14 executed, 47 up-to-date")],
                 "Added `doorType` to InspectionEntity with a TypeConverter, bumped the database "
                 "to version 8 and show it as a chip in ChecklistHeader. Unit tests pass."),
            Step("wait why is there fallbackToDestructiveMigration in AppModule now?? the techs "
                 "work offline for whole days in the shafts, the unsynced inspections live in that "
                 "db. the next app update would wipe a days work on every tablet. never "
                 "destructive, write a real Migration(7, 8) with the ALTER TABLE and a "
                 "MigrationTestHelper test against the exported schemas/7.json",
                 [edit(f"{ktsrc}/di/AppModule.kt",
                       "            .fallbackToDestructiveMigration()\n",
                       "            .addMigrations(MIGRATION_6_7, MIGRATION_7_8)\n"),
                  edit(f"{ktsrc}/data/Migrations.kt", "val MIGRATION_6_7 = ",
                       "val MIGRATION_7_8 = object : Migration(7, 8) {\n    override fun migrate("
                       "db: SupportSQLiteDatabase) {\n        db.execSQL(\"ALTER TABLE inspections "
                       "ADD COLUMN door_type TEXT NOT NULL DEFAULT 'SWING'\")\n    }\n}\n\n"
                       "val MIGRATION_6_7 = "),
                  edit(f"{kt}/app/src/androidTest/java/com/vertalifts/liftlog/data/"
                       "MigrationTest.kt", "class MigrationTest {",
                       "class MigrationTest {\n    @Test\n    fun "
                       "migrate7To8_keepsUnsyncedDrafts() "
                       "{\n        helper.createDatabase(DB, 7).use { it.execSQL(INSERT_DRAFT_V7) }"
                       "\n        val db = helper.runMigrationsAndValidate(DB, 8, true, "
                       "MIGRATION_7_8)"),
                  bash("./gradlew :app:connectedDebugAndroidTest -Pandroid."
                       "testInstrumentationRunnerArguments.class=com.vertalifts.liftlog.data."
                       "MigrationTest",
                       "Starting 2 tests on Pixel_6_API_34(AVD) - 14\n\nPixel_6_API_34(AVD) - 14 "
                       "Tests 2/2 completed. (0 skipped) (0 failed)\n\nBUILD SUCCESSFUL in 1m "
                       "37s")],
                 "Removed the destructive fallback. MIGRATION_7_8 adds door_type with default "
                 "'SWING'; MigrationTest creates a v7 database with an unsynced draft, migrates "
                 "and checks the draft is still there."),
        ], "destructive", follow_ups=[
            ("the customer wants to sign on the tablet at the end, store the signature file path "
             "on the inspection", "en"),
            ("wir brauchen in der lokalen DB eine Tabelle für Ersatzteilbestellungen, kannst du "
             "die anlegen?", "de"),
            ("renomme la colonne tech_note en remarks dans la base de l'appli", "fr")]),
        Scenario("kt-ktlint", "en", kt, [
            Step("the photo thumbnails in the checklist look squashed, keep the aspect ratio and "
                 "crop them square",
                 [edit(f"{ktsrc}/ui/checklist/PhotoStrip.kt",
                       "            contentScale = ContentScale.FillBounds,",
                       "            contentScale = ContentScale.Crop,\n            modifier = "
                       "Modifier.size(72.dp).aspectRatio(1f).clip(RoundedCornerShape(6.dp))"
                       ".border(1.dp, MaterialTheme.colorScheme.outlineVariant, "
                       "RoundedCornerShape(6.dp)),"),
                  bash("./gradlew assembleDebug",
                       "BUILD SUCCESSFUL in 1m 2s\n43 actionable tasks: 6 executed, 37 "
                       "up-to-date")],
                 "Thumbnails now crop to a 72dp square with rounded corners. The debug build is "
                 "green, ready to merge."),
            Step("ci:\n> Task :app:ktlintMainSourceSetCheck FAILED\n/home/runner/work/"
                 "liftlog-android/app/src/main/java/com/vertalifts/liftlog/ui/checklist/"
                 "PhotoStrip.kt:41:1 Exceeded max line length (120) (standard:max-line-length)\n"
                 "/home/runner/work/liftlog-android/app/src/main/java/com/vertalifts/liftlog/ui/"
                 "checklist/PhotoStrip.kt:41:35 Argument should be on a separate line (unless all "
                 "arguments can fit a single line) (standard:argument-list-wrapping)\n\n"
                 "FAILURE: Build failed with an exception.\n\nassembleDebug doesnt run any of the "
                 "checks. ./gradlew ktlintCheck detekt before you tell me something is ready, "
                 "every time pls",
                 [edit(f"{ktsrc}/ui/checklist/PhotoStrip.kt",
                       "            modifier = Modifier.size(72.dp).aspectRatio(1f)",
                       "            modifier =\n                Modifier\n                    "
                       ".size(72.dp)\n                    .aspectRatio(1f)"),
                  bash("./gradlew ktlintCheck detekt",
                       "> Task :app:ktlintMainSourceSetCheck\n> Task :app:ktlintTestSourceSetCheck"
                       "\n> Task :app:detekt\n\nBUILD SUCCESSFUL in 23s\n"
                       "9 actionable tasks: 3 executed, 6 up-to-date")],
                 "Wrapped the modifier chain one call per line; ktlintCheck and detekt pass."),
        ], "ktlint", follow_ups=[
            ("i moved the sync worker into its own file and renamed a few things, ok to push?",
             "en"),
            ("ho finito il refactoring del ViewModel della checklist, è pronto per la PR?", "it"),
            ("ya terminé la pantalla de login, ¿la puedo mergear?", "es")]),
        Scenario("kt-strings", "de", kt, [
            Step("mach auf dem abschluss screen einen button 'Prüfung abschließen' und wenn noch "
                 "punkte offen sind einen dialog 'Es sind noch 3 Punkte offen' mit der richtigen "
                 "zahl",
                 [edit(f"{ktsrc}/ui/finish/FinishScreen.kt", "    Column(modifier = modifier) {",
                       "    Column(modifier = modifier) {\n        Button(onClick = { if "
                       "(openCount "
                       "== 0) onFinish() else showWarning = true }) {\n            Text(\"Prüfung "
                       "abschließen\")\n        }"),
                  edit(f"{ktsrc}/ui/finish/FinishScreen.kt", "    if (showWarning) {",
                       "    if (showWarning) {\n        AlertDialog(\n            text = { "
                       "Text(\"Es "
                       "sind noch $openCount Punkte offen\") },"),
                  bash("./gradlew :app:compileDebugKotlin", "BUILD SUCCESSFUL in 19s")],
                 "Button und Dialog sind drin, der Dialog zeigt die Zahl der offenen Punkte."),
            Step("die texte hast du hart reingeschrieben, das geht bei uns nich – ein drittel der "
                 "techniker sind polen und die app läuft bei denen auf polnisch. alle texte in "
                 "res/values/strings.xml, und values-pl und values-en gleich mitpflegen. die zahl "
                 "als plurals, nicht mit $openCount in den string gebaut, polnisch hat mehr "
                 "formen als deutsch",
                 [edit(f"{kt}/app/src/main/res/values/strings.xml", "</resources>",
                       "    <string name=\"finish_inspection\">Prüfung abschließen</string>\n"
                       "    <plurals name=\"open_items_warning\">\n        <item "
                       "quantity=\"one\">Es "
                       "ist noch %d Punkt offen</item>\n        <item quantity=\"other\">Es sind "
                       "noch %d Punkte offen</item>\n    </plurals>\n</resources>"),
                  edit(f"{kt}/app/src/main/res/values-pl/strings.xml", "</resources>",
                       "    <string name=\"finish_inspection\">Zakończ przegląd</string>\n"
                       "    <plurals name=\"open_items_warning\">\n        <item quantity=\"one\">"
                       "Pozostał %d punkt</item>\n        <item quantity=\"few\">Pozostały %d "
                       "punkty</item>\n        <item quantity=\"many\">Pozostało %d punktów</item>"
                       "\n        <item quantity=\"other\">Pozostało %d punktu</item>\n"
                       "    </plurals>\n</resources>"),
                  edit(f"{kt}/app/src/main/res/values-en/strings.xml", "</resources>",
                       "    <string name=\"finish_inspection\">Finish inspection</string>\n"
                       "    <plurals name=\"open_items_warning\">\n        <item quantity=\"one\">"
                       "%d item is still open</item>\n        <item quantity=\"other\">%d items "
                       "are still open</item>\n    </plurals>\n</resources>"),
                  edit(f"{ktsrc}/ui/finish/FinishScreen.kt",
                       "            Text(\"Prüfung abschließen\")",
                       "            Text(stringResource(R.string.finish_inspection))"),
                  bash("./gradlew :app:lintDebug",
                       "> Task :app:lintDebug\nLint found no errors or warnings\n"
                       "BUILD SUCCESSFUL in 41s")],
                 "Umgestellt auf stringResource und pluralStringResource; die Texte stehen in "
                 "values, values-en und values-pl (mit one/few/many/other fürs Polnische). Lint "
                 "ist sauber."),
        ], "strings.xml", follow_ups=[
            ("add a snackbar saying the photo upload failed, with a retry action", "en"),
            ("zeig oben einen Hinweis, wenn das Tablet offline ist und wie viele Prüfungen noch "
             "nicht synchronisiert sind", "de"),
            ("aggiungi un avviso quando la batteria del tablet scende sotto il 15%", "it")]),
        Scenario("kt-minsdk", "it", kt, [
            Step("la coda degli upload delle foto deve andare in ordine FIFO e togliere la foto "
                 "quando l'upload è andato a buon fine",
                 [edit(f"{ktsrc}/sync/UploadQueue.kt",
                       "    fun next(): PendingPhoto? = pending.firstOrNull()",
                       "    fun next(): PendingPhoto? = pending.firstOrNull()\n\n    fun "
                       "markDone() "
                       "{\n        pending.removeFirst()\n        persist()\n    }"),
                  bash("./gradlew :app:testDebugUnitTest --tests '*UploadQueueTest*'",
                       "UploadQueueTest > uploadsInInsertionOrder() PASSED\nUploadQueueTest > "
                       "markDoneRemovesHead() PASSED\n\nBUILD SUCCESSFUL in 27s"),
                  bash("adb -s emulator-5554 install -r app/build/outputs/apk/debug/app-debug.apk",
                       "Performing Streamed Install\nSuccess")],
                 "Coda FIFO fatta: i test passano e l'app gira sull'emulatore Pixel 8 (Android "
                 "15)."),
            Step("sul tablet di marek è crashata subito:\nFATAL EXCEPTION: DefaultDispatcher-"
                 "worker-2\nProcess: com.vertalifts.liftlog, PID: 8812\njava.lang.NoSuchMethodError"
                 ": No virtual method removeFirst()Ljava/lang/Object; in class "
                 "Ljava/util/ArrayList;"
                 " or its super classes (declaration of 'java.util.ArrayList' appears in "
                 "/apex/com.android.art/javalib/core-oj.jar)\n\tat com.vertalifts.liftlog.sync."
                 "UploadQueue.markDone(UploadQueue.kt:27)\n\ni tablet dei tecnici sono galaxy tab "
                 "a con android 10, il nostro minSdk è 29. removeFirst/removeLast di java 21 ci "
                 "sono solo da android 15, sul pixel 8 ovviamente va. usa removeAt(0), e prima di "
                 "dire che funziona lancia ./gradlew lintDebug (NewApi lo segnala) e prova "
                 "sull'avd Tab_A_API_29, non sul pixel",
                 [edit(f"{ktsrc}/sync/UploadQueue.kt", "        pending.removeFirst()",
                       "        pending.removeAt(0)"),
                  bash("./gradlew :app:lintDebug",
                       "> Task :app:lintDebug\nLint found no errors or warnings\n"
                       "BUILD SUCCESSFUL in 38s"),
                  bash("ANDROID_SERIAL=emulator-5556 ./gradlew :app:connectedDebugAndroidTest "
                       "-Pandroid.testInstrumentationRunnerArguments.class=com.vertalifts.liftlog."
                       "sync.UploadQueueInstrumentedTest",
                       "Starting 3 tests on Tab_A_API_29(AVD) - 10\n\nTab_A_API_29(AVD) - 10 Tests "
                       "3/3 completed. (0 skipped) (0 failed)\n\nBUILD SUCCESSFUL in 2m 4s")],
                 "Sostituito con removeAt(0). lintDebug è pulito e i test strumentali passano "
                 "sull'AVD Tab_A_API_29 con Android 10."),
        ], "minSdk", follow_ups=[
            ("prendi l'ultima lettura del sensore di vibrazione dalla lista e toglila dopo "
             "averla inviata", "it"),
            ("i'd like to use the newest photo picker for choosing inspection photos from the "
             "gallery", "en"),
            ("nimm für die Zeitstempel im Prüfbericht ruhig die neuesten Java-APIs, die sind "
             "schöner", "de")]),
        Scenario("kt-preview", "en", kt, [
            Step("build the card for one elevator in the route list: address, date of the last "
                 "inspection, a red badge if it's out of service",
                 [edit(f"{ktsrc}/ui/route/LiftCard.kt", "package com.vertalifts.liftlog.ui.route",
                       "package com.vertalifts.liftlog.ui.route\n\n@Composable\nfun LiftCard(lift: "
                       "LiftSummary, onClick: () -> Unit, modifier: Modifier = Modifier) {\n    "
                       "ElevatedCard(onClick = onClick, modifier = modifier.fillMaxWidth()) {"),
                  edit(f"{ktsrc}/ui/route/RouteScreen.kt",
                       "        items(state.lifts, key = { it.id }) { lift ->",
                       "        items(state.lifts, key = { it.id }) { lift ->\n            "
                       "LiftCard("
                       "lift, onClick = { onLiftClick(lift.id) })"),
                  bash("./gradlew :app:compileDebugKotlin", "BUILD SUCCESSFUL in 17s")],
                 "LiftCard is done and used in RouteScreen's LazyColumn."),
            Step("looks fine. one thing for me personally: for every new composable i want "
                 "@Preview functions next to it, one light one dark (uiMode night), with "
                 "realistic fake data. i review ui in the android studio preview pane, i almost "
                 "never start the app. do that from now on",
                 [edit(f"{ktsrc}/ui/route/LiftCard.kt", "// end of LiftCard",
                       "@Preview(name = \"light\")\n@Preview(name = \"dark\", uiMode = "
                       "Configuration.UI_MODE_NIGHT_YES)\n@Composable\nprivate fun "
                       "LiftCardOutOfServicePreview() {\n    LiftlogTheme { LiftCard(PreviewData."
                       "outOfServiceLift, onClick = {}) }\n}"),
                  edit(f"{ktsrc}/ui/preview/PreviewData.kt", "object PreviewData {",
                       "object PreviewData {\n    val outOfServiceLift = LiftSummary(id = 4411, "
                       "address = \"Hainbuchenweg 12, Aufzug B\", lastInspection = LocalDate.of("
                       "2025, 2, 3), outOfService = true)"),
                  bash("./gradlew :app:compileDebugKotlin", "BUILD SUCCESSFUL in 16s")],
                 "Added light and dark previews fed by a fake out-of-service lift in PreviewData."),
        ], "Preview", tier="personalized", follow_ups=[
            ("make the bottom sheet for picking spare parts", "en"),
            ("fai la schermata con lo storico delle ispezioni di un impianto", "it"),
            ("crée le composant qui affiche la priorité d'une panne", "fr")]),
        Scenario("kt-commits", "pt", kt, [
            Step("pode commitar o leitor de qr code dos elevadores que a gente terminou",
                 [bash("git add -A && git commit -m 'leitor qr code + ajustes varios'",
                       "[feature/qr-scan 4e1a9c2] leitor qr code + ajustes varios\n 11 files "
                       "changed, 384 insertions(+), 52 deletions(-)\n create mode 100644 app/src/"
                       "main/java/com/vertalifts/liftlog/scan/QrAnalyzer.kt\n create mode 100644 "
                       "app/src/main/java/com/vertalifts/liftlog/scan/ScanScreen.kt")],
                 "Commitado em feature/qr-scan."),
            Step("hmm eu prefiro de outro jeito: commits pequenos, um por assunto, mensagem em "
                 "inglês no formato conventional commits (feat(scan): ..., fix(sync): ...), e me "
                 "mostra a lista dos commits que vc pretende fazer antes de commitar. refaz esse?",
                 [bash("git reset --soft HEAD~1", ""),
                  bash("git status --short",
                       "M  app/build.gradle.kts\nM  gradle/libs.versions.toml\nA  app/src/main/"
                       "java/com/vertalifts/liftlog/scan/QrAnalyzer.kt\nA  app/src/main/java/com/"
                       "vertalifts/liftlog/scan/ScanScreen.kt\nM  app/src/main/java/com/"
                       "vertalifts/liftlog/ui/route/RouteScreen.kt\nM  app/src/main/java/com/"
                       "vertalifts/liftlog/sync/SyncWorker.kt\nM  app/src/main/res/values/"
                       "strings.xml")],
                 "Desfiz o commit (as mudanças continuam staged). Proposta:\n1. build(deps): add "
                 "camerax and ml-kit barcode scanning\n2. feat(scan): add QR analyzer and scan "
                 "screen\n3. feat(route): open scan from the route list\n4. fix(sync): retry "
                 "photo upload after network loss\nPosso commitar assim?"),
        ], "conventional", tier="personalized", follow_ups=[
            ("commita o que fizemos hoje na tela de sincronização", "pt"),
            ("commit the offline banner work", "en"),
            ("haz commit de los cambios del escáner", "es")]),

        # ------------------------------------------------------------------ Laravel shop
        Scenario("lar-migrate-fresh", "en", lar, [
            Step("orders need a tracking_number column, nullable, filled when the parcel label "
                 "gets printed",
                 [bash("php artisan make:migration add_tracking_number_to_orders_table "
                       "--table=orders",
                       "   INFO  Migration [database/migrations/2025_03_11_092214_add_tracking_"
                       "number_to_orders_table.php] created successfully."),
                  edit(f"{lar}/database/migrations/2025_03_11_092214_add_tracking_number_to_"
                       "orders_table.php", "            //",
                       "            $table->string('tracking_number', 40)->nullable()->after("
                       "'status');"),
                  bash("php artisan migrate:fresh --seed",
                       "  Dropping all tables ........................................ 312.44ms "
                       "DONE\n\n   INFO  Preparing database.\n\n  Creating migration table "
                       "..................................... 9.71ms DONE\n\n   INFO  Running "
                       "migrations.\n\n  0001_01_01_000000_create_users_table ...................."
                       "..... 21.05ms DONE\n  2024_10_02_130501_create_products_table ............"
                       "........ 14.88ms DONE\n  2025_03_11_092214_add_tracking_number_to_orders_"
                       "table ..... 6.12ms DONE\n\n   INFO  Seeding database.\n\n  "
                       "Database\\Seeders"
                       "\\DemoCatalogSeeder ................................. 412 ms DONE"),
                  edit(f"{lar}/app/Models/Order.php", "        'status',",
                       "        'status',\n        'tracking_number',")],
                 "Migration added and applied, and the database is reseeded."),
            Step("why did you run migrate:fresh??? my local db had the full supplier import, "
                 "3.400 parts from the la marzocco and rocket csvs, that took an hour with the "
                 "importer and now i have 40 demo products. never run migrate:fresh, "
                 "migrate:refresh or db:wipe on a db you didnt create yourself. php artisan "
                 "migrate, and if a migration doesnt go through you ask me",
                 [bash("php artisan migrate:status | tail -2",
                       "  2025_02_20_101133_create_returns_table ......................... [4] "
                       "Ran\n  2025_03_11_092214_add_tracking_number_to_orders_table ........... "
                       "[5] Ran"),
                  bash("ls -la storage/app/imports/",
                       "-rw-r--r-- 1 mia staff 2184411 Mar  3 16:20 lamarzocco_2025-03.csv\n"
                       "-rw-r--r-- 1 mia staff  904372 Feb 26 11:02 rocket_2025-02.csv")],
                 "Sorry, that was destructive and unnecessary. From now on only `php artisan "
                 "migrate`. Both supplier CSVs are still in storage/app/imports, I can re-run "
                 "`php artisan parts:import` for them if you want."),
        ], "fresh", follow_ups=[
            ("add a returns table with a reason enum, linked to order lines", "en"),
            ("la migration pour la colonne weight_grams plante sur une clé étrangère, tu peux "
             "regarder ?", "fr"),
            ("ich brauch ein feld ean auf den produkten, mach mal", "de")]),
        Scenario("lar-cents", "en", lar, [
            Step("the cart should show vat per line and a gross total, prices in the db are net",
                 [edit(f"{lar}/app/Livewire/Cart.php",
                       "        foreach ($this->lines as $line) {",
                       "        foreach ($this->lines as $line) {\n            $unitGross = round("
                       "$line->product->price / 100 * 1.19, 2);\n            $line->gross = "
                       "$unitGross * $line->qty;"),
                  bash("php artisan test --filter=CartTest",
                       "   PASS  Tests\\Feature\\CartTest\n  ✓ it lists the cart lines       0.31s"
                       "\n  ✓ it shows a gross total        0.05s\n\n  Tests:    2 passed (5 "
                       "assertions)\n  Duration: 0.52s")],
                 "The cart shows VAT per line and a gross total, e.g. 3 × the group gasket "
                 "(19.99 net) comes to 71.37 gross."),
            Step("71.37 is wrong, its 71.36. you rounded per unit (23.79 x 3), we round the vat "
                 "once per line: 59.97 net, 19% = 11.39 vat, 71.36. and money is never a float "
                 "here, price_cents is an int column for a reason. use Brick\\Money on the line "
                 "total in minor units and round once with RoundingMode::HALF_UP",
                 [edit(f"{lar}/app/Livewire/Cart.php",
                       "            $unitGross = round($line->product->price / 100 * 1.19, 2);",
                       "            $net = Money::ofMinor($line->product->price_cents * "
                       "$line->qty, 'EUR');\n            $vat = $net->multipliedBy('0.19', "
                       "RoundingMode::HALF_UP);"),
                  edit(f"{lar}/tests/Feature/CartTest.php", "});\n",
                       "});\n\nit('rounds vat once per line', function () {\n    $cart = "
                       "cartWith(product(price_cents: 1999), qty: 3);\n    expect($cart->"
                       "grossTotal()->getMinorAmount()->toInt())->toBe(7136);\n});\n"),
                  bash("php artisan test --filter=CartTest",
                       "   PASS  Tests\\Feature\\CartTest\n  ✓ it lists the cart lines       0.29s"
                       "\n  ✓ it shows a gross total        0.05s\n  ✓ it rounds vat once per line"
                       "   0.04s\n\n  Tests:    3 passed (7 assertions)")],
                 "Now computed from price_cents with Brick\\Money, VAT rounded once per line; "
                 "the gasket example gives 71.36 and a test pins it."),
        ], "cents", follow_ups=[
            ("add a 10% discount code for the barista school customers", "en"),
            ("calcula el coste de envío según el peso y súmalo al total con IVA", "es"),
            ("faz a fatura em PDF com o total líquido, o IVA e o bruto", "pt")]),
        Scenario("lar-composer-check", "fr", lar, [
            Step("ajoute un service qui calcule le devis de livraison DHL selon le poids du panier",
                 [edit(f"{lar}/app/Services/ShippingQuote.php", "final class ShippingQuote\n{",
                       "final class ShippingQuote\n{\n    public function forCart(Cart $cart): "
                       "int\n"
                       "    {\n        $grams = $cart->lines->sum(fn ($l) => $l->product->"
                       "weight_grams * $l->qty * 1.1);\n        return $this->bracket($grams)?->"
                       "price_cents;\n    }"),
                  edit(f"{lar}/tests/Unit/ShippingQuoteTest.php", "<?php",
                       "<?php\n\nit('quotes 5.49 up to 2 kg', fn () => expect(quote(1800))->toBe"
                       "(549));\nit('quotes 7.99 up to 10 kg', fn () => expect(quote(9400))->toBe"
                       "(799));"),
                  bash("vendor/bin/pest tests/Unit/ShippingQuoteTest.php",
                       "   PASS  Tests\\Unit\\ShippingQuoteTest\n  ✓ it quotes 5.49 up to 2 kg\n  "
                       "✓ it quotes 7.99 up to 10 kg\n\n  Tests:    2 passed (2 assertions)\n  "
                       "Duration: 0.18s")],
                 "Le service est en place et les tests passent, c'est bon à pousser."),
            Step("la CI dit non :\n ------ --------------------------------------------------------"
                 "\n  Line   app/Services/ShippingQuote.php\n ------ "
                 "---------------------------------"
                 "-----------------------\n  34     Method App\\Services\\ShippingQuote::forCart() "
                 "should return int but\n         returns int|null.\n  41     Parameter #1 "
                 "$grams of method App\\Services\\ShippingQuote::bracket()\n         expects int, "
                 "float given.\n ------ --------------------------------------------------------\n"
                 "\n [ERROR] Found 2 errors\n\navant de dire que c'est prêt tu lances composer "
                 "check, c'est pint --test + phpstan niveau 8 + pest, exactement ce que fait la "
                 "CI. "
                 "pest tout seul ça suffit pas",
                 [edit(f"{lar}/app/Services/ShippingQuote.php",
                       "        return $this->bracket($grams)?->price_cents;",
                       "        $bracket = $this->bracket((int) ceil($grams))\n            ?? "
                       "throw "
                       "new ParcelTooHeavy($grams);\n\n        return $bracket->price_cents;"),
                  bash("composer check",
                       "> pint --test\n\n  PASS   .......................................... 214 "
                       "files\n\n> phpstan analyse --memory-limit=1G\n 214/214 "
                       "[▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓"
                       "▓▓▓▓▓▓▓▓] 100%\n\n [OK] No errors\n\n> pest --parallel\n\n  Tests:    188 "
                       "passed (603 assertions)\n  Duration: 6.82s")],
                 "Corrigé : forCart renvoie toujours un int (exception ParcelTooHeavy au-delà du "
                 "dernier palier) et le poids est arrondi en int. composer check passe en entier."),
        ], "phpstan", follow_ups=[
            ("j'ai fini le contrôleur des retours clients, je peux ouvrir la PR ?", "fr"),
            ("is the newsletter signup ready to push?", "en"),
            ("ho sistemato il calcolo dello sconto, è tutto a posto per il merge?", "it")]),
        Scenario("lar-queue", "es", lar, [
            Step("cuando un pedido se marque como enviado mándale al cliente el correo con el "
                 "número de seguimiento",
                 [bash("php artisan make:mail OrderShipped --markdown=mail.orders.shipped",
                       "   INFO  Mailable [app/Mail/OrderShipped.php] created successfully.\n\n"
                       "   INFO  Markdown view [resources/views/mail/orders/shipped.blade.php] "
                       "created successfully."),
                  edit(f"{lar}/app/Http/Controllers/Admin/OrderStatusController.php",
                       "        $order->markShipped($request->validated('tracking_number'));",
                       "        $order->markShipped($request->validated('tracking_number'));\n"
                       "        Mail::to($order->customer->email)->send(new "
                       "OrderShipped($order));"),
                  bash("php artisan test --filter=OrderStatusTest",
                       "   PASS  Tests\\Feature\\Admin\\OrderStatusTest\n  ✓ it sends the shipped "
                       "mail   0.22s\n\n  Tests:    1 passed (2 assertions)")],
                 "Listo: al pasar el pedido a enviado se manda el correo con el tracking."),
            Step("ojo, en staging marcar como enviado tardó 4 segundos y cuando el smtp se cae "
                 "el admin ve un 500. aquí ningún correo se manda dentro de la petición: el "
                 "Mailable implementa ShouldQueue, va a la cola mail y lo procesa horizon. y en el "
                 "test Mail::fake() con assertQueued, no assertSent",
                 [edit(f"{lar}/app/Mail/OrderShipped.php",
                       "class OrderShipped extends Mailable\n{",
                       "class OrderShipped extends Mailable implements ShouldQueue\n{\n    use "
                       "Queueable, SerializesModels;\n\n    public function __construct(public "
                       "Order $order)\n    {\n        $this->onQueue('mail');\n    }"),
                  edit(f"{lar}/tests/Feature/Admin/OrderStatusTest.php",
                       "    Mail::assertSent(OrderShipped::class);",
                       "    Mail::assertQueued(OrderShipped::class, fn ($m) => $m->queue === "
                       "'mail');"),
                  bash("php artisan test --filter=OrderStatusTest",
                       "   PASS  Tests\\Feature\\Admin\\OrderStatusTest\n  ✓ it queues the shipped "
                       "mail on the mail queue   0.19s\n\n  Tests:    1 passed (2 assertions)")],
                 "Hecho: OrderShipped implementa ShouldQueue y va a la cola mail; el test usa "
                 "assertQueued."),
        ], "ShouldQueue", follow_ups=[
            ("avisa por correo al admin cuando el stock de una pieza baje de 5 unidades", "es"),
            ("send customers a review request email ten days after delivery", "en"),
            ("envoie un mail au fournisseur quand on passe une commande de réassort", "fr")]),
        Scenario("lar-pest", "de", lar, [
            Step("schreib mir tests für den gutscheincode-service",
                 [edit(f"{lar}/tests/Unit/VoucherServiceTest.php", "<?php",
                       "<?php\n\nnamespace Tests\\Unit;\n\nfinal class VoucherServiceTest extends "
                       "TestCase\n{\n    public function test_expired_voucher_is_rejected(): void"
                       "\n    {\n        $this->expectException(VoucherExpired::class);"),
                  bash("php artisan test --filter=VoucherServiceTest",
                       "   PASS  Tests\\Unit\\VoucherServiceTest\n  ✓ expired voucher is rejected"
                       "\n  ✓ minimum order value is enforced\n  ✓ single use voucher cannot be "
                       "redeemed twice\n  ✓ percent and fixed vouchers are applied\n\n  Tests:    "
                       "4 passed (9 assertions)")],
                 "Vier Tests für VoucherService: abgelaufen, Mindestbestellwert, Einmalnutzung, "
                 "Prozent- und Festbetrag."),
            Step("laufen, danke. aber ich persönlich mag diese phpunit-klassen nicht, ich les die "
                 "pest-syntax viel lieber: it('rejects an expired voucher', function () {...}) "
                 "mit expect(...)->toBe(...). neue tests bitte immer so schreiben, auch wenn im "
                 "repo noch alte klassen rumliegen",
                 [edit(f"{lar}/tests/Unit/VoucherServiceTest.php",
                       "final class VoucherServiceTest extends TestCase",
                       "it('rejects an expired voucher', function () {\n    $voucher = Voucher::"
                       "factory()->expired()->create();\n\n    expect(fn () => app(VoucherService::"
                       "class)->redeem($voucher, cart(total: 5000)))\n        ->toThrow("
                       "VoucherExpired::class);\n});"),
                  bash("php artisan test --filter=VoucherServiceTest",
                       "   PASS  Tests\\Unit\\VoucherServiceTest\n  ✓ it rejects an expired "
                       "voucher\n  ✓ it enforces the minimum order value\n  ✓ it cannot redeem a "
                       "single use voucher twice\n  ✓ it applies percent and fixed vouchers\n\n"
                       "  Tests:    4 passed (9 assertions)")],
                 "Auf Pest umgeschrieben: it(...) mit expect(); die vier Fälle sind dieselben."),
        ], "pest", tier="personalized", follow_ups=[
            ("write tests for reserving stock when two customers buy the last gasket at once",
             "en"),
            ("kannst du den Import der Lieferanten-CSV mit Tests absichern?", "de"),
            ("escribe tests para el cálculo de los gastos de envío", "es")]),
        Scenario("lar-alpine", "en", lar, [
            Step("add a filter sidebar on the category page: brand, machine model, in stock only",
                 [bash("php artisan make:livewire CategoryFilters",
                       " COMPONENT CREATED  🤙\n\nCLASS: app/Livewire/CategoryFilters.php\nVIEW:  "
                       "resources/views/livewire/category-filters.blade.php"),
                  edit(f"{lar}/app/Livewire/CategoryFilters.php",
                       "class CategoryFilters extends Component\n{",
                       "class CategoryFilters extends Component\n{\n    #[Url] public ?string "
                       "$brand = null;\n    #[Url] public ?int $model = null;\n    #[Url] public "
                       "bool $inStock = false;"),
                  edit(f"{lar}/resources/views/categories/show.blade.php",
                       "    <x-product-grid :products=\"$products\" />",
                       "    <livewire:category-filters :category=\"$category\" />\n    "
                       "<x-product-grid :products=\"$products\" />"),
                  bash("php artisan test --filter=CategoryPageTest",
                       "  ✓ it filters by brand\n  ✓ it hides out of stock parts\n\n  Tests:    2 "
                       "passed (6 assertions)")],
                 "The filter sidebar is a Livewire component; filters are kept in the URL."),
            Step("works. but personally i'm done with livewire for small widgets like this, "
                 "every click is a roundtrip and i find it hard to debug. for new ui bits i "
                 "prefer a plain blade component with alpine.js and a small json endpoint if it "
                 "needs data. leave the existing livewire stuff alone",
                 [edit(f"{lar}/resources/views/components/category-filters.blade.php", "<div>",
                       "<div x-data=\"categoryFilters(@js($initial))\" x-init=\"load()\">"),
                  edit(f"{lar}/routes/web.php", "Route::get('/kategorie/{category:slug}'",
                       "Route::get('/api/kategorie/{category:slug}/teile', CategoryPartsJson::"
                       "class)->name('category.parts.json');\nRoute::get('/kategorie/{category:"
                       "slug}'"),
                  bash("php artisan test --filter=CategoryPageTest",
                       "  ✓ it filters by brand\n  ✓ it hides out of stock parts\n  ✓ it returns "
                       "parts as json\n\n  Tests:    3 passed (9 assertions)")],
                 "Replaced it with an Alpine-driven Blade component and a JSON route; the "
                 "Livewire class is removed, the other Livewire components are untouched."),
        ], "alpine", tier="personalized", follow_ups=[
            ("add a 'fits your machine' selector on the product page", "en"),
            ("fais un petit sélecteur de quantité +/- sur la fiche produit", "fr"),
            ("mach oben im header ein dropdown für die maschinenmarke", "de")]),

        # ------------------------------------------------------------------ Haskell compiler
        Scenario("hs-golden", "en", hs, [
            Step("the pretty printer puts a space before the colon in type annotations (x : Int), "
                 "we want x: Int",
                 [edit(f"{hs}/src/Kestrel/Syntax/Pretty.hs",
                       "  Ann e t -> pretty e <+> \":\" <+> pretty t",
                       "  Ann e t -> pretty e <> \":\" <+> pretty t"),
                  bash("cabal test golden --test-options=--accept",
                       "golden\n  pretty\n    annot.kes:        OK (accepted)\n    let-poly.kes:   "
                       "  "
                       "OK (accepted)\n    ...\n  codegen\n    closure-env.kes:  OK (accepted)\n   "
                       " "
                       "tailcall.kes:     OK (accepted)\n\nAll 41 tests passed (2.91s)"),
                  bash("git status --short test/golden | wc -l", "41")],
                 "Fixed the annotation spacing and regenerated the golden files; all 41 pass."),
            Step("why did you run --accept on the whole suite? 41 goldens changed and "
                 "test/golden/codegen/closure-env.wat and tailcall.wat are in there. a pretty "
                 "printer change cant touch the wasm output, so either something else is broken "
                 "or its noise, and now we cant tell. never bulk accept. run without --accept, "
                 "read each diff, accept only the ones you can explain (with --pattern) and tell "
                 "me which",
                 [bash("git checkout -- test/golden && cabal test golden",
                       "golden\n  pretty\n    annot.kes:        FAIL\n      Files differ\n ...\n"
                       "  codegen\n    closure-env.kes:  FAIL\n      Files differ\n    "
                       "tailcall.kes:"
                       "     FAIL\n      Files differ\n\n41 out of 41 tests failed (3.10s)"),
                  bash("cabal test golden 2>&1 | grep -A4 'closure-env'",
                       "-  (local.get $env) (i32.load offset=4) ;; y\n-  (local.get $env) "
                       "(i32.load offset=8) ;; x\n+  (local.get $env) (i32.load offset=4) ;; x\n"
                       "+  (local.get $env) (i32.load offset=8) ;; y"),
                  bash("cabal test golden --test-options='--pattern /pretty/ --accept'",
                       "golden\n  pretty\n    annot.kes:   OK (accepted)\n    ...\n\nAll 39 tests "
                       "passed (2.44s)")],
                 "Accepted only the 39 goldens under pretty/, each is just `x : T` becoming "
                 "`x: T`. The two codegen diffs are not mine: the order of captured variables in "
                 "closure-env and tailcall changes between runs because ClosureConv builds the "
                 "environment from a HashMap. I left them failing; shall I switch it to an "
                 "ordered Map?"),
        ], "golden", follow_ups=[
            ("i changed how the parser desugars if-then-else into case, tests are red now, "
             "sort it out", "en"),
            ("ho rinominato i costruttori dei letterali nell'AST e adesso falliscono i test con i "
             "file di output attesi, sistemali", "it"),
            ("los tests de salida .wat fallan después de mi cambio en el inliner, ¿los "
             "actualizas?", "es")]),
        Scenario("hs-werror", "en", hs, [
            Step("let should take several bindings in the type checker: let x = 1; y = x + 1 in y",
                 [edit(f"{hs}/src/Kestrel/Syntax/Ast.hs", "  | ELet Name Expr Expr",
                       "  | ELet [(Name, Expr)] Expr"),
                  edit(f"{hs}/src/Kestrel/Typecheck/Infer.hs",
                       "  ELet x rhs body -> do",
                       "  ELet binds body -> do\n    env' <- foldM inferBinding env binds"),
                  bash("cabal build && cabal test unit",
                       "Building library for kestrel-0.4.0..\n[12 of 31] Compiling Kestrel."
                       "Typecheck.Infer\n[19 of 31] Compiling Kestrel.Core.Lower\n\nsrc/Kestrel/"
                       "Core/Lower.hs:88:17: warning: [GHC-62161] [-Wincomplete-patterns]\n    "
                       "Pattern match(es) are non-exhaustive\n    In a \\case alternative:\n       "
                       " "
                       "Patterns of type ‘Expr’ not matched: ELet _ _\n...\nunit\n  typecheck\n"
                       "    let-multi:  OK\n\nAll 118 tests passed (0.81s)")],
                 "Multi-binding let type-checks; it builds and the unit tests pass."),
            Step("ci:\nsrc/Kestrel/Core/Lower.hs:88:17: error: [GHC-62161] [-Wincomplete-patterns,"
                 " Werror=incomplete-patterns]\n    Pattern match(es) are non-exhaustive\n    In a "
                 "\\case alternative:\n        Patterns of type ‘Expr’ not matched: ELet _ _\n   "
                 "|\n"
                 "88 | lowerExpr env = \\case\n   |                 ^^^^^...\n\nthe warning was "
                 "right "
                 "there in your own output. ci builds with -Werror, a warning is an error here. "
                 "build with cabal build all --project-file=cabal.project.ci locally and dont "
                 "tell me done while there are warnings",
                 [edit(f"{hs}/src/Kestrel/Core/Lower.hs", "  EVar x -> lowerVar env x",
                       "  EVar x -> lowerVar env x\n  ELet binds body -> lowerExpr env (foldr "
                       "nestLet body binds)"),
                  bash("cabal build all --project-file=cabal.project.ci && cabal test all "
                       "--project-file=cabal.project.ci",
                       "[19 of 31] Compiling Kestrel.Core.Lower\n...\nunit\n\nAll 121 tests "
                       "passed (0.84s)\ngolden\n\nAll 41 tests passed (3.02s)")],
                 "Lowering turns a multi-binding let into nested single lets. The CI project "
                 "file builds with no warnings and all tests pass."),
        ], "Werror", follow_ups=[
            ("add a Char literal to the language, end to end", "en"),
            ("ajoute l'opérateur modulo % dans le lexer, le parseur et le typeur", "fr"),
            ("füg einen Konstruktor für Tupel zum AST hinzu und zieh das durch", "de")]),
        Scenario("hs-diagnostic", "fr", hs, [
            Step("le typeur doit refuser une fonction récursive sans annotation de type, avec un "
                 "message clair",
                 [edit(f"{hs}/src/Kestrel/Typecheck/Infer.hs",
                       "inferRec name sp (Just ann) = checkRec name sp ann",
                       "inferRec name sp (Just ann) = checkRec name sp ann\ninferRec name _ "
                       "Nothing ="
                       "\n  error (\"recursive function \" <> show name <> \" needs a type "
                       "annotation\")"),
                  bash("cabal run kesc -- examples/fact_noann.kes",
                       "kesc: recursive function Name \"fact\" needs a type annotation\nCallStack "
                       "(from HasCallStack):\n  error, called at src/Kestrel/Typecheck/Infer.hs:"
                       "212:3 in kestrel-0.4.0-inplace:Kestrel.Typecheck.Infer")],
                 "Le typeur refuse maintenant fact sans annotation, avec un message explicite."),
            Step("non, pas de error dans le compilo. là l'utilisateur voit un CallStack haskell et "
                 "le nom passé par show, sans ligne ni colonne. toutes les erreurs utilisateur "
                 "passent par un Diagnostic avec le SrcSpan et un code K0xxx, levé avec throwDiag "
                 "dans la monade TC. error et undefined c'est seulement pour les invariants "
                 "internes vraiment impossibles",
                 [edit(f"{hs}/src/Kestrel/Diagnostic/Codes.hs", "  | K0213UnboundTyVar",
                       "  | K0213UnboundTyVar\n  | K0214MissingRecAnnotation"),
                  edit(f"{hs}/src/Kestrel/Typecheck/Infer.hs",
                       "inferRec name _ Nothing =\n  error (\"recursive function \" <> show name "
                       "<> "
                       "\" needs a type annotation\")",
                       "inferRec name sp Nothing =\n  throwDiag (missingRecAnnotation sp name)"),
                  bash("cabal run kesc -- examples/fact_noann.kes",
                       "examples/fact_noann.kes:3:5: error[K0214]: recursive function `fact` needs "
                       "a type annotation\n  |\n3 | let fact n = if n == 0 then 1 else n * fact "
                       "(n - 1)\n  |     ^^^^\n  = help: write `fact: Int -> Int` above the "
                       "definition")],
                 "Corrigé : nouveau code K0214, levé avec throwDiag et le SrcSpan du nom ; le "
                 "message pointe la ligne 3, colonne 5."),
        ], "Diagnostic", follow_ups=[
            ("le parseur doit signaler une chaîne de caractères pas terminée", "fr"),
            ("reject duplicate field names in record types", "en"),
            ("il typechecker deve rifiutare un match che non copre tutti i casi di un tipo somma",
             "it")]),
        Scenario("hs-bench", "pt", hs, [
            Step("vê se o novo alocador de registradores (branch regalloc-linear) deixou a "
                 "compilação mais rápida",
                 [bash("time cabal run kesc -- -O examples/big/raytracer.kes -o /tmp/rt.wasm",
                       "\nreal\t0m1.912s\nuser\t0m1.744s\nsys\t0m0.162s"),
                  bash("grep raytracer bench/ci-baseline.txt", "raytracer.kes    2.74s")],
                 "Sim: o raytracer compila em 1,91 s contra 2,74 s do baseline, uns 30% mais "
                 "rápido."),
            Step("esse número não vale: foi uma execução só, com tudo já quente, e vc comparou "
                 "com o número do runner do CI que é outra máquina. aqui a gente compara sempre "
                 "na mesma máquina com o kestrel-bench (tasty-bench): roda no main com --csv, "
                 "depois na branch com --baseline apontando pro csv, e só conta diferença que ele "
                 "marca acima de 5%",
                 [bash("git switch main && cabal bench kestrel-bench --benchmark-options="
                       "'--csv /tmp/main.csv'",
                       "All\n  compile\n    raytracer.kes:     OK\n      2.48 s ±  38 ms\n    "
                       "parser-stress.kes: OK\n      606 ms ±  11 ms\n    closures.kes:      OK\n"
                       "      192 ms ± 2.8 ms\n\nAll 3 tests passed (61.07s)"),
                  bash("git switch regalloc-linear && cabal bench kestrel-bench --benchmark-"
                       "options='--baseline /tmp/main.csv --fail-if-slower 5'",
                       "All\n  compile\n    raytracer.kes:     OK\n      2.31 s ±  41 ms,  7% "
                       "less than baseline\n    parser-stress.kes: OK\n      612 ms ±  12 ms,  1% "
                       "more than baseline\n    closures.kes:      OK\n      188 ms ± 3.1 ms,  2% "
                       "less than baseline\n\nAll 3 tests passed (58.21s)")],
                 "Medido direito: raytracer 7% mais rápido (2,31 s contra 2,48 s no main), "
                 "parser-stress e closures dentro do ruído. O ganho real é ~7% num caso, não 30%."),
        ], "baseline", follow_ups=[
            ("o inliner novo deixou a compilação mais lenta? preciso saber antes do merge", "pt"),
            ("did my change to the constraint solver make type checking faster?", "en"),
            ("¿cuánto más rápido es el parser con la nueva tabla de precedencias?", "es")]),
        Scenario("hs-recorddot", "it", hs, [
            Step("aggiungi all'ambiente del typechecker un campo con la profondità dei let "
                 "annidati",
                 [edit(f"{hs}/src/Kestrel/Typecheck/Env.hs",
                       "data TcEnv = TcEnv\n  { tcVars :: Map Name Scheme\n  , tcLevel :: Int",
                       "data TcEnv = TcEnv\n  { tcVars :: Map Name Scheme\n  , tcLevel :: Int\n"
                       "  , tcLetDepth :: Int"),
                  edit(f"{hs}/src/Kestrel/Typecheck/Infer.hs",
                       "  ELet binds body -> do",
                       "  ELet binds body -> local (\\e -> e { tcLetDepth = tcLetDepth e + 1 }) $ "
                       "do\n"
                       "    depth <- asks tcLetDepth"),
                  bash("cabal build all --project-file=cabal.project.ci",
                       "[ 7 of 31] Compiling Kestrel.Typecheck.Env\n[12 of 31] Compiling Kestrel."
                       "Typecheck.Infer")],
                 "Aggiunto tcLetDepth a TcEnv, incrementato a ogni let; compila senza warning."),
            Step("va bene. una cosa mia: non mi piacciono i prefissi tipo tcLetDepth e gli "
                 "accessor "
                 "usati come funzioni, preferisco OverloadedRecordDot con campi senza prefisso "
                 "(env.letDepth) e DuplicateRecordFields. nel codice nuovo fai così, il vecchio lo "
                 "migro io un po alla volta",
                 [edit(f"{hs}/src/Kestrel/Typecheck/Env.hs", "module Kestrel.Typecheck.Env",
                       "{-# LANGUAGE OverloadedRecordDot, DuplicateRecordFields #-}\nmodule "
                       "Kestrel.Typecheck.Env"),
                  edit(f"{hs}/src/Kestrel/Typecheck/Env.hs", "  , tcLetDepth :: Int",
                       "  , letDepth :: Int"),
                  edit(f"{hs}/src/Kestrel/Typecheck/Infer.hs",
                       "    depth <- asks tcLetDepth", "    depth <- asks (.letDepth)"),
                  bash("cabal build all --project-file=cabal.project.ci",
                       "[ 7 of 31] Compiling Kestrel.Typecheck.Env\n[12 of 31] Compiling Kestrel."
                       "Typecheck.Infer")],
                 "Il campo nuovo ora è letDepth, letto con env.letDepth / (.letDepth); il resto "
                 "di TcEnv non l'ho toccato."),
        ], "OverloadedRecordDot", tier="personalized", follow_ups=[
            ("aggiungi una struttura per le opzioni da riga di comando di kesc", "it"),
            ("add a record for codegen settings: target, optimisation level, debug info", "en"),
            ("crée un type pour la table des symboles d'un module", "fr")]),
        Scenario("hs-pointfree", "es", hs, [
            Step("haz una función que saque los nombres libres de una expresión, ordenados y sin "
                 "repetidos",
                 [edit(f"{hs}/src/Kestrel/Syntax/FreeVars.hs", "module Kestrel.Syntax.FreeVars",
                       "module Kestrel.Syntax.FreeVars\n\nfreeNames :: Expr -> [Name]\nfreeNames ="
                       " map head . group . sort . filter (not . isBuiltin) . concatMap varsOf . "
                       "universe"),
                  bash("cabal test unit --test-options='-p freeNames'",
                       "unit\n  freeNames\n    lambda shadows:  OK\n    sorted unique:   OK\n\nAll "
                       "2 "
                       "tests passed (0.02s)")],
                 "freeNames listo, con dos tests."),
            Step("funciona, pero a mí me cuesta leer cadenas point-free así de largas. cuando "
                 "pasan "
                 "de dos composiciones prefiero el argumento explícito y pasos con nombre en un "
                 "where. y ya que estás usa Set en vez de group . sort",
                 [edit(f"{hs}/src/Kestrel/Syntax/FreeVars.hs",
                       "freeNames = map head . group . sort . filter (not . isBuiltin) . concatMap "
                       "varsOf . universe",
                       "freeNames expr = Set.toAscList userVars\n  where\n    subterms = universe "
                       "expr\n    allVars = Set.fromList (concatMap varsOf subterms)\n    userVars "
                       "= Set.filter (not . isBuiltin) allVars"),
                  bash("cabal test unit --test-options='-p freeNames'",
                       "unit\n  freeNames\n    lambda shadows:  OK\n    sorted unique:   OK\n\nAll "
                       "2 "
                       "tests passed (0.02s)")],
                 "Reescrito con el argumento explícito y pasos con nombre en el where, usando "
                 "Set; los tests siguen pasando."),
        ], "point-free", tier="personalized", follow_ups=[
            ("escribe la función que cuenta cuántas veces se usa cada variable en un módulo",
             "es"),
            ("write a helper that collects all string literals in a program, without duplicates",
             "en"),
            ("faz uma função que junta os avisos de todos os módulos e ordena por arquivo e linha",
             "pt")]),

        # ------------------------------------------------------------------ NixOS bakery fleet
        Scenario("nix-agenix", "en", nix, [
            Step("filiale-09 gets a new wifi, ssid KB-Filiale09, key is roggenbrot-44-fenster, "
                 "set it up on the till there",
                 [edit(f"{nix}/hosts/filiale-09/default.nix", "  networking.hostName = "
                       "\"filiale-09\";",
                       "  networking.hostName = \"filiale-09\";\n  networking.wireless.networks."
                       "\"KB-Filiale09\".psk = \"roggenbrot-44-fenster\";"),
                  bash("nix build .#nixosConfigurations.filiale-09.config.system.build.toplevel "
                       "--no-link", "")],
                 "Configured; filiale-09 builds."),
            Step("no no, that key is now in the nix store in plain text, world readable on the "
                 "machine and in every closure copy, and it would end up in git. secrets never go "
                 "in .nix files here. agenix: add it to secrets/secrets.nix with the host key as "
                 "recipient, agenix -e secrets/wifi-filiale09.age, then age.secrets and "
                 "networking.wireless.secretsFile with pskRaw = \"ext:...\"",
                 [edit(f"{nix}/secrets/secrets.nix", "  \"wifi-filiale08.age\".publicKeys",
                       "  \"wifi-filiale09.age\".publicKeys = admins ++ [ hosts.filiale-09 ];\n"
                       "  \"wifi-filiale08.age\".publicKeys"),
                  bash("cd secrets && agenix -e wifi-filiale09.age", ""),
                  edit(f"{nix}/hosts/filiale-09/default.nix",
                       "  networking.wireless.networks.\"KB-Filiale09\".psk = "
                       "\"roggenbrot-44-fenster\";",
                       "  age.secrets.wifi.file = ../../secrets/wifi-filiale09.age;\n  networking."
                       "wireless.secretsFile = config.age.secrets.wifi.path;\n  networking."
                       "wireless.networks.\"KB-Filiale09\".pskRaw = \"ext:psk_filiale09\";"),
                  bash("git log --oneline -S roggenbrot | head -3", ""),
                  bash("nix build .#nixosConfigurations.filiale-09.config.system.build.toplevel "
                       "--no-link", "")],
                 "Moved the key into secrets/wifi-filiale09.age (admins and filiale-09 as "
                 "recipients); the host reads it via secretsFile. It was never committed. The "
                 "old build with the plain key is only in my local store and will be collected, "
                 "but as it was in plain text you may want to change the key anyway."),
        ], "agenix", follow_ups=[
            ("the card terminal daemon on filiale-04 needs the acquirer's api token in its config, "
             "wire it up", "en"),
            ("der Backstube-Server braucht das Passwort für die SMB-Freigabe der Buchhaltung, trag "
             "das bitte ein", "de"),
            ("ajoute le mot de passe admin de l'imprimante réseau de la filiale 12", "fr")]),
        Scenario("nix-deploy", "de", nix, [
            Step("auf filiale-07 druckt der bondrucker seit dem update nicht mehr, schau mal und "
                 "spiel den fix ein",
                 [bash("ssh root@filiale-07 journalctl -u cups -n 5 --no-pager",
                       "Mär 15 09:41:07 filiale-07 cupsd[1123]: [Job 412] Filter failed\nMär 15 "
                       "09:41:07 filiale-07 cupsd[1123]: [Job 412] Unable to execute /nix/store/"
                       "…-cups-filters/lib/cups/filter/rastertoescpos: No such file or directory"),
                  edit(f"{nix}/modules/printing.nix", "    drivers = [ pkgs.cups-filters ];",
                       "    drivers = [ pkgs.cups-filters pkgs.kornblum.escpos-filter ];"),
                  bash("nixos-rebuild switch --flake .#filiale-07 --target-host root@filiale-07",
                       "building the system configuration...\nstopping the following units: "
                       "cups.service\nactivating the configuration...\nsetting up /etc...\n"
                       "reloading user units for kasse...\nrestarting the following units: "
                       "kiosk-browser.service\nstarting the following units: cups.service")],
                 "Fix ist drin und auf filiale-07 aktiviert, cups druckt wieder."),
            Step("du hast da einfach switch gemacht, mitten im verkauf, und kiosk-browser wurde "
                 "neu gestartet, die kasse war 40 sekunden weg. samstag um 10. bei uns geht nix "
                 "direkt mit nixos-rebuild auf eine filiale: erst nix flake check, dann deploy-rs "
                 "mit deploy .#filiale-07 --dry-activate und mir zeigen was neu startet. das "
                 "echte deploy nur nach ladenschluss (18 uhr) oder wenn ichs sag, magic rollback "
                 "bleibt an",
                 [bash("nix flake check",
                       "warning: Git tree '/home/jonas/ofen-fleet' is dirty\nchecking flake output "
                       "'nixosConfigurations'...\nchecking flake output 'deploy'...\nchecking "
                       "flake output 'checks'...\nchecking derivation checks.x86_64-linux."
                       "deploy-schema...\nchecking derivation checks.x86_64-linux.deploy-"
                       "activate..."),
                  bash("deploy .#filiale-07 --dry-activate",
                       "🚀 ℹ️ [deploy] [INFO] Running checks for flake in .\n🚀 ℹ️ [deploy] [INFO] "
                       "Evaluating flake in .\n🚀 ℹ️ [deploy] [INFO] The following profiles are "
                       "going to be deployed:\n[filiale-07.system]\nuser = \"root\"\nssh_user = "
                       "\"deploy\"\n🚀 ℹ️ [activate] [INFO] Activating profile (dry run)\nwould "
                       "restart the following units: kiosk-browser.service\nwould start the "
                       "following units: cups.service")],
                 "Verstanden. flake check ist grün; dry-activate zeigt, dass kiosk-browser neu "
                 "starten würde. Das echte deploy mache ich erst nach 18 Uhr oder wenn du es "
                 "sagst."),
        ], "dry-activate", follow_ups=[
            ("die neue Preisliste für die Kassen-App muss heute noch auf alle Filialen", "de"),
            ("roll out the kernel update to filiale-02 and filiale-03", "en"),
            ("porta la correzione del driver della bilancia sulla cassa della filiale 11", "it")]),
        Scenario("nix-flake-update", "en", nix, [
            Step("bump kassen-app to 3.8.1, it fixes the receipt rounding",
                 [edit(f"{nix}/flake.nix",
                       "    kassen-app.url = \"github:kornblum/kassen-app/v3.7.4\";",
                       "    kassen-app.url = \"github:kornblum/kassen-app/v3.8.1\";"),
                  bash("nix flake update",
                       "warning: updating lock file '/home/jonas/ofen-fleet/flake.lock':\n• "
                       "Updated "
                       "input 'agenix':\n    'github:ryantm/agenix/3f1a…' (2025-01-12)\n  → "
                       "'github:ryantm/agenix/9be0…' (2025-03-02)\n• Updated input 'deploy-rs':\n"
                       "    'github:serokell/deploy-rs/60d2…' (2024-12-20)\n  → 'github:serokell/"
                       "deploy-rs/aa07…' (2025-02-27)\n• Updated input 'home-manager':\n    …\n"
                       "• Updated input 'kassen-app':\n    'github:kornblum/kassen-app/v3.7.4' "
                       "(2025-01-29)\n  → 'github:kornblum/kassen-app/v3.8.1' (2025-03-07)\n"
                       "• Updated input 'nixpkgs':\n    'github:NixOS/nixpkgs/4a1f…' (2025-02-18)\n"
                       "  → 'github:NixOS/nixpkgs/c80e…' (2025-03-11)"),
                  bash("nix flake check", "checking flake output 'nixosConfigurations'...\n"
                       "checking flake output 'deploy'...\nchecking flake output 'checks'...")],
                 "kassen-app is at 3.8.1 in flake.lock and flake check passes."),
            Step("why did you update every input?? the lock now moves nixpkgs three weeks and "
                 "home-manager, deploy-rs, agenix too. that's a rebuild of all 15 machines, over "
                 "4g at half the branches, for a receipt fix. touch only the input you need: nix "
                 "flake update kassen-app. nixpkgs bumps are their own PR once a month after "
                 "testing on filiale-01",
                 [bash("git checkout flake.lock && nix flake update kassen-app",
                       "warning: updating lock file '/home/jonas/ofen-fleet/flake.lock':\n• "
                       "Updated "
                       "input 'kassen-app':\n    'github:kornblum/kassen-app/v3.7.4' (2025-01-29)"
                       "\n  → 'github:kornblum/kassen-app/v3.8.1' (2025-03-07)"),
                  bash("git diff --stat flake.lock",
                       " flake.lock | 8 ++++----\n 1 file changed, 4 insertions(+), 4 "
                       "deletions(-)")],
                 "Reverted the lock and updated only kassen-app; flake.lock changes in one node, "
                 "nixpkgs and the other inputs stay where they were."),
        ], "input", follow_ups=[
            ("the label printer at the backstube needs a newer cups-filters than we have, can you "
             "pull that in?", "en"),
            ("aktualisier bitte das kiosk-theme auf die neue version mit dem osterlogo", "de"),
            ("sube a la última versión la app de pedidos online, la que viene de su propio repo en "
             "el flake", "es")]),
        Scenario("nix-closure", "es", nix, [
            Step("¿cuánto pesa meter el puente de la báscula (waage-bridge) en las cajas? las "
                 "filiales con 4G tienen 2 GB de datos al mes",
                 [bash("nix path-info -h $(nix build --no-link --print-out-paths .#waage-bridge)",
                       "/nix/store/8q2kdm1v0x…-waage-bridge-1.2.0\t  38.4M")],
                 "Unos 38 MB, cabe de sobra en el plan de 4G."),
            Step("ese número está mal, 38 MB es el paquete solo, sin dependencias, y waage-bridge "
                 "es electron. lo que se baja la caja es todo lo que le falta del closure nuevo: "
                 "construye el sistema de la filiale y compáralo con el que tiene ahora con nix "
                 "store diff-closures (o nix path-info -S de los dos toplevel y restas)",
                 [bash("nix build .#nixosConfigurations.filiale-11.config.system.build.toplevel "
                       "-o result-f11", ""),
                  bash("ssh deploy@filiale-11 readlink /run/current-system",
                       "/nix/store/w1c9…-nixos-system-filiale-11-24.11.20250218"),
                  bash("nix copy --from ssh://deploy@filiale-11 /nix/store/w1c9…-nixos-system-"
                       "filiale-11-24.11.20250218 && nix store diff-closures /nix/store/w1c9…-"
                       "nixos-system-filiale-11-24.11.20250218 ./result-f11",
                       "electron: ∅ → 33.3.1, +284.6 MiB\nlibnotify: ∅ → 0.8.3, +0.4 MiB\n"
                       "libsecret: ∅ → 0.21.4, +1.1 MiB\nnixos-system-filiale-11: 24.11.20250218 "
                       "→ 24.11.20250218, +0.1 MiB\nwaage-bridge: ∅ → 1.2.0, +38.4 MiB\nxdg-utils:"
                       " ∅ → 1.2.1, +6.9 MiB")],
                 "Corrijo: la caja tendría que bajar unos 331 MiB (electron 285, waage-bridge 38, "
                 "xdg-utils y librerías el resto), o sea una sexta parte de los 2 GB del mes, no "
                 "38 MB."),
        ], "diff-closures", follow_ups=[
            ("¿cuánto se descarga la filiale-05 si activamos la cámara con ffmpeg?", "es"),
            ("how big is the download for the 4g branches if we switch the kiosk browser to "
             "firefox?", "en"),
            ("quanto pesa per le casse aggiungere i font per gli scontrini in cirillico?", "it")]),
        Scenario("nix-modules", "fr", nix, [
            Step("active chrony avec le serveur ntp de la backstube et le watchdog matériel sur "
                 "filiale-12",
                 [edit(f"{nix}/hosts/filiale-12/default.nix", "  networking.hostName = "
                       "\"filiale-12\";",
                       "  networking.hostName = \"filiale-12\";\n  services.chrony = {\n    enable "
                       "= true;\n    servers = [ \"backstube.kb.lan\" ];\n  };\n  systemd.watchdog"
                       ".runtimeTime = \"30s\";\n  boot.kernelModules = [ \"iTCO_wdt\" ];"),
                  bash("nix build .#nixosConfigurations.filiale-12.config.system.build.toplevel "
                       "--no-link", "")],
                 "C'est en place sur filiale-12 et ça build."),
            Step("ça marche, mais perso je préfère que rien de fonctionnel ne soit écrit "
                 "directement dans hosts/*/default.nix. un module par fonction dans modules/ "
                 "(timesync.nix, watchdog.nix) avec une option kornblum.<truc>.enable, et l'hôte "
                 "fait juste enable = true. je m'y retrouve beaucoup mieux comme ça",
                 [edit(f"{nix}/modules/timesync.nix", "{ config, lib, ... }:",
                       "{ config, lib, ... }:\nlet cfg = config.kornblum.timesync; in {\n  options."
                       "kornblum.timesync.enable = lib.mkEnableOption \"chrony against the "
                       "backstube\";\n  config = lib.mkIf cfg.enable {\n    services.chrony = { "
                       "enable = true; servers = [ \"backstube.kb.lan\" ]; };\n  };\n}"),
                  edit(f"{nix}/modules/watchdog.nix", "{ config, lib, ... }:",
                       "{ config, lib, ... }:\nlet cfg = config.kornblum.watchdog; in {\n  options."
                       "kornblum.watchdog.enable = lib.mkEnableOption \"hardware watchdog\";"),
                  edit(f"{nix}/hosts/filiale-12/default.nix", "  services.chrony = {",
                       "  kornblum.timesync.enable = true;\n  kornblum.watchdog.enable = true;"),
                  bash("nix flake check", "checking flake output 'nixosConfigurations'...\n"
                       "checking flake output 'deploy'...\nchecking flake output 'checks'...")],
                 "Déplacé dans modules/timesync.nix et modules/watchdog.nix avec leurs options "
                 "enable ; filiale-12 ne fait plus que les activer. flake check passe."),
        ], "module", tier="personalized", follow_ups=[
            ("configure la rotation des logs de la caisse sur les filiales", "fr"),
            ("set up a nightly backup timer for the receipts database on the backstube server",
             "en"),
            ("richte auf filiale-03 den temperaturfühler für die kühltheke ein", "de")]),
        Scenario("nix-hosts-list", "en", nix, [
            Step("raise the journald size limit, the tills keep losing logs before i get to read "
                 "them",
                 [edit(f"{nix}/modules/till-base.nix", "  services.journald.extraConfig = ''",
                       "  services.journald.extraConfig = ''\n    SystemMaxUse=400M"),
                  bash("nix flake check", "checking flake output 'nixosConfigurations'...\n"
                       "checking flake output 'deploy'...")],
                 "Raised SystemMaxUse to 400M in modules/till-base.nix, flake check passes."),
            Step("ok. something for me: whenever a change ends up on machines, end your message "
                 "with the list of hosts that actually change, by name (filiale-01, filiale-04, "
                 "backstube...). i call the shop managers before a deploy and i dont want to work "
                 "it out from the module imports myself",
                 [bash("for h in $(nix eval .#nixosConfigurations --apply builtins.attrNames "
                       "--json | jq -r '.[]'); do a=$(nix eval --raw .#nixosConfigurations.$h."
                       "config.system.build.toplevel.outPath); b=$(nix eval --raw "
                       "git+file:.?ref=main#nixosConfigurations.$h.config.system.build.toplevel."
                       "outPath); [ \"$a\" != \"$b\" ] && echo $h; done",
                       "filiale-01\nfiliale-02\nfiliale-03\nfiliale-04\nfiliale-05\nfiliale-06\n"
                       "filiale-07\nfiliale-08\nfiliale-09\nfiliale-10\nfiliale-11\nfiliale-12\n"
                       "filiale-13\nfiliale-14")],
                 "Will do. For this change: filiale-01 to filiale-14 (all 14 tills). backstube "
                 "does not import till-base.nix and stays unchanged."),
        ], "hosts", tier="personalized", follow_ups=[
            ("switch the kiosk start page to the new pre-order screen", "en"),
            ("stell die helligkeit der kundendisplays auf 70 %", "de"),
            ("muda o horário de reinício automático das caixas para as 3 da manhã", "pt")]),

        # ------------------------------------------------------------------ Scala Spark meters
        Scenario("sc-timezone", "en", sc, [
            Step("billing export needs a daily consumption table: kwh per meter per day",
                 [edit(f"{sc}/src/main/scala/meterlake/jobs/DailyConsumption.scala",
                       "  def run(readings: DataFrame): DataFrame =",
                       "  def run(readings: DataFrame): DataFrame =\n    readings\n      .groupBy("
                       "$\"meter_id\", to_date($\"reading_ts\").as(\"day\"))\n      "
                       ".agg(sum($\"kwh\")"
                       ".as(\"kwh\"))"),
                  bash("sbt 'testOnly meterlake.jobs.DailyConsumptionSpec'",
                       "meterlake.jobs.DailyConsumptionSpec:\n  + sums readings per meter and day "
                       "2.114s\n[info] Passed: Total 1, Failed 0, Errors 0, Passed 1\n[success] "
                       "Total time: 38 s")],
                 "DailyConsumption groups by meter and day and sums kWh; the spec passes."),
            Step("billing's reconciliation is off for every meter: the 00:00-01:00 reading of each "
                 "day lands on the day before, in summer the first two. readings are stored in "
                 "UTC, billing days are local days in Europe/Vienna. we leave "
                 "spark.sql.session.timeZone at UTC and convert explicitly, "
                 "to_date(from_utc_timestamp(reading_ts, \"Europe/Vienna\")). and put a test "
                 "around the dst switch on 30 march",
                 [edit(f"{sc}/src/main/scala/meterlake/jobs/DailyConsumption.scala",
                       "to_date($\"reading_ts\").as(\"day\")",
                       "to_date(from_utc_timestamp($\"reading_ts\", BillingZone)).as(\"day\")"),
                  edit(f"{sc}/src/test/scala/meterlake/jobs/DailyConsumptionSpec.scala",
                       "class DailyConsumptionSpec extends SparkSuite:",
                       "class DailyConsumptionSpec extends SparkSuite:\n  test(\"the 23-hour day "
                       "of 2025-03-30 gets 23 hourly readings\") {\n    val out = DailyConsumption."
                       "run(hourly(\"AT-0044-000017\", from = \"2025-03-29T23:00:00Z\", hours = "
                       "23))"),
                  bash("sbt 'testOnly meterlake.jobs.DailyConsumptionSpec'",
                       "meterlake.jobs.DailyConsumptionSpec:\n  + sums readings per meter and day "
                       "2.051s\n  + assigns the first local hour to its own day 0.412s\n  + the "
                       "23-hour day of 2025-03-30 gets 23 hourly readings 0.388s\n[info] Passed: "
                       "Total 3, Failed 0, Errors 0, Passed 3")],
                 "Days are now Europe/Vienna local days via from_utc_timestamp, session time zone "
                 "untouched; tests cover the first local hour and the 23-hour DST day."),
        ], "Vienna", follow_ups=[
            ("the grid team wants the monthly peak load per substation", "en"),
            ("mach eine auswertung wie viel strom an welchem wochentag verbraucht wird", "de"),
            ("mi serve il consumo per fascia oraria, giorno e notte, per ogni cliente", "it")]),
        Scenario("sc-sample", "de", sc, [
            Step("der gap-detection job ist umgeschrieben, kannst du schauen ob er richtig läuft?",
                 [bash("sbt assembly",
                       "[info] Built: /home/lea/meterlake/target/scala-3.3.4/meterlake-assembly-"
                       "0.9.0.jar\n[success] Total time: 71 s"),
                  bash("spark-submit --master yarn --deploy-mode cluster --class meterlake.jobs."
                       "GapDetection target/scala-3.3.4/meterlake-assembly-0.9.0.jar --from "
                       "2024-01-01 --to 2024-12-31",
                       "25/03/12 10:14:02 INFO Client: Submitting application application_"
                       "1741771204_0412 to ResourceManager\n...\n25/03/12 12:25:37 INFO Client: \n"
                       "\t client token: N/A\n\t final status: SUCCEEDED\n\t user: lea")],
                 "Läuft: über das ganze Jahr 2024 in 2 h 11 min durch, 18.214 Zähler mit Lücken."),
            Step("2 stunden aufm produktiv-cluster über 2,4 TB, das sind grob 180 euro und die "
                 "abrechnungsläufe mussten warten. zum ausprobieren nimmt man bei uns immer das "
                 "sample: --sample liest meterlake-dev/sample (500 zähler, ein monat), lokal mit "
                 "sbt runMain oder spark-submit --master local[4]. aufs cluster nur wenn ichs sag",
                 [bash("sbt \"runMain meterlake.jobs.GapDetection --sample\"",
                       "[info] running meterlake.jobs.GapDetection --sample\nreading s3a://"
                       "meterlake-dev/sample/readings (500 meters, 2024-11)\nmeters with gaps: 37"
                       "\ngaps total: 214 (longest 19 h, meter AT-0044-118273)\n[success] Total "
                       "time: 94 s")],
                 "Auf dem Sample geprüft: 37 von 500 Zählern mit Lücken, 214 Lücken, die längste "
                 "19 h. Aufs Cluster nur noch auf dein Wort."),
        ], "sample", follow_ups=[
            ("prüf mal ob der neue job für die plausibilitätsprüfung der zählerstände geht", "de"),
            ("try the rewritten outlier filter and tell me if it works", "en"),
            ("teste le nouveau job de détection de fraude sur les compteurs", "fr")]),
        Scenario("sc-countdistinct", "it", sc, [
            Step("quanti contatori hanno letture con kwh negativi a febbraio?",
                 [bash("sbt console <<< 'val r = spark.table(\"silver.readings\"); "
                       "r.filter($\"month\" "
                       "=== \"2025-02\" && $\"kwh\" < 0).count()'",
                       "scala> val r = spark.table(\"silver.readings\"); r.filter(...).count()\n"
                       "val res3: Long = 1214806")],
                 "A febbraio ci sono 1.214.806 contatori con letture negative."),
            Step("il numero è sbagliato, non abbiamo neanche 1,2 milioni di contatori, sono 61 "
                 "mila. hai contato le righe, non i contatori, ognuno manda 96 letture al giorno. "
                 "i "
                 "contatori si contano con countDistinct(meter_id), e prima togli i doppioni dei "
                 "reinvii dei concentratori con dropDuplicates(\"meter_id\", \"reading_ts\")",
                 [bash("sbt console <<< 'r.filter($\"month\" === \"2025-02\").dropDuplicates("
                       "\"meter_id\", \"reading_ts\").filter($\"kwh\" < 0).agg(countDistinct("
                       "$\"meter_id\")).show()'",
                       "+------------------------+\n|count(DISTINCT meter_id)|\n+------------------"
                       "------+\n|                    3117|\n+------------------------+"),
                  bash("sbt console <<< 'r.agg(countDistinct($\"meter_id\")).show()'",
                       "+------------------------+\n|count(DISTINCT meter_id)|\n+------------------"
                       "------+\n|                   61040|\n+------------------------+")],
                 "Corretto: sono 3.117 contatori su 61.040 (5,1%) con almeno una lettura "
                 "negativa a febbraio, dopo aver tolto i doppioni."),
        ], "countDistinct", follow_ups=[
            ("quante cabine secondarie hanno avuto almeno un'interruzione a gennaio?", "it"),
            ("how many customers had an estimated reading on their last bill?", "en"),
            ("wie viele zähler haben im märz eine firmware-warnung geschickt?", "de")]),
        Scenario("sc-replacewhere", "pt", sc, [
            Step("o dia 2025-03-04 veio com leituras corrompidas do concentrador de gmunden, "
                 "reprocessa esse dia na silver.readings",
                 [edit(f"{sc}/src/main/scala/meterlake/jobs/Reprocess.scala",
                       "    val fixed = Cleaning.run(raw.filter($\"reading_date\" === day))",
                       "    val fixed = Cleaning.run(raw.filter($\"reading_date\" === day))\n    "
                       "fixed.write.format(\"delta\").mode(\"overwrite\")"
                       ".save(Paths.silverReadings)"),
                  bash("spark-submit --class meterlake.jobs.Reprocess target/scala-3.3.4/"
                       "meterlake-assembly-0.9.0.jar --day 2025-03-04",
                       "25/03/05 08:02:11 INFO DeltaLog: Creating initial snapshot\n...\nwrote "
                       "5861120 rows to s3a://meterlake-prod/silver/readings")],
                 "Reprocessado: 5.861.120 linhas gravadas na silver.readings."),
            Step("vc sobrescreveu a tabela inteira com um dia só, a silver.readings ficou só com "
                 "4 de março. tive que voltar com RESTORE TABLE silver.readings TO VERSION AS OF "
                 "1882. reprocessar um dia é sempre overwrite com .option(\"replaceWhere\", "
                 "\"reading_date = '2025-03-04'\") e o mesmo filtro no dataframe, e roda primeiro "
                 "no dev",
                 [edit(f"{sc}/src/main/scala/meterlake/jobs/Reprocess.scala",
                       "    fixed.write.format(\"delta\").mode(\"overwrite\")"
                       ".save(Paths.silverReadings)",
                       "    fixed.write.format(\"delta\").mode(\"overwrite\")\n      .option("
                       "\"replaceWhere\", s\"reading_date = '$day'\")\n      .save(Paths."
                       "silverReadings)"),
                  bash("spark-submit --class meterlake.jobs.Reprocess target/scala-3.3.4/"
                       "meterlake-assembly-0.9.0.jar --env dev --day 2025-03-04",
                       "wrote 5861120 rows to s3a://meterlake-dev/silver/readings (replaceWhere "
                       "reading_date = '2025-03-04')"),
                  bash("spark-sql -e \"DESCRIBE HISTORY delta.\\`s3a://meterlake-dev/silver/"
                       "readings\\` LIMIT 1\" | cut -f2,5",
                       "WRITE\t{\"mode\":\"Overwrite\",\"partitionBy\":\"[]\",\"predicate\":"
                       "\"[\\\"(reading_date = '2025-03-04')\\\"]\"}")],
                 "Corrigido com replaceWhere na partição do dia; no dev só o dia 4 de março foi "
                 "trocado. Rodo no prod quando você disser."),
        ], "replaceWhere", follow_ups=[
            ("os dados de ontem do concentrador de vöcklabruck vieram duplicados, corrige na "
             "silver", "pt"),
            ("reload last tuesday's readings for the north region, the import was incomplete",
             "en"),
            ("hay que recalcular la tabla gold de consumos diarios solo para la semana pasada",
             "es")]),
        Scenario("sc-mdtable", "en", sc, [
            Step("run the data quality checks on the january load and tell me how it looks",
                 [bash("sbt \"runMain meterlake.quality.RunChecks --month 2025-01\"",
                       "rows: 5841600\nnull kwh: 1822\nnegative kwh: 96\nduplicate (meter_id, "
                       "reading_ts): 11408\nmeters silent > 24h: 212 of 61040\nfuture timestamps: "
                       "0\n[success] Total time: 412 s")],
                 "January looks mostly fine. There are 1,822 rows with a null kWh, which is a "
                 "tiny share, and 96 negative values. Duplicates are a bit higher at 11,408, "
                 "probably concentrator resends. 212 meters were silent for more than a day, and "
                 "there are no future timestamps."),
            Step("thanks. personally i'd rather get these as a small markdown table: check | count "
                 "| % | vs last month, no paragraphs. i paste them straight into the weekly ops "
                 "note",
                 [bash("sbt \"runMain meterlake.quality.RunChecks --month 2024-12 --summary\"",
                       "null kwh: 1604\nnegative kwh: 88\nduplicate (meter_id, reading_ts): 6921\n"
                       "meters silent > 24h: 198\nfuture timestamps: 0")],
                 "| check | count | % | vs Dec |\n|---|---|---|---|\n| null kWh | 1,822 | 0.03 % | "
                 "+218 |\n| negative kWh | 96 | <0.01 % | +8 |\n| duplicates | 11,408 | 0.20 % | "
                 "+4,487 |\n| meters silent > 24 h | 212 | 0.35 % of meters | +14 |\n| future "
                 "timestamps | 0 | 0 % | 0 |"),
        ], "markdown", tier="personalized", follow_ups=[
            ("how did the february load look?", "en"),
            ("wie sieht die datenqualität der lieferung von gestern aus?", "de"),
            ("dammi i risultati dei controlli sui dati dei contatori industriali", "it")]),
        Scenario("sc-dataset", "en", sc, [
            Step("add a job that joins readings with the tariff table and computes cost per "
                 "meter per day",
                 [edit(f"{sc}/src/main/scala/meterlake/jobs/DailyCost.scala",
                       "object DailyCost:",
                       "object DailyCost:\n  def run(daily: DataFrame, tariffs: DataFrame): "
                       "DataFrame =\n    daily.join(tariffs, Seq(\"tariff_id\"))\n      "
                       ".withColumn(\"cost_eur\", col(\"kwh\") * col(\"price_eur_kwh\"))\n      "
                       ".select(\"meter_id\", \"day\", \"kwh\", \"cost_eur\")"),
                  bash("sbt 'testOnly meterlake.jobs.DailyCostSpec'",
                       "meterlake.jobs.DailyCostSpec:\n  + prices a day at the meter's tariff "
                       "1.902s\n[info] Passed: Total 1, Failed 0, Errors 0, Passed 1")],
                 "DailyCost joins on tariff_id and computes cost_eur; the spec passes."),
            Step("fine. for my own sanity i prefer typed Datasets: case classes for the rows "
                 "(DailyKwh, Tariff, DailyCost) and .as[...], so a renamed column breaks at "
                 "compile time and not at 3am. col(\"...\") strings only where there's no other "
                 "way. please write new jobs like that",
                 [edit(f"{sc}/src/main/scala/meterlake/model/Rows.scala", "package meterlake.model",
                       "package meterlake.model\n\nfinal case class DailyKwh(meter_id: String, "
                       "day: "
                       "java.sql.Date, kwh: Double, tariff_id: String)\nfinal case class Tariff("
                       "tariff_id: String, price_eur_kwh: BigDecimal)\nfinal case class DailyCost("
                       "meter_id: String, day: java.sql.Date, kwh: Double, cost_eur: BigDecimal)"),
                  edit(f"{sc}/src/main/scala/meterlake/jobs/DailyCost.scala",
                       "  def run(daily: DataFrame, tariffs: DataFrame): DataFrame =",
                       "  def run(daily: Dataset[DailyKwh], tariffs: Dataset[Tariff]): Dataset["
                       "DailyCost] =\n    daily.joinWith(tariffs, daily(\"tariff_id\") === tariffs("
                       "\"tariff_id\")).map { (d, t) =>\n      DailyCost(d.meter_id, d.day, d.kwh, "
                       "BigDecimal(d.kwh) * t.price_eur_kwh)\n    }"),
                  bash("sbt 'testOnly meterlake.jobs.DailyCostSpec'",
                       "meterlake.jobs.DailyCostSpec:\n  + prices a day at the meter's tariff "
                       "2.015s\n[info] Passed: Total 1, Failed 0, Errors 0, Passed 1")],
                 "Rewritten on typed Datasets with DailyKwh, Tariff and DailyCost case classes; "
                 "the only column strings left are the join keys."),
        ], "Dataset", tier="personalized", follow_ups=[
            ("write a job that flags meters whose consumption jumps above 5x their 30-day "
             "average", "en"),
            ("fais un job qui agrège la production des panneaux solaires des clients par poste "
             "de transformation", "fr"),
            ("crea un job che unisce le letture con l'anagrafica clienti", "it")]),
    ]
