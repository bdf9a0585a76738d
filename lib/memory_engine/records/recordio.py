"""Reading and rendering record files (Markdown + YAML frontmatter via python-frontmatter).

This module imports the YAML stack, so the hooks' fast paths never import it: they read the
derived index instead, and only a write or a re-index of a changed file comes here.
"""

from __future__ import annotations

import yaml

from memory_engine.records import fileformat
from memory_engine.records.schema import OTHER_MAX_BYTES, Issue, RecordError, validate
from memory_engine.records.types import Record

MAX_READ_BYTES = 4 * OTHER_MAX_BYTES  # anything larger is not a memory record; refuse to parse it


def parse_text(text: str, file: str, expected_tier: str | None = None,
               expected_bucket: str | None = None,
               expected_id: str | None = None) -> tuple[Record, list[Issue]]:
    try:
        metadata, content = fileformat.loads(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" at line {mark.line + 2}" if mark is not None else ""
        if isinstance(exc, fileformat.UnsafeYAMLError):
            raise RecordError([Issue(file, "frontmatter", f"refused{where}: {exc.problem}",
                                     "write every value out in plain YAML")]) from exc
        raise RecordError([Issue(file, "frontmatter", f"YAML syntax error{where}: "
                                 f"{getattr(exc, 'problem', None) or exc}",
                                 "fix the YAML between the --- lines (quote values that "
                                 "contain ':' or '#')")]) from exc
    except ValueError as exc:  # frontmatter raises this for some malformed delimiters
        raise RecordError([Issue(file, "frontmatter", str(exc),
                                 "fix the --- delimited block at the top")]) from exc
    return validate(metadata, content, file, expected_tier, expected_bucket,
                    expected_id)


def render(record: Record) -> str:
    body = record.body if record.body.endswith("\n") or not record.body else record.body + "\n"
    from memory_engine.storage.storefs import screen_text, screen_value

    # Screened here, field by field, because a redaction marker written into YAML after the fact
    # could change a value's type; storefs screens the whole text again on its way to disk.
    return fileformat.dumps(screen_value(record.to_metadata(), schema_fields=True),
                            screen_text(body)) + ("\n" if not body else "")


def parse_bytes(data: bytes, file: str, expected_tier: str | None = None,
                expected_bucket: str | None = None,
                expected_id: str | None = None) -> tuple[Record, list[Issue]]:
    """Like parse_text, for raw file bytes: binary or non-UTF-8 content is a clear error."""
    if len(data) > MAX_READ_BYTES:
        raise RecordError([Issue(file, "file", f"{len(data)} bytes is too large for a memory "
                                 "record", "split it, or move it out of the store")])
    if b"\x00" in data:
        raise RecordError([Issue(file, "file", "contains NUL bytes (binary data)",
                                 "memory records are UTF-8 text; move the file out of the store")])
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise RecordError([Issue(file, "file", f"not valid UTF-8 (byte {exc.start})",
                                 "re-save the file as UTF-8")]) from exc
    return parse_text(text, file, expected_tier, expected_bucket, expected_id)
