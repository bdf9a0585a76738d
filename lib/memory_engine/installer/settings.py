"""Merging memory-engine's hook entries into a Claude Code settings file, and taking them out.

Our entries are recognised by their command (it runs `memory_engine.hookrun`), so a rerun replaces
an older version of them in place and never touches anybody else's hooks or keys. The rules:

- a settings file that is not a JSON object (or whose `hooks` is malformed) is refused, unchanged;
- merging twice gives the same bytes as merging once; unchanged data means nothing is written;
- one backup of an existing file, taken before the first change and never overwritten; a file
  that did not exist gets none (earlier versions left an empty one to say so, still understood);
- removal that leaves exactly the original data restores the backup's bytes; a file without a
  backup that holds nothing but our entries is one we created, and is deleted; otherwise removal
  writes the data minus our entries.
"""

from __future__ import annotations

import copy
import json
import shlex
from pathlib import Path
from typing import Any

from memory_engine.installer import InstallError
from memory_engine.storage.atomic import atomic_write_bytes

MARKER = "memory_engine.hookrun"
# What the installed hook commands run. `-c` rather than `-m memory_engine.hookrun`: `-m` imports
# runpy and importlib.util, which measured ~30 % of a no-op hook's start-up; `-P` keeps a
# project's own modules (a json.py, say) from shadowing ours.
HOOK_CODE = "from memory_engine.hookrun import main; raise SystemExit(main())"
BACKUP_SUFFIX = ".memory-engine-backup"

Settings = dict[str, Any]


def is_ours(hook: Any) -> bool:
    return isinstance(hook, dict) and isinstance(hook.get("command"), str) \
        and MARKER in hook["command"]


def parse(data: bytes, where: str) -> Settings:
    """Settings from bytes; InstallError (naming the file and the fix) when they are unusable."""
    fix = f"fix {where} by hand (or move it aside) and rerun; nothing was changed"
    try:
        obj = json.loads(data.decode("utf-8-sig"))
    except UnicodeDecodeError as exc:
        raise InstallError(f"{where} is not UTF-8 text ({exc.reason}); {fix}") from exc
    except json.JSONDecodeError as exc:
        raise InstallError(f"{where} is not valid JSON ({exc.msg} at line {exc.lineno} column "
                           f"{exc.colno}); {fix}") from exc
    if not isinstance(obj, dict):
        raise InstallError(f"{where} holds a JSON {type(obj).__name__}, not an object; {fix}")
    hooks = obj.get("hooks")
    if hooks is not None:
        if not isinstance(hooks, dict):
            raise InstallError(f"{where}: \"hooks\" is not an object; {fix}")
        for event, groups in hooks.items():
            if not isinstance(groups, list):
                raise InstallError(f"{where}: hooks.{event} is not a list; {fix}")
    return obj


def load(path: Path) -> tuple[bytes | None, Settings]:
    """The file's bytes (None when absent) and its parsed settings ({} when absent)."""
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return None, {}
    except OSError as exc:
        raise InstallError(f"cannot read {path}: {exc.strerror}; check its permissions") from exc
    return data, parse(data, str(path))


def template(path: Path, python: str) -> dict[str, list[Any]]:
    """The hook entries of a settings template, with `{python}` filled in, shell-quoted (paths
    with spaces or quotes stay one word)."""
    raw = json.loads(path.read_text(encoding="utf-8"))
    quoted = shlex.quote(python)
    hooks: dict[str, list[Any]] = raw["hooks"]
    for groups in hooks.values():
        for group in groups:
            for hook in group["hooks"]:
                hook["command"] = hook["command"].replace("{python}", quoted)
    return hooks


def merge(settings: Settings, ours: dict[str, list[Any]]) -> Settings:
    """`settings` with every entry of ours replaced by `ours` (none with an empty `ours`).

    Our groups are put back where the old ones stood, so a rerun moves nothing; events, groups and
    the `hooks` key that only held our entries disappear with them.
    """
    result = copy.deepcopy(settings)
    old_hooks = settings.get("hooks")
    if not isinstance(old_hooks, dict):
        if not ours:  # nothing of ours can be in a `"hooks": null`
            return result
        old_hooks = {}
    new_hooks: dict[str, list[Any]] = {}
    for event, groups in old_hooks.items():
        kept: list[Any] = []
        placed = event not in ours
        for group in groups:
            entries = group.get("hooks") if isinstance(group, dict) else None
            if not isinstance(entries, list) or not any(is_ours(h) for h in entries):
                kept.append(copy.deepcopy(group))
                continue
            foreign = [copy.deepcopy(h) for h in entries if not is_ours(h)]
            if foreign:  # someone put one of ours in their own group: keep theirs only
                kept.append({**copy.deepcopy(group), "hooks": foreign})
            elif not placed:
                kept.extend(copy.deepcopy(ours[event]))
                placed = True
        if not placed:
            kept.extend(copy.deepcopy(ours[event]))
        if kept or not groups:
            new_hooks[event] = kept
    for event, groups in ours.items():
        if event not in new_hooks:
            new_hooks[event] = copy.deepcopy(groups)
    if new_hooks or ("hooks" in settings and not old_hooks):
        result["hooks"] = new_hooks
    else:
        result.pop("hooks", None)
    return result


def detect_indent(data: bytes | None) -> int | str:
    """Keep the file's own indentation when we rewrite it (2 spaces for a new file)."""
    if data:
        for line in data.decode("utf-8", "replace").splitlines()[1:]:
            stripped = line.lstrip(" \t")
            if stripped and len(stripped) < len(line):
                leading = line[: len(line) - len(stripped)]
                return "\t" if leading.startswith("\t") else len(leading)
    return 2


def render(settings: Settings, indent: int | str = 2) -> bytes:
    return (json.dumps(settings, indent=indent, ensure_ascii=False) + "\n").encode("utf-8")


def backup_path(path: Path) -> Path:
    return path.with_name(path.name + BACKUP_SUFFIX)


class Plan:
    """What a merge or a removal will do to one settings file: computed first, applied after, so
    that --dry-run shows exactly what a real run writes."""

    def __init__(self, path: Path, before: bytes | None, after: bytes | None,
                 restore_backup: bool = False) -> None:
        self.path = path
        self.before = before
        self.after = after  # None: the file is to be deleted (or stays absent)
        self.restore_backup = restore_backup

    @property
    def changed(self) -> bool:
        return self.before != self.after

    def diff(self) -> str:
        import difflib

        def lines(data: bytes | None) -> list[str]:
            return data.decode("utf-8", "replace").splitlines(keepends=True) if data else []

        label = str(self.path)
        out = "".join(difflib.unified_diff(lines(self.before), lines(self.after),
                                           f"{label} (now)", f"{label} (after)"))
        return out or f"{label}: no change\n"

    def apply(self) -> str:
        """Write the change (atomically), taking the one backup first; returns what it did."""
        if not self.changed:
            return f"{self.path}: already up to date, nothing written"
        backup = backup_path(self.path)
        if self.restore_backup:
            if self.after is None:
                self.path.unlink(missing_ok=True)
                done = (f"{self.path}: removed (it held nothing but memory-engine's entries, "
                        "so memory-engine had created it)")
            else:
                atomic_write_bytes(self.path, self.after)
                done = f"{self.path}: original bytes restored from {backup.name}"
            backup.unlink(missing_ok=True)
            return done
        # one backup, before the first change, never overwritten; none for a file we create
        if self.before is not None and not backup.exists():
            atomic_write_bytes(backup, self.before)
        if self.after is None:
            self.path.unlink(missing_ok=True)
            return f"{self.path}: removed"
        atomic_write_bytes(self.path, self.after)
        return f"{self.path}: hook entries written (backup: {backup.name})"


def plan_install(path: Path, ours: dict[str, list[Any]]) -> Plan:
    before, current = load(path)
    merged = merge(current, ours)
    if merged == current and before is not None:
        return Plan(path, before, before)
    return Plan(path, before, render(merged, detect_indent(before)))


def _normalised(settings: Settings) -> Settings:
    """Without our entries, and without empty hook lists or an empty `hooks` (which removal may
    or may not leave behind): the form in which two settings are compared for a byte restore."""
    out = merge(settings, {})
    hooks = out.get("hooks")
    if isinstance(hooks, dict):
        hooks = {k: v for k, v in hooks.items() if v}
        if hooks:
            out["hooks"] = hooks
        else:
            out.pop("hooks")
    return out


def plan_uninstall(path: Path) -> Plan:
    before, current = load(path)
    stripped = merge(current, {})
    backup = backup_path(path)
    if backup.is_file():
        original = backup.read_bytes()
        if not original:  # the file did not exist before the first install
            if before is not None and not _normalised(current):
                return Plan(path, before, None, restore_backup=True)
        else:
            try:
                saved = parse(original, str(backup))
            except InstallError:
                saved = None
            # a backup holding entries of an older install is no "original" to go back to
            if saved is not None and merge(saved, {}) == saved \
                    and _normalised(saved) == _normalised(current):
                return Plan(path, before, original, restore_backup=True)
    elif before is not None and stripped != current and not _normalised(current):
        return Plan(path, before, None, restore_backup=True)  # nothing but ours: we made it
    if before is None or stripped == current:
        return Plan(path, before, before)
    return Plan(path, before, render(stripped, detect_indent(before)))
