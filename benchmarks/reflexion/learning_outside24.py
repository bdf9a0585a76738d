"""A twenty-fourth outside set of sessions that teach something, and the later requests that need it.

Written by hand by a writer who had not read the project's code, tests or other held-out sets'
rows, from the Scenario format alone (the Scenario dataclass and the imports above it, the Step
dataclass, the bash, edit and write helpers, and the module docstring, imports and first two
scenarios of the twenty-third outside set for their layout), never used for tuning, and written
without reading how lessons are captured, stored or recalled. The list of earlier sets' project
kinds and languages was read only to pick new ones. Tiers were set by construction: a session
where the human corrects what the agent did in a tool call (or a claim it made about a tool's
output) is "procedural", one where the human only states how they like things before the agent
does anything is "personalized". Five invented projects of kinds absent from the earlier learning
sets: a SWI-Prolog pack (clpfd, plunit, library(csv), tabling) planning a hospice's volunteer
drivers' rota, a Typst book (typst.toml, local packages, PDF/A, bundled fonts) of a shape-note
singing group's tunebooks, a Free Pascal / Lazarus desktop app (lazbuild build modes, SQLdb on
SQLite, fpcunit console runner) logging a village cider press's pressing days, a SaltStack state
tree (pillar with the gpg renderer, grains targeting, map.jinja, salt-lint) of a youth hostel
association's reception PCs, and a .NET MAUI app (CommunityToolkit.Mvvm, Shell routing, XAML
resources, xUnit) recording a hedgehog rescue's intakes.

30 sessions, six per project. In 20 the agent works (edits, commands with realistic output, or a
claim it makes) and then the human corrects it, sharply or mildly (a pasted error, "why did you
...?", "never ...", a reminder of how the team does it); tier "procedural", four per project. In
10 the human only states a personal preference before any work; tier "personalized", two per
project. 15 sessions are in English, the other 15 in Ewe, Venda, Krio, Tahitian, Chamorro,
Marshallese, Fula, Kongo, Luba-Lulua, Tetum, Acehnese, Madurese, Buginese, Balinese and
Pangasinan (one each). Each scenario has 3 follow-ups (90 in all): requests from a later session
that need the lesson while sharing few words with it; exactly one per scenario is in the
session's language, so 60 of the 90 are in another language (English 30 in all, 15 of them
follow-ups of non-English sessions; each of the fifteen other languages 4 times, once in its own
session and three times elsewhere). `expect` is one word the learned record should contain,
chosen as a language-neutral technical token (a tool, a flag, a file, a class, an identifier).
All names, paths, hosts (under .example), numbers, ids and outputs are invented; the one
credential-shaped value comes from a seeded PRNG (random.Random(2924)); nothing is copied from a
public text. The writer is not a fluent speaker of any of the fifteen languages; many of those
sentences will read as a learner's, and a few may mix in words of a neighbouring language.
"""

from __future__ import annotations

from learning_set import Scenario
from sessions import Step, bash, edit, write


def scenarios(base: str) -> list[Scenario]:
    wr = f"{base}/wheelrota"
    tb = f"{base}/corrietunes"
    pl = f"{base}/presslog"
    hs = f"{base}/hostelsalt"
    pk = f"{base}/prickle"
    wrp = f"{wr}/prolog/wheelrota"
    wifi_key = "zN5Z4AckwvFBnK1rmURCWu"
    return [
        # ------------------------------ SWI-Prolog pack: a hospice's volunteer drivers' rota
        Scenario("prolog-csv-separator", "en", wr, [
            Step("the transport office wants the March rota as a file Pauline can open in their "
                 "spreadsheet. one row per run: date, driver, patient ref, pickup time",
                 [write(f"{wrp}/export.pl",
                        ":- module(export, [export_rota/2]).\n"
                        ":- use_module(library(csv)).\n\n"
                        "export_rota(Month, File) :-\n"
                        "    findall(row(D, Dr, P, T), run(Month, D, Dr, P, T), Runs),\n"
                        "    csv_write_file(File, [row(date, driver, patient, pickup)|Runs], []).\n"),
                  bash("swipl -g \"export_rota(march, 'out/rota-2027-03.csv')\" -t halt "
                       "prolog/wheelrota.pl", ""),
                  bash("head -3 out/rota-2027-03.csv",
                       "date,driver,patient,pickup\n"
                       "2027-03-01,\"Okafor, D.\",P-0417,09:15\n"
                       "2027-03-01,Whitlow,P-0388,10:40")],
                 "Exported 212 runs to out/rota-2027-03.csv."),
            Step("that's no use to the office. their Excel runs a European locale, so a comma file "
                 "opens as one long column A, Pauline just rang about it. the office always gets "
                 "semicolons: pass separator(0';) to csv_write_file, every export, not just this one",
                 [edit(f"{wrp}/export.pl",
                       "csv_write_file(File, [row(date, driver, patient, pickup)|Runs], [])",
                       "csv_write_file(File, [row(date, driver, patient, pickup)|Runs],\n"
                       "                   [separator(0';)])"),
                  bash("swipl -g \"export_rota(march, 'out/rota-2027-03.csv')\" -t halt "
                       "prolog/wheelrota.pl", ""),
                  bash("head -3 out/rota-2027-03.csv",
                       "date;driver;patient;pickup\n"
                       "2027-03-01;Okafor, D.;P-0417;09:15\n"
                       "2027-03-01;Whitlow;P-0388;10:40")],
                 "The export now writes semicolon-separated rows via separator(0';)."),
        ], "separator", tier="procedural", follow_ups=[
            ("Pauline needs April's runs per driver in something she can open on the office PC",
             "en"),
            ("Pauline yiɗi golle ɓe ɗaɓɓitooɓe ndimaa lewru Avril, e fayl o o waawi udditde e "
             "ordinateer biro.", "ff"),
            ("Pauline presiza servisu motorista sira nian iha fulan Abríl iha arkivu ida ne'ebé "
             "nia bele loke iha komputadór eskritóriu nian.", "tet")]),
        Scenario("prolog-labeling-ff", "en", wr, [
            Step("add the rule that no driver does more than two runs a day, then solve April",
                 [edit(f"{wrp}/model.pl", "day_limit(_, _).",
                       "day_limit(Day, Vars) :-\n"
                       "    include(on_day(Day), Vars, Today),\n"
                       "    driver_counts(Today, Counts),\n"
                       "    maplist(#>=(2), Counts)."),
                  bash("timeout 300 swipl -g \"solve(april, R), length(R, N), print(N)\" -t halt "
                       "prolog/wheelrota.pl", "Terminated"),
                  bash("timeout 300 swipl -g \"solve(april_week(1), R), length(R, N), print(N)\" "
                       "-t halt prolog/wheelrota.pl", "47")],
                 "April with the new limit does not finish in five minutes; one week solves. I "
                 "suggest solving the month week by week."),
            Step("no, weekly slices break the same-driver-for-a-patient continuity across "
                 "weekends. look at solve/2: it calls plain label(Vars), which goes left to right. "
                 "use labeling([ff], Vars), first-fail takes the most constrained run first. March "
                 "solved in four seconds like that before someone swapped it out",
                 [edit(f"{wrp}/model.pl", "    label(Vars).", "    labeling([ff], Vars)."),
                  bash("time swipl -g \"solve(april, R), length(R, N), print(N)\" -t halt "
                       "prolog/wheelrota.pl",
                       "186\nreal\t0m3.912s\nuser\t0m3.801s\nsys\t0m0.088s")],
                 "solve/2 now uses labeling([ff], Vars); the whole of April solves in 3.9 s."),
        ], "labeling", tier="procedural", follow_ups=[
            ("May has thirty more runs than April and two new drivers; make sure the rota still "
             "comes out in reasonable time", "en"),
            ("Ngonda ya Mayi kele na ba nzietelo makumi tatu ya kuluta Avril; tala nde rota "
             "ke basika nswalu.", "kg"),
            ("Buleuen Mei na lhèe plôh perjalanan leubèh nibak April; neupeuyakin rota mantong "
             "jeut leugat.", "ace")]),
        Scenario("prolog-tabling", "ee", wr, [
            Step("Meɖe kuku, ŋlɔ predicate `distance/3` si akpɔ kilometa le kɔƒe eve dome tso "
                 "`roads.pl` me; ele be wòawɔ dɔ kabakaba elabena rota la biaa ɖe eŋu zi akpe geɖe.",
                 [edit(f"{wrp}/roads.pl", ":- dynamic road/3.",
                       ":- dynamic road/3, distance_cache/3.\n\n"
                       "distance(A, B, D) :-\n"
                       "    distance_cache(A, B, D), !.\n"
                       "distance(A, B, D) :-\n"
                       "    shortest(A, B, D),\n"
                       "    assertz(distance_cache(A, B, D))."),
                  bash("swipl -g run_tests -t halt test/roads.plt",
                       "[1/3] roads:direct ..... passed (0.001 sec)\n"
                       "[2/3] roads:via_ford ..... passed (0.003 sec)\n"
                       "[3/3] roads:cache ..... passed (0.001 sec)\n"
                       "% All 3 tests passed")],
                 "Mewɔe: `distance/3` dzraa kilometawo ɖo ɖe `distance_cache/3` me."),
            Step("Ao, mègazã `assertz` hena cache o. Ne ame aɖe trɔ `roads.pl` (abe mɔ si wotu le "
                 "Fenwick ƒe tɔsisi to la ene) la, cache xoxoa gakpɔtɔ li eye míeɖoa ʋukulalawo "
                 "ɖe mɔ didiwo dzi. Zã tabling: `:- table distance/3.` eye nàyɔ "
                 "`abolish_all_tables` le `reload_roads` me.",
                 [edit(f"{wrp}/roads.pl",
                       ":- dynamic road/3, distance_cache/3.\n\n"
                       "distance(A, B, D) :-\n"
                       "    distance_cache(A, B, D), !.\n",
                       ":- dynamic road/3.\n:- table distance/3.\n\n"),
                  edit(f"{wrp}/roads.pl", "    shortest(A, B, D),\n    assertz(distance_cache(A, B, D)).",
                       "    shortest(A, B, D)."),
                  edit(f"{wrp}/roads.pl", "reload_roads :-\n    retractall(road(_, _, _)),",
                       "reload_roads :-\n    abolish_all_tables,\n    retractall(road(_, _, _)),"),
                  bash("swipl -g run_tests -t halt test/roads.plt",
                       "[1/3] roads:direct ..... passed (0.001 sec)\n"
                       "[2/3] roads:via_ford ..... passed (0.002 sec)\n"
                       "[3/3] roads:cache ..... passed (0.001 sec)\n"
                       "% All 3 tests passed")],
                 "`distance/3` zãa tabling fifia; `reload_roads` tsrɔ̃a tables la."),
        ], "table", tier="procedural", follow_ups=[
            ("Míedi be míanya gaƒoƒo nenie ʋukulala axɔ tso kɔƒe ɖeka yi bubu; tsɔe kpe ɖe "
             "rota la ŋu.", "ee"),
            ("we also need driving minutes between villages, not just kilometres, for the rota",
             "en"),
            ("Te hinaaro nei matou i te taime faahoro i rotopu i na oire e piti, eiaha noa te "
             "kilometera; a faaô i te reira i roto i te rota.", "ty")]),
        Scenario("prolog-no-qlf", "ve", wr, [
            Step("Ndi khou humbela uri vha ite uri pack i thome nga u ṱavhanya. Vhashumi vha "
                 "ofisi vha a lila uri swipl i dzhia tshifhinga tshilapfu musi vha tshi i vula.",
                 [bash("swipl -g \"qcompile(prolog/wheelrota)\" -t halt",
                       "% Compiling prolog/wheelrota.pl into prolog/wheelrota.qlf\n"
                       "% Compiled 9 files"),
                  bash("git add -A && git commit -m 'Precompile for faster start'",
                       "[main 5e1c0a9] Precompile for faster start\n"
                       " 9 files changed, 0 insertions(+), 0 deletions(-)\n"
                       " create mode 100644 prolog/wheelrota.qlf\n"
                       " create mode 100644 prolog/wheelrota/export.qlf\n"
                       " create mode 100644 prolog/wheelrota/model.qlf")],
                 "Ndo ita faela dza .qlf nahone nda dzi commit; zwino pack i thoma nga 0.3 s."),
            Step("Vha songo commit-a faela dza `.qlf`. Dzi shuma fhedzi na version ya swipl ye dza "
                 "itwa ngayo: laptop ya ofisi i na 9.2, CI i na 9.3, nahone zwino CI i ri "
                 "\"incompatible QLF file\". Vha dzi bvise kha git, vha dzi dzhenise kha "
                 "`.gitignore`, vha litshe swipl i dzi ite yone ine kha tshiṱishi tshiṅwe na "
                 "tshiṅwe.",
                 [bash("git rm --cached prolog/*.qlf prolog/wheelrota/*.qlf",
                       "rm 'prolog/wheelrota.qlf'\nrm 'prolog/wheelrota/export.qlf'\n"
                       "rm 'prolog/wheelrota/model.qlf'"),
                  edit(f"{wr}/.gitignore", "/out/", "/out/\n*.qlf"),
                  bash("git commit -am 'Stop tracking compiled qlf files'",
                       "[main 8b27d41] Stop tracking compiled qlf files\n"
                       " 10 files changed, 1 insertion(+)")],
                 "Faela dza .qlf a dzi tsha vha kha git; *.qlf i kha .gitignore."),
        ], "qlf", tier="procedural", follow_ups=[
            ("Ri do rumela version ntswa kha laptop ya ofisi vhege i ḓaho; vha ite uri i vule "
             "nga u ṱavhanya kha yeneyo laptop.", "ve"),
            ("the office laptop takes ages to open the rota tool, can you make startup quicker "
             "before we hand over the new version?", "en"),
            ("Na' chaddek i programa an ma tutuhon gi i laptop gi ofisina, pot fabot; ma na'i "
             "siha i nuebu na betsion gi otro semåna.", "ch")]),
        Scenario("prolog-pldoc", "kri", wr, [
            Step("Bifo yu rayt ɛni kod na dis pak: a lɛk se ɛni pablik predikɛt gɛt PlDoc kɔmɛnt "
                 "wit `%!` an di mod dɛn, lɛk `%! driver_runs(+Driver, +Day, -Runs) is det.` "
                 "Di vɔlontia dɛn we de mentenɛ dis kod de rid dɛn kɔmɛnt na di doc sayt.",
                 [],
                 "A go rayt `%!` PlDoc kɔmɛnt wit di mod dɛn fɔ ɛni pablik predikɛt."),
        ], "PlDoc", tier="personalized", follow_ups=[
            ("Ad wan nyu predikɛt we go sho ɔl di draiva dɛn we fri na Satide.", "kri"),
            ("add a predicate that lists which drivers are free on a given Saturday", "en"),
            ("Jouj im kōmmane juon predicate ekāāl ñan kwaļo̧k ri-kaajirere ro rejjab jerbal "
             "ilo Jadede.", "mh")]),
        Scenario("prolog-no-yall", "en", wr, [
            Step("one thing before you start on this codebase: no yall lambdas ([X]>>(...)) "
                 "anywhere. the volunteers who keep it going are learning Prolog from the manual "
                 "and the lambdas lose them, and the copy semantics have bitten us. write a small "
                 "named helper predicate and hand that to maplist/include/foldl instead.",
                 [],
                 "Understood: no library(yall) lambdas; named helper predicates for maplist, "
                 "include and foldl."),
        ], "yall", tier="personalized", follow_ups=[
            ("pick out the runs that start before 8am, the early shift wants its own list", "en"),
            ("Bua kalolo, sungula mu rota mishindu yonso idi ibanga kumpala kua 8:00 mu dinda.",
             "lua"),
            ("Tolong saring rota sopaja kare perjalanan se ngalaen sabelluna jam 8 lagghu.",
             "mad")]),
        # ------------------------------ Typst book: a shape-note singing group's tunebooks
        Scenario("typst-local-packages", "en", tb, [
            Step("the index at the back needs the tunes grouped by metre (C.M., L.M., 8.7.8.7 "
                 "...) with page numbers. use whatever helps",
                 [edit(f"{tb}/book.typ", '#import "lib/tune.typ": tune',
                       '#import "lib/tune.typ": tune\n#import "@preview/metre-index:0.2.1": *'),
                  edit(f"{tb}/back/index.typ", "= Index of metres",
                       "= Index of metres\n#metre-index(group-by: \"metre\")"),
                  bash("typst compile --font-path fonts book.typ build/book.pdf",
                       "downloading @preview/metre-index:0.2.1\n"
                       "compiled successfully in 2.31s")],
                 "Added an index of metres using the metre-index package; the book compiles."),
            Step("the book gets built on the laptop in the chapel vestry, which has no internet, "
                 "so that dies at 'downloading @preview/...'. no @preview imports in this repo. "
                 "if we want a package it gets vendored with make vendor, which copies it into the "
                 "local namespace, and it's imported as @local/name:version, pinned",
                 [bash("make vendor PKG=metre-index VER=0.2.1",
                       "copied vendor/metre-index/0.2.1 -> "
                       "~/.local/share/typst/packages/local/metre-index/0.2.1"),
                  edit(f"{tb}/book.typ", '#import "@preview/metre-index:0.2.1": *',
                       '#import "@local/metre-index:0.2.1": *'),
                  bash("grep -rn '@preview' --include=*.typ .", ""),
                  bash("typst compile --font-path fonts book.typ build/book.pdf",
                       "compiled successfully in 1.12s")],
                 "metre-index is vendored and imported as @local/metre-index:0.2.1; no @preview "
                 "imports remain."),
        ], "@local", tier="procedural", follow_ups=[
            ("some of the gospel tunes want guitar chord boxes above the staff; there's a typst "
             "thing for that somewhere, bring it in", "en"),
            ("Ami hakarak tau kaixa akorde gitarra nian iha leten kanta balun; buka ferramenta "
             "typst ida ba ida-ne'e no aumenta.", "tet"),
            ("Maelo'ki pasangi kotak akor gitar ri yase'na sinampe lagu; sappaki alat typst "
             "nappa pakei.", "bug")]),
        Scenario("typst-pdf-standard", "en", tb, [
            Step("build the print copy of the spring singing book and send it to the print "
                 "shop's upload folder",
                 [bash("typst compile --font-path fonts book.typ build/spring-2027.pdf",
                       "compiled successfully in 3.04s"),
                  bash("rsync -av build/spring-2027.pdf "
                       "upload@print.corrietunes.example:incoming/",
                       "sending incremental file list\nspring-2027.pdf\n\n"
                       "sent 4,812,337 bytes  received 35 bytes  1,374,963.43 bytes/sec")],
                 "Built build/spring-2027.pdf (148 pages) and uploaded it to the print shop."),
            Step("bounced already: 'preflight failed: document is not PDF/A-2b conformant'. the "
                 "shop only takes PDF/A-2b, every print build is typst compile --pdf-standard a-2b. "
                 "rebuild and upload it again",
                 [bash("typst compile --pdf-standard a-2b --font-path fonts book.typ "
                       "build/spring-2027.pdf", "compiled successfully in 3.27s"),
                  bash("rsync -av build/spring-2027.pdf "
                       "upload@print.corrietunes.example:incoming/",
                       "sending incremental file list\nspring-2027.pdf\n\n"
                       "sent 4,901,006 bytes  received 35 bytes  1,400,297.43 bytes/sec")],
                 "Rebuilt with --pdf-standard a-2b and uploaded again."),
        ], "pdf-standard", tier="procedural", follow_ups=[
            ("the autumn book is ready for the printers, do the build and the upload", "en"),
            ("Buku lagu musém luruh ka siap keu geucitak; neupeugèt PDF ngon neukirém u tempat "
             "cetak.", "ace"),
            ("Buku gending musim gugur sampun puput; tulung gaénang PDF tur kirimang ka genah "
             "cetak.", "ban")]),
        Scenario("typst-font-path", "ty", tb, [
            Step("A taui i te reta o te mau parau himene i te 'Corrie Sans' ta matou i tuu i roto "
                 "i te fonts/.",
                 [edit(f"{tb}/lib/tune.typ", 'set text(font: "Hollin Serif", size: 9pt)',
                       'set text(font: "Corrie Sans", size: 9pt)'),
                  bash("typst compile book.typ build/book.pdf",
                       "warning: unknown font family: corrie sans\n"
                       "  ┌─ lib/tune.typ:4:18\n  │\n"
                       "4 │   set text(font: \"Corrie Sans\", size: 9pt)\n"
                       "  │                  ^^^^^^^^^^^^^\n\n"
                       "compiled with 1 warning in 2.02s")],
                 "Ua taui au i te reta; ua oti te buka i te compile."),
            Step("Aita. A hi'o i te warning: 'unknown font family'. Aita typst e imi i roto i "
                 "fonts/ mai te peu e aita oe e horo'a i te `--font-path fonts`, e e tuu oia i te "
                 "tahi atu reta ma te parau ore. I te mau taime atoa a horo'a i te "
                 "`--font-path fonts` (aore ra TYPST_FONT_PATHS=fonts) e a hi'o e aita e warning.",
                 [bash("typst compile --font-path fonts book.typ build/book.pdf",
                       "compiled successfully in 2.10s"),
                  bash("pdffonts build/book.pdf | grep -i corrie",
                       "QZKLVB+CorrieSans-Regular   CID TrueType   Identity-H   yes yes yes   "
                       "14  0")],
                 "Ua compile au ma te `--font-path fonts`; ua tuuhia te Corrie Sans i roto i te "
                 "PDF."),
        ], "font-path", tier="procedural", follow_ups=[
            ("Ua horo'a mai o Mairi i te hoê reta apî no te mau upoo parau; a faaohipa i te "
             "reira i roto i te buka taatoa.", "ty"),
            ("Mairi sent us a new typeface for the headings, use it throughout the book", "en"),
            ("Mairi neldii men binndol kesol ngam tiitoonde; huutoro ɗum e deftere ndee fof.",
             "ff")]),
        Scenario("typst-conf-page", "ch", tb, [
            Step("I kånta 'Tasi Gris' debi di gaige gi un påhina ha', lao sesso mappos gi dos. "
                 "Na' dikike' i margin para u gaige gi un påhina.",
                 [edit(f"{tb}/tunes/052-tasi-gris.typ", "#tune(",
                       "#set page(margin: (x: 12mm, y: 10mm))\n#tune("),
                  bash("typst compile --font-path fonts book.typ build/book.pdf",
                       "compiled successfully in 2.44s")],
                 "Hu na' dikike' i margin; i 'Tasi Gris' gaige på'go gi un påhina."),
            Step("Cha'-mu na'såsaga `set page` gi i file kånta. Todu i page setup gaige ha' gi "
                 "`conf.typ`; yanggen un tulaika gi un kånta, ma tulaika todu i påhina ni "
                 "uttimo, i numeron påhina yan i index. Para i kånta ni mappos, usa "
                 "`#tune(compact: true)`.",
                 [edit(f"{tb}/tunes/052-tasi-gris.typ",
                       "#set page(margin: (x: 12mm, y: 10mm))\n#tune(", "#tune(compact: true,"),
                  bash("grep -rn 'set page' tunes/", ""),
                  bash("typst compile --font-path fonts book.typ build/book.pdf",
                       "compiled successfully in 2.39s")],
                 "Hu na'suha i `set page`; i 'Tasi Gris' ma usa `compact: true`."),
        ], "conf.typ", tier="procedural", follow_ups=[
            ("I kånta 'Lagu Håmyo' ti sedda' gi un påhina; fa'tinas para u gaige gi un påhina "
             "ha'.", "ch"),
            ("'Harrowfield' spills two lines onto a second page as well, sort it out", "en"),
            ("Nkunga 'Harrowfield' ke kuluta na lukaya ya zole na milongo zole; beno sala yo "
             "kota na lukaya mosi.", "kg")]),
        Scenario("typst-tune-files", "mh", tb, [
            Step("Mokta jān am jerbal: ikōṇaan bwe aolep al ren pād ilo juon file eo an make ilo "
                 "`tunes/`, im etan file eo ej jino kōn nōmba in peij eo, āinwōt "
                 "`047-brackwater.typ`. Jab kōṃṃane juon file eļap ñan aolep al.",
                 [],
                 "Ij kōṃṃan: juon al ilo juon file ilo tunes/, etan ej jino kōn nōmba in peij."),
        ], "tunes", tier="personalized", follow_ups=[
            ("Jouj im kōpooje ilo buk eo jilu al ekāāl ro jān kumi eo ilo Oktoba.", "mh"),
            ("three new songs came in from the October singing school, put them in the book",
             "en"),
            ("Misambu isatu mipiamipia mifumina ku tshilongelu tshia mu ngondo wa dikumi; "
             "iyisha mu mukanda.", "lua")]),
        Scenario("typst-kebab-labels", "en", tb, [
            Step("before you touch the book: I like labels in kebab-case with a prefix saying "
                 "what they are, <tune-tasi-gris>, <fig-shape-key>, <sec-rudiments>, and cross "
                 "references always written as @tune-tasi-gris, never a page number typed in.",
                 [],
                 "Noted: kebab-case labels with tune-, fig- and sec- prefixes, referenced with @."),
        ], "kebab-case", tier="personalized", follow_ups=[
            ("the rudiments chapter should point readers to the page with the chart of the four "
             "shapes", "en"),
            ("Bâb rudimen kodu nodhuwâgi ka kaca se bâdâ gâmbâr bângon empa' jârowa.", "mad"),
            ("Say kapitulo na rudiments et nepeg ya ipatnag no anto ya pahina so walaan na "
             "tsart na apatiran shapes.", "pag")]),
        # ------------------------------ Free Pascal / Lazarus app: a village cider press's log
        Scenario("lazarus-release-mode", "en", pl, [
            Step("pressing day is Saturday, build the new presslog.exe with the bottle-count "
                 "screen and drop it in the share for the shed PC",
                 [bash("lazbuild presslog.lpi",
                       "Hint: (lazarus) Build Project: nothing to do... rebuilding\n"
                       "(1008) 48211 lines compiled, 6.4 sec\n(1022) 3 hint(s) issued"),
                  bash("ls -la presslog.exe",
                       "-rwxr-xr-x 1 dev dev 31457280 Oct  2 19:02 presslog.exe"),
                  bash("cp presslog.exe /mnt/pressshare/presslog.exe", "")],
                 "Built presslog.exe (30 MB) and copied it to the share."),
            Step("that's the Debug build mode: heaptrc is on, so every time they close it the shed "
                 "PC throws up the memory-leak dialog, and it's 30 MB. releases are always "
                 "lazbuild --build-mode=Release presslog.lpi. rebuild and replace it",
                 [bash("lazbuild --build-mode=Release presslog.lpi",
                       "(1008) 48211 lines compiled, 7.9 sec"),
                  bash("ls -la presslog.exe",
                       "-rwxr-xr-x 1 dev dev 4718592 Oct  2 19:11 presslog.exe"),
                  bash("cp presslog.exe /mnt/pressshare/presslog.exe", "")],
                 "Rebuilt with --build-mode=Release (4.5 MB, no heaptrc) and replaced it."),
        ], "build-mode", tier="procedural", follow_ups=[
            ("there's a typo on the pressing-day screen; fix it and get a fresh exe onto the "
             "share before Saturday", "en"),
            ("Engka salah tulisang ri layar esso pammessa; perbaiki'ki nappa taroki exe baru ri "
             "share ri yolona Sattu.", "bug"),
            ("Vodada aɖe le ŋkeke si míefia apple ƒe kɔmpiuta ŋgɔ; ɖɔe ɖo eye nàtsɔ exe yeye "
             "ade share la me hafi Memleɖa.", "ee")]),
        Scenario("lazarus-sql-params", "en", pl, [
            Step("growers search box: type part of a surname, list their deliveries",
                 [edit(f"{pl}/src/ugrowers.pas",
                       "procedure TGrowersForm.SearchEditChange(Sender: TObject);\nbegin\n",
                       "procedure TGrowersForm.SearchEditChange(Sender: TObject);\nbegin\n"
                       "  Query.Close;\n"
                       "  Query.SQL.Text := 'SELECT * FROM deliveries WHERE grower LIKE ''%' +\n"
                       "    SearchEdit.Text + '%''';\n"
                       "  Query.Open;\n"),
                  bash("lazbuild --build-mode=Release presslog.lpi",
                       "(1008) 48240 lines compiled, 7.8 sec")],
                 "The search box now filters deliveries by surname as you type."),
            Step("type O'Rourke into it: 'SQLite3 error: near \"Rourke\": syntax error'. never "
                 "glue what people type into SQL. parameter it: WHERE grower LIKE :pat and "
                 "Query.Params.ParamByName('pat').AsString := '%' + SearchEdit.Text + '%'",
                 [edit(f"{pl}/src/ugrowers.pas",
                       "  Query.SQL.Text := 'SELECT * FROM deliveries WHERE grower LIKE ''%' +\n"
                       "    SearchEdit.Text + '%''';\n",
                       "  Query.SQL.Text := 'SELECT * FROM deliveries WHERE grower LIKE :pat';\n"
                       "  Query.Params.ParamByName('pat').AsString := '%' + SearchEdit.Text + "
                       "'%';\n"),
                  bash("lazbuild --build-mode=Release presslog.lpi",
                       "(1008) 48241 lines compiled, 7.7 sec"),
                  bash("./tests/presslog_tests --suite=TGrowerSearchTest --format=plain",
                       "Number of run tests: 3\nNumber of errors:    0\nNumber of failures:  0")],
                 "The query uses :pat with ParamByName; O'Rourke finds his deliveries."),
        ], "ParamByName", tier="procedural", follow_ups=[
            ("add a filter on the deliveries screen by orchard name", "en"),
            ("Tulung tambahang saringan ring layar pangiriman manut adan abian nyuh.", "ban"),
            ("Ndi khou humbela vha engedze tshiṱaṱo kha sikirini ya deliveries nga dzina ḽa "
             "bustani.", "ve")]),
        Scenario("lazarus-formatsettings", "ff", pl, [
            Step("Tiiɗno, waɗ export CSV litiruuji ñalnde kala; kalfinaaɗo kaalis (treasurer) "
                 "yiɗi ɗum ngam hitaande ndee.",
                 [edit(f"{pl}/src/uexport.pas", "  // rows",
                       "  Line := DateToStr(Day.Date) + ',' + FloatToStr(Day.Litres);\n"
                       "  Out.Add(Line);"),
                  bash("lazbuild --build-mode=Release presslog.lpi",
                       "(1008) 48263 lines compiled, 7.8 sec"),
                  bash("./presslog --export-litres out/litres-2027.csv && head -3 "
                       "out/litres-2027.csv",
                       "02.10.2027,412,5\n03.10.2027,388\n09.10.2027,455,25")],
                 "Export ngal gasii; fayl oo woni e out/litres-2027.csv."),
            Step("Ndaar line adannde: '412,5'. Ordinateer o ina huutoroo comma ngam desimal, "
                 "kadi CSV ina huutoroo comma ngam seerndude. Sahaa kala huutoro `TFormatSettings` "
                 "mo `DecimalSeparator := '.'` e `ShortDateFormat := 'yyyy-mm-dd'`, ngam "
                 "ordinateer kala hokka ko wootere.",
                 [edit(f"{pl}/src/uexport.pas",
                       "  Line := DateToStr(Day.Date) + ',' + FloatToStr(Day.Litres);",
                       "  Line := DateToStr(Day.Date, CsvFmt) + ',' + "
                       "FloatToStr(Day.Litres, CsvFmt);"),
                  edit(f"{pl}/src/uexport.pas", "var\n  Line: string;",
                       "var\n  Line: string;\n  CsvFmt: TFormatSettings;"),
                  edit(f"{pl}/src/uexport.pas", "begin\n  Out := TStringList.Create;",
                       "begin\n  CsvFmt := DefaultFormatSettings;\n"
                       "  CsvFmt.DecimalSeparator := '.';\n"
                       "  CsvFmt.ShortDateFormat := 'yyyy-mm-dd';\n"
                       "  CsvFmt.DateSeparator := '-';\n"
                       "  Out := TStringList.Create;"),
                  bash("lazbuild --build-mode=Release presslog.lpi && ./presslog --export-litres "
                       "out/litres-2027.csv && head -3 out/litres-2027.csv",
                       "(1008) 48270 lines compiled, 7.9 sec\n"
                       "2027-10-02,412.5\n2027-10-03,388\n2027-10-09,455.25")],
                 "Export ngal huutorto TFormatSettings: tobbo '.' e ñalnde yyyy-mm-dd."),
        ], "TFormatSettings", tier="procedural", follow_ups=[
            ("Kalfinaaɗo kaalis yiɗi fayl kesol: kilooji pomme ngaynaaɗo kala, ngam Excel "
             "makko.", "ff"),
            ("the treasurer also wants a file of apple weights per grower for her spreadsheet",
             "en"),
            ("Tezoureiru hakarak mos arkivu ida ho todan masán nian ba produtór ida-idak, atu "
             "loke iha ninia folha kálkulu.", "tet")]),
        Scenario("lazarus-console-runner", "kg", pl, [
            Step("Beno yika ba test ya mpa sambu na bilumbu ya mvula: ntangu litre kele zero, "
                 "export fwete kufwa ve.",
                 [edit(f"{pl}/tests/guitestrunner.lpr", "  RegisterTest(TExportTest);",
                       "  RegisterTest(TExportTest);\n  RegisterTest(TZeroLitresTest);"),
                  write(f"{pl}/tests/tzerolitrestest.pas",
                        "unit TZeroLitresTest;\n\n{$mode objfpc}{$H+}\n\ninterface\n\n"
                        "uses fpcunit, testregistry, uexport;\n"),
                  bash("lazbuild tests/guitestrunner.lpi && ./tests/guitestrunner",
                       "(1008) 2113 lines compiled, 1.1 sec\n"
                       "(guitestrunner:48113): Gtk-WARNING **: 21:14:07.512: cannot open display: ")],
                 "Mono yikaka ba test na guitestrunner; yo ke lomba ekrã, yo yina beno fwete "
                 "kubasala na ordinateur na beno."),
            Step("Ve. CI na beto kele na ekrã ve, mpi mono mosi ke sadila guitestrunner. Ba test "
                 "yonso fwete kwenda na `tests/presslog_tests.lpr` yina ke sadila "
                 "`consoletestrunner`; beto ke basala yo na "
                 "`./tests/presslog_tests --all --format=plain`.",
                 [edit(f"{pl}/tests/guitestrunner.lpr",
                       "  RegisterTest(TExportTest);\n  RegisterTest(TZeroLitresTest);",
                       "  RegisterTest(TExportTest);"),
                  edit(f"{pl}/tests/presslog_tests.lpr", "  RegisterTest(TExportTest);",
                       "  RegisterTest(TExportTest);\n  RegisterTest(TZeroLitresTest);"),
                  bash("lazbuild tests/presslog_tests.lpi && ./tests/presslog_tests --all "
                       "--format=plain",
                       "(1008) 2140 lines compiled, 1.2 sec\n"
                       "Number of run tests: 14\nNumber of errors:    0\nNumber of failures:  0")],
                 "Ba test ya mpa kele na presslog_tests (consoletestrunner); yonso me luta."),
        ], "consoletestrunner", tier="procedural", follow_ups=[
            ("Sala ba test sambu na kusosa bazina ya ba grower, sambu yo bebisa diaka ve.", "kg"),
            ("write some tests for the grower surname search so it doesn't break again", "en"),
            ("Neupeugöt ujian keu mita nan ureuëng pula mangat bèk reulöh lom.", "ace")]),
        Scenario("lazarus-resourcestring", "lua", pl, [
            Step("Kumpala kua kuenza mudimu: ndi musue bua miaku yonso idi bantu bamona pa "
                 "skrini ikale mu `resourcestring`, kayi mifunda munda mua code to. Tudi ne bua "
                 "kuyikudimuna mu Tshiluba ne mu Français.",
                 [],
                 "Ndi mumvue: miaku yonso ya pa skrini neikale mu `resourcestring`."),
        ], "resourcestring", tier="personalized", follow_ups=[
            ("Umvuija tshibutu tshia kukonka 'Udi ujinga kujimija dituku edi?' kumpala kua "
             "kujimija dituku dia kusokola.", "lua"),
            ("add an 'are you sure?' box before someone deletes a whole pressing day", "en"),
            ("Tamba'agi kotak petanya'an 'Yakin?' sabelluna oreng ngapos are pamerasan "
             "sakabbhina.", "mad")]),
        Scenario("lazarus-objfpc", "en", pl, [
            Step("a preference before you write any Pascal here: every unit starts with "
                 "{$mode objfpc}{$H+}, not {$mode delphi}. I like the explicit @ on method "
                 "pointers and I don't want two dialects mixed across units.",
                 [],
                 "Noted: {$mode objfpc}{$H+} at the top of every unit."),
        ], "objfpc", tier="personalized", follow_ups=[
            ("we need a new unit for the label printer, bottle labels with the batch number on",
             "en"),
            ("Kaukolan tayo so balon unit parad label printer, ed saray label na botelya ya "
             "walay numero na batch.", "pag"),
            ("Wi nid nyu yunit fɔ di lebul printa, fɔ di bɔtul lebul dɛn wit di bach nɔmba.",
             "kri")]),
        # ------------------------------ SaltStack state tree: a youth hostel association's PCs
        Scenario("salt-gpg-pillar", "en", hs, [
            Step("the reception PCs at Highcairn need the new guest wifi key for the kiosk "
                 "script. put it in pillar so the state can template it",
                 [write(f"{hs}/pillar/hostels/highcairn.sls",
                        f"guest_wifi:\n  ssid: Moorstep-Guest\n  psk: {wifi_key}\n"),
                  bash("git add pillar/hostels/highcairn.sls && git commit -m "
                       "'Highcairn guest wifi pillar'",
                       "[main 41d07ee] Highcairn guest wifi pillar\n 1 file changed, "
                       "3 insertions(+)"),
                  bash("sudo salt -G 'hostel:highcairn' pillar.get guest_wifi:ssid",
                       "hc-recep-01:\n    Moorstep-Guest\nhc-recep-02:\n    Moorstep-Guest")],
                 "Added guest_wifi to Highcairn's pillar; both reception PCs see it."),
            Step("you've just put the wifi key in plain text in a repo all twelve wardens can "
                 "clone. pillar secrets are always gpg-encrypted to the master's key (gpg --armor "
                 "--encrypt -r salt@moorstep.example), the block pasted in, and the file starts "
                 "with #!yaml|gpg. and get it out of that commit",
                 [bash(f"echo -n '{wifi_key}' | gpg --armor --batch --trust-model always "
                       "--encrypt -r salt@moorstep.example",
                       "-----BEGIN PGP MESSAGE-----\n\n"
                       "hQEMA9c3Ft0wQk2yAQf/Ukq0v3Hh8mX2pJrZt7Lw1eYqN5aCoB0sVdT4gKfE9i3R\n"
                       "=Xq7P\n-----END PGP MESSAGE-----"),
                  write(f"{hs}/pillar/hostels/highcairn.sls",
                        "#!yaml|gpg\n\nguest_wifi:\n  ssid: Moorstep-Guest\n  psk: |\n"
                        "    -----BEGIN PGP MESSAGE-----\n\n"
                        "    hQEMA9c3Ft0wQk2yAQf/Ukq0v3Hh8mX2pJrZt7Lw1eYqN5aCoB0sVdT4gKfE9i3R\n"
                        "    =Xq7P\n    -----END PGP MESSAGE-----\n"),
                  bash("git add pillar/hostels/highcairn.sls && git commit --amend --no-edit",
                       "[main 9a62c13] Highcairn guest wifi pillar\n 1 file changed, "
                       "11 insertions(+)"),
                  bash("sudo salt -G 'hostel:highcairn' pillar.get guest_wifi:psk | head -2",
                       f"hc-recep-01:\n    {wifi_key}")],
                 "The key is now gpg-encrypted in a #!yaml|gpg pillar and the plain commit is "
                 "replaced; the minions still decrypt it."),
        ], "gpg", tier="procedural", follow_ups=[
            ("Ravensike got a new printer with an admin PIN for scan-to-mail; wire it into their "
             "config", "en"),
            ("Printer yeye si woxɔ ɖe Ravensike la ƒe admin PIN le asinye; tsɔe de eƒe ɖoɖowo "
             "me.", "ee"),
            ("Ua tae mai te hoê printer apî i Ravensike e te hoê PIN admin; a faaô i te reira i "
             "roto i ta ratou faanahoraa.", "ty")]),
        Scenario("salt-test-true", "en", hs, [
            Step("roll the new screensaver timeout (10 min) out to the reception PCs",
                 [edit(f"{hs}/salt/desktop/files/10-screensaver", "idle-delay=uint32 300",
                       "idle-delay=uint32 600"),
                  bash("sudo salt '*' state.apply desktop.screensaver",
                       "hc-recep-01:\n  Name: /etc/dconf/db/local.d/10-screensaver - "
                       "Function: file.managed - Result: Changed\n...\n"
                       "rs-kiosk-02:\n    Minion did not return. [No response]\n...\n"
                       "Summary: 23 minions, 22 returned")],
                 "Applied to 22 of 23 machines; the Ravensike kiosk did not answer."),
            Step("you pushed that to all 23 machines in one go, including the Ravensike kiosk "
                 "that was in the middle of a check-in. we never apply blind: first "
                 "state.apply ... test=True against -G 'role:reception', read what would change, "
                 "then one hostel, then the rest. and '*' is never a target here",
                 [bash("sudo salt -G 'role:reception' state.apply desktop.screensaver test=True",
                       "hc-recep-01:\n  Name: /etc/dconf/db/local.d/10-screensaver - "
                       "Function: file.managed - Result: Clean\n...\n"
                       "Succeeded: 3 (unchanged=3)\nSummary: 14 minions"),
                  bash("sudo salt -G 'role:kiosk' state.apply desktop.screensaver test=True",
                       "rs-kiosk-02:\n  Result: None\n  Comment: The file "
                       "/etc/dconf/db/local.d/10-screensaver is set to be changed")],
                 "Checked with test=True by role: the reception PCs are in line; the Ravensike "
                 "kiosk would still change and is waiting for your go."),
        ], "test=True", tier="procedural", follow_ups=[
            ("bump the kiosk browser to the new version on the Highcairn and Ravensike desks",
             "en"),
            ("Vha engedze version ntswa ya browser kha dzikhomphyutha dza reception ngei "
             "Highcairn na Ravensike.", "ve"),
            ("Na' nuebu i browser gi kiosk siha gi Highcairn yan Ravensike, pot fabot.", "ch")]),
        Scenario("salt-pkg-installed", "tet", hs, [
            Step("Favor ida instala `cups-pdf` iha PC resesaun sira atu bele imprime ba PDF.",
                 [write(f"{hs}/salt/printing/pdf.sls",
                        "cups-pdf:\n  cmd.run:\n    - name: apt-get install -y cups-pdf\n"),
                  bash("sudo salt -G 'hostel:highcairn' state.apply printing.pdf",
                       "hc-recep-01:\n  ID: cups-pdf\n  Function: cmd.run\n"
                       "  Result: True\n  Changes: pid: 4121, retcode: 0\n"
                       "Summary: 2 minions")],
                 "Ha'u instala ona cups-pdf iha Highcairn."),
            Step("Labele uza `cmd.run` hodi instala pakote. `cmd.run` sei halai beibeik iha "
                 "highstate hotu-hotu no la hatene se pakote iha ona; iha test=True nia hatudu "
                 "mudansa bainhira la iha. Uza `pkg.installed`, nune'e Salt mak hatene estadu.",
                 [write(f"{hs}/salt/printing/pdf.sls", "cups-pdf:\n  pkg.installed: []\n"),
                  bash("sudo salt -G 'hostel:highcairn' state.apply printing.pdf test=True",
                       "hc-recep-01:\n  ID: cups-pdf\n  Function: pkg.installed\n"
                       "  Result: True\n  Comment: All specified packages are already installed\n"
                       "Summary: 2 minions")],
                 "Agora pdf.sls uza pkg.installed; test=True la hatudu mudansa."),
        ], "pkg.installed", tier="procedural", follow_ups=[
            ("PC resesaun sira presiza disionáriu ortografia `hunspell-cy` ba formuláriu "
             "hóspede sira; favor ida tau.", "tet"),
            ("get the Welsh spell-check dictionary onto the reception desks for the guest forms",
             "en"),
            ("Komputer resepsionisi' parellu kamus hunspell-cy; tulungki pasangi.", "bug")]),
        Scenario("salt-file-managed", "ace", hs, [
            Step("Printer di Ravensike hana jeut geucitak lé; neuperiksa konfigurasi CUPS bak PC "
                 "resepsi nyan.",
                 [bash("ssh warden@rs-recep-01.moorstep.example 'lpstat -p'",
                       "printer Office-Laser disabled since Tue 05 Oct 2027 08:12:40 -\n"
                       "\tUnable to locate printer \"10.31.4.17\"."),
                  bash("ssh warden@rs-recep-01.moorstep.example \"sudo sed -i "
                       "'s#^DeviceURI .*#DeviceURI ipp://10.31.4.20/ipp/print#' "
                       "/etc/cups/printers.conf && sudo systemctl restart cups\"", ""),
                  bash("ssh warden@rs-recep-01.moorstep.example 'lpstat -p'",
                       "printer Office-Laser is idle.  enabled since Tue 05 Oct 2027 "
                       "09:03:11")],
                 "Ka lôn peubeutôi DeviceURI bak rs-recep-01; printer jinoe ka jeut."),
            Step("Bek neu-ubah file bak minion langsông. Malam nyoe highstate akan geuganto "
                 "printers.conf ngon nyang na lam repo, maka printer reulôh lom. Ubah bak "
                 "`salt/printing/files/printers.conf.jinja` nyang geupeuguna lé `file.managed`, "
                 "ngon IP lam pillar.",
                 [edit(f"{hs}/pillar/hostels/ravensike.sls", "printer_ip: 10.31.4.17",
                       "printer_ip: 10.31.4.20"),
                  bash("sudo salt -G 'hostel:ravensike' state.apply printing test=True",
                       "rs-recep-01:\n  ID: /etc/cups/printers.conf\n  Function: file.managed\n"
                       "  Result: True\n  Comment: The file /etc/cups/printers.conf is in the "
                       "correct state")],
                 "IP baro ka lam pillar Ravensike; file.managed jinoe sama ngon PC nyan."),
        ], "file.managed", tier="procedural", follow_ups=[
            ("Jam bak PC resepsi Highcairn salah siblah menit; neupeutupat.", "ace"),
            ("the clocks on the Highcairn reception PCs are a few minutes off, sort that out",
             "en"),
            ("Jam ring PC resepsi Highcairn iwang akudang menit; tulung benahin.", "ban")]),
        Scenario("salt-map-jinja", "mad", hs, [
            Step("Sabelluna alako: sengko' terro jinja se bânnya' ta' èpasang e dâlem state. "
                 "Kabâdâ'ân per hostel otabâ per OS èkompol e `map.jinja`, bân state nyopot "
                 "coma `{% from \"desktop/map.jinja\" import desk with context %}`.",
                 [],
                 "Èngghi: kabâdâ'ân per hostel ban OS èkompol e map.jinja."),
        ], "map.jinja", tier="personalized", follow_ups=[
            ("Hostel Fellgate amakè PC Ubuntu; sopaja state desktop bisa èangguy jugân e "
             "kennengngan jârowa.", "mad"),
            ("Fellgate's reception runs Ubuntu instead of Debian; make the desktop states work "
             "there too", "en"),
            ("Say reception na Fellgate et Ubuntu so usaren da, aliwan Debian; gawaen ya onla "
             "ed sikara so saray state na desktop.", "pag")]),
        Scenario("salt-lint", "en", hs, [
            Step("before you start on the state tree: I like every .sls you touch to pass "
                 "salt-lint before I see the diff. run it and fix what it says (quoted octal "
                 "modes, trailing spaces) rather than showing me something it would flag.",
                 [],
                 "Noted: salt-lint on every .sls I change before showing you a diff."),
        ], "salt-lint", tier="personalized", follow_ups=[
            ("the warden at Fellgate wants the guest PCs to log out by themselves at 11pm", "en"),
            ("Di wɔdin na Fellgate want mek di gɛst kɔmpyuta dɛn lɔg awt dɛnsɛf na lɛvin "
             "o'klɔk na nɛt.", "kri"),
            ("Rikōjparok eo ilo Fellgate ekōṇaan bwe kōmpiuta ko an ritūrist ren log out make "
             "ilo 11 in boñ.", "mh")]),
        # ------------------------------ .NET MAUI app: a hedgehog rescue's intake records
        Scenario("maui-observableproperty", "en", pk, [
            Step("the intake form needs a weight field in grams, and a warning label under 450 g, "
                 "those ones can't overwinter outside",
                 [edit(f"{pk}/ViewModels/IntakeViewModel.cs",
                       "public partial class IntakeViewModel : ObservableObject\n{\n",
                       "public partial class IntakeViewModel : ObservableObject\n{\n"
                       "    private int weightGrams;\n"
                       "    public int WeightGrams\n    {\n"
                       "        get => weightGrams;\n        set\n        {\n"
                       "            if (weightGrams == value) return;\n"
                       "            weightGrams = value;\n"
                       "            OnPropertyChanged();\n"
                       "            OnPropertyChanged(nameof(IsUnderweight));\n"
                       "        }\n    }\n\n"
                       "    public bool IsUnderweight => WeightGrams < 450;\n"),
                  edit(f"{pk}/Views/IntakePage.xaml", '<Entry Text="{Binding Name}" />',
                       '<Entry Text="{Binding Name}" />\n'
                       '<Entry Text="{Binding WeightGrams}" Keyboard="Numeric" />\n'
                       '<Label Text="Under 450 g: cannot overwinter" '
                       'IsVisible="{Binding IsUnderweight}" />'),
                  bash("dotnet build -f net8.0-android",
                       "Prickle -> /src/prickle/bin/Debug/net8.0-android/Prickle.dll\n\n"
                       "Build succeeded.\n    0 Warning(s)\n    0 Error(s)")],
                 "Added WeightGrams and IsUnderweight with the warning label; it builds."),
            Step("why the hand-written property? the whole app is CommunityToolkit.Mvvm: a "
                 "private field with [ObservableProperty] and "
                 "[NotifyPropertyChangedFor(nameof(IsUnderweight))] and the generator does the "
                 "rest. keep it that way please",
                 [edit(f"{pk}/ViewModels/IntakeViewModel.cs",
                       "    private int weightGrams;\n    public int WeightGrams\n",
                       "    [ObservableProperty]\n"
                       "    [NotifyPropertyChangedFor(nameof(IsUnderweight))]\n"
                       "    private int weightGrams;\n"),
                  bash("dotnet build -f net8.0-android",
                       "Build succeeded.\n    0 Warning(s)\n    0 Error(s)")],
                 "WeightGrams now comes from [ObservableProperty] with NotifyPropertyChangedFor."),
        ], "ObservableProperty", tier="procedural", follow_ups=[
            ("add a field for where the hedgehog was found, a postcode is enough", "en"),
            ("A faaô i te hoê vahi no te vahi i itehia ai te hedgehog; ua navai te postcode.",
             "ty"),
            ("Ɓeydu nokku ngam winndude ɗo hedgehog oo tawaa; postcode tan yonii.", "ff")]),
        Scenario("maui-target-framework", "en", pk, [
            Step("build it so I can side-load it on the rescue's Android tablet",
                 [bash("dotnet build -c Release",
                       "Prickle -> /src/prickle/bin/Release/net8.0-android/Prickle.dll\n"
                       "/usr/share/dotnet/packs/Microsoft.iOS.Sdk/17.2.8053/targets/"
                       "Xamarin.Shared.Sdk.targets(1651,3): error : This version of .NET for iOS "
                       "requires a Mac to build. [/src/prickle/Prickle.csproj::"
                       "TargetFramework=net8.0-ios]\n\nBuild FAILED.\n    0 Warning(s)\n"
                       "    1 Error(s)")],
                 "The build fails because the iOS target needs a Mac; we'd need a Mac build "
                 "agent before we can produce the app."),
            Step("we don't need iOS for this at all. always pass the framework: dotnet build/"
                 "publish -c Release -f net8.0-android. the iOS head is only ever built on "
                 "Ffion's Mac",
                 [bash("dotnet publish -c Release -f net8.0-android",
                       "Prickle -> /src/prickle/bin/Release/net8.0-android/publish/\n"
                       "  org.thornmere.prickle-Signed.apk")],
                 "Published with -f net8.0-android: org.thornmere.prickle-Signed.apk."),
        ], "net8.0-android", tier="procedural", follow_ups=[
            ("the volunteers need an apk with the new weigh-in screen on their tablets tonight",
             "en"),
            ("I boluntarion siha ma nesesita i apk ni gaige i nuebu na påntåya para i "
             "tableta-ñiha pa'go na puengi.", "ch"),
            ("Ba bantu ya ke sadisa fwete baka apk ya mpa na tablet na bo na mpimpa yai.",
             "kg")]),
        Scenario("maui-utcnow", "bug", pk, [
            Step("Tulungki tambai wettu (jam) naengka hedgehog ri intake, mappakkuae "
                 "'ArrivedAt'.",
                 [edit(f"{pk}/Models/Intake.cs", "    public int WeightGrams { get; set; }",
                       "    public int WeightGrams { get; set; }\n"
                       "    public DateTime ArrivedAt { get; set; } = DateTime.Now;"),
                  bash("dotnet build -f net8.0-android",
                       "Build succeeded.\n    0 Warning(s)\n    0 Error(s)")],
                 "Purani: ArrivedAt engka ri Intake."),
            Step("Aja' mupakei `DateTime.Now`. Tablet-e ri rescue' nappa laptop-na Ffion engka "
                 "zona wettu laing, nappa database'-e ipasilasa'. Tuli pakei `DateTime.UtcNow` "
                 "ri database, nappa iyalle lokal ri layar bawang.",
                 [edit(f"{pk}/Models/Intake.cs",
                       "public DateTime ArrivedAt { get; set; } = DateTime.Now;",
                       "public DateTime ArrivedAt { get; set; } = DateTime.UtcNow;"),
                  edit(f"{pk}/Views/IntakePage.xaml",
                       '<Label Text="{Binding ArrivedAt}" />',
                       '<Label Text="{Binding ArrivedAt, Converter={StaticResource '
                       'UtcToLocal}}" />'),
                  bash("dotnet test Prickle.Tests",
                       "Passed!  - Failed:     0, Passed:    31, Skipped:     0, Total:    31")],
                 "ArrivedAt ipasimpa ri UtcNow; layar-e mappaita wettu lokal."),
        ], "UtcNow", tier="procedural", follow_ups=[
            ("Tambai wettu naleppe' hedgehog ri ale' (released) ri data.", "bug"),
            ("record when each animal goes back out to the wild", "en"),
            ("Ŋlɔ gaƒoƒo si me míeɖe lã ɖesiaɖe ɖe asi yi gbea me.", "ee")]),
        Scenario("maui-staticresource", "ban", pk, [
            Step("Tulung gaénang tanda barak ring daptar intake yéning hedgehog-é kirang ring "
                 "450 g.",
                 [edit(f"{pk}/Views/IntakeListPage.xaml", '<Label Text="{Binding Name}" />',
                       '<Label Text="{Binding Name}" />\n'
                       '<Border BackgroundColor="#C8412D" IsVisible="{Binding IsUnderweight}" '
                       'Padding="4,1">\n'
                       '    <Label Text="&lt;450 g" TextColor="White" />\n</Border>'),
                  bash("dotnet build -f net8.0-android",
                       "Build succeeded.\n    0 Warning(s)\n    0 Error(s)")],
                 "Sampun: tanda barak #C8412D ring daptar."),
            Step("Eda ngranjing warna langsung ring XAML. Sami warna wénten ring "
                 "`Resources/Styles/Colors.xaml`; anggén `{StaticResource Warning}`, santukan "
                 "mode peteng nganggén warna tiosan.",
                 [edit(f"{pk}/Views/IntakeListPage.xaml",
                       '<Border BackgroundColor="#C8412D"',
                       '<Border BackgroundColor="{StaticResource Warning}"'),
                  edit(f"{pk}/Views/IntakeListPage.xaml", 'TextColor="White"',
                       'TextColor="{StaticResource OnWarning}"'),
                  bash("grep -rn 'Color=\"#' Views/", ""),
                  bash("dotnet build -f net8.0-android",
                       "Build succeeded.\n    0 Warning(s)\n    0 Error(s)")],
                 "Warna sampun kaambil saking Colors.xaml nganggén StaticResource."),
        ], "StaticResource", tier="procedural", follow_ups=[
            ("Tulung gaénang tanda gadang ring hedgehog sané sampun siap kalebang.", "ban"),
            ("hedgehogs that are ready to go back out should get a green marker in the list",
             "en"),
            ("Dzi-hedgehog dze dza vha dzo lugela u litshwa dzi fanela u vha na tshiga tshitala "
             "kha mutevhe.", "ve")]),
        Scenario("maui-async-suffix", "pag", pk, [
            Step("Antis ya manggawa ka: labay ko ya amin ya async a method et walay `Async` ed "
                 "kaunor na ngaran to tan onsublay na `Task`; `async void` et diad saray event "
                 "handler labat.",
                 [],
                 "Sige: amin ya async a method et walay Async ed kaunor tan onsublay na Task."),
        ], "Async", tier="personalized", follow_ups=[
            ("Gawaen so method a mangala na timbang manlapud timbangan a Bluetooth ed lamisaan "
             "na intake.", "pag"),
            ("read the weight straight off the Bluetooth scale on the intake bench", "en"),
            ("Mek di ap rid di wet frɔm di Bluetooth skel na di intek tebul.", "kri")]),
        Scenario("maui-shell-routes", "en", pk, [
            Step("one thing before any work on navigation: I like Shell routing. every page "
                 "registered with Routing.RegisterRoute in AppShell and reached with "
                 "Shell.Current.GoToAsync(\"intake/detail?id=...\"), never "
                 "Navigation.PushAsync(new SomePage()).",
                 [],
                 "Noted: pages registered in AppShell and opened with Shell.Current.GoToAsync."),
        ], "GoToAsync", tier="personalized", follow_ups=[
            ("tapping a hedgehog in the list should open its medication history", "en"),
            ("Ne ij jiburi juon hedgehog ilo list eo, ikōṇaan bwe en kwaļo̧k bōk in uno ko an.",
             "mh"),
            ("Pawutua hedgehog mu mukanda, tshiena bua kuleja manga yonso iyadi mumwe nende.",
             "lua")]),
    ]
