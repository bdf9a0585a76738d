"""The audit reads the project's Claude Code settings: without memory-engine's pre-write hook the
agent's own writes into a tier bypass admission, which is `missing_admission` with the fix
`install.py <project>`; the real installer (a real process) clears it; the plugin counts too."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from conftest import REPO, run_cli
from test_audit import build_seed_store

from memory_engine.storage.store import Store

DAY = "2026-05-23"


def _audit(root: Path) -> dict[str, Any]:
    proc = run_cli("audit", "--root", str(root), "--json", "--today", DAY, "--no-write")
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)


def _gate_failures(report: dict[str, Any]) -> list[dict[str, str]]:
    return [f for f in report["failure_classes"]
            if f["id"] == "missing_admission" and "pre-write gate" in f["evidence"]]


def _install(project: Path, *extra: str) -> None:
    proc = subprocess.run([sys.executable, str(REPO / "install.py"), str(project), *extra],
                          capture_output=True, text=True, env=dict(os.environ), timeout=300)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_no_gate_is_missing_admission_until_installed(store_root: Path) -> None:
    build_seed_store(store_root).close()
    project = store_root.parent
    report = _audit(store_root)
    [gate] = _gate_failures(report)
    assert f"install.py {project}" in gate["fix"]
    assert report["hooks"]["pre_write_gate"] is False
    assert "pre_write" in report["hooks"]["missing"]
    _install(project)
    after = _audit(store_root)
    assert not _gate_failures(after)
    assert after["hooks"]["pre_write_gate"] is True and not after["hooks"]["missing"]
    assert after["hooks"]["installed"]["pre_write"] == ["local"]
    proc = run_cli("audit", "--root", str(store_root), "--today", DAY)
    written = (store_root / f"_AUDIT-{DAY}.md").read_text(encoding="utf-8")
    assert "pre-write gate: yes" in written, proc.stdout


def test_a_settings_file_without_the_pre_write_entry(store_root: Path) -> None:
    build_seed_store(store_root).close()
    project = store_root.parent
    _install(project, "--scope", "project")
    path = project / ".claude" / "settings.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    # someone took the PreToolUse group out by hand; the other hooks stay
    del data["hooks"]["PreToolUse"]
    # ...and moved our pre-write entry under another event, where it never runs
    data["hooks"]["Notification"] = [{"hooks": [
        dict(data["hooks"]["Stop"][0]["hooks"][0],
             command=data["hooks"]["Stop"][0]["hooks"][0]["command"].replace(" stop",
                                                                             " pre_write"))]}]
    path.write_text(json.dumps(data), encoding="utf-8")
    report = _audit(store_root)
    assert report["hooks"]["missing"] == ["pre_write"]
    assert report["hooks"]["installed"]["stop"] == ["project"]
    assert len(_gate_failures(report)) == 1


def test_the_enabled_plugin_counts(store_root: Path) -> None:
    build_seed_store(store_root).close()
    claude = store_root.parent / ".claude"
    claude.mkdir()
    (claude / "settings.json").write_text(json.dumps(
        {"enabledPlugins": {"memory-engine@memory-engine": True}}), encoding="utf-8")
    report = _audit(store_root)
    assert not _gate_failures(report)
    assert report["hooks"]["installed"]["pre_write"] == ["project (plugin)"]
    (claude / "settings.json").write_text(json.dumps(
        {"enabledPlugins": {"memory-engine@memory-engine": False}}), encoding="utf-8")
    assert _gate_failures(_audit(store_root))


def test_an_empty_store_needs_no_gate(store: Store, store_root: Path) -> None:
    report = _audit(store_root)
    assert not report["failure_classes"] and report["maturity"] == "L0"
    assert report["hooks"]["pre_write_gate"] is False
