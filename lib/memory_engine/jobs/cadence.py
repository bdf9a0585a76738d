"""Cadences kept by the hooks (SPEC section 11): what is due runs at the next hook event.

An installed hook pack has no cron. Each job has a period in days; the day it last completed is
kept in `.state/jobs/<job>.json` (per machine, ignored by git: two clones never conflict over
it, and each keeps its own cadence; every job is idempotent, so a clone that runs one again
after a pull finds little or nothing to do). Dates come from `clock.today()`, so a replay with
MEMORY_ENGINE_TODAY keeps the cadence of the replayed days.

`run_due(root)` (session end calls it) runs what is due:

- never twice at once: each job takes a non-blocking lock (`.state/jobs/<job>.lock`); a second
  process that finds it taken leaves the job to the first, and one that takes it after the
  first finished re-reads the marker under the lock and finds the job no longer due;
- within a budget: each job gets the time left; a job cut short is marked incomplete and stays
  due, so the next event resumes it (jobs skip what they already did);
- fail open: a job that raises is logged and marked failed for the day (retried the next day,
  not at every event); the others still run.

The check when nothing is due reads one small JSON file per job and imports nothing heavy.
"""

from __future__ import annotations

import os
import time

from memory_engine import clock, fastjson

TYPE_CHECKING = False  # not `from typing`: importing typing costs ~3 ms per hook run
if TYPE_CHECKING:
    import datetime as dt
    from typing import Any

    from memory_engine.storage.store import Store

STATE_PURPOSE = "jobs"
BUDGET_ENV = "MEMORY_ENGINE_JOBS_BUDGET"
# seconds; SessionEnd's worker has no timeout, but the hook that runs the work itself when the
# worker cannot be started has 60 s
DEFAULT_BUDGET = 10.0

# name -> (period in days, module, function). A job function takes (store, budget seconds)
# and returns (complete, summary dict).
JOBS: dict[str, tuple[int, str, str]] = {
    "promotion": (1, "memory_engine.jobs.promote_job", "run"),
    "consolidation": (1, "memory_engine.jobs.consolidate", "run"),
    "violations-summary": (7, "memory_engine.jobs.summary", "run"),
}


def _dir(root: str) -> str:
    return os.path.join(os.path.abspath(root), ".state", STATE_PURPOSE)


def marker(root: str, name: str) -> dict[str, Any]:
    """What the last run of `name` left: {"day", "complete", "error", "seconds", ...} or {}."""
    path = os.path.join(_dir(root), f"{name}.json")
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
    except OSError:
        return {}
    try:
        raw = os.read(fd, 1 << 20)
    except OSError:
        return {}
    finally:
        os.close(fd)
    try:
        data = fastjson.loads(raw.decode("utf-8", "replace"))
    except ValueError:
        return {}
    return data if isinstance(data, dict) else {}


def _save(root: str, name: str, data: dict[str, Any]) -> None:
    from memory_engine.storage import storefs

    storefs.write_json(root, os.path.join(_dir(root), f"{name}.json"), data, durable=False)


def is_due(last: dict[str, Any], today: dt.date, period: int) -> bool:
    import datetime as dt

    try:
        day = dt.date.fromisoformat(str(last.get("day") or ""))
    except ValueError:
        return True  # never run (or an unreadable marker): due
    if last.get("error"):
        return (today - day).days >= 1  # failed: try again tomorrow, not at every event
    if not last.get("complete"):
        return (today - day).days >= 0  # cut short by its budget: resume
    return (today - day).days >= period


def due(root: str, today: dt.date | None = None) -> list[str]:
    day = today or clock.today()
    return [name for name, (period, _, _) in JOBS.items()
            if is_due(marker(root, name), day, period)]


class _TryLock:
    """A non-blocking exclusive flock; `held` says whether this process got it."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.fd = -1
        self.held = False

    def __enter__(self) -> _TryLock:
        import fcntl

        self.fd = os.open(self.path, os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0),
                          0o644)
        try:
            fcntl.flock(self.fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            self.held = True
        except OSError:
            self.held = False
        return self

    def __exit__(self, *exc: object) -> None:
        import fcntl

        if self.held:
            fcntl.flock(self.fd, fcntl.LOCK_UN)
        os.close(self.fd)


def budget_from_env(default: float = DEFAULT_BUDGET) -> float:
    try:
        return max(0.0, float(os.environ.get(BUDGET_ENV, "") or default))
    except ValueError:
        return default


def run_due(root: str, budget: float | None = None, *, event: str = "") -> dict[str, Any]:
    """Run every job that is due, within `budget` seconds in all; returns what each did."""
    today = clock.today()
    names = due(root, today)
    if not names:
        return {}
    from memory_engine.storage.sessionstate import ensure_dir

    ensure_dir(root, _dir(root))
    deadline = time.monotonic() + (budget_from_env() if budget is None else budget)
    store: Store | None = None
    done: dict[str, Any] = {}
    try:
        for name in names:
            left = deadline - time.monotonic()
            if left <= 0 and done:
                break  # the first due job always starts: a tiny budget still moves it along
            with _TryLock(os.path.join(_dir(root), f"{name}.lock")) as lock:
                if not lock.held:
                    done[name] = {"skipped": "running elsewhere"}
                    continue
                period, module, function = JOBS[name]
                if not is_due(marker(root, name), today, period):
                    continue  # another process ran it while we waited for our turn
                if store is None:
                    from memory_engine.storage.store import Store

                    store = Store.open(root)
                done[name] = _run_one(root, store, name, module, function, today, max(0.0, left),
                                      event)
    finally:
        if store is not None:
            store.close()
    return done


def _run_one(root: str, store: Store, name: str, module: str, function: str, today: dt.date,
             budget: float, event: str) -> dict[str, Any]:
    import datetime as dt
    import importlib

    started = time.monotonic()
    entry: dict[str, Any] = {"day": today.isoformat(), "event": event, "pid": os.getpid(),
                             "at": dt.datetime.now().isoformat(timespec="seconds")}
    try:
        job = getattr(importlib.import_module(module), function)
        complete, summary = job(store, budget)
        entry.update(complete=bool(complete), summary=summary)
    except Exception as exc:
        from memory_engine.logs import write_log

        write_log(store.config.log_dir, "ERROR", f"job {name} failed: {exc!r}", exc)
        entry.update(complete=False, error=f"{type(exc).__name__}: {exc}")
    entry["seconds"] = round(time.monotonic() - started, 3)
    runs = int(marker(root, name).get("runs") or 0)
    entry["runs"] = runs + 1
    _save(root, name, entry)
    return entry
