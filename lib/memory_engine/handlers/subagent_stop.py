"""SubagentStop: the human's rejections and interrupts inside a subagent count for the session.

A subagent's transcript holds no human turns (its prompt comes from the main agent), but the
human may reject or interrupt one of its tool calls; those signals join the parent session's
corrections. A SubagentStop with an empty `agent_type` is a compaction, not a subagent: ignored.
"""

from __future__ import annotations

import os

from memory_engine.hookio import HookPayload, HookResponse


def handle(payload: HookPayload) -> HookResponse | None:
    if payload.stop_hook_active or not payload.agent_type:
        return None
    # strings and os.path until there is a transcript to read: under a user-scope install most
    # projects have no store, and pathlib's import (with `re`'s) would be most of this hook
    root = payload.store_root_str()
    transcript = payload.agent_transcript_path_str
    if not os.path.isdir(root) or not transcript or not os.path.isfile(transcript):
        return None
    from pathlib import Path

    from memory_engine.reflexion.session import reflect

    reflect(Path(root), Path(transcript), payload.session_id or None, final=True,
            subagent=payload.agent_type)
    return None
