"""A twenty-second outside set of sessions that teach something, and the later requests that need it.

Written by hand by a writer who had not read the project's code, tests or other held-out sets'
rows, from the Scenario format alone (the Scenario dataclass and the imports above it, the Step
dataclass, the bash, edit and write helpers, and the module docstring, imports and first two
scenarios of the twenty-first outside set for their layout), never used for tuning, and written
without reading how lessons are captured, stored or recalled. The list of earlier sets' project
kinds and languages was read only to pick new ones. Tiers were set by construction: a session
where the human corrects what the agent did in a tool call (or a claim it made about a tool's
output) is "procedural", one where the human only states how they like things before the agent
does anything is "personalized". Five invented projects of kinds absent from the earlier learning
sets: a Quarto website (R and Python chunks, renv, freeze, CI publishing) of a brook-keeping
volunteer group's water-sample reports, a VS Code extension (TypeScript, esbuild, vsce,
@vscode/test-electron) for a playhouse's lighting-cue scripts, a Home Assistant custom
integration (config flow, DataUpdateCoordinator, pytest-homeassistant-custom-component, hassfest)
for a village hall's heating controller, a Swift Vapor 4 server (Fluent, PostgreSQL, swift test,
Docker Compose) queueing a braille transcription co-op's jobs, and a LÖVE 11 game in Lua
(luacheck, busted) of a small fossil museum's touchscreen kiosk.

30 sessions, six per project. In 20 the agent works (edits, commands with realistic output, or a
claim it makes) and then the human corrects it, sharply or mildly (a pasted error, "why did you
...?", "please never ...", a reminder of how the team does it); tier "procedural", four per
project. In 10 the human only states a personal preference before any work; tier "personalized",
two per project. 15 sessions are in English, the other 15 in Walloon, Ligurian, Lombard,
Silesian, Kashubian, Lower Sorbian, Manx, Northern Sami, Chuvash, Oromo, Tigrinya, Lingala,
Tongan, Waray and Minangkabau (one each). Each scenario has 3 follow-ups (90 in all): requests
from a later session that need the lesson while sharing few words with it; exactly one per
scenario is in the session's language, so 60 of the 90 are in another language (English 30 in
all, 15 of them follow-ups of non-English sessions; each of the fifteen other languages 4 times,
once in its own session and three times elsewhere). `expect` is one word the learned record
should contain, chosen where possible as a language-neutral technical token (a tool, a flag, a
file, a function, an identifier). All names, paths, hosts (under .example), numbers and outputs
are invented, the one credential-shaped value comes from a seeded PRNG; nothing is copied from a
public text. The writer is not a fluent speaker of most of the fifteen languages; some of those
sentences may read as a learner's.
"""

from __future__ import annotations

from learning_set import Scenario
from sessions import Step, bash, edit, write


def scenarios(base: str) -> list[Scenario]:
    bk = f"{base}/brookdata"
    lx = f"{base}/lxq-vscode"
    hh = f"{base}/ha-hallheat"
    bq = f"{base}/brailleq"
    fs = f"{base}/fossilsort"
    hhc = f"{hh}/custom_components/hallheat"
    bqa = f"{bq}/Sources/App"
    return [
        # ------------------------------ Quarto site: brook keepers' water-sample reports
        Scenario("quarto-freeze", "en", bk, [
            Step("the site build takes forever and the spring report page still shows march's "
                 "numbers. clean it up and rebuild",
                 [bash("du -sh _freeze _site",
                       "41M\t_freeze\n63M\t_site"),
                  bash("rm -rf _freeze _site && quarto render",
                       "[ 1/23] index.qmd\n[ 2/23] reports/2026-03-wendle.qmd\n\nprocessing file: "
                       "2026-03-wendle.qmd\n  |......                  |  25% [load-lab]\n...\n"
                       "[23/23] reports/2026-spring.qmd\nOutput created: _site/index.html\n\n"
                       "real\t14m02s")],
                 "I cleared the caches and rebuilt everything; the spring page is current now."),
            Step("you deleted _freeze?? that's the whole point of freeze: auto, every old report "
                 "re-ran against the lab's export server and two of the 2024 ones now quietly "
                 "use the corrected calibration. _freeze is committed on purpose. restore it "
                 "from git and only re-render the page that changed: quarto render "
                 "reports/2026-spring.qmd",
                 [bash("git checkout -- _freeze && git status --short _freeze",
                       ""),
                  bash("quarto render reports/2026-spring.qmd",
                       "processing file: 2026-spring.qmd\n  |..........................| 100%\n"
                       "Output created: ../_site/reports/2026-spring.html")],
                 "_freeze is restored from git and only the spring report was re-rendered."),
        ], "_freeze", tier="procedural", follow_ups=[
            ("the home page chart of dissolved oxygen is a week behind, refresh it", "en"),
            ("Ta'n duillag mychione er y chlaare-ynnydagh cha nel ad jeant noa; cur-jee "
             "ad dy jeeragh.", "gv"),
            ("Geažaid raporta siidu ii čájet ođđa logut; divvo dan.", "se")]),
        Scenario("quarto-renv", "wa", bk, [
            Step("Dji vôreu on grafike avou des cåtes so l' pådje des nitrates. Mete li pacaedje "
                 "ggrepel e eploye-lu.",
                 [bash("Rscript -e 'install.packages(\"ggrepel\")'",
                       "trying URL 'https://cran.mirror.example/src/contrib/ggrepel_0.9.6.tar.gz'"
                       "\n* DONE (ggrepel)"),
                  edit(f"{bk}/reports/nitrates.qmd", "geom_text(aes(label = site))",
                       "ggrepel::geom_text_repel(aes(label = site))")],
                 "ggrepel est astalé eyet li grafike a ses cåtes."),
            Step("Nén, nén. Vos l' avoz astalé dins l' bibiotike do sistinme. Chal on s' sieve "
                 "di renv: e CI, li pådje keut avou « there is no package called 'ggrepel' ». "
                 "Fijhoz renv::install(\"ggrepel\") pu renv::snapshot() po metoe renv.lock a djoû.",
                 [bash("Rscript -e 'renv::install(\"ggrepel\"); renv::snapshot()'",
                       "# Installing packages ---------------------------\n- Installing ggrepel "
                       "...  OK [linked from cache]\nThe following package(s) will be updated in "
                       "the lockfile:\n- ggrepel   [* -> 0.9.6]\n- Lockfile written to "
                       "'~/brookdata/renv.lock'."),
                  bash("git status --short", " M renv.lock\n M reports/nitrates.qmd")],
                 "Fwait avou renv; renv.lock est a djoû."),
        ], "renv", tier="procedural", follow_ups=[
            ("Li pådje des pleuves a mezåjhe d' on pacaedje po lére les fitchîs Excel do "
             "laboratwere; radjoutez-l'.", "wa"),
            ("the rainfall page needs something to read the lab's Excel files, add it", "en"),
            ("Ҫумӑр страницинче лаборатори Excel файлӗсене вулама пакет кирлӗ; хушӑр.",
             "cv")]),
        Scenario("quarto-sitecodes", "en", bk, [
            Step("load sites.csv into the turbidity report and join it to the readings by "
                 "site code",
                 [bash("head -3 data/sites.csv",
                       "site_code,name,grid_ref\n007,Tanner's Ford,SK 1842 6630\n012,Mill Leat "
                       "Outfall,SK 1877 6611"),
                  edit(f"{bk}/reports/turbidity.qmd", "# sites",
                       "sites <- read.csv(\"data/sites.csv\")\nturb <- dplyr::left_join(readings, "
                       "sites, by = \"site_code\")"),
                  bash("quarto render reports/turbidity.qmd",
                       "Error in `dplyr::left_join()`:\n! Can't join `x$site_code` with "
                       "`y$site_code` due to incompatible types.\nℹ `x$site_code` is a "
                       "<character>.\nℹ `y$site_code` is a <integer>."),
                  edit(f"{bk}/reports/turbidity.qmd", "by = \"site_code\")",
                       "by = \"site_code\") |> dplyr::mutate(site_code = as.integer(site_code))")],
                 "Joined; I converted the codes to integers so the types match."),
            Step("no, the leading zeros are part of the code, 007 and 07 are different sites on "
                 "the map. read it with readr and col_types so site_code stays a string, "
                 "everywhere we load site data",
                 [edit(f"{bk}/reports/turbidity.qmd",
                       "sites <- read.csv(\"data/sites.csv\")",
                       "sites <- readr::read_csv(\"data/sites.csv\", col_types = "
                       "readr::cols(site_code = readr::col_character()))"),
                  bash("quarto render reports/turbidity.qmd",
                       "processing file: turbidity.qmd\nOutput created: "
                       "../_site/reports/turbidity.html")],
                 "site_code is read as character now and the join keeps 007 intact."),
        ], "col_types", tier="procedural", follow_ups=[
            ("bring the volunteers' sampling rota spreadsheet into the dashboard, keyed by "
             "station", "en"),
            ("Galmee buufata meeshaa (stations.csv) gara gabaasa ho'a bishaaniitti dabali.",
             "om"),
            ("ናይ መዓርፎ ዝርዝር ፋይል ናብቲ ጸብጻብ ኣእቱ እሞ ምስቲ ንባባት ኣራኽብ።", "ti")]),
        Scenario("quarto-publish", "lij", bk, [
            Step("Métti in linea a pagina neuva do rapòrto de stæ, a l'é pronta.",
                 [bash("quarto publish gh-pages --no-prompt",
                       "Rendering for publish:\n[1/1] reports/2026-summer.qmd\nFrom "
                       "https://git.brookdata.example/keepers/site\n * branch gh-pages -> "
                       "FETCH_HEAD\nPublished to https://keepers.brookdata.example/")],
                 "A pagina a l'é in linea."),
            Step("Ma perché ti l'æ pubricâ da-o teu computer? O scito o se pubrica solo da-a CI "
                 "quande o ramo main o l'é mergiou; òua gh-pages o l'à un commit ch'o no l'é "
                 "in sciô main. Arve unn-a PR e lascia fâ a CI, mai quarto publish in locale.",
                 [bash("git switch -c report/2026-summer && git push -u origin HEAD",
                       "remote: Create a merge request for 'report/2026-summer':\nremote:   "
                       "https://git.brookdata.example/keepers/site/-/merge_requests/new"),
                  bash("git log --oneline -1 origin/gh-pages",
                       "a41c9e0 Built site for gh-pages")],
                 "Ò averto a PR; a publicaçion a passa pe-a CI."),
        ], "gh-pages", tier="procedural", follow_ups=[
            ("A galleria de föto di volontari a l'é finia; fanni vedde a tutti.", "lij"),
            ("the volunteers' photo gallery is done, get it live for everyone", "en"),
            ("Ndako ya bafoto ya bato ya misala esili; tia yango na internet mpo bato "
             "nyonso bámona.", "ln")]),
        Scenario("quarto-pref-plots", "en", bk, [
            Step("before you touch any of the report figures: I like ggplot2 with "
                 "theme_minimal(), the viridis scales so colour-blind volunteers can read them, "
                 "no title inside the plot (the caption goes in fig-cap), and axis labels with "
                 "units in brackets. please stick to that.",
                 [], "Understood: theme_minimal, viridis scales, captions in fig-cap, units in "
                     "brackets on the axes."),
        ], "viridis", tier="personalized", follow_ups=[
            ("draw the phosphate trend per site for the autumn newsletter", "en"),
            ("ʻE lava ke ke fai ha saati ʻo e māfana ʻo e vai ki he fakamatala?", "to"),
            ("Paghimo hin grapiko han temperatura han tubig para han report.", "war")]),
        Scenario("quarto-pref-callouts", "lmo", bk, [
            Step("Prima de scriv quajcoss: i noeuv de metod (come emm tolt i campion, che "
                 "strument) mi je voeuri semper in d'on blocch callout-note, no in del test "
                 "normal, e i figur se riciamen con @fig- e minga con \"vedi sòtta\".",
                 [], "D'acòrdi: noeuv de metod in callout-note e riciamm con @fig-."),
        ], "callout", tier="personalized", follow_ups=[
            ("Scriv ona session su come emm calibraa la sonda de l'ossigen.", "lmo"),
            ("write up how we calibrated the oxygen probe this season", "en"),
            ("Tulihkan caro kami mangalibrasi alaik oksigen musim ko.", "min")]),
        # ------------------------------ VS Code extension: playhouse lighting-cue scripts
        Scenario("vscode-bundle", "en", lx, [
            Step("make me a .vsix so the board operators can install the cue highlighter",
                 [bash("npx vsce package",
                       "Executing prepublish script 'npm run vscode:prepublish'...\n> tsc -p "
                       "./\n WARNING  This extension consists of 3412 files, out of which 2988 "
                       "are JavaScript files. For performance reasons, you should bundle your "
                       "extension\n DONE  Packaged: /home/ines/lxq-vscode/lxq-0.4.0.vsix "
                       "(3412 files, 11.8MB)")],
                 "Packaged lxq-0.4.0.vsix (11.8 MB)."),
            Step("11.8MB with the whole node_modules in it. we bundle: `npm run package` runs "
                 "esbuild --production into dist/extension.js and .vscodeignore keeps "
                 "node_modules and src out. use that, not a bare vsce package after tsc",
                 [bash("npm run package && npx vsce package --no-dependencies",
                       "> lxq@0.4.0 package\n> node esbuild.mjs --production\n\n  "
                       "dist/extension.js  212.4kb\n\n DONE  Packaged: "
                       "/home/ines/lxq-vscode/lxq-0.4.0.vsix (9 files, 96.3KB)")],
                 "Rebuilt with esbuild: 9 files, 96 KB."),
        ], "esbuild", tier="procedural", follow_ups=[
            ("cut a pre-release build of the extension for the touring company to try", "en"),
            ("Fijhoz on pacaedje di l' extinsion po l' tropea ki toûne, k' i l' sayexhe.",
             "wa"),
            ("Fanni un pacchetto de l'estenscion pe-a compagnia ch'a vîxita, ch'a a pröve.",
             "lij")]),
        Scenario("vscode-engines", "szl", lx, [
            Step("Zaktualizuj zależności dev, niech wszystko bydzie na nowo.",
                 [bash("npm install -D @types/vscode@latest typescript@latest",
                       "changed 2 packages, and audited 188 packages in 2s"),
                  bash("npx vsce package --no-dependencies",
                       " ERROR  @types/vscode ^1.96.0 greater than engines.vscode ^1.85.0. "
                       "Either upgrade engines.vscode or use an older @types/vscode version"),
                  edit(f"{lx}/package.json", "\"vscode\": \"^1.85.0\"",
                       "\"vscode\": \"^1.96.0\"")],
                 "Zależności som nowe; podniosłech tyż engines.vscode na ^1.96.0."),
            Step("Niy, cofej to. Laptopy przi pulpicie świateł majom VS Code 1.85 i niy bydymy "
                 "ich aktualizować w pojstrzodku sezonu. @types/vscode mo być ta sama wersyjo "
                 "co engines.vscode, nigdy wyższo.",
                 [edit(f"{lx}/package.json", "\"vscode\": \"^1.96.0\"",
                       "\"vscode\": \"^1.85.0\""),
                  bash("npm install -D @types/vscode@1.85.0",
                       "changed 1 package, and audited 188 packages in 1s"),
                  bash("npx vsce package --no-dependencies",
                       " DONE  Packaged: /home/ines/lxq-vscode/lxq-0.4.1.vsix (9 files, 96.5KB)")],
                 "Cofniynte: engines.vscode ^1.85.0 i @types/vscode 1.85.0."),
        ], "engines", tier="procedural", follow_ups=[
            ("Chcymy użyć nowego API do drzewek w panelu bocznym; dej to do rozszerzynio.",
             "szl"),
            ("we'd like to use the newer tree view API for the side panel, wire it in", "en"),
            ("Vulê dovré la növa API de la vista a èrbor int el pannell de fianch; metela "
             "denter.", "lmo")]),
        Scenario("vscode-xvfb", "en", lx, [
            Step("run the extension tests before I merge the folding-range change",
                 [bash("npm test",
                       "> lxq@0.4.1 test\n> vscode-test\n\n[main 2026-11-02T09:14:51.220Z] "
                       "Missing X server or $DISPLAY\n[main] The platform failed to initialize."
                       "  Exiting.\nExit code:   1")],
                 "The integration tests can't run in this container (no display), so I "
                 "skipped them; the unit tests in the folding provider look fine by reading."),
            Step("they can run, you just need a virtual display. xvfb-run -a npm test, that's "
                 "how the CI does it too. don't tell me tests are skipped when they're not",
                 [bash("xvfb-run -a npm test",
                       "> vscode-test\n\n  Folding ranges\n    ✔ folds a SCENE block\n    ✔ "
                       "folds nested GOTO groups\n  Cue diagnostics\n    ✔ flags a fade "
                       "without a time\n\n  14 passing (2s)")],
                 "All 14 tests pass under xvfb-run."),
        ], "xvfb-run", tier="procedural", follow_ups=[
            ("check the hover provider still works after the rename before I push", "en"),
            ("Sprawdź, czy podpowiedzi przi nojechaniu myszkōm dalij działajōm, zanim "
             "wypchnã.", "szl"),
            ("Sprawdzë, czë pòdpòwiescë pò najachanim mëszą wcyg robią, nim wëpchnã "
             "zmianë.", "csb")]),
        Scenario("vscode-activation", "csb", lx, [
            Step("Zrobi, żebë pòdswiétlenié cue dzejało zarô pò òtemkniãcym òkna.",
                 [edit(f"{lx}/package.json", "\"activationEvents\": []",
                       "\"activationEvents\": [\"*\"]"),
                  bash("npm run compile", "> tsc -p ./")],
                 "Dodôł jem \"*\" do activationEvents, ti rozszérzenié startëje zarô."),
            Step("Nié \"*\"! To spòwôlniô start VS Code na wszëtczich kòmpùtrach, téż tam, dze "
                 "nicht nie òtmikô lxq. Brëkùjemë le onLanguage:lxq; pòdswiétlenié i tak jidze "
                 "z gramaticzi bez aktiwacji.",
                 [edit(f"{lx}/package.json", "\"activationEvents\": [\"*\"]",
                       "\"activationEvents\": [\"onLanguage:lxq\"]"),
                  bash("npx vsce ls | head -3", "package.json\ndist/extension.js\n"
                       "syntaxes/lxq.tmLanguage.json")],
                 "Zmienioné na onLanguage:lxq."),
        ], "onLanguage", tier="procedural", follow_ups=[
            ("Dodôj kòmãdã, co wëpisëje wszëtczé cue z òtemkłi scenë.", "csb"),
            ("add a command that lists every cue in the open scene", "en"),
            ("Pśidaj kazń, kótaraž wupišo wšykne cue ze wócynjoneje sceny.", "dsb")]),
        Scenario("vscode-pref-changelog", "en", lx, [
            Step("one thing about how I work before you start on anything: every change a "
                 "board operator would notice gets a line in CHANGELOG.md under "
                 "## [Unreleased], written for stage managers (what they'll see, not which "
                 "function changed). internal refactors don't get a line.",
                 [], "Noted: user-visible changes get an operator-facing line under "
                     "## [Unreleased] in CHANGELOG.md; refactors don't."),
        ], "CHANGELOG", tier="personalized", follow_ups=[
            ("make the snippet for a follow-spot cue put the colour frame first", "en"),
            ("Jean eh y snippet son cue follow-spot cur y daah roish.", "gv"),
            ("Divtte follow-spot cue snippet bidjat ivdni vuosttažin.", "se")]),
        Scenario("vscode-pref-l10n", "dsb", lx, [
            Step("Nježli zachopijoš: wšykne teksty, kótarež wužywaŕ wiźi, deje hyś pśez "
                 "vscode.l10n.t() a do package.nls.json, teke te nejmjeńše powěsći. Naše "
                 "źiwadło ma serbskich a nimskich technikarjow.",
                 [], "Derje: wšykne wiźobne teksty pśez vscode.l10n.t() a package.nls.json."),
        ], "l10n", tier="personalized", follow_ups=[
            ("Pśidaj warnowanje, gaž cue njama casa za fade.", "dsb"),
            ("add a warning when a cue has no fade time", "en"),
            ("Асӑрхаттару хушӑр, cue-н fade вӑхӑчӗ ҫук пулсан.", "cv")]),
        # ------------------------------ Home Assistant integration: village hall heating
        Scenario("ha-blocking", "en", hh, [
            Step("the hall's radiator sensors go unavailable every few minutes, have a look",
                 [bash("grep -n hallheat config/home-assistant.log | tail -4",
                       "2026-10-18 07:02:11.402 WARNING (MainThread) [homeassistant.util.loop] "
                       "Detected blocking call to putrequest with args (<http.client."
                       "HTTPConnection object at 0x7f3a>, 'GET', '/api/zones') inside the event "
                       "loop by custom integration 'hallheat' at custom_components/hallheat/"
                       "coordinator.py, line 44: resp = requests.get(f\"http://{self.host}/api/"
                       "zones\", timeout=5)\n2026-10-18 07:02:16.409 ERROR (MainThread) "
                       "[custom_components.hallheat] Timeout fetching ThermaNode data"),
                  edit(f"{hhc}/coordinator.py", "timeout=5)", "timeout=20)")],
                 "The controller is slow to answer; I raised the request timeout to 20 s."),
            Step("the timeout isn't the problem, the log says it: requests.get is blocking the "
                 "event loop. nothing in this integration does sync I/O. use the shared aiohttp "
                 "session from async_get_clientsession(hass) and await it",
                 [edit(f"{hhc}/coordinator.py",
                       "resp = requests.get(f\"http://{self.host}/api/zones\", timeout=20)",
                       "session = async_get_clientsession(self.hass)\n        async with "
                       "session.get(f\"http://{self.host}/api/zones\", timeout=aiohttp."
                       "ClientTimeout(total=5)) as resp:\n            zones = await resp.json()"),
                  bash("pytest tests/test_coordinator.py -q",
                       "....\n4 passed in 0.61s")],
                 "The coordinator uses async_get_clientsession now; tests pass."),
        ], "async_get_clientsession", tier="procedural", follow_ups=[
            ("also pull the boiler's fault history from the controller every hour", "en"),
            ("Dabalataan, seenaa dogoggora boilarii sa'aatii sa'aatiin controller irraa "
             "fidi.", "om"),
            ("ታሪኽ ጌጋታት ናይቲ ቦይለር ካብቲ controller ኣብ ነፍሲ ወከፍ ሰዓት ኣምጽእ።", "ti")]),
        Scenario("ha-requirements", "gv", hh, [
            Step("Cur yn lioar thermanode-client stiagh, as jean ymmyd jee son ny zoanyn.",
                 [bash("pip install thermanode-client==0.3.2",
                       "Successfully installed thermanode-client-0.3.2"),
                  edit(f"{hh}/requirements_test.txt", "pytest-homeassistant-custom-component",
                       "pytest-homeassistant-custom-component\nthermanode-client==0.3.2"),
                  edit(f"{hhc}/coordinator.py", "import aiohttp",
                       "import aiohttp\nfrom thermanode import ZoneClient")],
                 "Ta thermanode-client stiagh as ta ny zoanyn jannoo ymmyd jee."),
            Step("Cha nel eh dy mie: ec yn halla ta Home Assistant gra \"ModuleNotFoundError: "
                 "No module named 'thermanode'\". Cha nel requirements_test.txt agh son ny "
                 "testyn. Ta feme er lioaryn y traa-roie ve ayns \"requirements\" ayns "
                 "manifest.json, lesh ==.",
                 [edit(f"{hhc}/manifest.json", "\"requirements\": []",
                       "\"requirements\": [\"thermanode-client==0.3.2\"]"),
                  bash("docker run --rm -v $PWD:/github/workspace ghcr.io/home-assistant/"
                       "hassfest",
                       "Validating manifest...\nIntegrations: 1\nInvalid integrations: 0")],
                 "Ta eh ayns manifest.json nish; hassfest kiart."),
        ], "manifest.json", tier="procedural", follow_ups=[
            ("Ta mee laccal lioar son kiangley rish yn mheeiter gas; cur stiagh eh.", "gv"),
            ("we want a library for talking to the gas meter, bring it in", "en"),
            ("Mbala moko ya kosolola na mɔ́tɛlɛ ya gaz esengeli; kotisa yango.", "ln")]),
        Scenario("ha-unique-id", "en", hh, [
            Step("add a sensor for each zone's valve position",
                 [edit(f"{hhc}/sensor.py", "entities = []",
                       "entities = [ValvePositionSensor(coordinator, zone) for zone in "
                       "coordinator.data.zones]"),
                  write(f"{hhc}/valve.py",
                        "class ValvePositionSensor(CoordinatorEntity, SensorEntity):\n    "
                        "_attr_native_unit_of_measurement = PERCENTAGE\n\n    def __init__("
                        "self, coordinator, zone):\n        super().__init__(coordinator)\n"
                        "        self._attr_name = f\"{zone.label} valve\"\n"),
                  bash("pytest tests -q", "........\n8 passed in 1.02s")],
                 "Each zone gets a valve position sensor; tests pass."),
            Step("there's no unique_id on them. the caretaker already got 'This entity does not "
                 "have a unique ID, therefore its settings cannot be managed from the UI' when "
                 "he tried to rename 'Stage valve'. every entity we add needs "
                 "_attr_unique_id built from the controller serial and zone number",
                 [edit(f"{hhc}/valve.py", "self._attr_name = f\"{zone.label} valve\"",
                       "self._attr_name = f\"{zone.label} valve\"\n        self._attr_unique_id "
                       "= f\"{coordinator.serial}_{zone.number}_valve\""),
                  bash("pytest tests -q", ".........\n9 passed in 1.07s")],
                 "Valve sensors now have unique ids from serial and zone number."),
        ], "unique_id", tier="procedural", follow_ups=[
            ("expose the frost-protection mode as a switch per zone", "en"),
            ("ʻAi ha swich ki he founga maluʻi mei he momoko ki he vahe taki taha.", "to"),
            ("Butangi hin switch para han frost-protection ha kada zone.", "war")]),
        Scenario("ha-config-flow", "se", hh, [
            Step("Lasit vejolašvuođa addit controllera IP-čujuhusa.",
                 [edit(f"{hhc}/__init__.py", "DOMAIN = \"hallheat\"",
                       "DOMAIN = \"hallheat\"\nCONFIG_SCHEMA = vol.Schema({DOMAIN: vol.Schema("
                       "{vol.Required(CONF_HOST): cv.string})}, extra=vol.ALLOW_EXTRA)"),
                  edit(f"{hhc}/__init__.py", "async def async_setup(hass, config):",
                       "async def async_setup(hass, config):\n    host = config[DOMAIN]"
                       "[CONF_HOST]")],
                 "Dál sáhttá čállit hallheat: host: ... configuration.yaml:ii."),
            Step("Ii, mii eat háliit YAML. Buot ráhkaduvvo config_flow bokte, nu ahte "
                 "viesudikšu sáhttá lasihit controllera Settings > Devices siste. Sihko "
                 "CONFIG_SCHEMA ja divvo async_step_user.",
                 [edit(f"{hhc}/__init__.py",
                       "CONFIG_SCHEMA = vol.Schema({DOMAIN: vol.Schema({vol.Required(CONF_HOST):"
                       " cv.string})}, extra=vol.ALLOW_EXTRA)",
                       "CONFIG_SCHEMA = cv.config_entry_only_config_schema(DOMAIN)"),
                  edit(f"{hhc}/config_flow.py",
                       "STEP_USER_DATA_SCHEMA = vol.Schema({})",
                       "STEP_USER_DATA_SCHEMA = vol.Schema({vol.Required(CONF_HOST): str})"),
                  bash("pytest tests/test_config_flow.py -q", "...\n3 passed in 0.48s")],
                 "YAML lea eret; host addo config_flow bokte."),
        ], "config_flow", tier="procedural", follow_ups=[
            ("Lasit vejolašvuođa válljet man dávjá controller jearahallo.", "se"),
            ("let people choose how often the controller gets polled", "en"),
            ("Biarkan urang mamiliah bara acok controller ditanyoi.", "min")]),
        Scenario("ha-pref-units", "en", hh, [
            Step("before any code: I don't want unit strings like \"°C\" or \"%\" typed by hand. "
                 "use the UnitOfTemperature (and friends) constants, set a SensorDeviceClass "
                 "and a state_class on every sensor so the long-term statistics work.",
                 [], "Understood: UnitOfTemperature-style constants, a SensorDeviceClass and a "
                     "state_class on every sensor."),
        ], "UnitOfTemperature", tier="personalized", follow_ups=[
            ("add the outdoor probe reading the controller reports", "en"),
            ("Radjoutez li tchåleur di dfoû ki l' controleu evoye.", "wa"),
            ("Azonzi a temperatûa de fêua che o controllô o manda.", "lij")]),
        Scenario("ha-pref-logs", "cv", hh, [
            Step("Ӗҫ пуҫличчен: журнала кашни опрос валли _LOGGER.debug ҫеҫ ҫырӑр, info мар. "
                 "F-string мар, _LOGGER.debug(\"zone %s\", zone) пек ҫырӑр.",
                 [], "Ӑнлантӑм: _LOGGER.debug тата % форматлани."),
        ], "_LOGGER", tier="personalized", follow_ups=[
            ("Контроллер хуравламасан мӗн пулнине ҫырса хӑварӑр.", "cv"),
            ("record what happens when the controller stops answering", "en"),
            ("Scriv giò cosa suced quand el controller el respond pù.", "lmo")]),
        # ------------------------------ Swift Vapor server: braille co-op job queue
        Scenario("vapor-migration", "en", bq, [
            Step("jobs need a page count so we can quote embossing time. add it",
                 [edit(f"{bqa}/Migrations/CreateJob.swift", ".field(\"title\", .string, "
                       ".required)",
                       ".field(\"title\", .string, .required)\n            .field(\"page_count\", "
                       ".int)"),
                  edit(f"{bqa}/Models/Job.swift", "@Field(key: \"title\") var title: String",
                       "@Field(key: \"title\") var title: String\n    @OptionalField(key: "
                       "\"page_count\") var pageCount: Int?"),
                  bash("swift run App migrate --yes",
                       "[ INFO ] No new migrations.")],
                 "Added page_count to the CreateJob migration and the model."),
            Step("you edited CreateJob, which ran on the co-op's server back in march, so it "
                 "will never run again there. `No new migrations` was telling you that. we never "
                 "touch a shipped migration: revert it and add a new AsyncMigration "
                 "(AddPageCountToJob) registered after the others in configure.swift",
                 [bash("git checkout -- Sources/App/Migrations/CreateJob.swift", ""),
                  write(f"{bqa}/Migrations/AddPageCountToJob.swift",
                        "struct AddPageCountToJob: AsyncMigration {\n    func prepare(on db: "
                        "Database) async throws {\n        try await db.schema(\"jobs\")."
                        "field(\"page_count\", .int).update()\n    }\n    func revert(on db: "
                        "Database) async throws {\n        try await db.schema(\"jobs\")."
                        "deleteField(\"page_count\").update()\n    }\n}\n"),
                  edit(f"{bqa}/configure.swift", "app.migrations.add(CreateInvoice())",
                       "app.migrations.add(CreateInvoice())\n    app.migrations.add("
                       "AddPageCountToJob())"),
                  bash("swift run App migrate --yes",
                       "The following migration(s) will be prepared:\n+ App.AddPageCountToJob "
                       "on default\n[ INFO ] Migration successful")],
                 "CreateJob is back as it was; AddPageCountToJob adds the column."),
        ], "AsyncMigration", tier="procedural", follow_ups=[
            ("customers should be able to ask for contracted or uncontracted braille, store "
             "that on the order", "en"),
            ("Klijyncë mają mòc wëbrac skrócony abò pełny braille; zapiszë to przë "
             "zamówienim.", "csb"),
            ("Klijynty majōm móc wybrać skrōcōny abo pełny braille; zapisz to przi "
             "zamōwiyniu.", "szl")]),
        Scenario("vapor-env", "om", bq, [
            Step("Server kana database PostgreSQL haaraa co-op irratti akka fayyadamu godhi.",
                 [edit(f"{bqa}/configure.swift",
                       "app.databases.use(.postgres(configuration: config), as: .psql)",
                       "app.databases.use(.postgres(configuration: .init(hostname: "
                       "\"db.brailleq.example\", username: \"brailleq\", password: "
                       "\"OBU9dxCtgSJEMqNEJeUliG\", database: \"brailleq\", tls: "
                       ".prefer(try .init(configuration: .clientDefault)))), as: .psql)"),
                  bash("swift build", "Build complete! (38.12s)")],
                 "configure.swift amma database haaraa irratti hidhameera."),
            Step("Lakkii! Jecha darbii koodii keessa hin barreessin; git keessa seenuu "
                 "danda'a. Environment.get(\"DATABASE_PASSWORD\") fi kkf fayyadami, gatiin "
                 "isaa .env.production server irra qofa jira.",
                 [edit(f"{bqa}/configure.swift",
                       "password: \"OBU9dxCtgSJEMqNEJeUliG\"",
                       "password: Environment.get(\"DATABASE_PASSWORD\") ?? \"\""),
                  edit(f"{bqa}/configure.swift", "hostname: \"db.brailleq.example\"",
                       "hostname: Environment.get(\"DATABASE_HOST\") ?? \"localhost\""),
                  bash("git diff --stat", " Sources/App/configure.swift | 4 ++--")],
                 "Amma Environment.get irraa dubbifama; jecha darbii koodii keessa hin jiru."),
        ], "Environment.get", tier="procedural", follow_ups=[
            ("Server kun imeelii karaa SMTP co-op erguu qaba; qindeessi.", "om"),
            ("the server has to send mail through the co-op's SMTP relay, hook it up", "en"),
            ("Serwer dej e-mailki pśez SMTP drustwa pósćeloś; zwěž to.", "dsb")]),
        Scenario("vapor-testdb", "en", bq, [
            Step("run the test suite, I changed the invoice rounding",
                 [bash("env | grep DATABASE", "DATABASE_URL=postgres://brailleq@localhost:"
                       "5432/brailleq_dev"),
                  bash("swift test",
                       "Test Suite 'All tests' started.\n[ INFO ] Reverting all migrations\n"
                       "[ INFO ] Migration successful\nTest Case 'InvoiceTests."
                       "testRoundsToQuarterHour' passed (0.214 seconds)\n...\nExecuted 31 "
                       "tests, with 0 failures (0 unexpected) in 4.902 seconds")],
                 "All 31 tests pass."),
            Step("and the dev database is empty now. the tests revert every migration, and "
                 "your shell had DATABASE_URL pointing at brailleq_dev, which beats "
                 ".env.testing. tests only ever run against the throwaway container: "
                 "docker compose -f docker-compose.test.yml up -d, then swift test with "
                 "DATABASE_URL unset so .env.testing applies",
                 [bash("docker compose -f docker-compose.test.yml up -d",
                       "[+] Running 1/1\n ✔ Container brailleq-db-test-1  Started"),
                  bash("env -u DATABASE_URL swift test",
                       "Executed 31 tests, with 0 failures (0 unexpected) in 5.117 seconds"),
                  bash("./scripts/seed-dev.sh", "seeded 240 jobs, 31 customers")],
                 "Dev data re-seeded; tests now run against the test container only."),
        ], ".env.testing", tier="procedural", follow_ups=[
            ("check the new queue-priority logic doesn't break anything", "en"),
            ("Ta mee laccal fys nagh vel yn loayrtys noa er y chiú brishey red erbee.", "gv"),
            ("Geahččal ahte ođđa prioritehtalogihkka ii billis maidege.", "se")]),
        Scenario("vapor-await", "ti", bq, [
            Step("ነቲ ናይ ዓሚል ስራሓት ዝርዝር ብቑጽሪ ገጻት ዝሰርዕ route ወስኽ።",
                 [edit(f"{bqa}/Controllers/JobController.swift",
                       "func list(req: Request) async throws -> [JobDTO] {",
                       "func list(req: Request) throws -> [JobDTO] {\n        let jobs = try Job."
                       "query(on: req.db).sort(\\.$pageCount).all().wait()"),
                  bash("curl -s localhost:8080/jobs?sort=pages",
                       "curl: (52) Empty reply from server\n\n[ CRITICAL ] BUG DETECTED: wait() "
                       "must not be called when on an EventLoop.")],
                 "route ተወሲኹ ኣሎ።"),
            Step("እዚ ኣይሰርሕን ኢዩ፣ server ወዲቑ። ኣብ route handler ፈጺምካ .wait() ኣይትጠቀም። "
                 "async throws ኣብ ዝኾነ handler try await ጥራይ ተጠቐም።",
                 [edit(f"{bqa}/Controllers/JobController.swift",
                       "func list(req: Request) throws -> [JobDTO] {\n        let jobs = try Job."
                       "query(on: req.db).sort(\\.$pageCount).all().wait()",
                       "func list(req: Request) async throws -> [JobDTO] {\n        let jobs = "
                       "try await Job.query(on: req.db).sort(\\.$pageCount).all()"),
                  bash("curl -s localhost:8080/jobs?sort=pages | head -c 80",
                       "[{\"id\":\"6E1F0B52-2C4A-4F0E-9C1D-7A3B5E2D9F10\",\"title\":\"Parish "
                       "newsletter\",\"pages\":4}")],
                 "ሕጂ try await ይጥቀም ኣሎ፣ route ይሰርሕ።"),
        ], "await", tier="procedural", follow_ups=[
            ("ንምሉእ ዝተወድኡ ስራሓት ሓደ ሓደ ኢልካ ናብ ማህደር ዘሕልፍ endpoint ግበር።", "ti"),
            ("add an endpoint that archives all finished jobs in one go", "en"),
            ("Ӗҫленӗ ӗҫсене пӗр харӑс архива куҫаракан endpoint хушӑр.", "cv")]),
        Scenario("vapor-pref-dto", "en", bq, [
            Step("how I like the API done, before we begin: routes never return Fluent models "
                 "directly. each resource gets a request DTO and a response DTO conforming to "
                 "Content, with the mapping in an extension next to the model.",
                 [], "Got it: separate request and response DTOs conforming to Content, mapped in "
                     "an extension, no models returned from routes."),
        ], "DTO", tier="personalized", follow_ups=[
            ("we need an endpoint for the transcribers' availability calendar", "en"),
            ("Endpoint yeroo hojjettoonni qophaa'an agarsiisu nu barbaachisa.", "om"),
            ("ሰራሕተኛታት መዓስ ከም ዝረኽቡ ዘርኢ endpoint የድልየና።", "ti")]),
        Scenario("vapor-pref-format", "ln", bq, [
            Step("Liboso ya kobanda: nalingaka ete code nyonso ebongisama na swift-format "
                 "na fichier .swift-format ya projet. Sala swift format -i -r Sources Tests "
                 "liboso ya kolakisa ngai diff.",
                 [], "Nayoki: swift-format na .swift-format liboso ya diff nyonso."),
        ], "swift-format", tier="personalized", follow_ups=[
            ("Bongisa ndenge ntalo ya mosala etangamaka soki mikanda ezali na bililingi.",
             "ln"),
            ("fix how a quote is priced when the document has tactile graphics", "en"),
            ("Fakatonutonu ʻa e fika ʻo e totongi ʻi he taimi ʻoku ʻi ai ha ngaahi fakatātā "
             "ʻi he tohi.", "to")]),
        # ------------------------------ LÖVE 11 game: fossil museum's touchscreen kiosk
        Scenario("love-savedir", "en", fs, [
            Step("keep a high-score table so kids can see the day's best sorters",
                 [edit(f"{fs}/scores.lua", "function M.save(list)",
                       "function M.save(list)\n  local f = io.open(\"scores.txt\", \"w\")\n  "
                       "for _, s in ipairs(list) do f:write(s.name, \"\\t\", s.points, "
                       "\"\\n\") end\n  f:close()"),
                  bash("love .", "")],
                 "Scores are written to scores.txt and read back at start."),
            Step("on the kiosk build it crashes: 'scores.lua:4: attempt to index a nil value "
                 "(local 'f')'. the fused .exe sits in Program Files and can't write next to "
                 "itself. all saving goes through love.filesystem.write / read, which land in "
                 "the save directory (t.identity = \"fossilsort\" in conf.lua)",
                 [edit(f"{fs}/scores.lua",
                       "local f = io.open(\"scores.txt\", \"w\")",
                       "local lines = {}"),
                  edit(f"{fs}/scores.lua", "f:close()",
                       "love.filesystem.write(\"scores.txt\", table.concat(lines))"),
                  bash("grep -n identity conf.lua", "3:  t.identity = \"fossilsort\"")],
                 "Scores now go through love.filesystem into the save directory."),
        ], "love.filesystem", tier="procedural", follow_ups=[
            ("remember which language each visitor picked so the next round starts in it",
             "en"),
            ("Hinumdumi kon ano nga yinaknan an ginpili han bisita para ha sunod nga "
             "round.", "war"),
            ("Ingek bahaso nan dipiliah pangunjuang supayo ronde barikuiknyo mulai jo "
             "bahaso tu.", "min")]),
        Scenario("love-dt", "to", fs, [
            Step("Fakalele ʻa e ngaahi fosili mei ʻolunga ki lalo ʻi he sikilini.",
                 [edit(f"{fs}/fossil.lua", "function Fossil:update(dt)",
                       "function Fossil:update(dt)\n  self.y = self.y + 3"),
                  bash("love .", "")],
                 "ʻOku tō hifo ʻa e ngaahi fosili he taimí ni."),
            Step("ʻIkai ke totonu: ʻi he sikilini 144Hz ʻo e kiosk ʻoku lele vave ʻaupito. "
                 "Ko e ngaue kotoa pē ʻi he update ʻoku fakatatau ki he dt: self.y = self.y "
                 "+ self.speed * dt.",
                 [edit(f"{fs}/fossil.lua", "self.y = self.y + 3",
                       "self.y = self.y + self.speed * dt"),
                  edit(f"{fs}/fossil.lua", "self.speed = nil", "self.speed = 180"),
                  bash("love . --fps-log", "avg fps 143.8, fall time 2.01s")],
                 "ʻOku fakatatau ki he dt he taimí ni; 180 px he sekoni."),
        ], "dt", tier="procedural", follow_ups=[
            ("Fakaʻaiʻai ke vilo māmālie ʻa e ʻamonaite ʻi he peesi kamata.", "to"),
            ("make the ammonite on the start screen spin slowly", "en"),
            ("Fijhoz tourner doûçmint l' amonite so l' prumire waitroûle.", "wa")]),
        Scenario("love-luacheck", "en", fs, [
            Step("add a timer so a round ends after 90 seconds",
                 [edit(f"{fs}/round.lua", "function Round:start()",
                       "function Round:start()\n  timeLeft = 90"),
                  bash("luacheck .",
                       "Checking round.lua                                3 warnings\n\n    "
                       "round.lua:5:3: setting non-standard global variable 'timeLeft'\n    "
                       "round.lua:11:6: accessing undefined variable 'timeLeft'\n    "
                       "round.lua:12:5: mutating non-standard global variable 'timeLeft'\n\n"
                       "Total: 3 warnings / 0 errors in 14 files"),
                  edit(f"{fs}/round.lua", "  timeLeft = 90",
                       "  -- luacheck: ignore\n  timeLeft = 90"),
                  bash("luacheck .", "Total: 0 warnings / 0 errors in 14 files")],
                 "The round ends after 90 s; luacheck is clean."),
            Step("clean because you told it to look away. no luacheck: ignore comments in "
                 "this repo, ever. the warning was right: that's a new global. keep it on the "
                 "round (self.timeLeft) or make it local",
                 [edit(f"{fs}/round.lua", "  -- luacheck: ignore\n  timeLeft = 90",
                       "  self.timeLeft = 90"),
                  edit(f"{fs}/round.lua", "timeLeft = timeLeft - dt",
                       "self.timeLeft = self.timeLeft - dt"),
                  bash("luacheck .", "Total: 0 warnings / 0 errors in 14 files")],
                 "The timer lives on the round object; no ignore comments left."),
        ], "luacheck", tier="procedural", follow_ups=[
            ("count how many fossils a visitor sorts in a streak", "en"),
            ("Conta quanti fòscili un vixitatô o l'assorta un apreuvo l'atro sensa sbaliâ.",
             "lij"),
            ("Cunta quanti fossil on visitador el mett a post vun adree l'alter senza sbaglià.",
             "lmo")]),
        Scenario("love-load", "war", fs, [
            Step("Igbutang an litrato han trilobite ha card nga ginpapakita.",
                 [edit(f"{fs}/card.lua", "function Card:draw()",
                       "function Card:draw()\n  local img = love.graphics.newImage("
                       "\"art/trilobite.png\")\n  love.graphics.draw(img, self.x, self.y)"),
                  bash("love .", "")],
                 "Makikita na an trilobite ha card."),
            Step("Diri puydi ito. Kada frame nagkakarga hin bag-o nga image, ngan human hin "
                 "usa ka oras an kiosk nag-gamit hin 1.9 GB nga memorya. An ngatanan nga "
                 "assets ginkakarga la ha love.load, usa la ka beses.",
                 [edit(f"{fs}/card.lua", "  local img = love.graphics.newImage("
                       "\"art/trilobite.png\")\n", ""),
                  edit(f"{fs}/main.lua", "function love.load()",
                       "function love.load()\n  Assets.trilobite = love.graphics.newImage("
                       "\"art/trilobite.png\")"),
                  bash("love . --mem-log", "after 10 min: lua 6.2 MB, textures 41.0 MB")],
                 "Ginkarga na ha love.load; diri na nagtataas an memorya."),
        ], "love.load", tier="procedural", follow_ups=[
            ("Igdugang hin tunog kon husto an pagbutang han fosil.", "war"),
            ("play a sound when a fossil lands in the right drawer", "en"),
            ("Dej dźwiynk, kej skamiyniałość trefi do dobryj szuflady.", "szl")]),
        Scenario("love-pref-touch", "en", fs, [
            Step("ground rules for the kiosk before you write anything: it's a touchscreen, so "
                 "input goes through love.touchpressed / touchreleased; mouse handlers are only "
                 "a fallback for testing on a laptop. and no hit target smaller than 64 px.",
                 [], "Understood: touch callbacks first, mouse only as a dev fallback, hit "
                     "targets at least 64 px."),
        ], "touchpressed", tier="personalized", follow_ups=[
            ("add a button to switch the labels between English and Welsh", "en"),
            ("Dodôj knąpã do zmianë napisów midzë anielsczim a walijsczim.", "csb"),
            ("Pśidaj tłocašk za pśešaltowanje napisow mjazy engelšćinu a walizišćinu.",
             "dsb")]),
        Scenario("love-pref-busted", "min", fs, [
            Step("Sabalun mulai: ambo nio tiok modul punyo tes surang di folder spec/ jo "
                 "busted, namonyo <modul>_spec.lua. Indak ado tes nan digabuang dalam "
                 "main.lua.",
                 [], "Pahamlah: tes jo busted, ciek file _spec.lua untuak tiok modul di spec/."),
        ], "busted", tier="personalized", follow_ups=[
            ("Tambahan aturan poin baru untuak fosil nan langka.", "min"),
            ("add a scoring rule that gives extra points for rare fossils", "en"),
            ("Bakisa mobeko ya kopesa ba-points ya koleka mpo na bafosile oyo ezali mingi te.",
             "ln")]),
    ]
