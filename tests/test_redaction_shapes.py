"""Shapes a credential takes in configs, tests and notes: vendor facts (a key's place in a
client's arguments or a provider's URL, a prefix), form fields a browser driver fills, header
schemes, prose in more languages; and what only looks like one (a key published to browsers,
the public parts of a ciphertext, a stand-in that names the slot in another language). Every
value below is made up."""

from __future__ import annotations

import base64
import json

import pytest

from memory_engine.screening.redaction import redact

PAYPAL = ("A21AAHq2Lw9Zr4Tn6Vb1Wc3Yd5Ze7Af0BgMk8Pj2Xs5Qu7Rv3Nd9Ke1Fh6Gc4Sm8Ly0Ti"
          "2Wo5Ap7Dz9Ub3Ex1Cw6Iq4")

FOUND = [
    # vendor facts
    ('TOKEN = "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"', "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"),
    (f"return Promise.resolve('{PAYPAL}')", PAYPAL),
    ("RIOT_KEY=RGAPI-1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f",
     "RGAPI-1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f"),
    ("rpc = 'https://eth-mainnet.alchemyapi.io/v2/Qz8kLm2Pq9Xr4Tn6Vb1Wc3Yd5Ze7Af0B'",
     "Qz8kLm2Pq9Xr4Tn6Vb1Wc3Yd5Ze7Af0B"),
    ('s3 = boto_like.connect("AKIAQZ7X4LMN2PQRS8TU", "q9Vt3Lm/Zx8Kp2Rw7Ny4Bc6Df1Gh5Jk0Ms3Nq8Pe")',
     "q9Vt3Lm/Zx8Kp2Rw7Ny4Bc6Df1Gh5Jk0Ms3Nq8Pe"),
    ("const c = algoliasearch('Q7ZK2LMN4P', '9f8e7d6c5b4a39281706f5e4d3c2b1a0')",
     "9f8e7d6c5b4a39281706f5e4d3c2b1a0"),
    ("SG.Qw3Er5Ty7Ui9Op1As2Df.Gh4Jk6Lz8Xc0Vb2Nm4Qw6Er8Ty0Ui2Op4As6Df8Gh0J",
     "SG.Qw3Er5Ty7Ui9Op1As2Df.Gh4Jk6Lz8Xc0Vb2Nm4Qw6Er8Ty0Ui2Op4As6Df8Gh0J"),
    # header schemes that say key
    ("headers = (('authorization', 'Key 7c1e9a3b5d7f9e1c3a5b7d9f1e3c5a7b'),)",
     "7c1e9a3b5d7f9e1c3a5b7d9f1e3c5a7b"),
    ("Authorization: ApiKey Zk9xLm3Pq7Rt2Vw8Yb4Nc6",
     "Zk9xLm3Pq7Rt2Vw8Yb4Nc6"),
    # a form field a browser driver fills, in any language's name for it
    ("senha.send_keys('Lagarto8812')", "Lagarto8812"),
    ('password_input.fill("Tr0ub4dor&3x")', "Tr0ub4dor&3x"),
    # PHP's define(), a quoted value that opens with '-', a value that opens with '$'
    ("define( 'DB_PASSWORD', '-7q&wtxR-Z8P8k57' );", "-7q&wtxR-Z8P8k57"),
    ("ADMIN_PASSWORD=$uper$ecureP@ss99!", "$uper$ecureP@ss99!"),
    # braces after a word that start no variable's key
    ("password = $uper{S3cr3t}x9", "$uper{S3cr3t}x9"),
    # prose: a symbol among both cases, a Turkish possessive, a quoted phrase in Portuguese
    ("Das Passwort für den Jenkins (Benutzer admin) lautet !qLZPSUXCfhyv* – bitte nicht teilen.",
     "!qLZPSUXCfhyv*"),
    ("Sunucunun root şifresi GtuX*RwNDGEb4K; acil durumda kullanın.", "GtuX*RwNDGEb4K"),
    ('a senha é "duas palavras"', "duas palavras"),
]

LEFT = [
    # references, not values
    "PASSWORD=${DB_PASS}",
    "KEY_PATH=$HOME/.ssh/id_ed25519",
    "TOKEN=$(cat /run/secrets/token)",
    # a variable's key: an environment's entry in Perl's and FreeRADIUS' syntax, PHP's
    "RADIUS_SECRET=$ENV{ROAMING0_SECRET}",
    "DB_PASSWORD=$_ENV['DB_PASS']",
    # a key meant for browsers, a ciphertext's public parts
    "mapboxgl.accessToken = 'pk.eyJ1IjoiZXhhbXBsZSIsImEiOiJja2x6In0.Zx9Qw3Er5Ty7Ui9Op1As2D';",
    "db-password: ENC[AES256_GCM,data:O+5l4g==,iv:c/dS4BCBMbnKsXYuzBuCuVQt8RV9bOv5HgdpL+iwmns=,"
    "tag:KkQfh6OymvCt4uC13p318g==,type:str]",
    # the slot's own name in another language, and "here" in another language
    'passwort = "geheim";',
    'clave: "secreto"',
    "Password=SKRIVLÖSENHÄR;Encrypt=True",
    "API_KEY=tu_clave_aqui",
    "API_KEY=votre_cle_ici",
    # prose with no value
    "the password is required",
    "a senha é obrigatória",
    "Authorization: PublicKey none",
]


# Credentials as application config files hold them (.env, INI, YAML, PHP, URLs), by class:
# framework keys (WordPress's salts), names that say what a key signs or mixes in (`TOKEN_KEY`,
# `cookieKey`, `SALT`), a vendor's app credentials (Telegram's `api_hash`, Google's app
# passwords), a name ending in `api`, a URL whose user is a mail address or a token; and what
# only looks like one: keys vendors publish to browsers (Supabase's anon and publishable keys, a
# Firebase web config, Stripe's object ids), references, elided keys and stand-ins written in
# other languages. Values are assembled from pieces.
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


FOUND += [
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

LEFT += [
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
    assert value not in out


@pytest.mark.parametrize("text", LEFT)
def test_what_only_looks_like_a_secret_stays(text: str) -> None:
    out, found = redact(text)
    assert (out, found) == (text, [])
