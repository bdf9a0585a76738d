"""One audit pass: gather the figures, name the failure classes, score the store."""

from __future__ import annotations

import datetime as dt
from collections import Counter
from typing import TYPE_CHECKING, Any

from memory_engine import clock
from memory_engine.audit import activity, capability, classes, figures, hooks, ingestion
from memory_engine.records import tiers as T
from memory_engine.storage import health

if TYPE_CHECKING:
    from memory_engine.storage.store import Store


def _id_tiers(store: Store) -> dict[str, str]:
    return {rid: tier for tier, rid in store.index.valid_ids()}


def _active_dates(tiers_dated: list[tuple[str, str, int]], act: activity.Activity,
                  profile: dict[str, Any]) -> set[dt.date]:
    """Days something happened in the store besides reflexion's own traces."""
    days: set[dt.date] = set()
    for tier, day, _n in tiers_dated:
        if tier != T.EPISODIC:
            try:
                days.add(dt.date.fromisoformat(day))
            except ValueError:
                continue
    for tier, counts in act.writes.items():
        if tier != T.EPISODIC:
            days.update(counts)
    for counts in act.reads.values():
        days.update(counts)
    days.update(act.applied_days)
    days.update(act.rejected_days)
    for series in profile.get("trajectory", {}).values():
        days.update(dt.date.fromisoformat(when[:10]) for when, _p in series)
    return days


def timeline(store: Store, today: dt.date) -> dict[str, list[tuple[str, int]]]:
    """Records per tier over time: cumulative valid records by `created` month."""
    per: dict[str, Counter[str]] = {t: Counter() for t in T.TIERS}
    for tier, day, n in store.index.dated_counts("created"):
        if tier in per and day <= today.isoformat():
            per[tier][day[:7]] += n
    months = sorted({m for c in per.values() for m in c})
    out: dict[str, list[tuple[str, int]]] = {}
    for tier, counts in per.items():
        running = 0
        out[tier] = []
        for month in months:
            running += counts.get(month, 0)
            out[tier].append((month, running))
    return out


def run_audit(store: Store, today: dt.date | None = None) -> dict[str, Any]:
    """Everything the audit knows about `store` as of `today` (default: clock.today())."""
    today = today or clock.today()
    now = clock.now().replace(tzinfo=None)
    store.index.refresh(full=True)
    act = activity.collect(store, today, _id_tiers(store))
    tiers = figures.tier_figures(store, today, act)
    profile = capability.read_profile(capability.profile_path(store), now)
    active = _active_dates(store.index.dated_counts("last_touched"), act, profile)
    episodic = ingestion.analyse(store, today, act, active)
    decisions = act.decisions()
    rejected = sum(act.rejected.values())
    drafts = {"pending": act.pending, "applied": sum(act.applied.values()),
              "applied_by_tier": dict(act.applied), "strengthened": act.strengthened,
              "rejected_by_reason": dict(act.rejected), "rejected_total": rejected,
              "decisions": decisions, "in": act.pending + decisions,
              "rejection_rate": (rejected / decisions) if decisions else None}
    outcomes: dict[str, dict[str, int]] = {b: {"hits": 0, "misses": 0, "records": 0}
                                           for b in T.ENV_BUCKETS}
    for bucket, _rid, hits, misses in store.index.prediction_outcomes():
        o = outcomes.setdefault(bucket, {"hits": 0, "misses": 0, "records": 0})
        o["hits"] += hits
        o["misses"] += misses
        o["records"] += 1
    fig: dict[str, Any] = {
        "root": str(store.root), "today": today.isoformat(), "tiers": tiers, "drafts": drafts,
        "profile": profile, "episodic": episodic,
        "reads": {"sessions_given": act.given_sessions, "hook_runs": dict(act.hook_runs)},
        "predictions": outcomes, "timeline": timeline(store, today),
        "hooks": hooks.installed(str(store.root)),
        "replay": {"journal_entries_dated_by_record": act.redated,
                   "left_out_after_the_day": dict(act.later), "note": activity.REPLAY_NOTE},
        "stray_files": health.stray_files(store), "dangling_links": health.dangling_links(store),
    }
    failures = classes.failure_classes(fig)
    units = classes.functional_units(fig, failures)
    level, why = classes.maturity(fig, failures)
    fig.update(failure_classes=failures, units=units,
               functional_tiers=sum(1 for u in units.values() if u["functional"]),
               functional_definition=(
                   "of six units (the five tiers and the _drafts/ admission queue), those that "
                   "hold valid records (the queue: decided drafts), have no file failing the "
                   f"schema, were written or read in the last {figures.RECENT_DAYS} days, "
                   "and are named by no failure class"),
               maturity=level, maturity_reason=why)
    return fig
