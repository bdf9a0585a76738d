"""The hooks that read drafts and records stay within their budget on text made of long runs of
the characters regular expressions' classes accept (a planted draft or record in a committed
store: every start of such a run once cost a scan to its end, quadratic in the run). Each runs
as Claude Code runs it, a process, timed against the timeout hooks.json gives the client for it
(read as fuzzing.py reads it; a session_end run counts its detached worker's pass too)."""

from __future__ import annotations

import random
from pathlib import Path

import helpers as H
import hostile
import pytest
from fuzzing import hook_timeouts

# Names with their separators, blanks, addresses, paths, assignments.
ALPHABETS = ("a-b_c", "a.b-c", " \t", "a@b", "ab.", "aaaa", "a:b/", "x=y ")


def runs(size: int, seed: int = 11) -> str:
    """`size` characters: one long run of each alphabet, a blank line between."""
    rng = random.Random(seed)
    each = size // len(ALPHABETS)
    return "\n\n".join("".join(rng.choice(a) for _ in range(each)) for a in ALPHABETS)


@pytest.fixture
def box(tmp_path: Path) -> H.Sandbox:
    return H.make_sandbox(tmp_path)


def _within(box: H.Sandbox, name: str, payload: object) -> list[str]:
    budget = hook_timeouts()[name]
    run, late = hostile._timed_hook(box, name, payload, budget)
    return hostile._ok(run, name) + ([late] if late else [])


def test_session_end_screens_a_hostile_300_kb_draft_in_budget(box: H.Sandbox) -> None:
    hostile._draft_file(box.store_root / "_drafts", "runs", "runs", runs(300_000))
    assert _within(box, "session_end", H.base_payload("SessionEnd.other.json", box)) == []


def test_session_start_reads_a_store_holding_a_hostile_record_in_budget(
        box: H.Sandbox) -> None:
    # A semantic record under its tier's size cap, and a procedural one of 300 KB.
    (box.store_root / "semantic" / "runs.md").write_text(
        "---\nid: runs\ntier: semantic\ntopic: deploy\nconfidence: 0.9\nobservations: 1\n"
        "last_touched: 2026-01-02\ncreated: 2026-01-01\nsource: [pr]\nlinks: []\n---\n"
        "# Build notes\n" + runs(90_000) + "\n", encoding="utf-8")
    (box.store_root / "procedural" / "runs.md").write_text(
        _procedural("runs-too", runs(300_000, seed=12)), encoding="utf-8")
    payload = H.base_payload("SessionStart.startup.json", box)
    # Twice: the second run reads the index the first one wrote.
    assert _within(box, "session_start", payload) + _within(box, "session_start", payload) == []


def test_the_gate_judges_a_hostile_record_write_in_budget(box: H.Sandbox) -> None:
    payload = H.base_payload("PreToolUse.Write.json", box)
    payload["tool_input"] = {"file_path": str(box.store_root / "procedural" / "runs.md"),
                             "content": _procedural("runs", runs(300_000))}
    problems = _within(box, "pre_write", payload)
    assert problems == []


def _procedural(record_id: str, body: str) -> str:
    return (f"---\nid: {record_id}\ntier: procedural\ntopic: deploy\nconfidence: 0.9\n"
            f"source: [manual]\ntrigger: [deploy]\nseverity: medium\nobservations: 2\n"
            f"last_touched: 2026-01-02\ncreated: 2026-01-01\n---\n# Deploy\n{body}\n")
