"""Per-session state: one small JSON file per session and purpose under `<store>/.state/`.

Reflexion keeps its cursor here (`.state/reflexion/<session>.json`: how far the transcript was
read, what was counted) and recall keeps what the session was already given
(`.state/given/<session>.json`). Both are caches, local to the machine and ignored by git:
deleting `.state/` costs a re-read, never a memory.

Session ids and agent types come from hook payloads, so they never choose a path: `safe_name`
turns any value into a bounded, filename-safe token. Files are written through `storefs` (no
symlink followed, strings screened for secrets and control characters, temp file + rename) and
without fsync: losing the last update in a power cut costs a re-read, while an fsync costs
milliseconds at the end of every turn. Locks are per session and purpose.

Strings and `os` only: the Stop and prompt hooks read state on every turn.
"""

from __future__ import annotations

import os

from memory_engine import fastjson

TYPE_CHECKING = False  # not `from typing`: importing typing costs ~3 ms per hook run
if TYPE_CHECKING:
    from collections.abc import Iterator
    from contextlib import AbstractContextManager
    from typing import Any

    StrPath = str | os.PathLike[str]

STATE_DIR = ".state"
MAX_NAME = 100
MAX_STATE_BYTES = 8 * 1024 * 1024  # a state file larger than this is not ours; ignore it
_SAFE_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-")


def safe_name(value: object, fallback: str = "unknown") -> str:
    """`value` as a file-name token: letters, digits, '_' and '-', each run of other characters
    (NUL, separators, dots, anything) one '_', at most 100 characters, never empty."""
    out: list[str] = []
    for char in str(value):
        if char in _SAFE_CHARS:
            out.append(char)
        elif not out or out[-1] != "\0":
            out.append("\0")
    cleaned = "".join(out).replace("\0", "_")[:MAX_NAME].strip("_-")
    return cleaned or fallback


def state_dir(root: StrPath, purpose: str) -> str:
    return os.path.join(os.path.abspath(os.fspath(root)), STATE_DIR, purpose)


def state_path(root: StrPath, purpose: str, session_id: str) -> str:
    return os.path.join(state_dir(root, purpose), f"{safe_name(session_id)}.json")


def load(root: StrPath, purpose: str, session_id: str) -> dict[str, Any]:
    """The session's state for `purpose`, or {} when absent, unreadable or not ours."""
    return read_json(state_path(root, purpose, session_id))


def read_json(path: str, limit: int = MAX_STATE_BYTES) -> dict[str, Any]:
    """The JSON object in the file at `path` (no symlink followed), or {} when absent,
    unreadable, larger than `limit` bytes or not an object."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
    except OSError:
        return {}
    try:
        raw = os.read(fd, limit + 1)
    except OSError:
        return {}
    finally:
        os.close(fd)
    if len(raw) > limit:
        return {}
    try:
        data = fastjson.loads(raw.decode("utf-8", "replace"))
    except ValueError:
        return {}
    return data if isinstance(data, dict) else {}


def save(root: StrPath, purpose: str, session_id: str, data: dict[str, Any], *,
         screen: bool = True) -> None:
    """Replace the session's state atomically (screened unless the caller says its strings
    are names already in the store, no symlink followed, no fsync)."""
    from memory_engine.storage import storefs

    storefs.write_json(root, state_path(root, purpose, session_id), data, durable=False,
                       screen=screen)


def lock(root: StrPath, purpose: str, session_id: str) -> AbstractContextManager[None]:
    """An exclusive lock for the session's state (read-modify-write of one session)."""
    from memory_engine.storage.atomic import locked

    folder = state_dir(root, purpose)
    ensure_dir(root, folder)
    return locked(os.path.join(folder, f"{safe_name(session_id)}.lock"))


def ensure_dir(root: StrPath, folder: str) -> None:
    if not os.path.isdir(folder) or os.path.islink(folder):
        from memory_engine.storage import storefs

        storefs.make_dirs(root, folder)


def sessions(root: StrPath, purpose: str) -> Iterator[tuple[str, str]]:
    """(session file name stem, path) of every state file for `purpose`."""
    try:
        entries = list(os.scandir(state_dir(root, purpose)))
    except OSError:
        return
    for entry in entries:
        if entry.name.endswith(".json") and entry.is_file(follow_symlinks=False):
            yield entry.name[: -len(".json")], entry.path


def prune(root: StrPath, purpose: str, keep_days: float) -> int:
    """Remove state (and lock) files untouched for `keep_days`; returns how many went."""
    import time

    cutoff = time.time() - keep_days * 86400
    removed = 0
    try:
        entries = list(os.scandir(state_dir(root, purpose)))
    except OSError:
        return 0
    for entry in entries:
        try:
            if entry.stat(follow_symlinks=False).st_mtime < cutoff:
                os.unlink(entry.path)  # unlink removes a link itself, never its target
                removed += 1
        except OSError:
            continue
    return removed
