"""Labelled human turns of other people's agent sessions, as jsonl rows (OUTSIDE_TURNS.md): how
a row becomes the turn the detector judges, and which files may be fitted on.

A row gives the human turn (`text`) and the end of the agent's reply before it
(`prev_assistant`); the reply is what the detector sees as the agent's last words (`claim`),
cut to the length the transcript reader keeps. A row may also name the reply's tool calls as
the log shows them (`prev_actions`: "Run command: …", "Edit file: …", aider's "Applied edit to
…"); they become the turn's action as the transcript reader would record it (`action_of`). A
row without them carries no tool call: what the agent did is read from its reply (a code
block, an applied edit) as it is for any session. The rows of one source file, in id order,
are judged as one session's turns (`sessions`).
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
if str(REPO / "lib") not in sys.path:
    sys.path.insert(0, str(REPO / "lib"))

from memory_engine.reflexion.actions import ACTION_CHARS, CLAIM_CHARS, pick  # noqa: E402
from memory_engine.reflexion.transcript import REQUEST_CHARS  # noqa: E402
from memory_engine.reflexion.turns import HumanTurn  # noqa: E402

LABELS = Path(__file__).resolve().parent
# The jsonl sets the correction model may be fitted on (each repository one source). Any other
# file (a held-out set being collected) is only ever scored, through
# `bench_reflexion.py outside --file PATH`.
FIT_FILES = ("outside_turns.jsonl", "outside_turns2.jsonl", "outside_turns3.jsonl",
             "outside_turns4.jsonl", "outside_turns5.jsonl", "outside_turns6.jsonl",
             "outside_turns7.jsonl", "outside_turns8.jsonl", "outside_turns9.jsonl",
             "outside_turns10.jsonl", "outside_turns11.jsonl",
             "outside_turns12.jsonl", "outside_turns13.jsonl",
             "outside_turns14.jsonl", "outside_turns15.jsonl",
             "outside_turns16.jsonl", "outside_turns17.jsonl",
             "outside_turns18.jsonl", "outside_turns19.jsonl",
             "outside_turns20.jsonl", "outside_turns21.jsonl",
             "outside_turns22.jsonl", "outside_turns23.jsonl",
             "outside_turns24.jsonl", "outside_turns25.jsonl",
             "outside_turns26.jsonl", "outside_turns27.jsonl",
             "outside_turns28.jsonl", "outside_turns29.jsonl",
             "outside_turns30.jsonl", "outside_turns31.jsonl",
             "outside_turns32.jsonl", "outside_turns33.jsonl",
             "outside_turns34.jsonl")


def load(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()
            if line.strip()]


def repository(row: dict[str, Any]) -> str:
    """`owner/repo` of a row's `source` (`owner/repo/path`)."""
    return "/".join(str(row.get("source", "?")).split("/")[:2])


def turn(row: dict[str, Any], before: dict[str, Any] | None = None, index: int = 2) -> HumanTurn:
    """The row as the reader would give it: the reply's end on one line, as long as kept;
    the human's turn before it (`prev_user`, else the row `before` it in the same source)."""
    reply = " ".join(str(row.get("prev_assistant", "")).split())
    claim = reply if len(reply) <= CLAIM_CHARS else "…" + reply[-(CLAIM_CHARS - 1):]
    request = str(row.get("prev_user") or (before or {}).get("text") or "")
    listed = row.get("prev_actions")
    if not isinstance(listed, list):
        listed = written_calls(reply)
    action = action_of([str(a) for a in listed]) if listed else ""
    return HumanTurn(index=index, uuid=str(row.get("id", "t")), line=index, offset=0,
                     timestamp="", text=str(row["text"]), source="prompt", action=action,
                     claim=claim, request=request[:REQUEST_CHARS])


# How chat logs name a tool call (OUTSIDE_TURNS.md, `prev_actions`), as the tool the transcript
# reader records: what ran a command, what changed a file, what only read or searched.
_LOGGED = (
    (re.compile(r"^(?:Run|Ran) (?:shell |terminal )?command:\s*(.+)", re.I), "Bash"),
    # editor chat exports (SOURCES-turns10.md): the command the person let run, the edit
    # applied ("Using \"Apply Patch\"", "Edited relevant file", "Created a file, ran a
    # command"), what was only read or checked
    (re.compile(r"^User accepted the command\s*`?([^`]+)`?", re.I), "Bash"),
    (re.compile(r"^Using \"((?:Apply Patch|Replace String in File|Multi-Replace String in "
                r"Files|Create File|Edit File|Insert Edit)[^\"]*)\"", re.I), "Edit"),
    (re.compile(r"^((?:Edited|Created|Wrote) (?:a |an |the |relevant )?files?\b.*)", re.I),
     "Edit"),
    (re.compile(r"^(?:Read|Viewed|Checked) \[[^\]]*\]\(([^)]+)\)", re.I), "Read"),
    (re.compile(r"^(?:Created|Edited) \[[^\]]*\]\(([^)]+)\)", re.I), "Edit"),
    (re.compile(r"^Commit [0-9a-f]{6,}\s*(.*)", re.I), "Commit"),
    (re.compile(r"^(?:Edit|Write|Create|Delete) file:\s*(.+)", re.I), "Edit"),
    (re.compile(r"^Applied edit to\s+(.+)", re.I), "Edit"),
    (re.compile(r"^Edit (\S+) \(edit block", re.I), "Edit"),
    (re.compile(r"^Unable to write file\s+(\S+)", re.I), "Write"),
    (re.compile(r"^Read file:\s*(.+)", re.I), "Read"),
    (re.compile(r"^\w*(?:search|grep|list_dir|glob)\w*:\s*(.+)", re.I), "Grep"),
    # Claude Code's own display of a call (SOURCES-turns11.md): `Bash(git status)`,
    # `Write(src/a.py)`, `Update(src/a.py)`, `Read(a.json)`; a call the person declined is
    # shown with "— No (tell Claude what to do differently)" and was not run
    (re.compile(r"^Bash(?:\((.+?)\)?|:\s*(.+))$"), "Bash"),
    (re.compile(r"^(?:Write|Update|Edit|MultiEdit)\((.+?)\)?$"), "Edit"),
    (re.compile(r"^Read\((.+?)\)?$"), "Read"),
    (re.compile(r"^Running (\S.+)"), "Bash"),
    # other agents' own tool names, as their logs print them (SOURCES-turns14.md: Cursor's
    # `edit_file_v2: path`, `run_terminal_command_v2: cmd`, `read_file_v2: path`, `read_lints`,
    # `codebase_search: …`; a collector's `run: cmd`, `commit: message`, `list: dir`): the
    # tool the transcript reader records for the same call
    (re.compile(r"^(?:edit_file|search_replace|write_file|delete_file|create_file|"
                r"edit_notebook)(?:_v\d+)?\b:?\s*(.*)", re.I), "Edit"),
    (re.compile(r"^(?:run_terminal_cmd|run_terminal_command|run_command|run)(?:_v\d+)?:\s*(.+)",
                re.I), "Bash"),
    (re.compile(r"^commit:\s*(.+)", re.I), "Commit"),
    (re.compile(r"^(?:read_file|read_lints|codebase_search|grep_search|file_search|list_dir|"
                r"glob_file_search|list|fetch|web_search|todo_write|todo)(?:_v\d+)?\b:?\s*(.*)",
                re.I), "Read"),
    # a collector's paraphrase of the call (SOURCES-turns12.md): "edit src/constants.py",
    # "create .dockerignore", "revert Card.tsx", an editor's own tool name for an edit
    (re.compile(r"^(?:[Ee]dit|create|write|delete|remove|rename|revert|update|modify)\b:?\s*(.+)"),
     "Edit"),
    (re.compile(r"^Create new file\s+(.+)", re.I), "Edit"),
    (re.compile(r"^\w*(?:replaceString|replace_string|apply_patch)\w*:?\s*(.*)", re.I), "Edit"),
    (re.compile(r"^(?:read|view)\b:?\s*(.+)"), "Read"),
    (re.compile(r"^git (?:commit|push|add|checkout|reset|merge|rebase)\b.*", re.I), "Bash"),
)


# Tool calls a set's collector wrote into the reply where the log showed them
# (SOURCES-turns9.md: `[ran: …]`, `[edited: …]`, `[created: …]`, `[read: …]`, `[listed: …]`),
# named as `prev_actions` names them: they are the reply's calls, as the transcript reader
# records tool calls, not words of the reply.
_WRITTEN_CALL = re.compile(r"\[(ran|edited|created|deleted|read|listed): ([^\]]*)\]")
_CALL_NAMES = {"ran": "Run command", "edited": "Edit file", "created": "Create file",
               "deleted": "Delete file", "read": "Read file", "listed": "list_dir"}


def written_calls(reply: str) -> list[str]:
    """The tool calls written into a reply as `[ran: …]` and the like, as `prev_actions`."""
    return [f"{_CALL_NAMES[kind]}: {argument.strip()}"
            for kind, argument in _WRITTEN_CALL.findall(reply)]


# A call the person cancelled before it ran, as a log marks it ("run_terminal_command_v2:
# Cancelled", "run: (cancelled)", "(cancelled command)"): not an action.
_CANCELLED = re.compile(r"(?::\s*\(?cancelled\)?|\(cancelled[^)]*\))\s*$", re.I)
# What a log prints between calls that is no call (SOURCES-turns11.md, aider): its token and
# cost report, its bookkeeping of the files in the chat and of the output it added.
_STATUS = re.compile(r"^(?:Tokens: \d|Dropping all files from the chat|Initial repo scan|"
                     r"Added \d+ lines? of output to the chat|Committing \S+ before applying)")


def action_of(listed: list[str]) -> str:
    """The agent's action before a turn from the tool calls a log names: the last call that
    changed something, else the last call (`actions.pick`). A command the person declined
    (the log marks it `: n`) was not run and is not an action; aider's own commit after an
    applied edit is not the agent's action (the edit is); a call the person cancelled was not
    run either, and a log's own report between calls (aider's token count) is no call."""
    calls: list[tuple[str, str]] = []
    for entry in listed:
        entry = " ".join(entry.split())
        if not entry or entry.endswith(": n") or "— No (tell Claude" in entry or (
                _CANCELLED.search(entry) or _STATUS.match(entry)):
            continue
        entry = entry.split(" — ", 1)[0]  # "Bash(npx hexo server) — Interrupted by user"
        for pattern, tool in _LOGGED:
            found = pattern.match(entry)
            if found:
                argument = next((g.strip() for g in found.groups() if g and g.strip()),
                                entry)
                calls.append((tool, f"{tool}: {argument}"[:ACTION_CHARS]))
                break
        else:
            name = entry.split(":", 1)[0].strip()
            calls.append((name, entry[:ACTION_CHARS]))
    return pick("", calls)


def sessions(rows: list[dict[str, Any]]) -> dict[str, list[tuple[dict[str, Any], HumanTurn]]]:
    """The rows of each source file in file order (ids number them so), as the turns of one
    session: each turn knows the human turn before it, and a detector fed them in order sees
    the earlier turns (a request made again is a repeat)."""
    by_source: dict[str, list[dict[str, Any]]] = {}
    for row in rows:
        by_source.setdefault(str(row.get("source", "?")), []).append(row)
    out: dict[str, list[tuple[dict[str, Any], HumanTurn]]] = {}
    for source, group in by_source.items():
        group.sort(key=_order)
        out[source] = [(row, turn(row, group[i - 1] if i else None, i + 1))
                       for i, row in enumerate(group)]
    return out


def _order(row: dict[str, Any]) -> tuple[int, str]:
    number = str(row.get("id", "")).rsplit("-", 1)[-1]
    return (int(number) if number.isdigit() else 0, str(row.get("id", "")))


def is_correction(row: dict[str, Any]) -> bool:
    return row.get("label") == "correction"


def fitted_repositories() -> set[str]:
    """The repositories whose rows the model is fitted on."""
    return {repository(row) for name in FIT_FILES if (LABELS / name).is_file()
            for row in load(LABELS / name)}
