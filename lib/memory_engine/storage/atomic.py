"""Atomic writes and advisory locks: the two rules that keep concurrent sessions from tearing files.

`atomic_write` writes a temp file in the destination folder, fsyncs it, keeps the old file's mode
and `os.replace`s it into place, then fsyncs the folder: a reader sees the old bytes or the new
bytes, never a mix, even if the process dies half-way. `locked` takes an exclusive `flock` on a
lock file so that read-modify-write sequences from several processes serialise; `is_held` asks
whether some process holds one (a lock dies with its process, so a free lock beside a piece of
work in progress means the worker that held it is gone).
"""

from __future__ import annotations

import os

try:  # POSIX; on other platforms locking degrades to a no-op rather than failing
    import fcntl
except ImportError:  # pragma: no cover - exercised only on Windows
    fcntl = None  # type: ignore[assignment]

DEFAULT_MODE = 0o644


def atomic_write_bytes(path: str | os.PathLike[str], data: bytes, mode: int | None = None) -> None:
    """For files outside a store (settings, the plugin's own files): store files go through
    storefs, which also refuses symlinks and screens the text."""
    import contextlib
    from pathlib import Path

    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    if mode is None:
        try:
            mode = path.stat().st_mode & 0o7777
        except FileNotFoundError:
            mode = DEFAULT_MODE
    import tempfile  # deferred: it pulls in random and shutil, which readers never need

    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(tmp_name, mode)
        os.replace(tmp_name, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp_name)
        raise
    fsync_dir(path.parent)


def atomic_write_text(path: str | os.PathLike[str], text: str, mode: int | None = None) -> None:
    atomic_write_bytes(path, text.encode("utf-8"), mode)


def fsync_dir(folder: str | os.PathLike[str]) -> None:
    """Make a rename durable; silently skipped where folders cannot be opened (Windows)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


class locked:
    """Hold an exclusive (or shared) advisory lock on `lock_path` for the duration of a `with`.

    A class rather than a contextlib generator: the session-state lock is taken in hooks, where
    importing contextlib and pathlib costs more than the lock.
    """

    def __init__(self, lock_path: str | os.PathLike[str], shared: bool = False) -> None:
        self.path = os.fspath(lock_path)
        self.shared = shared
        self.fd = -1

    def __enter__(self) -> None:
        os.makedirs(os.path.dirname(self.path) or ".", exist_ok=True)
        # O_NOFOLLOW: a committed symlink named like a lock file must not create or open its
        # target
        self.fd = os.open(self.path, os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0), 0o644)
        if fcntl is not None:
            try:
                fcntl.flock(self.fd, fcntl.LOCK_SH if self.shared else fcntl.LOCK_EX)
            except BaseException:
                os.close(self.fd)
                raise

    def __exit__(self, *exc: object) -> None:
        if fcntl is not None:
            fcntl.flock(self.fd, fcntl.LOCK_UN)
        os.close(self.fd)


def is_held(lock_path: str | os.PathLike[str]) -> bool:
    """Whether some process holds `lock_path` now (False when the file is absent); the probe
    takes and drops the lock without waiting."""
    try:
        fd = os.open(os.fspath(lock_path), os.O_RDWR | getattr(os, "O_NOFOLLOW", 0))
    except OSError:
        return False
    try:
        if fcntl is None:
            return False
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return True
        fcntl.flock(fd, fcntl.LOCK_UN)
        return False
    finally:
        os.close(fd)
