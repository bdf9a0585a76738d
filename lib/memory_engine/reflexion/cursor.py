"""The per-session cursor: where the last reflexion pass stopped, and what it already did.

Stored as `<store>/.state/reflexion/<session>.json`, written atomically, read and written under
a per-session lock so that a Stop and a SubagentStop of the same session never interleave. It is
a cache: the durable record of what was counted (violations, candidates) is the ledger inside
the session's section of the episodic trace, so deleting `.state/` only costs a re-read.
"""

from __future__ import annotations

import os

from memory_engine import fastjson

# Only os and fastjson at module level: the Stop hook reads the cursor at the end of every turn
# (`offset_of`), and pathlib, json, re and typing would cost more than the rest of that hook.
TYPE_CHECKING = False  # not `from typing`: importing typing costs ~3 ms per hook run
if TYPE_CHECKING:
    from contextlib import AbstractContextManager
    from pathlib import Path
    from typing import Any

    StrPath = str | os.PathLike[str]

STATE_DIR = ".state"
CURSOR_DIR = "reflexion"
VERSION = 1
_SAFE = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._-")


def safe_session(session_id: str) -> str:
    """A session id fit for a file name: payload values never choose a path."""
    cleaned = "".join(c if c in _SAFE else "_" for c in session_id.strip())[:120].lstrip(".-")
    return cleaned or "unknown-session"


def cursor_dir(store_root: StrPath) -> Path:
    from pathlib import Path

    return Path(store_root) / STATE_DIR / CURSOR_DIR


def cursor_path(store_root: StrPath, session_id: str) -> Path:
    return cursor_dir(store_root) / f"{safe_session(session_id)}.json"


def session_lock(store_root: StrPath, session_id: str) -> AbstractContextManager[None]:
    from memory_engine.atomic import locked

    return locked(cursor_dir(store_root) / f"{safe_session(session_id)}.lock")


def load_cursor(store_root: StrPath, session_id: str) -> dict[str, Any]:
    path = os.path.join(os.fspath(store_root), STATE_DIR, CURSOR_DIR,
                        f"{safe_session(session_id)}.json")
    try:
        with open(path, encoding="utf-8") as file:
            data = fastjson.loads(file.read())
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict) or data.get("version") != VERSION:
        return {}
    return data


def save_cursor(store_root: StrPath, session_id: str, data: dict[str, Any]) -> None:
    """Replace the cursor atomically (temp file + rename, so a reader never sees half of it).

    No fsync: the cursor is a cache that a crash may roll back to an older pass, which only
    costs a re-read; that keeps fsync's tens of milliseconds off the end of every turn.
    """
    import json  # for the compact separators fastjson does not offer; only the pass writes

    data["version"] = VERSION
    path = cursor_path(store_root, session_id)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        tmp.write_text(json.dumps(data, ensure_ascii=False, separators=(",", ":")),
                       encoding="utf-8")
        os.replace(tmp, path)
    finally:
        tmp.unlink(missing_ok=True)


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

    own = cursor_path(store_root, session_id)
    found: set[str] = set()
    for path in cursor_dir(store_root).glob("*.json"):
        if path == own:
            continue
        try:
            data = fastjson.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        main = data.get("streams", {}).get("main", {}) if isinstance(data, dict) else {}
        if isinstance(main, dict) and main.get("path") and Path(main["path"]).parent == folder:
            found.update(counted(data))
    return found
