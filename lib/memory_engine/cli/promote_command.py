"""`memengine promote [--dry-run] [--json] [--today D]`: run promotion and anti-promotion now."""

from __future__ import annotations

import argparse

from memory_engine.cli.common import add_store_options, emit_json, open_store


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser], name: str,
               help_text: str) -> None:
    p = sub.add_parser(name, help=help_text, description=(
        "episodic -> semantic when a correction recurs in 3 sessions or more; semantic -> "
        "procedural at observations >= 5 and confidence >= 0.90; rules violated again and "
        "again, contradicted records and stale low-confidence patterns demoted or archived. "
        "Every change is a version in the record's history (`memengine restore ID` undoes it)."))
    add_store_options(p)
    p.add_argument("--dry-run", action="store_true", help="say what would change, change nothing")
    p.add_argument("--today", metavar="YYYY-MM-DD", help="decide as of this day (replays)")
    p.set_defaults(func=cmd_promote)


def cmd_promote(args: argparse.Namespace) -> int:
    from memory_engine import clock
    from memory_engine.promotion import run_pass

    clock.set_today(args.today)
    store = open_store(args)
    try:
        report = run_pass(store, dry_run=args.dry_run)
    finally:
        store.close()
    if args.json:
        emit_json(report.to_dict())
        return 1 if report.errors else 0
    verb = "would " if args.dry_run else ""
    data = report.to_dict()
    print(f"{report.observations} corrections in {report.clusters} clusters ({report.today})")
    for title, key in (("promotions", "promotions"), ("demotions", "demotions"),
                       ("held by the admission gate", "held")):
        entries = data[key]
        print(f"{title}: {len(entries)}")
        for entry in entries:
            origin = ", ".join(entry["from"][:3]) + (
                f" (+{len(entry['from']) - 3})" if len(entry["from"]) > 3 else "")
            print(f"  {verb}{entry['action']} {origin} -> {entry['to']}"
                  + (f"  [{entry['note']}]" if entry.get("note") else ""))
    if data["links"]:
        print(f"links added back: {len(data['links'])}")
    for error in report.errors:
        print(f"error: {error}")
    if not args.dry_run and (data["promotions"] or data["demotions"]):
        print("`memengine history ID` shows each change and its evidence; "
              "`memengine restore ID` undoes it")
    return 1 if report.errors else 0
