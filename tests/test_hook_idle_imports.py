"""A hook with nothing to do loads nothing it would need only to act (real hook processes).

Under a user-scope install every hook runs in every project, and most projects have no store:
there, and where the store has nothing for the event, a hook's cost is the interpreter and what
it imports. pathlib (with `re`, `enum` and `urllib.parse` behind it) is the first such import.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from memory_engine.storage.store import Store

# The hook's run, with the modules it loaded written to stderr after the response.
LOADED = """
import json, sys
from memory_engine.hookrun import run
run(sys.argv[1])
sys.stderr.write("\\n" + json.dumps(sorted(sys.modules)))
"""


def run_listing_modules(handler: str, data: dict[str, object], project: Path
                        ) -> tuple[str, set[str]]:
    env = dict(os.environ, CLAUDE_PROJECT_DIR=str(project))
    env.pop("MEMORY_ENGINE_ROOT", None)
    proc = subprocess.run([sys.executable, "-P", "-c", LOADED, handler], input=json.dumps(data),
                          text=True, capture_output=True, env=env, cwd=project, timeout=60)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout, set(json.loads(proc.stderr.strip().splitlines()[-1]))


def subagent_stop(project: Path, transcript: Path) -> dict[str, object]:
    return {"session_id": "s1", "transcript_path": str(project / "s1.jsonl"),
            "cwd": str(project), "permission_mode": "default",
            "hook_event_name": "SubagentStop", "stop_hook_active": False, "agent_id": "a1",
            "agent_type": "general-purpose", "agent_transcript_path": str(transcript)}


def test_subagent_stop_with_nothing_to_read_does_not_import_pathlib(tmp_path: Path) -> None:
    bare = tmp_path / "no-store"
    bare.mkdir()
    agent = bare / "agent-a1.jsonl"
    agent.write_text("", encoding="utf-8")
    out, loaded = run_listing_modules("subagent_stop", subagent_stop(bare, agent), bare)
    assert out == "" and not (bare / ".memory-engine").exists()
    assert "pathlib" not in loaded  # no store here: nothing to reflect into

    project = tmp_path / "project"
    store = Store.open(project / ".memory-engine")
    store.init()
    store.close()
    missing = project / "agent-missing.jsonl"
    out, loaded = run_listing_modules("subagent_stop", subagent_stop(project, missing), project)
    assert out == "" and "pathlib" not in loaded  # a store, but no transcript to read

    # with both, the subagent's transcript is read (reflexion loads what it needs)
    agent = project / "agent-a1.jsonl"
    agent.write_text("", encoding="utf-8")
    out, loaded = run_listing_modules("subagent_stop", subagent_stop(project, agent), project)
    assert out == "" and "memory_engine.reflexion.session" in loaded
