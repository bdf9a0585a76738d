"""What the index stores about one record, derived from the record alone.

Rows, their columns and snippet, the rank key and the trigger keys. Kept apart from the SQLite
side (index.py) and import-light like it: the session-start hook reads rows through here.

Ranking: the score conf * 0.5 ** (age / half_life) has the same order as ln(conf) + day / tau
for every `today`, so that date-independent key is what the index stores and sorts on.
"""

from __future__ import annotations

import math
import os

from memory_engine import fastjson
from memory_engine.records import tiers as T

TYPE_CHECKING = False  # not `from typing`: importing typing costs ~3 ms per hook run

if TYPE_CHECKING:
    import datetime as dt
    import re
    from typing import Any

    StrPath = str | os.PathLike[str]

    from memory_engine.records.schema import Issue
    from memory_engine.records.types import Record

HALF_LIFE_DAYS = 30.0
TAU = HALF_LIFE_DAYS / math.log(2)
# Days are counted from 2000-01-01 (its proleptic ordinal), so that this module, which the
# hooks' read path imports, does not need datetime: the dates it is given bring their own.
_EPOCH_ORDINAL = 730120
# A word is two letters or more, each with the marks that follow it. Python's \w leaves out
# combining marks (category M), which Brahmic, Thai, Lao, Tibetan, Myanmar and Khmer letters
# carry in nearly every syllable (and Hebrew and Arabic vowel points, Latin text in NFD, and the
# zero-width joiners inside Indic and Persian words): without them "కొత్త" falls apart into
# single letters and a request in Telugu has no word to search for. The ranges hold those
# scripts' marks (with a few signs beside them, never their dandas or other punctuation).
_MARKS = ("\u0300-\u036f\u0483-\u0489\u0591-\u05bd\u05bf\u05c1\u05c2\u05c4\u05c5\u05c7"
          "\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06dc\u06df-\u06e4\u06e7\u06e8"
          "\u06ea-\u06ed\u0900-\u0963\u0966-\u0df3\u0e00-\u0e4e\u0e50-\u0e59\u0e80-\u0eff"
          "\u0f18-\u0fbc\u1000-\u1049\u1050-\u109f\u1780-\u17d3\u17dd\u200c\u200d")
_WORD_PATTERN = rf"(?:[^\W_][{_MARKS}]*){{2,}}"
_word: re.Pattern[str] | None = None


def rank_key(confidence: float, last_touched: dt.date) -> float:
    return math.log(max(confidence, 1e-3)) + (last_touched.toordinal() - _EPOCH_ORDINAL) / TAU


def recency_confidence(key: float, today: dt.date | None = None) -> float:
    """conf * 0.5 ** (age_days / HALF_LIFE_DAYS), recovered from the stored key."""
    if today is None:
        from memory_engine import clock

        today = clock.today()
    return math.exp(key - (today.toordinal() - _EPOCH_ORDINAL) / TAU)


def words(text: str) -> list[str]:
    global _word
    if _word is None:  # on first use: the cold-start hook reads the index without it
        from memory_engine import rxcache

        _word = rxcache.compile(_WORD_PATTERN)
    return [w.lower() for w in _word.findall(text)]


def trigger_terms(pattern: str) -> set[str]:
    """Index keys for a trigger: the words a text must all contain for it to match.

    A plain trigger needs all its words, so the index can tell which plain triggers match a text
    from its words alone. A regex can match text that shares no literal word with it
    (alternations, optional letters), so regex triggers (and triggers without a word) get the
    wildcard key "*" and are checked against every query: keep them few.
    """
    if pattern.startswith("re:"):
        return {"*"}
    return set(words(pattern)) or {"*"}


def trigger_matches(pattern: str, text: str, text_words: set[str] | None = None) -> bool:
    """A plain trigger matches when all its words occur in the text; `re:` triggers are regexes."""
    if pattern.startswith("re:"):
        import re

        try:
            return re.search(pattern[3:], text, re.IGNORECASE) is not None
        except re.error:
            return False
    needed = words(pattern)
    have = text_words if text_words is not None else set(words(text))
    return bool(needed) and all(w in have for w in needed)


class Row:
    """One indexed record, as readers see it without opening the file.

    A plain slotted class rather than a dataclass: building dataclasses costs import time on
    the hooks' fast path.
    """

    __slots__ = ("confidence", "created", "fields", "id", "last_touched", "observations", "path",
                 "rank_key", "snippet", "tier", "title", "topic")

    def __init__(self, *, id: str, tier: str, path: str, topic: str, title: str, snippet: str,
                 confidence: float, observations: int, last_touched: str, created: str,
                 rank_key: float, fields: dict[str, Any]) -> None:
        self.id = id
        self.tier = tier
        self.path = path
        self.topic = topic
        self.title = title
        self.snippet = snippet
        self.confidence = confidence
        self.observations = observations
        self.last_touched = last_touched
        self.created = created
        self.rank_key = rank_key
        self.fields = fields

    def __repr__(self) -> str:
        return f"Row(id={self.id!r}, tier={self.tier!r}, confidence={self.confidence})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Row) and self.path == other.path and \
            self.rank_key == other.rank_key and self.fields == other.fields

    __hash__ = None  # type: ignore[assignment]

    @property
    def score(self) -> float:
        return recency_confidence(self.rank_key)

    def to_dict(self) -> dict[str, Any]:
        out = {"id": self.id, "tier": self.tier, "topic": self.topic, "title": self.title,
               "confidence": self.confidence, "observations": self.observations,
               "last_touched": self.last_touched, "created": self.created,
               "recency_confidence": round(self.score, 4), "path": self.path,
               "snippet": self.snippet}
        out.update({k: v for k, v in self.fields.items() if v is not None})
        return out


_BASE_NAMES = ("id", "tier", "path", "topic", "title", "snippet", "confidence", "observations",
               "last_touched", "created", "rank_key")
_EXTRA_NAMES = ("kind", "severity", "violations", "trigger", "principal", "domain", "date",
                "event_type", "bucket", "condition", "prediction", "hits", "misses", "source",
                "links", "screened")
_STAT_NAMES = ("size", "mtime_ns")
ROW_NAMES = (*_BASE_NAMES, *_EXTRA_NAMES, *_STAT_NAMES)
ROW_COLUMNS = ", ".join(ROW_NAMES)


# Where each column sits in a `SELECT ROW_COLUMNS` result: rows are built for every query a
# hook makes, so they are read by position, not through a dict per row.
_BASE_AT = {name: i for i, name in enumerate(_BASE_NAMES)}
_EXTRA_AT = tuple(enumerate(_EXTRA_NAMES, len(_BASE_NAMES)))
_JSON_NAMES = frozenset(("trigger", "source", "links"))
_PATH_AT, _SIZE_AT, _MTIME_AT = (ROW_NAMES.index(n) for n in ("path", "size", "mtime_ns"))


def row_from_values(values: tuple[Any, ...]) -> Row:
    """A Row from a `SELECT ROW_COLUMNS` result."""
    if len(values) != len(ROW_NAMES):
        raise ValueError(f"expected {len(ROW_NAMES)} columns, got {len(values)}")
    extras: dict[str, Any] = {}
    for i, name in _EXTRA_AT:
        value = values[i]
        extras[name] = fastjson.loads(value) if value is not None and name in _JSON_NAMES \
            else value
    at = _BASE_AT
    return Row(id=values[at["id"]], tier=values[at["tier"]], path=values[at["path"]],
               topic=values[at["topic"]] or "", title=values[at["title"]] or "",
               snippet=values[at["snippet"]] or "", confidence=values[at["confidence"]] or 0.0,
               observations=values[at["observations"]] or 0,
               last_touched=values[at["last_touched"]] or "",
               created=values[at["created"]] or "", rank_key=values[at["rank_key"]] or 0.0,
               fields=extras)


def stat_of(values: tuple[Any, ...]) -> tuple[str, int, int]:
    """(path, size, mtime_ns) of a `SELECT ROW_COLUMNS` result."""
    return values[_PATH_AT], values[_SIZE_AT], values[_MTIME_AT]


def sha1_hex(data: bytes) -> str:
    import hashlib  # only when a file changed: keeps the read path's imports small

    return hashlib.sha1(data).hexdigest()


def invalid_columns(tier: str, path: str, field: str, problem: str, fix: str) -> dict[str, Any]:
    issue = {"file": str(path), "field": field, "problem": problem, "fix": fix,
             "severity": "error"}
    return {"valid": 0, "id": _stem(path), "issues": fastjson.dumps([issue])}


def _stem(path: str) -> str:
    name = os.path.basename(path)
    return name[:-3] if name.endswith(".md") else os.path.splitext(name)[0]


def columns_for_file(tier: str, path: StrPath, data: bytes) -> dict[str, Any]:
    """Parse and validate one file into index columns (invalid files are indexed as such)."""
    from memory_engine.records.recordio import parse_bytes  # YAML stack only when a file changed
    from memory_engine.records.schema import RecordError

    path = os.fspath(path)
    bucket = os.path.basename(os.path.dirname(path)) if tier == T.ENVIRONMENT else None
    secrets = secret_kinds(data.decode("utf-8", "replace"))
    try:
        record, issues = parse_bytes(data, path, tier, bucket, _stem(path))
    except RecordError as exc:
        return {"valid": 0, "id": _stem(path), "secrets": secrets,
                "issues": fastjson.dumps([i.to_dict() for i in exc.issues])}
    return dict(record_columns(record, issues), secrets=secrets)


_CONSTANT_LINES = (*(f"\ntier: {t}\n" for t in T.TIERS),
                   *(f"\nbucket: {b}\n" for b in T.ENV_BUCKETS))


def secret_kinds(text: str) -> str:
    """The kinds of secret the file's bytes hold as written on disk, frontmatter included
    (comma-separated, "" when none). The index keeps only redacted text, so this is what tells
    the audit that a file (valid or not) still carries one. The cheap pre-check spares most
    files the redactor."""
    from memory_engine.screening.secretcheck import might_hold_secret

    # The schema's own constants (`tier: environment-dynamics`, `bucket: workspace-state-
    # transitions`) are runs long enough to look like a token to the pre-check: left out of
    # what it sees, every environment record no longer pays for the redactor. A whole line of
    # one constant holds no secret, and the redactor still reads the file as it is.
    checked = text
    for line in _CONSTANT_LINES:
        checked = checked.replace(line, "\n")
    if not might_hold_secret(checked):
        return ""
    from memory_engine.screening.redaction import find_secrets

    return ",".join(sorted({f.kind for f in find_secrets(text)}))


SNIPPET_CHARS = 280
# The prescriptive line of an episodic trace (reflexion writes "Do instead: ..." per correction).
_EPISODIC_LESSON = "Do instead:"


def record_snippet(tier: str, body: str) -> str:
    """What a reader sees without opening the file: the first lines of prose (no headings, no
    HTML comments). For an episodic trace, its latest "do instead" lines: a day's trace opens
    with boilerplate, and its lessons are what a later session needs."""
    import re

    prose = re.sub(r"<!--.*?-->", " ", body, flags=re.DOTALL)
    lines = [ln.strip() for ln in prose.splitlines()]
    if tier == T.EPISODIC:
        lessons = [ln.lstrip("-* ").split(_EPISODIC_LESSON, 1)[1].strip()
                   for ln in lines if _EPISODIC_LESSON in ln]
        if lessons:
            return " · ".join(reversed(lessons))[:SNIPPET_CHARS]
    return " ".join(ln for ln in lines if ln and not ln.startswith("#"))[:SNIPPET_CHARS]


def injection_kinds(record: Record) -> str:
    """The injection signals found in what the cold start and recall quote from a record
    (comma-separated, "" when none). Screened once when the file is indexed, so every reader
    can warn without scanning, and a file no one wrote through the gate is screened too."""
    from memory_engine.screening.injection import scan_injection

    fields = record.tier_metadata()
    text = "\n".join((record.title, record.topic, record.body, str(fields.get("condition") or ""),
                      str(fields.get("prediction") or "")))
    return ",".join(sorted({f.kind for f in scan_injection(text)}))


def record_columns(record: Record, issues: list[Issue]) -> dict[str, Any]:
    from memory_engine.storage.storefs import screen_text

    # A hand-written or committed file may hold a secret the writers would have redacted: the
    # index (a second copy on disk) keeps only screened text.
    meta = record.tier_metadata()
    body = screen_text(record.body)
    snippet = record_snippet(record.tier, body)
    cols: dict[str, Any] = {
        "valid": 1, "id": record.id, "issues": fastjson.dumps([i.to_dict() for i in issues]),
        "warnings": len(issues), "topic": record.topic, "title": screen_text(record.title),
        "snippet": snippet, "confidence": record.confidence,
        "observations": record.observations, "last_touched": record.last_touched.isoformat(),
        "created": record.created.isoformat(),
        "rank_key": rank_key(record.confidence, record.last_touched),
        "source": record.source, "links": record.links,
        "_body": screen_text(record.searchable_text()),
        "screened": injection_kinds(record),
    }
    if "violations" in meta:
        cols.update(kind=meta["kind"], severity=meta["severity"],
                    violations=meta["violations"]["count"], trigger=meta["trigger"])
    if "domain" in meta:
        cols.update(principal=meta["principal"], domain=meta["domain"])
    if "event_type" in meta:
        cols.update(date=meta["date"].isoformat(), event_type=meta["event_type"])
    if "outcomes" in meta:
        cols.update(bucket=meta["bucket"], condition=screen_text(meta["condition"]),
                    prediction=screen_text(meta["prediction"]), hits=meta["outcomes"]["hits"],
                    misses=meta["outcomes"]["misses"])
    return cols
