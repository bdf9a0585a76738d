"""A nineteenth outside set of sessions that teach something, and the later requests that need it.

Written by hand by a writer who had not read the project's code, tests or other held-out sets'
rows, from the Scenario format alone (the Scenario dataclass and the imports above it, the Step
dataclass, the bash, edit and write helpers, and the module docstring, imports and first two
scenarios of the eighteenth outside set for their layout), never used for tuning, and written
without reading how lessons are captured, stored or recalled. The list of earlier sets' project
kinds and languages was read only to pick new ones. Tiers were set by construction: a session
where the human corrects what the agent did in a tool call (or a claim it made about a tool's
output) is "procedural", one where the human only states how they like things before the agent
does anything is "personalized". Five invented projects of kinds absent from the earlier learning
sets: a Crystal/Kemal web app (shards, crystal spec, ameba, micrate) that keeps a community-fridge
network's restock log, an F# library and CLI (.NET 8, Paket, Fantomas, Expecto) that plans a
glassblowing studio's annealing-kiln schedules, a Deno 2 / Fresh site (deno.json tasks, JSR,
Deno KV, islands) that times a sled-dog stage race, a Nextflow DSL2 pipeline (nf-test, nf-core
style modules, Docker profiles) that turns an angling club's river-water eDNA samples into fish
species tables, and a Bash toolkit (shellcheck, bats-core, systemd timers) that relays a dairy
cooperative's milk-tank temperature readings from farm gateways.

30 sessions, six per project. In 20 the agent works (edits, commands with realistic output, or a
claim it makes) and then the human corrects it, sharply or mildly (a pasted error, "why did you
...?", "can you instead ...", a reminder of how the team does it); tier "procedural", four per
project. In 10 the human only states a personal preference before any work; tier "personalized",
two per project. 15 sessions are in English, the other 15 in Bosnian, Cebuano, Sundanese, West
Frisian, Occitan, Yiddish, Maori, Samoan, Latin, Central Kurdish (Sorani), Uyghur, Odia,
Assamese, Shona and Southern Sotho (one each). Each scenario has 3 follow-ups (90 in all):
requests from a later session that need the lesson while sharing few words with it; exactly one
per scenario is in the session's language, so 60 of the 90 are in another language (English 30
in all, 15 of them follow-ups of non-English sessions; each of the fifteen other languages 4
times, once in its own session and three times elsewhere). `expect` is one word the learned
record should contain, chosen where possible as a language-neutral technical token (a tool, a
flag, a file, a type, an identifier). All names, paths, numbers and outputs are invented;
nothing is copied from a public text.
"""

from __future__ import annotations

from learning_set import Scenario
from sessions import Step, bash, edit, write


def scenarios(base: str) -> list[Scenario]:
    fl = f"{base}/fridgeline"
    an = f"{base}/annealwise"
    mt = f"{base}/mushtime"
    rd = f"{base}/riverdna"
    tr = f"{base}/tankrelay"
    fls = f"{fl}/src/fridgeline"
    ans = f"{an}/src/Annealwise"
    mts = f"{mt}/src"
    rdm = f"{rd}/modules/local"
    trb = f"{tr}/bin"
    return [
        # ------------------------------------------- Crystal/Kemal community-fridge restock log
        Scenario("cr-shards", "en", fl, [
            Step("each fridge needs a printable QR label that opens its restock page. add a "
                 "shard that renders QR codes to PNG and a /fridges/:id/label.png route",
                 [edit(f"{fl}/shard.yml",
                       "dependencies:\n  kemal:\n    github: kemalcr/kemal\n",
                       "dependencies:\n  kemal:\n    github: kemalcr/kemal\n"
                       "  qrpng:\n    git: https://git.fridgeline.example/forks/qrpng.git\n"
                       "    version: ~> 0.4.1\n"),
                  bash("shards update",
                       "Resolving dependencies\nFetching https://github.com/kemalcr/kemal.git\n"
                       "Fetching https://git.fridgeline.example/forks/qrpng.git\n"
                       "Fetching https://github.com/crystal-lang/crystal-db.git\n"
                       "Installing kemal (1.6.0)\nInstalling qrpng (0.4.3)\n"
                       "Installing db (0.13.2)\nInstalling sqlite3 (0.21.1)\n"
                       "Writing shard.lock"),
                  write(f"{fls}/routes/label.cr",
                        "get \"/fridges/:id/label.png\" do |env|\n"
                        "  fridge = Fridge.find!(env.params.url[\"id\"].to_i64)\n"
                        "  env.response.content_type = \"image/png\"\n"
                        "  QRPng.render(fridge.public_url, size: 320)\nend\n"),
                  bash("crystal spec",
                       "..........................................\n\n"
                       "Finished in 1.84 seconds\n42 examples, 0 failures, 0 errors, 0 pending")],
                 "Added qrpng 0.4.3 and the label route; all 42 specs pass."),
            Step("why does the diff move kemal to 1.6.0 and db to 0.13.2 in shard.lock? I asked "
                 "for one new shard. `shards update` re-resolves everything; for adding a "
                 "dependency run `shards install` so shard.lock only gains the new entry. put "
                 "the other versions back, kemal 1.6 changes the error handler API and we have "
                 "not looked at that yet.",
                 [bash("git checkout shard.lock", "Updated 1 path from the index"),
                  bash("shards install",
                       "Resolving dependencies\nFetching https://git.fridgeline.example/forks/"
                       "qrpng.git\nUsing kemal (1.5.0)\nUsing db (0.13.1)\nUsing sqlite3 (0.21.0)"
                       "\nInstalling qrpng (0.4.3)\nWriting shard.lock"),
                  bash("git diff --stat shard.lock", " shard.lock | 4 ++++\n 1 file changed, "
                       "4 insertions(+)"),
                  bash("crystal spec", "42 examples, 0 failures, 0 errors, 0 pending")],
                 "Restored shard.lock and re-ran `shards install`: only qrpng was added, kemal "
                 "stays at 1.5.0 and db at 0.13.1. Specs still pass."),
        ], "shard.lock", tier="procedural", follow_ups=[
            ("the volunteer notes page should render markdown; pull in a library for that and "
             "hook it up", "en"),
            ("Treba nam biblioteka za generisanje PDF naljepnica za frižidere; dodaj je u "
             "projekat.", "bs"),
            ("Kinahanglan nato ug library para sa pag-resize sa mga litrato sa fridge; idugang "
             "kini sa proyekto.", "ceb")]),
        Scenario("cr-micrate", "en", fl, [
            Step("fridges need a capacity_litres column so the dashboard can show how full they "
                 "are",
                 [edit(f"{fl}/db/schema.sql",
                       "  location TEXT NOT NULL,\n  opened_on DATE",
                       "  location TEXT NOT NULL,\n  capacity_litres INTEGER,\n  opened_on DATE"),
                  bash("sqlite3 data/dev.db < db/schema.sql",
                       "Parse error near line 1: table fridges already exists"),
                  bash("rm data/dev.db && sqlite3 data/dev.db < db/schema.sql", ""),
                  bash("crystal spec spec/models/fridge_spec.cr",
                       "......\n\nFinished in 212.4 milliseconds\n6 examples, 0 failures")],
                 "Added capacity_litres to schema.sql and rebuilt the dev database from it; the "
                 "fridge specs pass."),
            Step("you deleted my dev database — three weeks of test restocks from the Kerrow "
                 "Street fridge are gone. db/schema.sql is a dump produced from the migrations, "
                 "nobody edits it by hand. a new column is a new migration: `micrate create "
                 "add_capacity_to_fridges`, write the up/down SQL there, then `micrate up`.",
                 [bash("git checkout db/schema.sql", "Updated 1 path from the index"),
                  bash("micrate create add_capacity_to_fridges",
                       "Created db/migrations/20250311094512_add_capacity_to_fridges.sql"),
                  edit(f"{fl}/db/migrations/20250311094512_add_capacity_to_fridges.sql",
                       "-- +micrate Up\n\n-- +micrate Down\n",
                       "-- +micrate Up\nALTER TABLE fridges ADD COLUMN capacity_litres INTEGER;"
                       "\n\n-- +micrate Down\nALTER TABLE fridges DROP COLUMN capacity_litres;\n"),
                  bash("micrate up", "Migrating db, current version: 20250214160233, target: "
                       "20250311094512\nOK   20250311094512_add_capacity_to_fridges.sql"),
                  bash("make schema-dump", "sqlite3 data/dev.db .schema > db/schema.sql")],
                 "Sorry about the database. The column now comes from a micrate migration and "
                 "schema.sql was regenerated with `make schema-dump`."),
        ], "micrate", tier="procedural", follow_ups=[
            ("volunteers should have a phone_verified flag saved with their profile", "en"),
            ("Tambihkeun kolom pikeun nyimpen nomer telepon cadangan relawan.", "su"),
            ("Foegje in fjild ta om by te hâlden oft in frijwilliger in rydbewiis hat.", "fy")]),
        Scenario("cr-static", "bs", fl, [
            Step("Napravi mi izvršni fajl servera da ga mogu kopirati na fridge-box.",
                 [bash("crystal build src/fridgeline.cr -o bin/fridgeline --release",
                       ""),
                  bash("file bin/fridgeline",
                       "bin/fridgeline: Mach-O 64-bit executable arm64"),
                  bash("ls -lh bin/fridgeline",
                       "-rwxr-xr-x  1 dino  staff   6.1M Mar 12 10:04 bin/fridgeline")],
                 "Gotovo: bin/fridgeline (6,1 MB, --release). Možeš ga kopirati sa scp."),
            Step("To je Mach-O za moj Mac, a fridge-box je Alpine na x86_64 — neće se ni "
                 "pokrenuti. Izvršni fajl za server uvijek pravimo u dockeru: `docker run --rm "
                 "-v $PWD:/src -w /src crystallang/crystal:1.14.1-alpine crystal build "
                 "src/fridgeline.cr --static --release -o bin/fridgeline`, a onda sa `file` "
                 "provjeriš da piše statically linked.",
                 [bash("docker run --rm -v $PWD:/src -w /src crystallang/crystal:1.14.1-alpine "
                       "crystal build src/fridgeline.cr --static --release -o bin/fridgeline",
                       ""),
                  bash("file bin/fridgeline",
                       "bin/fridgeline: ELF 64-bit LSB executable, x86-64, version 1 (SYSV), "
                       "statically linked, stripped")],
                 "Napravljeno u Alpine kontejneru sa --static: ELF x86-64, statically linked."),
        ], "static", tier="procedural", follow_ups=[
            ("Spremi novu verziju servera za postavljanje na fridge-box u Mostaru.", "bs"),
            ("we're moving the app to the second box at the church hall; produce the binary I "
             "should copy over", "en"),
            ("מאַך אַ נײַע בילד פֿון דער אַפּליקאַציע פֿאַר דעם פּראָדוקציע־סערווער.", "yi")]),
        Scenario("cr-webmock", "ceb", fl, [
            Step("Isulat ug spec para sa SMS nga pahibalo kung walay sulod ang fridge.",
                 [write(f"{fl}/spec/notifier_spec.cr",
                        "require \"./spec_helper\"\n\ndescribe Fridgeline::Notifier do\n"
                        "  it \"texts the on-call volunteer when a fridge is empty\" do\n"
                        "    fridge = Factory.fridge(stock_level: 0)\n"
                        "    Fridgeline::Notifier.empty_alert(fridge).status_code.should eq 202"
                        "\n  end\nend\n"),
                  bash("crystal spec spec/notifier_spec.cr",
                       "POST https://sms.lanitgate.example/v2/send -> 202 (to +63 917 555 0148)"
                       "\n.\n\nFinished in 3.21 seconds\n1 examples, 0 failures")],
                 "Nahuman ang spec ug mopasar kini (1 example, 0 failures)."),
            Step("Nagpadala ka ug tinuod nga SMS kang Nanay Pering alas-dos sa kaadlawon! Ang "
                 "mga spec dili gayud mogamit ug network. Gamita ang `WebMock.stub(:post, ...)` "
                 "para sa gateway, ug `WebMock.reset` sa `Spec.before_each` sa spec_helper.",
                 [edit(f"{fl}/spec/spec_helper.cr",
                       "require \"spec\"\n",
                       "require \"spec\"\nrequire \"webmock\"\n\n"
                       "Spec.before_each { WebMock.reset }\n"),
                  edit(f"{fl}/spec/notifier_spec.cr",
                       "    fridge = Factory.fridge(stock_level: 0)\n",
                       "    WebMock.stub(:post, \"https://sms.lanitgate.example/v2/send\")"
                       ".to_return(status: 202)\n    fridge = Factory.fridge(stock_level: 0)\n"),
                  bash("crystal spec spec/notifier_spec.cr",
                       ".\n\nFinished in 18.7 milliseconds\n1 examples, 0 failures")],
                 "Pasayloa ko. Karon naka-stub na ang gateway pinaagi sa WebMock; walay tinuod "
                 "nga request."),
        ], "WebMock", tier="procedural", follow_ups=[
            ("Pagsulat ug test para sa email nga ipadala sa mga boluntaryo kung naay bag-ong "
             "donasyon.", "ceb"),
            ("write tests for the weekly Telegram digest that goes to the coordinators", "en"),
            ("Tuhia he whakamātautau mō te īmēra ki te kaiwhakahaere ina pakaru te pouaka "
             "makariri.", "mi")]),
        Scenario("cr-ameba-pref", "en", fl, [
            Step("before you start on anything in this repo: don't run `ameba --fix` on your "
                 "own. when ameba complains, paste the warnings into your reply and let me pick "
                 "which ones get fixed — it has rewritten things I wanted kept before.",
                 [],
                 "Understood. I'll run ameba only to report, list its warnings for you, and "
                 "change nothing it flags unless you choose it."),
        ], "ameba", tier="personalized", follow_ups=[
            ("tidy up the lint complaints in the donations controller", "en"),
            ("Netejatz los avertiments de l'analisi estatica dins lo contrarotlador de las "
             "donacions.", "oc"),
            ("ריין אויס דעם קאָד־סטיל אין דער טעקע פֿון דעם פֿרידזש־מאָדעל.", "yi")]),
        Scenario("cr-utc-pref", "su", fl, [
            Step("Saméméh ngamimitian: sadaya waktos dina log sareng database kedah disimpen "
                 "dina UTC; ngan dina kaca wungkul dirobih ka waktos lokal (Asia/Jakarta). Abdi "
                 "teu resep `Time.local` dina kode server.",
                 [],
                 "Siap. Waktos disimpen dina UTC (`Time.utc`), sareng ngan dirobih ka "
                 "Asia/Jakarta nalika ditampilkeun."),
        ], "UTC", tier="personalized", follow_ups=[
            ("Simpen iraha terakhir unggal kulkas dibersihkeun ku relawan.", "su"),
            ("record when each pickup from the bakery donors actually happened", "en"),
            ("Teu le taimi na faʻatumu ai mulimuli le pusaaisa.", "sm")]),
        # ------------------------------------------- F# annealing-kiln schedule planner
        Scenario("fs-paket", "en", an, [
            Step("we need to read the kiln controller's CSV logs. use FSharp.Data's CsvProvider "
                 "for it",
                 [bash("dotnet add src/Annealwise/Annealwise.fsproj package FSharp.Data",
                       "  Determining projects to restore...\n"
                       "info : Adding PackageReference for package 'FSharp.Data' into project "
                       "'src/Annealwise/Annealwise.fsproj'.\n"
                       "info : PackageReference for package 'FSharp.Data' version '6.4.0' "
                       "added to file 'src/Annealwise/Annealwise.fsproj'."),
                  write(f"{ans}/KilnLog.fs",
                        "module Annealwise.KilnLog\n\nopen FSharp.Data\n\n"
                        "type LogFile = CsvProvider<\"samples/kiln-b-2025-02-03.csv\">\n"),
                  bash("dotnet build",
                       "  Annealwise -> src/Annealwise/bin/Debug/net8.0/Annealwise.dll\n\n"
                       "Build succeeded.\n    0 Warning(s)\n    0 Error(s)")],
                 "Added FSharp.Data 6.4.0 and a KilnLog module with a CsvProvider over a "
                 "sample log. Build succeeds."),
            Step("CI is red:\n```\n$ dotnet paket restore\nPaket failed with\n-> Package "
                 "FSharp.Data is referenced via PackageReference in Annealwise.fsproj but is "
                 "not managed by Paket.\n```\nwe manage packages with Paket here: "
                 "paket.dependencies at the root, paket.references per project, versions "
                 "pinned in paket.lock. drop the PackageReference and do `dotnet paket add "
                 "FSharp.Data --project src/Annealwise/Annealwise.fsproj`.",
                 [edit(f"{ans}/Annealwise.fsproj",
                       "    <PackageReference Include=\"FSharp.Data\" Version=\"6.4.0\" />\n",
                       ""),
                  bash("dotnet paket add FSharp.Data --project src/Annealwise/Annealwise.fsproj",
                       "Paket version 8.0.3\nAdding package 'FSharp.Data'  to "
                       "'src/Annealwise/paket.references'\nResolving dependency graph...\n"
                       "Locked version resolution written to paket.lock\nInstalled packages "
                       "in 4 seconds"),
                  bash("git status --short",
                       " M paket.dependencies\n M paket.lock\n M src/Annealwise/Annealwise.fsproj"
                       "\n M src/Annealwise/paket.references\n?? src/Annealwise/KilnLog.fs"),
                  bash("dotnet build", "Build succeeded.\n    0 Warning(s)\n    0 Error(s)")],
                 "FSharp.Data now comes through Paket (paket.dependencies, paket.references, "
                 "paket.lock) and the PackageReference is gone. Build passes."),
        ], "paket", tier="procedural", follow_ups=[
            ("I want the annealing curves drawn to SVG; bring in a plotting library", "en"),
            ("Me tāpiri he pātaka hei pānui i ngā kōnae JSON o te pūrere whakamahana.", "mi"),
            ("Faʻaopoopo se faletusi e faitau ai faila Excel o le ogaumu.", "sm")]),
        Scenario("fs-compile-order", "en", an, [
            Step("Schedule.fs is getting long. move the ramp-rate maths into its own Ramp "
                 "module",
                 [write(f"{ans}/Ramp.fs",
                        "module Annealwise.Ramp\n\nlet holdMinutes thicknessMm = "
                        "thicknessMm * 2.5\n"),
                  edit(f"{ans}/Annealwise.fsproj",
                       "    <Compile Include=\"Program.fs\" />\n",
                       "    <Compile Include=\"Program.fs\" />\n"
                       "    <Compile Include=\"Ramp.fs\" />\n"),
                  bash("dotnet build",
                       "src/Annealwise/Schedule.fs(14,22): error FS0039: The value, namespace,"
                       " type or module 'Ramp' is not defined.\n\nBuild FAILED."),
                  edit(f"{ans}/Schedule.fs",
                       "module Annealwise.Schedule\n",
                       "module Annealwise.Schedule\n\nmodule Ramp =\n"
                       "    let holdMinutes thicknessMm = thicknessMm * 2.5\n"),
                  bash("dotnet build", "Build succeeded.\n    0 Warning(s)\n    0 Error(s)")],
                 "The separate file didn't resolve, so I kept Ramp as a nested module at the "
                 "top of Schedule.fs; the build passes."),
            Step("that's not a fix, that's the opposite of what I asked. FS0039 there is just "
                 "file order: F# compiles in the order of the <Compile> items in the fsproj, so "
                 "Ramp.fs has to be listed above Schedule.fs. put it in its own file, order the "
                 "fsproj, and don't fold modules back together to get round it.",
                 [edit(f"{ans}/Schedule.fs",
                       "module Annealwise.Schedule\n\nmodule Ramp =\n"
                       "    let holdMinutes thicknessMm = thicknessMm * 2.5\n",
                       "module Annealwise.Schedule\n"),
                  edit(f"{ans}/Annealwise.fsproj",
                       "    <Compile Include=\"Units.fs\" />\n"
                       "    <Compile Include=\"Schedule.fs\" />\n"
                       "    <Compile Include=\"Program.fs\" />\n"
                       "    <Compile Include=\"Ramp.fs\" />\n",
                       "    <Compile Include=\"Units.fs\" />\n"
                       "    <Compile Include=\"Ramp.fs\" />\n"
                       "    <Compile Include=\"Schedule.fs\" />\n"
                       "    <Compile Include=\"Program.fs\" />\n"),
                  bash("dotnet build && dotnet test",
                       "Build succeeded.\n[Expecto] 57 tests run in 00:00:00.41 - 57 passed, "
                       "0 ignored, 0 failed, 0 errored. Success!")],
                 "Ramp.fs is its own file again, listed before Schedule.fs in the fsproj; build "
                 "and all 57 Expecto tests pass."),
        ], "fsproj", tier="procedural", follow_ups=[
            ("put the glaze-compatibility lookup in a file of its own", "en"),
            ("Scribe modulum novum in proprio fasciculo pro tabulis concordiae vitri.", "la"),
            ("لۆجیکی هەژمارکردنی تێچووی گاز بخە ناو مۆدیولێکی جیاوازەوە.", "ckb")]),
        Scenario("fs-result-pref", "en", an, [
            Step("one thing about how I like F# written: functions that can fail return "
                 "`Result<_, string>`. no `failwith`, no exceptions for things like a bad kiln "
                 "reading or a missing schedule — exceptions are for actual bugs only.",
                 [],
                 "Got it: expected failures come back as Result with an error message; I "
                 "won't use failwith or raise for them."),
        ], "Result", tier="personalized", follow_ups=[
            ("a kiln log line can be malformed in several ways; write the parser for one line",
             "en"),
            ("ئوچاق تەڭشەك ھۆججىتىنى ئوقۇيدىغان فۇنكسىيە يازغىن.", "ug"),
            ("ଭାଟି ପଠନ ଫାଇଲରୁ ତାପମାତ୍ରା ପଢ଼ିବା ପାଇଁ ଏକ ଫଙ୍କସନ୍ ଲେଖ।", "or")]),
        Scenario("fs-units", "fy", an, [
            Step("Foegje in funksje ta dy't de ôfkoeltiid útrekkenet tusken twa temperatueren "
                 "mei in opjûne snelheid.",
                 [edit(f"{ans}/Ramp.fs",
                       "let holdMinutes thicknessMm = thicknessMm * 2.5\n",
                       "let holdMinutes thicknessMm = thicknessMm * 2.5\n\n"
                       "let coolingMinutes (fromT: float) (toT: float) (ratePerHour: float) =\n"
                       "    (fromT - toT) / ratePerHour * 60.0\n"),
                  bash("dotnet test",
                       "[Expecto] 58 tests run in 00:00:00.44 - 58 passed, 0 ignored, "
                       "0 failed, 0 errored. Success!")],
                 "`coolingMinutes` is tafoege; alle 58 tests slagje."),
            Step("Wy brûke hjir gjin bleate `float` foar temperatueren. Alles hat in "
                 "mjitte-ienheid út Units.fs: `float<degC>`, `float<degC/h>` en `float<min>`. "
                 "Ferline jier hawwe wy Fahrenheit en Celsius trochinoar helle en in hiele "
                 "oven fol skalen bruts.",
                 [edit(f"{ans}/Ramp.fs",
                       "let coolingMinutes (fromT: float) (toT: float) (ratePerHour: float) =\n"
                       "    (fromT - toT) / ratePerHour * 60.0\n",
                       "let coolingMinutes (fromT: float<degC>) (toT: float<degC>)\n"
                       "                   (rate: float<degC/h>) : float<min> =\n"
                       "    (fromT - toT) / rate * 60.0<min/h>\n"),
                  bash("dotnet test",
                       "[Expecto] 58 tests run in 00:00:00.43 - 58 passed, 0 ignored, "
                       "0 failed, 0 errored. Success!")],
                 "No mei ienheden: degC, degC/h en min. De tests slagje noch."),
        ], "degC", tier="procedural", follow_ups=[
            ("Skriuw in funksje dy't útrekkenet hoe lang de oven nedich hat om op te waarmjen "
             "út kâlde.", "fy"),
            ("add a function for how long the glory hole takes to come up to working heat",
             "en"),
            ("Scribe functionem quae computat quantum caloris furnus singulis horis amittit.",
             "la")]),
        Scenario("fs-fantomas", "oc", an, [
            Step("Apondètz un camp `Notes` al tipe `Firing`.",
                 [edit(f"{ans}/Firing.fs",
                       "      Kiln: KilnId\n      Pieces: Piece list }",
                       "      Kiln: KilnId\n      Pieces: Piece list\n      Notes: string option }"),
                  bash("dotnet fantomas .",
                       "Processing files...\n48 file(s) processed, 31 file(s) formatted."),
                  bash("dotnet build", "Build succeeded.\n    0 Warning(s)\n    0 Error(s)")],
                 "Lo camp `Notes` es apondut, e ai passat Fantomas sus tot lo depòt."),
            Step("Perqué as reformatat tot lo depòt? Un diff de 31 fichièrs es impossible de "
                 "relegir. Passa fantomas sonque suls fichièrs que tocas: `dotnet fantomas "
                 "src/Annealwise/Firing.fs`. La CI fa `dotnet fantomas --check` e los autres "
                 "fichièrs èran ja corrèctes amb la version fixada dins .config/dotnet-tools.json"
                 ".",
                 [bash("git checkout -- . ':!src/Annealwise/Firing.fs'", ""),
                  bash("dotnet tool restore && dotnet fantomas src/Annealwise/Firing.fs",
                       "Tool 'fantomas' (version '6.3.16') was restored.\n"
                       "1 file(s) processed, 0 file(s) formatted."),
                  bash("dotnet fantomas --check src tests", ""),
                  bash("git diff --stat", " src/Annealwise/Firing.fs | 3 ++-\n 1 file changed")],
                 "Ai tornat los 30 autres fichièrs; sonque Firing.fs càmbia e `--check` passa."),
        ], "fantomas", tier="procedural", follow_ups=[
            ("Apondètz un paramètre `maxRamp` a la foncion que verifica los programas.", "oc"),
            ("add a `Cancelled` case to the firing status union", "en"),
            ("ناوی فانکشنی `checkRamp` بگۆڕە بۆ `validateRamp`.", "ckb")]),
        Scenario("fs-mutable-pref", "yi", an, [
            Step("איידער דו הייבסט אָן: איך האָב ניט ליב `mutable` אין F#. ניץ רעקאָרדס מיט "
                 "`with` און `List.fold` אָדער רעקורסיע אַנשטאָט לופּס מיט `mutable` "
                 "וועריאַבלען.",
                 [],
                 "פֿאַרשטאַנען: קיין `mutable`; נאָר `with`, `List.fold` און רעקורסיע."),
        ], "mutable", tier="personalized", follow_ups=[
            ("שרײַב אַ פֿונקציע וואָס רעכנט אויס די דורכשניטלעכע טעמפּעראַטור פֿון אַ "
             "ליסטע מעסטונגען.", "yi"),
            ("sum up the total hold time across all segments of a schedule", "en"),
            ("ھەر بىر ئوچاقنىڭ ئەڭ يۇقىرى تېمپېراتۇرىسىنى ھېسابلايدىغان فۇنكسىيە يازغىن.",
             "ug")]),
        # ------------------------------------------- Deno/Fresh sled-dog stage-race timing
        Scenario("deno-perms", "en", mt, [
            Step("the results importer can't read the chip-reader files anymore, fix the task",
                 [bash("deno task import data/stage2.csv",
                       "Task import deno run src/import.ts \"data/stage2.csv\"\nerror: "
                       "Uncaught (in promise) NotCapable: Requires read access to "
                       "\"data/stage2.csv\", run again with the --allow-read flag"),
                  edit(f"{mt}/deno.json",
                       "\"import\": \"deno run src/import.ts\"",
                       "\"import\": \"deno run -A src/import.ts\""),
                  bash("deno task import data/stage2.csv",
                       "Task import deno run -A src/import.ts \"data/stage2.csv\"\n"
                       "Imported 64 finishers for stage 2 (3 DNF, 1 DSQ)")],
                 "The task was missing permissions; with -A it imports all 64 finishers."),
            Step("please don't use -A. every task here lists exactly what it needs, like the "
                 "others in deno.json do: this one wants `--allow-read=./data "
                 "--allow-net=kv.mushtime.example --allow-env=MUSH_RACE`. with -A a "
                 "compromised dependency can read my ssh keys.",
                 [edit(f"{mt}/deno.json",
                       "\"import\": \"deno run -A src/import.ts\"",
                       "\"import\": \"deno run --allow-read=./data "
                       "--allow-net=kv.mushtime.example --allow-env=MUSH_RACE src/import.ts\""),
                  bash("deno task import data/stage2.csv",
                       "Task import deno run --allow-read=./data --allow-net=kv.mushtime."
                       "example --allow-env=MUSH_RACE src/import.ts \"data/stage2.csv\"\n"
                       "Imported 64 finishers for stage 2 (3 DNF, 1 DSQ)")],
                 "Replaced -A with --allow-read=./data, --allow-net for the KV host and "
                 "--allow-env=MUSH_RACE; the import works the same."),
        ], "allow-read", tier="procedural", follow_ups=[
            ("add a task that emails each stage's results to the race vets", "en"),
            ("প্ৰতিযোগীসকলৰ তালিকা এটা JSON ফাইললৈ ৰপ্তানি কৰা task এটা যোগ কৰা।", "as"),
            ("Wedzera task inodhinda mazita evatyairi vose kuita faira rePDF.", "sn")]),
        Scenario("deno-jsr", "en", mt, [
            Step("show split times as mm:ss on the stage page",
                 [edit(f"{mts}/format.ts",
                       "export function split(ms: number): string {\n  return `${ms}`;\n}",
                       "import { format } from \"https://deno.land/std@0.201.0/datetime/mod.ts\";"
                       "\n\nexport function split(ms: number): string {\n"
                       "  return format(new Date(ms), \"mm:ss\", { timeZone: \"UTC\" });\n}"),
                  bash("deno check src/format.ts",
                       "Download https://deno.land/std@0.201.0/datetime/mod.ts\n"
                       "Download https://deno.land/std@0.201.0/datetime/format.ts\n"
                       "Check file:///home/ana/mushtime/src/format.ts"),
                  bash("deno test src/format_test.ts",
                       "running 4 tests from ./src/format_test.ts\nsplit formats 0 ... ok (1ms)"
                       "\n...\nok | 4 passed | 0 failed (9ms)")],
                 "Split times now render as mm:ss via std's datetime format; tests pass."),
            Step("we don't import from URLs any more. every dependency goes through the "
                 "imports map in deno.json and comes from JSR: `deno add jsr:@std/datetime`, "
                 "then `import { format } from \"@std/datetime\"`. a URL import in a source "
                 "file slips past the lockfile review.",
                 [bash("deno add jsr:@std/datetime",
                       "Add jsr:@std/datetime@0.225.3"),
                  edit(f"{mts}/format.ts",
                       "import { format } from \"https://deno.land/std@0.201.0/datetime/mod.ts\";",
                       "import { format } from \"@std/datetime\";"),
                  bash("deno test src/format_test.ts", "ok | 4 passed | 0 failed (8ms)")],
                 "Added @std/datetime from JSR to the imports map and switched the import; "
                 "tests pass."),
        ], "jsr", tier="procedural", follow_ups=[
            ("we need QR codes on the musher check-in page; find something to generate them",
             "en"),
            ("Re hloka laeborari ya ho bala difaele tsa YAML tsa tsela ya mabelo; e kenye.",
             "st"),
            ("Trebam biblioteku za čitanje CSV fajlova sa čitača čipova; ubaci je.", "bs")]),
        Scenario("deno-kv-atomic", "mi", mt, [
            Step("Tāpirihia he wāhanga hei tiaki i ngā wā oti o ia kurī ki te Deno KV.",
                 [edit(f"{mts}/results.ts",
                       "export async function saveFinish(bib: number, ms: number) {\n}",
                       "export async function saveFinish(bib: number, ms: number) {\n"
                       "  await kv.set([\"results\", bib], ms);\n}"),
                  bash("deno task test",
                       "running 6 tests from ./src/results_test.ts\n...\n"
                       "ok | 6 passed | 0 failed (41ms)")],
                 "Kua tāpirihia a `saveFinish`; kua paahi ngā whakamātautau e ono."),
            Step("Kāore e pai! Ka whakakapia e te wāhanga tuarua ngā hua o te wāhanga tuatahi. "
                 "Me whai te kī i te `[\"race\", raceId, \"stage\", stage, bib]`, ā, me "
                 "whakamahi i te `kv.atomic()` me te `.check()` kia kore ai e tuhirua e ngā "
                 "pānui e rua i te wā kotahi.",
                 [edit(f"{mts}/results.ts",
                       "  await kv.set([\"results\", bib], ms);",
                       "  const key = [\"race\", raceId, \"stage\", stage, bib];\n"
                       "  const cur = await kv.get(key);\n"
                       "  const res = await kv.atomic().check(cur).set(key, ms).commit();\n"
                       "  if (!res.ok) throw new Error(`finish for ${bib} already written`);"),
                  bash("deno task test",
                       "running 7 tests from ./src/results_test.ts\n...\n"
                       "ok | 7 passed | 0 failed (48ms)")],
                 "Kua whakatikaina: he kī mō ia reihi, wāhanga, kurī, ā, kei roto i te "
                 "atomic() me te check()."),
        ], "atomic", tier="procedural", follow_ups=[
            ("Tiakina ngā wā i ia tirohanga takawaenga mō ia kurī.", "mi"),
            ("store the penalty minutes the marshals hand out at each checkpoint", "en"),
            ("ପ୍ରତି କୁକୁର ପାଇଁ ପଶୁ ଡାକ୍ତରଙ୍କ ଯାଞ୍ଚ ଫଳାଫଳ ସଂରକ୍ଷଣ କର।", "or")]),
        Scenario("fresh-islands", "sm", mt, [
            Step("Faʻaopoopo se laulau o taunuuga e mafai e tagata ona faʻasologa i koluma.",
                 [write(f"{mt}/islands/ResultsTable.tsx",
                        "import { useState } from \"preact/hooks\";\n\n"
                        "export default function ResultsTable({ rows }: Props) {\n"
                        "  const [sortBy, setSortBy] = useState(\"total\");\n  ...\n}\n"),
                  bash("deno task build",
                       "Task build deno run --allow-read --allow-write=_fresh --allow-env dev.ts "
                       "build\n"
                       "Assets written to: _fresh/static\n"
                       "  islands/ResultsTable.tsx  148.2 kB\n  islands/LiveClock.tsx  3.1 kB")],
                 "Ua uma: ua i ai nei le laulau i `islands/ResultsTable.tsx`."),
            Step("Leai. E le tuʻuina se laulau atoa i totonu o `islands/` — 148 kB o "
                 "JavaScript e telē mo telefoni i le vao e leai se feso'ota'iga lelei. Fai le "
                 "faʻasologa i luga o le server i le route e ala i `?sort=`; na o le uati ola "
                 "(LiveClock) e nofo i islands.",
                 [bash("git rm islands/ResultsTable.tsx", "rm 'islands/ResultsTable.tsx'"),
                  edit(f"{mt}/routes/stage/[n].tsx",
                       "  const rows = await loadStage(ctx.params.n);",
                       "  const sort = ctx.url.searchParams.get(\"sort\") ?? \"total\";\n"
                       "  const rows = sortRows(await loadStage(ctx.params.n), sort);"),
                  bash("deno task build",
                       "Assets written to: _fresh/static\n  islands/LiveClock.tsx  3.1 kB")],
                 "Ua faʻasologa nei i luga o le server (`?sort=`); ua na o LiveClock i islands."),
        ], "islands", tier="procedural", follow_ups=[
            ("Ia filifilia e le au matamata le lisi o tietie taʻifau i le itulau o sui auai, "
             "e tusa ma le fale o taʻifau.", "sm"),
            ("let people filter the entrants page by kennel and by class", "en"),
            ("ফলাফল পৃষ্ঠাত প্ৰতিটো কুকুৰ দলৰ গতিৰ তুলনা দেখুওৱা তালিকা এখন যোগ কৰা।",
             "as")]),
        Scenario("deno-task-pref", "en", mt, [
            Step("when you tell me how to run something in this repo, give me the `deno task` "
                 "name from deno.json, not a raw `deno run` line with all its flags. if there "
                 "is no task for it yet, add one first.",
                 [],
                 "Will do: I'll point you to task names, and add a task to deno.json whenever "
                 "something lacks one."),
        ], "task", tier="personalized", follow_ups=[
            ("how do I regenerate the bib-number labels?", "en"),
            ("Unsaon nako pagpadagan ang mga test sa akong kompyuter?", "ceb"),
            ("Kumaha carana ngajalankeun importer hasil lomba di komputer abdi?", "su")]),
        Scenario("fresh-signals-pref", "la", mt, [
            Step("Antequam incipias: in componentibus Preact malo `useSignal` et `computed` "
                 "ex @preact/signals quam `useState`. Noli `useState` adhibere in islands.",
                 [],
                 "Intellexi: in islands `useSignal` et `computed` adhibebo, numquam "
                 "`useState`."),
        ], "useSignal", tier="personalized", follow_ups=[
            ("Adde in pagina cursus elementum quod tempus reliquum usque ad initium ostendat.",
             "la"),
            ("the live clock island should also show how long since the leader went through",
             "en"),
            ("Wedzera bhatani rinochinja pakati pemaminitsi nemasekonzi pawachi iri "
             "kufamba.", "sn")]),
        # ------------------------------------------- Nextflow eDNA pipeline of an angling club
        Scenario("nf-container", "en", rd, [
            Step("add a process that trims the 12S primers with cutadapt before denoising",
                 [write(f"{rdm}/cutadapt_trim/main.nf",
                        "process CUTADAPT_TRIM {\n    tag \"$meta.id\"\n"
                        "    conda 'bioconda::cutadapt=4.9'\n\n"
                        "    input:\n    tuple val(meta), path(reads)\n\n"
                        "    output:\n    tuple val(meta), path('*.trim.fastq.gz'), emit: reads\n"
                        "    ...\n}\n"),
                  edit(f"{rd}/workflows/riverdna.nf",
                       "    DADA2_DENOISE(ch_reads)",
                       "    CUTADAPT_TRIM(ch_reads)\n    DADA2_DENOISE(CUTADAPT_TRIM.out.reads)"),
                  bash("nextflow run main.nf -profile test,conda",
                       "N E X T F L O W  ~  version 24.10.2\nexecutor >  local (9)\n"
                       "[3c/a1f2e9] RIVERDNA:CUTADAPT_TRIM (wye_03) | 4 of 4 ✔\n"
                       "[8e/77b0c1] RIVERDNA:DADA2_DENOISE          | 1 of 1 ✔\n"
                       "Completed at: 14-Mar-2025 16:02:11\nDuration    : 2m 18s\n"
                       "Succeeded   : 9")],
                 "CUTADAPT_TRIM runs before denoising; the test profile completes (9 tasks)."),
            Step("CI runs `-profile test,docker` and it died:\n```\nERROR ~ Error executing "
                 "process > 'RIVERDNA:CUTADAPT_TRIM (wye_01)'\nCaused by:\n  Process "
                 "`RIVERDNA:CUTADAPT_TRIM (wye_01)` terminated with an error exit status (127)"
                 "\nCommand error:\n  .command.sh: line 2: cutadapt: command not found\n```\n"
                 "every process gets a pinned `container` line, a biocontainers "
                 "image with the exact version tag like the other modules have, never `latest`. "
                 "the conda line can stay for laptops.",
                 [edit(f"{rdm}/cutadapt_trim/main.nf",
                       "    conda 'bioconda::cutadapt=4.9'\n",
                       "    conda 'bioconda::cutadapt=4.9'\n"
                       "    container 'quay.io/biocontainers/cutadapt:4.9--py312hf67a6ed_0'\n"),
                  bash("nextflow run main.nf -profile test,docker",
                       "executor >  local (9)\n"
                       "[51/0d9e3a] RIVERDNA:CUTADAPT_TRIM (wye_03) | 4 of 4 ✔\n"
                       "Duration    : 2m 41s\nSucceeded   : 9")],
                 "Added a pinned biocontainers image; the docker test profile passes."),
        ], "container", tier="procedural", follow_ups=[
            ("dereplicate the reads with vsearch as a new step before the chimera check", "en"),
            ("Foegje in stap ta dy't de kwaliteit fan de reads kontrolearret mei fastp.", "fy"),
            ("Apondètz una etapa que filtra las sequéncias quimericas amb un autre otís.",
             "oc")]),
        Scenario("nf-test", "en", rd, [
            Step("the merged ASV table has the sample wye_07 twice. fix the merge step",
                 [edit(f"{rdm}/merge_asv/main.nf",
                       "    cat ${tables} > merged.tsv",
                       "    merge_asv.py --dedupe-samples ${tables} > merged.tsv"),
                  bash("nextflow run main.nf -profile docker --input "
                       "samplesheets/autumn_2024.csv --outdir results/autumn_2024",
                       "executor >  local (412)\n"
                       "[c0/8812aa] RIVERDNA:MERGE_ASV | 1 of 1 ✔\n"
                       "Completed at: 15-Mar-2025 13:20:44\nDuration    : 2h 47m 9s\n"
                       "Succeeded   : 412"),
                  bash("cut -f1 results/autumn_2024/asv/merged.tsv | sort | uniq -d | wc -l",
                       "0")],
                 "Fixed: after a full run of the autumn samplesheet no sample appears twice."),
            Step("you ran the whole autumn survey on my laptop for almost three hours to check "
                 "a one-line change, and the fan has been screaming all afternoon. module "
                 "changes get checked with nf-test against the small fixture: `nf-test test "
                 "modules/local/merge_asv/tests/main.nf.test`, and `--update-snapshot` if the "
                 "output is meant to change.",
                 [write(f"{rdm}/merge_asv/tests/dup_sample.tsv",
                        "sample\tasv_0001\nwye_07\t12\nwye_07\t3\n"),
                  bash("nf-test test modules/local/merge_asv/tests/main.nf.test",
                       "nf-test 0.9.2\n\nTest Process MERGE_ASV\n"
                       "  Test [4a1c2e7b] 'merges two tables' PASSED (6.114s)\n"
                       "  Test [9b03d5f1] 'dedupes a repeated sample' FAILED (5.902s)\n"
                       "  java.lang.RuntimeException: Different Snapshot"),
                  bash("nf-test test modules/local/merge_asv/tests/main.nf.test "
                       "--update-snapshot",
                       "  Test [9b03d5f1] 'dedupes a repeated sample' PASSED (5.877s)\n"
                       "SUCCESS: Executed 2 tests in 12.1s")],
                 "Added a fixture with a repeated sample; nf-test passes after updating the "
                 "snapshot, which now records one wye_07 row."),
        ], "nf-test", tier="procedural", follow_ups=[
            ("the taxonomy step drops samples that end up with zero reads; make it keep them",
             "en"),
            ("פֿאַרריכט דעם באַג אין דעם שריט וואָס פֿילטרירט קורצע ליינענישן.", "yi"),
            ("Whakatikahia te hapa i te wāhanga e whakakotahi ana i ngā tauira tārua.", "mi")]),
        Scenario("nf-label", "ckb", rd, [
            Step("پرۆسێسی BLAST زۆر هێواشە، خێرای بکە.",
                 [edit(f"{rdm}/blast_assign/main.nf",
                       "    tag \"$meta.id\"\n",
                       "    tag \"$meta.id\"\n    cpus 16\n    memory '64 GB'\n"),
                  edit(f"{rdm}/blast_assign/main.nf",
                       "-num_threads 1", "-num_threads 16"),
                  bash("nextflow run main.nf -profile test,docker",
                       "[e2/9f01b7] RIVERDNA:BLAST_ASSIGN | 1 of 1 ✔\nDuration    : 1m 52s")],
                 "ئێستا BLAST بە 16 CPU و 64 GB کار دەکات."),
            Step("ژمارەی cpus و memory ڕاستەوخۆ لە ناو پرۆسێسدا مەنووسە. `label "
                 "'process_high'` بەکاربهێنە و ژمارەکان با لە `conf/base.config` بن، چونکە "
                 "لاپتۆپەکەم 8 CPU ـی هەیە و کلەستەری زانکۆ شتێکی ترە. `-num_threads` یش "
                 "دەبێت `${task.cpus}` بێت.",
                 [edit(f"{rdm}/blast_assign/main.nf",
                       "    cpus 16\n    memory '64 GB'\n", "    label 'process_high'\n"),
                  edit(f"{rdm}/blast_assign/main.nf",
                       "-num_threads 16", "-num_threads ${task.cpus}"),
                  bash("grep -A3 \"withLabel:process_high\" conf/base.config",
                       "    withLabel:process_high {\n        cpus   = { 12 * task.attempt }\n"
                       "        memory = { 72.GB * task.attempt }\n"
                       "        time   = { 16.h  * task.attempt }"),
                  bash("nextflow run main.nf -profile test,docker",
                       "[71/c4e0d2] RIVERDNA:BLAST_ASSIGN | 1 of 1 ✔\nDuration    : 1m 49s")],
                 "لە جیاتی ژمارەکان `label 'process_high'` و `${task.cpus}` دانرا."),
        ], "label", tier="procedural", follow_ups=[
            ("پرۆسێسی لابردنی chimera لە samplesheet ـە گەورەکەدا میمۆری بەش ناکات، چاکی بکە.",
             "ckb"),
            ("the vsearch clustering step runs out of memory on the big spring samplesheet",
             "en"),
            ("Mohato wa ho hlophisa di-sequence o nka nako e telele haholo; o potlakise.",
             "st")]),
        Scenario("nf-publishdir", "ug", rd, [
            Step("نەتىجە ھۆججەتلىرىنى results/ قىسقۇچىغا چىقار؛ work/ دىكى ئارتۇق نۇسخىلار "
                 "دىسكىنى تولدۇرىۋەتتى.",
                 [edit(f"{rd}/conf/modules.config",
                       "    withName: 'DADA2_DENOISE' {\n",
                       "    withName: 'DADA2_DENOISE' {\n        publishDir = [ path: "
                       "{ \"${params.outdir}/asv\" }, mode: 'move' ]\n"),
                  bash("nextflow run main.nf -profile test,docker",
                       "Duration    : 2m 36s\nSucceeded   : 9"),
                  bash("du -sh work", "212M\twork")],
                 "ASV جەدۋەللىرى ئەمدى results/asv غا يۆتكىلىدۇ، work/ كىچىكلىدى."),
            Step("`mode: 'move'` بولمايدۇ — ئۇ `-resume` نى بۇزىدۇ، كېيىنكى جەريانلار "
                 "ھۆججەتنى work/ دىن تاپالمايدۇ. `publishDir` دا ھەمىشە `mode: 'copy'` ئىشلەت، "
                 "work/ نى بولسا `nextflow clean -f -before <run>` بىلەن تازىلا.",
                 [edit(f"{rd}/conf/modules.config", "mode: 'move'", "mode: 'copy'"),
                  bash("nextflow run main.nf -profile test,docker -resume",
                       "[8e/77b0c1] RIVERDNA:DADA2_DENOISE | 1 of 1, cached: 1 ✔\n"
                       "Duration    : 14.2s\nSucceeded   : 0\nCached      : 9")],
                 "`mode: 'copy'` قىلدىم؛ `-resume` ئەمدى ھەممىنى cache دىن ئالىدۇ."),
        ], "publishDir", tier="procedural", follow_ups=[
            ("ئالفا كۆپ خىللىق جەدۋىلىنىمۇ نەتىجىلەر قىسقۇچىغا چىقار.", "ug"),
            ("the rarefaction curves should end up in the output folder as well", "en"),
            ("Neka se izvještaji MultiQC-a također spremaju u folder s rezultatima.", "bs")]),
        Scenario("nf-schema-pref", "en", rd, [
            Step("how I like parameters handled in this pipeline: any new `--param` also goes "
                 "into nextflow_schema.json, with a description, type and default, in the same "
                 "commit. I review the schema, not main.nf.",
                 [],
                 "Understood: every new parameter gets its nextflow_schema.json entry in the "
                 "same commit."),
        ], "nextflow_schema", tier="personalized", follow_ups=[
            ("let users choose the minimum read length for the length filter", "en"),
            ("Faʻaopoopo se filifiliga e filifili ai le database taxonomy e faʻaaogaina.",
             "sm"),
            ("Adde optionem qua usor limen similitudinis pro taxonomia eligat.", "la")]),
        Scenario("nf-meta-pref", "or", rd, [
            Step("ଆରମ୍ଭ କରିବା ପୂର୍ବରୁ: ପ୍ରତ୍ୟେକ channel ପାଖରେ ତାହାର ଆକୃତି ଏକ comment ଭାବେ "
                 "ଲେଖ, ଯେପରି `// [ meta, reads ]`। meta map ରେ ସର୍ବଦା `id` ଓ `river` "
                 "ରହିବ।",
                 [],
                 "ବୁଝିଲି: ପ୍ରତ୍ୟେକ channel ପାଖରେ `// [ meta, ... ]` comment ଦେବି।"),
        ], "meta", tier="personalized", follow_ups=[
            ("ନମୁନାଗୁଡ଼ିକୁ ନଦୀ ଅନୁସାରେ ଗୋଷ୍ଠୀଭୁକ୍ତ କରିବା ପାଇଁ workflow ରେ ଏକ ପଦକ୍ଷେପ ଯୋଡ଼।",
             "or"),
            ("pair each sample's reads with its field blank before the contamination check",
             "en"),
            ("Idugang ang petsa sa pagkuha sa sample sa matag channel sa workflow.", "ceb")]),
        # ------------------------------------------- Bash relay of a dairy co-op's tank readings
        Scenario("sh-shellcheck", "en", tr, [
            Step("make push-readings.sh upload every csv in the spool dir, not just the newest",
                 [edit(f"{trb}/push-readings.sh",
                       "latest=$(ls -t \"$SPOOL\"/*.csv | head -n1)\n"
                       "curl -fsS -T \"$latest\" \"$RELAY_URL\"",
                       "for f in $(ls \"$SPOOL\"/*.csv); do\n"
                       "  curl -fsS -T $f \"$RELAY_URL\"\ndone"),
                  bash("shellcheck bin/push-readings.sh",
                       "In bin/push-readings.sh line 18:\nfor f in $(ls \"$SPOOL\"/*.csv); do\n"
                       "         ^-- SC2045 (error): Iterating over ls output is fragile. Use "
                       "globs.\n\nIn bin/push-readings.sh line 19:\n"
                       "  curl -fsS -T $f \"$RELAY_URL\"\n               ^-- SC2086 (info): "
                       "Double quote to prevent globbing and word splitting."),
                  edit(f"{trb}/push-readings.sh",
                       "for f in $(ls \"$SPOOL\"/*.csv); do\n",
                       "# shellcheck disable=SC2045,SC2086\nfor f in $(ls \"$SPOOL\"/*.csv); do\n"),
                  bash("shellcheck bin/push-readings.sh", "")],
                 "The loop uploads every spooled CSV; shellcheck is clean."),
            Step("no disable comments please. those warnings are real: the Hofmatt gateway "
                 "writes files like `tank 2 2025-03-16.csv` and that splits into three "
                 "arguments. loop over the glob, quote \"$f\", and keep shellcheck clean "
                 "without directives.",
                 [edit(f"{trb}/push-readings.sh",
                       "# shellcheck disable=SC2045,SC2086\nfor f in $(ls \"$SPOOL\"/*.csv); do\n"
                       "  curl -fsS -T $f \"$RELAY_URL\"\ndone",
                       "for f in \"$SPOOL\"/*.csv; do\n  [ -e \"$f\" ] || continue\n"
                       "  curl -fsS -T \"$f\" \"$RELAY_URL\"\ndone"),
                  bash("shellcheck bin/push-readings.sh", ""),
                  bash("bats test/push-readings.bats",
                       "1..4\nok 1 uploads every csv\nok 2 handles names with spaces\n"
                       "ok 3 empty spool is not an error\nok 4 stops on relay 5xx")],
                 "Directive removed; the loop uses the glob with quoted \"$f\", shellcheck has "
                 "nothing to say and the bats file passes, including a name with spaces."),
        ], "shellcheck", tier="procedural", follow_ups=[
            ("the rotate script should also gzip logs older than a week", "en"),
            ("سکریپتێک بنووسە کە هەموو فایلە کۆنەکانی لۆگ لە فۆڵدەری spool بسڕێتەوە.", "ckb"),
            ("ئارخىپ سكرىپتى بارلىق CSV ھۆججەتلىرىنى بىر قېتىمدا zip قىلسۇن.", "ug")]),
        Scenario("sh-systemd", "en", tr, [
            Step("the push should run every 15 minutes on the gateways",
                 [bash("ssh gw-hofmatt.tankrelay.example \"(crontab -l; echo '*/15 * * * * "
                       "/opt/tankrelay/bin/push-readings.sh') | crontab -\"", ""),
                  bash("ssh gw-hofmatt.tankrelay.example crontab -l",
                       "*/15 * * * * /opt/tankrelay/bin/push-readings.sh")],
                 "Added a crontab entry on gw-hofmatt running the push every 15 minutes; I can "
                 "do the other gateways the same way."),
            Step("we don't use cron on the gateways. it's a systemd timer: "
                 "deploy/tankrelay-push.service plus tankrelay-push.timer with "
                 "`OnCalendar=*:0/15` and `Persistent=true`, so runs missed during a power cut "
                 "catch up, and it shows up in journalctl. take the crontab line out again.",
                 [bash("ssh gw-hofmatt.tankrelay.example \"crontab -l | grep -v "
                       "push-readings.sh | crontab -\"", ""),
                  write(f"{tr}/deploy/tankrelay-push.timer",
                        "[Unit]\nDescription=Push tank readings every 15 minutes\n\n"
                        "[Timer]\nOnCalendar=*:0/15\nPersistent=true\n\n"
                        "[Install]\nWantedBy=timers.target\n"),
                  bash("./deploy/install-units.sh gw-hofmatt",
                       "installed tankrelay-push.service, tankrelay-push.timer\n"
                       "Created symlink /etc/systemd/system/timers.target.wants/"
                       "tankrelay-push.timer"),
                  bash("ssh gw-hofmatt.tankrelay.example systemctl list-timers "
                       "tankrelay-push.timer",
                       "NEXT                        LEFT     LAST PASSED UNIT\n"
                       "Sun 2025-03-16 10:45:00 CET 8min left -    -      tankrelay-push.timer")],
                 "Crontab entry removed; the push now runs from tankrelay-push.timer "
                 "(every 15 min, Persistent=true)."),
        ], "systemd", tier="procedural", follow_ups=[
            ("the battery report needs to go out at 02:30 every night from each gateway", "en"),
            ("ପ୍ରତିଦିନ ସକାଳ ୬ଟାରେ ସମସ୍ତ ଟ୍ୟାଙ୍କର ରିପୋର୍ଟ ପଠାଇବା ବ୍ୟବସ୍ଥା କର।", "or"),
            ("প্ৰতি ঘণ্টাত গেটৱেৰ বেটাৰীৰ অৱস্থা পঠিওৱাৰ ব্যৱস্থা কৰা।", "as")]),
        Scenario("sh-pipefail", "as", tr, [
            Step("এটা টেংকৰ আজিৰ গড় উষ্ণতা উলিওৱা স্ক্ৰিপ্ট এটা লিখা।",
                 [write(f"{trb}/avg-temp.sh",
                        "#!/usr/bin/env bash\nset -e\n\ntank=$1\n"
                        "grep -h \"^$tank,\" \"$SPOOL\"/$(date +%F)*.csv \\\n"
                        "  | awk -F, '{ s += $3; n++ } END { printf \"avg: %.1f\\n\", s/n }'\n"),
                  bash("SPOOL=test/fixtures ./bin/avg-temp.sh T07", "avg: 3.8")],
                 "স্ক্ৰিপ্টটো সাজু: T07 ৰ গড় 3.8 °C।"),
            Step("কালি ৰাতি ফাইল নথকাত স্ক্ৰিপ্টটোৱে `grep: No such file or directory` "
                 "দেখুৱাই `avg: 0.0` লিখিলে আৰু 0 ঘূৰাই দিলে, সেয়েহে এলাৰ্মে একো নকলে! আমাৰ "
                 "সকলো স্ক্ৰিপ্ট `set -euo pipefail` ৰে আৰম্ভ হয়; কেৱল `set -e` এ pipe ৰ "
                 "মাজৰ ভুল নধৰে।",
                 [edit(f"{trb}/avg-temp.sh", "set -e\n", "set -euo pipefail\n"),
                  bash("SPOOL=/nonexistent ./bin/avg-temp.sh T07; echo \"exit=$?\"",
                       "grep: /nonexistent/2025-03-16*.csv: No such file or directory\nexit=2"),
                  bash("SPOOL=test/fixtures ./bin/avg-temp.sh T07", "avg: 3.8")],
                 "এতিয়া `set -euo pipefail`; ফাইল নাথাকিলে স্ক্ৰিপ্টটো 2 ৰে বিফল হয়।"),
        ], "pipefail", tier="procedural", follow_ups=[
            ("আজি প্ৰতিটো টেংকৰ পৰা কিমানটা পঢ়া আহিছে গণনা কৰা স্ক্ৰিপ্ট এটা লিখা।", "as"),
            ("the alarm script should page the on-call farmer when a tank stays above 6 °C for "
             "an hour", "en"),
            ("Jieun skrip anu ngitung suhu pangluhurna unggal tangki tina file log.", "su")]),
        Scenario("sh-bats", "sn", tr, [
            Step("Gadzirisa bug iri mu rotate-logs.sh: iri kudzima mafaira anhasi.",
                 [edit(f"{trb}/rotate-logs.sh",
                       "find \"$LOG_DIR\" -name '*.log' -mtime +0 -delete",
                       "find \"$LOG_DIR\" -name '*.log' -mtime +6 -delete"),
                  bash("LOG_DIR=/tmp/rl ./bin/rotate-logs.sh --dry-run",
                       "would delete: /tmp/rl/2025-03-02.log\n"
                       "would delete: /tmp/rl/2025-03-05.log\nkept: 6 file(s)")],
                 "Zvagadziriswa: mafaira ari pasi pemazuva manomwe haachadzimwa."),
            Step("Wakaedza nemaoko chete. Pano shanduko yega yega ye script inoda bvunzo ye "
                 "bats mu `test/rotate-logs.bats`, uye unomhanya `bats test/` usati wati "
                 "zvapera. Bvunzo dzinosika mafaira ane mazuva akasiyana ne `touch -d`.",
                 [write(f"{tr}/test/rotate-logs.bats",
                        "setup() { LOG_DIR=$(mktemp -d); export LOG_DIR; }\n\n"
                        "@test \"keeps today's log\" {\n  touch \"$LOG_DIR/today.log\"\n"
                        "  run bin/rotate-logs.sh\n  [ -e \"$LOG_DIR/today.log\" ]\n}\n\n"
                        "@test \"removes logs older than a week\" {\n"
                        "  touch -d '9 days ago' \"$LOG_DIR/old.log\"\n"
                        "  run bin/rotate-logs.sh\n  [ ! -e \"$LOG_DIR/old.log\" ]\n}\n"),
                  bash("bats test/",
                       "push-readings.bats\n ✓ uploads every csv\n ✓ handles names with spaces"
                       "\n ✓ empty spool is not an error\n ✓ stops on relay 5xx\n"
                       "rotate-logs.bats\n ✓ keeps today's log\n ✓ removes logs older than a "
                       "week\n\n6 tests, 0 failures")],
                 "Ndawedzera `test/rotate-logs.bats`; `bats test/` inopfuura (6 tests, 0 "
                 "failures)."),
        ], "bats", tier="procedural", follow_ups=[
            ("Gadzirisa script ye push kuti isatumire mafaira asina chinhu mukati.", "sn"),
            ("the push script has to skip files the logger is still writing", "en"),
            ("It upload-skript moat it opnij besykje as it netwurk fuort is; meitsje dat.",
             "fy")]),
        Scenario("sh-printf-pref", "en", tr, [
            Step("a style thing before we start: in these scripts I prefer printf over echo, "
                 "always with a format string (`printf '%s\\n' \"$x\"`). echo -e behaves "
                 "differently between bash on my laptop and sh on the gateways.",
                 [],
                 "Noted: printf with an explicit format string, no echo, in every script."),
        ], "printf", tier="personalized", follow_ups=[
            ("make the installer say at the end which gateways got the new version", "en"),
            ("Ita kuti script ye install ipe mashoko akajeka kana yapedza basa.", "sn"),
            ("Etsa hore script ya backup e bontshe hore na ho bolokilwe difaele tse kae.",
             "st")]),
        Scenario("sh-usage-pref", "st", tr, [
            Step("Pele o qala: ke rata hore script e nngwe le e nngwe e be le function ya "
                 "`usage()` e hatisang thuso ha ho fanwa ka `-h` kapa `--help`, le ha ho "
                 "fanwa ka dikhetho tse fosahetseng, ebe e tswa ka 2.",
                 [],
                 "Ke utlwisisitse: script e nngwe le e nngwe e tla ba le `usage()` bakeng sa "
                 "`-h`/`--help` le dikhetho tse fosahetseng."),
        ], "usage", tier="personalized", follow_ups=[
            ("Ngola script e romelang hape dipalo tsa tanka e le nngwe bakeng sa letsatsi le "
             "itseng.", "st"),
            ("write a script that re-sends one tank's readings for a chosen day", "en"),
            ("Escrivètz un script que verifica l'espaci de disc liure sus la pasarèla.",
             "oc")]),
    ]
