"""A statement put ahead of the work is a preference in whatever language: the turn heads what
it says as said before the work (a short clause closed by a colon), it comes before the agent
did or said anything, and the agent answers it in words only, taking its terms up, without
acting and without asking back. The same turn answered with work, with a question, or with
words that take none of its terms up proposes nothing from this reading. Every session below
is made up here (Welsh, read by no word table of the project); real transcripts are written
to a temporary folder and read end to end through `memengine reflexion` and `drafts
process`."""

from __future__ import annotations

import datetime as dt
import sys
from pathlib import Path

import pytest
from conftest import REPO, run_cli, run_cli_json

sys.path.insert(0, str(REPO / "benchmarks" / "reflexion"))
from sessions import Step, edit, write_session

from memory_engine.reflexion import preferences as P

STATED = ("Cyn i ti ddechrau: enwau llawn ar bob newidyn yn `ledger.py`, dim talfyriadau "
          "fel `amt` neu `qty`. Mae'n haws i mi ddarllen y cod wedyn.")
TAKEN_UP = "Iawn: enwau llawn ar bob newidyn yn `ledger.py`, dim talfyriadau."


def _learn(tmp_path: Path, session: str, steps: list[Step],
           corrects: bool = False) -> list[dict[str, object]]:
    path = write_session(tmp_path / f"{session}.jsonl", session, str(tmp_path), steps,
                         dt.datetime(2026, 11, 2, 9))
    learned = run_cli_json("reflexion", "--transcript", str(path))
    assert isinstance(learned, dict)
    assert corrects or learned["corrections"] == [], learned
    processed = run_cli("drafts", "process")
    assert processed.returncode == 0, processed.stderr
    records = run_cli_json("list", "--tier", "personalized")
    assert isinstance(records, list)
    return records


def test_a_headed_statement_acknowledged_before_any_work_is_a_preference(
        store: object, store_root: Path, tmp_path: Path) -> None:
    assert not P.is_stated(STATED)  # no word of a table reads it
    records = _learn(tmp_path, "5e55a0b1-0000-4000-8000-0000000000c1",
                     [Step(STATED, [], TAKEN_UP)])
    assert len(records) == 1
    text = Path(str(records[0]["path"])).read_text(encoding="utf-8")
    assert "talfyriadau" in text and "Preference (" in text


@pytest.mark.parametrize("answer", [
    Step(STATED, [edit("ledger.py", "amt = 0", "amount = 0")], TAKEN_UP),  # work done on it
    Step(STATED, [], "Enwau llawn ar bob newidyn yn `ledger.py`, neu yn y profion hefyd?"),
    Step(STATED, [], "Helo! Sut alla i helpu heddiw?"),  # none of its terms taken up
])
def test_the_same_turn_answered_otherwise_proposes_no_preference(
        answer: Step, store: object, store_root: Path, tmp_path: Path) -> None:
    assert _learn(tmp_path, "5e55a0b1-0000-4000-8000-0000000000c2", [answer]) == []


def test_a_headed_statement_after_the_agent_worked_is_not_read_as_said_ahead(
        store: object, store_root: Path, tmp_path: Path) -> None:
    records = _learn(tmp_path, "5e55a0b1-0000-4000-8000-0000000000c3", [
        Step("ychwanega swyddogaeth sy'n adio'r cyfansymiau",
             [edit(f"{tmp_path}/ledger.py", "def totals():", "def totals():\n    return 0")],
             "Wedi ychwanegu `totals`."),
        Step(STATED, [], TAKEN_UP)], corrects=True)  # what the relations model reads of it
    assert records == []


@pytest.mark.parametrize(("text", "wanted"), [
    (STATED, True),
    ("before you start: tabs, not spaces, in every Makefile", True),
    ("Cyn i ti ddechrau?", False),                                 # a question, no body
    ("error: the build failed", False),                            # a body too short
    ("the release notes for version two of the ledger module say: nothing changed in "
     "the export", False),                                         # a heading too long
    ("enwau llawn ar bob newidyn, dim talfyriadau", False),        # no heading
])
def test_a_heading_is_a_short_clause_closed_by_a_colon_before_a_body(
        text: str, wanted: bool) -> None:
    assert P.headed(text) is wanted


# A statement put ahead of the first task in the same turn, the task last: the agent answers
# the task with work, and what was said ahead of it is how the person wants the work done.
AHEAD_OF_TASK = ("Cyn i ti ddechrau: enwau llawn ar bob newidyn, dim talfyriadau fel `amt` neu "
                 "`qty`. Mae'n haws i mi ddarllen y cod wedyn. Nawr ychwanega swyddogaeth "
                 "monthly_totals yn ledger.py")


def _task_answered(tmp_path: Path, text: str, name: str = "monthly_totals",
                   module: str = "ledger.py") -> Step:
    return Step(text, [edit(f"{tmp_path}/{module}", "def totals():",
                            f"def totals():\n    return 0\n\n\ndef {name}():\n    return {{}}")],
                f"Wedi ychwanegu `{name}` yn `{module}`.")


def test_a_statement_headed_ahead_of_the_first_task_answered_with_work_is_a_preference(
        store: object, store_root: Path, tmp_path: Path) -> None:
    assert not P.is_stated(AHEAD_OF_TASK) and not P.tables_read(AHEAD_OF_TASK)
    records = _learn(tmp_path, "5e55a0b1-0000-4000-8000-0000000000c4",
                     [_task_answered(tmp_path, AHEAD_OF_TASK)])
    assert len(records) == 1
    text = Path(str(records[0]["path"])).read_text(encoding="utf-8")
    assert "talfyriadau" in text and "Preference (" in text


@pytest.mark.parametrize("text", [
    # the heading names a topic and the body is the task alone
    "Cyn i ti ddechrau: ychwanega swyddogaeth monthly_totals yn ledger.py",
    # written where the word tables read, and none of their words states a preference
    "the ledger module: amounts are kept in cents there. add a monthly_totals function to "
    "ledger.py",
])
def test_a_headed_task_with_no_statement_read_ahead_of_it_proposes_no_preference(
        text: str, store: object, store_root: Path, tmp_path: Path) -> None:
    assert _learn(tmp_path, "5e55a0b1-0000-4000-8000-0000000000c5",
                  [_task_answered(tmp_path, text)]) == []


def test_work_that_carries_no_term_of_the_task_reads_no_statement_ahead_of_it(
        store: object, store_root: Path, tmp_path: Path) -> None:
    # the agent did other work than the task the turn ends with
    assert _learn(tmp_path, "5e55a0b1-0000-4000-8000-0000000000c6",
                  [_task_answered(tmp_path, AHEAD_OF_TASK, "yearly_report", "report.py")]) == []


@pytest.mark.parametrize(("text", "wanted"), [
    (AHEAD_OF_TASK, ("enwau llawn ar bob newidyn, dim talfyriadau fel `amt` neu `qty`. Mae'n "
                     "haws i mi ddarllen y cod wedyn.",
                     "Nawr ychwanega swyddogaeth monthly_totals yn ledger.py")),
    ("Angla te kezdis: savore thresholds ando lib/thresholds.libsonnet。Akana thov jekh prago",
     ("savore thresholds ando lib/thresholds.libsonnet。", "Akana thov jekh prago")),
    ("Cyn i ti ddechrau: ychwanega swyddogaeth monthly_totals yn ledger.py", None),
    ("enwau llawn ar bob newidyn. Nawr ychwanega swyddogaeth", None),   # no heading
])
def test_a_headed_body_splits_into_the_statement_and_the_task_it_ends_with(
        text: str, wanted: tuple[str, str] | None) -> None:
    assert P.statement_then_task(text) == wanted


@pytest.mark.parametrize(("text", "wanted"), [
    ("the ledger module: amounts are kept in cents there, add a function to it", True),
    ("avant de commencer : les montants sont en centimes dans le module", True),
    (AHEAD_OF_TASK, False),
    ("Başlamadan: bän eni paketlerdä arguments için G-expressions isteerim", False),
])
def test_the_word_tables_read_a_text_whose_function_words_they_hold(
        text: str, wanted: bool) -> None:
    assert P.tables_read(text) is wanted
