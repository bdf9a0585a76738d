"""A session written as a real transcript and learned from through the command line: reflexion
over it, the drafts it queued processed, the personalized records listed."""

from __future__ import annotations

import datetime as dt
import sys
from pathlib import Path

from conftest import REPO, run_cli, run_cli_json

sys.path.insert(0, str(REPO / "benchmarks" / "reflexion"))
from sessions import Step, write_session


def learn_personalized(folder: Path, session: str, steps: list[Step],
                       cwd: str | None = None) -> list[dict[str, object]]:
    """Write `steps` as session `session` in `folder` (run from `cwd`, `folder` by default),
    learn from it, process the drafts, and return the personalized records."""
    path = write_session(folder / f"{session}.jsonl", session, cwd or str(folder), steps,
                         dt.datetime(2026, 11, 2, 9))
    learned = run_cli_json("reflexion", "--transcript", str(path))
    assert isinstance(learned, dict)
    processed = run_cli("drafts", "process")
    assert processed.returncode == 0, processed.stderr
    records = run_cli_json("list", "--tier", "personalized")
    assert isinstance(records, list)
    return records
