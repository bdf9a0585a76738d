"""SessionEnd: finalise the session's reflexion, then process the admission queue and manifests.

In this order, each step guarded so that one failing does not stop the next (failures go to the
store's log): 1. the final reflexion pass (the whole transcript is accounted for, the trace gets
its final counts); 2. `drafts.process_pending` (candidates, including this session's, go through
admission); 3. `manifest.write_manifests`. SessionEnd gets a short default timeout from Claude
Code, so the installed hook sets a longer one; each step is incremental and cheap when idle.
"""

from __future__ import annotations

import os

from memory_engine.hookio import HookPayload, HookResponse

TYPE_CHECKING = False  # not `from typing`: importing typing costs ~3 ms per hook run
if TYPE_CHECKING:
    from collections.abc import Callable
    from pathlib import Path

    from memory_engine.store import Store


def handle(payload: HookPayload) -> HookResponse | None:
    root = payload.store_root()
    if not root.is_dir():
        return None
    transcript = payload.transcript_path
    if transcript is not None and transcript.is_file():
        _guarded(root, "final reflexion pass", lambda: _reflect(root, transcript, payload))
    store: Store | None = None
    try:
        from memory_engine.store import Store

        opened = store = Store.open(root)
        _guarded(root, "processing the admission queue", lambda: _process_pending(opened))
        _guarded(root, "writing the manifests", lambda: _manifests(opened))
    except Exception as exc:
        _log(root, "opening the store", exc)
    finally:
        if store is not None:
            store.close()
    return None


def _reflect(root: Path, transcript: Path, payload: HookPayload) -> None:
    from memory_engine.reflexion.session import reflect

    reflect(root, transcript, payload.session_id or None, final=True)


def _has_pending_drafts(store: Store) -> bool:
    """A directory listing, so an idle session end never imports the admission machinery."""
    try:
        with os.scandir(store.config.drafts_dir) as entries:
            return any(e.name.endswith(".md") and not e.name.startswith((".", "_"))
                       for e in entries)
    except OSError:
        return False


def _process_pending(store: Store) -> None:
    if not _has_pending_drafts(store):
        return
    try:
        from memory_engine.drafts import process_pending
    except ImportError:
        return
    process_pending(store)


def _manifests(store: Store) -> None:
    try:
        from memory_engine.manifest import write_manifests
    except ImportError:
        return
    write_manifests(store)


def _guarded(root: Path, what: str, step: Callable[[], None]) -> None:
    try:
        step()
    except Exception as exc:
        _log(root, what, exc)


def _log(root: Path, what: str, exc: BaseException) -> None:
    from memory_engine.logs import write_log

    write_log(root / ".logs", "ERROR", f"session end: {what} failed: {exc!r}", exc)
