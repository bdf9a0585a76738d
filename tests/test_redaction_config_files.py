"""Credentials as .env, INI, YAML, PHP and URL lines of application config files hold them, by
class: framework keys (WordPress's salts), names that say what a key signs or mixes in
(`TOKEN_KEY`, `cookieKey`, `SALT`), a vendor's app credentials (Telegram's `api_hash`, Google's
app passwords), a name ending in `api`, a URL whose user is a mail address or a token; and
what only looks like one: keys vendors publish to browsers (Supabase's anon and publishable
keys, a Firebase web config, Stripe's object ids), references, elided keys and stand-ins
written in other languages. Values are assembled from pieces so that no whole
credential-shaped line sits in the source; every value is made up."""

from __future__ import annotations

import base64
import json

import pytest
from test_redaction_containers import CONTAINERS, VALUE

from memory_engine.screening.redaction import redact

HEX40 = "3f5fdaec" + "b5f24b87366f007f0c7cbd1dd328ab01"
HEX32 = "fc8d017c" + "aecc8633851d1f8c221dd376"
DRAWN = "<.H8;,;qByEA+q&{qC" + "S2WiF}3fiY2v A$q?X@G|O.=0{+M;20g#:&]@1Lc<G^-u7"
MIXED = "JmptB5Zg" + "iaLdob7o"
TOKEN = "Qh7" + "4w9T4VJH8WYOZvMTjQsSS0WM4ND5qj1JCE6K"
GOOGLE = "AIza" + "SyBglo_h2rxbWij0gqovmDfKPuK9YG3UhsE"


def _jwt(claims: dict[str, object]) -> str:
    def part(data: dict[str, object]) -> str:
        raw = json.dumps(data, separators=(",", ":")).encode()
        return base64.urlsafe_b64encode(raw).decode().rstrip("=")
    return (part({"alg": "HS256", "typ": "JWT"}) + "." + part(claims) + "."
            + "C5c4iLqc7U8y" + "IhEpUnL5uYMw5MSIbRH3rD-Noi-8pVQ")


FOUND = [
    # WordPress's keys and salts: drawn punctuation (opening with '<'), or a hex digest
    ("define( 'SECURE_AUTH_KEY',  '" + DRAWN + "' );", DRAWN),
    ("define( 'NONCE_KEY',        '" + HEX40 + "');", HEX40),
    ("define('LOGGED_IN_SALT', \"" + DRAWN.replace('"', "") + "\");", DRAWN.replace('"', "")),
    # a salt a server mixes into its hashes
    ("SALT=" + MIXED + "\nAPI_SECRET=" + MIXED[::-1], MIXED),
    ("  security_salt: '" + MIXED + "'", MIXED),
    # a key named for what it signs: a person's value, not only a generated one
    ("APP_PORT=8080\nTOKEN_KEY=" + "juleesay" + "axang1998", "juleesayaxang1998"),
    ('  cookieKey: "' + "fbafblqf" + 'blqfmsdnio"', "fbafblqfblqfmsdnio"),
    ("SESSION_KEY = '" + "Tr0ub4" + "dor&3x'", "Tr0ub4dor&3x"),
    # Telegram's app credentials
    ('    API_HASH = "' + HEX32 + '"', HEX32),
    ("TELEGRAM_API_HASH=" + HEX32, HEX32),
    # a name ending in `api` holding the key to it
    ("CLIPDROP_API = '" + HEX40 + HEX40 + "0a990d39df08eda1'", HEX40 + HEX40 + "0a990d39df08eda1"),
    # a URL whose user is a mail address, or a token
    ("MAILER_URL=gmail://" + "moveetest@gmail.com:" + "moveetest555@localhost", "moveetest555"),
    ("https://" + TOKEN + ":x-oauth-basic@github.com", TOKEN),
    ("git clone https://" + TOKEN + "@git.example.org/team/repo.git", TOKEN),
    # Google's app password: four groups of four letters in a password's slot
    ("SMTP_USER=someone@gmail.com\nSMTP_PASS=" + "lzgt jtok" + " qwld jfsx", "lzgt jtok qwld jfsx"),
    ('MAIL_PASSWORD="' + "qbnw ertz" + ' kmpd vsla"', "qbnw ertz kmpd vsla"),
    # a signing key a person sets is as short as a password
    ('SECRET_COOKIE_KEY = "' + "PYG" + 'OAT"', "PYGOAT"),
    # a key handed to a signing call after an object literal, on lines of its own
    ("const t = jwt.sign(\n    { email, type: 'reset' },\n    '" + "reset_signing" + "_9f3kq',"
     "\n    { expiresIn: '1h' }\n);", "reset_signing_9f3kq"),
    # OpenWeatherMap's key in its URL's `appid`
    ('url = "http://api.openweathermap.org/data/2.5/weather?units=metric&appid='
     + HEX32[::-1] + '&q="', HEX32[::-1]),
    # a Supabase key that is not the anon one, a Google key outside a Firebase config
    ("SUPABASE_SERVICE_KEY=" + _jwt({"iss": "supabase", "role": "service_role"}),
     _jwt({"iss": "supabase", "role": "service_role"})),
    ("REACT_APP_GEMINI_API_KEY=" + GOOGLE, GOOGLE),
]

LEFT = [
    # WordPress's documented stand-in, and a key read from the environment
    "define('AUTH_KEY',         'put your unique phrase here');",
    "define('AUTH_KEY', getenv(\"AUTH_KEY\"));",
    # a salt's rounds, a salt drawn at run time
    "SALT_ROUNDS=10",
    "salt = os.urandom(16)",
    # what a key names when it is no secret: a session's dictionary key
    "SESSION_KEY = '_auth_user_id'",
    # an `api` name holding an endpoint or a model's name
    "BACKEND_API=https://api.example.org/v2",
    'MODEL_API = "openai-gpt-4o-mini-2024-07-18"',
    # GitHub's fixed password beside a reference
    "https://${GITHUB_PAT}:x-oauth-basic@github.com",
    # an app password's slot holding a mask
    "SMTP_PASS=xxxx xxxx xxxx xxxx",
    # keys published to browsers
    "NEXT_PUBLIC_SUPABASE_ANON_KEY=" + _jwt({"iss": "supabase", "ref": "ocuvpzckyghuoohqufqb",
                                             "role": "anon", "iat": 1716743691}),
    "VITE_SUPABASE_ANON_KEY=sb_publishable_" + "Fghoblj4Hzk1Mor3_j9T9g_NQrU57PC",
    'NEXT_PUBLIC_FIREBASE_API_KEY = "' + GOOGLE + '"',
    "FIREBASE_API_KEY=" + GOOGLE,
    'const firebaseConfig = {\n  apiKey: "' + GOOGLE + '",\n  authDomain: "app.firebaseapp.com",'
    '\n};',
    # an app's id in a URL that is no OpenWeatherMap's, a cookie key's name
    "https://api.example.org/v1/data?appid=" + HEX32,
    "COOKIE_KEY = 'connect.sid'",
    # a vendor's object id under a name that calls it one
    "NEXT_PUBLIC_STRIPE_PRICE_ID=price_" + "1M5s0iDuPUNprb5LO5tdzLyc",
    # stand-ins: "your password" in Chinese, a key elided in the middle, the slot's own name
    "mysql> CREATE USER 'root'@'%' IDENTIFIED BY '你的密码';",
    "AWS_ACCESS_KEY_ID=AKIA...GYZWRAHOH\nAWS_SECRET_ACCESS_KEY=B87...UD/LEl6Z/ZCMXO9",
    "POSTGRES_USER=postgres\nPOSTGRES_PASSWORD=postgres",
]


@pytest.mark.parametrize(("text", "value"), FOUND)
def test_the_value_is_redacted_whole(text: str, value: str) -> None:
    out, found = redact(text)
    assert found, text
    assert value not in out, out
    # nothing of it is left either side of a marker
    assert value[:6] not in out.replace("[REDACTED", "") or value[:6] in text.replace(value, "")


@pytest.mark.parametrize("text", LEFT)
def test_what_only_looks_like_a_secret_stays(text: str) -> None:
    out, found = redact(text)
    assert (out, found) == (text, [])


# The names this file adds to the secret words, in every container the others are found in.
NEW_NAMES = ["SALT", "password_salt", "TOKEN_KEY", "cookieKey", "session_key", "JWT_KEY"]


@pytest.mark.parametrize(("container", "template"), CONTAINERS)
@pytest.mark.parametrize("name", NEW_NAMES)
def test_a_new_secret_name_is_redacted_in_every_container(container: str, template: str,
                                                          name: str) -> None:
    text = template.format(N=name, V=VALUE)
    out, _ = redact(text)
    assert VALUE not in out, (container, out)
    assert name in out
