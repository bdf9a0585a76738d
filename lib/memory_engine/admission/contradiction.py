"""Does a candidate contradict a high-confidence record? (same subject, opposite claim)

A confabulated pattern usually restates a confident record with its claim flipped. The check,
against neighbours found through the index whose confidence is at least `min_confidence`:

1. **Same subject**: the two texts, with polarity words (always/never/not/avoid/... in five
   languages), numbers and competing-choice words removed, have a token similarity, or a share
   of the candidate's subject words found in the record (at least two), of at least
   `subject_similarity`.
2. **Opposite claim**, any of:
   - *polarity*: one says it negatively (never, don't, avoid, nicht, jamais...) and the other
     does not;
   - *choice*: they name different members of the same group of alternatives first (npm vs
     pnpm, tabs vs spaces, French vs English, short vs long...);
   - *value*: both carry numbers or versions and share none of them ("Python 3.11" vs "3.12").

Deterministic and explainable: the finding names the record and which of the three it saw.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from memory_engine.admission import features as F
from memory_engine.admission.similarity import Neighbour, similarity


class Contradiction(NamedTuple):
    record_id: str
    tier: str
    confidence: float
    how: str      # "polarity" | "choice" | "value"
    detail: str


_SKIP = frozenset(F.stem(F.strip_accents(w)) for w in
                  F.POLARITY_WORDS | {w for group in F.CHOICE_GROUPS for w in group})


def _subject(text: str) -> list[str]:
    return [t for t in F.content_tokens(text) if t not in _SKIP and not t.isdigit()]


# "Don't forget to X" says X: these idioms are removed before looking for a negation.
_NOT_NEGATIVE = re.compile(
    r"\b(?:don't|do not|never) forget\b|\bn'oublie[sz]? pas\b|\bnon dimenticare\b|"
    r"\bno (?:olvides|olvidar)\b|\bvergiss nicht\b|\bnot only\b|\bno matter\b",
    re.IGNORECASE)


def _negative(text: str) -> bool:
    return F.NEGATION.search(_NOT_NEGATIVE.sub(" ", text)) is not None


def _choices(text: str) -> dict[int, str]:
    """For each group of alternatives the text names, the member it names first.

    The first-named member is the one the text is about: "use pnpm, never npm" and "tabs; 4
    spaces elsewhere" state their choice before the exclusion or the exception.
    """
    words = [w.strip(".,;:!?()[]`'\"") for w in
             F.strip_accents(text.lower()).replace("-", " ").replace("/", " ").split()]
    out: dict[int, str] = {}
    for i, group in enumerate(F.CHOICE_GROUPS):
        members = {F.strip_accents(w) for w in group}
        first = next((w for w in words if w in members), None)
        if first is not None:
            out[i] = first
    return out


def check(text: str, neighbours: list[Neighbour], *, min_confidence: float = 0.8,
          subject_similarity: float = 0.5) -> Contradiction | None:
    """The first confident neighbour that `text` contradicts, or None."""
    mine = _subject(text)
    if len(mine) < 2:
        return None
    my_negative = _negative(text)
    my_choices = _choices(text)
    my_numbers = F.numbers(text)
    for other in neighbours:
        if other.confidence < min_confidence:
            continue
        theirs = _subject(other.text)
        shared = set(mine) & set(theirs)
        # A short claim about part of a record's subject ("the database is MySQL") is on the
        # same subject when most of what it talks about is in the record.
        covered = len(shared) / len(set(mine)) if len(shared) >= 2 else 0.0
        subject = max(similarity(mine, theirs), covered)
        if subject < subject_similarity:
            continue
        if my_negative != _negative(other.text):
            which = "the candidate" if my_negative else "the record"
            return Contradiction(other.id, other.tier, other.confidence, "polarity",
                                 f"same subject ({subject:.2f}); only {which} is negative")
        their_choices = _choices(other.text)
        for group, picked in my_choices.items():
            other_pick = their_choices.get(group)
            if other_pick and other_pick != picked:
                return Contradiction(other.id, other.tier, other.confidence, "choice",
                                     f"{picked} vs {other_pick}")
        their_numbers = F.numbers(other.text)
        if my_numbers and their_numbers and not (my_numbers & their_numbers):
            return Contradiction(other.id, other.tier, other.confidence, "value",
                                 f"{', '.join(sorted(my_numbers))} vs "
                                 f"{', '.join(sorted(their_numbers))}")
    return None
