"""Inferring canonical frontmatter for one legacy file, keeping every byte of its body.

What is declared and valid is kept; what is missing is inferred: `tier` from the folder,
`topic` from the file name (the content when the name says nothing), `confidence` from hedging
language (0.7, -0.15 per hedge, or a word like "high" mapped to a number), `observations` from
how many other files say much the same (cross-file similarity), `last_touched` from the file's
mtime. Fixes are applied only where they are certain: a `source` entry YAML read as a mapping
(`- session: 4f2a`) becomes the string it was meant to be; a frontmatter line whose unquoted
value holds `: ` is quoted.
"""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from memory_engine.records import tiers as T
from memory_engine.records.safepath import UnsafePathError, check_id, slugify
from memory_engine.records.schema import as_date

_WORD_CONFIDENCE = {"very high": 0.9, "high": 0.85, "medium": 0.6, "moderate": 0.6,
                    "low": 0.35, "very low": 0.2}
_UNQUOTED = re.compile(r"^(?P<key>[A-Za-z_][\w-]*): (?P<value>[^'\"\[{|>#][^#]*?: .*)$")
SIMILAR = 0.5


def repair_yaml(block: str) -> str:
    """Quote top-level values that hold `: ` (YAML reads them as a nested mapping or fails)."""
    out = []
    for line in block.splitlines():
        found = _UNQUOTED.match(line)
        if found:
            value = found.group("value").replace("'", "''")
            line = f"{found.group('key')}: '{value}'"
        out.append(line)
    return "\n".join(out)


def split(text: str) -> tuple[dict[str, Any], str, list[str]]:
    """(frontmatter, body, fixes) of a legacy file; a block that does not parse even after the
    certain repair is kept as body text (nothing is dropped)."""
    import yaml

    from memory_engine.records import fileformat

    fixes: list[str] = []
    if not text.startswith("---"):
        return {}, text, fixes
    try:
        meta, body = fileformat.loads(text)
        return meta, body, fixes
    except (yaml.YAMLError, ValueError):
        pass
    end = text.find("\n---", 3)
    if end < 0:
        return {}, text, fixes
    repaired = "---\n" + repair_yaml(text[4:end]) + text[end:]
    try:
        meta, body = fileformat.loads(repaired)
    except (yaml.YAMLError, ValueError):
        return {}, text, ["frontmatter does not parse: kept as body text"]
    fixes.append("quoted a frontmatter value holding ': '")
    return meta, body, fixes


def confidence_of(value: Any, body: str) -> float:
    if isinstance(value, int | float) and not isinstance(value, bool) and 0 <= value <= 1:
        return float(value)
    if isinstance(value, str) and value.strip().lower() in _WORD_CONFIDENCE:
        return _WORD_CONFIDENCE[value.strip().lower()]
    from memory_engine.admission.features import HEDGE

    hedges = len(HEDGE.findall(body))
    return round(min(0.95, max(0.3, 0.7 - 0.15 * hedges)), 2)


def topic_of(value: Any, stem: str, body: str) -> str:
    from memory_engine.admission.build import infer_topic
    from memory_engine.records.schema import TOPIC_PATTERN

    if isinstance(value, str) and TOPIC_PATTERN.match(value):
        return value
    named = re.sub(r"^\d{4}-\d{2}-\d{2}-?", "", stem)
    slug = slugify(named, 40) if re.search(r"[A-Za-z]{3}", named) else ""
    return slug or infer_topic(body)


def source_of(value: Any, rel: str) -> tuple[list[str], list[str]]:
    fixes: list[str] = []
    items = value if isinstance(value, list) else [value] if value not in (None, "", []) else []
    out: list[str] = []
    for item in items:
        if isinstance(item, dict):
            out.extend(f"{k}: {v}" for k, v in item.items())
            fixes.append("source entry YAML read as a mapping turned back into text")
        elif isinstance(item, str | int | float) and not isinstance(item, bool):
            out.append(str(item))
    return (out or [f"file:{rel}"]), fixes


def infer(meta: dict[str, Any], body: str, *, tier: str, stem: str, rel: str,
          mtime: dt.date, observations: int, today: dt.date,
          bucket: str | None = None) -> tuple[dict[str, Any], list[str]]:
    """Canonical frontmatter for a legacy file: declared values kept where valid."""
    from memory_engine.admission.build import defaults
    from memory_engine.admission.candidate import Candidate

    fixes: list[str] = []
    touched = min(as_date(meta.get("last_touched")) or mtime, today)
    created = min(as_date(meta.get("created")) or touched, touched)
    topic = topic_of(meta.get("topic"), stem, body)
    confidence = confidence_of(meta.get("confidence"), body)
    source, source_fixes = source_of(meta.get("source"), rel)
    fixes.extend(source_fixes)
    cand = Candidate(tier=tier, text=body, topic=topic, source="migrate", fields={},
                     provenance={}, queued_at=None)
    out = defaults(cand, touched, confidence)
    for key, value in meta.items():
        if key not in ("tier", "id"):
            out[key] = value
    declared_obs = meta.get("observations")
    out.update(id=stem, tier=tier, topic=topic, confidence=confidence, last_touched=touched,
               created=created, source=source,
               observations=declared_obs if isinstance(declared_obs, int) and
               not isinstance(declared_obs, bool) and declared_obs >= 1 else observations)
    if not isinstance(out.get("links"), list):
        out["links"] = []
    if tier == T.ENVIRONMENT and bucket:
        out["bucket"] = bucket
    if tier == T.EPISODIC:
        out["date"] = as_date(meta.get("date")) or touched
    return out, fixes


def valid_stem(stem: str) -> bool:
    try:
        check_id(stem)
    except UnsafePathError:
        return False
    return True
