"""Part 5: secrets through every entry point (transcript turns, tool output, rejection
feedback, `memengine drafts add`, the write gate, PostToolUse, UserPromptSubmit), then the
whole sandbox searched for every value: files as bytes and SQLite databases row by row."""

from __future__ import annotations

import helpers as H
import parts
import pytest

# Two secrets share a transcript turn in CI (half the candidates to admit); the benchmark
# script gives each its own.
PER_TURN = 2


@pytest.fixture(scope="module")
def leaks(tmp_path_factory: pytest.TempPathFactory) -> parts.SecretResult:
    return parts.secrets(tmp_path_factory.mktemp("secrets"), per_turn=PER_TURN)


def test_the_corpus_covers_many_formats() -> None:
    corpus = H.secret_corpus()
    # the shared dataset gives one secret per format; without it, a handful of made-up ones
    assert len(corpus) >= (40 if H.SECRETS_FILE.is_file() else 5)
    assert len({s.format for s in corpus}) == len(corpus)


@pytest.mark.parametrize("entry", parts.ENTRY_POINTS)
def test_no_secret_reaches_the_store(leaks: parts.SecretResult, entry: str) -> None:
    found = leaks.leaks[entry]
    assert found == {}, "\n".join(f"{fmt}: {', '.join(sorted(set(where))[:4])}"
                                  for fmt, where in sorted(found.items()))
