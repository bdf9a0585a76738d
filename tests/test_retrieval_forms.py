"""The form of a request (router.forms): the kind of question or statement it is, whatever its
words and language, read as features of the word prior; and a store that holds all five tiers on
one topic, where the form decides which tier answers."""

from __future__ import annotations

import datetime as dt
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from memory_engine.records import tiers as T
from memory_engine.retrieval import calibration, recall
from memory_engine.retrieval.router import forms, route
from memory_engine.storage.store import Store

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from benchmarks.retrieval.build_store import build  # noqa: E402

DAY = dt.date(2025, 5, 20)
TODAY = dt.date(2025, 6, 16)


def _read(text: str) -> set[str]:
    return forms(route(text, names=("maya",)))


@pytest.mark.parametrize(("text", "expected", "absent"), [
    # a past event asked for
    ("What happened with the nightly backup last week?", {"=q:what/past", "=q/past"},
     {"=what-is", "=what-about"}),
    ("¿Qué pasó con el nightly backup?", {"=q:what/past"}, {"=what-is"}),
    # a standing fact asked for
    ("What is the nightly backup?", {"=q:what/present", "=what-is"}, {"=q/past"}),
    ("Qu'est-ce que le nightly backup ?", {"=q:what/present", "=what-is"}, {"=q/past"}),
    ("Cos'è il nightly backup?", {"=what-is"}, {"=what-about"}),
    # only the topic asked about: the store has to say which kind
    ("what about a force push to the release branch?", {"=what-about"},
     {"=what-is", "=q/past", "=q:what", "=q/present", "=asks a plain present-tense question"}),
    ("Et le nightly backup ?", {"=what-about"}, {"=what-is"}),
    ("Was ist mit dem nightly backup?", {"=what-about"}, {"=what-is"}),
    # a future reaction
    ("How long will the nightly backup take if we add a disk?", {"=q:amount/future"},
     {"=q/past"}),
    ("Wie lange dauert das nightly backup, wenn wir eine Platte dazu nehmen?",
     {"=q:amount/future"}, {"=q/past"}),
    # whether to act, and an order
    ("Should I pause the nightly backup?", {"=q:yesno/present", "=asks whether to act"}, set()),
    ("Dois-je suspendre le nightly backup ?", {"=q:yesno", "=asks whether to act"}, set()),
    ("Restart the nightly backup", {"=s/present", "=gives an instruction or a command line"},
     {"=q/present"}),
    # the principal's wishes
    ("Does Maya like the backup report as a table?", {"=q:yesno", "=asks what someone prefers",
                                                      "=names a principal"}, set()),
])
def test_the_form_of_a_request_is_read_across_languages(text: str, expected: set[str],
                                                        absent: set[str]) -> None:
    read = _read(text)
    assert expected <= read, read
    assert not absent & read, read


def test_a_form_is_a_feature_of_the_word_prior() -> None:
    """The forms join the word prior's features (fitted by fit_recall.py like any word); a
    topic-only follow-up is read by its form alone: its words name a topic, not a kind."""
    said = calibration.request_features("how long will it take?", {"=q:amount/future"})
    assert {"=q:amount/future", "how_long", "^how", "?"} <= said
    assert calibration.request_features("what about the release branch?", {"=what-about"}) == {
        "=what-about", "?"}


def _spec(rid: str, tier: str, title: str, text: str, **more: Any) -> dict[str, Any]:
    return {"id": rid, "tier": tier, "topic": "nightly-backup", "confidence": 0.9,
            "observations": 4, "date": DAY, "title": title, "text": text, **more}


# One topic, every tier: what the backup is, what once went wrong with it, the rule for touching
# it, how the principal wants to hear about it, and what it does under load.
RECORDS = [
    _spec("sem-nightly-backup", T.SEMANTIC, "The nightly backup is restic to the storage box",
          "The nightly backup is a restic job on db01 that copies the Postgres dumps and the "
          "uploads folder to the offsite storage box; retention is 30 daily snapshots."),
    _spec("epi-nightly-backup-disk-full", T.EPISODIC,
          "The nightly backup failed when the storage box disk filled up",
          "On 20 May the nightly backup failed at 02:10: the storage box disk was full after "
          "retention was left off; two nights had no snapshot until the prune ran.",
          event_type="incident"),
    _spec("rule-pause-nightly-backup", T.PROCEDURAL,
          "Pause the nightly backup before changing its schedule or retention",
          "When changing the nightly backup schedule or retention, do: pause the restic timer "
          "first and run one manual snapshot after. Not: edit the timer while a run is going.",
          trigger=["nightly backup", "backup schedule", "restic retention"], severity="high",
          violations=1),
    _spec("pref-backup-report-table", T.PERSONALIZED,
          "Maya wants the backup report as a short table",
          "Maya prefers the weekly backup report as a short table of nights and sizes, no "
          "prose, sent on Monday morning.", domain="backup reports"),
    _spec("env-backup-during-deploy-slow", T.ENVIRONMENT,
          "The nightly backup takes three hours when it overlaps a deploy",
          "Seen on four of five nights with a deploy after midnight: the backup runs three "
          "hours instead of forty minutes.", bucket="workspace-state-transitions",
          condition="nightly backup runs during a deploy",
          prediction="the backup takes about three hours instead of forty minutes",
          hits=4, misses=1),
]


@pytest.fixture(scope="module")
def five(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Store]:
    store = build(tmp_path_factory.mktemp("five-tiers"), RECORDS)
    yield store
    store.close()


@pytest.mark.parametrize(("text", "tier"), [
    ("what is the nightly backup?", T.SEMANTIC),
    ("Qu'est-ce que le nightly backup, au juste ?", T.SEMANTIC),
    ("what happened with the nightly backup last month?", T.EPISODIC),
    ("¿Qué pasó con el nightly backup el mes pasado?", T.EPISODIC),
    ("I'm about to change the nightly backup schedule, anything I should do first?",
     T.PROCEDURAL),
    ("Ich will den nightly backup schedule ändern, was muss ich vorher tun?", T.PROCEDURAL),
    ("how does maya want the backup report?", T.PERSONALIZED),
    ("Comment Maya préfère-t-elle le backup report ?", T.PERSONALIZED),
    ("how long will the nightly backup take if it runs during a deploy?", T.ENVIRONMENT),
    ("Quanto durerà il nightly backup se gira durante un deploy?", T.ENVIRONMENT),
])
def test_each_form_reaches_its_tier_in_a_store_that_has_all_five(five: Store, text: str,
                                                                 tier: str) -> None:
    hits = recall(five.index, text, today=TODAY).hits
    assert hits, text
    assert hits[0].tier == tier, [(h.tier, h.row.id, round(h.score, 3)) for h in hits]


@pytest.mark.parametrize(("text", "past"), [
    ("what about a force push to the release branch?", False),
    ("if I save a change into clients/generated, will the commit go through?", False),
    ("la CI a échoué sur la branche release ?", True),
    ("on a cassé la prod hier soir", True),
    ("j'ai changé un flag dans la console", True),
])
def test_the_french_past_tense_needs_its_subject(text: str, past: bool) -> None:
    """French "a" + participle is a past tense after its subject; after an English verb or
    preposition "a" is an article ("push a change"), whatever word follows it."""
    assert ("=past tense" in _read(text)) is past


def test_a_workspace_is_asked_after_its_latest_record() -> None:
    """fit_recall: a project whose records are dated a year on asks "last week" of its own
    weeks; an older one keeps the benchmark's day."""
    from benchmarks.retrieval.fit_recall import workspace_today

    assert workspace_today([{"date": dt.date(2026, 4, 1)}, {"date": DAY}], TODAY) == dt.date(
        2026, 4, 2)
    assert workspace_today([{"date": DAY}], TODAY) == TODAY
