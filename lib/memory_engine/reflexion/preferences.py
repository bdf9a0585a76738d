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

# A statement of how the person wants things (normalised text: lower case, no accents).
_STATED = re.compile(
    r"\bi (?:really |would |'d |d )?(?:prefer|like|want you to|love it when|hate it when)\b|"
    r"\bmy preference\b|\bi(?:'m| am) (?:a fan of|used to)\b|"
    r"(?:^|[.,;:!]\s*|\b(?:please|pls|and|but|so) )(?:always|never)\b(?! (?:mind|worked|works))|"
    r"\b(?:use|write|run|keep|put|answer|reply) (?:always|never)\b|"
    r"(?:^|[.,;:!]\s*|\b(?:stp|svp|s'il te plait|et|mais) )(?:toujours|jamais)\b|"
    r"\b(?:utilise|ecris|lance|garde|mets|reponds) (?:toujours|jamais)\b|"
    r"(?:^|[.,;:!]\s*|\b(?:per favore|e|ma) )(?:sempre|mai)\b|"
    r"\b(?:usa|scrivi|lancia|tieni|metti|rispondi) (?:sempre|mai)\b|"
    r"(?:^|[.,;:!]\s*|\b(?:por favor|y|pero) )(?:siempre|nunca)\b|"
    r"\b(?:usa|escribe|ejecuta|deja|pon|responde) (?:siempre|nunca)\b|"
    r"(?:^|[.,;:!]\s*|\b(?:bitte|und|aber) )(?:immer|niemals|nie)\b|"
    r"\b(?:benutze?|nimm|verwende|schreib|schreibe|antworte) (?:immer|niemals|nie)\b|"
    r"\b(?:remember|keep in mind|note) (?:that|this|for later|for next time|for the future)\b|"
    r"\bplease remember\b|\bfrom now on\b|\bgoing forward\b|\bin (?:the )?future\b|"
    r"\bby default\b|"
    r"\bje (?:prefere|prefererais|veux que tu|voudrais que tu|prefere que|prefere qu|"
    r"n'aime pas|aime bien|aime pas)\b|\bj'(?:aime|adore|prefere)\b|"
    r"\b(?:retiens|souviens-toi|rappelle-toi|n'oublie pas) (?:que|qu'|bien|de|d')|"
    r"\b(?:desormais|dorenavant|a l'avenir|a partir de maintenant)\b|"
    r"\b(?:preferisco|preferirei|mi piace|vorrei che tu|non mi piace)\b|"
    r"\b(?:ricorda(?:ti)?|tieni a mente) (?:che|di)\b|"
    r"\b(?:d'ora in poi|da ora in poi|in futuro)\b|"
    r"\b(?:prefiero|preferiria|me gusta|quiero que)\b|"
    r"\b(?:recuerda|acuerdate|ten en cuenta) (?:que|de)\b|"
    r"\b(?:de ahora en adelante|a partir de ahora|en el futuro)\b|"
    r"\bich (?:bevorzuge|mag|hatte gern|hatte lieber|will dass du|mochte dass du)\b|"
    r"\bmir ist .{0,20}lieber\b|"
    r"\b(?:merk dir|denk dran|denk daran|vergiss nicht)\b|"
    r"\b(?:ab jetzt|in zukunft|kunftig|von nun an)\b|"
    r"\b(?:eu )?(?:prefiro|preferiria|gostaria que|quero que)\b|\bgosto (?:de|mais|que)\b|"
    r"\b(?:lembra|lembre-se|guarda isso|grava isso)\b|"
    r"\b(?:daqui (?:pra|para|em) (?:frente|diante)|de agora em diante|a partir de agora)\b|"
    r"(?:^|[.,;:!]\s*|\b(?:por favor|e|mas) )(?:sempre|nunca)\b|"
    r"\b(?:usa|escreve|roda|deixa|coloca|responde) (?:sempre|nunca)\b|"
    r"\b(?:how|the way) i (?:like|want|prefer|work)\b|"
    r"\b(?:whenever|every time|each time) you\b|"
    r"\bwhen you [^.?!]{3,60}, (?:give|use|include|leave|put|show|report|tell|write|add|"
    r"keep|always|never)\b|"
    r"\b(?:chaque fois que|a chaque fois que) tu\b|\bjedes mal,? wenn du\b")
# The forms of _STATED in the first person: how this person wants things ("I prefer", "that's
# how I like it", "mir ist es lieber"), not only how the project does them ("always run the
# linter"). A correction in such words proposes a preference beside its lesson.
_WISHED = re.compile(
    r"\bi (?:really |would |'d |d )?(?:prefer|like|want)\b|\bmy preference\b|"
    r"\b(?:how|the way) i (?:like|want|prefer|work)\b|\bi(?:'m| am) a fan of\b|"
    r"\bje (?:prefere|prefererais|veux|voudrais|n'aime pas|aime bien)\b|"
    r"\bj'(?:aime|adore|prefere)\b|"
    r"\b(?:preferisco|preferirei|vorrei)\b|\b(?:non )?mi piac\w*\b|"
    r"\b(?:prefiero|preferiria|quiero que)\b|\b(?:no )?me gusta\b|"
    r"\bich (?:bevorzuge|mag|will|mochte|hatte gern|hatte lieber)\b|\bmir ist .{0,20}lieber\b|"
    r"\bhatte ich (?:es |das )?(?:gern|lieber)\b|"
    r"\b(?:eu )?(?:prefiro|preferiria|gostaria que|quero que)\b|\b(?:nao )?gosto de\b|"
    r"\b(?:no |nao )?(?:quiero|quero)\b")

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
                       r"quotes|tabs|spaces)\b"),
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


def is_stated(text: str) -> bool:
    """Does the turn state how the person wants things (a standing wish, not a one-off ask)?"""
    if not text or len(text) > 1200:  # a pasted document is not a statement of preference
        return False
    return _STATED.search(normalise(text)) is not None


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


def how_wanted(text: str) -> bool:
    """A correction that also says how this person wants a kind of output (language, tone,
    length, commit messages), or says in the first person how they want the work done ("I
    prefer class-based views", "so hätte ich es gern"): it proposes a preference beside its
    lesson."""
    if domain_of(text) in PERSONAL_DOMAINS:
        return True
    return bool(text) and len(text) <= 1200 and _WISHED.search(normalise(text)) is not None


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
    return flat if len(flat) <= 280 else flat[:279].rstrip() + "…"


_HEADLINE = re.compile(r"^Preference \(([^)]*)\): (.+)$", re.MULTILINE)


def wish(text: str) -> set[str]:
    """What a statement wants, as keys two wordings of it share (`lessons.subject`), without
    the words that only say it is a wish ("I prefer", "please remember that", "from now on"):
    "as I said: type hints on all functions, that's how I like it" and "I prefer type hints on
    every function signature" want the same."""
    from memory_engine.reflexion.lessons import subject

    return subject(_STATED.sub(" ", normalise(text)))


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


def topic_of(text: str, domain: str) -> str:
    """`preference-<domain>`, then the kinds of work the statement names (`concepts`) that
    are not its domain: recall states a preference whose kinds a request names."""
    from memory_engine import concepts

    kinds = [k for k in concepts.of_words(statement(text)) if k != domain][:TOPIC_KINDS]
    return "-".join(["preference", domain, *kinds])


def preference_text(text: str, domain: str, day: str, session_id: str) -> str:
    """The body of a personalized candidate: the statement, what its domain covers, the kinds
    of work it names (`concepts`: a request for such work meets it in other words)."""
    from memory_engine import concepts

    about = GLOSS.get(domain)
    kinds = concepts.of_words(statement(text))[:concepts.MAX_KINDS]
    return (f"{headline(text, domain)}\n" + (f"About: {about}.\n" if about else "")
            + (f"{concepts.line(kinds)}\n" if kinds else "") + seen_line(day, session_id))




def headline(text: str, domain: str) -> str:
    """The preference line itself: what admission compares (the body's first line)."""
    return f"Preference ({domain}): {statement(text)}"
