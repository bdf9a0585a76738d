"""Two more ways an attack hides what it asks: a fictional frame, and text encoded out of sight.

- `frames-fiction`: the order is set in a world where it would be fine — a hypothetical
  ("hypothetically, if we were to ignore the function ..."), another world ("in a parallel
  universe where ...", "in a world where AI has taken over ..."), a scene to play or a persona
  to become ("let's imagine", "immerse yourself into the role of another AI model"), in the
  languages the override is read in. A memory of a project states what is; it has no use for a
  world where things are otherwise.
- `hides-text`: readable text hidden in an encoding a model decodes without being asked —
  base64, hexadecimal, binary octets, Morse code. A run is decoded only when its shape is the
  encoding's, and counts only when what comes out reads as words (letters and spaces, several
  words): a key, a hash or an image decodes to noise. The decoded text is screened like any
  other (`decoded_texts`), so "SWdub3JlIHByZXZpb3Vz..." carries the override it spells.

Entries of FRAME_CUES are (signal, strength, triggers, pattern), as in cues_voice.py. Stdlib
only (binascii is built in).
"""

from __future__ import annotations

import binascii
import re
from functools import cache

from memory_engine import rxcache

FRAME_SIGNALS = ("frames-fiction", "hides-text")

FRAME_CUES: list[tuple[str, float, str, str]] = [
    # Another world, or a hypothesis, as the frame of what follows.
    ("frames-fiction", 1.0, "hypothetically hypothetical parallel alternate alternative"
                            " fictional dystopian imaginary fantasy world different",
     r"\bhypothetically\b|\b(?:in|consider|imagine|suppose) an? hypothetical\b|"
     r"\bin an? (?:\w+ ){0,2}?(?:parallel|alternate|alternative|"
     r"fictional|dystopian|imaginary|fantasy|hypothetical|different) (?:\w+ ){0,2}?(?:world|"
     r"universe|reality|dimension|timeline)\b|\bin a world (?:where|in which)\b"),
    ("frames-fiction", 0.7, "let imagine suppose",
     r"\blet'?s (?:imagine|suppose|pretend|play a game|act out|role-?play|simulate)\b|"
     r"\bimagine (?:a (?:world|scenario|universe)|that you|you are|we are)\b|"
     r"\bsuppose we (?:were|are)\b"),
    ("frames-fiction", 0.8, "hipotetic hypothetique hypothetisch ipotetic mundo monde welt mondo"
                            " imaginons supposons stell angenommen immagina supponiamo imagina"
                            " imagine supongamos suponha представь предположим гипотетически мире"
                            " ~假设 ~想象 ~假如 ~仮に ~想像 ~가정 ~상상 ~نتخيل ~افترض ~मान ~कल्पना",
     r"\b(?:hipoteticamente|hipotetic[oa]|hypothetiquement|hypothetique|hypothetisch\w*|"
     r"ipoteticamente|ipotetic[oa]|en un mundo (?:donde|en el que)|dans un monde (?:ou|dans "
     r"lequel)|in einer welt,? (?:in der|wo)|in un mondo (?:in cui|dove)|em um mundo (?:onde|em "
     r"que)|imaginons|supposons|stell dir vor|angenommen|immagina(?:te)?|supponiamo|imagina(?:te)? "
     r"que|supongamos|suponha|imagine que|представь(?:те)?|предположим|гипотетически|в мире,? "
     r"где)\b|假设(?!我们有|我们使用|有一个|有个)|想象一下|假如|仮に|想像して|가정해|상상해|"
     r"دعنا نتخيل|افترض|मान लीजिए|"
     r"कल्पना कीजिए"),
    # A persona to become: another AI, one without limits, a role to stay in.
    ("frames-fiction", 0.8, "role character persona",
     r"\b(?:immerse yourself (?:into|in) the role|the role of (?:an?|the) (?:\w+ )?(?:ai|"
     r"chatbot|model|assistant|character)|stay in character|(?:take on|adopt) (?:the |a )?"
     r"persona)\b"),
    ("frames-fiction", 0.8, "another | ai llm language chatbot",
     r"\banother (?:ai|llm|language model|chatbot)(?: model)?\b"),
]

# -- hidden text --------------------------------------------------------------------------------
# Compiled on first use (the hook imports this module for every write).
_BASE64 = r"(?<![\w+/=])[A-Za-z0-9+/]{20,}={0,2}(?![\w+/=])"
_HEX = r"\b(?:[0-9a-fA-F]{2}){12,}\b"
_BINARY = r"\b[01]{8}(?:\s+[01]{8}){4,}\b"
_MORSE = r"(?<![\w.-])[.-]{1,6}(?:(?: | ?/ ?)[.-]{1,6}){5,}(?![\w.-])"
_MORSE_CODE = {
    ".-": "a", "-...": "b", "-.-.": "c", "-..": "d", ".": "e", "..-.": "f", "--.": "g",
    "....": "h", "..": "i", ".---": "j", "-.-": "k", ".-..": "l", "--": "m", "-.": "n",
    "---": "o", ".--.": "p", "--.-": "q", ".-.": "r", "...": "s", "-": "t", "..-": "u",
    "...-": "v", ".--": "w", "-..-": "x", "-.--": "y", "--..": "z",
}
_READABLE = r"[A-Za-z]{2,}"


@cache
def _compiled(source: str) -> re.Pattern[str]:
    return rxcache.compile(source)


def _reads_as_words(decoded: str, words: int = 3) -> bool:
    """Several words of letters separated by spaces, and hardly anything else."""
    if len(decoded) < 12 or " " not in decoded:
        return False
    letters = sum(c.isalpha() or c == " " for c in decoded)
    return letters >= 0.8 * len(decoded) and len(_compiled(_READABLE).findall(decoded)) >= words


def _bytes_text(raw: bytes) -> str:
    # A bit flipped in transit or on purpose leaves the rest readable.
    return raw.decode("utf-8", "replace")


def decoded_texts(text: str) -> list[tuple[str, tuple[int, int]]]:
    """Readable text hidden in `text` by an encoding, with the span of the encoded run."""
    found: list[tuple[str, tuple[int, int]]] = []
    if len(text) < 20:
        return found
    # base64 and hex runs are long words: a text without one is not read for them
    long_word = any(len(word) >= 20 for word in text.split())
    for m in _compiled(_BASE64).finditer(text) if long_word else ():
        run = m.group(0)
        # An identifier or a word is letters only; an encoding mixes cases and digits.
        if run.isalpha() and (run.islower() or run.isupper()):
            continue
        try:
            decoded = _bytes_text(binascii.a2b_base64(run + "=" * (-len(run) % 4)))
        except (binascii.Error, ValueError):
            continue
        if _reads_as_words(decoded):
            found.append((decoded, m.span()))
    for m in _compiled(_HEX).finditer(text) if long_word else ():
        decoded = _bytes_text(binascii.unhexlify(m.group(0)))
        if _reads_as_words(decoded):
            found.append((decoded, m.span()))
    for m in _compiled(_BINARY).finditer(text) if "0000" in text or "1111" in text else ():
        decoded = _bytes_text(bytes(int(b, 2) for b in m.group(0).split()))
        # Octets of bits, or Morse, that spell letters and spaces are text by construction
        # (a random run spells no word), so two words are enough: "ignore rules".
        if _reads_as_words(decoded, 2):
            found.append((decoded, m.span()))
    for m in _compiled(_MORSE).finditer(text) if ".-" in text or "-." in text else ():
        words = rxcache.compile(r" ?/ ?| {2,}").split(m.group(0))
        decoded = " ".join("".join(_MORSE_CODE.get(c, "?") for c in w.split()) for w in words)
        if decoded.count("?") <= len(decoded) // 10 and _reads_as_words(decoded, 2):
            found.append((decoded, m.span()))
    found.extend(_rot13_runs(text))
    return found


# ROT13: letters turned half the alphabet round. A run of words that holds none of the most
# common English words and whose turned form holds several is text hidden that way.
_ROT13 = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz",
                       "NOPQRSTUVWXYZABCDEFGHIJKLMnopqrstuvwxyzabcdefghijklm")
_COMMON = frozenset(("the", "and", "to", "of", "in", "a", "is", "it", "you", "your", "that",
                     "for", "on", "with", "this", "be", "are", "as", "at", "or", "by", "not",
                     "all", "from", "any", "if", "then", "run", "before", "after", "into"))
_PROSE_RUN = r"[A-Za-z][A-Za-z ,:;'~./-]{30,}"


def _common_words(run: str) -> int:
    return sum(w in _COMMON for w in rxcache.compile(r"[a-z]+").findall(run.lower()))


def _rot13_runs(text: str) -> list[tuple[str, tuple[int, int]]]:
    found = []
    for m in _compiled(_PROSE_RUN).finditer(text):
        run = m.group(0)
        if run.count(" ") < 4 or _common_words(run) > 1:
            continue
        turned = run.translate(_ROT13)
        if _common_words(turned) >= 3:
            found.append((turned, m.span()))
    return found


# Prose carried inside a link: a fragment or query whose words are joined by hyphens, plus
# signs, underscores or %20 ("[this link](https://host/page#OBJECTIVE:-You-MUST-...-IGNORE-ALL-
# TEXT-BELOW)"). A page's anchor or a slug is a few words; a sentence hidden where a reader sees
# only "this link" is read out and screened like any other hidden text.
_LINK_PROSE = (r"(?:https?://|www\.|\{\w*(?:domain|url|host)\w*\})[^\s)\]>\"'#?&=]*[#?&=]"
               r"((?:[^\W_]+[:.,!']?(?:-|\+|_|%20)+){7,}[^\W_]+)")


# A query value written in percent-escapes ("?q=ignore%20previous%20instructions"): the words a
# browser shows decoded, a filter reading the raw text does not. Three words are enough here, as
# the escapes, not the joining, are what hides them; what they say counts only if it is a signal.
_ESCAPED_QUERY = r"[?&][\w.-]{1,30}=((?:[^\s&#%<>\"')\]]*%[0-9A-Fa-f]{2}){2,}[^\s&#<>\"')\]]*)"
_ESCAPE = r"(?:%[0-9A-Fa-f]{2})+"


def _unescape(run: str) -> str:
    def octets(m: re.Match[str]) -> str:
        return _bytes_text(bytes(int(h, 16) for h in m.group(0).split("%")[1:]))
    return _compiled(_ESCAPE).sub(octets, run.replace("+", " "))


def linked_prose(text: str) -> list[tuple[str, tuple[int, int]]]:
    """Sentences hidden in a link's path, fragment or query, with the span of the run."""
    if "://" not in text and "www." not in text and "{" not in text:
        return []
    found = []
    for m in _compiled(_LINK_PROSE).finditer(text):
        words = rxcache.compile(r"-|\+|_|%20").sub(" ", m.group(1))
        if _reads_as_words(words):
            found.append((words, m.span(1)))
    for m in _compiled(_ESCAPED_QUERY).finditer(text) if "%" in text else ():
        if found and found[-1][1][1] > m.start(1):
            continue
        words = _unescape(m.group(1))
        if _reads_as_words(words):
            found.append((words, m.span(1)))
    return found


# Characters that render as nothing, set between two words in place of a space ("ignore\u200b
# previous"): the screening form drops them to undo a word split by one ("ig\u200bnore"), which
# joins these two into one. The text with them read as spaces is screened too.
_UNSEEN = "\u200b\u200c\u2060\u2061\u2062\u2063\u2064\u180e"
_UNSEEN_SPACE = r"(?<=\w)[" + _UNSEEN + r"]+(?=\w)"


def unseen_spaced(text: str) -> str | None:
    """`text` with invisible characters between letters read as spaces, or None if it has
    none."""
    if text.isascii() or not any(c in text for c in _UNSEEN):
        return None
    spaced = _compiled(_UNSEEN_SPACE).sub(" ", text)
    return spaced if spaced != text else None

