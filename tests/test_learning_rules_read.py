"""What a session teaches is read whatever the language and however the rule is put.

* A stated preference is read from the same word classes in Swahili, Lithuanian, Icelandic,
  Basque, Bulgarian, Malay, Tagalog, Serbian, Afrikaans, Estonian, Persian, Latvian, Bengali,
  Tamil and Slovenian as in the languages read before; a one-off ask in those languages is not
  one.
* A heading that puts what follows ahead of the coming work ("a note before the reports
  module:") states how that work is done; a clause that describes a thing and happens to hold
  "before" and a colon does not.
* The prescription of a lesson: a rule over a whole class of things that names what it is made
  of ("every amount is a `Decimal`") is what to do; a code span is one piece, never two
  clauses; a part that tells a one-off past event ("I'll restore the rows from last night's
  dump") is the why, not what to do, so admission does not read the lesson as an anecdote.
End to end through `memengine reflexion` and `drafts process` too.
"""

from __future__ import annotations

import datetime as dt
import sys
from pathlib import Path

import pytest
from conftest import REPO, run_cli, run_cli_json

sys.path.insert(0, str(REPO / "benchmarks" / "reflexion"))
from sessions import Step, bash, write_session

from memory_engine.reflexion import preferences as P
from memory_engine.reflexion.prescribe import clauses, wanted_of

STATED = [
    "Tafadhali kumbuka: kila mara tumia tabo badala ya nafasi kwenye faili za Makefile.",  # sw
    "Ég vil alltaf fá stutt svör, aldrei langar útskýringar.",                            # is
    "ترجیح می‌دهم پیام‌های commit کوتاه و به انگلیسی باشند.",                               # fa
    "Увек пиши тестове пре кода, то ми је важно.",                                        # sr
    "Предпочитам кратки функции с ясни имена.",                                           # bg
    "Eelistan, et kõik muutujad oleksid inglise keeles.",                                 # et
    "Vienmēr gribu redzēt izmaiņas pirms commit.",                                        # lv
    "Saya lebih suka fungsi yang pendek, setiap fungsi satu tugas.",                      # ms
    "Ek verkies kort funksies, elke funksie doen een ding.",                              # af
    "Imam raje kratke funkcije, vsaka naj dela eno stvar.",                               # sl
    "a note before the reports module: amounts in cents as integers, no floats",
]
NOT_STATED = [
    "ongeza kitufe cha kuhifadhi kwenye ukurasa wa wasifu",
    "bættu við hnapp til að vista á prófílsíðunni",
    "یک دکمه ذخیره به صفحه پروفایل اضافه کن",
    "додај дугме за чување на страницу профила",
    "pievieno saglabāšanas pogu profila lapai",
    "tambah butang simpan pada halaman profil",
    "the formatter adds a blank line before the return: it looks odd",
]


@pytest.mark.parametrize("text", STATED)
def test_a_standing_instruction_in_a_further_language_is_stated(text: str) -> None:
    assert P.is_stated(text), P._signals(text)


@pytest.mark.parametrize("text", NOT_STATED)
def test_a_one_off_ask_in_a_further_language_is_not(text: str) -> None:
    assert not P.is_stated(text), P._signals(text)


def test_a_code_span_is_one_piece_of_a_clause() -> None:
    assert clauses("use `load(alloc: Allocator, path: []const u8)` here. then run it") == [
        "use `load(alloc: Allocator, path: []const u8)` here.", "then run it"]
    said = ("no page_allocator in there. every function that allocates takes an "
            "`allocator: std.mem.Allocator` parameter, the caller picks one")
    assert "`allocator: std.mem.Allocator` parameter" in wanted_of(said, [])


@pytest.mark.parametrize(("said", "rule"), [
    ("you used float there. house rule: every amount is a `Decimal` with two places. the only "
     "float allowed is the chart scale, and it says so in a comment",
     "every amount is a `Decimal` with two places"),
    ("wrong module. anything that sends mail goes through notify/mailer.py. the only direct "
     "smtp call left is the health check, leave it alone",
     "anything that sends mail goes through notify/mailer.py"),
])
def test_a_rule_over_a_whole_class_of_things_is_what_to_do(said: str, rule: str) -> None:
    assert wanted_of(said, []).startswith(rule)


def test_a_part_telling_a_past_event_is_left_out_of_what_to_do() -> None:
    said = ("you imported into the live database. imports run with APP_ENV=staging, I'll "
            "restore the rows from last night's dump, you rerun it properly")
    wanted = wanted_of(said, [])
    assert "APP_ENV=staging" in wanted
    assert "last night" not in wanted
    # what is left must say what to do: else the clause is the story whole (see
    # test_prescription_clauses, a past incident is the why)
    said = ("that reverted the fix. keep the retry in client.py, last week the gateway dropped "
            "half the calls")
    assert wanted_of(said, []) == "keep the retry in client.py"


def test_a_correction_with_a_past_event_in_its_rule_is_learned_not_rejected(
        tmp_path: Path) -> None:
    root = tmp_path / "store" / ".memory-engine"
    env = {"MEMORY_ENGINE_ROOT": str(root), "MEMORY_ENGINE_USER_ROOT": str(tmp_path / "user"),
           "HOME": str(tmp_path / "home")}
    (tmp_path / "home").mkdir()
    assert run_cli("init", env=env).returncode == 0
    project = tmp_path / "ledger"
    project.mkdir()
    steps = [
        Step("run POSTINT for October so I can check the interest totals",
             [bash("./bin/POSTINT", "POSTINT  ACCOUNTS READ 3,120\nPOSTINT  MASTER REWRITTEN")],
             "Ran it: 3,120 accounts, interest posted."),
        Step("you just rewrote the real master file. anything run by hand goes with "
             "LEDGER_ENV=test, which points the files at testdata/ through bin/envmap. I'll "
             "restore data/ from last night's backup, you run it the right way",
             [bash("LEDGER_ENV=test ./bin/POSTINT", "POSTINT  ENV=test  ACCOUNTS READ 88")],
             "Rerun with LEDGER_ENV=test against testdata/."),
    ]
    session = "0000000a-bbbb-4000-8000-00000000000a"
    path = write_session(tmp_path / f"{session}.jsonl", session, str(project), steps,
                         dt.datetime(2026, 11, 2, 9, 0))
    run_cli_json("reflexion", "--transcript", str(path), env=env)
    processed = run_cli_json("drafts", "process", env=env)
    assert isinstance(processed, dict) and processed["applied"], processed
    texts = [p.read_text(encoding="utf-8") for p in (root / "procedural").glob("*.md")
             if not p.name.startswith("_")]
    lesson = next(t for t in texts if "LEDGER_ENV=test" in t)
    do = lesson.split(", do: ", 1)[1].split(" Not: ")[0]
    assert "LEDGER_ENV=test" in do and "last night" not in do
