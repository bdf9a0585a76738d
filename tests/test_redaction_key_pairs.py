"""Credentials whose shape says nothing without their layout: a key file that holds one drawn hex
string and nothing else, a user name that is the public half of a key pair handed out with a
password, and a literal assigned on the line after its name. Each is removed whole; the same
strings written as object ids, digests or people's names stay."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from memory_engine.screening.redaction import redact

_RNG = random.Random(20261206)


def _hex(n: int) -> str:
    """A drawn hex string of `n` digits with digits and letters strewn through it."""
    while True:
        value = "".join(_RNG.choice("0123456789abcdef") for _ in range(n))
        if sum(c.isdigit() for c in value) >= n // 4 and sum(c.isalpha() for c in value) >= n // 4:
            return value


def _mixed(n: int) -> str:
    alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789"
    while True:
        value = "".join(_RNG.choice(alphabet) for _ in range(n))
        if (sum(c.isdigit() for c in value) >= 3 and any(c.isupper() for c in value)
                and any(c.islower() for c in value)):
            return value


# -- a key file: the whole text is one drawn hex string ---------------------------------------

@pytest.mark.parametrize("text", [
    "{v}", "{v}\n", "  {v}  \n", "{V}\n"])
def test_a_file_holding_one_drawn_hex_key_is_redacted(text: str) -> None:
    value = _hex(32)
    source = text.format(v=value, V=value.upper())
    out, findings = redact(source)
    assert value not in out.lower()
    assert findings and findings[0].kind == "generic-secret"


def test_a_longer_hex_key_file_goes_too() -> None:
    value = _hex(48)
    assert redact(value + "\n")[0] == "[REDACTED:generic-secret]\n"


@pytest.mark.parametrize("length", [40, 64])
def test_an_object_id_printed_alone_stays(length: int) -> None:
    # `git rev-parse HEAD`, `docker run -d`: tools print these ids and nothing else.
    value = _hex(length)
    assert redact(value + "\n")[0] == value + "\n"


@pytest.mark.parametrize("text", [
    "{v}  build/app.tar.gz",              # md5sum's output: the digest beside its file
    "checksum {v}",
    "{v}\n{w}\n",                          # a list of digests
    "0123456789abcdef0123456789abcdef",    # counting, typed
    "deadbeefdeadbeefdeadbeefdeadbeef",    # one word repeated
    "00000000000000000000000000000000",
    "abcdefabcdefabcdefabcdefabcdefab",    # no digit in it
])
def test_hex_beside_other_text_or_typed_stays(text: str) -> None:
    source = text.format(v=_hex(32), w=_hex(32))
    assert redact(source)[0] == source


# -- a user name drawn as a key beside its password --------------------------------------------

def test_a_registry_user_name_drawn_as_a_public_key_goes_with_its_password() -> None:
    public, private = _hex(32), _hex(32)
    text = ('{\n  "http-basic": {\n    "packages.vendor.example": {\n'
            f'      "username": "{public}",\n      "password": "{private}"\n'
            '    }\n  }\n}\n')
    out, _ = redact(text)
    assert public not in out and private not in out
    assert '"username": "[REDACTED:access-key-id]"' in out


@pytest.mark.parametrize("template", [
    "[pypi]\nusername = {u}\npassword = {p}\n",
    "<server>\n  <id>internal</id>\n  <username>{u}</username>\n  <password>{p}</password>\n"
    "</server>\n",
    "login: {u}\npassword: {p}\n",
])
def test_a_drawn_user_name_goes_in_every_layout(template: str) -> None:
    user, password = _mixed(24), _mixed(32)
    out, _ = redact(template.format(u=user, p=password))
    assert user not in out and password not in out


@pytest.mark.parametrize("user", ["deploy-bot", "alice.martin", "ci_runner_42", "svc-reports"])
def test_a_person_picked_user_name_stays_beside_a_password(user: str) -> None:
    password = _mixed(24)
    out, _ = redact(f'"username": "{user}",\n"password": "{password}"\n')
    assert user in out and password not in out


def test_a_drawn_user_name_with_no_secret_beside_it_stays() -> None:
    user = _hex(40)
    text = f'Username: "{user}", // the public half, shown in the dashboard\n'
    assert redact(text)[0] == text


def test_an_object_id_as_user_name_stays() -> None:
    # A MongoDB/OpenShift object id is 24 hex digits: an id, not a key.
    user = _hex(24)
    text = f'"user": "{user}",\n"password": "{_mixed(20)}"\n'
    out, _ = redact(text)
    assert user in out


def test_a_drawn_user_name_in_another_entry_stays() -> None:
    user, password = _hex(32), _mixed(24)
    text = (f'{{"mirror": {{"username": "{user}"}},\n'
            f' "upload": {{"username": "ops", "password": "{password}"}}}}\n')
    out, _ = redact(text)
    assert user in out and password not in out


# -- a literal on the line after its name -------------------------------------------------------

@pytest.mark.parametrize("template", [
    "class Keys {{\n  static const String apiKey =\n      '{v}';\n}}\n",
    "private val clientSecret =\n    \"{v}\"\n",
    "// static const String apiKey =\n//     '{v}';\n",
    "  final String accessToken =\n\t\t\"{v}\";\n",
])
def test_a_literal_continued_on_the_next_line_is_redacted(template: str) -> None:
    # Letters alone, both cases: a drawn value the label rule (digits required) leaves alone.
    value = "".join(_RNG.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
                    for _ in range(40))
    out, _ = redact(template.format(v=value))
    assert value not in out


@pytest.mark.parametrize("text", [
    "final String apiKey =\n    'your-api-key-here';\n",
    "static const apiKey =\n    '${API_KEY}';\n",
    "password =\n\"changeme\"\n",
])
def test_a_stand_in_continued_on_the_next_line_stays(text: str) -> None:
    assert redact(text)[0] == text


# -- the slot's own nouns glued into one word --------------------------------------------------

@pytest.mark.parametrize("text", [
    'client = sdk.Client(credential.Credential("secretid", "secretkey"))\n',
    "password: accesstoken\n",
    'auth.login("deploy", "APIKEY")\n',
])
def test_slot_nouns_glued_in_one_case_are_a_stand_in(text: str) -> None:
    assert redact(text)[0] == text


@pytest.mark.parametrize("value", ["secretary", "keystone", "tokenize1"])
def test_a_word_that_only_starts_with_a_slot_noun_is_still_a_password(value: str) -> None:
    out, _ = redact(f"password: {value}\n")
    assert value not in out


# -- a default user and password in XML elements -----------------------------------------------

def test_a_password_repeating_its_user_in_xml_elements_is_a_stand_in() -> None:
    text = "<server>\n  <username>guest</username>\n  <password>guest</password>\n</server>\n"
    assert redact(text)[0] == text


def test_a_chosen_password_in_xml_elements_goes() -> None:
    text = "<server>\n  <username>guest</username>\n  <password>Vx9#kq2Lm</password>\n</server>\n"
    assert "Vx9#kq2Lm" not in redact(text)[0]


# -- a stored password verifier ----------------------------------------------------------------

def test_a_salt_beside_the_hashed_password_it_salts_stays() -> None:
    text = (f'{{\n  "username": "ops",\n  "hashedPassword": "{_hex(128)}",\n'
            f'  "salt": "{_hex(64)}"\n}}\n')
    assert redact(text)[0] == text


def test_a_derived_key_with_its_salt_and_iterations_stays() -> None:
    digest = "".join(_RNG.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
                     for _ in range(86)) + "=="
    salt = _mixed(16)
    text = (f'\t"username": "broker",\n\t"password": "{digest}",\n\t"salt": "{salt}",\n'
            '\t"iterations": 101,\n')
    assert redact(text)[0] == text


def test_a_salt_beside_a_key_that_holds_a_hex_digest_stays(tmp_path: Path) -> None:
    # An IRC bouncer's user record: the password's SHA-256, its method and its salt, each a
    # key of its own; the salt is stored in the clear so the digest can be checked.
    text = (f"<Pass password>\n\tMethod = SHA256\n\tHash = {_hex(64)}\n"
            f"\tSalt = {_mixed(20)}\n</Pass>\n")
    path = tmp_path / "bouncer.conf"
    path.write_text(text, encoding="utf-8")
    read = path.read_text(encoding="utf-8")
    assert redact(read)[0] == read


@pytest.mark.parametrize("text", [
    "SALT={s}\n",
    "password_salt: {s}\nsession_timeout: 3600\n",
    # a hash key whose value is no digest (a scheme's name) makes no verifier record
    "SECURITY_PASSWORD_HASH = 'pbkdf2_sha512'\nSECURITY_PASSWORD_SALT = '{s}'\n",
    # nor does a digest in another record
    "[cache]\nhash = " + "ab" * 32 + "\n\n[app]\nsalt = {s}\n",
    # an iteration count in another record does not make this salt public
    '{{"kdf": {{"iterations": 10000}}}}\n\n{{"app": {{"salt": "{s}"}}}}\n',
])
def test_a_salt_with_no_verifier_beside_it_goes(text: str) -> None:
    salt = _mixed(32)
    assert salt not in redact(text.format(s=salt))[0]


def test_a_plain_password_beside_an_iteration_count_still_goes() -> None:
    # Only a digest-shaped value in the password's slot is the verifier's digest.
    text = '"password": "Tr0ub4dor&3x",\n"iterations": 4096,\n'
    assert "Tr0ub4dor&3x" not in redact(text)[0]
