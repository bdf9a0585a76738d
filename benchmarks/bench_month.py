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

At the end, what the month taught the store, against what it must hold: every repeat of a held
lesson counted as a violation of that lesson, no lesson stored twice, stated preferences in the
personalized tier. SessionStart is timed twice a day: as the next start finds the store (the
text the session-end worker kept, see coldcache) and rendered from the index on every run (the
kept text switched off); the report also counts how many of the run's real session starts
printed the kept text. Every human turn the script writes is followed by its uuid through the ledger
reflexion keeps in the session's episodic trace, and every candidate through the history of the
record it became. Per correction theme: how often it was taught, how many lessons its turns
created, the violation count on them and which turns it came from, and the repeats counted on
the theme's own lesson; a theme is counted when it has one lesson whose violations equal
taught - 1. Some sessions open with a stated preference (in several languages, one restated
later in other words); each must end in one personalized record.

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
import threading
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
# Stated preferences, said as the session's first words (before the agent has done anything, so
# there is nothing to correct): session index -> (which preference, the words). The last one
# restates the first in other words: it must strengthen that record, not make a second.
PREFERENCES: dict[int, tuple[str, str]] = {
    2: ("type-hints", "I prefer type hints on every function signature, please remember that"),
    7: ("commit-language", "please always write the commit messages in English"),
    11: ("short-answers", "je préfère des réponses courtes, sans longues explications"),
    16: ("docstring-style", "remember that I like docstrings in the Google style"),
    20: ("f-strings", "per favore usa sempre le f-string invece di .format()"),
    25: ("english-names", "prefiero que los nombres de variables estén en inglés"),
    29: ("pathlib", "Ich bevorzuge pathlib statt os.path, bitte merk dir das"),
    33: ("type-hints", "as I said before: type hints on all functions, that's how I like it"),
}
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

    def prompt(self, text: str) -> str:
        """A human turn; returns its uuid (what reflexion's ledger names it by)."""
        turn = str(uuid.uuid4())
        self.line({"type": "user", "userType": "external", "uuid": turn,
                   "message": {"role": "user", "content": text}})
        self.hook("user_prompt", sample("UserPromptSubmit", prompt=text))
        return turn

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

    def rejected(self, name: str, tool_input: dict[str, Any], feedback: str) -> str:
        """The human rejects a tool call and says why; returns the turn's uuid."""
        tool_id = f"toolu_{uuid.uuid4().hex[:20]}"
        self.line({"type": "assistant", "message": {"role": "assistant", "content": [
            {"type": "tool_use", "id": tool_id, "name": name, "input": tool_input}]}})
        turn = str(uuid.uuid4())
        with self.transcript.open("a", encoding="utf-8") as handle:
            handle.write(H.rejection_line(turn, tool_id, feedback, self.stamp(), self.id))
        return turn

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
        self.lock = threading.Lock()  # overlapping sessions run in threads
        # every human turn written, in order: what the learning figures follow through the store
        self.turns: list[dict[str, Any]] = []
        self.projects = box.home / ".claude" / "projects" / "-sandbox-project"
        self.projects.mkdir(parents=True, exist_ok=True)
        # per session start: True when it printed the text kept by the last render (the kept
        # file was there and the start left it untouched), False when it had to render
        self.starts_kept: list[bool] = []

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
        with self.lock:
            text = texts[self.theme_turn[theme] % len(texts)]
            self.theme_turn[theme] += 1
        return text

    def said(self, s: Session, index: int, kind: str, label: str, turn: str, text: str,
             via: str = "prompt") -> None:
        """Note a human turn: `kind` task, theme, one-off, approval, preference or interrupt."""
        with self.lock:
            self.turns.append({"kind": kind, "label": label, "session": s.id,
                               "day": s.day.isoformat(), "index": index, "uuid": turn,
                               "text": text, "via": via})

    def session(self, day: dt.date, index: int) -> dict[str, Any]:
        s = Session(self.box, day, self.box.project, self.projects / "pending.jsonl")
        s.transcript = self.projects / f"{s.id}.jsonl"
        rng = random.Random(f"{index}")
        before = kept_stamp(self.box)
        start = s.start()
        with self.lock:
            self.starts_kept.append(before is not None and kept_stamp(self.box) == before)
        if index in PREFERENCES:  # said before the agent has done anything
            key, text = PREFERENCES[index]
            self.said(s, index, "preference", key, s.prompt(text), text)
            s.reply("Noted, I will keep that in mind.")
        dimension, task = TASKS[index % len(TASKS)]
        self.said(s, index, "task", dimension, s.prompt(task), task)
        self._work(s, rng, dimension)
        s.reply("Done: the change is in place.")
        for theme in self.themes_for(index):
            text = self.correction(theme)
            if rng.random() < 0.3:
                turn = s.rejected("Bash", {"command": "git commit -am wip"}, text)
                self.said(s, index, "theme", theme, turn, text, via="rejection")
                s.reply("Understood, I will not commit yet.")
            else:
                self.said(s, index, "theme", theme, s.prompt(text), text)
                self._work(s, rng, dimension)
                s.reply("Fixed as you asked.")
        if index % 4 == 1:
            with self.lock:
                text = ONE_OFF[self.one_off % len(ONE_OFF)]
                self.one_off += 1
            self.said(s, index, "one-off", text.split(",")[0], s.prompt(text), text)
            self._work(s, rng, dimension)
            s.reply("Corrected.")
        if index % 6 == 5:
            turn = str(uuid.uuid4())
            s.line({"type": "user", "uuid": turn, "message": {"role": "user", "content": [
                {"type": "text", "text": "[Request interrupted by user]"}]}})
            self.said(s, index, "interrupt", "interrupt", turn, "[Request interrupted by user]")
        if index % 3 != 2:
            text, kind = APPROVALS[index % len(APPROVALS)], "approval"
        else:
            text, kind = TASKS[(index + 3) % len(TASKS)][1], "task"
        self.said(s, index, kind, kind, s.prompt(text), text)
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


def kept_stamp(box: H.Sandbox) -> int | None:
    """The mtime of the kept cold-start text (coldcache), None when there is none."""
    from memory_engine import coldcache

    try:
        return Path(coldcache.cache_path(str(box.store_root))).stat().st_mtime_ns
    except OSError:
        return None


def start_ratio(box: H.Sandbox, day: dt.date, repeat: int) -> dict[str, float]:
    """SessionStart against a bare interpreter, as a start after the day's sessions finds the
    store (the text the session-end worker kept), and rendered from the index every run (the
    kept text switched off): what a start pays when something changed since the last render."""
    from memory_engine import coldcache

    data = json.dumps(dict(sample("SessionStart.startup"), cwd=str(box.project),
                           session_id=str(uuid.uuid4()))).encode()
    cmd = [sys.executable, str(REPO / "hooks" / "session_start.py")]
    out: dict[str, float] = {}
    for name, switch in (("", "1"), ("rendered_", "0")):
        got = compare({"session_start": cmd}, repeat=repeat,
                      env=box.env(MEMORY_ENGINE_TODAY=day.isoformat(),
                                  **{coldcache.DISABLE_ENV: switch}),
                      stdin={"session_start": data})
        out[f"{name}ratio"] = round(got["session_start"]["ratio"], 2)
        out[f"{name}ms"] = round(got["session_start"]["median_ms"], 1)
        out[f"{name}bare_ms"] = round(got["bare"]["median_ms"], 1)
    return out


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
    report["starts_kept"] = script.starts_kept
    report["turns"] = script.turns
    report["learning"] = learning(box, script.turns)
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


# -- learning over the month ----------------------------------------------------------------
# Every human turn the script wrote is followed by its uuid through the ledger reflexion keeps in
# the session's episodic trace (which lessons it was counted against, which candidates it
# queued), and each candidate to the record it became through that record's history (`apply` /
# `strengthen` from `draft <id>`) or its archive in `_drafts/_rejected/`. A theme's lessons are
# the lessons its own turns created; a repeat is counted when a later turn of the theme was
# recorded as a violation of one of them.
LEARNED_TIERS = ("procedural", "personalized")


def learning(box: H.Sandbox, turns: list[dict[str, Any]]) -> dict[str, Any]:
    """What the store learned from the month's human turns (see the comment above)."""
    with box.active():
        from memory_engine.reflexion import episodic
        from memory_engine.storage.store import Store

        store = Store.open(box.store_root)
        try:
            ledgers: dict[str, dict[str, Any]] = {}
            for t in turns:
                if t["session"] not in ledgers:
                    body = episodic.existing_body(store, dt.date.fromisoformat(t["day"]),
                                                  t["session"])
                    ledgers[t["session"]] = episodic.section_ledger(body, t["session"])
            records = learned_records(store)
            resolve = draft_resolver(store, records, ledgers)
        finally:
            store.close()
    by_uuid = {t["uuid"]: t for t in turns}
    fates = {t["uuid"]: fate_of(t, ledgers.get(t["session"], {}), resolve) for t in turns}
    # which turns each record came from, and which turns each lesson was counted against
    origin: dict[str, list[str]] = {}
    counted_by: dict[str, list[str]] = {}
    for t in turns:
        f = fates[t["uuid"]]
        for d in f["lesson_drafts"] + f["preference_drafts"]:
            if d["action"] == "applied":
                origin.setdefault(d["record"], []).append(t["uuid"])
        for lesson in f["violated"]:
            counted_by.setdefault(lesson, []).append(t["uuid"])

    def label(turn_uuid: str) -> str:
        t = by_uuid.get(turn_uuid)
        return "unknown turn" if t is None else (t["label"] if t["kind"] in ("theme",
                                                                         "preference")
                                                 else t["kind"])

    def counted_from(rid: str) -> dict[str, int]:
        """Which turns (theme, or kind of turn) were counted as violations of `rid`."""
        out: dict[str, int] = {}
        for turn_uuid in counted_by.get(rid, []):
            out[label(turn_uuid)] = out.get(label(turn_uuid), 0) + 1
        return out

    themes = {}
    for theme in THEMES:
        mine = [t for t in turns if t["kind"] == "theme" and t["label"] == theme]
        lessons = list(dict.fromkeys(
            d["record"] for t in mine for d in fates[t["uuid"]]["lesson_drafts"]
            if d["action"] == "applied" and records.get(d["record"], {}).get("tier")
            == "procedural"))
        repeats_counted = sum(1 for t in mine[1:]
                              if set(fates[t["uuid"]]["violated"]) & set(lessons))
        about = []
        for lesson in lessons:
            rec = records[lesson]
            sources = counted_from(lesson)
            about.append({"id": lesson, "live": rec["live"], "topic": rec["topic"],
                          "kind": rec["kind"], "created": rec["created"],
                          "versions": rec["versions"], "confidence": rec["confidence"],
                          "violations": rec["violations"], "history_violations":
                          rec["history_violations"], "counted_from": sources,
                          "first_turn": next((i + 1 for i, t in enumerate(mine)
                                              if t["uuid"] in origin.get(lesson, [])), None),
                          "archived": rec.get("archived", "")})
        violations = sum(a["violations"] for a in about)
        taught = len(mine)
        themes[theme] = {
            "taught": taught, "lessons": len(lessons), "violations": violations,
            "repeats": max(taught - 1, 0), "repeats_counted": min(repeats_counted,
                                                                   max(taught - 1, 0)),
            "counted": len(lessons) == 1 and violations == taught - 1,
            "lesson_records": about,
            "turns": [{"n": i + 1, "day": t["day"], "session": t["session"][:8],
                       "via": t["via"], "text": t["text"], **short_fate(fates[t["uuid"]])}
                      for i, t in enumerate(mine)],
        }
    # stated preferences: where each ended
    stated = [t for t in turns if t["kind"] == "preference"]
    prefs = []
    for t in stated:
        f = fates[t["uuid"]]
        kept = [d["record"] for d in f["preference_drafts"]
                if d["action"] in ("applied", "strengthened")
                and records.get(d["record"], {}).get("tier") == "personalized"
                and records[d["record"]]["live"]]
        prefs.append({"key": t["label"], "day": t["day"], "text": t["text"],
                      "personalized": kept,
                      "domain": [records[r]["domain"] for r in kept],
                      "observations": [records[r]["observations"] for r in kept],
                      **short_fate(f)})
    per_key: dict[str, set[str]] = {}
    for p in prefs:
        per_key.setdefault(p["key"], set()).update(p["personalized"])
    from_prefs = {r for p in prefs for r in p["personalized"]}
    other_personal = [{"id": rid, "domain": rec["domain"],
                       "from": [label(u) for u in origin.get(rid, [])] or ["?"]}
                      for rid, rec in sorted(records.items())
                      if rec["tier"] == "personalized" and rec["live"] and rid not in from_prefs]
    # every lesson and rule in the store, the turns it came from (a lesson from an approval, a
    # task or a stated preference was learned from nothing to learn) and the turns counted on it
    all_lessons = [{"id": rid, "kind": rec["kind"], "live": rec["live"],
                    "violations": rec["violations"],
                    "from": [label(u) for u in origin.get(rid, [])]
                    or (["promotion"] if rec["promoted"] else ["?"]),
                    "quote": [by_uuid[u]["text"] for u in origin.get(rid, [])],
                    "counted_from": counted_from(rid)}
                   for rid, rec in sorted(records.items()) if rec["tier"] == "procedural"]
    return {
        "themes": themes,
        "repeats_total": sum(v["repeats"] for v in themes.values()),
        "repeats_counted": sum(v["repeats_counted"] for v in themes.values()),
        "themes_counted": [k for k, v in themes.items() if v["counted"]],
        "stored_twice": {k: [a["id"] for a in v["lesson_records"]]
                         for k, v in themes.items() if v["lessons"] > 1},
        "preferences": {"stated": len(prefs), "distinct": len(per_key),
                        "in_personalized": sum(1 for p in prefs if p["personalized"]),
                        "records": len(from_prefs),
                        "kept_twice": {k: sorted(v) for k, v in per_key.items() if len(v) > 1},
                        "as_lesson": sum(1 for p in prefs if p["lesson"] or p["violated"]),
                        "statements": prefs, "other_personalized": other_personal},
        "lessons": all_lessons,
        "sessions_without_ledger": sum(1 for v in ledgers.values() if not v),
    }


def learned_records(store: Any) -> dict[str, dict[str, Any]]:
    """Every procedural and personalized record, live or archived: its fields and history."""
    from memory_engine.records.fileformat import loads
    from memory_engine.records.types import PersonalizedRecord, ProceduralRecord

    out: dict[str, dict[str, Any]] = {}
    for tier in LEARNED_TIERS:
        folder = store.config.tier_dir(tier)
        for path in sorted(folder.glob("*.md")) if folder.is_dir() else []:
            if path.name.startswith("_"):
                continue
            record, _ = store.load_path(path)
            out[record.id] = {
                "tier": tier, "live": True, "topic": record.topic,
                "confidence": round(record.confidence, 2), "created": str(record.created),
                "observations": record.observations,
                "kind": record.kind if isinstance(record, ProceduralRecord) else "",
                "violations": record.violations.count
                if isinstance(record, ProceduralRecord) else 0,
                "domain": record.domain if isinstance(record, PersonalizedRecord) else ""}
    for entry in store.journal():
        rid = str(entry.get("id"))
        if entry.get("op") != "forget" or entry.get("tier") not in LEARNED_TIERS \
                or rid in out:
            continue
        copies = sorted(store.archived_copies(rid), key=lambda p: p.stat().st_mtime)
        meta: dict[str, Any] = {}
        if copies:
            meta, _ = loads(copies[-1].read_text(encoding="utf-8"))
        violations = meta.get("violations")
        out[rid] = {"tier": str(entry.get("tier")), "live": False,
                    "topic": str(meta.get("topic", "")),
                    "confidence": meta.get("confidence"), "created": str(meta.get("created")),
                    "observations": meta.get("observations"), "kind": str(meta.get("kind", "")),
                    "violations": int(violations.get("count", 0))
                    if isinstance(violations, dict) else 0,
                    "domain": str(meta.get("domain", "")),
                    "archived": why_archived(str(entry.get("reason") or ""))}
    for rid, rec in out.items():
        versions = store.history(rid)
        rec["versions"] = len(versions)
        rec["applied_from"] = [v.source[6:] for v in versions
                               if v.op == "apply" and v.source.startswith("draft ")]
        rec["strengthened_by"] = [v.source[6:] for v in versions
                                  if v.op == "strengthen" and v.source.startswith("draft ")]
        rec["history_violations"] = sum(1 for v in versions if v.op == "violation")
        rec["promoted"] = any(v.op == "promote" for v in versions)
    return out


def draft_resolver(store: Any, records: dict[str, dict[str, Any]],
                   ledgers: dict[str, dict[str, Any]]) -> Any:
    """draft id -> {"action": applied|strengthened|rejected|pending|unknown, "record", "reason"}:
    from the records' histories first, then the rejected drafts' archive, then the queue."""
    from memory_engine.records.fileformat import loads

    known: dict[str, dict[str, str]] = {}
    for rid, rec in records.items():
        for d in rec["applied_from"]:
            known[d] = {"action": "applied", "record": rid}
        for d in rec["strengthened_by"]:
            known.setdefault(d, {"action": "strengthened", "record": rid})
    said = {c["draft"]: c.get("outcome") for ledger in ledgers.values()
            for c in ledger.get("candidates", []) if isinstance(c, dict) and "draft" in c}

    def resolve(draft: str) -> dict[str, str]:
        if draft in known:
            return {"draft": draft, **known[draft]}
        rejected = store.config.rejected_dir / f"{draft}.md"
        if rejected.is_file():
            meta, _ = loads(rejected.read_text(encoding="utf-8"))
            adm = meta.get("admission") if isinstance(meta.get("admission"), dict) else {}
            record = str(adm.get("record") or "").split("/")[-1]
            return {"draft": draft, "action": str(adm.get("action") or "rejected"),
                    "record": record, "reason": str(adm.get("reason") or "")}
        if (store.config.drafts_dir / f"{draft}.md").is_file():
            return {"draft": draft, "action": "pending", "record": ""}
        outcome = said.get(draft) or {}
        return {"draft": draft, "action": str(outcome.get("action") or "unknown"),
                "record": str(outcome.get("record") or "").split("/")[-1]}

    return resolve


def fate_of(turn: dict[str, Any], ledger: dict[str, Any], resolve: Any) -> dict[str, Any]:
    """What reflexion did with one human turn, from its session's ledger (a rejected tool call's
    feedback is named `<uuid>:feedback` there): a preference is a draft, or the record it
    restates (`restates`)."""
    me = turn["uuid"]

    def mine(entry: object, key: str = "") -> bool:
        if not isinstance(entry, dict) or (key and key not in entry):
            return False
        return str(entry.get("uuid", "")).split(":")[0] == me

    return {
        "read": any(str(u).split(":")[0] == me for u in ledger.get("audited", [])),
        "violated": [str(v["lesson"]) for v in ledger.get("violations", []) if mine(v)],
        "lesson_drafts": [resolve(str(c["draft"])) for c in ledger.get("candidates", [])
                          if mine(c, "draft")],
        "preference_drafts": [resolve(str(p["draft"])) for p in ledger.get("preferences", [])
                              if mine(p, "draft")]
        # a preference said again strengthens its record at once, with no draft
        + [{"draft": "", "action": "strengthened", "record": str(p["restates"]).split("/")[-1]}
           for p in ledger.get("preferences", []) if mine(p, "restates")],
    }


def short_fate(f: dict[str, Any]) -> dict[str, Any]:
    def show(d: dict[str, str]) -> str:
        return f"{d['action']} {d.get('record') or d.get('reason') or d['draft']}".strip()

    return {"read": f["read"], "violated": f["violated"],
            "lesson": [show(d) for d in f["lesson_drafts"]],
            "preference": [show(d) for d in f["preference_drafts"]]}


def turn_code(turn: dict[str, Any], lessons: list[str]) -> str:
    """One letter per theme turn: N new lesson, V counted on the theme's lesson, X counted on
    another lesson only, S strengthened a record, R candidate rejected, P pending, - nothing.
    A lowercase n after V or X: the same turn also made a new lesson. o: read as a correction,
    nothing counted or queued."""
    mine = [v for v in turn["violated"] if v in lessons]
    made = any(x.startswith("applied") for x in turn["lesson"])
    if mine or turn["violated"]:
        return ("V" if mine else "X") + ("n" if made else "")
    if made:
        return "N"
    for prefix, code in (("strengthened", "S"), ("rejected", "R"), ("pending", "P")):
        if any(x.startswith(prefix) for x in turn["lesson"]):
            return code
    return "o" if turn["read"] else "-"


def why_archived(reason: str) -> str:
    """`archive {"confidence":[0.39,0.27],...}` (a promotion change's source) -> "archive,
    confidence 0.39 -> 0.27"."""
    op, _, evidence = reason.partition(" ")
    try:
        confidence = json.loads(evidence).get("confidence")
    except (ValueError, AttributeError):
        return op or "?"
    if isinstance(confidence, list) and len(confidence) == 2:
        return f"{op}, confidence {confidence[0]} -> {confidence[1]}"
    return op or "?"


def print_learning(data: dict[str, Any]) -> None:
    print()
    print("learning over the month (each human turn followed by its uuid through the session "
          "ledger and the lessons' history):")
    print(f"{'theme':<20} {'taught':>6} {'lessons':>7} {'violations':>10} {'repeats counted':>15}"
          f"  verdict")
    print(f"{'':<20} {'':>6} {'':>7} {'':>10} {'':>15}  (turn codes: N new lesson, V counted on "
          f"the theme's lesson, X counted on another lesson only, n and a new lesson, S "
          f"strengthened, R rejected, P pending, o read but nothing done, - not read as a "
          f"correction)")
    for theme, v in data["themes"].items():
        verdict = ("counted" if v["counted"] else
                   f"NOT counted ({v['lessons']} lessons)" if v["lessons"] != 1 else
                   f"NOT counted (violations {v['violations']} != {v['taught'] - 1})")
        counted = f"{v['repeats_counted']} / {v['repeats']}"
        print(f"{theme:<20} {v['taught']:>6} {v['lessons']:>7} {v['violations']:>10} "
              f"{counted:>15}  {verdict}")
        ids = [a["id"] for a in v["lesson_records"]]
        print(f"    turns: {' '.join(turn_code(t, ids) for t in v['turns'])}")
        for a in v["lesson_records"]:
            sources = ", ".join(f"{k} {n}" for k, n in sorted(a["counted_from"].items()))
            state = "live" if a["live"] else f"archived: {a['archived']}"
            print(f"    procedural/{a['id']} ({state}, from turn {a['first_turn']}, "
                  f"{a['versions']} versions): violations {a['violations']}"
                  f"{'; counted from: ' + sources if sources else ''}")
    p = data["preferences"]
    print(f"repeats counted as a violation of the theme's lesson: {data['repeats_counted']} / "
          f"{data['repeats_total']}; themes with violations == taught - 1 on one lesson: "
          f"{len(data['themes_counted'])} / {len(data['themes'])}")
    print(f"lessons stored twice: {data['stored_twice'] or 'none'}")
    print(f"stated preferences in the personalized tier: {p['in_personalized']} / "
          f"{p['stated']} statements of {p['distinct']} preferences, kept in {p['records']} "
          f"records; kept twice: {p['kept_twice'] or 'none'}; read as a lesson: "
          f"{p['as_lesson']}")
    for s in p["statements"]:
        where = ", ".join(f"personalized/{r} ({d}, obs {o})" for r, d, o in
                          zip(s["personalized"], s["domain"], s["observations"], strict=True))
        other = "; ".join(s["lesson"] + [f"violated {x}" for x in s["violated"]]
                          + [x for x in s["preference"] if not x.startswith(("applied",
                                                                               "strength"))])
        print(f"    {s['day']} {s['key']:<16} {where or 'NOT in personalized'}"
              f"{'  [' + other + ']' if other else ''}")
    if p["other_personalized"]:
        print("    other personalized records: " + ", ".join(
            f"{o['id']} (from {'/'.join(o['from'])})" for o in p["other_personalized"]))
    stray = [x for x in data["lessons"] if not set(x["from"]) & set(THEMES)]
    kinds = [x["kind"] for x in data["lessons"]]
    print(f"procedural records: {kinds.count('lesson')} lessons, {kinds.count('rule')} rules; "
          f"not created by a theme's turns: {len(stray) or 'none'}")
    for x in stray:
        sources = ", ".join(f"{k} {n}" for k, n in sorted(x["counted_from"].items()))
        quote = f' "{x["quote"][0][:60]}"' if x["quote"] else ""
        print(f"    procedural/{x['id']} ({x['kind']}, {'live' if x['live'] else 'archived'}, "
              f"from {'/'.join(x['from'])}{quote}): violations {x['violations']}"
              f"{'; counted from: ' + sources if sources else ''}")
    if data["sessions_without_ledger"]:
        print(f"sessions whose trace holds no ledger: {data['sessions_without_ledger']}")


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
          f"{ss['ratio']:.2f}x (rendered {ss['rendered_ms']:.0f} ms {ss['rendered_ratio']:.2f}x)",
          flush=True)


def summary(report: dict[str, Any]) -> list[str]:
    days = report["days"]
    last = days[-1]
    ratios = [d["session_start"]["ratio"] for d in days]
    rendered = [d["session_start"]["rendered_ratio"] for d in days]
    kept = report.get("starts_kept", [])
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
        f"SessionStart rendered from the index every run: max {max(rendered):.2f}x, median "
        f"{sorted(rendered)[len(rendered) // 2]:.2f}x (budget 3x: "
        f"{'held every day' if max(rendered) <= 3 else 'EXCEEDED'})",
        f"session starts of the run that printed the kept text: {sum(kept)} / {len(kept)}",
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
    print_learning(report["learning"])
    if args.json:
        Path(args.json).write_text(json.dumps(report, indent=2, default=str) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
