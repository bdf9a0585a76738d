"""A rule of the house said after the agent's work, and what a lesson keeps of it.

A correction often states how the team does the work rather than saying "no" ("we run the
linter with warnings as errors", "solo se toca en una PR aparte", "tout passe par les
fichiers de traduction"); a preference may frame its topic ("for logging in this project:")
or serve the person in a when-clause without a pronoun ("quando mi mandi ..."); a pasted log
among the person's lines is evidence, not what to do. Real-format transcripts are written to a
temporary folder and read by the shipped reader and detector.
"""

from __future__ import annotations

import datetime as dt
import sys
from pathlib import Path

import pytest

from memory_engine.admission.features import ANECDOTE
from memory_engine.reflexion import preferences as P
from memory_engine.reflexion.corrections import Detector, load_lexicon, quote
from memory_engine.reflexion.prescribe import wanted_of
from memory_engine.reflexion.relations import features, house_rule, you_did
from memory_engine.reflexion.transcript import read_transcript

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "benchmarks" / "reflexion"))

from sessions import Step, bash, write_session  # noqa: E402

START = dt.datetime(2026, 5, 6, 9, 0, tzinfo=dt.UTC)

HOUSE_RULES = [
    # the first person plural in the present, and what happens otherwise
    "that number means nothing, you timed a debug build once. we profile with perf on the "
    "release binary and compare against the stored run, otherwise no speed claims",
    # a restriction of where the thing is done (Spanish)
    "has regenerado el lockfile entero. las versiones van fijadas y el lockfile solo se "
    "actualiza en una PR aparte, vuelve a dejarlo como estaba",
    # a rule over a class of things (Portuguese) and a ban of a kind of thing in a place
    # (French)
    "falta o índice. toda tabela nova leva chave primária e índice nas colunas de busca",
    "pas de requêtes SQL dans les vues, l'appli a une couche repository. tout passe par "
    "les repositories",
]


def _judged(tmp_path: Path, turn: str) -> list[str]:
    steps = [Step("speed up the import of the nightly export",
                  [bash("make import", "imported 120000 rows in 41s")],
                  "Done, the import takes 41 s now instead of 60 s."),
             Step(turn, [], "Understood.")]
    path = write_session(tmp_path / "s.jsonl", "s1", str(tmp_path), steps, START)
    reading = read_transcript(path)
    found = {c.turn: c.signals for c in Detector(load_lexicon(None)).feed(reading.turns,
                                                                          reading.signals)}
    return found.get(reading.turns[-1].index, [])


@pytest.mark.parametrize("turn", HOUSE_RULES)
def test_a_house_rule_is_read_in_each_language(turn: str) -> None:
    assert house_rule(turn), turn


def test_a_house_rule_said_after_delivered_work_is_a_correction(tmp_path: Path) -> None:
    # no "no", no "why": a report of what the number is worth, then how the team measures
    assert _judged(tmp_path, HOUSE_RULES[0]) == ["relation"]


@pytest.mark.parametrize("turn", [
    "great, now add a progress bar to the import",
    "ok thanks. what else is slow in the nightly job?",
])
def test_the_next_request_states_no_house_rule_and_is_no_correction(tmp_path: Path,
                                                                     turn: str) -> None:
    assert not house_rule(turn)
    assert _judged(tmp_path, turn) == []


def test_a_house_rule_counts_only_after_delivered_work() -> None:
    turn = HOUSE_RULES[0]
    after = features(turn, action="Bash: make import", claim="Done, it takes 41 s now.")
    alone = features(turn)
    assert after["house_after_delivery"] == 1.0
    assert alone["house"] == 1.0 and alone["house_after_delivery"] == 0.0
    # quoted code is the program's words: "we use" inside backticks is no rule of the house
    assert not house_rule("the log says `we use the fallback config` and stops")


@pytest.mark.parametrize("text", [
    "a rule for me: before you delete any branch, list it and wait for my ok",
    "una regola per me: prima di ogni migrazione fammi vedere lo schema",
    "quando mi mandi un riepilogo, metti prima il numero e poi i dettagli",
    "quando me mandares um relatório, põe a data no topo",
    "for logging in this project: structlog everywhere, no print calls",
    "para los commits de este repo: mensaje en inglés y referencia al ticket",
])
def test_more_shapes_of_a_standing_instruction(text: str) -> None:
    assert P.is_stated(text), P._signals(text)


@pytest.mark.parametrize("text", [
    "when I run the tests it fails on the second file",
    "quando mi connetto al server la pagina resta bianca",
    "for this project, add a Makefile with a test target",
    "before the release, update the changelog",
])
def test_what_those_shapes_do_not_read_as_standing(text: str) -> None:
    assert not P.is_stated(text), P._signals(text)


def test_pasted_output_among_the_persons_lines_is_cut_and_their_rule_kept() -> None:
    turn = ("CI fails:\nsrc/api/schema.proto:22:5:Field \"4\" with name \"price\" on message "
            "\"Offer\" changed type from \"double\" to \"int64\".\nError: breaking change "
            "found\n  at check (tools/ci.js:10:3)\nold apps still read this message. never "
            "change or reuse an existing field number: add a new field with a fresh number, "
            "deprecate the old one, and once it's gone mark its number as reserved")
    said = quote(turn)
    assert "reserved" in said and "breaking change found" not in said
    wanted = wanted_of(said, [])
    assert wanted.startswith("old apps") or wanted.startswith("never change"), wanted
    assert "reserved" in wanted and "schema.proto" not in wanted


def test_a_printed_table_pasted_as_a_paragraph_is_cut_to_its_header() -> None:
    turn = ("lint job is red:\n\nRule           Level  File        Line\n"
            "-------------  -----  ----------  ----\nno-print-call  error  report.py   "
            "41\n\nlogging goes through the `log` module here. run `make lint` before "
            "you push")
    said = quote(turn)
    assert "Rule Level File Line" in said and "no-print-call" not in said, said
    assert said.endswith("run `make lint` before you push")
    # a rule of a table typed by the person inside their words is no printed table
    typed = "use dashes for rules:\n\n- first item\n- second item"
    assert quote(typed) == "use dashes for rules: - first item - second item"


def test_the_prescriptive_clause_wins_over_the_report_that_names_more() -> None:
    said = ("sentry: TypeError in checkout_view() called after session_expired() in "
            "views/checkout.py. after every redirect check request.user before you read the "
            "cart")
    assert wanted_of(said, []) == ("after every redirect check request.user before you read "
                                   "the cart")


def test_what_the_agent_did_told_to_it_is_what_not_to_do() -> None:
    assert you_did("you force-pushed main again.")
    said = "you hard-reset the shared branch. reset only your own branches, never main"
    assert wanted_of(said, []) == "reset only your own branches, never main"


def test_what_the_project_has_in_german_is_no_anecdote() -> None:
    assert not ANECDOTE.search("wir haben ParseError mit thiserror, gib eine Variante zurück")
    assert ANECDOTE.search("wir haben die Datei gestern gelöscht")


def test_a_lessons_kinds_lead_with_the_request_then_what_to_do() -> None:
    from memory_engine.reflexion.corrections import Correction
    from memory_engine.reflexion.prescribe import kinds_of

    said = ("the translations job and the deploy logs are not the point here. we measure "
            "speed with the benchmark suite in release, otherwise no claims")
    correction = Correction(uuid="u", turn=2, quote=said, signals=["relation"],
                            action="Bash: time ./bin/stats big.gpx",
                            request="make the distance calculation faster")
    wanted = wanted_of(said, [])
    assert "translations" not in wanted
    kinds = kinds_of(correction, acted=True, request=correction.request, wanted=wanted)
    # the request's kind first; the kinds the report names in passing are not the lesson's
    assert kinds[0] == "performance", kinds
    assert "translations" not in kinds and "deployment" not in kinds, kinds


def test_a_french_negation_opening_the_rule_is_kept() -> None:
    said = ("c'est faux, le total vient de la base de dev. ne donne jamais un chiffre tiré "
            "de dev : lance la requête sur la prod")
    wanted = wanted_of(said, [])
    assert "ne donne jamais un chiffre" in wanted, wanted
    assert "lance la requête sur la prod" in wanted, wanted


def test_a_test_run_the_words_never_speak_of_is_not_the_lessons_kind() -> None:
    from memory_engine.reflexion.corrections import Correction
    from memory_engine.reflexion.prescribe import kinds_of

    def kinds(quote_: str, action: str) -> list[str]:
        correction = Correction(uuid="u", turn=2, quote=quote_, signals=["relation"],
                                action=action, request="load the loan history on open")
        return kinds_of(correction, acted=True, request=correction.request)

    # the tests only checked the work; the rule is about the code
    assert "testing" not in kinds("after every await check mounted before you touch state",
                                  "Bash: flutter test test/profile_test.dart")
    # the words speak of the tests: the run is what the lesson is about
    assert kinds("the tests run in the compose stack: docker compose run web pytest",
                 "Bash: pytest catalog -q")[0] == "testing"
