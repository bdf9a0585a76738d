"""A restatement in another language, measured by what it keeps of its record: every value, and
at most one name the record leaves unsaid (the product the store is about); an abbreviation
counts as the words it shortens. The record is found through the identifiers a translation keeps
(`/v1`, `/v2`), whatever the length of the words around them."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from memory_engine.admission.gate import admit
from memory_engine.admission.similarity import anchored, fts_query
from memory_engine.records.types import ProceduralRecord, SemanticRecord
from memory_engine.storage.store import Store

FORCE_PUSH = "Never force-push to `main`; open a pull request and wait for one review."
VERSIONING = "Breaking API changes need a new /v2 route; never change /v1 responses."


def test_a_product_name_the_record_leaves_unsaid_keeps_the_restatement() -> None:
    korean = ("Combwright 저장소의 main에는 절대 force push 하지 않는다. "
              "PR을 열고 리뷰 한 건을 기다린다.")
    assert anchored(korean, FORCE_PUSH)
    # without the abbreviation spelled out in the record, two words are missing: not kept
    assert not anchored(korean, "Never force-push to `main`; wait for one review.")


def test_two_unknown_words_or_any_unknown_value_are_another_fact() -> None:
    record = "The application database is PostgreSQL 16; migrations live in db/migrations."
    # a rule that adds `ALTER TABLE` to the fact about migrations says more than the fact
    assert not anchored("契約テーブルに列を足すときは db/migrations に書く。"
                        "本番で ALTER TABLE はしない。", record)
    # a number or an identifier the record lacks is another value
    assert not anchored("Combwright API は /v3 と /v1 を使う。", VERSIONING)
    assert not anchored("Combwright API は 20 件ごとに /v2 と /v1 を返す。", VERSIONING)
    assert anchored("Combwright API は /v2 と /v1 を使う。", VERSIONING)


def test_a_name_left_unsaid_needs_two_distinct_values_beside_it() -> None:
    record = "Gate unfinished features behind a flag in config/flags.toml; delete it after launch."
    # one path (counted once with its tail `/flags.toml`) and a word the record lacks: a new
    # rule about the same file, not its restatement
    assert not anchored("规则：改 config/flags.toml 里的开关前，先在 CR 里写回滚步骤。", record)
    # a tool the record does not name is a value of its own, not a name left unsaid
    assert not anchored("Pt: imagens partem de python 3.12 com a tag `latest`.",
                        "The project targets Python 3.12; CI runs on 3.12 only.")


def test_an_abbreviation_is_kept_only_as_consecutive_initials() -> None:
    assert anchored("Combwright の main へ force push 禁止、PR を開く。", FORCE_PUSH)
    assert not anchored("Combwright の main へ force push 禁止、PR を開く。",
                        "Never force-push to `main`; request a pull and wait.")


def test_a_route_is_searched_whatever_the_words_around_it() -> None:
    query = fts_query("Nesaderīgām Combwright API izmaiņām vajag jaunu /v2 maršrutu; /v1 "
                      "atbildes nekad nemaina.")
    assert '"v1"' in query and '"v2"' in query


def _seed(store: Store) -> None:
    ago = dt.date.today() - dt.timedelta(days=5)
    store.write(ProceduralRecord(
        id="api-versioning", tier="procedural", topic="api", confidence=0.9, observations=4,
        source=["manual"], trigger=["api"], severity="high", last_touched=ago,
        body=VERSIONING + "\n"), create=True)
    store.write(ProceduralRecord(
        id="no-force-push-main", tier="procedural", topic="git-workflow", confidence=0.95,
        observations=6, source=["manual"], trigger=["push"], severity="high", last_touched=ago,
        body=FORCE_PUSH + "\n"), create=True)
    store.write(SemanticRecord(
        id="database-postgres", tier="semantic", topic="database", confidence=0.9,
        observations=4, source=["manual"], last_touched=ago,
        body="The application database is PostgreSQL 16; migrations live in db/migrations and "
             "run with `make migrate`.\n"), create=True)


@pytest.mark.parametrize(("text", "record"), [
    ("Nesaderīgām Combwright API izmaiņām vajag jaunu /v2 maršrutu; /v1 atbildes nekad nemaina.",
     "api-versioning"),
    ("Combwright 저장소의 main에는 절대 force push 하지 않는다. PR을 열고 리뷰 한 건을 기다린다.",
     "no-force-push-main"),
])
def test_the_gate_takes_the_restatement_for_a_duplicate(store: Store, text: str,
                                                         record: str) -> None:
    _seed(store)
    verdict = admit(store, text, target="procedural")
    assert verdict.decision == "reject" and verdict.reason == "duplicate", verdict.message
    assert record in verdict.message


def test_a_new_rule_on_the_same_folder_is_applied(store: Store, tmp_path: Path) -> None:
    _seed(store)
    verdict = admit(store, "契約テーブルに列を足すときは db/migrations にマイグレーションを書いて "
                    "`make migrate` で適用する。本番データベースで手作業の ALTER TABLE はしない。",
                    target="procedural")
    assert verdict.reason != "duplicate", verdict.message
