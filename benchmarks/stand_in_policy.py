"""Where to draw the line between a stand-in and a weak or made-up credential, measured.

    .venv/bin/python benchmarks/stand_in_policy.py [--show N] [--fast SWITCH ...]

Scanners disagree on values such as `secret`, `admin`, `hardcoded`, `dapi1234567890ABCDEF...`
or `AKIAHI38FAKE1IWUQEEN`: their tests count them as secrets, while documentation and templates
use the same kind of value as a stand-in (gosec's tests expect `password := "secret"` to pass,
bandit's expect `EMAIL_PASSWORD = "secret"` to fire). The redactor's answer is a policy
(`secret_values.StandIns`, eight switches); this script scores every combination of them on the
labelled secret sets that have been read (../shared/datasets/secrets-dev.jsonl,
benchmarks/data/secrets-outside.jsonl, -outside2 to -outside34 and -outside7b; never a set still
held out), one source per repository the rows come from, and on unlabelled text that holds
no credential to speak of: the library code installed in the virtual environment (every line of
its .py, .md, .rst, .txt, .cfg, .toml, .yaml, .ini and .json files that the pre-check lets
through) and the shared session transcripts.

Placeholder and benign rows whose text holds a value that another row labels a secret are left
out (sets disagree on the same string; see `drop_contradicted`).

The rule that picks a policy from a set of sources: the highest secret recall on them among
the policies that touch no placeholder or benign row of theirs that the strictest policy leaves
alone and change at most `--code-budget` more unlabelled lines than it; ties go to fewer
unlabelled lines changed. It is applied to every source (the policy to ship) and, for each
source, to the others only: the leave-one-source-out pick, scored on the source left out, says
how the rule does on a repository it did not see. The lines the shipped pick changes beyond
the strictest policy are printed (`--show`), so they can be read for what they are.

Costs: a redacted weak value costs a word of a note; a leaked one costs an account; a touched
documented stand-in hides a useful line. The selection rule says so: recall first, documented
stand-ins and benign rows never traded for it.
"""

from __future__ import annotations

import argparse
import itertools
import json
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from bench_secrets import DATASET as SECRETS_DEV  # noqa: E402
from bench_secrets import Tally, score, source_of  # noqa: E402

from memory_engine.screening import secret_values  # noqa: E402
from memory_engine.screening.redaction import find_secrets  # noqa: E402
from memory_engine.screening.secret_values import StandIns  # noqa: E402
from memory_engine.screening.secretcheck import might_hold_secret  # noqa: E402

REPO = HERE.parent
SETS = {"shared": SECRETS_DEV,
        "outside": HERE / "data" / "secrets-outside.jsonl",
        "outside2": HERE / "data" / "secrets-outside2.jsonl",
        "outside3": HERE / "data" / "secrets-outside3.jsonl",
        "outside4": HERE / "data" / "secrets-outside4.jsonl",
        "outside5": HERE / "data" / "secrets-outside5.jsonl",
        "outside6": HERE / "data" / "secrets-outside6.jsonl",
        "outside7": HERE / "data" / "secrets-outside7.jsonl",
        "outside7b": HERE / "data" / "secrets-outside7b.jsonl",
        "outside8": HERE / "data" / "secrets-outside8.jsonl",
        "outside9": HERE / "data" / "secrets-outside9.jsonl",
        "outside10": HERE / "data" / "secrets-outside10.jsonl",
        "outside11": HERE / "data" / "secrets-outside11.jsonl",
        "outside12": HERE / "data" / "secrets-outside12.jsonl",
        "outside13": HERE / "data" / "secrets-outside13.jsonl",
        "outside14": HERE / "data" / "secrets-outside14.jsonl",
        "outside15": HERE / "data" / "secrets-outside15.jsonl",
        "outside16": HERE / "data" / "secrets-outside16.jsonl",
        "outside17": HERE / "data" / "secrets-outside17.jsonl",
        "outside18": HERE / "data" / "secrets-outside18.jsonl",
        "outside19": HERE / "data" / "secrets-outside19.jsonl",
        "outside20": HERE / "data" / "secrets-outside20.jsonl",
        "outside21": HERE / "data" / "secrets-outside21.jsonl",
        "outside22": HERE / "data" / "secrets-outside22.jsonl",
        "outside23": HERE / "data" / "secrets-outside23.jsonl",
        "outside24": HERE / "data" / "secrets-outside24.jsonl",
        "outside25": HERE / "data" / "secrets-outside25.jsonl",
        "outside26": HERE / "data" / "secrets-outside26.jsonl",
        "outside27": HERE / "data" / "secrets-outside27.jsonl",
        "outside28": HERE / "data" / "secrets-outside28.jsonl",
        "outside29": HERE / "data" / "secrets-outside29.jsonl",
        "outside30": HERE / "data" / "secrets-outside30.jsonl",
        "outside31": HERE / "data" / "secrets-outside31.jsonl",
        "outside32": HERE / "data" / "secrets-outside32.jsonl",
        "outside33": HERE / "data" / "secrets-outside33.jsonl",
        "outside34": HERE / "data" / "secrets-outside34.jsonl"}
TRANSCRIPTS = REPO.parent / "shared" / "claude-code" / "transcripts"
SUFFIXES = (".py", ".md", ".rst", ".txt", ".cfg", ".toml", ".yaml", ".yml", ".ini", ".json")

GRID = {
    "weak_words_redacted": (False, True),
    "typed_limit": (0.5, 0.55, 0.6, 0.7, 1.01),
    "markers_as_words": (False, True),
    "bare_letters": ("off", "random", "config"),
    "quoted_word_min": (6, 4),
    "typed_digits_redacted": (False, True),
    "echoed_user_stand_in": (True, False),
    "weak_in_deployed": (False, True),
}
STRICTEST = StandIns(weak_words_redacted=False, typed_limit=0.5, markers_as_words=False,
                     bare_letters="off", quoted_word_min=6, typed_digits_redacted=False,
                     echoed_user_stand_in=True, weak_in_deployed=False)
LOOSEST = StandIns(weak_words_redacted=True, typed_limit=1.01, markers_as_words=True,
                   bare_letters="config", quoted_word_min=4, typed_digits_redacted=True,
                   echoed_user_stand_in=False, weak_in_deployed=True)


def load_rows(path: Path) -> list[dict[str, object]]:
    with path.open(encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def drop_contradicted(sources: dict[str, list[dict[str, object]]]) -> list[str]:
    """Leave out the placeholder and benign rows whose text holds a token (20 characters or
    more) that another row labels a secret (the same `api_key_1234567890abcdef...` is a
    stand-in in one set and a secret in the next): a contradiction says nothing about where
    the line goes, and keeping the stand-in side would let one such row outweigh every recall
    figure. Returns their ids."""
    secrets = {str(v) for rows in sources.values() for row in rows if row["label"] == "secret"
               for v in (row["all_secrets"] or [row["secret"]])
               if v and len(str(v)) >= 20 and " " not in str(v)}
    dropped: list[str] = []
    for name, rows in sources.items():
        kept = []
        for row in rows:
            if row["label"] in ("placeholder", "benign") and any(
                    v in str(row["text"]) for v in secrets):
                dropped.append(str(row["id"]))
            else:
                kept.append(row)
        sources[name] = kept
    return dropped


def unlabelled_lines() -> list[str]:
    """Lines of installed library files and session transcripts that reach the redactor."""
    lines: list[str] = []
    site = sorted((REPO / ".venv" / "lib").glob("python*/site-packages"))
    paths: Iterable[Path] = (p for root in site for p in sorted(root.rglob("*"))
                             if p.suffix in SUFFIXES and p.is_file())
    for path in paths:
        try:
            text = path.read_text(encoding="utf-8")
        except (UnicodeDecodeError, OSError):
            continue
        lines.extend(line for line in text.splitlines()
                     if len(line) <= 400 and might_hold_secret(line))
    for path in sorted(TRANSCRIPTS.glob("*.jsonl")) if TRANSCRIPTS.is_dir() else []:
        lines.extend(line[:4000] for line in path.read_text(encoding="utf-8",
                                                             errors="replace").splitlines()
                     if might_hold_secret(line))
    return lines


@dataclass
class Result:
    policy: StandIns
    tallies: dict[str, Tally]
    touched: dict[str, set[str]]   # ids of placeholder/benign rows changed, per set
    changed: set[int]              # indexes of unlabelled lines changed

    def recall(self, name: str) -> float:
        t = self.tallies[name]
        return t.recalled / t.secret if t.secret else 1.0


def run(policy: StandIns, sources: dict[str, list[dict[str, object]]],
        lines: Sequence[str], candidates: Sequence[int]) -> Result:
    secret_values.STAND_INS = policy
    tallies: dict[str, Tally] = {}
    touched: dict[str, set[str]] = {}
    for name, rows in sources.items():
        tally = Tally()
        before = len(tally.against)
        for row in rows:
            score(row, tally)
            if row["label"] in ("placeholder", "benign") and len(tally.against) > before:
                touched.setdefault(name, set()).add(str(row["id"]))
            before = len(tally.against)
        tallies[name] = tally
        touched.setdefault(name, set())
    changed = {i for i in candidates if find_secrets(lines[i])}
    return Result(policy, tallies, touched, changed)


def pick(results: Sequence[Result], base: Result, fitting: Sequence[str],
         budget: int) -> Result:
    """The selection rule, on the sources in `fitting` only."""
    admissible = [r for r in results
                  if all(r.touched[n] <= base.touched[n] for n in fitting)
                  and len(r.changed - base.changed) <= budget]
    return max(admissible, key=lambda r: (sum(r.tallies[n].recalled for n in fitting),
                                          -len(r.changed)))


def describe(policy: StandIns) -> str:
    return (f"weak={'y' if policy.weak_words_redacted else 'n'} typed={policy.typed_limit:<4} "
            f"words={'y' if policy.markers_as_words else 'n'} "
            f"bare={policy.bare_letters:6} quoted>={policy.quoted_word_min} "
            f"digits={'y' if policy.typed_digits_redacted else 'n'} "
            f"echo={'y' if policy.echoed_user_stand_in else 'n'} "
            f"deployed={'y' if policy.weak_in_deployed else 'n'}")


def line(result: Result, groups: dict[str, list[str]]) -> str:
    cells = []
    for members in groups.values():
        recalled = sum(result.tallies[n].recalled for n in members)
        secret = sum(result.tallies[n].secret for n in members)
        touched = sum(len(result.touched[n]) for n in members)
        cells.append(f"{recalled:3}/{secret:<3} {touched:2}")
    return f"{describe(result.policy)}  " + "  ".join(cells) + f"  {len(result.changed):5}"


def figures(result: Result, name: str) -> str:
    t = result.tallies[name]
    return (f"{t.recalled:3}/{t.secret:<3} {t.placeholder_fp:2}/{t.placeholder:<2} "
            f"{t.benign_fp:2}/{t.benign:<3}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--show", type=int, default=40,
                        help="print up to N unlabelled lines the picked policy changes")
    parser.add_argument("--code-budget", type=int, default=5,
                        help="unlabelled lines the picked policy may change beyond the strictest")
    parser.add_argument("--top", type=int, default=20, help="policies listed, best first")
    parser.add_argument("--fast", nargs="+", choices=sorted(GRID), metavar="SWITCH",
                        help="vary only these switches, the others held where they ship (the "
                             "baseline is then the shipped policy with these at their "
                             "strictest): for trying a switch; the full grid takes far longer")
    args = parser.parse_args(argv)
    sources: dict[str, list[dict[str, object]]] = {}
    groups: dict[str, list[str]] = {}
    for set_name, path in SETS.items():
        if not path.is_file():
            continue
        for row in load_rows(path):
            name = source_of(row)
            sources.setdefault(name, []).append(row)
            if name not in groups.setdefault(set_name, []):
                groups[set_name].append(name)
    dropped = drop_contradicted(sources)
    names = list(sources)
    shipped = secret_values.STAND_INS
    lines = unlabelled_lines()
    # Every switch only widens what is redacted, so a line no policy can change is one the
    # loosest leaves alone: the grid is run on the lines the loosest one changes.
    loose = run(LOOSEST, sources, lines, range(len(lines)))
    candidates = sorted(loose.changed)
    grid = dict(GRID)
    strictest = STRICTEST
    if args.fast:
        # The other switches held where they ship: the baseline is the shipped policy with the
        # switches tried at their strictest.
        grid = {name: (getattr(shipped, name),) if name not in args.fast else values
                for name, values in GRID.items()}
        strictest = shipped._replace(**{name: getattr(STRICTEST, name) for name in args.fast})
    results = [run(StandIns(**dict(zip(grid, values, strict=True))), sources, lines, candidates)
               for values in itertools.product(*grid.values())]
    secret_values.STAND_INS = shipped
    base = next(r for r in results if r.policy == strictest)
    print(f"{len(lines)} unlabelled lines reach the redactor; the loosest policy changes "
          f"{len(candidates)}, the strictest {len(base.changed)}")
    print(f"left out, their value labelled a secret in another row: {len(dropped)} placeholder "
          f"or benign rows ({', '.join(dropped)})")
    pad = " " * len(describe(strictest))
    print(pad + "  " + "  ".join(f"{name[:10]:>10}" for name in groups) + "  lines")
    print(pad + "  " + "  ".join(f"{'rec  tch':>10}" for _ in groups))
    best = pick(results, base, names, args.code_budget)
    ranked = sorted(results, key=lambda r: (sum(r.tallies[n].recalled for n in names),
                                            -len(r.changed)), reverse=True)
    for result in [*ranked[:args.top], base]:
        mark = "*" if result is best else " "
        print(mark + " " + line(result, groups) + ("  (strictest)" if result is base else ""))
    print(f"  ({len(results)} policies, the best {args.top} by recall shown; * = picked)")
    print()
    print("picked on every source: " + describe(best.policy))
    print("  rows it touches beyond the strictest policy: "
          + (", ".join(sorted(set().union(*(best.touched[n] - base.touched[n] for n in names))))
             or "none"))
    print()
    print("leave one source out: the policy picked on the other sources, scored on this one")
    print(f"{'source':15} {'picked without it':66} {'recall':>7} {'plchld':>5} {'benign':>6}"
          f"   {'shipped: recall':>15} {'plchld':>5} {'benign':>6}")
    for set_name, members in groups.items():
        for name in members:
            held = pick(results, base, [n for n in names if n != name], args.code_budget)
            ship = next(r for r in results if r.policy == shipped)
            print(f"{name:15} {describe(held.policy):66} {figures(held, name)}   "
                  f"{figures(ship, name):>28}   ({set_name})")
    extra = sorted(best.changed - base.changed)
    print()
    print(f"unlabelled lines the pick changes beyond the strictest policy: {len(extra)}")
    secret_values.STAND_INS = best.policy
    for i in extra[:args.show]:
        print("    " + lines[i].strip()[:160])
    secret_values.STAND_INS = shipped
    print("shipped: " + describe(shipped) + (" (the pick)" if shipped == best.policy else
                                              " (differs from the pick)"))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
