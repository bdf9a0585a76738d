"""The records closest to a candidate, found through the derived index and scored cheaply.

Two stages keep a decision fast at any store size: full-text search (FTS5, BM25) over the
candidate's most specific words picks a few dozen candidates out of the whole store,
then a deterministic similarity compares the candidate with each of them:

    similarity = max(token Jaccard, char-4-gram Jaccard, 0.9 * containment * sqrt(balance))

on accent-free, stemmed content words, with the words the cross-language lexicon knows put in
their English form (so a French restatement of an English rule shares its words). Token Jaccard
catches the same words in another order, shingles catch small spelling changes, and containment
(weighted by how balanced the two lengths are) catches a record restated inside a longer or
shorter one. Identifiers both texts name whole (code spans, file names, tool names, versions) count
twice in the token measures: they survive rewording and translation. The same thing under
another id or topic scores high because ids and topics are left out of the comparison.
"""

from __future__ import annotations

import math

from memory_engine import rxcache
from memory_engine.admission.features import (
    ENTITY,
    SPACED_WORD,
    STOPWORDS,
    content_tokens,
    script_runs,
)
from memory_engine.admission.lexicon import canonical
from memory_engine.records import frames
from memory_engine.text import normalise

TYPE_CHECKING = False  # not `from typing`: its import costs a hook process milliseconds
if TYPE_CHECKING:
    from typing import Any, NamedTuple

    from memory_engine.index import Index
else:
    from memory_engine.plain import NamedTuple

CANDIDATES = 24       # rows taken from full-text search before the fine comparison
QUERY_TERMS = 8       # distinct words of the candidate sent to full-text search
SLOT_CANDIDATES = 12  # rows taken for the records that may hold the candidate's slots
SLOT_PREFIX = 5       # a slot's name this long is sought as the start of a word (fitted; 99: never)
CANON_TERMS = 4       # extra English forms of translated words sent to full-text search
IDENTIFIER_TERMS = 4  # parts of the candidate's identifiers sent to full-text search
IDENTIFIER_WEIGHT = 2
# A candidate that names at least ANCHOR_MIN anchors, every one of them named by a record it
# resembles at ANCHOR_SIMILARITY or more, restates that record (fitted by
# benchmarks/fit_admission.py --structure; 99: never). ANCHOR_MIN is 2, not the fitted 1
# (1463.50 against 1457.75 for 2): one shared anchor is one tool's name, and two facts about
# the same tool (a rule to run `pytest -q`, a prediction of what `pytest -q` prints) are not
# one fact, which the fitting sets, holding few cross-tier pairs on one tool, do not show.
# ANCHOR_SIMILARITY is 0.3 (0.4 before) since a Latin name written against kana or Hangul is a
# word of its own: left one set out, every fold chooses 0.3.
ANCHOR_SIMILARITY = 0.3
ANCHOR_MIN = 2
# A candidate that resembles one record at LONE_SIMILARITY or more, and that record more than any
# other by LONE_MARGIN, with no other value, no conflicting slot and no negated act, restates it:
# the same fact in other words or another language shares few words with its record but still
# far more than with anything else the store holds (fitted by benchmarks/fit_admission.py
# --structure; 99: never).
LONE_SIMILARITY = 0.45
LONE_MARGIN = 0.3
_FTS_TERM = rxcache.lazy(r"^[a-z0-9]+$")
_FTS_PART = rxcache.lazy(r"[a-z0-9]+")
_RAW_WORD = rxcache.lazy(r"[^\W_]+", rxcache.UNICODE)


class Neighbour(NamedTuple):
    id: str
    tier: str
    topic: str
    title: str
    confidence: float
    observations: int
    last_touched: str
    path: str
    text: str
    similarity: float


def shingles(tokens: list[str], size: int = 4) -> set[str]:
    joined = " ".join(tokens)
    if len(joined) <= size:
        return {joined} if joined else set()
    return {joined[i:i + size] for i in range(len(joined) - size + 1)}


def similarity(a: list[str], b: list[str], heavy: frozenset[str] = frozenset()) -> float:
    """Similarity in [0, 1] of two content-token lists (see the module docstring).

    Tokens in `heavy` (identifiers: code spans, file names, tool names, versions) count
    `IDENTIFIER_WEIGHT` times in the token measures: they name what a claim is about and
    survive translation, where the surrounding words do not.
    """
    set_a, set_b = set(a), set(b)
    if not set_a or not set_b:
        return 0.0

    def weight(tokens: set[str]) -> float:
        return len(tokens) + (IDENTIFIER_WEIGHT - 1) * len(tokens & heavy) if heavy \
            else float(len(tokens))

    shared = weight(set_a & set_b)
    jaccard = shared / weight(set_a | set_b)
    small, large = sorted((weight(set_a), weight(set_b)))
    containment = shared / small
    balance = math.sqrt(small / large)
    sh_a, sh_b = shingles(a), shingles(b)
    shingle = len(sh_a & sh_b) / len(sh_a | sh_b) if sh_a and sh_b else 0.0
    return max(jaccard, shingle, 0.9 * containment * balance)


def fts_query(text: str) -> str:
    """An FTS5 OR-query over the candidate's most specific words.

    Long words are rarer, so the `QUERY_TERMS` longest distinct content words are kept (a
    query of many short common words would make BM25 rank a large part of the store). Words of
    six letters or more become prefix terms on their first six letters, so "commits" and
    "committing" meet; shorter ones must match exactly.
    """
    words = {normalise(w) for raw in _RAW_WORD.findall(text.lower()) for w in script_runs(raw)
             if len(w) > 2 and w not in STOPWORDS}
    chosen = sorted((w for w in words if _FTS_TERM.match(w)), key=lambda w: (-len(w), w))
    # A translated restatement shares few surface words with the English original: its
    # words the lexicon knows are also searched in their English form.
    english = sorted({e for w in words if (e := canonical(w)) != w and len(e) >= 4
                      and e not in words}, key=lambda w: (-len(w), w))
    # What a translation keeps as written, the identifiers it names (`/v1`, `config/flags.toml`,
    # `pytest -q`), is searched whatever its length: in a language the lexicon does not know,
    # every long word is a word of that language, and the longest-first choice left a route
    # such as `/v2` out of the query.
    named = sorted({p for ident in identifiers(text) for p in _FTS_PART.findall(ident)
                    if len(p) > 1 and p not in STOPWORDS}, key=lambda w: (-len(w), w))
    terms = list(dict.fromkeys(f"{w[:6]}*" if len(w) >= 6 else f'"{w}"'
                               for w in named[:IDENTIFIER_TERMS] + chosen[:QUERY_TERMS]
                               + english[:CANON_TERMS]))
    return " OR ".join(terms)


def identifiers(text: str) -> frozenset[str]:
    """The identifiers `text` names (see `features.ENTITY`), lower-case, without backticks."""
    return frozenset(m.strip("`").strip().lower() for m in ENTITY.findall(text))


# a number, also when written against kana, ideographs or Hangul ("約9分", "3.13을")
_NUMBER = rxcache.lazy(r"(?<![.])(?<!" + SPACED_WORD + r")[0-9]+(?:\.[0-9]+)?(?!"
                       + SPACED_WORD + r"|\.[0-9])")
# A letter of any script but Latin (Cyrillic, Greek, Arabic, Hebrew, Devanagari, Thai, Lao,
# Myanmar, Khmer, Georgian, CJK, Hangul...): a word character that is no digit, no underscore
# and no Latin letter (Basic Latin to the IPA and spacing modifiers, the phonetic and extended
# additional blocks Vietnamese writes with).
_OTHER_SCRIPT = rxcache.lazy(r"[^\W\d_\u0000-\u02ff\u1d00-\u1eff]")
_LATIN_WORD = rxcache.lazy(r"[A-Za-z][A-Za-z0-9_\-/.]*[A-Za-z0-9]|[A-Za-z]")


def anchors(text: str) -> frozenset[str]:
    """What a restatement keeps, whatever its wording or language: the numbers and identifiers
    it names and, in a text written in another script, the words it leaves in Latin letters
    (tool, branch and command names: `main`, `force push`, `offset/limit`). Lower-case."""
    found = set(_NUMBER.findall(text)) | set(identifiers(text))
    if _OTHER_SCRIPT.search(text):
        found |= {w.lower() for w in _LATIN_WORD.findall(text)}
    return frozenset(found)


def anchored(text: str, other: str) -> bool:
    """Whether `text` names ANCHOR_MIN anchors or more that `other` names too (a number as a
    whole number, anything else as a whole word of it, an abbreviation as the words it
    shortens: "PR" for "pull request"), and at most one it names that `other` does not: a plain
    Latin word of a text in another script, no identifier, beside ANCHOR_MIN distinct anchors
    kept (`config/flags.toml` and its `/flags.toml` are one).

    A restatement keeps the record's values, every number and identifier; the one Latin word a
    text in another script may add is a name, not a value: the product the store is about,
    which its records leave unsaid ("Combwright 저장소의 main에는 ..."). A number, an
    identifier or a tool the record lacks is another value, so another fact; two words it lacks
    are more than a name (a rule that adds `ALTER TABLE` to a fact about migrations)."""
    mine = anchors(text)
    if len(mine) < ANCHOR_MIN:
        return False
    lowered = other.lower()
    numbers = set(_NUMBER.findall(other))
    kept: list[str] = []
    plain = 0
    named: frozenset[str] | None = None
    for anchor in mine:
        if anchor in numbers:
            kept.append(anchor)
            continue
        if anchor[0].isdigit() and _NUMBER.fullmatch(anchor):
            return False
        at = lowered.find(anchor)
        while at >= 0 and ((anchor[0].isalnum() and lowered[at - 1:at].isalnum()) or (
                anchor[-1].isalnum() and lowered[at + len(anchor):at + len(anchor) + 1].isalnum())):
            at = lowered.find(anchor, at + 1)
        if at >= 0 or _shortens(anchor, lowered):
            kept.append(anchor)
            continue
        if named is None:
            named = identifiers(text)
        if not anchor.isalpha() or anchor in named or plain:
            return False
        plain += 1
    if not plain:
        return True
    distinct = [a for a in kept if not any(a != b and a in b for b in kept)]
    return len(distinct) >= ANCHOR_MIN


_WORD_START = rxcache.lazy(r"(?<![^\W_])[^\W\d_]")


def _shortens(anchor: str, lowered: str) -> bool:
    """Whether `anchor`, two to five letters, is the initials of consecutive words of
    `lowered` ("pr": "pull request", "ci": "continuous integration")."""
    return (2 <= len(anchor) <= 5 and anchor.isalpha()
            and anchor in "".join(m.group(0) for m in _WORD_START.finditer(lowered)))


def shared_identifier_tokens(mine: frozenset[str], text: str) -> frozenset[str]:
    """Tokens of the identifiers both texts name whole (`make secrets` and `make i18n` share
    no identifier, though they share a word)."""
    both = mine & identifiers(text) if mine else frozenset()
    return frozenset(content_tokens(" ".join(both))) if both else frozenset()


def _body(path: str, fallback: str) -> str:
    """The record's own body, read from its file (the index's text also holds topic and tier
    fields, which would make every rule look alike), without a preference's gloss (see
    records.frames); the indexed text if the file is gone."""
    try:
        with open(path, encoding="utf-8", errors="replace") as handle:
            text = handle.read(256 * 1024)
    except OSError:
        return fallback
    if text.startswith("---"):
        end = text.find("\n---", 3)
        if end != -1:
            text = text[text.find("\n", end + 4) + 1:] if "\n" in text[end + 4:] else ""
    return frames.strip(text)


def slot_query(text: str) -> str:
    """An FTS5 OR-query for the records that may hold a slot `text` gives a value: the other
    members of each group of alternatives it names, the things it gives a version of, the
    kind of region. A translated claim shares these names with the record even when it
    shares none of its longer words. A long name is sought as the start of a word: a record
    spells the member "postgres" as "PostgreSQL", "mongo" as "MongoDB"."""
    from memory_engine.admission import slots

    terms: list[str] = []
    for value in slots.values(text):
        for word in slots.slot_terms(value):
            for part in normalise(word).replace("-", " ").split():
                if _FTS_TERM.match(part) and len(part) > 1:
                    terms.append(f"{part}*" if len(part) >= SLOT_PREFIX else f'"{part}"')
    return " OR ".join(dict.fromkeys(terms))


def neighbours(index: Index, text: str, *, k: int = 5, exclude_path: str | None = None,
               exclude_id: str | None = None, refresh: bool = True) -> list[Neighbour]:
    """The `k` valid records most similar to `text`, most similar first.

    `refresh=False` skips the index's freshness check: for a batch whose writes all go through
    the store (which indexes them at once), one refresh before the batch is enough.
    """
    query = fts_query(text)
    if not query:
        return []
    if refresh:
        index.refresh()
    rows = index.text_candidates(query, CANDIDATES)
    return _compare(rows, text, k, exclude_path, exclude_id)


def slot_neighbours(index: Index, text: str, *, k: int = 8, exclude_path: str | None = None,
                    exclude_id: str | None = None) -> list[Neighbour]:
    """The records found by `slot_query` (no refresh: `neighbours` did it), most similar
    first. A store without a valid record has none to find (its slots are not read)."""
    if not index.has_records(refresh=False):
        return []
    query = slot_query(text)
    if not query:
        return []
    return _compare(index.text_candidates(query, SLOT_CANDIDATES), text, k, exclude_path,
                    exclude_id)


def _compare(rows: list[tuple[Any, ...]], text: str, k: int, exclude_path: str | None,
             exclude_id: str | None) -> list[Neighbour]:
    mine = content_tokens(text)
    my_ids = identifiers(text)
    found: list[Neighbour] = []
    for (rid, tier, topic, title, conf, obs, touched, path, body, condition,
         prediction) in rows:
        if (exclude_path and path == exclude_path) or (exclude_id and rid == exclude_id):
            continue
        other_text = "\n".join(p for p in (_body(path, body), condition, prediction) if p)
        heavy = shared_identifier_tokens(my_ids, other_text)
        score = similarity(mine, content_tokens(other_text), heavy)
        found.append(Neighbour(rid, tier, topic or "", title or "", float(conf or 0.0),
                               int(obs or 0), touched or "", path, other_text, score))
    found.sort(key=lambda n: n.similarity, reverse=True)
    return found[:k]
