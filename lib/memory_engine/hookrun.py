"""The hook runtime: everything the thin scripts in hooks/ share.

One run = read the stdin payload, parse it into a HookPayload, call
`memory_engine.handlers.<name>.handle`, print the rendered HookResponse, log how long it took, exit
0. The rules it enforces for every handler:

- `MEMORY_ENGINE_DISABLE=1` turns the hook into a no-op before anything is read or imported.
- Only the rendered response reaches stdout: while a handler runs, `sys.stdout` points at stderr,
  because a stray print in a SessionStart or UserPromptSubmit hook would reach the model verbatim.
- Fail open: a bad payload, a missing handler module, an exception, even `sys.exit(2)` from a
  handler are logged (with the traceback) to the store's log file, or to the fallback log folder
  when there is no store, summarised in one line on stderr, and the hook exits 0. Blocking only
  ever happens on purpose, through a rendered permission decision.

Kept light on purpose: this module is on the fast path of every tool call, so it imports only what
parsing needs (no pathlib: folders are strings here); `memory_engine.logs` is imported only to
write a line (the run's timing, where a store exists) and the traceback module only when there is
a traceback to write.

Run as `python -P -c 'from memory_engine.hookrun import main; raise SystemExit(main())' HANDLER`
(the installed settings: hooks run with the project as cwd, -P keeps the project's own modules, a
json.py say, from shadowing ours, and -c avoids the cost of runpy), as `python -m
memory_engine.hookrun HANDLER`, or through the scripts in hooks/ (the plugin). Each of those is
one hook process, started through `process`, which also keeps the cyclic garbage collector's
passes out of it (see there), and ended by `finish` (no interpreter teardown); `run` is the same
run without either, for a longer-lived process.
"""

from __future__ import annotations

import gc
import os
import sys
import time

from memory_engine.handlers import EVENTS
from memory_engine.hookio import HookPayload, PayloadError

TYPE_CHECKING = False  # not `from typing`: that import alone costs milliseconds per hook run
if TYPE_CHECKING:
    from typing import BinaryIO, NoReturn

    from memory_engine.hookio import HookResponse

DISABLE_ENV = "MEMORY_ENGINE_DISABLE"
# Beyond this the payload is drained and dropped (the hook does nothing rather than hold a huge
# Write in memory twice); 64 MiB is far above any payload Claude Code sends for a normal edit.
MAX_PAYLOAD_BYTES = 64 * 1024 * 1024
STORE_LOG_DIR = ".logs"
GC_THRESHOLD = 50_000  # objects allocated (net) between two collections, in a hook process


def read_payload(stream: BinaryIO, limit: int = MAX_PAYLOAD_BYTES) -> bytes | None:
    """All of stdin, or None (after draining the rest) when it is larger than `limit`."""
    data = stream.read(limit + 1)
    if len(data) <= limit:
        return data
    while stream.read(1 << 20):  # drain so the writer never blocks on a full pipe
        pass
    return None


def store_log_dir(payload: HookPayload | None) -> str | None:
    """The store's log folder, or None when there is no store here.

    A hook never creates a store as a side effect of logging: under a user-scope install the hooks
    run in every project, and most of them have no memory-engine store.
    """
    try:
        root = (payload or HookPayload({})).store_root_str()
        return os.path.join(root, STORE_LOG_DIR) if os.path.isdir(root) else None
    except OSError:
        return None


def log_dir_for(payload: HookPayload | None) -> str:
    """Where a problem is logged: the store's log folder, else the fallback folder."""
    found = store_log_dir(payload)
    if found is not None:
        return found
    from memory_engine.logs import fallback_log_dir

    return fallback_log_dir()


def _log(payload: HookPayload | None, level: str, message: str,
         exc: BaseException | None = None) -> str:
    from memory_engine.logs import write_log

    return write_log(log_dir_for(payload), level, message, exc)


def _warn(name: str, message: str, where: str) -> None:
    try:  # noqa: SIM105 - contextlib is an import this fast path does without
        sys.stderr.write(f"memory-engine {name}: {message} (details: {where})\n")
    except (OSError, ValueError):
        pass


def call_handler(name: str, payload: HookPayload) -> HookResponse | None:
    """Import and run one handler, with stdout pointed at stderr while it runs."""
    module_name = f"memory_engine.handlers.{name}"
    __import__(module_name)  # not importlib.import_module: one import fewer on the fast path
    module = sys.modules[module_name]
    real_stdout = sys.stdout
    sys.stdout = sys.stderr
    try:
        response: HookResponse | None = module.handle(payload)
    finally:
        sys.stdout = real_stdout
    return response


def run(name: str, stdin: BinaryIO | None = None) -> int:
    """One hook run for handler `name`; always returns 0 (see the module docstring)."""
    if os.environ.get(DISABLE_ENV) == "1":
        return 0
    started = time.perf_counter()
    payload: HookPayload | None = None
    outcome = "ok"
    try:
        if name not in EVENTS:
            raise LookupError(f"unknown handler {name!r}; expected one of {', '.join(EVENTS)}")
        raw = read_payload(stdin if stdin is not None else sys.stdin.buffer)
        if raw is None:
            where = _log(None, "WARNING", f"hook {name}: payload larger than "
                         f"{MAX_PAYLOAD_BYTES} bytes; skipped")
            _warn(name, "payload too large, skipped", where)
            return 0
        try:
            payload = HookPayload.parse(raw)
        except PayloadError as exc:
            where = _log(None, "WARNING", f"hook {name}: bad payload: {exc}")
            _warn(name, f"bad payload ({exc}); nothing done", where)
            return 0
        if payload.missing:
            # reported, not fatal: a handler may still do its job without them
            _log(payload, "WARNING", f"hook {name}: payload lacks {', '.join(payload.missing)}")
        event = payload.event or EVENTS[name]
        try:
            response = call_handler(name, payload)
        except ModuleNotFoundError as exc:
            if exc.name != f"memory_engine.handlers.{name}":
                raise
            outcome = "no handler"
            _log(payload, "WARNING", f"hook {name}: no module memory_engine.handlers.{name} "
                 "in this build; nothing done")
            response = None
        text = response.render(event) if response is not None else ""
        if text:
            sys.stdout.buffer.write(text.encode("utf-8"))
            sys.stdout.flush()
    except BaseException as exc:  # fail open is the contract, even on SystemExit
        outcome = "error"
        where = _log(payload, "ERROR", f"hook {name} failed: {exc!r}", exc)
        _warn(name, f"failed ({type(exc).__name__}: {exc}); the session goes on", where)
    finally:
        elapsed_ms = (time.perf_counter() - started) * 1000
        log_dir = store_log_dir(payload) if payload is not None else None
        if log_dir is not None and payload is not None:  # time runs only where a store exists
            from memory_engine.logs import write_log

            session = payload.session_id[:8] or "-"
            write_log(log_dir, "INFO", f"hook {name} {outcome} {elapsed_ms:.1f} ms "
                      f"session={session}")
    return 0


def process(name: str) -> int:
    """The whole of a hook process: `run(name)`, with the cyclic garbage collector kept out.

    A hook process lives for tens of milliseconds and what it allocates goes when it exits, yet
    the collector's passes over every object its imports created (a few during the run, one more
    as the interpreter shuts down) cost it milliseconds and free next to nothing. So a pass
    starts only after GC_THRESHOLD new objects (a prompt hook makes about 11,000, the cold start
    about 6,500: neither pays one, while a hook that rebuilds the index still collects as it
    goes), and whatever exists at the end is frozen, out of the shutdown pass. Nothing waits on
    a collection: files are written with os.write or closed, the index connection is closed,
    and `run` flushes stdout.
    """
    gc.set_threshold(GC_THRESHOLD)
    try:
        return run(name)
    finally:
        gc.freeze()


def finish(code: int) -> NoReturn:
    """End a hook process with `code` now: its exit handlers run (rxcache keeps the patterns it
    compiled), stdout and stderr are flushed, and the interpreter's teardown (every module and
    object freed one by one, 4 % of a prompt hook's instructions, for memory the system takes
    back at once) is skipped. When that cannot be done safely (a thread still running, a stream
    that will not flush), the process exits the usual way."""
    import atexit

    try:
        threading = sys.modules.get("threading")
        if threading is not None and threading.active_count() > 1:
            raise RuntimeError("threads still running")
        atexit._run_exitfuncs()  # runs each handler once, then forgets it
        sys.stdout.flush()
        sys.stderr.flush()
    except BaseException:
        raise SystemExit(code) from None
    os._exit(code)


def main(argv: list[str] | None = None) -> int:
    """The installed settings' entry (`raise SystemExit(main())`): one hook process, ended by
    `finish` (it does not return from a run; a usage error returns 0)."""
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        sys.stderr.write(f"usage: python -m memory_engine.hookrun HANDLER "
                         f"(one of {', '.join(EVENTS)})\n")
        return 0  # still 0: a miswired hook must not block the session
    finish(process(args[0]))


if __name__ == "__main__":
    raise SystemExit(main())
