"""From a correction to a prescription: what went wrong, and what to do instead.

Deterministic on purpose (no model call): the kind of evidence (a rejected tool, an interrupt, a
repeated request, or the family of the trigger that fired) picks the lesson's shape, and the
human's own words fill it. The human's words after a correction are usually the best statement of
what to do instead, so they are quoted, not paraphrased.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TypeVar

from memory_engine.reflexion.corrections import Correction

T = TypeVar("T")

SAMPLE_PER_PART = 10  # 10 early + 10 middle + 10 late

# Trigger-id fragments -> family. Triggers a user adds may use any id: they fall back to "wrong".
_FAMILIES: tuple[tuple[str, str], ...] = (
    ("still", "unverified"), ("doesnt-work", "unverified"), ("not-working", "unverified"),
    ("not-seeing", "unverified"), ("marche-pas", "unverified"), ("non-funziona", "unverified"),
    ("sigue-sin", "unverified"), ("funktioniert", "unverified"), ("kaputt", "unverified"),
    ("mistake", "unverified"),
    ("told-you", "ignored"), ("tai-dit", "ignored"), ("ti-ho-detto", "ignored"),
    ("te-dije", "ignored"), ("gesagt", "ignored"), ("remember", "ignored"),
    ("did-you-check", "ignored"), ("asked-for", "ignored"), ("trompe", "unverified"),
    ("undo", "overreach"), ("annul", "overreach"), ("deshaz", "overreach"),
    ("ruckgangig", "overreach"), ("forgot", "incomplete"), ("oublie", "incomplete"),
    ("dimenticato", "incomplete"), ("olvidaste", "incomplete"), ("vergessen", "incomplete"),
    ("you-just", "overreach"), ("stop", "pace"), ("arrete", "pace"), ("fermati", "pace"),
    ("para", "pace"), ("hor-auf", "pace"), ("careful", "pace"), ("too-much", "scope"),
    ("sycophant", "candour"), ("nonsense", "candour"), ("again", "repeat"),
    ("otra-vez", "repeat"), ("refais", "repeat"), ("repeated-request", "repeat"),
    ("same-error", "unverified"), ("didnt-you", "unverified"), ("tas-pas-lu", "unverified"),
    ("non-hai-letto", "unverified"), ("hast-nicht", "unverified"), ("i-said", "ignored"),
    ("you-keep", "ignored"), ("tu-as-casse", "overreach"), ("ne-touche-pas", "overreach"),
    ("non-cancellare", "overreach"), ("no-toques", "overreach"), ("borraste", "overreach"),
    ("losch-das-nicht", "overreach"), ("en-dont", "overreach"),
    ("accusing", "overreach"), ("regression", "unverified"), ("fixed-nothing", "unverified"),
    ("rien-corrige", "unverified"), ("niente-sistemato", "unverified"),
    ("nichts-behoben", "unverified"), ("no-hacia-falta", "scope"), ("not-needed", "scope"),
    ("overdoing", "scope"),
)

_WENT_WRONG = {
    "rejected": "the user rejected the agent's {tool} call",
    "interrupt": "the user interrupted the agent in the middle of its work",
    "repeat": "the user had to repeat a request the agent had not carried out",
    "unverified": "the agent treated the work as done, but the problem was still there",
    "ignored": "the agent did not follow an instruction the user had already given",
    "overreach": "the agent changed or removed something the user did not want changed",
    "incomplete": "the agent left out part of what was asked",
    "pace": "the agent went ahead faster or further than the user wanted",
    "scope": "the size or amount of the output did not fit what the user wanted",
    "candour": "the agent agreed or asserted without grounds",
    "wrong": "the agent's output or reading of the request was wrong",
}

_DO_INSTEAD = {
    "rejected": "before running {tool} on something the user did not ask for, say what it is "
                "for and wait for a go-ahead; then do what the user asked instead",
    "interrupt": "stop, re-read the user's last message and follow it before resuming",
    "repeat": "carry out a request the first time it is made, and say when it is done",
    "unverified": "check the result yourself (run it, look at it) before saying it works",
    "ignored": "re-read the user's standing instructions before acting, and follow them",
    "overreach": "change only what was asked; ask before deleting, reverting or rewriting",
    "incomplete": "go through every part of the request before calling it done",
    "pace": "slow down: confirm the plan with the user before acting",
    "scope": "match the size and scope the user asked for",
    "candour": "give an honest, grounded answer, even when it disagrees with the user",
    "wrong": "follow the user's correction",
}


def family(correction: Correction) -> str:
    """The lesson shape for a correction: the strongest evidence decides."""
    for signal in ("rejected", "interrupt"):
        if signal in correction.signals:
            return signal
    for trigger in correction.triggers:
        for fragment, name in _FAMILIES:
            if fragment in trigger:
                return name
    if "repeat" in correction.signals:
        return "repeat"
    return "wrong"


def went_wrong(correction: Correction) -> str:
    tool = f"`{correction.tool}`" if correction.tool else "tool"
    return _WENT_WRONG[family(correction)].format(tool=tool)


def do_instead(correction: Correction) -> str:
    tool = f"`{correction.tool}`" if correction.tool else "a tool"
    text = _DO_INSTEAD[family(correction)].format(tool=tool)
    if correction.quote and not correction.quote.startswith("["):
        text += f'. The user said: "{correction.quote}"'
    return text


def lesson_text(correction: Correction) -> str:
    """The body of a new lesson candidate, in the imperative."""
    return (f"When this comes up again: {do_instead(correction)}.\n\n"
            f"What went wrong: {went_wrong(correction)}.")


_STOP_WORDS = """a an and are as at be but by can could did do does dont for from had has
have i if in into is it its just like make me my no not now of on or our please so that the
them then there these this those to too up us use was we were what when where which why will
with would you your yes ok okay still again also should already"""
_STOP = frozenset(_STOP_WORDS.split())
_TOKEN = re.compile(r"[A-Za-z][A-Za-z0-9_.-]{2,}")


def trigger_for(correction: Correction, limit: int = 2) -> list[str]:
    """A plain trigger (all words must occur) from the most specific words of the quote."""
    words: list[str] = []
    human = "" if correction.quote.startswith("[") else correction.quote  # "[...]": our label
    for word in _TOKEN.findall(human):
        lower = word.lower().strip(".-_")
        if lower in _STOP or lower in words or len(lower) < 4 or lower.startswith("redacted"):
            continue
        words.append(lower)
    words.sort(key=len, reverse=True)
    chosen = words[:limit]
    if chosen:
        return [" ".join(chosen)]
    # nothing specific to key on ("ok run it!"): the tool or the kind of mistake selects it
    return [correction.tool.lower() if correction.tool else family(correction)]


def stratified(items: Sequence[T], per_part: int = SAMPLE_PER_PART) -> list[T]:
    """All items if few; else `per_part` evenly spaced from each third, in order."""
    n = len(items)
    if n <= 3 * per_part:
        return list(items)
    picked: list[int] = []
    bounds = [(0, n // 3), (n // 3, 2 * n // 3), (2 * n // 3, n)]
    for lo, hi in bounds:  # evenly spaced, first and last of each part included
        last = hi - 1 - lo
        picked.extend(lo + round(i * last / (per_part - 1)) for i in range(per_part))
    return [items[i] for i in sorted(set(picked))]
