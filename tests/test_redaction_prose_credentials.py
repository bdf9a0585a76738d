"""A password stated in prose (a credential noun, or a login's `user / password` pair, in the
languages of secret_formats.PASSWORD_NOUNS) and a vendor's key given bare after a label that
names what it is for. Every value is assembled from pieces here, so none is a real one; the
lookalikes beside them (an identifier after a password noun, a fingerprint after a key's name,
a stand-in) must stay."""

from __future__ import annotations

import pytest

from memory_engine.screening.redaction import find_secrets, redact
from memory_engine.screening.secretcheck import might_hold_secret

# Drawn passwords and keys, from pieces.
PW_SYMBOL = "Qv" + "38" + "!k" + "Lm2" + "%Zr" + "9x"
PW_DASH = "Hd" + "71" + "-Wq" + "Pn4" + "*yT" + "e"
PW_CAPS = "bTq" + "XwMz" + "LcV" + "nRe"        # no digit: inner capitals make it drawn
PW_MIXED = "7" + "KpWz" + "QeN" + "31" + "vbr"
HEX32 = "".join(("3e8b", "91c4", "07fa", "d256", "6c1e", "a9b0", "4d73", "f582"))
HEX40 = HEX32 + "".join(("19ae", "c06d"))
B62 = "".join(("Xk29", "fhaL", "pQ01", "mnZZ", "b7Tq", "Rw"))
# three dotted base64url parts, as a signed token is written (its head need not be `eyJ`)
DOTTED = ".".join(("JW2e" + "TzxS" + "wgg4" + "sLYf" + "of_R",
                   "QG-Z" + "ZY5M" + "HeGm" + "DqEW" + "evXd" + "a82U",
                   "F2hH" + "Fbw-" + "C2oy" + "z_i2" + "OTQw"))

FOUND = [
    # a login's `user / password`, what it is for standing between
    (f"The admin login for our Grafana is admin / {PW_DASH}; please keep it.", PW_DASH),
    (f"Staging admin login for the QA checklist: admin / {PW_CAPS}", PW_CAPS),
    (f"Identifiants du routeur : admin / {PW_SYMBOL}", PW_SYMBOL),
    (f"Dane logowania do panelu: root / {PW_MIXED}", PW_MIXED),
    # French guillemets, a space inside them, "du ..." naming the account
    (f"Le mot de passe du compte de service Jenkins est « {PW_SYMBOL} » ; merci.", PW_SYMBOL),
    # Polish "... to X"
    (f"Hasło do konta administratora bazy na produkcji to {PW_SYMBOL}, login: dbadmin.",
     PW_SYMBOL),
    (f"Heslo k serveru to {PW_MIXED}", PW_MIXED),
    # Chinese, no space before the copula, a full-width stop after the value
    (f"staging 数据库的用户名是 app_rw，密码是 {PW_CAPS}。", PW_CAPS),
    # a few words between the noun and a drawn value, with no copula ("its" for "it's")
    (f"remember the redis password on staging its {PW_MIXED}", PW_MIXED),
    # the words after the noun name whose password it is and close with a label's colon
    (f"Пароль адміністратора панелі диспетчерів: {PW_SYMBOL}", PW_SYMBOL),
    (f"Hasło panelu administratora: {PW_MIXED}", PW_MIXED),
    # a vendor's key given bare after a label naming it
    (f"Für das Monitoring: Datadog-API-Key {HEX32}, Application-Key {HEX40}.", HEX32),
    (f"Für das Monitoring: Datadog-API-Key {HEX32}, Application-Key {HEX40}.", HEX40),
    (f"Mailjet secret key: {B62}", B62),
    (f"the Acme access token is {HEX32.upper()}", HEX32.upper()),
    # a credential named in a sentence, its value further on after a colon or a copula:
    # an adjective after the noun and a parenthesis, or a clause, between them
    (f"Token serwisowy do API admina (ważny rok): {DOTTED}", DOTTED),
    (f"Zonder DD_API_KEY stuurt de agent geen metrics; de waarde is {HEX32}.", HEX32),
    (f"The deploy key of the mirror job (rotated in May) = {B62}", B62),
]

LEFT = [
    # an identifier or a rule's name after a password noun
    "password hashing uses PBKDF2WithHmacSHA256 now",
    "the password policy follows NIST-800-63B rules",
    "password reset tokens expire after 24h",
    "the password store is HashiCorpVault2024 since May",
    # a label's colon before a name made of words, not a drawn value
    "Password policy of the team: PasswordMinLength",
    # English "to" says where a password goes, not what it is (Polish "to" is a copula)
    "Move the password to 1Password today.",
    "API token to GitHubActions2 runner",
    # a key's fingerprint or a hash after a key's name that is no credential
    f"the GPG key {HEX40} signs the releases",
    f"Signing key fingerprint {HEX40}",
    f"cache key {HEX32}",
    # stand-ins in a key's slot
    "API key " + "a" * 32,
    "API key " + "0" * 32,
    "Application-Key <your-application-key>",
    # a credential named in a sentence, and further on a value the words call something else
    f"The API key rotation landed in commit: {HEX40}",
    f"The public key of the release bot (ed25519): {B62}",
    f"Token usage per request is logged with the request id: {HEX32}",
    # a name its value follows at once: the assignment rules judge it
    "keyVaultToStoreSecrets: cmp2-qat-1208358310",
    # a login with a template for its password
    "the admin login is admin / ${ADMIN_PASSWORD}",
]


@pytest.mark.parametrize(("text", "secret"), FOUND)
def test_prose_credentials_are_redacted(text: str, secret: str) -> None:
    assert might_hold_secret(text)
    redacted, findings = redact(text)
    assert findings, text
    assert secret not in redacted


@pytest.mark.parametrize("text", LEFT)
def test_lookalikes_stay(text: str) -> None:
    assert find_secrets(text) == [], text


def test_a_razorpay_key_of_digits_passes_the_check() -> None:
    # a body of digits holds no run the pre-check reads as generated; its prefix says so
    text = "rzp_" + "test_" + "0001" + "0001" + "000000"
    assert find_secrets(text)
    assert might_hold_secret(text)


# A short drawn password holding `=` followed by what the generator drew: not an assignment of
# its own (`NAME=value` opens its value as a value does).
PW_EQUALS = "x3" + "i=?" + "6Ms5" + "!Mi9t"


@pytest.mark.parametrize("text", [
    f"Wi-Fi sa honey house sa Tollhurst Barn: SSID CW-Honey, password {PW_EQUALS}",
    f"the guest password is {PW_EQUALS}",
    f"password={PW_EQUALS}",
])
def test_a_drawn_password_holding_an_equals_sign_goes_whole(text: str) -> None:
    out, _ = redact(text)
    assert PW_EQUALS not in out and "?6Ms5" not in out and "x3i" not in out, out


@pytest.mark.parametrize("text", [
    "credentials: AWS_PROFILE=staging",
    "the token: SITE_URL=https://docs.example.org",
])
def test_an_assignment_after_a_secret_word_is_still_judged_on_its_own(text: str) -> None:
    assert redact(text)[0] == text
