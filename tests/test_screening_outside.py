"""Screening rules met on other scanners' samples, and the outside sets' own consistency."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from memory_engine.screening.redaction import redact

REPO = Path(__file__).resolve().parents[1]
DATA = REPO / "benchmarks" / "data"


@pytest.mark.parametrize(("text", "value"), [
    # The host follows the authority's last '@': the password keeps its own '@'.
    ("mongodb+srv://appuser:myR3alP@ssw0rd@cluster0.mongodb.net/mydb", "myR3alP@ssw0rd"),
    ("https://svc:Kq9@zP2x@service.internal.example/api", "Kq9@zP2x"),
    ("redis://default:Hq3xZ8pLw2@redis-1.example.net:6379", "Hq3xZ8pLw2"),
    ("Server=db;User ID=sa;Password=Xk7pQ2vLm9;Encrypt=true", "Xk7pQ2vLm9"),
])
def test_whole_password_redacted(text: str, value: str) -> None:
    out, _ = redact(text)
    assert value not in out
    assert not any(part in out for part in value.split("@") if len(part) >= 4)


@pytest.mark.parametrize("text", [
    "https://user:1111@service.example/api",         # one character repeated
    "https://username:mypassword@test.example/x",    # a stand-in word with a word stuck on
    "postgres://app:testpassword@localhost/app",
    "https://user:${PASSWORD}@api.example.com",
])
def test_stand_ins_left_alone(text: str) -> None:
    assert redact(text)[0] == text


def test_long_passphrase_holding_a_stand_in_word_still_goes() -> None:
    text = "basic_auth = 'http://username:whywouldyouusehttpforpasswords@example.com'"
    assert "whywouldyouusehttpforpasswords" not in redact(text)[0]


def test_leetspeak_password_is_not_a_stand_in() -> None:
    text = 'MONGO_URI = "mongodb://realuser:s3cr3tP4ss@db1.example.net:27017/production"'
    assert "s3cr3tP4ss" not in redact(text)[0]


@pytest.mark.parametrize("name", ["secrets-outside.jsonl", "injection-outside.jsonl"])
def test_outside_rows_name_their_origin(name: str) -> None:
    rows = [json.loads(line) for line in (DATA / name).read_text(encoding="utf-8").splitlines()
            if line.strip()]
    assert rows
    for row in rows:
        assert row["source"].count("/") >= 2 and row["licence"] and row["commit"]
        for value in row.get("all_secrets") or ([row["secret"]] if row.get("secret") else []):
            assert value in row["text"], row["id"]


def test_bench_screening_runs_on_outside_sets() -> None:
    run = subprocess.run([sys.executable, str(REPO / "benchmarks" / "bench_screening.py"),
                          "--outside-only"], capture_output=True, text=True, timeout=120,
                         check=True)
    assert "injection, outside set" in run.stdout and "secrets, outside set" in run.stdout
