"""What a retrieval request says, read once: its words, content terms, stems and any dates.

Deterministic and dictionary-free: a short English stop list, with the function words of the
request's language when it is another (`text.language`, `text.function_words`: "wie", "dove" and
"cómo" do not name a subject any more than "how" does), the Snowball stemmer of the request's
language (`text.stem`) to compare "deployed" with "deploy" (and, for a request in another
language, the English stemmer too: the records mix the principal's words with English ones), and
a date reader for ISO dates and the relative forms people type ("yesterday", "last week", "last
Friday", "in March"). `today` is a parameter so the same request gives the same answer in tests
and benchmarks.
"""

from __future__ import annotations

from memory_engine import rxcache
from memory_engine.concepts import of_words
from memory_engine.index import words
from memory_engine.text import function_words, language, normalise, stem

TYPE_CHECKING = False  # not `from typing`: importing typing costs milliseconds per hook run
if TYPE_CHECKING:
    import datetime as dt
    from collections.abc import Callable

STOPWORDS = frozenset("""
a about above after again all also am an and any are as at be been before being below between
both but by can could did do does doing done down during each few for from further had has
have having he her here hers him his how i if in into is it its itself just let me more most
my no nor not now of off on once only or other our ours out over own same she should so some
such than that the their them then there these they this those through to too under until up
very was we were what when where which while who whom why will with would you your yours
yourself anything something thing things get got make made need needs want wants please tell
know see use used using ok okay us one two any way much many like lot really still even ever
le la les un une des du de et est en que qui pour pas sur au aux ce cet cette ces il elle ils
on nous vous je tu mon ma mes ton ta tes son sa ses se ne dans par avec plus comme quoi quand
""".split())  # noqa: SIM905 - a word list reads better as text

# Words that shape a question ("what happened last time", "how long does it take", "does she
# prefer") rather than name its subject: the router reads them, full-text search should not.
SCAFFOLD = frozenset("""
happen happened happens went wrong last time times usually typically generally general
prefer prefers preferred preference preferences like likes liked want wanted rule rules
should must know known long take takes expect expected probably likely remind pattern
patterns anything else first
""".split())  # noqa: SIM905 - a word list reads better as text

# A request not in English meets a record's word of more letters than this through their first
# COGNATE letters, accents aside (Query.keys).
COGNATE = 5

_MONTHS = {name: i + 1 for i, name in enumerate(
    ("january", "february", "march", "april", "may", "june", "july", "august",
     "september", "october", "november", "december"))}
_MONTHS.update({name[:3]: num for name, num in list(_MONTHS.items())})
_WEEKDAYS = {name: i for i, name in enumerate(
    ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"])}
_ISO = r"\b(\d{4})-(\d{2})-(\d{2})\b"  # compiled on first use (rxcache), as those below
# The months in the other languages requests are written in (accent-free, as `normalise` writes
# them): French, German, Spanish, Italian, Portuguese, in calendar order.
_FOREIGN_MONTHS = tuple(zip(*(m.split() for m in (
    "janvier fevrier mars avril mai juin juillet aout septembre octobre novembre decembre",
    "januar februar marz april mai juni juli august september oktober november dezember",
    "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre",
    "gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre "
    "dicembre",
    "janeiro fevereiro marco abril maio junho julho agosto setembro outubro novembro dezembro")),
    strict=True))
_FOREIGN = {name: n + 1 for n, names in enumerate(_FOREIGN_MONTHS) for name in names
            if name not in _MONTHS}
# A foreign month that is also a word ("mai" is Italian's "never", "mars" a planet, "marco" a
# name) is read as one after a day or a preposition of time only ("en mars", "im Mai", "em
# março"; "chiedi a Marco" names a person).
_WORD_MONTHS = frozenset({"mai", "mars", "marco"})
_IN_MONTH = frozenset({"en", "im", "in", "em", "seit", "since", "desde", "depuis"})
# Every word one of read_dates' forms needs (besides a digit).
_DATE_WORDS = frozenset({"yesterday", "hier", "today", "morning", "aujourd", "week", "semaine",
                         "month", "mois", "ago", "last", *_MONTHS, *_WEEKDAYS, *_FOREIGN})
class Query:
    """A request, analysed: text, lower-case words, content terms (no stop words) and dates."""

    __slots__ = ("_keys", "_today", "date_range", "kinds", "lang", "lower", "stems", "term_keys",
                 "terms", "text", "word_set")

    def __init__(self, text: str, today: dt.date | None = None,
                 ignore: frozenset[str] = frozenset()) -> None:
        """`ignore`: words that find records but do not tell them apart, such as the principals'
        names, which nearly every preference and reaction record contains: they stay in the
        full-text search and are left out of coverage."""
        self.text = text
        self.lower = text.lower()
        self._today = today
        all_words = words(text)
        self.word_set = set(all_words)
        # The request's own function words are not its subject either ("dove", "wie", "cómo"):
        # the English list, and the list of the language it is written in.
        self.lang = language(text)
        stop = STOPWORDS if self.lang == "en" else STOPWORDS | function_words(self.lang)
        self.terms = list(dict.fromkeys(
            w for w in all_words if w not in SCAFFOLD and not w.isdigit()
            and (normalise(w) if not w.isascii() else w) not in stop))
        self._keys: dict[str, frozenset[str]] = {}
        self.term_keys = list(dict.fromkeys(self.keys(w) for w in self.terms if w not in ignore))
        # The kinds of work the request names (`concepts`: "the lint job went red" is linting,
        # "keep the tip on the order" money): stated as words of its own, so a lesson or a
        # preference of that kind meets the request in other words or another language. They
        # are searched for and state triggers; coverage is of the request's own words only.
        self.kinds = [k for k in of_words(text, self.lang) if k not in ignore]
        self.stems: frozenset[str] = frozenset().union(
            *self.term_keys, *(self.keys(k) for k in self.kinds))
        self.date_range = read_dates(self.lower, self._today_or_clock)

    @property
    def today(self) -> dt.date:
        """The day the request's relative dates are read from (the clock's, unless given)."""
        return self._today_or_clock()

    def _today_or_clock(self) -> dt.date:
        # asked for only when the request names a date: most never do, and datetime is then
        # never imported by the prompt hook
        if self._today is None:
            from memory_engine import clock

            self._today = clock.today()
        return self._today

    def search_text(self) -> str:
        """The words handed to full-text search: content terms only (stop words add noise)."""
        return " ".join(self.terms)

    def keys(self, word: str) -> frozenset[str]:
        """The stems `word` is compared by; two words are one word when they share one.

        Its stem in the request's language, whatever language the text it comes from is in, so
        a word the request and a record share always has one stem. A request in another
        language than English also meets records through English stems ("en:"-marked): the
        records it is measured against mix the principal's words with English ones (a Spanish
        request's "logs" meets a lesson's "logging", which the Spanish stemmer leaves apart),
        and through a long word's first COGNATE letters ("~"-marked): cognates agree there
        whatever their endings ("sequenza" and "sequence", "compresseurs" and "compressors",
        "calibran" and "calibrated"), where neither stemmer brings them together.
        """
        found = self._keys.get(word)
        if found is None:
            lang = self.lang
            if lang == "en":
                found = frozenset((stem(word, lang),))
            else:
                keys = [stem(word, lang), "en:" + stem(word, "en")]
                plain = normalise(word) if not word.isascii() else word
                if len(plain) > COGNATE and plain.isalpha():
                    keys.append("~" + plain[:COGNATE])
                found = frozenset(keys)
            self._keys[word] = found
        return found

    def roots(self, word: str) -> list[str]:
        """The stems `word` is searched by in the full-text index (a cognate's opening letters
        among them: a prefix)."""
        return [k.removeprefix("en:").removeprefix("~") for k in sorted(self.keys(word))]

    def states(self, word: str) -> bool:
        """Does the request use `word` (by its keys)?"""
        return not self.keys(word).isdisjoint(self.stems)

    def coverage(self, text: str) -> float:
        """Share of this request's content terms that occur in `text` (0 when it has none)."""
        if not self.term_keys:
            return 0.0
        have: set[str] = set()
        for w in set(words(text)):  # each word once: a record repeats its words
            have.update(self.keys(w))
        return sum(1 for k in self.term_keys if not have.isdisjoint(k)) / len(self.term_keys)


def read_dates(lower: str, today: dt.date | Callable[[], dt.date],
               ) -> tuple[dt.date, dt.date] | None:
    """The date range a request refers to, or None. Ranges are inclusive. `today` may be a
    function, called only when the request can name a date."""
    if not any(c.isdigit() for c in lower) and not _DATE_WORDS.intersection(
            words(normalise(lower) if not lower.isascii() else lower)):
        return None  # nothing below can match: spare compiling its patterns
    import datetime as dt

    if callable(today):
        today = today()
    found = rxcache.compile(_ISO).findall(lower)
    if found:
        days = []
        for y, m, d in found:
            try:
                days.append(dt.date(int(y), int(m), int(d)))
            except ValueError:
                continue
        if days:
            return min(days), max(days)
    if "yesterday" in lower or "hier" in lower.split():
        day = today - dt.timedelta(days=1)
        return day, day
    if rxcache.compile(r"\b(today|this morning|earlier today|aujourd'hui)\b").search(lower):
        return today, today
    if rxcache.compile(r"\b(last|past|previous) week\b|\bla semaine derni[eè]re\b").search(lower):
        return today - dt.timedelta(days=7), today
    if rxcache.compile(r"\b(last|past|previous) month\b|\ble mois dernier\b").search(lower):
        return today - dt.timedelta(days=31), today
    match = rxcache.compile(r"\b(\d+) days? ago\b").search(lower)
    if match:
        day = today - dt.timedelta(days=int(match.group(1)))
        return day, day
    match = rxcache.compile(r"\blast (" + "|".join(_WEEKDAYS) + r")\b").search(lower)
    if match:
        back = (today.weekday() - _WEEKDAYS[match.group(1)]) % 7 or 7
        day = today - dt.timedelta(days=back)
        return day, day
    match = rxcache.compile(r"\b(?:on |in |during |since )?(" + "|".join(_MONTHS)
                            + r")\.?(?: (\d{1,2}))?\b(?!\s*(?:to|be|i|we))").search(lower)
    if match and match.group(1) not in ("may", "mar"):  # "may" and "mar" are words too
        return _month_range(_MONTHS[match.group(1)], match.group(2), today)
    plain = normalise(lower) if not lower.isascii() else lower
    for match in rxcache.compile(r"\b(?:(\d{1,2})\.? (?:de )?|(en|im|in|em|a|au|de|di|del|"
                                 r"do|da|el|il|seit|since|desde|depuis) )?("
                                 + "|".join(_FOREIGN) + r")\b").finditer(plain):
        number, before, name = match.groups()
        if name not in _WORD_MONTHS or number or before in _IN_MONTH:
            return _month_range(_FOREIGN[name], number, today)
    return None


def _month_range(month: int, day: str | None, today: dt.date) -> tuple[dt.date, dt.date]:
    import datetime as dt

    year = today.year if month <= today.month else today.year - 1
    if day:
        try:
            exact = dt.date(year, month, int(day))
            return exact, exact
        except ValueError:
            pass
    start = dt.date(year, month, 1)
    end = (dt.date(year + (month == 12), month % 12 + 1, 1) - dt.timedelta(days=1))
    return start, end
