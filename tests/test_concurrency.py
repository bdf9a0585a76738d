"""Several sessions writing to one tier at once: nothing lost, nothing torn."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from memory_engine.index import Index
from memory_engine.records import tiers as T
from memory_engine.records.recordio import parse_bytes
from memory_engine.records.types import SemanticRecord
from memory_engine.storage.store import Store

PROCESSES = 8
WRITES = 200

WORKER = r"""
import sys
from memory_engine.records.types import SemanticRecord
from memory_engine.storage.store import Store

worker, writes = int(sys.argv[1]), int(sys.argv[2])
store = Store.open()
for i in range(writes):
    if i % 2 == 0:
        # a new record of our own, with a body large enough to tear if writes were not atomic
        store.write(SemanticRecord(id=f"w{worker}-{i}", tier="semantic", topic="load",
                                   confidence=0.5, source=[f"worker-{worker}"],
                                   body=(f"# worker {worker} record {i}\n" + "x" * 4000)))
    else:
        # a read-modify-write of the one shared record: lost updates show up in its count
        def bump(record):
            record.observations += 1
            record.source = sorted(set(record.source) | {f"worker-{worker}"})
        store.update("shared-counter", bump)
"""


def test_parallel_writers_lose_nothing(store: Store, tmp_path: Path) -> None:
    store.write(SemanticRecord(id="shared-counter", tier=T.SEMANTIC, topic="load",
                               confidence=0.5, source=["seed"], body="# shared"))
    procs = [subprocess.Popen([sys.executable, "-c", WORKER, str(w), str(WRITES)],
                              stderr=subprocess.PIPE, text=True) for w in range(PROCESSES)]
    errors = [p.communicate(timeout=600)[1] for p in procs]
    assert all(p.returncode == 0 for p in procs), errors

    folder = store.tier_dir(T.SEMANTIC)
    files = sorted(p for p in folder.glob("*.md") if not p.name.startswith("_"))
    per_worker = WRITES // 2
    assert len(files) == PROCESSES * per_worker + 1
    for path in files:  # every file parses and is complete
        record, _ = parse_bytes(path.read_bytes(), str(path), T.SEMANTIC, None, path.stem)
        if record.id != "shared-counter":
            assert record.body.endswith("x" * 4000)
    counter, _ = parse_bytes((folder / "shared-counter.md").read_bytes(), "c", T.SEMANTIC)
    assert counter.observations == 1 + PROCESSES * (WRITES - per_worker)
    assert len(counter.source) == PROCESSES + 1
    assert not list(folder.glob(".*.tmp"))  # no temp file left behind
    fresh = Index(store.config)
    assert fresh.tier_stats()[T.SEMANTIC]["valid"] == len(files)
    assert fresh.get("shared-counter").observations == counter.observations  # type: ignore[union-attr]
