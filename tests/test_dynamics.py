"""Environment-dynamics end to end: real hooks as processes, real payload shapes, a real git
checkout changing between sessions; after a few sessions every bucket holds predictions, and a
prediction that keeps missing loses confidence."""

from __future__ import annotations

import json
import shutil
import subprocess
import uuid
from pathlib import Path
from typing import Any

import pytest
from claude_code import payload
from conftest import run_hook_script, wait_for_session_end

from memory_engine.records import tiers as T

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="needs git on PATH")


def git(project: Path, *args: str) -> None:
    subprocess.run(["git", "-C", str(project), "-c", "user.name=t", "-c", "user.email=t@e",
                    *args], check=True, capture_output=True, timeout=30)


def transcript(path: Path, session: str, project: Path, prompts: list[tuple[str, str]]) -> None:
    lines = []
    for stamp, text in prompts:
        lines.append({"parentUuid": None, "isSidechain": False, "type": "user",
                      "message": {"role": "user", "content": text}, "uuid": str(uuid.uuid4()),
                      "timestamp": stamp, "userType": "external", "cwd": str(project),
                      "sessionId": session, "version": "2.1.332"})
        lines.append({"parentUuid": lines[-1]["uuid"], "isSidechain": False,
                      "type": "assistant", "uuid": str(uuid.uuid4()), "timestamp": stamp,
                      "message": {"role": "assistant", "content": [
                          {"type": "text", "text": "Done."}]}, "sessionId": session})
    path.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")


def hook(name: str, body: dict[str, Any], project: Path) -> None:
    proc = run_hook_script(name, body, env={"CLAUDE_PROJECT_DIR": str(project)})
    assert proc.returncode == 0, proc.stderr
    assert "Traceback" not in proc.stderr, proc.stderr


def one_session(project: Path, day: int, *, bash_ms: int = 30, commit: bool = True) -> str:
    session = str(uuid.uuid4())
    common = {"session_id": session, "cwd": str(project),
              "transcript_path": str(project.parent / f"{session}.jsonl")}
    hook("session_start", payload("SessionStart.startup", **common), project)
    for ms in (bash_ms, bash_ms + 5, bash_ms + 10):
        hook("post_tool", payload("PostToolUse.Write", **common, tool_name="Bash",
                                  tool_input={"command": "ls"}, duration_ms=ms,
                                  tool_response={"stdout": "a\nb\n", "stderr": ""}), project)
    note = project / "notes" / f"day-{day}.md"
    note.parent.mkdir(exist_ok=True)
    note.write_text(f"notes of day {day}\n", encoding="utf-8")
    hook("post_tool", payload("PostToolUse.Write", **common, tool_input={
        "file_path": str(note), "content": "x"}, tool_response={
        "type": "create", "filePath": str(note)}), project)
    hook("post_tool_failure", payload("PostToolUseFailure", **common, tool_name="Write",
                                      tool_input={"file_path": str(project / "locked" / "a.txt"),
                                                  "content": "x"},
                                      error="EACCES: permission denied, open 'locked/a.txt'"),
         project)
    transcript(Path(common["transcript_path"]), session, project, [
        (f"2026-03-{day:02d}T09:15:00Z", "please add the parser tests for the csv module"),
        (f"2026-03-{day:02d}T09:40:00Z", "now run the whole suite and fix what fails"),
    ])
    if commit:
        (project / f"work-{day}.txt").write_text("x\n", encoding="utf-8")
        git(project, "add", "-A")
        git(project, "commit", "-qm", f"day {day}")
    hook("session_end", payload("SessionEnd.other", **common), project)
    wait_for_session_end(project / ".memory-engine", session)
    return session


@pytest.fixture
def project(store: Any, store_root: Path) -> Path:
    project = store_root.parent
    git(project, "init", "-q", "-b", "main")
    (project / ".gitignore").write_text(".memory-engine/\n", encoding="utf-8")
    git(project, "add", "-A")
    git(project, "commit", "-qm", "start")
    return project


def predictions(store_root: Path) -> dict[str, dict[str, Any]]:
    from memory_engine.storage.store import Store

    store = Store.open(store_root)
    try:
        return {row.id: store.load(row.id).to_metadata()  # type: ignore[misc]
                for row in store.index.list(tier=T.ENVIRONMENT)}
    finally:
        store.close()


def test_every_bucket_gets_predictions_from_the_hooks(project: Path, store_root: Path) -> None:
    for day in range(1, 5):
        one_session(project, day)
    found = predictions(store_root)
    buckets = {meta["bucket"] for meta in found.values()}
    assert buckets == set(T.ENV_BUCKETS), sorted(found)
    for key in ("env-tool-bash", "env-refused-locked", "env-grows-notes", "env-git-branch",
                "env-git-head-moves", "env-system-python", "env-principal-prompt-length"):
        assert key in found, sorted(found)
    assert found["env-refused-locked"]["prediction"].startswith("the write fails (permission")
    assert found["env-git-branch"]["prediction"].startswith("the checkout is on branch main")
    # learned at one session end, checked at the next: hits counted, history kept
    bash = found["env-tool-bash"]
    assert bash["outcomes"]["hits"] >= 1 and bash["outcomes"]["misses"] == 0
    from memory_engine.storage.store import Store

    store = Store.open(store_root)
    try:
        ops = [v.op for v in store.history("env-tool-bash")]
    finally:
        store.close()
    assert ops[0] == "learn" and "check" in ops


def test_a_prediction_that_keeps_missing_loses_confidence(project: Path,
                                                          store_root: Path) -> None:
    for day in range(1, 5):
        one_session(project, day, bash_ms=30)
    before = predictions(store_root)["env-tool-bash"]
    confidences = [before["confidence"]]
    for day in range(5, 7):  # Bash now takes seconds: the prediction misses
        one_session(project, day, bash_ms=4000)
        confidences.append(predictions(store_root)["env-tool-bash"]["confidence"])
    after = predictions(store_root)["env-tool-bash"]
    assert after["outcomes"]["misses"] == 2
    assert confidences[0] > confidences[1] > confidences[2]
    one_session(project, 7, bash_ms=4000)  # third miss in a row: refitted on recent sessions
    revised = predictions(store_root)["env-tool-bash"]
    assert revised["outcomes"]["misses"] == 3
    assert revised["model"]["latency_ms"] > before["model"]["latency_ms"]
    from memory_engine.storage.store import Store

    store = Store.open(store_root)
    try:
        assert "revise" in [v.op for v in store.history("env-tool-bash")]
    finally:
        store.close()
