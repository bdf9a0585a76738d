"""Words as every comparison in the engine reads them: one normal form, one tokeniser, one stemmer.

* `normalise(text)`: lower case, accents removed, typographic quotes and apostrophes made
  straight, whitespace collapsed to single spaces. The form the correction triggers, the
  router's cues and the admission lexicon are written in, so each is written once, in plain
  ASCII, for every spelling of a word ("Ça", "ca", "don’t", "don't").
* `fold_han(text)`: traditional Chinese characters written in their simplified form, for the
  word lists written once for Chinese (the correction model's word classes and triggers).
* `tokenise(text)`: the words of the normal form (letters and digits, with an inner apostrophe
  kept: "don't", "l'api").
* `stem(word, lang)`: the Snowball stemmer of English, French, German, Spanish, Italian or
  Portuguese (PyStemmer), the result accent-free so stems of accented and plain spellings can
  meet.
* `language(text)`: the language of a text, by counting function words that belong to one
  language only, and letters only one of them writes ("ã", "ß", "¿"); a text with none, or
  without a single leader, is English.

Two words compare only when stemmed in the same language. Retrieval stems a request and every
record it is measured against in the request's language; admission compares texts written in
different languages through the English forms of its lexicon, and stems them all in English.

Cheap to import: the session-start hook compares a few words through `stem`, so patterns
(rxcache), `unicodedata` and the stemmer's C extension are loaded on first use, not here.
"""

from __future__ import annotations

TYPE_CHECKING = False  # not `from typing`: importing typing costs milliseconds per hook run

if TYPE_CHECKING:
    import re
    from typing import Any

LANGUAGES = ("en", "fr", "de", "es", "it", "pt")
_ALGORITHMS = {"en": "english", "fr": "french", "de": "german", "es": "spanish",
               "it": "italian", "pt": "portuguese"}

# Typographic quotes become ASCII: "don’t" must meet "don't", and a quotation in «», “” or „“
# is recognisably quoted (the corrections detector sets quoted words aside). The acute accent
# is typed for an apostrophe on some keyboards ("don´t"); decomposed, it would leave a space.
_QUOTES = str.maketrans({
    "\u2018": "'", "\u2019": "'", "\u201a": "'", "\u201b": "'", "\u02bc": "'", "\u00b4": "'",
    "\u2032": "'", "\u201c": '"', "\u201d": '"', "\u201e": '"', "\u201f": '"', "\u00ab": '"',
    "\u00bb": '"', "\u2033": '"'})

_WORD_PATTERN = r"[^\W_]+(?:'[^\W_]+)?"
_word: re.Pattern[str] | None = None

# Common function words of each language, accent-free like the normal form. Only the words of
# one language count: a word two of them share ("de", "la", "que", "die", "was") tells nothing
# and is dropped by `_one_language_words`, so every list can be written in full.
_FUNCTION_WORDS_BY_LANGUAGE = {
    "en": """a the and or but so is are was were be been being have has had do does did what how
             why when where which who whom this that these those of to in for on with at by
             from about into over after should would could can will shall may might must you
             your we our they their them it its i my me he she his her not no if then than
             there here any some just also only again yet still""",
    "fr": """a le la les l un une des du de d et ou est sont etait ai as avons avez ont je j tu
             il elle nous vous ils elles on ce c cet cette ces qui que qu quoi quel quelle quels
             quelles comment pourquoi quand dans sur sous avec sans pour par pas ne n plus mais
             donc car au aux mon ma mes ton ta tes son sa ses leur leurs se s me m te t y en deja
             tout tous toute fait faut peut avant apres chez aussi tres encore si""",
    "de": """der die das den dem des ein eine einen einem einer und oder aber ist sind war waren
             bin bist hat haben hast habe wird werden wurde kann muss soll darf will ich du er
             sie es wir ihr mich mir dich dir uns nicht kein keine mit von zu zum zur auf fur
             uber unter bei beim nach aus im in an am vom wie was wann warum wer wo welche
             welcher welches wenn dass auch noch schon nur jetzt mal so da doch sich man also
             nochmal immer""",
    "es": """el la los las un una unos unas y o es son era fue esta estan este esto estos estas
             ese esa de del al a en por para con sin que como cuando cuanto donde quien cual
             porque pero muy ya no se lo le les me te mi mis tu su sus nos hay tiene hace algo
             alguien todo todos tambien sigue mas si ha he han""",
    "it": """il lo la i gli le un una uno e o di del della dei delle degli al alla ai a da dal
             dalla in nel nella su sul per con che non ma se si ci mi ti vi ne come cosa quando
             quanto perche dove chi quale sono sei ho hai ha abbiamo hanno questo questa quello c l
             quella anche ancora gia piu poi molto tutto tutti va fatto sempre mai dell nell sull
             dall""",
    # Portuguese shares many of its function words with Spanish ("como", "para", "por") and
    # others ("do", "e", "mais"): those tell its texts by the words only it has (see
    # `_build_one_language_words`), and stay the other language's signal.
    "pt": """a o as os um uma uns umas e ou de do da dos das em no na nos nas ao aos pelo pela
             pelos pelas para pra com sem por que se nao sim mas como quando onde quem qual quais
             porque eu voce voces ele ela eles elas me te lhe meu minha meus minhas seu sua seus
             suas isso isto esse essa este esta aquilo aquele aquela sao foi era tem ter temos
             tenho ha ja ainda tambem muito mais menos depois agora aqui ali tudo todo todos
             toda todas faz fazer pode deve vai vou""",
}
# Letters and marks that only one of LANGUAGES writes: the inverted marks and "n" with a tilde
# of Spanish, the nasal vowels of Portuguese, the sharp s and umlauts of German, the ligature
# and circumflexed i and u of French, the grave i and o of Italian. The words a text shares with
# another language tell nothing, and many requests are mostly such words and names.
LETTERS = {"\u00bf": "es", "\u00a1": "es", "\u00f1": "es", "\u00e3": "pt", "\u00f5": "pt",
           "\u00df": "de", "\u00e4": "de", "\u00f6": "de", "\u00fc": "de", "\u0153": "fr",
           "\u00ee": "fr", "\u00fb": "fr", "\u00ec": "it", "\u00f2": "it"}
# A letter only one language writes says more than a function word only one list holds (a
# list is never complete: "as", "do" and "sul" are words of languages whose lists lack them).
LETTER_WEIGHT = 2
# Languages read only by the function words no earlier language lists: a word they share with
# one of those stays that language's signal, so adding them never blurs the others.
_BY_OWN_WORDS = frozenset({"pt"})


_function_words: dict[str, str] = {}  # word -> its one language; built on first use
_every_function_word: dict[str, frozenset[str]] = {}


def function_words(lang: str) -> frozenset[str]:
    """Every function word of `lang` (accent-free, as `normalise` writes them), those it shares
    with another language included: words of a text in that language that name no subject."""
    found = _every_function_word.get(lang)
    if found is None:
        found = _every_function_word[lang] = frozenset(_FUNCTION_WORDS_BY_LANGUAGE[lang].split())
    return found


def _one_language_words() -> dict[str, str]:
    """Function word -> the one language it belongs to (words of two languages tell none):
    built once per install and kept beside the bytecode (datacache), as every prompt reads it."""
    if not _function_words:
        from memory_engine.datacache import load_built

        _function_words.update(load_built(__file__, _build_one_language_words))
    return _function_words


def _build_one_language_words() -> dict[str, str]:
    seen: dict[str, set[str]] = {}
    for lang, words in _FUNCTION_WORDS_BY_LANGUAGE.items():
        if lang not in _BY_OWN_WORDS:
            for word in words.split():
                seen.setdefault(word, set()).add(lang)
    out = {w: langs.pop() for w, langs in seen.items() if len(langs) == 1}
    for lang in _BY_OWN_WORDS:
        out.update((w, lang) for w in _FUNCTION_WORDS_BY_LANGUAGE[lang].split() if w not in seen)
    return out

# Elided articles and pronouns ("l'histoire", "dell'endpoint"): French and Italian stems are
# taken on the word after them.
_ELISIONS = frozenset(("l", "d", "j", "c", "m", "n", "s", "t", "qu", "jusqu", "lorsqu",
                       "puisqu", "dell", "all", "nell", "sull", "dall", "un", "quell", "quest"))

_stemmers: dict[str, Any] = {}
# A prompt's recall stems the same few hundred words thousands of times: stems are kept per
# process, per language, up to a bound that a long-lived process cannot outgrow.
_SEEN: dict[str, dict[str, str]] = {lang: {} for lang in LANGUAGES}
MEMO_LIMIT = 100_000


def _strip_accents(text: str) -> str:
    """`text` with combining marks removed after compatibility decomposition (NFKD)."""
    if text.isascii():
        return text
    import unicodedata

    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


def normalise(text: str) -> str:
    """Lower case, no accents, straight quotes and apostrophes, single spaces, no edges."""
    text = _strip_accents(text.translate(_QUOTES))
    return " ".join(text.lower().split())


_han_table: dict[int, int] | None = None


def fold_han(text: str) -> str:
    """`text` with each traditional Chinese character written in its simplified form
    (`data/han_variants.txt`), so that what is written once for Chinese reads both scripts
    ("還是" as "还是", "報錯" as "报错"). A text without one is returned as it is; the table is
    read on first use."""
    global _han_table
    if text.isascii():
        return text
    if _han_table is None:
        from pathlib import Path

        lines = [line for line in (Path(__file__).parent / "data" / "han_variants.txt")
                 .read_text(encoding="utf-8").splitlines() if not line.startswith("#")]
        _han_table = {ord(t): ord(s) for t, s in zip(lines[0], lines[1], strict=True)}
    return text.translate(_han_table)


def tokenise(text: str) -> list[str]:
    """The words of `normalise(text)`, in order, repeats kept."""
    global _word
    if _word is None:
        from memory_engine import rxcache

        _word = rxcache.compile(_WORD_PATTERN)
    return _word.findall(normalise(text))


def language(text: str) -> str:
    """The language of `text` among LANGUAGES, guessed from its function words and from the
    letters and marks that its spelling has and the others' have not (LETTERS): each such
    letter the text holds counts as two function words (LETTER_WEIGHT)."""
    counts = dict.fromkeys(LANGUAGES, 0)
    function_words = _one_language_words()
    for token in tokenise(text):
        for word in token.split("'"):
            lang = function_words.get(word)
            if lang is not None:
                counts[lang] += 1
    if not text.isascii():
        lower = text.lower()
        for letter, lang in LETTERS.items():
            if letter in lower:
                counts[lang] += LETTER_WEIGHT
    best = max(counts.values())
    leaders = [lang for lang in LANGUAGES if counts[lang] == best]
    # No evidence, or no single leader: English, the language of most records and requests.
    return leaders[0] if best > 0 and len(leaders) == 1 else "en"


def stem(word: str, lang: str | None = None) -> str:
    """The Snowball stem of a lower-case `word` in `lang` (English when None), accent-free.

    Give the word with its accents where it has them: the French stemmer reads "-é" and "-ée"
    as endings, and strips "déployée" and "déploiement" to the same stem.
    """
    seen = _SEEN[lang or "en"]
    found = seen.get(word)
    if found is None:
        found = _stem(word, lang or "en")
        if len(seen) < MEMO_LIMIT:
            seen[word] = found
    return found


def _stem(word: str, lang: str) -> str:
    stemmer = _stemmers.get(lang)
    if stemmer is None:
        import Stemmer  # type: ignore[import-not-found]  # a C extension: no source nor stubs

        stemmer = _stemmers[lang] = Stemmer.Stemmer(_ALGORITHMS[lang])
    if lang in ("fr", "it") and "'" in word:
        head, _, tail = word.rpartition("'")
        if head in _ELISIONS and tail:
            word = tail
    return _strip_accents(str(stemmer.stemWord(word)))
