"""Promotion and anti-promotion on real stores: real traces and lessons from the reflexion pass,
the real `memengine promote` and `memengine restore` processes."""

from __future__ import annotations

import datetime as dt
import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

import test_promotion_support as S

H = S.H


@pytest.fixture
def box(tmp_path: Path) -> H.Sandbox:
    return H.make_sandbox(tmp_path / "box")


def promote(box: H.Sandbox, day: str, *args: str) -> dict[str, object]:
    proc = H.run_cli(box, "promote", "--json", "--today", day, *args)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    data: dict[str, object] = json.loads(proc.stdout)
    return data


def semantic(rid: str, body: str, observations: int, confidence: float,
             touched: dt.date = dt.date(2026, 11, 1)) -> object:
    from memory_engine.records.types import SemanticRecord

    return SemanticRecord(id=rid, tier="semantic", topic="release-checks",
                          confidence=confidence, observations=observations,
                          last_touched=touched, created=dt.date(2026, 7, 1),
                          source=["s1", "s2", "s3", "s4", "s5"], body=body)


def test_three_recurring_lessons_make_one_pattern_linked_both_ways(box: H.Sandbox) -> None:
    traces = [S.reflect_and_admit(box, f"2026-11-0{i + 2}", q)["trace"]
              for i, q in enumerate(S.RECURRING)]
    S.reflect_and_admit(box, "2026-11-05", S.UNRELATED)
    assert all(traces), traces
    assert S.files(box, "semantic") == []

    dry = promote(box, "2026-11-06", "--dry-run")
    assert len(dry["promotions"]) == 1 and S.files(box, "semantic") == []  # type: ignore[arg-type]

    report = promote(box, "2026-11-06")
    promotions = report["promotions"]
    assert isinstance(promotions, list) and len(promotions) == 1
    entry = promotions[0]
    assert entry["to"].startswith("semantic/") and entry["done"] is True
    assert entry["evidence"]["sessions"] == 3
    assert sorted(entry["evidence"]["traces"]) == sorted(traces)
    patterns = S.files(box, "semantic")
    assert len(patterns) == 1
    pattern = S.load(box, patterns[0].stem)
    assert pattern.observations == 3
    for trace in traces:
        assert trace in pattern.links
        assert f"semantic/{pattern.id}" in S.load(box, trace.split("/", 1)[1]).links
    unrelated = [t for t in S.files(box, "episodic") if "2026-11-05" in t.name]
    assert f"semantic/{pattern.id}" not in S.load(box, unrelated[0].stem).links

    again = promote(box, "2026-11-07")
    assert again["promotions"] == [] and len(S.files(box, "semantic")) == 1
    history = H.run_cli(box, "history", pattern.id, "--json")
    ops = [v["op"] for v in json.loads(history.stdout)["versions"]]
    assert ops == ["promote"]


def test_a_fourth_session_reinforces_the_pattern_instead_of_adding_one(box: H.Sandbox) -> None:
    for i, q in enumerate(S.RECURRING):
        S.reflect_and_admit(box, f"2026-11-0{i + 2}", q)
    promote(box, "2026-11-06")
    S.reflect_and_admit(box, "2026-11-08", "you committed again with failing tests, run the "
                        "tests before every commit")
    report = promote(box, "2026-11-09")
    assert [p["action"] for p in report["promotions"]] == ["reinforce"]  # type: ignore[index]
    patterns = S.files(box, "semantic")
    assert len(patterns) == 1
    assert S.load(box, patterns[0].stem).observations == 4


def test_semantic_to_procedural_at_five_observations_and_0_90(box: H.Sandbox) -> None:
    S.write_record(box, semantic(
        "release-tag-check", "# Tag releases from main only\n\nCreate release tags from the main "
        "branch after the changelog is updated; tags made on feature branches broke the "
        "deployment pipeline.\n", 5, 0.92))
    S.write_record(box, semantic(
        "migration-order", "# Run database migrations before the deploy step\n\nApply schema "
        "migrations before deploying the application image; the reverse order crashed the "
        "workers on startup.\n", 5, 0.89))
    report = promote(box, "2026-11-06")
    promoted = [p for p in report["promotions"] if p["from"] == ["semantic/release-tag-check"]]  # type: ignore[union-attr]
    assert len(promoted) == 1, report
    rule_ref = promoted[0]["to"]
    assert rule_ref.startswith("procedural/")
    assert not [p for p in report["promotions"]  # type: ignore[union-attr]
                if p["from"] == ["semantic/migration-order"]]
    rule = S.load(box, rule_ref.split("/", 1)[1])
    assert "semantic/release-tag-check" in rule.links and rule.kind == "rule"
    assert rule_ref in S.load(box, "release-tag-check").links
    assert rule_ref not in S.load(box, "migration-order").links
    assert promote(box, "2026-11-07")["promotions"] == []  # promoted once


def test_a_rule_violated_again_and_again_is_demoted_and_restore_undoes_it(box: H.Sandbox) -> None:
    from memory_engine.records.types import ProceduralRecord, Violations

    S.write_record(box, ProceduralRecord(
        id="no-force-push", tier="procedural", topic="git", confidence=0.8, observations=2,
        last_touched=dt.date(2026, 11, 1), created=dt.date(2026, 10, 1), source=["s1"],
        body="Never force-push to a shared branch; open a new branch instead.\n", kind="rule",
        trigger=["force push"], violations=Violations(count=5, last_session="s9")))
    report = promote(box, "2026-11-06")
    demotions = report["demotions"]
    assert isinstance(demotions, list) and len(demotions) == 1
    assert demotions[0]["action"] == "demote"
    assert demotions[0]["evidence"]["violations"] == 5
    assert demotions[0]["evidence"]["confidence"] == [0.8, 0.56]
    assert S.load(box, "no-force-push").confidence == pytest.approx(0.56)
    versions = json.loads(H.run_cli(box, "history", "no-force-push", "--json").stdout)["versions"]
    assert versions[-1]["op"] == "demote" and '"violations":5' in versions[-1]["source"]

    restored = H.run_cli(box, "restore", "no-force-push")
    assert restored.returncode == 0, restored.stderr
    assert S.load(box, "no-force-push").confidence == pytest.approx(0.8)
    # the user undid it: not demoted again for the same violations
    assert promote(box, "2026-11-07")["demotions"] == []


def test_a_stale_low_confidence_pattern_is_archived_not_deleted(box: H.Sandbox) -> None:
    S.write_record(box, semantic("old-build-flag", "# The build needs --legacy-ssl\n\nThe "
                                 "build script needed the legacy SSL flag on the old CI image.\n",
                                 2, 0.4, touched=dt.date(2026, 8, 1)))
    report = promote(box, "2026-11-06")
    demotions = report["demotions"]
    assert isinstance(demotions, list) and [d["action"] for d in demotions] == ["archive"]
    assert S.files(box, "semantic") == []
    assert list((box.store_root / "_archive" / "semantic").glob("old-build-flag--*.md"))
    assert H.run_cli(box, "restore", "old-build-flag").returncode == 0
    assert S.load(box, "old-build-flag").confidence == pytest.approx(0.4)


def test_a_record_contradicted_by_a_more_confident_one_is_demoted_once(box: H.Sandbox) -> None:
    S.write_record(box, semantic("deploy-fridays", "# Deploy on Fridays\n\nDeploy the "
                                 "production service on Fridays after the weekly review.\n",
                                 5, 0.95))
    S.write_record(box, semantic("no-deploy-fridays", "# Do not deploy on Fridays\n\nNever "
                                 "deploy the production service on Fridays after the weekly "
                                 "review.\n", 2, 0.6))
    report = promote(box, "2026-11-06")
    demoted = [d for d in report["demotions"]  # type: ignore[union-attr]
               if d["from"] == ["semantic/no-deploy-fridays"]]
    assert len(demoted) == 1, report
    assert demoted[0]["evidence"]["why"] == "contradicted"
    assert demoted[0]["evidence"]["ids"] == ["semantic/deploy-fridays"]
    assert S.load(box, "deploy-fridays").confidence == pytest.approx(0.95)
    assert S.load(box, "no-deploy-fridays").confidence == pytest.approx(0.42)
    assert not [d for d in promote(box, "2026-11-07")["demotions"]  # type: ignore[union-attr]
                if d["from"] == ["semantic/no-deploy-fridays"]]
