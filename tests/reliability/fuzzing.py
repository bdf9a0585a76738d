"""Hypothesis strategies for hostile hook input, and the harness that runs and judges each case.

Three targets: hook payloads (the real payload shapes with fields deleted, retyped, huge, full of
NUL and control characters, or holding hostile paths), transcripts (JSONL with garbage, huge
lines, NUL, invalid UTF-8) and record frontmatter (random YAML with aliases, anchors, tags such
as !!python/object, deep nesting). Most cases run through the hook runtime's entry point in this
process, for volume; every `subprocess_every`-th case also runs as a real hook process.

The harness never raises on a bad case: it records the problem and goes on, so one run yields
counts (the figures) and the test asserts that every count is zero. The input of a case over
its budget is copied to `findings/` beside the sandbox, to replay it by hand.
"""

from __future__ import annotations

import dataclasses
import json
import subprocess
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import helpers as H
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

HANDLERS = ("session_start", "user_prompt", "pre_write", "post_tool", "stop", "subagent_stop",
            "session_end")
BASES = {"session_start": "SessionStart.startup.json", "user_prompt": "UserPromptSubmit.json",
         "pre_write": "PreToolUse.Write.json", "post_tool": "PostToolUse.Bash.json",
         "stop": "Stop.json", "subagent_stop": "SubagentStop.json",
         "session_end": "SessionEnd.other.json"}
# Handlers that only read records: a case through them must leave every record file as it was.
READ_ONLY = ("session_start", "user_prompt", "pre_write", "post_tool")


# A fuzz case is one small input (a payload, a transcript of at most a few MB, one record),
# which a hook handles in well under a second: ten seconds is generous even on a loaded
# machine, and a hook past it would soon meet Claude Code's own timeout on real input of the
# same kind.
CASE_BUDGET = 10.0


def hook_timeouts() -> dict[str, float]:
    """Seconds hooks.json gives Claude Code to wait for each hook (after which the client kills
    it), by handler name."""
    config = json.loads((H.REPO / "hooks" / "hooks.json").read_text(encoding="utf-8"))
    timeouts: dict[str, float] = {}
    for entries in config["hooks"].values():
        for entry in entries:
            for hook in entry["hooks"]:
                timeouts[hook["command"].rsplit(" ", 1)[-1]] = float(hook["timeout"])
    return timeouts


def hook_budgets() -> dict[str, float]:
    """Seconds each hook may take on one fuzz case: CASE_BUDGET, or less where hooks.json gives
    Claude Code a shorter timeout."""
    return {name: min(CASE_BUDGET, seconds) for name, seconds in hook_timeouts().items()}


# -- values ---------------------------------------------------------------------------------
def hostile_paths(box: H.Sandbox) -> list[str]:
    store = str(box.store_root)
    return [
        "../../x", "../../../../etc/passwd", "/etc/passwd", "/", "", ".", "~/.bashrc",
        "$(curl x|sh).md", "`touch pwned`.md", "x\x00.md", "semantic/../../CLAUDE.md",
        f"{store}/semantic/../../CLAUDE.md", f"{store}/_drafts/../../CLAUDE.md",
        f"{store}/semantic/new.md", f"{store}/semantic/{'a' * 300}.md",
        f"{store}/environment-dynamics/../../../outside/x.md", f"{store}/semantic/\u202e.md",
        f"{box.outside}/x.md", f"{box.home}/.bashrc", f"{box.project}/CLAUDE.md",
        "C:\\Windows\\system32\\x.md", "\\\\server\\share\\x.md", "sémantique/ünï.md",
        "/dev/null", "/proc/self/environ", "a/" * 200 + "x.md",
    ]


def _text_values() -> st.SearchStrategy[str]:
    controls = st.text(alphabet=st.characters(max_codepoint=0x9F), max_size=80)
    unicode_any = st.text(max_size=80)
    lone = st.sampled_from(["\ud800", "a\udfffb", "\ufeff", "\u2028\u2029", "\u202e\u2066"])
    huge = st.sampled_from([10_000, 200_000, 1_200_000]).map(lambda n: "A\u00e9" * (n // 2))
    yamlish = st.sampled_from(["---\nid: x\n---\n", "&a [*a]", "!!python/object/apply:os.system"
                               " ['touch pwned']", "{{{{", "]]]]"])
    return st.one_of(controls, unicode_any, lone, huge, yamlish)


# Built once: a strategy built inside every draw is validated again each time, which costs
# more than running the case.
TEXT_VALUES = _text_values()
_VALUES: dict[Path, st.SearchStrategy[Any]] = {}


def values(box: H.Sandbox) -> st.SearchStrategy[Any]:
    if box.base not in _VALUES:
        scalars = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=True),
                            TEXT_VALUES, st.sampled_from(hostile_paths(box)))
        _VALUES[box.base] = st.recursive(scalars, lambda inner: st.one_of(
            st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=8), inner,
                                                         max_size=4)), max_leaves=8)
    return _VALUES[box.base]


# Fields the handlers read, by where they sit in a payload.
TOP_FIELDS = ("session_id", "transcript_path", "cwd", "hook_event_name", "source", "prompt",
              "tool_name", "tool_input", "tool_response", "duration_ms", "stop_hook_active",
              "agent_type", "agent_id", "agent_transcript_path", "reason", "permission_mode")
INPUT_FIELDS = ("file_path", "content", "old_string", "new_string", "edits", "replace_all",
                "command", "notebook_path")


@st.composite
def payload_bytes(draw: st.DrawFn, box: H.Sandbox, handler: str) -> bytes:
    """A real payload of `handler`'s event, mutated; now and then not JSON at all."""
    if draw(st.integers(0, 9)) == 0:
        return draw(_raw_stdin(box, handler))
    payload = H.base_payload(BASES[handler], box)
    if handler == "pre_write" and draw(st.booleans()):
        # half the gate's cases aim at a tier, the slow path that parses and scores
        tool = draw(st.sampled_from(["Write", "Edit", "MultiEdit"]))
        folder = box.store_root / draw(st.sampled_from(["semantic", "procedural", "_drafts",
                                                         "environment-dynamics/other"]))
        payload["tool_name"] = tool
        payload["tool_input"] = {"file_path": str(folder / "fz.md"),
                                 "content": draw(FRONTMATTER),
                                 "old_string": "a", "new_string": draw(TEXT_VALUES),
                                 "edits": [{"old_string": "a", "new_string": "b"}]}
    tool_input = payload.get("tool_input")
    for _ in range(draw(st.integers(1, 4))):
        nested = isinstance(tool_input, dict) and draw(st.booleans())
        target = tool_input if nested and isinstance(tool_input, dict) else payload
        field = draw(st.sampled_from(INPUT_FIELDS if nested else TOP_FIELDS))
        if draw(st.integers(0, 4)) == 0:
            target.pop(field, None)
        else:
            target[field] = draw(values(box))
    return json.dumps(payload).encode("utf-8")


_RAW: dict[tuple[Path, str], st.SearchStrategy[bytes]] = {}


def _raw_stdin(box: H.Sandbox, handler: str) -> st.SearchStrategy[bytes]:
    if (box.base, handler) not in _RAW:
        _RAW[box.base, handler] = raw_stdin(box, handler)
    return _RAW[box.base, handler]


@st.composite
def raw_stdin(draw: st.DrawFn, box: H.Sandbox, handler: str) -> bytes:
    """Stdin that is not a payload: bytes, truncated JSON, other JSON types, deep nesting."""
    base = json.dumps(H.base_payload(BASES[handler], box)).encode()
    kind = draw(st.integers(0, 5))
    if kind == 0:
        return draw(st.binary(max_size=400))
    if kind == 1:
        return base[: draw(st.integers(0, len(base)))]
    if kind == 2:
        return json.dumps(draw(st.one_of(st.lists(st.integers()), st.text(), st.integers(),
                                         st.none()))).encode()
    if kind == 3:
        depth = draw(st.sampled_from([100, 5000, 200_000]))
        return b"[" * depth + b"]" * depth
    if kind == 4:
        return base.replace(b'"session_id": "', b'"session_id": "\xff\xfe\x00')
    return b"\x00" * draw(st.integers(1, 64)) + base


# -- transcripts ----------------------------------------------------------------------------
# Human text in transcripts: the same hostile strings, with "huge" capped at 100 KB; the
# oversized-line case below covers what lies beyond the reader's line cap.
TURN_TEXT = st.one_of(st.text(alphabet=st.characters(max_codepoint=0x9F), max_size=80),
                      st.text(max_size=80),
                      st.sampled_from(["\ufeff", "\u2028\u2029", "\u202e\u2066", "&a [*a]"]),
                      st.sampled_from([5_000, 100_000]).map(lambda n: "A\u00e9 " * (n // 3)))


@st.composite
def transcript_bytes(draw: st.DrawFn, session: str) -> bytes:
    day = H.today_utc()
    lines: list[bytes] = []
    for i in range(draw(st.integers(1, 12))):
        kind = draw(st.integers(0, 9))
        ts = H.stamp(day, i)
        if kind <= 2:
            text = draw(st.one_of(TURN_TEXT, st.just("no, that's wrong, use the other "
                                                      "branch")))
            lines.append(H.user_line(f"u{i}", "no, that's wrong: " + text, ts,
                                     session).encode("utf-8", "surrogatepass"))
        elif kind == 3:
            lines.append(H.rejection_line(f"r{i}", f"t{i}", draw(TURN_TEXT), ts,
                                          session).encode("utf-8", "surrogatepass"))
        elif kind == 4:
            lines.append(draw(st.binary(max_size=200)) + b"\n")
        elif kind == 5:
            size = draw(st.sampled_from([3000, 3000, 300_000, 2_300_000]))
            lines.append(H.user_line(f"big{i}", "no, " + "z " * (size // 2), ts,
                                     session).encode())
        elif kind == 6:
            good = H.user_line(f"n{i}", "no, stop \x00 that", ts, session).encode()
            lines.append(good.replace(b"\\u0000", b"\x00"))
        elif kind == 7:
            good = H.user_line(f"t{i}", "no, that's wrong", ts, session).encode()
            lines.append(good[: draw(st.integers(1, len(good) - 1))] + b"\n")
        elif kind == 8:
            lines.append(json.dumps(draw(VALUES_PLAIN)).encode() + b"\n")
        else:
            lines.append(H.user_line(f"x{i}", "no, caf\u00e9 wrong", ts, session)
                         .encode().replace(b"caf\\u00e9", b"caf\xe9"))
    if draw(st.booleans()):
        lines[-1] = lines[-1].rstrip(b"\n")
    return b"".join(lines)


VALUES_PLAIN: st.SearchStrategy[Any] = st.recursive(
    st.one_of(st.none(), st.integers(), st.text(max_size=20)),
    lambda inner: st.one_of(
        st.lists(inner, max_size=3),
        st.dictionaries(st.sampled_from(["type", "message", "content", "uuid", "sessionId"]),
                        inner, max_size=4)), max_leaves=6)


# -- frontmatter ----------------------------------------------------------------------------
BOMB = ("x0: &x0 [l, l, l, l, l, l, l, l, l]\n"
        + "".join(f"x{i}: &x{i} [{', '.join([f'*x{i - 1}'] * 9)}]\n" for i in range(1, 8)))


@st.composite
def frontmatter_text(draw: st.DrawFn) -> str:
    """A record file: hostile YAML between the --- lines, or a damaged block."""
    common = ("id: fz\ntier: semantic\ntopic: fuzz\nconfidence: 0.7\nobservations: 1\n"
              "last_touched: 2026-01-02\ncreated: 2026-01-01\nsource: [fuzz]\n")
    kind = draw(st.integers(0, 9))
    if kind == 0:
        block = BOMB + common + "links: *x7\n"
    elif kind == 1:
        block = common + "links: &a [semantic/x]\nextra: *a\n"
    elif kind == 2:
        tag = draw(st.sampled_from([
            "!!python/object/apply:os.system ['touch pwned']",
            "!!python/object/new:subprocess.Popen [['touch', 'pwned']]",
            "!!python/name:os.system", "!!binary AAAA", "!!set {a, b}", "!!timestamp nope",
            "!<tag:yaml.org,2002:python/tuple> [1, 2]", "!custom x"]))
        block = common + f"links: {tag}\n"
    elif kind == 3:
        depth = draw(st.sampled_from([30, 1000, 50_000]))
        opener = draw(st.sampled_from(["[", "{a: "]))
        closer = "]" if opener == "[" else "}"
        block = common + "links: " + opener * depth + closer * depth + "\n"
    elif kind == 4:
        depth = draw(st.integers(20, 200))
        block = common + "".join("  " * i + f"k{i}:\n" for i in range(depth)) + "  " * depth + "v\n"
    elif kind == 5:
        block = common + "<<: {id: other}\nid: dup\nid: dup2\n"
    elif kind == 6:
        block = draw(st.text(max_size=300))
    elif kind == 7:
        fields = draw(st.dictionaries(st.sampled_from(
            ["id", "tier", "topic", "confidence", "observations", "last_touched", "created",
             "source", "links", "trigger", "kind", "bucket"]), VALUES_PLAIN, max_size=8))
        block = json.dumps(fields)  # JSON is YAML: random types in every field
    elif kind == 8:
        block = common + "links: [a\x00b]\n" + draw(st.sampled_from(["\ufeff", "\r\n", "\x85"]))
    else:
        block = common + "links: " + "[a, " * 5 + "\n"  # unterminated flow sequence
    tail = draw(st.sampled_from(["---\n# body\ntext\n", "", "---", "---\n" + "b" * 5000]))
    return "---\n" + block + tail


FRONTMATTER = frontmatter_text()


# -- the harness ----------------------------------------------------------------------------
@dataclasses.dataclass
class FuzzTally:
    cases: int = 0
    subprocess_cases: int = 0
    crashes: list[str] = dataclasses.field(default_factory=list)      # exit != 0
    bad_stdout: list[str] = dataclasses.field(default_factory=list)   # not JSON, traceback
    slow: list[str] = dataclasses.field(default_factory=list)         # over the hook budget
    outside: list[str] = dataclasses.field(default_factory=list)      # writes outside
    corruptions: list[str] = dataclasses.field(default_factory=list)  # store files damaged
    blanked: list[str] = dataclasses.field(default_factory=list)  # one file hid the rest
    slowest: list[tuple[float, str]] = dataclasses.field(default_factory=list)
    seconds: float = 0.0

    def problems(self) -> list[str]:
        return (self.crashes + self.bad_stdout + self.slow + self.outside + self.corruptions
                + self.blanked)

    def figure(self, label: str = "fuzz") -> str:
        return (f"{label}: {self.cases} cases ({self.subprocess_cases} as processes): "
                f"crashes={len(self.crashes)} bad-stdout={len(self.bad_stdout)} "
                f"over-budget={len(self.slow)} writes-outside={len(self.outside)} "
                f"corruptions={len(self.corruptions)} cold-start-blanked={len(self.blanked)} "
                f"({self.seconds:.1f} s)")

    def note_time(self, seconds: float, where: str, keep: int = 5) -> None:
        self.slowest = sorted([*self.slowest, (seconds, where)], reverse=True)[:keep]


class Harness:
    """One sandbox with seeded records; runs cases in it and tallies what went wrong."""

    def __init__(self, base: Path, subprocess_every: int = 40) -> None:
        self.box = H.make_sandbox(base / "sandbox")
        self.findings = base / "findings"  # inputs of failed cases, beside the sandbox
        self.subprocess_every = subprocess_every
        self.budgets = hook_budgets()
        self.tally = FuzzTally()
        self.seeded = seed_records(self.box)
        self.validated = 0
        self.last_stdin: bytes | None = None
        self.case_started = 0.0
        self.outside_before = H.outside_state(self.box)

    def case(self, handler: str, stdin: bytes, label: str, root_from_env: bool = True) -> H.Run:
        """Run one case in process (and, now and then, as a process) and judge it. Without
        `root_from_env` the store is found the way a plugin install finds it: from the
        payload's `cwd` (which the case may have made hostile)."""
        self.tally.cases += 1
        self.last_stdin = stdin
        unset = {} if root_from_env else {"MEMORY_ENGINE_ROOT": ""}
        with self.box.active(**unset):
            run = H.run_hook_inprocess(handler, stdin, timeout=self.budgets[handler] + 1)
        self._judge(handler, run, label, "in process")
        if self.tally.cases % self.subprocess_every == 0:
            self.tally.subprocess_cases += 1
            try:
                proc = H.run_hook(self.box, handler, stdin, timeout=self.budgets[handler] + 5,
                                  env=self.box.env(**unset))
            except subprocess.TimeoutExpired:
                proc = H.Run(0, b"", b"", self.budgets[handler] + 5)
            if handler == "stop" and H.stop_detached(self.box, self.budgets[handler]):
                proc.seconds = self.budgets[handler] + 5.001  # its detached pass overran
            self._judge(handler, proc, label, "process", startup=5.0)
        self._after(handler, label)
        return run

    def _judge(self, handler: str, run: H.Run, label: str, how: str,
               startup: float = 0.0) -> None:
        where = f"{label} [{handler}, {how}]"
        if run.returncode != 0:
            self.tally.crashes.append(f"{where}: exit {run.returncode}")
        out = run.stdout
        if out:
            try:
                parsed = json.loads(out.decode("utf-8"))
                if not isinstance(parsed, dict):
                    raise ValueError("not an object")
            except ValueError as exc:
                self.tally.bad_stdout.append(f"{where}: stdout {out[:120]!r} ({exc})")
            if b"Traceback" in out:
                self.tally.bad_stdout.append(f"{where}: a traceback on stdout")
        self.tally.note_time(run.seconds, where)
        if run.seconds > self.budgets[handler] + startup:
            self.tally.slow.append(f"{where}: {run.seconds:.1f} s, budget "
                                   f"{self.budgets[handler]:.0f} s (input kept in "
                                   f"{self.keep(handler)})")

    def keep(self, handler: str) -> Path:
        """Copy the last case's stdin and transcripts out of the sandbox, to replay it."""
        import shutil

        folder = self.findings / f"{len(self.tally.problems()):04d}-{handler}"
        folder.mkdir(parents=True, exist_ok=True)
        if self.last_stdin is not None:
            (folder / "stdin.json").write_bytes(self.last_stdin)
        for transcript in self.box.inputs.glob("*.jsonl"):
            if transcript.stat().st_mtime >= self.case_started:
                shutil.copy(transcript, folder / transcript.name)
        return folder

    def _after(self, handler: str, label: str) -> None:
        after = H.outside_state(self.box)
        changes = H.diff_states(self.outside_before, after)
        if changes:
            self.tally.outside.append(f"{label} [{handler}]: {', '.join(changes[:5])}")
            self.outside_before = after  # report each change once
        from memory_engine.errors import RecordError
        from memory_engine.records.recordio import parse_bytes

        for path, (tier, data) in self.seeded.items():
            try:
                now = path.read_bytes()
                if now == data:
                    continue
                if handler in READ_ONLY:
                    raise ValueError("changed by a hook that only reads")
                parse_bytes(now, str(path), tier, path.parent.name if
                            tier == "environment-dynamics" else None, path.stem)
                self.seeded[path] = (tier, now)  # a legitimate update (a strengthened record)
            except (OSError, ValueError, RecordError) as exc:
                self.tally.corruptions.append(f"{label} [{handler}]: {path.name}: {exc}")
                self.seeded[path] = (tier, path.read_bytes() if path.exists() else b"")

    def final_check(self) -> None:
        """Every file of the store still reads (logs, state, drafts, records)."""
        state = H.check_store(self.box)
        self.tally.corruptions += [f"after the run: {p}" for p in state.corrupt]


def seed_records(box: H.Sandbox) -> dict[Path, tuple[str, bytes]]:
    """A few valid records in different tiers, the files every case must leave readable."""
    import workers as W

    with box.active():
        from memory_engine.storage.store import Store

        store = Store.open()
        try:
            paths = [store.write(W.make_record(rid, f"# seeded {rid}\nuse the staging branch "
                                               "for release candidates\n", "seed"))
                     for rid in ("seed-sem-1", "seed-pro-1", "seed-env-1", "seed-per-1")]
        finally:
            store.close()
    tiers = ("semantic", "procedural", "environment-dynamics", "personalized")
    return {p: (t, p.read_bytes()) for p, t in zip(paths, tiers, strict=True)}


FUZZ_SETTINGS: dict[str, Any] = {
    "deadline": None, "database": None, "derandomize": True, "print_blob": False,
    "suppress_health_check": list(HealthCheck),
}


def fuzz_payloads(harness: Harness, handler: str, examples: int) -> None:
    @settings(max_examples=examples, **FUZZ_SETTINGS)
    @given(payload_bytes(harness.box, handler), st.sampled_from([True, True, True, False]))
    def one(stdin: bytes, root_from_env: bool) -> None:
        how = "" if root_from_env else ", store found from the payload's cwd"
        harness.case(handler, stdin, f"payload {stdin[:160]!r}{how}", root_from_env)

    one()


# Agent names as a committed agent definition could set them; the one-huge-name case has a
# test of its own (hostile.huge_agent_type), so that it does not dominate this run's time.
AGENT_TYPES = st.one_of(st.sampled_from(["general-purpose", "", "gen\x00eral", "../../x",
                                         "a" * 300, "\u202e\ufeff"]),
                        st.text(max_size=40))


def fuzz_transcripts(harness: Harness, examples: int) -> None:
    @settings(max_examples=examples, **FUZZ_SETTINGS)
    @given(transcript_bytes("fz-session"),
        st.sampled_from(["session_end", "subagent_stop", "subagent_stop", "session_end",
                         "stop"]),
        AGENT_TYPES)
    def one(data: bytes, handler: str, agent_type: str) -> None:
        # A session of its own per case: a case that hangs a pass leaves that session's
        # cursor unsaved, and the cases after it must be judged on their own input.
        session = f"fz-session-{harness.tally.cases}"
        path = harness.box.inputs / f"{session}.jsonl"
        harness.case_started = time.time() - 1
        path.write_bytes(data)
        harness.outside_before = H.outside_state(harness.box)  # the input itself changed
        payload = H.base_payload(BASES[handler], harness.box, session_id=session,
                                 transcript_path=str(path))
        if handler == "subagent_stop":
            payload.update(agent_type=agent_type or "general-purpose",
                           agent_transcript_path=str(path))
        label = f"transcript {data[:160]!r} ({len(data)} bytes)"
        if handler == "subagent_stop":
            label += f", agent_type {agent_type[:40]!r} ({len(agent_type)} chars)"
        harness.case(handler, json.dumps(payload).encode(), label)

    one()


def fuzz_frontmatter(harness: Harness, examples: int) -> None:
    targets = ["semantic/fz-a.md", "procedural/fz-b.md", "_drafts/fz-c.md",
               "environment-dynamics/system-state/fz-d.md"]

    @settings(max_examples=examples, **FUZZ_SETTINGS)
    @given(FRONTMATTER, st.sampled_from(targets))
    def one(text: str, target: str) -> None:
        for other in targets:  # one planted file at a time, so a finding names its input
            (harness.box.store_root / other).unlink(missing_ok=True)
        path = harness.box.store_root / target
        path.write_bytes(text.encode("utf-8", "surrogatepass"))
        handler = "session_end" if target.startswith("_drafts") else "session_start"
        payload = H.base_payload(BASES[handler], harness.box)
        label = f"frontmatter {text[:160]!r}"
        run = harness.case(handler, json.dumps(payload).encode(), label)
        if handler == "session_start" and b"seed-sem-1" not in run.stdout:
            # one hostile file must cost its own record, not the whole cold start
            harness.tally.blanked.append(f"{label}: the cold start lost every other record "
                                         f"(stderr {run.stderr[-200:]!r})")
        harness.validated += 1
        if harness.validated % 4:
            return
        with harness.box.active():
            code, out, err = H.cli_inprocess("validate", "--json")
        if code not in (0, 1) or "Traceback" in out:
            harness.tally.crashes.append(f"{label}: memengine validate exited {code}: "
                                         f"{(out + err)[-300:]}")

    one()


def remove_planted(harness: Harness) -> None:
    """The frontmatter cases' files are broken on purpose; the final check is about the rest."""
    for planted in harness.box.store_root.rglob("fz-*.md"):
        planted.unlink()


def run_all(base: Path, per_handler: int, transcripts: int, frontmatter: int,
            subprocess_every: int = 40,
            progress: Callable[[str], None] | None = None) -> FuzzTally:
    """Every target in one sandbox; the tally of all cases."""
    started = time.perf_counter()
    harness = Harness(base, subprocess_every)
    for handler in HANDLERS:
        fuzz_payloads(harness, handler, per_handler)
        if progress:
            progress(f"{handler}: {harness.tally.cases} cases so far")
    fuzz_transcripts(harness, transcripts)
    fuzz_frontmatter(harness, frontmatter)
    remove_planted(harness)
    harness.final_check()
    harness.tally.seconds = time.perf_counter() - started
    return harness.tally
