"""End to end against the real Claude Code CLI, offline, on a fake Messages API on 127.0.0.1.

One `claude -p` session in a temp project under a temp HOME (both with spaces in their paths),
memory-engine installed with install.py beside a foreign hook that records every payload. The fake
model writes into a memory tier (the gate must refuse), then writes a normal file (must pass),
then stops. Each test asserts one fact from the fake server's request log and the files.
"""

from __future__ import annotations

import datetime as dt
import json
import os
import shlex
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from conftest import wait_for_session_end
from fake_api import FakeAnthropic, tool_results

REPO = Path(__file__).resolve().parents[2]
CLAUDE = REPO / "tests" / "e2e" / "node_modules" / ".bin" / "claude"
COLD_MARKER = "E2E-COLDSTART-MARKER"
PROMPT = "E2E-PROMPT-MARKER: write the notes file"
SEED = f"""---
id: e2e-seeded-pattern
tier: semantic
topic: build-tooling
confidence: 0.9
observations: 4
last_touched: {dt.date.today().isoformat()}
created: 2026-01-01
source: [manual]
links: []
---
{COLD_MARKER}: this project builds with `make all`; `make` alone only builds the docs.
"""
TIER_WRITE = """---
id: quick-guess
tier: semantic
topic: misc
confidence: 0.3
observations: 1
last_touched: 2026-01-01
created: 2026-01-01
source: []
links: []
---
maybe the build failed once yesterday, not sure why, possibly a fluke
"""


def claude_binary() -> Path:
    if CLAUDE.exists():
        return CLAUDE
    if shutil.which("npm") is None:
        pytest.skip("npm is not installed, so the Claude Code CLI cannot be installed for the "
                    "end-to-end tests (install Node.js 20+ with npm, then run scripts/test)")
    pytest.fail(f"{CLAUDE} is missing: run `npm install --prefix tests/e2e` (scripts/test does)")


def offline_env(api_url: str, home: Path, **extra: str) -> dict[str, str]:
    """Only what the CLI needs, every route out of the machine pointed at the fake server."""
    return {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(home),
        "LANG": "C.UTF-8", "ANTHROPIC_BASE_URL": api_url, "ANTHROPIC_API_KEY": "dummy",
        "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC": "1", "DISABLE_TELEMETRY": "1",
        "DISABLE_AUTOUPDATER": "1", "DISABLE_ERROR_REPORTING": "1",
        "CLAUDE_CODE_DISABLE_OFFICIAL_MARKETPLACE_AUTOINSTALL": "1",
        "HTTP_PROXY": api_url, "HTTPS_PROXY": api_url, "http_proxy": api_url,
        "https_proxy": api_url, "NO_PROXY": "127.0.0.1,localhost",
        "no_proxy": "127.0.0.1,localhost", **extra,
    }


def write_then_stop(project: Path) -> Any:
    """The fake model: a Write into a tier, then a normal Write, then a final answer."""
    steps = [
        {"tool_use": {"name": "Write", "id": "toolu_tier_write", "input": {
            "file_path": str(project / ".memory-engine" / "semantic" / "quick-guess.md"),
            "content": TIER_WRITE}}},
        {"tool_use": {"name": "Write", "id": "toolu_notes_write", "input": {
            "file_path": str(project / "notes.txt"), "content": "plain notes\n"}}},
        {"text": "done"},
    ]

    def script(body: dict[str, Any]) -> dict[str, Any]:
        if not body.get("tools"):  # side requests (titles, summaries): answer briefly
            return {"text": "ok"}
        return steps[min(len(tool_results(body)), len(steps) - 1)]

    return script


@dataclass
class Session:
    project: Path
    home: Path
    store: Path
    settings: Path
    settings_after_install: bytes
    settings_after_reinstall: bytes
    requests: list[dict[str, Any]]
    result: dict[str, Any]
    payloads: list[dict[str, Any]]
    install_output: str


def run_install(project: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    proc = subprocess.run([sys.executable, str(REPO / "install.py"), str(project)], env=env,
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return proc


@pytest.fixture(scope="module")
def session(tmp_path_factory: pytest.TempPathFactory) -> Session:
    claude = claude_binary()
    base = tmp_path_factory.mktemp("e2e")
    home, project = base / "home dir", base / "my project"
    home.mkdir()
    (project / ".claude").mkdir(parents=True)
    probe_log = base / "payloads.jsonl"
    probe = (f"{shlex.quote(sys.executable)} -c 'import sys; open(sys.argv[1], \"a\")"
             f".write(sys.stdin.read().replace(chr(10), chr(32)) + chr(10))' "
             f"{shlex.quote(str(probe_log))}")
    foreign = {"permissions": {"allow": ["Bash(ls:*)"]},
               "hooks": {event: [{"hooks": [{"type": "command", "command": probe,
                                             "timeout": 10}]}]
                         for event in ("SessionStart", "Stop", "SessionEnd")}}
    settings = project / ".claude" / "settings.local.json"
    settings.write_text(json.dumps(foreign, indent=2) + "\n", encoding="utf-8")

    install_env = {**os.environ, "HOME": str(home),
                   "MEMORY_ENGINE_USER_ROOT": str(base / "user store")}
    for key in ("MEMORY_ENGINE_ROOT", "CLAUDE_PROJECT_DIR", "MEMORY_ENGINE_DISABLE"):
        install_env.pop(key, None)
    installed = run_install(project, install_env)
    after_install = settings.read_bytes()
    store = project / ".memory-engine"
    (store / "semantic" / "e2e-seeded-pattern.md").write_text(SEED, encoding="utf-8")

    with FakeAnthropic(write_then_stop(project)) as api:
        env = offline_env(api.url, home, MEMORY_ENGINE_USER_ROOT=str(base / "user store"))
        proc = subprocess.run([str(claude), "-p", PROMPT, "--output-format", "json",
                               "--permission-mode", "acceptEdits"], cwd=project, env=env,
                              stdin=subprocess.DEVNULL, capture_output=True, text=True,
                              timeout=300)
        requests = list(api.requests)
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-2000:]
    result = json.loads(proc.stdout)
    wait_for_session_end(store, result["session_id"])
    after_reinstall = run_install(project, install_env)
    assert after_reinstall.returncode == 0
    payloads = [json.loads(line) for line in probe_log.read_text("utf-8").splitlines()
                if line.strip()]
    return Session(project, home, store, settings, after_install, settings.read_bytes(),
                   requests, result, payloads, installed.stdout)


def store_log(s: Session) -> str:
    path = s.store / ".logs" / "memory-engine.log"
    return path.read_text(encoding="utf-8") if path.exists() else ""


def test_the_session_ran_against_the_fake_api_only(session: Session) -> None:
    assert session.result["session_id"]
    assert len(session.requests) >= 3  # tier write, notes write, final answer


def test_every_memory_engine_hook_ran_through_the_runtime(session: Session) -> None:
    log = store_log(session)
    for name in ("session_start", "user_prompt", "pre_write", "post_tool", "stop",
                 "session_end"):
        assert f"hook {name} " in log, f"no run of the {name} hook in the store log:\n{log}"
    assert " ERROR " not in log, log


def test_cold_start_context_reached_the_model(session: Session) -> None:
    first = json.dumps(session.requests[0], ensure_ascii=False)
    assert COLD_MARKER in first, "the seeded pattern is not in the first request"
    # labelled with its tier, as an item of the cold-start context
    around = first[max(0, first.index(COLD_MARKER) - 400): first.index(COLD_MARKER) + 200]
    assert "semantic" in around


def test_a_write_into_a_tier_is_denied_and_the_model_told_why(session: Session) -> None:
    assert not (session.store / "semantic" / "quick-guess.md").exists()
    results = {r["tool_use_id"]: r for r in tool_results(session.requests[-1])}
    denied = results["toolu_tier_write"]
    assert denied.get("is_error") is True
    reason = json.dumps(denied.get("content"), ensure_ascii=False)
    assert "PreToolUse:Write" in reason and "_drafts" in reason, reason
    assert (session.project / "notes.txt").read_text() == "plain notes\n"  # others pass
    assert results["toolu_notes_write"].get("is_error") is not True
    denials = session.result.get("permission_denials", [])
    assert [d["tool_use_id"] for d in denials] == ["toolu_tier_write"]


def test_stop_and_session_end_wrote_the_session_into_the_store(session: Session) -> None:
    sid = session.result["session_id"]
    episodic = session.store / "episodic"
    traces = [p for p in episodic.glob("*.md") if sid in p.read_text(encoding="utf-8")]
    assert traces, f"no episodic trace mentions session {sid}: {list(episodic.iterdir())}"


def test_the_transcript_path_from_the_payload_is_readable(session: Session) -> None:
    stops = [p for p in session.payloads if p.get("hook_event_name") == "Stop"]
    ends = [p for p in session.payloads if p.get("hook_event_name") == "SessionEnd"]
    assert stops and ends, "the foreign probe hook did not run next to ours"
    path = Path(stops[-1]["transcript_path"])
    lines = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()
             if line.strip()]
    assert any(PROMPT in json.dumps(line, ensure_ascii=False) for line in lines)
    assert ends[-1]["transcript_path"] == str(path)


def test_installing_a_second_time_leaves_settings_byte_identical(session: Session) -> None:
    assert session.settings_after_reinstall == session.settings_after_install
    data = json.loads(session.settings_after_install)
    assert data["permissions"] == {"allow": ["Bash(ls:*)"]}  # foreign keys kept
    probes = [h for g in data["hooks"]["Stop"] for h in g["hooks"]
              if "memory_engine.hookrun" not in h["command"]]
    assert len(probes) == 1  # the foreign hook kept, beside ours


def test_installer_preview_and_auto_memory_note(session: Session) -> None:
    assert "starts with this context" in session.install_output
    assert "auto-memory" in session.install_output
