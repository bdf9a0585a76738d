"""Today's date, which a replay can set.

`MEMORY_ENGINE_TODAY=YYYY-MM-DD` (or a command's `--today`, which sets it for the process and
the hooks it starts) makes every date-dependent decision as of that day: staleness, recency
decay, cadences, the capability profile's damping, the dates written into records, the stamps
of the journal and the admission queue. Only history versions keep the real clock (their names
order them).
"""

from __future__ import annotations

import os

TYPE_CHECKING = False  # not `from typing`: that import alone costs a hook milliseconds
if TYPE_CHECKING:
    import datetime as dt
else:
    try:  # the C module whose classes `datetime` re-exports (the very same ones), without the
        # pure-Python twin `datetime` defines first: its import costs a hook process 2.5 % of
        # a bare interpreter start's instructions more than this one
        import _datetime as dt
    except ImportError:  # pragma: no cover - an interpreter without it
        import datetime as dt

# `dt` is the datetime module's classes (date, datetime, timedelta, timezone), for the modules
# on a hook's path to import from here.
__all__ = ["ENV", "ClockError", "dt", "local_now", "now", "parse_day", "set_today", "today"]

ENV = "MEMORY_ENGINE_TODAY"


class ClockError(ValueError):
    pass


def parse_day(value: str) -> dt.date:
    """A `YYYY-MM-DD` date, or a ClockError that says what was wrong and what to write."""
    try:
        return dt.date.fromisoformat(value.strip())
    except ValueError:
        raise ClockError(f"{value!r} is not a date; write it as YYYY-MM-DD (for example "
                         f"{dt.date.today().isoformat()})") from None


def today() -> dt.date:
    """The replayed day when MEMORY_ENGINE_TODAY is set (and valid), else the real one."""
    value = os.environ.get(ENV)
    if value:
        try:
            return parse_day(value)
        except ClockError:
            pass  # a bad override must not break a hook: fall back to the real date
    return dt.date.today()


def now() -> dt.datetime:
    """The local time of day, on `today()`'s date."""
    real = dt.datetime.now().astimezone()
    day = today()
    return real if day == real.date() else real.replace(year=day.year, month=day.month,
                                                         day=day.day)


def local_now() -> dt.datetime:
    """`now()` as a naive local time, for the stamps that were written that way (a draft's
    `queued_at` and `rejected_at`, the journal's `ts`)."""
    return now().replace(tzinfo=None)


def set_today(value: str | None) -> None:
    """Apply a command's `--today` to this process and the processes it starts."""
    if value:
        os.environ[ENV] = parse_day(value).isoformat()
