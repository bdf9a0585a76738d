"""Reflexion benchmark: human-turn recall, correction precision/recall, and speed.

    .venv/bin/python benchmarks/bench_reflexion.py [--shared DIR] [--blind2] [recall]
                                                   [corrections] [speed] [stop]
    .venv/bin/python benchmarks/bench_reflexion.py outside [--file PATH] [--list]

recall       human turns found vs the hand labels in benchmarks/reflexion/human_turns.toml
corrections  precision / recall of correction detection on benchmarks/reflexion/
             corrections_labelled.toml (corpus turns + written turns in five languages; a
             written turn marked `after = "interrupt"` follows an interrupt), the turns of
             relations_labelled.toml with the agent's action and claim before them (a fitting
             source of the relations model: its rows here measure fit), and the blind
             set in benchmarks/reflexion/holdout_blind.toml (written without reading the
             lexicon; reported as its own `blind` rows); with --blind2 also the second
             blind set in benchmarks/reflexion/holdout_blind2.toml, which is otherwise
             neither read nor printed (its own `blind2` rows, left out of the `all` row)
outside      (only when named) a jsonl of labelled turns from other people's sessions
             (OUTSIDE_TURNS.md format; --file PATH, default outside_turns.jsonl): precision /
             recall by source repository, language, sure turns, unseen repositories and
             overall; the wrongly judged rows only with --list
speed        a full pass over a ~50 MB transcript built by replaying corpus lines (temp file)
stop         an incremental Stop pass on a ~5 MB transcript, whole process through the hook
             script when it exists, against a bare `python3 -c pass` in the same run
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
import tomllib
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "lib"))
sys.path.insert(0, str(REPO / "benchmarks" / "reflexion"))

from memory_engine.reflexion.corrections import Detector, load_lexicon  # noqa: E402
from memory_engine.reflexion.transcript import read_transcript  # noqa: E402
from memory_engine.reflexion.turns import HumanTurn, Signal  # noqa: E402

LABELS = REPO / "benchmarks" / "reflexion"


def bench_recall(shared: Path) -> bool:
    labels = tomllib.loads((LABELS / "human_turns.toml").read_text(encoding="utf-8"))
    total = found_ok = found_all = 0
    worst = 1.0
    print(f"{'transcript':58} {'label':>5} {'found':>5} {'recall':>7}")
    for rel, entry in labels.items():
        path = shared / rel
        if not path.is_file():
            print(f"  missing {rel}")
            continue
        wanted = set(entry["lines"])
        assert entry["count"] == len(wanted), f"{rel}: count != number of lines"
        reading = read_transcript(path)
        got = {t.line for t in reading.turns}
        hit = len(wanted & got)
        recall = hit / len(wanted) if wanted else 1.0
        worst = min(worst, recall)
        total += len(wanted)
        found_ok += hit
        found_all += len(got)
        name = rel.rsplit("/", 1)[-1][:58]
        extra = sorted(got - wanted)
        print(f"{name:58} {len(wanted):5} {len(got):5} {recall:7.1%}"
              + (f"  missed {sorted(wanted - got)}" if wanted - got else "")
              + (f"  extra {extra}" if extra else ""))
    print(f"human turns: {found_ok}/{total} recall {found_ok / total:.2%}, "
          f"precision {found_ok / max(found_all, 1):.2%}, worst file {worst:.1%}")
    return worst >= 0.99


TEXT_SETS = ("written", "holdout", "holdout2", "holdout3", "blind")


def _flagged(lexicon: Any, text: str, after: str) -> bool:
    """Is a lone turn a correction? `after`: the structural signal right before it, if any."""
    turn = HumanTurn(index=1, uuid="t", line=1, offset=0, timestamp="", text=text,
                     source="prompt")
    signals = [Signal(kind=after, uuid="s", line=0, timestamp="", turn_before=0)] if after else []
    return bool(Detector(lexicon).feed([turn], signals))


def bench_corrections(shared: Path, exclude: tuple[str, ...] = (), blind2: bool = False) -> None:
    data = tomllib.loads((LABELS / "corrections_labelled.toml").read_text(encoding="utf-8"))
    blind = LABELS / "holdout_blind.toml"  # its own file: written apart from the lexicon
    if blind.is_file():
        data["blind"] = tomllib.loads(blind.read_text(encoding="utf-8")).get("blind", [])
    lexicon = load_lexicon(None)
    print(f"lexicon: {len(lexicon)} triggers, languages {sorted(lexicon.languages())}")
    tally: dict[str, list[int]] = {}  # group -> [tp, fp, fn, tn]

    def count(group: str, predicted: bool, truth: bool) -> None:
        cell = tally.setdefault(group, [0, 0, 0, 0])
        cell[0 if predicted and truth else 1 if predicted else 2 if truth else 3] += 1

    misses: list[str] = []
    for entry in data.get("corpus", []) if "corpus" not in exclude else []:
        path = shared / entry["file"]
        if not path.is_file():
            continue
        reading = read_transcript(path)
        detector = Detector(lexicon)
        flagged = {c.line for c in detector.feed(reading.turns, reading.signals)}
        texts = {t.line: t.text for t in reading.turns}
        for line, truth in [(n, True) for n in entry["yes"]] + [(n, False) for n in entry["no"]]:
            predicted = line in flagged
            count("corpus", predicted, truth)
            if predicted != truth:
                misses.append(f"  {'FN' if truth else 'FP'} corpus {line}: "
                              f"{texts.get(line, '')[:90]!r}")
    sets = [key for key in TEXT_SETS if key not in exclude]
    if blind2:  # only on request: a held-out set stays unseen by whoever tunes the lexicon
        path = LABELS / "holdout_blind2.toml"
        data["blind2"] = tomllib.loads(path.read_text(encoding="utf-8"))["blind2"]
        sets.append("blind2")
    for key in sets:
        for entry in data.get(key, []):
            after = str(entry.get("after", ""))
            pairs = [(t, True) for t in entry["yes"]] + [(t, False) for t in entry["no"]]
            for text, truth in pairs:
                predicted = _flagged(lexicon, text, after)
                count(f"{key}-{entry['lang']}", predicted, truth)
                if predicted != truth:
                    misses.append(f"  {'FN' if truth else 'FP'} {key} {entry['lang']}"
                                  f"{' after ' + after if after else ''}: {text!r}")
    context = LABELS / "relations_labelled.toml"  # turns with the agent's action and claim
    if context.is_file() and "relations" not in exclude:
        sets.append("relations")
        for group in tomllib.loads(context.read_text(encoding="utf-8")).get("row", []):
            for item in group["rows"]:
                turn = HumanTurn(index=2, uuid="t", line=1, offset=0, timestamp="",
                                 text=item["text"], source="prompt", action=item["action"],
                                 claim=item["claim"])
                predicted = bool(Detector(lexicon).feed([turn], []))
                count(f"relations-{group['lang']}", predicted, bool(item["label"]))
                if predicted != bool(item["label"]):
                    misses.append(f"  {'FN' if item['label'] else 'FP'} relations "
                                  f"{group['lang']} after {item['action']!r}: {item['text']!r}")
    groups = sorted(tally)
    for key in sets:
        tally[f"all {key}"] = [sum(tally[g][i] for g in groups if g.startswith(key + "-"))
                               for i in range(4)]
    tally["all"] = [sum(tally[g][i] for g in groups if not g.startswith("blind2-"))
                    for i in range(4)]  # the same figure with or without --blind2
    print(f"{'group':14} {'n':>4} {'tp':>4} {'fp':>4} {'fn':>4} {'precision':>9} {'recall':>7}")
    for group, (tp, fp, fn, tn) in tally.items():
        precision = tp / (tp + fp) if tp + fp else 1.0
        recall = tp / (tp + fn) if tp + fn else 1.0
        print(f"{group:14} {tp + fp + fn + tn:4} {tp:4} {fp:4} {fn:4} {precision:9.1%} "
              f"{recall:7.1%}")
    print("errors:")
    print("\n".join(misses))


def bench_outside_turns(path: Path, listing: bool = False) -> None:
    """A jsonl of labelled human turns from other people's agent sessions (the format of
    benchmarks/reflexion/OUTSIDE_TURNS.md: prev_assistant, text, label, lang, source), each
    judged after the agent's reply before it, the rows of a source file in order as one
    session's turns. Precision and recall per source repository, per
    language, without the turns marked unsure, and overall; `unseen` counts only repositories
    the correction model was not fitted on. The rows themselves are printed only with
    `listing` (--list)."""
    from outside_rows import fitted_repositories, is_correction, load, repository, sessions

    rows = load(path)
    fitted = fitted_repositories()
    lexicon = load_lexicon(None)
    tally: dict[str, list[int]] = {}
    misses: list[str] = []
    judged: list[tuple[dict[str, Any], bool]] = []
    for session in sessions(rows).values():
        detector = Detector(lexicon)  # one per source file: its rows are one session's turns
        for row, turn in session:
            judged.append((row, bool(detector.feed([turn], []))))
    for row, predicted in judged:
        truth = is_correction(row)
        cell = 0 if predicted and truth else 1 if predicted else 2 if truth else 3
        repo = repository(row)
        groups = ["all", f"source {repo}{' (fitted)' if repo in fitted else ''}",
                  f"lang {row.get('lang', '?')}"]
        groups += [] if row.get("unsure") else ["sure"]
        groups += [] if repo in fitted else ["unseen"]
        for group in groups:
            tally.setdefault(group, [0, 0, 0, 0])[cell] += 1
        if listing and predicted != truth:
            misses.append(f"  {'FN' if truth else 'FP'} {row.get('id', '')} {row.get('lang', '')}"
                          f" ({row.get('kind', '')}): {row['text'][:90]!r}")
    print(f"{path.name}: {len(rows)} turns")
    width = max(len(g) for g in tally) if tally else 10
    print(f"{'group':{width}} {'n':>4} {'tp':>4} {'fp':>4} {'fn':>4} {'precision':>9} "
          f"{'recall':>7}")
    order = sorted(tally, key=lambda g: (g != "all", g != "unseen", g != "sure", g))
    for group in order:
        tp, fp, fn, tn = tally[group]
        precision = tp / (tp + fp) if tp + fp else 1.0
        recall = tp / (tp + fn) if tp + fn else 1.0
        print(f"{group:{width}} {tp + fp + fn + tn:4} {tp:4} {fp:4} {fn:4} {precision:9.1%} "
              f"{recall:7.1%}")
    if listing:
        print("errors:\n" + "\n".join(misses))


def _corpus_lines(shared: Path) -> list[bytes]:
    lines: list[bytes] = []
    for path in sorted((shared / "corpus").rglob("*.jsonl")):
        lines.extend(path.read_bytes().splitlines(keepends=True))
    return [ln if ln.endswith(b"\n") else ln + b"\n" for ln in lines]


def build_transcript(shared: Path, target: int, dest: Path) -> int:
    """Replay corpus lines (all versions, mixed) until `target` bytes; new uuids per replay."""
    lines = _corpus_lines(shared)
    size = rounds = 0
    with dest.open("wb") as out:
        while size < target:
            rounds += 1
            tag = f"-r{rounds:03d}".encode()
            for line in lines:
                # Fresh uuids and later timestamps per replay, so each replay reads as new
                # turns rather than as a resumed session's copies (which are skipped).
                data = line.replace(b'"uuid":"', b'"uuid":"' + tag).replace(
                    b'"timestamp":"2', b'"timestamp":"' + str(2100 + rounds).encode())
                out.write(data)
                size += len(data)
                if size >= target:
                    break
    return size


def bench_speed(shared: Path) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "big.jsonl"
        size = build_transcript(shared, 50 * 1024 * 1024, path)
        runs = []
        for _ in range(3):
            start = time.perf_counter()
            reading = read_transcript(path)
            detector = Detector(load_lexicon(None))
            corrections = detector.feed(reading.turns, reading.signals)
            runs.append(time.perf_counter() - start)
        print(f"full pass over {size / 1e6:.1f} MB ({reading.lines_read} lines): "
              f"{reading.turns_total} human turns, {len(corrections)} corrections; "
              f"median {statistics.median(runs):.2f} s (runs: "
              f"{', '.join(f'{r:.2f}' for r in runs)})")


def _time(cmd: list[str], stdin: bytes, env: dict[str, str], n: int) -> list[float]:
    out = []
    for _ in range(n):
        start = time.perf_counter()
        subprocess.run(cmd, input=stdin, env=env, capture_output=True, check=False)
        out.append(time.perf_counter() - start)
    return out


def _wait_for(root: Path, session: str, size: int, timeout: float = 30.0) -> float:
    from memory_engine.reflexion.cursor import offset_of

    start = time.perf_counter()
    while offset_of(root, session) < size and time.perf_counter() - start < timeout:
        time.sleep(0.005)
    return time.perf_counter() - start


def bench_stop(shared: Path, n: int = 15) -> None:
    """Whole-process Stop on a 5 MB transcript that grows by one correcting turn per run."""
    hook = REPO / "hooks" / "stop.py"
    with tempfile.TemporaryDirectory() as tmp:
        tmp_path = Path(tmp)
        transcript = tmp_path / "session.jsonl"
        build_transcript(shared, 5 * 1024 * 1024, transcript)
        root = tmp_path / "project" / ".memory-engine"
        env = dict(os.environ, MEMORY_ENGINE_ROOT=str(root),
                   MEMORY_ENGINE_USER_ROOT=str(tmp_path / "user"), HOME=str(tmp_path))
        subprocess.run([sys.executable, "-m", "memory_engine", "init"], env=env,
                       capture_output=True, check=True)
        session = "bench-session"
        payload = json.dumps({"session_id": session, "transcript_path": str(transcript),
                              "cwd": str(tmp_path / "project"), "hook_event_name": "Stop",
                              "stop_hook_active": False}).encode()
        if hook.is_file():
            cmd = [sys.executable, str(hook)]
            how = "hooks/stop.py"
        else:
            cmd = [sys.executable, "-c", "import sys; from memory_engine.hookio import "
                   "HookPayload; from memory_engine.handlers.stop import handle; "
                   "handle(HookPayload.parse(sys.stdin.buffer.read()))"]
            how = "python -c calling handlers.stop.handle"
        worker = [sys.executable, "-m", "memory_engine.reflexion.worker", str(root),
                  str(transcript), session]
        first = _time(worker, b"", env, 1)[0]
        turn = (b'{"type":"user","message":{"role":"user","content":"no, that is wrong, use '
                b'the other file %d"},"uuid":"u-%d","timestamp":"2999-01-01T00:00:%02dZ",'
                b'"sessionId":"bench-session"}\n')
        hook_times, done_times, pass_times = [], [], []
        for i in range(n):
            with transcript.open("ab") as handle:
                handle.write(turn % (i, i, i % 60))
            size = transcript.stat().st_size
            start = time.perf_counter()
            subprocess.run(cmd, input=payload, env=env, capture_output=True, check=False)
            hook_times.append(time.perf_counter() - start)
            _wait_for(root, session, size)
            done_times.append(time.perf_counter() - start)
        for i in range(n, n + 5):  # the background pass alone, run in the foreground
            with transcript.open("ab") as handle:
                handle.write(turn % (i, i, i % 60))
            pass_times.extend(_time(worker, b"", env, 1))
        quiet = _time(cmd, payload, env, n)
        bare = _time([sys.executable, "-c", "pass"], b"", env, n)
        med = statistics.median
        print(f"Stop via {how} on {transcript.stat().st_size / 1e6:.1f} MB, one new correcting "
              f"turn per run: hook process median {med(hook_times) * 1000:.0f} ms "
              f"(max {max(hook_times) * 1000:.0f}); nothing new {med(quiet) * 1000:.0f} ms; "
              f"bare python {med(bare) * 1000:.0f} ms (ratio {med(hook_times) / med(bare):.1f}x)")
        print(f"  background pass (detached): trace written {med(done_times) * 1000:.0f} ms "
              f"after the hook started; the pass alone as a process "
              f"{med(pass_times) * 1000:.0f} ms; first pass over the whole 5 MB "
              f"{first * 1000:.0f} ms")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--shared", type=Path, default=REPO.parent / "shared")
    parser.add_argument("parts", nargs="*", default=["recall", "corrections", "speed", "stop"],
                        help="recall, corrections, speed, stop; outside (the blind-labelled "
                             "turns of other repositories, only when named)")
    parser.add_argument("--exclude", action="append", default=[], metavar="SET",
                        help="leave a labelled correction set out (corpus, written, holdout, "
                        "holdout2, holdout3, blind), e.g. to keep a held-out set unseen while "
                        "tuning")
    parser.add_argument("--file", type=Path, default=None,
                        help="outside: the jsonl of labelled turns to score (default "
                        "benchmarks/reflexion/outside_turns.jsonl)")
    parser.add_argument("--list", action="store_true",
                        help="outside: also print the turns judged wrongly")
    parser.add_argument("--blind2", action="store_true",
                        help="also measure the second blind held-out set (corrections); "
                        "never read without this flag")
    args = parser.parse_args()
    if set(args.parts) != {"outside"} and not (args.shared / "corpus").is_dir():
        print(f"reference corpus not found at {args.shared}; pass --shared DIR")
        return 1
    ok = True
    for part in args.parts:
        print(f"== {part}")
        if part == "recall":
            ok = bench_recall(args.shared) and ok
        elif part == "corrections":
            bench_corrections(args.shared, tuple(args.exclude), args.blind2)
        elif part == "outside":
            bench_outside_turns(args.file or LABELS / "outside_turns.jsonl", args.list)
        elif part == "speed":
            bench_speed(args.shared)
        elif part == "stop":
            bench_stop(args.shared)
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
