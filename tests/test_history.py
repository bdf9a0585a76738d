"""Every write can be undone: history lists versions, restore brings one back byte for byte."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from memory_engine.records import tiers as T
from memory_engine.records.types import Record, SemanticRecord
from memory_engine.storage.store import Store
from tests.conftest import run_cli, run_cli_json


def pattern(rid: str, body: str) -> SemanticRecord:
    day = dt.date(2026, 11, 30)  # one object in two fields: PyYAML would write an anchor
    return SemanticRecord(id=rid, tier=T.SEMANTIC, topic="build-tooling", confidence=0.8,
                          source=["test"], body=body, last_touched=day, created=day)


def test_each_change_is_a_version_and_restore_undoes_the_last(store: Store) -> None:
    path = store.write(pattern("uv-not-pip", "Use uv, not pip.\n"), create=True)
    first = path.read_bytes()

    def reword(record: Record) -> None:
        record.body = "Use uv for every install.\n"

    store.update("uv-not-pip", reword, source="test")
    second = path.read_bytes()
    assert [v.op for v in store.history("uv-not-pip")] == ["create", "update"]
    chosen, _ = store.restore("uv-not-pip")
    assert chosen.version == 1 and path.read_bytes() == first
    history = store.history("uv-not-pip")
    assert [v.op for v in history] == ["create", "update", "restore"]
    assert history[1].read() == second  # nothing lost: the undone state is still a version
    store.restore("uv-not-pip", 2)
    assert path.read_bytes() == second


def test_forget_then_restore_is_byte_identical(store: Store) -> None:
    path = store.write(pattern("pin-node", "Pin Node 20 in CI.\n"), create=True)
    original = path.read_bytes()
    store.forget("pin-node", reason="obsolete")
    assert not path.exists() and store.index.get("pin-node") is None
    chosen, back = store.restore("pin-node")
    assert chosen.op == "forget" and back == path and path.read_bytes() == original
    assert store.index.get("pin-node") is not None


def test_a_hand_edit_becomes_a_version_before_the_next_change(store: Store) -> None:
    path = store.write(pattern("hand", "Written by the store.\n"), create=True)
    edited = path.read_bytes().replace(b"Written by the store.", b"Edited by hand.")
    path.write_bytes(edited)

    def bump(record: Record) -> None:
        record.observations += 1

    store.update("hand", bump)
    ops = [v.op for v in store.history("hand")]
    assert ops == ["create", "edit", "update"]
    assert store.history("hand")[1].read() == edited


def test_purge_removes_the_history_too(store: Store) -> None:
    store.write(pattern("leaky", "Rotate the key every month.\n"), create=True)
    store.forget("leaky", purge=True)
    assert store.history("leaky") == []
    assert not (store.root / "_history" / "leaky").exists()


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                   HealthCheck.function_scoped_fixture])
@given(bodies=st.lists(st.text(st.characters(blacklist_categories=("Cs", "Cc")), min_size=1,
                               max_size=200), min_size=1, max_size=4))
def test_every_version_round_trips_exactly(store: Store, bodies: list[str]) -> None:
    import secrets

    rid = f"prop-{secrets.token_hex(6)}"
    path = store.write(pattern(rid, bodies[0]), create=True)
    states = [path.read_bytes()]
    for body in bodies[1:]:
        def change(record: Record, body: str = body) -> None:
            record.body = body

        store.update(rid, change)
        states.append(path.read_bytes())
    for number, expected in enumerate(states, start=1):
        store.restore(rid, number)
        assert path.read_bytes() == expected
    assert [v.read() for v in store.history(rid)][: len(states)] == states


def test_cli_history_and_restore(store: Store) -> None:
    store.write(pattern("cli-rule", "Run the linter first.\n"), create=True)
    assert run_cli("forget", "cli-rule").returncode == 0
    listed = run_cli_json("history", "cli-rule")
    assert isinstance(listed, dict)
    assert [v["op"] for v in listed["versions"]] == ["create", "forget"]
    assert {"version", "at", "op", "source"} <= set(listed["versions"][0])
    restored = run_cli("restore", "cli-rule", "--version", "1")
    assert restored.returncode == 0, restored.stderr
    assert "version 1" in restored.stdout
    bad = run_cli("restore", "cli-rule", "--version", "9")
    assert bad.returncode == 1 and "versions 1 to 3" in bad.stderr


def test_written_frontmatter_has_no_yaml_anchors(store: Store) -> None:
    path: Path = store.write(pattern("plain-dates", "Dates are plain.\n"), create=True)
    text = path.read_text(encoding="utf-8")
    assert "&id" not in text and "*id" not in text
    assert "last_touched: 2026-11-30" in text and "created: 2026-11-30" in text
