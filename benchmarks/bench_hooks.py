"""Whole-process time of every hook with an empty store, as a ratio to a bare `python -c pass`.

    .venv/bin/python benchmarks/bench_hooks.py [--repeat 15] [--plugin] [--json]
    .venv/bin/python benchmarks/bench_hooks.py --hostile [--repeat 5]

Each hook runs the way Claude Code runs it after `install.py`: `python -P -c '<HOOK_CODE>'
NAME` with a realistic payload on stdin, cwd and CLAUDE_PROJECT_DIR set to a temp project whose
store is initialised and empty. `--plugin` also times the plugin form (`sh hooks/launch NAME`,
the interpreter already recorded). Runs are interleaved with the bare interpreter so machine load
hits both alike (see timing.py). SessionEnd's detached worker is waited for after each run,
outside the timing, so the next run does not share the CPU with it. The goal is a ratio <= 2.5
for every hook.

`--hostile` times only the gate on a record write made of 300 KB of the runs regular
expressions' classes accept (the write tests/reliability/test_regex_scaling_hooks.py plants):
the content is screened for secrets and injection, scored, and queued as a draft, every run.
Its figure is the median whole-process time against the hook's 15 s timeout, not a ratio goal.

The gate is timed on two writes into a tier: plain text (`into a tier`: the schema holds it,
and it is queued as a draft, redacted) and a whole new record (`record into a tier`: parsed,
screened and scored against the store, then let through).
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import random
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from timing import compare

from memory_engine.installer.settings import HOOK_CODE
from memory_engine.jobs.session_end import wait

REPO = Path(__file__).resolve().parents[1]
GOAL = 2.5


def payloads(project: Path, session: str) -> dict[str, bytes]:
    common = {"session_id": session, "transcript_path": str(project / "no-transcript.jsonl"),
              "cwd": str(project), "permission_mode": "default"}

    def body(event: str, **extra: object) -> bytes:
        return json.dumps({**common, "hook_event_name": event, **extra}).encode()

    tier_file = project / ".memory-engine" / "semantic" / "new-pattern.md"
    record_file = project / ".memory-engine" / "procedural" / "run-tests-first.md"
    return {
        "session_start": body("SessionStart", source="startup"),
        "user_prompt": body("UserPromptSubmit", prompt="fix the failing test in the parser"),
        "pre_write (outside store)": body("PreToolUse", tool_name="Write", tool_input={
            "file_path": str(project / "src" / "app.py"), "content": "print('hi')\n"}),
        "pre_write (into a tier)": body("PreToolUse", tool_name="Write", tool_input={
            "file_path": str(tier_file), "content": "maybe the build is flaky\n"}),
        "pre_write (record into a tier)": body("PreToolUse", tool_name="Write", tool_input={
            "file_path": str(record_file), "content": RECORD}),
        "post_tool": body("PostToolUse", tool_name="Bash", tool_input={"command": "ls"},
                          tool_response={"stdout": "a\nb\n", "stderr": ""}, duration_ms=12),
        "post_tool_failure": body("PostToolUseFailure", tool_name="Read", tool_input={
            "file_path": str(project / "missing.txt")}, error="File does not exist.",
            is_interrupt=False, duration_ms=3),
        "stop": body("Stop", stop_hook_active=False, last_assistant_message="done"),
        "subagent_stop": body("SubagentStop", stop_hook_active=False, agent_id="a1",
                              agent_type="general-purpose",
                              agent_transcript_path=str(project / "no-agent.jsonl")),
        "session_end": body("SessionEnd", reason="other"),
    }


# A whole new record, as an agent writes one into a tier: the gate parses its frontmatter,
# checks the schema, screens it and scores it against the store (and lets it through).
TODAY = dt.date.today().isoformat()
RECORD = ("---\nid: run-tests-first\ntier: procedural\ntopic: testing\nconfidence: 0.9\n"
          f"observations: 3\nlast_touched: {TODAY}\ncreated: {TODAY}\nsource: [manual]\n"
          "links: []\nkind: rule\ntrigger: [push]\nseverity: medium\n"
          "violations: {count: 0, last_session: null}\n---\n"
          "Always run `pytest -q` before pushing; CI takes 9 minutes otherwise.\n")


# The alphabets of tests/reliability/test_regex_scaling_hooks.py: names with their separators,
# blanks, addresses, paths, assignments.
ALPHABETS = ("a-b_c", "a.b-c", " \t", "a@b", "ab.", "aaaa", "a:b/", "x=y ")


def hostile_record(size: int = 300_000, seed: int = 11) -> str:
    """A procedural record whose body is one long run of each alphabet (as the test's)."""
    rng = random.Random(seed)
    each = size // len(ALPHABETS)
    body = "\n\n".join("".join(rng.choice(a) for _ in range(each)) for a in ALPHABETS)
    return ("---\nid: runs\ntier: procedural\ntopic: deploy\nconfidence: 0.9\n"
            "source: [manual]\ntrigger: [deploy]\nseverity: medium\nobservations: 2\n"
            f"last_touched: 2026-01-02\ncreated: 2026-01-01\n---\n# Deploy\n{body}\n")


def hostile(project: Path, env: dict[str, str], repeat: int) -> dict[str, dict[str, float]]:
    """The gate on a hostile 300 KB record write, whole process, `repeat` times."""
    body = json.dumps({
        "session_id": "bench-session-0003", "cwd": str(project), "permission_mode": "default",
        "transcript_path": str(project / "no-transcript.jsonl"),
        "hook_event_name": "PreToolUse", "tool_name": "Write",
        "tool_input": {"file_path": str(project / ".memory-engine" / "procedural" / "runs.md"),
                       "content": hostile_record()}}).encode()
    label = "pre_write (hostile 300 KB record)"
    return compare({label: [sys.executable, "-P", "-c", HOOK_CODE, "pre_write"]},
                   repeat=repeat, env=env, stdin={label: body})


def handler_of(label: str) -> str:
    return label.split(" ")[0]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=15)
    parser.add_argument("--plugin", action="store_true", help="also time hooks/launch")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--hostile", action="store_true",
                        help="time only the gate on a hostile 300 KB record write")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as tmp:
        project = Path(tmp) / "project"
        project.mkdir()
        env = {"CLAUDE_PROJECT_DIR": str(project), "MEMORY_ENGINE_USER_ROOT": f"{tmp}/user",
               "HOME": f"{tmp}/home"}
        os.environ.pop("MEMORY_ENGINE_ROOT", None)
        os.environ.pop("MEMORY_ENGINE_DISABLE", None)
        os.environ.update(env)
        from memory_engine.storage.store import Store

        store = Store.open(project / ".memory-engine")
        store.init()
        store.close()
        if args.hostile:
            os.chdir(project)
            results = hostile(project, env, args.repeat)
            return _report(results, args.repeat, args.json, goal=None)
        bodies = payloads(project, "bench-session-0001")
        commands = {label: [sys.executable, "-P", "-c", HOOK_CODE, handler_of(label)]
                    for label in bodies}
        stdin = dict(bodies)
        if args.plugin:
            for label in list(bodies):
                key = f"{label} [plugin]"
                commands[key] = ["sh", str(REPO / "hooks" / "launch"), handler_of(label)]
                stdin[key] = bodies[label]
            env["MEMORY_ENGINE_PYTHON"] = sys.executable
            env["CLAUDE_PLUGIN_ROOT"] = str(REPO)
        os.chdir(project)
        # The gated write queues a draft on every run; timed with the others, it would hand
        # session_end a growing admission queue. It gets a store of its own.
        gated = [k for k in commands if k.startswith(("pre_write (into a tier)",
                                                      "pre_write (record into a tier)"))]
        root = str(project / ".memory-engine")

        def settle() -> None:
            if not wait(root):
                raise RuntimeError(f"SessionEnd's worker did not finish in {root}")

        results = compare({k: v for k, v in commands.items() if k not in gated},
                          repeat=args.repeat, env=env, stdin=stdin,
                          settle={k: settle for k in commands if handler_of(k) == "session_end"})
        gate_project = Path(tmp) / "gate-project"
        gate_project.mkdir()
        gate_store = Store.open(gate_project / ".memory-engine")
        gate_store.init()
        gate_store.close()
        gate_bodies = payloads(gate_project, "bench-session-0002")
        gate_env = dict(env, CLAUDE_PROJECT_DIR=str(gate_project))
        os.chdir(gate_project)
        gate_results = compare({k: commands[k] for k in gated}, repeat=args.repeat,
                               env=gate_env,
                               stdin={k: gate_bodies[k.replace(" [plugin]", "")] for k in gated})
        for key in gated:  # as a ratio to the bare run of its own batch
            results[key] = gate_results[key]

    return _report(results, args.repeat, args.json, goal=GOAL)


def _report(results: dict[str, dict[str, float]], repeat: int, as_json: bool,
            goal: float | None) -> int:
    if as_json:
        print(json.dumps(results, indent=2))
        return 0
    bare = results.pop("bare")
    print(f"bare `python -c pass`: {bare['median_ms']:.1f} ms (median of {repeat})")
    print(f"{'hook':34} {'median ms':>10} {'ratio':>7}" + (f"  goal <= {goal}" if goal else ""))
    for name, row in results.items():
        mark = "" if goal is None else "  ok" if row["ratio"] <= goal else "  OVER"
        print(f"{name:34} {row['median_ms']:10.1f} {row['ratio']:7.2f}{mark}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
