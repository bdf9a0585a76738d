"""The command line says what went wrong and what to do, where it used to stay silent or answer
beside the point: no store, a budget too small, an empty query, a mistyped command."""

from __future__ import annotations

import re
from pathlib import Path

from conftest import run_cli

from memory_engine.storage.store import Store


def test_config_outside_a_store_says_there_is_none_and_how_to_make_one(
        store_root: Path, tmp_path: Path) -> None:
    proc = run_cli("config")
    assert proc.returncode == 1 and proc.stdout == ""
    assert f"no memory-engine store at {store_root}" in proc.stderr
    assert "memengine init" in proc.stderr
    changed = run_cli("config", "--set", "tiers.personalized=project")
    assert changed.returncode == 1 and "memengine init" in changed.stderr
    assert not store_root.exists()  # nothing written into a folder that is no store


def test_config_inside_a_store_still_shows_it(store: Store, store_root: Path) -> None:
    proc = run_cli("config")
    assert proc.returncode == 0, proc.stderr
    assert f"store: {store_root}" in proc.stdout


def test_coldstart_with_a_budget_too_small_says_why_and_what_fits(store: Store) -> None:
    added = run_cli("drafts", "add", "--tier", "procedural", "--topic", "testing",
                    "--text", "Always run the tests with pytest before pushing a commit.")
    assert run_cli("drafts", "apply", added.stdout.strip()).returncode == 0
    proc = run_cli("coldstart", "--budget", "10")
    assert proc.returncode == 1 and proc.stdout == ""
    assert "--budget 10 is too small for even the header and the smallest item" in proc.stderr
    found = re.search(r"give --budget (\d+) or more", proc.stderr)
    assert found, proc.stderr
    needed = int(found.group(1))
    enough = run_cli("coldstart", "--budget", str(needed))
    assert enough.returncode == 0 and enough.stdout.strip()  # the figure given is enough
    assert run_cli("coldstart", "--budget", str(needed - 1)).returncode == 1  # and the least


def test_coldstart_on_an_empty_store_says_there_is_nothing_yet(store: Store) -> None:
    proc = run_cli("coldstart")
    assert proc.returncode == 0 and proc.stdout == ""
    assert "nothing to show yet" in proc.stderr


def test_recall_names_an_empty_query(store: Store) -> None:
    proc = run_cli("recall", "")
    assert proc.returncode == 2 and "the query is empty" in proc.stderr
    assert "nothing relevant found" not in proc.stderr
    words = run_cli("recall", "the ?")
    assert words.returncode == 1 and "has no words to search for" in words.stderr


def test_a_mistyped_command_gets_a_suggestion() -> None:
    proc = run_cli("statsu")
    assert proc.returncode == 2
    assert "unknown command 'statsu'" in proc.stderr
    assert "did you mean `memengine status`?" in proc.stderr
    far = run_cli("xyzzy")
    assert far.returncode == 2 and "did you mean" not in far.stderr
    assert "commands: init, status" in far.stderr
