"""Value classes without the dataclasses module, for the modules a hook process imports.

`import dataclasses` pulls in `inspect` (and with it ast, dis, tokenize), and each `@dataclass`
builds its methods from source with `exec` when the module is imported: in the pre-write gate
that was a fifth of the process. A class deriving from `Plain` writes its own `__init__` and
names its fields in `_FIELDS`; it gets the `__repr__`, `__eq__` and `__hash__` a dataclass with
those fields would have (`repr`: `Name(field=value, ...)`; equal when of the same class with
equal fields; unhashable). `Frozen` is the same for a frozen dataclass: hashable on its
fields, and an assignment after `__init__` raises `FrozenError` (an AttributeError, as
dataclasses' FrozenInstanceError is).

`NamedTuple` is `typing.NamedTuple`'s class syntax for the same modules: `typing` alone costs a
hook process milliseconds to import. A module writes

    TYPE_CHECKING = False
    if TYPE_CHECKING:
        from typing import NamedTuple
    else:
        from memory_engine.plain import NamedTuple

and its class is the `collections.namedtuple` typing would make (fields from the annotations,
defaults from the values given, the class's methods and docstring), with the annotations
kept as written rather than turned into ForwardRefs.
"""

from __future__ import annotations

TYPE_CHECKING = False  # not `from typing`: importing typing costs milliseconds per hook run
if TYPE_CHECKING:
    from typing import Any, ClassVar


class _Missing:
    def __repr__(self) -> str:
        return "MISSING"


# The default of an argument whose field has a default factory: `[] if x is MISSING else x`
# keeps an explicit None (or any value) given for it, as a dataclass does.
MISSING: Any = _Missing()


class Plain:
    """`__repr__` and `__eq__` over `_FIELDS`, as `@dataclass` writes them."""

    __slots__ = ()
    _FIELDS: ClassVar[tuple[str, ...]] = ()

    def _values(self) -> tuple[Any, ...]:
        return tuple(getattr(self, name) for name in self._FIELDS)

    def __repr__(self) -> str:
        inner = ", ".join(f"{name}={getattr(self, name)!r}" for name in self._FIELDS)
        return f"{type(self).__qualname__}({inner})"

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return self._values() == other._values()
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]  # mutable and compared by value, as a dataclass


class FrozenError(AttributeError):
    """An assignment to a field of a frozen value."""


class Frozen(Plain):
    """A `Plain` value that cannot change after `__init__` (which sets its fields through
    `_set`), hashable on its fields."""

    __slots__ = ()

    def _set(self, name: str, value: Any) -> None:
        object.__setattr__(self, name, value)

    def __setattr__(self, name: str, value: Any) -> None:
        raise FrozenError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenError(f"cannot delete field {name!r}")

    def __hash__(self) -> int:  # type: ignore[override]  # Plain's is None: unhashable
        return hash(self._values())


class _NamedTupleMeta(type):
    """Makes a class written `class Name(NamedTuple): field: type ...` a namedtuple, as
    typing.NamedTupleMeta does."""

    def __new__(cls, name: str, bases: tuple[type, ...], ns: dict[str, Any]) -> Any:
        if not bases:  # NamedTuple itself
            return super().__new__(cls, name, bases, ns)
        from collections import namedtuple

        annotations = dict(ns.get("__annotations__", {}))
        defaults = [ns[field] for field in annotations if field in ns]
        made = namedtuple(name, list(annotations), defaults=defaults,  # type: ignore[misc]
                          module=ns["__module__"])
        made.__annotations__ = made.__new__.__annotations__ = annotations
        for key, value in ns.items():
            if key in _NAMEDTUPLE_OWN:
                raise AttributeError(f"Cannot overwrite NamedTuple attribute {key}")
            if key not in ("__module__", "__name__", "__annotations__") \
                    and key not in annotations:
                setattr(made, key, value)
        return made


# what a namedtuple defines itself (typing refuses them in the class body too)
_NAMEDTUPLE_OWN = frozenset({"__new__", "__init__", "__slots__", "__getnewargs__", "_fields",
                             "_field_defaults", "_make", "_replace", "_asdict", "_source"})


class NamedTuple(metaclass=_NamedTupleMeta):
    """The base of a class written in typing.NamedTuple's syntax (see the module's doc)."""
