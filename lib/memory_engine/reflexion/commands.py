"""What kind of work a shell command does: by the program it runs and that program's subcommand.

`docker build` builds an image and `docker run` or `docker compose up` runs a container; `pytest`,
`go test` and `npm test` run tests; `ruff`, `prettier` and `eslint --fix` format or lint;
`pnpm add` and `uv sync` change dependencies; `git …` is version control. A command line is cut
into its simple commands (`cd web && npm run build`), wrappers are looked through (`sudo`,
`env X=1`, `uv run`, `npx`, `python -m`), and the tables below name the kind of each program, or
of a program and its subcommand; a script or target name (`npm run lint`, `make test`) is read
by its words. A line none of whose programs the tables know has no work here: the caller
falls back to naming it by its program.

Kinds: test, install (dependencies), git, check (format, lint, type-check), build, service (run
the app, a server or a container), deploy. A fact table, not a judgement: it grows with tools.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

# When a line does several kinds of work, the one a correction is most likely about.
PRIORITY = ("install", "test", "git", "check", "build", "deploy", "service")

# Programs whose kind does not depend on a subcommand.
PROGRAMS: dict[str, str] = {
    **dict.fromkeys(("pytest", "py.test", "unittest", "nose2", "nosetests", "tox", "nox", "jest",
                     "vitest", "mocha", "jasmine", "karma", "playwright", "cypress", "rspec",
                     "phpunit", "ctest", "bats", "behave", "ava"), "test"),
    **dict.fromkeys(("ruff", "black", "isort", "flake8", "pylint", "mypy", "pyright", "eslint",
                     "prettier", "tsc", "biome", "gofmt", "goimports", "golangci-lint",
                     "rustfmt", "stylelint", "rubocop", "shellcheck", "yapf", "autopep8",
                     "pre-commit", "clang-format", "ktlint", "swiftlint", "markdownlint",
                     "hadolint", "oxlint"), "check"),
    **dict.fromkeys(("webpack", "rollup", "esbuild", "parcel", "cmake", "ninja", "gcc", "g++",
                     "clang", "javac", "msbuild", "rustc"), "build"),
    **dict.fromkeys(("uvicorn", "gunicorn", "hypercorn", "daphne", "nodemon", "pm2",
                     "redis-server", "nginx", "caddy", "http-server", "systemctl"), "service"),
    **dict.fromkeys(("ansible-playbook", "vercel", "netlify", "serverless"), "deploy"),
}
_DEPENDENCY_SUBS = ("install", "i", "add", "ci", "remove", "rm", "uninstall", "update", "up",
                    "upgrade", "sync", "lock", "get", "require", "restore")
_PACKAGE_SUBS = ("install", "remove", "uninstall", "upgrade", "update", "add", "del")
_PIP = {"install": "install", "uninstall": "install", "download": "install"}
_CONDA = dict.fromkeys(("install", "create", "remove", "update", "env"), "install")
_DOCKER = {"build": "build", "buildx": "build", "compose": "=compose", "push": "deploy",
           "*": "service"}
_COMPOSE = {"build": "build", "push": "deploy", "*": "service"}
_NODE_SCRIPTS = {**dict.fromkeys(_DEPENDENCY_SUBS, "install"), "test": "test", "run": "script",
                 "exec": "unwrap", "dlx": "unwrap", "x": "unwrap", "publish": "deploy",
                 "*": "script"}  # pnpm, yarn, bun: `pnpm lint` runs the script `lint`
_TARGETS = {"*": "targets"}  # build tools: each target read by its name; none builds
# Programs whose kind is their subcommand's: subcommand -> kind, "*" for any other one.
# "script": the next word is a script name; "targets": every word is a target name; "unwrap":
# what follows the subcommand is another command; "program": what follows is one already;
# "=<program>": the subcommand is that program of this table (`docker compose`, `uv pip`).
SUBCOMMANDS: dict[str, dict[str, str]] = {
    "git": {"*": "git"}, "gh": {"*": "git"},
    "pip": _PIP, "pip3": _PIP, "pipx": {"install": "install", "run": "unwrap"},
    "uv": {**dict.fromkeys(("add", "remove", "sync", "lock", "venv"), "install"), "pip": "=pip",
           "run": "unwrap", "tool": "unwrap", "build": "build", "publish": "deploy"},
    "poetry": {**dict.fromkeys(("add", "remove", "install", "lock", "update"), "install"),
               "run": "unwrap", "build": "build", "publish": "deploy"},
    "pipenv": {**dict.fromkeys(("install", "uninstall", "sync", "lock", "update"), "install"),
               "run": "unwrap"},
    "pdm": {**dict.fromkeys(("add", "remove", "install", "sync", "lock", "update"), "install"),
            "run": "unwrap", "build": "build", "publish": "deploy"},
    "hatch": {"run": "unwrap", "build": "build", "test": "test", "fmt": "check",
              "publish": "deploy"},
    "conda": _CONDA, "mamba": _CONDA, "micromamba": _CONDA,
    "npm": {**dict.fromkeys(_DEPENDENCY_SUBS, "install"), "test": "test", "t": "test",
            "run": "script", "run-script": "script", "start": "service", "exec": "unwrap",
            "x": "unwrap", "publish": "deploy"},
    "pnpm": _NODE_SCRIPTS, "yarn": _NODE_SCRIPTS, "bun": _NODE_SCRIPTS,
    "npx": {"*": "program"}, "bunx": {"*": "program"}, "pnpx": {"*": "program"},
    "cargo": {**dict.fromkeys(("add", "install", "remove", "update"), "install"),
              "test": "test", "nextest": "test", "build": "build", "b": "build",
              "check": "check", "clippy": "check", "fmt": "check", "run": "service",
              "r": "service", "publish": "deploy"},
    "go": {**dict.fromkeys(("get", "install", "mod"), "install"), "test": "test",
           "build": "build", "vet": "check", "fmt": "check", "run": "service"},
    "gem": dict.fromkeys(("install", "uninstall", "update"), "install"),
    "bundle": {**dict.fromkeys(("install", "add", "update", "remove"), "install"),
               "exec": "unwrap"},
    "composer": dict.fromkeys(("require", "install", "update", "remove"), "install"),
    "mix": {"deps.get": "install", "test": "test", "format": "check", "compile": "build",
            "phx.server": "service", "run": "service"},
    "dotnet": {"add": "install", "restore": "install", "test": "test", "build": "build",
               "run": "service", "format": "check", "publish": "deploy"},
    "docker": _DOCKER, "podman": _DOCKER, "compose": _COMPOSE, "docker-compose": _COMPOSE,
    "podman-compose": _COMPOSE,
    "kubectl": dict.fromkeys(("apply", "create", "delete", "rollout", "scale", "set", "patch",
                              "replace", "run", "expose", "edit"), "deploy"),
    "helm": dict.fromkeys(("install", "upgrade", "uninstall", "rollback"), "deploy"),
    "terraform": dict.fromkeys(("apply", "destroy", "plan", "import", "init"), "deploy"),
    "pulumi": dict.fromkeys(("up", "destroy", "preview"), "deploy"),
    "flutter": {"pub": "=pub", "test": "test", "analyze": "check", "format": "check",
                "build": "build", "run": "service", "upgrade": "install", "create": "build"},
    "dart": {"pub": "=pub", "test": "test", "analyze": "check", "format": "check",
             "fix": "check", "compile": "build", "run": "program"},
    "pub": dict.fromkeys(("get", "add", "remove", "upgrade", "outdated", "downgrade"),
                         "install"),
    "fvm": {"flutter": "program", "dart": "program", "install": "install", "use": "install"},
    "swift": {"build": "build", "test": "test", "run": "service", "package": "install"},
    "xcodebuild": {"test": "test", "*": "build"},
    "helmfile": dict.fromkeys(("apply", "sync", "destroy", "diff"), "deploy"),
    "argocd": {"app": "deploy"},
    "flask": {"run": "service"},
    "vite": {"build": "build", "*": "service"},
    "next": {"build": "build", "lint": "check", "*": "service"},
    "rails": {"server": "service", "s": "service", "test": "test"},
    "django-admin": {"runserver": "service", "test": "test"},
    "manage.py": {"runserver": "service", "test": "test"},
    "artisan": {"serve": "service", "test": "test"},
    **dict.fromkeys(("brew", "apt", "apt-get", "dnf", "yum", "apk", "port", "snap", "choco",
                     "winget"), dict.fromkeys(_PACKAGE_SUBS, "install")),
    **dict.fromkeys(("make", "just", "task", "rake", "invoke", "mvn", "mvnw", "gradle",
                     "gradlew", "bazel"), _TARGETS),
}
# Programs placed before the command they run (`sudo -u app`, `timeout 60`, `env X=1`).
WRAPPERS = frozenset({"sudo", "env", "time", "nohup", "exec", "command", "nice", "timeout",
                      "watch", "stdbuf", "caffeinate", "uvx"})
# Interpreters: `python -m pytest` runs pytest, `python manage.py test` a program of the table,
# `bash -c "…"` a command line.
SHELLS = frozenset({"bash", "sh", "zsh"})
INTERPRETERS = frozenset({"node", "deno", "php", "ruby", "perl", *SHELLS})
# Words of a script or target name (`test:unit`, `lint-fix`, `build:prod`) -> kind.
SCRIPT_WORDS: dict[str, str] = {
    **dict.fromkeys(("test", "tests", "spec", "e2e", "coverage", "cov", "unit", "integration"),
                    "test"),
    **dict.fromkeys(("lint", "format", "fmt", "prettier", "eslint", "typecheck", "types",
                     "check", "style", "tsc", "mypy", "ruff"), "check"),
    **dict.fromkeys(("build", "compile", "bundle", "dist", "all", "package", "assemble"),
                    "build"),
    **dict.fromkeys(("start", "dev", "serve", "server", "watch", "preview", "up", "run",
                     "bootrun"), "service"),
    **dict.fromkeys(("deploy", "release", "publish", "ship"), "deploy"),
    **dict.fromkeys(("deps", "dependencies", "setup", "bootstrap"), "install"),
}
# Simple commands are separated by `&&`, `||`, `;`, `|`, `&` and new lines (not `2>&1`).
_SEGMENTS = re.compile(r"(?<!\s)\s*(?:&&|\|\||;|\||\n|(?<![<>&])&(?![>&]))\s*")
_ASSIGNMENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*=")
_PYTHON = re.compile(r"^python(?:\d(?:\.\d+)?)?$")
_SCRIPT_WORD = re.compile(r"[a-z]+")


@dataclass
class Work:
    """What one command line was for: its kind, and the words that name it."""

    kind: str                 # one of PRIORITY
    program: str              # the program (`pytest`, `docker`, `npm`)
    named: str                # the program and the subcommand that decided (`docker run`)
    arguments: list[str] = field(default_factory=list)  # what followed them, flags included


def work_of(command: str) -> Work | None:
    """The work a shell command line does: of its simple commands, the one whose kind comes
    first in PRIORITY (the last of them when several do that kind); None when the tables know
    none of its programs."""
    found = [w for w in map(_of_words, _segments(command)) if w is not None]
    if not found:
        return None
    rank = {kind: n for n, kind in enumerate(PRIORITY)}
    best = min(rank[w.kind] for w in found)
    return [w for w in found if rank[w.kind] == best][-1]


def _segments(command: str) -> list[list[str]]:
    return [_words(part) for part in _SEGMENTS.split(command) if part.strip()]


def _words(text: str) -> list[str]:
    return [w.strip("\"'()") for w in text.split() if w.strip("\"'()")]


def _name(word: str) -> str:
    """A program as the tables know it: `.venv/bin/pytest` and `./gradlew` by their file name."""
    return word.rsplit("/", 1)[-1].lower()


def _of_words(words: list[str]) -> Work | None:
    """The work of one simple command (its words), looking through wrappers and interpreters."""
    words = _unwrapped(words)
    if not words:
        return None
    program, rest = _name(words[0]), words[1:]
    if _PYTHON.match(program) or program in INTERPRETERS:
        flag = rest[0] if rest else ""
        if (flag == "-m" and program.startswith("python")) or (flag == "-c" and program in SHELLS):
            return _of_words(rest[1:])  # `python -m pytest`, `bash -c "make test"`
        script = next((w for w in rest if not w.startswith("-")), "")
        if _name(script) not in SUBCOMMANDS:  # `python manage.py runserver` goes on
            return None
        program, rest = _name(script), rest[rest.index(script) + 1:]
    if program in PROGRAMS:
        return Work(PROGRAMS[program], program, program, rest)
    table = SUBCOMMANDS.get(program)
    if table is None:
        return None
    subs = [w for w in rest if not w.startswith("-")]
    sub = subs[0] if subs else ""
    how = table.get(sub.lower()) or table.get("*", "")
    after = rest[rest.index(sub) + 1:] if sub else rest
    if how == "program":  # `npx eslint .`
        return _of_words(rest)
    if how == "unwrap":  # `uv run pytest`
        return _of_words(after)
    if how.startswith("="):  # a program of its own: `docker compose up`, `uv pip install`
        inner = _of_words([how[1:], *after])
        return None if inner is None else Work(inner.kind, program, f"{program} {inner.named}",
                                                inner.arguments)
    if how == "targets":  # `make lint test`; a build tool with no known target builds
        kinds = [_script_kind(s) for s in subs]
        kind = next((k for k in PRIORITY if k in kinds), "build")
        target = next((s for s in subs if _script_kind(s) == kind), "")
        return Work(kind, program, f"{program} {target}".strip(), rest)
    if how == "script":  # `npm run lint`, `pnpm test:unit`
        script = subs[1] if sub in ("run", "run-script") and len(subs) > 1 else sub
        kind = _script_kind(script)
        named = f"{program} {sub} {script}" if sub != script else f"{program} {script}"
        return Work(kind, program, named, rest) if kind else None
    if not how:
        return None
    return Work(how, program, f"{program} {sub}".strip(), after)


# What a program the tables do not know does, read from its subcommand (`nf-test test`,
# `promtool test rules`, `regal lint`, `carton install`, `deno add jsr:@std/datetime`): the
# kinds whose words say what a subcommand does whatever the tool. Running something ("up",
# "run", "start") is left out: `micrate up` migrates and `nextflow run` runs a pipeline.
_SUBCOMMAND_KINDS = ("test", "check", "build", "deploy")
_ADDS = frozenset({"install", "add"})
SUBCOMMAND_WORDS = 2  # words after an unknown program read as its subcommand


def work_named(command: str) -> Work | None:
    """The work of a command line a person quotes (`work_of`), else, for a program the tables
    do not know, the work its subcommand names: a word of SCRIPT_WORDS of one of
    _SUBCOMMAND_KINDS ("test", "lint", "build", "deploy") or one that adds a dependency
    ("install", "add"), among the first SUBCOMMAND_WORDS words after the program that are not
    flags. The whole word, not a part of one: `return test_value` quotes code, no command."""
    known = work_of(command)
    if known is not None:
        return known
    for segment in _segments(command):
        words = _unwrapped(segment)
        if not words or _name(words[0]) in SHELLS:
            continue
        program = _name(words[0])
        subs = [w for w in words[1:] if not w.startswith("-")][:SUBCOMMAND_WORDS]
        for n, sub in enumerate(subs):
            kind = "install" if sub.lower() in _ADDS else SCRIPT_WORDS.get(sub.lower(), "")
            if kind in (*_SUBCOMMAND_KINDS, "install"):
                named = " ".join([program, *subs[:n + 1]])
                return Work(kind, program, named, words[words.index(sub) + 1:])
    return None


def named_call(command: str) -> tuple[str, list[str]]:
    """For a line the tables do not know: its program and subcommand as people name them
    (`php artisan migrate:fresh --seed` -> "php artisan migrate:fresh", `Rscript
    analysis/run.R` -> "Rscript"), and the files it names (`run.R`)."""
    segments = [_unwrapped(w) for w in _segments(command)]
    words = next((w for w in segments if w and _name(w[0]) != "cd"), [])
    files = [w.rsplit("/", 1)[-1] for seg in segments for w in seg[1:]
             if not w.startswith("-") and ("/" in w or re.search(r"\.\w{1,5}$", w))
             and re.search(r"[A-Za-z]", w.rsplit("/", 1)[-1])]
    if not words:
        return "", files
    chain = [words[0].rsplit("/", 1)[-1]]
    rest = words[1:]
    if (_name(chain[0]) in INTERPRETERS or _PYTHON.match(_name(chain[0]))) and rest and \
            not rest[0].startswith("-"):
        chain.append(_name(rest[0]))  # the script it runs: `php artisan`, `python manage.py`
        rest = rest[1:]
    for _ in range(2):  # a subcommand, and what a runner subcommand runs (`dart run X`)
        sub = next((w for w in rest if not w.startswith("-")), "")
        if not sub or "/" in sub or "=" in sub or re.search(r"\.\w{1,5}$", sub) or len(sub) > 30:
            break
        chain.append(sub)
        rest = rest[rest.index(sub) + 1:]
        if sub not in ("run", "exec", "x"):
            break
    return " ".join(chain), list(dict.fromkeys(files))[:3]


def _unwrapped(words: list[str]) -> list[str]:
    """The command a wrapper runs: `sudo -u app env X=1 timeout 60 pytest` -> `pytest`."""
    i = 0
    while i < len(words):
        if _ASSIGNMENT.match(words[i]):
            i += 1
        elif _name(words[i]) in WRAPPERS:
            i += 1
            while i < len(words) and (words[i].startswith("-") or _ASSIGNMENT.match(words[i])
                                      or words[i].isdigit() or words[i - 1] in ("-u", "-n")):
                i += 1
        else:
            break
    return words[i:]


def _script_kind(name: str) -> str:
    """The kind of a script or target by its words (`test:unit` -> test, `lint-fix` -> check)."""
    kinds = {SCRIPT_WORDS.get(w, "") for w in _SCRIPT_WORD.findall(name.lower())} - {""}
    return next((k for k in PRIORITY if k in kinds), "")


def simple_commands(command: str) -> list[list[str]]:
    """The simple commands of a line (`cd web && npm run build` -> two), each as its words with
    wrappers looked through (`sudo`, `env X=1`, `timeout 60`)."""
    return [words for words in map(_unwrapped, _segments(command)) if words]


def program_of(words: list[str]) -> str:
    """A simple command's program as the tables know it (`.venv/bin/pytest` -> `pytest`)."""
    return _name(words[0]) if words else ""
