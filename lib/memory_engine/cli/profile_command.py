"""`memengine profile show | update DIM R | assess "task"`: the capability profile by hand.

`show --json` prints {"alpha", "last_updated", "dimensions": {name: {"p", "updates"}}};
`assess --json` prints the dimension, c_p, c_v, c, whether damping applied, and the decision.
Every subcommand takes `--today YYYY-MM-DD` (MEMORY_ENGINE_TODAY is honoured too), so a
replayed history is dated, and judged stale or fresh, as it happened.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from memory_engine.cli.common import add_store_options, emit_json, load_config


def add_parser(subparsers: Any, name: str, help_text: str) -> None:
    parser: argparse.ArgumentParser = subparsers.add_parser(
        name, help=help_text, description="The capability profile: per task dimension, an EMA "
        "of the principal's verdicts (p <- p + alpha (r - p)), and the delegation gate built on "
        "it.")
    sub = parser.add_subparsers(dest="action", metavar="ACTION", required=True)
    show = sub.add_parser("show", help="every dimension's p, update count and the profile's age")
    update = sub.add_parser("update", help="record one verdict r in [0, 1] for a dimension")
    update.add_argument("dimension", help="coding, debugging, testing, refactoring, docs, "
                        "devops, data, research, cross-domain, general (or your own)")
    update.add_argument("r", type=float, help="the verdict: 0 (corrected, rejected) to 1 "
                        "(approved, tests pass)")
    update.add_argument("--source", default="manual", help="what the verdict came from")
    assess = sub.add_parser("assess", help="should this task be done directly or delegated?")
    assess.add_argument("task", help="the task, as the principal would write it")
    assess.add_argument("--dimension", help="skip classification and use this dimension")
    assess.add_argument("--cv", type=float, metavar="C_V",
                        help="your own confidence in [0, 1] (default: the dimension's recent "
                        "outcomes, else 0.5)")
    for each in (show, update, assess):
        each.add_argument("--today", metavar="YYYY-MM-DD",
                          help="act as if today were this day (default: $MEMORY_ENGINE_TODAY, "
                          "else the real date)")
        add_store_options(each)
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from memory_engine import clock
    from memory_engine.profile.model import ProfileError

    clock.set_today(args.today)
    config = load_config(args)
    try:
        if args.action == "update":
            return _update(args, config)
        if args.action == "assess":
            return _assess(args, config)
        return _show(args, config)
    except ProfileError as exc:
        print(f"memengine profile: {exc}", file=sys.stderr)
        return 1


def _show(args: argparse.Namespace, config: Any) -> int:
    from memory_engine.profile import model

    profile = model.load(config)
    opts = model.settings(config)
    dims = (profile or {}).get("dimensions", {})
    summary = {"alpha": (profile or {}).get("alpha", opts["alpha"]),
               "last_updated": (profile or {}).get("last_updated"),
               "dimensions": {name: {"p": entry.get("p"), "updates": entry.get("updates")}
                              for name, entry in sorted(dims.items())
                              if isinstance(entry, dict)}}
    if args.json:
        emit_json(summary)
        return 0
    if not summary["dimensions"]:
        print(f"no capability profile yet at {config.profile_path_str}: every dimension is at "
              "the honest 0.5 until a task is rated (`memengine profile update DIM R`, or the "
              "hooks after a correction or an approval)")
        return 0
    print(f"capability profile {config.profile_path_str}")
    print(f"alpha {summary['alpha']}, last updated {summary['last_updated']}")
    for name, entry in summary["dimensions"].items():
        print(f"  {name:<14} p={float(entry['p']):.3f}  updates={entry['updates']}")
    return 0


def _update(args: argparse.Namespace, config: Any) -> int:
    from memory_engine.profile import model

    entry = model.update(config, args.dimension, args.r, args.source)
    if args.json:
        emit_json(entry)
    else:
        print(f"{entry['dimension']}: p {entry['p_before']:.3f} -> {entry['p_after']:.3f} "
              f"(r={entry['r']})")
    return 0


def _assess(args: argparse.Namespace, config: Any) -> int:
    from memory_engine.profile import dimensions
    from memory_engine.profile.assess import assess
    from memory_engine.profile.model import check_dimension

    dimension = (check_dimension(args.dimension) if args.dimension else
                 dimensions.classify(None, args.task))
    result = assess(config, dimension, c_v=args.cv)
    if args.json:
        emit_json(result.to_dict())
        return 0
    print(f"{result.decision}  c={result.c:.3f} (theta {result.theta:.2f})")
    print(f"  dimension {result.dimension}: c_p={result.c_p:.3f}"
          f"{' (damped: profile stale)' if result.damped else ''}, c_v={result.c_v:.3f} "
          f"({result.c_v_source}), {result.updates} rated task(s)")
    return 0
