"""Reliability figures, one line per part: load, crashes, fuzzing, hostile stores, secrets,
injection, and the cost of a hostile record at session start.

    .venv/bin/python benchmarks/reliability.py [--soak] [--only PART ...] [--keep DIR]

The scenarios are the ones tests/reliability/ asserts on (tests/reliability/parts.py and
friends); the defaults here are the full sizes (8 processes x 300 operations, 100 SIGKILLs,
2,040 fuzz cases, every secret in a transcript turn of its own, every attack of the shared
dataset), where the test suite runs smaller ones to stay fast. `--soak` runs longer, by hand.
Everything happens in a temporary folder (kept with `--keep DIR`).
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(REPO / "tests" / "reliability"))
import fuzzing as F  # noqa: E402 - found through the path set above
import helpers as H  # noqa: E402
import hostile  # noqa: E402
import parts  # noqa: E402
from timing import compare  # noqa: E402

PARTS = ("concurrency", "crashes", "fuzz", "hostile", "secrets", "injection", "session_start")
SIZES: dict[str, dict[str, int]] = {
    "default": {"procs": 8, "ops": 300, "kills": 100, "per_handler": 220, "transcripts": 60,
                "frontmatter": 440, "subprocess_every": 40, "attacks": 10_000},
    "soak": {"procs": 8, "ops": 1000, "kills": 300, "per_handler": 1500, "transcripts": 1000,
             "frontmatter": 3000, "subprocess_every": 25, "attacks": 10_000},
}


def _symlink(attack: str) -> Callable[[H.Sandbox], list[str]]:
    return lambda box: hostile.symlink_attack(box, attack)


ATTACKS: dict[str, Callable[[H.Sandbox], list[str]]] = {
    "draft id escape": hostile.draft_id_escape,
    "alias bomb": hostile.alias_bomb,
    "one long word": hostile.one_long_word,
    "bad YAML tag": hostile.bad_tag,
    "NUL bytes": hostile.nul_bytes,
    **{f"symlink {a}": _symlink(a) for a in hostile.SYMLINK_ATTACKS},
    "full day file": hostile.full_day_file,
    "20 MB line": hostile.huge_line,
    "costly turn": hostile.costly_turn,
    "huge agent_type": hostile.huge_agent_type,
    "log rotation": hostile.bounded_logs,
    "tmp leftovers": hostile.tmp_leftovers,
}


def session_start_ratio(base: Path, repeat: int = 11) -> str:
    """Whole-process time of session_start with an alias-bomb record in the store, against a
    bare interpreter (median of interleaved runs)."""
    import workers as W

    box = H.make_sandbox(base)
    with box.active():
        from memory_engine.storage.store import Store

        store = Store.open()
        for i in range(20):
            store.write(W.make_record(f"note-sem-{i}", f"# Note {i}\nrun the migrations "
                                      f"before deploy {i}\n", "bench"))
        store.close()
    hostile.plant_bomb(box)
    payload = json.dumps(H.base_payload("SessionStart.startup.json", box)).encode()
    cmd = [sys.executable, str(REPO / "hooks" / "session_start.py")]
    got = compare({"session_start": cmd}, repeat=repeat, env=box.env(),
                  stdin={"session_start": payload})["session_start"]
    return (f"session_start with hostile record: {got['ratio']:.1f}x bare python "
            f"({got['median_ms']:.0f} ms, median of {repeat} interleaved runs)")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--soak", action="store_true", help="longer runs (minutes to hours)")
    parser.add_argument("--only", nargs="+", choices=PARTS, help="run only these parts")
    parser.add_argument("--keep", type=Path, metavar="DIR",
                        help="work in DIR (created) and keep it, to look at the stores")
    args = parser.parse_args()
    size = SIZES["soak" if args.soak else "default"]
    chosen = args.only or list(PARTS)
    if args.keep:
        args.keep.mkdir(parents=True, exist_ok=True)
        base = args.keep
        holder = None
    else:
        holder = tempfile.TemporaryDirectory(prefix="reliability-")
        base = Path(holder.name)
    outside: list[str] = []
    corrupt: list[str] = []
    failed = False
    try:
        if "concurrency" in chosen:
            load = parts.concurrency(base / "concurrency", size["procs"], size["ops"])
            print(load.figure(), flush=True)
            corrupt += load.torn
            failed |= bool(load.lost or load.torn or load.lost_drafts or load.index)
        if "crashes" in chosen:
            crash = parts.crashes(base / "crashes", size["kills"])
            print(crash.figure(), flush=True)
            corrupt += crash.partial + crash.corrupt
            failed |= bool(crash.partial or crash.corrupt or crash.index or crash.after
                           or crash.tmp_unreported)
        if "fuzz" in chosen:
            tally = F.run_all(base / "fuzz", size["per_handler"], size["transcripts"],
                              size["frontmatter"], size["subprocess_every"])
            print(tally.figure(), flush=True)
            outside += tally.outside
            corrupt += tally.corruptions
            failed |= bool(tally.problems())
        if "hostile" in chosen:
            held, broke = 0, []
            for n, (name, attack) in enumerate(ATTACKS.items()):
                problems = attack(H.make_sandbox(base / "hostile" / f"{n}"))
                outside += [p for p in problems if p.startswith("outside the store")]
                if problems:
                    broke.append(f"{name} ({problems[0][:100]})")
                else:
                    held += 1
            print(f"hostile stores: {len(ATTACKS)} attacks: held={held} broke={len(broke)}"
                  + "".join(f"\n  broke: {b}" for b in broke), flush=True)
            failed |= bool(broke)
        if "fuzz" in chosen or "hostile" in chosen:
            print(f"writes outside store: {len(outside)}")
        if {"concurrency", "crashes", "fuzz"} & set(chosen):
            print(f"corruptions: {len(corrupt)}", flush=True)
        if "secrets" in chosen:
            leaks = parts.secrets(base / "secrets", per_turn=1)
            print(leaks.figure(), flush=True)
            failed |= leaks.total > 0
        if "injection" in chosen:
            reach = parts.injection(base / "injection", H.injection_corpus(size["attacks"]))
            print(reach.figure(), flush=True)
            failed |= bool(reach.quarantined_shown or any(reach.unwarned.values()))
        if "session_start" in chosen:
            print(session_start_ratio(base / "session-start"), flush=True)
    finally:
        if holder is not None:
            holder.cleanup()
    return 1 if failed else 0


if __name__ == "__main__":
    started = time.perf_counter()
    code = main()
    print(f"({time.perf_counter() - started:.0f} s in all)")
    raise SystemExit(code)
