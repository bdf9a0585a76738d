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
             "-----")
_HEX = frozenset("0123456789abcdefABCDEF")


def might_hold_secret(text: str) -> bool:
    lowered = text.lower()
    if any(word in lowered for word in _KEYWORDS):
        return True
    # A credential without a telling name carries a long random run: ten or more letters and
    # digits mixed, between any other characters. Pure-hex runs shorter than 32 are left out:
    # they are the pieces of UUIDs and short commit ids, which no pattern flags on their own.
    run_start = -1
    for i, char in enumerate(text + " "):
        if char.isascii() and char.isalnum():
            if run_start < 0:
                run_start = i
        elif run_start >= 0:
            if i - run_start >= 10 and _random_looking(text[run_start:i]):
                return True
            run_start = -1
    return False


def _random_looking(run: str) -> bool:
    if run.isdigit() or run.isalpha():
        return False
    return len(run) >= 32 or not all(c in _HEX for c in run)
