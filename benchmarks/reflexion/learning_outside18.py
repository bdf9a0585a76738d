"""An eighteenth outside set of sessions that teach something, and the later requests that need it.

Written by hand by a writer who had not read the project's code, tests or other held-out sets'
rows, from the Scenario format alone (the Scenario dataclass and the imports above it, the Step
dataclass, the bash, edit and write helpers, and the module docstring, imports and first two
scenarios of the seventeenth outside set for their layout), never used for tuning, and written
without reading how lessons are captured, stored or recalled. The list of earlier sets' project
kinds and languages was read only to pick new ones. Tiers were set by construction: a session
where the human corrects what the agent did in a tool call (or a claim it made about a tool's
output) is "procedural", one where the human only states how they like things before the agent
does anything is "personalized". Five invented projects of kinds absent from the earlier learning
sets: a Common Lisp library (SBCL, ASDF, FiveAM, qlot) that proves a bell-ringing guild's peal
compositions true, a Blender 4.2 extension (bpy, blender_manifest.toml) that builds stage
previews for a puppet theatre, an Apache Flink job in Java (Maven, Spotless, MiniCluster tests)
that counts a ski area's lift-gate scans, a Vala/GTK4/libadwaita desktop app (Meson, Blueprint,
Flatpak) that keeps a sheep-shearing gang's tallies, and an OPA/Rego policy repository (opa test,
Regal, conftest) that checks a university research-computing group's Terraform plans.

30 sessions, six per project. In 20 the agent works (edits, commands with realistic output, or a
claim it makes) and then the human corrects it, sharply or mildly (a pasted error, "why did you
...?", "can you instead ...", a reminder of how the team does it); tier "procedural", four per
project. In 10 the human only states a personal preference before any work; tier "personalized",
two per project. 15 sessions are in English, the other 15 in Malayalam, Sinhala, Lao, Burmese,
Xhosa, Igbo, Malagasy, Pashto, Kurdish (Kurmanji), Tatar, Turkmen, Javanese, Haitian Creole,
Faroese and Scottish Gaelic (one each). Each scenario has 3 follow-ups (90 in all): requests from
a later session that need the lesson while sharing few words with it; exactly one per scenario is
in the session's language, so 60 of the 90 are in another language (English 30 in all, 15 of them
follow-ups of non-English sessions; each of the fifteen other languages 4 times, once in its own
session and three times elsewhere). `expect` is one word the learned record should contain,
chosen where possible as a language-neutral technical token (a tool, a flag, a file, a type, an
identifier). All names, paths, numbers and outputs are invented; nothing is copied from a public
text.
"""

from __future__ import annotations

from learning_set import Scenario
from sessions import Step, bash, edit, write


def scenarios(base: str) -> list[Scenario]:
    pb = f"{base}/pealbook"
    pt = f"{base}/puppetstage"
    lg = f"{base}/liftgate"
    sc = f"{base}/shearcount"
    gr = f"{base}/rc-guardrails"
    pbs = f"{pb}/src"
    ptp = f"{pt}/puppetstage"
    lgj = f"{lg}/src/main/java/ch/example/liftgate"
    lgt = f"{lg}/src/test/java/ch/example/liftgate"
    scs = f"{sc}/src"
    grp = f"{gr}/policy/terraform"
    return [
        # ------------------------------------------- Common Lisp peal-composition prover
        Scenario("cl-qlot", "en", pb, [
            Step("proving a 5040 takes forever because `seen-row-p` walks a list. use a proper "
                 "hash set from a library instead",
                 [bash("sbcl --non-interactive --eval '(ql:quickload :cl-hamt)'",
                       "To load \"cl-hamt\":\n  Load 1 ASDF system:\n    cl-hamt\n"
                       "; Loading \"cl-hamt\"\n.."),
                  edit(f"{pb}/pealbook.asd",
                       ":depends-on (#:alexandria #:iterate)",
                       ":depends-on (#:alexandria #:iterate #:cl-hamt)"),
                  edit(f"{pbs}/truth.lisp",
                       "(defun seen-row-p (row seen)\n  (member row seen :test #'equalp))",
                       "(defun seen-row-p (row seen)\n  (hamt:set-lookup seen row))"),
                  bash("sbcl --non-interactive --eval '(ql:quickload :pealbook/tests)' "
                       "--eval '(asdf:test-system :pealbook)'",
                       "Running test suite PEALBOOK-SUITE\n Running test TRUE-TOUCHES "
                       "..........\n Running test FALSE-TOUCHES ......\n Did 61 checks.\n"
                       "    Pass: 61 (100%)\n    Skip: 0 ( 0%)\n    Fail: 0 ( 0%)")],
                 "Swapped the list for a cl-hamt set (loaded through Quicklisp) and added it to "
                 "the .asd. All 61 checks pass; a full extent of Stedman Triples now proves in "
                 "0.4 s instead of 11 s."),
            Step("CI:\n```\n$ qlot exec sbcl --non-interactive --eval '(asdf:test-system "
                 ":pealbook)'\nUnhandled ASDF/FIND-COMPONENT:MISSING-DEPENDENCY: Component "
                 "#:CL-HAMT not found, required by #<SYSTEM \"pealbook\">\n```\nit only worked "
                 "because your ~/quicklisp happens to have it. we never quickload from the global "
                 "dist here: a new dependency goes into `qlfile`, gets pinned by `qlot install` "
                 "(commit qlfile.lock too), and everything runs through `qlot exec`.",
                 [edit(f"{pb}/qlfile", "ql alexandria\nql iterate",
                       "ql alexandria\nql iterate\nql cl-hamt"),
                  bash("qlot install",
                       "[qlot] Installing dist \"quicklisp\" version \"2024-10-12\".\n"
                       "[qlot] Installing \"cl-hamt\"\n[qlot] Successfully installed.\n"
                       "[qlot] Updated qlfile.lock."),
                  bash("qlot exec sbcl --non-interactive --eval '(ql:quickload "
                       ":pealbook/tests)' --eval '(asdf:test-system :pealbook)'",
                       " Did 61 checks.\n    Pass: 61 (100%)\n    Skip: 0 ( 0%)\n"
                       "    Fail: 0 ( 0%)"),
                  bash("git status --short", " M pealbook.asd\n M qlfile\n M qlfile.lock\n"
                       " M src/truth.lisp")],
                 "cl-hamt is now in the qlfile and pinned in qlfile.lock; under `qlot exec` the "
                 "61 checks pass the same way CI runs them."),
        ], "qlot", tier="procedural", follow_ups=[
            ("we need to read the Central Council's XML method library; bring in an XML parser "
             "and wire it into the method loader", "en"),
            ("Композицияләрне JSON итеп чыгарырга кирәк; моның өчен бер китапханә куш һәм "
             "эшләт", "tt"),
            ("Mwen vle itilize yon bibliyotèk pou fè grafik tan pwouv yo; mete l nan pwojè a",
             "ht")]),
        Scenario("cl-safety", "ml", pb, [
            Step("`prove-touch` വളരെ പതുക്കെയാണ്. ഇത് വേഗത്തിലാക്കാമോ?",
                 [edit(f"{pbs}/prove.lisp",
                       "(in-package #:pealbook)",
                       "(in-package #:pealbook)\n\n"
                       "(declaim (optimize (speed 3) (safety 0) (debug 0)))"),
                  bash("qlot exec sbcl --script bench/touch.lisp",
                       "before: Evaluation took:\n  1.912 seconds of real time\n"
                       "after:  Evaluation took:\n  0.611 seconds of real time")],
                 "ഫയലിന്റെ തുടക്കത്തിൽ `(declaim (optimize (speed 3) (safety 0) (debug 0)))` "
                 "ചേർത്തു; 1.91 s-ൽ നിന്ന് 0.61 s ആയി."),
            Step("`(safety 0)` ആരാണ് ആവശ്യപ്പെട്ടത്? കഴിഞ്ഞ വർഷം ഇതുകൊണ്ടാണ് `CORRUPTION "
                 "WARNING in SBCL pid 4411: Memory fault` വന്ന് ഒരു പീൽ ബോർഡ് മുഴുവൻ തെറ്റായത്. "
                 "ഈ പ്രോജക്റ്റിൽ safety 0 ഒരിക്കലും വേണ്ട, ഫയൽ മുഴുവനുമുള്ള `declaim` ഉം വേണ്ട. "
                 "വേഗം വേണമെങ്കിൽ ചൂടുള്ള ഫംഗ്ഷനിൽ മാത്രം `(declare (optimize (speed 3) "
                 "(safety 1)))` ഉം type declarations ഉം ഉപയോഗിക്കുക.",
                 [edit(f"{pbs}/prove.lisp",
                       "(declaim (optimize (speed 3) (safety 0) (debug 0)))", ""),
                  edit(f"{pbs}/prove.lisp",
                       "(defun permute-row (row change)\n",
                       "(defun permute-row (row change)\n"
                       "  (declare (optimize (speed 3) (safety 1))\n"
                       "           (type (simple-array (unsigned-byte 8) (*)) row change))\n"),
                  bash("qlot exec sbcl --script bench/touch.lisp",
                       "after:  Evaluation took:\n  0.702 seconds of real time"),
                  bash("qlot exec sbcl --non-interactive --eval '(asdf:test-system :pealbook)'",
                       " Did 61 checks.\n    Pass: 61 (100%)")],
                 "`declaim` നീക്കി; `permute-row`-ൽ മാത്രം `(speed 3) (safety 1)` ഉം type "
                 "declarations ഉം. 0.70 s, 61 checks pass."),
        ], "safety", tier="procedural", follow_ups=[
            ("നീണ്ട പീലുകളിലെ music കണക്കാക്കൽ ഒരുപാട് സമയം എടുക്കുന്നു; അത് കൂടുതൽ വേഗത്തിലാക്കൂ",
             "ml"),
            ("the falseness check for long touches takes minutes; squeeze some speed out of "
             "its inner loop", "en"),
            ("ලීඩ් එන්ඩ් ගණනය කරන ශ්‍රිතය වේගවත් කරන්න, ඒක ටිකක් හෙමින්", "si")]),
        Scenario("cl-conditions", "en", pb, [
            Step("the .mus importer should complain clearly when a row has a bell that isn't "
                 "in the stage",
                 [edit(f"{pbs}/import.lisp",
                       "(push (parse-row line stage) rows)",
                       "(let ((row (parse-row line stage)))\n"
                       "  (when (find-if (lambda (b) (>= b stage)) row)\n"
                       "    (error \"Bad row ~a at line ~d: bell outside stage ~d\" line n stage))\n"
                       "  (push row rows))"),
                  bash("qlot exec sbcl --non-interactive --eval '(asdf:test-system :pealbook)'",
                       " Did 62 checks.\n    Pass: 62 (100%)")],
                 "The importer now signals an error naming the line and the stage when a row "
                 "has a bell that doesn't belong."),
            Step("please don't signal plain string errors, nobody can handle those except by "
                 "parsing the message. We define conditions in src/conditions.lisp with "
                 "`define-condition` (subclasses of `pealbook-error`, slots for line and row, a "
                 ":report function) and offer a `skip-row` restart so the GUI decides. Look at "
                 "`bad-call` in there.",
                 [edit(f"{pbs}/conditions.lisp",
                       "(define-condition bad-call (pealbook-error)",
                       "(define-condition bell-outside-stage (pealbook-error)\n"
                       "  ((line :initarg :line :reader error-line)\n"
                       "   (row :initarg :row :reader error-row)\n"
                       "   (stage :initarg :stage :reader error-stage))\n"
                       "  (:report (lambda (c s)\n"
                       "             (format s \"Line ~d: row ~a has a bell outside stage ~d\"\n"
                       "                     (error-line c) (error-row c) (error-stage c)))))\n\n"
                       "(define-condition bad-call (pealbook-error)"),
                  edit(f"{pbs}/import.lisp",
                       "    (error \"Bad row ~a at line ~d: bell outside stage ~d\" line n stage))",
                       "    (restart-case (error 'bell-outside-stage :line n :row line "
                       ":stage stage)\n      (skip-row () (go :next))))"),
                  edit(f"{pb}/t/import-tests.lisp", "(in-suite import)",
                       "(in-suite import)\n\n(test bell-outside-stage-signals\n"
                       "  (signals bell-outside-stage (import-mus-string \"1234567890\" 8)))"),
                  bash("qlot exec sbcl --non-interactive --eval '(asdf:test-system :pealbook)'",
                       " Did 63 checks.\n    Pass: 63 (100%)")],
                 "Added `bell-outside-stage` next to `bad-call`, signalled inside a "
                 "`restart-case` with `skip-row`, and a FiveAM `signals` test. 63/63."),
        ], "define-condition", tier="procedural", follow_ups=[
            ("when a composition calls a method we don't have in the library, the loader "
             "should stop in a way the caller can recover from", "en"),
            ("Tá ein fíla hevur ein ófullgjørdan lead, skal innlesarin siga frá á ein hátt, "
             "sum GUI'urin kann handfara", "fo"),
            ("ဖိုင်ထဲမှာ ကာလ (date) မှားနေရင် importer က ဘယ်လို အမှားပြမလဲ ထည့်ပေးပါ", "my")]),
        Scenario("cl-local-nicknames", "si", pb, [
            Step("place notation කඩන්න `split-sequence` පාවිච්චි කරන්න. `x16x16x16-12` වගේ "
                 "string එකක් changes ලැයිස්තුවකට හරවන්න.",
                 [edit(f"{pbs}/package.lisp",
                       "(defpackage #:pealbook\n  (:use #:cl)",
                       "(defpackage #:pealbook\n  (:use #:cl #:alexandria #:split-sequence)"),
                  edit(f"{pbs}/notation.lisp",
                       "(defun parse-place-notation (pn)",
                       "(defun parse-place-notation (pn)\n"
                       "  (split-sequence #\\. (substitute #\\. #\\x pn))"),
                  bash("qlot exec sbcl --non-interactive --eval '(asdf:test-system :pealbook)'",
                       " Did 64 checks.\n    Pass: 64 (100%)")],
                 "`pealbook` package එකට `alexandria` සහ `split-sequence` `:use` කළා; "
                 "tests 64/64."),
            Step("අපි package එකක `:use` කරන්නේ `#:cl` විතරයි. අනිත් library `:use` කළාම "
                 "පසුගිය වතාවේ `NAME-CONFLICT` errors ආවා. `:local-nicknames` එකෙන් "
                 "`(#:a #:alexandria) (#:ss #:split-sequence)` දාලා `ss:split-sequence` "
                 "කියලා ලියන්න.",
                 [edit(f"{pbs}/package.lisp",
                       "  (:use #:cl #:alexandria #:split-sequence)",
                       "  (:use #:cl)\n  (:local-nicknames (#:a #:alexandria)\n"
                       "                    (#:ss #:split-sequence))"),
                  edit(f"{pbs}/notation.lisp",
                       "  (split-sequence #\\. (substitute #\\. #\\x pn))",
                       "  (ss:split-sequence #\\. (substitute #\\. #\\x pn))"),
                  bash("qlot exec sbcl --non-interactive --eval '(asdf:test-system :pealbook)'",
                       " Did 64 checks.\n    Pass: 64 (100%)")],
                 "`:use` දැන් `#:cl` විතරයි; `a` සහ `ss` local nicknames හරහා. 64/64."),
        ], "local-nicknames", tier="procedural", follow_ups=[
            ("අපේ code එකේ `cl-ppcre` regex පාවිච්චි කරලා method නම් පිරිසිදු කරන්න", "si"),
            ("ເພີ່ມການໃຊ້ library `local-time` ເພື່ອບັນທຶກວັນທີຂອງ peal ແຕ່ລະອັນ", "lo"),
            ("start using serapeum's helpers in the composition printer", "en")]),
        Scenario("cl-iterate", "en", pb, [
            Step("Before you start on the lead-end groups: I can't stand LOOP's keyword soup. "
                 "In anything you write for me use `iterate` (`iter`, `for ... in`, `collect`, "
                 "`finding`) - it's already in our qlfile. Now: a function that lists all the "
                 "rows of the lead-end group for a given stage.",
                 [write(f"{pbs}/groups.lisp",
                        "(in-package #:pealbook)\n\n(defun lead-end-group (stage)\n"
                        "  (iter (with start = (rounds stage))\n"
                        "        (for row initially start then (permute-row row (lead-end-change "
                        "stage)))\n        (collect row)\n"
                        "        (until (and (not (first-iteration-p)) (equalp row start)))))\n"),
                  bash("qlot exec sbcl --non-interactive --eval '(asdf:test-system :pealbook)'",
                       " Did 66 checks.\n    Pass: 66 (100%)")],
                 "`lead-end-group` is written with `iter`; two new checks pass."),
        ], "iterate", tier="personalized", follow_ups=[
            ("write a helper that counts how many times each bell leads in a touch", "en"),
            ("Fonksiyonek binivîse ku hemû rêzên ku bi 'rounds' diqedin di pêşandanê de "
             "bibîne", "ku"),
            ("Bhala umsebenzi obala amaxesha awenziwa yintsimbi nganye ngasemva", "xh")]),
        Scenario("cl-no-tables", "lo", pb, [
            Step("ຂ້ອຍໃຊ້ screen reader (Orca). ກະລຸນາຢ່າແຕ້ມຕາຕະລາງ ASCII ຫຼື markdown table "
                 "ໃນຄຳຕອບ; ໃຫ້ຂຽນເປັນລາຍການທຳມະດາ ແຕ່ລະແຖວມີຂໍ້ມູນຄົບ. ຕອນນີ້ ສະຫຼຸບຜົນ benchmark "
                 "ຂອງທຸກ method ໃຫ້ແດ່.",
                 [bash("qlot exec sbcl --script bench/methods.lisp",
                       "Plain Bob Major      0.118 s\nStedman Triples      0.402 s\n"
                       "Cambridge Surprise Major  0.233 s\nBristol Surprise Maximus  1.871 s")],
                 "ຜົນ benchmark:\n- Plain Bob Major: 0.118 ວິນາທີ\n- Stedman Triples: 0.402 ວິນາທີ\n"
                 "- Cambridge Surprise Major: 0.233 ວິນາທີ\n- Bristol Surprise Maximus: 1.871 ວິນາທີ "
                 "(ຊ້າທີ່ສຸດ)"),
        ], "table", tier="personalized", follow_ups=[
            ("ປຽບທຽບຈຳນວນ check ທີ່ຜ່ານ ແລະ ລົ້ມເຫຼວ ຂອງແຕ່ລະ test suite ໃຫ້ຂ້ອຍເບິ່ງ", "lo"),
            ("നാല് Surprise methods-ന്റെ proving സമയം താരതമ്യം ചെയ്ത് കാണിക്കൂ", "ml"),
            ("show me how memory use and run time of the prover changed over the last five "
             "releases", "en")]),
        # ------------------------------------------- Blender extension for a puppet theatre
        Scenario("bl-factory-startup", "en", pt, [
            Step("the light preset operator crashes when the scene has no world. fix it and "
                 "run the tests",
                 [edit(f"{ptp}/lights.py",
                       "    nodes = context.scene.world.node_tree.nodes",
                       "    world = context.scene.world or bpy.data.worlds.get(\"Stage\")\n"
                       "    nodes = world.node_tree.nodes"),
                  bash("blender --background -P tests/run_tests.py",
                       "Blender 4.2.3 LTS (hash 0c7f8a2c1e04 built 2024-10-15)\n"
                       "Read prefs: \"/home/ana/.config/blender/4.2/config/userpref.blend\"\n"
                       "...................... 23 passed in 3.41s\n\nBlender quit")],
                 "The operator falls back to the `Stage` world when the scene has none. 23 tests "
                 "pass."),
            Step("those tests ran with your own prefs and whatever add-ons you have enabled, "
                 "including an old copy of puppetstage sitting in ~/.config - that copy has a "
                 "Stage world. CI says:\n```\n$ blender --background --factory-startup "
                 "--python-exit-code 1 -P tests/run_tests.py\nAttributeError: 'NoneType' "
                 "object has no attribute 'node_tree'\n```\nalways run them the CI way: "
                 "`--factory-startup` so nothing of yours leaks in, and `--python-exit-code 1`, "
                 "otherwise Blender exits 0 even when the script raises.",
                 [edit(f"{ptp}/lights.py",
                       "    world = context.scene.world or bpy.data.worlds.get(\"Stage\")\n",
                       "    world = context.scene.world\n    if world is None:\n"
                       "        world = bpy.data.worlds.new(\"Stage\")\n"
                       "        world.use_nodes = True\n        context.scene.world = world\n"),
                  bash("blender --background --factory-startup --python-exit-code 1 "
                       "-P tests/run_tests.py; echo exit=$?",
                       "Blender 4.2.3 LTS (hash 0c7f8a2c1e04 built 2024-10-15)\n"
                       "........................ 24 passed in 3.12s\n\nBlender quit\nexit=0")],
                 "The operator now creates a `Stage` world when there is none; with "
                 "`--factory-startup --python-exit-code 1` the 24 tests (one new) pass, exit 0."),
        ], "factory-startup", tier="procedural", follow_ups=[
            ("the curtain rig operator sometimes leaves the timeline on the wrong frame; fix it "
             "and make sure it's checked the way the pipeline does", "en"),
            ("د شا پردې بدلولو operator سم کړه او ډاډ ترلاسه کړه چې ازموینې سمې ترسره شوې", "ps"),
            ("Operator kanggo nggawe bayangan wayang saiki error; dandani lan tes kanthi bener",
             "jv")]),
        Scenario("bl-wheels", "my", pt, [
            Step("ဇာတ်ခုံပေါ်က ရုပ်သေးတွေ တစ်ခုနဲ့တစ်ခု ထပ်နေလား စစ်ဖို့ `shapely` သုံးပါ။",
                 [bash("blender --background --factory-startup --python-expr \"import sys, "
                       "subprocess; subprocess.run([sys.executable, '-m', 'pip', 'install', "
                       "'shapely'])\"",
                       "Collecting shapely\n  Downloading shapely-2.0.6-cp311-cp311-"
                       "manylinux_2_17_x86_64.whl (2.5 MB)\nSuccessfully installed "
                       "numpy-1.26.4 shapely-2.0.6"),
                  edit(f"{ptp}/footprint.py", "import bpy",
                       "import bpy\nfrom shapely.geometry import Polygon")],
                 "Blender ရဲ့ Python ထဲ shapely ထည့်ပြီး footprint.py မှာ Polygon နဲ့ "
                 "ထပ်နေမှုစစ်တယ်။"),
            Step("Blender ရဲ့ Python ထဲ `pip install` မလုပ်ပါနဲ့။ ဇာတ်ရုံက laptop တွေမှာ "
                 "အင်တာနက်မရှိဘူး၊ သူတို့ extension ကိုပဲ ထည့်တာ။ wheel ဖိုင်တွေကို `./wheels/` "
                 "ထဲ ထည့်ပြီး `blender_manifest.toml` ထဲက `wheels = [...]` မှာ စာရင်းသွင်းရမယ်။ "
                 "Windows, macOS, Linux သုံးမျိုးလုံးအတွက်။",
                 [bash("pip download shapely==2.0.6 --dest ./wheels --only-binary=:all: "
                       "--python-version=3.11 --platform=win_amd64 --platform=macosx_11_0_arm64 "
                       "--platform=manylinux_2_17_x86_64 --no-deps",
                       "Saved ./wheels/shapely-2.0.6-cp311-cp311-win_amd64.whl\n"
                       "Saved ./wheels/shapely-2.0.6-cp311-cp311-macosx_11_0_arm64.whl\n"
                       "Saved ./wheels/shapely-2.0.6-cp311-cp311-manylinux_2_17_x86_64."
                       "manylinux2014_x86_64.whl"),
                  edit(f"{pt}/blender_manifest.toml", "platforms = [",
                       "wheels = [\n  \"./wheels/shapely-2.0.6-cp311-cp311-win_amd64.whl\",\n"
                       "  \"./wheels/shapely-2.0.6-cp311-cp311-macosx_11_0_arm64.whl\",\n"
                       "  \"./wheels/shapely-2.0.6-cp311-cp311-manylinux_2_17_x86_64."
                       "manylinux2014_x86_64.whl\",\n]\nplatforms = ["),
                  bash("blender --command extension build --split-platforms",
                       "building: puppetstage-1.3.0-windows_x64.zip\n"
                       "building: puppetstage-1.3.0-macos_arm64.zip\n"
                       "building: puppetstage-1.3.0-linux_x64.zip\ncomplete")],
                 "shapely wheel သုံးခုကို `./wheels/` ထဲ ထည့်ပြီး manifest ထဲ စာရင်းသွင်းလိုက်ပြီ၊ "
                 "platform တစ်ခုစီအတွက် zip ထုတ်ပြီးပြီ။"),
        ], "wheels", tier="procedural", follow_ups=[
            ("ပြဇာတ်ရုံ ထိုင်ခုံ အစီအစဉ်ကို PDF ထဲက ဖတ်ဖို့ library တစ်ခု add-on ထဲ ထည့်ပေးပါ",
             "my"),
            ("Sifuna ukufunda izikripthi zomdlalo kwifayile ye-YAML ngaphakathi kwe-add-on; "
             "lungiselela oko kufunekayo", "xh"),
            ("we want to read the theatre's seating plan from an .xlsx file inside the add-on; "
             "set up whatever library that needs", "en")]),
        Scenario("bl-register-factory", "en", pt, [
            Step("add a sidebar panel showing the marionette string lengths",
                 [write(f"{ptp}/panels/strings.py",
                        "import bpy\n\n\nclass PS_PT_strings(bpy.types.Panel):\n"
                        "    bl_space_type = 'VIEW_3D'\n    bl_region_type = 'UI'\n"
                        "    bl_category = 'Puppet'\n    bl_label = 'Strings'\n"),
                  edit(f"{ptp}/__init__.py",
                       "def register():\n",
                       "def register():\n    bpy.utils.register_class(PS_PT_strings)\n"),
                  bash("blender --background --factory-startup --python-exit-code 1 "
                       "-P tests/run_tests.py",
                       "......................... 25 passed in 3.30s")],
                 "New `Strings` panel in the Puppet tab; tests pass."),
            Step("Reloading the extension now throws\n```\nValueError: register_class(...): "
                 "already registered as a subclass 'PS_PT_strings'\n```\nand disabling it "
                 "leaves the panel behind because you never unregister it. We don't hand-write "
                 "register_class calls: every class goes into the `classes` tuple in "
                 "`__init__.py` and `register, unregister = "
                 "bpy.utils.register_classes_factory(classes)` does both, in order.",
                 [edit(f"{ptp}/__init__.py",
                       "def register():\n    bpy.utils.register_class(PS_PT_strings)\n",
                       "def register():\n"),
                  edit(f"{ptp}/__init__.py",
                       "classes = (\n    PS_OT_light_preset,\n    PS_PT_lights,\n)",
                       "classes = (\n    PS_OT_light_preset,\n    PS_PT_lights,\n"
                       "    PS_PT_strings,\n)"),
                  bash("blender --background --factory-startup --python-exit-code 1 "
                       "--python-expr \"import addon_utils as a; "
                       "a.enable('bl_ext.user_default.puppetstage'); "
                       "a.disable('bl_ext.user_default.puppetstage'); "
                       "a.enable('bl_ext.user_default.puppetstage'); print('reload ok')\"",
                       "reload ok"),
                  bash("blender --background --factory-startup --python-exit-code 1 "
                       "-P tests/run_tests.py", "......................... 25 passed in 3.28s")],
                 "`PS_PT_strings` is in `classes`; the factory registers and unregisters it. "
                 "Enable/disable/enable works and tests pass."),
        ], "register_classes_factory", tier="procedural", follow_ups=[
            ("add an operator that mirrors a puppet's pose left to right, plus a menu entry for "
             "it", "en"),
            ("Cuir putan ùr ris a' phannal a chuireas na solais air ais gu toiseach an "
             "taisbeanaidh", "gd"),
            ("ഒരു പുതിയ UI list ചേർക്കൂ, അതിൽ രംഗത്തിലെ എല്ലാ പാവകളും കാണിക്കണം", "ml")]),
        Scenario("bl-propertygroup", "xh", pt, [
            Step("Gcina isibane esikhethwe ekugqibeleni kwi-scene, ukuze sihlale xa sivula "
                 "ifayile kwakhona.",
                 [edit(f"{ptp}/lights.py",
                       "    apply_preset(context, self.preset)",
                       "    apply_preset(context, self.preset)\n"
                       "    context.scene[\"ps_spot\"] = self.preset"),
                  bash("blender --background --factory-startup --python-exit-code 1 "
                       "-P tests/run_tests.py", ".......................... 26 passed in 3.35s")],
                 "Isibane esikhethiweyo sigcinwa ku-`scene[\"ps_spot\"]`."),
            Step("Sukusebenzisa ii-ID properties ezingenasakhiwo ezifana no-`scene[\"ps_spot\"]`: "
                 "azibonakali kakuhle kwi-UI kwaye azinayo uhlobo. Sisebenzisa `PropertyGroup` "
                 "(`PS_SceneSettings` kwi-props.py) eqhagamshelwe nge-`PointerProperty` ku-"
                 "`bpy.types.Scene.puppetstage`. Yongeza `EnumProperty` apho.",
                 [edit(f"{ptp}/props.py",
                       "class PS_SceneSettings(bpy.types.PropertyGroup):",
                       "class PS_SceneSettings(bpy.types.PropertyGroup):\n"
                       "    last_spot: bpy.props.EnumProperty(name=\"Last spot\", "
                       "items=spot_items)"),
                  edit(f"{ptp}/lights.py",
                       "    context.scene[\"ps_spot\"] = self.preset",
                       "    context.scene.puppetstage.last_spot = self.preset"),
                  bash("blender --background --factory-startup --python-exit-code 1 "
                       "-P tests/run_tests.py", ".......................... 26 passed in 3.31s")],
                 "Ngoku isibane sigcinwa ku-`scene.puppetstage.last_spot`, `EnumProperty` "
                 "kwi-`PS_SceneSettings`."),
        ], "PropertyGroup", tier="procedural", follow_ups=[
            ("Khumbula umfanekiso wangasemva okhethwe ekugqibeleni kwi-scene nganye", "xh"),
            ("Chekwa ogologo eriri ọ bụla nwere maka nwa ụkpụrụ ọ bụla, ka ọ dịrị mgbe "
             "emepere faịlụ ọzọ", "ig"),
            ("remember, per scene, which backdrop image was chosen last so it's still there "
             "after reopening the .blend", "en")]),
        Scenario("bl-report", "en", pt, [
            Step("One thing before you start: every operator you write should tell the "
                 "puppeteers what it did with `self.report({'INFO'}, ...)` - they never look "
                 "at the console, only at the status bar. Now: an operator that snaps all "
                 "puppets to the stage floor.",
                 [write(f"{ptp}/ops/snap.py",
                        "import bpy\n\n\nclass PS_OT_snap_floor(bpy.types.Operator):\n"
                        "    bl_idname = 'puppetstage.snap_floor'\n"
                        "    bl_label = 'Snap Puppets to Floor'\n\n"
                        "    def execute(self, context):\n        moved = 0\n"
                        "        for ob in puppets(context.scene):\n"
                        "            moved += snap_to(ob, floor_z(context.scene))\n"
                        "        self.report({'INFO'}, f\"Snapped {moved} puppets to the floor\")\n"
                        "        return {'FINISHED'}\n"),
                  bash("blender --background --factory-startup --python-exit-code 1 "
                       "-P tests/run_tests.py", "........................... 27 passed")],
                 "`Snap Puppets to Floor` reports how many puppets it moved in the status bar."),
        ], "report", tier="personalized", follow_ups=[
            ("write an operator that hides every puppet that isn't in the current act", "en"),
            ("රූකඩ සියල්ල වේදිකාවේ මැදට ගෙනෙන operator එකක් ලියන්න", "si"),
            ("Manorata operator izay mamerina ny fahazavana rehetra amin'ny toerana "
             "voalohany", "mg")]),
        Scenario("bl-no-render", "ig", pt, [
            Step("Biko, emela render ọ bụla na laptop m - ọ na-ewe ogologo oge ma na-eme ka "
                 "ọ kpoo ọkụ. Jụọ m tupu ị mee render. Ugbu a, gbanwee agba ọkụ azụ ka ọ "
                 "bụrụ acha anụnụ.",
                 [edit(f"{ptp}/lights.py",
                       "BACKLIGHT_COLOR = (1.0, 0.86, 0.62)",
                       "BACKLIGHT_COLOR = (0.35, 0.55, 1.0)"),
                  bash("blender --background --factory-startup --python-exit-code 1 "
                       "-P tests/run_tests.py", "........................... 27 passed")],
                 "Agbanwere m agba ọkụ azụ ka ọ bụrụ acha anụnụ. Emeghị m render; pịa F12 "
                 "mgbe ị chọrọ ịhụ ya."),
        ], "render", tier="personalized", follow_ups=[
            ("Lee ka ihe nkiri ọhụrụ ahụ si dị site na igwefoto ndị na-ekiri", "ig"),
            ("ပရိသတ်ထိုင်ခုံကနေ ဇာတ်ခုံအသစ် ဘယ်လိုမြင်ရလဲ ကြည့်ပေးပါ", "my"),
            ("check how the new fog material looks from the audience camera", "en")]),
        # ------------------------------------------- Flink job counting ski-lift gate scans
        Scenario("flink-event-time", "en", lg, [
            Step("the live dashboard needs scans per gate per 5 minutes",
                 [edit(f"{lgj}/GateCountJob.java",
                       "DataStream<GateScan> scans = env.fromSource(source, "
                       "WatermarkStrategy.noWatermarks(), \"gate-scans\");",
                       "DataStream<GateScan> scans = env.fromSource(source, "
                       "WatermarkStrategy.noWatermarks(), \"gate-scans\");\n"
                       "DataStream<GateCount> perGate = scans\n"
                       "    .keyBy(GateScan::gateId)\n"
                       "    .window(TumblingProcessingTimeWindows.of(Duration.ofMinutes(5)))\n"
                       "    .aggregate(new CountScans(), new ToGateCount());"),
                  bash("mvn -q verify",
                       "[INFO] Tests run: 38, Failures: 0, Errors: 0, Skipped: 0\n"
                       "[INFO] BUILD SUCCESS")],
                 "Added a 5-minute tumbling window per gate feeding `GateCount`; `mvn verify` "
                 "is green."),
            Step("the gates buffer scans when the radio link drops and send them up to ten "
                 "minutes late. With processing-time windows the 09:00-09:05 crowd at "
                 "Furggen shows up in 09:15 - the ops people saw a queue that wasn't there "
                 "yesterday. We always window on the scan's own time: a "
                 "`WatermarkStrategy.<GateScan>forBoundedOutOfOrderness(Duration.ofMinutes(10))` "
                 "with a timestamp assigner on `scannedAtMillis`, `.withIdleness(...)` so a "
                 "closed lift doesn't stall everything, and `TumblingEventTimeWindows`.",
                 [edit(f"{lgj}/GateCountJob.java",
                       "WatermarkStrategy.noWatermarks(), \"gate-scans\");",
                       "WatermarkStrategy.<GateScan>forBoundedOutOfOrderness("
                       "Duration.ofMinutes(10))\n"
                       "        .withTimestampAssigner((s, ts) -> s.scannedAtMillis())\n"
                       "        .withIdleness(Duration.ofMinutes(2)), \"gate-scans\");"),
                  edit(f"{lgj}/GateCountJob.java",
                       "TumblingProcessingTimeWindows.of(Duration.ofMinutes(5))",
                       "TumblingEventTimeWindows.of(Duration.ofMinutes(5))"),
                  edit(f"{lgt}/GateCountJobIT.java", "@Test\n    void countsPerGate()",
                       "@Test\n    void lateScansLandInTheirOwnWindow() {\n"
                       "        // scans at 09:01 arriving at 09:09 count toward 09:00-09:05\n"
                       "    }\n\n    @Test\n    void countsPerGate()"),
                  bash("mvn -q verify",
                       "[INFO] Tests run: 39, Failures: 0, Errors: 0, Skipped: 0\n"
                       "[INFO] BUILD SUCCESS")],
                 "Windows now run on event time with 10 minutes of allowed disorder and a "
                 "2-minute idleness timeout; a MiniCluster test checks that late scans land in "
                 "their own window. 39 tests green."),
        ], "WatermarkStrategy", tier="procedural", follow_ups=[
            ("compute the average wait at each valley station per quarter hour", "en"),
            ("ຄິດໄລ່ຈຳນວນຄົນທີ່ຂຶ້ນລິບແຕ່ລະຊົ່ວໂມງ ສຳລັບລາຍງານປະຈຳວັນ", "lo"),
            ("Her sagatda her bir gapydan näçe adamyň geçendigini hasaplaýan täze ädim goş",
             "tk")]),
        Scenario("flink-verify", "mg", lg, [
            Step("Ampio saha `resort` ao amin'ny `GateScan` mba hahafantarana ny tobim-panaovana "
                 "ski.",
                 [edit(f"{lgj}/model/GateScan.java",
                       "String gateId,\n        long scannedAtMillis",
                       "String gateId,\n        String resort,\n        long scannedAtMillis"),
                  edit(f"{lgj}/io/ScanDeserializer.java",
                       "node.get(\"gate\").asText(),",
                       "node.get(\"gate\").asText(),\n            node.path(\"resort\")"
                       ".asText(\"unknown\"),"),
                  bash("mvn -q package -DskipTests",
                       "[INFO] BUILD SUCCESS\n[INFO] Total time:  14.208 s")],
                 "Tafiditra ny saha `resort`; `mvn package` nahomby, vonona ho an'ny PR."),
            Step("Aza mampiasa `-DskipTests` intsony rehefa milaza ianao fa vita. Tsy nandalo "
                 "ny CI:\n```\n[ERROR] Failed to execute goal com.diffplug.spotless:spotless-"
                 "maven-plugin:2.43.0:check (default) on project liftgate: The following files "
                 "had format violations:\n    src/main/java/ch/example/liftgate/io/"
                 "ScanDeserializer.java\n```\n`mvn verify` no ampiasainay: mandefa ny "
                 "`spotless:check` sy ny fitsapana MiniCluster (`*IT.java`) izy.",
                 [bash("mvn -q spotless:apply", ""),
                  bash("mvn verify",
                       "[INFO] --- spotless:2.43.0:check (default) @ liftgate ---\n"
                       "[INFO] --- surefire:3.2.5:test (default-test) @ liftgate ---\n"
                       "[INFO] Tests run: 31, Failures: 0, Errors: 0, Skipped: 0\n"
                       "[INFO] --- failsafe:3.2.5:integration-test (default) @ liftgate ---\n"
                       "[ERROR] GateCountJobIT.countsPerGate:57 expected: 4 but was: 0\n"
                       "[INFO] BUILD FAILURE"),
                  edit(f"{lgt}/GateCountJobIT.java",
                       "new GateScan(\"G1\", 1700000000000L, \"P-1\")",
                       "new GateScan(\"G1\", \"furggen\", 1700000000000L, \"P-1\")"),
                  bash("mvn verify",
                       "[INFO] Tests run: 39, Failures: 0, Errors: 0, Skipped: 0\n"
                       "[INFO] BUILD SUCCESS")],
                 "Nohamarinina tamin'ny `spotless:apply` ny endrika, ary nisy fitsapana IT "
                 "iray tsy nifanaraka tamin'ny constructor vaovao; nahitsy. `mvn verify` "
                 "maitso, fitsapana 39."),
        ], "verify", tier="procedural", follow_ups=[
            ("Ovay ho `LiftTicket` ny anaran'ny `SkiPass` manerana ny asa, ary lazao ahy rehefa "
             "vonona ho an'ny merge", "mg"),
            ("د ګیټ ID د عدد پر ځای په string بدل کړه او ووایه چې کله د PR لپاره چمتو وي",
             "ps"),
            ("bump Flink to 1.20 and tell me when it's safe to merge", "en")]),
        Scenario("flink-uid", "en", lg, [
            Step("rename GateScan.cardNo to passId, that's what the ticketing people call it",
                 [bash("grep -rln cardNo src/", "src/main/java/ch/example/liftgate/model/"
                       "GateScan.java\nsrc/main/java/ch/example/liftgate/DedupFunction.java\n"
                       "src/test/java/ch/example/liftgate/DedupFunctionTest.java"),
                  edit(f"{lgj}/model/GateScan.java", "String cardNo", "String passId"),
                  edit(f"{lgj}/DedupFunction.java", "scan.cardNo()", "scan.passId()"),
                  bash("mvn -q verify",
                       "[INFO] Tests run: 39, Failures: 0, Errors: 0, Skipped: 0\n"
                       "[INFO] BUILD SUCCESS")],
                 "Renamed everywhere, `mvn verify` passes."),
            Step("staging deploy from last night's savepoint:\n```\njava.lang.IllegalStateException"
                 ": Failed to rollback to checkpoint/savepoint s3://liftgate-sp/savepoint-"
                 "3f1a2b-5c9d1e0a. Cannot map checkpoint/savepoint state for operator "
                 "7d0b1e4c9a8f3b2e6c5d4a3b2c1d0e9f to the new program, because the operator is "
                 "not available in the new program.\n```\nthe stateful operators have no "
                 "`.uid(...)`, so their generated ids change whenever the chain changes, and "
                 "renaming a field of a class we keep in state breaks the POJO serializer "
                 "anyway. Rule here: every stateful operator gets a stable `.uid(\"...\")`, and "
                 "classes held in state keep their fields - add, never rename.",
                 [edit(f"{lgj}/model/GateScan.java", "String passId",
                       "String cardNo"),
                  edit(f"{lgj}/model/GateScan.java", "    // accessors",
                       "    /** Ticketing's name for {@link #cardNo()}. */\n"
                       "    public String passId() { return cardNo; }\n    // accessors"),
                  edit(f"{lgj}/GateCountJob.java",
                       "    .process(new DedupFunction())",
                       "    .process(new DedupFunction())\n    .uid(\"dedup-scans\")"),
                  edit(f"{lgj}/GateCountJob.java",
                       "    .aggregate(new CountScans(), new ToGateCount());",
                       "    .aggregate(new CountScans(), new ToGateCount())\n"
                       "    .uid(\"count-per-gate\");"),
                  bash("mvn -q verify -Psavepoint-compat",
                       "[INFO] SavepointCompatIT restored savepoint-3f1a2b with "
                       "--allowNonRestoredState=false: OK\n[INFO] Tests run: 40, Failures: 0\n"
                       "[INFO] BUILD SUCCESS")],
                 "The state class keeps `cardNo` with a `passId()` accessor; `dedup-scans` and "
                 "`count-per-gate` have stable uids, and the savepoint-compat profile restores "
                 "last night's savepoint."),
        ], "uid", tier="procedural", follow_ups=[
            ("split the dedup step into two operators so we can scale them separately; it goes "
             "out Saturday from the current savepoint", "en"),
            ("Tinye ọnụ ọgụgụ ndị ọbịa n'ime ihe a na-echekwa n'ime state nke job a", "ig"),
            ("Дедупликация адымына яңа кыр өстә: сканнерның версиясе", "tt")]),
        Scenario("flink-side-output", "ps", lg, [
            Step("هغه سکینونه چې د پاس شمېره یې نه لوستل کیږي، باید په شمېرنه کې ونه شمېرل شي.",
                 [edit(f"{lgj}/GateCountJob.java",
                       "    .keyBy(GateScan::gateId)",
                       "    .filter(s -> s.passId() != null && !s.passId().isBlank())\n"
                       "    .keyBy(GateScan::gateId)"),
                  bash("mvn -q verify", "[INFO] Tests run: 40, Failures: 0\n[INFO] BUILD SUCCESS")],
                 "بې پاس شمېرې سکینونه اوس د `filter` په واسطه لرې کیږي."),
            Step("ولې دې هغه په چوپه خوله وغورځول؟ موږ بد سکینونه هېڅکله نه غورځوو. هغه د "
                 "`OutputTag<GateScan>` (`rejected-scans`) له لارې side output ته ځي او د "
                 "`gate-rejects` Kafka topic ته لېږل کیږي، ترڅو د ګیټ ساتونکي وګوري چې کوم "
                 "لوستونکی خراب دی.",
                 [edit(f"{lgj}/GateCountJob.java",
                       "    .filter(s -> s.passId() != null && !s.passId().isBlank())\n",
                       "    .process(new SplitUnreadable())\n    .uid(\"split-unreadable\")\n"),
                  write(f"{lgj}/SplitUnreadable.java",
                        "public class SplitUnreadable extends ProcessFunction<GateScan, "
                        "GateScan> {\n    public static final OutputTag<GateScan> REJECTED =\n"
                        "        new OutputTag<>(\"rejected-scans\") {};\n\n"
                        "    @Override\n    public void processElement(GateScan s, Context ctx, "
                        "Collector<GateScan> out) {\n"
                        "        if (s.passId() == null || s.passId().isBlank()) "
                        "ctx.output(REJECTED, s);\n        else out.collect(s);\n    }\n}\n"),
                  edit(f"{lgj}/GateCountJob.java", "env.execute(\"liftgate\");",
                       "valid.getSideOutput(SplitUnreadable.REJECTED).sinkTo(rejectSink(\"gate-"
                       "rejects\")).uid(\"rejects-sink\");\nenv.execute(\"liftgate\");"),
                  bash("mvn -q verify", "[INFO] Tests run: 41, Failures: 0\n[INFO] BUILD SUCCESS")],
                 "اوس بې پاس شمېرې سکینونه د `REJECTED` side output له لارې `gate-rejects` "
                 "ته ځي؛ 41 ازموینې بریالۍ."),
        ], "OutputTag", tier="procedural", follow_ups=[
            ("هغه سکینونه چې وخت یې په راتلونکي کې دی باید د ساعت په مجموعه کې حساب نشي",
             "ps"),
            ("Skanên ku ji gateyek nenas tên divê di hejmartinê de neyên hesibandin", "ku"),
            ("scans from a gate we don't know should not count toward the hourly totals", "en")]),
        Scenario("flink-assertj", "en", lg, [
            Step("Before you write any tests: I much prefer AssertJ (`assertThat(...)"
                 ".containsExactly(...)`, `extracting`) over JUnit's assertEquals, it's on the "
                 "test classpath already. Now add tests for PassValidity.",
                 [write(f"{lgt}/PassValidityTest.java",
                        "import static org.assertj.core.api.Assertions.assertThat;\n\n"
                        "class PassValidityTest {\n    @Test\n    void dayPassValidOnlyOnItsDay() "
                        "{\n        assertThat(PassValidity.check(dayPass(\"2025-01-04\"), "
                        "at(\"2025-01-04T09:12\")))\n            .isEqualTo(Validity.VALID);\n"
                        "        assertThat(PassValidity.check(dayPass(\"2025-01-04\"), "
                        "at(\"2025-01-05T08:30\")))\n            .isEqualTo(Validity.EXPIRED);\n"
                        "    }\n}\n"),
                  bash("mvn -q verify -Dtest=PassValidityTest",
                       "[INFO] Tests run: 4, Failures: 0\n[INFO] BUILD SUCCESS")],
                 "Four AssertJ tests for `PassValidity` (day pass, half-day, season, blocked)."),
        ], "AssertJ", tier="personalized", follow_ups=[
            ("cover the season-pass expiry rules with tests", "en"),
            ("Ekri tès pou fonksyon ki konte pasaj yo pa pòt", "ht"),
            ("ഗേറ്റ് ഡീഡ്യൂപ്ലിക്കേഷനു വേണ്ടി ടെസ്റ്റുകൾ എഴുതൂ", "ml")]),
        Scenario("flink-zurich-time", "ku", lg, [
            Step("Ez li Zurichê dixebitim. Dema ku tu dem û demjimêran nîşan didî, wan bi "
                 "dema herêmî `Europe/Zurich` binivîse, ne bi UTC û ne jî bi milîçirkeyan. "
                 "Niha ji min re bêje ka di checkpoint-ên dawî de çi qewimî.",
                 [bash("curl -s localhost:8081/jobs/5c0e4f7a2b1d/checkpoints | jq "
                       "'.history[:3][] | {id, status, trigger_timestamp, "
                       "end_to_end_duration}'",
                       "{\"id\": 4412, \"status\": \"COMPLETED\", \"trigger_timestamp\": "
                       "1736156412000, \"end_to_end_duration\": 2310}\n"
                       "{\"id\": 4411, \"status\": \"FAILED\", \"trigger_timestamp\": "
                       "1736156112000, \"end_to_end_duration\": 600000}\n"
                       "{\"id\": 4410, \"status\": \"COMPLETED\", \"trigger_timestamp\": "
                       "1736155812000, \"end_to_end_duration\": 2198}")],
                 "Sê checkpoint-ên dawî (dema Zurichê):\n- 4412: serkeftî, 06.01.2025 10:40:12, "
                 "2,3 çirke\n- 4411: têk çû, 10:35:12, piştî 10 deqîqeyan (timeout)\n"
                 "- 4410: serkeftî, 10:30:12, 2,2 çirke"),
        ], "Zurich", tier="personalized", follow_ups=[
            ("Kengê job cara dawî ji nû ve dest pê kir?", "ku"),
            ("Rahoviana no nisy scan farany avy amin'ny vavahady G7?", "mg"),
            ("when did the job last restart, and when was the last successful savepoint?",
             "en")]),
        # ------------------------------------------- Vala/GTK4 shearing tally app (Flatpak)
        Scenario("vala-flatpak-builder", "en", sc, [
            Step("add a daily total per shearer at the bottom of the tally view",
                 [edit(f"{scs}/tally-view.vala",
                       "private Gtk.ListBox shearer_list;",
                       "private Gtk.ListBox shearer_list;\n"
                       "private Gtk.TreeView totals_view;"),
                  bash("meson setup build && meson compile -C build",
                       "The Meson build system\nVersion: 1.0.1\n"
                       "Run-time dependency libadwaita-1 found: YES 1.2.2\n"
                       "Run-time dependency gtk4 found: YES 4.8.3\n"
                       "[42/42] Linking target src/shearcount"),
                  bash("./build/src/shearcount --version", "shearcount 0.9.2")],
                 "Totals row added under the list with a `Gtk.TreeView`; it builds and runs."),
            Step("it builds for you because you built on the host, a Debian box with GTK 4.8 "
                 "and libadwaita 1.2. Nobody ships that. Our target is the Flatpak on "
                 "org.gnome.Platform 46, where the manifest builds with -Dwerror=true:\n```\n"
                 "../src/tally-view.vala:88.13-88.25: error: `Gtk.TreeView' has been "
                 "deprecated since 4.10\n```\nbuild and run with `flatpak-builder --user "
                 "--install --force-clean _flatpak nz.example.Shearcount.json` and "
                 "`flatpak run nz.example.Shearcount`, not meson on the host.",
                 [edit(f"{scs}/tally-view.vala",
                       "private Gtk.TreeView totals_view;",
                       "private Gtk.ColumnView totals_view;"),
                  bash("flatpak-builder --user --install --force-clean _flatpak "
                       "nz.example.Shearcount.json",
                       "Downloading sources\nStarting build of nz.example.Shearcount\n"
                       "========================================================================\n"
                       "Building module shearcount in /home/tui/shearcount/.flatpak-builder/"
                       "build/shearcount-1\n[44/44] Linking target src/shearcount\n"
                       "Committing stage finish to cache\nInstalling app/nz.example.Shearcount/"
                       "x86_64/master"),
                  bash("flatpak run nz.example.Shearcount --version", "shearcount 0.9.3")],
                 "Totals now use `Gtk.ColumnView`; built with flatpak-builder against GNOME 46 "
                 "(-Dwerror) and it starts from the installed Flatpak."),
        ], "flatpak-builder", tier="procedural", follow_ups=[
            ("add a CSV export button to the day summary and check that it actually runs", "en"),
            ("Cuir gràf beag ris an sgrìn-latha a sheallas na caoraich san uair, agus "
             "dèan cinnteach gu bheil e ag obair", "gd"),
            ("Tambahna tombol kanggo nyetak ringkesan dina lan priksa yen aplikasi isih "
             "mlaku", "jv")]),
        Scenario("vala-potfiles", "tt", sc, [
            Step("Көн ахырында хисап өчен яңа экран өстә: «Көн йомгагы», анда һәр кыркучының "
                 "сарыклары саны.",
                 [write(f"{scs}/day-summary.vala",
                        "[GtkTemplate (ui = \"/nz/example/Shearcount/day-summary.ui\")]\n"
                        "public class Shearcount.DaySummary : Adw.NavigationPage {\n"
                        "    construct { title = _(\"Day summary\"); }\n}\n"),
                  edit(f"{scs}/meson.build", "  'tally-view.vala',",
                       "  'tally-view.vala',\n  'day-summary.vala',"),
                  bash("flatpak-builder --user --install --force-clean _flatpak "
                       "nz.example.Shearcount.json", "[46/46] Linking target src/shearcount\n"
                       "Installing app/nz.example.Shearcount/x86_64/master")],
                 "«Көн йомгагы» экраны өстәлде, Flatpak җыела."),
            Step("Син яңа файлны `po/POTFILES.in`-га өстәмәдең, шуңа тәрҗемәчеләр (маори һәм "
                 "испан) бу юлларны күрмиләр. `_()` булган һәр файл, `.vala` та, `.blp` та, "
                 "`po/POTFILES.in`-да булырга тиеш; аннары `meson compile -C _build "
                 "shearcount-pot` эшләт.",
                 [edit(f"{sc}/po/POTFILES.in", "src/tally-view.vala",
                       "src/tally-view.vala\nsrc/day-summary.vala\ndata/ui/day-summary.blp"),
                  bash("meson compile -C _build shearcount-pot",
                       "[1/1] Running external command shearcount-pot\n"
                       "po/shearcount.pot: 87 messages (4 new)")],
                 "`day-summary.vala` һәм `day-summary.blp` `po/POTFILES.in`-га өстәлде; pot "
                 "файлында 4 яңа юл."),
        ], "POTFILES", tier="procedural", follow_ups=[
            ("Көтү хуҗасы сарык башына түләү бәясен куя алсын өчен көйләүләр бите өстә", "tt"),
            ("Gyrkyjy üçin täze profil sahypasyny goş, ady we topary bilen", "tk"),
            ("add a dialog that warns when a shearer's count drops by more than ten against "
             "yesterday", "en")]),
        Scenario("vala-blueprint", "en", sc, [
            Step("put a 'Start run' button in the header bar",
                 [edit(f"{scs}/window.vala",
                       "        base.constructed ();",
                       "        base.constructed ();\n"
                       "        var start_btn = new Gtk.Button.with_label (_(\"Start run\"));\n"
                       "        start_btn.add_css_class (\"suggested-action\");\n"
                       "        start_btn.clicked.connect (on_start_run);\n"
                       "        header_bar.pack_start (start_btn);"),
                  bash("flatpak-builder --user --install --force-clean _flatpak "
                       "nz.example.Shearcount.json", "[46/46] Linking target src/shearcount")],
                 "The header bar has a suggested-action 'Start run' button wired to "
                 "`on_start_run`."),
            Step("we don't build widgets in Vala code. Layout lives in the Blueprint files "
                 "under data/ui/ (window.blp here), blueprint-compiler turns them into the "
                 "gresource; Vala only gets `[GtkChild] unowned Gtk.Button start_button;` and "
                 "a `[GtkCallback]` handler.",
                 [edit(f"{scs}/window.vala",
                       "        var start_btn = new Gtk.Button.with_label (_(\"Start run\"));\n"
                       "        start_btn.add_css_class (\"suggested-action\");\n"
                       "        start_btn.clicked.connect (on_start_run);\n"
                       "        header_bar.pack_start (start_btn);", ""),
                  edit(f"{sc}/data/ui/window.blp", "    [start]",
                       "    [start]\n    Button start_button {\n      label: _(\"Start run\");\n"
                       "      styles [\"suggested-action\"]\n"
                       "      clicked => $on_start_run();\n    }"),
                  edit(f"{scs}/window.vala", "    [GtkChild] unowned Adw.HeaderBar header_bar;",
                       "    [GtkChild] unowned Adw.HeaderBar header_bar;\n"
                       "    [GtkChild] unowned Gtk.Button start_button;"),
                  edit(f"{scs}/window.vala", "    private void on_start_run () {",
                       "    [GtkCallback]\n    private void on_start_run () {"),
                  bash("flatpak-builder --user --install --force-clean _flatpak "
                       "nz.example.Shearcount.json",
                       "[3/46] Compiling blueprint data/ui/window.blp\n"
                       "[46/46] Linking target src/shearcount")],
                 "The button is declared in window.blp; the window class only has the "
                 "`[GtkChild]` field and a `[GtkCallback]` handler."),
        ], "Blueprint", tier="procedural", follow_ups=[
            ("the tally screen needs a search entry above the list of shearers", "en"),
            ("Yongeza iqhosha lokucima i-tally yosuku kwisikrini esiphambili", "xh"),
            ("කැපුම්කරුවන්ගේ ලැයිස්තුවට ඉහළින් පෙරහන් (filter) dropdown එකක් දාන්න", "si")]),
        Scenario("vala-gsettings", "tk", sc, [
            Step("Programma iň soňky saýlanan toparyň (gang) adyny ýatda saklasyn.",
                 [edit(f"{scs}/application.vala",
                       "    private void on_gang_selected (string gang) {",
                       "    private void on_gang_selected (string gang) {\n"
                       "        var dir = Path.build_filename (Environment.get_user_config_dir "
                       "(), \"shearcount\");\n        DirUtils.create_with_parents (dir, 0755);\n"
                       "        FileUtils.set_contents (Path.build_filename (dir, \"state.json\"),\n"
                       "            \"{\\\"last_gang\\\": \\\"%s\\\"}\".printf (gang));"),
                  bash("flatpak-builder --user --install --force-clean _flatpak "
                       "nz.example.Shearcount.json", "[46/46] Linking target src/shearcount")],
                 "Soňky topar `~/.config/shearcount/state.json` faýlyna ýazylýar."),
            Step("Näme üçin JSON faýl ýazdyň? Biz sazlamalary `GSettings` bilen saklaýarys: "
                 "`data/nz.example.Shearcount.gschema.xml` içine täze açar goş (`last-gang`), "
                 "soňra `settings.get_string` / `settings.set_string` ýa-da `settings.bind` "
                 "ulan. Shema meson bilen gurnalýar.",
                 [edit(f"{sc}/data/nz.example.Shearcount.gschema.xml",
                       "    <key name=\"window-width\" type=\"i\">",
                       "    <key name=\"last-gang\" type=\"s\">\n      <default>''</default>\n"
                       "      <summary>Last selected gang</summary>\n    </key>\n"
                       "    <key name=\"window-width\" type=\"i\">"),
                  edit(f"{scs}/application.vala",
                       "        var dir = Path.build_filename (Environment.get_user_config_dir "
                       "(), \"shearcount\");\n        DirUtils.create_with_parents (dir, 0755);\n"
                       "        FileUtils.set_contents (Path.build_filename (dir, \"state.json\"),\n"
                       "            \"{\\\"last_gang\\\": \\\"%s\\\"}\".printf (gang));",
                       "        settings.set_string (\"last-gang\", gang);"),
                  bash("glib-compile-schemas --strict --dry-run data/", ""),
                  bash("flatpak-builder --user --install --force-clean _flatpak "
                       "nz.example.Shearcount.json", "[46/46] Linking target src/shearcount")],
                 "`last-gang` açary gschema.xml-e goşuldy we `settings.set_string` bilen "
                 "ýazylýar; JSON faýl aýryldy."),
        ], "GSettings", tier="procedural", follow_ups=[
            ("Programma ýapylanda penjiräniň ululygyny ýatda saklasyn", "tk"),
            ("Aplikasi kudu ngelingi tema peteng utawa padhang sing dipilih pangguna", "jv"),
            ("the window should come back at the size it had when it was closed", "en")]),
        Scenario("vala-british", "en", sc, [
            Step("Just so you know, for all UI text: we write New Zealand/British English - "
                 "colour, organise, licence, cancelled - never US spellings. Now add a "
                 "preferences row for the highlight colour of the day's top shearer.",
                 [edit(f"{sc}/data/ui/preferences.blp", "    Adw.PreferencesGroup display {",
                       "    Adw.PreferencesGroup display {\n      Adw.ComboRow top_colour_row {\n"
                       "        title: _(\"Top shearer colour\");\n"
                       "        subtitle: _(\"Colour used to highlight the day's best tally\");\n"
                       "      }"),
                  edit(f"{sc}/data/nz.example.Shearcount.gschema.xml",
                       "    <key name=\"last-gang\" type=\"s\">",
                       "    <key name=\"top-colour\" type=\"s\">\n"
                       "      <default>'gold'</default>\n    </key>\n"
                       "    <key name=\"last-gang\" type=\"s\">"),
                  bash("flatpak-builder --user --install --force-clean _flatpak "
                       "nz.example.Shearcount.json", "[46/46] Linking target src/shearcount")],
                 "Added a 'Top shearer colour' combo row backed by the `top-colour` key."),
        ], "British", tier="personalized", follow_ups=[
            ("write the strings for the new about dialog and the error shown when the scale "
             "disconnects", "en"),
            ("Soraty ny hafatra rehefa tsy mety ny fanondranana ho CSV", "mg"),
            ("Skriva tekstirnar til nýggju stillingarnar fyri litir og eindir", "fo")]),
        Scenario("vala-toast", "jv", sc, [
            Step("Aku luwih seneng kabar cilik kaya 'Disimpen' utawa 'Diekspor' ditampilake "
                 "nganggo `Adw.Toast` ing `Adw.ToastOverlay`, ora nganggo dialog sing kudu "
                 "diklik. Saiki tambahna kabar nalika tally dina wis disimpen.",
                 [edit(f"{scs}/window.vala", "        store.save_day (day);",
                       "        store.save_day (day);\n"
                       "        toast_overlay.add_toast (new Adw.Toast (_(\"Day tally saved\")) "
                       "{ timeout = 3 });"),
                  bash("flatpak-builder --user --install --force-clean _flatpak "
                       "nz.example.Shearcount.json", "[46/46] Linking target src/shearcount")],
                 "Saiki sawise tally disimpen metu `Adw.Toast` \"Day tally saved\" telung detik."),
        ], "Toast", tier="personalized", follow_ups=[
            ("Kandhani pangguna yen serep menyang USB wis rampung", "jv"),
            ("Кулланучыга CSV файлы сакланганын белдер", "tt"),
            ("let the user know when syncing with the woolshed laptop has finished", "en")]),
        # ------------------------------------------- OPA/Rego guardrails for Terraform plans
        Scenario("rego-v1-syntax", "en", gr, [
            Step("add a rule that denies S3 buckets without versioning",
                 [write(f"{grp}/s3.rego",
                        "package terraform.s3\n\ndeny[msg] {\n"
                        "    rc := input.resource_changes[_]\n"
                        "    rc.type == \"aws_s3_bucket_versioning\"\n"
                        "    rc.change.after.versioning_configuration[_].status != \"Enabled\"\n"
                        "    msg := sprintf(\"%s: versioning must be enabled\", [rc.address])\n"
                        "}\n"),
                  bash("opa version && opa test policy/ -v",
                       "Version: 0.61.0\n...\ndata.terraform.s3.test_versioning_off: PASS "
                       "(1.2ms)\n--------------------------------------------------------------"
                       "------------------\nPASS: 48/48")],
                 "New `deny` rule for unversioned buckets; 48/48 pass."),
            Step("your local opa is 0.61. CI pins 1.2 and says\n```\n2 errors occurred:\n"
                 "policy/terraform/s3.rego:3: rego_parse_error: `if` keyword is required "
                 "before rule body\npolicy/terraform/s3.rego:3: rego_parse_error: `contains` "
                 "keyword is required for partial set rules\n```\neverything here is Rego v1: "
                 "`deny contains msg if { ... }`. use the pinned binary in ./bin (`make "
                 "tools` fetches it), not whatever is on your PATH.",
                 [edit(f"{grp}/s3.rego", "deny[msg] {", "deny contains msg if {"),
                  bash("make tools && ./bin/opa version",
                       "fetching opa v1.2.0 ... ok\nVersion: 1.2.0"),
                  bash("./bin/opa check --strict policy/ && ./bin/opa test policy/ -v",
                       "data.terraform.s3.test_versioning_off: PASS (1.1ms)\n"
                       "--------------------------------------------------------------------"
                       "------------\nPASS: 48/48")],
                 "Rewritten as `deny contains msg if`; `./bin/opa` 1.2.0 passes check --strict "
                 "and 48/48 tests."),
        ], "contains", tier="procedural", follow_ups=[
            ("write a policy that rejects security groups open to 0.0.0.0/0 on port 22", "en"),
            ("tag မပါတဲ့ Lambda function တွေကို ငြင်းပယ်တဲ့ စည်းမျဉ်း ရေးပေးပါ", "my"),
            ("Rêzikek binivîse ku databasên bê backup red dike", "ku")]),
        Scenario("rego-coverage", "ht", gr, [
            Step("Ajoute yon règ ki refize VM ki pa gen tag `cost-centre`.",
                 [write(f"{grp}/tags.rego",
                        "package terraform.tags\n\nimport rego.v1\n\n"
                        "deny contains msg if {\n    some rc in input.resource_changes\n"
                        "    rc.type == \"aws_instance\"\n"
                        "    not rc.change.after.tags[\"cost-centre\"]\n"
                        "    msg := sprintf(\"%s: missing cost-centre tag\", [rc.address])\n}\n"),
                  bash("conftest test plans/sample-plan.json --policy policy/ --all-namespaces",
                       "FAIL - plans/sample-plan.json - terraform.tags - aws_instance.gpu_node: "
                       "missing cost-centre tag\n\n2 tests, 1 passed, 0 warnings, 1 failure, "
                       "0 exceptions")],
                 "Règ la mache: conftest jwenn `aws_instance.gpu_node` ki pa gen tag la."),
            Step("Sa a pa yon tès. Yon plan egzanp ki echwe pa pwouve anyen. Chak règ bezwen "
                 "yon fichye `_test.rego` bò kote l, ak omwen yon ka ki pase ak yon ka ki "
                 "refize, epi nou kouri `./bin/opa test policy/ -v --coverage`; CI a mande "
                 "90 % coverage pou chak fichye.",
                 [write(f"{grp}/tags_test.rego",
                        "package terraform.tags_test\n\nimport rego.v1\n\n"
                        "import data.terraform.tags\n\n"
                        "test_vm_without_cost_centre_denied if {\n"
                        "    count(tags.deny) == 1 with input as {\"resource_changes\": "
                        "[vm({})]}\n}\n\n"
                        "test_vm_with_cost_centre_allowed if {\n"
                        "    count(tags.deny) == 0 with input as {\"resource_changes\": "
                        "[vm({\"cost-centre\": \"RC-114\"})]}\n}\n"),
                  bash("./bin/opa test policy/ -v --coverage | jq '.files[\"policy/"
                       "terraform/tags.rego\"].coverage, .coverage'",
                       "100\n93.4")],
                 "Ajoute `tags_test.rego` ak yon ka ki refize ak yon ka ki pase; tags.rego "
                 "100 % coverage, total 93.4 %."),
        ], "coverage", tier="procedural", follow_ups=[
            ("Ajoute yon règ ki limite kantite disk yon VM ka genyen", "ht"),
            ("Skriva eina reglu, ið noktar almennar IP-adressur á dátugrunnum", "fo"),
            ("add a rule limiting GPU instance types to the approved list", "en")]),
        Scenario("rego-regal", "en", gr, [
            Step("regal is red in CI, make it green",
                 [bash("./bin/regal lint policy/",
                       "Rule:        prefer-snake-case\nDescription: Prefer snake_case for names\n"
                       "Location:    policy/terraform/network.rego:12:1\n\n"
                       "Rule:        rule-length\nDescription: Max rule length exceeded\n"
                       "Location:    policy/terraform/network.rego:31:1\n\n"
                       "2 files linted. 2 violations found."),
                  edit(f"{grp}/network.rego", "openIngress contains rc if {",
                       "# regal ignore:prefer-snake-case\nopenIngress contains rc if {"),
                  edit(f"{grp}/network.rego", "deny contains msg if {\n    some rc in open",
                       "# regal ignore:rule-length\ndeny contains msg if {\n    some rc in open"),
                  bash("./bin/regal lint policy/", "2 files linted. No violations found.")],
                 "Regal is clean now."),
            Step("no. don't silence Regal with inline `# regal ignore:` comments. fix what it "
                 "flags - rename to snake_case, split the long rule into helpers - and if a "
                 "rule really doesn't fit us it gets turned off in `.regal/config.yaml` with a "
                 "comment saying why, after we've talked about it.",
                 [edit(f"{grp}/network.rego",
                       "# regal ignore:prefer-snake-case\nopenIngress contains rc if {",
                       "open_ingress contains rc if {"),
                  edit(f"{grp}/network.rego",
                       "# regal ignore:rule-length\ndeny contains msg if {\n    some rc in open",
                       "deny contains msg if {\n    some rc in open_ingress\n"
                       "    not exempt(rc)\n    msg := ingress_message(rc)\n}\n\n"
                       "exempt(rc) if {"),
                  bash("./bin/regal lint policy/ && ./bin/opa test policy/",
                       "2 files linted. No violations found.\nPASS: 50/50")],
                 "Renamed to `open_ingress` and split the deny rule into `exempt` and "
                 "`ingress_message`; Regal clean without ignores, 50/50 tests."),
        ], "regal", tier="procedural", follow_ups=[
            ("the linter complains about the new IAM policy file; sort it out before the PR",
             "en"),
            ("Täze KMS düzgüninde lint ýalňyşlyklary bar, PR-dan öň düzet", "tk"),
            ("په نوي DNS قاعده کې د lint ستونزې شته؛ هغه سمې کړه", "ps")]),
        Scenario("rego-data-yaml", "fo", gr, [
            Step("Loyv bert økjunum eu-central-2 og eu-west-1 fyri granskingarverkætlanir.",
                 [edit(f"{grp}/region.rego",
                       "deny contains msg if {\n    some rc in input.resource_changes",
                       "allowed_regions := {\"eu-central-2\", \"eu-west-1\"}\n\n"
                       "deny contains msg if {\n    some rc in input.resource_changes"),
                  edit(f"{grp}/region.rego", "    not rc.change.after.region in {\"eu-central-2\"}",
                       "    not rc.change.after.region in allowed_regions"),
                  bash("./bin/opa test policy/ -v", "PASS: 50/50")],
                 "Loyvdu økini eru nú í `allowed_regions` í region.rego; 50/50."),
            Step("Vit hava ongar listar inni í reglunum. Listar sum loyvd øki liggja í "
                 "`policy/terraform/data.yaml` og verða lisnir sum `data.guardrails.regions`, "
                 "so at RC-toymið kann broyta teir uttan at nerta Rego.",
                 [edit(f"{grp}/data.yaml", "guardrails:\n  regions:\n    - eu-central-2",
                       "guardrails:\n  regions:\n    - eu-central-2\n    - eu-west-1"),
                  edit(f"{grp}/region.rego",
                       "allowed_regions := {\"eu-central-2\", \"eu-west-1\"}\n\n", ""),
                  edit(f"{grp}/region.rego",
                       "    not rc.change.after.region in allowed_regions",
                       "    not rc.change.after.region in {r | some r in "
                       "data.guardrails.regions}"),
                  bash("./bin/opa test policy/ -v", "PASS: 50/50")],
                 "Økini eru nú í `data.yaml` undir `guardrails.regions`; reglan lesur "
                 "`data.guardrails.regions`. 50/50."),
        ], "data.yaml", tier="procedural", follow_ups=[
            ("Loyv nýggju góðkendu maskinmyndirnar (AMI) hjá genetikkbólkinum", "fo"),
            ("Ceadaich seòrsa inneal GPU ùr (g6.xlarge) don bhuidheann-rannsachaidh", "gd"),
            ("add the two new approved machine images for the genomics group", "en")]),
        Scenario("rego-wiki-link", "en", gr, [
            Step("When you write deny messages, I want each one to end with a link to its "
                 "section on our wiki, like `https://wiki.example.edu/rc/guardrails#<rule_name>`, "
                 "and worded so a researcher (not a cloud engineer) gets it. Now add a rule "
                 "against public IPs on database servers.",
                 [write(f"{grp}/db_public.rego",
                        "package terraform.db_public\n\nimport rego.v1\n\n"
                        "deny contains msg if {\n    some rc in input.resource_changes\n"
                        "    rc.type == \"aws_db_instance\"\n"
                        "    rc.change.after.publicly_accessible\n"
                        "    msg := sprintf(\"%s: this database would be reachable from the "
                        "whole internet. Keep it private and connect through the lab VPN. "
                        "See https://wiki.example.edu/rc/guardrails#db_public\", "
                        "[rc.address])\n}\n"),
                  bash("./bin/opa test policy/ -v", "PASS: 52/52")],
                 "Added `db_public` with a plain-language message ending in its wiki link."),
        ], "wiki", tier="personalized", follow_ups=[
            ("add a rule that blocks storage buckets without encryption", "en"),
            ("ຂຽນກົດທີ່ປະຕິເສດ VM ທີ່ບໍ່ມີການສຳຮອງຂໍ້ມູນ", "lo"),
            ("Dee iwu na-egbochi ịgba ọsọ VM karịa ụbọchị iri atọ na-enweghị tag", "ig")]),
        Scenario("rego-no-commit", "gd", gr, [
            Step("Mus tòisich thu: na dèan commit no push idir. Bidh mi fhìn a' dèanamh commits "
                 "le ainm-sgrìobhte GPG. Fàg na h-atharrachaidhean gun commit. A-nis, ceartaich "
                 "an teachdaireachd ann an riaghailt nan tags.",
                 [edit(f"{grp}/tags.rego", "\"%s: missing cost-centre tag\"",
                       "\"%s: add a cost-centre tag (e.g. RC-114) so the cost reaches your "
                       "group\""),
                  bash("./bin/opa test policy/ -v", "PASS: 52/52"),
                  bash("git status --short", " M policy/terraform/tags.rego")],
                 "Tha an teachdaireachd ceartaichte agus tha na deuchainnean a' dol seachad. "
                 "Cha do rinn mi commit; tha an t-atharrachadh air fhàgail dhut."),
        ], "commit", tier="personalized", follow_ups=[
            ("Cuir crìoch air an riaghailt airson tags agus cuir air a' mheur e", "gd"),
            ("Fini règ rezo a epi mete l sou branch la", "ht"),
            ("finish the tagging rule and get it onto the branch", "en")]),
    ]
