"""What the store says a request is about: the topics its best matching records are filed under.

Records about one system or subject share a topic across tiers (the fact about the dosing
controller, the incident it caused, the lesson learnt, how the principal wants its figures and
how it will react, all filed under `water-treatment`). A request names its subject in its own
words, which one record of the topic may share and another not at all: "the spectator gallery
is boiling, should I pass this up?" matches the incident of the hall air in words and the
preference on how heat complaints are answered in none. The preference is still about the
subject the request is about, and its topic says so.

`Themes` reads, from every tier's candidates, the best text match among the records filed
under each topic; a record's `theme` evidence is the best match among its topic's *other*
records (its own match is already its `text`): how strongly the rest of the store says the
request is about what this record is about. Topics are the store's own slugs, so the
evidence is the same in any language the request is written in, once any record of the
topic is found.
"""

from __future__ import annotations

TYPE_CHECKING = False  # not `from typing`: importing typing costs milliseconds per hook run
if TYPE_CHECKING:
    from collections.abc import Iterable

    from memory_engine.index import Row


class Themes:
    """Per topic, its two best text matches (relevance over the request's best, record id)."""

    __slots__ = ("_best",)

    def __init__(self, found: Iterable[tuple[Row, float]], best: float) -> None:
        """`found`: every tier's candidates (row, bm25); `best`: the request's best bm25."""
        top: dict[str, list[tuple[float, str]]] = {}
        for row, bm25 in found:
            if not row.topic:
                continue
            share = bm25 / best if best > 0 else 0.0
            kept = [h for h in top.get(row.topic, ()) if h[1] != row.id or h[0] > share]
            if not any(rid == row.id for _, rid in kept):
                kept.append((share, row.id))
            top[row.topic] = kept
            kept.sort(reverse=True)
            del kept[2:]
        self._best = top

    def support(self, row: Row) -> float:
        """The best text match among the other records filed under `row`'s topic (0 when it
        has none among the candidates)."""
        for share, rid in self._best.get(row.topic, ()):
            if rid != row.id:
                return share
        return 0.0
