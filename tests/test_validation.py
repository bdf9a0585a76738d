"""Validation messages name the file, the field, the problem and the fix."""

from __future__ import annotations

from pathlib import Path

import pytest

from memory_engine.records import tiers as T
from memory_engine.records.recordio import parse_bytes, parse_text
from memory_engine.records.schema import RecordError

GOOD = {
    "id": "p1", "tier": "procedural", "topic": "testing", "confidence": "0.8",
    "observations": "3", "last_touched": "2026-11-02", "created": "2026-10-01",
    "source": "[s1]", "links": "[]", "kind": "rule", "trigger": "[run tests]",
    "severity": "high", "violations": "{count: 0, last_session: null}",
}


def doc(**changes: str | None) -> str:
    fields = {**GOOD, **changes}
    lines = [f"{k}: {v}" for k, v in fields.items() if v is not None]
    return "---\n" + "\n".join(lines) + "\n---\n# Run the tests\n"


def issues_for(text: str, tier: str = T.PROCEDURAL, file: str = "procedural/p1.md") -> list:
    with pytest.raises(RecordError) as info:
        parse_text(text, file, tier, expected_id="p1")
    return info.value.issues


def test_the_good_document_is_valid() -> None:
    record, issues = parse_text(doc(), "procedural/p1.md", T.PROCEDURAL, expected_id="p1")
    assert record.id == "p1" and issues == []


@pytest.mark.parametrize(("change", "field", "problem_part", "fix_part"), [
    ({"confidence": None}, "confidence", "missing", "confidence:"),
    ({"confidence": "1.7"}, "confidence", "outside [0, 1]", "between 0 and 1"),
    ({"confidence": "high"}, "confidence", "must be a number", "confidence: 0.7"),
    ({"observations": "0"}, "observations", "below 1", ">= 1"),
    ({"observations": "2.5"}, "observations", "whole number", "observations:"),
    ({"last_touched": "yesterday"}, "last_touched", "ISO date", "YYYY-MM-DD"),
    ({"source": "s1"}, "source", "single string", "[s1]"),
    ({"source": "[]"}, "source", "empty", "manual"),
    ({"links": "[nowhere]"}, "links[0]", "not `tier/id`", "tier/id"),
    ({"links": "['semantic/../../etc']"}, "links[0]", "not filename-safe", "valid record id"),
    ({"tier": "semantic"}, "tier", "procedural/ folder",
     "move the file"),
    ({"tier": "episodes"}, "tier", "not a tier", "one of"),
    ({"id": "p2"}, "id", "does not match the file name", "rename the file"),
    ({"id": "'../p1'"}, "id", "not filename-safe", "rename"),
    ({"kind": "habit"}, "kind", "not one of rule, lesson, skill", "rule"),
    ({"trigger": "run tests"}, "trigger", "single string", "[run tests]"),
    ({"trigger": "[]"}, "trigger", "nothing will ever select", "list the words"),
    ({"severity": "urgent"}, "severity", "not one of", "critical"),
    ({"violations": "3"}, "violations", "must be a mapping", "count"),
    ({"violations": "{count: -1}"}, "violations.count", "below 0", ">= 0"),
])
def test_each_error_names_field_problem_and_fix(change: dict, field: str, problem_part: str,
                                                fix_part: str) -> None:
    issues = [i for i in issues_for(doc(**change)) if i.field == field]
    assert issues, f"no issue for {field}"
    issue = issues[0]
    assert issue.file == "procedural/p1.md"
    assert problem_part in issue.problem
    assert fix_part in issue.fix
    assert "procedural/p1.md" in str(issue) and field in str(issue)


def test_all_problems_are_reported_at_once() -> None:
    fields = {i.field for i in issues_for(doc(confidence="2", severity="x", kind="y"))}
    assert {"confidence", "severity", "kind"} <= fields


def test_per_tier_fields_are_checked() -> None:
    env = ("---\nid: p1\ntier: environment-dynamics\ntopic: t\nconfidence: 0.5\nobservations: 1\n"
           "last_touched: 2026-01-01\ncreated: 2026-01-01\nsource: [x]\nlinks: []\n"
           "bucket: system-state\nprediction: y\noutcomes: {hits: 1}\n---\n")
    with pytest.raises(RecordError) as info:
        parse_text(env, "e.md", T.ENVIRONMENT, "skill-output-shape", "p1")
    found = {i.field for i in info.value.issues}
    assert {"bucket", "condition", "outcomes.misses"} <= found
    epi = ("---\nid: p1\ntier: episodic\ntopic: t\nconfidence: 0.5\nobservations: 1\n"
           "last_touched: 2026-01-01\ncreated: 2026-01-01\nsource: [x]\nlinks: []\n"
           "date: 2026-01-01\nevent_type: session\nsessions: [a]\nturns_total: 3\n"
           "turns_captured: 5\n---\n")
    with pytest.raises(RecordError, match="more than turns_total"):
        parse_text(epi, "x.md", T.EPISODIC)


def test_broken_yaml_and_missing_frontmatter_are_clear() -> None:
    issues = issues_for("---\nid: [unclosed\n---\nbody\n")
    assert issues[0].field == "frontmatter" and "YAML syntax error" in issues[0].problem
    issues = issues_for("just a note without frontmatter\n")
    assert issues[0].field == "frontmatter" and "---" in issues[0].fix


def test_binary_and_non_utf8_files_are_refused_by_name() -> None:
    with pytest.raises(RecordError, match="NUL bytes"):
        parse_bytes(b"---\nid: a\x00\n---\n", "bin.md")
    with pytest.raises(RecordError, match="not valid UTF-8"):
        parse_bytes(b"---\nid: \xff\xfe\n---\n", "latin.md")


def test_validate_cli_reports_hand_broken_files(store: object, tmp_path: Path) -> None:
    from conftest import run_cli, run_cli_json

    from memory_engine.storage.store import Store

    assert isinstance(store, Store)
    folder = store.tier_dir(T.PROCEDURAL)
    (folder / "p1.md").write_text(doc(confidence="9"), encoding="utf-8")
    (folder / "notes.txt").write_text("stray", encoding="utf-8")
    proc = run_cli("validate")
    assert proc.returncode == 1
    assert "p1.md: confidence: 9 is outside [0, 1]" in proc.stdout
    assert "fix: use a value between 0 and 1" in proc.stdout
    (folder / "p1.md").write_text(doc(), encoding="utf-8")
    assert run_cli("validate").returncode == 0  # the stray file is only a warning...
    strict = run_cli("validate", "--strict")
    assert strict.returncode == 1 and "notes.txt: not a .md file" in strict.stdout
    data = run_cli("validate", "--json")
    assert data.returncode == 0
    assert run_cli_json("status")["total"]["valid"] == 1
