"""The one admission gate: every writer asks `admit` before a candidate may become memory.

The pre-write hook (a Write/Edit aimed at a tier file), the drafts queue (`drafts add`, `drafts
process`, session end) and reflexion's lesson candidates all call `admit`, which

1. parses once: a candidate that is a whole record file gives its frontmatter as declared fields;
2. checks the schema once: the exact file when the write names one, else the record the draft
   would become;
3. screens and scores once (`scoring.assess`: secrets, injection, contradiction, duplicate, the
   six factors).

The first two are `parse_candidate`, which imports neither the screens nor the scorer (nor, for
a text without a `---` line, the YAML stack): the schema is the first reason a candidate is
rejected, so a writer that only needs to know whether it fails there (the pre-write gate) asks
it first and hands what it parsed on to `admit`.

A write that maintains an existing record (bumping `observations`, fixing a field) is judged on
the hard checks only (schema, secrets, injection): re-scoring an old record against the store
would punish its age.
"""

from __future__ import annotations

import os

from memory_engine.admission.candidate import Candidate
from memory_engine.plain import MISSING, Plain
from memory_engine.records import tiers as T

TYPE_CHECKING = False  # not `from typing`: that import alone costs the pre-write hook milliseconds
if TYPE_CHECKING:
    import datetime as dt
    from typing import Any

    from memory_engine.admission.scoring import AdmissionConfig, Assessment
    from memory_engine.storage.store import Store


class Target(Plain):
    """Where a candidate wants to go: a tier, or an exact record file inside one."""

    _FIELDS = ("tier", "path", "bucket", "existing")

    def __init__(self, tier: str, path: str | None = None, bucket: str | None = None,
                 existing: bool = False) -> None:
        self.tier = tier
        self.path = path          # the file a write names (pre-write), else None
        self.bucket = bucket      # environment-dynamics sub-bucket of that file
        self.existing = existing  # the file exists: maintenance, judged on hard checks only


class Submission(Plain):
    """What a writer hands the gate besides the text."""

    _FIELDS = ("topic", "source", "fields", "provenance", "queued_at", "redacted")

    def __init__(self, topic: str | None = None, source: str = "agent",
                 fields: dict[str, Any] = MISSING, provenance: dict[str, Any] = MISSING,
                 queued_at: dt.datetime | None = None, redacted: list[str] = MISSING) -> None:
        self.topic = topic
        self.source = source
        self.fields = {} if fields is MISSING else fields
        self.provenance = {} if provenance is MISSING else provenance
        self.queued_at = queued_at
        self.redacted = [] if redacted is MISSING else redacted  # kinds removed before queueing


def admission_config(store: Store) -> AdmissionConfig:
    from memory_engine.admission.scoring import AdmissionConfig

    return AdmissionConfig.from_raw(store.config.raw, store.config.config_path_str)


def split(text: str) -> tuple[dict[str, Any], str]:
    """(frontmatter, body) of a candidate: a whole record file declares fields; plain text none.
    The one YAML parse of a candidate (the loader refuses aliases), or the same values read
    without the YAML stack when the frontmatter is plain (`plainyaml.loads`)."""
    if not text.lstrip().startswith("---"):
        return {}, text
    from memory_engine.records import plainyaml

    plain = plainyaml.loads(text)  # most records: without the YAML stack
    if plain is not None:
        return plain
    import yaml

    from memory_engine.records import fileformat

    try:
        declared, body = fileformat.loads(text)
    except (yaml.YAMLError, ValueError):
        return {}, text
    return (declared, body) if declared else ({}, text)


def candidate_of(declared: dict[str, Any], body: str, tier: str, sub: Submission) -> Candidate:
    fields = {**{k: v for k, v in declared.items() if k != "tier"}, **sub.fields}
    topic = sub.topic
    if topic is None and isinstance(fields.get("topic"), str):
        topic = fields["topic"]
    return Candidate(tier=tier, text=body, topic=topic, source=sub.source, fields=fields,
                     provenance=dict(sub.provenance), queued_at=sub.queued_at)


def parse_candidate(text: str, goal: Target, sub: Submission | None = None,
                    today: dt.date | None = None) -> tuple[Candidate, list[str]]:
    """The candidate `text` makes for `goal`, and its schema problems: the file's when `goal`
    names one, else those of the record it would become (`candidate.schema_issues` adds an empty
    text). The parse and the check `admit` starts with, without the screens or the scorer."""
    declared, body = split(text)
    cand = candidate_of(declared, body, goal.tier, sub or Submission())
    if goal.tier not in T.TIERS:
        problems = [f"tier: {goal.tier!r} is not a tier (fix: use one of {', '.join(T.TIERS)})"]
    elif goal.path is not None:
        problems = _file_problems(goal, text, declared, body)
    else:
        from memory_engine.admission.build import schema_problems

        problems = schema_problems(cand, today)
    return cand, problems


def admit(store: Store, text: str, *, target: Target | str,
          submission: Submission | None = None, config: AdmissionConfig | None = None,
          today: dt.date | None = None, refresh: bool = True,
          also_screened: str = "",
          parsed: tuple[Candidate, list[str]] | None = None) -> Assessment:
    """Judge `text` as a candidate for `target`; changes nothing. `also_screened`: what the
    record keeps beyond `text`, screened (secrets, injection, hazard) but not scored. `parsed`:
    what `parse_candidate` gave for the same text, target and submission (not parsed again)."""
    from memory_engine.admission.scoring import HARD_REASONS, assess

    goal = Target(target) if isinstance(target, str) else target
    sub = submission or Submission()
    cand, problems = parsed or parse_candidate(text, goal, sub, today)
    verdict = assess(store.index, cand, config or admission_config(store), today=today,
                     schema_issues=problems, redacted=sub.redacted, refresh=refresh,
                     exclude_path=goal.path, also_screened=also_screened)
    # An edit of an existing record passes on the hard checks; one that would lift a safeguard
    # or claim precedence is held like a new record (a hijacked agent edits files too).
    if goal.existing and verdict.reason not in (*HARD_REASONS, "review"):
        verdict.decision, verdict.reason = "apply", None
        verdict.message = "maintenance of an existing record: schema, secrets and injection pass"
    return verdict


def _file_problems(goal: Target, text: str, declared: dict[str, Any], body: str) -> list[str]:
    """Schema errors of `text` as the exact file `goal.path` (from the parse `split` did; a
    file whose YAML does not parse is parsed again only to name the error). A text without a
    `---` line has no frontmatter the parser could find: it is checked as the parser would
    return it (no fields, the text stripped) without importing the YAML stack."""
    from memory_engine.errors import RecordError
    from memory_engine.records.schema import validate

    assert goal.path is not None
    stem = os.path.splitext(os.path.basename(goal.path))[0]
    try:
        if declared:
            validate(declared, body, goal.path, goal.tier, goal.bucket, stem)
        elif "---" not in text:
            validate({}, text.strip(), goal.path, goal.tier, goal.bucket, stem)
        else:
            from memory_engine.records.recordio import parse_text

            parse_text(text, goal.path, goal.tier, goal.bucket, stem)
    except RecordError as exc:
        return [f"{i.field}: {i.problem} (fix: {i.fix})" for i in exc.issues
                if getattr(i, "severity", "error") == "error"]
    return []
