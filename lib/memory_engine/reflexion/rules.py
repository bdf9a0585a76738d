"""The standing rule a correction restates: a line of the project's CLAUDE.md.

When the human says "no, always pytest -q" and CLAUDE.md says "Run the tests with `pytest -q`",
the lesson quotes and links that rule: the correction is the rule not being followed, and the
rule is the best statement of what to do.
"""

from __future__ import annotations

import re
from pathlib import Path

NAMES = ("CLAUDE.md", ".claude/CLAUDE.md", "CLAUDE.local.md")
MAX_BYTES = 64 * 1024
MIN_SHARED = 2  # specific words (or one entity) the rule and the correction must share
_WORD = re.compile(r"[^\W\d_][\w.-]{2,}")
_COMMON_WORDS = """the and for with this that you your are was were not use always never
please dont don't should must when what then than from into have has had will would can could
les des une pour avec pas est sont dans que qui toujours jamais della per con non sono che
sempre mai los las una para con que siempre nunca der die das und mit nicht ist immer nie
tests test code file files"""
_COMMON = frozenset(_COMMON_WORDS.split())


def find_rule(project: str, text: str, entities: list[str]) -> tuple[str, str]:
    """(the CLAUDE.md line `text` restates, "CLAUDE.md:<line>"), or ("", "")."""
    if not project:
        return "", ""
    words = _words(text) | {e.lower() for e in entities}
    best, best_score, where = "", 0.0, ""
    for name in NAMES:
        path = Path(project) / name
        try:
            if not path.is_file():
                continue
            lines = path.read_text(encoding="utf-8", errors="replace")[:MAX_BYTES].splitlines()
        except OSError:
            continue
        for number, line in enumerate(lines, 1):
            rule = line.strip().lstrip("-*#> ").strip()
            if len(rule) < 8:
                continue
            shared = words & (_words(rule) | {e for e in entities if e.lower() in rule.lower()})
            strong = any(e.lower() in rule.lower() for e in entities)
            score = len(shared) + (1.5 if strong else 0.0)
            if score >= MIN_SHARED and score > best_score:
                best, best_score, where = rule[:240], score, f"{name}:{number}"
    return best, where


def _words(text: str) -> set[str]:
    return {w.lower().strip(".-") for w in _WORD.findall(text)} - _COMMON
