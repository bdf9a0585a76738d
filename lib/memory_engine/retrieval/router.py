"""Which tiers a request needs: a deterministic, inspectable classifier over its form and the store.

The topic of a request ("the database migration") says little about the *type* of memory it
needs: the migration rule, the migration incident, the principal's preference about migrations and
the prediction of how long a migration takes all share its words. What tells them apart is how the
request is phrased (cues.py): "what happened when..." asks for a trace, "should I..." for a rule,
"does she like..." for a preference, "how long will..." for a prediction, "why does..." for a
pattern.

How a decision is made, in order:

1. The request is cut into clauses at question marks, sentence ends and "..., and what/how...",
   because one request can ask two things ("what went wrong last time, and what is the rule?").
2. Each clause is scored per tier from the cue table (independent forms add up). A clause whose
   best score is under CLAUSE_MIN decides nothing (a context clause such as "It's 23:00").
3. In a deciding clause, the tiers within CANDIDATE_SHARE of its best score are candidates; the
   store then adds evidence to them: a procedural trigger that matches the text, a prediction
   whose condition the request states (most of its words), and how well each
   tier's best record matches the words (a tier with no matching record at all is dropped). The
   best candidate wins; a second one is kept only within SECOND_SHARE of it, at its lower weight.
   Fewer items of the confident tier beat items of a doubtful one: the wrong-type rate is what
   the thesis is measured on.
4. Questions outrank statements: when a question clause decided, the statements around it (often
   the context of the question) are only used if no question decided anything.
5. When no clause decided, the store's evidence alone picks one tier (the best lexical match,
   helped by principal names and, a little, by trigger matches: without an action in the
   wording, a trigger only says the request shares a rule's topic), at FALLBACK_WEIGHT.

Before all this, slips in the cue words are read as meant (spelling.py), and a colon or an "and"
that introduces a question starts a new clause; a clause joined by "and" shares the question mark
that ends the sentence.

`Route.explain()` prints every clause, cue and piece of evidence, so a wrong routing can be traced
to one line of the cue table or one number here.
"""

from __future__ import annotations

from memory_engine import rxcache
from memory_engine.records import tiers as T
from memory_engine.retrieval.cues import compiled, vocabulary
from memory_engine.retrieval.spelling import repair
from memory_engine.text import normalise

P, U, V = T.PROCEDURAL, T.PERSONALIZED, T.ENVIRONMENT
CLAUSE_MIN = 1.0  # a clause decides when its wording scores at least this
CANDIDATE_SHARE = 0.5  # a tier is a candidate at this share of its clause's best wording score
SECOND_SHARE = 0.8  # a second tier is kept only this close to the first, evidence included
TRIGGER_WEIGHT = 0.8  # a procedural trigger matches the request
CONDITION_WEIGHT = 0.8  # times the share of a prediction's condition the request states
CONDITION_MIN = 0.6  # under this share, a condition is not stated
LEXICAL_WEIGHT = 1.0  # times the tier's best text match relative to the best tier's
FALLBACK_WEIGHT = 0.8  # weight of the tier chosen on store evidence alone
FALLBACK_TRIGGER_WEIGHT = 0.3  # a trigger match when no clause decided

_WH = (r"what|how|when|why|which|where|who|is|are|do|does|did|will|would|should|can|could|que|"
       r"qu'|quel|quelle|comment|combien|pourquoi|quand|was|wie|wann|warum|welche|wo|wer|como|"
       r"cuanto|cuando|donde|quien|cual|por que|cosa|che cosa|come|quanto|quando|perche|quale|"
       r"chi|dove")
# A clause ends at a question mark, a sentence end, a semicolon, a colon that introduces a
# question ("flaky tests: why do they happen?", the part before it is context) and an "and"
# that starts a second question, possibly after a preposition (", et de combien...").
_AND = ("and", "et", "und", "y", "e")
_SPLIT = (r"(\?+|[;!]+|\.(?=\s|$)|:\s+(?=(?:" + _WH + r")\b)|,?\s+(?:" + "|".join(_AND)
          + r")\s+(?=(?:(?:de|di|da|en|in|a|von|about) )?(?:" + _WH + r")\b))")
# Its first three forms alone: a text without a colon, and without one of _AND standing alone
# between spaces, can match neither of the other two, so it splits the same by this one, which
# compiles in a tenth of the time (both are compiled on first use, through rxcache).
_SPLIT_PLAIN = r"(\?+|[;!]+|\.(?=\s|$))"
_AND_WORDS = frozenset(_AND)
# Read only for a clause that no question mark closes: compiled on first use.
_QUESTION_START = (
    r"^(?:what|how|why|when|where|which|who|is|are|do|does|did|can|could|should|will|would|may|"
    r"shall|have|has|am|any|que|qu'|quel|quelle|comment|combien|pourquoi|quand|ou|est-ce|was|wie|"
    r"wann|warum|welche|wo|wer|ist|sind|darf|soll|kann|muss|como|cuanto|cuando|donde|por que|"
    r"cual|puedo|debo|cosa|che cosa|come|quanto|quanta|quando|perche|quale|quali|chi|dove|"
    r"posso|devo|ti ricordi|si puo|c'e)\b")


class Cue:
    """One cue that matched a clause (a plain class: `typing.NamedTuple` costs an import)."""

    __slots__ = ("from_store", "label", "tier", "weight")

    def __init__(self, tier: str, weight: float, label: str, from_store: bool = False) -> None:
        self.tier = tier
        self.weight = weight
        self.label = label
        self.from_store = from_store  # True: the store matched (a name, a trigger), not the wording


class Clause:
    """One clause of the request and what it decided."""

    __slots__ = ("chosen", "cues", "question", "scores", "text")

    def __init__(self, text: str, question: bool, cues: list[Cue]) -> None:
        self.text = text
        self.question = question
        self.cues = cues
        self.scores = {t: 0.0 for t in T.TIERS}
        for cue in cues:
            self.scores[cue.tier] += cue.weight
        self.chosen: dict[str, float] = {}

    def worded(self) -> dict[str, float]:
        out = {t: 0.0 for t in T.TIERS}
        for cue in self.cues:
            if not cue.from_store:
                out[cue.tier] += cue.weight
        return out


class Route:
    """The router's decision: the clauses, the store's evidence and the tiers needed."""

    __slots__ = ("clauses", "evidence", "fallback", "repairs", "tiers")

    def __init__(self, clauses: list[Clause], evidence: dict[str, dict[str, float]],
                 tiers: dict[str, float], fallback: bool,
                 repairs: list[tuple[str, str]] | None = None) -> None:
        self.repairs = repairs or []  # (typed, read as): slips in cue words, see spelling.py
        self.clauses = clauses
        self.evidence = evidence
        self.tiers = tiers
        self.fallback = fallback

    @property
    def cues(self) -> list[Cue]:
        return [cue for clause in self.clauses for cue in clause.cues]

    @property
    def from_wording(self) -> bool:
        """True when the request's wording itself (not only the store) chose the tiers."""
        return bool(self.tiers) and not self.fallback

    def weights(self) -> dict[str, float]:
        """Needed tiers -> weight in (0, 1], best tier first; empty when nothing can answer."""
        return dict(self.tiers)

    def prior(self) -> dict[str, tuple[float, bool]]:
        """The wording's say, as a prior for calibration.py: tier -> (its cue score relative to
        the strongest tier of the clauses that decide, whether it is that strongest tier).
        Questions decide before statements; a clause decides when its wording scores at least
        CLAUSE_MIN. Empty when no clause decides (the wording says nothing about type)."""
        worded = [c.worded() for c in self.clauses]
        strong = [(c, w) for c, w in zip(self.clauses, worded, strict=True)
                  if max(w.values()) >= CLAUSE_MIN]
        deciding = [w for c, w in strong if c.question] or [w for _, w in strong]
        out: dict[str, tuple[float, bool]] = {}
        for scores in deciding:
            best = max(scores.values())
            for tier, value in scores.items():
                share, top = out.get(tier, (0.0, False))
                out[tier] = (max(share, value / best), top or value == best)
        return out

    def explain(self) -> list[str]:
        lines: list[str] = [f"read {typed!r} as {meant!r}" for typed, meant in self.repairs]
        for n, clause in enumerate(self.clauses, 1):
            kind = "question" if clause.question else "statement"
            lines.append(f"clause {n} ({kind}): {clause.text!r}")
            lines.extend(f"  {c.tier} +{c.weight:g}: {c.label}" + (" (store)" if c.from_store
                                                                   else "") for c in clause.cues)
            if clause.chosen:
                lines.append("  -> " + ", ".join(f"{t} {w:.2f}" for t, w in clause.chosen.items()))
        for tier, parts in self.evidence.items():
            if parts:
                lines.append(f"store evidence for {tier}: " + ", ".join(
                    f"{name} {value:.2f}" for name, value in parts.items()))
        if self.fallback:
            lines.append("no clause decided: store evidence alone chose "
                         + (", ".join(self.tiers) or "nothing"))
        return lines


def split_clauses(lower: str) -> list[tuple[str, bool]]:
    """(clause, is a question) for each clause of a normalised request."""
    plain = ":" not in lower and _AND_WORDS.isdisjoint(lower.split())
    parts = rxcache.compile(_SPLIT_PLAIN if plain else _SPLIT).split(lower)
    out: list[tuple[str, bool]] = []
    asked = False  # the question mark that ends the sentence, seen from its end backwards
    for i in range(len(parts) - (len(parts) % 2 == 0) - 1, -1, -2):
        end = parts[i + 1] if i + 1 < len(parts) else ""
        if "?" in end:
            asked = True
        elif not end.strip(" ,").startswith(_AND):
            asked = False  # a full stop or colon: the clause before it is not that question
        # "mag sie das, und wann antwortet sie?": both halves share the question mark
        text = parts[i].strip(" ,:-\u00bf\u00a1").strip()
        if text:
            out.append((text, asked or rxcache.compile(_QUESTION_START).match(text) is not None))
    return out[::-1]


def route(text: str, *, names: tuple[str, ...] = (), trigger_hits: int = 0,
          lexical: dict[str, float] | None = None, conditions: float = 0.0) -> Route:
    """Classify a request.

    `names`: the principals the store knows; `trigger_hits`: how many procedural triggers match
    the text; `lexical`: tier -> relevance of the tier's best text match (None: not measured, no
    tier is dropped for lack of a match); `conditions`: the largest share of a prediction's
    condition words that the request uses.
    """
    known = tuple(sorted({normalise(n) for n in names if n.strip()}))
    table = compiled(known)
    lower, repairs = repair(normalise(text), vocabulary(known))
    clauses = [Clause(part, question, [Cue(t, w, label, store) for t, w, label, store, rx
                                       in table if rx.search(part)])
               for part, question in split_clauses(lower)]
    top = max(lexical.values(), default=0.0) if lexical else 0.0
    evidence: dict[str, dict[str, float]] = {t: {} for t in T.TIERS}
    if trigger_hits:
        evidence[P]["rule triggers"] = TRIGGER_WEIGHT
    if conditions >= CONDITION_MIN:
        evidence[V]["prediction condition"] = CONDITION_WEIGHT * conditions
    if lexical is not None and top > 0:
        for tier in T.TIERS:
            evidence[tier]["text match"] = LEXICAL_WEIGHT * lexical.get(tier, 0.0) / top

    def available(tier: str) -> bool:
        return lexical is None or lexical.get(tier, 0.0) > 0 or bool(trigger_hits and tier == P)

    for clause in clauses:
        worded = clause.worded()
        best = max(worded.values())
        if best < CLAUSE_MIN:
            continue
        combined = {t: clause.scores[t] + sum(evidence[t].values()) for t in T.TIERS
                    if worded[t] >= CANDIDATE_SHARE * best and available(t)}
        if not combined:
            continue
        lead = max(combined.values())
        clause.chosen = {t: s / lead for t, s in sorted(
            combined.items(), key=lambda kv: (-kv[1], T.TIERS.index(kv[0])))
            if s >= SECOND_SHARE * lead}
    deciding = [c for c in clauses if c.chosen and c.question] or [c for c in clauses if c.chosen]
    tiers: dict[str, float] = {}
    for clause in deciding:
        for tier, weight in clause.chosen.items():
            tiers[tier] = max(tiers.get(tier, 0.0), weight)
    fallback = not tiers
    if fallback:
        # With no wording to go on, a matching trigger only says the request touches a rule's
        # topic, which the incident, the fact and the prediction on that topic share.
        scores = {t: sum(evidence[t].values()) + sum(c.scores[t] for c in clauses)
                  - (TRIGGER_WEIGHT - FALLBACK_TRIGGER_WEIGHT) * (t == P and bool(trigger_hits))
                  for t in T.TIERS if available(t)}
        if any(scores.values()) and (lexical is None or top > 0 or trigger_hits):
            best_tier = max(scores, key=lambda t: (scores[t], -T.TIERS.index(t)))
            tiers = {best_tier: FALLBACK_WEIGHT}
    ordered = dict(sorted(tiers.items(), key=lambda kv: (-kv[1], T.TIERS.index(kv[0]))))
    return Route(clauses, evidence, ordered, fallback, repairs)


# -- the form of a request, as features of the word prior (calibration.WordPrior) -------------
# What kind of memory a request needs shows in its form more than in its words: a question's
# opening class ("what", "how", a yes/no question) with its tense (a past event, a standing
# fact, a future reaction), a topic-only follow-up ("what about X?", "et X ?"), an order or an
# announced action, and which forms of the cue table it uses (their labels without the
# language). Each is one feature whatever the language, so the fit weighs "what" + past tense,
# "what is" and "what about" apart, where a word prior on the bare opening word ("^what") could
# only say what "what" meant in the labelled requests on average.
_LEAD = (r"^(?:(?:and|so|ok|okay|also|btw|hey|but|alors|et|donc|mais|und|dann|y|entonces|pues|"
         r"e|allora|quindi|ma)\b[, ]*){0,2}")
_OPENERS = (
    ("amount", r"(?:how (?:long|many|much|often|fast|soon|big|far)|combien|wie (?:lange|viele?|"
               r"oft|schnell|bald)|cuant[oa]s?|quant[oa]s?|quanto tempo)\b"),
    ("what", r"(?:what|what's|whats|which|que|qu'|quoi|quel|quelle|quels|quelles|c'est quoi|cos'|"
             r"was(?! (?:there|it|this|that|the|a|an|he|she|we|i|you|they)\b)|welche[rsnm]?|"
             r"cual(?:es)?|cosa|che|quale|quali|o que|qual|quais)\b"),
    ("how", r"(?:how|comment|wie|como|come)\b"),
    ("why", r"(?:why|pourquoi|warum|wieso|weshalb|por ?que|perche)\b"),
    ("when", r"(?:when|quand|wann|cuando|quando)\b"),
    ("where", r"(?:where|ou|wo|donde|dove|onde)\b"),
    ("who", r"(?:who|whom|whose|qui|wer|wem|quien(?:es)?|chi|quem)\b"),
    ("yesno", r"(?:is|are|am|do|does|did|can|could|should|will|would|may|shall|has|have|was|"
              r"were|any|est-ce|y a-t-il|\w+-(?:je|tu|il|elle|on|nous|vous|ils|elles)|ist|sind|"
              r"hat|haben|kann|konnen|soll|sollte|darf|muss|gibt|wird|werden|hay|es|son|puedo|"
              r"puede|debo|hace|tiene|c'e|e|sono|posso|puo|devo|ha|hanno|vale|existe|tem|pode)\b"),
)
# "what about X?" and its kin: the topic alone is asked about, the store has to say which kind
_WHAT_ABOUT = (r"(?:what|how) about\b|quid de\b|qu'en est-il\b|et (?:pour|concernant|cote) |"
               r"was ist mit\b|wie (?:ist|steht) es mit\b|(?:que|y) (?:hay|tal|pasa) (?:de|con)\b|"
               r"che mi dici (?:di|del|della|dei|delle)\b|e (?:quanto a|riguardo a|per) |"
               r"e (?:quanto a|sobre|o|a|os|as) \S+$|(?:and|et|und|y|e) (?:the |le |la |les |l'|"
               r"der |die |das |el |los |las |il |lo |gli )?\S+(?: \S+)?$")
# "what is X", "what does X mean": a standing fact asked for, in the present
_WHAT_IS = (r"(?:what|which|who)(?:'s| is| are| does \S+(?: \S+){0,3} mean)\b|"
            r"qu'est-ce que c'est\b|qu'est-ce qu[e']|c'est quoi\b|quel(?:le)?s? (?:est|sont)\b|"
            r"was (?:ist|sind|bedeutet)\b(?! mit)|welche\w* (?:ist|sind)\b|"
            r"que (?:es|son|significa)\b|cual(?:es)? (?:es|son)\b|(?:che )?cos'e\b|"
            r"cosa (?:e|sono|significa)\b|qual[ei]? (?:e|sono)\b|o que (?:e|sao|significa)\b|"
            r"qual (?:e|sao)\b")
# The tense of a clause, from the cue forms it uses; "past tense" alone (a past participle or a
# short past form, in any of the languages) is left out: it is a feature of its own and too
# loose to outweigh a future or a standing state.
_PAST = frozenset(("asks what happened", "asks when something happened", "names a past occasion",
                   "asks whether it happened before", "asks why something happened",
                   "remembers an occasion"))
_FUTURE = frozenset(("asks what will happen", "speaks of the future", "states a condition",
                     "asks for an expectation", "asks for consequences"))


_PLAIN = "asks a plain present-tense question"  # cues.py: an opening question word, any


def _form_label(label: str) -> str:
    """A cue's label without its language ("asks what happened (fr)" -> "asks what happened")
    or the tier it was crossed to ("states a condition: a rule may apply")."""
    label = label.split(":", 1)[0]
    return label.rsplit(" (", 1)[0] if label.endswith(")") else label


def forms(decided: Route) -> set[str]:
    """The structural features of a request ("=" + a name, apart from any word): per question
    clause its opening class alone and with its tense ("=q:what", "=q:what/past") and a
    standing fact asked for ("=what-is"), or for a topic-only follow-up ("=what-about") that
    alone; per statement its tense ("=s/past"); every cue form it uses, by label (whether it
    orders or announces an action, names a principal...)."""
    out: set[str] = set()
    lead = rxcache.compile(_LEAD)
    for clause in decided.clauses:
        labels = {_form_label(c.label) for c in clause.cues}
        tense = ("past" if labels & _PAST else "future" if labels & _FUTURE else "present")
        match = lead.match(clause.text)
        text = clause.text[match.end():] if match else clause.text
        if clause.question and rxcache.compile(_WHAT_ABOUT).match(clause.text):
            # not a "what" question in the present: the topic alone is asked about, and only
            # a tense its words state says more
            labels.discard(_PLAIN)
            out.update("=" + label for label in labels)
            out.update(("=what-about", *(("=q/" + tense,) if tense != "present" else ())))
            continue
        out.update("=" + label for label in labels)
        if clause.question:
            out.add("=q/" + tense)
            opener = next((name for name, rx in _OPENERS
                           if rxcache.compile(rx).match(text)), "other")
            out.update(("=q:" + opener, f"=q:{opener}/{tense}"))
            if tense == "present" and rxcache.compile(_WHAT_IS).match(text):
                out.add("=what-is")
        else:
            out.add("=s/" + tense)
    return out
