"""Named values: where the pairs are found, the whole value the redactor takes, and the
stand-in shapes it leaves alone."""

from __future__ import annotations

import base64
import json
import subprocess
import sys
from pathlib import Path

import pytest

from memory_engine.screening import secret_generic
from memory_engine.screening.redaction import redact
from memory_engine.screening.secretcheck import might_hold_secret

ROOT = Path(__file__).resolve().parents[1]
PW = "Vq7rLm2xTa9k"  # assembled values only: no credential-shaped line in the source


def values(text: str) -> list[tuple[str, str, str]]:
    return [(p.name, text[p.start:p.end], p.context) for p in secret_generic.pairs(text)]


@pytest.mark.parametrize(("text", "expected"), [
    # a property named by an attribute, an element
    ('<property name="hibernate.connection.password">' + PW + "</property>",
     ("hibernate.connection.password", PW, "element")),
    ("<Password>" + PW + "</Password>", ("Password", PW, "element")),
    # a call that takes the name and the value as two strings
    ('define("merchantKey", "' + PW + '");', ("merchantKey", PW, "call")),
    ("env('APP_SECRET_HASH', '" + PW + "')", ("APP_SECRET_HASH", PW, "call")),
    # inside a quoted argument the value runs to the quote, `)` and `^` included
    ('docker run -e "POSTGRES_PASSWORD=' + PW + ')^x~" img', ("POSTGRES_PASSWORD", PW + ")^x~",
                                                               "bare")),
    # escaped JSON
    ('{\\"password\\": \\"' + PW + '\\"}', ("password", PW, "quoted")),
    # the scheme word of an authorization value is no part of the credential
    ('.addHeader("Authorization", "apikey ' + PW + ":" + PW[::-1] + '")',
     ("Authorization", PW + ":" + PW[::-1], "call")),
    ("Authorization: Basic " + PW, ("Authorization", PW, "bare")),
    # a nested assignment on a command line
    ("kubectl create secret generic x --from-literal=pass=" + PW, ("pass", PW, "bare")),
])
def test_pairs_take_the_whole_value(text: str, expected: tuple[str, str, str]) -> None:
    assert expected in values(text)


@pytest.mark.parametrize("text", [
    "</password>", "password_min_length is checked", "the key, as said", "password:\n",
    "https://user@host/path", "tokens (see below)",
])
def test_no_pair_where_no_value_is_named(text: str) -> None:
    assert values(text) == []


def test_every_stem_passes_the_pre_check() -> None:
    # The pre-check must never turn away a text whose pair the detector would score.
    for stem in secret_generic._STEMS:
        assert might_hold_secret(f"x_{stem} = 1"), stem


@pytest.mark.parametrize("text", [
    # a sentence in the slot says what goes there
    "export const jwt = {\n  secret:\n    process.env.TOKEN_SECRET ||\n"
    "    'DO NOT USE THIS VALUE. CREATE A LONG SECRET AND KEEP IT OUTSIDE THE CODE.',\n};",
    # so does a description written in a script without spaces
    "- spring.mail.password=\u201c\u662f\u6388\u6743\u7801\u800c\u4e0d\u662f\u90ae\u7bb1"
    "\u5bc6\u7801\u201d",
    # metasyntactic fillers run together
    'password             = "foobarbaz"',
    'uri = "mongodb://foouser:foopass@db.internal/app"',
])
def test_described_and_filler_stand_ins_stay(text: str) -> None:
    assert redact(text)[0] == text


def test_a_stand_in_word_with_a_word_stuck_to_it_still_goes() -> None:
    # the filler rule is narrow: `testpassword` is a weak password, not a filler compound
    out, _ = redact("DB_PASSWORD=testpassword\n")
    assert "testpassword" not in out


def _jwt(claims: dict[str, object]) -> str:
    def part(obj: dict[str, object]) -> str:
        raw = json.dumps(obj, separators=(",", ":")).encode()
        return base64.urlsafe_b64encode(raw).decode().rstrip("=")
    return part({"alg": "HS256", "typ": "JWT"}) + "." + part(claims) + "." + "Q" * 43


def test_local_supabase_anon_key_stays_and_service_key_goes() -> None:
    anon = _jwt({"iss": "supabase-demo", "role": "anon", "exp": 1983812996})
    service = _jwt({"iss": "supabase-demo", "role": "service_role", "exp": 1983812996})
    assert redact(f"const supabaseAnonKey = '{anon}';")[0].count(anon) == 1
    assert service not in redact(f"const serviceKey = '{service}';")[0]


def test_redactor_import_stays_off_the_pre_check() -> None:
    code = ("import sys; from memory_engine.screening.secretcheck import might_hold_secret; "
            "might_hold_secret('hello world'); "
            "print('memory_engine.screening.secret_generic' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, cwd=ROOT)
    assert out.stdout.strip() == "False"


DRAWN = "K7QW2ZP9M4XR8TB3NV6YC1HD5FJ0LS2G"  # 32 upper-case letters and digits, no hex


@pytest.mark.parametrize("text", [
    f"VNPAY_HASH_SECRET_KEY = '{DRAWN}'",
    f'    vnp_HashSecret: "{DRAWN}", // merchant',
    f"    'vnp_HashSecret' => '{DRAWN}',",
])
def test_a_key_named_for_hashing_goes(text: str) -> None:
    # "hash" before the secret word names what the key makes (a checksum), not a digest
    assert DRAWN not in redact(text)[0]


@pytest.mark.parametrize("value", ["9f86d081884c7d659a2feaa0c55ad015" * 2,
                                   "9F86D081884C7D659A2FEAA0C55AD015"])
def test_a_digest_under_a_hash_name_stays(value: str) -> None:
    text = f"hash_secret = '{value}'"
    assert redact(text)[0] == text


def test_a_finding_inside_a_named_value_takes_all_of_it() -> None:
    # the header's token rule stops at `:`; the value named Authorization goes whole
    ident, key = "Qx7pLm2vTa9kRz4NwB8sYc", "Hd3Fg6Jk9Lq2Wx5Zc8Vb1N"
    text = f'.addHeader("Authorization", "apikey {ident}:{key}")'
    out, findings = redact(text)
    assert ident not in out and key not in out and findings


def test_a_urls_user_and_host_stay_visible() -> None:
    out, _ = redact("DATABASE_URL=postgresql://app:" + PW + "@db.internal:5432/shop")
    assert PW not in out and "postgresql://app:" in out and "@db.internal:5432/shop" in out
