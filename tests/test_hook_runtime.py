"""The hook runtime fails open: every hook, fed anything, exits 0, keeps stdout clean, logs why.

Hooks run as real subprocesses through the thin scripts in hooks/, with the payload on stdin.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import types
from pathlib import Path

import claude_code
import pytest

from memory_engine import hookrun
from memory_engine.handlers import EVENTS
from memory_engine.hookio import HookResponse

REPO = Path(__file__).resolve().parents[1]
HANDLERS = sorted(EVENTS)


def run_hook(name: str, stdin: bytes, env: dict[str, str] | None = None,
             cwd: Path | None = None) -> subprocess.CompletedProcess[bytes]:
    full = dict(os.environ)
    full["PYTHONPATH"] = str(REPO / "lib")
    full.update(env or {})
    return subprocess.run([sys.executable, str(REPO / "hooks" / f"{name}.py")], input=stdin,
                          capture_output=True, env=full, cwd=cwd, timeout=120)


def payload(event: str, project: Path, **extra: object) -> bytes:
    data = {"session_id": "11111111-2222-3333-4444-555555555555",
            "transcript_path": str(project / "missing.jsonl"), "cwd": str(project),
            "hook_event_name": event, **extra}
    return json.dumps(data).encode()


def log_text(store_root: Path) -> str:
    path = store_root / ".logs" / "memory-engine.log"
    return path.read_text(encoding="utf-8") if path.exists() else ""


def assert_no_failure_logged(store_root: Path) -> None:
    """Exit 0 and a clean stdout hold even when a handler crashes (the runtime fails open), so
    only the store's log tells whether the handler did its job."""
    bad = [line for line in log_text(store_root).splitlines()
           if " ERROR " in line or " failed" in line or line.startswith("Traceback")
           or (" hook " in line and " ms " in line and " ok " not in line)]
    assert not bad, "\n".join(bad)


def assert_clean(proc: subprocess.CompletedProcess[bytes]) -> None:
    assert proc.returncode == 0, proc.stderr.decode()
    out = proc.stdout.decode("utf-8", "replace")
    assert "Traceback" not in out
    if out.strip():  # only ever a rendered response
        json.loads(out)


@pytest.mark.parametrize("name", HANDLERS)
def test_malformed_json_exits_0_and_is_logged(name: str, store: object, store_root: Path) -> None:
    proc = run_hook(name, b'{"session_id": "abc", "hook_event_name": ')
    assert_clean(proc)
    assert proc.stdout == b""
    assert f"hook {name}: bad payload: stdin is not valid JSON" in log_text(store_root)
    assert b"bad payload" in proc.stderr and len(proc.stderr.splitlines()) == 1


@pytest.mark.parametrize("name", HANDLERS)
def test_empty_stdin_exits_0_and_is_logged(name: str, store: object, store_root: Path) -> None:
    proc = run_hook(name, b"")
    assert_clean(proc)
    assert proc.stdout == b""
    assert f"hook {name}: bad payload: empty stdin" in log_text(store_root)


@pytest.mark.parametrize("name", HANDLERS)
def test_missing_fields_are_reported_not_fatal(name: str, store: object,
                                               store_root: Path) -> None:
    proc = run_hook(name, b'{"unknown_field": [1, 2, 3]}')
    assert_clean(proc)
    log = log_text(store_root)
    assert (f"hook {name}: payload lacks session_id, transcript_path, cwd, hook_event_name"
            in log)
    assert f"hook {name} " in log.split("payload lacks")[-1]  # and the run itself was timed


@pytest.mark.parametrize("name", HANDLERS)
def test_huge_payload_exits_0(name: str, store: object, store_root: Path, tmp_path: Path) -> None:
    # a realistic huge one: a 20 MB Write, parsed and handled
    content = "x" * (20 * 1024 * 1024)
    body = payload(EVENTS[name], tmp_path, tool_name="Write", prompt="hi",
                   tool_input={"file_path": str(tmp_path / "big.txt"), "content": content})
    proc = run_hook(name, body)
    assert_clean(proc)
    assert_no_failure_logged(store_root)
    assert f"hook {name} ok " in log_text(store_root)


def test_payload_over_the_limit_is_drained_and_skipped(store: object, store_root: Path) -> None:
    proc = run_hook("post_tool", b" " * (hookrun.MAX_PAYLOAD_BYTES + 10))
    assert_clean(proc)
    assert proc.stdout == b""
    assert "hook post_tool: payload larger than" in log_text(store_root)


def test_without_a_store_problems_go_to_the_fallback_log(env_home: Path, tmp_path: Path) -> None:
    project = tmp_path / "no store here"
    project.mkdir()
    proc = run_hook("stop", b"not json", env={"CLAUDE_PROJECT_DIR": str(project)}, cwd=project)
    assert_clean(proc)
    assert not (project / ".memory-engine").exists()  # logging never creates a store
    fallback = env_home / ".local" / "state" / "memory-engine" / "memory-engine.log"
    assert "hook stop: bad payload" in fallback.read_text(encoding="utf-8")


def test_an_exception_is_logged_with_its_traceback(store: object, store_root: Path,
                                                   tmp_path: Path) -> None:
    (store_root / ".logs" / "tool-observations.jsonl").mkdir()  # the append will fail
    proc = run_hook("post_tool", payload("PostToolUse", tmp_path, tool_name="Bash",
                                         tool_input={"command": "ls"}, tool_response={}))
    assert_clean(proc)
    assert proc.stdout == b""
    log = log_text(store_root)
    assert "ERROR" in log and "hook post_tool failed: IsADirectoryError" in log
    assert "Traceback (most recent call last)" in log
    assert b"the session goes on" in proc.stderr


def test_disable_turns_every_hook_into_a_no_op(store: object, store_root: Path,
                                               tmp_path: Path) -> None:
    for name in HANDLERS:
        proc = run_hook(name, payload(EVENTS[name], tmp_path, tool_name="Bash", tool_input={}),
                        env={"MEMORY_ENGINE_DISABLE": "1"})
        assert proc.returncode == 0 and proc.stdout == b"" and proc.stderr == b""
    assert "hook " not in log_text(store_root)
    assert not (store_root / ".logs" / "tool-observations.jsonl").exists()


def test_runs_are_timed_in_the_store_log(store: object, store_root: Path, tmp_path: Path) -> None:
    proc = run_hook("post_tool", payload("PostToolUse", tmp_path, tool_name="Read",
                                         tool_input={"file_path": str(tmp_path / "a.txt")},
                                         tool_response={"file": {"content": "abc"}},
                                         duration_ms=12))
    assert_clean(proc)
    assert proc.stdout == b""
    line = [x for x in log_text(store_root).splitlines() if "hook post_tool ok" in x][-1]
    assert line.split(" ms ")[0].rsplit(" ", 1)[-1].replace(".", "").isdigit()
    observations = (store_root / ".logs" / "tool-observations.jsonl").read_text("utf-8")
    obs = json.loads(observations.splitlines()[-1])
    # the payload's cwd is the project, so the path is recorded relative to it
    assert (obs["tool"], obs["duration_ms"], obs["path"]) == ("Read", 12, "a.txt")


def test_module_form_matches_the_script_form(store: object, store_root: Path,
                                             tmp_path: Path) -> None:
    """`python -m memory_engine.hookrun NAME` (the installed settings use the -c form of the same
    runtime) keeps the contract of the scripts in hooks/."""
    proc = subprocess.run([sys.executable, "-m", "memory_engine.hookrun", "post_tool"],
                          input=b"{not json", capture_output=True, timeout=60)
    assert proc.returncode == 0 and proc.stdout == b""
    proc = subprocess.run([sys.executable, "-m", "memory_engine.hookrun", "no_such_hook"],
                          input=b"{}", capture_output=True, timeout=60)
    assert proc.returncode == 0 and proc.stdout == b""
    assert "unknown handler 'no_such_hook'" in log_text(store_root)


def test_a_hook_process_keeps_the_collector_out(store: object, store_root: Path,
                                                tmp_path: Path) -> None:
    """A hook process (the scripts in hooks/, `main`) runs through `process`: the same run,
    with the collector's passes kept out of it (a raised threshold while it runs, everything
    frozen at its end); `run` alone leaves the collector as it was."""
    code = ("import gc, sys\nfrom memory_engine import hookrun\nbefore = gc.get_threshold()\n"
            "rc = hookrun.run('post_tool')\nassert gc.get_threshold() == before\n"
            "rc += hookrun.process('post_tool')\n"
            "sys.stderr.write(f'{rc} {gc.get_threshold()[0]} {gc.get_freeze_count() > 0}')\n")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, timeout=60,
                          input=payload("PostToolUse", tmp_path, tool_name="Bash",
                                        tool_input={}, tool_response={}))
    assert proc.returncode == 0 and proc.stdout == b""
    assert proc.stderr.decode().split()[-3:] == ["0", str(hookrun.GC_THRESHOLD), "True"]
    log = log_text(store_root)  # the first run read the payload, the second found stdin empty
    assert "hook post_tool ok" in log and "bad payload: empty stdin" in log


def test_installed_command_ignores_modules_in_the_project(store: object, store_root: Path,
                                                         tmp_path: Path) -> None:
    """Hooks run with cwd = the project; a project's own json.py must not shadow the stdlib."""
    project = tmp_path / "shadowing project"
    project.mkdir()
    (project / "json.py").write_text("raise RuntimeError('project module imported')\n")
    (project / "memory_engine").mkdir()
    (project / "memory_engine" / "__init__.py").write_text("raise RuntimeError('shadowed')\n")
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    proc = subprocess.run([sys.executable, "-P", "-m", "memory_engine.hookrun", "post_tool"],
                          input=payload("PostToolUse", project, tool_name="Bash",
                                        tool_input={}, tool_response={}),
                          capture_output=True, cwd=project, env=env, timeout=60)
    assert proc.returncode == 0 and proc.stdout == b"", proc.stderr
    assert "hook post_tool ok" in log_text(store_root)


def test_real_payloads_from_claude_code(store: object, store_root: Path,
                                        tmp_path: Path) -> None:
    """One real payload per event (tests/data/claude-code/), in this project, with the real
    transcript of their session where they point to one."""
    by_event = {event: name for name, event in EVENTS.items()}
    transcript = tmp_path / claude_code.TRANSCRIPT.name
    shutil.copy(claude_code.TRANSCRIPT, transcript)
    project = str(store_root.parent)
    ran = set()
    for sample in claude_code.SAMPLES:
        raw = claude_code.payload(sample, cwd=project, transcript_path=str(transcript))
        name = by_event[raw["hook_event_name"]]
        proc = run_hook(name, json.dumps(raw).encode(), env={"CLAUDE_PROJECT_DIR": project},
                        cwd=store_root.parent)
        assert_clean(proc)
        ran.add(name)
    assert ran == set(EVENTS)
    log = log_text(store_root)
    assert "payload lacks" not in log
    assert all(f"hook {name} ok " in log for name in EVENTS), log
    assert_no_failure_logged(store_root)


def test_every_real_payload_variant_from_claude_code(shared_dir: Path, store: object,
                                                     store_root: Path) -> None:
    """Every recorded variant (resume, clear, compact, subagent...) from the reference folder."""
    by_event = {event: name for name, event in EVENTS.items()}
    ran = set()
    for sample in sorted((shared_dir / "claude-code" / "hook-payloads").glob("*.json")):
        raw = json.loads(sample.read_text(encoding="utf-8"))["payload"]
        name = by_event.get(raw["hook_event_name"])
        if name is None:
            continue
        proc = run_hook(name, json.dumps(raw).encode())
        assert_clean(proc)
        ran.add(name)
    assert ran == set(EVENTS)
    assert "payload lacks" not in log_text(store_root)
    assert_no_failure_logged(store_root)


# -- in-process checks of what a misbehaving handler cannot do ---------------------------------

class _Stdin:
    def __init__(self, data: bytes) -> None:
        self.buffer = data

    def read(self, n: int = -1) -> bytes:
        out, self.buffer = (self.buffer, b"") if n < 0 else (self.buffer[:n], self.buffer[n:])
        return out


def _fake_handler(monkeypatch: pytest.MonkeyPatch, name: str, handle: object) -> None:
    module = types.ModuleType(f"memory_engine.handlers.{name}")
    module.handle = handle  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, module.__name__, module)


def test_a_handler_cannot_print_to_stdout_or_exit_2(
        store: object, store_root: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capfdbinary: pytest.CaptureFixture[bytes]) -> None:
    def noisy(payload: object) -> HookResponse:
        print("stray debug output")
        return HookResponse(additional_context="the real context")

    def exits(payload: object) -> None:
        raise SystemExit(2)  # would block the prompt if it escaped

    _fake_handler(monkeypatch, "user_prompt", noisy)
    rc = hookrun.run("user_prompt", _Stdin(payload("UserPromptSubmit", tmp_path,  # type: ignore[arg-type]
                                                       prompt="hi")))
    out, err = capfdbinary.readouterr()
    assert rc == 0 and b"stray debug output" in err
    assert json.loads(out) == {"hookSpecificOutput": {"hookEventName": "UserPromptSubmit",
                                                      "additionalContext": "the real context"}}
    _fake_handler(monkeypatch, "stop", exits)
    rc = hookrun.run("stop", _Stdin(payload("Stop", tmp_path)))  # type: ignore[arg-type]
    out, err = capfdbinary.readouterr()
    assert rc == 0 and out == b""
    assert "hook stop failed: SystemExit(2)" in log_text(store_root)


def test_a_missing_handler_module_is_logged_not_fatal(
        store: object, store_root: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capfdbinary: pytest.CaptureFixture[bytes]) -> None:
    monkeypatch.setitem(sys.modules, "memory_engine.handlers.session_end", None)  # unimportable
    rc = hookrun.run("session_end", _Stdin(payload("SessionEnd", tmp_path)))  # type: ignore[arg-type]
    out, _ = capfdbinary.readouterr()
    assert rc == 0 and out == b""
    log = log_text(store_root)
    assert "no module memory_engine.handlers.session_end" in log
    assert "hook session_end no handler" in log


def test_a_hook_process_ends_without_the_interpreters_teardown(tmp_path: Path) -> None:
    """`finish` runs the exit handlers (rxcache keeps its patterns through one) and flushes what
    was printed, then ends the process without freeing every module and object one by one: a
    finalizer that only teardown would run does not run. With a thread still running, the
    process ends the usual way."""
    mark = tmp_path / "marks"
    code = ("import atexit, sys\n"
            "from memory_engine import hookrun\n"
            "class Kept:\n"
            "    def __del__(self, open=open):\n"
            f"        open({str(mark)!r}, 'a').write('teardown\\n')\n"
            "kept = Kept()\n"
            f"atexit.register(lambda: open({str(mark)!r}, 'a').write('exit handler\\n'))\n"
            "sys.stdout.write('printed')\n"
            "sys.stderr.write('warned')\n"
            "if len(sys.argv) > 1:\n"
            "    import threading, time\n"
            "    threading.Thread(target=time.sleep, args=(0.2,)).start()\n"
            "hookrun.finish(3)\n")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=60)
    assert (proc.returncode, proc.stdout, proc.stderr) == (3, "printed", "warned")
    assert mark.read_text() == "exit handler\n"  # no teardown: `kept` is never freed
    mark.unlink()
    proc = subprocess.run([sys.executable, "-c", code, "thread"], capture_output=True,
                          text=True, timeout=60)
    assert (proc.returncode, proc.stdout, proc.stderr) == (3, "printed", "warned")
    assert mark.read_text() == "exit handler\nteardown\n"  # the usual way, handlers once
