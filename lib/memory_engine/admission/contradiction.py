"""Does a candidate contradict a high-confidence record? (same subject, opposite claim)

A confabulated pattern usually restates a confident record with its claim flipped. The check,
against neighbours found through the index whose confidence is at least `min_confidence`,
looks for any of three oppositions:

- *choice*: on the same subject (token similarity of the two texts with polarity words, values
  and competing-choice words removed, or the share of the candidate's subject words found in
  the record, at least `subject_similarity`), they name different members of the same group of
  alternatives first (npm vs pnpm, tabs vs spaces, French vs English, short vs long...). The
  cross-language lexicon makes "français" the same member as "French".
- *value*: on a highly similar subject (at least 0.6), the value the candidate leads with (a
  version, a number, a region such as us-east-1) is not among the record's values, or the two
  share none ("Python 3.9" vs "3.12", "us-east-1" vs "eu-west-1").
- *polarity*: one clause negates an act (never, don't, avoid, no longer, "permission denied",
  or a relaxation such as "no need to") and a clause of the other text states that same act
  without negation ("... is fine", "commit `.env` files"): every word of the negated act (at
  least two) must appear in the positive clause, which must not be a condition ("when ...")
  nor name another identifier in place of the negated one (`.env.example` for `.env`).
  Comparing acts clause by clause, rather than counting negation words over whole texts,
  keeps "needs sudo" and "only works with sudo" together, and still catches "force-pushing to
  main is fine" against "never force-push to main" when the rest of the two texts has little
  in common.

`differs` answers the choice and value questions without the subject test: a close neighbour
that differs in a choice or a value is never a duplicate (strengthening it would confirm the
value the candidate denies). Deterministic and explainable: the finding names the record and
which opposition it saw.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from memory_engine import rxcache
from memory_engine.admission import features as F
from memory_engine.admission import lexicon as L
from memory_engine.admission import slots as S
from memory_engine.admission.similarity import Neighbour, identifiers, similarity
from memory_engine.text import normalise, stem

VALUE_SUBJECT = 0.6   # how alike two subjects must be before differing values contradict


class Contradiction(NamedTuple):
    record_id: str
    tier: str
    confidence: float
    how: str      # "polarity" | "choice" | "value"
    detail: str


_SKIP = frozenset(stem(L.canonical(normalise(w))) for w in
                  F.POLARITY_WORDS | F.MARKER_WORDS |
                  {w for group in F.CHOICE_GROUPS for w in group})
_MARKERS = frozenset(stem(L.canonical(w)) for w in F.MARKER_WORDS)


def _subject(text: str) -> list[str]:
    """Subject words: content words without polarity, choice words or values."""
    bare = F.VALUE.sub(" ", text.lower())
    return [t for t in F.content_tokens(bare) if t not in _SKIP and not t.isdigit()]




# A clause that opens with a condition ("when the deploy user writes under /var/lib/app")
# states when something happens, not that it is done: it can't be the positive side.
_CONDITION = F.CONDITION


class _Clause(NamedTuple):
    text: str
    negative: bool
    condition: bool
    act: frozenset[str]
    tokens: frozenset[str]
    stated: frozenset[str] | None   # what it states plainly; None when it negates its act


# "without X" negates X alone: "the deploy user can write to /var/lib/app without sudo" states
# that the user writes there, "commit the .env ... without running anything" that it is
# committed. A clause whose only negation is one of these states the rest of what it says.
_WITHOUT = rxcache.compile(r"(?<!\w)(?:without|sans|senza|sin|ohne|sem|zonder|bez|utan|без)"
                           r"((?:\W+\w+){1,3})")
# The least share of a negated act's words the other side must state (fitted with the slot
# thresholds by benchmarks/fit_admission.py): "never change /v1 responses" is negated by
# "breaking changes can go straight into /v1" though "responses" is not repeated.
ACT_SHARE = 0.6


# A condition put after what it qualifies ("... are fine if no client has called it") is a
# clause of its own: its negation says when the rest holds, not that the rest is refused.
_TRAILING_CONDITION = rxcache.compile(r"\s(?=(?:if|unless|whenever|provided|as long as|sauf si|"
                                      r"a condition que|tant que|wenn|falls|sofern|solange|"
                                      r"a menos que|a meno che|purche)\s)", re.IGNORECASE)
# Verbs that say a thing is done without saying what is done ("don't use sudo for /var/lib/app"
# and "writes under /var/lib/app require sudo" are about the same act): not words of an act.
_LIGHT = frozenset(stem(L.canonical(w)) for w in ("use", "uses", "using", "do", "does", "doing"))


# A second predicate joined by "and"/"but" that opens with a negation ("the principal reads it
# through and never asks for a summary") negates its own act, not the first one's.
_JOINED = rxcache.compile(r"\s(?=(?:and|but|et|mais|und|aber|e|ma|y|pero|en|maar|i|ale|och|men|"
                          r"и|но|а|і|але|ve|ama)\s)", re.IGNORECASE)


# The negating words that open such a predicate ("never", "nie", "никогда не"), not a verb that
# refuses a thing ("and refuses type errors" names what is refused, not an act).
_NOT = rxcache.compile(r"(?:never|not|don't|doesn't|do not|does not|won't|can't|cannot|jamais|"
                       r"ne|n'|mai|non|nunca|no|nao|nie|niemals|nicht|nooit|niet|nigdy|aldrig|"
                       r"inte|никогда|не|ни)(?![\w'])")


def _split_negated(part: str) -> list[str]:
    out: list[str] = []
    start = 0
    for m in _JOINED.finditer(part):
        rest = normalise(part[m.end():]).split(None, 1)
        if len(rest) == 2 and _NOT.match(rest[1]):
            out.append(part[start:m.start()])
            start = m.start()
    return [*out, part[start:]]


def _parts(text: str) -> list[str]:
    return [q for part in F.clauses(L.portuguese_articles(text))
            for p in _TRAILING_CONDITION.split(part) for q in _split_negated(p) if q.strip()]


# Japanese, Chinese and Korean negate with a suffix or a prefix inside a run of letters
# ("使わない", "不要提交", "변경하지 않"), which the whole-word negations above never meet. They
# are searched in normalised text, where a Hangul syllable is its decomposed letters, so they
# are written the same way (a composed "않" never meets a normalised clause).
_UNSPACED_NEGATIVE = rxcache.compile("|".join(re.escape(normalise(w)) for w in (
    "ない", "ません", "禁止", "不要", "不能", "不可", "不得", "不用", "不会", "不允许",
    "从不", "没有", "别", "않", "금지", "하지 마")))
# A clause that opens with "or"/"and" after a condition goes on with it ("if I answer in
# English, or at length with bullet points, ...").
_GOES_ON = rxcache.compile(r"^(?:or|and|ou|et|o|y|e|oder|und)\b")


def _negates(norm: str) -> bool:
    return bool(F.NEGATIVE.search(norm) or F.RELAX.search(norm)
                or _UNSPACED_NEGATIVE.search(norm))


def _clauses(text: str) -> list[_Clause]:
    out: list[_Clause] = []
    for part in _parts(text):
        norm = L.canonical_text(F.unnegated(normalise(part), text))
        negative = _negates(norm)
        tokens = frozenset(F.content_tokens(part))
        stated: frozenset[str] | None = None if negative else tokens
        if negative:
            rest = _WITHOUT.sub(" ", norm)
            if not _negates(rest):
                stated = frozenset(F.content_tokens(rest))
        condition = bool(_CONDITION.match(norm)) or bool(
            out and out[-1].condition and _GOES_ON.match(norm))
        # a quality ("short", "separate") says how the act is done, not what it is: "never
        # asks for a short summary" negates asking for a summary
        out.append(_Clause(part, negative, condition,
                           tokens - _MARKERS - _LIGHT - S.QUALITY_WORDS, tokens, stated))
    # A condition qualifies a statement beside it. A text all of whose clauses open like one
    # states them: its opening word is another language's ("se puede" is Spanish "one can",
    # not Italian "if"), or the text is a statement that opens on a time ("after a deploy the
    # cache is cold" with no comma to split it).
    if out and all(clause.condition for clause in out):
        out = [clause._replace(condition=False) for clause in out]
    return out


def _other_identifier(negated: str, positive: str) -> bool:
    """The positive clause names, in place of an identifier of the negated one, another that
    shares its words (`.env.example` where the rule forbids `.env`): not the same act."""
    theirs = identifiers(positive)
    if not theirs:
        return False
    # a command that names the negated identifier as one of its words (`git push origin main`
    # for `main`) acts on that very thing, not on another of the same name
    named = {word.lower() for other in theirs for word in other.split()}
    for ident in identifiers(negated) - theirs:
        if ident.lower() in named:
            continue
        words = set(F.content_tokens(ident))
        for other in theirs:
            other_words = set(F.content_tokens(other))
            if words & other_words and other_words - words:
                return True
    return False


# A name joined by hyphens or underscores ("hasura-default", "force-push", "snake_case").
_JOINED_NAME = rxcache.compile(r"[^\W_]+(?:[-_]+[^\W_]+)+")


def _named_whole(negated: str, positive: str, shared: frozenset[str]) -> frozenset[str]:
    """`shared` (the negated act's words the positive clause states) without the words of a
    name the negated clause joins with hyphens or underscores that the positive clause does not
    name together, its words within a word of each other: "ne hasura-default" refuses one
    setting, which `hasura migrate create <name> --database-name default` does not state
    although both of its words are there, apart; "force-pushing to main is fine" and `git
    push --force-with-lease origin main` name the "force-push" that "never force-push to main"
    refuses."""
    names = _JOINED_NAME.findall(negated)
    if not names:
        return shared
    said = F.content_tokens(positive)
    out = set(shared)
    for name in names:
        parts = set(F.content_tokens(name))
        if len(parts) < 2 or not parts <= out:
            continue
        span = len(parts) + NAME_GAP
        if not any(parts <= set(said[i:i + span]) for i in range(len(said))):
            out -= parts
    return frozenset(out)


NAME_GAP = 1  # other words a joined name's words may have between them where it is named


def _governed(text: str) -> frozenset[str]:
    """Tokens of the identifiers named after the first negation of `text`."""
    found = F.NEGATIVE.search(text) or F.RELAX.search(text)
    after = text[found.end():] if found else ""
    return frozenset(F.content_tokens(" ".join(identifiers(after))))


def _opposed(mine: list[_Clause], theirs: list[_Clause]) -> str | None:
    """A clause of one side negating an act that a clause of the other side states plainly."""
    for neg_side, pos_side, who in ((mine, theirs, "the candidate"),
                                    (theirs, mine, "the record")):
        for neg in neg_side:
            if not neg.negative or len(neg.act) < 2:
                continue
            for pos in pos_side:
                if pos.stated is None or pos.condition or pos is neg:
                    continue
                shared = _named_whole(neg.text, pos.text, neg.act & pos.stated)
                if len(shared) < 2 or _other_identifier(neg.text, pos.text):
                    continue
                if shared != neg.act:
                    # part of what a record forbids is enough when it holds what the act is
                    # done to: every identifier the negation governs ("never change /v1
                    # responses"). A candidate that forbids part of what a record states is a
                    # narrower rule ("don't write to /var/lib/app from tests"), not its negation.
                    # A relaxation ("no need to run the tests before pushing") is never a
                    # narrower rule: it lifts the obligation the other side states, so most of
                    # its act is enough.
                    named = _governed(neg.text)
                    relaxes = neg_side is mine and bool(F.RELAX.search(normalise(neg.text)))
                    if len(shared) < ACT_SHARE * len(neg.act) or (not relaxes and (
                            neg_side is mine or not named or not named <= shared)):
                        continue
                permit = F.PERMIT.search(normalise(pos.text))
                said = f"\"{permit.group(0)}\"" if permit else "states it"
                return (f"{who} negates \"{neg.text[:60]}\"; the other side {said}: "
                        f"\"{pos.text[:60]}\"")
    return None


def _choices(text: str) -> dict[int, str]:
    """For each group of alternatives the text names, the member it names first.

    The first-named member is the one the text is about: "use pnpm, never npm" and "tabs; 4
    spaces elsewhere" state their choice before the exclusion or the exception. Words are put
    in their English form first, so "français" and "French" are the same member.
    """
    norm = _NOT_A_CHOICE.sub(" ", normalise(text))
    words = [L.canonical(w.strip(".,;:!?()[]`'\"")) for w in
             norm.replace("-", " ").replace("/", " ").split()]
    out: dict[int, str] = {}
    for i, group in enumerate(_GROUPS):
        first = next((w for w in words if w in group), None)
        if first is not None:
            out[i] = first
    return out


# Idioms that use a choice word for something else ("as long as" is not about length).
_NOT_A_CHOICE = rxcache.compile(r"\b(?:as long as|so long as|no longer|any longer|how long|"
                                r"for long|before long)\b")

_GROUPS: tuple[frozenset[str], ...] = tuple(
    frozenset(L.canonical(normalise(w)) for w in group) for group in F.CHOICE_GROUPS)


def differs(text: str, other: str, *, any_new_value: bool = False) -> tuple[str, str] | None:
    """("choice" | "value", detail) when the two texts pick different alternatives or values.

    Values differ when the one the candidate leads with is not among the record's, or when
    each side has a value the other lacks (one was replaced). With `any_new_value`, any value
    of the candidate that the record lacks is enough: a claim that adds "3.13" to "3.12 only"
    is not a restatement of it, though it need not contradict it.
    """
    theirs = _choices(other)
    # the choices the candidate claims, not those of the conditions it claims them under ("if
    # I answer in English, they ask again in French" picks French)
    claimed = " ".join(c.text for c in _clauses(text) if not c.condition)
    for group, picked in _choices(claimed or text).items():
        other_pick = theirs.get(group)
        if other_pick and other_pick != picked:
            return "choice", f"{picked} vs {other_pick}"
    mine_v, theirs_v = F.values(text), F.values(other)
    if not (mine_v and theirs_v):
        return None
    new = [v for v in mine_v if v not in theirs_v]
    gone = [v for v in theirs_v if v not in mine_v]
    if mine_v[0] in new or (new and gone) or (new and any_new_value):
        return "value", f"{', '.join(mine_v[:3])} vs {', '.join(theirs_v[:3])}"
    return None


def opposed(text: str, other: str) -> str | None:
    """How `text` negates an act `other` states plainly (or the reverse), or None."""
    return _opposed(_clauses(text), _clauses(other))


def check(text: str, neighbours: list[Neighbour], *, min_confidence: float = 0.8,
          subject_similarity: float = 0.5) -> Contradiction | None:
    """The first confident neighbour that `text` contradicts, or None."""
    mine = _subject(text)
    my_clauses = _clauses(text)
    claimed_values = F.values(" ".join(c.text for c in my_clauses if not c.condition))
    for other in neighbours:
        if other.confidence < min_confidence:
            continue
        polarity = _opposed(my_clauses, _clauses(other.text))
        if polarity is not None:
            return Contradiction(other.id, other.tier, other.confidence, "polarity", polarity)
        if len(mine) < 2:
            continue
        theirs = _subject(other.text)
        shared = set(mine) & set(theirs)
        # A short claim about part of a record's subject ("the database is MySQL") is on the
        # same subject when most of what it talks about is in the record.
        covered = len(shared) / len(set(mine)) if len(shared) >= 2 else 0.0
        subject = max(similarity(mine, theirs), covered)
        if subject < subject_similarity:
            continue
        found = differs(text, other.text)
        if found is not None and found[0] == "value" and (
                not claimed_values or (S.typed(text) and S.typed(other.text)
                and S.conflict(text, other.text) is None)):
            # its values only say when something applies ("when it takes 5 min"), or the
            # values of both are typed (durations, versions...) and no slot of one meets the
            # same slot of the other with another value
            found = None
        if found is not None and (found[0] == "choice" or subject >= VALUE_SUBJECT):
            return Contradiction(other.id, other.tier, other.confidence, found[0],
                                 f"{found[1]} (same subject {subject:.2f})")
    for other in neighbours:
        if other.confidence < min_confidence:
            continue
        slot = S.conflict(text, other.text)
        if slot is not None:
            return Contradiction(other.id, other.tier, other.confidence, slot.how, slot.detail)
    return None
