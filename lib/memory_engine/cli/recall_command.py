"""`memengine recall QUERY`: typed retrieval (or the single-bucket baseline) from the command line.

`--json` prints a list of objects, best first, each with at least id, tier, topic, score, path and
snippet (plus title, confidence, how_to_read, why and the tier's own fields). Other tools read this
shape: keep it stable. `--explain` adds the router's decision on stderr.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from memory_engine.cli.common import add_store_options, emit_json, open_store


def add_parser(subparsers: Any, name: str, help_text: str) -> None:
    parser: argparse.ArgumentParser = subparsers.add_parser(
        name, help=help_text, description="Find the memory a task needs: every tier's policy "
        "looks for it, the evidence (a trigger the action states, a topic the question names, "
        "the wording's cues...) weighed per tier decides which tiers answer, and every result "
        "carries its tier, how to read it and why it was chosen.")
    parser.add_argument("query", nargs="+", help="the task or question, in plain words")
    parser.add_argument("--k", type=int, default=5, metavar="N", help="at most N results (5)")
    parser.add_argument("--mode", choices=("typed", "bucket"), default="typed",
                        help="typed (default) or bucket, the single-index baseline")
    parser.add_argument("--tier", metavar="T", help="search only this tier (skips the router)")
    parser.add_argument("--explain", action="store_true",
                        help="print the tiers that answered and the wording's cues (on stderr)")
    add_store_options(parser)
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from memory_engine.records import tiers as T
    from memory_engine.retrieval import recall
    from memory_engine.retrieval import render as R
    from memory_engine.storage.store import StoreError

    if args.k < 1:
        raise StoreError(f"--k {args.k} must be at least 1")
    tier = None
    if args.tier:
        try:
            tier = T.normalise_tier(args.tier)
        except ValueError as exc:
            raise StoreError(str(exc)) from exc
    text = " ".join(args.query)
    if not text.strip():
        print("memengine recall: the query is empty; say what the task is about, e.g. "
              "`memengine recall \"how do we run the tests\"`", file=sys.stderr)
        return 2
    store = open_store(args)
    try:
        store.config.prime_user_root(store.index)
        result = recall(store.index, text, k=args.k, mode=args.mode, tier=tier)
    finally:
        store.close()
    if args.explain:
        explained = result.explain()
        print(f"mode {explained['mode']}; tiers {explained['tiers'] or 'none (nothing matches)'}; "
              f"terms {explained['terms']}", file=sys.stderr)
        for cue in explained["cues"]:
            print(f"  {cue}", file=sys.stderr)
    if not result.explain()["terms"]:
        # only punctuation or common words: searching found nothing because it had nothing to
        # look for, which "nothing relevant found" would hide
        print(f"memengine recall: {text!r} has no words to search for (common words such as "
              "'the' are left out); name the task, e.g. `memengine recall \"deploy to "
              "staging\"`", file=sys.stderr)
        return 1
    if args.json:
        emit_json(result.to_list())
        return 0
    if not result.hits:
        print("nothing relevant found", file=sys.stderr)
        return 0
    body = "".join(R.item_text(h.row, n, h.score) for n, h in enumerate(result.hits, 1))
    print(R.block(f"memory-engine recall ({result.mode}): {text}", body,
                  {h.tier for h in result.hits}), end="")
    return 0
