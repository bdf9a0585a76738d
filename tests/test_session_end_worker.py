"""SessionEnd's background worker, through the real hook script: the hook notes the request and
leaves the work to a detached process; the work is what it was (the trace, the admission queue,
the manifests, temp-file cleanup); a failing step is logged and the others run; one session's
ends never run at once; without a worker the hook does the work itself."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import sysconfig
import time
from pathlib import Path
from typing import Any

from claude_code import SESSION, TRANSCRIPT, payload
from conftest import REPO, run_cli, wait_for_session_end

from memory_engine.jobs import session_end as job
from memory_engine.storage import sessionstate
from memory_engine.storage.store import Store

HOOK = [sys.executable, str(REPO / "hooks" / "session_end.py")]
DRAFT = "Run the database migrations before deploying the api service; it avoids downtime."


def _end(transcript: Path, project: Path) -> dict[str, Any]:
    return payload("SessionEnd.other", transcript_path=str(transcript), cwd=str(project))


def _hook(body: dict[str, Any], argv: list[str] = HOOK,
          env: dict[str, str] | None = None) -> tuple[int, subprocess.CompletedProcess[str]]:
    """The hook as a real process: its pid and what it printed."""
    proc = subprocess.Popen(argv, executable=sys.executable, stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env=env or dict(os.environ))
    out, err = proc.communicate(json.dumps(body), timeout=120)
    return proc.pid, subprocess.CompletedProcess(argv, proc.returncode, out, err)


def _log(store_root: Path) -> str:
    path = store_root / ".logs" / "memory-engine.log"
    return path.read_text(encoding="utf-8") if path.exists() else ""


def _work_pids(store_root: Path) -> list[int]:
    """The pid of every process that logged a finished session-end work."""
    return [int(m) for m in re.findall(r" pid=(\d+) session end work ", _log(store_root))]


def _queue_draft(store_root: Path) -> None:
    added = run_cli("drafts", "add", "--tier", "semantic", "--topic", "deploy", "--text", DRAFT)
    assert added.returncode == 0, added.stderr
    assert _queued(store_root)


def _queued(store_root: Path) -> list[str]:
    return [p.name for p in (store_root / "_drafts").glob("*.md") if not p.name.startswith("_")]


def _old_temp_file(store_root: Path) -> Path:
    """What a write killed half-way leaves: a temp file older than the grace period."""
    leftover = store_root / "semantic" / ".deploy.md.4242.deadbeef.tmp"
    leftover.write_text("---\nid: half\n", encoding="utf-8")
    old = time.time() - 3600
    os.utime(leftover, (old, old))
    return leftover


def _transcript(tmp_path: Path) -> Path:
    transcript = tmp_path / f"{SESSION}.jsonl"
    shutil.copy(TRANSCRIPT, transcript)
    return transcript


def test_the_hook_leaves_the_work_to_a_worker_that_does_it_all(
        store: Store, store_root: Path, tmp_path: Path) -> None:
    transcript = _transcript(tmp_path)
    _queue_draft(store_root)
    leftover = _old_temp_file(store_root)
    pid, done = _hook(_end(transcript, store_root.parent))
    assert done.returncode == 0 and done.stdout == "", done.stderr
    wait_for_session_end(store_root, SESSION)
    assert not job.pending(str(store_root))
    workers = _work_pids(store_root)
    assert len(workers) == 1 and workers[0] != pid  # done by another process
    traces = [p for p in (store_root / "episodic").glob("*.md")
              if SESSION in p.read_text(encoding="utf-8")]
    assert traces, "the final reflexion pass wrote no trace of the session"
    assert "turns_total: 2\n" in traces[0].read_text(encoding="utf-8")  # the whole transcript
    assert _queued(store_root) == []  # the admission queue was processed
    assert (store_root / "episodic" / "_MANIFEST.md").is_file()
    assert not leftover.exists()
    assert " ERROR " not in _log(store_root), _log(store_root)
    # nothing of the request is left behind
    assert sorted(p.suffix for p in (store_root / ".state" / job.PURPOSE).iterdir()) == [".lock"]


def test_state_of_sessions_that_never_ended_is_pruned_and_cursors_stay(
        store: Store, store_root: Path, tmp_path: Path) -> None:
    old = time.time() - 40 * 86400
    kept, gone = [], []
    for purpose in ("dynamics", "profile", "reflexion"):
        stale = Path(sessionstate.state_path(str(store_root), purpose, "killed-long-ago"))
        stale.parent.mkdir(parents=True, exist_ok=True)
        stale.write_text("{}", encoding="utf-8")
        os.utime(stale, (old, old))
        (kept if purpose == "reflexion" else gone).append(stale)
        fresh = stale.with_name("still-running.json")
        fresh.write_text("{}", encoding="utf-8")
        kept.append(fresh)
    _, done = _hook(_end(_transcript(tmp_path), store_root.parent))
    assert done.returncode == 0
    wait_for_session_end(store_root, SESSION)
    assert [p for p in gone if p.exists()] == []
    assert [p for p in kept if not p.exists()] == []  # a cursor may be read by a resume


def test_a_failing_step_is_logged_and_the_others_still_run(
        store: Store, store_root: Path, tmp_path: Path) -> None:
    transcript = _transcript(tmp_path)
    _queue_draft(store_root)
    leftover = _old_temp_file(store_root)
    # the reflexion pass keeps its cursor and lock under .state/reflexion/: a file there
    # instead of a folder makes the final pass fail
    (store_root / ".state").mkdir(exist_ok=True)
    (store_root / ".state" / "reflexion").write_text("not a folder\n", encoding="utf-8")
    _, done = _hook(_end(transcript, store_root.parent))
    assert done.returncode == 0, done.stderr
    wait_for_session_end(store_root, SESSION)
    log = _log(store_root)
    assert "session end: final reflexion pass failed" in log
    assert "Traceback (most recent call last)" in log
    assert _queued(store_root) == []
    assert (store_root / "episodic" / "_MANIFEST.md").is_file()
    assert not leftover.exists()
    assert len(_work_pids(store_root)) == 1


def test_one_sessions_ends_are_worked_on_one_at_a_time(
        store: Store, store_root: Path, tmp_path: Path) -> None:
    transcript = _transcript(tmp_path)
    body = _end(transcript, store_root.parent)
    name = sessionstate.safe_name(SESSION)
    with sessionstate.lock(store_root, job.PURPOSE, name):  # as a worker of this session would
        for _ in range(2):  # the session ends twice (resumed in between)
            assert _hook(body)[1].returncode == 0
        assert job.pending(str(store_root), SESSION)
        assert not job.pending(str(store_root), "another-session")
    wait_for_session_end(store_root, SESSION)
    # two workers started; the first took the latest request, the second found it taken
    assert len(_work_pids(store_root)) == 1


def test_a_killed_workers_claim_is_not_pending_and_is_done_again(
        store: Store, store_root: Path, tmp_path: Path) -> None:
    transcript = _transcript(tmp_path)
    name = sessionstate.safe_name(SESSION)
    folder = store_root / ".state" / job.PURPOSE
    folder.mkdir(parents=True)
    (folder / f"{name}.running").write_text(json.dumps({
        "session_id": SESSION, "transcript_path": str(transcript),
        "project_dir": str(store_root.parent), "reason": "other"}), encoding="utf-8")
    assert not job.pending(str(store_root))  # nobody holds its lock: its worker is gone
    worker = subprocess.run([sys.executable, "-m", job.MODULE, str(store_root), name],
                            capture_output=True, text=True, timeout=120)
    assert worker.returncode == 0, worker.stderr
    assert len(_work_pids(store_root)) == 1
    assert not (folder / f"{name}.running").exists()
    assert any(SESSION in p.read_text(encoding="utf-8")
               for p in (store_root / "episodic").glob("*.md"))


def test_without_a_worker_the_hook_does_the_work_itself(
        store: Store, store_root: Path, tmp_path: Path) -> None:
    """The interpreter the hook runs on is gone from its path (as when a venv is rebuilt while
    a session runs), so no worker can be started from it: the hook does the work before it
    exits."""
    transcript = _transcript(tmp_path)
    _queue_draft(store_root)
    gone = tmp_path / "rebuilt-venv" / "bin" / "python3"
    path = os.pathsep.join([str(REPO / "lib"), sysconfig.get_paths()["purelib"]])
    pid, done = _hook(_end(transcript, store_root.parent), [str(gone), *HOOK[1:]],
                      env=dict(os.environ, PYTHONPATH=path))
    assert done.returncode == 0, done.stderr
    assert not job.pending(str(store_root))  # no waiting: it is done already
    assert _work_pids(store_root) == [pid]
    assert _queued(store_root) == []
    assert (store_root / "episodic" / "_MANIFEST.md").is_file()
    assert " ERROR " not in _log(store_root), _log(store_root)
