"""PreToolUse on file writes: the admission gate for writes aimed at a memory tier.

A thin entry over the shared runtime (memory_engine.hookrun): it reads the payload, calls
memory_engine.handlers.pre_write, prints the response and always exits 0. hooks/launch starts it
with memory-engine's own Python and its library on the path.
"""

from memory_engine.hookrun import finish, process

finish(process("pre_write"))
