"""A value drawn by a generator, left bare in a short text whatever language labels it.

The redactor knows a credential by its format (a vendor's prefix, a key block, a URL's user
part) or by the name beside it (`password`, `token`, `clé`, `пароль`: the languages of
`secret_formats.PASSWORD_NOUNS`). A password written after a label in any other language
("סיסמת המנהל: 81SNGU4fEhFNJhs-") has neither, and a run of fewer than 20 characters is too
short for the redactor's unnamed-token rule, which reads logs and pages full of identifiers.

A memory is a short record of facts, rules and preferences. Its identifiers are chosen by people:
a ticket (`PAY-412`), a branch (`fix/APP-412-null-cursor`), a migration
(`20261102T0930_add_orders_index.sql`), a commit (hex, one case). A piece of 12 or more letters
and digits between two separators, mixing both cases and two digits or more at the entropy of
a generator (`secret_values.drawn`), is none of those: it is a password or a key, whatever
the words around it say. Not taken: a piece of a URL (a document's id), a token that is base64
of readable text (an encoded message: the injection screen reads it) or of an SSH key blob
(`AAAA...`: a public key, read by the gate's `hazard` anchors), a line of a key block, a
digest in its tool's format (`h1:`, `sha512-`), hex in either case (an address), and a value
assigned to a config's name (`NAME=`, `"name":`), which the redactor has read by its name.

Two more shapes are drawn or typed values whatever labels them: letters of both cases that
spell no words (`AgdMIPzxTHzC`, from an alphabet without digits), and a password typed to a
policy, 8 to 32 characters mixing both cases, a digit and a symbol inside it (`dRjuE16#40`).
On the read admission sets (7352 candidates) 27 rows hold one of them, all secrets, 3 of them
found by nothing else; no row of any other label holds one. In code and config files 3 of 1540
benign texts hold a typed one (a hash's salt, a known-hosts entry), none of 4310 benign web pages
and rules files.

A fourth shape is a token drawn from a URL-safe alphabet (letters, digits, `-` and `_`, as
`secrets.token_urlsafe` and most key generators draw): the separators are drawn characters
too (`mU-TNCY_7zPpuaAlOw`), so no piece between them is long enough for the first rule. Taken
when the whole token is of that alphabet, holds both cases, a digit and a `-` or `_`, one piece
mixes both cases with a digit, its letters spell no words and it is at 3.5 bits a character or
more. On the read admission sets (candidates.toml, blind.toml, blind2 ... blind33) 120 rows
hold one, all secrets; no row of any other label does. None of 4384 benign web pages and rules
files (benchmarks/data/injection-outside*.jsonl) holds one; in code and config files 5 of 1652
benign texts do (a salt, an id), 13 more of their placeholders and near misses.

Measured on the read admission sets (6812 candidates, 2616 of them labelled apply): 257 of the
625 secrets hold one and no candidate of any other label does; left after the redactor, 2
secrets hold one, one of them found by nothing else. It is read in a memory candidate only (the
admission queue and gate), not by the redactor: in code and config files
(benchmarks/data/secrets-outside*.jsonl) 55 of 1278 benign texts hold one (a publishable key,
a public key split over lines, a project id).
"""

from __future__ import annotations

from memory_engine import rxcache

TYPE_CHECKING = False  # not `re` at import: patterns come from rxcache
if TYPE_CHECKING:
    import re

KIND = "drawn-value"
MIN_LENGTH = 12

# a piece between separators with both cases and two digits: what might be drawn (cheap; the
# entropy test imports secret_values only for such a piece)
_PIECE = rxcache.compile(
    r"(?<![A-Za-z0-9])(?=[A-Za-z0-9]*[a-z])(?=[A-Za-z0-9]*[A-Z])(?=[A-Za-z0-9]*[0-9][A-Za-z0-9]*"
    r"[0-9])[A-Za-z0-9]{" + str(MIN_LENGTH) + r",}(?![A-Za-z0-9])")
# a piece of letters only, both cases: drawn from an alphabet without digits (a password
# manager's letters-only setting, `AgdMIPzxTHzC`) when it reads as no words (`_drawn_letters`)
_LETTERS = rxcache.compile(
    r"(?<![A-Za-z0-9])(?=[A-Za-z]*[a-z])(?=[A-Za-z]*[A-Z])[A-Za-z]{" + str(MIN_LENGTH)
    + r",}(?![A-Za-z0-9])")
# what a syllable of the languages written in Latin letters holds; drawn letters hold few
_VOWELS = frozenset("aeiouyAEIOUY")
# a token of printable ASCII holding both cases and a digit, with a symbol between two letters or
# digits (`dRjuE16#40`): how a person types a password a policy asked four kinds of character of
_TYPED = rxcache.compile(
    r"(?<!\S)(?=[!-~]*[a-z])(?=[!-~]*[A-Z])(?=[!-~]*[0-9])[!-~]*[A-Za-z0-9][!#$%^&*~+?]"
    r"[A-Za-z0-9][!-~]*")
# a token of a URL-safe alphabet (letters, digits, `-`, `_`: what `secrets.token_urlsafe` and
# most key generators draw from) holding both cases, a digit and a `-` or `_`: the separators
# are drawn characters too (`mU-TNCY_7zPpuaAlOw`), so no piece between them need be long
_URLSAFE = rxcache.compile(
    r"(?<![A-Za-z0-9_-])(?=[\w-]*[a-z])(?=[\w-]*[A-Z])(?=[\w-]*[0-9])(?=[\w-]*[-_])"
    r"[A-Za-z0-9][A-Za-z0-9_-]{" + str(MIN_LENGTH - 2) + r",62}[A-Za-z0-9](?![A-Za-z0-9_-])")
# a piece that mixes both cases and a digit, as a generator's draw does and a word never
_MIXED = rxcache.compile(r"\A(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9]).{6,}\Z")
URLSAFE_ENTROPY = 3.5  # bits a character: a generator's draw, not a name spelled in parts
# an asterisk that marks emphasis rather than being typed: at an end of the token, or doubled
_EMPHASIS = rxcache.compile(r"\A\*|\*\Z|\*\*")
TYPED_LENGTH = (8, 32)  # longer runs are encodings (a digest, a key's base64): not typed
# the parts a change of case bounds (secret_values.NAME_PARTS, letters only): `get|Element|By|Id`
_CASE_PARTS = rxcache.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+")


_READERS: list[re.Pattern[str]] = []


def _readers() -> list[re.Pattern[str]]:
    """The patterns that read a token holding a drawn piece: compiled only when a text holds
    one (a hook's text seldom does), once."""
    if _READERS:
        return _READERS
    # the whitespace-delimited token a piece sits in, its quotes and end punctuation left out
    token = rxcache.compile(r"[^\s\"'`<>()\[\]{}]+")
    url = rxcache.compile(r"(?i)\b[a-z][a-z0-9+.-]*://\S+|\bwww\.\S+")
    # a config's named value: `NAME=`, `"name": "`, `name_with_parts: ` right before the
    # token. The redactor reads every such name; a value it left there is one its name says is
    # public (an anon key, a publishable key, a wallet address)
    assigned = rxcache.compile(
        r"(?:[A-Za-z_][\w.-]*\s*=|[\"'][A-Za-z_][\w.-]*[\"']\s*:|[A-Za-z][A-Za-z0-9]*_[\w.-]*\s*:)"
        r"\s*[\"']?$")
    # a digest written in its tool's format (`h1:` of a Go checksum, `sha512-` of a lockfile's
    # integrity), and hex in either case (an address, a hash): computed, not drawn to open
    # anything
    digest = rxcache.compile(r"(?i)(?:h1:|sha\d{1,3}[-:]|0x)")
    hex_ = rxcache.compile(r"[0-9A-Fa-f]+")
    _READERS.extend((token, url, assigned, digest, hex_))
    return _READERS


def _drawn_letters(piece: str) -> bool:
    """Letters of both cases that spell no words: most of the case-bounded parts are one or two
    letters (`Agd|MI|Pzx|T|Hz|C`), where a name in code or a product is made of whole words
    (`DefaultEndpointsProtocol`, `getElementById`, `pgBackRest`), and vowels are rare (under
    three in ten, as in letters drawn from the alphabet, about one in five), where words of the
    languages written in Latin letters hold two in five or more (`kMaxValueOfX`)."""
    parts = _CASE_PARTS.findall(piece)
    short = sum(len(part) <= 2 for part in parts)
    vowels = sum(char in _VOWELS for char in piece)
    if short < 3 or 2 * short < len(parts) or 10 * vowels >= 3 * len(piece):
        return False
    # only now the module with the entropy (and a hundred patterns): most texts end above
    from memory_engine.screening.secret_values import entropy

    return entropy(piece) >= 3.0


def _typed_password(token: str) -> bool:
    """A password typed to a policy: 8 to 32 characters of both cases, a digit and a symbol
    inside it, whose letters spell no words (at least two of their case-bounded parts, and half
    of them, are one or two letters: `d|Rju|E`), and no path or address (`/`, `@`) nor
    emphasis. Emphasis wraps words (`*word*`, `**word**`): an asterisk at either end of the
    token, or two together. One asterisk between two letters or digits is a typed symbol like
    `#` (`omMoz8H#3N04*h`). A key chord (`Control+2`) or a version range (`Python3+`) is made
    of words; a ticket, a branch or a tag holds no symbol of that kind."""
    if (not TYPED_LENGTH[0] <= len(token) <= TYPED_LENGTH[1] or not _TYPED.fullmatch(token)
            or any(char in token for char in "/@") or _EMPHASIS.search(token)):
        return False
    parts = _CASE_PARTS.findall(token)
    short = sum(len(part) <= 2 for part in parts)
    return short >= 2 and 2 * short >= len(parts)


def _urlsafe_drawn(token: str) -> bool:
    """A value drawn from a URL-safe alphabet (`mU-TNCY_7zPpuaAlOw`, `q75Ig4VvOd_ugmtH`): the
    whole token is letters of both cases, digits and `-` or `_`, and its letters spell no
    words (at least three of their case-bounded parts, and half of them, are one or two
    letters), one piece between the separators mixes both cases with a digit (`7zPpuaAlOw`),
    and the whole is at the entropy of a generator. A name joined by hyphens or underscores is
    made of words and numbers, each piece of one kind (`Build_v2-Alpha`, `PR-1184-fixUp`,
    `x86_64-Linux`), or of one case (`fix-app-412`)."""
    if not _URLSAFE.fullmatch(token) or not any(
            _MIXED.search(piece) for piece in token.replace("_", "-").split("-")):
        return False
    parts = _CASE_PARTS.findall(token)
    short = sum(len(part) <= 2 for part in parts)
    if short < 3 or 2 * short < len(parts):
        return False
    from memory_engine.screening.secret_values import entropy

    return entropy(token) >= URLSAFE_ENTROPY


def _spans(text: str) -> list[tuple[int, int]]:
    """Where `text` holds a drawn value: the span of each token holding a drawn piece."""
    # a key block's lines (`-----BEGIN ...`) are the redactor's to judge: a private one it takes,
    # a public one (a certificate, a PGP key) it leaves
    if "-----BEGIN" in text or (_PIECE.search(text) is None and not any(
            _drawn_letters(piece.group(0)) for piece in _LETTERS.finditer(text))
            and _TYPED.search(text) is None and _URLSAFE.search(text) is None):
        return []
    from memory_engine.screening.secret_values import _decodes_to_text, drawn

    _token, _url, _assigned, _digest, _hex = _readers()
    urls = [m.span() for m in _url.finditer(text)]
    found: list[tuple[int, int]] = []
    for token in _token.finditer(text):
        start = token.start()
        if any(a <= start < b for a, b in urls):
            continue
        value = token.group(0).rstrip(".,;:!?")
        if "=" in value.rstrip("=") or _assigned.search(text, max(0, start - 80), start) \
                or _digest.match(value):
            continue
        if value.startswith("AAAA") or _decodes_to_text(value.rstrip("=")):
            continue
        if any(not _hex.fullmatch(p.group(0)) and drawn(p.group(0))
               for p in _PIECE.finditer(value)) \
                or any(_drawn_letters(p.group(0)) for p in _LETTERS.finditer(value)) \
                or _typed_password(value) or _urlsafe_drawn(value):
            found.append((start, start + len(value)))
    return found


def drawn_values(text: str) -> list[str]:
    """Every token of `text` that holds a value drawn by a generator (see the module's note)."""
    return [text[a:b] for a, b in _spans(text)]


def redact_drawn(text: str) -> tuple[str, int]:
    """`text` with each drawn value replaced by `[REDACTED:drawn-value]`, and how many."""
    spans = _spans(text)
    for a, b in reversed(spans):
        text = f"{text[:a]}[REDACTED:{KIND}]{text[b:]}"
    return text, len(spans)
