"""The frame reflexion writes around what a person said is nobody's wording
(`records.frames.without_frame`): the gate's wording model must not judge a record by it."""

from __future__ import annotations

from memory_engine import concepts
from memory_engine.records import frames

STATEMENT = "scripts always take argparse and --help"


def _preference(session_id: str, day: str = "2026-11-02") -> str:
    return "\n".join([f"Preference (code-style): {STATEMENT}",
                      f"About: {frames.GLOSS['code-style']}.",
                      concepts.line(["scripts", "cli"]),
                      frames.seen_line(day, session_id)])


def test_the_frame_is_removed_and_the_statement_kept() -> None:
    assert frames.without_frame(_preference("5e55a0b1-0000")) == STATEMENT


def test_two_records_that_differ_only_by_date_and_session_read_alike() -> None:
    assert (frames.without_frame(_preference("5e55a0b1-0000", "2026-11-02"))
            == frames.without_frame(_preference("9f1ee000-0004", "2025-01-30")))


def test_lines_a_person_wrote_that_only_look_like_the_frame_are_kept() -> None:
    said = "Seen it twice, session after session.\nConcerns: none, really"
    assert frames.without_frame(said) == said


def test_the_seen_line_is_recognised_exactly_as_written() -> None:
    assert frames.is_seen_line(frames.seen_line("2026-11-02", "5e55a0b1-0000-4000"))
    assert not frames.is_seen_line("Seen 2026-11-02, session of the board.")
