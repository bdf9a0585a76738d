"""A fourteenth outside set of sessions that teach something, and the later requests that need it.

Written by hand by a writer who had not read the project's code, tests or other held-out sets'
rows, from the Scenario format alone (the Scenario dataclass, the Step dataclass, the bash, edit
and write helpers, and the module docstring and first two scenarios of the thirteenth outside set
for their layout; a line range taken too wide also showed the first scenario of the original
learning set and the opening lines of the function that lays out a session's lines, neither of
which shaped this set), never used for tuning, and written without reading how lessons are
captured, stored or recalled. Tiers were set by construction: a session where the human
corrects what the agent did in a tool call (or a claim it made about a tool's output) is
"procedural", one where the human only states how they like things before the agent does anything
is "personalized". Five
invented projects of kinds absent from the earlier learning sets: a Clojure service (deps.edn,
Reitit, next.jdbc, HoneySQL, Integrant, Aero, kaocha) that brokers inter-library loans between
rural libraries, a Fortran 2008 lake-ice and stratification model (CMake presets, MPI,
NetCDF-Fortran, pFUnit, Slurm) of a hydrology institute, a Solidity / Foundry repository (forge,
cast, OpenZeppelin 5) of share and payout contracts for a community solar co-operative, a Rust /
Bevy 0.14 game about a night-ferry keeper (leafwing-input-manager, bevy_asset_loader), and a
MicroPython weather station on an ESP32 for a mountain-hut association (mpremote, mpy-cross,
BME280, MQTT).

30 sessions, six per project. In 20 the agent works (edits, commands with realistic output, or a
claim it makes) and then the human corrects it, sharply or mildly (a pasted error, "why did you
...?", "can you instead ...", a reminder of how the team does it); tier "procedural", four per
project. In 10 the human only states a personal preference before any work; tier "personalized",
two per project. 15 sessions are in English, the other 15 in Brazilian Portuguese (code "pt"),
Greek, Hungarian, Romanian, Finnish, Danish, Hebrew, Hindi, Thai, Vietnamese, Arabic, Catalan,
Croatian, Slovak and Norwegian (one each). Each scenario has 3 follow-ups (90 in all): requests
from a later session that need the lesson while sharing few words with it; exactly one per
scenario is in the session's language, so 60 of the 90 are in another language. `expect` is one
word the learned record should contain, chosen where possible as a language-neutral technical
token (a tool, a flag, a file, a library, an identifier). All names, paths, numbers and outputs
are invented; nothing is copied from a public text.
"""

from __future__ import annotations

from learning_set import Scenario
from sessions import Step, bash, edit, write


def scenarios(base: str) -> list[Scenario]:
    il = f"{base}/interloan"
    lk = f"{base}/lakeice"
    ss = f"{base}/sunshare-contracts"
    tw = f"{base}/tidewatch"
    hw = f"{base}/hutwx"
    ils = f"{il}/src/interloan"
    lks = f"{lk}/src"
    sss = f"{ss}/src"
    tws = f"{tw}/src"
    hwd = f"{hw}/device"
    return [
        # ------------------------------------------------- Clojure inter-library loans
        Scenario("clojure-integrant-reset", "en", il, [
            Step("the /holds endpoint should also return the pickup branch name, not just its id",
                 [edit(f"{ils}/http/holds.clj",
                       "(select-keys hold [:hold/id :hold/status :hold/branch-id])",
                       "(-> (select-keys hold [:hold/id :hold/status :hold/branch-id])\n"
                       "    (assoc :branch/name (branches/name-of db (:hold/branch-id hold))))"),
                  bash("pkill -f 'clojure -M:run'; clojure -M:run &",
                       "2026-11-03 10:14:02 INFO  interloan.main - starting system\n"
                       "2026-11-03 10:14:39 INFO  interloan.main - http listening on :8420"),
                  bash("curl -s localhost:8420/holds/7731 | jq .",
                       "{\n  \"hold/id\": 7731,\n  \"hold/status\": \"ready\",\n"
                       "  \"hold/branch-id\": 12,\n  \"branch/name\": \"Kettleby\"\n}")],
                 "Added the branch name to the holds response and restarted the service; "
                 "curl shows branch/name."),
            Step("please don't kill the process, you also killed my REPL session with it. the "
                 "system runs under integrant.repl inside the nREPL that's already up (port is in "
                 ".nrepl-port). after editing, eval (user/reset) through it, it reloads changed "
                 "namespaces and restarts the components in ~2s instead of a 40s JVM boot",
                 [bash("clj-nrepl-eval -p $(cat .nrepl-port) '(user/reset)'",
                       ":reloading (interloan.http.holds interloan.http.routes)\n"
                       ":resumed"),
                  bash("curl -s localhost:8420/holds/7731 | jq -r '.\"branch/name\"'",
                       "Kettleby")],
                 "Sorry about the REPL. Reloaded with (user/reset) over the existing nREPL; the "
                 "change is live and the response still carries the branch name."),
        ], "reset", tier="procedural", follow_ups=[
            ("I changed the connection pool size in the system map, make it take effect",
             "en"),
            ("a rota nova de renovação de empréstimo dá 404 mesmo depois de salvar o arquivo, "
             "resolve isso", "pt"),
            ("ich habe den Handler für Fernleihen angepasst, bring die laufende Instanz auf den "
             "neuen Stand", "de")]),
        Scenario("clojure-honeysql", "pt", il, [
            Step("preciso de uma consulta que liste os empréstimos atrasados de uma biblioteca, "
                 "filtrando por dias de atraso",
                 [edit(f"{ils}/db/loans.clj",
                       "(defn overdue [ds library-id]",
                       "(defn overdue [ds library-id min-days]\n"
                       "  (jdbc/execute! ds [(str \"SELECT * FROM loans WHERE library_id = \" "
                       "library-id \" AND due_on < now() - interval '\" min-days \" days'\")]))"),
                  bash("clojure -M:test -m kaocha.runner --focus interloan.db.loans-test",
                       "--- unit (clojure.test) ---------------------------\n"
                       "interloan.db.loans-test\n  overdue-by-days\n\n"
                       "1 tests, 3 assertions, 0 failures.")],
                 "Implementei overdue com o filtro de dias; o teste passa."),
            Step("montar SQL com str é exatamente o que a gente não faz aqui, library-id vem da "
                 "URL. todo SQL do projeto é gerado com HoneySQL (sql/format com mapas), os "
                 "parâmetros viram ? sozinhos. dá uma olhada em db/holds.clj, está tudo assim",
                 [edit(f"{ils}/db/loans.clj",
                       "  (jdbc/execute! ds [(str \"SELECT * FROM loans WHERE library_id = \" "
                       "library-id \" AND due_on < now() - interval '\" min-days \" days'\")]))",
                       "  (jdbc/execute! ds (sql/format {:select [:*] :from [:loans]\n"
                       "                                 :where [:and [:= :library_id library-id]\n"
                       "                                         [:< :due_on [:- [:now] "
                       "[:interval min-days :days]]]]})))"),
                  bash("clojure -M:test -m kaocha.runner --focus interloan.db.loans-test",
                       "1 tests, 3 assertions, 0 failures.")],
                 "Reescrevi com HoneySQL (sql/format), sem concatenação; parâmetros agora vão "
                 "como ?. Teste passa."),
        ], "honeysql", tier="procedural", follow_ups=[
            ("preciso buscar os leitores bloqueados por multa acima de um valor informado", "pt"),
            ("write the query that counts transfers per courier van for a given month", "en"),
            ("napisz zapytanie, które znajdzie książki zamówione przez więcej niż trzy "
             "biblioteki", "pl")]),
        Scenario("clojure-kaocha-runner", "en", il, [
            Step("add a test for the courier route splitting when a van is over 40 crates",
                 [write(f"{il}/test/interloan/courier/split_test.clj",
                        "(ns interloan.courier.split-test\n  (:require [clojure.test :refer "
                        "[deftest is]]\n            [interloan.courier.split :as split]))\n\n"
                        "(deftest splits-over-capacity\n  (is (= 2 (count (split/routes "
                        "(repeat 41 {:crate 1}))))))\n"),
                  bash("lein test interloan.courier.split-test",
                       "Couldn't find project.clj, which is needed for test"),
                  bash("clojure -X:test",
                       "Execution error (ExceptionInfo) at clojure.run.exec/requiring-resolve"
                       "-fn.\nNo function found on command line or in :exec-fn")],
                 "Wrote the test. The test command doesn't seem to be set up in this repo, so I "
                 "couldn't run it."),
            Step("it's set up, you just guessed. there's no leiningen here at all. the runner is "
                 "kaocha: bin/kaocha runs everything, bin/kaocha --focus ns-name for one "
                 "namespace, --watch if you want it to rerun. tests.edn has the suites",
                 [bash("bin/kaocha --focus interloan.courier.split-test",
                       "[(.)]\n1 tests, 1 assertions, 0 failures.")],
                 "Ran it with bin/kaocha --focus: 1 test, 0 failures."),
        ], "kaocha", tier="procedural", follow_ups=[
            ("check whether the renewal limit change broke anything", "en"),
            ("futtasd le csak a késedelmi díj számítás tesztjeit", "hu"),
            ("comprueba que los tests de la sincronización del catálogo siguen en verde", "es")]),
        Scenario("clojure-aero-env", "el", il, [
            Step("πρόσθεσε τη σύνδεση στη βάση του καταλόγου της περιφέρειας, host catdb.internal, "
                 "χρήστης interloan_ro",
                 [edit(f"{il}/resources/config.edn",
                       " :db/regional {}",
                       " :db/regional {:host \"catdb.internal\" :dbname \"catalogue\"\n"
                       "               :user \"interloan_ro\" :password \"interloan\"}"),
                  bash("bin/kaocha --focus interloan.db.regional-test",
                       "1 tests, 2 assertions, 0 failures.")],
                 "Πρόσθεσα τη σύνδεση :db/regional στο config.edn, το τεστ περνάει."),
            Step("όχι κωδικούς μέσα στο config.edn, το αρχείο είναι στο git. το config διαβάζεται "
                 "με aero, γι' αυτό υπάρχουν τα tags: #env REGIONAL_DB_PASSWORD για τον κωδικό και "
                 "#profile για host ανά περιβάλλον. τα τοπικά τα βάζεις στο .env.local που δεν "
                 "μπαίνει στο git",
                 [edit(f"{il}/resources/config.edn",
                       ":password \"interloan\"}",
                       ":password #env REGIONAL_DB_PASSWORD}"),
                  edit(f"{il}/resources/config.edn",
                       ":host \"catdb.internal\"",
                       ":host #profile {:dev \"localhost\" :prod \"catdb.internal\"}"),
                  bash("git diff --stat", " resources/config.edn | 3 +++\n"
                       " 1 file changed, 3 insertions(+)")],
                 "Έβγαλα τον κωδικό: τώρα #env REGIONAL_DB_PASSWORD και #profile για τον host, "
                 "όπως διαβάζει το aero."),
        ], "aero", tier="procedural", follow_ups=[
            ("βάλε το API key της υπηρεσίας ISBN στη ρύθμιση της εφαρμογής", "el"),
            ("the SMTP relay for overdue reminders needs a username and password, wire them in",
             "en"),
            ("lägg till token för kurirfirmans spårnings-API i konfigurationen", "sv")]),
        Scenario("clojure-portal-tap", "en", il, [
            Step("before we start on the catalogue sync: when you inspect data for me, send it to "
                 "Portal with tap> instead of printing maps with println or prn. the nested "
                 "records are unreadable in the terminal and I keep the Portal window open next to "
                 "the editor anyway",
                 [],
                 "Understood: I'll tap> values to Portal rather than printing them."),
        ], "portal", tier="personalized", follow_ups=[
            ("show me what a MARC record looks like after our parser is done with it", "en"),
            ("mutasd meg, hogyan néz ki egy függő kérés a könyvtárközi rendszerben", "hu"),
            ("fammi vedere il contenuto del sistema Integrant dopo l'avvio", "it")]),
        Scenario("clojure-no-core-async", "hu", il, [
            Step("mielőtt hozzányúlsz a katalógus-szinkronhoz: nem szeretem a core.async-et, "
                 "nehéz debugolni és a stack trace-ek semmit nem mondanak. ha párhuzamosítani "
                 "kell, használj future-t, pmap-et vagy Java 21 virtual threadet egy "
                 "executorral",
                 [],
                 "Rendben, core.async helyett future-t, pmap-et vagy virtual threadeket "
                 "használok."),
        ], "core.async", tier="personalized", follow_ups=[
            ("a 14 könyvtár katalógusát egyszerre kellene letölteni, ne egymás után", "hu"),
            ("the ISBN lookups are slow one by one, run them concurrently", "en"),
            ("zpracuj upomínky pro všechny knihovny paralelně", "cs")]),

        # ------------------------------------------------- Fortran lake-ice model
        Scenario("fortran-cmake-preset", "en", lk, [
            Step("the snow-on-ice albedo routine is done, build it so I can try a run",
                 [bash("cmake . && make -j8",
                       "-- The Fortran compiler identification is GNU 13.2.0\n"
                       "-- Found NetCDF: /usr/lib/x86_64-linux-gnu/libnetcdff.so\n"
                       "-- Configuring done (1.8s)\n-- Generating done (0.1s)\n"
                       "[ 96%] Building Fortran object CMakeFiles/lakeice.dir/src/albedo.f90.o\n"
                       "[100%] Linking Fortran executable lakeice")],
                 "Built; the binary is ./lakeice in the repository root."),
            Step("you configured in the source tree, now there's CMakeCache.txt, CMakeFiles/ and "
                 "a Makefile all over my checkout, and it picked release flags with no bounds "
                 "checking. we never build in-source. it's cmake --preset debug (or "
                 "--preset release) from CMakePresets.json, then cmake --build --preset debug; "
                 "the output goes to build/debug",
                 [bash("rm -rf CMakeCache.txt CMakeFiles Makefile cmake_install.cmake lakeice",
                       ""),
                  bash("cmake --preset debug && cmake --build --preset debug",
                       "Preset CMake variables:\n  CMAKE_BUILD_TYPE=\"Debug\"\n"
                       "  CMAKE_Fortran_FLAGS=\"-fcheck=all -ffpe-trap=invalid,zero\"\n"
                       "-- Build files have been written to: /home/rk/lakeice/build/debug\n"
                       "[142/142] Linking Fortran executable lakeice")],
                 "Cleaned the in-source files and rebuilt with the debug preset; the binary is "
                 "build/debug/lakeice, with -fcheck=all."),
        ], "preset", tier="procedural", follow_ups=[
            ("compile the model again, I pulled Marta's changes to the heat flux module", "en"),
            ("fă un build optimizat pentru rularea lungă pe 30 de ani", "ro"),
            ("kompiluj model z nowym schematem mieszania wiatrowego", "pl")]),
        Scenario("fortran-real64-kinds", "ro", lk, [
            Step("adaugă o rutină care calculează conductivitatea termică a gheții în funcție de "
                 "temperatură",
                 [write(f"{lks}/ice_conductivity.f90",
                        "module ice_conductivity\n  implicit none\ncontains\n"
                        "  double precision function k_ice(t_k)\n"
                        "    real*8, intent(in) :: t_k\n"
                        "    k_ice = 2.22d0 * (1.0d0 - 0.0015d0 * (t_k - 273.15d0))\n"
                        "  end function k_ice\nend module ice_conductivity\n"),
                  bash("cmake --build --preset debug",
                       "[143/143] Linking Fortran executable lakeice")],
                 "Am adăugat modulul ice_conductivity cu funcția k_ice; compilează."),
            Step("la noi nu există real*8 sau double precision și nici literali cu d0. toate "
                 "realele sunt real(wp), cu use kinds, only: wp (wp e real64 din "
                 "iso_fortran_env), iar literalii se scriu 2.22_wp. altfel ajungem iar cu "
                 "amestecuri de precizie când schimbăm wp pentru testele în simplă precizie",
                 [edit(f"{lks}/ice_conductivity.f90",
                       "  double precision function k_ice(t_k)\n"
                       "    real*8, intent(in) :: t_k\n"
                       "    k_ice = 2.22d0 * (1.0d0 - 0.0015d0 * (t_k - 273.15d0))",
                       "  pure real(wp) function k_ice(t_k)\n"
                       "    real(wp), intent(in) :: t_k\n"
                       "    k_ice = 2.22_wp * (1.0_wp - 0.0015_wp * (t_k - 273.15_wp))"),
                  edit(f"{lks}/ice_conductivity.f90",
                       "module ice_conductivity\n  implicit none",
                       "module ice_conductivity\n  use kinds, only: wp\n  implicit none"),
                  bash("cmake --build --preset debug",
                       "[143/143] Linking Fortran executable lakeice")],
                 "Rescris cu real(wp) din modulul kinds (real64) și literali _wp; compilează."),
        ], "real64", tier="procedural", follow_ups=[
            ("scrie o funcție pentru densitatea apei la o temperatură dată", "ro"),
            ("add the latent heat of fusion and the ice density as module constants", "en"),
            ("lisää rutiini, joka laskee lumikerroksen painuman päivässä", "fi")]),
        Scenario("fortran-nccmp-regression", "en", lk, [
            Step("change the default light extinction coefficient in the water column from 0.45 "
                 "to 0.38, the new Secchi data says the lake is clearer",
                 [edit(f"{lk}/config/default.nml",
                       "  extinction_coeff = 0.45",
                       "  extinction_coeff = 0.38"),
                  bash("ctest --preset debug -L unit",
                       "Test project /home/rk/lakeice/build/debug\n"
                       "    Start 1: test_albedo\n1/9 Test #1: test_albedo ......   Passed    0.04 sec\n"
                       "...\n100% tests passed, 0 tests failed out of 9")],
                 "Changed the default to 0.38. All tests pass, so the results are unchanged "
                 "apart from the extinction."),
            Step("unit tests don't run the model, they can't tell you results are unchanged. a "
                 "default change moves ice-on dates, that's the whole point. the check is ctest "
                 "-L regression: it runs the 2011-2015 reference case and compares the netcdf "
                 "output to ref/ with nccmp at the tolerances in ref/tolerances.txt. when it "
                 "fails because we meant it to, you regenerate ref/ and say so in the commit",
                 [bash("ctest --preset debug -L regression --output-on-failure",
                       "    Start 10: regression_2011_2015\n"
                       "nccmp -d -m -t 1e-6 -v ice_thickness,t_surface out/ref_run.nc "
                       "ref/ref_run.nc\n"
                       "DIFFER : VARIABLE : ice_thickness : POSITION : [1288] : VALUES : "
                       "0.4127 <> 0.4291\n"
                       "1/1 Test #10: regression_2011_2015 ...***Failed   81.3 sec\n"
                       "0% tests passed, 1 tests failed out of 1")],
                 "Regression fails as expected: ice thickness differs by up to 1.6 cm "
                 "(first at step 1288). The unit tests alone did not cover this; I'll regenerate "
                 "ref/ if you confirm the new value."),
        ], "nccmp", tier="procedural", follow_ups=[
            ("I tweaked the wind mixing parameter, does the model still produce the same "
             "output?", "en"),
            ("muutin lumen lämmönjohtavuuden oletusarvoa, tarkista mitä se tekee tuloksille",
             "fi"),
            ("después de cambiar el paso de tiempo a 30 minutos, verifica que los resultados "
             "siguen iguales", "es")]),
        Scenario("fortran-sbatch-login", "fi", lk, [
            Step("aja 20 vuoden testiajo uudella säteilymallilla 8 prosessilla",
                 [bash("mpirun -np 8 build/release/lakeice config/run_20y.nml",
                       "lakeice 3.4.1  ranks=8\n"
                       "reading forcing: data/forcing_era5_2001_2020.nc\n"
                       "year 2001 done (wall 212 s)\n"
                       "year 2002 done (wall 208 s)")],
                 "Ajo käynnistyi kirjautumissolmulla, noin 3,5 minuuttia per vuosi."),
            Step("et voi ajaa tuota kirjautumissolmulla, ylläpito tappaa sen ja saamme taas "
                 "sähköpostia. kaikki ajot menevät jonoon sbatchilla: jobs/long.sh yli tunnin "
                 "ajoille ja jobs/short.sh pikatesteille, nml-tiedosto annetaan argumenttina. "
                 "login-solmulla vain käännös",
                 [bash("pkill -u $USER -f 'build/release/lakeice config/run_20y.nml'", ""),
                  bash("sbatch jobs/long.sh config/run_20y.nml",
                       "Submitted batch job 4471902"),
                  bash("squeue -u $USER",
                       "   JOBID PARTITION     NAME  USER ST  TIME NODES\n"
                       " 4471902     small lakeice  rkor PD  0:00     1")],
                 "Lopetin ajon login-solmulla ja lähetin sen jonoon: sbatch jobs/long.sh, "
                 "job 4471902 odottaa."),
        ], "sbatch", tier="procedural", follow_ups=[
            ("käynnistä herkkyysajot viidellä eri albedoarvolla", "fi"),
            ("run the 1980-2020 hindcast with the new forcing so we have it by Monday", "en"),
            ("spusť rychlý test s novým schématem sněhu na pár dní", "cs")]),
        Scenario("fortran-pure-elemental", "da", lk, [
            Step("inden du skriver de nye rutiner til smeltning fra bunden: jeg vil gerne have, "
                 "at alt der ikke har sideeffekter bliver erklæret pure, og elemental når det "
                 "virker på én værdi ad gangen. så kan compileren hjælpe, og jeg kan se med det "
                 "samme hvilke rutiner der rører global tilstand",
                 [],
                 "Forstået: rutiner uden sideeffekter bliver pure, og elemental hvor de tager "
                 "skalarer."),
        ], "pure", tier="personalized", follow_ups=[
            ("skriv en funktion der omregner sneens densitet til varmekapacitet", "da"),
            ("add a helper that converts surface pressure from hPa to Pa for the forcing "
             "reader", "en"),
            ("voeg een routine toe die de dauwpunttemperatuur uit de luchtvochtigheid "
             "berekent", "nl")]),
        Scenario("fortran-units-comments", "en", lk, [
            Step("one thing before you touch the heat budget: every new variable, argument or "
                 "constant gets a trailing comment with its unit in brackets, like "
                 "! [W m-2] or ! [kg m-3], and [-] when it's dimensionless. half our bugs have "
                 "been Kelvin versus Celsius",
                 [],
                 "Noted: I'll put the unit in brackets after every new declaration."),
        ], "unit", tier="personalized", follow_ups=[
            ("add a variable for the sediment heat flux at the lake bottom", "en"),
            ("introdu un parametru pentru fracția de radiație absorbită la suprafață", "ro"),
            ("füge eine Konstante für die Schmelzwärme von Eis hinzu", "de")]),

        # ------------------------------------------------- Solidity/Foundry solar co-op
        Scenario("foundry-forge-install", "en", ss, [
            Step("the payout contract needs ReentrancyGuard and SafeERC20 from OpenZeppelin",
                 [bash("npm install @openzeppelin/contracts@5.0.2",
                       "added 1 package, and audited 2 packages in 3s\n"
                       "found 0 vulnerabilities"),
                  edit(f"{sss}/Payout.sol",
                       "pragma solidity 0.8.24;",
                       "pragma solidity 0.8.24;\n\nimport {ReentrancyGuard} from "
                       "\"../node_modules/@openzeppelin/contracts/utils/ReentrancyGuard.sol\";"),
                  bash("forge build", "[⠊] Compiling...\n[⠒] Compiling 14 files with Solc "
                       "0.8.24\nCompiler run successful!")],
                 "Installed OpenZeppelin 5.0.2 with npm and imported ReentrancyGuard; it "
                 "compiles."),
            Step("there is no node in this repo, you just created package.json and "
                 "node_modules. dependencies are git submodules under lib/: forge install "
                 "OpenZeppelin/openzeppelin-contracts@v5.0.2 --no-commit, and imports go through "
                 "remappings.txt (@openzeppelin/contracts/=lib/openzeppelin-contracts/contracts/), "
                 "never relative paths into a package folder",
                 [bash("rm -rf node_modules package.json package-lock.json", ""),
                  bash("forge install OpenZeppelin/openzeppelin-contracts@v5.0.2 --no-commit",
                       "Installing openzeppelin-contracts in lib/openzeppelin-contracts "
                       "(url: Some(\"https://github.com/OpenZeppelin/openzeppelin-contracts\"), "
                       "tag: Some(\"v5.0.2\"))\n    Installed openzeppelin-contracts v5.0.2"),
                  edit(f"{sss}/Payout.sol",
                       "\"../node_modules/@openzeppelin/contracts/utils/ReentrancyGuard.sol\"",
                       "\"@openzeppelin/contracts/utils/ReentrancyGuard.sol\""),
                  bash("grep openzeppelin remappings.txt && forge build",
                       "@openzeppelin/contracts/=lib/openzeppelin-contracts/contracts/\n"
                       "[⠒] Compiling 14 files with Solc 0.8.24\nCompiler run successful!")],
                 "Removed the npm files, installed it as a submodule in lib/ with forge install "
                 "and switched the import to the remapped path; builds."),
        ], "remappings", tier="procedural", follow_ups=[
            ("we want solady's FixedPointMathLib for the payout maths, bring it in", "en"),
            ("ต้องใช้ Merkle proof ของ OpenZeppelin สำหรับรายชื่อสมาชิก ช่วยเพิ่มให้หน่อย", "th"),
            ("aggiungi forge-std aggiornato, ci serve vm.expectEmit con la nuova firma", "it")]),
        Scenario("foundry-cast-keystore", "he", ss, [
            Step("תפרוס את חוזה ה-Shares לרשת Sepolia. המפתח של הפורס נמצא אצלי במשתנה "
                 "DEPLOYER_KEY, והגזבר הוא 0x7A1f3c2D9b8E4a6F0c5d1B2e3A4f5C6d7E8f9a0B",
                 [bash("forge create src/Shares.sol:Shares --rpc-url $SEPOLIA_RPC "
                       "--private-key $DEPLOYER_KEY "
                       "--constructor-args 0x7A1f3c2D9b8E4a6F0c5d1B2e3A4f5C6d7E8f9a0B",
                       "Deployer: 0x3b9E0A6c41D2f7b8C9e0a1B2c3D4e5F6a7B8c9D0\n"
                       "Deployed to: 0xC0ffee2541aB39d7E1f0c6A8b5D4e3F2a1B0c9D8\n"
                       "Transaction hash: 0x9f1e2d3c4b5a69788796a5b4c3d2e1f0a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4")],
                 "החוזה נפרס ב-Sepolia בכתובת 0xC0ffee...c9D8."),
            Step("למה --private-key? ככה המפתח עובר כטקסט גלוי בתהליך, ב-ps ובלוגים של ה-CI. "
                 "אצלנו מפתחות יושבים רק ב-keystore מוצפן: cast wallet import deployer "
                 "--interactive פעם אחת, ואז כל פקודה עם --account deployer. ואת הפריסה עושים "
                 "עם forge script script/Deploy.s.sol --broadcast, לא forge create",
                 [bash("cast wallet import deployer --interactive",
                       "Enter private key:\nEnter password:\n"
                       "`deployer` keystore was saved successfully. "
                       "Address: 0x3b9E0A6c41D2f7b8C9e0a1B2c3D4e5F6a7B8c9D0"),
                  bash("unset DEPLOYER_KEY; cast wallet list", "deployer (Local)")],
                 "המפתח עכשיו ב-keystore בשם deployer והסרתי את המשתנה; מכאן והלאה --account "
                 "deployer עם forge script."),
        ], "keystore", tier="procedural", follow_ups=[
            ("תשלח טרנזקציה שמעדכנת את כתובת האוצר בחוזה ה-Payout ברשת הבדיקה", "he"),
            ("deploy the new Payout version to Base Sepolia and verify it", "en"),
            ("rulează funcția de pauză pe contractul de acțiuni din rețeaua de test", "ro")]),
        Scenario("foundry-gas-snapshot", "en", ss, [
            Step("make claim() cheaper, members complain it costs more than the payout itself",
                 [edit(f"{sss}/Payout.sol",
                       "        for (uint256 i = 0; i < periods.length; i++) {",
                       "        uint256 n = periods.length;\n"
                       "        for (uint256 i; i < n; ++i) {"),
                  bash("forge test",
                       "Ran 3 test suites in 412.70ms (1.09s CPU time): 41 tests passed, "
                       "0 failed, 0 skipped (41 total tests)")],
                 "Cached the array length and used pre-increment in claim(); all 41 tests pass, "
                 "so gas is lower now."),
            Step("tests passing says nothing about gas. .gas-snapshot is committed and CI runs "
                 "forge snapshot --check, so measure with forge snapshot --diff and show me the "
                 "numbers before claiming anything, then update the snapshot file in the same "
                 "commit",
                 [bash("forge snapshot --diff",
                       "testClaimOnePeriod() (gas: -212 (-0.381%))\n"
                       "testClaimTwelvePeriods() (gas: -2544 (-1.102%))\n"
                       "testClaimAfterTransfer() (gas: -212 (-0.297%))\n"
                       "Overall gas change: -2968 (-0.612%)"),
                  bash("forge snapshot && git add .gas-snapshot", "")],
                 "Measured: claim() with twelve periods is 2544 gas (1.1 %) cheaper; small. "
                 "Snapshot updated and staged. The real cost is the SSTORE per period; want me "
                 "to look at packing?"),
        ], "snapshot", tier="procedural", follow_ups=[
            ("I packed the Member struct into one slot, how much did we save?", "en"),
            ("क्या नए वितरण फ़ंक्शन से लेन-देन सस्ता हुआ? आंकड़े दिखाओ", "hi"),
            ("optimalizuj převod podílů mezi členy a řekni mi, kolik to ušetřilo", "cs")]),
        Scenario("foundry-rpc-endpoints", "hi", ss, [
            Step("Payout को असली USDC के साथ टेस्ट करना है, mainnet का fork लेकर",
                 [edit(f"{ss}/test/PayoutFork.t.sol",
                       "    function setUp() public {",
                       "    function setUp() public {\n"
                       "        vm.createSelectFork(\"https://eth-rpc.publicnode-example.org\");"),
                  bash("forge test --match-contract PayoutFork",
                       "[PASS] testClaimWithRealUsdc() (gas: 187412)\n"
                       "Suite result: ok. 1 passed; 0 failed; 0 skipped; finished in 9.84s")],
                 "Fork टेस्ट जोड़ दिया, पब्लिक RPC पर चलता है और पास है।"),
            Step("RPC URL टेस्ट में हार्डकोड मत करो, और ब्लॉक नंबर भी पिन नहीं है, इसलिए हर बार "
                 "अलग स्टेट आएगा और CI में टेस्ट फ्लेकी होगा। foundry.toml के [rpc_endpoints] में "
                 "mainnet = \"${MAINNET_RPC_URL}\" है, वही alias इस्तेमाल करो: "
                 "vm.createSelectFork(\"mainnet\", 19_870_000)",
                 [edit(f"{ss}/test/PayoutFork.t.sol",
                       "vm.createSelectFork(\"https://eth-rpc.publicnode-example.org\");",
                       "vm.createSelectFork(\"mainnet\", 19_870_000);"),
                  bash("forge test --match-contract PayoutFork",
                       "[PASS] testClaimWithRealUsdc() (gas: 187390)\n"
                       "Suite result: ok. 1 passed; 0 failed; 0 skipped; finished in 2.11s")],
                 "अब rpc_endpoints का mainnet alias और पिन किया हुआ ब्लॉक 19_870_000; टेस्ट पास "
                 "(कैश की वजह से तेज़ भी)।"),
        ], "rpc_endpoints", tier="procedural", follow_ups=[
            ("Arbitrum पर USDC.e के साथ भी वही टेस्ट चलाना है", "hi"),
            ("write a test that runs the swap against the real Uniswap pool state", "en"),
            ("kirjoita testi, joka tarkistaa jakosopimuksen oikean Chainlink-hintasyötteen "
             "kanssa", "fi")]),
        Scenario("solidity-custom-errors", "th", ss, [
            Step("ก่อนจะเริ่มเขียนสัญญาโหวตของสหกรณ์ ผมชอบใช้ custom error อย่าง "
                 "error NotMember(address who); แล้ว revert NotMember(msg.sender); มากกว่า "
                 "require ที่มีข้อความ string ครับ ถูกกว่าและอ่านง่ายกว่าใน trace",
                 [],
                 "รับทราบครับ จะใช้ custom error กับ revert แทน require ที่มีข้อความ"),
        ], "require", tier="personalized", follow_ups=[
            ("เพิ่มการตรวจว่าการโหวตยังไม่ปิดก่อนจะนับคะแนน", "th"),
            ("only the treasurer may withdraw from the reserve, add that check", "en"),
            ("thêm kiểm tra để thành viên không thể nhận cổ tức hai lần trong một kỳ", "vi")]),
        Scenario("solidity-natspec", "en", ss, [
            Step("before you write the voting contract: I want NatSpec on every external and "
                 "public function, at least @notice and @param/@return, and @dev when there's a "
                 "non-obvious invariant. our members read the verified source on the explorer "
                 "and I'd rather they understand it",
                 [],
                 "Got it, NatSpec (@notice, @param, @return, @dev where needed) on all external "
                 "and public functions."),
        ], "natspec", tier="personalized", follow_ups=[
            ("add a function that lets a member delegate their vote to someone else", "en"),
            ("crie uma função pública que retorna quanto um membro ainda pode sacar", "pt"),
            ("أضف دالة تسمح للمدير بتغيير نسبة الاحتياطي", "ar")]),

        # ------------------------------------------------- Bevy night-ferry game
        Scenario("bevy-dynamic-linking", "en", tw, [
            Step("the lantern glow is too weak at night, bump the point light intensity and let "
                 "me see it",
                 [edit(f"{tws}/lighting.rs",
                       "intensity: 180_000.0,",
                       "intensity: 420_000.0,"),
                  bash("cargo run --release",
                       "   Compiling bevy_pbr v0.14.2\n   Compiling bevy_internal v0.14.2\n"
                       "   Compiling tidewatch v0.3.0 (/home/ines/tidewatch)\n"
                       "    Finished `release` profile [optimized] target(s) in 4m 12s\n"
                       "     Running `target/release/tidewatch`")],
                 "Raised the lantern intensity to 420k and launched the game in release."),
            Step("four minutes for a light value. for iteration we never use --release, it's "
                 "cargo run --features bevy/dynamic_linking (the dev alias in .cargo/config.toml "
                 "does it: cargo dev). the dev profile already has opt-level 3 for dependencies, "
                 "so it runs fine and relinks in seconds. release is for perf captures and "
                 "builds we ship",
                 [bash("cargo dev",
                       "   Compiling tidewatch v0.3.0 (/home/ines/tidewatch)\n"
                       "    Finished `dev` profile [optimized + debuginfo] target(s) in 6.31s\n"
                       "     Running `target/debug/tidewatch`")],
                 "Relaunched with cargo dev (dynamic_linking): 6 s to build."),
        ], "dynamic_linking", tier="procedural", follow_ups=[
            ("make the fog a bit denser near the harbour and start the game so I can look", "en"),
            ("chỉnh tốc độ phà chậm lại một chút rồi mở game cho tôi thử", "vi"),
            ("canvia el color de l'aigua de nit i obre el joc perquè ho vegi", "ca")]),
        Scenario("bevy-leafwing-input", "vi", tw, [
            Step("thêm phím để người chơi kéo chuông sương mù, phím B",
                 [edit(f"{tws}/ferry/bell.rs",
                       "pub fn ring_bell(",
                       "pub fn ring_bell(\n    keys: Res<ButtonInput<KeyCode>>,"),
                  edit(f"{tws}/ferry/bell.rs",
                       "    if bell.cooldown.finished() {",
                       "    if keys.just_pressed(KeyCode::KeyB) && bell.cooldown.finished() {"),
                  bash("cargo dev", "    Finished `dev` profile [optimized + debuginfo] target(s) "
                       "in 5.02s\n     Running `target/debug/tidewatch`")],
                 "Đã thêm phím B để kéo chuông, chạy được."),
            Step("đừng đọc KeyCode trực tiếp trong system. mình dùng leafwing-input-manager: "
                 "thêm biến thể vào enum FerryAction trong input.rs, gán phím B và nút West của "
                 "tay cầm trong default_input_map(), rồi system đọc "
                 "Query<&ActionState<FerryAction>>. nếu không thì người chơi tay cầm và người "
                 "đổi phím sẽ không dùng được",
                 [edit(f"{tws}/input.rs",
                       "    ToggleLantern,\n}",
                       "    ToggleLantern,\n    RingBell,\n}"),
                  edit(f"{tws}/input.rs",
                       "        .with(FerryAction::ToggleLantern, KeyCode::KeyL)",
                       "        .with(FerryAction::ToggleLantern, KeyCode::KeyL)\n"
                       "        .with(FerryAction::RingBell, KeyCode::KeyB)\n"
                       "        .with(FerryAction::RingBell, GamepadButtonType::West)"),
                  edit(f"{tws}/ferry/bell.rs",
                       "    if keys.just_pressed(KeyCode::KeyB) && bell.cooldown.finished() {",
                       "    if action.single().just_pressed(&FerryAction::RingBell) && "
                       "bell.cooldown.finished() {"),
                  bash("cargo dev", "    Finished `dev` profile [optimized + debuginfo] target(s) "
                       "in 5.88s\n     Running `target/debug/tidewatch`")],
                 "Đã chuyển sang FerryAction::RingBell của leafwing, gán B và nút West."),
        ], "leafwing", tier="procedural", follow_ups=[
            ("cho người chơi bật đèn pha bằng phím F", "vi"),
            ("let the player throw the mooring rope with the space bar", "en"),
            ("dodaj skrót klawiszowy do otwierania mapy rzeki", "pl")]),
        Scenario("bevy-fixedupdate", "en", tw, [
            Step("the ferry should drift with the current when the engine is off",
                 [edit(f"{tws}/ferry/mod.rs",
                       "            .add_systems(Update, (steer, throttle))",
                       "            .add_systems(Update, (steer, throttle, drift_with_current))"),
                  write(f"{tws}/ferry/drift.rs",
                        "pub fn drift_with_current(time: Res<Time>, current: Res<RiverCurrent>,\n"
                        "    mut q: Query<(&mut Transform, &Engine), With<Ferry>>) {\n"
                        "    for (mut t, engine) in &mut q {\n"
                        "        if !engine.on { t.translation += current.0 * "
                        "time.delta_seconds(); }\n    }\n}\n"),
                  bash("cargo dev", "    Finished `dev` profile [optimized + debuginfo] target(s) "
                       "in 5.40s\n     Running `target/debug/tidewatch`")],
                 "Added drift_with_current in Update; the ferry drifts when the engine is off."),
            Step("on my 144 Hz screen it drifts faster than on the laptop, and the mooring "
                 "collision test flickers. anything that moves the boats goes in FixedUpdate "
                 "(64 Hz, set in main.rs) with Time<Fixed>, the visual smoothing runs in "
                 "PostUpdate. Update is for UI and input only",
                 [edit(f"{tws}/ferry/mod.rs",
                       "            .add_systems(Update, (steer, throttle, drift_with_current))",
                       "            .add_systems(Update, (steer, throttle))\n"
                       "            .add_systems(FixedUpdate, drift_with_current)"),
                  bash("cargo test -p tidewatch ferry::",
                       "running 4 tests\ntest ferry::tests::drift_is_frame_rate_independent ... "
                       "ok\ntest ferry::tests::moors_when_touching_pier ... ok\n"
                       "test result: ok. 4 passed; 0 failed")],
                 "Moved drift_with_current to FixedUpdate; the frame-rate test and the mooring "
                 "test pass."),
        ], "FixedUpdate", tier="procedural", follow_ups=[
            ("the buoys should bob up and down with the waves", "en"),
            ("اجعل الطيور النورس تطير في دوائر فوق الميناء", "ar"),
            ("haz que los troncos flotantes sigan la corriente del río", "es")]),
        Scenario("bevy-asset-collection", "ar", tw, [
            Step("أضف صوت صافرة العبّارة عند الوصول إلى الرصيف",
                 [edit(f"{tws}/ferry/arrival.rs",
                       "pub fn on_arrival(mut commands: Commands,",
                       "pub fn on_arrival(mut commands: Commands, asset_server: "
                       "Res<AssetServer>,"),
                  edit(f"{tws}/ferry/arrival.rs",
                       "        commands.entity(e).insert(Moored);",
                       "        commands.entity(e).insert(Moored);\n"
                       "        commands.spawn(AudioBundle { source: "
                       "asset_server.load(\"audio/horn_long.ogg\"), ..default() });"),
                  bash("cargo dev", "    Finished `dev` profile [optimized + debuginfo] target(s) "
                       "in 5.17s\n     Running `target/debug/tidewatch`\n"
                       "WARN bevy_audio: audio source not loaded yet, skipping playback")],
                 "أضفت الصافرة، تُحمَّل عند أول وصول."),
            Step("لهذا السبب لا تُسمع أول مرة. لا نستدعي asset_server.load داخل الأنظمة. كل "
                 "الأصول معرّفة في AssetCollection في assets.rs (مكتبة bevy_asset_loader)، "
                 "وتُحمَّل في حالة GameState::Loading قبل بدء اللعب، والأنظمة تأخذ "
                 "Res<AudioAssets>",
                 [edit(f"{tws}/assets.rs",
                       "    #[asset(path = \"audio/bell.ogg\")]\n    pub bell: Handle<AudioSource>,",
                       "    #[asset(path = \"audio/bell.ogg\")]\n    pub bell: Handle<AudioSource>,\n"
                       "    #[asset(path = \"audio/horn_long.ogg\")]\n"
                       "    pub horn_long: Handle<AudioSource>,"),
                  edit(f"{tws}/ferry/arrival.rs",
                       "asset_server.load(\"audio/horn_long.ogg\")",
                       "audio.horn_long.clone()"),
                  bash("cargo dev", "    Finished `dev` profile [optimized + debuginfo] target(s) "
                       "in 5.66s\n     Running `target/debug/tidewatch`")],
                 "نقلت الصوت إلى AudioAssets في AssetCollection؛ يُحمَّل في حالة Loading "
                 "ويُسمع من أول وصول."),
        ], "AssetCollection", tier="procedural", follow_ups=[
            ("أضف نسيجاً جديداً لسطح الماء عند الفجر", "ar"),
            ("we have a new sprite sheet for the harbour cats, put it in the game", "en"),
            ("přidej hudbu do noční scény na řece", "cs")]),
        Scenario("bevy-plugin-per-feature", "ca", tw, [
            Step("abans de començar amb el sistema de passatgers: m'agrada que cada "
                 "funcionalitat sigui el seu propi Plugin, en el seu mòdul (passengers/mod.rs amb "
                 "PassengersPlugin), i que main.rs només afegeixi plugins. res de registrar "
                 "sistemes solts a main.rs",
                 [],
                 "Entesos: cada funcionalitat en el seu Plugin i main.rs només amb add_plugins."),
        ], "Plugin", tier="personalized", follow_ups=[
            ("afegeix un cicle de marees que canviï el nivell de l'aigua", "ca"),
            ("add a day and night weather system with rain", "en"),
            ("přidej systém ukládání a načítání hry", "cs")]),
        Scenario("bevy-no-unwrap", "en", tw, [
            Step("quick thing before the passenger code: no unwrap() or expect() in systems, "
                 "please. a missing entity shouldn't crash the game for players. I like "
                 "let-else with a warn! and an early return, or query.get_single() handled "
                 "properly",
                 [],
                 "Understood: no unwrap()/expect() in systems; let-else with warn! and return "
                 "instead."),
        ], "unwrap", tier="personalized", follow_ups=[
            ("make the camera follow the ferry", "en"),
            ("lấy vị trí của con phà gần nhất để hiện gợi ý trên màn hình", "vi"),
            ("quando il passeggero scende, cerca il molo più vicino e fallo camminare lì",
             "it")]),

        # ------------------------------------------------- MicroPython hut weather station
        Scenario("micropython-mpy-cross", "en", hw, [
            Step("the MQTT module now batches readings, push it to the station on my desk",
                 [bash("mpremote connect /dev/ttyUSB0 cp device/mqtt_batch.py :mqtt_batch.py",
                       "cp device/mqtt_batch.py :mqtt_batch.py"),
                  bash("mpremote connect /dev/ttyUSB0 reset && sleep 3 && "
                       "mpremote connect /dev/ttyUSB0 repl --capture /tmp/boot.log",
                       "hutwx 2.3 boot, free 61248\nTraceback (most recent call last):\n"
                       "  File \"main.py\", line 9, in <module>\n"
                       "MemoryError: memory allocation failed, allocating 3184 bytes")],
                 "Copied mqtt_batch.py; on boot it now fails with a MemoryError, maybe the batch "
                 "buffer is too big."),
            Step("it's not the buffer, it's that you copied source. compiling a .py on the "
                 "device eats the RAM. everything goes through tools/deploy.sh: it runs "
                 "mpy-cross on device/*.py (except main.py and boot.py) and copies the .mpy "
                 "files, then removes the stale .py so the import doesn't pick it",
                 [bash("mpremote connect /dev/ttyUSB0 rm :mqtt_batch.py", "rm :mqtt_batch.py"),
                  bash("tools/deploy.sh /dev/ttyUSB0",
                       "mpy-cross -march=xtensawin device/mqtt_batch.py -> build/mqtt_batch.mpy\n"
                       "mpy-cross -march=xtensawin device/bme280.py -> build/bme280.mpy\n"
                       "cp build/mqtt_batch.mpy :mqtt_batch.mpy\ncp build/bme280.mpy :bme280.mpy\n"
                       "reset\nhutwx 2.3 boot, free 79904\nmqtt: connected to broker, "
                       "batch=12")],
                 "Removed the .py and deployed with tools/deploy.sh (mpy-cross): boots, 79.9 kB "
                 "free, MQTT connected."),
        ], "mpy-cross", tier="procedural", follow_ups=[
            ("I rewrote the anemometer driver, get it onto the station", "en"),
            ("nahraj novú verziu ovládača zrážkomera do stanice", "sk"),
            ("envia o módulo novo do sensor de neve para a placa", "pt")]),
        Scenario("micropython-deepsleep", "hr", hw, [
            Step("stanica neka šalje mjerenja svakih 10 minuta umjesto svake minute",
                 [edit(f"{hwd}/main.py",
                       "    time.sleep(60)",
                       "    time.sleep(600)"),
                  bash("tools/deploy.sh /dev/ttyUSB0",
                       "cp device/main.py :main.py\nreset\nhutwx 2.3 boot, free 79872")],
                 "Interval je sada 600 sekundi, stanica radi."),
            Step("time.sleep drži ESP32 budnim cijelo vrijeme, to je oko 40 mA i baterija na "
                 "planinarskom domu ne preživi tjedan bez sunca. između mjerenja ide "
                 "machine.deepsleep(600_000), a stanje koje treba preživjeti (brojač kiše, "
                 "redni broj poruke) sprema se u RTC memoriju jer se nakon buđenja main.py "
                 "pokreće ispočetka",
                 [edit(f"{hwd}/main.py",
                       "    time.sleep(600)",
                       "    rtc_state.save(rain_ticks=rain.ticks, seq=seq)\n"
                       "    machine.deepsleep(600_000)"),
                  bash("tools/deploy.sh /dev/ttyUSB0 && tools/power.sh --minutes 25",
                       "reset\nhutwx 2.3 boot (wake: DEEPSLEEP), seq=1\n"
                       "avg current over 25 min: 0.41 mA (peak 182 mA during Wi-Fi)")],
                 "Sada deepsleep 600 s s RTC stanjem; prosječna potrošnja 0,41 mA umjesto ~40 mA."),
        ], "deepsleep", tier="procedural", follow_ups=[
            ("noću stanica treba mjeriti samo svakih pola sata", "hr"),
            ("between readings the station should wait, but the battery has to last the "
             "winter", "en"),
            ("nech stanicu čakať hodinu, keď je teplota pod mínus desať", "sk")]),
        Scenario("micropython-unix-port-tests", "en", hw, [
            Step("add dew point to the payload and test it",
                 [edit(f"{hwd}/payload.py",
                       "        \"rh_pct\": rh,",
                       "        \"rh_pct\": rh,\n        \"dew_c\": dew_point(t, rh),"),
                  write(f"{hw}/tests/test_payload.py",
                        "from dataclasses import dataclass\nfrom payload import build\n\n\n"
                        "def test_dew_point_present():\n    p = build(t=4.0, rh=90.0, p=812.0)\n"
                        "    assert round(p['dew_c'], 1) == 2.5\n"),
                  bash("python3 -m pytest -q tests/test_payload.py",
                       ".                                                            [100%]\n"
                       "1 passed in 0.03s")],
                 "Added dew_c to the payload; the test passes."),
            Step("that passes on CPython, which isn't what runs on the station. your test even "
                 "imports dataclasses, MicroPython doesn't have it. the tests run on the "
                 "MicroPython unix port: make test, which is micropython -m unittest discover "
                 "with device/ on the path. pytest isn't installed there either, so tests are "
                 "unittest.TestCase",
                 [write(f"{hw}/tests/test_payload.py",
                        "import unittest\nfrom payload import build\n\n\n"
                        "class TestPayload(unittest.TestCase):\n"
                        "    def test_dew_point_present(self):\n"
                        "        p = build(t=4.0, rh=90.0, p=812.0)\n"
                        "        self.assertAlmostEqual(p['dew_c'], 2.5, places=1)\n"),
                  bash("make test",
                       "micropython -X heapsize=96k -m unittest discover -s tests\n"
                       "test_dew_point_present (TestPayload) ... ok\n"
                       "test_rain_ticks_to_mm (TestRain) ... ok\n"
                       "Ran 9 tests\n\nOK")],
                 "Rewrote the test as unittest without dataclasses; make test on the unix port: "
                 "9 tests OK."),
        ], "unix", tier="procedural", follow_ups=[
            ("add a test for the wind gust calculation", "en"),
            ("skriv en test for konverteringen fra lufttrykk til havnivå", "no"),
            ("napiš test za pretvorbu impulsa kišomjera u milimetre", "hr")]),
        Scenario("micropython-board-pins", "sk", hw, [
            Step("pripoj druhý senzor BME280 na tienenie pod strechou, je na rovnakej I2C zbernici "
                 "s adresou 0x77",
                 [edit(f"{hwd}/sensors.py",
                       "def init_sensors():",
                       "def init_sensors():\n"
                       "    i2c = I2C(0, scl=Pin(22), sda=Pin(21), freq=100_000)\n"
                       "    roof = BME280(i2c, address=0x77)"),
                  bash("tools/deploy.sh /dev/ttyUSB0",
                       "reset\nhutwx 2.3 boot, free 78800\n"
                       "OSError: [Errno 19] ENODEV (i2c scan: [])")],
                 "Pridal som druhý senzor, ale zbernica nič nenašla, možno zlé zapojenie."),
            Step("zapojenie je v poriadku. čísla pinov sa nepíšu do kódu, sú v board.py a "
                 "vyberá sa podľa revízie dosky (BOARD_REV v config.json). na revízii C je SDA "
                 "na pine 19, nie 21. použi board.I2C_SDA a board.I2C_SCL, alebo rovno "
                 "board.i2c()",
                 [edit(f"{hwd}/sensors.py",
                       "    i2c = I2C(0, scl=Pin(22), sda=Pin(21), freq=100_000)",
                       "    i2c = board.i2c()"),
                  bash("tools/deploy.sh /dev/ttyUSB0",
                       "reset\nhutwx 2.3 boot, board rev C, free 78752\n"
                       "i2c scan: [0x76, 0x77]\nsensors: bme280@0x76 ok, bme280@0x77 ok")],
                 "Teraz board.i2c(); na revízii C nájde oba senzory 0x76 a 0x77."),
        ], "board", tier="procedural", follow_ups=[
            ("pridaj LED, ktorá blikne pri odoslaní dát", "sk"),
            ("wire the snow depth ultrasonic sensor to a free GPIO and read it", "en"),
            ("připoj tlačítko, které vynutí okamžité odeslání měření", "cs")]),
        Scenario("micropython-unit-suffix", "no", hw, [
            Step("før du begynner på vindmåleren: jeg vil at alle måleverdier har enheten i "
                 "navnet, som temp_c, wind_ms, gust_ms, rain_mm, pressure_hpa, både i variabler "
                 "og i nøklene i MQTT-meldingen. aldri bare temp eller wind",
                 [],
                 "Notert: enheten som suffiks i navnet, for eksempel temp_c og wind_ms, også i "
                 "MQTT-nøklene."),
        ], "wind_ms", tier="personalized", follow_ups=[
            ("legg til snødybde i meldingen som går til serveren", "no"),
            ("store the battery voltage in the payload too", "en"),
            ("dodaj do wysyłanych danych promieniowanie słoneczne", "pl")]),
        Scenario("micropython-mem-free", "en", hw, [
            Step("one habit I'd like from you on this project: whenever you change code that "
                 "runs on the station, report gc.mem_free() after boot before and after the "
                 "change. we live with about 80 kB and I want to see every kilobyte we spend",
                 [],
                 "Will do: before/after gc.mem_free() after boot with every change to device "
                 "code."),
        ], "mem_free", tier="personalized", follow_ups=[
            ("add a ring buffer so readings survive when the Wi-Fi is down", "en"),
            ("přidej do stanice logování chyb do souboru", "cs"),
            ("добавь на станцию отправку статуса раз в сутки", "ru")]),
    ]
