"""A twentieth outside set of sessions that teach something, and the later requests that need it.

Written by hand by a writer who had not read the project's code, tests or other held-out sets'
rows, from the Scenario format alone (the Scenario dataclass and the imports above it, the Step
dataclass, the bash, edit and write helpers, and the module docstring, imports and first two
scenarios of the nineteenth outside set for their layout), never used for tuning, and written
without reading how lessons are captured, stored or recalled. The list of earlier sets' project
kinds and languages was read only to pick new ones. Tiers were set by construction: a session
where the human corrects what the agent did in a tool call (or a claim it made about a tool's
output) is "procedural", one where the human only states how they like things before the agent
does anything is "personalized". Five invented projects of kinds absent from the earlier learning
sets: a Nim command-line tool (nimble, testament, nph, cross-compiled for arm64) that keeps a
community orchard's grafting records, a Dagster + DuckDB pipeline (uv, ruff, pre-commit, pytest,
polars) that computes a mountain-rescue team's callout statistics, a multilingual Hugo site
(layouts, page bundles, image processing, i18n, js.Build) announcing a repair-café network's
events, a Puppet control repository (PDK, r10k, Puppetfile, hiera-eyaml, roles and profiles) for
a music school's practice-room kiosks, and PlatformIO firmware on an RP2040 (pinned platform,
bench and club boards, native and on-target tests) for a pigeon-racing club's arrival clock.

30 sessions, six per project. In 20 the agent works (edits, commands with realistic output, or a
claim it makes) and then the human corrects it, sharply or mildly (a pasted error, "why did you
...?", "please never ...", a reminder of how the team does it); tier "procedural", four per
project. In 10 the human only states a personal preference before any work; tier "personalized",
two per project. 15 sessions are in English, the other 15 in Breton, Asturian, Corsican, Romansh,
Scots, Low German, Friulian, Sardinian, Kinyarwanda, Tswana, Ilocano, Hawaiian, Quechua, Sindhi
and Bashkir (one each). Each scenario has 3 follow-ups (90 in all): requests from a later session
that need the lesson while sharing few words with it; exactly one per scenario is in the
session's language, so 60 of the 90 are in another language (English 30 in all, 15 of them
follow-ups of non-English sessions; each of the fifteen other languages 4 times, once in its own
session and three times elsewhere). `expect` is one word the learned record should contain,
chosen where possible as a language-neutral technical token (a tool, a flag, a file, a type, an
identifier). All names, paths, hosts (under .example), numbers and outputs are invented, the one
credential-shaped value comes from a seeded PRNG; nothing is copied from a public text. The
writer is not a fluent speaker of most of the fifteen languages; some of those sentences may
read as a learner's.
"""

from __future__ import annotations

from learning_set import Scenario
from sessions import Step, bash, edit, write


def scenarios(base: str) -> list[Scenario]:
    sl = f"{base}/scionlog"
    cs = f"{base}/callstat"
    ff = f"{base}/fixfest"
    rk = f"{base}/roomkiosk"
    lc = f"{base}/loftclock"
    sls = f"{sl}/src"
    css = f"{cs}/src/callstat"
    return [
        # ------------------------------------------------ Nim CLI: community orchard grafting log
        Scenario("nim-requires", "en", sl, [
            Step("the graft export should be able to write JSON. add jsony and use it in "
                 "export.nim",
                 [bash("nimble install jsony",
                       "Downloading https://github.com/treeform/jsony using git\n"
                       "   Verifying dependencies for jsony@1.1.5\n"
                       "  Installing jsony@1.1.5\n   Success: jsony installed successfully."),
                  edit(f"{sls}/export.nim", "import std/[strutils, times]",
                       "import std/[strutils, times]\nimport jsony"),
                  bash("nim c -r src/scionlog.nim export --format json --season 2025",
                       "Hint: [SuccessX]\n[{\"rootstock\":\"MM106\",\"scion\":\"Hollow Pippin\","
                       "\"row\":14,\"take\":true}, ...]")],
                 "jsony is installed and export.nim writes JSON; the 2025 export works."),
            Step("that only works on your machine. `nimble install` put jsony in ~/.nimble and "
                 "nothing in the repo knows about it, so Tamsin's build on the shed laptop will "
                 "fail. a dependency goes into the `requires` line of scionlog.nimble and then "
                 "`nimble lock` so nimble.lock pins it.",
                 [edit(f"{sl}/scionlog.nimble", "requires \"nim >= 2.0.8\"",
                       "requires \"nim >= 2.0.8\", \"jsony >= 1.1.5\""),
                  bash("nimble lock", "   Locking jsony@1.1.5\n   Success: nimble.lock written"),
                  bash("git status --short", " M scionlog.nimble\n M nimble.lock\n M src/export.nim")],
                 "jsony is now declared in scionlog.nimble and pinned in nimble.lock."),
        ], "requires", tier="procedural", follow_ups=[
            ("the label printer needs a barcode library, wire one in for the tree tags", "en"),
            ("Ezhomm hon eus eus ul levraoueg evit lenn ar restroù CSV kozh, lakaat anezhi er "
             "raktres.", "br"),
            ("Wi bruukt en Bibliotheek för dat Dreihen vun Biller, maak de mit in't Projekt.",
             "nds")]),
        Scenario("nim-testament", "br", sl, [
            Step("Skriv un test evit ar jedadur 'take rate' e rootstock.nim ha lañs anezhañ.",
                 [write(f"{sl}/tests/ttake_rate.nim",
                        "discard \"\"\"\n  output: \"\"\n\"\"\"\nimport ../src/rootstock\n"
                        "doAssert takeRate(@[true, true, false, true]) == 0.75\n"),
                  bash("nim c -r tests/ttake_rate.nim",
                       "Hint: used config file '/etc/nim/nim.cfg' [Conf]\nHint: [SuccessX]")],
                 "Skrivet eo an test ha tremen a ra."),
            Step("N'eo ket evel-se e lañsomp an testoù. Gant `nim c -r` ne vez ket kemeret "
                 "config.nims an testoù e kont, ha n'eo ket lakaet en danevell. Implij `testament "
                 "pattern \"tests/t*.nim\"` bepred, evel m'en gra ar CI.",
                 [bash("testament pattern \"tests/t*.nim\"",
                       "PASS: tests/tgraft_dates.nim c\nPASS: tests/trow_map.nim c\n"
                       "PASS: tests/ttake_rate.nim c\nUsed testament to run 3 tests")],
                 "Lañset gant testament: 3 test, tremenet holl."),
        ], "testament", tier="procedural", follow_ups=[
            ("Gwiria ma kont mat ar c'hod nevez a jed deiziad an impiñjañ, ha lavar din an "
             "disoc'h.", "br"),
            ("check that the new frost-date parser actually works before I merge it", "en"),
            ("Isulatmo ti maysa a pagsubok para iti panagbilang dagiti kayo iti tunggal row, "
             "ken padasem.", "ilo")]),
        Scenario("nim-nph", "en", sl, [
            Step("the rootstock module is hard to read after my last edits, tidy up the "
                 "formatting",
                 [bash("nimpretty --maxLineLen:100 src/*.nim", ""),
                  bash("git diff --stat",
                       " src/export.nim    | 212 +++++++++++++-------------\n"
                       " src/rootstock.nim |  96 ++++++------\n src/rows.nim      | 141 ++++++++---------"
                       "\n src/scionlog.nim  |  77 +++++-----\n 4 files changed, 263 insertions(+), "
                       "263 deletions(-)")],
                 "Formatted the sources with nimpretty."),
            Step("hm, four files and 500 changed lines for one module. we don't use nimpretty "
                 "here, the repo is formatted with nph (see the pre-commit config), and the two "
                 "fight over every call with named args. revert and run `nph src/rootstock.nim`.",
                 [bash("git checkout src/", "Updated 4 paths from the index"),
                  bash("nph src/rootstock.nim", "Formatted 1 file"),
                  bash("git diff --stat", " src/rootstock.nim | 18 +++++++++---------\n"
                       " 1 file changed, 9 insertions(+), 9 deletions(-)")],
                 "Reverted and formatted only rootstock.nim with nph: 18 lines changed."),
        ], "nph", tier="procedural", follow_ups=[
            ("clean up the layout of rows.nim, the indentation is all over the place", "en"),
            ("Apaña l'aspeutu del códigu en export.nim, que ta fechu un desastre.", "ast"),
            ("Sistema un pôc l'indentazion di scionlog.nim prime che o fasi il commit.", "fur")]),
        Scenario("nim-arm64", "ast", sl, [
            Step("Fai una versión nueva pal Raspberry de la caseta del güertu y cópia-ylo.",
                 [bash("nim c -o:build/scionlog src/scionlog.nim",
                       "Hint: mm: orc; threads: on; opt: none (DEBUG BUILD, `-d:release` "
                       "generates faster code)\nHint: [SuccessX] out: build/scionlog"),
                  bash("scp build/scionlog pi@caseta.orchard.example:/opt/scionlog/bin/",
                       "scionlog                 100% 1812KB   4.1MB/s   00:00"),
                  bash("ssh pi@caseta.orchard.example /opt/scionlog/bin/scionlog --version",
                       "bash: /opt/scionlog/bin/scionlog: cannot execute binary file: Exec "
                       "format error")],
                 "Copiéu el binariu, pero nun s'executa: paez un problema de formatu."),
            Step("Claro que non, compilesti pa x86_64 y en modu debug. El Pi de la caseta ye "
                 "arm64: compila siempre con `nim c -d:release --cpu:arm64 --os:linux` y el "
                 "compilador cruzáu (`make pi`), y prueba `file build/scionlog` enantes de "
                 "copiar.",
                 [bash("make pi", "nim c -d:release --opt:size --cpu:arm64 --os:linux "
                       "--arm64.linux.gcc.exe:aarch64-linux-gnu-gcc -o:build/scionlog "
                       "src/scionlog.nim\nHint: [SuccessX] out: build/scionlog"),
                  bash("file build/scionlog", "build/scionlog: ELF 64-bit LSB executable, ARM "
                       "aarch64, dynamically linked"),
                  bash("scp build/scionlog pi@caseta.orchard.example:/opt/scionlog/bin/ && ssh "
                       "pi@caseta.orchard.example /opt/scionlog/bin/scionlog --version",
                       "scionlog 0.9.2")],
                 "Compiláu con `make pi` (arm64, release); agora furrula na caseta."),
        ], "arm64", tier="procedural", follow_ups=[
            ("Ñeciésito'l programa nuevu nel ordenador pequeñu del güertu pa mañana.", "ast"),
            ("put last night's build on the shed computer so the volunteers can log grafts", "en"),
            ("Ua makemake au e hoʻouka i ka mana hou ma ka lolouila o ka hale lāʻau.", "haw")]),
        Scenario("nim-func", "en", sl, [
            Step("before you touch anything in scionlog: I want pure code written as `func`, "
                 "not `proc`, so the compiler enforces no side effects, and any proc longer than "
                 "about 40 lines split up. IO stays in the procs at the edges.",
                 [], "Understood: `func` for side-effect-free code, procs kept short, IO at the "
                 "edges."),
        ], "func", tier="personalized", follow_ups=[
            ("write the helper that works out how many days a graft has been healing", "en"),
            ("Scrivi a funzione chì calcula a distanza trà duie fila di l'ortu.", "co"),
            ("Iscrie sa funtzione chi contat cantos innèstos sunt andados bene in un'annada.",
             "sc")]),
        Scenario("nim-strformat", "co", sl, [
            Step("Prima di principià: in issu prughjettu vogliu chì i testi sianu custruiti cù "
                 "`fmt` di strformat, mai cù `&` è `$` incatinati. Hè più leghjevule per mè.",
                 [], "Capitu: strformat è `fmt\"...\"` per tutti i testi."),
        ], "strformat", tier="personalized", follow_ups=[
            ("Fà un messagiu chì dice quante innesti sò stati fatti in ogni fila.", "co"),
            ("print a one-line summary per rootstock when the season report finishes", "en"),
            ("Rimay huk willakuyta sapa sach'a rikhurimuyninmanta qillqaspa.", "qu")]),
        # ---------------------------------- Dagster + DuckDB: mountain-rescue callout statistics
        Scenario("dg-uv", "en", cs, [
            Step("the weather asset should fetch forecasts from the met service API. add httpx "
                 "for that",
                 [bash("pip install httpx", "Collecting httpx\n  Downloading httpx-0.27.2-py3-"
                       "none-any.whl (76 kB)\nInstalling collected packages: h11, httpcore, "
                       "httpx\nSuccessfully installed h11-0.14.0 httpcore-1.0.6 httpx-0.27.2"),
                  edit(f"{css}/assets/weather.py", "import duckdb",
                       "import duckdb\nimport httpx"),
                  bash("pytest tests/test_weather.py -q", "3 passed in 0.81s")],
                 "httpx installed and used in the weather asset; tests pass."),
            Step("pip? this project is managed by uv. you just installed into whatever venv was "
                 "active and pyproject.toml / uv.lock don't know about httpx. `uv add httpx` and "
                 "run things with `uv run`, please.",
                 [bash("pip uninstall -y httpx httpcore h11", "Successfully uninstalled httpx"
                       "-0.27.2"),
                  bash("uv add httpx", "Resolved 84 packages in 412ms\nInstalled 3 packages in "
                       "9ms\n + h11==0.14.0\n + httpcore==1.0.6\n + httpx==0.27.2"),
                  bash("uv run pytest tests/test_weather.py -q", "3 passed in 0.77s")],
                 "Added with `uv add httpx` (pyproject.toml and uv.lock updated); tests run via "
                 "`uv run`."),
        ], "uv", tier="procedural", follow_ups=[
            ("we need a library to read the GPX tracks the teams upload, set that up", "en"),
            ("Nus basegnain ina biblioteca per leger ils datoteca Excel da la polizia, "
             "installescha quella.", "rm"),
            ("Dukeneye isomero ryo gusoma amadosiye ya PDF, yishyiremo muri porogaramu.",
             "rw")]),
        Scenario("dg-partition", "rm", cs, [
            Step("Ils clamads da mars mancan en la statistica. Fa ir danovamain l'asset "
                 "callouts_monthly.",
                 [bash("uv run dagster asset materialize -m callstat.definitions --select "
                       "callouts_monthly",
                       "Launching backfill for 111 partitions of callouts_monthly (2016-01 ... "
                       "2025-03)\n2025-04-02 09:14:03 - dagster - INFO - run 3f9c1e started\n"
                       "...\n2025-04-02 09:52:41 - dagster - INFO - 111/111 partitions "
                       "materialized"),
                  bash("uv run python -c \"import duckdb; print(duckdb.connect('data/callstat."
                       "duckdb').sql('select count(*) from callouts_monthly where month=\\'2025-"
                       "03\\'').fetchone())\"", "(47,)")],
                 "Tut ils 111 mais èn vegnids calculads danovamain; mars ha ussa 47 clamads."),
            Step("Quai ha durà 40 minutas ed ha bloccà la banca da datas per l'entira equipa. Sch'"
                 "i manca mo in mais, lura fa mo quel: `--partition 2025-03`. Mai tut ils mais "
                 "en ina giada senza dumandar.",
                 [bash("uv run dagster asset materialize -m callstat.definitions --select "
                       "callouts_monthly --partition 2025-03",
                       "2025-04-02 10:03:11 - dagster - INFO - 1/1 partitions materialized")],
                 "Chapì: d'ussa ennà mo la partiziun che maunca, cun `--partition`."),
        ], "partition", tier="procedural", follow_ups=[
            ("Las datas da la segunda emna da favrer èn faussas, fa quellas danovamain.", "rm"),
            ("the helicopter hours for last August look off, recompute them", "en"),
            ("توهان ڊسمبر جي موسم وارو ڊيٽا ٻيهر ٺاهيو، اهو غلط لڳي ٿو.", "sd")]),
        Scenario("dg-precommit", "sco", cs, [
            Step("Can ye sort oot the lint warnins in assets/teams.py afore I open the PR?",
                 [bash("uv run ruff check --fix . && uv run ruff format .",
                       "Found 31 errors (31 fixed, 0 remaining).\n58 files reformatted, 12 files "
                       "left unchanged"),
                  bash("git diff --stat | tail -1", " 58 files changed, 604 insertions(+), 719 "
                       "deletions(-)")],
                 "Ruff fixed 31 issues and reformatted the codebase."),
            Step("Och, ye've reformattit the hale repo. Fifty-echt files in ma PR that's meant "
                 "tae be aboot ae asset. We dinnae run ruff by hand ower everything; run "
                 "`pre-commit run --files` on the files ye've touched an let the hook dae its "
                 "wark.",
                 [bash("git checkout .", "Updated 58 paths from the index"),
                  bash("uv run pre-commit run --files src/callstat/assets/teams.py",
                       "ruff.....................................................Passed\n"
                       "ruff-format..............................................Failed\n"
                       "- files were modified by this hook\n1 file reformatted")],
                 "Reverted; pre-commit fixed only assets/teams.py."),
        ], "pre-commit", tier="procedural", follow_ups=[
            ("Gie the new rota asset a tidy afore I push it, wid ye?", "sco"),
            ("make the style checker happy on the avalanche module", "en"),
            ("Мин ебәргән коды стилен тикшер һәм төҙәт, зинһар.", "ba")]),
        Scenario("dg-fixture", "en", cs, [
            Step("add a test that the response-time asset drops callouts with no arrival time",
                 [write(f"{cs}/tests/test_response.py",
                        "import duckdb\nfrom callstat.assets.response import response_times\n\n"
                        "def test_drops_missing_arrival():\n"
                        "    con = duckdb.connect('data/callstat.duckdb')\n"
                        "    con.execute(\"insert into callouts values (99001, '2025-02-11 "
                        "03:10', null, 'Scarth Gully')\")\n"
                        "    df = response_times(con)\n    assert 99001 not in df['id']\n"),
                  bash("uv run pytest tests/test_response.py -q", "1 passed in 0.64s")],
                 "Test added and passing."),
            Step("you just inserted a fake callout into the real database that the annual "
                 "report reads from. tests never open data/callstat.duckdb: use the "
                 "`tmp_duckdb` fixture in conftest.py, it builds an in-memory copy of the schema. "
                 "and delete row 99001.",
                 [bash("uv run python -c \"import duckdb; duckdb.connect('data/callstat.duckdb')"
                       ".execute('delete from callouts where id = 99001')\"", ""),
                  edit(f"{cs}/tests/test_response.py",
                       "def test_drops_missing_arrival():\n"
                       "    con = duckdb.connect('data/callstat.duckdb')\n",
                       "def test_drops_missing_arrival(tmp_duckdb):\n    con = tmp_duckdb\n"),
                  bash("uv run pytest tests/test_response.py -q", "1 passed in 0.52s")],
                 "Removed 99001 from the real database; the test now uses tmp_duckdb."),
        ], "tmp_duckdb", tier="procedural", follow_ups=[
            ("write a check that team sizes leave out cancelled rescues", "en"),
            ("Screive a test that shows the helicopter oors are coontit richt.", "sco"),
            ("Kwala teko e e tlhatlhobang gore diura tsa helikopotara di balwa sentle.", "tn")]),
        Scenario("dg-polars", "nds", cs, [
            Step("Eer du anfangst: in callstat will ik keen pandas sehn. Allens, wat Tabellen "
                 "ümwannelt, schall polars bruken, un de DuckDB-Resultaten haal ik mit `.pl()`.",
                 [], "Verstahn: polars statt pandas, DuckDB-Resultaten mit `.pl()`."),
        ], "polars", tier="personalized", follow_ups=[
            ("Maak mi en Översicht, wo veel Insätz elk Team per Johr harr.", "nds"),
            ("build a table of callouts per valley and month for the committee", "en"),
            ("Sav un daolenn eus an eurioù labour gant pep gwirvoudeg dre goulzad.", "br")]),
        Scenario("dg-commits", "en", cs, [
            Step("a note on how I want commits in callstat: Conventional Commits, with the "
                 "asset or module as the scope, e.g. `feat(weather): ...` or `fix(response): "
                 "...`, subject under 60 characters, no trailing full stop.",
                 [], "Got it: Conventional Commits with the asset as scope, short subjects."),
        ], "feat", tier="personalized", follow_ups=[
            ("commit the avalanche-risk changes you just made", "en"),
            ("Commit dat wat du an de Wederdaten ännert hest.", "nds"),
            ("I-commit mo dagiti binalbaliwam iti asset dagiti koponan.", "ilo")]),
        # ------------------------------------------------ Hugo site: repair-café network events
        Scenario("hugo-layouts", "en", ff, [
            Step("the event pages should show the café's address under the title",
                 [bash("grep -rl 'event-title' public/ | head -3",
                       "public/events/2025-05-bramwick/index.html\n"
                       "public/events/2025-05-oldmill/index.html\n"
                       "public/events/2025-06-quayside/index.html"),
                  bash("sed -i 's|</h1>|</h1><p class=\"venue\">{{address}}</p>|' "
                       "public/events/*/index.html", ""),
                  bash("grep -c 'class=\"venue\"' public/events/*/index.html | wc -l", "37")],
                 "Added the address line to all 37 event pages."),
            Step("public/ is what `hugo` generates; it's wiped on every build and it's in "
                 ".gitignore, so that edit is already gone. also {{address}} isn't a thing. "
                 "change the template: layouts/events/single.html, reading .Params.address.",
                 [bash("rm -rf public && hugo --quiet", ""),
                  edit(f"{ff}/layouts/events/single.html",
                       "<h1>{{ .Title }}</h1>",
                       "<h1>{{ .Title }}</h1>\n{{ with .Params.address }}<p class=\"venue\">"
                       "{{ . }}</p>{{ end }}"),
                  bash("hugo --quiet && grep -c 'class=\"venue\"' public/events/*/index.html "
                       "| grep -c ':1'", "37")],
                 "Put the address in layouts/events/single.html; the build shows it on all 37 "
                 "events."),
        ], "layouts", tier="procedural", follow_ups=[
            ("put a little 'bring your own broken toaster' badge on gatherings that accept "
             "small appliances", "en"),
            ("Met il numar di volontaris sot dal titul di ogni event.", "fur"),
            ("E hōʻike i ka hola hoʻomaka ma lalo o ke poʻo inoa o kēlā me kēia hanana.",
             "haw")]),
        Scenario("hugo-assets", "fur", ff, [
            Step("Zonte lis fotos de sagre di Bramwick te pagjine dal event.",
                 [bash("cp ~/Downloads/bramwick/*.jpg static/img/bramwick/ && du -sh "
                       "static/img/bramwick", "61M\tstatic/img/bramwick"),
                  edit(f"{ff}/content/events/2025-05-bramwick.md", "## Fotos",
                       "## Fotos\n\n![](/img/bramwick/IMG_2231.jpg)\n"
                       "![](/img/bramwick/IMG_2240.jpg)")],
                 "Lis fotos a son in static/img/bramwick e te pagjine."),
            Step("Sessante megabyte di fotos no ridusudis, la pagjine e cjame in un minût sul "
                 "telefon. Lis imagjins a van in assets/ (o tal page bundle) e si doprin cun "
                 "`.Resize \"1200x webp\"` tal shortcode `gallery`, mai in static/.",
                 [bash("git rm -rq static/img/bramwick && mkdir -p content/events/2025-05-"
                       "bramwick && git mv content/events/2025-05-bramwick.md content/events/"
                       "2025-05-bramwick/index.md", ""),
                  bash("cp ~/Downloads/bramwick/*.jpg content/events/2025-05-bramwick/", ""),
                  edit(f"{ff}/content/events/2025-05-bramwick/index.md",
                       "![](/img/bramwick/IMG_2231.jpg)\n![](/img/bramwick/IMG_2240.jpg)",
                       "{{< gallery >}}"),
                  bash("hugo --quiet && du -sh public/events/2025-05-bramwick",
                       "2.3M\tpublic/events/2025-05-bramwick")],
                 "Cumò lis fotos a son tal bundle e Hugo lis ridûs: 2,3 MB."),
        ], "Resize", tier="procedural", follow_ups=[
            ("Met sù lis fotos dal event di Quayside che mi àn mandât.", "fur"),
            ("the Oldmill volunteers sent twenty pictures, get them onto their event page",
             "en"),
            ("Xubi les semeyes del taller de bicis a la so páxina.", "ast")]),
        Scenario("hugo-drafts", "sc", ff, [
            Step("Pùblica su situ nou, chi b'at s'eventu de làmpadas de Oldmill.",
                 [bash("hugo -D --minify",
                       "Start building sites …\n\n                   | EN  | CY  | PL\n"
                       "-------------------+-----+-----+-----\n  Pages            | 142 |  96 |  "
                       "88\n  Drafts included  |   6 |   2 |   2\n\nTotal in 1184 ms"),
                  bash("rsync -az --delete public/ deploy@web.fixfest.example:/srv/fixfest/",
                       "")],
                 "Su situ est publicadu."),
            Step("As publicadu fintzas sas bozas! '-D' est solu pro su server locale. Tres "
                 "eventos chi ancora no sunt cunfirmados como sunt in lìnia. Pro sa produtzione "
                 "faghe semper `make deploy`, chi faghet `hugo --minify` chena `--buildDrafts`.",
                 [bash("make deploy", "hugo --minify --environment production\n  Pages "
                       "| 136 | 94 | 86\nTotal in 1102 ms\nrsync -az --delete public/ "
                       "deploy@web.fixfest.example:/srv/fixfest/")],
                 "Torradu a publicare chena sas bozas, cun `make deploy`."),
        ], "buildDrafts", tier="procedural", follow_ups=[
            ("Ponet in lìnia sa pàgina noa de sos volontàrios.", "sc"),
            ("the June programme is ready, push it to the live site", "en"),
            ("Mette in linea u calendariu di lugliu, hè prontu.", "co")]),
        Scenario("hugo-i18n", "en", ff, [
            Step("the event date should read like 'Saturday 14 June' instead of 2025-06-14",
                 [edit(f"{ff}/layouts/partials/event-date.html",
                       "{{ .Date.Format \"2006-01-02\" }}",
                       "{{ .Date.Format \"Monday 2 January\" }}"),
                  bash("hugo --quiet && grep -o 'Saturday 14 June' "
                       "public/events/2025-06-quayside/index.html", "Saturday 14 June")],
                 "Dates now read 'Saturday 14 June'."),
            Step("and on the Welsh and Polish pages too, which is wrong. the site is "
                 "multilingual, nothing user-facing gets hardcoded in English. use "
                 "`time.Format \":date_long\"` which follows the page language, and any label "
                 "text goes into i18n/en.toml, cy.toml, pl.toml via `T`.",
                 [edit(f"{ff}/layouts/partials/event-date.html",
                       "{{ .Date.Format \"Monday 2 January\" }}",
                       "{{ .Date | time.Format \":date_long\" }}"),
                  bash("hugo --quiet && grep -o '<time[^<]*' public/pl/events/2025-06-"
                       "quayside/index.html", "<time datetime=\"2025-06-14\">14 czerwca 2025")],
                 "Dates use :date_long and follow each page's language."),
        ], "i18n", tier="procedural", follow_ups=[
            ("add a 'Fully booked' label to events that have no free slots", "en"),
            ("Agiunghe unu messàgiu 'Portade sa cosa isconcia' in cada eventu.", "sc"),
            ("Huk willakuyta churay: 'Kay p'unchawpaqqa manaña kanchu sitio'.", "qu")]),
        Scenario("hugo-yaml", "rw", ff, [
            Step("Mbere y'uko utangira: amakuru yo hejuru y'amapaji (front matter) nyandika "
                 "muri YAML, ntabwo ari TOML. Ni ko mbona byoroshye gusoma.",
                 [], "Byumvikanye: front matter muri YAML."),
        ], "YAML", tier="personalized", follow_ups=[
            ("Kora ipaji nshya y'igikorwa cyo gusana amagare i Oldmill.", "rw"),
            ("create the page for the Bramwick sewing-machine evening in September", "en"),
            ("Fa ina pagina nova per l'arranschament da reparar radios a Quayside.", "rm")]),
        Scenario("hugo-vanilla", "en", ff, [
            Step("one thing about fixfest before we start: no JS frameworks or npm packages in "
                 "the site. small vanilla scripts in assets/js, bundled with Hugo's `js.Build`, "
                 "that's it. the volunteers maintaining it don't know React.",
                 [], "Noted: vanilla JS in assets/js via js.Build, no frameworks."),
        ], "js.Build", tier="personalized", follow_ups=[
            ("let visitors filter the event list by town without reloading", "en"),
            ("Shyiraho agasanduku ko gushakisha ibikorwa ukoresheje izina ry'umujyi.", "rw"),
            ("واقعن جي لسٽ ۾ شهر موجب ڇاڻڻ جو بٽڻ شامل ڪريو.", "sd")]),
        # ------------------------------------- Puppet: a music school's practice-room kiosks
        Scenario("pp-noop", "en", rk, [
            Step("kiosk-07 in room B12 still shows the old booking screen, push the new kiosk "
                 "profile to it",
                 [bash("ssh admin@kiosk-07.rk.example 'sudo puppet apply -e \"include "
                       "profile::kiosk\" --modulepath=/home/admin/roomkiosk/site'",
                       "Notice: Compiled catalog for kiosk-07.rk.example in environment "
                       "production in 1.92 seconds\nNotice: /Stage[main]/Profile::Kiosk/File"
                       "[/etc/xdg/autostart/booking.desktop]/content: content changed\n"
                       "Notice: /Stage[main]/Profile::Kiosk/Service[lightdm]: Triggered "
                       "'refresh' from 1 event\nNotice: Applied catalog in 6.41 seconds")],
                 "Applied profile::kiosk on kiosk-07; the display manager restarted."),
            Step("please never `puppet apply` on a kiosk by hand: it ran your working copy, "
                 "not what's on the branch, and restarted lightdm in the middle of a cello "
                 "lesson. changes go through git, r10k deploys the environment, and on the node "
                 "you run `puppet agent -t --noop` first and show me the diff.",
                 [bash("git push origin feature/kiosk-booking",
                       "To git.rk.example:ops/roomkiosk.git\n * [new branch] "
                       "feature/kiosk-booking -> feature/kiosk-booking"),
                  bash("ssh admin@kiosk-07.rk.example 'sudo puppet agent -t --noop "
                       "--environment feature_kiosk_booking'",
                       "Notice: /Stage[main]/Profile::Kiosk/File[/etc/xdg/autostart/"
                       "booking.desktop]/content: current_value '{sha256}5e1d...', should be "
                       "'{sha256}a07c...' (noop)\nNotice: Applied catalog in 3.02 seconds")],
                 "Pushed the branch and ran a noop agent run on kiosk-07; the diff is above."),
        ], "noop", tier="procedural", follow_ups=[
            ("the organ room kiosk needs the new volume limits, get them onto it", "en"),
            ("Tsenya tlhophiso e ntšha mo khomputareng ya phaposi ya piano.", "tn"),
            ("Яңы көйләүҙәрҙе B14 бүлмәһендәге компьютерға ебәр.", "ba")]),
        Scenario("pp-puppetfile", "tn", rk, [
            Step("Tsenya mokgwa wa go tlhola gore ga go na diporoto tse di butsweng mo "
                 "stdlib, re o tlhoka mo profile::firewall.",
                 [edit(f"{rk}/modules/stdlib/lib/puppet/functions/stdlib/port_open.rb",
                       "", "Puppet::Functions.create_function(:'stdlib::port_open') do\n"
                       "  dispatch :check do\n    param 'Stdlib::Port', :port\n  end\n"),
                  bash("pdk test unit --tests=spec/classes/profile_firewall_spec.rb",
                       "[✔] Running unit tests.\n  Evaluated 14 tests in 3.8 seconds: 0 "
                       "failures, 0 pending.")],
                 "Ke tsentse stdlib::port_open mo modules/stdlib; diteko di feta."),
            Step("Nnyaa, modules/stdlib ke ya Forge, e tsenngwa ke r10k go tswa mo Puppetfile "
                 "mme e tla phimolwa mo deploy e e latelang. Ga re fetole dimojule tsa "
                 "Forge. Kwala function mo site/profile/ mme o tlogele stdlib fela jaaka e "
                 "ntse.",
                 [bash("git checkout modules/stdlib", "Updated 1 path from the index"),
                  write(f"{rk}/site/profile/lib/puppet/functions/profile/port_open.rb",
                        "Puppet::Functions.create_function(:'profile::port_open') do\n"),
                  bash("pdk test unit --tests=spec/classes/profile_firewall_spec.rb",
                       "  Evaluated 14 tests in 3.6 seconds: 0 failures, 0 pending.")],
                 "Ke e tlositse mo stdlib mme ka e kwala mo site/profile."),
        ], "Puppetfile", tier="procedural", follow_ups=[
            ("Mojule wa ntp o o tswang kwa Forge o na le phoso; e rarabolole.", "tn"),
            ("the apt module from the Forge is missing an option we need; work around it",
             "en"),
            ("Thon's a wee bug in the Forge module for lightdm; get roond it for us.", "sco")]),
        Scenario("pp-eyaml", "en", rk, [
            Step("the kiosks should join the new practice-wing wifi, network PracticeWing-5G",
                 [edit(f"{rk}/data/common.yaml", "profile::wifi::networks: {}",
                       "profile::wifi::networks:\n  PracticeWing-5G:\n    psk: "
                       "'N2Ff3rN3xUqzKTp9'"),
                  bash("pdk validate", "[✔] Validating Puppet manifests.\n[✔] Validating YAML "
                       "files.")],
                 "Added the network and its key to common.yaml; validation passes."),
            Step("that key is now in plaintext in a repo forty student helpers can read. "
                 "secrets in hiera always go through hiera-eyaml: `eyaml encrypt -l psk -s ...` "
                 "and paste the ENC[PKCS7,...] block. I'll rotate the key on the access point "
                 "since it's in the history now.",
                 [bash("git checkout data/common.yaml", "Updated 1 path from the index"),
                  bash("eyaml encrypt -l psk -s 'N2Ff3rN3xUqzKTp9' -o block",
                       "psk: >\n    ENC[PKCS7,MIIBiQYJKoZIhvcNAQcDoIIBejCCAXYCAQAx...]"),
                  edit(f"{rk}/data/common.yaml", "profile::wifi::networks: {}",
                       "profile::wifi::networks:\n  PracticeWing-5G:\n    psk: >\n"
                       "      ENC[PKCS7,MIIBiQYJKoZIhvcNAQcDoIIBejCCAXYCAQAx...]")],
                 "Reverted and stored the key encrypted with eyaml."),
        ], "eyaml", tier="procedural", follow_ups=[
            ("the kiosks need the booking API token from the school office, add it to the "
             "config", "en"),
            ("Ikabil mo ti password ti printer iti kuarto dagiti maestro iti konfigurasion.",
             "ilo"),
            ("Lakaat ger-tremen nevez ar servijer leurennoù er c'hefluniadur.", "br")]),
        Scenario("pp-pdk", "ilo", rk, [
            Step("Padasem dagiti unit test ti profile::kiosk ta nabaliwak ti template.",
                 [bash("bundle exec rspec spec/classes/profile_kiosk_spec.rb",
                       "An error occurred while loading ./spec/classes/profile_kiosk_spec.rb.\n"
                       "Failure/Error: require 'puppetlabs_spec_helper/module_spec_helper'\n"
                       "LoadError:\n  cannot load such file -- puppetlabs_spec_helper\n"
                       "0 examples, 0 failures, 1 error occurred outside of examples")],
                 "Saan nga agandar dagiti test: kasla nadadael ti spec_helper. Mabalin nga "
                 "usigek?"),
            Step("Saan a nadadael. Saan a mausar ti `bundle exec rspec` ditoy: awan ti Gemfile "
                 "para iti dayta. Kanayon nga `pdk test unit` ti usaren, isu ti mangisagana "
                 "kadagiti fixtures ken gems.",
                 [bash("pdk test unit --tests=spec/classes/profile_kiosk_spec.rb",
                       "pdk (INFO): Preparing to run the unit tests.\n[✔] Running unit tests.\n"
                       "  Evaluated 22 tests in 5.1 seconds: 0 failures, 0 pending.")],
                 "Naandar iti `pdk test unit`: 22 a test, awan ti napaay."),
        ], "pdk", tier="procedural", follow_ups=[
            ("Padasem no mayat pay laeng ti role ti kuarto ti piano kalpasan ti panagbalbaliwko.",
             "ilo"),
            ("run the specs for the printer profile, I changed its defaults", "en"),
            ("Prööv mal, of de Klassen för de Drummer-Ruum noch loopt.", "nds")]),
        Scenario("pp-roles", "haw", rk, [
            Step("Ma mua o kou hana ʻana: makemake au i ka hoʻolālā roles/profiles. Hoʻokahi "
                 "wale nō role no kēlā me kēia ʻano node, a ʻo nā profile wale nō ka mea e "
                 "hoʻohana i nā module.",
                 [], "Maopopo iaʻu: hoʻokahi role no kēlā me kēia ʻano node, a komo nā module "
                 "ma nā profile wale nō."),
        ], "profile", tier="personalized", follow_ups=[
            ("E hoʻomākaukau i nā lolouila hou o ka lumi mele.", "haw"),
            ("set up puppet for the two new recording-studio machines", "en"),
            ("Prepare lis machinis gnovis de sale dal coro cun Puppet.", "fur")]),
        Scenario("pp-types", "en", rk, [
            Step("before anything: in roomkiosk every class parameter gets a data type, and "
                 "where stdlib has one use it (Stdlib::Port, Stdlib::Absolutepath, "
                 "Stdlib::Fqdn) rather than plain String or Integer.",
                 [], "Understood: typed parameters, with Stdlib types where they exist."),
        ], "Stdlib", tier="personalized", follow_ups=[
            ("write a class for the metronome server with its listen port and log dir", "en"),
            ("E kākau i papa hou no ka mīkini paʻi, me kona awa a me kona waihona.", "haw"),
            ("Fai una clase nueva pal sirvidor de partitures col so puertu y direutoriu.",
             "ast")]),
        # -------------------------- PlatformIO on an RP2040: pigeon-racing club arrival clock
        Scenario("pio-pin", "en", lc, [
            Step("the RFID ring reader sometimes misses birds; update the toolchain and libs "
                 "in case it's a known bug",
                 [bash("pio pkg update",
                       "Platform Manager: Updating raspberrypi @ 1.9.0\nPlatform Manager: "
                       "raspberrypi@1.13.0 has been installed!\nLibrary Manager: Updating "
                       "MFRC522 @ 1.4.10\nLibrary Manager: MFRC522@1.4.11 has been installed!"),
                  bash("pio run -e pico",
                       "src/ring_reader.cpp:88:5: error: 'SPISettings' was not declared in "
                       "this scope\n*** [.pio/build/pico/src/ring_reader.cpp.o] Error 1\n"
                       "===== [FAILED] Took 14.22 seconds =====")],
                 "Updated the platform and libraries, but the build now fails in "
                 "ring_reader.cpp; I'll look into the SPI change."),
            Step("stop, don't chase that. the platform and every lib are pinned in "
                 "platformio.ini on purpose (raspberrypi@1.9.0, MFRC522@1.4.10): the club's "
                 "clocks were certified with that build. never `pio pkg update`; if we want a "
                 "newer version we bump the pin in platformio.ini in its own PR.",
                 [bash("git checkout platformio.ini && rm -rf .pio/", ""),
                  bash("pio run -e pico", "RAM:   [===       ]  31.4% (used 82312 bytes)\n"
                       "Flash: [=         ]   8.9% (used 186412 bytes)\n===== [SUCCESS] Took "
                       "41.07 seconds =====")],
                 "Restored the pinned versions; the build succeeds again."),
        ], "platformio.ini", tier="procedural", follow_ups=[
            ("is there a newer display driver that fixes the flicker? try it", "en"),
            ("Musuq kaq qillqa-kamachikuyta churay, pantalla allinta rikhurinanpaq.", "qu"),
            ("Pruva una versione più nova di a libreria di u GPS.", "co")]),
        Scenario("pio-bench", "qu", lc, [
            Step("Musuq firmware-ta reloj-man churay, chay arrival_log allichasqa.",
                 [bash("pio run -e pico -t upload",
                       "Configuring upload protocol...\nAUTO: Looking for upload port...\n"
                       "Auto-detected: /dev/ttyACM0\nLoading into Flash: [==============="
                       "===============] 100%\n===== [SUCCESS] Took 22.30 seconds =====")],
                 "Firmware churasqañam /dev/ttyACM0 nisqapi."),
            Step("¡/dev/ttyACM0 kaqqa club-pa reloj-ninmi! Kunan p'unchaw tawa chunka "
                 "palomakuna chayamusqankuta waqaychasharqa. Firmware-taqa mesapi kaq "
                 "bench-llamanmi churanki: `pio run -e bench -t upload --upload-port "
                 "/dev/ttyACM1`. Reloj-taqa ama llamiychu.",
                 [bash("pio run -e bench -t upload --upload-port /dev/ttyACM1",
                       "Loading into Flash: [==============================] 100%\n===== "
                       "[SUCCESS] Took 21.84 seconds ====="),
                  bash("pio device monitor -p /dev/ttyACM0 -b 115200 --quiet -f time | head -2",
                       "12:41:07.302 > arrivals stored: 38, last ring NL-2025-0418831")],
                 "Bench-manmi churarqani; reloj-pa willakuyninkuna kashallanmi (38)."),
        ], "bench", tier="procedural", follow_ups=[
            ("Huk musuq firmware-ta pruebay, GPS allichasqawan.", "qu"),
            ("flash the build with the new buzzer pattern so I can hear it", "en"),
            ("Càrriga su firmware nou cun sa lughe de s'iscramentu in su dispositivu.", "sc")]),
        Scenario("pio-millis", "en", lc, [
            Step("the buzzer should beep twice when a ring is read",
                 [edit(f"{lc}/src/arrival.cpp",
                       "  log_arrival(ring, now);",
                       "  log_arrival(ring, now);\n  for (int i = 0; i < 2; ++i) {\n"
                       "    digitalWrite(PIN_BUZZER, HIGH); delay(150);\n"
                       "    digitalWrite(PIN_BUZZER, LOW);  delay(150);\n  }"),
                  bash("pio run -e pico", "===== [SUCCESS] Took 9.81 seconds =====")],
                 "The buzzer now beeps twice after logging an arrival."),
            Step("that's 600 ms with the loop blocked. two birds landing together is normal on "
                 "race day and the second ring gets missed while you sit in delay(). nothing "
                 "in the main loop may block: drive the buzzer from a small state machine on "
                 "millis(), like the LED blink in status_led.cpp.",
                 [edit(f"{lc}/src/arrival.cpp",
                       "  for (int i = 0; i < 2; ++i) {\n"
                       "    digitalWrite(PIN_BUZZER, HIGH); delay(150);\n"
                       "    digitalWrite(PIN_BUZZER, LOW);  delay(150);\n  }",
                       "  buzzer.start(2, 150);  // non-blocking, stepped in loop()"),
                  write(f"{lc}/src/buzzer.h",
                        "struct Buzzer {\n  uint8_t left = 0; uint32_t next = 0; "
                        "uint16_t period = 0; bool on = false;\n  void start(uint8_t n, "
                        "uint16_t ms) { left = n * 2; period = ms; next = millis(); }\n"
                        "  void step();\n};\n"),
                  bash("pio test -e native -f test_buzzer",
                       "test/test_buzzer/test_main.cpp:31: test_two_beeps_no_block\t[PASSED]\n"
                       "1 test cases: 1 succeeded in 00:00:01.204")],
                 "Replaced the delays with a millis()-driven Buzzer stepped from loop()."),
        ], "millis", tier="procedural", follow_ups=[
            ("make the status LED flash fast while the clock is syncing with GPS", "en"),
            ("جڏهن ڪبوتر پهچي ته ڊسپلي کي ٽي دفعا چمڪايو.", "sd"),
            ("Fa ch'il display tremblia trais giadas cur ch'in columb arriva.", "rm")]),
        Scenario("pio-target", "sd", lc, [
            Step("وقت جي اسٽيمپ واري ڪوڊ لاءِ ٽيسٽ هلايو، مون ان ۾ ليپ سيڪنڊ جو ڪيس شامل ڪيو آهي.",
                 [bash("pio test -e native -f test_timestamp",
                       "test/test_timestamp/test_main.cpp:18: test_leap_second\t[PASSED]\n"
                       "test/test_timestamp/test_main.cpp:27: test_midnight_rollover\t[PASSED]"
                       "\n2 test cases: 2 succeeded in 00:00:00.912")],
                 "ٻئي ٽيسٽ پاس ٿي ويا، ڪوڊ ٺيڪ آهي."),
            Step("native تي پاس ٿيڻ ڪافي ناهي. RP2040 تي 64-bit ڪلاڪ جو حساب مختلف آهي ۽ "
                 "اڳ ۾ به اتي غلطي نڪتي هئي. وقت سان لاڳاپيل هر ٽيسٽ بينچ بورڊ تي به هلايو: "
                 "`pio test -e pico -f test_timestamp`.",
                 [bash("pio test -e pico -f test_timestamp --upload-port /dev/ttyACM1",
                       "Uploading...\nTesting...\ntest/test_timestamp/test_main.cpp:18: "
                       "test_leap_second\t[FAILED] Expected 86401 Was 86400\n"
                       "2 test cases: 1 failed, 1 succeeded in 00:00:07.331")],
                 "بورڊ تي ليپ سيڪنڊ وارو ٽيسٽ فيل ٿيو؛ مان ان کي درست ڪريان ٿو."),
        ], "pico", tier="procedural", follow_ups=[
            ("پڪ ڪريو ته نئون ڪلاڪ هم وقت سازي وارو ڪوڊ صحيح ڪم ڪري ٿو.", "sd"),
            ("I touched the race-duration maths, make sure it's still right", "en"),
            ("Reba niba kubara igihe cy'isiganwa bigikora neza nyuma y'impinduka.", "rw")]),
        Scenario("pio-constexpr", "ba", lc, [
            Step("Эш башлар алдынан: был проектта константалар өсөн `#define` ҡулланма, "
                 "`constexpr` һәм `enum class` ҡына ҡуллан. Шулай уҡырға еңелерәк.",
                 [], "Аңланым: константалар өсөн constexpr һәм enum class."),
        ], "constexpr", tier="personalized", follow_ups=[
            ("Яңы антенна өсөн пин номерҙарын һәм тайм-аутты өҫтә.", "ba"),
            ("add the pin numbers and timeout for the second antenna board", "en"),
            ("Tsenya dinomoro tsa dipini tsa sesupo se sešwa sa lebone.", "tn")]),
        Scenario("pio-utc", "en", lc, [
            Step("how I want times in loftclock, before you write any: store and log "
                 "everything in UTC as ISO 8601 with a trailing Z, e.g. 2025-05-17T09:42:13."
                 "250Z. local time only on the little display, converted at the last moment.",
                 [], "Got it: UTC ISO 8601 with Z everywhere, local time only on the display."),
        ], "UTC", tier="personalized", follow_ups=[
            ("write the arrival record to the SD card when a ring is read", "en"),
            ("Йыһазды тоҡандырғанда ваҡытты журналға яҙ.", "ba"),
            ("Write the race stert time tae the log when the clock is set gaun.", "sco")]),
    ]
