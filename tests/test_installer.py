"""install.py end to end, as a real process on real folders (paths with spaces on purpose)."""

from __future__ import annotations

import json
import os
import shlex
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

from memory_engine.handlers import EVENTS
from memory_engine.installer.settings import HOOK_CODE

REPO = Path(__file__).resolve().parents[1]
SYSTEM_PATH = os.pathsep.join(["/usr/bin", "/bin"])

FOREIGN = {
    "permissions": {"allow": ["Bash(ls:*)"]},
    "hooks": {
        "Stop": [{"hooks": [{"type": "command", "command": "echo theirs", "timeout": 5}]}],
        "PreToolUse": [{"matcher": "Bash", "hooks": [{"type": "command",
                                                      "command": "check-bash.sh"}]}],
    },
    "model": "their-choice",
}


@pytest.fixture
def project(tmp_path: Path, env_home: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "my project"
    path.mkdir()
    monkeypatch.setenv("MEMORY_ENGINE_USER_ROOT", str(tmp_path / "user store"))
    monkeypatch.delenv("MEMORY_ENGINE_ROOT", raising=False)
    monkeypatch.delenv("XDG_BIN_HOME", raising=False)
    # a PATH without this interpreter's folder, where pip put its own `memengine`
    monkeypatch.setenv("PATH", SYSTEM_PATH)
    return path


def install(*args: str, cwd: Path | None = None,
            path: str | None = None) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ)
    if path is not None:
        env["PATH"] = path
    return subprocess.run([sys.executable, str(REPO / "install.py"), *args], capture_output=True,
                          text=True, cwd=cwd, env=env, timeout=300)


def settings_file(project: Path, name: str = "settings.local.json") -> Path:
    return project / ".claude" / name


def our_commands(data: dict[str, object]) -> list[str]:
    hooks = data.get("hooks", {})
    assert isinstance(hooks, dict)
    return [h["command"] for groups in hooks.values() for g in groups for h in g["hooks"]
            if "memory_engine.hookrun" in h["command"]]


def test_install_wires_hooks_inits_store_and_reports(project: Path) -> None:
    proc = install(str(project))
    assert proc.returncode == 0, proc.stderr
    data = json.loads(settings_file(project).read_text(encoding="utf-8"))
    commands = our_commands(data)
    assert len(commands) == len(EVENTS)  # one command per hook event
    python = os.path.abspath(sys.executable)
    assert all(shlex.split(c)[:4] == [python, "-P", "-c", HOOK_CODE] for c in commands)
    assert (project / ".memory-engine" / "semantic").is_dir()
    out = proc.stdout
    assert "hook entries written" in out and "store initialised" in out
    assert "starts with this context" in out and "semantic" in out  # the cold-start preview
    assert "auto-memory stays on" in out and "never does it for you" in out


def test_rerun_is_byte_identical_and_writes_nothing(project: Path) -> None:
    assert install(str(project)).returncode == 0
    path = settings_file(project)
    first, mtime = path.read_bytes(), path.stat().st_mtime_ns
    proc = install(str(project))
    assert proc.returncode == 0, proc.stderr
    assert path.read_bytes() == first and path.stat().st_mtime_ns == mtime
    assert "already up to date" in proc.stdout
    assert "already initialised" in proc.stdout


def test_foreign_entries_survive_and_uninstall_restores_the_original_bytes(
        project: Path) -> None:
    path = settings_file(project, "settings.json")
    path.parent.mkdir()
    original = (json.dumps(FOREIGN, indent=4) + "\n").encode()
    path.write_bytes(original)
    assert install(str(project), "--scope", "project").returncode == 0
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["permissions"] == FOREIGN["permissions"] and data["model"] == "their-choice"
    assert data["hooks"]["Stop"][0] == FOREIGN["hooks"]["Stop"][0]  # theirs first, ours after
    assert data["hooks"]["PreToolUse"][0] == FOREIGN["hooks"]["PreToolUse"][0]
    assert path.read_text().startswith('{\n    "permissions"')  # their indentation kept
    backup = path.with_name("settings.json.memory-engine-backup")
    assert backup.read_bytes() == original
    proc = install(str(project), "--scope", "project", "--uninstall")
    assert proc.returncode == 0, proc.stderr
    assert path.read_bytes() == original
    assert not backup.exists()
    assert (project / ".memory-engine").is_dir()  # the store is kept unless asked
    assert "auto-memory was not touched" in proc.stdout


def test_uninstall_of_a_file_we_created_removes_it(project: Path) -> None:
    assert install(str(project)).returncode == 0
    assert install(str(project), "--uninstall").returncode == 0
    assert not settings_file(project).exists()


def test_uninstall_after_user_edits_keeps_their_edits(project: Path) -> None:
    assert install(str(project)).returncode == 0
    path = settings_file(project)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["env"] = {"FOO": "1"}
    path.write_text(json.dumps(data), encoding="utf-8")
    assert install(str(project), "--uninstall").returncode == 0
    assert json.loads(path.read_text(encoding="utf-8")) == {"env": {"FOO": "1"}}


def test_dry_run_shows_the_diff_and_writes_nothing(project: Path) -> None:
    proc = install(str(project), "--dry-run")
    assert proc.returncode == 0, proc.stderr
    assert "+++" in proc.stdout and "raise SystemExit(main())' session_start" in proc.stdout
    assert "dry run: nothing written" in proc.stdout
    assert list(project.iterdir()) == []
    assert install(str(project)).returncode == 0
    before = settings_file(project).read_bytes()
    proc = install(str(project), "--uninstall", "--dry-run")
    assert proc.returncode == 0 and '-    "SessionStart": [' in proc.stdout
    assert settings_file(project).read_bytes() == before


@pytest.mark.parametrize("bad", [b"{\"hooks\": {", b"[1, 2]", b"{\"hooks\": []}",
                                 b"{\"hooks\": {\"Stop\": {}}}", b"\xff\xfe{}"])
def test_invalid_settings_are_refused_and_left_untouched(project: Path, bad: bytes) -> None:
    path = settings_file(project)
    path.parent.mkdir()
    path.write_bytes(bad)
    proc = install(str(project))
    assert proc.returncode == 1
    assert str(path) in proc.stderr and "nothing was changed" in proc.stderr
    assert path.read_bytes() == bad
    assert sorted(p.name for p in path.parent.iterdir()) == ["settings.local.json"]
    assert not (project / ".memory-engine").exists()


def test_user_scope_writes_the_home_settings(project: Path, env_home: Path) -> None:
    proc = install("--scope", "user", cwd=project)
    assert proc.returncode == 0, proc.stderr
    data = json.loads((env_home / ".claude" / "settings.json").read_text(encoding="utf-8"))
    assert len(our_commands(data)) == len(EVENTS)
    assert not (project / ".memory-engine").exists()  # no PROJECT_DIR given: no store made
    assert "memengine init" in proc.stdout


def test_uninstall_remove_store_archives_first(project: Path) -> None:
    assert install(str(project)).returncode == 0
    (project / ".memory-engine" / "semantic" / "note.md").write_text("keep me\n", "utf-8")
    proc = install(str(project), "--uninstall", "--remove-store")
    assert proc.returncode == 0, proc.stderr
    assert not (project / ".memory-engine").exists()
    archives = list(project.glob("memory-engine-store-*.tar.gz"))
    assert len(archives) == 1
    with tarfile.open(archives[0]) as tar:
        member = tar.extractfile(".memory-engine/semantic/note.md")
        assert member is not None and member.read() == b"keep me\n"


def test_an_unusable_python_is_refused_with_the_fix(project: Path, tmp_path: Path) -> None:
    proc = install(str(project), "--python", str(tmp_path / "nope" / "python"))
    assert proc.returncode == 1 and "does not run" in proc.stderr
    assert not (project / ".claude").exists()


def test_interpreter_path_with_spaces_runs_the_hooks(project: Path, tmp_path: Path) -> None:
    """A venv in a folder with spaces that sees this checkout's packages, named by --python."""
    venv = tmp_path / "tools dir" / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True,
                   timeout=120)
    site = next((venv / "lib").glob("python3*/site-packages"))
    ours = next(p for p in sys.path if p.endswith("site-packages") and Path(p).is_dir())
    (site / "checkout.pth").write_text(f"import site; site.addsitedir({ours!r})\n")
    python = venv / "bin" / "python"
    proc = install(str(project), "--python", str(python))
    assert proc.returncode == 0, proc.stderr
    data = json.loads(settings_file(project).read_text(encoding="utf-8"))
    command = data["hooks"]["SessionStart"][0]["hooks"][0]["command"]
    assert command.startswith(f"'{python}'")
    # run the exact command line through a shell, as Claude Code does
    event = json.dumps({"session_id": "s", "transcript_path": "", "cwd": str(project),
                        "hook_event_name": "PostToolUse", "tool_name": "Bash",
                        "tool_input": {}, "tool_response": {}})
    post = data["hooks"]["PostToolUse"][0]["hooks"][0]["command"]
    run = subprocess.run(["sh", "-c", post], input=event, capture_output=True, text=True,
                         cwd=project, env={**os.environ, "CLAUDE_PROJECT_DIR": str(project)},
                         timeout=60)
    assert run.returncode == 0 and run.stdout == "", run.stderr
    log = (project / ".memory-engine" / ".logs" / "memory-engine.log").read_text("utf-8")
    assert "hook post_tool ok" in log


def test_a_reader_that_stops_reading_gets_no_traceback(project: Path) -> None:
    """`install.py ... | head`: the pipe's read end is closed before install.py writes a byte."""
    for extra in ([], ["--dry-run"], ["--uninstall"]):
        read_end, write_end = os.pipe()
        os.close(read_end)
        proc = subprocess.run([sys.executable, str(REPO / "install.py"), str(project), *extra],
                              stdout=write_end, stderr=subprocess.PIPE, text=True,
                              env=dict(os.environ), timeout=300)
        os.close(write_end)
        assert proc.returncode == 0, proc.stderr
        assert "Traceback" not in proc.stderr and "BrokenPipe" not in proc.stderr, proc.stderr
        if not extra:  # the install itself was done before the report was lost
            assert our_commands(json.loads(settings_file(project).read_text("utf-8")))


def test_no_empty_backup_and_uninstall_leaves_no_empty_claude_folder(project: Path) -> None:
    assert install(str(project)).returncode == 0
    assert sorted(p.name for p in (project / ".claude").iterdir()) == ["settings.local.json"]
    proc = install(str(project), "--uninstall")
    assert proc.returncode == 0, proc.stderr
    assert not (project / ".claude").exists()
    assert "nothing but memory-engine's entries" in proc.stdout


def test_uninstall_keeps_a_claude_folder_that_holds_other_files(project: Path) -> None:
    (project / ".claude").mkdir()
    (project / ".claude" / "commands.md").write_text("mine\n", encoding="utf-8")
    assert install(str(project)).returncode == 0
    assert install(str(project), "--uninstall").returncode == 0
    assert not settings_file(project).exists()
    assert sorted(p.name for p in (project / ".claude").iterdir()) == ["commands.md"]


def test_an_empty_backup_left_by_an_earlier_version_still_means_we_made_the_file(
        project: Path) -> None:
    assert install(str(project)).returncode == 0
    backup = settings_file(project).with_name("settings.local.json.memory-engine-backup")
    backup.write_bytes(b"")
    assert install(str(project), "--uninstall").returncode == 0
    assert not (project / ".claude").exists()


def launcher_of(home: Path) -> Path:
    return home / ".local" / "bin" / "memengine"


def test_install_puts_a_memengine_launcher_where_the_shell_finds_it(
        project: Path, env_home: Path) -> None:
    proc = install(str(project))
    assert proc.returncode == 0, proc.stderr
    launcher = launcher_of(env_home)
    assert os.access(launcher, os.X_OK)
    assert f"a launcher at {launcher}" in proc.stdout
    assert f"{launcher.parent} is not on your PATH" in proc.stdout  # and how to add it
    assert 'export PATH="' in proc.stdout
    # it is the real command line, run the way a shell runs it
    run = subprocess.run(["memengine", "status", "--root", str(project / ".memory-engine")],
                         capture_output=True, text=True, timeout=120,
                         env={**os.environ, "PATH": f"{launcher.parent}{os.pathsep}{SYSTEM_PATH}"})
    assert run.returncode == 0, run.stderr
    assert "memory-engine store" in run.stdout
    written = launcher.stat().st_mtime_ns
    on_path = install(str(project), path=f"{launcher.parent}{os.pathsep}{SYSTEM_PATH}")
    assert "is not on your PATH" not in on_path.stdout
    assert launcher.stat().st_mtime_ns == written  # a rerun writes nothing
    proc = install(str(project), "--uninstall")
    assert proc.returncode == 0, proc.stderr
    assert not launcher.exists() and f"launcher {launcher} removed" in proc.stdout


def test_a_memengine_that_is_not_ours_is_never_overwritten(project: Path,
                                                           env_home: Path) -> None:
    launcher = launcher_of(env_home)
    launcher.parent.mkdir(parents=True)
    launcher.write_text("#!/bin/sh\necho someone else's memengine\n", encoding="utf-8")
    proc = install(str(project))
    assert proc.returncode == 0, proc.stderr
    assert launcher.read_text(encoding="utf-8") == "#!/bin/sh\necho someone else's memengine\n"
    assert "is not memory-engine's launcher, so it was left alone" in proc.stdout
    assert f"{shlex.quote(os.path.abspath(sys.executable))} -P -m memory_engine" in proc.stdout
    assert install(str(project), "--uninstall").returncode == 0
    assert launcher.read_text(encoding="utf-8") == "#!/bin/sh\necho someone else's memengine\n"


def test_the_launcher_stays_while_another_install_uses_it(project: Path, env_home: Path,
                                                          tmp_path: Path) -> None:
    other = tmp_path / "other project"
    other.mkdir()
    assert install(str(project)).returncode == 0
    assert install(str(other)).returncode == 0
    launcher = launcher_of(env_home)
    proc = install(str(project), "--uninstall")
    assert "other install(s) still use it" in proc.stdout
    assert launcher.is_file() and str(project) not in launcher.read_text(encoding="utf-8")
    proc = install(str(other), "--uninstall")
    assert not launcher.exists(), proc.stdout


def test_no_launcher_when_pip_already_put_memengine_on_the_path(project: Path,
                                                                env_home: Path) -> None:
    own = Path(sys.executable).parent
    if not (own / "memengine").exists():
        pytest.skip(f"this interpreter has no memengine console script in {own}")
    proc = install(str(project), path=f"{own}{os.pathsep}{SYSTEM_PATH}")
    assert proc.returncode == 0, proc.stderr
    assert "already on your PATH" in proc.stdout
    assert not launcher_of(env_home).exists()
