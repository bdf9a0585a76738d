"""The frontmatter `fileformat.dumps` writes, and `fileformat.loads` reads, for the plain metadata
most records and drafts carry, without importing the YAML stack.

Importing PyYAML costs a process more than a bare interpreter's start (its reader compiles a
pattern over most of Unicode, its resolver a dozen more), and the pre-write gate pays it for
one short block on every write it holds back: a draft's id, tier, provenance and declared
fields. So `dumps` writes that block itself when every value in it is one PyYAML writes in a
way this module knows exactly, and returns None otherwise (the caller then goes through
`fileformat.dumps`):

- keys: short names of lower-case letters, digits and `_` that read back as strings;
- values: None, booleans, integers, finite floats whose repr has a point and no exponent,
  strings of ASCII letters, digits and `_./-` (`:` and `+` too when quoted), mappings of those
  and lists of scalars, at any depth of mappings;
- a string is written plain, or single-quoted when plain it would read back as something else
  (a date, a timestamp, a number, `yes`), which PyYAML decides with the implicit resolvers
  copied below (the tests hold them to PyYAML's own).

Anything else (a space, a quote, a non-ASCII letter, a list of mappings) is left to PyYAML.
The tests hold `dumps` to `fileformat.dumps` on generated values: byte for byte, or None.

`loads` is the mirror image, for the pre-write gate, which parses every whole record an agent
writes into a tier: a block of `key: value` lines whose values are plain scalars (resolved as
PyYAML resolves them: null, booleans, decimal integers, plain floats, dates, strings), quoted
strings without escapes, flow lists and flow mappings of plain scalars (`[manual]`,
`{count: 0, last_session: null}`) and block lists of them. Anything else (an anchor or an alias,
a comment, a nested block, a tag, an escape, a timestamp with a time, an octal or sexagesimal
number) returns None and the caller goes through `fileformat.loads`, which refuses what memory
files may not hold. The tests hold `loads` to `fileformat.loads` on generated files: the same
values of the same types, or None.
"""

from __future__ import annotations

from memory_engine import rxcache

TYPE_CHECKING = False  # not `from typing`: importing typing costs milliseconds per hook run
if TYPE_CHECKING:
    from typing import Any

_X = 64  # re.VERBOSE, as PyYAML compiles its resolvers
# PyYAML's implicit resolvers (yaml/resolver.py, YAML 1.1) that a string of this module's
# alphabet can meet, verbatim: a plain scalar one of them matches reads back as another type.
RESOLVERS: tuple[tuple[str, str], ...] = (
    ("tag:yaml.org,2002:bool", '''^(?:yes|Yes|YES|no|No|NO
                    |true|True|TRUE|false|False|FALSE
                    |on|On|ON|off|Off|OFF)$'''),
    ("tag:yaml.org,2002:float", '''^(?:[-+]?(?:[0-9][0-9_]*)\\.[0-9_]*(?:[eE][-+][0-9]+)?
                    |\\.[0-9][0-9_]*(?:[eE][-+][0-9]+)?
                    |[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\\.[0-9_]*
                    |[-+]?\\.(?:inf|Inf|INF)
                    |\\.(?:nan|NaN|NAN))$'''),
    ("tag:yaml.org,2002:int", '''^(?:[-+]?0b[0-1_]+
                    |[-+]?0[0-7_]+
                    |[-+]?(?:0|[1-9][0-9_]*)
                    |[-+]?0x[0-9a-fA-F_]+
                    |[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+)$'''),
    ("tag:yaml.org,2002:null", '''^(?: ~
                    |null|Null|NULL
                    | )$'''),
    ("tag:yaml.org,2002:timestamp", '''^(?:[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]
                    |[0-9][0-9][0-9][0-9] -[0-9][0-9]? -[0-9][0-9]?
                     (?:[Tt]|[ \\t]+)[0-9][0-9]?
                     :[0-9][0-9] :[0-9][0-9] (?:\\.[0-9]*)?
                     (?:[ \\t]*(?:Z|[-+][0-9][0-9]?(?::[0-9][0-9])?))?)$'''),
)
_PLAIN_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_./-")
_QUOTED_CHARS = _PLAIN_CHARS | frozenset(":+")
_KEY_CHARS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789_")
_MAX_KEY = 64  # PyYAML writes a key past 128 characters another way


def dumps(metadata: dict[str, Any], body: str) -> str | None:
    """`fileformat.dumps(metadata, body)`, or None when a value is not one this writes."""
    lines: list[str] = []
    if not metadata or not _mapping(metadata, "", lines):
        return None
    block = "\n".join(lines)
    # frontmatter's template, stripped as frontmatter strips it
    return f"---\n{block}\n---\n\n{body}\n".strip()


def _mapping(value: dict[Any, Any], indent: str, lines: list[str]) -> bool:
    for key, item in value.items():
        if not (isinstance(key, str) and _key(key)):
            return False
        head = f"{indent}{key}:"
        if isinstance(item, dict):
            if not item:
                lines.append(head + " {}")
            else:
                lines.append(head)
                if not _mapping(item, indent + "  ", lines):
                    return False
        elif isinstance(item, list):
            if not item:
                lines.append(head + " []")
                continue
            lines.append(head)
            for element in item:  # PyYAML indents no block sequence inside a mapping
                text = _scalar(element)
                if text is None:
                    return False
                lines.append(f"{indent}- {text}")
        else:
            text = _scalar(item)
            if text is None:
                return False
            lines.append(f"{head} {text}")
    return True


def _key(key: str) -> bool:
    return (0 < len(key) <= _MAX_KEY and set(key) <= _KEY_CHARS
            and _resolves_to_str(key))


def _scalar(value: Any) -> str | None:
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if type(value) is int:
        return str(value)
    if type(value) is float:
        text = repr(value)
        return text if "." in text and "e" not in text and "n" not in text else None
    if type(value) is not str or not value or value[0] in "-.":
        return None
    chars = set(value)
    if chars <= _PLAIN_CHARS and _resolves_to_str(value):
        return value
    if chars <= _QUOTED_CHARS and not _resolves_to_str(value):
        return f"'{value}'"
    return None


def loads(text: str) -> tuple[dict[str, Any], str] | None:
    """`fileformat.loads(text)`, or None when the file is not one this reads."""
    text = text.strip()
    if "\r" in text or not text.startswith("---\n"):
        return None
    end = text.find("\n---", 3)
    while end >= 0 and text[end + 4:end + 5] not in ("", "\n"):
        end = text.find("\n---", end + 4)
    if end < 0:
        return None
    head = text[4:end]
    if not head.replace("\n", "").isprintable():
        return None
    block = head.split("\n")
    # python-frontmatter ends the block at the first line of three dashes or more, blanks after
    if any(line.rstrip().startswith("---") and not line.rstrip().strip("-") for line in block):
        return None
    metadata: dict[str, Any] = {}
    bare: set[str] = set()  # keys written `key:` alone: a block list under them, or null
    items: list[Any] | None = None  # the block list being read
    dash = ""  # how its items start (`- ` or `  - `): all alike
    for line in block:
        if items is not None and line.startswith(dash or ("- ", "  - ")):
            dash = dash or line[:line.index("- ") + 2]
            value = _plain_value(line[len(dash):].strip(), False)
            if value is _NOT_READ or not line.startswith(dash):
                return None
            items.append(value)
            continue
        items, dash = None, ""
        if not line.strip(" "):
            continue
        key, sep, rest = line.partition(":")
        if not sep or rest[:1] not in ("", " ") or not _key(key) or key in _POST_ARGS \
                or key in metadata:
            return None
        rest = rest.strip(" ")
        if not rest:
            items = metadata[key] = []
            bare.add(key)
            continue
        value = _value(rest)
        if value is _NOT_READ:
            return None
        metadata[key] = value
    for key in bare:
        metadata[key] = metadata[key] or None  # `key:` with no item under it is null
    return (metadata, text[end + 4:].strip()) if metadata else None


_NOT_READ = object()
_POST_ARGS = frozenset({"content", "handler"})  # frontmatter.Post's own arguments
_INDICATORS = frozenset("-?:,[]{}#&*!|>'\"%@`")
_FLOW = frozenset(",[]{}")


def _value(text: str) -> Any:
    """A value after `key: `: a flow list, a flow mapping, a quoted or a plain scalar."""
    if text[0] == "[" and text[-1] == "]":
        inner = text[1:-1].strip()
        if not inner:
            return []
        out = [_plain_value(part.strip(), True) for part in inner.split(",")]
        return _NOT_READ if _NOT_READ in out else out
    if text[0] == "{" and text[-1] == "}":
        inner = text[1:-1].strip()
        mapping: dict[str, Any] = {}
        for part in inner.split(",") if inner else ():
            key, sep, rest = part.strip().partition(": ")
            value = _plain_value(rest.strip(), True)
            if not sep or not _key(key) or value is _NOT_READ:
                return _NOT_READ
            mapping[key] = value
        return mapping
    if text[0] == "'" and text[-1] == "'" and len(text) > 1:
        inner = text[1:-1]
        return inner if "'" not in inner and inner.isprintable() else _NOT_READ
    if text[0] == '"' and text[-1] == '"' and len(text) > 1:
        inner = text[1:-1]
        return inner if not set(inner) & {'"', "\\"} and inner.isprintable() else _NOT_READ
    return _plain_value(text, False)


def _plain_value(text: str, flow: bool) -> Any:
    """A plain scalar as PyYAML resolves it, or _NOT_READ for one this leaves to PyYAML."""
    if not text or text[0] in _INDICATORS or not text.isprintable() or ": " in text \
            or " #" in text or text.endswith(":") or text in ("=", "<<") \
            or (flow and (set(text) & _FLOW or ":" in text)):
        return _NOT_READ
    for tag, pattern in RESOLVERS:
        if rxcache.compile(pattern, _X).match(text):
            return _resolved(tag, text)
    return text


_BOOLS = {"yes": True, "true": True, "on": True, "no": False, "false": False, "off": False}


def _resolved(tag: str, text: str) -> Any:
    kind = tag.rsplit(":", 1)[1]
    if kind == "bool":
        return _BOOLS[text.lower()]
    if kind == "null":
        return None
    if kind == "int":
        digits = text.lstrip("+-")
        return int(text) if digits.isdigit() and (digits == "0" or digits[0] != "0") \
            else _NOT_READ
    if kind == "float":
        return float(text) if set(text) <= _DECIMAL and text[-1] != "." else _NOT_READ
    if len(text) == 10:  # a date: a timestamp with a time is left to PyYAML
        from memory_engine.clock import dt

        try:
            return dt.date(int(text[:4]), int(text[5:7]), int(text[8:]))
        except ValueError:
            return _NOT_READ
    return _NOT_READ


_DECIMAL = frozenset("0123456789.+-")


def _resolves_to_str(text: str) -> bool:
    """Would PyYAML read `text`, written plain, back as a string?"""
    return not any(rxcache.compile(pattern, _X).match(text) for _, pattern in RESOLVERS)
