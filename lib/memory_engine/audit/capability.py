"""The capability profile as the audit sees it (procedural/_capability_profile.json, user store
by default): its age, how many updates it took, and each dimension's trajectory.

Read defensively: the file is `{"alpha", "last_updated", "dimensions": {name: {"p", "updates",
"last_updated"}}, "tail": [...]}`, but any of it may be missing or hand-edited, and an absent
profile is a valid state (the honest c_p = 0.5), not an error.
"""

from __future__ import annotations

import datetime as dt
import os
from typing import Any

from memory_engine import fastjson

FROZEN_HOURS = 48  # SPEC section 6: not moved in 48 h => treated as stale


def _when(value: object) -> dt.datetime | None:
    if not isinstance(value, str | int | float) or isinstance(value, bool):
        return None
    if isinstance(value, int | float):
        try:
            return dt.datetime.fromtimestamp(float(value))
        except (OverflowError, OSError, ValueError):
            return None
    try:
        stamp = dt.datetime.fromisoformat(value.strip().replace("Z", "+00:00"))
    except ValueError:
        return None
    return stamp.replace(tzinfo=None) if stamp.tzinfo is None else \
        stamp.astimezone().replace(tzinfo=None)


def _number(value: object) -> float | None:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return float(value)


def _tail_points(tail: object, today: dt.date) -> dict[str, list[tuple[str, float]]]:
    """(ISO time, p) per dimension from the tail's entries, whatever they call their keys."""
    points: dict[str, list[tuple[str, float]]] = {}
    for item in tail if isinstance(tail, list) else []:
        if not isinstance(item, dict):
            continue
        dim = item.get("dimension", item.get("dim", item.get("name")))
        p = next((v for v in (_number(item.get(k)) for k in ("p", "p_after", "value", "new"))
                  if v is not None), None)
        when = next((w for w in (_when(item.get(k)) for k in
                                 ("at", "ts", "time", "when", "last_updated", "updated"))
                     if w is not None), None)
        if not isinstance(dim, str) or p is None or when is None or when.date() > today:
            continue
        points.setdefault(dim, []).append((when.isoformat(timespec="seconds"), p))
    for series in points.values():
        series.sort()
    return points


def read_profile(path: str, now: dt.datetime) -> dict[str, Any]:
    """Age, updates, dimensions and trajectories of the profile at `path`, as of `now`."""
    out: dict[str, Any] = {"path": path, "present": False, "readable": False,
                           "last_updated": None, "age_hours": None, "updates": 0,
                           "frozen": False, "dimensions": {}, "trajectory": {}}
    try:
        with open(path, encoding="utf-8") as handle:
            data = fastjson.loads(handle.read(8 << 20))
    except FileNotFoundError:
        return out
    except (OSError, ValueError) as exc:
        out.update(present=True, problem=f"unreadable ({type(exc).__name__})")
        return out
    out["present"] = True
    if not isinstance(data, dict):
        out["problem"] = "not a JSON object"
        return out
    out["readable"] = True
    raw_dims = data.get("dimensions")
    dims: dict[str, Any] = raw_dims if isinstance(raw_dims, dict) else {}
    updates = 0
    stamps: list[dt.datetime] = []
    for name, dim in dims.items():
        if not isinstance(dim, dict):
            continue
        n = dim.get("updates")
        n = int(n) if isinstance(n, int) and not isinstance(n, bool) and n >= 0 else 0
        updates += n
        when = _when(dim.get("last_updated"))
        if when is not None:
            stamps.append(when)
        out["dimensions"][str(name)] = {"p": _number(dim.get("p")), "updates": n,
                                        "last_updated": when.isoformat(timespec="seconds")
                                        if when else None}
    top = _when(data.get("last_updated"))
    last = top or (max(stamps) if stamps else None)
    out["updates"] = updates
    out["trajectory"] = _tail_points(data.get("tail"), now.date())
    if last is None:
        out["problem"] = "no valid last_updated"
        out["frozen"] = True
        return out
    age = max(0.0, (now - last).total_seconds() / 3600)
    out.update(last_updated=last.isoformat(timespec="seconds"), age_hours=round(age, 1),
               frozen=age > FROZEN_HOURS)
    if last > now:
        if not any(out["trajectory"].values()):
            # nothing in its tail is as old as the audit's day: it did not exist yet
            out.update(present=False, frozen=False, age_hours=None,
                       note="first updated after the audit's day")
        else:
            out["note"] = "updated after the audit's day; judged by its tail up to that day"
    return out


def profile_path(store: Any) -> str:
    return str(os.fspath(store.config.profile_path_str))
