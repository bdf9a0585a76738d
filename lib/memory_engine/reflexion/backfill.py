"""Backfill: run reflexion over a project's past transcripts, resumably.

Claude Code keeps a project's sessions in `~/.claude/projects/<slug>/<session>.jsonl` (the slug is
the project path with every non-alphanumeric character turned into `-`), and subagents in
`<session>/subagents/agent-<id>.jsonl` (older versions: `agent-<id>.jsonl` beside the session).
`CLAUDE_CONFIG_DIR` moves `~/.claude`. Progress is kept in `<store>/.state/reflexion/
backfill.json` (path -> size and mtime done), so an interrupted backfill resumes where it stopped
and a rerun skips what has not changed; each transcript's own pass is idempotent anyway.

A resumed session is a new file that begins with copies of the earlier session's lines (same
uuids). Each turn is counted once, by the session that counted it first: main transcripts go
oldest first, and each is read excluding what the others have counted (from their cursors).
"""

from __future__ import annotations

import json
import os
import re
import time
from collections.abc import Callable, Container, Iterator
from pathlib import Path
from typing import Any

from memory_engine.reflexion.cursor import counted, cursor_dir, load_cursor
from memory_engine.reflexion.session import Outcome, reflect, session_id_of

PROGRESS_NAME = "backfill.json"


def claude_projects_dir() -> Path:
    base = os.environ.get("CLAUDE_CONFIG_DIR")
    return (Path(base).expanduser() if base else Path.home() / ".claude") / "projects"


def project_slugs(project: Path) -> list[str]:
    text = str(project.absolute())
    return list(dict.fromkeys([re.sub(r"[^A-Za-z0-9]", "-", text), text.replace("/", "-")]))


def find_transcripts(projects_dir: Path, project: Path, days: float | None,
                     now: float | None = None) -> list[tuple[Path, str | None]]:
    """(path, subagent label or None) for the project's transcripts touched in the last `days`."""
    cutoff = (now or time.time()) - days * 86400 if days is not None else None
    found: list[tuple[Path, str | None]] = []
    for slug in project_slugs(project):
        folder = projects_dir / slug
        if not folder.is_dir():
            continue
        for path in sorted(folder.glob("*.jsonl")):
            if not path.name.startswith("agent-"):
                found.append((path, None))
        for path in sorted(folder.glob("agent-*.jsonl")):
            found.append((path, "task"))
        for path in sorted(folder.glob("*/subagents/agent-*.jsonl")):
            found.append((path, "task"))
    if cutoff is not None:
        found = [(p, s) for p, s in found if _mtime(p) >= cutoff]
    # main sessions first so a subagent's signals land on a session that has its turns counted
    return sorted(dict.fromkeys(found), key=lambda item: (item[1] is not None, _mtime(item[0])))


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def parent_session(path: Path) -> str | None:
    """The session a subagent file belongs to, from its folder layout (None if unknown)."""
    if path.parent.name == "subagents":
        return path.parent.parent.name
    return None


def backfill(store_root: Path, transcripts: list[tuple[Path, str | None]],
             progress: Callable[[int, int, Path], None] | None = None) -> Iterator[Outcome]:
    state_path = cursor_dir(store_root) / PROGRESS_NAME
    done = _load(state_path)
    total = len(transcripts)
    owners = _Owners()
    sessions = {path: session_id_of(path) for path, subagent in transcripts if subagent is None}
    for session in sessions.values():
        owners.claim(session, counted(load_cursor(store_root, session)))
    for i, (path, subagent) in enumerate(transcripts, 1):
        if progress is not None:
            progress(i, total, path)
        key = str(path)
        stamp = _stamp(path)
        if done.get(key) == stamp:
            continue
        if subagent is None:
            session = sessions[path]
            outcome = reflect(store_root, path, session, final=True,
                              exclude=owners.others(session))
            owners.claim(session, counted(load_cursor(store_root, session)))
        else:
            outcome = reflect(store_root, path, parent_session(path), final=True,
                              subagent=subagent)
        done[key] = stamp
        _save(store_root, state_path, done)  # after each file: an interruption loses at most one
        yield outcome


class _Owners:
    """Which session counted each turn (uuid or key) first."""

    def __init__(self) -> None:
        self.owner: dict[str, str] = {}

    def claim(self, session: str, tokens: list[str]) -> None:
        for token in tokens:
            self.owner.setdefault(token, session)

    def others(self, session: str) -> Container[str]:
        return _CountedByOthers(self.owner, session)


class _CountedByOthers:
    def __init__(self, owner: dict[str, str], session: str) -> None:
        self.owner = owner
        self.session = session

    def __contains__(self, token: object) -> bool:
        return self.owner.get(str(token), self.session) != self.session


def _stamp(path: Path) -> list[float]:
    try:
        st = path.stat()
    except OSError:
        return [0, 0]
    return [st.st_size, st.st_mtime]


def _load(path: Path) -> dict[str, Any]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def _save(store_root: Path, path: Path, data: dict[str, Any]) -> None:
    from memory_engine.storage import storefs

    storefs.write_json(store_root, path, data, durable=True)
