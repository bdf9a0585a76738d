"""A candidate that resembles one record far more than any other restates it (scoring._lone).

Every text below is made up here."""

from __future__ import annotations

from memory_engine.admission import similarity
from memory_engine.admission.scoring import _lone
from memory_engine.admission.similarity import Neighbour

RECORD = "When a CLI flag changes, update docs/cli.md in the same pull request."
CANDIDATE = "Gdy zmienia się flaga CLI, docs/cli.md aktualizujemy w tym samym PR."


def _n(rid: str, text: str, sim: float) -> Neighbour:
    return Neighbour(rid, "procedural", "docs", rid, 0.9, 3, "2026-01-01", f"{rid}.md", text,
                     sim)


def test_one_clear_resemblance_is_a_restatement() -> None:
    top = _n("docs-with-cli", RECORD, similarity.LONE_SIMILARITY + 0.05)
    other = _n("squash-merge", "Squash-merge pull requests.", 0.05)
    assert _lone(CANDIDATE, [top, other], [top, other]) == top


def test_two_close_records_leave_it_open() -> None:
    top = _n("docs-with-cli", RECORD, similarity.LONE_SIMILARITY + 0.05)
    near = _n("cli-changelog", "Note CLI flag changes in CHANGELOG.md.",
              top.similarity - similarity.LONE_MARGIN / 2)
    assert _lone(CANDIDATE, [top, near], [top, near]) is None


def test_too_faint_a_resemblance_is_not_one() -> None:
    top = _n("docs-with-cli", RECORD, similarity.LONE_SIMILARITY - 0.05)
    assert _lone(CANDIDATE, [top], [top]) is None


def test_another_value_is_not_a_restatement() -> None:
    top = _n("tabs", "Indent Makefiles with tabs; everything else uses 4 spaces.",
             similarity.LONE_SIMILARITY + 0.1)
    assert _lone("Indent Makefiles with spaces; everything else uses 2 spaces.", [top],
                 [top]) is None
