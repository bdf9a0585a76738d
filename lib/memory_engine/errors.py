"""Exception types shared across modules, kept import-light so CLI and hooks can catch them
without importing the modules that raise them."""

from __future__ import annotations

TYPE_CHECKING = False  # not `from typing`: importing typing costs ~3 ms per hook run
if TYPE_CHECKING:
    from typing import Any



class MemoryEngineError(Exception):
    """Base of the errors a user can act on; the message names the problem and the fix."""


class StoreError(MemoryEngineError, RuntimeError):
    """A user-level problem with a store operation."""


class ConfigError(MemoryEngineError, ValueError):
    """The config file is unreadable or names something impossible."""


class UnsafePathError(MemoryEngineError, ValueError):
    """An id or a path that would leave the store, or that no file system can hold safely."""


class RecordError(MemoryEngineError, ValueError):
    """A record that fails the schema; `issues` lists every problem found (schema.Issue)."""

    def __init__(self, issues: list[Any]) -> None:
        self.issues = issues
        super().__init__("\n".join(str(i) for i in issues))
