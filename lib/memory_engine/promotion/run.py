"""One promotion pass: promote up the tiers, then demote what stopped earning its place.

Order matters: a pattern is promoted before the anti-promotion checks look at it, so a pattern
that just gained evidence is not archived as stale in the same pass. A pass is idempotent (what
is done is recognised from the records and their history), so a pass cut short by its deadline
is simply run again and continues where it stopped.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from memory_engine import clock
from memory_engine.promotion import demote, evidence, promote
from memory_engine.promotion.changes import Change
from memory_engine.storage.store import Store

PROMOTIONS = ("promote", "reinforce")
DEMOTIONS = ("demote", "archive")


@dataclass
class PassReport:
    today: str
    dry_run: bool
    changes: list[Change] = field(default_factory=list)
    complete: bool = True
    seconds: float = 0.0
    observations: int = 0
    clusters: int = 0
    errors: list[str] = field(default_factory=list)

    def of(self, actions: tuple[str, ...]) -> list[Change]:
        return [c for c in self.changes if c.action in actions]

    def to_dict(self) -> dict[str, Any]:
        return {"today": self.today, "dry_run": self.dry_run, "complete": self.complete,
                "seconds": round(self.seconds, 3), "observations": self.observations,
                "clusters": self.clusters,
                "promotions": [c.to_dict() for c in self.of(PROMOTIONS)],
                "demotions": [c.to_dict() for c in self.of(DEMOTIONS)],
                "links": [c.to_dict() for c in self.of(("link",))],
                "held": [c.to_dict() for c in self.of(("held",))],
                "errors": self.errors}


def changed(report: PassReport) -> frozenset[str]:
    """Ids this pass already promoted, made or demoted: a record changes once per pass."""
    refs = {c.to for c in report.changes if c.action != "link"}
    refs |= {r for c in report.changes if c.action in (*DEMOTIONS, "promote") for r in c.frm
             if not r.startswith("episodic/")}
    return frozenset(r.rsplit("/", 1)[-1] for r in refs)


def run_pass(store: Store, *, dry_run: bool = False, budget: float | None = None) -> PassReport:
    """Plan (and unless `dry_run`, apply) every promotion and demotion that is due.

    `budget`: seconds this pass may take (None: no limit); past it the pass stops between two
    changes and says `complete: False`.
    """
    started = time.monotonic()
    deadline = started + budget if budget is not None else float("inf")
    report = PassReport(today=clock.today().isoformat(), dry_run=dry_run)
    store.index.refresh()
    found = evidence.gather(store)
    clusters = evidence.cluster(found)
    report.observations, report.clusters = len(found), len(clusters)
    steps: tuple[Callable[[], list[Change]], ...] = (
        lambda: promote.episodic_to_semantic(store, clusters, dry=dry_run, deadline=deadline),
        lambda: promote.semantic_to_procedural(store, dry=dry_run, deadline=deadline),
        lambda: demote.violated_rules(store, dry=dry_run, deadline=deadline,
                                      skip=changed(report)),
        lambda: demote.contradicted(store, dry=dry_run, deadline=deadline, skip=changed(report)),
        lambda: demote.stale_patterns(store, dry=dry_run, deadline=deadline,
                                      skip=changed(report)),
    )
    for step in steps:
        try:
            report.changes.extend(step())
        except Exception as exc:  # one failing step must not stop the others; it is reported
            report.errors.append(f"{type(exc).__name__}: {exc}")
        if time.monotonic() > deadline:
            report.complete = False
            break
    report.seconds = time.monotonic() - started
    return report
