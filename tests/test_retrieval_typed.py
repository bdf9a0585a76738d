"""Typed recall where every tier has a say: lessons found from their situation, the calibrated
answer, abstention, and the cue table's precomputed index."""

from __future__ import annotations

import datetime as dt
import json
import re
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from memory_engine.records import tiers as T
from memory_engine.records.types import EpisodicRecord, ProceduralRecord, SemanticRecord
from memory_engine.retrieval import (
    FILL_AFTER,
    calibration,
    completed,
    cueindex,
    cues,
    recall,
    router,
)
from memory_engine.retrieval.router import split_clauses
from memory_engine.storage.store import Store
from memory_engine.text import normalise

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from benchmarks.retrieval.blind_tasks import BLIND_TASKS  # noqa: E402
from benchmarks.retrieval.dataset import TASKS, TODAY  # noqa: E402
from benchmarks.retrieval.fresh_tasks import FRESH_TASKS  # noqa: E402
from tests.conftest import built_bench_store, run_cli, run_hook_script  # noqa: E402

DAY = dt.date(2025, 6, 12)


def _common(rid: str, tier: str, topic: str, body: str) -> dict[str, object]:
    return {"id": rid, "tier": tier, "topic": topic, "confidence": 0.85, "observations": 2,
            "last_touched": DAY, "created": DAY, "source": ["session-abcd1234"], "links": [],
            "body": body}


@pytest.fixture(scope="module")
def lessons(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Store, dict[str, str]]]:
    """The benchmark store plus a lesson as reflexion writes one (the situation and the tools in
    its trigger, a prescriptive body) and two records on the same words in other tiers."""
    store, env = built_bench_store(tmp_path_factory.mktemp("lessons"))
    assert isinstance(store, Store)
    store.write(ProceduralRecord(**_common(  # type: ignore[arg-type]
        "lesson-testing-pytest", T.PROCEDURAL, "testing-pytest",
        "# Run the tests with pytest\n\nWhen running the tests, do: always use pytest -q. Not: "
        "ran `python3 -m unittest`.\nWhy: \"no, that's wrong - always use pytest -q, never "
        "unittest\".\nSeen 2025-06-12, session abcd1234.\n"),
        kind="lesson", trigger=["pytest", "unittest", "run tests", "test runner"]))
    store.write(EpisodicRecord(**_common(  # type: ignore[arg-type]
        "epi-2025-06-12-unittest-corrected", T.EPISODIC, "testing",
        "# Session of 2025-06-12\n\nRan python3 -m unittest on the invoice tests; the user "
        "corrected it and pytest -q was run instead.\n"), date=DAY, event_type="session"))
    store.write(SemanticRecord(**_common(  # type: ignore[arg-type]
        "sem-tests-layout", T.SEMANTIC, "test-layout",
        "# Where the tests live\n\nThe tests live under tests/, one module per package, with "
        "fixtures in conftest.py.\n")))
    yield store, env
    store.close()


def _ids(store: Store, text: str) -> list[tuple[str, str]]:
    return [(h.tier, h.row.id) for h in recall(store.index, text, today=TODAY).hits]


def test_reasons_are_worded_when_read(lessons: tuple[Store, dict[str, str]]) -> None:
    """A hit's reasons (`why`) are put in words when first read, and read as they were worded
    at ranking: the per-prompt hook ranks dozens of candidates and reads none of them."""
    store, _ = lessons
    hits = recall(store.index, "how do I run the tests", today=TODAY, min_score=0.0).hits
    assert hits and all(callable(h._why) for h in hits)  # typed hits (no text-match filling)
    first = hits[0].why
    assert first[0].startswith("p ") and any(w.startswith("tier needed") for w in first)
    assert hits[0].why is first and not callable(hits[0]._why)  # worded once
    assert hits[0].to_dict()["why"] == first


@pytest.mark.parametrize("text", ["how do I run the tests", "How do I run the tests?",
                                  "running the tests now"])
def test_a_lesson_is_found_from_the_situation_it_is_for(
        lessons: tuple[Store, dict[str, str]], text: str) -> None:
    store, _ = lessons
    assert _ids(store, text)[0] == (T.PROCEDURAL, "lesson-testing-pytest")


def test_the_lesson_through_the_cli(lessons: tuple[Store, dict[str, str]]) -> None:
    _, env = lessons
    proc = run_cli("recall", "which test runner should I use", "--json", env=env)
    assert proc.returncode == 0, proc.stderr
    found = json.loads(proc.stdout)
    assert "lesson-testing-pytest" in [f["id"] for f in found[:3]]
    first = found[0]
    assert first["tier"] == T.PROCEDURAL and first["how_to_read"].startswith("rule")
    assert any(w.startswith("trigger stated") for w in first["why"])


def test_the_per_prompt_hook_gives_the_lesson(lessons: tuple[Store, dict[str, str]]) -> None:
    """The real UserPromptSubmit hook, with a real payload: the lesson reaches the model."""
    _, env = lessons
    sample = REPO / "tests" / "data" / "claude-code" / "hook-payloads" / "UserPromptSubmit.json"
    payload = dict(json.loads(sample.read_text())["payload"], prompt="how do I run the tests?",
                   session_id="typed-recall-session")
    proc = run_hook_script("user_prompt", payload, env)
    assert proc.returncode == 0, proc.stderr
    context = json.loads(proc.stdout)["hookSpecificOutput"]["additionalContext"]
    assert "id=lesson-testing-pytest" in context and "read as: rule" in context


def test_the_trace_is_found_when_the_past_is_asked(lessons: tuple[Store, dict[str, str]]) -> None:
    store, _ = lessons
    found = _ids(store, "what happened when we ran the tests with unittest?")
    assert found[0] == (T.EPISODIC, "epi-2025-06-12-unittest-corrected")
    assert all(tier == T.EPISODIC for tier, _ in found[:3])


def test_nothing_clears_the_bar_means_no_answer(lessons: tuple[Store, dict[str, str]]) -> None:
    store, _ = lessons
    bar = calibration.model().bars["inject"]
    for text in ("thanks, looks good", "Please be careful, take your time, ask questions",
                 "let's plan a bit more in the project overview"):
        assert recall(store.index, text, today=TODAY, min_score=bar).hits == []


def test_every_tier_has_a_say(lessons: tuple[Store, dict[str, str]]) -> None:
    """No tier is gated out by the wording: a request with a strong cue for one tier still
    answers from the tier whose evidence is strong (here a rule whose trigger the action
    states, under a question worded like a request for a fact)."""
    store, _ = lessons
    result = recall(store.index, "what about a force push to the release branch?", today=TODAY)
    assert result.hits and result.hits[0].row.id == "rule-no-force-push-shared"


def test_a_listing_is_completed_from_the_text_ranking() -> None:
    """Three typed items or more: the first three stay, the rest comes from the whole-store
    text ranking (then the typed rest); fewer typed items are given as they are."""
    assert FILL_AFTER == 3
    assert completed(["a", "b", "c", "d"], ["x", "a", "y", "z"], 5) == ["a", "b", "c", "x", "y"]
    assert completed(["a", "b", "c", "d"], ["a"], 5) == ["a", "b", "c", "d"]
    assert completed(["a", "b"], ["x", "y"], 5) == ["a", "b"]
    assert completed(["a", "b", "c", "d"], ["x"], 3) == ["a", "b", "c"]


def test_only_a_listing_is_completed(lessons: tuple[Store, dict[str, str]]) -> None:
    store, _ = lessons
    text = "how do we deploy the billing api to production?"
    typed = recall(store.index, text, today=TODAY, k=5, fill=False).hits
    listed = recall(store.index, text, today=TODAY, k=5).hits
    assert [h.row.id for h in listed][:FILL_AFTER] == [h.row.id for h in typed][:FILL_AFTER]
    assert len(typed) >= FILL_AFTER
    filled = [h for h in listed if h.row.id not in {t.row.id for t in typed[:FILL_AFTER]}]
    assert any(h.why[0].startswith("text match only") for h in filled)
    assert all(h.why[0].startswith("text match only") or h in typed for h in filled)
    assert all(h.score == 0.0 for h in filled if h not in typed)
    bar = calibration.model().bars["inject"]
    given = recall(store.index, text, today=TODAY, k=5, min_score=bar).hits
    assert all(not h.why[0].startswith("text match only") for h in given)


def test_the_word_prior_reads_the_shape_of_a_request() -> None:
    said = calibration.request_features("Write the commit message?")
    assert {"^write", "^write_the", "?", "commit_message"} <= said
    assert "!?" in calibration.request_features("commit this")


def test_the_shipped_weights_are_complete() -> None:
    model = calibration.model()
    assert set(model.tiers) == set(T.TIERS)
    assert all(len(w) == len(calibration.FEATURES) for _, w in model.tiers.values())
    for _, weights in model.tiers.values():  # the signs the fit must respect
        assert all(sign * w >= 0 for sign, w in zip(calibration.SIGNS, weights, strict=True))
    assert {"list", "relative", "tier", "inject"} <= set(model.bars)


def test_the_cue_index_is_fresh() -> None:
    assert cues.load_index(cues.patterns(), tuple(cues.BUCKET_CUES.items())) is not None, (
        "cues.py changed: run `python -m memory_engine.retrieval.cueindex --write`")


def test_lazy_cues_answer_as_the_compiled_table() -> None:
    names = ("maya",)
    lazy = cues.compiled(names)
    whole = [re.compile(cues._fill(p, names)) for p in cues.patterns()]
    texts = [t["text"] for t in (*TASKS, *FRESH_TASKS, *BLIND_TASKS)] + [
        "Does Maya like tabs?", "ping maya about the deploy", "si je lance make deploy",
        "ok, run the flaky suite", "please  fix the build", "how do I run the tests first?",
        "which file does the cron job write to after a deploy?"]
    buckets = [(name, matcher, re.compile(cues.BUCKET_CUES[name]))
               for name, matcher in cues.bucket_cues()]
    assert [name for name, _, _ in buckets] == list(cues.BUCKET_CUES)
    for text in texts:
        for part, _ in split_clauses(normalise(text)):
            for (_, _, label, _, matcher), rx in zip(lazy, whole, strict=True):
                assert bool(matcher.search(part)) == bool(rx.search(part)), (label, part)
        lower = text.lower()
        for name, matcher, rx in buckets:
            assert bool(matcher.search(lower)) == bool(rx.search(lower)), (name, lower)


def test_a_request_without_colon_or_conjunction_splits_as_by_the_whole_pattern() -> None:
    """split_clauses uses the first three forms of its pattern alone when the text has no colon
    and no "and" (et, und, y, e) standing between spaces: the other two cannot match then."""
    texts = [t["text"] for t in (*TASKS, *FRESH_TASKS, *BLIND_TASKS)] + [
        "x,and why is it slow?", "tests\u00a0and\u00a0why?", "a\x1cand\x1cwhy", "and why?",
        "why.and how?", "it broke; what now! really.", "e.g. the build... then?", "so y que?"]
    plain = 0
    for text in texts:
        lower = normalise(text)
        if ":" in lower or not router._AND_WORDS.isdisjoint(lower.split()):
            continue
        plain += 1
        assert re.split(router._SPLIT_PLAIN, lower) == re.split(router._SPLIT, lower), lower
    assert plain > len(texts) // 3


def test_anchors_of_a_pattern() -> None:
    assert cueindex.anchors(r"\bwhat (?:happened|went wrong)\b") == ["happened", "went wrong"]
    assert cueindex.anchors(r"\bwhat (?:is|was)\b") == ["what "]
    assert cueindex.anchors(r"\b(?:rules?|policy)\b") == ["policy", "rule"]
    assert cueindex.anchors(r"\b\w+ing\b") == ["ing"]
    assert cueindex.anchors(r"\b(?:{name}) likes\b") == [" likes"]
    assert cueindex.anchors(r"\b[a-z]+\b") is None
    assert cueindex.alternatives(r"a(?:b|c)|[|]d|e\|f") == ["a(?:b|c)", "[|]d", r"e\|f"]


def test_lead_of_a_pattern_that_opens_the_text() -> None:
    """Where the words that open a match can start: after an optional prefix at most as long
    as its longest form; nothing is claimed when the start is unknown."""
    assert cueindex.lead(r"^(?:please |ok,? )?(?:fix|add)\b") == (7, ("add", "fix"))
    assert cueindex.lead(r"^(?:which|what)\b") == (0, ("what", "which"))
    assert cueindex.lead(r"^\w+ing (?:a|the)\b") is None  # a class opens it
    assert cueindex.lead(r"^(?:\w+ )*fix\b") is None  # the prefix has no bound
    assert cueindex.lead(r"\bfix\b") is None  # not tied to the start
    assert cueindex.lead(r"(?m)^fix\b") is None  # every line's start
    assert cueindex.lead(r"^(?:{name}) likes\b") is None  # a name's length is not known
    source = r"^(?:please )?(?:fix|run)\b"
    matcher = cues.Lazy(((source, None, cueindex.lead(source)),))
    assert not matcher.search("how do i run it") and not matcher.compiled  # not even compiled
    assert matcher.search("please run it") and matcher.search("fix it")


def test_a_preference_found_by_its_kind_of_work_is_weighed_as_a_lesson(store: Store) -> None:
    # "commit what we did today" names the kind of work the preference is about: the
    # preference says how to do it as a lesson with that kind trigger would, and is weighed so
    # too; the personalized weights are fitted on requests that ask what the person likes.
    from memory_engine.records.types import PersonalizedRecord
    from memory_engine.retrieval import examine

    store.write(PersonalizedRecord(**_common(
        "pref-small-commits", T.PERSONALIZED, "preference-commit-messages-commits",
        "Preference (commit-messages): I like small commits, one logical change each, with "
        "conventional prefixes (feat:, fix:).\n"), domain="commit-messages"))
    model = calibration.model()
    query, _, found = examine(store.index, "commit what we did today", model=model)
    assert "commits" in query.kinds
    pref = next(c for c in found if c.row.id == "pref-small-commits")
    assert pref.as_lesson is not None
    # weighed both ways, on the better reading: which one wins is the fitted weights' call
    own = model.probability(T.PERSONALIZED, pref.x) * pref.need
    x, need = pref.as_lesson
    as_lesson = model.probability(T.PROCEDURAL, x) * need
    assert as_lesson != own
    assert pref.weighed(model) == ((as_lesson, T.PROCEDURAL) if as_lesson > own
                                   else (own, T.PERSONALIZED))
    query, _, found = examine(store.index, "which conventional prefixes does the user like",
                              model=model)
    asked = next(c for c in found if c.row.id == "pref-small-commits")
    assert not query.kinds and asked.as_lesson is None  # the personalized weights alone


def test_a_message_to_write_meets_the_preference_on_messages(store: Store) -> None:
    # "draft a mail to the hauliers" names no word of the preference's domain
    # ("change-communication"), but the kind of work it orders is the kind the domain names:
    # the preference's key is stated whole, and it answers above the fact on the same
    # subject.
    from memory_engine.records.types import PersonalizedRecord
    from memory_engine.retrieval import examine, request_forms

    store.write(PersonalizedRecord(**_common(
        "pref-haulier-messages", T.PERSONALIZED, "truck-gate",
        "Preference (communication): anything sent to the hauliers goes out in Dutch and "
        "English, unsigned, with the gate hours in the first line.\n"),
        domain="change-communication"))
    store.write(SemanticRecord(**_common(
        "sem-gate-hours", T.SEMANTIC, "gate-hours",
        "# Gate hours\n\nThe truck gate is open 06:00-22:00 on weekdays; hauliers book a slot "
        "in Slotwise.\n")))
    model = calibration.model()
    query, decided, found = examine(
        store.index, "draft a mail to the hauliers about tomorrow's gate hours", model=model)
    assert "communication" in query.kinds
    assert decided is not None and "=kind:communication" in request_forms(query, decided)
    pref = next(c for c in found if c.row.id == "pref-haulier-messages")
    assert pref.evidence["key"] == 1.0
    hits = recall(store.index, "draft a mail to the hauliers about tomorrow's gate hours",
                  today=DAY).hits
    assert hits and hits[0].row.id == "pref-haulier-messages"


def test_a_domain_is_met_by_every_kind_of_work_it_names() -> None:
    from memory_engine.retrieval.policies import _of_domain

    assert _of_domain("change-communication", ["communication"])
    assert _of_domain("reporting", ["reports", "database"])
    # a commit message is commits and communication: a mail to write is not one
    assert not _of_domain("commit-messages", ["communication"])
    assert _of_domain("commit-messages", ["commits", "communication"])
    assert not _of_domain("tone", ["communication"])  # a domain naming no kind
    # the style of code-style is the code's: a function to write, not a screen
    assert _of_domain("code-style", ["functions", "configuration"])
    assert not _of_domain("code-style", ["interface"])


def test_a_trigger_the_other_tiers_also_name_tells_the_system_not_the_situation(
        store: Store) -> None:
    # The store holds a lesson and a preference about the same cold store: its name and its
    # site are in both. A request naming the site and the alarm states the lesson's trigger
    # "Millrace" whole, but only through words the preference holds too: it is about the
    # lesson's system, not in its situation (lock-up), and the trigger counts at
    # SHARED_TRIGGER. A request telling the lock-up states the lesson's own trigger.
    from memory_engine.records.types import PersonalizedRecord
    from memory_engine.retrieval import examine
    from memory_engine.retrieval.policies import SHARED_TRIGGER

    store.write(ProceduralRecord(**_common(  # type: ignore[arg-type]
        "rule-cold-store-door-at-lockup", T.PROCEDURAL, "freezer",
        "# At lock-up walk the cold store door\n\nWhen locking up, do: close the door by hand "
        "and check the seal. Not: rely on the door switch light.\n"),
        kind="lesson", trigger=["Millrace", "cold store", "lock-up", "strip curtain"]))
    store.write(PersonalizedRecord(**_common(
        "pref-call-after-keyholder", T.PERSONALIZED, "freezer",
        "Beatrix wants a phone call straight after the Millrace keyholder on any cold store "
        "alarm.\n"), domain="communication"))

    def lesson(text: str) -> dict[str, float]:
        _, _, found = examine(store.index, text)
        return next(c.evidence for c in found if c.row.id == "rule-cold-store-door-at-lockup")

    shared = lesson("cold store alarm at Millrace, the keyholder is coming: anyone else to call?")
    assert shared["key"] == SHARED_TRIGGER and shared["key2"] == SHARED_TRIGGER
    own = lesson("locking up Millrace tonight, anything on the cold store?")
    assert own["key"] == 1.0 and own["key2"] == 1.0


def test_a_kind_of_work_a_preference_also_holds_is_still_the_lesson_s_own_situation(
        store: Store) -> None:
    # A lesson carries the kind of work "testing" as a trigger and a preference is filed under
    # it too. A request naming that kind (in words neither record uses) states the lesson's
    # trigger whole: a kind of work is what the work is, not the name of a system that every
    # record of it holds (SHARED_TRIGGER is for those), so the preference reached through the
    # same kind does not halve the lesson's evidence.
    from memory_engine.records.types import PersonalizedRecord
    from memory_engine.retrieval import examine

    store.write(ProceduralRecord(**_common(  # type: ignore[arg-type]
        "rule-throwaway-db-for-odoo-tests", T.PROCEDURAL, "commands-odoo-bin",
        "When running `odoo-bin`, do: run them on a fresh sl_test database. Not: ran them on "
        "secondleg_dev.\n"),
        kind="lesson", trigger=["odoo bin", "sl test", "testing"]))
    store.write(PersonalizedRecord(**_common(
        "pref-jest-for-every-component", T.PERSONALIZED, "preference-testing-interface",
        "Every Lightning component gets its jest tests.\n"), domain="testing"))
    query, _, found = examine(store.index, "Schreib mr Tests fir dr monatliche Spendebericht")
    assert "testing" in query.kinds
    lesson = next(c.evidence for c in found if c.row.id == "rule-throwaway-db-for-odoo-tests")
    assert lesson["key"] == 1.0 and lesson["key2"] == 1.0
