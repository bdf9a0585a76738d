"""Part 2: writers SIGKILLed at random points (store writes and updates, the admission queue,
`memengine reflexion`, SessionEnd's worker): every file is whole afterwards, the index
recovers, and the temp files of killed writes are reported."""

from __future__ import annotations

import parts
import pytest

KILLS = 20  # CI size; `benchmarks/reliability.py` kills 100 times


@pytest.fixture(scope="module")
def crashed(tmp_path_factory: pytest.TempPathFactory) -> parts.CrashResult:
    return parts.crashes(tmp_path_factory.mktemp("crashes"), kills=KILLS)


def test_every_record_is_an_old_or_a_new_version(crashed: parts.CrashResult) -> None:
    assert crashed.kills == KILLS
    assert crashed.partial == [], crashed.partial[:10]
    assert crashed.corrupt == [], crashed.corrupt[:10]


def test_the_index_recovers(crashed: parts.CrashResult) -> None:
    assert crashed.index == [], crashed.index[:10]


def test_the_store_works_after_the_crashes(crashed: parts.CrashResult) -> None:
    assert crashed.after == [], crashed.after


def test_temp_files_of_killed_writes_are_reported(crashed: parts.CrashResult) -> None:
    assert crashed.tmp_unreported == [], (
        f"{len(crashed.tmp)} temp files left by killed writers; `memengine validate --strict` "
        f"did not name {crashed.tmp_unreported[:5]}")
