"""The index's SQLite schema, its migration (the index is derived: a database of an older layout
is dropped and rebuilt from the files) and how a connection is opened without trusting the disk.
"""

# try/except/pass instead of contextlib.suppress: every hook that reads the index opens it here,
# and importing contextlib would cost each of them half a millisecond.
# ruff: noqa: SIM105

from __future__ import annotations

import os
import sys
import time

TYPE_CHECKING = False  # not `from typing`: importing typing costs milliseconds per hook run
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any


def _lru_cache(maxsize: int) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """functools.lru_cache(maxsize) as the C module uses it (to wrap a connection in its
    statement cache): the C wrapper functools itself wraps with, or functools' own where that
    wrapper is called otherwise."""

    def wrap(function: Callable[..., Any]) -> Callable[..., Any]:
        try:
            import _functools  # type: ignore[import-not-found]  # C, no stubs

            wrapped: Callable[..., Any] = _functools._lru_cache_wrapper(
                function, max(0, maxsize), False, tuple)
            return wrapped
        except Exception:  # another interpreter's wrapper: the real thing
            import functools

            return functools.lru_cache(maxsize)(function)

    return wrap


# The C module under the `sqlite3` package, whose Python layer imports datetime and registers
# date adapters: a millisecond of every hook run, for adapters the index never uses (it binds
# text and numbers only; dates are stored as ISO text). The C module itself imports functools
# for one thing, `lru_cache`, and functools brings collections, keyword, operator, reprlib and
# types, some 2 ms of every hook that reads the index, which nothing else on their paths needs:
# when functools is not loaded yet, a stand-in that offers that one function is in its place
# while the C module loads, and taken out at once (`import functools` still finds the real one).
_STAND_IN = None
if "functools" not in sys.modules:
    _STAND_IN = type(sys)("functools")
    _STAND_IN.lru_cache = _lru_cache  # type: ignore[attr-defined]
    sys.modules["functools"] = _STAND_IN
try:
    import _sqlite3 as sqlite3
except Exception:  # a build whose C module wants more of functools: load it as it is
    if sys.modules.get("functools") is _STAND_IN:
        del sys.modules["functools"]
    _STAND_IN = None
    try:
        import _sqlite3 as sqlite3
    except ImportError:  # pragma: no cover - an interpreter whose sqlite3 is built otherwise
        import sqlite3  # type: ignore[no-redef]
finally:
    if _STAND_IN is not None and sys.modules.get("functools") is _STAND_IN:
        del sys.modules["functools"]

SCHEMA_VERSION = "8"

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
  secrets TEXT NOT NULL DEFAULT '',
  size INTEGER NOT NULL, mtime_ns INTEGER NOT NULL, sha1 TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS records_tier_rank ON records(tier, valid, rank_key DESC);
CREATE INDEX IF NOT EXISTS records_rank ON records(valid, rank_key DESC);
CREATE INDEX IF NOT EXISTS records_topic ON records(topic, rank_key DESC);
CREATE INDEX IF NOT EXISTS records_id ON records(id);
CREATE INDEX IF NOT EXISTS records_dir ON records(dir);
-- One row per word of each plain trigger ("*" for a regex), with the trigger's position in the
-- record's list and how many distinct words it has: the plain triggers a text matches are the
-- (rid, pattern) groups whose every word the text holds, read from this covering index alone.
CREATE TABLE IF NOT EXISTS trigger_terms(term TEXT NOT NULL, rid INTEGER NOT NULL,
  pattern INTEGER NOT NULL, needed INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS trigger_terms_term ON trigger_terms(term, rid, pattern, needed);
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


def open_database(path: str, log_dir: str) -> sqlite3.Connection:
    """Connect to the index at `path`, creating or migrating its tables. A damaged database is
    set aside (kept for inspection) and a new one built: it is derived from the files."""
    try:
        return _connect(path, log_dir)
    except sqlite3.DatabaseError as exc:
        if isinstance(exc, sqlite3.OperationalError) and "locked" in str(exc):
            raise
        from memory_engine.logs import write_log

        aside_name = f"corrupt-{time.time_ns()}.sqlite3"
        os.replace(path, os.path.join(os.path.dirname(path), aside_name))
        for suffix in ("-wal", "-shm"):
            try:
                os.unlink(path + suffix)
            except FileNotFoundError:
                pass
        write_log(log_dir, "WARNING", f"index {path} was unreadable ({exc}); moved to "
                  f"{aside_name} and rebuilt from the record files")
        return _connect(path, log_dir)


def _connect(path: str, log_dir: str) -> sqlite3.Connection:
    _set_links_aside(path, log_dir)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    conn = sqlite3.connect(path, timeout=60, isolation_level=None)
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("PRAGMA synchronous=NORMAL")
    conn.execute("PRAGMA busy_timeout=60000")
    version = None
    try:
        version = conn.execute("SELECT value FROM meta WHERE key='schema'").fetchone()
    except sqlite3.OperationalError:  # a brand-new file has no tables
        pass
    if version is None or version[0] != SCHEMA_VERSION:
        conn.execute("BEGIN IMMEDIATE")
        try:
            try:
                version = conn.execute("SELECT value FROM meta WHERE key='schema'").fetchone()
            except sqlite3.OperationalError:  # another process may have won
                pass
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


def _set_links_aside(path: str, log_dir: str) -> None:
    """A committed `.index` link (or a linked database file) would make SQLite write wherever it
    points. The index is derived, so the link itself is renamed aside (its target untouched) and
    a real index is rebuilt."""
    folder = os.path.dirname(path)
    for candidate in (folder, path, path + "-wal", path + "-shm"):
        if os.path.islink(candidate):
            aside = f"{candidate}.link-{time.time_ns()}"
            os.rename(candidate, aside)  # renames the link, never its target
            from memory_engine.logs import write_log

            write_log(log_dir, "WARNING",
                      f"{candidate} was a symlink; renamed it to {aside} and rebuilt a real index")
