"""`memengine sync-personalized [--dry-run] [--json]`: import Claude Code's auto-memory notes."""

from __future__ import annotations

import argparse
from pathlib import Path

from memory_engine.cli.common import add_store_options, emit_json, open_store


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser], name: str,
               help_text: str) -> None:
    p = sub.add_parser(name, help=help_text, description=help_text)
    add_store_options(p)
    p.add_argument("--dry-run", action="store_true",
                   help="judge every note and say what would be imported; write nothing")
    p.add_argument("--project", metavar="DIR",
                   help="the project whose notes to import (default: the store's project)")
    p.add_argument("--from", dest="folder", metavar="DIR",
                   help="read the notes from DIR instead of Claude Code's folder for the project")
    p.set_defaults(func=cmd_sync)


def cmd_sync(args: argparse.Namespace) -> int:
    from memory_engine.sync.personalized import sync

    store = open_store(args)
    try:
        project = Path(args.project) if args.project else (
            store.root.parent if store.root.name == ".memory-engine" else Path.cwd())
        report = sync(store, project, folder=Path(args.folder) if args.folder else None,
                      dry_run=args.dry_run)
    finally:
        store.close()
    if args.json:
        emit_json(report.to_dict())
        return 0
    if report.folder is None:
        print(f"no Claude Code memory folder for {project}; nothing to import")
        return 0
    verb = "would be " if args.dry_run else ""
    for entry in report.entries:
        if entry["action"] == "unchanged":
            continue
        detail = entry.get("message") or entry.get("reason") or ""
        print(f"{entry['action']:<9} {Path(entry['note']).name}"
              f"{' -> ' + entry['record'] if entry.get('record') else ''}  {detail}")
    counts = report.to_dict()["counts"]
    print(f"{counts['imported']} {verb}imported, {counts['updated']} {verb}updated, "
          f"{counts['unchanged']} unchanged, {counts['refused']} refused, {counts['held']} held "
          f"below the admission score, {counts['skipped']} skipped (from {report.folder})")
    return 0
