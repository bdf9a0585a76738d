"""install.py registers the MCP server for the project, and --uninstall takes out only that.

Real install.py processes on real folders; the registered command is then started as Claude Code
would start it and spoken to with the SDK's client."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import test_installer
from test_installer import install, settings_file

from memory_engine.installer import mcpconfig as M

REPO = Path(__file__).resolve().parents[1]
project = test_installer.project  # the same tmp project, HOME and PATH
OTHER_SERVER = {"type": "stdio", "command": "node", "args": ["their-server.js"]}


def read(path: Path) -> Any:
    return json.loads(path.read_text(encoding="utf-8"))


def test_install_registers_and_approves_the_server_and_a_rerun_writes_nothing(
        project: Path) -> None:
    proc = install(str(project))
    assert proc.returncode == 0, proc.stderr
    servers = read(project / ".mcp.json")["mcpServers"]
    assert list(servers) == ["memory-engine"]
    ours = servers["memory-engine"]
    assert ours["type"] == "stdio" and os.path.isabs(ours["command"])
    assert ours["args"] == ["-P", "-m", "memory_engine.mcp"]
    assert read(settings_file(project))["enabledMcpjsonServers"] == ["memory-engine"]
    assert "mcp__memory-engine__recall" in proc.stdout
    first = ((project / ".mcp.json").read_bytes(), settings_file(project).read_bytes())
    assert install(str(project)).returncode == 0
    assert ((project / ".mcp.json").read_bytes(), settings_file(project).read_bytes()) == first


def test_uninstall_of_a_fresh_install_leaves_the_project_as_it_was(project: Path) -> None:
    assert install(str(project)).returncode == 0
    proc = install(str(project), "--uninstall")
    assert proc.returncode == 0, proc.stderr
    assert not (project / ".mcp.json").exists()
    assert not (project / ".claude").exists()
    assert sorted(p.name for p in project.iterdir()) == [".memory-engine"]


def test_other_servers_and_approvals_are_kept_and_restored(project: Path) -> None:
    mcp_file = project / ".mcp.json"
    mcp_file.write_text(json.dumps({"mcpServers": {"theirs": OTHER_SERVER}}, indent=4) + "\n",
                        encoding="utf-8")
    settings = settings_file(project)
    settings.parent.mkdir()
    original = {"enabledMcpjsonServers": ["theirs"], "model": "their-choice"}
    settings.write_text(json.dumps(original, indent=2) + "\n", encoding="utf-8")
    original_bytes = settings.read_bytes()

    assert install(str(project)).returncode == 0
    servers = read(mcp_file)["mcpServers"]
    assert list(servers) == ["theirs", "memory-engine"] and servers["theirs"] == OTHER_SERVER
    assert "    \"mcpServers\"" in mcp_file.read_text("utf-8")  # their indentation kept
    assert read(settings)["enabledMcpjsonServers"] == ["theirs", "memory-engine"]

    assert install(str(project), "--uninstall").returncode == 0
    assert read(mcp_file) == {"mcpServers": {"theirs": OTHER_SERVER}}
    assert settings.read_bytes() == original_bytes


def test_a_server_of_someone_else_under_our_name_is_never_touched(project: Path) -> None:
    mcp_file = project / ".mcp.json"
    mcp_file.write_text(json.dumps({"mcpServers": {"memory-engine": OTHER_SERVER}}),
                        encoding="utf-8")
    before = mcp_file.read_bytes()
    assert install(str(project), "--uninstall").returncode == 0
    assert mcp_file.read_bytes() == before


def test_no_mcp_and_user_scope_write_no_project_file(project: Path, env_home: Path) -> None:
    proc = install(str(project), "--no-mcp")
    assert proc.returncode == 0, proc.stderr
    assert not (project / ".mcp.json").exists()
    assert "enabledMcpjsonServers" not in read(settings_file(project))
    proc = install("--scope", "user", cwd=project)
    assert proc.returncode == 0, proc.stderr
    assert not (project / ".mcp.json").exists()
    assert "claude mcp add --scope user memory-engine --" in proc.stdout
    assert "enabledMcpjsonServers" not in read(env_home / ".claude" / "settings.json")


def test_dry_run_shows_the_mcp_changes_and_writes_nothing(project: Path) -> None:
    proc = install(str(project), "--dry-run")
    assert proc.returncode == 0, proc.stderr
    assert "memory_engine.mcp" in proc.stdout and "enabledMcpjsonServers" in proc.stdout
    assert list(project.iterdir()) == []


def test_a_broken_mcp_file_is_refused_with_nothing_changed(project: Path) -> None:
    (project / ".mcp.json").write_text("{not json", encoding="utf-8")
    proc = install(str(project))
    assert proc.returncode == 1 and ".mcp.json" in proc.stderr
    assert (project / ".mcp.json").read_text("utf-8") == "{not json"


def test_an_interpreter_without_the_sdk_is_not_changed_and_the_fix_is_named(
        tmp_path: Path) -> None:
    system = shutil.which("python3", path="/usr/bin:/bin")
    if system is None or os.path.realpath(system) == os.path.realpath(sys.executable):
        pytest.skip("no system python3 apart from the one running the tests")
    probe = subprocess.run([system, "-c", "import mcp"], capture_output=True, timeout=60)
    if probe.returncode == 0:
        pytest.skip(f"{system} has the mcp SDK installed")
    ready, said = M.sdk_ready(system, REPO, tmp_path / "venv",
                              dry_run=False)
    assert not ready and "pip install" in said and "mcp" in said
    assert not (tmp_path / "venv").exists()


def test_the_registered_command_serves_the_project_store(project: Path) -> None:
    mcp = pytest.importorskip("mcp", reason="the optional `mcp` SDK is not installed")
    import anyio

    assert install(str(project)).returncode == 0
    entry = read(project / ".mcp.json")["mcpServers"]["memory-engine"]
    # as Claude Code starts it: cwd the project, CLAUDE_PROJECT_DIR set
    params = mcp.StdioServerParameters(
        command=entry["command"], args=entry["args"], cwd=str(project),
        env={**os.environ, "CLAUDE_PROJECT_DIR": str(project)})

    async def main() -> Any:
        with anyio.fail_after(120):
            async with mcp.stdio_client(params) as (read_stream, write_stream), \
                    mcp.ClientSession(read_stream, write_stream) as client:
                await client.initialize()
                return await client.call_tool("remember", {
                    "text": "Deploys go out with `make release`; never push tags by hand, "
                            "because the release job builds from the tag it creates.",
                    "tier": "procedural", "topic": "release"})

    result = anyio.run(main)
    answer = getattr(result, "structured_content", None) or result.structuredContent
    assert answer["status"] == "applied", answer
    record = answer["record"].split("/")[1]
    assert (project / ".memory-engine" / "procedural" / f"{record}.md").is_file()


def plugin_server(data: Path, project: Path) -> Any:
    """The plugin manifest's MCP server entry, ${CLAUDE_PLUGIN_ROOT} expanded as Claude Code
    does, as stdio parameters for the SDK's client."""
    mcp = pytest.importorskip("mcp", reason="the optional `mcp` SDK is not installed")
    manifest = read(REPO / ".claude-plugin" / "plugin.json")
    entry = manifest["mcpServers"]["memory-engine"]
    args = [a.replace("${CLAUDE_PLUGIN_ROOT}", str(REPO)) for a in entry["args"]]
    environ = {k: v for k, v in os.environ.items() if k != "MEMORY_ENGINE_PYTHON"}
    return mcp.StdioServerParameters(
        command=entry["command"], args=args, cwd=str(project),
        env={**environ, "CLAUDE_PLUGIN_ROOT": str(REPO), "CLAUDE_PLUGIN_DATA": str(data),
             "CLAUDE_PROJECT_DIR": str(project)})


def test_the_plugin_manifest_server_runs_with_the_recorded_python(
        project: Path, tmp_path: Path) -> None:
    import anyio
    from mcp import ClientSession, stdio_client

    init = subprocess.run([sys.executable, "-m", "memory_engine", "init", "--root",
                           str(project / ".memory-engine")], capture_output=True, text=True,
                          timeout=120)
    assert init.returncode == 0, init.stderr
    data = tmp_path / "plugin data"
    data.mkdir()
    (data / "python").write_text(sys.executable + "\n", encoding="utf-8")  # as the first run does
    params = plugin_server(data, project)

    async def main() -> Any:
        with anyio.fail_after(120):
            async with stdio_client(params) as (read_stream, write_stream), \
                    ClientSession(read_stream, write_stream) as client:
                await client.initialize()
                return sorted(t.name for t in (await client.list_tools()).tools)

    assert anyio.run(main) == ["recall", "remember", "show"]


def test_the_plugin_server_before_the_first_run_says_why_it_is_not_there(
        tmp_path: Path, project: Path) -> None:
    params = plugin_server(tmp_path / "no data yet", project)
    proc = subprocess.run([params.command, *params.args], env=params.env, cwd=params.cwd,
                          stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 1 and proc.stdout == ""
    assert "MEMORY_ENGINE_PYTHON" in proc.stderr
