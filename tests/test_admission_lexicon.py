"""The cross-language lexicon: a restatement in a language the table knows is a duplicate.

The unit tests read `features.content_tokens` (what the similarity compares); the store tests go
through the gate (`admit`) against a record written to a real store in a temporary directory.
"""

from __future__ import annotations

import datetime as dt
import subprocess
import sys

import pytest

from memory_engine.admission import lexicon as L
from memory_engine.admission.features import content_tokens
from memory_engine.admission.gate import admit
from memory_engine.records.types import PersonalizedRecord
from memory_engine.storage.store import Store

RECORD = "The principal prefers dark-mode screenshots in the documentation."

RESTATEMENTS = [
    "Принципал предпочитает скриншоты в тёмном режиме в документации.",        # ru
    "De principal geeft de voorkeur aan screenshots in donkere modus in de documentatie.",  # nl
    "Principal, dokümantasyonda koyu mod ekran görüntülerini tercih eder.",  # tr
    "プリンシパルはドキュメントにダークモードのスクリーンショットを好む。",                # ja
]


@pytest.mark.parametrize("text", RESTATEMENTS)
def test_a_restatement_shares_the_records_words(text: str) -> None:
    assert set(content_tokens(RECORD)) <= set(content_tokens(text))


def test_keys_are_in_the_form_the_text_is_seen_in() -> None:
    # letters without an accent to drop are kept (ł, ı, Cyrillic); marks are dropped (й, ö)
    assert L.canonical("długi") == "long" and L.canonical("kısa") == "short"
    assert L.canonical("короткии") == "short"
    # a Cyrillic form the table does not list is found by its bare form
    assert L.canonical("ответами") == "answer" and L.canonical("скриншотами") == "screenshot"
    # an English word is never stripped, and an unknown word is returned as it is
    assert L.canonical("answers") == "answer" and L.canonical("воркер") == "воркер"
    # a voiced kana loses its mark in the text: the Japanese keys are found all the same
    assert "german" in content_tokens("ドイツ語で書く")


# In a fresh process: the table of words written without spaces is built on the first text
# that is not ASCII, and reads it as before (a Korean key found where a syllable ends only).
CJK_ON_FIRST_USE = """
from memory_engine.admission import lexicon as L
from memory_engine.text import normalise
assert "deploy" in L.canonical_text(normalise("always deploy on friday"))
print(L._cjk_words is None)
print(L.canonical_text(normalise("强制推送到分支")).split())
print(L.canonical_text(normalise("데이터베이스 마이그레이션")).split())
print(L._cjk_words is None)
"""


def test_the_unspaced_words_are_read_when_a_text_needs_them() -> None:
    proc = subprocess.run([sys.executable, "-c", CJK_ON_FIRST_USE], capture_output=True,
                          text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines() == [
        "True", "['force', 'push', '到', 'branch']", "['database', 'migration']", "False"]


def _record(store: Store) -> None:
    store.write(PersonalizedRecord(
        id="dark-screenshots", tier="personalized", topic="docs", confidence=0.9,
        observations=4, last_touched=dt.date.today(), created=dt.date.today(), source=["t"],
        links=[], domain="style", body=RECORD + "\n"), create=True)


@pytest.mark.parametrize("text", RESTATEMENTS[:3])
def test_a_restatement_in_another_language_is_a_duplicate(store: Store, text: str) -> None:
    _record(store)
    verdict = admit(store, text, target="personalized")
    assert verdict.reason == "duplicate", verdict.message


@pytest.mark.parametrize("text", [
    "Принципал предпочитает короткие ответы без маркированных списков.",
    "De principal wil korte antwoorden zonder opsommingstekens.",
])
def test_another_fact_in_the_same_language_is_not(store: Store, text: str) -> None:
    _record(store)
    verdict = admit(store, text, target="personalized")
    assert verdict.reason != "duplicate", verdict.message


# A Latin name written against kana or Hangul, as Japanese and Korean write it: no space between
RULE = "Never force-push to `main`; open a pull request and wait for one review."
AGAINST_KANA = "mainブランチへのforce pushは禁止、PRを作ってreviewを1件待つ。"


def test_a_name_written_against_kana_is_a_word_of_its_own() -> None:
    from memory_engine.admission.features import script_runs
    from memory_engine.admission.similarity import fts_query

    assert script_runs("mainブランチへのforce") == ["main", "ブランチへの", "force"]
    assert script_runs("pnpm을") == ["pnpm", "을"] and script_runs("złoty") == ["złoty"]
    assert {"main", "forc", "push", "review"} <= set(content_tokens(AGAINST_KANA))
    assert '"main"' in fts_query(AGAINST_KANA) and '"force"' in fts_query(AGAINST_KANA)


def test_a_japanese_restatement_naming_the_rules_words_is_a_duplicate(store: Store) -> None:
    from memory_engine.records.types import ProceduralRecord

    store.write(ProceduralRecord(
        id="no-force-push-main", tier="procedural", topic="git", confidence=0.95,
        observations=5, last_touched=dt.date.today(), created=dt.date.today(), source=["t"],
        links=[], trigger="pushing to main", body=RULE + "\n"), create=True)
    verdict = admit(store, AGAINST_KANA, target="procedural")
    assert verdict.reason == "duplicate", verdict.message
