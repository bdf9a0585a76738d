"""Worker processes for the load and crash parts: `python workers.py MODE ARGS...`.

Run as separate interpreters on purpose: locks, atomic renames and O_APPEND only prove anything
between processes. The environment (store, user store, HOME) comes from the sandbox.

    mixed WORKER OPS SEED   a random mix of store, drafts and hook operations; prints a JSON
                            account of what it did, which the parent checks against the files
    crash-store START       rewrites a fixed set of records with ever newer versions, forever
    crash-drafts START      queues drafts and runs the admission queue, forever
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import helpers as H

from memory_engine.records import tiers as T
from memory_engine.records.types import (
    EnvironmentRecord,
    PersonalizedRecord,
    ProceduralRecord,
    Record,
    SemanticRecord,
)
from memory_engine.storage.store import Store

COUNTER_ID = "shared-counter"
CRASH_RECORDS = ("c-sem-0", "c-sem-1", "c-pro-0", "c-env-0", "c-per-0")
# Drafts use words no record of the workers uses, so that admission never takes one for a
# restatement of a tracked record and strengthens it behind the parent's back.
DRAFT_WORDS = ("migration", "linter", "fixture", "changelog", "container", "schema", "cache",
               "profiler", "release", "vendor", "snapshot", "locale")


def make_record(rid: str, body: str, source: str) -> Record:
    """A record of the tier its id names (c-sem, w3-pro, ...)."""
    common: dict[str, Any] = {"id": rid, "topic": "load", "confidence": 0.6,
                              "source": [source], "body": body}
    if "-pro-" in rid:
        return ProceduralRecord(tier=T.PROCEDURAL, trigger=[f"zz{rid}"], **common)
    if "-env-" in rid:
        return EnvironmentRecord(tier=T.ENVIRONMENT, bucket="system-state",
                                 condition=f"when {rid} runs", prediction="it finishes",
                                 **common)
    if "-per-" in rid:
        return PersonalizedRecord(tier=T.PERSONALIZED, **common)
    return SemanticRecord(tier=T.SEMANTIC, **common)


def version_body(rid: str, version: int) -> str:
    """A body that names its version on the first and last lines, with 5 KB between: a torn
    or mixed write cannot look like any complete version."""
    return (f"# {rid} version {version}\n" + " ".join([f"{version:012d}"] * 400)
            + f"\nend of {rid} version {version}\n")


def load_body(worker: int, i: int) -> str:
    """About 4 KB, enough to tear if a write were not atomic, in short words as real text is."""
    return f"# worker {worker} record {i}\n" + f"line {worker} {i} of a load record\n" * 140


def draft_text(rng: random.Random, tag: str) -> str:
    a, b = rng.sample(DRAFT_WORDS, 2)
    return f"Run the {a} step before the {b} step in pipeline {tag}; it saves a rebuild."


# -- mixed ----------------------------------------------------------------------------------
def mixed(worker: int, ops: int, seed: int) -> dict[str, Any]:
    rng = random.Random(seed * 1000 + worker)
    store = Store.open()
    box = H.Sandbox(store.root.parent.parent)  # <base>/project/.memory-engine
    mine: dict[str, dict[str, Any]] = {}
    result: dict[str, Any] = {"worker": worker, "increments": 0, "records": mine,
                              "drafts": [], "processed": {}, "hooks": 0, "errors": []}
    kinds = ("sem", "pro", "env", "per")
    choices = (["write"] * 22 + ["update"] * 14 + ["forget"] * 4 + ["count"] * 28
               + ["draft"] * 10 + ["process"] * 4 + ["post_tool"] * 10 + ["user_prompt"] * 5
               + ["session_start"] * 3)
    for i in range(ops):
        op = rng.choice(choices)
        live = [rid for rid, info in mine.items() if not info["forgotten"]]
        try:
            if op == "write" or (op in ("update", "forget") and not live):
                rid = f"w{worker}-{rng.choice(kinds)}-{i}"
                store.write(make_record(rid, load_body(worker, i), f"worker-{worker}"),
                            create=True)
                mine[rid] = {"observations": 1, "forgotten": False}
            elif op == "update":
                rid = rng.choice(live)

                def bump(record: Record) -> None:
                    record.observations += 1

                store.update(rid, bump)
                mine[rid]["observations"] += 1
            elif op == "forget":
                rid = rng.choice(live)
                store.forget(rid, reason="load test")
                mine[rid]["forgotten"] = True
            elif op == "count":
                def increment(record: Record) -> None:
                    record.observations += 1
                    if f"worker-{worker}" not in record.source:
                        record.source.append(f"worker-{worker}")

                store.update(COUNTER_ID, increment)
                result["increments"] += 1
            elif op == "draft":
                from memory_engine.admission.queue import queue_candidate

                result["drafts"].append(queue_candidate(
                    store, tier=T.SEMANTIC, text=draft_text(rng, f"{worker}-{i}"),
                    topic="pipeline", source="agent"))
            elif op == "process":
                from memory_engine.admission.queue import process_pending

                done = process_pending(store)
                for key in ("applied", "strengthened", "rejected"):
                    for item in done[key]:
                        result["processed"][item["draft"]] = key
                result["errors"] += [f"draft {e['draft']}: {e['error']}" for e in done["errors"]]
            else:
                result["hooks"] += 1
                run = H.run_hook(box, op, _payload(box, op, rng, worker, i))
                if run.returncode != 0 or (run.stdout and not run.stdout.startswith(b"{")):
                    result["errors"].append(f"hook {op}: exit {run.returncode}, "
                                            f"stdout {run.stdout[:200]!r}")
        except Exception as exc:  # reported, so the parent's assertion names it
            result["errors"].append(f"op {i} {op}: {type(exc).__name__}: {exc}")
    store.close()
    return result


def _payload(box: H.Sandbox, op: str, rng: random.Random, worker: int, i: int) -> object:
    session = f"load-{worker}"
    if op == "post_tool":
        return H.base_payload("PostToolUse.Bash.json", box, session_id=session,
                              tool_input={"command": f"make test-{i}"},
                              tool_response={"stdout": "ok\n" * rng.randint(1, 200)})
    if op == "user_prompt":
        return H.base_payload("UserPromptSubmit.json", box, session_id=session,
                              prompt=f"worker {worker} record {rng.randint(0, i)} load")
    return H.base_payload("SessionStart.startup.json", box, session_id=session)


# -- crash loops ----------------------------------------------------------------------------
def crash_store(start: int) -> None:
    store = Store.open()
    rng = random.Random(start)
    version = start
    print("ready", flush=True)
    while True:
        version += 1
        rid = rng.choice(CRASH_RECORDS)
        body = version_body(rid, version)
        if rng.random() < 0.5 or store.index.get(rid) is None:
            store.write(make_record(rid, body, "crash"))
        else:
            def change(record: Record, body: str = body) -> None:
                record.body = body
                record.observations += 1

            store.update(rid, change)


def crash_drafts(start: int) -> None:
    from memory_engine.admission.queue import process_pending, queue_candidate

    store = Store.open()
    rng = random.Random(start)
    print("ready", flush=True)
    n = 0
    while True:
        for _ in range(3):
            n += 1
            queue_candidate(store, tier=T.SEMANTIC, text=draft_text(rng, f"{start}-{n}"),
                            topic="pipeline", source="agent")
        process_pending(store)


def main(argv: list[str]) -> int:
    mode, *args = argv
    if mode == "mixed":
        started = time.perf_counter()
        out = mixed(int(args[0]), int(args[1]), int(args[2]))
        out["seconds"] = time.perf_counter() - started
        print(json.dumps(out))
        return 0
    if mode == "crash-store":
        crash_store(int(args[0]))
    elif mode == "crash-drafts":
        crash_drafts(int(args[0]))
    else:
        print(f"unknown mode {mode!r}", file=sys.stderr)
        return 2
    return 0


def spawn(box: H.Sandbox, *args: str) -> subprocess.Popen[bytes]:
    """Start this script as a worker process in `box`."""
    return subprocess.Popen([sys.executable, str(Path(__file__).resolve()), *args],
                            cwd=box.project, env=box.env(), stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE)


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
