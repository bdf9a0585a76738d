"""SessionEnd's work, in a process of its own: `python -m memory_engine.jobs.session_end ROOT NAME`.

The hook (`handlers.session_end`) only notes what the work needs from its payload, in
`.state/session-end/<session>.json`, and starts this process detached (`start`), so quitting a
session never waits on reading, admitting or writing; when the process cannot be started the
hook does the work itself. The work, in this order, each step guarded so that one failing does
not stop the next (a failure goes to the store's log with its traceback):

1. the final reflexion pass (the whole transcript is accounted for, the trace gets its final
   counts);
2. the capability update: the last task gets the verdict its transcript holds
   (`profile.tasks.session_ended`);
3. the admission queue (`drafts.process_pending`: candidates, this session's included);
4. environment dynamics: predictions checked and learned from the session;
5. the cadences that are due (`cadence.run_due`);
6. the manifests;
7. temp files that killed writes left behind, and the state of sessions that never ended;
8. the next session's cold start, rendered and kept (`coldcache`), so that SessionStart prints
   it without opening the index unless something changes in between.

One worker per session at a time: a worker holds `.state/session-end/<session>.lock` while it
works and claims the request by renaming it to `<session>.running`, so a session that ends again
while its first end is still being worked on (a resumed session) leaves a fresh request that the
next worker takes up after this one. Workers of different sessions run side by side: what they
share is locked where it is written (the reflexion pass takes the session's reflexion lock,
admission the queue's lock, each cadence its own lock, each record write its tier's lock). A
`.running` file beside a free lock was left by a killed worker; the session's next worker does
that work again (every step is incremental, so redoing one is cheap).

`pending` tells whether a session end's work is still requested or running, the one observable
completion (`wait` polls it for tests and benchmarks).
"""

from __future__ import annotations

import os
import sys
import time

TYPE_CHECKING = False  # not `from typing`: the SessionEnd hook imports this module to start it
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    from memory_engine.config import StoreConfig
    from memory_engine.hookio import HookPayload
    from memory_engine.index import Index

MODULE = "memory_engine.jobs.session_end"
PURPOSE = "session-end"  # .state/session-end/
REQUEST = ".json"        # noted by the hook, not yet claimed
RUNNING = ".running"     # claimed by the worker that holds the lock


# -- the hook's part ---------------------------------------------------------------------------
def start(root: str, payload: HookPayload) -> None:
    """Note the request and start the worker; the work runs here when it cannot be noted or the
    worker cannot be started."""
    try:
        name = note(root, payload)
    except Exception as exc:  # a read-only or hostile `.state/`: the work still gets done
        _log(root, "noting the work for the background worker (done in the hook instead)", exc)
        work(root, _request(payload))
        return
    from memory_engine.detached import spawn

    if not spawn(MODULE, [root, name]):
        run(root, name)


def note(root: str, payload: HookPayload) -> str:
    """Write the request (what the work needs from the payload) for the session's next worker;
    returns the session's file-safe name, the worker's second argument."""
    from memory_engine.storage import sessionstate

    transcript = payload.transcript_path_str
    name = sessionstate.safe_name(
        payload.session_id or os.path.splitext(os.path.basename(transcript))[0])
    sessionstate.save(root, PURPOSE, name, _request(payload))
    return name


def _request(payload: HookPayload) -> dict[str, Any]:
    return {"session_id": payload.session_id, "transcript_path": payload.transcript_path_str,
            "project_dir": payload.project_dir_str, "reason": payload.reason}


# -- the worker --------------------------------------------------------------------------------
def run(root: str, name: str) -> None:
    """The request noted for session `name`, claimed and worked on under the session's lock;
    nothing when an earlier worker took it already."""
    from memory_engine.storage import sessionstate, storefs

    with sessionstate.lock(root, PURPOSE, name):
        requested, running = _paths(root, name)
        if os.path.lexists(requested):  # else a killed worker's claim, if any, is done again
            storefs.remove(root, running)
            storefs.move(root, requested, running)
        request = sessionstate.read_json(running)
        if not request:
            storefs.remove(root, running)
            return
        started = time.perf_counter()
        work(root, request)
        from memory_engine.logs import write_log

        # logged before the claim goes: whoever waits for the work (`pending`) finds its line
        write_log(os.path.join(root, ".logs"), "INFO",
                  f"session end work {(time.perf_counter() - started) * 1000:.1f} ms "
                  f"session={_text(request, 'session_id')[:8] or '-'}")
        storefs.remove(root, running)


def work(root: str, request: dict[str, Any]) -> None:
    """The steps, each guarded (see the module docstring)."""
    session = _text(request, "session_id")
    transcript = _text(request, "transcript_path")
    project = _text(request, "project_dir")
    if transcript and os.path.isfile(transcript):
        _guarded(root, "final reflexion pass", lambda: _reflect(root, transcript, session))
    _guarded(root, "the capability update", lambda: _capability(root, request))
    if _has_pending_drafts(root):
        _guarded(root, "processing the admission queue", lambda: _process_pending(root))
    _guarded(root, "environment-dynamics", lambda: _dynamics(root, session, project, transcript))
    _guarded(root, "running the due cadences", lambda: _cadences(root))
    opened = Opened(root)  # the steps left read the config and the index: opened once
    try:
        _guarded(root, "writing the manifests", lambda: _manifests(opened))
        _guarded(root, "removing temp files of killed writes", lambda: _clean_leftovers(opened))
        _guarded(root, "pruning the state of sessions that never ended",
                 lambda: _prune_state(root))
        # last: every write of this session is done, so the next start can print the text as is
        _guarded(root, "rendering the next cold start", lambda: _render_cold_start(opened))
    finally:
        opened.close()


def _text(request: dict[str, Any], key: str) -> str:
    value = request.get(key)
    return value if isinstance(value, str) else ""


def _reflect(root: str, transcript: str, session: str) -> None:
    from pathlib import Path

    from memory_engine.reflexion.session import reflect

    reflect(Path(root), Path(transcript), session or None, final=True)


def _capability(root: str, request: dict[str, Any]) -> None:
    """The last task's verdict; it reads the payload's fields, as the hook saw them."""
    from memory_engine.hookio import HookPayload
    from memory_engine.profile.tasks import session_ended

    session_ended(root, HookPayload({
        "hook_event_name": "SessionEnd", "session_id": _text(request, "session_id"),
        "transcript_path": _text(request, "transcript_path"),
        "cwd": _text(request, "project_dir"), "reason": _text(request, "reason")}))


def _has_pending_drafts(root: str) -> bool:
    """A directory listing, so an idle session end never imports the admission machinery."""
    from memory_engine.records import tiers as T

    try:
        with os.scandir(os.path.join(root, T.DRAFTS_DIR)) as entries:
            return any(e.name.endswith(".md") and not e.name.startswith((".", "_"))
                       for e in entries)
    except OSError:
        return False


def _process_pending(root: str) -> None:
    from memory_engine.admission.queue import process_pending
    from memory_engine.storage.store import Store

    store = Store.open(root)
    try:
        process_pending(store)
    finally:
        store.close()


def _dynamics(root: str, session: str, project: str, transcript: str) -> None:
    """Check and learn environment predictions from the session (within a time budget)."""
    from memory_engine.dynamics.aggregate import session_end

    session_end(root, session, project, transcript)


def _cadences(root: str) -> None:
    """Promotion, consolidation and the weekly summary, when due (a small file read when not)."""
    from memory_engine.jobs.cadence import run_due

    run_due(root, event="SessionEnd")


class Opened:
    """The store's config and index, opened on first need and kept for the worker's last steps,
    the user store's folder found through the index (without importing platformdirs when the
    index remembers it)."""

    def __init__(self, root: str) -> None:
        self.root = root
        self._opened: tuple[StoreConfig, Index] | None = None

    def get(self) -> tuple[StoreConfig, Index]:
        if self._opened is None:
            from memory_engine.config import StoreConfig
            from memory_engine.index import Index

            config = StoreConfig.load(self.root)
            index = Index(config)
            try:
                config.prime_user_root(index)
            except BaseException:
                index.close()
                raise
            self._opened = config, index
        return self._opened

    def close(self) -> None:
        if self._opened is not None:
            self._opened[1].close()
            self._opened = None


def _manifests(opened: Opened) -> None:
    """Through the config and the index only: an idle session end stays cheap."""
    from memory_engine.storage.manifest import write_manifest_files

    write_manifest_files(*opened.get())


def _render_cold_start(opened: Opened) -> None:
    from memory_engine.retrieval import coldstart

    coldstart.render_and_keep(opened.root, opened.get())


def _clean_leftovers(opened: Opened) -> None:
    from memory_engine.storage import storefs

    user_root = opened.get()[0].user_root_str
    for base in dict.fromkeys((opened.root, user_root)):
        if os.path.isdir(base):
            storefs.clean_temp_leftovers(base)


# How long the per-session state of a session that never ended (killed, or a start that was
# only a probe) is kept. A session that ends removes its own; these are what is left.
STALE_STATE_DAYS = {"dynamics": 7.0, "profile": 30.0, PURPOSE: 7.0}


def _prune_state(root: str) -> None:
    """Start notes, task states and end requests of sessions gone for days: never read again.
    Reflexion cursors stay (a session resumed weeks later must not be read twice)."""
    from memory_engine.storage import sessionstate

    for purpose, days in STALE_STATE_DAYS.items():
        sessionstate.prune(root, purpose, days)


def _guarded(root: str, what: str, step: Callable[[], None]) -> None:
    try:
        step()
    except Exception as exc:
        _log(root, what, exc)


def _log(root: str, what: str, exc: BaseException) -> None:
    from memory_engine.logs import write_log

    write_log(os.path.join(root, ".logs"), "ERROR", f"session end: {what} failed: {exc!r}", exc)


# -- completion --------------------------------------------------------------------------------
def _paths(root: str, name: str) -> tuple[str, str]:
    from memory_engine.storage import sessionstate

    folder = sessionstate.state_dir(root, PURPOSE)
    return os.path.join(folder, name + REQUEST), os.path.join(folder, name + RUNNING)


def pending(root: str, session: str | None = None) -> bool:
    """Whether the work of a session end (of `session`, or of any session) is still to do: a
    request not yet claimed, or a claim whose worker still holds the lock."""
    from memory_engine.storage import sessionstate
    from memory_engine.storage.atomic import is_held

    folder = sessionstate.state_dir(root, PURPOSE)
    try:
        entries = os.listdir(folder)
    except OSError:
        return False
    wanted = None if session is None else sessionstate.safe_name(session)
    for entry in entries:
        name, kind = os.path.splitext(entry)  # safe names hold no dot
        if wanted is not None and name != wanted:
            continue
        if kind == REQUEST or (kind == RUNNING and is_held(os.path.join(folder, name + ".lock"))):
            return True
    return False


def wait(root: str, session: str | None = None, timeout: float = 60.0) -> bool:
    """Poll `pending` until the work is done (True) or `timeout` seconds have passed (False)."""
    deadline = time.monotonic() + timeout
    while pending(root, session):
        if time.monotonic() >= deadline:
            return False
        time.sleep(0.01)
    return True


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        sys.stderr.write(f"usage: python -m {MODULE} ROOT SESSION\n")
        return 2
    root, name = argv
    try:
        run(root, name)
    except Exception as exc:  # the steps log their own failures; this is claiming the work
        _log(root, f"the worker for session {name[:8]}", exc)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
