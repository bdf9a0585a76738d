"""What a retrieval request says, read once: its words, content terms, stems and any dates.

Deterministic and dictionary-free: a short stop list (English and French, the languages the seed's
principals wrote in), the Snowball stemmer of the request's language (`text.stem`) to compare
"deployed" with "deploy", and a date reader for ISO dates and the relative forms people type
("yesterday", "last week", "last Friday", "in March"). `today` is a parameter so the same
request gives the same answer in tests and benchmarks.
"""

from __future__ import annotations

import datetime as dt
import re

from memory_engine import clock
from memory_engine.index import words
from memory_engine.text import language, stem

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

_MONTHS = {name: i + 1 for i, name in enumerate(
    ("january", "february", "march", "april", "may", "june", "july", "august",
     "september", "october", "november", "december"))}
_MONTHS.update({name[:3]: num for name, num in list(_MONTHS.items())})
_WEEKDAYS = {name: i for i, name in enumerate(
    ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"])}
_ISO = re.compile(r"\b(\d{4})-(\d{2})-(\d{2})\b")
# Every word one of read_dates' forms needs (besides a digit).
_DATE_WORDS = frozenset({"yesterday", "hier", "today", "morning", "aujourd", "week", "semaine",
                         "month", "mois", "ago", "last", *_MONTHS, *_WEEKDAYS})
class Query:
    """A request, analysed: text, lower-case words, content terms (no stop words) and dates."""

    __slots__ = ("date_range", "lang", "lower", "stems", "terms", "text", "today", "word_set")

    def __init__(self, text: str, today: dt.date | None = None,
                 ignore: frozenset[str] = frozenset()) -> None:
        """`ignore`: words that find records but do not tell them apart, such as the principals'
        names, which nearly every preference and reaction record contains: they stay in the
        full-text search and are left out of coverage."""
        self.text = text
        self.lower = text.lower()
        self.today = today or clock.today()
        all_words = words(text)
        self.word_set = set(all_words)
        self.terms = list(dict.fromkeys(w for w in all_words if w not in STOPWORDS
                                        and w not in SCAFFOLD and not w.isdigit()))
        # Both sides of every comparison are stemmed in the request's language, so a word the
        # request and a record share always has one stem, whatever language the record is in.
        self.lang = language(text)
        self.stems = {stem(w, self.lang) for w in self.terms if w not in ignore}
        self.date_range = read_dates(self.lower, self.today)

    def search_text(self) -> str:
        """The words handed to full-text search: content terms only (stop words add noise)."""
        return " ".join(self.terms)

    def stem(self, word: str) -> str:
        """`word`'s stem in the request's language: what `stems` holds."""
        return stem(word, self.lang)

    def coverage(self, text: str) -> float:
        """Share of this request's content stems that occur in `text` (0 when it has none)."""
        if not self.stems:
            return 0.0
        lang = self.lang
        have = {stem(w, lang) for w in words(text)}
        return len(self.stems & have) / len(self.stems)


def read_dates(lower: str, today: dt.date) -> tuple[dt.date, dt.date] | None:
    """The date range a request refers to, or None. Ranges are inclusive."""
    if not any(c.isdigit() for c in lower) and not _DATE_WORDS.intersection(words(lower)):
        return None  # nothing below can match: spare compiling its patterns
    found = _ISO.findall(lower)
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
    if re.search(r"\b(today|this morning|earlier today|aujourd'hui)\b", lower):
        return today, today
    if re.search(r"\b(last|past|previous) week\b|\bla semaine derni[eè]re\b", lower):
        return today - dt.timedelta(days=7), today
    if re.search(r"\b(last|past|previous) month\b|\ble mois dernier\b", lower):
        return today - dt.timedelta(days=31), today
    match = re.search(r"\b(\d+) days? ago\b", lower)
    if match:
        day = today - dt.timedelta(days=int(match.group(1)))
        return day, day
    match = re.search(r"\blast (" + "|".join(_WEEKDAYS) + r")\b", lower)
    if match:
        back = (today.weekday() - _WEEKDAYS[match.group(1)]) % 7 or 7
        day = today - dt.timedelta(days=back)
        return day, day
    match = re.search(r"\b(?:on |in |during |since )?(" + "|".join(_MONTHS) + r")\.?(?: (\d{1,2}))?"
                      r"\b(?!\s*(?:to|be|i|we))", lower)
    if match and match.group(1) not in ("may", "mar"):  # "may" and "mar" are words too
        return _month_range(_MONTHS[match.group(1)], match.group(2), today)
    return None


def _month_range(month: int, day: str | None, today: dt.date) -> tuple[dt.date, dt.date]:
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
