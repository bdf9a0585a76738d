"""Cold-start cost at 1k, 10k and 100k records, as a ratio to a bare `python -c pass`.

    .venv/bin/python benchmarks/bench_coldstart.py [--sizes 1000,10000,100000] [--repeat 15]
                                                   [--dir DIR] [--keep]

For each size a store is built by writing record files directly (deterministic content, every
tier, realistic field mix) and then `Index.rebuild()`; building 100k takes minutes, so stores are
kept under DIR (reused when DIR already holds one of that size; default: memory-engine-bench/
coldstart in the temp folder, built afresh, a name with no random part, as a home folder has none).
The personalized tier lives in the user store, found the way a real install finds it (through
HOME, no MEMORY_ENGINE_USER_ROOT), so the cost of locating it is included.

Measured, interleaved with the bare interpreter so load hits both alike:
* `hook`: the real SessionStart hook (hooks/session_start.py) with a real-shaped payload, the
  whole process; after its first run it prints the text it kept (coldcache), as a start does
  when nothing changed since the last render;
* `hook rendering`: the same hook with the kept text switched off, as a start pays when
  something changed: interpreter, imports, index checks, queries, rendering, output;
* `cli`: `python -m memory_engine coldstart` (same text, argparse on top);
* `prompt`: the real UserPromptSubmit hook (hooks/user_prompt.py) on the same store, with a
  prompt that shares words with many records (typed recall over every tier, then rendering).
Also printed: the CPU time (user + system) of the bare interpreter and the ratios of the hook
rendering and of the per-prompt hook to it (steadier than wall time on a loaded machine), the
output size (never above the budget) and an in-process breakdown.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import random
import shutil
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "lib"))
sys.path.insert(0, str(ROOT / "benchmarks"))

from timing import compare  # noqa: E402

from memory_engine.coldcache import DISABLE_ENV  # noqa: E402
from memory_engine.records import tiers as T  # noqa: E402

SHARE = {T.SEMANTIC: 0.30, T.EPISODIC: 0.25, T.PROCEDURAL: 0.20, T.PERSONALIZED: 0.10,
         T.ENVIRONMENT: 0.15}
TOPICS = [f"{a}-{b}" for a in ("deploy", "testing", "git", "docker", "logging", "api", "docs",
                               "security", "frontend", "database", "cache", "ci")
          for b in ("timing", "style", "errors", "speed", "safety")]
WORDS = ("invoice", "deploy", "migration", "test", "flaky", "commit", "review", "docker", "cache",
         "redis", "token", "log", "api", "endpoint", "latency", "staging", "production",
         "rollback", "fixture", "schema", "bundle", "release", "branch", "merge", "rebase", "lock",
         "disk", "tmp", "worker", "cron", "alert", "runbook", "estimate", "principal", "prefers",
         "short", "answers", "prediction", "takes", "minutes", "fails", "when", "after", "before",
         "always", "never")
DOMAINS = ("testing", "git", "writing", "communication", "deploy", "code-style", "tooling")
SEVERITIES = ("low", "medium", "high", "critical")
TODAY = dt.date(2025, 6, 16)


def record_text(tier: str, i: int, rng: random.Random) -> tuple[str, str]:
    """(relative path under its tier folder, file text) for record number i."""
    rid = f"{tier[:3]}-{i:06d}"
    topic = rng.choice(TOPICS)
    touched = TODAY - dt.timedelta(days=rng.randint(0, 365))
    sentence = " ".join(rng.choice(WORDS) for _ in range(rng.randint(12, 30)))
    lines = ["---", f"id: {rid}", f"tier: {tier}", f"topic: {topic}",
             f"confidence: {rng.randint(30, 99) / 100}", f"observations: {rng.randint(1, 9)}",
             f"last_touched: {touched.isoformat()}", f"created: {touched.isoformat()}",
             "source: [bench]", "links: []"]
    folder = ""
    if tier == T.EPISODIC:
        lines += [f"date: {touched.isoformat()}", "event_type: session", "sessions: []",
                  "turns_total: 10", "turns_captured: 10"]
    elif tier == T.PROCEDURAL:
        lines += ["kind: rule", f"trigger: ['{rng.choice(WORDS)} {rng.choice(WORDS)}']",
                  f"severity: {rng.choice(SEVERITIES)}",
                  f"violations: {{count: {rng.randint(0, 6)}, last_session: null}}"]
    elif tier == T.PERSONALIZED:
        lines += ["principal: user", f"domain: {rng.choice(DOMAINS)}"]
    elif tier == T.ENVIRONMENT:
        folder = rng.choice(T.ENV_BUCKETS) + "/"
        lines += [f"bucket: {folder[:-1]}", f"condition: when {rng.choice(WORDS)} runs",
                  f"prediction: it {rng.choice(WORDS)} in {rng.randint(1, 90)} s",
                  f"outcomes: {{hits: {rng.randint(0, 20)}, misses: {rng.randint(0, 5)}}}"]
    lines += ["---", f"# {sentence[:60]}", "", sentence.capitalize() + ".", ""]
    return folder + rid + ".md", "\n".join(lines)


def build_store(base: Path, size: int) -> tuple[Path, Path]:
    """Write `size` records under base/project/.memory-engine (+ the user store under HOME)."""
    home = base / "home"
    root = base / "project" / ".memory-engine"
    marker = base / "built.json"
    if marker.exists() and json.loads(marker.read_text()).get("size") == size:
        return root, home
    os.environ["HOME"] = str(home)
    os.environ.pop("XDG_DATA_HOME", None)
    os.environ.pop("MEMORY_ENGINE_USER_ROOT", None)
    from memory_engine.storage.store import Store

    store = Store.open(root)
    store.init()
    rng = random.Random(size)
    started = time.perf_counter()
    counts = {t: int(size * s) for t, s in SHARE.items()}
    counts[T.SEMANTIC] += size - sum(counts.values())
    for tier, count in counts.items():
        base_dir = store.config.tier_dir(tier)
        for i in range(count):
            rel, text = record_text(tier, i, rng)
            path = base_dir / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
    written = time.perf_counter() - started
    indexed = store.index.rebuild()
    profile = store.config.profile_path
    profile.parent.mkdir(parents=True, exist_ok=True)
    profile.write_text(json.dumps({"last_updated": "2025-06-01T09:00:00+00:00"}))
    store.close()
    print(f"  built {size} records: files {written:.1f} s, index {indexed} rows in "
          f"{time.perf_counter() - started - written:.1f} s", flush=True)
    marker.write_text(json.dumps({"size": size}))
    return root, home


def breakdown(root: Path) -> dict[str, float]:
    """In-process milliseconds of the steps, in a fresh interpreter (imports are cold there)."""
    code = (
        "import time, json; t0 = time.perf_counter()\n"
        "from memory_engine.hookio import HookPayload\n"
        "from memory_engine.retrieval import coldstart\n"
        "from memory_engine.config import StoreConfig\n"
        "from memory_engine.index import Index\n"
        "import memory_engine.storage.manifest\n"
        "t1 = time.perf_counter()\n"
        "import memory_engine.storage.manifest as m; summary = m.summary_lines\n"
        f"config = StoreConfig.load({str(root)!r}); index = Index(config)\n"
        "config.prime_user_root(index); index.refresh(); t2 = time.perf_counter()\n"
        "text = coldstart.build(config, index).text; t3 = time.perf_counter()\n"
        "summary(index, refresh=False); t4 = time.perf_counter()\n"
        "print(json.dumps({'imports_ms': (t1 - t0) * 1e3, 'open_refresh_ms': (t2 - t1) * 1e3,"
        " 'build_ms': (t3 - t2) * 1e3, 'summary_lines_ms': (t4 - t3) * 1e3,"
        " 'bytes': len(text.encode())}))\n")
    import subprocess

    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, env=dict(os.environ))
    result: dict[str, float] = json.loads(out.stdout)
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="1000,10000,100000")
    parser.add_argument("--repeat", type=int, default=15)
    parser.add_argument("--dir", help="where stores are built and kept (default: a temp folder)")
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    if args.dir:
        keep = Path(args.dir)
    else:
        # A fixed name, built afresh: a temp folder's random suffix ("bench-coldstart-bnpg54of")
        # reads as a token to the secret pre-check, and HOME's path is in the state the
        # per-prompt hook saves, so every prompt would pay the redactor's import (~16 ms) that
        # a user whose home is /home/<name> does not.
        keep = Path(tempfile.gettempdir()) / "memory-engine-bench" / "coldstart"
        shutil.rmtree(keep, ignore_errors=True)
        keep.mkdir(parents=True)
    # Shaped as Claude Code sends them: a UUID session id and the transcript under a folder
    # named after the project's path (the session state keeps that path, and screens it).
    session = "91d5b305-4afc-4d05-b8e2-4dca22fb8985"
    transcript = (f"/home/dev/.claude/projects/-home-dev-code-my-awesome-project-backend/"
                  f"{session}.jsonl")
    cwd = "/home/dev/code/my-awesome-project-backend"
    payload = json.dumps({"session_id": session, "transcript_path": transcript, "cwd": cwd,
                          "hook_event_name": "SessionStart", "source": "startup"}).encode()
    prompt = json.dumps({"session_id": session, "transcript_path": transcript, "cwd": cwd,
                         "permission_mode": "default", "hook_event_name": "UserPromptSubmit",
                         "prompt": "how do I run the flaky test suite before the deploy to "
                                   "staging?"}).encode()
    print(f"python {sys.version.split()[0]} at {sys.executable}; stores under {keep}")
    for size in sizes:
        root, home = build_store(keep / f"n{size}", size)
        env = {"HOME": str(home), "MEMORY_ENGINE_ROOT": str(root), "MEMORY_ENGINE_USER_ROOT": ""}
        os.environ.update(env)
        del os.environ["MEMORY_ENGINE_USER_ROOT"]
        os.environ.pop("XDG_DATA_HOME", None)
        hook = [sys.executable, str(ROOT / "hooks" / "session_start.py")]
        cli = [sys.executable, "-m", "memory_engine", "coldstart"]
        # diagnostic: the same hook with the manifests' summary lines stubbed out, to show what
        # they cost (per-topic aggregates: O(topics), not O(records))
        # (both render every run: the kept text is switched off for them)
        off = f"import os; os.environ['{DISABLE_ENV}'] = '0'; "
        stubbed = [sys.executable, "-c", off + "import memory_engine.storage.manifest as m; "
                   "m.summary_lines = lambda index, refresh=True: {}; "
                   "from memory_engine.hookrun import process; "
                   "raise SystemExit(process('session_start'))"]
        # the hook when something changed since the last render: rendered from the index
        rendered = [sys.executable, "-c", off + "from memory_engine.hookrun import process; "
                    "raise SystemExit(process('session_start'))"]
        on_prompt = [sys.executable, str(ROOT / "hooks" / "user_prompt.py")]
        figures = compare({"hook": hook, "rendered": rendered, "cli": cli, "no-manifest": stubbed,
                           "prompt": on_prompt}, repeat=args.repeat,
                          stdin={"hook": payload, "rendered": payload, "no-manifest": payload,
                                 "prompt": prompt})
        steps = breakdown(root)
        print(f"n={size:>6}: bare {figures['bare']['median_ms']:.1f} ms | hook "
              f"{figures['hook']['median_ms']:.1f} ms = {figures['hook']['ratio']:.2f}x | hook "
              f"rendering {figures['rendered']['median_ms']:.1f} ms = "
              f"{figures['rendered']['ratio']:.2f}x | cli "
              f"{figures['cli']['median_ms']:.1f} ms = {figures['cli']['ratio']:.2f}x | hook "
              f"without manifest lines {figures['no-manifest']['median_ms']:.1f} ms = "
              f"{figures['no-manifest']['ratio']:.2f}x | per-prompt hook "
              f"{figures['prompt']['median_ms']:.1f} ms = {figures['prompt']['ratio']:.2f}x | "
              f"CPU time: bare {figures['bare']['cpu_ms']:.1f} ms, hook rendering "
              f"{figures['rendered']['cpu_ratio']:.2f}x, per-prompt hook "
              f"{figures['prompt']['cpu_ratio']:.2f}x | "
              f"output "
              f"{int(steps['bytes'])} bytes | in-process: imports {steps['imports_ms']:.1f} ms, "
              f"open+refresh {steps['open_refresh_ms']:.1f} ms, build {steps['build_ms']:.1f} ms "
              f"(of which manifest summary lines ~{steps['summary_lines_ms']:.1f} ms)",
              flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
