"""`memengine migrate-frontmatter`: show the diff, then bring legacy files up to the canonical
schema (or import a folder of plain notes through the admission gate)."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from memory_engine.cli.common import add_store_options, emit_json, open_store, tier_arg


def add_parser(sub: Any, name: str, help_text: str) -> None:
    p: argparse.ArgumentParser = sub.add_parser(name, help=help_text, description=help_text)
    add_store_options(p)
    p.add_argument("--dry-run", action="store_true", help="show the diff, change nothing")
    p.add_argument("--tier", type=tier_arg, help="only this tier")
    p.add_argument("--import", dest="import_dir", type=Path, metavar="DIR",
                   help="import the .md/.txt notes of DIR into --tier through the gate")
    p.add_argument("--today", metavar="YYYY-MM-DD", help="date the migration as of that day")
    p.set_defaults(func=cmd_migrate)


def cmd_migrate(args: argparse.Namespace) -> int:
    from memory_engine import clock
    from memory_engine.errors import StoreError
    from memory_engine.migrate import run

    clock.set_today(args.today)
    store = open_store(args)
    try:
        if args.import_dir is not None:
            if not args.tier:
                raise StoreError("--import needs --tier (the tier the notes go into)")
            if not args.import_dir.is_dir():
                raise StoreError(f"{args.import_dir} is not a folder")
            if args.dry_run:
                names = sorted(p.name for p in args.import_dir.iterdir()
                               if p.suffix in (".md", ".txt"))
                print("\n".join(f"would queue {n} for {args.tier}" for n in names))
                return 0
            results = run.import_notes(store, args.import_dir, args.tier)
            if args.json:
                emit_json(results)
            else:
                for r in results:
                    print(f"{r['file']}: {r['action']} "
                          f"{r.get('record') or r.get('reason') or ''}".rstrip())
            return 0
        changes = run.plan(store, [args.tier] if args.tier else None)
        if not args.json:
            for c in changes:
                if c.problem:
                    print(f"skip {c.path}: {c.problem}")
                else:
                    print(c.diff(), end="")
                    for fix in c.fixes:
                        print(f"# fixed: {fix}")
        written = [] if args.dry_run else run.apply(store, changes)
        if args.json:
            emit_json({"dry_run": args.dry_run, "written": written,
                       "changes": [{"path": c.path, "tier": c.tier, "diff": c.diff(),
                                    "fixes": c.fixes, "problem": c.problem} for c in changes]})
        else:
            todo = sum(1 for c in changes if c.record is not None)
            print(f"{todo} file(s) to migrate, {sum(1 for c in changes if c.problem)} skipped"
                  + (" (dry run: nothing written)" if args.dry_run else
                     f"; wrote {len(written)}, manifests rebuilt"))
        return 1 if any(c.problem for c in changes) else 0
    finally:
        store.close()
