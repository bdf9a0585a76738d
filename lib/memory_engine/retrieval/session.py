"""What this session was already given: the ids the cold start and each recall injected.

Recall skips them, so the model is never handed the same record twice in one session. A
compaction empties the model's context, so SessionStart(source=compact) starts the list again;
resume keeps it. Kept in the session's state (`sessionstate`, purpose `given`), read-modify-written
under the session's lock and pruned after a week.
"""

from __future__ import annotations

import os

from memory_engine.storage import sessionstate

TYPE_CHECKING = False  # not `from typing`: importing typing costs milliseconds per hook run

if TYPE_CHECKING:
    StrPath = str | os.PathLike[str]

PURPOSE = "given"
KEEP_DAYS = 7
MAX_IDS = 2000  # a session that somehow accumulates more keeps the most recent ones


def given(root: StrPath, session_id: str) -> set[str]:
    if not session_id:
        return set()
    ids = sessionstate.load(root, PURPOSE, session_id).get("given")
    return {str(i) for i in ids} if isinstance(ids, list) else set()


def add_given(root: StrPath, session_id: str, ids: list[str], reset: bool = False) -> None:
    """Record ids as given to this session (read-modify-write under the session's lock)."""
    if not session_id or (not ids and not reset):
        return
    with sessionstate.lock(root, PURPOSE, session_id):
        previous = [] if reset else sorted(given(root, session_id))
        merged = [i for i in dict.fromkeys([*previous, *ids]) if _is_id(i)][-MAX_IDS:]
        # record ids are file names already in the store (and the session id a checked
        # name): nothing here is new text to screen
        sessionstate.save(root, PURPOSE, session_id, {"session_id": sessionstate.safe_name(
            session_id), "given": merged}, screen=False)


# The characters `safepath.ID_PATTERN` allows, checked with str methods: this runs in the
# session-start and per-prompt hooks, where safepath's imports (pathlib) would be felt.
_ID_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._-")


def _is_id(value: str) -> bool:
    return (0 < len(value) <= 120 and value[0].isascii() and value[0].isalnum()
            and set(value) <= _ID_CHARS and ".." not in value)


def prune(root: StrPath, keep_days: int = KEEP_DAYS) -> int:
    """Remove state files of sessions untouched for `keep_days`; returns how many went."""
    return sessionstate.prune(root, PURPOSE, keep_days)
