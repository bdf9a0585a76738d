"""The `memengine` launcher: a small script in `~/.local/bin` (as pipx does) so the shell finds
the command line after `install.py`, whatever venv the hooks' Python lives in.

The script runs the interpreter the hooks run with (`python -P -m memory_engine "$@"`; `-P`
keeps a `memory_engine/` folder in the current directory from shadowing the package). It lists
the settings files of the installs that use it, so `install.py --uninstall` of one project
leaves it for the others and removes it with the last one. A `memengine` there that this
installer did not write is never overwritten or removed.
"""

from __future__ import annotations

import json
import os
import shlex
import shutil
from pathlib import Path

from memory_engine.installer.settings import MARKER
from memory_engine.storage.atomic import atomic_write_bytes

NAME = "memengine"
SIGNATURE = "# written by memory-engine's install.py"
USED_BY = "# used by: "


def default_bin_dir() -> Path:
    """Where user commands go: $XDG_BIN_HOME, else ~/.local/bin (pipx's default too)."""
    xdg = os.environ.get("XDG_BIN_HOME")
    return Path(xdg) if xdg else Path.home() / ".local" / "bin"


def command_for(python: str) -> str:
    """The command that runs the CLI without any launcher, for messages."""
    return f"{shlex.quote(python)} -P -m memory_engine"


def script(python: str, used_by: list[str]) -> str:
    lines = ["#!/bin/sh", "# memengine: memory-engine's command line, here so the shell finds it.",
             SIGNATURE, "# `install.py --uninstall` removes it with the last install listed below."]
    # JSON strings: a settings path with a newline in it cannot end the comment early
    lines += [USED_BY + json.dumps(path) for path in used_by]
    lines.append(f'exec {command_for(python)} "$@"')
    return "\n".join(lines) + "\n"


def _relisted(text: str, used_by: list[str]) -> str:
    """Our launcher's text with another list of installs (the command itself unchanged)."""
    lines = text.splitlines()
    head = [ln for ln in lines if not ln.startswith((USED_BY, "exec "))]
    tail = [ln for ln in lines if ln.startswith("exec ")]
    return "\n".join([*head, *(USED_BY + json.dumps(p) for p in used_by), *tail]) + "\n"


def read(path: Path) -> list[str] | None:
    """The installs listed in our launcher at `path`; None when there is no launcher of ours
    there (nothing, a symlink, or someone else's file)."""
    if path.is_symlink() or not path.is_file():
        return None
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None
    if SIGNATURE not in text.splitlines():
        return None
    used: list[str] = []
    for line in text.splitlines():
        if line.startswith(USED_BY):
            try:
                value = json.loads(line[len(USED_BY):])
            except ValueError:
                continue
            if isinstance(value, str):
                used.append(value)
    return used


def _still_ours(settings: str) -> bool:
    """A listed install is still live when its settings file still holds our hook entries."""
    try:
        return MARKER in Path(settings).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return False


def on_path(folder: Path) -> bool:
    real = os.path.realpath(folder)
    return any(os.path.realpath(entry) == real
               for entry in os.environ.get("PATH", "").split(os.pathsep) if entry)


def _found_elsewhere(python: str) -> str | None:
    """The `memengine` on PATH when it is the console script of `python`'s own environment
    (pip put it there, and the shell already finds it): no launcher is needed then."""
    found = shutil.which(NAME)
    own = Path(python).parent / NAME
    if found and own.exists() and os.path.realpath(found) == os.path.realpath(own):
        return found
    return None


def install(python: str, settings: Path, bin_dir: Path, dry_run: bool) -> list[str]:
    """Put (or update) the launcher; returns the lines that tell the user where the CLI is."""
    direct = command_for(python)
    if os.name == "nt":
        return [f"command line: run `{direct} ARGS` (no launcher is written on Windows)"]
    found = _found_elsewhere(python)
    if found:
        return [f"command line: `memengine` (already on your PATH: {found})"]
    target = bin_dir / NAME
    used = read(target)
    if used is None and (target.exists() or target.is_symlink()):
        return [f"command line: {target} exists and is not memory-engine's launcher, so it was "
                f"left alone; run the CLI as `{direct} ARGS`, or put a `memengine` of your own "
                "that runs it on your PATH"]
    if dry_run:
        return [f"would write the launcher {target} (runs `{direct}`)"]
    listed = [p for p in (used or []) if p != str(settings) and _still_ours(p)]
    data = script(python, [*listed, str(settings)]).encode("utf-8")
    if used is None or target.read_bytes() != data:  # a rerun writes nothing
        atomic_write_bytes(target, data, mode=0o755)
    out = [f"command line: `memengine`, a launcher at {target} (runs `{direct}`)"]
    if not on_path(bin_dir):
        out.append(f"{bin_dir} is not on your PATH, so the shell will not find `memengine` yet: "
                   f"add `export PATH=\"{bin_dir}:$PATH\"` to your shell's startup file "
                   f"(~/.profile, ~/.bashrc or ~/.zshrc) and open a new shell, or run {target} "
                   "by its full path")
    return out


def uninstall(settings: Path, bin_dir: Path, dry_run: bool) -> str | None:
    """Take this install off the launcher; remove the launcher when no install uses it any
    more. None when there is no launcher of ours."""
    target = bin_dir / NAME
    used = read(target)
    if used is None:
        return None
    others = [p for p in used if p != str(settings) and _still_ours(p)]
    if others:
        if dry_run:
            return f"would keep the launcher {target}: {len(others)} other install(s) use it"
        text = _relisted(target.read_text(encoding="utf-8"), others)
        atomic_write_bytes(target, text.encode("utf-8"), mode=0o755)
        return f"launcher {target} kept: {len(others)} other install(s) still use it"
    if dry_run:
        return f"would remove the launcher {target}"
    target.unlink()
    return f"launcher {target} removed"
