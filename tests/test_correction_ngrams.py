"""The correction model's n-gram part: the shipped model file is read and weighs in a turn's
probability; a missing or broken file is logged and the detector works without it; on the rows
the model is fitted on, a turn's n-gram value comes from a model that never saw its file."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from memory_engine import lexical
from memory_engine.reflexion.corrections import BUILTIN_NGRAMS, Detector, load_lexicon
from memory_engine.reflexion.relations import ngram_text
from memory_engine.reflexion.turns import HumanTurn

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "benchmarks" / "reflexion"))
sys.path.insert(0, str(REPO / "benchmarks"))

DONE = "Done: the login page now checks the password and shows the dashboard."
TURN = "the dashboard shows nothing after I log in"  # no signal fires: the model judges it


def _judged(lexicon: object, text: str = TURN) -> tuple[list[str], dict[str, float]]:
    turn = HumanTurn(index=2, uuid="t", line=2, offset=0, timestamp="", text=text,
                     source="prompt", action="Edit: src/login.py", claim=DONE,
                     request="make the login work")
    detector = Detector(lexicon)  # type: ignore[arg-type]
    found = detector.feed([turn], [])
    return [s for c in found for s in c.signals], detector.evidence[0][1]


def test_the_shipped_model_file_is_read_and_weighs_in_the_probability() -> None:
    lexicon = load_lexicon(None)
    assert lexicon.model is not None and lexicon.model.weights.get("ngram")
    assert lexicon.ngrams is not None and lexicon.ngrams == lexical.decode(
        BUILTIN_NGRAMS.read_bytes())
    _, evidence = _judged(lexicon)
    assert -1.0 <= evidence["ngram"] <= 1.0 and evidence["ngram"] != 0.0
    without = {k: v for k, v in evidence.items() if k != "ngram"}
    assert lexicon.model.probability(evidence) != pytest.approx(
        lexicon.model.probability(without), abs=1e-3)


def test_the_model_reads_the_head_and_end_of_a_long_turn() -> None:
    log = "line of a pasted log\n" * 400
    text = "the build broke:\n" + log + "and it still fails after your change"
    kept = ngram_text(text)
    assert kept.startswith("the build broke:") and kept.endswith("after your change")
    assert len(kept) < 2000 and ngram_text("short") == "short"


@pytest.mark.parametrize("content", [None, b"", b"MELEX1\n", b"some other file"])
def test_a_missing_or_broken_model_file_is_logged_and_the_detector_goes_on(
        tmp_path: Path, content: bytes | None) -> None:
    path = tmp_path / "corrections_lexical.bin"
    if content is not None:
        path.write_bytes(content)
    store = tmp_path / "store"
    store.mkdir()
    lexicon = load_lexicon(store, ngrams=path)
    assert lexicon.ngrams is None and lexicon.model is not None
    log = (store / ".logs" / "memory-engine.log").read_text(encoding="utf-8")
    assert "n-gram model" in log and str(path) in log
    # still judged: by the signals and the relations model without the feature
    signals, evidence = _judged(lexicon, "no, that's wrong, put the old check back")
    assert signals and "ngram" not in evidence
    _judged(lexicon)


def test_a_fitting_row_is_scored_by_a_model_that_never_saw_its_file() -> None:
    """Relabelling every row of one outside file leaves that file's n-gram values as they were
    (they come from a model fitted without it) and moves the other files' values."""
    pytest.importorskip("numpy", reason="numpy is a development dependency of the fitting "
                                        "scripts")
    import fit_relations as fr

    files = list(fr.file_repositories().items())[:3]
    rows: list[fr.Row] = []
    words = ["still broken after your change", "now add a logout button", "that is wrong",
             "please also write the docs", "you deleted my config", "deploy it to staging"]
    for name, repositories in files:
        source = sorted(repositories)[0]
        for i, text in enumerate(words):
            rows.append((source, "en", {}, i % 2 == 0, f"{text} ({name})", DONE))
    rows.append(("written", "en", {}, True, "not what I asked", ""))
    rows.append(("written", "en", {}, False, "thanks, next task", ""))
    options = {"buckets": 1 << 10, "n_min": 1, "n_max": 3, "l2": 1e-3, "iters": 60}
    before = [r[2]["ngram"] for r in fr.stacked(rows, options)]
    held = files[0][1]
    flipped = [(r[0], r[1], r[2], not r[3] if r[0] in held else r[3], r[4], r[5]) for r in rows]
    after = [r[2]["ngram"] for r in fr.stacked(flipped, options)]
    for r, a, b in zip(rows, before, after, strict=True):
        if r[0] in held:
            assert a == b
    assert any(a != b for r, a, b in zip(rows, before, after, strict=True) if r[0] not in held)
    assert fr.unit(sorted(held)[0]) == files[0][0] and fr.unit("written") == "written"


def test_the_ngram_feature_is_its_log_odds_cut_and_scaled() -> None:
    from memory_engine.reflexion.relations import NGRAM_REACH, ngram_evidence

    assert ngram_evidence(0.0) == 0.0
    assert ngram_evidence(NGRAM_REACH / 2) == pytest.approx(0.5)
    assert ngram_evidence(-NGRAM_REACH / 2) == pytest.approx(-0.5)
    # what the model is surer of than its reach counts as its reach, either way
    assert ngram_evidence(40.0) == 1.0 and ngram_evidence(-40.0) == -1.0
