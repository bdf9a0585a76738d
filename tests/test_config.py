"""The store configuration: an edited memory-engine.toml is parsed once, then read cached."""

from __future__ import annotations

from pathlib import Path

from memory_engine.config import StoreConfig


def test_an_edited_config_is_parsed_once_and_reparsed_when_it_changes(tmp_path: Path) -> None:
    import os
    import subprocess
    import sys

    root = tmp_path / ".memory-engine"
    (root / ".state").mkdir(parents=True)
    cfg = root / "memory-engine.toml"
    cfg.write_text('[recall]\nk = 5\n[tiers]\npersonalized = "project"\n', encoding="utf-8")
    assert StoreConfig.load(root).raw["recall"]["k"] == 5
    assert (root / ".state" / "config-parsed.json").is_file()
    # a fresh process reads the cache and never imports the TOML parser
    probe = ("import sys; from memory_engine.config import StoreConfig; "
             f"c = StoreConfig.load({str(root)!r}); "
             "print(c.raw['recall']['k'], 'tomllib' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                         check=True).stdout.split()
    assert out == ["5", "False"]
    # an edit (another size and mtime) is read, never the stale cache
    cfg.write_text('[recall]\nk = 2\n[tiers]\npersonalized = "project"\n', encoding="utf-8")
    os.utime(cfg, ns=(1, 1))
    loaded = StoreConfig.load(root)
    assert loaded.raw["recall"]["k"] == 2 and loaded.placements["personalized"] == "project"


def test_a_config_with_a_date_or_a_token_is_not_cached(tmp_path: Path) -> None:
    root = tmp_path / ".memory-engine"
    (root / ".state").mkdir(parents=True)
    cfg = root / "memory-engine.toml"
    cfg.write_text("[audit]\nsince = 2026-01-02\n", encoding="utf-8")
    assert str(StoreConfig.load(root).raw["audit"]["since"]) == "2026-01-02"
    assert not (root / ".state" / "config-parsed.json").exists()
    cfg.write_text('[sync]\napi_token = "ghp_k3Xq9LmP2vR7tW4yZ8bN1cD6fG0hJ5sQ2uE9"\n',
                   encoding="utf-8")
    assert StoreConfig.load(root).raw["sync"]["api_token"].startswith("ghp_k3Xq")
    assert not (root / ".state" / "config-parsed.json").exists()
