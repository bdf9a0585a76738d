"""Hostile ids and paths never escape the store."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from memory_engine.records import safepath
from memory_engine.records import tiers as T
from memory_engine.records.safepath import UnsafePathError, check_id, contained, new_id
from memory_engine.records.types import SemanticRecord
from memory_engine.screening import secretcheck
from memory_engine.screening.secretcheck import might_hold_secret
from memory_engine.storage.store import Store, StoreError


@pytest.mark.parametrize("bad", [
    "../escape", "..", "a/b", "/etc/passwd", "a\\b", "a\x00b", ".hidden", "-flag", "",
    "x" * 121, "con", "NUL.txt", "a..b", "trailing.", "spa ce", "semi;colon", "ünï",
])
def test_hostile_ids_are_refused(bad: str) -> None:
    with pytest.raises(UnsafePathError):
        check_id(bad)


def test_new_ids_are_safe_and_unique() -> None:
    made = {new_id("Use uv, not pip! ../../etc") for _ in range(2000)}
    assert len(made) == 2000
    for rid in made:
        assert check_id(rid) == rid and rid.startswith("use-uv-not-pip-etc-")


def test_new_ids_cannot_read_as_a_secret() -> None:
    """A queued draft's id is screened with its metadata: generated letters no word of the
    pre-check can be spelt from, joined to the slug as a name, never send it to the redactor."""
    for hint in ("maybe the build is flaky", "", "Use uv, not pip!", "Run the tests first",
                 "ключ API", "deploy", "Prefer ripgrep over grep for searching the monorepo"):
        for _ in range(200):
            rid = new_id(hint)
            assert not might_hold_secret(rid), rid
            assert not might_hold_secret(f"{rid}.md\n{rid}"), rid
    for word in secretcheck._WORDS:
        tails = [word] + [word[i + 1:] for i, c in enumerate(word) if c == "-"]
        assert not any(tail and set(tail) <= set(safepath.ID_LETTERS) for tail in tails), word


def test_new_ids_sort_by_time() -> None:
    first = new_id("note")
    time.sleep(0.002)
    assert new_id("note").split("-")[1] > first.split("-")[1]


def test_contained_refuses_escapes(tmp_path: Path) -> None:
    base = tmp_path / "store"
    base.mkdir()
    outside = tmp_path / "outside"
    outside.mkdir()
    (base / "link").symlink_to(outside)
    assert contained(base, "ok.md") == (base / "ok.md").resolve()
    for bad in ["../x.md", str(outside / "x.md"), "link/x.md", "a\x00.md"]:
        with pytest.raises(UnsafePathError):
            contained(base, bad)


def test_store_refuses_hostile_record_ids(store: Store, tmp_path: Path) -> None:
    for bad in ["../../pwned", "/tmp/pwned", "a\x00b"]:
        rec = SemanticRecord(id=bad, tier=T.SEMANTIC, topic="t", confidence=0.5,
                             source=["x"], body="b")
        with pytest.raises((StoreError, UnsafePathError)):
            store.write(rec)
    assert not (tmp_path / "pwned.md").exists()
    assert not Path("/tmp/pwned.md").exists()


def test_symlinked_record_leading_outside_is_not_read(store: Store, tmp_path: Path) -> None:
    secret = tmp_path / "secret.md"
    secret.write_text("---\nid: leak\ntier: semantic\ntopic: t\nconfidence: 1\nobservations: 1\n"
                      "last_touched: 2026-01-01\ncreated: 2026-01-01\nsource: [x]\nlinks: []\n"
                      "---\nprivate\n", encoding="utf-8")
    os.symlink(secret, store.tier_dir(T.SEMANTIC) / "leak.md")
    assert store.index.get("leak") is None
    # and writing through the link is refused rather than followed
    rec = SemanticRecord(id="leak", tier=T.SEMANTIC, topic="t", confidence=0.5, source=["x"],
                         body="overwrite")
    with pytest.raises(StoreError, match="outside"):
        store.write(rec)
    assert "private" in secret.read_text(encoding="utf-8")


def test_duplicate_ids_are_refused(store: Store) -> None:
    a = SemanticRecord(id="dup", tier=T.SEMANTIC, topic="t", confidence=0.5, source=["x"])
    store.write(a)
    with pytest.raises(StoreError, match="already exists"):
        store.write(a, create=True)
    from memory_engine.records.types import PersonalizedRecord

    b = PersonalizedRecord(id="DUP", tier=T.PERSONALIZED, topic="t", confidence=0.5,
                           source=["x"], principal="me", domain="d")
    with pytest.raises(StoreError, match="already used"):
        store.write(b)
