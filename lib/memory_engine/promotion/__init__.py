"""Promotion, anti-promotion and the links between tiers (SPEC section 5).

- `evidence`: the corrections the episodic traces and the procedural lessons hold, clustered by
  what they are about (stemmed specific words, never the traces' template wording);
- `promote`: episodic -> semantic (a cluster seen in 3 sessions or more becomes one pattern that
  links its episodes, both ways) and semantic -> procedural (observations >= 5 and confidence
  >= 0.90);
- `demote`: a rule violated again and again, a record contradicted by a more confident one, a
  stale low-confidence pattern: demoted (confidence lowered) or archived, never deleted;
- `changes`: every write of the above through the admission gate and `Store`, as a version
  whose history names its evidence, so `memengine restore` undoes it.

`run_pass(store)` plans and (unless dry) applies all of it; `memengine promote` and the daily
cadence at session end (`memory_engine.jobs`) call it.
"""

from __future__ import annotations

from memory_engine.promotion.changes import Change
from memory_engine.promotion.run import PassReport, run_pass

__all__ = ["Change", "PassReport", "run_pass"]
