"""A twenty-third outside set of sessions that teach something, and the later requests that need it.

Written by hand by a writer who had not read the project's code, tests or other held-out sets'
rows, from the Scenario format alone (the Scenario dataclass and the imports above it, the Step
dataclass, the bash, edit and write helpers, and the module docstring, imports and first two
scenarios of the twenty-second outside set for their layout), never used for tuning, and written
without reading how lessons are captured, stored or recalled. The list of earlier sets' project
kinds and languages was read only to pick new ones. Tiers were set by construction: a session
where the human corrects what the agent did in a tool call (or a claim it made about a tool's
output) is "procedural", one where the human only states how they like things before the agent
does anything is "personalized". Five invented projects of kinds absent from the earlier learning
sets: a QGIS plugin in Python (qgis.PyQt, pb_tool, QgsTask, pytest-qgis) keeping a footpath
wardens' inventory of stiles and gates, an Emacs Lisp package (Eask, ERT, package-lint, checkdoc)
looking terms up in a translators' collective's glossaries, a Google Apps Script project in
TypeScript (clasp, esbuild, SpreadsheetApp, PropertiesService, LockService) running a primary
school parents' uniform swap, an OpenSCAD library (BOSL2 submodule, Makefile, manifold backend)
of a tactile board-game club's printable pieces, and a Minecraft Fabric mod in Java (Gradle
wrapper, Loom, datagen, mixins, split client source set, gametests) for a public library's
teen coding-club server.

30 sessions, six per project. In 20 the agent works (edits, commands with realistic output, or a
claim it makes) and then the human corrects it, sharply or mildly (a pasted error, "why did you
...?", "never ...", a reminder of how the team does it); tier "procedural", four per project. In
10 the human only states a personal preference before any work; tier "personalized", two per
project. 15 sessions are in English, the other 15 in Northern Sotho, Tsonga, Swati, Yakut,
Kabyle, Wolof, Bislama, Fijian, Kapampangan, Bambara, Twi, Luganda, Kirundi, Hiligaynon and
Central Bikol (one each). Each scenario has 3 follow-ups (90 in all): requests from a later
session that need the lesson while sharing few words with it; exactly one per scenario is in the
session's language, so 60 of the 90 are in another language (English 30 in all, 15 of them
follow-ups of non-English sessions; each of the fifteen other languages 4 times, once in its own
session and three times elsewhere). `expect` is one word the learned record should contain,
chosen as a language-neutral technical token (a tool, a flag, a file, a class, an identifier).
All names, paths, hosts (under .example), numbers, ids and outputs are invented; the one
credential-shaped value comes from a seeded PRNG (random.Random(2823)); nothing is copied from a
public text. The writer is not a fluent speaker of any of the fifteen languages; many of those
sentences will read as a learner's.
"""

from __future__ import annotations

from learning_set import Scenario
from sessions import Step, bash, edit, write


def scenarios(base: str) -> list[Scenario]:
    sw = f"{base}/stilewatch"
    tl = f"{base}/termlore"
    sp = f"{base}/swapsheet"
    tk = f"{base}/tactokit"
    sc = f"{base}/shelfcraft"
    plug = "~/.local/share/QGIS/QGIS3/profiles/default/python/plugins"
    scj = f"{sc}/src/main/java/example/tollgate/shelfcraft"
    scc = f"{sc}/src/client/java/example/tollgate/shelfcraft"
    return [
        # ------------------------------ QGIS plugin: footpath wardens' stile and gate inventory
        Scenario("qgis-pyqt-shim", "en", sw, [
            Step("the wardens want a small dialog to log a repair visit on the selected stile: "
                 "date, warden initials, notes. hang it off a toolbar button",
                 [write(f"{sw}/repair_dialog.py",
                        "from PyQt5.QtCore import QDate\n"
                        "from PyQt5.QtWidgets import (QDateEdit, QDialog, QDialogButtonBox,\n"
                        "                             QFormLayout, QLineEdit, QPlainTextEdit)\n\n\n"
                        "class RepairDialog(QDialog):\n"
                        "    def __init__(self, parent=None):\n"
                        "        super().__init__(parent)\n"
                        "        self.visit_date = QDateEdit(QDate.currentDate())\n"
                        "        self.initials = QLineEdit()\n"
                        "        self.notes = QPlainTextEdit()\n"),
                  edit(f"{sw}/stilewatch.py", "self.actions = []",
                       "self.actions = []\n        self.repair_action = None"),
                  bash("python -m pytest -q test/",
                       ".......                                                  [100%]\n"
                       "7 passed in 3.41s")],
                 "Added RepairDialog and a 'Log repair' toolbar button; the tests pass."),
            Step("don't import PyQt5 directly anywhere in the plugin. the hall laptop runs a QGIS "
                 "nightly built on Qt6 and `from PyQt5...` just dies there with "
                 "ModuleNotFoundError. every Qt import goes through the shim: "
                 "from qgis.PyQt.QtWidgets import QDialog, from qgis.PyQt.QtCore import QDate. "
                 "it maps to whichever Qt that QGIS was built with",
                 [edit(f"{sw}/repair_dialog.py", "from PyQt5.QtCore import QDate",
                       "from qgis.PyQt.QtCore import QDate"),
                  edit(f"{sw}/repair_dialog.py", "from PyQt5.QtWidgets import (",
                       "from qgis.PyQt.QtWidgets import ("),
                  bash("grep -rn 'from PyQt5\\|import PyQt5' --include=*.py .", ""),
                  bash("python -m pytest -q test/",
                       ".......                                                  [100%]\n"
                       "7 passed in 3.38s")],
                 "Every Qt import now goes through qgis.PyQt; nothing imports PyQt5 directly."),
        ], "qgis.PyQt", tier="procedural", follow_ups=[
            ("the wardens want a popup with the photo of a gate when they click it on the map",
             "en"),
            ("Re nyaka lefesetere le lennyane la go bontšha seswantšho sa kgoro ge motho a "
             "kgetha ntlha mmapeng.", "nso"),
            ("Au via e dua na iyaloyalo lailai me vakaraitaka na itaba ni katuba ni bai ni "
             "digitaki e dua na vanua ena mape.", "fj")]),
        Scenario("qgis-metadata-version", "nso", sw, [
            Step("Hle oketša nomoro ya version ya plugin go 1.4.0; re e lokolla ka Labohlano gore "
                 "ba-warden ba hwetše foromo ye mpsha ya dipoeletšo.",
                 [edit(f"{sw}/__init__.py", '__version__ = "1.3.2"', '__version__ = "1.4.0"'),
                  bash("pb_tool zip",
                       "Compiling resources.qrc -> resources.py\n"
                       "Building zip/stilewatch.zip from 14 files\nDone.")],
                 "Ke fetotše __version__ go 1.4.0 gomme ka aga zip ye mpsha."),
            Step("Aowa. QGIS le repository ya di-plugin ga di bale __init__.py ka gore ga di "
                 "tsebe Python ya rena; di bala metadata.txt fela. Zip ye o e dirilego e sa "
                 "bontšha 1.3.2 ka Plugin Manager. Ka mehla fetola version= le changelog= ka "
                 "go metadata.txt.",
                 [edit(f"{sw}/metadata.txt", "version=1.3.2", "version=1.4.0"),
                  edit(f"{sw}/metadata.txt", "changelog=\n    1.3.2",
                       "changelog=\n    1.4.0 - repair visit dialog\n    1.3.2"),
                  bash("pb_tool zip && unzip -p zip/stilewatch.zip stilewatch/metadata.txt "
                       "| grep -E '^(version|changelog)'",
                       "Building zip/stilewatch.zip from 14 files\nDone.\nversion=1.4.0\n"
                       "changelog=")],
                 "metadata.txt jwale e na le version=1.4.0 le changelog ye mpsha."),
        ], "metadata.txt", tier="procedural", follow_ups=[
            ("Re lokolla 1.5.0 beke ye e tlago; lokišetša tokollo yeo.", "nso"),
            ("we're shipping 1.5 next week, get the plugin ready for the release", "en"),
            ("Ad nessufeɣ 1.5 ddurt i d-iteddun; heggi-d plugin i tuffɣa-nni.", "kab")]),
        Scenario("qgis-qgstask", "en", sw, [
            Step("add a step that recalculates condition_score for every stile from its last "
                 "three inspection rows. there are about eleven thousand stiles",
                 [edit(f"{sw}/stilewatch.py", "def recalc_scores(self):\n        pass",
                       "def recalc_scores(self):\n        layer = self.stiles_layer()\n"
                       "        layer.startEditing()\n        for f in layer.getFeatures():\n"
                       "            layer.changeAttributeValue(f.id(), self.idx_score, "
                       "score_for(f))\n        layer.commitChanges()"),
                  bash("qgis --nologo --code scripts/run_recalc.py",
                       "recalc_scores: 11482 features updated in 214.7 s")],
                 "condition_score is recalculated for all 11,482 stiles."),
            Step("it gets there, but QGIS greys out for three and a half minutes and windows "
                 "offers to kill it. the wardens will think it crashed. long jobs don't run on "
                 "the GUI thread here: make it a QgsTask subclass, hand it to "
                 "QgsApplication.taskManager().addTask(), call setProgress() and honour "
                 "isCanceled(), and only write to the layer in finished()",
                 [write(f"{sw}/tasks/recalc_task.py",
                        "from qgis.core import QgsTask\n\n\n"
                        "class RecalcScoresTask(QgsTask):\n"
                        "    def __init__(self, layer):\n"
                        "        super().__init__('Recalculate stile scores', "
                        "QgsTask.CanCancel)\n"
                        "        self.layer_id = layer.id()\n        self.scores = {}\n"),
                  edit(f"{sw}/stilewatch.py",
                       "layer = self.stiles_layer()\n        layer.startEditing()",
                       "self.task = RecalcScoresTask(self.stiles_layer())\n"
                       "        QgsApplication.taskManager().addTask(self.task)"),
                  bash("python -m pytest -q test/test_recalc_task.py",
                       "..                                                       [100%]\n"
                       "2 passed in 1.88s")],
                 "The recalculation runs as RecalcScoresTask in the task manager, with progress "
                 "and cancel; the layer is only written in finished()."),
        ], "QgsTask", tier="procedural", follow_ups=[
            ("import the 2019 paper survey csv, about forty thousand rows, into the inspections "
             "layer", "en"),
            ("Ndzi lava ku nghenisa fayili ya csv ya ndzavisiso wa 2019, leyi nga ni milayini "
             "ya kwalomu ka 40000, eka layer ya swikambelo.", "ts"),
            ("Ipasok me ing csv ning survey ning 2019, atin yang manigit 40,000 a linya, king "
             "layer da reng inspeksiun.", "pam")]),
        Scenario("qgis-pb-tool-deploy", "ts", sw, [
            Step("Ndzi cincile xifaniso xa plugin eka icons/stile.svg. Xi yise eka QGIS ya mina "
                 "leswaku ndzi ta xi vona.",
                 [bash(f"cp -r . {plug}/stilewatch/", "")],
                 "Ndzi kopile plugin eka profile ya wena; pfula QGIS nakambe."),
            Step("Xifaniso xa ha ri xa khale, naswona sweswi ku ni .git na test/ endzeni ka "
                 "folda ya plugins. resources.qrc a yi compile-iwanga. U nga tshuki u kopa hi "
                 "voko: tirhisa pb_tool deploy, yi compile resources.py yi tlhela yi kopa "
                 "ntsena tifayili leti nga eka pb_tool.cfg.",
                 [bash(f"rm -rf {plug}/stilewatch", ""),
                  bash("pb_tool deploy -y",
                       "Deploying to /home/kit/.local/share/QGIS/QGIS3/profiles/default/python/"
                       "plugins/stilewatch\nCompiling resources.qrc -> resources.py\n"
                       "Copying 14 files\nCopying icons/stile.svg\nDone.")],
                 "Ndzi tirhisile pb_tool deploy; xifaniso lexintshwa xi kona."),
        ], "pb_tool", tier="procedural", follow_ups=[
            ("Ndzi dirowile swifaniso swa toolbar nakambe; swi nghenise eka QGIS ya mina "
             "ndzi swi ringeta.", "ts"),
            ("I redrew the toolbar images, get them into my QGIS so I can try them", "en"),
            ("Defaat naa nataal yi ci toolbar bi; duggal leen ci sama QGIS ngir ma seetlu "
             "leen.", "wo")]),
        Scenario("qgis-messagelog", "en", sw, [
            Step("before you start on the plugin: diagnostics go to QgsMessageLog.logMessage "
                 "with the tag 'Stilewatch' and the right Qgis.MessageLevel. no print(), no "
                 "python logging module. the wardens send me screenshots of the Log Messages "
                 "panel and that's all I ever get to debug with",
                 [],
                 "Understood: diagnostics through QgsMessageLog.logMessage under the "
                 "'Stilewatch' tag with a proper level."),
        ], "QgsMessageLog", tier="personalized", follow_ups=[
            ("add some output so I can see why a gate sometimes refuses to save", "en"),
            ("Ngicela ungete imilayeto letawungisita kubona kutsi kungani lisango "
             "ngaletinye tikhatsi lingagcinwa.", "ss"),
            ("Kunnafoni dɔw fara a kan walasa n ka a lajɛ mun na da dɔw tɛ mara tuma dɔw la.",
             "bm")]),
        Scenario("qgis-pytest-iface", "ss", sw, [
            Step("Ngaphambi kwekutsi uchubeke: kuhlola kwakho kufanele kusebentise i-fixture "
                 "qgis_iface ye-pytest-qgis. Angifuni kubona i-MagicMock lebhalwe ngesandla "
                 "esikhundleni se-iface. Ngitsandza kuhlola lokusebentisa i-QGIS yemphela.",
                 [],
                 "Kulungile: kuhlola kutawusebentisa qgis_iface, ngaphandle kwe-MagicMock."),
        ], "qgis_iface", tier="personalized", follow_ups=[
            ("Ngicela ubhale kuhlola kwenkinobho lensha ye-toolbar levula lifomu lekulungisa.",
             "ss"),
            ("write tests for the new toolbar button that opens the repair form", "en"),
            ("Plis yu raetem sam test blong niu baton long toolbar we i openem fom blong "
             "repea.", "bi")]),
        # ------------------------------ Emacs Lisp package: translators' collective glossaries
        Scenario("elisp-cl-lib", "en", tl, [
            Step("termlore-lookup should take a list of glossaries and stop at the first one "
                 "that knows the term. add that",
                 [edit(f"{tl}/termlore.el", "(defun termlore-lookup (term glossary)",
                       "(require 'cl)\n\n(defun termlore-lookup (term glossaries)\n"
                       "  (loop for g in glossaries\n"
                       "        thereis (termlore--find term g))"),
                  bash("eask compile",
                       "Compiling /home/ines/termlore/termlore.el...\n\nIn toplevel form:\n"
                       "termlore.el:31:1: Warning: Package cl is deprecated\n"
                       "termlore.el:34:3: Warning: ‘loop’ is an obsolete alias (as of 27.1); "
                       "use ‘cl-loop’ instead.\n(Total of 1 file compiled, 0 skipped)")],
                 "termlore-lookup now takes a list of glossaries; it compiles (two warnings "
                 "about cl)."),
            Step("those two warnings are the problem, not a footnote. `cl' is deprecated and "
                 "MELPA won't accept a package that requires it. use (require 'cl-lib) and the "
                 "cl- prefixed names (cl-loop, cl-some) or seq.el. CI compiles with "
                 "byte-compile-error-on-warn, so any warning fails the build",
                 [edit(f"{tl}/termlore.el", "(require 'cl)", "(require 'cl-lib)"),
                  edit(f"{tl}/termlore.el",
                       "(loop for g in glossaries\n        thereis (termlore--find term g))",
                       "(cl-some (lambda (g) (termlore--find term g)) glossaries)"),
                  bash("eask compile --strict",
                       "Compiling /home/ines/termlore/termlore.el...\n"
                       "(Total of 1 file compiled, 0 skipped)")],
                 "Switched to cl-lib (cl-some); it compiles cleanly with --strict."),
        ], "cl-lib", tier="procedural", follow_ups=[
            ("group the search results by glossary and show how many came from each", "en"),
            ("Көрдөөһүн түмүктэрин глоссарий ааттарынан араар уонна хас биирдии глоссарийтан "
             "хаччата кэлбитин аах.", "sah"),
            ("Kyekyɛ nhwehwɛmu no mu nsɛm no mu wɔ glossary biara din ase, na kan dodoɔ a "
             "ɛfiri biara mu.", "tw")]),
        Scenario("elisp-eask-test", "sah", tl, [
            Step("Тургутууларбын ыыт эрэ, бэҕэһээҥҥи уларытыы кэнниттэн туох алдьаммытын "
                 "көрүөхпүн баҕарабын.",
                 [bash("emacs -batch -l ~/.emacs.d/init.el -l test/termlore-test.el "
                       "-f ert-run-tests-batch-and-exit",
                       "Loading /home/ines/.emacs.d/init.el (source)...\n"
                       "Loading /home/ines/.emacs.d/elpa/termlore-0.6.0/termlore.elc...\n"
                       "Running 18 tests (2026-11-30 21:04:12+0100, selector ‘t’)\n...\n"
                       "Ran 18 tests, 18 results as expected, 0 unexpected")],
                 "Бары 18 тургутуу ааста, туох да алдьаммата."),
            Step("Суох, бу ааҕыллыбат. Эн мин init.el-бын уонна ~/.emacs.d/elpa иһинээҕи эргэ "
                 "termlore-0.6.0-ны тиэйдиҥ, онон тургутуу мин уларытыыбын көрбөтө. Куруук "
                 "eask test ert туттуҥ: кини .eask/ иһигэр туспа пакеттары туруорар, "
                 "мин init.el-бын таарыйбат.",
                 [bash("eask install-deps --dev",
                       "Installing 1 package dependency...\n"
                       "  - Installing compat (30.0.2.0)... done"),
                  bash("eask test ert test/termlore-test.el",
                       "Running 18 tests (2026-11-30 21:09:40+0100, selector ‘t’)\n"
                       "   passed   1/18  termlore-test-basic (0.000412 sec)\n...\n"
                       "Test termlore-test-multi-glossary condition:\n"
                       "    (ert-test-failed ((should (equal hit \"bremsleitung\")) ...))\n"
                       "   FAILED  11/18  termlore-test-multi-glossary (0.001207 sec)\n...\n"
                       "Ran 18 tests, 17 results as expected, 1 unexpected")],
                 "eask test ert көрдөрдө: termlore-test-multi-glossary алдьаммыт."),
        ], "eask", tier="procedural", follow_ups=[
            ("Мин саҥа тургутуу эбэн кэбистим; ааһарын-ааспатын көр эрэ.", "sah"),
            ("I added a test for hyphenated terms, see whether it passes", "en"),
            ("Au sa vakuria e dua na vakatovotovo vou me baleta na vosa e tiko kina na "
             "hyphen; raica se rawa.", "fj")]),
        Scenario("elisp-defcustom", "en", tl, [
            Step("let people choose where termlore looks for glossary files; right now it's "
                 "hard-coded to ~/glossaries",
                 [edit(f"{tl}/termlore.el", '(defconst termlore--dir "~/glossaries/")',
                       '(defvar termlore-glossary-directory "~/glossaries/"\n'
                       '  "Where glossary files live.")'),
                  bash("eask compile --strict",
                       "Compiling /home/ines/termlore/termlore.el...\n"
                       "(Total of 1 file compiled, 0 skipped)")],
                 "Added termlore-glossary-directory; set it in your init file to change the "
                 "folder."),
            Step("a setting users are meant to change has to be a defcustom with a :type and "
                 ":group 'termlore, otherwise it never shows up in M-x customize-group and half "
                 "our translators don't touch init.el at all. defvar is for internal state only",
                 [edit(f"{tl}/termlore.el",
                       '(defvar termlore-glossary-directory "~/glossaries/"\n'
                       '  "Where glossary files live.")',
                       '(defcustom termlore-glossary-directory "~/glossaries/"\n'
                       '  "Directory that holds the glossary files."\n'
                       "  :type 'directory\n  :group 'termlore)"),
                  bash("eask compile --strict && eask lint checkdoc",
                       "(Total of 1 file compiled, 0 skipped)\n"
                       "`termlore.el` with checkdoc (0.6.2)\nNo issues found")],
                 "termlore-glossary-directory is now a defcustom (:type directory, :group "
                 "termlore)."),
        ], "defcustom", tier="procedural", follow_ups=[
            ("let translators switch off the popup that appears after every lookup", "en"),
            ("Eǧǧ imsuqlen ad sexsin asfaylu i d-yettbanen deffir yal anadi.", "kab"),
            ("Leka abavvuunuzi basobole okuggyako akadirisa akalabika buli lwe banoonya "
             "ekigambo.", "lg")]),
        Scenario("elisp-package-lint", "kab", tl, [
            Step("Ttxil-k, rnu deg termlore--normalize ayen ara yettbeddilen '_' s tallunt deg "
                 "wawal uqbel anadi.",
                 [edit(f"{tl}/termlore.el",
                       "(defun termlore--normalize (term)\n  (downcase term))",
                       "(defun termlore--normalize (term)\n"
                       "  (downcase (string-replace \"_\" \" \" term)))"),
                  bash("eask test ert",
                       "Running 19 tests (2026-12-01 18:22:05+0100, selector ‘t’)\n...\n"
                       "Ran 19 tests, 19 results as expected, 0 unexpected")],
                 "Rniɣ string-replace deg termlore--normalize; akk tirmitin ɛeddant."),
            Step("Ala. Aqerru n ufaylu yenna Package-Requires: ((emacs \"27.1\")), maca "
                 "string-replace d ajdid deg Emacs 28, u sin yimsuqlen mazal sseqdacen 27. Yal "
                 "tikkelt, sselkem eask lint package (package-lint) send ad tiniḍ yemmed, u "
                 "sseqdec replace-regexp-in-string.",
                 [bash("eask lint package",
                       "`termlore.el` with package-lint (0.23)\n"
                       "termlore.el:58:22: error: You should depend on (emacs \"28.1\") if "
                       "you need `string-replace'.\n1 error found"),
                  edit(f"{tl}/termlore.el", '(string-replace "_" " " term)',
                       '(replace-regexp-in-string "_" " " term t t)'),
                  bash("eask lint package && eask test ert",
                       "`termlore.el` with package-lint (0.23)\nNo issues found\n"
                       "Ran 19 tests, 19 results as expected, 0 unexpected")],
                 "Tura package-lint ulac uguren; tawuri teddu deg Emacs 27.1."),
        ], "package-lint", tier="procedural", follow_ups=[
            ("Rnu ayen ara d-yekksen tallunin seg tazwara d taggara n yal awal send anadi.",
             "kab"),
            ("strip leading and trailing whitespace from terms before they are looked up", "en"),
            ("Ilako me ing mipnung puang king mumuna at king kauli ning balang amanu bayu ya "
             "panintunan.", "pam")]),
        Scenario("elisp-checkdoc-style", "en", tl, [
            Step("one thing before you write any elisp for me: every docstring has to pass "
                 "checkdoc. first line a complete sentence ending in a period, arguments "
                 "mentioned in CAPITALS, nothing past column 80. I'd rather you run eask lint "
                 "checkdoc yourself than have me find it in review",
                 [],
                 "Noted: docstrings in checkdoc style, and I'll run eask lint checkdoc myself."),
        ], "checkdoc", tier="personalized", follow_ups=[
            ("write a command that copies the current term's translation to the kill ring",
             "en"),
            ("Bindal ab ndigal buy duppi tekki baat bi nga nekk ci kaw, def ko ci kill ring.",
             "wo"),
            ("Andika itegeko rikopora insobanuro y'ijambo riri imbere yawe rikarishira muri "
             "kill ring.", "rn")]),
        Scenario("elisp-private-prefix", "wo", tl, [
            Step("Laaj bu jëkk: bëgg naa funksioŋ yu bees yi ci biir (private) tudd ak "
                 "`termlore--` (ñaari tiret), te yi nit ñi di jëfandikoo rekk am `termlore-`. "
                 "Bul def funksioŋ wu amul prefix.",
                 [],
                 "Waaw, dinaa jëfandikoo termlore-- ngir yi ci biir, termlore- ngir yi ci "
                 "biti."),
        ], "termlore--", tier="personalized", follow_ups=[
            ("Yokkal ab funksioŋ bu ndaw buy xool ndax fichier glossary bi mën nañu koo jàng.",
             "wo"),
            ("add a small helper that checks whether a glossary file is readable", "en"),
            ("Dɛmɛbaga fitinin dɔ fara a kan min bɛ a lajɛ ni glossary dosiye bɛ se ka kalan.",
             "bm")]),
        # ------------------------------ Apps Script (clasp, TypeScript): parents' uniform swap
        Scenario("gas-batch-setvalues", "en", sp, [
            Step("the 'Mark collected' menu item times out on the big sheet. fix it",
                 [bash("clasp logs --simplified | tail -3",
                       "INFO   2026-11-28T17:56:10.904Z  markCollected  rows to update: 1840\n"
                       "ERROR  2026-11-28T18:02:11.442Z  markCollected  Exceeded maximum "
                       "execution time"),
                  edit(f"{sp}/src/collect.ts",
                       "for (let r = 2; r <= last; r++) {\n"
                       "    sheet.getRange(r, COL_STATUS).setValue(statusFor(sheet.getRange(r, "
                       "COL_CLAIM).getValue()));\n  }",
                       "for (let r = 2; r <= last; r++) {\n"
                       "    const claim = sheet.getRange(r, COL_CLAIM).getValue();\n"
                       "    if (claim) sheet.getRange(r, COL_STATUS).setValue(statusFor(claim));"
                       "\n  }\n  SpreadsheetApp.flush();"),
                  bash("npm run build && clasp push",
                       "> swapsheet@1.2.0 build\n> esbuild src/main.ts --bundle "
                       "--outfile=dist/Code.js\n\n  dist/Code.js  18.4kb\n\n"
                       "└─ Pushed 3 files.")],
                 "It now skips unclaimed rows and flushes once; that should fit in the limit."),
            Step("it still dies at six minutes. skipping blanks doesn't help when 1,800 rows are "
                 "claimed, every getValue/setValue is a round trip to the sheet. read the whole "
                 "block once with getRange(...).getValues(), change the array, and write it "
                 "back with a single setValues() call",
                 [edit(f"{sp}/src/collect.ts",
                       "for (let r = 2; r <= last; r++) {\n"
                       "    const claim = sheet.getRange(r, COL_CLAIM).getValue();",
                       "const rng = sheet.getRange(2, 1, last - 1, COL_STATUS);\n"
                       "  const rows = rng.getValues();\n  for (const row of rows) {\n"
                       "    const claim = row[COL_CLAIM - 1];"),
                  edit(f"{sp}/src/collect.ts",
                       "    if (claim) sheet.getRange(r, COL_STATUS).setValue(statusFor(claim));"
                       "\n  }\n  SpreadsheetApp.flush();",
                       "    if (claim) row[COL_STATUS - 1] = statusFor(claim);\n  }\n"
                       "  rng.setValues(rows);"),
                  bash("npm run build && clasp push && clasp run markCollected",
                       "  dist/Code.js  18.3kb\n\n└─ Pushed 3 files.\n1840")],
                 "markCollected reads the block once with getValues and writes it back with "
                 "one setValues; it finishes in a few seconds."),
        ], "setValues", tier="procedural", follow_ups=[
            ("the nightly job that colours overdue claims red is crawling too, speed it up",
             "en"),
            ("Wok blong naet we i kalarem ol klem we taem blong olgeta i pas finis i slo "
             "tumas; mekem i go kwik.", "bi"),
            ("Ang trabaho kada gab-i nga nagapula sang mga claim nga lapas na sa tion mahinay "
             "gid; paspasa ini.", "hil")]),
        Scenario("gas-script-properties", "bi", sp, [
            Step("Plis joenem fom ia long Postwick mail API blong sendem imel long ol papa mo "
                 "mama taem yunifom blong olgeta i redi. Ki blong API hemi "
                 "SWPsIf8ZAorDzREfnuWUPgptrHkezwoFgTvUh6ex.",
                 [edit(f"{sp}/src/notify.ts", "// TODO notify",
                       'const POSTWICK_KEY = "SWPsIf8ZAorDzREfnuWUPgptrHkezwoFgTvUh6ex";\n\n'
                       "export function notifyReady(email: string, item: string) {\n"
                       '  UrlFetchApp.fetch("https://api.postwick.example/v2/send", {\n'
                       '    method: "post",\n'
                       "    headers: { Authorization: `Bearer ${POSTWICK_KEY}` },\n"
                       '    payload: JSON.stringify({ to: email, template: "uniform-ready", '
                       "item }),\n  });\n}"),
                  bash("npm run build && clasp push && git add -A && git commit -qm "
                       "'notify parents via Postwick'",
                       "  dist/Code.js  19.1kb\n\n└─ Pushed 3 files.")],
                 "Mi putum ki long notify.ts mo mi komitim; imel i stap go naoia."),
            Step("Wo! Yu no mas putum ki insaed long kod. Repo ia i open long evriwan, eni papa "
                 "we i wantem helpem i save ridim. Oltaem putum ol sikret long Script "
                 "Properties mo ridim wetem PropertiesService.getScriptProperties()"
                 ".getProperty('POSTWICK_KEY'). Tekemaot komit ia; bambae mi jenisim ki.",
                 [bash("git reset -q --soft HEAD~1", ""),
                  edit(f"{sp}/src/notify.ts",
                       'const POSTWICK_KEY = "SWPsIf8ZAorDzREfnuWUPgptrHkezwoFgTvUh6ex";',
                       "const POSTWICK_KEY = PropertiesService.getScriptProperties()"
                       '.getProperty("POSTWICK_KEY");'),
                  bash("git grep -c SWPsIf8Z; npm run build && clasp push && git add -A && "
                       "git commit -qm 'notify parents via Postwick'",
                       "  dist/Code.js  19.1kb\n\n└─ Pushed 3 files.")],
                 "Ki i kamaot long Script Properties naoia; komit we i gat ki insaed i lus."),
        ], "PropertiesService", tier="procedural", follow_ups=[
            ("Komiti i givim mifala wan tokn blong SMS sevis; plis joenem long skript blong "
             "sendem tekst.", "bi"),
            ("the committee got us a token for an SMS gateway, wire text messages into the "
             "script", "en"),
            ("Kɔmiti no de SMS token foforɔ ama yɛn; mepa wo kyɛw, fa bata script no ho.",
             "tw")]),
        Scenario("gas-redeploy-existing", "en", sp, [
            Step("I changed the wording of the claim form in Form.html. publish it so parents "
                 "see it",
                 [bash("npm run build && clasp push",
                       "  dist/Code.js  19.1kb\n\n└─ Pushed 4 files."),
                  bash("clasp deploy --description 'claim form wording'",
                       "Created version 14.\n- AKfyNw8q1 @14.")],
                 "Deployed as version 14."),
            Step("that made a brand-new deployment with a new /exec URL. the newsletter link and "
                 "the QR code on the noticeboard point at the old deployment, which still serves "
                 "version 13. always redeploy the existing one: clasp deploy --deploymentId "
                 "AKfyRm27c (it's in DEPLOYMENT.md), and remove the stray one",
                 [bash("clasp undeploy AKfyNw8q1", "Undeployed AKfyNw8q1."),
                  bash("clasp deploy --deploymentId AKfyRm27c --description "
                       "'claim form wording'",
                       "Created version 15.\n- AKfyRm27c @15.")],
                 "The existing deployment AKfyRm27c now serves version 15; the stray one is "
                 "gone."),
        ], "deploymentId", tier="procedural", follow_ups=[
            ("the spring swap date on the claim page is wrong, correct it and make it live",
             "en"),
            ("E cala na tikinisiga ni veisau ena tabana ni claim; vakadodonutaka ka me ra "
             "raica na itubutubu.", "fj"),
            ("Sala an petsa kan swap sa pahina kan claim; tadtaran tabi asin ipahiling sa mga "
             "magurang.", "bcl")]),
        Scenario("gas-lockservice", "fj", sp, [
            Step("E rua na itubutubu era claim-taka na blazer vata ena gauna vata, ka rau rua "
                 "ga e rawata. Vakadodonutaka me kua ni yaco tale.",
                 [edit(f"{sp}/src/claim.ts",
                       "const row = findItem(itemId);\n  if (row.status === \"free\") {",
                       "const row = findItem(itemId);\n  SpreadsheetApp.flush();\n"
                       "  if (row.status === \"free\" && !row.claimedBy) {"),
                  bash("npm run build && clasp push",
                       "  dist/Code.js  19.3kb\n\n└─ Pushed 3 files.")],
                 "Au vakuria e dua na vakadinadinataki tale ni claimedBy."),
            Step("Sega ni rawa oqo. Ni rau yaco vata, rau na wilika vata ga na 'free'. Mo "
                 "vakayagataka na LockService.getScriptLock(), waitLock(10000), wilika tale na "
                 "row, volavola, ka releaseLock() ena finally. Kua ni guilecava oqo ena veika "
                 "kece e volavola ki na sheet.",
                 [edit(f"{sp}/src/claim.ts",
                       "const row = findItem(itemId);\n  SpreadsheetApp.flush();\n"
                       "  if (row.status === \"free\" && !row.claimedBy) {",
                       "const lock = LockService.getScriptLock();\n  lock.waitLock(10000);\n"
                       "  try {\n    const row = findItem(itemId);\n"
                       "    if (row.status !== \"free\") return { ok: false, reason: \"taken\" };"
                       "\n    markClaimed(row, email);\n  } finally {\n"
                       "    lock.releaseLock();\n  }"),
                  bash("npm run build && clasp push && npm test",
                       "  dist/Code.js  19.5kb\n\n└─ Pushed 3 files.\n\n"
                       " PASS  test/claim.test.ts\n"
                       "  ✓ second concurrent claim is refused (41 ms)\n\n"
                       "Tests:       1 passed, 1 total")],
                 "Na claim e rawa vakadua ga ena LockService."),
        ], "LockService", tier="procedural", follow_ups=[
            ("Me rawa vei ira na itubutubu me ra vakasuka na ka era a kerea, ka me lesu tale "
             "ki na lisi ni ka e tu.", "fj"),
            ("let parents cancel a claim so the item goes back on the rack", "en"),
            ("Leka abazadde basazeemu kye baali basabye, ekyambalo kiddeyo ku lukalala "
             "lw'ebiriwo.", "lg")]),
        Scenario("gas-formatdate", "en", sp, [
            Step("before we start: any date the script writes into the sheet or into an email "
                 "goes through Utilities.formatDate(d, Session.getScriptTimeZone(), "
                 "'dd/MM/yyyy'). no toLocaleDateString, no toISOString. the script runs in "
                 "another timezone and last term parents were told to collect on the 13th "
                 "when it was the 14th",
                 [],
                 "Will do: dates through Utilities.formatDate with the script time zone, "
                 "dd/MM/yyyy."),
        ], "formatDate", tier="personalized", follow_ups=[
            ("add the pickup day to the reminder email", "en"),
            ("Ibili me ing aldo ning pamangua king email a paralala.", "pam"),
            ("Tsenya letšatši la go tšea diaparo ka go imeile ya kgopotšo.", "nso")]),
        Scenario("gas-no-clasp-push", "pam", sp, [
            Step("Bayu ka magumpisa: e mu patakbuan ing `clasp push` o `clasp deploy` keka. "
                 "Buri ku yang akit ing diff, at aku ing mag-push. Sabyan mu mu kanaku nung "
                 "ready na.",
                 [],
                 "Sige, e ku patakbuan ing clasp push o clasp deploy; sabyan daka nung ready "
                 "ne."),
        ], "clasp", tier="personalized", follow_ups=[
            ("Idagdag me ing column para king sukat ning yunipormi king listahan at king "
             "form.", "pam"),
            ("add a size column to the item list and the claim form", "en"),
            ("Ongera inkingi y'ingano y'impuzu ku rutonde rw'ibintu no ku rupapuro rwo "
             "gusaba.", "rn")]),
        # ------------------------------ OpenSCAD library: tactile board-game club's pieces
        Scenario("scad-fa-fs", "en", tk, [
            Step("the pawns come out faceted on the prints, make them smoother",
                 [edit(f"{tk}/pieces/pawn.scad", "include <../lib/common.scad>",
                       "include <../lib/common.scad>\n$fn = 200;"),
                  bash("time make out/pawn.stl",
                       "openscad -o out/pawn.stl pieces/pawn.scad\n"
                       "Rendering Polygon Mesh using CGAL...\n"
                       "Total rendering time: 0:11:48.203\n\nreal\t11m49s")],
                 "Set $fn = 200 on the pawn; the STL is much smoother."),
            Step("twelve minutes for one pawn, and the preview is unusable for everyone now. "
                 "don't set $fn in the files. common.scad sets $fa = 6 and $fs = 0.4 so the "
                 "resolution follows the size; for a finer export lower $fs from the Makefile "
                 "with -D '$fs=0.2' and leave the pieces alone",
                 [edit(f"{tk}/pieces/pawn.scad", "include <../lib/common.scad>\n$fn = 200;",
                       "include <../lib/common.scad>"),
                  edit(f"{tk}/Makefile", "OPENSCAD_FLAGS =",
                       "OPENSCAD_FLAGS = -D '$$fs=0.2'"),
                  bash("time make out/pawn.stl",
                       "openscad -D '$fs=0.2' -o out/pawn.stl pieces/pawn.scad\n"
                       "Total rendering time: 0:00:38.517\n\nreal\t0m39s")],
                 "$fn is gone from the pawn; the export lowers $fs to 0.2 from the Makefile."),
        ], "$fs", tier="procedural", follow_ups=[
            ("the dice rims feel rough under the fingers, can the printed ones come out "
             "rounder", "en"),
            ("Dé dagaw tɛ nɔgɔn bolokɔnɔ; i bɛ se k'u labɔ ka u kɛ kulukutu ka tɛmɛ wa?", "bm"),
            ("Makumu ya madayisi ma twala ma nga olovi emavokweni; xana ma nga humela ma "
             "rhetela?", "ts")]),
        Scenario("scad-manifold", "bm", tk, [
            Step("Aw ye pion bɛɛ labɔ STL la walasa an k'u bɔ sɔgɔma.",
                 [bash("time make all",
                       "openscad -D '$fs=0.2' -o out/pawn.stl pieces/pawn.scad\n"
                       "Rendering Polygon Mesh using CGAL...\n...\n"
                       "openscad -D '$fs=0.2' -o out/castle.stl pieces/castle.scad\n"
                       "Total rendering time: 0:19:02.771\n\nreal\t47m12s")],
                 "STL bɛɛ labɛnna, miniti 47 kɔfɛ."),
            Step("Miniti 47! An ka OpenSCAD nightly bɛ --backend=manifold dɔn, a bɛ baara in "
                 "kɛ segɔndi dama kɔnɔ. Tuma bɛɛ i ka --backend=manifold fara openscad kan, "
                 "Makefile kɔnɔ fana; an tɛ CGAL ta kɛ tun.",
                 [edit(f"{tk}/Makefile", "OPENSCAD_FLAGS = -D '$$fs=0.2'",
                       "OPENSCAD_FLAGS = --backend=manifold -D '$$fs=0.2'"),
                  bash("time make -B all",
                       "openscad --backend=manifold -D '$fs=0.2' -o out/pawn.stl "
                       "pieces/pawn.scad\n...\nopenscad --backend=manifold -D '$fs=0.2' -o "
                       "out/castle.stl pieces/castle.scad\n\nreal\t0m52s")],
                 "Makefile bɛ --backend=manifold kɛ sisan; a bɛɛ banna miniti kelen kɔnɔ."),
        ], "manifold", tier="procedural", follow_ups=[
            ("Dé kura min bɛ ni Braille nimɔrɔw ye, a labɔ; an b'a fɛ k'a bɔ sini.", "bm"),
            ("render the new braille-numbered die for tomorrow's print run", "en"),
            ("Himua ang bag-o nga dice nga may braille nga numero para ma-print buwas.",
             "hil")]),
        Scenario("scad-bosl2-submodule", "en", tk, [
            Step("CI says BOSL2 not found on a fresh clone. fix it",
                 [bash("ls lib/BOSL2 | head -3", ""),
                  bash("cp -r ~/src/BOSL2 lib/BOSL2 && git add lib/BOSL2 && "
                       "git commit -qm 'add BOSL2' && git show --stat HEAD | tail -1",
                       " 612 files changed, 98413 insertions(+)")],
                 "Copied BOSL2 into lib/ and committed it; CI will find it now."),
            Step("no. lib/BOSL2 is a git submodule pinned to a commit we tested (look at "
                 ".gitmodules); you just committed 600 files of whatever your home copy is over "
                 "it. a fresh clone only needs git submodule update --init --recursive, and the "
                 "CI checkout needs submodules: recursive",
                 [bash("git reset -q --hard HEAD~1 && git submodule update --init --recursive",
                       "Submodule 'lib/BOSL2' (https://forge.example/mirrors/BOSL2.git) "
                       "registered for path 'lib/BOSL2'\nCloning into "
                       "'/home/ada/tactokit/lib/BOSL2'...\nSubmodule path 'lib/BOSL2': "
                       "checked out '3b9e0c41d7a2f58e6c1b0d94a7e2f3c5d8b1a6e0'"),
                  edit(f"{tk}/.forgejo/workflows/stl.yml", "- uses: actions/checkout@v4",
                       "- uses: actions/checkout@v4\n        with:\n"
                       "          submodules: recursive")],
                 "Dropped my commit, restored the pinned submodule and made CI check out "
                 "submodules."),
        ], "submodule", tier="procedural", follow_ups=[
            ("a new member cloned the repo and nothing renders for her, help her get going",
             "en"),
            ("Ɔbaa foforɔ bi a ɔbaa yɛn club mu de repo no aba ne kɔmputa so, nanso biribiara "
             "nni adwuma; boa no.", "tw"),
            ("Lilunga lelisha likopishe i-repo kodvwa kute lokukhombisako; msite kutsi "
             "acale.", "ss")]),
        Scenario("scad-fit-clearance", "tw", tk, [
            Step("Peg a ɛwɔ pieces no ase no hyɛ board no tokuro mu den dodo. Siesie.",
                 [edit(f"{tk}/lib/common.scad", "peg_d = 5.3;", "peg_d = 5.0;  // = hole_d"),
                  bash("make -B out/pawn.stl out/board_tile.stl",
                       "openscad --backend=manifold -o out/pawn.stl pieces/pawn.scad\n"
                       "openscad --backend=manifold -o out/board_tile.stl "
                       "pieces/board_tile.scad")],
                 "Mayɛ peg_d 5.0 sɛ hole_d ara pɛ."),
            Step("Daabi, ɛnyɛ saa. Printa no ma plastik no trɛw kakra, enti 5.0 ne 5.0 renhyia "
                 "da. Yɛde fit_clearance = 0.25 ka tokuro no ho: hole_d = peg_d + "
                 "2*fit_clearance. Mfa nsusuiɛ a ɛyɛ pɛpɛɛpɛ mma biribiara a ɛhyɛ ne yɔnko mu.",
                 [edit(f"{tk}/lib/common.scad", "peg_d = 5.0;  // = hole_d", "peg_d = 5.0;"),
                  edit(f"{tk}/lib/common.scad", "hole_d = 5.0;",
                       "fit_clearance = 0.25;\nhole_d = peg_d + 2 * fit_clearance;"),
                  bash("make -B out/pawn.stl out/board_tile.stl",
                       "openscad --backend=manifold -o out/pawn.stl pieces/pawn.scad\n"
                       "openscad --backend=manifold -o out/board_tile.stl "
                       "pieces/board_tile.scad\nECHO: \"hole_d\", 5.5")],
                 "hole_d = peg_d + 2*fit_clearance afei, ɛyɛ 5.5."),
        ], "fit_clearance", tier="procedural", follow_ups=[
            ("Yɛ kata ma adaka a yɛde dice sie mu no, na ɛnhyɛ den dodo.", "tw"),
            ("design a lid for the dice box that slides on without forcing", "en"),
            ("Gibuhon tabi an takob kan kahon kan dice na madali sanang ibugtak asin "
             "hubaon.", "bcl")]),
        Scenario("scad-mm-suffix", "en", tk, [
            Step("a naming rule before you add any modules: every length parameter ends in _mm "
                 "(base_d_mm, rim_h_mm), angles end in _deg, counts have no suffix (dots). half "
                 "the club reads the customizer with a screen reader and a bare 'h' tells them "
                 "nothing",
                 [],
                 "Got it: lengths end in _mm, angles in _deg, counts without a suffix."),
        ], "_mm", tier="personalized", follow_ups=[
            ("make a module for a card holder with a tilted back", "en"),
            ("Kola module y'ekikwata kaadi, nga kirina omugongo ogwesulise.", "lg"),
            ("Карточкалары тутар тутаах модулун оҥор, кэннэ халыйан турдун.", "sah")]),
        Scenario("scad-3mf", "lg", tk, [
            Step("Nga tonnatandika: nsaba buli kimu kye tufulumya kibeere 3MF, si STL. Printa "
                 "zaffe ne slicer bikozesa 3MF era bikuuma langi ne yuniti. Kozesa "
                 "`-o out/<erinnya>.3mf`.",
                 [],
                 "Kale, nja kufulumya 3MF mu kifo kya STL."),
        ], "3mf", tier="personalized", follow_ups=[
            ("Teekateeka ebitundu by'omuzannyo omupya ogw'ensolo tusobole okubikuba ku printa "
             "enkya.", "lg"),
            ("get the farm-animal set ready for the printers", "en"),
            ("Lokišetša sete ya diphoofolo tša polasa gore re e gatiše.", "nso")]),
        # ------------------------------ Minecraft Fabric mod: library coding club's server
        Scenario("fabric-datagen", "en", sc, [
            Step("add a crafting recipe for the reading lectern block: three planks on top, a "
                 "book in the middle, a stick below",
                 [write(f"{sc}/src/main/generated/data/shelfcraft/recipe/reading_lectern.json",
                        '{\n  "type": "minecraft:crafting_shaped",\n  "category": '
                        '"decorations",\n  "key": {\n    "B": "minecraft:book",\n'
                        '    "P": "#minecraft:planks",\n    "S": "minecraft:stick"\n  },\n'
                        '  "pattern": ["PPP", " B ", " S "],\n  "result": { "count": 1, '
                        '"id": "shelfcraft:reading_lectern" }\n}\n'),
                  bash("./gradlew build", "BUILD SUCCESSFUL in 41s\n9 actionable tasks: "
                       "5 executed, 4 up-to-date")],
                 "Added reading_lectern.json; the mod builds and the recipe loads."),
            Step("src/main/generated is output. ./gradlew runDatagen wipes it and writes it "
                 "again, so your file disappears the next time anyone runs it. recipes, loot "
                 "tables and tags all come from the providers under datagen/. put it in "
                 "ShelfRecipeProvider, run runDatagen, and commit what it generates",
                 [bash("rm src/main/generated/data/shelfcraft/recipe/reading_lectern.json", ""),
                  edit(f"{scj}/datagen/ShelfRecipeProvider.java", "// lectern",
                       "ShapedRecipeJsonBuilder.create(RecipeCategory.DECORATIONS, "
                       "ShelfBlocks.READING_LECTERN)\n"
                       "            .pattern(\"PPP\").pattern(\" B \").pattern(\" S \")\n"
                       "            .input('P', ItemTags.PLANKS).input('B', Items.BOOK)"
                       ".input('S', Items.STICK)\n"
                       "            .criterion(hasItem(Items.BOOK), "
                       "conditionsFromItem(Items.BOOK))\n            .offerTo(exporter);"),
                  bash("./gradlew runDatagen && git status --short src/main/generated",
                       "> Task :runDatagen\n[main/INFO] (FabricDataGenerator) Writing 61 "
                       "files\nBUILD SUCCESSFUL in 38s\n"
                       "?? src/main/generated/data/shelfcraft/advancement/recipes/decorations/"
                       "reading_lectern.json\n"
                       "?? src/main/generated/data/shelfcraft/recipe/reading_lectern.json")],
                 "The recipe now comes from ShelfRecipeProvider and runDatagen regenerated it."),
        ], "runDatagen", tier="procedural", follow_ups=[
            ("the book cart block should drop itself when broken, right now it drops nothing",
             "en"),
            ("Iyo bookcart isenyuwe nta kintu isigara; nibe yisigaza yo nyene.", "rn"),
            ("Asekkil n bookcart ur d-yeǧǧi acemma ma yerrez; ilaq ad d-yeǧǧ iman-is.",
             "kab")]),
        Scenario("fabric-gradle-wrapper", "rn", sc, [
            Step("Ndagusavye wubake mod urabe ko ikora.",
                 [bash("gradle build",
                       "Welcome to Gradle 9.1.0!\n\nFAILURE: Build failed with an exception.\n"
                       "* What went wrong:\nAn exception occurred applying plugin request "
                       "[id: 'fabric-loom', version: '1.11-SNAPSHOT']\n> Failed to apply "
                       "plugin 'fabric-loom'.\n   > You are using an unsupported version of "
                       "Gradle. Please use Gradle 8.14.\n\nBUILD FAILED in 6s"),
                  bash("sdk install gradle 8.14 && gradle build",
                       "Installing: gradle 8.14\nDone installing!\n...\n"
                       "BUILD SUCCESSFUL in 1m 12s")],
                 "Nashizeho Gradle 8.14 kuri mashine; ubu mod irubakwa neza."),
            Step("Kubera iki washizeho Gradle kuri mashine? Repo ifise ./gradlew, kandi "
                 "gradle/wrapper/gradle-wrapper.properties ivuga verisiyo nyayo dukoresha. "
                 "Igihe cose koresha ./gradlew; ntukoreshe gradle yo kuri mashine.",
                 [bash("sdk uninstall gradle 8.14", "Uninstalled gradle 8.14..."),
                  bash("./gradlew build",
                       "Downloading https://dist.gradle.example/gradle-8.14.3-bin.zip\n"
                       "...........10%...........50%...........100%\n"
                       "BUILD SUCCESSFUL in 1m 31s")],
                 "Nakoresheje ./gradlew; mod irubakwa neza na Gradle 8.14.3 y'umushinga."),
        ], "gradlew", tier="procedural", follow_ups=[
            ("Tangura seriveri y'igerageza kuri mashine yawe urabe ko mod yuzura.", "rn"),
            ("spin up a local test server and check that the mod loads", "en"),
            ("Sungula seva ya ku ringeta laha kaya u vona loko mod yi tirha.", "ts")]),
        Scenario("fabric-client-sourceset", "en", sc, [
            Step("the reading lectern should show the book's title floating above it. add a "
                 "block entity renderer",
                 [write(f"{scj}/render/LecternTitleRenderer.java",
                        "package example.tollgate.shelfcraft.render;\n\n"
                        "import net.minecraft.client.render.block.entity.BlockEntityRenderer;\n"
                        "import example.tollgate.shelfcraft.block.ReadingLecternEntity;\n\n"
                        "public class LecternTitleRenderer implements "
                        "BlockEntityRenderer<ReadingLecternEntity> {\n"),
                  edit(f"{scj}/Shelfcraft.java", "ShelfBlocks.init();",
                       "ShelfBlocks.init();\n        BlockEntityRendererFactories.register("
                       "ShelfBlocks.LECTERN_BE, LecternTitleRenderer::new);"),
                  bash("./gradlew runClient",
                       "[Render thread/INFO] (Minecraft) Setting user: Player417\n...\n"
                       "[Render thread/INFO] (Minecraft) Stopping!")],
                 "Book titles now float above lecterns in the client."),
            Step("and now the library's server won't start: 'java.lang.RuntimeException: "
                 "Cannot load class net.minecraft.client.render.block.entity.BlockEntityRenderer "
                 "in environment type SERVER'. renderers and anything from net.minecraft.client "
                 "live in src/client (we use splitEnvironmentSourceSets) and get registered in "
                 "ShelfcraftClient.onInitializeClient, never from the common entrypoint",
                 [bash("mkdir -p src/client/java/example/tollgate/shelfcraft && git mv "
                       "src/main/java/example/tollgate/shelfcraft/render "
                       "src/client/java/example/tollgate/shelfcraft/render", ""),
                  edit(f"{scj}/Shelfcraft.java",
                       "ShelfBlocks.init();\n        BlockEntityRendererFactories.register("
                       "ShelfBlocks.LECTERN_BE, LecternTitleRenderer::new);",
                       "ShelfBlocks.init();"),
                  edit(f"{scc}/ShelfcraftClient.java", "public void onInitializeClient() {",
                       "public void onInitializeClient() {\n        "
                       "BlockEntityRendererFactories.register(ShelfBlocks.LECTERN_BE, "
                       "LecternTitleRenderer::new);"),
                  bash("./gradlew runServer --args=nogui",
                       "[Server thread/INFO] (Minecraft) Preparing level \"world\"\n"
                       "[Server thread/INFO] (Minecraft) Done (5.903s)! For help, type "
                       "\"help\"")],
                 "The renderer lives in src/client and is registered from ShelfcraftClient; the "
                 "dedicated server starts again."),
        ], "src/client", tier="procedural", follow_ups=[
            ("add a keybind that opens the library catalogue screen", "en"),
            ("Dugangi sang keybind nga magabukas sang screen sang katalogo sang librarya.",
             "hil"),
            ("Yokkal ab caabi ci klawie bu di ubbi ekraan katalog bu bibliotek bi.", "wo")]),
        Scenario("fabric-mixin-inject", "hil", sc, [
            Step("Ang mga libro sa aton mga lectern indi dapat makuha sang mga bisita nga naga-"
                 "survival. Himua ina.",
                 [edit(f"{sc}/src/main/java/example/tollgate/shelfcraft/mixin/"
                       "LecternScreenHandlerMixin.java",
                       "public abstract class LecternScreenHandlerMixin {",
                       "public abstract class LecternScreenHandlerMixin {\n"
                       "    /** @author shelfcraft @reason lock books */\n    @Overwrite\n"
                       "    public boolean canUse(PlayerEntity player) {\n"
                       "        return player.isCreative();\n    }"),
                  bash("./gradlew build", "BUILD SUCCESSFUL in 44s")],
                 "Nagbutang ako sang @Overwrite sa canUse; ang naga-creative lang ang "
                 "makakuha."),
            Step("Indi gid ako gusto sang @Overwrite. Ginaguba sini ang iban nga mods sa server "
                 "(ang Lecterns+ sang librarya nagguba), kay isa lang ka mixin ang makadaug. "
                 "Gamita pirme ang @Inject sa HEAD nga may cancellable = true, ukon "
                 "@ModifyReturnValue, para makaupod ang iban.",
                 [edit(f"{sc}/src/main/java/example/tollgate/shelfcraft/mixin/"
                       "LecternScreenHandlerMixin.java",
                       "    /** @author shelfcraft @reason lock books */\n    @Overwrite\n"
                       "    public boolean canUse(PlayerEntity player) {\n"
                       "        return player.isCreative();\n    }",
                       "    @Inject(method = \"canUse\", at = @At(\"HEAD\"), cancellable = true)"
                       "\n    private void shelfcraft$lockBooks(PlayerEntity player, "
                       "CallbackInfoReturnable<Boolean> cir) {\n"
                       "        if (!player.isCreative()) cir.setReturnValue(false);\n    }"),
                  bash("./gradlew build runGametest",
                       "> Task :runGametest\n[main/INFO] (Minecraft) All 9 required tests "
                       "passed :)\nBUILD SUCCESSFUL in 1m 3s")],
                 "Ginbaylo ko sang @Inject nga cancellable; pasado ang gametests."),
        ], "Overwrite", tier="procedural", follow_ups=[
            ("Indi dapat makaguba ang mga bisita sang mga bookshelf palibot sa spawn; himua "
             "ina.", "hil"),
            ("stop visitors from breaking the bookshelves around spawn", "en"),
            ("Vimbela tivakashi kutsi tingaphuli emashalofu etincwadzi eduze kwe-spawn.",
             "ss")]),
        Scenario("fabric-en-us-only", "en", sc, [
            Step("ground rule before you add anything: new translation keys go only into "
                 "assets/shelfcraft/lang/en_us.json, in alphabetical order. the other language "
                 "files belong to the club's translators on our Weblate; never edit them, not "
                 "even to add a placeholder",
                 [],
                 "Understood: new keys only in en_us.json, kept alphabetical; the other language "
                 "files stay untouched."),
        ], "en_us.json", tier="personalized", follow_ups=[
            ("the catalogue screen needs a title and a message for when no books match", "en"),
            ("An screen kan katalogo kaipuhan nin titulo asin mensahe kun mayong libro na "
             "nahanap.", "bcl"),
            ("Skrin blong katalog i nidim wan taetel mo wan mesej taem i no gat buk we i "
             "stret.", "bi")]),
        Scenario("fabric-gametest-first", "bcl", sc, [
            Step("Bago ka magpoon: dai mo sabihon na tapos na an sarong bagay sagkod na dai mo "
                 "pinadalagan an ./gradlew runGametest asin pasado gabos. Iyo ini an gusto ko "
                 "pirmi.",
                 [],
                 "Sige, papadalagan ko pirmi an runGametest bago ko sabihon na tapos."),
        ], "runGametest", tier="personalized", follow_ups=[
            ("Dagdagan tabi nin bagong block para sa pagbalik nin libro harani sa front desk.",
             "bcl"),
            ("add a book-return chute block next to the front desk", "en"),
            ("Кинигэни төнүннэрэр блогу эбэн кэбис, библиотека остуолун аттыгар.", "sah")]),
    ]
