"""Shapes a credential takes in configs, tests and notes: vendor facts (a key's place in a
client's arguments or a provider's URL, a prefix), form fields a browser driver fills, header
schemes, prose in more languages; and what only looks like one (a key published to browsers,
the public parts of a ciphertext, a stand-in that names the slot in another language). Every
value below is made up."""

from __future__ import annotations

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


@pytest.mark.parametrize(("text", "value"), FOUND)
def test_the_value_is_redacted_whole(text: str, value: str) -> None:
    out, found = redact(text)
    assert found, text
    assert value not in out


@pytest.mark.parametrize("text", LEFT)
def test_what_only_looks_like_a_secret_stays(text: str) -> None:
    out, found = redact(text)
    assert (out, found) == (text, [])
