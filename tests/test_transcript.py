"""The transcript reader on real Claude Code transcripts (every version in the reference corpus)
and on damaged input written here."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

import pytest

from memory_engine.reflexion.transcript import read_transcript
from memory_engine.reflexion.turns import ReaderState

REPO = Path(__file__).resolve().parents[1]
LABELS = tomllib.loads((REPO / "benchmarks" / "reflexion" / "human_turns.toml")
                       .read_text(encoding="utf-8"))


@pytest.mark.parametrize("rel", sorted(LABELS))
def test_human_turns_match_hand_labels(shared_dir: Path, rel: str) -> None:
    reading = read_transcript(shared_dir / rel)
    found = {t.line for t in reading.turns}
    wanted = set(LABELS[rel]["lines"])
    assert len(wanted & found) >= 0.99 * len(wanted), sorted(wanted - found)
    assert found <= wanted, f"not human turns: {sorted(found - wanted)}"
    assert reading.turns_total == len(found)
    assert [t.index for t in reading.turns] == list(range(1, len(found) + 1))


def test_what_is_skipped_is_reported(shared_dir: Path) -> None:
    base = shared_dir / "corpus" / "claude-code-transcripts"
    viewer = read_transcript(base / "moredip__session-share" / "session-viewer" / "test" /
                             "INTEGRATION" / "fixtures" / "general-tool-calls.jsonl")
    assert viewer.skipped["comment"] == 2
    assert viewer.skipped["replayed duplicate"] >= 6
    athena = read_transcript(base / "tensiondriven__athena" / "chat-history" /
                             "db3ac8b3-a03c-41dc-b08d-80705ee29a98.jsonl")
    assert athena.skipped["truncated line"] == 3
    assert athena.skipped["bash-mode input"] == 2
    assert athena.skipped["compaction summary"] == 1


def test_queued_messages_count_once(shared_dir: Path) -> None:
    base = shared_dir / "corpus" / "claude-code-transcripts"
    spotter = read_transcript(base / "marot__spotter" / "test" / "fixtures" / "transcripts" /
                              "258c7280-ae70-4798-800f-63464d01a85d.jsonl")
    queued = [t.text for t in spotter.turns if t.source == "queued"]
    assert queued == ["check again", "new beads for the epic were added. tackle them"]
    entourage = read_transcript(base / "my-entourage__entourage-web" / ".claude" / "sessions" /
                                "ii-vo" / "d5bcb66e-155c-4a64-b363-4d59a45b959f.jsonl")
    texts = [t.text for t in entourage.turns]
    assert texts.count("/implement_plan phase 5") == 1
    assert entourage.turns_total - entourage.turns_captured == 5  # queued without content


def test_structural_signals(shared_dir: Path) -> None:
    base = shared_dir / "corpus" / "claude-code-transcripts"
    spotter = read_transcript(base / "marot__spotter" / "test" / "fixtures" / "transcripts" /
                              "258c7280-ae70-4798-800f-63464d01a85d.jsonl")
    kinds = [(s.kind, s.line) for s in spotter.signals]
    assert kinds == [("rejected", 494)]  # the interrupt line after it is the same event
    assert spotter.signals[0].tool


def _write_lines(path: Path, lines: list[bytes]) -> None:
    path.write_bytes(b"".join(lines))


def _user(uuid: str, text: str, ts: str = "2026-01-01T10:00:00Z") -> bytes:
    return (json.dumps({"type": "user", "uuid": uuid, "timestamp": ts, "sessionId": "s",
                        "message": {"role": "user", "content": text}}) + "\n").encode()


def test_damaged_input_is_survived(tmp_path: Path) -> None:
    path = tmp_path / "t.jsonl"
    huge = "x" * (3 * 1024 * 1024)
    _write_lines(path, [
        b"// a comment line\n",
        _user("a", "first"),
        b'{"type":"user","uuid":"b","message":{"role":"user","content":"caf\xe9 bad utf8"}}\n',
        b'{"type":"mystery","payload":1}\n',
        b'{"type":"assistant","message":{"content":[{"type":"text","text":"' +
        huge.encode() + b'"}]}}\n',
        b"[1, 2, 3]\n",
        _user("c", "second " + huge[:10]),
        b'{"type":"user","uuid":"d","message":{"role":"user","content":"trunc',
    ])
    reading = read_transcript(path)
    assert [t.text for t in reading.turns][:2] == ["first", "café bad utf8".replace("é", "\ufffd")]
    assert reading.turns[-1].text.startswith("second")
    assert reading.skipped["comment"] == 1
    assert reading.skipped["invalid UTF-8 (replaced)"] == 1
    assert reading.skipped["truncated line"] == 1
    assert reading.skipped["not JSON"] == 1


def test_incremental_reading_resumes_and_waits_for_unfinished_lines(tmp_path: Path) -> None:
    path = tmp_path / "t.jsonl"
    _write_lines(path, [_user("a", "one"), b'{"type":"user","uuid":"b","mess'])
    first = read_transcript(path, final=False)
    assert [t.text for t in first.turns] == ["one"]
    state = ReaderState(json.loads(json.dumps(first.state.to_dict())))  # as saved in a cursor
    with path.open("ab") as handle:
        handle.write(b'age":{"role":"user","content":"two"}}\n')
        handle.write(_user("c", "three"))
    second = read_transcript(path, state, final=False)
    assert [(t.index, t.text) for t in second.turns] == [(2, "two"), (3, "three")]
    assert second.state.offset == path.stat().st_size


def test_replayed_copy_is_skipped_but_a_real_repeat_counts(tmp_path: Path) -> None:
    path = tmp_path / "t.jsonl"
    _write_lines(path, [
        _user("a", "try the mcp", "2026-01-01T10:00:00Z"),
        _user("b", "try the mcp", "2026-01-01T10:00:00Z"),  # same time, typed again
        _user("c", "later", "2026-01-01T11:00:00Z"),
        _user("d", "try the mcp", "2026-01-01T10:00:00Z"),  # time goes back: a replay
        _user("a", "try the mcp", "2026-01-01T12:00:00Z"),  # same uuid: a replay
    ])
    reading = read_transcript(path)
    assert [t.uuid for t in reading.turns] == ["a", "b", "c"]


def test_no_slice_cap(tmp_path: Path) -> None:
    path = tmp_path / "t.jsonl"
    _write_lines(path, [_user(f"u{i}", f"turn number {i}", f"2026-01-01T10:{i // 60 % 60:02d}:"
                              f"{i % 60:02d}Z") for i in range(1500)])
    assert read_transcript(path).turns_total == 1500
