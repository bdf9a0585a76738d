"""The logistic function every fitted model of the package reads its score through.

The screen, the gate's leaning, the correction model, the wording models and recall's
calibration are logistic regressions; their log-odds can be far out (a wording model's sum over
thousands of n-grams), so the function is written in the form that never overflows and keeps
its precision on both sides, instead of each model clamping its own way.
"""

from __future__ import annotations

import math


def logistic(z: float) -> float:
    """1 / (1 + e^-z), computed from the side where the exponential is at most 1."""
    if z >= 0:
        return 1.0 / (1.0 + math.exp(-z))
    e = math.exp(z)
    return e / (1.0 + e)
