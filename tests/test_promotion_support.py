"""Support for the promotion and jobs tests (no tests here): sessions with corrections turned
into real traces and lessons by the real reflexion pass and admission queue, and records written
through the store."""

from __future__ import annotations

import os
import sys
import uuid
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
if str(REPO / "tests" / "reliability") not in sys.path:
    sys.path.insert(0, str(REPO / "tests" / "reliability"))

import helpers as H  # noqa: E402  (the reliability suite's sandboxes and transcript lines)

# Three ways of saying one thing (the tests before a commit), and one unrelated correction.
RECURRING = (
    "no, you committed without running the tests again, always run the tests before committing",
    "you forgot to run the tests before the commit, run pytest before you commit",
    "stop committing before the tests pass, run the test suite first",
)
UNRELATED = "wrong, the changelog entry belongs under the unreleased heading, not the version"


def session(box: H.Sandbox, day: str, correction: str, *, session_id: str | None = None,
            task: str = "please fix the parser bug in tokenizer.py") -> tuple[str, Path]:
    """A real-format transcript of one session (a task, then the correction); returns (id, path)."""
    sid = session_id or str(uuid.uuid4())
    lines = [H.user_line(str(uuid.uuid4()), task, H.stamp(day, 1), sid),
             H.user_line(str(uuid.uuid4()), correction, H.stamp(day, 90), sid)]
    path = box.inputs / f"{sid}.jsonl"
    path.write_text("".join(lines), encoding="utf-8")
    return sid, path


def reflect_and_admit(box: H.Sandbox, day: str, correction: str) -> dict[str, Any]:
    """One session through reflexion and the admission queue, dated `day` (in this process)."""
    sid, path = session(box, day, correction)
    with box.active(MEMORY_ENGINE_TODAY=day):
        from memory_engine.admission.queue import process_pending
        from memory_engine.reflexion.session import reflect
        from memory_engine.storage.store import Store

        outcome = reflect(box.store_root, path, sid, final=True)
        store = Store.open(box.store_root)
        try:
            processed = process_pending(store)
        finally:
            store.close()
    return {"session": sid, "trace": outcome.episodic, "queue": processed}


def write_record(box: H.Sandbox, record: Any, day: str = "2026-11-01") -> None:
    with box.active(MEMORY_ENGINE_TODAY=day):
        from memory_engine.storage.store import Store

        store = Store.open(box.store_root)
        try:
            store.write(record, create=True)
        finally:
            store.close()


def load(box: H.Sandbox, record_id: str) -> Any:
    with box.active():
        from memory_engine.storage.store import Store

        store = Store.open(box.store_root)
        try:
            return store.load(record_id)
        finally:
            store.close()


def files(box: H.Sandbox, tier: str) -> list[Path]:
    folder = box.store_root / tier
    return sorted(p for p in folder.rglob("*.md") if not p.name.startswith("_"))


def env_for(box: H.Sandbox, day: str, **extra: str) -> dict[str, str]:
    env = box.env(MEMORY_ENGINE_TODAY=day, **extra)
    env.pop("MEMORY_ENGINE_DISABLE", None)
    return env


def today_env(day: str) -> dict[str, str]:
    return dict(os.environ, MEMORY_ENGINE_TODAY=day)
