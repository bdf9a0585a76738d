"""PostToolUseFailure: record that a tool call failed, beside the PostToolUse observations.

The same line as `post_tool.observation` (tool, duration, sizes, path) plus `ok: false`, the kind
of failure (`error_kind`: not-found, permission, denied, timeout, interrupt, not-read, exists,
other) and the error's length. The error text itself is not kept: it can quote file content or a
command line, and the kind is what skill-output-shape and filesystem-response predictions need.

Fires on every failed call, so it is as cheap as post_tool: one classification by substring, one
O_APPEND write, nothing where there is no store, never a word to the model.
"""

from __future__ import annotations

import os

from memory_engine.handlers import post_tool
from memory_engine.hookio import HookPayload, HookResponse

# First match wins; lower-cased substrings of the error text Claude Code reports.
ERROR_KINDS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("permission", ("permission denied", "eacces", "eperm", "operation not permitted",
                    "read-only file system", "erofs")),
    ("denied", ("denied", "rejected", "blocked", "not allowed")),
    ("not-found", ("does not exist", "no such file", "enoent", "not found")),
    ("not-read", ("has not been read", "read it first")),
    ("exists", ("already exists", "eexist")),
    ("timeout", ("timed out", "timeout")),
)


def error_kind(error: str, interrupted: bool) -> str:
    if interrupted:
        return "interrupt"
    low = error[:2000].lower()
    for kind, needles in ERROR_KINDS:
        if any(n in low for n in needles):
            return kind
    return "other"


def handle(payload: HookPayload) -> HookResponse | None:
    root = payload.store_root_str()
    if not os.path.isdir(root) or not payload.tool_name:
        return None
    from memory_engine.storage import storefs

    error = payload.raw.get("error")
    text = error if isinstance(error, str) else ""
    entry = post_tool.observation(payload)
    entry.update(ok=False, error_kind=error_kind(text, payload.raw.get("is_interrupt") is True),
                 error_bytes=len(text.encode("utf-8", "replace")))
    storefs.append_json_line(root, os.path.join(root, ".logs", post_tool.OBSERVATIONS_FILE),
                             entry, rotate_at=post_tool.MAX_OBSERVATIONS_BYTES)
    from memory_engine.profile.tasks import tool_used

    tool_used(root, payload)  # a failed call is evidence about the task too (capability profile)
    return None
