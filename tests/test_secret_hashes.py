"""Stored password hashes and public salts stay; credentials written beside them still go.

The hashes are real outputs of their tools (`openssl passwd -1/-apr1/-5/-6`, PHP's bcrypt
example, the Argon2 reference vector) or computed here the way the tool computes them
(mosquitto_passwd's PBKDF2-SHA512, Django's PBKDF2, RFC 2307's SSHA, RabbitMQ's salted SHA-256),
and every text goes through a real file first.
"""

from __future__ import annotations

import base64
import hashlib
from pathlib import Path

import pytest
from redaction_support import read_back

from memory_engine.screening.redaction import redact
from memory_engine.screening.secret_hashes import hash_spans, is_password_hash, public_salt

MD5_CRYPT = "$1$zYpXiqxJ$s.TDU/7ga4Zuvapw8U58Q."
APR1 = "$apr1$65mz0yVj$0EpwU.ks5a5IP4xwgmHl6."
SHA256_CRYPT = "$5$oTs/D8prGnMXN/yY$c6K/noKWLizAvqCSPK.72fM1OPyGKEwruxBftFkJ4jC"
SHA512_CRYPT = ("$6$fsWN9aOPU39XtGdp$vlHIEiDk8y5FO7mfYxCK54Nlsnqc6u5ITEqsWvOjTrWMrXV6gZObAn5.y"
                "TFENDEOYijN4tEjkj2ishUEgKW45.")
BCRYPT = "$2y$10$" + "N9qo8uLOickgx2ZMRZoMyeIjZAgcfl7p92ldGxad68LJZdL17lhWy"
ARGON2 = "$argon2id$v=19$m=65536,t=3,p=4$" + "c29tZXNhbHQ$RdescudvJCsgt3ub+b+dWRWJTmaaJObG"
SALT = bytes(range(7, 19))  # twelve bytes, as mosquitto_passwd draws


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode()


def _mosquitto_pbkdf2(password: str, iterations: int = 101) -> str:
    digest = hashlib.pbkdf2_hmac("sha512", password.encode(), SALT, iterations)
    return f"$7${iterations}${_b64(SALT)}${_b64(digest)}"


def _mosquitto_sha512(password: str) -> str:
    digest = hashlib.sha512(password.encode() + SALT).digest()
    return f"$6${_b64(SALT)}${_b64(digest)}"


def _django_pbkdf2(password: str, iterations: int = 600000) -> str:
    salt = "Qx7mWv2RkL9pTz4N"
    digest = hashlib.pbkdf2_hmac("sha256", password.encode(), salt.encode(), iterations)
    return f"pbkdf2_sha256${iterations}${salt}${_b64(digest)}"


def _ssha(password: str) -> str:
    return "{SSHA}" + _b64(hashlib.sha1(password.encode() + SALT[:4]).digest() + SALT[:4])


def _rabbitmq(password: str) -> str:
    return _b64(SALT[:4] + hashlib.sha256(SALT[:4] + password.encode()).digest())


def _jupyter(password: str, algorithm: str = "sha1") -> str:
    """What jupyter_server.auth.passwd writes: `<algorithm>:<12 hex of salt>:<hex digest>`."""
    salt = "5c9de9e7fcc6"
    return f"{algorithm}:{salt}:{hashlib.new(algorithm, (password + salt).encode()).hexdigest()}"


def _couchdb(password: str, algorithm: str = "sha1", iterations: int = 10) -> str:
    """What CouchDB writes over an `[admins]` entry: `-pbkdf2-<derived key>,<salt>,<rounds>`
    in hex (`-pbkdf2:sha256-...` since 3.4)."""
    salt = SALT.hex()[:32].ljust(32, "0")
    key = hashlib.pbkdf2_hmac(algorithm, password.encode(), salt.encode(), iterations).hex()
    scheme = "-pbkdf2-" if algorithm == "sha1" else f"-pbkdf2:{algorithm}-"
    return f"{scheme}{key},{salt},{iterations}"


# -- stored password hashes stay ---------------------------------------------------------------

@pytest.mark.parametrize(("name", "text"), [
    ("passwd", f"admin:{_mosquitto_pbkdf2('s3nsor-hub')}\n"
               f"device:{_mosquitto_sha512('t4k3-readings')}\n"),
    (".htpasswd", f"alice:{APR1}\nbob:{BCRYPT}\ncarol:{MD5_CRYPT}\n"),
    ("shadow", f"root:{SHA512_CRYPT}:19000:0:99999:7:::\nops:{SHA256_CRYPT}:19000:0:99999:7:::\n"),
    ("config.xml", "<hudson.security.HudsonPrivateSecurityRealm_-Details>\n"
                   "  <passwordHash>#jbcrypt:" + BCRYPT[4:].replace("10$", "$2a$10$", 1)
                   + "</passwordHash>\n</hudson.security.HudsonPrivateSecurityRealm_-Details>\n"),
    ("seed.sql", f"insert into users (name, password) values ('admin', '{BCRYPT}');\n"),
    ("users.json", f'[{{"model": "auth.user", "fields": {{"username": "ada",\n'
                   f'  "password": "{_django_pbkdf2("analytical-engine")}"}}}}]\n'),
    ("users.ldif", f"dn: uid=ada,ou=people,dc=example,dc=org\nuserPassword: {_ssha('n0te-g')}\n"),
    ("application.yml", f"users:\n  admin:\n    password: '{{bcrypt}}{BCRYPT}'\n"),
    ("config.toml", f'[auth]\npassword = "{ARGON2}"\n'),
    ("jupyter_notebook_config.json", f'{{\n  "NotebookApp": {{\n    "password": '
                                     f'"{_jupyter("n0tebook")}"\n  }}\n}}\n'),
    ("jupyter_server_config.py", f"c.ServerApp.password = u'{_jupyter('lab-pw', 'sha256')}'\n"),
    ("jupyter_server_config.py", f"c.ServerApp.password = 'argon2:{ARGON2}'\n"),
    ("definitions.json", f'{{"users": [{{"name": "admin", "password_hash": "{_rabbitmq("pw")}",\n'
                         '  "hashing_algorithm": "rabbit_password_hashing_sha256"}]}\n'),
])
def test_stored_password_hashes_stay(tmp_path: Path, name: str, text: str) -> None:
    read = read_back(tmp_path, name, text)
    assert redact(read)[0] == read


def test_the_shapes_are_the_tools_own() -> None:
    for value in (MD5_CRYPT, APR1, SHA256_CRYPT, SHA512_CRYPT, BCRYPT, ARGON2,
                  _mosquitto_pbkdf2("x"), _mosquitto_sha512("x"), _django_pbkdf2("x"),
                  _ssha("x"), "#jbcrypt:" + BCRYPT, "{bcrypt}" + BCRYPT, _couchdb("x"),
                  _couchdb("x", "sha256", 600000), "MD5:" + hashlib.md5(b"x").hexdigest(),
                  "CRYPT:adpexzg3FUZAk"):
        assert is_password_hash(value), value


@pytest.mark.parametrize("value", [
    "$1$abc$hashvaluehere",               # MD5-crypt writes 22 characters of digest
    "$2b$10$tooShortForBcrypt123",        # bcrypt writes 53 after its cost
    SHA512_CRYPT[:-5],                    # a digest cut short
    "{noop}Tr0ub4dor&3x",                 # Spring's password in the clear
    "md5e1bb0bd8f7e4da0f12aa04d8feb4bc4a",  # PostgreSQL's verifier: it logs in
    "{AQAAABAAAAAQ50WH9u8YXhYfx7WXYpP1LAnHDa+gHPEBI0UZkFk8bVQ=}",  # ciphertext, no scheme
    _jupyter("x")[:-1],                   # a SHA-1 digest is 40 hex digits
    _jupyter("x").replace("sha1:", "sha256:"),  # ... and SHA-256's 64
    _couchdb("x").rsplit(",", 1)[0],      # CouchDB writes the rounds after the salt
    "MD5:" + hashlib.md5(b"x").hexdigest()[:-2],  # an MD5 digest is 32 hex digits
])
def test_what_only_starts_like_a_hash_is_not_one(value: str) -> None:
    assert not is_password_hash(value)


def test_a_hash_inside_a_longer_token_is_not_taken_apart() -> None:
    assert hash_spans("x" + BCRYPT) == []
    assert hash_spans(f"'{BCRYPT}'") == [(1, 1 + len(BCRYPT))]


# -- credentials beside them still go -----------------------------------------------------------

def test_a_token_beside_a_stored_hash_still_goes(tmp_path: Path) -> None:
    text = (f'{{"username": "ada", "password": "{BCRYPT}",\n'
            ' "api_token": "Zk3pQ9xVT8w2LmRq5nYv7cBx1dFh3Jk"}\n')
    out = redact(read_back(tmp_path, "user.json", text))[0]
    assert "Zk3pQ9xVT8w2LmRq5nYv7cBx1dFh3Jk" not in out and BCRYPT in out


def test_postgres_verifiers_still_go(tmp_path: Path) -> None:
    # The md5 exchange and a pooler's SCRAM pass-through log in with these: not one-way.
    text = ('"report" "md5e1bb0bd8f7e4da0f12aa04d8feb4bc4a"\n'
            '"svc" "SCRAM-SHA-256$4096:BwBnyMOVcAl8AbaDbbdhSA==$AICaQuGEbPSBuo0xsBtETVBBm3wrfZ5m'
            'u9vB2ECJAcU=:0F54miUYI/vJxalAgonWhmGqrwVZLxSMg//8ztDicBM="\n')
    out = redact(read_back(tmp_path, "userlist.txt", text))[0]
    assert "e1bb0bd8f7e4da0f12aa04d8feb4bc4a" not in out
    assert "AICaQuGEbPSBuo0xsBtETVBBm3wrfZ5mu9vB2ECJAcU=" not in out


@pytest.mark.parametrize("text", [
    'DB_PASSWORD="$1$abc$Xy9kq2Lm"\n',      # a password that starts as a crypt string does
    "enable secret 5 $1$abc$hashvaluehere\n",
])
def test_an_off_shape_value_is_judged_as_any_other(text: str, tmp_path: Path) -> None:
    read = read_back(tmp_path, "settings.env", text)
    assert redact(read)[0] != read


# -- salts --------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    'config :shop, ShopWeb.Endpoint,\n  pubsub_server: Shop.PubSub,\n'
    '  live_view: [signing_salt: "8UTJvP0y"]\n',
    'plug Plug.Session,\n  store: :cookie,\n  key: "_shop_key",\n  signing_salt: "kZaJvT1m",\n'
    '  encryption_salt: "Xq7WvR2p"\n',
    'config.action_dispatch.encrypted_cookie_salt = "p9Tz4NqL"\n',
])
def test_a_salt_its_framework_calls_public_stays(tmp_path: Path, text: str) -> None:
    read = read_back(tmp_path, "config.exs", text)
    assert redact(read)[0] == read


@pytest.mark.parametrize(("text", "value"), [
    # the key base the salts are mixed with is the secret
    ('config :shop, ShopWeb.Endpoint,\n  secret_key_base: "Zk3pQ9xVT8w2LmRq5nYv7cBx1dFh3JkPs6G'
     'tWz9uEa4MoNi0Ry",\n  live_view: [signing_salt: "8UTJvP0y"]\n',
     "Zk3pQ9xVT8w2LmRq5nYv7cBx1dFh3JkPs6GtWz9uEa4MoNi0Ry"),
    # salts used as keys themselves
    ("define( 'AUTH_SALT', 'q]7Xw2L#m9Zp3T_v8Rb4Nc6Yh1K' );\n", "q]7Xw2L#m9Zp3T_v8Rb4Nc6Yh1K"),
    ("SALT=JmptB5ZgiaLdob7o\n", "JmptB5ZgiaLdob7o"),
    ("Configure::write('Security.salt', '3cVPjEZTbCTtIpIt8d93ddmjj0CKa6WybnhryPaB');\n",
     "3cVPjEZTbCTtIpIt8d93ddmjj0CKa6WybnhryPaB"),
])
def test_secrets_beside_or_named_as_salts_still_go(tmp_path: Path, text: str, value: str) -> None:
    assert value not in redact(read_back(tmp_path, "config.exs", text))[0]


def test_public_salt_reads_the_last_part_of_a_name() -> None:
    assert public_salt("signing_salt") and public_salt("config.action_dispatch.signed_cookie_salt")
    assert not public_salt("AUTH_SALT") and not public_salt("Security.salt")
    assert not public_salt("signing_secret")
