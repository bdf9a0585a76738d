"""The two ways of installing (settings template, plugin hooks.json) wire the same hooks."""

from __future__ import annotations

import json
import re
import shlex
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Any

from memory_engine.handlers import EVENTS
from memory_engine.installer import environment
from memory_engine.installer.settings import HOOK_CODE

REPO = Path(__file__).resolve().parents[1]


def wiring(path: Path, pattern: str) -> dict[str, list[tuple[str, str, int]]]:
    """event -> [(matcher, handler, timeout)] for every command entry of a hooks file."""
    hooks: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))["hooks"]
    out: dict[str, list[tuple[str, str, int]]] = {}
    for event, groups in hooks.items():
        for group in groups:
            for hook in group["hooks"]:
                assert hook["type"] == "command"
                found = re.fullmatch(pattern, hook["command"])
                assert found, f"{path.name}: unexpected command {hook['command']!r}"
                assert isinstance(hook.get("timeout"), int), f"{event} has no explicit timeout"
                out.setdefault(event, []).append(
                    (group.get("matcher", ""), found.group(1), hook["timeout"]))
    return out


def test_template_and_plugin_wire_the_same_events_to_the_same_handlers() -> None:
    template = wiring(REPO / "settings-templates" / "hooks.json",
                      r"\{python\} -P -c '[^']*memory_engine\.hookrun[^']*' (\w+)")
    plugin = wiring(REPO / "hooks" / "hooks.json",
                    r'sh "\$\{CLAUDE_PLUGIN_ROOT\}/hooks/launch" (\w+)')
    assert template == plugin
    assert {event: entries[0][1] for event, entries in template.items()} == \
        {event: name for name, event in EVENTS.items()}


def test_every_handler_has_its_thin_script_and_the_launcher_knows_it() -> None:
    launcher = (REPO / "hooks" / "launch").read_text(encoding="utf-8")
    for name in EVENTS:
        script = (REPO / "hooks" / f"{name}.py").read_text(encoding="utf-8")
        assert f'finish(process("{name}"))' in script  # the hook-process entry, ended at once
        assert len(script.splitlines()) < 15  # thin: the work is in the library
        assert name in launcher


def test_session_end_gets_more_than_the_default_1_5_seconds() -> None:
    template = wiring(REPO / "settings-templates" / "hooks.json",
                      r"\{python\} -P -c '[^']*memory_engine\.hookrun[^']*' (\w+)")
    assert template["SessionEnd"][0][2] >= 10


def test_the_pre_write_gate_sees_every_file_writing_tool() -> None:
    template = wiring(REPO / "settings-templates" / "hooks.json",
                      r"\{python\} -P -c '[^']*memory_engine\.hookrun[^']*' (\w+)")
    assert set(template["PreToolUse"][0][0].split("|")) >= {"Write", "Edit", "MultiEdit"}


def test_the_installer_reads_the_dependencies_from_pyproject(tmp_path: Path) -> None:
    pyproject = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    assert environment.requirements(REPO) == pyproject["project"]["dependencies"]
    # one source of truth: a dependency added to pyproject.toml is what the installer and the
    # plugin's first run install and check for, with no second list to update
    deps = [*pyproject["project"]["dependencies"], "no-such-dist-for-memory-engine>=1"]
    listed = ", ".join(json.dumps(d) for d in deps)  # a JSON string is a TOML basic string
    (tmp_path / "pyproject.toml").write_text(
        f'[project]\nname = "memory-engine"\ndependencies = [{listed}]\n', encoding="utf-8")
    reqs = environment.requirements(tmp_path)
    assert reqs == deps
    names = environment.distribution_names(reqs)
    assert "pyyaml" in names and "python-frontmatter" in names
    probe = environment.probe(sys.executable, names)
    assert probe is not None and probe.missing == ["no-such-dist-for-memory-engine"]


def test_no_dependency_is_restated_in_the_installer() -> None:
    pyproject = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    names = environment.distribution_names(pyproject["project"]["dependencies"])
    for source in sorted((REPO / "lib" / "memory_engine" / "installer").glob("*.py")):
        text = source.read_text(encoding="utf-8")
        for name in names:
            assert f'"{name}' not in text, f"{source.name} names the dependency {name}"


def test_template_commands_quote_interpreter_paths_with_spaces(tmp_path: Path) -> None:
    from memory_engine.installer.settings import template

    python = str(tmp_path / "my tools" / "py thon")
    ours = template(REPO / "settings-templates" / "hooks.json", python)
    command = ours["SessionStart"][0]["hooks"][0]["command"]
    assert shlex.split(command) == [python, "-P", "-c", HOOK_CODE, "session_start"]


def test_launcher_is_valid_posix_shell() -> None:
    proc = subprocess.run(["sh", "-n", str(REPO / "hooks" / "launch")], capture_output=True,
                          text=True, timeout=30)
    assert proc.returncode == 0, proc.stderr


def test_the_failure_hook_sees_every_tool_like_post_tool() -> None:
    template = wiring(REPO / "settings-templates" / "hooks.json",
                      r"\{python\} -P -c '[^']*memory_engine\.hookrun[^']*' (\w+)")
    assert template["PostToolUseFailure"] == [("*", "post_tool_failure", 10)]
    assert template["PostToolUseFailure"][0][0] == template["PostToolUse"][0][0]
