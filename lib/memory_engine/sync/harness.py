"""Claude Code's auto-memory folder, read only: where it is and what its notes say.

The client keeps one note per fact under `<config>/projects/<project path, every character that
is not a letter or digit turned into '-'>/memory/` (config: $CLAUDE_CONFIG_DIR or ~/.claude):
`MEMORY.md` is the index loaded each session (one `- [Title](file.md) — hook` line per note) and
each topic file carries frontmatter `name`, `description` and `type` (user, feedback, project or
reference; some versions nest it under `metadata`). Nothing here writes: the folder is the
harness's, and memory-engine never edits or disables it.
"""

from __future__ import annotations

import hashlib
import os
import re
from dataclasses import dataclass
from pathlib import Path

TYPES = ("user", "feedback", "project", "reference")
INDEX_NAME = "MEMORY.md"
MAX_NOTE_BYTES = 100 * 1024


def config_dir() -> Path:
    env = os.environ.get("CLAUDE_CONFIG_DIR")
    return Path(env).expanduser() if env else Path.home() / ".claude"


def mangled(project: Path) -> list[str]:
    """The folder names the client may have used for `project` (every non-alphanumeric
    character as '-', and the older '/'-only form)."""
    text = str(project.resolve())
    return list(dict.fromkeys((re.sub(r"[^A-Za-z0-9]", "-", text), text.replace("/", "-"))))


def memory_dir(project: Path) -> Path | None:
    for name in mangled(project):
        folder = config_dir() / "projects" / name / "memory"
        if folder.is_dir() and not folder.is_symlink():
            return folder
    return None


@dataclass
class Note:
    path: Path
    name: str
    description: str
    type: str | None
    body: str
    sha256: str
    problem: str | None = None


def read_note(path: Path) -> Note:
    """One topic file; `problem` says why it cannot be imported (type missing, unreadable...)."""
    import yaml

    from memory_engine.records import fileformat

    data = path.read_bytes()[:MAX_NOTE_BYTES + 1]
    digest = hashlib.sha256(data).hexdigest()
    stem = path.stem
    if len(data) > MAX_NOTE_BYTES:
        return Note(path, stem, "", None, "", digest, f"larger than {MAX_NOTE_BYTES} bytes")
    text = data.decode("utf-8", "replace")
    try:
        meta, body = fileformat.loads(text) if text.lstrip().startswith("---") else ({}, text)
    except (yaml.YAMLError, ValueError) as exc:
        return Note(path, stem, "", None, "", digest, f"frontmatter does not parse ({exc})")
    kind = meta.get("type")
    nested = meta.get("metadata")
    if kind is None and isinstance(nested, dict):
        kind = nested.get("type")
    kind = kind.strip().lower() if isinstance(kind, str) else None
    name = meta.get("name") if isinstance(meta.get("name"), str) else stem
    description = meta.get("description") if isinstance(meta.get("description"), str) else ""
    note = Note(path, str(name), str(description), kind, body.strip(), digest)
    if kind not in TYPES:
        note.problem = (f"type {kind!r} is not one of {', '.join(TYPES)}" if kind else
                        "no type in its frontmatter")
    elif not note.body and not note.description:
        note.problem = "empty"
    return note


def notes(folder: Path) -> list[Note]:
    """Every topic file of the folder (the index `MEMORY.md` only points at them), sorted by
    name; symlinks are skipped, so the folder cannot hand over a file from elsewhere."""
    found = []
    for path in sorted(folder.glob("*.md")):
        if path.name == INDEX_NAME or path.is_symlink() or not path.is_file():
            continue
        found.append(read_note(path))
    return found
