"""The observation hooks run as Claude Code runs them: real processes, real payloads."""

from __future__ import annotations

import json
from pathlib import Path

from claude_code import payload
from conftest import run_hook_script


def observations(store_root: Path) -> list[dict[str, object]]:
    path = store_root / ".logs" / "tool-observations.jsonl"
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def test_a_failed_call_is_observed_with_its_kind_and_not_its_text(store: object,
                                                                  store_root: Path) -> None:
    project = str(store_root.parent)
    failed = payload("PostToolUseFailure", cwd=project,
                     tool_input={"file_path": f"{project}/missing.txt"},
                     error="File does not exist. Note: your current working directory is "
                           f"{project}. sk-ant-api03-{'x' * 90}")
    proc = run_hook_script("post_tool_failure", failed, env={"CLAUDE_PROJECT_DIR": project})
    assert proc.returncode == 0 and proc.stdout == "", proc.stderr
    proc = run_hook_script("post_tool", payload("PostToolUse.Write", cwd=project, tool_input={
        "file_path": f"{project}/notes/a.md", "content": "x\n"}, tool_response={
        "type": "create", "filePath": f"{project}/notes/a.md"}),
        env={"CLAUDE_PROJECT_DIR": project})
    assert proc.returncode == 0, proc.stderr
    fail, ok = observations(store_root)
    assert fail["ok"] is False and fail["error_kind"] == "not-found"
    assert fail["tool"] == "Read" and fail["path"] == "missing.txt"
    assert "sk-ant" not in json.dumps(fail) and "does not exist" not in json.dumps(fail)
    assert "ok" not in ok and ok["created"] is True and ok["path"] == "notes/a.md"


def test_the_failure_hook_does_nothing_without_a_store(tmp_path: Path, env_home: Path) -> None:
    failed = payload("PostToolUseFailure", cwd=str(tmp_path))
    proc = run_hook_script("post_tool_failure", failed, env={"CLAUDE_PROJECT_DIR": str(tmp_path)})
    assert proc.returncode == 0 and proc.stdout == ""
    assert not (tmp_path / ".memory-engine").exists()
