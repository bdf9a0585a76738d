"""Plan, show and apply the migration of a store's non-canonical files; import plain notes.

Each file that fails the schema gets inferred frontmatter (`infer`); the plan holds the new text
and a unified diff against the old. Applying writes through `Store.write` (op `migrate`), which
keeps the file as it was in the record's history before replacing it, then rebuilds every
tier's `_MANIFEST.md`. The body is carried over as parsed; a plan whose new text would not
contain every line of the old body is refused rather than written.
"""

from __future__ import annotations

import datetime as dt
import difflib
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from memory_engine import clock
from memory_engine.migrate import infer
from memory_engine.records import tiers as T

if TYPE_CHECKING:
    from memory_engine.records.types import Record
    from memory_engine.storage.store import Store


@dataclass
class Change:
    path: str
    tier: str
    old: str
    new: str = ""
    record: Record | None = None
    fixes: list[str] = field(default_factory=list)
    problem: str | None = None

    def diff(self) -> str:
        lines = difflib.unified_diff(self.old.splitlines(True), self.new.splitlines(True),
                                     f"{self.path} (before)", f"{self.path} (after)")
        return "".join(x if x.endswith("\n") else x + "\n\\ No newline at end of file\n"
                       for x in lines)


def _tokens(text: str) -> list[str]:
    from memory_engine.text import tokenise

    return tokenise(text)


def _body_kept(old_body: str, new_text: str) -> bool:
    return all(line in new_text for line in old_body.splitlines() if line.strip())


def plan(store: Store, tiers: list[str] | None = None,
         today: dt.date | None = None) -> list[Change]:
    from memory_engine.admission.similarity import similarity
    from memory_engine.errors import RecordError
    from memory_engine.records.recordio import render
    from memory_engine.records.schema import validate

    today = today or clock.today()
    bad = store.index.invalid(tiers)
    parsed: list[tuple[str, str, str, dict[str, Any], str, list[str]]] = []
    for path, tier, _issues in bad:
        try:
            old = Path(path).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            parsed.append((path, tier, "", {}, "", [f"unreadable: {exc}"]))
            continue
        meta, body, fixes = infer.split(old)
        parsed.append((path, tier, old, meta, body, fixes))
    bodies = {p: _tokens(b) for p, _t, _o, _m, b, _f in parsed}
    others: dict[str, list[list[str]]] = {}
    for tier in {t for _p, t, *_ in parsed}:
        others[tier] = [_tokens(Path(p).read_text(encoding="utf-8", errors="replace"))
                        for _t, p, valid in store.index.file_paths(tier) if valid]
    changes: list[Change] = []
    for path, tier, old, meta, body, fixes in parsed:
        change = Change(path=path, tier=tier, old=old, fixes=list(fixes))
        changes.append(change)
        stem = os.path.basename(path)[:-3]
        if not old or not infer.valid_stem(stem):
            change.problem = (fixes[0] if fixes else
                              f"file name {stem!r} is not a usable id; rename the file")
            continue
        mine = bodies[path]
        peers = [b for p, b in bodies.items() if p != path] + others.get(tier, [])
        observations = 1 + sum(1 for b in peers if similarity(mine, b) >= infer.SIMILAR)
        bucket = os.path.basename(os.path.dirname(path)) if tier == T.ENVIRONMENT else None
        mtime = dt.date.fromtimestamp(os.stat(path).st_mtime)
        rel = os.path.relpath(path, store.tier_dir(tier).parent)
        meta_new, more = infer.infer(meta, body, tier=tier, stem=stem, rel=rel, mtime=mtime,
                                     observations=observations, today=today, bucket=bucket)
        change.fixes.extend(more)
        try:
            record, _warnings = validate(meta_new, body, path, tier, bucket, stem)
        except RecordError as exc:
            change.problem = "; ".join(str(i) for i in exc.issues[:3])
            continue
        change.record, change.new = record, render(record)
        if not _body_kept(body, change.new):
            change.problem = "the new text would not keep every line of the body; left alone"
            change.record = None
    return changes


def apply(store: Store, changes: list[Change]) -> list[str]:
    """Write each planned record (history keeps the old file), then rebuild the manifests."""
    from memory_engine.storage.manifest import write_manifests

    written = []
    for change in changes:
        if change.record is not None:
            store.write(change.record, op="migrate", source="migrate-frontmatter")
            written.append(change.path)
    write_manifests(store)
    return written


def import_notes(store: Store, folder: Path, tier: str) -> list[dict[str, Any]]:
    """Each .md/.txt note of `folder` queued as a draft for `tier` and decided by the gate:
    applied when it passes, archived in `_drafts/_rejected/` with its scores when not."""
    from memory_engine.admission import queue
    from memory_engine.errors import StoreError

    results: list[dict[str, Any]] = []
    for path in sorted(folder.iterdir()):
        if path.suffix not in (".md", ".txt") or not path.is_file() or path.is_symlink():
            continue
        text = path.read_text(encoding="utf-8", errors="replace")
        meta, body, _fixes = infer.split(text)
        topic = infer.topic_of(meta.get("topic"), path.stem, body)
        fields = {k: v for k, v in meta.items() if k in ("bucket", "condition", "prediction",
                                                         "domain", "principal", "kind")}
        draft = queue.queue_candidate(store, tier=tier, text=body, topic=topic,
                                      source=f"import:{path.name}", fields=fields)
        try:
            done = queue.apply_draft(store, draft)
        except StoreError:
            done = queue.reject_draft(store, draft)
        results.append({"file": str(path), **done})
    from memory_engine.storage.manifest import write_manifests

    write_manifests(store)
    return results
