"""Regular expressions for the hooks' fast path, compiled once per interpreter and kept.

Importing `re` costs a hook process 3 to 5 ms (it pulls in enum and the pattern compiler, both
written in Python), and compiling the router's patterns in a fresh process about a millisecond
more, while matching runs in `_sre`, in C. So what `re` compiles for a pattern here is kept, in
the interpreter's own compiled form, in a cache beside this package's bytecode
(`__pycache__/rxcache.<cache tag>.bin`), and a later process builds the pattern from it with
`_sre.compile`, without importing `re`. The cache is kept like bytecode:

- it is written where bytecode may be (not under PYTHONDONTWRITEBYTECODE, not in a read-only
  install), at most once per process (at exit, atomically), and a failure to write is ignored;
- it names the interpreter that made it (version, the compiled form's magic number and code
  size) and this package's release, and any other ignores it; an entry that is unreadable is
  ignored too, and `_sre.compile` checks the code it is given;
- an entry is kept only when the pattern built from it equals (code included) the one `re`
  compiled, so a pattern built from the cache is the one `re.compile` would build here;
- a pattern not in it is compiled by `re` as usual, and added;
- flags are kept as plain ints (`re.IGNORECASE` is a `re.RegexFlag`, which marshal refuses);
- a process reads only the entries it uses: the file opens with an index (a short key of each
  pattern -> where its entry lies), and each entry is read and decoded when first asked for.
  The whole file (every pattern the redactor, the injection screen and the router ever
  compiled: megabytes) cost each hook a few milliseconds to decode; a prompt uses a dozen.
  The index itself is kept in shards (datacache.Shards), of which a process decodes those
  its patterns' keys fall in: hundreds of keys decoded cost a hook a few tenths of a ms.

`compile(pattern)` is the one entry point; `escape` is `re.escape`, for patterns built from
names.
"""

from __future__ import annotations

import os
import sys

from memory_engine import __version__

try:
    import _sre  # type: ignore[import-not-found]  # CPython's regex engine: no stubs
except ImportError:  # pragma: no cover - an interpreter without it
    _sre = None

TYPE_CHECKING = False  # not `from typing`: importing typing costs milliseconds per hook run
if TYPE_CHECKING:
    import re
    from collections.abc import Callable, Iterator, Mapping
    from typing import Any

    from memory_engine.datacache import Shards

    # (flags, code as native unsigned ints, groups, groupindex items, indexgroup)
    Entry = tuple[int, bytes, int, tuple[tuple[str, int], ...], tuple[str | None, ...]]

# `re`'s flags as the ints it gives them, so that a module on a hook's path names one without
# importing `re` (and `enum` behind it), which costs a process milliseconds. A test checks them.
IGNORECASE = 2
MULTILINE = 8
DOTALL = 16
UNICODE = 32

PATH_ENV = "MEMORY_ENGINE_RXCACHE"  # another place for the file (tests use a temp folder)
PATH = os.environ.get(PATH_ENV) or os.path.join(
    os.path.dirname(os.path.abspath(__file__)), "__pycache__",
    f"rxcache.{sys.implementation.cache_tag}.bin")
# A bound, because patterns filled in with principals' names vary by store; well above the
# package's own patterns (about 650 when every module and screen has run once), or a process
# whose patterns come last finds the file full and compiles them on every run.
MAX_ENTRIES = 4096
# `re.escape`'s table (Python 3.7 and later): what a literal needs escaped in a pattern.
_SPECIAL = {c: "\\" + chr(c) for c in b"()[]{}?*+-|^$\\.&~# \t\n\r\v\f"}

_usable = _sre is not None and memoryview(bytes(4)).cast("I").itemsize == _sre.CODESIZE
# Who made the file: an interpreter (and its compiled form), and a release of this package (a
# new one starts afresh, so patterns it no longer uses do not pile up).
_MAKER = (sys.implementation.cache_tag, sys.version, getattr(_sre, "MAGIC", None),
          getattr(_sre, "CODESIZE", None), sys.maxunicode, __version__)
# The cache file's index (a pattern's short key -> (offset, length) of its entry), read on
# first use, and the open file the entries are read from.
_index: dict[Any, tuple[int, int]] | Shards | None = None
_fd = -1
_base = 0  # where the entries start in the file (the offsets in the index count from there)
_HEAD = 8  # the index's length in bytes, little-endian, before the index
_new: dict[tuple[str, int], Entry] = {}  # compiled by `re` in this process, written at exit
_built: dict[tuple[str, int], re.Pattern[str]] = {}


def compile(pattern: str, flags: int = 0) -> re.Pattern[str]:
    """`re.compile(pattern, flags)`, from the cache when it holds the pattern."""
    flags = int(flags)  # a `re.RegexFlag` is an int that marshal refuses: the file keeps ints
    key = (pattern, flags)
    found = _built.get(key)
    if found is None:
        found = _from_cache(key)
        if found is None:
            found = _compile_and_keep(pattern, flags)
        _built[key] = found
    return found


class Lazy:
    """`compile(pattern, flags)`, done when the pattern is first used.

    A module on a hook's path names hundreds of patterns at import, and most runs use a few of
    them: a record with no encoded run never needs the patterns that read one. Building a
    pattern from the cache still costs tens of microseconds (its entry read, `_sre.compile`
    checking its code), so a module names one with `lazy` and pays that on the first search.
    The pattern used is `compile`'s, so every match is the one `re` would give. It reads like a
    compiled pattern for what the package asks of one (the matching methods, `pattern`,
    `flags`, `groups`, `groupindex`); `re`'s module functions want a real one (`get()`)."""

    __slots__ = ("_built", "_flags", "pattern")

    def __init__(self, pattern: str, flags: int = 0) -> None:
        self.pattern = pattern
        self._flags = int(flags)
        self._built: re.Pattern[str] | None = None

    def get(self) -> re.Pattern[str]:
        built = self._built
        if built is None:
            built = self._built = compile(self.pattern, self._flags)
        return built

    def search(self, string: str, pos: int = 0, endpos: int = sys.maxsize
               ) -> re.Match[str] | None:
        return self.get().search(string, pos, endpos)

    def match(self, string: str, pos: int = 0, endpos: int = sys.maxsize
              ) -> re.Match[str] | None:
        return self.get().match(string, pos, endpos)

    def fullmatch(self, string: str, pos: int = 0, endpos: int = sys.maxsize
                  ) -> re.Match[str] | None:
        return self.get().fullmatch(string, pos, endpos)

    def finditer(self, string: str, pos: int = 0, endpos: int = sys.maxsize
                 ) -> Iterator[re.Match[str]]:
        return self.get().finditer(string, pos, endpos)

    def findall(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> list[Any]:
        return self.get().findall(string, pos, endpos)

    def sub(self, repl: str | Callable[[re.Match[str]], str], string: str,
            count: int = 0) -> str:
        return self.get().sub(repl, string, count)

    def subn(self, repl: str | Callable[[re.Match[str]], str], string: str,
             count: int = 0) -> tuple[str, int]:
        return self.get().subn(repl, string, count)

    def split(self, string: str, maxsplit: int = 0) -> list[str | Any]:
        return self.get().split(string, maxsplit)

    @property
    def flags(self) -> int:
        return self.get().flags

    @property
    def groups(self) -> int:
        return self.get().groups

    @property
    def groupindex(self) -> Mapping[str, int]:
        return self.get().groupindex


def lazy(pattern: str, flags: int = 0) -> re.Pattern[str]:
    """`compile(pattern, flags)` on first use (see Lazy): for the patterns a module names at
    import, of which a run may need none."""
    return Lazy(pattern, flags)  # type: ignore[return-value]  # reads as the pattern it builds


def escape(text: str) -> str:
    """`re.escape(text)` for a str, without importing `re`."""
    return text.translate(_SPECIAL)


def _from_cache(key: tuple[str, int]) -> re.Pattern[str] | None:
    try:
        where = _index_of().get(_short(key))
    except (ValueError, EOFError, TypeError):  # a damaged shard of the index: compile it again
        return None
    entry = _entry_at(where, key)
    if entry is None:
        return None
    flags, code, groups, groupindex, indexgroup = entry
    try:
        # tolist, not list(): the view's items unpacked in one C loop, not one iterator step
        # each (a third of what rebuilding the code cost; the router's patterns run to
        # thousands of words)
        built: re.Pattern[str] = _sre.compile(key[0], flags, memoryview(code).cast("I").tolist(),
                                              groups, dict(groupindex), indexgroup)
    except Exception:  # a damaged entry: compile it again
        return None
    return built


def _compile_and_keep(pattern: str, flags: int) -> re.Pattern[str]:
    import re

    compiled = re.compile(pattern, flags)
    # Making an entry compiles the pattern a second time: only worth it when it can be kept.
    if _usable and not sys.dont_write_bytecode and len(_index_of()) + len(_new) < MAX_ENTRIES:
        entry = _entry(pattern, flags)
        if entry is not None:
            if not _new:
                import atexit

                atexit.register(_write)
            _new[(pattern, flags)] = entry
    return compiled


def _entry(pattern: str, flags: int) -> Entry | None:
    """What `re` compiles `pattern` to, as an entry; None when its compiler is not laid out as
    this reads it (a Python whose `re` internals moved) or the result differs from `re`'s."""
    try:
        import re
        from array import array
        from re import _compiler, _parser  # type: ignore[attr-defined]

        parsed = _parser.parse(pattern, flags)
        code = _compiler._code(parsed, flags)
        groupindex = dict(parsed.state.groupdict)
        indexgroup: list[str | None] = [None] * parsed.state.groups
        for name, i in groupindex.items():
            indexgroup[i] = name
        entry: Entry = (int(flags | parsed.state.flags), array("I", code).tobytes(),
                        parsed.state.groups - 1, tuple(groupindex.items()), tuple(indexgroup))
        rebuilt = _sre.compile(pattern, entry[0], list(code), entry[2], groupindex, entry[4])
        return entry if rebuilt == re.compile(pattern, flags) else None  # == compares code
    except Exception:
        return None


def _short(key: tuple[str, int]) -> tuple[int, int, str, str]:
    """A pattern's key in the index: enough to tell patterns apart without holding them (the
    entry itself holds the pattern, and is checked against it)."""
    pattern, flags = key
    return (flags, len(pattern), pattern[:48], pattern[-48:])


def _index_of() -> dict[Any, tuple[int, int]] | Shards:
    global _index
    if _index is None:
        _index = _read_index() if _usable else {}
    return _index


def _read_index() -> dict[Any, tuple[int, int]] | Shards:
    """The cache file's index when this interpreter made it, else none."""
    global _fd, _base
    try:
        fd = os.open(PATH, os.O_RDONLY)
    except OSError:
        return {}
    try:
        import marshal

        size = int.from_bytes(os.pread(fd, _HEAD, 0), "little")
        # a file of another layout (or cut short) gives a length the file does not hold
        fits = 0 < size <= os.fstat(fd).st_size - _HEAD
        loaded = marshal.loads(os.pread(fd, size, _HEAD)) if fits else None
    except (OSError, ValueError, EOFError, TypeError):
        loaded = None
    if not isinstance(loaded, dict) or loaded.get("maker") != _MAKER or not isinstance(
            loaded.get("bounds"), tuple) or not isinstance(loaded.get("shards"), tuple) or len(
            loaded["bounds"]) != len(loaded["shards"]) or not isinstance(loaded.get("count"), int):
        os.close(fd)
        return {}
    from memory_engine.datacache import Shards

    _fd = fd  # kept open for the entries: closed with the process
    _base = _HEAD + size
    return Shards(loaded["bounds"], loaded["shards"], loaded["count"])


def _entry_at(where: Any, key: tuple[str, int]) -> Entry | None:
    """The entry stored at `where` if it is the one for `key` and well formed, else None
    (each entry is checked when it is used: a process uses a few of them)."""
    if where is None or _fd < 0:
        return None
    try:
        import marshal

        stored = marshal.loads(os.pread(_fd, where[1], _base + where[0]))
    except (OSError, ValueError, EOFError, TypeError, IndexError):
        return None
    if not (isinstance(stored, tuple) and len(stored) == 2 and stored[0] == key):
        return None
    return stored[1] if _well_formed(key, stored[1]) else None


def _read() -> dict[tuple[str, int], Entry]:
    """Every well-formed entry of the cache file (to merge with new ones before a write)."""
    out: dict[tuple[str, int], Entry] = {}
    index = _index_of()  # opens the file when this process has not yet
    if _fd < 0:
        return out
    import marshal

    try:
        wheres = index.values()
    except (ValueError, EOFError, TypeError):  # a damaged shard: the file is written afresh
        return out
    for where in wheres:
        try:
            stored = marshal.loads(os.pread(_fd, where[1], _base + where[0]))
        except (OSError, ValueError, EOFError, TypeError, IndexError):
            continue
        if isinstance(stored, tuple) and len(stored) == 2 and _well_formed(*stored):
            out[stored[0]] = stored[1]
    return out


def _well_formed(key: Any, entry: Any) -> bool:
    return (isinstance(key, tuple) and len(key) == 2 and isinstance(key[0], str)
            and isinstance(key[1], int) and isinstance(entry, tuple) and len(entry) == 5
            and isinstance(entry[0], int) and isinstance(entry[1], bytes)
            and len(entry[1]) % 4 == 0 and isinstance(entry[2], int)
            and isinstance(entry[3], tuple) and isinstance(entry[4], tuple))


def _write() -> None:
    """Add this process's patterns to the cache file (at exit; never raises)."""
    if not _new or sys.dont_write_bytecode:
        return
    try:
        import marshal

        global _index, _fd
        if _fd >= 0:  # another process may have added patterns since this one read the file
            os.close(_fd)
            _index, _fd = None, -1
        merged = _read()
        merged.update(_new)
        blobs: list[bytes] = []
        index: dict[Any, tuple[int, int]] = {}
        offset = 0
        for key, entry in list(merged.items())[:MAX_ENTRIES]:
            short = _short(key)
            if short in index:  # two patterns alike in length, head and tail: keep one
                continue
            blob = marshal.dumps((key, entry))
            index[short] = (offset, len(blob))
            blobs.append(blob)
            offset += len(blob)
        from memory_engine.datacache import shard

        bounds, shards = shard(index)
        head = marshal.dumps({"maker": _MAKER, "bounds": bounds, "shards": shards,
                              "count": len(index)})
        data = b"".join([len(head).to_bytes(_HEAD, "little"), head, *blobs])
        folder = os.path.dirname(PATH)
        os.makedirs(folder, exist_ok=True)
        tmp = f"{PATH}.{os.getpid()}.tmp"
        try:
            with open(tmp, "wb") as handle:
                handle.write(data)
            os.replace(tmp, PATH)
        finally:
            if os.path.exists(tmp):
                os.unlink(tmp)
    except Exception:  # a cache: a process that cannot write it goes on without it
        return
