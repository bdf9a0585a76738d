"""The lesson audit: is a correction a repeat of a lesson we already hold, or a new one?

A lesson reflexion wrote keeps what it turns on: `avoid`, the entities of the agent's action
that was corrected (the command, the package, the path), and `entities`, those and what the
human wanted instead. A later correction is a violation of that lesson when the agent's action
repeats what it should avoid or the human's words name one of its entities (candidates come
from the index's trigger match; rules written by hand, without entities, match on their
triggers). A violation bumps the lesson's `violations.count` under the store's lock, sets its
`last_session` and links the day's trace. No match makes a new lesson candidate in `_drafts/`
for the admission gate, with its provenance (session id, turn uuid, quote, the agent's action,
the episodic trace it is quoted in, the CLAUDE.md rule it restates).

One turn may count as both: it violates a lesson and names an entity the lesson does not hold
(a path, a package, a command). A restatement in other words names nothing new, so it is a
violation only: the lesson is counted again, never stored twice. Stated preferences ("I prefer
...", "please always ...") go to the personalized tier (`queue_preference`).
"""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from memory_engine import clock
from memory_engine.index.rows import trigger_matches
from memory_engine.records import tiers as T
from memory_engine.records.types import ProceduralRecord, Record
from memory_engine.reflexion import prescribe
from memory_engine.reflexion.corrections import Correction
from memory_engine.storage.store import Store
from memory_engine.text import normalise

AUDITED_KINDS = ("rule", "lesson")
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


def matching_lessons(store: Store, text: str, action: str = "") -> list[str]:
    """Lessons and rules this correction is a repeat of.

    A lesson reflexion wrote keeps the entities it turns on: `avoid` (what the agent did:
    the command, package, path) and `entities` (those and what the human wanted instead). A
    correction repeats it when the agent's action repeats what it should avoid, or when the
    human's words name one of its entities; the stock wording of lessons never decides. Rules
    without entities (written by hand) match on their triggers, as before.
    """
    rows = store.index.rules_matching(f"{text}\n{action}" if action else text)
    out: list[str] = []
    text_lower, action_lower = text.lower(), action.lower()
    for row in rows:
        if str(row.fields.get("kind") or "rule") not in AUDITED_KINDS:
            continue
        try:
            record = store.load(row.id)
        except Exception:
            continue
        avoid = [str(e).lower() for e in record.extra.get("avoid") or []]
        named = [str(e).lower() for e in record.extra.get("entities") or []]
        if not avoid and not named:
            if any(trigger_matches(str(p), text) for p in row.fields.get("trigger") or []):
                out.append(row.id)
            continue
        if (action_lower and any(_names(action_lower, e) for e in avoid)) or any(
                _names(text_lower, e) for e in named):
            out.append(row.id)
    return out


def _names(text: str, entity: str) -> bool:
    """Does `text` name `entity` whole: `pytest` in "run pytest -q", `__snapshots__` in a path
    through that folder, `main` not in "domain"."""
    if not entity:
        return False
    return re.search(r"(?<![\w.-])" + re.escape(entity) + r"(?![\w])", text) is not None


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
    """What the turn names that the violated lessons do not: entities (paths, packages,
    commands, code) none of them holds. A restatement in other words adds nothing, so a
    repeat counts as a violation of the lesson, never as a second copy of it."""
    from memory_engine.reflexion.situation import entities_in

    known = " ".join(lesson_words(store, lesson) for lesson in lessons).lower()
    return [e for e in entities_in(turn_text[:TEXT_CHARS]) if e not in known][:8]


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
                    adds: list[str] | None = None, project: str = "") -> str:
    """A new lesson candidate in `_drafts/`; returns its draft id.

    `violates`: lessons the same turn violated (the candidate is what it says beyond them, and
    links to them); `adds`: the entities it names that they do not. `project`: the folder the
    session ran in, whose CLAUDE.md rule the correction may restate.
    """
    from memory_engine.admission import queue as drafts
    from memory_engine.reflexion.episodic import record_id
    from memory_engine.reflexion.rules import find_rule
    from memory_engine.reflexion.situation import entities_in, of_action

    trace_id = record_id(day, session_id)
    trace = f"{T.EPISODIC}/{trace_id}"
    human = "" if correction.quote.startswith("[") else correction.quote
    rule, rule_source = find_rule(project, human, entities_in(human)
                                  + of_action(correction.action).entities)
    lesson = prescribe.make_lesson(correction, day=day.isoformat(), session_id=session_id,
                                   rule=rule, rule_source=rule_source)
    provenance: dict[str, Any] = {
        # the trace quoting this turn is the candidate's evidence, never a rival record:
        # `episodic` is its "tier/id", as the admission gate compares it
        "episodic": trace, "episodic_id": trace_id,
        "session": session_id, "session_id": session_id, "turn_uuid": correction.uuid,
        "turn": correction.turn, "quote": correction.quote, "signal": correction.signal,
        "transcript": transcript, "action": correction.action,
        "content": lesson.content,  # judged without the frame (see admission.queue)
    }
    if rule:
        provenance["rule"] = {"source": rule_source, "text": rule}
    if correction.timestamp:
        provenance["observed_at"] = correction.timestamp
    violates = list(violates or [])
    if violates:
        provenance["violates"] = [f"{T.PROCEDURAL}/{lesson_id}" for lesson_id in violates]
        provenance["adds"] = list(adds or [])
    avoid = [e.lower() for e in prescribe.situation_of(correction).entities]
    fields: dict[str, Any] = {
        "kind": "lesson", "trigger": lesson.trigger, "severity": "medium",
        "links": [trace] + [f"{T.PROCEDURAL}/{lesson_id}" for lesson_id in violates],
        "entities": lesson.entities, "avoid": avoid,
    }
    text = lesson.body
    if violates:
        text += (f"\nIt goes beyond {', '.join(violates)} (violated by the same turn): it also "
                 f"concerns {', '.join((adds or [])[:8])}.")
    draft_id: str = drafts.queue_candidate(store, tier=T.PROCEDURAL, text=text,
                                           topic=lesson.topic, source="reflexion",
                                           provenance=provenance, fields=fields)
    return draft_id


def queue_preference(store: Store, text: str, uuid: str, session_id: str, day: dt.date,
                     transcript: str) -> str:
    """A stated preference of the principal as a personalized candidate, under its domain."""
    from memory_engine.admission import queue as drafts
    from memory_engine.reflexion import preferences
    from memory_engine.reflexion.episodic import record_id

    trace_id = record_id(day, session_id)
    trace = f"{T.EPISODIC}/{trace_id}"
    domain = preferences.domain_of(text)
    body = preferences.preference_text(text, domain, day.isoformat(), session_id)
    provenance = {"episodic": trace, "episodic_id": trace_id, "session": session_id,
                  "session_id": session_id, "turn_uuid": uuid, "transcript": transcript,
                  "quote": preferences.statement(text),
                  # judged without its "Seen" line (see admission.queue.judged_text)
                  "content": body.rsplit("\nSeen ", 1)[0]}
    fields = {"principal": "user", "domain": domain, "links": [trace]}
    draft_id: str = drafts.queue_candidate(
        store, tier=T.PERSONALIZED, text=body,
        topic=f"preference-{domain}", source="reflexion", provenance=provenance, fields=fields)
    return draft_id
