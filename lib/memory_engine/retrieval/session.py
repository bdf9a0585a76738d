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
import json
import os
import re
import time
from pathlib import Path

TYPE_CHECKING = False  # not `from typing`: importing typing costs milliseconds per hook run

if TYPE_CHECKING:
    from collections.abc import Iterator

try:  # POSIX; elsewhere the lock degrades to nothing rather than failing
    import fcntl
except ImportError:  # pragma: no cover - exercised only on Windows
    fcntl = None  # type: ignore[assignment]

SESSIONS_DIR = ".logs/sessions"
KEEP_DAYS = 7
MAX_IDS = 2000  # a session that somehow accumulates more keeps the most recent ones
_UNSAFE = re.compile(r"[^A-Za-z0-9_-]+")


def state_path(root: Path, session_id: str) -> Path | None:
    """The session's state file, or None when the payload had no usable session id."""
    safe = _UNSAFE.sub("_", session_id)[:100].strip("_")
    return root / SESSIONS_DIR / f"{safe}.json" if safe else None


def given(root: Path, session_id: str) -> set[str]:
    path = state_path(root, session_id)
    if path is None:
        return set()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return set()
    ids = data.get("given") if isinstance(data, dict) else None
    return {str(i) for i in ids} if isinstance(ids, list) else set()


def add_given(root: Path, session_id: str, ids: list[str], reset: bool = False) -> None:
    """Record ids as given to this session (read-modify-write under the file's lock)."""
    path = state_path(root, session_id)
    if path is None or (not ids and not reset):
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    with _locked(path.with_suffix(".lock")):
        previous = [] if reset else sorted(given(root, session_id))
        merged = list(dict.fromkeys([*previous, *ids]))[-MAX_IDS:]
        _replace(path, json.dumps({"session_id": session_id, "given": merged}) + "\n")


@contextlib.contextmanager
def _locked(lock_path: Path) -> Iterator[None]:
    fd = os.open(lock_path, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        if fcntl is not None:
            fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)  # closing releases the flock


def _replace(path: Path, text: str) -> None:
    """Readers see the old file or the new one, never a torn one (no fsync: see above)."""
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        tmp.write_text(text, encoding="utf-8")
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise


def prune(root: Path, keep_days: int = KEEP_DAYS) -> int:
    """Remove state files of sessions untouched for `keep_days`; returns how many went."""
    folder = root / SESSIONS_DIR
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
