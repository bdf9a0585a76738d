"""PostToolUse: record how each tool call went, the raw material of skill-output-shape predictions.

One JSON line per tool call is appended to `<store>/.logs/tool-observations.jsonl` (local to this
machine, ignored by git, like the rest of `.logs/`; rotated past 4 MB): tool, duration, input and
response sizes, and for file tools the path relative to the project (names and paths capped).
Environment-dynamics predictions ("Bash calls in this repo take ~2 s", "Read of files under data/
returns > 100 KB") are learned from these lines;
this handler only observes, it never writes a record and never says anything to the model.

PostToolUse fires on every tool call, so the work is one `fastjson.dumps` and one O_APPEND write
(whole lines, so concurrent sessions never interleave), and nothing happens where there is no
store.
"""

from __future__ import annotations

import os
import time

from memory_engine import fastjson
from memory_engine.hookio import HookPayload, HookResponse

TYPE_CHECKING = False  # not `from typing`: PostToolUse runs after every tool call
if TYPE_CHECKING:
    from typing import Any

OBSERVATIONS_FILE = "tool-observations.jsonl"
FILE_TOOLS = ("Write", "Edit", "MultiEdit", "Read", "NotebookEdit")
MAX_OBSERVATIONS_BYTES = 4 * 1024 * 1024  # then rotated to .1: at most ~8 MB on disk
MAX_NAME = 120
MAX_PATH = 400


def _size(value: Any) -> int:
    if value is None:
        return 0
    if isinstance(value, str):
        return len(value.encode("utf-8", "replace"))
    return len(fastjson.dumps(value, default=str).encode("utf-8", "replace"))


def observation(payload: HookPayload) -> dict[str, Any]:
    tool_input = payload.tool_input
    duration = payload.raw.get("duration_ms")
    entry: dict[str, Any] = {
        "ts": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
        "session": _capped(payload.session_id),
        "tool": payload.tool_name,
        "duration_ms": duration if isinstance(duration, (int, float)) else None,
        "input_bytes": _size(tool_input),
        "response_bytes": _size(payload.tool_response),
    }
    if payload.agent_type:
        entry["agent_type"] = _capped(payload.agent_type)
    path = tool_input.get("file_path") or tool_input.get("notebook_path")
    if payload.tool_name in FILE_TOOLS and isinstance(path, str) and path:
        project = payload.project_dir_str
        inside = path.startswith(project.rstrip(os.sep) + os.sep)
        entry["path"] = _capped(os.path.relpath(path, project) if inside else path, MAX_PATH)
        response = payload.tool_response
        if isinstance(response, dict) and response.get("type") == "create":
            entry["created"] = True  # a new file: what filesystem-response growth counts
    entry["tool"] = _capped(str(entry["tool"]))
    return entry


def _capped(value: str, limit: int = MAX_NAME) -> str:
    """Names and paths come from the model: bounded, so one call cannot bloat the log. Screened
    before the cut, so a secret is never halved into a shape the redactor no longer knows."""
    from memory_engine.storage.storefs import screen_text

    value = screen_text(value)
    return value if len(value) <= limit else value[: limit - 1] + "…"


def handle(payload: HookPayload) -> HookResponse | None:
    root = payload.store_root_str()  # strings, not pathlib: this runs after every tool call
    if not os.path.isdir(root) or not payload.tool_name:
        return None
    from memory_engine.storage import storefs

    # storefs: no symlink followed (a committed `.logs/tool-observations.jsonl` could link to
    # ~/.bashrc), the path screened for secrets, the file rotated past its cap.
    storefs.append_json_line(root, os.path.join(root, ".logs", OBSERVATIONS_FILE),
                             observation(payload), rotate_at=MAX_OBSERVATIONS_BYTES)
    from memory_engine.profile.tasks import tool_used

    tool_used(root, payload)  # evidence of what kind of task is running (capability profile)
    return None
