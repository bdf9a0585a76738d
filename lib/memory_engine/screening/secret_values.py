"""Telling a credential from a stand-in: placeholders, code references, prose, hashes; and the
checks each secret format names (a vendor token, a key=value assignment, a password flag...)."""

from __future__ import annotations

import base64
import binascii
import itertools
import math
import re
from collections.abc import Iterator
from typing import NamedTuple

from memory_engine import rxcache
from memory_engine.records import tiers as T
from memory_engine.screening import ACCOUNT_SECTIONS
from memory_engine.screening.secret_formats import (
    NOT_SECRET_PARTS,
    PASS_WORDS,
    SECRET_WORD,
    SECRET_WORD_END,
    SERVICE_WORDS,
    SET_COMMAND,
    Check,
)
from memory_engine.screening.secret_hashes import public_salt
from memory_engine.screening.secretcheck import base64_run as secretcheck_base64
from memory_engine.screening.secretcheck import might_hold_secret


class StandIns(NamedTuple):
    """Where the line between a stand-in and a weak or made-up credential is drawn.

    benchmarks/stand_in_policy.py measures the alternatives (secret recall against placeholders
    and benign text touched, on the labelled sets that were read and on library code) and
    STAND_INS below is the one it picked. A documented stand-in announces itself (template
    syntax, a mask, a run of one character, EXAMPLE, the slot's own name) and always stays.
    """

    # `secret`, `admin`, `test`, `letmein` in a password slot are weak passwords, not stand-ins
    # (unless the slot is named after the same word: `secret: secret`).
    weak_words_redacted: bool
    # A value whose share of typed characters (runs, short periods, digit counting) reaches
    # this is a stand-in (`123456789a1234`).
    typed_limit: float
    # Short marker words (fake, dummy, sample, your...) count only as a word of the value (at
    # its start or end, or set apart: `a-fake-key`), not glued inside a token (`AKIA..FAKE1..`).
    markers_as_words: bool
    # An unquoted value of letters only (`SSHpassword=hardcoded`): "off" (a code reference),
    # "random" (taken when it reads as generated: `YXNkZmZm_HARDcoded`), or "config" (also a
    # plain word when the assignment is a whole config line).
    bare_letters: str
    # Shortest one-word quoted value, with no digit, taken after "the password ... is".
    quoted_word_min: int
    # Digits typed in a slot a person fills (`storePassword=123456`, `.pgpass ...:1234`,
    # `"password": "123123"`): a weak password, or, counting up or repeating, a stand-in.
    # One digit repeated (`0000`) stays a stand-in either way.
    typed_digits_redacted: bool = False
    # A password that repeats its own user name (`postgres:postgres@`, `user: guest` /
    # `password: guest`, `username="admin" password="admin"`), or a store's hex digest of it:
    # a default credential that templates and local setups ship, left alone as a stand-in.
    echoed_user_stand_in: bool = False
    # A deployed config, not a template: a text that holds a credential already (a drawn key,
    # a chosen password) or points at a public IPv4 address. Its other slots were filled for
    # real too, so a weak word, typed digits or runs, or a password repeating its user name
    # in it go as well (`DB_PASSWORD=123456` over `SECRET_KEY=<drawn>`, `ADMIN_PASSWORD=xdxdxd`
    # under `PASSWORD=<chosen>`, `password: root` beside `host: 3.35.189.127`). A template
    # shows stand-ins in every slot and a server nobody owns (localhost, a private or
    # documentation address); one real value among them says the copy was filled in. The
    # switches above still judge every other text.
    weak_in_deployed: bool = False


STAND_INS = StandIns(weak_words_redacted=False, typed_limit=0.6, markers_as_words=True,
                     bare_letters="config", quoted_word_min=6, typed_digits_redacted=False,
                     echoed_user_stand_in=True, weak_in_deployed=True)

# -- telling stand-ins from credentials -------------------------------------------------------
# Placeholders documentation and templates use instead of a real value. Short markers are only
# looked for in short values: a long base64 token contains "xxxx" or "fake" by chance.
_MARKERS_ANY = ("example", "placeholder", "redacted", "changeme", "change_me", "change-me",
                "helloworld", "hello_world", "hello-world")
# Values a vendor or a framework publishes for every copy of its sample config, which copies
# keep as shipped or edit by a few characters: the Azure Storage emulator's account key, the
# M-Pesa Daraja sandbox passkey Safaricom publishes for its test shortcode 174379, CakePHP's
# sample `Security.salt` and `Security.cipherSeed` (its core.php ships them for every app to
# replace). A value holding a run of `_PUBLISHED_RUN` characters of one of them is that sample,
# not a secret drawn for the copy: ten characters of a drawn value meet one of these by chance
# about once in 10^10 values.
_PUBLISHED = ("eby8vdm02xnocqflquwjpllmetlcdxj1ouzft50usrz6ifsufq2uvercz4i6tq",
              "bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919",
              "dyhg93b0qyjfixfs2guvouubwwvnir2g0fgac9mi", "76859309657453542496749683645")
_PUBLISHED_RUN = 10
_PUBLISHED_RUNS = frozenset(sample[i:i + _PUBLISHED_RUN] for sample in _PUBLISHED
                            for i in range(len(sample) - _PUBLISHED_RUN + 1))


def _published(lowered: str) -> bool:
    """Whether a lower-cased value holds a run of a published sample (see `_PUBLISHED`)."""
    return any(lowered[i:i + _PUBLISHED_RUN] in _PUBLISHED_RUNS
               for i in range(min(len(lowered), 400) - _PUBLISHED_RUN + 1))

_MARKERS_SHORT = ("xxxx", "***", "####", "{{", "}}", "${", "#{", "%s", "{}")
# ... of which printf's directive is written in lower case alone: `%S` in a drawn password
# (`ni2018!D%S%N(x`) is two of its characters, and so is `%s` among a generator's symbols
# (`_symbol_drawn`: `M*)o1dNHfY%sIvX?X<>V?}Z4e^!...`).
_CASED_MARKERS = frozenset(("%s",))
# Angle brackets mark a slot (`<your-key>`, `&lt;token&gt;`) when they enclose a name or open
# or close the value; generated keys with punctuation hold them loose (`oVUl<<W3^e`).
_ANGLE_SLOT = rxcache.compile(r"\A(?:<|&lt;)|(?:>|&gt;)\Z|(?:<|&lt;)[A-Za-z][\w .\-]*(?:>|&gt;)")
# So do a template's braces (`${DB_PASS}`, `#{token}`, `{{ .Values.pw }}`): a pair that encloses
# what is filled in, or one that opens or closes the value (`${DB_PASS` cut short). A brace left
# open inside a value (`%Hvu&l#{~ufQ+t,P!Q7k`) is one more of a generator's symbols.
_BRACE_SLOT = rxcache.compile(r"\A[$#]?\{|\}\Z|\{[^{}]*\}")
# (Words that tell the reader what to do with the slot count with them: insert, replace,
# change, generate, paste.)
_MARKER_WORDS = ("dummy", "fake", "sample", "your", "insert", "replace", "change", "generate",
                 "paste", "todo")
_WEAK_WORDS = frozenset(("secret", "admin", "test", "letmein"))
_STAND_IN_VALUES = frozenset((
    "password", "passwd", "pass", "passphrase", "secret", "token", "apikey", "api_key",
    "changeme", "changeit", "letmein", "deadbeef", "cafebabe", "foobar", "foo", "bar", "baz",
    "qux", "quux", "xyzzy",
    # the same fillers as Japanese writes them (`hoge`, `fuga`, `piyo`, and doubled)
    "hoge", "hogehoge", "fuga", "fugafuga", "piyo", "piyopiyo", "hogera", "hogefuga",
    "hogepiyo",
    # the password Redis' sample configuration shows
    "foobared",
    "none", "null", "nil", "true", "false", "undefined", "empty", "string", "value", "test",
    "username", "user", "admin", "required", "optional",
    # the fixed password GitHub documents for a token given as the URL's user
    "x-oauth-basic",
    # "secret" and "password" in the other languages a config is written in: the slot's own
    # name again (`passwort = "geheim"`, `senha: "senha"`)
    "geheim", "geheimnis", "secreto", "segreto", "segredo", "sekret", "hemlig", "hemmelig",
    "salainen", "passwort", "kennwort", "contrasena", "contraseña", "motdepasse", "senha",
    "wachtwoord", "parola", "haslo", "hasło", "heslo", "sifre", "şifre", "losenord", "lösenord",
    "passord", "пароль", "секрет", "密码", "密碼", "パスワード", "비밀번호",
    # words that say the value was withheld
    "hidden", "masked", "removed", "omitted", "censored", "withheld", "obfuscated", "elided",
    "snip", "snipped", "truncated", "sanitized", "scrubbed"))
_OWNERS = frozenset(("my", "your", "our"))


def _line_name_parts(text: str, at: int) -> set[str]:
    """The words of the names on the line before `at`, in lower case."""
    line = text[text.rfind("\n", 0, at) + 1:at]
    return {p.lower() for p in _NAME_PARTS.findall(line)}


# Hexspeak (`d3adb33f`, `cafeb4b3`) is how examples fake a hex value; it is read through its
# digits. Any other word written in leetspeak (`P@ssw0rd!`, `passW0rd`) is a human's weak
# password, and real ones are exactly that weak: it is read as typed.
_HEXSPEAK = frozenset(("deadbeef", "cafebabe", "badc0ffee", "feedface"))
_HEX_LEET = str.maketrans("0134578", "oieastb")
_DESCRIBING_WORDS = frozenset((
    "my", "your", "some", "the", "a", "this", "secret", "hardcoded", "hard", "coded", "string",
    "str", "value", "key", "token", "password", "passwd", "pass", "api", "private", "access",
    "client", "auth", "app", "test", "dummy", "sample", "example", "fake", "here", "goes"))
# Nouns a slot's name is made of: two or more of them and nothing else (`secretKey`,
# `api-key`, `accessToken`) name the slot rather than fill it.
_SLOT_NOUNS = frozenset((
    "secret", "key", "token", "access", "api", "client", "private", "password", "passwd", "pwd",
    "pass", "app", "auth", "session", "refresh", "master", "bearer", "signing", "credential",
    "credentials"))
# What a guide says in the slot instead of a value, in the languages it is written in ("write
# your own", "enter your key", "fill in your key"): a value holding one of them as a word.
_INSTRUCTION_WORDS = frozenset((
    "напиши", "напишите", "впиши", "впишите", "введите", "вставьте", "укажите", "замените",
    "ваш", "ваша", "ваше", "свой", "свое", "своё", "свою", "твой", "твое", "твоё",
    "insira", "coloque", "ingresa", "ingrese", "introduce", "introduzca", "entrez", "insérez",
    "remplacez", "eintragen", "einfügen", "ersetzen", "masukkan", "isi", "nhập", "girin",
    "buraya", "inserisci", "sostituisci", "wpisz", "vložte", "zadejte"))
# ... and in the languages written without spaces, as pieces of the value.
_INSTRUCTION_PIECES = ("填入", "填写", "輸入", "输入", "替换", "替換", "你的", "您的", "入力",
                       "ここに", "여기에", "입력")
_LETTERS = rxcache.compile(r"[^\W\d_]+")
# "my"/"your" in the languages a guide is written in (`mein_passwort`, `ton_token`, `tu_clave`,
# `seu_token`, `你的密码`, `あなたのパスワード`, `당신의 비밀번호`).
# ("your" alone: a guide addressing the reader.)
_SECOND_PERSON = r"your|dein|ihr|ton|votre|tu|su|seu|sua|tuo|jouw|uw|你的|您的|あなたの|당신의 ?"
_OWNED_STAND_IN = rxcache.compile(r"(?:my|the|some|a|an|mein|mon|mi|meu|mio|mijn|我的|"
                                  + _SECOND_PERSON + r")[_\-. ]?([^\W\d]+)")
# "your" and words after it, set apart (`votre_mot_de_passe_neon`, `tu-clave-de-api`): the
# slot's text in the reader's language, as `your` is a marker word in English.
_ADDRESSED = rxcache.compile(r"(?i:" + _SECOND_PERSON + r")[_\-. ][^\W\d_]+(?:[_\-. ][^\W\d_]+)*")
# The same words as a value's first word in camel case or before a tail of digits and symbols
# (`TuPasswordFuerte123`, `sua-chave-jwt-super-secreta-minimo-32-caracteres`), with the
# other persons' and numbers' forms of the same possessive: the reader is told what to put.
_SECOND_PERSON_WORDS = frozenset(w for w in _SECOND_PERSON.split("|") if w.isascii()) | {
    "yours", "deine", "deinen", "deiner", "ihre", "ihren", "ta", "tes", "vos", "tus", "sus",
    "teu", "tua", "tuoi", "vostro", "vostra", "twoj", "twoje", "senin", "sizin", "sizning",
    "anda"}


# Counting is read on ASCII digits only: `str.isdigit` is also true of "²" or "३", which
# `int` may refuse or read as another number.
_ASCII_DIGITS = frozenset("0123456789")


def _typed_fractions(value: str) -> tuple[float, float, float]:
    """Shares of characters that were typed rather than generated: repeats, counting, and
    either of them.

    Repeats are runs of one character (`xxxx`, `1111`) and short periods (`121212`, `123123`,
    `ABCD-ABCD-ABCD-`); counting is digit sequences (`1234`, `7890`). Letter sequences are not
    counted: made-up samples such as `AbCdEf...` stand in for real secrets in tests, and a
    redactor must still remove them.
    """
    chars = value.lower()
    n = len(chars)
    if not n:
        return 1.0, 1.0, 1.0
    repeats = bytearray(n)
    counting = bytearray(n)
    # Each pass finds maximal stretches in one sweep: a run of one character (4 or more), a
    # stretch with period p (3 periods or more), a run of digits counting up (4 or more).
    start = 0
    for i in range(1, n + 1):
        if i == n or chars[i] != chars[start] or not chars[start].isalnum():
            if i - start >= 4 and chars[start].isalnum():
                repeats[start:i] = b"\1" * (i - start)
            start = i
    for period in range(2, 9):
        start = period  # first index of the current stretch of chars[i] == chars[i - period]
        for i in range(period, n + 1):
            if i == n or chars[i] != chars[i - period]:
                if i - (start - period) >= 3 * period:
                    repeats[start - period:i] = b"\1" * (i - start + period)
                start = i + 1
    start = 0
    for i in range(1, n + 1):
        if i == n or not (chars[i - 1] in _ASCII_DIGITS and chars[i] in _ASCII_DIGITS
                          and (int(chars[i - 1]) + 1) % 10 == int(chars[i])):
            if i - start >= 4:
                counting[start:i] = b"\1" * (i - start)
            start = i
    either = sum(r | c for r, c in zip(repeats, counting, strict=True))
    return sum(repeats) / n, sum(counting) / n, either / n


def _placeholder(value: str, text: str, end: int, *, random: bool) -> bool:
    """True when `value` is a stand-in. `random` values are generated by a vendor (a real one
    never reads as words); others may be a human's password or passphrase."""
    lowered = value.lower()
    if any(m in lowered for m in _MARKERS_ANY) or _published(lowered):
        return True
    if len(value) <= 100 and (any(m in (value if m in _CASED_MARKERS else lowered)
                                  for m in _MARKERS_SHORT
                                  if not ("{" in m or "}" in m or m in _CASED_MARKERS) or (
                                      m in _CASED_MARKERS and not _symbol_drawn(value)) or (
                                      not (m in _BRACES and _filled_braces(value))
                                      and _BRACE_SLOT.search(value))) or any(
            _marker(value, lowered, m) for m in _MARKER_WORDS if m in lowered)
            or _ANGLE_SLOT.search(value)):
        return True
    # Template syntax: `%(name)s` (a `%(` inside a generated value is not one), a variable
    # (`$VAR`, `%VAR%`, `{name}`); a crypt(3) hash (`$6$salt$...`) only starts like a variable.
    if _PERCENT_NAME.search(value) or _DELIMITED_NAME.fullmatch(value) or _bound_name(
            value, text, end - len(value)) or (
            lowered.startswith("[redacted")) or (
            lowered.startswith("{") and not _CRYPT.match(value) and not _filled_braces(value)) or (
            lowered.startswith("%") and _PERCENT_SLOT.match(value)) or (
            lowered.startswith("$") and _reference(value)
            and not _json_literal(value, text, end - len(value))) or (
            len(value) >= 20 and _STAND_IN_END.search(lowered)) or _PUT_HERE.search(value) or (
            _LOOKUP_CALL.fullmatch(value)):
        return True
    # Text, not a value: a sentence of three words or more that ends as sentences do ("DO NOT
    # USE THIS VALUE. INSTEAD, CREATE ..."), or words of a script written without spaces
    # (`是授权码而不是邮箱密码`): what goes in the slot, described.
    if _described(value):
        return True
    # Base64 of text (`Y2hhbmdlLW1lLWluLXByb2R1Y3Rpb24=`): judged as the text it encodes, so a
    # stand-in stays one however it is written down. (Base64 of JSON, a JWT's header, encodes
    # a structure, not a value.)
    plain_text = _base64_text(value)
    if plain_text is not None and _placeholder(plain_text, "", 0, random=False):
        return True
    # Masked on the page (`xoxp-1234-...-####`, `ghp_abcd****`) or elided after a few characters
    # (`ops_eyJzaWdu..`): what is shown is not the secret. A value cut by a truncation ("…", or
    # "..." after a long prefix) still is one, and goes.
    if text[end:end + 1] in ("#", "*") or (len(value) <= 20 and lowered.endswith("..")):
        return True
    # "your ... here" glued into one word (`key-yourkeyhere`, `YOURTOKENHERE`): the slot's text.
    if "your" in lowered and lowered.rstrip("0123456789").endswith("here"):
        return True
    # Elided in the middle (`AKIA...GYZWRAHOH`, `B87...UD/LEl6Z`): a few characters shown each
    # side of an ellipsis, as a console lists a key it will not show.
    if _ELIDED.fullmatch(value):
        return True
    plain = lowered.strip("!.")
    if plain in _STAND_IN_VALUES and not _weak(plain, text, end - len(value)):
        return True
    # A stand-in typed twice (`testtest`, `foofoo`, as `hogehoge` is) is still that stand-in.
    half = len(plain) // 2
    if (len(plain) % 2 == 0 and plain[:half] == plain[half:] and plain[:half] in _STAND_IN_VALUES
            and not _weak(plain[:half], text, end - len(value))):
        return True
    # Fillers run together (`foobarbaz`, `foopass`, `hogefuga`): a metasyntactic word and stand-in
    # words, nothing else.
    if _filler_compound(plain):
        return True
    if lowered.translate(_HEX_LEET) in _HEXSPEAK:
        return True
    # "my password", spelled as a value (`myPassword`, `MY-PASSWORD`, `your_token`): the slot's
    # own name, which is how a guide says "put yours here".
    owner = _OWNED_STAND_IN.fullmatch(plain)
    if (owner and owner.group(1) in _STAND_IN_VALUES) or _ADDRESSED.fullmatch(plain):
        return True
    if not random and _addressed_words(value):
        return True
    # Nouns of a slot's name and nothing else (`secretKey`, `api-key`), or "my" and words of the
    # name on the value's line (`stateSecret: ... || "my-state-secret"`): the slot's name.
    parts = [p.lower() for p in _NAME_PARTS.findall(value)]
    if len(parts) == 1 and value.isascii() and value.isalpha():
        # ... glued in one case (`secretkey`, `ACCESSTOKEN`): the same nouns run together
        parts = _slot_noun_pieces(parts[0]) or parts
    if 2 <= len(parts) <= 4 and len("".join(parts)) == sum(c.isalnum() for c in value) and (
            not any(c.isdigit() for c in value)) and (
            all(p in _SLOT_NOUNS for p in parts) or (
                parts[0] in _OWNERS and set(parts[1:]) <= _SLOT_NOUNS | _line_name_parts(
                    text, end - len(value)))):
        return True
    if not random and _names_password_slot(value):
        return True
    # A guide's instruction in the slot ("напиши свое", "填入你的key").
    if not value.isascii() and (
            any(w.lower() in _INSTRUCTION_WORDS for w in _LETTERS.findall(value))
            or any(piece in value for piece in _INSTRUCTION_PIECES)):
        return True
    # Three words or more that only say what the value is (`secretHardcodedString`,
    # `myHardCodedPrivateKey`, `the_api_key_value`): a description standing in for it.
    parts = _NAME_PARTS.findall(value)
    if len(parts) >= 3 and all(p.lower() in _DESCRIBING_WORDS for p in parts) and len(
            "".join(parts)) == sum(c.isalnum() for c in value):
        return True
    # One character repeated at any length (`1111`): nobody chose it. A stand-in word with a
    # word stuck to it (`testpassword`, `mypass`) is not a stand-in: real passwords are that
    # weak, and redacting a fake one costs a word where leaking a real one costs the account.
    if len(set(lowered)) == 1:
        return True
    if not random and STAND_INS.echoed_user_stand_in and (
            _echoes_user(value, text, end) or _digests_user(value, text, end)):
        return True
    # The name of the entry the value sits in (`"digitalocean": {... "secret": "digitalocean"`,
    # `[mysql]` / `password = mysql`, YAML's `authelia:` over its password): the slot's name
    # once more, as `POSTGRES_PASSWORD=postgres` repeats its own, not a value chosen for it.
    if not random and _names_its_entry(value, text, end - len(value)):
        return True
    # Digits typed in a slot a person fills are a weak password under the policy's
    # `typed_digits_redacted`; the counting and repeat rules below are for drawn values then.
    if (not random and STAND_INS.typed_digits_redacted and len(value) >= 4
            and set(value) <= _ASCII_DIGITS):
        return False
    # Digits counting up and nothing else (`123`, `12345`) are typed, at any length.
    if len(value) >= 3 and set(value) <= _ASCII_DIGITS and all(
            (int(a) + 1) % 10 == int(b) for a, b in itertools.pairwise(value)):
        return True
    # Letters and digits counting up in turn (`a1b2c3d4e5f6...`), or, where only a name vouches
    # for the value, in short groups (`NGROK_AUTHTOKEN=2abc123def456ghi789...`); after a vendor's
    # prefix or a header's scheme word the shape vouches for it, and tests write samples so.
    if len(value) >= 8 and (_interleaved(value) or (not random and _walked(value))):
        return True
    # Generated values almost never hold a typed run; a human's password may hold one or two.
    if len(value) >= 6:
        repeats, counting, either = _typed_fractions(value)
        limit = STAND_INS.typed_limit
        if repeats >= (0.3 if random else limit) or counting >= limit or either >= limit:
            return True
    # `xoxp-1-SlackAppConfigurationAccessTokenHere`: a body made of capitalised words; a
    # generated value never reads as words with no digit in it (`this_is_just_a_test`).
    return random and (any(len(part) >= 16 and _CAMEL_WORDS.fullmatch(part)
                           for part in _SEGMENTS.split(value))
                       or (not any(c.isdigit() for c in value) and _reads_as_words(value)
                           and sum(len(p) >= 3 for p in _NAME_PARTS.findall(value)) >= 2
                           # letters in case-alternating pieces are a generator's, and some
                           # vendors draw from letters alone (`hf_hZEmnoOEYISjraJt...`)
                           and not _generated_letters(value)))


_BASE64_TEXT = rxcache.compile(r"[A-Za-z0-9+/]{8,}={0,2}")


def _addressed_words(value: str) -> bool:
    """A value whose first word is "your" in some language, set apart or capitalised, and
    which goes on with a word (`TuPasswordFuerte123`, `sizning_parolingiz`): a slot's text
    addressed to the reader, whatever digits or symbols end it."""
    first = _LETTERS.match(value)
    if first is None:
        return False
    words = _NAME_PARTS.findall(value[:first.end()]) if first.group().isascii() else [
        first.group()]
    if not words or words[0].lower() not in _SECOND_PERSON_WORDS:
        return False
    rest = value[len(words[0]):]
    # (a run of capitals cut where a capitalised word starts is no word of its own: `TESTsecur`)
    if words[0].isupper() and rest[:1].isupper():
        return False
    return any(len(w) >= 3 for w in _LETTERS.findall(rest))


def _clear_stand_in(value: str, text: str, end: int) -> bool:
    """A stand-in written in the clear where base64 belongs (`password: password`): a word that
    reads as one is not the encoding of a value."""
    return value.isalpha() and _placeholder(value, text, end, random=False)


def _base64_text(value: str) -> str | None:
    """The printable text that `value` is the standard base64 of, or None."""
    if len(value) % 4 or not _BASE64_TEXT.fullmatch(value):
        return None
    try:
        decoded = base64.b64decode(value, validate=True)
    except (binascii.Error, ValueError):
        return None
    if len(decoded) < 4 or not all(32 <= b < 127 for b in decoded.rstrip(b"\n")):
        return None
    plain = decoded.decode("ascii").strip()
    return None if plain.startswith(("{", "[")) else plain


_BRACES = frozenset(("{{", "}}", "{}"))
# What braces hold when they are a template's slot: a name (`{token}`, `{{ .Values.pw }}`,
# `{API_KEY_2}`) or a format index (`{0}`). Filled in, they hold the value itself
# (`https://{user}:{s3cr3t.0412}@github.com`, `{{5dv4rrgq8au7}}`): what a name does not, a
# leading digit or a run of four digits.
_FILLED_SLOT = rxcache.compile(r"\{\{?(?P<body>[^{}\s]{3,128})\}\}?")
_DIGIT_RUN4 = rxcache.compile(r"[0-9]{4}")


def _filled_braces(value: str) -> bool:
    """Whether a braced value holds a value rather than a slot's name."""
    slot = _FILLED_SLOT.fullmatch(value)
    if slot is None:
        return False
    body = slot.group("body")
    return body[0] in _ASCII_DIGITS or _DIGIT_RUN4.search(body) is not None


def _names_password_slot(value: str) -> bool:
    """A password's noun written out beside one or two words for what it opens, lower-case
    and set apart by separators, with no digit (`db_password`, `repl-password`,
    `password_database_mail`): how a template names the slot. Glued into one word or with the
    noun cut short (`adminpass`, `blog_pass`), it is how people write weak passwords, and stays
    one."""
    pieces = _SLOT_SEPARATORS.split(value)
    if not 2 <= len(pieces) <= 3 or not all(p.isalpha() and p.islower() for p in pieces):
        return False
    # (secret_generic reads names with the same nouns; it imports this module at its top)
    from memory_engine.screening.secret_generic import PASSWORD_NOUNS_WRITTEN_OUT

    return sum(p in PASSWORD_NOUNS_WRITTEN_OUT for p in pieces) == 1


_SLOT_SEPARATORS = rxcache.compile(r"[_\-.]")
_ENTRY_NAME_REACH = 400  # characters before a value read for the entry holding it


def _names_its_entry(value: str, text: str, start: int) -> bool:
    """Whether `value` is the name of an entry opened above it (see `_placeholder`): a JSON key
    whose value is an object, a YAML key with nothing after its colon, an INI section."""
    if len(value) < 4 or not value.replace("_", "").replace("-", "").isalnum():
        return False
    name = value.lower()
    for line in text[max(0, start - _ENTRY_NAME_REACH):start].lower().splitlines():
        line = line.strip()
        if line in (f"{name}:", f"[{name}]"):
            return True
        for quote in "\"'":
            at = line.find(f"{quote}{name}{quote}")
            if at >= 0:
                rest = line[at + len(name) + 2:].lstrip()
                if rest.startswith(":") and rest[1:].lstrip().startswith("{"):
                    return True
    return False


# A key that names the user of the same record, ending where its value starts: `user=`,
# `"username": "`, `DB_USER: `, `username="`, `login => '`, `<username>`, and a lookup's name
# before its fallback (`ENV.fetch("POSTGRES_USER", "`).
_USER_KEY = rxcache.compile(r"(?i)(?:user(?:_?name|_?id)?|login|uid|usr)(?:[\"']?[ \t]*"
                            r"(?:=>|:=|=|:|>)[ \t]*[\"']?|[\"'][ \t]*,[ \t]*[\"'])\Z")


def _echoes_user(value: str, text: str, end: int) -> bool:
    """Whether the password `value` (ending at `end` in `text`) repeats the user name of its
    record: `name:name@` in a URL or a .pgpass line, or a user key a few lines away whose
    value is the same. A default reads as a name (`postgres`, `guest`, `app_user`); one with a
    digit in it (`kq7Vwz:kq7Vwz@`) was chosen or drawn, and is a password like any other."""
    if len(value) < 3 or not text or any(c in _ASCII_DIGITS for c in value):
        return False
    start = end - len(value)
    if text[max(0, start - len(value) - 1):start] == value + ":" and (
            start - len(value) - 1 <= 0 or not text[start - len(value) - 2].isalnum()):
        return True
    low, high = max(0, start - 300), min(len(text), end + 300)
    at = text.find(value, low, high)
    while at >= 0:
        after = text[at + len(value):at + len(value) + 1]
        if at != start and not after.isalnum() and _USER_KEY.search(text, max(0, at - 40), at):
            return True
        at = text.find(value, at + 1, high)
    return False


# A hex digest as long as MD5's, SHA-1's or SHA-256's.
_HEX_DIGEST = rxcache.compile(r"[0-9a-f]{32}|[0-9a-f]{40}|[0-9a-f]{64}|[0-9A-F]{32}|[0-9A-F]{40}"
                              r"|[0-9A-F]{64}")
# A user key and the value it is given (`login = "admin"`, `"username": "ops"`).
_USER_VALUE = rxcache.compile(r"(?i)(?<![\w\-])(?:user(?:_?name)?|login|uid|usr)[\"']?[ \t]*"
                              r"(?:=>|:=|=|:)[ \t]*[\"']?(?P<u>[^\s\"',;]{1,64})")


def _digests_user(value: str, text: str, end: int) -> bool:
    """Whether the password `value` is the hex digest (MD5, SHA-1 or SHA-256) of its record's
    user name, a user key within a few lines of it (`login = "admin"` / `password =
    "21232f29..."`, MD5 of "admin"): the default credential a store ships, kept hashed, as
    `_echoes_user`'s is kept plain."""
    if not text or _HEX_DIGEST.fullmatch(value) is None:
        return False
    import hashlib

    start = end - len(value)
    algorithm = {32: hashlib.md5, 40: hashlib.sha1, 64: hashlib.sha256}[len(value)]
    for match in _USER_VALUE.finditer(text, max(0, start - 300), min(len(text), end + 300)):
        user = match.group("u").encode("utf-8")
        if algorithm(user, usedforsecurity=False).hexdigest() == value.lower():
            return True
    return False


_PERCENT_NAME = rxcache.compile(r"%\([A-Za-z_]\w*\)")
# What a value opening with `%` is when it is a slot: a Windows variable (`%DB_PASS%`), a
# format directive (`%s`, `%(name)s`, `%{name}`), a template's delimiter (`%%KEY%%`); a drawn
# password may open with `%` too (`%gTf9E*73aEzX3`).
_PERCENT_SLOT = rxcache.compile(r"%(?:[A-Za-z_][\w.\-]*%|[sdrfi]\Z|[sdrfi]\W|\(|\{|%|\Z)")
_ELIDED = rxcache.compile(r"[^\s.…]{1,8}(?:\.{3,}|…)[^\s.…]{1,40}")
# (A variable's name may take a key: Perl's and FreeRADIUS' `$ENV{DB_PASS}` in an environment
# variable's capitals, PHP's `$_ENV['db_pass']` quoted.)
_VARIABLE = rxcache.compile(r"\$(?:\{[^}\n]*\}|\([^)\n]*\)|[A-Za-z_]\w*"
                            r"(?:\{[A-Z_][A-Z0-9_]*\}|\[([\"'])[\w.\-]+\1\])*)")
_PATH_CHARS = rxcache.compile(r"[\w./:\-]*")


def _reference(value: str) -> bool:
    """Whether a value that opens with `$` is variables and a path (`$HOME/.ssh/id`,
    `${DB_PASS}`, `$(cat pw)`), rather than a password that starts with one
    (`$uper$ecureP@ss123!`): what the variables leave is path characters only. A crypt(3)
    hash (`$6$salt$...`) only starts like a variable."""
    if _CRYPT.match(value):
        return False
    return _PATH_CHARS.fullmatch(_VARIABLE.sub("", value)) is not None

# A JSON entry's string (`"password": "$gab1Blanca"`): nothing expands a `$` there but a
# template, and a template's slot is braced (`"${DB_PASS}"`), an environment variable's name
# (`"$DB_PASS"`) or variables run together (`"$super$ecret"`), not one name in lower or mixed
# case.
_JSON_KEY_BEFORE = rxcache.compile(r"\"[ \t]*:[ \t]*\"\Z")
_TEMPLATE_SLOT = rxcache.compile(r"\$(?:\{|\(|[A-Z][A-Z0-9_]*(?![a-z]))")


def _json_literal(value: str, text: str, start: int) -> bool:
    return (value.count("$") == 1 and _TEMPLATE_SLOT.match(value) is None
            and _JSON_KEY_BEFORE.search(text, max(0, start - 8), start) is not None)


# A name between a template language's delimiters or brackets (`__PASSWORD__`, `@@token@@`,
# `%%KEY%%`, `[[token]]`, `((db_password))`, `[hidden]`), a YAML tag standing where the value
# goes (`!vault`, `!Ref`), or a bind parameter or symbol (`@Password`, `:password`): the value
# is filled in later, or named rather than given.
_DELIMITED_NAME = rxcache.compile(r"(?:__|@@|%%|\[\[?|\(\(?)[ ]?[A-Za-z_][\w.\- ]*?[ ]?"
                                  r"(?:__|@@|%%|\]\]?|\)\)?)|![A-Za-z]+")
# A bind parameter or a symbol (`@Password`, `:pwd`, `@db_pass`) stands for the value when it is
# named as one: after the slot's own words, or with a credential's. After any other word
# (`admin_passwd = @innovus`) the `@` is a character of the password.
_BOUND_NAME = rxcache.compile(r"[@:](?P<n>[A-Za-z_]+)")
# Stems a credential's name holds, read anywhere in it, glued or not (`passwordsaltmain`,
# `upgradekey`); each reading below adds its own.
_CREDENTIAL_STEMS = ("pass", "pwd", "secret", "token", "key", "auth")
_BOUND_WORDS = (*_CREDENTIAL_STEMS, "pw", "cred")


def _bound_name(value: str, text: str, start: int) -> bool:
    """Whether `value` is a bind parameter or a symbol named as the slot's value (see above)."""
    bound = _BOUND_NAME.fullmatch(value)
    if bound is None:
        return False
    name = bound.group("n")
    words = {p.lower() for p in _NAME_PARTS.findall(name)}
    return (any(w in name.lower() for w in _BOUND_WORDS)
            or bool(words & _line_name_parts(text, start)))
_CRYPT = rxcache.compile(r"\$(?:1|2[abxy]?|5|6|y|gy|7|md5|sha1|apr1|argon2(?:id|i|d))\$[^$\s]+\$")
# A lookup of an environment variable written as the value, in a config language's call syntax
# (Supabase's `"env(S3_SECRET_KEY)"`, `secret(DB_PASSWORD)`): a function's name and a
# variable's in capitals; the value is read where the config is loaded.
_LOOKUP_CALL = rxcache.compile(r"[A-Za-z_][\w.:]*\([ \t]*[\"']?[A-Z_][A-Z0-9_]*[\"']?[ \t]*\)")


# A value that ends by saying what it stands in for (`...bPxRfiCYESAMPLEKEY`, `...TESTKEY`,
# `...FAKEKEY`): the documented AWS key with its EXAMPLE swapped for another marker.
_STAND_IN_END = rxcache.compile(r"(?:test|fake|dummy|sample|example)(?:key|token|secret)\Z")
# A value that ends by saying where the real one goes (`your_api_key_here`, `...TokenHere123`):
# `here` set apart as the last word, with at most a count after it.
# "Here" in the languages a guide is written in: `passwort_hier`, `SKRIVLÖSENHÄR`,
# `tu_clave_aqui`, `votre_cle_ici`.
_PUT_HERE = rxcache.compile(r"(?:[_\-. ](?i:here|hier|ici|aqu[ií]|qui|här|her|tutaj)|"
                            r"[a-zäöü](?:Here|Hier|Ici|Aqui|Här|Tutaj)|"
                            r"[A-ZÄÖÜ](?:HERE|HIER|ICI|AQUI|AQUÍ|HÄR|TUTAJ))[0-9]*\Z")


def _marker(value: str, lowered: str, marker: str) -> bool:
    """Whether a short marker word marks `value` as a stand-in: anywhere, or (the policy's
    `markers_as_words`) at the value's start or end or as a word of it (`a-fake-key`,
    `myFakeToken`), not glued inside a token (`AKIAHI38FAKE1...`)."""
    if not STAND_INS.markers_as_words:
        return True
    at = lowered.find(marker)
    while at >= 0:
        stop = at + len(marker)
        if at == 0 or stop == len(value):
            return True
        before, first, after = value[at - 1], value[at], value[stop]
        starts = not before.isalnum() or (before.islower() and first.isupper())
        ends = not after.isalnum() or (after.isupper() and value[stop - 1].islower())
        if starts and ends:
            return True
        at = lowered.find(marker, at + 1)
    return False


def _weak(plain: str, text: str, start: int) -> bool:
    """A weak password (`secret`, `admin`) in a slot, under the policy's `weak_words_redacted`;
    a stand-in still when the slot is named after the same word (`client_secret: secret`)."""
    return (STAND_INS.weak_words_redacted and plain in _WEAK_WORDS
            and plain not in text[max(0, start - 80):max(0, start)].lower())


# A location: a URI of any scheme, an ARN, or a secret store's reference (`vault:secret/data/db`,
# `ssm:/prod/db/password`): a scheme word, a colon and a path of words.
_URI = rxcache.compile(r"[a-z][a-z0-9+.\-]{1,15}://|arn:[a-z\-]+:|file:|urn:"
                       r"|[a-z][a-z0-9\-]{1,15}:/?(?:[a-z][a-z0-9_.\-]*/)+[a-z][\w.\-]*(?:#[\w.\-/]+)?\Z",
                       re.IGNORECASE)
_PASSWORD_WORDS = ("pass", "pwd", "mot de passe", "contrase", "passwort", "kennwort")
_CAMEL_WORDS = rxcache.compile(r"(?:[A-Z][a-z]{2,}){3,}")
_SEGMENTS = rxcache.compile(r"[\-_.:~|/+=]")
# A name's words: a run of capitals (an acronym, or the start of `HTTPServer`), a word with its
# capital, a run of digits. secret_generic splits names so too.
NAME_PARTS = r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+"
_NAME_PARTS = rxcache.compile(NAME_PARTS)
_CODE_REF = rxcache.compile(
    r"[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+|[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|"
    r"v?[0-9]+(?:\.[0-9]+)+")
_STARTS_ENTRY = rxcache.compile(r"(?:^|\n|[{,;(\[])[ \t]*(?:export[ \t]+)?\\?[\"']?\Z")
_IDENTIFIER = rxcache.compile(r"[A-Za-z_][\w.\-]*")
# A call or a subscript (`getPassword()`, `param[0]`): an expression, not a value.
_CALL = rxcache.compile(r"[A-Za-z_$][\w$.]*(?:\(.*\)|\[[\w$.'\"\- ]*\])[.;]?")
_KEY_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-")
# Words that make a quoted phrase a sentence about a password rather than the password.
_PROSE_WORDS = frozenset((
    "your", "enter", "please", "must", "should", "required", "invalid", "incorrect", "wrong",
    "forgot", "reset", "password", "passwords", "passphrase", "characters", "field", "here",
    "the", "a", "an", "is", "are", "not", "this", "that", "of", "for", "to", "in", "on", "at",
    "with", "from", "by", "be", "was", "will", "can", "new", "old", "confirm", "current",
    "type", "value", "see", "as", "stored", "set", "use", "used", "and", "or", "no"))


# The words of _PROSE_WORDS that any sentence holds, a passphrase too.
_FUNCTION_WORDS = frozenset((
    "the", "a", "an", "is", "are", "not", "this", "that", "of", "for", "to", "in", "on", "at",
    "with", "from", "by", "be", "was", "will", "can", "as", "and", "or", "no"))


def _code(value: str) -> bool:
    """`settings.API_KEY`, `SECRET_NAME`, `v1.2.3`: a reference, not a value. A dotted name with
    a long part mixing digits and both cases is a token that has a dot in it, and so is one whose
    parts are all such runs, short ones included (`NOHhIumOJk3.NIaYr`: no part is a name)."""
    if not _CODE_REF.fullmatch(value):
        return False
    parts = value.split(".")
    if any(len(part) >= 12 and _random_looking(part) for part in parts):
        return False
    joined = "".join(parts)
    return not (len(joined) >= 12 and _random_looking(joined)
                and all(_random_looking(part) or len(part) <= 6 for part in parts))


def _key_name(text: str, word_start: int, word_end: int,
              value: str = "") -> tuple[str, bool] | None:
    """The whole name ending in a secret word, and whether the word starts a part of it.

    None when the name says the value is not a credential (`publicToken`, `next_page_token`,
    `max_token`, a salt its framework documents as public: `signing_salt`). "hash" before the
    secret word says so only of a value shaped as a digest: `HASH_SECRET_KEY`,
    `vnp_HashSecret` name the key a checksum is made with, and what they hold is drawn, not
    digested.
    """
    start = word_start
    while start > 0 and text[start - 1] in _KEY_CHARS and word_start - start < 80:
        start -= 1
    name = text[start:word_end]
    if public_salt(name):
        return None
    parts = [p.lower() for p in _NAME_PARTS.findall(name)]
    vetoes = {p for p in parts[:-1] if p in NOT_SECRET_PARTS}
    if vetoes and not (vetoes == {"hash"} and value and not digest_shaped(value)):
        return None
    prev = text[word_start - 1] if word_start > start else ""
    # (Of a dotted name, the last part: `self.CORPSECRET` is a constant of an object.)
    letters = [c for c in name.rsplit(".", 1)[-1] if c.isalpha()]
    # An acronym glued to a lower-case word (`SSHpassword`) ends where the case changes.
    acronym = text[word_start].islower() and text[max(start, word_start - 2):word_start].isupper()
    bounded = (prev in ("", "_", ".", "-") or (text[word_start].isupper() and not prev.isupper())
               or acronym or all(c.isupper() for c in letters))
    return name, bounded


def _value_ok(value: str, quoted: bool, text: str, end: int, *, pass_word: bool,
              min_len: int = 6, parameter: bool = False, config_line: bool = False,
              phrase: bool = False, short: bool | None = None, config_file: bool = False) -> bool:
    """Whether an assigned or passed value looks like a credential rather than code or prose.

    `parameter`: a password parameter of a connection string or URL query (`;pwd=...;`,
    `&password=...`). There the value cannot be a variable or an expression, so letters alone
    (`mypass`) are a password too. `config_line`: the assignment is a whole line of a config
    file (`SSHpassword=hardcoded`), where a bare word is a value rather than a name: in lower
    case after a colon (`password: hardcoded`; `password: SecretStr` is an annotation), in any
    case right after an '=' (`Pw=UnsafeString`). `phrase`: the slot holds something a person
    chooses (a secret, a key), where four or more lower-case words joined by '-' or '_'
    (`jwt-signing-key-exposed-in-code`) are a passphrase, not a name. `short`: the slot takes
    values as short as a password's (by default, a password's slot). `config_file`: the line
    sits in a block only a config file's syntax reads (`config_block`), where a capitalised
    bare word (`Password = Obelix`) is a value, not a class or a type named in code.
    """
    if short is None:
        short = pass_word
    # A value quoted twice (`"'$VAR'"`, shell splicing a variable in) is judged without them.
    inner = value.strip("'\"")
    weak = _weak(inner.lower(), text, end - len(value))
    # A password people chose may be four letters (`root`), as a quoted or config value.
    short_ok = short and (quoted or config_line) and inner.isalnum()
    if len(value) < (4 if parameter or weak or short_ok else min_len) or \
            _placeholder(inner, text, end, random=False):
        return False
    # A CSS selector or a page anchor (`'#add-password'`) names an element; `#000080` is a
    # colour.
    if _SELECTOR.fullmatch(inner):
        return False
    # A regular expression (`[^\W\d]\w*`, `[-!#$%&'*+.^_`|~0-9a-zA-Z]+`) describes strings
    # rather than being one: two of its marks, as one drawn password does not hold.
    if len(_REGEX_MARKS.findall(inner)) >= 2:
        return False
    # A location, not a credential: a URI of any scheme (`s3://`, `arn:aws:...`), a path. A
    # value that starts with a separator was read across a string's end (`"Password:","x"`).
    # Base64 may start with '/' too: padded or holding a '+', generated, it is a key.
    # Inside quotes a drawn password may open with '-' (`'-7a&wtxQ-Z8P8t57'`).
    if _URI.match(inner) or (inner.startswith(("/", "~/", "./", "../", "-", ",", ";"))
                             and not _base64_key(inner) and not _symbol_drawn(inner)
                             and not (quoted and inner.startswith("-")
                                      and _random_looking(inner))):
        return False
    # Code that builds a string (`" + getPassword() + "`) is not a passphrase.
    if " + " in value or ("(" in value and ")" in value and " " in value):
        return False
    if _code(value) or text[end:end + 1] in ("(", "[", "{"):
        return False
    # A quoted piece that code joins to more (`" --user=" + name`) is not the whole value,
    # unless what is joined on starts the next parameter (`'<key>' + "&q=" + city`).
    if quoted and _JOINED_ON.match(text, end + 1) and not _NEXT_PARAMETER.match(text, end + 1):
        return False
    # An annotation's union (`private_key: Ed25519PrivateKey | Ed448PrivateKey`) is a type; a
    # pipe into a command (`echo pw | sudo -S ...`) is not.
    if not quoted and _UNION.match(text, end):
        return False
    # `credentials: AWS_KEY=...`: the value is itself an assignment, judged on its own.
    if _assignment(value):
        return False
    has_digit = any(c.isdigit() for c in value)
    # A UUID of a version other than 4 is made from a clock or a name, not drawn at random.
    if _UUID.fullmatch(inner) and inner[14] != "4":
        return False
    # Digits alone are a number (a port, a size, an id) unless longer than any 64-bit integer.
    if value.isdigit() and not pass_word and len(value) <= 20:
        return False
    if " " in value.strip():
        # As a config line's whole value, a passphrase may be a plain sentence ("i am an
        # awesome accountant"); what a label or an instruction says still makes it prose.
        prose = _PROSE_WORDS - _FUNCTION_WORDS if config_line else _PROSE_WORDS
        words = value.lower().split()
        return (quoted and len(value) <= 100 and not any(w in prose for w in words)
                and not _sentence(value))
    # A label (`"Engangskode:"`), or words joined into a name with no digit under a token's or
    # a key's name (`creation_token = "my-product"`): text and ids, where those slots hold
    # generated values. A password slot still takes them, and any slot one made-up word
    # (`aws_secret_access_key=foobaz`): people choose them.
    if inner.endswith(":") or (not pass_word and not has_digit and _reads_as_words(inner)
                               and len(_NAME_PARTS.findall(inner)) >= 2
                               and not (phrase and _JOINED_WORDS.fullmatch(inner))):
        return False
    if quoted:
        return has_digit or len(value) >= (4 if short else 8) or weak
    if parameter or has_digit or any(c in "!@#%^*+=~?" for c in value):
        return True
    policy = STAND_INS.bare_letters
    if config_line and phrase and _JOINED_WORDS.fullmatch(value):
        return True
    return (policy != "off" and _generated_letters(value)) or (
        policy == "config" and config_line and len(value) >= (4 if short else 6)
        and value.isalpha()
        and (value.islower() or text[end - len(value) - 1:end - len(value)] == "="
             or config_file or _directive_value(text, end - len(value)))
        and value not in _TYPE_WORDS)


# Lines of an INI, properties or YAML-like config block: a key and its value, a comment, a
# section header.
_BLOCK_ENTRY = rxcache.compile(r"[ \t]*[A-Za-z_][\w.\-]*[ \t]*[=:][ \t]*(?P<v>[^\n]*)")
_BLOCK_OTHER = rxcache.compile(r"[ \t]*(?:[#;!][^\n]*|(?P<section>\[[^\]\n]+\])[ \t]*)?")
# A value no programming language writes bare: a path (`/usr/lib/x.so`, `../keys/a.jks`,
# `D:/Apk`) or a URL (`jdbc:mysql://host/db`).
_BARE_LOCATION = rxcache.compile(r"(?:\.{0,2}/|~/|[A-Za-z]:[\\/]"
                                 r"|[a-z][a-z0-9+.\-]*:(?:[a-z0-9]+:)*//)[^\s\"'`]")
# ... or an address: a mail address (`system@example.org`), a host and its port
# (`mail.example.org:587`), or an IPv4 address with its port or its network's prefix length
# (`ipaddr = 172.16.0.0/20`, `bind = 0.0.0.0:5432`), which no language parses unquoted.
_BARE_ADDRESS = rxcache.compile(r"[\w.+\-]+@[A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)*\.[A-Za-z]{2,}"
                                r"|[A-Za-z][\w\-]*(?:\.[\w\-]+)+:[0-9]{2,5}"
                                r"|(?:[0-9]{1,3}\.){3}[0-9]{1,3}(?:/[0-9]{1,2}|:[0-9]{1,5})?")
_BLOCK_REACH = 40  # lines each way read for the block's syntax


def config_block(text: str, line_start: int) -> bool:
    """Whether the line at `line_start` sits in a block that only a config file's syntax reads:
    the lines around it (up to one that is neither an entry, a comment, a section header nor
    blank) hold an INI section header (`[odbc_dsn]`) or a bare path, URL or address as a value
    (`Driver = /usr/lib/libtdsodbc.so`, `url: jdbc:mysql://...`, `FROM = me@example.org`,
    `HOST = smtp.example.org:587`), which code would quote."""
    for lines in lines_around(text, line_start, _BLOCK_REACH):
        for line in lines:
            entry = _BLOCK_ENTRY.fullmatch(line)
            if entry is not None:
                value = entry.group("v").strip()
                if _BARE_LOCATION.match(value) or _BARE_ADDRESS.fullmatch(value):
                    return True
                continue
            other = _BLOCK_OTHER.fullmatch(line.rstrip("\r"))
            if other is None:
                break
            if other.group("section"):
                return True
    return False


# A directive line: a name, blanks, one value (`port 587`, `host smtp.example.com`).
_DIRECTIVE = rxcache.compile(r"[ \t]*" + SET_COMMAND
                         + r"[A-Za-z_][\w.\-]*[ \t]+(?P<v>[^\s=:;{}#]\S*)[ \t]*\r?")
# A value only a config file writes bare: a number, a path, a host name or a mail address.
_DIRECTIVE_LOCATION = rxcache.compile(r"\d+|\.{0,2}/[^\s;]*|~/\S*|[\w.+\-]+@[\w\-]+(?:\.[\w\-]+)+|"
                                      r"[A-Za-z][\w\-]*(?:\.[\w\-]+)*\.[A-Za-z]{2,}")
_DIRECTIVE_REACH = 12  # lines each way read for the block's syntax


def directive_block(text: str, line_start: int) -> bool:
    """Whether the line at `line_start` sits among directives, `name value` with blanks between
    and no operator (msmtp's, .netrc's, mosquitto's and OpenVPN's files): another line near it
    gives a name one bare value that only a config file writes bare, a number, a path, a host
    or a mail address (`port 587`, `host smtp.gmail.com`, `user me@example.com`). A sentence
    that opens with a secret's name ("Token expired") has no such neighbour."""
    for lines in lines_around(text, line_start, _DIRECTIVE_REACH):
        for line in lines:
            entry = _DIRECTIVE.fullmatch(line)
            if entry is not None and _DIRECTIVE_LOCATION.fullmatch(entry.group("v")):
                return True
    return False


def _directive_value(text: str, start: int) -> bool:
    """Whether the value at `start` follows its name after blanks alone, as a directive's does
    (`rcon_password blsodfmfAm`): no operator, so no annotation either (`password: SecretStr`
    names a type after its colon), and a capitalised word there is the value a person set."""
    before = text[:start].rstrip(" \t")
    return len(before) < start and before[-1:].isalnum()


def _assignment(value: str) -> bool:
    """Whether a value read after a secret's name is itself an assignment (`AWS_KEY=...`,
    `SITE_URL=http://...`): a name, then `=` (base64's padding is no operator). A string drawn
    from letters, digits and punctuation (`lSJZPookogou=eC_M21E@^U;b9Qv...`, as generators of
    session and form secrets write them) holds `=` as one more of its characters; so does a
    short drawn password (`x3i=?6Ms5!Mi9t`), whose `=` is followed by what the generator drew:
    an assigned value opens as a value does (a letter, a digit, a quote, a variable, a path,
    a list or a map, a sign), never with `?`, `!`, `#`, `%`, `^`, `&`, `*`, `=` or `@`."""
    head, eq, rest = value.rstrip("=").partition("=")
    return (bool(eq) and _IDENTIFIER.fullmatch(head) is not None
            and rest[:1] not in _NO_VALUE_OPENING and not _drawn_with_symbols(value))


# What no assigned value opens with: the punctuation a drawn password holds anywhere.
_NO_VALUE_OPENING = frozenset("?!#%^&*=@")


# A run of base64 closed by its padding: 16 characters of the alphabet, then `=` or `==` at the
# run's end (not `=` followed by more of the alphabet, as in a drawn `Ab3=xY`).
_PADDED_BASE64_RUN = rxcache.compile(r"[A-Za-z0-9+/]{16,}={1,2}(?![A-Za-z0-9+/=])")
# The words a name holds, glued into it or not, that say a drawn value under it is a secret.
_DRAWN_NAME_STEMS = (*_CREDENTIAL_STEMS, "credential", "salt")


def _symbol_drawn(value: str) -> bool:
    """Whether `value` reads as a password generator's output: 16 characters or more of letters
    in both cases, digits and two kinds of punctuation or more (of any kind: `]`, `;`, `<`),
    near 4 bits a character, with no space, no URL and no regular expression's marks, not
    reading as words (`pd&PxP]8v][HV@Ko6uj>yh]e3*1i;+`, `D]QAVlOyLPa[Bil6IMlJ[rnm`). A dotted
    name, a path, a list or a format string spaces its punctuation out between words. A value
    holding a padded base64 run is an encoding (a salt and hash pair, `salt==:hash==`, wrapped
    or not), which the readings of base64 and of hashes judge: its `+`, `/` and `=` are the
    encoding's, not a generator's symbols."""
    symbols = {c for c in value if not c.isalnum()}
    return (len(value) >= 16 and len(symbols) >= 2 and "://" not in value
            and not _PADDED_BASE64_RUN.search(value)
            and not any(c.isspace() for c in value) and _random_looking(value)
            and entropy(value) >= 4.0 and len(_REGEX_MARKS.findall(value)) < 2
            and not (_reads_as_words(value) and not _generated_letters(value)))


# Punctuation a generator of secrets draws from (and a name or a URL's structure does not mix
# in such numbers).
_DRAWN_SYMBOLS = frozenset("!#$%&()*+,-./:;<=>?@[]^_{|}~")


def _drawn_with_symbols(value: str) -> bool:
    """Whether `value` reads as drawn from letters of both cases, digits and punctuation: 24
    characters or more with no space, no URL, four kinds of punctuation or more, near the
    entropy of such an alphabet."""
    return (len(value) >= 24 and "://" not in value and not any(c.isspace() for c in value)
            and _random_looking(value)
            and len(_DRAWN_SYMBOLS.intersection(value)) >= 4 and entropy(value) >= 4.5)


# A negated class, a class escape, a range inside a class, a quantifier after a class or group.
_REGEX_MARKS = rxcache.compile(r"\[\^|\\[wdsWDS]|\[[^\]\n]*?[A-Za-z0-9]-[A-Za-z0-9]|[\])][+*?]|"
                               r"[\])]\{[0-9]")
_JOINED_WORDS = rxcache.compile(r"[a-z]+(?:-[a-z]+){3,}|[a-z]+(?:_[a-z]+){3,}")


def _sentence(value: str) -> bool:
    """Words written as a sentence or a caption, in whatever language: ending with a full stop,
    a question, an exclamation or a colon, or capitalised on the first word alone (`Lag nytt
    passord`, `Send engangskode`). A passphrase is lower-case words (`seven green kites`)."""
    text = value.strip()
    if text[-1] in ".!?:…":
        return True
    words = [w for w in text.split() if w.isalpha()]
    return (len(words) >= 2 and words[0] == text.split()[0] and words[0][0].isupper()
            and words[0][1:].islower() and all(w.islower() or (w.isupper() and len(w) > 1)
                                               for w in words[1:]))


_UNION = rxcache.compile(r"[ \t]*\|[ \t]*(?:[A-Z]|(?:null|undefined|object|string|number|boolean|"
                         r"bigint|symbol|never|unknown|int|float|str|bytes|bool|list|dict)\b)")
# Type names a YAML-looking line of code annotates a name with (`native_token: object`).
_TYPE_WORDS = frozenset(("object", "string", "number", "boolean", "integer", "float", "double",
                         "bytes", "unknown", "never", "symbol", "bigint"))


_SELECTOR = rxcache.compile(r"[#.][a-z][a-z0-9]*(?:[\-_][a-z0-9]+)+|#(?:[0-9a-fA-F]{3,4}){1,2}")


def _generated_letters(value: str) -> bool:
    """Letters in short case-alternating pieces (`YXNkZmZmZmZm`): generated, where a name in
    code reads as whole words (`getMasterUserPassword`, `accessTokenValue`)."""
    parts = _NAME_PARTS.findall(value)
    return len(value) >= 10 and sum(len(p) <= 2 for p in parts if p.isalpha()) >= 3


_BASE64 = rxcache.compile(r"[A-Za-z0-9+/]{20,}={0,2}")


def _base64_key(value: str) -> bool:
    return bool(_BASE64.fullmatch(value)) and ("+" in value or value.endswith("=")) and \
        _random_looking(value)


def value_span(match: re.Match[str]) -> tuple[int, int]:
    for name in match.re.groupindex:
        if name.startswith(("s", "c")) and match.group(name) is not None:
            return match.span(name)
    return match.span()


def _quoted(match: re.Match[str]) -> bool:
    return any(name[0] in "sc" and len(name) == 2 and match.group(name) is not None
               for name in match.re.groupindex)


def check_token(text: str, match: re.Match[str], start: int, end: int, kind: str) -> str | None:
    return None if _placeholder(text[start:end], text, end, random=True) else kind


def _digits_and_letters(value: str) -> bool:
    return any(c.isdigit() for c in value) and any(c.isalpha() for c in value)


def _check_hex(text: str, match: re.Match[str], start: int, end: int, kind: str) -> str | None:
    if not _digits_and_letters(text[start:end]):
        return None
    return check_token(text, match, start, end, kind)


def _check_mixed(text: str, match: re.Match[str], start: int, end: int,
                 kind: str) -> str | None:
    # A short prefix alone is weak evidence; a generated body mixes digits and both cases.
    if not _random_looking(text[start:end]):
        return None
    return check_token(text, match, start, end, kind)


def _random_looking(value: str) -> bool:
    return (any(c.isdigit() for c in value) and any(c.islower() for c in value)
            and any(c.isupper() for c in value))


def _check_key(text: str, match: re.Match[str], start: int, end: int, kind: str) -> str | None:
    # The armour alone, or words between it ("-----BEGIN PRIVATE KEY-----this is not a private
    # key-----END..."), is an example; a key body is lines of base64 with no space inside, one
    # of them 20 characters or more (64 in a real key).
    body = _ARMOUR.sub(" ", text[start:end])
    pieces = [p for p in body.split() if ":" not in p]  # `Proc-Type: 4,ENCRYPTED` headers
    b64 = sum(c.isalnum() or c in "+/=" for p in pieces for c in p)
    longest = max((len(p) for p in pieces if _BASE64_LINE.fullmatch(p)), default=0)
    if longest < 20 or b64 < 0.8 * sum(map(len, pieces)):
        return None
    # A body typed as a mask (`xxxx...`, `AAAA...`) stands in for a key; a real body is drawn.
    # One character must fill the mask nearly whole: a real key's encoding has runs of `A`
    # too (an OpenSSH key's header is `b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAE...`), and a
    # body cut short (a log field's first hundred characters) is mostly that header.
    body_text = "".join(pieces)[:200]
    filled = max(body_text.count(c) for c in set(body_text)) / len(body_text)
    return None if filled >= MASK_FILL else kind


MASK_FILL = 0.9  # the share of a key body one character fills when it is a mask
_ARMOUR = rxcache.compile(r"(?:-----)?(?:BEGIN|END)[^-\n]*(?:-----)?|\\[nr]")
_BASE64_LINE = rxcache.compile(r"[A-Za-z0-9+/=]+")


def _check_userpass(text: str, match: re.Match[str], start: int, end: int,
                    kind: str) -> str | None:
    # Basic credentials and docker "auth" are base64 of "user:password".
    value = text[start:end]
    if _clear_stand_in(value, text, end):
        return None
    try:
        decoded = base64.b64decode(value + "=" * (-len(value) % 4), validate=True)
    except (binascii.Error, ValueError):
        return None
    printable = sum(32 <= b < 127 for b in decoded)
    if b":" not in decoded or printable < 0.9 * len(decoded):
        return None
    plain = decoded.decode("latin-1")
    user, _, password = plain.partition(":")
    if (STAND_INS.echoed_user_stand_in and len(password) >= 3 and password == user
            and not any(c in _ASCII_DIGITS for c in password)):
        return None
    return None if _placeholder(plain, "", 0, random=False) else kind


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
    if _code(value) or _CALL.fullmatch(value) or _URI.match(value):
        return None
    # `NAME=value` after the word (the next line of a .env under `..._SECRET=...`) is an
    # assignment of its own, judged by the rules for those.
    if _assignment(value):
        return None
    # Letters alone are taken only when they read as generated (`cUngmgMsRcgize`), not as a
    # type or a name made of words (`token: EventLoopToken`, `RefreshTokenT`).
    if value.isalpha() and sum(len(p) <= 2 for p in _NAME_PARTS.findall(value)) < 2:
        return None
    return _check_human(text, match, start, end, kind)


def lines_around(text: str, line_start: int, reach: int) -> tuple[Iterator[str], Iterator[str]]:
    """The lines before the one starting at `line_start` (nearest first) and after it, at most
    `reach` each way, read lazily: a long text is not split for every line judged."""
    def before() -> Iterator[str]:
        end = line_start - 1
        for _ in range(reach):
            if end < 0:
                return
            start = text.rfind("\n", 0, end) + 1
            yield text[start:end]
            end = start - 1

    def after() -> Iterator[str]:
        start = text.find("\n", line_start)
        for _ in range(reach):
            if start < 0:
                return
            end = text.find("\n", start + 1)
            yield text[start + 1:end if end >= 0 else len(text)]
            start = end

    return before(), after()


# A line of a user list: a quoted user name, blanks, a quoted password, nothing else.
_USER_LIST_ENTRY = rxcache.compile(r"\"(?P<u>[^\"\n]{1,64})\"[ \t]+\"[^\"\n]{0,300}\"[ \t]*\r?")
_USER_LIST_REACH = 50  # lines each way read for the block's shape


def _check_user_list(text: str, match: re.Match[str], start: int, end: int,
                     kind: str) -> str | None:
    """A `"user" "password"` line of a user list (PgBouncer's auth_file): every other line of
    its block (the lines up to a blank one) is such an entry or a comment (`;`, `#`), so the
    block is that file and not code that joins two strings. The password is then judged as a
    password a person chose; one that repeats its user name is a default (see StandIns)."""
    line_start = text.rfind("\n", 0, start) + 1
    entry = _USER_LIST_ENTRY.match(text, line_start)
    if entry is None:
        return None
    for lines in lines_around(text, line_start, _USER_LIST_REACH):
        for line in lines:
            if not line.strip():
                break
            if not (line.lstrip().startswith((";", "#")) or _USER_LIST_ENTRY.fullmatch(line)):
                return None
    value = text[start:end]
    if STAND_INS.echoed_user_stand_in and value == entry.group("u") and not any(
            c in _ASCII_DIGITS for c in value):
        return None
    if not _value_ok(value, True, text, end, pass_word=True, config_line=True):
        return None
    return kind


# A line of a colon user list: a login name, a colon, a value with no blank, colon or quote,
# perhaps a last field of one or two digits giving the account's level (`user:password:10`).
_COLON_ENTRY = rxcache.compile(r"(?P<u>[a-z_][a-z0-9_.\-]{0,31}):(?P<v>[^\s:\"'`]{1,128})"
                               r"(?P<lv>:[0-9]{1,2})?[ \t]*\r?")
# A value that reads as a release rather than a password: numbers joined by dots, perhaps after
# a short tag and before a build's suffix, or a number and words after it (`1.25.3`,
# `rc0.15.0_20231217-SNAPSHOT`, `16-alpine`), as an image's tag (`postgres:16-alpine`) or a
# package's version (`libfoo:1.2.0`) is written in a list of them, which has a user list's
# shape. One such entry makes the block that list.
_RELEASE = rxcache.compile(r"[A-Za-z]{0,8}[0-9]+(?:\.[0-9]+)+(?:[\-+_~][\w.\-+~]*)?"
                           r"|[0-9]+(?:-[a-z]+)+|[0-9]{1,3}")
# An address after the colon, not a password: a path of names (a package URL's,
# `githubactions/SonarSource/scan-action@<commit>`), a mail address (`mailto:me@example.org`)
# or a host name.
_LOCATION_VALUE = rxcache.compile(r"[A-Za-z][\w.\-]*(?:/[\w.\-@]+)+"
                                  r"|[\w.+\-]+@[\w\-]+(?:\.[\w\-]+)+"
                                  r"|[A-Za-z][\w\-]*(?:\.[\w\-]+)*\.[A-Za-z]{2,}")
# The traditional DES-based crypt(3): two characters of salt and eleven of digest, what
# `htpasswd -d` and old shadow files keep for each user: a one-way digest, as secret_hashes'.
_DES_CRYPT = rxcache.compile(r"[./A-Za-z0-9]{13}")


def _check_colon_list(text: str, match: re.Match[str], start: int, end: int,
                      kind: str) -> str | None:
    """A `user:password` line of a user list (rsync's secrets file, a plain mosquitto or
    htpasswd file before it is hashed): every other line of its block is such an entry or a
    comment, so the block is that file and not a line of prose or code with a colon in it. A
    block with a release in it (an image's tag) is a list of images or packages, and a stored
    hash is no password; a value that repeats its user is a default (see StandIns)."""
    return kind if _listed_password(text, start, end, _COLON_ENTRY) else None


# A line of a realm file (Jetty's realm.properties): a login name, a colon, the password, then
# the roles the user holds, words joined by commas (`walter: s3cret,user,admin`).
_ROLE_ENTRY = rxcache.compile(r"(?P<u>[a-z_][a-z0-9_.\-]{0,31}):[ \t]*(?P<v>[^\s:,\"'`]{1,128})"
                              r"(?:[ \t]*,[ \t]*[^\W\d_][\w.\-]*)+[ \t]*\r?")


def _check_role_list(text: str, match: re.Match[str], start: int, end: int,
                     kind: str) -> str | None:
    """The password of a realm file's `user: password,role,...` line, its block and its value
    read as a colon user list's are (`include: src,lib` is a list of words, not a realm)."""
    return kind if _listed_password(text, start, end, _ROLE_ENTRY) else None


def _listed_password(text: str, start: int, end: int, entry_shape: re.Pattern[str]) -> bool:
    """Whether text[start:end], the value of a user table's line shaped as `entry_shape` (a
    `u` group for the user, a `v` group for the value), is a password: every other line of its
    block (up to a blank one) is such an entry or a `#` comment, no value of the block is a
    release, and the value is no DES-crypt digest, address or default."""
    line_start = text.rfind("\n", 0, start) + 1
    entry = entry_shape.match(text, line_start)
    if entry is None:
        return False
    values = [entry.group("v")]
    for lines in lines_around(text, line_start, _USER_LIST_REACH):
        for line in lines:
            if not line.strip():
                break
            if line.lstrip().startswith("#"):
                continue
            other = entry_shape.fullmatch(line)
            if other is None:
                return False
            values.append(other.group("v"))
    if any(_RELEASE.fullmatch(v) for v in values):
        return False
    value = text[start:end]
    if _DES_CRYPT.fullmatch(value) or _LOCATION_VALUE.fullmatch(value):
        return False
    # Digits between a name and a small number are a place in a file (`main.c:1234:10`, a
    # compiler's or a linter's `file:line:column`), not a password and its level.
    if entry.groupdict().get("lv") and value.isdigit():
        return False
    if STAND_INS.echoed_user_stand_in and value == entry.group("u") and not any(
            c in _ASCII_DIGITS for c in value):
        return False
    # Judged as a bare value in code, not as a config line's: a word alone (`status:done`,
    # `nginx:latest`) is a tag as often as a password, so letters alone are taken only when
    # they read as drawn.
    return _value_ok(value, False, text, end, pass_word=True)


# An INI section named, in the plural, for the accounts it lists (CouchDB's `[admins]`, an app's
# `[users]` or `[passwords]`): each entry gives a user name, one token, its password.
_ACCOUNT_SECTION = rxcache.compile(r"[ \t]*\[(?:[\w.\-]*[_.\-])?(?i:"
                                   + "|".join(ACCOUNT_SECTIONS) + r")\][ \t]*\r?")
_ACCOUNT_ENTRY = rxcache.compile(r"[ \t]*(?P<u>[A-Za-z][A-Za-z0-9.\-]{0,31})[ \t]*=[ \t]*"
                                 r"(?P<v>[^\s\"'`;#]\S{0,127}|\"[^\"\n]{1,128}\")[ \t]*\r?")
_SECTION_LINE = rxcache.compile(r"[ \t]*\[[^\]\n]+\][ \t]*\r?")


def _check_account_table(text: str, match: re.Match[str], start: int, end: int,
                         kind: str) -> str | None:
    """The password of an entry in a section that lists accounts (see `_ACCOUNT_SECTION`):
    the header above it names the section so, and every entry of the section (up to the next
    header) is `user = value` with a user name of one token, not a setting's snake_case name
    (Grafana's `[users]` holds `allow_sign_up = false`: no table of accounts). A stored hash in
    its tool's encoding was set aside before any check; a value that repeats its user is a
    default."""
    line_start = text.rfind("\n", 0, start) + 1
    entry = _ACCOUNT_ENTRY.match(text, line_start)
    if entry is None:
        return None
    before, after = lines_around(text, line_start, _USER_LIST_REACH)
    header = False
    for line in before:
        if _SECTION_LINE.fullmatch(line):
            header = _ACCOUNT_SECTION.fullmatch(line) is not None
            break
        if line.strip() and not line.lstrip().startswith(("#", ";")) and (
                _ACCOUNT_ENTRY.fullmatch(line) is None):
            return None
    if not header:
        return None
    for line in after:
        if _SECTION_LINE.fullmatch(line):
            break
        if line.strip() and not line.lstrip().startswith(("#", ";")) and (
                _ACCOUNT_ENTRY.fullmatch(line) is None):
            return None
    value = text[start:end]
    if STAND_INS.echoed_user_stand_in and value == entry.group("u") and not any(
            c in _ASCII_DIGITS for c in value):
        return None
    # Judged as a colon list's value is: a setting may still be named by one word (`[users]`
    # / `mode = strict`), so letters alone are taken only when they read as drawn.
    return kind if _value_ok(value, _quoted(match), text, end, pass_word=True) else None


def _check_relay_map(text: str, match: re.Match[str], start: int, end: int,
                     kind: str) -> str | None:
    """The password of a relay table's line (`[smtp.example.org]:587 me@example.org:pw`): a
    whole line of a config file, judged as a password's value is there; an address or a
    stored hash after the colon is none."""
    value = text[start:end]
    if _DES_CRYPT.fullmatch(value) or _LOCATION_VALUE.fullmatch(value):
        return None
    if not _value_ok(value, False, text, end, pass_word=True, config_line=True):
        return None
    return kind


def _check_flag(text: str, match: re.Match[str], start: int, end: int, kind: str) -> str | None:
    ok = _value_ok(text[start:end], _quoted(match), text, end, pass_word=True, min_len=4)
    return kind if ok else None


def _check_assign(text: str, match: re.Match[str], start: int, end: int,
                  kind: str) -> str | None:
    word_start, word_end = _secret_word(text, match)
    named = _key_name(text, word_start, word_end, text[start:end])
    if named is None:
        return None
    name, bounded = named
    word = text[word_start:word_end].lower()
    value = text[start:end]
    if _comment_for_value(text, start, end, _quoted(match)):
        return None
    pass_word = word.startswith(PASS_WORDS)
    name_start = match.end("w") - len(name)
    in_parameters = text[name_start - 1:name_start] in (";", "?", "&")
    # `someotherpassword = "..."`: the word is not a part of the name on its own. A URL's or a
    # connection string's parameter is named tersely (`userpass=`, `dbpwd=`).
    # `adminpwd`, `dbpassword`: a role glued to a password word still names a password; `pass`
    # and `pw` glue into other words (`bypass`, `compass`), so they name one glued only to the
    # service or role the password opens (`mysqlpass`, `rootpw`, `BKApipass`). Any secret word
    # glued to a credential word before it (`passwordsalt`, `tokensecret`) still names one:
    # the name is credential words alone.
    if not bounded and not in_parameters and (
            (word not in _GLUED_WORDS
             and not (word.startswith(PASS_WORDS) and _opens_service(name, word))
             and not _glued_to_credential(name, word))
            or ("." in name and word in _GLUED_LOOSE)
            or " " in text[start:end].strip()):
        return None
    parameter = pass_word and in_parameters
    if in_parameters and _in_script_url(text, start):
        return None
    line_start = text.rfind("\n", 0, name_start) + 1
    # The last of several names given several values (`user, password = "u", "p"`): the
    # first value after the operator is another name's; the rule for such lists places it.
    if match.start() == match.start("w") and _last_of_names(text, name_start):
        return None
    # A whole line of a config file: `NAME=value` with nothing around the '=' (.env, shell,
    # properties) or YAML's `name: value` under a plain name; `self.x = y` is code.
    name_end = match.end("x") if "x" in match.re.groupindex and match.group("x") else \
        match.end("w")
    operator = text[name_end:start].strip("\"'")
    # (A directive commented out, `#password old`, is still a line of its file: the old value
    # kept beside the new one.)
    lead = _DIRECTIVE_LEAD if not operator.strip() else _CONFIG_LEAD
    whole_line = (lead.fullmatch(text, line_start, name_start) is not None
                  and (_LINE_END.match(text, end) is not None
                       # quoted, the closing quote and a comma may end the line
                       or (_quoted(match) and _QUOTED_END.match(text, end) is not None)))
    # In a block that only a config file's syntax reads (an INI section, a bare path or URL
    # as a value: see `config_block`), `name = value` and `name: value` are config lines too.
    in_config = whole_line and operator.strip() in ("=", ":") and config_block(text, line_start)
    # So is `name value` in a block of directives (see `directive_block`).
    config_line = whole_line and (
        operator == "=" or (operator.strip() == ":" and "." not in name) or in_config
        or (not operator.strip() and directive_block(text, line_start)))
    # `self.key_password = key_password`: the value names the slot; it is a reference. So is a
    # value made of the name's own words (`IAM_ROLE_STATEMENTS_TOKEN = 'iamRoleStatements'`),
    # and a single word that starts as the slot's word does (`"password": "Passord"`, the
    # label in another language).
    # A bind parameter or a variable named after the slot (`password=@password`, `:pwd`) too.
    # A key a vendor publishes to browsers (Mapbox's `pk.eyJ...`, Stripe's `pk_live_...`).
    if (_PUBLIC_KEY.match(value) and len(value) >= 20) or public_key_text(value):
        return None
    bare = value.lstrip("@:$")
    if _template_record(value, word, text, start, end):
        return None
    if len(value) >= 4 and (name.lower().endswith(bare.lower()) or _restates(name, value)
                            or _ends_with_name(bare, name)
                            or (value.isalpha() and len(value) <= len(word) + 2
                                and value[:4].lower() == word[:4])
                            # another word of the slot's name (`POSTGRES_PASSWORD=postgres`)
                            or (value.isalpha() and value.lower() in
                                [p.lower() for p in _NAME_PARTS.findall(name)][:-1])):
        return None
    # A plain word is a value in the slot of something a person chooses (a password, a secret,
    # a key); a token's slot holds a generated value and a credentials' slot a structure, so a
    # word there is a mode or a name (`credentials=include`).
    chosen = not word.startswith(("token", "credential"))
    # A stored password verifier (a user record holding `hashedPassword` or an iteration count
    # beside its salt): the salt is kept in the clear beside the digest, and a digest-shaped
    # value in the password's slot is the digest, not the password.
    if (word.startswith("salt") or (pass_word and digest_shaped(value))) and _in_verifier(
            text, start, end):
        return None
    # A secret a person sets (`JWT_SECRET`, `SECRET_KEY`) is as short as a password.
    if not _value_ok(value, _quoted(match), text, end, pass_word=pass_word, parameter=parameter,
                     short=pass_word or word.startswith(_SET_SECRET_WORDS),
                     config_line=config_line and chosen, phrase=chosen,
                     config_file=in_config):
        return None
    # Several words are a passphrase only as a config value (`password: "two words"` on its own
    # line, or inside `{...}`), not after a name used in a sentence ("the first pass: `a b`").
    if " " in value.strip():
        line_start = max(0, text.rfind("\n", 0, name_start))
        if match.groupdict().get("sb") is not None or not _STARTS_ENTRY.search(text, line_start,
                                                                         name_start):
            return None
    letters = [c for c in name if c.isalpha()]
    return "env-secret" if all(c.isupper() for c in letters) else kind


_WORD_END = rxcache.compile(SECRET_WORD_END)


def _secret_word(text: str, match: re.Match[str]) -> tuple[int, int]:
    """The span of the secret word a match names its value by. Rules whose name group holds
    the whole name (`'DB_PASSWORD', '...'`, Gradle's `storePassword "..."`) are read at the
    word that ends it, as the rules that match the word alone read it: `password`, not
    `db_password`, decides whether the slot takes a password's short values."""
    start, end = match.span("w")
    if end - start > 4:
        # (No secret word is longer than a hundred characters: a long name costs no more.)
        word = _WORD_END.search(text, max(start, end - 100), end)
        if word is not None:
            return word.start(), end
    return start, end


# A key of a stored password verifier: the password's digest (`hashedPassword`,
# `password_hash`), a key that names a hash or a digest and holds one in hex of a hash's length
# (`Hash = <64 hex>` beside `Method = SHA256` and `Salt = ...`), or the key derivation's work
# factor (`iterations`, `rounds`) set to a number.
_VERIFIER_KEY = rxcache.compile(
    r"(?i)(?<![\w\-])[\"']?(?:hashed[_\-]?pass(?:word)?|pass(?:word)?[_\-]?hash"
    r"|(?:hash|digest)(?=[\"']?[ \t]*[:=][ \t]*[\"']?(?:[0-9a-f]{128}|[0-9a-f]{96}|[0-9a-f]{64}"
    r"|[0-9a-f]{56}|[0-9a-f]{40}|[0-9a-f]{32})(?![0-9a-z]))"
    r"|(?:iterations|rounds)(?=[\"']?[ \t]*[:=][ \t]*[\"']?[0-9]))[\"']?[ \t]*[:=]")
_RECORD_LINES = 4
_RECORD_REACH = 400


def _in_verifier(text: str, start: int, end: int) -> bool:
    """Whether the value at start:end sits in a record that stores a password verifier: a
    verifier's key within a few lines of it, with no blank line or closing brace between."""
    low = start
    for _ in range(_RECORD_LINES):
        low = text.rfind("\n", 0, max(0, low - 1))
        if low < 0:
            low = 0
            break
    high = end
    for _ in range(_RECORD_LINES):
        nxt = text.find("\n", high + 1)
        if nxt < 0:
            high = len(text)
            break
        high = nxt
    # (At most a few hundred characters each way: a text of one long line stays linear.)
    low, high = max(low, start - _RECORD_REACH), min(high, end + _RECORD_REACH)
    return any(same_entry(text, key.span(), (start, end), brackets="{}", blank_line_ends=True)
               for key in _VERIFIER_KEY.finditer(text, low, high))


def same_entry(text: str, first: tuple[int, int], second: tuple[int, int], *, brackets: str,
               max_newlines: int | None = None, blank_line_ends: bool = False) -> bool:
    """Whether two spans of `text` (in either order) sit in one entry of a record: no bracket
    of `brackets` between them opens or closes another, and, as asked, they are at most
    `max_newlines` line breaks apart and no blank line parts them."""
    (_, first_end), (second_start, _) = sorted((first, second))
    between = text[first_end:second_start]
    return (not any(c in between for c in brackets)
            and (max_newlines is None or between.count("\n") <= max_newlines)
            and not (blank_line_ends and "\n\n" in between))


def _check_line(text: str, match: re.Match[str], start: int, end: int,
                kind: str) -> str | None:
    """A whole config line's bare value running to the line's end through characters that end
    a value elsewhere: a password (`Gd&k25(x)!lB`), not code (a call, a subscript, a generic
    type such as `Optional[str]`, a literal list or map) nor a chain of references."""
    value = text[start:end]
    if value[-1] in ";," and not config_block(text, text.rfind("\n", 0, start) + 1):
        return None  # a statement of code ends so; a config file's value may
    if value[0] in "([{" or _CALL.fullmatch(value) or _GENERIC_TYPE.fullmatch(value) or (
            "(" in value and value.endswith(")")):
        return None
    return _check_assign(text, match, start, end, kind)


# A type with parameters (`Optional[str]`, `dict[str,int]`, `Map<String,String>`).
_GENERIC_TYPE = rxcache.compile(r"[A-Za-z_][\w.]*(?:\[[\w.,|\[\] ]*\]|<[\w.,<> ]*>)")


_NAMES_BEFORE = rxcache.compile(r"[ \t]*(?:(?:const|var|let|val|my|local|final|static|private|"
                                r"public)[ \t]+)*\(?(?:[A-Za-z_][\w.]*[ \t]*,[ \t]*)+")


def _last_of_names(text: str, name_start: int) -> bool:
    """Whether the name at `name_start` ends a list of names at the start of a statement."""
    line_start = text.rfind("\n", 0, name_start) + 1
    return _NAMES_BEFORE.fullmatch(text, line_start, name_start) is not None


# ... and so is a salt, or a key named for the cookies, sessions or tokens it signs
# (`SECRET_COOKIE_KEY = "..."`, `JWT_KEY`, `TOKEN_KEY`).
_SET_SECRET_WORDS = ("secret", "geheimnis", "segreto", "salt", "cookie", "session", "jwt",
                     "hmac", "cipher", "crypt", "aes", "token_key", "tokenkey", "token-key",
                     "token.key", "token key")


# Secret words that still name the secret glued to the word before them (`adminpwd`,
# `dbpassword`, `accesstoken`, `clientsecret`, German `Zugriffstoken`, `DBPasswort`).
_GLUED_WORDS = frozenset(("password", "passwd", "pwd", "token", "secret", "passwort", "kennwort"))
# ... `token` and `secret` only in a plain name: a dotted one is a package (`io.jsonwebtoken`).
_GLUED_LOOSE = frozenset(("token", "secret"))


_SERVICES = frozenset(SERVICE_WORDS)


def _opens_service(name: str, word: str) -> bool:
    """Whether the part of `name` glued before its password word is a service or role
    (`mysqlpass`, `redisPw` -> mysql, redis)."""
    parts = _NAME_PARTS.findall(name[:len(name) - len(word)].rsplit(".", 1)[-1])
    return bool(parts) and parts[-1].lower() in _SERVICES


def _comment_for_value(text: str, start: int, end: int, quoted: bool) -> bool:
    """Whether a bare value that opens with `#` after a blank is a comment where the value
    should be: YAML reads `password: #...` as no value and a comment, and a `#` after a blank
    that goes on in words (`= #database password goes here`) is a note to the reader in any
    config syntax. Glued to its operator (`PASSWORD=#k9...`) or alone on the line, the `#` is
    the value's own."""
    if quoted or text[start:start + 1] != "#" or text[start - 1:start] not in (" ", "\t"):
        return False
    operator = text[max(0, start - 100):start].rstrip(" \t")[-1:]
    line_end = text.find("\n", end)
    rest = text[end:line_end if line_end >= 0 else len(text)]
    return operator == ":" or bool(rest.strip())


def _glued_to_credential(name: str, word: str) -> bool:
    """Whether the part of `name` glued before its secret word ends with a word that names a
    credential glued on its own (`passwordsalt`, `tokensecret` -> password, token)."""
    head = name[:len(name) - len(word)].rsplit(".", 1)[-1].lower()
    return head.endswith(tuple(_GLUED_WORDS))


def _ends_with_name(value: str, name: str) -> bool:
    """Whether `value` ends with the slot's whole name set apart from what comes before it
    (`%CONFIG-DBPASS` under `DBPASS`, `@@app.db_password` under `db_password`): an installer's
    or a template's token naming the slot it fills."""
    lowered, key = value.lower(), name.lower().lstrip("$@")
    if len(key) < 4 or len(lowered) <= len(key) or not lowered.endswith(key):
        return False
    return not lowered[-len(key) - 1].isalnum()


# A key and the value it is given, quoted or bare, as an entry of a commented line (` *
# 'username' => 'sqluser',` in a doc comment, `# DB_USER=dbuser`).
_COMMENT_LEAD = r"[ \t]*(?:\*|#+|//|;)[ \t]*"
_KEY_AND_VALUE = rxcache.compile(r"(?m:^)" + _COMMENT_LEAD
                                 + r"[\"']?(?P<k>[A-Za-z][\w.\-]{1,60})[\"']?[ \t]*(?:=>|:=|=|:)"
                                 r"[ \t]*[\"']?(?P<v>[A-Za-z0-9_.\-]{4,80})[\"']?")
_COMMENTED = rxcache.compile(_COMMENT_LEAD)
_TEMPLATE_REACH = 300  # characters each side of the value read for its record's other entries


def _template_record(value: str, word: str, text: str, start: int, end: int) -> bool:
    """Whether the value is its slot's word with a word glued to it (`sqlpassword` under
    `password`) in a record shown in a comment, where another key's value is that key's word
    with the same word glued the same way (` *   'username' => 'sqlusername',` in a doc
    comment's example): documentation naming every value after its key. Alone, such a value is
    a weak password a person typed (`adminpassword`); in a live record (`DB_USER=bonitauser`
    beside `DB_PASS=bonitapass`) it is a password too, and a commented-out line of a config
    file keeps an old one; a glue no sibling shares (`shopuser` beside `Shop2024password`)
    says nothing."""
    lowered = value.lower()
    if len(word) < 4 or len(lowered) <= len(word):
        return False
    line_start = text.rfind("\n", 0, start) + 1
    if _COMMENTED.match(text, line_start) is None:
        return False
    # What is glued before the slot's word, and after it.
    if lowered.endswith(word):
        before, after = lowered[:-len(word)], ""
    elif lowered.startswith(word):
        before, after = "", lowered[len(word):]
    else:
        return False
    if not (before + after).isalpha():
        return False
    for match in _KEY_AND_VALUE.finditer(text, max(0, start - _TEMPLATE_REACH),
                                         min(len(text), end + _TEMPLATE_REACH)):
        if match.start("v") <= start < match.end("v"):
            continue
        parts = [p.lower() for p in _NAME_PARTS.findall(match.group("k"))]
        if parts and parts[-1] != word and match.group("v").lower() == before + parts[-1] + after:
            return True
    return False


def _restates(name: str, value: str) -> bool:
    """Whether `value` is two or more words, all of them words of `name`."""
    words = [p.lower() for p in _NAME_PARTS.findall(value)]
    if len(words) < 2 or "".join(words) != "".join(c for c in value.lower() if c.isalnum()):
        return False
    return set(words) <= {p.lower() for p in _NAME_PARTS.findall(name)}


# A call opening right before a string (`define( '`), and closing right after one (`' );`).
_CALL_OPEN = rxcache.compile(r"[\w$]\([ \t]*[\"']\Z")
_CALL_CLOSE = rxcache.compile(r"[ \t]*\)")


_SIBLING_REACH = 600  # characters each side of a password's line read for a sibling key
# The key a config line opens with (`wifi_ssid_work:`, `export DB_USER_FOO=`).
_LINE_KEY = rxcache.compile(r"(?m:^[ \t]*(?:export[ \t]+)?([\w.\-]{2,100})[\"']?[ \t]*[=:])")


def _check_directive(text: str, match: re.Match[str], start: int, end: int,
                     kind: str) -> str | None:
    """A directive's bare value (`password s3cr3t` in an msmtprc): a credential only among
    other directives (`directive_block`), never a file's name (`secret static.key`, OpenVPN's
    key file), and then judged as any config line's value; a Google app password's four
    groups of four letters as one (`_check_app_password`'s reading)."""
    value = text[start:end]
    line_start = text.rfind("\n", 0, match.start("w")) + 1
    # A value a generator drew (`sv_licenseKey qfzsl4rd...`) needs no neighbour to be read as
    # a config line's: no sentence puts one right after a secret's name and ends there.
    if _FILE_NAME.fullmatch(value) or not (directive_block(text, line_start)
                                           or _drawn_token(value)
                                           or _identifier_directive(text, match, value)):
        return None
    if " " in value:
        word_start, word_end = _secret_word(text, match)
        if not text[word_start:word_end].lower().startswith(PASS_WORDS) or len(set(value)) < 9:
            return None
        return None if _placeholder(value, text, end, random=False) else kind
    return _check_assign(text, match, start, end, kind)


def _identifier_directive(text: str, match: re.Match[str], value: str) -> bool:
    """A directive whose name is an identifier, the secret word glued to what it opens
    (`rcon_password`, `rootpw`, `sv_password`), and whose value mixes letters with digits or
    symbols (`f52c8dc282`, `Segfault14`): no sentence opens with such a name, and no word of
    one is such a value, so the line is a config file's on its own."""
    word_start, _ = _secret_word(text, match)
    if word_start <= match.start("w") or " " in value or not any(c.isalpha() for c in value):
        return False
    return any(c.isdigit() for c in value) or any(not c.isalnum() for c in value)


def _drawn_token(value: str) -> bool:
    """Sixteen characters or more of letters and digits (`_` and `-` between), at 3.5 bits a
    character or more: a generator's output in one case or both, not a word or a name."""
    return (len(value) >= 16 and _digits_and_letters(value) and _TOKEN_CHARS.fullmatch(value)
            is not None and (entropy(value) >= 3.5 or drawn(value)))


_TOKEN_CHARS = rxcache.compile(r"[A-Za-z0-9]+(?:[_\-][A-Za-z0-9]+)*")
# A file's name (`static.key`, `creds.txt`, `ta.key`): where a directive's secret is kept.
_FILE_NAME = rxcache.compile(r"[\w\-]+\.[a-z]{1,5}")


def _check_copy(text: str, match: re.Match[str], start: int, end: int,
                kind: str) -> str | None:
    """A password's name with one more word after the password word, on a config line: that
    word names the copy (the network, the site, the account) when another key of the text,
    not a password's, ends with it too (`wifi_ssid_work` beside `wifi_pass_work`); a word
    for a property of the password (`_length`, `_hint`) never does."""
    word_start, word_end = _secret_word(text, match)
    if not text[word_start:word_end].lower().startswith(PASS_WORDS):
        return None
    tail = match.group("x")
    if tail[1:].lower() in _PROPERTY_PARTS or tail[1:].lower() in _NOT_KEY_PARTS \
            or tail[1:].lower() in _REFERENCE_PARTS:
        return None
    name = text[match.start("w"):match.end("x")]
    # (Siblings sit in the same block: only keys a few lines away are read, so a text of many
    # such lines stays linear.)
    window = _LINE_KEY.finditer(text, max(0, start - _SIBLING_REACH),
                                min(len(text), end + _SIBLING_REACH))
    if not any(key.group(1) != name and key.group(1).endswith(tail)
               and _WORD_ANYWHERE.search(key.group(1)) is None for key in window):
        return None
    return _check_assign(text, match, start, end, kind)


_WORD_ANYWHERE = rxcache.compile(SECRET_WORD)


def _big_number(value: str) -> bool:
    """Digits alone, more than any 64-bit integer holds: drawn digits (a numeric seed or key),
    not a count, a size or an id (as `_value_ok` reads them)."""
    return len(value) > 20 and set(value) <= _ASCII_DIGITS


def _check_pair(text: str, match: re.Match[str], start: int, end: int,
                kind: str) -> str | None:
    """A secret-named key and its value as two strings: only a value holding letters and digits
    (or digits alone, more than an integer holds) is taken (`("token", "expired")` is a message,
    not a credential), or a weak password word;
    under a password's name written as a constant or an environment variable, in a call of the
    two strings alone (`define('DB_PASSWORD', '...')`, `env('DB_PASS', '...')`), any value a
    password's slot takes, letters alone too, as in an assignment (a list of words, `('pass',
    'raise', ...)`, is no such call, nor a form field's message, `add('password', 'invalid')`)."""
    value = text[start:end]
    word_start, word_end = _secret_word(text, match)
    if not (_digits_and_letters(value) or _weak(value.lower(), text, start)
            or _big_number(value)
            or (text[word_start:word_end].lower().startswith(PASS_WORDS)
                and match.group("w").isupper()
                and _CALL_OPEN.search(text, max(0, match.start() - 40), match.start() + 1)
                and _CALL_CLOSE.match(text, end + 1))):
        return None
    return _check_assign(text, match, start, end, kind)


def _check_auth(text: str, match: re.Match[str], start: int, end: int,
                kind: str) -> str | None:
    value = text[start:end]
    # After the service it opens (`redis_auth`, `mysqlAuth`), `auth` is that service's password.
    named = _key_name(text, match.start("w"), match.end("w"))
    service = named is not None and _opens_service(named[0], match.group("w"))
    if not (service or _random_looking(value) or (len(value) >= 16
                                                  and _digits_and_letters(value))):
        return None
    return _check_assign(text, match, start, end, kind)


def _check_robot(text: str, match: re.Match[str], start: int, end: int,
                 kind: str) -> str | None:
    # The robot's namespace comes right before the '+' (`org+builder:`).
    before = text[match.start() - 1:match.start()]
    if not before or not (before.isalnum() or before == "_"):
        return None
    return _check_hex(text, match, start, end, kind)


_CONFIG_LEAD = rxcache.compile(
    r"[ \t]*(?:(?:export|set|ENV|ARG|declare|readonly|-e|--env|--build-arg)"
    r"[ \t]+|-[ \t]+)?")
_DIRECTIVE_LEAD = rxcache.compile(r"[ \t]*(?:#+[ \t]*)?" + SET_COMMAND)
_LINE_END = rxcache.compile(r"[ \t]*(?:#.*)?(?:\n|\Z)")
_JOINED_ON = rxcache.compile(r"[ \t]*(?:\+|\.\.|\|\|)[ \t]*[\w$(\"'`]")
_NEXT_PARAMETER = rxcache.compile(r"[ \t]*(?:\+|\.\.?)[ \t]*[\"'][&;]")
_QUOTED_END = rxcache.compile(r"[\"'],?[ \t]*(?:#.*)?(?:\n|\Z)")


# Name parts that say a generated-looking value is not a credential.
_NOT_KEY_PARTS = frozenset((
    "hash", "hashes", "sha", "sha1", "sha256", "sha384", "sha512", "md5", "digest", "checksum",
    "integrity", "etag", "fingerprint", "signature", "sig", "id", "ids", "uuid", "guid", "commit",
    "rev", "revision", "version", "nonce", "cursor", "page", "next", "csrf", "xsrf", "public",
    "pub", "cert", "certificate", "image", "data", "url", "uri", "path", "file", "name",
    # where something is sent or found (a wallet's, a mailbox's, a host's): given out, not kept
    "address", "addr",
    # Go's module checksum label (`go.mod h1:<base64 of a SHA-256>`), a JWK's key id
    "h1", "kid",
    # the public parts of a ciphertext (SOPS' `ENC[AES256_GCM,data:...,iv:...,tag:...]`)
    "iv", "tag"))
_RUN = rxcache.compile(r"[A-Za-z0-9_\-]{20}")


def _base64_run(value: str) -> bool:
    """Standard base64 of 30 bytes or more with `/` or `+` in it, mixing cases and digits (an
    AWS or GCS secret key): what the pre-check's base64 test lets through."""
    return _BASE64_KEY_RUN.search(value) is not None and secretcheck_base64(value)


_BASE64_KEY_RUN = rxcache.compile(r"[A-Za-z0-9+/]{40,}")


def entropy(value: str) -> float:
    """Shannon entropy of `value`'s characters, in bits per character."""
    counts: dict[str, int] = {}
    for char in value:
        counts[char] = counts.get(char, 0) + 1
    n = len(value)
    return -sum(c / n * math.log2(c / n) for c in counts.values())


# Name parts that say "credential" wherever they stand in a name (`GitHubPAT`, `dict_key`,
# `my_secret_password_for_email`), one word or glued in capitals (`APIKEY`, `SECRETKEY`).
_CREDENTIAL_PARTS = frozenset((
    "key", "token", "secret", "password", "passwd", "pwd", "pass", "passphrase", "auth",
    "credential", "credentials", "pat", "apikey", "secretkey", "accesskey", "privatekey", "api"))
# Parts of a name that call its value sealed: an encrypted store or its ciphertext, which
# tools write to be committed (dotenv-vault's `DOTENV_VAULT_PRODUCTION="<ciphertext>"`) and
# whose key is kept elsewhere under a credential's name (`DOTENV_KEY`).
_SEALED_PARTS = frozenset(("vault", "encrypted", "ciphertext", "sealed"))


def _sealed(parts: list[str]) -> bool:
    """Whether a name's parts (lower-case) call its value sealed and none names a credential
    (`VAULT_TOKEN` is the key to a vault, not its content)."""
    return any(p in _SEALED_PARTS for p in parts) and not any(
        p in _CREDENTIAL_PARTS for p in parts)


# Parts that make a key a lookup's, a database's or a public one (`sort_key`, `gpg_key`).
_LOOKUP_KEY_PARTS = frozenset((
    "primary", "foreign", "sort", "partition", "routing", "idempotency", "object", "row",
    "lookup", "dedup", "map", "translation", "i18n", "locale", "bucket", "kms", "gpg", "pgp",
    "unique", "composite", "index", "group", "hotkey", "shortcut", "keyboard"))
_UUID = rxcache.compile(
    r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}")
_HEX = rxcache.compile(r"[0-9a-fA-F]+")


def _name_before(text: str, at: int) -> str:
    """The name an assignment, a key or an XML element at `at` gives its value: `key` in
    `"key": "..."`, `dict_key` in `['dict_key'] = "..."`."""
    name_end = at
    while name_end > 0 and text[name_end - 1] in "\"' \t]\\":
        name_end -= 1
    name_start = name_end
    while name_start > 0 and text[name_start - 1] in _KEY_CHARS and name_end - name_start < 80:
        name_start -= 1
    return text[name_start:name_end]


def _check_entropy(text: str, match: re.Match[str], start: int, end: int,
                   kind: str) -> str | None:
    """A generated value under a name that does not call it a hash, an id, a signature or a
    public key. Under any name: mixed case and digits, 4.5 bits a character or more and a run of
    20 word characters (what the pre-check looks for). Under a name that says credential
    (`key`, `GitHubPAT`, `hockeyapp_key`), a shorter value, of any alphabet, is enough: letters
    and digits, 16 characters or more, 3 bits a character, not a UUID, and hex only when the
    name ends with the credential word (`TokenStart` holds a hash, `hockeyapp_key` a key)."""
    value = text[start:end].rstrip("=")
    if len(value) < 16 or not _digits_and_letters(value) or _PUBLIC_KEY.match(value) or (
            _rsa_public_end(value)) or public_key_text(value):
        return None  # what both readings below need, checked before the name is read
    groups = match.groupdict()
    name = groups.get("w") or groups.get("tag") or _name_before(text, match.start())
    if not name or not name[0].isalpha():
        return None
    if digest_shaped(value) and (_in_verifier(text, start, end) or (
            STAND_INS.echoed_user_stand_in and _digests_user(value, text, end))):
        return None  # a stored password verifier's digest (see _check_assign), or the user's
    generated = bool(_BASE64_VALUE.fullmatch(value) and _random_looking(value)
                     and (_RUN.search(value) or _base64_run(value)))
    lowered = name.lower()
    if not generated and not any(word in lowered for word in _CREDENTIAL_HINTS):
        return None  # neither reading can take it: no need to split the name
    parts = [p.lower() for p in _NAME_PARTS.findall(name)]
    # A count's or a stream's word (`input`, `max`) says so only of the word after it
    # (`input_tokens`); as the name's last word it names a field that may hold anything.
    if name.lower() in _NOT_KEY_PARTS or any(
            p in _NOT_KEY_PARTS or (p in NOT_SECRET_PARTS
                                    and (p not in _MODIFIER_PARTS or i < len(parts) - 1))
            for i, p in enumerate(parts)):
        return None
    if _sealed(parts):
        return None
    # A password generator's output under a name that holds a credential's word, glued into it
    # or not (`passwordsaltmain`, `upgradekey`, `des_key`): the name's head need not be read.
    if _symbol_drawn(value) and any(stem in lowered for stem in _DRAWN_NAME_STEMS) and not any(
            p in _LOOKUP_KEY_PARTS or p in _PROPERTY_PARTS for p in parts):
        return check_token(text, match, start, end, kind)
    if generated and entropy(value) >= 4.5:
        return None if _alphabet(value) else check_token(text, match, start, end, kind)
    # The name's head is its last part, or the part before a preposition
    # (`secret_password_for_email`); `keyVaultName` names a vault.
    head = next((i for i, p in enumerate(parts) if p in _PREPOSITIONS), len(parts)) - 1
    # Words after the credential word that say which copy or whose it is, not what else it is
    # (`GETUI_SECRET_COMMON`, `API_KEY_ANDROID`): the credential word is still the head. A
    # word for a property of it (`_length`, `_type`, `_url`) names something else.
    while head > 0 and parts[head] not in _CREDENTIAL_PARTS and parts[head].isalpha() and (
            parts[head] not in _PROPERTY_PARTS and parts[head] not in _NOT_KEY_PARTS):
        head -= 1
    if head < 0 or parts[head] not in _CREDENTIAL_PARTS or any(
            p in _LOOKUP_KEY_PARTS for p in parts):
        return None
    if parts[head] == "pat" and not _RUN.search(value):
        return None  # `pat` is not a word the pre-check knows: the run stands for it
    # `CLIPDROP_API = '<96 hex digits>'`: a name ending in `api` holds an endpoint or the key to
    # it; a key is drawn (mixed case and digits, or a long hex string), with the run the
    # pre-check looks for, since `api` is not one of its words.
    if parts[head] == "api" and not (_RUN.search(value) and (
            _random_looking(value) or (_HEX.fullmatch(value) and len(value) >= 32))):
        return None
    if (len(value) < 16 or not _CREDENTIAL_VALUE.fullmatch(value)
            or not _digits_and_letters(value) or entropy(value) < 3.0
            or _UUID.fullmatch(value)
            # (letters in short case-alternating pieces are a generator's, whatever vowels
            # they happen to hold: `880dACGybyUKPIxeRBt52zet`)
            or (_reads_as_words(value) and not _generated_letters(value))
            or text[end:end + 1] in ("(", "[", ".", "|")
            or text[end:end + 40].lstrip(" \t").startswith("|")
            or (_HEX.fullmatch(value) and head != len(parts) - 1) or _alphabet(value)):
        return None
    return check_token(text, match, start, end, kind)


# Name parts that, after a credential word, name a property of it or a thing beside it
# (`token_length`, `secret_type`, `key_alias`, `password_policy`), not a copy of it.
_PROPERTY_PARTS = frozenset((
    "length", "len", "size", "type", "kind", "format", "mode", "alias", "label", "policy",
    "prefix", "suffix", "header", "field", "param", "parameter", "env", "var", "variable", "ref",
    "reference", "store", "vault", "location", "endpoint", "host", "expiry", "expires",
    "expiration", "ttl", "timeout", "lifetime", "duration", "rotation", "pattern", "regex",
    "encoding", "algorithm", "alg", "bits", "strength", "hint", "help", "description",
    "desc", "text", "message", "msg", "error", "title", "placeholder", "validator",
    "provider", "manager", "service", "client", "holder", "source", "count", "index", "list",
    "map", "set", "dir", "folder", "owner", "user", "username", "login", "account", "email",
    "enabled", "disabled", "required", "valid", "check", "status", "state"))


# The last part of a name that says its value is where the secret comes from, not the secret:
# a command whose output is it (`password_cmd = "pass show mail"`, `token_command`, msmtp's
# `passwordeval`, a helper program), or a file or path that holds it.
_REFERENCE_PARTS = frozenset(("cmd", "command", "exec", "eval", "script", "program", "helper",
                             "file", "path"))


# Parts of NOT_SECRET_PARTS that qualify the word after them and say nothing on their own.
_MODIFIER_PARTS = frozenset(("max", "min", "num", "count", "total", "prompt", "completion",
                             "input", "output", "cache"))


# Lengths of a hash's digest in base64 (16, 20, 28, 32, 48 and 64 bytes, padded or not).
_DIGEST_BASE64_LENGTHS = frozenset((22, 24, 27, 28, 38, 40, 43, 44, 64, 86, 88))
_BASE64_ANY = rxcache.compile(r"[A-Za-z0-9+/_\-]+={0,2}")
_DIGEST_HEX_LENGTHS = frozenset((32, 40, 56, 64, 96, 128))


def digest_shaped(value: str) -> bool:
    """Written as a digest is: hex of a hash's length in one case, a crypt(3) string, or
    base64 of a digest's length."""
    value = value.strip("'\"")
    if len(value) in _DIGEST_HEX_LENGTHS and _HEX.fullmatch(value) and (
            value.islower() or value.isupper() or value.isdigit()):
        return True
    return bool(_CRYPT.match(value)) or (
        len(value) in _DIGEST_BASE64_LENGTHS and bool(_BASE64_ANY.fullmatch(value)))


def _check_bare(text: str, match: re.Match[str], start: int, end: int,
                kind: str) -> str | None:
    """A value alone on its line or in a list: generated (digits, both cases, near the entropy
    of its length drawn at random, not words, not a spelt-out alphabet) and not what a digest
    is written as (hex; base64 at a digest's length)."""
    value = text[start:end]
    if _key_file(text, start, end):
        return check_token(text, match, start, end, kind)
    if not _random_looking(value) or _HEX.fullmatch(value) or "." in value or ":" in value:
        return None
    # One line of a block of base64 (a certificate's, an armoured key's; the line before is
    # another such line or the armour): the rules for armoured and DER keys judge the block.
    # So is a line that goes on with a value the line before opened and left open, a quote or
    # a bracket ending in base64 (a DNSKEY's public key split over lines in bind.keys or a
    # zone file): the value is the whole run, not this piece of it.
    line_start = text.rfind("\n", 0, start)
    prev = text[text.rfind("\n", 0, max(0, line_start)) + 1:max(0, line_start)].strip()
    if line_start > 0 and (_BLOCK_LINE.fullmatch(prev) or prev.startswith("-----BEGIN")
                           or _left_open(prev) or _labels_public(prev)):
        return None
    # A run long enough for the pre-check to let the text through (a generated key has one).
    if not might_hold_secret(value):
        return None
    if _BASE64_ANY.fullmatch(value) and len(value) in _DIGEST_BASE64_LENGTHS:
        return None
    if "/" in value and not _base64_key(value):
        return None
    # A vendor's prefix (`pk_live_...`) is the prefixed-key rule's to judge.
    if _PREFIX_START.match(value) or _rsa_public_end(value):
        return None
    # Base64 of text (`MDEyOk9yZ2FuaXphdGlvbjE=`, "012:Organization1") is an encoded id; a
    # generated key decodes to random bytes.
    if _decodes_to_text(value) or _der(value):
        return None
    if entropy(value) < min(BARE_BITS, math.log2(len(value)) - 0.6):
        return None
    if _reads_as_words(value) or _alphabet(value):
        return None
    # Shaped as an identifier (`MLKEM768X25519PublicKey`), it is one unless digits are strewn
    # through it as a generator strews them.
    if _WORD_CHARS.fullmatch(value) and len(_DIGIT_RUN.findall(value)) < 3:
        return None
    return check_token(text, match, start, end, kind)


_LABEL_WORDS = rxcache.compile(r"[^\W\d_]+")
_PUBLIC_WORDS = frozenset(("public", "pub", "publishable"))
_PRIVATE_WORDS = frozenset(("private", "secret", "priv"))


def _labels_public(line: str) -> bool:
    """Whether the line above a bare value calls it public (`untrusted comment: minisign public
    key 8FE4...`, `# the server's public key:`): the label a value carries on the line before
    it names it as a name beside it would (`PUBLIC_KEY=`), and a public key is published. A
    label that names a private or secret half too does not clear it."""
    words = {w.lower() for w in _LABEL_WORDS.findall(line[:200])}
    return bool(words & _PUBLIC_WORDS) and not words & _PRIVATE_WORDS


# Hex lengths a tool prints alone that name an object, not a key: a git object id (SHA-1) and a
# container's, an image's or a SHA-256 object's id (`docker run -d` prints one and nothing else).
_OBJECT_ID_HEX_LENGTHS = frozenset((40, 64))


# A value that is the whole text, typed or drawn (`_check_lone`): a secret file's content (a
# vault's password file, a server's token file, a mounted secret) has no name beside it, only
# its own shape. Characters that make a token code, markup, a list or an address instead.
_LONE_CODE = frozenset("()[]{}<>,;:\\|\"'`")
_LONE_SEPARATORS = rxcache.compile(r"[\-_./]")
# a symbol between two letters or digits inside one piece (`Aabha@2711`, `g^KU`)
# (not `#`, which numbers a reference: `python/cpython#91169`, `page#2`)
_LONE_JOINED = rxcache.compile(r"[A-Za-z0-9][^A-Za-z0-9\-_./#][A-Za-z0-9]")
_LONE_CLASS_RUNS = rxcache.compile(r"[a-z]+|[A-Z]+|[0-9]+|[^A-Za-z0-9]+")
_ADDRESS_AT = rxcache.compile(r"@[A-Za-z]")


def _lone_piece(piece: str) -> bool:
    """A piece between separators typed or drawn, not named: a symbol set between two letters or
    digits, or letters and digits strewn (four runs of character classes or more, two of the
    letter parts a change of case bounds one or two letters long: `4dL1n`, `daiPh3joVlt`). A
    name, a version or a product is words and a number (`VaultPass123`, `getUTF8String`,
    `x86`, `log4j`)."""
    if _LONE_JOINED.search(piece):
        return True
    if not _digits_and_letters(piece) or len(_LONE_CLASS_RUNS.findall(piece)) < 4:
        return False
    return sum(len(part) <= 2 for part in _NAME_PARTS.findall(piece)
               if not part.isdigit()) >= 2


def _check_lone(text: str, match: re.Match[str], start: int, end: int,
                kind: str) -> str | None:
    """A token that is the whole text, a secret file's layout (a password file, a token file):
    taken when it holds letters and digits typed or drawn (`_lone_piece`) and is no number,
    digest, identifier, path, address, encoded text or stand-in. A value that needs a name to
    be told from a word (`userspwd`, `Oracle123`) stays."""
    value = text[start:end]
    if not _digits_and_letters(value) or any(c in _LONE_CODE for c in value):
        return None
    if "://" in value or _ADDRESS_AT.search(value) or _HEX.fullmatch(
            value.removeprefix("0x").replace("-", "")):
        return None
    # A name's assignment (`KEY=value`) is the named rules' to judge, and so is a dotted token:
    # a file's, a host's or a module's name (`cert.p12`, `p4u4zo2j.onion`), a version, or a
    # vendor's token of dotted parts (a JWT, `SG.<id>.<secret>`), whose rule knows its parts. A
    # token cut at either end (`-6wqX`, `key_`) is an excerpt.
    if "=" in value.rstrip("=") or "." in value or value[0] in "-_/" or value[-1] in "-_/":
        return None
    # A path under a named folder or namespace (`semantic/<id>`, `owner/repo`): a lower-case
    # word before the first slash is a folder's name, which a drawn token does not spell.
    folder, slash, _ = value.partition("/")
    if slash and len(folder) >= 3 and folder.isalpha() and folder.islower():
        return None
    # Base64 of a digest's or a public key's length (32 bytes: `QI5N...CSo=`) is what the rule
    # for a bare line leaves too.
    if _BASE64_ANY.fullmatch(value) and len(value) in _DIGEST_BASE64_LENGTHS:
        return None
    try:
        float(value)
        return None
    except ValueError:
        pass
    # Letters of one case and digits are a list's entry (a code, a punycode name: `XN--80AO21A`,
    # `s16b14`); a person typing a password, or a generator drawing one, mixes cases or symbols.
    if (value.lower() == value or value.upper() == value) and not _LONE_JOINED.search(value):
        return None
    pieces = [p for p in _LONE_SEPARATORS.split(value) if p]
    if not any(_lone_piece(p) for p in pieces):
        return None
    # A vendor's prefix (`pk_live_...`) is the prefixed-key rule's to judge; base64 of text is
    # an encoded message, and base64 of DER a certificate's or a public key's line, not a key.
    if _PREFIX_START.match(value) or _der(value) or any(
            len(p) >= 16 and _decodes_to_text(p.rstrip("=")) for p in pieces):
        return None
    return None if is_stand_in(value, text, end) else kind


def _key_file(text: str, start: int, end: int) -> bool:
    """Whether the value is the whole text: a key file's content (Rails' `config/master.key`, a
    `.secret`, a token file read with `cat`). A file holding one generated hex string and
    nothing else is a key; a digest is written beside the name of what it digests. The value
    must be drawn (hex of 32 digits or more in one case, digits and letters strewn through it,
    near the entropy of its length) and not of an object id's length."""
    value = text[start:end]
    # (Length first: a long text with many values on lines of their own stays linear.)
    if len(text) > len(value) + 64 or text[:start].strip() or text[end:].strip() or (
            not _HEX.fullmatch(value)):
        return False
    return len(value) not in _OBJECT_ID_HEX_LENGTHS and _drawn_hex(value)


def _drawn_hex(value: str) -> bool:
    """Hex of a key's length (32 digits or more, in one case) with digits strewn through it,
    near the entropy of its length and no typed run: drawn, not typed (`0123...`, `dead...`)."""
    return (len(value) >= 32 and (value.islower() or value.isupper())
            and len(_DIGIT_RUN.findall(value)) >= len(value) // 8
            and entropy(value) >= 3.5 and _typed_fractions(value)[2] < 0.25)


def drawn(value: str) -> bool:
    """Drawn by a generator rather than chosen (a registry's user name handed out as a public
    key): hex of a key's length (32 digits or more, one case, five letters or more) with an
    eighth of it digits, or letters of both cases and two digits or more; either at 3 bits a
    character or more, with no typed run (`0123...`, `abcabc...`)."""
    digits = sum(map(len, _DIGIT_RUN.findall(value)))
    if _HEX.fullmatch(value) and (value.islower() or value.isupper() or value.isdigit()):
        shaped = len(value) >= 32 and len(value) // 8 <= digits < len(value) - 4
    else:
        shaped = _random_looking(value) and digits >= 2
    return shaped and entropy(value) >= 3.0 and _typed_fractions(value)[2] < 0.25


_WORD_CHARS = rxcache.compile(r"\w+")
_BLOCK_LINE = rxcache.compile(r"[A-Za-z0-9+/]{40,}={0,2}")
_OPEN_BLOCK = rxcache.compile(r"[\"'(][ \t]*[A-Za-z0-9+/]{40,}={0,2}\Z")


def _left_open(line: str) -> bool:
    """Whether `line` ends inside a value it opened: a quote or a bracket not closed on it,
    then a run of base64 up to the line's end."""
    if not _OPEN_BLOCK.search(line):
        return False
    return (line.count('"') % 2 == 1 or line.count("'") % 2 == 1
            or line.count("(") > line.count(")"))
_DIGIT_RUN = rxcache.compile(r"[0-9]+")
_PREFIX_START = rxcache.compile(r"[a-z]{2,8}_|[A-Z]{2,10}_")


def _decodes_to_text(value: str) -> bool:
    """Whether `value` is base64 (standard or URL-safe) of printable ASCII text."""
    if not _BASE64_ANY.fullmatch(value):
        return False
    try:
        decoded = base64.b64decode(value.replace("-", "+").replace("_", "/")
                                   + "=" * (-len(value) % 4), validate=True)
    except (binascii.Error, ValueError):
        return False
    return bool(decoded) and sum(32 <= b < 127 for b in decoded) >= 0.9 * len(decoded)


# How base64 of an RSA public key (X.509's SubjectPublicKeyInfo or PKCS#1) ends: its last
# element is the exponent 65537 (`02 03 01 00 01`), written at each of the three alignments.
_RSA_PUBLIC_ENDS = ("IDAQAB", "AgMBAAE", "CAwEAAQ")


# A public key or a key's fingerprint, by the format its tool writes it in: an age recipient
# (`age1` and 58 characters of bech32's alphabet; its secret half is `AGE-SECRET-KEY-1...`) and
# an OpenPGP v4 fingerprint as gpg prints it (40 upper-case hex digits, or ten groups of four).
# Encryption tools' configs (`.sops.yaml`, `.gitattributes` filters) name them under key names;
# they say whom a file is encrypted to and open nothing.
_AGE_RECIPIENT = rxcache.compile(r"age1[02-9ac-hj-np-z]{58}")
_PGP_FINGERPRINT = rxcache.compile(r"(?=[0-9 ]*[A-F])[0-9A-F]{40}"
                                   r"|[0-9A-F]{4}(?: {1,2}[0-9A-F]{4}){9}")


def public_key_text(value: str) -> bool:
    """Whether `value` is written as an age recipient or an OpenPGP fingerprint."""
    return bool(_AGE_RECIPIENT.fullmatch(value) or _PGP_FINGERPRINT.fullmatch(value))


def _rsa_public_end(value: str) -> bool:
    """Whether `value` ends as a base64 RSA public key (or the last piece of one that code joins
    from several strings) does."""
    return value.rstrip("=").endswith(_RSA_PUBLIC_ENDS)


def _der(value: str) -> bool:
    """Whether `value` starts as base64 of an ASN.1 DER SEQUENCE (a certificate, a public key):
    the private-key rule judges those; what is left is public."""
    try:
        head = base64.b64decode(value[:4], validate=True)
    except (binascii.Error, ValueError):
        return False
    return head[0] == 0x30 and (head[1] < 0x80 or head[1] in (0x81, 0x82, 0x83))


# Bits a character a bare value needs (at most: a short one needs log2 of its length less 0.6).
BARE_BITS = 4.5


def _check_label(text: str, match: re.Match[str], start: int, end: int,
                 kind: str) -> str | None:
    """A literal on the line after a comment or a label that names a credential: the comment
    must be one (a comment marker, or the line ends with a colon), its words must not call the
    value public, a hash, an id or a lookup's key, nor may the value line's own name; the value
    is what a credential's name takes (letters and digits, 16 or more, 3 bits a character, not
    a UUID, not words)."""
    if match.group("mk") is None and match.group("pt") is None:
        return None
    label = text[text.rfind("\n", 0, match.start("w")) + 1:match.end("w")]
    line = text[text.rfind("\n", 0, start) + 1:start]
    for words in (label, line):
        parts = [p.lower() for p in _NAME_PARTS.findall(words)]
        # ("your" is how a comment addresses the reader: `# paste your "Channel Secret"`.)
        if any(p in _NOT_KEY_PARTS or p in _LOOKUP_KEY_PARTS
               or (p in NOT_SECRET_PARTS and p != "your") for p in parts):
            return None
    if not _label_value(text[start:end]):
        return None
    return check_token(text, match, start, end, kind)


def _label_value(value: str) -> bool:
    """What a value a label or a sentence names as a credential must be: letters and digits,
    3 bits a character or more, not a UUID, not words, not an alphabet, not a public key."""
    return (bool(_CREDENTIAL_VALUE.fullmatch(value)) and _digits_and_letters(value)
            and entropy(value) >= 3.0 and not _UUID.fullmatch(value)
            and not _reads_as_words(value) and not _alphabet(value)
            and not _rsa_public_end(value) and not _PUBLIC_KEY.match(value)
            and not public_key_text(value))


def _check_named_prose(text: str, match: re.Match[str], start: int, end: int,
                       kind: str) -> str | None:
    """A generated value given in the sentence that names its credential (secret_formats'
    "named in a sentence" rule): the name holds a credential word whole, and neither the name
    nor the words before the value call it a hash, an id, a lookup's key or public; the value is
    what a label's value must be (`_label_value`)."""
    name = [p.lower() for p in _NAME_PARTS.findall(match.group("w"))]
    if not name or not (set(name) & _CREDENTIAL_WORDS or not match.group("w").isascii()):
        return None
    # A name its value follows at once (`name: value`) is an assignment or a label, which
    # their own rules judge; this one reads the words of a sentence between them.
    if not any(c.isalpha() for c in text[match.end("w"):start]):
        return None
    # the word before the name qualifies it too ("the public key ...")
    before = text[max(0, match.start("w") - 40):match.start("w")].split()[-1:]
    between = [p.lower() for p in _NAME_PARTS.findall(
        " ".join([*before, text[match.start("w"):start]]))]
    if any(p in _NOT_KEY_PARTS or p in _LOOKUP_KEY_PARTS
           or (p in NOT_SECRET_PARTS and p != "your") for p in between):
        return None
    # (a signed token's dots join its parts: the value is read without them)
    if not _label_value(text[start:end].replace(".", "")):
        return None
    return check_token(text, match, start, end, kind)


# A name's words that say it holds a credential (`DD_API_KEY`, `Token`, `authToken`).
_CREDENTIAL_WORDS = frozenset(("key", "token", "secret", "password", "passwd", "passphrase",
                               "credential", "credentials", "apikey"))


def _check_client_pair(text: str, match: re.Match[str], start: int, end: int,
                       kind: str) -> str | None:
    """`<client id>:<secret>` given as a user and a password (curl's `-u`): the id reads as
    generated (letters and digits at 3.5 bits a character, not words), so the pair is an API's
    credentials and goes whole; a person's user name is left to the password rule."""
    user, _, secret = text[start:end].partition(":")
    if not _digits_and_letters(user) or entropy(user) < 3.5 or _reads_as_words(user) or len(
            secret) < 8 or _placeholder(secret, text, end, random=False):
        return None
    return check_token(text, match, start, start + len(user), kind) and kind


def _check_pair_key(text: str, match: re.Match[str], start: int, end: int,
                    kind: str) -> str | None:
    """An id and its secret as one pair: the secret half reads as generated (letters and digits
    at 3 bits a character, as under a credential name); the whole pair goes."""
    secret = match.group("k")
    if not _digits_and_letters(secret) or entropy(secret) < 3.0:
        return None
    return check_token(text, match, match.start(), match.end(), kind)


# Bits a character the first run of a prefixed key's body needs (benchmarks/fit_secret_bits.py
# measures the choice per source).
PREFIXED_BITS = 3.75
# ... when that run is hex (`sk-` and 32 hex digits, DeepSeek's keys): an alphabet of 16 gives at
# most 4 bits a character, and 32 drawn hex digits hold about 3.6 on average.
HEX_PREFIXED_BITS = 3.3
# Prefixes vendors give the keys meant to be shipped to a browser or an app (Stripe's `pk_`).
_PUBLIC_PREFIXES = frozenset(("pk", "pub", "publishable"))
# ... as the start of a value assigned to a key's name (`accessToken = 'pk.eyJ...'`), and
# Supabase's `sb_publishable_` keys (its secret ones are `sb_secret_`)
_PUBLIC_KEY = rxcache.compile("(?:" + "|".join(sorted(_PUBLIC_PREFIXES)) + r"|sb_publishable)[._]")


def _check_prefixed(text: str, match: re.Match[str], start: int, end: int,
                    kind: str) -> str | None:
    """A vendor-style key: a prefix that is not a hash's or an id's name (`sha_`, `commit_`),
    and a body whose first run mixes letters and digits at PREFIXED_BITS a character or more and
    does not read as words."""
    prefix = match.group("p").lower().split("_")[0]
    if prefix in _NOT_KEY_PARTS or prefix in NOT_SECRET_PARTS or prefix in _PUBLIC_PREFIXES:
        return None
    # A name that calls the value an id (`STRIPE_PRICE_ID=price_...`, `"customer_id": "cus_..."`)
    # holds an object's id, which vendors shape as they shape keys.
    if _assigned_to_id(text, match.start()) or _record_link(text, match.start()):
        return None
    # ... and a name that calls it a sealed store's (`DOTENV_VAULT=vlt_...`) names the store.
    if _sealed([p.lower() for p in _NAME_PARTS.findall(_assigned_name(text, match.start()))]):
        return None
    run = rxcache.compile(r"[_\-]").split(match.group("b"), maxsplit=1)[0]
    hexed = bool(_HEX.fullmatch(run))
    if (not (_digits_and_letters(run) or _case_flips(run)) or _reads_as_words(run)
            or entropy(run) < (HEX_PREFIXED_BITS if hexed else PREFIXED_BITS)
            or (hexed and len(run) < 32)):
        return None
    return check_token(text, match, start, end, kind)


# (A Markdown label in bold, `**Project ID**: `...``, is a name too.)
_ASSIGNED = rxcache.compile(r"([A-Za-z_][\w.\-]{0,79})[\"']?\*{0,2}[ \t]*(?:=>|:=|[:=])\*{0,2}"
                            r"[ \t]*[\"'`]?\Z")
_ID_PARTS = frozenset(("id", "ids", "uuid", "guid"))


def _assigned_name(text: str, at: int) -> str:
    """The name the value at `at` is assigned to (`NAME=`, `"name": "`, `name => '`), or ""."""
    found = _ASSIGNED.search(text[max(0, at - 100):at])
    return "" if found is None else found.group(1)


# A record's link as its frontmatter lists it (`- semantic/<id>`, `[procedural/<id>, ...]`, or
# the link alone, as the renderer screens each field): the id of another record, named by its
# tier, as `id:` names the record's own.
_RECORD_LINK = rxcache.compile(r"(?:^|\n)[ \t]*(?:-[ \t]+|[^\n]*[\[,][ \t]*)?['\"]?(?:"
                               + "|".join(T.TIERS) + r")/\Z")


def _record_link(text: str, at: int) -> bool:
    """Whether the value at `at` is the id part of a record's link (`- semantic/<id>`)."""
    return _RECORD_LINK.search(text, max(0, at - 200), at) is not None


def _assigned_to_id(text: str, at: int) -> bool:
    """Whether the value at `at` is assigned to a name whose last word is `id`."""
    parts = _NAME_PARTS.findall(_assigned_name(text, at))
    return bool(parts) and parts[-1].lower() in _ID_PARTS


def _case_flips(run: str) -> bool:
    """Letters alone whose case changes at a third of the steps or more (`kLmNpQrSt...`, how a
    letters-only vendor body such as Hugging Face's reads); a name made of capitalised words
    changes case once a word."""
    if not run.isalpha() or run.isupper() or run.islower():
        return False
    flips = sum(a.isupper() != b.isupper() for a, b in itertools.pairwise(run))
    return flips >= (len(run) - 1) / 3


def _interleaved(value: str) -> bool:
    """Letters and digits in turn, each counting up from the one two places before
    (`a1b2c3d4e5f6g7h8i9j0`), for most of the value: typed in order, not drawn (a generated key
    may hold such a run, not be one). A plain alphabet (`abcdef0123456789`) is not read so:
    scanners' fixtures use it for real keys."""
    def follows(a: str, b: str) -> bool:
        if a in _ASCII_DIGITS and b in _ASCII_DIGITS:
            return (int(a) + 1) % 10 == int(b)
        return a.isalpha() and b.isalpha() and ord(b) - ord(a) == 1
    n = len(value)
    turns = sum(a.isdigit() != b.isdigit() for a, b in itertools.pairwise(value))
    two = sum(follows(value[i], value[i + 2]) for i in range(n - 2))
    return turns >= 0.75 * n and two >= 0.75 * n


def _walked(value: str) -> bool:
    """Letters of one case and digits in short groups (four characters or fewer a group), the
    letters read in order walking the alphabet and the digits counting up
    (`abc123def456ghi789`): typed along the keyboard, not drawn. A plain alphabet
    (`abcdef0123456789`, one group of each) is not read so, nor letters switching case as they
    walk (`aB1cD2eF3...`): scanners' fixtures use both for real keys, the second made to look
    drawn."""
    run = "".join(c for c in value if c.isalnum())
    if not (run.islower() or run.isupper()):
        return False
    run = run.lower()
    n = len(run)
    if n < 12 or sum(a.isdigit() != b.isdigit() for a, b in itertools.pairwise(run)) < n / 4 - 1:
        return False
    letters = [c for c in run if c.isalpha()]
    digits = [c for c in run if c in _ASCII_DIGITS]
    if len(letters) < 6 or len(digits) < 3:
        return False
    # A step of one (or none: `bB`), `z` to `a` and `9` to `0` included.
    walk = sum((ord(b) - ord(a)) % 26 in (0, 1) for a, b in itertools.pairwise(letters))
    count = sum((int(b) - int(a)) % 10 in (0, 1) for a, b in itertools.pairwise(digits))
    return walk >= 0.8 * (len(letters) - 1) and count >= 0.8 * (len(digits) - 1)


def _alphabet(value: str) -> bool:
    """An alphabet spelt out (`ABC...XYZabc...xyz0123456789`): a table, not a key."""
    return sum(ord(b) - ord(a) == 1 for a, b in itertools.pairwise(value)) >= len(value) / 2


# Substrings one of which every name holding a _CREDENTIAL_PARTS part holds.
_CREDENTIAL_HINTS = ("key", "token", "secret", "pass", "pwd", "auth", "credential", "pat", "api")
_PREPOSITIONS = frozenset(("for", "of", "to", "in", "on", "at", "from", "with", "by"))
_BASE64_VALUE = rxcache.compile(r"[A-Za-z0-9+/]{32,100}")
# What a credential is written with: no dot, colon or comma (a dotted name, a URI, a list).
_CREDENTIAL_VALUE = rxcache.compile(r"[A-Za-z0-9+/_\-=!@#$%^&*?~]+")
_VOWELS = frozenset("aeiouy")


_FILLERS = frozenset(("foo", "bar", "baz", "qux", "quux", "xyzzy", "hoge", "fuga", "piyo"))


def _slot_noun_pieces(plain: str) -> list[str]:
    """`plain` (lower case, letters) cut into the nouns a slot's name is made of, or [] when it
    is not made of them alone (`secretkey` -> secret, key; `secretary` -> [])."""
    if len(plain) > 40:
        return []
    # ways[i]: a cut of plain[:i] into slot nouns, the fewest pieces found first
    ways: dict[int, list[str]] = {0: []}
    for i in range(1, len(plain) + 1):
        for j in range(max(0, i - 11), i):
            if j in ways and plain[j:i] in _SLOT_NOUNS:
                ways[i] = [*ways[j], plain[j:i]]
                break
    return ways.get(len(plain), [])


def _filler_compound(plain: str) -> bool:
    """Two pieces or more, each a stand-in word, one of them a metasyntactic filler."""
    if not (plain.isascii() and plain.isalpha()) or len(plain) > 40:
        return False
    # ends[i]: the ways plain[:i] splits into stand-in words, as (pieces, holds a filler)
    ends: dict[int, tuple[int, bool]] = {0: (0, False)}
    for i in range(1, len(plain) + 1):
        for j in range(max(0, i - 12), i):
            piece = plain[j:i]
            if j in ends and piece in _STAND_IN_VALUES:
                count, filler = ends[j]
                ends[i] = (count + 1, filler or piece in _FILLERS)
                break
    count, filler = ends.get(len(plain), (0, False))
    return count >= 2 and filler


def _described(value: str) -> bool:
    """A sentence (three words or more, ending with a full stop, a question or an exclamation)
    or a value most of whose characters are ideographs, kana or hangul: a description of what
    the slot takes, which no generator and hardly any person types as a credential."""
    words = value.split()
    if len(words) >= 3 and value.rstrip()[-1:] in ".!?。！？" and sum(
            w.strip(".,!?;:").isalpha() for w in words) >= 3:
        return True
    wide = sum(ord(c) >= 0x2E80 and c.isalpha() for c in value)
    return len(value) >= 2 and wide >= 0.6 * len(value)


def _reads_as_words(value: str) -> bool:
    """Half the value or more is words of three letters or more that hold vowels as words do
    (`types-auth0-python`, `Ed25519PrivateKey`), not consonant runs a hand typed at random
    (`alksjdhfkjaklsdhflk`) or a generator's (`RVBTL`)."""
    parts = _NAME_PARTS.findall(value)
    # Digits strewn through the letters at three places or more (`iyfmob6xjrfmit67anxbot64...`)
    # are a generator's; a name holds its number in one place (`Ed25519PrivateKey`).
    if sum(p.isdigit() for p in parts[1:-1]) >= 3:
        return False
    words = sum(len(p) for p in parts if len(p) >= 3 and p.isalpha()
                and sum(c in _VOWELS for c in p.lower()) >= 0.25 * len(p))
    return words >= 0.5 * len(value)


def _check_weak(text: str, match: re.Match[str], start: int, end: int,
                kind: str) -> str | None:
    # A whole word: not the tail of a longer one (`mypassword12`, `x-letmein42`).
    before = text[match.start() - 1:match.start()]
    if before and (before.isalnum() or before in "_-"):
        return None
    return _check_human(text, match, start, end, kind)


def _check_nested(text: str, match: re.Match[str], start: int, end: int,
                  kind: str) -> str | None:
    value = text[start:end]
    if value.endswith(":") or _code(value) or _FILE_PATH.fullmatch(value) or _placeholder(
            value, text, end, random=False):
        return None
    return kind


# A relative path to a file (`secretfiles/db_password.txt`): where the secret is kept.
_FILE_PATH = rxcache.compile(r"\.{0,2}/?(?:[\w.\-]+/)+[\w\-]+(?:\.[\w\-]+)*\.[A-Za-z0-9]{1,5}")


def _check_phrase(text: str, match: re.Match[str], start: int, end: int,
                  kind: str) -> str | None:
    value = text[start:end]
    words = value.lower().split()
    if value.startswith((",", ";", ":", ".")) or value.endswith(":"):
        return None  # read across the end of one string and the start of the next
    if _last_of_names(text, match.start()):
        return None  # `user, password = "u", "p"`: the value read is another name's
    # One quoted word with no digit is a password only when a password word names it ("the
    # password is 'blooberry'"); "the secret is 'patience'" is a sentence.
    lead = text[match.start():start].lower()
    if len(words) < 2 and not any(c.isdigit() for c in value) and not (
            len(value) >= STAND_INS.quoted_word_min
            and any(w in lead for w in _PASSWORD_WORDS)):
        return None
    if any(w.strip(".,!?") in _PROSE_WORDS for w in words):
        return None
    # A constant's or a field's name (`"REISSUE_ACCOUNT_PASSWORD"`) is a reference.
    if _code(value):
        return None
    return None if _placeholder(value, text, end, random=False) else kind


def _check_call(text: str, match: re.Match[str], start: int, end: int,
                kind: str) -> str | None:
    """A password passed by position to a call that connects or builds a credential."""
    value = text[start:end]
    if len(value) < 4 or _code(value) or _placeholder(value, text, end, random=False):
        return None
    return kind


_LIST_ITEM = rxcache.compile(r"[\"']([^\"'\n]*)[\"']|"
                             r"(?m:(?<![ \t])[ \t]*-[ \t]+((?:[^\n#]*[^ \t\n#])?)[ \t]*$)")


def _check_list(text: str, match: re.Match[str], start: int, end: int,
                kind: str) -> str | None:
    """A list under a secret's name: taken when most of its items read as credentials in a
    secret's slot (not stand-ins, references or words), the same test as a single value. A
    list of passwords nobody may choose (`{"secret", "admin", "123456", ...}`) holds mostly
    stand-ins: it is a word list, not a store of credentials."""
    named = _key_name(text, match.start("w"), match.end("w"))
    if named is None:
        return None
    pass_word = match.group("w").lower().startswith(PASS_WORDS)
    body = text[start:end]
    items = [m.group(1) if m.group(1) is not None else m.group(2)
             for m in _LIST_ITEM.finditer("- " + body if "cy" in match.re.groupindex else body)]
    taken = sum(_value_ok(item.strip().strip("\"'"), True, text, end, pass_word=pass_word,
                          short=pass_word) for item in items)
    return kind if items and 2 * taken > len(items) else None


# Name parts that make a name's head a credential when it is the name's last part (`key` in
# `network_key`, `password` in `wifi_password`).
# One key, not several: a list under `keys` holds one number per key (a keyboard's codes).
_BYTE_KEY_HEADS = frozenset(("key", "secret", "token", "password", "passwd", "pwd", "pass",
                             "passphrase", "psk"))
_BYTE_VALUE = rxcache.compile(r"0[xX][0-9A-Fa-f]{1,2}|[0-9]{1,3}")
_BYTES_MIN = 8  # 64 bits: the shortest key written as bytes worth reading as one


def _check_byte_list(text: str, match: re.Match[str], start: int, end: int,
                     kind: str) -> str | None:
    """Key material written as a list of byte values under a credential's name (a Zigbee
    network key, `network_key:` and sixteen `- 42` lines; `aes_key = [0x2b, 0x7e, ...]`).
    The name's last part says credential (`key`, `secret`, `password`: glued or not, as
    `networkkey`) and no part of it says the value is public, a lookup's or a property
    (`public_key`, `key_size`, `pan_id`). The bytes must read as drawn: each a byte (0 to
    255), most of them different, and not counted out (`1, 2, 3, ...`, `1, 3, 5, ..., 0, 2,
    4, ...`: a default or a test vector typed in order): fewer than half the steps between
    neighbours repeat the step before."""
    name = match.group("w")
    parts = [p.lower() for p in _NAME_PARTS.findall(name)]
    if not parts:
        return None
    head = parts[-1]
    if head not in _BYTE_KEY_HEADS and not any(
            head.endswith(word) for word in ("key", "secret", "token", "password")):
        return None
    if any(p in NOT_SECRET_PARTS or p in _NOT_KEY_PARTS or p in _LOOKUP_KEY_PARTS
           or p in _PROPERTY_PARTS for p in parts):
        return None
    values = [int(v, 16) if v[:2].lower() == "0x" else int(v)
              for v in _BYTE_VALUE.findall(text, start, end)]
    if len(values) < _BYTES_MIN or max(values) > 255:
        return None
    if 4 * len(set(values)) < 3 * len(values):
        return None
    steps = [b - a for a, b in itertools.pairwise(values)]
    repeated = sum(1 for a, b in itertools.pairwise(steps) if a == b)
    if 2 * repeated >= len(steps) - 1:
        return None
    return kind


def _check_compare(text: str, match: re.Match[str], start: int, end: int,
                   kind: str) -> str | None:
    """A secret-named variable compared with a literal. A password's is the password; other
    slots (a lexer's `token == "function"`) only when the literal mixes letters and digits."""
    named = _key_name(text, match.start("w"), match.end("w"))
    if named is None:
        return None
    value = text[start:end]
    pass_word = match.group("w").lower().startswith(PASS_WORDS)
    if not _value_ok(value, True, text, end, pass_word=pass_word, short=pass_word):
        return None
    if pass_word or _digits_and_letters(value):
        return kind
    return None


_SECRET_KIND = rxcache.compile(r"(?m:^[ \t]*kind:[ \t]*[\"']?Secret[\"']?[ \t]*$)")
_DATA_KEY = rxcache.compile(r"(?m:^([ \t]*)data:[ \t]*$)")


def _check_k8s(text: str, match: re.Match[str], start: int, end: int, kind: str) -> str | None:
    """An entry of a Kubernetes Secret's `data:` map: the manifest says `kind: Secret`, the
    entry sits in the block the nearest `data:` line above opens, and its base64 decodes to a
    value that is not a stand-in (`cGFzc3dvcmQ=` is "password")."""
    if not _SECRET_KIND.search(text):
        return None
    line_start = text.rfind("\n", 0, start) + 1
    indent = len(text[line_start:start]) - len(text[line_start:start].lstrip(" \t"))
    block = None
    for found in _DATA_KEY.finditer(text, 0, line_start):
        block = found
    if block is None or len(block.group(1)) >= indent:
        return None
    # Every line between `data:` and the entry is in the block: indented deeper than `data:`.
    for line in text[block.end():line_start].split("\n"):
        if line.strip() and len(line) - len(line.lstrip(" \t")) <= len(block.group(1)):
            return None
    value = text[start:end]
    if _clear_stand_in(value, text, end):
        return None
    try:
        decoded = base64.b64decode(value + "=" * (-len(value) % 4), validate=True)
    except (binascii.Error, ValueError):
        return None
    plain = decoded.decode("utf-8", "replace").strip()
    if len(plain) < 4 or _placeholder(plain, "", 0, random=False):
        return None
    return kind


def _check_flag_ctf(text: str, match: re.Match[str], start: int, end: int,
                    kind: str) -> str | None:
    """A CTF flag: what the braces hold mixes letters and digits (leetspeak) and is not a
    stand-in (`flag{xxxx_1111}`, `FLAG{your_flag_here}`)."""
    inner = text[text.index("{", start) + 1:end - 1]
    if not _digits_and_letters(inner) or _placeholder(inner, text, end - 1, random=False):
        return None
    return kind


def _check_id_colon(text: str, match: re.Match[str], start: int, end: int,
                    kind: str) -> str | None:
    """Base64 of a 12-digit id, a colon and random bytes (a Bitbucket Server access token)."""
    try:
        decoded = base64.b64decode(text[start:end], validate=True)
    except (binascii.Error, ValueError):
        return None
    if not (decoded[:12].isdigit() and decoded[12:13] == b":"):
        return None
    return check_token(text, match, start, end, kind)


def _check_pem64(text: str, match: re.Match[str], start: int, end: int,
                 kind: str) -> str | None:
    """Base64 of PEM armour: a finding only when it decodes to a private key's."""
    value = text[start:end]
    try:
        decoded = base64.b64decode(value[:len(value) - len(value) % 4], validate=True)
    except (binascii.Error, ValueError):
        return None
    return kind if b"PRIVATE KEY" in decoded[:80] else None


def _check_jwt(text: str, match: re.Match[str], start: int, end: int, kind: str) -> str | None:
    """A JWT, unless its claims make it Supabase's anon key (`"iss": "supabase"`, `"role":
    "anon"`), which a project publishes to browsers; its `service_role` key is a secret."""
    claims = _jwt_claims(text[start:end])
    if str(claims.get("iss", "")).startswith("supabase") and claims.get("role") == "anon":
        return None
    return check_token(text, match, start, end, kind)


def _jwt_claims(token: str) -> dict[str, object]:
    parts = token.split(".")
    if len(parts) < 2:
        return {}
    body = parts[1]
    import json  # only when a JWT turns up: `json` pulls in `re`, which the hooks' path avoids

    try:
        decoded = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
        claims = json.loads(decoded)
    except (binascii.Error, ValueError, RecursionError):
        return {}
    return claims if isinstance(claims, dict) else {}


# What a Firebase web config holds beside its key (`authDomain: "<app>.firebaseapp.com"`).
_FIREBASE_CONFIG = ("firebase", "authdomain", "auth_domain")


# The query of a script's URL (`maps.googleapis.com/maps/api/js?key=...`,
# `dapi.kakao.com/v2/maps/sdk.js?appkey=...`): what a page loads into every visitor's browser.
_SCRIPT_QUERY = rxcache.compile(r"(?:\.js|/js)\?[^\s\"'<>`]*\Z")


def _in_script_url(text: str, at: int) -> bool:
    """Whether the value at `at` is a parameter of a script's URL: a key the page hands to every
    browser that loads it (a Maps JavaScript key, a Kakao JavaScript key), public by design."""
    return _SCRIPT_QUERY.search(text, max(0, at - 300), at) is not None


def _check_google_key(text: str, match: re.Match[str], start: int, end: int,
                      kind: str) -> str | None:
    """A Google API key, unless it is a Firebase web config's: the key is named for Firebase
    (`FIREBASE_API_KEY`) or sits in an `apiKey` entry beside the config's `authDomain`;
    Firebase publishes those to every browser that loads the app, as an Android app's
    google-services.json (`current_key`) ships inside it."""
    name = _assigned_name(text, start).lower()
    # An Android app's google-services.json lists it as `"api_key": [{"current_key": ...}]`.
    if _in_script_url(text, start) or name == "current_key" or "firebase" in name or (
            name.endswith(("apikey", "api_key")) and any(
                word in text[max(0, start - 400):end + 400].lower()
                for word in _FIREBASE_CONFIG)):
        return None
    return check_token(text, match, start, end, kind)


def _check_drawn(text: str, match: re.Match[str], start: int, end: int,
                 kind: str) -> str | None:
    """A value a generator drew from letters, digits and punctuation (WordPress's salts): one
    of 32 characters or more mixing all of them is that, whatever bracket it opens with (`<.H8;`
    is no `<slot>`); anything else is judged as a person's value."""
    value = text[start:end]
    if len(value) >= 32 and _random_looking(value) and sum(
            not c.isalnum() and not c.isspace() for c in value) >= 8:
        return kind
    # The same words in two of the slots a generator fills one by one (`AUTH_KEY` and
    # `SECURE_AUTH_KEY` both 'Füge hier deine Zeichenkette ein'): the template's text, kept as
    # shipped in each, not values drawn for the copy.
    if " " in value.strip() and sum(text.count(q + value + q) for q in "'\"") >= 2:
        return None
    return _check_human(text, match, start, end, kind)


def _check_drawn_shape(text: str, match: re.Match[str], start: int, end: int,
                       kind: str) -> str | None:
    """A value of a generator's shape (see `_check_drawn`) and nothing else."""
    value = text[start:end]
    if len(value) >= 32 and _random_looking(value) and sum(
            not c.isalnum() and not c.isspace() for c in value) >= 8:
        return kind
    return None


def _check_loose_prose(text: str, match: re.Match[str], start: int, end: int,
                       kind: str) -> str | None:
    """A value some words after a password noun, with no verb tying them: drawn, not a name
    made of words (`PBKDF2WithHmacSHA256`, `NIST-800-63B`'s kin): two or more of its parts are
    a capital and three or more small letters, or a run of four small letters."""
    value = text[start:end]
    words = sum(len(p) >= 4 and p[1:].islower() for p in _NAME_PARTS.findall(value))
    if words >= 2:
        return None
    return _check_prose(text, match, start, end, kind)


def _check_app_password(text: str, match: re.Match[str], start: int, end: int,
                        kind: str) -> str | None:
    """Four groups of four lower-case letters in a password's slot: a Google app password. The
    slot's name (`SMTP_PASS`, `mail_password_prod`) says password in its last word or the one
    before a qualifier."""
    name = _assigned_name(text, match.start() + 1)  # the match opens with the operator
    parts = [p.lower() for p in _NAME_PARTS.findall(name)]
    # An "authorization code" is what Chinese mail services (QQ, 163, 126) call the sixteen
    # letters they issue for SMTP and IMAP in the password's place (授权码).
    if parts[-2:] in (["auth", "code"], ["authorization", "code"], ["authorisation", "code"]):
        parts.append("pass")
    if not any(p.startswith(PASS_WORDS) for p in parts[-2:]) or any(
            p in NOT_SECRET_PARTS for p in parts):
        return None
    # Without its spaces, a drawn run of sixteen letters holds most of the alphabet's letters;
    # a word typed twice (`passwordpassword`) holds few.
    if " " not in text[start:end] and len(set(text[start:end])) < 8:
        return None
    return _check_human(text, match, start, end, kind)


_UUID_SHAPE = rxcache.compile(r"[^\W_]{8}-[^\W_]{4}-[^\W_]{4}-[^\W_]{4}-[^\W_]{12}")


def _check_webhook(text: str, match: re.Match[str], start: int, end: int,
                   kind: str) -> str | None:
    """A webhook URL's token: drawn (letters and digits), and, shaped as a UUID, one (hex): a
    UUID with other letters in it (`693a91f6-7xxx-...-0ec2sifa5aaa`) was typed over."""
    group = "t" if match.group("t") is not None else "t2"
    token = match.group(group)
    if _UUID_SHAPE.fullmatch(token):
        if _UUID.fullmatch(token) is None:
            return None
    elif not _digits_and_letters(token):
        return None
    return None if _placeholder(token, text, match.end(group), random=True) else kind


CHECKS: dict[str, Check] = {
    "token": check_token, "hex": _check_hex, "key": _check_key, "userpass": _check_userpass,
    "human": _check_human, "flag": _check_flag, "userinfo": _check_userinfo,
    "named_prose": _check_named_prose,
    "prose": _check_prose, "mixed": _check_mixed, "assign": _check_assign,
    "nested": _check_nested, "phrase": _check_phrase, "call": _check_call,
    "entropy": _check_entropy, "alnum": _check_hex, "pair": _check_pair, "auth": _check_auth,
    "robot": _check_robot, "weak": _check_weak, "k8s": _check_k8s, "prefixed": _check_prefixed,
    "pair_key": _check_pair_key, "bare": _check_bare, "pem64": _check_pem64,
    "id_colon": _check_id_colon, "flag_ctf": _check_flag_ctf, "list": _check_list,
    "compare": _check_compare, "jwt": _check_jwt, "google_key": _check_google_key,
    "app_password": _check_app_password, "drawn": _check_drawn,
    "drawn_shape": _check_drawn_shape, "relay_map": _check_relay_map,
    "loose_prose": _check_loose_prose, "line": _check_line, "client_pair": _check_client_pair,
    "label": _check_label, "webhook": _check_webhook, "copy": _check_copy,
    "user_list": _check_user_list, "colon_list": _check_colon_list,
    "role_list": _check_role_list, "account_table": _check_account_table,
    "directive": _check_directive, "byte_list": _check_byte_list, "lone": _check_lone,
}
# Checks of a vendor's own shape: what they turn down (a stand-in such as `ghp_xxxx...`, a key
# the vendor publishes to browsers) no looser rule may take.
VENDOR_CHECKS = frozenset((check_token, _check_jwt, _check_google_key))


def reads_as_words(value: str) -> bool:
    """Whether half the value or more is words (see `_reads_as_words`)."""
    return _reads_as_words(value)


def is_stand_in(value: str, text: str, end: int) -> bool:
    """Whether `value`, ending at `end` in `text`, reads as a stand-in when no vendor shape
    vouches for it (a human's value: a password, a passphrase, a key someone typed)."""
    return bool(value) and _placeholder(value, text, end, random=False)
