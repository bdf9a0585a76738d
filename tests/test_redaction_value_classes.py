"""Credential classes read from their structure whatever the vendor: a config line's value that
runs through characters which end a value elsewhere, a name that says credential in the
containers that keep the name apart from the value (escaped JSON, Go's `:=`, XML key/value
settings, name/value entries, long options), the password options and directives of common
tools. Each class has a fresh example that must go whole and a lookalike that must stay."""

from __future__ import annotations

import pytest

from memory_engine.screening.redaction import redact
from memory_engine.screening.secretcheck import might_hold_secret

# Values are assembled from pieces so that no whole credential-shaped line sits in the source.
DRAWN = "Rk4" + "&vW9(q)Lm!2z"
GENERATED = "Ty6" + "nP0qWz3KcLs8VbXe1"
PASSWORD = "Jq5" + "mWx2Lr"
BRACKET_DRAWN = "GPwXkRd)MJa7c4" + "^Qx~"
PERCENT_DRAWN = "Kv@Tq@mo2019" + "!P%S%L(w"
SYMBOLS_DRAWN = "pQwZrtoakv" + "mh=Tb_X43F@^K;c8Nw" + "yUe-6=W,JS7MH1rY4T"

CAUGHT = [
    # a whole config line's bare value holding `&`, `(`, `;`, `<`: the line's end closes it
    ("env ampersand", f"DB_PASSWORD={DRAWN}\n", DRAWN),
    ("properties", f"spring.mail.password={DRAWN}", DRAWN),
    ("ini spaced", f"password = {PASSWORD};x9\n", f"{PASSWORD};x9"),
    ("export with comment", f"export SMTP_TOKEN={DRAWN} # rotated\n", DRAWN),
    ("properties colon", f"WEBHOOK_SECRET:{DRAWN}", DRAWN),
    # a drawn password may open with `%`
    ("percent start", "ADMIN_PASSWORD=%" + "gTf9E*73aEzX3", "%gTf9E*73aEzX3"),
    # a name that says credential, in containers that keep it apart from the value
    ("json escaped", '"{\\"storageKey\\": \\"' + GENERATED + '\\"}"', GENERATED),
    ("go short assignment", f'storageKey := "{GENERATED}"', GENERATED),
    ("xml key/value", f'<add key="ServerKey" value="{GENERATED}" />', GENERATED),
    ("name/value entry", f"env:\n  - name: SERVER_KEY\n    value: \"{GENERATED}\"\n", GENERATED),
    ("long option", f"tool sync --encryption-key {GENERATED} --verbose", GENERATED),
    ("xml value attribute", f'<Password value="{PASSWORD}"/>', PASSWORD),
    ("xml element pw", f"<DB_PW>{PASSWORD}</DB_PW>", PASSWORD),
    ("xml element senha", f"<senha>{PASSWORD}</senha>", PASSWORD),
    ("r arrow", f'api_key <- "{GENERATED}"', GENERATED),
    # password options by more names, a role glued to the word
    ("pwd option", f"tool --pwd {PASSWORD} --host db", PASSWORD),
    ("glued option", f"tool --rootpassword {PASSWORD}", PASSWORD),
    ("passphrase option", f"tool --passphrase '{PASSWORD}'", PASSWORD),
    # Redis' password directives, a Wi-Fi PSK, Oracle's user/password@db, ssh-keygen -N
    ("redis conf", f"requirepass {PASSWORD}\n", PASSWORD),
    ("redis command", f"command: redis-server --requirepass {PASSWORD} --appendonly yes",
     PASSWORD),
    ("redis config set", f'CONFIG SET masterauth "{PASSWORD}"', PASSWORD),
    ("wpa psk", f'network={{\n    ssid="Home"\n    psk="{PASSWORD}x"\n}}', f"{PASSWORD}x"),
    ("sqlplus", f"sqlplus scott/{PASSWORD}@orcl", PASSWORD),
    ("ssh-keygen", f"ssh-keygen -t ed25519 -N '{PASSWORD}' -f deploy", PASSWORD),
]


@pytest.mark.parametrize(("label", "text", "value"), CAUGHT, ids=[c[0] for c in CAUGHT])
def test_the_class_is_redacted_whole(label: str, text: str, value: str) -> None:
    out, findings = redact(text)
    assert findings, label
    assert value not in out
    # nothing of the value is left beside the marker (never a prefix or a tail)
    for piece in (value[:3], value[-3:]):
        assert piece not in out.replace("[REDACTED", ""), (label, out)
    assert might_hold_secret(text)


KEPT = [
    # code and settings on a config line that hold the same characters
    "password=getpass()",
    "token: Optional[str]",
    "password=os.environ[X]",
    "password = compute(a, b);",
    "api_key=a=b&c=d",
    "password_policy=min(8);max(64)",
    "auth_method=ldap;sasl",
    "key_bindings=ctrl+a;ctrl+b",
    "secret_backend=vault(kv2)",
    "password_chars=[A-Za-z0-9]",
    "pwd=/home/user/app;/opt",
    "password: [a,b]",
    "token=arr[0]",
    # slots written with `%`
    "password=%DB_PASS%",
    'password: "%s"',
    "password=%(pw)s",
    # names that say the value is no credential, in the same containers
    '<add key="CacheKey" value="' + GENERATED + '" />',
    '<add key="ClientId" value="0f8fad5b-d9cb-469f-a165-70867728950e" />',
    "- name: IMAGE\n  value: ghcr.io/org/app:sha-8f14e45fceea167a5a36dedd4bea2543",
    "- name: LOG_LEVEL\n  value: \"debug\"",
    "tool --commit-sha 8f14e45fceea167a5a36dedd4bea2543f8a2b3c1 --session-id " + GENERATED,
    "tool --cache-key " + GENERATED,
    "kubectl --token-file /var/run/secrets/token get pods",
    '<PasswordPolicy value="strict"/>',
    "x <- password",
    # Redis' sample password, a commented directive, an empty passphrase, sqlplus as sysdba
    "requirepass foobared",
    "# requirepass " + PASSWORD,
    "requirepass ${REDIS_PASSWORD}",
    'ssh-keygen -N "" -f key',
    "sqlplus / as sysdba",
]


@pytest.mark.parametrize("text", KEPT)
def test_the_lookalike_stays(text: str) -> None:
    assert redact(text)[0] == text


# Classes read since from secrets-outside11's misses (fresh examples, not its rows).
CAUGHT_SINCE = [
    # the secret word first, then the service or role it opens
    ("word then service", f'PASSWORD_REDIS="{PASSWORD}#"', f"{PASSWORD}#"),
    ("word then role", f"SECRET_KEY_DJANGO={GENERATED}", GENERATED),
    # a line end written as escapes before the closing quote
    ("escaped line end", f'API_TOKEN="{GENERATED}\\r\\n"', GENERATED),
    # an access key id under a name that ends so, whatever its prefix
    ("access key id", "MINIO_ACCESS_KEY_ID=" + "XQ7" + "WZ3KD9PLM2VBN8RTY", "XQ7WZ3KD9PLM2VBN8RTY"),
    # a Google app password pasted without its spaces
    ("app password", "SMTP_PASSWORD = " + "qwhz" + "mvkd" + "rtpy" + "lsnb", "qwhzmvkdrtpylsnb"),
    # a string drawn with punctuation holds `=` as one of its characters, not as an operator
    ("drawn with =", 'form_secret: "' + SYMBOLS_DRAWN + '"\n', SYMBOLS_DRAWN),
    # `%S` in a drawn password is two of its characters, not printf's `%s`
    ("percent capital", 'DB_PASSWORD="' + PERCENT_DRAWN + '"\n', PERCENT_DRAWN),
    # a quoted argument setting a variable runs to its closing quote through `)` and `^`
    ("quoted env argument", 'docker run -d `\n -e "POSTGRES_PASSWORD=' + BRACKET_DRAWN + '" `\n'
     " postgres:16\n", BRACKET_DRAWN),
]


@pytest.mark.parametrize(("label", "text", "value"), CAUGHT_SINCE,
                         ids=[c[0] for c in CAUGHT_SINCE])
def test_the_class_read_since_is_redacted_whole(label: str, text: str, value: str) -> None:
    test_the_class_is_redacted_whole(label, text, value)


KEPT_SINCE = [
    "PASSWORD_DB_HOST=db.internal",
    "TOKEN_USER_FIELD=login",
    "SMTP_PASSWORD = passwordpassword x",
    # a webhook path whose token the code fills in
    "requests.post(f'https://hooks.slack.com/services/T0838QEFVPY/B083FFZD96E/{token}')",
    # an Android app's google-services.json ships its key to every install
    '"api_key": [\n  {\n    "current_key": "AIza'
    + "SyDD0jE1JltLYVrPm_DFSxVVf5VWcdQ8Vkk" + '"\n  }\n]',
    # "your ... here" glued into the value
    "key: process.env.MAILGUN_API_KEY || 'key-yourkeyhere'",
    "API_TOKEN=YOURTOKENHERE",
    # a value that is itself an assignment, judged on its own
    "credentials: SITE_URL=https://example.org/x\n",
    "the token: DEPLOY_MODE=blue-green\n",
    # printf's directive is a slot
    'DB_PASSWORD="%s"\n',
    "docker run --env 'API_TOKEN=${TOKEN}' app\n",
    "LOG_TOKEN = 'user-%s-token'\n",
]


@pytest.mark.parametrize("text", KEPT_SINCE)
def test_the_lookalike_read_since_stays(text: str) -> None:
    assert redact(text)[0] == text
