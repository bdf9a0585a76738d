"""Reflexion end to end: real transcripts and hook payloads, real processes, real store files."""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from conftest import run_cli, run_cli_json, wait_for_session_end

from memory_engine.records.types import ProceduralRecord
from memory_engine.reflexion.cursor import offset_of
from memory_engine.reflexion.session import reflect
from memory_engine.storage.store import Store

REPO = Path(__file__).resolve().parents[1]
CORPUS = "corpus/claude-code-transcripts"
ATHENA_DEV = (f"{CORPUS}/tensiondriven__athena/data/claude-logs/archive/"
              "20250608_234910_claude_projects_backup/-Users-j-Code-athena-dev-tools/"
              "3e4f41c8-d8a3-477c-8da4-c299a84a3b70.jsonl")
NOTES = (f"{CORPUS}/tensiondriven__athena/data/claude-logs/archive/"
         "20250608_234910_claude_projects_backup/-Users-j-Code-experiments-notes-export/"
         "9acf0b36-fef3-4804-b46c-36f79bf1f248.jsonl")


def _snapshot(root: Path) -> dict[str, str]:
    """Every memory file (not the local index, logs or cursors) and its content hash."""
    out = {}
    for path in sorted(root.rglob("*.md")):
        if not any(part.startswith(".") for part in path.relative_to(root).parts):
            out[str(path.relative_to(root))] = hashlib.sha256(path.read_bytes()).hexdigest()
    return out


def _user(uuid: str, text: str, ts: str = "2026-03-04T10:00:00Z", session: str = "s1") -> str:
    return json.dumps({"type": "user", "uuid": uuid, "timestamp": ts, "sessionId": session,
                       "message": {"role": "user", "content": text}}) + "\n"


def test_cli_json_shape_trace_and_idempotence(shared_dir: Path, store: Store,
                                              store_root: Path) -> None:
    transcript = shared_dir / ATHENA_DEV
    first = run_cli_json("reflexion", "--transcript", str(transcript))
    assert isinstance(first, dict)
    for key in ("session_id", "turns_total", "turns_captured", "corrections", "violations",
                "candidates"):
        assert key in first
    assert first["session_id"] == "3e4f41c8-d8a3-477c-8da4-c299a84a3b70"
    assert first["turns_total"] == first["turns_captured"] == 83
    assert first["corrections"] and all(
        set(c) >= {"uuid", "turn", "quote", "signal"} for c in first["corrections"])
    assert len(first["candidates"]) == len(first["corrections"])  # no lessons exist yet
    day = first["episodic"].split("/")[1]
    trace = (store_root / "episodic" / f"{day}.md").read_text(encoding="utf-8")
    assert "turns_total: 83" in trace and "turns_captured: 83" in trace
    assert "Do instead:" in trace and "Went wrong:" in trace
    before = _snapshot(store_root)
    second = run_cli_json("reflexion", "--transcript", str(transcript))
    assert second == first
    assert _snapshot(store_root) == before
    shutil.rmtree(store_root / ".state")  # lose the cursor: the trace's ledger still knows
    third = run_cli_json("reflexion", "--transcript", str(transcript))
    assert third["candidates"] == first["candidates"]
    assert _snapshot(store_root) == before


def test_lesson_audit_counts_violations_once(shared_dir: Path, store: Store,
                                             store_root: Path) -> None:
    lesson = ProceduralRecord(id="L-12", tier="procedural", topic="workflow", confidence=0.9,
                              kind="lesson", trigger=["agreements"], source=["manual"],
                              body="# Re-read the AI agreements when asked\n")
    store.write(lesson, create=True)
    out = run_cli_json("reflexion", "--transcript", str(shared_dir / ATHENA_DEV))
    assert isinstance(out, dict)
    hits = [v for v in out["violations"] if v["lesson"] == "L-12"]
    assert [v["recurrence"] for v in hits] == list(range(1, len(hits) + 1)) and hits
    reloaded = Store.open(store_root)
    record = reloaded.load("L-12")
    assert isinstance(record, ProceduralRecord)
    assert record.violations.count == len(hits)
    assert record.violations.last_session == out["session_id"]
    assert out["episodic"] in record.links
    trace = (store_root / f"{out['episodic']}.md").read_text(encoding="utf-8")
    assert f"violated L-12 at turn {hits[0]['turn']} — recurrence #1" in trace
    assert "procedural/L-12" in trace.split("---")[1]  # the trace links the lesson back
    run_cli_json("reflexion", "--transcript", str(shared_dir / ATHENA_DEV))
    again = Store.open(store_root).load("L-12")
    assert isinstance(again, ProceduralRecord) and again.violations.count == len(hits)


def test_secrets_never_reach_memory(store: Store, store_root: Path, tmp_path: Path) -> None:
    token = "ghp_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8"
    aws = "AKIA" + "ABCDEFGHIJKLMNOP"
    transcript = tmp_path / "secret.jsonl"
    transcript.write_text(
        _user("a", "deploy with the token") +
        _user("b", f"no, that's wrong, use {token} and the key {aws}", "2026-03-04T10:01:00Z"),
        encoding="utf-8")
    out = run_cli_json("reflexion", "--transcript", str(transcript))
    assert isinstance(out, dict) and out["corrections"]
    for path in store_root.rglob("*"):
        if path.is_file():
            data = path.read_bytes()
            assert token.encode() not in data and aws.encode() not in data, path
    assert "[REDACTED:" in json.dumps(out)


def _hook(name: str, payload: dict[str, Any]) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([sys.executable, str(REPO / "hooks" / f"{name}.py")],
                          input=json.dumps(payload).encode(), capture_output=True,
                          env=dict(os.environ), timeout=60)


def _sample(shared_dir: Path, name: str, **changes: Any) -> dict[str, Any]:
    raw = json.loads((shared_dir / "claude-code" / "hook-payloads" / name).read_text())
    payload: dict[str, Any] = dict(raw["payload"])
    payload.update(changes)
    return payload


def _wait(root: Path, session: str, size: int) -> None:
    deadline = time.monotonic() + 30
    while offset_of(root, session) < size and time.monotonic() < deadline:
        time.sleep(0.02)
    assert offset_of(root, session) >= size, "the background pass did not finish"


def test_stop_then_session_end_hooks(shared_dir: Path, store: Store, store_root: Path,
                                     tmp_path: Path) -> None:
    transcript = tmp_path / "392ec459-9f9a-440e-9788-d2061084978c.jsonl"
    shutil.copy(shared_dir / NOTES, transcript)
    session = "392ec459-9f9a-440e-9788-d2061084978c"
    project = str(store_root.parent)
    stop = _sample(shared_dir, "Stop.json", transcript_path=str(transcript), cwd=project)
    done = _hook("stop", stop)
    assert done.returncode == 0 and done.stdout == b""
    _wait(store_root, session, transcript.stat().st_size)
    with transcript.open("a", encoding="utf-8") as handle:
        handle.write(_user("new-1", "no, that's wrong, put it back", "2025-05-30T16:00:00Z",
                           session))
    assert _hook("stop", {**stop, "stop_hook_active": True}).returncode == 0
    assert offset_of(store_root, session) < transcript.stat().st_size  # respected: no pass
    assert _hook("stop", stop).returncode == 0
    _wait(store_root, session, transcript.stat().st_size)
    end = _sample(shared_dir, "SessionEnd.other.json", transcript_path=str(transcript),
                  cwd=project)
    assert _hook("session_end", end).returncode == 0
    wait_for_session_end(store_root, session)
    out = run_cli_json("reflexion", "--transcript", str(transcript))
    assert isinstance(out, dict)
    assert out["turns_total"] == 32  # 31 labelled + the one appended here
    assert any(c["uuid"] == "new-1" for c in out["corrections"])
    trace = (store_root / f"{out['episodic']}.md").read_text(encoding="utf-8")
    assert "turns_total: 32" in trace
    assert (store_root / "episodic" / "_MANIFEST.md").is_file()  # manifests ran after
    assert not (store_root / ".logs" / "memory-engine.log").exists() or "ERROR" not in (
        store_root / ".logs" / "memory-engine.log").read_text()


def test_subagent_stop_filters_compaction_and_counts_rejections(
        shared_dir: Path, store: Store, store_root: Path, tmp_path: Path) -> None:
    compaction = _sample(shared_dir, "SubagentStop.json", cwd=str(store_root.parent))
    assert compaction["agent_type"] == ""
    assert _hook("subagent_stop", compaction).returncode == 0
    assert not (store_root / ".state").exists()
    agent = tmp_path / "s1" / "subagents" / "agent-abc.jsonl"
    agent.parent.mkdir(parents=True)
    agent.write_text(json.dumps({
        "type": "user", "uuid": "r1", "timestamp": "2026-03-04T10:00:00Z", "sessionId": "s1",
        "isSidechain": False, "message": {"role": "user", "content": [{
            "type": "tool_result", "tool_use_id": "t",
            "content": "The user doesn't want to proceed with this tool use. The tool use was "
                       "rejected"}]}}) + "\n", encoding="utf-8")
    payload = {**compaction, "session_id": "s1", "agent_type": "general-purpose",
               "agent_transcript_path": str(agent)}
    assert _hook("subagent_stop", payload).returncode == 0
    outcome = reflect(store_root, agent, "s1", final=True, subagent="general-purpose")
    assert [c.signal for c in outcome.corrections] == ["rejected"]
    assert outcome.corrections[0].quote.startswith("[in subagent general-purpose]")



def test_concurrent_sessions_of_a_day_lose_nothing(store: Store, store_root: Path,
                                                      tmp_path: Path) -> None:
    procs = []
    for i in range(6):
        path = tmp_path / f"sess-{i}.jsonl"
        path.write_text(_user(f"u{i}", f"please stop, that is wrong {i}",
                              session=f"sess-{i}"), encoding="utf-8")
        code = ("import sys; from pathlib import Path; from memory_engine.reflexion.session "
                "import reflect; reflect(Path(sys.argv[1]), Path(sys.argv[2]), sys.argv[3])")
        procs.append(subprocess.Popen([sys.executable, "-c", code, str(store_root), str(path),
                                       f"sess-{i}"], env=dict(os.environ)))
    assert all(p.wait(timeout=120) == 0 for p in procs)
    day = dt.datetime.fromisoformat("2026-03-04T10:00:00+00:00").astimezone().date()
    # one trace file per session: no two sessions ever write the same file
    for i in range(6):
        trace = (store_root / "episodic" / f"{day.isoformat()}-sess-{i}.md").read_text("utf-8")
        assert f"<!-- reflexion:begin sess-{i} -->" in trace
        assert "turns_total: 1" in trace


def test_backfill_progress_and_resume(shared_dir: Path, store: Store, store_root: Path,
                                      tmp_path: Path) -> None:
    projects = tmp_path / "claude" / "projects"
    slug = "".join(c if c.isalnum() else "-" for c in str(store_root.parent))
    folder = projects / slug
    (folder / "0ccf1a04-1b4c-43b6-8aa5-79e41db43a68" / "subagents").mkdir(parents=True)
    base = shared_dir / CORPUS / "moredip__session-share" / "samples" / "claude-code-projects"
    shutil.copy(base / "0ccf1a04-1b4c-43b6-8aa5-79e41db43a68.jsonl", folder)
    shutil.copy(base / "0ccf1a04-1b4c-43b6-8aa5-79e41db43a68" / "subagents" /
                "agent-a5bdbc1.jsonl", folder / "0ccf1a04-1b4c-43b6-8aa5-79e41db43a68" /
                "subagents")
    shutil.copy(shared_dir / NOTES, folder)
    env = {"CLAUDE_CONFIG_DIR": str(tmp_path / "claude")}
    first = run_cli("reflexion", "--backfill", "--days", "100000", "--json", env=env)
    assert first.returncode == 0, first.stderr
    assert "3/3" in first.stderr
    summary = json.loads(first.stdout)
    assert summary["processed"] == 3
    assert summary["turns_total"] == 5 + 31
    before = _snapshot(store_root)
    second = run_cli("reflexion", "--backfill", "--days", "100000", "--json", env=env)
    assert json.loads(second.stdout)["processed"] == 0
    assert _snapshot(store_root) == before


def test_stratified_sample_in_the_trace(store: Store, store_root: Path, tmp_path: Path) -> None:
    path = tmp_path / "long.jsonl"
    lines = [_user(f"u{i}", f"no, that's wrong again, fix item {i}",
                   f"2026-03-04T1{i // 60}:{i % 60:02d}:00Z") for i in range(57)]
    path.write_text("".join(lines), encoding="utf-8")
    out = reflect(store_root, path, "long-session")
    assert len(out.corrections) == 57
    trace = (store_root / f"{out.episodic}.md").read_text(encoding="utf-8")
    assert trace.count("- **Turn ") == 30
    assert "**Turn 1**" in trace and "**Turn 57**" in trace and "**Turn 20**" in trace
    assert "Sampled 30 of 57 corrections" in trace


def test_cli_needs_one_mode(store: Store) -> None:
    proc = run_cli("reflexion")
    assert proc.returncode == 1 and "--transcript" in proc.stderr


@pytest.mark.parametrize("rel", [ATHENA_DEV, f"{CORPUS}/marot__spotter/test/fixtures/transcripts/"
                                 "258c7280-ae70-4798-800f-63464d01a85d/subagents/"
                                 "agent-a881341.jsonl"])
def test_cli_on_main_and_subagent_files(shared_dir: Path, store: Store, rel: str) -> None:
    proc = run_cli("reflexion", "--transcript", str(shared_dir / rel))
    assert proc.returncode == 0, proc.stderr
    assert "human turns" in proc.stdout


def test_candidate_triggers_are_never_empty() -> None:
    from memory_engine.reflexion.corrections import Correction
    from memory_engine.reflexion.prescribe import trigger_for

    short = Correction(uuid="u", turn=3, quote="ok run it!", signals=["interrupt"])
    assert trigger_for(short) == ["interrupt"]
    tool = Correction(uuid="u", turn=3, quote="[rejected tool use: Bash]", signals=["rejected"],
                      tool="Bash")
    assert trigger_for(tool) == ["bash"]
    long = Correction(uuid="u", turn=3, quote="No, use the staging database instead",
                      signals=["lexical"])
    assert trigger_for(long) == ["database", "staging"]


def test_a_turn_can_be_a_violation_and_a_candidate(store: Store, store_root: Path,
                                                    tmp_path: Path) -> None:
    lesson = ProceduralRecord(id="L-7", tier="procedural", topic="database", confidence=0.9,
                              kind="lesson", trigger=["migrations"], source=["manual"],
                              body="# Never touch the migrations folder without asking\n")
    store.write(lesson, create=True)
    transcript = tmp_path / "both.jsonl"
    transcript.write_text(
        _user("a", "add a users table") +
        _user("b", "no! don't touch the migrations", "2026-03-04T10:01:00Z") +
        _user("c", "you changed the migrations again, and run pytest with -x before "
                   "committing", "2026-03-04T10:02:00Z") +
        _user("d", "wrong port, use 8080", "2026-03-04T10:03:00Z"), encoding="utf-8")
    out = run_cli_json("reflexion", "--transcript", str(transcript))
    assert isinstance(out, dict)
    by_uuid = {c["uuid"]: c for c in out["corrections"]}
    assert set(by_uuid) == {"b", "c", "d"}
    assert by_uuid["b"]["violated"] == ["L-7"] and by_uuid["b"]["candidate"] is None
    assert by_uuid["c"]["violated"] == ["L-7"] and by_uuid["c"]["candidate"]
    assert by_uuid["d"]["violated"] == [] and by_uuid["d"]["candidate"]
    assert [(v["uuid"], v["recurrence"]) for v in out["violations"]] == [("b", 1), ("c", 2)]
    assert out["candidates"] == [by_uuid["c"]["candidate"], by_uuid["d"]["candidate"]]
    assert out["both"] == [{"uuid": "c", "turn": 3, "draft": by_uuid["c"]["candidate"],
                            "lessons": ["L-7"]}]
    draft = (store_root / "_drafts" / f"{by_uuid['c']['candidate']}.md").read_text()
    assert "episodic: episodic/" in draft and "procedural/L-7" in draft and "pytest" in draft
    trace = (store_root / f"{out['episodic']}.md").read_text(encoding="utf-8")
    assert "(1 turn counted as both)" in trace
    assert "recurrence #2; says more than that lesson: candidate" in trace
    before = _snapshot(store_root)
    assert run_cli_json("reflexion", "--transcript", str(transcript)) == out
    shutil.rmtree(store_root / ".state")
    assert run_cli_json("reflexion", "--transcript", str(transcript)) == out
    assert _snapshot(store_root) == before
    record = Store.open(store_root).load("L-7")
    assert isinstance(record, ProceduralRecord) and record.violations.count == 2


def _resumed_copy(original: Path, dest: Path, new_session: str) -> None:
    """What a resume writes: the earlier session's lines (same uuids), then new turns."""
    old_session = "9acf0b36-fef3-4804-b46c-36f79bf1f248"
    text = original.read_text(encoding="utf-8").replace(old_session, new_session)
    dest.write_text(text + _user("new-1", "now add an export to csv", "2025-07-01T09:00:00Z",
                                 new_session)
                    + _user("new-2", "no, that's wrong, the csv needs a header row",
                            "2025-07-01T09:05:00Z", new_session), encoding="utf-8")


def test_backfill_counts_a_resumed_sessions_copied_turns_once(
        shared_dir: Path, store: Store, store_root: Path, tmp_path: Path) -> None:
    projects = tmp_path / "claude" / "projects"
    folder = projects / "".join(c if c.isalnum() else "-" for c in str(store_root.parent))
    folder.mkdir(parents=True)
    first = folder / "9acf0b36-fef3-4804-b46c-36f79bf1f248.jsonl"
    shutil.copy(shared_dir / NOTES, first)
    resumed_id = "5b1d2c3e-0000-4000-8000-00000000abcd"
    _resumed_copy(first, folder / f"{resumed_id}.jsonl", resumed_id)
    os.utime(first, (time.time() - 3600, time.time() - 3600))  # the earlier session is older
    env = {"CLAUDE_CONFIG_DIR": str(tmp_path / "claude")}
    proc = run_cli("reflexion", "--backfill", "--json", env=env)
    assert proc.returncode == 0, proc.stderr
    summary = json.loads(proc.stdout)
    by_session = {s["session_id"]: s for s in summary["sessions"]}
    assert by_session["9acf0b36-fef3-4804-b46c-36f79bf1f248"]["turns_total"] == 31
    resumed = by_session[resumed_id]
    assert resumed["turns_total"] == 2
    assert resumed["skipped"]["copied from an earlier session"] >= 31
    assert [c["uuid"] for c in resumed["corrections"]] == ["new-2"]
    assert summary["turns_total"] == 33


def test_first_live_pass_of_a_resumed_session_skips_the_copies(
        shared_dir: Path, store: Store, store_root: Path, tmp_path: Path) -> None:
    first = tmp_path / "9acf0b36-fef3-4804-b46c-36f79bf1f248.jsonl"
    shutil.copy(shared_dir / NOTES, first)
    earlier = reflect(store_root, first, final=False)
    resumed_id = "5b1d2c3e-0000-4000-8000-00000000abcd"
    resumed_path = tmp_path / f"{resumed_id}.jsonl"
    _resumed_copy(first, resumed_path, resumed_id)
    resumed = reflect(store_root, resumed_path, resumed_id, final=False)
    assert resumed.turns_total == 2
    assert {c.uuid for c in resumed.corrections} == {"new-2"}
    assert not {c.uuid for c in earlier.corrections} & {c.uuid for c in resumed.corrections}


def test_a_damaged_transcript_is_reported_not_passed_over(store: Store, tmp_path: Path) -> None:
    transcript = tmp_path / "damaged.jsonl"
    transcript.write_bytes(b'not json at all\n{"type": "user", "message": {"role": "us')
    proc = run_cli("reflexion", "--transcript", str(transcript))
    assert proc.returncode == 0, proc.stderr
    assert "0 human turns" in proc.stdout
    assert "skipped: 1 not JSON, 1 truncated line" in proc.stdout
