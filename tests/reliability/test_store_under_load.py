"""Part 1: many processes on one store at once (library writes, the admission queue, hook
processes): no lost update, no torn file, an index that agrees with the files."""

from __future__ import annotations

from pathlib import Path

import parts

# CI size; `benchmarks/reliability.py` runs 8 x 300.
PROCS, OPS = 8, 40


def test_parallel_mixed_operations_lose_nothing(tmp_path: Path) -> None:
    result = parts.concurrency(tmp_path, procs=PROCS, ops=OPS)
    assert result.errors == [], result.errors[:10]
    assert result.increments > 0  # the shared counter was really contended
    assert result.lost == [], result.lost[:10]
    assert result.torn == [], result.torn[:10]
    assert result.lost_drafts == [], result.lost_drafts[:10]
    assert result.index == [], result.index[:10]
    assert result.tmp == [], result.tmp[:10]
