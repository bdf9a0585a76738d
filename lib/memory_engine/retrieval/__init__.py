"""Typed retrieval: route a request to the tiers it needs, rank within each tier, merge.

`recall(index, text)` is the one entry point, used by `memengine recall`, by the per-prompt hook
and by the benchmark. Two modes:

* `typed` (default): every tier is searched; the router (router.py) picks the tiers the request
  needs from its wording (cues.py), with the store's evidence (which tiers hold matching records,
  which rule triggers match, which principals are named) as tie-breaker; each tier's policy
  (policies.py) ranks its own candidates; an item's score is its relevance weighted by the
  router's confidence in its tier; items under the relevance floor are dropped, so fewer than k
  items (or none) is a normal answer.
* `bucket`: the single-bucket baseline the thesis is measured against: one full-text index over
  every tier, top k by BM25, tiers ignored (the tier is still reported, so the damage shows).

The tier travels with every result.
"""

from __future__ import annotations

from memory_engine.index import words
from memory_engine.records import tiers as T

TYPE_CHECKING = False  # not `from typing`: importing typing costs milliseconds per hook run

if TYPE_CHECKING:
    import datetime as dt
    from typing import Any

    from memory_engine.index import Index
    from memory_engine.retrieval.policies import Hit
    from memory_engine.retrieval.query import Query
    from memory_engine.retrieval.router import Route

# The submodules are imported by recall() itself: the session-start hook imports this package
# for `retrieval.session` only and must not pay for the query reader or the router's cue table.
MODES = ("typed", "bucket")
DEFAULT_MIN_CONFIDENCE = 0.5  # semantic patterns under this are not returned
MIN_SCORE = 0.35  # absolute floor on a typed item's score
RELATIVE_CUT = 0.7  # and at least this share of the best item's score


class Recall:
    """The answer to one request: hits best first, and (typed mode) the route that chose tiers."""

    __slots__ = ("hits", "mode", "query", "route", "weights")

    def __init__(self, mode: str, query: Query, hits: list[Hit], route: Route | None,
                 weights: dict[str, float]) -> None:
        self.mode = mode
        self.query = query
        self.hits = hits
        self.route = route
        self.weights = weights

    def to_list(self) -> list[dict[str, Any]]:
        return [h.to_dict() for h in self.hits]

    def explain(self) -> dict[str, Any]:
        return {"mode": self.mode, "terms": self.query.terms,
                "dates": [d.isoformat() for d in self.query.date_range or ()],
                "tiers": {t: round(w, 3) for t, w in self.weights.items()},
                "cues": self.route.explain() if self.route else []}


def recall(index: Index, text: str, *, k: int = 5, mode: str = "typed", tier: str | None = None,
           today: dt.date | None = None, min_score: float = MIN_SCORE,
           relative_cut: float = RELATIVE_CUT, min_confidence: float = DEFAULT_MIN_CONFIDENCE,
           domains: tuple[str, ...] = (), min_coverage: float = 0.0) -> Recall:
    """`min_coverage`: candidates containing less than this share of the request's content words
    are left out before routing (when none is left, the router is not even consulted)."""
    from memory_engine.retrieval.policies import Policies
    from memory_engine.retrieval.query import Query
    from memory_engine.retrieval.router import route

    if mode not in MODES:
        raise ValueError(f"unknown mode {mode!r}; use one of: {', '.join(MODES)}")
    if mode == "bucket":
        return _bucket(index, Query(text, today), k, tier)
    index.refresh([tier] if tier else None)
    names = tuple(index.principals())
    query = Query(text, today, ignore=frozenset(w for n in names for w in words(n)))
    policies = Policies(index, query, min_confidence=min_confidence, domains=domains)
    decided = None
    if tier:
        weights = {tier: 1.0}
        pools = {tier: policies.candidates(tier, min_coverage)}
    else:
        # Every tier is searched first: which tiers hold a match is evidence for the router.
        pools = {t: policies.candidates(t, min_coverage) for t in T.TIERS}
        best = max((bm for pool in pools.values() for _, bm in pool), default=0.0)
        lexical = {t: policies.lexical(pools[t], best) for t in T.TIERS}
        if not any(lexical.values()) and not policies.rule_hits():
            return Recall("typed", query, [], None, {})  # nothing matches: no tier can answer
        decided = route(text, names=names, trigger_hits=len(policies.rule_hits()),
                        lexical=lexical, conditions=policies.condition_match(pools[T.ENVIRONMENT]))
        weights = decided.weights()
    best_bm25 = max((bm for t in weights for _, bm in pools[t]), default=0.0)
    hits: list[Hit] = []
    for t, weight in weights.items():
        for hit in policies.rank(t, pools[t], best_bm25):
            hit.score = weight * hit.relevance
            hits.append(hit)
    hits.sort(key=lambda h: (-h.score, T.TIERS.index(h.tier), h.row.id))
    if hits:
        floor = max(min_score, relative_cut * hits[0].score)
        hits = [h for h in hits if h.score >= floor]
    return Recall("typed", query, hits[:k], decided, weights)


def _bucket(index: Index, query: Query, k: int, tier: str | None) -> Recall:
    """The baseline: one index, top k by text similarity, tiers ignored."""
    from memory_engine.retrieval.policies import Hit

    found = index.search(query.search_text(), tier, k)
    best = max((rel for _, rel in found), default=0.0)
    hits = [Hit(row, rel / best if best > 0 else 0.0, [f"bm25 {rel:.2f}"]) for row, rel in found]
    return Recall("bucket", query, hits, None, {})
