"""The MCP server: the three tools of `tools.py` over stdio, on the official `mcp` SDK.

The SDK is an optional dependency (`memory-engine[mcp]`). Its 2.x line calls the high-level
server `MCPServer`, its 1.x line `FastMCP`; both take the same tool functions, so either works.
Everything the tools print goes in the JSON-RPC answers on stdout; logs go to stderr.
"""

# No `from __future__ import annotations`: the SDK reads the tool signatures at registration, and
# eager annotations need no name resolution later.
from collections.abc import Callable
from typing import Annotated, Any

from memory_engine.mcp import SERVER_NAME
from memory_engine.mcp import tools as K

MISSING_SDK = ("the memory-engine MCP server needs the `mcp` package, an optional dependency: "
               "install it with `pip install 'memory-engine[mcp]'` (or `pip install mcp`) into "
               "the Python that runs memory-engine, then restart Claude Code")

RECALL_HELP = (
    "Search the project's typed memory for what a task or question needs. Returns records best "
    "first; each has its tier, id, confidence, last_touched and how_to_read (a rule is how to act, "
    "a trace is what happened, a preference is this person's, not a fact). Leave tier out to let "
    "every tier compete; give one when you know the kind of memory you need.")
REMEMBER_HELP = (
    "Propose a lasting memory. It becomes a draft that goes through the admission gate (secrets, "
    "prompt injection, duplicates, contradictions, six quality factors). The answer says applied, "
    "queued (kept for review) or rejected, and why. Write one self-contained statement; tier: "
    "procedural (a rule: when X, do Y, not Z), semantic (a fact or pattern about this project), "
    "personalized (how this person wants things), environment-dynamics (how a tool or system "
    "will react), episodic (what happened).")
SHOW_HELP = "Show one memory record in full (frontmatter and body) by the id recall returned."


def _field(description: str) -> Any:
    from pydantic import Field

    return Field(description=description)


def _sdk() -> tuple[Any, type[Exception]]:
    """(the high-level server class, the error whose text reaches the model) of the SDK."""
    try:
        from mcp.server.mcpserver import MCPServer
        from mcp.server.mcpserver.exceptions import ToolError
    except ImportError:  # the 1.x line
        import importlib

        legacy = importlib.import_module("mcp.server.fastmcp")
        errors = importlib.import_module("mcp.server.fastmcp.exceptions")
        return legacy.FastMCP, errors.ToolError
    return MCPServer, ToolError


def build(root: str | None = None) -> Any:
    """The server object with its three tools; ImportError when the SDK is not installed."""
    Server, ToolError = _sdk()
    from memory_engine.cli.common import USER_ERRORS
    from memory_engine.retrieval.render import ASK_BY_TYPE

    def answer(call: Callable[[], dict[str, Any]]) -> dict[str, Any]:
        """A user error (unknown tier, no such record, no store) reaches the model with its fix;
        anything else is a crash the SDK reports without its text and logs on stderr."""
        try:
            return call()
        except USER_ERRORS as exc:
            raise ToolError(str(exc)) from exc

    server = Server(SERVER_NAME, instructions=ASK_BY_TYPE, log_level="WARNING")

    def recall(
        query: Annotated[str, _field("the task or question, in plain words")],
        tier: Annotated[str | None, _field(
            "only this tier: procedural, semantic, personalized, environment-dynamics or "
            "episodic; leave out to search every tier")] = None,
        k: Annotated[int, _field(f"at most this many results (1 to {K.MAX_K})")] = 5,
    ) -> dict[str, Any]:
        return answer(lambda: K.recall(query, tier, k, root=root))

    def remember(
        text: Annotated[str, _field("the memory: one self-contained statement")],
        tier: Annotated[str, _field(
            "procedural, semantic, personalized, environment-dynamics or episodic")],
        topic: Annotated[str | None, _field("a kebab-case topic tag, e.g. test-runner")] = None,
    ) -> dict[str, Any]:
        return answer(lambda: K.remember(text, tier, topic, root=root))

    def show(id: Annotated[str, _field("the record id recall returned")]) -> dict[str, Any]:
        return answer(lambda: K.show(id, root=root))

    server.add_tool(recall, name="recall", description=RECALL_HELP)
    server.add_tool(remember, name="remember", description=REMEMBER_HELP)
    server.add_tool(show, name="show", description=SHOW_HELP)
    return server


def serve(root: str | None = None) -> int:
    """Run over stdio until the client closes the pipe. 1 (and why, on stderr) without the SDK."""
    import sys

    try:
        server = build(root)
    except ImportError as exc:
        if not (exc.name or "").startswith("mcp"):
            raise
        print(f"memengine mcp: {MISSING_SDK}", file=sys.stderr)
        return 1
    server.run()
    return 0
