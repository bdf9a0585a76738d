"""Where framework config files put a credential that a name-and-operator reading misses: an
XML element's text quoted in a CDATA section; a constant defined by a call of its name and its
value, the name wrapped in underscores; a cipher's fixed initialisation vector beside its key; a
cipher's seed; the default of a secret variable's expansion. And what stays: the other elements
and constants of the same file, a date in CDATA, a digest under a name that says so, an IV with
no key found beside it, a sample salt a framework ships (edited or not), a variable's lookup
written as the value."""

from __future__ import annotations

import random
import string

import pytest

from memory_engine.screening.redaction import redact

_RNG = random.Random(20261206)


def _drawn(n: int, alphabet: str = string.ascii_letters + string.digits) -> str:
    while True:
        value = "".join(_RNG.choice(alphabet) for _ in range(n))
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


# -- an XML element's text in a CDATA section ----------------------------------------------------

@pytest.mark.parametrize("password", ["f4sh1oN321", "Kx9!mcp2w", "memebox520"])
def test_a_password_element_quoted_in_cdata_is_redacted(password: str) -> None:
    text = ("<connection>\n"
            "    <host><![CDATA[localhost]]></host>\n"
            "    <username><![CDATA[shop]]></username>\n"
            f"    <password><![CDATA[{password}]]></password>\n"
            "    <dbname><![CDATA[shop_live]]></dbname>\n"
            "</connection>\n")
    out, _ = redact(text)
    assert password not in out
    for kept in ("localhost", "<username><![CDATA[shop]]></username>", "shop_live"):
        assert kept in out


def test_a_drawn_key_element_in_cdata_is_redacted() -> None:
    key = _drawn(32, "0123456789abcdef")
    text = ("<install>\n    <date><![CDATA[Tue, 01 Dec 2015 07:44:04 +0000]]></date>\n"
            f"</install>\n<crypt>\n    <key><![CDATA[{key}]]></key>\n</crypt>\n")
    out, _ = redact(text)
    assert key not in out
    assert "<date><![CDATA[Tue, 01 Dec 2015 07:44:04 +0000]]></date>" in out


@pytest.mark.parametrize("text", [
    "<password><![CDATA[{{DB_PASSWORD}}]]></password>\n",
    "<password><![CDATA[changeme]]></password>\n",
    "<checksum><![CDATA[9e107d9d372bb6826bd81d3542a419d6]]></checksum>\n",
    "<description><![CDATA[The password of the shop's database user]]></description>\n",
])
def test_stand_ins_and_digests_in_cdata_stay(text: str) -> None:
    assert redact(text)[0] == text


# -- a constant defined by a call of its name and its value ---------------------------------------

def test_constants_wrapped_in_underscores_are_redacted_and_their_neighbours_stay() -> None:
    cookie, cipher, password = _drawn(56), _drawn(32), "Admin123"
    text = ("define('_DB_SERVER_', 'localhost');\n"
            f"define('_DB_PASSWD_', '{password}');\n"
            f"define('_COOKIE_KEY_', '{cookie}');\n"
            "define('_PS_CREATION_DATE_', '2015-02-01');\n"
            f"define('_RIJNDAEL_KEY_', '{cipher}');\n")
    out, _ = redact(text)
    assert password not in out and cookie not in out and cipher not in out
    assert "define('_DB_SERVER_', 'localhost');" in out
    assert "define('_PS_CREATION_DATE_', '2015-02-01');" in out


@pytest.mark.parametrize("text", [
    "define('_THEME_NAME_', 'classic-theme-2015');\n",
    "define('_PS_VERSION_', '1.6.0.13');\n",
    "setenv(\"SORT_KEY\", \"createdAtTimestamp2015\");\n",
    "define('ENCRYPTION_KEY_LENGTH', '32');\n",
])
def test_other_constants_defined_by_a_call_stay(text: str) -> None:
    assert redact(text)[0] == text


# -- a fixed initialisation vector beside its key -------------------------------------------------

@pytest.mark.parametrize("layout", [
    "define('_COOKIE_KEY_', '{k}');\ndefine('_COOKIE_IV_', '{iv}');\n",
    "$secret_key = '{k}';\n$secret_iv = '{iv}';\n",
    "AES_KEY: \"{k}\"\nAES_IV: \"{iv}\"\n",
    # a rotated key's name qualifies the IV's words
    "    'cookie_iv' => '{iv}',\n    'new_cookie_key' => 'def00000{k}',\n",
    "legacy_aes_key = \"{k}\"\naes_iv = \"{iv}\"\n",
])
@pytest.mark.parametrize("iv", ["UsqWovzi", "d7BhsBJ5pOdHUITBfT8rBw==", "ftVo2Gt7"])
def test_an_iv_beside_its_key_goes_with_it(layout: str, iv: str) -> None:
    key = _drawn(32)
    out, _ = redact(layout.format(k=key, iv=iv))
    assert key not in out and iv not in out


@pytest.mark.parametrize("text", [
    # no key found beside it: a ciphertext's IV, given out with it
    "payload_iv = 'd7BhsBJ5pOdHUITBfT8rBw=='\npayload_tag = 'x1'\n",
    # a key that is a stand-in: the IV beside it is one too, or a word
    "$secret_key = 'your-secret-key';\n$secret_iv = 'your-secret-iv';\n",
    "$secret_key = 'changeme';\n$secret_iv = 'Initialization';\n",
])
def test_an_iv_with_no_key_found_beside_it_stays(text: str) -> None:
    assert redact(text)[0] == text


def test_an_iv_of_another_keys_name_stays() -> None:
    key = _drawn(32)
    text = f"COOKIE_KEY = '{key}'\nSTREAM_IV = 'd7BhsBJ5pOdHUITBfT8rBw=='\n"
    out, _ = redact(text)
    assert key not in out and "STREAM_IV = 'd7BhsBJ5pOdHUITBfT8rBw=='" in out


def test_an_iv_whose_words_only_end_like_the_keys_stays() -> None:
    key = _drawn(32)
    text = f"NEW_COOKIE_KEY = '{key}'\nSTREAM_COOKIE_IV = 'd7BhsBJ5pOdHUITBfT8rBw=='\n"
    out, _ = redact(text)
    assert key not in out and "STREAM_COOKIE_IV = 'd7BhsBJ5pOdHUITBfT8rBw=='" in out


# -- a seed a cipher's keys are drawn from -------------------------------------------------------

def test_a_cipher_seed_of_drawn_digits_is_redacted() -> None:
    seed = "".join(_RNG.choice(string.digits) for _ in range(32))
    salt = _drawn(40)
    text = (f"\\tConfigure::write('Security.salt', '{salt}');\\n"
            f"\\t//Configure::write('Security.cipherSeed', '{seed}');\\n"
            "\\tConfigure::write('Security.cipherSeed', env('CORE_SEED'));\\n")
    out, _ = redact(text)
    assert seed not in out and salt not in out
    assert "env('CORE_SEED')" in out


@pytest.mark.parametrize("text", [
    "random_seed = 123456789012345678901234\\n",
    "np.random.seed(42)\\n",
    "define('SEED_ROWS', '25');\\n",
    "Configure::write('Security.cipherSeed', '1234');\\n",
])
def test_seeds_that_are_no_key_stay(text: str) -> None:
    assert redact(text)[0] == text


# -- a sample a framework publishes for every copy ------------------------------------------------

# CakePHP 2's app/Config/core.php ships these two for every app to replace (pieces joined so that
# no whole sample line sits in the source).
_SAMPLE_SALT = "DYhG93b0qyJfIxfs2" + "guVoUubWwvniR2G0FgaC9mi"
_SAMPLE_SEED = "768593096574535" + "42496749683645"


@pytest.mark.parametrize(("salt", "seed"), [
    (_SAMPLE_SALT, _SAMPLE_SEED),
    # edited by a character or two, or cut short: still the sample
    (_SAMPLE_SALT[:11] + "l" + _SAMPLE_SALT[12:], _SAMPLE_SEED[:-1] + "0"),
    (_SAMPLE_SALT[:4] + _SAMPLE_SALT[7:], _SAMPLE_SEED[3:]),
])
def test_a_published_sample_salt_edited_or_not_stays(salt: str, seed: str) -> None:
    text = (f"\\tConfigure::write('Security.salt', '{salt}');\\n"
            f"\\tConfigure::write('Security.cipherSeed', '{seed}');\\n")
    assert redact(text)[0] == text


def test_a_salt_drawn_for_the_copy_goes() -> None:
    salt = _drawn(40)
    text = f"\\tConfigure::write('Security.salt', '{salt}');\\n"
    assert salt not in redact(text)[0]


# -- a variable's lookup or its default, written as the value --------------------------------------

@pytest.mark.parametrize("text", [
    's3_secret_key = "env(S3_SECRET_KEY)"\\n',
    'auth_token = "env(SUPABASE_AUTH_SMS_TWILIO_AUTH_TOKEN)"\\n',
    "PASS: ${DB_PASSWORD:-changeme}\\n",
    "POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:-postgres}\\n",
    "JWT_SECRET: ${JWT_SECRET:-${FALLBACK_SECRET}}\\n",
])
def test_a_lookup_or_a_stand_in_default_stays(text: str) -> None:
    assert redact(text)[0] == text


@pytest.mark.parametrize("text", [
    "GF_SECURITY_ADMIN_PASSWORD: ${{GRAFANA_PASSWORD:-{v}}}\\n",
    "export API_TOKEN=${{API_TOKEN-{v}}}\\n",
])
def test_the_default_of_a_secret_variables_expansion_is_redacted(text: str) -> None:
    value = "Sp0rt" + "Data2024!"
    out, _ = redact(text.format(v=value))
    assert value not in out
