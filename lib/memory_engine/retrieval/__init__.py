"""Typed retrieval: every tier has a say, the evidence decides, the tier travels with every item.

`recall(index, text)` is the one entry point, used by `memengine recall`, by the per-prompt hook,
by the benchmark and by any tool that asks by type. Two modes:

* `typed` (default): every tier's policy runs on every request (policies.py): one full-text pass
  gives each tier its own candidates, and each policy measures its tier's evidence (a topic the
  question names, a trigger the action states, a domain, a condition, a date). The wording's cues
  (router.py) add a prior per tier. calibration.py weighs all of it per tier, with weights fitted
  on labelled requests, into the probability that the record is what the request needs. Items
  under the model's bar, or far under the best item, are left out, so fewer than k items (or
  none) is a normal answer: per-prompt injection is precision first. A listing (no bar asked
  for, no tier) that the evidence fills to FILL_AFTER items is completed to k from the
  whole-store text ranking, so that a record the typing ranked low is still shown (marked
  "text match only": its tier was not decided); the first FILL_AFTER items stay typed.
* `bucket`: the single-bucket baseline the thesis is measured against: one full-text index over
  every tier, top k by BM25, tiers ignored (the tier is still reported, so the damage shows).

The tier travels with every result.
"""

from __future__ import annotations

from memory_engine.records import tiers as T

TYPE_CHECKING = False  # not `from typing`: importing typing costs milliseconds per hook run

if TYPE_CHECKING:
    import datetime as dt
    from typing import Any

    from memory_engine.index import Index, Row
    from memory_engine.retrieval.calibration import Model
    from memory_engine.retrieval.policies import Hit
    from memory_engine.retrieval.query import Query
    from memory_engine.retrieval.router import Route

# The submodules (and the index) are imported by recall() itself: the session-start hook imports
# this package for `retrieval.session` only and must not pay for SQLite, the query reader or the
# router's cue table.
MODES = ("typed", "bucket")
DEFAULT_MIN_CONFIDENCE = 0.5  # semantic patterns under this are not returned
RELATIVE_CUT = 0.7  # the bucket+floor baseline keeps items at this share of the best BM25
FILL_AFTER = 3  # a typed listing this long is completed from the whole-store text ranking


class Recall:
    """The answer to one request: hits best first, the route (the wording's reading) and, per
    tier, the probability of its best returned item."""

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


class Candidate:
    """A record one tier's policy put forward, with the numbers calibration weighs; `need`: how
    much the request needs the record's tier (calibration.Model.tier_posterior, 1 for the most
    needed tier)."""

    __slots__ = ("as_lesson", "evidence", "need", "row", "x")

    def __init__(self, row: Row, evidence: dict[str, float], x: tuple[float, ...]) -> None:
        self.row = row
        self.evidence = evidence
        self.x = x
        self.need = 1.0
        # a preference found by the kind of work it is about: (the procedural features of its
        # evidence, the procedural tier's need), see `probability`
        self.as_lesson: tuple[tuple[float, ...], float] | None = None

    def probability(self, model: Model) -> float:
        """What recall ranks the record on: its probability times its tier's need. A
        preference the request reaches through the kind of work it is about ("add a
        component" and "I prefer <script setup> in every component") says how to do that work
        as a lesson with that kind trigger does, and is weighed as one too when that says
        more: the personalized weights are fitted on requests that ask what the person likes."""
        return self.weighed(model)[0]

    def weighed(self, model: Model) -> tuple[float, str]:
        """(probability(), the tier it was weighed as): a preference weighed as a lesson
        answers as the procedural tier does, and the answer's cut (Model.cut) keeps or drops
        it with that tier: how to do the work the request asks for."""
        p = model.probability(self.row.tier, self.x) * self.need
        if self.as_lesson is not None:
            x, need = self.as_lesson
            as_lesson = model.probability(T.PROCEDURAL, x) * need
            if as_lesson > p:
                return as_lesson, T.PROCEDURAL
        return p, self.row.tier


def examine(index: Index, text: str, *, tier: str | None = None, today: dt.date | None = None,
            min_confidence: float = DEFAULT_MIN_CONFIDENCE, pool: int | None = None,
            model: Model | None = None) -> tuple[Query, Route | None, list[Candidate]]:
    """Run every tier's policy (or `tier`'s only) on the request: every candidate with its
    evidence (the `words` feature from `model`'s word prior, default the shipped one) and how
    much its tier is needed (`need`, from `model`'s request weights over every tier's best
    evidence and the request's shape), nothing cut yet. What recall() ranks (the record's
    probability times its tier's `need`) and what the weights are fitted on."""
    from memory_engine.index import words
    from memory_engine.retrieval import calibration
    from memory_engine.retrieval.policies import POOL, Policies
    from memory_engine.retrieval.principal import principal_names
    from memory_engine.retrieval.query import Query
    from memory_engine.retrieval.router import route

    index.refresh([tier] if tier else None)
    names = tuple(principal_names(index))
    query = Query(text, today, ignore=frozenset(w for n in names for w in words(n)))
    named = any(w in query.word_set for n in names for w in words(n))
    policies = Policies(index, query, min_confidence=min_confidence, names_principal=named,
                        pool=pool or POOL)
    tiers = (tier,) if tier else T.TIERS
    pools = policies.pools(tiers)
    if not any(pools.values()):
        return query, None, []  # nothing matches: no tier can answer, the wording is not read
    decided = route(text, names=names)
    prior = decided.prior()
    model = model or calibration.model()
    word_prior = model.words
    said = (word_prior.posterior(text, request_forms(query, decided))
            if word_prior is not None else None)
    best = max((bm for found in pools.values() for _, bm in found), default=0.0)
    out: list[Candidate] = []
    for t in tiers:
        tier_best = max((bm for _, bm in pools[t]), default=0.0)
        for row, bm in pools[t]:
            if t == T.SEMANTIC and row.confidence < min_confidence:
                continue  # the semantic policy's confidence threshold
            evidence = policies.evidence(row, bm, best, tier_best)
            out.append(Candidate(row, evidence, calibration.vector(evidence, prior, t, said)))
            if t == T.PERSONALIZED and _of_kinds(row.topic, query.kinds):
                out[-1].as_lesson = (calibration.vector(dict(evidence, key2=1.0), prior,
                                                        T.PROCEDURAL, said), 1.0)
    if tier is None and model.request is not None:  # asked for one tier, that tier is needed
        # a preference weighed as a lesson is a procedural candidate too: without it, a
        # request no lesson matches would need the procedural tier not at all
        seen = [(c.row.tier, c.x) for c in out]
        seen += [(T.PROCEDURAL, c.as_lesson[0]) for c in out if c.as_lesson is not None]
        need = model.tier_posterior(calibration.request_vectors(
            seen, asks(decided), model.probability, model.best_record))
        for c in out:
            c.need = need[c.row.tier]
            if c.as_lesson is not None:
                c.as_lesson = (c.as_lesson[0], need.get(T.PROCEDURAL, 0.0))
    return query, decided, out


def request_forms(query: Query, decided: Route) -> set[str]:
    """The request's structure for the word prior: router.forms(), whether it names a kind
    of work (concepts: "=kind"), as an action on one does, and which ("=kind:communication"):
    a message, a report or a plan to write is how the principal wants it more often than a
    rule, a test run a rule, whatever words name them."""
    from memory_engine.retrieval.router import forms

    return forms(decided) | ({"=kind", *("=kind:" + k for k in query.kinds)}
                             if query.kinds else set())


def _of_kinds(topic: str, kinds: list[str]) -> bool:
    """Does a preference's topic (`preference-<domain>-<kind>...`) name one of these kinds of
    work (`concepts`)?"""
    return any(part in kinds for part in topic.split("-")[1:])


def asks(decided: Route) -> bool:
    """Whether a clause of the request is a question (its shape, for the tier posterior)."""
    return any(c.question for c in decided.clauses)


def recall(index: Index, text: str, *, k: int = 5, mode: str = "typed", tier: str | None = None,
           today: dt.date | None = None, min_score: float | None = None,
           min_confidence: float = DEFAULT_MIN_CONFIDENCE,
           min_coverage: float = 0.0, model: Model | None = None,
           pool: int | None = None, fill: bool = True) -> Recall:
    """Typed (or bucket) retrieval. `min_score`: the probability bar (default: the model's
    `list` bar; with `tier`, none: the tier's best are returned); `min_coverage`: candidates
    containing less than this share of the request's content words are left out; `model`: the
    calibration (default: the shipped one); `pool`: candidates per tier; `fill`: a listing
    (neither `min_score` nor `tier`) of FILL_AFTER typed items or more keeps those and takes
    the rest of its k from the whole-store text ranking (see completed())."""
    from memory_engine.retrieval import calibration
    from memory_engine.retrieval.policies import Hit
    from memory_engine.retrieval.query import Query

    if mode not in MODES:
        raise ValueError(f"unknown mode {mode!r}; use one of: {', '.join(MODES)}")
    if mode == "bucket":
        return _bucket(index, Query(text, today), k, tier)
    model = model or calibration.model()
    query, decided, candidates = examine(index, text, tier=tier, today=today, model=model,
                                         min_confidence=min_confidence, pool=pool)
    hits: list[Hit] = []
    weighed_as: dict[str, str] = {}  # record id -> the tier it was weighed as (`weighed`)
    for c in candidates:
        if c.evidence["cover"] < min_coverage:
            continue
        p, weighed_as[c.row.id] = c.weighed(model)
        hits.append(Hit(c.row, p, _Why(c, p), c.evidence["cover"]))
    hits.sort(key=lambda h: (-h.score, T.TIERS.index(h.tier), h.row.id))
    if tier:  # asked for one tier: its best, whatever the bars
        hits = [h for h in hits if min_score is None or h.score >= min_score]
    else:
        hits = model.cut(hits, lambda h: weighed_as.get(h.row.id, h.tier), _p_of, min_score)
    hits = hits[:k]
    weights: dict[str, float] = {}
    for h in hits:
        weights.setdefault(h.tier, h.score)
    if fill and tier is None and min_score is None and k > FILL_AFTER <= len(hits):
        found = index.search(Query(text, today).search_text(), None, k + FILL_AFTER)
        best = max((rel for _, rel in found), default=0.0)
        by_id = {row.id: (row, rel) for row, rel in found}
        kept = completed([h.row.id for h in hits], [row.id for row, _ in found], k)
        typed = {h.row.id: h for h in hits}
        hits = [typed.get(rid) or Hit(by_id[rid][0], 0.0, [
            f"text match only (bm25 {by_id[rid][1] / best if best > 0 else 0.0:.2f}): "
            "tier not decided"]) for rid in kept]
    return Recall("typed", query, hits, decided, weights)


def completed(typed: list[str], by_text: list[str], k: int) -> list[str]:
    """The ids a listing gives: the first FILL_AFTER of the typed answer when it has that many
    (the rest of it, under the typing's first items, weighs less than the text ranking),
    then the whole-store text ranking's best not yet given (the rest of the typed answer
    after them), up to k. A shorter typed answer is given as it is: the evidence decided few
    items and the listing stays precision first."""
    if len(typed) < FILL_AFTER or k <= FILL_AFTER:
        return typed[:k]
    out = typed[:FILL_AFTER]
    for rid in (*by_text, *typed[FILL_AFTER:]):
        if len(out) >= k:
            break
        if rid not in out:
            out.append(rid)
    return out


def _p_of(hit: Hit) -> float:
    return hit.score


class _Why:
    """_why(candidate, p), worded when a hit's reasons are first read (Hit.why)."""

    __slots__ = ("candidate", "p")

    def __init__(self, candidate: Candidate, p: float) -> None:
        self.candidate = candidate
        self.p = p

    def __call__(self) -> list[str]:
        return _why(self.candidate, self.p)


def _why(candidate: Candidate, p: float) -> list[str]:
    """The evidence behind a probability, in words (printed by `recall --json` and tests)."""
    e = candidate.evidence
    row = candidate.row
    f = row.fields
    why = [f"p {p:.2f}", f"tier needed {candidate.need:.2f}", f"text {e['text']:.2f}",
           f"covers {e['cover']:.0%}"]
    key = {T.SEMANTIC: f"topic {row.topic}", T.EPISODIC: f"event type {f.get('event_type')}",
           T.PROCEDURAL: "trigger", T.PERSONALIZED: f"domain {f.get('domain')}",
           T.ENVIRONMENT: "condition"}.get(row.tier, "key")
    if e["key"]:
        why.append(f"{key} stated {e['key']:.0%}")
    if e["key2"]:
        why.append({T.EPISODIC: f"dated {f.get('date') or row.last_touched}, in range",
                    T.PROCEDURAL: "trigger matches", T.PERSONALIZED: "principal named",
                    T.ENVIRONMENT: f"bucket {f.get('bucket')} asked for",
                    }.get(row.tier, f"confidence {row.confidence:.2f}"))
    if e["against"]:
        why.append("dated outside the range asked")
    return why


def _bucket(index: Index, query: Query, k: int, tier: str | None) -> Recall:
    """The baseline: one index, top k by text similarity, tiers ignored."""
    from memory_engine.retrieval.policies import Hit

    found = index.search(query.search_text(), tier, k)
    best = max((rel for _, rel in found), default=0.0)
    hits = [Hit(row, rel / best if best > 0 else 0.0, [f"bm25 {rel:.2f}"]) for row, rel in found]
    return Recall("bucket", query, hits, None, {})
