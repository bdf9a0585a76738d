"""Slots: what a claim says about one thing, as typed values with the subject of their clause.

Two claims contradict when they give the same slot different values, whatever their wording or
language. A slot is a kind of value plus the subject words of the clause that holds it:

    choice:<role>      a tool or an option for one role (npm/pnpm/yarn, black/ruff, tabs/spaces,
                       French/English, morning/evening...; `features.CHOICE_GROUPS`)
    version:<anchor>   a version of a named thing ("Python 3.12", "Node 20", "PostgreSQL 16")
    duration           a number with a unit of time, in seconds ("9 minutes", "25 min", "2 h")
    measure:<unit>     a number with another unit ("100 items", "72 characters", "10 %")
    clock              a time of day, in minutes ("before 10am", "02:00", "avant 10h")
    order:<subject>    first or last in a sequence, said of the word before it ("a summary
                       first", "el resumen al final")
    region             a cloud region ("eu-west-1")
    port               a network port ("port 5432", "localhost:8080")
    limit              the most a thing may be, whatever its unit ("up to 1000 items", "capped
                       at 100", "höchstens 72 Zeichen")
    place:<name>       the folder a named kind of thing lives in, by its last part
                       ("db/migrations" and "api/migrations" are two places for migrations)

The identifiers and tool names that make most slots survive translation, and the subject words
go through the cross-language lexicon, so a Spanish claim meets an English record on the same
slot. A value in a clause that rules it out ("never npm or yarn", "black is no longer used",
"instead of npm") is *negated*: a record that negates a value has retired it, and a claim that
states that value as current conflicts with the record.

`conflict(candidate, record)` names the first slot on which the two disagree, with the values
and the clauses that hold them: that line is the evidence a decision prints.
"""

from __future__ import annotations

import functools
import re
from typing import NamedTuple

from memory_engine import rxcache
from memory_engine.admission import features as F
from memory_engine.admission import lexicon as L
from memory_engine.text import normalise, stem

# How much of the smaller subject two clauses must share (shared words / words of the smaller
# subject) before their values are compared, per family of slot. Fitted on the development
# sets by benchmarks/fit_slots.py (see there); an anchored version names its subject itself.
# Each family: (least share of the smaller subject, least number of shared subject words).
OVERLAP: dict[str, tuple[float, int]] = {
    "choice": (0.34, 1), "version": (0.0, 0), "duration": (0.5, 2), "measure": (0.5, 2),
    "clock": (0.34, 1), "region": (0.34, 1), "port": (0.5, 1), "order": (0.0, 0),
    "place": (0.0, 0), "limit": (0.5, 1),
    # a choice or a version the record rules out or retired, stated by the candidate
    "ruled": (0.25, 1)}
# Families whose value names what it is about (a tool, a version of a named thing, a region, a
# port): compared without a shared subject when the claim is written in another script.
NAMED = ("choice", "version", "region", "port", "ruled", "order", "place")
# Subject words are compared on their first PREFIX letters (fitted with the thresholds).
PREFIX = 5
# A clause with at most this many subject words of its own shares the previous clause's subject.
INHERIT = 0
# Two durations (or measures) this close are the same value said loosely ("~9 min", "10 min").
CLOSE = 1.25


class Value(NamedTuple):
    kind: str              # see the module docstring
    value: str             # normalised: a member, a version, seconds, minutes of the day...
    shown: str             # as written
    key: frozenset[str]    # subject words of its clause (stemmed, English form)
    negated: bool          # its clause rules it out
    retired: bool          # ...as replaced or dropped ("no longer", "moved from", "replaced by")
    condition: bool        # its clause is a condition ("when answers are long")
    clause: str            # the clause, as written
    # the subject words of the condition its clause is said under ("when a PR only touches
    # docs/, CI finishes in 2 minutes"): empty when it is said unconditionally
    scope: frozenset[str] = frozenset()
    # the subject words the value is paired with: its clause's when the clause gives its slot
    # one value; when it gives several ("prod in eu-west-1 and staging in eu-central-1"), the
    # words just before it, back to the previous value of its slot (empty when a word follows
    # the last value: "eu-west-1 for prod", "9 minutes on CI and 3 minutes locally" may pair a
    # value with what comes after it)
    bound: frozenset[str] = frozenset()


class Conflict(NamedTuple):
    how: str       # "choice" | "value" | "older" | "polarity" | "retired"
    detail: str


def family(kind: str) -> str:
    return kind.split(":", 1)[0]


_GROUPS: tuple[frozenset[str], ...] = tuple(
    frozenset(L.canonical(normalise(w)) for w in group) for group in F.CHOICE_GROUPS)
_MEMBERS: frozenset[str] = frozenset().union(*_GROUPS)
# Groups of qualities, not names ("same"/"separate", "short"/"long", "light"/"dark"): a
# quality names no subject of its own ("отдельный воркер", a separate worker), so even a claim
# in another script needs a shared subject word before its quality meets the record's.
_QUALITY: frozenset[str] = frozenset(
    f"choice:{i}" for i, group in enumerate(_GROUPS)
    if group & {"same", "short", "light", "imperative"})
# Their members, as `features.content_tokens` gives them.
QUALITY_WORDS: frozenset[str] = frozenset(
    stem(w) for i, group in enumerate(_GROUPS) if f"choice:{i}" in _QUALITY for w in group)
_SKIP = frozenset(stem(L.canonical(normalise(w))) for w in
                  F.POLARITY_WORDS | F.MARKER_WORDS | _MEMBERS)

_SECONDS = {"ms": 0.001, "millisecond": 0.001, "milliseconds": 0.001,
            "s": 1, "sec": 1, "secs": 1, "second": 1, "seconds": 1, "seconde": 1,
            "secondes": 1, "secondi": 1, "segundos": 1, "sekunden": 1, "sekunde": 1,
            "seconden": 1, "sekund": 1, "sekundy": 1,
            "min": 60, "mins": 60, "minute": 60, "minutes": 60, "minuti": 60, "minuto": 60,
            "minutos": 60, "minuten": 60, "minuut": 60, "minut": 60, "minuty": 60,
            "h": 3600, "hr": 3600, "hrs": 3600, "hour": 3600, "hours": 3600, "heure": 3600,
            "heures": 3600, "ora": 3600, "ore": 3600, "hora": 3600, "horas": 3600,
            "stunde": 3600, "stunden": 3600, "uur": 3600, "godzina": 3600, "godziny": 3600,
            "day": 86400, "days": 86400, "jour": 86400, "jours": 86400, "giorno": 86400,
            "giorni": 86400, "dia": 86400, "dias": 86400, "tag": 86400, "tage": 86400,
            "dag": 86400, "dagen": 86400, "dni": 86400, "week": 604800, "weeks": 604800,
            "semaine": 604800, "semaines": 604800, "settimana": 604800, "settimane": 604800,
            "semana": 604800, "semanas": 604800, "woche": 604800, "wochen": 604800,
            "weken": 604800, "tydzien": 604800, "tygodnie": 604800, "sprint": 1209600,
            "sprints": 1209600, "month": 2592000, "months": 2592000, "mois": 2592000,
            "mese": 2592000, "mesi": 2592000, "mes": 2592000, "meses": 2592000,
            "monat": 2592000, "monate": 2592000, "monaten": 2592000, "maand": 2592000,
            "maanden": 2592000, "miesiac": 2592000, "miesiace": 2592000, "manad": 2592000,
            "manader": 2592000, "year": 31536000, "years": 31536000, "ans": 31536000,
            "annee": 31536000, "annees": 31536000, "anno": 31536000, "anni": 31536000,
            "ano": 31536000, "anos": 31536000, "jahr": 31536000, "jahre": 31536000,
            "jahren": 31536000, "jaar": 31536000, "jaren": 31536000, "lata": 31536000}
# The units of time that Japanese, Chinese and Korean write right after the number ("約9分",
# "3.5秒", "20분"), with no space for a word to end at.
# They are met in normalised text, where a Hangul syllable is its decomposed letters ("분" is
# three), so they are kept in that form.
_UNSPACED_SECONDS = {normalise(unit): seconds for unit, seconds in {
    "秒": 1, "秒間": 1, "초": 1, "分": 60, "分間": 60, "分钟": 60, "분": 60, "時間": 3600,
    "小时": 3600, "小時": 3600, "시간": 3600, "日間": 86400, "天": 86400, "週間": 604800,
    "周": 604800, "주": 604800}.items()}
_UNSPACED_UNIT = rxcache.compile("(?:" + "|".join(sorted(_UNSPACED_SECONDS, key=len, reverse=True))
                                 + ")")
_SECONDS.update(_UNSPACED_SECONDS)
# Numbers said in words, in the languages of the lexicon, when a unit follows ("two sprints").
_NUMBER_WORDS = {w: str(n) for n, words in enumerate((
    "", "a an one un une ein eine einen uno una um uma een",
    "two deux zwei dos due dois duas twee", "three trois drei tres tre drie",
    "four quatre vier cuatro quattro quatro", "five cinq funf cinco cinque vijf",
    "six sechs seis sei zes", "seven sept sieben siete sette sete zeven",
    "eight huit acht ocho otto oito", "nine neuf neun nueve nove negen",
    "ten dix zehn diez dieci dez tien", "eleven onze elf", "twelve douze zwolf doce dodici"))
    for w in words.split()}
# Tens, and the numbers from two up, said in words before any unit ("thirty lines", "zwanzig
# Zeilen"): "one", "a" and the words that are also other words (Italian "sei" you are, Dutch
# "onze" our, Portuguese "dos" of the, English "due") count only before a unit of time.
_ALSO_WORDS = frozenset({"sei", "elf", "acht", "sept", "due", "dos", "onze", "cent"})
_NUMBER_WORDS.update({w: str(10 * n) for n, words in enumerate((
    "", "", "twenty vingt zwanzig veinte venti vinte twintig",
    "thirty trente dreissig dreißig treinta trenta trinta dertig",
    "forty quarante vierzig cuarenta quaranta quarenta veertig",
    "fifty cinquante funfzig cincuenta cinquanta vijftig",
    "sixty soixante sechzig sesenta sessanta sessenta zestig")) for w in words.split()})
_NUMBER_WORDS.update(dict.fromkeys(
    ("hundred", "cent", "hundert", "cien", "cento", "cem", "honderd"), "100"))
_ANY_UNIT = sorted((w for w, n in _NUMBER_WORDS.items() if int(n) >= 2
                    and w not in _ALSO_WORDS), key=len, reverse=True)
_SPELLED_ANY = rxcache.compile(r"(?<![\w-])(" + "|".join(_ANY_UNIT) + r")(?=\s+[^\W\d_])")
_SPELLED = rxcache.compile(r"(?<![\w-])(" + "|".join(sorted(_NUMBER_WORDS, key=len, reverse=True))
                           + r")(?=\s+(?:" + "|".join(sorted(_SECONDS, key=len, reverse=True))
                           + r")\b)")

_REGION = rxcache.compile(r"\b(?:us|eu|ap|sa|ca|me|af|il|mx|cn)-(?:gov-)?(?:east|west|north|south|"
                          r"central|northeast|northwest|southeast|southwest)-\d\b|"
                          r"\b(?:us|europe|asia|australia|northamerica|southamerica|me)-(?:east|west|"
                          r"north|south|central|northeast|southeast|southwest|northwest)\d\b")
_PORT = rxcache.compile(r"\bports?\s*:?\s*(\d{2,5})\b|\b(?:localhost|127\.0\.0\.1|0\.0\.0\.0):"
                        r"(\d{2,5})\b")
_CLOCK = rxcache.compile(r"(?<![\w.:])(\d{1,2})(?::(\d{2}))?\s?(am|pm)\b|"
                         r"(?<![\w.:])(\d{1,2}):(\d{2})(?![\w.:])")
_NUMBER = rxcache.compile(r"(?<![./#:-])(?<!" + F.SPACED_WORD + r")v?(\d+(?:[.,]\d+)*)(%?)"
                          r"(?![/-])(?!" + F.SPACED_WORD + ")")
# A name, then a copula, just before a number ("postgres is 14", "node est en 18").
_COPULA = rxcache.compile(
    r"([^\W\d_][\w+#]{0,63})\s+(?:is|is still|is on|runs|est|est en|ist|ist noch|es|"
    r"sigue en|e|è|esta en|está en|=)\s+v?$")
# What puts a cap on the number after it (accent-free, lower-case).
_LIMIT = rxcache.compile(
    r"(?:\bup to|\bat most|\bcapped at|\bcap(?: it)? at|\bmax(?:imum)?(?: of)?|"
    r"\bno more than|\bat the most|\bjusqu'a|\bau plus|\bau maximum|\bhasta|"
    r"\bcomo maximo|\bcomo mucho|\bal massimo|\bfino a|\bbis zu|\bhochstens|"
    r"\bmaximal|\bno maximo|\bate|\bhoogstens|\bmaximaal)\s+$")
# A number right after "and"/"or" (and an "about"), whose unit was said before it.
_ELIDED = rxcache.compile(r"\b(?:and|or|vs|et|ou|e|o|y|und|oder|en|of)\s+(?:about|around|roughly|"
                          r"~|environ|circa|unos|etwa|ca\.?|cerca de|ongeveer)?\s*~?$")
# A relative folder path whose last part is a word, after a word that says where ("in
# db/migrations", "unter src/components"): not a file (no extension), not an absolute path, a
# URL or a route ("/var/lib/app", "/v1"), not a pair of alternatives ("never offset/limit").
_PLACE = rxcache.compile(r"\b(?:in|into|under|inside|from|at|dans|sous|en|unter|im|aus|em|no|na|"
                         r"nel|nella|sotto|dentro|bajo|onder|w|i) `?(((?:[a-z][\w.-]*/)+)"
                         r"([a-z][a-z_-]{2,}))(?![\w./])")
_FILE = rxcache.compile(r"(?<![\w.-])[\w.-]*\.(?:ya?ml|json|lock|toml|txt|cfg|ini|md|py|js|ts|"
                        r"sh)\b")
_WORD = rxcache.compile(r"[^\W\d_][\w+#]*")
_NEGATION = rxcache.compile(F.NEGATIVE.pattern + "|" + F.RELAX.pattern + r"|(?<!\w)instead(?!\w)"
                            r"|ない|ません|禁止|不要|不|没有|别|않|금지|하지 마", re.IGNORECASE)
# Words before a number that are not what the number is a version of.
_NOT_ANCHOR_TEXT = """
to from up than over under about around approx approximately least most max min every each per
page pages step steps top last first version versions release pins pin pinned uses use runs run
takes take is are was on at in of with and or
"""
_NOT_ANCHOR = F.STOPWORDS | F.MARKER_WORDS | frozenset(_NOT_ANCHOR_TEXT.split())
_TOOLS = rxcache.compile(r"(?:" + F.TOOL_NAMES + r")")


# Verbs that say a value is had or measured, not what has it ("takes 9 minutes"), and words
# that name the kind of a choice, not its subject ("imperative mood": the mood of what the
# clause before is about).
_GENERIC_TEXT = """
take takes took last lasts need needs add adds run runs get gets have has be make after before
within during until since cap capped max maximum most
mood tense
"""
_GENERIC = frozenset(stem(w) for w in _GENERIC_TEXT.split())


def _key(part: str) -> frozenset[str]:
    bare = F.VALUE.sub(" ", _CLOCK.sub(" ", _PORT.sub(" ", _REGION.sub(" ", part.lower()))))
    bare = _SPELLED_ANY.sub(" ", _SPELLED.sub(" ", L.canonical_text(normalise(bare))))
    # Stems cut to PREFIX letters: what an inflection or a cognate changes is mostly its end
    # ("installaties" and "install", "documentación" and "docs" stay apart, "documentation" and
    # "documentación" meet).
    return frozenset(t[:PREFIX] for t in F.content_tokens(bare)
                     if t not in _SKIP and not t.isdigit() and t not in _SECONDS
                     and t not in _GENERIC)


def _number(raw: str) -> float | None:
    try:
        return float(raw.replace(",", "."))
    except ValueError:
        return None


def _clause_values(part: str, key: frozenset[str], anchor: str | None
                   ) -> tuple[list[tuple[int, str, str, str]], str | None]:
    """(position, kind, value, shown) of each value in one clause, and the last anchor seen."""
    norm = L.canonical_text(normalise(part))
    # "two sprints" -> "2   sprints" (same length: positions stay those of `norm`)
    raw = _SPELLED.sub(lambda m: _NUMBER_WORDS[m.group(1)].ljust(len(m.group(1))), norm)
    raw = _SPELLED_ANY.sub(lambda m: _NUMBER_WORDS[m.group(1)].ljust(len(m.group(1))), raw)
    found: list[tuple[int, str, str, str]] = []
    taken: list[tuple[int, int]] = []

    def free(start: int, end: int) -> bool:
        return all(end <= a or start >= b for a, b in taken)

    for m in _REGION.finditer(raw):
        found.append((m.start(), "region", m.group(0), m.group(0)))
        taken.append(m.span())
    for m in _PORT.finditer(raw):
        found.append((m.start(), "port", m.group(1) or m.group(2), m.group(0)))
        taken.append(m.span())
    for m in _PLACE.finditer(raw):
        found.append((m.start(1), f"place:{m.group(3)}", m.group(1), m.group(1)))
        taken.append(m.span(1))
    for m in _IMAGE_TAG.finditer(raw):
        # a container image and its tag ("postgres:15-alpine") is a version of that image
        name = m.group(1)
        if free(*m.span()) and _is_named(part, name):
            anchor = _ANCHOR.get(name, name)
            found.append((m.start(), f"version:{anchor}", m.group(2), m.group(0)))
            taken.append(m.span())
    for m in _CLOCK.finditer(raw):
        if not free(*m.span()):
            continue
        if m.group(1) is not None:
            hour, minute, suffix = int(m.group(1)), int(m.group(2) or 0), m.group(3)
            if suffix == "pm" and hour < 12:
                hour += 12
            elif suffix == "am" and hour == 12:
                hour = 0
        else:
            hour, minute = int(m.group(4)), int(m.group(5))
        if hour <= 24 and minute < 60:
            found.append((m.start(), "clock", str(hour * 60 + minute), m.group(0).strip()))
            taken.append(m.span())
    unit_before = ""   # the unit of the last duration or measure of the clause
    for m in _NUMBER.finditer(raw):
        if not free(*m.span()):
            continue
        number = m.group(1)
        after = raw[m.end():].lstrip()
        unit = _UNSPACED_UNIT.match(after) or _WORD.match(after)
        word = unit.group(0) if unit else ""
        if unit_before and (not word or word in F.STOPWORDS) and \
                _ELIDED.search(raw[:m.start()]):
            # "3 minutes locally and 9 on CI": the unit said once serves the numbers after it
            word = unit_before
        if m.group(2) == "%":
            found.append((m.start(), "measure:%", number, m.group(0)))
            continue
        if word in _SECONDS and (value := _number(number)) is not None:
            found.append((m.start(), "duration", f"{value * _SECONDS[word]:g}",
                          f"{m.group(0)} {word}"))
            unit_before = word
            continue
        before = raw[:m.start()]
        joined = rxcache.compile(r"([^\W\d_][\w+#]*?)[-]?v?$").search(before)
        spaced = rxcache.compile(r"([^\W\d_][\w+#.]*)\s+$").search(before)
        name = (joined.group(1) if joined and joined.group(0) and not before.endswith(" ")
                else spaced.group(1) if spaced else None)
        if name and name not in _NOT_ANCHOR and len(name) > 1 and (
                _is_named(part, name) or not before.endswith(" ")):
            anchor = _ANCHOR.get(name, name)
            found.append((m.start(), f"version:{anchor}", number, f"{name} {number}"))
            continue
        # "Prod Postgres is 14": a named tool, a copula and a bare number is its version
        copula = _COPULA.search(before)
        if copula is not None and (not word or word in F.STOPWORDS) and \
                _is_named(part, copula.group(1)) and copula.group(1) not in _NOT_ANCHOR:
            name = copula.group(1)
            anchor = _ANCHOR.get(name, name)
            found.append((m.start(), f"version:{anchor}", number, f"{name} {number}"))
            continue
        if "." in number and anchor is not None:
            found.append((m.start(), f"version:{anchor}", number, number))
            continue
        if _LIMIT.search(before) and (value := _number(number)) is not None:
            # a cap said of the clause's subject: compared whatever unit each side gives it
            found.append((m.start(), "limit", f"{value:g}", f"{m.group(0)} {word}".strip()))
        if word and word not in F.STOPWORDS and (value := _number(number)) is not None:
            found.append((m.start(), f"measure:{stem(L.canonical(word))}", f"{value:g}",
                          f"{m.group(0)} {word}"))
            unit_before = word
    # a member inside a file name is not a choice ("pnpm-lock.yaml" names the file)
    words = _FILE.sub(lambda m: " " * len(m.group(0)), norm).replace("/", " ")
    # a compound of two members names the first ("squash-merged", "squash merge": a squash)
    for m in _COMPOUND.finditer(words):
        if _one_group(m.group(1), m.group(2)):
            end = m.end() + len(m.group(2))
            words = words[:m.end()] + " " * len(m.group(2)) + words[end:]
    for m in _WORD.finditer(words.replace("-", " ")):
        word = _member(m.group(0))
        if word in _MEMBERS:
            for i, group in enumerate(_GROUPS):
                if word in group:
                    found.append((m.start(), f"choice:{i}", word, m.group(0)))
    # what comes first or last: its subject is the word just before ("the summary at the end")
    for m in _ORDER.finditer(norm):
        said_of = [t for t in F.content_tokens(norm[:m.start()])
                   if t not in _MARKED and not t.isdigit()]
        if said_of:
            place = "last" if _LAST.search(m.group(1)) else "first"
            found.append((m.start(), f"order:{said_of[-1][:PREFIX]}", place, m.group(1)))
    last = [kind.split(":", 1)[1] for _, kind, _, _ in found if kind.startswith("version:")]
    return found, last[-1] if last else anchor


# A place in a sequence, at the end of what it is said of ("a summary first", "el resumen al
# final"), not before a noun ("the first reply", "last week").
_ORDER = rxcache.compile(
    r"(?<![\w'])(up ?front|at the (?:very )?(?:top|start|beginning|end|bottom)|first|last|"
    r"primero|al principio|al final|d'abord|en premier|au debut|a la fin|en dernier|per primo|"
    r"all'inizio|alla fine|per ultimo|zuerst|als erstes|am anfang|am ende|zuletzt|primeiro|"
    r"no inicio|no final|por ultimo|por fim)"
    r"(?=\s*(?:$|[,.;:!?)]|\s(?:and|then|et|puis|e|y|und|dann|or|ou|o|oder|when|whenever|if|"
    r"quand|lorsque|si|quando|se|cuando|wenn|falls)\b))")
_MARKED = frozenset(stem(L.canonical(normalise(w))) for w in F.POLARITY_WORDS | F.MARKER_WORDS)
_LAST = rxcache.compile(r"end|bottom|last|final|fin\b|dernier|ultimo|zuletzt|ende")


_COMPOUND = rxcache.compile(r"\b([^\W\d_]+)[- ](?=([^\W\d_]+))")


def _one_group(a: str, b: str) -> bool:
    a, b = L.canonical(a), L.canonical(b)
    return any(a in g and any(b.startswith(m) for m in g if m != a) for g in _GROUPS)


_IMAGE_TAG = rxcache.compile(r"(?<![\w/.:-])([a-z][a-z0-9_-]*[a-z0-9]):v?(\d+(?:\.\d+)*)"
                             r"(?:-[a-z][\w.]*)?(?![\w.:])")
# The case endings that inflected languages put on a tool's name ("formatujemy blackiem",
# "z npmem", "ruffa"), and the particle that Korean and Japanese write right after it
# ("black으로", "blackで"): the name is the member, whatever follows it.
_CASE_ENDING = rxcache.compile(r"(?:iem|em|owi|ami|ie|om|ом|ем|ой|ıyla|iyle|yla|yle)$")
_LATIN_HEAD = rxcache.compile(r"^([a-z][a-z0-9+#]*)[^\x00-\u024f]")


def _member(word: str) -> str:
    """`word` in its English form; a member of a group named with a case ending or a particle
    after it is that member."""
    canon = L.canonical(word)
    if canon in _MEMBERS:
        return canon
    head = _LATIN_HEAD.match(word)
    if head is not None and L.canonical(head.group(1)) in _MEMBERS:
        return L.canonical(head.group(1))
    bare = _CASE_ENDING.sub("", word)
    if bare != word and len(bare) >= 3 and bare.isascii() and L.canonical(bare) in _MEMBERS:
        return L.canonical(bare)
    return canon


_ANCHOR = {"postgresql": "postgres", "pg": "postgres", "nodejs": "node", "python3": "python",
           "py": "python"}


def _is_named(part: str, name: str) -> bool:
    """`name` is written as a proper name (capitalised) or is a known tool or alternative
    ("python 3.9", "postgres 13" in lower case)."""
    m = re.search(r"(?<![\w])" + re.escape(name) + r"(?![\w])", part, re.IGNORECASE)
    if m is not None and m.group(0)[:1].isupper():
        return True
    return _TOOLS.fullmatch(name) is not None or L.canonical(name) in _MEMBERS


# Where Latin letters meet kana, Han or Hangul with no space between ("CI에서", "はMySQL"), the
# name written in Latin letters is a word of its own: a tool, a product or an acronym keeps its
# spelling in every language, and glued to a particle it would neither name a version nor
# share a subject word with the record that names it.
_SCRIPT_SEAM = rxcache.compile(r"(?<=[A-Za-z])(?=[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3])|"
                               r"(?<=[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3])(?=[A-Za-z])")


@functools.lru_cache(maxsize=4096)
def values(text: str) -> tuple[Value, ...]:
    """Every slot value `text` states or rules out, clause by clause, in order."""
    text = _SCRIPT_SEAM.sub(" ", text)
    out: list[Value] = []
    previous: frozenset[str] = frozenset()
    anchor: str | None = None
    under: frozenset[str] = frozenset()   # the subject of the conditions just before
    for part in F.clauses(L.portuguese_articles(text)):
        norm = L.canonical_text(normalise(part))
        condition = F.CONDITION.match(norm) is not None or bool(
            under and _GOES_ON.match(norm))
        # a clause that names no more than one subject word ("no hacer squash", "not npm")
        # goes on with the subject of the clause before it
        own = _key(part)
        opener = F.CONDITION.match(norm) if condition else None
        if opener is not None:
            # "when" opens the condition; it is no word of what the condition is about
            own -= _key(opener.group(0))
        key = own | previous if len(own) <= INHERIT else own
        previous = key
        # what follows a condition is said of the condition's subject too ("if I answer the
        # principal in English, they ask again in French": French is for the answers)
        scope = frozenset() if condition else under
        if condition:
            # the condition's subject, without the word that makes it one
            under = under | _key(F.CONDITION.sub(" ", norm))
        else:
            key, under = key | under, frozenset()
        found, anchor = _clause_values(part, key, anchor)
        ruled = _ruled_out(norm, [pos for pos, _, _, _ in found], text)
        retired = F.RETIRED.search(norm) is not None
        bound = _pairing(norm, found, key)
        for i, (pos, kind, value, shown) in enumerate(found):
            # "every long answer": a value under a quantifier restricts the subject (a
            # condition: "when an answer is long"), it does not state the slot
            scoped = _QUANTIFIED.search(norm[:pos]) is not None
            subject = key - _qualified(norm[pos + len(shown):]) if kind in _RELATION else key
            out.append(Value(kind, value, shown, subject, ruled[i], ruled[i] and retired,
                             condition or scoped, part, scope, bound[i]))
    return tuple(out)


# A letter or digit: whether anything but punctuation follows a clause's last value.
_WORD_CHARACTER = rxcache.compile(r"[^\W_]")


def _pairing(norm: str, found: list[tuple[int, str, str, str]], key: frozenset[str]
             ) -> list[frozenset[str]]:
    """For each value of one clause, the subject words it is paired with (`Value.bound`).

    A clause that gives one slot several values names each value's subject next to it: the
    words between the previous value of that slot and this one, when the clause ends with its
    last value. When any word follows it ("eu-west-1 for prod, eu-central-1 for staging", "3
    minutes locally"), each value's subject may come after it, and the pairing is left unsaid.
    """
    out = [key] * len(found)
    by_kind: dict[str, list[int]] = {}
    for i, (_, kind, _, _) in enumerate(found):
        by_kind.setdefault(kind, []).append(i)
    for members in by_kind.values():
        if len({found[i][2] for i in members}) < 2:
            continue
        members.sort(key=lambda i: found[i][0])
        last = found[members[-1]]
        trailing = _WORD_CHARACTER.search(norm[last[0] + len(last[3]):]) is not None
        start = 0
        for i in members:
            pos, _, _, shown = found[i]
            out[i] = frozenset() if trailing else _key(norm[start:pos])
            start = pos + len(shown)
    return out


# "Same" and "separate" relate a thing to another: the noun after them ("the same pull
# request", "separate PRs") is where the thing goes, not the thing.
_RELATION: frozenset[str] = frozenset(
    f"choice:{i}" for i, group in enumerate(_GROUPS) if "same" in group)


def _qualified(rest: str) -> frozenset[str]:
    """The word a relation qualifies, from the text right after it ("same pull request",
    "separate PRs"): the frame the relation is said in, as a measure's unit is, not what the
    claim is about. Two rules that both put something in "the same PR" are about the same
    thing only when that something is ("refactors" and "docs" are not)."""
    first = [t[:PREFIX] for t in F.content_tokens(rest) if t not in _SKIP][:1]
    return frozenset(first)


# A clause that opens with "or"/"and" after a condition goes on with it.
_GOES_ON = rxcache.compile(r"^(?:or|and|ou|et|o|y|e|oder|und)\b")
_QUANTIFIED = rxcache.compile(r"\b(?:every|each|any|all|chaque|tout|toute|tous|toutes|ogni|"
                              r"qualsiasi|cada|todo|toda|todos|todas|jede|jeder|jedes|alle)\s+$")
_FROM_TO = rxcache.compile(r"\bfrom\b(.*?)\bto\b")
# What may stand between a value and the negation said of it: the value's own word(s), a copula.
_PREDICATE = rxcache.compile(
    r"^\S+(?:\s+(?!(?:and|or|et|ou|und|oder|y|but|mais|aber|pero|ma)\b)\S+)"
    r"{0,2}\s*$")
_REPLACED_BY = rxcache.compile(r"\b(?:replaced|superseded|remplacee?s?|sostituit[oaie]|"
                               r"reemplazad[oa]s?|sustituid[oa]s?|ersetzt|abgelost|substituid[oa]s?|"
                               r"vervangen) (?:by|par|da|por|durch|door)\b|\bin favou?r of\b")


# Code is not prose: "--no-frozen-lockfile" in a command negates nothing.
_CODE = rxcache.compile(r"`[^`]*`|(?<!\w)--?[\w-]+")


def _blank(m: re.Match[str]) -> str:
    return " " * len(m.group(0))


def _ruled_out(norm: str, positions: list[int], text: str = "") -> list[bool]:
    """For each value at `positions` in the clause `norm`, whether the clause rules it out.

    What follows a negation is ruled out ("never npm or yarn", "instead of npm"); what precedes
    it is, when the negation ends the claim ("black is no longer used", "pnpm is not needed")
    or names its successor ("black was replaced by ruff"); in "moved from X to Y", X is.
    """
    if not positions:
        return []
    masked = F.unnegated(_CODE.sub(_blank, norm), text)
    marks = [m for m in (_NEGATION.search(masked), F.RETIRED.search(masked)) if m is not None]
    if not marks:
        return [False] * len(positions)
    mark = min(marks, key=lambda m: m.start())
    moved = _FROM_TO.search(norm, mark.start())
    if moved is not None and moved.start() <= mark.end():
        return [moved.start(1) <= p < moved.end(1) for p in positions]
    by = _REPLACED_BY.search(norm)
    if by is not None:
        return [p < by.start() for p in positions]
    # "black is no longer used", "Node 16 is not supported": the negation is said of what
    # stands just before it (not of "short answers in French and no bullet lists")
    before = [p for p in positions if p < mark.start()]
    said_of = (bool(before) and len(before) == len(positions) and mark.group(0) != "instead"
               and (not _key(norm[mark.end():])
                    or _PREDICATE.match(norm[before[-1]:mark.start()]) is not None))
    # a negation rules out what follows it closely ("never npm or yarn", "don't use npm"), not
    # a value further on ("doesn't exist until `pnpm exec ...`"); each negation of the clause
    # does ("kein npm und kein yarn")
    ends = {mark.end()} | {m.end() for m in _NEGATION.finditer(masked, mark.end())}
    return [said_of or any(p >= end and len(norm[end:p].split()) <= 2 for end in ends)
            for p in positions]


def overlap(a: frozenset[str], b: frozenset[str]) -> float:
    """Shared subject words over the words of the smaller subject (0 when either is empty)."""
    if not a or not b:
        return 0.0
    return len(a & b) / min(len(a), len(b))


def same(kind: str, a: str, b: str) -> bool:
    """Two values of `kind` that say the same thing ("18" and "18.19" for a version)."""
    if a == b:
        return True
    fam = family(kind)
    if fam == "version":
        pa, pb = a.split("."), b.split(".")
        n = min(len(pa), len(pb))
        return pa[:n] == pb[:n]
    if fam == "place":   # "db/migrations" and "app/db/migrations" may be one folder
        return a.endswith("/" + b) or b.endswith("/" + a)
    if fam in ("duration", "measure"):
        x, y = _number(a), _number(b)
        if x is None or y is None or x <= 0 or y <= 0:
            return False
        return max(x, y) / min(x, y) <= CLOSE
    return False


def conflict(text: str, other: str, thresholds: dict[str, tuple[float, int]] | None = None
             ) -> Conflict | None:
    """The first slot on which `text` (a candidate) and `other` (a record) disagree.

    For each value of the candidate, the record's value of the same kind whose clause has the
    closest subject is compared with it, once the two subjects share enough (`OVERLAP`): a
    different value, a value the record rules out or retired, or (for a choice) a value the
    candidate rules out where the record states it. A value inside a condition ("when answers
    are long") is compared only with values inside conditions whose outcome is the same
    (`OUTCOME`); a value said under a condition is compared only with one said under a
    condition on the same subject (`_same_circumstances`). A tool the record retired is stale
    in a condition too ("when CI runs `black --check`").
    """
    need = given = thresholds or OVERLAP
    theirs = values(other)
    if not theirs:
        return None
    # A claim written mostly in another script shares few subject words with the record: its
    # tool names, versions, regions and ports are compared whatever their subject. A bare
    # number with a unit ("60 秒") names no subject of its own and still needs a shared one.
    if foreign(text):
        need = {fam: (0.0, 0) if fam in NAMED else value for fam, value in need.items()}
    mine_values = values(text)
    for mine in mine_values:
        fam = family(mine.kind)
        if mine.condition and not mine.negated and fam in ("choice", "version"):
            # a tool the record retired is not current under any condition either: a claim
            # that runs it ("when CI runs `black --check`") states an older state
            found = _ruled(mine, [v for v in theirs if v.kind == mine.kind and
                                  (v.retired or not v.negated)], need.get("ruled", (1.0, 99)))
            if found is not None and found.how == "retired":
                return found
        rivals = [v for v in theirs if v.kind == mine.kind and v.condition == mine.condition]
        if not rivals:
            continue
        if not mine.negated and fam in ("choice", "version"):
            found = _ruled(mine, rivals, need.get("ruled", (1.0, 99)))
            if found is not None:
                return found
        ratio, shared = need.get(fam, (1.0, 99))
        if need is not given and (mine.kind in _QUALITY or len(
                {v.value for v in mine_values if v.kind == mine.kind and not v.negated}) > 1):
            # a claim in another script that gives one slot two values gives them to two
            # subjects ("comments in English", "Japanese in romaji"), and a quality names no
            # subject (`_QUALITY`): which one meets the record's subject is for a shared
            # subject word to say
            ratio, shared = given.get(fam, (1.0, 99))
        # the record's value of this slot whose subject is closest to the candidate's
        best = max(rivals, key=lambda v: (len(mine.key & v.key), overlap(mine.key, v.key),
                                          same(v.kind, v.value, mine.value)))
        score = overlap(mine.key, best.key)
        if score < ratio or len(mine.key & best.key) < shared:
            continue
        if not _same_circumstances(mine, best) or (
                mine.condition and best.condition and not _same_outcome(text, other)):
            continue
        # The record states this value too: for part of its subject when the candidate's
        # clause gives the slot several values ("prod in eu-west-1 and staging in
        # eu-central-1"), else for as close a subject.
        several = len({v.value for v in mine_values if v.kind == mine.kind
                       and v.clause == mine.clause}) > 1
        if not mine.negated and several and mine.bound and all(
                any(same(w.kind, v.value, w.value) and not v.negated for v in rivals)
                for w in mine_values if w.kind == mine.kind and w.clause == mine.clause):
            # the values are those of the record, paired with other subjects ("prod in
            # eu-central-1, staging in eu-west-1" for the reverse): the record's value whose
            # own subject is the one this value is paired with is another
            paired = max(rivals, key=lambda v: len(mine.bound & v.bound))
            shared_words = len(mine.bound & paired.bound)
            if shared_words and not paired.negated and \
                    not same(mine.kind, paired.value, mine.value) and \
                    not any(same(mine.kind, v.value, mine.value) and
                            len(mine.bound & v.bound) >= shared_words for v in rivals):
                return Conflict("value", f"{_slot_name(mine)}: {mine.shown} vs {paired.shown} "
                                f"paired with the same subject (\"{mine.clause[:50]}\" / "
                                f"\"{paired.clause[:50]}\")")
        agrees = same(mine.kind, best.value, mine.value)
        if mine.negated:
            if agrees and not best.negated and fam == "choice":
                return Conflict("polarity", f"the candidate rules out {mine.shown} "
                                f"(\"{mine.clause[:60]}\"); the record states it: "
                                f"\"{best.clause[:60]}\"")
            continue
        if agrees or best.negated:
            continue
        if any(same(mine.kind, v.value, mine.value) and not v.negated
               and (several or overlap(mine.key, v.key) >= score) for v in rivals):
            continue
        # an earlier version than the record's is an older state of the slot
        how = "choice" if fam == "choice" else "older" if fam == "version" and \
            _earlier(mine.value, best.value) else "value"
        return Conflict(how, f"{_slot_name(mine)}: {mine.shown} vs {best.shown} "
                        f"(\"{mine.clause[:50]}\" / \"{best.clause[:50]}\")")
    return None


# A restatement in other words or another language shares few words with the record but gives
# the same slots the same values: at least AGREE_VALUES of them, with a similarity of at least
# AGREE_SIMILARITY (both fitted by benchmarks/fit_admission.py), and no value that differs.
AGREE_VALUES = 2
AGREE_SIMILARITY = 0.3


def _same_circumstances(mine: Value, theirs: Value) -> bool:
    """Two values said under circumstances that can be compared.

    A value the candidate states under a condition the record's value lacks is a special case
    ("when a PR only touches docs/, CI finishes in 2 minutes" beside "the test suite takes 9
    minutes"), not another value of the record's slot; two values under conditions that share
    no subject word are said of different circumstances ("when a rename spans 20 files" and
    "when a CLI flag changes").
    """
    if not mine.scope:
        return True
    return bool(theirs.scope) and bool(mine.scope & theirs.scope)


# How much of the smaller outcome (the subject words said outside conditions) two conditional
# claims must share before their thresholds are compared.
OUTCOME = 0.5


@functools.lru_cache(maxsize=4096)
def _outcome(text: str) -> frozenset[str]:
    """Subject words of the clauses of `text` that are not conditions: what follows."""
    out: frozenset[str] = frozenset()
    for part in F.clauses(L.portuguese_articles(text)):
        if F.CONDITION.match(L.canonical_text(normalise(part))) is None:
            out |= _key(part)
    return out


def _same_outcome(text: str, other: str) -> bool:
    """Two thresholds of conditions ("when a diff passes 100 lines", "when answers exceed 30
    lines") are one slot only when what follows them is the same: a split asked for at 100
    lines is no other value of the length at which a summary is asked for. A claim that says
    nothing outside its condition is compared."""
    mine, theirs = _outcome(text), _outcome(other)
    return not mine or not theirs or overlap(mine, theirs) >= OUTCOME


def _earlier(a: str, b: str) -> bool:
    """Version `a` comes before version `b` ("3.10" before "3.12", "14" before "16")."""
    try:
        return tuple(int(x) for x in a.split(".")) < tuple(int(x) for x in b.split("."))
    except ValueError:
        return False


def agreement(text: str, other: str) -> list[str]:
    """The values `text` gives the slots of `other` that `other` gives them too (a value ruled
    out on both sides agrees), on subjects close enough for `conflict` to compare them."""
    theirs = values(other)
    out: dict[tuple[str, str], str] = {}
    for mine in values(text):
        ratio, shared = OVERLAP.get(family(mine.kind), (1.0, 99))
        if foreign(text) and family(mine.kind) in NAMED:
            ratio, shared = 0.0, 0
        for v in theirs:
            if v.kind == mine.kind and v.negated == mine.negated and \
                    same(v.kind, v.value, mine.value) and \
                    overlap(mine.key, v.key) >= ratio and len(mine.key & v.key) >= shared:
                out[(mine.kind, mine.value)] = ("not " if mine.negated else "") + mine.shown
                break
    return list(out.values())


def _ruled(mine: Value, rivals: list[Value], need: tuple[float, int]) -> Conflict | None:
    """The record rules out (or retired) the value the candidate states, on a close enough
    subject, and states it nowhere with a closer one."""
    out = [v for v in rivals if v.negated and same(v.kind, v.value, mine.value)]
    if not out:
        return None
    worst = max(out, key=lambda v: (v.retired, len(mine.key & v.key), overlap(mine.key, v.key)))
    score = overlap(mine.key, worst.key)
    # A value the record says was replaced or dropped is not current, whatever it is said
    # about; one the record only forbids is forbidden for the record's subject.
    if not worst.retired and (score < need[0] or len(mine.key & worst.key) < need[1]):
        return None
    if any(same(v.kind, v.value, mine.value) and overlap(mine.key, v.key) >= score
           for v in rivals if not v.negated):
        return None
    said = "retired" if worst.retired else "ruled out"
    return Conflict("retired" if worst.retired else "polarity",
                    f"{mine.shown} is {said} by the record (\"{worst.clause[:60]}\"); "
                    f"the candidate states it: \"{mine.clause[:60]}\"")


def foreign(text: str) -> bool:
    """Most letters of `text` are outside the Latin script (Cyrillic, Greek, CJK...)."""
    letters = [ch for ch in text if ch.isalpha()]
    return bool(letters) and sum(ch > "\u024f" for ch in letters) > len(letters) / 2


def typed(text: str) -> bool:
    """Every number `text` gives is a typed value (a version, a duration, a measure...)."""
    numbers = [v for v in values(text) if family(v.kind) != "choice"]
    return bool(numbers) and len(numbers) >= len(_NUMBER.findall(
        _CODE_SPAN.sub(" ", L.canonical_text(normalise(text)))))


_CODE_SPAN = rxcache.compile(r"`[^`]*`")


def slot_terms(v: Value) -> list[str]:
    """Words a record holding the slot of `v` is likely to name, whatever its language."""
    fam, _, rest = v.kind.partition(":")
    if fam == "choice":
        return sorted(_GROUPS[int(rest)])
    if fam in ("version", "place"):
        return [rest]
    if fam == "region":   # any record that names a region
        return ["eu", "us", "ap", "west", "east", "central", "north", "south"]
    if fam == "duration":
        return ["minutes", "seconds", "hours", "days"]
    if fam == "port":
        return ["port"]
    return []


def _slot_name(v: Value) -> str:
    fam = family(v.kind)
    if fam == "version":
        return f"version of {v.kind.split(':', 1)[1]}"
    if fam == "choice":
        return "alternatives for one role"
    if fam == "measure":
        return f"number of {v.kind.split(':', 1)[1]}"
    if fam == "order":
        return f"place of {v.kind.split(':', 1)[1]}..."
    if fam == "place":
        return f"folder of {v.kind.split(':', 1)[1]}"
    if fam == "limit":
        return "most allowed"
    return fam
