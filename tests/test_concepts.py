"""Kinds of work: read from commands, files and words in six languages, carried by lessons and
preferences, and stated by a request that names the same kind in other words.

The end-to-end cases run as real processes (`memengine reflexion`, `drafts process`, `recall`):
a lesson taught in one language and wording is found by a later request that shares none of
its words, only its kind of work.
"""

from __future__ import annotations

import datetime as dt
import sys
from pathlib import Path

import pytest
from conftest import REPO, run_cli, run_cli_json

from memory_engine import concepts
from memory_engine.reflexion import preferences
from memory_engine.retrieval.query import Query

sys.path.insert(0, str(REPO / "benchmarks" / "reflexion"))
from sessions import Step, bash, edit, write_session


@pytest.mark.parametrize(("text", "kind"), [
    ("wir brauchen eine neue Abhängigkeit für JWTs", "dependencies"),
    ("aggiungi una dipendenza per il parsing", "dependencies"),
    ("keep the tip amount on the order", "money"),
    ("o frete tem que ser calculado", "money"),
    ("la facture doit montrer le montant", "money"),
    ("the lint job on my pull request went red", "linting"),
    ("the lint job on my pull request went red", "pipeline"),
    ("pon un diálogo de confirmación", "interface"),
    ("manda el correo en segundo plano", "background"),
    ("rinomina il modulo", "refactoring"),
    # the kinds of work a preference about writing to people, planning or changing a running
    # system is about
    ("write a short message to the hauliers about the gate hours", "communication"),
    ("schreib eine Nachricht an die Spediteure", "communication"),
    ("manda un correo a los transportistas", "communication"),
    ("prépare l'annonce pour les clients", "communication"),
    ("update the roadmap before the next sprint", "planning"),
    ("rifai la pianificazione della settimana", "planning"),
    ("draft the change request for the network switch", "changes"),
    ("la fenêtre de maintenance de mercredi", "changes"),
    ("escribe las notas de versión del portal", "changes"),
    # writing a unit of code: what a preference on how code is written is about
    ("write a helper that turns a title into a file name", "functions"),
    ("schreib eine Hilfsfunktion für die Dateinamen", "functions"),
    ("ajoute une fonction qui renvoie le titre", "functions"),
    ("escribe una función que calcule el total", "functions"),
    ("aggiungi un metodo che restituisca il prezzo", "functions"),
    ("new code takes std::span parameters, not a pointer and a length", "functions"),
    ("I prefer type hints on every signature", "functions"),
])
def test_words_name_a_kind_in_any_language(text: str, kind: str) -> None:
    assert kind in concepts.of_words(text)


def test_a_class_is_not_a_function() -> None:
    # a CSS class, a school class and a test class: none is the writing of a function
    assert "functions" not in concepts.of_words("add a css class to the button")
    assert "functions" not in concepts.of_words("the CO2 readings per class")


def test_a_phrase_names_its_kind_before_its_first_word() -> None:
    # "release" alone is a version; release notes announce a change
    assert concepts.of_words("send the release notes")[0] == "changes"
    assert concepts.of_words("draft the release note") == ["changes"]
    assert concepts.of_words("bump the release") == ["versions"]


def test_plain_words_name_no_kind() -> None:
    assert concepts.of_words("thanks, that looks good to me") == []


def test_a_path_in_words_is_read_as_a_path() -> None:
    # "lib" is where the code lives, not a library being added; the folder still says its kind
    assert concepts.of_words("put each widget under lib/widgets") == ["interface"]
    assert "dependencies" not in concepts.of_words("the bug is in src/lib.rs")
    assert concepts.of_words("add a library") == ["dependencies"]
    assert "testing" in concepts.of_words("tests/unit/test_api.py fails")
    assert concepts.of_words("the CI/CD run is red") == ["pipeline"]  # capitals: words


@pytest.mark.parametrize(("action", "kind"), [
    ("Bash: cargo clippy --all-targets -- -D warnings", "linting"),
    ("Bash: npx jest src/cart", "testing"),
    ("Bash: cd envs/prod && terraform init", "deployment"),
    ("Bash: git add notebooks/a.ipynb && git commit -m x", "notebooks"),
    ("Edit: /app/shop/orders/migrations/0014_fee.py", "database"),
    ("Edit: /app/src/components/Card.tsx", "interface"),
    ("Edit: /app/src/locales/es.json", "translations"),
    ("Edit: /app/tests/test_cart.py", "testing"),
])
def test_an_action_names_its_kind(action: str, kind: str) -> None:
    assert kind in concepts.of_action(action)


def test_a_request_states_its_kinds_beside_its_own_words() -> None:
    query = Query("la facture doit montrer le montant")
    assert "money" in query.kinds
    assert query.states("money")
    assert not any("money" in k for keys in query.term_keys for k in keys)  # not its words


def test_a_preference_is_filed_under_the_kinds_it_names() -> None:
    text = "from now on every text a user sees goes through i18n keys, no strings in components"
    assert preferences.topic_of(text, "translations") == "preference-translations-interface"


def _learn(tmp_path: Path, session: str, steps: list[Step]) -> dict[str, object]:
    path = write_session(tmp_path / f"{session}.jsonl", session, str(tmp_path), steps,
                         dt.datetime(2026, 11, 2, 9))
    learned = run_cli_json("reflexion", "--transcript", str(path))
    assert isinstance(learned, dict) and learned["candidates"]
    processed = run_cli("drafts", "process")
    assert processed.returncode == 0, processed.stderr
    lessons = run_cli_json("list", "--tier", "procedural")
    assert isinstance(lessons, list) and len(lessons) == 1
    return dict(lessons[0])


def test_a_lesson_is_found_by_its_kind_of_work_in_another_language(
        store: object, store_root: Path, tmp_path: Path) -> None:
    """Taught in German after a dependency install, asked for in Italian in other words."""
    lesson = _learn(tmp_path, "5e55a0b1-0000-4000-8000-0000000000c1", [
        Step("füge das Paket left-pad hinzu", [bash("npm install left-pad", "added 1 package")],
             "Erledigt."),
        Step("nein, nimm pnpm add, wir benutzen pnpm", [], "Ok."),
    ])
    record = Path(str(lesson["path"])).read_text(encoding="utf-8")
    assert "Concerns: dependencies" in record
    found = run_cli_json("recall", "--k", "3", "mi serve una libreria per leggere i file YAML")
    assert isinstance(found, list)
    assert lesson["id"] in [item["id"] for item in found]


def test_a_lesson_on_money_is_found_by_a_request_about_an_amount(
        store: object, store_root: Path, tmp_path: Path) -> None:
    lesson = _learn(tmp_path, "5e55a0b1-0000-4000-8000-0000000000c2", [
        Step("orders need a shipping fee",
             [edit(f"{tmp_path}/shop/orders/models.py", "", "fee = models.FloatField()")],
             "Added the fee."),
        Step("Why is that a FloatField? Every price in this codebase is a DecimalField and the "
             "arithmetic goes through Decimal, never float.", [], "Switched to Decimal."),
    ])
    found = run_cli_json("recall", "--k", "3", "add a gift card balance to the customer")
    assert isinstance(found, list)
    assert lesson["id"] in [item["id"] for item in found]


@pytest.mark.parametrize("text", [
    "Quick note on how I work: for anything new, use polars rather than pandas",
    "prefiro os relatórios em Quarto, renderizados em HTML. Guarda isso.",
    "When you tell me how a model did, give me ROC AUC and leave accuracy out",
    "daqui pra frente, sempre com testes",
])
def test_standing_wishes_in_more_forms_are_preferences(text: str) -> None:
    assert preferences.is_stated(text)


@pytest.mark.parametrize(("text", "wished"), [
    ("Mir ist es lieber, wenn keine Styles inline stehen", True),
    ("io preferisco le class-based view", True),
    ("from now on I want a dry run first", True),
    ("no, use uv, not pip", False),
    ("when you ran the tests you broke the build", False),
])
def test_a_correction_in_the_first_person_also_proposes_a_preference(
        text: str, wished: bool) -> None:
    assert preferences.how_wanted(text) is wished


@pytest.mark.parametrize(("text", "kind"), [
    ("rebuild the PDF of the manuscript", "writing"),
    ("ajoute une note dans le paragraphe sur les limites", "writing"),
    ("we need a reference for the ImageNet dataset", "citations"),
    ("la bibliografia ha due voci doppie", "citations"),
    ("hook up the humidity sensor on I2C1", "hardware"),
    ("aktiviere den Watchdog auf der Platine", "hardware"),
    ("lance la simulation sur le cluster", "simulation"),
    ("split the prefab of the boss into two scenes", "game"),
    ("keep one sentence per line in the .tex sources", "writing"),  # a file kind by extension
])
def test_words_name_the_newer_kinds_of_work(text: str, kind: str) -> None:
    assert kind in concepts.of_words(text)


def test_a_message_is_no_translation_by_itself() -> None:
    # chat messages, commit messages and error messages are not user-facing text to translate
    assert "translations" not in concepts.of_words("add an edited_at column to messages")
    assert "translations" in concepts.of_words("the labels need a translation")


@pytest.mark.parametrize(("action", "kind"), [
    ("Bash: latexmk -pdf main.tex", "writing"),
    ("Bash: west build -b nrf52840dk/nrf52840 app", "hardware"),
    ("Edit: /fw/app/boards/nrf52840dk.overlay", "hardware"),
    ("Edit: /paper/refs.bib", "citations"),
    ("Bash: sbatch run_ensemble.sh", "simulation"),
])
def test_an_action_names_the_newer_kinds(action: str, kind: str) -> None:
    assert kind in concepts.of_action(action)


def test_a_lesson_on_a_board_is_found_by_a_request_about_a_peripheral(
        store: object, store_root: Path, tmp_path: Path) -> None:
    """Taught in German after a firmware build, asked for in English with none of its words."""
    lesson = _learn(tmp_path, "5e55a0b1-0000-4000-8000-0000000000c3", [
        Step("der Lüfter braucht einen PWM-Ausgang",
             [edit(f"{tmp_path}/zephyr/boards/arm/nrf52840dk/nrf52840dk.dts", "a", "b"),
              bash("west build -b nrf52840dk/nrf52840 app", "Memory region Used Size")],
             "Fertig, der Build läuft durch."),
        Step("warum hast du den Zephyr-Baum geändert? Der gehört west und wird beim nächsten "
             "Update überschrieben. Anpassungen an unsere Platine kommen in ein Overlay unter "
             "app/boards", [], "Verstanden."),
    ])
    record = Path(str(lesson["path"])).read_text(encoding="utf-8")
    assert "hardware" in record
    found = run_cli_json("recall", "--k", "3", "enable the second UART for the debug console")
    assert isinstance(found, list)
    assert lesson["id"] in [item["id"] for item in found]


def test_a_function_word_of_the_texts_language_names_no_kind() -> None:
    # Italian "ci" is a pronoun, not continuous integration, unless written as an acronym;
    # German "Datei" is a file, not data
    assert "pipeline" not in concepts.of_words("niente nel codice che ci identifichi")
    assert "pipeline" in concepts.of_words("la CI è rossa da stamattina")
    assert "pipeline" in concepts.of_words("the ci job is red")
    assert "datasets" not in concepts.of_words("die Datei wird aus den Fragmenten erzeugt")


@pytest.mark.parametrize("text", [
    "did the refactor of the parser break anything?",
    "make sure the import change hasn't broken the exporter",
    "assure-toi que la nouvelle version ne casse rien",
    "ist nach dem Umbau irgendwas kaputt?",
    "comprueba que el cambio no rompe nada",
    "verifica che la modifica non abbia rotto niente",
    "veja se a mudança não quebrou nada",
])
def test_asking_whether_a_change_broke_something_is_testing(text: str) -> None:
    assert "testing" in concepts.of_words(text)


@pytest.mark.parametrize("text", [
    "the export loop is slow, have a look",
    "cette requête est trop lente",
    "warum ist der Import so langsam?",
    "el informe tarda mucho, mejora el rendimiento",
    "la pagina è poco veloce, ottimizza il caricamento",
    "o relatório está lento demais",
    "it allocates far too much in the inner loop",
])
def test_speed_and_allocation_are_performance(text: str) -> None:
    assert "performance" in concepts.of_words(text)


@pytest.mark.parametrize(("text", "kind"), [
    ("Wir brauchen ein Balkendiagramm für die Ergebnisse", "charts"),
    ("die Testumgebung startet nicht", "configuration"),
    ("bitte prüf die Datenbankverbindung", "database"),
    ("ersetz das Kreisdiagramm durch Balken", "charts"),
])
def test_a_german_compound_names_the_kind_of_its_last_part(text: str, kind: str) -> None:
    assert kind in concepts.of_words(text)


def test_an_english_compound_is_not_split() -> None:
    # "dashboard" is no circuit board, "understate" no shared state: only German is read so
    assert "hardware" not in concepts.of_words("the dashboard shows yesterday's numbers")
    assert "state" not in concepts.of_words("the summary should not understate the risk")


@pytest.mark.parametrize("text", [
    "write the advection step for the salinity tracer",
    "the solver diverges after the timestep change",
    "la simulación necesita más nodos en el cluster",
])
def test_numerical_model_words_are_simulation(text: str) -> None:
    assert "simulation" in concepts.of_words(text)


def test_a_lesson_on_running_the_tests_is_found_by_asking_whether_a_change_broke_anything(
        store: object, store_root: Path, tmp_path: Path) -> None:
    """Taught in French after a test command, asked for in English and Spanish in other words."""
    lesson = _learn(tmp_path, "5e55a0b1-0000-4000-8000-0000000000c4", [
        Step("vérifie le nouveau parseur", [bash("pytest tests/test_parser.py", "3 passed")],
             "Les tests passent."),
        Step("non, on lance toujours toute la suite avec tox, sinon on rate les autres "
             "versions de Python", [], "D'accord."),
    ])
    record = Path(str(lesson["path"])).read_text(encoding="utf-8")
    assert "testing" in record
    for request in ("did the rename of the config loader break anything?",
                    "comprueba que el cambio del exportador no rompe nada"):
        found = run_cli_json("recall", "--k", "3", request)
        assert isinstance(found, list)
        assert lesson["id"] in [item["id"] for item in found], request


@pytest.mark.parametrize("text", [
    "schedule a nightly load of the ad spend",
    "Wir brauchen einen wöchentlichen Job für den Churn-Report",
    "il faut une extraction quotidienne des commandes",
    "crea una tarea programada cada noche",
    "serve un export settimanale dei clienti",
    "quero um relatório agendado toda manhã",
])
def test_a_schedule_is_background_work(text: str) -> None:
    assert "background" in concepts.of_words(text)


@pytest.mark.parametrize(("text", "kind"), [
    ("ship the homepage changes", "deployment"),
    ("roll out the new nginx config to every host", "deployment"),
    ("save the cache fix to git", "commits"),
])
def test_shipping_and_git_name_their_kinds(text: str, kind: str) -> None:
    assert kind in concepts.of_words(text)
    assert "deployment" not in concepts.of_words("the shipping fee is wrong")


@pytest.mark.parametrize(("text", "kind"), [
    # a cluster's objects and a cloud's managed services are infrastructure, in any language
    ("add a StatefulSet for the search index", "deployment"),
    ("erhöhe die Replicas des Checkout-Dienstes auf 5", "deployment"),
    ("il pod del worker finisce in CrashLoopBackOff", "deployment"),
    ("mete los mensajes en una cola SQS", "deployment"),
    # digital design is hardware work
    ("ajoute une FIFO entre le décodeur et le DMA", "hardware"),
    ("the design misses timing in the pixel clock domain", "hardware"),
    ("schreib das Modul in SystemVerilog", "hardware"),
    # a service's HTTP interface
    ("add an endpoint that returns the open invoices", "endpoints"),
    ("ich brauche einen neuen Endpunkt für die Rechnungen", "endpoints"),
    ("crea el DTO de la respuesta", "endpoints"),
])
def test_words_name_infrastructure_digital_design_and_api_work(text: str, kind: str) -> None:
    assert kind in concepts.of_words(text)


@pytest.mark.parametrize("text", [
    "the rest of the page is fine",       # "rest" is no REST API
    "that led to a second bug",           # "led", a past of "lead"
    "plan the ferry route for winter",    # a route that is no HTTP route
])
def test_common_words_of_those_kinds_stay_words(text: str) -> None:
    kinds = concepts.of_words(text)
    assert "endpoints" not in kinds and "hardware" not in kinds


@pytest.mark.parametrize(("action", "kind"), [
    ("Edit: /dome/rtl/led_driver.sv", "hardware"),
    ("Edit: /dome/constraints/ulx3s.lpf", "hardware"),
    ("Edit: /gitops/apps/news/overlays/prod/secret.yaml", "deployment"),
    ("Edit: /web/src/app/waiting-board/waiting-board.component.ts", "interface"),
    ("Edit: /web/src/app/cart/cart.store.ts", "state"),
    ("Edit: /api/src/Lab.Api/Endpoints/OrderEndpoints.cs", "endpoints"),
])
def test_a_file_names_its_kind_by_extension_folder_or_the_part_before_its_extension(
        action: str, kind: str) -> None:
    assert kind in concepts.of_action(action)


def test_a_lesson_on_an_rtl_edit_is_found_by_a_request_about_a_fifo_in_another_language(
        store: object, store_root: Path, tmp_path: Path) -> None:
    """Taught in English after an edit of a SystemVerilog file, with no word of hardware in
    the correction; asked for in German by naming a part of a design."""
    lesson = _learn(tmp_path, "5e55a0b1-0000-4000-8000-0000000000c9", [
        Step("add a brightness register to the panel driver",
             [edit(f"{tmp_path}/panel/rtl/panel_driver.sv", "logic [7:0] level;",
                   "logic [7:0] level;\nlogic [7:0] brightness;")],
             "Added the brightness register."),
        Step("no, never put a reset value on a wide register by hand, use our reg_init macro "
             "so the values stay in one place", [], "Switched to reg_init."),
    ])
    record = Path(str(lesson["path"])).read_text(encoding="utf-8")
    assert "hardware" in record.split("Concerns:", 1)[-1], record
    found = run_cli_json("recall", "--k", "3",
                         "bau eine FIFO zwischen Decoder und Ausgabe ein")
    assert isinstance(found, list)
    assert lesson["id"] in [item["id"] for item in found]


def test_the_word_api_alone_names_no_kind_of_work() -> None:
    # a service's name, a folder or a key: "the api pods", "src/api", "the Grafana API token"
    for text in ("tail the logs of the api pods", "regenerate the client in src/api/gen",
                 "we need the Grafana API token on the hosts"):
        assert "endpoints" not in concepts.of_words(text), text
