"""The capability profile on real files: EMA arithmetic, staleness damping, concurrent updates,
the CLI."""

from __future__ import annotations

import datetime as dt
import itertools
import json
import subprocess
import sys
from pathlib import Path

import pytest

from memory_engine.config import StoreConfig
from memory_engine.profile import assess as A
from memory_engine.profile import model as M
from tests.conftest import REPO, run_cli


@pytest.fixture
def config(store: object) -> StoreConfig:
    return StoreConfig.load()


def test_ema_arithmetic_is_exact(config: StoreConfig) -> None:
    expected = M.UNKNOWN_P
    for r in (1.0, 0.0, 1.0, 1.0, 0.25):
        entry = M.update(config, "coding", r, "test")
        before = expected
        expected = before + 0.1 * (r - before)
        assert entry["p_before"] == before
        assert entry["p_after"] == expected
    data = json.loads(Path(config.profile_path_str).read_text())
    assert data["dimensions"]["coding"]["p"] == expected
    assert data["dimensions"]["coding"]["updates"] == 5
    assert data["alpha"] == 0.1
    assert [t["r"] for t in data["tail"]] == [1.0, 0.0, 1.0, 1.0, 0.25]
    # the profile lives in the user store by default
    assert str(config.user_root_str) in config.profile_path_str


def test_tail_keeps_the_last_200(config: StoreConfig) -> None:
    for i in range(205):
        M.update(config, "docs", (i % 2) * 1.0, f"n{i}")
    data = json.loads(Path(config.profile_path_str).read_text())
    assert len(data["tail"]) == M.TAIL_MAX
    assert data["tail"][0]["source"] == "n5" and data["tail"][-1]["source"] == "n204"


def test_unknown_dimension_is_the_honest_half(config: StoreConfig) -> None:
    got = A.assess(config, "testing")
    assert (got.c_p, got.c_v, got.c, got.damped) == (0.5, 0.5, 0.5, False)
    assert got.decision == A.CONSIDER_DELEGATION  # 0.5 < theta 0.55


def test_profile_untouched_for_49_hours_is_damped(config: StoreConfig) -> None:
    for _ in range(10):
        M.update(config, "coding", 1.0, "test")
    p = M.dimension_p(M.load(config), "coding")[0]
    updated = dt.datetime.fromisoformat(M.load(config)["last_updated"])  # type: ignore[index]
    fresh = A.assess(config, "coding", now=updated + dt.timedelta(hours=47))
    stale = A.assess(config, "coding", now=updated + dt.timedelta(hours=49))
    assert not fresh.damped and fresh.c_p == pytest.approx(p)
    assert stale.damped and stale.c_p == pytest.approx(0.5 + 0.5 * (p - 0.5))
    assert stale.c < fresh.c


def _update_in_process(n: int) -> str:
    return (f"from memory_engine.config import StoreConfig\n"
            f"from memory_engine.profile import model\n"
            f"model.update(StoreConfig.load(), 'coding', {n % 2}.0, 'proc{n}')\n")


def test_eight_concurrent_updates_lose_none(config: StoreConfig) -> None:
    procs = [subprocess.Popen([sys.executable, "-c", _update_in_process(n)],
                              cwd=REPO, stderr=subprocess.PIPE) for n in range(8)]
    for proc in procs:
        _, err = proc.communicate(timeout=60)
        assert proc.returncode == 0, err
    data = json.loads(Path(config.profile_path_str).read_text())
    assert data["dimensions"]["coding"]["updates"] == 8
    assert sorted(t["source"] for t in data["tail"]) == sorted(f"proc{n}" for n in range(8))
    # every step chained on the one before: no update read a stale p
    tail = data["tail"]
    for prev, cur in itertools.pairwise(tail):
        assert cur["p_before"] == prev["p_after"]


def test_cli_update_show_assess(store: object) -> None:
    proc = run_cli("profile", "update", "debugging", "0.0", "--today", "2026-05-01")
    assert proc.returncode == 0, proc.stderr
    shown = json.loads(run_cli("profile", "show", "--json").stdout)
    assert set(shown) == {"alpha", "last_updated", "dimensions"}
    assert shown["dimensions"]["debugging"] == {"p": 0.45, "updates": 1}
    assert shown["last_updated"].startswith("2026-05-01")
    same_day = json.loads(run_cli("profile", "assess", "fix the traceback", "--json",
                                  "--dimension", "debugging", "--today", "2026-05-01").stdout)
    assert same_day["damped"] is False and same_day["c_p"] == 0.45
    later = json.loads(run_cli("profile", "assess", "x", "--dimension", "debugging", "--json",
                               env={"MEMORY_ENGINE_TODAY": "2026-05-04"}).stdout)
    assert later["damped"] is True and later["c_p"] == pytest.approx(0.475)
    assert later["decision"] == "CONSIDER_DELEGATION"
    assert set(later) >= {"dimension", "c_p", "c_v", "c", "damped", "decision"}


def test_cli_refuses_an_r_outside_0_1(store: object) -> None:
    proc = run_cli("profile", "update", "coding", "1.5")
    assert proc.returncode == 1
    assert "between 0 and 1" in proc.stderr
