"""`memengine reflexion`: turn session transcripts into the day's episodic trace.

    memengine reflexion --transcript PATH [--session ID] [--json]
    memengine reflexion --days N --backfill [--project DIR] [--projects-dir DIR] [--json]

Both are idempotent: running again on the same transcript changes nothing, and an interrupted
backfill resumes where it stopped.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from memory_engine.cli.common import add_store_options, emit_json, open_store
from memory_engine.storage.store import StoreError


def add_parser(subparsers: Any, name: str, help_text: str) -> None:
    parser: argparse.ArgumentParser = subparsers.add_parser(
        name, help=help_text, description=__doc__.split("\n")[0])
    add_store_options(parser)
    parser.add_argument("--transcript", metavar="PATH", type=Path,
                        help="one session transcript (.jsonl); a subagent file "
                        "(agent-*.jsonl) counts for its parent session")
    parser.add_argument("--session", metavar="ID",
                        help="the session id (default: read from the transcript)")
    parser.add_argument("--backfill", action="store_true",
                        help="process this project's past transcripts")
    parser.add_argument("--days", type=float, metavar="N",
                        help="with --backfill: only transcripts changed in the last N days")
    parser.add_argument("--project", type=Path, metavar="DIR",
                        help="with --backfill: the project folder (default: the store's parent)")
    parser.add_argument("--projects-dir", type=Path, metavar="DIR",
                        help="with --backfill: Claude Code's projects folder "
                        "(default: $CLAUDE_CONFIG_DIR/projects or ~/.claude/projects)")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    if bool(args.transcript) == bool(args.backfill):
        raise StoreError("give either --transcript PATH or --backfill (with --days N); "
                         "see `memengine reflexion --help`")
    store = open_store(args)
    root = store.root
    store.close()
    if args.transcript:
        return _one(root, args)
    return _backfill(root, args)


def _one(root: Path, args: argparse.Namespace) -> int:
    from memory_engine.reflexion.backfill import parent_session
    from memory_engine.reflexion.session import reflect

    path: Path = args.transcript
    if not path.is_file():
        raise FileNotFoundError(f"no transcript at {path}; pass the path of a .jsonl file")
    subagent = "task" if path.name.startswith("agent-") else None
    session = args.session or (parent_session(path) if subagent else None)
    outcome = reflect(root, path, session, final=True, subagent=subagent)
    if args.json:
        emit_json(outcome.summary())
    else:
        _print_outcome(outcome.summary())
    return 0


def _print_outcome(s: dict[str, Any]) -> None:
    print(f"session {s['session_id']}: {s['turns_total']} human turns, {s['turns_captured']} "
          f"captured, {len(s['corrections'])} corrections, {len(s['violations'])} lesson "
          f"violations, {len(s['candidates'])} new candidates"
          + (f" ({len(s['both'])} of them also violations)" if s["both"] else "")
          + (f" -> {s['episodic']}" if s["episodic"] else ""))
    # Skipped lines are not human turns by definition (tool results, meta lines...); those that
    # look like damage are worth a word, so a truncated or corrupt transcript never passes quietly.
    damage = {k: n for k, n in (s.get("skipped") or {}).items()
              if any(w in k for w in ("JSON", "truncated", "UTF-8", "invalid", "unreadable"))}
    if damage:
        print("  skipped: " + ", ".join(f"{n} {k}" for k, n in sorted(damage.items())))
    for problem in s["problems"]:
        print(f"  note: {problem}")


def _backfill(root: Path, args: argparse.Namespace) -> int:
    from memory_engine.reflexion.backfill import backfill, claude_projects_dir, find_transcripts

    project = args.project or root.parent
    projects_dir = args.projects_dir or claude_projects_dir()
    found = find_transcripts(projects_dir, project, args.days)
    if not found:
        print(f"no transcripts for {project} under {projects_dir}"
              + (f" changed in the last {args.days:g} days" if args.days else ""),
              file=sys.stderr)
    bar = _ProgressBar(len(found))
    outcomes = [o.summary() for o in backfill(root, found, bar.update)]
    bar.close()
    # a subagent pass reports its parent session's figures: count each session once, last seen
    sessions = {o["session_id"]: o for o in outcomes}.values()
    totals = {"transcripts": len(found), "processed": len(outcomes),
              "turns_total": sum(o["turns_total"] for o in sessions),
              "turns_captured": sum(o["turns_captured"] for o in sessions),
              "corrections": sum(len(o["corrections"]) for o in sessions),
              "violations": sum(len(o["violations"]) for o in sessions),
              "candidates": sum(len(o["candidates"]) for o in sessions),
              "both": sum(len(o["both"]) for o in sessions)}
    if args.json:
        emit_json({**totals, "sessions": outcomes})
    else:
        print(f"{totals['processed']} of {totals['transcripts']} transcripts processed "
              f"(the rest unchanged since the last run): {totals['turns_total']} human turns, "
              f"{totals['corrections']} corrections, {totals['violations']} violations, "
              f"{totals['candidates']} new candidates ({totals['both']} of them also "
              "violations)")
    return 0


class _ProgressBar:
    """A one-line bar on stderr, redrawn in place when stderr is a terminal."""

    WIDTH = 30

    def __init__(self, total: int) -> None:
        self.total = total
        self.tty = sys.stderr.isatty()

    def update(self, i: int, total: int, path: Path) -> None:
        filled = self.WIDTH * i // max(total, 1)
        line = (f"[{'#' * filled}{'.' * (self.WIDTH - filled)}] {i}/{total} "
                f"{path.name[:40]}")
        if self.tty:
            sys.stderr.write("\r" + line.ljust(90))
        else:
            sys.stderr.write(line + "\n")
        sys.stderr.flush()

    def close(self) -> None:
        if self.tty and self.total:
            sys.stderr.write("\n")
