"""plain.NamedTuple makes the class typing.NamedTuple makes, without importing typing."""

from __future__ import annotations

import pickle
import subprocess
import sys
import typing

import pytest

from memory_engine import plain


class Light(plain.NamedTuple):
    """A finding."""

    kind: str
    value: float = 0.5
    spans: tuple[int, ...] = ()

    def doubled(self) -> float:
        return self.value * 2


class Typed(typing.NamedTuple):  # the same fields, typing's way
    kind: str
    value: float = 0.5
    spans: tuple[int, ...] = ()


def test_a_light_named_tuple_behaves_as_typings() -> None:
    light, typed = Light("a"), Typed("a")
    assert light == typed and tuple(light) == ("a", 0.5, ())
    assert repr(light) == repr(typed).replace("Typed", "Light")
    assert Light._fields == Typed._fields and Light._field_defaults == Typed._field_defaults
    assert light._replace(value=2.0).doubled() == 4.0 and typed._replace(value=2.0) == (
        "a", 2.0, ())
    assert Light("b", spans=(1, 2))._asdict() == Typed("b", spans=(1, 2))._asdict()
    assert Light.__doc__ == "A finding." and Light.__module__ == __name__
    assert Light.__qualname__ == "Light" and Light.__mro__ == (Light, tuple, object)
    assert list(Light.__annotations__) == ["kind", "value", "spans"]
    assert pickle.loads(pickle.dumps(Light("c", 1.0))) == Light("c", 1.0)
    with pytest.raises(TypeError):
        Light()  # type: ignore[call-arg]


def test_what_a_named_tuple_defines_itself_is_refused() -> None:
    with pytest.raises(AttributeError):
        class Bad(plain.NamedTuple):
            x: int

            def _replace(self) -> None:  # type: ignore[override]
                pass


def test_the_scorers_value_classes_come_without_typing() -> None:
    code = ("import sys; import memory_engine.admission.scoring; "
            "print('typing' in sys.modules)")
    out = subprocess.run([sys.executable, "-P", "-c", code], capture_output=True, text=True,
                         check=True).stdout.strip()
    assert out == "False"
