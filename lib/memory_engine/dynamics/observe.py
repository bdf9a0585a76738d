"""Cheap observations the hooks leave for the environment-dynamics predictions.

Two moments: at session start `note_session_start` keeps the git state and where the tool log
stood (`.state/dynamics/<session>.json`: strings, `os` and one small write, so SessionStart stays
within its budget); at session end `session_facts` gathers what the session showed (its tool
calls, failed and created files, git state, settings that matter, how the principal wrote), off
the fast path, as one line of `.logs/session-observations.jsonl`. Predictions are fitted on and
checked against those lines (`dynamics.aggregate`).
"""

from __future__ import annotations

import os
import time

from memory_engine.dynamics import gitstate
from memory_engine.storage import sessionstate

TYPE_CHECKING = False  # not `from typing`: imported by the session-start hook
if TYPE_CHECKING:
    from typing import Any

    from memory_engine.hookio import HookPayload

PURPOSE = "dynamics"
TOOL_LOG = "tool-observations.jsonl"
SESSION_LOG = "session-observations.jsonl"
MAX_SESSION_LOG = 2 * 1024 * 1024
FILE_TOOLS = ("Write", "Edit", "MultiEdit", "NotebookEdit")


def note_session_start(root: str, payload: HookPayload) -> None:
    """Remember the state the session started from; never raises (SessionStart must answer)."""
    try:
        if not payload.session_id or sessionstate.load(root, PURPOSE, payload.session_id):
            return  # a compaction or resume keeps the first start
        try:
            offset = os.stat(os.path.join(root, ".logs", TOOL_LOG)).st_size
        except OSError:
            offset = 0
        sessionstate.save(root, PURPOSE, payload.session_id, {
            "started": time.time(), "git": gitstate.read(payload.project_dir_str),
            "tool_offset": offset})
    except Exception as exc:
        from memory_engine.logs import write_log

        write_log(os.path.join(root, ".logs"), "WARNING",
                  f"session start: noting the environment failed: {exc!r}", exc)


# -- session end (off the fast path) --------------------------------------------------------
def _median(values: list[float]) -> float:
    ordered = sorted(values)
    mid = len(ordered) // 2
    return ordered[mid] if len(ordered) % 2 else (ordered[mid - 1] + ordered[mid]) / 2


def quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def tool_lines(root: str, session_id: str, offset: int) -> list[dict[str, Any]]:
    """This session's lines of the tool log, read from where it stood at session start (the
    whole file if it was rotated since)."""
    import json

    path = os.path.join(root, ".logs", TOOL_LOG)
    try:
        with open(path, "rb") as handle:
            size = handle.seek(0, 2)
            handle.seek(offset if 0 <= offset <= size else 0)
            data = handle.read()
    except OSError:
        return []
    out: list[dict[str, Any]] = []
    for raw in data.splitlines():
        if session_id.encode() not in raw:
            continue
        try:
            line = json.loads(raw)
        except ValueError:
            continue
        if isinstance(line, dict) and line.get("session") == session_id:
            out.append(line)
    return out


def tool_stats(lines: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """Per tool: calls, failures, median and 90th-percentile latency, median response size."""
    by_tool: dict[str, list[dict[str, Any]]] = {}
    for line in lines:
        if isinstance(line.get("tool"), str) and not line.get("agent_type"):
            by_tool.setdefault(line["tool"], []).append(line)
    stats: dict[str, dict[str, Any]] = {}
    for tool, calls in by_tool.items():
        latency = [float(c["duration_ms"]) for c in calls
                   if isinstance(c.get("duration_ms"), int | float)]
        sizes = [float(c.get("response_bytes") or 0) for c in calls if c.get("ok") is not False]
        stats[tool] = {
            "calls": len(calls), "fails": sum(1 for c in calls if c.get("ok") is False),
            "latency_p50": _median(latency) if latency else None,
            "latency_p90": quantile(latency, 0.9) if latency else None,
            "size_p50": _median(sizes) if sizes else None,
        }
    return stats


def _folder(path: str) -> str:
    folder = os.path.dirname(path.replace("\\", "/"))
    return folder or "."


def fs_facts(lines: list[dict[str, Any]], project: str) -> dict[str, Any]:
    """Writes by folder: refused (and how), done, files created; entry counts of the folders
    the project has at its top and the ones this session created files in."""
    refused: dict[str, dict[str, int]] = {}
    written: dict[str, int] = {}
    created: dict[str, int] = {}
    for line in lines:
        path = line.get("path")
        if line.get("tool") not in FILE_TOOLS or not isinstance(path, str) or \
                os.path.isabs(path) or path.startswith(".."):
            continue
        folder = _folder(path)
        if line.get("ok") is False:
            kinds = refused.setdefault(folder, {})
            kind = str(line.get("error_kind") or "other")
            kinds[kind] = kinds.get(kind, 0) + 1
        else:
            written[folder] = written.get(folder, 0) + 1
            if line.get("created"):
                created[folder] = created.get(folder, 0) + 1
    return {"refused": refused, "written": written, "created": created,
            "counts": folder_counts(project, set(created))}


def folder_counts(project: str, extra: set[str], limit: int = 40) -> dict[str, int]:
    folders = set(extra)
    try:
        with os.scandir(project) as entries:
            folders.update(e.name for e in entries
                           if not e.name.startswith(".") and e.is_dir(follow_symlinks=False))
    except OSError:
        return {}
    counts: dict[str, int] = {}
    for folder in sorted(folders)[:limit]:
        try:
            with os.scandir(os.path.join(project, folder)) as entries:
                counts[folder] = sum(1 for _ in entries)
        except OSError:
            continue
    return counts


def system_facts(project: str) -> dict[str, Any]:
    """What the hooks run on: which events memory-engine is wired to (settings files and the
    plugin), interpreter and memory-engine versions, whether the harness's own memory is on."""
    import json
    import sys

    from memory_engine import __version__

    events: set[str] = set()
    auto_memory = os.environ.get("CLAUDE_CODE_DISABLE_AUTO_MEMORY") != "1"
    home = os.path.expanduser("~")
    config_dir = os.environ.get("CLAUDE_CONFIG_DIR") or os.path.join(home, ".claude")
    for path in (os.path.join(config_dir, "settings.json"),
                 os.path.join(project, ".claude", "settings.json"),
                 os.path.join(project, ".claude", "settings.local.json")):
        try:
            with open(path, encoding="utf-8") as handle:
                data = json.load(handle)
        except (OSError, ValueError):
            continue
        if not isinstance(data, dict):
            continue
        if data.get("autoMemoryEnabled") is False:
            auto_memory = False
        hooks = data.get("hooks")
        for event, groups in (hooks.items() if isinstance(hooks, dict) else ()):
            if "memory_engine" in json.dumps(groups):
                events.add(str(event))
    return {"hooks": sorted(events), "plugin": bool(os.environ.get("CLAUDE_PLUGIN_ROOT")),
            "python": f"{sys.version_info.major}.{sys.version_info.minor}",
            "engine": __version__, "auto_memory": auto_memory}


def principal_facts(root: str, session_id: str, transcript: str) -> dict[str, Any]:
    """How the principal wrote this session: prompt count, median length, local hours, and the
    corrections reflexion counted (its cursor; the final pass ran before this)."""
    import datetime as dt
    from pathlib import Path

    from memory_engine.reflexion.cursor import load_cursor
    from memory_engine.reflexion.transcript import read_transcript

    if not transcript or not os.path.isfile(transcript):
        return {}
    turns = [t for t in read_transcript(Path(transcript)).turns
             if t.source in ("prompt", "queued") and t.text]
    hours: list[int] = []
    for turn in turns:
        try:
            hours.append(dt.datetime.fromisoformat(turn.timestamp.replace("Z", "+00:00"))
                         .astimezone().hour)
        except ValueError:
            continue
    corrections = load_cursor(Path(root), session_id).get("corrections") or []
    return {"prompts": len(turns),
            "length_p50": _median([float(len(t.text)) for t in turns]) if turns else None,
            "hours": hours, "corrections": len(corrections)}


def session_facts(root: str, session_id: str, project: str, transcript: str) -> dict[str, Any]:
    from memory_engine import clock

    start = sessionstate.load(root, PURPOSE, session_id)
    lines = tool_lines(root, session_id, int(start.get("tool_offset") or 0))
    return {
        "session": session_id, "ts": clock.now().isoformat(timespec="seconds"),
        "tools": tool_stats(lines), "fs": fs_facts(lines, project),
        "git_start": start.get("git"), "git_end": gitstate.read(project),
        "dirty": gitstate.dirty(project) if gitstate.git_dir(project) else None,
        "system": system_facts(project),
        "principal": principal_facts(root, session_id, transcript),
    }


def history(root: str, limit: int = 40) -> list[dict[str, Any]]:
    """The last `limit` session lines, oldest first (the rotated generation is read too)."""
    import json

    out: list[dict[str, Any]] = []
    base = os.path.join(root, ".logs", SESSION_LOG)
    for path in (base + ".1", base):
        try:
            with open(path, encoding="utf-8", errors="replace") as handle:
                for raw in handle:
                    try:
                        line = json.loads(raw)
                    except ValueError:
                        continue
                    if isinstance(line, dict) and isinstance(line.get("session"), str):
                        out.append(line)
        except OSError:
            continue
    return out[-limit:]


def append_session(root: str, facts: dict[str, Any]) -> None:
    from memory_engine.storage import storefs

    storefs.append_json_line(root, os.path.join(root, ".logs", SESSION_LOG), facts,
                             rotate_at=MAX_SESSION_LOG)
