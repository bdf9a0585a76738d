"""Fit the admission gate's memory reading of an injection; report it leave one set out.

    .venv/bin/python benchmarks/fit_memory_injection.py [--write] [--l2 1.0]

The injection screen (screening.injection) is fitted on a pool dominated by long texts (web
pages with planted attacks, agent-rules files, prompts), and its bar is placed where those
texts' benign rows stay unflagged. A memory candidate is a short record: left one source out in
benchmarks/fit_injection.py --fast, the screen alone caught about half of each later admission
set's injections (blind12 13/25 ... blind17 16/25) while flagging nearly none of their other
rows. `admission.leaning` reads the screen's signals again, with the anchor classes of
`admission.hazard` one by one, under weights and a bar fitted here on the labelled admission
sets alone: the read sets of fit_admission.py (candidates.toml, blind.toml, blind2.toml ..
blind34.toml, judged against seed.toml as bench_admission.py does).

1. Every candidate goes once through the real path (`queue_candidate`, `score_draft`) with the
   gate's own leaning signs switched off (`scoring.REVIEW_SCORE` above 1, no memory model): its
   decision and its memory feature vector (`leaning.RECORD`) are kept. The vector's last value,
   the injection wording model's probability, is taken out of fold: from a model fitted without
   the row's set (fit_admission_lexical.out_of_fold, its `CHOSEN` setting), never from the
   shipped model, which saw every set.
2. The model: logistic regression over the features (fit_injection.fit_logistic: L2 on the
   weights, every weight >= 0, the counter-signals' <= 0), an injection against every other
   row.
3. The bar: among the rows the gate would apply, the one that maximises fit_admission.py's
   objective (a right decision 1 point, a secret or an injection applied 2 points off), a
   candidate held when its score reaches the bar; on a tie, the highest bar (fewest holds).
4. Leave one set out: weights and bar fitted on the other sets, decisions on the set left out,
   beside the gate as shipped before this reading (`REVIEW_SCORE` alone): injections applied,
   apply recall and reject F1 per set, then pooled.

`--write` fits on every set and writes lib/memory_engine/data/memory_injection_weights.json.

Figures, left one set out on the thirty-three read sets (822 injections, blind32 and blind33
among them), after the files the store's layout names (`_AUDIT-*.md`, `_MANIFEST.md`, the
capability profile) joined `hazard`'s machinery anchor: the injections the gate applies go from
88 to 25 (27 with the anchor as it was: blind33 6 -> 5, blind17 2 -> 1), the applies it holds or
rejects from 173 to 207 (207 with the anchor as it was: blind8 one fewer, blind30 one more); the
model alone holds 760/822 of the injections of the sets it was not fitted on (758) and 69 of
their other rows.
The bar the full fit gives: 0.335 (the shipped file was not refitted with these).

Earlier figures, left one set out on the thirty-one read sets (747 injections, blind30 among
them): the injections the gate applies go from 75 to 13 (blind30 8 -> 4, blind29 5 -> 2, blind17
3 -> 2, blind15, blind16, blind21, blind23 and blind25 each to 1, none on the others), the
applies it holds or rejects from 144 to 185; the model alone holds 706/747 of the injections of
the sets it was not fitted on and 73 of their other rows. The bar the full fit ships: 0.289. A
feature joining the reader named with an anchor of another class (142 injections of the read
sets against no apply) was tried and left out: left one set out it gained nothing (13 -> 14),
nor did the length of a record or its count of sentences (13 either), nor an opening label or
bracketed header (19).

Earlier figures, left one set out on the twenty-three read sets (577 injections), with an SSH public
key written out as an anchor class of its own (`hazard`: access): the injections the gate
applies go from 42 to 12 (blind22 6 -> 1, blind21 5 -> 0, blind18 6 -> 1, blind15 6 -> 2,
blind20 4 -> 0, blind16 4 -> 1, blind23 5 -> 3, blind17 3 -> 3), the applies it holds or
rejects from 109 to 134; the model alone holds 537/577 of the injections of the sets it was
not fitted on and 37 of their other rows. The bar the full fit ships: 0.316.

Earlier figures, left one set out on the twenty-two read sets (527 injections), since the reader a
memory names (`hazard.names_reader`: the agent, the model, the assistant, in any language) is a
feature: the injections the gate applies go from 31 to 11 (16 without that feature: blind21
3 -> 1, blind16 4 -> 1, blind20 2 -> 1, blind18 1 -> 2, blind15 3, blind17 2, blind19 1 either
way), the applies it holds or rejects from 106 to 124 (125 without it); reject F1 after, without
that feature -> with it: blind21 0.927 -> 0.933, blind16 0.944 -> 0.950, blind20 0.929 ->
0.932, blind17 0.933 -> 0.938, blind9 0.977 -> 0.983, blind18 0.907 -> 0.901, blind12 0.963 ->
0.960. The model alone holds 481/527 of the injections of the sets it was not fitted on (478
without it) and 27 of their other rows (32). The bar the full fit ships: 0.345.

Earlier figures, left one set out on the twenty read sets (478 injections, after the screen's
readings of an unchecked act, an image link's slot and sending verbs in nine more languages, and
the store's own folders as its machinery): the injections the gate applies go from 22 to 14
(blind18 6 -> 3, blind15 6 -> 3, blind19 3 -> 1, blind16 4 -> 4, blind17 3 -> 3; none on the
other sets either way), the applies it holds or rejects from 85 to 100 (one to three more on
most sets); reject F1 blind18 0.887 -> 0.897, blind15 0.936 -> 0.943, blind19 0.949 -> 0.952,
down by 0.003 to 0.009 on nine sets, unchanged on the others. The model alone, at its bar, holds
436/478 of the injections of the sets it was not fitted on and 23 of their other rows (17
applies). The gate's named checks (`hazard`, `intent`, `standing`) were written reading these
sets, so the "before" column is in-sample for them; what is held out is this model's weights and
bar. Each training row's wording value comes from a model fitted without that row's set but with
the held-out set, a second-order leak the stacked figures carry. The bar the full fit ships:
0.286 (0.261 to 0.494 across folds). On the nineteen sets before (453 injections): 24 -> 15,
applies held 80 -> 92, bar 0.369.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import sys
import tempfile
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import bench_admission as bench  # noqa: E402
import fit_admission_lexical as lex  # noqa: E402
from fit_injection import fit_logistic  # noqa: E402

from memory_engine.admission import leaning  # noqa: E402
from memory_engine.admission import scoring as A  # noqa: E402
from memory_engine.admission.queue import load_draft, queue_candidate, score_draft  # noqa: E402
from memory_engine.screening.cues_mention import COUNTER_SIGNALS  # noqa: E402
from memory_engine.screening.injection import SIGNALS, score_features  # noqa: E402

SETS = ("candidates", "blind", *bench.HELD_SETS)
HAZARD = 2.0
COUNTER = frozenset(SIGNALS.index(s) for s in COUNTER_SIGNALS)
Row = dict[str, Any]


def judge_all() -> list[Row]:
    """Every candidate of SETS judged once with the gate's leaning signs off: its set, label,
    expected and actual decision, memory features and screen score."""
    rows: list[Row] = []
    today = dt.date.today()
    worded = lex.out_of_fold(lex.labelled_rows(), leaning.LEXICAL)
    saved_score, saved_model = A.REVIEW_SCORE, leaning.model
    A.REVIEW_SCORE = 1.01
    leaning.model = lambda: None  # type: ignore[assignment]
    leaning.RECORD = []
    try:
        with tempfile.TemporaryDirectory(prefix="fit-memory-injection-") as tmp:
            store = bench.build_store(Path(tmp) / "seed", 0)
            for name in SETS:
                for c in bench.load_candidates(f"{name}.toml", split=name):
                    prov: dict[str, Any] = {"session_id": "bench"}
                    if "days" in c:
                        prov["observed_at"] = (today - dt.timedelta(days=c["days"])).isoformat()
                    draft_id = queue_candidate(store, tier=c["tier"], text=c["text"],
                                               source="reflexion", provenance=prov)
                    before = len(leaning.RECORD)
                    verdict = score_draft(store, load_draft(store, draft_id))
                    (store.config.drafts_dir / f"{draft_id}.md").unlink()
                    # the draft's own text is the last vector the gate read for it
                    x = leaning.RECORD[-1] if len(leaning.RECORD) > before else \
                        leaning.features(tuple(0.0 for _ in SIGNALS), c["text"], None)
                    x = (*x[:-1], leaning.features((), "", float(worded[len(rows)]))[-1])
                    rows.append({"split": name, "label": c["label"], "expect": c["expect"],
                                 "reason": c["reason"], "got": verdict.decision,
                                 "got_reason": verdict.reason, "x": x,
                                 "screen": score_features(x[:len(SIGNALS)])})
            store.close()
        if len(rows) != len(worded):
            raise SystemExit("the wording model's out-of-fold values do not match the rows")
    finally:
        A.REVIEW_SCORE, leaning.model, leaning.RECORD = saved_score, saved_model, None
    return rows


def decided(r: Row, model: leaning.Model | None, review_score: float) -> tuple[str, Any]:
    """The gate's decision on `r` with the screen's leaning bar and the memory model."""
    if r["got"] != "apply":
        return r["got"], r["got_reason"]
    if r["screen"] >= review_score or (
            model is not None and leaning.score(r["x"], model) >= model.threshold):
        return "reject", "review"
    return "apply", None


def points(r: Row, got: str, reason: Any) -> float:
    return ((got == r["expect"]) + 0.25 * (got == "reject" and reason == r["reason"])
            - HAZARD * (got == "apply" and r["label"] in ("secret", "injection")))


def fit(rows: list[Row], l2: float) -> leaning.Model:
    raw = fit_logistic([r["x"] for r in rows], [r["label"] == "injection" for r in rows], l2,
                       COUNTER)
    base = leaning.Model(raw.bias, raw.weights, 2.0)
    # only the rows the gate would apply are moved by the bar
    open_rows = [r for r in rows if r["got"] == "apply" and r["screen"] < A.REVIEW_SCORE]
    scored = sorted(((leaning.score(r["x"], base), r) for r in open_rows), key=lambda p: -p[0])
    # every bar between two distinct scores; from "never" down, holding one more row each step
    best_value = value = sum(points(r, "apply", None) for _, r in scored)
    best_bar = 1.01
    for i, (s, r) in enumerate(scored):
        value += points(r, "reject", "review") - points(r, "apply", None)
        if i + 1 < len(scored) and scored[i + 1][0] == s:
            continue
        if value > best_value:
            below = scored[i + 1][0] if i + 1 < len(scored) else 0.0
            best_value, best_bar = value, (s + below) / 2
    return leaning.Model(raw.bias, raw.weights, best_bar)


def tally(rows: list[Row], model: leaning.Model | None) -> tuple[int, int, int, float]:
    """Injections applied, injections, applies held or rejected, reject F1."""
    got = [decided(r, model, A.REVIEW_SCORE)[0] for r in rows]
    inj = sum(r["label"] == "injection" and g == "apply" for r, g in zip(rows, got, strict=True))
    n_inj = sum(r["label"] == "injection" for r in rows)
    lost = sum(r["expect"] == "apply" and g != "apply" for r, g in zip(rows, got, strict=True))
    tn = sum(r["expect"] == "reject" and g == "reject" for r, g in zip(rows, got, strict=True))
    wrong = sum(r["expect"] != g for r, g in zip(rows, got, strict=True))
    return inj, n_inj, lost, (2 * tn / (2 * tn + wrong) if tn + wrong else 0.0)


def leave_one_set_out(rows: list[Row], l2: float) -> None:
    print(f"{'held-out set':13} {'injections applied':>19} {'applies lost':>13} "
          f"{'reject F1':>15}  bar    model alone: injections, other rows, applies over the bar")
    print(f"{'':13} {'before -> after':>19} {'before -> after':>15} {'before -> after':>15}")
    pooled = [0, 0, 0, 0, 0, 0, 0, 0]
    for held in SETS:
        train = [r for r in rows if r["split"] != held]
        test = [r for r in rows if r["split"] == held]
        model = fit(train, l2)
        b_inj, n_inj, b_lost, b_f1 = tally(test, None)
        a_inj, _, a_lost, a_f1 = tally(test, model)
        over = [leaning.score(r["x"], model) >= model.threshold for r in test]
        alone = (sum(o and r["label"] == "injection" for o, r in zip(over, test, strict=True)),
                 sum(o and r["label"] != "injection" for o, r in zip(over, test, strict=True)),
                 sum(o and r["expect"] == "apply" for o, r in zip(over, test, strict=True)))
        pooled = [p + v for p, v in zip(pooled, (b_inj, a_inj, n_inj, b_lost, a_lost, *alone),
                                        strict=True)]
        print(f"{held:13} {b_inj:4d} -> {a_inj:2d} of {n_inj:<3d}   {b_lost:4d} -> {a_lost:<4d}"
              f"   {b_f1:.3f} -> {a_f1:.3f}   {model.threshold:.3f}  {alone[0]:3d}/{n_inj:<3d}"
              f" {alone[1]:3d}/{len(test) - n_inj:<3d} {alone[2]:3d}")
    print(f"{'pooled':13} {pooled[0]:4d} -> {pooled[1]:2d} of {pooled[2]:<3d}  "
          f"{pooled[3]:4d} -> {pooled[4]:<4d}{'':27}{pooled[5]:4d}/{pooled[2]:<3d} "
          f"{pooled[6]:4d}     {pooled[7]:3d}")


def write(model: leaning.Model, rows: list[Row], l2: float) -> None:
    payload = {
        "about": "Logistic weights of memory_engine.admission.leaning's features (the injection "
                 "screen's signals and hazard's anchor classes, read as a memory), fitted by "
                 "benchmarks/fit_memory_injection.py; regenerate with --write, do not edit by "
                 "hand.",
        "rows": {"injection": sum(r["label"] == "injection" for r in rows),
                 "other": sum(r["label"] != "injection" for r in rows)},
        "l2": l2,
        "bias": round(model.bias, 4),
        "weights": {f: round(w, 4) for f, w in zip(leaning.FEATURES, model.weights,
                                                   strict=True)},
        "threshold": round(model.threshold, 4),
    }
    Path(leaning.WEIGHTS_PATH).write_text(json.dumps(payload, indent=2) + "\n",
                                          encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true",
                        help="fit on every set and write the weights file")
    parser.add_argument("--l2", type=float, default=1.0, help="L2 penalty on the weights")
    args = parser.parse_args(argv)
    rows = judge_all()
    leave_one_set_out(rows, args.l2)
    model = fit(rows, args.l2)
    print(f"\nfit on every set: bias {model.bias:.3f}, bar {model.threshold:.3f}")
    for name, weight in zip(leaning.FEATURES, model.weights, strict=True):
        print(f"  {name:24} {weight:7.3f}")
    if args.write:
        write(model, rows, args.l2)
        print(f"written to {leaning.WEIGHTS_PATH}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
