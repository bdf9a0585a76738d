"""The lesson audit: is a correction a violation of a lesson we already hold, or a new one?

Each correction's text is matched against the `trigger` patterns of the procedural tier's rules
and lessons (`Index.rules_matching`). A match is a violation: the lesson's `violations.count`
goes up under the store's lock, its `last_session` is set, and it links back to the day's trace.
No match makes a new lesson candidate in `_drafts/` for the admission gate, with its provenance
(session id, turn uuid, quote). One turn can count more than once: once per lesson it violates.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

from memory_engine import tiers as T
from memory_engine.corrections import Correction
from memory_engine.records import ProceduralRecord, Record
from memory_engine.reflexion import prescribe
from memory_engine.store import Store

AUDITED_KINDS = ("rule", "lesson")
CANDIDATE_TOPIC = "user-correction"


class DraftsUnavailable(RuntimeError):
    """The admission queue module is not part of this build."""


def matching_lessons(store: Store, text: str) -> list[str]:
    rows = store.index.rules_matching(text)
    return [row.id for row in rows if str(row.fields.get("kind") or "rule") in AUDITED_KINDS]


def record_violation(store: Store, lesson_id: str, session_id: str, day: dt.date) -> int:
    """Count one more violation of `lesson_id`; returns the new count (the recurrence number)."""
    link = f"{T.EPISODIC}/{day.isoformat()}"
    count = 0

    def bump(record: Record) -> Record:
        nonlocal count
        if isinstance(record, ProceduralRecord):
            record.violations.count += 1
            record.violations.last_session = session_id
            count = record.violations.count
        if link not in record.links:
            record.links.append(link)
        record.last_touched = dt.date.today()
        return record

    store.update(lesson_id, bump)
    return count


def queue_candidate(store: Store, correction: Correction, session_id: str, day: dt.date,
                    transcript: str) -> str:
    """A new lesson candidate in `_drafts/`; returns its draft id."""
    try:
        from memory_engine import drafts
    except ImportError as exc:
        raise DraftsUnavailable("memory_engine.drafts is not available; candidates wait in "
                                "the reflexion cursor until it is") from exc
    provenance: dict[str, Any] = {
        "session": session_id, "turn_uuid": correction.uuid, "turn": correction.turn,
        "quote": correction.quote, "signal": correction.signal, "transcript": transcript,
        "episodic": f"{T.EPISODIC}/{day.isoformat()}",
    }
    fields: dict[str, Any] = {
        "kind": "lesson", "trigger": prescribe.trigger_for(correction), "severity": "medium",
        "links": [f"{T.EPISODIC}/{day.isoformat()}"],
    }
    draft_id: str = drafts.queue_candidate(store, tier=T.PROCEDURAL,
                                           text=prescribe.lesson_text(correction),
                                           topic=CANDIDATE_TOPIC, source="reflexion",
                                           provenance=provenance, fields=fields)
    return draft_id
