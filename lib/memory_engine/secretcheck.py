"""A cheap pre-check for `redaction`: could this text hold a secret at all?

Importing the redactor compiles dozens of patterns (~16 ms with `re`), too much for hooks that
write a log line on every tool call. This check uses only str methods. It must never say no when
the redactor would find something (tested against the redactor on generated text and on the
secret samples); it may say yes too often, which only costs the import.
"""

from __future__ import annotations

# Words that introduce a secret by name ("password=", "the token is", "-p", "mot de passe"):
# the redactor's assignment and prose patterns all start from one of these.
_KEYWORDS = ("pass", "pwd", "pw", "secret", "token", "key", "auth", "cred", "bearer", "sig=",
             "private", "-p", "-u", "mot de", "contras", "kennwort", "parola", "://", "@",
             "begin ")
_SEPARATORS = " \t\r\n\"'`,;(){}[]<>|="


def might_hold_secret(text: str) -> bool:
    lowered = text.lower()
    if any(word in lowered for word in _KEYWORDS):
        return True
    # A credential without a telling name carries a long token mixing letters and digits.
    token: list[str] = []
    for char in text + " ":
        if char in _SEPARATORS:
            if len(token) >= 16 and _mixed(token) and not _uuid_or_time(token):
                return True
            token = []
        else:
            token.append(char)
    return False


def _mixed(token: list[str]) -> bool:
    return any(c.isdigit() for c in token) and any(c.isalpha() for c in token)


def _uuid_or_time(token: list[str]) -> bool:
    word = "".join(token)
    parts = word.split("-")
    if [len(p) for p in parts] == [8, 4, 4, 4, 12] and \
            all(c in "0123456789abcdefABCDEF" for p in parts for c in p):
        return True
    # 2026-12-01T21:00:00+0000 / 2026-12-01T21:00:00.123
    return len(word) >= 19 and word[4] == "-" and word[7] == "-" and word[10] == "T" and \
        all(c in "0123456789-:T.+Z" for c in word)
