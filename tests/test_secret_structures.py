"""Where a named value sits (the pairs found in calls) and the published formats that cover a
class of services (Django's project keys, `sk-` keys with a hex body, a Sentry DSN's public key,
a vendor's published sandbox passkey)."""

from __future__ import annotations

import pytest

from memory_engine.screening import secret_generic
from memory_engine.screening.redaction import redact
from memory_engine.screening.secretcheck import might_hold_secret

PW = "Vq7rLm2xTa9k"  # assembled values only: no credential-shaped line in the source
HEX32 = "9c3e71a0d4b85f26e1a7c03b9d54f8e2"


def pairs(text: str) -> list[tuple[str, str, str]]:
    return [(p.name, text[p.start:p.end], p.context) for p in secret_generic.pairs(text)]


@pytest.mark.parametrize(("text", "expected"), [
    (f'config.setPassword("{PW}");', ("config.setPassword", PW, "setter")),
    (f'jedis.auth("{PW}");', ("jedis.auth", PW, "setter")),
    (f'builder.apiKey("{PW}")', ("builder.apiKey", PW, "setter")),
    (f"client.withToken( '{PW}' )", ("client.withToken", PW, "setter")),
])
def test_a_setter_call_names_its_argument(text: str, expected: tuple[str, str, str]) -> None:
    assert expected in pairs(text)


@pytest.mark.parametrize("text", [
    # a call that reads or checks a credential is given something else
    f'user.checkPassword("{PW}")', f'hashPassword("{PW}")', f'store.getToken("{PW}")',
])
def test_a_call_that_does_not_set_a_credential_names_nothing(text: str) -> None:
    assert pairs(text) == []


def test_a_fallback_given_by_keyword_is_the_names_value() -> None:
    text = f'SECRET = env("APP_SECRET_KEY", default="{PW}")'
    assert ("APP_SECRET_KEY", PW, "call") in pairs(text)


def test_one_string_in_a_list_does_not_name_the_next() -> None:
    text = 'static final String[] WEAK = {"secret", "admin", "password", "hunter2"};'
    assert pairs(text) == []


def test_a_django_project_key_goes_whole() -> None:
    body = "x7t#en57v7nz(*f7m0=+jpab$0u+3^k&co9i%ys%)n+@q2w-e_r!t9y8u7i6o5p4a3s2d"[:50]
    value = "django-insecure-" + body
    text = f"SECRET_KEY = env('DJANGO_SECRET_KEY', default='{value}')"
    assert might_hold_secret(f"k = '{value}'")
    out, findings = redact(f"k = '{value}'")
    assert body not in out and findings[0].kind == "django-secret-key"
    assert body not in redact(text)[0]


def test_an_sk_key_with_a_hex_body_goes() -> None:
    # 32 drawn hex digits hold 3.5 bits a character here: under the bar of a mixed alphabet
    body = "9a6656c90bd5482a90a29b9fa5ff5180"
    text = f"deepseek = 'sk-{body}'"
    assert body not in redact(text)[0]


def test_a_sentry_dsn_public_key_stays_and_its_secret_goes() -> None:
    public = f'dsn = "https://{HEX32}@o4506084321984512.ingest.sentry.io/4506089257172992"'
    assert redact(public)[0] == public
    secret = HEX32[::-1]
    old = f'dsn = "https://{HEX32}:{secret}@sentry.io/42"'
    out = redact(old)[0]
    assert secret not in out and HEX32 in out


def test_a_vendors_published_sandbox_passkey_stays() -> None:
    text = ("MPESA_SHORTCODE=174379\nMPESA_SECRET_KEY="
            "bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919")
    assert redact(text)[0] == text


def test_a_text_no_format_matches_never_loads_the_named_values() -> None:
    # no score decides on its own any more: the pairs are read only to widen a format's finding
    import subprocess
    import sys

    code = ("import sys; from memory_engine.screening.redaction import redact; "
            "redact('config:\\n  api_token = lookup(name)\\n'); "
            "print('memory_engine.screening.secret_generic' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
