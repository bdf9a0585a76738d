"""The held-out sets: scored in aggregate only, never fitted on, never listed row by row.

    .venv/bin/python benchmarks/bench_heldout.py [PART ...] [--dir benchmarks/heldout]

PART is any of injection, secrets, admission, retrieval, corrections, learning (default: all).
Each set in benchmarks/heldout/ was written or copied by someone who had not read the code it
measures (its header or benchmarks/heldout/README.md says who and from where). The sets are kept
apart from benchmarks/data/ and the other labelled folders on purpose: no fitting script globs
this folder, so a set here stays out of every fit until it is moved to a fitting source. This
script reuses the other benchmarks' scoring functions (nothing is re-implemented) and prints
what they print in aggregate: per source, per class, per tier or per language, never a row.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path
from types import ModuleType

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "lib"))

PARTS = ("injection", "secrets", "admission", "retrieval", "corrections", "learning")
# Patterns, not names: a new set takes its place by its kind, whatever its number.
FILES = {
    "injection": "injection-*.jsonl",
    "secrets": "secrets-*.jsonl",
    "admission": "admission-*.toml",
    "retrieval": "retrieval-*.py",
    "corrections": "outside_turns*.jsonl",
    "learning": "learning*.py",
}


def _module(path: Path, name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def injection(path: Path) -> None:
    from bench_injection import load_outside_injection
    from bench_screening import injection_table

    from memory_engine.screening.injection import is_injection

    rows = load_outside_injection(path)
    print(f"{path.name}: shipped model, per source (recall on attacks, flagged benign)")
    print("\n".join(injection_table(rows, 1.0, 0.0, held_out=False)))
    langs = {}
    with path.open(encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                raw = json.loads(line)
                langs[raw["id"]] = raw.get("lang", "?")
    # The same rows by language and by kind: aggregates only, as everywhere in this script.
    for title, key in (("language", lambda r: langs.get(r.id, "?")), ("kind", lambda r: r.subset)):
        counts: dict[str, list[int]] = {}
        for row in rows:
            c = counts.setdefault(key(row), [0, 0, 0, 0])
            flagged = is_injection(row.text)
            if row.attack:
                c[0] += flagged
                c[1] += 1
            else:
                c[2] += flagged
                c[3] += 1
        print(f"by {title}: attacks flagged, benign flagged")
        for name, (a, n, b, m) in sorted(counts.items()):
            print(f"  {name:34} {a:>3}/{n:<3} {b:>3}/{m:<3}")


def secrets(path: Path) -> None:
    from bench_screening import secrets_table

    print(f"{path.name}: per source")
    print("\n".join(secrets_table(path, False)))


def admission(path: Path) -> None:
    import bench_admission as B

    with tempfile.TemporaryDirectory(prefix="bench-heldout-") as tmp:
        store = B.build_store(Path(tmp) / "seed-store", 0)
        try:
            # load_candidates reads under benchmarks/admission/: a relative path reaches here
            rows, _ = B.judge(store, B.load_candidates(
                os.path.relpath(path, HERE / "admission"), split="held-out"))
        finally:
            store.close()
    m = B.metrics(rows)
    a, r = m["apply"], m["reject"]
    print(f"{path.name}: {m['n']} candidates against seed.toml")
    print(f"  apply P {a['precision']:.3f} R {a['recall']:.3f} F1 {a['f1']:.3f} | reject P "
          f"{r['precision']:.3f} R {r['recall']:.3f} F1 {r['f1']:.3f} | accuracy "
          f"{m['accuracy']:.3f} | reason right {m['reason_accuracy']:.3f}")
    print(f"  caught per class: {m['caught']}; secrets or injections applied: "
          f"{m['secrets_or_injections_applied']}")
    labels = dict.fromkeys(row["label"] for row in rows)
    print("  per label (right decision): " + ", ".join(
        f"{label} {sum(x['got'] == x['expect'] for x in rows if x['label'] == label)}/"
        f"{sum(x['label'] == label for x in rows)}" for label in labels))


def retrieval(path: Path) -> None:
    from benchmarks.bench_retrieval import workspace
    from memory_engine.retrieval import calibration

    module = _module(path, "heldout_retrieval")
    records = next(v for k, v in vars(module).items() if k.endswith("_RECORDS"))
    tasks = next(v for k, v in vars(module).items() if k.endswith("_TASKS"))
    _, lines = workspace("held-out", records, tasks,
                         f"{path.name}, never fitted on: shipped weights", calibration.model())
    print("\n".join(lines).strip("\n"))


def corrections(path: Path) -> None:
    # bench_reflexion's outside part prints per source and language only (no --list here)
    subprocess.run([sys.executable, str(HERE / "bench_reflexion.py"), "outside", "--file",
                    str(path)], check=False)


def learning(path: Path) -> None:
    sys.path.insert(0, str(HERE / "reflexion"))
    import bench_learning

    bench_learning.scenarios = _module(path, "heldout_learning").scenarios
    result = bench_learning.run(3, False)
    print(f"{path.name}: scenarios {result['scenarios']}, learned {result['learned']} "
          f"(corrections {result['corrections']}, candidates {result['candidates']}, "
          f"admission {result['admission']})")
    print("  follow-ups finding the learned record in the top 3:")
    for group, (hit, n, share) in result["found_in_top"].items():
        print(f"    {group:20} {hit:3}/{n:<3} {share:.0%}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("parts", nargs="*", default=list(PARTS), metavar="PART",
                        help="which sets to score (default: all)")
    parser.add_argument("--dir", type=Path, default=HERE / "heldout",
                        help="where the held-out sets are (default benchmarks/heldout)")
    args = parser.parse_args()
    scorers = {"injection": injection, "secrets": secrets, "admission": admission,
               "retrieval": retrieval, "corrections": corrections, "learning": learning}
    for part in args.parts or PARTS:
        paths = sorted(args.dir.resolve().glob(FILES[part]))
        if not paths:
            print(f"\n== {part}: no {FILES[part]} in {args.dir}: skipped")
        for path in paths:
            print(f"\n== {part}: {path.name}")
            sys.stdout.flush()
            scorers[part](path)
            sys.stdout.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
