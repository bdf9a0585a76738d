"""The per-session cursor: where the last reflexion pass stopped, and what it already did.

Stored as `<store>/.state/reflexion/<session>.json`, written atomically, read and written under
a per-session lock so that a Stop and a SubagentStop of the same session never interleave. It is
a cache: the durable record of what was counted (violations, candidates) is the ledger inside
the session's section of the episodic trace, so deleting `.state/` only costs a re-read.
"""

from __future__ import annotations

import os

from memory_engine.storage import sessionstate

# Only os and fastjson at module level: the Stop hook reads the cursor at the end of every turn
# (`offset_of`), and pathlib, json, re and typing would cost more than the rest of that hook.
TYPE_CHECKING = False  # not `from typing`: importing typing costs ~3 ms per hook run
if TYPE_CHECKING:
    from contextlib import AbstractContextManager
    from pathlib import Path
    from typing import Any

    StrPath = str | os.PathLike[str]

CURSOR_DIR = "reflexion"  # the sessionstate purpose
VERSION = 1


def safe_session(session_id: str) -> str:
    """A session id fit for a file name: payload values never choose a path."""
    return sessionstate.safe_name(session_id, "unknown-session")


def cursor_dir(store_root: StrPath) -> Path:
    from pathlib import Path

    return Path(sessionstate.state_dir(store_root, CURSOR_DIR))


def cursor_path(store_root: StrPath, session_id: str) -> Path:
    from pathlib import Path

    return Path(sessionstate.state_path(store_root, CURSOR_DIR, safe_session(session_id)))


def session_lock(store_root: StrPath, session_id: str) -> AbstractContextManager[None]:
    return sessionstate.lock(store_root, CURSOR_DIR, safe_session(session_id))


def load_cursor(store_root: StrPath, session_id: str) -> dict[str, Any]:
    data = sessionstate.load(store_root, CURSOR_DIR, safe_session(session_id))
    return data if data.get("version") == VERSION else {}


def save_cursor(store_root: StrPath, session_id: str, data: dict[str, Any]) -> None:
    """Replace the cursor atomically (a reader never sees half of it), screened, no fsync: the
    cursor is a cache that a crash may roll back to an older pass, which only costs a re-read."""
    data["version"] = VERSION
    sessionstate.save(store_root, CURSOR_DIR, safe_session(session_id), data)


def offset_of(store_root: StrPath, session_id: str) -> int:
    """How far the main transcript has been read (0 when there is no cursor)."""
    main = load_cursor(store_root, session_id).get("streams", {}).get("main", {})
    return int(main.get("reader", {}).get("offset", 0))


def counted(cursor: dict[str, Any]) -> list[str]:
    """What a session's main transcript has counted: uuids and keys of its turns and signals."""
    main = cursor.get("streams", {}).get("main", {})
    seen = main.get("reader", {}).get("seen", [])
    return [str(token) for token in seen] if isinstance(seen, list) else []


def counted_elsewhere(store_root: StrPath, session_id: str, folder: Path) -> set[str]:
    """What the other sessions whose transcripts live in `folder` have counted.

    A resumed session's new file begins with copies of the earlier session's lines; those are
    the earlier session's turns. Read on a session's first pass only (it is where copies are).
    """
    from pathlib import Path

    own = safe_session(session_id)
    found: set[str] = set()
    for name, _ in sessionstate.sessions(store_root, CURSOR_DIR):
        if name == own:
            continue
        data = sessionstate.load(store_root, CURSOR_DIR, name)
        main = data.get("streams", {}).get("main", {}) if isinstance(data, dict) else {}
        if isinstance(main, dict) and main.get("path") and Path(main["path"]).parent == folder:
            found.update(counted(data))
    return found
