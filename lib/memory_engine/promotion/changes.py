"""How promotion writes: through the admission gate, then the store, with the evidence in history.

Every promotion, demotion, merge and link repair is one `Store.write` / `Store.update` /
`Store.forget` whose history `source` is `"<op> <evidence JSON>"`: `memengine history ID` shows
why a record changed and `memengine restore ID` undoes it. New records are judged by the gate in
full (a pattern that contradicts a confident record, or says nothing, does not get in); a change
to an existing record is maintenance and is judged on the hard checks only (schema, secrets,
injection), as the gate does for any maintenance write.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from memory_engine.admission.gate import Submission, Target, admit
from memory_engine.records import tiers as T
from memory_engine.records.types import Record
from memory_engine.storage.store import Store

EVIDENCE_IDS = 20  # ids kept in a history source; the counts say how many there were in all


@dataclass
class Change:
    """One promotion, demotion or repair, planned (dry run) or done."""

    action: str                    # promote | reinforce | demote | archive | merge | link | held
    frm: list[str]                 # "tier/id" of what it comes from
    to: str                        # "tier/id" it leads to ("_archive/<tier>/<id>" when archived)
    evidence: dict[str, Any] = field(default_factory=dict)
    done: bool = False
    note: str = ""

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"action": self.action, "from": self.frm, "to": self.to,
                               "evidence": self.evidence, "done": self.done}
        if self.note:
            out["note"] = self.note
        return out


def ref(record: Record | Any) -> str:
    return f"{record.tier}/{record.id}"


def source_of(op: str, evidence: dict[str, Any]) -> str:
    """The history source of a change: the op and its evidence, ids capped, counts whole."""
    capped = {k: (v[:EVIDENCE_IDS] if isinstance(v, list) else v) for k, v in evidence.items()}
    return f"{op} {json.dumps(capped, separators=(',', ':'), sort_keys=True, default=str)}"


class Refused(Exception):
    """The gate refused a change; the message is its verdict."""


def gate_new(store: Store, record: Record, source: str) -> Any:
    """The gate's full verdict on a new record (the Assessment); never writes."""
    from memory_engine.records.recordio import render

    path = store.record_path(record)
    bucket = str(getattr(record, "bucket", "")) if record.tier == T.ENVIRONMENT else None
    return admit(store, render(record), target=Target(record.tier, path=str(path), bucket=bucket),
                 submission=Submission(topic=record.topic, source=source))


def _gate_existing(store: Store, record: Record, source: str) -> None:
    from memory_engine.records.recordio import render

    path = store.record_path(record)
    bucket = str(getattr(record, "bucket", "")) if record.tier == T.ENVIRONMENT else None
    verdict = admit(store, render(record),
                    target=Target(record.tier, path=str(path), bucket=bucket, existing=True),
                    submission=Submission(topic=record.topic, source=source))
    if verdict.decision != "apply":
        raise Refused(verdict.message)


def create(store: Store, record: Record, op: str, evidence: dict[str, Any]) -> None:
    """Write a new record the gate has already admitted (see `gate_new`)."""
    store.write(record, create=True, op=op, source=source_of(op, evidence))


def update(store: Store, record_id: str, change: Callable[[Record], None], op: str,
           evidence: dict[str, Any]) -> Record:
    """Read-modify-write one record under its lock; the new state passes the gate's hard
    checks before it is written (a refusal raises `Refused` and writes nothing)."""

    def guarded(current: Record) -> Record:
        change(current)
        _gate_existing(store, current, "promotion")
        return current

    return store.update(record_id, guarded, op=op, source=source_of(op, evidence))


def archive(store: Store, record_id: str, op: str, evidence: dict[str, Any]) -> str:
    """Forget (archive) a record; its last state stays in history for `memengine restore`."""
    dest = store.forget(record_id, reason=source_of(op, evidence))
    return str(dest) if dest else ""


def age_days(day: object, today: Any) -> int | None:
    """Days from an ISO date (a row's `last_touched`) to `today`; None when it is not a date."""
    import datetime as dt

    try:
        return int((today - dt.date.fromisoformat(str(day)[:10])).days)
    except ValueError:
        return None


def add_link(record: Record, link: str) -> bool:
    if link in record.links:
        return False
    record.links.append(link)
    return True


def linker(link: str) -> Callable[[Record], None]:
    """A change that adds `link` to a record (for `update`)."""

    def change(record: Record) -> None:
        add_link(record, link)

    return change
