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
  `env('FLW_SECRET_HASH', '...')`, `env("NAME", default="...")`, `.addHeader("ApiKey", "...")`,
  `put("password", ...)`), never one string of a list naming the next;
- a call that hands the credential its name names to an object (`config.setPassword("...")`,
  `jedis.auth("...")`, `.apiKey("...")`);
- an XML element or a property named by an attribute (`<password>...</password>`,
  `<property name="hibernate.connection.password">...</property>`);
- a command-line flag (`--from-literal=pass=...`, `--password ...`).

A value the stand-in policy the format rules follow reads as a stand-in (`changeme`, `123456`,
`<your-key>`: `secret_values.STAND_INS`) is not scored. Each other pair is described by features
(what word class the name's words fall in and where, the value's length, alphabet, entropy, its
resemblance to a hash, a UUID, a word, a sentence, a reference to code or to a variable, how it
is written; whether it counts up like a typed sample, is masked, holds a part calling it a sample
or its slot's own word, sits among words saying to replace it), and a logistic score over them
decides. The weights and the bar are data (`data/secret_generic_weights.json`), written by
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
_WORDS = rxcache.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+|[^\W\d_A-Za-z]+")
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
    "non_ascii", "reference", "code_call", "weak_word", "restates_name",
    "repeated", "url_or_path", "ctx_quoted", "ctx_bare", "ctx_call", "ctx_element",
    "ctx_comment", "ctx_setter",
    "sequence", "masked", "sample_part", "name_in_value", "ctx_placeholder", "digest_named",
)


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


def _entropy(value: str) -> float:
    counts: dict[str, int] = {}
    for char in value:
        counts[char] = counts.get(char, 0) + 1
    n = len(value)
    return -sum(c / n * math.log2(c / n) for c in counts.values())


def _line_start(text: str, at: int) -> int:
    return text.rfind("\n", 0, at) + 1


def features(text: str, pair: Pair) -> dict[str, float]:
    """The features of one pair, by name (absent: 0)."""
    from memory_engine.screening.secret_values import reads_as_words

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
    bits = _entropy(value) if value else 0.0
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
    f["repeated"] = float(n >= 4 and max(value.count(c) for c in set(value)) >= 0.5 * n)
    f["url_or_path"] = float("://" in value or value.startswith(("/", "./", "~/"))
                             or (value.count("/") >= 2 and " " not in value))
    f[f"ctx_{pair.context}"] = 1.0
    line = text[_line_start(text, pair.start):pair.start].lstrip()
    f["ctx_comment"] = float(line.startswith(("#", "//", "--", "/*", "*", ";", "<!--")))
    # a digest's shape under a name that says what it digests (`commit_w_secret = "<sha1>"`)
    f["digest_named"] = float(bool(f["hash_shape"]) and any(w in _DIGEST_WORDS for w in words))
    f["sequence"] = _counting_share(value)
    f["masked"] = float(bool(_MASKED.search(value)))
    f["sample_part"] = float(any(p in _SAMPLE_PARTS for p in _PARTS.split(lowered)))
    squeezed = lowered.replace("_", "").replace("-", "")
    f["name_in_value"] = float(not f["restates_name"] and any(
        len(w) >= 4 and w in squeezed for w in (*words, *_NAME_IN_VALUE)))
    f["ctx_placeholder"] = float(_placeholder_around(text, pair))
    return f


_DIGEST_WORDS = frozenset(("commit", "sha", "sha1", "sha256", "digest", "checksum", "hash",
                           "hashed", "md5", "rev", "revision", "fingerprint"))
# A value typed as a mask (`sk-*`, `7xxx`, `••••`, `abc...`).
_MASKED = rxcache.compile(r"[*\u2022\u25cf\u2026]|[xX]{3}|\.{3}")
# Parts of a value that call it a sample of its format (`test_gsk_docs_...`, `my-example-key`);
# not `test`, which vendors put in their real test-mode keys (`sk_test_`).
_PARTS = rxcache.compile(r"[_\-. /:]+")
_SAMPLE_PARTS = frozenset(("doc", "docs", "example", "examples", "sample", "samples", "demo",
                           "dummy", "fake", "placeholder", "your", "yours", "here", "changeme",
                           "todo", "tbd", "mock", "foo", "bar", "xxx", "xxxx"))
# Credential words that, inside a value, name the slot rather than fill it (`authtestpassword`,
# `токен сообщества`): four letters or more, in the languages of the stems.
_NAME_IN_VALUE = tuple(w for w in (*_PASS, *_SECRET, *_TOKEN, *_KEY, *_CRED) if len(w) >= 4)
# Words around a value that say it is a stand-in: "example", "your", "replace", a `<slot>`, in
# the languages a guide is written in (pieces for those written without spaces).
_AROUND_WORDS = frozenset((
    "example", "examples", "eg", "sample", "placeholder", "replace", "your", "yours", "dummy",
    "fake", "todo", "fill", "insert", "paste", "suppose", "assume", "template",
    "beispiel", "ersetzen", "ejemplo", "reemplazar", "exemple", "remplacez", "esempio",
    "exemplo", "substitua", "voorbeeld", "przykład", "пример", "например", "замените", "ваш",
    "ваша", "ваше", "свой", "örnek", "contoh", "ví", "dụ"))
_AROUND_PIECES = ("示例", "例如", "假设", "假如", "替换", "替換", "你的", "您的", "填写", "填入",
                  "例えば", "サンプル", "예시", "예를", "입력하세요")
_AROUND_WORD = rxcache.compile(r"[^\W\d_]+")
_SLOT = rxcache.compile(r"<[A-Za-z][\w .\-]{0,40}>")


def _placeholder_around(text: str, pair: Pair) -> bool:
    """Whether the value's line (the value left out) or the line before it says the value is
    a stand-in: a word such as "example", "your" or "replace", or a `<slot>`."""
    start = _line_start(text, pair.start)
    before = _line_start(text, max(0, start - 1)) if start else start
    stop = text.find("\n", pair.end)
    around = text[before:pair.start] + " " + text[pair.end:stop if stop >= 0 else len(text)]
    lowered = around.lower()
    if any(piece in lowered for piece in _AROUND_PIECES) or _SLOT.search(around):
        return True
    return any(w in _AROUND_WORDS for w in _AROUND_WORD.findall(lowered))


def _counting_share(value: str) -> float:
    """1.0 when half the steps or more count up, letters and digits read apart (`a1b2c3d4...`,
    `ABCDEF...`, `123456`): how a typed sample fills a slot; a drawn value almost never
    steps to the next character."""
    letters = [c for c in value.lower() if c.isascii() and c.isalpha()]
    digits = [c for c in value if c in "0123456789"]
    steps = counted = 0
    for run in (letters, digits):
        for i in range(1, len(run)):
            steps += 1
            counted += ord(run[i]) - ord(run[i - 1]) == 1 or run[i - 1:i + 1] == ["9", "0"]
    return float(steps >= 5 and counted >= 0.5 * steps)


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


def scored(text: str) -> list[Pair]:
    """The pairs the score decides: not those whose value reads as a stand-in (`changeme`,
    `123456`, `<your-key>`) under the policy the format rules follow
    (`secret_values.STAND_INS`, picked by benchmarks/stand_in_policy.py), which no score
    overrides."""
    from memory_engine.screening.secret_values import is_stand_in

    return [p for p in pairs(text) if not is_stand_in(text[p.start:p.end], text, p.end)]


def find(text: str) -> list[tuple[int, int]]:
    """The value spans of the pairs whose score reaches the bar."""
    current = model()
    return [(p.start, p.end) for p in scored(text)
            if score(features(text, p), current.weights) >= current.bar]
