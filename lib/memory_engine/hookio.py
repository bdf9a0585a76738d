"""Hook I/O types: the stdin payload Claude Code sends and the response a handler returns.

Deliberately free of heavy imports (no dataclasses, no YAML): every hook parses its payload on the
interactive fast path. Field names follow the observed contract (see the hook payload samples):
every event has session_id, transcript_path, cwd and hook_event_name; the rest depends on it.
"""

from __future__ import annotations

import os

from memory_engine import fastjson

TYPE_CHECKING = False  # not `from typing`: importing typing costs ~3 ms per hook run
if TYPE_CHECKING:
    from pathlib import Path
    from typing import Any

# pathlib is imported only by the accessors that return a Path: a hook that decides from strings
# (a write outside the store, say) never pays for it.
COMMON_FIELDS = ("session_id", "transcript_path", "cwd", "hook_event_name")


class PayloadError(ValueError):
    """The payload is not a JSON object, or lacks what the handler needs."""


class HookPayload:
    """A parsed hook payload: typed accessors over the raw object; unknown fields are kept."""

    __slots__ = ("missing", "raw")

    def __init__(self, raw: dict[str, Any]) -> None:
        self.raw = raw
        self.missing = [name for name in COMMON_FIELDS if not isinstance(raw.get(name), str)]

    @classmethod
    def parse(cls, text: str | bytes) -> HookPayload:
        if isinstance(text, bytes):
            text = text.decode("utf-8", "replace")
        if not text.strip():
            raise PayloadError("empty stdin: a hook expects one JSON object from Claude Code")
        try:
            data = fastjson.loads(text)
        except ValueError as exc:  # json.JSONDecodeError, without importing json up front
            where = (f" at line {getattr(exc, 'lineno', '?')} column {getattr(exc, 'colno', '?')}"
                     if hasattr(exc, "lineno") else "")
            raise PayloadError(f"stdin is not valid JSON ({getattr(exc, 'msg', exc)}{where})"
                               ) from exc
        if not isinstance(data, dict):
            raise PayloadError(f"stdin is JSON but a {type(data).__name__}, not an object")
        return cls(data)

    def _str(self, name: str) -> str:
        value = self.raw.get(name)
        return value if isinstance(value, str) else ""

    @property
    def event(self) -> str:
        return self._str("hook_event_name")

    @property
    def session_id(self) -> str:
        return self._str("session_id")

    @property
    def transcript_path(self) -> Path | None:
        value = self.transcript_path_str
        return _path(value) if value else None

    @property
    def transcript_path_str(self) -> str:
        """transcript_path as a string ("" when absent), without importing pathlib."""
        return self._str("transcript_path")

    @property
    def cwd(self) -> Path:
        return _path(self._str("cwd") or os.environ.get("CLAUDE_PROJECT_DIR") or os.getcwd())

    @property
    def project_dir(self) -> Path:
        return _path(self.project_dir_str)

    @property
    def project_dir_str(self) -> str:
        return os.environ.get("CLAUDE_PROJECT_DIR") or self._str("cwd") or os.getcwd()

    @property
    def source(self) -> str:  # SessionStart: startup | resume | clear | compact
        return self._str("source")

    @property
    def prompt(self) -> str:  # UserPromptSubmit
        return self._str("prompt")

    @property
    def tool_name(self) -> str:  # PreToolUse / PostToolUse
        return self._str("tool_name")

    @property
    def tool_input(self) -> dict[str, Any]:
        value = self.raw.get("tool_input")
        return value if isinstance(value, dict) else {}

    @property
    def tool_response(self) -> Any:
        return self.raw.get("tool_response")

    @property
    def stop_hook_active(self) -> bool:  # Stop / SubagentStop
        return self.raw.get("stop_hook_active") is True

    @property
    def reason(self) -> str:  # SessionEnd: clear | logout | prompt_input_exit | other
        return self._str("reason")

    @property
    def agent_id(self) -> str:
        return self._str("agent_id")

    @property
    def agent_type(self) -> str:
        # a label, quoted into traces: bounded so a huge value cannot stall screening
        return self._str("agent_type")[:100]

    @property
    def agent_transcript_path(self) -> Path | None:
        value = self.agent_transcript_path_str
        return _path(value) if value else None

    @property
    def agent_transcript_path_str(self) -> str:
        """agent_transcript_path as a string ("" when absent), without importing pathlib."""
        return self._str("agent_transcript_path")

    def store_root(self) -> Path:
        """This session's project store: $MEMORY_ENGINE_ROOT, else <project>/.memory-engine."""
        return _path(self.store_root_str())

    def store_root_str(self) -> str:
        """store_root() as an absolute string, without importing pathlib."""
        env = os.environ.get("MEMORY_ENGINE_ROOT")
        if env:
            return os.path.abspath(os.path.expanduser(env))
        return os.path.join(os.path.abspath(self.project_dir_str), ".memory-engine")


def _path(value: str) -> Path:
    from pathlib import Path

    return Path(value)


class HookResponse:
    """What a handler wants Claude Code to see. Empty means: print nothing."""

    __slots__ = ("additional_context", "permission_decision", "permission_reason",
                 "system_message")

    def __init__(self, additional_context: str | None = None,
                 permission_decision: str | None = None, permission_reason: str | None = None,
                 system_message: str | None = None) -> None:
        self.additional_context = additional_context
        self.permission_decision = permission_decision  # "allow" | "deny" | "ask"
        self.permission_reason = permission_reason
        self.system_message = system_message  # shown to the user, never to the model

    def render(self, event: str) -> str:
        """The exact stdout for this event in the documented JSON form ("" for nothing)."""
        specific: dict[str, Any] = {}
        if self.permission_decision and event == "PreToolUse":
            specific["permissionDecision"] = self.permission_decision
            if self.permission_reason:
                specific["permissionDecisionReason"] = self.permission_reason
        if self.additional_context and event in ("SessionStart", "UserPromptSubmit",
                                                 "PreToolUse", "PostToolUse"):
            specific["additionalContext"] = self.additional_context
        out: dict[str, Any] = {}
        if specific:
            out["hookSpecificOutput"] = {"hookEventName": event, **specific}
        if self.system_message:
            out["systemMessage"] = self.system_message
        return fastjson.dumps(out) if out else ""
