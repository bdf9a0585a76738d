"""A store a team can commit: two clones, a session each on the same day, `git merge` is clean."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest

from tests.conftest import run_cli


def git(cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, GIT_AUTHOR_NAME="t", GIT_AUTHOR_EMAIL="t@example.invalid",
               GIT_COMMITTER_NAME="t", GIT_COMMITTER_EMAIL="t@example.invalid")
    return subprocess.run(["git", *args], cwd=cwd, capture_output=True, text=True, env=env,
                          timeout=60)


def turn(uuid: str, text: str, session: str) -> str:
    return json.dumps({"type": "user", "uuid": uuid, "timestamp": "2026-03-04T10:00:00Z",
                       "sessionId": session, "message": {"role": "user", "content": text}}) + "\n"


def acted(uuid: str, command: str, session: str) -> str:
    """The agent's turn: it ran a command and said it was done."""
    return json.dumps({"type": "assistant", "uuid": uuid, "timestamp": "2026-03-04T10:00:30Z",
                       "sessionId": session, "message": {"role": "assistant", "content": [
                           {"type": "tool_use", "id": f"toolu_{uuid}", "name": "Bash",
                            "input": {"command": command}},
                           {"type": "text", "text": "Done: the release is tagged."}]}}) + "\n"


def session(clone: Path, tmp: Path, session_id: str, correction: str) -> None:
    """One session in `clone`: its transcript reflected, its candidates through admission."""
    transcript = tmp / f"{session_id}.jsonl"
    transcript.write_text(turn(f"{session_id}-1", "set up the release script", session_id)
                          + acted(f"{session_id}-a", "git tag 1.4.0 && git push --tags",
                                  session_id)
                          + turn(f"{session_id}-2", correction, session_id), encoding="utf-8")
    env = {"MEMORY_ENGINE_ROOT": str(clone / ".memory-engine")}
    out = run_cli("reflexion", "--transcript", str(transcript), env=env)
    assert out.returncode == 0, out.stderr
    processed = run_cli("drafts", "process", env=env)
    assert processed.returncode == 0, processed.stderr
    assert run_cli("manifest", env=env).returncode == 0


@pytest.fixture
def clones(tmp_path: Path, env_home: Path) -> tuple[Path, Path]:
    origin = tmp_path / "origin"
    origin.mkdir()
    assert git(origin, "init", "-q", "-b", "main").returncode == 0
    init = run_cli("init", env={"MEMORY_ENGINE_ROOT": str(origin / ".memory-engine")})
    assert init.returncode == 0, init.stderr
    git(origin, "add", "-A")
    assert git(origin, "commit", "-q", "-m", "store").returncode == 0
    a, b = tmp_path / "a", tmp_path / "b"
    for clone in (a, b):
        assert git(tmp_path, "clone", "-q", str(origin), str(clone)).returncode == 0
    return a, b


def test_two_clones_sessions_on_the_same_day_merge_cleanly(clones: tuple[Path, Path],
                                                           tmp_path: Path) -> None:
    a, b = clones
    session(a, tmp_path, "alpha-session", "no, that's wrong: always tag releases with a v prefix")
    session(b, tmp_path, "bravo-session", "stop, never push release tags before CI is green")
    for clone, who in ((a, "alpha"), (b, "bravo")):
        git(clone, "add", "-A")
        assert git(clone, "commit", "-q", "-m", who).returncode == 0
    assert git(a, "fetch", "-q", str(b), "main").returncode == 0
    merged = git(a, "merge", "--no-edit", "FETCH_HEAD")
    assert merged.returncode == 0 and "CONFLICT" not in merged.stdout + merged.stderr
    assert git(a, "status", "--porcelain").stdout == ""
    traces = sorted(p.name for p in (a / ".memory-engine" / "episodic").glob("2026-03-0*.md"))
    assert any("alpha-session" in t for t in traces) and any("bravo-session" in t for t in traces)
    drafts = a / ".memory-engine" / "_drafts"
    memory = " ".join(p.read_text(encoding="utf-8") for p in drafts.rglob("*.md"))
    memory += " ".join(p.read_text(encoding="utf-8")
                       for p in (a / ".memory-engine" / "procedural").glob("*.md"))
    assert "v prefix" in memory and "CI is green" in memory
    # the index is derived: after the merge it sees both sessions' files
    listed = run_cli("list", "--tier", "episodic", "--json",
                     env={"MEMORY_ENGINE_ROOT": str(a / ".memory-engine")})
    assert listed.returncode == 0, listed.stderr
    ids = [r["id"] for r in json.loads(listed.stdout)]
    assert any("alpha-session" in i for i in ids) and any("bravo-session" in i for i in ids)
