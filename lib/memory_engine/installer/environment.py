"""The Python that runs the hooks: one with memory-engine and its dependencies, found or made.

Hook commands name their interpreter by absolute path, so they never depend on the PATH of
whatever launched Claude Code. The interpreter is, in order: the one asked for (`--python`), the
one running the installer if it already imports this version of memory-engine and its
dependencies, a venv this installer owns (created on demand, the package installed into it).
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

from memory_engine.installer import InstallError

MIN_PYTHON = (3, 11)
DISTRIBUTION = "memory-engine"
_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]*")


def requirements(repo: Path | None) -> list[str]:
    """memory-engine's dependencies, read from where they are declared, never restated here:
    `[project] dependencies` of the checkout's pyproject.toml (install.py and the plugin run
    from one), else the installed distribution's metadata."""
    pyproject = repo / "pyproject.toml" if repo is not None else None
    if pyproject is not None and pyproject.is_file():
        import tomllib

        try:
            data = tomllib.loads(pyproject.read_text(encoding="utf-8"))
            return [str(d) for d in data["project"]["dependencies"]]
        except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError, KeyError,
                TypeError) as exc:
            raise InstallError(f"cannot read the dependencies from {pyproject} ({exc!r}); "
                               "restore the file from the repository and rerun") from exc
    from importlib import metadata

    try:
        declared = metadata.requires(DISTRIBUTION) or []
    except metadata.PackageNotFoundError as exc:
        raise InstallError(f"no pyproject.toml at {repo} and {DISTRIBUTION} is not installed: "
                           "run this from a checkout of the repository") from exc
    return [r for r in declared if "extra ==" not in r]  # optional extras are not needed


def distribution_names(reqs: list[str]) -> list[str]:
    """The distribution each requirement names ("some-dist[extra]>=1.0" -> "some-dist")."""
    names = []
    for req in reqs:
        found = _NAME.match(req.strip())
        if found:
            names.append(found.group(0))
    return names


def missing_distributions(names: list[str]) -> list[str]:
    """The distributions of `names` this interpreter does not have installed."""
    from importlib import metadata

    missing = []
    for name in names:
        try:
            metadata.distribution(name)
        except metadata.PackageNotFoundError:
            missing.append(name)
    return missing


# Asks by distribution name, as the requirements give them: a module name can differ from its
# distribution's (pyyaml installs `yaml`), and a table mapping one to the other is one more copy
# of the dependency list to keep in step.
_PROBE = """\
import importlib.metadata, json, sys
missing = []
for name in {names!r}:
    try:
        importlib.metadata.distribution(name)
    except importlib.metadata.PackageNotFoundError:
        missing.append(name)
try:
    import memory_engine
    me = [memory_engine.__file__, getattr(memory_engine, "__version__", "")]
except Exception:
    me = None
print(json.dumps({{"version": list(sys.version_info[:3]), "executable": sys.executable,
                  "missing": missing, "memory_engine": me}}))
"""


class Probe:
    """What one interpreter offers: its version, missing dependencies, memory-engine's version."""

    def __init__(self, python: str, data: dict[str, object]) -> None:
        self.python = python
        version = data.get("version")
        self.version = tuple(version) if isinstance(version, list) else (0,)
        self.missing = [str(m) for m in data.get("missing") or []]  # type: ignore[attr-defined]
        me = data.get("memory_engine")
        self.package_file = str(me[0]) if isinstance(me, list) and me else ""
        self.package_version = str(me[1]) if isinstance(me, list) and len(me) > 1 else ""

    def ready(self, want_version: str) -> bool:
        return (self.version >= MIN_PYTHON and not self.missing
                and self.package_version == want_version)

    def why_not(self, want_version: str) -> str:
        if self.version < MIN_PYTHON:
            return f"it is Python {'.'.join(map(str, self.version))}, memory-engine needs 3.11+"
        if self.missing:
            return f"it lacks {', '.join(self.missing)}"
        if not self.package_version:
            return "memory-engine is not installed in it"
        if self.package_version != want_version:
            return f"it has memory-engine {self.package_version}, this is {want_version}"
        return "it is ready"


def probe(python: str, names: list[str]) -> Probe | None:
    """Ask `python` which of the distributions `names` it lacks and which memory-engine it has,
    from a neutral folder and without PYTHONPATH (as a hook would run it); None when it does not
    run at all."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
    code = _PROBE.format(names=names)
    try:
        with tempfile.TemporaryDirectory() as neutral:
            proc = subprocess.run([python, "-c", code], capture_output=True, text=True, env=env,
                                  cwd=neutral, timeout=60)
    except (OSError, subprocess.TimeoutExpired):
        return None
    if proc.returncode != 0:
        return None
    try:
        data = json.loads(proc.stdout.strip().splitlines()[-1])
    except (ValueError, IndexError):
        return None
    return Probe(python, data) if isinstance(data, dict) else None


def user_data_dir() -> Path:
    """Same folder as platformdirs.user_data_dir("memory-engine") without needing platformdirs."""
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Application Support" / "memory-engine"
    if os.name == "nt":
        base = os.environ.get("LOCALAPPDATA") or str(Path.home() / "AppData" / "Local")
        return Path(base) / "memory-engine"
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "memory-engine"


def default_venv_dir() -> Path:
    return user_data_dir() / ".venv"


def venv_python(venv: Path) -> Path:
    if os.name == "nt":
        return venv / "Scripts" / "python.exe"
    return venv / "bin" / "python"


def _run(args: list[str], what: str, fix: str) -> None:
    try:
        proc = subprocess.run(args, capture_output=True, text=True, timeout=900)
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise InstallError(f"{what} failed: {exc}. {fix}") from exc
    if proc.returncode != 0:
        tail = "\n".join((proc.stderr or proc.stdout).strip().splitlines()[-8:])
        raise InstallError(f"{what} failed (exit {proc.returncode}):\n{tail}\n{fix}")


def create_venv(venv: Path, base_python: str, install: list[str]) -> Path:
    """Create (or reuse) `venv` and pip-install `install` into it; returns its interpreter."""
    python = venv_python(venv)
    if not python.exists():
        _run([base_python, "-m", "venv", str(venv)], f"creating a venv in {venv}",
             "Install your system's venv support (on Debian/Ubuntu: the python3-venv package), "
             "or pass --python with an interpreter that already has memory-engine installed.")
    _run([str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
          *install], f"installing {' '.join(install)} into {venv}",
         "Check that pip can reach your package index (or its configured mirror), then rerun; "
         "or pass --python with an interpreter that already has memory-engine installed.")
    return python


def choose_python(requested: str | None, repo: Path, version: str, venv: Path,
                  dry_run: bool, say: list[str]) -> str:
    """The absolute path of the interpreter the hook commands will name (see module docstring)."""
    names = distribution_names(requirements(repo))
    if requested:
        found = probe(requested, names)
        if found is None:
            raise InstallError(f"--python {requested} does not run; give the path of a "
                                    "Python 3.11+ interpreter")
        if not found.ready(version):
            raise InstallError(
                f"--python {requested} cannot run the hooks: {found.why_not(version)}. Run "
                f"`{requested} -m pip install {repo}` first, or leave out --python.")
        return os.path.abspath(requested)
    current = probe(sys.executable, names)
    if current is not None and current.ready(version):
        say.append(f"hooks run with this interpreter: {sys.executable}")
        return os.path.abspath(sys.executable)
    existing = probe(str(venv_python(venv)), names) if venv_python(venv).exists() else None
    if existing is not None and existing.ready(version):
        say.append(f"hooks run with the venv at {venv}")
        return str(venv_python(venv))
    reason = current.why_not(version) if current is not None else "it did not run"
    if dry_run:
        say.append(f"would create a venv at {venv} and install memory-engine into it "
                   f"(this interpreter cannot run the hooks: {reason})")
        return str(venv_python(venv))
    if sys.version_info < MIN_PYTHON:
        raise InstallError(f"this is Python {sys.version.split()[0]}; memory-engine needs "
                                "3.11 or newer: rerun install.py with a newer python3")
    python = create_venv(venv, sys.executable, [str(repo)])
    say.append(f"created a venv at {venv} with memory-engine installed "
               f"(this interpreter could not run the hooks: {reason})")
    return str(python)
