"""Are memory-engine's hooks wired into Claude Code for the store's project?

What `install.py` writes (installer/settings.py): entries whose command runs
`memory_engine.hookrun` with the handler's name as its last word, in the project's
`.claude/settings.json` or `.claude/settings.local.json`, or in the user's `settings.json`
(`--scope user`). The plugin carries the same entries in its own `hooks/hooks.json`; an enabled
`memory-engine@...` plugin in any of those files counts for every event. A session started with
`--plugin-dir` leaves no trace in the settings and cannot be seen from here.

Read as the files are now, whatever day the audit replays: settings have no history.
"""

from __future__ import annotations

import json
import os
import shlex
from typing import Any

from memory_engine.handlers import EVENTS
from memory_engine.installer.settings import is_ours

PLUGIN_NAME = "memory-engine"
PRE_WRITE = "pre_write"
_PLUGIN_LAUNCH = ("/hooks/launch", "${CLAUDE_PLUGIN_ROOT}")


def project_dir(store_root: str) -> str:
    """The project a store serves: the folder holding its `.memory-engine/`."""
    return os.path.dirname(os.path.abspath(store_root))


def settings_files(project: str) -> list[tuple[str, str]]:
    """(scope, path) of every settings file an install can write, in install.py's terms."""
    config = os.environ.get("CLAUDE_CONFIG_DIR")
    user = config or os.path.join(os.path.expanduser("~"), ".claude")
    return [("project", os.path.join(project, ".claude", "settings.json")),
            ("local", os.path.join(project, ".claude", "settings.local.json")),
            ("user", os.path.join(user, "settings.json"))]


def _handler(command: str) -> str | None:
    """The handler an entry of ours runs: the command's last word."""
    try:
        words = shlex.split(command)
    except ValueError:
        words = command.split()
    return words[-1] if words and words[-1] in EVENTS else None


def _ours(hook: Any) -> bool:
    if is_ours(hook):
        return True
    command = hook.get("command") if isinstance(hook, dict) else None
    return isinstance(command, str) and all(mark in command for mark in _PLUGIN_LAUNCH)


def _read(path: str) -> tuple[dict[str, Any] | None, str | None]:
    try:
        with open(path, encoding="utf-8-sig") as handle:
            data = json.load(handle)
    except FileNotFoundError:
        return None, None
    except (OSError, ValueError) as exc:
        return None, f"unreadable ({type(exc).__name__})"
    if not isinstance(data, dict):
        return None, "not a JSON object"
    return data, None


def installed(store_root: str) -> dict[str, Any]:
    """Which handlers are wired, where, and which are missing (the pre-write gate above all)."""
    project = project_dir(store_root)
    where: dict[str, list[str]] = {name: [] for name in EVENTS}
    files: list[dict[str, Any]] = []
    for scope, path in settings_files(project):
        data, problem = _read(path)
        files.append({"scope": scope, "path": path, "present": data is not None or bool(problem),
                      **({"problem": problem} if problem else {})})
        if data is None:
            continue
        plugins = data.get("enabledPlugins")
        if isinstance(plugins, dict) and any(
                str(k).split("@", 1)[0] == PLUGIN_NAME and v is True for k, v in plugins.items()):
            for name in EVENTS:
                where[name].append(f"{scope} (plugin)")
        hooks = data.get("hooks")
        for event, groups in (hooks.items() if isinstance(hooks, dict) else ()):
            for group in groups if isinstance(groups, list) else ():
                entries = group.get("hooks") if isinstance(group, dict) else None
                for hook in entries if isinstance(entries, list) else ():
                    handler = _handler(hook["command"]) if _ours(hook) else None
                    # an entry under another event than its handler's does not run it there
                    if handler and EVENTS[handler] == event and scope not in where[handler]:
                        where[handler].append(scope)
    missing = [name for name, found in where.items() if not found]
    return {"project": project, "files": files, "installed": {k: v for k, v in where.items() if v},
            "missing": missing, "pre_write_gate": PRE_WRITE not in missing}
