"""Regular expressions whose time grows faster than the text they search.

    .venv/bin/python benchmarks/bench_regex_scaling.py [--factor 8] [--small 2000] [--all]
    .venv/bin/python benchmarks/bench_regex_scaling.py --entries [--long 200000]

Every record, draft and transcript the hooks read is untrusted (the store is committed to git),
and a record may be a megabyte long. A pattern such as `\\b[\\w.+-]+@` tries every start in a run
of characters its class accepts and scans to the run's end from each before failing: its time
is quadratic in the run, and a planted draft of such runs holds a hook for minutes.

This imports every module of the package (not `__main__` nor the MCP server), collects every
compiled pattern it can reach (module globals and the lists, tuples and dicts of them, what
`re.compile` and `rxcache.compile` compile while the modules load, the injection cue table, the
redaction formats), and searches each (`finditer` to the end, as the screens do; `match` and
`fullmatch` at the start for a module-level pattern the package only ever anchors so) in runs of
`--small` and 4 x `--small` random characters of a few alphabets (letters with `-_.`, spaces and
tabs, `@`, `/`, digits, ...). A pattern whose time grows more than `--factor` times (a linear one
grows about 4 times, a quadratic one about 16) on some alphabet is listed with where it is
defined; the exit status is 1 when any is.

With `--entries`, the screens' entry points themselves (the injection screen, redaction, the
admission gate on a throwaway store) are timed on `--long` and a quarter of `--long` random
characters of each alphabet tests/test_regex_scaling.py counts the work of (where the count,
not the time, is what must hold): a linear screen takes about four times as long on the longer
text, a quadratic one sixteen. A screen over `--seconds` or growing more than `--factor` times
is listed; the exit status is 1 when any is.
"""

from __future__ import annotations

import argparse
import importlib
import pkgutil
import random
import re
import sys
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
LIB = ROOT / "lib"
sys.path.insert(0, str(LIB))

from memory_engine import rxcache  # noqa: E402

# Runs a pattern's classes accept: word characters with the separators of names, addresses and
# paths, blanks, list and table punctuation, hex, base64.
ALPHABETS = ("a-b_c", "a.b-c", "ab1 ", "x=y ", "aaaa", "a:b/", "\"a\":", "0123456789abcdef",
             "A-Za9+/", " \t", "a\\", "-- ", "ab.", "a@b", "A_B1", "a, b", "a|b ", "a\n")
# A pattern that takes less than this on the small run is not timed on the large one.
FLOOR = 0.0005
# Nor listed when the large run takes less than this: noise, whatever the ratio.
NOTICE = 0.02
# A pattern listed under this on the large run is timed on a run four times longer still.
CONFIRM = 0.5

Where = dict[tuple[str, int], tuple[re.Pattern[str], str]]
# Each pattern, where it is defined, and whether it is only ever anchored (`.match`).
Patterns = dict[tuple[str, int], tuple[re.Pattern[str], str, bool]]


def _caller() -> str:
    """`file:line` of the code that compiled a pattern (and of the module-level line that called
    it, when a helper in a function did), outside this file, `re` and `rxcache`."""
    frame = sys._getframe(2)
    places: list[str] = []
    while frame is not None:
        path = Path(frame.f_code.co_filename)
        if path != Path(__file__) and not str(path).endswith(("/re/__init__.py",
                                                               "/rxcache.py")):
            if not path.is_relative_to(LIB):
                break
            places.append(f"{path.relative_to(LIB)}:{frame.f_lineno}")
            if frame.f_code.co_name == "<module>":
                break
        frame = frame.f_back  # type: ignore[assignment]
    if not places:
        return ""  # the standard library's own patterns
    return places[0] if len(places) == 1 else f"{places[-1]} (via {places[0]})"


def _add(found: Where, rx: Any, where: str) -> None:
    if where and isinstance(rx, re.Pattern) and isinstance(rx.pattern, str):
        found.setdefault((rx.pattern, rx.flags), (rx, where))


def _walk(found: Where, value: Any, where: str, depth: int = 0) -> None:
    if isinstance(value, re.Pattern):
        _add(found, value, where)
    elif depth < 3 and isinstance(value, (list, tuple)):
        for item in value:
            _walk(found, item, where, depth + 1)
    elif depth < 3 and isinstance(value, dict):
        for item in value.values():
            _walk(found, item, where, depth + 1)


def _line_of(module: Any, needle: str) -> str:
    """`file:line` of the first line of `module`'s source holding `needle` (else the file)."""
    path = Path(module.__file__)
    shown = str(path.relative_to(LIB))
    if needle:
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if needle in line:
                return f"{shown}:{number}"
    return shown


def collect() -> Patterns:
    """Every compiled pattern of the package, with where it is defined."""
    import memory_engine

    found: Where = {}
    names: dict[tuple[str, int], set[str]] = {}
    plain_compile: Callable[..., re.Pattern[str]] = re.compile
    cached_compile = rxcache.compile

    def seen(compiler: Callable[..., re.Pattern[str]]) -> Callable[..., re.Pattern[str]]:
        def compile_and_note(pattern: Any, flags: int = 0) -> re.Pattern[str]:
            rx = compiler(pattern, flags)
            _add(found, rx, _caller())
            return rx
        return compile_and_note

    re.compile = seen(plain_compile)  # type: ignore[assignment]
    rxcache.compile = seen(cached_compile)
    try:
        for info in pkgutil.walk_packages(memory_engine.__path__, "memory_engine."):
            if info.name.endswith("__main__") or info.name.startswith("memory_engine.mcp"):
                continue
            importlib.import_module(info.name)
    finally:
        re.compile = plain_compile  # type: ignore[assignment]
        rxcache.compile = cached_compile
    for name, module in list(sys.modules.items()):
        file = getattr(module, "__file__", None)
        if name.startswith("memory_engine") and file:
            for attr, value in list(vars(module).items()):
                _walk(found, value, f"{Path(file).relative_to(LIB)} {attr}")
                if isinstance(value, re.Pattern):
                    names.setdefault((value.pattern, value.flags), set()).add(attr)
    _cues(found)
    _secret_formats(found)
    anchored = _anchored_names()
    return {key: (rx, where, bool(names.get(key)) and names[key] <= anchored)
            for key, (rx, where) in found.items()}


_USE = re.compile(r"\b([A-Za-z_]\w*)\.(match|fullmatch|search|finditer|findall|sub|subn|split)\(")


def _anchored_names() -> set[str]:
    """Names of module-level patterns that the package only ever calls `.match` or `.fullmatch`
    on: each call tries one start, so what counts is one call's time, not a search's."""
    methods: dict[str, set[str]] = {}
    for path in LIB.rglob("*.py"):
        for name, method in _USE.findall(path.read_text(encoding="utf-8")):
            methods.setdefault(name, set()).add(method)
    return {name for name, used in methods.items() if used <= {"match", "fullmatch"}}


def _cues(found: Where) -> None:
    """The injection cue table, compiled only when a text holds a cue's triggers."""
    from memory_engine.screening import (
        cues_demand,
        cues_frame,
        cues_lexicon,
        cues_reader,
        cues_voice,
        injection,
    )
    tables = ((cues_voice, cues_voice.VOICE_CUES), (cues_demand, cues_demand.DEMAND_CUES),
              (cues_frame, cues_frame.FRAME_CUES), (cues_lexicon, cues_lexicon.LEXICON_CUES),
              (cues_reader, cues_reader.READER_CUES))
    raw = [(module, cue) for module, table in tables for cue in table]
    for (module, (signal, _strength, triggers, _pattern)), cue in zip(raw, injection._CUE_TABLE,
                                                                      strict=True):
        rx = injection._compiled(cue.source)
        _add(found, rx, f"{_line_of(module, triggers[:40])} cue {signal} {triggers[:30]!r}")


def _secret_formats(found: Where) -> None:
    """The redaction formats, compiled only when a text holds a format's literal start."""
    from memory_engine.screening import secret_formats

    for kind, pattern, _check in secret_formats.SPECS:
        line = _line_of(secret_formats, '("' + kind + '"')
        _add(found, rxcache.compile(pattern), f"{line} format {kind}")


def _time(rx: re.Pattern[str], text: str, anchored: bool = False) -> float:
    start = time.perf_counter()
    if anchored:
        rx.match(text)
        rx.fullmatch(text)
    else:
        for _ in rx.finditer(text):
            pass
    return time.perf_counter() - start


def scaling(found: Patterns, small: int, factor: float,
            alphabets: Iterable[str] = ALPHABETS) -> list[tuple[float, float, str, str, str]]:
    """(large run's seconds, growth, alphabet, where, pattern) of each pattern growing more than
    `factor` times from a run of `small` characters to one four times longer."""
    rng = random.Random(3)
    runs = [(a, "".join(rng.choice(a) for _ in range(small)),
             "".join(rng.choice(a) for _ in range(4 * small))) for a in alphabets]
    worst = []
    for rx, where, anchored in found.values():
        for alphabet, short, long in runs:
            first = min(_time(rx, short, anchored), _time(rx, short, anchored))
            if first < FLOOR:
                continue
            second = _time(rx, long, anchored)
            if second < NOTICE or second / first <= factor:
                continue
            # Once more, the least of two of each: a busy machine makes one timing noisy.
            first = min(first, _time(rx, short, anchored))
            second = min(second, _time(rx, long, anchored))
            if second < NOTICE or second / first <= factor:
                continue
            if second < CONFIRM:
                # Cheap enough to time on a run four times longer again, the least of three of
                # each: a linear pattern that noise made look superlinear once rarely does twice.
                longer = "".join(rng.choice(alphabet) for _ in range(16 * small))
                first, second, third = (min(_time(rx, text, anchored) for _ in range(3))
                                        for text in (short, long, longer))
                if second / first <= factor or third / second <= factor:
                    continue
            worst.append((second, second / first, alphabet, where, rx.pattern))
            break
    worst.sort(reverse=True)
    return worst


# The alphabets tests/test_regex_scaling.py runs the entry points on.
ENTRY_ALPHABETS = ("a-b_c", "a.b-c", "x=y ", "aaaa", "a:b/", " \t", "a@b", "ab.", "a\n-")


def entries(long: int, factor: float, limit: float) -> int:
    """Times each entry point on runs of `long` and `long // 4` characters; 1 when one is slow."""
    import os
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        os.environ["MEMORY_ENGINE_ROOT"] = str(Path(tmp) / "project" / ".memory-engine")
        os.environ["MEMORY_ENGINE_USER_ROOT"] = str(Path(tmp) / "user")
        (Path(tmp) / "project").mkdir()
        from memory_engine.admission.gate import admit
        from memory_engine.screening.injection import scan_injection
        from memory_engine.screening.redaction import redact
        from memory_engine.storage.store import Store

        store = Store.open(Path(os.environ["MEMORY_ENGINE_ROOT"]))
        store.init()
        screens: dict[str, Callable[[str], object]] = {
            "scan_injection": scan_injection, "redact": redact,
            "admit": lambda text: admit(store, text, target="procedural")}
        slow = 0
        for name, entry in screens.items():
            for alphabet in ENTRY_ALPHABETS:
                rng = random.Random(5)
                times = []
                for size in (long // 4, long):
                    text = "".join(rng.choice(alphabet) for _ in range(size))
                    started = time.perf_counter()
                    entry(text)
                    times.append(time.perf_counter() - started)
                growth = times[1] / max(times[0], 1e-3)
                # Below a tenth of a second the ratio is noise.
                flagged = times[1] > limit or (times[1] >= 0.1 and growth > factor)
                slow += flagged
                print(f"{name:15} {alphabet!r:9} {times[0]:6.2f} s -> {times[1]:6.2f} s "
                      f"x{growth:4.1f}{'  SLOW' if flagged else ''}")
        store.close()
    return 1 if slow else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--factor", type=float, default=8.0,
                        help="growth from the small run to the 4x run that counts as superlinear")
    parser.add_argument("--small", type=int, default=2000, help="characters of the small run")
    parser.add_argument("--all", action="store_true", help="print whole patterns")
    parser.add_argument("--entries", action="store_true",
                        help="time the screens' entry points instead of each pattern")
    parser.add_argument("--long", type=int, default=200_000,
                        help="characters of the longer run with --entries")
    parser.add_argument("--seconds", type=float, default=15.0,
                        help="with --entries, the most one screen may take on the longer run")
    args = parser.parse_args(argv)
    if args.entries:
        return entries(args.long, args.factor, args.seconds)
    started = time.perf_counter()
    found = collect()
    worst = scaling(found, args.small, args.factor)
    print(f"{len(found)} patterns; runs of {args.small} and {4 * args.small} characters of "
          f"{len(ALPHABETS)} alphabets; {len(worst)} grow more than {args.factor:g}x "
          f"({time.perf_counter() - started:.0f} s)")
    for seconds, growth, alphabet, where, pattern in worst:
        shown = pattern if args.all else pattern[:150]
        print(f"{seconds * 1000:7.0f} ms x{growth:4.1f} {alphabet!r:12} {where}\n        {shown}")
    return 1 if worst else 0


if __name__ == "__main__":
    sys.exit(main())
