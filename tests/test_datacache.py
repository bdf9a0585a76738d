"""The shipped JSON data read through its marshal cache: same values, refreshed when the file
changes, and a broken cache costs a parse, never a wrong value."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

from memory_engine import datacache
from memory_engine.retrieval import calibration
from memory_engine.retrieval.calibration import WordPrior, from_json

VALUE = {"tiers": ["a", "b"], "ratios": {"write_the": [1.25, -0.5], "why": [-2.0, 1.0]},
         "flag": True, "none": None, "text": "é ü 中文"}


@pytest.fixture
def writable(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "dont_write_bytecode", False)


def test_cache_written_then_read_with_the_same_value(tmp_path: Path, writable: None) -> None:
    source = tmp_path / "weights.json"
    source.write_text(json.dumps(VALUE), encoding="utf-8")
    assert datacache.load_json(str(source)) == VALUE
    cached = Path(datacache.cache_path(str(source)))
    assert cached.is_file()
    # the second read comes from the cache: make the JSON unreadable as JSON but keep its
    # size and time, and the cached value is still what is returned
    stat = source.stat()
    source.write_text("x" * stat.st_size, encoding="utf-8")
    os.utime(source, ns=(stat.st_atime_ns, stat.st_mtime_ns))
    assert datacache.load_json(str(source)) == VALUE


def test_an_edited_file_is_parsed_again(tmp_path: Path, writable: None) -> None:
    source = tmp_path / "weights.json"
    source.write_text(json.dumps(VALUE), encoding="utf-8")
    datacache.load_json(str(source))
    changed = dict(VALUE, flag=False, more=[1, 2, 3])
    source.write_text(json.dumps(changed), encoding="utf-8")
    assert datacache.load_json(str(source)) == changed


def test_a_broken_cache_costs_a_parse(tmp_path: Path, writable: None) -> None:
    source = tmp_path / "weights.json"
    source.write_text(json.dumps(VALUE), encoding="utf-8")
    cached = Path(datacache.cache_path(str(source)))
    cached.parent.mkdir()
    cached.write_bytes(b"\x00garbage")
    assert datacache.load_json(str(source)) == VALUE
    assert datacache.load_json(str(source)) == VALUE  # rewritten, and read back


def test_nothing_written_where_bytecode_may_not_be(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    source = tmp_path / "weights.json"
    source.write_text(json.dumps(VALUE), encoding="utf-8")
    assert datacache.load_json(str(source)) == VALUE
    assert not Path(datacache.cache_path(str(source))).exists()


def test_a_value_built_from_a_module_is_kept_until_the_module_changes(
        tmp_path: Path, writable: None) -> None:
    module = tmp_path / "table.py"
    module.write_text("WORDS = 'a b c'\n", encoding="utf-8")
    calls: list[int] = []

    def build() -> dict[str, int]:
        calls.append(1)
        text = module.read_text(encoding="utf-8").split("'")[1]
        return {word: n for n, word in enumerate(text.split())}

    assert datacache.load_built(str(module), build) == {"a": 0, "b": 1, "c": 2}
    assert datacache.load_built(str(module), build) == {"a": 0, "b": 1, "c": 2}
    assert len(calls) == 1  # the second one came from the cache
    assert Path(datacache.cache_path(str(module), build)).is_file()
    module.write_text("WORDS = 'c d'\n", encoding="utf-8")
    assert datacache.load_built(str(module), build) == {"c": 0, "d": 1}
    assert len(calls) == 2
    # a module without its source beside it: built every time, nothing kept
    assert datacache.load_built(str(tmp_path / "gone.py"), build) == {"c": 0, "d": 1}


def test_a_value_built_from_two_modules_is_built_again_when_either_changes(
        tmp_path: Path, writable: None) -> None:
    reader, table = tmp_path / "reader.py", tmp_path / "table.py"
    reader.write_text("SEP = ' '\n", encoding="utf-8")
    table.write_text("WORDS = 'a b'\n", encoding="utf-8")
    calls: list[int] = []

    def build() -> list[str]:
        calls.append(1)
        sep = reader.read_text(encoding="utf-8").split("'")[1]
        return table.read_text(encoding="utf-8").split("'")[1].split(sep)

    def load() -> list[str]:
        return list(datacache.load_built(str(reader), build, also=(str(table),)))

    assert load() == ["a", "b"] and load() == ["a", "b"] and len(calls) == 1
    table.write_text("WORDS = 'a b c'\n", encoding="utf-8")  # the other module changed
    assert load() == ["a", "b", "c"] and len(calls) == 2
    reader.write_text("SEP = 'b'\n", encoding="utf-8")
    assert load() == ["a ", " c"] and len(calls) == 3
    assert load() == ["a ", " c"] and len(calls) == 3
    kept = datacache.load_built(str(reader), build, also=(str(table),),
                                valid=lambda value: False)  # refused: built again, kept
    assert kept == ["a ", " c"] and len(calls) == 4 and load() == kept and len(calls) == 4
    table.unlink()  # a source gone: built every time
    reader.write_text("SEP = 'b'\n", encoding="utf-8")
    with pytest.raises(FileNotFoundError):
        load()


def test_a_value_made_from_other_inputs_is_made_again(tmp_path: Path, writable: None) -> None:
    module = tmp_path / "words.py"
    module.write_text("# the words live in other modules\n", encoding="utf-8")
    calls: list[int] = []

    def split_words(inputs: tuple[str, ...]) -> list[str]:
        calls.append(1)
        return [word for text in inputs for word in text.split()]

    def load(*inputs: str) -> list[str]:
        return list(datacache.load_made(str(module), inputs, split_words))

    assert load("a b", "c") == ["a", "b", "c"] and load("a b", "c") == ["a", "b", "c"]
    assert len(calls) == 1  # kept, and used while the inputs are the same
    # a kept value made from other inputs (one word changed, no file touched) is not used
    assert load("a b", "d") == ["a", "b", "d"] and len(calls) == 2
    assert load("a b", "d") == ["a", "b", "d"] and len(calls) == 2


def test_the_redactors_prefilters_read_through_the_cache_are_the_built_ones() -> None:
    from memory_engine.screening import redaction

    built = redaction._prefilters(redaction._inputs())
    assert redaction._load_prefilters() == built
    assert built == (redaction._NEEDLES, redaction._REQUIRED, redaction._HINTED)
    assert {"ghs_", "github_pat_", "xapp-"} <= set(redaction._NEEDLES)


def test_the_injection_cues_read_through_the_cache_are_the_built_ones() -> None:
    from memory_engine.screening import injection

    inputs = injection._cue_inputs()
    rows = injection._cue_rows(inputs)
    assert injection._load_cues() == injection._CUE_TABLE == [
        injection._make_cue(*cue) for cue in inputs[1]]
    assert [tuple(cue) for cue in injection._CUE_TABLE] == list(rows)


def test_the_lexicon_read_through_the_cache_is_the_built_one() -> None:
    from memory_engine.admission import lexicon

    canon = lexicon._build_canon((lexicon._CANON_SPEC, lexicon._MORE_SPEC))
    assert lexicon._load_canon() == lexicon.CANON == canon
    assert canon["toujours"] == "always" and canon["always"] == "always"


def test_the_tables_read_through_the_cache_are_the_built_ones() -> None:
    from memory_engine import concepts, text

    kept = concepts._TABLES
    try:
        concepts._TABLES = None
        assert concepts._tables() == concepts._build_tables()
    finally:
        concepts._TABLES = kept
    words = dict(text._function_words)
    try:
        text._function_words.clear()
        assert text._one_language_words() == text._build_one_language_words()
        assert text._one_language_words()["dove"] == "it"
    finally:
        text._function_words.clear()
        text._function_words.update(words)


def test_word_prior_reads_a_request_by_its_words() -> None:
    ratios = {"write": [-1.0, 1.0], "write_the": [-0.5, 0.5], "should": [1.0, -1.0]}
    prior = WordPrior.from_ratios(("procedural", "personalized"), (0.0, 0.0), ratios)
    asked = prior.posterior("Write the release message")
    assert asked["personalized"] > 0.9
    assert abs(sum(asked.values()) - 1.0) < 1e-9
    assert prior.posterior("should I rebase?")["procedural"] > 0.7
    # words it has never seen leave the prior as it is
    assert prior.posterior("zzz qqq") == {"procedural": 0.5, "personalized": 0.5}


def test_shipped_weights_carry_a_word_prior_over_every_tier() -> None:
    raw = json.loads(Path(calibration.PATH).read_text(encoding="utf-8"))
    model = from_json(raw)
    assert model.words is not None
    assert set(model.words.tiers) == set(model.tiers)
    assert all(len(r) == len(model.words.tiers) for r in model.words.ratios.values())
    assert model.to_json()["words"]["tiers"] == raw["words"]["tiers"]


def test_prepared_form_kept_and_weights_read_the_same(tmp_path: Path, writable: None) -> None:
    raw = json.loads(Path(calibration.PATH).read_text(encoding="utf-8"))
    source = tmp_path / "recall_weights.json"
    source.write_text(json.dumps(raw), encoding="utf-8")
    plain = from_json(raw)
    packed = from_json(datacache.load_json(str(source), prepare=calibration.pack_sharded))
    again = from_json(datacache.load_json(str(source), prepare=calibration.pack_sharded))  # cached
    assert Path(datacache.cache_path(str(source), calibration.pack_sharded)).is_file()
    assert plain.words is not None and packed.words is not None and again.words is not None
    for text in ("write the release message for Maya", "why does CI fail on main?",
                 "what happened last time we migrated", "zzz"):
        assert packed.words.posterior(text) == plain.words.posterior(text)
        assert again.words.posterior(text) == plain.words.posterior(text)


def test_packed_word_index_reads_as_the_dict_it_stands_for() -> None:
    """The shipped word prior, packed (sorted, cut into shards decoded on demand): every word
    finds its own row, and words before the first, after the last and between two find none."""
    raw = json.loads(Path(calibration.PATH).read_text(encoding="utf-8"))
    plain = from_json(raw)
    packed = from_json(calibration.pack_sharded(raw))
    assert plain.words is not None and packed.words is not None
    index = packed.words.index
    assert isinstance(index, datacache.Shards)
    assert not index.decoded  # nothing decoded before a word is looked up
    asked = packed.words.posterior("how long does the deploy to staging take?")
    assert asked == plain.words.posterior("how long does the deploy to staging take?")
    assert 0 < len(index.decoded) < len(index.shards) // 4  # a request decodes a few shards
    words = plain.words.index
    for word, row in words.items():
        assert index.get(word) == row
    for absent in ("", "\x00", "\U0010ffff", *(w + "\x00" for w in list(words)[::97])):
        assert absent not in words
        assert index.get(absent) is None
    assert dict(index.items()) == dict(words) and len(index) == len(words)
    assert packed.words.ratios == plain.words.ratios
