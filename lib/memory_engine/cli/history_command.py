"""`memengine history ID` and `memengine restore ID [--version N]`: see and undo any change."""

from __future__ import annotations

import argparse

from memory_engine.cli.common import add_store_options, emit_json, open_store


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser], name: str,
               help_text: str) -> None:
    p = sub.add_parser(name, help=help_text, description=help_text)
    add_store_options(p)
    p.add_argument("id", help="the record id")
    if name == "history":
        p.set_defaults(func=cmd_history)
    else:
        p.add_argument("--version", type=int, metavar="N",
                       help="the version to bring back (default: undo the last change; for a "
                       "forgotten record, its last state)")
        p.set_defaults(func=cmd_restore)


def cmd_history(args: argparse.Namespace) -> int:
    store = open_store(args)
    versions = store.history(args.id)
    if args.json:
        emit_json({"id": args.id, "versions": [v.to_dict() for v in versions]})
        return 0
    if not versions:
        print(f"no history kept for {args.id} (a record gets one when the store writes it)")
        return 0
    print(f"{'version':>7}  {'at':<25} {'op':<11} source")
    for v in versions:
        print(f"{v.version:>7}  {v.at:<25} {v.op:<11} {v.source}")
    print(f"`memengine restore {args.id} --version N` brings one back (as a new version)")
    return 0


def cmd_restore(args: argparse.Namespace) -> int:
    store = open_store(args)
    chosen, path = store.restore(args.id, args.version)
    new = len(store.history(args.id))
    if args.json:
        emit_json({"id": args.id, "restored": chosen.to_dict(), "path": str(path),
                   "version": new})
    else:
        print(f"restored {args.id} to version {chosen.version} ({chosen.op}, {chosen.at}) at "
              f"{path}; this is version {new}")
    return 0
