"""scripts/demo end to end, in a temp folder, with a venv that runs this checkout's code."""

from __future__ import annotations

import os
import shlex
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def checkout_venv(base: Path) -> Path:
    """A venv whose memory_engine is this checkout's lib/ (as after `pip install -e .`) and that
    sees this interpreter's dependencies, so the demo reinstalls nothing and needs no index."""
    venv = base / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True,
                   timeout=120)
    site = next((venv / "lib").glob("python3*/site-packages"))
    deps = next(p for p in sys.path if p.endswith("site-packages") and Path(p).is_dir())
    (site / "00-checkout.pth").write_text(f"{REPO / 'lib'}\n", encoding="utf-8")
    (site / "deps.pth").write_text(f"import site; site.addsitedir({deps!r})\n", encoding="utf-8")
    script = venv / "bin" / "memengine"
    script.write_text(f"#!{venv / 'bin' / 'python'}\nfrom memory_engine.cli.main import entry\n"
                      "entry()\n", encoding="utf-8")
    script.chmod(0o755)
    return venv


def run_demo(venv: Path, demo: Path, cwd: Path, home: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items()
           if not k.startswith("MEMORY_ENGINE_") and k not in ("PYTHONPATH", "XDG_BIN_HOME")}
    env.update(VENV=str(venv), HOME=str(home), XDG_DATA_HOME=str(home / ".local" / "share"),
               PYTHON=sys.executable)
    return subprocess.run(["bash", str(REPO / "scripts" / "demo"), str(demo)], cwd=cwd,
                          capture_output=True, text=True, env=env, timeout=600)


def test_the_demo_ends_with_the_install_command_and_where_the_cli_is(tmp_path: Path) -> None:
    venv = checkout_venv(tmp_path)
    home = tmp_path / "home"
    home.mkdir()
    mine = tmp_path / "my project"
    mine.mkdir()
    proc = run_demo(venv, tmp_path / "demo", mine, home)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    tail = proc.stdout.split("== next:")[-1]
    line = next(ln for ln in tail.splitlines() if "install.py" in ln)
    assert shlex.split(line) == [sys.executable, str(REPO / "install.py"), str(mine)], tail
    assert str(venv / "bin" / "memengine") in tail and "~/.local/bin" in tail
    assert not (home / ".local" / "bin").exists()  # the demo touched nothing outside its folder
    # the printed command is the real one: it installs into that project
    env = {**os.environ, "HOME": str(home), "MEMORY_ENGINE_USER_ROOT": str(tmp_path / "user")}
    env.pop("MEMORY_ENGINE_ROOT", None)
    installed = subprocess.run(["bash", "-c", line.strip() + " --dry-run"], capture_output=True,
                               text=True, env=env, timeout=300)
    assert installed.returncode == 0, installed.stderr
    assert str(mine / ".claude" / "settings.local.json") in installed.stdout


def test_run_from_the_repository_the_demo_names_a_placeholder_project(tmp_path: Path) -> None:
    venv = checkout_venv(tmp_path)
    home = tmp_path / "home"
    home.mkdir()
    proc = run_demo(venv, tmp_path / "demo", REPO, home)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    tail = proc.stdout.split("== next:")[-1]
    assert f"{REPO / 'install.py'} /path/to/your/project" in tail
    assert "replace the path" in tail
