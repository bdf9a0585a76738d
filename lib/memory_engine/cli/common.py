"""What every subcommand shares: store options, JSON output, error reporting."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from memory_engine.config import StoreConfig
from memory_engine.errors import ConfigError, RecordError, StoreError, UnsafePathError

TYPE_CHECKING = False  # not `from typing`: importing typing costs ~3 ms per hook run

if TYPE_CHECKING:
    from typing import Any

    from memory_engine.index import Index
    from memory_engine.storage.store import Store

USER_ERRORS = (StoreError, RecordError, ConfigError, UnsafePathError, FileNotFoundError)


def tier_arg(value: str) -> str:
    """argparse `type=` for a tier name: accepts the common spellings, says the choices if not."""
    from memory_engine.records import tiers as T

    try:
        return T.normalise_tier(value)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from exc


def add_store_options(parser: argparse.ArgumentParser, json_flag: bool = True) -> None:
    parser.add_argument("--root", metavar="DIR",
                        help="the store folder (default: $MEMORY_ENGINE_ROOT, the nearest "
                        ".memory-engine/ above the current folder, or ./.memory-engine)")
    if json_flag:
        parser.add_argument("--json", action="store_true", help="print machine-readable JSON")


def open_store(args: argparse.Namespace, must_exist: bool = True) -> Store:
    from memory_engine.storage.store import Store

    store = Store.open(getattr(args, "root", None))
    if must_exist and not store.is_initialised():
        raise StoreError(f"no memory-engine store at {store.root}; run `memengine init` there "
                         "first (or pass --root)")
    return store


def load_config(args: argparse.Namespace) -> StoreConfig:
    """The store's configuration; StoreError (naming the fix) when there is no store there."""
    config = StoreConfig.load(getattr(args, "root", None))
    if not config.is_initialised():
        raise StoreError(f"no memory-engine store at {config.root}; run `memengine init` there "
                         "first (or pass --root)")
    return config


def open_index(args: argparse.Namespace) -> Index:
    """Read-only commands go through the index alone: no store/write machinery is imported."""
    from memory_engine.index import Index

    return Index(load_config(args))


def emit_json(data: Any) -> None:
    sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=2, default=str) + "\n")


def log_dir_for(args: argparse.Namespace) -> str | Path:
    from memory_engine.logs import fallback_log_dir

    try:
        config = StoreConfig.load(getattr(args, "root", None))
        if config.root.is_dir():
            return config.log_dir
    except Exception:
        pass
    return fallback_log_dir()


def report_error(args: argparse.Namespace, exc: BaseException) -> int:
    if isinstance(exc, USER_ERRORS):
        print(f"memengine: {exc}", file=sys.stderr)
        return 1
    from memory_engine.logs import write_log

    path = write_log(log_dir_for(args), "ERROR", f"memengine {getattr(args, 'command', '')} "
                     f"failed: {exc!r}", exc)
    print(f"memengine: unexpected error: {type(exc).__name__}: {exc}\n"
          f"the traceback is in {path}; please include it in a bug report", file=sys.stderr)
    return 3
