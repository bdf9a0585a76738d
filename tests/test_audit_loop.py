"""From the seed's audit-day store (six failure classes, L3) to L4 through the product only.

Every step is a real process on the replayed day (MEMORY_ENGINE_TODAY): the installer wires the
hooks; the sessions of the 18-day gap, kept by Claude Code as real-format transcripts, are turned
into traces by `memengine reflexion --backfill`; two more sessions go through the installed hook
scripts (SessionStart, Stop, SessionEnd, which also decides the queued lesson candidates);
`migrate-frontmatter` fixes the legacy semantic files; predictions for the three empty
environment buckets are queued with `drafts add` and decided by `drafts process`; the profile
takes two verdicts. The audit then names no failure class, says L4, and `--strict` exits 0.
No record file is written by the test itself after the seed.
"""

from __future__ import annotations

import datetime as dt
import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

from conftest import REPO, run_cli, wait_for_session_end
from test_audit import AUDIT_DAY, CLASS_IDS, build_seed_store

sys.path.insert(0, str(REPO / "benchmarks" / "reflexion"))
from sessions import Step, bash, edit, write_session


def _gap_sessions(p: str) -> list[tuple[str, list[Step]]]:
    """Sessions held during the 18 days the hooks did not run: each with a correction."""
    return [
        ("2026-05-08", [
            Step("run the calendar tests", [bash("python3 -m unittest discover", "OK")],
                 "All tests pass."),
            Step("no, that's wrong — always use pytest -q here, never unittest",
                 [bash("pytest -q", "12 passed")], "Done: 12 passed.")]),
        ("2026-05-11", [
            Step("add a helper to format meeting slots",
                 [bash("pip install pendulum", "Successfully installed pendulum")],
                 "Installed pendulum."),
            Step("no, dependencies go through uv here: uv add pendulum, not pip install",
                 [bash("uv add pendulum", "Resolved")], "Done.")]),
        ("2026-05-14", [
            Step("the invite email test fails",
                 [edit(f"{p}/tests/__snapshots__/test_invite.ambr")],
                 "Snapshot updated; it passes."),
            Step("why did you modify the snapshot? fix the template in mail/invite.py, never "
                 "update snapshots to make a test pass", [edit(f"{p}/mail/invite.py")],
                 "Fixed the template.")]),
        ("2026-05-17", [
            Step("bump the version for the release", [edit(f"{p}/pyproject.toml")],
                 "Bumped to 1.4.0."),
            Step("no — don't edit the version by hand, always run make release, it tags too",
                 [bash("make release", "tagged v1.4.0")], "Released v1.4.0.")]),
        ("2026-05-20", [
            Step("clean up the build folder", [bash("rm -rf build dist", "")], "Removed."),
            Step("no, use make clean instead of rm -rf, it keeps the cache",
                 [bash("make clean", "")], "Done.")]),
    ]


def _hook_sessions(p: str) -> list[tuple[str, list[Step]]]:
    """Sessions once the hooks are installed again."""
    return [
        ("2026-05-22", [
            Step("run the tests before I merge", [bash("python3 -m unittest", "OK")],
                 "All green."),
            Step("how many times: pytest -q, not unittest", [bash("pytest -q", "14 passed")],
                 "14 passed.")]),
        ("2026-05-23", [
            Step("add the reminder job",
                 [edit(f"{p}/jobs/remind.py"), bash("pytest -q", "15 passed")],
                 "Added; 15 passed."),
            Step("good. from now on, write commit messages in English please", [],
                 "Understood.")]),
    ]


# Predictions for the three empty buckets, as a person would queue them after those sessions.
PREDICTIONS = {
    "filesystem-response": ("when the agent writes into build/",
                            "make clean removes it on the next run"),
    "skill-output-shape": ("when pytest -q runs the whole suite",
                           "it ends with one line 'N passed in S s'; a failure prints the test "
                           "id first"),
    "workspace-state-transitions": ("when make release runs",
                                    "the version in pyproject.toml changes and a git tag "
                                    "vX.Y.Z appears"),
}


def _env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "MEMORY_ENGINE_DISABLE"}
    return dict(env, **extra)


def _cli(*args: str, today: str = AUDIT_DAY) -> subprocess.CompletedProcess[str]:
    proc = run_cli(*args, env={"MEMORY_ENGINE_TODAY": today})
    assert proc.returncode == 0, (args, proc.stdout[-2000:], proc.stderr[-2000:])
    return proc


def _audit(root: Path, *extra: str) -> tuple[int, dict[str, Any]]:
    proc = run_cli("audit", "--root", str(root), "--json", "--today", AUDIT_DAY, *extra)
    assert proc.returncode in (0, 1), proc.stderr
    return proc.returncode, json.loads(proc.stdout)


def _ids(report: dict[str, Any]) -> set[str]:
    return {f["id"] for f in report["failure_classes"]}


def _hook(name: str, payload: dict[str, Any], day: str, project: Path) -> None:
    proc = subprocess.run([sys.executable, str(REPO / "hooks" / f"{name}.py")],
                          input=json.dumps(payload), capture_output=True, text=True,
                          env=_env(MEMORY_ENGINE_TODAY=day, CLAUDE_PROJECT_DIR=str(project)),
                          cwd=project, timeout=120)
    assert proc.returncode == 0, proc.stderr


def _session_id(n: int) -> str:
    return f"{n:08d}-0000-4000-8000-{n:012d}"


def test_seed_store_reaches_l4_through_the_loop(store_root: Path, env_home: Path,
                                               tmp_path: Path) -> None:
    build_seed_store(store_root).close()
    project = store_root.parent
    rc, before = _audit(store_root, "--strict", "--no-write")
    assert rc == 1 and _ids(before) == CLASS_IDS and before["maturity"] == "L3"

    # 1. the hooks, with the installer (a real process)
    proc = subprocess.run([sys.executable, str(REPO / "install.py"), str(project)],
                          capture_output=True, text=True, env=_env(), timeout=300)
    assert proc.returncode == 0, proc.stdout + proc.stderr

    # 2. the gap's sessions, as Claude Code kept them, through reflexion's backfill
    transcripts = env_home / ".claude" / "projects" / re.sub(r"[^A-Za-z0-9]", "-",
                                                             str(project.absolute()))
    for n, (day, steps) in enumerate(_gap_sessions(str(project)), 1):
        write_session(transcripts / f"{_session_id(n)}.jsonl", _session_id(n), str(project),
                      steps, dt.datetime.fromisoformat(day).replace(hour=10))
    _cli("reflexion", "--root", str(store_root), "--backfill", "--days", "30")
    _cli("drafts", "process", "--root", str(store_root))  # the lessons it queued, decided
    _, backfilled = _audit(store_root, "--no-write")
    assert not _ids(backfilled) & {"broken_ingestion", "descriptive_episodic"}, \
        backfilled["failure_classes"]
    assert backfilled["episodic"]["latest"]["kinds"]["prescriptive"] >= 3

    # 3. two sessions through the installed hooks; session end decides the queued candidates
    for n, (day, steps) in enumerate(_hook_sessions(str(project)), 10):
        sid = _session_id(n)
        transcript = transcripts / f"{sid}.jsonl"
        write_session(transcript, sid, str(project), steps,
                      dt.datetime.fromisoformat(day).replace(hour=9))
        base = {"session_id": sid, "transcript_path": str(transcript), "cwd": str(project)}
        _hook("session_start", {**base, "hook_event_name": "SessionStart",
                                "source": "startup"}, day, project)
        _hook("stop", {**base, "hook_event_name": "Stop", "stop_hook_active": False,
                       "last_assistant_message": steps[-1].reply}, day, project)
        _hook("session_end", {**base, "hook_event_name": "SessionEnd", "reason": "other"},
              day, project)
        wait_for_session_end(store_root, sid)

    # the lesson learned in the gap was held: its repeat on 05-22 is a violation, not a new one
    listed = json.loads(_cli("list", "--root", str(store_root), "--tier", "procedural",
                             "--topic", "testing-pytest", "--json").stdout)
    assert [row["violations"] for row in listed] == [1], listed

    # 4. the legacy semantic files, migrated
    _cli("migrate-frontmatter", "--root", str(store_root), "--tier", "semantic",
         "--today", AUDIT_DAY)

    # 5. predictions for the empty environment buckets, through the admission gate
    notes = tmp_path / "notes"
    notes.mkdir()
    for bucket, (condition, prediction) in PREDICTIONS.items():
        note = notes / f"{bucket}.md"
        note.write_text(f"---\nbucket: {bucket}\ncondition: {condition}\nprediction: "
                        f"{prediction}\n---\n\nSeen in three sessions this month: "
                        f"{condition}, {prediction}.\n", encoding="utf-8")
        _cli("drafts", "add", "--root", str(store_root), "--tier", "environment-dynamics",
             "--topic", bucket, "--file", str(note), "--source", "sessions")
    processed = _cli("drafts", "process", "--root", str(store_root))
    # A prediction's condition names the agent as the subject of a situation, not as the one
    # addressed: every prediction is applied
    assert "applied 3," in processed.stdout, processed.stdout

    # 6. the profile moves again
    for dimension in ("coding", "testing"):
        _cli("profile", "update", dimension, "1", "--source", "tests pass", "--today",
             AUDIT_DAY, "--root", str(store_root))

    rc, after = _audit(store_root, "--strict")
    assert rc == 0, after["failure_classes"]
    assert not after["failure_classes"] and after["maturity"] == "L4"
    assert after["tiers"]["semantic"]["compliance"] == 1.0
    assert not after["tiers"]["environment-dynamics"]["empty_buckets"]
    assert after["drafts"]["applied"] >= 3 and after["hooks"]["pre_write_gate"]
    assert not after["episodic"]["gaps"] and not after["profile"]["frozen"]
    # the replay's real-clock stamps are accounted for, not silently dropped
    assert after["replay"]["journal_entries_dated_by_record"] > 0
    text = (store_root / f"_AUDIT-{AUDIT_DAY}.md").read_text(encoding="utf-8")
    assert "No failure class present." in text and "maturity L4" in text
