"""From a correction to a prescription: what went wrong, and what to do instead.

Deterministic on purpose (no model call): the kind of evidence (a rejected tool, an interrupt, a
repeated request, or the family of the trigger that fired) picks the lesson's shape, and the
human's own words fill it. The human's words after a correction are usually the best statement of
what to do instead, so they are quoted, not paraphrased.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, TypeVar

from memory_engine import concepts
from memory_engine.records.frames import WHY, seen_line
from memory_engine.reflexion.corrections import PASTED, Correction

if TYPE_CHECKING:
    from memory_engine.reflexion.situation import Situation

T = TypeVar("T")

SAMPLE_PER_PART = 10  # 10 early + 10 middle + 10 late
INSTEAD_CHARS = 160  # of the command run as told that a lesson names

# Trigger-id fragments -> family. Triggers a user adds may use any id: they fall back to "wrong".
_FAMILIES: tuple[tuple[str, str], ...] = (
    ("still", "unverified"), ("doesnt-work", "unverified"), ("not-working", "unverified"),
    ("not-seeing", "unverified"), ("marche-pas", "unverified"), ("non-funziona", "unverified"),
    ("sigue-sin", "unverified"), ("funktioniert", "unverified"), ("kaputt", "unverified"),
    ("mistake", "unverified"),
    ("told-you", "ignored"), ("tai-dit", "ignored"), ("ti-ho-detto", "ignored"),
    ("te-dije", "ignored"), ("gesagt", "ignored"), ("remember", "ignored"),
    ("did-you-check", "ignored"), ("asked-for", "ignored"), ("trompe", "unverified"),
    ("undo", "overreach"), ("annul", "overreach"), ("deshaz", "overreach"),
    ("ruckgangig", "overreach"), ("forgot", "incomplete"), ("oublie", "incomplete"),
    ("dimenticato", "incomplete"), ("olvidaste", "incomplete"), ("vergessen", "incomplete"),
    ("you-just", "overreach"), ("stop", "pace"), ("arrete", "pace"), ("fermati", "pace"),
    ("para", "pace"), ("hor-auf", "pace"), ("careful", "pace"), ("too-much", "scope"),
    ("sycophant", "candour"), ("nonsense", "candour"), ("again", "repeat"),
    ("otra-vez", "repeat"), ("refais", "repeat"), ("repeated-request", "repeat"),
    ("same-error", "unverified"), ("didnt-you", "unverified"), ("tas-pas-lu", "unverified"),
    ("non-hai-letto", "unverified"), ("hast-nicht", "unverified"), ("i-said", "ignored"),
    ("you-keep", "ignored"), ("tu-as-casse", "overreach"), ("ne-touche-pas", "overreach"),
    ("non-cancellare", "overreach"), ("no-toques", "overreach"), ("borraste", "overreach"),
    ("losch-das-nicht", "overreach"), ("en-dont", "overreach"),
    ("accusing", "overreach"), ("regression", "unverified"), ("fixed-nothing", "unverified"),
    ("rien-corrige", "unverified"), ("niente-sistemato", "unverified"),
    ("nichts-behoben", "unverified"), ("no-hacia-falta", "scope"), ("not-needed", "scope"),
    ("overdoing", "scope"),
)

_WENT_WRONG = {
    "rejected": "the user rejected the agent's {tool} call",
    "interrupt": "the user interrupted the agent in the middle of its work",
    "repeat": "the user had to repeat a request the agent had not carried out",
    "unverified": "the agent treated the work as done, but the problem was still there",
    "ignored": "the agent did not follow an instruction the user had already given",
    "overreach": "the agent changed or removed something the user did not want changed",
    "incomplete": "the agent left out part of what was asked",
    "pace": "the agent went ahead faster or further than the user wanted",
    "scope": "the size or amount of the output did not fit what the user wanted",
    "candour": "the agent agreed or asserted without grounds",
    "wrong": "the agent's output or reading of the request was wrong",
}

_DO_INSTEAD = {
    "rejected": "before running {tool} on something the user did not ask for, say what it is "
                "for and wait for a go-ahead; then do what the user asked instead",
    "interrupt": "stop, re-read the user's last message and follow it before resuming",
    "repeat": "carry out a request the first time it is made, and say when it is done",
    "unverified": "check the result yourself (run it, look at it) before saying it works",
    "ignored": "re-read the user's standing instructions before acting, and follow them",
    "overreach": "change only what was asked; ask before deleting, reverting or rewriting",
    "incomplete": "go through every part of the request before calling it done",
    "pace": "slow down: confirm the plan with the user before acting",
    "scope": "match the size and scope the user asked for",
    "candour": "give an honest, grounded answer, even when it disagrees with the user",
    "wrong": "follow the user's correction",
}


def family(correction: Correction) -> str:
    """The lesson shape for a correction: the strongest evidence decides."""
    for signal in ("rejected", "interrupt"):
        if signal in correction.signals:
            return signal
    for trigger in correction.triggers:
        name = _trigger_family(trigger)
        if name:
            return name
    if "repeat" in correction.signals:
        return "repeat"
    return "wrong"


def _trigger_family(trigger: str) -> str:
    return next((name for fragment, name in _FAMILIES if fragment in trigger), "")


def disputes_claim(correction: Correction) -> bool:
    """Does the turn dispute what the agent last claimed? It says the problem is still there
    or the result was never checked (a trigger of the "unverified" family), or reports
    something broken or failing (a pasted error, "now the build takes 10 minutes")."""
    if not correction.claim:
        return False
    if any(_trigger_family(t) == "unverified" for t in correction.triggers):
        return True
    from memory_engine.reflexion.relations import features

    human = "" if correction.quote.startswith("[") else correction.quote
    found = features(human, action=correction.action, claim=correction.claim)
    return bool(found["now_broken"] or found["praise_broken"] or found["pasted_error"])


def situation_of(correction: Correction) -> Situation:
    """What the correction is about: the agent's claim when the turn disputes it, else its
    last action (see `situation.of_action`)."""
    from memory_engine.reflexion.situation import of_action

    return of_action(correction.action, correction.claim, disputes_claim(correction))


def went_wrong(correction: Correction) -> str:
    tool = f"`{correction.tool}`" if correction.tool else "tool"
    return _WENT_WRONG[family(correction)].format(tool=tool)


def do_instead(correction: Correction) -> str:
    tool = f"`{correction.tool}`" if correction.tool else "a tool"
    text = _DO_INSTEAD[family(correction)].format(tool=tool)
    if correction.quote and not correction.quote.startswith("["):
        text += f'. The user said: "{correction.quote}"'
    return text


class Lesson:
    """A prescriptive lesson drawn from one correction: when, do, not, why, seen."""

    __slots__ = ("acted", "avoid", "avoided", "body", "content", "entities", "situation",
                 "topic", "trigger", "wanted")  # `trigger` ends with the lesson's kinds of work

    def __init__(self, *, body: str, content: str, topic: str, trigger: list[str],
                 entities: list[str], wanted: str, avoided: str, situation: str,
                 avoid: list[str] | None = None, acted: bool = False) -> None:
        self.body = body
        self.content = content      # the body without its provenance line (what is judged)
        self.topic = topic
        self.trigger = trigger
        self.entities = entities    # what the words and the action they speak of turn on
        self.wanted = wanted
        self.avoided = avoided
        self.situation = situation
        self.avoid = list(avoid or [])  # entities of the agent's action the correction is about
        self.acted = acted          # `avoided` is the agent's action or claim, not a stock line


# A clause that says what to do: an imperative or a standing rule, in the five languages.
_DIRECTIVE = re.compile(
    r"\b(use|using|always|never|instead|rather|run|keep|put|only|just|prefer|should|must|"
    r"need to|make sure|do not|don't|dont|leave|add|remove|write|call|check|ask|"
    r"utilise|utilises|toujours|jamais|plutot|a la place|lance|garde|mets|laisse|faut|"
    r"usa|usare|sempre|mai|invece|lancia|tieni|metti|lascia|bisogna|"
    r"usa|siempre|nunca|en lugar|en vez|ejecuta|deja|pon|hay que|"
    r"benutze|benutz|nimm|verwende|immer|nie|niemals|stattdessen|lieber|lass|mach|"
    # "only", as the English entry above, in the other languages
    r"seulement|uniquement|solo|soltanto|solamente|nur|apenas|somente|"
    # the English imperatives above (add, remove, replace, change, do, go through), in the
    # other languages
    r"ajoute|ajouter|supprime|enleve|remplace|modifie|fais|passe par|relance|"
    r"aggiungi|rimuovi|togli|sostituisci|modifica|fai|passa per|rilancia|"
    r"anade|agrega|quita|elimina|reemplaza|cambia|haz|pasa por|vuelve a|"
    r"fuge|entferne|ersetze|andere|nutze|fuhre|gib|"
    r"adiciona|acrescenta|tira|substitui|altera|faz|poe|roda|passa pelo|passa pela|"
    # run, check, write, ask, keep and pass through (a tool), as the other languages say them
    r"execute|verifie|ecris|demande|passe|"
    r"esegui|controlla|verifica|scrivi|chiedi|mantieni|passa|"
    r"corre|lanza|pasa|comprueba|revisa|escribe|pregunta|manten|"
    r"starte|prufe|pruf|schreib|schreibe|frag|behalte|lauf|"
    r"executa|confere|escreve|pergunta|mantem)\b")
# English "do" opening a part as its verb ("do the filtering in sql"): the imperative the
# table has in the other languages ("fais", "fai", "haz", "faz"), not a question's auxiliary
# ("do you ...", "do we ...") nor "do not" (in the table).
_DO = re.compile(r"do (?!(?:you|we|they|i|it|he|she|not|n't|so)\b)[a-z]")
# A frequency word is what makes most clauses a standing rule ("always X", "never Y"); in a
# clause that opens by describing a thing ("die läuft dort nie wieder", "the test always
# fails"), it says what happens, not what to do.
_FREQUENCY = frozenset("""always never toujours jamais sempre mai siempre nunca immer nie
niemals""".split())  # noqa: SIM905 - a word list reads better as text
# How a clause says how the work is done with no person as its subject, per language (on
# normalised text): "bestehende Migrationen fasst man nicht an", "on n'ecrit jamais", "non si
# tocca", "se drenan los nodos", "carregam-se na funcao load".
_IMPERSONAL = {
    "de": re.compile(r"\bman\b"),
    "fr": re.compile(r"\bon (?:ne |n')?[a-z]{3,}"),
    "it": re.compile(r"(?:^|\bnon )si [a-z]{3,}|\b(?:qui|la|sempre|mai) si [a-z]{3,}"),
    "es": re.compile(r"(?:^|[,;]\s*|\b(?:primero|luego|despues|antes|aqui|siempre|nunca|"
                     r"solo|no) )se [a-z]{3,}(?:an|en|a|e)\b"),
    "pt": re.compile(r"\b[a-z]{3,}-se\b"),
}
_REPROACH = re.compile(
    r"^(why|what|how many|pourquoi|qu'est-ce|perche|perché|cosa|por que|por qué|que|qué|"
    r"warum|wieso|was)\b|\b(i told you|i said|i asked|je t'ai dit|j'ai dit|ti ho detto|"
    r"te dije|ich hab(e)? (dir )?(doch )?gesagt)\b")
# (French "ne" opens a negation the clause goes on with, "ne donne jamais ...": it stays; so
# does "no" or "non" with no mark after it: "no se desactivan reglas", "non si tocca", "no
# tests here" negate what follows, where "no, use uv" answers)
_LEAD = re.compile(r"^(?:(?:(?:no+|non)(?=\s*[,.!:;-]|\s*$)|nope|nah|nein|"
                   r"ne(?![^.!?]{0,40}\b(?:pas|jamais|plus|rien|personne|aucun|aucune)\b)|"
                   r"stop|wait|hey|ugh|hmm|oh|ah|ok|okay|"
                   r"please|so|and|but|mais|ma|pero|aber|alors|bon|bueno|eh|attends|aspetta|"
                   r"espera|warte|actually)\b[ ,.!:;-]*)+", re.IGNORECASE)
# (a colon after a word opens a clause too: "pipeline says otherwise: we always test with
# -race" reports, then prescribes; "ici on utilise pnpm: pnpm add" is joined again by it)
# (a path's dots end no sentence: "run golangci-lint run ./... yourself" is one clause)
_CLAUSE = re.compile(r"(?<!/\.\.\.)(?<!/\.)(?<=[.!?;])\s+|(?<!\s)\s+[-—–:]\s+|"
                     r"(?<=[^\W\d_]):\s+(?=[^\W\d_])|"
                     r",\s+(?=(?:but|mais|ma|pero|aber|and|et|e|y|und)\b)|\n+")


# Pasted output (a fenced block, an indented log): evidence of what went wrong, not what to do.
_FENCED = re.compile(r"```.*?(?:```|$)", re.DOTALL)


def clauses(text: str) -> list[str]:
    """The clauses of a turn: its sentences, and the parts a dash or a conjunction joins."""
    return [clause for _, clause in _separated(text)]


def _separated(text: str) -> list[tuple[str, str]]:
    """(what separated it from the clause before, the clause) for each clause of `clauses`."""
    out: list[tuple[str, str]] = []
    sep = ""
    for n, piece in enumerate(_split_outside_code(text.strip())):
        if n % 2:
            sep += piece
            continue
        before = piece[:len(piece) - len(piece.lstrip(" ,;"))]
        clause = piece.strip(" ,;")
        if clause:
            out.append((sep + before, clause))
            sep = ""
        else:
            sep += piece
    return out


_CODE_SPAN = re.compile(r"`[^`\n]+`")


def _split_outside_code(text: str) -> list[str]:
    """`text` split as `re.split` with `_CLAUSE` in a group would, except inside a code span:
    "`allocator: std.mem.Allocator`" is one identifier, not two clauses."""
    spans = [m.span() for m in _CODE_SPAN.finditer(text)]
    out: list[str] = []
    last = 0
    for m in _CLAUSE.finditer(text):
        if any(a < m.start() < b for a, b in spans):
            continue
        out += [text[last:m.start()], m.group(0)]
        last = m.end()
    return [*out, text[last:]]


def _joined(sep: str) -> str:
    """How two clauses the turn wrote one after the other are joined again: a comma, colon,
    dash or semicolon that stood between them is kept ("use |>, not %>%, and one verb per
    line" is not "not %>% and one verb per line")."""
    mark = next((c for c in sep if c in ",;:—–-"), "")
    return {"": " ", ",": ", ", ";": "; ", ":": ": "}.get(mark, f" {mark} ")


# A clause that a conjunction opens goes on with the one before it ("add a new field, deprecate
# the old one, and once it's removed mark its number as reserved").
PRESCRIBES = 2.0  # what a clause that says what to do weighs (naming things weighs 1.5)
_GOES_ON = re.compile(r"^(?:and|et|e|y|und|or|ou|o|oder)\b", re.IGNORECASE)


def wanted_of(text: str, avoided: list[str]) -> str:
    """The clause(s) of the human's turn that say what to do instead, in their own words.

    A clause that prescribes (an imperative, a modal, a standing or house rule, in any of the
    languages) weighs more than one that only names things: pasted diagnostics name files and
    symbols too, and they say what went wrong, not what to do. A pasted block is a clause
    boundary, and a clause the person opens by telling what the agent did ("you
    full-refreshed it in prod") says what not to do."""
    from memory_engine.reflexion.commands import work_of
    from memory_engine.reflexion.preferences import obliged
    from memory_engine.reflexion.relations import house_rule, told, you_did
    from memory_engine.reflexion.situation import entities_in
    from memory_engine.text import language

    lang = language(text)
    scored: list[tuple[float, int, str]] = []
    introduces: dict[int, int] = {}  # clause -> entities it names that the agent did not use
    reproaches: set[int] = set()
    narrations: set[int] = set()  # clauses that tell what happened once ("last time it ...")
    separated = _separated(PASTED.sub("\n", _FENCED.sub("\n", text)))[:12]
    parts = [_without_narration(clause) for _, clause in separated]
    for i, clause in enumerate(parts):
        lower = clause.lower()
        new = [e for e in entities_in(clause) if e not in avoided]
        introduces[i] = len(new)
        # a clause that is a command line ("fvm flutter test") is what to run instead
        head = clause.split(",")[0]
        command = work_of(head) is not None and len(head.split()) <= 6
        directs = bool(command or obliged(clause) or _impersonal(clause, lang)
                       or _directs(clause))
        # a rule over a whole class of things that names what it is made of ("every money
        # COMPUTE is `ROUNDED`", "everything goes through gradle/libs.versions.toml")
        prescribes = directs or house_rule(clause) or (bool(new) and _over_every(clause))
        # a clause that only describes what happens "always" or "never" weighs as one that
        # names things: chosen when nothing says what to do
        described = not prescribes and _describes_with_frequency(clause)
        score = 1.5 * bool(new or command) + PRESCRIBES * prescribes + 1.0 * described
        # (a part after a comma may tell it too: "it's set up, you just guessed")
        if (_REPROACH.search(lower) or told(clause)
                or any(you_did(part) for part in clause.split(","))):
            reproaches.add(i)
        # (what "we" or "us" did once is no house rule: "last time it cost us 11 days")
        if not directs and _narrates(clause):
            narrations.add(i)
        score -= 1.0 if clause.endswith("?") or i in reproaches else 0.0
        scored.append((score, i, clause))
    best = [c for c in scored if c[0] > 0]
    if any(c[1] not in reproaches for c in best):  # "why did you ...?" says what not to do
        best = [c for c in best if c[1] not in reproaches]
    if any(c[1] not in narrations for c in best):  # the story of a past incident is the why
        best = [c for c in best if c[1] not in narrations]
    if not best:
        return ""
    ranked = sorted(best, key=lambda c: (-c[0], c[1]))[:3]
    # beside a clause that prescribes, one that only names things is the report, not the rule;
    # a third clause only when it prescribes too (a rule a colon splits: "never quote a figure
    # from dev: run it on prod")
    top = {c[1] for n, c in enumerate(ranked) if c[0] >= PRESCRIBES
           or (ranked[0][0] < PRESCRIBES and n < 2)}
    if not any(introduces[i] for i in top):
        # what was chosen names nothing the agent did not use ("we never build in-source", "it's
        # set up, you just guessed"): a clause after it that does says what to use instead
        # ("it's cmake --preset debug"), whatever words the turn's language prescribes with.
        # (Before it, such a clause is most often the report of what broke: a pasted error,
        # "the template hits order.customer per row".)
        naming = sorted((c for c in best if introduces[c[1]] and c[1] > min(top)
                         and _prose(c[2])),
                        key=lambda c: (-c[0], -introduces[c[1]], c[1]))
        top |= {c[1] for c in naming[:1]}
    goes_on = {i + 1 for i in top if i + 1 < len(parts) and _GOES_ON.match(parts[i + 1])}
    chosen = ""
    last = -2
    for i in sorted(top | goes_on):
        part = parts[i].strip() if i in goes_on - top else _LEAD.sub("", parts[i]).strip()
        if chosen:
            chosen += _joined(separated[i][0]) if i == last + 1 else " "
        chosen += part
        last = i
    return chosen[:240].rstrip(" ,;")


PROSE_WORDS = 3  # words of letters alone that make a clause a sentence, not a line of output
_PROSE_WORD = re.compile(r"(?<![\w./:(-])[^\W\d_]{3,}(?![\w./:(-])")


def _prose(clause: str) -> bool:
    """Is the clause written as a sentence (PROSE_WORDS words of letters alone, not part of a
    path, a call or an identifier), not a line of pasted output ("internal/reserve/cache.go:58
    +0x8c", "double s=0;for(size_t i=0;...")?"""
    return len(_PROSE_WORD.findall(clause)) >= PROSE_WORDS


def _without_narration(clause: str) -> str:
    """The clause without its parts (between commas) that tell a one-off event (a past
    point in time: `_anchored_in_past`) and say nothing to do, when what is left says what to
    do ("I'll restore data/ from last night's backup, you run it the right way" prescribes
    "you run it the right way"); else the whole clause (a clause that only narrates is the
    why, however it reads once the story is out: "that way every invoice gets a public url,
    last time it took us a week")."""
    pieces = clause.split(",")
    if len(pieces) < 2:
        return clause
    kept = [p for p in pieces if _directs(p) or not _anchored_in_past(p)]
    if not kept or len(kept) == len(pieces):
        return clause
    rest = ",".join(kept).strip(" ,;")
    return rest if _directs(rest) else clause


def _anchored_in_past(part: str) -> bool:
    """Does the part name a past point in time ("last night", "yesterday", "in March", a
    date: `admission.features` anecdote anchors)? A past tense alone is not enough in a part
    this short: German "was" (what) reads as one."""
    from memory_engine.admission.features import ANECDOTE, PAST_ANCHOR, dated_events

    return bool(ANECDOTE.search(part) or PAST_ANCHOR.search(part) or dated_events(part))


def _narrates(clause: str) -> bool:
    """Does the clause tell a one-off past event ("last time it cost us 11 days", "we had
    this exact bug in march": `admission.features` anecdote cues, in the languages they are
    read in)? Such a clause is why the rule matters, not what to do."""
    from memory_engine.admission.features import Features

    return bool(Features.of(clause).anecdote)


def _directs(clause: str) -> bool:
    """Does the clause say what to do (`_DIRECTIVE`, on normalised text: the table is written
    without accents), other than by a frequency word in a clause that describes a thing?"""
    return any(not _describes(part, found) for part, found in _directives(clause))


def _describes_with_frequency(clause: str) -> bool:
    found = _directives(clause)
    return bool(found) and all(_describes(part, words) for part, words in found)


def _directives(clause: str) -> list[tuple[str, set[str]]]:
    """(part, its directive words) for each part of the clause (between commas) that has
    some."""
    from memory_engine.text import normalise

    out = []
    for part in normalise(clause).split(","):
        found = {m.group(0) for m in _DIRECTIVE.finditer(part)}
        if _DO.match(_LEAD.sub("", part.strip())):
            found.add("do")
        if found:
            out.append((part, found))
    return out


def _describes(part: str, found: set[str]) -> bool:
    """A part whose only directive words are frequency words and that opens by describing a
    thing says what happens, not what to do."""
    return found <= _FREQUENCY and _opens_describing(part)


def _opens_describing(clause: str) -> bool:
    """Does the clause open by describing a thing (an article, a pronoun of a thing:
    `preferences.WORD_CLASSES` "describing"), not by addressing someone?"""
    from memory_engine.reflexion.preferences import describing_words
    from memory_engine.text import normalise

    words = re.findall(r"[^\W_]+", normalise(_LEAD.sub("", clause)))
    return bool(words) and words[0] in describing_words()


def _over_every(clause: str) -> bool:
    """Does the clause open with a word that takes in a whole class of things ("every",
    "everything", "anything", "chaque", "jede": `preferences` "every")?"""
    from memory_engine.reflexion.preferences import class_words
    from memory_engine.text import normalise

    words = re.findall(r"[^\W_]+", normalise(_LEAD.sub("", clause)))
    return bool(words) and words[0] in class_words("every")


def _impersonal(clause: str, lang: str) -> bool:
    """Does the clause state how the work is done impersonally, in the turn's language
    (`_IMPERSONAL`: "man", "on", "si", "se", "-se")?"""
    from memory_engine.text import normalise

    pattern = _IMPERSONAL.get(lang)
    return pattern is not None and pattern.search(normalise(clause)) is not None


# What comes before a thing the human refuses: a negation, or a "rather than" that sets it aside
# (normalised text; the five languages).
_REFUSING = re.compile(
    r"\b(?:no|not|never|don'?t|do not|stop|non|ne|pas|jamais|mai|nunca|nicht|nie|niemals|kein|"
    r"keine|keinen|instead of|rather than|au lieu de|plutot que|invece di|anziche|en vez de|"
    r"en lugar de|statt|anstatt)\b")


def refused_in_words(text: str, named: list[str]) -> str:
    """The entity the human's words refuse ("don't use pip, use uv" -> pip): the first one a
    negation or a "rather than" precedes in the same clause, with at most a few words between."""
    from memory_engine.text import normalise

    for clause in clauses(text):
        norm = normalise(clause)
        for negation in _REFUSING.finditer(norm):
            after = norm[negation.end():negation.end() + 40]
            for entity in named:
                found = re.search(r"(?<![\w.-])" + re.escape(entity) + r"(?![\w])", after)
                if found is None:
                    continue
                between = after[:found.start()]
                # "no, use uv": an interjection's negation ends at its comma
                if (len(between.split()) <= 3
                        and not re.search(r"[,;:!?]", between)):
                    return entity
    return ""


def make_lesson(correction: Correction, *, day: str, session_id: str,
                rule: str = "", rule_source: str = "") -> Lesson:
    """The lesson a correction teaches, from the agent's action and the human's words.

    `rule`: the CLAUDE.md line the correction restates, when there is one (`rule_source` says
    where it is); it is quoted, since a standing rule says best what to do.
    """
    from memory_engine.reflexion import situation as sit

    human = "" if correction.quote.startswith("[") else correction.quote
    where = situation_of(correction)
    action = correction.action
    checked = work_checked(correction, human, where)
    if checked:  # the words speak of the work the last run checked, not of the run
        action, where = checked, sit.of_action(checked)
    named = sit.entities_in(human)
    request, path = correction.request, action.partition(": ")[2]
    # (words that speak of the work the run checked speak of that act: `work_checked`)
    if human and not checked and not sit.relates(human, where, action, correction.request,
                                                 correction.claim):
        # the words never speak of the agent's last action (a test run before "don't use pip,
        # use uv"): the lesson is about what they say, and that action is nothing to avoid
        where = sit.of_words(human, named)
        path = ""
        if where.kind != "other":
            # they name work of another kind ("don't use pip, use uv" after a test run): the
            # request that action answered is not the situation. Words that name no work of
            # their own ("do it through the pipeline instead") still answer that request.
            request = ""
    avoided = where.entities
    wanted = wanted_of(human, [e.lower() for e in avoided]) if human else ""
    instead = correction.instead.partition(": ")[2]
    if instead:
        # the agent ran, in place of its own, the command the words spelled out: that is
        # what to do, whatever else the words tell (what went wrong, the machine's story)
        wanted = f"run `{instead[:INSTEAD_CHARS]}`"
    if not wanted and rule:
        wanted = rule
    if where.kind == "other" and named:  # no action to go by: what the human names
        where = sit.Situation("other", what=f"`{named[0]}`", done=where.done)
    situation = where.wording
    do = wanted or _DO_INSTEAD[family(correction)].format(
        tool=f"`{correction.tool}`" if correction.tool else "a tool")
    refused = "" if where.done else refused_in_words(human, named)
    # No action of the agent's and nothing the words refuse: the lesson has no "Not:" rather
    # than a stock sentence every such lesson would share.
    done = where.done or (f"`{refused}`" if refused else "")
    wanted_entities = [e for e in named if e not in [a.lower() for a in avoided]]
    lines = [f"When {situation}, do: {do.rstrip('.')}." + (f" Not: {done}." if done else "")]
    if rule:
        lines.append(f'Restates {rule_source or "CLAUDE.md"}: "{rule}".')
    if human:
        lines.append(f'{WHY}{human}".')
    content = "\n".join(lines)
    kinds = kinds_of(correction, acted=bool(where.done), request=request, wanted=wanted,
                     action=action)
    if where.kind in HANDED_OVER and concepts.HANDOFF not in kinds:
        # it answers the agent saying the work was done: needed when work is handed over
        kinds.insert(0, concepts.HANDOFF)
    # the session's work beside the last act: what it touched and asked for, and its kinds
    terms, session_kinds = sit.of_session(correction.context, sit.language_of(human))
    kinds += [k for k in session_kinds if k not in kinds][:max(0, concepts.MAX_KINDS - len(kinds))]
    if kinds:
        lines.append(concepts.line(kinds))
    said = content.lower()
    terms = [t for t in terms if t not in said]
    if terms:
        lines.append(context_line(terms))
    lines.append(seen_line(day, session_id))  # the full id is in `source`
    entities = list(dict.fromkeys([*wanted_entities, *(a.lower() for a in avoided)]))
    topic = sit.topic_for(where, wanted_entities, avoided)
    if "-" not in topic:  # nothing named: the topic says what the words are about
        word = next((w for w in trigger_for(correction, limit=1) if len(w) >= 5), "")
        topic = f"{topic}-{sit.slug(word)}".strip("-") if word else topic
    triggers = sit.trigger_words(where, wanted_entities, sit.language_of(human), path,
                                 request=request) or trigger_for(correction)
    # the prescription's own identifiers ("FixedUpdate", "leafwing-input-manager"), which name
    # the tool or API to use in every language
    said_triggers = " ".join(triggers)
    triggers += [" ".join(re.findall(r"[^\W_]{2,}", i)) for i in sit.identifiers_in(wanted)
                 if " ".join(re.findall(r"[^\W_]{2,}", i)) not in said_triggers]
    return Lesson(body="\n".join(lines), content=content, topic=topic,
                  trigger=triggers + [k for k in kinds if k not in triggers]
                  + [t for t in terms if t not in triggers and t not in kinds],
                  entities=entities[:8], wanted=do, avoided=done, situation=situation,
                  avoid=[a.lower() for a in avoided], acted=bool(where.done))


def work_checked(correction: Correction, human: str, where: Situation) -> str:
    """The act whose work the agent's last run checked or put to use, when the correction
    speaks of that work and not of the run: the last action is a command (a run that checks,
    `commands.work_of`: tests, a build, a linter; or one that runs, deploys or shows the work:
    `cargo dev`, `tools/deploy.sh`, `git status`), the words name an earlier act of the
    session (an edit, a command: its file or program, or the names an edit wrote,
    `actions.names_in`), more of it than of the run's entities, the one they share most with
    (the latest of those that share as much), and they do not speak of handing the work over
    ("before you say it's ready, ..."). Words that name the run itself and nothing more of
    an earlier act ("never run send_newsletter.py without --dry-run")
    are about the run. "why did you add a member to Transformer in the public header?" after
    `ctest` is about the edit of `transformer.hpp`, "time.sleep keeps the ESP32 awake" after
    `tools/deploy.sh` about the edit of `main.py`: its situation, its trigger and its kinds of
    work are that edit's, not running the tests or the deployment. Else ""."""
    from memory_engine.reflexion import situation as sit
    from memory_engine.reflexion.actions import act_of, names_of
    from memory_engine.reflexion.commands import work_of
    from memory_engine.reflexion.turns import SAID

    tool, _, command = correction.action.partition(": ")
    if tool != "Bash" or not command.strip():
        return ""
    # the person's own words: output pasted in names the files of the run that failed
    words = PASTED.sub(" ", _FENCED.sub(" ", human))
    if (not words.strip() or where.kind in HANDED_OVER
            or correction.action not in correction.context
            # "before you say it's ready, run pluginval": about handing the work over
            or concepts.HANDOFF in concepts.of_words(words)):
        return ""
    before = correction.context[:correction.context.index(correction.action)]
    # words that name the run speak of it, unless they share more with an earlier act
    best, best_score = "", int(sit.names_action(words, where))
    for item in reversed(before):
        act = act_of(item)
        if item.startswith(SAID) or act == correction.action:
            continue
        tool, _, argument = act.partition(": ")
        earlier = work_of(argument) if tool == "Bash" else None
        if earlier is not None and earlier.kind in _CHECKS:
            continue  # another run that checks: no more the work than the last one
        # what the words share with the act: its file or command, and the names of what it
        # wrote; the act that shares most, the latest of those that share as much
        score = (sit.names_action(words, sit.of_action(act))
                 + len(shared_names(words, names_of(item))))
        if score > best_score:
            best, best_score = act, score
    return best


def shared_names(words: str, names: list[str]) -> list[str]:
    """The names of what an edit wrote (`actions.names_in`) that the words name: whole (a
    name as written, in any case), or a part of a name made of parts (`ParamByName` of
    `Query.Params.ParamByName`) of five characters or more."""
    lower = words.lower()
    out: list[str] = []
    for name in names:
        parts = [name, *(p for p in re.split(r"\.|::", name) if len(p) >= 5 and p != name)]
        if any(re.search(r"(?<![\w-])" + re.escape(p.lower()) + r"(?![\w-])", lower)
               for p in parts):
            out.append(name)
    return out


# Situations (`situation.KINDS`) in which the agent said what its work achieved or that it was
# done: what such a lesson teaches is needed whenever work is handed over as finished.
HANDED_OVER = frozenset({"done", "claim"})


def context_line(terms: list[str]) -> str:
    """The body line that names what the session a record came from was about."""
    return f"Context: {', '.join(terms)}."


def kinds_of(correction: Correction, *, acted: bool, request: str, wanted: str = "",
             action: str | None = None) -> list[str]:
    """The kinds of work a lesson is about (`concepts`): of the agent's action when the words
    speak of it (`acted`), of the request the action answered, then of what the human said to
    do (`wanted`, else their words with pasted output left out). The action and the request
    lead: they are the work the lesson is needed for, where the words of a long correction
    (its report of what broke, its reasons) name kinds in passing."""
    human = "" if correction.quote.startswith("[") else correction.quote
    words = PASTED.sub(" ", _FENCED.sub(" ", human))
    said = wanted or words
    action = (correction.action if action is None else action) if acted else ""
    if action and _only_checked(action, words):
        action = ""
    kinds = concepts.of_situation(action, request, said)
    if concepts.HANDOFF not in kinds and concepts.HANDOFF in concepts.of_words(words):
        # when the lesson applies, wherever the words say it ("... before you say it's ready")
        kinds.insert(0, concepts.HANDOFF)
    return kinds[:concepts.MAX_KINDS]


# What a command does when it only checks the work the agent did before it (tests, a build, a
# linter): the agent's way of checking, which a lesson is about only when the words say so.
_CHECKS = frozenset({"test", "build", "check"})


def _only_checked(action: str, words: str) -> bool:
    """Is the agent's last action a run that checks its work (`commands.work_of`: tests, a
    build, a linter) whose kind of work the person's words never name? Then the correction
    is about the work checked (the request's), not about how it was checked: "after every
    await check mounted" said after `flutter test` is no testing lesson."""
    from memory_engine.reflexion.commands import work_of

    tool, _, command = action.partition(": ")
    work = work_of(command) if tool == "Bash" else None
    if work is None or work.kind not in _CHECKS:
        return False
    return not set(concepts.of_action(action)) & set(concepts.of_words(words))


_STOP_WORDS = """a an and are as at be but by can could did do does dont for from had has
have i if in into is it its just like make me my no not now of on or our please so that the
them then there these this those to too up us use was we were what when where which why will
with would you your yes ok okay still again also should already"""
_STOP = frozenset(_STOP_WORDS.split())
_TOKEN = re.compile(r"[A-Za-z][A-Za-z0-9_.-]{2,}")


def trigger_for(correction: Correction, limit: int = 2) -> list[str]:
    """A plain trigger (all words must occur) from the most specific words of the quote; the
    fallback when neither the action nor the words name an entity."""
    words: list[str] = []
    human = "" if correction.quote.startswith("[") else correction.quote  # "[...]": our label
    for word in _TOKEN.findall(human):
        lower = word.lower().strip(".-_")
        if lower in _STOP or lower in words or len(lower) < 4 or lower.startswith("redacted"):
            continue
        words.append(lower)
    words.sort(key=len, reverse=True)
    chosen = words[:limit]
    if chosen:
        return chosen  # each word its own trigger: two words of a complaint rarely recur together
    # nothing specific to key on ("ok run it!"): the tool or the kind of mistake selects it
    return [correction.tool.lower() if correction.tool else family(correction)]


def stratified(items: Sequence[T], per_part: int = SAMPLE_PER_PART) -> list[T]:
    """All items if few; else `per_part` evenly spaced from each third, in order."""
    n = len(items)
    if n <= 3 * per_part:
        return list(items)
    picked: list[int] = []
    bounds = [(0, n // 3), (n // 3, 2 * n // 3), (2 * n // 3, n)]
    for lo, hi in bounds:  # evenly spaced, first and last of each part included
        last = hi - 1 - lo
        picked.extend(lo + round(i * last / (per_part - 1)) for i in range(per_part))
    return [items[i] for i in sorted(set(picked))]
