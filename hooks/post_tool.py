"""PostToolUse: record how the tool call went (environment observations).

A thin entry over the shared runtime (memory_engine.hookrun): it reads the payload, calls
memory_engine.handlers.post_tool, prints the response and always exits 0. hooks/launch starts it
with memory-engine's own Python and its library on the path.
"""

from memory_engine.hookrun import finish, process

finish(process("post_tool"))
