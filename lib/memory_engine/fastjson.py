"""JSON for the hooks' fast path, without importing the `json` package.

`import json` pulls in `re` (and with it enum, functools, the regex compiler): in this project's
measurements that alone took a hook from about 1.1x to 1.6x the start-up time of a bare
interpreter, and PreToolUse/PostToolUse hooks run on every tool call. Hooks parse one object and
print at most one, so this module calls the C scanner and string encoder that `json` itself is
built on (`_json`), and falls back to `json` for anything unusual: an error (so messages stay
json's own), a value of a type it does not write, or an interpreter without `_json`.
"""

from __future__ import annotations

TYPE_CHECKING = False  # not `from typing`: importing typing costs ~3 ms per hook run
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

try:
    import _json
except ImportError:  # pragma: no cover - every CPython build has it
    _json = None  # type: ignore[assignment]

_WHITESPACE = " \t\n\r"


class _ScanContext:
    """The attributes `_json.make_scanner` reads from a JSONDecoder, with json's defaults."""

    strict = True
    object_hook = None
    object_pairs_hook = None
    parse_float = float
    parse_int = int
    memo: dict[str, str] = {}  # noqa: RUF012 - the scanner requires exactly this attribute

    @staticmethod
    def parse_constant(name: str) -> float:
        return {"NaN": float("nan"), "Infinity": float("inf"), "-Infinity": float("-inf")}[name]


_scan = _json.make_scanner(_ScanContext()) if _json is not None else None  # type: ignore[arg-type]


def loads(text: str) -> Any:
    """Like `json.loads(text)` for a str; raises `json.JSONDecodeError` on bad input."""
    if _scan is not None:
        start = len(text) - len(text.lstrip(_WHITESPACE))
        try:
            value, end = _scan(text, start)
        except Exception:  # json.loads below reports it with json's own message
            pass
        else:
            _ScanContext.memo.clear()
            if not text[end:].strip(_WHITESPACE):
                return value
    import json

    return json.loads(text)


def object_or_empty(text: str) -> dict[str, Any]:
    """The JSON object in `text`, or {} when it does not parse or is not an object (ledgers
    kept in HTML comments of hand-editable files)."""
    try:
        value = loads(text)
    except ValueError:
        return {}
    return value if isinstance(value, dict) else {}


class _Unsupported(Exception):
    pass


def _write(value: Any, out: list[str], default: Callable[[Any], Any] | None) -> None:
    if isinstance(value, str):
        out.append(_json.encode_basestring(value))
    elif value is None:
        out.append("null")
    elif value is True:
        out.append("true")
    elif value is False:
        out.append("false")
    elif isinstance(value, int):
        out.append(int.__repr__(value))
    elif isinstance(value, float):
        if value != value or value in (float("inf"), float("-inf")):
            raise _Unsupported  # json's NaN/Infinity spelling: leave it to json
        out.append(float.__repr__(value))
    elif isinstance(value, dict):
        out.append("{")
        for i, (key, item) in enumerate(value.items()):
            if not isinstance(key, str):
                raise _Unsupported
            if i:
                out.append(", ")
            out.append(_json.encode_basestring(key))
            out.append(": ")
            _write(item, out, default)
        out.append("}")
    elif isinstance(value, list | tuple):
        out.append("[")
        for i, item in enumerate(value):
            if i:
                out.append(", ")
            _write(item, out, default)
        out.append("]")
    elif default is not None:
        _write(default(value), out, None)
    else:
        raise _Unsupported


def _refuse(value: Any) -> Any:
    raise _Unsupported


# json's own C encoder (what `json.dumps` runs), set as `json.dumps(ensure_ascii=False)` sets
# it: no circular-reference check (a cycle ends in RecursionError, and json then reports it).
_encode = _json.make_encoder(None, _refuse, _json.encode_basestring, None, ": ", ", ", False,
                             False, True) if _json is not None else None


def dumps(value: Any, default: Callable[[Any], Any] | None = None) -> str:
    """Like `json.dumps(value, ensure_ascii=False, default=default)`."""
    if _encode is not None and default is None:
        try:
            return "".join(_encode(value, 0))
        except (_Unsupported, RecursionError, TypeError, ValueError):
            pass
    elif _json is not None:
        out: list[str] = []
        try:
            _write(value, out, default)
        except (_Unsupported, RecursionError):
            pass
        else:
            return "".join(out)
    import json

    return json.dumps(value, ensure_ascii=False, default=default)
