"""A credential detector that needs no vendor list: a named value, scored.

The format rules in secret_formats each know one shape. This one knows only what every
credential in a config, a call or a command has: a name that says what it is, and a value. It
finds every (name, value) pair whose name holds a credential word (password, secret, token,
key, credential, auth, in the languages of `secret_formats.PASSWORD_NOUNS`) in the places a
value is written next to its name:

- an assignment or a mapping entry (`.env`, INI, YAML, TOML, HCL, JSON, escaped JSON, code:
  `=`, `:`, `=>`, `:=`), also inside a quoted argument (`-e "DB_PASSWORD=x)y"`, whose value runs
  to the closing quote);
- a call that takes the name and the value as two strings (`define("merchantKey", "...")`,
  `env('FLW_SECRET_HASH', '...')`, `.addHeader("ApiKey", "...")`, `put("password", ...)`);
- an XML element or a property named by an attribute (`<password>...</password>`,
  `<property name="hibernate.connection.password">...</property>`);
- a command-line flag (`--from-literal=pass=...`, `--password ...`).

Each pair is described by features (what word class the name's words fall in and where, the
value's length, alphabet, entropy, its resemblance to a hash, a UUID, a word, a sentence, a
reference to code or to a variable, a stand-in, how it is written), and a logistic score over
them decides. The weights and the bar are data (`data/secret_generic_weights.json`), written by
benchmarks/fit_secret_generic.py on every labelled secret set that has been read, the bar picked
so that placeholder and benign rows stay untouched; its leave-one-source-out table says how the
score does on a set it was not fitted on. Nothing here is fitted at run time.

The whole value goes: a quoted value to its closing quote, a bare one to the end of its word.
"""

from __future__ import annotations

import math
import os
import re
from collections.abc import Iterator
from typing import NamedTuple

from memory_engine import rxcache
from memory_engine.screening.secret_formats import NOT_SECRET_PARTS, PASS_WORDS
from memory_engine.screening.secret_values import NAME_PARTS, entropy

WEIGHTS_PATH = os.path.join(os.path.dirname(os.path.dirname(__file__)), "data",
                            "secret_generic_weights.json")

# Stems a credential's name holds, lower-case: "password" in the languages of
# secret_formats.PASS_WORDS (not the short words that start it elsewhere: `mot`, `kata`), and
# "secret", "token", "key" and their kin. Each is in secretcheck._WORDS, so the pre-check never
# turns away a text this detector would act on.
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
_HEX = frozenset("0123456789abcdefABCDEF")
_B64 = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=_-")

# Word classes of a name's words (lower-case, as `_WORDS` splits them).
_PASS = frozenset(("pass", "password", "passwd", "pwd", "pw", "passphrase", "passcode",
                   "passwort", "kennwort", "contraseña", "contrasena", "senha", "wachtwoord",
                   "lösenord", "losenord", "passord", "adgangskode", "salasana", "hasło",
                   "haslo", "heslo", "jelszó", "jelszo", "şifre", "sifre", "пароль", "sandi",
                   "密码", "密碼", "口令", "パスワード", "비밀번호"))
_SECRET = frozenset(("secret", "secrets", "geheimnis", "segreto", "секрет", "密钥", "秘钥"))
_TOKEN = frozenset(("token", "tokens", "jeton", "токен", "令牌", "bearer"))
_KEY = frozenset(("key", "keys", "apikey", "clave", "chiave", "clé", "schlüssel", "schluessel",
                  "ключ"))
_CRED = frozenset(("cred", "creds", "credential", "credentials", "auth", "authorization",
                   "authtoken", "apitoken", "signature"))
# Words that say the value is no credential whatever else the name says.
_NOT_CRED = frozenset((
    "id", "ids", "name", "names", "user", "username", "login", "email", "mail", "url", "uri",
    "host", "hostname", "port", "file", "path", "dir", "type", "length", "len", "size", "min",
    "max", "count", "num", "field", "label", "prefix", "suffix", "ttl", "expiry", "expires",
    "expire", "expiration", "timeout", "time", "algorithm", "alg", "algo", "version", "format",
    "header", "mode", "policy", "enabled", "enable", "disabled", "required", "rule", "rules",
    "regex", "pattern", "hint", "reset", "endpoint", "location", "store", "alias", "source",
    "provider", "method", "scope", "scopes", "env", "var", "variable", "attribute", "column",
    "public", "publishable", "pub", "anon", "page", "next", "cursor", "csrf", "xsrf", "cache",
    "hashed", "digest", "checksum", "sha", "fingerprint", "thumbprint", "sort", "primary",
    "foreign", "index", "map", "event", "manager", "service", "class", "handler", "validator",
    "policy", "strength", "confirm", "confirmation", "placeholder", "example", "sample",
    "dummy", "fake"))
_WEAK_WORDS = frozenset(("password", "secret", "admin", "root", "test", "pass", "changeme",
                         "guest", "user", "demo", "default", "qwerty", "letmein", "postgres",
                         "mysql", "token", "key", "none", "null", "true", "false", "yes", "no",
                         "undefined", "string", "required", "optional", "empty"))
_REF_HEADS = ("process.env", "os.environ", "os.getenv", "env(", "env.", "$", "%", "{{", "${",
              "<", "config.", "settings.", "self.", "this.", "window.", "import.meta",
              "secrets.", "vars.", "var.", "local.", "data.", "getenv", "system.getenv",
              "environment.", "args.", "params.", "props.", "req.", "request.", "options.")
_CODE_WORDS = rxcache.compile(r"[A-Za-z_][\w]*(?:\.[A-Za-z_][\w]*)+(?:\(\))?|[A-Za-z_]\w*\(.*\)")

FEATURES: tuple[str, ...] = (
    "bias",
    "name_pass", "name_secret", "name_token", "name_key", "name_cred", "name_last",
    "name_not_cred", "name_vetoed", "name_hash", "name_key_only",
    "len_short", "len_6", "len_8", "len_12", "len_20", "len_32", "len_64",
    "classes", "has_symbol", "special", "dotted", "all_classes", "generated", "reads_as_words",
    "bits_char", "bits_total", "digits_only", "hex_only",
    "hash_shape", "uuid_shape", "base64_shape", "lower_word", "words_in_value", "sentence",
    "non_ascii", "reference", "code_call", "weak_word", "restates_name", "stand_in",
    "repeated", "url_or_path", "ctx_quoted", "ctx_bare", "ctx_call", "ctx_element",
    "ctx_comment",
)


class Pair(NamedTuple):
    name: str
    start: int       # the value's span in the text
    end: int
    context: str     # "quoted", "bare", "call", "element"


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
        after = _AFTER.match(text, match.start() + len(name))
        if after is None:
            continue
        before = text[match.start() - 1:match.start()] if match.start() else ""
        quoted_name = before in ("\"", "'", "`") or text[match.start() - 2:match.start()] in (
            "\\\"",)
        at = after.end()
        if after.group("comma"):
            if not quoted_name:
                continue
            value = _QUOTED.match(text, at)
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


def _line_start(text: str, at: int) -> int:
    return text.rfind("\n", 0, at) + 1


def features(text: str, pair: Pair) -> dict[str, float]:
    """The features of one pair, by name (absent: 0)."""
    from memory_engine.screening.secret_values import is_stand_in, reads_as_words

    value = text[pair.start:pair.end]
    words = name_words(pair.name)
    lowered = value.lower()
    f: dict[str, float] = {"bias": 1.0}
    classes = [(_PASS, "name_pass"), (_SECRET, "name_secret"), (_TOKEN, "name_token"),
               (_KEY, "name_key"), (_CRED, "name_cred")]
    last_class = ""
    for word in words:
        for group, feature in classes:
            if word in group or (feature == "name_pass" and word.startswith("pass")):
                f[feature] = 1.0
                last_class = feature
    if words and last_class and any(words[-1] in g for g, n in classes if n == last_class):
        f["name_last"] = 1.0
    if (words and words[-1] in _NOT_CRED) or (len(words) >= 2 and words[-2] in (
            "public", "publishable", "pub", "anon")):
        f["name_not_cred"] = 1.0
    # a word before the last that the format rules take as saying "no credential" (`public`,
    # `commit`, `sample`: secret_formats.NOT_SECRET_PARTS)
    if any(w in NOT_SECRET_PARTS for w in words[:-1]):
        f["name_vetoed"] = 1.0
    if "hash" in words or "hashed" in words:
        f["name_hash"] = 1.0
    if last_class == "name_key" and not any(k in f for k in (
            "name_pass", "name_secret", "name_token", "name_cred")):
        f["name_key_only"] = 1.0
    n = len(value)
    if n < 6:
        f["len_short"] = 1.0
    for bound, feature in ((6, "len_6"), (8, "len_8"), (12, "len_12"), (20, "len_20"),
                           (32, "len_32"), (64, "len_64")):
        if n >= bound:
            f[feature] = 1.0
    has = (any(c.islower() for c in value), any(c.isupper() for c in value),
           any(c.isdigit() for c in value), any(not c.isalnum() for c in value))
    f["classes"] = sum(has) / 4
    f["has_symbol"] = float(has[3] and not value.isspace())
    f["special"] = float(any(c in "!@#$%^&*()~+=?|" for c in value))
    f["dotted"] = float("." in value or "/" in value or ":" in value)
    f["all_classes"] = float(has[0] and has[1] and has[2])
    wordy = reads_as_words(value)
    f["reads_as_words"] = float(wordy)
    bits = entropy(value) if value else 0.0
    f["bits_char"] = round(bits / 6, 2)
    f["bits_total"] = round(min(bits * n, 256.0) / 128, 2)
    # drawn by a generator: long, varied, of more than one class, not words, no spaces
    f["generated"] = float(n >= 12 and bits >= 3.3 and sum(has[:3]) >= 2 and not wordy
                           and " " not in value)
    f["digits_only"] = float(value.isdigit())
    hexy = set(value) <= _HEX
    f["hex_only"] = float(hexy and not value.isdigit())
    f["hash_shape"] = float(hexy and n in (32, 40, 56, 64, 96, 128) and (
        value.islower() or value.isupper() or value.isdigit()))
    parts = value.split("-")
    f["uuid_shape"] = float(len(value) == 36 and [len(p) for p in parts] == [8, 4, 4, 4, 12]
                            and set(value) <= _HEX | {"-"})
    f["base64_shape"] = float(n >= 24 and set(value) <= _B64 and has[0] and has[1] and has[2])
    f["lower_word"] = float(value.isalpha() and value.islower() and n <= 12)
    spaced = value.split()
    f["words_in_value"] = min(len(spaced) - 1, 4) / 4 if spaced else 0.0
    f["sentence"] = float(len(spaced) >= 3 and sum(w.strip(".,!?:").isalpha()
                                                   for w in spaced) >= 3)
    f["non_ascii"] = float(not value.isascii())
    f["reference"] = float(lowered.startswith(_REF_HEADS) or lowered.endswith(("}", ">"))
                           or (value.isupper() and "_" in value and value.replace(
                               "_", "").isalpha()))
    f["code_call"] = float(bool(_CODE_WORDS.fullmatch(value)) and not any(
        c.isdigit() for c in value))
    f["weak_word"] = float(lowered.strip("!.1") in _WEAK_WORDS)
    f["restates_name"] = float(len(lowered) >= 3 and lowered.replace("_", "").replace(
        "-", "") in "".join(words))
    f["stand_in"] = float(is_stand_in(value, text, pair.end))
    f["repeated"] = float(n >= 4 and max(value.count(c) for c in set(value)) >= 0.5 * n)
    f["url_or_path"] = float("://" in value or value.startswith(("/", "./", "~/"))
                             or (value.count("/") >= 2 and " " not in value))
    f[f"ctx_{pair.context}"] = 1.0
    line = text[_line_start(text, pair.start):pair.start].lstrip()
    f["ctx_comment"] = float(line.startswith(("#", "//", "--", "/*", "*", ";", "<!--")))
    return f


class Model(NamedTuple):
    weights: dict[str, float]
    bar: float


_MODEL: Model | None = None


def model() -> Model:
    global _MODEL
    if _MODEL is None:
        import json

        with open(WEIGHTS_PATH, encoding="utf-8") as fh:
            data = json.load(fh)
        _MODEL = Model({str(k): float(v) for k, v in data["weights"].items()},
                       float(data["bar"]))
    return _MODEL


def score(feats: dict[str, float], weights: dict[str, float]) -> float:
    z = sum(weights.get(k, 0.0) * v for k, v in feats.items())
    return 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, z))))


def find(text: str) -> list[tuple[int, int]]:
    """The value spans of the pairs whose score reaches the bar."""
    current = model()
    return [(p.start, p.end) for p in pairs(text)
            if score(features(text, p), current.weights) >= current.bar]
