"""`memengine config`: show the resolved placement of every tier, or change a key.

Keys are dotted TOML paths (`tiers.personalized`, `profile.location`, `admission.threshold`).
Values are parsed as TOML when they can be (numbers, booleans, arrays) and kept as strings
otherwise. Records already in a tier's old folder are not moved: the command says so and how.
"""

from __future__ import annotations

import argparse

from memory_engine.cli.common import add_store_options, emit_json, load_config
from memory_engine.config import StoreConfig, save_config
from memory_engine.errors import ConfigError
from memory_engine.records import tiers as T

TYPE_CHECKING = False  # not `from typing`: importing typing costs ~3 ms per hook run
if TYPE_CHECKING:
    from typing import Any


def add_parser(sub: Any, name: str, help_text: str) -> None:
    p: argparse.ArgumentParser = sub.add_parser(name, help=help_text, description=help_text)
    add_store_options(p)
    p.add_argument("--set", action="append", default=[], metavar="KEY=VALUE",
                   help="set a key, e.g. tiers.personalized=project (repeatable)")
    p.set_defaults(func=cmd_config)


def _parse_value(raw: str) -> object:
    import tomllib

    try:
        return tomllib.loads(f"v = {raw}")["v"]
    except tomllib.TOMLDecodeError:
        return raw


def _resolved(config: StoreConfig) -> dict[str, Any]:
    return {"root": str(config.root), "config_file": str(config.config_path),
            "tiers": {t: {"placement": config.placements.get(t, "project"),
                          "path": str(config.tier_dir(t))} for t in T.TIERS},
            "profile": str(config.profile_path), "settings": config.raw}


def cmd_config(args: argparse.Namespace) -> int:
    # Outside a store there is no config to show or change: showing the defaults would describe
    # a store that does not exist, and --set would write a memory-engine.toml into any folder.
    config = load_config(args)
    if not args.set:
        data = _resolved(config)
        if args.json:
            emit_json(data)
            return 0
        print(f"store: {data['root']}\nconfig: {data['config_file']}")
        for tier, info in data["tiers"].items():
            print(f"  {tier:<22} {info['placement']:<8} {info['path']}")
        print(f"  {'capability profile':<22} {config.profile_location:<8} {data['profile']}")
        return 0
    import tomllib

    raw: dict[str, Any] = {}
    if config.config_path.is_file():
        raw = tomllib.loads(config.config_path.read_text(encoding="utf-8"))
    old_dirs = config.tier_dirs()
    for item in args.set:
        key, sep, value = item.partition("=")
        parts = [p for p in key.strip().split(".") if p]
        if not sep or len(parts) < 2:
            raise ConfigError(f"--set {item!r}: write it as SECTION.KEY=VALUE, e.g. "
                              "tiers.personalized=project")
        if parts[0] == "tiers":
            try:
                parts[1] = T.normalise_tier(parts[1])
            except ValueError as exc:
                raise ConfigError(f"--set {item!r}: {exc}") from exc
        table = raw
        for part in parts[:-1]:
            nxt = table.setdefault(part, {})
            if not isinstance(nxt, dict):
                raise ConfigError(f"--set {item!r}: {part} is a value, not a table")
            table = nxt
        table[parts[-1]] = _parse_value(value.strip())
    save_config(config.config_path, raw)
    new = StoreConfig.load(args.root)  # validates what we wrote
    for tier, old in old_dirs.items():
        moved = new.tier_dir(tier)
        if moved != old and old.is_dir() and any(old.rglob("*.md")):
            print(f"note: {tier} now lives in {moved}; records still in {old} are not moved: "
                  f"move them with `mv {old}/* {moved}/` then run `memengine reindex`")
    if args.json:
        emit_json(_resolved(new))
    else:
        print(f"updated {new.config_path}")
    return 0
