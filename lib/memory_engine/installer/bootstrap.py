"""The plugin's first run: find or build the Python environment, then run the hook.

`hooks/launch` calls this (with the first Python 3.11+ on PATH) when no interpreter is recorded
yet in the plugin's data folder:

    python3 -m memory_engine.installer.bootstrap HOOK PLUGIN_ROOT DATA_DIR

- If this interpreter already imports every dependency, it is recorded in DATA_DIR/python and the
  hook runs at once (exec: the payload on stdin is untouched).
- Otherwise a venv is built in DATA_DIR/venv by a detached background process (`--setup`), so no
  hook waits for pip; until it is ready the hooks do nothing, and the session-start hook tells the
  user (as a systemMessage, which the user sees and the model does not) what is happening or what
  went wrong and how to fix it. A failed setup is retried at most once an hour.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

from memory_engine.installer import environment as env

RETRY_AFTER_S = 3600


def record(data: Path, python: str) -> None:
    from memory_engine.storage.atomic import atomic_write_text

    atomic_write_text(data / "python", python + "\n")
    (data / "setup-failed.txt").unlink(missing_ok=True)


def tell_user(hook: str, message: str) -> None:
    """One line for the user: a systemMessage at session start, stderr otherwise (never stdout
    text, which would reach the model)."""
    if hook == "session_start":
        sys.stdout.write(json.dumps({"systemMessage": message}) + "\n")
    sys.stderr.write(message + "\n")


def run_hook(root: Path, hook: str, python: str) -> int:
    script = str(root / "hooks" / f"{hook}.py")
    os.execv(python, [python, script])
    return 0  # pragma: no cover - execv does not return


def has_dependencies(root: Path) -> bool:
    return not env.missing_distributions(env.distribution_names(env.requirements(root)))


def setup(data: Path, root: Path) -> int:
    """Build the venv (background process); one at a time, under a lock. It gets the
    dependencies the plugin's pyproject.toml declares; the package itself runs from the
    plugin's lib/ (hooks/launch puts it on PYTHONPATH)."""
    import fcntl

    data.mkdir(parents=True, exist_ok=True)
    lock = os.open(data / "setup.lock", os.O_RDWR | os.O_CREAT, 0o644)
    try:
        fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return 0  # another setup is running
    try:
        python = env.create_venv(data / "venv", sys.executable, env.requirements(root))
        record(data, str(python))
        setup_mcp(data, root)
    except Exception as exc:  # the message already says what to do
        (data / "setup-failed.txt").write_text(f"{exc}\n", encoding="utf-8")
    finally:
        os.close(lock)
    return 0


def setup_mcp(data: Path, root: Path) -> None:
    """The optional `mcp` package for the plugin's MCP server, into the venv just built. Best
    effort: the hooks work without it, so a failure is only written down (mcp-setup-failed.txt);
    the server, started without the package, says on stderr how to install it."""
    from memory_engine.installer.mcpconfig import mcp_requirements

    try:
        env.create_venv(data / "venv", sys.executable, mcp_requirements(root))
        (data / "mcp-setup-failed.txt").unlink(missing_ok=True)
    except Exception as exc:
        (data / "mcp-setup-failed.txt").write_text(f"{exc}\n", encoding="utf-8")


def setup_running(data: Path) -> bool:
    import fcntl

    try:
        lock = os.open(data / "setup.lock", os.O_RDWR)
    except OSError:
        return False
    try:
        fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return True
    finally:
        os.close(lock)
    return False


def main(argv: list[str]) -> int:
    if argv[:1] == ["--setup"]:
        return setup(Path(argv[1]), Path(argv[2]))
    hook, root, data = argv[0], Path(argv[1]), Path(argv[2])
    data.mkdir(parents=True, exist_ok=True)
    if has_dependencies(root):
        record(data, sys.executable)
        return run_hook(root, hook, sys.executable)
    venv_py = env.venv_python(data / "venv")
    if venv_py.exists() and not setup_running(data):
        probe = env.probe(str(venv_py), env.distribution_names(env.requirements(root)))
        if probe is not None and not probe.missing:
            record(data, str(venv_py))
            return run_hook(root, hook, str(venv_py))
    failed = data / "setup-failed.txt"
    if failed.is_file() and time.time() - failed.stat().st_mtime < RETRY_AFTER_S:
        if hook == "session_start":
            tell_user(hook, "memory-engine is off: setting up its Python environment failed: "
                      f"{failed.read_text(encoding='utf-8').strip()} (set MEMORY_ENGINE_PYTHON "
                      "to a Python that has its dependencies to skip this step; it is retried "
                      "within the hour)")
        return 0
    if not setup_running(data):
        log = open(data / "setup.log", "ab")  # noqa: SIM115 - handed to the detached child
        subprocess.Popen([sys.executable, "-m", "memory_engine.installer.bootstrap", "--setup",
                          str(data), str(root)], stdin=subprocess.DEVNULL, stdout=log, stderr=log,
                         start_new_session=True, env=os.environ.copy())
        log.close()
    if hook == "session_start":
        tell_user(hook, "memory-engine is setting up its Python environment in the background "
                  f"(first run, in {data / 'venv'}); memory is active from the next session.")
    return 0


if __name__ == "__main__":
    try:
        raise SystemExit(main(sys.argv[1:]))
    except SystemExit:
        raise
    except BaseException as exc:
        sys.stderr.write(f"memory-engine: plugin setup failed: {exc!r}\n")
        raise SystemExit(0) from None
