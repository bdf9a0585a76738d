"""The log file every component writes to, so that nothing fails silently.

Errors go to `<store>/.logs/memory-engine.log` with their traceback; a one-line summary goes to
the user. `logging` itself is imported only when something is logged (it costs import time).
"""

from __future__ import annotations

import datetime as dt
import os
from pathlib import Path

LOG_NAME = "memory-engine.log"
MAX_LOG_BYTES = 5 * 1024 * 1024


def log_path(log_dir: Path) -> Path:
    return log_dir / LOG_NAME


def write_log(log_dir: Path, level: str, message: str, exc: BaseException | None = None) -> Path:
    """Append one entry (and a traceback if given) to the log; rotates once past 5 MB."""
    path = log_path(log_dir)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.exists() and path.stat().st_size > MAX_LOG_BYTES:
            os.replace(path, path.with_suffix(".log.1"))
        stamp = dt.datetime.now().isoformat(timespec="milliseconds")
        lines = [f"{stamp} {level} pid={os.getpid()} {message}\n"]
        if exc is not None:
            import traceback  # deferred: hooks log a timing line on every run, rarely a traceback

            lines.append("".join(traceback.format_exception(exc)))
        # O_APPEND keeps concurrent writers' entries whole
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
        try:
            os.write(fd, "".join(lines).encode("utf-8", "replace"))
        finally:
            os.close(fd)
    except OSError:
        pass  # logging must never be the thing that breaks a run
    return path


def fallback_log_dir() -> Path:
    """Where to log when the store itself cannot be found or created."""
    base = os.environ.get("XDG_STATE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "memory-engine"
