"""`install.py`: wire memory-engine's hooks into Claude Code, initialise the store, show the result.

    install.py [PROJECT_DIR] [--scope project|local|user] [--dry-run] [--uninstall [--remove-store]]

Order matters: the settings file is read and validated before anything else happens, so a broken
file is refused with nothing written anywhere. Claude Code's own auto-memory is never touched.
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import subprocess
import sys
from pathlib import Path

from memory_engine.installer import InstallError
from memory_engine.installer import environment as env
from memory_engine.installer import launcher as L
from memory_engine.installer import mcpconfig as M
from memory_engine.installer import settings as S

STORE_NAME = ".memory-engine"
TEMPLATE = Path("settings-templates") / "hooks.json"

AUTO_MEMORY_NOTE = """\
Claude Code's own auto-memory stays on, untouched: the model keeps free-form notes under
~/.claude/projects/<project>/memory/ (MEMORY.md is loaded every session). The two divide the work:
auto-memory is the model's quick notebook; memory-engine is the typed, checked store (patterns,
traces, rules, preferences, predictions) that writes only through its admission gate, learns from
whole transcripts and starts each session with a small tier-labelled slice. Turning auto-memory
off is your call (autoMemoryEnabled: false); memory-engine never does it for you."""


def settings_path(scope: str, project: Path) -> Path:
    if scope == "project":
        return project / ".claude" / "settings.json"
    if scope == "local":
        return project / ".claude" / "settings.local.json"
    config = os.environ.get("CLAUDE_CONFIG_DIR")
    return (Path(config) if config else Path.home() / ".claude") / "settings.json"


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="install.py",
        description="Wire memory-engine's hooks into Claude Code and initialise the store. "
        "Rerunning changes nothing; --uninstall takes out only memory-engine's entries.")
    parser.add_argument("project", nargs="?", metavar="PROJECT_DIR",
                        help="the project (default: the current folder)")
    parser.add_argument("--scope", choices=("project", "local", "user"), default="local",
                        help="which settings file: local = .claude/settings.local.json (default: "
                        "personal, not committed; the hook commands name this machine's "
                        "Python), project = .claude/settings.json (shared with the team), "
                        "user = ~/.claude/settings.json (every project)")
    parser.add_argument("--dry-run", action="store_true",
                        help="show the diff and what would happen; write nothing")
    parser.add_argument("--uninstall", action="store_true",
                        help="remove memory-engine's hook entries (and nothing else)")
    parser.add_argument("--remove-store", action="store_true",
                        help="with --uninstall: archive the project's store to a .tar.gz beside "
                        "it, then delete it")
    parser.add_argument("--python", metavar="PATH",
                        help="the interpreter the hooks run with (must have memory-engine "
                        "installed); default: this one if it can, else a venv of our own")
    parser.add_argument("--venv", metavar="DIR", type=Path, default=None,
                        help=f"where to create that venv (default: {env.default_venv_dir()})")
    parser.add_argument("--bin-dir", metavar="DIR", type=Path, default=None,
                        help="where to put the `memengine` launcher so the shell finds it "
                        f"(default: {L.default_bin_dir()}; give the same to --uninstall)")
    parser.add_argument("--no-mcp", action="store_true",
                        help="do not register the MCP server (tools recall, remember, show) in "
                        "the project's .mcp.json")
    return parser


def _in_python(python: str, code: str, *args: str) -> subprocess.CompletedProcess[str]:
    clean = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
    return subprocess.run([python, "-c", code, *args], capture_output=True, text=True,
                          env=clean, timeout=300)


INIT_CODE = """\
import sys
from memory_engine.storage.store import Store
store = Store.open(sys.argv[1])
created = store.init()
store.close()
print(len(created))
"""

SUMMARY_CODE = """\
import sys
from memory_engine.index import Index
from memory_engine.config import StoreConfig
from memory_engine.storage.manifest import summary_lines
index = Index(StoreConfig.load(sys.argv[1]))
for tier, line in summary_lines(index).items():
    print(line)
"""


def init_store(python: str, root: Path) -> str:
    proc = _in_python(python, INIT_CODE, str(root))
    if proc.returncode != 0:
        raise InstallError(f"initialising the store at {root} failed:\n{proc.stderr.strip()}\n"
                           "fix the problem above and rerun install.py (the settings are done)")
    created = int(proc.stdout.strip() or 0)
    return (f"store initialised at {root} ({created} folders/files created)" if created
            else f"store at {root} already initialised")


def coldstart_preview(python: str, root: Path) -> str:
    """What the next session will start with: `memengine coldstart`, else the manifest summary
    lines, else a note that the store is empty."""
    proc = subprocess.run([python, "-m", "memory_engine", "coldstart", "--root", str(root)],
                          capture_output=True, text=True, timeout=300)
    if proc.returncode == 0 and proc.stdout.strip():
        return proc.stdout.rstrip()
    proc = _in_python(python, SUMMARY_CODE, str(root))
    if proc.returncode == 0 and proc.stdout.strip():
        return proc.stdout.rstrip()
    return "(the store is empty: nothing to load yet)"


def archive_store(root: Path) -> Path:
    """Tar the store beside the project, check the archive reads back, then delete the store."""
    import shutil
    import tarfile

    stamp = dt.datetime.now().strftime("%Y%m%d-%H%M%S")
    archive = root.parent / f"memory-engine-store-{stamp}.tar.gz"
    with tarfile.open(archive, "w:gz") as tar:
        tar.add(root, arcname=root.name)
    with tarfile.open(archive, "r:gz") as tar:
        members = len(tar.getmembers())
    expected = 1 + sum(len(dirs) + len(files) for _, dirs, files in os.walk(root))
    if members != expected:
        raise InstallError(f"the archive {archive} holds {members} entries, the store "
                           f"{expected}; the store was NOT deleted")
    shutil.rmtree(root)
    return archive


def uninstall(args: argparse.Namespace, project: Path, path: Path, out: list[str]) -> int:
    # first: the hook plan's byte-for-byte restore compares the settings without our approval
    mcp_said = M.uninstall(project, path, args.dry_run) if args.scope != "user" else []
    if args.dry_run and mcp_said:
        print("\n".join(mcp_said))
    out.extend([] if args.dry_run else mcp_said)
    plan = S.plan_uninstall(path)
    root = project / STORE_NAME
    bin_dir = args.bin_dir or L.default_bin_dir()
    if args.dry_run:
        print(plan.diff(), end="")
        if args.remove_store and root.is_dir():
            print(f"would archive {root} to a .tar.gz beside it, then delete it")
        said = L.uninstall(path, bin_dir, dry_run=True)
        if said:
            print(said)
        print("dry run: nothing written")
        return 0
    out.append(plan.apply())
    said = L.uninstall(path, bin_dir, dry_run=False)  # after the entries: they count as users
    if said:
        out.append(said)
    folder = path.parent
    if plan.after is None and plan.before is not None and folder.is_dir() \
            and not any(folder.iterdir()):
        # the settings file was ours alone, so the `.claude/` it sat in was made for it
        folder.rmdir()
        out.append(f"{folder}: removed (empty once memory-engine's settings file was gone)")
    if args.remove_store and root.is_dir():
        out.append(f"store archived to {archive_store(root)} and removed")
    elif root.is_dir():
        out.append(f"store kept at {root} (--remove-store archives and deletes it)")
    out.append("Claude Code's own auto-memory was not touched.")
    print("\n".join(out))
    return 0


def run(args: argparse.Namespace, repo: Path) -> int:
    project = Path(args.project or os.getcwd()).expanduser().absolute()
    if not project.is_dir():
        raise InstallError(f"{project} is not a folder; give the project folder to install into")
    path = settings_path(args.scope, project)
    out: list[str] = []
    if args.uninstall:
        return uninstall(args, project, path, out)
    if args.remove_store:
        raise InstallError("--remove-store only goes with --uninstall")
    S.load(path)  # refuse a broken settings file before creating anything
    from memory_engine import __version__

    venv = args.venv or env.default_venv_dir()
    python = env.choose_python(args.python, repo, __version__, venv, args.dry_run, out)
    mcp_project = project if args.scope != "user" else None
    plan = S.plan_install(path, S.template(repo / TEMPLATE, python))
    root = project / STORE_NAME
    init_here = args.scope != "user" or args.project is not None
    bin_dir = args.bin_dir or L.default_bin_dir()
    if args.dry_run:
        print(plan.diff(), end="")
        print("\n".join(out))
        if init_here:
            print(f"would initialise the store at {root}")
        print("\n".join(L.install(python, path, bin_dir, dry_run=True)))
        if not args.no_mcp:
            print("\n".join(M.install(python, mcp_project, path, repo, venv, dry_run=True)))
        print("dry run: nothing written")
        return 0
    out.append(plan.apply())
    if init_here:
        out.append(init_store(python, root))
    else:
        out.append("no store initialised (user scope without PROJECT_DIR): run "
                   "`memengine init` in a project to turn memory on there")
    out.extend(L.install(python, path, bin_dir, dry_run=False))
    if not args.no_mcp:  # after the hooks: the approval goes into the file they were written to
        out.extend(M.install(python, mcp_project, path, repo, venv, dry_run=False))
    out.append("every hook exits 0 whatever happens; MEMORY_ENGINE_DISABLE=1 turns them all off")
    print("memory-engine installed:\n  " + "\n  ".join(out))
    if init_here:
        preview = coldstart_preview(python, root)
        print("\nA new session in this project starts with this context:\n")
        print("  " + preview.replace("\n", "\n  "))
    print("\n" + AUTO_MEMORY_NOTE)
    return 0


def main(repo: Path, argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        code = run(args, repo)
        sys.stdout.flush()  # a reader gone away shows here, not as a traceback at exit
        return code
    except InstallError as exc:
        print(f"install.py: {exc}", file=sys.stderr)
        return 1
    except BrokenPipeError:
        # `install.py ... | head`: the reader stopped reading. Every change is made before the
        # report is printed, so only the rest of the report is lost; stdout goes to /dev/null so
        # that the interpreter's last flush at exit does not fail a second time.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
        return 0
