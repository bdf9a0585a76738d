"""Stop (end of every assistant turn): incremental reflexion on the session transcript.

The hook itself only compares the transcript's size with the session's cursor; when there is
something new it starts the pass in a detached background process (`reflexion.worker`) and
returns, so the end of a turn never waits on reading, auditing or writing. The pass reads only
what was appended since the last one. When `stop_hook_active` is set another Stop hook has forced
a further turn; the Stop after it reads those lines anyway, so this one does nothing.
"""

from __future__ import annotations

import os

from memory_engine.hookio import HookPayload, HookResponse


def handle(payload: HookPayload) -> HookResponse | None:
    if payload.stop_hook_active:
        return None
    # strings and os.path, not pathlib: this runs at the end of every assistant turn
    root = payload.store_root_str()
    from memory_engine.profile.tasks import task_stopped

    task_stopped(root, payload)  # the task's dimension, for the verdict the next prompt brings
    transcript = payload.transcript_path_str
    if not os.path.isdir(root) or not transcript:
        return None
    try:
        size = os.stat(transcript).st_size
    except OSError:
        return None
    from memory_engine.reflexion.cursor import offset_of

    session = payload.session_id or os.path.splitext(os.path.basename(transcript))[0]
    if size == offset_of(root, session):
        return None
    from memory_engine.reflexion.worker import spawn

    spawn(root, transcript, session)
    return None
