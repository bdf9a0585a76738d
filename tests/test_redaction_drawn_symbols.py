"""A password generator's output in a config file, and what only looks like a slot in it.

Generators draw from letters of both cases, digits and punctuation of any kind (`]`, `;`, `<`,
`{`, `%`), so their output holds characters that elsewhere mark a template (`#{`, `%s`), a
path (a leading `/`) or a bind parameter (`@name`), and is written under names glued in one
word (`passwordsaltmain`, `upgradekey`) or named for a cipher (`des_key`). Each test writes a
real config file and reads it back, as a hook reads a file the session opened."""

from __future__ import annotations

import random
import string
from pathlib import Path

import pytest
from redaction_support import read_back

from memory_engine.screening.redaction import redact

_RNG = random.Random(20261207)
_PUNCTUATION = "!#$%&()*+,-./:;<=>?@[]^_{|}~"


def _drawn(n: int, alphabet: str) -> str:
    """A value drawn from `alphabet` holding both cases, a digit and two kinds of punctuation."""
    while True:
        value = "".join(_RNG.choice(alphabet) for _ in range(n))
        if (any(c.isdigit() for c in value) and any(c.islower() for c in value)
                and any(c.isupper() for c in value)
                and len({c for c in value if not c.isalnum()}) >= 2 and "'" not in value):
            return value


_SYMBOLS = string.ascii_letters + string.digits + _PUNCTUATION


@pytest.mark.parametrize("name", ["passwordsaltmain", "upgradekeymain", "sessiontokensalt"])
def test_a_drawn_value_under_a_glued_credential_name_is_redacted(tmp_path: Path,
                                                                   name: str) -> None:
    value = _drawn(30, _SYMBOLS)
    text = read_back(tmp_path, "config.php",
                      "<?php\n$CFG->dbtype    = 'pgsql';\n$CFG->admin     = 'admin';\n"
                      f"$CFG->{name} = '{value}';\nrequire_once(__DIR__ . '/lib/setup.php');\n")
    out, _ = redact(text)
    assert value not in out
    assert "$CFG->dbtype    = 'pgsql';" in out and "$CFG->admin     = 'admin';" in out


def test_a_drawn_cipher_key_with_brackets_is_redacted(tmp_path: Path) -> None:
    value = _drawn(24, string.ascii_letters + string.digits + "[]")
    text = read_back(tmp_path, "config.inc.php",
                      "// a string of exactly 24 chars\n"
                      f"$config['des_key'] = '{value}';\n$config['plugins'] = [];\n")
    out, _ = redact(text)
    assert value not in out
    assert "$config['plugins'] = [];" in out


def test_letters_in_case_alternating_pieces_under_a_key_name_are_redacted(tmp_path: Path) -> None:
    # vowels land in a generator's pieces by chance (`UKP`, `Ixe`, `zet`): not words for that
    value = "880dACGybyUKPIxeRBt52zet"
    text = read_back(tmp_path, "config.inc.php",
                      "$config['log_driver'] = 'stdout';\n"
                      f"$config['des_key'] = '{value}';\n")
    out, _ = redact(text)
    assert value not in out
    assert "'stdout'" in out


def test_a_drawn_value_opening_with_a_slash_or_holding_printf_marks_is_redacted(
        tmp_path: Path) -> None:
    slash = "/%Io}&<^4-7w.}ET-7qKN{pHVLKU>W"
    printf = "M*)o1dNHfY%sIvX?X<>V?}Z4e^!M<qde,T?a:as,cAsMtYV14}~W}wRAtY|c0pm"
    text = read_back(tmp_path, "config.json",
                      "{\n  \"secret\": {\n"
                      f"    \"cookieKey\": \"{printf}\",\n"
                      f"    \"sessionSecret\": \"{slash}\"\n  }}\n}}\n")
    out, _ = redact(text)
    assert printf not in out and slash not in out


def test_an_unclosed_template_brace_inside_a_drawn_password_is_its_character(
        tmp_path: Path) -> None:
    value = "%Hvu&l#{~ufQ+t,P!Q7k"
    text = read_back(tmp_path, "config.production.json",
                      "{\n  \"database\": {\n    \"connection\": {\n"
                      "      \"host\": \"localhost\",\n      \"user\": \"ghost-313\",\n"
                      f"      \"password\": \"{value}\",\n      \"database\": \"blog\"\n"
                      "    }\n  }\n}\n")
    out, _ = redact(text)
    assert value not in out
    assert "\"user\": \"ghost-313\"" in out


def test_a_bind_parameter_not_named_as_the_slot_is_a_password(tmp_path: Path) -> None:
    text = read_back(tmp_path, "server.conf",
                      "[options]\ndata_dir = /var/lib/app\nadmin_passwd = @lighthouse\n"
                      "db_host = db\n")
    out, _ = redact(text)
    assert "@lighthouse" not in out
    assert "data_dir = /var/lib/app" in out and "db_host = db" in out


@pytest.mark.parametrize("line", [
    'password: "${DB_PASS}"',                        # a template's slot, closed
    'password: "#{db_password}"',
    'password: "{{ .Values.db.password }}"',
    'password: "${DB_PASS"',                         # cut short, still opens the value
    "password=@password",                            # a bind parameter named as the slot
    "CREATE USER app IDENTIFIED BY :password;",
    "SqlPassword = @DbPwd",
    'tokenFormat: "%s-%s"',
    'keyPattern: "[A-Za-z0-9]{16}[-_][A-Za-z0-9]{8}"',  # a regular expression
    'keyFile: "/etc/ssl/private/server.key"',
    'secretNames: "Primary,Secondary,Backup2"',
])
def test_slots_references_and_patterns_stay(tmp_path: Path, line: str) -> None:
    text = read_back(tmp_path, "settings.yml", line + "\n")
    out, _ = redact(text)
    assert out == text


# -- a value that names the entry it sits in ------------------------------------------------------

@pytest.mark.parametrize(("name", "body"), [
    ("config.production.json",
     '{\n  "storage": {\n    "active": "spaces",\n    "spaces": {\n      "key": "spaces",\n'
     '      "secret": "spaces",\n      "region": "ams3"\n    }\n  }\n}\n'),
    ("users_database.yml",
     "users:\n  authelia:\n    displayname: \"Default user\"\n    # Password is \"authelia\"\n"
     "    email: admin@example.com\n"),
    ("app.ini", "[mailer]\nhost = smtp.example.org\npassword = mailer\n"),
])
def test_a_value_naming_its_own_entry_stays(tmp_path: Path, name: str, body: str) -> None:
    text = read_back(tmp_path, name, body)
    out, _ = redact(text)
    assert out == text


def test_a_password_under_an_entry_of_another_name_is_redacted(tmp_path: Path) -> None:
    text = read_back(tmp_path, "config.production.json",
                      '{\n  "spaces": {\n    "key": "spaces",\n'
                      '    "secret": "harbourlights"\n  },\n'
                      '  "mail": {\n    "auth": {\n      "user": "postmaster",\n'
                      '      "pass": "spaces"\n    }\n  }\n}\n')
    out, _ = redact(text)
    assert "harbourlights" not in out


# -- a value that names the password's slot -------------------------------------------------------

@pytest.mark.parametrize("line", [
    "$CFG->dbpass    = 'db_password';",
    "$config['db_dsnw'] = 'mysql://mail:password_database_mail@localhost/mail';",
    "localhost:5432:replication:repl:repl-password",
    "'dbpassword' => 'nextcloud_password',",
    "DB_PASS=contraseña_base",
])
def test_a_value_naming_the_password_slot_stays(tmp_path: Path, line: str) -> None:
    text = read_back(tmp_path, "config.php", line + "\n")
    out, _ = redact(text)
    assert out == text


@pytest.mark.parametrize(("line", "value"), [
    ("$CFG->dbpass    = 'atlanta_pass';", "atlanta_pass"),     # the noun cut short
    ("$CFG->dbpass    = 'harbourpassword';", "harbourpassword"),  # glued into one word
    ("$CFG->dbpass    = 'db_password_7';", "db_password_7"),   # a digit
])
def test_a_password_written_with_its_noun_is_redacted(tmp_path: Path, line: str,
                                                      value: str) -> None:
    text = read_back(tmp_path, "config.php", line + "\n")
    out, _ = redact(text)
    assert value not in out


# -- a salt and hash pair written in base64 -----------------------------------------------------

def _b64(n: int) -> str:
    import base64

    return base64.b64encode(bytes(_RNG.randrange(256) for _ in range(n))).decode()


@pytest.mark.parametrize("template", [
    'WebUI\\Password_PBKDF2="@ByteArray({salt}:{hash})"',  # wrapped, as Qt settings are
    "password_hash = {salt}:{hash}",
])
def test_a_base64_salt_and_hash_pair_under_a_password_name_stays(tmp_path: Path,
                                                                 template: str) -> None:
    """Its `+`, `/`, `=` and the separator are the encoding's, not a generator's symbols; a hash
    is no credential (the pair below is drawn until both pieces carry their padding)."""
    while True:
        salt, digest = _b64(16), _b64(64)
        if salt.endswith("=") and digest.endswith("=") and "+" in salt + digest:
            break
    text = read_back(tmp_path, "settings.conf",
                      "[Preferences]\nWebUI\\Port=8080\n" + template.format(salt=salt, hash=digest)
                      + "\n")
    out, _ = redact(text)
    assert out == text
