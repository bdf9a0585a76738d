"""Credential slots in the containers and languages memory text quotes: a value is found
whatever the container, removed whole (never a prefix left), and every copy of it goes;
benign lookalikes and documented stand-ins in the same containers stay."""

from __future__ import annotations

import random
import string

import pytest

from memory_engine.screening.redaction import find_secrets, redact

# Values are assembled from pieces so that no whole credential-shaped line sits in the source.
VALUE = "Qm9" + "xT4kz8LrW2vPa7"

# (container, template): `{N}` is a secret-named key, `{V}` the value.
CONTAINERS = [
    ("env", "{N}={V}"),
    ("shell export", 'export {N}="{V}"'),
    ("ini", "{N} = {V}"),
    ("yaml", "{N}: {V}"),
    ("yaml quoted", "  {N}: '{V}'"),
    ("json", '{{"{N}": "{V}"}}'),
    ("json escaped", '"{{\\"{N}\\": \\"{V}\\"}}"'),
    ("hcl", '  {N} = "{V}"'),
    ("xml attribute", '<config {N}="{V}" />'),
    ("xml element", "<{N}>{V}</{N}>"),
    ("python", '{N} = "{V}"'),
    ("python bytes", "{N} = b'{V}'"),
    ("python raw", '{N} = r"{V}"'),
    ("python keyword", 'connect(host="h", {N}="{V}")'),
    ("python dict", "cfg = {{'{N}': '{V}'}}"),
    ("javascript", "const {N} = '{V}';"),
    ("go", '{N} := "{V}"'),
    ("go bytes", '{N} := []byte("{V}")'),
    ("java", 'String {N} = "{V}";'),
    ("c# verbatim", 'private const string {N} = @"{V}";'),
    ("php", "${N} = '{V}';"),
    ("php array", "'{N}' => '{V}',"),
    ("rust", 'let {N} = "{V}";'),
    ("toml", '{N} = "{V}"'),
    ("connection string", "Server=db;User Id=app;{N}={V};Database=x;"),
    ("flag", "mytool --{N}={V}"),
    ("docker run", "docker run -e {N}={V} app"),
    ("url query", "https://api.example.org/v1?{N}={V}&x=1"),
    ("env fallback", "os.getenv('{N}') or '{V}'"),
]
NAMES = ["password", "db_password", "apiKey", "client_secret", "auth_token", "SECRET_KEY",
         "bearer", "passphrase",
         # a salt, and keys named for the tokens, cookies and sessions they sign
         "SALT", "password_salt", "TOKEN_KEY", "cookieKey", "session_key", "JWT_KEY"]


@pytest.mark.parametrize(("container", "template"), CONTAINERS)
@pytest.mark.parametrize("name", NAMES)
def test_a_secret_named_slot_is_redacted_in_every_container(container: str, template: str,
                                                            name: str) -> None:
    text = template.format(N=name, V=VALUE)
    out, _ = redact(text)
    assert VALUE not in out, (container, out)
    assert name in out  # the key stays readable


@pytest.mark.parametrize("text", [
    'cfg.SetToken("' + VALUE + '")',
    'builder.withApiKey("' + VALUE + '")',
    'Client.builder().apiKey("' + VALUE + '").build()',
    'client.setClientSecret("' + VALUE + '");',
])
def test_a_method_named_for_the_slot_takes_its_literal(text: str) -> None:
    assert VALUE not in redact(text)[0]


@pytest.mark.parametrize("text", [
    # a setter or builder given a reference, a number or a stand-in
    "cfg.SetToken(token)",
    'builder.withApiKey("${API_KEY}")',
    'builder.withTokenTtl("3600")',
    'cfg.setPasswordLength("12")',
    'Client.builder().apiKey("<your-api-key>")',
    # a literal prefix that is a word, not a prefix
    'label = "password reset"',
    "bearer: true",
    'auth_scheme = "bearer"',
    "os.getenv('API_KEY') or ''",
    "os.getenv('API_KEY_FILE') or '/run/secrets/api_key'",
])
def test_benign_lookalikes_in_the_same_slots_stay(text: str) -> None:
    assert redact(text)[0] == text


@pytest.mark.parametrize("text", [
    "password = b'changeme'",
    'api_key = r"your_api_key_here"',
    'token := []byte("<token>")',
    'SECRET_KEY = b"${SECRET_KEY}"',
    'bearer = "xxxxxxxxxxxxxxxx"',
])
def test_placeholders_behind_a_literal_prefix_stay(text: str) -> None:
    assert redact(text)[0] == text


def test_every_copy_of_a_found_value_goes() -> None:
    # the same word as user, password and database name: the password must not survive
    # through its other copies
    word = "kq7" + "Vwz"
    text = "dsn := \"postgresql://" + word + ":" + word + "@127.0.0.1:5432/" + word + "\""
    out, _ = redact(text)
    assert word not in out
    text = "USER = '" + word + "x2'\nPASS = '" + word + "x2'\nAUTH = b64(USER + PASS)"
    out, _ = redact(text)
    assert word + "x2" not in out


def test_a_copy_inside_a_longer_token_is_left() -> None:
    # the value recurs only as part of another word: that word is not the secret
    text = "DB_PASSWORD=" + VALUE + "\nbuild_" + VALUE + "_cache = 1"
    out, _ = redact(text)
    assert out.count(VALUE) == 1 and "build_" + VALUE + "_cache" in out


def _random_value(rng: random.Random) -> str:
    body = "".join(rng.choice(string.ascii_letters + string.digits) for _ in range(
        rng.randint(14, 40)))
    # letters of both cases and digits, as a drawn credential has
    return "a" + body + "Z7"


def test_every_redacted_value_is_removed_whole_never_a_prefix() -> None:
    rng = random.Random(20261204)
    for _ in range(400):
        value = _random_value(rng)
        _, template = rng.choice(CONTAINERS)
        text = template.format(N=rng.choice(NAMES), V=value)
        findings = find_secrets(text)
        at = text.find(value)
        covering = [f for f in findings if f.start < at + len(value) and at < f.end]
        assert covering, text
        # one finding holds the whole value: not cut at its start, not cut at its end
        assert any(f.start <= at and at + len(value) <= f.end for f in covering), text
        out, _ = redact(text)
        assert value not in out
        assert not any(value[:k] in out for k in range(6, len(value))), text


SECOND = "Zr4" + "pW8nq2LxVb6Ty"


@pytest.mark.parametrize(("text", "kept"), [
    # several names given several values at once: the value in the secret's place goes
    ('user, password = "deploy", "' + VALUE + '"', "deploy"),
    ('password, user = "' + VALUE + '", "deploy"', "deploy"),
    ('\tconst static_password01, static_password02 string = "' + VALUE + '", "' + SECOND + '"',
     "static_password02"),
    ("(host, port, api_key) = ('db.internal', '5432', '" + VALUE + "')", "db.internal"),
])
def test_several_names_given_several_values(text: str, kept: str) -> None:
    out, _ = redact(text)
    assert VALUE not in out and SECOND not in out
    assert kept in out


@pytest.mark.parametrize("text", [
    'PASSWORDS = ["' + VALUE + '", "' + SECOND + '"]',
    'String[] SECRETS = {"' + VALUE + '", "' + SECOND + '"};',
    'api_tokens: ["' + VALUE + '", "' + SECOND + '"]',
    "api_keys:\n  - " + VALUE + "\n  - " + SECOND,
    "secrets:\n  - '" + VALUE + "'\n  - '" + SECOND + "'\nother: 1",
])
def test_a_list_of_secrets_under_a_name_that_says_so(text: str) -> None:
    out, _ = redact(text)
    assert VALUE not in out and SECOND not in out


@pytest.mark.parametrize("text", [
    # a call's arguments are not names given values
    "encoded = jwt.encode({'some': 'payload'}, secret_key, algorithm='HS256')",
    "f(a, password='admin')",
    # values that name or describe rather than hold a credential
    'user, password = "deploy", "${DB_PASSWORD}"',
    'token_a, token_b = "<token-a>", "<token-b>"',
    # a list of passwords nobody may choose is a word list
    'BANNED_PASSWORDS = {"secret", "admin", "password", "123456", "passw0rd"};',
    "secret_names:\n  - db-password\n  - api-token",
    "tokens:\n  - changeme\n  - your-token-here",
    # a regular expression under a token's name describes strings
    "jsonnet_token = r'[^\\W\\d]\\w*'",
    "token = \"[-!#$%&'*+.^_`|~0-9a-zA-Z]+\"",
    "password_pattern = '^(?=.*[A-Z])(?=.*\\\\d).{8,}$'",
])
def test_lists_tuples_and_patterns_that_hold_no_credential_stay(text: str) -> None:
    assert redact(text)[0] == text


@pytest.mark.parametrize("text", [
    'if password == "' + VALUE + '":',
    "if (apiToken === '" + VALUE + "') {",
    'if client_secret != "' + VALUE + '" { return }',
    'if (dbPassword.equals("' + VALUE + '")) {',
])
def test_a_secret_compared_with_a_literal_is_that_secret(text: str) -> None:
    assert VALUE not in redact(text)[0]


def test_a_password_compared_with_a_word_is_that_password() -> None:
    # a password's slot takes a chosen word; other slots do not (see below)
    assert "blooberry" not in redact('if password == "' + "bloo" + 'berry":')[0]


@pytest.mark.parametrize("text", [
    # a lexer compares tokens with words
    'if token == "function":',
    "while (token !== 'return') {",
    'if token == "(":',
    # comparisons with nothing, a reference or a stand-in
    'if password == "":',
    'if password == "${PASSWORD}":',
    "if (token === undefined) {",
    'if token_type == "Bearer":',
    'assert password == "changeme"',
])
def test_comparisons_that_hold_no_secret_stay(text: str) -> None:
    assert redact(text)[0] == text


PUNCTUATED = "Hq7wZrTkLmPx" + "!Vb3n@Yt9"


@pytest.mark.parametrize("text", [
    "ctf_key=" + PUNCTUATED,
    "hockeyapp_key: " + PUNCTUATED,
    "license_key=" + PUNCTUATED + "\nother=1",
])
def test_a_bare_generated_value_keeps_its_punctuation(text: str) -> None:
    # the whole value goes, not the part before its first '!' or '@'
    out, _ = redact(text)
    assert "Hq7wZrTkLmPx" not in out and "Vb3n" not in out


@pytest.mark.parametrize("text", [
    "sort_key=created_at!desc",
    "cache_key=user@example.org",
    "primary_key=id",
    "routing_key=orders.created~v2",
])
def test_punctuated_names_under_a_key_stay(text: str) -> None:
    assert redact(text)[0] == text
