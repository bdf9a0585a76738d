"""Registering memory-engine's MCP server with Claude Code for a project, and taking it out.

Claude Code reads a project's stdio MCP servers from `.mcp.json` at the project root
(`{"mcpServers": {NAME: {"type": "stdio", "command": ..., "args": [...]}}}`) and starts one only
once it is approved: by the user at a prompt, or by the server's name in `enabledMcpjsonServers`
of a settings file. Running install.py is that approval, so the name goes into the settings file
install.py writes the hooks into. User scope has no project file: the report gives the
`claude mcp add --scope user` command instead of editing Claude Code's own state file.

Our entry is recognised by its arguments (they run `memory_engine.mcp`), like the hook entries by
their command. Every other server and key is left as it was; a rerun writes nothing. Removal
takes out our entry and our approval only, and deletes `.mcp.json` when nothing else is left in
it (memory-engine wrote it).

The server needs the optional `mcp` package in the hooks' Python: installed into the installer's
own venv when missing there; another interpreter is not changed behind the user's back, the
report says the command instead and the server is not registered.
"""

from __future__ import annotations

import shlex
from pathlib import Path
from typing import Any

from memory_engine.installer import InstallError
from memory_engine.installer import environment as env
from memory_engine.installer import settings as S
from memory_engine.storage.atomic import atomic_write_bytes

SERVER = "memory-engine"
MARKER = "memory_engine.mcp"
FILE_NAME = ".mcp.json"
APPROVAL_KEY = "enabledMcpjsonServers"
DISTRIBUTION = "mcp"


def entry(python: str) -> dict[str, Any]:
    # -P: a project's own modules (an `mcp/` folder, say) never shadow the SDK or ours
    return {"type": "stdio", "command": python, "args": ["-P", "-m", MARKER]}


def is_ours(server: Any) -> bool:
    return isinstance(server, dict) and MARKER in [str(a) for a in server.get("args") or []]


def mcp_requirements(repo: Path) -> list[str]:
    """The `mcp` extra as pyproject.toml declares it (never restated here)."""
    import tomllib

    try:
        data = tomllib.loads((repo / "pyproject.toml").read_text(encoding="utf-8"))
        return [str(r) for r in data["project"]["optional-dependencies"]["mcp"]]
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError, KeyError, TypeError) as exc:
        raise InstallError(f"cannot read the `mcp` extra from {repo / 'pyproject.toml'} "
                           f"({exc!r}); restore the file from the repository and rerun") from exc


def _load(path: Path) -> tuple[bytes | None, dict[str, Any]]:
    before, data = S.load(path)  # same refusals as for a settings file: JSON object or nothing
    servers = data.get("mcpServers")
    if servers is not None and not isinstance(servers, dict):
        raise InstallError(f"{path}: \"mcpServers\" is not an object; fix it by hand and rerun; "
                           "nothing was changed")
    return before, data


def _with_server(data: dict[str, Any], python: str | None) -> dict[str, Any]:
    """`data` with our server entry set (python) or taken out (None), others in place."""
    servers = {k: v for k, v in (data.get("mcpServers") or {}).items()
               if not (k == SERVER or is_ours(v))} if python is None else \
        {**(data.get("mcpServers") or {}), SERVER: entry(python)}
    out = dict(data)
    if servers or python is not None:
        out["mcpServers"] = servers
    else:
        out.pop("mcpServers", None)
    return out


def _with_approval(data: dict[str, Any], approve: bool, where: Path) -> dict[str, Any]:
    names = data.get(APPROVAL_KEY, [])
    if not isinstance(names, list):
        raise InstallError(f"{where}: \"{APPROVAL_KEY}\" is not a list; fix it by hand and "
                           "rerun; nothing was changed")
    out = dict(data)
    if approve:
        if SERVER not in names:
            out[APPROVAL_KEY] = [*names, SERVER]
        return out
    kept = [n for n in names if n != SERVER]
    if kept:
        out[APPROVAL_KEY] = kept
    else:
        out.pop(APPROVAL_KEY, None)
    return out


def _plan(path: Path, before: bytes | None, current: dict[str, Any],
          after: dict[str, Any] | None) -> S.Plan:
    if after is None:
        return S.Plan(path, before, None)
    if after == current and before is not None:
        return S.Plan(path, before, before)
    return S.Plan(path, before, S.render(after, S.detect_indent(before)))


def _write(plan: S.Plan) -> None:
    if not plan.changed:
        return
    if plan.after is None:
        plan.path.unlink(missing_ok=True)
    else:
        atomic_write_bytes(plan.path, plan.after)


def plans_install(project: Path, settings: Path, python: str) -> list[S.Plan]:
    mcp_file = project / FILE_NAME
    before, current = _load(mcp_file)
    s_before, s_current = S.load(settings)
    return [_plan(mcp_file, before, current, _with_server(current, python)),
            _plan(settings, s_before, s_current, _with_approval(s_current, True, settings))]


def plans_uninstall(project: Path, settings: Path) -> list[S.Plan]:
    """Our entry out of `.mcp.json` (the file goes when nothing else is in it), and our approval
    out of the settings file, unless a server of someone else's now answers to our name."""
    mcp_file = project / FILE_NAME
    before, current = _load(mcp_file)
    named = (current.get("mcpServers") or {}).get(SERVER)
    plans = []
    if is_ours(named):
        plans.append(_plan(mcp_file, before, current, _with_server(current, None) or None))
    if named is None or is_ours(named):
        s_before, s_current = S.load(settings)
        if SERVER in (s_current.get(APPROVAL_KEY) or []):
            plans.append(_plan(settings, s_before, s_current,
                               _with_approval(s_current, False, settings)))
    return plans


def sdk_ready(python: str, repo: Path, venv: Path, dry_run: bool) -> tuple[bool, str]:
    """Whether `python` can run the server, installing the `mcp` extra into our own venv when it
    is that venv; (ready, what was done or what the user can do)."""
    found = env.probe(python, [DISTRIBUTION])
    if found is not None and not found.missing:
        return True, ""
    reqs = mcp_requirements(repo)
    if Path(python) != env.venv_python(venv):
        return False, (f"MCP server not registered: {python} lacks the `mcp` package. Install "
                       f"it with `{shlex.quote(python)} -m pip install {shlex.quote(reqs[0])}` "
                       "and rerun install.py (or leave it: the hooks work without it)")
    if dry_run:
        return True, f"would install {' '.join(reqs)} into the venv at {venv}"
    env.create_venv(venv, python, reqs)
    return True, f"installed {' '.join(reqs)} into the venv at {venv}"


def install(python: str, project: Path | None, settings: Path, repo: Path, venv: Path,
            dry_run: bool) -> list[str]:
    """Register the server (project and local scope) or say how (user scope); report lines."""
    ready, said = sdk_ready(python, repo, venv, dry_run)
    out = [said] if said else []
    if not ready:
        return out
    if project is None:
        command = shlex.join(["claude", "mcp", "add", "--scope", "user", SERVER, "--", python,
                              *entry(python)["args"]])
        return [*out, f"MCP server: for every project, run `{command}` (user scope has no "
                      "project .mcp.json to write)"]
    plans = plans_install(project, settings, python)
    if dry_run:
        return [*out, *(p.diff().rstrip("\n") for p in plans)]
    for plan in plans:
        _write(plan)
    tools = ", ".join(f"mcp__{SERVER}__{t}" for t in ("recall", "remember", "show"))
    return [*out, f"MCP server registered in {project / FILE_NAME} and approved in "
                  f"{settings.name} (tools {tools})"]


def uninstall(project: Path, settings: Path, dry_run: bool) -> list[str]:
    plans = [p for p in plans_uninstall(project, settings) if p.changed]
    if dry_run:
        return [p.diff().rstrip("\n") for p in plans]
    for plan in plans:
        _write(plan)
    return [f"{p.path}: " + ("removed (it held only memory-engine's MCP server)"
                             if p.after is None else "memory-engine's MCP entry removed")
            for p in plans]
