"""Keeping the index in step with the files: scan folders whose mtime moved, re-parse what
changed, index what the library writes at once, and re-check returned rows against the disk."""

from __future__ import annotations

import os
import time

from memory_engine import fastjson
from memory_engine.index.rows import (
    ROW_COLUMNS,
    Row,
    columns_for_file,
    invalid_columns,
    row_from_values,
    sha1_hex,
    stat_of,
    trigger_terms,
)
from memory_engine.index.schema import open_database
from memory_engine.records import tiers as T

TYPE_CHECKING = False  # not `from typing`: importing typing costs ~3 ms per hook run

if TYPE_CHECKING:
    import sqlite3
    from collections.abc import Iterable
    from typing import Any

    StrPath = str | os.PathLike[str]

    from memory_engine.config import StoreConfig

MTIME_SETTLE_NS = 2_000_000_000


class Scanned:
    """What the index needs to know about one file on disk."""

    __slots__ = ("mtime_ns", "path", "size")

    def __init__(self, path: str, size: int, mtime_ns: int) -> None:
        self.path = path
        self.size = size
        self.mtime_ns = mtime_ns

class Transaction:
    """`with index.transaction() as tx:` BEGIN IMMEDIATE, then COMMIT, or ROLLBACK when the
    block raises (and the error goes on). A class rather than a contextlib generator: every
    hook's read path imports this module, and contextlib would cost it half a millisecond."""

    __slots__ = ("conn",)

    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn = conn

    def __enter__(self) -> sqlite3.Connection:
        self.conn.execute("BEGIN IMMEDIATE")
        return self.conn

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: object) -> None:  # None: an error in the block goes on
        self.conn.execute("COMMIT" if kind is None else "ROLLBACK")


class SyncedIndex:
    """The connection and the freshness machinery; `Index` adds the queries."""

    def __init__(self, config: StoreConfig) -> None:
        self.config = config
        # Paths are strings in this module: readers on the hooks' fast path never import pathlib.
        self.path = config.index_path_str
        self._conn: sqlite3.Connection | None = None

    @property
    def conn(self) -> sqlite3.Connection:
        if self._conn is None:
            self._conn = open_database(self.path, self.config.log_dir_str)
        return self._conn

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None

    def transaction(self) -> Transaction:
        return Transaction(self.conn)

    # -- folders ----------------------------------------------------------------------------
    def record_dirs(self, tiers: Iterable[str] | None = None) -> list[tuple[str, str]]:
        """(tier, folder) for every folder that can hold records of the given tiers."""
        out: list[tuple[str, str]] = []
        for tier in tiers or T.TIERS:
            base = self.config.tier_dir_str(tier)
            if tier == T.ENVIRONMENT:
                out.extend((tier, os.path.join(base, bucket)) for bucket in T.ENV_BUCKETS)
            else:
                out.append((tier, base))
        return out

    def _scan_dir(self, folder: str) -> list[Scanned]:
        found: list[Scanned] = []
        try:
            entries = os.scandir(folder)
        except (FileNotFoundError, NotADirectoryError):
            return found
        with entries:
            for entry in entries:
                name = entry.name
                if not name.endswith(".md") or name.startswith(("_", ".")):
                    continue
                try:
                    if entry.is_symlink() or not entry.is_file(follow_symlinks=False):
                        # a link could lead out of the store; symlinked records are not indexed
                        continue
                    st = entry.stat(follow_symlinks=False)
                except OSError:
                    continue
                found.append(Scanned(entry.path, st.st_size, st.st_mtime_ns))
        return found

    @staticmethod
    def _dir_mtime(folder: StrPath) -> int | None:
        try:
            return os.stat(folder).st_mtime_ns
        except OSError:
            return None

    def refresh(self, tiers: Iterable[str] | None = None, full: bool = False) -> int:
        """Bring the index up to date with the files; returns how many rows changed.

        Without `full`, only folders whose mtime moved are rescanned; `full` stats every file.
        """
        changed = 0
        conn = self.conn
        known_dirs = dict(conn.execute("SELECT path, mtime_ns FROM dirs").fetchall())
        for tier, folder in self.record_dirs(tiers):
            mtime = self._dir_mtime(folder)
            key = folder
            if not full and mtime is not None and known_dirs.get(key) == mtime:
                continue
            if mtime is None and key not in known_dirs:
                continue
            changed += self._sync_dir(tier, folder, mtime)
        return changed

    def _sync_dir(self, tier: str, folder: str, dir_mtime: int | None) -> int:
        on_disk = {s.path: s for s in self._scan_dir(folder)} if dir_mtime is not None else {}
        conn = self.conn
        rows = conn.execute("SELECT path, size, mtime_ns, sha1 FROM records WHERE dir = ?",
                            (folder,)).fetchall()
        indexed = {r[0]: r for r in rows}
        todo: list[Scanned] = []
        for path, scanned in on_disk.items():
            row = indexed.get(path)
            if row is None or row[1] != scanned.size or row[2] != scanned.mtime_ns:
                todo.append(scanned)
        gone = [p for p in indexed if p not in on_disk]
        changed = 0
        parsed = [(s, *self._parse(tier, s.path, indexed.get(s.path))) for s in todo]
        with self.transaction() as tx:
            for path in gone:
                self._delete(tx, path)
                changed += 1
            for scanned, data, digest in parsed:
                if data is None:  # unchanged content, only the mtime moved
                    tx.execute("UPDATE records SET mtime_ns=?, size=? WHERE path=?",
                               (scanned.mtime_ns, scanned.size, scanned.path))
                    continue
                self._upsert(tx, tier, scanned, data, digest)
                changed += 1
            if dir_mtime is None:
                tx.execute("DELETE FROM dirs WHERE path=?", (folder,))
            else:
                # On file systems with coarse timestamps a file added in the same tick as this
                # scan would leave the mtime unchanged; trust a very fresh mtime only once.
                settled = time.time_ns() - dir_mtime > MTIME_SETTLE_NS
                tx.execute("INSERT OR REPLACE INTO dirs VALUES(?, ?)",
                           (folder, dir_mtime if settled else -1))
        return changed

    def _parse(self, tier: str, path: str,
               previous: tuple[Any, ...] | None) -> tuple[dict[str, Any] | None, str]:
        """Parse a file into index columns; (None, digest) when its bytes did not change."""
        try:
            with open(path, "rb") as handle:
                data = handle.read()
        except OSError as exc:
            return invalid_columns(tier, path, "file", f"unreadable: {exc}",
                                    "check the file's permissions"), ""
        digest = sha1_hex(data)
        if previous is not None and previous[3] == digest:
            return None, digest
        return columns_for_file(tier, path, data), digest

    @staticmethod
    def _delete(tx: sqlite3.Connection, path: str) -> None:
        row = tx.execute("SELECT rid FROM records WHERE path=?", (path,)).fetchone()
        if row is None:
            return
        tx.execute("DELETE FROM fts WHERE rowid=?", (row[0],))
        tx.execute("DELETE FROM trigger_terms WHERE rid=?", (row[0],))
        tx.execute("DELETE FROM records WHERE rid=?", (row[0],))

    def _upsert(self, tx: sqlite3.Connection, tier: str, scanned: Scanned,
                cols: dict[str, Any], digest: str) -> None:
        path = scanned.path
        self._delete(tx, path)
        body = cols.pop("_body", "")
        if cols.get("valid"):
            clash = tx.execute("SELECT path FROM records WHERE id = ? AND valid = 1",
                               (cols["id"],)).fetchone()
            if clash is not None:
                issue = {"file": path, "field": "id", "problem": f"id {cols['id']!r} is already "
                         f"used by {clash[0]}", "fix": "give one of the two files a new id (and "
                         "rename the file to match)", "severity": "error"}
                cols = {"valid": 0, "id": cols["id"], "issues": fastjson.dumps([issue])}
        triggers = cols.get("trigger") or []
        values = dict(cols, path=path, dir=os.path.dirname(path), tier=tier,
                      size=scanned.size, mtime_ns=scanned.mtime_ns, sha1=digest)
        for name in ("trigger", "source", "links"):
            if values.get(name) is not None:
                values[name] = fastjson.dumps(values[name])
        names = ", ".join(values)
        marks = ", ".join("?" for _ in values)
        cur = tx.execute(f"INSERT INTO records({names}) VALUES({marks})", tuple(values.values()))
        rid = cur.lastrowid
        if cols.get("valid"):
            tx.execute("INSERT INTO fts(rowid, title, topic, body) VALUES(?, ?, ?, ?)",
                       (rid, cols.get("title") or "", (cols.get("topic") or "").replace("-", " "),
                        body))
            keys = []
            for n, pattern in enumerate(triggers):
                terms = trigger_terms(str(pattern))
                keys += [(term, rid, n, len(terms)) for term in sorted(terms)]
            tx.executemany("INSERT INTO trigger_terms VALUES(?, ?, ?, ?)", keys)

    # -- writes through the library ---------------------------------------------------------
    def note_written(self, tier: str, path: StrPath, dir_mtime_before: int | None) -> None:
        """Index a file the library just wrote, and keep the folder's mtime in step."""
        path = os.fspath(path)
        st = os.stat(path)
        with open(path, "rb") as handle:
            data = handle.read()
        digest = sha1_hex(data)
        cols = columns_for_file(tier, path, data)
        with self.transaction() as tx:
            self._upsert(tx, tier, Scanned(path, st.st_size, st.st_mtime_ns), cols, digest)
            self._advance_dir(tx, os.path.dirname(path), dir_mtime_before)

    def note_removed(self, path: StrPath, dir_mtime_before: int | None) -> None:
        path = os.fspath(path)
        with self.transaction() as tx:
            self._delete(tx, path)
            self._advance_dir(tx, os.path.dirname(path), dir_mtime_before)

    def _advance_dir(self, tx: sqlite3.Connection, folder: str, before: int | None) -> None:
        # Only if the index was in step with the folder before our own change may we record the
        # new mtime; otherwise leave it stale so the next reader rescans the folder.
        row = tx.execute("SELECT mtime_ns FROM dirs WHERE path=?", (folder,)).fetchone()
        if row is not None and before is not None and row[0] == before:
            after = self._dir_mtime(folder)
            if after is not None:
                tx.execute("UPDATE dirs SET mtime_ns=? WHERE path=?", (after, folder))

    def rebuild(self) -> int:
        with self.transaction() as tx:
            for table in ("records", "trigger_terms", "fts", "dirs", "topic_stats",
                          "dir_totals"):
                tx.execute(f"DELETE FROM {table}")
        return self.refresh(full=True)

    # -- reads ------------------------------------------------------------------------------
    def _select(self, where: str, params: tuple[Any, ...], order: str,
                limit: int | None) -> list[Row]:
        sql = f"SELECT {ROW_COLUMNS} FROM records WHERE {where} ORDER BY {order}"
        if limit is not None:
            sql += f" LIMIT {int(limit)}"
        raw = self.conn.execute(sql, params).fetchall()
        stale = [path for path, size, mtime in map(stat_of, raw)
                 if _stat_differs(path, size, mtime)]
        if stale:
            self._reindex_paths(stale)
            raw = self.conn.execute(sql, params).fetchall()
        return [row_from_values(r) for r in raw]

    def _select_by_rid(self, rids: list[int]) -> dict[int, Row]:
        """rid -> row of those of these rids still in the index: a file that changed on disk is
        re-indexed first, under a new rid, so it drops out (as from `_select`)."""
        sql = f"SELECT rid, {ROW_COLUMNS} FROM records WHERE rid IN ({', '.join('?' * len(rids))})"
        raw = self.conn.execute(sql, rids).fetchall()
        stale = [path for path, size, mtime in (stat_of(r[1:]) for r in raw)
                 if _stat_differs(path, size, mtime)]
        if stale:
            self._reindex_paths(stale)
            raw = self.conn.execute(sql, rids).fetchall()
        return {r[0]: row_from_values(r[1:]) for r in raw}

    def _reindex_paths(self, paths: list[str]) -> None:
        folders: dict[str, str] = {}
        for p in paths:
            row = self.conn.execute("SELECT tier, dir FROM records WHERE path=?", (p,)).fetchone()
            if row:
                folders[row[1]] = row[0]
        for folder, tier in folders.items():
            self._sync_dir(tier, folder, self._dir_mtime(folder))

def _stat_differs(path: str, size: int, mtime_ns: int) -> bool:
    try:
        st = os.stat(path)
    except OSError:
        return True
    return st.st_size != size or st.st_mtime_ns != mtime_ns


