"""`memengine mcp`: run the MCP server over stdio (what Claude Code starts; not for a terminal)."""

from __future__ import annotations

import argparse
from typing import Any


def add_parser(subparsers: Any, name: str, help_text: str) -> None:
    parser: argparse.ArgumentParser = subparsers.add_parser(
        name, help=help_text, description="Serve the tools recall, remember and show over MCP "
        "(JSON-RPC on stdin/stdout) for Claude Code. install.py registers it; it needs the "
        "optional `mcp` package (pip install 'memory-engine[mcp]').")
    parser.add_argument("--root", metavar="DIR",
                        help="the store folder (default: $MEMORY_ENGINE_ROOT, else "
                        "$CLAUDE_PROJECT_DIR/.memory-engine, else the nearest .memory-engine/ "
                        "above the current folder)")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from memory_engine.mcp.server import serve

    return serve(args.root)
