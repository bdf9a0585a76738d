"""PreToolUse on Write / Edit / MultiEdit: the admission gate for writes aimed at a memory tier.

Almost every write in a session is not aimed at the store, so the first decision uses `os.path`
only and returns at once: not a `.md` file, or a path under neither the project store, the user
store nor any folder the config moves a tier to. Everything else (the YAML stack, the index, the
scorer) is imported only for a write that really lands in a tier folder.

Such a write is checked on the content the file would have afterwards (for Edit and MultiEdit:
the current file with the edits applied):

- a new record: secrets, prompt injection, the schema, then the six-factor admission score;
- an existing record (maintenance: bumping observations, fixing a field): secrets, injection and
  the schema only, since re-scoring an old record against the store would punish its age.

A failing write is denied with a reason the agent can act on ("score 3.1/6: single observation,
hedged; write it to _drafts/ instead") and its content is queued in `_drafts/` (secrets redacted)
so nothing is lost; session end runs the queue through admission again. Writes into `_drafts/`
itself, to files whose names start with `_` or `.` (manifests, the capability profile) and to any
other file of a store are allowed unless they hold a credential; writes elsewhere are allowed.
"""

from __future__ import annotations

import os

# `typing` costs ~4 ms to import; annotations are strings here, so it is needed by checkers only.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from memory_engine.config import StoreConfig
    from memory_engine.hookio import HookPayload, HookResponse

WRITE_TOOLS = frozenset({"Write", "Edit", "MultiEdit"})
_USER_STORE_MARK = "memory-engine"  # every default user store path contains it


def _under(path: str, root: str) -> bool:
    return path == root or path.startswith(root.rstrip(os.sep) + os.sep)


def _custom_placements(root: str) -> bool:
    """Does the store's config move a tier to a folder of its own? (read without tomllib)"""
    try:
        with open(os.path.join(root, "memory-engine.toml"), encoding="utf-8") as handle:
            text = handle.read(65536)
    except OSError:
        return False
    for line in text.splitlines():
        name, sep, value = line.partition("=")
        value = value.split("#", 1)[0].strip().strip("\"'")
        if sep and not name.strip().startswith("#") and value and "/" in value:
            return True
    return False


def maybe_in_store(target: str, cwd: str, store_root: str) -> str | None:
    """The absolute target path if it may be inside a memory store, else None (cheap)."""
    path = os.path.realpath(os.path.join(cwd, target))
    roots = [store_root, os.path.realpath(store_root)]
    user = os.environ.get("MEMORY_ENGINE_USER_ROOT")
    if user:
        roots += [user, os.path.realpath(user)]
    if any(_under(path, r) for r in roots) or _USER_STORE_MARK in path:
        return path
    if not target.endswith(".md"):
        return None
    if os.path.isdir(store_root) and _custom_placements(store_root):
        return path
    return None


def handle(payload: HookPayload) -> HookResponse | None:
    if payload.tool_name not in WRITE_TOOLS:
        return None
    tool_input = payload.tool_input
    target = tool_input.get("file_path")
    if not isinstance(target, str) or not target:
        return None
    # strings only until the write is known to aim at a store: even pathlib costs milliseconds
    root = payload.store_root_str()
    cwd = payload.raw.get("cwd") if isinstance(payload.raw.get("cwd"), str) else None
    path = maybe_in_store(target, cwd or payload.project_dir_str, root)
    if path is None or not os.path.isdir(root):
        return None
    return _gate(payload, root, path, tool_input)


# -- the slow path: a write that may land in a tier folder ---------------------------------------
# Still without pathlib (its import, with `re`'s that it pulls in, is milliseconds): locations are
# the config's strings, and the store (its index) is opened only to score a whole new record.
def tier_of(config: StoreConfig, path: str) -> tuple[str, str | None] | None:
    """(tier, bucket) of a record path inside a tier folder, else None (drafts, other files)."""
    from memory_engine.records import tiers as T

    if _under(path, os.path.realpath(config.drafts_dir_str)):
        return None
    name = os.path.basename(path)
    if name.startswith(("_", ".")):
        return None
    for tier in T.TIERS:
        base = os.path.realpath(config.tier_dir_str(tier))
        if _under(path, base) and path != base:
            bucket = None
            if tier == T.ENVIRONMENT:
                rel = os.path.relpath(path, base).split(os.sep)
                bucket = rel[0] if len(rel) > 1 else None
            return tier, bucket
    return None


def resulting_content(tool: str, tool_input: dict[str, Any], path: str) -> str | None:
    """The file's content after the tool ran; None if the tool would fail on its own."""
    if tool == "Write":
        content = tool_input.get("content")
        return content if isinstance(content, str) else None
    try:
        with open(path, encoding="utf-8") as handle:
            current = handle.read()
    except (OSError, UnicodeDecodeError):
        return None
    edits: list[Any] = ([tool_input] if tool == "Edit"
                        else list(tool_input.get("edits") or []))
    for edit in edits:
        if not isinstance(edit, dict):
            return None
        old, new = edit.get("old_string"), edit.get("new_string")
        if not isinstance(old, str) or not isinstance(new, str) or old not in current:
            return None
        if edit.get("replace_all") is True:
            current = current.replace(old, new)
        else:
            current = current.replace(old, new, 1)
    return current


def _deny(reason: str, summary: str) -> HookResponse:
    from memory_engine.hookio import HookResponse

    return HookResponse(permission_decision="deny",
                        permission_reason=f"memory-engine admission gate: {reason}",
                        system_message=f"memory-engine: {summary}")


def _gate(payload: HookPayload, root: str, path: str,
          tool_input: dict[str, Any]) -> HookResponse | None:
    from memory_engine.config import StoreConfig

    config = StoreConfig.load(root)
    placed = tier_of(config, path) if path.endswith(".md") else None
    content = resulting_content(payload.tool_name, tool_input, path)
    if content is None:
        return None
    if placed is None:
        # Any other file of a store (a draft, the store's README, a log): never a secret. It is
        # denied rather than redacted: the tool writes the file, not us.
        return _refuse_secret(content, os.path.relpath(path, config.root_str))
    tier, bucket = placed
    problem = _check(config, tier, bucket, path, content)
    if problem is None:
        return None
    from memory_engine.admission.queue import queue_into

    draft_id = queue_into(
        config, tier=tier, text=content, source="pre-write-gate",
        provenance={"session_id": payload.session_id, "tool": payload.tool_name,
                    "target": path})
    rel = os.path.relpath(path, config.root_str)
    return _deny(f"{problem}; write it to _drafts/ instead. The content was saved there as "
                 f"draft {draft_id} (nothing lost; `memengine drafts score {draft_id}` "
                 f"explains, session end re-checks it); {rel} was not written.",
                 f"held back a write to {rel}; queued as draft {draft_id}")


def _refuse_secret(content: str, rel: str) -> HookResponse | None:
    from memory_engine.screening.redaction import find_secrets

    secrets = find_secrets(content)
    if not secrets:
        return None
    kinds = ", ".join(sorted({s.kind for s in secrets}))
    return _deny(f"the content holds a credential ({kinds}); memory never stores secrets. "
                 f"Write it again without the value (name where it lives instead, e.g. "
                 f"\"the token is in the CI secret store\"); {rel} was not written.",
                 f"held back a write to {rel}: it holds a credential ({kinds})")


def _check(config: StoreConfig, tier: str, bucket: str | None, path: str,
           content: str) -> str | None:
    """Why this content may not be written at `path` (the gate's message), or None.

    The schema is asked first (`gate.parse_candidate`): it rejects before anything else, so a
    write that fails it (plain text, a broken field) is held without importing the screens and
    the scorer, or opening the store. Its content is still redacted and screened on its way into
    `_drafts/`."""
    from memory_engine.admission.candidate import schema_issues
    from memory_engine.admission.gate import Target, admit, parse_candidate

    goal = Target(tier, path=path, bucket=bucket, existing=os.path.exists(path))
    parsed = parse_candidate(content, goal)
    issues = schema_issues(*parsed)
    if issues:
        return f"not a valid {tier} record: {'; '.join(issues[:3])}"
    from memory_engine.storage.store import Store

    store = Store(config)
    try:
        # The user store's folder, as the index remembers it: scoring refreshes the index over
        # every tier folder, and resolving it afresh (platformdirs) costs more than the decision.
        config.prime_user_root(store.index)
        verdict = admit(store, content, target=goal, parsed=parsed)
    finally:
        store.close()
    if verdict.decision == "apply":
        return None
    if verdict.reason == "secret":
        return (f"the content holds a credential ({', '.join(verdict.secrets)}); memory never "
                "stores secrets")
    if verdict.reason == "injection":
        first = verdict.injection[0]
        return f"the content looks like a prompt injection ({first.kind}: \"{first.quote}\")"
    if verdict.reason == "schema":
        return f"not a valid {tier} record: {'; '.join(verdict.schema_issues[:3])}"
    return verdict.message
