"""Typed vs single-bucket retrieval on the labelled benchmark (benchmarks/retrieval/dataset.py).

    .venv/bin/python benchmarks/bench_retrieval.py [--details dev|held-out|blind|all] [--json FILE]
                                                   [--blind2] [--blind3] [--blind4]

The headline, printed last (`held out`): P@1, wrong-type@3 and R@5 of typed recall, of one BM25
bucket over everything and of BM25 told the tier(s) the request needs, per task source and per
needed tier. Typed recall's calibration is fitted on dataset, fresh, blind and blind2 (this
store) and on four other projects' stores, outside, train4, blind3 (a mobile app) and blind4
(a data warehouse; benchmarks/retrieval/fit_recall.py), so each request of those sources is
answered by the fit that left its source out. P@1: the first item is gold (an empty answer
scores 0); wrong-type@3: share of the items returned in the first three whose tier the request
does not need (pooled over requests); R@5: share of the gold items in the first five.

The tables before it are the older figures, with the shipped weights (in-sample on dataset,
fresh and blind):

Builds the benchmark store in a temporary folder through the library's validated writes, runs
every task in three modes and prints, per split (dev, held-out, all) and k in 3, 5, 10:

* precision@k: share of the returned items (at most k) that are gold; a mode that returns
  nothing for a task scores 0 on it. `strict` divides by k instead (what a fixed-size answer
  would score);
* recall@k: share of the task's gold items returned;
* wrong-type: share of all returned items whose tier the task does not need;
* empty: tasks with no item returned.

Splits: `dev` and `held-out` are the hash halves of dataset.TASKS; `fresh` is the second held-out
set (fresh_tasks.py), reported in aggregate only (no per-task answers are ever printed for it, so
it cannot be tuned on); `blind` is the third set (blind_tasks.py, written without the router's cue
table), measured once unseen and since used for development: `--details blind` prints its tasks;
`all` is dev + held-out.

Modes: `typed` (router + per-tier policies + relevance floor), `bucket` (one BM25 index over
everything, top k, the baseline) and `bucket+floor` (the baseline with the same relative floor as
typed, to separate the effect of typing from the effect of answering with fewer items).

`--blind2` also prints blind2_tasks.py's older figures in aggregate (in-sample since the weights
are fitted on it); `--blind3` and `--blind4` are accepted and do nothing more: both are fitting
sources now, always reported by the fit that left them out.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "lib"))
sys.path.insert(0, str(ROOT))

from benchmarks.retrieval.blind_tasks import BLIND_TASKS  # noqa: E402
from benchmarks.retrieval.build_store import build  # noqa: E402
from benchmarks.retrieval.dataset import TASKS, TODAY  # noqa: E402
from benchmarks.retrieval.dataset import split as hash_split  # noqa: E402
from benchmarks.retrieval.fresh_tasks import FRESH_TASKS  # noqa: E402
from memory_engine.records import tiers as T  # noqa: E402
from memory_engine.retrieval import RELATIVE_CUT, recall  # noqa: E402

KS = (3, 5, 10)
SPLITS = ("dev", "held-out", "fresh", "blind", "all")
EVERY = TASKS + FRESH_TASKS + BLIND_TASKS
_FRESH = {t["id"] for t in FRESH_TASKS}
_BLIND = {t["id"] for t in BLIND_TASKS}
_AGGREGATE_ONLY = ("fresh", "blind")  # kept out of `all`
_NO_DETAILS = ("fresh",)  # never printed task by task


def split(task: dict[str, Any]) -> str:
    if task["id"] in _BLIND:
        return "blind"
    return "fresh" if task["id"] in _FRESH else hash_split(task)


def in_split(task: dict[str, Any], part: str) -> bool:
    return split(task) == part or (part == "all" and split(task) not in _AGGREGATE_ONLY)
MODES = ("typed", "bucket", "bucket+floor")


def run_task(index: Any, task: dict[str, Any], mode: str, k: int) -> list[tuple[str, str]]:
    if mode == "bucket+floor":
        result = recall(index, task["text"], k=k, mode="bucket", today=TODAY)
        hits = [h for h in result.hits if h.score >= RELATIVE_CUT]
    else:
        hits = recall(index, task["text"], k=k, mode=mode, today=TODAY).hits
    return [(h.row.id, h.tier) for h in hits]


def score(results: list[tuple[dict[str, Any], list[tuple[str, str]]]], k: int) -> dict[str, float]:
    precision = strict = rec = 0.0
    returned = wrong = empty = 0
    for task, hits in results:
        gold = set(task["gold"])
        found = sum(1 for rid, _ in hits if rid in gold)
        precision += found / len(hits) if hits else 0.0
        strict += found / k
        rec += found / len(gold)
        returned += len(hits)
        wrong += sum(1 for _, tier in hits if tier not in task["tiers"])
        empty += not hits
    n = len(results) or 1
    return {"precision": precision / n, "strict_precision": strict / n, "recall": rec / n,
            "wrong_type": wrong / returned if returned else 0.0, "empty": float(empty),
            "tasks": float(len(results))}


def measure_blind2(index: Any) -> dict[str, Any]:
    """Aggregate figures for blind2_tasks.py; the set is imported only here, only when asked."""
    from benchmarks.retrieval.blind2_tasks import BLIND2_TASKS

    figures: dict[str, Any] = {}
    for k in KS:
        for mode in MODES:
            results = [(t, run_task(index, t, mode, k)) for t in BLIND2_TASKS]
            figures[f"blind2/k={k}/{mode}"] = score(results, k)
    routed = sum(set(recall(index, t["text"], k=5, today=TODAY).weights) == set(t["tiers"])
                 for t in BLIND2_TASKS)
    figures["router_exact_blind2"] = (routed, len(BLIND2_TASKS))
    return figures


def print_blind2(figures: dict[str, Any]) -> None:
    routed, n = figures["router_exact_blind2"]
    print(f"\nblind2: {n} tasks, aggregate only")
    print("split     k  mode          precision  strict  recall  wrong-type  empty")
    for k in KS:
        for mode in MODES:
            s = figures[f"blind2/k={k}/{mode}"]
            print(f"{'blind2':9s} {k:2d} {mode:13s} {s['precision']:9.3f} "
                  f"{s['strict_precision']:7.3f} {s['recall']:7.3f} {s['wrong_type']:11.3f} "
                  f"{int(s['empty']):6d}")
    for k in KS:
        t, b = figures[f"blind2/k={k}/typed"], figures[f"blind2/k={k}/bucket"]
        ratio = t["precision"] / b["precision"] if b["precision"] else float("inf")
        print(f"{'blind2':9s} k={k:2d}: typed/bucket precision x{ratio:.2f}, wrong-type "
              f"{t['wrong_type']:.3f} vs {b['wrong_type']:.3f}")
    print(f"router picks exactly the needed tiers: blind2 {routed}/{n}")


def told_the_tier(index: Any, task: dict[str, Any], k: int = 5) -> list[tuple[str, str]]:
    """BM25 inside the tier(s) the request needs (the oracle router), merged by BM25."""
    from memory_engine.retrieval.query import Query

    terms = Query(task["text"], TODAY).terms
    found = [(bm, row.id, row.tier) for tier in task["tiers"]
             for row, bm in index.search_tier(terms, tier, k)]
    found.sort(key=lambda h: (-h[0], h[1]))
    return [(rid, tier) for _, rid, tier in found[:k]]


def held_out(index: Any) -> tuple[dict[str, Any], list[str], dict[str, Any]]:
    """The headline figures (see the module docstring) for this store's sources, their printed
    lines, and the fold models from fit_recall.py (source -> the fit that left it out; "*": the
    shipped fit)."""
    from benchmarks.retrieval import fit_recall as F

    cases = F.collect(index, F.task_sources(), TODAY)
    unrelated = F.collect(index, {r: [{"id": f"{r}-{n}", "text": t, "tiers": [], "gold": []}
                                      for n, t in enumerate(texts)]
                                  for r, texts in F.corpus_prompts().items()}, TODAY)
    models = F.held_out_models([*cases, *F.workspace_cases(TODAY)], 1.0, unrelated)
    figures: dict[str, Any] = {}
    lines = ["\nheld out: typed recall answered by a fit that never saw the request's source",
             HEADER]
    for group in [*F.MAIN_STORE_SOURCES, "pooled"]:
        chosen = [c for c in cases if c.source == group or group == "pooled"]
        lines += compare_modes(index, group, chosen, lambda c: models[c.source], figures)
    return figures, lines, models


HEADER = (f"{'source':8} {'mode':10} {'tasks':>5} {'P@1':>6} {'wrong@3':>8} {'R@5':>6}   "
          "P@1 by needed tier")


def compare_modes(index: Any, group: str, chosen: list[Any], model_of: Any,
                  figures: dict[str, Any]) -> list[str]:
    """Typed, bucket and BM25-told-the-tier on the chosen cases: printed lines (figures filled)."""
    from benchmarks.retrieval import fit_recall as F

    answers: dict[str, list[tuple[Any, list[tuple[Any, ...]]]]] = {
        "typed": [(c, F.answer(model_of(c), F.ranked(model_of(c), c), c.by_text))
                  for c in chosen],
        "bucket": [(c, [(0, h.row.id, h.tier) for h in recall(
            index, c.task["text"], k=5, mode="bucket", today=TODAY).hits]) for c in chosen],
        "bm25+tier": [(c, [(0, rid, tier) for rid, tier in told_the_tier(index, c.task)])
                      for c in chosen]}
    lines = []
    for mode, pairs in answers.items():
        m = F.metrics(pairs)
        tiers = {t: F.metrics([(c, a) for c, a in pairs if t in c.tiers])
                 for t in T.TIERS if any(t in c.tiers for c in chosen)}
        figures[f"{group}/{mode}"] = dict(m, by_tier={t: v["P@1"] for t, v in tiers.items()})
        lines.append(f"{group:8} {mode:10} {len(chosen):5d} {m['P@1']:6.3f} "
                     f"{m['wrong_type@3']:8.3f} {m['R@5']:6.3f}   " + ", ".join(
                         f"{t[:5]} {v['P@1']:.2f}" for t, v in tiers.items()))
    return lines


def workspace(group: str, records: list[dict[str, Any]], tasks: list[dict[str, Any]],
              label: str, model: Any) -> tuple[dict[str, Any], list[str]]:
    """Another project's store and tasks, answered by `model`."""
    from benchmarks.retrieval import fit_recall as F

    figures: dict[str, Any] = {}
    with tempfile.TemporaryDirectory(prefix=f"bench-{group}-") as tmp:
        store = build(Path(tmp), records)
        try:
            cases = F.collect(store.index, {group: tasks}, F.workspace_today(records, TODAY))
            lines = compare_modes(store.index, group, cases, lambda c: model, figures)
        finally:
            store.close()
    return figures, [f"\n{label} ({len(records)} records)", HEADER, *lines]


def other_projects(models: dict[str, Any]) -> tuple[dict[str, Any], list[str]]:
    """The projects with stores of their own that the weights are fitted on, each answered by
    the fit that left it out."""
    import importlib

    from benchmarks.retrieval import fit_recall as F

    figures: dict[str, Any] = {}
    lines: list[str] = []
    for source, (module, records, tasks) in F.WORKSPACES.items():
        loaded = importlib.import_module(module)
        more, printed = workspace(source, getattr(loaded, records), getattr(loaded, tasks),
                                  f"another project, {module.rsplit('.', 1)[1]}.py, answered "
                                  "by the fit that left it out", models[source])
        figures.update(more)
        lines += printed
    return figures, lines


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--details", choices=("dev", "held-out", "blind", "all"),
                        help="print each task's answers for this split")
    parser.add_argument("--json", metavar="FILE", help="also write the figures as JSON")
    parser.add_argument("--blind2", action="store_true",
                        help="also measure blind2_tasks.py (aggregate figures only)")
    parser.add_argument("--blind3", action="store_true",
                        help="kept for old command lines: blind3_tasks.py is a fitting source "
                             "now, always reported by the fit that left it out")
    parser.add_argument("--blind4", action="store_true",
                        help="kept for old command lines: blind4_tasks.py is a fitting source "
                             "now, always reported by the fit that left it out")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="bench-retrieval-") as tmp:
        store = build(Path(tmp))
        stats = store.index.tier_stats()
        print("store:", {t: s["valid"] for t, s in stats.items()},
              "total", sum(s["valid"] for s in stats.values()), "records;", len(EVERY), "tasks",
              f"({sum(split(t) == 'dev' for t in TASKS)} dev,"
              f" {sum(split(t) == 'held-out' for t in TASKS)} held-out,"
              f" {len(FRESH_TASKS)} fresh, {len(BLIND_TASKS)} blind)")
        raw: dict[tuple[str, int], list[tuple[dict[str, Any], list[tuple[str, str]]]]] = {}
        for mode in MODES:
            for k in KS:
                raw[(mode, k)] = [(t, run_task(store.index, t, mode, k)) for t in EVERY]
        routed_ok = {"dev": 0, "held-out": 0, "fresh": 0, "blind": 0}
        for task in EVERY:
            r = recall(store.index, task["text"], k=5, today=TODAY)
            if set(r.weights) == set(task["tiers"]):
                routed_ok[split(task)] += 1
            if split(task) not in _NO_DETAILS and (args.details == split(task) or (
                    args.details == "all" and split(task) not in _AGGREGATE_ONLY)):
                print(f"\n{task['id']} [{split(task)}] needs {task['tiers']} gold {task['gold']}")
                print(f"  {task['text']}")
                print(f"  route: {r.explain()['tiers']} cues: {r.explain()['cues']}")
                for mode in ("typed", "bucket"):
                    hits = raw[(mode, 5)][EVERY.index(task)][1]
                    marks = [("*" if rid in task["gold"] else " ") + f"{tier[:4]}:{rid}"
                             for rid, tier in hits]
                    print(f"  {mode:7s} {' | '.join(marks) or '(nothing)'}")
        blind2 = measure_blind2(store.index) if args.blind2 else None
        headline, lines, models = held_out(store.index)
        store.close()
    figures: dict[str, Any] = {}
    print("\nsplit     k  mode          precision  strict  recall  wrong-type  empty")
    for part in SPLITS:
        for k in KS:
            for mode in MODES:
                chosen = [(t, h) for t, h in raw[(mode, k)] if in_split(t, part)]
                s = score(chosen, k)
                figures[f"{part}/k={k}/{mode}"] = s
                print(f"{part:9s} {k:2d} {mode:13s} {s['precision']:9.3f} "
                      f"{s['strict_precision']:7.3f} {s['recall']:7.3f} {s['wrong_type']:11.3f} "
                      f"{int(s['empty']):6d}")
        print()
    for part in SPLITS:
        for k in KS:
            t, b = figures[f"{part}/k={k}/typed"], figures[f"{part}/k={k}/bucket"]
            ratio = t["precision"] / b["precision"] if b["precision"] else float("inf")
            print(f"{part:9s} k={k:2d}: typed/bucket precision x{ratio:.2f}, wrong-type "
                  f"{t['wrong_type']:.3f} vs {b['wrong_type']:.3f}")
    total = {p: sum(split(t) == p for t in EVERY) for p in routed_ok}
    print("router picks exactly the needed tiers: "
          + ", ".join(f"{p} {routed_ok[p]}/{total[p]}" for p in routed_ok))
    figures["router_exact"] = {p: routed_ok[p] / total[p] for p in total}
    if blind2 is not None:
        print_blind2(blind2)
        routed, n = blind2.pop("router_exact_blind2")
        figures.update(blind2)
        figures["router_exact"]["blind2"] = routed / n
    other, more = other_projects(models)
    headline.update(other)
    lines += more
    for line in lines:
        print(line)
    figures["held_out"] = headline
    if args.json:
        Path(args.json).write_text(json.dumps(figures, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
