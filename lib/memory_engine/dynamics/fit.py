"""Predictions for the five buckets: how each is fitted on past sessions and checked on the next.

A fitter reads the session lines (`observe.session_facts`, oldest first) and returns `Spec`s; a
checker says whether one session bore a prediction out (True), contradicted it (False) or did
not test it (None: the tool was not used, no prompt was typed...). The prediction's numbers live
in `model`, which the record keeps, so a check needs no refit. A prediction needs several
sessions of evidence: one session is an anecdote.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from itertools import pairwise
from typing import Any

from memory_engine.dynamics.observe import quantile

Facts = dict[str, Any]
MIN_SESSIONS = 3


@dataclass
class Spec:
    bucket: str
    key: str
    condition: str
    prediction: str
    model: dict[str, Any]
    sessions: list[str] = field(default_factory=list)

    @property
    def topic(self) -> str:
        return self.key


def _get(facts: Facts, *names: str) -> Any:
    value: Any = facts
    for name in names:
        value = value.get(name) if isinstance(value, dict) else None
    return value


def _median(values: list[float]) -> float:
    return quantile(values, 0.5)


# -- skill-output-shape ---------------------------------------------------------------------
def fit_tools(hist: list[Facts]) -> list[Spec]:
    seen: dict[str, list[tuple[str, dict[str, Any]]]] = {}
    for facts in hist:
        for tool, stats in (_get(facts, "tools") or {}).items():
            if isinstance(stats, dict):
                seen.setdefault(tool, []).append((facts["session"], stats))
    specs = []
    for tool, runs in sorted(seen.items()):
        calls = sum(int(s.get("calls") or 0) for _, s in runs)
        if len(runs) < MIN_SESSIONS or calls < 5:
            continue
        p90 = [float(s["latency_p90"]) for _, s in runs if s.get("latency_p90") is not None]
        sizes = [float(s["size_p50"]) for _, s in runs if s.get("size_p50") is not None]
        fails = sum(int(s.get("fails") or 0) for _, s in runs)
        model = {"kind": "tool", "tool": tool,
                 "latency_ms": math.ceil(1.5 * _median(p90)) if p90 else None,
                 "size_bytes": math.ceil(2 * _median(sizes)) if sizes else None,
                 "error_rate": round(fails / calls, 3)}
        shape = []
        if model["latency_ms"] is not None:
            shape.append(f"finishes within {model['latency_ms']} ms")
        if model["size_bytes"] is not None:
            shape.append(f"returns under {model['size_bytes']} bytes")
        specs.append(Spec("skill-output-shape", f"tool-{tool}",
                          f"when the agent calls {tool} in this project",
                          f"a typical call {' and '.join(shape) or 'completes'} (session "
                          f"median); {model['error_rate']:.0%} of calls fail "
                          f"({calls} calls over {len(runs)} sessions)",
                          model, [r[0] for r in runs]))
    return specs


def check_tool(model: dict[str, Any], facts: Facts, prev: Facts | None) -> bool | None:
    stats = _get(facts, "tools", str(model.get("tool")))
    if not isinstance(stats, dict) or not stats.get("calls"):
        return None
    ok = True
    if model.get("latency_ms") is not None and stats.get("latency_p50") is not None:
        ok = ok and float(stats["latency_p50"]) <= float(model["latency_ms"])
    if model.get("size_bytes") is not None and stats.get("size_p50") is not None:
        ok = ok and float(stats["size_p50"]) <= float(model["size_bytes"])
    rate = int(stats.get("fails") or 0) / int(stats["calls"])
    return ok and rate <= float(model.get("error_rate") or 0) + 0.25


# -- filesystem-response --------------------------------------------------------------------
def fit_filesystem(hist: list[Facts]) -> list[Spec]:
    specs = []
    refused: dict[str, Counter[str]] = {}
    refused_in: dict[str, list[str]] = {}
    for facts in hist:
        for folder, kinds in (_get(facts, "fs", "refused") or {}).items():
            refused.setdefault(folder, Counter()).update(kinds)
            refused_in.setdefault(folder, []).append(facts["session"])
    for folder, kinds in sorted(refused.items()):
        if sum(kinds.values()) >= 2:
            kind = kinds.most_common(1)[0][0]
            specs.append(Spec("filesystem-response", f"refused-{folder}",
                              f"when the agent writes under {folder}/",
                              f"the write fails ({kind}; {sum(kinds.values())} refused writes "
                              "seen)", {"kind": "fs-refused", "folder": folder, "error": kind},
                              refused_in[folder]))
    deltas: dict[str, list[tuple[str, int]]] = {}
    for before, after in pairwise(hist):
        for folder, count in (_get(after, "fs", "counts") or {}).items():
            old = _get(before, "fs", "counts", folder)
            if isinstance(old, int) and isinstance(count, int):
                deltas.setdefault(folder, []).append((after["session"], count - old))
    for folder, runs in sorted(deltas.items()):
        grew = [d for _, d in runs if d > 0]
        if len(runs) >= MIN_SESSIONS - 1 and len(grew) * 3 >= len(runs) * 2:
            per = math.ceil(_median([float(d) for d in grew]))
            specs.append(Spec("filesystem-response", f"grows-{folder}",
                              f"from one session to the next, in {folder}/",
                              f"the folder keeps growing (about +{per} entries per session; "
                              f"grew {len(grew)} of {len(runs)} times)",
                              {"kind": "fs-grows", "folder": folder, "per_session": per},
                              [s for s, _ in runs]))
    return specs


def check_fs_refused(model: dict[str, Any], facts: Facts, prev: Facts | None) -> bool | None:
    folder = str(model.get("folder"))
    if _get(facts, "fs", "refused", folder):
        return True
    return False if _get(facts, "fs", "written", folder) else None


def check_fs_grows(model: dict[str, Any], facts: Facts, prev: Facts | None) -> bool | None:
    folder = str(model.get("folder"))
    now, before = _get(facts, "fs", "counts", folder), _get(prev or {}, "fs", "counts", folder)
    if not isinstance(now, int) or not isinstance(before, int):
        return None
    return now > before


# -- system-state ---------------------------------------------------------------------------
SYSTEM_WORDING = {
    "hooks": ("memory-engine hooks are wired (settings files) for {value}", "events"),
    "plugin": ("memory-engine runs as a plugin: {value}", ""),
    "python": ("the hooks run on Python {value}", ""),
    "engine": ("memory-engine version {value} is installed", ""),
    "auto_memory": ("Claude Code's own auto-memory is on: {value}", ""),
}


def fit_system(hist: list[Facts]) -> list[Spec]:
    recent = [f for f in hist if isinstance(f.get("system"), dict)][-MIN_SESSIONS:]
    if len(recent) < 2:
        return []
    specs = []
    for name, (wording, _) in SYSTEM_WORDING.items():
        values = [f["system"].get(name) for f in recent]
        if values[-1] is None or any(v != values[-1] for v in values):
            continue
        shown = ", ".join(values[-1]) if isinstance(values[-1], list) else values[-1]
        specs.append(Spec("system-state", f"system-{name.replace('_', '-')}",
                          "at the start of the next session",
                          wording.format(value=shown or "no event") +
                          f" (the same in the last {len(recent)} sessions)",
                          {"kind": "system", "field": name, "value": values[-1]},
                          [f["session"] for f in recent]))
    return specs


def check_system(model: dict[str, Any], facts: Facts, prev: Facts | None) -> bool | None:
    system = facts.get("system")
    if not isinstance(system, dict) or model.get("field") not in system:
        return None
    return bool(system[model["field"]] == model.get("value"))


# -- workspace-state-transitions ------------------------------------------------------------
def fit_workspace(hist: list[Facts]) -> list[Spec]:
    specs: list[Spec] = []
    git = [f for f in hist if isinstance(f.get("git_end"), dict)]
    if len(git) < MIN_SESSIONS:
        return specs
    ids = [f["session"] for f in git]
    branches = Counter(_get(f, "git_end", "branch") for f in git)
    branch, count = branches.most_common(1)[0]
    if branch and count * 3 >= len(git) * 2:
        specs.append(Spec("workspace-state-transitions", "git-branch",
                          "when the next session starts",
                          f"the checkout is on branch {branch} ({count} of {len(git)} sessions)",
                          {"kind": "git-branch", "branch": branch}, ids))
    spans = [f for f in git if isinstance(f.get("git_start"), dict)]
    if len(spans) >= MIN_SESSIONS:
        moved = sum(1 for f in spans if f["git_start"].get("head") != f["git_end"].get("head"))
        moves = moved * 2 > len(spans)
        specs.append(Spec("workspace-state-transitions", "git-head-moves", "during a session",
                          f"HEAD {'moves (commits are made)' if moves else 'stays put'} "
                          f"({moved} of {len(spans)} sessions moved it)",
                          {"kind": "git-moves", "moves": moves}, ids))
    pairs = [(a, b) for a, b in pairwise(hist)
             if isinstance(a.get("git_end"), dict) and isinstance(b.get("git_start"), dict)]
    if len(pairs) >= MIN_SESSIONS - 1:
        changed = sum(1 for a, b in pairs if a["git_end"].get("head") != b["git_start"].get("head"))
        changes = changed * 2 > len(pairs)
        specs.append(Spec("workspace-state-transitions", "git-between-sessions",
                          "between the end of one session and the start of the next",
                          f"HEAD {'changes outside the agent' if changes else 'is left as it was'}"
                          f" ({changed} of {len(pairs)} gaps changed it)",
                          {"kind": "git-outside", "changes": changes}, ids))
    dirty = [int(f["dirty"]) for f in git if isinstance(f.get("dirty"), int)]
    if len(dirty) >= MIN_SESSIONS:
        top = math.ceil(1.5 * quantile([float(d) for d in dirty], 0.75)) + 1
        specs.append(Spec("workspace-state-transitions", "git-dirty", "when a session ends",
                          f"at most {top} paths are uncommitted (median "
                          f"{_median([float(d) for d in dirty]):g})",
                          {"kind": "git-dirty", "max": top}, ids))
    return specs


def check_git_branch(model: dict[str, Any], facts: Facts, prev: Facts | None) -> bool | None:
    state = facts.get("git_start") or facts.get("git_end")
    return state.get("branch") == model.get("branch") if isinstance(state, dict) else None


def check_git_moves(model: dict[str, Any], facts: Facts, prev: Facts | None) -> bool | None:
    start, end = facts.get("git_start"), facts.get("git_end")
    if not isinstance(start, dict) or not isinstance(end, dict):
        return None
    return (start.get("head") != end.get("head")) == bool(model.get("moves"))


def check_git_outside(model: dict[str, Any], facts: Facts, prev: Facts | None) -> bool | None:
    before, start = _get(prev or {}, "git_end"), facts.get("git_start")
    if not isinstance(before, dict) or not isinstance(start, dict):
        return None
    return (before.get("head") != start.get("head")) == bool(model.get("changes"))


def check_git_dirty(model: dict[str, Any], facts: Facts, prev: Facts | None) -> bool | None:
    dirty = facts.get("dirty")
    return dirty <= int(model.get("max") or 0) if isinstance(dirty, int) else None


# -- principal-response ---------------------------------------------------------------------
def fit_principal(hist: list[Facts]) -> list[Spec]:
    runs = [f for f in hist if (_get(f, "principal", "prompts") or 0) > 0]
    if len(runs) < MIN_SESSIONS:
        return []
    ids = [f["session"] for f in runs]
    lengths = [float(f["principal"]["length_p50"]) for f in runs]
    lo, hi = math.floor(0.5 * quantile(lengths, 0.25)), math.ceil(2 * quantile(lengths, 0.75))
    specs = [Spec("principal-response", "principal-prompt-length", "when the principal writes",
                  f"a prompt is {lo} to {hi} characters long (median {_median(lengths):g})",
                  {"kind": "principal-length", "low": lo, "high": hi}, ids)]
    hours = [float(h) for f in runs for h in f["principal"].get("hours") or []]
    if hours:
        first, last = int(quantile(hours, 0.1)), int(quantile(hours, 0.9))
        specs.append(Spec("principal-response", "principal-hours", "when the principal works",
                          f"prompts arrive between {first:02d}:00 and {last:02d}:59 local time "
                          f"({len(hours)} prompts)",
                          {"kind": "principal-hours", "first": first, "last": last}, ids))
    density = [f["principal"].get("corrections", 0) / f["principal"]["prompts"] for f in runs]
    mean = sum(density) / len(density)
    top = round(max(2 * mean, mean + 0.15), 2)
    specs.append(Spec("principal-response", "principal-corrections",
                      "when the principal reacts to the agent's work",
                      f"at most {top:.0%} of prompts correct the agent (mean {mean:.0%})",
                      {"kind": "principal-corrections", "max": top}, ids))
    return specs


def _principal(facts: Facts) -> dict[str, Any] | None:
    found = facts.get("principal")
    return found if isinstance(found, dict) and (found.get("prompts") or 0) > 0 else None


def check_length(model: dict[str, Any], facts: Facts, prev: Facts | None) -> bool | None:
    p = _principal(facts)
    if p is None or p.get("length_p50") is None:
        return None
    return float(model["low"]) <= float(p["length_p50"]) <= float(model["high"])


def check_hours(model: dict[str, Any], facts: Facts, prev: Facts | None) -> bool | None:
    p = _principal(facts)
    hours = (p or {}).get("hours") or []
    if not hours:
        return None
    inside = sum(1 for h in hours if int(model["first"]) <= h <= int(model["last"]))
    return inside * 2 >= len(hours)


def check_corrections(model: dict[str, Any], facts: Facts, prev: Facts | None) -> bool | None:
    p = _principal(facts)
    if p is None:
        return None
    return bool(p.get("corrections", 0) / p["prompts"] <= float(model["max"]))


FITTERS: tuple[Callable[[list[Facts]], list[Spec]], ...] = (
    fit_tools, fit_filesystem, fit_system, fit_workspace, fit_principal)

CHECKERS: dict[str, Callable[[dict[str, Any], Facts, Facts | None], bool | None]] = {
    "tool": check_tool, "fs-refused": check_fs_refused, "fs-grows": check_fs_grows,
    "system": check_system, "git-branch": check_git_branch, "git-moves": check_git_moves,
    "git-outside": check_git_outside, "git-dirty": check_git_dirty,
    "principal-length": check_length, "principal-hours": check_hours,
    "principal-corrections": check_corrections,
}


def fit_all(hist: list[Facts]) -> list[Spec]:
    return [spec for fitter in FITTERS for spec in fitter(hist)]


def backtest(spec: Spec, hist: list[Facts]) -> tuple[int, int]:
    """(agreements, tests) of a fitted spec over the sessions it was fitted on: in-sample, so
    it only seeds the confidence; hits and misses count only sessions that come after."""
    check = CHECKERS[spec.model["kind"]]
    agree = tests = 0
    for prev, facts in zip([None, *hist], hist, strict=False):
        found = check(spec.model, facts, prev)
        if found is not None:
            tests += 1
            agree += int(found)
    return agree, tests
