"""The plugin form, with the real Claude Code CLI: validation, marketplace install, first run."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import wait_for_session_end
from fake_api import FakeAnthropic
from test_claude_e2e import REPO, claude_binary, offline_env


def cli(*args: str, env: dict[str, str], cwd: Path | None = None,
        timeout: int = 180) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(claude_binary()), *args], env=env, cwd=cwd,
                          stdin=subprocess.DEVNULL, capture_output=True, text=True,
                          timeout=timeout)


def plugin_copy(dest: Path) -> Path:
    """The files a user's clone has (tracked or new, never ignored: no .venv, no node_modules)."""
    listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others",
                             "--exclude-standard"], cwd=REPO, capture_output=True, timeout=60)
    if listed.returncode != 0:
        pytest.fail(f"git ls-files failed in {REPO}: {listed.stderr.decode()}")
    for name in filter(None, listed.stdout.decode().split("\0")):
        src = REPO / name
        if src.is_file():
            (dest / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, dest / name)
    return dest


@pytest.fixture
def home(tmp_path: Path) -> Path:
    path = tmp_path / "home dir"
    path.mkdir()
    return path


def test_plugin_passes_validation_including_directory_checks(home: Path) -> None:
    env = offline_env("http://127.0.0.1:9", home)
    proc = cli("plugin", "validate", str(REPO), "--profile", "directory", env=env)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "Validation passed" in proc.stdout
    assert "✘" not in proc.stdout, proc.stdout
    proc = cli("plugin", "validate", str(REPO / ".claude-plugin" / "marketplace.json"), env=env)
    assert proc.returncode == 0 and "Validation passed" in proc.stdout, proc.stdout


def test_marketplace_install_then_first_run_sets_up_python_and_runs_hooks(
        home: Path, tmp_path: Path) -> None:
    source = plugin_copy(tmp_path / "memory engine src")
    project = tmp_path / "my project"
    project.mkdir()
    user_store = tmp_path / "user store"
    init = subprocess.run([sys.executable, "-m", "memory_engine", "init", "--root",
                           str(project / ".memory-engine")], capture_output=True, text=True,
                          env={**os.environ, "MEMORY_ENGINE_USER_ROOT": str(user_store)},
                          timeout=120)
    assert init.returncode == 0, init.stderr
    with FakeAnthropic(lambda body: {"text": "done"}) as api:
        # a Python with the dependencies first on PATH: the first run records it and goes on
        env = offline_env(api.url, home, MEMORY_ENGINE_USER_ROOT=str(user_store))
        env["PATH"] = f"{Path(sys.executable).parent}{os.pathsep}{env['PATH']}"
        added = cli("plugin", "marketplace", "add", str(source), env=env)
        assert added.returncode == 0, added.stdout + added.stderr
        installed = cli("plugin", "install", "memory-engine@memory-engine", env=env)
        assert installed.returncode == 0, installed.stdout + installed.stderr
        run = cli("-p", "hello", "--output-format", "json", env=env, cwd=project)
        assert run.returncode == 0, run.stdout[-2000:] + run.stderr[-2000:]
        assert json.loads(run.stdout)["session_id"]
    wait_for_session_end(project / ".memory-engine", json.loads(run.stdout)["session_id"])
    log = (project / ".memory-engine" / ".logs" / "memory-engine.log").read_text("utf-8")
    for name in ("session_start", "user_prompt", "stop", "session_end"):
        assert f"hook {name} " in log, log
    recorded = list((home / ".claude" / "plugins" / "data").glob("*/python"))
    assert len(recorded) == 1
    python = recorded[0].read_text(encoding="utf-8").strip()
    assert os.path.isabs(python) and os.access(python, os.X_OK)
