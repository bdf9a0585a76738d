"""Where a named value sits and how it reads: the pairs the scored detector sees in calls, the
features that tell a typed or documented sample from a drawn value, and the published formats
that cover a class of services (Django's project keys, `sk-` keys with a hex body, a Sentry
DSN's public key)."""

from __future__ import annotations

import pytest

from memory_engine.screening import redaction, secret_generic
from memory_engine.screening.redaction import redact
from memory_engine.screening.secretcheck import might_hold_secret

PW = "Vq7rLm2xTa9k"  # assembled values only: no credential-shaped line in the source
HEX32 = "9c3e71a0d4b85f26e1a7c03b9d54f8e2"


def pairs(text: str) -> list[tuple[str, str, str]]:
    return [(p.name, text[p.start:p.end], p.context) for p in secret_generic.pairs(text)]


def feats(text: str, value: str) -> dict[str, float]:
    found = [p for p in secret_generic.pairs(text) if text[p.start:p.end] == value]
    assert found, pairs(text)
    return secret_generic.features(text, found[0])


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


@pytest.mark.parametrize(("text", "value", "feature", "expected"), [
    # counting letters and digits: a typed sample
    ("access_token='a1b2c3d4e5f6g7h8i9j0k1l2'", "a1b2c3d4e5f6g7h8i9j0k1l2", "sequence", 1.0),
    (f"access_token='{PW}'", PW, "sequence", 0.0),
    # a mask
    ('api_key = "sk-****"', "sk-****", "masked", 1.0),
    ("api_key = 'ab12xxx9'", "ab12xxx9", "masked", 1.0),
    (f"api_key = '{PW}'", PW, "masked", 0.0),
    # a part that calls the value a sample of its format
    ("secretKey = 'test_gsk_docs_Qz8L5KdmQXkzRz3y47BM'", "test_gsk_docs_Qz8L5KdmQXkzRz3y47BM",
     "sample_part", 1.0),
    ("secretKey = 'sk_test_Qz8L5KdmQXkzRz3y47BMw6'", "sk_test_Qz8L5KdmQXkzRz3y47BMw6",
     "sample_part", 0.0),
    # the slot's own word inside the value, in any language
    ("password=authtestpassword", "authtestpassword", "name_in_value", 1.0),
    ("token = '\u0442\u043e\u043a\u0435\u043d \u0441\u043e\u043e\u0431\u0449\u0435\u0441\u0442"
     "\u0432\u0430'", "\u0442\u043e\u043a\u0435\u043d \u0441\u043e\u043e\u0431\u0449\u0435\u0441"
     "\u0442\u0432\u0430", "name_in_value", 1.0),
    (f"password={PW}", PW, "name_in_value", 0.0),
    # the words around the value say it is one to replace
    (f"# replace with your own key\napi_key = '{PW}'", PW, "ctx_placeholder", 1.0),
    (f"api_key = '{PW}'  // <your key>", PW, "ctx_placeholder", 1.0),
    (f"# \u5047\u8bbe key \u662f\nkey={PW}", PW, "ctx_placeholder", 1.0),
    (f"# production\napi_key = '{PW}'", PW, "ctx_placeholder", 0.0),
])
def test_features_of_typed_and_documented_samples(text: str, value: str, feature: str,
                                                  expected: float) -> None:
    assert feats(text, value)[feature] == expected


def test_vendor_rejected_values_are_exposed_for_the_fit() -> None:
    # `find_secrets` never lets the scored detector take a value a vendor check turned down;
    # the fitting script reads the same spans to leave those pairs out.
    value = "ghp_" + "x" * 36
    text = f'token = "{value}"'
    start = text.index(value)
    assert any(s <= start and start + len(value) <= e
               for s, e in redaction.vendor_stand_ins(text))
    assert redact(text)[0] == text


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


@pytest.mark.parametrize("value", ["changeme", "12345678", "<your-key>"])
def test_the_score_never_overrides_the_stand_in_policy(value: str) -> None:
    # a value the format rules read as a stand-in is not the score's to take
    text = f'config.setPassword("{value}")'
    assert [text[p.start:p.end] for p in secret_generic.pairs(text)] == [value]
    assert secret_generic.scored(text) == []
    assert redact(text)[0] == text


def test_a_drawn_value_is_still_scored() -> None:
    text = f'config.setPassword("{PW}")'
    assert [text[p.start:p.end] for p in secret_generic.scored(text)] == [PW]


@pytest.mark.parametrize(("text", "expected"), [
    ('commit_w_secret = "9ed54617547cfca783e0f81f8dc5c927e3d1e345"', 1.0),
    ('sha256_token = "' + "ab" * 32 + '"', 1.0),
    ('api_secret = "9ed54617547cfca783e0f81f8dc5c927e3d1e345"', 0.0),
])
def test_a_digest_named_for_what_it_digests(text: str, expected: float) -> None:
    value = text.split('"')[1]
    assert feats(text, value)["digest_named"] == expected
