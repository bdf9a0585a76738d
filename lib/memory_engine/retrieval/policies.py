"""One retrieval policy per tier (SPEC section 7): the evidence each tier's records give.

Every tier is searched for every request: one full-text pass over the store (BM25 with the
request's stems as prefixes, so "run the tests" finds "running tests"), keeping each tier's best
candidates so that a large tier cannot crowd a small one out. Each policy then measures what its
tier's frontmatter makes possible, as numbers in [0, 1] that calibration.py weighs per tier:

* semantic by topic tag and a confidence threshold: how much of the topic's name the request
  uses; patterns under the threshold are not returned;
* episodic by date and event type: the event type named; a date the request names that the trace
  has (or, as evidence against it, does not have); a trace dated in the range the request names
  is a candidate even if it shares no word with the request;
* procedural by trigger: how much of a rule's trigger (the action and the entities it is about)
  the request states, by stems, so "how do I run the tests" states the trigger "run tests"; a
  rule whose `re:` trigger matches is a candidate even if it shares no word with the request.
  A trigger stated only by words that the other tiers' best records hold too (the system or
  the site a fact, an incident and a preference also name) says the request is about the
  rule's system, not that it is in the rule's situation, and counts at SHARED_TRIGGER (a
  kind of work the request names is no such word: a preference filed under "testing" does
  not make a lesson whose trigger is "testing" any less about the tests);
* personalized by domain: how much of the preference's domain the request names, and whether it
  names the principal;
* environment-dynamics by condition and sub-bucket: how much of the prediction's condition the
  request states, and whether its wording asks for the record's sub-bucket.

Common to all: the record's BM25 relative to the request's best, relative to its tier's best, and
the share of the request's content words it covers.
"""

from __future__ import annotations

from memory_engine.index import words
from memory_engine.records import tiers as T
from memory_engine.retrieval import DEFAULT_MIN_CONFIDENCE
from memory_engine.retrieval.cues import bucket_cues
from memory_engine.retrieval.query import STOPWORDS, Query
from memory_engine.text import normalise

TYPE_CHECKING = False  # not `from typing`: importing typing costs milliseconds per hook run
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    from memory_engine.index import Index, Row

POOL = 30  # candidates kept per tier
COMMON_SHARE = 0.05  # a word in more of the store than this is left out of the search
SHORT = 3  # letters of a word searched whole, with its plural
# A rule's trigger that the request states only through words the other tiers' best matching
# records also hold (the system's name, the site) counts at this share: see Policies._elsewhere
SHARED_TRIGGER = 0.5
ELSEWHERE_TOP = 3  # best records of each other tier whose words are read as "elsewhere"

class Hit:
    """One retrieved item: the index row, its tier, its relevance and why it was chosen."""

    __slots__ = ("_why", "coverage", "relevance", "row", "score")

    def __init__(self, row: Row, relevance: float, why: list[str] | Callable[[], list[str]],
                 coverage: float = 0.0) -> None:
        self.row = row
        self.relevance = relevance
        self.coverage = coverage  # share of the request's content words the item contains
        self.score = relevance  # relevance weighted by the router's confidence in the tier
        # the reasons, or what words them when first read: the per-prompt hook ranks dozens of
        # candidates and never reads a reason
        self._why = why

    @property
    def why(self) -> list[str]:
        """Why the item was chosen, in words (`recall --json`, explanations, tests)."""
        why = self._why
        if callable(why):
            why = self._why = why()
        return why

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
    parts = [p for p in words(name.replace("-", " ")) if len(p) > 1]
    if not parts:
        return 0.0
    return sum(1 for p in parts if query.states(p)) / len(parts)


def _names_kind(topic: str, kinds: list[str]) -> bool:
    """Does a preference's topic (`preference-<domain>-<kind>...`) name one of these kinds of
    work (`concepts`)?"""
    return any(part in kinds for part in topic.split("-")[1:])


_DOMAIN_KINDS: dict[str, frozenset[str]] = {}


def domain_kinds(domain: str) -> frozenset[str]:
    """The kinds of work (`concepts`) a preference's domain names in its words: the domain
    "change-communication" is the work of "draft the mail to the hauliers", "reporting" that
    of "rédige le compte rendu" (computed once per domain)."""
    found = _DOMAIN_KINDS.get(domain)
    if found is None:
        from memory_engine.concepts import DOMAIN_KINDS, of_words

        named = DOMAIN_KINDS.get(domain)
        found = _DOMAIN_KINDS[domain] = frozenset(
            named if named is not None else of_words(domain.replace("-", " "), "en"))
    return found


def _of_domain(domain: str, kinds: list[str]) -> bool:
    """Does the request name every kind of work a preference's domain names (a commit
    message is commits and communication: a mail to write is not one)?"""
    found = domain_kinds(domain)
    return bool(found) and found.issubset(kinds)


def wanted_buckets(query: Query) -> list[str]:
    """The environment-dynamics sub-buckets the request's wording asks for (cues.BUCKET_CUES)."""
    return [b for b, matcher in bucket_cues()
            if matcher.search(query.lower) or b.replace("-", " ") in query.lower]


class Policies:
    """The five policies over one index, for one request."""

    def __init__(self, index: Index, query: Query, *, min_confidence: float =
                 DEFAULT_MIN_CONFIDENCE, names_principal: bool = False,
                 pool: int = POOL) -> None:
        self.index = index
        self.query = query
        self.min_confidence = min_confidence
        self.names_principal = names_principal  # the request names a principal the store knows
        self.pool = pool
        self._rules: list[Row] | None = None
        self._buckets: list[str] | None = None
        self._pools: dict[str, list[tuple[Row, float]]] = {}
        self._elsewhere_keys: set[str] | None = None

    def pools(self, tiers: tuple[str, ...] = T.TIERS) -> dict[str, list[tuple[Row, float]]]:
        """tier -> its best candidates (row, bm25), best first; rules whose trigger matches the
        request join the procedural pool at bm25 0."""
        q = self.query
        phrases = []
        for term in q.terms:
            plain = normalise(term) if not term.isascii() else term
            for root in q.roots(term):
                if len(root) >= 4 and plain.startswith(root):
                    phrases.append((root, True))
                else:
                    phrases += [(term, False), (root, False)]
                    if len(term) == SHORT and term.isalpha() and term.isascii():
                        # a short word is searched whole ("log" is not "login"), and its plural
                        # with it ("job" finds "jobs")
                        phrases.append((term + "s", False))
        # The kinds of work the request names are searched for in the tiers whose records
        # carry theirs (a lesson's triggers, a preference's topic), apart from its words but in
        # the same statement, and their relevance added there: searched in every tier, the
        # words naming them ("commits", "testing") would be prose matching prose.
        found = self.index.search_pools(
            phrases, self.pool, common_share=COMMON_SHARE, refresh=False,
            also=[(kind, False) for kind in q.kinds],
            also_tiers=[t for t in (T.PROCEDURAL, T.PERSONALIZED) if q.kinds and t in tiers])
        out = {t: found.get(t, []) for t in tiers}
        self._pools = out
        if T.PROCEDURAL in out:
            have = {row.id for row, _ in out[T.PROCEDURAL]}
            out[T.PROCEDURAL] += [(row, 0.0) for row in self.rules() if row.id not in have]
        if T.EPISODIC in out and q.date_range is not None:
            # a trace of the day or month the request names is a candidate whatever its words:
            # "what went wrong in October?" asked in any language names the event by its date
            have = {row.id for row, _ in out[T.EPISODIC]}
            start, end = q.date_range
            out[T.EPISODIC] += [(row, 0.0) for row in self.index.dated(
                T.EPISODIC, start.isoformat(), end.isoformat(), self.pool)
                if row.id not in have]
        return out

    def rules(self) -> list[Row]:
        """The procedural records whose trigger matches the request, the `pool` most violated
        (computed once)."""
        if self._rules is None:
            kinds = " ".join(self.query.kinds)  # a lesson's kinds of work are triggers too
            self._rules = self.index.rules_matching(f"{self.query.text} {kinds}".strip(),
                                                    limit=self.pool)
        return self._rules

    def evidence(self, row: Row, bm25: float, best: float, tier_best: float) -> dict[str, float]:
        """The numbers calibration.py weighs: see FEATURES there."""
        cover = self.query.coverage(row_text(row))
        out = {"text": bm25 / best if best > 0 else 0.0,
               "tier_best": bm25 / tier_best if tier_best > 0 else 0.0, "cover": cover,
               "matched": min(4.0, round(cover * len(self.query.term_keys))) / 4.0,
               "key": 0.0, "key2": 0.0, "against": 0.0}
        self._structure(row, out)
        return out

    def _structure(self, row: Row, out: dict[str, float]) -> None:
        f = row.fields
        q = self.query
        tier = row.tier
        if tier == T.SEMANTIC:
            out["key"] = _name_match(q, row.topic)
            out["key2"] = max(0.0, row.confidence - self.min_confidence)
        elif tier == T.EPISODIC:
            out["key"] = _name_match(q, str(f.get("event_type") or ""))
            if q.date_range is not None:
                day = str(f.get("date") or row.last_touched)
                start, end = q.date_range
                inside = start.isoformat() <= day <= end.isoformat()
                out["key2" if inside else "against"] = 1.0
        elif tier == T.PROCEDURAL:
            stated = [self._stated_own(str(p)) for p in f.get("trigger") or []
                      if not str(p).startswith("re:")]
            out["key"] = max((share * (1.0 if own else SHARED_TRIGGER) for share, own in stated),
                             default=0.0)
            if any(r.id == row.id for r in self.rules()):
                # matched whole by a trigger: a `re:` one, or one that is the rule's own, says
                # the request is in its situation; one stated only through shared words less
                own = any(own for share, own in stated if share >= 1.0) or any(
                    str(p).startswith("re:") for p in f.get("trigger") or [])
                out["key2"] = 1.0 if own else SHARED_TRIGGER
        elif tier == T.PERSONALIZED:
            domain = str(f.get("domain") or "")
            out["key"] = _name_match(q, domain)
            if q.kinds and out["key"] < 1.0 and (
                    _names_kind(row.topic, q.kinds)
                    or _of_domain(domain, q.kinds)):
                # a kind of work it names, as a lesson's kind trigger, or the kind of work its
                # domain is: the artefact the request orders is the one the preference is about
                out["key"] = 1.0
            out["key2"] = float(self.names_principal)
        elif tier == T.ENVIRONMENT:
            out["key"] = self._stated(str(f.get("condition") or ""))
            if self._buckets is None:
                self._buckets = wanted_buckets(q)
            out["key2"] = float(str(f.get("bucket") or "") in self._buckets)

    def _elsewhere(self) -> set[str]:
        """The stems of the request's words that the best records (ELSEWHERE_TOP by text
        match) of the tiers other than the procedural one also hold (computed once). A store
        keeps a fact, an incident, a preference and a lesson about the same system: its name
        is in all of them, and only the rest of a rule's trigger tells its situation. A kind
        of work the request names (`Query.kinds`) is never read as such a name: a kind is what
        the work is in every record that holds it, so a preference filed under it says
        nothing against a lesson's kind trigger, and a lesson met through its kind alone (a
        request sharing none of its words) is weighed as the preference met the same way is
        (`Candidate.as_lesson`)."""
        if self._elsewhere_keys is None:
            q = self.query
            have: set[str] = set()
            for tier, found in self._pools.items():
                if tier == T.PROCEDURAL:
                    continue
                for row, bm25 in found[:ELSEWHERE_TOP]:
                    if bm25 > 0:
                        for w in set(words(row_text(row))):
                            have.update(q.keys(w))
            kinds: set[str] = set().union(*(q.keys(k) for k in q.kinds))
            self._elsewhere_keys = (have & q.stems) - kinds  # a kind names no system
        return self._elsewhere_keys

    def _stated_own(self, text: str) -> tuple[float, bool]:
        """(_stated(text), whether a stated word of it is one the other tiers' best records do
        not hold: the trigger states the rule's own situation, see _elsewhere)."""
        q = self.query
        said = {q.keys(w) for w in words(text) if len(w) > 2 and w not in STOPWORDS}
        if not said:
            return 0.0, False
        hit = [k & q.stems for k in said if not k.isdisjoint(q.stems)]
        if not hit:
            return 0.0, False
        elsewhere = self._elsewhere()
        return len(hit) / len(said), any(not (k <= elsewhere) for k in hit)

    def _stated(self, text: str) -> float:
        """Share of the content words of `text` (a trigger, a condition) the request uses, by
        stems; words of two letters or less do not count."""
        q = self.query
        said = {q.keys(w) for w in words(text) if len(w) > 2 and w not in STOPWORDS}
        return sum(1 for k in said if not k.isdisjoint(q.stems)) / len(said) if said else 0.0
