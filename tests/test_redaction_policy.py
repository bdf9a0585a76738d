"""The stand-in policy (secret_values.STAND_INS) and the formats met on other scanners' samples:
weak or made-up values in a credential slot go, documented stand-ins stay."""

from __future__ import annotations

import random
import string

import pytest

from memory_engine.screening import secret_values
from memory_engine.screening.redaction import redact
from memory_engine.screening.secret_values import StandIns

# Values are assembled from pieces so that no whole credential-shaped line sits in the source.
HEX40 = "ded7db27a4558eea" + "9bbf0bf36e0e8521618f366c"


# A dictionary word in a password slot (`secret`, `admin`) is a stand-in under the shipped
# policy: gosec's tests keep `password := "secret"` and ripsecrets' `http://public:secret@...`,
# and the policy rule never trades a documented stand-in for recall (benchmarks/
# stand_in_policy.py). bandit's and noseyparker's tests count the same values as secrets.
WEAK_IN_A_SLOT = [
    "postgresql://user:" + "secret" + "@localhost/database",
    "Server=host;User Id=app;Password=" + "secret" + ";Database=d;",
    'conn = psycopg2.connect(host="prod", user="app", password="' + "secret" + '")',
    "Database=shop;Server=localhost;Uid=root;Password=" + "admin" + ";",
    'my $dbh = DBI->connect("dbi:mysql:database=x", "root", "' + "secret" + '");',
    "\tpassword := \"" + "secret" + "\"",
    "\t\tPassword: \"" + "secret" + "\", // low entropy",
    "http://public:" + "secret" + "@example.com/1",
    "2. Ensure the password for user 'postgres' is '" + "admin" + "' or change .env file.",
]


@pytest.mark.parametrize("text", WEAK_IN_A_SLOT)
def test_weak_words_in_a_slot_are_stand_ins_under_the_shipped_policy(text: str) -> None:
    assert redact(text)[0] == text


@pytest.mark.parametrize("text", WEAK_IN_A_SLOT)
def test_weak_words_in_a_slot_go_under_the_loose_policy(text: str,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(secret_values, "STAND_INS",
                        secret_values.STAND_INS._replace(weak_words_redacted=True,
                                                         quoted_word_min=4))
    assert redact(text)[0] != text


@pytest.mark.parametrize(("text", "value"), [
    # typed digits do not make a made-up token a stand-in below the typed limit
    (":password       => '" + "4ian" + "1234',", "4ian1234"),
    ("DATADOG_RUM_TOKEN=pub" + "0123456789abcdef" * 2, "pub0123456789abcdef"),
    # FAKE glued inside a token is not a marker word
    ("aws_id: AKIA" + "HI38FAKE1IWUQEEN", "AKIAHI38FAKE1IWUQEEN"),
    # letters only: generated-looking, or a whole config line
    ("  SERVICE_API_SECRET: YXNkZmZm" + "ZmZm_HARDcoded", "YXNkZmZmZmZm_HARDcoded"),
    ("wget --password=YXNkZmZm" + "ZmZm_HARDcoded https://localhost", "YXNkZmZmZmZm"),
    ("SSHpassword=" + "hardcoded", "hardcoded"),
    ('  - "jdbc:mysql://localhost/db?user=admin&userpass=' + "hardcoded" + '"', "hardcoded"),
])
def test_weak_and_made_up_values_in_a_slot_go(text: str, value: str) -> None:
    assert value not in redact(text)[0].replace("[REDACTED:secret-assignment]", "")


@pytest.mark.parametrize("text", [
    "https://username:password@example.com/api",          # the slot's own name
    "client_secret: secret",                               # the same word as the slot
    "Server=db;Uid=myUsername;Pwd=myPassword;",            # "my password": put yours here
    "DB_PASSWORD=DB_PASSWORD",
    "self.key_password = key_password",                    # a reference to a name
    "aws_secret_access_key = " + "a" * 40,                 # one character repeated
    "SLACK_TOKEN=xoxb-0000000000-0000000000000-" + "x" * 24,
    "aws_access_key_id = AKIAIOSFODNN7" + "EXAMPLE",
    'cloudant_password = "a-fake-tooshort-key"',           # a marker set apart as a word
    '"password": "&lt;YOURPASSWORD&gt;"',                  # escaped template brackets
    "password = 123456789a1234",                           # typed, not generated
    "MessageBird_token: 12345678-ABCD-ABCD-ABCD-1234567890AB",
    "native_token: object", "password: str",                # type annotations
    "self.access_token = auth_info",                        # code
    "this.addPassword = '#add-password';",                  # a selector
    "Token:                  '#000080',   # Blue",          # a colour
    "token: EventLoopToken | None = None",
    "password = asdf",
    # generated-looking values that a name calls a hash, an id or a table
    "integrity: sha512-Vq7rLm2xTa9kK3p0QzW8n1Yb4Hc6Jd9Fe2Gs5Ut7Iv0Ow3Px==",
    "etag: gX69YO4CvBsVjzAwYxdGyDd30t5+9ez31gKATtj4",
    "request_id=gX69YO4CvBsVjzAwYxdGyDd30t5+9ez31gKATtj4",
    'const keyStr = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"',
    "path: /usr/local/lib/python3/site/packages/foo/bar",
    "sha256: e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
    "echo 'password = '.$p['config']['daemon_password'].\"\\n\";",
])
def test_documented_stand_ins_and_code_stay(text: str) -> None:
    assert redact(text)[0] == text


@pytest.mark.parametrize(("text", "value"), [
    ("A3T0" + "ABCDEFGHIJKLMNOP", "A3T0ABCDEFGHIJKLMNOP"),
    ('export AWS_ACCESS_KEY_ID="I08BCX2A' + 'CV45ED1DOC9J"', "I08BCX2ACV45ED1DOC9J"),
    ("aws_key: PA3XsxZ8d8cPQLmnZz" + "FAKEdzC6ND2a8vhbyXU/Dw", "PA3XsxZ8d8cPQLmnZz"),
    ("export AWS_API_KEY='A3T0ABCDEFGHIJKLMNOP''" + HEX40 + "'", HEX40),
    ("secret key:IwJz1SHMccAKUK" + "uskdVoHFfkre73BTyF80nRmcWc", "IwJz1SHMccAKUK"),
    ("    Ldap password               ----   H7IKC" + "85R#@4$", "H7IKC85R#@4$"),
    ("squareapp token - 'YJsq0ige-a9khwVJ" + "OSwlzBvX0wp4j8t90s2d'", "YJsq0ige"),
    ("buildConfigField 'String' , 'API_KEY' , '\"951bc382db9cfee2" + "9c68634761dd6e19\"'",
     "951bc382db9cfee29c68634761dd6e19"),
    ("config.redis.auth = 'secretT0" + "ken456'", "secretT0ken456"),
    ('REDIS_AUTH: "aB3cD4eF5gH6' + 'iJ7kL8"', "aB3cD4eF5gH6iJ7kL8"),
    ('"TEST_AZURE_STORAGE_ACCOUNT_KEY": "/dibjbwrou+tGcn7jfrrLXRXONqGOuVN2VwMy1qRvWtXTdNnR6zq'
     + 'zHo6HcnPb52/3DsQwmM/1VVr+AStZUyYCA=="', "tGcn7jfrrLXRXONq"),
    ("  NUMERIC_APIKEY: 19254831688130" + "50783076", "1925483168813050783076"),
    ("org+builder:1C2F9D0BB1E67E9F6B3B5B9A" + "2A3D4E5F6A7B8C9D0E1F2A3B4C5D6E7F8A9B0C1",
     "1C2F9D0BB1E67E9F6B3B5B9A"),
    ("//npm.example/:_authToken=eyFake1.eyJ" + "Fake2.Fake3.hardcoded", "Fake3.hardcoded"),
    ("the test account logs in with password" + "123", "password123"),
    ("letmein" + "42", "letmein42"),
    ("p@ssw0rd" + "99", "p@ssw0rd99"),
    # a generated value under any name: base64 alphabet, both cases and digits, high entropy
    ("mimi=gX69YO4CvBsVjzAw" + "YxdGyDd30t5+9ez31gKATtj4", "gX69YO4CvBsVjzAw"),
    # the account a password is for, quoted inside the sentence
    ("2. Ensure the password for user 'postgres' is '" + "Adm1nPw" + "' or change .env file.",
     "'Adm1nPw'"),
])
def test_formats_and_structures_met_on_other_scanners_samples(text: str, value: str) -> None:
    out, findings = redact(text)
    assert findings and value not in out


def test_the_strict_policy_keeps_bare_words_as_stand_ins(monkeypatch: pytest.MonkeyPatch) -> None:
    # The switches are read at call time: benchmarks/stand_in_policy.py compares them this way.
    strict = StandIns(weak_words_redacted=False, typed_limit=0.5, markers_as_words=False,
                      bare_letters="off", quoted_word_min=6)
    text = "SSHpassword=" + "hardcoded"
    assert redact(text)[0] != text
    monkeypatch.setattr(secret_values, "STAND_INS", strict)
    assert redact(text)[0] == text


PW = "Xk9mP2q" + "Lw7"


@pytest.mark.parametrize("text", [
    f"<password>{PW}</password>",
    f'<add key="ApiKey" value="{PW}" />',
    f'<property name="db.password" value="{PW}"/>',
    f'os.environ["API_KEY"] = "{PW}"',
    f"app.config['SECRET_KEY'] = '{PW}'",
    f'storePassword "{PW}"',
    f'login("admin", "{PW}")',
    f'new PasswordAuthentication("user", "{PW}".toCharArray())',
    f'requests.get(url, auth=("user", "{PW}"))',
    f"htpasswd -b .htpasswd deploy {PW}",
    f'echo "{PW}" | docker login --username bot --password-stdin',
    "ENV API_KEY=" + "trustmeplease",
    "  -e POSTGRES_PASSWORD=" + "trustmeplease",
    'props.put("password", "' + "hunter2" + '");',
])
def test_settings_calls_and_commands_that_carry_a_password(text: str) -> None:
    out, findings = redact(text)
    assert findings and PW not in out and "trustmeplease" not in out
    assert '"hunter2"' not in out


@pytest.mark.parametrize("text", [
    "private_key: Ed25519PrivateKey | Ed448PrivateKey",
    'props.put("token", "expired");',
    "login(user, password)",
    'echo "$REGISTRY_PASSWORD" | docker login --password-stdin',
])
def test_types_variables_and_messages_beside_those_stay(text: str) -> None:
    assert redact(text)[0] == text


def _body(n: int, chars: str, seed: int) -> str:
    rng = random.Random(f"{seed}-{n}")
    return "".join(rng.choice(chars) for _ in range(n))


def _uuid(seed: int) -> str:
    return "-".join(_body(n, _HEX, seed + i) for i, n in enumerate((8, 4, 4, 4, 12)))


_AN = string.ascii_letters + string.digits
_HEX = "0123456789abcdef"
_UP = string.ascii_uppercase + string.digits

VENDORS: list[tuple[str, str]] = [
    ("alibaba-access-key-id", "LTAI" + _body(20, _AN, 1)),
    ("google-oauth-token", "ya29." + _body(60, _AN + "_-", 2)),
    ("huggingface-token", "api_org_" + _body(34, _AN, 3)),
    ("rubygems-token", "rubygems_" + _body(48, _HEX, 4)),
    ("nuget-api-key", "oy2" + _body(43, string.ascii_lowercase + string.digits, 5)),
    ("newrelic-api-key", "NRAK-" + _body(27, _UP, 6)),
    ("dynatrace-token", "dt0c01." + _body(24, _UP, 7) + "." + _body(64, _UP, 8)),
    ("planetscale-token", "pscale_tkn_" + _body(43, _AN, 9)),
    ("shippo-token", "shippo_live_" + _body(40, _HEX, 10)),
    ("contentful-token", "CFPAT-" + _body(43, _AN, 13)),
    ("brevo-api-key", "xkeysib-" + _body(64, _HEX, 14) + "-" + _body(16, _AN, 15)),
    ("langsmith-api-key", "lsv2_pt_" + _body(32, _HEX, 16) + "_" + _body(10, _HEX, 17)),
    ("openrouter-api-key", "sk-or-v1-" + _body(64, _HEX, 18)),
    ("tavily-api-key", "tvly-" + _body(32, _AN, 19)),
    ("resend-api-key", "re_" + _body(8, _AN, 20) + "_" + _body(24, _AN, 21)),
    ("braintree-token", "access_token$production$" + _body(16, string.ascii_lowercase
                                                           + string.digits, 22)
     + "$" + _body(32, _HEX, 23)),
    ("bitbucket-app-password", "ATBB" + _body(32, _AN, 24)),
    ("hubspot-token", "pat-na1-" + _uuid(30)),
    ("adobe-client-secret", "p8e-" + _body(32, _AN, 33)),
    ("maxmind-license-key", _body(6, _AN, 34) + "_" + _body(29, _AN, 35) + "_mmk"),
    ("octopus-deploy-api-key", "API-" + _body(26, _UP, 36)),
    ("settlemint-token", "sm_pat_" + _body(16, _AN, 37)),
    ("sonarqube-token", "squ_" + _body(40, _HEX, 38)),
    ("grafana-api-key", "eyJrIjoi" + _body(80, _AN, 39)),
    ("doppler-token", "dp.pt." + _body(43, _AN, 40)),
    ("teams-webhook", "https://acme.webhook.office.com/webhookb2/" + _uuid(41) + "@" + _uuid(51)
     + "/IncomingWebhook/" + _body(32, _HEX, 42) + "/" + _uuid(61)),
]


@pytest.mark.parametrize(("kind", "token"), VENDORS, ids=[k for k, _ in VENDORS])
def test_vendor_token_shapes(kind: str, token: str) -> None:
    out, findings = redact(f"deploy with {token} today")
    assert [f.kind for f in findings] == [kind]
    assert token not in out and out.startswith("deploy with [REDACTED:")


# A template's slot in braces holds a name (`{password}`, `{{ .Values.pw }}`) or an index
# (`{0}`); braces filled in hold the value itself (a leading digit, a run of four digits), as
# .git-credentials files written from a `https://{user}:{password}@host` recipe do.
FILLED = "hk" + "w2013" + "0030312"


@pytest.mark.parametrize("text", [
    "https://{someone}:{" + FILLED + "}@github.com",
    "https://{someone}:{" + "9f3a" + "c1d2e0b7}@github.com",
])
def test_filled_braces_in_a_credential_slot_go(text: str) -> None:
    out, findings = redact(text)
    assert findings and FILLED not in out and "9f3ac1d2e0b7" not in out


@pytest.mark.parametrize("text", [
    "https://{user}:{password}@github.com",
    "https://{user}:{token_2}@github.com",
    'password: "{0}"',
    "password: {{ .Values.db.password }}",
])
def test_braces_holding_a_name_stay(text: str) -> None:
    assert redact(text)[0] == text


ECHOED = [
    "DATABASE_URL=postgresql://" + "appuser" + ":" + "appuser" + "@localhost:5432/app",
    "localhost:5432:app_dev:" + "appuser" + ":" + "appuser",
    '    "user": "' + "appuser" + '",\n    "pass": "' + "appuser" + '",',
    "stringData:\n  DB_USER: " + "appuser" + "\n  DB_PASSWORD: " + "appuser",
    '<user username="' + "appuser" + '" password="' + "appuser" + '" roles="x"/>',
]


def _policy(monkeypatch: pytest.MonkeyPatch, **switches: bool) -> None:
    monkeypatch.setattr(secret_values, "STAND_INS", secret_values.STAND_INS._replace(**switches))


def test_the_echo_switch_leaves_other_passwords_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    _policy(monkeypatch, echoed_user_stand_in=True)
    text = "stringData:\n  DB_USER: appuser\n  DB_PASSWORD: " + PW
    assert PW not in redact(text)[0]
    # a repeated value with a digit in it was chosen, not shipped as a default
    text = "postgresql://" + "kq7" + "Vwz:" + "kq7" + "Vwz@127.0.0.1:5432/db"
    assert "kq7Vwz@" not in redact(text)[0]
    # the user's name inside a longer value is not an echo of it
    text = '"user": "app",\n"password": "' + "app" + "Xk9mP2" + '"'
    assert "appXk9mP2" not in redact(text)[0]


TYPED_DIGITS = [
    "storePassword=" + "123456" + "\nkeyAlias=key0",
    "localhost:5432:booking:postgres:" + "1234",
    '  "password": "' + "123123123" + '",',
    "ENV MYSQL_ROOT_PASSWORD=" + "123456",
]


# (text, switch, the switch's setting that leaves the text alone)
SWITCHED = [*((text, "echoed_user_stand_in", True) for text in ECHOED),
            *((text, "typed_digits_redacted", False) for text in TYPED_DIGITS)]


@pytest.mark.parametrize(("text", "switch", "stays"), SWITCHED)
def test_a_switch_decides_its_class(text: str, switch: str, stays: bool,
                                    monkeypatch: pytest.MonkeyPatch) -> None:
    _policy(monkeypatch, **{switch: stays})
    assert redact(text)[0] == text
    _policy(monkeypatch, **{switch: not stays})
    out = redact(text)[0]
    assert out != text and "appuser:appuser" not in out


def test_one_digit_repeated_stays_under_either_digits_switch(
        monkeypatch: pytest.MonkeyPatch) -> None:
    text = "DB_PASSWORD=" + "0000"
    for on in (False, True):
        _policy(monkeypatch, typed_digits_redacted=on)
        assert redact(text)[0] == text
