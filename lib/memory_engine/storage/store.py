"""The store: the only way records are written, updated, archived or purged.

Writes validate the rendered file (what lands on disk is canonical by construction), enforce the
chunk discipline, go through `atomic_write` under the tier's lock, update the derived index and
append a line to the journal (`.logs/journal.jsonl`) so that every change can be inspected and
undone. Nothing is deleted: `forget` moves the file to `_archive/`; only `purge` (for secrets)
really removes bytes, including archived copies and the index's free pages.
"""

from __future__ import annotations

import os

from memory_engine import clock
from memory_engine.clock import dt
from memory_engine.config import DEFAULT_CONFIG_TEXT, StoreConfig
from memory_engine.errors import RecordError, StoreError, UnsafePathError
from memory_engine.index import Index
from memory_engine.records import tiers as T
from memory_engine.records.safepath import check_id, contained
from memory_engine.storage import storefs
from memory_engine.storage.atomic import locked

TYPE_CHECKING = False  # not `from typing`: importing typing costs ~3 ms per hook run

if TYPE_CHECKING:  # annotations only: contextlib and collections cost the pre-write gate
    import contextlib
    from collections.abc import Callable, Iterator
    from pathlib import Path

    from memory_engine.records.schema import Issue
    from memory_engine.records.types import Record
    from memory_engine.storage.history import Version

# records/schema/recordio (dataclasses, YAML) are imported inside the write paths only: reading
# through the index must stay cheap enough for hooks.
__all__ = ["Store", "StoreError"]

JOURNAL_NAME = "journal.jsonl"

STORE_README = """\
# memory-engine store

This folder is the typed memory of this project. Every file is Markdown with a YAML frontmatter
block; the files are the source of truth and you may read, edit, add or remove them by hand
(`memengine validate` checks your edits, `memengine reindex` rebuilds the derived index).

| folder | tier | how to read an item |
|---|---|---|
| `semantic/` | patterns | one pattern per file, at most 200 lines / 100 KB |
| `episodic/` | traces | `YYYY-MM-DD-<session>.md`, what happened in one session: not a rule |
| `procedural/` | rules, lessons, skills | how to act; `trigger` lists what selects a rule |
| `personalized/` | preferences | the principal's preferences, not facts (user store by default) |
| `environment-dynamics/<bucket>/` | predictions | how the environment reacts, five sub-buckets |
| `_drafts/` | admission queue | candidates waiting for the admission score |
| `_drafts/_rejected/` | rejects | rejected candidates with their scores and reason |
| `_archive/` | forgotten records | `memengine forget` moves files here instead of deleting them |
| `_history/<id>/` | versions | every state a record had (`memengine history`, `restore`) |

Safe to commit and to merge: no two sessions write the same file (one trace per session, random
ids for drafts and versions), and what is derived stays out of git. Ignored by git: `.index/`
(SQLite index, refreshed after a pull), `.logs/` (log and journal), `.state/` (per-session
cursors) and each tier's generated `_MANIFEST.md` (`memengine manifest`). Placement of tiers is set
in `memory-engine.toml`.

Every file here may come from a pull request, so the tools treat it as untrusted: YAML aliases and
anchors are refused, no write follows a symlink, and text is screened for secrets and injected
instructions before it is written or shown to the model.

Triggers in procedural records are plain phrases (all words must occur, any order, any case) or
regular expressions written as `re:<pattern>`.
"""

# Derived or machine-local: never committed, so two clones never conflict over them (manifests
# are regenerated from the records at session end, the index after a pull).
STORE_GITIGNORE = ".index/\n.logs/\n.state/\n*.lock\n.*.tmp\n_MANIFEST.md\n"


def _path(value: str | os.PathLike[str]) -> Path:
    """`Path(value)`, importing pathlib on first use: the pre-write gate scores a record against
    the store without it (its import, and `re`'s behind it, cost the hook milliseconds)."""
    from pathlib import Path

    return Path(value)


class Store:
    def __init__(self, config: StoreConfig) -> None:
        self.config = config
        self.index = Index(config)

    @classmethod
    def open(cls, root: str | os.PathLike[str] | None = None) -> Store:
        return cls(StoreConfig.load(root))

    @property
    def root(self) -> Path:
        return self.config.root

    def close(self) -> None:
        self.index.close()

    # -- layout -----------------------------------------------------------------------------
    def is_initialised(self) -> bool:
        return self.config.is_initialised()

    def init(self) -> list[Path]:
        """Create every folder and the store's README, config and .gitignore; idempotent."""
        created: list[Path] = []
        folders = [self.root, self.config.drafts_dir, self.config.rejected_dir,
                   self.config.archive_dir, self.config.log_dir]
        for tier in T.TIERS:
            base = self.config.tier_dir(tier)
            folders.append(base)
            if tier == T.ENVIRONMENT:
                folders.extend(base / b for b in T.ENV_BUCKETS)
        self.root.mkdir(parents=True, exist_ok=True)
        for folder in folders:
            if not folder.is_dir():
                storefs.make_dirs(self.config.base_of(folder), folder)
                created.append(folder)
        for name, text in (("README.md", STORE_README), (".gitignore", STORE_GITIGNORE),
                           (T.CONFIG_NAME, DEFAULT_CONFIG_TEXT)):
            path = self.root / name
            if not path.exists():
                storefs.write_text(self.root, path, text)
                created.append(path)
            elif name == ".gitignore":
                self._complete_gitignore(path)
        self.index.refresh(full=True)
        return created

    def _complete_gitignore(self, path: Path) -> None:
        """Add the lines a store from an earlier version lacks (its own lines are kept)."""
        current = path.read_text(encoding="utf-8", errors="replace")
        have = {line.strip() for line in current.splitlines()}
        missing = [line for line in STORE_GITIGNORE.splitlines() if line not in have]
        if missing:
            joined = current if current.endswith("\n") or not current else current + "\n"
            storefs.write_text(self.root, path, joined + "\n".join(missing) + "\n")

    def tier_dir(self, tier: str) -> Path:
        return self.config.tier_dir(tier)

    def record_path(self, record: Record) -> Path:
        check_id(record.id)
        base = self.tier_dir(record.tier)
        if record.tier == T.ENVIRONMENT:
            bucket = str(getattr(record, "bucket", ""))
            if bucket not in T.ENV_BUCKETS:
                raise StoreError(f"bucket {bucket!r} is not one of "
                                 f"{', '.join(T.ENV_BUCKETS)}")
            base = base / bucket
        return base / f"{record.id}.md"

    def lock(self, tier: str) -> contextlib.AbstractContextManager[None]:
        folder = self.tier_dir(tier)
        # through storefs first: a symlinked tier folder is refused before a lock file is made
        storefs.make_dirs(self.config.base_of(folder), folder)
        return locked(folder / ".lock")

    # -- writes -----------------------------------------------------------------------------
    def write(self, record: Record, *, create: bool = False, op: str | None = None,
              source: str = "") -> Path:
        """Validate and atomically write a record; with `create`, refuse to replace one.

        `op` and `source` describe the change in the record's history (default: create or
        update); `op="trace"` (reflexion rewriting its own session's trace) keeps no version.
        """
        with self.lock(record.tier):
            return self._write_locked(record, create=create, op=op, source=source)

    def _write_locked(self, record: Record, *, create: bool, op: str | None = None,
                      source: str = "") -> Path:
        from memory_engine.records.recordio import parse_text, render
        from memory_engine.records.schema import check_size

        if record.tier not in T.TIERS:
            raise StoreError(f"unknown tier {record.tier!r}; use one of {', '.join(T.TIERS)}")
        try:
            path = self.record_path(record)
            base = self.config.base_of(path)
            storefs.make_dirs(base, path.parent)
            contained(self.tier_dir(record.tier), path)
        except UnsafePathError as exc:
            raise StoreError(f"refusing to write {record.id!r}: {exc}") from exc
        text = render(record)
        bucket = str(getattr(record, "bucket", "")) if record.tier == T.ENVIRONMENT else None
        parse_text(text, str(path), record.tier, bucket, record.id)  # raises RecordError
        size_issues = check_size(record.tier, text, str(path))
        if size_issues:
            raise RecordError(size_issues)
        self.index.refresh([record.tier])
        other = self.index.id_taken(record.id, except_path=str(path))
        if other is not None:
            raise StoreError(f"id {record.id!r} is already used by {other}; pick another id "
                             "(safepath.new_id makes collision-proof ones)")
        if create and path.exists():
            raise StoreError(f"{path} already exists; use update to change it")
        before = _mtime(path.parent)
        existed = path.exists()
        data = storefs.screen_text(text).encode("utf-8")
        if existed and op != "trace":
            self._keep_unrecorded(record.id, record.tier, path)
        storefs.write_bytes(base, path, data)
        self.index.note_written(record.tier, path, before)
        op = op or ("update" if existed else "create")
        if op != "trace":
            self._keep(record.id, record.tier, path, data, op, source)
        self._journal(op, record.tier, record.id, path, source)
        return path

    # -- history ----------------------------------------------------------------------------
    def _keep(self, record_id: str, tier: str, path: Path, data: bytes, op: str,
              source: str) -> None:
        from memory_engine.storage import history

        base = _path(self.config.base_of(path))
        history.keep(base, record_id=record_id, tier=tier,
                     rel_path=os.path.relpath(path, base), data=data, op=op, source=source)

    def _keep_unrecorded(self, record_id: str, tier: str, path: Path) -> None:
        """Before a change: keep the file as it is if its history does not hold these bytes (a
        hand edit, or a record older than its history), so no state is ever lost."""
        from memory_engine.storage import history

        base = _path(self.config.base_of(path))
        try:
            current = storefs.read_bytes(base, path)
        except FileNotFoundError:
            return
        found = history.versions(base, record_id)  # read once for both questions
        if history.differs_from_last(found, current):
            self._keep(record_id, tier, path, current, "edit" if found else "original",
                       "found on disk")

    def history(self, record_id: str) -> list[Version]:
        """The versions kept for `record_id`, oldest first (see `history.Version`)."""
        from memory_engine.storage import history

        check_id(record_id)
        found: list[Version] = []
        for base in dict.fromkeys((os.path.abspath(self.root), self.config.user_root_str)):
            found = history.versions(_path(base), record_id)
            if found:
                break
        return found

    def restore(self, record_id: str, version: int | None = None,
                source: str = "") -> tuple[Version, Path]:
        """Bring back version `version` of a record (default: undo the last change, or the last
        state of a forgotten record), byte for byte, as a new version. Returns (version, path)."""
        versions = self.history(record_id)
        if not versions:
            raise StoreError(f"no history kept for {record_id!r}; `memengine history "
                             f"{record_id}` lists versions once a record has been written")
        from memory_engine.index.rows import sha1_hex

        row = self.index.get(record_id)
        if version is None:
            chosen = versions[-1]
            if row is not None and len(versions) > 1:
                current = _path(row.path).read_bytes() if _path(row.path).is_file() else b""
                if sha1_hex(current) == chosen.sha1:
                    chosen = versions[-2]  # the file is the last version: undo that change
        else:
            if not 1 <= version <= len(versions):
                raise StoreError(f"{record_id} has versions 1 to {len(versions)}; "
                                 f"`memengine history {record_id}` lists them")
            chosen = versions[version - 1]
        path = self._restore_path(record_id, chosen.tier, chosen.path)
        data = chosen.read()
        self._check_restorable(record_id, chosen.tier, path, data)
        with self.lock(chosen.tier):
            base = self.config.base_of(path)
            storefs.make_dirs(base, path.parent)
            before = _mtime(path.parent)
            if path.exists():
                self._keep_unrecorded(record_id, chosen.tier, path)
            storefs.write_bytes(base, path, data)
            self.index.note_written(chosen.tier, path, before)
            why = source or f"version {chosen.version}"
            self._keep(record_id, chosen.tier, path, data, "restore", why)
            self._journal("restore", chosen.tier, record_id, path, why)
        return chosen, path

    def _restore_path(self, record_id: str, tier: str, rel: str) -> Path:
        """Where a version goes back: rebuilt from its tier and id (the history's own `path`
        is file content, so only its bucket folder is taken, and only a known one)."""
        if tier not in T.TIERS:
            raise StoreError(f"the history of {record_id} names tier {tier!r}; it is damaged")
        folder = self.tier_dir(tier)
        if tier == T.ENVIRONMENT:
            bucket = os.path.basename(os.path.dirname(rel))
            if bucket not in T.ENV_BUCKETS:
                raise StoreError(f"the history of {record_id} names bucket {bucket!r}; it is "
                                 "damaged")
            folder = folder / bucket
        return folder / f"{check_id(record_id)}.md"

    def _check_restorable(self, record_id: str, tier: str, path: Path, data: bytes) -> None:
        from memory_engine.records.recordio import parse_bytes

        bucket = path.parent.name if tier == T.ENVIRONMENT else None
        parse_bytes(data, str(path), tier, bucket, record_id)  # raises RecordError
        other = self.index.id_taken(record_id, except_path=str(path))
        if other is not None:
            raise StoreError(f"id {record_id!r} is now used by {other}; forget that record "
                             "first, then restore")

    def update(self, record_id: str, change: Callable[[Record], Record | None], *,
               op: str = "update", source: str = "") -> Record:
        """Read-modify-write one record under its tier's lock; `change` may mutate in place."""
        row = self.index.get(record_id)
        if row is None:
            raise StoreError(f"no record with id {record_id!r}; `memengine list` shows the ids")
        with self.lock(row.tier):
            current = self.load(record_id)  # re-read under the lock: another writer may have won
            updated = change(current) or current
            if updated.id != current.id or updated.tier != current.tier:
                raise StoreError("update cannot change a record's id or tier; write a new record "
                                 "and forget the old one")
            self._write_locked(updated, create=False, op=op, source=source)
            return updated

    def load(self, record_id: str) -> Record:
        from memory_engine.records.recordio import parse_bytes

        check_id(record_id)
        path = self.index.path_of(record_id)
        if path is None:
            raise StoreError(f"no record with id {record_id!r}; `memengine list` shows the ids")
        tier = self._tier_of(path)
        bucket = path.parent.name if tier == T.ENVIRONMENT else None
        record, _ = parse_bytes(path.read_bytes(), str(path), tier, bucket, record_id)
        return record

    def load_path(self, path: Path) -> tuple[Record, list[Issue]]:
        from memory_engine.records.recordio import parse_bytes

        tier = self._tier_of(path)
        bucket = path.parent.name if tier == T.ENVIRONMENT else None
        return parse_bytes(path.read_bytes(), str(path), tier, bucket, path.stem)

    def _tier_of(self, path: Path) -> str:
        resolved = path.resolve()
        for tier in T.TIERS:
            base = self.tier_dir(tier).resolve()
            if base in resolved.parents:
                return tier
        raise StoreError(f"{path} is not inside any tier folder of {self.root}")

    # -- forgetting -------------------------------------------------------------------------
    def forget(self, record_id: str, *, purge: bool = False, reason: str = "") -> Path | None:
        """Archive a record (default) or purge it and every archived copy (for secrets).

        Returns the archive path, or None when purged.
        """
        check_id(record_id)
        row = self.index.get(record_id)
        if row is None:
            raise StoreError(f"no record with id {record_id!r}; `memengine list` shows the ids")
        path = _path(row.path)
        with self.lock(row.tier):
            before = _mtime(path.parent)
            if purge:
                from memory_engine.storage import history

                history.purge(_path(self.config.base_of(path)), record_id)
                storefs.remove(self.config.base_of(path), path)
                for copy in self.archived_copies(record_id):
                    storefs.remove(self.root, copy)
                self.index.conn.execute("PRAGMA secure_delete=ON")
                self.index.note_removed(path, before)
                self.index.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
                self._journal("purge", row.tier, record_id, None, reason)
                return None
            stamp = dt.datetime.now().strftime("%Y%m%dT%H%M%S%f")
            dest = self.config.archive_dir / row.tier / f"{record_id}--{stamp}.md"
            base = self.config.base_of(path)
            self._keep_unrecorded(record_id, row.tier, path)
            self._keep(record_id, row.tier, path, storefs.read_bytes(base, path), "forget",
                       reason)
            if base == os.path.abspath(self.root):
                storefs.move(self.root, path, dest)
            else:  # the tier lives in the user store: copy into the archive, then remove
                storefs.write_bytes(self.root, dest, storefs.read_bytes(base, path))
                storefs.remove(base, path)
            self.index.note_removed(path, before)
            self._journal("forget", row.tier, record_id, dest, reason)
            return dest

    def archived_copies(self, record_id: str) -> list[Path]:
        found: list[Path] = []
        for tier in T.TIERS:
            folder = self.config.archive_dir / tier
            if folder.is_dir():
                found.extend(p for p in folder.iterdir()
                             if p.name == f"{record_id}.md" or
                             p.name.startswith(f"{record_id}--"))
        return found

    # -- journal ----------------------------------------------------------------------------
    def _journal(self, op: str, tier: str, record_id: str, path: Path | None,
                 reason: str = "") -> None:
        entry = {"ts": clock.local_now().isoformat(timespec="seconds"), "op": op, "tier": tier,
                 "id": record_id, "path": str(path) if path else None, "pid": os.getpid()}
        if reason:
            entry["reason"] = reason
        storefs.append_json_line(self.root, self.config.log_dir / JOURNAL_NAME, entry)

    def journal(self) -> Iterator[dict[str, object]]:
        """Every journal entry, oldest first. A line that is not a JSON object (one a crash cut
        short, or an edit by hand) is skipped, not fatal: the journal is an audit trail to read,
        and one bad line must not hide the rest.

        jsonlines is imported here, not at the top: hooks import this module on every run and
        only ever append to the journal (through storefs), so they never pay for it.
        """
        import jsonlines

        path = self.config.log_dir / JOURNAL_NAME
        if not path.exists():
            return
        with path.open(encoding="utf-8", errors="replace") as handle, \
                jsonlines.Reader(handle) as reader:
            yield from reader.iter(type=dict, skip_invalid=True, skip_empty=True)


def _mtime(folder: Path) -> int | None:
    try:
        return folder.stat().st_mtime_ns
    except OSError:
        return None
