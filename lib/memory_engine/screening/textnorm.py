"""One canonical spelling of a text, for screening it (never for storing or showing it).

A screen that reads raw text is beaten by spelling tricks a model reads straight through:
full-width or mathematical letters, Cyrillic and Greek lookalikes inside Latin words, zero-width
and bidi characters between letters, "i g n o r e", "1gn0r3". `normalise_for_screening` undoes
them so that every cue only has to be written once, in plain lower-case ASCII:

1. NFKC per character (full-width, mathematical, circled and ligature forms become plain
   letters), invisible characters dropped (category Cf: zero-width, bidi embeddings and
   isolates, BOM, soft hyphen; Hangul fillers), Unicode tag characters decoded to the ASCII they
   smuggle, accents stripped from Latin and Greek letters (Cyrillic, CJK and other scripts keep
   theirs: stripping would change their words; Arabic drops its optional short-vowel marks),
   typographic quotes and dashes made ASCII;
2. lookalike letters mapped to Latin inside words that mix them with Latin letters, or that are
   made of lookalikes only (a word written wholly in another script stays as it is, so Russian
   or Greek text can still be screened in its own words);
3. case folded;
4. letter-spacing collapsed: three or more single letters separated by one space, dot, hyphen,
   underscore or asterisk become one word ("i g n o r e" -> "ignore"), and in a text that has
   such a run, two letters do too ("t o"); a wider gap separates words;
5. leetspeak read as letters (0 o, 1 i, 3 e, 4 a, 5 s, 7 t, @ a, $ s), only inside a word that
   mixes letters with them and has no other digit (2, 6, 8, 9), so dates, most ids, numbers
   and e-mail addresses are left alone.

`normalise_with_offsets` also returns, for every character of the result, the index of the
character it came from, so a finding can quote the original text rather than its normal form.
Stdlib only and cheap to import: it runs in the pre-write hook.
"""

from __future__ import annotations

import unicodedata

from memory_engine import rxcache

TYPE_CHECKING = False  # not `from typing`, nor `re` at import: this module is on the gate's path
if TYPE_CHECKING:
    import re

# Lookalikes of Latin letters, both cases (the case is folded afterwards). Cyrillic, Greek,
# Armenian and a few Latin IPA letters: the ones that render like ASCII in common fonts.
_LOOKALIKES = {
    # Cyrillic, lower case
    "а": "a", "е": "e", "ё": "e", "о": "o", "р": "p", "с": "c", "х": "x", "у": "y", "і": "i",
    "ї": "i", "ј": "j", "ѕ": "s", "ԁ": "d", "ӏ": "l", "һ": "h", "ԛ": "q", "ԝ": "w", "ү": "y",
    "к": "k",
    # Cyrillic, upper case
    "А": "A", "В": "B", "Е": "E", "Ё": "E", "К": "K", "М": "M", "Н": "H", "О": "O", "Р": "P",
    "С": "C", "Т": "T", "Х": "X", "У": "Y", "І": "I", "Ї": "I", "Ј": "J", "Ѕ": "S", "Ԁ": "D",
    "Ӏ": "I", "Һ": "H", "Ԛ": "Q", "Ԝ": "W", "Ү": "Y",
    # Greek
    "α": "a", "ε": "e", "ι": "i", "κ": "k", "ν": "v", "ο": "o", "ρ": "p", "τ": "t", "υ": "u",
    "χ": "x", "γ": "y", "η": "n", "ω": "w",
    "Α": "A", "Β": "B", "Ε": "E", "Ζ": "Z", "Η": "H", "Ι": "I", "Κ": "K", "Μ": "M", "Ν": "N",
    "Ο": "O", "Ρ": "P", "Τ": "T", "Υ": "Y", "Χ": "X",
    # Armenian and Latin IPA letters that pass for ASCII
    "օ": "o", "ս": "u", "ı": "i", "ɩ": "i", "ɑ": "a", "ɡ": "g", "ʏ": "y", "ᴠ": "v",
}
# Lookalikes only when the word also has Latin letters: they pass for Latin letters (small
# capitals, mostly) next to Latin ones, but a Cyrillic word made of them is ordinary Russian.
_MIXED_ONLY = {"п": "n", "г": "r", "т": "t", "м": "m", "в": "b", "н": "h", "П": "N", "Г": "R"}
_ALL_LOOKALIKES = {**_LOOKALIKES, **_MIXED_ONLY}
_LOOKALIKE_TABLE = str.maketrans(_ALL_LOOKALIKES)
_HAS_LOOKALIKE = rxcache.lazy("[" + "".join(_ALL_LOOKALIKES) + "]")
_WORD = rxcache.lazy(r"[^\W\d_]+")
_ASCII_LETTER = rxcache.lazy("[A-Za-z]")

# Punctuation a model reads as its ASCII twin; NFKC leaves these alone.
_PUNCT_TABLE = str.maketrans({
    "‘": "'", "’": "'", "‚": "'", "‛": "'", "′": "'", "“": '"', "”": '"', "„": '"',
    "‟": '"', "″": '"', "«": '"', "»": '"', "‹": "'", "›": "'", "‐": "-", "‑": "-", "‒": "-",
    "–": "-", "—": "-", "―": "-", "−": "-", "\u2028": "\n", "\u2029": "\n",
})
# Letters that render as nothing but are not format characters.
_INVISIBLE_LETTERS = frozenset("\u115f\u1160\u3164\uffa0")
_NON_ASCII_RUN = rxcache.lazy(r"[^\x00-\x7f]+")

_SPACED_LETTERS = rxcache.lazy(r"(?<![^\W\d_])[^\W\d_](?:[ .\-_*][^\W\d_]){2,}(?![^\W\d_])")
# Once a text is known to be letter-spaced, its two-letter words ("t o", "o n") are too.
_SPACED_PAIRS = rxcache.lazy(r"(?<![^\W\d_])[^\W\d_](?:[ .\-_*][^\W\d_])+(?![^\W\d_])")

_LEET_TABLE = str.maketrans({"0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t",
                             "@": "a", "$": "s"})
# A whole word, then the check for a leet character: the form with the character in the
# middle of two stars backtracks quadratically on a long word.
_LEET_TOKEN = rxcache.lazy(r"[0-9A-Za-z@$]+")
_LEET_CHARS = frozenset("013457@$")
_LEET_FREE_DIGIT = rxcache.lazy(r"[2689]")


# Negative circled (U+1F150) and negative squared (U+1F170) letters, each run from A to Z.
_ENCLOSED_A, _ENCLOSED_Z = 0x1F150, 0x1F189
_ENCLOSED_RUNS = (0x1F150, 0x1F170)


def _enclosed_letter(cp: int) -> str:
    for first in _ENCLOSED_RUNS:
        if first <= cp < first + 26:
            return chr(ord("a") + cp - first)
    return chr(cp)


def _is_latin_or_greek(ch: str) -> bool:
    if not ch:  # a combining mark at the very start has no base letter
        return False
    cp = ord(ch)
    return (ch.isascii() and ch.isalpha()) or 0xC0 <= cp <= 0x24F or 0x1E00 <= cp <= 0x1FFF \
        or 0x370 <= cp <= 0x3FF


def _fold_run(run: str, start: int, prev: str, out: list[str], offsets: list[int]) -> str:
    """Step 1 for a run of non-ASCII characters; returns the last character written."""
    for i, ch in enumerate(run, start):
        cat = unicodedata.category(ch)
        if cat == "Cf":
            cp = ord(ch)
            # Tag characters spell ASCII that a model reads and a person does not see.
            if 0xE0020 <= cp <= 0xE007E:
                prev = chr(cp - 0xE0000)
                out.append(prev)
                offsets.append(i)
            continue
        if ch in _INVISIBLE_LETTERS:
            continue
        if cat[0] == "M":
            # Arabic short vowels are optional in writing: "انسَ" is "انس".
            # A mark on a space or on punctuation decorates nothing a reader needs: struck-
            # through or "zalgo" text puts one after every character, spaces included.
            if prev.isascii() or _is_latin_or_greek(prev) or "\u064b" <= ch <= "\u065f" \
                    or ch == "\u0670":
                continue
            piece = ch
        elif _ENCLOSED_A <= ord(ch) <= _ENCLOSED_Z:
            # Letters in filled circles and squares ("🅸🅶🅽🅾🆁🅴"), which NFKC leaves alone:
            # a model reads them as the letters they show. (Regional indicators stay: in
            # pairs they are flags.)
            piece = _enclosed_letter(ord(ch))
        else:
            piece = unicodedata.normalize("NFKC", ch)
            decomposed = unicodedata.normalize("NFD", piece)
            if decomposed and _is_latin_or_greek(decomposed[0]):
                piece = "".join(c for c in decomposed if not unicodedata.combining(c))
        for c in piece:
            out.append(c)
            offsets.append(i)
            prev = c
    return prev


def _unify_letters(text: str) -> tuple[str, list[int]]:
    out: list[str] = []
    offsets: list[int] = []
    pos = 0
    prev = ""
    for match in _NON_ASCII_RUN.finditer(text):
        if match.start() > pos:
            out.append(text[pos:match.start()])
            offsets.extend(range(pos, match.start()))
            prev = text[match.start() - 1]
        prev = _fold_run(match.group(0), match.start(), prev, out, offsets)
        pos = match.end()
    out.append(text[pos:])
    offsets.extend(range(pos, len(text)))
    return "".join(out).translate(_PUNCT_TABLE), offsets


def _native(word: str) -> bool:
    """A word of another script in its own letters: no Latin letter, and a letter that passes
    for no Latin one ("все", "каманды")."""
    return not _ASCII_LETTER.search(word) and any(
        c.isalpha() and c not in _ALL_LOOKALIKES and not _is_latin(c) for c in word)


def _is_latin(ch: str) -> bool:
    cp = ord(ch)
    return ch.isascii() or 0xC0 <= cp <= 0x24F or 0x1E00 <= cp <= 0x1EFF


def _map_lookalikes(text: str) -> str:
    words = list(_WORD.finditer(text))
    out: list[str] = []
    pos = 0
    for i, match in enumerate(words):
        word = match.group(0)
        if not _HAS_LOOKALIKE.search(word):
            continue
        if _ASCII_LETTER.search(word):
            mapped = word.translate(_LOOKALIKE_TABLE)
        elif all(c in _LOOKALIKES for c in word) and not any(
                _native(w.group(0)) for w in words[max(0, i - 2):i + 3]):
            # A word made of lookalikes only passes for Latin among Latin words ("ѕуѕ"), but
            # among words of its own script it is one of them: Russian "с", "у", "о", "к",
            # Ukrainian and Belarusian "і", "усе", "її" are ordinary words there.
            mapped = word.translate(_LOOKALIKE_TABLE)
        else:
            continue
        out.append(text[pos:match.start()])
        out.append(mapped)
        pos = match.end()
    if not out:
        return text
    out.append(text[pos:])
    return "".join(out)


def _casefold(text: str, offsets: list[int]) -> tuple[str, list[int]]:
    if text.isascii():
        return text.lower(), offsets
    folded = text.casefold()
    if len(folded) == len(text):  # casefold never shortens, so every character mapped to one
        return folded, offsets
    out: list[str] = []
    new_offsets: list[int] = []
    for ch, off in zip(text, offsets, strict=True):
        f = ch.casefold()
        out.append(f)
        new_offsets.extend([off] * len(f))
    return "".join(out), new_offsets


def _collapse_spacing(text: str, offsets: list[int]) -> tuple[str, list[int]]:
    if not _SPACED_LETTERS.search(text):
        return text, offsets
    out: list[str] = []
    new_offsets: list[int] = []
    pos = 0
    for match in _SPACED_PAIRS.finditer(text):
        out.append(text[pos:match.start()])
        new_offsets.extend(offsets[pos:match.start()])
        # Only the run's own spacer goes: in "g m a i l . c o m" the dot is still a dot.
        run = text[match.start():match.end()]
        spacer = max(set(run[1::2]), key=run[1::2].count)
        for i in range(match.start(), match.end()):
            if text[i] != spacer:
                out.append(text[i])
                new_offsets.append(offsets[i])
        pos = match.end()
    out.append(text[pos:])
    new_offsets.extend(offsets[pos:])
    return "".join(out), new_offsets


def _read_leetspeak(text: str) -> str:
    def fix(match: re.Match[str]) -> str:
        token = match.group(0)
        if not _LEET_CHARS.intersection(token) or len(token) > 64:
            return token
        if token.isdigit() or _LEET_FREE_DIGIT.search(token) or not any(
                c.isalpha() for c in token):
            return token
        # An e-mail address or a domain keeps its @ and digits: it is a target, not a word
        # (its domain goes on with a dot, or a hyphen: "ops@example-mail.net").
        end = match.end()
        if "@" in token and end < len(text) and text[end] in ".-":
            return token
        return token.translate(_LEET_TABLE)

    return _LEET_TOKEN.sub(fix, text)


def normalise_with_offsets(text: str, *, fold_case: bool = True) -> tuple[str, list[int]]:
    """The screening form of `text`, and for each of its characters the index in `text` of the
    character it came from (one more entry at the end: `len(text)`), so that a span of the
    result maps back to `text[offsets[start]:offsets[end]]`.

    `fold_case=False` skips step 3, for the cues where shouting is the signal ("SYSTEM:",
    "IMPORTANT!!!"): lookalikes then map to the Latin letter of the same case."""
    offsets: list[int]
    if text.isascii():
        unified, offsets = text, list(range(len(text)))
    else:
        unified, offsets = _unify_letters(text)
        unified = _map_lookalikes(unified)
    folded, offsets = _casefold(unified, offsets) if fold_case else (unified, offsets)
    collapsed, offsets = _collapse_spacing(folded, offsets)
    result = _read_leetspeak(collapsed)  # one character for one: offsets unchanged
    offsets.append(len(text))
    return result, offsets


def normalise_for_screening(text: str) -> str:
    """The screening form of `text` (see the module docstring for what is undone)."""
    return normalise_with_offsets(text)[0]


def original_span(text: str, offsets: list[int], start: int, end: int) -> str:
    """The part of `text` that the span [start, end) of its screening form came from."""
    return text[offsets[start]:offsets[end]] if start < end else ""
