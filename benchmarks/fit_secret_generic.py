"""Fit the scored detector of named values (secret_generic) and pick its bar, measured per set.

    .venv/bin/python benchmarks/fit_secret_generic.py [--write] [--fp-rate 0] [--code-budget 5]
                                                  [--cache FILE]

Every (name, value) pair `secret_generic.pairs` finds in the labelled secret sets that have been
read (the sets of benchmarks/stand_in_policy.py: ../shared/datasets/secrets-dev.jsonl and
benchmarks/data/secrets-outside*.jsonl, never a set still held out) is an example: positive when
its value is one the row lists as a secret, negative otherwise (a user name, a host, a port
beside a password; every pair of a benign or placeholder row). Rows whose placeholder or benign
value another row labels a secret are left out, as stand_in_policy.py does. A pair inside a value
a vendor's own check turned down (`redaction.vendor_stand_ins`) is no example: the redactor never
lets the detector take it.

A logistic regression (L2, plain Python) is fitted on the pairs; the bar is then picked on whole
rows, with the format rules in place (`redaction.USE_GENERIC` off gives what they find alone):
the highest secret recall among the bars under which the detector touches at most `--fp-rate` of the
placeholder and benign rows the formats leave alone and changes at most `--code-budget` of the
unlabelled library and transcript lines stand_in_policy.py reads; ties go to the higher bar.

Leave one set out: for each set, the weights and the bar fitted on every other set, scored on
that one (recall with the formats alone and with the detector, and the placeholder and benign
rows it touches there). Only those figures say how the detector does on a set nobody fitted it
on. `--write` stores the weights and bar fitted on every set in
lib/memory_engine/data/secret_generic_weights.json.
"""

from __future__ import annotations

import argparse
import json
import math
import pickle
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from bench_secrets import _MARKER  # noqa: E402
from stand_in_policy import SETS, drop_contradicted, load_rows, unlabelled_lines  # noqa: E402

from memory_engine.screening import redaction, secret_generic  # noqa: E402

BARS = (0.3, 0.4, 0.5, 0.6, 0.7, 0.75, 0.8, 0.85, 0.9, 0.93, 0.95, 0.97, 0.98, 0.99)


@dataclass
class Example:
    feats: dict[str, float]
    label: int
    span: tuple[int, int]


@dataclass
class Row:
    set_name: str
    label: str
    text: str
    secrets: list[str]
    base: list[tuple[int, int]]            # spans the format rules redact
    examples: list[Example] = field(default_factory=list)


def _values(row: dict[str, object]) -> list[str]:
    raw = row.get("all_secrets") or [row.get("secret")]
    return [str(v) for v in (raw if isinstance(raw, list) else [raw]) if v]


def _matches(value: str, secrets: Sequence[str]) -> bool:
    """A pair's value is a listed secret, or most of one (a value with its scheme or quote)."""
    return any(value == s or (s in value and len(s) >= 0.6 * len(value))
               or (value in s and len(value) >= 0.6 * len(s)) for s in secrets if s)


def load() -> list[Row]:
    sources: dict[str, list[dict[str, object]]] = {}
    for name, path in SETS.items():
        if path.is_file():
            sources[name] = load_rows(path)
    drop_contradicted(sources)
    rows: list[Row] = []
    redaction.USE_GENERIC = False
    try:
        for name, raw_rows in sources.items():
            for raw in raw_rows:
                label = str(raw["label"])
                if label not in ("secret", "benign", "placeholder"):
                    continue
                text = str(raw["text"])
                secrets = _values(raw) if label == "secret" else []
                base = [(f.start, f.end) for f in redaction.find_secrets(text)]
                row = Row(name, label, text, secrets, base)
                for pair in _scored_pairs(text):
                    value = text[pair.start:pair.end]
                    row.examples.append(Example(
                        secret_generic.features(text, pair),
                        int(label == "secret" and _matches(value, secrets)),
                        (pair.start, pair.end)))
                rows.append(row)
    finally:
        redaction.USE_GENERIC = True
    return rows


def _scored_pairs(text: str) -> list[secret_generic.Pair]:
    """The pairs the detector scores at run time (`secret_generic.scored`: no stand-in), and not
    those inside a value a vendor's own check turned down (a key published to browsers), which
    `find_secrets` never lets it take."""
    held = redaction.vendor_stand_ins(text)
    return [p for p in secret_generic.scored(text)
            if not any(s < p.end and p.start < e for s, e in held)]


def fit(examples: Sequence[Example], code: Sequence[Example], l2: float = 0.01,
        epochs: int = 600, rate: float = 3.0) -> dict[str, float]:
    """Logistic regression by full-batch gradient descent on the pairs the formats leave (the
    decision the detector makes), positives and negatives weighted to count alike, and the
    pairs of unlabelled library and transcript lines as negatives weighing as much again."""
    names = secret_generic.FEATURES
    index = {k: i for i, k in enumerate(names)}
    pos = sum(e.label for e in examples) or 1
    neg = (len(examples) - pos) or 1
    data = [([(index[k], v) for k, v in e.feats.items() if v], e.label,
             0.5 / pos if e.label else 0.5 / neg) for e in examples]
    data += [([(index[k], v) for k, v in e.feats.items() if v], 0, 0.5 / len(code))
             for e in code]
    # Pairs alike in every feature and label are one point with their weights summed.
    merged: dict[tuple[tuple[tuple[int, float], ...], int], float] = {}
    for xs, label, weight in data:
        key = (tuple(xs), label)
        merged[key] = merged.get(key, 0.0) + weight
    data = [(list(xs), label, weight) for (xs, label), weight in merged.items()]
    w = [0.0] * len(names)
    for _ in range(epochs):
        grad = [0.0] * len(names)
        for xs, label, weight in data:
            z = sum(w[i] * v for i, v in xs)
            g = (1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, z)))) - label) * weight
            for i, v in xs:
                grad[i] += g * v
        for i in range(len(names)):
            w[i] -= rate * (grad[i] + (l2 * w[i] if i else 0.0))
    return {k: round(w[i], 4) for k, i in index.items() if w[i]}


def residual(rows: Sequence[Row]) -> list[Example]:
    """The pairs whose value the format rules leave unredacted."""
    return [e for r in rows for e in r.examples
            if not any(s <= e.span[0] and e.span[1] <= t for s, t in r.base)]


def _covered(text: str, value: str, spans: Sequence[tuple[int, int]]) -> bool:
    at = text.find(value)
    found = False
    while at >= 0:
        found = True
        if any(not any(s <= pos < e for s, e in spans) for pos in range(at, at + len(value))):
            return False
        at = text.find(value, at + 1)
    return found


def _with_copies(text: str, spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The other copies of each redacted value, as the redactor adds them (`_elsewhere`)."""
    found = [(0, redaction.SecretFinding("span", s, e)) for s, e in spans]
    return list(spans) + [(f.start, f.end) for _, f in redaction._elsewhere(text, found)]


@dataclass
class Figures:
    secret: int = 0
    base_recalled: int = 0
    recalled: int = 0
    others: int = 0
    base_touched: int = 0
    touched: int = 0          # placeholder/benign rows the detector touches beyond the formats

    def add(self, other: Figures) -> None:
        for k in vars(self):
            setattr(self, k, getattr(self, k) + getattr(other, k))


def score_rows(rows: Sequence[Row], weights: dict[str, float], bar: float) -> Figures:
    fig = Figures()
    for row in rows:
        added = [e.span for e in row.examples
                 if secret_generic.score(e.feats, weights) >= bar
                 and not any(s <= e.span[0] and e.span[1] <= t for s, t in row.base)]
        if row.label == "secret":
            fig.secret += 1
            base = _with_copies(row.text, row.base)
            both = _with_copies(row.text, row.base + added)
            base_ok = all(_covered(row.text, v, base) for v in row.secrets)
            fig.base_recalled += base_ok
            fig.recalled += base_ok or all(_covered(row.text, v, both) for v in row.secrets)
        else:
            fig.others += 1
            fig.base_touched += bool(row.base)
            fig.touched += bool(added) and not row.base
    return fig


def changed_lines(lines: Sequence[tuple[str, list[Example]]], weights: dict[str, float],
                  bar: float) -> int:
    return sum(any(secret_generic.score(e.feats, weights) >= bar for e in examples)
               for _, examples in lines)


def pick_bar(rows: Sequence[Row], weights: dict[str, float],
             lines: Sequence[tuple[str, list[Example]]], fp_rate: float, budget: int) -> float:
    best = (-1, 1.01)
    for bar in BARS:
        fig = score_rows(rows, weights, bar)
        if (fig.touched > fp_rate * (fig.others - fig.base_touched)
                or changed_lines(lines, weights, bar) > budget):
            continue
        if (fig.recalled, bar) > best:
            best = (fig.recalled, bar)
    return best[1]


def unlabelled_examples() -> list[tuple[str, list[Example]]]:
    """Unlabelled lines that hold a pair the formats leave alone, with the pairs' features."""
    out: list[tuple[str, list[Example]]] = []
    redaction.USE_GENERIC = False
    try:
        for line in unlabelled_lines():
            found = _scored_pairs(line)
            if not found:
                continue
            base = [(f.start, f.end) for f in redaction.find_secrets(line)]
            if base:
                continue
            out.append((line, [Example(secret_generic.features(line, p), 0, (p.start, p.end))
                               for p in found]))
    finally:
        redaction.USE_GENERIC = True
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true", help="store the weights fitted on all")
    parser.add_argument("--fp-rate", type=float, default=0.0,
                        help="share of the placeholder/benign rows the formats leave alone that "
                             "the detector may touch")
    parser.add_argument("--cache", type=Path,
                        help="keep the pairs and their features here between runs (pickle)")
    parser.add_argument("--code-budget", type=int, default=5,
                        help="unlabelled lines the detector may change")
    parser.add_argument("--l2", type=float, default=0.01)
    args = parser.parse_args(argv)
    if args.cache and args.cache.is_file():
        with args.cache.open("rb") as fh:
            rows, lines = pickle.load(fh)
    else:
        rows, lines = load(), unlabelled_examples()
        if args.cache:
            with args.cache.open("wb") as fh:
                pickle.dump((rows, lines), fh)
    code = [e for _, examples in lines for e in examples]
    sets = sorted({r.set_name for r in rows}, key=list(SETS).index)
    print(f"{len(rows)} rows, {sum(len(r.examples) for r in rows)} pairs "
          f"({sum(e.label for r in rows for e in r.examples)} positive); "
          f"{len(lines)} unlabelled lines hold a pair the formats leave alone")
    print()
    print("leave one set out: weights and bar fitted on the other sets, scored on this one")
    print(f"{'set':10} {'bar':>5} {'recall: formats':>16} {'+ detector':>11} "
          f"{'plchld+benign touched: formats':>31} {'+ detector':>11}")
    total = Figures()
    for held in sets:
        fitting = [r for r in rows if r.set_name != held]
        weights = fit(residual(fitting), code, l2=args.l2)
        bar = pick_bar(fitting, weights, lines, args.fp_rate, args.code_budget)
        fig = score_rows([r for r in rows if r.set_name == held], weights, bar)
        total.add(fig)
        print(f"{held:10} {bar:5.2f} {fig.base_recalled:7}/{fig.secret:<8} {fig.recalled:11} "
              f"{fig.base_touched:22}/{fig.others:<8} {fig.base_touched + fig.touched:11}")
    print(f"{'all':10} {'':5} {total.base_recalled:7}/{total.secret:<8} {total.recalled:11} "
          f"{total.base_touched:22}/{total.others:<8} {total.base_touched + total.touched:11}")
    weights = fit(residual(rows), code, l2=args.l2)
    bar = pick_bar(rows, weights, lines, args.fp_rate, args.code_budget)
    fig = score_rows(rows, weights, bar)
    print()
    print(f"fitted on every set: bar {bar}; in-sample recall {fig.base_recalled} -> "
          f"{fig.recalled} of {fig.secret}, rows touched {fig.base_touched} -> "
          f"{fig.base_touched + fig.touched} of {fig.others}; unlabelled lines changed "
          f"{changed_lines(lines, weights, bar)}")
    for line, examples in lines:
        if any(secret_generic.score(e.feats, weights) >= bar for e in examples):
            print("    " + _MARKER.sub("", line).strip()[:160])
    print("weights: " + ", ".join(f"{k} {v:+.2f}" for k, v in
                                  sorted(weights.items(), key=lambda kv: -abs(kv[1]))))
    if args.write:
        Path(secret_generic.WEIGHTS_PATH).write_text(json.dumps(
            {"note": "written by benchmarks/fit_secret_generic.py; do not edit by hand",
             "bar": bar, "weights": weights}, indent=1, sort_keys=True) + "\n",
            encoding="utf-8")
        print(f"wrote {secret_generic.WEIGHTS_PATH}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
