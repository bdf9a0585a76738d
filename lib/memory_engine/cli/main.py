"""Entry point: builds only the parser of the subcommand being run, so startup stays cheap.

Exit codes: 0 ok; 1 problems found or a user error (the message names the fix); 2 bad usage
(argparse); 3 unexpected error (the traceback is in the log file the message points to).
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence

TYPE_CHECKING = False  # not `from typing`: importing typing costs ~3 ms per hook run
if TYPE_CHECKING:
    from typing import Any

# name -> (module, one-line help). A module exposes `add_parser(subparsers, name, help)`.
COMMANDS: dict[str, tuple[str, str]] = {
    "init": ("memory_engine.cli.store_commands", "create the store (every tier folder, README)"),
    "status": ("memory_engine.cli.store_commands", "counts, sizes and compliance per tier"),
    "validate": ("memory_engine.cli.store_commands", "check every record against the schema"),
    "list": ("memory_engine.cli.store_commands", "list records, best (recency x confidence) first"),
    "show": ("memory_engine.cli.store_commands", "show one record"),
    "forget": ("memory_engine.cli.store_commands", "archive a record (--purge deletes for good)"),
    "history": ("memory_engine.cli.history_command", "every version kept of a record"),
    "restore": ("memory_engine.cli.history_command",
                "bring back a version of a record (undo a change or a forget)"),
    "reindex": ("memory_engine.cli.store_commands", "rebuild the derived index from the files"),
    "manifest": ("memory_engine.cli.store_commands", "regenerate each tier's _MANIFEST.md"),
    "config": ("memory_engine.cli.config_command", "show or change memory-engine.toml"),
    "recall": ("memory_engine.cli.recall_command", "typed retrieval for a task or question"),
    "coldstart": ("memory_engine.cli.coldstart_command", "print the session-start context"),
    "reflexion": ("memory_engine.cli.reflexion_command", "turn transcripts into episodic traces"),
    "drafts": ("memory_engine.cli.drafts_command", "the admission queue (_drafts/)"),
    "profile": ("memory_engine.cli.profile_command",
                "the capability profile: show, update DIM R, assess \"task\""),
    "promote": ("memory_engine.cli.promote_command",
                "promote recurring corrections and proven patterns; demote what failed"),
    "audit": ("memory_engine.cli.audit_command",
              "failure classes, N of 6 tiers functional, maturity; writes _AUDIT-<date>.md"),
    "migrate-frontmatter": ("memory_engine.cli.migrate_command",
                            "bring hand-written or legacy Markdown up to the canonical schema"),
    "sync-personalized": ("memory_engine.cli.sync_command",
                          "import Claude Code's own auto-memory notes through the admission gate"),
    "mcp": ("memory_engine.mcp.command", "serve recall, remember and show to Claude Code over MCP "
            "(stdio)"),
}


def _command_name(argv: Sequence[str]) -> str | None:
    for arg in argv:
        if not arg.startswith("-"):
            return arg
    return None


def _terminal_width() -> int:
    try:
        return int(os.environ.get("COLUMNS") or os.get_terminal_size(sys.stderr.fileno()).columns)
    except (OSError, ValueError):
        return 100


class _Formatter(argparse.HelpFormatter):
    """argparse's formatter, minus its `import shutil` on every construction (~5 ms per run)."""

    def __init__(self, prog: str, indent_increment: int = 2, max_help_position: int = 24,
                 width: int | None = None) -> None:
        super().__init__(prog, indent_increment, max_help_position,
                         width if width is not None else _terminal_width() - 2)


class _Parser(argparse.ArgumentParser):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", _Formatter)
        super().__init__(*args, **kwargs)


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    from memory_engine import __version__

    parser = _Parser(
        prog="memengine", description="memory-engine: typed, five-tier memory for Claude Code.")
    parser.add_argument("--version", action="version", version=f"memengine {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    for name, (module_name, help_text) in COMMANDS.items():
        if only is not None and name != only:
            continue
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as exc:
            if exc.name != module_name:
                raise
            continue  # a command whose module is not part of this build
        module.add_parser(sub, name, help_text)
    return parser


def unknown_command(name: str) -> int:
    """A mistyped command: name it, suggest the nearest ones, list them all (exit 2, usage)."""
    import difflib

    near = difflib.get_close_matches(name, COMMANDS, n=2, cutoff=0.6)
    hint = (f"; did you mean {' or '.join(f'`memengine {n}`' for n in near)}?" if near
            else "")
    print(f"memengine: unknown command {name!r}{hint}\ncommands: {', '.join(COMMANDS)} "
          "(`memengine --help` says what each does)", file=sys.stderr)
    return 2


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    name = _command_name(args_list)
    if name is not None and name not in COMMANDS:
        # before argparse, whose own message lists every choice but not the one meant
        return unknown_command(name)
    parser = build_parser(name if name in COMMANDS else None)
    args = parser.parse_args(args_list)
    if not getattr(args, "func", None):
        parser.print_help()
        return 1
    try:
        return int(args.func(args))
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0
    except Exception as exc:
        from memory_engine.cli.common import report_error

        return report_error(args, exc)


def entry() -> None:
    raise SystemExit(main())
