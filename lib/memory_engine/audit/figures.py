"""Per-tier figures for the audit: files, size, compliance (which fields fail, where), staleness
as a distribution, connectivity (writes and reads in the recent window), links that point nowhere
or one way only, empty sub-buckets, and records carrying injection-shaped text or a secret.

Counts come from the index (`status` figures via storage.health) plus a few grouped queries;
no file is opened here (injection and secret kinds are found when a file is indexed).
"""

from __future__ import annotations

import datetime as dt
import re
from collections import Counter
from typing import TYPE_CHECKING, Any

from memory_engine.records import tiers as T
from memory_engine.storage import health

if TYPE_CHECKING:
    from memory_engine.audit.activity import Activity
    from memory_engine.storage.store import Store

RECENT_DAYS = 30
# Staleness bins: (label, first day, last day) of days since last_touched.
STALENESS_BINS: tuple[tuple[str, int, int], ...] = (
    ("0-7", 0, 7), ("8-30", 8, 30), ("31-90", 31, 90), ("91-180", 91, 180),
    ("181-365", 181, 365), (">365", 366, 10**6))
_INDEXED = re.compile(r"\[\d+\]$")


def staleness_bin(age_days: int) -> str:
    if age_days < 0:
        return "future"
    return next(label for label, lo, hi in STALENESS_BINS if lo <= age_days <= hi)


def tier_figures(store: Store, today: dt.date, act: Activity) -> dict[str, dict[str, Any]]:
    status = health.status_data(store)
    index = store.index
    tiers: dict[str, dict[str, Any]] = {}
    for tier in T.TIERS:
        s = status["tiers"][tier]
        tiers[tier] = {"files": s["files"], "valid": s["valid"], "invalid": s["invalid"],
                       "bytes": s["bytes"], "compliance": s["compliance"],
                       "warnings": s["warnings"], "failing_fields": {}, "failing_files": [],
                       "staleness": {label: 0 for label, _, _ in STALENESS_BINS},
                       "newest_touch": None, "links_dangling": 0, "links_one_way": 0,
                       "screened": [], "secrets": []}
        if tier == T.ENVIRONMENT:
            tiers[tier]["buckets"] = dict(s["buckets"])
            tiers[tier]["empty_buckets"] = [b for b, n in s["buckets"].items() if n == 0]
    _compliance(index, tiers)
    _staleness(index, today, tiers)
    _connectivity(act, today, tiers)
    _links(index, tiers)
    for tier, rid, path, kinds in index.screened_records():
        if tier in tiers:
            tiers[tier]["screened"].append({"id": rid, "path": path, "kinds": kinds.split(",")})
    _secrets(index, tiers)
    return tiers


def _compliance(index: Any, tiers: dict[str, dict[str, Any]]) -> None:
    for path, tier, issues in index.invalid():
        if tier not in tiers:
            continue
        fields = Counter(_INDEXED.sub("", str(i.get("field"))) for i in issues
                         if i.get("severity", "error") == "error")
        failing = tiers[tier]["failing_fields"]
        for name, _n in fields.items():
            failing[name] = failing.get(name, 0) + 1
        tiers[tier]["failing_files"].append({"path": path, "fields": sorted(fields)})


def _staleness(index: Any, today: dt.date, tiers: dict[str, dict[str, Any]]) -> None:
    for tier, day, count in index.dated_counts("last_touched"):
        try:
            touched = dt.date.fromisoformat(day)
        except ValueError:
            continue
        if tier not in tiers:
            continue
        label = staleness_bin((today - touched).days)
        hist = tiers[tier]["staleness"]
        hist[label] = hist.get(label, 0) + count
        if touched <= today and (tiers[tier]["newest_touch"] is None
                                 or day > tiers[tier]["newest_touch"]):
            tiers[tier]["newest_touch"] = day


def _connectivity(act: Activity, today: dt.date, tiers: dict[str, dict[str, Any]]) -> None:
    since = today - dt.timedelta(days=RECENT_DAYS)
    for tier, fig in tiers.items():
        writes = act.writes.get(tier, Counter())
        reads = act.reads.get(tier, Counter())
        newest = fig["newest_touch"]
        touched = dt.date.fromisoformat(newest) if newest else None
        last_write = max([*writes, *([touched] if touched else [])], default=None)
        fig["connectivity"] = {
            "window_days": RECENT_DAYS,
            "journal_writes_recent": sum(n for d, n in writes.items() if d >= since),
            "last_write": last_write.isoformat() if last_write else None,
            "written_recently": bool(last_write and last_write >= since),
            "reads_recent": sum(n for d, n in reads.items() if d >= since),
            "last_read": max(reads).isoformat() if reads else None,
            "read_recently": any(d >= since for d in reads),
        }


def _links(index: Any, tiers: dict[str, dict[str, Any]]) -> None:
    table = index.link_table()
    valid = index.valid_ids()
    outgoing = {(t, i.lower()): {link.lower() for link in links} for t, i, _p, links in table}
    for tier, rid, _path, links in table:
        if tier not in tiers:
            continue
        for link in links:
            head, _, tail = link.partition("/")
            key = (head, tail.lower())
            if key not in valid:
                tiers[tier]["links_dangling"] += 1
            elif f"{tier}/{rid}".lower() not in outgoing.get(key, set()):
                tiers[tier]["links_one_way"] += 1


def _secrets(index: Any, tiers: dict[str, dict[str, Any]]) -> None:
    """Files whose bytes on disk hold a secret. The index keeps only redacted text, so each
    file's secret kinds are found when it is indexed (the cheap pre-check spares most of them
    the redactor); the audit only reads that column."""
    for tier, rid, path, kinds in index.secret_records():
        if tier in tiers:
            tiers[tier]["secrets"].append({"path": path, "kinds": kinds.split(","), "id": rid})
