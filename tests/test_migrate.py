"""migrate-frontmatter on real legacy files: the diff first, every body byte kept, the old
version in history, manifests rebuilt, the audit's schema violations gone; plain notes imported
through the gate."""

from __future__ import annotations

import json
from pathlib import Path

from conftest import run_cli
from test_audit import AUDIT_DAY, LEGACY_NOTES, audit, build_seed_store, ids, write_legacy_semantic

from memory_engine.records import fileformat
from memory_engine.storage.store import Store


def _body(text: str) -> str:
    if text.startswith("---"):
        return text[text.find("\n---", 3) + 4:]
    return text


def test_dry_run_shows_the_diff_and_changes_nothing(store: Store, store_root: Path) -> None:
    paths = write_legacy_semantic(store_root)
    before = {p: p.read_bytes() for p in paths}
    proc = run_cli("migrate-frontmatter", "--dry-run", "--today", AUDIT_DAY)
    assert proc.returncode == 0, proc.stderr
    assert "+confidence: " in proc.stdout and "dry run: nothing written" in proc.stdout
    assert {p: p.read_bytes() for p in paths} == before


def test_round_trip_keeps_every_body_byte_and_the_old_version(store: Store,
                                                               store_root: Path) -> None:
    paths = write_legacy_semantic(store_root)
    before = {p.stem: p.read_text(encoding="utf-8") for p in paths}
    proc = run_cli("migrate-frontmatter", "--tier", "semantic", "--today", AUDIT_DAY)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    for path in paths:
        new = path.read_text(encoding="utf-8")
        meta, _ = fileformat.loads(new)
        assert meta["tier"] == "semantic" and meta["id"] == path.stem
        assert isinstance(meta["confidence"], float) and meta["observations"] >= 1
        assert str(meta["last_touched"]) == "2026-05-16"  # the file's mtime
        assert _body(before[path.stem]).strip() in new  # not a byte of body text lost
        history = json.loads(run_cli("history", path.stem, "--json").stdout)
        kept = [v for v in history["versions"] if v["op"] == "original"] if isinstance(
            history, dict) else [v for v in history if v["op"] == "original"]
        assert kept, history
    style = fileformat.loads((store_root / "semantic" / "style-tone.md").read_text())[0]
    assert style["confidence"] < 0.7  # "probably", "maybe", "seems to": hedged
    injection = fileformat.loads(
        (store_root / "semantic" / "prompt-injection-pattern.md").read_text())[0]
    assert injection["confidence"] == 0.85 and injection["source"] == ["session: 4f2a"]
    assert (store_root / "semantic" / "_MANIFEST.md").is_file()
    manifest = (store_root / "semantic" / "_MANIFEST.md").read_text(encoding="utf-8")
    assert "prompt-injection-pattern" in manifest
    assert run_cli("validate", "--tier", "semantic").returncode == 0
    assert len(LEGACY_NOTES) == len(before)


def test_migration_clears_the_audits_schema_violations(store_root: Path) -> None:
    build_seed_store(store_root).close()
    _, report = audit(store_root)
    assert "schema_violations" in ids(report)
    assert run_cli("migrate-frontmatter", "--today", AUDIT_DAY).returncode == 0
    _, after = audit(store_root)
    assert "schema_violations" not in ids(after)
    assert after["tiers"]["semantic"]["compliance"] == 1.0


def test_import_notes_through_the_gate(store: Store, store_root: Path, tmp_path: Path) -> None:
    notes = tmp_path / "notes"
    notes.mkdir()
    (notes / "tests-before-push.md").write_text(
        "Always run the full test suite before pushing to main; CI takes 20 minutes to say "
        "what a local run says in two.\n", encoding="utf-8")
    (notes / "lunch.txt").write_text("I had lunch.\n", encoding="utf-8")
    proc = run_cli("migrate-frontmatter", "--import", str(notes), "--tier", "procedural",
                   "--json")
    assert proc.returncode == 0, proc.stderr
    results = {Path(r["file"]).name: r for r in json.loads(proc.stdout)}
    assert set(results) == {"tests-before-push.md", "lunch.txt"}
    assert all(r["action"] in ("applied", "rejected", "strengthened") for r in results.values())
    assert results["lunch.txt"]["action"] == "rejected"  # an anecdote does not pass
    archived = list((store_root / "_drafts" / "_rejected").glob("*.md"))
    assert archived  # nothing rejected is lost
