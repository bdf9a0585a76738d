"""SubagentStop: reflexion on the subagent's own transcript.

A thin entry over the shared runtime (memory_engine.hookrun): it reads the payload, calls
memory_engine.handlers.subagent_stop, prints the response and always exits 0. hooks/launch starts it
with memory-engine's own Python and its library on the path.
"""

from memory_engine.hookrun import finish, process

finish(process("subagent_stop"))
