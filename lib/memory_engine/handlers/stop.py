"""Stop (end of every assistant turn): incremental reflexion on the session transcript.

Only what was appended since the last pass is read (a per-session cursor under the store), so a
Stop costs little more than starting Python. The store is opened, and the episodic trace written,
only when the new lines hold a correction. Never blocks: it returns nothing for Claude Code.
When `stop_hook_active` is set another Stop hook has forced a further turn; the next Stop reads
those lines anyway, so this one does nothing.
"""

from __future__ import annotations

from memory_engine.hookio import HookPayload, HookResponse


def handle(payload: HookPayload) -> HookResponse | None:
    if payload.stop_hook_active:
        return None
    root = payload.store_root()
    transcript = payload.transcript_path
    if not root.is_dir() or transcript is None or not transcript.is_file():
        return None
    from memory_engine.reflexion.session import reflect

    reflect(root, transcript, payload.session_id or None, final=False)
    return None
