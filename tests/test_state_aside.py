"""State the hooks rewrite on every prompt and tool call is never renamed over its old file.

ext4 answers a rename over an existing file by writing the new file's data out there and then
(its replace-via-rename safeguard): milliseconds of every prompt on a busy disk, for state kept
without fsync. So the old file is moved aside first (`storefs.write_bytes(..., aside=True)`),
and readers find it there for that instant, or after a write that stopped in between.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from memory_engine.storage import sessionstate, storefs

# Every rename the process makes onto a name that exists, seen through the interpreter's audit
# hook (os.rename and os.replace both raise "os.rename"), then the writes under test.
RENAMES_ONTO_A_FILE = """
import json, os, sys
over = []
def hook(event, args):
    if event == "os.rename":
        src, dst, src_fd, dst_fd = args
        try:
            os.stat(dst, dir_fd=None if dst_fd == -1 else dst_fd, follow_symlinks=False)
        except OSError:
            return
        over.append(os.fsdecode(dst))
sys.addaudithook(hook)
from memory_engine.storage import sessionstate
from memory_engine.retrieval import session
root = sys.argv[1]
for n in range(3):
    sessionstate.save(root, "profile", "s1", {"task": {"prompt": f"p{n}"}}, aside=True)
    session.add_given(root, "s1", [f"sem-{n:06d}"])
aside = list(over)
sessionstate.save(root, "profile", "s1", {"task": {"prompt": "plain"}})
print(json.dumps({"aside": aside, "plain": over[len(aside):]}))
"""


def test_prompt_state_is_never_renamed_over_its_old_file(tmp_path: Path) -> None:
    root = tmp_path / "store"
    root.mkdir()
    out = subprocess.run([sys.executable, "-c", RENAMES_ONTO_A_FILE, str(root)],
                         capture_output=True, text=True, check=True, timeout=60)
    seen = json.loads(out.stdout)
    assert seen["aside"] == []
    assert seen["plain"] == ["s1.json"]  # what the check sees when a write renames over a file
    assert sessionstate.load(root, "profile", "s1") == {"task": {"prompt": "plain"}}
    given = sessionstate.load(root, "given", "s1")["given"]
    assert given == ["sem-000000", "sem-000001", "sem-000002"]
    leftovers = [p.name for p in (root / ".state").rglob("*") if p.name.endswith((".old", ".tmp"))]
    assert leftovers == []


def test_a_write_stopped_aside_leaves_the_old_state_readable(tmp_path: Path) -> None:
    root = tmp_path / "store"
    root.mkdir()
    sessionstate.save(str(root), "profile", "s1", {"task": {"prompt": "first"}}, aside=True)
    path = Path(sessionstate.state_path(str(root), "profile", "s1"))
    old = path.parent / storefs.aside_name(path.name)
    os.rename(path, old)  # a write that stopped between moving the old file and placing the new
    assert sessionstate.exists(str(root), "profile", "s1")
    assert sessionstate.load(str(root), "profile", "s1") == {"task": {"prompt": "first"}}
    sessionstate.save(str(root), "profile", "s1", {"task": {"prompt": "second"}}, aside=True)
    assert sessionstate.load(str(root), "profile", "s1") == {"task": {"prompt": "second"}}
    assert not old.exists()
    os.link(path, old)  # stopped again; removing the state removes both
    sessionstate.remove(str(root), "profile", "s1")
    assert not path.exists() and not old.exists()
    assert not sessionstate.exists(str(root), "profile", "s1")
    assert sessionstate.load(str(root), "profile", "s1") == {}
