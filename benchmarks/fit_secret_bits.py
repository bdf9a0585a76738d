"""The entropy floor of the prefixed-key rule, measured per source.

    .venv/bin/python benchmarks/fit_secret_bits.py [--code-budget 0]

`secret_values.PREFIXED_BITS` is the one threshold of the rule that takes a vendor-style key
(`ddp_...`, `essu_...`, `sk-...`): the first run of the body must carry that many bits a
character. This script scores a grid of floors on the labelled secret sets that have been read
(the same sources as benchmarks/stand_in_policy.py, one per scanner) and on the unlabelled
library and transcript lines stand_in_policy.py reads, and picks by the same rule: the highest
secret recall among the floors that touch no placeholder or benign row the strictest floor
leaves alone and change at most `--code-budget` more unlabelled lines than it; ties go to fewer
lines changed, then to the stricter floor. It prints the pick on every source and, per source,
the pick made without it, scored on it.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from bench_secrets import Tally, score, source_of  # noqa: E402
from stand_in_policy import SETS, load_rows, unlabelled_lines  # noqa: E402

from memory_engine.screening import secret_values  # noqa: E402
from memory_engine.screening.redaction import find_secrets  # noqa: E402

GRID = (2.5, 3.0, 3.25, 3.5, 3.75, 4.0, 4.25, 4.5)


def run(bits: float, sources: dict[str, list[dict[str, object]]], lines: Sequence[str],
        candidates: Sequence[int]) -> tuple[dict[str, Tally], dict[str, int], set[int]]:
    secret_values.PREFIXED_BITS = bits
    tallies: dict[str, Tally] = {}
    touched: dict[str, int] = {}
    for name, rows in sources.items():
        tally = Tally()
        for row in rows:
            score(row, tally)
        tallies[name] = tally
        touched[name] = tally.benign_fp + tally.placeholder_fp
    return tallies, touched, {i for i in candidates if find_secrets(lines[i])}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--code-budget", type=int, default=0,
                        help="unlabelled lines a floor may change beyond the strictest")
    args = parser.parse_args(argv)
    sources: dict[str, list[dict[str, object]]] = {}
    for path in SETS.values():
        if path.is_file():
            for row in load_rows(path):
                sources.setdefault(source_of(row), []).append(row)
    shipped = secret_values.PREFIXED_BITS
    lines = unlabelled_lines()
    loose = run(min(GRID), sources, lines, range(len(lines)))[2]
    results = {bits: run(bits, sources, lines, sorted(loose)) for bits in GRID}
    secret_values.PREFIXED_BITS = shipped
    strictest = results[max(GRID)]

    def pick(fitting: Sequence[str]) -> float:
        ok = [b for b, (_, touched, changed) in results.items()
              if all(touched[n] <= strictest[1][n] for n in fitting)
              and len(changed - strictest[2]) <= args.code_budget]
        return max(ok, key=lambda b: (sum(results[b][0][n].recalled for n in fitting),
                                      -len(results[b][2]), b))

    names = list(sources)
    print(f"{len(lines)} unlabelled lines; the loosest floor changes {len(loose)}")
    print(f"{'bits':>5} {'recall':>9} {'touched':>8} {'lines':>6}")
    for bits, (tallies, touched, changed) in results.items():
        print(f"{bits:5.2f} {sum(t.recalled for t in tallies.values()):4}/"
              f"{sum(t.secret for t in tallies.values()):<4} {sum(touched.values()):8} "
              f"{len(changed):6}")
    print(f"picked on every source: {pick(names)} (shipped: {shipped})")
    print()
    print("leave one source out: the floor picked on the other sources, scored on this one")
    print(f"{'source':15} {'pick':>5} {'recall':>9} {'touched':>8}   {'shipped recall':>14}")
    for name in names:
        held = pick([n for n in names if n != name])
        tally, touched = results[held][0][name], results[held][1][name]
        ship = results[shipped][0][name] if shipped in results else tally
        print(f"{name:15} {held:5.2f} {tally.recalled:4}/{tally.secret:<4} {touched:8}   "
              f"{ship.recalled:9}/{ship.secret}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
