"""The principal's name, read from the titles of the store's preferences."""

from __future__ import annotations

import datetime as dt

from memory_engine.records import tiers as T
from memory_engine.records.types import PersonalizedRecord, SemanticRecord
from memory_engine.retrieval import examine
from memory_engine.retrieval.principal import principal_names, titled_names
from memory_engine.storage.store import Store

DAY = dt.date(2026, 3, 2)


def _common(rid: str, tier: str, topic: str, title: str, text: str) -> dict[str, object]:
    return {"id": rid, "tier": tier, "topic": topic, "confidence": 0.85, "observations": 2,
            "last_touched": DAY, "created": DAY, "source": ["session-abcd1234"], "links": [],
            "body": f"# {title}\n\n{text}\n"}


PREFERENCES = [
    ("pref-night-calls", "alarms", "communication", "Ottilie wants night calls only for three "
     "alarms", "Ring Ottilie at night only for a fire, an injury or a spill."),
    ("pref-kiln-spread", "kilns", "reporting", "Ottilie wants the moisture spread, not the "
     "mean", "Kiln results give the spread of the sample boards."),
    ("pref-blade-cost", "saw-filing", "purchasing", "Blade orders for Ottilie show the cost per "
     "thousand cubic metres", "Every blade order states its cost per 1,000 m3 sawn."),
    ("pref-spotter-name", "lockout", "safety", "Ottilie wants the spotter named on a near miss",
     "A near-miss note names who was watching."),
]


def _write_preferences(store: Store) -> None:
    for rid, topic, domain, title, text in PREFERENCES:
        store.write(PersonalizedRecord(**_common(
            rid, T.PERSONALIZED, topic, title, text), principal="user", domain=domain))


def test_a_name_most_preference_titles_hold_is_the_principals() -> None:
    titles = [title for _, _, _, title, _ in PREFERENCES]
    assert titled_names(titles) == {"ottilie"}
    # a verb opening most titles is no name: it is written in lower case elsewhere
    assert titled_names(["Prefers pytest -q", "Prefers small commits", "Wants tabs, prefers "
                         "short lines", "Prefers English commit messages"]) == set()
    # a function word opening most titles is no name either
    assert titled_names(["How deploys are announced", "How tickets are written",
                         "How estimates are given", "Short mails"]) == set()


def test_the_store_reads_the_principals_name(store: Store) -> None:
    store.write(SemanticRecord(**_common(  # type: ignore[arg-type]
        "sem-kilns", T.SEMANTIC, "kilns", "Four kilns dry the sawn boards",
        "Kilns K1 to K4 dry the boards; Ottilie signs off every schedule change.")))
    assert principal_names(store.index) == []  # no preference: nobody is named
    _write_preferences(store)
    assert principal_names(store.index) == ["ottilie", "user"]
    # a request naming her names the principal (key2), and her name tells no record apart:
    # it is no content word of the request (coverage)
    query, _, found = examine(store.index, "write up the K4 results for Ottilie")
    assert all(k.isdisjoint({"ottili", "ottilie"}) for k in query.term_keys)
    prefs = [c for c in found if c.row.tier == T.PERSONALIZED]
    assert prefs and all(c.evidence["key2"] == 1.0 for c in prefs)
    _, _, found = examine(store.index, "write up the K4 results")
    assert all(c.evidence["key2"] == 0.0 for c in found if c.row.tier == T.PERSONALIZED)
