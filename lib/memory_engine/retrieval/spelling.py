"""Typing slips in a request's grammatical words ("shoud I", "waht happend"), read as meant.

The router's cues are regular expressions over whole words, so one slipped letter in "should" or
"happened" hides the only word that told the tiers apart. Here a request word that the cue table
does not know is read as the cue word it is one slip away from (a letter dropped or added, or two
neighbours swapped), under conditions that keep real words real:

* a changed letter is not a slip here: too many real words are one letter apart ("store" and
  "story", "file" and "fire"), and a topic word must never turn into a cue;
* the word and the cue word start with the same letter and have four letters or more (five for
  a dropped or added letter, which must be inside the word: "handle" is not a slip of
  "handled", nor "march" of "marche");
* the cue word is the only one at that distance (an ambiguous slip is left as typed);
* adding or dropping a final "s" is an inflection, not a slip, and is left alone;
* words inside paths and identifiers ("clients/generated", "--no-verify") are not read.

Only the router reads the repaired text; the full-text search still sees what was typed. The
vocabulary is the set of whole words written in the cue table, so a cue added there is repaired
too, in every language. Deterministic: ties are impossible by construction (unique or nothing).
"""

from __future__ import annotations

from memory_engine import rxcache

TYPE_CHECKING = False  # not `from typing`: importing typing costs milliseconds per hook run
if TYPE_CHECKING:
    import re

# Reading words out of the cue patterns: only when cuedata.py is stale (it holds the words), so
# these are compiled on first use (by `re`, imported then), never on a fresh prompt hook's path.
_ESCAPE = r"\\[a-zA-Z]"  # \b, \w, \d: not letters of a word
# A whole word in a pattern: bounded by the pattern's separators, not by "?" or "[" (which make
# "favou?rite" or "summari[sz]e" fragments, not words).
_WORD = r"(?:(?<=[\s|(:^])|^)([a-z][a-z'-]*[a-z])(?=[\s|)$]|$)"
_PLURAL = r"(?:(?<=[\s|(:^])|^)([a-z]{3,})s\?(?=[\s|)$]|$)"  # "regles?": "regle"
_CLASS = r"([a-z]+)\[([a-z]+)\]([a-z]*)"  # "regol[ae]": "regola", "regole"
_REQUEST_WORD = rxcache.compile(r"(?<![\w'./-])[a-z]+(?![\w'/-]|\.\w)")
MIN_LENGTH = 4  # shorter words are left alone: too many real words are one edit apart


def vocabulary(patterns: tuple[str, ...], names: tuple[str, ...] = ()) -> frozenset[str]:
    """The whole words written in the cue patterns, and the principals' names (which must not be
    read as a slip of a cue word: "maya" is not "may")."""
    found: set[str] = {w for n in names for w in _REQUEST_WORD.findall(n)}
    if patterns:
        import re
    for pattern in patterns:
        plain = re.sub(_CLASS, lambda m: "|".join(m.group(1) + c + m.group(3)
                                                  for c in m.group(2)),
                       re.sub(_ESCAPE, " ", pattern))
        for part in plain.split("'"):  # "qu'est-ce" holds two words for this purpose
            found.update(w for w in re.findall(_WORD, part) if "-" not in w)
        found.update(w for w in re.findall(_WORD, plain) if "-" not in w)
        found.update(re.findall(_PLURAL, plain))
    return frozenset(found)


def _one_edit(a: str, b: str) -> bool:
    """True when b is a with one letter added or dropped, or two neighbours swapped."""
    la, lb = len(a), len(b)
    if abs(la - lb) > 1 or a == b:
        return False
    i = 0
    while i < min(la, lb) and a[i] == b[i]:
        i += 1
    if la == lb:
        return i + 1 < la and a[i] == b[i + 1] and a[i + 1] == b[i] and a[i + 2:] == b[i + 2:]
    if min(la, lb) < MIN_LENGTH + 1 or i >= min(la, lb):
        return False  # a dropped or added letter in a short word, or at the end: a real word
    if la > lb:
        return a[i + 1:] == b[i:]
    return a[i:] == b[i + 1:]


# vocabulary -> its words by initial, for the few vocabularies of a process (a plain dict: the
# hooks' fast path does without functools)
_GROUPED: dict[frozenset[str], dict[str, tuple[str, ...]]] = {}


def _by_initial(vocab: frozenset[str]) -> dict[str, tuple[str, ...]]:
    found = _GROUPED.get(vocab)
    if found is not None:
        return found
    # Unsorted: `meant` keeps a slip only when one word is near it, so the order of a group
    # never shows (and sorting the thousand words cost each prompt a fifth of a millisecond).
    out: dict[str, list[str]] = {}
    for word in vocab:
        if len(word) >= MIN_LENGTH - 1:
            out.setdefault(word[0], []).append(word)
    if len(_GROUPED) >= 4:
        _GROUPED.clear()
    found = _GROUPED[vocab] = {k: tuple(v) for k, v in out.items()}
    return found


def meant(word: str, vocab: frozenset[str]) -> str | None:
    """The cue word `word` is a slip of, or None."""
    if len(word) < MIN_LENGTH or word in vocab:
        return None
    near = [v for v in _by_initial(vocab).get(word[0], ()) if _one_edit(word, v)
            and word + "s" != v and v + "s" != word]
    return near[0] if len(near) == 1 else None


def repair(lower: str, vocab: frozenset[str]) -> tuple[str, list[tuple[str, str]]]:
    """The normalised request with slipped cue words replaced; and the (typed, read as) pairs."""
    fixes: list[tuple[str, str]] = []

    def fix(match: re.Match[str]) -> str:
        word = match.group(0)
        good = meant(word, vocab)
        if good is None:
            return word
        fixes.append((word, good))
        return good

    return _REQUEST_WORD.sub(fix, lower), fixes
