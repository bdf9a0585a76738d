"""What a candidate's wording says about its class, learnt from labelled text.

The word lists of `features` know the hedges and one-off anchors someone listed; a model of
hashed character n-grams (memory_engine.lexical), fitted on the labelled admission sets of
fifteen writers in up to 25 languages, reads the same classes in wordings nobody listed. One
model per class, each the log-odds that a candidate is of that class:

    hedged     a guess: unverified, "maybe", "I think", in any language
    anecdote   a single dated event with no general rule

Each is one signal where its class is decided, read only where the word lists found nothing: a
hedged reading adds a hedge to the candidate's features (a guess: lower confidence and use), an
anecdote reading adds a one-off anchor (an anecdote unless it prescribes something). Each counts
from its bar (`BARS`, log-odds; 99: never), fitted by benchmarks/fit_admission.py --lexical on
out-of-fold values. The models are written by benchmarks/fit_admission_lexical.py (`--write`)
to lib/memory_engine/data/admission_<class>.melex.

A third class, an injection dressed as a memory, was tried as a signal of its own, held for
review from a bar: left one set out it caught no injection the screens and checks miss and cost
applies on three sets. Its probability is one feature of `leaning` instead, weighed with the
screen's signals and the hazard anchors by a fit on the same sets; that model is read there
(`path_of("injection")`), not here.

A missing or broken model file leaves the gate as it is without that signal: the problem is
logged once per process, never raised. The files are read on the first candidate scored, never
on the hooks' fast path.
"""

from __future__ import annotations

import os

from memory_engine import lexical

DATA = os.path.join(os.path.dirname(os.path.dirname(__file__)), "data")
MODELS: dict[str, str] = {label: f"admission_{label}.melex"
                          for label in ("hedged", "anecdote")}
# The log-odds from which each model's reading counts (`BARS` names them by class); fitted by
# fit_admission.py --lexical on out-of-fold values; 99: never.
HEDGED = 0.0
ANECDOTE = 1.0
BARS: dict[str, str] = {"hedged": "HEDGED", "anecdote": "ANECDOTE"}
# The wording is read from the first characters of what the gate scores: a memory states its
# claim early, and a long text would cost the decision milliseconds for nothing.
READ_CHARS = 2000
# A fitting script sets this to the logits a row should get (out of fold) before scoring it.
OVERRIDE: dict[str, float] | None = None

def path_of(label: str) -> str:
    """The model file of `label`: a class of MODELS, or another model read elsewhere in the gate
    (`leaning`'s injection wording) under the same naming."""
    return os.path.join(DATA, MODELS.get(label, f"admission_{label}.melex"))


def lexical_text(text: str) -> str:
    """The part of a candidate's text the models read (as they were fitted on it)."""
    from memory_engine.records import frames

    return frames.without_quote(text)[:READ_CHARS]


def _model(label: str, log_dir: str | None) -> lexical.LexicalModel | None:
    return lexical.load_or_log(
        path_of(label), log_dir, f"admission: the {label} wording model",
        "the gate decides without it. Regenerate it with "
        "benchmarks/fit_admission_lexical.py --write")


def logits(text: str, log_dir: str | None = None) -> dict[str, float]:
    """Each class's log-odds for `text` (the classes whose bar is not 99 and whose model
    reads); empty when none counts."""
    if OVERRIDE is not None:
        return dict(OVERRIDE)
    out: dict[str, float] = {}
    read = None
    # models of the same n-gram range and size share the hashing of the text
    hashed: dict[tuple[int, int, int], list[int]] = {}
    for label in MODELS:
        if bar(label) >= 99:
            continue
        model = _model(label, log_dir)
        if model is None:
            continue
        read = lexical_text(text) if read is None else read
        shape = (model.buckets, model.n_min, model.n_max)
        if shape not in hashed:
            hashed[shape] = lexical.slots(read, *shape)
        out[label] = model.logit_of(hashed[shape])
    return out


def bar(label: str) -> float:
    """The log-odds from which the model of `label` counts."""
    value: float = globals()[BARS[label]]
    return value


def reads(found: dict[str, float], label: str) -> bool:
    """The model of `label` read its class at or above its bar."""
    return label in found and found[label] >= bar(label)
