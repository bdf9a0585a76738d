"""SessionEnd: hand the session's end-of-session work to a detached background worker.

The work (the final reflexion pass, the last task's capability verdict, the admission queue,
environment dynamics, the due cadences, the manifests, temp-file cleanup) lives in
`jobs.session_end`. The hook only notes what that work needs from the payload under the
store's `.state/session-end/` and starts the worker, so quitting a session does not wait on it;
when the worker cannot be started the hook does the work itself. The installed hook still sets a
longer timeout than Claude Code's default of about 1.5 s, for that fallback.
"""

from __future__ import annotations

import os

from memory_engine.hookio import HookPayload, HookResponse


def handle(payload: HookPayload) -> HookResponse | None:
    root = payload.store_root_str()  # strings: a session end never imports pathlib
    if not os.path.isdir(root):
        return None
    from memory_engine.jobs.session_end import start

    start(root, payload)
    return None
