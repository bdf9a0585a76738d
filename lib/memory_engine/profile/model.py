"""`_capability_profile.json`: read cheaply, updated under a lock, written atomically.

The file is read by the cold start and the per-prompt assessment, so its format is fixed:

    {"alpha": 0.1, "last_updated": "2026-05-23T10:00:00+02:00",
     "dimensions": {"coding": {"p": 0.62, "updates": 7, "last_updated": "..."}},
     "tail": [{"at", "dimension", "r", "p_before", "p_after", "source"}, ...]}   # last 200

A dimension never updated has no entry; readers treat it as the honest 0.5. An update is a
read-modify-write under an exclusive lock beside the file (`.capability_profile.lock`), so
concurrent sessions never lose one; the write goes through `storefs` (atomic rename, no symlink
followed). Dates come from `clock.now()`, so a replayed month is dated as it happened.

Settings, all optional, in memory-engine.toml:

    [profile]
    location = "user"      # where the file lives (see config.py)
    alpha = 0.1            # EMA step
    lambda = 0.5           # weight of c_v (recent verified outcomes) against c_p
    gamma = 0.5            # damping of c_p towards 0.5 when the profile has not moved
    stale_hours = 48
    theta = 0.55           # below: CONSIDER_DELEGATION
    hook_min_updates = 3   # the prompt hook speaks only about a dimension measured this often
"""

from __future__ import annotations

import os

TYPE_CHECKING = False  # not `from typing`: the prompt hook reads the profile
if TYPE_CHECKING:
    from typing import Any

    from memory_engine.config import StoreConfig

UNKNOWN_P = 0.5  # the honest value for a dimension never measured
TAIL_MAX = 200
LOCK_NAME = ".capability_profile.lock"
MAX_PROFILE_BYTES = 4 * 1024 * 1024
DEFAULTS: dict[str, float] = {"alpha": 0.1, "lambda": 0.5, "gamma": 0.5, "stale_hours": 48.0,
                              "theta": 0.55, "hook_min_updates": 3.0}


class ProfileError(ValueError):
    """A value the profile cannot take; the message says which values it accepts."""


def settings(config: StoreConfig) -> dict[str, float]:
    """The `[profile]` numbers of the config over the defaults (a non-number is ignored)."""
    section = config.raw.get("profile", {})
    out = dict(DEFAULTS)
    if isinstance(section, dict):
        for key in DEFAULTS:
            value = section.get(key)
            if isinstance(value, (int, float)) and not isinstance(value, bool):
                out[key] = float(value)
    return out


def empty(alpha: float) -> dict[str, Any]:
    return {"alpha": alpha, "last_updated": None, "dimensions": {}, "tail": []}


def load(config: StoreConfig) -> dict[str, Any] | None:
    """The profile as stored, or None when there is none (or it is unreadable: a reader then
    falls back to the honest 0.5 rather than to figures it cannot trust)."""
    from memory_engine.storage.sessionstate import read_json

    data = read_json(config.profile_path_str, MAX_PROFILE_BYTES)
    if not isinstance(data, dict) or not isinstance(data.get("dimensions"), dict):
        return None
    return data


def dimension_p(profile: dict[str, Any] | None, dimension: str) -> tuple[float, int]:
    """(p, updates) of a dimension; (0.5, 0) when never measured."""
    entry = (profile or {}).get("dimensions", {}).get(dimension)
    if not isinstance(entry, dict):
        return UNKNOWN_P, 0
    p, updates = entry.get("p"), entry.get("updates")
    if not isinstance(p, (int, float)) or not 0.0 <= float(p) <= 1.0:
        return UNKNOWN_P, 0
    return float(p), int(updates) if isinstance(updates, int) else 0


def ema(p: float, r: float, alpha: float) -> float:
    """One step of the moving average: `p + alpha (r - p)`."""
    return p + alpha * (r - p)


def check_unit(name: str, value: float) -> float:
    if not isinstance(value, (int, float)) or isinstance(value, bool) or not (
            0.0 <= float(value) <= 1.0):
        raise ProfileError(f"{name} must be a number between 0 and 1 (got {value!r})")
    return float(value)


def check_dimension(name: str) -> str:
    cleaned = name.strip().lower()
    if not cleaned or len(cleaned) > 40 or not all(c.isalnum() or c in "-_/" for c in cleaned):
        raise ProfileError(f"dimension {name!r}: use a short name of letters, digits, '-', '_' "
                           "or '/' (for example coding, debugging, shell/devops)")
    return cleaned


def update(config: StoreConfig, dimension: str, r: float, source: str) -> dict[str, Any]:
    """Move `dimension` towards `r` under the profile's lock; returns the tail entry written."""
    dimension = check_dimension(dimension)
    r = check_unit("r", r)
    from memory_engine.storage import storefs
    from memory_engine.storage.atomic import locked

    path = config.profile_path_str
    base = config.base_of(path)
    folder = os.path.dirname(path)
    if not os.path.isdir(folder) or os.path.islink(folder):
        storefs.make_dirs(base, folder)
    with locked(os.path.join(folder, LOCK_NAME)):
        alpha = settings(config)["alpha"]
        profile = load(config) if os.path.exists(path) else None
        if profile is None:
            if os.path.exists(path):
                _keep_unreadable(base, path)
            profile = empty(alpha)
        profile["alpha"] = alpha  # the step in use is the config's, and the file says so
        before, updates = dimension_p(profile, dimension)
        after = ema(before, r, alpha)
        from memory_engine import clock  # datetime: only for a write, never for a read

        stamp = clock.now().isoformat(timespec="seconds")
        profile["dimensions"][dimension] = {"p": after, "updates": updates + 1,
                                            "last_updated": stamp}
        entry = {"at": stamp, "dimension": dimension, "r": r, "p_before": before,
                 "p_after": after, "source": str(source)[:80]}
        tail = profile.get("tail")
        tail = [t for t in tail if isinstance(t, dict)] if isinstance(tail, list) else []
        tail.append(entry)
        profile["tail"] = tail[-TAIL_MAX:]
        profile["last_updated"] = stamp
        storefs.write_json(base, path, profile, durable=True)
    return entry


def _keep_unreadable(base: str, path: str) -> None:
    """An unreadable profile is moved aside, not overwritten: nothing is lost silently."""
    from memory_engine import clock
    from memory_engine.storage import storefs

    stamp = clock.now().strftime("%Y%m%dT%H%M%S")
    storefs.move(base, path, f"{path}.unreadable-{stamp}")
