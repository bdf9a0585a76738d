"""Every version of every record, so that any write can be undone.

`_history/<id>/` holds one file per version: the exact bytes the record had (`<stamp>-<n>.md`)
and what made it (`<stamp>-<n>.json`: `at`, `op`, `source`, `tier`, `path`, `sha1`). A version is
kept when the store creates, updates, applies, strengthens, forgets or restores a record, and
(before a change) when the file on disk is not the last version kept, i.e. someone edited it by
hand: that edit becomes a version of its own (`op: edit`), so a restore never loses it either.

File names carry a UTC timestamp and random bits, never a counter: two clones that change the
same record add different files, and `git merge` unions them without a conflict. Version numbers
are the order of the timestamps, given when the history is read.

Episodic traces are versioned when they are forgotten or restored, not at each reflexion pass
(the transcript is their source, and a busy session would keep a copy per turn).
"""

from __future__ import annotations

import contextlib
import datetime as dt
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from memory_engine import fastjson
from memory_engine.index.rows import sha1_hex
from memory_engine.records.safepath import check_id
from memory_engine.records.tiers import HISTORY_DIR
from memory_engine.storage import storefs


@dataclass(frozen=True)
class Version:
    version: int
    at: str
    op: str
    source: str
    tier: str
    path: str  # the record's path relative to its store root when the version was taken
    sha1: str
    data_path: Path

    def to_dict(self) -> dict[str, Any]:
        return {"version": self.version, "at": self.at, "op": self.op, "source": self.source,
                "tier": self.tier, "path": self.path, "sha1": self.sha1}

    def read(self) -> bytes:
        return storefs.read_bytes(self.data_path.parents[2], self.data_path)


def folder(store_root: Path, record_id: str) -> Path:
    return Path(store_root) / HISTORY_DIR / check_id(record_id)


def keep(store_root: Path, *, record_id: str, tier: str, rel_path: str, data: bytes, op: str,
         source: str = "") -> str:
    """Keep `data` as a new version of `record_id`; returns its file stem."""
    now = dt.datetime.now(dt.UTC)
    stamp = now.strftime("%Y%m%dT%H%M%S%fZ")
    stem = f"{stamp}-{os.urandom(3).hex()}"
    base = folder(store_root, record_id)
    storefs.write_bytes(store_root, base / f"{stem}.md", data)
    meta = {"at": now.isoformat(timespec="seconds"), "op": op, "source": source, "tier": tier,
            "path": rel_path, "sha1": sha1_hex(data)}
    storefs.write_bytes(store_root, base / f"{stem}.json",
                        (fastjson.dumps(storefs.screen_value(meta)) + "\n").encode("utf-8"))
    return stem


def versions(store_root: Path, record_id: str) -> list[Version]:
    """Every version kept for `record_id`, oldest first, numbered from 1."""
    base = folder(store_root, record_id)
    try:
        names = sorted(e.name for e in os.scandir(base)
                       if e.name.endswith(".json") and e.is_file(follow_symlinks=False))
    except FileNotFoundError:
        return []
    out: list[Version] = []
    for name in names:
        stem = name[: -len(".json")]
        data_path = base / f"{stem}.md"
        try:
            meta = fastjson.loads(storefs.read_bytes(store_root, base / name,
                                                     limit=65536).decode("utf-8"))
        except (OSError, ValueError):
            continue
        if not isinstance(meta, dict) or not data_path.is_file() or data_path.is_symlink():
            continue
        out.append(Version(version=len(out) + 1, at=str(meta.get("at", "")),
                           op=str(meta.get("op", "")), source=str(meta.get("source", "")),
                           tier=str(meta.get("tier", "")), path=str(meta.get("path", "")),
                           sha1=str(meta.get("sha1", "")), data_path=data_path))
    return out


def differs_from_last(found: list[Version], data: bytes) -> bool:
    """True when `data` is not the last of the versions `found` (a hand edit, or a record from
    before its history)."""
    return not found or found[-1].sha1 != sha1_hex(data)


def purge(store_root: Path, record_id: str) -> int:
    """Remove every version of `record_id` (for secrets: `forget --purge`); returns the count."""
    base = folder(store_root, record_id)
    removed = 0
    try:
        names = [e.name for e in os.scandir(base)]
    except FileNotFoundError:
        return 0
    for name in names:
        if storefs.remove(store_root, base / name):
            removed += 1
    with contextlib.suppress(OSError):  # not empty: a file someone added by hand stays
        os.rmdir(base)
    return removed
