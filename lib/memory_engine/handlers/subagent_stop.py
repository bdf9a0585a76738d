"""SubagentStop: the human's rejections and interrupts inside a subagent count for the session.

A subagent's transcript holds no human turns (its prompt comes from the main agent), but the
human may reject or interrupt one of its tool calls; those signals join the parent session's
corrections. A SubagentStop with an empty `agent_type` is a compaction, not a subagent: ignored.
"""

from __future__ import annotations

from memory_engine.hookio import HookPayload, HookResponse


def handle(payload: HookPayload) -> HookResponse | None:
    if payload.stop_hook_active or not payload.agent_type:
        return None
    root = payload.store_root()
    transcript = payload.agent_transcript_path
    if not root.is_dir() or transcript is None or not transcript.is_file():
        return None
    from memory_engine.reflexion.session import reflect

    reflect(root, transcript, payload.session_id or None, final=True,
            subagent=payload.agent_type)
    return None
