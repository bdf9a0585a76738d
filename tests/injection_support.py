"""What the injection tests share: one signal's value for a text."""

from __future__ import annotations

from memory_engine.screening.injection import SIGNALS, assess_injection


def signal_value(text: str, signal: str) -> float:
    """The value `assess_injection` gives `signal` (a name of injection.SIGNALS) for `text`."""
    return assess_injection(text).features[SIGNALS.index(signal)]
