"""SessionStart: give the model the memory's cold-start context (tier-labelled).

A thin entry over the shared runtime (memory_engine.hookrun): it reads the payload, calls
memory_engine.handlers.session_start, prints the response and always exits 0. hooks/launch starts it
with memory-engine's own Python and its library on the path.
"""

from memory_engine.hookrun import finish, process

finish(process("session_start"))
