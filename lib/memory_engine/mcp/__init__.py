"""The agent asks memory by type: an MCP server (stdio) with three tools.

* `recall(query, tier?, k?)`: typed retrieval; every result carries its tier, id, confidence,
  last_touched and how to read a record of that tier;
* `remember(text, tier, topic?)`: a draft through the one admission gate; the answer says
  applied, queued or rejected, and why;
* `show(id)`: one record.

There is no forget tool: removing memory stays a person's decision (`memengine forget`).

`tools.py` holds what the tools do and imports no MCP code; `server.py` binds them to the official
`mcp` SDK, an optional dependency (`pip install memory-engine[mcp]`). Nothing under this package is
imported by a hook.
"""

SERVER_NAME = "memory-engine"
TOOL_NAMES = ("recall", "remember", "show")
