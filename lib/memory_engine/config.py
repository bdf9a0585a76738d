"""Where the store lives: project root, user root and the per-tier placement config.

Resolution order for the project store: an explicit root, `MEMORY_ENGINE_ROOT`, the nearest
`.memory-engine/` above the working directory (like git), `$CLAUDE_PROJECT_DIR/.memory-engine`,
then `<cwd>/.memory-engine`. The user store is `MEMORY_ENGINE_USER_ROOT` or the platform's user
data dir. `memory-engine.toml` in the project store can move any tier:

    [tiers]
    personalized = "user"        # "project", "user", or a folder path
    [profile]
    location = "user"            # where _capability_profile.json lives

platformdirs and tomllib are imported only when needed: hooks resolve paths on their fast path.
"""

from __future__ import annotations

import os
import sys

from memory_engine.errors import ConfigError
from memory_engine.records import tiers as T

TYPE_CHECKING = False  # not `from typing`: importing typing costs ~3 ms per hook run
if TYPE_CHECKING:
    from pathlib import Path
    from typing import Any

    from memory_engine.index import Index

PROJECT_STORE_NAME = ".memory-engine"
# What platformdirs' answer for the user store depends on, besides the platform.
_USER_ROOT_ENV = ("HOME", "XDG_DATA_HOME", "APPDATA", "LOCALAPPDATA")


__all__ = ["DEFAULT_CONFIG_TEXT", "ConfigError", "StoreConfig", "find_project_root"]


def _project_root_str(explicit: str | os.PathLike[str] | None = None,
                      cwd: str | os.PathLike[str] | None = None) -> str:
    if explicit:
        return os.path.abspath(os.path.expanduser(os.fspath(explicit)))
    env = os.environ.get("MEMORY_ENGINE_ROOT")
    if env:
        return os.path.abspath(os.path.expanduser(env))
    start = os.path.abspath(os.fspath(cwd) if cwd is not None else os.getcwd())
    folder = start
    while True:
        candidate = os.path.join(folder, PROJECT_STORE_NAME)
        if os.path.isdir(candidate):
            return candidate
        parent = os.path.dirname(folder)
        if parent == folder:
            break
        folder = parent
    project_dir = os.environ.get("CLAUDE_PROJECT_DIR")
    if project_dir:
        return os.path.join(os.path.abspath(project_dir), PROJECT_STORE_NAME)
    return os.path.join(start, PROJECT_STORE_NAME)


def find_project_root(explicit: str | os.PathLike[str] | None = None,
                      cwd: str | os.PathLike[str] | None = None) -> Path:
    return _path(_project_root_str(explicit, cwd))


def _user_root_str() -> str:
    env = os.environ.get("MEMORY_ENGINE_USER_ROOT")
    if env:
        return os.path.abspath(os.path.expanduser(env))
    import platformdirs  # deferred: only needed when a tier actually lives in the user store

    return os.fspath(platformdirs.user_data_dir("memory-engine", appauthor=False))


def _path(value: str) -> Path:
    from pathlib import Path  # deferred: readers on the hooks' fast path use the *_str twins

    return Path(value)


class StoreConfig:
    """Resolved locations of one store.

    Locations are kept as strings: the cold-start and prompt hooks read them through the `*_str`
    accessors and never import pathlib (a measurable share of a hook's start-up); everything else
    uses the Path-returning properties.
    """

    def __init__(self, root: str | os.PathLike[str], placements: dict[str, str] | None = None,
                 profile_location: str = "user", raw: dict[str, Any] | None = None) -> None:
        self.root_str = os.fspath(root)
        self.placements = placements or {}
        self.profile_location = profile_location
        self.raw = raw or {}
        self._user_root: str | None = None

    @classmethod
    def load(cls, root: str | os.PathLike[str] | None = None) -> StoreConfig:
        resolved = _project_root_str(root)
        cfg_path = os.path.join(resolved, T.CONFIG_NAME)
        raw: dict[str, Any] = {}
        if os.path.isfile(cfg_path) and not _is_default_config(cfg_path):
            raw = _parsed_config(resolved, cfg_path)
        placements = {t: ("user" if t in T.USER_SCOPED_DEFAULT else "project") for t in T.TIERS}
        tiers_section = raw.get("tiers", {})
        if not isinstance(tiers_section, dict):
            raise ConfigError(f"{cfg_path}: [tiers] must be a table of tier = location")
        for name, where in tiers_section.items():
            try:
                tier = T.normalise_tier(str(name))
            except ValueError as exc:
                raise ConfigError(f"{cfg_path}: [tiers] {exc}") from exc
            if not isinstance(where, str) or not where.strip():
                raise ConfigError(f"{cfg_path}: [tiers] {name} must be \"project\", \"user\" "
                                  "or a folder path")
            placements[tier] = where.strip()
        profile = raw.get("profile", {})
        profile_location = "user"
        if isinstance(profile, dict) and isinstance(profile.get("location"), str):
            profile_location = profile["location"]
        return cls(root=resolved, placements=placements, profile_location=profile_location,
                   raw=raw)

    def is_initialised(self) -> bool:
        """A store is its README plus its config or a tier folder. Git keeps no empty folders,
        so a fresh clone of a young store may have no tier folder: writers create them."""
        root = self.root_str
        return os.path.isfile(os.path.join(root, "README.md")) and (
            os.path.isfile(os.path.join(root, T.CONFIG_NAME))
            or os.path.isdir(self.tier_dir_str(T.SEMANTIC)))

    def base_of(self, path: str | os.PathLike[str]) -> str:
        """The store root (project or user, or a tier folder placed elsewhere by the config)
        that holds `path`: the trusted folder below which every component of a write is checked
        for symlinks (storefs)."""
        full = os.path.abspath(os.fspath(path))
        tier_folders = [self.tier_dir_str(t) for t in T.TIERS
                        if self.placements.get(t) not in (None, "project", "user")]
        for base in (self.root_str, self.user_root_str, *tier_folders):
            base_abs = os.path.abspath(base)
            if full == base_abs or full.startswith(base_abs.rstrip(os.sep) + os.sep):
                return base_abs
        from memory_engine.errors import UnsafePathError

        raise UnsafePathError(f"{full} is in neither the project store ({self.root_str}) nor "
                              f"the user store ({self.user_root_str}); memory files stay inside "
                              "a store")

    # -- strings (fast path) ------------------------------------------------------------------
    @property
    def user_root_str(self) -> str:
        if self._user_root is None:
            self._user_root = _user_root_str()
        return self._user_root

    @property
    def user_root_known(self) -> bool:
        """True once the user store's location is resolved (or given), without resolving it."""
        return self._user_root is not None

    def set_user_root(self, value: str) -> None:
        """Use a user-store location resolved earlier (saves importing platformdirs)."""
        self._user_root = value

    def prime_user_root(self, index: Index) -> None:
        """Resolve the user store's folder without importing platformdirs when it is known.

        `platformdirs` costs about as much as starting Python; its answer depends only on the
        platform and a few environment variables, so it is remembered in the index under a key
        made of exactly those.
        """
        if self.user_root_known or os.environ.get("MEMORY_ENGINE_USER_ROOT"):
            return
        key = "user_root:" + "|".join([sys.platform,
                                       *(os.environ.get(n, "") for n in _USER_ROOT_ENV)])
        known = index.remembered(key)
        if known is not None:
            self.set_user_root(known)
            return
        index.remember(key, self.user_root_str)

    def _place(self, where: str, default_name: str) -> str:
        if where == "project":
            return os.path.join(self.root_str, default_name)
        if where == "user":
            return os.path.join(self.user_root_str, default_name)
        path = os.path.expanduser(where)
        return path if os.path.isabs(path) else os.path.join(self.root_str, path)

    def tier_dir_str(self, tier: str) -> str:
        return self._place(self.placements.get(tier, "project"), tier)

    @property
    def drafts_dir_str(self) -> str:
        return os.path.join(self.root_str, T.DRAFTS_DIR)

    @property
    def config_path_str(self) -> str:
        return os.path.join(self.root_str, T.CONFIG_NAME)

    @property
    def index_path_str(self) -> str:
        return os.path.join(self.root_str, T.INDEX_DIR, "index.sqlite3")

    @property
    def log_dir_str(self) -> str:
        return os.path.join(self.root_str, T.LOG_DIR)

    @property
    def profile_path_str(self) -> str:
        return os.path.join(self._place(self.profile_location, T.PROCEDURAL),
                            T.CAPABILITY_PROFILE)

    # -- paths --------------------------------------------------------------------------------
    @property
    def root(self) -> Path:
        return _path(self.root_str)

    @property
    def user_root(self) -> Path:
        return _path(self.user_root_str)

    def tier_dir(self, tier: str) -> Path:
        return _path(self.tier_dir_str(tier))

    def tier_dirs(self) -> dict[str, Path]:
        return {t: self.tier_dir(t) for t in T.TIERS}

    @property
    def profile_path(self) -> Path:
        return _path(self.profile_path_str)

    @property
    def drafts_dir(self) -> Path:
        return _path(self.drafts_dir_str)

    @property
    def rejected_dir(self) -> Path:
        return self.root / T.REJECTED_DIR

    @property
    def archive_dir(self) -> Path:
        return self.root / T.ARCHIVE_DIR

    @property
    def index_path(self) -> Path:
        return _path(self.index_path_str)

    @property
    def log_dir(self) -> Path:
        return _path(self.log_dir_str)

    @property
    def config_path(self) -> Path:
        return _path(self.config_path_str)


CONFIG_HEADER = """\
# memory-engine configuration (edit by hand or with `memengine config --set KEY=VALUE`).
# [tiers] places a tier: "project" (inside this store, shared with the team if committed),
# "user" (your personal store, shared by all your projects) or a folder path.
# [profile] location says where the capability profile (_capability_profile.json) lives.
"""


def save_config(path: Path, data: dict[str, Any]) -> None:
    """Write the config with tomli-w (atomically), keeping the explanatory header."""
    import tomli_w

    from memory_engine.storage import storefs

    storefs.write_text(os.path.dirname(os.path.abspath(path)), path,
                       CONFIG_HEADER + "\n" + tomli_w.dumps(data))


DEFAULT_CONFIG_TEXT = """\
# memory-engine configuration. Every key is optional; delete a line to get the default back.
#
# [tiers] moves a tier: "project" (inside this store, shared with the team if committed),
# "user" (your personal store, shared by all your projects) or a folder path.
[tiers]
semantic = "project"
episodic = "project"
procedural = "project"
personalized = "user"
environment-dynamics = "project"

# Where the capability profile (_capability_profile.json) lives.
[profile]
location = "user"
"""


# The parsed form of an edited memory-engine.toml, kept beside the session state. `tomllib`
# brings `re` and its compiled patterns: about as much as starting Python, on every hook run.
_PARSED_CONFIG = os.path.join(".state", "config-parsed.json")


def _parsed_config(root: str, cfg_path: str) -> dict[str, Any]:
    """The TOML's tables: from the cache when the file's size and mtime are those it was parsed
    at, else parsed (and cached when its values are plain JSON: a TOML date is not)."""
    from memory_engine import fastjson

    try:
        st = os.stat(cfg_path)
    except OSError:
        return {}
    stamp = [st.st_size, st.st_mtime_ns]
    cache = os.path.join(root, _PARSED_CONFIG)
    try:
        with open(cache, encoding="utf-8") as handle:
            cached = fastjson.loads(handle.read())
        tables = cached.get("raw") if isinstance(cached, dict) else None
        if isinstance(tables, dict) and cached.get("stamp") == stamp:
            return tables
    except (OSError, ValueError):
        pass
    import tomllib

    try:
        with open(cfg_path, encoding="utf-8") as handle:
            raw = tomllib.loads(handle.read())
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise ConfigError(
            f"{cfg_path}: not valid TOML ({exc}); fix the syntax or delete the file "
            "to go back to the defaults") from exc
    if _plain(raw) and os.path.isdir(os.path.join(root, ".state")):
        try:
            from memory_engine.storage import storefs

            entry = {"stamp": stamp, "raw": raw}
            # A value the screen would change (a token pasted into the config) is not cached:
            # the cache would then disagree with the file.
            if storefs.screen_value(entry) == entry:
                storefs.write_json(root, cache, entry, screen=False)
        except OSError:
            pass  # a read-only store parses every time; nothing is lost
    return raw


def _plain(value: Any) -> bool:
    """Whether `value` round-trips through JSON unchanged (no dates, times or odd floats)."""
    if isinstance(value, dict):
        return all(isinstance(k, str) and _plain(v) for k, v in value.items())
    if isinstance(value, list):
        return all(_plain(v) for v in value)
    if isinstance(value, float):
        return value == value and value not in (float("inf"), float("-inf"))
    return value is None or isinstance(value, (str, int, bool))


def _is_default_config(path: str | os.PathLike[str]) -> bool:
    """True when the file is still the untouched default: no need to import a TOML parser."""
    try:
        expected = DEFAULT_CONFIG_TEXT.encode("utf-8")
        if os.stat(path).st_size != len(expected):
            return False
        with open(path, "rb") as handle:
            return handle.read() == expected
    except (OSError, UnicodeDecodeError):
        return False
