"""One module per hook event; the hook runtime (`memory_engine.hookrun`) calls them.

A handler module exposes `handle(payload: HookPayload) -> HookResponse | None`. It may raise (the
runtime logs the traceback and the hook still exits 0) but must never print: whatever a
SessionStart or UserPromptSubmit hook writes to stdout reaches the model verbatim, so only the
runtime writes there, and only the rendered response.

`EVENTS` is the single table of which handler serves which Claude Code event; the settings
template, the plugin's hooks.json and the thin scripts in hooks/ are checked against it.
"""

from __future__ import annotations

EVENTS: dict[str, str] = {
    "session_start": "SessionStart",
    "user_prompt": "UserPromptSubmit",
    "pre_write": "PreToolUse",
    "post_tool": "PostToolUse",
    "post_tool_failure": "PostToolUseFailure",
    "stop": "Stop",
    "subagent_stop": "SubagentStop",
    "session_end": "SessionEnd",
}
