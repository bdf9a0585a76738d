"""The frontmatter `fileformat.dumps` writes, for the plain metadata most writes carry, without
importing the YAML stack.

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


def _resolves_to_str(text: str) -> bool:
    """Would PyYAML read `text`, written plain, back as a string?"""
    return not any(rxcache.compile(pattern, _X).match(text) for _, pattern in RESOLVERS)
