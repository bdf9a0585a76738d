"""Which lesson a correction is about: what the human said, not what the agent did last.

Real-format sessions are written to tmp dirs and read by the real reflexion pass; admission runs
as session end runs it (`process_pending`). A lesson takes its subject from the human's words;
the agent's last action becomes what to avoid only when those words speak of it. A later
correction in other words, after another action or through a rejected tool call, is a violation
of the lesson already held (archived or not), never a second copy of it.
"""

from __future__ import annotations

import datetime as dt
import json
import sys
from pathlib import Path
from typing import Any

from tests.conftest import REPO

sys.path.insert(0, str(REPO / "benchmarks" / "reflexion"))
sys.path.insert(0, str(REPO / "tests" / "reliability"))
from sessions import Step, bash, edit, write_session

_N = iter(range(100, 200))


def _session(tmp_path: Path, day: int, steps: list[Step],
             rejected: tuple[str, str] | None = None) -> tuple[str, Path]:
    """A session's transcript; `rejected`: (command, feedback) of a Bash call the human
    rejects at its end."""
    session = f"5e55a0b1-0000-4000-8000-000000000{next(_N)}"
    path = write_session(tmp_path / f"{session}.jsonl", session, str(tmp_path), steps,
                         dt.datetime(2026, 11, day, 9))
    if rejected is not None:
        import helpers as H

        command, feedback = rejected
        tool_id = f"toolu_rej{day:02d}"
        call = {"type": "assistant", "uuid": f"5e55a0b1-0000-4000-9000-0000000001{day:02d}",
                "sessionId": session, "timestamp": f"2026-11-{day:02d}T10:00:00.000Z",
                "isSidechain": False, "cwd": str(tmp_path),
                "message": {"role": "assistant", "content": [
                    {"type": "tool_use", "id": tool_id, "name": "Bash",
                     "input": {"command": command}}]}}
        with path.open("a", encoding="utf-8") as handle:
            handle.write(json.dumps(call) + "\n")
            handle.write(H.rejection_line(f"5e55a0b1-0000-4000-9000-0000000002{day:02d}",
                                          tool_id, feedback, f"2026-11-{day:02d}T10:00:07.000Z",
                                          session))
    return session, path


def _reflect(store: Any, store_root: Path, path: Path) -> Any:
    from memory_engine.admission.queue import process_pending
    from memory_engine.reflexion.session import reflect

    outcome = reflect(store_root, path, final=True)
    process_pending(store)
    return outcome


def _lessons(store: Any) -> list[Any]:
    store.index.refresh()
    return [store.load(r.id) for r in store.index.list(tier="procedural")
            if r.fields.get("kind") == "lesson"]


def _migration_lesson(store: Any, store_root: Path, tmp_path: Path) -> Any:
    """A lesson learned from a correction that names no entity, after an unrelated edit."""
    _, first = _session(tmp_path, 2, [
        Step("add a created_at column", [edit(f"{tmp_path}/app/models.py")], "Done."),
        Step("don't edit the migrations folder by hand, those migration files are generated",
             [], "Ok."),
    ])
    _reflect(store, store_root, first)
    (lesson,) = _lessons(store)
    return lesson


def _repeat_migration_lesson(store: Any, store_root: Path, tmp_path: Path, day: int) -> Any:
    """The same correction in other words, after a test run."""
    _, second = _session(tmp_path, day, [
        Step("rename the email field", [bash("pytest -q", "3 passed")], "Done."),
        Step("never touch migration files by hand, regenerate the migrations instead", [],
             "Ok."),
    ])
    return _reflect(store, store_root, second)


def test_a_repeat_in_other_words_after_another_action_is_one_lesson_violated_once(
        store: Any, store_root: Path, tmp_path: Path) -> None:
    _, first = _session(tmp_path, 2, [
        Step("add httpx to the project", [edit(f"{tmp_path}/app/client.py"),
                                          bash("pytest -q", "12 passed")], "Done."),
        Step("don't use pip install, this project uses uv: uv add the dependency", [], "Ok."),
    ])
    outcome = _reflect(store, store_root, first)
    assert len(outcome.candidates) == 1 and outcome.violations == []
    (lesson,) = _lessons(store)
    # the test run is not what the human spoke of: nothing of it is to be avoided
    assert lesson.extra.get("avoid") == []
    assert "pytest" not in lesson.extra.get("entities", [])
    assert "pytest" not in lesson.body and "pytest" not in lesson.trigger
    assert {"pip", "uv"} <= set(lesson.extra.get("entities", []))

    _, second = _session(tmp_path, 3, [
        Step("parse the config file", [edit(f"{tmp_path}/app/config.py")], "Done."),
        Step("you used pip again, we add packages with uv add here", [], "Sorry."),
    ])
    outcome = _reflect(store, store_root, second)
    assert [v["lesson"] for v in outcome.violations] == [lesson.id]
    assert outcome.candidates == []
    (again,) = _lessons(store)
    assert again.id == lesson.id and again.violations.count == 1


def test_a_correction_naming_no_entity_makes_its_own_lesson_and_is_not_counted_elsewhere(
        store: Any, store_root: Path, tmp_path: Path) -> None:
    _, first = _session(tmp_path, 2, [
        Step("add httpx", [bash("pytest -q", "12 passed")], "Done."),
        Step("you used pip install again, use uv add for dependencies", [], "Ok."),
    ])
    _reflect(store, store_root, first)
    (uv,) = _lessons(store)
    _, second = _session(tmp_path, 3, [
        Step("add a created_at column", [edit(f"{tmp_path}/app/models.py"),
                                         bash("pytest -q", "3 passed")], "Done."),
        Step("you edited an applied migration again, add a new migration instead", [], "Ok."),
    ])
    outcome = _reflect(store, store_root, second)
    assert outcome.violations == []  # the test run before it makes it no repeat of the uv one
    assert len(outcome.candidates) == 1
    lessons = {lesson.id: lesson for lesson in _lessons(store)}
    assert len(lessons) == 2 and lessons[uv.id].violations.count == 0
    (migration,) = [lesson for rid, lesson in lessons.items() if rid != uv.id]
    assert "migration" in migration.body and migration.extra.get("avoid") == []
    assert "pytest" not in migration.body


def test_a_repeat_through_a_rejected_tool_call_counts_on_the_lesson_held(
        store: Any, store_root: Path, tmp_path: Path) -> None:
    _, first = _session(tmp_path, 2, [
        Step("add a --verbose flag", [edit(f"{tmp_path}/app/cli.py"),
                                      bash("pytest -q", "1 failed, 12 passed")], "Done."),
        Step("no, you committed without running the tests, run the tests before committing",
             [], "Ok."),
    ])
    _reflect(store, store_root, first)
    (lesson,) = _lessons(store)
    assert "pytest" not in lesson.extra.get("avoid", [])
    _, second = _session(tmp_path, 3, [
        Step("fix the parser", [edit(f"{tmp_path}/app/parser.py")], "Fixed."),
    ], rejected=("git commit -am wip",
                 "stop committing before the tests pass, run the test suite first"))
    outcome = _reflect(store, store_root, second)
    assert [v["lesson"] for v in outcome.violations] == [lesson.id]
    assert outcome.candidates == []
    assert [x.id for x in _lessons(store)] == [lesson.id]


def test_a_repeat_of_an_archived_lesson_restores_it_and_counts_there(
        store: Any, store_root: Path, tmp_path: Path) -> None:
    lesson = _migration_lesson(store, store_root, tmp_path)
    store.forget(lesson.id, reason='archive {"why":"violated"}')  # as a demotion archives it
    assert _lessons(store) == []
    outcome = _repeat_migration_lesson(store, store_root, tmp_path, 9)
    assert [v["lesson"] for v in outcome.violations] == [lesson.id]
    assert outcome.candidates == []
    (back,) = _lessons(store)
    assert back.id == lesson.id and back.violations.count == 1
    ops = [v.op for v in store.history(lesson.id)]
    assert ops[-2:] == ["restore", "violation"]


def test_the_action_is_kept_when_the_words_speak_of_it(tmp_path: Path) -> None:
    """"no, always pytest -q, never unittest" after `python3 -m unittest`: the words name the
    command, so it is what the lesson avoids; the same words after `git push` avoid nothing."""
    from memory_engine.reflexion.corrections import Correction
    from memory_engine.reflexion.prescribe import make_lesson

    def lesson(action: str) -> Any:
        return make_lesson(Correction(uuid="u", turn=2, quote="no, always pytest -q, never "
                                      "unittest", signals=["lexical"], action=action),
                           day="d", session_id="s")

    assert lesson("Bash: python3 -m unittest discover").avoid == ["unittest"]
    unrelated = lesson("Bash: git push origin main")
    assert unrelated.avoid == [] and "git push" not in unrelated.body
    assert unrelated.situation == "running the tests"  # from the command the words name


def test_a_lesson_restored_by_a_repeat_is_not_archived_again_for_the_same_violations(
        store: Any, store_root: Path, tmp_path: Path) -> None:
    """Demoted each five violations until archived; the next repeat restores it, and the
    next promotion pass leaves it alone: the archive was the demotion for those violations."""
    import time

    from memory_engine.promotion.demote import violated_rules

    lesson = _migration_lesson(store, store_root, tmp_path)

    def more(record: Any) -> None:
        record.violations.count += 5

    for _ in range(8):
        store.update(lesson.id, more)
        changes = violated_rules(store, dry=False, deadline=time.monotonic() + 60)
        assert [c.action for c in changes] in (["demote"], ["archive"])
        if changes[0].action == "archive":
            break
    assert _lessons(store) == []
    outcome = _repeat_migration_lesson(store, store_root, tmp_path, 20)
    assert [v["lesson"] for v in outcome.violations] == [lesson.id]
    (back,) = _lessons(store)
    assert violated_rules(store, dry=False, deadline=time.monotonic() + 60) == []
    (still,) = _lessons(store)
    assert still.id == lesson.id and still.confidence == back.confidence


def test_a_preference_said_again_in_other_words_strengthens_its_record(
        store: Any, store_root: Path, tmp_path: Path) -> None:
    from memory_engine.admission.queue import list_drafts
    from memory_engine.reflexion.session import reflect

    def personalized() -> list[Any]:
        store.index.refresh()
        return [store.load(r.id) for r in store.index.list(tier="personalized")]

    _, first = _session(tmp_path, 2, [
        Step("I prefer type hints on every function signature, please remember that", [],
             "Noted."),
    ])
    reflect(store_root, first, final=True)  # the candidate, before admission
    (draft,) = list_drafts(store)
    # judged by its statement: the domain's gloss is the same for every preference of it
    assert draft.provenance["content"].startswith("Preference (code-style): I prefer")
    assert "About:" not in draft.provenance["content"] and "About:" in draft.text
    _reflect(store, store_root, first)
    (record,) = personalized()
    _, second = _session(tmp_path, 5, [
        Step("as I said before: type hints on all functions, that's how I like it", [], "Ok."),
    ])
    outcome = _reflect(store, store_root, second)
    assert list_drafts(store) == [] and outcome.candidates == []
    (again,) = personalized()
    assert again.id == record.id and again.observations == record.observations + 1
    assert [v.op for v in store.history(record.id)][-1] == "strengthen"
    _, third = _session(tmp_path, 7, [
        Step("remember that I like docstrings in the Google style", [], "Ok."),
    ])
    _reflect(store, store_root, third)
    assert len(personalized()) == 2  # another wish of the same domain is a record of its own


def test_an_archived_lesson_is_restored_even_when_a_rule_also_matches_the_repeat(
        store: Any, store_root: Path, tmp_path: Path) -> None:
    """A rule written by hand matches the repeat by its trigger; the lesson the repeat says
    again is still restored and counted, not left archived."""
    lesson = _migration_lesson(store, store_root, tmp_path)
    store.forget(lesson.id, reason='archive {"why":"violated"}')
    (store_root / "procedural" / "rule-migrations.md").write_text(
        "---\nid: rule-migrations\ntier: procedural\ntopic: migrations\nconfidence: 0.8\n"
        "observations: 1\nlast_touched: 2026-11-01\ncreated: 2026-11-01\nsource: [manual]\n"
        "links: []\nkind: rule\ntrigger: [migration]\nseverity: medium\n"
        "violations: {count: 0, last_session: null}\n---\n\n"
        "Never edit an applied migration; add a new one.\n", encoding="utf-8")
    outcome = _repeat_migration_lesson(store, store_root, tmp_path, 9)
    assert sorted(v["lesson"] for v in outcome.violations) == sorted([lesson.id,
                                                                      "rule-migrations"])
    (back,) = _lessons(store)
    assert back.id == lesson.id and back.violations.count == 1
