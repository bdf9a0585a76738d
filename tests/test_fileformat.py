"""The frontmatter loader refuses aliases, anchors and deep nesting; the writer writes none."""

from __future__ import annotations

import datetime as dt

import pytest
import yaml

from memory_engine.records import fileformat


def alias_bomb(levels: int = 9, width: int = 9) -> str:
    lines = ["---", "x0: &x0 [" + ", ".join(["l"] * width) + "]"]
    for i in range(1, levels):
        lines.append(f"x{i}: &x{i} [" + ", ".join([f"*x{i - 1}"] * width) + "]")
    lines += [f"links: *x{levels - 1}", "---", "body"]
    return "\n".join(lines) + "\n"


def test_an_alias_bomb_is_refused_at_once() -> None:
    # refused at the first anchor, before anything is expanded
    with pytest.raises(fileformat.UnsafeYAMLError, match=r"anchor &x0"):
        fileformat.loads(alias_bomb())


def test_a_single_alias_is_refused_too() -> None:
    with pytest.raises(yaml.YAMLError, match=r"alias|anchor"):
        fileformat.loads("---\na: &a 1\nb: *a\n---\nbody\n")


def test_deep_nesting_is_refused() -> None:
    text = "---\nlinks: " + "[" * 200 + "]" * 200 + "\n---\nbody\n"
    with pytest.raises(yaml.YAMLError):
        fileformat.loads(text)


def test_code_running_tags_are_refused() -> None:
    with pytest.raises(yaml.YAMLError):
        fileformat.loads("---\nx: !!python/object/apply:os.system ['true']\n---\nb\n")


def test_written_frontmatter_has_no_anchors_and_plain_dates() -> None:
    day = dt.date(2026, 12, 1)
    text = fileformat.dumps({"id": "x", "last_touched": day, "created": day,
                             "source": ["a"], "links": ["a"]}, "body\n")
    assert "&" not in text and "*" not in text
    assert "last_touched: 2026-12-01" in text and "created: 2026-12-01" in text
    meta, body = fileformat.loads(text)
    assert meta["created"] == day and body.strip() == "body"
    assert list(meta) == ["id", "last_touched", "created", "source", "links"]
