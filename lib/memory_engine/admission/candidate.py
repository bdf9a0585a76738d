"""What admission judges: a candidate's text and what its source declared, and the schema issues
every judgement of it starts with.

Kept apart from the factors and the scoring so that a writer whose candidate fails the schema
(the pre-write gate fed plain text, a record with a broken field) learns so without importing
the screens, the wording models and the scorer: the schema is the first reason a candidate is
rejected, whatever the rest of it says.
"""

from __future__ import annotations

from memory_engine.plain import MISSING, Plain

TYPE_CHECKING = False  # not `from typing`: that import alone costs a hook milliseconds
if TYPE_CHECKING:
    import datetime as dt
    from typing import Any

# How much of a candidate's text the scoring reads (the screens read all of it): far more than
# any fact or rule is written in.
SCORED_CHARS = 20_000
EMPTY_TEXT = "text: is empty; give the candidate some content"


class Candidate(Plain):
    """What admission scores: the text plus whatever the source declared about it."""

    _FIELDS = ("tier", "text", "topic", "source", "fields", "provenance", "queued_at")

    def __init__(self, tier: str, text: str, topic: str | None = None, source: str = "agent",
                 fields: dict[str, Any] = MISSING, provenance: dict[str, Any] = MISSING,
                 queued_at: dt.datetime | None = None) -> None:
        self.tier = tier
        self.text = text
        self.topic = topic
        self.source = source
        self.fields = {} if fields is MISSING else fields
        self.provenance = {} if provenance is MISSING else provenance
        self.queued_at = queued_at

    def full_text(self) -> str:
        """The text the factors read: body plus an environment record's condition/prediction."""
        parts = [self.text]
        for name in ("condition", "prediction"):
            value = self.fields.get(name)
            if isinstance(value, str) and value.strip():
                parts.append(value)
        return "\n".join(parts)

    def scored_text(self) -> str:
        """What the candidate says, as it is judged: its first SCORED_CHARS characters."""
        return self.full_text()[:SCORED_CHARS]


def schema_issues(candidate: Candidate, problems: list[str] | None) -> list[str]:
    """The schema issues a judgement of `candidate` reports: the record's `problems`, and an
    empty text. Any of them rejects the candidate before anything else is looked at."""
    issues = list(problems or [])
    if not candidate.scored_text().strip():
        issues.append(EMPTY_TEXT)
    return issues
