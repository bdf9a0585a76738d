"""A weak value in a deployed config (beside a credential, or pointed at a public address), a
stand-in written in the clear in a Kubernetes Secret, the same words in slots a generator fills
one by one, a key or salt constant of a generator's shape, and a value addressed to the reader
in their language. Each config is written to a file and read back, as the hooks meet it."""

from __future__ import annotations

import random
import string
from pathlib import Path

import pytest

from memory_engine.screening import secret_values
from memory_engine.screening.redaction import redact

_RNG = random.Random(20261207)
_SYMBOLS = "!#$%&()*+,-./:;<=>?@[]^_`{|}~"


def _drawn(length: int, alphabet: str = string.ascii_letters + string.digits) -> str:
    return "".join(_RNG.choice(alphabet) for _ in range(length))


def _generated_salt() -> str:
    """A value as WordPress's generator draws it: letters, digits and punctuation, no quote."""
    while True:
        value = _drawn(64, string.ascii_letters + string.digits + _SYMBOLS)
        if sum(c in _SYMBOLS for c in value) >= 12 and "{" not in value and "}" not in value:
            return value


def _read_back(tmp_path: Path, name: str, text: str) -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path.read_text(encoding="utf-8")


def _policy(monkeypatch: pytest.MonkeyPatch, **switches: object) -> None:
    monkeypatch.setattr(secret_values, "STAND_INS", secret_values.STAND_INS._replace(**switches))


# -- weak values beside a credential ------------------------------------------------------------

@pytest.mark.parametrize("weak", ["123456", "12345678", "admin", "secret"])
def test_a_weak_password_beside_a_drawn_key_goes(tmp_path: Path, weak: str,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    _policy(monkeypatch, weak_words_redacted=False, typed_digits_redacted=False,
            weak_in_deployed=True)
    key = _drawn(40)
    text = _read_back(tmp_path, ".env", f"DB_HOST=localhost\nDB_USER=root\nDB_PASSWORD={weak}\n"
                      f"SECRET_KEY={key}\n")
    out, _ = redact(text)
    assert key not in out
    assert f"DB_PASSWORD={weak}" not in out
    assert "DB_USER=root" in out and "DB_HOST=localhost" in out


def test_an_echoed_user_beside_a_drawn_key_goes(tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    _policy(monkeypatch, echoed_user_stand_in=True, weak_in_deployed=True)
    key = _drawn(24)
    text = _read_back(tmp_path, "configuration.php",
                      "\tpublic $user = 'shopowner';\n\tpublic $password = 'shopowner';\n"
                      f"\tpublic $secret = '{key}';\n")
    out, _ = redact(text)
    assert "$password = 'shopowner'" not in out and key not in out


@pytest.mark.parametrize("weak", ["123456", "admin"])
def test_a_weak_password_alone_stays_a_stand_in(tmp_path: Path, weak: str,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    _policy(monkeypatch, weak_words_redacted=False, typed_digits_redacted=False,
            weak_in_deployed=True)
    text = _read_back(tmp_path, ".env.example",
                      f"DB_HOST=localhost\nDB_USER=root\nDB_PASSWORD={weak}\n")
    assert redact(text)[0] == text


def test_the_switch_off_leaves_the_weak_password_beside_a_key(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _policy(monkeypatch, weak_words_redacted=False, typed_digits_redacted=False,
            weak_in_deployed=False)
    key = _drawn(40)
    text = _read_back(tmp_path, ".env", f"DB_PASSWORD=123456\nSECRET_KEY={key}\n")
    out, _ = redact(text)
    assert "DB_PASSWORD=123456" in out and key not in out


def test_the_policy_is_restored_after_the_second_reading(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _policy(monkeypatch, weak_in_deployed=True)
    before = secret_values.STAND_INS
    redact(_read_back(tmp_path, ".env", f"DB_PASSWORD=1234\nAPI_SECRET={_drawn(40)}\n"))
    assert before == secret_values.STAND_INS


def test_a_documented_stand_in_beside_a_drawn_key_stays(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _policy(monkeypatch, weak_in_deployed=True)
    key = _drawn(40)
    text = _read_back(tmp_path, ".env", "MAIL_PASSWORD=${MAIL_PASSWORD}\n"
                      "SMTP_PASSWORD=changeme\n" f"SECRET_KEY={key}\n")
    out, _ = redact(text)
    assert "${MAIL_PASSWORD}" in out and "changeme" in out and key not in out


def test_record_frontmatter_beside_a_secret_is_left_alone(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _policy(monkeypatch, weak_in_deployed=True)
    key = _drawn(40)
    text = _read_back(tmp_path, "note.md",
                      "---\nid: 20261207-0001\ntier: working\nevent_type: 00010x,0\n"
                      "user: admin\nconfidence: 1234\n---\n"
                      f"The deploy used SECRET_KEY={key} on staging.\n")
    out, _ = redact(text)
    assert key not in out
    assert out.startswith("---\nid: 20261207-0001\ntier: working\nevent_type: 00010x,0\n"
                          "user: admin\nconfidence: 1234\n---\n")


# -- a Kubernetes Secret's data -----------------------------------------------------------------

def test_a_kubernetes_secret_holding_a_stand_in_in_the_clear_stays(tmp_path: Path) -> None:
    text = _read_back(tmp_path, "secret.yaml", "kind: Secret\nmetadata:\n  name: app\n"
                      "type: Opaque\ndata:\n  password: password\n")
    assert redact(text)[0] == text


def test_a_kubernetes_secret_holding_base64_goes(tmp_path: Path) -> None:
    import base64

    encoded = base64.b64encode(_drawn(18).encode()).decode()
    text = _read_back(tmp_path, "secret.yaml", "kind: Secret\nmetadata:\n  name: app\n"
                      f"type: Opaque\ndata:\n  password: {encoded}\n")
    assert encoded not in redact(text)[0]


# -- slots a generator fills one by one --------------------------------------------------------

def test_the_same_phrase_in_several_salt_slots_stays(tmp_path: Path) -> None:
    phrase = "Füge hier deine Zeichenkette ein"
    text = _read_back(tmp_path, "wp-config.php", "".join(
        f"define( '{name}', '{phrase}' );\n" for name in ("AUTH_KEY", "SECURE_AUTH_KEY",
                                                         "LOGGED_IN_KEY")))
    assert redact(text)[0] == text


def test_a_phrase_in_one_salt_slot_is_a_value(tmp_path: Path) -> None:
    text = _read_back(tmp_path, "wp-config.php",
                      "define( 'AUTH_KEY', 'meine katze frisst 7 tomaten' );\n"
                      "define( 'SECURE_AUTH_KEY', 'der hund bellt 4 mal' );\n")
    out, _ = redact(text)
    assert "meine katze" not in out and "der hund" not in out


def test_a_generated_value_under_any_key_or_salt_constant_goes(tmp_path: Path) -> None:
    salt, other = _generated_salt(), _generated_salt()
    text = _read_back(tmp_path, "wp-config.php",
                      f"define( 'NONCE_SALT', '{other}' );\n"
                      f"define( 'WP_CACHE_KEY_SALT', '{salt}' );\n")
    out, _ = redact(text)
    assert salt not in out and other not in out


@pytest.mark.parametrize("value", ["wp_", "my-site-cache-prefix-for-objects-on-host", _drawn(40)])
def test_a_key_constant_without_a_generators_symbols_is_not_taken_by_its_name(
        tmp_path: Path, value: str) -> None:
    text = _read_back(tmp_path, "wp-config.php", f"define( 'WP_CACHE_KEY_SALT', '{value}' );\n")
    assert redact(text)[0] == text


# -- addressed to the reader -------------------------------------------------------------------

@pytest.mark.parametrize("value", ["TuPasswordFuerte123", "sizning_parolingiz",
                                   "sua-chave-jwt-super-secreta-minimo-32-caracteres",
                                   "tu_clave_ultra_secreta_123!@#", "DeinPasswort2024"])
def test_a_value_addressed_to_the_reader_stays(tmp_path: Path, value: str) -> None:
    text = _read_back(tmp_path, "settings.env", f"DB_PASSWORD={value}\n")
    assert redact(text)[0] == text


@pytest.mark.parametrize("value", ["TESTsecur3K3y456", "Superman2020x", "Tulpen7Garten!"])
def test_a_value_that_only_starts_like_a_possessive_goes(tmp_path: Path, value: str) -> None:
    text = _read_back(tmp_path, "settings.env", f"DB_PASSWORD={value}\n")
    assert value not in redact(text)[0]


# -- a config pointed at a public address ------------------------------------------------------

@pytest.mark.parametrize("host", ["3.35.189.127", "148.100.109.253"])
def test_a_weak_password_in_a_config_pointed_at_a_public_address_goes(
        tmp_path: Path, host: str, monkeypatch: pytest.MonkeyPatch) -> None:
    _policy(monkeypatch, weak_words_redacted=False, typed_digits_redacted=False,
            echoed_user_stand_in=True, weak_in_deployed=True)
    text = _read_back(tmp_path, "env.py", f"HOSTNAME = '{host}'\nPORT = 3306\n"
                      "USERNAME = 'root'\nPASSWORD = 'root'\n")
    out, _ = redact(text)
    assert "PASSWORD = 'root'" not in out and host in out


@pytest.mark.parametrize("host", ["127.0.0.1", "192.168.1.20", "10.0.0.5", "203.0.113.7",
                                  "localhost"])
def test_a_weak_password_beside_a_private_or_documented_address_stays(
        tmp_path: Path, host: str, monkeypatch: pytest.MonkeyPatch) -> None:
    _policy(monkeypatch, weak_words_redacted=False, typed_digits_redacted=False,
            echoed_user_stand_in=True, weak_in_deployed=True)
    text = _read_back(tmp_path, "env.py", f"HOSTNAME = '{host}'\nPORT = 3306\n"
                      "USERNAME = 'root'\nPASSWORD = 'root'\n")
    assert redact(text)[0] == text


def test_a_version_number_is_no_address(tmp_path: Path,
                                        monkeypatch: pytest.MonkeyPatch) -> None:
    _policy(monkeypatch, weak_words_redacted=False, typed_digits_redacted=False,
            weak_in_deployed=True)
    text = _read_back(tmp_path, "app.ini", "version = 4.2.1.7\nuser = app\npassword = 123456\n")
    assert redact(text)[0] == text
