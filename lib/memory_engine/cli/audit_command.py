"""`memengine audit`: per-tier figures, the six failure classes, N of 6 tiers functional, the
maturity level; writes `_AUDIT-YYYY-MM-DD.md` into the store (and an HTML page with --html)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from memory_engine.cli.common import add_store_options, emit_json, open_store


def add_parser(sub: Any, name: str, help_text: str) -> None:
    p: argparse.ArgumentParser = sub.add_parser(name, help=help_text, description=help_text)
    add_store_options(p)
    p.add_argument("--html", type=Path, metavar="PATH",
                   help="also write a self-contained HTML dashboard (charts, no network)")
    p.add_argument("--strict", action="store_true",
                   help="exit 1 when any failure class is present (for CI)")
    p.add_argument("--today", metavar="YYYY-MM-DD",
                   help="judge the store as it was on that day (default: today; also "
                   "MEMORY_ENGINE_TODAY). Records carry their own dates; journal entries "
                   "stamped later by the real clock are dated by their record, and the output "
                   "says how many")
    p.add_argument("--no-write", action="store_true",
                   help="do not write _AUDIT-YYYY-MM-DD.md into the store")
    p.set_defaults(func=cmd_audit)


def cmd_audit(args: argparse.Namespace) -> int:
    from memory_engine import clock
    from memory_engine.audit import run_audit
    from memory_engine.audit.report import summary_lines, write_report

    clock.set_today(args.today)
    store = open_store(args)
    try:
        fig = run_audit(store)
        written = None if args.no_write else write_report(store, fig)
        page = None
        if args.html:
            from memory_engine.audit.dashboard import write_dashboard

            page = write_dashboard(args.html, fig)
    finally:
        store.close()
    if args.json:
        emit_json({**fig, "report": str(written) if written else None,
                   "html": str(page) if page else None})
    else:
        print("\n".join(summary_lines(fig)))
        if written:
            print(f"report: {written}")
        if page:
            print(f"dashboard: {page}")
    if args.strict and fig["failure_classes"]:
        print(f"audit --strict: {len(fig['failure_classes'])} failure class(es) present",
              file=sys.stderr)
        return 1
    return 0
