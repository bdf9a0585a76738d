"""How far a candidate leans to an injection, read as a memory and not as a web page.

The injection screen's weights and threshold are fitted on a pool that is mostly long texts:
web pages with attacks planted in them, agent-rules files, prompts. A memory candidate is a
short record whose hostility is often one weak sign: a note to the assistant, a single lifted
check, an address to send something to, a tier directory named. On a page those signs are
everyday; in a record that should state a fact, a rule or a preference they are rare, and two
of them together rarer still. So the gate reads the same signals again with weights of their
own, fitted on the labelled admission sets alone (benchmarks/fit_memory_injection.py: every
row of every read set, an injection against every other label), together with the anchor
classes of `hazard` one by one (a credential store, an outbound address, a safeguard-off flag,
the memory's own parts, the assistant named): a logistic model over

    the screen's signal values (screening.injection.SIGNALS, as `assess_injection` gives them)
    one 0/1 feature per anchor class of `hazard` (hazard.NAMES)
    whether it names the agent, model or assistant that would read it (`hazard.names_reader`,
        in any of the languages candidates come in): a memory is about the project or the
        principal; an order dressed as one is addressed to its reader
    whether it holds a labelled aside (`hazard.sets_aside`: "[[assistant: ...]]", a part set
        apart by brackets and opened by a label and a colon, in any script): a role tag
        planted in a fact, whatever its label's language
    the probability an injection wording model gives the text: hashed character n-grams in
        any language (memory_engine.lexical; fitted on the same sets by
        benchmarks/fit_admission_lexical.py --write --classes injection), a reading of what
        the word lists of the screen and of `intent` never listed

A prediction of the environment tier is read in its two parts. Its condition names a situation
("when the agent writes into build/"), and the agent is often the subject of it; that is not an
order to the agent, though its words, run into the prediction, read like the start of one to the
wording model ("when the agent ..., it ..."). A record that declares both a condition and a
prediction (the tier's shape) has its wording read twice, each reading on its own: the record
with its condition taken out wherever it states it, and the condition alone. The higher of the
two counts, so an order put in the condition is read as before; the screen's signals and the
anchors read the whole record either way.

and a bar, fitted on the same sets, from which a candidate the gate would apply is held for the
principal's review instead (`scoring.assess`'s least specific sign). Both are read from
data/memory_injection_weights.json; the script reports them leave one set out.

A missing or unreadable weights file leaves the gate without this sign (it never leans), as a
file fitted before a signal existed gives that signal no weight.
"""

from __future__ import annotations

import os
from functools import cache

from memory_engine.admission import hazard
from memory_engine.logistic import logistic
from memory_engine.records.tiers import ENVIRONMENT
from memory_engine.screening.injection import SIGNALS

TYPE_CHECKING = False  # not `from typing`: its import costs the pre-write gate milliseconds
if TYPE_CHECKING:
    from typing import Any, NamedTuple
else:
    from memory_engine.plain import NamedTuple

LEXICAL = "injection"
FEATURES: tuple[str, ...] = (*SIGNALS, *(f"anchor-{name}" for name in hazard.NAMES),
                             "names-reader", "labelled-aside", "lexical-injection")
WEIGHTS_PATH = os.path.join(os.path.dirname(os.path.dirname(__file__)), "data",
                            "memory_injection_weights.json")

# A fitting script sets this to a list; the gate then appends every candidate's feature vector.
RECORD: list[tuple[float, ...]] | None = None


class Model(NamedTuple):
    bias: float
    weights: tuple[float, ...]
    threshold: float


def features(signals: tuple[float, ...], text: str, worded: float | None) -> tuple[float, ...]:
    """The model's input: the screen's signal values for `text` (`signals`, one per SIGNALS),
    whether `text` names each anchor class of `hazard`, and the probability of the injection
    wording model, from its log-odds `worded` (None: no model, read as 0)."""
    named = set(hazard.classes(text))
    worded_p = 0.0 if worded is None else logistic(worded)
    return (*signals, *(1.0 if name in named else 0.0 for name in hazard.NAMES),
            1.0 if hazard.names_reader(text) else 0.0,
            1.0 if hazard.sets_aside(text) else 0.0, worded_p)


def parts(text: str, tier: str, fields: dict[str, Any]) -> list[str]:
    """What the wording model reads of a candidate's `text`, each part on its own: the text, or
    for an environment prediction that declares its condition (the tier's condition/prediction
    shape), the text without the condition and the condition alone."""
    condition, prediction = fields.get("condition"), fields.get("prediction")
    if (tier != ENVIRONMENT or not isinstance(condition, str) or not condition.strip()
            or not isinstance(prediction, str) or not prediction.strip()):
        return [text]
    import re

    # the body restates it as a clause of its sentence, in whatever case the sentence gives it
    rest = re.sub(re.escape(condition.strip()), " ", text, flags=re.IGNORECASE)
    return [rest, condition] if rest != text else [text]


def wording_logit(text: str | list[str], log_dir: str | None = None) -> float | None:
    """The injection wording model's log-odds for `text` (read as the gate's other wording
    models read it; the highest of a list's parts, each read on its own), or None when its
    file cannot be read (logged once)."""
    from memory_engine import lexical
    from memory_engine.admission import wording

    fitted = lexical.load_or_log(
        wording.path_of(LEXICAL), log_dir, "admission: the injection wording model",
        "the gate reads a memory's injection signs without it. Regenerate it with "
        "benchmarks/fit_admission_lexical.py --write --classes injection")
    if fitted is None:
        return None
    return max(fitted.logit(wording.lexical_text(part))
               for part in ([text] if isinstance(text, str) else text))


def load(path: str = WEIGHTS_PATH) -> Model | None:
    """The fitted model, or None when the file is missing or unreadable."""
    from memory_engine import fastjson  # not `json`: its import costs the pre-write gate a ms

    try:
        with open(path, encoding="utf-8") as fh:
            raw = fastjson.loads(fh.read())
        weights = raw["weights"]
        return Model(float(raw["bias"]), tuple(float(weights.get(f, 0.0)) for f in FEATURES),
                     float(raw["threshold"]))
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return None


@cache
def model() -> Model | None:
    return load()


def score(x: tuple[float, ...], fitted: Model | None = None) -> float:
    """The logistic score of feature vector `x` (0 without a model)."""
    m = fitted or model()
    if m is None:
        return 0.0
    return logistic(m.bias + sum(w * v for w, v in zip(m.weights, x, strict=True)))


def leans(x: tuple[float, ...]) -> float | None:
    """The score of `x` when it reaches the fitted bar, else None."""
    m = model()
    if m is None:
        return None
    value = score(x, m)
    return value if value >= m.threshold else None
