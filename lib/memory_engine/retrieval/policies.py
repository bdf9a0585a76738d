"""One retrieval policy per tier (SPEC section 7): how to find and rank items *within* a tier.

Every policy starts from the same full-text candidates (BM25 inside the tier, filtered in SQL so
that a larger tier cannot crowd a smaller one out) and adds what its tier's frontmatter makes
possible:

* episodic by date and event type: a date the request names selects the traces of that day or
  range (others are damped), and an event type the request names is a strong match;
* semantic by topic tag and a confidence threshold: a topic whose words the request uses is a
  strong match; patterns under the threshold are not returned;
* procedural by trigger match: a rule whose `trigger` matches the request is returned even if its
  text shares few words with it, most violated and most severe first;
* personalized by domain: a preference whose domain the request names (or that belongs to one of
  this project's domains) is a strong match;
* environment-dynamics by sub-bucket: the request's wording selects a bucket (how long -> skill
  output shape, "will it be locked" -> filesystem response...), and its condition is matched.

Relevance is lexical (BM25 normalised by the best candidate of the request, plus the share of the
request's content words the item covers) plus the policy's structural boosts.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from memory_engine.records import tiers as T
from memory_engine.retrieval import DEFAULT_MIN_CONFIDENCE
from memory_engine.retrieval.query import Query

if TYPE_CHECKING:
    from memory_engine.index import Index, Row

SEVERITY_RANK = {"critical": 3, "high": 2, "medium": 1, "low": 0}

# Wording that selects an environment-dynamics sub-bucket.
BUCKET_CUES: dict[str, re.Pattern[str]] = {
    "principal-response": re.compile(
        r"\b(?:react|reacts|reaction|reply|replies|respond|responds|feedback|annoyed|tone|"
        r"(?:the )?(?:user|principal)|late at night|time of day|long answers?)\b"),
    "system-state": re.compile(
        r"\b(?:installed|hooks?|cron|env(?:ironment)? var\w*|service|daemon|running|enabled|"
        r"configured|version|settings?)\b"),
    "filesystem-response": re.compile(
        r"\b(?:files?|writes?|writing|written|locked|lock|permissions?|read-only|directory|"
        r"folder|disk|path|grows?|growing|symlinks?)\b"),
    "skill-output-shape": re.compile(
        r"\b(?:how long|latency|slow|fast|output|returns?|error rate|takes?|tool|command|"
        r"script|suite|timeout|seconds|minutes)\b"),
    "workspace-state-transitions": re.compile(
        r"\b(?:after|afterwards|state|becomes?|leaves?|left|dirty|changes?|transition|"
        r"then|next)\b"),
}


class Hit:
    """One retrieved item: the index row, its tier, its relevance and why it was chosen."""

    __slots__ = ("coverage", "relevance", "row", "score", "why")

    def __init__(self, row: Row, relevance: float, why: list[str], coverage: float = 0.0) -> None:
        self.row = row
        self.relevance = relevance
        self.coverage = coverage  # share of the request's content words the item contains
        self.score = relevance  # relevance weighted by the router's confidence in the tier
        self.why = why

    @property
    def tier(self) -> str:
        return self.row.tier

    def to_dict(self) -> dict[str, Any]:
        row = self.row
        out: dict[str, Any] = {
            "id": row.id, "tier": row.tier, "topic": row.topic, "score": round(self.score, 4),
            "path": row.path, "snippet": row.snippet, "title": row.title,
            "confidence": row.confidence, "how_to_read": T.HOW_TO_READ.get(row.tier, ""),
            "why": list(self.why),
        }
        out.update({k: v for k, v in row.fields.items() if v is not None and k not in out})
        return out


def tier_search(index: Index, query: Query, tier: str | None, k: int) -> list[tuple[Row, float]]:
    """BM25 over the tier's valid records (all tiers when None); (row, bm25) best first."""
    return index.search_tier(query.terms, tier, k, refresh=False)


def row_text(row: Row) -> str:
    """What coverage is measured on: the index's title, topic, snippet and tier fields."""
    f = row.fields
    parts = [row.title, row.topic.replace("-", " "), row.snippet]
    for name in ("event_type", "domain", "bucket", "condition", "prediction", "kind"):
        if f.get(name):
            parts.append(str(f[name]).replace("-", " "))
    parts.extend(str(t) for t in f.get("trigger") or [])
    return " ".join(parts)


def _name_match(query: Query, name: str) -> float:
    """Share of a hyphenated name's words ("flaky-tests") that the request uses (stems)."""
    parts = [query.stem(p) for p in re.split(r"[^a-z0-9]+", name.lower()) if len(p) > 1]
    if not parts:
        return 0.0
    return sum(1 for p in parts if p in query.stems) / len(parts)


def wanted_buckets(query: Query) -> list[str]:
    return [b for b, pattern in BUCKET_CUES.items()
            if pattern.search(query.lower) or b.replace("-", " ") in query.lower]


class Policies:
    """The five policies over one index, for one request."""

    def __init__(self, index: Index, query: Query, *, min_confidence: float =
                 DEFAULT_MIN_CONFIDENCE, domains: tuple[str, ...] = (), pool: int = 30) -> None:
        self.index = index
        self.query = query
        self.min_confidence = min_confidence
        self.domains = domains
        self.pool = pool
        self._rule_hits: list[Row] | None = None

    def rule_hits(self) -> list[Row]:
        """Procedural rules whose trigger matches the request (computed once)."""
        if self._rule_hits is None:
            self._rule_hits = self.index.rules_matching(self.query.text)
        return self._rule_hits

    def candidates(self, tier: str, min_coverage: float = 0.0) -> list[tuple[Row, float]]:
        found = tier_search(self.index, self.query, tier, self.pool)
        if min_coverage > 0:
            found = [(row, bm) for row, bm in found
                     if self.query.coverage(row_text(row)) >= min_coverage]
        return found

    def lexical(self, candidates: list[tuple[Row, float]], best_bm25: float) -> float:
        """How well a tier's best candidate matches the request's words, in [0, 1]: BM25
        relative to the best of any tier, and the share of the request's words it covers."""
        return max((0.5 * (bm / best_bm25 if best_bm25 > 0 else 0.0)
                    + 0.5 * self.query.coverage(row_text(row)) for row, bm in candidates
                    if row.tier != T.SEMANTIC or row.confidence >= self.min_confidence),
                   default=0.0)

    def condition_match(self, candidates: list[tuple[Row, float]]) -> float:
        """How much of a prediction's condition the request states, in [0, 1]: the best share
        of a candidate's condition words (stems) that the request uses."""
        best = 0.0
        for row, _ in candidates:
            condition = str(row.fields.get("condition") or "").lower()
            stems = {self.query.stem(w) for w in re.findall(r"[a-z0-9]+", condition)
                     if len(w) > 2}
            if stems:
                best = max(best, len(stems & self.query.stems) / len(stems))
        return best

    def rank(self, tier: str, candidates: list[tuple[Row, float]], best_bm25: float) -> list[Hit]:
        """Score a tier's candidates: lexical relevance plus the tier's structural boosts."""
        rows: dict[str, tuple[Row, float]] = {row.id: (row, bm) for row, bm in candidates}
        if tier == T.PROCEDURAL:
            for row in self.rule_hits():
                rows.setdefault(row.id, (row, 0.0))
        hits: list[Hit] = []
        for row, bm in rows.values():
            lexical = bm / best_bm25 if best_bm25 > 0 else 0.0
            cover = self.query.coverage(row_text(row))
            why = [f"text {lexical:.2f}", f"covers {cover:.0%}"]
            boost = self._boost(tier, row, why)
            if boost is None:
                continue
            hits.append(Hit(row, 0.5 * lexical + 0.5 * cover + boost, why, cover))
        return hits

    def _boost(self, tier: str, row: Row, why: list[str]) -> float | None:
        """The policy's structural signal; None drops the item (e.g. under the threshold)."""
        f = row.fields
        q = self.query
        if tier == T.SEMANTIC:
            if row.confidence < self.min_confidence:
                return None
            topic = _name_match(q, row.topic)
            if topic:
                why.append(f"topic {row.topic} {topic:.0%}")
            return 0.3 * topic + 0.1 * (row.confidence - self.min_confidence)
        if tier == T.EPISODIC:
            boost = 0.0
            event = _name_match(q, str(f.get("event_type") or ""))
            if event:
                why.append(f"event type {f.get('event_type')}")
                boost += 0.3 * event
            if q.date_range is not None:
                day = str(f.get("date") or row.last_touched)
                start, end = q.date_range
                if start.isoformat() <= day <= end.isoformat():
                    why.append(f"dated {day}, in range")
                    boost += 0.5
                else:
                    boost -= 0.4
            return boost
        if tier == T.PROCEDURAL:
            boost = 0.0
            if any(r.id == row.id for r in self.rule_hits()):
                why.append("trigger matches")
                boost += 0.5
            severity = SEVERITY_RANK.get(str(f.get("severity") or "medium"), 1)
            return boost + 0.03 * severity + 0.02 * min(int(f.get("violations") or 0), 5)
        if tier == T.PERSONALIZED:
            domain = str(f.get("domain") or "")
            named = _name_match(q, domain)
            if named:
                why.append(f"domain {domain} named")
                return 0.3 * named
            if domain in self.domains:
                why.append(f"domain {domain} is this project's")
                return 0.1
            return 0.0
        if tier == T.ENVIRONMENT:
            bucket = str(f.get("bucket") or "")
            boost = 0.0
            if bucket in wanted_buckets(q):
                why.append(f"bucket {bucket} asked for")
                boost += 0.15
            condition = q.coverage(str(f.get("condition") or ""))
            if condition:
                boost += 0.2 * condition
            return boost
        return 0.0
