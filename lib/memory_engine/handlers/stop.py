"""Stop (end of every assistant turn): incremental reflexion on the session transcript.

The hook itself only compares the transcript's size with the session's cursor; when there is
something new it starts the pass in a detached background process (`reflexion.worker`) and
returns, so the end of a turn never waits on reading, auditing or writing. The pass reads only
what was appended since the last one. When `stop_hook_active` is set another Stop hook has forced
a further turn; the Stop after it reads those lines anyway, so this one does nothing.
"""

from __future__ import annotations

from memory_engine.hookio import HookPayload, HookResponse


def handle(payload: HookPayload) -> HookResponse | None:
    if payload.stop_hook_active:
        return None
    root = payload.store_root()
    transcript = payload.transcript_path
    if not root.is_dir() or transcript is None:
        return None
    try:
        size = transcript.stat().st_size
    except OSError:
        return None
    from memory_engine.reflexion.cursor import offset_of

    session = payload.session_id or transcript.stem
    if size == offset_of(root, session):
        return None
    from memory_engine.reflexion.worker import spawn

    spawn(root, transcript, session)
    return None
