"""Typed memory records: one class per tier over the canonical frontmatter (SPEC section 3).

A record is the Markdown body plus validated frontmatter. Fields this version does not know are
kept in `extra` and written back untouched, so a round trip never loses what a human added.
Parsing and validation live in `schema`; file I/O in `recordio`.

The classes are written out rather than built by `@dataclass` (the pre-write hook imports this
module; see `memory_engine.plain`): each behaves as the keyword-only dataclass its fields make.
"""

from __future__ import annotations

from memory_engine import clock, rxcache
from memory_engine.clock import dt
from memory_engine.plain import MISSING, Plain
from memory_engine.records import tiers as T

TYPE_CHECKING = False  # not `from typing`: that import alone costs the pre-write hook milliseconds
if TYPE_CHECKING:
    from typing import Any, ClassVar

COMMON_FIELDS: tuple[str, ...] = ("id", "tier", "topic", "confidence", "observations",
                                  "last_touched", "created", "source", "links")


class Violations(Plain):
    _FIELDS = ("count", "last_session")

    def __init__(self, *, count: int = 0, last_session: str | None = None) -> None:
        self.count = count
        self.last_session = last_session

    def to_dict(self) -> dict[str, Any]:
        return {"count": self.count, "last_session": self.last_session}


class Outcomes(Plain):
    _FIELDS = ("hits", "misses")

    def __init__(self, *, hits: int = 0, misses: int = 0) -> None:
        self.hits = hits
        self.misses = misses

    @property
    def hit_rate(self) -> float | None:
        total = self.hits + self.misses
        return self.hits / total if total else None

    def to_dict(self) -> dict[str, Any]:
        return {"hits": self.hits, "misses": self.misses}


class Record(Plain):
    _FIELDS: ClassVar[tuple[str, ...]] = (
        "id", "tier", "topic", "confidence", "observations", "last_touched", "created",
        "source", "links", "body", "extra")

    def __init__(self, *, id: str, tier: str, topic: str, confidence: float,
                 observations: int = 1, last_touched: dt.date = MISSING,
                 created: dt.date = MISSING, source: list[str] = MISSING,
                 links: list[str] = MISSING, body: str = "",
                 extra: dict[str, Any] = MISSING) -> None:
        self.id = id
        self.tier = tier
        self.topic = topic
        self.confidence = confidence
        self.observations = observations
        self.last_touched = clock.today() if last_touched is MISSING else last_touched
        self.created = clock.today() if created is MISSING else created
        self.source = [] if source is MISSING else source
        self.links = [] if links is MISSING else links
        self.body = body
        self.extra = {} if extra is MISSING else extra

    TIER: ClassVar[str] = ""
    TIER_FIELDS: ClassVar[tuple[str, ...]] = ()

    def tier_metadata(self) -> dict[str, Any]:
        return {}

    def to_metadata(self) -> dict[str, Any]:
        meta: dict[str, Any] = {
            "id": self.id,
            "tier": self.tier,
            "topic": self.topic,
            "confidence": round(float(self.confidence), 4),
            "observations": int(self.observations),
            "last_touched": self.last_touched,
            "created": self.created,
            "source": list(self.source),
            "links": list(self.links),
        }
        meta.update(self.tier_metadata())
        for key, value in self.extra.items():
            meta.setdefault(key, value)
        return meta

    @property
    def title(self) -> str:
        """First Markdown heading, else first non-empty line of the body, else the topic."""
        for line in self.body.splitlines():
            stripped = line.strip()
            if stripped:
                return rxcache.compile(r"^#+\s*").sub("", stripped)[:160]
        return self.topic

    def searchable_text(self) -> str:
        """What full-text search and similarity see: title, topic, tier fields and body."""
        parts = [self.topic.replace("-", " "), self.body]
        for value in self.tier_metadata().values():
            if isinstance(value, str):
                parts.append(value)
            elif isinstance(value, list):
                parts.extend(str(v) for v in value)
        return "\n".join(parts)


class SemanticRecord(Record):
    TIER: ClassVar[str] = T.SEMANTIC


class EpisodicRecord(Record):
    _FIELDS = (*Record._FIELDS, "date", "event_type", "sessions", "turns_total",
               "turns_captured")

    def __init__(self, *, date: dt.date = MISSING, event_type: str = "session",
                 sessions: list[str] = MISSING, turns_total: int = 0, turns_captured: int = 0,
                 **common: Any) -> None:
        super().__init__(**common)
        self.date = clock.today() if date is MISSING else date
        self.event_type = event_type
        self.sessions = [] if sessions is MISSING else sessions
        self.turns_total = turns_total
        self.turns_captured = turns_captured

    TIER: ClassVar[str] = T.EPISODIC
    TIER_FIELDS: ClassVar[tuple[str, ...]] = ("date", "event_type", "sessions", "turns_total",
                                              "turns_captured")

    def tier_metadata(self) -> dict[str, Any]:
        return {"date": self.date, "event_type": self.event_type, "sessions": list(self.sessions),
                "turns_total": self.turns_total, "turns_captured": self.turns_captured}


PROCEDURAL_KINDS = ("rule", "lesson", "skill")
SEVERITIES = ("low", "medium", "high", "critical")


class ProceduralRecord(Record):
    _FIELDS = (*Record._FIELDS, "kind", "trigger", "severity", "violations")

    def __init__(self, *, kind: str = "rule", trigger: list[str] = MISSING,
                 severity: str = "medium", violations: Violations = MISSING,
                 **common: Any) -> None:
        super().__init__(**common)
        self.kind = kind
        self.trigger = [] if trigger is MISSING else trigger
        self.severity = severity
        self.violations = Violations() if violations is MISSING else violations

    TIER: ClassVar[str] = T.PROCEDURAL
    TIER_FIELDS: ClassVar[tuple[str, ...]] = ("kind", "trigger", "severity", "violations")

    def tier_metadata(self) -> dict[str, Any]:
        return {"kind": self.kind, "trigger": list(self.trigger), "severity": self.severity,
                "violations": self.violations.to_dict()}


class PersonalizedRecord(Record):
    _FIELDS = (*Record._FIELDS, "principal", "domain")

    def __init__(self, *, principal: str = "user", domain: str = "general",
                 **common: Any) -> None:
        super().__init__(**common)
        self.principal = principal
        self.domain = domain

    TIER: ClassVar[str] = T.PERSONALIZED
    TIER_FIELDS: ClassVar[tuple[str, ...]] = ("principal", "domain")

    def tier_metadata(self) -> dict[str, Any]:
        return {"principal": self.principal, "domain": self.domain}


class EnvironmentRecord(Record):
    _FIELDS = (*Record._FIELDS, "bucket", "condition", "prediction", "outcomes")

    def __init__(self, *, bucket: str = "system-state", condition: str = "",
                 prediction: str = "", outcomes: Outcomes = MISSING, **common: Any) -> None:
        super().__init__(**common)
        self.bucket = bucket
        self.condition = condition
        self.prediction = prediction
        self.outcomes = Outcomes() if outcomes is MISSING else outcomes

    TIER: ClassVar[str] = T.ENVIRONMENT
    TIER_FIELDS: ClassVar[tuple[str, ...]] = ("bucket", "condition", "prediction", "outcomes")

    def tier_metadata(self) -> dict[str, Any]:
        return {"bucket": self.bucket, "condition": self.condition,
                "prediction": self.prediction, "outcomes": self.outcomes.to_dict()}


RECORD_TYPES: dict[str, type[Record]] = {
    cls.TIER: cls for cls in (SemanticRecord, EpisodicRecord, ProceduralRecord,
                              PersonalizedRecord, EnvironmentRecord)
}


def record_class(tier: str) -> type[Record]:
    return RECORD_TYPES[tier]
