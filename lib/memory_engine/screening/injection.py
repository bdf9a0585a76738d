"""Spot prompt-injection attempts in text that is about to become memory.

Memory is read back into the model's context at every session start, so a poisoned record is a
persistent prompt injection. A list of attack phrasings misses every new wording, so the screen
looks instead for what makes a text an attack whatever its wording. Seven signals, each a small
family of cues in English, French, German, Spanish and Italian (with some Portuguese, Russian,
Chinese and Japanese):

- `addresses-model`: the text speaks to the model that will read it ("to you, Claude", "note to
  the AI", "if you are an assistant reading this", "your system prompt", "automated screening
  software");
- `claims-authority`: it dresses as a system, developer or vendor voice (`[SYSTEM]`,
  `<|im_start|>`, a fake "User:/Assistant:" exchange, "<INFORMATION>", "I'm your developer",
  "policy update", "IMPORTANT!!!", "<end of session>");
- `overrides-instructions`: it sets earlier instructions aside or replaces them ("ignore / forget
  / disregard ... previous instructions, the above, your rules", with one typo tolerated in the
  key words; "previous instructions are void"; "you are now ..."; "new instructions:");
- `demands-action`: it asks for something done to the outside (send or post data to an address,
  a URL or an account, fetch a URL, a destructive or piped shell command, reveal the prompt,
  print a fixed text and nothing else);
- `asks-secrecy`: it wants the user kept unaware ("don't tell the user", "without mentioning
  it", "secret agenda", "keep this between us");
- `removes-safeguard`: it lifts a check ("no approval needed", "pre-approved", "without asking",
  "skip confirmation", "disable the hooks", `--no-verify`, "no restrictions");
- `wants-persistence`: it wants to outlive the moment ("from now on", "at the start of every
  session", "in all your future answers", "commit this to memory").

Each signal gives a feature in [0, 1] (the strongest of its cues that matched); a logistic model
weighs them. The weights and the decision threshold are not chosen here: they are fitted by
benchmarks/fit_injection.py (labelled third-party attack and agent-rules rows, and the project's
own labelled memory candidates) and read from data/injection_weights.json. One signal is rarely
enough: an ordinary record ("At the start of every session, run `make bootstrap`", "Don't tell
the user about ticket numbers", "Send the report to ops@example.com") carries one, while an
attack stacks several (it speaks to the model, claims authority, overrides, and wants something
done). Only the strongest cues of the heavily weighted signals (an override of earlier
instructions, a chat-template role tag, a note addressed to the AI) decide on their own.

`scan_injection` returns the signals behind a positive verdict, each with the passage that raised
it (kind = signal name); it returns nothing for a text below the threshold, so callers can keep
treating any finding as "this is an injection". `assess_injection` gives the score and all
feature values.

Every cue reads the screening form of the text (`textnorm.normalise_for_screening`: lookalike
letters, full-width forms, invisible characters, letter-spacing and leetspeak undone), so the cues
are written once, in lower-case ASCII; quotes come from the original text.
"""

from __future__ import annotations

import json
import math
import os
import re
from functools import cache, lru_cache
from typing import NamedTuple

from memory_engine.screening.textnorm import normalise_with_offsets, original_span


class InjectionFinding(NamedTuple):
    kind: str
    quote: str


SIGNALS: tuple[str, ...] = ("addresses-model", "claims-authority", "overrides-instructions",
                            "demands-action", "asks-secrecy", "removes-safeguard",
                            "wants-persistence")

# os.path, not pathlib: this module runs in the pre-write hook, where pathlib's import is felt.
WEIGHTS_PATH = os.path.join(os.path.dirname(os.path.dirname(__file__)), "data",
                            "injection_weights.json")


def _rx(pattern: str) -> str:
    """Cue syntax: a space stands for any run of whitespace, " ?" for an optional one."""
    return pattern.replace(" ?", r"\s*").replace(" ", r"\s+")


# -- shared vocabulary -------------------------------------------------------------------------
# A model, however it is called (including the French/Italian/Spanish "IA" and German "KI").
_MODEL = (r"(?:ai|assistant|assistants|chat ?bot|bot|llms?|(?:large )?language models?|models?|"
          r"agents?|claude|chatgpt|gpt(?:-?\d[\w.]*)?|gemini|copilot|codex|llama|mistral|"
          r"command r\+?|ia|ki|assistente|asistente|modele|modell|modelo|modello|ии|ассистент|"
          r"модель|бот)")
_MODEL_TRIGGERS = ("ai assistant assistants chat bot llm llms language large model models agent"
                   " agents claude chatgpt gpt gemini copilot codex llama mistral command ia ki"
                   " assistente asistente modele modell modelo modello ии ассистент модель бот")
# The things a model is told to do: its instructions under any name.
_ORDERS = (r"(?:instructions?|directions?|directives?|prompts?|prompting|system prompt|rules|"
           r"guidelines|programming|guardrails|policies|constraints|restrictions|parameters|"
           r"configuration|training|consignes|regles|anweisungen|regeln|vorgaben|instrucciones|"
           r"reglas|istruzioni|regole|instrucoes|regras|инструкции|правила|указания)")
_TARGET = (r"(?:https?://\S+|www\.\S+|\b[\w.+-]+@[\w-]+\.[\w.-]+|\b[a-z]{2}\d{2}[a-z0-9]{11,30}\b|"
           r"\b[\w-]+\.(?:com|net|org|io|biz|xyz|info|ru|cn|top|co|me|site|online|app|dev)\b)")
_SENSITIVE = (r"(?:passwords?|passcodes?|pass phrases?|security codes?|verification codes?|"
              r"2fa|otp|api ?keys?|access keys?|tokens?|secrets?|credentials?|private keys?|"
              r"ssh keys?|id_rsa|id_ed25519|\.env\b|\.ssh|\.aws|env(?:ironment)? var(?:iable)?s|"
              r"passports?|bank accounts?|account numbers?|credit cards?|card numbers?|iban|"
              r"social security|ssn|(?:conversation|chat|browsing|search) history|"
              r"(?:user|personal|private|customer) (?:data|information|details)|real name|"
              r"(?:all|every) (?:the )?(?:messages|emails|e-mails|files|documents|contacts)|"
              r"system prompt|mot de passe|passwort|contrasena|password|пароль|ключ|密码|"
              r"パスワード)")
_SEND_VERBS = ("send", "sending", "forward", "upload", "posting", "transfer", "wire", "pay",
               "share", "submit", "exfiltrate", "leak", "transmit", "relay", "copy", "paste",
               "publish", "dump", "append", "envoie", "envoyez", "envoyer", "transfere",
               "transferez", "partage", "sende", "senden", "schicke", "schick", "uberweise",
               "leite", "envia", "envie", "enviar", "reenvia", "transfiere", "comparte", "invia",
               "inviare", "inoltra", "trasferisci", "condividi", "encaminhe", "transfira",
               "compartilhe", "отправь", "отправьте", "перешли", "пошли", "发送", "发给", "转发",
               "上传", "送信", "転送", "送って")
# "email", "mail" and "post" are verbs here only when no label colon or "address" follows.
_SEND = r"(?:(?:e-?mail|mail|post)(?! ?:| address| from| on)|" + "|".join(_SEND_VERBS) + ")"

_ORDER_TRIGGERS = ("instruction direction directive prompt rules guidelines programming guardrails"
                   " policies constraints restrictions parameters configuration training"
                   " consignes regles anweisungen regeln vorgaben instrucciones reglas"
                   " istruzioni regole instrucoes regras инструкции правила указания")

# -- cues ------------------------------------------------------------------------------------
# (signal, strength, triggers, pattern). Every match of the pattern contains one of `triggers`
# at the start of a word (a trigger with punctuation or CJK: anywhere), which
# tests/test_injection.py proves from the parsed pattern. A pattern is compiled and run only
# when one of its triggers is in the text, so an ordinary note costs a few set-like lookups
# instead of sixty regular expressions compiled at import.
_CUES: list[tuple[str, float, str, str]] = [
    # (a) addresses the reading model
    ("addresses-model", 1.0, "note message memo notice instruction attention reminder request"
                             " warning | " + _MODEL_TRIGGERS,
     r"\b(?:note|message|memo|notice|instructions?|attention|reminder|request|warning) (?:to|for) "
     r"(?:the |any |all |every |an? |you, )?" + _MODEL + r"\b"),
    ("addresses-model", 1.0, "you, | " + _MODEL_TRIGGERS,
     r"\bto you, (?:the |an? |my )?" + _MODEL + r"\b"),
    ("addresses-model", 1.0, "dear hey hello attention psst | " + _MODEL_TRIGGERS,
     r"\b(?:dear|hey|hello|attention|psst),? " + _MODEL + r"\b"),
    ("addresses-model", 1.0, "you | ai assistant model bot agent",
     r"\byou,? \(?(?:the|an?) (?:\w+ )?(?:ai|assistant|model|bot|agent)\b"),
    ("addresses-model", 1.0, "if when whenever since | you | " + _MODEL_TRIGGERS,
     r"\b(?:if|when|whenever|since) you(?: are|'re| re) (?:an? |the |any )?(?:[\w']+ ){0,3}?"
     + _MODEL + r"\b"),
    ("addresses-model", 1.0, "read process scan pars summari review analy load see | this these"
                             " following present | " + _MODEL_TRIGGERS,
     r"\b" + _MODEL + r"s? (?:that |who )?(?:is |are )?(?:reading|reads|processing|processes|"
     r"scanning|scans|parsing|summari[sz]ing|reviewing|analy[sz]ing|loading|sees?|seeing) "
     r"(?:this|these|the following|the present)\b"),
    # Instructions to whoever loads or reads this very text.
    ("addresses-model", 1.0, "read see load process find open parse summari | this these",
     r"\b(?:when|whenever|if|once|as soon as) you (?:read|see|load|process|find|open|parse|"
     r"summari[sz]e) (?:this|these)\b"),
    ("addresses-model", 1.0, "this | memory note record entry",
     r"\b(?:when|whenever|each time|every time|once|as soon as) this (?:memory|note|record|"
     r"entry) is (?:loaded|read|seen|retrieved|injected|recalled|summari[sz]ed)\b"),
    ("addresses-model", 1.0, "lecteur lector legge leser",
     r"\b(?:(?:au|pour le) lecteur de cette|al lector de esta|a chi legge questa|an (?:den|die) "
     r"leser(?:in)? dieser) (?:memoire|note|memoria|nota|erinnerung|notiz)\b"),
    ("addresses-model", 1.0, "visible addressed written meant",
     r"\b(?:visible|addressed|written|meant) (?:only )?(?:to|for) (?:the |any )?(?:llms?|ai|"
     r"models?|machines|bots|automated|language models?|assistants?)\b"),
    ("addresses-model", 1.0, "automated ai | analysis screening review resume hiring grading"
                             " evaluation",
     r"\b(?:automated|ai) (?:analysis|screening|review|resume|hiring|grading|evaluation) "
     r"(?:software|systems?|tools?|agents?|models?)\b"),
    ("addresses-model", 1.0, "whoever reader",
     r"\bwhoever (?:is )?(?:reads?|reading|processes|loads) this\b|\b(?:the )?reader of this "
     r"(?:memory|note|record|file|document|page|email|message)\b"),
    ("addresses-model", 1.0, "claude chatgpt gpt gemini copilot codex assistant ai",
     r"(?m)^\W*(?:claude|chatgpt|gpt-?\d\w*|gemini|copilot|codex|assistant|ai) ?[,:] ?(?:you|"
     r"please|ignore|do|from|always|never|remember|forget|stop)\b"),
    ("addresses-model", 0.7, "your | " + _ORDER_TRIGGERS,
     r"\byour (?:own |initial |initials |original |underlying |hidden |secret |current |"
     r"previous |real |full |entire |core )*(?:system'?s? )?" + _ORDERS),
    ("addresses-model", 0.7, "you as | ai assistant bot chatbot language llm",
     r"\b(?:you are|you're|as) (?:an?|the) (?:\w+ ){0,2}?(?:ai|assistant|chatbot|bot|"
     r"language model|llm)\b"),
    ("addresses-model", 1.0, "note message nota messaggio mensaje mensagem hinweis nachricht"
                             " notiz | ~l'ia ~l'assistant ~l'agent ia assistente asistente"
                             " assistenten agenten agente modelo modello modell ki",
     r"\b(?:(?:note|message) (?:a|pour) l'(?:ia|assistant|agent)|(?:hinweis|nachricht|notiz) "
     r"(?:an|fur) (?:die ki|den (?:assistenten|agenten)|das modell)|(?:nota|mensaje) para "
     r"(?:la ia|el (?:asistente|agente|modelo))|(?:nota|messaggio) per (?:l'(?:ia|assistente|"
     r"agente)|il modello)|(?:nota|mensagem) para (?:a ia|o (?:assistente|agente|modelo)))\b"),
    ("addresses-model", 0.7, "si wenn se если es du eres sei ты | ia ki assistant ~assistent"
                             " ~sprachmodell"
                             " asistente agente agent modele modelo modello assistente ии"
                             " ассистент модель бот",
     r"\b(?:(?:si )?tu es une? (?:ia|assistant|agent|modele)|(?:wenn )?du (?:bist )?(?:eine ki|"
     r"ein (?:ki-?)?(?:assistent|sprachmodell)) ?(?:bist)?|(?:si )?eres una? (?:ia|asistente|"
     r"agente|modelo)|(?:se )?sei (?:un'|un |una )(?:ia|assistente|agente|modello)|"
     r"wenn du (?:eine ki|ein (?:ki-?)?"
     r"(?:assistent|sprachmodell)) bist|si eres una? (?:ia|asistente|agente|modelo)|se sei "
     r"(?:un'|un |una )(?:ia|assistente|agente|modello)|если ты (?:ии|ассистент|модель|бот))\b"),
    ("addresses-model", 0.7, "tes vos deine ihre tus sus tue suas tuas твои ваши | instructions"
                             " consignes anweisungen vorgaben instrucciones istruzioni"
                             " instrucoes инструкции правила указания",
     r"\b(?:(?:tes|vos|deine|ihre|tus|sus|tue|suas|tuas) (?:instructions|consignes|anweisungen|"
     r"vorgaben|instrucciones|istruzioni|instrucoes)|(?:твои|ваши) (?:инструкции|правила|"
     r"указания))\b"),
    ("addresses-model", 0.7, "你的 您的 如果你是 あなたの",
     r"(?:你的|您的)(?:指令|指示|规则|系统提示)|如果你是|あなたの(?:指示|ルール)"),
    ("addresses-model", 0.4, "system initial pre | ~prompt message",
     r"\b(?:system prompt|initial prompt|system message|pre-?prompt)\b"),
    ("addresses-model", 0.3, "the | ai assistant model bot llm agent | will must shall should"
                             " needs required instructed ordered",
     r"\bthe (?:ai|assistant|model|bot|llm|agent) (?:will|must|shall|should|needs to|is "
     r"(?:required|instructed|ordered))\b"),

    # (b) claims authority
    ("claims-authority", 1.0, "<",
     r"<\|? ?/?(?:im_start|im_end|im_sep|endoftext|start_header_id|end_header_id|eot_id|"
     r"begin_of_text|system|assistant|user|developer)\|?>"),
    ("claims-authority", 0.9, "<",
     r"<\s*/?\s*(?:system|sys|instructions?|information|important|admin|developer|"
     r"system[-_ ]?(?:prompt|message|reminder|note|instruction))\s*>"),
    # Text dressed as tool output, or a role label hidden where a person does not see it.
    ("claims-authority", 0.9, "<",
     r"<\s*/?\s*(?:function_results|function_calls|tool_result|tool_use|tool_response|"
     r"antml:invoke|invoke name=)[^>]*>"),
    ("claims-authority", 0.6, "tool function | result output response",
     r"(?m)^\s*\[?(?:tool|function) (?:result|output|response)\]? ?: \S"),
    ("claims-authority", 0.9, "<!-- [//]: /* | system assistant developer tool user human",
     r"(?:<!--|\[//\]: ?# ?\(|/\*) ?(?:system|assistant|developer|tool|user|human) ?:"),
    ("claims-authority", 0.9, "role | system developer",
     r"\brole ?: ?(?:system|developer)\b"),
    ("claims-authority", 0.9, "system_ [",
     r"\(\s*system_message\s*\)|\bsystem_(?:message|prompt|instruction)\b|"
     r"\[\s*/?(?:system|sys|inst|admin|administrator|developer|operator)\b"),
    ("claims-authority", 0.9, "am ~i'm is | developer creator admin owner operator maker"
                              " programmer supervisor system",
     r"\b(?:i am|i'm|this is) (?:your|the|an?) (?:\w+ )?(?:developer|creator|admin|administrator|"
     r"owner|operator|maker|programmer|supervisor|system)\b(?! (?:of|for|at|in) )"),
    ("claims-authority", 0.9, "from | developer admin system owner operator security safety"
                              " department anthropic openai management",
     r"\b(?:message|instruction|request|notice|note|order|directive|annotation|memo) from "
     r"(?:me, )?(?:the |your )?(?:developer|admin|administrator|system|owner|operator|security "
     r"team|safety team|it department|anthropic|openai|management)s?\b"),
    # Everyday in notes ("Important update: staging moved"); an attack has more than this.
    ("claims-authority", 0.3, "important urgent official critical priority | message"
                              " instruction notice update request information note announcement",
     r"\b(?:important|urgent|official|critical|priority) (?:message|instruction|notice|update|"
     r"request|information|note|announcement)\b"),
    ("claims-authority", 0.8, "system admin developer operator | note annotation request"
                              " override message alert action directive instruction announcement"
                              " chain",
     r"\b(?:system|admin|administrator|developer|operator) (?:note|annotation|request|override|"
     r"message|alert|action|directive|instruction|announcement|chain of thought)\b"),
    ("claims-authority", 0.4, "system security safety policy vendor new | notice update upgrade"
                              " policy policies",
     r"\b(?:system|security|safety|policy|vendor) (?:notice|update|upgrade)\b|\bnew "
     r"polic(?:y|ies) ?:"),
    # A fake boundary: the text pretends the real context ended and a new one begins.
    ("claims-authority", 0.8, "end begin | session conversation chat prompt context document"
                              " input data instructions reprogramming",
     r"[<\[(#=*%-] ?end of (?:the )?(?:session|conversation|chat|prompt|context|document|input|"
     r"data|instructions)\b|\bend of (?:the )?(?:system prompt|prompt|instructions|context)\b|"
     r"\b(?:begin|end)(?:ning)? (?:of )?(?:the )?(?:new |updated |real |out of date |old |"
     r"previous )?(?:instructions|reprogramming|system prompt)\b"),
    ("claims-authority", 0.6, "emergency activated enabled engaged reprogrammed augmented"
                              " upgraded updated given",
     r"\bemergency (?:protocols?|routine|mode|override)\b|\b(?:admin|god|developer|maintenance|"
     r"debug|unrestricted|elevated) mode (?:activated|enabled|engaged)\b|\b(?:you|assistant|"
     r"model|ai|bot) (?:has|have) been (?:reprogrammed|augmented|upgraded|updated|given a system)"),
    ("claims-authority", 0.7, "important urgent wichtig importante urgente systeme"
                              " systemnachricht sistema",
     r"\b(?:message|nachricht|mensaje|messaggio|mensagem) (?:important|urgent|wichtige?|"
     r"importante|urgente)\b|\bwichtige (?:nachricht|anweisung|mitteilung)\b|"
     r"\b(?:systeme|systemnachricht|mensaje del sistema|messaggio di sistema)\b"),
    ("claims-authority", 0.2, "important urgent critical",
     r"\b(?:really|extremely|very|super|critically|vitally) important\b|\bthis is (?:really |"
     r"extremely |very )?(?:important|urgent|critical)\b"),

    # (c) overrides earlier instructions (the verb-object pairs are matched on words below)
    ("overrides-instructions", 1.0, _ORDER_TRIGGERS + " | are were is was have",
     # no word boundary in front: glued words ("allprevious instructions") still count
     r"(?:previous|prior|above|earlier|old|original|initial|preceding|former|outdated) "
     + _ORDERS + r" (?:are|were|is|was|have been) (?:now )?(?:false|void|null|"
     r"invalid|cancell?ed|revoked|obsolete|outdated|out of date|no longer (?:valid|apply)|"
     r"wrong|replaced|superseded|deprecated|over)\b"),
    ("overrides-instructions", 1.0, "not | restricted bound limited constrained",
     r"\bnot (?:restricted|bound|limited|constrained) by (?:the |any |your |these |its )?"
     r"(?:\w+ )?" + _ORDERS),
    ("overrides-instructions", 1.0, "忽略 无视 忘记 忘掉 忽視 無視 不要理会 指示 命令 ルール"
                                    " プロンプト",
     r"(?:忽略|无视|忘记|忘掉|忽視|無視|不要理会)(?:掉)?(?:之前|以前|上述|上面|先前|所有|全部|你的)?(?:的)?"
     r"(?:所有|全部)?(?:的)?(?:指令|指示|说明|說明|规则|規則|提示|设定)|(?:指示|命令|ルール|プロンプト)"
     r"(?:は|を)(?:すべて|全て)?(?:無視|忘れ)"),
    # Setting the principal's own words aside.
    ("overrides-instructions", 1.0, "disregard ignore override overrule regardless | user human"
                                    " principal operator owner",
     r"\b(?:disregard|ignore|override|overrule) (?:what(?:ever)? )?(?:the )?(?:user|human|"
     r"principal|operator|owner)(?:'s)? ?(?:asks|says|wants|requests?|tells|instructions?|"
     r"wishes)|\bregardless of what the (?:user|human|principal|owner) (?:says|asks|wants)\b"),
    # A new identity for the reader ("you are now DAN"); "from now on" is persistence.
    ("overrides-instructions", 0.8, "now longer come brought taken took | a an the my called"
                                    " named free unrestricted jailbroken dan in mode bound"
                                    " restricted limited required offline disabled deactivated"
                                    " replaced replace over",
     r"\b(?:you are|you're) now (?:an? |the |my |called |named |free |unrestricted |jailbroken |"
     r"dan\b|in (?:\w+ )?mode)|\b(?:you are|you're) no longer (?:bound|restricted|limited|an? |"
     r"required to)|\bnow you are (?:an? |the |my |called |named |free )|"
     r"\b(?:is|are) now (?:offline|disabled|deactivated|replaced)\b|"
     r"\b(?:has|have) (?:come|been brought in|taken over) (?:to )?(?:replace|the)\b|\btook over\b"),
    ("overrides-instructions", 0.8, "anything jailb enabled activated unrestricted unfiltered"
                                    " uncensored",
     r"\b(?:do anything now|jailbreak|jailbroken|(?:developer|god|jailbreak|dan) mode (?:enabled|"
     r"activated)|(?:unrestricted|unfiltered|uncensored) (?:ai|bot|model|assistant|mode|"
     r"version))\b"),
    ("overrides-instructions", 0.8, "maintenant desormais bist eres sei agora теперь 你现在是"
                                    " 今からあなたは",
     r"\b(?:tu es|vous etes) (?:maintenant|desormais)\b|\bdu bist (?:jetzt|nun|ab jetzt)\b|"
     r"\bahora eres\b|\bora sei\b|\bagora (?:voce e|es)\b|\bтеперь ты\b|你现在是|今からあなたは"),
    # "New rule:" is how notes are written; new *instructions* replace the reader's.
    ("overrides-instructions", 0.7, "new updated real actual true revised start nouvelle"
                                    " nouvelles neue nuevas nuove novas | instruction directive"
                                    " orders prompt consignes anweisungen aufgabe instrucciones"
                                    " istruzioni instrucoes",
     r"\b(?:new|updated|real|actual|true|revised) (?:system )?(?:instructions?|directives?|"
     r"orders|prompt) ?:|\b(?:begin|start) new instructions\b|"
     r"\b(?:nouvelles?|neue|nuevas|nuove|novas) (?:instructions|consignes|anweisungen|aufgabe|"
     r"instrucciones|istruzioni|instrucoes)\b"),
    ("overrides-instructions", 0.7, "your | new real true actual only primary prime | task goal"
                                    " role job purpose objective mission instruction",
     r"\byour (?:new|real|true|actual|only|primary|prime) (?:task|goal|role|job|purpose|"
     r"objective|mission|instructions?)\b"),
    ("overrides-instructions", 0.6, "before instead rather follow obey adhere | task request"
                                    " question job instruction command orders me",
     r"\bbefore (?:you )?(?:can )?(?:solve|do|complete|finish|answer|continue|proceed|respond|"
     r"start|work on)\b[^.\n]{0,40}\b(?:task|request|question)\b|\b(?:instead of|rather than) "
     r"(?:doing |solving |answering |following )?(?:your|the|its) (?:original |primary |actual )?"
     r"(?:task|request|question|job|instructions)\b|\b(?:(?:only|strictly) )?(?:follow|obey|"
     r"adhere to) (?:only )?(?:the following|these|my|this|me)(?: new)? (?:instructions?|"
     r"commands?|orders)\b|\b(?:only|strictly) (?:follow|obey) me\b"),
    # Role-play is a common jailbreak frame, and an ordinary request too.
    ("overrides-instructions", 0.35, "pretend simulate imagine deviate role",
     r"\bpretend (?:to be|you are|that you|you're)\b|\bplay the role\b|\brole-?play as\b|"
     r"\bsimulate (?:being|the output)\b|\bimagine you are\b|\b(?:may|must|shall|can) "
     r"not deviate\b|\bdo not deviate\b"),
    ("overrides-instructions", 0.35, "stop cancel abort do | everything doing current tasks first"
                                     " instead",
     r"\b(?:stop|cancel|abort) (?:everything|what you are doing|the current task|all tasks)\b|"
     r"\bdo the following (?:first|instead)\b"),

    # (d) demands an action aimed outside the record (see also the send-to-address check below)
    # A downloaded script piped to a shell is also how tools document their install.
    ("demands-action", 0.4, "curl wget | sh bash zsh",
     r"\b(?:curl|wget)\b[^\n|]{0,120}\| ?(?:sudo )?(?:ba|z)?sh\b"),
    ("demands-action", 1.0, "-rf base64 /dev/tcp -e powershell",
     r"\brm -rf [/~*]|\bbase64 "
     r"(?:-d|--decode)[^\n]{0,40}\| ?(?:ba)?sh|/dev/tcp/|\bnc -e\b|\bpowershell[^\n]{0,30} -enc"),
    ("demands-action", 0.9, "instruction prompt rules parameters guidelines directives | your"
                            " previous initial initials original above system underlying hidden"
                            " every all",
     r"\b(?:print|repeat|reveal|show|tell me|output|list|relay|return|display|give me|spell "
     r"?check|translate|write down|dump|disclose|respond with|recite)\b[^.\n]{0,40}\b(?:your|"
     r"previous|initial|initials|original|above|system'?s?|underlying|hidden|every|all of your)\b"
     r"[^.\n]{0,25}\b(?:instructions?|prompt|prompting|rules|parameters|guidelines|directives)\b"),
    ("demands-action", 0.4, "send transfer wire pay move",
     r"\b(?:send|transfer|wire|pay|move)\b[^.\n]{0,60}\b(?:money|funds|payment|transaction|"
     r"as much as possible|\$ ?\d|\d+ ?(?:usd|eur|dollars|euros|btc|bitcoin))\b"),
    # Everyday requests on their own ("visit our site", "share it with ann@example.com"): an
    # attack needs other signals beside them.
    ("demands-action", 0.4, "visit open click fetch browse navigate download curl wget",
     r"\b(?:visit|open|click|fetch|browse|navigate to|download|curl|wget)\b[^.\n]{0,30}"
     + _TARGET),
    # Making the model show a link or an address: the reader is sent somewhere.
    ("demands-action", 0.4, "print say output display show repeat recommend suggest insert"
                            " include mention promote",
     r"\b(?:print|say|output|display|show|repeat|recommend|suggest|insert|include|mention|"
     r"promote)\b[^.\n]{0,30}" + _TARGET),
    # Dictated output: an attack's payload, and also how answer-style preferences are worded
    # ("only reply in French"), so weak on its own.
    ("demands-action", 0.3, "if when whenever | asked questioned queried asks request |"
                            " respond reply report say answer tell state output print",
     r"\b(?:if|when|whenever) (?:you are |the user |anyone |someone |user )?(?:asked|questioned|"
     r"queried|asks|requests?)\b[^.\n]{0,60}\b(?:respond|reply|report|say|answer|tell|state|"
     r"output|print)\b"),
    ("demands-action", 0.3, "say print output write reply respond answer return report repeat"
                            " type | just only simply exclusively exactly verbatim following"
                            " this after with",
     r"\b(?:just|only|simply|exclusively) (?:say|print|output|write|reply|respond|answer|return|"
     r"report|repeat|type)\b|\b(?:reply|respond|answer|output|print|say|report|repeat) "
     r"(?:with )?(?:only|exactly|verbatim|the following|this text)\b|\brepeat (?:after|with) me\b"),
    ("demands-action", 0.3, "delete remove erase wipe destroy drop insert include embed append"
                            " add | all every everything entire whole link url image markdown",
     r"\b(?:delete|remove|erase|wipe|destroy|drop)\b[^.\n]{0,25}\b(?:all|every|everything|the "
     r"entire|the whole)\b|\b(?:insert|include|embed|append|add)\b[^.\n]{0,30}\b(?:link|url|"
     r"image|markdown)\b"),
    ("demands-action", 0.3, "nothing say print output respond reply report | else ~\" ~' ~<",
     r"\b(?:and|with) (?:absolutely )?nothing else\b|\b(?:say|print|output|respond with|reply "
     r"with|report) (?:that )?[\"'<]"),

    # (e) asks for secrecy
    ("asks-secrecy", 1.0, "not don dont never without | tell inform mention reveal disclos"
                          " notify alert let show explain talk comment say give | user human"
                          " anyone anybody principal owner operator them message instruction"
                          " email mail comment note website game rule prompt agenda",
     r"\b(?:do not|don't|dont|never|must not|should not|without) (?:ever )?(?:tell|telling|"
     r"inform|informing|mention|mentioning|reveal|revealing|disclose|disclosing|notify|notifying|"
     r"alert|alerting|let|show|showing|explain|talk about|comment on|say anything|"
     r"give (?:any|the) (?:\w+ )?(?:output|indication|hints?))\b[^.\n]{0,30}\b(?:the user|the "
     r"human|anyone|anybody|the principal|the owner|the operator|them|this (?:message|"
     r"instruction|email|e-mail|comment|note|website|game|rule|prompt)|these instructions|your "
     r"(?:instructions|agenda)|it to the user)\b"),
    ("asks-secrecy", 1.0, "secret hidden confidential between private covert",
     r"\b(?:keep|remain|stay|kept) (?:this |it |these |that )?(?:a )?(?:secret|hidden|"
     r"confidential|between us|private)\b|\bsecret (?:agenda|mission|objective|goal|task)\b|"
     r"\bsecretly\b|\bcovertly\b"),
    ("asks-secrecy", 1.0, "suspicion noticing knowing finding pretend circumstances until"
                          " inform reveal",
     r"\bwithout raising suspicion\b|\bwithout (?:the user|them|anyone) (?:noticing|knowing|"
     r"finding out)\b|\bpretend (?:it|this) (?:didn't|did not|does not|never) exist|\bunder no "
     r"circumstances (?:ever )?mention\b|\b(?:do not|don't) (?:respond|reply) to the user "
     r"until\b|\bmay not inform the user\b|\bnever reveal\b"),
    ("asks-secrecy", 1.0, "sans ohne niemandem decir avisar informar mencionar digas senza"
                          " dire dizer nao говори никому 不要告诉 保密 秘密に ないで",
     r"\bsans (?:le )?(?:dire|prevenir|informer|avertir|mentionner)\b|\bohne (?:es )?(?:dem "
     r"(?:nutzer|benutzer) )?(?:zu sagen|zu erwahnen|bescheid)|\bsag (?:es )?niemandem\b|\bsin "
     r"(?:decir|avisar|informar|mencionar)(?:le|lo)?\b|\bno (?:le |se lo )?digas\b|\bsenza "
     r"(?:dirlo|dire|informare|avvisare)\b|\bnon dire\b|\bsem (?:dizer|avisar|informar)\b|"
     r"\bnao (?:diga|conte)\b|\bне говори\b|\bникому не\b|不要告诉|保密|秘密に|"
     r"(?:言わ|伝え)ないで"),
    ("asks-secrecy", 1.0, "dis | ne", r"\bne (?:le |lui )?dis (?:rien|pas)\b"),
    ("asks-secrecy", 0.5, "not don dont never | tell mention reveal disclose repeat explain",
     r"\b(?:do not|don't|dont|never) (?:tell|mention|reveal|disclose|repeat|explain)\b"),

    # (f) removes a safeguard
    # git documents --no-verify for work in progress; the others exist to switch checks off.
    ("removes-safeguard", 0.6, "no-verify", r"--no-verify\b"),
    ("removes-safeguard", 1.0, "dangerously bypasspermissions permissiondecision safe exception"
                               " exempt",
     r"--dangerously-skip-permissions|\bbypasspermissions\b|\bpermissiondecision\b"
     r"[^\n]{0,10}allow|\bsafe ?mode (?:off|disabled)\b|\b(?:exception|exempt) (?:to|from) "
     r"(?:the |its |your )?(?:usual )?(?:ethical|safety|security|content)\b"),
    ("removes-safeguard", 1.0, "disable deactivate turn switch bypass circumvent skip remove"
                               " uninstall ignore override | safety security content permission"
                               " admission ~prewrite ~pre-write ethical moderation approval",
     r"\b(?:disable|deactivate|turn off|switch off|bypass|circumvent|skip|remove|uninstall|"
     r"ignore|override) (?:the |all |any |your |its |every )?(?:safety|security|content|"
     r"permission|admission|pre-?write|ethical|moderation|approval)\b"),
    ("removes-safeguard", 0.9, "needed required necessary ~approved ~authori ~cleared granted"
                               " give allowed permitted elevated grant",
     r"\b(?:no|without) (?:\w+ )?(?:approval|confirmation|review|permission|consent|"
     r"verification|sign-?off)s? (?:is |are )?(?:needed|required|necessary)\b|\bpre-?(?:approved|"
     r"authori[sz]ed|cleared)\b|\b(?:has|have) (?:already )?(?:granted|given|authori[sz]ed|"
     r"approved) (?:you|the (?:assistant|agent|ai|model))\b|\bpermission (?:granted|given)\b|"
     r"\byou (?:are|have been) (?:authori[sz]ed|allowed|permitted|cleared) to\b|\belevated "
     r"(?:mode|privileges|permissions|access)\b|\b(?:granted|given|grants?|gives?) (?:you )?"
     r"(?:full|root|admin|unrestricted|elevated) (?:access|permissions|privileges|rights)\b"),
    ("removes-safeguard", 1.0, "safety security admission permission ~write content approval"
                               " review restrictions policy limits safeguards | disabled off"
                               " lifted removed suspended waived bypassed turned not",
     r"\b(?:safety|security|admission|permission|pre-?write|content|approval|review) ?(?:gates?|"
     r"checks?|hooks?|filters?|guard ?rails?|sandbox|protections?|verification|restrictions?|"
     r"polic(?:y|ies)|rules|limits|safeguards?|moderation) (?:is|are|was|were|has been|have been) "
     r"(?:now )?(?:disabled|off|lifted|removed|suspended|waived|bypassed|turned off|not required)"
     r"\b|\b(?:restrictions|policy|limits|safeguards) (?:is|are|was|were|have been|has been) "
     r"(?:now )?(?:lifted|waived|suspended)\b"),
    ("removes-safeguard", 0.9, "t'a vous te le ti hat | donne autorise autorizado dado"
                               " autorizzato dato autorisiert erlaubt erlaubnis",
     r"\b(?:t'a|vous a|te ha|le ha|ti ha|hat (?:dich|dir|ihnen)) (?:donne l'autorisation|"
     r"autorise|autorizado|dado permiso|autorizzato|dato il permesso|autorisiert|erlaubt|die "
     r"erlaubnis gegeben)"),
    ("removes-safeguard", 0.7, "agents agent assistants assistant ai ais | may can allowed"
                               " permitted",
     r"\b(?:agents?|assistants?|the ai|ais) (?:may|can|are (?:allowed|permitted) to) (?:now )?"
     r"(?:push|deploy|delete|run|skip|bypass|commit|merge|force)\b"),
    ("removes-safeguard", 0.7, "user principal owner operator maintainer admin human | approved"
                               " authori allowed permitted okayed signed",
     r"\b(?:user|principal|owner|operator|maintainers?|admin|human) (?:has|have) (?:already )?"
     r"(?:approved|authori[sz]ed|allowed|permitted|okayed|signed off)\b"),
    ("removes-safeguard", 0.8, "asking confirm approval permission consent review checking"
                               " checks"
                               " verification restrictions limits limitations rules ethical"
                               " filter censorship refuse reject decline regardless unrestricted"
                               " unfiltered uncensored",
     r"\bwithout (?:first |any |the )?(?:safety |security )?(?:asking|confirmation|confirming|"
     r"approval|permission|consent|review|checking|checks|verification|restrictions|limits)\b|"
     r"\bno (?:safety |security )?checks\b|\bno (?:restrictions|limits|limitations|rules|"
     r"ethical (?:concerns|guidelines)|filters?|censorship)\b|\bnever (?:refuse|reject|"
     r"decline)\b|\bregardless of (?:ethics|safety|the rules|policy|consequences)\b|"
     r"\b(?:unrestricted|unfiltered|uncensored)\b"),
    ("removes-safeguard", 0.8, "sans ohne sin senza sem"
                               " desactiv deaktivier disattiv desativ отключи",
     r"\bsans (?:demander|confirmation|validation|verification|verifier|relecture|restrictions?|"
     r"regles|limites)\b|\bohne (?:ruckfrage|nachzufragen|bestatigung|zu fragen|prufung|"
     r"einschrankungen|regeln|grenzen)\b|\bsin (?:preguntar|confirmacion|restricciones|revision|"
     r"permiso|reglas|limites|verificar)\b|\bsenza (?:chiedere|conferma|restrizioni|permesso|"
     r"regole|limiti|verificare)\b|\bsem (?:perguntar|confirmacao|restricoes|permissao|regras|"
     r"limites|verificar)\b|"
     r"\b(?:desactiv|deaktivier|disattiv|desativ|отключи)\w*"),
    # Rubber-stamping: approvals given without looking.
    ("removes-safeguard", 0.8, "automatically auto | ~approve ~accept ~merge apply sign",
     r"\b(?:approve|accept|merge|apply|sign off)\b[^.\n]{0,40}\bautomatically\b|"
     r"\bauto-?(?:approve|merge|accept)\b"),
    ("removes-safeguard", 0.6, "skip disable bypass turn | check hook filter guard sandbox"
                               " protection verification confirmation review gate safeguard",
     r"\b(?:skip|disable|bypass|turn off) (?:the |all |any )?(?:checks?|hooks?|filters?|"
     r"guard ?rails?|sandbox|protections?|verification|confirmation|review|gate|safeguards?)\b"),

    # (g) wants to persist
    # Every future answer carrying the payload.
    ("wants-persistence", 1.0, "future further subsequent",
     r"\b(?:in|to|into|for) (?:all |every |any |each )?(?:of )?(?:your )?(?:every )?(?:future|"
     r"further|subsequent) (?:responses|outputs?|answers|replies|messages|conversations|"
     r"sessions)\b"),
    ("wants-persistence", 0.7, "commit store save write keep put memory",
     r"\bcommit (?:this |it )?to memory\b|\b(?:store|save|write|keep|put) (?:this|it|these)"
     r"(?: instructions?| block)? in (?:your )?(?:long-term )?memory\b|\bmemory\(|"
     r"\bmemory write\b"),
    # A memory is read at every session by design: saying so is weak evidence.
    ("wants-persistence", 0.5, "session conversation chat respons reply answer turn output"
                               " repl messag | every each all any",
     r"\b(?:at|on|in) the (?:start|beginning|top|end) of (?:every|each|all|any) (?:new )?"
     r"(?:session|conversation|chat|response|reply|answer|turn)s?\b|\b(?:in|to|into) (?:all|every|"
     r"any|each) (?:of )?(?:your )?(?:responses|outputs?|answers|replies|messages)\b"),
    ("wants-persistence", 0.6, "now point moment henceforth remember forget upon permanent"
                               " persistent further future subsequent",
     r"\bfrom now on\b|\bfrom this (?:point|moment) (?:on|forward)\b|\bhenceforth\b|\balways "
     r"remember\b|\bnever forget\b|\bremember (?:this|that) (?:forever|always|for)\b|\bupon every"
     r"\b|\b(?:permanently|persistently)\b|\bevery (?:further|future|subsequent) (?:request|"
     r"message|response|session)\b"),
    ("wants-persistence", 0.6, "every each whenever | user",
     r"\b(?:every|each) (?:time|session) (?:a|the) user\b|\bwhenever (?:the|a) user (?:asks|"
     r"says|mentions|requests)\b"),
    ("wants-persistence", 0.6, "partir desormais jetzt sofort nun ahora poi diante session"
                               " sitzung sesion sessao отныне момента 从现在开始 从今以后 今後"
                               " 毎回",
     r"\ba partir de (?:maintenant|ahora|agora)\b|\bdesormais\b|\bab (?:jetzt|sofort)\b|\bvon nun "
     r"an\b|\bdesde ahora\b|\bd'ora in poi\b|\bda (?:ora|adesso) in poi\b|\bde agora em diante\b|"
     r"\b(?:a chaque|in jeder|en cada|in ogni|em cada) (?:session|sitzung|sesion|sessione|sessao)"
     r"\b|\bотныне\b|\bс этого момента\b|从现在开始|从今以后|今後|これから毎回|毎回"),
    ("wants-persistence", 0.3, "every each forward future",
     r"\b(?:every|each) (?:session|conversation|time)\b|\bgoing forward\b|\bin (?:the )?future\b"),
]


# -- shouting (read with the case kept) -------------------------------------------------------
# Shouted warnings and role labels; a role label in capitals anywhere in a line (buried in a
# form field, say) is a claim of authority, where "System: Ubuntu" at a line start is a heading.
_SHOUT = re.compile(r"\b[A-Z][A-Z ]{3,}!{2,}|\b(?:IMPORTANT|URGENT|CRITICAL|ATTENTION|ALERT|"
                    r"WARNING|STOP EVERYTHING|OBEY|SYSTEM|ADMIN|DEVELOPER)\b ?[:!]")

# -- verb-object overrides, matched on words with one typo tolerated --------------------------
_DISCARD_STRONG = ("ignore", "ignorer", "ignorez", "ignores", "ignoring", "disregard", "forget",
                   "ignoriere", "ignorier", "ignorieren", "vergiss", "vergessen", "missachte",
                   "ignora", "ignorate", "ignorare", "ignoren", "ignorar", "olvida", "olvide",
                   "olviden", "olvidar", "dimentica", "dimenticate", "dimenticare", "oublie",
                   "oubliez", "oublier", "esqueca", "esquecer", "desconsidere", "desconsidera",
                   "игнорируй", "игнорируйте", "забудь", "забудьте", "проигнорируй", "neglect")
_DISCARD_WEAK = ("override", "overrule", "bypass", "abandon", "discard",
                 "omite", "descarta", "trascura", "tralascia", "scarta")
_ORDER_WORDS = ("instructions", "instruction", "directions", "directives", "prompt", "prompts",
                "prompting", "guidelines", "programming", "orders", "commands", "guidance",
                "context", "constraints", "restrictions", "consignes", "directive",
                "anweisungen", "instruktionen", "vorgaben", "befehle", "richtlinien",
                "systemanweisungen", "instrucciones", "indicaciones", "directivas", "istruzioni",
                "direttive", "indicazioni", "instrucoes", "orientacoes", "инструкции", "указания")
_LOOSE_WORDS = ("rules", "rule", "text", "data", "info", "information", "messages", "content",
                "question", "questions", "evidence", "indicators", "regles", "regeln", "reglas",
                "regole", "regras", "правила", "said")
_PRIOR_WORDS = ("previous", "prior", "above", "earlier", "preceding", "initial", "original",
                "foregoing", "former", "system", "told", "precedentes", "precedents",
                "anterieures", "sistema", "systeme",
                "initiales", "vorherigen", "vorigen", "bisherigen", "obigen", "fruheren",
                "ursprunglichen", "anteriores", "previas", "iniciales", "originales",
                "precedenti", "iniziali", "sopra", "предыдущие", "прежние", "системные")
_QUANTITY_WORDS = ("all", "any", "every", "everything", "rest", "other", "following", "your",
                   "my", "these", "those", "toutes", "tous", "tout", "alle", "alles", "deine",
                   "todas", "todos", "todo", "tus", "tutte", "tutti", "tutto", "tue", "tudo",
                   "все", "всё", "свои")
_CONJUNCTIONS = frozenset(("and", "or", "but", "then", "et", "ou", "und", "oder", "y", "o", "e",
                          "и", "или"))
# Words that do not change what the object is ("ignore *the* above", "forget *about* it").
_FUNCTION_WORDS = frozenset(("the", "a", "an", "of", "to", "about", "that", "this", "what",
                             "you", "were", "have", "been", "i", "ve", "s", "me", "we", "le",
                             "la", "les", "l", "des", "de", "di", "del", "der", "die", "das",
                             "den", "el", "los", "las", "il", "lo", "gli", "i", "o", "os", "as",
                             "que", "che", "was", "dass"))
_NEGATIONS = frozenset(("not", "never", "don", "dont", "no", "nicht", "pas", "nunca", "mai",
                        "nie", "не"))
_WORD = re.compile(r"\w+")
# A clause ends at sentence punctuation; code punctuation means the words are not one clause.
_BREAK = re.compile(r"[.!?;\n{}=`]")


def _deletions(word: str) -> set[str]:
    return {word[:i] + word[i + 1:] for i in range(len(word))}


def _build_vocabulary() -> tuple[dict[str, tuple[str, float]], dict[str, tuple[str, float]]]:
    """Exact words, and their one-deletion neighbours for typo tolerance (symmetric deletion:
    a typo'd word matches when it, or one of its own deletions, is a deletion of a key word)."""
    exact: dict[str, tuple[str, float]] = {}
    for words, role, strength in ((_DISCARD_STRONG, "verb", 1.0), (_DISCARD_WEAK, "verb", 0.7),
                                  (_ORDER_WORDS, "order", 1.0), (_LOOSE_WORDS, "loose", 1.0),
                                  (_PRIOR_WORDS, "prior", 1.0),
                                  (_QUANTITY_WORDS, "quantity", 1.0)):
        for word in words:
            exact.setdefault(word, (role, strength))
    near: dict[str, tuple[str, float]] = {}
    for word, entry in exact.items():
        # Short words have too many neighbours that are other real words.
        if len(word) >= 6 and entry[0] in ("verb", "order", "prior"):
            for variant in _deletions(word) | {word}:
                near.setdefault(variant, entry)
    return exact, near


_EXACT, _NEAR = _build_vocabulary()


@lru_cache(maxsize=4096)
def _word_role(word: str) -> tuple[str, float] | None:
    found = _EXACT.get(word)
    if found is not None or len(word) < 5:
        return found
    found = _NEAR.get(word)
    if found is not None:
        return found
    for variant in _deletions(word):
        found = _NEAR.get(variant)
        if found is not None:
            return found
    return None


def _override_pairs(text: str) -> tuple[float, tuple[int, int] | None]:
    """A discard verb followed, within the same clause, by what it discards: earlier orders."""
    words = [(m.group(0), m.start(), m.end()) for m in _WORD.finditer(text)]
    best, span = 0.0, None
    for i, (word, start, _) in enumerate(words):
        role = _word_role(word)
        if role is None or role[0] != "verb":
            continue
        if any(w in _NEGATIONS for w, _, _ in words[max(0, i - 2):i]):
            continue
        order = loose = prior = quantity = other = False
        end = last = words[i][2]
        after_noun = -1  # words still read once the object is found
        for k, (word2, start2, end2) in enumerate(words[i + 1:i + 10]):
            if after_noun == 0 or (after_noun < 0 and k >= 6) or _BREAK.search(text, last,
                                                                                start2):
                break
            last = end2
            role2 = _word_role(word2)
            if after_noun > 0:
                after_noun -= 1
                # French, Spanish, Italian and Portuguese put the adjective after the noun
                # ("les consignes precedentes", "le regole di sistema").
                if role2 is not None and role2[0] == "prior":
                    prior, end = True, end2
                continue
            if role2 is None:
                if word2 in _CONJUNCTIONS:
                    # "previous and following instructions" goes on; "the above and print"
                    # ends the object.
                    following = words[i + k + 2][0] if i + k + 2 < len(words) else ""
                    if _word_role(following) is None:
                        break
                elif word2 not in _FUNCTION_WORDS:
                    # Some other noun or modifier: "the previous test failures", "the deploy
                    # instructions" are about something else than the reader's orders.
                    other = True
                continue
            kind = role2[0]
            order |= kind == "order"
            loose |= kind == "loose"
            prior |= kind == "prior"
            quantity |= kind == "quantity"
            end = end2
            if kind in ("order", "loose"):
                after_noun = 3
        if other and not (order or loose) and prior:
            continue
        if order and other and not prior:
            value = 0.3
        elif order:
            value = 1.0 if prior or quantity else 0.85
        elif loose:
            # "ignore the rules in vendor/" is a lint note; "forget your previous rules" is not
            value = 0.85 if prior else 0.35 if quantity else 0.3
        elif prior:
            value = 0.75
        elif quantity:
            value = 0.3
        else:
            continue
        value *= role[1]
        if value > best:
            best, span = value, (start, end)
    return best, span


# -- scoring -------------------------------------------------------------------------------------
class _Cue(NamedTuple):
    signal: int
    strength: float
    triggers: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...]
    """Groups of triggers; the pattern runs only when every group has one in the text. In a
    group, first the words (each with a space in front, looked up in the text's word-start form,
    where every run of non-word characters is one space: "ai" is found in "ai, " and "aim", not
    in "main"), then the substrings (punctuation, scripts written without spaces, or a trigger
    written with a leading "~"), looked up in the text as is."""
    source: str


def _make_cue(signal: str, strength: float, triggers: str, pattern: str) -> _Cue:
    groups = []
    for group in triggers.split("|"):
        items = group.split()
        words = tuple(" " + t for t in items if _is_word(t))
        rest = tuple(t.removeprefix("~") for t in items if not _is_word(t))
        groups.append((words, rest))
    return _Cue(SIGNALS.index(signal), strength, tuple(groups), _rx(pattern))


def _is_word(trigger: str) -> bool:
    # Word characters only, in a script that separates words with spaces.
    return (trigger.isidentifier() or trigger.isalnum()) and max(trigger) < "\u2e80"


_CUE_TABLE: list[_Cue] = [_make_cue(*cue) for cue in _CUES]


@cache
def _compiled(source: str) -> re.Pattern[str]:
    return re.compile(source)


_AUTHORITY = SIGNALS.index("claims-authority")
_OVERRIDE = SIGNALS.index("overrides-instructions")
_ACTION = SIGNALS.index("demands-action")
_TURN = re.compile(r"(?m)^[ \t>*_#-]*(human|user|assistant|ai|system|model|bot|developer|admin)"
                   r" ?:")
_SEND_TO = _make_cue("demands-action", 0.4, " ".join((*_SEND_VERBS, "email", "mail", "post")),
                     r"\b" + _SEND + r"\b[^\n]{0,120}?" + _TARGET)
_SENSITIVE_RX = _rx(r"\b" + _SENSITIVE)


class InjectionAssessment(NamedTuple):
    score: float
    """Probability-like score in [0, 1] from the fitted logistic model."""
    features: tuple[float, ...]
    """One value per entry of SIGNALS."""
    evidence: tuple[InjectionFinding, ...]
    """The strongest passage behind every signal that fired (kind = signal name)."""
    flagged: bool


class ScoringModel(NamedTuple):
    bias: float
    weights: tuple[float, ...]
    threshold: float


def _load_model(path: str = WEIGHTS_PATH) -> ScoringModel:
    with open(path, encoding="utf-8") as fh:
        raw = json.load(fh)
    weights = raw["weights"]
    return ScoringModel(float(raw["bias"]), tuple(float(weights[s]) for s in SIGNALS),
                        float(raw["threshold"]))


MODEL = _load_model()


_NON_WORD = re.compile(r"\W+")


def _search(cue: _Cue, text: str, word_starts: str) -> re.Match[str] | None:
    for words, substrings in cue.triggers:
        if not (any(w in word_starts for w in words) or any(t in text for t in substrings)):
            return None
    return _compiled(cue.source).search(text)


def signal_features(text: str) -> tuple[tuple[float, ...], tuple[InjectionFinding, ...]]:
    """The seven signal values of `text`, and the passage behind each one that fired."""
    if not text:
        return (0.0,) * len(SIGNALS), ()
    norm, offsets = normalise_with_offsets(text)
    word_starts = " " + _NON_WORD.sub(" ", norm)
    values = [0.0] * len(SIGNALS)
    spans: list[tuple[int, int] | None] = [None] * len(SIGNALS)

    def note(index: int, value: float, span: tuple[int, int] | None) -> None:
        if value > values[index]:
            values[index], spans[index] = value, span

    for cue in _CUE_TABLE:
        if cue.strength > values[cue.signal]:
            match = _search(cue, norm, word_starts)
            if match:
                note(cue.signal, cue.strength, match.span())
    note(_OVERRIDE, *_override_pairs(norm))
    turns = list(_TURN.finditer(norm))
    if turns:
        roles = {m.group(1) for m in turns}
        # One "System:" line is a heading as often as a fake turn; an exchange of roles is not.
        value = 1.0 if len(roles) > 1 else 0.3 if roles <= {"system", "developer", "admin"} \
            else 0.2
        note(_AUTHORITY, value, turns[0].span())
    # Case is the signal here, so this one reads the screening form with the case kept.
    cased, cased_offsets = ((text, None) if text.isascii()
                            else normalise_with_offsets(text, fold_case=False))
    shout = _SHOUT.search(cased)
    if shout and values[_AUTHORITY] < 0.3:
        values[_AUTHORITY], spans[_AUTHORITY] = 0.3, None
    if values[_ACTION] < 1.0:
        send = _search(_SEND_TO, norm, word_starts)
        if send:
            # Sending what should stay private is the attack; sending as such is everyday.
            sensitive = _compiled(_SENSITIVE_RX).search(norm)
            note(_ACTION, 1.0 if sensitive else _SEND_TO.strength, send.span())
    findings = []
    for index, span in enumerate(spans):
        if values[index] <= 0:
            continue
        if span is not None:
            quote = original_span(text, offsets, *span)
        else:
            if shout is None:
                quote = ""
            elif cased_offsets is None:
                quote = shout.group(0)
            else:
                quote = original_span(text, cased_offsets, *shout.span())
        findings.append(InjectionFinding(SIGNALS[index], _trim(quote)))
    return tuple(values), tuple(findings)


_QUOTE_MAX = 160


def _trim(quote: str) -> str:
    quote = " ".join(quote.split())
    return quote if len(quote) <= _QUOTE_MAX else quote[:_QUOTE_MAX - 1] + "…"


def score_features(features: tuple[float, ...], model: ScoringModel = MODEL) -> float:
    """The logistic model's score for a feature vector (1 / (1 + e^-(bias + w . x)))."""
    z = model.bias + sum(w * f for w, f in zip(model.weights, features, strict=True))
    return 1.0 / (1.0 + math.exp(-z))


def assess_injection(text: str) -> InjectionAssessment:
    features, evidence = signal_features(text)
    score = score_features(features)
    return InjectionAssessment(score, features, evidence, score >= MODEL.threshold)


def scan_injection(text: str) -> list[InjectionFinding]:
    """The signals behind an injection verdict, each with the passage that raised it; empty when
    `text` does not read as an injection (even if a weak signal fired)."""
    assessment = assess_injection(text)
    return list(assessment.evidence) if assessment.flagged else []


def is_injection(text: str) -> bool:
    return assess_injection(text).flagged
