"""Dated evidence that the loop runs: what was written (the store's journal), what was read (the
ids the cold start and recall gave each session, kept in `.state/given/`), how often hooks ran
(the log's timing lines) and what admission decided (`_drafts/`, `_drafts/_rejected/`).

Everything after the audit's day is left out, so a store captured in the past is judged as it was
on that day.

Replay (`--today`, MEMORY_ENGINE_TODAY): records carry the replayed day (created, last_touched),
but the journal's `ts`, an archived draft's `queued_at` and `rejected_at`, the log's lines and
the mtimes of `.state/given/` are the real clock. A journal entry stamped after the audit's day
is therefore dated by its record instead, the record's `last_touched`, when that is earlier. In
real use the two agree (a record is never touched before the write that touched it), so a store
captured in the past still drops what came after; in a replay the record holds the replayed day.
Restores and migrations set `last_touched` to an older date than the write, so their entries
keep the journal's time. Rejected drafts, hook runs and reads have no record to date them: in a
replay they fall after the audit's day and are left out (`REPLAY_NOTE`, in the output).
"""

from __future__ import annotations

import datetime as dt
import os
import re
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from memory_engine import fastjson
from memory_engine.records import tiers as T

if TYPE_CHECKING:
    from memory_engine.storage.store import Store

WRITE_OPS = frozenset({"create", "update", "apply", "strengthen", "trace", "restore", "edit",
                       "migrate", "import", "promote", "demote"})
_HOOK_LINE = re.compile(r"^(\d{4}-\d{2}-\d{2})T\S+ INFO pid=\d+ hook (\w+) (\w+)")
_GIVEN_DIR = os.path.join(".state", "given")


def _day(stamp: object) -> dt.date | None:
    try:
        return dt.date.fromisoformat(str(stamp)[:10])
    except ValueError:
        return None


@dataclass
class Activity:
    """Per-tier dated writes and reads, hook runs and admission decisions, up to `today`."""

    writes: dict[str, Counter[dt.date]] = field(default_factory=lambda: defaultdict(Counter))
    reads: dict[str, Counter[dt.date]] = field(default_factory=lambda: defaultdict(Counter))
    hook_runs: Counter[str] = field(default_factory=Counter)
    hook_days: set[dt.date] = field(default_factory=set)
    applied: Counter[str] = field(default_factory=Counter)        # per tier
    strengthened: int = 0
    rejected: Counter[str] = field(default_factory=Counter)       # per reason
    rejected_days: Counter[dt.date] = field(default_factory=Counter)
    applied_days: Counter[dt.date] = field(default_factory=Counter)
    pending: int = 0
    given_sessions: int = 0
    redated: int = 0  # entries stamped after the audit's day, dated by their record instead
    later: Counter[str] = field(default_factory=Counter)  # left out: after the audit's day

    def decisions(self) -> int:
        return sum(self.applied.values()) + self.strengthened + sum(self.rejected.values())


def collect(store: Store, today: dt.date, id_tiers: dict[str, str]) -> Activity:
    act = Activity()
    _journal(store, today, act)
    _given(store, today, id_tiers, act)
    _hook_log(store, today, act)
    _drafts(store, today, act)
    return act


REPLAY_NOTE = ("a replay (--today) dates records on the replayed day but stamps the journal, "
               "drafts, logs and read lists with the real clock: journal entries stamped after "
               "the audit's day are dated by their record's last_touched when that is earlier "
               "(in real use the two agree); rejected drafts, hook runs and reads have no record "
               "to date them and are left out")
# ops that set last_touched to an older day than the write itself (an old version, a file's mtime)
_OLD_DATES = frozenset({"restore", "migrate"})


def _journal(store: Store, today: dt.date, act: Activity) -> None:
    touched: dict[tuple[str, str], str] | None = None
    for entry in store.journal():
        day = _day(entry.get("ts"))
        tier = entry.get("tier")
        if day is None or tier not in T.TIERS:
            continue
        if day > today and entry.get("op") not in _OLD_DATES:
            if touched is None:
                touched = store.index.touched_days()
            own = _day(touched.get((str(tier), str(entry.get("id")).lower())))
            if own is not None and own < day:
                day = own
                act.redated += 1
        if day > today:
            act.later["journal"] += 1
            continue
        op = str(entry.get("op"))
        if op in WRITE_OPS:
            act.writes[str(tier)][day] += 1
        if op == "apply":
            act.applied[str(tier)] += 1
            act.applied_days[day] += 1
        elif op == "strengthen":
            act.strengthened += 1


def _given(store: Store, today: dt.date, id_tiers: dict[str, str], act: Activity) -> None:
    """The ids each session was given (cold start and recall), dated by the file's mtime."""
    for base in dict.fromkeys((os.path.abspath(store.root), store.config.user_root_str)):
        folder = os.path.join(base, _GIVEN_DIR)
        try:
            entries = list(os.scandir(folder))
        except OSError:
            continue
        for entry in entries:
            if not entry.name.endswith(".json") or not entry.is_file(follow_symlinks=False):
                continue
            try:
                day = dt.date.fromtimestamp(entry.stat().st_mtime)
                with open(entry.path, encoding="utf-8") as handle:
                    data = fastjson.loads(handle.read(1 << 20))
            except (OSError, ValueError):
                continue
            if day > today:
                act.later["reads"] += 1
            if day > today or not isinstance(data, dict):
                continue
            ids = data.get("given")
            act.given_sessions += 1
            for rid in ids if isinstance(ids, list) else []:
                tier = id_tiers.get(str(rid).lower())
                if tier:
                    act.reads[tier][day] += 1


def _hook_log(store: Store, today: dt.date, act: Activity) -> None:
    from memory_engine.logs import LOG_NAME

    path = os.path.join(store.config.log_dir_str, LOG_NAME)
    try:
        with open(path, encoding="utf-8", errors="replace") as handle:
            for line in handle:
                found = _HOOK_LINE.match(line)
                if not found:
                    continue
                day = _day(found.group(1))
                if day is not None and day > today:
                    act.later["hook_log"] += 1
                if day is None or day > today:
                    continue
                act.hook_runs[found.group(2)] += 1
                act.hook_days.add(day)
    except OSError:
        return


_ADMISSION = re.compile(r"^admission:\n((?:[ \t].*\n)*)", re.MULTILINE)
_KEY = re.compile(r"^  (action|reason|rejected_at): *'?([\w:.+-]+)'?$", re.MULTILINE)


def _drafts(store: Store, today: dt.date, act: Activity) -> None:
    """Pending drafts, and the archive's rejections by reason (read as text: an archive's
    frontmatter ends with the `admission` block the queue appends)."""
    try:
        act.pending = sum(1 for e in os.scandir(store.config.drafts_dir)
                          if e.name.endswith(".md") and e.is_file(follow_symlinks=False))
    except OSError:
        act.pending = 0
    try:
        entries = list(os.scandir(store.config.rejected_dir))
    except OSError:
        return
    for entry in entries:
        if not entry.name.endswith(".md") or not entry.is_file(follow_symlinks=False):
            continue
        try:
            with open(entry.path, encoding="utf-8", errors="replace") as handle:
                text = handle.read(256 * 1024)
        except OSError:
            continue
        block = _ADMISSION.search(text)
        keys: dict[str, Any] = dict(_KEY.findall(block.group(1))) if block else {}
        day = _day(keys.get("rejected_at")) or dt.date.fromtimestamp(entry.stat().st_mtime)
        if day > today:
            act.later["rejected_drafts"] += 1
            continue
        if keys.get("action") == "strengthened":
            continue  # counted from the journal's `strengthen` lines
        act.rejected[str(keys.get("reason") or "unknown")] += 1
        act.rejected_days[day] += 1
