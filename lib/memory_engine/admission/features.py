"""Cues in a candidate's text that the admission factors weigh, in seven languages.

Each cue family is one compiled regex over the lower-cased text (English, French, Italian,
Spanish, German, Portuguese and Chinese; some families also Dutch, Polish, Swedish and
Russian). Chinese puts no spaces between words, so its cues are matched inside runs of letters.
A family answers one question: is this phrased as a rule or a preference (`actionable`), does it
claim generality (`general`), does it hedge (`hedge`), does it narrate one past event
(`anecdote`: a past point in time, or a main clause told in a past tense without any claim of
generality), does it describe a passing state (`transient`), does it predict a reaction
(`predictive`), does it cite verification (`verified`)? `Features.of(text)` answers them all
once, so the six factor functions never re-scan the text.
"""

from __future__ import annotations

import functools

from memory_engine import rxcache
from memory_engine.admission import lexicon as L
from memory_engine.text import function_words, normalise, stem, tokenise

TYPE_CHECKING = False  # not `from typing`: its import costs a hook process milliseconds
if TYPE_CHECKING:
    import re
    from typing import NamedTuple
else:
    from memory_engine.plain import NamedTuple


def _rx(*alternatives: str, unspaced: str = "") -> re.Pattern[str]:
    """Whole-word alternatives, plus `unspaced` ones (Chinese) matched anywhere."""
    spaced = r"(?<![\w])(?:" + "|".join(alternatives) + r")(?![\w])"
    return rxcache.lazy(spaced + ("|" + unspaced if unspaced else ""), rxcache.IGNORECASE)


# What introduces the standing rule an incident taught ("Lesson: ...", "From now on ...",
# "Seitdem gilt: ..."): after it, a text dated to an event states a rule, not the event. These
# count as actionable and prescriptive both.
RULE_FROM_EVENT = (
    "lesson:", "lesson learned", "lessons learned", "takeaway", "from now on", "since then",
    "going forward", "henceforth",
    "leçon", "désormais", "dorénavant", "à l'avenir",
    "lezione", "d'ora in poi", "da allora", "da ora in poi",
    "lección", "desde entonces", "a partir de ahora", "de ahora en adelante",
    "seitdem", "künftig", "ab jetzt", "fortan",
    "lição", "desde então", "daqui em diante", "a partir de agora",
    "voortaan", "sindsdien",
    "od teraz", "od tej pory",
    "lärdom", "hädanefter", "sedan dess",
    "с тех пор", "впредь", "отныне",
    # the rule itself, labelled as one ("Rule: format only the files you touched")
    "rule:", "règle :", "règle:", "regola:", "regla:", "regel:", "regra:", "reguła:",
    "правило:",
)
RULE_FROM_EVENT_UNSPACED = "教训|从此|此后|今后|教訓|今後|以降"

ACTIONABLE = _rx(
    # en
    "always", "never", "must", "must not", "should", "should not", "shouldn't", "do not", "don't",
    "use", "prefer", "prefers", "avoid", "run", "make sure", "ensure", "instead of", "rather than",
    "remember to", "required", "requires", "only", "wants", "likes", "dislikes", "hates",
    "expects", "needs", "keep", "put", "write", "ask", "check", "pin", "set", "add",
    # fr
    "toujours", "jamais", "il faut", "doit", "doivent", "utiliser", "utilise", "utilisez",
    "préfère", "préfèrent", "préférer", "éviter", "évite", "évitez", "ne pas", "au lieu de",
    "plutôt que", "veut", "aime", "n'aime pas", "lancer", "lance", "vérifier", "vérifie",
    # it
    "sempre", "mai", "bisogna", "deve", "devono", "usa", "usare", "utilizza", "preferisce",
    "evita", "evitare", "invece di", "piuttosto che", "vuole", "esegui", "eseguire", "controlla",
    # es
    "siempre", "nunca", "hay que", "debe", "deben", "usar", "utiliza", "prefiere", "evita",
    "evitar", "en lugar de", "en vez de", "quiere", "ejecuta", "ejecutar", "comprueba",
    # de
    "immer", "nie", "niemals", "muss", "müssen", "soll", "sollte", "verwende", "verwenden",
    "nutze", "nutzen", "bevorzugt", "vermeide", "vermeiden", "statt", "anstatt", "möchte",
    "mag", "führe", "prüfe", "darf nicht",
    # pt, nl, pl, sv, ru
    "sempre", "nunca", "use", "usar", "utilize", "deve", "devem", "evite", "evitar", "prefira",
    "prefere", "execute", "rode", "garanta", "em vez de", "quer",
    "altijd", "nooit", "gebruik", "gebruiken", "moet", "moeten", "vermijd", "voer", "zorg dat",
    "liever", "in plaats van", "wil",
    "zawsze", "nigdy", "używaj", "użyj", "musi", "należy", "unikaj", "uruchom", "preferuje",
    "zamiast", "chce",
    "alltid", "aldrig", "använd", "måste", "ska", "undvik", "kör", "föredrar", "i stället för",
    "vill",
    "всегда", "никогда", "используйте", "используй", "нужно", "надо", "должен", "должны",
    "избегайте", "запускайте", "вместо", "предпочитает", "хочет",
    *RULE_FROM_EVENT,
    unspaced="总是|始终|一律|永远|从不|绝不|不要|别再|必须|应该|应当|务必|请|使用|改用|只用|优先|"
             "偏好|喜欢|希望|想要|避免|记得|确保|禁止|不得|需要|而不是|" + RULE_FROM_EVENT_UNSPACED,
)

# The prescriptive subset: modality ("always", "must", "il faut") and preference verbs. A
# narrative may contain action verbs ("j'ai dû relancer le linter") without prescribing anything.
PRESCRIPTIVE = _rx(
    "always", "never", "must", "must not", "should", "should not", "shouldn't", "do not", "don't",
    "make sure", "ensure", "remember to", "prefer", "prefers", "avoid", "wants", "likes",
    "dislikes", "hates", "expects", "instead of", "rather than", "needs",
    "toujours", "jamais", "il faut", "doit", "doivent", "préfère", "préfèrent", "éviter",
    "évite", "évitez", "ne pas", "au lieu de", "plutôt que", "veut", "aime", "n'aime pas",
    "sempre", "mai", "bisogna", "deve", "devono", "preferisce", "evita", "evitare", "invece di",
    "piuttosto che", "vuole",
    "siempre", "nunca", "hay que", "debe", "deben", "prefiere", "evita", "evitar",
    "en lugar de", "en vez de", "quiere",
    "immer", "nie", "niemals", "muss", "müssen", "soll", "sollte", "bevorzugt", "vermeide",
    "vermeiden", "statt", "anstatt", "möchte", "darf nicht",
    "sempre", "nunca", "deve", "devem", "evite", "prefira", "prefere", "em vez de", "quer",
    "altijd", "nooit", "moet", "moeten", "vermijd", "zorg dat", "liever", "in plaats van",
    "zawsze", "nigdy", "musi", "należy", "unikaj", "preferuje", "zamiast",
    "alltid", "aldrig", "måste", "ska", "undvik", "föredrar", "i stället för",
    "всегда", "никогда", "нужно", "надо", "должен", "должны", "избегайте", "вместо",
    "предпочитает",
    *RULE_FROM_EVENT,
    unspaced="总是|始终|一律|永远|从不|绝不|不要|别再|必须|应该|应当|务必|优先|偏好|喜欢|希望|"
             "想要|避免|记得|确保|禁止|不得|需要|而不是|" + RULE_FROM_EVENT_UNSPACED,
)

GENERAL = _rx(
    "always", "never", "whenever", "every time", "each time", "by default", "in this repo",
    "in this repository", "in this project", "every", "any", "all", "as a rule",
    "toujours", "jamais", "chaque fois", "à chaque fois", "par défaut", "dans ce projet", "tous",
    "sempre", "mai", "ogni volta", "di default", "per impostazione predefinita",
    "in questo progetto",
    "siempre", "nunca", "cada vez", "por defecto", "en este proyecto", "todos",
    "immer", "nie", "niemals", "jedes mal", "standardmäßig", "in diesem projekt", "alle",
    "sempre", "nunca", "toda vez", "por padrão", "neste projeto", "todos",
    "altijd", "nooit", "elke keer", "standaard", "in dit project", "alle",
    "zawsze", "nigdy", "za każdym razem", "domyślnie", "w tym projekcie", "wszystkie",
    "alltid", "aldrig", "varje gång", "som standard", "i det här projektet", "alla",
    "всегда", "никогда", "каждый раз", "по умолчанию", "в этом проекте", "все",
    # "every" before a noun, in each language ("elke TODO", "każdy PR", "jede Migration")
    "chaque", "ogni", "cada", "jede", "jeder", "jedes", "jeden", "elke", "iedere", "ieder",
    "każdy", "każda", "każde", "varje", "каждый", "каждая", "каждое", "каждую",
    unspaced="总是|始终|一律|永远|从不|每次|每个|所有|任何|默认|通常|一般",
)

HEDGE = _rx(
    "maybe", "perhaps", "might", "possibly", "probably", "i think", "i guess", "i suppose",
    "i believe", "it seems", "seems to", "seemingly", "not sure", "unsure", "could be",
    "likely", "apparently", "presumably", "kind of", "sort of", "not certain", "i'm not sure",
    "i am not sure", "unverified", "my guess", "hard to say", "no idea",
    # a possibility, not a finding ("the 502s could come from the load balancer"), and a guess
    # called one ("just a hunch", "nur eine Vermutung", "tylko przypuszczenie")
    "could(?! not| never)", "(?:a|just a|only a|wild) guess", "guessing", "hunch",
    "supposition", "vermutung", "supposizione", "suposici[oó]n", "suposi[cç][aã]o",
    "vermoeden", "gissning", "przypuszczeni\\w*", "предположени\\w*", "możliwe",
    "peut-être", "probablement", "il semble", "il semblerait", "semble-t-il", "je pense",
    "je crois", "sans doute", "j'ai l'impression", "pas sûr", "pas certain", "on dirait",
    "apparemment", "éventuellement", "il se peut", "il se pourrait", "pourrait", "pourraient",
    # still to be checked: what the writer has not verified
    "to be (?:verified|confirmed|checked)", "needs? (?:verifying|checking|confirming)",
    "à vérifier", "à confirmer", "da verificare", "da confermare", "por verificar",
    "por confirmar", "a verificar", "a confirmar", "zu prüfen", "noch zu prüfen",
    "zu bestätigen",
    "forse", "probabilmente", "sembra", "pare che", "credo", "penso che", "magari",
    "non sono sicuro", "suppongo", "a quanto pare", "potrebbe",
    "quizás", "quizá", "tal vez", "probablemente", "parece", "creo que", "a lo mejor",
    "no estoy seguro", "supongo", "puede que", "aparentemente",
    "vielleicht", "vermutlich", "wahrscheinlich", "anscheinend", "ich glaube", "ich denke",
    "scheint", "möglicherweise", "eventuell", "nicht sicher", "könnte", "keine ahnung",
    "talvez", "provavelmente", "acho que", "parece que", "parece", "possivelmente",
    "aparentemente", "não tenho certeza", "nao tenho certeza", "não sei se", "nao sei se",
    "pode ser que", "suponho", "misschien", "waarschijnlijk", "mogelijk", "lijkt", "ik denk",
    "może", "chyba", "prawdopodobnie", "wydaje się", "kanske", "förmodligen", "verkar",
    "jag tror", "возможно", "наверное", "кажется", "вероятно", "похоже",
    # a suspicion or hearsay: what the writer guesses or was told, not what they saw
    "i suspect", "rumou?rs?(?: is| has it)?", "word is", "supposedly", "allegedly",
    "reportedly", "hearsay", "je soupçonne", "il paraît que", "on dit que", "la rumeur",
    "sospetto che", "si dice che", "si vocifera", "sospecho que", "se rumorea", "dicen que",
    "ich vermute", "angeblich", "gerüchteweise", "suspeito que", "dizem que",
    "boato", "ik vermoed", "vermoedelijk", "volgens mij", "naar verluidt", "het gerucht",
    "podejrzewam", "podobno", "ponoć", "jag misstänker", "troligen", "antagligen",
    "ryktet", "подозреваю", "говорят", "по слухам", "видимо", "судя по всему",
    "sanırım", "galiba", "herhalde", "muhtemelen", "tahminimce", "söylentiye göre",
    # not checked: the writer says they did not verify it
    "nothing (?:is )?confirmed", "unconfirmed", "(?:have|has)n't (?:checked|verified|confirmed)",
    "niet (?:gecontroleerd|gecheckt|geverifieerd|nagekeken|zeker)", "nicht geprüft",
    "nicht überprüft", "non verificato", "no verificado", "não verificado", "pas vérifié",
    "nie sprawdza\\w*", "nie jestem pew\\w+", "inte kontrollerat", "inte säker",
    "не проверял\\w*", "не уверен\\w*", "emin değilim", "kontrol etmedim",
    unspaced="好像|可能|也许|大概|不太确定|不确定|似乎|估计|我觉得|貌似|或许|说不定|不清楚|"
             "たぶん|多分|かもしれ|らしい|と思う|未確認|아마|것 같|확실하지|확인하지 않",
)

_WEEKDAY_NAMES = "monday|tuesday|wednesday|thursday|friday|saturday|sunday"
ANECDOTE = rxcache.lazy(
    r"(?<![\w])(?:"
    r"yesterday|this morning|this afternoon|tonight|last night|earlier today|just now|"
    r"this time|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|"
    r"(?:i|we) (?:(?!need|feed|proceed|succeed)\w+ed|ran|went|saw|got|had|did|made|tried|"
    r"found|wrote|spent|forgot|lost|"
    r"broke|fixed|noticed|realised|realized|accidentally)|funny|lol|for a moment|"
    r"hier|ce matin|cet après-midi|tout à l'heure|cette fois|j'ai|on a \w+é|nous avons|"
    r"ieri|stamattina|stamani|questa volta|ho (?:\w+(?:ato|uto|ito))|abbiamo \w+(?:ato|uto|ito)|"
    r"ayer|esta mañana|esta vez|(?:he|hemos) \w+(?:ado|ido)|anoche|"
    # "haben" tells the past only with its participle in the clause ("wir haben es gelöscht");
    # "wir haben ParseError mit thiserror" is what the project has, as "abbiamo" above
    r"gestern|heute morgen|diesmal|(?:ich|wir) (?:war|waren)|"
    r"(?:ich|wir) (?:habe|haben|hatte|hatten)(?=[^.,;:!?\n]*\bge\w{2,}(?:t|en)\b)|"
    # one weekday, as each language names a single one ("on Thursday"; "on Thursdays", "le
    # jeudi", "los jueves", "donnerstags", "по четвергам" say a routine and are not here)
    r"am (?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)|"
    r"op (?:maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag)|"
    r"ce (?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)|"
    r"(?:el|este) (?:lunes|martes|miércoles|jueves|viernes|sábado|domingo)|"
    r"(?:na|nesta) (?:segunda|terça|quarta|quinta|sexta)(?:-feira)?|"
    r"w (?:poniedziałek|wtorek|środę|czwartek|piątek|sobotę|niedzielę)|"
    r"i (?:måndags|tisdags|onsdags|torsdags|fredags|lördags|söndags)|"
    r"в (?:понедельник|вторник|среду|четверг|пятницу|субботу|воскресенье)|"
    # the part of today an event took place in ("this morning")
    r"vanochtend|vanmiddag|vanmorgen|dziś rano|dzisiaj rano|i morse|i förmiddags|"
    r"сегодня утром|bu sabah|오늘 아침"
    r")(?![\w])", rxcache.IGNORECASE)

# A diary line without a subject: a sentence that opens with a past-tense verb acting on an
# object ("Ran `ls` in the repo root", "Fixed a typo in README.md") reports one act.
TERSE_PAST = rxcache.lazy(
    r"(?:^|(?<=[.!?;]\s))(?:(?!need|feed|seed|speed|based|related|required|nested)[a-z]{2,}ed|"
    r"ran|saw|got|went|wrote|found|spent|forgot|lost|broke|took|did|made|had)"
    r"(?=\s+(?:a|an|the|my|our|some|it|them|this|that|these|those|up|out|\d|[`'\"]))",
    rxcache.IGNORECASE)
# A weekday that comes back ("on Monday mornings", "every Sunday", "usually on Fridays") dates
# a routine, not one event: "on <weekday>" counts as an anecdote's anchor only without these.
RECURRING = rxcache.lazy(
    r"(?<![\w])(?:" + _WEEKDAY_NAMES + r")(?:s| (?:mornings|afternoons|evenings|nights))(?![\w])|"
    r"(?<![\w])(?:every|each|usually|typically|normally|weekly|daily|nightly|chaque|ogni|cada|"
    r"jeden|jede|jeder|jedes|elke|iedere|każd\w+|varje|кажд\w+|обычно|normalement|"
    r"normalerweise|meestal|zwykle|vanligtvis|di solito|normalmente|geralmente)(?![\w])",
    rxcache.IGNORECASE)
# The anecdote anchors that name one weekday: a routine word (RECURRING) makes them a schedule.
_ONE_WEEKDAY = rxcache.lazy(
    r"^(?:on|am|op|ce|el|este|na|nesta|w|i|в) ", rxcache.IGNORECASE)
# A time anchor with a verb in the past tense ("Today the flaky test passed on the third
# retry") dates an event, not a state ("Today the staging server is down").
DAY_ANCHOR = _rx("today", "tonight", "aujourd'hui", "oggi", "hoy", "heute", "hoje", "vandaag",
                 "idag", "i dag", "dziś", "dzisiaj", "сегодня", "bugün",
                 unspaced="今天|今日|오늘")
PAST_VERB = rxcache.lazy(
    r"(?<!\bis )(?<!\bare )(?<!\bbe )(?<!\bwas )(?<!\bwere )(?<!\bbeen )(?<!\bget )"
    r"(?<!\bgets )\b(?:[a-z]{3,}ed|ran|saw|got|went|broke|took|came|wrote|found)\b",
    rxcache.IGNORECASE)

# A past point in time ("last week", "Friday's deploy", "ontem", "il y a deux jours", "上周"):
# what happened then is one event, whatever the tense it is told in.
_WEEKDAY = (r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)")
PAST_ANCHOR = _rx(
    r"last (?:night|week|month|year|weekend|sprint|time|" + _WEEKDAY[3:-1] + ")",
    _WEEKDAY + "'s", r"\d+ (?:days?|weeks?|hours?|minutes?) ago", "the other day",
    "avant-hier", "la semaine dernière", "le mois dernier", "l'autre jour", "il y a \\d+",
    r"(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) dernier",
    "l'altro ieri", "la settimana scorsa", "il mese scorso", r"(?:\d+|due|tre) giorni fa",
    r"(?:lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica) scorso",
    "la semana pasada", "el mes pasado", "esta tarde", r"hace (?:\d+|dos|tres) \w+",
    r"el (?:lunes|martes|miércoles|jueves|viernes|sábado|domingo) pasado",
    "vorgestern", "letzte woche", "letzten monat", "heute vormittag", "heute nachmittag",
    r"vor (?:\d+|zwei|drei) (?:tagen|wochen|stunden|minuten)", "neulich",
    r"letzten (?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)",
    "ontem", "anteontem", "semana passada", "mês passado", "mes passado", "esta manhã",
    "hoje de manhã", "hoje à tarde", r"há (?:\d+|dois|duas|três) \w+",
    r"(?:segunda|terça|quarta|quinta|sexta)(?:-feira)? passada",
    "gisteren", "vorige week", "wczoraj", "igår", "вчера",
    unspaced="昨天|前天|昨晚|上周|上星期|上个月|今天上午|今天下午|今天早上|今早|刚才|前几天|上次|"
             "昨日|一昨日|昨夜|先週|先月|昨年|去年|先日|"
             "어제|그저께|지난 ?(?:주|달|밤|번|해|[월화수목금토일]요일)|작년",
)
# A calendar date ("2024-03-08", "14/02", "12. Mai", "3 de marzo", "March 3", "5月12日"): with
# a verb in a past tense it dates one event, like PAST_ANCHOR; after "since", "until" or
# "from" it dates a change of state, not an event. A date is not a word of the claim either
# ("12. Mai" is not the Italian "mai", never).
_MONTHS = (
    "january|february|march|april|june|july|august|september|october|november|december|"
    "janvier|fevrier|février|mars|avril|mai|juin|juillet|aout|août|septembre|octobre|"
    "novembre|decembre|décembre|januar|februar|märz|marz|juni|juli|oktober|dezember|"
    "enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|"
    "diciembre|gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre|"
    "janeiro|fevereiro|março|marco|maio|junho|julho|setembro|outubro|dezembro|januari|"
    "februari|maart|mei|augustus")
_DAY = r"(?:0?[1-9]|[12]\d|3[01])"
DATE = rxcache.lazy(
    r"(?<![\w/.:-])(?:\d{4}-\d{2}-\d{2}|" + _DAY + r"/(?:0[1-9]|1[0-2])(?:/\d{2,4})?|"
    + _DAY + r"\.(?:0?[1-9]|1[0-2])\.\d{2,4}|"
    + _DAY + r"\.?\s(?:de\s)?(?:" + _MONTHS + r")|"
    r"(?:" + _MONTHS + r"|(?-i:May))\s" + _DAY + r"(?:st|nd|rd|th)?)(?![\w/-])"
    r"|\d{1,2}月\d{1,2}日", rxcache.IGNORECASE)
_SINCE = rxcache.lazy(r"(?<![\w])(?:since|until|till|from|as of|starting|depuis|jusqu'au|"
                      r"a partir du|à partir du|desde|hasta|a partir de|dal|fino al|seit|bis|"
                      r"ab|vanaf|sinds|tot)\s+(?:the\s|le\s|el\s|il\s|dem\s|den\s)?$",
                      rxcache.IGNORECASE)


def dated_events(text: str) -> list[str]:
    """The calendar dates of `text` that date an event told in a past tense."""
    if not (PAST_VERB.search(text) or PAST_EVENT.search(text)):
        return []
    # a date inside a code span (`psql -c "... >= '2026-11-01'"`) is an argument of the
    # command quoted, not the date of an event the text tells
    code = [m.span() for m in _CODE_SPAN.finditer(text)] if "`" in text else []
    return [m.group(0) for m in DATE.finditer(text) if not _SINCE.search(text[:m.start()])
            and not any(start < m.start() < end for start, end in code)]


_CODE_SPAN = rxcache.lazy(r"`[^`\n]{1,2000}`")


# A verb in a past tense of narration, in a main clause: "was/were" (not "after it was
# applied", not "the commands that were run"), a participle after "got", the past forms of
# common irregular verbs, and the simple past of the other languages (passé composé, passato
# prossimo, pretérito, Präteritum, pretérito perfeito; Chinese 了 after a verb, not the 了 that
# ends a sentence). A text told in it and claiming no generality reports one event.
PAST_EVENT = rxcache.lazy(
    r"(?<![\w])(?:(?<!\bit )(?:was|were)|got \w+(?:ed|en)|said|told|broke|went|took|came|"
    r"began|forgot|"
    r"était|étaient|a été|ont été|a \w+é|ont \w+é|"
    r"era|erano|è stat[oa]|sono stat[ie]|ha \w+(?:ato|uto|ito)|hanno \w+(?:ato|uto|ito)|"
    r"fue|fueron|estaba|\w{3,}ó|"
    r"war|waren|wurde|wurden|hatte|hatten|"
    r"foi|foram|estava|(?!(?:est|s|v|d)ou\b)\w{3,}ou|correu|caiu|subiu|saiu|deu"
    r")(?![\w])|(?<=[\u4e00-\u9fff])了(?=\s*[\w\u4e00-\u9fff])"
    # the plain past that ends a Japanese or Korean sentence ("削除した。", "보여 주었다.")
    r"|(?<=[\u3040-\u30ff\u4e00-\u9fff])(?:した|だった|なった|った|れた)(?=[。、.,]|\s*$)"
    r"|(?:했|었|았|였)다(?=[.,]|\s*$)", rxcache.IGNORECASE)
_SUBORDINATE = rxcache.lazy(r"(?<![\w])(?:when|whenever|after|before|if|once|until|unless|that|"
                            r"which|who|since)(?![\w])", rxcache.IGNORECASE)


def past_events(text: str) -> list[str]:
    """The past-tense verbs of the first clause of `text`, outside a subordinate clause (see
    PAST_EVENT). What a text says first is what it is about: a rule that gives a past incident
    as its reason ("Create tags from main; tags made on feature branches broke the deploy")
    still opens with the rule."""
    out = []
    for part in clauses(text)[:1]:
        for m in PAST_EVENT.finditer(part):
            if _SUBORDINATE.search(part[:m.start()]) is None:
                out.append(m.group(0).lower())
    return list(dict.fromkeys(out))

# A claim whose truth drifts with time: a current version or value, or words of change. A fact
# about the code without any of these ("X is defined in app/orders/states.py") stays true until
# the code changes, and age alone does not make it stale.
CHANGING = rxcache.lazy(
    r"\b(?:still|yet|latest|current|currently|now|recent|recently|newest|so far|anymore|"
    r"encore|toujours pas|actuel|derniere?|ancora|ultim[ao]|todavia|aun|actual|ultim[ao]|"
    r"noch|aktuell|neueste)\b|\bv?\d+\.\d+", rxcache.IGNORECASE)
# A claim that an old state persists ("still on Postgres 11", "ainda usa Node 14"): when a record
# gives that slot another value, the claim is the older state of it.
STILL = _rx("still", "(?:not|\\w+n't)(?: [\\w`.]+){0,3} yet", "noch", "ainda", "encore",
            "ancora", "todavía", "todavia", "aún", "sigue en", "siguen en", "sigue con",
            "nog steeds", "nog altijd", "nadal", "wciąż", "fortfarande", "всё ещё", "все еще",
            # not yet: the new value has not arrived
            "nog niet", "nog geen", "jeszcze nie", "ännu inte", "inte ännu", "ещё не", "еще не",
            "henüz",
            unspaced="仍然|依然|还在|仍在|还是|まだ|尚未|还没|아직")
CODE_LOCATION = rxcache.lazy(
    r"(?<![\w.-])(?:[\w.-]+/)+[\w.-]+|\b[\w\-]{1,255}\.(?:py|js|ts|tsx|jsx|json|toml|ya?ml|md|sh|cfg|ini|sql|go|"
    r"rs|rb|java|kt|c|h|cpp|css|html|proto)\b")


def timeless(text: str) -> bool:
    """A fact anchored in the code (it names a file or a path) with nothing that drifts."""
    return CODE_LOCATION.search(text) is not None and CHANGING.search(text) is None


_TRANSIENT_WORDS = _rx(
    "currently", "right now", "at the moment", "for now", "temporarily", "is down",
    "is broken", "is offline", "is failing", "this week", "today", "until tomorrow",
    "for the time being", "in progress", "at this point",
    "actuellement", "en ce moment", "pour l'instant", "pour le moment", "temporairement",
    "est en panne", "cette semaine", "aujourd'hui",
    "attualmente", "in questo momento", "per ora", "al momento", "temporaneamente", "è giù",
    "questa settimana", "oggi",
    "ahora mismo", "en este momento", "por ahora", "temporalmente", "está caído", "esta semana",
    "hoy",
    "derzeit", "zurzeit", "momentan", "gerade", "im moment", "vorübergehend", "diese woche",
    "heute", "ist down",
    "atualmente", "no momento", "neste momento", "agora mesmo", "por enquanto",
    "temporariamente", "esta semana", "hoje", "fora do ar",
    "momenteel", "op dit moment", "voorlopig", "tijdelijk", "deze week", "vandaag", "ligt plat",
    "obecnie", "w tej chwili", "na razie", "tymczasowo", "w tym tygodniu", "dzisiaj", "dzis",
    "för närvarande", "just nu", "tills vidare", "tillfälligt", "den här veckan", "idag",
    "сейчас", "в данный момент", "пока что", "временно", "на этой неделе", "сегодня",
)
# Scripts that do not put spaces between words carry their cues inside longer runs of letters.
_TRANSIENT_UNSPACED = ("現在|今のところ|一時的|今週|今日|ダウンしています|停止中|"
                       "目前|现在|当前|暂时|本周|今天|현재|지금|일시적|이번 주|오늘")
TRANSIENT = rxcache.lazy(_TRANSIENT_WORDS.pattern + "|" + _TRANSIENT_UNSPACED, rxcache.IGNORECASE)

# "TODO" is the marker of work left to do; "todo" in lower case is the Spanish and Portuguese
# "all", "whole" ("todo el repositorio"), unless it heads a list ("todo: ...").
PLAN = _rx(
    "(?-i:TODO)", "todo(?=\\s*:)", "to do", "next step", "plan to", "planning to", "we will",
    "i will", "i'll",
    "going to", "à faire", "je vais", "on va", "da fare", "farò", "pendiente", "voy a",
    "vamos a", "ich werde", "wir werden", "geplant",
)

PREDICTIVE = _rx(
    "when", "whenever", "if", "then", "after", "causes", "returns", "fails with", "times out",
    "responds", "reacts", "leads to", "results in", "triggers", "every time", "otherwise",
    "expect", "expects", "breaks", "slows",
    "quand", "lorsque", "si", "alors", "après", "provoque", "renvoie", "échoue", "réagit",
    "sinon", "à chaque fois",
    "quando", "allora", "dopo", "provoca", "restituisce", "fallisce", "reagisce",
    "altrimenti", "ogni volta",
    "cuando", "entonces", "después", "devuelve", "falla", "reacciona", "si no", "cada vez",
    "wenn", "falls", "dann", "nachdem", "führt zu", "liefert", "schlägt fehl", "reagiert",
    "sonst", "jedes mal",
)

MEASURED = rxcache.lazy(
    r"\b\d+(?:[.,]\d+)?\s?(?:ms|s|sec|secs|seconds?|min|mins|minutes?|h|hours?|kb|mb|gb|%|"
    r"x|times|lines?|files?|tokens?|requests?|secondes?|minuti|minutos|sekunden|minuten|"
    r"stunden|heures?|ore|horas)\b", rxcache.IGNORECASE)

VERIFIED = _rx(
    "exit code", "verified", "confirmed", "measured", "tests pass", "tests passed",
    "reproduced", "benchmarked", "observed \\d+ times", "seen \\d+ times", "according to the logs",
    "vérifié", "confirmé", "mesuré", "reproduit", "verificato", "confermato", "misurato",
    "verificado", "confirmado", "medido", "verifiziert", "bestätigt", "gemessen", "reproduziert",
)

# Polarity of a clause, matched on accent-free lower-case text (see `contradiction`). A clause
# is negative when it forbids, negates or reports a refusal; a relaxation ("no need to",
# "nicht nötig") is negative too: it denies the obligation a rule states. Permission words are
# what a positive clause that contradicts a prohibition usually says; they name the finding.
NEGATIVE = _rx(
    "never", "not", "no", "don't", "do not", "doesn't", "does not", "mustn't", "must not",
    "cannot", "can't", "won't", "isn't", "aren't", "wasn't", "shouldn't", "should not", "avoid",
    "avoids", "without", "no longer", "disable", "disabled", "denied", "refused", "refuses",
    "rejected", "forbidden", "prohibited", "unable", "skip", "omit", "leave out",
    "off[- ]limits", "banned", "disallowed",
    "omettre", "omettez", "omettere", "ometti", "omitir", "omite", "omita", "weglassen",
    "lass weg", "pular", "pule", "weglaten", "overslaan", "pomin", "pomijaj", "hoppa over",
    "jamais", "ne", "pas", "sans", "eviter", "evite", "evitez", "aucun", "aucune", "interdit",
    "refuse",
    "mai", "non", "senza", "evita", "evitare", "vietato", "nessun", "nessuna",
    "nunca", "sin", "evitar", "ningun", "ninguna", "prohibido",
    "nie", "niemals", "nicht", "kein", "keine", "keinen", "ohne", "vermeide", "vermeiden",
    "verboten", "verweigert",
    "nao", "sem", "evite", "proibido", "nenhum", "nenhuma",
    "niet", "nooit", "geen", "zonder", "vermijd", "verboden",
    "nigdy", "bez", "unikaj", "zabronione",
    "inte", "aldrig", "utan", "undvik", "ingen", "inga", "forbjudet",
    "не", "никогда", "без", "нельзя",
)
RELAX = _rx(
    "no need", "not needed", "not necessary", "unnecessary", "not required", "optional",
    "needn't", "pas besoin", "pas necessaire", "inutile", "facultatif", "non serve",
    "non e necessario", "non necessario", "facoltativo", "no hace falta", "no es necesario",
    "innecesario", "opcional", "nicht notig", "nicht notwendig", "nicht erforderlich", "unnotig",
    "nao precisa", "desnecessario", "niet nodig", "onnodig", "optioneel", "nie trzeba",
    "niepotrzebne", "opcjonalne", "behovs inte", "onodigt", "valfritt", "не нужно",
    "необязательно", "nao e preciso", "nao e necessario", "sem necessidade", "mussen nicht",
    "muss nicht", "brauchen nicht", "braucht nicht",
    unspaced="不需要|不用|没必要|无需|不必",
)
# "Don't forget to X" says X: these idioms are removed before looking for a negation.
NOT_NEGATIVE = rxcache.lazy(
    r"\b(?:don't|do not|never) forget\b|\bn'oublie[sz]? pas\b|\bnon dimenticare\b|"
    r"\bno (?:olvides|olvidar)\b|\bvergiss nicht\b|\bnot only\b|\bno matter\b|"
    r"\bne\b(?= \w+ que\b)",
    rxcache.IGNORECASE)
# The second word of a two-part negation ("ne ... pas") negates alone only in a text of its own
# language, which spoken French allows ("pas besoin", "pnpm, pas npm"); in a text of another
# language the same word says something else (Dutch "pas na 17:00", not until 17:00). A text is
# of the word's language when it holds another function word of that language (of two letters
# or more: a lone "s" or "l" is an elision that other languages write too, "'s avonds").
_SECOND_HALF = {"pas": "fr"}
_SECOND_HALF_WORD = rxcache.lazy(r"(?<!\w)(?:" + "|".join(_SECOND_HALF) + r")(?!\w)")
_SECOND_HALF_EACH = {word: rxcache.lazy(r"(?<!\w)" + word + r"(?!\w)") for word in _SECOND_HALF}
_LETTER_RUN = rxcache.lazy(r"[^\W\d_]+")


def unnegated(norm: str, text: str = "") -> str:
    """`norm` (a clause, accent-free, lower-case) with its words that look like negations but do
    not negate blanked out, at the same length: the idioms of NOT_NEGATIVE, and the second half
    of a two-part negation when `text` (the whole claim; the clause itself when not given) is
    in another language."""
    out = NOT_NEGATIVE.sub(lambda m: " " * len(m.group(0)), norm)
    if _SECOND_HALF_WORD.search(out) is None:
        return out
    words = {w for w in _LETTER_RUN.findall(normalise(text) if text else norm) if len(w) > 1}
    for word, lang in _SECOND_HALF.items():
        if not (words - {word}) & function_words(lang):
            out = _SECOND_HALF_EACH[word].sub(" " * len(word), out)
    return out


# A clause that opens with a condition ("when the deploy user writes under /var/lib/app")
# states when something happens, not that it is done.
CONDITION = rxcache.lazy(
    r"^(?:when|whenever|if|once|after|before|unless|quand|lorsque|si|des que|"
    r"apres|avant|sauf si|quando|se|dopo|prima|appena|cuando|despues|antes|"
    r"en cuanto|a menos que|wenn|falls|sobald|nachdem|nach|bevor|vor|"
    r"es sei denn|depois|apos|wanneer|zodra|als|gdy|kiedy|jesli|jezeli|"
    r"nar|efter|innan|когда|если|после|перед)\b")
# A clause that says a value was replaced or dropped: what it names is no longer current.
RETIRED = _rx(
    "no longer", "not anymore", "any more", "anymore", "replaced", "replaces", "superseded",
    "deprecated", "dropped", "retired", "used to", "formerly", "moved (?:away )?from",
    "migrated (?:away )?from", "switched (?:away )?from", "ne \\w+ plus", "n'\\w+ plus",
    "remplace", "remplacee?s?", "non (?:\\w+ )?piu", "sostituit[oaie]", "ya no", "reemplazad[oa]s?",
    "sustituid[oa]s?", "nicht mehr", "ersetzt", "abgelost", "nao (?:\\w+ )?mais",
    "substituid[oa]s?", "niet meer", "vervangen", "ja nao", "juz nie", "zastapion[aey]",
    "inte langre", "ersatt", "ersattes", "больше не", "заменен[аоы]?",
)
PERMIT = _rx(
    "fine", "ok", "okay", "allowed", "permitted", "acceptable", "can", "may", "feel free",
    "go ahead", "no problem", "safe to", "autorise", "permis", "peut", "peuvent", "pouvez",
    "va bene", "consentito", "permesso", "puo", "possono", "esta bien", "permitido", "se puede",
    "puede", "pueden", "erlaubt", "darf", "durfen", "in ordnung", "kann", "konnen",
)
# Words that carry a clause's polarity or modality rather than its subject.
_MARKER_TEXT = """
never not no dont don't doesnt mustnt cannot cant wont isnt arent wasnt shouldnt avoid without
longer disable disabled denied refused refuses rejected forbidden prohibited unable skip omit need
needed
necessary unnecessary required optional fine ok okay allowed permitted acceptable may must should
always free ahead problem safe jamais ne pas sans eviter evite evitez aucun aucune interdit
refuse besoin necessaire inutile facultatif autorise permis peut peuvent pouvez mai non senza
evita evitare vietato nessun nessuna serve necessario facoltativo bene consentito permesso puo
possono nunca sin evitar ningun ninguna prohibido hace falta innecesario opcional bien permitido
puede pueden nie niemals nicht kein keine keinen ohne vermeide vermeiden verboten verweigert notig
notwendig erforderlich unnotig erlaubt darf durfen ordnung kann konnen muss mussen sollte soll
doit doivent deve devono debe deben nao preciso precisa necessario sem nenhum nenhuma
"""
MARKER_WORDS = frozenset(_MARKER_TEXT.split())

# The letters of the scripts that write no spaces between words (kana, CJK ideographs, Hangul):
# a number written against one of them ("3.13을", "約9分") still ends (or starts) there.
UNSPACED_LETTERS = ("\u1100-\u11ff\u3040-\u30ff\u3130-\u318f\u3400-\u4dbf\u4e00-\u9fff"
                    "\uac00-\ud7af\uf900-\ufaff")
# A word character of a spaced script: what may not touch a number for it to be one.
SPACED_WORD = r"[^\W" + UNSPACED_LETTERS + "]"
# A value: a version, a number, or a name ending in one (us-east-1, node-20). Two claims on the
# same subject that give it different values contradict each other.
VALUE = rxcache.lazy(r"(?<!" + SPACED_WORD + r")(?:[a-z]+-)*v?\d+(?:\.\d+)*(?!"
                     + SPACED_WORD + ")")


# A version a specifier excludes: the exclusive upper bound of a range (">=3.12,<3.13") or a
# release it skips ("!=3.12.1"). A claim that pins ">=3.12,<3.13" states 3.12 and no other
# version; the bound is where the range stops, not a second value. Written against the
# operator with a dotted version, as package specifiers write it: "< 300 lines" is a limit,
# and its number the limit's value.
EXCLUDED_BOUND = rxcache.lazy(r"(?:(?<![<>=!])<|!=)v?\d+(?:\.\d+)+(?:\.\*)?")


def values(text: str) -> list[str]:
    """The value tokens of `text`, in order, without repeats ("3.9", "us-east-1", "72"); not
    the versions a specifier excludes (`EXCLUDED_BOUND`)."""
    return list(dict.fromkeys(VALUE.findall(EXCLUDED_BOUND.sub(" ", text.lower()))))


# Clause boundaries: sentence ends, semicolons, colons, commas, dashes and line breaks (not the
# dots inside ".env", "3.12" or "pnpm-lock.yaml"), and the full-width punctuation of Chinese.
CLAUSE_BREAK = rxcache.lazy(r"[.;:!?](?:\s|$)|,\s|\s[-\u2013\u2014]\s|\n|\(|\)|"
                            r"[\uff0c\uff1b\u3002\uff1a\uff01\uff1f\u3001\uff08\uff09]")


def clauses(text: str) -> list[str]:
    return [c.strip() for c in CLAUSE_BREAK.split(text) if c and c.strip()]


STATE = _rx(
    "is", "are", "runs on", "uses", "version", "is at", "points to", "lives in", "is set to",
    "est", "sont", "utilise", "è", "sono", "es", "está", "son", "ist", "sind", "läuft",
)

# Tokens that are polarity or quantity words: excluded from the "same subject" comparison of the
# contradiction check, so "always use tabs" and "never use tabs" share their whole subject.
def _wordset(text: str) -> frozenset[str]:
    return frozenset(text.split())


POLARITY_WORDS = _wordset(
    "always never not no dont don't do does doesnt avoid without must mustnt should shouldnt "
    "use using prefer prefers enable disable enabled disabled on off true false yes "
    "toujours jamais ne pas sans eviter evite utiliser utilise prefere plus "
    "sempre mai non senza evita evitare usa usare preferisce "
    "siempre nunca sin evitar usar usa prefiere "
    "immer nie niemals nicht kein keine ohne vermeide vermeiden verwende verwenden "
    "bevorzugt")

# Command-line tools a rule names by their bare name.
TOOL_NAMES = (r"git|npm|pnpm|yarn|pip|uv|poetry|pytest|make|docker|kubectl|cargo|go|node|python3?|"
              r"ruff|mypy|black|eslint|prettier|jest|vitest|gh|curl|ssh|rsync|terraform|psql|"
              r"redis-cli|bun|deno|tsc|webpack|vite|tox|nox|pre-commit")
ENTITY = rxcache.lazy(
    r"`[^`\n]{1,80}`"                                   # code span
    # a path, without the full stop of the sentence it ends ("never change /v1.")
    r"|(?:~|\.{1,2})?/[\w.\-/]*[\w\-/]"
    r"|\b[\w\-]{1,255}\.(?:py|js|ts|tsx|json|toml|ya?ml|md|sh|cfg|ini|lock|txt|sql|go|rs|rb)\b"
    r"|\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b"                   # ENV_VAR
    r"|\bhttps?://\S+"
    r"|\b(?:v)?\d+\.\d+(?:\.\d+)?\b"                    # version
    r"|\b(?:" + TOOL_NAMES + r")\b")

# Competing choices: naming a different member of the same group for the same subject is a
# contradiction ("use pnpm" against "use npm").
CHOICE_GROUPS: tuple[frozenset[str], ...] = tuple(frozenset(g.split()) for g in (
    "npm pnpm yarn bun",
    "pip uv poetry pipenv conda",
    "tabs spaces",
    "jest vitest mocha",
    "black ruff autopep8 yapf",
    "english french italian spanish german anglais français francais inglese italiano "
    "ingles español espanol englisch deutsch französisch dutch portuguese polish swedish "
    "russian japanese chinese korean turkish ukrainian",
    # the grammatical form a text is written in (commit subjects: "Add X" or "Added X")
    "imperative pasttense presenttense",
    "short long brief detailed verbose concise courte longue breve lunga corta larga kurz lang",
    "morning evening afternoon night matin soir",
    "merge rebase squash",
    "postgres postgresql mysql sqlite mongodb",
    "docker podman",
    "node deno bun",
    # where a change goes: with the change it belongs to, or apart from it
    "same separate",
    "mac macos linux windows",
    "light dark",
    "utc local",
    # tools for one role: a project uses one of each
    "cursor offset keyset",
    "flake8 pylint pyflakes ruff",
    "mypy pyright pytype pyre",
    "pytest unittest nose",
    "alembic flyway liquibase",
    "vault doppler 1password sops infisical",
    "launchdarkly unleash flagsmith growthbook configcat",
    "jenkins circleci travis buildkite teamcity",
    "github gitlab bitbucket",
    "aws gcp azure",
    "sentry rollbar bugsnag honeybadger",
    "kubernetes nomad ecs swarm",
    "webpack vite esbuild rollup parcel turbopack",
    "django flask fastapi",
    "celery rq dramatiq huey",
    "nginx apache caddy traefik",
    "debian ubuntu alpine centos fedora",
))

STOPWORDS = _wordset("""
a an the and or of to in on at for with by from as is are was were be been being it its this that
these those there here i we you he she they me my our your their his her them us do does did so
but if then than too very can could would will shall into about over under up down out just also
le la les un une des du de et ou à au aux en dans sur pour par avec est sont été être ce cet cette
ces il elle ils elles on nous vous je tu se sa son ses leur leurs qui que quoi dont où y d l qu c s
il lo gli uno una dei delle degli di da e o è sono stato essere che chi cui per con su nel nella
nei negli al alla ai agli dal dalla questo questa questi queste
el los las unos unas del y o es son fue ser que quien cual para por con en al lo este esta estos
der die das ein eine einen einem einer des dem den und oder ist sind war waren sein es er sie wir
ihr ich du mit von zu im am an auf für bei aus dass wie auch noch nur schon
werden wird wurde worden facon fait faire font hace hacen hecho fa fanno viene vengono
since because has have had get gets got go goes through least while which what who
o os um uma umas uns do da dos das em na nas nos ao aos para pelo pela com sao foi ser esta estao
num numa nuns numas dum duma
het een en van op te voor met zijn wordt worden werd dat dit deze er naar bij ook nog
ongeveer ruim circa etwa ungefahr environ około okolo ungefar примерно приблизно yaklasık yaklasik
w we z ze na do po od za przez dla przy oraz lub czy jest sa są był była było ten ta te tego tej
""")


def content_tokens(text: str) -> list[str]:
    """Content words (stopwords dropped) of `text.normalise(text)`, stemmed, in order.

    Words the cross-language lexicon knows become their English form first, so a French or
    German restatement yields the same tokens as the English original. Every word is stemmed
    in English, whatever the text's language: what a restatement in another language shares
    with the original is mostly English (tool names, commands, loanwords such as `make` in an
    Italian sentence), and it must get the stem it gets in the English text.
    """
    return list(_content_tokens(text))


# A word of a script written without spaces runs on into the Latin name or the number written
# against it ("mainに直接force", "pnpm을", "3.12만"): each run of one kind is a word of its own.
_UNSPACED = rxcache.lazy("[" + UNSPACED_LETTERS + "]")
_SCRIPT_RUN = rxcache.lazy("[" + UNSPACED_LETTERS + "]+|[^" + UNSPACED_LETTERS + "]+")


def script_runs(word: str) -> list[str]:
    """`word` cut where letters of a script written without spaces meet any other letters or
    digits (the Latin name in a Japanese or Korean sentence is a word of its own)."""
    if word.isascii() or _UNSPACED.search(word) is None:
        return [word]
    return _SCRIPT_RUN.findall(word)


# The same record bodies are tokenised for decision after decision (a batch at session end,
# the neighbours every candidate meets): a small cache keeps that off the decision's path.
@functools.lru_cache(maxsize=4096)
def _content_tokens(text: str) -> tuple[str, ...]:
    out: list[str] = []
    for w in (run for word in tokenise(L.canonical_text(normalise(text)))
              for run in script_runs(word)):
        c = L.english(w)
        if c is not None:
            out.append(stem(c))
        elif w not in STOPWORDS and len(w) > 1:
            out.append(stem(w))
    return tuple(out)


# A text that reads as Polish: its letters, or its commonest words.
_POLISH = rxcache.lazy(r"[ąćęłńśźż]|(?<![\w])(?:jest|są|się|przez|oraz|tylko|żeby|zawsze|"
                       r"nigdy|dziś|dzisiaj|jak|dla)(?![\w])", rxcache.IGNORECASE)


class Features(NamedTuple):
    words: int
    actionable: list[str]
    prescriptive: list[str]
    general: list[str]
    hedges: list[str]
    anecdote: list[str]
    transient: list[str]
    plan: list[str]
    predictive: list[str]
    measured: list[str]
    verified: list[str]
    entities: list[str]
    state: bool
    conditional: bool   # a condition clause and the clause it governs ("when X, Y")

    @classmethod
    def of(cls, text: str) -> Features:
        dates = dated_events(text)
        plain = DATE.sub(" ", text) if dates else text

        def found(pattern: re.Pattern[str]) -> list[str]:
            return list(dict.fromkeys(m.group(0).lower() for m in pattern.finditer(plain)))

        def rule_words(pattern: re.Pattern[str]) -> list[str]:
            # German "nie" (never) is the Polish "not": in a Polish text it claims no rule
            words = found(pattern)
            return [w for w in words if w != "nie"] if _POLISH.search(plain) else words

        verified, unverified = [], []
        for m in VERIFIED.finditer(plain):
            # "never measured", "nie gemessen", "pas vérifié": a check that was not made
            before = plain[max(0, m.start() - 24):m.start()].split()[-2:]
            if any(NEGATIVE.fullmatch(w.strip(",;:")) for w in before):
                unverified.append(" ".join([*before[-1:], m.group(0).lower()]))
            else:
                verified.append(m.group(0).lower())

        return cls(
            words=len(tokenise(text)),
            actionable=rule_words(ACTIONABLE),
            prescriptive=rule_words(PRESCRIPTIVE),
            general=rule_words(GENERAL),
            hedges=found(HEDGE) + list(dict.fromkeys(unverified)),
            anecdote=[a for a in found(ANECDOTE)
                      if not (_ONE_WEEKDAY.match(a) and RECURRING.search(plain))]
            + found(TERSE_PAST) + found(PAST_ANCHOR) + dates + (
                (found(PAST_VERB)[:1] + past_events(text)[:1]) if DAY_ANCHOR.search(text)
                else [] if GENERAL.search(text) else past_events(text)[:1]),
            transient=found(TRANSIENT),
            plan=found(PLAN),
            predictive=found(PREDICTIVE),
            measured=found(MEASURED),
            verified=list(dict.fromkeys(verified)),
            entities=found(ENTITY),
            state=STATE.search(text) is not None,
            conditional=conditional(text),
        )


_CONDITION_UNSPACED = rxcache.lazy(r"如果|假如|一旦|只要|每当|当.{1,40}?(?:时|的时候)")
_CONDITION_INSIDE = rxcache.lazy(r"(?<![\w])(?:when|whenever|if|unless|once|quand|lorsque|si|"
                                 r"quando|se|cuando|wenn|falls|sobald|wanneer|als|gdy|kiedy|jesli|"
                                 r"om|när|когда|если)(?![\w])", rxcache.IGNORECASE)


def conditional(text: str) -> bool:
    """`text` says what follows from a condition: a clause opening with a condition word and
    another clause ("When answers are long, the principal asks for a summary"), a condition
    after a main clause ("the job fails when the cache is cold"), or a Chinese one (如果, 当...时).
    """
    if _CONDITION_UNSPACED.search(text):
        return True
    parts = clauses(text)
    if len(parts) >= 2 and any(CONDITION.match(normalise(p)) for p in parts):
        return True
    return any(m.start() > 0 for p in parts for m in _CONDITION_INSIDE.finditer(p))
