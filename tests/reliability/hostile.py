"""Hostile stores: one function per attack, each returning what went wrong (empty: it held).

A store is committed to git, so every file in it may come from a pull request: drafts that
name their own id, YAML built to explode, NUL bytes, symlinks out of the store, files at their
size cap, megabyte lines. Each attack runs the real hooks and CLI as processes against a fresh
sandbox and checks the sandbox before and after.
"""

from __future__ import annotations

import datetime as dt
import json
import subprocess
import time
from pathlib import Path

import helpers as H

# Generous limits for the attacks that try to make a hook slow: a bare interpreter starts in a
# few hundredths of a second, so these only fail when the attack works.
DOS_SECONDS = 3.0
BIG_LINE_SECONDS = 5.0


def _outside(box: H.Sandbox, before: dict[str, str]) -> list[str]:
    return [f"outside the store: {c}" for c in H.diff_states(before, H.outside_state(box))]


def _ok(run: H.Run, what: str) -> list[str]:
    problems = []
    if run.returncode != 0:
        problems.append(f"{what}: exit {run.returncode}")
    if run.stdout and not run.stdout.startswith(b"{"):
        problems.append(f"{what}: stdout is not JSON: {run.stdout[:200]!r}")
    if b"Traceback" in run.stdout:
        problems.append(f"{what}: traceback on stdout")
    return problems


def _timed_hook(box: H.Sandbox, name: str, payload: object, limit: float) -> tuple[H.Run, str]:
    """A hook run killed soon after its limit (so a hung hook fails the check, not the
    suite)."""
    try:
        run = H.run_hook(box, name, payload, timeout=limit + 2)
    except subprocess.TimeoutExpired:
        return H.Run(0, b"", b"", limit + 2), f"{name}: still running after " \
            f"{limit + 2:.0f} s (killed)"
    late = f"{name}: {run.seconds:.1f} s, limit {limit:.0f} s" if run.seconds > limit else ""
    return run, late


def _draft_file(drafts: Path, name: str, draft_id: str, text: str) -> None:
    drafts.mkdir(parents=True, exist_ok=True)
    (drafts / f"{name}.md").write_text(
        f"---\ndraft_id: {json.dumps(draft_id)}\ntier: semantic\ntopic: deploy\nsource: agent\n"
        f"queued_at: '2026-01-05T10:00:00'\nprovenance: {{}}\nfields: {{}}\nredacted: []\n---\n\n"
        f"{text}\n", encoding="utf-8")


# -- (a) a draft that names its own id ------------------------------------------------------
def draft_id_escape(box: H.Sandbox) -> list[str]:
    """Drafts claiming `draft_id: ../../CLAUDE` and an absolute id, processed at session end,
    must not write outside the store nor remove the project's CLAUDE.md."""
    drafts = box.store_root / "_drafts"
    target = str(box.project / "CLAUDE")
    good = "Run the database migrations before deploying the api service; it avoids downtime."
    anecdote = "I think maybe something was odd yesterday, not sure."
    _draft_file(drafts, "relative-good", "../../CLAUDE", good)
    _draft_file(drafts, "relative-bad", "../../CLAUDE", anecdote)
    _draft_file(drafts, "absolute-good", target, good + " Also for the worker.")
    _draft_file(drafts, "absolute-bad", target, anecdote + " Really.")
    before = H.outside_state(box)
    run = H.run_hook(box, "session_end", H.base_payload("SessionEnd.other.json", box))
    problems = _ok(run, "session_end") + _outside(box, before)
    claude = box.project / "CLAUDE.md"
    if not claude.is_file() or claude.read_text(encoding="utf-8") != H.CLAUDE_MD:
        problems.append("the project's CLAUDE.md was removed or changed")
    return problems


# -- (b) an alias bomb, and other records that are costly to read ---------------------------
BOMB_RECORD = (
    "---\nid: bomb\ntier: semantic\ntopic: deploy\nconfidence: 0.9\nobservations: 1\n"
    "last_touched: 2026-01-02\ncreated: 2026-01-01\nsource: [pr]\n"
    "x0: &x0 [l, l, l, l, l, l, l, l, l]\n"
    + "".join(f"x{i}: &x{i} [{', '.join([f'*x{i - 1}'] * 9)}]\n" for i in range(1, 8))
    + "links: *x7\n---\n# Deploy checklist\nRun the migrations first.\n")


def plant_bomb(box: H.Sandbox) -> Path:
    path = box.store_root / "semantic" / "bomb.md"
    path.write_text(BOMB_RECORD, encoding="utf-8")
    return path


def slow_session_start(box: H.Sandbox, path: Path, text: str) -> list[str]:
    """A planted record must not make session_start slow (twice: the second run reads the
    index the first one wrote), and it must be reported invalid or shown as data."""
    path.write_text(text, encoding="utf-8")
    problems: list[str] = []
    payload = H.base_payload("SessionStart.startup.json", box)
    for attempt in ("first", "second"):
        run, late = _timed_hook(box, "session_start", payload, DOS_SECONDS)
        problems += _ok(run, f"session_start ({attempt})") + ([late] if late else [])
    return problems


def alias_bomb(box: H.Sandbox) -> list[str]:
    path = box.store_root / "semantic" / "bomb.md"
    problems = slow_session_start(box, path, BOMB_RECORD)
    validate = H.run_cli(box, "validate", "--json", timeout=60)
    try:
        errors = json.loads(validate.stdout)["errors"]
    except (ValueError, KeyError):
        return [*problems, f"memengine validate --json: {validate.stdout[-300:]}"]
    if not any(e["path"].endswith("bomb.md") for e in errors):
        problems.append("the alias bomb is not reported invalid by `memengine validate`")
    return problems


def one_long_word(box: H.Sandbox) -> list[str]:
    """A record whose body is one 60 KB word (within the semantic tier's size cap)."""
    text = ("---\nid: longword\ntier: semantic\ntopic: deploy\nconfidence: 0.9\n"
            "observations: 1\nlast_touched: 2026-01-02\ncreated: 2026-01-01\nsource: [pr]\n"
            "links: []\n---\n# Build notes\n" + "x" * 60_000 + "\n")
    return slow_session_start(box, box.store_root / "semantic" / "longword.md", text)


def bad_tag(box: H.Sandbox) -> list[str]:
    """One record whose YAML tag fails to construct (`!!timestamp nope`) must cost that
    record, not the cold start of the whole store."""
    import workers as W

    with box.active():
        from memory_engine.storage.store import Store

        store = Store.open()
        store.write(W.make_record("good-rule", "# Deploy\nrun the migrations first\n", "x"))
        store.close()
    (box.store_root / "semantic" / "tagged.md").write_text(
        "---\nid: tagged\ntier: semantic\ntopic: deploy\nconfidence: 0.7\nobservations: 1\n"
        "last_touched: 2026-01-02\ncreated: 2026-01-01\nsource: [pr]\n"
        "links: !!timestamp nope\n---\n# tagged\n", encoding="utf-8")
    run = H.run_hook(box, "session_start", H.base_payload("SessionStart.startup.json", box))
    problems = _ok(run, "session_start")
    if b"good-rule" not in run.stdout:
        problems.append(f"the cold start lost the store's other records "
                        f"(stderr: {run.stderr.decode(errors='replace')[-300:]})")
    validate = H.run_cli(box, "validate")
    if validate.returncode != 1 or "tagged.md" not in validate.stdout:
        problems.append(f"`memengine validate` should report tagged.md and exit 1; exited "
                        f"{validate.returncode}: {(validate.stdout + validate.stderr)[-300:]}")
    return problems


# -- (c) NUL in a human turn and in a payload -----------------------------------------------
def nul_bytes(box: H.Sandbox) -> list[str]:
    """A human turn holding U+0000 and a SubagentStop whose agent_type holds NUL: the day's
    trace stays readable and indexed, and later passes that day still work."""
    day = dt.date.today().isoformat()
    session = "0000beef-0000-4000-8000-00000000000c"
    transcript = box.inputs / f"{session}.jsonl"
    transcript.write_text(
        H.user_line("c1", "please deploy the api", _now(0), session)
        + H.user_line("c2", "no, that's wrong\u0000, use the staging database\u0000 first",
                      _now(1), session), encoding="utf-8")
    agent = box.inputs / session / "subagents" / "agent-a1.jsonl"
    agent.parent.mkdir(parents=True)
    agent.write_text(H.rejection_line("c3", "t1", "no\u0000 not that file", _now(2), session),
                     encoding="utf-8")
    problems: list[str] = []
    end = H.base_payload("SessionEnd.other.json", box, session_id=session,
                         transcript_path=str(transcript))
    problems += _ok(H.run_hook(box, "session_end", end), "session_end")
    sub = H.base_payload("SubagentStop.json", box, session_id=session,
                         transcript_path=str(transcript), agent_type="general\u0000purpose",
                         agent_transcript_path=str(agent))
    problems += _ok(H.run_hook(box, "subagent_stop", sub), "subagent_stop")
    with transcript.open("a", encoding="utf-8") as handle:
        handle.write(H.user_line("c4", "no, that's wrong again, revert it", _now(3), session))
    later = H.run_cli(box, "reflexion", "--transcript", str(transcript), "--json")
    if later.returncode != 0:
        problems.append(f"a later reflexion pass that day exited {later.returncode}: "
                        f"{later.stderr[-500:]}")
    else:
        summary = json.loads(later.stdout)
        if summary["turns_total"] != 3:
            problems.append(f"the later pass counts {summary['turns_total']} turns, not 3")
    other = box.inputs / "0000beef-0000-4000-8000-00000000000d.jsonl"
    other.write_text(H.user_line("d1", "no, wrong branch", _now(4), other.stem),
                     encoding="utf-8")
    second = H.run_cli(box, "reflexion", "--transcript", str(other), "--json")
    if second.returncode != 0:
        problems.append(f"another session's pass that day exited {second.returncode}: "
                        f"{second.stderr[-500:]}")
    state = H.check_store(box)
    problems += state.corrupt + state.invalid
    traces = [p for p in state.records if Path(p).name.startswith(day)]
    if not traces:
        problems.append(f"no readable episodic trace for {day}")
    problems += H.index_mismatches(box, list(state.records))
    for path in traces:
        if b"\x00" in Path(path).read_bytes():
            problems.append(f"{path} holds a NUL byte")
    return problems


def _now(offset: int) -> str:
    """A timestamp a few seconds after now (UTC), so the trace falls on today's date."""
    moment = dt.datetime.now(dt.UTC) + dt.timedelta(seconds=offset)
    return moment.strftime("%Y-%m-%dT%H:%M:%S.000Z")


# -- (d) symlinks out of the store ----------------------------------------------------------
SYMLINK_ATTACKS = ("tool-observations", "archive", "tier", "state", "rejected", "logs",
                   "index", "drafts", "episodic")


def symlink_attack(box: H.Sandbox, attack: str) -> list[str]:
    """Replace a part of the store with a link to `outside/`, then run what writes there."""
    root = box.store_root
    target = box.outside / attack
    target.mkdir()
    (target / "keep.txt").write_text("outside file\n", encoding="utf-8")
    session = "11111111-0000-4000-8000-0000000000d1"
    transcript = box.inputs / f"{session}.jsonl"
    transcript.write_text(H.user_line("s1", "deploy it", _now(0), session)
                          + H.user_line("s2", "no, that's wrong, use the staging branch "
                                        "for the deploy", _now(1), session), encoding="utf-8")
    if attack == "archive":
        from memory_engine.records.types import SemanticRecord
        from memory_engine.storage.store import Store

        with box.active():
            store = Store.open()
            store.write(SemanticRecord(id="to-forget", tier="semantic", topic="deploy",
                                       confidence=0.8, source=["x"], body="# forget me\n"))
            store.close()
    link_at = {
        "tool-observations": root / ".logs" / "tool-observations.jsonl",
        "archive": root / "_archive", "tier": root / "semantic", "state": root / ".state",
        "rejected": root / "_drafts" / "_rejected", "logs": root / ".logs",
        "index": root / ".index", "drafts": root / "_drafts", "episodic": root / "episodic",
    }[attack]
    if attack == "tool-observations":
        link_at.unlink(missing_ok=True)
        link_at.symlink_to(box.home / ".bashrc")
    else:
        _replace_with_link(link_at, target)
    before = H.outside_state(box)
    problems: list[str] = []
    for what, run in _writers(box, attack, session, transcript):
        problems += _ok(run, what)
    problems += _outside(box, before)
    if attack == "archive":
        kept = list((root / "semantic").glob("to-forget*.md")) + [
            p for p in root.rglob("to-forget*.md") if not p.is_symlink()]
        if not kept:
            problems.append("`memengine forget` lost the record (neither in its tier nor in "
                            "an archive inside the store)")
    return problems


def _replace_with_link(path: Path, target: Path) -> None:
    import shutil

    if path.is_dir() and not path.is_symlink():
        shutil.rmtree(path)
    elif path.exists() or path.is_symlink():
        path.unlink()
    path.symlink_to(target, target_is_directory=True)


def _writers(box: H.Sandbox, attack: str, session: str,
             transcript: Path) -> list[tuple[str, H.Run]]:
    """Run everything that could write into the linked part, as a user and Claude Code would;
    returns the hook runs (a CLI command may refuse, which is fine: only where bytes land is
    judged)."""
    if attack == "archive":
        H.run_cli(box, "forget", "to-forget", "--reason", "test")
        return []
    good = "Run the database migrations before deploying the api service; it avoids downtime."
    H.run_cli(box, "drafts", "add", "--tier", "semantic", "--topic", "deploy", "--text", good)
    H.run_cli(box, "drafts", "add", "--tier", "semantic", "--text", "maybe it was odd, not sure")
    common = {"session_id": session, "transcript_path": str(transcript)}
    tier_file = box.store_root / "semantic" / "new-rule.md"
    runs = [
        ("session_start", H.run_hook(box, "session_start",
                                     H.base_payload("SessionStart.startup.json", box,
                                                    **common))),
        ("user_prompt", H.run_hook(box, "user_prompt", H.base_payload(
            "UserPromptSubmit.json", box, prompt="how do we deploy the api service", **common))),
        ("pre_write", H.run_hook(box, "pre_write", H.base_payload(
            "PreToolUse.Write.json", box, tool_input={
                "file_path": str(tier_file), "content": "maybe the build is flaky\n"},
            **common))),
    ]
    runs += [("post_tool", H.run_hook(box, "post_tool", H.base_payload(
        "PostToolUse.Bash.json", box, **common))) for _ in range(3)]
    runs.append(("stop", H.run_hook(box, "stop", H.base_payload("Stop.json", box, **common))))
    H.stop_detached(box, 30)
    runs.append(("session_end", H.run_hook(box, "session_end", H.base_payload(
        "SessionEnd.other.json", box, **common))))
    return runs


# -- (e) a day file at its cap --------------------------------------------------------------
def full_day_file(box: H.Sandbox) -> list[str]:
    """A day file at its 1 MB cap must not cost the next session its trace, and retries must
    not queue the same candidates twice."""
    from memory_engine.records.schema import OTHER_MAX_BYTES
    from memory_engine.records.types import EpisodicRecord
    from memory_engine.reflexion.episodic import begin_marker
    from memory_engine.storage.store import Store

    day = dt.date.today()
    section = ("{begin}\n## Session old-{i:05d}\n\n1 human turns, 1 captured, 0 corrections\n"
               "<!-- reflexion:end old-{i:05d} -->\n\n")
    filler = "".join(section.format(begin=begin_marker(f"old-{i:05d}"), i=i)
                     for i in range(12_000))
    header = f"# Session traces for {day.isoformat()}\n\n"
    # ASCII only, so characters are bytes: as close under the cap as the frontmatter allows
    body = header + filler[: OTHER_MAX_BYTES - 4_096 - len(header)].rsplit("\n\n", 1)[0]
    with box.active():
        store = Store.open()
        store.write(EpisodicRecord(id=day.isoformat(), tier="episodic", topic="session-trace",
                                   confidence=0.9, date=day, created=day, source=["old"],
                                   body=body))
        store.close()
    session = "2222aaaa-0000-4000-8000-0000000000e1"
    transcript = box.inputs / f"{session}.jsonl"
    transcript.write_text(
        H.user_line("e1", "deploy the api", _now(0), session)
        + H.user_line("e2", "no, that's wrong, always run the migrations before deploying "
                      "the api", _now(1), session)
        + H.user_line("e3", "no, use the staging database for the integration tests, "
                      "never production", _now(2), session), encoding="utf-8")
    payload = H.base_payload("SessionEnd.other.json", box, session_id=session,
                             transcript_path=str(transcript))
    problems = _ok(H.run_hook(box, "session_end", payload), "session_end")
    first = _drafts_of(box, session)
    state = H.check_store(box)
    if not any(begin_marker(session) in r.body for r in state.records.values()):
        problems.append("the new session's trace is nowhere in episodic/")
    if not first:
        problems.append("the session's corrections queued no candidate at all")
    for attempt in range(2):
        problems += _ok(H.run_hook(box, "session_end", payload), f"session_end retry {attempt}")
    again = H.run_cli(box, "reflexion", "--transcript", str(transcript))
    if again.returncode != 0:
        problems.append(f"memengine reflexion retry exited {again.returncode}")
    after = _drafts_of(box, session)
    if after != first:
        problems.append(f"retries changed the candidates: {len(first)} after the first pass, "
                        f"{len(after)} after retries")
    problems += [f"unreadable: {p}" for p in H.check_store(box).corrupt]
    return problems


def _drafts_of(box: H.Sandbox, session: str) -> list[str]:
    """Candidates from `session` wherever admission put them (queue, rejects, tiers)."""
    found = []
    for path in sorted(box.store_root.rglob("*.md")):
        if "episodic" in path.parts or path.name.startswith("_"):
            continue
        if session in path.read_text(encoding="utf-8", errors="replace"):
            found.append(path.name)
    return found


# -- (f) a 20 MB transcript line; a turn that is costly to screen --------------------------
def huge_line(box: H.Sandbox) -> list[str]:
    """One 20 MB line in the transcript must not make Stop or SessionEnd slow."""
    session = "3333bbbb-0000-4000-8000-0000000000f1"
    transcript = box.inputs / f"{session}.jsonl"
    with transcript.open("w", encoding="utf-8") as handle:
        handle.write(H.user_line("f1", "deploy the api", _now(0), session))
        handle.write(H.user_line("f2", "no, " + "log line " * 2_300_000, _now(1), session))
        handle.write(H.user_line("f3", "no, that's wrong, use the staging branch", _now(2),
                                 session))
    return _stop_and_end(box, session, transcript, BIG_LINE_SECONDS, expect_turns=2)


def costly_turn(box: H.Sandbox) -> list[str]:
    """A 300 KB human turn of spaced-out letters (under the reader's line cap) must not make
    SessionEnd slow: screening it must cost about as much as reading it."""
    session = "3333bbbb-0000-4000-8000-0000000000f2"
    transcript = box.inputs / f"{session}.jsonl"
    transcript.write_text(
        H.user_line("g1", "deploy the api", _now(0), session)
        + H.user_line("g2", "no, that's wrong, " + "z " * 150_000, _now(1), session),
        encoding="utf-8")
    return _stop_and_end(box, session, transcript, BIG_LINE_SECONDS, expect_turns=None)


def _stop_and_end(box: H.Sandbox, session: str, transcript: Path, limit: float,
                  expect_turns: int | None) -> list[str]:
    problems: list[str] = []
    common = {"session_id": session, "transcript_path": str(transcript)}
    run, late = _timed_hook(box, "stop", H.base_payload("Stop.json", box, **common), limit)
    problems += _ok(run, "stop") + ([late] if late else [])
    started = time.perf_counter()
    if H.stop_detached(box, limit * 2):
        problems.append(f"the Stop hook's background pass ran past {limit * 2:.0f} s (killed)")
    elif time.perf_counter() - started > limit:
        problems.append(f"the Stop hook's background pass took "
                        f"{time.perf_counter() - started:.1f} s")
    run, late = _timed_hook(box, "session_end",
                            H.base_payload("SessionEnd.other.json", box, **common), limit)
    problems += _ok(run, "session_end") + ([late] if late else [])
    if expect_turns is not None:
        from memory_engine.reflexion.cursor import load_cursor

        cursor = load_cursor(box.store_root, session)
        turns = cursor.get("streams", {}).get("main", {}).get("reader", {}).get("turns")
        if turns != expect_turns:
            problems.append(f"{turns} human turns counted around the big line, not "
                            f"{expect_turns}")
    return problems


def huge_agent_type(box: H.Sandbox) -> list[str]:
    """A SubagentStop whose agent_type is one 40 KB word (agent names come from agent
    definitions committed in the project) must not make the hook slow."""
    session = "3333bbbb-0000-4000-8000-0000000000f3"
    agent = box.inputs / session / "subagents" / "agent-a1.jsonl"
    agent.parent.mkdir(parents=True)
    agent.write_text(H.rejection_line("h1", "t1", "no, not that file", _now(0), session),
                     encoding="utf-8")
    payload = H.base_payload("SubagentStop.json", box, session_id=session,
                             agent_type="reviewer" * 5_000, agent_transcript_path=str(agent))
    run, late = _timed_hook(box, "subagent_stop", payload, BIG_LINE_SECONDS)
    return _ok(run, "subagent_stop") + ([late] if late else [])


# -- (g) logs stay bounded ------------------------------------------------------------------
def bounded_logs(box: H.Sandbox, calls: int = 2000) -> list[str]:
    """Many large PostToolUse calls: every file in `.logs/` stays bounded (rotated), and every
    line of the JSONL logs still parses."""
    from memory_engine.handlers.post_tool import MAX_OBSERVATIONS_BYTES
    from memory_engine.logs import MAX_LOG_BYTES

    logs = box.store_root / ".logs"
    logs.mkdir(exist_ok=True)
    # What months of calls leave behind: both logs just under their caps.
    line = json.dumps({"ts": "2026-01-01T00:00:00+0000", "session": "s", "tool": "Bash",
                       "duration_ms": 1, "input_bytes": 1, "response_bytes": 1}) + "\n"
    (logs / "tool-observations.jsonl").write_text(
        line * ((MAX_OBSERVATIONS_BYTES - 4096) // len(line)), encoding="utf-8")
    entry = "2026-01-01T00:00:00.000 INFO pid=1 hook post_tool ok 1.0 ms session=s\n"
    (logs / "memory-engine.log").write_text(entry * ((MAX_LOG_BYTES - 4096) // len(entry)),
                                            encoding="utf-8")
    big = "B" * 200_000
    payload = json.dumps(H.base_payload(
        "PostToolUse.in-subagent.json", box, tool_name="Write" + "W" * 5000,
        session_id="S" * 5000, agent_type="A" * 5000,
        tool_input={"file_path": str(box.project / ("p" * 5000)), "content": big},
        tool_response={"stdout": big})).encode()
    problems: list[str] = []
    with box.active():
        for _ in range(calls):
            problems += _ok(H.run_hook_inprocess("post_tool", payload), "post_tool")[:1]
    problems += _ok(H.run_hook(box, "post_tool", payload), "post_tool (process)")
    caps = {"tool-observations.jsonl": MAX_OBSERVATIONS_BYTES, "memory-engine.log": MAX_LOG_BYTES}
    total: dict[str, int] = {}
    for path in logs.iterdir():
        stem = path.name.removesuffix(".1")
        total[stem] = total.get(stem, 0) + path.stat().st_size
        if stem in caps and path.stat().st_size > caps[stem] + 64 * 1024:
            problems.append(f"{path.name}: {path.stat().st_size} bytes, cap {caps[stem]}")
    for stem, cap in caps.items():
        if total.get(stem, 0) > 2 * cap + 128 * 1024:
            problems.append(f"{stem} and its rotations hold {total[stem]} bytes (cap {cap})")
        if not (logs / f"{stem}.1").exists():
            problems.append(f"{stem} was never rotated")
    problems += H.check_store(box).bad_json
    return sorted(set(problems))


# -- (h) temp files of killed runs ----------------------------------------------------------
def tmp_leftovers(box: H.Sandbox) -> list[str]:
    """Temp files a killed writer leaves must be named by `memengine validate --strict`."""
    planted = [box.store_root / "semantic" / ".deploy.md.4242.deadbeef.tmp",
               box.store_root / "procedural" / ".rule.md.4243.cafebabe.tmp",
               box.store_root / "_drafts" / ".candidate.md.4244.0badf00d.tmp"]
    for path in planted:
        path.write_text("---\nid: half\n", encoding="utf-8")
    run = H.run_cli(box, "validate", "--strict")
    report = run.stdout + run.stderr
    problems = [] if run.returncode != 0 else ["`memengine validate --strict` exits 0"]
    problems += [f"not named by `validate --strict`: {p.relative_to(box.store_root)}"
                 for p in planted if p.name not in report]
    return problems

