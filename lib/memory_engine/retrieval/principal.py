"""The names a store's preferences call their principal by, read from the preferences.

A preference's `principal` field says whom it was learned from as the store knows them (an
account, "user"); its title names the person as people do ("Ottilie wants intake summaries per
species"). A request that names that person ("send Ottilie this week's grading figures", "do I
ring Ottilie?") asks how they want the work done, and the name, which nearly every preference
and reaction record holds, tells none of them apart. So a name is read from the store itself:
a capitalised word, not a function word, that at least NAME_SHARE of the preferences' titles
hold. A verb that opens most titles ("Prefers ...") is no name: it is written in lower case
when it is not the title's first word (`_lowered`).
"""

from __future__ import annotations

from memory_engine import rxcache
from memory_engine.records import tiers as T
from memory_engine.retrieval.query import STOPWORDS

TYPE_CHECKING = False  # not `from typing`: importing typing costs milliseconds per hook run
if TYPE_CHECKING:
    from memory_engine.index import Index

NAME_SHARE = 0.5  # share of the preferences' titles a name is in
MIN_PREFERENCES = 4  # fewer preferences name nobody reliably
TITLES = 200  # the most recent preferences' titles read
_WORD = r"[^\W\d_][^\W\d_'’-]*"


def principal_names(index: Index) -> list[str]:
    """The principals of the store's preferences (their `principal` field) and the names
    their titles call them by (lower case), sorted."""
    names = set(index.principals())
    titles = index.titles(T.PERSONALIZED, TITLES)
    if len(titles) >= MIN_PREFERENCES:
        names.update(titled_names(titles))
    return sorted(names)


def titled_names(titles: list[str]) -> set[str]:
    """The capitalised words, not function words, at least NAME_SHARE of `titles` hold."""
    rx = rxcache.compile(_WORD)
    counts: dict[str, int] = {}
    lowered: set[str] = set()
    for title in titles:
        found = rx.findall(title)
        seen = set()
        for i, w in enumerate(found):
            low = w.lower()
            if not w[0].isupper():
                if i:
                    lowered.add(low)
                continue
            if low not in STOPWORDS and len(low) > 1:
                seen.add(low)
        for w in seen:
            counts[w] = counts.get(w, 0) + 1
    bar = NAME_SHARE * len(titles)
    return {w for w, n in counts.items() if n >= bar and w not in lowered}
