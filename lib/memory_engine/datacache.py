"""The package's shipped JSON data, parsed once per install and kept beside its bytecode.

The per-prompt hook reads `data/recall_weights.json` on every prompt; its word prior alone is
some 60 KB, about 2 ms to parse with the C scanner, a noticeable share of a hook that must stay
within 3x a bare interpreter. `marshal` reads the same values back in a fraction of that. So the
parsed value is kept in `__pycache__/<name>.<cache tag>.marshal`, like bytecode:

- it records the source file's size and modification time, and the interpreter that wrote it;
  anything else (another interpreter, an edited or replaced JSON file, an unreadable or
  truncated cache) is ignored and the JSON parsed again;
- it is written where bytecode may be (not under PYTHONDONTWRITEBYTECODE, not in a read-only
  install), atomically (storage.atomic), and a failure to write is ignored;
- only values `marshal` round-trips exactly are kept (JSON's, and bytes).

`load_json(path, prepare)` is the one entry point: `prepare` turns the parsed JSON into the form
its reader wants (flat bytes, say, where the JSON holds a table of lists), and that form is what
is kept; a cache written through another `prepare` has another name. A large table of which a
process reads a few entries is kept as `Shards` (`shard()`), decoded a few entries at a time.
"""

from __future__ import annotations

import os
import sys

TYPE_CHECKING = False  # not `from typing`: importing typing costs milliseconds per hook run
if TYPE_CHECKING:
    from collections.abc import Callable, Sequence
    from typing import Any

_MAKER = (sys.implementation.cache_tag, sys.version)
SHARD = 8  # entries per shard (Shards)


def shard(table: dict[Any, Any], size: int = SHARD) -> tuple[tuple[Any, ...], tuple[bytes, ...]]:
    """`table` as Shards keeps it: (the first key of each shard, each shard marshalled), the
    keys sorted (they must compare with each other) and cut into shards of `size`."""
    import marshal

    ordered = sorted(table.items())
    cut = [ordered[i:i + size] for i in range(0, len(ordered), size)]
    return tuple(part[0][0] for part in cut), tuple(marshal.dumps(dict(part)) for part in cut)


class Shards:
    """A read-only dict kept as shard() cut it: a lookup finds its shard by a binary search over
    the first keys and decodes that shard alone (kept for the process). Decoding a table of
    thousands of entries cost a hook more than the few lookups it makes; a shard is a few
    entries. Reads as the dict it stands for (get, items, values, len)."""

    __slots__ = ("bounds", "count", "decoded", "shards")

    def __init__(self, bounds: Sequence[Any], shards: Sequence[bytes],
                 count: int | None = None) -> None:
        self.bounds = bounds
        self.shards = shards
        self.count = count  # the number of entries, when known without decoding them
        self.decoded: dict[int, dict[Any, Any]] = {}

    def _shard(self, at: int) -> dict[Any, Any]:
        found = self.decoded.get(at)
        if found is None:
            import marshal

            found = marshal.loads(self.shards[at])
            if not isinstance(found, dict):
                raise ValueError("a shard that is not a table")
            self.decoded[at] = found
        return found

    def get(self, key: Any, default: Any = None) -> Any:
        bounds = self.bounds
        lo, hi = 0, len(bounds)
        # the last shard whose first key is not after `key` (bisect_right by hand: importing
        # `bisect` loads one more module on a hook's path for five lines)
        while lo < hi:
            mid = (lo + hi) // 2
            if key < bounds[mid]:
                hi = mid
            else:
                lo = mid + 1
        if lo == 0:
            return default
        return self._shard(lo - 1).get(key, default)

    def items(self) -> list[tuple[Any, Any]]:
        return [kv for at in range(len(self.shards)) for kv in self._shard(at).items()]

    def values(self) -> list[Any]:
        return [v for _, v in self.items()]

    def __len__(self) -> int:
        if self.count is None:
            self.count = sum(len(self._shard(at)) for at in range(len(self.shards)))
        return self.count


def cache_path(path: str, prepare: Callable[..., Any] | None = None) -> str:
    folder, name = os.path.split(path)
    stem = name.rsplit(".", 1)[0]
    if prepare is not None:
        stem += "." + prepare.__name__
    return os.path.join(folder, "__pycache__",
                        f"{stem}.{sys.implementation.cache_tag}.marshal")


def load_json(path: str, prepare: Callable[[Any], Any] | None = None) -> Any:
    """The parsed content of the JSON file at `path`, passed through `prepare` when given (from
    the cache when it is current)."""
    stat = os.stat(path)
    stamp = (stat.st_size, stat.st_mtime_ns)
    cached = cache_path(path, prepare)
    found = _read(cached, stamp)
    if found:
        return found[0]
    from memory_engine import fastjson

    with open(path, encoding="utf-8") as handle:
        value = fastjson.loads(handle.read())
    if prepare is not None:
        value = prepare(value)
    _keep(cached, stamp, value)
    return value


def load_built(source: str, build: Callable[[], Any], also: Sequence[str] = (),
               valid: Callable[[Any], bool] | None = None) -> Any:
    """`build()`: a value its module computes from its own text alone (a table written as
    prose, say), kept beside the module's bytecode the same way, keyed by the module's source
    file (`source`, its `__file__`), so an edited module builds it again. `also`: the source
    files of the other modules whose values `build` reads (an edit of any of them builds it
    again too). `valid`: a kept value it refuses (one built from other inputs than this
    process holds, say) is built again and kept in its place."""
    stamp: tuple[int, ...] = ()
    for path in (source, *also):
        try:
            stat = os.stat(path)
        except OSError:  # no source beside the bytecode: nothing to key a cache by
            return build()
        stamp += (stat.st_size, stat.st_mtime_ns)
    cached = cache_path(source, build)
    found = _read(cached, stamp)
    if found and (valid is None or valid(found[0])):
        return found[0]
    value = build()
    _keep(cached, stamp, value)
    return value


def load_made(source: str, inputs: Any, make: Callable[[Any], Any],
              also: Sequence[str] = ()) -> Any:
    """`make(inputs)`, kept with `load_built` together with the inputs it was made from and
    used only when they equal this process's `inputs`, character for character: for a value
    made from what several modules write (words a pattern is built from, say), where an edit
    the file stamps do not see must still make it again. The file is named after `make`."""
    def build() -> tuple[Any, Any]:
        return inputs, make(inputs)

    build.__name__ = make.__name__
    kept = load_built(source, build, also=also,
                      valid=lambda kept: isinstance(kept, tuple) and len(kept) == 2
                      and kept[0] == inputs)
    return kept[1]


def _read(cached: str, stamp: tuple[int, ...]) -> tuple[Any] | None:
    """(the value kept at `cached`,) when it was kept by this interpreter for a source of this
    size and modification time, else None."""
    import marshal

    try:
        with open(cached, "rb") as handle:
            maker, source, value = marshal.loads(handle.read())
        if maker == _MAKER and tuple(source) == stamp:
            return (value,)
    except (OSError, ValueError, EOFError, TypeError):
        pass  # absent, unreadable or not ours
    return None


def _keep(cached: str, stamp: tuple[int, ...], value: Any) -> None:
    if not sys.dont_write_bytecode:
        import marshal

        _write(cached, marshal.dumps((_MAKER, stamp, value)))


def _write(cached: str, payload: bytes) -> None:
    """Keep `payload` at `cached` (once per install: the write path may import what it needs);
    a cache that cannot be written is done without."""
    from memory_engine.storage.atomic import atomic_write_bytes

    try:
        atomic_write_bytes(cached, payload)
    except OSError:
        return
