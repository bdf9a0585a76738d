"""Cadences kept by the hooks: what is due runs once at the next session end, never twice at once,
not before it is due, and resumes when cut short. Real hook processes on real stores."""

from __future__ import annotations

import datetime as dt
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

import test_promotion_support as S
from conftest import wait_for_session_end

H = S.H


@pytest.fixture
def box(tmp_path: Path) -> H.Sandbox:
    box = H.make_sandbox(tmp_path / "box")
    for i, quote in enumerate(S.RECURRING):
        S.reflect_and_admit(box, f"2026-11-0{i + 2}", quote)
    return box


def marker(box: H.Sandbox, job: str) -> dict[str, object]:
    path = box.store_root / ".state" / "jobs" / f"{job}.json"
    return json.loads(path.read_text()) if path.exists() else {}


def end_payload(box: H.Sandbox, k: int = 0) -> bytes:
    payload = H.base_payload("SessionEnd.other.json", box)
    if k:  # sessions of their own: one session's ends are worked on one after the other
        payload["session_id"] = f"{payload['session_id'][:-4]}{k:04d}"
    return json.dumps(payload).encode()


def session_ends(box: H.Sandbox, day: str, n: int = 1, **env: str) -> list[int]:
    """`n` SessionEnd hooks of `n` sessions started together (real processes); their exit
    codes, once their background workers are done."""
    cmd = [sys.executable, str(H.REPO / "hooks" / "session_end.py")]
    procs = [subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, cwd=box.project,
                              env=S.env_for(box, day, **env)) for _ in range(n)]
    for k, proc in enumerate(procs):
        assert proc.stdin is not None
        proc.stdin.write(end_payload(box, k))
        proc.stdin.close()
    codes = [proc.wait(timeout=120) for proc in procs]
    wait_for_session_end(box.store_root)
    return codes


def promote_ops(box: H.Sandbox) -> list[dict[str, object]]:
    journal = box.store_root / ".logs" / "journal.jsonl"
    lines = [json.loads(line) for line in journal.read_text().splitlines() if line.strip()]
    return [e for e in lines if e.get("op") == "promote"]


def test_a_due_job_runs_once_with_two_concurrent_session_ends(box: H.Sandbox) -> None:
    assert marker(box, "promotion") == {}
    assert session_ends(box, "2026-11-06", n=2) == [0, 0]
    for job in ("promotion", "consolidation", "violations-summary"):
        done = marker(box, job)
        assert done.get("runs") == 1 and done.get("complete") is True, (job, done)
        assert done.get("day") == "2026-11-06"
    assert len(S.files(box, "semantic")) == 1
    assert len(promote_ops(box)) == 1
    assert (box.store_root / "_reports" / "violations-2026-W45.md").is_file()


def test_not_due_is_not_run_and_each_cadence_keeps_its_period(box: H.Sandbox) -> None:
    session_ends(box, "2026-11-06")
    session_ends(box, "2026-11-06")  # same day: nothing is due
    assert marker(box, "promotion")["runs"] == 1
    assert marker(box, "consolidation")["runs"] == 1
    session_ends(box, "2026-11-07")  # daily jobs are due again, the weekly one is not
    assert marker(box, "promotion")["runs"] == 2
    assert marker(box, "consolidation")["runs"] == 2
    assert marker(box, "violations-summary")["runs"] == 1
    session_ends(box, "2026-11-13")
    assert marker(box, "violations-summary")["runs"] == 2
    assert len(S.files(box, "semantic")) == 1  # idempotent: still one pattern


def test_a_job_cut_short_by_its_budget_resumes_at_the_next_event(box: H.Sandbox) -> None:
    session_ends(box, "2026-11-06", MEMORY_ENGINE_JOBS_BUDGET="0.000001")
    first = marker(box, "promotion")
    assert first.get("complete") is False and first.get("runs") == 1
    assert marker(box, "consolidation") == {}  # no time was left for it
    session_ends(box, "2026-11-06")
    assert marker(box, "promotion")["complete"] is True
    assert marker(box, "consolidation")["complete"] is True
    assert len(S.files(box, "semantic")) == 1


def test_consolidation_repairs_back_links_and_decays_once_per_step(box: H.Sandbox) -> None:
    from memory_engine.records.types import SemanticRecord

    S.write_record(box, SemanticRecord(
        id="cache-dir", tier="semantic", topic="build-cache", confidence=0.8, observations=2,
        last_touched=dt.date(2026, 9, 1), created=dt.date(2026, 9, 1), source=["s1"],
        links=["semantic/lint-config"],
        body="# The build cache lives in .cache/build\n\nClearing it fixes stale artefacts.\n"))
    S.write_record(box, SemanticRecord(
        id="lint-config", tier="semantic", topic="lint", confidence=0.8, observations=2,
        last_touched=dt.date(2026, 11, 1), created=dt.date(2026, 11, 1), source=["s2"],
        body="# Lint settings are in pyproject.toml\n\nNot in setup.cfg any more.\n"))
    with box.active(MEMORY_ENGINE_TODAY="2026-11-06"):
        from memory_engine.jobs.consolidate import run
        from memory_engine.storage.store import Store

        store = Store.open(box.store_root)
        try:
            complete, summary = run(store, 30.0)
            again = run(store, 30.0)[1]
        finally:
            store.close()
    assert complete
    assert "semantic/cache-dir" in S.load(box, "lint-config").links
    # lessons link their traces; the traces now link the lessons back
    for trace in S.files(box, "episodic"):
        record = S.load(box, trace.stem)
        for lesson in [f for f in S.files(box, "procedural")]:
            if f"episodic/{trace.stem}" in S.load(box, lesson.stem).links:
                assert f"procedural/{lesson.stem}" in record.links
    # 66 days untouched: 2 steps of 0.9 beyond the first 30 days, taken once
    assert summary["decayed"] == ["semantic/cache-dir"] and again["decayed"] == []
    assert S.load(box, "cache-dir").confidence == pytest.approx(0.8 * 0.9 ** 2, abs=1e-3)
    assert again["links_added"] == 0


def test_a_link_to_an_archived_record_is_taken_out_as_a_version_and_others_are_reported(
        box: H.Sandbox) -> None:
    from memory_engine.records.types import SemanticRecord

    def fact(rid: str, links: list[str]) -> SemanticRecord:
        return SemanticRecord(
            id=rid, tier="semantic", topic=rid, confidence=0.8, observations=2,
            last_touched=dt.date(2026, 11, 1), created=dt.date(2026, 11, 1), source=["s1"],
            links=links, body=f"# {rid.replace('-', ' ')} is documented in docs/{rid}.md\n")

    S.write_record(box, fact("old-runner", ["semantic/ci-runner"]))
    S.write_record(box, fact("ci-runner", ["semantic/old-runner", "semantic/from-a-branch"]))
    with box.active(MEMORY_ENGINE_TODAY="2026-11-06"):
        from memory_engine.jobs.consolidate import run
        from memory_engine.storage.store import Store

        store = Store.open(box.store_root)
        try:
            store.forget("old-runner", reason="replaced")
            complete, summary = run(store, 30.0)
            assert complete
            last = store.history("ci-runner")[-1]
            again = run(store, 30.0)[1]
        finally:
            store.close()
    # the archived record's link is gone, with a version naming it; the unknown one stays
    assert S.load(box, "ci-runner").links == ["semantic/from-a-branch"]
    assert last.op == "link"
    assert summary["dangling"] == ["semantic/ci-runner -> semantic/from-a-branch"]
    assert again["dangling_count"] == 1 and again["links_added"] == 0
    # restore undoes it, byte for byte
    assert H.run_cli(box, "restore", "ci-runner").returncode == 0
    assert "semantic/old-runner" in S.load(box, "ci-runner").links


def test_near_duplicates_merge_into_one_and_restore_brings_the_other_back(
        box: H.Sandbox) -> None:
    from memory_engine.records.types import SemanticRecord

    body = ("# Deploys need the staging smoke test\n\nRun the staging smoke test before every "
            "production deploy; skipping it shipped a broken login page.\n")
    for rid, obs in (("deploy-smoke", 3), ("deploy-smoke-again", 1)):
        S.write_record(box, SemanticRecord(
            id=rid, tier="semantic", topic="deploys", confidence=0.7, observations=obs,
            last_touched=dt.date(2026, 11, 1), created=dt.date(2026, 11, 1), source=[rid],
            body=body))
    with box.active(MEMORY_ENGINE_TODAY="2026-11-06"):
        from memory_engine.jobs.consolidate import run
        from memory_engine.storage.store import Store

        store = Store.open(box.store_root)
        try:
            summary = run(store, 30.0)[1]
        finally:
            store.close()
    assert summary["merged"] == ["semantic/deploy-smoke-again -> semantic/deploy-smoke"]
    keeper = S.load(box, "deploy-smoke")
    assert keeper.observations == 4 and "deploy-smoke-again" in keeper.source
    assert not (box.store_root / "semantic" / "deploy-smoke-again.md").exists()
    assert H.run_cli(box, "restore", "deploy-smoke-again").returncode == 0
    assert S.load(box, "deploy-smoke-again").observations == 1


def test_the_session_end_work_opens_the_config_and_the_index_once_for_its_last_steps(
        store: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """Manifests, leftovers and the next cold start share one config and one index."""
    from memory_engine import coldcache
    from memory_engine.config import StoreConfig
    from memory_engine.index import Index
    from memory_engine.jobs import session_end
    from memory_engine.records import tiers as T
    from memory_engine.records.types import SemanticRecord

    store.write(SemanticRecord(id="uv", tier=T.SEMANTIC, topic="python-tooling",
                               confidence=0.8, source=["x"], body="# Use uv\nuv installs"))
    for step in ("_reflect", "_capability", "_dynamics", "_cadences"):  # their own reads
        monkeypatch.setattr(session_end, step, lambda *args: None)
    opened: list[str] = []
    loaded: list[str] = []
    index_init, config_load = Index.__init__, StoreConfig.load.__func__  # type: ignore[attr-defined]

    def counting_index(self: Index, config: StoreConfig) -> None:
        opened.append(config.root_str)
        index_init(self, config)

    def counting_load(cls: type[StoreConfig], root: Any = None) -> StoreConfig:
        loaded.append(str(root))
        return config_load(cls, root)  # type: ignore[no-any-return]

    monkeypatch.setattr(Index, "__init__", counting_index)
    monkeypatch.setattr(StoreConfig, "load", classmethod(counting_load))
    root = str(store.root)
    session_end.work(root, {"session_id": "s1"})
    assert len(opened) == 1 and len(loaded) == 1
    assert coldcache.load(root) is not None  # the next cold start was rendered and kept
    assert (store.tier_dir(T.SEMANTIC) / T.MANIFEST_NAME).is_file()
    log = store.root / ".logs"
    assert not any("session end:" in p.read_text("utf-8") for p in log.glob("*") if p.is_file())
