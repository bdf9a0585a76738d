"""A linear score over a text's hashed character n-grams: the part of a judgement learnt from
labelled text instead of written as word lists.

A word list only knows the wordings someone listed; a weight per character n-gram, fitted on
labelled text of many sources and languages, reads a wording nobody listed through the pieces
it shares with ones that were labelled ("ignor", "前の指", "instead", "still fail"). Character
n-grams need no tokeniser, so Chinese, Japanese and Thai are read like any other script, and a
typo or an inflection changes a few n-grams rather than the whole word.

The text is normalised (NFKC, case folded, runs of whitespace made one space, every digit read
as 0), framed by a space at each end, and each distinct n-gram of `n_min`..`n_max` characters is
hashed (CRC-32, stable across runs and machines, unlike `hash`) into one of `buckets` slots. A
text's features are the slots of its distinct n-grams, each worth 1/sqrt(count) so that long and
short texts weigh alike. The model is a bias and one weight per slot, stored as signed bytes with
one scale (a quarter of the size of floats, and the rounding moves a score by far less than the
weights' own uncertainty).

Weights are fitted by a benchmark script (benchmarks/lexfit.py), never by hand; a model file is
read once per process, with the stdlib only (no model download, no heavy import on a hook's path).
"""

from __future__ import annotations

import math
import struct
import unicodedata
import zlib
from array import array
from functools import cache

from memory_engine.logistic import logistic

TYPE_CHECKING = False  # not `from typing`: its import costs a hook process milliseconds
if TYPE_CHECKING:
    from typing import NamedTuple
else:
    from memory_engine.plain import NamedTuple

MAGIC = b"MELEX1\n"
HEADER = struct.Struct("<IBBdd")  # buckets, n_min, n_max, scale, bias
MAX_CHARS = 20_000  # a longer text is read from its first MAX_CHARS characters

_DIGITS = str.maketrans("123456789", "000000000")


def normalise(text: str) -> str:
    """NFKC, case folded, one space for any run of whitespace, every ASCII digit read as 0."""
    folded = unicodedata.normalize("NFKC", text[:MAX_CHARS]).casefold()
    return " ".join(folded.split()).translate(_DIGITS)


def grams(text: str, n_min: int, n_max: int) -> set[str]:
    """The distinct character n-grams of the normalised text framed by spaces."""
    framed = f" {normalise(text)} "
    out: set[str] = set()
    for n in range(n_min, n_max + 1):
        out.update(framed[i:i + n] for i in range(len(framed) - n + 1))
    return out


def slots(text: str, buckets: int, n_min: int, n_max: int) -> list[int]:
    """The hashed slot of each distinct n-gram (slots repeat where n-grams collide)."""
    mask = buckets - 1
    return [zlib.crc32(g.encode("utf-8")) & mask for g in grams(text, n_min, n_max)]


class LexicalModel(NamedTuple):
    """A bias and one weight per hashed n-gram slot (weights as signed bytes times `scale`).
    A named tuple, not a dataclass: the correction detector reads it in the Stop hook's
    reflexion, where `dataclasses` (and `pathlib`) would be imports of their own."""

    buckets: int
    n_min: int
    n_max: int
    scale: float
    bias: float
    weights: array[int]  # array('b') of `buckets` signed bytes

    def logit(self, text: str) -> float:
        """The model's log-odds for the text; the bias alone for an empty one."""
        return self.logit_of(slots(text, self.buckets, self.n_min, self.n_max))

    def logit_of(self, hit: list[int]) -> float:
        """The log-odds of a text whose hashed slots (`slots`, this model's shape) are `hit`."""
        if not hit:
            return self.bias
        w = self.weights
        total: int = sum(w[s] for s in hit)
        return self.bias + self.scale * total / math.sqrt(len(hit))

    def probability(self, text: str) -> float:
        z = self.logit(text)
        return logistic(z)


def encode(model: LexicalModel) -> bytes:
    """The model file's bytes: MAGIC, HEADER, then the weights."""
    if model.buckets & (model.buckets - 1) or len(model.weights) != model.buckets:
        raise ValueError("buckets must be a power of two and match the weights")
    return (MAGIC + HEADER.pack(model.buckets, model.n_min, model.n_max, model.scale, model.bias)
            + model.weights.tobytes())


def decode(data: bytes) -> LexicalModel:
    """Read a model file's bytes; a file of another kind or cut short raises ValueError."""
    if not data.startswith(MAGIC) or len(data) < len(MAGIC) + HEADER.size:
        raise ValueError("not a lexical model file (bad magic or cut short)")
    buckets, n_min, n_max, scale, bias = HEADER.unpack_from(data, len(MAGIC))
    body = data[len(MAGIC) + HEADER.size:]
    if buckets <= 0 or buckets & (buckets - 1) or len(body) != buckets or not 1 <= n_min <= n_max:
        raise ValueError("lexical model file is inconsistent: regenerate it with its fitting "
                         "script")
    return LexicalModel(buckets, n_min, n_max, scale, bias, array("b", body))


@cache
def load(path: str) -> LexicalModel:
    """The model stored at `path`, read once per process."""
    with open(path, "rb") as fh:
        return decode(fh.read())


_reported: set[str] = set()  # the paths whose failure was logged in this process


def load_or_log(path: str, log_dir: str | None, what: str, without: str) -> LexicalModel | None:
    """The model stored at `path`, or None when it cannot be read: a judgement that weighs a
    model goes on without it (`without` says how, and how to mend it), and the problem is
    logged to `log_dir` (None: the fallback log), once per process for each path, never
    raised."""
    try:
        return load(path)
    except (OSError, ValueError) as exc:
        if path not in _reported:
            _reported.add(path)
            from memory_engine.logs import fallback_log_dir, write_log

            write_log(log_dir or fallback_log_dir(), "WARNING",
                      f"{what} {path} could not be read ({exc}); {without}")
        return None
