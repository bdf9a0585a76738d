"""One reflexion pass over a session: read what is new, detect, audit, write the trace.

`reflect` is what the Stop hook's background pass (incremental, `final=False`), SessionEnd's
worker and the CLI (`final=True`) call. A pass holds the session's lock from reading the cursor
to saving it. When nothing new needs writing it touches only the cursor file: that is the Stop
hook's fast path. Everything taken from the transcript into memory (quotes, candidates) is
redacted first.
"""

from __future__ import annotations

import datetime as dt
import functools
import re
from collections.abc import Container
from pathlib import Path
from typing import Any

from memory_engine import clock
from memory_engine.reflexion.corrections import Correction, Detector, Lexicon, load_lexicon
from memory_engine.reflexion.cursor import (
    counted_elsewhere,
    load_cursor,
    save_cursor,
    session_lock,
)
from memory_engine.reflexion.transcript import read_transcript
from memory_engine.reflexion.turns import SAID, ReaderState, Reading

_UUID = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$")
_SESSION_FIELD = re.compile(rb'"sessionId":\s*"([A-Za-z0-9._-]{1,120})"')


class Outcome:
    """What a pass found and did; `summary()` is the stable JSON shape other tools read."""

    def __init__(self, session_id: str, transcript: Path, subagent: str | None = None) -> None:
        self.session_id = session_id
        self.transcript = transcript
        self.subagent = subagent
        self.turns_total = 0
        self.turns_captured = 0
        self.corrections: list[Correction] = []
        self.new_corrections = 0
        self.violations: list[dict[str, Any]] = []
        self.candidates: list[str] = []
        self.both: list[dict[str, Any]] = []  # turns counted as a violation and a candidate
        self.draft_entries: list[dict[str, Any]] = []  # the ledger's candidate entries
        self.pending_candidates = 0
        self.episodic: str | None = None
        self.skipped: dict[str, int] = {}
        self.wrote = False
        self.problems: list[str] = []

    def summary(self) -> dict[str, Any]:
        return {
            "session_id": self.session_id,
            "transcript": str(self.transcript),
            "subagent": self.subagent,
            "turns_total": self.turns_total,
            "turns_captured": self.turns_captured,
            "corrections": [self._audited(c) for c in self.corrections],
            "violations": self.violations,
            "candidates": self.candidates,
            "both": self.both,
            "candidates_pending": self.pending_candidates,
            "episodic": self.episodic,
            "skipped": self.skipped,
            "problems": self.problems,
        }

    def _audited(self, correction: Correction) -> dict[str, Any]:
        """A correction with what the audit made of it: lessons violated, candidate queued."""
        out = correction.to_dict()
        out["violated"] = [v["lesson"] for v in self.violations if v["uuid"] == correction.uuid]
        out["candidate"] = next((d["draft"] for d in self.draft_entries
                                 if d["uuid"] == correction.uuid), None)
        return out


def reflect(store_root: Path, transcript: Path, session_id: str | None = None, *,
            final: bool = True, subagent: str | None = None,
            exclude: Container[str] | None = None) -> Outcome:
    """Process what is new in `transcript` for `session_id` (default: read from the file).

    `subagent` names a subagent transcript of that session (its label, e.g. the agent type):
    its structural signals (rejections, interrupts) count as the session's corrections.
    `exclude`: turns other sessions counted (see `read_transcript`); by default, on a main
    transcript's first pass, what the sessions of the same folder counted.
    """
    transcript = Path(transcript)
    if session_id is None:
        session_id = session_id_of(transcript)
    with session_lock(store_root, session_id):
        cursor = load_cursor(store_root, session_id)
        outcome = Outcome(session_id, transcript, subagent)
        stream_key = f"agent:{transcript.name}" if subagent is not None else "main"
        streams: dict[str, Any] = cursor.setdefault("streams", {})
        stream = streams.setdefault(stream_key, {})
        if exclude is None:
            first = subagent is None and not stream.get("reader")
            exclude = (counted_elsewhere(store_root, session_id, transcript.parent)
                       if first else ())
        reader = ReaderState(stream.get("reader"))
        reading = read_transcript(transcript, reader, final=final, exclude=exclude)
        detector = Detector(_Lexicon(store_root), stream.get("detector"))
        main_state = ReaderState(streams.get("main", {}).get("reader")) if subagent else reader
        new = detector.feed(reading.turns, reading.signals)
        if final or subagent is not None:
            new += detector.finish(main_state.turns)
        if subagent is not None:
            for c in new:  # the human reacts in the main transcript; these are the agent's lines
                c.turn = main_state.turns
                c.quote = f"[in subagent {subagent or 'task'}] {c.quote}"
        new = [c for c in new if not _preference_only(c, reading)
               and not _corrects_nothing(c, reading)]
        preferred = _stated_preferences(reading, {c.uuid for c in new}, reader)
        # what the agent did in answer to a turn tells what the turn is about as the work
        # before it does: a preference stated before any work has only that
        said_by = {t.uuid: t.text for t in reading.turns}
        for c in new:
            c.context = answered(c.context, said_by.get(c.uuid, ""), reader.context)
        for t in preferred:
            t.context = answered(t.context, t.text, reader.context)
        # a standing rule of the work stated outright, or stated right after the agent did
        # the work it concerns, teaches a lesson (with a preference beside it when it says how
        # this person wants things: see `_write`)
        rules = {t.uuid for t in preferred if _is_rule(t)}
        new += [_stated_rule(t) for t in preferred if t.uuid in rules]
        preferred = [t for t in preferred if t.uuid not in rules]
        attacks = _attack_requests(reading.turns, [reader.context, *(c.context for c in new),
                                                   *(t.context for t in preferred)])
        reader.context = [c for c in reader.context if c not in attacks]
        if reader.cwd and not cursor.get("project"):
            cursor["project"] = reader.cwd
        if new or preferred:
            texts = {t.uuid: t.text for t in reading.turns}
            _redact(new, texts)
            pending = cursor.setdefault("to_audit", [])
            for c in new:
                c.action, c.claim = _redacted(c.action), _redacted(c.claim)
                # the request becomes a lesson's trigger: kept only as the quote is
                c.request = "" if _injection_kinds(c.request) else _redacted(c.request)
                c.context = _context_of(c.context, attacks)
                pending.append({"uuid": c.uuid, "text": _redacted(texts.get(c.uuid) or c.quote),
                                "action": c.action})
            for turn in preferred:
                from memory_engine.reflexion.preferences import action_spoken_of

                # the action it speaks of, if any: the kinds of work the preference is about
                pending.append({"uuid": turn.uuid, "text": _redacted(turn.text),
                                "preference": True, "action": _redacted(action_spoken_of(
                                    turn.text, turn.action, turn.claim, turn.request)),
                                "context": _context_of(turn.context, attacks)})
            cursor.setdefault("corrections", []).extend(c.to_dict() for c in new)
        reader.last_action = _redacted(reader.last_action) if reader.last_action else ""
        reader.last_claim = _redacted(reader.last_claim) if reader.last_claim else ""
        reader.last_request = _redacted(reader.last_request) if reader.last_request else ""
        stream.update(path=str(transcript), reader=reader.to_dict(),
                      detector=detector.to_state())
        if subagent is None and reading.state.first_ts and not cursor.get("date"):
            cursor["date"] = _local_date(reading.state.first_ts).isoformat()
        if subagent is None:
            cursor["span"] = _span(reading)
        cursor["final"] = bool(cursor.get("final")) or (final and subagent is None)
        outcome.new_corrections = len(new)
        _fill(outcome, cursor)
        must_write = bool(new) or bool(cursor.get("to_audit")) or (
            final and subagent is None and outcome.turns_total > 0 and
            cursor.get("written_turns") != outcome.turns_total)
        try:
            if must_write:
                _write(store_root, cursor, outcome)
        finally:
            # Saved even when writing the trace failed: the drafts already queued are in the
            # ledger, so the next pass retries the trace without queueing them again.
            save_cursor(store_root, session_id, cursor)
        _fill(outcome, cursor)
        return outcome


class _Lexicon:
    """The lexicon, compiled only when a turn needs matching (compiling costs ~50 ms)."""

    def __init__(self, store_root: Path) -> None:
        self.store_root = store_root
        self._lexicon: Lexicon | None = None

    def assess(self, text: str) -> tuple[list[str], list[str]]:
        return self._loaded().assess(text)

    @property
    def model(self) -> Any:
        """The fitted relations model the lexicon files carry (None without one)."""
        return self._loaded().model

    @property
    def ngrams(self) -> Any:
        """The relations model's n-gram part (None without a readable model file)."""
        return self._loaded().ngrams

    def _loaded(self) -> Lexicon:
        if self._lexicon is None:
            self._lexicon = load_lexicon(self.store_root)
        return self._lexicon


def _fill(outcome: Outcome, cursor: dict[str, Any]) -> None:
    main = ReaderState(cursor.get("streams", {}).get("main", {}).get("reader"))
    outcome.turns_total = main.turns
    outcome.turns_captured = main.captured
    outcome.skipped = dict(main.skipped)
    outcome.corrections = [Correction.from_dict(c) for c in cursor.get("corrections", [])]
    turns = {c.uuid: c.turn for c in outcome.corrections}
    ledger = cursor.get("ledger", {})
    outcome.violations = list(ledger.get("violations", []))
    outcome.draft_entries = list(ledger.get("candidates", []))
    outcome.candidates = [c["draft"] for c in outcome.draft_entries]
    outcome.both = [{"uuid": c["uuid"], "turn": turns.get(c["uuid"], 0), "draft": c["draft"],
                     "lessons": list(c["violates"])}
                    for c in outcome.draft_entries if c.get("violates")]
    outcome.pending_candidates = len(cursor.get("to_audit", []))
    if cursor.get("date"):
        from memory_engine.reflexion.episodic import record_id

        day = dt.date.fromisoformat(cursor["date"])
        outcome.episodic = f"episodic/{record_id(day, outcome.session_id)}"


def _write(store_root: Path, cursor: dict[str, Any], outcome: Outcome) -> None:
    """Audit what is pending, then (re)write the session's section of the day's trace."""
    from memory_engine.reflexion import episodic
    from memory_engine.reflexion import lessons as known_lessons
    from memory_engine.storage.store import Store

    day = dt.date.fromisoformat(cursor.get("date") or clock.today().isoformat())
    cursor["date"] = day.isoformat()
    store = Store.open(store_root)
    try:
        written = episodic.section_ledger(episodic.existing_body(store, day, outcome.session_id),
                                          outcome.session_id)
        ledger = cursor["ledger"] = _merge_ledgers(cursor.get("ledger", {}), written)
        done = set(ledger.get("audited", []))
        by_uuid = {c.uuid: c for c in outcome.corrections}
        project = str(cursor.get("project") or "")
        for item in cursor.get("to_audit", []):
            if item.get("preference"):
                if item["uuid"] not in done:
                    _queue_preference(store, item, outcome, day, ledger)
                    ledger["audited"].append(item["uuid"])
                    done.add(item["uuid"])
                continue
            c = by_uuid.get(item["uuid"])
            if c is None or item["uuid"] in done:
                continue
            if "violated" in item:  # counted on an earlier pass; only the candidate was left
                lessons = list(item["violated"])
            else:
                lessons = known_lessons.repeated_lessons(store, item["text"],
                                                         str(item.get("action") or ""),
                                                         outcome.session_id)
                for lesson in lessons:
                    recurrence = known_lessons.record_violation(
                        store, lesson, outcome.session_id, day)
                    ledger["violations"].append({"lesson": lesson, "turn": c.turn,
                                                 "uuid": c.uuid, "recurrence": recurrence})
                item["violated"] = lessons
            adds = known_lessons.adds_to(store, lessons, item["text"]) if lessons else []
            if not lessons or adds:  # a new lesson, or more than the violated ones say
                draft = known_lessons.queue_candidate(store, c, outcome.session_id, day,
                                                      str(outcome.transcript), lessons, adds,
                                                      project=project)
                entry: dict[str, Any] = {"uuid": c.uuid, "draft": draft}
                if lessons:  # ids only: the ledger never holds the turn's words
                    entry["violates"] = lessons
                ledger["candidates"].append(entry)
            from memory_engine.reflexion import preferences

            # "no, commit messages in English"; never from a turn that reads as an attack
            if preferences.how_wanted(item["text"]) and not c.quote.startswith("[quote withheld"):
                spoken = preferences.action_spoken_of(item["text"], c.action, c.claim, c.request)
                _queue_preference(store, dict(item, action=spoken, context=c.context), outcome,
                                  day, ledger)
            ledger["audited"].append(c.uuid)
            done.add(c.uuid)
        cursor["to_audit"] = []
        ledger.update(session=outcome.session_id, turns_total=outcome.turns_total,
                      turns_captured=outcome.turns_captured)
        cursor["ledger"] = ledger
        _fill(outcome, cursor)
        section = episodic.render_section(
            outcome.session_id, {"turns_total": outcome.turns_total,
                                 "turns_captured": outcome.turns_captured,
                                 "span": cursor.get("span", "")},
            outcome.corrections, ledger)
        record_id = episodic.write_section(store, day, outcome.session_id, section)
        outcome.episodic = f"episodic/{record_id}"
        cursor["written_turns"] = outcome.turns_total
        outcome.wrote = True
    finally:
        store.close()


def _turn_of(correction: Correction, reading: Reading) -> Any:
    """The human turn the correction was read from (None when the reading no longer holds it)."""
    return next((t for t in reading.turns if t.uuid == correction.uuid), None)


def _preference_only(correction: Correction, reading: Reading) -> bool:
    """A stated preference before the agent did or said anything ("I prefer type hints, please
    remember that" as the first words) corrects nothing: it is a preference, not a lesson.
    Nor does a turn the relations model alone read as a correction (signal "relation") that
    says in the first person how this person wants things ("c'est bien. pour mes graphiques
    en général : ...", "me gusta. como norma mía: ...") and neither tells the agent what it
    did nor sets itself against its action (`relations.negates_action`)."""
    from memory_engine.reflexion import preferences, relations

    if not set(correction.signals) - _WORDED:
        said = _turn_of(correction, reading)
        if said is not None and takes_the_work_then_wishes(said.text, correction.action,
                                                           correction.claim):
            return True
    if correction.signals == ["relation"]:
        said = _turn_of(correction, reading)
        return (said is not None and preferences.personal(said.text)
                and preferences.is_stated(said.text)
                and not relations.features(said.text).get("you_did")
                and not _against_the_work(said.text, correction.action, correction.request,
                                          correction.claim))
    if correction.action or correction.claim or set(correction.signals) - {"lexical"}:
        return False
    turn = _turn_of(correction, reading)
    if turn is None:
        return False

    # A turn that says what the agent did ("you committed again with failing tests, run the
    # tests before every commit") corrects that act, whatever standing words follow it.
    if relations.features(turn.text).get("you_did"):
        return False
    return preferences.is_stated(turn.text) and not preferences.norm_of_work(turn.text)


# The signals read from a turn's words alone (a trigger, the relations model, a stated rule):
# not the structural ones (an interrupt, a rejected tool use, a repeated request).
_WORDED = frozenset({"lexical", "relation", "stated"})


def takes_the_work_then_wishes(text: str, action: str, claim: str) -> bool:
    """Does the turn take the agent's work (praise or thanks open it and no "but" takes them
    back: `relations` "positive") and then say in the first person how this person wants
    things from now on (`preferences.personal`, `is_stated`), without telling the agent what
    it did nor refusing anything of its action or claim? "nice. one personal thing i like:
    every new module starts with a header comment", "ta ótimo assim. só uma preferência minha
    pra próxima: ..., nunca AutoMapper": nothing is corrected, whatever word of the turn
    reads as a complaint ("instead", a negation of something the agent never did): a
    preference, not a lesson. "works. small thing i care about: use f-strings, not
    str.format" after the agent wrote str.format refuses what it did: a lesson too."""
    from memory_engine.reflexion import preferences, relations
    from memory_engine.reflexion.prescribe import refused_in_words
    from memory_engine.reflexion.situation import entities_in

    if not (text and preferences.personal(text) and preferences.is_stated(text)):
        return False
    found = relations.features(text, action=action, claim=claim)
    if not found.get("positive") or found.get("you_did"):
        return False
    refused = refused_in_words(text, entities_in(text))
    done = f"{action}\n{claim}".lower()
    return not (refused and refused.lower() in done)


def _corrects_nothing(correction: Correction, reading: Reading) -> bool:
    """A report that something does not work (the "unverified" family of corrections), read
    from its words alone, made before the agent did or said anything in the session ("the
    DOI detection doesn't work on springer" as its first words), that says nothing to do: it
    is the task, and corrects no act of the agent's. Its lesson would be the stock line of its
    kind ("check the result yourself"), the same for every such turn. A turn that opens by
    refusing ("no, that's wrong again") answers work the transcript does not show: it stays a
    correction."""
    from memory_engine.reflexion.prescribe import family, wanted_of
    from memory_engine.reflexion.relations import features
    from memory_engine.reflexion.turns import SAID

    if (correction.action or correction.claim or set(correction.signals) - _WORDED
            or any(not act.startswith(SAID) for act in correction.context)
            or family(correction) != "unverified"):
        return False
    said = _turn_of(correction, reading)
    return (said is not None and bool(said.text) and not features(said.text)["opens_no"]
            and not wanted_of(said.text, []))


def _is_rule(turn: Any) -> bool:
    """A stated turn that is a lesson: a norm of the work (`preferences.norm_of_work`), or a
    standing instruction about what the agent has just done (its words speak of the action)
    that is not said in the first person (`preferences.personal`) unless it sets itself
    against what the agent did (`_against_the_work`)."""
    from memory_engine.reflexion import preferences

    if takes_the_work_then_wishes(turn.text, turn.action, turn.claim):
        return False
    if preferences.norm_of_work(turn.text):
        return True
    if not turn.action:
        return False
    # said in the first person of how this person wants things ("so mag ich es: ...", "when
    # you write go tests for me: ..."): a preference, whatever work of the agent's it speaks of
    if preferences.personal(turn.text) and not _against_the_work(
            turn.text, turn.action, turn.request, turn.claim):
        return False
    from memory_engine.reflexion import situation as sit

    where = sit.of_action(turn.action, turn.claim, False)
    return sit.relates(turn.text, where, turn.action, turn.request, turn.claim)


def _against_the_work(text: str, action: str, request: str, claim: str) -> bool:
    """Do the words set themselves against what the agent did or said it did: a negation or
    a redirect about its action, the request it answered, or the words of its claim ("use
    f-strings, not str.format" after "Rewrote it with str.format")? (`relations.negates_action`)"""
    from memory_engine.reflexion.relations import negates_action

    if negates_action(text, action=action, request=request):
        return True
    return bool(claim) and negates_action(text, action=action, request=claim)


def _stated_rule(turn: Any) -> Correction:
    """A turn that states a standing rule of the project's work ("from now on every migration
    needs a Down section"), read as a correction with no action before it: the lesson audit
    then counts it against the lessons held, or queues it as a new one."""
    from memory_engine.reflexion.corrections import quote

    return Correction(uuid=turn.uuid, turn=turn.index, quote=quote(turn.text),
                      signals=["stated"], line=turn.line, timestamp=turn.timestamp,
                      action=turn.action, claim=turn.claim, request=turn.request,
                      context=turn.context)


def _stated_preferences(reading: Reading, corrections: Container[str],
                        state: Any = None) -> list[Any]:
    """Turns that state a preference (`preferences.is_stated`, or `kept_ahead_of_work`) and
    are not corrections (those propose theirs when audited). A turn phrased as instructions to
    an AI reader proposes none: its words would become a personalized record read back at
    every session start. `state`: the reader's state after the reading, which holds the
    agent's answer to the last turn."""
    from memory_engine.reflexion import preferences

    turns = reading.turns
    out = []
    for i, t in enumerate(turns):
        if not t.text or t.uuid in corrections or _injection_kinds(t.text):
            continue
        if i + 1 < len(turns):
            answer = (turns[i + 1].action, turns[i + 1].claim)
            after = turns[i + 1].context
        else:
            answer = (getattr(state, "last_action", ""), getattr(state, "last_claim", ""))
            after = list(getattr(state, "context", None) or [])
        # the agent's acts in answer to the turn: those its context gained since
        acts = [c for c in after if not c.startswith(SAID) and c not in t.context]
        if (preferences.is_stated(t.text) or kept_ahead_of_work(t, *answer)
                or heads_the_work(t, acts, answer[1])):
            out.append(t)
    return out


ACK_CHARS = 320  # an answer that only takes a statement on board is a sentence or two


def kept_ahead_of_work(turn: Any, action: str, claim: str) -> bool:
    """A turn that heads what it says as said ahead of the work (a short clause closed by a
    colon, then the body: "Пред да почнеш: ...", "Sula dtosaíonn tú: ..."), typed before the
    agent did or said anything in the session, and answered in words only: the agent acted on
    nothing (`action` is no acting call), did not ask back, and took the turn's own terms up
    in a sentence or two (`claim`). What the person wants done from then on, in whatever
    language: a task is answered with work, a question with an answer that is no
    acknowledgement, an unclear ask with a question."""
    from memory_engine.reflexion import preferences
    from memory_engine.reflexion.actions import ACTING
    from memory_engine.reflexion.relations import content_words
    from memory_engine.reflexion.turns import SAID

    if turn.action or turn.claim or any(not c.startswith(SAID) for c in turn.context):
        return False
    if action.partition(":")[0] in ACTING or not claim or len(claim) > ACK_CHARS:
        return False
    if any(mark in claim for mark in QUESTION_MARKS) or not preferences.headed(turn.text):
        return False
    return bool(content_words(claim) & content_words(turn.text))


QUESTION_MARKS = ("?", "\uff1f", "\u061f", "\u055e")  # Latin, full-width, Arabic, Armenian


def heads_the_work(turn: Any, acts: list[str], claim: str) -> bool:
    """A turn typed before the agent did or said anything that heads a statement and then
    ends with the first task ("Başlamadan: bän ... isteerim, ... diil. Şindi openscad-libs
    paketinä bir install fazası koy": `preferences.statement_then_task`), in a language the
    word tables do not read (`preferences.tables_read`: where they do, their words decide),
    answered with work on that task: the agent acted (`acts`, its acting calls since) and its
    acts or its answer (`claim`) carry a term of the task that the statement does not hold
    (a name, a path, a number). What the person said ahead of that task is how they want the
    work done, in whatever language; a statement the agent acts on itself ("Cyn i ti
    ddechrau: enwau llawn ... Mae'n haws i mi ...", answered by renaming) is not read so."""
    from memory_engine.reflexion import preferences

    if turn.action or turn.claim or any(not c.startswith(SAID) for c in turn.context):
        return False
    if not acts or preferences.tables_read(turn.text):
        return False
    split = preferences.statement_then_task(turn.text)
    if split is None:
        return False
    statement, task = (part.lower() for part in split)
    work = " ".join([*acts, claim]).lower()
    return any(term not in statement and re.search(
        rf"(?<![\w-]){re.escape(term)}(?![\w-])", work)
               for term in _TASK_TERM.findall(task))


# A term of a task its work may carry: a word of four letters or more (a name, a path, an
# identifier), or a number of two digits or more
_TASK_TERM = re.compile(r"[^\W\d_][\w./:+-]{2,}[^\W_]|\d{2,}(?:[.,]\d+)*")


def _queue_preference(store: Any, item: dict[str, Any], outcome: Outcome, day: dt.date,
                      ledger: dict[str, Any]) -> None:
    from memory_engine.records import tiers as T
    from memory_engine.reflexion import lessons as known_lessons

    # said again: that record is strengthened, as a repeated correction counts on its lesson
    again = known_lessons.strengthen_preference(store, item["text"], outcome.session_id, day)
    if again is not None:
        ledger.setdefault("preferences", []).append(
            {"uuid": item["uuid"], "restates": f"{T.PERSONALIZED}/{again}"})
        return
    draft = known_lessons.queue_preference(store, item["text"], item["uuid"],
                                           outcome.session_id, day, str(outcome.transcript),
                                           str(item.get("action") or ""),
                                           [str(c) for c in item.get("context") or []])
    ledger.setdefault("preferences", []).append({"uuid": item["uuid"], "draft": draft})


def _merge_ledgers(a: dict[str, Any], b: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {"audited": [], "violations": [], "candidates": [],
                           "preferences": []}
    for ledger in (a, b):
        for uuid in ledger.get("audited", []):
            if uuid not in out["audited"]:
                out["audited"].append(uuid)
        for v in ledger.get("violations", []):
            if not any(v["uuid"] == w["uuid"] and v["lesson"] == w["lesson"]
                       for w in out["violations"]):
                out["violations"].append(v)
        for c in ledger.get("candidates", []):
            if not any(c["uuid"] == d["uuid"] for d in out["candidates"]):
                out["candidates"].append(c)
        for p in ledger.get("preferences", []):
            if not any(p["uuid"] == q["uuid"] for q in out["preferences"]):
                out["preferences"].append(p)
    return out


SCREEN_CHARS = 16_000


def _redact(corrections: list[Correction], texts: dict[str, str]) -> None:
    """Quotes become memory text: secrets redacted, and a turn phrased as instructions to an AI
    reader is never quoted (the trace is read back at every session start, and admission would
    only quarantine the lesson candidate, not the trace that quotes it). The whole turn is
    judged, not the excerpt: an excerpt can leave out the very lines that make it an attack."""
    for c in corrections:
        c.quote = _redacted(c.quote)
        kinds = _injection_kinds(texts.get(c.uuid) or c.quote)
        if kinds:
            c.quote = (f"[quote withheld: the turn is phrased as instructions to an AI reader "
                       f"({', '.join(kinds)}); read it in the transcript]")


@functools.lru_cache(maxsize=256)
def _injection_kinds(turn: str) -> tuple[str, ...]:
    """The injection signals of a whole human turn (of a pasted dump, its head and tail, so
    screening stays fast at session end). Kept per text: a pass asks of the same turn as a
    correction's quote, a stated preference and a request in the context."""
    from memory_engine.screening.injection import scan_injection

    if len(turn) > 2 * SCREEN_CHARS:
        turn = turn[:SCREEN_CHARS] + "\n" + turn[-SCREEN_CHARS:]
    return tuple(sorted({f.kind for f in scan_injection(turn)}))


def _attack_requests(turns: list[Any], contexts: list[list[str]]) -> set[str]:
    """The requests among `contexts` whose whole turn, read in this pass, is phrased as
    instructions to an AI reader. The context keeps a request on one line and cut
    (`turns.said`), which can hide what makes it one: a fake chat turn needs its line breaks."""
    from memory_engine.reflexion.turns import SAID, said

    wanted = {c for context in contexts for c in context if c.startswith(SAID)}
    found: set[str] = set()
    for turn in turns:
        item = said(turn.text) if turn.text else ""
        if item in wanted and item not in found and _injection_kinds(turn.text):
            found.add(item)
    return found


def answered(context: list[str], text: str, session: list[str]) -> list[str]:
    """A turn's context (the session's work before it) with the acts that answered it: those
    after its request in the session's context (`session`, as the pass left it) up to the next
    request. A turn the session's context no longer holds keeps its own."""
    from memory_engine.reflexion.turns import SAID, said

    item = said(text) if text else ""
    if not item or item not in session:
        return context
    after: list[str] = []
    for c in session[session.index(item) + 1:]:
        if c.startswith(SAID):
            break
        if c not in context and c not in after:
            after.append(c)
    return context + after


def _context_of(context: list[str], attacks: Container[str] = ()) -> list[str]:
    """A session's context as memory may keep it: each item redacted, a request phrased as
    instructions to an AI reader left out (it becomes a lesson's words, as a request does),
    whether its kept head shows it or its whole turn did (`attacks`)."""
    from memory_engine.reflexion.turns import SAID

    return [_redacted(c) for c in context if c not in attacks
            and not (c.startswith(SAID) and _injection_kinds(c[len(SAID):]))]


def _redacted(text: str) -> str:
    from memory_engine.screening.redaction import redact

    return redact(text)[0]


def session_id_of(transcript: Path, probe_lines: int = 500) -> str:
    """The file name when it is a session uuid, else the first `sessionId` in the file."""
    if _UUID.match(transcript.stem):
        return transcript.stem
    try:
        with transcript.open("rb") as handle:
            for _, raw in zip(range(probe_lines), handle, strict=False):
                found = _SESSION_FIELD.search(raw)
                if found:
                    return found.group(1).decode("ascii")
    except OSError:
        pass
    return transcript.stem


def _local_date(timestamp: str) -> dt.date:
    try:
        return dt.datetime.fromisoformat(timestamp.replace("Z", "+00:00")).astimezone().date()
    except ValueError:
        return clock.today()


def _span(reading: Reading) -> str:
    first, last = reading.state.first_ts, reading.state.last_ts
    if not first:
        return ""
    try:
        a = dt.datetime.fromisoformat(first.replace("Z", "+00:00")).astimezone()
        b = dt.datetime.fromisoformat((last or first).replace("Z", "+00:00")).astimezone()
    except ValueError:
        return ""
    if a.date() == b.date():
        return f"{a:%H:%M}–{b:%H:%M}"
    return f"{a:%Y-%m-%d %H:%M}–{b:%Y-%m-%d %H:%M}"
