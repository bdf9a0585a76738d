"""The injection screen's fitting tools (benchmarks/bench_injection.py's loader and
benchmarks/fit_injection.py): how rows are grouped by source, and the fit itself."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))


def test_page_rows_are_held_out_by_host() -> None:
    from bench_injection import OUTSIDE, load_outside_injection, row_source

    assert row_source("https://www.ibm.com/think/topics/x", "out15-001") == "www.ibm.com"
    assert row_source("https://github.com/kosli-dev/agentic-sdlc-demo/issues/157",
                      "out15-005") == "agentic-sdlc-demo"
    assert row_source("openai/codex/AGENTS.md", "out-002") == "codex"
    assert row_source("", "out15-009") == "out15"
    rows = load_outside_injection(OUTSIDE.with_name("injection-outside15.jsonl"))
    assert all(r.source for r in rows)
    assert len({r.source for r in rows}) > 50


def test_the_fit_is_the_penalised_optimum_with_its_signs_held() -> None:
    """fit_logistic (Newton's method, numpy sums) at its optimum: the gradient of the penalised
    likelihood is zero for every weight left free; a weight held at zero is one whose gradient
    pushes it to the forbidden side (below zero, or above for a counter-signal); the signs hold;
    an attack in which no signal fired does not move the fit."""
    import math

    import fit_injection as fi
    from bench_injection import OUTSIDE, load_outside_injection

    rows = [r for n in (13, 14) for r in
            load_outside_injection(OUTSIDE.with_name(f"injection-outside{n}.jsonl"))]
    xs = [fi.features(r.text) for r in rows]
    ys = [r.attack for r in rows]
    l2 = 1.0
    fit = fi.fit_logistic(xs, ys, l2)
    kept = [(x, y) for x, y in zip(xs, ys, strict=True) if not (y and not any(x))]
    assert len(kept) < len(xs)
    grad = [0.0] * (len(fi.SIGNALS) + 1)
    for x, y in kept:
        z = fit.bias + sum(w * v for w, v in zip(fit.weights, x, strict=True))
        residual = float(y) - 1.0 / (1.0 + math.exp(-z))
        for i, v in enumerate((1.0, *x)):
            grad[i] += residual * v
    grad = [grad[0]] + [g - l2 * w for g, w in zip(grad[1:], fit.weights, strict=True)]
    assert abs(grad[0]) < 1e-6
    counter = set(fi._COUNTER_INDEX)
    for i, w in enumerate(fit.weights):
        if i in counter:
            assert w <= 0.0
        else:
            assert w >= 0.0
        if abs(w) > 1e-12:
            assert abs(grad[i + 1]) < 1e-6, fi.SIGNALS[i]
        else:
            assert (grad[i + 1] >= -1e-6) if i in counter else (grad[i + 1] <= 1e-6)
    assert fi.fit_logistic([*xs, (0.0,) * len(fi.SIGNALS)], [*ys, True], l2) == fit


def test_a_weight_held_at_zero_on_the_way_is_freed_when_its_side_is_allowed() -> None:
    """The first solve gives the counter-signal (third feature) the wrong sign, and the first
    feature a negative weight beside it; once the counter-signal is held at zero the first
    feature's slope at zero is positive, so its weight is freed and ends above zero, where the
    penalised likelihood is highest (its gradient there is zero)."""
    import math

    import fit_injection as fi

    rows = ([((0.0, 1.0, 1.0), False)] * 8 + [((1.0, 0.0, 1.0), True)] * 7
            + [((0.0, 0.0, 1.0), True)] * 7 + [((1.0, 0.0, 1.0), False)] * 4)
    xs, ys = [x for x, _ in rows], [y for _, y in rows]
    fit = fi.fit_logistic(xs, ys, 1.0, frozenset({2}))
    assert fit.weights[0] > 0.1 and fit.weights[2] <= 0.0
    slope = sum(x[0] * (float(y) - 1.0 / (1.0 + math.exp(-(fit.bias + sum(
        w * v for w, v in zip(fit.weights, x, strict=True)))))) for x, y in rows)
    assert abs(slope - fit.weights[0]) < 1e-6


def test_pages_about_injection_have_their_own_false_positive_budget() -> None:
    """pick_threshold: the benign pages about injection (quoting the attacks they explain) are
    held to about_fpr apart from the other benign rows, which stay held to target_fpr; the
    threshold is the lowest that keeps both."""
    import fit_injection as fi
    from bench_injection import Row

    other = [(0.1 * (i % 5), False, False) for i in range(1000)]
    attacks = [(s, True, False) for s in (0.3, 0.6, 0.8, 0.95, 0.99)]
    pages = [(0.97, False, True), (0.98, False, True)] + [(0.05, False, True)] * 38
    # two pages of forty at 5 %: they fit in their budget, and the other rows place it
    assert fi.pick_threshold([*other, *attacks, *pages], 0.002, 0.05) == (0.4 + 0.6) / 2
    # with no page allowed above it, the same two pages place it above the attacks at 0.6, 0.8
    # and 0.95
    assert fi.pick_threshold([*other, *attacks, *pages], 0.002, 0.0) == (0.98 + 0.99) / 2
    # an ordinary row above the attacks places it whatever the pages' budget
    loud = [(0.9, False, False)] * 3
    assert fi.pick_threshold([*other, *loud, *attacks, *pages], 0.002, 0.05) == (0.9 + 0.95) / 2
    page = Row("out16-009", "Prompt injection is ...", False, "example.org",
               "injection-discussion")
    rules = Row("out16-001", "# AGENTS.md", False, "myami-", "agent-rules")
    assert fi.benign_kind(page) == "about" and fi.benign_kind(rules) == "agent-rules"
    # collectors name the kind with spaces or hyphens, in either order
    for subset in ("page about injection", "injection-page", "page-about-injection"):
        assert fi.benign_kind(Row("p", "...", False, "example.org", subset)) == "about", subset
    assert fi.benign_kind(Row("d", "...", False, "example.org", "technical doc")) == "other"


def test_sets_out_holds_each_file_out_whole() -> None:
    """--sets-out: each file's rows are measured by a fit on the other files' rows only, and the
    pooled line counts every row of every held-out file once."""
    import subprocess

    import fit_injection as fi
    from bench_injection import OUTSIDE, load_outside_injection

    rows = [r for n in (13, 14, 15) for r in
            load_outside_injection(OUTSIDE.with_name(f"injection-outside{n}.jsonl"))]
    xs = [fi.features(r.text) for r in rows]
    assert fi.set_names(rows) == ["out13", "out14", "out15"]
    pooled = fi.leave_sets_out(rows, xs, fi.set_names(rows), 1.0, 0.0005, fast=True)
    assert pooled[1] == sum(r.attack for r in rows)
    assert pooled[3] == sum(not r.attack for r in rows)
    assert pooled[5] == sum(not r.attack and fi.benign_kind(r) == "agent-rules" for r in rows)
    others = [i for i, r in enumerate(rows) if fi.row_set(r) != "out14"]
    model, counts = fi.set_out_counts(rows, xs, "out14", 1.0, 0.0005, fast=True)
    alone = fi.fit_logistic([xs[i] for i in others], [rows[i].attack for i in others], 1.0)
    assert (model.bias, model.weights) == (alone.bias, alone.weights)
    held = [i for i, r in enumerate(rows) if fi.row_set(r) == "out14"]
    assert counts[0] == sum(rows[i].attack and model.score(xs[i]) >= model.threshold
                            for i in held)
    usage = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "fit_injection.py"),
                            "--help"], capture_output=True, text=True, check=True).stdout
    assert "--sets-out" in usage


def test_rounds_out_holds_each_round_out_together_and_compares_targets() -> None:
    """--rounds-out: a round's outside set and its admission set are held out together, the
    weights are fitted on every other file, and each target's threshold is pick_threshold's on
    those files' rows; a looser target never gives a higher threshold."""
    import fit_injection as fi
    from bench_injection import OUTSIDE, load_outside_injection

    rows = [r for n in (13, 14) for r in
            load_outside_injection(OUTSIDE.with_name(f"injection-outside{n}.jsonl"))]
    rows += [r for r in fi.load_memory_rows() if fi.row_set(r) in ("blind13", "blind14")]
    xs = [fi.features(r.text) for r in rows]
    targets = (0.002, 0.01, 0.05)
    table = fi.rounds_out(rows, xs, [14], 1.0, targets, fast=True)
    held = [i for i, r in enumerate(rows) if fi.row_set(r) in ("out14", "blind14")]
    assert {fi.row_set(rows[i]) for i in held} == {"out14", "blind14"}
    train = [i for i in range(len(rows)) if i not in set(held)]
    alone = fi.fit_logistic([xs[i] for i in train], [rows[i].attack for i in train], 1.0)
    inner = [(alone.score(xs[i]), rows[i].attack, fi._about(rows[i])) for i in train
             if fi.sets_threshold(rows[i])]
    thresholds = []
    for target in targets:
        (counts,) = table[target]
        assert counts[1] == sum(rows[i].attack for i in held)
        assert counts[3] == sum(not rows[i].attack for i in held)
        threshold = fi.pick_threshold(inner, target, fi.ABOUT_FPR)
        assert counts[8] == round(threshold * 1000)
        assert counts[0] == sum(rows[i].attack and alone.score(xs[i]) >= threshold
                                for i in held)
        thresholds.append(threshold)
    assert thresholds == sorted(thresholds, reverse=True)


def test_every_outside_file_is_a_set_of_its_own() -> None:
    """The newer outside files number their rows "io23-0001": they are held out whole by
    --sets-out as the older "out22-001" ones are, not pooled with the shared dev set."""
    import fit_injection as fi
    from bench_injection import OUTSIDE, load_outside_injection

    for n in (22, 23, 24):
        rows = load_outside_injection(OUTSIDE.with_name(f"injection-outside{n}.jsonl"))
        assert {fi.row_set(r) for r in rows} == {f"out{n}"}


def test_shipped_weights_are_fitted_on_every_source_at_the_default_target() -> None:
    """injection_weights.json is what `fit_injection.py --write` gives now: fitted on every
    fitting source (its row counts are those the script loads, injection-outside15 and blind15
    included) at the script's default threshold target, which bench_screening shares."""
    import json

    import bench_screening
    import fit_injection as fi
    import pytest
    from bench_injection import DATASET

    if not DATASET.is_file():
        pytest.skip(f"the shared dev set is not at {DATASET}")
    shipped = json.loads(fi.WEIGHTS_PATH.read_text(encoding="utf-8"))
    rows = fi.fitting_rows()
    assert shipped["rows"] == {"attack": sum(r.attack for r in rows),
                               "benign": sum(not r.attack for r in rows)}
    assert {"out15", "blind15"} <= {fi.row_set(r) for r in rows}
    assert shipped["target_fpr"] == fi.TARGET_FPR == bench_screening.TARGET_FPR
    assert list(shipped["weights"]) == list(fi.SIGNALS)
