"""Fit memory_engine.lexical models: logistic regression over hashed character n-grams.

Used by the fitting scripts of the judgements that have a lexical part; nothing here runs in
the product (numpy is a development dependency only). The fit is full-batch gradient descent
with Nesterov momentum on the mean log-loss plus an L2 penalty on the weights (not the bias);
classes can be balanced so that the fitted bias does not just echo a set's class shares.

`out_of_fold` gives every row a logit from a model fitted without the row's group (its source):
the value a combining model may be fitted on, because it is what the lexical part is worth on a
source it never saw (stacking).
"""

from __future__ import annotations

import math
from array import array
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from memory_engine.lexical import LexicalModel, slots


@dataclass(frozen=True)
class Design:
    """Texts as a sparse matrix (CSR arrays) over `buckets` hashed n-gram slots."""

    buckets: int
    n_min: int
    n_max: int
    indptr: np.ndarray
    indices: np.ndarray
    data: np.ndarray

    @property
    def rows(self) -> int:
        return len(self.indptr) - 1

    def take(self, rows: Sequence[int] | np.ndarray) -> Design:
        rows = np.asarray(rows, dtype=np.int64)
        starts, ends = self.indptr[rows], self.indptr[rows + 1]
        lengths = ends - starts
        indptr = np.concatenate(([0], np.cumsum(lengths)))
        pick = np.concatenate([np.arange(s, e) for s, e in zip(starts, ends, strict=True)]
                              ) if len(rows) else np.zeros(0, dtype=np.int64)
        return Design(self.buckets, self.n_min, self.n_max, indptr, self.indices[pick],
                      self.data[pick])

    def dot(self, w: np.ndarray) -> np.ndarray:
        """X @ w."""
        products = w[self.indices] * self.data
        sums = np.add.reduceat(products, self.indptr[:-1]) if len(products) else products
        # reduceat gives a wrong value for an empty row (it repeats the next one): zero those
        empty = self.indptr[1:] == self.indptr[:-1]
        sums = np.where(empty, 0.0, sums) if len(sums) else np.zeros(self.rows)
        return np.asarray(sums, dtype=np.float64)

    def tdot(self, r: np.ndarray) -> np.ndarray:
        """X.T @ r."""
        per_entry = np.repeat(r, np.diff(self.indptr)) * self.data
        return np.bincount(self.indices, weights=per_entry, minlength=self.buckets)


def design(texts: Sequence[str], buckets: int = 1 << 16, n_min: int = 2, n_max: int = 4) -> Design:
    """The texts' hashed n-gram features, as memory_engine.lexical reads them."""
    indptr = [0]
    indices: list[int] = []
    data: list[float] = []
    for text in texts:
        hit = slots(text, buckets, n_min, n_max)
        value = 1.0 / math.sqrt(len(hit)) if hit else 0.0
        indices.extend(hit)
        data.extend([value] * len(hit))
        indptr.append(len(indices))
    return Design(buckets, n_min, n_max, np.asarray(indptr, dtype=np.int64),
                  np.asarray(indices, dtype=np.int64), np.asarray(data, dtype=np.float64))


@dataclass(frozen=True)
class Fit:
    weights: np.ndarray
    bias: float

    def logits(self, x: Design) -> np.ndarray:
        return x.dot(self.weights) + self.bias


def fit(x: Design, y: Sequence[bool] | np.ndarray, *, l2: float = 1e-4, iters: int = 300,
        balance: bool = True, sample_weight: np.ndarray | None = None,
        lr: float = 4.0) -> Fit:
    """Logistic regression on x, y: mean weighted log-loss + l2/2 * |w|^2."""
    target = np.asarray(y, dtype=np.float64)
    weight = np.ones(x.rows) if sample_weight is None else np.asarray(sample_weight, dtype=float)
    if balance and 0 < target.sum() < len(target):
        positive = target.sum()
        weight = weight * np.where(target > 0, len(target) / (2 * positive),
                                   len(target) / (2 * (len(target) - positive)))
    weight = weight / weight.sum()
    w = np.zeros(x.buckets)
    b = 0.0
    vw, vb = np.zeros(x.buckets), 0.0
    momentum = 0.9
    for _ in range(iters):
        # Nesterov: the gradient at the look-ahead point
        lw, lb = w + momentum * vw, b + momentum * vb
        p = 1.0 / (1.0 + np.exp(-np.clip(x.dot(lw) + lb, -35, 35)))
        r = (p - target) * weight
        gw = x.tdot(r) + l2 * lw
        gb = float(r.sum())
        vw = momentum * vw - lr * gw
        vb = momentum * vb - lr * gb
        w, b = w + vw, b + vb
    return Fit(w, b)


def out_of_fold(x: Design, y: Sequence[bool], groups: Sequence[str], *,
                fit_on: Sequence[bool] | np.ndarray | None = None, **options: float
                ) -> np.ndarray:
    """Each row's logit from a model fitted on the rows of every other group (of those rows,
    only the ones `fit_on` marks, when given)."""
    labels = np.asarray(y, dtype=bool)
    group_of = np.asarray(groups)
    allowed = np.ones(x.rows, dtype=bool) if fit_on is None else np.asarray(fit_on, dtype=bool)
    out = np.zeros(x.rows)
    for group in sorted(set(groups)):
        held = np.flatnonzero(group_of == group)
        train = np.flatnonzero((group_of != group) & allowed)
        if not len(train) or labels[train].all() or not labels[train].any():
            continue
        model = fit(x.take(train), labels[train], **options)  # type: ignore[arg-type]
        out[held] = model.logits(x.take(held))
    return out


def quantise(model: Fit, x: Design) -> LexicalModel:
    """The fit as memory_engine.lexical stores it: signed-byte weights times one scale."""
    peak = float(np.abs(model.weights).max()) or 1.0
    scale = peak / 127.0
    weights = array("b", np.clip(np.rint(model.weights / scale), -127, 127).astype(np.int8)
                    .tobytes())
    return LexicalModel(x.buckets, x.n_min, x.n_max, scale, float(model.bias), weights)
