"""The derived index: SQLite (+ FTS5) over the record files, rebuildable at any time.

Files are the source of truth; this index only makes reads cheap. Two rules keep it honest:

* Every write through the library updates its row at once.
* Before answering, a reader checks each tier folder's mtime (a constant number of `stat`s). A
  folder whose mtime moved (a file added, removed or renamed by hand, including editors that save
  by rename) is rescanned: `stat` per file, re-parse only what changed in size, mtime or hash.
  Rows a query returns are `stat`ed again (cost grows with N, not with the store) so an in-place
  edit of a returned file is caught too; `memengine reindex` or any full listing catches the rest.

"Top N by recency x confidence" costs O(N): rows carry a date-independent rank key (rows.py)
with an index on it, and the score is computed only for the N rows returned. What a row holds
(columns, snippet, rank key, trigger keys) is derived in rows.py; this module is the SQLite
side: schema, freshness, writes and queries.
"""

from memory_engine.index.queries import FileIssues, Index
from memory_engine.index.rows import (
    HALF_LIFE_DAYS,
    TAU,
    Row,
    columns_for_file,
    rank_key,
    recency_confidence,
    record_columns,
    record_snippet,
    trigger_matches,
    trigger_terms,
    words,
)
from memory_engine.index.schema import SCHEMA_VERSION

__all__ = ["HALF_LIFE_DAYS", "SCHEMA_VERSION", "TAU", "FileIssues", "Index", "Row",
           "columns_for_file", "rank_key", "recency_confidence", "record_columns",
           "record_snippet", "trigger_matches", "trigger_terms", "words"]
