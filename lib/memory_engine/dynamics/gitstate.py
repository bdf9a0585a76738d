"""The project's git state read from `.git` itself: branch and HEAD without running git.

Reading two small files costs microseconds where `git rev-parse` costs a process start, so the
session-start hook can afford it. `dirty` does run `git status` (the index cannot be compared to
the working tree cheaply by hand): it is called at session end only, with a short timeout.
"""

from __future__ import annotations

import os

TYPE_CHECKING = False  # not `from typing`: read on the session-start hook
if TYPE_CHECKING:
    from typing import Any

MAX_READ = 4096


def _read(path: str, limit: int = MAX_READ) -> str | None:
    try:
        with open(path, "rb") as handle:
            return handle.read(limit).decode("utf-8", "replace").strip()
    except OSError:
        return None


def git_dir(project: str) -> str | None:
    """`<project>/.git`, or the folder a worktree's `.git` file points at."""
    dot = os.path.join(project, ".git")
    if os.path.isdir(dot):
        return dot
    text = _read(dot)
    if text and text.startswith("gitdir:"):
        target = text[len("gitdir:"):].strip()
        return target if os.path.isabs(target) else os.path.normpath(os.path.join(project,
                                                                                   target))
    return None


def _common_dir(gdir: str) -> str:
    """Where refs live: a worktree's `commondir`, else the git dir itself."""
    common = _read(os.path.join(gdir, "commondir"))
    if common:
        return common if os.path.isabs(common) else os.path.normpath(os.path.join(gdir, common))
    return gdir


def _resolve(gdir: str, ref: str) -> str | None:
    for base in dict.fromkeys((gdir, _common_dir(gdir))):
        sha = _read(os.path.join(base, *ref.split("/")))
        if sha and len(sha) >= 40:
            return sha[:40]
        packed = _read(os.path.join(base, "packed-refs"), 1 << 20)
        for line in (packed or "").splitlines():
            parts = line.split(" ", 1)
            if len(parts) == 2 and parts[1] == ref:
                return parts[0][:40]
    return None


def read(project: str) -> dict[str, Any] | None:
    """{"branch": name or None (detached), "head": sha or None (no commit yet)}; None when the
    project is not a git checkout."""
    gdir = git_dir(project)
    if gdir is None:
        return None
    head = _read(os.path.join(gdir, "HEAD"))
    if not head:
        return None
    if head.startswith("ref:"):
        ref = head[4:].strip()
        if ".." in ref.split("/"):
            return None
        branch = ref[len("refs/heads/"):] if ref.startswith("refs/heads/") else ref
        return {"branch": branch[:120], "head": _resolve(gdir, ref)}
    return {"branch": None, "head": head[:40]}


def dirty(project: str, timeout: float = 2.0) -> int | None:
    """How many paths `git status --porcelain` lists (modified, staged, untracked); None when
    git is missing, slow or fails."""
    import subprocess

    try:
        proc = subprocess.run(["git", "-C", project, "status", "--porcelain"],
                              capture_output=True, timeout=timeout, check=False,
                              env={**os.environ, "GIT_OPTIONAL_LOCKS": "0"})
    except (OSError, subprocess.SubprocessError):
        return None
    if proc.returncode != 0:
        return None
    return sum(1 for line in proc.stdout.splitlines() if line.strip())
