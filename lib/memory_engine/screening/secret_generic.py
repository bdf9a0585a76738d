"""Named values: where a credential's value sits next to the name that says what it is.

The format rules in secret_formats each know one shape. What every credential in a config, a
call or a command also has is a name that says what it is, and a value. `pairs` finds every
(name, value) pair whose name holds a credential word (password, secret, token, key,
credential, auth, in the languages of `secret_formats.PASSWORD_NOUNS`) in the places a value is
written next to its name:

- an assignment or a mapping entry (`.env`, INI, YAML, TOML, HCL, JSON, escaped JSON, code:
  `=`, `:`, `=>`, `:=`), also inside a quoted argument (`-e "DB_PASSWORD=x)y"`, whose value runs
  to the closing quote);
- a call that takes the name and the value as two strings (`define("merchantKey", "...")`,
  `env('FLW_SECRET_HASH', '...')`, `env("NAME", default="...")`, `.addHeader("ApiKey", "...")`,
  `put("password", ...)`), never one string of a list naming the next;
- a call that hands the credential its name names to an object (`config.setPassword("...")`,
  `jedis.auth("...")`, `.apiKey("...")`);
- an XML element or a property named by an attribute (`<password>...</password>`,
  `<property name="hibernate.connection.password">...</property>`);
- a command-line flag (`--from-literal=pass=...`, `--password ...`).

The redactor uses them to take a named value whole when a format found part of it (a token
rule that stops at `:` or `)` inside a password). The whole value: a quoted value to its
closing quote, a bare one to the end of its word.

A logistic score over features of these pairs once decided on its own which values to redact
(weights fitted by a script, leave one set out). With its bar picked so that no placeholder or
benign row the formats leave alone is touched, it added no secret on any set left out (1528 of
1746 with the formats alone and with it): every value it could add beyond the formats was one
whose label the sets disagree on (`123456` under a password name, a key alphabet, a digest
under a secret's name). It was removed rather than kept inert.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import NamedTuple

from memory_engine import rxcache
from memory_engine.screening.secret_formats import PASS_WORDS
from memory_engine.screening.secret_values import NAME_PARTS, drawn, is_stand_in, same_entry

# Stems a credential's name holds, lower-case: "password" in the languages of
# secret_formats.PASS_WORDS (not the short words that start it elsewhere: `mot`, `kata`), and
# "secret", "token", "key" and their kin. Each is in secretcheck._WORDS, so the pre-check never
# turns away a text whose named value the redactor would take.
_STEMS = (*(w for w in PASS_WORDS if w not in ("mot", "kata", "mật", "mat")),
          "secret", "token", "key", "cred", "auth", "sandi", "geheimnis", "segreto", "clave",
          "chiave", "clé", "schlüssel", "schluessel", "jeton", "ключ", "токен", "секрет", "密钥",
          "秘钥", "令牌")

# A name: letters, digits, `_`, `.`, `-` (and `$`/`@` of a variable), at most 100 characters.
_NAME = rxcache.compile(r"[^\W\d][\w.\-]{0,99}")
# What follows a name before its value: a quote closing the name, an operator; or, after a
# quoted name, a comma (a call's next argument); or `>` (an element's or property's content).
_AFTER = rxcache.compile(
    r"(?P<close>\\?[\"'`]|\])?[ \t]*(?:(?P<op>=>|:=|::=|\?=|\.=|=|:(?![:/]))"
    r"|(?P<comma>,)|(?P<gt>>))[ \t]*")
# A value after the operator: quoted (also an escaped quote in JSON text), or bare.
_QUOTED = rxcache.compile(r"(?P<q>\\?[\"'`])(?P<v>[^\n\"'`\\]{1,300})(?P=q)")
_BARE = rxcache.compile(r"[^\s\"'`;,&<>()\[\]{}|\\]{1,300}")
_ELEMENT = rxcache.compile(r"(?P<v>[^<>\n]{1,300})</")
# A name's words as secret_values splits them, and runs of letters outside ASCII.
_WORDS = rxcache.compile(NAME_PARTS + r"|[^\W\d_A-Za-z]+")

# Word classes of a name's words (lower-case, as `_WORDS` splits them): a called name made of
# them alone hands a credential over (`.apiKey("...")`).
_PASS = frozenset(("pass", "password", "passwd", "pwd", "pw", "passphrase", "passcode",
                   "passwort", "kennwort", "contraseña", "contrasena", "senha", "wachtwoord",
                   "lösenord", "losenord", "passord", "adgangskode", "salasana", "hasło",
                   "haslo", "heslo", "jelszó", "jelszo", "şifre", "sifre", "пароль", "sandi",
                   "密码", "密碼", "口令", "パスワード", "비밀번호"))
# ... written out in full (no `pass`, `pwd`, `pw`: cut short, they glue into weak passwords).
PASSWORD_NOUNS_WRITTEN_OUT = frozenset(w for w in _PASS if len(w) >= 5)
_SECRET = frozenset(("secret", "secrets", "geheimnis", "segreto", "секрет", "密钥", "秘钥"))
_TOKEN = frozenset(("token", "tokens", "jeton", "токен", "令牌", "bearer"))
_KEY = frozenset(("key", "keys", "apikey", "clave", "chiave", "clé", "schlüssel", "schluessel",
                  "ключ"))
_CRED = frozenset(("cred", "creds", "credential", "credentials", "auth", "authorization",
                   "authtoken", "apitoken", "signature"))


class Pair(NamedTuple):
    name: str
    start: int       # the value's span in the text
    end: int
    context: str     # "quoted", "bare", "call", "element", "setter"


def name_words(name: str) -> list[str]:
    """The lower-case words of a name (`vnp_HashSecret` -> vnp, hash, secret)."""
    return [w.lower() for w in _WORDS.findall(name)]


def _has_stem(lowered: str) -> bool:
    return any(stem in lowered for stem in _STEMS)


def pairs(text: str) -> Iterator[Pair]:
    """Every (name, value) pair whose name holds a credential stem."""
    lowered = text.lower()
    if not _has_stem(lowered):
        return
    for match in _NAME.finditer(text):
        name = match.group()
        if not _has_stem(name.lower()):
            continue
        name = name.rstrip(".-")
        if text[match.start() + len(name):match.start() + len(name) + 1] == "(":
            # `config.setPassword("...")`, `jedis.auth("...")`, `.apiKey("...")`: a call that
            # hands the credential its name names to an object.
            value = _SETTER.match(text, match.start() + len(name))
            if value and _sets(name):
                yield Pair(name, value.start("v"), value.end("v"), "setter")
            continue
        after = _AFTER.match(text, match.start() + len(name))
        if after is None:
            continue
        before = text[match.start() - 1:match.start()] if match.start() else ""
        quoted_name = before in ("\"", "'", "`") or text[match.start() - 2:match.start()] in (
            "\\\"",)
        at = after.end()
        if after.group("comma"):
            # `f("name", "value")`: the name opens a call's arguments; in a list of strings
            # (`{"secret", "admin", "123456"}`) one item does not name the next.
            if not quoted_name or not _opens_call(text, match.start() - 1):
                continue
            keyword = _DEFAULT.match(text, at)
            value = _QUOTED.match(text, keyword.end() if keyword else at)
            if value:
                yield _scheme_cut(text, Pair(name, value.start("v"), value.end("v"), "call"))
            continue
        if after.group("gt"):
            # `<password>value</password>`, or `name="x.password">value</property>`
            if not (before == "<" or (quoted_name and after.group("close"))):
                continue
            element = _ELEMENT.match(text, at)
            if element and element.group("v").strip():
                yield Pair(name, element.start("v"), element.end("v"), "element")
            continue
        if after.group("close") and not quoted_name and after.group("close") != "]":
            continue
        if after.group("op") == ":" and text[at:at + 1] == "\n":
            continue
        value = _QUOTED.match(text, at)
        if value:
            yield _scheme_cut(text, Pair(name, value.start("v"), value.end("v"), "quoted"))
            continue
        bare = _BARE.match(text, at)
        if not bare:
            continue
        end = bare.end()
        # Inside a quoted argument (`-e "NAME=va)l"`, `"--password=..."`), the value runs to the
        # quote that opened the argument, whatever it holds on the way.
        if before in ("\"", "'") and not quoted_name_closed(after):
            close = text.find(before, at, at + 300)
            if close > at and "\n" not in text[at:close]:
                end = close
        elif text[end:end + 1] in ")]}" and before not in ("(", "[", "{"):
            # `)`, `]`, `}` inside a bare password (`x)y`): part of it when no bracket opened
            # the pair and the value goes on after it.
            run = _BARE_ALL.match(text, at)
            if run and run.end() > end + 1:
                end = run.end()
        end = _trim(text, at, end)
        if end > at and "auth" in name.lower() and text[at:end].isalpha():
            # `Authorization: Basic dTpw`: the scheme word, then the credential
            cred = _BARE.match(text, end + 1) if text[end:end + 1] == " " else None
            if cred:
                at, end = cred.start(), _trim(text, cred.start(), cred.end())
        if end > at:
            yield Pair(name, at, end, "bare")


# A call's single string argument: `("value")`.
_SETTER = rxcache.compile(r"\([ \t]*(?P<q>[\"'`])(?P<v>[^\n\"'`\\]{1,300})(?P=q)[ \t]*\)")
# A keyword before a call's fallback value: `env("NAME", default="...")`.
_DEFAULT = rxcache.compile(r"(?:default[ \t]*=[ \t]*)?")
# Verbs that hand a value to an object (`setPassword`, `withToken`, `useApiKey`).
_SETTER_VERBS = frozenset(("set", "with", "use", "auth", "authenticate", "login"))


def _opens_call(text: str, quote: int) -> bool:
    """Whether the quote at `quote` opens a call's first argument (`(` before it)."""
    at = quote - 1
    while at >= 0 and text[at] in " \t":
        at -= 1
    return at >= 0 and text[at] == "("


def _sets(name: str) -> bool:
    """Whether a called name hands a credential over: its last segment starts with a verb that
    sets (`setPassword`, `auth`) or is made of credential words alone (`.apiKey`, `.password`)."""
    words = name_words(name.rsplit(".", 1)[-1])
    if not words:
        return False
    if words[0] in _SETTER_VERBS:
        return True
    return all(w in _PASS or w in _SECRET or w in _TOKEN or w in _KEY or w in _CRED
               or w == "api" for w in words)


def _scheme_cut(text: str, pair: Pair) -> Pair:
    """An authorization value written with its scheme word (`KakaoAK 71f7...`, `apikey id:key`):
    the credential is what follows the word."""
    if "auth" not in pair.name.lower():
        return pair
    scheme = _SCHEME.match(text, pair.start, pair.end)
    if scheme and scheme.end() < pair.end:
        return Pair(pair.name, scheme.end(), pair.end, pair.context)
    return pair


_SCHEME = rxcache.compile(r"[A-Za-z][\w\-]{1,24} +(?=\S+\Z)")


def quoted_name_closed(after: re.Match[str]) -> bool:
    return bool(after.group("close"))


_BARE_ALL = rxcache.compile(r"[^\s\"'`;,&<>|\\]{1,300}")


def _trim(text: str, start: int, end: int) -> int:
    """A bare value stops before the punctuation that closes a sentence or a statement."""
    while end > start and text[end - 1] in ".,;:)]}":
        end -= 1
    return end


# A user-name slot (`"username": "..."`, `user = ...`, `<username>...</username>`) and its value.
_USER_SLOT = rxcache.compile(
    r"(?i:(?<![\w\-])(?:user(?:_?name)?|login))"
    r"(?:[\"']?[ \t]*(?:=>|:|=)[ \t]*[\"']?|>)(?P<v>[A-Za-z0-9]{20,128})(?![\w\-])")


_ENTRY_REACH = 300  # characters between a user name and the password of its entry, at most


def key_users(text: str, secrets: list[tuple[int, int]]) -> Iterator[tuple[int, int]]:
    """User names that are the public half of a key pair: a registry's or a marketplace's
    credentials handed out as two drawn strings (composer's `http-basic`, whose user name is a
    public key and whose password the private one). The user slot holds a drawn value (hex of
    32 digits or more, or letters of both cases and digits), and the same entry (no bracket
    between them, at most two lines apart) sets a password the redactor found. A user name a
    person picked (`deploy`, `ci-bot`) or an object id (24 hex digits) is not one, and neither
    is a drawn user name with no secret beside it."""
    if not secrets or ("user" not in text.lower() and "login" not in text.lower()):
        return
    for match in _USER_SLOT.finditer(text):
        start, end = match.span("v")
        if not drawn(match.group("v")):
            continue
        for s_start, s_end in secrets:
            if s_start < end and s_end > start:
                break  # already covered
            if s_start - end > _ENTRY_REACH or start - s_end > _ENTRY_REACH:
                continue
            if same_entry(text, (start, end), (s_start, s_end), brackets="{}[]",
                          max_newlines=2):
                yield start, end
                break


# A name and the quoted literal it is given, as an assignment, a mapping entry or a call's two
# strings (`define('_COOKIE_IV_', '...')`, `$secret_iv = '...'`, `AES_IV: "..."`).
_NAMED_LITERAL = rxcache.compile(
    r"(?<![\w.\-])[$@]?(?P<n>[A-Za-z_][\w.\-]{0,80})[\"']?[ \t]*(?:,|=>|:=|=|:)[ \t]*"
    r"[\"'](?P<v>[^\"'\s\\]{1,200})[\"']")
# An initialisation vector's length in base64 or hex (8 to 32 bytes), with its padding.
_IV_VALUE = rxcache.compile(r"[A-Za-z0-9+/_\-]{8,64}={0,2}")


def _same_cipher(iv_stem: tuple[str, ...], key_stem: tuple[str, ...]) -> bool:
    """Whether an IV and a key name one cipher: the same words before `iv` and `key`, or one
    name qualifying the other's words with more before them (`new_cookie_key` beside
    `cookie_iv`, `aes_iv` beside `legacy_aes_key`), as a config names a key it rotated."""
    shorter, longer = sorted((iv_stem, key_stem), key=len)
    return bool(shorter) and longer[len(longer) - len(shorter):] == shorter


def key_companions(text: str, secrets: list[tuple[int, int]]) -> Iterator[tuple[int, int]]:
    """The initialisation vector set beside a key found: a cipher's fixed IV written next to
    its key under the key's name with `iv` for `key` (`_COOKIE_KEY_` / `_COOKIE_IV_`,
    `$secret_key` / `$secret_iv`, `AES_KEY` / `AES_IV`, `new_cookie_key` / `cookie_iv`). With
    the key it decrypts what the key encrypts, so it goes with it. A value that reads as one
    plain word, or a stand-in, is no such IV; an IV with no key found beside it (a
    ciphertext's own, given out with it) is left alone."""
    if not secrets or "iv" not in text.lower():
        return
    keys: set[tuple[str, ...]] = set()
    ivs: list[tuple[tuple[str, ...], int, int]] = []
    for match in _NAMED_LITERAL.finditer(text):
        words = tuple(name_words(match.group("n")))
        if len(words) < 2:
            continue
        start, end = match.span("v")
        if words[-1] == "key" and any(s <= start and end <= e for s, e in secrets):
            keys.add(words[:-1])
        elif words[-1] == "iv":
            ivs.append((words[:-1], start, end))
    for stem, start, end in ivs:
        value = text[start:end]
        if not any(_same_cipher(stem, key) for key in keys) or not _IV_VALUE.fullmatch(
                value) or (
                value.isalpha() and (value.islower() or value.isupper() or value.istitle())):
            continue
        if any(s < end and start < e for s, e in secrets) or is_stand_in(value, text, end):
            continue
        yield start, end
