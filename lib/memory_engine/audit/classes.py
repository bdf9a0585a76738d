"""The six failure classes (SPEC section 8, the seed's audit), the composite "N of 6 tiers
functional" and the maturity level (SPEC section 9), decided from the audit's figures.

The six units the composite counts are the five tiers plus the admission queue (`_drafts/`),
the one folder the SPEC's layout gives a write discipline of its own. A unit is functional when
it holds valid records (the queue: when it has decided drafts), every file in it passes the
schema, it was written or read within the recent window, and no failure class names it.
"""

from __future__ import annotations

from typing import Any

from memory_engine.audit.ingestion import MIN_CAPTURE
from memory_engine.records import tiers as T

DRAFTS = "_drafts"
UNITS = (*T.TIERS, DRAFTS)
CLASS_IDS = ("broken_ingestion", "descriptive_episodic", "frozen_profile", "schema_violations",
             "missing_admission", "empty_ambient_buckets")
# a gate that has decided this many drafts and blocked none filters nothing
MIN_DECISIONS_FOR_RATE = 20


def _failure(cid: str, tier: str, evidence: str, fix: str) -> dict[str, str]:
    return {"id": cid, "tier": tier, "evidence": evidence, "fix": fix}


def failure_classes(fig: dict[str, Any]) -> list[dict[str, str]]:
    tiers, ing, prof, drafts = fig["tiers"], fig["episodic"], fig["profile"], fig["drafts"]
    out: list[dict[str, str]] = []
    # 1. broken ingestion: the episodic tier is not fed while the store is in use
    others = sum(t["files"] for name, t in tiers.items() if name != T.EPISODIC)
    if ing["gaps"]:
        g = max(ing["gaps"], key=lambda x: x["days"])
        out.append(_failure("broken_ingestion", T.EPISODIC,
                            f"no episodic trace for {g['days']} days ({g['from']} to {g['to']}) "
                            f"while the store was active on {g['active_days']} of them; last "
                            f"trace {ing['last_trace'] or 'never'}",
                            "check the Stop/SessionEnd hooks are installed (`python install.py`)"
                            ", then `memengine reflexion --backfill --days "
                            f"{max(g['days'], 7)}`"))
    elif tiers[T.EPISODIC]["valid"] == 0 and others:
        out.append(_failure("broken_ingestion", T.EPISODIC,
                            f"no episodic trace at all while other tiers hold {others} files",
                            "install the hooks (`python install.py`), then `memengine reflexion "
                            "--backfill --days 30`"))
    # 2. descriptive episodic: traces narrate instead of prescribing
    latest = ing["latest"]
    kinds = latest["kinds"]
    judged = kinds["prescriptive"] + kinds["descriptive"]
    rate = latest["capture_rate"]
    if judged and kinds["descriptive"] * 2 >= judged:
        out.append(_failure("descriptive_episodic", T.EPISODIC,
                            f"{kinds['descriptive']} of the {judged} newest traces with content "
                            f"(since {latest['since']}) say what happened but not what to do "
                            "differently (no 'Do instead', no lesson audit, no rule-shaped line)",
                            "`memengine reflexion --backfill --days 30` rewrites the window's "
                            "traces prescriptively (corrections, do-instead, lesson audit)"))
    elif rate is not None and rate < MIN_CAPTURE:
        out.append(_failure("descriptive_episodic", T.EPISODIC,
                            f"the {latest['traces']} newest traces captured "
                            f"{latest['turns_captured']} of {latest['turns_total']} human turns "
                            f"({rate:.0%}): most corrections never reach a trace",
                            "`memengine reflexion --backfill --days 30` (no slice cap, "
                            "stratified sampling)"))
    # 3. frozen capability profile
    if prof["present"] and prof["frozen"]:
        age = prof["age_hours"]
        out.append(_failure("frozen_profile", T.PROCEDURAL,
                            f"{prof['path']}: last updated {prof['last_updated'] or 'never'}"
                            + (f" ({age / 24:.1f} days before the audit)" if age is not None
                               else "") + f", {prof['updates']} update(s) in all; a frozen "
                            "profile reports false-high confidence",
                            "install the task-end hooks (`python install.py`) so each task "
                            "updates the profile; until then delete the file (absent = honest "
                            "c_p 0.5)"))
    # 4. schema violations
    for tier in T.TIERS:
        t = tiers[tier]
        if t["invalid"]:
            fields = ", ".join(f"{k} ({v})" for k, v in sorted(
                t["failing_fields"].items(), key=lambda kv: (-kv[1], kv[0]))[:6])
            out.append(_failure("schema_violations", tier,
                                f"{t['invalid']} of {t['files']} {tier} files fail the schema "
                                f"(invisible to recall and promotion); failing fields: {fields}",
                                f"`memengine migrate-frontmatter --tier {tier} --dry-run`, then "
                                f"without --dry-run; `memengine validate` to check"))
    # 5. missing admission control
    decisions = drafts["decisions"]
    written = sum(t["valid"] for name, t in tiers.items() if name != T.EPISODIC)
    if written and not decisions and not drafts["pending"]:
        out.append(_failure("missing_admission", DRAFTS,
                            f"{written} records outside episodic but no admission activity: "
                            "nothing pending, applied, strengthened or rejected in _drafts/",
                            "install the pre-write gate (`python install.py`); queue candidates "
                            "with `memengine drafts add`, decide them with `memengine drafts "
                            "apply --all`"))
    elif decisions >= MIN_DECISIONS_FOR_RATE and not drafts["rejected_total"]:
        out.append(_failure("missing_admission", DRAFTS,
                            f"{decisions} drafts decided and none rejected: the gate filters "
                            "nothing (the seed blocked 35-45 %)",
                            "check [admission] threshold in memory-engine.toml (`memengine "
                            "config`), then `memengine drafts process`"))
    # ... and no gate in front of the agent's own writes: a Write into a tier lands unchecked
    hook = fig["hooks"]
    if not hook["pre_write_gate"] and any(t["files"] for t in tiers.values()):
        checked = ", ".join(f["path"] for f in hook["files"])
        out.append(_failure("missing_admission", DRAFTS,
                            "no pre-write gate installed: no memory-engine PreToolUse entry "
                            f"(pre_write) in {checked}, so the agent's Write/Edit into a tier "
                            "bypasses admission (secrets, injection, schema, score)",
                            f"`python install.py {hook['project']}` (from the memory-engine "
                            "checkout; `--scope project` to share it with the team)"))
    # 6. empty ambient-context buckets
    empty = tiers[T.ENVIRONMENT].get("empty_buckets") or []
    if empty and any(t["files"] for t in tiers.values()):  # a new, empty store is L0, not broken
        out.append(_failure("empty_ambient_buckets", T.ENVIRONMENT,
                            f"{len(empty)} of {len(T.ENV_BUCKETS)} environment-dynamics "
                            f"sub-buckets hold no record: {', '.join(empty)}",
                            "queue predictions with `memengine drafts add --tier "
                            "environment-dynamics --file NOTE.md` (frontmatter `bucket: ...`), "
                            "or import notes with `memengine migrate-frontmatter --import DIR "
                            "--tier environment-dynamics`"))
    return out


def functional_units(fig: dict[str, Any], failures: list[dict[str, str]]) -> dict[str, Any]:
    named = {f["tier"] for f in failures}
    units: dict[str, Any] = {}
    for tier in T.TIERS:
        tiers_fig = fig["tiers"][tier]
        conn = tiers_fig["connectivity"]
        why = []
        if not tiers_fig["valid"]:
            why.append("no valid record")
        if tiers_fig["invalid"]:
            why.append(f"{tiers_fig['invalid']} file(s) fail the schema")
        if not (conn["written_recently"] or conn["read_recently"]):
            why.append(f"neither written nor read in {conn['window_days']} days")
        if tier in named:
            why.append("named by a failure class")
        units[tier] = {"functional": not why, "why_not": why}
    d = fig["drafts"]
    why = []
    if not d["decisions"]:
        why.append("no draft decided")
    if DRAFTS in named:
        why.append("named by a failure class")
    units[DRAFTS] = {"functional": not why, "why_not": why}
    return units


def maturity(fig: dict[str, Any], failures: list[dict[str, str]]) -> tuple[str, str]:
    """(level, why) on the SPEC's scale L0-L4."""
    tiers = fig["tiers"]
    files = sum(t["files"] for t in tiers.values())
    holding = [name for name, t in tiers.items() if t["files"]]
    if not files:
        return "L0", "no memory file: nothing persists between sessions"
    if len(holding) < 2:
        return "L1", f"memory lives in one tier only ({holding[0]})"
    if len(holding) < len(T.TIERS):
        missing = [t for t in T.TIERS if t not in holding]
        return "L2", (f"structured memory with typed retrieval, but {', '.join(missing)} "
                      "hold nothing yet")
    if failures:
        ids = ", ".join(dict.fromkeys(f["id"] for f in failures))
        return "L3", f"all five tiers exist and hold files, but the loop is broken: {ids}"
    if not fig["profile"]["present"]:
        return "L3", "every check passes but no capability profile is kept after tasks"
    return "L4", ("cybernetic: canonical frontmatter everywhere, profile updated after tasks, "
                  "admission filtering, prescriptive episodic, environment-dynamics populated")
