"""How the audit dates what happened: a draft applied during a replay (journal and record both
dated on the replayed day) counts on the replayed day; one applied in real use counts on its real
day, so an audit of an earlier day leaves it out and says so."""

from __future__ import annotations

import datetime as dt
import json
from typing import Any

from conftest import run_cli

from memory_engine.storage.store import Store

REPLAYED = "2026-05-10"
AUDIT_DAY = "2026-05-23"
NOTES = ("Always run `make lint` before pushing: CI rejects unformatted code.",
         "Release tags are created by `make release`, never by hand with git tag.")


def _apply(text: str, today: str | None) -> None:
    env = {"MEMORY_ENGINE_TODAY": today} if today else None
    added = run_cli("drafts", "add", "--tier", "procedural", "--topic", "workflow", "--text",
                    text, "--json", env=env)
    assert added.returncode == 0, added.stderr
    applied = run_cli("drafts", "apply", json.loads(added.stdout)["id"], "--force", env=env)
    assert applied.returncode == 0, applied.stdout + applied.stderr


def _audit(today: str) -> dict[str, Any]:
    proc = run_cli("audit", "--json", "--no-write", "--today", today)
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)


def test_replayed_writes_count_on_their_day_real_ones_on_theirs(store: Store) -> None:
    real_today = dt.date.today().isoformat()
    assert real_today > AUDIT_DAY  # the test needs a real clock after the replayed month
    _apply(NOTES[0], REPLAYED)
    _apply(NOTES[1], None)
    report = _audit(AUDIT_DAY)
    # the replayed apply counts (dated by its record), the real one does not exist yet
    assert report["drafts"]["applied"] == 1
    assert report["tiers"]["procedural"]["connectivity"]["last_write"] == REPLAYED
    replay = report["replay"]
    # a replay stamps the journal with its own day (memory_engine.clock): nothing to re-date
    assert replay["journal_entries_dated_by_record"] == 0
    assert replay["left_out_after_the_day"].get("journal", 0) >= 1
    assert "real clock" in replay["note"]
    text = run_cli("audit", "--no-write", "--today", AUDIT_DAY).stdout
    assert "journal entries dated by their record" in text
    # before the replayed day nothing had happened
    assert _audit("2026-05-09")["drafts"]["applied"] == 0
    # on the real day both count
    assert _audit(real_today)["drafts"]["applied"] == 2
