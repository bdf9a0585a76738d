"""The daily promotion pass as a cadence job (see `memory_engine.promotion`)."""

from __future__ import annotations

from typing import Any

from memory_engine.promotion import run_pass
from memory_engine.storage.store import Store


def run(store: Store, budget: float) -> tuple[bool, dict[str, Any]]:
    report = run_pass(store, budget=budget)
    data = report.to_dict()
    summary = {"promotions": [c["to"] for c in data["promotions"]],
               "demotions": [f"{c['action']} {c['from'][0]}" for c in data["demotions"]],
               "held": len(data["held"]), "links": len(data["links"]),
               "errors": report.errors}
    return report.complete and not report.errors, summary
