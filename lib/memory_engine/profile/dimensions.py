"""Which dimension a task belongs to, from what it did: tools, files, commands; not its wording.

Deterministic and explainable. The evidence is what a task touches, whatever language the
prompt is in and however it is phrased:

- files written (Write/Edit/MultiEdit/NotebookEdit), by kind: a test file (test_x.py,
  x_test.go, x.spec.ts, tests/...) -> testing; documentation (.md, .rst, .txt, docs/...) ->
  docs; infrastructure (Dockerfile, CI YAML, shell scripts, Makefile, .tf, .service) -> devops;
  data (.csv, .sql, .ipynb, .parquet, ...) -> data; other source code -> coding. Files only
  read count for less.
- code edits that do not grow the code (the new text no longer than the old over several
  edits), `replace_all` renames, files moved or removed -> refactoring rather than coding.
- commands run: a test runner -> testing; git, containers, packages, services, processes ->
  devops; database and data tools -> data.
- the web (WebSearch, WebFetch), or reading and searching without changing anything -> research.
- a pasted stack trace or error log in the prompt, or commands that failed -> debugging.
- file names, URLs and commands the prompt itself mentions, for a task that has not run yet.

Two or more strong kinds of evidence of similar weight make a task cross-domain; no evidence at
all makes it `general` (talk, planning answers).
"""

from __future__ import annotations

import os

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


DIMENSIONS = ("coding", "debugging", "testing", "refactoring", "docs", "devops", "data",
              "research", "cross-domain", "general")

WRITE_TOOLS = frozenset({"Write", "Edit", "MultiEdit", "NotebookEdit"})
READ_TOOLS = frozenset({"Read", "Grep", "Glob", "LS", "NotebookRead"})
WEB_TOOLS = frozenset({"WebSearch", "WebFetch"})

CODE_EXTS = _words(
    "py pyi js jsx ts tsx mjs cjs ex exs heex eex leex go rs java kt kts scala c h cc cpp cxx hpp "
    "cs rb php swift m mm vue svelte html htm css scss sass less lua dart r jl zig elm erl hrl hs "
    "ml clj cljs fs sol")
DOC_EXTS = _words("md markdown mdx rst txt adoc asciidoc org tex rtf")
DATA_EXTS = _words(
    "csv tsv parquet sql ipynb jsonl ndjson xlsx xls db sqlite sqlite3 feather avro orc h5 "
    "hdf5 npy npz pkl")
DEVOPS_EXTS = _words("sh bash zsh fish ps1 tf tfvars hcl service timer nix")
DEVOPS_NAMES = frozenset({"dockerfile", "makefile", "procfile", "vagrantfile", "jenkinsfile",
                          ".gitignore", ".dockerignore", ".gitlab-ci.yml", ".env", ".nvmrc",
                          ".tool-versions", "docker-compose.yml", "docker-compose.yaml",
                          "compose.yml", "compose.yaml", "justfile"})
DEVOPS_DIRS = (".github/", ".circleci/", "deploy/", "k8s/", "helm/", "ansible/", "terraform/",
               "infra/")
TEST_DIRS = ("tests/", "test/", "__tests__/", "spec/", "testing/")

# Command heads (first word, or first two for runners whose subcommand says what they do).
TEST_COMMANDS = _words(
    "pytest py.test jest vitest mocha rspec phpunit tox nox ctest karma ava playwright cypress "
    "unittest") | frozenset(
    {"npm test", "yarn test", "pnpm test", "bun test", "deno test", "go test", "cargo test",
     "mix test", "make test", "make check", "dotnet test", "mvn test", "gradle test",
     "python -m pytest", "python3 -m pytest", "python -m unittest", "python3 -m unittest",
     "bundle exec rspec", "npm run test", "yarn run test", "pnpm run test"})
DEVOPS_COMMANDS = _words(
    "git gh docker docker-compose podman kubectl helm terraform ansible ansible-playbook "
    "systemctl service launchctl ssh scp rsync brew apt apt-get yum dnf apk pacman ps kill pkill "
    "killall lsof tmux screen nohup chmod chown crontab sudo mount df du top htop netstat ss "
    "nginx pm2 supervisorctl vagrant heroku fly vercel netlify aws gcloud az mkdir ln tar "
    "unzip zip which env export source") | frozenset(
    {"npm install", "npm ci", "npm run", "yarn add", "yarn install", "pnpm install",
     "pnpm add", "pip install", "pip3 install", "uv pip", "uv sync", "poetry install",
     "cargo install", "go install", "mix deps.get", "mix phx.server", "make install",
     "claude mcp"})
DATA_COMMANDS = _words(
    "sqlite3 psql mysql duckdb jq mongo mongosh redis-cli bq csvstat csvcut xsv mlr "
    "pg_dump")
# Commands that only look (the shell's Read and Grep): evidence of research when nothing changes.
LOOK_COMMANDS = _words(
    "ls find grep rg ag cat head tail wc tree file stat less more fd locate whereis")
RUNNERS_WITH_SUBCOMMAND = _words(
    "npm yarn pnpm bun deno go cargo mix make dotnet mvn gradle python python3 bundle pip pip3 "
    "uv poetry claude")
SHELL_PREFIXES = frozenset({"sudo", "time", "nice", "exec", "command", "env"})

TRACE_MARKERS = ("Traceback (most recent call last)", "    at ", "Exception in thread",
                 "panicked at", "Segmentation fault", "npm ERR!", "error[E", "FAILED ",
                 "** (", "Stack trace", "stack trace:", "Uncaught ")


def ext_of(path: str) -> str:
    base = os.path.basename(path).lower()
    return base.rsplit(".", 1)[1] if "." in base.lstrip(".") else ""


def file_kind(path: str) -> str:
    """The dimension a file speaks for: testing, docs, devops, data, coding, or ""."""
    low = path.replace("\\", "/").lower()
    base = os.path.basename(low)
    ext = ext_of(low)
    stem = base.rsplit(".", 1)[0] if "." in base else base
    if ext in CODE_EXTS and (stem.startswith("test_") or stem.endswith(("_test", "_spec",
                                                                          ".test", ".spec"))
                             or any(f"/{d}" in f"/{low}" for d in TEST_DIRS)):
        return "testing"
    if base in DEVOPS_NAMES or base.startswith(("dockerfile", "docker-compose")) or \
            ext in DEVOPS_EXTS or any(d in f"/{low}" for d in DEVOPS_DIRS):
        return "devops"
    if ext in DATA_EXTS:
        return "data"
    if ext in DOC_EXTS or base in ("readme", "changelog", "license") or "/docs/" in f"/{low}":
        return "docs"
    if ext in CODE_EXTS:
        return "coding"
    return ""


def command_heads(command: str) -> list[str]:
    """The program of each simple command in a shell line ("cd x && pytest -q | tail" ->
    ["cd", "pytest", "tail"]), with the subcommand for runners like npm, go, cargo, make."""
    heads: list[str] = []
    normalised = command.replace("&&", ";").replace("||", ";").replace("|", ";")
    for segment in normalised.replace("\n", ";").split(";"):
        words = [w for w in segment.strip().split() if w]
        while words and (("=" in words[0] and not words[0].startswith("-"))
                         or words[0] in SHELL_PREFIXES or words[0] in ("(", "{")):
            words = words[1:]
        if not words:
            continue
        head = os.path.basename(words[0].strip("('\"")).lower()
        if head in RUNNERS_WITH_SUBCOMMAND and len(words) > 1:
            sub = words[1].lower()
            if sub == "-m" and len(words) > 2:
                sub = f"-m {words[2].lower()}"
            head = f"{head} {sub}"
        heads.append(head[:40])
    return heads[:12]


def command_kind(head: str) -> str:
    if head in TEST_COMMANDS:
        return "testing"
    if head in DATA_COMMANDS:
        return "data"
    if head in DEVOPS_COMMANDS or head.split(" ")[0] in DEVOPS_COMMANDS:
        return "devops"
    if head in LOOK_COMMANDS:
        return "look"
    return ""


# -- evidence gathered while the task runs ----------------------------------------------------
def new_evidence() -> dict[str, Any]:
    return {"tools": {}, "written": {}, "read": {}, "commands": {}, "tests_ok": 0,
            "edit_old": 0, "edit_new": 0, "code_edits": 0, "reshapes": 0, "failures": 0}


def _bump(table: dict[str, Any], key: str, by: int = 1) -> None:
    if key and (key in table or len(table) < 40):  # bounded: state stays small
        table[key] = int(table.get(key, 0)) + by


def observe(evidence: dict[str, Any], tool: str, tool_input: dict[str, Any],
            tool_response: Any = None, failed: bool = False) -> None:
    """Add one tool call to the task's evidence (counts only, never content)."""
    _bump(evidence.setdefault("tools", {}), tool[:60])
    if failed:
        evidence["failures"] = int(evidence.get("failures", 0)) + 1
    path = tool_input.get("file_path") or tool_input.get("notebook_path") or ""
    if isinstance(path, str) and path:
        kind = file_kind(path)
        if tool in WRITE_TOOLS:
            _bump(evidence.setdefault("written", {}), kind or "other")
            if kind in ("coding", "testing"):
                _edit_sizes(evidence, tool_input)
        elif tool in READ_TOOLS:
            _bump(evidence.setdefault("read", {}), kind or "other")
    command = tool_input.get("command")
    if tool == "Bash" and isinstance(command, str):
        for head in command_heads(command):
            _bump(evidence.setdefault("commands", {}), command_kind(head) or "other")
            if head in ("mv", "git mv", "rm", "git rm"):
                evidence["reshapes"] = int(evidence.get("reshapes", 0)) + 1
            if head in TEST_COMMANDS and not failed and not _interrupted(tool_response):
                evidence["tests_ok"] = int(evidence.get("tests_ok", 0)) + 1


def _interrupted(response: Any) -> bool:
    if not isinstance(response, dict):
        return False
    code = response.get("exit_code", response.get("returnCode"))
    return bool(response.get("interrupted")) or (isinstance(code, int) and code != 0)


def _edit_sizes(evidence: dict[str, Any], tool_input: dict[str, Any]) -> None:
    edits = tool_input.get("edits")
    for edit in edits if isinstance(edits, list) else [tool_input]:
        if not isinstance(edit, dict):
            continue
        old, new = edit.get("old_string"), edit.get("new_string")
        if isinstance(old, str) and isinstance(new, str):
            evidence["edit_old"] = int(evidence.get("edit_old", 0)) + len(old)
            evidence["edit_new"] = int(evidence.get("edit_new", 0)) + len(new)
            evidence["code_edits"] = int(evidence.get("code_edits", 0)) + 1
            if edit.get("replace_all") is True:
                evidence["reshapes"] = int(evidence.get("reshapes", 0)) + 1
        elif isinstance(edit.get("content"), str):  # a whole file written: pure growth
            evidence["edit_new"] = int(evidence.get("edit_new", 0)) + len(edit["content"])


def prompt_evidence(prompt: str) -> dict[str, float]:
    """Scores from what the prompt mentions: file names, URLs, commands, a pasted trace."""
    scores: dict[str, float] = {}
    head = prompt[:4000]
    if any(marker in head for marker in TRACE_MARKERS) or _looks_like_log(head):
        scores["debugging"] = scores.get("debugging", 0.0) + 3.0
    if "http://" in head or "https://" in head:
        scores["research"] = scores.get("research", 0.0) + 1.0
    for word in head.replace("`", " ").replace("'", " ").replace('"', " ").split()[:400]:
        token = word.strip(".,;:()[]<>!?")
        if "/" in token or "." in token.strip("."):
            kind = file_kind(token)
            if kind:
                scores[kind] = min(scores.get(kind, 0.0) + 1.0, 2.0)
    for segment in head.split("`")[1::2]:  # inline code: maybe a command
        for cmd in command_heads(segment)[:1]:
            kind = command_kind(cmd)
            if kind:
                scores[kind] = min(scores.get(kind, 0.0) + 1.0, 2.0)
    return scores


def _looks_like_log(text: str) -> bool:
    """Several lines carrying a file:line position or an error level: a pasted log."""
    hits = 0
    for line in text.splitlines()[:200]:
        stripped = line.strip()
        position = ".py\", line " in stripped or (".js:" in stripped and stripped.count(":") >= 2)
        if position or stripped.startswith(("File \"", "at ", "ERROR", "E   ", "error:",
                                            "Error:")):
            hits += 1
    return hits >= 2


def scores_of(evidence: dict[str, Any], prompt: str = "") -> dict[str, float]:
    scores = prompt_evidence(prompt) if prompt else {}

    def add(kind: str, amount: float) -> None:
        if kind and kind in DIMENSIONS:
            scores[kind] = scores.get(kind, 0.0) + amount

    written = evidence.get("written", {})
    for kind, n in written.items():
        add(kind, 2.0 * min(int(n), 5))
    wrote_anything = sum(int(n) for n in written.values()) > 0
    for kind, n in evidence.get("read", {}).items():
        add(kind, 0.5 * min(int(n), 4))
    commands = dict(evidence.get("commands", {}))
    looked = int(commands.pop("look", 0))
    for kind, n in commands.items():
        add(kind, 1.5 * min(int(n), 4))
    tools = evidence.get("tools", {})
    web = sum(int(n) for t, n in tools.items() if t in WEB_TOOLS)
    add("research", 2.0 * min(web, 4))
    looked += sum(int(n) for t, n in tools.items() if t in READ_TOOLS or t in ("Task", "Agent"))
    acted = any(int(n) for kind, n in commands.items() if kind != "other")
    if looked and not wrote_anything and not acted:
        add("research", 1.0 + 0.5 * min(looked, 4))
    add("debugging", 1.0 * min(int(evidence.get("failures", 0)), 3))
    # code that was reshaped rather than grown
    code_edits = int(evidence.get("code_edits", 0))
    reshapes = int(evidence.get("reshapes", 0))
    if code_edits >= 2 and int(evidence.get("edit_new", 0)) <= int(evidence.get("edit_old", 0)):
        add("refactoring", scores.get("coding", 0.0) + 1.0)
        scores.pop("coding", None)
    if reshapes and (code_edits or written.get("coding")):
        add("refactoring", 1.5 * min(reshapes, 3))
    return scores


def classify(evidence: dict[str, Any] | None, prompt: str = "") -> str:
    """The task's dimension (one of DIMENSIONS)."""
    scores = {k: v for k, v in scores_of(evidence or {}, prompt).items() if v > 0}
    if not scores:
        return "general"
    ranked = sorted(scores.items(), key=lambda kv: (-kv[1], DIMENSIONS.index(kv[0])))
    top, best = ranked[0]
    strong = [k for k, v in ranked if v >= 4.0 and v >= 0.6 * best]
    if len(strong) >= 3:
        return "cross-domain"
    if best < 1.0:
        return "general"
    return top
