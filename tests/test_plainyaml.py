"""plainyaml writes the frontmatter fileformat writes, byte for byte, or leaves it to PyYAML."""

from __future__ import annotations

import datetime as dt
import json
import os
import random
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from yaml.resolver import Resolver

from memory_engine.admission.queue import Draft, read_draft, write_draft
from memory_engine.records import fileformat, plainyaml
from memory_engine.storage.store import Store

REPO = Path(__file__).resolve().parents[1]


def test_the_resolvers_are_pyyamls_own() -> None:
    theirs = {(tag, rx.pattern, rx.flags) for found in Resolver.yaml_implicit_resolvers.values()
              for tag, rx in found}
    for tag, pattern in plainyaml.RESOLVERS:
        assert (tag, pattern, re.compile(pattern, plainyaml._X).flags) in theirs, tag


STRINGS = [
    "semantic", "pre-write-gate", "Write", "/tmp/p/.memory-engine/semantic/new-pattern.md",
    "maybe-the-build-is-flaky-1eb64b37eb52", "slack-token", "bench-session-0002",
    "3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b", "0b4c3f4e-1111-2222-3333-444455556666",
    "2026-12-05", "2026-12-05T15:11:52", "2026-12-05T15:11:52+00:00", "2026-1-5T1:02:03.5Z",
    "2026-12-5", "12:30", "1_000", "0x1f", "0b101", "0o17", "017", "08", "1.5", "1e5", "1.0e+5",
    ".5", ".inf", ".nan", "-1", "+1", "yes", "Yes", "NO", "on", "Off", "y", "n", "null", "Null",
    "~", "true", "False", "a:b", "a+b", "x.y", "...", "---", "-x", ".x", "_x", "a/b", "é",
    "a b", "a'b", 'a"b', "#x", "a#b", "", " ", "x" * 200, "1" * 30, "nan", "inf", "T", "Z",
]


def both(meta: dict[str, Any], body: str = "") -> tuple[str | None, str]:
    return plainyaml.dumps(meta, body), fileformat.dumps(meta, body)


@pytest.mark.parametrize("text", STRINGS)
def test_each_string_as_pyyaml_writes_it_or_none(text: str) -> None:
    for meta in ({"topic": text}, {"fields": {"topic": text}}, {"redacted": [text, "x"]},
                 {"fields": {"trigger": [text]}}):
        fast, slow = both(meta)
        assert fast is None or fast == slow, (meta, fast, slow)


def test_the_usual_values_are_written_here() -> None:
    for text in ("semantic", "2026-12-05T15:11:52+00:00", "2026-12-05", "yes", "0x1f",
                 "3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b", "/tmp/p/x.md"):
        fast, slow = both({"topic": text})
        assert fast == slow, text
    assert plainyaml.dumps({"topic": "a b"}, "") is None  # a space: left to PyYAML
    assert plainyaml.dumps({"topic": "é"}, "") is None


def _value(rng: random.Random, depth: int) -> Any:
    pick = rng.random()
    if depth < 3 and pick < 0.15:
        return {_text(rng, True): _value(rng, depth + 1) for _ in range(rng.randrange(4))}
    if depth < 3 and pick < 0.3:
        return [_value(rng, depth + 2) for _ in range(rng.randrange(4))]
    if pick < 0.35:
        return rng.choice([None, True, False, 0, -3, 10**20, 0.5, 1e-7, 2.0, float("inf")])
    return _text(rng, False)


def _text(rng: random.Random, key: bool) -> str:
    if rng.random() < 0.3:
        return rng.choice(STRINGS)
    alphabet = "abcz_019" if key else "aZ09_./-:+ eTxn#'é"
    return "".join(rng.choice(alphabet) for _ in range(rng.randrange(1, 12)))


def test_generated_values_as_pyyaml_writes_them_or_none() -> None:
    rng = random.Random(7)
    written = 0
    for _ in range(3000):
        meta = {_text(rng, True): _value(rng, 0) for _ in range(rng.randrange(1, 6))}
        body = rng.choice(["", "body\n", "  two\nlines  \n"])
        fast, slow = both(meta, body)
        if fast is not None:
            assert fast == slow, (meta, fast, slow)
            written += 1
    assert written > 100  # the generator reaches what plainyaml writes


def test_a_draft_is_written_without_the_yaml_stack_and_reads_back(tmp_path: Path) -> None:
    store = Store.open(tmp_path / ".memory-engine")
    store.init()
    draft = Draft(id="maybe-the-build-is-flaky-1eb64b37eb52", tier="semantic", text="body\n",
                  source="pre-write-gate",
                  queued_at=dt.datetime(2026, 1, 2, 3, 4, 5, tzinfo=dt.UTC),
                  provenance={"session_id": "0b4c3f4e-1111-2222-3333-444455556666",
                              "tool": "Write", "target": str(tmp_path / "x.md")},
                  fields={"confidence": 0.9, "observations": 3, "created": "2026-01-01",
                          "trigger": ["push"], "violations": {"count": 0, "last_session": None}},
                  redacted=["slack-token"])
    path = write_draft(store.root, store.config.drafts_dir, draft)
    text = path.read_text(encoding="utf-8")
    meta = {"draft_id": draft.id, **{k: v for k, v in draft.metadata().items()
                                     if k != "draft_id"}}
    assert text == fileformat.dumps(json.loads(json.dumps(meta, default=str)), "") \
        + "\n\nbody\n"
    back = read_draft(path)
    assert (back.fields, back.provenance, back.redacted, back.queued_at) == (
        draft.fields, draft.provenance, draft.redacted, draft.queued_at)
    store.close()


# The gate on plain text aimed at a tier, in a process of its own: held, queued, no YAML.
GATE = """
import json, sys
from memory_engine.hookrun import run
run("pre_write")
sys.stderr.write(json.dumps(sorted(m for m in sys.modules if m.split(".")[0] in
                                   ("yaml", "frontmatter"))))
"""


def test_the_gate_holds_plain_text_without_the_yaml_stack(tmp_path: Path) -> None:
    project = tmp_path / "p"
    project.mkdir()
    store = Store.open(project / ".memory-engine")
    store.init()
    store.close()
    payload = {"session_id": "s1", "cwd": str(project), "hook_event_name": "PreToolUse",
               "transcript_path": str(project / "t.jsonl"), "tool_name": "Write",
               "tool_input": {"file_path": str(store.root / "semantic" / "note.md"),
                              "content": "maybe the build is flaky\n"}}
    env = dict(os.environ, CLAUDE_PROJECT_DIR=str(project))
    proc = subprocess.run([sys.executable, "-c", GATE], input=json.dumps(payload), text=True,
                          capture_output=True, env=env, cwd=project, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["hookSpecificOutput"]["permissionDecision"] == "deny"
    assert json.loads(proc.stderr.strip().splitlines()[-1]) == []
    [draft] = (store.root / "_drafts").glob("*.md")
    held = read_draft(draft)
    assert held.text == "maybe the build is flaky" and held.tier == "semantic"
    assert held.provenance["target"] == payload["tool_input"]["file_path"]


# -- reading: plainyaml.loads gives what fileformat.loads gives, or None --------------------------
def _typed(value: Any) -> Any:
    """`value` with every scalar's type beside it (True == 1 == 1.0 in Python, not in YAML)."""
    if isinstance(value, dict):
        return ("dict", [(_typed(k), _typed(v)) for k, v in value.items()])
    if isinstance(value, list):
        return ("list", [_typed(v) for v in value])
    return (type(value).__name__, value)


def _slow(text: str) -> tuple[dict[str, Any], str] | None:
    """fileformat.loads(text), or None when it raises."""
    try:
        return fileformat.loads(text)
    except Exception:
        return None


SCALARS = [*STRINGS, "=", "<<", "&a x", "*a", "!!str x", "!x", "|", ">", "a: b", "a #c", "a:",
           "'q'", "'it''s'", '"q"', '"a\\tb"', '"x"y', "[a, b]", "[a,b]", "[]", "{}", "[a, [b]]",
           "{count: 0, last_session: null}", "{a: 1, b: [c]}", "{a:1}", "[a b, c]", "[x: y]",
           "[2026-01-02, 3, yes]", "2026-02-30", "2026-12-05 10:00:00", "0.9", "1.", "+5",
           "-5", "007", "1:30", "3.0e5", "x\u00a0y", "\u00e9t\u00e9", "a  b", "@x", "`x", "%x",
           "?x", ":x", ",x", "a,b", "a[b]", "~", "NULL", "OFF", "x\x0by", "x\ty"]
KEYS = ["id", "tier", "topic", "trigger", "on", "null", "yes", "content", "handler", "0", "a b",
        "Key", "x1", "_y", "a-b"]


def _line(rng: random.Random) -> str:
    pick = rng.random()
    key = rng.choice(KEYS[:4]) if rng.random() < 0.7 else rng.choice(KEYS)
    if pick < 0.08:
        items = [rng.choice(SCALARS[:40]) for _ in range(rng.randrange(3))]
        dash = rng.choice(["- ", "  - ", "-"])
        return "\n".join([f"{key}:", *(f"{dash}{item}" for item in items)])
    if pick < 0.12:
        return rng.choice(["", "  ", "# note", "---", "----", "--- ", "...", "  sub: x",
                           "- x", "key", "a :b", "\t"])
    return f"{key}:{rng.choice([' ', '  ', ''])}{rng.choice(SCALARS)}{rng.choice(['', ' '])}"


def test_generated_frontmatter_reads_as_pyyaml_reads_it_or_none() -> None:
    rng = random.Random(11)
    read = 0
    for _ in range(4000):
        lines = list(dict.fromkeys(_line(rng) for _ in range(rng.randrange(1, 7))))
        body = rng.choice(["", "body", "  two\nlines\t \n", "---\nmore", "x\n---\ny: 1"])
        text = rng.choice(["", "\n", " "]) + "---\n" + "\n".join(lines) + "\n---\n" + body
        fast = plainyaml.loads(text)
        if fast is None:
            continue
        slow = _slow(text)
        assert slow is not None, text
        assert (_typed(fast[0]), fast[1]) == (_typed(slow[0]), slow[1]), text
        read += 1
    assert read > 200  # the generator reaches what plainyaml reads


def test_a_whole_record_is_read_here_and_aliases_are_left_to_the_refusing_loader() -> None:
    record = ("---\nid: run-tests-first\ntier: procedural\ntopic: testing\nconfidence: 0.9\n"
              "observations: 3\nlast_touched: 2026-12-05\ncreated: 2026-12-05\n"
              "source: [manual]\nlinks: []\nkind: rule\ntrigger:\n- push\n- deploy\n"
              "severity: medium\nviolations: {count: 0, last_session: null}\n---\n"
              "Always run `pytest -q` before pushing.\n")
    fast = plainyaml.loads(record)
    assert fast is not None and fast == fileformat.loads(record)
    assert fast[0]["last_touched"] == dt.date(2026, 12, 5)
    aliased = "---\nid: a\nx: &x [1, 2]\ny: *x\n---\nbody\n"
    assert plainyaml.loads(aliased) is None
    with pytest.raises(fileformat.UnsafeYAMLError):
        fileformat.loads(aliased)
    assert plainyaml.loads("---\nid: a\ny: *x\n---\nbody\n") is None
