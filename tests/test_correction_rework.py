"""A turn the agent answers by redoing the work it had just done is a correction, whatever its
words: the agent's edit replaces lines it wrote before the turn, or it throws away its changes
to a file (`git checkout`, `git restore`), and the turn objects to the work (a fact the agent
overlooked, a house rule) without letting it go on. The same turn answered with new work
elsewhere is not read as one from its rework, and an answer to the agent's own question that
is followed by a rewrite of its draft corrects nothing. Every session below is made up here;
real transcripts are written to a temporary folder and read by the shipped reader and detector,
and end to end through `memengine reflexion`."""

from __future__ import annotations

import datetime as dt
import sys
from pathlib import Path

from conftest import REPO, run_cli_json

sys.path.insert(0, str(REPO / "benchmarks" / "reflexion"))
from sessions import Step, bash, edit, flagged, write_session

# A statement of a fact the agent overlooked, with no "wrong", no "why did you", no negation
# of the agent's act: its words alone are not read as a correction.
OVERLOOKED = ("the sensor clocks drift up to two seconds a day between stations. the "
              "gateway stamps every packet with a monotonic packet.seq_no")


def _first(code: Path) -> Step:
    return Step("merge the readings of all stations into one table ordered by time",
                [edit(f"{code}/src/merge.py", "def merge(readings):",
                      "def merge(readings):\n    return sorted(readings, key=lambda r: "
                      "r.wall_time)"),
                 bash("pytest -q tests/test_merge.py", "4 passed")],
                "Merged and sorted by wall time; the tests pass.")


def _reworked(code: Path, old: str = "    return sorted(readings, key=lambda r: r.wall_time)",
              new: str = "    return sorted(readings, key=lambda r: r.sequence)",
              file: str = "src/merge.py") -> list[Step]:
    """The work, then OVERLOOKED answered by rewriting the line the agent had just written
    (or what `old` names of it, in `file`)."""
    return [_first(code),
            Step(OVERLOOKED, [edit(f"{code}/{file}", old, new)],
                 "Now ordered by the gateway's sequence number.")]


def test_a_turn_answered_by_rewriting_the_fresh_edit_is_a_correction(tmp_path: Path) -> None:
    code = tmp_path / "weather"
    steps = _reworked(code)
    assert flagged(tmp_path, steps)[OVERLOOKED] == ["relation"]


def test_the_same_turn_answered_with_new_work_is_not_read_from_rework(tmp_path: Path) -> None:
    code = tmp_path / "weather"
    steps = [_first(code),
             Step(OVERLOOKED,
                  [edit(f"{code}/src/gateway.py", "class Packet:",
                        "class Packet:\n    sequence: int")],
                  "Packets now carry their sequence number.")]
    assert flagged(tmp_path, steps)[OVERLOOKED] == []


def test_a_turn_answered_by_throwing_changes_away_is_a_correction(tmp_path: Path) -> None:
    code = tmp_path / "atlas"
    said = ("glossary.tex is generated from the terms sheet every night and anything typed "
            "into it is gone by morning. the sheet is where terms get added")
    steps = [Step("add 'isohyet' to the glossary",
                  [edit(f"{code}/glossary.tex", "",
                        "\\newglossaryentry{isohyet}{name=isohyet,description={a line of "
                        "equal rainfall}}")],
                  "Added the entry to glossary.tex."),
             Step(said, [bash("git checkout glossary.tex", "Updated 1 path from the index")],
                  "Reverted glossary.tex; the term belongs in the sheet.")]
    assert flagged(tmp_path, steps)[said] == ["relation"]


def test_an_answer_to_the_agents_question_then_a_rewrite_corrects_nothing(
        tmp_path: Path) -> None:
    code = tmp_path / "spec"
    said = "plain html first, no framework until the flows settle"
    steps = [Step("draft the spec of the settings page",
                  [edit(f"{code}/spec.md", "", "## Settings page\nStack: to be decided\n")],
                  "Drafted the spec. Should the page be plain HTML or React from day one?"),
             Step(said, [edit(f"{code}/spec.md", "Stack: to be decided",
                              "Stack: plain HTML, no framework yet")],
                  "Updated the spec.")]
    assert flagged(tmp_path, steps)[said] == []


def test_reflexion_learns_a_lesson_from_a_reworked_turn(store: object, tmp_path: Path) -> None:
    code = tmp_path / "weather"
    steps = _reworked(code)
    path = write_session(tmp_path / "s-rework.jsonl", "s-rework", str(tmp_path), steps,
                         dt.datetime(2026, 11, 2, 9))
    out = run_cli_json("reflexion", "--transcript", str(path))
    assert isinstance(out, dict)
    assert [c["quote"] for c in out["corrections"]] == [OVERLOOKED], out
    assert len(out["candidates"]) == 1, out


def test_a_turn_answered_by_reverting_what_a_command_changed_is_a_correction(
        tmp_path: Path) -> None:
    said = ("poetry.lock moves in the monthly dependency PR, the deploy image is built "
            "from it. for httpx, poetry add")
    steps = [Step("we need httpx for the webhook client",
                  [bash("poetry update", "Updating dependencies\nWriting lock file\n"
                        "  - Updating certifi (2024.2.2 -> 2025.1.31)\n"
                        "  - Installing httpx (0.28.1)")],
                  "httpx is installed and the lock file is updated."),
             Step(said, [bash("git checkout poetry.lock", "Updated 1 path from the index"),
                         bash("poetry add httpx --lock", "Writing lock file")],
                  "Restored poetry.lock and added only httpx.")]
    assert flagged(tmp_path, steps)[said] == ["relation"]
    # a branch switched to is no file thrown away
    steps[1] = Step(said, [bash("git checkout main", "Switched to branch 'main'"),
                           bash("poetry add httpx --lock", "Writing lock file")],
                    "On main, added only httpx.")
    assert flagged(tmp_path, steps)[said] == []


def test_a_turn_answered_by_rewriting_part_of_a_fresh_line_is_a_correction(
        tmp_path: Path) -> None:
    """An edit names only the part of a line it changes: the agent wrote the whole line,
    then replaced a few of its words."""
    code = tmp_path / "weather"
    steps = _reworked(code, "key=lambda r: r.wall_time)", "key=lambda r: r.sequence)")
    assert flagged(tmp_path, steps)[OVERLOOKED] == ["relation"]
    # part of a line the agent never wrote is new work, not a rework
    steps = _reworked(code, "key=lambda p: p.arrival)", "key=lambda p: p.seq_no)",
                      "src/gateway.py")
    assert flagged(tmp_path, steps)[OVERLOOKED] == []


def test_a_part_of_a_line_stands_whole_in_what_was_written_only_with_all_its_pieces() -> None:
    from memory_engine.reflexion import actions

    written = actions.piece_keys("    return sorted(readings, key=lambda r: r.wall_time)\n")
    assert actions.reworks(actions.fragment_keys("key=lambda r: r.wall_time)"), written)
    assert not actions.reworks(actions.fragment_keys("key=lambda r: r.arrival)"), written)
    # a whole block, or a line of fewer words than a piece, is no part of a line
    assert actions.fragment_keys("def merge(readings):\n    return []") == []
    assert actions.fragment_keys("r.wall_time") == []
