"""The log file every component writes to, so that nothing fails silently.

Errors go to `<store>/.logs/memory-engine.log` with their traceback; a one-line summary goes to
the user. `logging` itself is imported only when something is logged (it costs import time).
"""

from __future__ import annotations

import os
import time

# Strings and os.path rather than pathlib/datetime: every hook run appends a timing line here,
# and those two imports would cost more than the rest of a no-op hook.
LOG_NAME = "memory-engine.log"
MAX_LOG_BYTES = 5 * 1024 * 1024

TYPE_CHECKING = False  # not `from typing`: importing typing costs ~3 ms per hook run
if TYPE_CHECKING:
    StrPath = str | os.PathLike[str]


def _stamp() -> str:
    now = time.time()
    return time.strftime("%Y-%m-%dT%H:%M:%S", time.localtime(now)) + f".{int(now % 1 * 1000):03d}"


def write_log(log_dir: StrPath, level: str, message: str,
              exc: BaseException | None = None) -> str:
    """Append one entry (and a traceback if given) to the log; rotates once past 5 MB.

    Returns the log file's path, for messages that point the user at it.
    """
    folder = os.path.abspath(os.fspath(log_dir))
    path = os.path.join(folder, LOG_NAME)
    from memory_engine.errors import UnsafePathError
    from memory_engine.storage import storefs

    try:
        # The log folder's parent (the store) is the trusted base: a committed `.logs` symlink
        # or a linked log file is refused rather than written through.
        base = os.path.dirname(folder)
        os.makedirs(base, exist_ok=True)
        lines = [f"{_stamp()} {level} pid={os.getpid()} {message}\n"]
        if exc is not None:
            import traceback  # deferred: hooks log a timing line on every run, rarely a traceback

            lines.append("".join(traceback.format_exception(exc)))
        storefs.append_text(base, path, "".join(lines), rotate_at=MAX_LOG_BYTES)
    except (OSError, UnsafePathError):
        pass  # logging must never be the thing that breaks a run
    return path


def fallback_log_dir() -> str:
    """Where to log when the store itself cannot be found or created."""
    base = os.environ.get("XDG_STATE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "memory-engine")
