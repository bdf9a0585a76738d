"""Find and redact secrets before any text reaches the disk.

Every pattern is anchored on something a real credential carries: a vendor prefix (`ghp_`,
`xoxb-`, `sk_live_`, `AKIA`...), a fixed structure (JWT's three base64url parts, PEM armour) or an
assignment to a name that says "secret" (`DB_PASSWORD=...`). Bare high-entropy strings with no
such anchor are deliberately not flagged: in code and prose they are mostly hashes, UUIDs and ids,
and a redactor that eats commit hashes gets switched off. The patterns compile once at import
(stdlib `re` only), so importing this module costs a few milliseconds.

`find_secrets` returns non-overlapping findings sorted by position; where two patterns match the
same text, the more specific one (listed first) wins.
"""

from __future__ import annotations

import re
from typing import NamedTuple


class SecretFinding(NamedTuple):
    kind: str
    start: int
    end: int


# Word boundary that also treats '-' and '_' as part of a token, so `xghp_...` or `my_AKIA...`
# inside a longer identifier do not match half-way through.
_B = r"(?<![A-Za-z0-9_\-])"
_E = r"(?![A-Za-z0-9_\-])"

# (kind, pattern). The whole match is redacted, unless the pattern has a named group `s`: then only
# that part is (keeps `password=` or the URL's user visible, which helps a reader).
_SPECS: list[tuple[str, str]] = [
    ("private-key", r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----"
                    r"[\s\S]*?-----END (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----"),
    ("private-key", r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----[\s\S]{20,}"),
    ("aws-access-key-id", _B + r"(?:AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AROA|AIPA|ANPA|ANVA|APKA)"
                          r"[A-Z2-7]{16}" + _E),
    ("aws-secret-access-key", r"(?i:aws_?secret_?(?:access_?)?key(?:_id)?)[\"']?\s*[:=]\s*[\"']?"
                              r"(?P<s>[A-Za-z0-9/+=]{40})" + _E),
    ("github-token", _B + r"gh[pousr]_[A-Za-z0-9]{36,255}" + _E),
    ("github-fine-grained-token", _B + r"github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}" + _E),
    ("gitlab-token", _B + r"gl(?:pat|dt|ptt|rt|cbt|soat|ffct|agent|oas)-[A-Za-z0-9_\-]{20,}" + _E),
    ("slack-token", _B + r"xox[abposr]-(?:[0-9]+-)+[A-Za-z0-9\-]{10,}" + _E),
    ("slack-app-token", _B + r"xapp-[0-9]-[A-Z0-9]+-[0-9]+-[a-f0-9]{20,}" + _E),
    ("slack-webhook", r"https://hooks\.slack\.com/(?:services|workflows)/[A-Za-z0-9/_\-]{20,}"),
    ("stripe-key", _B + r"(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}" + _E),
    ("stripe-webhook-secret", _B + r"whsec_[A-Za-z0-9]{24,}" + _E),
    ("anthropic-api-key", _B + r"sk-ant-(?:api|admin)[0-9]{2}-[A-Za-z0-9_\-]{80,}" + _E),
    ("openai-api-key", _B + r"sk-(?:proj|svcacct|admin)-[A-Za-z0-9_\-]{20,}" + _E),
    ("openai-api-key", _B + r"sk-[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20}" + _E),
    ("openai-api-key", _B + r"sk-[A-Za-z0-9]{48}" + _E),
    ("google-api-key", _B + r"AIza[0-9A-Za-z_\-]{35}" + _E),
    ("google-oauth-secret", _B + r"GOCSPX-[A-Za-z0-9_\-]{28}" + _E),
    ("google-service-account-key",
     r"\"private_key_id\"\s*:\s*\"(?P<s>[a-f0-9]{40})\""),
    ("huggingface-token", _B + r"hf_[A-Za-z0-9]{34,}" + _E),
    ("twilio-api-key", _B + r"SK[0-9a-f]{32}" + _E),
    ("twilio-account-sid", _B + r"AC[0-9a-f]{32}" + _E),
    ("sendgrid-api-key", _B + r"SG\.[A-Za-z0-9_\-]{22}\.[A-Za-z0-9_\-]{43}" + _E),
    ("npm-token", _B + r"npm_[A-Za-z0-9]{36}" + _E),
    ("pypi-token", _B + r"pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_\-]{50,}" + _E),
    ("jwt", _B + r"eyJ[A-Za-z0-9_\-]{8,}\.eyJ[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]{8,}" + _E),
    ("azure-storage-key", r"(?i:AccountKey)=(?P<s>[A-Za-z0-9+/]{86}==)"),
    ("azure-sas-token", r"[?&]sig=(?P<s>[A-Za-z0-9%+/]{30,}(?:%3D|=){0,2})"),
    ("azure-client-secret", _B + r"[A-Za-z0-9_~.]{3}\dQ~[A-Za-z0-9_~.\-]{31,34}" + _E),
    ("heroku-api-key", r"(?i:heroku[a-z_\-]*(?:key|token))[\"']?\s*[:=]\s*[\"']?"
                       r"(?P<s>[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})"),
    ("heroku-api-key", _B + r"HRKU-[A-Za-z0-9_\-]{60}" + _E),
    ("discord-bot-token", _B + r"[MNO][A-Za-z0-9_\-]{23,25}\.[A-Za-z0-9_\-]{6}\."
                          r"[A-Za-z0-9_\-]{27,38}" + _E),
    ("discord-webhook", r"https://(?:ptb\.|canary\.)?discord(?:app)?\.com/api/webhooks/"
                        r"[0-9]{17,20}/[A-Za-z0-9_\-]{60,}"),
    ("telegram-bot-token", _B + r"[0-9]{8,10}:AA[A-Za-z0-9_\-]{33}" + _E),
    ("shopify-token", _B + r"shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}" + _E),
    ("mailgun-api-key", _B + r"key-[0-9a-f]{32}" + _E),
    ("mailchimp-api-key", _B + r"[0-9a-f]{32}-us[0-9]{1,2}" + _E),
    ("digitalocean-token", _B + r"do[opr]_v1_[a-f0-9]{64}" + _E),
    ("vault-token", _B + r"hv[sbr]\.[A-Za-z0-9_\-]{24,}" + _E),
    ("terraform-cloud-token", _B + r"[A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9_\-=]{60,}" + _E),
    ("datadog-api-key", r"(?i:(?:datadog|dd)_?(?:api|app(?:lication)?)_?key)[\"']?\s*[:=]\s*[\"']?"
                        r"(?P<s>[a-f0-9]{32,40})" + _E),
    ("linear-api-key", _B + r"lin_api_[A-Za-z0-9]{40}" + _E),
    ("notion-token", _B + r"(?:secret_[A-Za-z0-9]{43}|ntn_[A-Za-z0-9]{46})" + _E),
    ("atlassian-token", _B + r"ATATT3[A-Za-z0-9_\-=]{180,}" + _E),
    ("postman-api-key", _B + r"PMAK-[a-f0-9]{24}-[a-f0-9]{34}" + _E),
    ("doppler-token", _B + r"dp\.(?:st|ct|sa|scim|audit)\.(?:[a-z0-9_\-]{1,24}\.)?"
                      r"[A-Za-z0-9]{40,}" + _E),
    ("pulumi-token", _B + r"pul-[a-f0-9]{40}" + _E),
    ("square-token", _B + r"(?:EAAA|sq0atp-|sq0csp-)[A-Za-z0-9_\-]{22,60}" + _E),
    ("facebook-token", _B + r"EAA[CD][A-Za-z0-9]{80,}" + _E),
    ("age-secret-key", _B + r"AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}" + _E),
    ("password-in-url", r"[a-zA-Z][a-zA-Z0-9+.\-]{1,20}://[^\s:/@\"'<>]{1,64}:"
                        r"(?P<s>[^\s@/\"'<>]{3,128})@[A-Za-z0-9.\-\[\]]+"),
    ("bearer-token", r"(?i:\bauthorization\s*[:=]\s*[\"']?(?:bearer|token|basic)\s+)"
                     r"(?P<s>[A-Za-z0-9._~+/=\-]{16,})"),
    ("bearer-token", r"(?i:\bbearer\s+)(?P<s>(?=[A-Za-z0-9._~+/=\-]*[0-9])"
                     r"(?=[A-Za-z0-9._~+/=\-]*[A-Za-z])[A-Za-z0-9._~+/=\-]{24,})"),
    # `.env` / config assignments: the name must say secret; the value must look like one (no
    # spaces, at least 8 characters, not a placeholder or a variable reference).
    # Names are upper-case, as in .env files (`secrets: list[str]` in code is not a secret); the
    # value holds a digit and is a bare word (not `re.compile(...)` or another constant's name).
    ("env-secret", r"(?m:^[ \t]*(?:export[ \t]+)?[A-Z0-9_]*"
                   r"(?:SECRET|PASSWORD|PASSWD|PWD|TOKEN|API_?KEY|ACCESS_?KEY|PRIVATE_?KEY|"
                   r"CLIENT_?SECRET|AUTH|CREDENTIALS?)[A-Z0-9_]*[ \t]*[=:][ \t]*[\"']?)"
                   r"(?P<s>(?![\"']?(?i:\$|<|\{\{|%\(|changeme|xxx|\*\*\*|your[_\-]|example|"
                   r"placeholder|none|null|true|false|redacted|\[REDACTED))"
                   r"(?=[^\s\"'#]*\d)[^\s\"'#()\[\]{},]{8,})(?=[\s\"'#]|$)"),
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
                        r"(?=[^\s`\"',;]*[A-Za-z])[^\s`\"',;]{8,}?)(?=[`\"'.,;]?(?:\s|$))"),
    ("secret-in-prose", r"(?i:\b(?:password|passwd|pwd|pw|passcode|mot\s+de\s+passe|"
                        r"contrase[ñn]a|passwort|kennwort)\s+[`\"']?)"
                        r"(?P<s>(?=[^\s`\"',;]*\d)(?=[^\s`\"',;]*[a-z])(?=[^\s`\"',;]*[A-Z])"
                        r"[^\s`\"',;]{10,}?)(?=[`\"'.,;]?(?:\s|$))"),
    ("secret-assignment", r"(?i:\b(?:password|passwd|api_?key|secret_?key|client_?secret|"
                          r"access_?token|auth_?token)[\"']?\s*[:=]\s*[\"'])"
                          r"(?P<s>(?!\$|<|\{\{|changeme|your[_\-]|example|placeholder|xxx|"
                          r"\*\*\*|\[REDACTED)[^\s\"']{8,})(?=[\"'])"),
]

_COMPILED: list[tuple[str, re.Pattern[str]]] = [(kind, re.compile(p)) for kind, p in _SPECS]

KINDS: frozenset[str] = frozenset(kind for kind, _ in _SPECS)


def find_secrets(text: str) -> list[SecretFinding]:
    """Every secret in `text`, as non-overlapping (kind, start, end) spans sorted by start."""
    if not text:
        return []
    # (spec rank, finding): patterns earlier in _SPECS are more specific and win overlaps.
    found: list[tuple[int, SecretFinding]] = []
    for rank, (kind, pattern) in enumerate(_COMPILED):
        has_group = "s" in pattern.groupindex
        for match in pattern.finditer(text):
            if has_group and match.group("s") is not None:
                start, end = match.span("s")
            else:
                start, end = match.span()
            if end > start:
                found.append((rank, SecretFinding(kind, start, end)))
    if len(found) <= 1:
        return [f for _, f in found]
    found.sort(key=lambda item: (item[0], item[1].start))
    claimed: list[SecretFinding] = []
    for _, finding in found:
        if any(finding.start < c.end and c.start < finding.end for c in claimed):
            continue
        claimed.append(finding)
    claimed.sort(key=lambda f: f.start)
    return claimed


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
