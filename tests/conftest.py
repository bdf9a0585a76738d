"""Shared fixtures: real stores in tmp dirs, HOME and the user store redirected, real processes."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"


@pytest.fixture
def shared_dir() -> Path:
    """The read-only reference folder beside the checkout; absent in a user's clone."""
    if not (SHARED / "claude-code").is_dir():
        pytest.skip(f"reference material not found at {SHARED} (only present in CI and dev "
                    "checkouts); this test needs real Claude Code payloads or transcripts")
    return SHARED


@pytest.fixture
def env_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A throwaway HOME so a stray write to the real home fails loudly instead of polluting it."""
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_DATA_HOME", str(home / ".local" / "share"))
    monkeypatch.setenv("XDG_STATE_HOME", str(home / ".local" / "state"))
    monkeypatch.delenv("CLAUDE_PROJECT_DIR", raising=False)
    monkeypatch.delenv("MEMORY_ENGINE_DISABLE", raising=False)
    return home


@pytest.fixture
def store_root(tmp_path: Path, env_home: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Env vars pointing the project and user stores into tmp_path (not yet initialised)."""
    root = tmp_path / "project" / ".memory-engine"
    user = tmp_path / "user-store"
    root.parent.mkdir(parents=True)
    monkeypatch.setenv("MEMORY_ENGINE_ROOT", str(root))
    monkeypatch.setenv("MEMORY_ENGINE_USER_ROOT", str(user))
    return root


@pytest.fixture
def store(store_root: Path) -> Iterator[object]:
    from memory_engine.storage.store import Store

    s = Store.open(store_root)
    s.init()
    yield s
    s.close()


def run_cli(*args: str, cwd: Path | None = None, input: str | None = None,
            env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """Run `python -m memory_engine ARGS` as a real process with the current environment."""
    full_env = dict(os.environ)
    if env:
        full_env.update(env)
    return subprocess.run([sys.executable, "-m", "memory_engine", *args], cwd=cwd, input=input,
                          capture_output=True, text=True, env=full_env, timeout=300)


def run_cli_json(*args: str, **kwargs: object) -> object:
    proc = run_cli(*args, "--json", **kwargs)  # type: ignore[arg-type]
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)


def run_hook_script(name: str, payload: object,
                    env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """Run hooks/<name>.py as Claude Code does: a real process, the payload as JSON on stdin."""
    full = dict(os.environ, **(env or {}))
    full.pop("MEMORY_ENGINE_DISABLE", None)
    return subprocess.run([sys.executable, str(REPO / "hooks" / f"{name}.py")],
                          input=json.dumps(payload), capture_output=True, text=True, env=full,
                          timeout=60)


def wait_for_session_end(root: Path | str, session: str | None = None,
                         timeout: float = 60.0) -> None:
    """Return once SessionEnd's detached worker has finished the work of `session` (of every
    session when None) in the store at `root`: the SessionEnd hook returns before its work is
    done, and a test that reads the store after it must wait for the worker."""
    from memory_engine.jobs.session_end import wait

    assert wait(str(root), session, timeout), \
        f"SessionEnd's worker did not finish within {timeout:.0f} s in {root}"


def built_bench_store(base: Path) -> tuple[object, dict[str, str]]:
    """The labelled retrieval benchmark store under `base`, and the env that points at it."""
    if str(REPO) not in sys.path:
        sys.path.insert(0, str(REPO))
    from benchmarks.retrieval.build_store import build

    store = build(base)
    env = {"MEMORY_ENGINE_ROOT": str(store.root), "MEMORY_ENGINE_USER_ROOT": str(base / "user"),
           "HOME": str(base / "home")}
    return store, env
