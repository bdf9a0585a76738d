"""The audit reads secret kinds from the index (found when a file is indexed, from its bytes on
disk), not by rescanning files: hand-written files holding a secret are reported, valid or
not; an index of an older layout is rebuilt so the kinds appear; the tier's own constants do
not send every environment record through the redactor."""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
from pathlib import Path
from typing import Any

from conftest import run_cli

from memory_engine.index.rows import secret_kinds
from memory_engine.records.types import EnvironmentRecord, Outcomes
from memory_engine.storage.store import Store

DAY = "2026-05-23"
# built at run time so that no scanner mistakes this file for a leak
TOKEN = "ghp_" + "R4nd0mV4lu3Xq9Lm2Zt7" + "Wc5Bn8Kd1Hf6Jp3S"
URL = "postgres://admin:" + "Tr0ub4dor-x9q" + "@db.internal:5432/app"


def _audit(root: Path) -> dict[str, Any]:
    proc = run_cli("audit", "--root", str(root), "--json", "--today", DAY, "--no-write")
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)


def _hand_written(root: Path) -> tuple[Path, Path]:
    folder = root / "semantic"
    valid = folder / "deploy-notes.md"
    valid.write_text(f"---\nid: deploy-notes\ntier: semantic\ntopic: deploy\nconfidence: 0.8\n"
                     f"observations: 1\nlast_touched: {DAY}\ncreated: {DAY}\nsource: [manual]\n"
                     f"links: []\n---\n\nThe deploy script reads {URL} from the shell.\n",
                     encoding="utf-8")
    broken = folder / "ci-token.md"  # no canonical frontmatter: fails the schema
    broken.write_text(f"---\ndescription: ci\nci_token: {TOKEN}\n---\n\nThe CI token.\n",
                      encoding="utf-8")
    return valid, broken


def test_secrets_come_from_the_index(store: Store, store_root: Path) -> None:
    valid, broken = _hand_written(store_root)
    day = dt.date.fromisoformat(DAY)
    store.write(EnvironmentRecord(
        id="slow-suite", tier="environment-dynamics", topic="workspace-state-transitions",
        confidence=0.7, last_touched=day, created=day, source=["manual"],
        bucket="workspace-state-transitions", condition="when the suite runs",
        prediction="it takes about four minutes", outcomes=Outcomes(hits=2, misses=0),
        body="Seen on three runs.\n"))
    report = _audit(store_root)
    found = {x["path"]: x for x in report["tiers"]["semantic"]["secrets"]}
    assert set(found) == {str(valid), str(broken)}
    assert found[str(valid)]["kinds"] == ["password-in-url"]
    assert found[str(broken)]["kinds"] == ["github-token"]
    assert found[str(valid)]["id"] == "deploy-notes"
    assert not report["tiers"]["environment-dynamics"]["secrets"]
    # the file changes on disk: the next audit sees it through the index refresh
    valid.write_text(valid.read_text(encoding="utf-8").replace(URL, "the vault"),
                     encoding="utf-8")
    again = _audit(store_root)
    assert [x["path"] for x in again["tiers"]["semantic"]["secrets"]] == [str(broken)]


def test_an_older_index_is_rebuilt_with_the_kinds(store: Store, store_root: Path) -> None:
    _hand_written(store_root)
    assert len(_audit(store_root)["tiers"]["semantic"]["secrets"]) == 2
    # an index written by the previous layout: no secret kinds, older schema version
    conn = sqlite3.connect(store.config.index_path_str)
    conn.execute("UPDATE records SET secrets = ''")
    conn.execute("UPDATE meta SET value = '6' WHERE key = 'schema'")
    conn.commit()
    conn.close()
    store.close()
    assert len(_audit(store_root)["tiers"]["semantic"]["secrets"]) == 2


def test_schema_constants_do_not_reach_the_redactor() -> None:
    head = ("---\nid: slow-suite\ntier: environment-dynamics\nbucket: "
            "workspace-state-transitions\ntopic: ci\n---\n\nThe suite takes four minutes.\n")
    assert secret_kinds(head) == ""
    # the same constant elsewhere than on a line of its own still counts as a long run, and a
    # secret beside the constants is still found
    assert secret_kinds(head + f"\nci_token: {TOKEN}\n") == "github-token"
    assert secret_kinds(head.replace("\ntier: environment-dynamics\n",
                                     f"\ntier: environment-dynamics\n{TOKEN}\n")) == \
        "github-token"
