"""How much each piece of evidence says that a record is what a request needs, tier by tier.

Every candidate of every tier is described by the same few numbers (FEATURES): how well its text
matches the request (BM25 relative to the request's best and to its tier's best, the share of the
request's words it covers), its tier's structural evidence (policies.py: the topic, trigger,
domain, condition or event type the request states, a date inside or outside the one it names),
and the wording's prior for its tier (router.py: the cue score of the tier in the clauses that
decide, whether it is the strongest, and whether the wording decided anything at all), and what the
request's words say of the tier by themselves (`WordPrior`: a softmax regression over the
words, word pairs and shape (the opening word, a question mark, and the request's forms,
router.forms: the class and tense of each question, "what about X?", "what is X", the cue forms
it uses, named apart from its words and language) of labelled requests, fitted
with the weights: "write the message to..." is how the principal wants a kind of work done more
often than it is a rule, and no cue table has to say so). A logistic model per tier turns them into
the probability that the record is one the request needs, so a trigger match weighs what it is
worth for rules and a matching topic what it is worth for patterns, and the wording is one piece
of evidence among others, not a gate.

Whether the request needs a tier at all is decided once per request and tier (`Model.request`,
`tier_posterior`): a logistic model per tier over the evidence of the tier's best record (the
candidate with the highest probability: its text match, coverage, key, with the wording's cue,
the words' posterior for the tier and that record's probability) and the request's shape
(whether it asks a question, whether it names a principal), fitted on which tiers labelled
requests need. A record's own probability is the per-tier weights', fitted on the requests that
need its tier (the wording's say about the tier is the request weights' part, not counted
twice); a record is ranked on it times its tier's need (over the most needed tier's: a request
needs some tier, and doubt about which of two says nothing against the records of either): "bump
the warehouse" with a preference and a rule on warehouses in the store is decided by how strong
each tier's best evidence is, not by whichever single record matches most words. Weights without
a `request` part leave every tier at 1.

The weights are fitted by benchmarks/retrieval/fit_recall.py on labelled requests (reported
leave one task source out) and kept in data/recall_weights.json with its bars: `tier`, the share
of the best item's probability a tier's best must reach for the tier to be answered from at all
(the tiers are decided from the evidence, every tier having had its say); `list` and `relative`,
under which an item is not returned (absolutely, and as a share of the best); and `inject`,
under which the per-prompt hook gives nothing (precision first). Applying them is plain
arithmetic.
"""

from __future__ import annotations

import math
import os

from memory_engine.logistic import logistic

TYPE_CHECKING = False  # not `from typing`: importing typing costs milliseconds per hook run
if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Sequence
    from typing import Any, TypeVar

    from memory_engine.datacache import Shards

    T = TypeVar("T")

PATH = os.path.join(os.path.dirname(os.path.dirname(__file__)), "data", "recall_weights.json")

FEATURES: tuple[str, ...] = (
    "text",       # BM25 / the request's best BM25 over every tier
    "tier_best",  # BM25 / the best BM25 in the record's tier
    "cover",      # share of the request's content stems the record contains
    "matched",    # how many of them (up to 4, over 4): an absolute match, where the others are
                  # relative to the request's own best
    "key",        # the tier's key stated: topic, event type, trigger, domain, condition
    "key2",       # second structural signal: date in range, `re:`/exact trigger, principal
                  # named, sub-bucket asked for, confidence above the threshold
    "against",    # evidence against: a date named that the trace does not have
    "cue",        # the wording's cue score for the tier, relative to the strongest tier
    "cue_top",    # the tier is the wording's strongest in a deciding clause
    "no_cue",     # no clause of the request decides anything
    "words",      # the request's words' posterior for the tier (WordPrior)
)
# Sign of each weight the fit may use (+1: evidence for, -1: against, 0: free). A cue or a
# match is evidence for a record or nothing; a negative weight would be a quirk of the data.
SIGNS: tuple[int, ...] = (1, 1, 1, 1, 1, 1, -1, 1, 1, 0, 1)

# What decides whether a request needs a tier at all, whatever record answers it (`Model.request`):
# the evidence of the tier's best record (the FEATURES named here, of the candidate with the
# highest probability in the tier: request_vectors) and the request's shape, the same for every
# tier.
_BEST = ("words", "cue", "cue_top", "no_cue", "text", "cover", "matched", "key", "key2")
REQUEST_FEATURES: tuple[str, ...] = (
    *_BEST,
    "record",     # the probability of the tier's best record, given the tier is needed (the
                  # per-tier weights): a tier holding a record that its evidence makes near
                  # certain is needed more than one whose best record is a loose match
    "question",   # a clause of the request is a question (router.split_clauses)
    "principal",  # the request names a principal the store knows
)
REQUEST_SIGNS: tuple[int, ...] = (1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 0, 0)


class WordPrior:
    """P(tier | the request's words): a softmax over tiers of a bias plus the weights of the
    request's words, adjacent word pairs and shape (request_features).

    `log_prior[t]` is tier t's bias; for each word or pair seen often enough in the labelled
    requests (rarer ones say nothing), one weight per tier. The fit (fit_recall.fit_words) is a
    penalised softmax regression: words that go together share their evidence, where naive
    Bayes counted each as independent and was sure of itself far too often. They are held
    flat, one row of len(tiers) values per word at the word's `index`, so that loading them is
    one copy of bytes rather than 1,400 lists built on every prompt (the index, as the data
    cache keeps it, is decoded only where the request's words fall: datacache.Shards). `temperature`
    divides the summed scores; the fit chooses the one that best predicts the tiers of
    requests from sources the prior was not fitted on."""

    __slots__ = ("index", "log_prior", "temperature", "tiers", "values")

    def __init__(self, tiers: tuple[str, ...], log_prior: tuple[float, ...],
                 index: dict[str, int] | Shards, values: Sequence[float],
                 temperature: float = 1.0) -> None:
        self.tiers = tiers
        self.log_prior = log_prior
        self.index = index
        self.values = values
        self.temperature = temperature

    @classmethod
    def from_ratios(cls, tiers: tuple[str, ...], log_prior: tuple[float, ...],
                    ratios: dict[str, list[float]], temperature: float = 1.0) -> WordPrior:
        index = {w: n for n, w in enumerate(ratios)}
        return cls(tiers, log_prior, index, [float(v) for r in ratios.values() for v in r],
                   temperature)

    @property
    def ratios(self) -> dict[str, list[float]]:
        width = len(self.tiers)
        return {w: list(self.values[n * width:(n + 1) * width]) for w, n in self.index.items()}

    def posterior(self, text: str, forms: Iterable[str] = ()) -> dict[str, float]:
        """P(tier | the request's words and `forms`, its structure: router.forms())."""
        scores = list(self.log_prior)
        width = len(scores)
        values = self.values
        for feature in request_features(text, forms):
            row = self.index.get(feature)
            if row is not None:
                start = row * width
                for i in range(width):
                    scores[i] += values[start + i]
        top = max(scores)
        exps = [math.exp((v - top) / self.temperature) for v in scores]
        total = sum(exps)
        return {t: e / total for t, e in zip(self.tiers, exps, strict=True)}


def request_features(text: str, forms: Iterable[str] = ()) -> set[str]:
    """The words of a request (no numbers), its adjacent word pairs ("how_long") and its shape:
    the word and the pair it opens with ("^write", "^how_long": an order opens with its verb, a
    question with its question word, in any language the labelled requests use), whether it
    holds a question mark ("?" or "!?") and its `forms` (router.forms(): the kind of question
    or statement each clause is, named apart from its words, "=q:what/past")."""
    from itertools import pairwise

    from memory_engine.text import tokenise

    if "=what-about" in forms:
        # "what about the release branch?": its words name a topic, not the kind of memory
        # wanted; what a topic's words leaned to in the labelled requests is no evidence here,
        # and the store's evidence decides
        return {"?" if "?" in text else "!?", *forms}
    tokens = [t for t in tokenise(text) if t.isalpha()]
    out = {*tokens, *(a + "_" + b for a, b in pairwise(tokens)), "?" if "?" in text else "!?",
           *forms}
    if tokens:
        out.add("^" + tokens[0])
        if len(tokens) > 1:
            out.add("^" + tokens[0] + "_" + tokens[1])
    return out


def request_vectors(candidates: Sequence[tuple[str, Sequence[float]]], question: bool,
                    probability: Callable[[str, Sequence[float]], float] | None = None,
                    best_record: bool = False) -> dict[str, tuple[float, ...]]:
    """tier -> REQUEST_FEATURES of a request, from its candidates ((tier, FEATURES vector)):
    each tier's best evidence, its best record's `probability` (Model.probability; without
    it, 0) and the request's shape. A tier without candidates has none.

    The best evidence is each feature's largest value over the tier's candidates, or, with
    `best_record` (Model.best_record, as the weights were fitted) and `probability`, the
    evidence of the tier's best record, the one with the highest probability: one record's
    evidence, not the best of each feature over different records, so that a tier holding
    an unrelated record that states its key and another that matches the words is no
    stronger than either, and a tier whose best record is near certain on its own evidence
    is not outweighed by a neighbour's key."""
    best: dict[str, list[float]] = {}
    record: dict[str, float] = {}
    at = [FEATURES.index(f) for f in _BEST]
    principal = 0.0
    key2 = FEATURES.index("key2")
    for tier, x in candidates:
        if tier == "personalized" and x[key2] > principal:
            principal = x[key2]  # the personalized policy's `key2`: a principal named
        row = best.get(tier)
        p = probability(tier, x) if probability is not None else 0.0
        if row is None or (best_record and p > record[tier]):
            best[tier] = [x[i] for i in at]
        elif not best_record:
            for n, i in enumerate(at):
                if x[i] > row[n]:
                    row[n] = x[i]
        if row is None or p > record[tier]:
            record[tier] = p
    shape = (float(question), principal)
    return {t: (*row, record[t], *shape) for t, row in best.items()}


def _logistic(bias: float, weights: Sequence[float], x: Sequence[float]) -> float:
    z = bias + sum(w * v for w, v in zip(weights, x, strict=True))
    return logistic(z)


class Model:
    """Per-tier logistic weights, the request-level tier weights and the bars."""

    __slots__ = ("bars", "best_record", "request", "tiers", "words")

    def __init__(self, tiers: dict[str, tuple[float, tuple[float, ...]]],
                 bars: dict[str, float], words: WordPrior | None = None,
                 request: dict[str, tuple[float, tuple[float, ...]]] | None = None,
                 best_record: bool = False) -> None:
        self.tiers = tiers  # tier -> (bias, weights in FEATURES order)
        self.bars = bars
        self.words = words
        self.request = request  # tier -> (bias, weights in REQUEST_FEATURES order)
        # the request weights read each tier's best record's evidence (request_vectors)
        self.best_record = best_record

    def probability(self, tier: str, x: Sequence[float]) -> float:
        """That the record is one the request needs, given its tier is needed (the per-tier
        weights, fitted on the requests that need the tier); times tier_posterior()'s value
        for its tier, what recall() ranks on."""
        bias, weights = self.tiers[tier]
        return _logistic(bias, weights, x)

    def tier_posterior(self, vectors: dict[str, tuple[float, ...]]) -> dict[str, float]:
        """tier -> how much the request needs it (request_vectors()): the probability that it
        does, over the most needed tier's (a request needs some tier; being unsure which of two
        is no reason to doubt both). 1 for every tier without request weights."""
        if self.request is None:
            return dict.fromkeys(vectors, 1.0)
        need = {t: _logistic(*self.request[t], v) if t in self.request else 1.0
                for t, v in vectors.items()}
        top = max(need.values(), default=1.0)
        return {t: p / top for t, p in need.items()} if top > 0 else need

    def cut(self, ranked: list[T], tier_of: Callable[[T], str], p_of: Callable[[T], float],
            bar: float | None = None) -> list[T]:
        """What an answer keeps of `ranked` (best first): the tiers whose best item reaches the
        `tier` share of the best item (the tiers the evidence decides), and in them the items
        over the `list` bar (or `bar`) and the `relative` share of the best. With `floors` set,
        an item under its tier's own bar (`floor:<tier>`, 0 when absent) is dropped first: a
        tier abstains unless its evidence clears it."""
        bars = self.bars
        if bars.get("floors"):  # a tier's items under its own bar are not shown at all
            ranked = [h for h in ranked if p_of(h) >= bars.get("floor:" + tier_of(h), 0.0)]
        if not ranked:
            return []
        top = p_of(ranked[0])
        floor = max(self.bars["list"] if bar is None else bar, self.bars["relative"] * top)
        decided = {tier_of(h) for h in ranked if p_of(h) >= self.bars["tier"] * top}
        return [h for h in ranked if p_of(h) >= floor and tier_of(h) in decided]

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "features": list(FEATURES),
            "tiers": {t: {"bias": round(b, 4),
                          "weights": {f: round(w, 4) for f, w in zip(FEATURES, ws, strict=True)}}
                      for t, (b, ws) in self.tiers.items()},
            "bars": {k: round(v, 4) for k, v in self.bars.items()}}
        if self.request is not None:
            out["request"] = {
                t: {"bias": round(b, 4),
                    "weights": {f: round(w, 4)
                                for f, w in zip(REQUEST_FEATURES, ws, strict=True)}}
                for t, (b, ws) in self.request.items()}
            if self.best_record:
                out["request_evidence"] = "best record"
        if self.words is not None:
            out["words"] = {"tiers": list(self.words.tiers),
                            "log_prior": [round(v, 4) for v in self.words.log_prior],
                            "temperature": self.words.temperature,
                            "ratios": {w: [round(v, 3) for v in r]
                                       for w, r in sorted(self.words.ratios.items())}}
        return out


def from_json(raw: dict[str, Any]) -> Model:
    tiers = {t: (float(v["bias"]), tuple(float(v["weights"].get(f, 0.0)) for f in FEATURES))
             for t, v in raw["tiers"].items()}
    words = raw.get("words")
    prior = None
    if words is not None:
        tiers_, log_prior = tuple(words["tiers"]), tuple(float(v) for v in words["log_prior"])
        temperature = float(words.get("temperature", 1.0))
        packed = words.get("packed")
        if packed is not None:  # as pack_sharded() left it in the data cache
            # a view of the bytes as doubles: no copy, and no import (`array` brings in
            # collections.abc, most of a millisecond)
            values = memoryview(packed["values"]).cast("d")
            from memory_engine.datacache import Shards

            index = Shards(packed["bounds"], packed["shards"], packed["count"])
            prior = WordPrior(tiers_, log_prior, index, values, temperature)
        else:
            prior = WordPrior.from_ratios(tiers_, log_prior, words["ratios"], temperature)
    request = None
    if raw.get("request"):
        request = {t: (float(v["bias"]), tuple(float(v["weights"].get(f, 0.0))
                                               for f in REQUEST_FEATURES))
                   for t, v in raw["request"].items()}
    return Model(tiers, {k: float(v) for k, v in raw["bars"].items()}, prior, request,
                 raw.get("request_evidence") == "best record")


def pack_sharded(raw: dict[str, Any]) -> dict[str, Any]:
    """The weights file with its word ratios flattened to bytes and its word index cut into
    shards: what the data cache keeps, so a prompt loads them with a few copies and decodes
    only the shards its words fall in (see WordPrior, datacache.Shards). A cache of another
    layout has another name (datacache names it after this function)."""
    words = raw.get("words")
    if words is None or "ratios" not in words:
        return raw
    from array import array

    from memory_engine.datacache import shard

    ratios = words["ratios"]
    flat = array("d", [float(v) for r in ratios.values() for v in r])
    bounds, shards = shard({w: n for n, w in enumerate(ratios)})
    packed = {"bounds": bounds, "shards": shards, "count": len(ratios), "values": flat.tobytes()}
    rest = {k: v for k, v in words.items() if k != "ratios"}
    return dict(raw, words=dict(rest, packed=packed))


_MODEL: Model | None = None


def model() -> Model:
    """The shipped model (read once per process)."""
    global _MODEL
    if _MODEL is None:
        from memory_engine.datacache import load_json

        _MODEL = from_json(load_json(PATH, prepare=pack_sharded))
    return _MODEL


def vector(evidence: dict[str, float], prior: dict[str, tuple[float, bool]],
           tier: str, words: dict[str, float] | None = None) -> tuple[float, ...]:
    """FEATURES for one candidate: its policy's evidence, the wording's prior for its tier and
    the request's words' posterior for it (`words`: tier -> P, from WordPrior)."""
    share, top = prior.get(tier, (0.0, False))
    values = dict(evidence, cue=share, cue_top=float(top), no_cue=float(not prior),
                  words=(words or {}).get(tier, 0.0))
    return tuple(values.get(f, 0.0) for f in FEATURES)
