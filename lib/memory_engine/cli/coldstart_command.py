"""`memengine coldstart`: print the session-start context exactly as the SessionStart hook does."""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING, Any

from memory_engine.cli.common import add_store_options, emit_json, open_store

if TYPE_CHECKING:
    from memory_engine.storage.store import Store


def add_parser(subparsers: Any, name: str, help_text: str) -> None:
    parser: argparse.ArgumentParser = subparsers.add_parser(
        name, help=help_text, description="Print the budgeted, tier-labelled slice of memory a "
        "new session starts with (the SessionStart hook's additional context).")
    parser.add_argument("--budget", type=int, metavar="BYTES",
                        help="total size in bytes (default: [coldstart] budget in "
                        "memory-engine.toml, else 8192)")
    add_store_options(parser)
    parser.set_defaults(func=run)


# Larger than any context the loader builds, so that a build at this size shows everything the
# store has to show: the reference for "would a larger budget have given anything?".
UNBOUNDED = 1 << 22


def smallest_budget(store: Store, tried: int) -> int | None:
    """The smallest budget above `tried` for which the context is not empty (the header, the
    tier legend and the smallest item that fits); None when the store has nothing to show at
    any size. Only run after an empty result, to explain it."""
    from memory_engine.retrieval import coldstart

    full = coldstart.build(store.config, store.index, UNBOUNDED).text
    if not full:
        return None
    low, high = tried + 1, len(full.encode("utf-8"))
    while low < high:  # a larger budget never shows less, so the first that shows anything
        middle = (low + high) // 2
        if coldstart.build(store.config, store.index, middle).text:
            high = middle
        else:
            low = middle + 1
    return low


def run(args: argparse.Namespace) -> int:
    from memory_engine.retrieval import coldstart
    from memory_engine.storage.store import StoreError

    if args.budget is not None and args.budget < 0:
        raise StoreError(f"--budget {args.budget} is negative; give a size in bytes, e.g. 8192")
    store = open_store(args)
    try:
        result = coldstart.build(store.config, store.index, args.budget)
        budget = int(args.budget if args.budget is not None else
                     coldstart.settings(store.config).get("budget", coldstart.DEFAULT_BUDGET))
        needed = smallest_budget(store, budget) if not result.text else None
    finally:
        store.close()
    if args.json:
        emit_json({"text": result.text, "bytes": len(result.text.encode("utf-8")),
                   "budget": budget, "ids": result.ids})
    elif result.text:
        print(result.text, end="")
    if result.text:
        return 0
    if needed is None:
        print("memengine coldstart: nothing to show yet: the store holds no record a session "
              "starts with (`memengine drafts add` queues one; reflexion adds them as sessions "
              "go)", file=sys.stderr)
        return 0
    where = (f"--budget {budget}" if args.budget is not None else
             f"the budget {budget} ([coldstart] budget in {store.config.config_path})")
    print(f"memengine coldstart: {where} is too small for even the header and the smallest "
          f"item; the smallest budget that shows anything is {needed} bytes: give --budget "
          f"{needed} or more (the default is {coldstart.DEFAULT_BUDGET})", file=sys.stderr)
    return 1
