"""Real-format Claude Code transcripts for replaying sessions through reflexion.

A session is a list of exchanges: what the human typed, then what the agent did (tool calls with
their inputs, tool results) and said. `write_session` writes it as the JSONL the CLI writes
(2.1.x line shapes, as in ../shared/claude-code/transcripts/): user lines with `cwd`, `sessionId`,
`version`, `gitBranch`; one assistant line per content block; tool results as user lines.
"""

from __future__ import annotations

import datetime as dt
import json
import uuid as uuidlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

VERSION = "2.1.332"


@dataclass
class Step:
    """One human turn and the agent's answer to it."""

    human: str
    tools: list[tuple[str, dict[str, Any], str]] = field(default_factory=list)  # name, input, out
    reply: str = "Done."


def _uuid(seed: str) -> str:
    return str(uuidlib.uuid5(uuidlib.NAMESPACE_URL, seed))


def session_lines(session_id: str, cwd: str, steps: list[Step], start: dt.datetime) -> list[str]:
    lines: list[str] = []
    parent: str | None = None
    clock = start
    n = 0

    def base(kind: str) -> dict[str, Any]:
        nonlocal parent, clock, n
        n += 1
        clock += dt.timedelta(seconds=7)
        uid = _uuid(f"{session_id}/{n}")
        line = {"parentUuid": parent, "isSidechain": False, "type": kind, "uuid": uid,
                "timestamp": clock.strftime("%Y-%m-%dT%H:%M:%S.000Z"), "userType": "external",
                "entrypoint": "cli", "cwd": cwd, "sessionId": session_id, "version": VERSION,
                "gitBranch": "main"}
        parent = uid
        return line

    def assistant(content: dict[str, Any], stop: str) -> None:
        line = base("assistant")
        line["message"] = {"id": f"msg_{n}", "type": "message", "role": "assistant",
                           "model": "claude-opus-5-5", "content": [content],
                           "stop_reason": stop, "stop_sequence": None,
                           "usage": {"input_tokens": 100, "output_tokens": 20}}
        lines.append(json.dumps(line, ensure_ascii=False))

    for step in steps:
        line = base("user")
        line.update(promptId=_uuid(f"{session_id}/p{n}"), permissionMode="default",
                    promptSource="user")
        line["message"] = {"role": "user", "content": step.human}
        lines.append(json.dumps(line, ensure_ascii=False))
        for tool, arguments, output in step.tools:
            tool_id = f"toolu_{n:04d}"
            assistant({"type": "tool_use", "id": tool_id, "name": tool, "input": arguments},
                      "tool_use")
            result = base("user")
            result["message"] = {"role": "user", "content": [
                {"tool_use_id": tool_id, "type": "tool_result", "content": output,
                 "is_error": False}]}
            result["toolUseResult"] = {"stdout": output, "stderr": ""}
            lines.append(json.dumps(result, ensure_ascii=False))
        assistant({"type": "text", "text": step.reply}, "end_turn")
    return lines


def write_session(path: Path, session_id: str, cwd: str, steps: list[Step],
                  start: dt.datetime) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(session_lines(session_id, cwd, steps, start)) + "\n",
                    encoding="utf-8")
    return path


def bash(command: str, output: str = "") -> tuple[str, dict[str, Any], str]:
    return ("Bash", {"command": command, "description": command[:40]}, output)


def edit(path: str, old: str = "a", new: str = "b") -> tuple[str, dict[str, Any], str]:
    return ("Edit", {"file_path": path, "old_string": old, "new_string": new,
                     "replace_all": False}, f"The file {path} has been updated successfully.")


def write(path: str, content: str = "x\n") -> tuple[str, dict[str, Any], str]:
    return ("Write", {"file_path": path, "content": content},
            f"File created successfully at: {path}")


def flagged(folder: Path, steps: list[Step],
           start: dt.datetime = dt.datetime(2026, 3, 4, 10, 0, tzinfo=dt.UTC)
           ) -> dict[str, list[str]]:
    """The session written to `folder` and read back, each human turn's text -> the signals
    the shipped correction detector flagged it with ([] when not a correction)."""
    from memory_engine.reflexion.corrections import Detector, load_lexicon
    from memory_engine.reflexion.transcript import read_transcript

    path = write_session(folder / "s.jsonl", "s1", str(folder), steps, start)
    reading = read_transcript(path)
    found = {c.turn: c.signals for c in Detector(load_lexicon(None)).feed(reading.turns,
                                                                          reading.signals)}
    return {t.text: found.get(t.index, []) for t in reading.turns}
