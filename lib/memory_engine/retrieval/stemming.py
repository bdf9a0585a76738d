"""A crude, deterministic English stemmer, in a module of its own so that the cold start can
compare words with it without importing the query reader's word lists and patterns."""

from __future__ import annotations

_SUFFIXES = ("ations", "ation", "ments", "ment", "ings", "ing", "ied", "ies", "ers", "er", "ed",
             "es", "s", "ly")


def stem(word: str) -> str:
    """Enough to match "deployed", "deploys" and "deploying"."""
    for suffix in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 4:
            return word[: -len(suffix)]
    return word
