"""`memengine drafts` end to end, as a real process, with the JSON shapes other tools read."""

from __future__ import annotations

import json
from pathlib import Path

from conftest import run_cli, run_cli_json

FACTORS = {"future_utility", "factual_confidence", "semantic_novelty", "temporal_recency",
           "content_type_prior", "environment_prediction_improvement"}


def test_add_score_apply_roundtrip(store: object, tmp_path: Path) -> None:
    added = run_cli_json("drafts", "add", "--tier", "procedural", "--topic", "testing",
                         "--text", "Always run `pytest -q` before pushing to main.")
    assert isinstance(added, dict)
    assert set(added) >= {"id", "path", "tier", "redacted"} and added["tier"] == "procedural"
    draft_id = added["id"]
    scored = run_cli_json("drafts", "score", draft_id)
    assert isinstance(scored, dict)
    assert {"id", "total", "factors", "decision", "reason"} <= set(scored)
    assert set(scored["factors"]) == FACTORS and scored["decision"] == "apply"
    assert scored["reason"] is None
    # score changes nothing
    listed = run_cli_json("drafts", "list")
    assert [d["id"] for d in listed] == [draft_id]  # type: ignore[union-attr]
    proc = run_cli("drafts", "apply", draft_id)
    assert proc.returncode == 0, proc.stderr
    assert "applied" in proc.stdout
    assert run_cli_json("drafts", "list") == []
    records = run_cli_json("list", "--tier", "procedural")
    assert isinstance(records, list) and len(records) == 1


def test_add_from_file_redacts_and_reject_archives(store: object, tmp_path: Path) -> None:
    src = tmp_path / "candidate.md"
    src.write_text("Staging DB is postgres://app:" + "Sup3rS3cretPw" + "@db.internal/app\n",
                   encoding="utf-8")
    added = run_cli_json("drafts", "add", "--tier", "semantic", "--file", str(src))
    assert isinstance(added, dict) and added["redacted"] == ["password-in-url"]
    assert "Sup3rS3cretPw" not in Path(added["path"]).read_text(encoding="utf-8")
    scored = run_cli_json("drafts", "score", added["id"])
    assert isinstance(scored, dict) and scored["reason"] == "secret"
    refused = run_cli("drafts", "apply", added["id"], "--force")
    assert refused.returncode == 1 and "credential" in refused.stderr
    out = run_cli_json("drafts", "reject", added["id"], "--reason", "secret")
    assert isinstance(out, dict) and out["reason"] == "secret"
    assert Path(out["path"]).is_file()


def test_apply_all_keeps_failing_drafts(store: object) -> None:
    good = run_cli_json("drafts", "add", "--tier", "personalized",
                        "--text", "The principal prefers commit messages in English.")
    weak = run_cli_json("drafts", "add", "--tier", "semantic",
                        "--text", "I guess the cache might be stale sometimes?")
    out = run_cli_json("drafts", "apply", "--all")
    assert isinstance(out, dict) and isinstance(good, dict) and isinstance(weak, dict)
    assert [d["draft"] for d in out["done"]] == [good["id"]]
    assert [s["draft"] for s in out["skipped"]] == [weak["id"]]
    listed = run_cli_json("drafts", "list")
    assert [d["id"] for d in listed] == [weak["id"]]  # type: ignore[union-attr]


def test_process_and_errors_name_the_fix(store: object) -> None:
    run_cli_json("drafts", "add", "--tier", "episodic",
                 "--text", "Yesterday I accidentally deleted the build folder, lol.")
    out = run_cli_json("drafts", "process")
    assert isinstance(out, dict)
    assert [r["reason"] for r in out["rejected"]] == ["anecdote"] and out["pending"] == 0
    missing = run_cli("drafts", "show", "no-such-draft")
    assert missing.returncode == 1 and "drafts list" in missing.stderr
    bad_tier = run_cli("drafts", "add", "--tier", "facts", "--text", "x")
    assert bad_tier.returncode == 2 and "unknown tier" in bad_tier.stderr
    both = run_cli("drafts", "apply")
    assert both.returncode == 1 and "--all" in both.stderr


def test_show_prints_the_draft(store: object) -> None:
    added = run_cli_json("drafts", "add", "--tier", "procedural", "--source", "sync",
                         "--text", "Never commit `.env` files.")
    assert isinstance(added, dict)
    shown = run_cli("drafts", "show", added["id"], "--json")
    data = json.loads(shown.stdout)
    assert data["source"] == "sync" and data["text"].startswith("Never commit")


def test_the_id_drafts_add_prints_is_the_id_of_the_applied_record(store: object) -> None:
    added = run_cli("drafts", "add", "--tier", "procedural", "--topic", "testing",
                    "--text", "Always run `pytest -q` before pushing to main.")
    assert added.returncode == 0, added.stderr
    draft_id = added.stdout.strip()
    applied = run_cli_json("drafts", "apply", draft_id)
    assert isinstance(applied, dict)
    assert applied["done"][0]["record"] == f"procedural/{draft_id}"
    shown = run_cli("show", draft_id)
    assert shown.returncode == 0, shown.stderr
    assert "pytest -q" in shown.stdout


def test_status_counts_strengthened_duplicates_apart_from_rejections(
        store: object, store_root: Path) -> None:
    rule = "Always run the tests with pytest before pushing a commit."
    for text in (rule, rule, "Yesterday I accidentally deleted the build folder, lol."):
        run_cli_json("drafts", "add", "--tier", "procedural", "--text", text)
    processed = run_cli("drafts", "process")
    assert "applied 1, strengthened 1, rejected 1" in processed.stdout, processed.stdout
    status = run_cli_json("status")
    assert isinstance(status, dict)
    assert (status["rejected"], status["strengthened"]) == (1, 1)
    text = run_cli("status").stdout
    assert "rejected: 1" in text and "strengthened a record: 1" in text
    # an archive written before archives said which they were: its message tells
    old = store_root / "_drafts" / "_rejected" / "old-duplicate.md"
    old.write_text("---\ndraft_id: old-duplicate\ntier: procedural\nadmission:\n"
                   "  reason: duplicate\n  message: 'score 4.0/6: duplicate of procedural/x;\n"
                   "    that record is strengthened\n    instead'\n  note: null\n---\n\nx\n",
                   encoding="utf-8")
    status = run_cli_json("status")
    assert isinstance(status, dict)
    assert (status["rejected"], status["strengthened"]) == (1, 2)
