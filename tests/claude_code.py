"""Real Claude Code hook payloads and a transcript kept in tests/data/claude-code/ (see its
README), so the tests that need one run in any clone, without the reference folder."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

DATA = Path(__file__).resolve().parent / "data" / "claude-code"
SESSION = "392ec459-9f9a-440e-9788-d2061084978c"
TRANSCRIPT = DATA / "transcripts" / f"{SESSION}.jsonl"
# one sample per event the hooks handle
SAMPLES = ("SessionStart.startup", "UserPromptSubmit", "PreToolUse.Write", "PreToolUse.Edit",
           "PostToolUse.Write", "PostToolUseFailure", "Stop", "SubagentStop", "SessionEnd.other")


def payload(name: str, **changes: Any) -> dict[str, Any]:
    """The stdin Claude Code gave the hook in the sample `name` (e.g. "PreToolUse.Write"), with
    `changes` laid over it."""
    sample = json.loads((DATA / "hook-payloads" / f"{name}.json").read_text(encoding="utf-8"))
    data: dict[str, Any] = dict(sample["payload"])
    data.update(changes)
    return data
