"""Daily consolidation: merge near-duplicates, repair links, decay stale confidence.

- Near-duplicates: two records of the same ranked tier (semantic, procedural rules and lessons)
  at similarity >= MERGE_SIMILARITY that pick no different value (`contradiction.differs`) are
  one: the keeper (more observations, then confidence, then the older) takes the other's
  observations, sources, links (and, for promoted patterns, its evidence ledger); the other is
  archived with the keeper's name as the reason, and links to it are pointed at the keeper.
- Links are two-way (SPEC 5): a record that links another which does not link it back gets the
  back-link. A link to a record that was archived (forgotten, demoted out, merged away without a
  keeper) is taken out of the record that holds it, as a version of its own that names the link
  and the archived copy (`memengine restore` puts it back); a link to a record that exists
  nowhere, not even in the archive, is reported, never dropped: it may name a record a pull
  request has not brought yet.
- Decay: a record untouched for more than DECAY_AFTER days loses DECAY_FACTOR of its confidence
  per DECAY_AFTER days beyond that. How many steps a record already took is read from its last
  `decay` version (which names the `last_touched` it decayed from), so a run is idempotent and
  a record touched since starts afresh.

Every change goes through `promotion.changes` (gate, store, history with evidence).
"""

from __future__ import annotations

import json
import time
from typing import Any

from memory_engine import clock
from memory_engine.admission.contradiction import differs
from memory_engine.admission.similarity import neighbours
from memory_engine.index.rows import Row
from memory_engine.promotion import changes as C
from memory_engine.promotion.evidence import body_of, ledger, ledger_line
from memory_engine.records import tiers as T
from memory_engine.records.types import Record
from memory_engine.storage.store import Store

MERGE_SIMILARITY = 0.8
DECAY_AFTER = 30
DECAY_FACTOR = 0.9
FLOOR = 0.05
MERGED_TIERS = (T.SEMANTIC, T.PROCEDURAL)
DECAYED_TIERS = (T.SEMANTIC, T.PROCEDURAL, T.ENVIRONMENT)


def run(store: Store, budget: float) -> tuple[bool, dict[str, Any]]:
    deadline = time.monotonic() + budget
    store.index.refresh()
    merged = merge_duplicates(store, deadline)
    moved = {c.frm[0]: c.to for c in merged}
    links, dangling = repair_links(store, deadline, moved)
    decayed = decay(store, deadline)
    summary = {"merged": [f"{c.frm[0]} -> {c.to}" for c in merged], "links_added": links,
               "dangling": dangling[:20], "dangling_count": len(dangling),
               "decayed": [c.to for c in decayed]}
    return time.monotonic() <= deadline, summary


def _keeper(a: Row, b: Row) -> tuple[Row, Row]:
    def rank(r: Row) -> tuple[Any, ...]:
        return (-r.observations, -r.confidence, r.created or "9999", r.id)

    return (a, b) if rank(a) <= rank(b) else (b, a)


def merge_duplicates(store: Store, deadline: float) -> list[C.Change]:
    out: list[C.Change] = []
    gone: set[str] = set()
    for tier in MERGED_TIERS:
        for row in store.index.list(tier=tier):
            if time.monotonic() > deadline:
                return out
            if row.id in gone or str(row.fields.get("kind") or "") == "skill":
                continue
            text = body_of(row.path)
            for near in neighbours(store.index, text, k=3, exclude_id=row.id, refresh=False):
                if (near.tier != tier or near.id in gone or near.similarity < MERGE_SIMILARITY
                        or differs(text, near.text, any_new_value=True) is not None):
                    continue
                other = store.index.get(near.id)
                if other is None or str(other.fields.get("kind") or "") == "skill":
                    continue
                if f"{tier}/{other.id}" in (row.fields.get("links") or []):
                    continue  # linked on purpose (a rule and what it was promoted from)
                keep, drop = _keeper(row, other)
                out.append(_merge(store, keep, drop, near.similarity))
                gone.add(drop.id)
                break
    return out


def _merge(store: Store, keep: Row, drop: Row, similarity: float) -> C.Change:
    dropped = store.load(drop.id)
    here, there = f"{keep.tier}/{keep.id}", f"{drop.tier}/{drop.id}"
    evidence = {"merged": [there], "similarity": round(similarity, 3),
                "observations": [keep.observations, dropped.observations]}

    def fold(record: Record) -> None:
        record.observations += dropped.observations
        record.confidence = max(record.confidence, dropped.confidence)
        record.last_touched = max(record.last_touched, dropped.last_touched)
        for s in dropped.source:
            if s not in record.source:
                record.source.append(s)
        for link in dropped.links:
            if link != here:
                C.add_link(record, link)
        mine, theirs = ledger(record.body), ledger(dropped.body)
        if mine and theirs:
            union = dict(mine)
            for key in ("traces", "lessons", "records", "seen"):
                union[key] = sorted({str(x) for side in (mine, theirs)
                                     for x in _listed(side.get(key))})
            record.body = record.body.replace(ledger_line(mine), ledger_line(union))

    C.update(store, keep.id, fold, "merge", evidence)
    C.archive(store, drop.id, "merge", {"into": here, "similarity": round(similarity, 3)})
    return C.Change("merge", [there], here, evidence, done=True)


def _listed(value: object) -> list[object]:
    return list(value) if isinstance(value, list) else []


def _target(link: str) -> tuple[str, str]:
    tier, _, rest = str(link).partition("/")
    return tier, rest.rsplit("/", 1)[-1]


def repair_links(store: Store, deadline: float,
                 moved: dict[str, str]) -> tuple[int, list[str]]:
    """Add every missing back-link (and point links at merged records to their keeper)."""
    store.index.refresh()
    rows = {f"{r.tier}/{r.id}": r for r in store.index.list()}
    wanted: dict[str, set[str]] = {}   # record ref -> links it must gain
    renamed: dict[str, dict[str, str]] = {}  # record ref -> {old link: new link}
    archived: dict[str, dict[str, str]] = {}  # record ref -> {link: its archived copy}
    dangling: list[str] = []
    for ref, row in rows.items():
        for link in row.fields.get("links") or []:
            link = str(link)
            if link in moved:
                renamed.setdefault(ref, {})[link] = moved[link]
                link = moved[link]
            tier, rid = _target(link)
            key = f"{tier}/{rid}"
            target = rows.get(key)
            if target is None:
                copies = store.archived_copies(rid) if rid else []
                if copies:
                    archived.setdefault(ref, {})[link] = copies[-1].name
                else:
                    dangling.append(f"{ref} -> {link}")
                continue
            if key != ref and ref not in (target.fields.get("links") or []):
                wanted.setdefault(key, set()).add(ref)
    added = 0
    for ref in sorted(set(wanted) | set(renamed) | set(archived)):
        if time.monotonic() > deadline:
            break
        gain, swap = sorted(wanted.get(ref, set())), renamed.get(ref, {})
        gone = archived.get(ref, {})

        def fix(record: Record, gain: list[str] = gain, swap: dict[str, str] = swap,
                gone: dict[str, str] = gone) -> None:
            record.links = list(dict.fromkeys(swap.get(link, link) for link in record.links
                                              if link not in gone))
            for link in gain:
                C.add_link(record, link)

        evidence: dict[str, Any] = {"added": gain, "renamed": sorted(swap.items())}
        if gone:
            evidence["removed"] = sorted(gone.items())  # the link, and the archived copy
        C.update(store, rows[ref].id, fix, "link", evidence)
        added += len(gain)
    return added, dangling


def _decayed_steps(store: Store, record_id: str, last_touched: str) -> int:
    for version in reversed(store.history(record_id)):
        if version.op != "decay":
            continue
        try:
            evidence = json.loads(version.source.split(" ", 1)[1])
        except (IndexError, ValueError):
            return 0
        if isinstance(evidence, dict) and evidence.get("last_touched") == last_touched:
            return int(evidence.get("steps") or 0)
        return 0
    return 0


def decay(store: Store, deadline: float) -> list[C.Change]:
    out: list[C.Change] = []
    today = clock.today()
    for tier in DECAYED_TIERS:
        for row in store.index.list(tier=tier):
            if time.monotonic() > deadline:
                return out
            age = C.age_days(row.last_touched, today)
            if age is None or age <= DECAY_AFTER or row.confidence <= FLOOR:
                continue
            due = (age - DECAY_AFTER - 1) // DECAY_AFTER + 1
            done = _decayed_steps(store, row.id, str(row.last_touched)[:10])
            if due <= done:
                continue
            before = float(row.confidence)
            after = round(max(FLOOR, before * DECAY_FACTOR ** (due - done)), 3)
            evidence = {"days": age, "steps": due, "last_touched": str(row.last_touched)[:10],
                        "confidence": [before, after]}

            def lower(record: Record, after: float = after) -> None:
                record.confidence = after

            C.update(store, row.id, lower, "decay", evidence)
            out.append(C.Change("decay", [f"{tier}/{row.id}"], f"{tier}/{row.id}", evidence,
                                done=True))
    return out
