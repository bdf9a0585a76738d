"""What the principal's next move says about the task that just ended: a verdict r, or nothing.

In order of authority:

1. a correction: reflexion's detector (the same lexicon, interrupt, rejected-tool and repeat
   signals that the episodic trace counts), run on the task's own stretch of transcript and on
   the next prompt. Turns inside the task (feedback given with a rejected tool use, an interrupt)
   count; the prompt that opened the task does not (it judged the task before). -> r = 0.
2. an approval: the next prompt opens by approving (thanks, perfect, looks good, works, ...,
   in the five languages the correction lexicon speaks) and the detector finds no complaint in
   it. -> r = 1.
3. a passing test run during the task (seen by PostToolUse, which fires only for calls that
   succeeded) and no correction. -> r = 0.9: the tests agree with the work, the principal has
   not said so.
4. nothing: no verdict, no update. Moving on to another subject is not praise.
"""

from __future__ import annotations

import os
import re

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

R_CORRECTED = 0.0
R_APPROVED = 1.0
R_TESTS_PASSED = 0.9

# The opening of an approving turn, on the normal form (lower case, no accents) of the text.
_APPROVAL = re.compile(
    r"^\W*(thanks?|thank you|thx|ty|great|perfect|excellent|awesome|amazing|fantastic|"
    r"wonderful|brilliant|beautiful|nice|cool|good job|well done|nice work|great work|"
    r"looks (good|great|right)|lgtm|(it|that|this) works|works (now|great|perfectly)|"
    r"spot on|merci|parfait|super|genial|bravo|nickel|impeccable|ca marche|"
    r"grazie|perfetto|ottimo|benissimo|funziona|gracias|perfecto|excelente|"
    r"funciona|danke|perfekt|prima|klasse|wunderbar|funktioniert|wow)\b"
    r"|^\W*(\U0001f44d|\U0001f389|\u2705|\U0001f64f|\u2764)")


def approves(text: str) -> bool:
    from memory_engine.text import normalise

    return bool(_APPROVAL.search(normalise(text[:400]).strip()))


def corrections_in(store_root: str, transcript: str, offset: int,
                   next_prompt: str | None, end: int | None = None) -> list[Any]:
    """Corrections the detector finds in the task's transcript stretch (from `offset`, up to
    `end` when given: what came after belongs to the next task) and the next prompt."""
    from pathlib import Path

    from memory_engine.reflexion.corrections import Detector, load_lexicon
    from memory_engine.reflexion.transcript import read_transcript
    from memory_engine.reflexion.turns import HumanTurn, ReaderState

    turns: list[HumanTurn] = []
    signals: list[Any] = []
    total = 0
    if transcript and os.path.isfile(transcript):
        reading = read_transcript(transcript, ReaderState({"offset": offset}), final=True)
        turns, signals, total = list(reading.turns), list(reading.signals), reading.turns_total
        if end is not None and any(t.offset >= end for t in turns):
            turns = [t for t in turns if t.offset < end]
            last = max((t.index for t in turns), default=0)
            signals = [s for s in signals if s.turn_before <= last]
            total = last
    opening = turns[0].uuid if turns and turns[0].source == "prompt" else None
    if next_prompt is not None:
        turns.append(HumanTurn(index=total + 1, uuid="next-prompt", line=0, offset=-1,
                               timestamp="", text=next_prompt, source="prompt"))
    detector = Detector(load_lexicon(Path(store_root)))
    found = detector.feed(turns, signals)
    if next_prompt is None:
        found.extend(detector.finish(total))
    return [c for c in found if c.uuid != opening]


def verdict(store_root: str, task: dict[str, Any], transcript: str,
            next_prompt: str | None, end: int | None = None) -> tuple[float, str] | None:
    """(r, what it came from) for the task, or None when the principal said nothing."""
    offset = task.get("offset")
    found = corrections_in(store_root, transcript, offset if isinstance(offset, int) else 0,
                           next_prompt, end)
    if found:
        return R_CORRECTED, f"correction:{found[0].signal}"
    if next_prompt is not None and approves(next_prompt):
        return R_APPROVED, "approval"
    evidence = task.get("evidence")
    if isinstance(evidence, dict) and int(evidence.get("tests_ok", 0)) > 0:
        return R_TESTS_PASSED, "tests-passed"
    return None
