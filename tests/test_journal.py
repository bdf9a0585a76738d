"""The journal (`.logs/journal.jsonl`): every write is a line, read back with jsonlines, damaged
lines skipped; the hooks, which only append, never import jsonlines."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from memory_engine.handlers import EVENTS
from memory_engine.records.types import SemanticRecord
from memory_engine.storage.store import Store


def test_journal_reads_every_entry_and_skips_damaged_lines(store: Store,
                                                           store_root: Path) -> None:
    record = SemanticRecord(id="builds-are-slow", tier="semantic", topic="ci", confidence=0.7,
                            source=["manual"], body="CI builds take nine minutes.\n")
    store.write(record, create=True)
    store.update("builds-are-slow", lambda r: setattr(r, "confidence", 0.8) or r)
    journal = store_root / ".logs" / "journal.jsonl"
    with journal.open("a", encoding="utf-8") as handle:
        handle.write("[1, 2]\n\n")  # valid JSON, but not an entry
        handle.write('{"op": "create", "id": "cut-sh')  # a write a crash cut short
    entries = list(store.journal())
    assert [(e["op"], e["id"]) for e in entries] == [("create", "builds-are-slow"),
                                                     ("update", "builds-are-slow")]
    assert all(isinstance(e, dict) for e in entries)


def test_no_hook_imports_jsonlines(store: Store, store_root: Path, tmp_path: Path) -> None:
    code = ("import sys\nfrom memory_engine import hookrun\nhookrun.run(sys.argv[1])\n"
            "sys.stderr.write('jsonlines imported: %s\\n' % ('jsonlines' in sys.modules))\n")
    for name, event in EVENTS.items():
        payload = {"session_id": "s1", "transcript_path": str(tmp_path / "t.jsonl"),
                   "cwd": str(store_root.parent), "hook_event_name": event,
                   "tool_name": "Write", "prompt": "how do we run the tests?",
                   "tool_input": {"file_path": str(store_root / "semantic" / "x.md"),
                                  "content": "CI builds take nine minutes.\n"},
                   "tool_response": {}, "reason": "other", "source": "startup"}
        proc = subprocess.run([sys.executable, "-c", code, name], input=json.dumps(payload),
                              capture_output=True, text=True, env=dict(os.environ),
                              timeout=60)
        assert proc.returncode == 0, proc.stderr
        assert "jsonlines imported: False" in proc.stderr, (name, proc.stderr)
