"""memory-engine: a typed, five-tier, file-based memory for Claude Code workspaces."""

__version__ = "0.1.0"
