"""Correction detection: the lexicon (built-in and user-extended) and the structural signals."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from memory_engine.corrections import Detector, LexiconError, load_lexicon, normalise
from memory_engine.transcript import HumanTurn, Signal, read_transcript

REPO = Path(__file__).resolve().parents[1]
LABELLED = tomllib.loads((REPO / "benchmarks" / "reflexion" / "corrections_labelled.toml")
                         .read_text(encoding="utf-8"))


def test_lexicon_size_and_languages() -> None:
    lexicon = load_lexicon(None)
    assert len(lexicon) >= 35
    assert {"en", "fr", "it", "es", "de"} <= lexicon.languages()


@pytest.mark.parametrize("text", [
    "thats wrong", "your wrong about that", "dont do that", "cest pas ca", "jai dit non",
    "ca marche toujours pas", "non funziona", "sigue sin funcionar", "hor auf",
    "ich hab dir doch gesagt", "mach das ruckgangig", "Ça marche toujours pas",
    "Mach das rückgängig", "That\u2019s not what I asked",
])
def test_voice_to_text_and_accent_spellings(text: str) -> None:
    assert load_lexicon(None).match(text), text


def test_normalise() -> None:
    assert normalise("  Ça  MARCHE\u2019 pas ") == "ca marche' pas"


def test_written_turns_all_languages() -> None:
    lexicon = load_lexicon(None)
    for entry in LABELLED["written"]:
        assert all(lexicon.match(t) for t in entry["yes"]), entry["lang"]
        assert not any(lexicon.match(t) for t in entry["no"]), entry["lang"]


def test_store_file_extends_replaces_and_disables(tmp_path: Path) -> None:
    (tmp_path / "corrections.toml").write_text(
        '[[trigger]]\nid = "nl-nee"\nlang = "nl"\npattern = "^nee, dat"\n\n'
        '[[trigger]]\nid = "en-no"\ndisabled = true\n\n'
        '[[trigger]]\nid = "en-undo"\nlang = "en"\npattern = "\\\\bzap it\\\\b"\n',
        encoding="utf-8")
    lexicon = load_lexicon(tmp_path)
    assert "nl-nee" in lexicon.match("Nee, dat klopt niet")
    assert "en-no" not in lexicon.match("no, the other one")
    assert lexicon.match("zap it") == ["en-undo"]
    assert not lexicon.match("undo")


def test_bad_store_file_names_the_problem(tmp_path: Path) -> None:
    (tmp_path / "corrections.toml").write_text(
        '[[trigger]]\nid = "x"\npattern = "(unclosed"\n', encoding="utf-8")
    with pytest.raises(LexiconError, match="invalid pattern"):
        load_lexicon(tmp_path)


def _turn(index: int, text: str) -> HumanTurn:
    return HumanTurn(index=index, uuid=f"u{index}", line=index, offset=0,
                     timestamp="2026-01-01T00:00:00Z", text=text, source="prompt")


def test_signals_attach_to_the_next_turn_across_passes() -> None:
    detector = Detector(load_lexicon(None))
    rejected = Signal(kind="rejected", uuid="s1", line=5, timestamp="", turn_before=1,
                      tool="Bash")
    assert detector.feed([_turn(1, "build it")], [rejected]) == []
    state = detector.to_state()
    later = Detector(load_lexicon(None), state)
    found = later.feed([_turn(2, "use make, not the script")], [])
    assert [(c.turn, c.signals, c.tool) for c in found] == [(2, ["rejected"], "Bash")]


def test_repeat_and_lone_interrupt() -> None:
    detector = Detector(load_lexicon(None))
    found = detector.feed([_turn(1, "add the export button please"), _turn(2, "ok"),
                           _turn(3, "add the export button please")],
                          [Signal(kind="interrupt", uuid="i", line=9, timestamp="",
                                  turn_before=3)])
    assert [(c.turn, c.signals) for c in found] == [(3, ["repeat"])]
    lone = detector.finish(3)
    assert [(c.turn, c.signal, c.quote) for c in lone] == [(3, "interrupt",
                                                            "[interrupted by the user]")]


def test_corpus_precision_and_recall_floor(shared_dir: Path) -> None:
    lexicon = load_lexicon(None)
    tp = fp = fn = 0
    for entry in LABELLED["corpus"]:
        reading = read_transcript(shared_dir / entry["file"])
        flagged = {c.line for c in Detector(lexicon).feed(reading.turns, reading.signals)}
        tp += len(flagged & set(entry["yes"]))
        fp += len(flagged & set(entry["no"]))
        fn += len(set(entry["yes"]) - flagged)
    # measured 75 % / 78 % when the labels were made; a drop means a regression
    assert tp / (tp + fp) >= 0.7 and tp / (tp + fn) >= 0.7, (tp, fp, fn)
