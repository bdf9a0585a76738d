"""The lesson audit: is a correction a violation of a lesson we already hold, or a new one?

Each correction's text is matched against the `trigger` patterns of the procedural tier's rules
and lessons (`Index.rules_matching`). A match is a violation: the lesson's `violations.count`
goes up under the store's lock, its `last_session` is set, and it links back to the day's trace.
No match makes a new lesson candidate in `_drafts/` for the admission gate, with its provenance
(session id, turn uuid, quote, and the episodic trace it is quoted in).

One turn may count as both. A turn that violates a lesson is also a new candidate when it says
more than the lesson does: at least `NEW_WORDS` specific words (four letters or more, not
function words nor the vocabulary of complaint) that the lesson's text, topic and triggers do
not contain. "Remember the agreements!" against a lesson about re-reading the agreements is a
violation only; "you pushed to main again, and run the tests before committing" against a
lesson about pushing to main is a violation and a candidate about the tests. Not every
violation: a bare reminder would queue a copy of the lesson on every recurrence, which admission
can only reject as a duplicate.
"""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from memory_engine import clock
from memory_engine.records import tiers as T
from memory_engine.records.types import ProceduralRecord, Record
from memory_engine.reflexion import prescribe
from memory_engine.reflexion.corrections import Correction
from memory_engine.storage.store import Store
from memory_engine.text import normalise

AUDITED_KINDS = ("rule", "lesson")
CANDIDATE_TOPIC = "user-correction"
NEW_WORDS = 2
STEM = 5  # words sharing their first five letters are the same word ("committing", "commits")
TEXT_CHARS = 1200
_WORD = re.compile(r"[^\W\d_][\w'-]{3,}")
# Words that say "this is a complaint" or hold a sentence together, in the five languages: they
# never make a turn say more than a lesson.
_COMPLAINT_WORDS = """
wrong again still broke broken break breaks working work works worked told said asked ask
instead please remember stop undo revert never always already actually really think want
wanted need needed thing things doesn't didn't don't isn't wasn't can't won't that's what's
it's you're your just like this that what when then than there their they them these those
have been were will would should could about also only even more some every each here
make made look using used does done doing time times same mean meant sure okay right
such first anything something everything nothing back take into over very much many well
going gonna being
toujours encore pourquoi parce comme avec dans pour mais plus sans cette cela fais faire
fait tout tous veux voulais demande dit j'ai t'as c'est n'est ancora perche come sono questo
quello della anche sempre fatto detto chiesto hai porque como pero para esta este todo otra
sigue dije hiciste quiero immer noch nicht warum dass aber doch schon wieder habe hast bitte
gesagt wollte mach
"""
_COMPLAINT = frozenset(_COMPLAINT_WORDS.split())


def matching_lessons(store: Store, text: str) -> list[str]:
    rows = store.index.rules_matching(text)
    return [row.id for row in rows if str(row.fields.get("kind") or "rule") in AUDITED_KINDS]


def lesson_words(store: Store, lesson_id: str) -> str:
    """Everything a lesson says, normalised: its body, topic and triggers."""
    record = store.load(lesson_id)
    triggers = record.trigger if isinstance(record, ProceduralRecord) else []
    return normalise(" ".join([record.body, record.topic, *triggers]))


def news(turn_text: str, lesson_texts: list[str]) -> list[str]:
    """The turn's specific words that none of the violated lessons contains (by stem)."""
    known = {w.replace("-", "")[:STEM] for text in lesson_texts for w in _WORD.findall(text)}
    out: list[str] = []
    for word in _WORD.findall(normalise(turn_text[:TEXT_CHARS])):
        word = word.strip("'-").replace("-", "")
        if (len(word) < 4 or word in _COMPLAINT or word.startswith("redacted")
                or word[:STEM] in known or word in out):
            continue
        out.append(word)
    return out


def adds_to(store: Store, lessons: list[str], turn_text: str) -> list[str]:
    """The new words when the turn says more than `lessons` do (NEW_WORDS or more), else []."""
    found = news(turn_text, [lesson_words(store, lesson) for lesson in lessons])
    return found if len(found) >= NEW_WORDS else []


def record_violation(store: Store, lesson_id: str, session_id: str, day: dt.date) -> int:
    """Count one more violation of `lesson_id`; returns the new count (the recurrence number)."""
    from memory_engine.reflexion.episodic import record_id

    link = f"{T.EPISODIC}/{record_id(day, session_id)}"
    count = 0

    def bump(record: Record) -> Record:
        nonlocal count
        if isinstance(record, ProceduralRecord):
            record.violations.count += 1
            record.violations.last_session = session_id
            count = record.violations.count
        if link not in record.links:
            record.links.append(link)
        record.last_touched = clock.today()
        return record

    store.update(lesson_id, bump, op="violation", source=f"session {session_id}")
    return count


def queue_candidate(store: Store, correction: Correction, session_id: str, day: dt.date,
                    transcript: str, violates: list[str] | None = None,
                    adds: list[str] | None = None) -> str:
    """A new lesson candidate in `_drafts/`; returns its draft id.

    `violates`: lessons the same turn violated (the candidate is what it says beyond them, and
    links to them); `adds`: the words it says that they do not.
    """
    from memory_engine.admission import queue as drafts
    from memory_engine.reflexion.episodic import record_id

    trace_id = record_id(day, session_id)
    trace = f"{T.EPISODIC}/{trace_id}"
    provenance: dict[str, Any] = {
        # the trace quoting this turn is the candidate's evidence, never a rival record:
        # `episodic` is its "tier/id", as the admission gate compares it
        "episodic": trace, "episodic_id": trace_id,
        "session": session_id, "session_id": session_id, "turn_uuid": correction.uuid,
        "turn": correction.turn, "quote": correction.quote, "signal": correction.signal,
        "transcript": transcript,
    }
    if correction.timestamp:
        provenance["observed_at"] = correction.timestamp
    violates = list(violates or [])
    if violates:
        provenance["violates"] = [f"{T.PROCEDURAL}/{lesson}" for lesson in violates]
        provenance["adds"] = list(adds or [])
    fields: dict[str, Any] = {
        "kind": "lesson", "trigger": prescribe.trigger_for(correction), "severity": "medium",
        "links": [trace] + [f"{T.PROCEDURAL}/{lesson}" for lesson in violates],
    }
    text = prescribe.lesson_text(correction)
    if violates:
        text += (f"\n\nThis goes beyond {', '.join(violates)}, which the same turn violated: "
                 f"it also concerns {', '.join((adds or [])[:8])}.")
    draft_id: str = drafts.queue_candidate(store, tier=T.PROCEDURAL, text=text,
                                           topic=CANDIDATE_TOPIC, source="reflexion",
                                           provenance=provenance, fields=fields)
    return draft_id
