"""MEMORY_ENGINE_TODAY replays a day: dates written into records and date-dependent decisions
follow it; a malformed value falls back to the real date instead of breaking a hook."""

from __future__ import annotations

import datetime as dt
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from memory_engine import clock
from memory_engine.records.types import SemanticRecord


def test_today_follows_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(clock.ENV, "2026-03-04")
    assert clock.today() == dt.date(2026, 3, 4)
    assert clock.now().date() == dt.date(2026, 3, 4)
    record = SemanticRecord(id="x", tier="semantic", topic="t", confidence=0.5, body="b")
    assert record.created == dt.date(2026, 3, 4) and record.last_touched == dt.date(2026, 3, 4)


def test_the_dates_it_gives_are_the_datetime_modules_own() -> None:
    """`clock.dt` is the C module `datetime` re-exports: its classes are `datetime`'s, so a date
    read through it is one to every other module, and compares and hashes as one."""
    for name in ("date", "datetime", "timedelta", "timezone", "tzinfo", "time"):
        assert getattr(clock.dt, name) is getattr(dt, name)
    day = clock.parse_day("2026-03-04")
    assert type(day) is dt.date and day == dt.date(2026, 3, 4)
    assert {day: 1}[dt.date(2026, 3, 4)] == 1
    assert isinstance(clock.now(), dt.datetime)


def test_a_malformed_override_falls_back_to_the_real_date(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(clock.ENV, "next tuesday")
    assert clock.today() == dt.date.today()
    with pytest.raises(clock.ClockError, match="YYYY-MM-DD"):
        clock.parse_day("next tuesday")


def test_set_today_reaches_child_processes(monkeypatch: pytest.MonkeyPatch,
                                           tmp_path: Path) -> None:
    monkeypatch.delenv(clock.ENV, raising=False)
    clock.set_today("2025-12-31")
    try:
        out = subprocess.run([sys.executable, "-c", "from memory_engine import clock; "
                              "print(clock.today())"], capture_output=True, text=True,
                             check=True, cwd=tmp_path)
        assert out.stdout.strip() == "2025-12-31"
    finally:
        os.environ.pop(clock.ENV, None)


def test_a_replayed_day_dates_the_queue_and_the_journal(store: object, store_root: Path) -> None:
    from tests.conftest import run_cli

    day = {clock.ENV: "2026-03-04"}
    added = run_cli("drafts", "add", "--tier", "semantic", "--topic", "deploy", "--text",
                    "maybe the deploy failed once, not sure", "--json", env=day)
    assert added.returncode == 0, added.stderr
    draft = json.loads(added.stdout)["id"]
    rejected = run_cli("drafts", "reject", draft, "--reason", "anecdote", env=day)
    assert rejected.returncode == 0, rejected.stderr
    archived = (store_root / "_drafts" / "_rejected" / f"{draft}.md").read_text()
    assert "queued_at: '2026-03-04T" in archived and "rejected_at: '2026-03-04T" in archived
    written = run_cli("drafts", "add", "--tier", "semantic", "--topic", "deploy", "--text",
                      "Deploys run from ops/deploy.sh after the migrations.", env=day)
    assert written.returncode == 0, written.stderr
    run_cli("drafts", "process", env=day)
    journal = (store_root / ".logs" / "journal.jsonl").read_text().splitlines()
    assert journal and all(json.loads(line)["ts"].startswith("2026-03-04T") for line in journal)
