"""Start a background pass of this package, detached from the hook that asks for it.

Hooks run in the user's interactive loop, so work that reads a transcript or loads a lexicon runs
in a process of its own: `python -P -m <module> ARGS`, with /dev/null for its standard streams
and a session of its own (a hook's process group and pipes can go away before it is done). It
runs in the project folder, as the hook does, so `-P` keeps the project's own modules (a
json.py, say) from shadowing ours. No `subprocess` import and no fork of the hook's memory where
`posix_spawn` exists.
"""

from __future__ import annotations

import os
import sys


def spawn(module: str, args: list[str]) -> bool:
    """Start `python -P -m module args` detached; False when it could not be started (the
    caller then does the work itself)."""
    argv = [sys.executable, "-P", "-m", module, *args]
    try:
        if hasattr(os, "posix_spawn"):
            null = os.devnull
            actions = [(os.POSIX_SPAWN_OPEN, 0, null, os.O_RDONLY, 0),
                       (os.POSIX_SPAWN_OPEN, 1, null, os.O_WRONLY, 0),
                       (os.POSIX_SPAWN_OPEN, 2, null, os.O_WRONLY, 0)]
            os.posix_spawn(sys.executable, argv, dict(os.environ), file_actions=actions,
                           setsid=True)
            return True
        import subprocess

        subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                         stderr=subprocess.DEVNULL, close_fds=True, start_new_session=True)
        return True
    except OSError:
        return False
