"""The `theme` evidence: a record is what the request is about when the other records filed under
its topic match the request, whatever words the record itself shares with it."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from memory_engine.retrieval import calibration, examine, recall
from memory_engine.retrieval.calibration import FEATURES
from memory_engine.storage.store import Store

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from benchmarks.retrieval.build_store import build  # noqa: E402
from benchmarks.retrieval.dataset import TODAY, epi, pref, sem  # noqa: E402

RECORDS = [
    sem("sem-hall-air-unit", "hall-air", 0.9, 6, "2025-10-01",
        "The air unit keeps the spectator gallery above the water temperature",
        "The pool hall air handling unit keeps the spectator gallery and the hall two degrees "
        "above the water, so the gallery feels boiling on a busy evening."),
    epi("epi-2025-08-19-gallery-condensation", "hall-air", "incident", "2025-08-19",
        "Condensation dripped on the spectator gallery",
        "A stuck damper let the humidity climb and water dripped onto the spectator gallery."),
    pref("pref-ottilie-heat-complaints-local", "communication", "hall-air", "2025-10-03",
         "Ottilie wants heat complaints answered by the duty manager",
         "Ottilie wants complaints from parents answered on the day by the duty manager, and "
         "only counted for her in the monthly summary."),
    pref("pref-ottilie-lab-results-one-line", "reporting", "water-lab", "2025-10-03",
         "Ottilie wants lab results on one line",
         "Ottilie wants each sample's result on one line with the limit beside it."),
    # other subjects, so that the words above are not in most of the store (full-text search
    # leaves such words out)
    *(sem(f"sem-{name}", name, 0.9, 3, "2025-09-01", f"The {name} is checked {when}",
          f"The {name} is checked {when} by the {who}.")
      for name, when, who in (("sauna", "hourly", "attendant"), ("flume", "daily", "lifeguard"),
                              ("turnstiles", "weekly", "receptionist"),
                              ("boiler", "monthly", "engineer"), ("lockers", "nightly", "cleaner"),
                              ("covers", "seasonally", "technician"))),
]


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Store]:
    built = build(tmp_path_factory.mktemp("themes"), RECORDS)
    yield built
    built.close()


def _examined(store: Store, text: str) -> dict[str, tuple[float, float]]:
    """record id -> (its `text` evidence, its `theme` evidence) for the request."""
    _, _, found = examine(store.index, text, today=TODAY)
    at = FEATURES.index("theme")
    for c in found:  # the evidence is the feature calibration weighs
        assert c.x[at] == c.evidence["theme"]
    return {c.row.id: (c.evidence["text"], c.evidence["theme"]) for c in found}


def test_a_preference_is_reached_through_its_topics_other_records(store: Store) -> None:
    """Both preferences match the request by few words; the one filed under the topic whose
    fact and incident the request matches is the one about its subject."""
    got = _examined(store, "A parent says the spectator gallery is boiling. Should I tell "
                           "Ottilie?")
    assert got["pref-ottilie-heat-complaints-local"][1] == pytest.approx(1.0)
    assert got["pref-ottilie-lab-results-one-line"][1] == 0.0  # nothing else on its topic


def test_a_records_own_match_is_not_its_theme(store: Store) -> None:
    """A record's theme is the best match among the *other* records of its topic: the fact's
    is the incident's text match and the incident's the fact's, and a record alone on its
    topic has none, however well it matches."""
    got = _examined(store, "the spectator gallery is boiling")
    fact, incident = got["sem-hall-air-unit"], got["epi-2025-08-19-gallery-condensation"]
    assert fact[1] == incident[0] and incident[1] == fact[0]
    assert fact[0] != incident[0]
    assert got["sem-boiler"][0] > 0.0 and got["sem-boiler"][1] == 0.0


def test_a_request_off_every_topic_gives_no_theme(store: Store) -> None:
    """A request that matches the preferences by the principal's name alone says nothing of
    their subjects."""
    got = _examined(store, "Send Ottilie the quarterly rota")
    assert got and all(theme == 0.0 for _, theme in got.values())


def test_the_theme_is_given_among_the_reasons(store: Store) -> None:
    shipped = calibration.model()  # with no bar, every candidate is listed with its reasons
    every = calibration.Model(shipped.tiers, dict(shipped.bars, tier=0.0, relative=0.0),
                              shipped.words, shipped.request, shipped.best_record)
    hits = recall(store.index, "A parent says the spectator gallery is boiling. Should I tell "
                               "Ottilie?", today=TODAY, min_score=0.0, k=20, model=every).hits
    why = {h.row.id: h.why for h in hits}
    assert "its topic's other records match 1.00" in why["pref-ottilie-heat-complaints-local"]
    assert not any("topic's other records" in w for w in why["pref-ottilie-lab-results-one-line"])
