"""A session's episodic trace: `episodic/YYYY-MM-DD-<session>.md`, one file per session and day.

A section is prescriptive (for each sampled correction: what went wrong, what to do instead, which
lesson it relates to) and ends with a machine-readable ledger (ids and turn uuids only, never
text) that records what was already counted, so re-running never double counts. Sections are
delimited by markers and replaced in place, through the store's locked read-modify-write (a
session's Stop and SubagentStop passes may overlap). A file per session means no two sessions
append to one file: a busy day never fills a file, and two clones' traces merge cleanly in git.
"""

from __future__ import annotations

import datetime as dt
import json
import re
from collections import Counter
from typing import Any

from memory_engine import clock, fastjson
from memory_engine.records import tiers as T
from memory_engine.records.types import EpisodicRecord, Record
from memory_engine.reflexion import prescribe
from memory_engine.reflexion.corrections import Correction
from memory_engine.storage.store import Store, StoreError

TOPIC = "session-trace"
CONFIDENCE = 0.9  # a trace is an observation, not a belief; kept below 1 for the reader's sake
MAX_SECTION_BYTES = 512 * 1024  # a record may hold 1 MB; one session's section gets half
_LEDGER = re.compile(r"<!-- reflexion:ledger (\{.*?\}) -->")


def begin_marker(session_id: str) -> str:
    return f"<!-- reflexion:begin {session_id} -->"


def end_marker(session_id: str) -> str:
    return f"<!-- reflexion:end {session_id} -->"


def _safe(text: str) -> str:
    return text.replace("<!--", "<! --").replace("-->", "-- >")


# What became of a candidate once admission decided: {"action": "admitted"|"strengthened",
# "record": "tier/id"} or {"action": "rejected", "reason": category}. Kept in the ledger so a
# later pass that re-renders the section says the same; rendered only from checked values, since
# a committed trace file could carry anything in its ledger.
Outcome = dict[str, str]
_RECORD_REF = re.compile(r"^[a-z-]+/[A-Za-z0-9][A-Za-z0-9._-]{0,119}$")
_REASON = re.compile(r"^[a-z-]{1,40}$")


def candidate_phrase(draft_id: str, outcome: Outcome | None = None) -> str:
    """How a trace names a lesson candidate: waiting in `_drafts/`, or what admission did."""
    pending = f"candidate `{T.DRAFTS_DIR}/{draft_id}` awaits admission"
    if not isinstance(outcome, dict):
        return pending
    action, record = outcome.get("action"), str(outcome.get("record") or "")
    if action == "admitted" and _RECORD_REF.match(record):
        return f"candidate admitted as `{record}`"
    if action == "strengthened" and _RECORD_REF.match(record):
        return f"candidate `{draft_id}` strengthened `{record}`"
    if action == "rejected":
        reason = str(outcome.get("reason") or "")
        return (f"candidate `{T.REJECTED_DIR}/{draft_id}` rejected"
                + (f" ({reason})" if _REASON.match(reason) else ""))
    return pending


def with_outcome(text: str, draft_id: str, outcome: Outcome) -> str:
    """`text` (a section or a whole trace body) with the candidate `draft_id` said to have met
    `outcome`: its line rewritten and its ledger entry marked, so a re-render keeps it."""
    def mark(found: re.Match[str]) -> str:
        try:
            ledger = json.loads(found.group(1))
        except ValueError:
            return found.group(0)
        entries = ledger.get("candidates") if isinstance(ledger, dict) else None
        hit = False
        for entry in entries if isinstance(entries, list) else []:
            if isinstance(entry, dict) and entry.get("draft") == draft_id:
                entry["outcome"] = dict(outcome)
                hit = True
        return (f"<!-- reflexion:ledger {json.dumps(ledger, separators=(',', ':'))} -->" if hit
                else found.group(0))

    text = _LEDGER.sub(mark, text)
    return text.replace(candidate_phrase(draft_id), candidate_phrase(draft_id, outcome))


def note_outcome(store: Store, trace: str, draft_id: str, outcome: Outcome) -> bool:
    """Say in the trace `trace` ("episodic/<id>", a draft's provenance) what became of the
    candidate `draft_id`; False when that trace is gone or does not name it."""
    tier, _, trace_id = trace.partition("/")
    if tier != T.EPISODIC or not trace_id:
        return False
    store.index.refresh([T.EPISODIC])
    if store.index.get(trace_id) is None:
        return False
    # Checked before taking the lock: every write keeps a history version and a journal line,
    # and a trace that never named this draft (or already says it) needs neither.
    body = store.load(trace_id).body or ""
    if with_outcome(body, draft_id, outcome) == body:
        return False

    def change(current: Record) -> Record:
        current.body = with_outcome(current.body or "", draft_id, outcome)
        return current

    store.update(trace_id, change, op="trace", source=f"draft {draft_id}")
    return True


def header(day: dt.date) -> str:
    return (f"# Episodic trace {day.isoformat()}\n\n"
            "What happened in this session, written as what to do differently. "
            "This is a trace, not a rule: lessons live in procedural/, and new ones wait in "
            "_drafts/ for admission.\n")


def render_section(session_id: str, summary: dict[str, Any], corrections: list[Correction],
                   ledger: dict[str, Any]) -> str:
    total, captured = summary["turns_total"], summary["turns_captured"]
    kinds: Counter[str] = Counter(s for c in corrections for s in c.signals)
    violations = ledger.get("violations", [])
    candidates = ledger.get("candidates", [])
    by_uuid_v: dict[str, list[dict[str, Any]]] = {}
    for v in violations:
        by_uuid_v.setdefault(v["uuid"], []).append(v)
    by_uuid_c = {c["uuid"]: c for c in candidates}
    both = sum(1 for c in candidates if c.get("violates"))
    span = summary.get("span") or ""
    lines = [begin_marker(session_id),
             f"## Session {session_id[:8]}{f' ({span})' if span else ''}", "",
             f"{total} human turns, {captured} captured · {len(corrections)} corrections"
             + (f" ({', '.join(f'{k} {n}' for k, n in kinds.most_common())})" if kinds else "")
             + f" · {len(violations)} lesson violations · {len(candidates)} new candidates"
             + (f" ({both} {'turn' if both == 1 else 'turns'} counted as both)" if both else ""),
             ""]
    if corrections:
        sample = prescribe.stratified(corrections)
        lines += ["### What to do differently", ""]
        for c in sample:
            lines.append(f"- **Turn {c.turn}** ({', '.join(c.signals)}): \"{_safe(c.quote)}\"")
            # what the agent did and what the human wants instead, not a stock sentence
            lesson = prescribe.make_lesson(c, day="", session_id=session_id)
            # the agent's action only when the human's words speak of it
            did = lesson.avoided if lesson.acted else prescribe.went_wrong(c)
            lines.append(f"  - Went wrong: when {lesson.situation}, the agent {_safe(did)}."
                         if lesson.acted else f"  - Went wrong: {did}.")
            lines.append(f"  - Do instead: {_safe(lesson.wanted.rstrip('.'))}.")
            related = [f"violated [{v['lesson']}](../{T.PROCEDURAL}/{v['lesson']}.md) "
                       f"(`{T.PROCEDURAL}/{v['lesson']}`) at turn {v['turn']} — recurrence "
                       f"#{v['recurrence']}" for v in by_uuid_v.get(c.uuid, [])]
            if c.uuid in by_uuid_c:
                said = ("says more than that lesson" if related else "no lesson yet")
                entry = by_uuid_c[c.uuid]
                related.append(f"{said}: {candidate_phrase(entry['draft'], entry.get('outcome'))}")
            lines.append(f"  - Rule: {'; '.join(related) if related else 'not audited yet'}.")
        if len(sample) < len(corrections):
            lines += ["", f"Sampled {len(sample)} of {len(corrections)} corrections (10 early, "
                      "10 middle, 10 late); every one is counted above and in the ledger."]
        lines.append("")
    if violations:
        lines += ["### Lesson audit", ""]
        lines += [f"- violated {v['lesson']} at turn {v['turn']} — recurrence #{v['recurrence']}"
                  + ("; the turn also says more: " + candidate_phrase(
                      by_uuid_c[v["uuid"]]["draft"], by_uuid_c[v["uuid"]].get("outcome"))
                     if v["uuid"] in by_uuid_c else "")
                  for v in violations]
        lines.append("")
    lines.append(f"<!-- reflexion:ledger {json.dumps(ledger, separators=(',', ':'))} -->")
    lines.append(end_marker(session_id))
    return "\n".join(lines) + "\n"


def section_ledger(body: str, session_id: str) -> dict[str, Any]:
    """The ledger already written for this session in a day file's body, or {}."""
    begin, end = begin_marker(session_id), end_marker(session_id)
    start = body.find(begin)
    stop = body.find(end, start)
    if start < 0 or stop < 0:
        return {}
    found = _LEDGER.search(body, start, stop)
    return fastjson.object_or_empty(found.group(1)) if found else {}


def _replace_section(body: str, session_id: str, section: str) -> str:
    begin, end = begin_marker(session_id), end_marker(session_id)
    start = body.find(begin)
    stop = body.find(end, start) if start >= 0 else -1
    if start >= 0 and stop >= 0:
        stop += len(end)
        if body[stop:stop + 1] == "\n":
            stop += 1
        return body[:start] + section + body[stop:]
    return body.rstrip("\n") + "\n\n" + section


def _totals(body: str) -> tuple[int, int, list[str], list[str]]:
    total = captured = 0
    sessions: list[str] = []
    lessons: list[str] = []
    for found in _LEDGER.finditer(body):
        data = fastjson.object_or_empty(found.group(1))
        if not data:
            continue
        total += int(data.get("turns_total", 0))
        captured += int(data.get("turns_captured", 0))
        if data.get("session"):
            sessions.append(str(data["session"]))
        lessons.extend(str(v["lesson"]) for v in data.get("violations", []))
    return total, captured, sessions, lessons


def _carry_outcomes(old_body: str, session_id: str, section: str) -> str:
    """`section` with the outcomes the written section already records: a pass re-renders the
    section from its own ledger, which does not know what admission decided since."""
    known = section_ledger(section, session_id)
    decided = {c.get("draft"): c for c in known.get("candidates", []) if c.get("outcome")}
    for entry in section_ledger(old_body, session_id).get("candidates", []):
        draft, outcome = entry.get("draft"), entry.get("outcome")
        if isinstance(draft, str) and isinstance(outcome, dict) and draft not in decided:
            section = with_outcome(section, draft, outcome)
    return section


def merge_into(record: EpisodicRecord, session_id: str, section: str) -> EpisodicRecord:
    section = _carry_outcomes(record.body or "", session_id, section)
    record.body = _replace_section(record.body or "", session_id, section)
    total, captured, sessions, lessons = _totals(record.body)
    record.turns_total, record.turns_captured = total, captured
    record.sessions = list(dict.fromkeys(record.sessions + sessions))
    for session in sessions:
        if session not in record.source:
            record.source.append(session)
    for lesson in lessons:
        link = f"{T.PROCEDURAL}/{lesson}"
        if link not in record.links:
            record.links.append(link)
    record.observations = max(1, len(record.sessions))
    record.last_touched = clock.today()
    return record


def record_id(day: dt.date, session_id: str) -> str:
    """One trace file per session and day (`2026-12-01-<session>`): no two sessions ever write
    the same file, so a day cannot fill up and two clones' traces merge without conflict."""
    from memory_engine.storage.sessionstate import safe_name

    return f"{day.isoformat()}-{safe_name(session_id, 'session')[:80]}"


def existing_body(store: Store, day: dt.date, session_id: str) -> str:
    """The body already written for this session's trace of `day` (or the day's shared file that
    earlier versions wrote, if the session is in it), or ""."""
    store.index.refresh([T.EPISODIC])
    for candidate in (record_id(day, session_id), day.isoformat()):
        if store.index.get(candidate) is not None:
            body = store.load(candidate).body
            if candidate != day.isoformat() or begin_marker(session_id) in body:
                return body
    return ""


def fit_section(section: str, limit: int = MAX_SECTION_BYTES) -> str:
    """A section cut to `limit` bytes by dropping quoted lines from the end of the sampled list,
    never the counts line or the ledger: a huge session still gets its trace."""
    if len(section.encode("utf-8")) <= limit:
        return section
    lines = section.split("\n")
    ledger_at = next((i for i, ln in enumerate(lines) if ln.startswith("<!-- reflexion:ledger")),
                     len(lines) - 2)
    head, tail = lines[:4], lines[ledger_at:]
    body = lines[4:ledger_at]
    dropped = 0
    while body and len("\n".join([*head, *body, "", *tail]).encode("utf-8")) > limit - 200:
        body.pop()
        dropped += 1
    note = [f"({dropped} lines of quotes left out: the trace stays under its size cap; the "
            "counts above and the ledger below are complete)", ""]
    return "\n".join([*head, *body, "", *note, *tail])


def write_section(store: Store, day: dt.date, session_id: str, section: str) -> str:
    """Put the session's section into its trace file for `day`; returns the record id."""
    section = fit_section(section)
    rid = record_id(day, session_id)
    store.index.refresh([T.EPISODIC])
    if store.index.get(rid) is None:
        # two distinct date objects, so that nothing is shared between fields
        record = EpisodicRecord(id=rid, tier=T.EPISODIC, topic=TOPIC,
                                confidence=CONFIDENCE, date=day, event_type="session",
                                created=dt.date.fromordinal(day.toordinal()),
                                body=header(day), source=[session_id])
        merge_into(record, session_id, section)
        try:
            store.write(record, create=True, op="trace")
            return rid
        except StoreError:
            store.index.refresh([T.EPISODIC])  # a concurrent pass of this session won

    def change(current: Record) -> Record:
        if not isinstance(current, EpisodicRecord):
            raise StoreError(f"{rid} is not an episodic record; move it out of episodic/")
        return merge_into(current, session_id, section)

    store.update(rid, change, op="trace")
    return rid
