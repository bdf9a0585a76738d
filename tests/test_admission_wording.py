"""The fitted wording models of the admission gate (`admission.wording`): shipped, read where
the word lists are silent, and never needed: a missing or broken file leaves the gate deciding
as before, with the problem in the store's log.

Every text below is made up here."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from memory_engine import lexical
from memory_engine.admission import leaning, wording
from memory_engine.admission.features import Features
from memory_engine.admission.gate import admit
from memory_engine.storage.store import Store

REPO = Path(__file__).resolve().parents[1]

# A guess in words the hedge lists do not hold: nobody checked, it is the writer's guess.
GUESS = "The importer stalls on the timezone change, I'd guess, though nobody has looked."
# A rule, stated plainly.
RULE = "Run the database migrations before starting the API server in the staging cluster."


@pytest.fixture
def fresh_models(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each test reads the model files itself (no model cached by an earlier test)."""
    lexical.load.cache_clear()
    monkeypatch.setattr(lexical, "_reported", set())


def test_every_model_is_shipped_and_its_bar_fitted(fresh_models: None) -> None:
    for label in wording.MODELS:
        model = lexical.load(wording.path_of(label))
        assert model.buckets == len(model.weights)
        assert wording.bar(label) < 99, f"{label}: no fitted bar, the model would never count"


def test_the_hedge_model_reads_a_guess_the_lists_miss(fresh_models: None) -> None:
    assert not Features.of(GUESS).hedges
    assert wording.reads(wording.logits(GUESS), "hedged")
    assert not wording.reads(wording.logits(RULE), "hedged")


def test_the_model_moves_the_decision(store: Store, fresh_models: None,
                                      monkeypatch: pytest.MonkeyPatch) -> None:
    read = admit(store, GUESS, target="semantic")
    assert any("worded as a guess" in line for line in read.factors["factual_confidence"]
               .evidence), read.factors
    assert read.decision == "reject" and read.reason == "anecdote", read.message
    monkeypatch.setattr(wording, "HEDGED", 99.0)
    unread = admit(store, GUESS, target="semantic")
    assert not any("worded as a guess" in line for line in unread.factors["factual_confidence"]
                   .evidence)
    assert unread.total > read.total


@pytest.mark.parametrize("content", [None, b"", b"MELEX1\nshort", b"not a model"])
def test_a_missing_or_broken_file_leaves_the_gate_working_and_is_logged(
        store: Store, fresh_models: None, monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
        content: bytes | None) -> None:
    data = tmp_path / "data"
    data.mkdir()
    if content is not None:
        for label in (*wording.MODELS, leaning.LEXICAL):
            (data / Path(wording.path_of(label)).name).write_bytes(content)
    monkeypatch.setattr(wording, "DATA", str(data))
    assert wording.logits(GUESS, store.config.log_dir_str) == {}
    verdict = admit(store, GUESS, target="semantic")
    assert verdict.decision in ("apply", "reject") and verdict.reason != "schema"
    assert not any("worded as" in line for f in verdict.factors.values() for line in f.evidence)
    log = (Path(store.config.log_dir_str) / "memory-engine.log").read_text(encoding="utf-8")
    assert "wording model" in log and "could not be read" in log
    # logged once per process, not once per candidate
    admit(store, RULE, target="procedural")
    again = (Path(store.config.log_dir_str) / "memory-engine.log").read_text(encoding="utf-8")
    # (the gate's wording models and `leaning`'s injection wording model, each once)
    assert again.count("could not be read") == len(wording.MODELS) + 1
    for label in (*wording.MODELS, leaning.LEXICAL):
        assert again.count(wording.path_of(label) + " could not be read") == 1


def test_a_write_outside_the_store_does_not_load_the_models(tmp_path: Path) -> None:
    project = tmp_path / "project"
    project.mkdir()
    payload = {"session_id": "t", "transcript_path": str(tmp_path / "t.jsonl"),
               "cwd": str(project), "hook_event_name": "PreToolUse", "tool_name": "Write",
               "tool_input": {"file_path": str(project / "app.py"), "content": "x = 1\n"}}
    env = dict(os.environ, CLAUDE_PROJECT_DIR=str(project), HOME=str(tmp_path),
               MEMORY_ENGINE_USER_ROOT=str(tmp_path / "user"), MEMORY_ENGINE_ROOT="")
    hook = str(REPO / "hooks" / "pre_write.py")
    done = subprocess.run([sys.executable, "-X", "importtime", hook], input=json.dumps(payload),
                          capture_output=True, text=True, env=env, timeout=60)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "memory_engine.lexical" not in done.stderr
    assert "memory_engine.admission.wording" not in done.stderr
