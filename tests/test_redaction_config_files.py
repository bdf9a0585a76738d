"""Config files whose layout says which value is the password: a constant defined by a call of
two strings (PHP's `define`, `env`), a password key with the copy it is for after the password
word. And what those layouts do not make a credential: a list of words, a form field's
message, the next line of a `.env`, an address, a slot that tells the reader in their language
what to write."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from memory_engine.screening.redaction import redact

_RNG = random.Random(20261206)


# -- a constant defined by a call of two strings -----------------------------------------------

@pytest.mark.parametrize("text", [
    "define( 'DB_PASSWORD', '{v}' );\n",
    "define('DB_PASS', \"{v}\");\n",
    "$pw = env('MAIL_PASSWORD', '{v}');\n",
])
@pytest.mark.parametrize("value", ["team1", "ressilience", "Kx9!mcp"])
def test_a_password_constant_given_by_a_call_is_redacted(text: str, value: str) -> None:
    out, _ = redact(text.format(v=value))
    assert value not in out


@pytest.mark.parametrize("text", [
    "KEYWORDS = ('pass', 'raise', 'nonlocal', 'return')\n",
    "@field_serializer('password', 'password_bytes', when_used='json')\n",
    "errors.add('password', 'invalid')\n",
    "defaults = dict.fromkeys(['username', 'password', 'repository'], '')\n",
])
def test_words_beside_a_password_word_in_code_stay(text: str) -> None:
    assert redact(text)[0] == text


# -- the copy a password is for, named after its word -----------------------------------------

def test_a_password_named_for_its_copy_beside_a_sibling_key_is_redacted() -> None:
    text = ('wifi_ssid_work:    "OfficeNet"\n'
            'wifi_pass_work:    "7mountain2river"\n'
            'wifi_ssid_hotspot: "PhoneAP"\n'
            'wifi_pass_hotspot: "qz41887d"\n')
    out, _ = redact(text)
    assert "7mountain2river" not in out and "qz41887d" not in out
    assert "OfficeNet" in out and "PhoneAP" in out


def test_a_word_for_a_property_of_the_password_is_not_a_copy() -> None:
    text = 'db_user_hint: "the usual one"\ndb_pass_hint: "the dog and 2 cats"\n'
    assert redact(text)[0] == text


def test_a_password_word_followed_by_a_word_no_other_key_ends_with_stays_to_the_other_rules(
) -> None:
    # Without a sibling the word after `pass` may name anything (`pass_through`, `pass_rate`).
    text = "pass_through: enabled\npass_rate: 0.95\n"
    assert redact(text)[0] == text


# -- what the layouts do not make a credential --------------------------------------------------

def test_the_line_after_a_secrets_stand_in_is_not_read_as_its_value() -> None:
    text = ("TELEGRAM_WEBHOOK_SECRET=generate-a-random-secret\n"
            "SITE_URL=http://localhost:8000\n")
    assert redact(text)[0] == text


def test_an_address_is_given_out_not_kept() -> None:
    alphabet = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
    address = "4" + "".join(_RNG.choice(alphabet) for _ in range(94))
    for name in ("blocktemplate.address", "wallet_address", "PAYOUT_ADDR"):
        text = f"{name}={address}\n"
        assert redact(text)[0] == text


@pytest.mark.parametrize("value", [
    "votre_mot_de_passe_neon", "tu-clave-de-api", "dein_passwort_hier_rein", "seu_token_aqui",
])
def test_a_slot_addressed_to_the_reader_in_their_language_stays(value: str) -> None:
    text = f"DB_PASS={value}\n"
    assert redact(text)[0] == text


def test_a_password_opening_with_a_short_possessive_still_goes() -> None:
    # Glued, or with a digit, it is a value, not "your ..." in a guide.
    for value in ("tumbleweed7", "su_p4ss_w0rd"):
        out, _ = redact(f"DB_PASS={value}\n")
        assert value not in out


# -- a secret word glued to a credential word before it ---------------------------------------

def _salt(n: int = 30) -> str:
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
    return "".join(_RNG.choice(alphabet) for _ in range(n))


@pytest.mark.parametrize("line", [
    "  'passwordsalt' => '{v}',\n",
    "passwordsalt: {v}\n",
    "\"tokensecret\": \"{v}\",\n",
])
def test_a_name_made_of_credential_words_alone_holds_a_secret(tmp_path: Path, line: str) -> None:
    value = _salt()
    path = tmp_path / "config.php"
    path.write_text("$CONFIG = array (\n  'instanceid' => 'oc12ab34cd56',\n"
                    + line.format(v=value) + "  'installed' => true,\n);\n", encoding="utf-8")
    out, _ = redact(path.read_text(encoding="utf-8"))
    assert value not in out
    assert "'instanceid' => 'oc12ab34cd56'" in out


def test_a_secret_word_glued_to_a_word_that_only_ends_like_one_stays() -> None:
    # `bypass` ends as `pass` does, and is no credential word glued on its own.
    assert redact("bypasssalt = 'Kx9mcp2wq'\n")[0] == "bypasssalt = 'Kx9mcp2wq'\n"
    assert "Kx9mcp2wq" not in redact("passwordsalt = 'Kx9mcp2wq'\n")[0]


# -- a comment where the value should be --------------------------------------------------------

@pytest.mark.parametrize(("name", "text"), [
    ("homeserver.yaml", "database:\n  args:\n    user: synapse\n"
                        "    password: #database password goes here\n    database: synapse\n"),
    ("homeserver.yaml", "registration_shared_secret: #fill in a long random string\n"),
    ("app.ini", "[database]\nUSER = gitea\nPASSWD = #set the database password here\n"),
])
def test_a_comment_where_the_value_should_be_stays(tmp_path: Path, name: str, text: str) -> None:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    read = path.read_text(encoding="utf-8")
    assert redact(read)[0] == read


@pytest.mark.parametrize("text", [
    "PASSWORD=#k9Xq2mLw\n",         # glued to its operator: the value's own `#`
    "password = #k9Xq2mLw\n",       # alone on its line after `=`
    'password: "#k9Xq2mLw"\n',      # quoted
])
def test_a_value_that_opens_with_a_hash_still_goes(text: str) -> None:
    assert "k9Xq2mLw" not in redact(text)[0]
