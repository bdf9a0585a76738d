"""A crude, deterministic English stemmer, in a module of its own so that the cold start can
compare words with it without importing the query reader's word lists and patterns."""

from __future__ import annotations

_SUFFIXES = ("ations", "ation", "ments", "ment", "ings", "ing", "ied", "ies", "ers", "er", "ed",
             "es", "s", "ly")


_SEEN: dict[str, str] = {}  # a prompt's recall stems the same few hundred words thousands of times


def stem(word: str) -> str:
    """Enough to match "deployed", "deploys" and "deploying"."""
    found = _SEEN.get(word)
    if found is not None:
        return found
    found = word
    for suffix in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 4:
            found = word[: -len(suffix)]
            break
    if len(_SEEN) < 100_000:
        _SEEN[word] = found
    return found
