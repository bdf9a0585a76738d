"""The reliability parts as functions that return figures: the tests assert on them and
`benchmarks/reliability.py` prints them, so both always run the same scenario.

Each part builds its own sandbox under the folder it is given. Sizes are arguments: the tests
pass the CI sizes, the script its own defaults.
"""

from __future__ import annotations

import dataclasses
import json
import os
import random
import signal
import subprocess
import sys
import time
import zlib
from pathlib import Path
from typing import Any

import helpers as H
import workers as W

# -- 1. concurrency -------------------------------------------------------------------------


@dataclasses.dataclass
class LoadResult:
    procs: int
    ops: int
    lost: list[str]           # updates or records that did not survive
    torn: list[str]           # files or lines a reader cannot parse
    lost_drafts: list[str]    # queued drafts found nowhere
    index: list[str]          # index vs files, before and after `memengine reindex`
    tmp: list[str]            # temp files left behind
    errors: list[str]         # operations that raised in a worker
    increments: int
    seconds: float

    def figure(self) -> str:
        return (f"concurrency: {self.procs} procs x {self.ops} ops: lost={len(self.lost)} "
                f"torn={len(self.torn)} lost-drafts={len(self.lost_drafts)} "
                f"index-mismatches={len(self.index)} ({self.seconds:.1f} s)")


def concurrency(base: Path, procs: int = 8, ops: int = 300, seed: int = 1) -> LoadResult:
    """`procs` processes x `ops` mixed operations on one store, then account for every one."""
    from memory_engine.records import tiers as T
    from memory_engine.records.types import SemanticRecord
    from memory_engine.storage.store import Store

    box = H.make_sandbox(base)
    with box.active():
        store = Store.open()
        store.write(SemanticRecord(id=W.COUNTER_ID, tier=T.SEMANTIC, topic="load",
                                   confidence=0.6, source=["seed"], body="# shared counter"))
        store.close()
    started = time.perf_counter()
    running = [W.spawn(box, "mixed", str(w), str(ops), str(seed)) for w in range(procs)]
    reports: list[dict[str, Any]] = []
    errors: list[str] = []
    for proc in running:
        out, err = proc.communicate(timeout=1800)
        if proc.returncode != 0:
            errors.append(f"worker exited {proc.returncode}: {err.decode()[-2000:]}")
            continue
        reports.append(json.loads(out.decode().strip().splitlines()[-1]))
    seconds = time.perf_counter() - started

    state = H.check_store(box)
    by_id = {rec.id: (path, rec) for path, rec in state.records.items()}
    lost: list[str] = []
    increments = sum(r["increments"] for r in reports)
    counter = by_id.get(W.COUNTER_ID)
    if counter is None or counter[1].observations != 1 + increments:
        seen = counter[1].observations - 1 if counter else "no counter"
        lost.append(f"shared counter: {increments} increments, the file counts {seen}")
    archive = box.store_root / "_archive"
    archived = {p.name.split("--")[0] for p in archive.rglob("*.md")}
    for report in reports:
        errors += [f"worker {report['worker']}: {e}" for e in report["errors"]]
        for rid, info in report["records"].items():
            if info["forgotten"]:
                if rid in by_id:
                    lost.append(f"{rid}: forgotten but still in its tier")
                if rid not in archived:
                    lost.append(f"{rid}: forgotten but not in _archive/")
            elif rid not in by_id:
                lost.append(f"{rid}: written, never forgotten, and gone")
            elif by_id[rid][1].observations != info["observations"]:
                lost.append(f"{rid}: {info['observations']} observations expected, file has "
                            f"{by_id[rid][1].observations}")
    queued = {d for r in reports for d in r["drafts"]}
    processed = {d for r in reports for d in r["processed"]}
    drafts = box.store_root / "_drafts"
    on_disk = {p.stem for p in drafts.glob("*.md")} | {p.stem for p in
                                                      (drafts / "_rejected").glob("*.md")}
    lost_drafts = sorted(queued - processed - on_disk)

    valid = list(state.records)
    index = [f"before reindex: {m}" for m in H.index_mismatches(box, valid)]
    reindex = H.run_cli(box, "reindex")
    if reindex.returncode != 0:
        index.append(f"memengine reindex exited {reindex.returncode}: {reindex.stderr}")
    index += [f"after reindex: {m}" for m in H.index_mismatches(box, valid)]
    return LoadResult(procs, ops, lost, state.corrupt + state.invalid, lost_drafts, index,
                      state.tmp, errors, increments, seconds)


# -- 2. crashes -----------------------------------------------------------------------------


@dataclasses.dataclass
class CrashResult:
    kills: int
    finished: int             # runs that ended before their kill came
    partial: list[str]        # record files that were neither the old nor the new version
    corrupt: list[str]        # other files a reader cannot parse
    index: list[str]          # what the index got wrong after recovery
    tmp: list[str]            # temp files the killed runs left
    tmp_unreported: list[str]  # of those, what `memengine validate --strict` did not name
    after: list[str]          # failures of a clean run after the crashes
    seconds: float

    def figure(self) -> str:
        return (f"crashes: {self.kills} SIGKILLs ({self.finished} runs finished first): "
                f"partial={len(self.partial)} corrupt={len(self.corrupt)} "
                f"index-problems={len(self.index)} tmp-leftovers={len(self.tmp)} "
                f"unreported-by-validate={len(self.tmp_unreported)} ({self.seconds:.1f} s)")


CRASH_MODES = ("store", "drafts", "reflexion", "session_end")


def _correction_lines(session: str, start: int, n: int, day: str) -> str:
    return "".join(H.user_line(f"{session[:8]}-{start + k}",
                               f"no, that's wrong, the {W.DRAFT_WORDS[(start + k) % 12]} step "
                               f"must run before deploy {start + k}",
                               H.stamp(day, start + k), session) for k in range(n))


def crashes(base: Path, kills: int = 100, seed: int = 2) -> CrashResult:
    """SIGKILL writer processes at random points, checking the files after every kill."""
    box = H.make_sandbox(base)
    rng = random.Random(seed)
    day = H.today_utc()
    sessions = {"reflexion": "c0ffee00-0000-4000-8000-000000000001",
                "session_end": "c0ffee00-0000-4000-8000-000000000002"}
    transcripts = {mode: box.inputs / f"{sid}.jsonl" for mode, sid in sessions.items()}
    lines_written = dict.fromkeys(sessions, 0)
    partial: dict[str, str] = {}
    corrupt: dict[str, str] = {}
    done = finished = attempts = 0
    started = time.perf_counter()
    while done < kills and attempts < kills * 4:
        attempts += 1
        mode = CRASH_MODES[attempts % len(CRASH_MODES)]
        if mode in ("store", "drafts"):
            proc = W.spawn(box, f"crash-{mode}", str(attempts * 1_000_000))
            assert proc.stdout is not None
            proc.stdout.readline()  # "ready": the kill lands in the loop, not in imports
            delay = rng.uniform(0.0, 0.25)
        else:
            with transcripts[mode].open("a", encoding="utf-8") as handle:
                handle.write(_correction_lines(sessions[mode], lines_written[mode], 3, day))
            lines_written[mode] += 3
            proc = _start_pass(box, mode, sessions[mode], transcripts[mode])
            delay = rng.uniform(0.05, 0.6)
        time.sleep(delay)
        if proc.poll() is None:
            proc.send_signal(signal.SIGKILL)
            done += 1
        else:
            finished += 1
        proc.communicate(timeout=60)
        _check_after_kill(box, partial, corrupt)
    seconds = time.perf_counter() - started

    state = H.check_store(box)
    with box.active():
        from memory_engine.storage.store import Store

        store = Store.open()
        try:
            store.index.refresh()
        finally:
            store.close()
    index = H.index_mismatches(box, list(state.records))
    validate = H.run_cli(box, "validate")
    if validate.returncode != 0:
        index.append(f"memengine validate exited {validate.returncode}: "
                     f"{(validate.stdout + validate.stderr)[-1500:]}")
    strict = H.run_cli(box, "validate", "--strict")
    report = strict.stdout + strict.stderr
    unreported = [t for t in state.tmp
                  if os.path.basename(t) not in report or strict.returncode == 0]
    after = _clean_runs(box, sessions, transcripts, day, lines_written)
    return CrashResult(done, finished, sorted(partial.values()),
                       sorted(corrupt.values()) + state.corrupt, index, state.tmp, unreported,
                       after, seconds)


def _start_pass(box: H.Sandbox, mode: str, session: str,
                transcript: Path) -> subprocess.Popen[bytes]:
    if mode == "reflexion":
        cmd = [sys.executable, "-m", "memory_engine", "reflexion", "--transcript",
               str(transcript), "--session", session]
        return subprocess.Popen(cmd, cwd=box.project, env=box.env(), stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE)
    # The SessionEnd hook only notes the request and starts a detached worker, which does the
    # work a kill must interrupt: the request is noted as the hook notes it, and the worker
    # started here as a child, so that it is the process killed.
    payload = H.base_payload("SessionEnd.other.json", box, session_id=session,
                             transcript_path=str(transcript))
    with box.active():
        from memory_engine.hookio import HookPayload
        from memory_engine.jobs.session_end import MODULE, note

        name = note(str(box.store_root), HookPayload(payload))
    return subprocess.Popen([sys.executable, "-m", MODULE, str(box.store_root), name],
                            cwd=box.project, env=box.env(), stdin=subprocess.DEVNULL,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def _check_after_kill(box: H.Sandbox, partial: dict[str, str], corrupt: dict[str, str]) -> None:
    """Every crash record is one complete version; every other file still reads."""
    state = H.check_store(box)
    for problem in state.corrupt:
        corrupt.setdefault(problem.split(": ")[0], problem)
    for path, record in state.records.items():
        if record.id not in W.CRASH_RECORDS:
            continue
        first = record.body.split("\n", 1)[0]
        try:
            version = int(first.rsplit(" ", 1)[-1])
        except ValueError:
            partial.setdefault(path, f"{path}: first line {first[:80]!r} names no version")
            continue
        # the parser drops the body's final newline; nothing else may differ
        if record.body.rstrip("\n") != W.version_body(record.id, version).rstrip("\n"):
            partial.setdefault(path, f"{path}: body is not version {version} whole")


def _clean_runs(box: H.Sandbox, sessions: dict[str, str], transcripts: dict[str, Path],
                day: str, lines_written: dict[str, int]) -> list[str]:
    """After the crashes the store still works: a pass and the admission queue finish."""
    problems: list[str] = []
    for mode in ("reflexion", "session_end"):
        with transcripts[mode].open("a", encoding="utf-8") as handle:
            handle.write(_correction_lines(sessions[mode], lines_written[mode], 1, day))
        proc = _start_pass(box, mode, sessions[mode], transcripts[mode])
        out, err = proc.communicate(timeout=300)
        if proc.returncode != 0 or b"Traceback" in out + err:
            problems.append(f"clean {mode} run: exit {proc.returncode}: {err.decode()[-800:]}")
    drained = H.run_cli(box, "drafts", "process")
    if drained.returncode != 0:
        problems.append(f"memengine drafts process exited {drained.returncode}: "
                        f"{(drained.stdout + drained.stderr)[-800:]}")
    return problems


# -- 5. secrets -----------------------------------------------------------------------------

ENTRY_POINTS = ("human turn", "tool output", "rejection feedback", "drafts add --text",
                "drafts add --source", "drafts add --topic", "pre_write Write",
                "pre_write Edit", "pre_write MultiEdit", "post_tool", "user_prompt")


@dataclasses.dataclass
class SecretResult:
    formats: int
    entry_points: tuple[str, ...]
    leaks: dict[str, dict[str, list[str]]]  # entry point -> format -> where it was found
    seconds: float

    @property
    def total(self) -> int:
        """Leaks counted once per entry point and format, wherever and however often found."""
        return sum(len(v) for v in self.leaks.values())

    def figure(self) -> str:
        per = ", ".join(f"{e}={len(v)}" for e, v in self.leaks.items() if v)
        return (f"secrets: {self.formats} formats x {len(self.entry_points)} entry points: "
                f"leaks={self.total}" + (f" ({per})" if per else "") +
                f" ({self.seconds:.1f} s)")


def secrets(base: Path, corpus: list[H.Secret] | None = None,
            entry_points: tuple[str, ...] = ENTRY_POINTS, per_turn: int = 1) -> SecretResult:
    """Every secret through every entry point, each entry point in its own sandbox (so a leak
    names its door), then the whole sandbox searched for every value. `per_turn` secrets share
    one transcript turn (fewer turns, fewer candidates to admit: a shorter run)."""
    corpus = corpus if corpus is not None else H.secret_corpus()
    started = time.perf_counter()
    leaks: dict[str, dict[str, list[str]]] = {}
    for number, entry in enumerate(entry_points):
        box = H.make_sandbox(base / f"entry-{number}")
        began = time.perf_counter()
        _push_secrets(box, entry, corpus, per_turn)
        if os.environ.get("RELIABILITY_TRACE"):
            print(f"  {entry}: {time.perf_counter() - began:.1f} s", file=sys.stderr)
        H.stop_detached(box, 60)
        values = [v for s in corpus for v in s.values]
        fmt = {v: s.format for s in corpus for v in s.values}
        found: dict[str, list[str]] = {}
        for value, where in H.find_leaks([box.project, box.home, box.user_root, box.outside],
                                         values):
            found.setdefault(fmt[value], []).append(os.path.relpath(where, box.base))
        leaks[entry] = found
    return SecretResult(len(corpus), entry_points, leaks, time.perf_counter() - started)


def _push_secrets(box: H.Sandbox, entry: str, corpus: list[H.Secret], per_turn: int) -> None:
    session = f"5ec7e700-0000-4000-8000-{zlib.crc32(entry.encode()):012d}"
    day = H.today_utc()
    transcript = box.inputs / f"{session}.jsonl"
    common = {"session_id": session, "transcript_path": str(transcript)}
    if entry in ("human turn", "tool output", "rejection feedback"):
        lines = [H.user_line("start", "please deploy the api service", H.stamp(day, 0),
                             session)]
        groups = [corpus[k:k + per_turn] for k in range(0, len(corpus), per_turn)]
        for i, group in enumerate(groups):
            said = "\n".join(s.line for s in group)
            ts = H.stamp(day, 10 + 3 * i)
            if entry == "human turn":
                lines.append(H.user_line(f"h{i}", "no, that's wrong, use this instead:\n"
                                         + said, ts, session))
                continue
            lines.append(H.assistant_tool_line(f"a{i}", f"tool{i}", "Bash", ts, session))
            if entry == "tool output":
                lines.append(H.tool_result_line(f"r{i}", f"tool{i}", "$ cat .env\n" + said,
                                                ts, session))
                lines.append(H.user_line(f"h{i}", f"no, that's wrong, never print env files "
                                         f"({i})", H.stamp(day, 11 + 3 * i), session))
            else:
                lines.append(H.rejection_line(f"r{i}", f"tool{i}", "no, use this instead: "
                                              + said, ts, session))
        transcript.write_text("".join(lines), encoding="utf-8")
        H.run_hook(box, "stop", H.base_payload("Stop.json", box, **common))
        H.stop_detached(box, 120)
    elif entry.startswith("drafts add"):
        with box.active():
            for i, secret in enumerate(corpus):
                args = ["drafts", "add", "--tier", "semantic"]
                if entry.endswith("--text"):
                    args += ["--text", f"Deploy the api with these settings:\n{secret.line}"]
                else:
                    args += ["--text", f"Run the database migrations before deploying "
                                       f"service {i}; it avoids downtime."]
                    args += ["--source" if entry.endswith("--source") else "--topic",
                             secret.line]
                H.cli_inprocess(*args)
    elif entry.startswith("pre_write"):
        with box.active():
            for i, secret in enumerate(corpus):
                _gate_secret(box, entry.split()[-1], i, secret, common)
    elif entry == "post_tool":
        with box.active():
            for i, secret in enumerate(corpus):
                # the secret with its context (`TOKEN=...`), wherever the model puts text
                line = secret.line.replace("\n", " ")
                for payload in (
                        H.base_payload("PostToolUse.Bash.json", box, **common,
                                       tool_input={"command": f"echo '{secret.line}'"},
                                       tool_response={"stdout": secret.line, "stderr": ""}),
                        H.base_payload("PostToolUse.in-subagent.json", box, **common,
                                       agent_type=f"deploy {line}", tool_input={
                                           "file_path": str(box.project / f"notes {line}"),
                                           "content": secret.line},
                                       tool_response={"filePath": f"notes-{i}"})):
                    H.run_hook_inprocess("post_tool", json.dumps(payload).encode())
    elif entry == "user_prompt":
        with box.active():
            for secret in corpus:
                payload = H.base_payload("UserPromptSubmit.json", box, **common,
                                         prompt=f"deploy the api using {secret.line}")
                H.run_hook_inprocess("user_prompt", json.dumps(payload).encode())
    else:
        raise ValueError(f"unknown entry point {entry!r}")
    # what every session ends with: the final pass, the admission queue, the manifests
    H.run_hook(box, "session_end", H.base_payload("SessionEnd.other.json", box, **common))


def record_text(rid: str, body: str, tier: str = "semantic") -> str:
    """A valid record file as a person or the agent would write it."""
    extra = "kind: rule\ntrigger: [deploy]\nseverity: medium\n" if tier == "procedural" else ""
    return (f"---\nid: {rid}\ntier: {tier}\ntopic: deploy\nconfidence: 0.8\nobservations: 2\n"
            f"last_touched: {time.strftime('%Y-%m-%d')}\ncreated: 2026-01-01\n"
            f"source: [session-1, session-2]\nlinks: []\n{extra}---\n{body}\n")


def _gate_secret(box: H.Sandbox, tool: str, i: int, secret: H.Secret,
                 common: dict[str, str]) -> None:
    """One write aimed at a tier file, through the gate; if the gate lets it through, the
    write happens (as Claude Code would do it), so an allowed secret lands on disk."""
    from memory_engine.handlers.pre_write import resulting_content

    target = box.store_root / "semantic" / f"deploy-{tool.lower()}-{i}.md"
    body = f"# Deploy settings\nThe api deploy reads its credentials from:\n{secret.line}"
    if tool == "Write":
        tool_input: dict[str, Any] = {"file_path": str(target),
                                      "content": record_text(target.stem, body)}
    else:
        target.write_text(record_text(target.stem, "# Deploy settings\nPLACEHOLDER\nsecond\n"),
                          encoding="utf-8")
        edit = {"old_string": "PLACEHOLDER", "new_string": body}
        tool_input = ({"file_path": str(target), **edit, "replace_all": False} if tool == "Edit"
                      else {"file_path": str(target),
                            "edits": [edit, {"old_string": "second", "new_string": "2nd"}]})
    base = "PreToolUse.Write.json" if tool == "Write" else "PreToolUse.Edit.json"
    payload = H.base_payload(base, box, **common, tool_name=tool, tool_input=tool_input)
    run = H.run_hook_inprocess("pre_write", json.dumps(payload).encode())
    if b'"deny"' not in run.stdout:
        content = resulting_content(tool, tool_input, str(target))
        if content is not None:
            target.write_text(content, encoding="utf-8")


# -- 6. injection ---------------------------------------------------------------------------

ROUTES = ("record", "draft", "transcript")
BATCH = 12  # planted texts per cold start: all of them fit its sections and budget


@dataclasses.dataclass
class InjectionResult:
    planted: dict[str, int]
    shown: dict[str, int]              # reached the cold start (warned or not)
    unwarned: dict[str, list[str]]     # reached it without the warning line
    quarantined: int                   # rejected by admission as an injection
    quarantined_shown: list[str]       # their raw text found in a cold start anyway
    seconds: float

    def figure(self) -> str:
        total = sum(self.planted.values())
        unwarned = sum(len(v) for v in self.unwarned.values())
        routes = ", ".join(f"{r} {n}" for r, n in self.planted.items())
        per = ", ".join(f"{r}={len(v)}" for r, v in self.unwarned.items() if v)
        return (f"injection: {total} planted texts ({routes}): reached the cold start without "
                f"the warning={unwarned}" + (f" ({per})" if per else "")
                + f", with it={sum(self.shown.values()) - unwarned}; quarantined="
                f"{self.quarantined}, their text in the cold start={len(self.quarantined_shown)}"
                f" ({self.seconds:.1f} s)")


def injection(base: Path, texts: list[str] | None = None) -> InjectionResult:
    texts = list(dict.fromkeys(texts if texts is not None else H.injection_corpus(40)))
    started = time.perf_counter()
    result = InjectionResult({}, {}, {}, 0, [], 0.0)
    for route in ROUTES:
        box = H.make_sandbox(base / route)
        # room for every planted item: the question is whether an item carries the warning
        H.write_config(box, "[coldstart]\nbudget = 200000\n")
        result.planted[route] = len(texts)
        result.shown[route] = 0
        result.unwarned[route] = []
        for start in range(0, len(texts), BATCH):
            batch = texts[start:start + BATCH]
            _plant(box, route, batch, start)
            cold = _cold_start(box)
            items = cold_start_items(cold)
            quarantined = _quarantined(box, batch)
            result.quarantined += len(quarantined)
            cold_skeleton = H.skeleton(cold)
            for k, text in enumerate(batch):
                windows = H.distinct_windows(text, batch[:k] + batch[k + 1:])
                hits = [warned for warned, body in items.values()
                        if any(w in H.skeleton(body) for w in windows)]
                if hits:
                    result.shown[route] += 1
                    if not all(hits):
                        result.unwarned[route].append(text)
                if text in quarantined and any(w in cold_skeleton for w in windows):
                    result.quarantined_shown.append(f"{route}: {text[:100]!r}")
            _clear(box)
    result.seconds = time.perf_counter() - started
    return result


def _plant(box: H.Sandbox, route: str, batch: list[str], start: int) -> None:
    if route == "record":
        for k, text in enumerate(batch):
            path = box.store_root / "semantic" / f"planted-{start + k}.md"
            path.write_text(record_text(path.stem, text), encoding="utf-8")
        return
    session = f"1a1a1a1a-0000-4000-8000-{start:012d}"
    transcript = box.inputs / f"{session}.jsonl"
    if route == "draft":
        with box.active():
            for text in batch:
                H.cli_inprocess("drafts", "add", "--tier", "semantic", "--topic", "deploy",
                                "--text", text)
    else:
        day = H.today_utc()
        transcript.write_text("".join(
            H.user_line(f"i{start + k}", f"no, that's wrong: {text}", H.stamp(day, k), session)
            for k, text in enumerate(batch)), encoding="utf-8")
    payload = H.base_payload("SessionEnd.other.json", box, session_id=session,
                             transcript_path=str(transcript))
    with box.active():
        H.run_hook_inprocess("session_end", json.dumps(payload).encode(), timeout=120)


def _cold_start(box: H.Sandbox) -> str:
    payload = H.base_payload("SessionStart.startup.json", box)
    with box.active():
        run = H.run_hook_inprocess("session_start", json.dumps(payload).encode())
    if not run.stdout:
        return ""
    context: str = json.loads(run.stdout)["hookSpecificOutput"]["additionalContext"]
    return context


def cold_start_items(text: str) -> dict[str, tuple[bool, str]]:
    """id -> (carries the warning line, its quoted text) for every item of a cold start."""
    items: dict[str, tuple[bool, str]] = {}
    current: str | None = None
    for line in text.splitlines():
        if (line.startswith("- ") or line.startswith("[")) and " id=" in line:
            current = line.split(" id=", 1)[1].split(" ", 1)[0]
            items[current] = (False, "")
        elif current is not None and line.startswith("  ! ") and H.WARNING_LINE in line:
            items[current] = (True, items[current][1])
        elif current is not None and line.startswith("> "):
            warned, body = items[current]
            items[current] = (warned, body + " " + line[2:])
        elif not line.startswith(("> ", "  ")):
            current = None
    return items


def _quarantined(box: H.Sandbox, batch: list[str]) -> set[str]:
    """Planted texts whose candidate admission rejected as an injection."""
    from memory_engine.records import fileformat

    rejected = box.store_root / "_drafts" / "_rejected"
    found: set[str] = set()
    for path in rejected.glob("*.md"):
        meta, body = fileformat.loads(path.read_text(encoding="utf-8"))
        if (meta.get("admission") or {}).get("reason") != "injection":
            continue
        flat = H.skeleton(body)
        for k, text in enumerate(batch):
            if any(w in flat for w in H.distinct_windows(text, batch[:k] + batch[k + 1:])):
                found.add(text)
    return found


def _clear(box: H.Sandbox) -> None:
    """Empty the tiers and the queue between batches, so each cold start shows one batch."""
    for folder in ("semantic", "procedural", "episodic", "_drafts", "_drafts/_rejected"):
        for path in (box.store_root / folder).glob("*.md"):
            if not path.name.startswith("_"):
                path.unlink()
    for path in (box.store_root / "environment-dynamics").rglob("*.md"):
        if not path.name.startswith("_"):
            path.unlink()
