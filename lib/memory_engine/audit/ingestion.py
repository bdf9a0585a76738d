"""Is the episodic tier fed, and is what it is fed prescriptive?

Ingestion is judged against the store's own activity: a stretch of days without a trace is a
gap only when something else happened in it (records touched, journal writes, hook runs), so a
quiet holiday is not a failure. A trace is prescriptive when it says what to do differently
(reflexion's "Do instead:" lines, a lesson audit, or rule-shaped sentences) and descriptive when
it only narrates; a trace that found nothing to correct is neither. A low share of captured
turns (the seed's 200-message slice cap read 25 %) makes traces descriptive by omission. Both
are judged on the newest traces (what reflexion writes now); gaps on the whole window.
"""

from __future__ import annotations

import datetime as dt
import itertools
import re
from typing import TYPE_CHECKING, Any

from memory_engine.records import tiers as T

if TYPE_CHECKING:
    from memory_engine.audit.activity import Activity
    from memory_engine.storage.store import Store

GAP_DAYS = 7           # a stretch this long with activity but no trace is broken ingestion
WINDOW_DAYS = 30       # traces and gaps are judged over this many days before the audit's day
MIN_CAPTURE = 0.5      # captured / total human turns below this: traces miss most corrections
LATEST_TRACES = 5      # how prescriptive and complete traces are: judged on the newest ones
_PRESCRIPTIVE_MARKS = ("Do instead:", "### Lesson audit", "### What to do differently")
_CORRECTIONS = re.compile(r"(\d+) corrections?\b")
# The frontmatter block (python-frontmatter's delimiters) and the top-level scalars read from it.
_FRONT = re.compile(r"\A\ufeff?-{3,}[ \t]*\r?\n(.*?)^-{3,}[ \t]*\r?$\n?",
                    re.DOTALL | re.MULTILINE)
_FIELD = re.compile(r"^(date|last_touched|turns_total|turns_captured):[ \t]*['\"]?([\w:.+-]+)",
                    re.MULTILINE)


def trace_kind(body: str) -> str:
    """"prescriptive", "descriptive" or "empty" (nothing happened worth a rule)."""
    from memory_engine.admission.features import PRESCRIPTIVE

    if any(mark in body for mark in _PRESCRIPTIVE_MARKS):
        return "prescriptive"
    prose = re.sub(r"<!--.*?-->", " ", body, flags=re.DOTALL)
    counts = [int(n) for n in _CORRECTIONS.findall(prose)]
    if counts and not any(counts):
        return "empty"  # reflexion's own trace of a session without a correction
    lines = [ln for ln in prose.splitlines() if ln.strip() and not ln.lstrip().startswith("#")]
    if not lines:
        return "empty"
    return "prescriptive" if any(PRESCRIPTIVE.search(ln) for ln in lines) else "descriptive"


def analyse(store: Store, today: dt.date, act: Activity,
            active_dates: set[dt.date]) -> dict[str, Any]:
    """Trace days, gaps with activity, and how prescriptive the window's traces are."""
    since = today - dt.timedelta(days=WINDOW_DAYS)
    trace_days: set[dt.date] = set()
    kinds = {"prescriptive": 0, "descriptive": 0, "empty": 0}
    descriptive: list[str] = []
    window: list[tuple[dt.date, str, str, tuple[int, int] | None]] = []
    total = captured = 0
    for tier, path, valid in store.index.file_paths(T.EPISODIC):
        del tier
        try:
            with open(path, encoding="utf-8", errors="replace") as handle:
                meta, body = split_trace(handle.read(2 << 20))
        except OSError:  # an unreadable trace is a schema violation, counted elsewhere
            meta, body = {}, ""
        day = _trace_day(meta, path)
        if day is None or day > today:
            continue
        if valid:
            trace_days.add(day)
        if day < since:
            continue
        kind = trace_kind(body)
        kinds[kind] += 1
        if kind == "descriptive":
            descriptive.append(path)
        t, c = meta.get("turns_total"), meta.get("turns_captured")
        turns = (t, min(c, t)) if isinstance(t, int) and isinstance(c, int) and t > 0 else None
        if turns:
            total, captured = total + turns[0], captured + turns[1]
        window.append((day, path, kind, turns))
    active = {d for d in active_dates | act.hook_days if since <= d <= today}
    gaps = _gaps(trace_days, active, since, today)
    return {"trace_days": len(trace_days),
            "last_trace": max(trace_days).isoformat() if trace_days else None,
            "gaps": gaps, "kinds": kinds, "descriptive_files": descriptive[:20],
            "turns_total": total, "turns_captured": captured,
            "capture_rate": (captured / total) if total else None,
            "latest": _latest(window), "active_days": len(active)}


def _latest(window: list[tuple[dt.date, str, str, tuple[int, int] | None]]) -> dict[str, Any]:
    """The window's LATEST_TRACES newest traces: what reflexion writes now. The failure class is
    decided on them, so a store whose traces turned prescriptive (or complete) is not named
    for the weeks its older traces stay in the window; the window's totals are kept beside."""
    newest = sorted(window, key=lambda item: (item[0], item[1]), reverse=True)[:LATEST_TRACES]
    kinds = {"prescriptive": 0, "descriptive": 0, "empty": 0}
    total = captured = 0
    for _day, _path, kind, turns in newest:
        kinds[kind] += 1
        if turns:
            total, captured = total + turns[0], captured + turns[1]
    return {"traces": len(newest), "since": newest[-1][0].isoformat() if newest else None,
            "kinds": kinds, "turns_total": total, "turns_captured": captured,
            "capture_rate": (captured / total) if total else None}


def split_trace(text: str) -> tuple[dict[str, Any], str]:
    """(the few top-level fields the audit reads, body) of a trace's text, without YAML: a full
    parse of every trace cost more than the rest of the audit together. Dates come back as
    dates, turn counts as ints; a malformed block yields what it can (its file is a schema
    violation the index reports anyway)."""
    found = _FRONT.match(text)
    if not found:
        return {}, text
    meta: dict[str, Any] = {}
    for key, value in _FIELD.findall(found.group(1)):
        if key.startswith("turns_"):
            if value.isdigit():
                meta[key] = int(value)
            continue
        try:
            meta[key] = dt.date.fromisoformat(value[:10])
        except ValueError:
            continue
    return meta, text[found.end():]


def _trace_day(meta: dict[str, Any], path: str) -> dt.date | None:
    for value in (meta.get("date"), meta.get("last_touched")):
        if isinstance(value, dt.date):
            return value
    found = re.search(r"(\d{4}-\d{2}-\d{2})", path.rsplit("/", 1)[-1])
    try:
        return dt.date.fromisoformat(found.group(1)) if found else None
    except ValueError:
        return None


def _gaps(traces: set[dt.date], active: set[dt.date], since: dt.date,
          today: dt.date) -> list[dict[str, Any]]:
    """Stretches of >= GAP_DAYS days without a trace that hold at least one active day."""
    marks = sorted(d for d in traces if since <= d <= today)
    before = max((d for d in traces if d < since), default=None)
    if before is None and not marks:
        return []  # never fed at all: a failure of its own, not a gap
    # days before the first trace ever are not a gap: reflexion was not running yet
    edges = [before or marks[0], *marks, today + dt.timedelta(days=1)]
    out: list[dict[str, Any]] = []
    for a, b in itertools.pairwise(edges):
        first, last = max(a + dt.timedelta(days=1), since), b - dt.timedelta(days=1)
        length = (last - first).days + 1
        busy = sorted(d for d in active if first <= d <= last)
        if length >= GAP_DAYS and busy:
            out.append({"from": first.isoformat(), "to": last.isoformat(), "days": length,
                        "active_days": len(busy)})
    return out
