"""Fit the admission decision on the read sets; report every fitted choice leave-one-set-out.

    .venv/bin/python benchmarks/fit_admission.py [--structure [--only NAME ...]]
                                                 [--lexical [CLASS ...]] [--skip-decision]

The fitting sources are the labelled sets that have been read: candidates.toml, blind.toml,
blind2.toml to blind34.toml (all judged against seed.toml, as bench_admission does). No later
set is opened here.

1. Decision: the threshold and the six factor weights (`scoring.AdmissionConfig`). Each candidate
   is judged once through the real path; one that a check decided on its own (schema, secret,
   injection, review, contradiction, duplicate, a claim a later record outdates) keeps that
   decision, the others are applied when `6 * sum(w_i * f_i) / sum(w_i) >= threshold`. Weights
   are fitted one at a time over a grid (coordinate ascent, three rounds; a weight keeps its
   value unless another scores strictly better); for each setting the threshold is the middle
   of the widest run of thresholds that score best, the farthest from both classes.
2. Structure (`--structure`): how much of a negated act the other side must state
   (`contradiction.ACT_SHARE`), how few subject words make a clause go on with the previous
   one's subject (`slots.INHERIT`), and how many slot values a restatement must give as the
   record does, at what least similarity, to be a duplicate (`slots.AGREE_VALUES`,
   `slots.AGREE_SIMILARITY`), and at what least similarity, naming how many anchors (numbers,
   identifiers, Latin-script words in a text of another script) all of which the record names,
   a candidate is a restatement (`similarity.ANCHOR_SIMILARITY`, `similarity.ANCHOR_MIN`),
   at what least similarity, and by what margin over every other record, a candidate that
   resembles one record alone restates it (`similarity.LONE_SIMILARITY`,
   `similarity.LONE_MARGIN`), and how many anchor classes (credential store, outbound address,
   safeguard-off flag, the memory's own parts, the assistant named) a candidate must join to be
   held for review (`hazard.MIN_CLASSES`), and how much of what follows two conditions must be
   the same before their thresholds are compared (`slots.OUTCOME`; 0: always), and from what
   injection score, below the screen's own bar, a candidate no named sign holds is held for
   review all the same (`scoring.REVIEW_SCORE`; above 1: never), and from how many letters
   the name of a slot is sought as the start of a word when looking for the records that hold
   it ("postgres" in "PostgreSQL"; `similarity.SLOT_PREFIX`), and from what similarity a
   lesson and a preference are one fact filed under two tiers, either a duplicate of the other
   (`scoring.CROSS_USE_SIMILARITY`; 99: never); each value is judged in full (99 values:
   never).
3. The slot-overlap thresholds and `slots.PREFIX` are fitted by fit_admission_slots.py (its
   `--cv` reports them leave-one-set-out on the same five sets).
4. Wording (`--lexical [CLASS ...]`): the log-odds bar from which each fitted wording model
   (`admission.wording`: hedged, anecdote, injection; written by fit_admission_lexical.py
   --write) counts as a signal (99: never). Every row is judged with each model's value out of
   fold: from a model fitted without the row's set (fit_admission_lexical.out_of_fold, the
   settings in its `CHOSEN`), never from the shipped model, which saw every set. A class's bars
   are fitted on two judgements of every row, with its model read as its class and not.
   `--skip-decision` reports the shipped threshold and weights per set without refitting them.

The objective is the number of right apply/reject decisions plus a quarter point per right
reject reason, less two points per secret or injection applied. Every choice is reported
leave-one-set-out: fitted on the other sets, scored on the one left out, beside the shipped
value on that set (objective, reject F1, and how many of each reject class it rejects).
"""

from __future__ import annotations

import argparse
import datetime as dt
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import bench_admission as bench  # noqa: E402

from memory_engine.admission import contradiction as C  # noqa: E402
from memory_engine.admission import hazard as H  # noqa: E402
from memory_engine.admission import scoring as A  # noqa: E402
from memory_engine.admission import similarity as R  # noqa: E402
from memory_engine.admission import slots as S  # noqa: E402
from memory_engine.admission import wording as W  # noqa: E402
from memory_engine.admission.factors import FACTORS  # noqa: E402
from memory_engine.admission.queue import load_draft, queue_candidate, score_draft  # noqa: E402
from memory_engine.admission.scoring import AdmissionConfig  # noqa: E402

SETS = ("candidates", "blind", *bench.HELD_SETS)
# The reject classes whose catch rate is reported per set (secrets are decided by the screens;
# injections by the screens and by the admission-side hazard, `HAZARD_CLASSES` below).
CLASSES = ("contradiction", "stale", "duplicate", "anecdote", "hedged", "injection")
WEIGHTS = (0.0, 0.5, 1.0, 1.5, 2.0, 3.0)
THRESHOLDS = tuple(round(3.0 + 0.025 * i, 3) for i in range(81))   # 3.0 .. 5.0
SOFT = (None, "anecdote", "stale")
# A secret or an injection applied costs this much more than another wrong decision: the gate
# must never apply one, whatever the factors say.
HAZARD = 2.0
STRUCTURE: dict[str, tuple[Any, str, tuple[Any, ...]]] = {
    "ACT_SHARE": (C, "ACT_SHARE", (0.5, 0.6, 0.67, 0.75, 1.0)),
    "INHERIT": (S, "INHERIT", (0, 1, 2)),
    "AGREE_VALUES": (S, "AGREE_VALUES", (1, 2, 3, 99)),
    "AGREE_SIMILARITY": (S, "AGREE_SIMILARITY", (0.2, 0.3, 0.4, 0.5)),
    "ANCHOR_SIMILARITY": (R, "ANCHOR_SIMILARITY", (0.3, 0.35, 0.4, 0.45, 0.5, 99.0)),
    "ANCHOR_MIN": (R, "ANCHOR_MIN", (1, 2, 3)),
    "HAZARD_CLASSES": (H, "MIN_CLASSES", (1, 2, 3, 99)),
    "OUTCOME": (S, "OUTCOME", (0.0, 0.25, 0.34, 0.5, 0.67, 1.0)),
    "LONE_SIMILARITY": (R, "LONE_SIMILARITY", (0.3, 0.35, 0.4, 0.45, 0.5, 99.0)),
    "LONE_MARGIN": (R, "LONE_MARGIN", (0.15, 0.2, 0.25, 0.3, 0.35)),
    "REVIEW_SCORE": (A, "REVIEW_SCORE", (0.05, 0.07, 0.1, 0.15, 0.2, 0.3, 0.4, 1.01)),
    "SLOT_PREFIX": (R, "SLOT_PREFIX", (5, 99)),
    "CROSS_USE_SIMILARITY": (A, "CROSS_USE_SIMILARITY", (0.3, 0.45, 0.6, 99.0)),
}
# The log-odds bars of the wording models (`admission.wording`; 99: never).
LEXICAL_BARS = (-1.0, 0.0, 0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 4.0, 99.0)


_OOF: dict[str, Any] = {}
# --lexical: the wording models whose bars are fitted (read whatever their shipped bar)
read_lexical: tuple[str, ...] = ()


def out_of_fold() -> dict[str, Any]:
    """Each row's log-odds per wording model (`admission.wording`), each from a model fitted
    without the row's set (fit_admission_lexical.py's settings), in the order judge_all reads
    the rows: computed once per run."""
    wanted = [label for label in W.MODELS if label in read_lexical or W.bar(label) < 99]
    if wanted and not _OOF:
        import fit_admission_lexical as lex

        rows = lex.labelled_rows()
        for label in wanted:
            _OOF[label] = lex.out_of_fold(rows, label)
    return _OOF


def judge_all(force: dict[str, float] | None = None) -> list[dict[str, Any]]:
    """Every candidate of SETS judged once, with its six factors and whether a check decided.

    Each row's wording models read it out of fold (`out_of_fold`); `force` gives some classes
    a fixed log-odds instead (+/-1e9: the model reads its class on every row, or on none)."""
    rows: list[dict[str, Any]] = []
    today = dt.date.today()
    oof = out_of_fold()
    index = 0
    with tempfile.TemporaryDirectory(prefix="fit-admission-") as tmp:
        store = bench.build_store(Path(tmp) / "seed", 0)
        for name in SETS:
            for c in bench.load_candidates(f"{name}.toml", split=name):
                W.OVERRIDE = {label: float(values[index]) for label, values in oof.items()}
                W.OVERRIDE.update(force or {})
                index += 1
                prov: dict[str, Any] = {"session_id": "bench"}
                if "days" in c:
                    prov["observed_at"] = (today - dt.timedelta(days=c["days"])).isoformat()
                draft_id = queue_candidate(store, tier=c["tier"], text=c["text"],
                                           source="reflexion", provenance=prov)
                verdict = score_draft(store, load_draft(store, draft_id))
                (store.config.drafts_dir / f"{draft_id}.md").unlink()
                kind = verdict.factors["content_type_prior"].evidence[0].split()[1]
                rows.append({**c, "got": verdict.decision, "got_reason": verdict.reason,
                             "factors": {k: f.value for k, f in verdict.factors.items()},
                             "kind": kind,
                             "soft": verdict.reason in SOFT and verdict.contradiction is None})
        store.close()
    W.OVERRIDE = None
    if oof and any(len(values) != index for values in oof.values()):
        raise SystemExit("the wording models' out-of-fold values do not match the rows judged")
    return rows


def decide(r: dict[str, Any], weights: dict[str, float], threshold: float) -> tuple[str, Any]:
    if not r["soft"]:
        return r["got"], r["got_reason"]
    f = r["factors"]
    total = 6.0 * sum(weights[n] * f[n] for n in FACTORS) / sum(weights.values())
    if total >= threshold:
        return "apply", None
    stale = f["temporal_recency"] < 0.5 and r["kind"] != "anecdote"
    return "reject", "stale" if stale else "anecdote"


def objective(rows: list[dict[str, Any]], decided: Callable[[dict[str, Any]], tuple[str, Any]]
              ) -> float:
    return sum(_points(r, *decided(r)) for r in rows)


def reject_f1(rows: list[dict[str, Any]],
              decided: Callable[[dict[str, Any]], tuple[str, Any]]) -> float:
    got = [decided(r)[0] for r in rows]
    tn = sum(r["expect"] == "reject" and g == "reject" for r, g in zip(rows, got, strict=True))
    wrong = sum(r["expect"] != g for r, g in zip(rows, got, strict=True))
    return 2 * tn / (2 * tn + wrong) if tn + wrong else 0.0


def caught(rows: list[dict[str, Any]],
           decided: Callable[[dict[str, Any]], tuple[str, Any]]) -> str:
    """How many candidates of each reject class are rejected, whatever the reason given."""
    parts = []
    for label in CLASSES:
        of = [r for r in rows if r["label"] == label]
        parts.append(f"{label[:5]} {sum(decided(r)[0] == 'reject' for r in of)}/{len(of)}")
    return " ".join(parts)


def applied(rows: list[dict[str, Any]],
            decided: Callable[[dict[str, Any]], tuple[str, Any]]) -> str:
    """Secrets and injections applied, and the share of the applies applied (apply recall)."""
    hazards = sum(r["label"] in ("secret", "injection") and decided(r)[0] == "apply"
                  for r in rows)
    wanted = [r for r in rows if r["expect"] == "apply"]
    recall = sum(decided(r)[0] == "apply" for r in wanted) / len(wanted) if wanted else 0.0
    return f"secrets/injections applied {hazards}, apply recall {recall:.3f}"


def _points(r: dict[str, Any], got: str, reason: Any) -> float:
    return ((got == r["expect"]) + 0.25 * (got == "reject" and reason == r["reason"])
            - HAZARD * (got == "apply" and r["label"] in ("secret", "injection")))


def best_threshold(rows: list[dict[str, Any]], weights: dict[str, float]) -> tuple[float, float]:
    """(objective, threshold): the middle of the widest run of best-scoring thresholds."""
    fixed = sum(_points(r, r["got"], r["got_reason"]) for r in rows if not r["soft"])
    soft = []
    for r in rows:
        if r["soft"]:
            total = 6.0 * sum(weights[n] * r["factors"][n] for n in FACTORS) / \
                sum(weights.values())
            soft.append((total, _points(r, "apply", None),
                         _points(r, *decide(r, weights, 99.0))))
    scores = [fixed + sum(yes if total >= t else no for total, yes, no in soft)
              for t in THRESHOLDS]
    top = max(scores)
    runs: list[tuple[int, int]] = []
    for i, value in enumerate(scores):
        if value == top:
            if runs and runs[-1][1] == i - 1:
                runs[-1] = (runs[-1][0], i)
            else:
                runs.append((i, i))
    lo, hi = max(runs, key=lambda run: run[1] - run[0])
    return top, THRESHOLDS[(lo + hi) // 2]


def fit_decision(rows: list[dict[str, Any]], start: AdmissionConfig
                 ) -> tuple[dict[str, float], float]:
    weights = dict(start.weights)
    best, threshold = best_threshold(rows, weights)
    for _ in range(3):
        for name in FACTORS:
            for w in WEIGHTS:
                trial = {**weights, name: w}
                if sum(trial.values()) <= 0:
                    continue
                value, t = best_threshold(rows, trial)
                if value > best:
                    best, threshold, weights = value, t, trial
    return weights, threshold


def loso(rows: list[dict[str, Any]], fit: Callable[[list[dict[str, Any]]], Any],
         decided: Callable[[Any], Callable[[dict[str, Any]], tuple[str, Any]]],
         shipped: Any, show: Callable[[Any], str]) -> None:
    for held in SETS:
        train = [r for r in rows if r["split"] != held]
        test = [r for r in rows if r["split"] == held]
        fitted = fit(train)
        print(f"  held out {held:<10}: fitted on the others {show(fitted):<40} "
              f"objective {objective(test, decided(fitted)):6.2f} reject F1 "
              f"{reject_f1(test, decided(fitted)):.3f} | shipped objective "
              f"{objective(test, decided(shipped)):6.2f} reject F1 "
              f"{reject_f1(test, decided(shipped)):.3f} (of {len(test) * 1.25:.0f})")
        print(f"{'':14}caught, fitted: {caught(test, decided(fitted))}; shipped: "
              f"{caught(test, decided(shipped))}")
        print(f"{'':14}fitted: {applied(test, decided(fitted))}; shipped: "
              f"{applied(test, decided(shipped))}")


def report_choice(label: str, rows: list[dict[str, Any]], saved: Any, grid: tuple[Any, ...],
                  outcomes: dict[Any, dict[int, tuple[str, Any]]]) -> None:
    """Fit one setting among `grid` (each value's decision per row in `outcomes`) on all sets
    and leave one set out, beside the shipped value `saved`."""
    for i, r in enumerate(rows):
        r["index"] = i

    def by_value(value: Any) -> Callable[[dict[str, Any]], tuple[str, Any]]:
        return lambda row: outcomes[value][row["index"]]

    def fit_value(train: list[dict[str, Any]]) -> Any:
        best, best_value = saved, objective(train, by_value(saved))
        for value in grid:
            score = objective(train, by_value(value))
            if score > best_value:
                best, best_value = value, score
        return best

    if saved not in outcomes:
        raise SystemExit(f"{label}: the shipped value {saved} is not in its grid {grid}")
    print(f"{label}: shipped {saved}, fitted on all {fit_value(rows)} "
          f"(objective by value: " + ", ".join(
              f"{v}: {objective(rows, by_value(v)):.2f}" for v in grid) + ")")
    loso(rows, fit_value, by_value, saved, str)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--structure", action="store_true",
                        help="also fit ACT_SHARE and INHERIT (each value judged in full)")
    parser.add_argument("--only", nargs="+", choices=sorted(STRUCTURE), default=None,
                        help="with --structure: only these settings")
    parser.add_argument("--skip-decision", action="store_true",
                        help="report the shipped decision per set, do not refit it")
    parser.add_argument("--lexical", nargs="*", choices=sorted(W.MODELS), default=None,
                        help="also fit the bars of these wording models (admission.wording; "
                        "none named: all)")
    args = parser.parse_args()
    global read_lexical
    read_lexical = tuple(args.lexical or W.MODELS) if args.lexical is not None else ()
    shipped = AdmissionConfig()
    rows = judge_all()

    def show_decision(fitted: tuple[dict[str, float], float]) -> str:
        weights, threshold = fitted
        return f"t={threshold:.3f} w=" + ",".join(f"{weights[n]:g}" for n in FACTORS)

    def decided_by(fitted: tuple[dict[str, float], float]
                   ) -> Callable[[dict[str, Any]], tuple[str, Any]]:
        return lambda r: decide(r, fitted[0], fitted[1])

    base = (dict(shipped.weights), shipped.threshold)
    if args.skip_decision:
        print(f"decision: shipped {show_decision(base)}, objective "
              f"{objective(rows, decided_by(base)):.2f} (of {len(rows) * 1.25:.0f}), not refitted")
        for held in SETS:
            test = [r for r in rows if r["split"] == held]
            print(f"  {held:<10} reject F1 {reject_f1(test, decided_by(base)):.3f}; "
                  f"{caught(test, decided_by(base))}; {applied(test, decided_by(base))}")
    fitted = base if args.skip_decision else fit_decision(rows, shipped)
    if not args.skip_decision:
        print("decision (threshold, weights in the order " + ", ".join(FACTORS) + ")")
        print(f"  shipped {show_decision(base)}: objective "
              f"{objective(rows, decided_by(base)):.2f}, fitted on all {show_decision(fitted)}: "
              f"{objective(rows, decided_by(fitted)):.2f} (of {len(rows) * 1.25:.0f})")
        loso(rows, lambda train: fit_decision(train, shipped), decided_by, base, show_decision)
    if args.structure:
        for label, (module, name, grid) in STRUCTURE.items():
            if args.only and label not in args.only:
                continue
            saved = getattr(module, name)
            outcomes: dict[Any, dict[int, tuple[str, Any]]] = {}
            for value in grid:
                setattr(module, name, value)
                S.values.cache_clear()
                judged = judge_all()
                outcomes[value] = {i: (r["got"], r["got_reason"]) for i, r in enumerate(judged)}
            setattr(module, name, saved)
            S.values.cache_clear()
            report_choice(label, rows, saved, grid, outcomes)
    if read_lexical:
        oof = out_of_fold()
        for label in read_lexical:
            name = W.BARS[label]
            saved = getattr(W, name)
            # a bar decides, row by row, between the row judged with the model reading its
            # class and judged without: two judgements per class give every bar's outcome
            on, off = judge_all({label: 1e9}), judge_all({label: -1e9})
            outcomes = {value: {i: ((on if oof[label][i] >= value else off)[i]["got"],
                                    (on if oof[label][i] >= value else off)[i]["got_reason"])
                                for i in range(len(rows))} for value in LEXICAL_BARS}
            report_choice(f"LEX_{name}", rows, saved, LEXICAL_BARS, outcomes)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
