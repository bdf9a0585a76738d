"""A fifteenth outside set of sessions that teach something, and the later requests that need it.

Written by hand by a writer who had not read the project's code, tests or other held-out sets'
rows, from the Scenario format alone (the Scenario dataclass, the Step dataclass, the bash, edit
and write helpers, and the module docstring and first two scenarios of the fourteenth outside set
for their layout), never used for tuning, and written without reading how lessons are captured,
stored or recalled. The list of earlier sets' project kinds and languages was read only to pick
new ones. Tiers were set by construction: a session where the human corrects what the agent did
in a tool call (or a claim it made about a tool's output) is "procedural", one where the human
only states how they like things before the agent does anything is "personalized". Five invented
projects of kinds absent from the earlier learning sets: a Zig 0.13 command-line tool that makes
cutting plans for a mosaic workshop (build.zig steps, cross-compiling for the workshop's
Raspberry Pi), an Elm 0.19 single-page app for a community orchestra's instrument loans
(elm-review, elm-format, elm-test, elm-json, remotedata, elm-json-decode-pipeline), a GnuCOBOL
batch suite of a small credit union's dividend and statement runs (copybooks, cobc dialects,
DD-name mapping), a Kotlin Multiplatform library that reads a tram operator's GTFS timetables for
an Android and an iOS app (kotlinx-datetime, Gradle version catalog, binary-compatibility
validator), and a Snakemake workflow of a wastewater virus-surveillance lab (conda environments
per rule, a Slurm profile, samples table, freyja).

30 sessions, six per project. In 20 the agent works (edits, commands with realistic output, or a
claim it makes) and then the human corrects it, sharply or mildly (a pasted error, "why did you
...?", "can you instead ...", a reminder of how the team does it); tier "procedural", four per
project. In 10 the human only states a personal preference before any work; tier "personalized",
two per project. 15 sessions are in English, the other 15 in Swahili, Lithuanian, Icelandic,
Basque, Bulgarian, Malay, Tagalog, Serbian (Cyrillic), Afrikaans, Estonian, Persian, Latvian,
Bengali, Tamil and Slovenian (one each). Each scenario has 3 follow-ups (90 in all): requests
from a later session that need the lesson while sharing few words with it; exactly one per
scenario is in the session's language, so 60 of the 90 are in another language (English, the
languages above, and German, French, Spanish, Italian, Dutch, Polish and Galician). `expect` is
one word the learned record should contain, chosen where possible as a language-neutral
technical token (a tool, a flag, a file, a library, an identifier). All names, paths, numbers
and outputs are invented; nothing is copied from a public text.
"""

from __future__ import annotations

from learning_set import Scenario
from sessions import Step, bash, edit, write


def scenarios(base: str) -> list[Scenario]:
    tz = f"{base}/tessera"
    el = f"{base}/bowloan"
    cb = f"{base}/kooprun"
    km = f"{base}/tramtide"
    sm = f"{base}/sewerseq"
    tzs = f"{tz}/src"
    els = f"{el}/src"
    cbs = f"{cb}/src"
    kms = f"{km}/core/src"
    smw = f"{sm}/workflow"
    return [
        # ------------------------------------------------- Zig mosaic cutting plans
        Scenario("zig-allocator-param", "en", tz, [
            Step("add a function that loads a customer's cut list CSV into a slice of Tile",
                 [edit(f"{tzs}/cutlist.zig",
                       "pub fn load(path: []const u8) ![]Tile {",
                       "pub fn load(path: []const u8) ![]Tile {\n"
                       "    const gpa = std.heap.page_allocator;\n"
                       "    const bytes = try std.fs.cwd().readFileAlloc(gpa, path, 1 << 20);\n"
                       "    return parseRows(gpa, bytes);"),
                  bash("zig build verify",
                       "Build Summary: 8/8 steps succeeded; 41/41 tests passed")],
                 "cutlist.load reads the CSV and returns the tiles; all 41 tests pass."),
            Step("no page_allocator in library code please. every function that allocates takes "
                 "an `allocator: std.mem.Allocator` parameter and the caller decides which one; "
                 "the tests hand in std.testing.allocator so a leak fails the test. your version "
                 "leaks the whole file buffer and nothing would ever tell us",
                 [edit(f"{tzs}/cutlist.zig",
                       "pub fn load(path: []const u8) ![]Tile {\n"
                       "    const gpa = std.heap.page_allocator;\n"
                       "    const bytes = try std.fs.cwd().readFileAlloc(gpa, path, 1 << 20);\n"
                       "    return parseRows(gpa, bytes);",
                       "pub fn load(allocator: std.mem.Allocator, path: []const u8) ![]Tile {\n"
                       "    const bytes = try std.fs.cwd().readFileAlloc(allocator, path, 1 << "
                       "20);\n"
                       "    return parseRows(allocator, bytes);"),
                  bash("zig build verify",
                       "test\n└─ run test 40/41 passed, 1 leaked\n"
                       "[gpa] (err): memory address 0x7f3a1c0a2000 leaked:\n"
                       "src/cutlist.zig:19:55: 0x10443e1 in load (test)\n"
                       "    const bytes = try std.fs.cwd().readFileAlloc(allocator, path, 1 << "
                       "20);\n"
                       "error: 'cutlist.test.load parses three rows' leaked memory"),
                  edit(f"{tzs}/cutlist.zig",
                       "    return parseRows(allocator, bytes);",
                       "    defer allocator.free(bytes);\n    return parseRows(allocator, bytes);"),
                  bash("zig build verify",
                       "Build Summary: 8/8 steps succeeded; 41/41 tests passed")],
                 "load now takes the allocator from the caller; the testing allocator caught the "
                 "leaked buffer, which is freed with defer now. 41/41 pass, no leaks."),
        ], "allocator", tier="procedural", follow_ups=[
            ("the grout calculator needs a temporary list of edge lengths while it works, write "
             "that part", "en"),
            ("schreib eine Funktion, die aus dem Farbkatalog eine Hashmap von Farbcode zu "
             "Lagerbestand aufbaut", "de"),
            ("ongeza kazi inayosoma faili la paleti ya rangi na kurudisha orodha ya rangi zote",
             "sw")]),
        Scenario("zig-build-verify", "sw", tz, [
            Step("Kipimo cha kukata vigae vya pembetatu kinatoa upana mbaya kwenye safu ya mwisho; "
                 "rekebisha na uendeshe majaribio.",
                 [edit(f"{tzs}/geom/triangle.zig",
                       "const w = (side * 866) / 1000;",
                       "const w = (side * 866 + 500) / 1000;"),
                  bash("zig test src/geom/triangle.zig",
                       "src/geom/triangle.zig:3:23: error: no module named 'units' available "
                       "within module root\n    const units = @import(\"units\");\n"
                       "                          ^~~~~~~"),
                  bash("zig test --dep units -Mroot=src/geom/triangle.zig -Munits=src/units.zig",
                       "All 6 tests passed.")],
                 "Nimerekebisha mzunguko wa upana; majaribio yote 6 yamepita."),
            Step("Usiendeshe `zig test` kwenye faili moja. Moduli (units, geom, fixtures) "
                 "zimeunganishwa ndani ya build.zig, na majaribio ya fixtures yanahitaji folda ya "
                 "testdata. Kwetu kila mara ni `zig build verify`: inaendesha majaribio yote "
                 "pamoja na ukaguzi wa mipango ya mfano. Majaribio 6 si yote, yapo 41.",
                 [bash("zig build verify --summary failures",
                       "Build Summary: 7/8 steps succeeded; 1 failed; 40/41 tests passed\n"
                       "verify transitive failure\n└─ run test fixtures 1/5 failed\n"
                       "error: 'fixtures.test.triangle_row_widths' failed: expected 148, found "
                       "149"),
                  edit(f"{tzs}/geom/triangle.zig",
                       "const w = (side * 866 + 500) / 1000;",
                       "const w = (side * 866 + 499) / 1000;"),
                  bash("zig build verify --summary failures",
                       "Build Summary: 8/8 steps succeeded; 41/41 tests passed")],
                 "Sawa. `zig build verify` ilionyesha jaribio la fixtures lililoshindwa (149 "
                 "badala ya 148); nimerekebisha mzunguko na sasa 41/41 yamepita."),
        ], "verify", tier="procedural", follow_ups=[
            ("nimebadilisha hesabu ya nafasi kati ya vigae, hakikisha sijavunja kitu chochote",
             "sw"),
            ("I touched the hexagon packing code, check that everything still holds", "en"),
            ("pakeičiau spalvų paletės skaitytuvą, patikrink, ar niekas nesugedo", "lt")]),
        Scenario("zig-named-error-sets", "en", tz, [
            Step("before you start on the SVG exporter: I want an explicit, named error set on "
                 "every pub fn (like `ExportError`), never `anyerror`, and no bare inferred `!T` "
                 "on public functions. private helpers may infer, that's fine",
                 [write(f"{tzs}/export/svg.zig",
                        "const std = @import(\"std\");\n"
                        "const Plan = @import(\"../plan.zig\").Plan;\n\n"
                        "pub const ExportError = error{ EmptyPlan, WriterFailed };\n\n"
                        "pub fn writeSvg(plan: Plan, w: anytype) ExportError!void {\n"
                        "    if (plan.pieces.len == 0) return error.EmptyPlan;\n"
                        "    emitHeader(w, plan) catch return error.WriterFailed;\n"
                        "}\n"),
                  bash("zig build verify",
                       "Build Summary: 8/8 steps succeeded; 43/43 tests passed")],
                 "writeSvg returns ExportError!void (EmptyPlan, WriterFailed); only the private "
                 "emitHeader infers its errors. 43/43 pass."),
        ], "anyerror", tier="personalized", follow_ups=[
            ("add a public parser for the order files the shop sends us", "en"),
            ("füge eine öffentliche Funktion hinzu, die den Schnittplan als DXF schreibt", "de"),
            ("ajoute une fonction publique qui lit le stock de tesselles depuis le fichier de "
             "l'atelier", "fr")]),
        Scenario("zig-split-scalar", "lt", tz, [
            Step("Pridėk palaikymą kabliataškiu atskirtiems pjaustymo sąrašams - kai kurie "
                 "klientai siunčia ; vietoj kablelio.",
                 [edit(f"{tzs}/cutlist.zig",
                       "var it = std.mem.splitScalar(u8, line, ',');",
                       "var it = std.mem.split(u8, line, sep);"),
                  bash("zig build verify",
                       "src/cutlist.zig:44:25: error: root struct of file 'mem' has no member "
                       "named 'split'\n    var it = std.mem.split(u8, line, sep);\n"
                       "             ~~~~~~~^~~~~~")],
                 "std.mem.split šioje Zig versijoje pašalintas. Galiu įdiegti Zig 0.11, kur jis "
                 "dar yra, ir tada viskas susikompiliuos."),
            Step("Ne, Zig versijos nekeisk: esame prisirišę prie 0.13.0 (žr. .zigversion, CI "
                 "naudoja tą pačią). Senasis split pašalintas; kai skyriklis yra vienas simbolis, "
                 "naudojam splitScalar, kai eilutė - splitSequence, o tarpams - tokenizeScalar. "
                 "Visas projekto kodas taip parašytas.",
                 [edit(f"{tzs}/cutlist.zig",
                       "var it = std.mem.split(u8, line, sep);",
                       "var it = std.mem.splitScalar(u8, line, sep);"),
                  bash("zig build verify",
                       "Build Summary: 8/8 steps succeeded; 44/44 tests passed")],
                 "Pakeičiau į std.mem.splitScalar su skyrikliu sep, versija liko 0.13.0; 44/44 "
                 "testai praeina."),
        ], "splitScalar", tier="procedural", follow_ups=[
            ("išskaidyk spalvų kodų eilutę pagal brūkšnelius, pvz. AZ-04-ML", "lt"),
            ("parse the grout colour field, it's a list separated by slashes", "en"),
            ("раздели реда с размерите на плочката по буквата x, например 20x20", "bg")]),
        Scenario("zig-releasesafe-pi", "en", tz, [
            Step("build the release binary for the cutter Pi in the workshop",
                 [bash("zig build -Doptimize=ReleaseFast -Dtarget=aarch64-linux-gnu", ""),
                  bash("file zig-out/bin/tessera",
                       "zig-out/bin/tessera: ELF 64-bit LSB executable, ARM aarch64, version 1 "
                       "(SYSV), dynamically linked, interpreter /lib/ld-linux-aarch64.so.1, "
                       "stripped")],
                 "Built an optimized aarch64 binary at zig-out/bin/tessera."),
            Step("two things. the cutter Pi is a Pi 2, 32-bit armv7, so that won't even start: "
                 "the target is arm-linux-musleabihf, static. and we ship ReleaseSafe, never "
                 "ReleaseFast, the bounds check is what caught the off-by-one in the border row "
                 "last spring before it wasted a sheet of smalti. `zig build pi` sets both",
                 [bash("zig build pi", ""),
                  bash("file zig-out/pi/tessera",
                       "zig-out/pi/tessera: ELF 32-bit LSB executable, ARM, EABI5 version 1 "
                       "(SYSV), statically linked, with debug_info, not stripped")],
                 "Rebuilt with `zig build pi`: ReleaseSafe, static 32-bit ARM for "
                 "arm-linux-musleabihf, at zig-out/pi/tessera."),
        ], "ReleaseSafe", tier="procedural", follow_ups=[
            ("the new laser table controller in the shop needs a fresh build of the cutter tool",
             "en"),
            ("compila l'eseguibile da mettere sulla macchina da taglio, c'è una versione nuova da "
             "installare", "it"),
            ("búðu til nýja útgáfu af forritinu fyrir skurðarvélina á verkstæðinu", "is")]),
        Scenario("zig-integer-millimetres", "is", tz, [
            Step("Áður en þú byrjar á fúgureiknivélinni: ég vil að allar lengdir í "
                 "rúmfræðikóðanum séu heiltölur í millimetrum (u32), aldrei f32 eða f64. "
                 "Fleytitölur hafa gefið okkur 0,1 mm skekkjur sem safnast upp yfir heila röð.",
                 [write(f"{tzs}/geom/grout.zig",
                        "pub const Mm = u32;\n\n"
                        "pub fn groutLength(cols: u32, rows: u32, tile: Mm) Mm {\n"
                        "    return (cols - 1) * rows * tile + (rows - 1) * cols * tile;\n"
                        "}\n"),
                  bash("zig build verify",
                       "Build Summary: 8/8 steps succeeded; 46/46 tests passed")],
                 "Fúgureiknivélin notar eingöngu Mm = u32 (millimetrar); engar fleytitölur. "
                 "46/46 próf standast."),
        ], "u32", tier="personalized", follow_ups=[
            ("reiknaðu hversu margar flísar komast á borðplötu sem er gefin upp í sentímetrum",
             "is"),
            ("add a border offset to the layout code so framed pieces can have a margin", "en"),
            ("lisa kalkulaator, mis arvutab, mitu plaati läheb ümmarguse laua peale", "et")]),

        # ------------------------------------------------- Elm orchestra instrument loans
        Scenario("elm-review-before-done", "en", el, [
            Step("the loan form should keep the Lend button disabled until a return date is "
                 "picked",
                 [edit(f"{els}/Page/LoanForm.elm",
                       "button [ onClick Submit ] [ text \"Lend\" ]",
                       "button [ onClick Submit, disabled (model.returnDate == Nothing) ] "
                       "[ text \"Lend\" ]"),
                  bash("npx elm make src/Main.elm --output=/dev/null",
                       "Success! Compiled 27 modules.")],
                 "Done, the button is disabled without a return date and it compiles."),
            Step("CI is red: `-- ELM-REVIEW ERROR -- src/Page/LoanForm.elm:6:45 "
                 "NoUnused.Variables: Imported variable `onSubmit` is not used`. elm make isn't "
                 "the bar here, `npx elm-review` is part of the checks and our config is strict. "
                 "run it before you tell me something is done (most of them it can fix itself)",
                 [bash("npx elm-review --fix-all",
                       "I applied 1 fix:\n  src/Page/LoanForm.elm  NoUnused.Variables\n\n"
                       "I found no errors!"),
                  bash("npx elm make src/Main.elm --output=/dev/null",
                       "Success! Compiled 27 modules.")],
                 "elm-review removed the unused onSubmit import and now reports no errors; it "
                 "still compiles."),
        ], "elm-review", tier="procedural", follow_ups=[
            ("I took the old repair-status badge off the instrument list, make sure it's clean "
             "before I push", "en"),
            ("he quitado el filtro por sección del catálogo de préstamos, ¿puedes comprobar que "
             "todo está bien antes del commit?", "es"),
            ("pinalitan ko ang pangalan ng ilang function sa listahan ng mga hiniram na "
             "instrumento, tingnan mo kung handa na itong i-merge", "tl")]),
        Scenario("elm-format-yes", "eu", el, [
            Step("Gehitu instrumentuaren egoera erakusten duen etiketa zerrendan (eskuragarri, "
                 "mailegatuta, konpontzen) eta egin commit.",
                 [write(f"{els}/View/Badge.elm",
                        "module View.Badge exposing (status)\n\n"
                        "status : Instrument.Status -> Html msg\nstatus s =\n"
                        "  case s of\n    Available -> span [ class \"ok\" ] [ text "
                        "\"Eskuragarri\" ]\n"
                        "    OnLoan -> span [ class \"out\" ] [ text \"Mailegatuta\" ]\n"
                        "    InRepair -> span [ class \"fix\" ] [ text \"Konpontzen\" ]\n"),
                  bash("npx elm make src/Main.elm --output=/dev/null",
                       "Success! Compiled 28 modules."),
                  bash("git commit -am 'Add instrument status badge'",
                       "[main 4c2e1f7] Add instrument status badge\n 2 files changed, "
                       "31 insertions(+)")],
                 "Etiketa gehitu dut View/Badge.elm-n eta commit egin dut."),
            Step("CI-k huts egin du: `elm-format --validate src/` ez dago ados Badge.elm-rekin "
                 "(koskak, case adarrak lerro berean). Hemen beti `npx elm-format --yes src/` "
                 "exekutatzen dugu commit egin aurretik; ez antolatu kodea eskuz.",
                 [bash("npx elm-format --yes src/",
                       "Processing multiple files...\nsrc/View/Badge.elm"),
                  bash("npx elm-format --validate src/", "[]"),
                  bash("git commit -am 'Format View.Badge'",
                       "[main 9a81b30] Format View.Badge\n 1 file changed, 14 insertions(+), "
                       "6 deletions(-)")],
                 "elm-format --yes src/ exekutatu dut; --validate orain garbi dago eta "
                 "aldaketa commit berri batean dago."),
        ], "elm-format", tier="procedural", follow_ups=[
            ("Mailegu-historiaren taula berria idatzi dut; prestatu bidaltzeko", "eu"),
            ("I wrote a new view for the repair queue, get it ready to commit", "en"),
            ("escribín unha vista nova para a cola de reparacións, déixaa lista para subir",
             "gl")]),
        Scenario("elm-remotedata", "en", el, [
            Step("heads-up before you write the members page: anything fetched over HTTP goes in "
                 "`RemoteData Http.Error a` (krisajenkins/remotedata, WebData), I don't want "
                 "`Maybe a` plus an `isLoading : Bool` ever again. NotAsked, Loading, Failure and "
                 "Success each get their own view branch",
                 [write(f"{els}/Page/Members.elm",
                        "module Page.Members exposing (Model, Msg, init, update, view)\n\n"
                        "import RemoteData exposing (RemoteData(..), WebData)\n\n"
                        "type alias Model =\n    { members : WebData (List Member) }\n\n"
                        "view model =\n    case model.members of\n"
                        "        NotAsked -> text \"\"\n        Loading -> spinner\n"
                        "        Failure err -> errorBox err\n"
                        "        Success ms -> memberTable ms\n"),
                  bash("npx elm-review", "I found no errors!")],
                 "Members page keeps WebData (List Member) and renders all four states; "
                 "elm-review is clean."),
        ], "RemoteData", tier="personalized", follow_ups=[
            ("the sheet-music library page needs to load the list of scores from /api/scores",
             "en"),
            ("la page des pupitres doit charger la liste des musiciens depuis le serveur", "fr"),
            ("halaman jadual latihan perlu mengambil senarai sesi dari pelayan", "ms")]),
        Scenario("elm-decode-pipeline", "bg", el, [
            Step("Добави декодер за заем с всичките девет полета от /api/loans.",
                 [edit(f"{els}/Api/Loan.elm",
                       "loanDecoder : Decoder Loan",
                       "loanDecoder : Decoder Loan\nloanDecoder =\n"
                       "    Decode.map8 (\\a b c d e f g h -> Loan a b c d e f g h)\n"
                       "        (field \"id\" int) (field \"instrument\" int) "
                       "(field \"member\" int)\n        (field \"out\" string) "
                       "(field \"due\" string) (field \"state\" string)\n"
                       "        (field \"case\" bool) (field \"bow\" bool)\n"
                       "        |> Decode.andThen (\\partial -> Decode.map partial "
                       "(field \"deposit\" int))"),
                  bash("npx elm make src/Main.elm --output=/dev/null",
                       "Success! Compiled 28 modules.")],
                 "map8 е максимумът, затова деветото поле е добавено с andThen; компилира се."),
            Step("Това не се чете. В целия проект ползваме NoRedInk/elm-json-decode-pipeline: "
                 "`Decode.succeed Loan |> required \"id\" int |> optional \"note\" string \"\"`. "
                 "Виж Api/Instrument.elm, там е същото.",
                 [edit(f"{els}/Api/Loan.elm",
                       "    Decode.map8 (\\a b c d e f g h -> Loan a b c d e f g h)",
                       "    Decode.succeed Loan\n        |> required \"id\" int\n"
                       "        |> required \"instrument\" int\n"
                       "        |> required \"member\" int\n"
                       "        |> required \"out\" string\n        |> required \"due\" string\n"
                       "        |> required \"state\" string\n"
                       "        |> optional \"case\" bool False\n"
                       "        |> optional \"bow\" bool False\n"
                       "        |> required \"deposit\" int"),
                  bash("npx elm make src/Main.elm --output=/dev/null",
                       "Success! Compiled 28 modules."),
                  bash("npx elm-test tests/Api/LoanTest.elm",
                       "elm-test 0.19.1-revision12\n--------------------------\n\n"
                       "TEST RUN PASSED\n\nDuration: 212 ms\nPassed:   4\nFailed:   0")],
                 "Пренаписах го с Json.Decode.Pipeline (required/optional) като в "
                 "Api/Instrument.elm; 4 теста минават."),
        ], "Pipeline", tier="procedural", follow_ups=[
            ("декодирай отговора на /api/rehearsals, той има единадесет полета", "bg"),
            ("the venue endpoint returns twelve fields now, write the decoder for it", "en"),
            ("naredi dekoder za odgovor /api/repairs, ima deset polj in nekatera so lahko prazna",
             "sl")]),
        Scenario("elm-json-install", "ms", el, [
            Step("Tambah pakej untuk format tarikh (justinmimbs/date) supaya tarikh pemulangan "
                 "dipaparkan dengan betul.",
                 [edit(f"{el}/elm.json",
                       "\"elm/time\": \"1.0.0\"",
                       "\"elm/time\": \"1.0.0\",\n            \"justinmimbs/date\": \"4.1.0\""),
                  bash("npx elm make src/Main.elm --output=/dev/null",
                       "-- PROBLEM LOADING PACKAGE ---------------------------------------------\n"
                       "\n"
                       "I need the following package: justinmimbs/date 4.1.0\n\n"
                       "but its dependency elm/parser is not listed in the \"indirect\" "
                       "dependencies of elm.json.")],
                 "Ada kebergantungan tidak langsung yang hilang; saya akan tambah elm/parser ke "
                 "elm.json secara manual juga."),
            Step("Jangan sunting elm.json dengan tangan. Kami guna `npx elm-json install "
                 "justinmimbs/date`, ia selesaikan kebergantungan tidak langsung dan pilih versi "
                 "yang serasi. Pulangkan perubahan tadi dahulu.",
                 [bash("git checkout elm.json", "Updated 1 path from the index"),
                  bash("npx elm-json install justinmimbs/date --yes",
                       "Here is my plan:\n\n  Add:\n    justinmimbs/date    4.1.0\n"
                       "    elm/parser          1.1.0 (indirect)\n\nDependencies added!"),
                  bash("npx elm make src/Main.elm --output=/dev/null",
                       "Success! Compiled 29 modules.")],
                 "elm.json dipulangkan, kemudian elm-json install menambah justinmimbs/date "
                 "4.1.0 dan elm/parser (tidak langsung). Ia dikompil."),
        ], "elm-json", tier="procedural", follow_ups=[
            ("kita perlukan pakej untuk menyusun nama alat muzik mengikut abjad dengan betul",
             "ms"),
            ("we need a markdown renderer for the instrument care notes", "en"),
            ("necesitamos una librería de Elm para dibujar el gráfico de préstamos por mes",
             "es")]),
        Scenario("elm-opaque-ids", "en", el, [
            Step("a preference before we add repairs: IDs are opaque custom types in their own "
                 "module (`type RepairId = RepairId Int`, constructor not exposed, `toString` and "
                 "`decoder` exported). I never want a bare Int or String id travelling through "
                 "update",
                 [write(f"{els}/Id/RepairId.elm",
                        "module Id.RepairId exposing (RepairId, decoder, toString)\n\n"
                        "import Json.Decode as Decode exposing (Decoder)\n\n"
                        "type RepairId\n    = RepairId Int\n\n"
                        "decoder : Decoder RepairId\ndecoder =\n"
                        "    Decode.map RepairId Decode.int\n\n"
                        "toString : RepairId -> String\ntoString (RepairId n) =\n"
                        "    String.fromInt n\n"),
                  bash("npx elm-review", "I found no errors!")],
                 "Id.RepairId is opaque (constructor hidden), with decoder and toString; "
                 "elm-review is clean."),
        ], "opaque", tier="personalized", follow_ups=[
            ("add musicians to the data model, each has a membership number from the office",
             "en"),
            ("voeg uitleenlocaties toe aan het model; elke locatie heeft een code van het bestuur",
             "nl"),
            ("dodaj do modelu sale prób, każda ma swój numer z systemu szkoły muzycznej", "pl")]),

        # ------------------------------------------------- GnuCOBOL credit union batch
        Scenario("cobol-cobbuild", "tl", cb, [
            Step("Ayusin ang DIVPOST para laktawan ang mga account na naka-freeze (status 'F').",
                 [edit(f"{cbs}/DIVPOST.cbl",
                       "           IF MR-STATUS = 'C'",
                       "           IF MR-STATUS = 'C' OR MR-STATUS = 'F'"),
                  bash("cobc -x src/DIVPOST.cbl -o bin/DIVPOST",
                       "src/DIVPOST.cbl:18: error: MEMBREC: No such file or directory"),
                  bash("cobc -x -I copy src/DIVPOST.cbl -o bin/DIVPOST",
                       "src/DIVPOST.cbl:142: warning: numeric value is expected [-Wothers]")],
                 "Naayos na; nag-compile gamit ang -I copy, may isang babala lang."),
            Step("Huwag mong tawagin ang cobc nang direkta. Gamitin ang `./bin/cobbuild DIVPOST`: "
                 "itinatakda nito ang COB_COPY_DIR, `-std=ibm-strict` at `-fnotrunc`, pareho sa "
                 "lumang mainframe. Sa default na dialect iba ang laki ng COMP-3, at ang babalang "
                 "iyon ay totoong mali.",
                 [bash("./bin/cobbuild DIVPOST",
                       "cobc -x -std=ibm-strict -fnotrunc -I copy -o bin/DIVPOST src/DIVPOST.cbl\n"
                       "src/DIVPOST.cbl:142: error: invalid MOVE statement: alphanumeric to "
                       "COMP-3 field WS-DIV-AMT"),
                  edit(f"{cbs}/DIVPOST.cbl",
                       "           MOVE MR-DIV-TEXT TO WS-DIV-AMT",
                       "           MOVE MR-DIV-NUM TO WS-DIV-AMT"),
                  bash("./bin/cobbuild DIVPOST",
                       "cobc -x -std=ibm-strict -fnotrunc -I copy -o bin/DIVPOST src/DIVPOST.cbl\n"
                       "built bin/DIVPOST")],
                 "Ginamit ko ang ./bin/cobbuild; lumabas ang totoong error sa linya 142 (MOVE "
                 "ng alphanumeric papunta sa COMP-3). Naayos at malinis na ang build."),
        ], "cobbuild", tier="procedural", follow_ups=[
            ("i-compile ang bagong programa para sa taunang ulat ng mga pautang", "tl"),
            ("compile the statement generator after my change to the header lines", "en"),
            ("kompileer asseblief die renteprogram weer ná my verandering aan die koerse", "af")]),
        Scenario("cobol-koop-env-test", "en", cb, [
            Step("run DIVPOST for the Q3 dividend so I can check the totals",
                 [bash("./bin/DIVPOST",
                       "DIVPOST  RUN 2026-10-01  MEMBERS READ       4,812\n"
                       "DIVPOST  DIVIDEND POSTED             $58,204.17\n"
                       "DIVPOST  MASTER REWRITTEN  data/MEMBMAST.dat")],
                 "Ran it: 4,812 members read, $58,204.17 posted."),
            Step("you just posted a dividend into the real master file. DIVPOST rewrites MEMBMAST "
                 "in place. anything run by hand goes with KOOP_ENV=test, which maps the DD names "
                 "(MEMBMAST, DIVLOG, STMTOUT) to testdata/ through bin/ddmap. I'll restore data/ "
                 "from last night's backup, you run it the right way",
                 [bash("KOOP_ENV=test ./bin/DIVPOST",
                       "DIVPOST  ENV=test  MEMBMAST=testdata/MEMBMAST.dat\n"
                       "DIVPOST  RUN 2026-10-01  MEMBERS READ         212\n"
                       "DIVPOST  DIVIDEND POSTED              $2,611.40")],
                 "Sorry. Rerun with KOOP_ENV=test against testdata/: 212 members, $2,611.40 "
                 "posted."),
        ], "KOOP_ENV", tier="procedural", follow_ups=[
            ("try the year-end statement run and show me the first page of output", "en"),
            ("führ mal den Zinslauf für November aus, ich will die Summen sehen", "de"),
            ("покрени обрачун камата за новембар да видим збирове", "sr")]),
        Scenario("cobol-evaluate-true", "sr", cb, [
            Step("Пре него што почнеш правила за разврставање чланова: желим `EVALUATE TRUE` са "
                 "WHEN гранама уместо угњеждених IF-ова. Угњеждени IF са тачком на погрешном "
                 "месту нам је већ једном прогутао грану.",
                 [edit(f"{cbs}/MEMBCLS.cbl",
                       "       2100-CLASSIFY.",
                       "       2100-CLASSIFY.\n           EVALUATE TRUE\n"
                       "               WHEN MR-AGE < 18\n                   MOVE 'J' TO WS-CLASS\n"
                       "               WHEN MR-BALANCE > 10000\n"
                       "                   MOVE 'P' TO WS-CLASS\n"
                       "               WHEN OTHER\n                   MOVE 'S' TO WS-CLASS\n"
                       "           END-EVALUATE."),
                  bash("./bin/cobbuild MEMBCLS",
                       "cobc -x -std=ibm-strict -fnotrunc -I copy -o bin/MEMBCLS src/MEMBCLS.cbl\n"
                       "built bin/MEMBCLS")],
                 "Разврставање је један EVALUATE TRUE са три гране и WHEN OTHER; преводи се."),
        ], "EVALUATE", tier="personalized", follow_ups=[
            ("додај правило за чланарину: различит износ за студенте, пензионере и остале", "sr"),
            ("the loan-risk program needs a grade from A to E depending on missed payments and "
             "years of membership", "en"),
            ("voeg een regel toe die de rentevoet kiest volgens looptijd en soort spaarrekening",
             "nl")]),
        Scenario("cobol-rounded-nearest-even", "en", cb, [
            Step("the dividend rate moves to 2.35% this quarter, update DIVPOST",
                 [edit(f"{cbs}/DIVPOST.cbl",
                       "       01  WS-RATE           PIC V9(4) VALUE .0210.",
                       "       01  WS-RATE           PIC V9(4) VALUE .0235."),
                  bash("./bin/cobbuild DIVPOST && KOOP_ENV=test ./bin/DIVPOST",
                       "built bin/DIVPOST\nDIVPOST  ENV=test  MEMBMAST=testdata/MEMBMAST.dat\n"
                       "DIVPOST  DIVIDEND POSTED              $2,921.73")],
                 "Rate is 2.35%; the test run posts $2,921.73."),
            Step("reconciliation against the board's spreadsheet is off by $0.37 over 212 "
                 "accounts. `COMPUTE WS-DIV-AMT = MR-AVG-BAL * WS-RATE / 4` truncates. board "
                 "rule since the audit: every money COMPUTE is `ROUNDED MODE NEAREST-EVEN`. the "
                 "only truncation allowed is the accrual subtotal, and that one has a comment "
                 "saying so",
                 [edit(f"{cbs}/DIVPOST.cbl",
                       "           COMPUTE WS-DIV-AMT = MR-AVG-BAL * WS-RATE / 4",
                       "           COMPUTE WS-DIV-AMT ROUNDED MODE NEAREST-EVEN\n"
                       "                   = MR-AVG-BAL * WS-RATE / 4"),
                  bash("./bin/cobbuild DIVPOST && KOOP_ENV=test ./bin/DIVPOST",
                       "built bin/DIVPOST\nDIVPOST  ENV=test  MEMBMAST=testdata/MEMBMAST.dat\n"
                       "DIVPOST  DIVIDEND POSTED              $2,922.10"),
                  bash("./bin/recon testdata/board-q4.csv",
                       "RECON  accounts 212  matched 212  diff $0.00")],
                 "The dividend COMPUTE is ROUNDED MODE NEAREST-EVEN now; the test run matches "
                 "the board's sheet to the cent."),
        ], "ROUNDED", tier="procedural", follow_ups=[
            ("add the loyalty bonus: members of more than ten years get an extra 0.15% on their "
             "average balance", "en"),
            ("calcula la comisión por cierre de cuenta como un 0,8 % del saldo", "es"),
            ("bereken die boete vir laat terugbetaling as 1,5% van die uitstaande bedrag", "af")]),
        Scenario("cobol-copybook-version", "af", cb, [
            Step("Voeg 'n selfoonnommer-veld by die lidrekord; die kantoor wil SMS'e stuur.",
                 [edit(f"{cb}/copy/MEMBREC.cpy",
                       "           05  MR-EMAIL          PIC X(40).",
                       "           05  MR-EMAIL          PIC X(40).\n"
                       "           05  MR-MOBILE         PIC X(15)."),
                  bash("./bin/cobbuild DIVPOST",
                       "cobc -x -std=ibm-strict -fnotrunc -I copy -o bin/DIVPOST src/DIVPOST.cbl\n"
                       "built bin/DIVPOST")],
                 "MR-MOBILE is by MEMBREC gevoeg; DIVPOST bou."),
            Step("Wag! MEMBREC word gedeel met die kassierstelsel en die nagtelike uitvoer na die "
                 "bank; 'n langer rekord breek daardie lêers sonder enige foutboodskap. By ons "
                 "verander 'n copybook nooit in plek nie: maak 'n nuwe weergawe (MEMBREC2.cpy), "
                 "skryf 'n omskakelprogram vir die meesterlêer, en skuif programme een vir een "
                 "oor.",
                 [bash("git checkout copy/MEMBREC.cpy", "Updated 1 path from the index"),
                  write(f"{cb}/copy/MEMBREC2.cpy",
                        "      * MEMBREC2 - member record v2 (RECLEN 195)\n"
                        "           05  MR-EMAIL          PIC X(40).\n"
                        "           05  MR-MOBILE         PIC X(15).\n"),
                  write(f"{cbs}/CNVMR2.cbl",
                        "       IDENTIFICATION DIVISION.\n       PROGRAM-ID. CNVMR2.\n"),
                  bash("./bin/cobbuild CNVMR2 && KOOP_ENV=test ./bin/CNVMR2",
                       "built bin/CNVMR2\nCNVMR2  READ 212  WRITTEN 212  RECLEN 180 -> 195")],
                 "MEMBREC is teruggestel. MEMBREC2.cpy het die nuwe veld, en CNVMR2 skakel die "
                 "meesterlêer om (toets: 212 rekords, 180 -> 195 grepe). Programme skuif later "
                 "een vir een oor."),
        ], "copybook", tier="procedural", follow_ups=[
            ("die leningrekord het 'n veld vir 'n tweede borg nodig", "af"),
            ("the savings account record needs room for the beneficiary's name", "en"),
            ("liikme kirjele on vaja lisada väli e-kirjade saatmise nõusoleku jaoks", "et")]),
        Scenario("cobol-fixed-format", "en", cb, [
            Step("one thing before the new fee program: fixed-format source only. sequence area "
                 "blank, code in columns 8 to 72, no `>>SOURCE FORMAT IS FREE`. our listing "
                 "tools and the reviewers' diff scripts assume it",
                 [write(f"{cbs}/FEECALC.cbl",
                        "      * FEECALC - monthly account fees\n"
                        "       IDENTIFICATION DIVISION.\n       PROGRAM-ID. FEECALC.\n"
                        "       ENVIRONMENT DIVISION.\n"),
                  bash("./bin/cobbuild FEECALC",
                       "cobc -x -std=ibm-strict -fnotrunc -I copy -o bin/FEECALC src/FEECALC.cbl\n"
                       "built bin/FEECALC")],
                 "FEECALC is in fixed format, code between columns 8 and 72; it builds."),
        ], "fixed", tier="personalized", follow_ups=[
            ("start a new program that prints the overdue-loan letters", "en"),
            ("започни нова програма за месечния отчет на касата", "bg"),
            ("uzraksti jaunu programmu gada pārskatam par biedru iemaksām", "lv")]),

        # ------------------------------------------------- Kotlin Multiplatform tram timetables
        Scenario("kmp-kotlinx-datetime", "et", km, [
            Step("Lisa funktsioon, mis arvutab järgmise trammi väljumise antud peatusest praeguse "
                 "kellaaja järgi.",
                 [edit(f"{kms}/commonMain/kotlin/tramtide/NextDeparture.kt",
                       "fun nextDeparture(stop: StopId, table: Timetable): Departure? = TODO()",
                       "fun nextDeparture(stop: StopId, table: Timetable): Departure? {\n"
                       "    val now = java.time.LocalTime.now()\n"
                       "    return table.at(stop).firstOrNull { it.time > now }\n}"),
                  bash("./gradlew :core:jvmTest",
                       "BUILD SUCCESSFUL in 18s\n14 actionable tasks: 4 executed, 10 up-to-date")],
                 "Valmis, JVM-i testid läbivad."),
            Step("See on commonMain, java.time'i iOS-is pole. CI: `e: file:///builds/tramtide/"
                 "core/src/commonMain/kotlin/tramtide/NextDeparture.kt:2:15 Unresolved reference "
                 "'java'` (:core:compileKotlinIosArm64). Ühises koodis kasutame ainult "
                 "kotlinx-datetime'i, ja Clock antakse parameetrina, et testides saaks aja "
                 "paika panna.",
                 [edit(f"{kms}/commonMain/kotlin/tramtide/NextDeparture.kt",
                       "fun nextDeparture(stop: StopId, table: Timetable): Departure? {\n"
                       "    val now = java.time.LocalTime.now()",
                       "fun nextDeparture(stop: StopId, table: Timetable, clock: Clock = "
                       "Clock.System): Departure? {\n"
                       "    val now = clock.now().toLocalDateTime(table.zone).time"),
                  bash("./gradlew :core:compileKotlinIosSimulatorArm64 :core:jvmTest",
                       "BUILD SUCCESSFUL in 41s\n22 actionable tasks: 7 executed, 15 up-to-date")],
                 "Nüüd kotlinx.datetime (Clock, toLocalDateTime) ja Clock on parameeter; iOS-i "
                 "kompileerimine ja JVM-i testid läbivad."),
        ], "datetime", tier="procedural", follow_ups=[
            ("arvuta, mitu minutit on jäänud viimase öise trammini", "et"),
            ("add a helper that says whether a timetable applies on a given public holiday",
             "en"),
            ("dodaj funkcijo, ki izračuna zamudo tramvaja glede na vozni red", "sl")]),
        Scenario("kmp-all-tests", "en", km, [
            Step("the parser drops trips that run past midnight (times like 25:10:00), fix it",
                 [edit(f"{kms}/commonMain/kotlin/tramtide/gtfs/StopTimes.kt",
                       "require(h in 0..23)",
                       "require(h in 0..47)"),
                  bash("./gradlew :core:jvmTest",
                       "BUILD SUCCESSFUL in 16s\n14 actionable tasks: 3 executed, 11 up-to-date")],
                 "Fixed; after-midnight trips are kept and the tests pass."),
            Step("jvmTest is a third of the suite. the iOS tests failed in CI on this change: "
                 "`StopTimesTest > parsesAfterMidnight[iosSimulatorArm64] FAILED, expected "
                 "<90600>, actual <4200>`. the iosMain actual of secondsOfDay wraps at 24h. run "
                 "`./gradlew :core:allTests` before calling it fixed, it runs jvm, js and the iOS "
                 "simulator on our Macs",
                 [bash("./gradlew :core:allTests",
                       "> Task :core:iosSimulatorArm64Test FAILED\n"
                       "StopTimesTest > parsesAfterMidnight[iosSimulatorArm64] FAILED\n"
                       "    kotlin.AssertionError: Expected <90600>, actual <4200>.\n\n"
                       "BUILD FAILED in 1m 12s"),
                  edit(f"{kms}/iosMain/kotlin/tramtide/time/SecondsOfDay.ios.kt",
                       "return (h * 3600 + m * 60 + s) % 86400",
                       "return h * 3600 + m * 60 + s"),
                  bash("./gradlew :core:allTests",
                       "BUILD SUCCESSFUL in 1m 04s\n"
                       "52 actionable tasks: 9 executed, 43 up-to-date")],
                 "allTests showed the same failure locally; the iOS actual no longer wraps, and "
                 "all targets pass."),
        ], "allTests", tier="procedural", follow_ups=[
            ("I changed how route colours are parsed, make sure it holds on every platform", "en"),
            ("ich habe die Sortierung der Haltestellen umgebaut, prüf bitte, ob alles noch "
             "stimmt", "de"),
            ("ég breytti hvernig leiðarnúmer eru lesin, athugaðu hvort allt virki enn", "is")]),
        Scenario("kmp-sealed-errors", "fa", km, [
            Step("قبل از این‌که پارسر فایل calendar.txt را بنویسی: ترجیح می‌دهم خطاهای پارس به "
                 "صورت یک sealed interface برگردند (مثلاً ParseError با زیرنوع‌های MissingColumn و "
                 "BadDate) و نه با پرتاب exception. در iOS، exception کاتلین که از Swift صدا زده "
                 "شود برنامه را از کار می‌اندازد.",
                 [write(f"{kms}/commonMain/kotlin/tramtide/gtfs/Calendar.kt",
                        "package tramtide.gtfs\n\n"
                        "sealed interface ParseError {\n"
                        "    data class MissingColumn(val name: String) : ParseError\n"
                        "    data class BadDate(val line: Int, val raw: String) : ParseError\n}\n\n"
                        "sealed interface Parsed<out T> {\n"
                        "    data class Ok<T>(val value: T) : Parsed<T>\n"
                        "    data class Err(val errors: List<ParseError>) : Parsed<Nothing>\n}\n"),
                  bash("./gradlew :core:allTests",
                       "BUILD SUCCESSFUL in 58s\n52 actionable tasks: 11 executed, 41 up-to-date")],
                 "پارسر calendar.txt نتیجه را به صورت Parsed با ParseError (sealed) برمی‌گرداند "
                 "و هیچ exception پرتاب نمی‌کند؛ همهٔ تست‌ها پاس شدند."),
        ], "sealed", tier="personalized", follow_ups=[
            ("یک خواننده برای فایل shapes.txt بنویس که مسیر خطوط را برگرداند", "fa"),
            ("write the reader for fare_rules.txt", "en"),
            ("tulis pembaca untuk fail transfers.txt supaya pertukaran tram dapat dikenal pasti",
             "ms")]),
        Scenario("kmp-version-catalog", "en", km, [
            Step("add the Ktor client so the library can fetch the live feed itself",
                 [edit(f"{km}/core/build.gradle.kts",
                       "commonMain.dependencies {",
                       "commonMain.dependencies {\n"
                       "            implementation(\"io.ktor:ktor-client-core:3.0.1\")"),
                  bash("./gradlew :core:compileKotlinMetadata",
                       "BUILD SUCCESSFUL in 22s")],
                 "Ktor client core 3.0.1 is in commonMain; it compiles."),
            Step("please no version strings in build files. everything goes through "
                 "gradle/libs.versions.toml: `ktor = \"3.0.1\"` under [versions], the library "
                 "under [libraries], then `implementation(libs.ktor.client.core)`. renovate only "
                 "reads the catalog, so a hardcoded version never gets bumped. the engines "
                 "(darwin, okhttp) go into iosMain and jvmMain the same way",
                 [edit(f"{km}/gradle/libs.versions.toml",
                       "[versions]",
                       "[versions]\nktor = \"3.0.1\""),
                  edit(f"{km}/gradle/libs.versions.toml",
                       "[libraries]",
                       "[libraries]\n"
                       "ktor-client-core = { module = \"io.ktor:ktor-client-core\", "
                       "version.ref = \"ktor\" }\n"
                       "ktor-client-darwin = { module = \"io.ktor:ktor-client-darwin\", "
                       "version.ref = \"ktor\" }\n"
                       "ktor-client-okhttp = { module = \"io.ktor:ktor-client-okhttp\", "
                       "version.ref = \"ktor\" }"),
                  edit(f"{km}/core/build.gradle.kts",
                       "            implementation(\"io.ktor:ktor-client-core:3.0.1\")",
                       "            implementation(libs.ktor.client.core)"),
                  bash("./gradlew :core:compileKotlinMetadata :core:compileKotlinJvm",
                       "BUILD SUCCESSFUL in 19s")],
                 "Ktor is declared in libs.versions.toml and referenced as libs.ktor.*; the "
                 "darwin and okhttp engines are in their source sets. It compiles."),
        ], "libs.versions.toml", tier="procedural", follow_ups=[
            ("we need okio in the shared module to read zipped feeds", "en"),
            ("ajoute la bibliothèque de sérialisation JSON au module commun", "fr"),
            ("додај SQLDelight у заједнички модул за чување реда вожње", "sr")]),
        Scenario("kmp-deprecate-first", "lv", km, [
            Step("Pārdēvē `Timetable.departuresFor` par `departuresAt`, tas labāk saskan ar pārējo "
                 "API.",
                 [edit(f"{kms}/commonMain/kotlin/tramtide/Timetable.kt",
                       "fun departuresFor(stop: StopId): List<Departure>",
                       "fun departuresAt(stop: StopId): List<Departure>"),
                  bash("./gradlew :core:check",
                       "> Task :core:apiCheck FAILED\nAPI check failed for project core.\n"
                       "--- core/api/core.api\n+++ core/build/api/core.api\n"
                       "-\tpublic final fun departuresFor (Ltramtide/StopId;)Ljava/util/List;\n"
                       "+\tpublic final fun departuresAt (Ltramtide/StopId;)Ljava/util/List;\n"
                       "You can run :core:apiDump task to overwrite API declarations"),
                  bash("./gradlew :core:apiDump && ./gradlew :core:check",
                       "BUILD SUCCESSFUL in 47s")],
                 "Pārdēvēju un ar apiDump atjaunoju API failu; check iziet."),
            Step("apiDump nav domāts, lai apklusinātu pārbaudi. Bibliotēku lieto divas lietotnes, "
                 "kas šo funkciju izsauc, un mēs starp versijām neko nenoņemam bez brīdinājuma. "
                 "Atstāj veco funkciju ar `@Deprecated(\"...\", "
                 "ReplaceWith(\"departuresAt(stop)\"))`, "
                 "lai tā izsauc jauno; noņemsim to tikai nākamajā lielajā versijā.",
                 [edit(f"{kms}/commonMain/kotlin/tramtide/Timetable.kt",
                       "fun departuresAt(stop: StopId): List<Departure>",
                       "@Deprecated(\"Use departuresAt\", ReplaceWith(\"departuresAt(stop)\"))\n"
                       "fun departuresFor(stop: StopId): List<Departure> = departuresAt(stop)\n\n"
                       "fun departuresAt(stop: StopId): List<Departure>"),
                  bash("./gradlew :core:apiDump && git diff --stat core/api",
                       " core/api/core.api | 1 +\n 1 file changed, 1 insertion(+)"),
                  bash("./gradlew :core:check", "BUILD SUCCESSFUL in 44s")],
                 "Vecā departuresFor paliek ar @Deprecated un ReplaceWith, API failā tikai "
                 "pievienota jaunā funkcija; check iziet."),
        ], "Deprecated", tier="procedural", follow_ups=[
            ("nosaukums `StopId.raw` ir neskaidrs, lai tas turpmāk saucas `code`", "lv"),
            ("the `Route.shortName` property should really be called `label`, rename it", "en"),
            ("odstrani staro funkcijo loadFeedBlocking, nihče je več ne potrebuje", "sl")]),
        Scenario("kmp-backtick-test-names", "en", km, [
            Step("small thing about tests before you start on the fare calculator: I like test "
                 "names as backticked sentences (fun `zone change at the river costs one extra "
                 "ticket`()), one behaviour per test, no test1 or testFare style names",
                 [write(f"{kms}/commonTest/kotlin/tramtide/fare/FareTest.kt",
                        "class FareTest {\n    @Test\n"
                        "    fun `single zone trip costs one ticket`() { ... }\n\n    @Test\n"
                        "    fun `zone change at the river costs one extra ticket`() { ... }\n}\n"),
                  bash("./gradlew :core:allTests",
                       "BUILD SUCCESSFUL in 1m 02s\n"
                       "52 actionable tasks: 8 executed, 43 up-to-date")],
                 "FareTest has two backticked sentence names, one behaviour each; all targets "
                 "pass."),
        ], "backtick", tier="personalized", follow_ups=[
            ("cover the switch to the holiday timetable with tests", "en"),
            ("escribe pruebas para el cálculo de transbordos entre líneas", "es"),
            ("ongeza majaribio ya kuhesabu muda wa kusubiri kwenye kituo", "sw")]),

        # ------------------------------------------------- Snakemake wastewater surveillance
        Scenario("snake-conda-envs", "bn", sm, [
            Step("লিনিয়েজ অনুপাত বের করার জন্য freyja দিয়ে একটা নতুন rule যোগ করো।",
                 [bash("pip install freyja",
                       "Successfully installed freyja-1.5.1 ushertools-0.6.2"),
                  edit(f"{smw}/rules/lineages.smk",
                       "# lineage abundances per sample",
                       "# lineage abundances per sample\n\nrule freyja_demix:\n    input:\n"
                       "        variants=\"results/variants/{sample}.tsv\",\n"
                       "        depth=\"results/depth/{sample}.depth\"\n"
                       "    output: \"results/freyja/{sample}.tsv\"\n"
                       "    shell: \"freyja demix {input.variants} {input.depth} --output "
                       "{output}\""),
                  bash("snakemake --cores 4 results/freyja/WW-0412.tsv",
                       "Building DAG of jobs...\n...\n1 of 1 steps (100%) done")],
                 "freyja ইনস্টল করে freyja_demix rule যোগ করেছি; WW-0412 চলেছে।"),
            Step("base environment-এ pip দিয়ে কিছু ইনস্টল করবে না, ক্লাস্টারের নোডে ওই "
                 "environment নেই আর ফলাফল আবার তৈরি করা যাবে না। প্রতিটি rule-এর নিজের "
                 "`conda:` ফাইল থাকে workflow/envs/-এ, আর আমরা চালাই "
                 "`--software-deployment-method conda` দিয়ে। freyja-র ভার্সন ওখানেই পিন করো।",
                 [bash("pip uninstall -y freyja ushertools",
                       "Successfully uninstalled freyja-1.5.1\n"
                       "Successfully uninstalled ushertools-0.6.2"),
                  write(f"{smw}/envs/freyja.yaml",
                        "channels:\n  - conda-forge\n  - bioconda\n"
                        "dependencies:\n  - freyja=1.5.1\n"),
                  edit(f"{smw}/rules/lineages.smk",
                       "    output: \"results/freyja/{sample}.tsv\"",
                       "    output: \"results/freyja/{sample}.tsv\"\n"
                       "    conda: \"../envs/freyja.yaml\""),
                  bash("snakemake --cores 4 --software-deployment-method conda "
                       "results/freyja/WW-0412.tsv",
                       "Creating conda environment workflow/envs/freyja.yaml...\n"
                       "Environment for workflow/envs/freyja.yaml created "
                       "(location: .snakemake/conda/8d1c0e4a)\n...\n1 of 1 steps (100%) done")],
                 "pip-এর ইনস্টল সরিয়ে দিয়েছি; rule-টি এখন workflow/envs/freyja.yaml "
                 "(freyja=1.5.1) ব্যবহার করে, conda দিয়ে চালিয়ে ঠিকঠাক শেষ হয়েছে।"),
        ], "conda", tier="procedural", follow_ups=[
            ("নমুনাগুলোকে nextclade দিয়ে শ্রেণিবদ্ধ করার জন্য একটা নতুন ধাপ লাগবে", "bn"),
            ("we want a fastp quality step before alignment", "en"),
            ("dodaj korak, ki z ivar odreže primerje z branj", "sl")]),
        Scenario("snake-slurm-profile", "en", sm, [
            Step("rerun the whole pipeline for the March plant samples on the cluster",
                 [bash("ssh hpc-login2 'cd /proj/sewerseq && snakemake --cores all "
                       "--configfile config/2026-03.yaml'",
                       "Building DAG of jobs...\nUsing shell: /usr/bin/bash\n"
                       "Provided cores: 64\nJob stats:\njob              count\n"
                       "-------------  -------\nalign               96\ntrim_primers        96\n"
                       "freyja_demix        96\ncoverage_depth      96\nreport               5\n"
                       "total              389\n\n[Thu Nov 12 09:41:07 2026]\nrule align:")],
                 "Running on hpc-login2 with 64 cores, 389 jobs."),
            Step("stop it, that's the login node, the admins already mailed about the load. jobs "
                 "go through slurm: `snakemake --profile profiles/slurm --configfile ...`, the "
                 "profile sets the partition, account wwsurv, per-rule memory and 40 jobs at a "
                 "time. only the snakemake driver runs on the login node, inside tmux",
                 [bash("ssh hpc-login2 'kill 48211'", ""),
                  bash("ssh hpc-login2 'cd /proj/sewerseq && snakemake --unlock && tmux new -d "
                       "-s march \"snakemake --profile profiles/slurm --configfile "
                       "config/2026-03.yaml\"'",
                       "Unlocking working directory."),
                  bash("ssh hpc-login2 'squeue -u $USER -h | wc -l'", "40")],
                 "Stopped the local run and relaunched with --profile profiles/slurm in a tmux "
                 "session; 40 jobs are queued in slurm."),
        ], "profile", tier="procedural", follow_ups=[
            ("the April samples arrived, process them on the HPC", "en"),
            ("procesa en el clúster las muestras de abril de la planta norte", "es"),
            ("ஏப்ரல் மாதிரிகளை கிளஸ்டரில் முழுமையாக செயலாக்கு", "ta")]),
        Scenario("snake-dry-run-first", "ta", sm, [
            Step("எதையும் ஓட்டுவதற்கு முன் என் விருப்பம்: முதலில் எப்போதும் dry-run "
                 "(`snakemake -n`) செய்து, rule வாரியாக எத்தனை jobs ஓடும் என்று காட்டு. நான் சரி "
                 "என்று சொன்ன பிறகுதான் உண்மையாக ஓட்ட வேண்டும். இப்போது ஏப்ரல் config-ஐப் பார்.",
                 [bash("snakemake -n --profile profiles/slurm --configfile config/2026-04.yaml",
                       "Building DAG of jobs...\nJob stats:\njob              count\n"
                       "-------------  -------\nalign               48\ntrim_primers        48\n"
                       "freyja_demix        48\nreport               1\ntotal              145\n\n"
                       "This was a dry-run (flag -n). The order of jobs does not reflect the "
                       "order of execution.")],
                 "Dry-run: align 48, trim_primers 48, freyja_demix 48, report 1, மொத்தம் 145. "
                 "ஓட்டலாமா?"),
        ], "dry", tier="personalized", follow_ups=[
            ("புதிய ஆய்வகத் தொகுதிக்கு முழு பைப்லைனையும் தொடங்கு", "ta"),
            ("kick off the pipeline for the new treatment plant's samples", "en"),
            ("paleisk visą apdorojimą naujiems mėginiams iš valymo įrenginių", "lt")]),
        Scenario("snake-samples-tsv", "en", sm, [
            Step("add the four new samples from the harbour plant (HB-01 to HB-04) to the run",
                 [edit(f"{smw}/Snakefile",
                       "SAMPLES = [\"NP-01\", \"NP-02\", \"WW-0412\"]",
                       "SAMPLES = [\"NP-01\", \"NP-02\", \"WW-0412\", \"HB-01\", \"HB-02\", "
                       "\"HB-03\", \"HB-04\"]"),
                  bash("snakemake -n",
                       "Building DAG of jobs...\nMissingInputException in rule trim_primers in "
                       "file workflow/rules/trim.smk, line 3:\nMissing input files for rule "
                       "trim_primers:\n    output: results/trimmed/HB-01.bam\n"
                       "    affected files:\n        resources/fastq/HB-01_R1.fastq.gz")],
                 "Added them, but their reads are missing under resources/fastq/; can you copy "
                 "the HB fastq files there?"),
            Step("that SAMPLES list is a leftover, rules/common.smk overwrites it. samples come "
                 "from config/samples.tsv (sample, plant, fastq_1, fastq_2, collected), read "
                 "with pandas; that's where the fastq paths live too, the reads are on the lab "
                 "share. revert the Snakefile and add rows to the tsv",
                 [bash("git checkout workflow/Snakefile", "Updated 1 path from the index"),
                  edit(f"{sm}/config/samples.tsv",
                       "WW-0412\tnorth\t/lab/runs/R118/WW-0412_R1.fastq.gz",
                       "WW-0412\tnorth\t/lab/runs/R118/WW-0412_R1.fastq.gz\n"
                       "HB-01\tharbour\t/lab/runs/R121/HB-01_R1.fastq.gz\n"
                       "HB-02\tharbour\t/lab/runs/R121/HB-02_R1.fastq.gz\n"
                       "HB-03\tharbour\t/lab/runs/R121/HB-03_R1.fastq.gz\n"
                       "HB-04\tharbour\t/lab/runs/R121/HB-04_R1.fastq.gz"),
                  bash("snakemake -n",
                       "Building DAG of jobs...\n...\ntotal              173\n\n"
                       "This was a dry-run (flag -n).")],
                 "Snakefile reverted; the four HB rows are in config/samples.tsv with their "
                 "fastq paths on the lab share. Dry-run plans 173 jobs."),
        ], "samples.tsv", tier="procedural", follow_ups=[
            ("two re-sequenced libraries came back for NP-07 and NP-08, include them", "en"),
            ("le labo a envoyé six nouveaux prélèvements de la station de Beaulieu, intègre-les "
             "à l'analyse", "fr"),
            ("укључи у анализу три нова узорка из постројења Запад", "sr")]),
        Scenario("snake-forcerun", "sl", sm, [
            Step("Posodobil sem referenčno zaporedje za primerje (v5.4); poskrbi, da se "
                 "poravnave ponovijo.",
                 [bash("rm -rf results/", ""),
                  bash("snakemake --profile profiles/slurm",
                       "Building DAG of jobs...\nJob stats:\n...\ntotal             1041")],
                 "Izbrisal sem results/ in zagnal vse od začetka (1041 opravil)."),
            Step("Zakaj si zbrisal cel results/? Tam so bili rezultati freyja in poročila "
                 "zadnjih treh mesecev, ki jih je ministrstvo že dobilo, in tri dni računanja. "
                 "Izhodov ne brišemo: uporabi `--forcerun align` (ali `-R align`), Snakemake "
                 "potem sam ponovi vse, kar je od tega pravila odvisno. Prekini zagon, obnovil "
                 "boš iz varnostne kopije.",
                 [bash("kill 51877 && snakemake --unlock", "Unlocking working directory."),
                  bash("restic restore latest --target / --include /proj/sewerseq/results",
                       "restoring <Snapshot 3e9a1c07 of [/proj/sewerseq] at 2026-11-11 02:00:04> "
                       "to /\nSummary: Restored 18204 files/dirs (412.771 GiB) in 41:12"),
                  bash("snakemake -n --forcerun align --profile profiles/slurm",
                       "Building DAG of jobs...\n...\ntotal              389\n\n"
                       "This was a dry-run (flag -n).")],
                 "Zagon ustavljen, results/ obnovljen iz noči. Z --forcerun align bi se ponovilo "
                 "389 opravil (poravnave in vse, kar je odvisno); čakam na tvoj ok."),
        ], "forcerun", tier="procedural", follow_ups=[
            ("spremenil sem parametre obrezovanja po kakovosti; ponovi samo tisto, kar je treba",
             "sl"),
            ("the primer BED file was corrected, redo the steps it affects", "en"),
            ("freyja barcode கோப்பு புதுப்பிக்கப்பட்டது, அதைச் சார்ந்தவற்றை மட்டும் மீண்டும் "
             "கணக்கிடு", "ta")]),
        Scenario("snake-log-benchmark", "en", sm, [
            Step("before you write the coverage rules: every rule I own gets a `log:` file under "
                 "logs/{rule}/ and a `benchmark:` file under benchmarks/{rule}/. I size the slurm "
                 "memory requests from those tsvs",
                 [write(f"{smw}/rules/coverage.smk",
                       "rule coverage_depth:\n    input: \"results/aligned/{sample}.bam\"\n"
                       "    output: \"results/depth/{sample}.depth\"\n"
                       "    log: \"logs/coverage_depth/{sample}.log\"\n"
                       "    benchmark: \"benchmarks/coverage_depth/{sample}.tsv\"\n"
                       "    conda: \"../envs/samtools.yaml\"\n"
                       "    shell: \"samtools depth -a {input} > {output} 2> {log}\""),
                  bash("snakemake -n",
                       "Building DAG of jobs...\n...\ntotal               49\n\n"
                       "This was a dry-run (flag -n).")],
                 "coverage_depth writes logs/coverage_depth/{sample}.log and "
                 "benchmarks/coverage_depth/{sample}.tsv; the dry-run plans 49 jobs."),
        ], "benchmark", tier="personalized", follow_ups=[
            ("write a rule that gathers the per-sample depth summaries into one table", "en"),
            ("schreib eine Regel, die die Lineage-Anteile pro Woche als Grafik ausgibt", "de"),
            ("buat rule baharu yang memampatkan fail BAM lama ke CRAM", "ms")]),
    ]
