"""Should the agent do this task itself? `c = lambda c_v + (1 - lambda) c_p` against theta.

- `c_p`: the profile's long-run EMA for the task's dimension; the honest 0.5 when the dimension
  was never measured. When the profile has not moved for `stale_hours` (48 by default), `c_p`
  is damped towards 0.5 by gamma: `0.5 + gamma (c_p - 0.5)`. A frozen profile that says 0.85 is
  worse than none, so a stale figure is half-trusted, never taken at face value; damping towards
  the uninformed value (not towards 0) keeps a stale profile from claiming incompetence either.
- `c_v`: recent verified outcomes for that dimension: the mean `r` of its last few updates in
  the profile's tail (what the principal actually said lately, which the long EMA smooths
  over), or a value the caller gives; 0.5 when there is none.
- decision: EXECUTE_DIRECT when `c >= theta`, else CONSIDER_DELEGATION.
"""

from __future__ import annotations

import datetime as dt

from memory_engine import clock
from memory_engine.profile import model

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from memory_engine.config import StoreConfig

RECENT = 5  # tail entries of a dimension that make up c_v
EXECUTE_DIRECT = "EXECUTE_DIRECT"
CONSIDER_DELEGATION = "CONSIDER_DELEGATION"


class Assessment:
    __slots__ = ("c", "c_p", "c_v", "c_v_source", "damped", "decision", "dimension",
                 "hours_since_update", "theta", "updates")

    def __init__(self, *, dimension: str, c_p: float, c_v: float, c: float, damped: bool,
                 decision: str, theta: float, updates: int, c_v_source: str,
                 hours_since_update: float | None) -> None:
        self.dimension = dimension
        self.c_p = c_p
        self.c_v = c_v
        self.c = c
        self.damped = damped
        self.decision = decision
        self.theta = theta
        self.updates = updates
        self.c_v_source = c_v_source
        self.hours_since_update = hours_since_update

    def to_dict(self) -> dict[str, Any]:
        return {name: getattr(self, name) for name in (
            "dimension", "c_p", "c_v", "c", "damped", "decision", "theta", "updates",
            "c_v_source", "hours_since_update")}

    def line(self) -> str:
        """One sentence with the numbers, for the agent."""
        why = (f"p={self.c_p:.2f} over {self.updates} rated task(s)" if self.updates else
               "never rated: the honest 0.5")
        if self.damped:
            since = (f"{self.hours_since_update:.0f} h" if self.hours_since_update is not None
                     else "an unknown time")
            why += f", damped: profile unchanged for {since}"
        return (f"{self.decision} for this {self.dimension} task: confidence c={self.c:.2f} < "
                f"theta {self.theta:.2f} (c_p={self.c_p:.2f}, {why}; c_v={self.c_v:.2f} from "
                f"{self.c_v_source}).")


def hours_since(stamp: object, now: dt.datetime) -> float | None:
    try:
        when = dt.datetime.fromisoformat(str(stamp).replace("Z", "+00:00"))
    except ValueError:
        return None
    if when.tzinfo is None:
        when = when.astimezone()
    return (now - when).total_seconds() / 3600.0


def recent_outcomes(profile: dict[str, Any] | None, dimension: str) -> list[float]:
    tail = (profile or {}).get("tail")
    if not isinstance(tail, list):
        return []
    found = [float(t["r"]) for t in tail if isinstance(t, dict) and t.get("dimension") ==
             dimension and isinstance(t.get("r"), (int, float))]
    return found[-RECENT:]


def assess(config: StoreConfig, dimension: str, *, c_v: float | None = None,
           profile: dict[str, Any] | None = None, now: dt.datetime | None = None,
           loaded: bool = False) -> Assessment:
    """The assessment of a task of `dimension` (pass `profile` with `loaded=True` to reuse a
    profile already read)."""
    opts = model.settings(config)
    if not loaded:
        profile = model.load(config)
    now = now or clock.now()
    p, updates = model.dimension_p(profile, dimension)
    hours = hours_since((profile or {}).get("last_updated"), now) if profile else None
    # a profile with figures but no readable date cannot show it is fresh: treat it as stale
    stale = profile is not None and updates > 0 and (hours is None or
                                                     hours > opts["stale_hours"])
    c_p = model.UNKNOWN_P + opts["gamma"] * (p - model.UNKNOWN_P) if stale else p
    if c_v is not None:
        c_v_value, source = model.check_unit("c_v", c_v), "the caller"
    else:
        recent = recent_outcomes(profile, dimension)
        c_v_value = sum(recent) / len(recent) if recent else model.UNKNOWN_P
        source = (f"the last {len(recent)} outcome(s)" if recent else "no outcome yet")
    lam = opts["lambda"]
    c = lam * c_v_value + (1.0 - lam) * c_p
    theta = opts["theta"]
    return Assessment(dimension=dimension, c_p=round(c_p, 6), c_v=round(c_v_value, 6),
                      c=round(c, 6), damped=stale, theta=theta, updates=updates,
                      decision=EXECUTE_DIRECT if c >= theta else CONSIDER_DELEGATION,
                      c_v_source=source,
                      hours_since_update=round(hours, 2) if hours is not None else None)
