"""What reading a transcript yields: the turns a human typed, the signals around them
(interruptions, rejected tool uses), and the small state that lets the next read resume."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any


class HumanTurn:
    """One thing the human typed (or dictated) that reached the session."""

    __slots__ = ("action", "claim", "context", "index", "instead", "line", "offset", "replaced",
                 "request", "retold", "reworked", "source", "text", "timestamp", "uuid")

    def __init__(self, *, index: int, uuid: str, line: int, offset: int, timestamp: str,
                 text: str, source: str, action: str = "", claim: str = "",
                 request: str = "", context: list[str] | None = None) -> None:
        self.index = index          # 1-based position among the session's human turns
        self.uuid = uuid            # line uuid, or "queue:<timestamp>" for queued messages
        self.line = line            # 1-based line number in the file
        self.offset = offset        # byte offset of that line
        self.timestamp = timestamp
        self.text = text            # cleaned text ("" when the transcript does not hold it)
        self.source = source        # prompt | queued | command | rejection-feedback
        # What the agent had just done when the human typed this: its last tool call with the
        # salient argument ("Bash: python3 -m unittest", "Edit: tests/snap.txt") and the end of
        # its last text ("Done, all tests pass."). A correction is judged and learned from these.
        self.action = action
        self.claim = claim
        # The human's turn before this one: the request the agent's action answered, in the
        # words the human will use when they ask for that work again.
        self.request = request
        # What the session had been about when the human typed this: the agent's acting calls
        # ("Edit: src/jobs/MeterJob.scala", "Bash: sbt testOnly") and the human's earlier
        # requests ("Said: add a job that ..."), oldest first, bounded (see ReaderState.context):
        # a lesson's situation is the work of the whole session, not only its last command.
        self.context = list(context or [])
        # The agent's answer to this turn redid the work the turn followed: an edit replaced
        # lines the agent had written just before it, a command threw away its changes to a
        # file it had edited, or it ran, in place of a command it had run, one the turn spelled
        # out (set by the reader when it reads that answer).
        self.reworked = False
        # ... and the command it redid it with is one the turn spelled out, taking the place of
        # one it had run on the same things (`actions.told_in_place`): the person named what
        # to run instead. `instead`: that command ("Bash: bmaptool copy ..."); `replaced`: the
        # one it took the place of ("Bash: zstdcat ... | dd of=/dev/sdc").
        self.retold = False
        self.instead = ""
        self.replaced = ""

    def to_dict(self) -> dict[str, Any]:
        return {name: getattr(self, name) for name in self.__slots__}

    def __repr__(self) -> str:
        return f"HumanTurn({self.index}, line {self.line}, {self.source}, {self.text[:40]!r})"


class Signal:
    """A structural sign of a correction: the human interrupted or rejected a tool use."""

    __slots__ = ("kind", "line", "timestamp", "tool", "turn_before", "uuid")

    def __init__(self, *, kind: str, uuid: str, line: int, timestamp: str, turn_before: int,
                 tool: str = "") -> None:
        self.kind = kind                # interrupt | rejected
        self.uuid = uuid
        self.line = line
        self.timestamp = timestamp
        self.turn_before = turn_before  # index of the last human turn before the signal (0: none)
        self.tool = tool                # the rejected tool's name when known

    def to_dict(self) -> dict[str, Any]:
        return {name: getattr(self, name) for name in self.__slots__}


CONTEXT_ACTS = 12  # distinct acting calls a session's context keeps (the latest)
CONTEXT_SAID = 6  # human requests it keeps (the latest)
CONTEXT_SAID_CHARS = 240  # of each request
RAN_COMMANDS = 12  # commands of the agent's answer kept to tell a redo by (the latest)
SAID = "Said: "  # how a request is told from an act in the context


def said(text: str) -> str:
    """A human request as a session's context keeps it: its words on one line, cut."""
    return SAID + " ".join(text.split())[:CONTEXT_SAID_CHARS]


def noted(context: list[str], item: str) -> list[str]:
    """`context` with `item` (an act or a request) added last, bounded: the latest
    CONTEXT_ACTS distinct acts and CONTEXT_SAID requests, in the order they came."""
    out = [c for c in context if c != item] + [item]
    drop = {True: sum(1 for c in out if c.startswith(SAID)) - CONTEXT_SAID,
            False: sum(1 for c in out if not c.startswith(SAID)) - CONTEXT_ACTS}
    kept: list[str] = []
    for c in out:
        said = c.startswith(SAID)
        if drop[said] > 0:  # the oldest of its sort go first
            drop[said] -= 1
            continue
        kept.append(c)
    return kept


class ReaderState:
    """What survives between incremental reads: JSON-serialisable and small."""

    def __init__(self, data: dict[str, Any] | None = None) -> None:
        data = data or {}
        self.offset: int = int(data.get("offset", 0))
        self.line: int = int(data.get("line", 0))
        self.turns: int = int(data.get("turns", 0))
        self.captured: int = int(data.get("captured", 0))
        self.max_ts: str = str(data.get("max_ts", ""))
        self.session_id: str = str(data.get("session_id", ""))
        self.first_ts: str = str(data.get("first_ts", ""))
        self.last_ts: str = str(data.get("last_ts", ""))
        # uuids and (timestamp, text) keys of human lines already counted: replay detection
        self.seen: set[str] = set(data.get("seen", []))
        # queued messages not yet resolved: [timestamp, text or None, line]
        self.queue: list[list[Any]] = [list(q) for q in data.get("queue", [])]
        self.last_tool: str = str(data.get("last_tool", ""))
        # the agent's last action and words since the previous human turn (see HumanTurn)
        self.last_action: str = str(data.get("last_action", ""))
        self.last_claim: str = str(data.get("last_claim", ""))
        self.last_request: str = str(data.get("last_request", ""))  # the last human turn's text
        self.cwd: str = str(data.get("cwd", ""))  # the project the session ran in (CLAUDE.md)
        # the session's work so far (see HumanTurn.context): acting calls and requests
        self.context: list[str] = [str(c) for c in data.get("context", [])]
        # what the agent's edits wrote (`actions.line_keys`) and the files it edited: since the
        # last human turn, and in its answer before that turn (what a turn reacts to)
        self.wrote: list[str] = [str(k) for k in data.get("wrote", [])]
        self.edited: list[str] = [str(p) for p in data.get("edited", [])]
        self.wrote_before: list[str] = [str(k) for k in data.get("wrote_before", [])]
        self.edited_before: list[str] = [str(p) for p in data.get("edited_before", [])]
        # the same writes as pieces of lines (`actions.piece_keys`): an edit may replace part
        # of a line
        self.pieces: list[str] = [str(k) for k in data.get("pieces", [])]
        self.pieces_before: list[str] = [str(k) for k in data.get("pieces_before", [])]
        # the commands the agent ran since the last human turn, and in its answer before that
        # turn (a command it runs next may redo one of those the way the turn said)
        self.ran: list[str] = [str(c) for c in data.get("ran", [])]
        self.ran_before: list[str] = [str(c) for c in data.get("ran_before", [])]
        self.user_line: int = int(data.get("user_line", 0))
        self.prev_user_line: int = int(data.get("prev_user_line", 0))
        self.signal_line: int = int(data.get("signal_line", 0))
        self.skipped: Counter[str] = Counter(data.get("skipped", {}))

    def to_dict(self) -> dict[str, Any]:
        return {"offset": self.offset, "line": self.line, "turns": self.turns,
                "captured": self.captured, "max_ts": self.max_ts,
                "session_id": self.session_id, "first_ts": self.first_ts,
                "last_ts": self.last_ts, "seen": sorted(self.seen), "queue": self.queue,
                "last_tool": self.last_tool, "last_action": self.last_action,
                "last_claim": self.last_claim, "last_request": self.last_request,
                "cwd": self.cwd, "context": self.context, "wrote": self.wrote,
                "edited": self.edited, "wrote_before": self.wrote_before,
                "edited_before": self.edited_before, "pieces": self.pieces,
                "pieces_before": self.pieces_before, "ran": self.ran,
                "ran_before": self.ran_before, "user_line": self.user_line,
                "prev_user_line": self.prev_user_line, "signal_line": self.signal_line,
                "skipped": dict(self.skipped)}


class Reading:
    """The result of one read: new turns and signals, plus the state to resume from."""

    def __init__(self, path: Path, state: ReaderState) -> None:
        self.path = path
        self.state = state
        self.turns: list[HumanTurn] = []
        self.signals: list[Signal] = []
        self.lines_read = 0
        self.bytes_read = 0

    @property
    def session_id(self) -> str:
        return self.state.session_id or self.path.stem

    @property
    def turns_total(self) -> int:
        return self.state.turns

    @property
    def turns_captured(self) -> int:
        """Turns whose text the transcript holds (queued messages may have been stored empty)."""
        return self.state.captured

    @property
    def skipped(self) -> Counter[str]:
        return self.state.skipped
