"""The router on wording it was not tuned on: slips, Italian, clauses joined loosely, commands."""

from __future__ import annotations

import pytest

from memory_engine.retrieval.cues import vocabulary
from memory_engine.retrieval.router import route, split_clauses
from memory_engine.retrieval.spelling import meant, repair
from memory_engine.text import normalise

V = vocabulary(("alice",))


@pytest.mark.parametrize(("typed", "read"), [
    ("shoud", "should"), ("waht", "what"), ("happend", "happened"), ("remeber", "remember"),
    ("shuold", "should"),
])
def test_slips_in_cue_words_are_read_as_meant(typed: str, read: str) -> None:
    assert meant(typed, V) == read


@pytest.mark.parametrize("word", [
    "store",  # one changed letter from "story": a real word, never read as a cue
    "file",  # ... from "fire"
    "handle",  # one letter short of "handled", at the end: an inflection
    "march",  # "marche"
    "hand",  # "had": too short
    "alice",  # a principal's name is known, never a slip
    "rules",  # a plural of a cue word is not a slip
])
def test_real_words_are_left_alone(word: str) -> None:
    assert meant(word, V) is None


def test_repair_skips_paths_and_reports_what_it_read() -> None:
    text, fixes = repair(normalise("waht about clients/shoud.py and --shoud? shoud I"), V)
    assert text == "what about clients/shoud.py and --shoud? should i"
    assert fixes == [("waht", "what"), ("shoud", "should")]
    decided = route("how shoud i handle a flaky test")
    assert list(decided.weights()) == ["procedural"]
    assert decided.explain()[0] == "read 'shoud' as 'should'"


def test_a_colon_before_a_question_word_starts_the_question() -> None:
    assert split_clauses("flaky tests: why do they happen") == [
        ("flaky tests", False), ("why do they happen", True)]
    decided = route("flaky tests: why do they happen in this repo, and what do I do when one "
                    "fails?")
    assert set(decided.weights()) == {"semantic", "procedural"}


def test_a_clause_joined_by_and_shares_the_question_mark() -> None:
    parts = split_clauses(normalise("Ich will Alice eine Frage schicken: mag sie das, und wann "
                                    "antwortet sie?"))
    assert parts == [("ich will alice eine frage schicken: mag sie das", True),
                     ("wann antwortet sie", True)]
    decided = route("Ich will Alice eine Frage schicken: mag sie das, und wann antwortet sie?",
                    names=("alice",))
    assert set(decided.weights()) == {"personalized", "environment-dynamics"}
    # a full stop ends the question's reach
    assert split_clauses("i deploy. and what happened?")[0] == ("i deploy", False)


@pytest.mark.parametrize(("text", "tier"), [
    ("Cosa è successo quando abbiamo fatto il rollback?", "episodic"),
    ("Ti ricordi della pull request rimasta bloccata?", "episodic"),
    ("Devo aggiornare il changelog prima del rilascio?", "procedural"),
    ("Sto per rinominare la colonna, c'è una regola?", "procedural"),
    ("Quanto ci mette la suite di test?", "environment-dynamics"),
    ("Perché gli endpoint sono quasi sempre lenti?", "semantic"),
    ("Come vuole Alice i messaggi di commit?", "personalized"),
])
def test_italian_has_the_same_forms(text: str, tier: str) -> None:
    assert list(route(text, names=("alice",)).weights()) == [tier]


@pytest.mark.parametrize(("text", "tier"), [
    ("I vaguely remember a hand fix getting wiped out.", "episodic"),
    ("the --no-verify commit story", "episodic"),
    ("Leaving debug logging on for a week: consequences?", "environment-dynamics"),
    ("if i request a review from alice at 5pm when will she get to it", "environment-dynamics"),
])
def test_forms_beyond_questions(text: str, tier: str) -> None:
    assert list(route(text, names=("alice",)).weights()) == [tier]


@pytest.mark.parametrize("text", [
    "Fix the bug in clients/generated/api.py directly, it's a one-liner.",
    "git push --force origin release after my rebase",
    "Rinomina la colonna amount in total",
])
def test_instructions_ask_for_the_rule(text: str) -> None:
    assert list(route(text).weights()) == ["procedural"]


def test_a_trigger_alone_weighs_little_without_wording() -> None:
    # a bare topic: the trigger of a rule on it matches, but the incident matches the words best
    decided = route("the generated client overwrite", trigger_hits=1,
                    lexical={"episodic": 1.0, "procedural": 0.6})
    assert decided.fallback and list(decided.weights()) == ["episodic"]


def test_an_announced_action_goes_to_the_rule_or_the_prediction_the_store_has() -> None:
    text = "I'm about to restart the local redis container."
    rule = route(text, trigger_hits=1, lexical={"procedural": 1.0, "environment-dynamics": 0.3})
    assert list(rule.weights()) == ["procedural"]
    prediction = route(text, conditions=1.0,
                       lexical={"procedural": 0.2, "environment-dynamics": 1.0})
    assert list(prediction.weights()) == ["environment-dynamics"]
    assert any("prediction condition" in line for line in prediction.explain())
