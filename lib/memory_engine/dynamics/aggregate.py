"""Turn a finished session into prediction outcomes and new or revised predictions.

At session end (`run`, under a time budget): the session's facts are gathered and logged; every
prediction this package wrote is checked against them (a hit or a miss, or untested) and its
confidence moves with its record; then predictions are fitted on the recent sessions and those
not yet held are proposed. Every write is judged by `admission.gate.admit` first (a new
prediction on the full score, a check or revision of an existing one on the hard checks) and
goes through `Store.write` / `Store.update` with an op, so the record's history shows each
check, each revision and its evidence.

Confidence is `(hits + 2 * prior) / (hits + misses + 2)`: the in-sample agreement seeds it, and
only later sessions move it, so a prediction that keeps missing loses it. Three misses in a row
refit the prediction on the sessions it missed (op "revise"); its hit and miss counts are kept.
"""

from __future__ import annotations

import os
import re
import time
from typing import TYPE_CHECKING, Any

from memory_engine.dynamics import fit, observe
from memory_engine.records import tiers as T

if TYPE_CHECKING:
    from memory_engine.records.types import EnvironmentRecord
    from memory_engine.storage.store import Store

SOURCE = "environment-dynamics"
REVISE_AFTER = 3
PRIOR_CAP = 0.8
# Of SessionEnd's 60 s (the installed timeout): a check costs ~0.1 s (a versioned write).
BUDGET_SECONDS = 5.0


def record_id(key: str) -> str:
    slug = re.sub(r"[^a-z0-9]+", "-", key.lower()).strip("-")[:100]
    return f"env-{slug or 'prediction'}"


def confidence(hits: int, misses: int, prior: float) -> float:
    return round(min(0.95, max(0.05, (hits + 2 * prior) / (hits + misses + 2))), 3)


def _body(spec: fit.Spec) -> str:
    return f"{spec.condition[0].upper()}{spec.condition[1:]}, {spec.prediction}.\n"


def build(spec: fit.Spec, prior: float) -> EnvironmentRecord:
    from memory_engine.records.types import EnvironmentRecord

    return EnvironmentRecord(
        id=record_id(spec.key), tier=T.ENVIRONMENT, topic=spec.topic, confidence=prior,
        observations=max(1, len(spec.sessions)), source=[SOURCE, *spec.sessions[-5:]],
        body=_body(spec), bucket=spec.bucket, condition=spec.condition,
        prediction=spec.prediction, extra={"model": {**spec.model, "prior": prior,
                                                     "streak": 0}})


def _admit(store: Store, record: EnvironmentRecord, *, existing: bool) -> tuple[bool, str]:
    from memory_engine.admission.gate import Submission, Target, admit
    from memory_engine.records.recordio import render

    verdict = admit(store, render(record),
                    target=Target(T.ENVIRONMENT, path=str(store.record_path(record)),
                                  bucket=record.bucket, existing=existing),
                    submission=Submission(topic=record.topic, source=SOURCE,
                                          provenance={"tool_verified": True}))
    return verdict.decision == "apply", verdict.message


class Result:
    def __init__(self) -> None:
        self.created: list[str] = []
        self.checked: dict[str, str] = {}  # id -> hit | miss
        self.revised: list[str] = []
        self.refused: dict[str, str] = {}
        self.stopped_early = False

    def to_dict(self) -> dict[str, Any]:
        return {"created": self.created, "checked": self.checked, "revised": self.revised,
                "refused": self.refused, "stopped_early": self.stopped_early}


def ours(store: Store) -> list[EnvironmentRecord]:
    """The predictions this package keeps (a `model` it can check); hand-written ones are
    left alone."""
    from memory_engine.records.types import EnvironmentRecord

    found = []
    for row in store.index.list(tier=T.ENVIRONMENT):
        try:
            record = store.load(row.id)
        except Exception:
            continue
        model = record.extra.get("model")
        if isinstance(record, EnvironmentRecord) and isinstance(model, dict) and \
                model.get("kind") in fit.CHECKERS:
            found.append(record)
    return found


def check(store: Store, record: EnvironmentRecord, facts: fit.Facts, prev: fit.Facts | None,
          hist: list[fit.Facts], result: Result) -> None:
    model = dict(record.extra["model"])
    outcome = fit.CHECKERS[model["kind"]](model, facts, prev)
    if outcome is None:
        return
    record.outcomes.hits += int(outcome)
    record.outcomes.misses += int(not outcome)
    model["streak"] = 0 if outcome else int(model.get("streak") or 0) + 1
    prior = float(model.get("prior") or 0.5)
    op = "check"
    if model["streak"] >= REVISE_AFTER:
        # refitted on the sessions it missed: the regime that began when it started failing
        refit = {s.key: s for s in fit.fit_all(hist[-model["streak"]:])}.get(record.topic)
        if refit is not None and refit.model != {k: v for k, v in model.items()
                                                 if k not in ("prior", "streak")}:
            record.condition, record.prediction = refit.condition, refit.prediction
            record.body = _body(refit)
            model = {**refit.model, "prior": prior, "streak": 0}
            op = "revise"
    record.extra["model"] = model
    record.confidence = confidence(record.outcomes.hits, record.outcomes.misses, prior)
    record.observations += 1
    from memory_engine import clock

    record.last_touched = clock.today()
    allowed, message = _admit(store, record, existing=True)
    if not allowed:
        result.refused[record.id] = message
        return
    updated = record

    def change(current: Any) -> Any:
        return updated

    word = "hit" if outcome else "miss"
    store.update(record.id, change, op=op,
                 source=f"session {facts['session']}: {word} ({record.outcomes.hits} hits, "
                        f"{record.outcomes.misses} misses)")
    result.checked[record.id] = word
    if op == "revise":
        result.revised.append(record.id)


def learn(store: Store, hist: list[fit.Facts], held: set[str], result: Result,
          deadline: float) -> None:
    for spec in fit.fit_all(hist):
        if time.monotonic() > deadline:
            result.stopped_early = True
            return
        rid = record_id(spec.key)
        if rid in held or store.index.get(rid) is not None:
            continue
        agree, tests = fit.backtest(spec, hist)
        prior = round(min(PRIOR_CAP, (agree + 1) / (tests + 2)), 3)
        record = build(spec, prior)
        allowed, message = _admit(store, record, existing=False)
        if not allowed:
            result.refused[rid] = message
            continue
        store.write(record, create=True, op="learn",
                    source=f"fitted on {len(spec.sessions)} sessions "
                           f"({agree} of {tests} agree in-sample)")
        result.created.append(rid)


def aggregate(store: Store, facts: fit.Facts, previous: list[fit.Facts],
              budget: float = 3.0) -> Result:
    """Check the held predictions against `facts` (the session just ended), then learn new
    ones from `previous + [facts]`."""
    deadline = time.monotonic() + budget
    result = Result()
    hist = [*previous, facts]
    prev = previous[-1] if previous else None
    held = ours(store)
    # least recently checked first: when the budget runs out, the next session resumes there
    for record in sorted(held, key=lambda r: (r.last_touched, r.id)):
        if time.monotonic() > deadline:
            result.stopped_early = True
            return result
        check(store, record, facts, prev, hist, result)
    learn(store, hist, {r.id for r in held}, result, deadline)
    return result


def run(root: str, session_id: str, project: str, transcript: str,
        budget: float = 3.0) -> dict[str, Any]:
    """Session end: gather, log, check and learn within `budget` seconds."""
    from memory_engine.storage.store import Store

    previous = [f for f in observe.history(root) if f.get("session") != session_id]
    facts = observe.session_facts(root, session_id, project, transcript)
    observe.append_session(root, facts)
    store = Store.open(root)
    try:
        return aggregate(store, facts, previous, budget).to_dict()
    finally:
        store.close()


def session_end(root: str, session_id: str, project: str, transcript: str) -> None:
    """The SessionEnd step: only where the session noted its start (so an unknown session id,
    or a store without hooks, costs nothing); checking and learning get BUDGET_SECONDS."""
    from memory_engine.storage import sessionstate

    if session_id and os.path.isfile(sessionstate.state_path(root, observe.PURPOSE,
                                                             session_id)):
        run(root, session_id, project, transcript, budget=BUDGET_SECONDS)
        # done with this session's start; a resumed session notes a new one
        from memory_engine.storage import storefs

        storefs.remove(root, sessionstate.state_path(root, observe.PURPOSE, session_id))
