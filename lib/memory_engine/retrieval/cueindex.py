"""The cue table's precomputed index: which literal text each cue needs, and its vocabulary.

Compiling the whole cue table (cues.py, some fifty large alternations) costs tens of milliseconds,
paid on every prompt because every hook run is a new process. Most of a cue cannot match a given
request: "asks what happened (de)" needs one of "passiert", "geschehen", "schief"... somewhere in
the text. So each cue is cut into its top-level alternatives, and each alternative's *anchors*
are computed once, from the parsed regular expression: literal strings one of which every match
contains. At run time an alternative whose anchors are all absent from the request is skipped
without being compiled; the rest are compiled on first use. The router only asks whether a cue
matches, and a cue matches exactly when one of its alternatives does, so the answer is what
compiling everything would give (a test checks it on every labelled request).

An alternative that opens with `^` ("Fix the...", "which file...") can only match at the start
of the clause, so it also gets its *lead*: the literal words one of which its first required part
starts with, and how far into the clause that part can start (after an optional "please ", say).
"run" in "how do I run the tests" is then no reason to compile the instruction verbs: they would
have to open the clause.

The sub-bucket cues of the environment tier (cues.BUCKET_CUES, read by policies.py) are indexed the
same way.

The alternatives, their anchors and leads and the cue table's word list (what spelling.py reads
slips toward) are kept in cuedata.py, generated: a Python literal loads from its bytecode in a
fraction of a millisecond. The alternatives joined by `|` are the tables' patterns, so the file
is fresh exactly when they equal the tables' (cues.load_index reads it: the hooks never import
this builder). A stale file (a table was edited and the file not rebuilt) is ignored: every cue
is then compiled whole, as before, and a test fails until
`python -m memory_engine.retrieval.cueindex --write` is run.
"""

from __future__ import annotations

import os

TYPE_CHECKING = False  # not `from typing`: importing typing costs milliseconds per hook run
if TYPE_CHECKING:
    from typing import Any

PATH = os.path.join(os.path.dirname(__file__), "cuedata.py")
# A principal's name is filled in at run time, so it anchors nothing: it is parsed as "any
# character", which ends a literal run.
_PLACEHOLDER = "(?:.)"


def alternatives(pattern: str) -> list[str]:
    """The pattern cut at its top-level `|` (outside groups and character classes)."""
    parts: list[str] = []
    depth = start = 0
    i = 0
    in_class = False
    while i < len(pattern):
        ch = pattern[i]
        if ch == "\\":
            i += 2
            continue
        if in_class:
            in_class = ch != "]"
        elif ch == "[":
            in_class = True
            if pattern[i + 1:i + 2] == "]":
                i += 1  # "[]...]": a leading "]" is a member
        elif ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        elif ch == "|" and depth == 0:
            parts.append(pattern[start:i])
            start = i + 1
        i += 1
    parts.append(pattern[start:])
    return parts


# -- building (never on a hook's path) -----------------------------------------------------------
def anchors(pattern: str) -> list[str] | None:
    """Literal strings one of which every match of `pattern` contains; None when no such set is
    known (the cue is then always compiled)."""
    from re import _parser  # type: ignore[attr-defined]

    template = pattern.replace("{name}", _PLACEHOLDER).replace("{person}", _PLACEHOLDER)
    found = _required(list(_parser.parse(template)))
    return sorted(found) if found else None


def _required(items: list[Any]) -> set[str] | None:
    """Anchors of a sequence of parsed items: its most selective literal run or group."""
    from re import _constants as C  # type: ignore[attr-defined]

    options: list[set[str]] = []
    run = ""
    for op, arg in items:
        if op is C.LITERAL:
            run += chr(arg)
            continue
        if op in (C.AT, C.ASSERT, C.ASSERT_NOT):
            continue  # zero-width: the characters on both sides are still adjacent
        if run:
            options.append({run})
            run = ""
        if op is C.SUBPATTERN:
            sub = _required(list(arg[-1]))
        elif op is C.BRANCH:
            branches = [_required(list(b)) for b in arg[1]]
            sub = None if any(b is None for b in branches) else set().union(*branches)  # type: ignore[arg-type]
        elif op in (C.MAX_REPEAT, C.MIN_REPEAT, C.POSSESSIVE_REPEAT) and arg[0] >= 1:
            sub = _required(list(arg[2]))
        else:
            sub = None
        if sub:
            options.append(sub)
    if run:
        options.append({run})
    if not options:
        return None
    # the most selective: the set whose shortest string is longest, then the smallest set
    return max(options, key=lambda s: (min(len(x.strip()) for x in s), -len(s)))


def lead(pattern: str) -> tuple[int, tuple[str, ...]] | None:
    """For a pattern that can only match at the start of the text: (n, starts), where every
    match holds one of `starts` beginning at most n characters in; None otherwise (or when
    no such words are known)."""
    from re import _constants as C  # type: ignore[attr-defined]
    from re import _parser  # type: ignore[attr-defined]

    if "{name}" in pattern or "{person}" in pattern:
        return None  # a name's length is not known before run time
    parsed = _parser.parse(pattern)
    if parsed.state.flags & (C.SRE_FLAG_MULTILINE | C.SRE_FLAG_IGNORECASE):
        return None
    items = list(parsed)
    if not items or items[0] not in ((C.AT, C.AT_BEGINNING), (C.AT, C.AT_BEGINNING_STRING)):
        return None
    offset = 0
    for i, item in enumerate(items[1:], 1):
        low, high = _parser.SubPattern(parsed.state, [item]).getwidth()
        if low > 0:  # the first part every match needs: its words start where it does
            found = _starts(items[i:])
            return (offset, tuple(sorted(found))) if found else None
        if high >= C.MAXREPEAT:
            return None
        offset += high  # an optional or zero-width part before it
    return None


def _starts(items: list[Any]) -> set[str] | None:
    """Literal strings one of which every match of a sequence of parsed items starts with."""
    from re import _constants as C  # type: ignore[attr-defined]

    run = ""
    i = 0
    while i < len(items) and items[i][0] is C.LITERAL:
        run += chr(items[i][1])
        i += 1
    tail: set[str] | None = None
    if i < len(items):  # the literal run goes on into a group ("wh" + "ich" | "at")
        op, arg = items[i]
        if op is C.SUBPATTERN:
            tail = _starts(list(arg[-1]))
        elif op is C.BRANCH:
            found = [_starts(list(b)) for b in arg[1]]
            if all(found):
                tail = set().union(*found)  # type: ignore[arg-type]
    if tail:
        return {run + t for t in tail}
    return {run} if run else None


def _indexed(pattern: str) -> tuple[tuple[str, tuple[str, ...] | None,
                                          tuple[int, tuple[str, ...]] | None], ...]:
    """A pattern's top-level alternatives, each with its anchors and its lead."""
    out = []
    for branch in alternatives(pattern):
        found = anchors(branch)
        out.append((branch, tuple(found) if found else None, lead(branch)))
    return tuple(out)


def build() -> str:
    """The text of cuedata.py."""
    from memory_engine.retrieval import spelling
    from memory_engine.retrieval.cues import BUCKET_CUES, patterns

    table = patterns()
    cues = tuple(_indexed(pattern) for pattern in table)
    buckets = tuple((name, _indexed(pattern)) for name, pattern in BUCKET_CUES.items())
    return ("# ruff: noqa: E501\n"
            '"""Generated by `python -m memory_engine.retrieval.cueindex --write` from cues.py: do '
            'not edit."""\n\n'
            "# per cue: its top-level alternatives, each with its anchors (None: always tried)\n"
            "# and lead ((n, starts): one of these starts at most n characters into the text)\n"
            f"BRANCHES = {cues!r}\n"
            f"BUCKETS = {buckets!r}\n"
            "# the table's words, space-separated: one string loads faster than a thousand\n"
            f"VOCABULARY = {' '.join(sorted(spelling.vocabulary(table)))!r}\n")


def main(argv: list[str] | None = None) -> int:
    import argparse

    parser = argparse.ArgumentParser(description="Rebuild cuedata.py from cues.py.")
    parser.add_argument("--write", action="store_true", help="write the file (else: check it)")
    args = parser.parse_args(argv)
    from memory_engine.retrieval.cues import BUCKET_CUES, load_index, patterns

    if not args.write:
        fresh = load_index(patterns(), tuple(BUCKET_CUES.items())) is not None
        print("cue index is " + ("up to date" if fresh else "stale: run with --write"))
        return 0 if fresh else 1
    with open(PATH, "w", encoding="utf-8") as handle:
        handle.write(build())
    print(f"wrote {PATH}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
