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

    from memory_engine.storage.store import Store


def handle(payload: HookPayload) -> HookResponse | None:
    root = payload.store_root_str()  # strings: an idle session end never imports pathlib
    if not os.path.isdir(root):
        return None
    transcript = payload.transcript_path_str
    if transcript and os.path.isfile(transcript):
        _guarded(root, "final reflexion pass", lambda: _reflect(root, transcript, payload))
    from memory_engine.profile.tasks import session_ended  # the last task's verdict

    _guarded(root, "the capability update", lambda: session_ended(root, payload))
    if _has_pending_drafts(root):
        store: Store | None = None
        try:
            from memory_engine.storage.store import Store

            opened = store = Store.open(root)
            _guarded(root, "processing the admission queue", lambda: _process_pending(opened))
        except Exception as exc:
            _log(root, "opening the store", exc)
        finally:
            if store is not None:
                store.close()
    _guarded(root, "environment-dynamics", lambda: _dynamics(root, transcript, payload))
    _guarded(root, "running the due cadences", lambda: _cadences(root))
    _guarded(root, "writing the manifests", lambda: _manifests(root))
    _guarded(root, "removing temp files of killed writes", lambda: _clean_leftovers(root))
    return None


def _reflect(root: str, transcript: str, payload: HookPayload) -> None:
    from pathlib import Path

    from memory_engine.reflexion.session import reflect

    reflect(Path(root), Path(transcript), payload.session_id or None, final=True)


def _dynamics(root: str, transcript: str, payload: HookPayload) -> None:
    """Check and learn environment predictions from the session (within a time budget)."""
    from memory_engine.dynamics.aggregate import session_end

    session_end(root, payload.session_id, payload.project_dir_str, transcript)


def _cadences(root: str) -> None:
    """Promotion, consolidation and the weekly summary, when due (a small file read when not)."""
    from memory_engine.jobs.cadence import run_due

    run_due(root, event="SessionEnd")


def _has_pending_drafts(root: str) -> bool:
    """A directory listing, so an idle session end never imports the admission machinery."""
    from memory_engine.records import tiers as T

    try:
        with os.scandir(os.path.join(root, T.DRAFTS_DIR)) as entries:
            return any(e.name.endswith(".md") and not e.name.startswith((".", "_"))
                       for e in entries)
    except OSError:
        return False


def _process_pending(store: Store) -> None:
    from memory_engine.admission.queue import process_pending

    process_pending(store)


def _manifests(root: str) -> None:
    """Through the config and the index only: an idle session end stays cheap."""
    from memory_engine.config import StoreConfig
    from memory_engine.index import Index
    from memory_engine.storage.manifest import write_manifest_files

    config = StoreConfig.load(root)
    index = Index(config)
    try:
        write_manifest_files(config, index)
    finally:
        index.close()


def _clean_leftovers(root: str) -> None:
    from memory_engine.config import StoreConfig
    from memory_engine.storage import storefs

    user_root = StoreConfig.load(root).user_root_str
    for base in dict.fromkeys((root, user_root)):
        if os.path.isdir(base):
            storefs.clean_temp_leftovers(base)


def _guarded(root: str, what: str, step: Callable[[], None]) -> None:
    try:
        step()
    except Exception as exc:
        _log(root, what, exc)


def _log(root: str, what: str, exc: BaseException) -> None:
    from memory_engine.logs import write_log

    write_log(os.path.join(root, ".logs"), "ERROR", f"session end: {what} failed: {exc!r}", exc)
