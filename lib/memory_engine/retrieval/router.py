"""Which tiers a request needs: a deterministic, inspectable classifier over the request's form.

The topic of a request ("the database migration") says little about the *type* of memory it
needs: the migration rule, the migration incident, the principal's preference about migrations and
the prediction of how long a migration takes all share its words. What tells them apart is how the
request is phrased: "what happened when..." asks for a trace, "should I..." for a rule, "how does
she like..." for a preference, "how long will..." for a prediction, "why does..." for a pattern.

So the router scores each tier by the cues in the request's wording (a fixed table below, English
and French), plus two signals from the store itself: procedural rules whose trigger matches the
text, and tier vocabulary (bucket names, personalized domains) the request mentions. A tier is
needed when its score reaches half the best score. `Route.explain()` says which cue fired, so a
wrong routing can be traced to one line of this table.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from memory_engine import tiers as T

E, S, P, U, V = T.EPISODIC, T.SEMANTIC, T.PROCEDURAL, T.PERSONALIZED, T.ENVIRONMENT

# (tier, weight, label, pattern). Patterns match the lower-cased request.
CUES: tuple[tuple[str, float, str, str], ...] = (
    # episodic: asking what happened, when, in a past session
    (E, 2.0, "asks what happened", r"\bwhat (?:happened|went wrong|broke|did we do)\b"),
    (E, 1.5, "asks about last time", r"\b(?:last|previous|the other) time\b"),
    (E, 1.5, "asks when something happened", r"\bwhen (?:did|was|were|have)\b"),
    (E, 1.2, "asks whether something happened", r"\b(?:did|have) (?:we|you|i|they|it)\b"),
    (E, 1.5, "names a past day", r"\b(?:yesterday|last (?:week|month|night|sprint|monday|tuesday|"
     r"wednesday|thursday|friday|saturday|sunday)|\d+ (?:days?|weeks?) ago|earlier today|"
     r"this morning)\b"),
    (E, 1.5, "names a date", r"\b\d{4}-\d{2}-\d{2}\b"),
    (E, 1.0, "names an event", r"\b(?:incident|outage|post-?mortem|timeline|session log|"
     r"what we tried|recap)\b"),
    (E, 0.8, "asks to be reminded", r"\bremind me\b"),
    (E, 2.0, "asks what happened (fr)", r"\bque s'est-il pass|\bla derni[eè]re fois\b|\bhier\b"),
    # procedural: asking how to act, what is allowed, what the rule is
    (P, 1.5, "asks whether to act", r"\b(?:should|must|may|can|shall) (?:i|we)\b"),
    (P, 1.2, "asks how to act", r"\bhow (?:do|should|to|can) (?:i|we)\b|\bhow to\b"),
    (P, 1.2, "names a rule", r"\b(?:rules?|polic(?:y|ies)|procedure|checklist|guidelines?|"
     r"conventions?|best practice|allowed|forbidden|mandatory|required steps?)\b"),
    (P, 1.0, "asks what to do before/after", r"\b(?:before|after|prior to) (?:i|we|you) \w+"),
    (P, 1.0, "asks for the right way", r"\b(?:right|correct|proper|safe) way\b|"
     r"\bwhat (?:do|should) (?:i|we) do\b|\bis it (?:ok|okay|safe|fine) to\b|\bam i allowed\b"),
    (P, 0.8, "is about to act", r"\b(?:i'm|i am|we're|we are) (?:about|going) to\b|"
     r"^(?:let's|lets|i want to|i'll)\b"),
    (P, 1.5, "asks how to act (fr)", r"\bfaut-il\b|\bdois-je\b|\bcomment (?:faire|dois)\b|"
     r"\br[èe]gle\b"),
    # personalized: asking what this principal likes
    (U, 2.0, "asks what someone prefers", r"\b(?:do|does|did) (?:i|he|she|they|the user|"
     r"the principal|\w+) (?:like|prefer|hate|dislike|mind)\b|\b(?:do|does|did) (?:he|she|they|"
     r"the user|the principal) (?:want|care)\b"),
    (U, 1.5, "names a preference", r"\b(?:prefers?|preferred|preferences?|favou?rite|"
     r"likes? it|dislikes?|taste|pet peeve|annoys? (?:me|him|her|them))\b"),
    (U, 1.5, "asks how someone likes it", r"\bhow (?:do|does) (?:i|he|she|they|the user|"
     r"the principal|\w+) (?:like|want|prefer)\b"),
    (U, 1.0, "speaks of the principal", r"\b(?:the principal|the user|my boss|the owner|"
     r"for (?:me|him|her))\b|\bmy (?:style|way|taste)\b"),
    (U, 1.5, "names a preference (fr)", r"\bpr[ée]f[èe]re|\bj'aime\b|\bmes go[uû]ts\b"),
    # environment-dynamics: asking what will happen, how long, how the world reacts
    (V, 2.0, "asks what will happen", r"\bwhat (?:will|would) happen\b|\bwhat happens "
     r"(?:if|when|after)\b"),
    (V, 1.5, "asks how long or how fast", r"\bhow (?:long|slow|fast|often|big|much time)\b|"
     r"\b(?:latency|duration|timeout|error rate)\b"),
    (V, 1.2, "asks for an expectation", r"\b(?:expect|expected|predict\w*|likely|chance|odds|"
     r"probably)\b"),
    (V, 1.2, "asks about a future reaction", r"\b(?:will|would|is) (?:it|this|that|the \w+|\w+) "
     r"(?:fail|break|take|react|respond|reply|return|be (?:slow|locked|fast|ok))\b|"
     r"\bhow will\b|\bhow (?:does|do) \w+ (?:react|respond|reply)\b"),
    (V, 1.0, "asks about the system's state", r"\b(?:is|are) (?:the )?(?:[\w./-]+ ){1,3}"
     r"(?:installed|running|set|enabled|configured|locked|writable|available)\b|\bstate of\b"),
    (V, 1.5, "asks what will happen (fr)", r"\bque va-t-il se passer\b|\bcombien de temps\b"),
    # semantic: asking why, what is known, what usually holds
    (S, 1.5, "asks why", r"\bwhy (?:do|does|is|are|did|would)\b|\bwhat causes\b"),
    (S, 1.5, "asks what is known", r"\bwhat (?:do we know|is known)\b|\bwhat (?:is|are) "
     r"(?:the|a|our)\b|\bexplain\b|\boverview\b"),
    (S, 1.2, "asks for a pattern", r"\b(?:patterns?|in general|generally|typically|tends? to|"
     r"common (?:cause|reason)s?|root causes?|usually|how (?:does|do) \w+ work)\b"),
    (S, 1.0, "names knowledge", r"\b(?:facts?|architecture|background|lessons? learned)\b"),
    (S, 1.5, "asks why (fr)", r"\bpourquoi\b|\ben g[ée]n[ée]ral\b"),
)

_COMPILED = tuple((tier, weight, label, re.compile(pattern)) for tier, weight, label, pattern
                  in CUES)
NEEDED_SHARE = 0.5  # a tier is needed when its score is at least this share of the best score
TRIGGER_WEIGHT = 0.8  # a matching procedural trigger is a hint, weaker than the request's form
VOCAB_WEIGHT = 0.6  # the request names a bucket or a personalized domain


class Cue(NamedTuple):
    tier: str
    weight: float
    label: str
    from_store: bool = False  # True: the store's vocabulary matched, not the request's form


class Route:
    """The router's decision: a score per tier, the cues behind it and the tiers needed."""

    __slots__ = ("cues", "scores")

    def __init__(self, cues: list[Cue]) -> None:
        self.cues = cues
        self.scores = {t: 0.0 for t in T.TIERS}
        for cue in cues:
            self.scores[cue.tier] += cue.weight

    @property
    def best(self) -> float:
        return max(self.scores.values())

    @property
    def from_wording(self) -> bool:
        """True when the request's wording itself (not only store vocabulary) named a tier."""
        return any(not c.from_store for c in self.cues)

    def weights(self) -> dict[str, float]:
        """Needed tiers -> weight in (0, 1], best tier first; empty when nothing fired.

        The request's wording decides which tiers are candidates; store signals (a matching
        trigger, a bucket name) add weight to those, and decide alone only when the wording is
        silent: a rule sharing the words of a question about the past is not what it asks for.
        """
        best = self.best
        if best <= 0:
            return {}
        worded = {c.tier for c in self.cues if not c.from_store}
        chosen = {t: s / best for t, s in self.scores.items()
                  if s >= NEEDED_SHARE * best and (not worded or t in worded)}
        return dict(sorted(chosen.items(), key=lambda kv: (-kv[1], T.TIERS.index(kv[0]))))

    def explain(self) -> list[str]:
        return [f"{c.tier} +{c.weight:g}: {c.label}" + (" (store)" if c.from_store else "")
                for c in self.cues]


def route(text: str, trigger_hits: int = 0, vocabulary: dict[str, set[str]] | None = None) -> Route:
    """Classify a request. `trigger_hits` is how many procedural triggers matched it;
    `vocabulary` maps a tier to words that name its sub-divisions (bucket names, domains)."""
    lower = " ".join(text.lower().split())
    cues = [Cue(tier, weight, label) for tier, weight, label, pattern in _COMPILED
            if pattern.search(lower)]
    if trigger_hits:
        cues.append(Cue(P, TRIGGER_WEIGHT, f"matches {trigger_hits} rule trigger(s)", True))
    if vocabulary:
        present = set(re.findall(r"[^\W_]+(?:-[^\W_]+)*", lower))
        for tier, vocab in sorted(vocabulary.items()):
            named = sorted(present & vocab)
            if named:
                cues.append(Cue(tier, VOCAB_WEIGHT, f"mentions {', '.join(named[:3])}", True))
    return Route(cues)
