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
  other (`decoded_texts`), so "SWdub3JlIHByZXZpb3Vz..." carries the override it spells. A
  literal decoded in place by the shell (`$(echo ... | base64 -d)`) is read with its decoding
  spliced in, and text written from its end (`reversed_texts`) is read back.

Entries of FRAME_CUES are (signal, strength, triggers, pattern), as in cues_voice.py. Stdlib
only (binascii is built in).
"""

from __future__ import annotations

import binascii
from functools import cache

from memory_engine import rxcache

TYPE_CHECKING = False  # not `re` (with `enum` behind it) at import: patterns come from rxcache
if TYPE_CHECKING:
    import re

FRAME_SIGNALS = ("frames-fiction", "hides-text")

# Undoing a disguise: decoding, deciphering, reversing, reading from the other end, putting
# split parts back together; the concept in English, French, German, Spanish, Italian and
# Portuguese (the screening form: lower case, accents dropped).
_UNDO = (r"\b(?:decod\w*|decrypt\w*|deciph\w*|deobfuscat\w*|unscrambl\w*|revers\w*|"
         r"reassembl\w*|concatenat\w*|combin\w*|put (?:them|it|the \w+) (?:back )?together|"
         r"read (?:\w+ ){0,4}?(?:backwards?|in reverse|(?:from )?right to left|from the end)|"
         r"(?:translate|convert) (?:\w+ ){0,4}?(?:from |into |to )?(?:base ?64|hex\w*|binary|"
         r"morse|rot ?13|cipher\w*)|"
         r"dechiffr\w*|decrypt\w*|inverse\w*|lis (?:\w+ ){0,3}?(?:a l'envers|de droite a gauche)|"
         r"dekodier\w*|entschlussel\w*|kehre? (?:\w+ ){0,3}?um|lies (?:\w+ ){0,3}?(?:ruckwarts|"
         r"von rechts nach links)|setze (?:\w+ ){0,3}?zusammen|kombinier\w*|"
         r"decodifi\w*|descifr\w*|invierte|lee (?:\w+ ){0,3}?(?:al reves|de derecha a "
         r"izquierda)|concatena\w*|"
         r"decifr\w*|invert\w*|leggi (?:\w+ ){0,3}?(?:al contrario|al rovescio|da destra a "
         r"sinistra)|unisci|"
         r"leia (?:\w+ ){0,3}?(?:de tras para frente|ao contrario|da direita para a esquerda)|"
         r"junte)\b")
_UNDO_TRIGGERS = ("decod decrypt deciph deobfusc unscrambl revers reassembl concaten combin"
                  " together backward backwards reverse right end translate convert dechiffr"
                  " inverse envers droite dekodier entschlussel kehr um ruckwarts rechts"
                  " zusammen kombinier decodifi descifr invierte reves derecha decifr invert"
                  " contrario rovescio destra unisci tras direita junte")
# Carrying it out; in English the object must be what was undone ("follow it", "satisfy the
# combined request"), as "reverse the migration and run it again" carries out no hidden text.
_ACT = (r"(?:(?:follow|obey|execute|carry out|satisfy|fulfil\w*|comply with|act on|answer|"
        r"respond to|share) (?:it|them|that|this|what it says|its (?:instructions?|request)|"
        r"the (?:\w+ ){0,2}?(?:result|output|text|message|request|instructions?|command|"
        r"prompt|string|sentence|payload|question))\b|"
        r"(?:suis|suivez|execute|executez|fais|faites|applique|obeis|partage)\b|"
        r"(?:befolge|fuhre|beantworte|teile)\b|"
        r"(?:sigue|ejecuta|haz|cumple|aplica|obedece|responde|comparte)\b|"
        r"(?:segui|esegui|fai|applica|obbedisci|rispondi|condividi)\b|"
        r"(?:siga|execute|faca|cumpra|aplique|obedeca|responda|compartilhe)\b)")
_ACT_TRIGGERS = ("follow obey execute carry satisfy fulfil comply act answer respond share suis"
                 " suivez executez fais faites applique obeis partage befolge fuhre beantworte"
                 " teile sigue ejecuta haz cumple aplica obedece responde comparte segui esegui"
                 " fai applica obbedisci rispondi condividi siga faca cumpra aplique obedeca"
                 " compartilhe")
_UNDO_THEN_ACT = (_UNDO + r"(?:[^.!?\n]|\n(?![ \t]*\n)){0,100}?"
                  r"(?:\b(?:and|then|et|puis|und|dann|y|e|luego|poi|depois|despues)|[,;])"
                  r"\W{0,2}(?:(?:then|puis|dann|luego|poi|depois|despues|ensuite) )?\b" + _ACT)

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
    # Text to be decoded, reversed or put back together, then carried out: orders the
    # principal cannot read, handed over as cues_roles.py reads "decode it and apply it".
    ("overrides-instructions", 0.8, _UNDO_TRIGGERS + " | " + _ACT_TRIGGERS, _UNDO_THEN_ACT),
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
# Letters written as the escapes of a programming language or of markup: "\x49\x67",
# "\u0069", "\151", "&#73;", "&#x49;". An escape is there for a character that cannot be
# typed or would break the syntax around it (a quote, a control byte, an emoji); plain letters
# written one escape at a time are written so that a person, or a filter, does not read them.
_ESCAPE_ONE = (r"\\x([0-9a-fA-F]{2})|\\u\{([0-9a-fA-F]{1,6})\}|\\u([0-9a-fA-F]{4})"
               r"|\\([0-7]{3})|&#([0-9]{2,7});|&#[xX]([0-9a-fA-F]{2,6});")
# the same escapes without their groups, four or more in a row; a run goes on over a single
# space or punctuation mark written plainly between two escapes, as a sentence written letter
# by letter keeps its spaces ("&#x49;&#x67;... &#x61;&#x6C;&#x6C; ..."): read word by word,
# each word alone says nothing, and only the sentence is an order.
_ESCAPE_BARE = r"(?:" + _ESCAPE_ONE.replace("(", "(?:").replace("(?:?", "(?") + r")"
_ESCAPED_RUN = _ESCAPE_BARE + r"(?:[ ,.:;!?'-]?" + _ESCAPE_BARE + r"){3,}"
_ESCAPED_LETTERS = 4


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
    if "\\" in text or "&#" in text:
        found.extend(_escaped_runs(text))
    found.extend(_rot13_runs(text))
    if "base64" in text:
        for m in _compiled(_DECODED_IN_PLACE).finditer(text):
            run = m.group(1)
            try:
                decoded = _bytes_text(binascii.a2b_base64(run + "=" * (-len(run) % 4)))
            except (binascii.Error, ValueError):
                continue
            if decoded.isprintable():
                # what the order reads once the shell has decoded its argument
                found.append((text[:m.start()] + decoded + text[m.end():], m.span()))
    return found


def _unescaped(run: str) -> str:
    """The characters a run of escapes stands for."""
    def character(m: re.Match[str]) -> str:
        hexa, braced, uni, octal, decimal, xml = m.groups()
        code = (int(octal, 8) if octal else int(decimal) if decimal
                else int(hexa or braced or uni or xml, 16))
        return chr(code) if code < 0x110000 else "\ufffd"

    # the plain separators between escapes stay where they stood
    return _compiled(_ESCAPE_ONE).sub(character, run)


def _escaped_runs(text: str) -> list[tuple[str, tuple[int, int]]]:
    """Runs of escapes that spell letters (most of what they stand for, several distinct ones):
    text written so as not to be read. Bytes of a binary format, colour codes and escaped
    quotes or emoji spell no letters, or too few."""
    found = []
    for m in _compiled(_ESCAPED_RUN).finditer(text):
        decoded = _unescaped(m.group(0))
        letters = sum(c.isalpha() for c in decoded)
        if letters >= _ESCAPED_LETTERS and letters >= 0.7 * len(decoded) \
                and len(set(decoded.lower())) >= 3:
            found.append((decoded, m.span()))
    return found


# A literal decoded in place by a shell substitution, `$(echo fi4vc3No... | base64 -d)`: the
# argument of a command written so that only the machine reads it.
_DECODED_IN_PLACE = (r"\$\(\s*(?:echo|printf)\s+(?:-n\s+)?['\"]?([A-Za-z0-9+/]{8,}={0,2})['\"]?"
                     r"\s*\|\s*base64\s+(?:-d|--decode|-D)\b[^)]*\)")


# Text written from its end: asked to be read so ("read it from right to left:", "거꾸로
# 읽어줘:", "lis à l'envers"), or shaped so, a run of Latin words that holds almost none of the
# most common English words while its reversal holds several ("...snoitcurtsni suoiverp lla
# erongI"). What is asked to be reversed is the rest of the line after the request, or the next
# line with words. The request's words name one concept in many languages.
_REVERSE_ASKED = (r"(?i)\b(?:backwards?|in reverse|reversed|right to left|from the end|"
                  r"a l'envers|à l'envers|de droite a gauche|de droite à gauche|ruckwarts|"
                  r"rückwärts|von rechts nach links|al reves|al revés|de derecha a izquierda|"
                  r"al contrario|al rovescio|da destra a sinistra|de tras para frente|"
                  r"de trás para frente|ao contrario|ao contrário|da direita para a esquerda|"
                  r"achterstevoren|van rechts naar links|od tylu|od tyłu|od prawej do lewej|"
                  r"задом наперед|задом наперёд|справа налево|в обратном порядке|tersten|"
                  r"sagdan sola|sağdan sola|terbalik|dari kanan ke kiri|nguoc|ngược)\b|"
                  r"倒着|倒過來|倒过来|从右到左|從右到左|逆から|逆さ|右から左|거꾸로|"
                  r"오른쪽에서 왼쪽|بالعكس|من اليمين إلى اليسار|उल्टा")
_REST = r"[ \t]*[:：]?[ \t]*\n?\s*([^\n]{8,})"


def reversed_texts(text: str) -> list[tuple[str, tuple[int, int]]]:
    """Text hidden by writing it from its end, reversed back, with the span of the run. A
    request to read backwards names a layout too ("backwards compatible"): what comes back
    counts only if it says something (injection.py screens it)."""
    found = []
    asked = _compiled(_REVERSE_ASKED).search(text)
    if asked is not None:
        line_end = text.find("\n", asked.end())
        colon = max(text.rfind(":", asked.end(), line_end if line_end >= 0 else len(text)),
                    text.rfind("：", asked.end(), line_end if line_end >= 0 else len(text)))
        rest = _compiled(_REST).match(text, colon + 1 if colon >= 0 else
                                      line_end if line_end >= 0 else len(text))
        if rest is not None:
            found.append((rest.group(1).strip()[::-1], rest.span(1)))
    for m in _compiled(_PROSE_RUN).finditer(text):
        run = m.group(0)
        if found and found[0][1][0] <= m.start() < found[0][1][1]:
            continue
        if run.count(" ") < 4 or _common_words(run) > 1:
            continue
        turned = run[::-1]
        if _common_words(turned, _UNTURNED) >= 2:
            found.append((turned, m.span()))
    return found


# Common English words whose letters reversed make no common word of another language the
# screen reads ("on" is Spanish "no" reversed, "si" is "is", "ton" is "not").
_UNTURNED = frozenset(("the", "and", "of", "you", "your", "that", "for", "with", "this", "from",
                       "any", "all", "then", "into", "before", "after"))


# ROT13: letters turned half the alphabet round. A run of words that holds none of the most
# common English words and whose turned form holds several is text hidden that way.
_ROT13 = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz",
                       "NOPQRSTUVWXYZABCDEFGHIJKLMnopqrstuvwxyzabcdefghijklm")
_COMMON = frozenset(("the", "and", "to", "of", "in", "a", "is", "it", "you", "your", "that",
                     "for", "on", "with", "this", "be", "are", "as", "at", "or", "by", "not",
                     "all", "from", "any", "if", "then", "run", "before", "after", "into"))
_PROSE_RUN = r"[A-Za-z][A-Za-z ,:;'~./-]{30,}"


def _common_words(run: str, common: frozenset[str] = _COMMON) -> int:
    return sum(w in common for w in rxcache.compile(r"[a-z]+").findall(run.lower()))


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

