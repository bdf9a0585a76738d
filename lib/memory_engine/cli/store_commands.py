"""Store commands: init, status, validate, list, show, forget, reindex, manifest."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from memory_engine.cli.common import (
    add_store_options,
    emit_json,
    open_index,
    open_store,
    tier_arg,
)
from memory_engine.errors import StoreError
from memory_engine.records import tiers as T
from memory_engine.storage import health

TYPE_CHECKING = False  # not `from typing`: importing typing costs ~3 ms per hook run

if TYPE_CHECKING:
    from typing import Any



def add_parser(sub: Any, name: str, help_text: str) -> None:
    p: argparse.ArgumentParser = sub.add_parser(name, help=help_text, description=help_text)
    if name == "init":
        add_store_options(p)
        p.set_defaults(func=cmd_init)
    elif name == "status":
        add_store_options(p)
        p.set_defaults(func=cmd_status)
    elif name == "validate":
        add_store_options(p)
        p.add_argument("--strict", action="store_true",
                       help="also fail on warnings (unknown fields, non-kebab topics, dangling "
                       "links, stray files)")
        p.add_argument("--tier", type=tier_arg, help="only this tier")
        p.add_argument("--clean", action="store_true",
                       help="remove temp files that killed writes left behind")
        p.set_defaults(func=cmd_validate)
    elif name == "list":
        add_store_options(p)
        p.add_argument("--tier", type=tier_arg, help="only this tier")
        p.add_argument("--topic", help="only this topic tag")
        p.add_argument("--limit", type=int, default=None, metavar="N",
                       help="at most N records (best first)")
        p.set_defaults(func=cmd_list)
    elif name == "show":
        add_store_options(p)
        p.add_argument("id", help="the record id")
        p.set_defaults(func=cmd_show)
    elif name == "forget":
        add_store_options(p, json_flag=True)
        p.add_argument("id", help="the record id")
        p.add_argument("--purge", action="store_true",
                       help="delete the record and every archived copy for good (for secrets)")
        p.add_argument("--yes", action="store_true", help="confirm --purge")
        p.add_argument("--reason", default="", help="why (kept in the journal)")
        p.set_defaults(func=cmd_forget)
    elif name == "reindex":
        add_store_options(p)
        p.set_defaults(func=cmd_reindex)
    elif name == "manifest":
        add_store_options(p)
        p.add_argument("--tier", type=tier_arg, help="only this tier")
        p.set_defaults(func=cmd_manifest)


def cmd_init(args: argparse.Namespace) -> int:
    store = open_store(args, must_exist=False)
    created = store.init()
    from memory_engine.storage.manifest import write_manifests

    write_manifests(store)
    if args.json:
        emit_json({"root": str(store.root), "created": [str(p) for p in created],
                   "tiers": {t: str(p) for t, p in store.config.tier_dirs().items()}})
        return 0
    verb = "initialised" if created else "already initialised"
    print(f"memory-engine store {verb} at {store.root}")
    for tier, path in store.config.tier_dirs().items():
        print(f"  {tier:<22} {path}")
    print("next: `memengine status`, or open the store's README.md")
    return 0


def _size(n: int) -> str:
    for unit in ("B", "KB", "MB", "GB"):
        if n < 1024 or unit == "GB":
            return f"{n:.0f} {unit}" if unit == "B" else f"{n:.1f} {unit}"
        n /= 1024  # type: ignore[assignment]
    return f"{n} B"


def cmd_status(args: argparse.Namespace) -> int:
    store = open_store(args)
    data = health.status_data(store)
    if args.json:
        emit_json(data)
        return 0
    print(f"memory-engine store: {data['root']}")
    print(f"{'tier':<22}{'files':>7}{'valid':>7}{'invalid':>9}{'size':>10}  compliance")
    for tier, s in data["tiers"].items():
        comp = "-" if s["compliance"] is None else f"{s['compliance']:.0%}"
        print(f"{tier:<22}{s['files']:>7}{s['valid']:>7}{s['invalid']:>9}"
              f"{_size(s['bytes']):>10}  {comp}")
        if tier == T.ENVIRONMENT:
            empty = [b for b, n in s["buckets"].items() if n == 0]
            if empty and s["files"]:
                print(f"{'':<22}empty sub-buckets: {', '.join(empty)}")
    t = data["total"]
    comp = "-" if t["compliance"] is None else f"{t['compliance']:.0%}"
    print(f"{'total':<22}{t['files']:>7}{t['valid']:>7}{t['invalid']:>9}{_size(t['bytes']):>10}"
          f"  {comp}")
    print(f"drafts waiting: {data['drafts']}   rejected: {data['rejected']}   "
          f"strengthened a record: {data['strengthened']}")
    if t["invalid"]:
        print(f"{t['invalid']} file(s) fail the schema and are invisible to recall and "
              "promotion: run `memengine validate` to see why")
    return 0


def cmd_validate(args: argparse.Namespace) -> int:
    store = open_store(args)
    tiers = [args.tier] if args.tier else None
    invalid = store.index.invalid(tiers)
    warnings = [w for w in store.index.warnings() if not args.tier or w[1] == args.tier]
    if args.clean:
        for path in health.clean_temp_files(store):
            print(f"removed {path}: a temp file a killed write left behind", file=sys.stderr)
    extra = health.stray_files(store) + health.dangling_links(store)
    checked = sum(s["files"] for t, s in store.index.tier_stats(full=True).items()
                  if not args.tier or t == args.tier)
    problems = len(invalid) + ((len(warnings) + len(extra)) if args.strict else 0)
    if args.json:
        emit_json({"checked": checked, "ok": problems == 0,
                   "errors": [{"path": p, "tier": t, "issues": i} for p, t, i in invalid],
                   "warnings": [{"path": p, "tier": t, "issues": i} for p, t, i in warnings]
                   + [{"path": e.split(": ")[0], "message": e} for e in extra],
                   "strict": args.strict})
        return 1 if problems else 0
    for _path, _tier, issues in invalid:
        for issue in issues:
            print(f"error: {issue['file']}: {issue['field']}: {issue['problem']}; "
                  f"fix: {issue['fix']}")
    label = "error" if args.strict else "warning"
    for _path, _tier, issues in warnings:
        for issue in issues:
            print(f"{label}: {issue['file']}: {issue['field']}: {issue['problem']}; "
                  f"fix: {issue['fix']}")
    for line in extra:
        print(f"{label}: {line}")
    bad = len(invalid)
    print(f"checked {checked} file(s): {bad} invalid, {len(warnings) + len(extra)} with "
          f"warnings{' (strict: warnings count as problems)' if args.strict else ''}")
    return 1 if problems else 0


def cmd_list(args: argparse.Namespace) -> int:
    index = open_index(args)
    if args.limit is not None and args.limit < 1:
        raise StoreError("--limit must be at least 1")
    rows = index.top(args.limit, tier=args.tier, topic=args.topic)
    if args.json:
        emit_json([r.to_dict() for r in rows])
        return 0
    if not rows:
        print("no records" + (f" in {args.tier}" if args.tier else "")
              + (f" with topic {args.topic}" if args.topic else ""))
        return 0
    print(f"{'id':<36} {'tier':<20} {'topic':<22} {'conf':>5} {'obs':>4} {'touched':<10}  title")
    for r in rows:
        print(f"{r.id[:36]:<36} {r.tier:<20} {r.topic[:22]:<22} {r.confidence:>5.2f} "
              f"{r.observations:>4} {r.last_touched:<10}  {r.title[:60]}")
    return 0


def cmd_show(args: argparse.Namespace) -> int:
    store = open_store(args)
    row = store.index.get(args.id)
    if row is None:
        raise StoreError(f"no record with id {args.id!r}; `memengine list` shows the ids")
    text = Path(row.path).read_text(encoding="utf-8", errors="replace")
    if args.json:
        record = store.load(args.id)
        emit_json({**row.to_dict(), "body": record.body,
                   "frontmatter": record.to_metadata()})
        return 0
    sys.stdout.write(f"# {row.path}\n{text}")
    if not text.endswith("\n"):
        sys.stdout.write("\n")
    return 0


def cmd_forget(args: argparse.Namespace) -> int:
    store = open_store(args)
    if args.purge and not args.yes:
        raise StoreError("--purge deletes the record and every archived copy for good; add "
                         "--yes to confirm, or drop --purge to archive it instead")
    dest = store.forget(args.id, purge=args.purge, reason=args.reason)
    if args.json:
        emit_json({"id": args.id, "purged": args.purge, "archive": str(dest) if dest else None})
    elif dest is None:
        print(f"purged {args.id} (record, archived copies and history deleted)")
    else:
        print(f"archived {args.id} to {dest} (`memengine restore {args.id}` brings it back)")
    return 0


def cmd_reindex(args: argparse.Namespace) -> int:
    store = open_store(args)
    changed = store.index.rebuild()
    stats = store.index.tier_stats()
    from memory_engine.storage.manifest import write_manifests

    write_manifests(store)
    files = sum(s["files"] for s in stats.values())
    invalid = sum(s["invalid"] for s in stats.values())
    if args.json:
        emit_json({"indexed": changed, "files": files, "invalid": invalid})
    else:
        print(f"reindexed {files} file(s); {invalid} fail the schema"
              + (" (run `memengine validate`)" if invalid else ""))
    return 0


def cmd_manifest(args: argparse.Namespace) -> int:
    store = open_store(args)
    from memory_engine.storage.manifest import write_manifests

    tiers = (args.tier,) if args.tier else None
    written = write_manifests(store, tiers)
    if args.json:
        emit_json({"written": [str(p) for p in written]})
    else:
        print(f"{len(written)} manifest(s) regenerated" if written else "manifests up to date")
        for p in written:
            print(f"  {p}")
    return 0
