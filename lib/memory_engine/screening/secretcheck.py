"""A cheap pre-check for `redaction`: could this text hold a secret at all?

Importing the redactor compiles about a hundred patterns (~16 ms or more), too much for hooks
that write a log line on every tool call. This check uses only str methods: no `re`, no `typing`.
It says no only when `redaction.find_secrets` would certainly find nothing; it may say yes too
often, which only costs the import. Tests hold it to that against the redactor on generated text,
on every pattern's own matches, and on labelled secret samples.

Every redaction pattern needs at least one of:
- a word in the text (a name that says secret, a tool that takes a password on its command line,
  `:/` for credentials in a URL, `authorization`), or a vendor prefix whose token can be split by
  non-word characters within 20 characters (`glc_`, `ops_`, `eyJ`, `Q~`, `xox`);
- a run of 20 or more `[A-Za-z0-9_-]` characters (every other vendor token), or of 40 or more
  standard base64 characters holding '/' or '+' (a secret key's encoding);
- a line shaped as a .pgpass entry (`host:port:database:user:password`), a user and password
  with a host and port and no scheme (`user:pw@host:5432`), a relay table's line (`[host]:587
  user@example.org:password`), a user list entry
  (`"user" "password"`, or `user:password` with a lower-case login name), or a
  capture-the-flag flag (`word{a_b}`);
- a text that is one token holding a letter and a digit, and a symbol or both cases (a
  password file's or a token file's content). A UUID is not
  enough, nor a git object id (40 or 64 lower-case hex digits): no pattern accepts either
  without a word beside it.
"""

from __future__ import annotations

from memory_engine import screening

# Lower-case substrings. Derived from redaction.py's patterns: update both together (the tests
# fail when a pattern's match gets past this check).
_WORDS = (
    # names and phrases that say secret, in the languages the prose patterns know
    "pass", "pwd", "pw", "secret", "token", "key", "credential", "auth", "bearer", "mnemonic",
    "salt", "seed",
    "phrase", "contrase", "kennwort", "parola", "sourcegraph", "segreto", "clé", "clave",
    "chiave", "schlüssel", "schlussel", "schluessel", "jeton", "bip39", "bip-39", "wallet",
    "geheimnis", "cred", "zugangsdaten", "anmeldedaten", "identifiants", "cle_", "cle-", "_cle",
    "connexion", "acceso", "accesso", "logowania", "prihl", "přihl", "inloggning",
    "-cle", "apicle",
    # "password" in the languages of secret_formats.PASSWORD_NOUNS (zh, ja, ko, ru below)
    "senha", "wachtwoord", "losenord", "lösenord", "adgangskode", "salasana", "hasło", "haslo",
    "heslo", "jelsz", "şifre", "sifre", "sandi", "khẩu", "khau",
    # a credential's name in a comment or a label, and "password", in zh, ja, ko and ru
    # (secret_formats.LABEL_WORDS is made of the same words)
    *screening.LABELS,
    # commands whose flags take a password, URLs with a user part, SAS signatures
    "curl", "mysql", "mariadb", "docker", "mongo", "redis-cli", "sqlcmd", ":/", "sig=",
    "zip", "7z", "ldap", "smbclient", "/user:", "sudo", "@tcp(", "@unix(", "@udp(",
    # a Wi-Fi network's pre-shared key
    "psk", "sqlplus", "sqlldr", "rman", "expdp", "impdp", "ssh-keygen",
    # calls that sign or encrypt with a key given to them
    "hmac", "cipher", "jwt.", "jws.", "signwith",
    # calls that take a password by position, `echo pw | podman login --password-stdin`
    "connect(", "connection(", "directoryentry(", "x509certificate", "pkcs12(",
    "securestring", "login", "log_in(", "signin(", "sign_in(", "log in",
    "sign in", "signin", "identified",
    # prefixes of tokens whose body may hold `+`, `/`, `.` or `~` early on
    "q~", "glc_", "ops_", "absk", "atatt3", "bedrock", "sntry", "eyj", "ghs_", "atlasv1", "xox",
    "tfp_", "fio-u-", "pscale_", "atbb", "live_", "sandbox_", "amzn.mws", "ir@", "<master>{",
    "glpat-", "gldt-", "glptt-", "glrt-", "glcbt-", "glsoat-", "glffct-", "glft-", "glimt-",
    "glagent-", "gloas-", "django-insecure-",
    # the Bot API's URL, whose token body may read as a name joined by '-' (`BaAa-BaAa0-Aa00`)
    "telegram.org/bot",
    "zxlk", "swmkey-", "fwogzxivyxdz", "iqojb3jpz2lu", "aqodyxdz", "dg9ro", "bbdc-",
    # short vendor keys with no run of 20 (Alibaba's 16-character ids, Aiven's passwords,
    # Razorpay's keys whose body may be digits)
    "ltai", "avns_", "rzp_",
    # weak passwords written bare
    "p@ss", "letmein", "qwerty", "iloveyou",
    # network-device community strings, PuTTY keys
    "community", "private-lines",
    # a PostgreSQL SCRAM verifier
    "scram-sha-256$",
    # the header of an INI section that lists accounts and their passwords (`[admins]`)
    *(name + "]" for name in screening.ACCOUNT_SECTIONS),
)
_RUN_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-")
_HEX_LOWER = frozenset("0123456789abcdef")
_HEX_UPPER = frozenset("0123456789ABCDEF")
# Characters that `re`'s ignore-case matching treats as ASCII letters but str.lower() does not
# turn into them ("paſſword" matches `(?i:password)`).
# Greek has two small sigmas: str.lower() picks one by the letters around a capital (a "Σ"
# before ".prod" lowers to "σ", not the final "ς"), while ignore-case matching reads any of the
# three as the others; both sides are read with the one "σ".
_FOLD = {0x130: "i", 0x131: "i", 0x17F: "s", 0x3C2: "σ"}
_FOLDED_WORDS = tuple(word.translate(_FOLD) for word in _WORDS)
_MIN_RUN = 20


def might_hold_secret(text: str) -> bool:
    """False only when the redactor would certainly find no secret in `text`."""
    lowered = text.translate(_FOLD).lower().translate(_FOLD)
    if any(word in lowered for word in _FOLDED_WORDS):
        return True
    if text.count(":") >= 4 and any(_pgpass(line) for line in text.splitlines()):
        return True
    if "@" in text and (_userinfo_with_port(text)
                        or any(_relay_map_entry(line) for line in text.split("\n"))):
        return True
    if text.count("\"") >= 4 and any(_user_list_entry(line) for line in text.split("\n")):
        return True
    if ":" in text and any(_colon_list_entry(line) or _role_list_entry(line)
                           for line in text.split("\n")):
        return True
    if "{" in text and _braced_flag(text):
        return True
    if ("/" in text or "+" in text) and base64_run(text):
        return True
    if len(text) <= 240 and _lone_value(text.strip()):
        return True
    start = -1
    for i, char in enumerate(text):
        if char in _RUN_CHARS:
            if start < 0:
                start = i
        elif start >= 0:
            if i - start >= _MIN_RUN and _telling_at(text, start, i):
                return True
            start = -1
    return start >= 0 and len(text) - start >= _MIN_RUN and _telling_at(text, start, len(text))


_NOT_LONE = frozenset("()[]{}<>,;:\\|\"'`.")


def _lone_value(token: str) -> bool:
    """A text that is one token of 6 to 200 characters holding a letter and a digit, a symbol
    or both cases, and no character of code, markup or a dotted name: what the redactor's rule
    for a secret file's content (a password file, a token file) may take
    (secret_values._check_lone asks more)."""
    if not 6 <= len(token) <= 200 or any(c.isspace() for c in token):
        return False
    if not any(c.isdigit() for c in token) or not any(c.isalpha() for c in token):
        return False
    # code, markup, a list, an address or an assignment, a dotted name: not what it takes
    if any(c in _NOT_LONE for c in token) or "=" in token.rstrip("="):
        return False
    return (any(not c.isalnum() and c not in "-_./" for c in token)
            or (token.lower() != token and token.upper() != token))


# Claude Code keeps a session's transcript in `~/.claude/projects/<folder>/<session>.jsonl`, the
# folder named after the project's path with each separator written '-': `/home/u8f3k2j9x/code/app`
# keeps its transcripts in `-home-u8f3k2j9x-code-app`. That run is a path, folder by folder.
_PROJECTS = "/.claude/projects/"


def _telling_at(text: str, start: int, end: int) -> bool:
    """`_telling` for the run text[start:end]; a transcript folder's name is read as the path it
    spells, each folder a run of its own (a home folder named by a generated token, `u8f3k2j9x`,
    is no secret glued to the names around it; a folder named by a long token still reads as
    one)."""
    run = text[start:end]
    if run.startswith("-") and text.endswith(_PROJECTS, 0, start) and text[end:end + 1] == "/":
        return any(len(part) >= _MIN_RUN and _telling(part) for part in run.split("-"))
    return _telling(run)


def base64_run(text: str) -> bool:
    """A run of 40 or more standard base64 characters holding '/' or '+', both cases and three
    digits or more: a secret key's encoding (AWS's and GCS's 40-character keys), which '/' and
    '+' may cut into pieces shorter than a token run."""
    for run in text.translate(_NOT_B64).split():
        if len(run) >= 40 and run.isascii() and ("/" in run or "+" in run) and sum(
                c.isdigit() for c in run) >= 3 and not run.islower() and not run.isupper():
            return True
    return False


# Every ASCII character that base64 does not use, mapped to a space.
_NOT_B64 = {c: " " for c in range(128)
            if not (chr(c).isascii() and (chr(c).isalnum() or chr(c) in "+/"))}


def _pgpass(line: str) -> bool:
    """A .pgpass line: `host:port:database:user:password`, the port digits or `*`."""
    parts = line.strip().split(":")
    return len(parts) == 5 and (parts[1].isdigit() or parts[1] == "*") and all(parts)


def _user_list_entry(line: str) -> bool:
    """A user list line (PgBouncer's auth_file): `"user" "password"` and nothing else."""
    line = line.rstrip(" \t\r")
    if not (line.startswith("\"") and line.endswith("\"") and line.count("\"") == 4):
        return False
    first_close = line.find("\"", 1)
    gap = line[first_close + 1:line.find("\"", first_close + 1)]
    return first_close > 1 and bool(gap) and not gap.strip(" \t")


_LOGIN_FIRST = frozenset("abcdefghijklmnopqrstuvwxyz_")
_LOGIN_CHARS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789_.-")


def _colon_list_entry(line: str) -> bool:
    """A colon user list line (rsync's secrets file): `user:password` and nothing else, the
    user a lower-case login name, the password with no blank, colon or quote, not opening
    with '/'; a last field of one or two digits may give the account's level
    (`user:password:10`)."""
    line = line.rstrip(" \t\r")
    head, colon, level = line.rpartition(":")
    if colon and head.count(":") == 1 and 1 <= len(level) <= 2 and level.isdigit():
        line = head
    user, colon, password = line.partition(":")
    return (bool(colon) and 1 <= len(user) <= 32 and user[0] in _LOGIN_FIRST
            and set(user) <= _LOGIN_CHARS and bool(password) and password[0] != "/"
            and not any(c.isspace() or c in ":\"'`" for c in password))


def _role_list_entry(line: str) -> bool:
    """A realm file's line (Jetty's realm.properties): `user: password,role,...`, the user a
    lower-case login name, blanks allowed after the colon, a role or more (words) after the
    password."""
    user, colon, rest = line.rstrip(" \t\r").partition(":")
    password, comma, roles = rest.lstrip(" \t").partition(",")
    return (bool(colon) and bool(comma) and _colon_list_entry(user + ":" + password)
            and all(_role_word(role.strip(" \t")) for role in roles.split(",")))


def _role_word(role: str) -> bool:
    """A role a realm file grants: a word that opens with a letter (`admin`, `server-admin`),
    not a number's part (`…,0`). "Letter" is the format pattern's `[^\\W\\d_]`: a word
    character that is neither a decimal digit nor `_`, so `²` counts as it does there."""
    head = role[:1]
    return head.isalnum() and not head.isdecimal()


def _userinfo_with_port(text: str) -> bool:
    """`user:password@host:port` with no scheme: a ':' before an '@' in the same word, and a
    ':' after it."""
    at = text.find("@")
    while at >= 0:
        before = text[max(0, at - 200):at].split()
        after = text[at + 1:at + 260].split()
        if before and after and ":" in before[-1] and ":" in after[0]:
            return True
        at = text.find("@", at + 1)
    return False


def _relay_map_entry(line: str) -> bool:
    """A relay table's line (`[smtp.example.org]:587 me@example.org:password`): two fields, a
    host bracketed or dotted, then a mail address with a ':' after its '@'."""
    fields = line.split()
    if len(fields) != 2:
        return False
    host, login = fields
    at = login.find("@")
    return (host.startswith("[") or "." in host) and at > 0 and ":" in login[at:]


def _braced_flag(text: str) -> bool:
    """A capture-the-flag flag: a word glued to '{', and inside the braces an '_' before the
    '}' with no space."""
    at = text.find("{")
    while at >= 0:
        if at and text[at - 1].isalnum():
            close = text.find("}", at)
            inner = text[at + 1:close] if close > at else ""
            if "_" in inner and not any(c.isspace() for c in inner):
                return True
        at = text.find("{", at + 1)
    return False


def _telling(run: str) -> bool:
    """Whether a long run could be (or hold) a token: anything but a UUID, a git object id or a
    name joined by separators, which no pattern accepts without a word beside it (session ids
    fill hook logs, commit ids and transcript paths the session state)."""
    if len(run) in (40, 64) and set(run) <= _HEX_LOWER:
        return False
    if _joined_name(run):
        return False
    return not (len(run) == 36 and [len(p) for p in run.split("-")] == [8, 4, 4, 4, 12] and (
        set(run) <= _HEX_LOWER | {"-"} or set(run) <= _HEX_UPPER | {"-"}))


_MAX_NAME_PART = 15
_MAX_NAME_DIGITS = 4
_LOWER = frozenset("abcdefghijklmnopqrstuvwxyz")
_UPPER = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZ")


def _joined_name(run: str) -> bool:
    """Words joined by '-' or '_': a folder or file name (`my-awesome-project-backend`, Claude
    Code's `-home-jdoe-work-app` transcript folders, which on macOS read
    `-Users-JohnSmith-Projects-MyApp`, `max_retries_before_giving_up`). Three words or more,
    each a `_name_part`: a generated token mixes cases or digits inside its parts, or has a long
    part, and a vendor prefix whose body may hold '-' is in `_WORDS`."""
    parts = [part for part in run.replace("_", "-").split("-") if part]
    return len(parts) >= 3 and all(_name_part(part) for part in parts)


def _name_part(part: str) -> bool:
    """A word as people name folders: 2 to 15 letters, lower-case, capitalised or in camel case
    (each capital begins a word of lower-case letters: `JohnSmith`, `MyApp`), with at most four
    digits at its end (`project2`, `app2024`). Random text of a token's alphabet rarely holds
    this shape: its capitals fall anywhere and its digits inside."""
    if not 2 <= len(part) <= _MAX_NAME_PART:
        return False
    core = part.rstrip("0123456789")
    if len(part) - len(core) > _MAX_NAME_DIGITS or len(core) < 2:
        return False
    if not set(core) <= _LOWER | _UPPER:
        return False
    # every capital is followed by a lower-case letter: no `aBCdE`, no capital at the end
    return all(core[i + 1:i + 2] and core[i + 1] in _LOWER
               for i, char in enumerate(core) if char in _UPPER)
