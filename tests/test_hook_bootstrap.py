"""The plugin launcher (hooks/launch) finds or builds its Python and always exits 0.

Each test runs the real launcher with `sh` on a copy of the plugin's files in a temp folder, with
a controlled PATH. Nothing here reaches a package index: pip is pointed at no index at all.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]


@pytest.fixture
def plugin(tmp_path: Path) -> Path:
    root = tmp_path / "plugin root"
    ignore = shutil.ignore_patterns("__pycache__", "*.egg-info")
    shutil.copytree(REPO / "hooks", root / "hooks", ignore=ignore)
    shutil.copytree(REPO / "lib", root / "lib", ignore=ignore)
    shutil.copy2(REPO / "pyproject.toml", root / "pyproject.toml")
    return root


@pytest.fixture
def project(store_root: Path) -> Path:
    from memory_engine.storage.store import Store

    store = Store.open(store_root)
    store.init()
    store.close()
    return store_root.parent


def launch(plugin: Path, data: Path, name: str, stdin: bytes, path: str,
           **extra: str) -> subprocess.CompletedProcess[bytes]:
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", "MEMORY_ENGINE_PYTHON", "VIRTUAL_ENV")}
    env.update({"PATH": path, "CLAUDE_PLUGIN_ROOT": str(plugin), "CLAUDE_PLUGIN_DATA": str(data),
                "PIP_NO_INDEX": "1", "PIP_FIND_LINKS": "", **extra})
    return subprocess.run(["/bin/sh", str(plugin / "hooks" / "launch"), name], input=stdin,
                          capture_output=True, env=env, timeout=120)


def event(project: Path, name: str = "PostToolUse") -> bytes:
    return json.dumps({"session_id": "s1", "transcript_path": "", "cwd": str(project),
                       "hook_event_name": name, "tool_name": "Bash", "tool_input": {},
                       "tool_response": {}}).encode()


def hook_lines(store_root: Path, name: str) -> int:
    log = store_root / ".logs" / "memory-engine.log"
    text = log.read_text("utf-8") if log.exists() else ""
    return text.count(f"hook {name} ")


def with_deps_path() -> str:
    return f"{Path(sys.executable).parent}{os.pathsep}/usr/bin{os.pathsep}/bin"


def test_first_run_records_a_ready_python_and_runs_the_hook(
        plugin: Path, project: Path, store_root: Path, tmp_path: Path) -> None:
    data = tmp_path / "data"
    proc = launch(plugin, data, "post_tool", event(project), with_deps_path())
    assert proc.returncode == 0 and proc.stdout == b"", proc.stderr
    recorded = (data / "python").read_text().strip()
    assert Path(recorded).parent == Path(sys.executable).parent
    assert hook_lines(store_root, "post_tool") == 1
    # later runs use the record: no Python on PATH needed any more
    proc = launch(plugin, data, "post_tool", event(project), str(tmp_path / "empty"))
    assert proc.returncode == 0, proc.stderr
    assert hook_lines(store_root, "post_tool") == 2


def test_a_plugin_update_checks_the_environment_again(
        plugin: Path, project: Path, store_root: Path, tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    (data / "python").write_text("/nonexistent/python\n")
    old = time.time() - 3600
    os.utime(data / "python", (old, old))  # recorded before the plugin files were updated
    proc = launch(plugin, data, "post_tool", event(project), with_deps_path())
    assert proc.returncode == 0, proc.stderr
    assert (data / "python").read_text().strip() != "/nonexistent/python"
    assert hook_lines(store_root, "post_tool") == 1


def test_memory_engine_python_wins(plugin: Path, project: Path, store_root: Path,
                                   tmp_path: Path) -> None:
    data = tmp_path / "data"
    proc = launch(plugin, data, "post_tool", event(project), str(tmp_path / "empty"),
                  MEMORY_ENGINE_PYTHON=sys.executable)
    assert proc.returncode == 0, proc.stderr
    assert hook_lines(store_root, "post_tool") == 1
    assert not data.exists()


def test_no_python_at_all_tells_the_user_what_to_do(plugin: Path, project: Path,
                                                     tmp_path: Path) -> None:
    empty = tmp_path / "empty"
    empty.mkdir()
    proc = launch(plugin, tmp_path / "data", "session_start", event(project, "SessionStart"),
                  str(empty))
    assert proc.returncode == 0
    message = json.loads(proc.stdout)["systemMessage"]  # shown to the user, not the model
    assert "Python 3.11" in message and "MEMORY_ENGINE_PYTHON" in message
    proc = launch(plugin, tmp_path / "data", "pre_write", event(project, "PreToolUse"),
                  str(empty))
    assert proc.returncode == 0 and proc.stdout == b""  # nothing to block, nothing said
    assert b"Python 3.11" in proc.stderr


def test_disable_and_unknown_names_exit_0_quietly(plugin: Path, tmp_path: Path) -> None:
    proc = launch(plugin, tmp_path / "data", "session_start", b"{}", with_deps_path(),
                  MEMORY_ENGINE_DISABLE="1")
    assert proc.returncode == 0 and proc.stdout == b"" and proc.stderr == b""
    proc = launch(plugin, tmp_path / "data", "rm -rf", b"{}", with_deps_path())
    assert proc.returncode == 0 and proc.stdout == b"" and b"unknown hook" in proc.stderr


def release_readers(fifo: Path) -> None:
    """Whoever waits to read `fifo` reads an empty file (nothing happens when no one does)."""
    with contextlib.suppress(OSError):  # no reader (ENXIO)
        os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))


def test_without_dependencies_a_venv_is_built_in_the_background(
        plugin: Path, project: Path, tmp_path: Path) -> None:
    """A Python lacking the dependencies: the hook returns at once, a detached setup builds a
    venv; with no package index reachable it fails, and the next session says why and how."""
    bare = tmp_path / "bare python"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(bare)], check=True,
                   timeout=120)
    path = f"{bare / 'bin'}{os.pathsep}{tmp_path / 'empty'}"
    data = tmp_path / "data"
    # pip reads its configuration from a pipe that no one writes to yet: until the test opens
    # it, the setup's pip waits, so a hook that waited for pip would never return.
    pip_config = tmp_path / "pip.conf"
    os.mkfifo(pip_config)
    proc = launch(plugin, data, "session_start", event(project, "SessionStart"), path,
                  PIP_CONFIG_FILE=str(pip_config))
    assert proc.returncode == 0, proc.stderr
    assert "setting up its Python environment" in json.loads(proc.stdout)["systemMessage"]
    failed = data / "setup-failed.txt"
    assert not failed.exists()  # the setup is still waiting for its pip
    deadline = time.monotonic() + 180
    while not failed.exists() and time.monotonic() < deadline:
        release_readers(pip_config)  # pip may open its configuration more than once
        time.sleep(0.5)
    assert failed.exists(), (data / "setup.log").read_text(errors="replace")
    assert not (data / "python").exists()
    proc = launch(plugin, data, "session_start", event(project, "SessionStart"), path)
    message = json.loads(proc.stdout)["systemMessage"]
    assert "setting up its Python environment failed" in message
    assert "MEMORY_ENGINE_PYTHON" in message
