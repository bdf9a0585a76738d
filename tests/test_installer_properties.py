"""Property tests of the settings merge on generated settings files with foreign hooks and keys."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memory_engine.installer import InstallError
from memory_engine.installer import settings as S

REPO = Path(__file__).resolve().parents[1]
TEMPLATE = REPO / "settings-templates" / "hooks.json"
EVENTS = ["SessionStart", "UserPromptSubmit", "PreToolUse", "PostToolUse", "Stop",
          "SubagentStop", "SessionEnd", "Notification", "PreCompact"]

text = st.text(st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=12)
json_leaf = st.none() | st.booleans() | st.integers(-10**6, 10**6) | text
json_value = st.recursive(json_leaf, lambda inner: st.lists(inner, max_size=3)
                          | st.dictionaries(text, inner, max_size=3), max_leaves=8)

foreign_hook = st.fixed_dictionaries(
    {"type": st.just("command"), "command": text.filter(lambda c: S.MARKER not in c)},
    optional={"timeout": st.integers(1, 600)})
old_ours = st.builds(lambda p, n: {"type": "command", "command": f"{p} -m {S.MARKER} {n}",
                                   "timeout": 5},
                     st.sampled_from(["/old/python", "'/with space/python'"]),
                     st.sampled_from(["session_start", "stop", "gone_handler"]))
group = st.fixed_dictionaries({"hooks": st.lists(foreign_hook, min_size=1, max_size=3)},
                              optional={"matcher": st.sampled_from(["", "*", "Bash", "Write"])})
hooks = st.dictionaries(st.sampled_from(EVENTS), st.lists(group, max_size=3), max_size=5)
foreign_settings = st.builds(
    lambda extra, h, with_hooks: {**extra, **({"hooks": h} if with_hooks else {})},
    st.dictionaries(text.filter(lambda k: k != "hooks"), json_value, max_size=4),
    hooks, st.booleans())
layout = st.sampled_from([None, 0, 1, 2, 4, "\t"])
ours_a = S.template(TEMPLATE, "/opt/venv a/bin/python")
ours_b = S.template(TEMPLATE, "/usr/bin/python3")


def serialise(data: dict[str, Any], indent: int | str | None, newline: bool) -> bytes:
    return (json.dumps(data, indent=indent, ensure_ascii=False) + ("\n" if newline else "")
            ).encode()


def install(path: Path, ours: dict[str, list[Any]]) -> bytes:
    S.plan_install(path, ours).apply()
    return path.read_bytes()


def foreign_entries(data: dict[str, Any]) -> list[tuple[str, Any]]:
    return [(event, h) for event, groups in (data.get("hooks") or {}).items()
            for g in groups for h in g["hooks"] if not S.is_ours(h)]


@settings(max_examples=150, deadline=None)
@given(foreign_settings, layout, st.booleans(), st.booleans())
def test_install_twice_is_install_once(original: dict[str, Any], indent: int | str | None,
                                       newline: bool, exists: bool) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "settings.json"
        if exists:
            path.write_bytes(serialise(original, indent, newline))
        once = install(path, ours_a)
        assert install(path, ours_a) == once
        assert not S.plan_install(path, ours_a).changed
        # an upgrade to another interpreter and back lands on the same bytes
        install(path, ours_b)
        assert install(path, ours_a) == once


@settings(max_examples=150, deadline=None)
@given(foreign_settings, layout, st.booleans())
def test_uninstall_after_install_restores_the_original_bytes(
        original: dict[str, Any], indent: int | str | None, newline: bool) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "settings.json"
        raw = serialise(original, indent, newline)
        path.write_bytes(raw)
        install(path, ours_a)
        install(path, ours_b)
        S.plan_uninstall(path).apply()
        assert path.read_bytes() == raw
        assert not S.backup_path(path).exists()


@settings(max_examples=150, deadline=None)
@given(foreign_settings, st.lists(st.tuples(st.sampled_from(EVENTS), old_ours), max_size=3))
def test_foreign_entries_survive_and_ours_are_replaced(
        original: dict[str, Any], stale: list[tuple[str, dict[str, Any]]]) -> None:
    for event, hook in stale:  # leftovers of an older install, in our own groups
        original.setdefault("hooks", {}).setdefault(event, []).append({"hooks": [hook]})
    merged = S.merge(original, ours_a)
    assert {k: v for k, v in merged.items() if k != "hooks"} == \
        {k: v for k, v in original.items() if k != "hooks"}
    assert foreign_entries(merged) == foreign_entries(original)
    for event, groups in merged["hooks"].items():
        mine = [h for g in groups for h in g["hooks"] if S.is_ours(h)]
        assert mine == [h for g in ours_a.get(event, []) for h in g["hooks"]]
    assert set(ours_a) <= set(merged["hooks"])
    removed = S.merge(merged, {})
    assert foreign_entries(removed) == foreign_entries(original)
    assert not any(S.is_ours(h) for _, groups in (removed.get("hooks") or {}).items()
                   for g in groups for h in g["hooks"])


not_an_object = st.one_of(
    st.binary(max_size=40).filter(lambda b: not _is_json_object(b)),
    st.builds(lambda v: json.dumps(v).encode(), json_value).filter(
        lambda b: not _is_json_object(b)),
    st.builds(lambda h: json.dumps({"hooks": h}).encode(),
              st.lists(st.integers(), max_size=2) | text | st.integers()),
)


def _is_json_object(raw: bytes) -> bool:
    try:
        return isinstance(json.loads(raw.decode("utf-8-sig")), dict)
    except ValueError:
        return False


@settings(max_examples=150, deadline=None)
@given(not_an_object)
def test_invalid_settings_are_refused_with_nothing_written(raw: bytes) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "settings.json"
        path.write_bytes(raw)
        with pytest.raises(InstallError, match="nothing was changed"):
            S.plan_install(path, ours_a)
        with pytest.raises(InstallError):
            S.plan_uninstall(path)
        assert path.read_bytes() == raw
        assert sorted(p.name for p in Path(tmp).iterdir()) == ["settings.json"]
