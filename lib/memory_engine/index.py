"""The derived index: SQLite (+ FTS5) over the record files, rebuildable at any time.

Files are the source of truth; this index only makes reads cheap. Two rules keep it honest:

* Every write through the library updates its row at once.
* Before answering, a reader checks each tier folder's mtime (a constant number of `stat`s). A
  folder whose mtime moved (a file added, removed or renamed by hand, including editors that save
  by rename) is rescanned: `stat` per file, re-parse only what changed in size, mtime or hash.
  Rows a query returns are `stat`ed again (cost grows with N, not with the store) so an in-place
  edit of a returned file is caught too; `memengine reindex` or any full listing catches the rest.

"Top N by recency x confidence" costs O(N): rows carry a date-independent rank key (rowdata.py)
with an index on it, and the score is computed only for the N rows returned. What a row holds
(columns, snippet, rank key, trigger keys) is derived in rowdata.py; this module is the SQLite
side: schema, freshness, writes and queries.
"""

from __future__ import annotations

import builtins
import contextlib
import os
import sqlite3
import time
from collections.abc import Iterable, Iterator

from memory_engine import fastjson
from memory_engine import tiers as T
from memory_engine.rowdata import (
    HALF_LIFE_DAYS,
    ROW_COLUMNS,
    TAU,
    Row,
    columns_for_file,
    invalid_columns,
    rank_key,
    recency_confidence,
    record_columns,
    record_snippet,
    row_from_values,
    sha1_hex,
    stat_of,
    trigger_matches,
    trigger_terms,
    words,
)

TYPE_CHECKING = False  # not `from typing`: importing typing costs ~3 ms per hook run

if TYPE_CHECKING:
    from pathlib import Path
    from typing import Any

    StrPath = str | os.PathLike[str]

    from memory_engine.config import StoreConfig

SCHEMA_VERSION = "6"
MTIME_SETTLE_NS = 2_000_000_000

__all__ = ["HALF_LIFE_DAYS", "SCHEMA_VERSION", "TAU", "FileIssues", "Index", "Row",
           "columns_for_file", "rank_key", "recency_confidence", "record_columns",
           "record_snippet", "trigger_matches", "trigger_terms", "words"]
# (path, tier, [issue dicts with file/field/problem/fix/severity])
FileIssues = tuple[str, str, list[dict[str, str]]]
# Severity as a number, spelled exactly as in the records_rules_violated index so that SQLite
# walks that index instead of sorting.
_SEVERITY_SQL = ("(CASE severity WHEN 'critical' THEN 3 WHEN 'high' THEN 2 WHEN 'low' THEN 0 "
                 "ELSE 1 END)")
_MAX_DISTINCT = 1000  # distinct principals/domains listed at most

_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta(key TEXT PRIMARY KEY, value TEXT);
CREATE TABLE IF NOT EXISTS dirs(path TEXT PRIMARY KEY, mtime_ns INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS records(
  rid INTEGER PRIMARY KEY,
  path TEXT NOT NULL UNIQUE,
  dir TEXT NOT NULL,
  id TEXT COLLATE NOCASE,
  tier TEXT NOT NULL,
  valid INTEGER NOT NULL,
  issues TEXT NOT NULL DEFAULT '[]',
  warnings INTEGER NOT NULL DEFAULT 0,
  topic TEXT, title TEXT, snippet TEXT,
  confidence REAL, observations INTEGER, last_touched TEXT, created TEXT, rank_key REAL,
  kind TEXT, severity TEXT, violations INTEGER, trigger TEXT,
  principal TEXT, domain TEXT,
  date TEXT, event_type TEXT,
  bucket TEXT, condition TEXT, prediction TEXT, hits INTEGER, misses INTEGER,
  source TEXT, links TEXT, screened TEXT NOT NULL DEFAULT '',
  size INTEGER NOT NULL, mtime_ns INTEGER NOT NULL, sha1 TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS records_tier_rank ON records(tier, valid, rank_key DESC);
CREATE INDEX IF NOT EXISTS records_rank ON records(valid, rank_key DESC);
CREATE INDEX IF NOT EXISTS records_topic ON records(topic, rank_key DESC);
CREATE INDEX IF NOT EXISTS records_id ON records(id);
CREATE INDEX IF NOT EXISTS records_dir ON records(dir);
CREATE TABLE IF NOT EXISTS trigger_terms(term TEXT NOT NULL, rid INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS trigger_terms_term ON trigger_terms(term);
CREATE INDEX IF NOT EXISTS trigger_terms_rid ON trigger_terms(rid);
CREATE VIRTUAL TABLE IF NOT EXISTS fts USING fts5(
  title, topic, body, tokenize = 'unicode61 remove_diacritics 2');
CREATE INDEX IF NOT EXISTS records_tier_touched ON records(tier, valid, last_touched);
CREATE INDEX IF NOT EXISTS records_rules_violated ON records(tier, valid, violations DESC,
  (CASE severity WHEN 'critical' THEN 3 WHEN 'high' THEN 2 WHEN 'low' THEN 0 ELSE 1 END) DESC,
  rank_key DESC);
CREATE INDEX IF NOT EXISTS records_domain_rank ON records(tier, valid, domain, rank_key DESC);
CREATE INDEX IF NOT EXISTS records_principal ON records(tier, valid, principal);
CREATE TABLE IF NOT EXISTS topic_stats(
  tier TEXT NOT NULL, topic TEXT NOT NULL, n INTEGER NOT NULL, conf_sum REAL NOT NULL,
  PRIMARY KEY(tier, topic));
CREATE TABLE IF NOT EXISTS dir_totals(
  dir TEXT NOT NULL, tier TEXT NOT NULL, valid INTEGER NOT NULL, n INTEGER NOT NULL,
  bytes INTEGER NOT NULL, warned INTEGER NOT NULL, PRIMARY KEY(dir, tier, valid));
"""

# Per-topic aggregates kept by SQLite itself, so summaries cost O(topics), not O(records),
# whichever code path inserts or deletes a row.
_TRIGGERS = (
    """CREATE TRIGGER IF NOT EXISTS records_stats_insert AFTER INSERT ON records
       WHEN NEW.valid = 1 BEGIN
         INSERT INTO topic_stats VALUES(NEW.tier, NEW.topic, 1, NEW.confidence)
         ON CONFLICT(tier, topic) DO UPDATE SET n = n + 1, conf_sum = conf_sum + NEW.confidence;
       END""",
    """CREATE TRIGGER IF NOT EXISTS records_stats_delete AFTER DELETE ON records
       WHEN OLD.valid = 1 BEGIN
         UPDATE topic_stats SET n = n - 1, conf_sum = conf_sum - OLD.confidence
           WHERE tier = OLD.tier AND topic = OLD.topic;
         DELETE FROM topic_stats WHERE tier = OLD.tier AND topic = OLD.topic AND n <= 0;
       END""",
    # Per-folder file counts and sizes, valid or not: `status` reads a handful of rows.
    """CREATE TRIGGER IF NOT EXISTS records_totals_insert AFTER INSERT ON records BEGIN
         INSERT INTO dir_totals VALUES(NEW.dir, NEW.tier, NEW.valid, 1, NEW.size,
                                       NEW.warnings > 0)
         ON CONFLICT(dir, tier, valid) DO UPDATE SET n = n + 1, bytes = bytes + NEW.size,
                                                     warned = warned + (NEW.warnings > 0);
       END""",
    """CREATE TRIGGER IF NOT EXISTS records_totals_delete AFTER DELETE ON records BEGIN
         UPDATE dir_totals SET n = n - 1, bytes = bytes - OLD.size,
                               warned = warned - (OLD.warnings > 0)
           WHERE dir = OLD.dir AND tier = OLD.tier AND valid = OLD.valid;
         DELETE FROM dir_totals WHERE dir = OLD.dir AND tier = OLD.tier AND valid = OLD.valid
           AND n <= 0;
       END""",
    """CREATE TRIGGER IF NOT EXISTS records_totals_update
       AFTER UPDATE OF dir, tier, valid, size, warnings ON records BEGIN
         UPDATE dir_totals SET n = n - 1, bytes = bytes - OLD.size,
                               warned = warned - (OLD.warnings > 0)
           WHERE dir = OLD.dir AND tier = OLD.tier AND valid = OLD.valid;
         DELETE FROM dir_totals WHERE dir = OLD.dir AND tier = OLD.tier AND valid = OLD.valid
           AND n <= 0;
         INSERT INTO dir_totals VALUES(NEW.dir, NEW.tier, NEW.valid, 1, NEW.size,
                                       NEW.warnings > 0)
         ON CONFLICT(dir, tier, valid) DO UPDATE SET n = n + 1, bytes = bytes + NEW.size,
                                                     warned = warned + (NEW.warnings > 0);
       END""",
    """CREATE TRIGGER IF NOT EXISTS records_stats_update
       AFTER UPDATE OF tier, topic, confidence, valid ON records BEGIN
         UPDATE topic_stats SET n = n - 1, conf_sum = conf_sum - OLD.confidence
           WHERE OLD.valid = 1 AND tier = OLD.tier AND topic = OLD.topic;
         DELETE FROM topic_stats WHERE tier = OLD.tier AND topic = OLD.topic AND n <= 0;
         INSERT INTO topic_stats SELECT NEW.tier, NEW.topic, 1, NEW.confidence
           WHERE NEW.valid = 1
         ON CONFLICT(tier, topic) DO UPDATE SET n = n + 1, conf_sum = conf_sum + NEW.confidence;
       END""",
)



class Scanned:
    """What the index needs to know about one file on disk."""

    __slots__ = ("mtime_ns", "path", "size")

    def __init__(self, path: str, size: int, mtime_ns: int) -> None:
        self.path = path
        self.size = size
        self.mtime_ns = mtime_ns


class Index:
    def __init__(self, config: StoreConfig) -> None:
        self.config = config
        # Paths are strings in this module: readers on the hooks' fast path never import pathlib.
        self.path = config.index_path_str
        self._conn: sqlite3.Connection | None = None

    # -- connection -------------------------------------------------------------------------
    @property
    def conn(self) -> sqlite3.Connection:
        if self._conn is None:
            try:
                self._conn = self._connect()
            except sqlite3.DatabaseError as exc:
                if isinstance(exc, sqlite3.OperationalError) and "locked" in str(exc):
                    raise
                # The index is derived: a damaged one is set aside (kept for inspection) and
                # rebuilt from the files rather than failing every command.
                from memory_engine.logs import write_log

                aside_name = f"corrupt-{time.time_ns()}.sqlite3"
                os.replace(self.path, os.path.join(os.path.dirname(self.path), aside_name))
                for suffix in ("-wal", "-shm"):
                    with contextlib.suppress(FileNotFoundError):
                        os.unlink(self.path + suffix)
                write_log(self.config.log_dir_str, "WARNING",
                          f"index {self.path} was unreadable ({exc}); moved to {aside_name} "
                          "and rebuilt from the record files")
                self._conn = self._connect()
        return self._conn

    def _connect(self) -> sqlite3.Connection:
        self._set_links_aside()
        os.makedirs(os.path.dirname(self.path), exist_ok=True)
        conn = sqlite3.connect(self.path, timeout=60, isolation_level=None)
        conn.execute("PRAGMA journal_mode=WAL")
        conn.execute("PRAGMA synchronous=NORMAL")
        conn.execute("PRAGMA busy_timeout=60000")
        version = None
        with contextlib.suppress(sqlite3.OperationalError):  # a brand-new file has no tables
            version = conn.execute("SELECT value FROM meta WHERE key='schema'").fetchone()
        if version is None or version[0] != SCHEMA_VERSION:
            conn.execute("BEGIN IMMEDIATE")
            try:
                with contextlib.suppress(sqlite3.OperationalError):  # another process may have won
                    version = conn.execute("SELECT value FROM meta WHERE key='schema'").fetchone()
                if version is not None and version[0] != SCHEMA_VERSION:
                    # an older layout: the index is derived, so drop it and rebuild from files
                    for trigger in ("records_stats_insert", "records_stats_delete",
                                    "records_stats_update"):
                        conn.execute(f"DROP TRIGGER IF EXISTS {trigger}")
                    for table in ("records", "trigger_terms", "fts", "dirs", "meta",
                                  "topic_stats", "dir_totals"):
                        conn.execute(f"DROP TABLE IF EXISTS {table}")
                for statement in _SCHEMA.split(";"):
                    if statement.strip():
                        conn.execute(statement)
                for trigger in _TRIGGERS:
                    conn.execute(trigger)
                conn.execute("INSERT OR REPLACE INTO meta VALUES('schema', ?)",
                             (SCHEMA_VERSION,))
                conn.execute("COMMIT")
            except BaseException:
                conn.execute("ROLLBACK")
                raise
        return conn

    def _set_links_aside(self) -> None:
        """A committed `.index` link (or a linked database file) would make SQLite write
        wherever it points. The index is derived, so the link itself is renamed aside (its
        target untouched) and a real index is rebuilt."""
        folder = os.path.dirname(self.path)
        for path in (folder, self.path, self.path + "-wal", self.path + "-shm"):
            if os.path.islink(path):
                aside = f"{path}.link-{time.time_ns()}"
                os.rename(path, aside)  # renames the link, never its target
                from memory_engine.logs import write_log

                write_log(self.config.log_dir_str, "WARNING",
                          f"{path} was a symlink; renamed it to {aside} and rebuilt a real index")

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None

    @contextlib.contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        conn = self.conn
        conn.execute("BEGIN IMMEDIATE")
        try:
            yield conn
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        conn.execute("COMMIT")

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
            terms: set[str] = set()
            for pattern in triggers:
                terms |= trigger_terms(str(pattern))
            tx.executemany("INSERT INTO trigger_terms VALUES(?, ?)",
                           [(term, rid) for term in sorted(terms)])

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

    def _reindex_paths(self, paths: list[str]) -> None:
        folders: dict[str, str] = {}
        for p in paths:
            row = self.conn.execute("SELECT tier, dir FROM records WHERE path=?", (p,)).fetchone()
            if row:
                folders[row[1]] = row[0]
        for folder, tier in folders.items():
            self._sync_dir(tier, folder, self._dir_mtime(folder))

    def top(self, n: int | None = 20, tier: str | None = None, topic: str | None = None,
            min_confidence: float = 0.0) -> list[Row]:
        """Top N valid records by recency x confidence; O(N) thanks to the stored rank key."""
        self.refresh([tier] if tier else None)
        clauses: builtins.list[str] = ["valid = 1"]
        params: builtins.list[Any] = []
        if tier:
            clauses.append("tier = ?")
            params.append(tier)
        if topic:
            clauses.append("topic = ?")
            params.append(topic)
        if min_confidence > 0:
            clauses.append("confidence >= ?")
            params.append(min_confidence)
        return self._select(" AND ".join(clauses), tuple(params), "rank_key DESC", n)

    def list(self, tier: str | None = None, topic: str | None = None,
             limit: int | None = None, refresh_full: bool = True) -> builtins.list[Row]:
        self.refresh([tier] if tier else None, full=refresh_full)
        clauses: builtins.list[str] = ["valid = 1"]
        params: builtins.list[Any] = []
        if tier:
            clauses.append("tier = ?")
            params.append(tier)
        if topic:
            clauses.append("topic = ?")
            params.append(topic)
        return self._select(" AND ".join(clauses), tuple(params), "tier, rank_key DESC", limit)

    def get(self, record_id: str) -> Row | None:
        self.refresh()
        rows = self._select("valid = 1 AND id = ?", (record_id,), "rid", 1)
        return rows[0] if rows else None

    def path_of(self, record_id: str) -> Path | None:
        from pathlib import Path

        row = self.get(record_id)
        return Path(row.path) if row else None

    def id_taken(self, record_id: str, except_path: str | None = None) -> str | None:
        row = self.conn.execute("SELECT path FROM records WHERE id = ? AND path != ?",
                                (record_id, except_path or "")).fetchone()
        return row[0] if row else None

    def rules_matching(self, text: str, tier: str = T.PROCEDURAL) -> builtins.list[Row]:
        """Records whose `trigger` matches the text.

        Cost grows with the candidate rules (those sharing a key word), not with the store.
        """
        self.refresh([tier])
        text_words = set(words(text))
        if not text_words:
            return []
        terms = sorted(text_words | {"*"})
        marks = ", ".join("?" for _ in terms)
        where = (f"valid = 1 AND tier = ? AND rid IN (SELECT rid FROM trigger_terms "
                 f"WHERE term IN ({marks}))")
        candidates = self._select(where, (tier, *terms),
                                  "violations DESC, rank_key DESC", None)
        return [row for row in candidates
                if any(trigger_matches(str(p), text, text_words)
                       for p in row.fields.get("trigger") or [])]

    def search(self, query: str, tier: str | None = None,
               k: int = 10) -> builtins.list[tuple[Row, float]]:
        """Full-text search (BM25) over valid records; returns (row, relevance) best first."""
        self.refresh([tier] if tier else None)
        terms = [w for w in words(query) if len(w) > 1]
        if not terms:
            return []
        match = " OR ".join(f'"{w}"' for w in dict.fromkeys(terms))
        sql = ("SELECT fts.rowid, bm25(fts, 4.0, 2.0, 1.0) AS r FROM fts WHERE fts MATCH ? "
               "ORDER BY r LIMIT ?")
        hits = self.conn.execute(sql, (match, k * 4 if tier else k)).fetchall()
        out: builtins.list[tuple[Row, float]] = []
        for rid, rel in hits:
            rows = self._select("rid = ?" + (" AND tier = ?" if tier else ""),
                                (rid, tier) if tier else (rid,), "rid", 1)
            if rows:
                out.append((rows[0], -float(rel)))
            if len(out) >= k:
                break
        return out

    # -- purpose-named reads: retrieval policies, cold start ---------------------------------
    # Each is exact and deterministic (ties broken by id) and walks an index, so its cost grows
    # with what it returns, not with the store. Returned rows are re-checked against the disk.
    def search_tier(self, terms: Iterable[str], tier: str | None, k: int,
                    refresh: bool = True) -> builtins.list[tuple[Row, float]]:
        """BM25 over one tier's valid records (every tier when None), filtered in SQL so that
        a large tier cannot crowd a small one out; (row, relevance) best first."""
        wanted = [w.replace('"', '""') for w in dict.fromkeys(terms) if w]
        if not wanted or k <= 0:
            return []
        if refresh:
            self.refresh([tier] if tier else None)
        sql = ("SELECT records.rid, bm25(fts, 4.0, 2.0, 1.0) AS r FROM fts JOIN records "
               "ON records.rid = fts.rowid WHERE fts MATCH ? AND records.valid = 1"
               + (" AND records.tier = ?" if tier else "") + " ORDER BY r, records.rid LIMIT ?")
        match = " OR ".join(f'"{w}"' for w in wanted)
        params: tuple[Any, ...] = (match, tier, k) if tier else (match, k)
        hits = self.conn.execute(sql, params).fetchall()
        rows = self._rows_in_order([rid for rid, _ in hits])
        relevance = {rid: -float(bm) for rid, bm in hits}
        return [(row, relevance[rid]) for rid, row in rows]

    def top_ranked(self, tier: str, n: int, *, min_confidence: float = 0.0,
                   domains: Iterable[str] | None = None, exclude_kind: str | None = None,
                   refresh: bool = True) -> builtins.list[Row]:
        """A tier's n best valid records by recency x confidence, ties by id.

        `domains` keeps records of those domains only (one indexed walk per domain);
        `exclude_kind` leaves out procedural records of that kind (e.g. "skill").
        """
        if n <= 0:
            return []
        if refresh:
            self.refresh([tier])
        where = "tier = ? AND valid = 1"
        params: builtins.list[Any] = [tier]
        if min_confidence > 0:
            where += " AND confidence >= ?"
            params.append(min_confidence)
        if exclude_kind:
            where += " AND (kind IS NULL OR kind != ?)"
            params.append(exclude_kind)
        if domains is None:
            light = self._walk(where, tuple(params), "rank_key DESC", n)
        else:
            light = []
            for domain in dict.fromkeys(domains):
                light.extend(self._walk(where + " AND domain = ?", (*params, domain),
                                        "rank_key DESC", n))
        light.sort(key=lambda r: (-(r[1] or 0.0), str(r[-1])))
        return [row for _, row in self._rows_in_order([r[0] for r in light[:n]])]

    def most_violated_rules(self, n: int, *, exclude_kind: str | None = "skill",
                            refresh: bool = True) -> builtins.list[Row]:
        """Procedural records, most violated first, then most severe, then best ranked; ties by
        id. Exact: the records_rules_violated index is walked in that order."""
        if n <= 0:
            return []
        if refresh:
            self.refresh([T.PROCEDURAL])
        where = "tier = ? AND valid = 1"
        params: tuple[Any, ...] = (T.PROCEDURAL,)
        if exclude_kind:
            where += " AND (kind IS NULL OR kind != ?)"
            params = (*params, exclude_kind)
        light = self._walk(where, params, f"violations DESC, {_SEVERITY_SQL} DESC, rank_key DESC",
                           n, key_columns=f"violations, {_SEVERITY_SQL}, rank_key")
        light.sort(key=lambda r: (-(r[1] or 0), -(r[2] or 0), -(r[3] or 0.0), str(r[-1])))
        return [row for _, row in self._rows_in_order([r[0] for r in light[:n]])]

    def principals(self) -> builtins.list[str]:
        """The distinct principals of the valid personalized records, sorted."""
        return self._distinct(T.PERSONALIZED, "principal")

    def domains(self, tier: str = T.PERSONALIZED) -> builtins.list[str]:
        """The distinct domains of a tier's valid records, sorted."""
        return self._distinct(tier, "domain")

    def main_topics(self, tier: str, n: int) -> builtins.list[str]:
        """A tier's n largest topics (most valid records), from the per-topic aggregates."""
        return [t for (t,) in self.conn.execute(
            "SELECT topic FROM topic_stats WHERE tier = ? AND n > 0 ORDER BY n DESC, topic "
            "LIMIT ?", (tier, n)) if t]

    def remembered(self, key: str) -> str | None:
        """A value kept in the index's meta table (derived data: lost on a rebuild)."""
        row = self.conn.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return None if row is None else str(row[0])

    def remember(self, key: str, value: str) -> None:
        self.conn.execute("INSERT OR REPLACE INTO meta VALUES(?, ?)", (key, value))

    def _walk(self, where: str, params: tuple[Any, ...], order: str, n: int,
              key_columns: str = "rank_key") -> builtins.list[tuple[Any, ...]]:
        """Light rows (rid, *key columns, id): the first n in `order`, plus every row tied with
        the n-th, so that the caller's sort by id is exact. `order` must match an index for the
        walk to stop after n rows; adding id to it would sort the whole range."""
        cols = f"rid, {key_columns}, id"
        rows = self.conn.execute(f"SELECT {cols} FROM records WHERE {where} ORDER BY {order} "
                                 f"LIMIT ?", (*params, n)).fetchall()
        if len(rows) == n:
            keys = [c.strip() for c in _split_columns(key_columns)]
            tie = " AND ".join(f"{c} IS ?" for c in keys)
            ties = self.conn.execute(f"SELECT {cols} FROM records WHERE {where} AND {tie}",
                                     (*params, *rows[-1][1:-1])).fetchall()
            rows = list({r[0]: r for r in (*rows, *ties)}.values())
        return rows

    def _rows_in_order(self, rids: builtins.list[int]) -> builtins.list[tuple[int, Row]]:
        """(rid, full row) for these rids, in the given order (one query, one stat per row)."""
        if not rids:
            return []
        marks = ", ".join("?" for _ in rids)
        paths = dict(self.conn.execute(f"SELECT rid, path FROM records WHERE rid IN ({marks})",
                                       tuple(rids)).fetchall())
        by_path = {row.path: row for row in
                   self._select(f"rid IN ({marks})", tuple(rids), "rid", None)}
        return [(rid, by_path[paths[rid]]) for rid in rids if paths.get(rid) in by_path]

    def _distinct(self, tier: str, column: str) -> builtins.list[str]:
        # A skip scan over the (tier, valid, column) index: one O(log n) probe per value.
        found: builtins.list[str] = []
        last = ""
        while len(found) < _MAX_DISTINCT:
            row = self.conn.execute(f"SELECT MIN({column}) FROM records WHERE tier = ? AND "
                                    f"valid = 1 AND {column} > ?", (tier, last)).fetchone()
            if row is None or row[0] is None:
                break
            last = str(row[0])
            found.append(last)
        return found

    def invalid(self, tiers: Iterable[str] | None = None) -> builtins.list[FileIssues]:
        self.refresh(tiers, full=True)
        rows = self.conn.execute("SELECT path, tier, issues FROM records WHERE valid = 0 "
                                 "ORDER BY path").fetchall()
        return [(p, t, fastjson.loads(i)) for p, t, i in rows]

    def warnings(self) -> builtins.list[FileIssues]:
        rows = self.conn.execute("SELECT path, tier, issues FROM records WHERE valid = 1 AND "
                                 "warnings > 0 ORDER BY path").fetchall()
        return [(p, t, fastjson.loads(i)) for p, t, i in rows]

    def tier_stats(self, full: bool = False) -> dict[str, dict[str, int]]:
        """Counts per tier. Like every reader it trusts unchanged folder mtimes unless `full`."""
        self.refresh(full=full)
        stats = {t: {"files": 0, "valid": 0, "invalid": 0, "bytes": 0, "warnings": 0}
                 for t in T.TIERS}
        for tier, valid, count, size, warned in self.conn.execute(  # a few rows per folder
                "SELECT tier, valid, SUM(n), SUM(bytes), SUM(warned) FROM dir_totals "
                "GROUP BY tier, valid"):
            s = stats.setdefault(tier, {"files": 0, "valid": 0, "invalid": 0, "bytes": 0,
                                        "warnings": 0})
            s["files"] += count
            s["bytes"] += size or 0
            s["valid" if valid else "invalid"] += count
            s["warnings"] += warned or 0
        return stats

    def folder_counts(self, tier: str) -> dict[str, int]:
        """Files per folder of a tier (valid or not), from the per-folder totals."""
        return {os.path.basename(d): n for d, n in self.conn.execute(
            "SELECT dir, SUM(n) FROM dir_totals WHERE tier = ? GROUP BY dir", (tier,))}

    def has_records(self) -> bool:
        """Whether any valid record exists (from the per-topic aggregates: one row read)."""
        self.refresh()
        return self.conn.execute("SELECT 1 FROM topic_stats LIMIT 1").fetchone() is not None

    def topics(self, tier: str) -> Iterator[tuple[str, int, float, str]]:
        """(topic, count, mean confidence, latest last_touched) for a tier's valid records."""
        yield from self.conn.execute(
            "SELECT topic, COUNT(*), AVG(confidence), MAX(last_touched) FROM records "
            "WHERE valid = 1 AND tier = ? GROUP BY topic ORDER BY COUNT(*) DESC, topic", (tier,))


def _split_columns(columns: str) -> builtins.list[str]:
    """Split a column list on the commas outside parentheses (a CASE expression has none, but
    a function call would)."""
    parts: builtins.list[str] = []
    depth = 0
    current = ""
    for ch in columns:
        if ch == "," and depth == 0:
            parts.append(current)
            current = ""
            continue
        depth += (ch == "(") - (ch == ")")
        current += ch
    parts.append(current)
    return parts


def _stat_differs(path: str, size: int, mtime_ns: int) -> bool:
    try:
        st = os.stat(path)
    except OSError:
        return True
    return st.st_size != size or st.st_mtime_ns != mtime_ns


