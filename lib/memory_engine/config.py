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
from functools import cached_property
from pathlib import Path

from memory_engine import tiers as T
from memory_engine.errors import ConfigError

TYPE_CHECKING = False  # not `from typing`: importing typing costs ~3 ms per hook run
if TYPE_CHECKING:
    from typing import Any

PROJECT_STORE_NAME = ".memory-engine"


__all__ = ["DEFAULT_CONFIG_TEXT", "ConfigError", "StoreConfig", "find_project_root"]


def find_project_root(explicit: str | os.PathLike[str] | None = None,
                      cwd: Path | None = None) -> Path:
    if explicit:
        return Path(explicit).expanduser().absolute()
    env = os.environ.get("MEMORY_ENGINE_ROOT")
    if env:
        return Path(env).expanduser().absolute()
    start = (cwd or Path.cwd()).absolute()
    for folder in (start, *start.parents):
        candidate = folder / PROJECT_STORE_NAME
        if candidate.is_dir():
            return candidate
    project_dir = os.environ.get("CLAUDE_PROJECT_DIR")
    if project_dir:
        return Path(project_dir).absolute() / PROJECT_STORE_NAME
    return start / PROJECT_STORE_NAME


def default_user_root() -> Path:
    env = os.environ.get("MEMORY_ENGINE_USER_ROOT")
    if env:
        return Path(env).expanduser().absolute()
    import platformdirs  # deferred: only needed when a tier actually lives in the user store

    return Path(platformdirs.user_data_dir("memory-engine", appauthor=False))


class StoreConfig:
    """Resolved locations of one store. A plain class: hooks build one on their fast path."""

    def __init__(self, root: Path, placements: dict[str, str] | None = None,
                 profile_location: str = "user", raw: dict[str, Any] | None = None) -> None:
        self.root = root
        self.placements = placements or {}
        self.profile_location = profile_location
        self.raw = raw or {}

    @classmethod
    def load(cls, root: str | os.PathLike[str] | None = None) -> StoreConfig:
        resolved = find_project_root(root)
        cfg_path = resolved / T.CONFIG_NAME
        raw: dict[str, Any] = {}
        if cfg_path.is_file() and not _is_default_config(cfg_path):
            import tomllib

            try:
                raw = tomllib.loads(cfg_path.read_text(encoding="utf-8"))
            except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
                raise ConfigError(
                    f"{cfg_path}: not valid TOML ({exc}); fix the syntax or delete the file "
                    "to go back to the defaults") from exc
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

    @cached_property
    def user_root(self) -> Path:
        return default_user_root()

    def _place(self, where: str, default_name: str) -> Path:
        if where == "project":
            return self.root / default_name
        if where == "user":
            return self.user_root / default_name
        path = Path(where).expanduser()
        return path if path.is_absolute() else (self.root / path)

    def tier_dir(self, tier: str) -> Path:
        return self._place(self.placements.get(tier, "project"), tier)

    def tier_dirs(self) -> dict[str, Path]:
        return {t: self.tier_dir(t) for t in T.TIERS}

    @property
    def profile_path(self) -> Path:
        base = self._place(self.profile_location, T.PROCEDURAL)
        return base / T.CAPABILITY_PROFILE

    @property
    def drafts_dir(self) -> Path:
        return self.root / T.DRAFTS_DIR

    @property
    def rejected_dir(self) -> Path:
        return self.root / T.REJECTED_DIR

    @property
    def archive_dir(self) -> Path:
        return self.root / T.ARCHIVE_DIR

    @property
    def index_path(self) -> Path:
        return self.root / T.INDEX_DIR / "index.sqlite3"

    @property
    def log_dir(self) -> Path:
        return self.root / T.LOG_DIR

    @property
    def config_path(self) -> Path:
        return self.root / T.CONFIG_NAME


CONFIG_HEADER = """\
# memory-engine configuration (edit by hand or with `memengine config --set KEY=VALUE`).
# [tiers] places a tier: "project" (inside this store, shared with the team if committed),
# "user" (your personal store, shared by all your projects) or a folder path.
# [profile] location says where the capability profile (_capability_profile.json) lives.
"""


def save_config(path: Path, data: dict[str, Any]) -> None:
    """Write the config with tomli-w (atomically), keeping the explanatory header."""
    import tomli_w

    from memory_engine.atomic import atomic_write_text

    atomic_write_text(path, CONFIG_HEADER + "\n" + tomli_w.dumps(data))


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


def _is_default_config(path: Path) -> bool:
    """True when the file is still the untouched default: no need to import a TOML parser."""
    try:
        expected = DEFAULT_CONFIG_TEXT.encode("utf-8")
        return path.stat().st_size == len(expected) and path.read_bytes() == expected
    except (OSError, UnicodeDecodeError):
        return False
