"""SessionEnd: start the session's end-of-session work in a detached background worker.

A thin entry over the shared runtime (memory_engine.hookrun): it reads the payload, calls
memory_engine.handlers.session_end, prints the response and always exits 0. hooks/launch starts it
with memory-engine's own Python and its library on the path.
"""

from memory_engine.hookrun import finish, process

finish(process("session_end"))
