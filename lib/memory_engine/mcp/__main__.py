"""`python -m memory_engine.mcp [--root DIR]`: the MCP server over stdio."""

import sys

from memory_engine.cli.main import main

raise SystemExit(main(["mcp", *sys.argv[1:]]))
