"""What the agent had just done before a human turn: its last tool call and its last words.

A correction is about something: the command the agent ran, the file it edited, the package it
installed, or a claim it made ("done, all tests pass", "these failures were already there").
The reader notes, for each assistant line, the tool calls with their salient argument and the
end of the last text block; the next human turn carries them (`HumanTurn.action` / `.claim`).

Assistant lines can be megabytes (a `Write` of a whole file), so the salient fields are taken
with bounded regular expressions over the raw bytes, not a JSON parse.
"""

from __future__ import annotations

import json
import re
from typing import Any

ACTION_CHARS = 240
CLAIM_CHARS = 400
# Tools that change something: a correction is about these rather than about a read.
ACTING = frozenset({"Bash", "Edit", "MultiEdit", "Write", "NotebookEdit", "str_replace_editor",
                    "create_file", "apply_patch", "KillShell", "Task", "Agent"})
# Tools that write into a file (a revert of that file throws their work away).
EDITING = frozenset({"Edit", "MultiEdit", "Write", "NotebookEdit", "str_replace_editor",
                     "create_file"})
# The argument that says what a tool call did, in the order they are looked for.
SALIENT = ("command", "file_path", "notebook_path", "path", "url", "pattern", "query",
           "description", "prompt")

_TOOL_USE = re.compile(rb'"type":\s*"tool_use",\s*"id":\s*"[^"]*",\s*"name":\s*"([^"]+)"'
                       rb'(?:,\s*"input":\s*\{)?')
_FIELD = re.compile(rb'"(' + b"|".join(n.encode() for n in SALIENT)
                    + rb')":\s*"((?:[^"\\]|\\.){0,600})')
_TEXT = re.compile(rb'"type":\s*"text",\s*"text":\s*"((?:[^"\\]|\\.){0,20000})')
_NEXT_TOOL_GAP = 4096  # salient fields are looked for this far after a tool name


def _unescape(raw: bytes) -> str:
    text = raw.decode("utf-8", "replace")
    try:
        out = json.loads(f'"{text}"')
        return out if isinstance(out, str) else text
    except ValueError:  # cut inside an escape: drop the partial escape
        cut = text.rsplit("\\", 1)[0]
        try:
            out = json.loads(f'"{cut}"')
            return out if isinstance(out, str) else cut
        except ValueError:
            return cut


def describe(tool: str, arguments: dict[str, Any]) -> str:
    """`Tool: salient argument` (one line, bounded), e.g. `Bash: pytest -q tests/`."""
    for name in SALIENT:
        value = arguments.get(name)
        if isinstance(value, str) and value.strip():
            flat = " ".join(value.split())
            return f"{tool}: {flat}"[:ACTION_CHARS]
    return tool[:ACTION_CHARS]


def from_raw(raw: bytes, *, calls: bool = True,
             text: bool = True) -> tuple[list[tuple[str, str]], str]:
    """(tool calls as (tool name, description), last text) of one raw assistant line."""
    found_calls: list[tuple[str, str]] = []
    for found in _TOOL_USE.finditer(raw) if calls else ():
        tool = found.group(1).decode("utf-8", "replace")
        window = raw[found.end():found.end() + _NEXT_TOOL_GAP]
        nxt = _TOOL_USE.search(window)
        if nxt:
            window = window[:nxt.start()]
        hits = {m.group(1).decode(): m.group(2) for m in _FIELD.finditer(window)}
        best = next((name for name in SALIENT if name in hits), None)
        arguments: dict[str, Any] = {best: _unescape(hits[best])} if best else {}
        found_calls.append((tool, describe(tool, arguments)))
    texts = _TEXT.findall(raw) if text else []
    return found_calls, _tail(_unescape(texts[-1])) if texts else ""


def from_message(obj: dict[str, Any]) -> tuple[list[tuple[str, str]], str]:
    """The same from a parsed assistant line."""
    message = obj.get("message")
    content = message.get("content") if isinstance(message, dict) else None
    calls: list[tuple[str, str]] = []
    text = ""
    if isinstance(content, list):
        for block in content:
            if not isinstance(block, dict):
                continue
            if block.get("type") == "tool_use":
                tool = str(block.get("name") or "")
                arguments = block.get("input")
                calls.append((tool, describe(tool, arguments if isinstance(arguments, dict)
                                             else {})))
            elif block.get("type") == "text" and isinstance(block.get("text"), str):
                text = _tail(block["text"])
    elif isinstance(content, str):
        text = _tail(content)
    return calls, text


def _tail(text: str) -> str:
    """The end of an assistant text: where a turn says what it did and whether it is done."""
    flat = " ".join(text.split())
    return flat if len(flat) <= CLAIM_CHARS else "…" + flat[-(CLAIM_CHARS - 1):]


def pick(current: str, calls: list[tuple[str, str]]) -> str:
    """The action worth remembering: the last acting call, else the last call of any kind
    when nothing acting happened yet since the human last spoke."""
    for tool, description in reversed(calls):
        if tool in ACTING:
            return description
    if calls and not (current and current.split(":", 1)[0] in ACTING):
        return calls[-1][1]
    return current


# What an edit replaced and what it wrote (Edit, MultiEdit, str_replace_editor), read with
# bounded expressions over the raw bytes as the rest of this module reads them.
_OLD = re.compile(rb'"(?:old_string|old_str)":\s*"((?:[^"\\]|\\.){0,4000})')
_NEW = re.compile(rb'"(?:new_string|new_str|content|file_text)":\s*"((?:[^"\\]|\\.){0,4000})')
# (a line is searched for them only when it holds one of these)
EDIT_NEEDLES = (b'"old_str', b'"new_str', b'"file_text"', b'"Write"')
REWORK_LINE = 8  # characters a line needs to say which code it is ("}" or "end" say nothing)
REWORK_LINES = 60  # lines of the agent's last answer kept, hashed


def line_keys(text: str) -> list[str]:
    """The lines of a piece of code as short stable keys (crc32, hex): what an answer wrote,
    compared with what a later edit replaces, with no code kept in the reader's state."""
    from zlib import crc32

    out: list[str] = []
    for line in text.splitlines():
        flat = " ".join(line.split())
        if len(flat) >= REWORK_LINE:
            key = f"{crc32(flat.encode('utf-8')):08x}"
            if key not in out:
                out.append(key)
    return out


PIECE_WORDS = 3  # words of a piece of a line (`piece_keys`)
REWORK_PIECES = 240  # pieces of the last lines of the agent's last answer kept, hashed


def piece_keys(text: str) -> list[str]:
    """The runs of PIECE_WORDS words of each line of a piece of code that says which code it
    is (`line_keys`), as keys: an edit that replaces part of a line ("add column x timestamp;"
    of "alter table t add column x timestamp;") replaces what wrote all of its pieces."""
    from zlib import crc32

    out: dict[int, None] = {}  # once each, the last lines first: only REWORK_PIECES are kept
    for line in reversed(text.splitlines()):
        words = line.encode("utf-8").split()
        if sum(map(len, words)) + len(words) - 1 < REWORK_LINE:
            continue
        for i in reversed(range(max(0, len(words) - PIECE_WORDS) + 1)):
            out[crc32(b" ".join(words[i:i + PIECE_WORDS]))] = None
        if len(out) >= REWORK_PIECES:
            break
    return [f"{key:08x}" for key in list(out)[:REWORK_PIECES][::-1]]


def fragment_keys(text: str) -> list[str]:
    """What an edit replaced when it is part of one line (one line of PIECE_WORDS words or
    more that says which code it is), as one entry: its pieces (`piece_keys`) joined by "+";
    none for a whole block, which `line_keys` reads."""
    lines = [line for line in text.splitlines() if line.strip()]
    if len(lines) != 1 or len(lines[0].split()) < PIECE_WORDS:
        return []
    pieces = piece_keys(lines[0])
    return ["+" + "+".join(pieces)] if pieces else []


def reworks(fragments: list[str], pieces: list[str]) -> bool:
    """Does one of the replaced `fragments` (`fragment_keys`) stand in what was written
    (`pieces`, `piece_keys`): part of a line the agent wrote? An edit may cut a line inside a
    word (`(sort xs string<? #:key car)` of `(sort xs string<? #:key car))`), so that the
    piece at either end of the part it replaced is no piece of the line: with three pieces or
    more, every piece between the ends and one end stand for the whole."""
    held = set(pieces)
    for fragment in fragments:
        keys = [k for k in fragment.split("+") if k]
        if not keys:
            continue
        if held.issuperset(keys):
            return True
        if (len(keys) >= EDGE_CUT and held.issuperset(keys[1:-1])
                and (keys[0] in held or keys[-1] in held)):
            return True
    return False


EDGE_CUT = 3  # pieces of a replaced part of a line whose end pieces may be cut inside a word


def edited_raw(raw: bytes) -> tuple[list[str], list[str]]:
    """(keys of the lines replaced, keys of the lines written) by the edits of one raw
    assistant line (`line_keys`); the replaced parts of a line (`fragment_keys`, marked by
    their "+") and the pieces written (`piece_keys`, marked by a "~") among them."""
    olds = [_unescape(m.group(1)) for m in _OLD.finditer(raw)]
    news = [_unescape(m.group(1)) for m in _NEW.finditer(raw)]
    replaced = [k for t in olds for k in line_keys(t) + fragment_keys(t)]
    wrote = [k for t in news for k in line_keys(t) + ["~" + p for p in piece_keys(t)]]
    return replaced, wrote


def edited_message(obj: dict[str, Any]) -> tuple[list[str], list[str]]:
    """The same from a parsed assistant line."""
    message = obj.get("message")
    content = message.get("content") if isinstance(message, dict) else None
    replaced: list[str] = []
    wrote: list[str] = []
    for block in content if isinstance(content, list) else []:
        if not isinstance(block, dict) or block.get("type") != "tool_use":
            continue
        arguments = block.get("input")
        if not isinstance(arguments, dict):
            continue
        parts = [arguments, *(e for e in arguments.get("edits") or [] if isinstance(e, dict))]
        for part in parts:
            for name in ("old_string", "old_str"):
                if isinstance(part.get(name), str):
                    replaced += line_keys(part[name]) + fragment_keys(part[name])
            for name in ("new_string", "new_str", "content", "file_text"):
                if isinstance(part.get(name), str):
                    wrote += line_keys(part[name]) + ["~" + p for p in piece_keys(part[name])]
    return replaced, wrote


# A command that throws away changes to files: `git checkout -- a.py`, `git restore a.py`.
_REVERTS = re.compile(r"\bgit\s+(?:checkout|restore)\b")


def reverts(command: str, paths: list[str]) -> bool:
    """Does `command` throw away the changes to files: to one of `paths` (by file name), to
    every file (`git checkout .`), or to a file named as a file (`git restore` of anything,
    `git checkout -- x`, `git checkout` of a name with an extension: not a branch)?"""
    found = _REVERTS.search(command)
    if found is None:
        return False
    words = command[found.end():].split()
    if "." in words or (words and "restore" in found.group(0)) or "--" in words:
        return True
    names = {p.rstrip("/").rsplit("/", 1)[-1] for p in paths}
    if any(name in names or _FILE_NAME.search(name) is not None
           for name in (w.rstrip("/").rsplit("/", 1)[-1] for w in words
                        if not w.startswith("-"))):
        return True
    # a folder written as a path (`git checkout modules/stdlib`) that holds an edited file
    folders = [f"/{w.strip('./').rstrip('/')}/" for w in words
               if not w.startswith("-") and "/" in w.strip("./").rstrip("/")]
    return any(folder in f"/{p.lstrip('./')}" for folder in folders for p in paths)


# A subcommand that takes back what another one did, by the words tools use for it: what was
# installed or added is uninstalled or removed, what was enabled is disabled.
_UNDOES = {"uninstall": ("install", "add"), "remove": ("install", "add"),
           "rm": ("install", "add"), "del": ("add", "install"), "delete": ("add", "create"),
           "disable": ("enable",), "unlink": ("link",), "drop": ("create", "add")}


def undoes(command: str, before: list[str]) -> bool:
    """Does `command` take back one the agent ran before the human turn (`before`): the same
    program, a subcommand that undoes the earlier one's (`sdk uninstall gradle 8.14` after
    `sdk install gradle 8.14`, `npm remove x` after `npm add x`), on something the earlier one
    named? Whatever the turn's words, the agent answered it by undoing its own work."""
    from memory_engine.reflexion import commands

    earlier = [words for line in before for words in commands.simple_commands(line)]
    for words in commands.simple_commands(command):
        if len(words) < 3:
            continue
        undone = _UNDOES.get(words[1].lower(), ())
        for other in earlier:
            if (len(other) >= 3 and commands.program_of(other) == commands.program_of(words)
                    and other[1].lower() in undone
                    and not _things(words[1:]).isdisjoint(_things(other[1:]))):
                return True
    return False


_FILE_NAME = re.compile(r"^\.\w|\w\.[A-Za-z]\w*$")  # ".env", "refs.bib"; not "v1.2", "main"


# A command the agent runs after a human turn redoes its work the way the turn said when the
# turn spells the command out (its program and first argument, as people quote a command)
# and the command takes the place of one the agent ran before the turn: the same program and
# subcommand with other arguments (`pio run -e bench` for `pio run -e pico`), the same
# package, file or folder (`uv add httpx` for `pip install httpx`), or a command the turn
# names beside it (`testament ...` where the turn quotes `nim c -r`); `told_in_place` asks
# more: the same thing worked on, or the step it stands in for in a chain the agent runs
# again otherwise alike (`bitbake -c cleansstate <recipe> && bitbake <image>` after
# `rm -rf build/sstate-cache && bitbake <image>`). Built-ins and
# readers (`cd`, `cat`, `ls`) replace nothing: they do no work of their own.
_NO_WORK = frozenset({"cd", "ls", "cat", "echo", "head", "tail", "grep", "rg", "find", "wc",
                      "less", "pwd", "true", "sleep", "file", "which", "diff", "sort", "jq"})
_CODE_SPAN = re.compile(r"`([^`\n]{1,200})`")
_WORD = re.compile(r"[\w.+-]+")
_SUBCOMMAND = re.compile(r"^[a-z][a-z-]*$")


def redone_as_told(command: str, before: list[str], text: str, *, alike: bool = False) -> bool:
    """Does `command`, run by the agent answering the human turn `text`, redo one of the
    commands it ran just before that turn (`before`) the way the turn told it to? `alike`:
    only where the two work on the same thing (`told_in_place`)."""
    if alike:
        return bool(told_in_place(command, before, text))
    from memory_engine.reflexion import commands

    earlier = [words for line in before for words in commands.simple_commands(line)
               if commands.program_of(words) not in _NO_WORK]
    return any(_takes_the_place(words, other, quoted, spoken) for words, quoted, spoken
               in _told(command, before, text) for other in earlier)


def told_in_place(command: str, before: list[str], text: str) -> str:
    """The command of `before` that `command`, spelled out by the turn `text`, takes the place
    of on the same thing ("" when none): both name a file or package whole, not only the folder
    their paths start in (`bmaptool copy <image> <disk>` for `zstdcat <image> | dd ...`), or it
    stands in for a step of a chain run again otherwise alike. Another subcommand of the same
    program on other things (`npm run build` after `npm run test`) is as often the next step."""
    from memory_engine.reflexion import commands

    for words, _, _ in _told(command, before, text):
        mine = _things(words[1:], False)
        for line in before:
            chain = commands.simple_commands(line)
            # what the turn spelled must not be how the agent's own command began: a turn
            # that names `knife cookbook upload` spells no `knife cookbook delete`
            if any(other[:2] == words[:2] for other in chain):
                continue
            if _stands_in(commands.simple_commands(command), words, chain) or any(
                    commands.program_of(other) not in _NO_WORK
                    and not mine.isdisjoint(_things(other[1:], False)) for other in chain):
                return line
    return ""


def _told(command: str, before: list[str], text: str
          ) -> list[tuple[list[str], list[list[str]], str]]:
    """The simple commands of `command` that do work, were not run before the turn, and that
    the turn spells out (quoted, or its first two words in plain text): each with the turn's
    quoted commands and its words."""
    from memory_engine.reflexion import commands

    earlier = [words for line in before for words in commands.simple_commands(line)
               if commands.program_of(words) not in _NO_WORK]
    if not earlier:
        return []
    # whole words, so that "git commits" does not name `git commit`
    spoken = f" {' '.join(w.lower().rstrip('.') for w in _WORD.findall(text))} "
    quoted = [words for span in _CODE_SPAN.findall(text)
              for words in commands.simple_commands(span)]
    done = {" ".join(words) for words in earlier}
    out = []
    for words in commands.simple_commands(command):
        if commands.program_of(words) in _NO_WORK or " ".join(words) in done:
            continue
        if (any(_spells(span, words) for span in quoted)
                or (len(words) > 1 and _names(words, spoken))):
            out.append((words, quoted, spoken))
    return out


def _stands_in(chain: list[list[str]], words: list[str], earlier: list[list[str]]) -> bool:
    """Is `chain` the `earlier` chain of commands run again with its step `words` in place of
    another, and every other step the same?"""
    if words not in chain or len(chain) != len(earlier) or len(chain) < 2:
        return False
    at = chain.index(words)
    return (chain[at] != earlier[at]
            and all(chain[i] == earlier[i] for i in range(len(chain)) if i != at))


def _spells(span: list[str], words: list[str]) -> bool:
    """Does a quoted command start as `words` does (two words, or the one it has)?"""
    n = min(2, len(words))
    return len(span) >= n and [w.lower() for w in span[:n]] == [w.lower() for w in words[:n]]


def _names(words: list[str], spoken: str) -> bool:
    """Does the turn name the command by its first two words, in plain text?"""
    return f" {' '.join(words[:2]).lower()} " in spoken


def _takes_the_place(words: list[str], earlier: list[str], quoted: list[list[str]],
                     spoken: str) -> bool:
    from memory_engine.reflexion import commands

    program, other = commands.program_of(words), commands.program_of(earlier)
    if program == other and words[1:2] == earlier[1:2]:
        return True  # the same program and subcommand, other arguments
    if (len(earlier) > 1 and _names(earlier, spoken)) or (other != program and any(
            commands.program_of(span) == other for span in quoted)):
        return True  # the turn names what the agent ran beside what it runs now
    return not _things(words[1:]).isdisjoint(_things(earlier[1:]))


def _things(arguments: list[str], folders: bool = True) -> set[str]:
    """What a command's arguments name: packages, files, the folder each path starts in and
    the name its file has without the extension (`--tests=spec/a_spec.rb` names
    `spec/a_spec.rb`, `spec` and `a_spec`; `cobc src/DIVPOST.cbl` and a build script's
    `DIVPOST` name one program); a subcommand (a first word of lower-case letters:
    `status`, `install`) names nothing. Without `folders`, not the folder a path starts in
    (`tests/a.py` and `tests/b.py` work on other files)."""
    out: set[str] = set()
    if arguments and _SUBCOMMAND.match(arguments[0]):
        arguments = arguments[1:]
    for argument in arguments:
        value = argument.partition("=")[2] if argument.startswith("-") else argument
        value = value.strip("\"'")
        if len(value) < 3 or value.startswith("-"):
            continue
        out.add(value.rstrip("/"))
        if folders and "/" in value.strip("/"):
            out.add(value.strip("./").split("/", 1)[0])
        name = value.rstrip("/").rsplit("/", 1)[-1].split(".", 1)[0]
        if len(name) >= 3 and name != value:
            out.add(name)
    return out


# What an edit's new text names: a correction of the edit speaks of these ("never glue what
# people type into SQL: use ParamByName" after an edit writing `Query.SQL.Text := ... +
# SearchEdit.Text`), where the edit's file name alone is rarely said. Kept beside the edit in
# a session's context (`with_names`), bounded: a few names, each short.
EDIT_NAMES = 10  # names kept of one edit
NAME_CHARS = 40  # a longer token is data, not a name
NAMES = " | names: "  # how a context item carries the names of its edit's new text
_NAME = re.compile(r"[A-Za-z_]\w*(?:(?:\.|::|-)[A-Za-z_]\w*)*")
_SECRETISH = 12  # a token this long with a digit in it is a value (a key), not a name


def _structured(name: str) -> bool:
    """A name made of parts (`csv_write_file`, `Query.Params`, `ParamByName`): code's own."""
    return (any(sep in name for sep in ("_", ".", "::", "-"))
            or (any(c.isupper() for c in name[1:]) and any(c.islower() for c in name)))


def names_in(new: str, old: str = "") -> list[str]:
    """The names an edit's new text holds (identifiers, dotted API names, packages): those it
    brings (absent from the `old` text it replaced) first, names made of parts before plain
    words, then in the order written; at most EDIT_NAMES, each of four characters or more."""
    before = set(_NAME.findall(old))
    found: list[str] = []
    for name in _NAME.findall(new):
        if (len(name) < 4 or len(name) > NAME_CHARS or name in found
                or (len(name) >= _SECRETISH and any(c.isdigit() for c in name))):
            continue
        found.append(name)
    found.sort(key=lambda n: (n in before, not _structured(n)))
    return found[:EDIT_NAMES]


def edit_names_raw(raw: bytes) -> list[list[str]]:
    """The names of each tool call's new text (`names_in`) in one raw assistant line, one
    list per call in the order `from_raw` finds them (empty for a call that writes nothing)."""
    out: list[list[str]] = []
    for found in _TOOL_USE.finditer(raw):
        window = raw[found.end():found.end() + _NEXT_TOOL_GAP]
        nxt = _TOOL_USE.search(window)
        if nxt:
            window = window[:nxt.start()]
        news = "\n".join(_unescape(m.group(1)) for m in _NEW.finditer(window))
        olds = "\n".join(_unescape(m.group(1)) for m in _OLD.finditer(window))
        out.append(names_in(news, olds) if news else [])
    return out


def edit_names_message(obj: dict[str, Any]) -> list[list[str]]:
    """The same from a parsed assistant line."""
    message = obj.get("message")
    content = message.get("content") if isinstance(message, dict) else None
    out: list[list[str]] = []
    for block in content if isinstance(content, list) else []:
        if not isinstance(block, dict) or block.get("type") != "tool_use":
            continue
        arguments = block.get("input")
        arguments = arguments if isinstance(arguments, dict) else {}
        parts = [arguments, *(e for e in arguments.get("edits") or [] if isinstance(e, dict))]
        news = "\n".join(p[n] for p in parts for n in ("new_string", "new_str", "content",
                                                          "file_text") if isinstance(p.get(n), str))
        olds = "\n".join(p[n] for p in parts for n in ("old_string", "old_str")
                         if isinstance(p.get(n), str))
        out.append(names_in(news[:4000], olds[:4000]) if news else [])
    return out


def with_names(act: str, names: list[str], earlier: str = "") -> str:
    """A context item: the act (`Edit: path`) and the names of what it wrote, this edit's first
    and then those an `earlier` item of the same act held, at most EDIT_NAMES."""
    kept = list(dict.fromkeys([*names, *names_of(earlier)]))[:EDIT_NAMES]
    return f"{act}{NAMES}{' '.join(kept)}" if kept else act


def act_of(item: str) -> str:
    """The act of a context item (`Edit: path`), without the names it carries."""
    return item.partition(NAMES)[0]


def names_of(item: str) -> list[str]:
    """The names a context item carries (`with_names`)."""
    return item.partition(NAMES)[2].split()
