"""The cold-start text, kept rendered until something it was made from changes.

The SessionStart hook's cost was mostly imports: SQLite, the index modules, the config parser,
before a single row was read. The text the cold start renders depends only on

- the records (every record folder the index walks: a file added, removed, renamed or rewritten
  through a temp file moves its folder's mtime), and each record the text shows (an in-place
  edit moves only the file's own mtime);
- the store's config and the environment that places the user store;
- the capability profile file, and whether it is older than 48 h at the time of reading;
- memory-engine's own version.

Ranking is by a date-independent key (index.rows.rank_key), so the day does not change the text.
Whoever renders the text (the hook on a miss, and the session-end worker once a session's writes
are done, so the next session's start finds it ready) keeps it in `.index/coldstart.json` with
the stat of each of those inputs, taken *before* rendering (a change during the render therefore
leaves a stale key and the next start renders again). A start whose every stat still matches
prints the kept text: a few dozen `stat` calls and one small read, no SQLite.

The file sits beside the derived index and is as disposable: deleting it costs one render. A
store is committed to git, so a `coldstart.json` could arrive in a pull request: it is honoured
only when it names the identity (device and inode) of the store folder it lies in, which exists
only on this machine, so a committed one never matches and is rendered over.

Strings and `os` only: read on the session-start hook's path.
"""

from __future__ import annotations

import os
import time

from memory_engine import __version__
from memory_engine.records import tiers as T

TYPE_CHECKING = False  # not `from typing`: imported by the session-start hook
if TYPE_CHECKING:
    from typing import Any

    from memory_engine.config import StoreConfig

    Stat = list[Any]  # [path, inode, mtime_ns, size], or [path] for a missing input

FORMAT = 1
FILE_NAME = "coldstart.json"
MAX_BYTES = 256 * 1024  # a cold start is at most a few KB; a larger file is not ours
# The environment that decides where the user store is (config._USER_ROOT_ENV and its override).
ENV_KEYS = ("MEMORY_ENGINE_USER_ROOT", "HOME", "XDG_DATA_HOME", "APPDATA", "LOCALAPPDATA")
TODAY_ENV = "MEMORY_ENGINE_TODAY"  # clock.ENV: a replayed day (clock is not imported: datetime)
DISABLE_ENV = "MEMORY_ENGINE_COLDSTART_CACHE"  # "0": always render (benchmarks, debugging)


def cache_path(root: str) -> str:
    return os.path.join(root, T.INDEX_DIR, FILE_NAME)


def enabled() -> bool:
    return os.environ.get(DISABLE_ENV, "1") != "0"


def stat_of(path: str) -> Stat:
    """[path, inode, mtime_ns, size], or [path] when it does not exist (that, too, must hold)."""
    try:
        st = os.stat(path)
    except OSError:
        return [path]
    return [path, st.st_ino, st.st_mtime_ns, st.st_size]


def _identity(root: str) -> list[int] | None:
    try:
        st = os.stat(root)
    except OSError:
        return None
    return [st.st_dev, st.st_ino]


def _environment() -> list[str]:
    return [os.environ.get(name, "") for name in ENV_KEYS]


def clock_time() -> float:
    """memory-engine's clock (clock.now) as epoch seconds, without datetime: the real time, moved
    to the replayed day when MEMORY_ENGINE_TODAY names one."""
    real = time.time()
    value = os.environ.get(TODAY_ENV, "")
    parts = value.split("-")
    if len(parts) != 3 or not all(p.isdigit() for p in parts):
        return real
    year, month, day = (int(p) for p in parts)
    if not (1 <= month <= 12 and 1 <= day <= 31):
        return real  # as clock.today: a bad override falls back to the real day
    today = time.localtime(real)
    try:
        replayed = time.mktime((year, month, day, 12, 0, 0, 0, 0, -1))
        actual = time.mktime((today.tm_year, today.tm_mon, today.tm_mday, 12, 0, 0, 0, 0, -1))
    except (OverflowError, ValueError):
        return real
    return real + replayed - actual


class Snapshot:
    """The inputs' stats, taken before a render; `save` keeps the text under them."""

    __slots__ = ("environment", "identity", "inputs")

    def __init__(self, root: str, config: StoreConfig, folders: list[str]) -> None:
        self.identity = _identity(root)
        self.environment = _environment()
        self.inputs = [stat_of(os.path.join(root, T.CONFIG_NAME)),
                       stat_of(config.profile_path_str),
                       *(stat_of(folder) for folder in folders)]


def save(root: str, snapshot: Snapshot, text: str, ids: list[str], shown: list[str],
         profile_valid_until: float | None) -> None:
    """Keep `text` (and the ids it shows) for the next start; never raises.

    `shown` are the files of the records in the text; `profile_valid_until` is the clock time
    (epoch seconds, on memory-engine's clock) at which the profile line would change (it turns
    stale), None when it cannot change by time alone.
    """
    if snapshot.identity is None or not enabled():
        return
    data = {"format": FORMAT, "version": __version__, "identity": snapshot.identity,
            "environment": snapshot.environment, "inputs": snapshot.inputs,
            "shown": [stat_of(p) for p in shown], "profile_valid_until": profile_valid_until,
            "text": text, "ids": ids}
    try:
        from memory_engine.storage import storefs

        path = cache_path(root)
        if not os.path.isdir(os.path.dirname(path)):
            return  # no index yet: nothing was rendered from one
        # derived from records that were screened when written: no new text to screen
        storefs.write_json(root, path, data, durable=False, screen=False)
    except Exception as exc:  # a cache that cannot be written costs a render, nothing more
        from memory_engine.logs import write_log

        write_log(os.path.join(root, ".logs"), "WARNING",
                  f"session start: keeping the rendered cold start failed: {exc!r}", exc)


def load(root: str) -> tuple[str, list[str]] | None:
    """The kept (text, ids) when every input still matches, else None (render it)."""
    if not enabled():
        return None
    from memory_engine.storage.sessionstate import read_json

    data = read_json(cache_path(root), MAX_BYTES)
    if not data or not _matches(root, data):
        return None
    text, ids = data.get("text"), data.get("ids")
    if not isinstance(text, str) or not isinstance(ids, list):
        return None
    return text, [str(i) for i in ids]


def _matches(root: str, data: dict[str, Any]) -> bool:
    if data.get("format") != FORMAT or data.get("version") != __version__:
        return False
    identity = _identity(root)
    if identity is None or data.get("identity") != identity:
        return False  # another folder's (or a committed) file: not rendered here
    if data.get("environment") != _environment():
        return False
    inputs, shown = data.get("inputs"), data.get("shown")
    if not isinstance(inputs, list) or not isinstance(shown, list) or len(inputs) < 2:
        return False
    for kept in (*inputs, *shown):
        if not isinstance(kept, list) or not kept or not isinstance(kept[0], str) \
                or stat_of(kept[0]) != kept:
            return False
    # a fresh profile turns stale at `until`: from then on its warning line is due
    until = data.get("profile_valid_until")
    return until is None or (isinstance(until, (int, float)) and clock_time() <= until)
