"""The store commands end to end, as real processes."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from conftest import run_cli, run_cli_json

from memory_engine.records import tiers as T

RULE = ("---\nid: L-12\ntier: procedural\ntopic: git-workflow\nconfidence: 0.9\nobservations: 4\n"
        "last_touched: 2026-11-20\ncreated: 2026-10-01\nsource: [s1]\nlinks: []\nkind: rule\n"
        "trigger: [force push]\nseverity: critical\nviolations: {count: 2, last_session: s9}\n"
        "---\n# Never force-push to main\n\nOpen a PR instead; AKIA-style secrets never go in "
        "commits.\n")


def test_init_creates_the_whole_layout(store_root: Path) -> None:
    proc = run_cli("init")
    assert proc.returncode == 0, proc.stderr
    for tier in (T.SEMANTIC, T.EPISODIC, T.PROCEDURAL, T.ENVIRONMENT):
        assert (store_root / tier).is_dir()
    for bucket in T.ENV_BUCKETS:
        assert (store_root / T.ENVIRONMENT / bucket).is_dir()
    assert (store_root / "_drafts" / "_rejected").is_dir()
    readme = (store_root / "README.md").read_text("utf-8")
    assert "episodic/" in readme and "_drafts/" in readme
    assert (store_root / "memory-engine.toml").is_file()
    assert (store_root / T.SEMANTIC / "_MANIFEST.md").is_file()
    before = {p: p.stat().st_mtime_ns for p in store_root.rglob("*") if p.is_file()
              and ".index" not in p.parts}
    assert run_cli("init").returncode == 0  # idempotent: nothing rewritten
    after = {p: p.stat().st_mtime_ns for p in store_root.rglob("*") if p.is_file()
             and ".index" not in p.parts}
    assert before == after


def test_read_commands_need_a_store(store_root: Path) -> None:
    proc = run_cli("status")
    assert proc.returncode == 1 and "memengine init" in proc.stderr


def test_status_list_show_forget_purge(store_root: Path) -> None:
    run_cli("init")
    (store_root / T.PROCEDURAL / "L-12.md").write_text(RULE, "utf-8")
    status = run_cli_json("status")
    assert status["tiers"][T.PROCEDURAL] | {"path": None} == {
        "files": 1, "valid": 1, "invalid": 0, "bytes": len(RULE.encode()), "warnings": 0,
        "compliance": 1.0, "path": None}
    listed = run_cli_json("list", "--tier", "procedural")
    assert [r["id"] for r in listed] == ["L-12"]
    assert listed[0]["severity"] == "critical" and listed[0]["violations"] == 2
    assert run_cli_json("list", "--topic", "nothing") == []
    shown = run_cli_json("show", "L-12")
    assert shown["frontmatter"]["trigger"] == ["force push"] and "PR instead" in shown["body"]
    assert "Never force-push" in run_cli("show", "L-12").stdout

    forgotten = run_cli_json("forget", "L-12", "--reason", "obsolete")
    archive = Path(forgotten["archive"])
    assert archive.read_text("utf-8") == RULE
    assert not (store_root / T.PROCEDURAL / "L-12.md").exists()
    assert run_cli_json("list") == []
    journal = (store_root / ".logs" / "journal.jsonl").read_text("utf-8").splitlines()
    assert json.loads(journal[-1])["op"] == "forget"

    # restore by moving back (the documented undo), then purge for good
    archive.rename(store_root / T.PROCEDURAL / "L-12.md")
    refused = run_cli("forget", "L-12", "--purge")
    assert refused.returncode == 1 and "--yes" in refused.stderr
    assert run_cli("forget", "L-12", "--purge", "--yes").returncode == 0
    assert not list(store_root.rglob("L-12*"))
    db = sqlite3.connect(store_root / ".index" / "index.sqlite3")
    assert db.execute("SELECT COUNT(*) FROM records").fetchone()[0] == 0
    raw = (store_root / ".index" / "index.sqlite3").read_bytes()
    assert b"Never force-push" not in raw  # secure_delete: no copy left in free pages


def test_reindex_manifest_and_exit_codes(store_root: Path) -> None:
    run_cli("init")
    (store_root / T.PROCEDURAL / "L-12.md").write_text(RULE, "utf-8")
    (store_root / T.SEMANTIC / "broken.md").write_text("---\nid: broken\n---\n", "utf-8")
    data = run_cli_json("reindex")
    assert data == {"indexed": 2, "files": 2, "invalid": 1}
    manifest = (store_root / T.PROCEDURAL / "_MANIFEST.md").read_text("utf-8")
    assert "## git-workflow" in manifest and "| L-12 | Never force-push to main | 0.90 | 4 |" \
        in manifest
    assert run_cli("validate").returncode == 1
    assert run_cli("show", "nope").returncode == 1
    assert run_cli("list", "--tier", "nonsense").returncode == 2


def test_config_moves_a_tier_and_bad_config_is_named(store_root: Path, tmp_path: Path) -> None:
    run_cli("init")
    moved = tmp_path / "elsewhere"
    (store_root / "memory-engine.toml").write_text(
        f'[tiers]\nsemantic = "{moved}"\n', "utf-8")
    assert run_cli("init").returncode == 0
    assert moved.is_dir()
    as_semantic = RULE.replace("L-12", "p").replace("procedural", "semantic")
    (moved / "p.md").write_text(as_semantic, "utf-8")
    listed = run_cli_json("list", "--tier", "semantic")
    assert [r["path"] for r in listed] == [str(moved / "p.md")]
    (store_root / "memory-engine.toml").write_text("[tiers\nbroken", "utf-8")
    proc = run_cli("status")
    assert proc.returncode == 1 and "not valid TOML" in proc.stderr and "fix" in proc.stderr


def test_a_damaged_index_is_rebuilt_from_the_files(store_root: Path) -> None:
    run_cli("init")
    (store_root / T.PROCEDURAL / "L-12.md").write_text(RULE, "utf-8")
    index = store_root / ".index" / "index.sqlite3"
    for extra in ("-wal", "-shm"):
        Path(str(index) + extra).unlink(missing_ok=True)
    index.write_bytes(b"this is not a database" * 100)
    assert [r["id"] for r in run_cli_json("list")] == ["L-12"]
    log = (store_root / ".logs" / "memory-engine.log").read_text("utf-8")
    assert "unreadable" in log and "rebuilt" in log
    assert list((store_root / ".index").glob("corrupt-*.sqlite3"))


def test_unexpected_errors_exit_3_with_a_log_pointer(store_root: Path) -> None:
    run_cli("init")
    index_dir = store_root / ".index"
    for p in index_dir.iterdir():
        p.unlink()
    index_dir.rmdir()
    index_dir.write_text("a file where the index folder should be", "utf-8")
    proc = run_cli("list")
    assert proc.returncode == 3
    assert "memory-engine.log" in proc.stderr and "Traceback" not in proc.stderr
    assert "Traceback" in (store_root / ".logs" / "memory-engine.log").read_text("utf-8")


def test_config_set_writes_toml_and_moves_placement(store_root: Path) -> None:
    import tomllib

    run_cli("init")
    shown = run_cli_json("config")
    assert shown["tiers"]["personalized"]["placement"] == "user"
    proc = run_cli("config", "--set", "tiers.personal=project", "--set", "admission.threshold=4.5")
    assert proc.returncode == 0, proc.stderr
    data = tomllib.loads((store_root / "memory-engine.toml").read_text("utf-8"))
    assert data["tiers"]["personalized"] == "project"
    assert data["admission"]["threshold"] == 4.5
    assert run_cli_json("config")["tiers"]["personalized"]["path"] == str(
        store_root / "personalized")
    bad = run_cli("config", "--set", "nonsense")
    assert bad.returncode == 1 and "SECTION.KEY=VALUE" in bad.stderr
