"""The injection screen's fitting tools (benchmarks/bench_injection.py's loader and
benchmarks/fit_injection.py): how rows are grouped by source, and the fit itself."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))


def test_page_rows_are_held_out_by_host() -> None:
    from bench_injection import OUTSIDE, load_outside_injection, row_source

    assert row_source("https://www.ibm.com/think/topics/x", "out15-001") == "www.ibm.com"
    assert row_source("https://github.com/kosli-dev/agentic-sdlc-demo/issues/157",
                      "out15-005") == "agentic-sdlc-demo"
    assert row_source("openai/codex/AGENTS.md", "out-002") == "codex"
    assert row_source("", "out15-009") == "out15"
    rows = load_outside_injection(OUTSIDE.with_name("injection-outside15.jsonl"))
    assert all(r.source for r in rows)
    assert len({r.source for r in rows}) > 50
