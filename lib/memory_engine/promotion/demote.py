"""Anti-promotion: what stops earning its place loses rank, and is archived, never deleted.

- A rule or lesson violated again and again without effect: each VIOLATION_STEP violations
  (5, 10, 15, ...) it has not already been demoted for cost it DEMOTE_FACTOR of its confidence.
  The count of past demotions (an archive among them) is read from its history, so a restore
  (the user disagreeing, or the lesson repeated after it was archived) is not demoted again
  until the next step, and a replayed month gives the same result.
- A record contradicted by a more confident one (by CONTRADICTION_MARGIN at least, and at the
  gate's contradiction confidence) that it does not link: demoted once per contradicting
  record. Linked records are evidence of each other (a pattern quotes the corrections its
  lessons and preferences were drawn from), not rival claims.
- A pattern gone stale (untouched STALE_DAYS) whose confidence is below LOW: archived.

A record changes at most once per pass (`skip`: what the pass already promoted or demoted).
A demotion that would leave confidence under ARCHIVE_BELOW archives instead. Every change is a
version whose history names its evidence; `memengine restore ID` undoes it (for an archived
record, restore brings back its last state).
"""

from __future__ import annotations

import json
import re
import time
from typing import Any

from memory_engine import clock
from memory_engine.admission import contradiction as contra
from memory_engine.admission.gate import admission_config
from memory_engine.admission.similarity import neighbours
from memory_engine.index.rows import Row
from memory_engine.promotion import changes as C
from memory_engine.promotion.evidence import body_of
from memory_engine.records import tiers as T
from memory_engine.records.types import Record
from memory_engine.storage.store import Store

VIOLATION_STEP = 5
DEMOTE_FACTOR = 0.7
ARCHIVE_BELOW = 0.3
STALE_DAYS = 60
LOW = 0.5
CONTRADICTION_MARGIN = 0.1
RANKED_TIERS = (T.SEMANTIC, T.PROCEDURAL)


def _demotions(store: Store, record_id: str, why: str, about: str | None = None) -> int:
    """Past demotions of a record for `why` (and, when given, naming `about`). A demotion
    that archived the record counts too: a record restored after it (by hand, or by reflexion
    when the lesson is repeated) is not archived again at once for the same violations."""
    count = 0
    for version in store.history(record_id):
        if version.op != "demote" and not (version.op == "forget"
                                           and version.source.startswith("archive ")):
            continue
        try:
            evidence = json.loads(version.source.split(" ", 1)[1])
        except (IndexError, ValueError):
            continue
        if isinstance(evidence, dict) and evidence.get("why") == why and (
                about is None or about in (evidence.get("ids") or [])):
            count += 1
    return count


def demote(store: Store, row: Row, evidence: dict[str, Any], *, dry: bool) -> C.Change:
    """Lower a record's confidence (or archive it when little would be left)."""
    before = float(row.confidence)
    after = round(before * DEMOTE_FACTOR, 2)
    here = f"{row.tier}/{row.id}"
    if after < ARCHIVE_BELOW:
        return archive(store, row, {**evidence, "confidence": [before, after]}, dry=dry)
    change = C.Change("demote", [here], here, {**evidence, "confidence": [before, after]})
    if not dry:
        def lower(record: Record) -> None:
            record.confidence = after

        C.update(store, row.id, lower, "demote", change.evidence)
        change.done = True
    return change


def archive(store: Store, row: Row, evidence: dict[str, Any], *, dry: bool) -> C.Change:
    change = C.Change("archive", [f"{row.tier}/{row.id}"], f"{T.ARCHIVE_DIR}/{row.tier}/{row.id}",
                      evidence)
    if not dry:
        C.archive(store, row.id, "archive", evidence)
        change.done = True
    return change


def violated_rules(store: Store, *, dry: bool, deadline: float,
                   skip: frozenset[str] = frozenset()) -> list[C.Change]:
    out: list[C.Change] = []
    for row in store.index.most_violated_rules(10_000):
        count = int(row.fields.get("violations") or 0)
        if count < VIOLATION_STEP:
            break  # most violated first: none after this one qualifies
        if time.monotonic() > deadline:
            break
        if row.id in skip or count // VIOLATION_STEP <= _demotions(store, row.id, "violated"):
            continue
        traces = [str(link) for link in row.fields.get("links") or []
                  if str(link).startswith(T.EPISODIC + "/")]
        out.append(demote(store, row, {"why": "violated", "violations": count,
                                       "ids": traces[-C.EVIDENCE_IDS:]}, dry=dry))
    return out


def stale_patterns(store: Store, *, dry: bool, deadline: float,
                   skip: frozenset[str] = frozenset()) -> list[C.Change]:
    out: list[C.Change] = []
    today = clock.today()
    for tier in RANKED_TIERS:
        for row in store.index.list(tier=tier):
            if time.monotonic() > deadline:
                return out
            if row.confidence >= LOW or row.id in skip or \
                    str(row.fields.get("kind") or "") == "skill":
                continue
            age = C.age_days(row.last_touched, today)
            if age is not None and age >= STALE_DAYS:
                out.append(archive(store, row, {"why": "stale", "days": age,
                                                "confidence": row.confidence,
                                                "last_touched": row.last_touched}, dry=dry))
    return out


_PROVENANCE = re.compile(r"<!--.*?-->|`[^`\n]*`|\b\d{4}-\d{2}-\d{2}\b", re.DOTALL)


def _undated(text: str) -> str:
    """The claim of a text without its provenance (dates, record references in code spans,
    ledgers in comments): when and where a record was seen is not what it says, and two lessons
    seen on different days do not contradict each other by that."""
    return _PROVENANCE.sub("", text)


def contradicted(store: Store, *, dry: bool, deadline: float,
                 skip: frozenset[str] = frozenset()) -> list[C.Change]:
    """Records a clearly more confident record of the ranked tiers contradicts."""
    out: list[C.Change] = []
    floor = admission_config(store).contradiction_confidence
    store.index.refresh()
    for tier in RANKED_TIERS:
        for row in store.index.list(tier=tier):
            if time.monotonic() > deadline:
                return out
            if row.id in skip:
                continue
            text = _undated(body_of(row.path))
            linked = {str(link) for link in row.fields.get("links") or []}
            near = [n._replace(text=_undated(n.text))
                    for n in neighbours(store.index, text, k=5, exclude_id=row.id,
                                        refresh=False)
                    if n.tier in RANKED_TIERS and f"{n.tier}/{n.id}" not in linked
                    and n.confidence >= max(floor, row.confidence + CONTRADICTION_MARGIN)]
            found = contra.check(text, near, min_confidence=floor) if near else None
            if found is None:
                continue
            other = f"{found.tier}/{found.record_id}"
            if _demotions(store, row.id, "contradicted", other):
                continue
            out.append(demote(store, row, {"why": "contradicted", "ids": [other],
                                           "how": found.how, "detail": found.detail[:200]},
                              dry=dry))
    return out
