"""Store benchmark: `memengine status` and a top-20 query at 1k, 10k and 100k records.

    .venv/bin/python benchmarks/bench_store.py [--sizes 1000,10000,100000] [--repeat 15]

Stores are generated as real record files (all five tiers, realistic frontmatter), indexed once
with `memengine reindex`, then timed as whole processes against a bare `python3 -c pass` in the
same run. The goal: the query at 100k costs at most 2x what it costs at 1k, and at most 3x the
bare interpreter.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from timing import compare

from memory_engine.records import tiers as T

# What a hook does: open the index, take the top 20, print them. No CLI parsing.
READER = ("import sys\nfrom memory_engine.config import StoreConfig\n"
          "from memory_engine.index import Index\n"
          "rows = Index(StoreConfig.load()).top(20)\n"
          "sys.stdout.write('\\n'.join(f'{r.id} {r.score:.3f}' for r in rows))\n")

TOPICS = ["testing", "git-workflow", "style-tone", "python-tooling", "deploy", "security",
          "docs", "ci", "performance", "database", "frontend", "api-design"]


def record_text(i: int, tier: str, rnd: random.Random, today: dt.date) -> tuple[str, str]:
    rid = f"{tier[:3]}-{i:06d}"
    topic = rnd.choice(TOPICS)
    touched = today - dt.timedelta(days=rnd.randint(0, 400))
    created = touched - dt.timedelta(days=rnd.randint(0, 200))
    head = (f"---\nid: {rid}\ntier: {tier}\ntopic: {topic}\nconfidence: "
            f"{rnd.uniform(0.2, 1):.3f}\nobservations: {rnd.randint(1, 12)}\n"
            f"last_touched: {touched}\ncreated: {created}\nsource: [bench-{i % 97}]\nlinks: []\n")
    extra, sub = "", ""
    if tier == T.EPISODIC:
        extra = (f"date: {touched}\nevent_type: session\nsessions: [s{i}]\nturns_total: 10\n"
                 "turns_captured: 10\n")
    elif tier == T.PROCEDURAL:
        extra = (f"kind: rule\ntrigger: [{topic.replace('-', ' ')} change {i}]\nseverity: "
                 f"{rnd.choice(['low', 'medium', 'high'])}\nviolations: {{count: "
                 f"{rnd.randint(0, 5)}, last_session: null}}\n")
    elif tier == T.PERSONALIZED:
        extra = f"principal: user\ndomain: {topic}\n"
    elif tier == T.ENVIRONMENT:
        sub = rnd.choice(T.ENV_BUCKETS)
        extra = (f"bucket: {sub}\ncondition: when {topic} runs\nprediction: it takes "
                 f"{rnd.randint(1, 90)} s\noutcomes: {{hits: {rnd.randint(0, 9)}, misses: "
                 f"{rnd.randint(0, 9)}}}\n")
    body = (f"---\n# {topic} pattern {i}\n\nWhen working on {topic}, record {i} says to check "
            f"the {rnd.choice(['logs', 'tests', 'config', 'schema'])} first and keep changes "
            "small.\n")
    return os.path.join(tier, sub, f"{rid}.md") if sub else os.path.join(tier, f"{rid}.md"), \
        head + extra + body


def build_store(root: Path, size: int, memengine: str, env: dict[str, str]) -> float:
    subprocess.run([memengine, "init", "--root", str(root)], env=env, check=True,
                   stdout=subprocess.DEVNULL)
    rnd = random.Random(size)
    today = dt.date.today()
    weights = [(T.SEMANTIC, 0.4), (T.EPISODIC, 0.1), (T.PROCEDURAL, 0.2), (T.PERSONALIZED, 0.1),
               (T.ENVIRONMENT, 0.2)]
    tiers = [t for t, w in weights for _ in range(int(w * 10))]
    user_root = Path(env["MEMORY_ENGINE_USER_ROOT"])
    for i in range(size):
        tier = tiers[i % len(tiers)]
        rel, text = record_text(i, tier, rnd, today)
        base = user_root if tier == T.PERSONALIZED else root
        (base / rel).parent.mkdir(parents=True, exist_ok=True)
        (base / rel).write_text(text, encoding="utf-8")
    start = time.perf_counter()
    subprocess.run([memengine, "reindex", "--root", str(root)], env=env, check=True,
                   stdout=subprocess.DEVNULL)
    return time.perf_counter() - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="1000,10000,100000")
    parser.add_argument("--repeat", type=int, default=15)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    memengine = shutil.which("memengine", path=str(Path(sys.executable).parent)) or "memengine"
    results: dict[str, dict[str, object]] = {}
    with tempfile.TemporaryDirectory(prefix="memengine-bench-") as tmp:
        for size in (int(s) for s in args.sizes.split(",")):
            root = Path(tmp) / f"store-{size}"
            env = dict(os.environ, MEMORY_ENGINE_USER_ROOT=str(Path(tmp) / f"user-{size}"),
                       MEMORY_ENGINE_ROOT=str(root))
            build_s = build_store(root, size, memengine, env)
            timings = compare({
                "status": [memengine, "status"],
                "top20": [memengine, "list", "--limit", "20", "--json"],
                "top20_reader": [sys.executable, "-c", READER],
            }, repeat=args.repeat, env=env)
            results[str(size)] = {"reindex_s": round(build_s, 2), **timings}
            if not args.json:
                print(f"{size:>7} records: reindex {build_s:6.1f} s | bare "
                      f"{timings['bare']['median_ms']:5.1f} ms | status "
                      f"{timings['status']['median_ms']:7.1f} ms "
                      f"({timings['status']['ratio']:.1f}x) | top-20 "
                      f"{timings['top20']['median_ms']:6.1f} ms "
                      f"({timings['top20']['ratio']:.2f}x) | top-20 via the library "
                      f"{timings['top20_reader']['median_ms']:6.1f} ms "
                      f"({timings['top20_reader']['ratio']:.2f}x)", flush=True)
    sizes = list(results)
    if len(sizes) > 1 and not args.json:
        first, last = results[sizes[0]], results[sizes[-1]]
        for name in ("top20", "top20_reader"):
            growth = last[name]["median_ms"] / first[name]["median_ms"]  # type: ignore[index]
            print(f"{name}: cost at {sizes[-1]} vs {sizes[0]}: {growth:.2f}x (goal <= 2x); "
                  f"at {sizes[-1]}: {last[name]['ratio']:.2f}x bare (goal <= 3x)")  # type: ignore[index]
    if args.json:
        print(json.dumps(results, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
