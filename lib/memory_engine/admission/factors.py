"""The six A-MAC factors: deterministic functions of a candidate, each a value in [0, 1].

Every factor returns the value, the evidence it used (short human-readable strings, shown by
`memengine drafts score`) and a short phrase naming the weakness when the value is low (used in
the reason a rejected write gives the agent). The numbers below are the whole model: there is no
learning and no hidden state, so the same candidate against the same store always scores the same.

1. future_utility: will this be useful again?  base 0.35; +0.30 phrased as a rule or a
   preference; +0.15 claims generality (always/never/by default/every time); +0.07 per referenced
   entity (command, path, file, env var, version; at most +0.20); -0.35 narrates a one-off event
   (-0.15 if it still prescribes something: always/must/prefer...); -0.10 hedged; -0.20 fewer
   than 4 content words; -0.10 a plan rather than knowledge.
2. factual_confidence: how sure is it?  base = declared confidence or 0.70; -0.25 per hedge
   (at most -0.60); +0.10 at 2 observations, +0.20 at 3 or more; +0.10 links or cited evidence;
   +0.15 verified by a tool (provenance) or citing a measurement; capped at 0.10 when it
   contradicts a confident record.
3. semantic_novelty: 1 - similarity to the closest record of any tier (see `similarity`).
4. temporal_recency: age of the observation with a half-life of 90 days for state descriptions
   and 365 days for rules and preferences (90 for a rule that names something that drifts: a
   version, "still", "latest", "now"; full value for the first 14 days; no decay for a fact
   about the code that names a file or path and no version or "still/latest/now"); at most 0.35 when
   it describes a passing state ("currently", "right now", "is down"...), at most 0.20 when a more
   recent record on the same subject exists.
5. content_type_prior: by what it is: preference 0.90, rule 0.90, prediction 0.85, lesson or
   skill 0.85, pattern/fact 0.75, episodic trace 0.60, plan 0.50, guess 0.40, passing state 0.30,
   anecdote 0.25.
6. environment_prediction_improvement: does it predict how the environment reacts?  base 0.50;
   +0.30 condition -> effect form (when/if/after ... returns/fails/takes, naming a measure, an
   entity or an act, or a condition clause and the clause it governs; or an
   environment-dynamics record with condition and prediction); +0.10 measured (numbers with units,
   recorded hits); +0.10 refines an existing prediction on the same subject; -0.20 anecdote;
   -0.20 passing state.
"""

from __future__ import annotations

from memory_engine.admission.candidate import Candidate
from memory_engine.admission.features import CHANGING, Features, content_tokens, timeless
from memory_engine.admission.similarity import Neighbour
from memory_engine.clock import dt
from memory_engine.plain import Plain
from memory_engine.records import tiers as T

TYPE_CHECKING = False  # not `from typing`: its import costs a hook process milliseconds
if TYPE_CHECKING:
    from typing import Any, NamedTuple

    from memory_engine.admission.contradiction import Contradiction
else:
    from memory_engine.plain import NamedTuple

FACTORS: tuple[str, ...] = ("future_utility", "factual_confidence", "semantic_novelty",
                            "temporal_recency", "content_type_prior",
                            "environment_prediction_improvement")

TYPE_PRIORS: dict[str, float] = {
    "preference": 0.90, "rule": 0.90, "prediction": 0.85, "lesson": 0.85, "skill": 0.85,
    "pattern": 0.75, "trace": 0.60, "plan": 0.50, "guess": 0.40, "state": 0.30,
    "anecdote": 0.25,
}


class Factor(NamedTuple):
    value: float
    evidence: list[str]
    weakness: str


class Context(Plain):
    """What the factors know besides the candidate: its cues, its neighbours, today."""

    _FIELDS = ("features", "neighbours", "today", "contradiction", "superseded_by")

    def __init__(self, features: Features, neighbours: list[Neighbour], today: dt.date,
                 contradiction: Contradiction | None = None,
                 superseded_by: Neighbour | None = None) -> None:
        self.features = features
        self.neighbours = neighbours
        self.today = today
        self.contradiction = contradiction
        self.superseded_by = superseded_by


def _clamp(value: float) -> float:
    return round(min(1.0, max(0.0, value)), 3)


def _as_date(value: Any) -> dt.date | None:
    if isinstance(value, dt.datetime):
        return value.date()
    if isinstance(value, dt.date):
        return value
    if isinstance(value, str) and value.strip():
        try:
            return dt.date.fromisoformat(value.strip()[:10])
        except ValueError:
            return None
    return None


def observed_on(c: Candidate) -> dt.date | None:
    """When the thing was observed: provenance, else the declared dates, else queue time."""
    for value in (c.provenance.get("observed_at"), c.fields.get("last_touched"),
                  c.fields.get("created"), c.queued_at):
        found = _as_date(value)
        if found is not None:
            return found
    return None


def _int(value: Any, default: int) -> int:
    if isinstance(value, bool):
        return default
    if isinstance(value, int):
        return value
    if isinstance(value, float):
        return int(value)
    return default


def content_type(c: Candidate, f: Features) -> str:
    """Which of TYPE_PRIORS this candidate is, from its tier, kind and wording."""
    if f.anecdote and not f.prescriptive:
        return "anecdote"
    if f.transient:
        return "state"
    if f.hedges:
        return "guess"
    if f.plan and not f.prescriptive:
        return "plan"
    if c.tier == T.PERSONALIZED:
        return "preference"
    if c.tier == T.PROCEDURAL:
        kind = c.fields.get("kind")
        return kind if kind in ("lesson", "skill") else "rule"
    if c.tier == T.ENVIRONMENT:
        return "prediction"
    if c.tier == T.EPISODIC:
        return "trace"
    return "rule" if f.actionable and f.general else "pattern"


def future_utility(c: Candidate, ctx: Context) -> Factor:
    f = ctx.features
    value, ev = 0.35, []
    if f.actionable:
        value += 0.30
        ev.append(f"phrased as a rule/preference ({', '.join(f.actionable[:3])})")
    if f.general:
        value += 0.15
        ev.append(f"general ({', '.join(f.general[:2])})")
    if f.entities:
        value += min(0.20, 0.07 * len(f.entities))
        ev.append(f"{len(f.entities)} referenced entities ({', '.join(f.entities[:3])})")
    if f.anecdote:
        value -= 0.15 if f.prescriptive else 0.35
        ev.append(f"narrates a one-off event ({', '.join(f.anecdote[:2])})")
    if f.hedges:
        value -= 0.10
        ev.append("speculative")
    if len(content_tokens(c.full_text())) < 4:
        value -= 0.20
        ev.append("fewer than 4 content words")
    if f.plan:
        value -= 0.10
        ev.append(f"a plan, not knowledge ({f.plan[0]})")
    weakness = "one-off anecdote" if f.anecdote else "not actionable or reusable"
    return Factor(_clamp(value), ev, weakness)


def factual_confidence(c: Candidate, ctx: Context) -> Factor:
    f = ctx.features
    declared = c.fields.get("confidence")
    if isinstance(declared, int | float) and not isinstance(declared, bool):
        value = float(declared)
        ev = [f"declared confidence {value:.2f}"]
    else:
        value, ev = 0.70, ["no declared confidence (0.70)"]
    if f.hedges:
        value -= min(0.60, 0.25 * len(f.hedges))
        ev.append(f"hedged ({', '.join(f.hedges[:3])})")
    observations = _int(c.fields.get("observations"), 1)
    if observations >= 3:
        value += 0.20
        ev.append(f"{observations} observations")
    elif observations == 2:
        value += 0.10
        ev.append("2 observations")
    links = c.fields.get("links") or c.provenance.get("evidence")
    if links:
        value += 0.10
        ev.append("links to evidence")
    if c.provenance.get("tool_verified") or f.verified:
        value += 0.15
        ev.append("verified" + (f" ({f.verified[0]})" if f.verified else " by a tool"))
    if ctx.contradiction is not None:
        value = min(value, 0.10)
        ev.append(f"contradicts {ctx.contradiction.tier}/{ctx.contradiction.record_id} "
                  f"(confidence {ctx.contradiction.confidence:.2f})")
    parts = []
    if observations <= 1:
        parts.append("single observation")
    if f.hedges:
        parts.append("hedged")
    if ctx.contradiction is not None:
        parts.append("contradicts a confident record")
    return Factor(_clamp(value), ev, ", ".join(parts) or "unverified")


def semantic_novelty(c: Candidate, ctx: Context) -> Factor:
    if not ctx.neighbours:
        return Factor(1.0, ["no similar record in any tier"], "")
    best = ctx.neighbours[0]
    return Factor(_clamp(1.0 - best.similarity),
                  [f"closest: {best.tier}/{best.id} (similarity {best.similarity:.2f})"],
                  f"already known as {best.tier}/{best.id}")


def age_value(c: Candidate, kind: str, today: dt.date) -> tuple[float, str]:
    """Recency from the observation's age alone, and how it was reached."""
    observed = observed_on(c)
    if observed is None:
        return 1.0, "observation date unknown (taken as today)"
    age = max(0, (today - observed).days)
    if kind == "pattern" and timeless(c.full_text()):
        # Staleness is about states that change; a fact about the code that names no version
        # or current value stays true until the code changes (a later record would say so).
        return 1.0, (f"observed {age} days ago; a fact about the code with nothing that "
                     "drifts, so age alone does not age it")
    # A rule ages slowly, unless what it says drifts (a version, "still", "currently"...): then
    # it ages like the state it names.
    lasting = kind in ("rule", "preference", "lesson", "skill") and \
        CHANGING.search(c.full_text()) is None
    half_life = 365.0 if lasting else 90.0
    value = 1.0 if age <= 14 else 0.5 ** ((age - 14) / half_life)
    return value, f"observed {age} days ago (half-life {half_life:.0f} d)"


def temporal_recency(c: Candidate, ctx: Context) -> Factor:
    f = ctx.features
    observed = observed_on(c)
    value, how = age_value(c, content_type(c, f), ctx.today)
    ev = [how]
    weakness = f"observed long ago ({observed})" if value < 0.5 else ""
    if f.transient:
        value = min(value, 0.35)
        ev.append(f"describes a passing state ({', '.join(f.transient[:2])})")
        weakness = "describes a passing state"
    if ctx.superseded_by is not None:
        value = min(value, 0.20)
        ev.append(f"superseded by {ctx.superseded_by.tier}/{ctx.superseded_by.id} "
                  f"(last touched {ctx.superseded_by.last_touched})")
        weakness = f"superseded by {ctx.superseded_by.tier}/{ctx.superseded_by.id}"
    return Factor(_clamp(value), ev, weakness or "stale")


def content_type_prior(c: Candidate, ctx: Context) -> Factor:
    kind = content_type(c, ctx.features)
    value = TYPE_PRIORS[kind]
    phrase = {"anecdote": "a one-off anecdote", "state": "a passing state", "guess": "a guess",
              "plan": "a plan, not knowledge", "trace": "an episodic trace"}.get(kind, kind)
    return Factor(value, [f"type {kind} (prior {value:.2f})"], phrase)


def environment_prediction_improvement(c: Candidate, ctx: Context) -> Factor:
    f = ctx.features
    value, ev = 0.50, []
    declared = (c.tier == T.ENVIRONMENT and bool(c.fields.get("condition"))
                and bool(c.fields.get("prediction")))
    if declared or (f.predictive and (f.measured or f.entities or f.actionable
                                      or f.conditional)):
        value += 0.30
        ev.append("condition -> effect" + (" (declared)" if declared else
                                           f" ({', '.join(f.predictive[:2])})"))
    outcomes = c.fields.get("outcomes")
    hits = outcomes.get("hits", 0) if isinstance(outcomes, dict) else 0
    if f.measured or (isinstance(hits, int) and hits > 0):
        value += 0.10
        ev.append("measured" + (f" ({f.measured[0]})" if f.measured else f" ({hits} hits)"))
    refines = [n for n in ctx.neighbours
               if n.tier == T.ENVIRONMENT and 0.3 <= n.similarity < 0.75]
    if refines and (f.measured or f.predictive):
        value += 0.10
        ev.append(f"refines {refines[0].tier}/{refines[0].id}")
    if f.anecdote:
        value -= 0.20
        ev.append("anecdote, predicts nothing")
    if f.transient:
        value -= 0.20
        ev.append("passing state, predicts nothing lasting")
    if not ev:
        ev.append("no prediction about the environment")
    return Factor(_clamp(value), ev, "predicts nothing")


FUNCTIONS = {
    "future_utility": future_utility,
    "factual_confidence": factual_confidence,
    "semantic_novelty": semantic_novelty,
    "temporal_recency": temporal_recency,
    "content_type_prior": content_type_prior,
    "environment_prediction_improvement": environment_prediction_improvement,
}
