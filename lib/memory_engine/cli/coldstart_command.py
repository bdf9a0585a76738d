"""`memengine coldstart`: print the session-start context exactly as the SessionStart hook does."""

from __future__ import annotations

import argparse
from typing import Any

from memory_engine.cli.common import add_store_options, emit_json, open_store


def add_parser(subparsers: Any, name: str, help_text: str) -> None:
    parser: argparse.ArgumentParser = subparsers.add_parser(
        name, help=help_text, description="Print the budgeted, tier-labelled slice of memory a "
        "new session starts with (the SessionStart hook's additional context).")
    parser.add_argument("--budget", type=int, metavar="BYTES",
                        help="total size in bytes (default: [coldstart] budget in "
                        "memory-engine.toml, else 8192)")
    add_store_options(parser)
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from memory_engine import coldstart
    from memory_engine.store import StoreError

    if args.budget is not None and args.budget < 0:
        raise StoreError(f"--budget {args.budget} is negative; give a size in bytes, e.g. 8192")
    store = open_store(args)
    try:
        result = coldstart.build(store.config, store.index, args.budget)
    finally:
        store.close()
    if args.json:
        emit_json({"text": result.text, "bytes": len(result.text.encode("utf-8")),
                   "budget": args.budget if args.budget is not None else
                   coldstart.settings(store.config).get("budget", coldstart.DEFAULT_BUDGET),
                   "ids": result.ids})
    elif result.text:
        print(result.text, end="")
    return 0
