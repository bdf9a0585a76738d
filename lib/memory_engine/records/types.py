"""Typed memory records: one dataclass per tier over the canonical frontmatter (SPEC section 3).

A record is the Markdown body plus validated frontmatter. Fields this version does not know are
kept in `extra` and written back untouched, so a round trip never loses what a human added.
Parsing and validation live in `schema`; file I/O in `recordio`.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass, field
from typing import Any, ClassVar

from memory_engine import clock
from memory_engine.records import tiers as T

COMMON_FIELDS: tuple[str, ...] = ("id", "tier", "topic", "confidence", "observations",
                                  "last_touched", "created", "source", "links")


@dataclass(kw_only=True)
class Violations:
    count: int = 0
    last_session: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"count": self.count, "last_session": self.last_session}


@dataclass(kw_only=True)
class Outcomes:
    hits: int = 0
    misses: int = 0

    @property
    def hit_rate(self) -> float | None:
        total = self.hits + self.misses
        return self.hits / total if total else None

    def to_dict(self) -> dict[str, Any]:
        return {"hits": self.hits, "misses": self.misses}


@dataclass(kw_only=True)
class Record:
    id: str
    tier: str
    topic: str
    confidence: float
    observations: int = 1
    last_touched: dt.date = field(default_factory=clock.today)
    created: dt.date = field(default_factory=clock.today)
    source: list[str] = field(default_factory=list)
    links: list[str] = field(default_factory=list)
    body: str = ""
    extra: dict[str, Any] = field(default_factory=dict)

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
                return re.sub(r"^#+\s*", "", stripped)[:160]
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


@dataclass(kw_only=True)
class SemanticRecord(Record):
    TIER: ClassVar[str] = T.SEMANTIC


@dataclass(kw_only=True)
class EpisodicRecord(Record):
    date: dt.date = field(default_factory=clock.today)
    event_type: str = "session"
    sessions: list[str] = field(default_factory=list)
    turns_total: int = 0
    turns_captured: int = 0

    TIER: ClassVar[str] = T.EPISODIC
    TIER_FIELDS: ClassVar[tuple[str, ...]] = ("date", "event_type", "sessions", "turns_total",
                                              "turns_captured")

    def tier_metadata(self) -> dict[str, Any]:
        return {"date": self.date, "event_type": self.event_type, "sessions": list(self.sessions),
                "turns_total": self.turns_total, "turns_captured": self.turns_captured}


PROCEDURAL_KINDS = ("rule", "lesson", "skill")
SEVERITIES = ("low", "medium", "high", "critical")


@dataclass(kw_only=True)
class ProceduralRecord(Record):
    kind: str = "rule"
    trigger: list[str] = field(default_factory=list)
    severity: str = "medium"
    violations: Violations = field(default_factory=Violations)

    TIER: ClassVar[str] = T.PROCEDURAL
    TIER_FIELDS: ClassVar[tuple[str, ...]] = ("kind", "trigger", "severity", "violations")

    def tier_metadata(self) -> dict[str, Any]:
        return {"kind": self.kind, "trigger": list(self.trigger), "severity": self.severity,
                "violations": self.violations.to_dict()}


@dataclass(kw_only=True)
class PersonalizedRecord(Record):
    principal: str = "user"
    domain: str = "general"

    TIER: ClassVar[str] = T.PERSONALIZED
    TIER_FIELDS: ClassVar[tuple[str, ...]] = ("principal", "domain")

    def tier_metadata(self) -> dict[str, Any]:
        return {"principal": self.principal, "domain": self.domain}


@dataclass(kw_only=True)
class EnvironmentRecord(Record):
    bucket: str = "system-state"
    condition: str = ""
    prediction: str = ""
    outcomes: Outcomes = field(default_factory=Outcomes)

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
