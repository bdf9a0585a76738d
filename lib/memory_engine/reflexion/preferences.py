"""Stated preferences: how this person wants things, said outright rather than as a complaint.

"I prefer type hints on every function, please remember that", "please always answer in
French", "from now on, commit messages in English": no agent action is being corrected, so this
is not a lesson about a mistake but a preference of the principal, for the personalized tier,
filed under a domain (commit messages, tone, length, code style, ...). A correction can carry one
too: "no, commit messages in English please" corrects the agent and says how this person wants
commit messages; it then proposes a preference beside its lesson.

The statement forms are first-person or standing-instruction forms in the five languages; the
domain comes from what the statement is about.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from memory_engine.records.frames import GLOSS, seen_line
from memory_engine.text import normalise

if TYPE_CHECKING:
    from memory_engine.storage.store import Store

# A standing instruction is read from its structure, not from a list of sentences: a general,
# habitual statement about how the work is done. Its signals are word classes, per language
# (normalised: lower case, no accents; "*" a word's beginning; a space joins a short phrase):
#
# * `frequency`: a habit's frequency ("always", "nie", "chaque fois"), in a clause that
#   addresses someone (it does not open by describing a thing: "the test always fails"), and
#   not read as "still" ("toujours pas", "immer noch") or "as always";
# * `onward`: a scope past this task ("from now on", "kunftig", "da ora in poi");
# * `standing`: a noun of standing rules ("habit", "convention", "Gewohnheit"), or `remember`
#   ("keep in mind", "merk dir"), said with a person in the clause;
# * a wish in the first person: `prefer` ("I prefer", "mir ist ... lieber") always;
#   `like` ("I like", "hatte ich gern", "a thing I care about") when the clause opens with it,
#   says how ("how I like it") or heads what follows ("one small thing I care about: ...");
#   `want` ("I'd like", "vorrei") only over a class of things (`every`: "every function",
#   "one sentence per line", "cualquier texto") or with one of the signals above: "I'd like you
#   to add a parser" is a request;
# * a condition on the agent's work (`when` + `you`: "when you report a model, give me the
#   AUC") whose main clause serves the person or holds a rule over a class;
# * the person as whom the work is for ("for me", "pour mes graphiques"): a clause it opens
#   and a colon closes heads standing rules, and a standing instruction over such work serves
#   the person (`how_wanted`).
#
# A question states nothing. A wish alone (`wished`) is what `how_wanted` reads in a correction.
WORD_CLASSES: dict[str, dict[str, str]] = {
    "frequency": {
        "en": "always, never, whenever, by default, every time, each time, as a rule",
        "fr": "toujours, jamais, systematiquement, par defaut, chaque fois, a chaque fois",
        "de": "immer, nie, niemals, stets, grundsatzlich, standardmassig, jedes mal, jedesmal",
        "es": "siempre, nunca, jamas, por defecto, cada vez",
        "it": "sempre, mai, di default, ogni volta",
        "pt": "sempre, nunca, jamais, por padrao, toda vez, cada vez"},
    "onward": {
        "en": "from now on, going forward, in future, in the future, next time, from here on",
        "fr": "desormais, dorenavant, a l avenir, a partir de maintenant, la prochaine fois",
        "de": "ab jetzt, ab sofort, in zukunft, kunftig, von nun an, nachstes mal",
        "es": "de ahora en adelante, a partir de ahora, en el futuro, la proxima vez",
        "it": "d ora in poi, da ora in poi, in futuro, la prossima volta",
        "pt": "daqui pra frente, daqui para frente, daqui em diante, de agora em diante, "
              "a partir de agora, da proxima vez"},
    "standing": {
        "en": "habit, habits, convention, conventions, preference, preferences, rule of thumb, "
              "rule, rules, how i work, the way i work",
        "fr": "habitude, habitudes, convention, conventions, preference, preferences, regle, "
              "regles",
        "de": "gewohnheit, gewohnheiten, konvention, konventionen, vorliebe, vorlieben, regel, "
              "regeln",
        "es": "costumbre, costumbres, habito, habitos, convencion, convenciones, preferencia, "
              "preferencias, regla, reglas",
        "it": "abitudine, abitudini, convenzione, convenzioni, preferenza, preferenze, regola, "
              "regole",
        "pt": "habito, habitos, costume, costumes, convencao, convencoes, preferencia, "
              "preferencias, regra, regras"},
    "remember": {
        "en": "remember, keep in mind, bear in mind, note that, note for later",
        "fr": "retiens, souviens toi, rappelle toi, n oublie pas",
        "de": "merk dir, merke dir, denk dran, denk daran, vergiss nicht",
        "es": "recuerda, acuerdate, ten en cuenta, no olvides",
        "it": "ricorda, ricordati, tieni a mente, non dimenticare",
        "pt": "lembra, lembre se, lembre, guarda isso, grava isso, nao esqueca"},
    "prefer": {
        "en": "prefer, rather", "fr": "prefere, prefererais",
        "de": "bevorzuge, lieber", "es": "prefiero, preferiria",
        "it": "preferisco, preferirei", "pt": "prefiro, preferiria"},
    # what the person likes, hates, or holds to ("a thing I care about", "j'y tiens")
    "like": {
        "en": "like, love, hate, fan, care about", "fr": "aime, adore, deteste, tiens a",
        "de": "mag, hasse, mir wichtig, mir ist wichtig", "es": "gusta, encanta, odio",
        "it": "piace, piacciono, odio, ci tengo", "pt": "gosto, adoro, odeio, faco questao"},
    "want": {
        "en": "want, wish", "fr": "veux, voudrais, souhaite, aimerais",
        "de": "will, mochte, wunsche, gern", "es": "quiero, quisiera, gustaria",
        "it": "voglio, vorrei", "pt": "quero, queria, gostaria"},
    "first": {
        "en": "i, my, me", "fr": "je, j, moi, me, mon, ma, mes",
        "de": "ich, mir, mich, mein, meine", "es": "yo, me, mi, mis", "it": "io, mi, me, mio, mia",
        "pt": "eu, me, mim, meu, minha"},
    # the first person's possessive: beside a noun of standing rules ("my habit", "uma
    # preferência minha", "una mia abitudine", "a convention of mine"), the rule is this
    # person's own, as a wish in the first person is
    # (French "ma" is left out: it is the Italian "but", "ma la regola è ...")
    "mine": {
        "en": "my, mine", "fr": "mon, mes, mienne, miennes, miens, mien",
        "de": "mein, meine, meiner, meinen, meinem, meines",
        "es": "mi, mis, mio, mia, mios, mias", "it": "mio, mia, miei, mie",
        "pt": "meu, minha, meus, minhas"},
    # before `like`, a wish for something ("I'd like you to add ...", "ich würde gern")
    "would": {"en": "would, d", "de": "wurde, wurden"},
    # a verb whose ending says "I" (the pronoun is left out: "prefiero", "vorrei")
    "own": {
        "es": "prefiero, preferiria, quiero, quisiera, odio",
        "it": "preferisco, preferirei, vorrei, voglio, ci tengo",
        "pt": "prefiro, preferiria, quero, queria, gostaria, gosto, adoro, odeio, faco questao"},
    "second": {
        "en": "you, your", "fr": "tu, te, toi, vous", "de": "du, dich, dir",
        "es": "tu, te, usted", "it": "tu, ti, te", "pt": "voce, tu, te"},
    "every": {
        "en": "every, each, all, any, anything, everything, per",
        "fr": "chaque, tout, tous, toute, toutes, n importe, par",
        "de": "jede, jeder, jedes, jeden, alle, allen, alles, pro",
        "es": "cada, todo, todos, toda, todas, cualquier, cualquiera, por",
        "it": "ogni, tutto, tutti, tutta, tutte, qualsiasi, qualunque, per",
        "pt": "cada, todo, todos, toda, todas, qualquer, tudo, por"},
    "when": {
        "en": "when, whenever", "fr": "quand, lorsque", "de": "wenn, sobald",
        "es": "cuando", "it": "quando", "pt": "quando"},
    # the person as the object right after `when`, the agent the subject its verb leaves out
    # ("quando mi proponi", "quando me mandares", "wenn du mir"): the work serves the person
    "to_me": {"en": "me", "fr": "me, m", "de": "mir, mich", "es": "me", "it": "mi, me",
              "pt": "me"},
    # `before` a kind of work: with a class of things after it ("before adding any new
    # crate", "avant chaque", "vor jedem"), a rule over every such work
    "before": {"en": "before", "fr": "avant", "de": "bevor, vor", "es": "antes", "it": "prima",
               "pt": "antes"},
    # a clause that frames a topic for rules that follow ("for state management in this app:",
    # "para las PRs de este repo:"): a for-word opening, this project named, a colon closing
    "for": {"en": "for", "fr": "pour", "de": "fur", "es": "para", "it": "per",
            "pt": "para, pra"},
    "this_project": {
        "en": "this repo, this project, this app, this codebase, this team",
        "fr": "ce repo, ce projet, cette appli, cette app, ce depot",
        "de": "diesem repo, diesem projekt, dieser app, dieses repo, dieses projekt",
        "es": "este repo, este proyecto, esta app, este repositorio",
        "it": "questo repo, questo progetto, questa app, questo repository",
        "pt": "este repo, este projeto, esta app, deste repo, deste projeto, nesta app, "
              "neste repo, neste projeto"},
    # after a frequency word, a reading of "still", of a past or of an idiom
    "still": {
        "en": "still, mind, worked, works, again", "fr": "pas, plus, encore",
        "de": "noch", "es": "todavia", "it": "ancora", "pt": "ainda"},
    # before a frequency word: "as always", "has always been"
    "as": {
        "en": "as, has, have, had, was, were", "fr": "comme", "de": "wie, war, hat",
        "es": "como, fue, era", "it": "come, era", "pt": "como, foi, era"},
    # how a clause that describes a thing, rather than addresses someone, opens
    "describing": {
        "en": "the, it, its, this, that, there, these, those, he, she, they, nothing, nobody, "
              "none",
        "fr": "le, la, les, il, elle, ca, ce, cela, ces, ils, rien, personne",
        "de": "der, die, das, es, er, sie, dieser, diese, nichts, niemand",
        "es": "el, los, las, lo, eso, esto, ella, ellos, nada, nadie",
        "it": "il, lo, gli, le, la, questo, questa, esso, niente, nessuno",
        "pt": "o, os, as, isso, isto, ele, ela, nada, ninguem"},
    # a request's courtesy: what makes a correction that names a personal domain a wish
    "please": {
        "en": "please, pls", "fr": "stp, svp, s il te plait, s il vous plait", "de": "bitte",
        "es": "por favor", "it": "per favore", "pt": "por favor"},
    # words that, beside `please`, only hold an instruction together at a clause's start
    "opening": {"en": "and, but, so, also, then, ok, okay", "fr": "et, mais, alors",
                "de": "und, aber, also, dann", "es": "y, pero, entonces",
                "it": "e, ma, poi, allora", "pt": "e, mas, entao"},
}
WISH_SPAN = 3  # a wish's pronoun stands this many words from its verb at most ("mir ist es lieber")
REMARK_WORDS = 4  # a remark on what the turn said before it: "it's just my taste", "house rule"
MINE_SPAN = 2  # a possessive stands this near its noun of standing rules ("a habit of mine")
# A word: letters, and the vowel signs and other marks that Indic scripts and Thai write inside
# a word (not letters to `\w`: "हमेशा" would be read as two words, "ทุกครั้ง" as two); the
# Devanagari danda ends a sentence, as a full stop does.
_TOKEN = re.compile(r"(?:[^\W_]|[\u0900-\u0963\u0966-\u0DFF\u0E00-\u0E4E\u0E80-\u0EFF])+")
_CLAUSE = re.compile(r"[^.;:!?\n\u3002\u0964\u0965]+[.;:!?\n\u3002\u0964\u0965]*")
_CLASSES: dict[str, frozenset[tuple[str, ...]]] | None = None
# (class, entry) -> the languages whose table holds that entry in that class
_ENTRY_LANGUAGES: dict[tuple[str, tuple[str, ...]], frozenset[str]] = {}
_UNSPACED: re.Pattern[str] | None = None  # the entries of languages written without spaces
_CODE_LIKE = re.compile(r"`[^`]*`|(?<![^\s`])\S*[=/\\]\S*|(?<!\S)--?\w\S*")


def describing_words() -> frozenset[str]:
    """The words a clause that describes a thing opens with, every language (`describing`)."""
    return class_words("describing")


def class_words(name: str) -> frozenset[str]:
    """The one-word entries of a word class (`WORD_CLASSES`), every language."""
    return frozenset(entry[0] for entry in _classes()[name] if len(entry) == 1)


def _classes() -> dict[str, frozenset[tuple[str, ...]]]:
    """class -> its entries as word tuples, all languages together, the languages of
    `preference_words` too (built on first use)."""
    global _CLASSES, _UNSPACED
    if _CLASSES is None:
        from memory_engine.reflexion.preference_words import MORE_WORD_CLASSES, UNSPACED

        classes: dict[str, set[tuple[str, ...]]] = {}
        languages: dict[tuple[str, tuple[str, ...]], set[str]] = {}
        unspaced: set[str] = set()
        for table in (WORD_CLASSES, MORE_WORD_CLASSES):
            for name, by_lang in table.items():
                for lang, text in by_lang.items():
                    for entry in text.split(","):
                        words = tuple(_TOKEN.findall(normalise(entry)))
                        if words:
                            classes.setdefault(name, set()).add(words)
                            languages.setdefault((name, words), set()).add(lang)
                            if lang in UNSPACED:
                                unspaced.add(" ".join(words))
        # the longest first: "更喜欢" is one entry, not "更" and "喜欢"
        _UNSPACED = re.compile("|".join(re.escape(e) for e in sorted(unspaced, key=len,
                                                                      reverse=True)))
        _ENTRY_LANGUAGES.update({key: frozenset(langs) for key, langs in languages.items()})
        _CLASSES = {name: frozenset(entries) for name, entries in classes.items()}
    return _CLASSES


def _languages_at(words: list[str], at: int, names: set[str]) -> frozenset[str]:
    """The languages of the entries of the classes `names` that start at word `at`: "ako" is
    the Tagalog first person, "i" the English one, "mau" the Indonesian "want"."""
    out: set[str] = set()
    for name in names:
        for entry in _classes().get(name, ()):
            if tuple(words[at:at + len(entry)]) == entry:
                out |= _ENTRY_LANGUAGES.get((name, entry), frozenset())
    return frozenset(out)


def _said_by_first_person(words: list[str], marks: list[set[str]], at: int) -> bool:
    """Is the wish at word `at` said by a first person near it in the same language ("I
    like", "ako gusto", "ich möchte")? A pronoun of one language beside a verb of another is
    two words of a third language that happen to be spelled so ("i ... mau" in Tahitian),
    not a person saying what they want."""
    verb = _languages_at(words, at, marks[at] & _WISH_VERBS)
    return any("first" in marks[j] and _languages_at(words, j, {"first"}) & verb
               for j in range(max(0, at - WISH_SPAN), min(len(words), at + WISH_SPAN + 1)))


_WISH_VERBS = frozenset({"prefer", "like", "want"})


def _marks(words: list[str]) -> list[set[str]]:
    """For each word of a clause, the classes an entry starting there belongs to; a phrase's
    class is on its first word, its later words carry `+` (no class of their own)."""
    classes = _classes()
    out: list[set[str]] = [set() for _ in words]
    covered = [False] * len(words)
    for i in range(len(words)):
        for name, entries in classes.items():
            for entry in entries:
                if tuple(words[i:i + len(entry)]) == entry and (len(entry) > 1 or not covered[i]):
                    out[i].add(name)
                    for j in range(i + 1, i + len(entry)):
                        covered[j] = True
                        out[j].add("+")
    return out


def _clauses(text: str) -> list[tuple[list[str], bool, bool]]:
    """(words, is a question, ends on a colon) of each clause of the normalised text."""
    out = []
    prose = _CODE_LIKE.sub(" ", normalise(text))  # "--color=never" is code, not a habit
    _classes()
    if _UNSPACED is not None and not prose.isascii():
        # "我更喜欢", "好みを": the words of a class set apart from the characters around them
        prose = _UNSPACED.sub(lambda m: f" {m.group(0)} ", prose)
    for match in _CLAUSE.finditer(prose):
        words = _TOKEN.findall(match.group(0))
        if words:
            out.append((words, "?" in match.group(0), match.group(0).rstrip().endswith(":")))
    return out


def _signals(text: str) -> set[str]:
    """The structural signals of a standing instruction the text holds (see WORD_CLASSES)."""
    found: set[str] = set()
    for clause_at, (words, question, heading) in enumerate(_clauses(text)):
        if question:
            continue
        marks = _marks(words)
        has = set().union(*marks)
        start = next((i for i, m in enumerate(marks) if not m & {"opening", "please", "+"}),
                     len(words))
        addresses = not (start < len(words) and "describing" in marks[start]
                         and not has & {"first", "second"})
        for i, m in enumerate(marks):
            if "frequency" in m and addresses:
                after = marks[i + 1] if i + 1 < len(words) else set()
                before = marks[i - 1] if i > 0 else set()
                if "still" not in after and "as" not in before:
                    found.add("frequency")
            if m & _WISH_VERBS and ("own" in m or _said_by_first_person(words, marks, i)):
                found.add("wish")
                found.update(_wish_kind(words, marks, i, start, heading))
        if "onward" in has:
            found.add("onward")
        # a noun of standing rules said with a person in the clause ("my habit", "you know
        # our conventions"), heading it ("convention: snake_case everywhere"), or in a short
        # remark after what was said ("that's the convention", "그냥 내 취향이야"); not one
        # the work is about ("add a rule that denies S3 buckets", "split the long rule")
        if "standing" in has and (has & {"first", "second"} or heading
                                  or (start < len(words) and "standing" in marks[start])
                                  or (clause_at > 0 and len(words) <= REMARK_WORDS)):
            found.add("standing")
        if any("standing" in m and any("mine" in n for n in marks[max(0, i - MINE_SPAN):
                                                                   i + MINE_SPAN + 1])
               for i, m in enumerate(marks)):
            found.add("wish")  # "my habit", "uma preferência minha": this person's own rule
        # "remember" as an instruction: it opens the clause or follows its person ("please
        # remember", "I want you to remember"), not "the list should remember which items"
        if any("remember" in m and (i <= start or any(n & {"first", "second"}
                                                      for n in marks[max(0, i - 2):i]))
               for i, m in enumerate(marks)):
            found.add("standing")
        if "every" in has:
            found.add("every")
        when = next((i for i, m in enumerate(marks) if "when" in m), None)
        if when is not None and any("second" in m for m in marks[when + 1:when + 3]):
            found.add("when-you")
            if any("first" in m for m in marks[when + 3:]):
                found.add("served")  # "when you report a model, give me the AUC"
        # "quando mi proponi", not the first person's own reflexive verb ("quando mi
        # connetto", "cuando me conecto": its ending says "I")
        if when is not None and when + 2 < len(words) and "to_me" in marks[when + 1] and (
                not words[when + 2].endswith("o")):
            found.update(("when-you", "served"))
        ahead = next((i for i, m in enumerate(marks) if "before" in m), None)
        if ahead is not None and any("every" in m for m in marks[ahead + 1:ahead + 5]):
            found.add("standing")  # "before adding any new crate", "avant chaque commit"
        if heading and "before" in has and addresses:
            # "one thing before you touch the heat budget:", "before the new fee program:": a
            # heading that puts what follows ahead of the coming work states how it is done
            # (not one that describes a thing: "the printer puts a space before the colon:")
            found.add("standing")
        if heading and start < len(words) and "for" in marks[start] and "this_project" in has:
            found.add("standing")  # "for state management in this app: ..."
        # the person as whom the work is for: "for me", "for my charts", "pour mes", "für
        # meine", "per i miei"
        for_me = any("for" in m and any("first" in n for n in marks[i + 1:i + 3])
                     for i, m in enumerate(marks))
        if for_me:
            found.add("for-me")
        if heading and start < len(words) and "for" in marks[start] and for_me:
            # "for my charts in general: ...", "pour mes graphiques :": rules over the
            # person's own things
            found.add("standing")
    # a standing instruction over work done for the person ("next time you write migrations
    # for me: ...") serves that person
    if "for-me" in found and found & {"frequency", "onward", "standing"}:
        found.add("served")
    return found


def _wish_kind(words: list[str], marks: list[set[str]], at: int, start: int,
               heading: bool = False) -> set[str]:
    """A wish that states a preference by itself: `prefer`; `like` opening its clause, said
    of how ("that's how I like it") or heading what follows ("one small thing I care about:
    ..."); `want` never by itself (a request: "I'd like you to ...")."""
    # "rather" prefers after a "would" ("i'd rather", "i would rather"), not in "rather than"
    if "prefer" in marks[at] and (words[at] != "rather" or (at > 0 and "would" in marks[at - 1])):
        return {"prefers"}
    if "like" in marks[at] and "would" not in marks[at - 1] and (
            at - start <= WISH_SPAN or heading
            or _HOW.intersection(words[max(0, at - WISH_SPAN):at])):
        return {"prefers"}
    return set()


_HOW = frozenset({"how", "way", "comme", "wie", "como", "come", "so"})


def is_stated(text: str) -> bool:
    """Does the turn state how the person wants things: a standing instruction (see
    WORD_CLASSES), not a one-off ask?"""
    if not text or len(text) > 1200:  # a pasted document is not a statement of preference
        return False
    found = _signals(text)
    if found & {"frequency", "onward", "standing", "prefers"}:
        return True
    if "wish" in found and "every" in found:
        return True
    return "when-you" in found and bool(found & {"every", "served"})


HEADING_WORDS = 8  # a heading clause's words at most ("one thing before we start on the reports:")
HEADED_BODY = 4  # words after it at least


def headed(text: str) -> bool:
    """Does the text open with a heading: a short clause closed by a colon ("before you
    start:", "Пред да почнеш:", "Эхлэхээс өмнө:"), not a question, with a body of its own
    after it? A heading sets what follows apart as something to keep, whatever the language."""
    if not text or len(text) > 1200:
        return False
    clauses = _clauses(text)
    if len(clauses) < 2:
        return False
    (words, question, heading), rest = clauses[0], clauses[1:]
    return (heading and not question and len(words) <= HEADING_WORDS
            and sum(len(w) for w, _, _ in rest) >= HEADED_BODY)


# The end of a sentence in the scripts the principals write: a full stop, an exclamation or
# question mark, the ideographic and Armenian full stops, the Arabic question mark, the danda.
_SENTENCE_END = re.compile(r"(?<=[.!?\u3002\u0589\u061f\u0964])\s+|(?<=\u3002)")
_HEADING_COLON = re.compile(r"[:\uff1a]\s")
TABLE_SHARE = 0.2  # share of a text's words that are function words of a language the tables read


def statement_then_task(text: str) -> tuple[str, str] | None:
    """A headed text (`headed`) whose body states something and then ends with the task it
    was said ahead of ("Başlamadan: ... isteerim, ... diil. Şindi openscad-libs paketinä bir
    install fazası koy"): (the statement, the task), the task being the body's last sentence.
    None when the text has no heading or its body is one sentence (the heading names a topic
    and the body is the task: "tidy up: the player scripts should live in Assets/Scripts")."""
    if not headed(text):
        return None
    colon = _HEADING_COLON.search(text)
    if colon is None:
        return None
    sentences = [s for s in _SENTENCE_END.split(text[colon.end():].strip())
                 if _TOKEN.search(s)]
    if len(sentences) < 2:
        return None
    return " ".join(sentences[:-1]), sentences[-1]


def tables_read(text: str) -> bool:
    """Is the text written in a language the word tables read: a fifth or more of its words
    function words of its language (`text.language`)? A text they do not read ("Angla te
    kezdis: me kamav ...") says nothing by the absence of their words."""
    from memory_engine.text import function_words, language, tokenise

    words = [w for token in tokenise(text) for w in token.split("'") if w]
    if not words:
        return False
    known = function_words(language(text))
    return sum(w in known for w in words) >= TABLE_SHARE * len(words)


def wished(text: str) -> bool:
    """Does the text say in the first person how this person wants things ("I prefer", "so
    hätte ich es gern", "quiero que")?"""
    return bool(text) and len(text) <= 1200 and "wish" in _signals(text)


# Domain -> words that put a statement in it (normalised). First match wins, so the more
# specific domains come first.
DOMAINS: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (name, re.compile(pattern)) for name, pattern in (
        ("commit-messages", r"\bcommit messages?\b|\bcommits\b|\bmessages? de commit\b|"
                            r"\bmessaggi(?:o)? di commit\b|\bmensajes? de commit\b|"
                            r"\bmensage(?:m|ns) de commit\b|"
                            r"\bcommit-?nachricht"),
        ("language", r"\b(?:in|en|auf|in) (?:english|french|german|spanish|italian|anglais|"
                     r"francais|allemand|espagnol|italien|inglese|francese|tedesco|spagnolo|"
                     r"italiano|ingles|frances|aleman|espanol|englisch|franzosisch|deutsch|"
                     r"spanisch|italienisch|portugues|ingles|frances|alemao|espanhol|italiano)\b"),
        ("testing", r"\b(?:tests?|testes?|pruebas?|pytest|unittest|jest|vitest|coverage|tdd|"
                    r"testing)\b"),
        ("response-length", r"\b(?:short|shorter|brief|concise|verbose|long|length|terse|"
                            r"court|courte|courts|courtes|concis|bref|breve|brevi|corto|corta|"
                            r"cortos|cortas|curto|curta|curtos|curtas|kurz|kurze|kurzer|knapp|lines|lignes|"
                            r"righe|lineas|linhas|"
                            r"zeilen|"
                            r"bullet points?|tl;?dr|summary|summaries)\b"),
        # how to address the person, never a bare pronoun: "tu", "du" and "Sie" are in every
        # French or German sentence, and the French "ton" is also "your"
        ("tone", r"\b(?:tone|formal|informal|casual|polite|friendly|emoji|emojis|tutoie\w*|"
                 r"tutoy\w*|vouvoie\w*|vouvoy\w*|duzen|duzt|siezen|siezt|tutear|tutea|tuteo|"
                 r"usted|dare del (?:tu|lei)|dai del (?:tu|lei)|(?:le|un|ce|den|der|im) ton|"
                 r"tonfall|tono)\b"),
        ("code-style", r"\b(?:type hints?|typing|annotations?|naming|names?|style|format|"
                       r"formatting|indent|indentation|docstrings?|comments?|camelcase|"
                       r"snake_case|functions?|classes|imports?|f-strings?|semicolons?|"
                       r"quotes|tabs|spaces|"
                       # the same words in the other languages
                       r"noms|nommage|namen|benennung|nombres|nomi|nomes|estilo|stile|stil|"
                       r"fonctions?|funktion(?:en)?|funcion(?:es)?|funzion[ei]|funca?o(?:es)?|"
                       r"commentaires?|kommentare?|comentarios?|comment[io]|tipos?|typen)\b"),
        ("dependencies", r"\b(?:pnpm|npm|yarn|pip|uv|poetry|dependenc(?:y|ies)|packages?|"
                         r"librar(?:y|ies)|dependances?|paquets?|bibliotheques?|dipendenz[ae]|"
                         r"pacchett[io]|librerie|dependencias?|paquetes?|librerias?|"
                         r"abhangigkeit(?:en)?|pakete?|bibliothek(?:en)?|dependencias|pacotes?|"
                         r"bibliotecas?)\b"),
        ("git-workflow", r"\b(?:branch|branches|push|rebase|merge|pull requests?|prs?|main)\b"),
        ("documentation", r"\b(?:docs?|documentation|readme|changelog)\b"),
        ("tickets", r"\b(?:tickets?|issues?|estimates?|jira|stories|story points)\b"),
        ("communication", r"\b(?:emails?|messages?|slack|reply|replies|answer|answers|"
                          r"reponses?|risposte?|respuestas?|respostas?|antworten?)\b"),
    ))


# What a correction can say about the person rather than the project: "pytest, not unittest" is
# the project's convention (a lesson); "commit messages in English" is how this person wants
# their commit messages (a lesson and a preference).
PERSONAL_DOMAINS = frozenset({"commit-messages", "language", "response-length", "tone",
                              "communication"})


def domain_of(text: str) -> str:
    """The domain a statement is filed under: the first of DOMAINS its words name, else the
    first kind of work they name (`concepts`: "interface", "money"), else "general"."""
    norm = normalise(text)
    for name, pattern in DOMAINS:
        if pattern.search(norm):
            return name
    from memory_engine import concepts

    kinds = concepts.of_words(statement(text))
    return kinds[0] if kinds else "general"


def personal(text: str) -> bool:
    """Is the statement said in the first person of how this person wants things ("I prefer",
    "so mag ich es", "when you write tests for me: ...", "pour mes graphiques : ...")?"""
    return bool(text) and len(text) <= 1200 and bool(_signals(text) & {"wish", "served"})


def how_wanted(text: str) -> bool:
    """A correction that also says how this person wants a kind of output (language, tone,
    length, commit messages), says in the first person how they want the work done ("I
    prefer class-based views", "so hätte ich es gern"), or sets a rule over work done for
    them ("when you write tests for me: ...", "for my charts: ..."): it proposes a preference
    beside its lesson."""
    if not text or len(text) > 1200:
        return False
    # said in the first person, or of work done for the person ("when you write go tests
    # for me: table-driven", "for my charts: viridis"): how this person wants it, whatever
    # the kind of work
    if _signals(text) & {"wish", "served"}:
        return True
    if domain_of(text) not in PERSONAL_DOMAINS:
        return False
    # the domain's words name how the person wants their output in a standing instruction,
    # or in a clause that is courteous ("no, commit messages in English please"), serves the
    # person ("just tell me which files changed, in a few lines") or says nothing else ("non,
    # en français"); not in "why do you put the 500 messages in assigns?" nor in "a 400-line
    # diff in the scene"
    # A standing word and the domain's word in one sentence: "siempre django.utils.timezone
    # ... y el email de recordatorio" sets a rule about time zones, not about emails.
    for sentence in _SENTENCE_END.split(text):
        if domain_of(sentence) in PERSONAL_DOMAINS and _signals(sentence) - {"every", "wish"}:
            return True
    for words, question, _ in _clauses(text):
        if question or domain_of(" ".join(words)) not in PERSONAL_DOMAINS:
            continue
        has = set().union(*_marks(words))
        if "please" in has or "first" in has or len(words) <= BARE_WISH:
            return True
    return False


BARE_WISH = 6  # words of a clause that names a personal domain and nothing else


# An obligation stated of the work itself, in the third person ("every migration needs a Down
# section", "todo modelo novo tem que vir com testes", "chaque route doit avoir un test"): a
# norm of the project, not a wish of the person (normalised text; six languages).
_OBLIGED = re.compile(
    r"\b(?:needs?|must|has to|have to|is required|are required|doit|doivent|il faut|"
    r"deve|devono|bisogna|va fatt[oa]|tiene que|tienen que|debe|deben|hay que|tem que|"
    r"tem de|tem que|precisa(?:m)? (?:de|ter|vir|ser)|devem|muss|mussen|braucht|brauchen)\b")
# The person as the one served: "tell me", "give me", "show me", "dis-moi", "mir", "me des".
_SERVED = re.compile(r"\b(?:me|my|mine|moi|mir|mich|mi|mio|mia|meu|minha|mis)\b|-moi\b")


def obliged(text: str) -> bool:
    """Does the text state an obligation ("needs", "must", "tem que", "muss")?"""
    return _OBLIGED.search(normalise(text)) is not None


def norm_of_work(text: str) -> bool:
    """A standing rule about how the project's work is done, stated as an obligation of the
    work in the third person and serving no one in particular: a procedural lesson, not a
    preference. "From now on every migration needs a Down section" is one; "I prefer table
    tests", "please always use f-strings", "give me the AUC" and "commit messages in English"
    are how this person wants things (see `how_wanted`)."""
    if not text or len(text) > 1200 or how_wanted(text):
        return False
    return obliged(text) and _SERVED.search(normalise(text)) is None


def statement(text: str) -> str:
    """The preference in the person's words, one line, bounded."""
    flat = " ".join(text.split())
    return flat if len(flat) <= STATEMENT_CHARS else flat[:STATEMENT_CHARS - 1].rstrip() + "…"


STATEMENT_CHARS = 280  # the most of a turn a preference's headline shows


# A sentence ends at a full stop, a question or exclamation mark or a semicolon before a space
# (not in "conftest.py" nor "2.5"), or before a closing quote or bracket and a space ("like
# 'No seats yet.' that's how"), at an ideographic one, or at a line break.
_SENTENCE_END = re.compile(r"(?<=[.!?;])\s+|(?<=[.!?;]['\"\u2019\u201d)\]])\s+"
                           r"|(?<=[\u3002\uff01\uff1f\uff1b])|\n+")


def stated_part(text: str) -> str:
    """The turn from the sentence that states the preference (`is_stated`) on, with the
    sentences before it that speak in the first person ("for flags I want tests that drive the
    binary. That's how I like it covered, please stick to it"): what comes before ("works fine
    thanks", "adding an export subcommand next") is not what the person wants from now on. What
    follows stays: it goes on with the rule ("un module par fonction dans modules/ ...") as
    often as it asks for the next task. The whole text when no sentence states it alone."""
    sentences = [s.strip() for s in _SENTENCE_END.split(text.strip()) if s and s.strip()]
    first = next((i for i, s in enumerate(sentences) if is_stated(s)), None)
    if first is None or _refers_back(sentences[first]):
        return text
    while first > 0 and _in_first_person(sentences[first - 1]):
        first -= 1
    return " ".join(sentences[first:])


def _refers_back(sentence: str) -> bool:
    """Does the sentence open on what was said before it ("that's just how i want our copy to
    sound", "so hätte ich es gern", "c'est comme ça que je l'aime"): a word that describes a
    thing or says how (`describing`, `_HOW`)? The preference is then in the sentences before."""
    words = _TOKEN.findall(normalise(sentence))
    return bool(words) and (words[0] in describing_words() or words[0] in _HOW)


def _in_first_person(sentence: str) -> bool:
    """Does the sentence speak in the first person or say how the person wants things
    (`_PERSONAL`): "a mí me cuesta leer cadenas point-free así de largas"?"""
    return bool(_signals(sentence) & _PERSONAL) or any(
        "first" in m for words, _, _ in _clauses(sentence) for m in _marks(words))


# the signals of a sentence that says how the person wants things, without a standing word of
# its own ("for flags I want tests that drive the binary", "no quiero strings escritos a mano")
_PERSONAL = frozenset({"wish", "served", "when-you", "for-me"})


_HEADLINE = re.compile(r"^Preference \(([^)]*)\): (.+)$", re.MULTILINE)


def wish(text: str) -> set[str]:
    """What a statement wants, as keys two wordings of it share (`lessons.subject`), without
    the words that only say it is a wish ("I prefer", "please remember that", "from now on"):
    "as I said: type hints on all functions, that's how I like it" and "I prefer type hints on
    every function signature" want the same."""
    from memory_engine.reflexion.lessons import subject

    words = _TOKEN.findall(normalise(text))
    marks = _marks(words)
    return subject(" ".join(w for w, m in zip(words, marks, strict=True)
                            if not m & _SAYS_WISH))


# the classes whose words only say that a statement is a wish
_SAYS_WISH = frozenset({"frequency", "onward", "standing", "remember", "prefer", "like", "want",
                        "first", "+"})


def restated(store: Store, text: str, domain: str) -> str | None:
    """The id of the live personalized record of `domain` whose statement says what `text`
    wants (see `wish`), or None: a preference said again, in other words or another session,
    strengthens that record instead of becoming a second one."""
    from memory_engine.records import tiers as T
    from memory_engine.reflexion.lessons import same_subject

    mine = wish(text)
    if not mine:
        return None
    for row in store.index.list(tier=T.PERSONALIZED):
        if str(row.fields.get("domain") or "") != domain:
            continue
        try:
            body = store.load(row.id).body
        except Exception:
            continue
        found = _HEADLINE.search(body or "")
        if found and same_subject(mine, wish(found.group(2))):
            return row.id
    return None


TOPIC_KINDS = 2  # kinds of work a preference's topic names after its domain


def kinds_of(text: str, action: str = "", context: list[str] | None = None) -> list[str]:
    """The kinds of work a preference is about (`concepts`): of the agent's action it was said
    about ("when you summarise playbook runs for me, ..." after `ansible-playbook`: the
    deployment), then of its words, then of the session's work before it (`context`,
    `situation.of_session`); at most MAX_KINDS. `action` is given only when the words speak
    of it (`action_spoken_of`)."""
    from memory_engine import concepts

    # the whole turn from the statement on, not the headline's cut of it: the task it was
    # said ahead of ("... now, an SQS queue for the SMS retries") is the work it is about
    out = concepts.of_situation(action, _bounded(stated_part(text)))
    if context:
        from memory_engine.reflexion.situation import of_session

        out += [k for k in of_session(context)[1] if k not in out]
    return out[:concepts.MAX_KINDS]


def action_spoken_of(text: str, action: str, claim: str = "", request: str = "") -> str:
    """`action` when the statement speaks of the agent's action it follows (`situation.relates`)
    and that action is not a run that only checked work the words never name
    (`prescribe._only_checked`), else ""."""
    if not action:
        return ""
    from memory_engine.reflexion import situation as sit
    from memory_engine.reflexion.prescribe import _only_checked

    where = sit.of_action(action, claim, False)
    if _only_checked(action, text) or not sit.relates(text, where, action, request, claim):
        return ""
    return action


def topic_of(text: str, domain: str, action: str = "", context: list[str] | None = None) -> str:
    """`preference-<domain>`, then the kinds of work the statement is about (`kinds_of`) that
    are not its domain: recall states a preference whose kinds a request names."""
    kinds = [k for k in kinds_of(text, action, context) if k != domain][:TOPIC_KINDS]
    return "-".join(["preference", domain, *kinds])


def preference_text(text: str, domain: str, day: str, session_id: str,
                    action: str = "", context: list[str] | None = None) -> str:
    """The body of a personalized candidate: the statement, what its domain covers, the kinds
    of work it is about (`kinds_of`: a request for such work meets it in other words), and
    what the session it was said in was about (`situation.of_session`: the files, programs
    and requests of that work, which a later request for the same work names again)."""
    from memory_engine import concepts
    from memory_engine.reflexion.prescribe import context_line
    from memory_engine.reflexion.situation import of_session

    about = GLOSS.get(domain)
    kinds = kinds_of(text, action, context)
    left = _left_out(text)
    # the words the record shows already: the turn's, or the headline's when it cuts the turn
    said = normalise(headline(text, domain) if left else text)
    terms = [t for t in of_session([*left, *(context or [])])[0] if t not in said]
    return (f"{headline(text, domain)}\n" + (f"About: {about}.\n" if about else "")
            + (f"{concepts.line(kinds)}\n" if kinds else "")
            + (f"{context_line(terms)}\n" if terms else "") + seen_line(day, session_id))




TURN_CHARS = 1200  # the most of a turn a preference's kinds and terms are read from


def _bounded(text: str) -> str:
    """The turn as one line, at most TURN_CHARS (`statement` keeps a headline's 280)."""
    return " ".join(text.split())[:TURN_CHARS]


def _left_out(text: str) -> list[str]:
    """What the headline (`statement`) cuts of the turn, as a request of the session's context
    (`situation.of_session`): the task a preference was said ahead of ("... now proofread
    chapter 03", "what does hw-0417's base layer look like now?") names the work and the
    things it is about, which the record's Context line then keeps. Nothing when the headline
    holds the whole turn."""
    from memory_engine.reflexion.turns import SAID

    whole = _bounded(stated_part(text))
    if len(whole) <= STATEMENT_CHARS:
        return []
    # from the start of the word the headline cuts, a request per sentence: the session's
    # context is read latest first, and the task a statement heads comes last
    rest = whole[whole.rfind(" ", 0, STATEMENT_CHARS - 1) + 1:]
    return [SAID + s.strip() for s in _SENTENCE_END.split(rest) if s and s.strip()]


def headline(text: str, domain: str) -> str:
    """The preference line itself: what admission compares (the body's first line)."""
    return f"Preference ({domain}): {statement(stated_part(text))}"
