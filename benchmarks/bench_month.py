"""A scripted month through the REAL hooks, day by day.

Each session is what Claude Code does: SessionStart, then per turn a human line written to a
real-format transcript under HOME/.claude/projects/, UserPromptSubmit, the assistant's tool calls
(PreToolUse for writes, PostToolUse or PostToolUseFailure with the client's payload shapes and
the tool results in the transcript), its closing text and Stop; then SessionEnd. Every hook is
a separate process (hooks/<name>.py) with MEMORY_ENGINE_TODAY set to the session's day, and
SessionEnd's detached worker is waited for before the script goes on (so no later hook, and no
SessionStart timing, shares the CPU with it). The
human corrects (some themes again and again, some once), approves, rejects a tool call or
interrupts; the project is a git repository that changes between sessions (commits, branches,
dirty files); some days two sessions overlap (run in parallel).

Printed per day: records per tier and per environment-dynamics bucket, the capability profile's
dimensions (p), the promotions and demotions of that day (from the store's journal), and the
SessionStart hook's wall time against a bare interpreter (median of interleaved runs). The
script reports whatever the hooks produce: a feature that is not there yet shows as zeros.

    .venv/bin/python benchmarks/bench_month.py [--days 28] [--seed 7] [--json out.json]
"""

from __future__ import annotations

import argparse
import concurrent.futures
import datetime as dt
import json
import random
import subprocess
import sys
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests" / "reliability"))
sys.path.insert(0, str(REPO / "tests"))
sys.path.insert(0, str(REPO / "benchmarks"))

import helpers as H  # noqa: E402
from claude_code import payload as sample  # noqa: E402
from timing import compare  # noqa: E402

# Recurring corrections: each theme comes back in several sessions, in other words each time.
THEMES: dict[str, list[str]] = {
    "tests-before-commit": [
        "no, you committed without running the tests, run the tests before committing",
        "you forgot to run the tests before the commit again, run pytest first",
        "stop committing before the tests pass, run the test suite first",
        "again you committed with failing tests, run the tests before every commit",
        "you committed without the tests again, the tests come before the commit",
        "the tests were red and you committed anyway, run pytest before committing",
        "run the tests before committing, I keep telling you",
    ],
    "uv-not-pip": [
        "don't use pip install, this project uses uv: uv add the dependency",
        "you used pip install again, use uv add for dependencies",
        "not pip, use uv add, the lockfile must stay in sync",
        "again pip install, we use uv add here",
    ],
    "migrations": [
        "don't edit the migrations folder by hand, those migration files are generated",
        "you edited the migrations again, leave the generated migration files alone",
        "never touch migration files by hand, regenerate the migrations instead",
    ],
}
ONE_OFF = [
    "wrong, the changelog entry goes under the unreleased heading",
    "that's not what I asked, the summary should be in the docstring",
    "no, keep the old function name, other modules import it",
    "you broke the logging format, keep the timestamp first",
]
APPROVALS = ["thanks, that works", "perfect, looks good", "great, the tests pass now",
             "lgtm, nice work", "works now, thank you"]
TASKS: list[tuple[str, str]] = [
    ("coding", "add a --verbose flag to the command line in app/cli.py"),
    ("debugging", "the parser crashes on empty input, find the bug and fix it"),
    ("testing", "write unit tests for the tokenizer module"),
    ("docs", "update the README install section for the new release"),
    ("shell", "set up the CI workflow so it runs the linter"),
    ("refactoring", "split utils.py into smaller modules without changing behaviour"),
    ("data", "load the sales CSV and plot the monthly totals"),
]


@dataclass
class Session:
    box: H.Sandbox
    day: dt.date
    project_dir: Path
    transcript: Path
    id: str = field(default_factory=lambda: str(uuid.uuid4()))
    clock: int = 0
    tools: int = 0
    hooks: int = 0

    def stamp(self) -> str:
        self.clock += 7
        return H.stamp(self.day.isoformat(), self.clock)

    def line(self, data: dict[str, Any]) -> None:
        data.setdefault("sessionId", self.id)
        data.setdefault("uuid", str(uuid.uuid4()))
        data.setdefault("timestamp", self.stamp())
        data.setdefault("isSidechain", False)
        data.setdefault("cwd", str(self.project_dir))
        with self.transcript.open("a", encoding="utf-8") as handle:
            handle.write(json.dumps(data) + "\n")

    def hook(self, name: str, data: dict[str, Any]) -> H.Run:
        data.update(session_id=self.id, transcript_path=str(self.transcript),
                    cwd=str(self.project_dir))
        self.hooks += 1
        return H.run_hook(self.box, name, data, env=self.box.env(
            MEMORY_ENGINE_TODAY=self.day.isoformat()))

    # -- what a session is made of --------------------------------------------------------
    def start(self) -> H.Run:
        return self.hook("session_start", sample("SessionStart.startup", source="startup"))

    def prompt(self, text: str) -> None:
        self.line({"type": "user", "userType": "external",
                   "message": {"role": "user", "content": text}})
        self.hook("user_prompt", sample("UserPromptSubmit", prompt=text))

    def tool(self, name: str, tool_input: dict[str, Any], result: str, *,
             fail: bool = False) -> None:
        self.tools += 1
        tool_id = f"toolu_{uuid.uuid4().hex[:20]}"
        self.line({"type": "assistant", "message": {"role": "assistant", "content": [
            {"type": "tool_use", "id": tool_id, "name": name, "input": tool_input}]}})
        if name in ("Write", "Edit"):
            self.hook("pre_write", sample(f"PreToolUse.{name}", tool_input=tool_input,
                                          tool_use_id=tool_id))
        self.line({"type": "user", "message": {"role": "user", "content": [
            {"type": "tool_result", "tool_use_id": tool_id, "content": result,
             "is_error": fail}]}})
        duration = 20 + (self.tools * 37) % 900
        if fail:
            self.hook("post_tool_failure", sample("PostToolUseFailure", tool_name=name,
                                                  tool_input=tool_input, error=result,
                                                  tool_use_id=tool_id, duration_ms=duration))
            return
        response: dict[str, Any] = (
            {"stdout": result, "stderr": "", "interrupted": False, "isImage": False}
            if name == "Bash" else {"type": "update", "filePath": tool_input.get("file_path"),
                                    "content": result})
        self.hook("post_tool", sample("PostToolUse.Write", tool_name=name,
                                      tool_input=tool_input, tool_response=response,
                                      tool_use_id=tool_id, duration_ms=duration))

    def rejected(self, name: str, tool_input: dict[str, Any], feedback: str) -> None:
        tool_id = f"toolu_{uuid.uuid4().hex[:20]}"
        self.line({"type": "assistant", "message": {"role": "assistant", "content": [
            {"type": "tool_use", "id": tool_id, "name": name, "input": tool_input}]}})
        with self.transcript.open("a", encoding="utf-8") as handle:
            handle.write(H.rejection_line(str(uuid.uuid4()), tool_id, feedback, self.stamp(),
                                          self.id))

    def reply(self, text: str) -> None:
        self.line({"type": "assistant", "message": {"role": "assistant", "content": [
            {"type": "text", "text": text}]}})
        self.hook("stop", sample("Stop", last_assistant_message=text))

    def end(self) -> None:
        # H.run_hook returns once SessionEnd's background worker has finished
        self.hook("session_end", sample("SessionEnd.other", reason="other"))


# -- the script -----------------------------------------------------------------------------
class Script:
    def __init__(self, box: H.Sandbox, seed: int) -> None:
        self.box = box
        self.rng = random.Random(seed)
        self.theme_turn = dict.fromkeys(THEMES, 0)
        self.one_off = 0
        self.projects = box.home / ".claude" / "projects" / "-sandbox-project"
        self.projects.mkdir(parents=True, exist_ok=True)

    def themes_for(self, index: int) -> list[str]:
        """Which recurring corrections come back in session `index` (a fixed rhythm)."""
        out = []
        if index % 2 == 0:
            out.append("tests-before-commit")
        if index % 3 == 1:
            out.append("uv-not-pip")
        if index % 5 == 3:
            out.append("migrations")
        return out

    def correction(self, theme: str) -> str:
        texts = THEMES[theme]
        text = texts[self.theme_turn[theme] % len(texts)]
        self.theme_turn[theme] += 1
        return text

    def session(self, day: dt.date, index: int) -> dict[str, Any]:
        s = Session(self.box, day, self.box.project, self.projects / "pending.jsonl")
        s.transcript = self.projects / f"{s.id}.jsonl"
        rng = random.Random(f"{index}")
        start = s.start()
        dimension, task = TASKS[index % len(TASKS)]
        s.prompt(task)
        self._work(s, rng, dimension)
        s.reply("Done: the change is in place.")
        for theme in self.themes_for(index):
            text = self.correction(theme)
            if rng.random() < 0.3:
                s.rejected("Bash", {"command": "git commit -am wip"}, text)
                s.reply("Understood, I will not commit yet.")
            else:
                s.prompt(text)
                self._work(s, rng, dimension)
                s.reply("Fixed as you asked.")
        if index % 4 == 1:
            s.prompt(ONE_OFF[self.one_off % len(ONE_OFF)])
            self.one_off += 1
            self._work(s, rng, dimension)
            s.reply("Corrected.")
        if index % 6 == 5:
            s.line({"type": "user", "message": {"role": "user", "content": [
                {"type": "text", "text": "[Request interrupted by user]"}]}})
        s.prompt(APPROVALS[index % len(APPROVALS)] if index % 3 != 2 else
                 TASKS[(index + 3) % len(TASKS)][1])
        self._work(s, rng, TASKS[(index + 3) % len(TASKS)][0])
        s.reply("All set.")
        s.end()
        return {"session": s.id[:8], "hooks": s.hooks, "tools": s.tools,
                "start_ms": round(start.seconds * 1000, 1)}

    def _work(self, s: Session, rng: random.Random, dimension: str) -> None:
        path = str(self.box.project / f"src/{dimension}.py")
        s.tool("Read", {"file_path": path}, f"1\tdef {dimension}():\n2\t    return None\n")
        s.tool("Edit", {"file_path": path, "old_string": "return None",
                        "new_string": "return 42"}, f"The file {path} has been updated.")
        if rng.random() < 0.25:
            s.tool("Read", {"file_path": str(self.box.project / "missing.txt")},
                   "File does not exist.", fail=True)
        if rng.random() < 0.5:
            s.tool("Bash", {"command": "pytest -q", "description": "run the tests"},
                   f"{rng.randint(5, 40)} passed in 0.{rng.randint(10, 99)}s")
        else:
            s.tool("Bash", {"command": "pytest -q", "description": "run the tests"},
                   "1 failed, 12 passed\nFAILED tests/test_cli.py::test_verbose", fail=True)


def git(box: H.Sandbox, *args: str) -> str:
    proc = subprocess.run(["git", "-c", "user.name=bench", "-c", "user.email=bench@localhost",
                           *args], cwd=box.project, capture_output=True, text=True, check=False)
    return proc.stdout.strip()


def change_workspace(box: H.Sandbox, day: dt.date, i: int) -> None:
    """Between sessions the project moves on: a commit, sometimes a branch, dirty files."""
    src = box.project / "src"
    src.mkdir(exist_ok=True)
    (src / f"feature_{i % 5}.py").write_text(f"# {day} change {i}\nVALUE = {i}\n")
    git(box, "add", "-A", "src")
    git(box, "commit", "-q", "-m", f"day {day} change {i}")
    if i % 4 == 3:
        git(box, "checkout", "-q", "-B", f"feature-{i}")
    elif i % 4 == 0:
        git(box, "checkout", "-q", "main")
    if i % 3 == 0:
        (box.project / "notes.txt").write_text(f"scratch {i}\n")


# -- figures ----------------------------------------------------------------------------------
def counts(box: H.Sandbox) -> dict[str, Any]:
    with box.active():
        from memory_engine.config import StoreConfig
        from memory_engine.records import tiers as T

        config = StoreConfig.load(box.store_root)
        tiers: dict[str, int] = {}
        for tier in T.TIERS:
            folder = config.tier_dir(tier)
            tiers[tier] = sum(1 for p in folder.rglob("*.md") if not p.name.startswith("_")) \
                if folder.is_dir() else 0
        env_dir = config.tier_dir(T.ENVIRONMENT)
        buckets = {b: sum(1 for p in (env_dir / b).glob("*.md") if not p.name.startswith("_"))
                   if (env_dir / b).is_dir() else 0 for b in T.ENV_BUCKETS}
    return {"tiers": tiers, "buckets": buckets}


def profile(box: H.Sandbox, day: dt.date) -> dict[str, float]:
    proc = H.run_cli(box, "profile", "show", "--json", "--today", day.isoformat())
    if proc.returncode != 0:
        return {}
    try:
        data = json.loads(proc.stdout)
    except ValueError:
        return {}
    dims = data.get("dimensions") if isinstance(data, dict) else None
    if not isinstance(dims, dict):
        return {}
    return {str(k): round(float(v.get("p", 0.0)), 3) for k, v in dims.items()
            if isinstance(v, dict)}


CHANGE_OPS = ("promote", "reinforce", "demote", "archive", "merge", "decay")


def journal_since(box: H.Sandbox, offset: int) -> tuple[list[dict[str, Any]], int]:
    path = box.store_root / ".logs" / "journal.jsonl"
    if not path.exists():
        return [], offset
    data = path.read_bytes()
    entries = []
    for line in data[offset:].decode("utf-8", "replace").splitlines():
        try:
            entry = json.loads(line)
        except ValueError:
            continue
        if isinstance(entry, dict):
            entries.append(entry)
    return entries, len(data)


def changes_of(entries: list[dict[str, Any]]) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for e in entries:
        op = str(e.get("op"))
        reason = str(e.get("reason") or "")
        if op == "forget" and reason.split(" ", 1)[0] in ("archive", "merge"):
            op = reason.split(" ", 1)[0]
        if op in CHANGE_OPS:
            out.setdefault(op, []).append(f"{e.get('tier')}/{e.get('id')}")
    return out


def start_ratio(box: H.Sandbox, day: dt.date, repeat: int) -> dict[str, float]:
    data = json.dumps(dict(sample("SessionStart.startup"), cwd=str(box.project),
                           session_id=str(uuid.uuid4()))).encode()
    cmd = [sys.executable, str(REPO / "hooks" / "session_start.py")]
    got = compare({"session_start": cmd}, repeat=repeat,
                  env=box.env(MEMORY_ENGINE_TODAY=day.isoformat()),
                  stdin={"session_start": data})
    return {"ratio": round(got["session_start"]["ratio"], 2),
            "ms": round(got["session_start"]["median_ms"], 1),
            "bare_ms": round(got["bare"]["median_ms"], 1)}


# -- the run ----------------------------------------------------------------------------------
def run(base: Path, days: int, start: dt.date, seed: int, repeat: int) -> dict[str, Any]:
    box = H.make_sandbox(base)
    git(box, "init", "-q", "-b", "main")
    (box.project / ".gitignore").write_text(".memory-engine/.index/\n")
    git(box, "add", "-A")
    git(box, "commit", "-q", "-m", "initial")
    script = Script(box, seed)
    offset = 0
    index = 0
    report: dict[str, Any] = {"days": [], "start": start.isoformat(), "seed": seed}
    print("day        sessions (* overlapping) | records per tier | per environment bucket | "
          "profile p per dimension | promotions and demotions that day | SessionStart "
          "median, ratio to bare python")
    for d in range(days):
        day = start + dt.timedelta(days=d)
        if day.weekday() == 6:  # a quiet Sunday: no session, nothing due runs
            continue
        n = 1 + (d % 3 == 1) + (d % 5 == 2)
        overlap = d % 4 == 2 and n > 1
        sessions = []
        if overlap:
            with concurrent.futures.ThreadPoolExecutor(max_workers=n) as pool:
                futures = [pool.submit(script.session, day, index + k) for k in range(n)]
                sessions = [f.result() for f in futures]
            index += n
            change_workspace(box, day, index)
        else:
            for _ in range(n):
                sessions.append(script.session(day, index))
                index += 1
                change_workspace(box, day, index)
        entries, offset = journal_since(box, offset)
        figures = {"day": day.isoformat(), "sessions": len(sessions), "overlap": overlap,
                   **counts(box), "profile": profile(box, day),
                   "changes": changes_of(entries),
                   "session_start": start_ratio(box, day, repeat)}
        report["days"].append(figures)
        print_day(figures)
    report["proof"] = proof(box)
    return report


def proof(box: H.Sandbox) -> dict[str, Any]:
    """The history of one promoted and one demoted record: what `memengine history` says."""
    entries, _ = journal_since(box, 0)
    found: dict[str, Any] = {}
    for label, ops in (("promoted", ("promote",)), ("demoted", ("demote", "forget"))):
        for e in entries:
            if e.get("op") in ops and (e.get("op") != "forget" or str(e.get("reason") or "")
                                       .startswith("archive")):
                proc = H.run_cli(box, "history", str(e.get("id")), "--json")
                if proc.returncode == 0:
                    versions = json.loads(proc.stdout).get("versions", [])
                    found[label] = {"id": e.get("id"), "tier": e.get("tier"),
                                    "versions": [(v["op"], v["source"][:160])
                                                 for v in versions]}
                break
    return found


def print_day(f: dict[str, Any]) -> None:
    tiers = f["tiers"]
    short = {"semantic": "sem", "episodic": "epi", "procedural": "proc",
             "personalized": "pers", "environment-dynamics": "env"}
    tier_text = " ".join(f"{short[t]}={n}" for t, n in tiers.items())
    bucket_text = " ".join(f"{b.split('-')[0]}={n}" for b, n in f["buckets"].items())
    prof = " ".join(f"{k}={v:.2f}" for k, v in sorted(f["profile"].items())) or "-"
    changes = " ".join(f"{op}:{len(ids)}" for op, ids in sorted(f["changes"].items())) or "-"
    ss = f["session_start"]
    print(f"{f['day']} s={f['sessions']}{'*' if f['overlap'] else ' '} | {tier_text} | "
          f"{bucket_text} | profile {prof} | {changes} | start {ss['ms']:.0f} ms "
          f"{ss['ratio']:.2f}x", flush=True)


def summary(report: dict[str, Any]) -> list[str]:
    days = report["days"]
    last = days[-1]
    ratios = [d["session_start"]["ratio"] for d in days]
    totals: dict[str, int] = {}
    for d in days:
        for op, ids in d["changes"].items():
            totals[op] = totals.get(op, 0) + len(ids)
    empty_tiers = [t for t, n in last["tiers"].items() if n == 0]
    empty_buckets = [b for b, n in last["buckets"].items() if n == 0]
    return [
        f"days with sessions: {len(days)}, sessions: {sum(d['sessions'] for d in days)}",
        f"last day tiers: {last['tiers']}",
        f"last day buckets: {last['buckets']}",
        f"empty tiers: {empty_tiers or 'none'}; empty buckets: {empty_buckets or 'none'}",
        f"profile dimensions: {last['profile'] or 'none'}",
        f"changes over the run: {totals or 'none'}",
        f"SessionStart / bare interpreter: max {max(ratios):.2f}x, median "
        f"{sorted(ratios)[len(ratios) // 2]:.2f}x (budget 3x: "
        f"{'held every day' if max(ratios) <= 3 else 'EXCEEDED'})",
    ]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--days", type=int, default=28)
    parser.add_argument("--start", default="2026-11-02", help="first day (YYYY-MM-DD)")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--repeat", type=int, default=5,
                        help="SessionStart timing runs per day (interleaved with bare python)")
    parser.add_argument("--base", help="keep the sandbox in this folder (default: a temp dir)")
    parser.add_argument("--json", help="also write the figures to this file")
    args = parser.parse_args()
    import tempfile

    with tempfile.TemporaryDirectory(prefix="bench-month-") as tmp:
        base = Path(args.base) if args.base else Path(tmp) / "month"
        report = run(base, args.days, dt.date.fromisoformat(args.start), args.seed, args.repeat)
    print()
    for line in summary(report):
        print(line)
    for label, item in report["proof"].items():
        versions = item["versions"]
        print(f"{label}: {item['tier']}/{item['id']} ({len(versions)} versions; "
              f"`memengine history {item['id']}`)")
        shown = [v for v in versions if v[0] not in ("violation", "reinforce", "link")]
        for op, source in shown[:8]:
            print(f"    {op:<10} {source}")
    if args.json:
        Path(args.json).write_text(json.dumps(report, indent=2, default=str) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
