"""A text that opens under a label of its own words: "[SYSTEM UPDATE - PRIORITY 1]", "[runtime
notice 2026-12-07T10:14:03Z]", "【系统通知】", "### SISTEMAREN OHARRA (harness v3) ###".

A notice, a memo or a directive written into content to pass for the platform's own opens with
a tag that names what it is, in brackets or framed by hashes, before anything else; the words of
the tag can be in any language and name any issuer, so the reading looks at the frame, not at
the words. Ordinary documents open otherwise: a Markdown heading, a link (`[docs](...)`), a
callout or a log level of one word (`[!NOTE]`, `[INFO]`), a version (`[3.4.0]`), a section of a
configuration file (`[tool.ruff]`, an identifier with no space). The fit weighs the signal,
`opens-with-tag`, beside the others.
"""

from __future__ import annotations

from memory_engine import rxcache

OPENING_SIGNALS = ("opens-with-tag",)

_TAG = rxcache.lazy(
    r"\s*(?:\[([^\[\]\n]{3,80})\]|【([^【】\n]{2,80})】|#{3,}[ \t]*([^#\n]{3,80}?)[ \t]*#{3,})"
    r"(?![ \t]*\()")
# a word of two letters or more, in any script
_WORD = rxcache.lazy(r"[^\W\d_]{2,}")
VALUE = 1.0


def opening_tag(text: str) -> tuple[int, int] | None:
    """The span of the tag `text` opens with, or None. Read on the text as written: case tells
    a section of a configuration file from a tag."""
    if not text or text.lstrip()[:1] not in ("[", "【", "#"):
        return None
    found = _TAG.match(text)
    if found is None:
        return None
    label = next(g for g in found.groups() if g)
    if len(_WORD.findall(label)) < 2:
        return None
    if " " not in label.strip() and not label.isupper() and found.group(2) is None:
        # "[tool.ruff]", "[project.optional-dependencies]": an identifier, not a tag
        return None
    return found.span()
