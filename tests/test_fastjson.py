"""fastjson agrees with json on everything a hook reads or writes (property-based)."""

from __future__ import annotations

import json
import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from memory_engine import fastjson

scalars = (st.none() | st.booleans() | st.integers() | st.text()
           | st.floats(allow_nan=False, allow_infinity=False))
values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=5)
                      | st.dictionaries(st.text(), inner, max_size=5), max_leaves=30)


@given(values)
def test_dumps_matches_json(value: object) -> None:
    assert fastjson.dumps(value) == json.dumps(value, ensure_ascii=False)


@given(values, st.sampled_from(["", " ", "\n  ", "\t\r\n"]))
def test_loads_round_trips_json_text(value: object, pad: str) -> None:
    text = pad + json.dumps(value, ensure_ascii=False, indent=1) + pad
    assert fastjson.loads(text) == json.loads(text)


@pytest.mark.parametrize("bad", ["", "   ", "{", '{"a": 1} trailing', "[1,]", "nul",
                                 '{"a": "\x01"}', "{'a': 1}"])
def test_bad_input_raises_jsons_own_error(bad: str) -> None:
    with pytest.raises(json.JSONDecodeError):
        fastjson.loads(bad)


def test_special_values_fall_back_to_json() -> None:
    assert math.isnan(fastjson.loads('{"x": NaN}')["x"])
    assert fastjson.dumps({"x": float("inf")}) == '{"x": Infinity}'
    assert fastjson.dumps({1: "a"}) == json.dumps({1: "a"})
    assert fastjson.dumps({"p": object()}, default=lambda o: "obj") == '{"p": "obj"}'


def test_loading_does_not_import_json() -> None:
    import subprocess
    import sys

    code = ("import sys; from memory_engine import fastjson; "
            "fastjson.loads('{\"a\": [1, \"b\"]}'); fastjson.dumps({'a': 1}); "
            "print('json' in sys.modules, 're' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.split()
    assert out == ["False", "False"]


def test_dumping_walks_the_value_in_c() -> None:
    """A session's state (the prompt hook writes ten kilobytes of it on every prompt) is walked
    by json's own C encoder, not item by item in Python: the Python calls do not grow with it."""
    import sys

    state = {"due": [{"task": {"prompt": f"fix test {n}", "evidence": {"tools": {}, "n": n}},
                      "end": None, "ok": True, "score": n / 7} for n in range(200)]}
    calls = 0

    def count(frame: object, event: str, arg: object) -> None:
        nonlocal calls
        calls += event == "call"

    sys.setprofile(count)
    try:
        text = fastjson.dumps(state)
    finally:
        sys.setprofile(None)
    assert text == json.dumps(state, ensure_ascii=False)
    assert calls <= 3, calls
    assert fastjson.dumps({"x": [1, (2, 3)], "y": {1: None}}) == \
        '{"x": [1, [2, 3]], "y": {"1": null}}'
