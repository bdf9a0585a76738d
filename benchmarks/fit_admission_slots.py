"""Fit the slot-conflict thresholds of admission (`admission.slots.OVERLAP`, `PREFIX`) on dev sets.

    .venv/bin/python benchmarks/fit_admission_slots.py [--cv]

Each candidate of the sets that have been read (candidates.toml, blind.toml, blind2.toml,
blind3.toml, blind4.toml, blind5.toml, blind6.toml; no later set) is judged once with the slot check
switched off, against the seed store of bench_admission. Its neighbours are then compared slot by
slot under a grid of thresholds per family of slot (least share of the smaller subject, least number
of shared subject words): a candidate the check would newly reject becomes a reject. The objective
is the number of right apply/reject decisions plus a quarter point per right reject reason. Families
are fitted one at a time (coordinate ascent, three rounds); a family keeps its setting unless
another scores strictly better (most families have few examples, and an untested setting that lets
every value of a kind meet every other would only look as good); then how many first letters of a
subject word are compared (`PREFIX`), the same way. `--cv` also fits on all sets but one and scores
that one, for each set, to show how far the fit carries. The decision threshold, the factor weights
and the other structural settings are fitted by fit_admission.py.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import bench_admission as bench  # noqa: E402

from memory_engine.admission import slots as S  # noqa: E402
from memory_engine.admission.similarity import neighbours, slot_neighbours  # noqa: E402
from memory_engine.records import tiers as T  # noqa: E402

SETS = ("candidates", "blind", "blind2", "blind3", "blind4", "blind5", "blind6")
RATIOS = (0.0, 0.2, 0.25, 0.34, 0.4, 0.5, 0.6, 0.67, 0.75, 1.0, 2.0)
SHARED = (0, 1, 2, 3)
OFF = {fam: (2.0, 99) for fam in S.OVERLAP}
HARD = ("schema", "secret", "injection", "review", "contradiction")


def prepare() -> list[dict[str, Any]]:
    """Every dev candidate with its decision without the slot check and its rival records."""
    rows: list[dict[str, Any]] = []
    saved = dict(S.OVERLAP)
    S.OVERLAP.update(OFF)
    try:
        with tempfile.TemporaryDirectory(prefix="fit-slots-") as tmp:
            store = bench.build_store(Path(tmp) / "seed", 0)
            for name in SETS:
                judged, _ = bench.judge(store, bench.load_candidates(f"{name}.toml", split=name))
                for r in judged:
                    near = neighbours(store.index, r["text"], k=8)
                    seen = {(n.tier, n.id) for n in near}
                    near += [n for n in slot_neighbours(store.index, r["text"])
                             if (n.tier, n.id) not in seen]
                    rivals = [n.text for n in near if n.confidence >= 0.8 and
                              (r["tier"] == T.EPISODIC or n.tier != T.EPISODIC)]
                    rows.append({**r, "rivals": rivals})
            store.close()
    finally:
        S.OVERLAP.clear()
        S.OVERLAP.update(saved)
    return rows


def score(rows: list[dict[str, Any]], params: dict[str, tuple[float, int]]) -> float:
    total = 0.0
    for r in rows:
        got, reason = r["got"], r["got_reason"]
        if reason not in HARD and any(S.conflict(r["text"], other, params) is not None
                                      for other in r["rivals"]):
            got = "reject"
            reason = "stale" if r["label"] == "stale" and "days" in r else "contradiction"
        total += got == r["expect"]
        total += 0.25 * (got == "reject" and reason == r["reason"])
    return total


def fit(rows: list[dict[str, Any]]) -> dict[str, tuple[float, int]]:
    params = dict(S.OVERLAP)
    for _ in range(3):
        for fam in S.OVERLAP:
            best, best_score = params[fam], score(rows, params)
            for shared in SHARED:
                for ratio in RATIOS:
                    value = score(rows, {**params, fam: (ratio, shared)})
                    if value > best_score:
                        best, best_score = (ratio, shared), value
            params[fam] = best
    return params


def fit_prefix(rows: list[dict[str, Any]], params: dict[str, tuple[float, int]]) -> int:
    """How many first letters of a subject word are compared (99: the whole stem); a setting
    is kept unless another scores strictly better."""
    best, best_score = S.PREFIX, score(rows, params)
    for prefix in (4, 5, 6, 7, 99):
        S.PREFIX = prefix
        S.values.cache_clear()
        value = score(rows, params)
        if value > best_score:
            best, best_score = prefix, value
    S.PREFIX = best
    S.values.cache_clear()
    return best


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cv", action="store_true", help="leave one set out, fit, score it")
    args = parser.parse_args()
    rows = prepare()
    off = score(rows, OFF)
    shipped = score(rows, S.OVERLAP)
    params = fit(rows)
    prefix = fit_prefix(rows, params)
    print(f"fitted PREFIX = {prefix}")
    print(f"objective: slot check off {off:.2f}, shipped {shipped:.2f}, fitted "
          f"{score(rows, params):.2f} (of {len(rows) * 1.25:.0f} at most)")
    print("fitted OVERLAP = {" + ", ".join(f'"{k}": {v}' for k, v in params.items()) + "}")
    if args.cv:
        for held in SETS:
            train = [r for r in rows if r["split"] != held]
            test = [r for r in rows if r["split"] == held]
            fitted = fit(train)
            print(f"  held out {held:<10}: off {score(test, OFF):.2f}  shipped "
                  f"{score(test, S.OVERLAP):.2f}  fitted on the others {score(test, fitted):.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
