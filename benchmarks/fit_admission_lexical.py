"""Fit the admission gate's lexical wording models; report them leave-one-set-out.

    .venv/bin/python benchmarks/fit_admission_lexical.py --grid [--classes hedged ...]
    .venv/bin/python benchmarks/fit_admission_lexical.py --write [--grid]

What a candidate's wording says about its class, whatever the language: a guess ("hedged":
maybe, I think, 好像, scheint, not verified), a single dated event with no rule ("anecdote"),
and an order to the reading model dressed as a memory ("injection"). One memory_engine.lexical
model per class (hashed character n-grams, logistic regression, benchmarks/lexfit.py), fitted on
the rows of the read admission sets (fit_admission.SETS: candidates.toml, blind.toml,
blind2.toml .. blind34.toml; thirty-four writers, up to 62 languages): the class's rows against
every other row of the sets (the other reject classes and the applies), each set one group. A
row is read as the gate reads it (`admission.wording.lexical_text`).

`--grid` fits settings of n-gram range, buckets and L2 (`AXES`: one part at a time from
`MIDDLE`, each keeping its best value) leave-one-set-out (each
set's rows scored by a model fitted on the other sets) and prints, per class and setting, the
pooled out-of-fold average precision (what one threshold over all sets can reach) and the mean
per-set AUC; the best pooled average precision is the class's setting. `CHOSEN` below is what
the last `--grid` picked (with `--write --grid` the grid's pick is written directly).

"injection" is no class of `admission.wording`: its bar, fitted left one set out, caught no
injection the gate misses otherwise. Its model is one feature of `admission.leaning` (weighed
by benchmarks/fit_memory_injection.py, which reads its `out_of_fold` values); `--write
--classes injection` writes the file the gate reads for it.

`--write` fits each class of the gate on every set with its setting and writes the quantised
model to lib/memory_engine/data/admission_<class>.melex (`admission.wording.MODELS`), the file
the gate reads. The gate stacks a model's log-odds as one signal where its class is decided
(`admission.wording`); fit_admission.py fits the log-odds bars at which it counts on
`out_of_fold` values: each row's logit from a model fitted without the row's set.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
import tempfile
from pathlib import Path
from typing import Any

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import bench_admission as bench  # noqa: E402
import lexfit  # noqa: E402

from memory_engine import lexical  # noqa: E402
from memory_engine.admission import leaning, wording  # noqa: E402

SETS = ("candidates", "blind", *bench.HELD_SETS)
ITERS = 150
# The values tried for each part of a setting ((n_min, n_max), buckets, l2): one part at a time,
# in this order, from MIDDLE, each part keeping its best value (a full grid of 15-fold fits
# costs hours on two cores)
AXES: tuple[tuple[Any, ...], ...] = (((1, 3), (2, 4), (3, 5)), (1 << 14, 1 << 16, 1 << 18),
                                     (1e-4, 1e-3, 1e-2))
MIDDLE: tuple[tuple[int, int], int, float] = ((2, 4), 1 << 16, 1e-3)
# The setting the last `--grid` picked for each class (its printout: best pooled AP).
CHOSEN: dict[str, tuple[tuple[int, int], int, float]] = {
    "hedged": ((3, 5), 1 << 16, 1e-4),
    "anecdote": ((3, 5), 1 << 18, 1e-4),
    "injection": ((1, 3), 1 << 16, 1e-4),
}


def labelled_rows() -> list[dict[str, Any]]:
    """Every row of SETS: its set (`split`), label and the text the gate's models read."""
    rows = []
    for name in SETS:
        for c in bench.load_candidates(f"{name}.toml", split=name):
            rows.append({"split": name, "label": c["label"], "id": c.get("id", ""),
                         "lex": wording.lexical_text(c["text"])})
    return rows


def average_precision(scores: np.ndarray, labels: np.ndarray) -> float:
    order = np.argsort(-scores, kind="stable")
    hits = labels[order].astype(float)
    if not hits.sum():
        return 0.0
    precision = np.cumsum(hits) / np.arange(1, len(hits) + 1)
    return float((precision * hits).sum() / hits.sum())


def auc(scores: np.ndarray, labels: np.ndarray) -> float:
    pos, neg = scores[labels], scores[~labels]
    if not len(pos) or not len(neg):
        return float("nan")
    ranks = np.argsort(np.argsort(np.concatenate([pos, neg]), kind="stable"), kind="stable")
    return float((ranks[:len(pos)].sum() - len(pos) * (len(pos) - 1) / 2) / (len(pos) * len(neg)))


def out_of_fold(rows: list[dict[str, Any]], label: str,
                setting: tuple[tuple[int, int], int, float] | None = None) -> np.ndarray:
    """Each row's log-odds of `label` from a model fitted without the row's set (15 fits: kept
    in the temporary folder under a name that changes with the rows, labels and setting)."""
    setting = setting or CHOSEN[label]
    (n_min, n_max), buckets, l2 = setting
    key = hashlib.sha256(repr(([(r["split"], r["label"], r["lex"]) for r in rows], label,
                               setting, ITERS)).encode()).hexdigest()
    cache = Path(tempfile.gettempdir()) / f"admission-lexical-oof-{key[:20]}.npy"
    if cache.exists():
        return np.asarray(np.load(cache))
    x = lexfit.design([r["lex"] for r in rows], buckets=buckets, n_min=n_min, n_max=n_max)
    y = [r["label"] == label for r in rows]
    oof = lexfit.out_of_fold(x, y, [r["split"] for r in rows], l2=l2, iters=ITERS)
    np.save(cache, oof)
    return oof


def grid(rows: list[dict[str, Any]], label: str) -> tuple[tuple[int, int], int, float]:
    """The setting of best pooled out-of-fold average precision, one part at a time (AXES)."""
    labels = np.asarray([r["label"] == label for r in rows])
    groups = np.asarray([r["split"] for r in rows])
    seen: dict[tuple[tuple[int, int], int, float], float] = {}

    def score(setting: tuple[tuple[int, int], int, float]) -> float:
        if setting not in seen:
            oof = out_of_fold(rows, label, setting)
            seen[setting] = average_precision(oof, labels)
            per_set = [auc(oof[groups == g], labels[groups == g]) for g in SETS]
            last = " ".join(f"{g} {auc(oof[groups == g], labels[groups == g]):.3f}"
                            for g in SETS[-3:])
            print(f"  {label:<9} n={setting[0][0]}-{setting[0][1]} buckets=2^"
                  f"{setting[1].bit_length() - 1} l2={setting[2]:g}: pooled AP "
                  f"{seen[setting]:.3f}, mean per-set AUC {np.nanmean(per_set):.3f} ({last})",
                  flush=True)
        return seen[setting]

    best = MIDDLE
    for part, values in enumerate(AXES):
        for value in values:
            trial = list(best)
            trial[part] = value
            setting = (trial[0], trial[1], trial[2])
            if score(setting) > score(best):
                best = setting
    print(f"  {label}: best n={best[0]} buckets={best[1]} l2={best[2]:g} "
          f"(pooled AP {seen[best]:.3f})", flush=True)
    return best


def write(rows: list[dict[str, Any]], label: str,
          setting: tuple[tuple[int, int], int, float]) -> Path:
    (n_min, n_max), buckets, l2 = setting
    x = lexfit.design([r["lex"] for r in rows], buckets=buckets, n_min=n_min, n_max=n_max)
    fitted = lexfit.fit(x, [r["label"] == label for r in rows], l2=l2, iters=ITERS)
    path = Path(wording.path_of(label))
    path.write_bytes(lexical.encode(lexfit.quantise(fitted, x)))
    return path


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--grid", action="store_true",
                        help="fit the AXES settings leave-one-set-out, print them, pick the best")
    parser.add_argument("--write", action="store_true",
                        help="fit each class on every set and write its model file")
    parser.add_argument("--classes", nargs="+", choices=sorted(CHOSEN),
                        default=sorted(wording.MODELS))
    args = parser.parse_args()
    rows = labelled_rows()
    for label in args.classes:
        setting = grid(rows, label) if args.grid else CHOSEN[label]
        if args.write and (label in wording.MODELS or label == leaning.LEXICAL):
            print(f"  {label}: wrote {write(rows, label, setting)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
