"""Strict validation of canonical frontmatter into typed records.

Every problem is reported, not just the first, and each one names the file, the field, what is
wrong and how to fix it: a file that silently fails the schema is invisible to promotion, which is
the failure this project exists to prevent (SPEC section 3).
"""

from __future__ import annotations

from memory_engine import clock, rxcache
from memory_engine.clock import dt
from memory_engine.errors import RecordError
from memory_engine.plain import Frozen
from memory_engine.records import tiers as T
from memory_engine.records.safepath import UnsafePathError, check_id
from memory_engine.records.types import (
    COMMON_FIELDS,
    PROCEDURAL_KINDS,
    SEVERITIES,
    Outcomes,
    Record,
    Violations,
    record_class,
)

TYPE_CHECKING = False  # not `from typing`: that import alone costs the pre-write hook milliseconds
if TYPE_CHECKING:
    from typing import Any

__all__ = ["Issue", "RecordError", "as_date", "check_size", "validate"]

TOPIC_PATTERN = rxcache.compile(r"^[a-z0-9][a-z0-9-]*$")
SEMANTIC_MAX_LINES = 200
SEMANTIC_MAX_BYTES = 100 * 1024
OTHER_MAX_BYTES = 1024 * 1024


class Issue(Frozen):
    """One problem of a record file (a frozen value, as a frozen dataclass)."""

    _FIELDS = ("file", "field", "problem", "fix", "severity")
    file: str
    field: str
    problem: str
    fix: str
    severity: str  # "error" makes the record invalid; "warning" only fails --strict

    def __init__(self, file: str, field: str, problem: str, fix: str,
                 severity: str = "error") -> None:
        self._set("file", file)
        self._set("field", field)
        self._set("problem", problem)
        self._set("fix", fix)
        self._set("severity", severity)

    def __str__(self) -> str:
        return f"{self.file}: {self.field}: {self.problem}; fix: {self.fix}"

    def to_dict(self) -> dict[str, str]:
        return {"file": self.file, "field": self.field, "problem": self.problem, "fix": self.fix,
                "severity": self.severity}




def as_date(value: Any) -> dt.date | None:
    """A frontmatter date as YAML gives it (a date, a datetime, or an ISO string), else None."""
    if isinstance(value, dt.datetime):
        return value.date()
    if isinstance(value, dt.date):
        return value
    if isinstance(value, str):
        try:
            return dt.date.fromisoformat(value.strip()[:10])
        except ValueError:
            return None
    return None


class _Checker:
    def __init__(self, file: str, meta: dict[str, Any]) -> None:
        self.file = file
        self.meta = meta
        self.issues: list[Issue] = []

    def error(self, name: str, problem: str, fix: str) -> None:
        self.issues.append(Issue(self.file, name, problem, fix))

    def warn(self, name: str, problem: str, fix: str) -> None:
        self.issues.append(Issue(self.file, name, problem, fix, "warning"))

    def present(self, name: str, example: str) -> bool:
        if name not in self.meta or self.meta[name] is None:
            self.error(name, "missing", f"add `{name}: {example}` to the frontmatter")
            return False
        return True

    def string(self, name: str, example: str, allow_empty: bool = False) -> str:
        if not self.present(name, example):
            return ""
        value = self.meta[name]
        if not isinstance(value, str):
            self.error(name, f"must be a string, got {type(value).__name__} {value!r}",
                       f"write it as text, e.g. `{name}: {example}`")
            return str(value)
        if not allow_empty and not value.strip():
            self.error(name, "is empty", f"give it a value, e.g. `{name}: {example}`")
        return value

    def number(self, name: str, example: str, lo: float, hi: float) -> float:
        if not self.present(name, example):
            return lo
        value = self.meta[name]
        if isinstance(value, bool) or not isinstance(value, int | float):
            self.error(name, f"must be a number, got {value!r}", f"use e.g. `{name}: {example}`")
            return lo
        if not lo <= float(value) <= hi:
            self.error(name, f"{value} is outside [{lo:g}, {hi:g}]",
                       f"use a value between {lo:g} and {hi:g}")
        return float(value)

    def integer(self, name: str, example: str, minimum: int, source: dict[str, Any] | None = None,
                label: str | None = None) -> int:
        data = self.meta if source is None else source
        label = label or name
        if name not in data or data[name] is None:
            self.error(label, "missing", f"add `{name}: {example}`")
            return minimum
        value = data[name]
        if isinstance(value, bool) or not isinstance(value, int):
            self.error(label, f"must be a whole number, got {value!r}",
                       f"use e.g. `{name}: {example}`")
            return minimum
        if value < minimum:
            self.error(label, f"{value} is below {minimum}", f"use a number >= {minimum}")
            return minimum
        return value

    def date(self, name: str) -> dt.date:
        today = clock.today()
        if not self.present(name, today.isoformat()):
            return today
        value = self.meta[name]
        found = as_date(value)
        if found is not None:
            return found
        self.error(name, f"must be an ISO date, got {value!r}",
                   f"write it as YYYY-MM-DD, e.g. `{name}: {today.isoformat()}`")
        return today

    def string_list(self, name: str, example: str, required: bool = True) -> list[str]:
        if name not in self.meta or self.meta[name] is None:
            if required:
                self.error(name, "missing", f"add `{name}: [{example}]`")
            return []
        value = self.meta[name]
        if isinstance(value, str):
            self.error(name, f"must be a list, got the single string {value!r}",
                       f"write it as a list: `{name}: [{value}]`")
            return [value]
        if not isinstance(value, list):
            self.error(name, f"must be a list of strings, got {type(value).__name__}",
                       f"write it as `{name}: [{example}]`")
            return []
        out: list[str] = []
        for i, item in enumerate(value):
            if not isinstance(item, str | int | float) or isinstance(item, bool):
                self.error(f"{name}[{i}]", f"must be a string, got {item!r}", "quote the entry")
            else:
                out.append(str(item))
        return out

    def choice(self, name: str, choices: tuple[str, ...]) -> str:
        value = self.string(name, choices[0])
        if value and value not in choices:
            self.error(name, f"{value!r} is not one of {', '.join(choices)}",
                       f"use one of: {', '.join(choices)}")
        return value


def validate(meta: Any, body: str, file: str, expected_tier: str | None = None,
             expected_bucket: str | None = None,
             expected_id: str | None = None) -> tuple[Record, list[Issue]]:
    """Validate frontmatter into the right record class and its warnings.

    Raises RecordError listing every issue (errors and warnings) when any error is found.
    """
    if not isinstance(meta, dict) or not meta:
        raise RecordError([Issue(file, "frontmatter",
                                 "missing or not a mapping of fields",
                                 "start the file with a `---` block holding id, tier, topic, "
                                 "confidence, observations, last_touched, created, source, "
                                 "links (run `memengine validate` after editing)")])
    c = _Checker(file, meta)
    record_id = c.string("id", "my-pattern")
    if record_id:
        try:
            check_id(record_id)
        except UnsafePathError as exc:
            c.error("id", str(exc), "rename the id and the file together")
        if expected_id is not None and record_id != expected_id:
            c.error("id", f"{record_id!r} does not match the file name {expected_id!r}.md",
                    f"rename the file to {record_id}.md or set `id: {expected_id}`")
    tier = c.string("tier", expected_tier or T.SEMANTIC)
    if tier and tier not in T.TIERS:
        c.error("tier", f"{tier!r} is not a tier", f"use one of: {', '.join(T.TIERS)}")
    if expected_tier and tier in T.TIERS and tier != expected_tier:
        c.error("tier", f"says {tier!r} but the file is in the {expected_tier}/ folder",
                f"set `tier: {expected_tier}` or move the file to {tier}/")
    topic = c.string("topic", "style-tone")
    if topic and isinstance(meta.get("topic"), str) and not TOPIC_PATTERN.match(topic):
        c.warn("topic", f"{topic!r} is not a kebab-case tag",
               "use lowercase words joined by '-', e.g. `topic: style-tone`")
    confidence = c.number("confidence", "0.7", 0.0, 1.0)
    observations = c.integer("observations", "1", 1)
    last_touched = c.date("last_touched")
    created = c.date("created")
    if created > last_touched:
        c.warn("created", f"{created} is after last_touched {last_touched}",
               "set last_touched to the latest date the record was confirmed")
    source = c.string_list("source", "manual")
    if "source" in meta and not source and isinstance(meta.get("source"), list):
        c.error("source", "is empty; every record needs provenance",
                "name the session id or file it came from, or `[manual]` if hand-written")
    links = c.string_list("links", "procedural/some-rule", required=True)
    for i, link in enumerate(links):
        head, _, tail = link.partition("/")
        if head not in T.TIERS or not tail:
            c.error(f"links[{i}]", f"{link!r} is not `tier/id`",
                    f"write links as tier/id with tier one of {', '.join(T.TIERS)}")
            continue
        try:
            check_id(tail)
        except UnsafePathError as exc:
            c.error(f"links[{i}]", str(exc), "point the link at a valid record id")

    common: dict[str, Any] = dict(
        id=record_id, tier=tier, topic=topic, confidence=confidence, observations=observations,
        last_touched=last_touched, created=created, source=source, links=links, body=body)
    known = set(COMMON_FIELDS)
    extras: dict[str, Any] = {}
    effective_tier = tier if tier in T.TIERS else (expected_tier or T.SEMANTIC)
    cls = record_class(effective_tier)
    known.update(cls.TIER_FIELDS)

    if effective_tier == T.EPISODIC:
        extras["date"] = c.date("date")
        extras["event_type"] = c.string("event_type", "session")
        extras["sessions"] = c.string_list("sessions", "<session-id>")
        total = c.integer("turns_total", "0", 0)
        captured = c.integer("turns_captured", "0", 0)
        if captured > total:
            c.error("turns_captured", f"{captured} is more than turns_total {total}",
                    "recount: captured turns are a subset of all human turns")
        extras["turns_total"], extras["turns_captured"] = total, captured
    elif effective_tier == T.PROCEDURAL:
        kind = c.choice("kind", PROCEDURAL_KINDS)
        extras["kind"] = kind
        triggers = c.string_list("trigger", "'pattern'", required=True)
        if kind in ("rule", "lesson") and "trigger" in meta and not triggers:
            c.error("trigger", "is empty, so nothing will ever select this rule",
                    "list the words or patterns that should bring it up")
        extras["trigger"] = triggers
        extras["severity"] = c.choice("severity", SEVERITIES)
        raw_v = meta.get("violations")
        if raw_v is None:
            c.error("violations", "missing", "add `violations: {count: 0, last_session: null}`")
            extras["violations"] = Violations()
        elif not isinstance(raw_v, dict):
            c.error("violations", f"must be a mapping, got {raw_v!r}",
                    "write `violations: {count: N, last_session: <session-id or null>}`")
            extras["violations"] = Violations()
        else:
            count = c.integer("count", "0", 0, raw_v, "violations.count")
            last = raw_v.get("last_session")
            if last is not None and not isinstance(last, str):
                c.error("violations.last_session", f"must be a session id or null, got {last!r}",
                        "quote the session id")
                last = str(last)
            extras["violations"] = Violations(count=count, last_session=last)
    elif effective_tier == T.PERSONALIZED:
        extras["principal"] = c.string("principal", "user")
        extras["domain"] = c.string("domain", "writing")
    elif effective_tier == T.ENVIRONMENT:
        bucket = c.choice("bucket", T.ENV_BUCKETS)
        if expected_bucket and bucket and bucket != expected_bucket:
            c.error("bucket", f"says {bucket!r} but the file is in {expected_bucket}/",
                    f"set `bucket: {expected_bucket}` or move the file")
        extras["bucket"] = bucket
        extras["condition"] = c.string("condition", "when X happens")
        extras["prediction"] = c.string("prediction", "Y follows")
        raw_o = meta.get("outcomes")
        if raw_o is None:
            c.error("outcomes", "missing", "add `outcomes: {hits: 0, misses: 0}`")
            extras["outcomes"] = Outcomes()
        elif not isinstance(raw_o, dict):
            c.error("outcomes", f"must be a mapping, got {raw_o!r}",
                    "write `outcomes: {hits: N, misses: M}`")
            extras["outcomes"] = Outcomes()
        else:
            extras["outcomes"] = Outcomes(
                hits=c.integer("hits", "0", 0, raw_o, "outcomes.hits"),
                misses=c.integer("misses", "0", 0, raw_o, "outcomes.misses"))

    unknown = {k: v for k, v in meta.items() if k not in known}
    for name in unknown:
        c.warn(str(name), "is not a canonical field (kept as is)",
               "remove it or move the information into the body")
    errors = [i for i in c.issues if i.severity == "error"]
    if errors:
        raise RecordError(c.issues)
    return cls(**common, **extras, extra=unknown), c.issues


def check_size(record_tier: str, text: str, file: str) -> list[Issue]:
    """The chunk discipline: one semantic pattern per file, small enough to read at a glance."""
    size = len(text.encode("utf-8"))
    issues: list[Issue] = []
    if record_tier == T.SEMANTIC:
        lines = text.count("\n") + (0 if text.endswith("\n") else 1)
        if lines > SEMANTIC_MAX_LINES:
            issues.append(Issue(file, "body", f"{lines} lines, over the {SEMANTIC_MAX_LINES}-line"
                                " chunk limit for semantic patterns",
                                "split it into several records, one pattern each"))
        if size > SEMANTIC_MAX_BYTES:
            issues.append(Issue(file, "body", f"{size} bytes, over the 100 KB chunk limit",
                                "split it into several records, one pattern each"))
    elif size > OTHER_MAX_BYTES:
        issues.append(Issue(file, "body", f"{size} bytes, over the 1 MB record limit",
                            "split it into several records"))
    return issues
