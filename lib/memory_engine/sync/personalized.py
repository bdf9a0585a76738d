"""`sync-personalized`: import the harness's auto-memory notes into the matching tier.

user and feedback notes are preferences of this principal: personalized tier (domains
`user-profile` and `working-style`); project and reference notes are facts about the work:
semantic tier. Each note becomes the record `cc-<type>-<file stem>`, which keeps where it came
from (`imported_from`: the note's path and SHA-256) so that

- a second run imports nothing: a record whose hash matches is left alone;
- an edited note updates its record (op "sync", the previous version kept in its history);
- a note is judged by `admission.gate.admit` like any write: secrets, injected instructions and
  broken records are refused; a note below the score, or one restating what memory already holds,
  is reported and left out (and judged again on the next run).

The harness's folder is only read.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from memory_engine.records import tiers as T
from memory_engine.sync.harness import Note, memory_dir, notes

if TYPE_CHECKING:
    from memory_engine.records.types import Record
    from memory_engine.storage.store import Store

SOURCE = "claude-code-memory"
TIER_OF = {"user": T.PERSONALIZED, "feedback": T.PERSONALIZED, "project": T.SEMANTIC,
           "reference": T.SEMANTIC}
DOMAIN_OF = {"user": "user-profile", "feedback": "working-style"}


@dataclass
class SyncReport:
    folder: str | None
    dry_run: bool
    entries: list[dict[str, Any]] = field(default_factory=list)

    def add(self, note: Note, action: str, **extra: Any) -> None:
        self.entries.append({"note": str(note.path), "type": note.type, "action": action,
                             **extra})

    def count(self, action: str) -> int:
        return sum(1 for e in self.entries if e["action"] == action)

    def to_dict(self) -> dict[str, Any]:
        actions = ("imported", "updated", "unchanged", "refused", "held", "skipped")
        return {"folder": self.folder, "dry_run": self.dry_run,
                "counts": {a: self.count(a) for a in actions}, "notes": self.entries}


def record_id(note: Note) -> str:
    slug = re.sub(r"[^a-z0-9]+", "-", note.path.stem.lower()).strip("-")[:90] or "note"
    return f"cc-{note.type}-{slug}"


def _text(note: Note) -> str:
    title = note.name.strip() or note.path.stem
    parts = [f"# {title}"]
    if note.description and note.description not in note.body:
        parts.append(note.description)
    if note.body:
        parts.append(note.body)
    return "\n\n".join(parts) + "\n"


def build(note: Note, confidence: float) -> Record:
    from memory_engine.records.types import PersonalizedRecord, SemanticRecord

    assert note.type is not None
    common: dict[str, Any] = {
        "id": record_id(note), "tier": TIER_OF[note.type], "confidence": confidence,
        "topic": re.sub(r"[^a-z0-9]+", "-", note.name.lower()).strip("-")[:60] or note.type,
        "source": [SOURCE, note.path.name], "body": _text(note),
        "extra": {"imported_from": {"path": str(note.path), "sha256": note.sha256,
                                    "type": note.type}}}
    if TIER_OF[note.type] == T.PERSONALIZED:
        return PersonalizedRecord(principal="user", domain=DOMAIN_OF[note.type], **common)
    return SemanticRecord(**common)


def _replacement(record: Record) -> Callable[[Record], Record]:
    """The change `Store.update` applies: the note's new state replaces the record's."""
    return lambda _current: record


def _imported_hash(store: Store, rid: str) -> str | None:
    record = store.load(rid)
    origin = record.extra.get("imported_from")
    return str(origin.get("sha256")) if isinstance(origin, dict) else None


def sync(store: Store, project: Path, *, folder: Path | None = None,
         dry_run: bool = False) -> SyncReport:
    from memory_engine.admission.gate import Submission, Target, admit
    from memory_engine.admission.scoring import HARD_REASONS
    from memory_engine.records.recordio import render

    folder = folder or memory_dir(project)
    report = SyncReport(str(folder) if folder else None, dry_run)
    if folder is None or not folder.is_dir():
        return report
    for note in notes(folder):
        if note.problem is not None or note.type is None:
            report.add(note, "skipped", reason=note.problem)
            continue
        rid = record_id(note)
        row = store.index.get(rid)
        if row is not None and _imported_hash(store, rid) == note.sha256:
            report.add(note, "unchanged", record=f"{row.tier}/{rid}")
            continue
        sub = Submission(topic=None, source=SOURCE,
                         provenance={"path": str(note.path), "sha256": note.sha256})
        record = build(note, 0.8)
        verdict = admit(store, render(record), target=Target(
            record.tier, path=str(store.record_path(record)), existing=row is not None),
            submission=sub)
        where = f"{record.tier}/{rid}"
        if verdict.decision != "apply":
            hard = verdict.reason in HARD_REASONS
            report.add(note, "refused" if hard else "held", record=where,
                       reason=verdict.reason, message=verdict.message)
            continue
        record.confidence = round(max(0.3, min(0.95,
                                               verdict.factors["factual_confidence"].value)), 3)
        action = "updated" if row is not None else "imported"
        if not dry_run:
            why = f"{SOURCE} {note.path.name} sha256:{note.sha256[:12]}"
            if row is None:
                store.write(record, create=True, op="sync", source=why)
            else:
                store.update(rid, _replacement(record), op="sync", source=why)
        report.add(note, action, record=where, message=verdict.message)
    return report
