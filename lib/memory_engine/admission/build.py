"""Turn a candidate into a canonical record: declared fields first, inferred defaults for the rest.

A candidate may be bare text ("Always run the tests before pushing") or a full record file the
agent tried to write. Whatever it declared wins; what it left out is filled in deterministically
(topic from its first content words, a procedural trigger from its most specific words, an
environment bucket and condition/prediction from its wording), and the result goes through the
same strict schema as any file in the store, so an applied draft is canonical by construction.
"""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from memory_engine import clock, rxcache
from memory_engine.admission.candidate import Candidate
from memory_engine.admission.factors import observed_on
from memory_engine.admission.features import STOPWORDS
from memory_engine.records import tiers as T
from memory_engine.records.safepath import UnsafePathError, check_id, new_id, slugify
from memory_engine.records.schema import RecordError, validate
from memory_engine.records.types import Record
from memory_engine.text import normalise

_WORDS = rxcache.compile(r"[^\W\d_][\w'-]*", re.UNICODE)
_CONDITION = rxcache.compile(
    r"^\s*(?:when|whenever|if|after|once|quand|lorsque|si|après|quando|se|dopo|cuando|"
    r"después de|wenn|falls|nachdem)\b(?P<cond>[^,:;.]{3,160})[,:;]\s*(?P<pred>.+)$",
    re.IGNORECASE | re.DOTALL)
_BUCKET_CUES: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("principal-response", rxcache.compile(r"\b(user|principal|human|he|she|they|utilisateur|"
                                           r"utente|usuario|nutzer|benutzer)\b", re.IGNORECASE)),
    ("filesystem-response", rxcache.compile(r"\b(file|files|folder|directory|dir|disk|path|write|"
                                            r"writes|permission|locked|fichier|datei)\b|/",
                                            re.IGNORECASE)),
    ("skill-output-shape", rxcache.compile(r"\b(output|returns|latency|takes|seconds|ms|tool|"
                                           r"command|api|response|lines)\b", re.IGNORECASE)),
    ("workspace-state-transitions", rxcache.compile(r"\b(after|state|becomes|changes|then)\b",
                                                    re.IGNORECASE)),
)


def key_words(text: str, n: int) -> list[str]:
    """The first `n` content words of the first line (stopwords dropped), lower-cased."""
    first = next((line for line in text.splitlines() if line.strip()), "")
    first = rxcache.compile(r"^#+\s*").sub("", first)
    found = [w.lower() for w in _WORDS.findall(first)
             if w.lower() not in STOPWORDS and len(w) > 2]
    return found[:n]


def infer_topic(text: str) -> str:
    return slugify(" ".join(key_words(text, 3)), 40) if key_words(text, 1) else "general"


def infer_trigger(text: str) -> list[str]:
    words = sorted(dict.fromkeys(key_words(text, 8)), key=len, reverse=True)[:2]
    return [" ".join(normalise(w) for w in words)] if words else ["always"]


def infer_bucket(text: str) -> str:
    for bucket, cue in _BUCKET_CUES:
        if cue.search(text):
            return bucket
    return "system-state"


def infer_condition(text: str) -> tuple[str, str]:
    first = " ".join(text.strip().split())
    first = rxcache.compile(r"^#+\s*").sub("", first)
    match = _CONDITION.match(first)
    if match:
        return match.group("cond").strip(), match.group("pred").strip()[:400]
    return "in general", first[:400]


def defaults(c: Candidate, today: dt.date, confidence: float) -> dict[str, Any]:
    """Canonical frontmatter for `c` before its declared fields are laid over it."""
    observed = observed_on(c) or today
    session = c.provenance.get("session_id")
    source = [str(session)] if session else [c.source or "manual"]
    topic = c.topic or (c.fields.get("topic") if isinstance(c.fields.get("topic"), str)
                        else None) or infer_topic(c.text)
    meta: dict[str, Any] = {
        "id": None, "tier": c.tier, "topic": topic, "confidence": round(confidence, 2),
        "observations": 1, "last_touched": today, "created": min(observed, today),
        "source": source, "links": [],
    }
    if c.tier == T.PROCEDURAL:
        meta.update(kind="rule", trigger=infer_trigger(c.text), severity="medium",
                    violations={"count": 0, "last_session": None})
    elif c.tier == T.PERSONALIZED:
        meta.update(principal="user", domain=topic)
    elif c.tier == T.ENVIRONMENT:
        condition, prediction = infer_condition(c.text)
        meta.update(bucket=infer_bucket(c.text), condition=condition, prediction=prediction,
                    outcomes={"hits": 0, "misses": 0})
    elif c.tier == T.EPISODIC:
        meta.update(date=observed, event_type="note", sessions=[str(session)] if session else [],
                    turns_total=0, turns_captured=0)
    return meta


def build_record(c: Candidate, *, today: dt.date | None = None, confidence: float = 0.7,
                 taken: set[str] | None = None, preferred_id: str | None = None) -> Record:
    """A validated record for `c`; raises RecordError listing every schema problem.

    The id is the one `c` declared when it is usable and not in `taken`; else `preferred_id`
    (the draft's own id, so the id a user was shown when queueing is the record's) when `c`
    declared none and it is free; else a fresh one.
    """
    today = today or clock.today()
    meta = defaults(c, today, confidence)
    for name, value in c.fields.items():
        if value is not None:
            meta[name] = value
    if c.topic:
        meta["topic"] = c.topic
    meta["tier"] = meta.get("tier") or c.tier
    wanted = meta.get("id")
    if wanted is None and preferred_id is not None:
        wanted = meta["id"] = preferred_id
    usable = False
    if isinstance(wanted, str):
        try:
            usable = check_id(wanted) not in (taken or set())
        except UnsafePathError:
            usable = False
    if not usable:
        meta["id"] = new_id(meta["topic"] if isinstance(meta["topic"], str) else c.text[:40])
    bucket = meta.get("bucket") if c.tier == T.ENVIRONMENT else None
    body = c.text if c.text.endswith("\n") or not c.text else c.text + "\n"
    record, _warnings = validate(meta, body, f"_drafts/{meta['id']}.md", c.tier,
                                 bucket if isinstance(bucket, str) else None, None)
    return record


def schema_problems(c: Candidate, today: dt.date | None = None) -> list[str]:
    """The schema errors building `c` would raise, as one-line strings ([] when it is valid)."""
    try:
        build_record(c, today=today)
    except RecordError as exc:
        return [f"{i.field}: {i.problem} (fix: {i.fix})" for i in exc.issues
                if i.severity == "error"]
    return []
