"""What a lesson or a preference shares with a later request in other words or another language.

A request in another language than the session meets what the session taught through what
reads the same in every language: the kinds of work (`concepts`: handing work over as finished,
asking a figure of the data), the files and programs the agent worked on in answer to the turn,
and, for a Portuguese request, its own stems and function words. End to end where reflexion is
involved: real-format sessions, `memengine reflexion --transcript`, `memengine drafts process`,
`memengine recall --json`, as real processes.
"""

from __future__ import annotations

import sys
from pathlib import Path

from conftest import REPO, run_cli, run_cli_json
from test_session_context import _learn  # a session written, then read by reflexion

sys.path.insert(0, str(REPO / "benchmarks" / "reflexion"))
from sessions import Step, bash, edit


def _record(tier: str, word: str) -> tuple[str, str]:
    """(id, text) of the one record of `tier` whose file holds `word`."""
    items = run_cli_json("list", "--tier", tier)
    assert isinstance(items, list)
    mine = [(str(i["id"]), Path(i["path"]).read_text(encoding="utf-8")) for i in items
            if word in Path(i["path"]).read_text(encoding="utf-8")]
    assert len(mine) == 1, [i["id"] for i in items]
    return mine[0]


def _top(request: str, k: int = 3) -> list[str]:
    found = run_cli_json("recall", "--k", str(k), request)
    assert isinstance(found, list)
    return [str(item["id"]) for item in found][:k]


# -- Portuguese ---------------------------------------------------------------------------------

def test_portuguese_is_read_as_a_language_without_blurring_spanish() -> None:
    from memory_engine.text import function_words, language, stem

    assert language("quantos utilizadores novos tivemos em maio?") == "pt"
    assert language("faz a fatura em PDF com o total e o imposto") == "pt"
    # the words Portuguese shares with Spanish stay Spanish signals
    assert language("crea el informe por cliente para el equipo") == "es"
    assert language("wie viele Zähler haben im März gemeldet") == "de"
    assert stem("públicos", "pt") == stem("publica", "pt")
    assert {"uma", "com", "isso"} <= function_words("pt")


def test_a_portuguese_request_is_stemmed_in_portuguese_and_its_function_words_left_out() -> None:
    from memory_engine.retrieval.query import Query

    query = Query("cria uma função pública com nomes em ascii")
    assert query.lang == "pt"
    assert query.states("públicos")  # "pública" and "públicos": one Portuguese stem
    assert "uma" not in query.terms and "com" not in query.terms


# -- kinds of work that read the same in every language ------------------------------------------

def test_handing_work_over_is_one_kind_of_work_in_every_language() -> None:
    from memory_engine import concepts

    for text in ("is the newsletter signup ready to push?", "I've finished the export, ok?",
                 "le module est fini, tu confirmes ?", "ist das so fertig zum mergen?",
                 "ho finito il calcolo, è pronto per il merge?",
                 "¿está listo para subir?", "terminei a tela, está pronta?"):
        assert concepts.HANDOFF in concepts.of_words(text), text
    assert concepts.HANDOFF not in concepts.of_words("add a list of the files to the page")


def test_a_figure_asked_of_the_data_is_one_kind_of_work_in_every_language() -> None:
    from memory_engine import concepts

    for text in ("how many customers had an estimated reading?",
                 "what was the average ride length in April?",
                 "wie viele Zähler haben im März gemeldet?", "combien de commandes hier ?",
                 "quanti contatori hanno letture negative?", "¿cuántos usuarios activos hay?",
                 "quantos utilizadores novos tivemos em maio?"):
        assert "statistics" in concepts.of_words(text), text
    assert "statistics" not in concepts.of_words("rename the meter model")


def _ready_session(tmp_path: Path) -> list[Step]:
    app = f"{tmp_path}/parcelbox"
    return [
        Step("add a retry to the locker status poller",
             [edit(f"{app}/internal/poller/status.go", "func poll() {", "func poll() {\n"
                   "\tfor attempt := 0; attempt < 3; attempt++ {"),
              bash("go build ./...", "")],
             "Done, it builds and is ready to merge."),
        Step("ci is red, the vet step fails on a shadowed err. run golangci-lint run ./... "
             "yourself before you say something is ready",
             [bash("golangci-lint run ./...", "internal/poller/status.go:12:3: shadow: "
                   "declaration of \"err\" shadows declaration")],
             "Fixed the shadowed err; golangci-lint is clean now."),
    ]


def test_a_lesson_on_saying_work_is_done_is_found_when_work_is_handed_over_in_other_words(
        store: object, tmp_path: Path) -> None:
    out = _learn(tmp_path, 1, f"{tmp_path}/parcelbox", _ready_session(tmp_path))
    assert len(out["candidates"]) == 1  # type: ignore[arg-type]
    assert run_cli("drafts", "process").returncode == 0
    lesson, text = _record("procedural", "golangci-lint")
    assert "handoff" in next(line for line in text.splitlines() if line.startswith("Concerns:"))
    # none of the lesson's words, another language: the kind of work is what they share
    assert lesson in _top("j'ai terminé le webhook des casiers, tu confirmes ?")
    assert lesson in _top("ho finito il webhook, è pronto per il merge?")


def test_a_lesson_taught_over_a_count_is_found_by_a_count_asked_in_another_language(
        store: object, tmp_path: Path) -> None:
    lake = f"{tmp_path}/meterlake"
    steps = [
        Step("quanti contatori hanno mandato letture negative a febbraio?",
             [bash("sbt console <<< 'spark.table(\"silver.readings\").filter($\"kwh\" < 0)"
                   ".count()'", "res0: Long = 1204311")],
             "Sono 1.204.311 contatori."),
        Step("il numero è sbagliato, hai contato le righe. i contatori si contano con "
             "countDistinct(meter_id), dopo aver tolto i doppioni con dropDuplicates",
             [bash("sbt console <<< 'spark.table(\"silver.readings\").dropDuplicates()"
                   ".agg(countDistinct(\"meter_id\"))'", "res1: Long = 61234")],
             "Sono 61.234 contatori."),
    ]
    out = _learn(tmp_path, 2, lake, steps)
    assert len(out["candidates"]) == 1  # type: ignore[arg-type]
    assert run_cli("drafts", "process").returncode == 0
    lesson, text = _record("procedural", "countDistinct")
    assert "statistics" in text
    assert lesson in _top("how many customers got an estimated bill last month?")


def test_a_preference_on_how_functions_are_written_is_found_by_a_function_asked_for(
        store: object, tmp_path: Path) -> None:
    # said of parameters, asked of a function to write, in English and in German: what the
    # two share is the kind of work (writing a function), not a word
    steps = [
        Step("just so you know for new code i review: i much prefer std::span<const uint8_t> "
             "parameters over a pointer plus a length. personal taste, old code can stay",
             [], "Noted: new functions take std::span instead of pointer+length."),
    ]
    _learn(tmp_path, 4, f"{tmp_path}/siloscale", steps)
    assert run_cli("drafts", "process").returncode == 0
    pref, text = _record("personalized", "std::span")
    assert "functions" in pref or "functions" in text
    assert pref in _top("write a crc16 function for the config block")
    assert pref in _top("schreib eine Funktion, die den Puffer als Hex ausgibt")


# -- the acts that answered a turn ---------------------------------------------------------------

def test_a_preference_stated_before_any_work_carries_the_work_that_answered_it(
        store: object, tmp_path: Path) -> None:
    game = f"{tmp_path}/rockpool"
    steps = [
        Step("i prefer private fields with [SerializeField] over public ones when they only "
             "need to show in the inspector, that's how i like my components",
             [edit(f"{game}/Assets/Scripts/Creatures/CrabSpawner.cs",
                   "public float spawnInterval = 4f;",
                   "[SerializeField] private float spawnInterval = 4f;")],
             "Noted; CrabSpawner now uses a serialized private field."),
    ]
    _learn(tmp_path, 3, game, steps)
    assert run_cli("drafts", "process").returncode == 0
    _, body = _record("personalized", "SerializeField")
    context = next(line for line in body.splitlines() if line.startswith("Context: "))
    # the file the agent changed in answer: its words and its folder's
    assert "crab" in context and "spawner" in context and "creatures" in context


def test_the_acts_answering_a_turn_stop_at_the_next_request() -> None:
    from memory_engine.reflexion.session import answered
    from memory_engine.reflexion.turns import SAID, said

    session = ["Edit: a.py", said("first"), "Edit: b.py", "Bash: make", said("second"),
               "Edit: c.py"]
    assert answered(["Edit: a.py"], "first", session) == ["Edit: a.py", "Edit: b.py",
                                                          "Bash: make"]
    assert answered([], "second", session) == ["Edit: c.py"]
    assert answered(["Edit: a.py"], "not in the session", session) == ["Edit: a.py"]
    assert all(not c.startswith(SAID) for c in answered([], "first", session))


# -- what the lesson quotes and prescribes -------------------------------------------------------

def test_a_pasted_jvm_crash_is_cut_and_the_words_after_it_are_kept() -> None:
    from memory_engine.reflexion.corrections import quote

    turn = ("it crashed on the tablet right away:\nFATAL EXCEPTION: DefaultDispatcher-worker-2\n"
            "Process: com.example.fieldlog, PID: 8812\njava.lang.NoSuchMethodError: No virtual "
            "method removeFirst()Ljava/lang/Object; in class Ljava/util/ArrayList; or its super "
            "classes (declaration of 'java.util.ArrayList' appears in /apex/com.android.art/"
            "javalib/core-oj.jar)\n\tat com.example.fieldlog.sync.Queue.markDone(Queue.kt:27)\n\n"
            "the technicians' tablets run android 10 and our minSdk is 29, use removeAt(0) and "
            "run lintDebug before you say it works")
    said = quote(turn)
    assert "minSdk is 29" in said and "removeAt(0)" in said
    assert "Process: com.example" not in said and "NoSuchMethodError" not in said


def test_a_path_s_dots_end_no_clause() -> None:
    from memory_engine.reflexion.prescribe import clauses

    assert clauses("ci is red. run golangci-lint run ./... yourself before you say it is ready. "
                   "ok") == ["ci is red.", "run golangci-lint run ./... yourself before you say "
                             "it is ready.", "ok"]


def test_i_d_rather_states_a_preference_and_rather_than_does_not() -> None:
    from memory_engine.reflexion import preferences

    assert preferences.is_stated("personally i'd rather get these as a small markdown table")
    assert preferences.is_stated("I would rather have short answers")
    assert not preferences.is_stated("use uv rather than pip")


def test_a_short_word_of_a_request_finds_its_plural(store: object, store_root: Path) -> None:
    (store_root / "procedural").mkdir(parents=True, exist_ok=True)
    (store_root / "procedural" / "spark-datasets.md").write_text(
        "---\nid: spark-datasets\ntier: procedural\ntopic: spark-datasets\nconfidence: 0.8\n"
        "observations: 1\nlast_touched: 2026-11-02\ncreated: 2026-11-02\nsource: [manual]\n"
        "links: []\nkind: lesson\ntrigger:\n- spark\nseverity: low\n"
        "violations: {count: 0, last_session: null}\n---\n\n"
        "New Spark jobs read typed Datasets of case classes.\n",
        encoding="utf-8")
    # asked of its tier (no bar): is it a candidate at all, by "job" alone
    found = run_cli_json("recall", "--tier", "procedural",
                         "write a job that flags meters above their average")
    assert isinstance(found, list)
    assert "spark-datasets" in [item["id"] for item in found]


# -- the commands a prescription quotes ---------------------------------------------------------

def test_a_program_the_tables_do_not_know_is_read_by_its_subcommand() -> None:
    from memory_engine.reflexion.commands import work_named

    assert work_named("opam install . --deps-only").kind == "install"  # type: ignore[union-attr]
    assert work_named("deno add jsr:@std/yaml").kind == "install"  # type: ignore[union-attr]
    assert work_named("bazelisk-like test //pkg:all").kind == "test"  # type: ignore[union-attr]
    assert work_named("selene lint src").kind == "check"  # type: ignore[union-attr]
    # running something says nothing of the work; quoted code is no command
    assert work_named("dbmate up") is None
    assert work_named("return test_value") is None
    assert work_named("pytest -q").named == "pytest"  # type: ignore[union-attr]


def test_the_commands_a_rule_quotes_give_it_their_kinds_of_work() -> None:
    from memory_engine import concepts

    said = "riippuvuudet kirjataan tiedostoon `dune-project`, sitten `opam install . --deps-only`"
    assert concepts.of_words(said) == []  # no word of the sentence names a kind of work
    assert concepts.of_commands(said) == ["dependencies"]
    assert "dependencies" in concepts.of_situation("", said)
    assert concepts.of_commands("no command here") == []


def test_a_lesson_whose_words_name_no_kind_carries_the_kind_its_command_names(
        store: object, tmp_path: Path) -> None:
    # the prescription's words name no kind of work; the command it quotes does, whatever the
    # language of the sentence around it
    steps = [
        Step("lisää kirjasto, joka lukee uunin asetukset", [
            bash("opam pin add yamlish 0.3.1 --yes", "yamlish.0.3.1 pinned")], "Valmis."),
        Step("no, not by hand. it goes in `dune-project`, then `opam install . --deps-only`.",
             [], "Right."),
    ]
    out = _learn(tmp_path, 7, f"{tmp_path}/kiln-ocaml", steps)
    assert len(out["candidates"]) == 1  # type: ignore[arg-type]
    assert run_cli("drafts", "process").returncode == 0
    _, text = _record("procedural", "deps-only")
    concerns = next(line for line in text.splitlines() if line.startswith("Concerns:"))
    assert concerns == "Concerns: dependencies."
