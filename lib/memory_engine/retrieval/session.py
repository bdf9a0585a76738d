"""What this session was already given: one small JSON file per session, under the store.

The cold start and every per-prompt recall add the ids they injected; recall skips them, so the
model is never handed the same record twice in one session. A compaction empties the model's
context, so SessionStart(source=compact) starts the list again; resume keeps it.

Files live in `<store>/.logs/sessions/` (local to this machine, ignored by git), are replaced
atomically (temp file + rename) under an flock, and are pruned after a week. Unlike memory
records they are not fsynced: losing the last update in a power cut only means an item may be
shown twice, while an fsync costs several milliseconds on every prompt. For the same reason this
module uses `fcntl` directly instead of `atomic.locked`, whose module imports `tempfile`.
"""

from __future__ import annotations

import contextlib
import os
import time

from memory_engine import fastjson

TYPE_CHECKING = False  # not `from typing`: importing typing costs milliseconds per hook run

if TYPE_CHECKING:
    from collections.abc import Iterator

    StrPath = str | os.PathLike[str]

try:  # POSIX; elsewhere the lock degrades to nothing rather than failing
    import fcntl
except ImportError:  # pragma: no cover - exercised only on Windows
    fcntl = None  # type: ignore[assignment]

SESSIONS_DIR = ".logs/sessions"
KEEP_DAYS = 7
MAX_IDS = 2000  # a session that somehow accumulates more keeps the most recent ones
_SAFE_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-")


def _safe_name(session_id: str) -> str:
    """The session id as a file name: each run of other characters becomes one '_' (no `re`:
    this runs in the session-start hook)."""
    out: list[str] = []
    for char in session_id:
        if char in _SAFE_CHARS:
            out.append(char)
        elif not out or out[-1] != "\0":
            out.append("\0")
    return "".join(out).replace("\0", "_")


def state_path(root: StrPath, session_id: str) -> str | None:
    """The session's state file, or None when the payload had no usable session id.

    Strings and os.path throughout: this runs in the session-start and prompt hooks.
    """
    safe = _safe_name(session_id)[:100].strip("_")
    return os.path.join(os.fspath(root), SESSIONS_DIR, f"{safe}.json") if safe else None


def given(root: StrPath, session_id: str) -> set[str]:
    path = state_path(root, session_id)
    if path is None:
        return set()
    try:
        with open(path, encoding="utf-8") as handle:
            data = fastjson.loads(handle.read())
    except (OSError, ValueError):
        return set()
    ids = data.get("given") if isinstance(data, dict) else None
    return {str(i) for i in ids} if isinstance(ids, list) else set()


def add_given(root: StrPath, session_id: str, ids: list[str], reset: bool = False) -> None:
    """Record ids as given to this session (read-modify-write under the file's lock)."""
    path = state_path(root, session_id)
    if path is None or (not ids and not reset):
        return
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with _locked(path[: -len(".json")] + ".lock"):
        previous = [] if reset else sorted(given(root, session_id))
        merged = list(dict.fromkeys([*previous, *ids]))[-MAX_IDS:]
        _replace(path, fastjson.dumps({"session_id": session_id, "given": merged}) + "\n")


@contextlib.contextmanager
def _locked(lock_path: str) -> Iterator[None]:
    fd = os.open(lock_path, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        if fcntl is not None:
            fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)  # closing releases the flock


def _replace(path: str, text: str) -> None:
    """Readers see the old file or the new one, never a torn one (no fsync: see above)."""
    folder, name = os.path.split(path)
    tmp = os.path.join(folder, f".{name}.{os.getpid()}.tmp")
    try:
        with open(tmp, "w", encoding="utf-8") as handle:
            handle.write(text)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def prune(root: StrPath, keep_days: int = KEEP_DAYS) -> int:
    """Remove state files of sessions untouched for `keep_days`; returns how many went."""
    folder = os.path.join(os.fspath(root), SESSIONS_DIR)
    cutoff = time.time() - keep_days * 86400
    removed = 0
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return 0
    for entry in entries:
        try:
            if entry.stat().st_mtime < cutoff:
                os.unlink(entry.path)
                removed += 1
        except OSError:
            continue
    return removed
