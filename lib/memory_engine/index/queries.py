"""Reads of the index: every query the rest of the package needs, by purpose. Each is exact and
deterministic (ties broken by id) and walks an index, so its cost grows with what it returns,
not with the store; returned rows are re-checked against the disk."""

from __future__ import annotations

import builtins
import os

from memory_engine import fastjson
from memory_engine.index.rows import Row, trigger_matches, words
from memory_engine.index.sync import SyncedIndex, _stat_differs
from memory_engine.records import tiers as T

TYPE_CHECKING = False  # not `from typing`: importing typing costs ~3 ms per hook run

if TYPE_CHECKING:
    from collections.abc import Iterable, Iterator
    from pathlib import Path
    from typing import Any

# (path, tier, [issue dicts with file/field/problem/fix/severity])
FileIssues = tuple[str, str, list[dict[str, str]]]
# Severity as a number, spelled exactly as in the records_rules_violated index so that SQLite
# walks that index instead of sorting.
_SEVERITY_SQL = ("(CASE severity WHEN 'critical' THEN 3 WHEN 'high' THEN 2 WHEN 'low' THEN 0 "
                 "ELSE 1 END)")
_MAX_DISTINCT = 1000  # distinct principals/domains listed at most


class Index(SyncedIndex):
    """Every read of the index, by purpose (SQL lives in this package only)."""

    def top(self, n: int | None = 20, tier: str | None = None, topic: str | None = None,
            min_confidence: float = 0.0) -> list[Row]:
        """Top N valid records by recency x confidence; O(N) thanks to the stored rank key."""
        self.refresh([tier] if tier else None)
        where, params = _valid_where(tier, topic, min_confidence)
        return self._select(where, params, "rank_key DESC", n)

    def list(self, tier: str | None = None, topic: str | None = None,
             limit: int | None = None, refresh_full: bool = True) -> builtins.list[Row]:
        self.refresh([tier] if tier else None, full=refresh_full)
        where, params = _valid_where(tier, topic)
        return self._select(where, params, "tier, rank_key DESC", limit)

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

    def dated(self, tier: str, start: str, end: str, limit: int) -> builtins.list[Row]:
        """Valid records of `tier` dated (their `date`, else the day they were last touched)
        from `start` to `end` (ISO days, inclusive), the latest first, at most `limit`."""
        return self._select(
            "valid = 1 AND tier = ? AND substr(COALESCE(date, last_touched), 1, 10) "
            "BETWEEN ? AND ?", (tier, start, end),
            "substr(COALESCE(date, last_touched), 1, 10) DESC, id", limit)

    def rules_matching(self, text: str, tier: str = T.PROCEDURAL,
                       limit: int | None = None) -> builtins.list[Row]:
        """Records whose `trigger` matches the text, most violated first (at most `limit`).

        Cost grows with the matching rules read, not with the store: the trigger keys tell which
        plain triggers the text's words satisfy, SQLite orders those light rows, and they are
        read (re-checked against the disk, their triggers matched) best first only until
        `limit` rules match.
        """
        self.refresh([tier])
        text_words = set(words(text))
        if not text_words:
            return []
        terms = sorted(text_words | {"*"})
        marks = ", ".join("?" for _ in terms)
        # Light rows of the triggers whose every word the text holds (a regex trigger's "*"
        # always counts), most violated first, then best ranked, then by rid; the grouping
        # walks the covering index on trigger_terms, and CROSS JOIN keeps it the outer loop
        # (left to itself the planner walks every rule). A rule with two matching triggers
        # comes twice, side by side.
        sql = (f"SELECT r.rid, r.path, r.size, r.mtime_ns, r.trigger "
               f"FROM (SELECT rid FROM trigger_terms WHERE term IN ({marks}) GROUP BY rid, pattern "
               f"HAVING count(*) = max(needed)) t CROSS JOIN records r ON r.rid = t.rid "
               f"WHERE r.valid = 1 AND r.tier = ? "
               f"ORDER BY COALESCE(r.violations, 0) DESC, COALESCE(r.rank_key, 0.0) DESC, r.rid")
        for checked in (True, False):  # once more, without the check, after a re-index
            keep: builtins.list[int] = []
            stale: builtins.list[str] = []
            for rid, path, size, mtime, trigger in self.conn.execute(sql, (*terms, tier)):
                if keep and keep[-1] == rid:
                    continue
                if checked and _stat_differs(path, size, mtime):
                    stale.append(path)  # changed on disk: re-indexed, then read again
                elif any(trigger_matches(str(p), text, text_words)
                         for p in fastjson.loads(trigger or "[]")):
                    keep.append(rid)
                    if limit is not None and len(keep) >= limit:
                        break
            if not stale:
                break
            self._reindex_paths(stale)
        return [row for _, row in self._rows_in_order(keep)
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

    def search_pools(self, phrases: Iterable[tuple[str, bool]], k: int, *,
                     common_share: float = 0.0, refresh: bool = True,
                     also: Iterable[tuple[str, bool]] = (), also_tiers: Iterable[str] = (),
                     ) -> dict[str, builtins.list[tuple[Row, float]]]:
        """BM25 over the valid records of every tier in one pass: tier -> its k best (row,
        relevance), best first, ties by rid (a large tier cannot crowd a small one out).

        `phrases`: (word, prefix); a prefix phrase matches every word starting with it (a stem,
        "test", finds "tests" and "testing"). `common_share` > 0: a phrase found in more than
        that share of the records (and more than 200 of them) is left out when a rarer one is
        present: it cannot tell records apart, and scoring every record that holds it is what
        costs on a large store. When every phrase is that common, a record must hold them all.

        `also`: more phrases, searched in the `also_tiers` only, apart from `phrases` (their
        own BM25, their own common-word rule) but in the same statement: a tier's k best by
        them join its k best by `phrases`, a record found by both with the sum of its two
        relevances, best first, ties by record id.
        """
        searches: builtins.list[tuple[builtins.list[str], tuple[str, ...]]] = [
            (_wanted(phrases), ())]
        tiers = tuple(dict.fromkeys(also_tiers))
        if tiers:
            searches.append((_wanted(also), tiers))
        if k <= 0 or not any(wanted for wanted, _ in searches):
            return {}
        if refresh:
            self.refresh()
        matches = self._matches([wanted for wanted, _ in searches], common_share)
        # One statement, an arm per search: CROSS JOIN keeps the full-text match as the outer
        # loop of each (left to itself the planner may walk every valid record and run the
        # match for each: seconds at 10k records).
        arms: builtins.list[str] = []
        params: builtins.list[Any] = []
        for n, ((_, only), match) in enumerate(zip(searches, matches, strict=True)):
            if match:
                arms.append(f"SELECT records.rid, records.tier, bm25(fts, 4.0, 2.0, 1.0), {n} "
                            "FROM fts CROSS JOIN records ON records.rid = fts.rowid "
                            "WHERE fts MATCH ? AND records.valid = 1" + (
                                f" AND records.tier IN ({', '.join('?' * len(only))})"
                                if only else ""))
                params += [match, *only]
        by_tier: builtins.list[dict[str, builtins.list[tuple[float, int]]]] = [{}, {}]
        for rid, tier, bm, n in self.conn.execute(" UNION ALL ".join(arms), params):
            by_tier[n].setdefault(tier, []).append((bm, rid))
        best = [{tier: sorted(hits)[:k] for tier, hits in found.items()} for found in by_tier]
        rows = dict(self._rows_in_order(list(dict.fromkeys(
            rid for found in best for hits in found.values() for _, rid in hits))))
        out = {tier: [(rows[rid], -float(bm)) for bm, rid in hits if rid in rows]
               for tier, hits in best[0].items()}
        for tier, hits in best[1].items():
            more = [(rows[rid], -float(bm)) for bm, rid in hits if rid in rows]
            if more:
                out[tier] = _summed(out.get(tier, []), more)
        return out

    def _matches(self, searches: builtins.list[builtins.list[str]], common_share: float,
                 ) -> builtins.list[str]:
        """The full-text query of each search's phrases: OR, without the common ones (see
        search_pools), or AND when every one is common; "" for a search without phrases. The
        phrases are counted in one statement (two when a prefix's word is rare)."""
        counted = [p for wanted in searches if len(wanted) > 1 for p in wanted]
        counts: dict[str, int] = {}
        limit = 0
        if common_share > 0 and counted:
            total = self.conn.execute("SELECT COALESCE(SUM(n), 0) FROM topic_stats").fetchone()[0]
            limit = int(max(200, common_share * total))
            counted = list(dict.fromkeys(counted))
            # Only "more than limit or not" matters, so a count stops one record past it: a
            # common word is not walked to the end of its thousands of records. A prefix
            # phrase ("test"*) is counted as its word ("test") first: SQLite merges every
            # word a prefix matches before it returns a first record, at the cost of all
            # their records, and a word found more than `limit` times makes its prefix common
            # (every record holding the word holds the prefix).
            words_of = {p: p[:-1] for p in counted if p.endswith("*")}
            counts = self._counted(list(dict.fromkeys(
                [*(p for p in counted if p not in words_of), *words_of.values()])), limit)
            counts.update(self._counted([p for p, w in words_of.items() if counts[w] <= limit],
                                        limit))
            counts.update({p: counts[w] for p, w in words_of.items() if p not in counts})
        out: builtins.list[str] = []
        for wanted in searches:
            joiner = " OR "
            if counts and len(wanted) > 1:
                rare = [p for p in wanted if counts[p] <= limit]
                if rare:
                    wanted = rare
                else:
                    joiner = " AND "
            out.append(joiner.join(wanted))
        return out

    def _counted(self, phrases: builtins.list[str], limit: int) -> dict[str, int]:
        """phrase -> the records it is found in, counted to limit + 1 at most (one statement)."""
        if not phrases:
            return {}
        found = self.conn.execute("SELECT " + ", ".join(
            "(SELECT count(*) FROM (SELECT 1 FROM fts WHERE fts MATCH ? LIMIT ?))"
            for _ in phrases), [v for p in phrases for v in (p, limit + 1)]).fetchone()
        return dict(zip(phrases, found, strict=True))

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

    def titles(self, tier: str, n: int) -> builtins.list[str]:
        """The titles of a tier's n most recently touched valid records."""
        return [str(t) for (t,) in self.conn.execute(
            "SELECT title FROM records WHERE tier = ? AND valid = 1 ORDER BY rank_key DESC "
            "LIMIT ?", (tier, n)) if t]

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
        rows = self._select_by_rid(rids)
        return [(rid, rows[rid]) for rid in rids if rid in rows]

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

    def has_records(self, refresh: bool = True) -> bool:
        """Whether any valid record exists (from the per-topic aggregates: one row read);
        `refresh=False` for a caller that refreshed the index already."""
        if refresh:
            self.refresh()
        return self.conn.execute("SELECT 1 FROM topic_stats LIMIT 1").fetchone() is not None

    def topics(self, tier: str) -> Iterator[tuple[str, int, float, str]]:
        """(topic, count, mean confidence, latest last_touched) for a tier's valid records."""
        yield from self.conn.execute(
            "SELECT topic, COUNT(*), AVG(confidence), MAX(last_touched) FROM records "
            "WHERE valid = 1 AND tier = ? GROUP BY topic ORDER BY COUNT(*) DESC, topic", (tier,))


    # -- summaries, similarity candidates, links --------------------------------------------
    def tier_summary(self, tier: str) -> dict[str, Any]:
        """A tier's valid-record count, confidence sum, topic count, newest last_touched, three
        largest topics and invalid-file count: O(topics), from the per-topic aggregates."""
        count, conf_sum, n_topics = self.conn.execute(
            "SELECT COALESCE(SUM(n), 0), COALESCE(SUM(conf_sum), 0), COUNT(*) FROM topic_stats "
            "WHERE tier = ?", (tier,)).fetchone()
        invalid = self.conn.execute("SELECT COUNT(*) FROM records WHERE tier = ? AND valid = 0",
                                    (tier,)).fetchone()[0]
        newest = top = None
        if count:
            newest = self.conn.execute("SELECT MAX(last_touched) FROM records WHERE tier = ? "
                                       "AND valid = 1", (tier,)).fetchone()[0]
            top = self.conn.execute("SELECT topic, n FROM topic_stats WHERE tier = ? "
                                    "ORDER BY n DESC, topic LIMIT 3", (tier,)).fetchall()
        return {"count": int(count), "conf_sum": float(conf_sum), "topics": int(n_topics),
                "invalid": int(invalid), "newest": newest, "top_topics": top or []}

    def text_candidates(self, fts_query: str,
                        limit: int) -> builtins.list[tuple[Any, ...]]:
        """Valid records matching an FTS5 query, best BM25 first, as (id, tier, topic, title,
        confidence, observations, last_touched, path, body, condition, prediction)."""
        sql = ("SELECT r.id, r.tier, r.topic, r.title, r.confidence, r.observations, "
               "r.last_touched, r.path, fts.body, r.condition, r.prediction "
               "FROM fts JOIN records r ON r.rid = fts.rowid "
               "WHERE fts MATCH ? AND r.valid = 1 ORDER BY bm25(fts, 4.0, 2.0, 1.0) LIMIT ?")
        return list(self.conn.execute(sql, (fts_query, limit)).fetchall())

    def valid_ids(self) -> set[tuple[str, str]]:
        """(tier, lower-cased id) of every valid record."""
        return {(t, i.lower()) for t, i in self.conn.execute(
            "SELECT tier, id FROM records WHERE valid = 1")}

    def links_of(self, tier: str, record_id: str) -> builtins.list[str]:
        """The links of the valid record `tier`/`record_id` (none if there is no such record)."""
        row = self.conn.execute("SELECT links FROM records WHERE valid = 1 AND tier = ? AND id = ?",
                                (tier, record_id)).fetchone()
        return [str(link) for link in fastjson.loads(row[0] or "[]")] if row else []

    def links(self) -> Iterator[tuple[str, builtins.list[str]]]:
        """(path, links) of every valid record that links to others."""
        for path, links in self.conn.execute("SELECT path, links FROM records WHERE valid = 1 "
                                             "AND links != '[]'"):
            yield path, [str(link) for link in fastjson.loads(links)]

    # -- the audit's reads -------------------------------------------------------------------
    def dated_counts(self, column: str) -> builtins.list[tuple[str, str, int]]:
        """(tier, date, count) of valid records grouped by `last_touched`, `created` or
        (episodic) `date`."""
        if column not in ("last_touched", "created", "date"):
            raise ValueError(f"not a date column: {column!r}")
        return [(t, d, int(n)) for t, d, n in self.conn.execute(
            f"SELECT tier, {column}, COUNT(*) FROM records WHERE valid = 1 AND {column} "
            f"IS NOT NULL GROUP BY tier, {column} ORDER BY tier, {column}")]

    def screened_records(self) -> builtins.list[tuple[str, str, str, str]]:
        """(tier, id, path, injection kinds) of every record whose quoted text was flagged."""
        return list(self.conn.execute("SELECT tier, id, path, screened FROM records "
                                      "WHERE screened != '' ORDER BY tier, path"))

    def secret_records(self) -> builtins.list[tuple[str, str, str, str]]:
        """(tier, id, path, secret kinds) of every indexed file, valid or not, whose bytes on
        disk hold a secret (found when the file was indexed)."""
        return list(self.conn.execute("SELECT tier, id, path, secrets FROM records "
                                      "WHERE secrets != '' ORDER BY tier, path"))

    def touched_days(self) -> dict[tuple[str, str], str]:
        """(tier, lower-cased id) -> last_touched of every valid record."""
        return {(t, i.lower()): d for t, i, d in self.conn.execute(
            "SELECT tier, id, last_touched FROM records WHERE valid = 1")}

    def prediction_outcomes(self) -> builtins.list[tuple[str, str, int, int]]:
        """(bucket, id, hits, misses) of every valid environment-dynamics record."""
        return [(b or "", i, int(h or 0), int(m or 0)) for b, i, h, m in self.conn.execute(
            "SELECT bucket, id, hits, misses FROM records WHERE tier = ? AND valid = 1 "
            "ORDER BY bucket, id", (T.ENVIRONMENT,))]

    def link_table(self) -> builtins.list[tuple[str, str, str, builtins.list[str]]]:
        """(tier, id, path, links) of every valid record that links to others."""
        return [(t, i, p, [str(x) for x in fastjson.loads(links)]) for t, i, p, links in
                self.conn.execute("SELECT tier, id, path, links FROM records WHERE valid = 1 "
                                  "AND links != '[]'")]

    def file_paths(self, tier: str | None = None) -> builtins.list[tuple[str, str, int]]:
        """(tier, path, valid) of every indexed file, valid or not (one tier when given)."""
        sql = "SELECT tier, path, valid FROM records"
        params: tuple[Any, ...] = ()
        if tier:
            sql, params = sql + " WHERE tier = ?", (tier,)
        return [(t, p, int(v)) for t, p, v in self.conn.execute(sql + " ORDER BY path", params)]


def _valid_where(tier: str | None, topic: str | None,
                 min_confidence: float = 0.0) -> tuple[str, tuple[Any, ...]]:
    """The WHERE clause (and its parameters) for valid records of a tier and topic."""
    clauses: builtins.list[str] = ["valid = 1"]
    params: builtins.list[Any] = []
    for clause, value in (("tier = ?", tier), ("topic = ?", topic)):
        if value:
            clauses.append(clause)
            params.append(value)
    if min_confidence > 0:
        clauses.append("confidence >= ?")
        params.append(min_confidence)
    return " AND ".join(clauses), tuple(params)


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


def _wanted(phrases: Iterable[tuple[str, bool]]) -> builtins.list[str]:
    """Full-text phrases, each once: quoted, `*` after a prefix."""
    return [f'"{w.replace(chr(34), chr(34) * 2)}"' + ("*" if prefix else "")
            for w, prefix in dict.fromkeys(phrases) if w]


def _summed(pool: builtins.list[tuple[Row, float]], more: builtins.list[tuple[Row, float]],
            ) -> builtins.list[tuple[Row, float]]:
    """Two searches' candidates of one tier, each with the sum of its relevances, best first
    (ties by id)."""
    total: dict[str, float] = {}
    rows: dict[str, Row] = {}
    for row, bm in (*pool, *more):
        total[row.id] = total.get(row.id, 0.0) + bm
        rows[row.id] = row
    return sorted(((rows[rid], bm) for rid, bm in total.items()), key=lambda t: (-t[1], t[0].id))
