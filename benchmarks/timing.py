"""Whole-process timing against a bare interpreter, measured in the same run.

Each command is run `repeat` times, interleaved with `python3 -c pass`, and the medians are
compared, so machine load affects both sides alike. The CPU time each run used (user + system,
of the process and the children it waited for) is compared too: on a machine shared with other
work the wall-clock medians move with the load, the CPU times much less. A command that leaves
work running in the background (SessionEnd's worker) names a `settle` callable that waits for
it, untimed, before the next run, so that no run is timed on a CPU busy with an earlier one's
leftovers.
"""

from __future__ import annotations

import compileall
import os
import resource
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path


def ensure_bytecode() -> None:
    """Compile the package's .pyc files, as a regular install does.

    With PYTHONDONTWRITEBYTECODE set (common in sandboxes and CI) an editable checkout would
    otherwise recompile every module on every run, which is not what users' hooks pay.
    """
    root = Path(__file__).resolve().parents[1]
    compileall.compile_dir(root / "lib", quiet=1)
    compileall.compile_dir(root / "hooks", quiet=1)


def time_once(cmd: Sequence[str], env: dict[str, str] | None = None,
              stdin: bytes | None = None) -> float:
    """Wall seconds of one run (see cpu_once for its CPU time too)."""
    return cpu_once(cmd, env, stdin)[0]


def cpu_once(cmd: Sequence[str], env: dict[str, str] | None = None,
             stdin: bytes | None = None) -> tuple[float, float]:
    """(wall seconds, CPU seconds: user + system) of one run."""
    used = _children_cpu()
    start = time.perf_counter()
    proc = subprocess.run(cmd, env=env, input=stdin, stdout=subprocess.DEVNULL,
                          stderr=subprocess.PIPE, check=False)
    elapsed = time.perf_counter() - start
    cpu = _children_cpu() - used
    if proc.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd)} exited {proc.returncode}: {proc.stderr[-500:]!r}")
    return elapsed, cpu


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def compare(commands: dict[str, Sequence[str]], repeat: int = 15,
            env: dict[str, str] | None = None,
            stdin: dict[str, bytes] | None = None,
            settle: dict[str, Callable[[], None]] | None = None) -> dict[str, dict[str, float]]:
    """Median wall time (ms) of each command and its ratio to a bare `python -c pass`, and the
    same of its CPU time (`cpu_ms`, `cpu_ratio`); `settle[name]`, when given, runs (untimed)
    after each run of `name`."""
    ensure_bytecode()
    bare_cmd = [sys.executable, "-c", "pass"]
    full_env = dict(os.environ, **(env or {}))
    samples: dict[str, list[float]] = {"bare": [], **{name: [] for name in commands}}
    cpu: dict[str, list[float]] = {name: [] for name in samples}
    settle = settle or {}
    # A first run of each, untimed: it warms the page cache and, as the first run of an
    # installed hook does, writes the caches the package keeps beside its bytecode (compiled
    # patterns, memory_engine.rxcache), which PYTHONDONTWRITEBYTECODE (common in sandboxes and
    # CI) would otherwise forbid to every run, timing a state no install stays in.
    first_env = {k: v for k, v in full_env.items() if k != "PYTHONDONTWRITEBYTECODE"}
    for name, cmd in commands.items():
        time_once(cmd, first_env, (stdin or {}).get(name))
        settle.get(name, _nothing)()
    for _ in range(repeat):
        for name, cmd in (("bare", bare_cmd), *commands.items()):
            wall, used = cpu_once(cmd, full_env, (stdin or {}).get(name))
            samples[name].append(wall)
            cpu[name].append(used)
            settle.get(name, _nothing)()
    bare = statistics.median(samples["bare"])
    bare_cpu = statistics.median(cpu["bare"]) or 1e-9
    return {name: {"median_ms": statistics.median(vals) * 1000,
                   "ratio": statistics.median(vals) / bare,
                   "cpu_ms": statistics.median(cpu[name]) * 1000,
                   "cpu_ratio": statistics.median(cpu[name]) / bare_cpu}
            for name, vals in samples.items()}


def _nothing() -> None:
    pass
