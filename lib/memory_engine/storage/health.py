"""What a store holds and what is wrong with it, as data: the figures `status` prints, files
that are not records (stray files, temp files of killed writes), and links that point nowhere.
The commands print these; the audit reads them too."""

from __future__ import annotations

import os
import re
from pathlib import Path

from memory_engine.records import tiers as T
from memory_engine.storage import storefs

TYPE_CHECKING = False  # not `from typing`: importing typing costs ~3 ms per hook run

if TYPE_CHECKING:
    from typing import Any

    from memory_engine.storage.store import Store


def _count_md(folder: Path) -> int:
    try:
        return sum(1 for p in folder.iterdir() if p.suffix == ".md" and p.is_file())
    except OSError:
        return 0


# The `admission` block drafts._archive appends last to an archived draft's frontmatter, and
# the two keys that say whether the draft was rejected or strengthened a record. Read as text,
# here rather than in drafts (whose imports cost more than status itself): status counts every
# archive, and parsing each file's YAML would cost more than the rest of the command.
_ADMISSION_BLOCK = re.compile(r"^admission:\n((?:[ \t].*\n)*)", re.MULTILINE)
_ADMISSION_KEY = re.compile(r"^  (action|reason): *'?([\w-]+)'?$", re.MULTILINE)
# Archives written before `action` existed: a strengthened duplicate's message says so (YAML
# may fold it across lines, so it is compared with whitespace collapsed).
_STRENGTHENED_MESSAGE = "strengthened instead"


def archive_counts(store: Store) -> dict[str, int]:
    """How many archived drafts in `_drafts/_rejected/` were rejected, and how many restated a
    record that was strengthened instead (archived with reason `duplicate`, not a rejection)."""
    counts = {"rejected": 0, "strengthened": 0}
    try:
        entries = list(os.scandir(store.config.rejected_dir))
    except OSError:
        return counts
    for entry in entries:
        if not entry.name.endswith(".md") or not entry.is_file(follow_symlinks=False):
            continue
        try:
            text = Path(entry.path).read_text(encoding="utf-8", errors="replace")
        except OSError:
            continue
        front = text[:text.find("\n---", 3) + 1] if text.startswith("---") else ""
        block = _ADMISSION_BLOCK.search(front)
        keys = dict(_ADMISSION_KEY.findall(block.group(1))) if block else {}
        if "action" in keys:
            strengthened = keys["action"] == "strengthened"
        else:
            folded = " ".join(block.group(1).split()) if block else ""
            strengthened = keys.get("reason") == "duplicate" and _STRENGTHENED_MESSAGE in folded
        counts["strengthened" if strengthened else "rejected"] += 1
    return counts


def status_data(store: Store) -> dict[str, Any]:
    stats = store.index.tier_stats()
    tiers: dict[str, Any] = {}
    for tier in T.TIERS:
        s = stats[tier]
        compliance = (s["valid"] / s["files"]) if s["files"] else None
        tiers[tier] = {**s, "compliance": compliance, "path": str(store.tier_dir(tier))}
        if tier == T.ENVIRONMENT:
            per_folder = store.index.folder_counts(tier)
            tiers[tier]["buckets"] = {b: per_folder.get(b, 0) for b in T.ENV_BUCKETS}
    files = sum(s["files"] for s in stats.values())
    valid = sum(s["valid"] for s in stats.values())
    return {
        "root": str(store.root),
        "tiers": tiers,
        "total": {"files": files, "valid": valid, "invalid": files - valid,
                  "bytes": sum(s["bytes"] for s in stats.values()),
                  "compliance": (valid / files) if files else None},
        "drafts": _count_md(store.config.drafts_dir),
        # `_drafts/_rejected/` also keeps the drafts that strengthened a record they restated:
        # counted apart, as `drafts process` reports them
        **archive_counts(store),
        "index": str(store.config.index_path),
    }


def _store_bases(store: Store) -> list[str]:
    # both stores: the user store holds records (personalized tier, history) too
    return list(dict.fromkeys(b for b in (os.path.abspath(store.root),
                                          store.config.user_root_str) if os.path.isdir(b)))


def clean_temp_files(store: Store) -> list[str]:
    """Remove the temp files killed writers left in either store; returns their paths."""
    removed: list[str] = []
    for base in _store_bases(store):
        removed.extend(storefs.clean_temp_leftovers(base))
    return removed


def stray_files(store: Store) -> list[str]:
    """Files in tier folders that are not records (wrong extension, symlinks): never indexed;
    and temp files killed writers left anywhere in either store."""
    stray: list[str] = []
    for base in _store_bases(store):
        # every temp file, however young: a write in flight lasts milliseconds
        for path in storefs.temp_leftovers(base, older_than=0):
            stray.append(f"{path}: temp file left by a write that was killed (the real file is "
                         "whole); fix: `memengine validate --clean` removes it")
    for _tier, folder in store.index.record_dirs():
        try:
            entries = list(Path(folder).iterdir())
        except OSError:
            continue
        for p in entries:
            if p.name.startswith((".", "_")) or (p.is_dir() and not p.is_symlink()):
                continue
            if p.is_symlink():
                stray.append(f"{p}: symlink (not indexed: a link could lead out of the store; "
                             "replace it with the file itself)")
            elif p.suffix != ".md":
                stray.append(f"{p}: not a .md file (not indexed; rename it to .md or move it "
                             "out of the store)")
    return stray


def dangling_links(store: Store) -> list[str]:
    """Links that point to no valid record."""
    ids = store.index.valid_ids()
    out: list[str] = []
    for path, links in store.index.links():
        for link in links:
            tier, _, rid = link.partition("/")
            if (tier, rid.lower()) not in ids:
                out.append(f"{path}: links: {link!r} points to no record; fix: correct the link "
                           "or restore the target")
    return out
