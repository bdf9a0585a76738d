"""Write the benchmark's records into a real store, through the library's own validated writes.

    python benchmarks/retrieval/build_store.py DIR     # DIR/project (store) and DIR/user

Deterministic: the same dataset always gives the same files.
"""

from __future__ import annotations

import datetime as dt
import os
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "lib"))
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from benchmarks.retrieval.dataset import PRINCIPAL, RECORDS
from memory_engine.records.types import (
    EnvironmentRecord,
    EpisodicRecord,
    Outcomes,
    PersonalizedRecord,
    ProceduralRecord,
    Record,
    SemanticRecord,
    Violations,
)
from memory_engine.storage.store import Store


def to_record(spec: dict[str, Any]) -> Record:
    date: dt.date = spec["date"]
    common: dict[str, Any] = {
        "id": spec["id"], "tier": spec["tier"], "topic": spec["topic"],
        "confidence": spec["confidence"], "observations": spec["observations"],
        "last_touched": date, "created": date - dt.timedelta(days=14),
        "source": ["benchmark-dataset"], "links": [],
        "body": f"# {spec['title']}\n\n{spec['text']}\n",
    }
    tier = spec["tier"]
    if tier == "semantic":
        return SemanticRecord(**common)
    if tier == "episodic":
        common["created"] = date
        return EpisodicRecord(**common, date=date, event_type=spec["event_type"])
    if tier == "procedural":
        return ProceduralRecord(**common, kind="rule", trigger=spec["trigger"],
                                severity=spec["severity"],
                                violations=Violations(count=spec["violations"]))
    if tier == "personalized":
        return PersonalizedRecord(**common, principal=PRINCIPAL, domain=spec["domain"])
    return EnvironmentRecord(**common, bucket=spec["bucket"], condition=spec["condition"],
                             prediction=spec["prediction"],
                             outcomes=Outcomes(hits=spec["hits"], misses=spec["misses"]))


def build(base: Path, records: list[dict[str, Any]] | None = None) -> Store:
    """Create DIR/project/.memory-engine (personalized in DIR/user) and write every record.

    The returned store keeps DIR/user as its user store; the environment is left as it was.
    """
    before = os.environ.get("MEMORY_ENGINE_USER_ROOT")
    os.environ["MEMORY_ENGINE_USER_ROOT"] = str(base / "user")
    try:
        store = Store.open(base / "project" / ".memory-engine")
        store.init()
        for spec in RECORDS if records is None else records:
            store.write(to_record(spec))
    finally:
        if before is None:
            os.environ.pop("MEMORY_ENGINE_USER_ROOT", None)
        else:
            os.environ["MEMORY_ENGINE_USER_ROOT"] = before
    return store


if __name__ == "__main__":
    if len(sys.argv) != 2:
        print(__doc__.strip(), file=sys.stderr)
        raise SystemExit(2)
    built = build(Path(sys.argv[1]).absolute())
    counts = built.index.tier_stats()
    print({t: c["valid"] for t, c in counts.items()})
