"""The lesson audit: is a correction a repeat of a lesson we already hold, or a new one?

A lesson is about what the human said. It keeps the human's words (its quote), `entities`, what
those words name (packages, paths, commands) and the entities of the agent's action when the
words speak of it, and `avoid`, those action entities only: an action the human does not refer
to (a test run before "don't use pip, use uv") is nothing to avoid. A later correction is a
violation of a lesson when it shares that lesson's subject: the entities named and the specific
words (by stem) of its quote, whatever the wording, the language of the sentence around the
identifiers or the agent's action before it; the action is supporting evidence only, when the
words speak of it (see `matching_lessons`). A repeat of a lesson that was archived (demoted for
its violations) restores it and is counted there. A violation bumps the lesson's
`violations.count` under the store's lock, sets its `last_session` and links the day's trace.
No match makes a new lesson candidate in `_drafts/` for the admission gate, with its
provenance (session id, turn uuid, quote, the agent's action, the episodic trace it is quoted
in, the CLAUDE.md rule it restates).

One turn may count as both: it violates a lesson and, in a part that does not restate it, names
an entity the lesson does not hold (a path, a package, a command). A restatement in other words
names nothing new, so it is a violation only: the lesson is counted again, never stored twice.
Stated preferences ("I prefer ...", "please always ...") go to the personalized tier
(`queue_preference`).
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


SHARED = 2     # keys (entities, stems) a repeat shares with the correction a lesson came from
SHARE = 0.3    # ... and at least this part of the smaller of the two
# Words that say when or how often, not what about: two corrections sharing them are not alike.
_VAGUE_WORDS = """before after first last next while until since once twice later earlier
every maybe other another without within through during against between because"""
_VAGUE = frozenset(_VAGUE_WORDS.split())
_SAID = re.compile(r'(?:The user said|Why|As the principal put it): "(.*)"')


def subject(text: str) -> set[str]:
    """What a correction is about, as keys two wordings of it share: the entities its words
    name (`=pip`, `=src/app.py`: read the same in every language) and the first five letters
    of its specific words that are not part of one ("committing" and "commit" are `commi`).
    Complaint words ("again", "told", "please") and words of time or frequency are no part
    of it."""
    from memory_engine.admission.features import STOPWORDS
    from memory_engine.reflexion.situation import entities_in

    named = entities_in(text[:TEXT_CHARS])
    keys = {f"={e}" for e in named}
    parts = {p for e in named for p in re.findall(r"[^\W_]+", normalise(e))}
    for word in news(text, []):
        if word not in _VAGUE and word not in STOPWORDS and word not in parts:
            keys.add((word[:-1] if len(word) > 4 and word.endswith("s") else word)[:STEM])
    return keys


def same_subject(turn: set[str], lesson: set[str]) -> bool:
    """Do two corrections speak of the same thing? SHARED keys in common at least, and a
    good part (SHARE) of the shorter one's."""
    shared = turn & lesson
    return len(shared) >= SHARED and len(shared) >= SHARE * min(len(turn), len(lesson))


class _Held:
    """A lesson as the audit compares it: the subject of the correction it came from (its
    quote), and the entities of the agent's action that correction spoke of (`avoid`)."""

    __slots__ = ("avoid", "id", "subject")

    def __init__(self, record_id: str, body: str, avoid: list[Any], entities: list[Any]) -> None:
        self.id = record_id
        quoted = _SAID.search(body or "")
        quote = quoted.group(1) if quoted else ""
        self.subject = subject(quote) if quote else {f"={str(e).lower()}" for e in entities}
        self.avoid = [str(e).lower() for e in avoid]

    def repeated_by(self, turn: set[str], action: str, speaks_of_action: bool) -> bool:
        """The turn says what the lesson's correction said (its subject), or the agent's action
        repeats what the lesson avoids while the words speak of that action and share part of
        the subject (or say nothing specific at all: the action is then all it can be about)."""
        if same_subject(turn, self.subject):
            return True
        repeats = bool(action) and any(_names(action, e) for e in self.avoid)
        return repeats and ((speaks_of_action and bool(turn & self.subject)) or not turn)


def matching_lessons(store: Store, text: str, action: str = "") -> list[str]:
    """Lessons and rules this correction is a repeat of.

    A lesson is matched by what its correction said, not by the agent's action: the turn and
    the lesson's quote share their subject (entities named, specific words by stem; see
    `subject`), so a repeat in other words, in another language's identifiers or after another
    action is the same lesson, and a complaint about pip after a test run is not a repeat of a
    lesson about the tests. The action is supporting evidence only (see `_Held.repeated_by`).
    Rules without a quote or entities (written by hand) match on their triggers, as before.
    """
    out: list[str] = []
    for row in store.index.rules_matching(f"{text}\n{action}" if action else text):
        if str(row.fields.get("kind") or "rule") not in AUDITED_KINDS:
            continue
        held = _held_row(store, row.id)
        if held is not None and not held.subject and not held.avoid and any(
                trigger_matches(str(p), text) for p in row.fields.get("trigger") or []):
            out.append(row.id)
    turn, speaks = _turn(text, action)
    for row in store.index.list(tier=T.PROCEDURAL):
        if row.id in out or str(row.fields.get("kind") or "rule") not in AUDITED_KINDS:
            continue
        held = _held_row(store, row.id)
        if held is not None and (held.subject or held.avoid) and held.repeated_by(
                turn, action.lower(), speaks):
            out.append(row.id)
    return out


def _turn(text: str, action: str) -> tuple[set[str], bool]:
    """A correction's subject, and whether its words speak of the agent's action."""
    from memory_engine.reflexion.situation import of_action, relates

    return subject(text), bool(action) and relates(text, of_action(action), action)


def _held_row(store: Store, record_id: str) -> _Held | None:
    try:
        record = store.load(record_id)
    except Exception:
        return None
    return _Held(record_id, record.body, list(record.extra.get("avoid") or []),
                 list(record.extra.get("entities") or []))


def archived_lessons(store: Store) -> list[_Held]:
    """The lessons archived (demoted away, forgotten) and not live again: the last archived
    copy of each."""
    from memory_engine.records.fileformat import loads

    folder = store.config.archive_dir / T.PROCEDURAL
    latest: dict[str, Any] = {}
    for path in sorted(folder.glob("*.md")) if folder.is_dir() else []:
        rid = path.name[:-3].split("--", 1)[0]
        latest[rid] = path  # the stamp sorts by time: the last one wins
    out: list[_Held] = []
    for rid, path in latest.items():
        if store.index.get(rid) is not None:
            continue
        try:
            meta, body = loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        if str(meta.get("kind") or "rule") != "lesson":
            continue
        out.append(_Held(rid, body, list(meta.get("avoid") or []),
                         list(meta.get("entities") or [])))
    return out


def repeated_lessons(store: Store, text: str, action: str, session_id: str) -> list[str]:
    """The lessons this correction repeats (`matching_lessons`); when no live lesson does (a
    rule may), an archived lesson it repeats is restored (a new version in its history), so
    the repeat is counted on that lesson instead of being stored as a second copy of it."""
    found = matching_lessons(store, text, action)
    if any(str(r.fields.get("kind") or "") == "lesson"
           for r in (store.index.get(rid) for rid in found) if r is not None):
        return found
    from memory_engine.storage.store import StoreError

    turn, speaks = _turn(text, action)
    for held in archived_lessons(store):
        if not held.repeated_by(turn, action.lower(), speaks):
            continue
        try:
            store.restore(held.id, source=f"repeated in session {session_id}")
        except (StoreError, ValueError):
            continue
        found.append(held.id)
    return found


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
    commands, code) none of them holds, in a part of the turn (a clause) that does not restate
    them. A restatement in other words adds nothing ("run pytest before committing" after a
    lesson on testing before a commit), so a repeat counts as a violation of the lesson, never
    as a second copy of it."""
    from memory_engine.reflexion.prescribe import clauses
    from memory_engine.reflexion.situation import entities_in

    known = " ".join(lesson_words(store, lesson) for lesson in lessons).lower()
    held = [h for h in (_held_row(store, rid) for rid in lessons) if h is not None]
    said = set().union(*(h.subject for h in held)) if held else set()
    out: list[str] = []
    for clause in clauses(turn_text[:TEXT_CHARS]):
        if subject(clause) & said:  # this part of the turn restates the lesson
            continue
        out.extend(e for e in entities_in(clause) if e not in known and e not in out)
    return out[:8]


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
    from memory_engine.reflexion.situation import entities_in

    trace_id = record_id(day, session_id)
    trace = f"{T.EPISODIC}/{trace_id}"
    human = "" if correction.quote.startswith("[") else correction.quote
    about = prescribe.make_lesson(correction, day=day.isoformat(), session_id=session_id)
    rule, rule_source = find_rule(project, human, entities_in(human) + about.avoid)
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
    avoid = lesson.avoid  # only what of the agent's action the human's words speak of
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


def strengthen_preference(store: Store, text: str, session_id: str,
                          day: dt.date) -> str | None:
    """A preference said again (`preferences.restated`): its record gets one more observation
    and this session as a source, and is touched today; returns its id (None when the
    statement restates no record)."""
    from memory_engine.reflexion import preferences

    record_id = preferences.restated(store, text, preferences.domain_of(text))
    if record_id is None:
        return None

    def bump(record: Record) -> Record:
        record.observations += 1
        record.last_touched = max(record.last_touched, day)
        if session_id not in record.source:
            record.source.append(session_id)
        return record

    store.update(record_id, bump, op="strengthen", source=f"session {session_id}")
    return record_id


def queue_preference(store: Store, text: str, uuid: str, session_id: str, day: dt.date,
                     transcript: str, action: str = "", context: list[str] | None = None) -> str:
    """A stated preference of the principal as a personalized candidate, under its domain;
    `action`: the agent's action its words speak of (`preferences.action_spoken_of`), whose
    kinds of work it carries; `context`: the session's work before it (`HumanTurn.context`),
    whose kinds and terms it carries after its own."""
    from memory_engine.admission import queue as drafts
    from memory_engine.reflexion import preferences
    from memory_engine.reflexion.episodic import record_id

    trace_id = record_id(day, session_id)
    trace = f"{T.EPISODIC}/{trace_id}"
    domain = preferences.domain_of(text)
    body = preferences.preference_text(text, domain, day.isoformat(), session_id, action,
                                       context or [])
    provenance = {"episodic": trace, "episodic_id": trace_id, "session": session_id,
                  "session_id": session_id, "turn_uuid": uuid, "transcript": transcript,
                  "quote": preferences.statement(text),
                  # judged by its statement alone (see admission.queue.judged_text): the
                  # "About" gloss is the same for every preference of the domain, and the
                  # "Seen" line is provenance; neither says what this person wants
                  "content": preferences.headline(text, domain)}
    fields = {"principal": "user", "domain": domain, "links": [trace]}
    draft_id: str = drafts.queue_candidate(
        store, tier=T.PERSONALIZED, text=body,
        topic=preferences.topic_of(text, domain, action, context or []), source="reflexion",
        provenance=provenance,
        fields=fields)
    return draft_id
