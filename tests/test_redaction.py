"""Secret detection: every supported format is found and redacted; ordinary text is left alone."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from memory_engine.redaction import KINDS, find_secrets, redact

# Samples are assembled from pieces so that no complete credential-looking string sits in the
# source (scanners on the repository would flag it), while the joined value has the real shape.
A36 = "Ab1Cd2Ef3Gh4Ij5Kl6Mn7Op8Qr9St0Uv1Wx2"
H32 = "0f1e2d3c4b5a69788796a5b4c3d2e1f0"
H64 = H32 * 2
B43 = "aB3dE6gH9jK2mN5pQ8sT1vW4yZ7bC0eF3hI6kL9nO2x"

SAMPLES: list[tuple[str, str, str]] = [
    ("aws-access-key-id", "key id " + "AKIA" + "IOSFODNN7EXAMPLE" + " in config", "AKIA"),
    ("aws-secret-access-key", "aws_secret_access_key = " + "wJalrXUtnFEMI/K7MDENG/bPxRfiCY"
     + "EXAMPLEKEY", "wJalr"),
    ("github-token", "token: " + "ghp_" + A36, "ghp_"),
    ("github-token", "GH_TOKEN " + "gho_" + A36 + "xyz", "gho_"),
    ("github-fine-grained-token", "github_pat_" + "11ABCDEFG0123456789abc" + "_" + "x" * 59,
     "github_pat_"),
    ("gitlab-token", "use " + "glpat-" + "xY9zW8vU7tS6rQ5pO4nM", "glpat-"),
    ("slack-token", "xoxb-" + "1234567890-1234567890123-" + "AbCdEfGhIjKlMnOpQrStUvWx", "xoxb-"),
    ("slack-webhook", "https://hooks.slack.com/services/" + "T00000000/B00000000/" + "X" * 24,
     "hooks.slack.com"),
    ("stripe-key", "sk_live_" + "4eC39HqLyjWDarjtT1zdp7dc", "sk_live_"),
    ("stripe-key", "rk_test_" + "4eC39HqLyjWDarjtT1zdp7dc", "rk_test_"),
    ("stripe-webhook-secret", "whsec_" + "MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw", "whsec_"),
    ("anthropic-api-key", "sk-ant-api03-" + "a" * 93 + "AA", "sk-ant-"),
    ("openai-api-key", "OPENAI key " + "sk-proj-" + "Zx9" * 20, "sk-proj-"),
    ("openai-api-key", "sk-" + "A" * 20 + "T3BlbkFJ" + "B" * 20, "T3BlbkFJ"),
    ("google-api-key", "AIza" + "SyD-9tSrke72PouQMnMX-a7eZSW0jkFMBWY", "AIza"),
    ("google-oauth-secret", "GOCSPX-" + "1a2b3c4d5e6f7g8h9i0j1k2l3m4n", "GOCSPX-"),
    ("huggingface-token", "hf_" + "abcdefghijklmnopqrstuvwxyzABCDEFGH", "hf_"),
    ("twilio-api-key", "SK" + H32, "SK0f1e"),
    ("twilio-account-sid", "sid AC" + H32, "AC0f1e"),
    ("sendgrid-api-key", "SG." + "ngeVfQFYQlKU0ufo8x5d1A" + "." + B43, "SG."),
    ("npm-token", "//registry/:_authToken=" + "npm_" + A36, "npm_"),
    ("pypi-token", "password = " + "pypi-AgEIcHlwaS5vcmc" + "CJDQ1ZTY5NjE3LTBiOTAtNDg3" * 3,
     "AgEIcHlw"),
    ("jwt", "Authorization header eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9" + "."
     + "eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4ifQ" + "."
     + "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c", "eyJhbG"),
    ("private-key", "-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA1234567890abcdef\n"
     "-----END RSA PRIVATE KEY-----", "MIIEow"),
    ("private-key", "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUA\n"
     "-----END OPENSSH PRIVATE KEY-----", "b3Blbn"),
    ("password-in-url", "DATABASE_URL is postgres://admin:" + "S3cr3tPassw0rd" + "@db.internal:5432"
     "/app", "S3cr3tPassw0rd"),
    ("env-secret", "DB_PASSWORD=" + "hunter2hunter2", "hunter2hunter2"),
    ("env-secret", "export API_KEY=" + "a8f5f167f44f4964e6c998dee827110c", "a8f5f167"),
    ("bearer-token", "Authorization: Bearer " + "abc123def456ghi789jkl012mno345", "abc123def"),
    ("azure-storage-key", "DefaultEndpointsProtocol=https;AccountName=x;AccountKey="
     + "A" * 43 + "b" * 43 + "==", "AAAA"),
    ("azure-sas-token", "https://x.blob.core.windows.net/c?sv=2020&sig="
     + "abcDEF123456ghiJKL789mnoPQR012stu%3D", "abcDEF123"),
    ("azure-client-secret", "client secret " + "abc8Q~" + "xYz0123456789AbCdEfGhIjKlMnOpQrS",
     "abc8Q~"),
    ("heroku-api-key", "HEROKU_API_KEY: " + "01234567-89ab-cdef-0123-456789abcdef", "01234567-"),
    ("heroku-api-key", "HRKU-" + "A" * 60, "HRKU-"),
    ("discord-bot-token", "MTA" + "xNTQ4ODgzMjI1MjY0MzIzNA" + ".GbXnQz." + "x" * 30, "MTAxNT"),
    ("discord-webhook", "https://discord.com/api/webhooks/" + "123456789012345678/" + "a" * 68,
     "discord.com/api"),
    ("telegram-bot-token", "bot " + "123456789:AA" + "F" * 33, "123456789:AA"),
    ("shopify-token", "shpat_" + H32, "shpat_"),
    ("mailgun-api-key", "key-" + H32, "key-0f1e"),
    ("mailchimp-api-key", H32 + "-us12", "-us12"),
    ("digitalocean-token", "dop_v1_" + H64, "dop_v1_"),
    ("vault-token", "VAULT_ADDR set, token " + "hvs." + "CAESIJ9xOkdZ1abcdefghijklmnop", "hvs."),
    ("terraform-cloud-token", "abcdefghij1234" + ".atlasv1." + "z" * 64, "atlasv1"),
    ("datadog-api-key", "DD_API_KEY=" + H32, "0f1e2d3c"),
    ("linear-api-key", "lin_api_" + "a" * 40, "lin_api_"),
    ("notion-token", "ntn_" + "a1" * 23, "ntn_"),
    ("postman-api-key", "PMAK-" + "a" * 24 + "-" + "b" * 34, "PMAK-"),
    ("doppler-token", "dp.st." + "dev." + "a" * 40, "dp.st"),
    ("age-secret-key", "AGE-SECRET-KEY-1" + "Q" * 58, "AGE-SECRET"),
    ("secret-assignment", 'config = {"password": "' + "correct-horse-battery" + '"}', "correct"),
]


def test_at_least_thirty_formats() -> None:
    covered = {kind for kind, _, _ in SAMPLES}
    assert len(KINDS) >= 30
    assert len(covered) >= 30
    assert covered <= KINDS


@pytest.mark.parametrize(("kind", "text", "fragment"), SAMPLES,
                         ids=[f"{k}-{i}" for i, (k, _, _) in enumerate(SAMPLES)])
def test_each_format_is_found_and_redacted(kind: str, text: str, fragment: str) -> None:
    findings = find_secrets(text)
    assert [f.kind for f in findings] == [kind], findings
    redacted, again = redact(text)
    assert again == findings
    assert f"[REDACTED:{kind}]" in redacted
    assert fragment not in redacted


def test_several_secrets_in_one_text_keep_the_surrounding_words() -> None:
    text = ("Deploy notes: push with " + "ghp_" + A36 + " then call the API with "
            + "sk_live_" + "4eC39HqLyjWDarjtT1zdp7dc" + " and tell Ana.")
    redacted, findings = redact(text)
    assert [f.kind for f in findings] == ["github-token", "stripe-key"]
    assert redacted == ("Deploy notes: push with [REDACTED:github-token] then call the API with "
                        "[REDACTED:stripe-key] and tell Ana.")


def test_password_in_url_keeps_user_and_host() -> None:
    redacted, _ = redact("clone https://deploy:" + "Zq8wLmx2Pq" + "@git.example.org/repo.git")
    assert redacted == "clone https://deploy:[REDACTED:password-in-url]@git.example.org/repo.git"


CLEAN_TEXTS = [
    "Always run `pytest -q` before committing; the CI takes 9 minutes otherwise.",
    "The principal prefers short answers in French, no bullet lists before 9am.",
    "commit 3f2a9c1d8e7b6a5f4e3d2c1b0a9f8e7d6c5b4a39 fixed the race in the lock file",
    "uuid 123e4567-e89b-12d3-a456-426614174000 identifies the session",
    "sha256: e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
    "PASSWORD_MIN_LENGTH=12 and TOKEN_TTL=3600 are read from settings.py",
    "export API_KEY=$API_KEY_FROM_VAULT",
    "SECRET_KEY=changeme-in-production",
    "API_TOKEN=<your token here>",
    "Use the token from `gh auth token`; never paste it into a memory file.",
    "postgres://localhost:5432/app has no password in dev",
    "https://user@example.org/path is fine, and so is http://example.org:8080/x",
    "The bearer token goes in the Authorization header as `Bearer <token>`.",
    "def skip_tests(): return os.environ.get('SKIP') == '1'",
    "ask-ant-related: the sk- prefix alone is not a key; neither is task-api-v2",
    "Keys look like AKIA followed by 16 characters; rotate them every 90 days.",
    "Run `npm_config_cache=/tmp/npm npm ci` in the container.",
    "class GitHubTokenProvider(TokenProvider): ...",
    "La contraseña se guarda en el gestor de secretos, nunca en el repositorio.",
    "Das Passwort steht im Tresor; das Token läuft nach einer Stunde ab.",
]


@pytest.mark.parametrize("text", CLEAN_TEXTS)
def test_ordinary_prose_and_code_are_not_flagged(text: str) -> None:
    assert find_secrets(text) == []


def test_no_false_positives_on_the_library_source() -> None:
    lib = Path(__file__).resolve().parents[1] / "lib" / "memory_engine"
    skip = {"redaction.py", "injection.py"}
    for path in sorted(lib.rglob("*.py")):
        if path.name in skip:
            continue
        assert find_secrets(path.read_text(encoding="utf-8")) == [], path


def test_no_false_positives_on_real_transcripts(shared_dir: Path) -> None:
    # Real session transcripts are full of hashes, ids and code; none of them holds a credential.
    paths = sorted((shared_dir / "claude-code" / "transcripts").glob("*.jsonl"))[:10]
    assert paths
    for path in paths:
        findings = find_secrets(path.read_text(encoding="utf-8", errors="replace"))
        assert findings == [], (path.name, findings[:3])


def test_import_is_cheap() -> None:
    # Compiling every pattern happens at import; it must stay in the low milliseconds.
    code = ("import time; t=time.perf_counter(); import memory_engine.redaction; "
            "print(time.perf_counter()-t)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert float(out.stdout) < 0.25


@pytest.mark.parametrize(("text", "secret"), [
    ("The staging database password is k3Xq9vB2mN8pLw; connect with psql.", "k3Xq9vB2mN8pLw"),
    ("The signing secret for the GitHub app webhook is 9f86d081884c7d659a2feaa0c55ad015.",
     "9f86d081884c7d659a2feaa0c55ad015"),
    ("Password: hunter2abc", "hunter2abc"),
])
def test_secrets_disclosed_in_prose_are_redacted(text: str, secret: str) -> None:
    redacted, findings = redact(text)
    assert secret not in redacted and findings


@pytest.mark.parametrize("text", [
    "the password is required for login", "The token is stored in vault.",
    "a secret to success is 10 hours of sleep", "The secret is 42.", "the token is $TOKEN",
    "Note on password: use 1Password",
])
def test_talk_about_secrets_is_not_redacted(text: str) -> None:
    assert redact(text) == (text, [])


@pytest.mark.parametrize(("text", "secret"), [
    ("Redis on staging requires AUTH; the pw is gizeg8Psh4487Q.", "gizeg8Psh4487Q"),
    ("Le mot de passe de la base de staging est 7j58M1cIaHZcUE, demande à Marco.",
     "7j58M1cIaHZcUE"),
    ("Grafana admin login: user admin, password tBYVhnSg9EH6yO.", "tBYVhnSg9EH6yO"),
    ("La contraseña del admin es Xk29aLq0Pz.", "Xk29aLq0Pz"),
    ("Das Passwort für staging ist Rt5xQ9wLm2.", "Rt5xQ9wLm2"),
])
def test_secrets_in_prose_in_every_language_and_without_a_verb(text: str, secret: str) -> None:
    redacted, findings = redact(text)
    assert secret not in redacted and findings


@pytest.mark.parametrize("text", [
    "password reset flow sends an email", "The password field must be 12 characters.",
    "password hashing uses argon2id.", "pw is short for password",
])
def test_password_talk_without_a_value_is_left_alone(text: str) -> None:
    assert redact(text) == (text, [])
