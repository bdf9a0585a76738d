"""A value that is a whole file (a password file, a token file) with no name beside it, a bare
value under a line that calls it public, and typed runs in a deployed config. Each text is
written to a file and read back, as the hooks meet it."""

from __future__ import annotations

import base64
import random
import string
from pathlib import Path

import pytest

from memory_engine.screening import secret_values
from memory_engine.screening.redaction import find_secrets, redact
from memory_engine.screening.secretcheck import might_hold_secret

_RNG = random.Random(20261208)
_TYPED_SYMBOLS = "!#$%&*+?^~"  # (`@` before a letter reads as an address)


def _read_back(tmp_path: Path, name: str, text: str) -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path.read_text(encoding="utf-8")


def _typed_password() -> str:
    """A password typed to a policy: letters of both cases, digits and a symbol, strewn."""
    while True:
        value = "".join(_RNG.choice(string.ascii_letters + string.digits + _TYPED_SYMBOLS)
                        for _ in range(_RNG.randint(8, 24)))
        if (any(c.isdigit() for c in value) and any(c.islower() for c in value)
                and any(c.isupper() for c in value)
                and any(c in _TYPED_SYMBOLS for c in value[1:-1])):
            return value


def _drawn_token() -> str:
    """A server token as a generator draws it: a prefix, base64 pieces joined by symbols."""
    body = base64.b64encode(_RNG.randbytes(33)).decode()
    return f"pds-g^{body[:8]}^{body[8:]}="


# -- a value that is the whole text ---------------------------------------------------------------

@pytest.mark.parametrize("make", [_typed_password, _drawn_token])
def test_a_password_file_holding_one_typed_or_drawn_value_is_redacted(
        tmp_path: Path, make: object) -> None:
    for _ in range(20):
        value = make()  # type: ignore[operator]
        text = _read_back(tmp_path, ".vault_pass", value + "\n")
        assert might_hold_secret(text)
        out, findings = redact(text)
        assert value not in out, value
        assert findings and findings[0].start == 0 and findings[0].end == len(value)


@pytest.mark.parametrize("value", [
    "4dL1n!x9",            # letters and digits strewn, a symbol at the end
    "daiPh3joVlt-mc-king",  # a drawn piece joined to words
    "Aabha@2711",          # a word and digits joined by a symbol
])
def test_a_lone_typed_password_is_redacted(tmp_path: Path, value: str) -> None:
    out, _ = redact(_read_back(tmp_path, "password.txt", value))
    assert value not in out


@pytest.mark.parametrize("value", [
    "x86_64-linux-gnu", "getUTF8String", "log4j-core-2", "Python312", "VaultPass123",
    "python/cpython#91169", "release-2024-11-03", "0xFFFFFFFF00000000FFFFFFFFBCE6FAADA7179E84",
    "123e4567-e89b-12d3-a456-426614174000",
    "4.5059306430e-2", "cert2048.p12", "p4u4zo2jzb6o6xu3.onion", "LogonTimeout=5",
    "pk_live_j5krY8XTgIcDaHDb3YrsAfCl", "user@host2.example", "-6wqX6fNUXA2rYq",
    base64.b64encode(b"not a secret, a sentence").decode(),
    base64.b64encode(bytes(range(32))).decode(),  # 32 bytes: a digest's or a public key's length
    # a path under a named folder: a record's link, a repository
    "semantic/000000000000000000000000A000100A", "octo/Repo2Xy9",
])
def test_a_lone_name_number_digest_or_reference_stays(tmp_path: Path, value: str) -> None:
    text = _read_back(tmp_path, "note.txt", value + "\n")
    assert redact(text)[0] == text


def test_the_lone_rule_reads_only_a_whole_text(tmp_path: Path) -> None:
    # the same value with a second word beside it is no file's content: no name, no rule
    text = _read_back(tmp_path, "notes.txt", "Aabha@2711 mirror\n")
    assert redact(text)[0] == text


def test_every_lone_value_the_redactor_takes_passes_the_precheck() -> None:
    alphabet = string.ascii_letters + string.digits + "-_/+=^@%&*!"
    for _ in range(2000):
        value = "".join(_RNG.choice(alphabet) for _ in range(_RNG.randint(6, 40)))
        if find_secrets(value):
            assert might_hold_secret(value), value


# -- a bare value under a line that calls it public ---------------------------------------------

def _bare_key() -> str:
    """A key drawn as letters and digits, 56 of them, as a signing tool prints it alone."""
    while True:
        value = "".join(_RNG.choice(string.ascii_letters + string.digits) for _ in range(56))
        if sum(c.isdigit() for c in value) >= 6:
            return value


@pytest.mark.parametrize("label", ["untrusted comment: minisign public key 8FE49E3814424F5C",
                                   "# the server's public key:"])
def test_a_bare_value_labelled_public_stays(tmp_path: Path, label: str) -> None:
    value = _bare_key()
    text = _read_back(tmp_path, "key.pub", f"{label}\n{value}\n")
    assert redact(text)[0] == text


@pytest.mark.parametrize("label", ["untrusted comment: rsign encrypted secret key",
                                   "# private key (the public one is in key.pub)", "# backup"])
def test_a_bare_value_labelled_private_or_not_at_all_goes(tmp_path: Path, label: str) -> None:
    value = _bare_key()
    text = _read_back(tmp_path, "key", f"{label}\n{value}\n")
    assert value not in redact(text)[0]


# -- typed runs in a deployed config ------------------------------------------------------------

def _policy(monkeypatch: pytest.MonkeyPatch, **switches: object) -> None:
    monkeypatch.setattr(secret_values, "STAND_INS", secret_values.STAND_INS._replace(**switches))


@pytest.mark.parametrize("run", ["xdxdxd", "12345zs", "abcabc12"])
def test_a_typed_run_beside_a_chosen_password_goes(tmp_path: Path, run: str,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    _policy(monkeypatch, weak_in_deployed=True, typed_limit=0.6)
    chosen = _typed_password()
    text = _read_back(tmp_path, "server_cfg.ini",
                      f"[SERVER]\nNAME=friday league\nPASSWORD={chosen}\nADMIN_PASSWORD={run}\n")
    out, _ = redact(text)
    assert chosen not in out
    assert f"ADMIN_PASSWORD={run}" not in out
    assert "NAME=friday league" in out


@pytest.mark.parametrize("run", ["xdxdxd", "12345zs"])
def test_a_typed_run_in_a_template_stays(tmp_path: Path, run: str,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    _policy(monkeypatch, weak_in_deployed=True, typed_limit=0.6)
    text = _read_back(tmp_path, "server_cfg.ini",
                      f"[SERVER]\nHOST=127.0.0.1\nADMIN_PASSWORD={run}\n")
    assert redact(text)[0] == text


@pytest.mark.parametrize("mask", ["xxxxxxxx", "00000000", "********"])
def test_a_mask_beside_a_chosen_password_stays(tmp_path: Path, mask: str,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    _policy(monkeypatch, weak_in_deployed=True)
    chosen = _typed_password()
    text = _read_back(tmp_path, "server_cfg.ini",
                      f"PASSWORD={chosen}\nADMIN_PASSWORD={mask}\n")
    out, _ = redact(text)
    assert chosen not in out
    assert f"ADMIN_PASSWORD={mask}" in out
