"""What the redaction tests share: a text written to a file and read back, as a hook reads it,
and the redactor's output for it."""

from __future__ import annotations

from pathlib import Path

from memory_engine.screening.redaction import redact
from memory_engine.screening.secretcheck import might_hold_secret


def read_back(tmp_path: Path, name: str, text: str) -> str:
    """`text` written to `tmp_path / name` and read back."""
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path.read_text(encoding="utf-8")


def redacted(tmp_path: Path, name: str, text: str) -> str:
    """The redactor's output for `text` read back from a file; the pre-check must let it
    through, or no hook would redact it."""
    read = read_back(tmp_path, name, text)
    assert might_hold_secret(read)
    return redact(read)[0]
