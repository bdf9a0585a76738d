"""Counts the work of a regular expression instead of timing it.

A backtracking matcher in pure Python over the parse tree `re` itself builds (`re._parser`),
following the choices `re`'s engine makes (greedy and lazy repeats, single-character repeats
scanned then given back one at a time, alternatives in order, lookarounds, atomic groups,
possessive repeats, back-references), that counts one step for each element tried at each
position, each character a repeat takes and each character it gives back. The count is the
same on every run and every machine: a pattern whose count grows sixteen times when its text
grows four times is quadratic, as the engine's time would be, whatever the load.

    steps(pattern, text)                  # finditer to the end, as the screens search
    steps(pattern, text, anchored=True)   # match and fullmatch at the start only
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from re import _constants as C  # type: ignore[attr-defined]
from re import _parser  # type: ignore[attr-defined]
from typing import Any

Cont = Callable[[int], bool]
Node = Callable[[int, Cont], bool]
MAXREPEAT = C.MAXREPEAT


class TooMany(Exception):
    """The count passed its cap: the pattern is at least that slow on this text."""


class _State:
    def __init__(self) -> None:
        self.s = ""
        self.n = 0
        self.steps = 0
        self.cap = 0
        self.groups: dict[int, tuple[int, int]] = {}
        self.spans: list[tuple[int, int]] = []

    def check(self) -> None:
        if self.steps > self.cap:
            raise TooMany


def _word(c: str) -> bool:
    return c.isalnum() or c == "_"


def _category(code: Any, ascii_only: bool) -> Callable[[str], bool]:
    def asc(test: Callable[[str], bool]) -> Callable[[str], bool]:
        return (lambda c: c.isascii() and test(c)) if ascii_only else test

    digit = asc(str.isdecimal)
    space = (lambda c: c in " \t\n\r\f\v") if ascii_only else str.isspace
    word = asc(_word)
    table: dict[Any, Callable[[str], bool]] = {
        C.CATEGORY_DIGIT: digit, C.CATEGORY_NOT_DIGIT: lambda c: not digit(c),
        C.CATEGORY_SPACE: space, C.CATEGORY_NOT_SPACE: lambda c: not space(c),
        C.CATEGORY_WORD: word, C.CATEGORY_NOT_WORD: lambda c: not word(c),
        C.CATEGORY_LINEBREAK: lambda c: c == "\n",
        C.CATEGORY_NOT_LINEBREAK: lambda c: c != "\n",
    }
    return table[code]


def _between(low: int, high: int) -> Callable[[str], bool]:
    return lambda c: low <= ord(c) <= high


def _keep(ends: list[int]) -> Cont:
    """A continuation that accepts, noting where the match ended."""
    def keep(q: int) -> bool:
        ends.append(q)
        return True
    return keep


def _folded(test: Callable[[str], bool], ignore: bool) -> Callable[[str], bool]:
    if not ignore:
        return test
    return lambda c: test(c) or test(c.lower()) or test(c.upper())


def _char(op: Any, av: Any, flags: int) -> Callable[[str], bool] | None:
    """The test of a node that takes exactly one character, else None."""
    ignore = bool(flags & re.IGNORECASE)
    ascii_only = bool(flags & re.ASCII)
    if op is C.LITERAL:
        ch = chr(av)
        return _folded(lambda c: c == ch, ignore)
    if op is C.NOT_LITERAL:
        ch = chr(av)
        inner = _folded(lambda c: c == ch, ignore)
        return lambda c: not inner(c)
    if op is C.ANY:
        return (lambda c: True) if flags & re.DOTALL else (lambda c: c != "\n")
    if op is C.IN:
        negate = False
        chars: set[str] = set()
        tests: list[Callable[[str], bool]] = []
        for kind, value in av:
            if kind is C.NEGATE:
                negate = True
            elif kind is C.LITERAL:
                chars.add(chr(value))
            elif kind is C.RANGE:
                low, high = value
                tests.append(_between(low, high))
            elif kind is C.CATEGORY:
                tests.append(_category(value, ascii_only))
            else:
                raise NotImplementedError(f"class item {kind}")

        def member(c: str) -> bool:
            return c in chars or any(test(c) for test in tests)

        folded = _folded(member, ignore)
        return (lambda c: not folded(c)) if negate else folded
    return None


class _Compiler:
    def __init__(self, st: _State) -> None:
        self.st = st

    def seq(self, items: Any, flags: int) -> Node:
        nodes = [self.node(op, av, flags) for op, av in items]
        if not nodes:
            return lambda pos, k: k(pos)

        def chain(first: Node, rest: Node) -> Node:
            return lambda pos, k: first(pos, lambda p: rest(p, k))

        node = nodes[-1]
        for first in reversed(nodes[:-1]):
            node = chain(first, node)
        return node

    def node(self, op: Any, av: Any, flags: int) -> Node:
        st = self.st
        test = _char(op, av, flags)
        if test is not None:
            def one(pos: int, k: Cont) -> bool:
                st.steps += 1
                return pos < st.n and test(st.s[pos]) and k(pos + 1)
            return one
        if op in (C.MAX_REPEAT, C.MIN_REPEAT, C.POSSESSIVE_REPEAT):
            return self.repeat(op, av, flags)
        if op is C.SUBPATTERN:
            group, add, delete, sub = av
            return self.group(group, self.seq(sub, (flags | add) & ~delete))
        if op is C.ATOMIC_GROUP:
            return self.atomic(self.seq(av, flags))
        if op is C.BRANCH:
            alternatives = [self.seq(alt, flags) for alt in av[1]]

            def branch(pos: int, k: Cont) -> bool:
                for alt in alternatives:
                    st.steps += 1
                    if alt(pos, k):
                        return True
                return False
            return branch
        if op is C.AT:
            return self.at(av, flags)
        if op in (C.ASSERT, C.ASSERT_NOT):
            direction, sub = av
            inner = self.seq(sub, flags)
            width = sub.getwidth()[0]
            positive = op is C.ASSERT

            def look(pos: int, k: Cont) -> bool:
                st.steps += 1
                if direction == 1:
                    found = inner(pos, lambda q: True)
                else:
                    found = pos - width >= 0 and inner(pos - width, lambda q: q == pos)
                return k(pos) if found == positive else False
            return look
        if op is C.GROUPREF:
            return self.backref(av, flags)
        if op is C.GROUPREF_EXISTS:
            group, yes, no = av
            then = self.seq(yes, flags)
            other = self.seq(no, flags) if no is not None else self.seq([], flags)
            return lambda pos, k: (then if group in st.groups else other)(pos, k)
        raise NotImplementedError(f"regex element {op}")

    def group(self, number: int | None, inner: Node) -> Node:
        st = self.st
        if number is None:
            return inner

        def capture(pos: int, k: Cont) -> bool:
            def close(q: int) -> bool:
                before = st.groups.get(number)
                st.groups[number] = (pos, q)
                if k(q):
                    return True
                if before is None:
                    del st.groups[number]
                else:
                    st.groups[number] = before
                return False
            return inner(pos, close)
        return capture

    def atomic(self, inner: Node) -> Node:
        def once(pos: int, k: Cont) -> bool:
            ends: list[int] = []
            if inner(pos, _keep(ends)):
                return k(ends[0])
            return False
        return once

    def backref(self, number: int, flags: int) -> Node:
        st = self.st
        ignore = bool(flags & re.IGNORECASE)

        def ref(pos: int, k: Cont) -> bool:
            span = st.groups.get(number)
            if span is None:
                return False
            text = st.s[span[0]:span[1]]
            got = st.s[pos:pos + len(text)]
            st.steps += len(text) + 1
            same = got.lower() == text.lower() if ignore else got == text
            return same and k(pos + len(text))
        return ref

    def at(self, code: Any, flags: int) -> Node:
        st = self.st
        multiline = bool(flags & re.MULTILINE)
        ascii_only = bool(flags & re.ASCII)
        word = _category(C.CATEGORY_WORD, ascii_only)

        def boundary(pos: int) -> bool:
            before = pos > 0 and word(st.s[pos - 1])
            after = pos < st.n and word(st.s[pos])
            return before != after

        tests: dict[Any, Callable[[int], bool]] = {
            C.AT_BEGINNING: (lambda p: p == 0 or st.s[p - 1] == "\n") if multiline
            else (lambda p: p == 0),
            C.AT_BEGINNING_STRING: lambda p: p == 0,
            C.AT_END: (lambda p: p == st.n or st.s[p] == "\n") if multiline
            else (lambda p: p == st.n or (p == st.n - 1 and st.s[p] == "\n")),
            C.AT_END_STRING: lambda p: p == st.n,
            C.AT_BOUNDARY: boundary,
            C.AT_NON_BOUNDARY: lambda p: not boundary(p),
        }
        test = tests[code]

        def at(pos: int, k: Cont) -> bool:
            st.steps += 1
            return test(pos) and k(pos)
        return at

    def repeat(self, op: Any, av: Any, flags: int) -> Node:
        st = self.st
        low, high, sub = av
        if len(sub) == 1:
            item_op, item_av = sub[0]
            test = _char(item_op, item_av, flags)
            if test is not None:
                return self.repeat_one(op, low, high, test)
        item = self.seq(sub, flags)
        if op is C.POSSESSIVE_REPEAT:
            return self.atomic(self.repeat(C.MAX_REPEAT, av, flags))
        greedy = op is C.MAX_REPEAT

        def run(pos: int, k: Cont) -> bool:
            def again(count: int, p: int) -> bool:
                st.steps += 1
                st.check()
                if greedy:
                    # An iteration that takes nothing ends the repeat, as in `re`.
                    if count < high and item(p, lambda q: (q != p or count < low)
                                             and again(count + 1, q)):
                        return True
                    return count >= low and k(p)
                if count >= low and k(p):
                    return True
                return count < high and item(p, lambda q: (q != p or count < low)
                                             and again(count + 1, q))
            return again(0, pos)
        return run

    def repeat_one(self, op: Any, low: int, high: int, test: Callable[[str], bool]) -> Node:
        st = self.st

        def greedy(pos: int, k: Cont) -> bool:
            s = st.s
            limit = st.n if high == MAXREPEAT else min(st.n, pos + high)
            end = pos
            while end < limit and test(s[end]):
                end += 1
            st.steps += end - pos + 1
            st.check()
            if op is C.POSSESSIVE_REPEAT:
                return end - pos >= low and k(end)
            while end >= pos + low:
                st.steps += 1
                if k(end):
                    return True
                end -= 1
            st.check()
            return False

        def lazy(pos: int, k: Cont) -> bool:
            s = st.s
            end = pos
            while end < pos + low:
                st.steps += 1
                if end >= st.n or not test(s[end]):
                    return False
                end += 1
            while True:
                st.steps += 1
                st.check()
                if k(end):
                    return True
                if (high != MAXREPEAT and end - pos >= high) or end >= st.n \
                        or not test(s[end]):
                    return False
                end += 1

        return lazy if op is C.MIN_REPEAT else greedy


_compiled: dict[tuple[str, int], tuple[_State, Node]] = {}


def _program(pattern: re.Pattern[str]) -> tuple[_State, Node]:
    key = (pattern.pattern, pattern.flags)
    if key not in _compiled:
        parsed = _parser.parse(pattern.pattern, pattern.flags)
        st = _State()
        _compiled[key] = (st, _Compiler(st).seq(parsed, parsed.state.flags))
    return _compiled[key]


def spans(pattern: re.Pattern[str] | str, text: str) -> list[tuple[int, int]]:
    """The spans of the matches the counting matcher finds, to hold it to `re`'s own."""
    steps(pattern, text)
    rx = re.compile(pattern) if isinstance(pattern, str) else pattern
    return list(_program(rx)[0].spans)


def steps(pattern: re.Pattern[str] | str, text: str, anchored: bool = False,
          cap: int = 50_000_000) -> int:
    """The steps `pattern` takes on `text`: `finditer` to the end (every start the engine tries),
    or with `anchored` a `match` and a `fullmatch` at the start. Past `cap`, `cap + 1`."""
    rx = re.compile(pattern) if isinstance(pattern, str) else pattern
    st, program = _program(rx)
    st.s, st.n, st.steps, st.cap, st.spans = text, len(text), 0, cap, []
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, 50_000))
    try:
        if anchored:
            st.groups = {}
            program(0, lambda q: True)
            st.groups = {}
            program(0, lambda q: q == st.n)
        else:
            pos = 0
            ends: list[int] = []
            while pos <= st.n:
                found = -1
                for start in range(pos, st.n + 1):
                    st.groups = {}
                    st.steps += 1
                    ends.clear()
                    if program(start, _keep(ends)):
                        found = start
                        break
                    st.check()
                if found < 0:
                    break
                st.spans.append((found, ends[0]))
                pos = ends[0] if ends[0] > found else ends[0] + 1
    except TooMany:
        return cap + 1
    finally:
        sys.setrecursionlimit(limit)
    return st.steps
