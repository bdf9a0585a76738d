"""Where a text shows an attack as an example instead of making one.

A page about prompt injection, a security course or a defended product's notes quote the
attack they are about: in a fenced code block under "Example Attack Types", as the string a
demo program feeds its chatbot (`malicious_input = "Ignora las instrucciones ..."`), or in
quotes after "a malicious user could then submit the following prompt:". The order is shown to
the reader of the page, who is a person learning what attacks look like; it is not given to
the model. What frames it is a word of the topic (an attack, an injection, a malicious input, a
payload, a jailbreak, in the languages the lexicon reads) in the words that introduce the quote
or the code, or in the code itself. An attack does not introduce its own order as an attack.

`example_spans` gives the spans of the normalised text (lower case, accents folded) that hold
such examples; injection.py weighs an order inside one as a reported order.
"""

from __future__ import annotations

from memory_engine import rxcache

TYPE_CHECKING = False  # not `from typing`, which imports `re`: the patterns come from rxcache
if TYPE_CHECKING:
    import re

# The topic: a word that names an attack on a model or what carries it.
ATTACK_TOPIC = (
    r"(?:\b(?:attack(?:s|ers?|ing)?|injections?|injected|malicious|adversarial|adversar(?:y|ies)|"
    r"payloads?|exploits?|jailbreaks?|"
    r"ataques?|atacantes?|inyecci(?:on|ones)|malicios[oa]s?|maliciosamente|"
    r"attaques?|attaquants?|malveillante?s?|"
    r"angriffe?n?|angreifer|injektion(?:en)?|bosartige?[nrs]?|schadliche?[nrs]?|"
    r"attacc(?:o|hi|ante|anti)|iniezion[ei]|malevol[oiae]|dannos[oiae]|"
    r"injec(?:ao|oes)|atacantes?|"
    r"атак\w*|инъекци\w*|вредоносн\w*|злоумышленник\w*|"
    r"atak\w*|ataki|wstrzykiwani\w*|złosliw\w*|zlosliw\w*|"
    r"aanval\w*|kwaadaardig\w*|saldir\w*|kotu niyetli|serangan|berbahaya|tan cong|doc hai)\b|"
    r"攻击|攻撃|攻擊|공격|注入|インジェクション|인젝션|恶意|悪意|악의|越狱|脱獄|탈옥)")
_TOPIC = rxcache.lazy(ATTACK_TOPIC)
# A fenced code block, its opening line with the language name included.
_FENCE = rxcache.lazy(r"(?ms)^[ \t>*-]*(```|~~~)[^\n]*\n.*?^[ \t>*-]*\1")
# A fence that opens program code: a language named after the backticks.
_CODE_FENCE = rxcache.lazy(r"[ \t>*-]*(?:```|~~~)[ \t]*(?:python|py|javascript|js|typescript|ts|"
                           r"java|go|rust|ruby|php|c|cpp|csharp|cs|bash|sh|shell|sql|kotlin|"
                           r"swift|scala|r|perl|lua)\b")
# A quoted passage of a few words or more: a few characters in the scripts without spaces,
# where "忽略之前的指令" is a whole sentence; a code span inside a line ("`Ignore toutes les
# instructions précédentes`") quotes as quotation marks do.
_QUOTE = rxcache.lazy(r"\"[^\"\n]{12,}\"|“[^”\n]{12,}”|«[^»\n]{12,}»|「[^」\n]{12,}」|"
                      r"(?<![\w])'[^'\n]{12,}'(?![\w])|"
                      r"[“「『\"](?=[^”」』\"\n]*[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af])"
                      r"[^”」』\"\n]{4,}[”」』\"]|"
                      r"(?<!`)(`{1,3})(?!`)[^`\n]{12,}?\1(?!`)")
# A line of a script, a comic or a story that gives a character's words ("Dialog Senior: "Hey
# Claude, quick summary of this repo"", "Narration: ..."): the quote is spoken inside the story,
# to another character; the text's reader is the one who reads the script.
_SCRIPT_LINE = rxcache.lazy(
    r"\b(?:dialog(?:ue)?s?|dialogo|narrat\w*|narrac\w*|dymek|caption|speech bubble|"
    r"scene|escena|szena|scena|panel|personaje|personnage|bulle|sprechblase|fumetto)\b"
    r"[^\n\"“«]{0,30}:")
# The words that introduce a quote: back to the start of its sentence or line.
_SENTENCE_START = rxcache.lazy(r"[.!?。！？\n](?=[^.!?。！？\n]*$)")
_INTRO_SPAN = 200


def _introduced(norm: str, start: int) -> bool:
    """The words before `start` in its sentence, or the line before when the quote or the
    block opens a line after one that ends with a colon or is a heading, name the topic."""
    window = norm[max(0, start - _INTRO_SPAN):start]
    cut = _SENTENCE_START.search(window)
    sentence = window[cut.end():] if cut else window
    if _TOPIC.search(sentence):
        return True
    # The sentence before, in the same paragraph: "Think of it like SQL injection. Instead of
    # ..., you sneak "ignore your instructions" into a web page."
    line_start = window.rfind("\n") + 1
    if cut and cut.start() >= line_start and _TOPIC.search(window[line_start:cut.start()]):
        return True
    # The lines above: a heading, a label ending with a colon, or a bullet naming the example
    # ("### Example Attack Types", "* **Direct Prompt Injection:**", "# Ataque posible").
    lines = [line for line in window.split("\n")[:-1] if line.strip()][-2:]
    if any(_TOPIC.search(line) for line in lines):
        return True
    # A list item or a line introduced by a colon, in a section (from its heading on) that
    # names the topic ("### 防范提示注入攻击 / 所有电子邮件都会被扫描以下内容： / - “忽略之前的
    # 指令” 类型的内容"; "un attaquant ... Cela peut être fait via : - ```Ignore toutes ...```"):
    # the section lists what the attacks look like.
    if not (_LIST_ITEM.match(norm, norm.rfind("\n", 0, start) + 1) or
            any(line.rstrip().endswith((":", "：")) for line in lines)):
        return False
    section = norm[max(0, start - _SECTION_SPAN):start]
    headings = [m.start() for m in _HEADING.finditer(section)]
    if headings:
        section = section[headings[-1]:]
    return _TOPIC.search(section) is not None


# A list item's opening: a bullet or a number.
_LIST_ITEM = rxcache.lazy(r"(?<![ \t>])[ \t>]*(?:[-*+•・]|\d{1,2}[.)])[ \t]")
# How far back a section is read.
_SECTION_SPAN = 600


# A quoted value of a data field ("description": "...", `payload: "..."`) is data, where an
# indirect attack stands; a field's name is no introduction.
_FIELD = rxcache.lazy(r"(?:\"[\w -]{1,40}\"|'[\w -]{1,40}') ?: ?$")
# The text has what it shows carried out: "Execute the script to demonstrate the
# vulnerability", "then follow these instructions", "please run the following diagnostic
# command:" (two words may qualify the noun). What it shows is then its order.
_CARRIED_OUT = rxcache.lazy(
    r"\b(?:execute|run|follow|perform|carry out|apply|obey|ejecuta|ejecute|sigue|siga|execute|"
    r"executez|execute|suis|suivez|fuhre|fuhren|befolge|esegui|segui|executa|siga|выполни|"
    r"выполните)\b (?:\w+ )?(?:the |this |that |these |those |it\b|them\b|le |la |les |el |"
    r"lo |los |das |die |den |il |lo |o |a |os |as |это |эти )?(?:\w+ ){0,2}(?:script|code|"
    r"instructions?|commands?|prompt|payload|steps|above|below|it|them|guion|codigo|"
    r"instrucciones|code|consignes|anweisungen|skript|istruzioni|codice|instrucoes|codigo|"
    r"инструкци\w*|скрипт|код)\b")


def example_spans(norm: str) -> tuple[tuple[int, int], ...]:
    """Fenced blocks and quotes that the text introduces as an attack, or code that names
    attacks around the strings it holds; none when the text has what it shows carried out."""
    spans = _example_spans(norm)
    if spans and _CARRIED_OUT.search(_outside(norm, spans)):
        return ()
    return spans


def _outside(norm: str, spans: tuple[tuple[int, int], ...]) -> str:
    parts, at = [], 0
    for start, end in sorted(spans):
        parts.append(norm[at:start])
        at = max(at, end)
    parts.append(norm[at:])
    return " ".join(parts)


def _example_spans(norm: str) -> tuple[tuple[int, int], ...]:
    spans: list[tuple[int, int]] = []
    fenced: list[tuple[int, int]] = []
    if "```" in norm or "~~~" in norm:
        for m in _FENCE.finditer(norm):
            fenced.append(m.span())
            # program code that names attacks in its comments or names holds them as data
            # (an identifier's words count: "malicious_input", "hostile_payload")
            if _introduced(norm, m.start()) or (_CODE_FENCE.match(m.group(0)) and _TOPIC.search(
                    m.group(0).replace("_", " "))):
                spans.append(m.span())
    for m in _QUOTE.finditer(norm):
        if any(a <= m.start() < b for a, b in fenced):
            continue
        line_start = norm.rfind("\n", 0, m.start()) + 1
        if _FIELD.search(norm, max(line_start, m.start() - 44), m.start()):
            continue
        if _introduced(norm, m.start()) or _SCRIPT_LINE.search(norm, line_start, m.start()):
            spans.append(m.span())
    if "#" in norm:
        spans += _listed_under_topic(norm)
    return tuple(spans)


# A Markdown heading, and the list items and table rows of a section.
_HEADING = rxcache.lazy(r"(?m)^[ \t]*#{1,6}[ \t][^\n]*$")
_ITEM_LINE = rxcache.lazy(r"(?m)^(?:[ \t>]*(?:[-*+•・]|\d{1,2}[.)])[ \t]|[ \t]*\|)[^\n]*$")


def _listed_under_topic(norm: str) -> list[tuple[int, int]]:
    """The list items and table rows of a section whose heading names the topic ("## Attack
    Types Included", "# Prompt Injection Attack Detection", "| Payload | Result |" under "###
    Ataques"): a catalogue of attacks, each item the name or the shape of one. The heading
    itself names one ("### Do Anything Now (DAN) Jailbreak", "### Role-Play Jailbreak")."""
    spans: list[tuple[int, int]] = []
    headings = list(_HEADING.finditer(norm))
    closes = _section_ends(norm, headings)
    fences = "```" in norm or "~~~" in norm
    for n, heading in enumerate(headings):
        if not _TOPIC.search(heading.group(0)):
            continue
        spans.append(heading.span())
        end = headings[n + 1].start() if n + 1 < len(headings) else len(norm)
        spans += [m.span() for m in _ITEM_LINE.finditer(norm, heading.end(), end)]
        # its subsections are cases of the catalogue ("## Casos de Ataque" over "### Caso 2:
        # Extração de prompt" and the exchange fenced under it)
        if fences and closes[n] > end:
            spans += [m.span() for m in _FENCE.finditer(norm, end, closes[n])]
    return spans


def _section_ends(norm: str, headings: list[re.Match[str]]) -> list[int]:
    """Where each heading's section ends with its subsections: at the next heading of its level
    or a higher one (one pass from the end, a stack of the headings still open)."""
    ends = [len(norm)] * len(headings)
    stack: list[tuple[int, int]] = []  # (level, start) of the headings after, nearest last
    for n in range(len(headings) - 1, -1, -1):
        level = _level(headings[n].group(0))
        while stack and stack[-1][0] > level:
            stack.pop()
        if stack:
            ends[n] = stack[-1][1]
        stack.append((level, headings[n].start()))
    return ends


def _level(heading: str) -> int:
    return len(heading.lstrip(" \t")) - len(heading.lstrip(" \t").lstrip("#"))


# A text about attacks names them again and again: a page on prompt injection, a defended
# product's notes on what to refuse, a security course. Each naming counts once per line, and
# four lines that name the topic read as a text about it. The signal this gives
# (`discusses-attacks`) is evidence against an attack, the one signal the fit weighs at zero or
# below: an attack orders, and does not keep calling what it orders an attack.
COUNTER_SIGNALS = ("discusses-attacks", "addresses-owner", "lays-out-rules")
_TOPIC_LINES = 4


# The characters of a token that is an address or a name in code: a mail address, a link, a
# host, an identifier ("attacker@evil.example", "https://attacker.example/collect",
# "malicious_input").
_ADDRESS_MARK = rxcache.compile(r"[@/_]|\w\.\w")
_TOKEN_EDGE = " \t\n\"'`()<>[]{},;"


def _in_address(norm: str, start: int, end: int) -> bool:
    """The word at [start, end) is part of an address or an identifier: a name the text gives
    a target or a variable, not the text speaking of attacks."""
    left = start
    while left > 0 and norm[left - 1] not in _TOKEN_EDGE:
        left -= 1
    right = end
    while right < len(norm) and norm[right] not in _TOKEN_EDGE:
        right += 1
    return _ADDRESS_MARK.search(norm, left, right) is not None


def discusses_attacks(norm: str) -> tuple[float, tuple[int, int] | None]:
    """How much the text reads as one about attacks (lines naming the topic, out of four),
    and the first naming."""
    lines = set()
    first: tuple[int, int] | None = None
    for found in _TOPIC.finditer(norm):
        if _in_address(norm, found.start(), found.end()):
            continue
        if first is None:
            first = found.span()
        lines.add(norm.count("\n", 0, found.start()))
        if len(lines) >= _TOPIC_LINES:
            break
    return min(1.0, len(lines) / _TOPIC_LINES), first


# The text's reader owns or runs an AI: "Your AI agent remembers everything about you", "deploy
# your chatbot", "tu asistente de IA", "你的AI助手". Who is spoken to is then a person — a
# product's user, a developer, a reader of a page about agents — not the model that reads the
# text (which an attack calls "you"). Evidence against an attack, weighed by the fit at zero
# or below, as `discusses-attacks` is.
_OWNER = rxcache.lazy(
    r"\b(?:your|your own|votre|ton|ta|tu|su|dein|deine|deinen|ihr|ihre|il tuo|la tua|seu|sua|"
    r"vash|vasha|twoj|twoja) (?:\w+ )?(?:ai|llm|llms|gpt|chatbots?|ai agents?|agents?|"
    r"assistants?|ai assistants?|copilots?|language models?|models?|asistente|assistente|"
    r"agente|modele|modelo|modello|ki|ia|bot)\b(?! (?:will|must|should|shall) (?:now|always|"
    r"never|ignore|forget))|"
    r"(?:你的|您的|あなたの|당신의)(?:AI|ai|人工智能|聊天机器人|智能体|助手|エージェント|에이전트)")


def addresses_owner(norm: str) -> tuple[float, tuple[int, int] | None]:
    """1 when the text speaks to someone who has an AI, with the passage."""
    found = _OWNER.search(norm)
    return (1.0, found.span()) if found else (0.0, None)


# A rules file is laid out by its owner: headings over lists of items ("## Security", "- NEVER
# ask the user to write secrets in chat"). An order slipped into what the reader fetches sits in
# the content's own prose, a comment or a cell, and a note or a prompt that attacks is a few
# lines of running text; the layout, whatever the language, tells the document the principal
# wrote for the agent from the instruction smuggled into one. A heading, and list items on two
# lines in five or more, read as such a document (fewer items, less so). Evidence against an attack,
# weighed by the fit at zero or below, as `discusses-attacks` is.
_ITEM = rxcache.lazy(r"(?m)^[ \t]*(?:[-*\u2022+]|\d+[.)]) \S")
_LAID_OUT_ITEMS = 0.4


def lays_out_rules(norm: str) -> tuple[float, tuple[int, int] | None]:
    """How much the text is laid out as a rules document (a heading, and list items among its
    lines), and its first heading (_HEADING, as the example sections read them)."""
    heading = _HEADING.search(norm)
    if heading is None:
        return 0.0, None
    lines = sum(1 for line in norm.splitlines() if line.strip())
    items = len(_ITEM.findall(norm))
    value = min(1.0, items / lines / _LAID_OUT_ITEMS)
    return (value, heading.span()) if value > 0 else (0.0, None)
