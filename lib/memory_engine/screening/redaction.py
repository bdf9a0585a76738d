"""Find and redact secrets before any text reaches the disk.

Every pattern is anchored on something a real credential carries: a vendor prefix (`ghp_`,
`xoxb-`, `sk_live_`, `AKIA`...), a fixed structure (JWT's base64 parts, PEM armour, a URL's
`user:password@`), an assignment to a name that says "secret" (`DB_PASSWORD=...`,
`spring.datasource.password=`, `"apiKey": "..."`), or a command-line flag that takes a password
(`mysql -p...`, `curl -u user:pass`, `--password ...`). Bare high-entropy strings with no such
anchor are deliberately not flagged: in code and prose they are mostly hashes, UUIDs and ids, and
a redactor that eats commit hashes gets switched off.

A match is then checked for being a stand-in rather than a credential (`AKIAIOSFODNN7EXAMPLE`,
`ghp_xxxx...`, `${TOKEN}`, `<your-key>`, `password=changeme`, `1234567890abcdef`): documentation
and config templates are full of them, and redacting them only hides useful text.

The patterns compile once at import (stdlib `re` only), which costs a few milliseconds; hooks that
only sometimes need this module ask `secretcheck.might_hold_secret` first.

`find_secrets` returns non-overlapping findings sorted by position. Where two patterns match
overlapping text, the more specific one (listed first) names the finding and the span grows to
cover both, so a value is never left half-redacted.
"""

from __future__ import annotations

import base64
import binascii
import re
from collections.abc import Callable
from typing import NamedTuple


class SecretFinding(NamedTuple):
    kind: str
    start: int
    end: int


# Decides whether a match is a secret: returns the kind to report, or None to drop the match.
Check = Callable[[str, "re.Match[str]", int, int, str], "str | None"]

# Word boundary that also treats '-' and '_' as part of a token, so `xghp_...` or `my_AKIA...`
# inside a longer identifier do not match half-way through.
_B = r"(?<![A-Za-z0-9_\-])"
_E = r"(?![A-Za-z0-9_\-])"

# A value after `=`, `:`, `-p`...: quoted (any quote style, or an escaped quote inside JSON text)
# or bare up to a character that ends a value in a config line, a URL query or a connection string.
_VALUE = (r"(?:\\?\"(?P<sd>[^\"\\\n]{1,300})\\?\"|'(?P<ss>[^'\n]{1,300})'|`(?P<sb>[^`\n]{1,300})`"
          r"|(?P<s>[^\s\"'`;,&<>()\[\]{}|\\]{1,300}))")

# Names that say "this is a secret". A name must end with one of them (`db_password`,
# `dbPassword`, `spring.datasource.password`, `x-api-key`), so `password_min_length`,
# `token_url` or `secret_name` are not secrets. `key` alone is not enough (`sort_key`,
# `public_key`); it needs a word saying which key.
_NAME_WORD = (r"(?:pass(?:word|wd|phrase|code)?|pwd|pw|secret|token|credentials?|"
              r"(?:api|access|secret|private|signing|encryption|master|license|account|app|auth|"
              r"client|service|admin|write)[_.\-]?key(?:[_.\-]?base)?)")
_PASS_WORDS = ("pass", "pwd", "pw")

# A part of a name that makes it not a credential even though it ends with a secret word.
_NOT_SECRET_PARTS = frozenset((
    "public", "publishable", "pub", "page", "next", "continuation", "cursor", "csrf", "xsrf",
    "max", "min", "num", "count", "total", "prompt", "completion", "input", "output", "cache",
    "hash", "hashed", "example", "sample", "dummy", "fake", "placeholder", "your"))

_SPECS: list[tuple[str, str, str]] = [
    # (kind, pattern, check name). The whole match is redacted unless the pattern has a group
    # named `s...`: then only that part is (keeps `password=` or the URL's user visible).
    ("private-key", r"\"private_key\"\s*:\s*\"(?P<s>-----BEGIN[^\"]*)\"", "key"),
    ("private-key", r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----"
                    r"[\s\S]{0,16000}?-----END (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----", "key"),
    ("private-key", r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----[\s\S]{20,}", "key"),
    ("aws-access-key-id", _B + r"(?:AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AROA|AIPA|ANPA|ANVA|APKA)"
                          r"[A-Z2-7]{16}" + _E, "token"),
    ("aws-secret-access-key", r"(?i:aws_?secret_?(?:access_?)?key(?:_id)?)[\"']?\s*[:=]\s*[\"']?"
                              r"(?P<s>[A-Za-z0-9/+=]{40})" + _E, "token"),
    ("aws-bedrock-key", _B + r"ABSKQmVkcm9ja0FQSUtleS[A-Za-z0-9+/]{20,}={0,2}", "token"),
    ("aws-bedrock-key", _B + r"bedrock-api-key-YmVkcm9jay5hbWF6b25hd3MuY29t[A-Za-z0-9+/=%&_\-]*",
     "token"),
    # Stateless installation tokens: `ghs_<app id>_<JWT>`, two dots, hundreds of characters.
    ("github-token", _B + r"ghs_[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]{8,}",
     "token"),
    ("github-token", _B + r"gh[pousr]_[A-Za-z0-9]{36,255}" + _E, "token"),
    ("github-fine-grained-token", _B + r"github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}" + _E, "token"),
    ("gitlab-token", _B + r"gl(?:pat|dt|ptt|rt|cbt|soat|ffct|ft|imt|agent|oas)-[A-Za-z0-9_\-]{20,}"
                     r"(?:\.[0-9a-z]{9})?" + _E, "token"),
    ("gitlab-token", _B + r"GR1348941[A-Za-z0-9_\-]{20,}" + _E, "token"),
    ("slack-token", _B + r"xoxe\.xox[bp]-[0-9]-[A-Za-z0-9]{20,}" + _E, "token"),
    ("slack-token", _B + r"xoxe-[0-9]-[A-Za-z0-9]{20,}" + _E, "token"),
    ("slack-token", _B + r"xox[abposr]-(?:[0-9]+-)+[A-Za-z0-9\-]{10,}" + _E, "token"),
    ("slack-app-token", _B + r"xapp-[0-9]-[A-Z0-9]+-[0-9]+-[a-f0-9]{20,}" + _E, "token"),
    ("slack-webhook", r"https?:/{1,2}hooks\.slack\.com/(?:services|workflows)/[A-Za-z0-9/_\-]{20,}",
     "token"),
    ("stripe-key", _B + r"(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}" + _E, "token"),
    ("stripe-webhook-secret", _B + r"whsec_[A-Za-z0-9]{24,}" + _E, "token"),
    ("anthropic-api-key", _B + r"sk-ant-(?:api|admin)[0-9]{2}-[A-Za-z0-9_\-]{80,}" + _E, "token"),
    ("openai-api-key", _B + r"sk-(?:proj|svcacct|admin)-[A-Za-z0-9_\-]{20,}" + _E, "token"),
    ("openai-api-key", _B + r"sk-[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20}" + _E, "token"),
    ("openai-api-key", _B + r"sk-[A-Za-z0-9]{48}" + _E, "token"),
    ("groq-api-key", _B + r"gsk_[A-Za-z0-9]{48,}" + _E, "token"),
    ("xai-api-key", _B + r"xai-[A-Za-z0-9]{70,}" + _E, "token"),
    ("perplexity-api-key", _B + r"pplx-[A-Za-z0-9]{40,}" + _E, "token"),
    ("google-api-key", _B + r"AIza[0-9A-Za-z_\-]{35}" + _E, "token"),
    ("google-oauth-secret", _B + r"GOCSPX-[A-Za-z0-9_\-]{28}" + _E, "token"),
    ("google-service-account-key",
     r"\"private_key_id\"\s*:\s*\"(?P<s>[a-f0-9]{40})\"", "token"),
    ("huggingface-token", _B + r"hf_[A-Za-z0-9]{34,}" + _E, "token"),
    ("twilio-api-key", _B + r"SK[0-9a-f]{32}" + _E, "token"),
    # An auth token is 32 hex digits with no prefix; next to an account SID it is the pair's
    # other half, however the line names it.
    ("twilio-auth-token", r"AC[0-9a-f]{32}" + _E + r"[\s\S]{1,200}?" + _B
                          + r"(?P<s>[0-9a-f]{32})" + _E, "hex"),
    ("twilio-account-sid", _B + r"AC[0-9a-f]{32}" + _E, "token"),
    ("sendgrid-api-key", _B + r"SG\.[A-Za-z0-9_\-]{22}\.[A-Za-z0-9_\-]{43}" + _E, "token"),
    ("npm-token", _B + r"npm_[A-Za-z0-9]{36}" + _E, "token"),
    ("pypi-token", _B + r"pypi-AgE(?:IcHlwaS5vcmc|NdGVzdC5weXBpLm9yZw)[A-Za-z0-9_\-]{50,}" + _E,
     "token"),
    ("onepassword-token", _B + r"ops_eyJ[A-Za-z0-9+/=_\-]{100,}", "token"),
    ("onepassword-token", _B + r"A3-[A-Z0-9]{6}-(?:[A-Z0-9]{11}|[A-Z0-9]{6}-[A-Z0-9]{5})"
                          r"(?:-[A-Z0-9]{5}){3}" + _E, "token"),
    ("jwt", _B + r"eyJ[A-Za-z0-9_\-]{8,}\.eyJ[A-Za-z0-9_\-]{8,}(?:\.[A-Za-z0-9_\-]*)?", "token"),
    ("azure-storage-key", r"(?i:AccountKey)=(?P<s>[A-Za-z0-9+/]{86}==)", "token"),
    ("azure-sas-token", r"[?&]sig=(?P<s>[A-Za-z0-9%+/]{30,}(?:%3D|=){0,2})", "token"),
    ("azure-client-secret", _B + r"[A-Za-z0-9_~.]{3}\dQ~[A-Za-z0-9_~.\-]{31,34}" + _E, "token"),
    ("heroku-api-key", r"(?i:heroku[a-z_\-]*(?:key|token))[\"']?\s*[:=]\s*[\"']?"
                       r"(?P<s>[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})",
     "token"),
    ("heroku-api-key", _B + r"HRKU-[A-Za-z0-9_\-]{60}" + _E, "token"),
    ("discord-bot-token", _B + r"[MNO][A-Za-z0-9_\-]{23,25}\.[A-Za-z0-9_\-]{6}\."
                          r"[A-Za-z0-9_\-]{27,38}" + _E, "token"),
    ("discord-webhook", r"https:/{1,2}(?:ptb\.|canary\.)?discord(?:app)?\.com/api/webhooks/"
                        r"[0-9]{17,20}/[A-Za-z0-9_\-]{60,}", "token"),
    ("telegram-bot-token", _B + r"[0-9]{8,10}:AA[A-Za-z0-9_\-]{33}" + _E, "token"),
    ("shopify-token", _B + r"shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}" + _E, "token"),
    ("mailgun-api-key", _B + r"key-[0-9a-f]{32}" + _E, "token"),
    ("mailchimp-api-key", _B + r"[0-9a-f]{32}-us[0-9]{1,2}" + _E, "token"),
    ("digitalocean-token", _B + r"do[opr]_v1_[a-f0-9]{64}" + _E, "token"),
    ("vault-token", _B + r"hv[sbr]\.[A-Za-z0-9_\-]{24,}" + _E, "token"),
    ("vault-token", r"(?<![\w.\-])[sb]\.[A-Za-z0-9]{24}(?![\w.\-])", "mixed"),
    ("terraform-cloud-token", _B + r"[A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9_\-=]{60,}" + _E, "token"),
    ("datadog-api-key", r"(?i:(?:datadog|dd)_?(?:api|app(?:lication)?)_?key)[\"']?\s*[:=]\s*[\"']?"
                        r"(?P<s>[a-f0-9]{32,40})" + _E, "token"),
    ("linear-api-key", _B + r"lin_api_[A-Za-z0-9]{40}" + _E, "token"),
    ("notion-token", _B + r"(?:secret_[A-Za-z0-9]{43}|ntn_[A-Za-z0-9]{46})" + _E, "token"),
    ("atlassian-token", _B + r"ATATT3[A-Za-z0-9_\-=]{180,}" + _E, "token"),
    ("postman-api-key", _B + r"PMAK-[a-f0-9]{24}-[a-f0-9]{34}" + _E, "token"),
    ("doppler-token", _B + r"dp\.(?:st|ct|sa|scim|audit)\.(?:[a-z0-9_\-]{1,24}\.)?"
                      r"[A-Za-z0-9]{40,}" + _E, "token"),
    ("pulumi-token", _B + r"pul-[a-f0-9]{40}" + _E, "token"),
    ("square-token", _B + r"(?:EAAA|sq0atp-)[A-Za-z0-9_\-]{22,100}" + _E, "token"),
    ("square-token", _B + r"sq0csp-[A-Za-z0-9_\-]{43}" + _E, "token"),
    ("facebook-token", _B + r"EAA[A-Z][A-Za-z0-9]{80,}" + _E, "token"),
    # App access token: the app id, a pipe, the app secret's 27-character hash.
    ("facebook-token", r"(?<![0-9])[0-9]{15,16}\|[A-Za-z0-9_\-]{27}" + _E, "token"),
    ("age-secret-key", _B + r"AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}" + _E,
     "token"),
    ("sentry-token", _B + r"sntry[su]_[A-Za-z0-9+/=_\-]{40,}", "token"),
    # A DSN's key sits in the URL's user part: https://<key>@o123.ingest.sentry.io/456
    ("sentry-token", r"https?:/{1,2}(?P<s>[a-f0-9]{32}(?::[a-f0-9]{32})?)@[A-Za-z0-9.\-]*sentry",
     "token"),
    ("grafana-token", _B + r"glc_[A-Za-z0-9+/]{32,}={0,2}", "token"),
    ("grafana-token", _B + r"glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}" + _E, "token"),
    ("sourcegraph-token", _B + r"sgp_(?:[a-fA-F0-9]{16}_|local_)?[a-fA-F0-9]{40}" + _E, "token"),
    ("sourcegraph-token", r"(?i:sourcegraph[\w.\-]*)[\"']?\s*[:=]\s*[\"']?"
                          r"(?P<s>[a-fA-F0-9]{40})" + _E, "token"),
    # The body is 146 hex digits; a copy cut short by a truncation is still most of the key.
    ("cloudflare-origin-ca-key", _B + r"v1\.0-[a-f0-9]{24}-[a-f0-9]{40,146}" + _E, "token"),
    ("intra42-secret", _B + r"s-s4t2(?:ud|af)-[a-f0-9]{64}" + _E, "token"),
    ("clickhouse-secret", _B + r"4b1d[A-Za-z0-9]{38}" + _E, "token"),
    ("clojars-token", _B + r"CLOJARS_[a-z0-9]{60}" + _E, "token"),
    ("databricks-token", _B + r"dapi[a-f0-9]{32}(?:-[0-9])?" + _E, "token"),
    ("docker-hub-token", _B + r"dckr_pat_[A-Za-z0-9_\-]{27,}" + _E, "token"),
    ("supabase-token", _B + r"sbp_[a-f0-9]{40}" + _E, "token"),
    ("replicate-token", _B + r"r8_[A-Za-z0-9]{37}" + _E, "token"),
    ("prefect-token", _B + r"pnu_[A-Za-z0-9]{36}" + _E, "token"),
    ("readme-token", _B + r"rdme_[a-z0-9]{70}" + _E, "token"),
    ("flyio-token", _B + r"fo1_[A-Za-z0-9_\-]{43}" + _E, "token"),
    ("artifactory-token", _B + r"(?:AKCp[A-Za-z0-9]{69}|cmVmdGtu[A-Za-z0-9]{56})" + _E, "token"),
    ("openshift-token", _B + r"sha256~[A-Za-z0-9_\-]{43}" + _E, "token"),
    # ~/.docker/config.json: "auth" holds base64 of "user:password".
    ("docker-auth", r"\"auth\"\s*:\s*\"(?P<s>[A-Za-z0-9+/]{6,}={0,2})\"", "userpass"),
    # One slash after the scheme too: path normalisation turns `http://` into `http:/`.
    ("password-in-url", r"[a-zA-Z][a-zA-Z0-9+.\-]{1,20}:/{1,2}[^\s:/@\"'<>]{0,64}:"
                        r"(?P<s>[^\s@/\"'<>]{3,128})@[A-Za-z0-9.\-\[\]]+", "human"),
    ("password-in-command", r"\bcurl\b(?:[^\n\\]|\\[\s\S])*?[ \t](?:-u[ \t]*|--user[ \t=]+)"
                            r"[\"']?[^\s:\"']*:" + _VALUE, "userinfo"),
    ("password-in-command", r"\b(?:(?:mysql|mysqldump|mysqladmin|mysqlimport|mysqlsh|"
                            r"mariadb(?:-dump|-admin)?)\b[^\n|;&]*?[ \t]-p|"
                            r"(?:sshpass|docker[ \t]+login)\b[^\n|;&]*?[ \t]-p[ \t]*|"
                            r"mongo(?:sh|dump|restore|import|export)?\b[^\n|;&]*?[ \t]-p[ \t]+|"
                            r"redis-cli\b[^\n|;&]*?[ \t]-a[ \t]+|"
                            r"sqlcmd\b[^\n|;&]*?[ \t]-P[ \t]*|"
                            r"-pass(?:in|out)?[ \t]+pass:)" + _VALUE, "flag"),
    ("password-in-command", r"(?<![\w\-])--(?:[A-Za-z0-9]+-)*(?i:password|passwd|pass|token|"
                            r"secret|api-?key|access-key|secret-key|client-secret)(?:=|[ \t]+)"
                            + _VALUE, "flag"),
    ("bearer-token", r"(?i:\bauthorization\s*[:=]\s*[\"']?(?:bearer|token)\s+)"
                     r"(?P<s>[A-Za-z0-9._~+/=\-]{16,})", "token"),
    ("bearer-token", r"(?i:\bauthorization\s*[:=]\s*[\"']?basic\s+)"
                     r"(?P<s>[A-Za-z0-9+/]{6,}={0,2})" + _E, "userpass"),
    # A header with no scheme word carries the raw key.
    ("bearer-token", r"(?i:\bauthorization\s*[:=]\s*[\"']?)"
                     r"(?P<s>(?=[A-Za-z0-9._~+/=\-]*[0-9])[A-Za-z0-9._~+/=\-]{16,})", "token"),
    ("bearer-token", r"(?i:\bbearer\s+)(?P<s>(?=[A-Za-z0-9._~+/=\-]*[0-9])"
                     r"(?=[A-Za-z0-9._~+/=\-]*[A-Za-z])[A-Za-z0-9._~+/=\-]{24,})", "token"),
    # Assignments in .env, shell, properties, YAML, JSON, TOML, INI and code, and parameters in
    # connection strings and URLs (`;Password=...;`, `?password=...&`): a name ending in a secret
    # word, an assignment operator of any of those languages, a value.
    ("secret-assignment", r"(?P<w>(?i:" + _NAME_WORD + r"))\d*(?![A-Za-z0-9_.\-])\\?[\"']?"
                          r"(?:[ \t]+(?:string|str|String))?"
                          r"[ \t]*(?::[ \t]*[A-Za-z_][\w.\[\], |]*?[ \t]*=(?!=)|=>|:{1,3}=|"
                          r"[?.+]?=(?![=~])|:(?!:))[ \t]*" + _VALUE, "assign"),
    # YAML whose secret sits on an indented child line (`password:` / `  secure: <value>`).
    ("secret-assignment", r"(?m:^(?P<ind>[ \t]*)[\w.\-]*?(?i:" + _NAME_WORD + r")[\"']?[ \t]*:"
                          r"[ \t]*\n(?P=ind)[ \t]+[A-Za-z_][\w.\-]*[ \t]*:(?!:)[ \t]*[\"']?)"
                          r"(?P<s>[^\s\"'#]{8,})", "nested"),
    # The same with the lines joined, as a quote of it reads once whitespace is collapsed
    # (`password: secure: <value>`).
    ("secret-assignment", r"(?<![\w.\-])[\w.\-]*?(?i:" + _NAME_WORD + r")[ \t]*:[ \t]+"
                          r"[A-Za-z_][\w.\-]*[ \t]*:(?!:)[ \t]+(?P<s>[^\s\"'#]{8,})(?!\S)",
     "nested"),
    ("secret-assignment", r"<(?P<tag>[A-Za-z][\w.\-]*?(?i:" + _NAME_WORD + r"))>\s*"
                          r"(?P<s>[^<\s]{6,})\s*</(?P=tag)>", "human"),
    # Prose disclosures, in the five languages memory is written in: "the staging password is
    # k3Xq...", "the pw is ...", "le mot de passe ... est ...", "password tBYV..." . The value must
    # be one bare word holding letters and digits (so "the password is required" or "the token
    # is stored in vault" are left alone); with no verb between them, the value must also look
    # random (mixed case and digits, 10+ characters).
    ("secret-in-prose", r"(?i:\b(?:password|passphrase|passwd|pwd|pw|passcode|secret|token|"
                        r"api[ _-]?key|access[ _-]?key|credentials?|mot\s+de\s+passe|"
                        r"contrase[ñn]a|passwort|kennwort|parola\s+d'ordine)"
                        r"(?:\s+(?:for|of|to|de|du|des|della|del|dela|f[üu]r|von)\s+"
                        r"[^\n.;:]{1,60}?)?"
                        r"(?:\s+(?:is|was|est|es|è|e|ist|lautet|vaut)|\s*[=:])\s+[`\"']?)"
                        r"(?P<s>(?!\$|<|\{\{|\[REDACTED)(?=[^\s`\"',;]*\d)"
                        r"(?=[^\s`\"',;]*[A-Za-z])[^\s`\"',;]{8,}?)(?=[`\"'.,;]?(?:\s|$))",
     "prose"),
    ("secret-in-prose", r"(?i:\b(?:password|passwd|pwd|pw|passcode|mot\s+de\s+passe|"
                        r"contrase[ñn]a|passwort|kennwort)\s+[`\"']?)"
                        r"(?P<s>(?=[^\s`\"',;]*\d)(?=[^\s`\"',;]*[a-z])(?=[^\s`\"',;]*[A-Z])"
                        r"[^\s`\"',;]{10,}?)(?=[`\"'.,;]?(?:\s|$))", "prose"),
    # A quoted value after "password is" may be several words ("the password is 'two words'").
    ("secret-in-prose", r"(?i:\b(?:password|passphrase|passwd|pwd|passcode|secret|mot\s+de\s+passe|"
                        r"contrase[ñn]a|passwort|kennwort)(?:\s+(?:for|of|to|de|f[üu]r)\s+"
                        r"[^\n.;:\"'`]{1,60}?)?(?:\s+(?:is|was|est|es|ist|lautet)|\s*[=:]))\s*"
                        r"[\"'`“‘«](?P<s>[^\"'`\n”’»]{2,100}?)[\"'`”’»]", "phrase"),
    # A passphrase or seed phrase written out as plain words, to the end of the line or sentence.
    ("secret-in-prose", r"(?i:\b(?:pass\s?phrase|seed\s+phrase|recovery\s+phrase|mnemonic)"
                        r"(?:\s+(?:is|was)|\s*[=:]))[ \t]+"
                        r"(?P<s>[a-z]+(?:[ \t]+[a-z]+){2,23})(?=[ \t]*(?:[.,;]|$))", "phrase"),
]

# Kinds a check may report besides the one listed with the pattern.
_EXTRA_KINDS = frozenset({"env-secret"})

KINDS: frozenset[str] = frozenset(kind for kind, _, _ in _SPECS) | _EXTRA_KINDS


# -- telling stand-ins from credentials -------------------------------------------------------
# Placeholders documentation and templates use instead of a real value. Short markers are only
# looked for in short values: a long base64 token contains "xxxx" or "fake" by chance.
_MARKERS_ANY = ("example", "placeholder", "redacted", "changeme", "change_me", "change-me",
                "helloworld", "hello_world", "hello-world")
_MARKERS_SHORT = ("xxxx", "****", "####", "dummy", "fake", "sample", "your",
                  "insert", "replace", "todo", "<", ">", "{{", "}}", "${", "%(", "%s")
_STAND_IN_VALUES = frozenset((
    "password", "passwd", "pass", "passphrase", "secret", "token", "apikey", "api_key",
    "changeme", "changeit", "letmein", "deadbeef", "cafebabe", "foobar", "foo", "bar", "baz",
    "none", "null", "nil", "true", "false", "undefined", "empty", "string", "value", "test",
    "username", "user", "admin", "required", "optional"))
_LEET = str.maketrans("0134578@$", "oieastbas")


def _typed_fractions(value: str) -> tuple[float, float]:
    """Shares of characters (repeats, counting) that were typed rather than generated.

    Repeats are runs of one character (`xxxx`, `1111`) and short periods (`121212`, `123123`);
    counting is digit sequences (`1234`, `7890`). Letter sequences are not counted: made-up
    samples such as `AbCdEf...` stand in for real secrets in tests, and a redactor must still
    remove them.
    """
    chars = value.lower()
    n = len(chars)
    repeats = [False] * n
    counting = [False] * n
    for i in range(n):
        j = i
        while j + 1 < n and chars[j + 1] == chars[i] and chars[i].isalnum():
            j += 1
        if j - i + 1 >= 4:
            repeats[i:j + 1] = [True] * (j + 1 - i)
        for period in (2, 3):
            j = i + period
            while j < n and chars[j] == chars[j - period]:
                j += 1
            if j - i >= 3 * period:
                repeats[i:j] = [True] * (j - i)
        j = i
        while j + 1 < n and chars[j].isdigit() and chars[j + 1].isdigit() and \
                (int(chars[j]) + 1) % 10 == int(chars[j + 1]):
            j += 1
        if j - i + 1 >= 4:
            counting[i:j + 1] = [True] * (j + 1 - i)
    return (sum(repeats) / n, sum(counting) / n) if n else (1.0, 1.0)


def _placeholder(value: str, text: str, end: int, *, random: bool) -> bool:
    """True when `value` is a stand-in. `random` values are generated by a vendor (a real one
    never reads as words); others may be a human's password or passphrase."""
    lowered = value.lower()
    if any(m in lowered for m in _MARKERS_ANY):
        return True
    if len(value) <= 100 and any(m in lowered for m in _MARKERS_SHORT):
        return True
    if lowered.startswith(("$", "%", "[redacted", "{")):
        return True
    # Masked on the page (`xoxp-1234-...-####`, `ghp_abcd****`) or elided after a few characters
    # (`ops_eyJzaWdu..`): what is shown is not the secret. A value cut by a truncation ("…", or
    # "..." after a long prefix) still is one, and goes.
    if text[end:end + 1] in ("#", "*") or (len(value) <= 20 and lowered.endswith("..")):
        return True
    if lowered.translate(_LEET).strip("!.") in _STAND_IN_VALUES:
        return True
    # Generated values almost never hold a typed run; a human's password may hold one or two.
    if len(value) >= 6:
        repeats, counting = _typed_fractions(value)
        if repeats >= (0.3 if random else 0.5) or counting >= 0.5:
            return True
    # `xoxp-1-SlackAppConfigurationAccessTokenHere`: a body made of capitalised words.
    return random and any(len(part) >= 16 and _CAMEL_WORDS.fullmatch(part)
                          for part in _SEGMENTS.split(value))


_CAMEL_WORDS = re.compile(r"(?:[A-Z][a-z]{2,}){3,}")
_SEGMENTS = re.compile(r"[\-_.:~|/+=]")
_NAME_PARTS = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+")
_CODE_REF = re.compile(r"[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+|[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|"
                       r"v?[0-9]+(?:\.[0-9]+)+")
_STARTS_ENTRY = re.compile(r"(?:^|\n|[{,;(\[])[ \t]*(?:export[ \t]+)?\\?[\"']?\Z")
_IDENTIFIER = re.compile(r"[A-Za-z_][\w.\-]*")
_CALL = re.compile(r"[A-Za-z_$][\w$.]*\(.*\)[.;]?")
_KEY_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-")
# Words that make a quoted phrase a sentence about a password rather than the password.
_PROSE_WORDS = frozenset((
    "your", "enter", "please", "must", "should", "required", "invalid", "incorrect", "wrong",
    "forgot", "reset", "password", "passwords", "passphrase", "characters", "field", "here",
    "the", "a", "an", "is", "are", "not", "this", "that", "of", "for", "to", "in", "on", "at",
    "with", "from", "by", "be", "was", "will", "can", "new", "old", "confirm", "current",
    "type", "value", "see", "as", "stored", "set", "use", "used", "and", "or", "no"))


def _code(value: str) -> bool:
    """`settings.API_KEY`, `SECRET_NAME`, `v1.2.3`: a reference, not a value. A dotted name with
    a long part mixing digits and both cases is a token that has a dot in it."""
    return bool(_CODE_REF.fullmatch(value)) and not any(
        len(part) >= 12 and _random_looking(part) for part in value.split("."))


def _key_name(text: str, word_start: int, word_end: int) -> tuple[str, bool] | None:
    """The whole name ending in a secret word, and whether the word starts a part of it.

    None when the name says the value is not a credential (`publicToken`, `next_page_token`,
    `max_token`).
    """
    start = word_start
    while start > 0 and text[start - 1] in _KEY_CHARS and word_start - start < 80:
        start -= 1
    name = text[start:word_end]
    parts = [p.lower() for p in _NAME_PARTS.findall(name)]
    if any(p in _NOT_SECRET_PARTS for p in parts[:-1]):
        return None
    prev = text[word_start - 1] if word_start > start else ""
    letters = [c for c in name if c.isalpha()]
    bounded = (prev in ("", "_", ".", "-") or (text[word_start].isupper() and not prev.isupper())
               or all(c.isupper() for c in letters))
    return name, bounded


def _value_ok(value: str, quoted: bool, text: str, end: int, *, pass_word: bool,
              min_len: int = 6) -> bool:
    """Whether an assigned or passed value looks like a credential rather than code or prose."""
    if len(value) < min_len or _placeholder(value, text, end, random=False):
        return False
    if value.startswith(("http://", "https://", "/", "~/", "./", "../", "file:", "-")):
        return False
    if _code(value) or text[end:end + 1] in ("(", "[", "{"):
        return False
    # `credentials: AWS_KEY=...`: the value is itself an assignment, judged on its own.
    head, eq, _ = value.rstrip("=").partition("=")
    if eq and _IDENTIFIER.fullmatch(head):
        return False
    has_digit = any(c.isdigit() for c in value)
    if value.isdigit() and not pass_word:
        return False
    if " " in value.strip():
        words = value.lower().split()
        return quoted and len(value) <= 100 and not any(w in _PROSE_WORDS for w in words)
    if quoted:
        return has_digit or len(value) >= 8
    return has_digit or any(c in "!@#%^*+=~?" for c in value)


def _value_span(match: re.Match[str]) -> tuple[int, int]:
    for name in match.re.groupindex:
        if name.startswith(("s", "c")) and match.group(name) is not None:
            return match.span(name)
    return match.span()


def _quoted(match: re.Match[str]) -> bool:
    return any(name[0] in "sc" and len(name) == 2 and match.group(name) is not None
               for name in match.re.groupindex)


def _check_token(text: str, match: re.Match[str], start: int, end: int, kind: str) -> str | None:
    return None if _placeholder(text[start:end], text, end, random=True) else kind


def _check_hex(text: str, match: re.Match[str], start: int, end: int, kind: str) -> str | None:
    value = text[start:end]
    if not (any(c.isdigit() for c in value) and any(c.isalpha() for c in value)):
        return None
    return _check_token(text, match, start, end, kind)


def _check_mixed(text: str, match: re.Match[str], start: int, end: int,
                 kind: str) -> str | None:
    # A short prefix alone is weak evidence; a generated body mixes digits and both cases.
    if not _random_looking(text[start:end]):
        return None
    return _check_token(text, match, start, end, kind)


def _random_looking(value: str) -> bool:
    return (any(c.isdigit() for c in value) and any(c.islower() for c in value)
            and any(c.isupper() for c in value))


def _check_key(text: str, match: re.Match[str], start: int, end: int, kind: str) -> str | None:
    # The armour alone, or a few words between it ("-----BEGIN PRIVATE KEY-----\nanything..."),
    # is an example; a key body is hundreds of base64 characters.
    body = re.sub(r"-----(?:BEGIN|END)[^-]*-----|\\[nr]|\s", "", text[start:end])
    b64 = sum(c.isalnum() or c in "+/=" for c in body)
    return kind if b64 >= 20 and b64 >= 0.8 * len(body) else None


def _check_userpass(text: str, match: re.Match[str], start: int, end: int,
                    kind: str) -> str | None:
    # Basic credentials and docker "auth" are base64 of "user:password".
    value = text[start:end]
    try:
        decoded = base64.b64decode(value + "=" * (-len(value) % 4), validate=True)
    except (binascii.Error, ValueError):
        return None
    printable = sum(32 <= b < 127 for b in decoded)
    if b":" not in decoded or printable < 0.9 * len(decoded):
        return None
    return None if _placeholder(decoded.decode("latin-1"), "", 0, random=False) else kind


def _check_human(text: str, match: re.Match[str], start: int, end: int, kind: str) -> str | None:
    return None if _placeholder(text[start:end], text, end, random=False) else kind


def _check_userinfo(text: str, match: re.Match[str], start: int, end: int,
                    kind: str) -> str | None:
    # `user:password` after curl's -u needs no shape: the structure says it is a password.
    value = text[start:end]
    return None if len(value) < 3 or _placeholder(value, text, end, random=False) else kind


def _check_prose(text: str, match: re.Match[str], start: int, end: int,
                 kind: str) -> str | None:
    # "token = match.group(0)" in code reads like "the token = k3Xq..." in a note.
    value = text[start:end]
    if _code(value) or _CALL.fullmatch(value) or value.startswith(("http://", "https://")):
        return None
    return _check_human(text, match, start, end, kind)


def _check_flag(text: str, match: re.Match[str], start: int, end: int, kind: str) -> str | None:
    ok = _value_ok(text[start:end], _quoted(match), text, end, pass_word=True, min_len=4)
    return kind if ok else None


def _check_assign(text: str, match: re.Match[str], start: int, end: int,
                  kind: str) -> str | None:
    named = _key_name(text, match.start("w"), match.end("w"))
    if named is None:
        return None
    name, bounded = named
    # `someotherpassword = "..."`: the word is not a part of the name on its own.
    if not bounded:
        return None
    word = match.group("w").lower()
    value = text[start:end]
    if not _value_ok(value, _quoted(match), text, end, pass_word=word.startswith(_PASS_WORDS)):
        return None
    # Several words are a passphrase only as a config value (`password: "two words"` on its own
    # line, or inside `{...}`), not after a name used in a sentence ("the first pass: `a b`").
    if " " in value.strip():
        name_start = match.end("w") - len(name)
        line_start = max(0, text.rfind("\n", 0, name_start))
        if match.group("sb") is not None or not _STARTS_ENTRY.search(text, line_start,
                                                                         name_start):
            return None
    letters = [c for c in name if c.isalpha()]
    return "env-secret" if all(c.isupper() for c in letters) else kind


def _check_nested(text: str, match: re.Match[str], start: int, end: int,
                  kind: str) -> str | None:
    value = text[start:end]
    if value.endswith(":") or _code(value) or _placeholder(value, text, end, random=False):
        return None
    return kind


def _check_phrase(text: str, match: re.Match[str], start: int, end: int,
                  kind: str) -> str | None:
    value = text[start:end]
    words = value.lower().split()
    if len(words) < 2 and not any(c.isdigit() for c in value):
        return None
    if any(w.strip(".,!?") in _PROSE_WORDS for w in words):
        return None
    return None if _placeholder(value, text, end, random=False) else kind


_CHECKS: dict[str, Check] = {
    "token": _check_token, "hex": _check_hex, "key": _check_key, "userpass": _check_userpass,
    "human": _check_human, "flag": _check_flag, "userinfo": _check_userinfo,
    "prose": _check_prose, "mixed": _check_mixed, "assign": _check_assign,
    "nested": _check_nested, "phrase": _check_phrase,
}



def _needle(pattern: str) -> str:
    """The literal text every match of `pattern` starts with (`lin_api_`, `-----BEGIN `), or ""
    when it starts with a class or a group. Scanning for it with `in` is far cheaper than running
    the pattern over text that cannot match."""
    if pattern.startswith(_B):
        pattern = pattern[len(_B):]
    if _top_level_alternation(pattern):
        return ""
    out: list[str] = []
    i = 0
    while i < len(pattern):
        char = pattern[i]
        if char == "\\" and i + 1 < len(pattern) and pattern[i + 1] in ".-~/":
            char, step = pattern[i + 1], 2
        elif char.isalnum() or char in "_-~:/ ":
            step = 1
        else:
            break
        if pattern[i + step:i + step + 1] in ("?", "*", "{"):
            break
        out.append(char)
        i += step
    return "".join(out)


def _top_level_alternation(pattern: str) -> bool:
    depth, escaped, in_class = 0, False, False
    for char in pattern:
        if escaped:
            escaped = False
        elif char == "\\":
            escaped = True
        elif in_class:
            in_class = char != "]"
        elif char == "[":
            in_class = True
        elif char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
        elif char == "|" and depth == 0:
            return True
    return False


_COMPILED: list[tuple[str, re.Pattern[str], Check, str]] = [
    (kind, re.compile(pattern), _CHECKS[check], _needle(pattern))
    for kind, pattern, check in _SPECS]

# A value that runs on past a pattern's end through base64 padding (`...Q==`) or a checksum after
# it (`...=C63992E6`) is still one value: the rest goes with it.
_TAIL = re.compile(r"=+[A-Za-z0-9+/_\-]*")


def find_secrets(text: str) -> list[SecretFinding]:
    """Every secret in `text`, as non-overlapping (kind, start, end) spans sorted by start."""
    if not text:
        return []
    # (spec rank, finding): patterns earlier in _SPECS are more specific and name the finding.
    found: list[tuple[int, SecretFinding]] = []
    # Vendor-shaped values judged stand-ins (`ghp_xxxx...`): a looser rule that matches the same
    # text (`token = "ghp_xxxx..."`) must not redact them after all.
    stand_ins: list[tuple[int, int]] = []
    for rank, (kind, pattern, check, needle) in enumerate(_COMPILED):
        if needle and needle not in text:
            continue
        for match in pattern.finditer(text):
            start, end = _value_span(match)
            if end <= start:
                continue
            reported = check(text, match, start, end, kind)
            if reported is None and check is _check_token:
                stand_ins.append((start, end))
            elif reported is not None and check is not _check_token and any(
                    s < end and start < e for s, e in stand_ins):
                continue
            if reported is not None:
                if text[end:end + 1] == "=" and check is _check_token:
                    tail = _TAIL.match(text, end)
                    end = tail.end() if tail else end
                found.append((rank, SecretFinding(reported, start, end)))
    if len(found) <= 1:
        return [f for _, f in found]
    found.sort(key=lambda item: (item[0], item[1].start))
    claimed: list[tuple[int, SecretFinding]] = []
    for rank, finding in found:
        overlapping = [c for c in claimed if finding.start < c[1].end and c[1].start < finding.end]
        if not overlapping:
            claimed.append((rank, finding))
            continue
        # The earliest-ranked finding keeps its kind; the span covers everything matched.
        best, winner = min(overlapping, key=lambda c: c[0])
        merged = SecretFinding(winner.kind,
                               min(finding.start, *(c[1].start for c in overlapping)),
                               max(finding.end, *(c[1].end for c in overlapping)))
        claimed = [c for c in claimed if c not in overlapping] + [(best, merged)]
    result = [f for _, f in claimed]
    result.sort(key=lambda f: f.start)
    return result


def redact(text: str) -> tuple[str, list[SecretFinding]]:
    """`text` with every secret replaced by `[REDACTED:<kind>]`, and the findings."""
    findings = find_secrets(text)
    if not findings:
        return text, findings
    parts: list[str] = []
    cursor = 0
    for finding in findings:
        parts.append(text[cursor:finding.start])
        parts.append(f"[REDACTED:{finding.kind}]")
        cursor = finding.end
    parts.append(text[cursor:])
    return "".join(parts), findings
