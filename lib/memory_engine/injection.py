"""Spot prompt-injection attempts in text that is about to become memory.

Memory is read back into the model's context at every session start, so a poisoned record is a
persistent prompt injection. This module flags the known shapes, in English, French, Italian,
Spanish and German:

- `ignore-instructions`: "ignore / disregard / forget (all) previous instructions" and variants;
- `role-override`: "you are now ...", "from now on you ...", "new instructions:", "act as DAN";
- `fake-system-message`: text dressed as a system, developer or assistant turn
  (`<system>`, `[SYSTEM]`, `<|im_start|>system`, a line starting `SYSTEM:`);
- `fake-tool-message`: text dressed as tool output (`<function_results>`, `<tool_result>`);
- `agent-directive`: instructions addressed to the model itself ("Claude, you must", "note to the
  AI", "if you are an AI ...");
- `secrecy`: "do not tell the user", "without informing the user";
- `exfiltration`: sending secrets, keys or env vars to somewhere outside;
- `safety-bypass`: turning off hooks, the admission gate, permissions or safety checks.

An ordinary rule such as "Always run the tests before committing" is imperative but not an
injection: it names no model, overrides nothing and hides nothing. The patterns are anchored on the
overriding/hiding/impersonating part, never on the imperative mood alone.

Every pattern runs on the screening form of the text (`textnorm.normalise_for_screening`):
lookalike letters, full-width forms, invisible characters, letter-spacing and leetspeak are
undone first, so the patterns are written once, in plain lower-case ASCII (the case-sensitive
ones run on the same form with the case kept). Quotes come from the original text.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from memory_engine.textnorm import normalise_with_offsets, original_span


class InjectionFinding(NamedTuple):
    kind: str
    quote: str


_PREV = (r"(?:previous|prior|above|earlier|preceding|former|existing|original|system|all(?: the)?"
         r"|any|your)")
_SPECS: list[tuple[str, str]] = [
    # -- ignore previous instructions ------------------------------------------------------------
    ("ignore-instructions",
     r"\b(?:ignore|disregard|forget|override|bypass|skip|drop|discard)\s+(?:all\s+|any\s+|the\s+)?"
     + _PREV + r"(?:\s+(?:previous|prior|above|earlier|system|your))?\s+"
     r"(?:instructions?|prompts?|rules?|directives?|guidelines?|context|messages?|constraints?)"),
    ("ignore-instructions",
     r"\b(?:ignore|disregard|forget)\s+(?:everything|all|what)\s+(?:you\s+(?:were|have been)\s+"
     r"told|(?:written\s+|said\s+)?(?:above|before|previously))"),
    # French
    ("ignore-instructions",
     r"\b(?:ignore[rsz]?|oublie[rsz]?|ne\s+tiens\s+pas\s+compte\s+d|ne\s+tenez\s+pas\s+compte\s+d)"
     r"\S*\s+(?:toutes\s+|tous\s+)?(?:les\s+|des\s+|tes\s+|vos\s+)?(?:instructions?|consignes?|"
     r"r[èe]gles?|directives?|messages?)\s*(?:pr[ée]c[ée]dentes?|ant[ée]rieures?|du\s+syst[èe]me|"
     r"ci-dessus|initiales?)"),
    ("ignore-instructions",
     r"\b(?:ignore[rsz]?|oublie[rsz]?)\s+(?:tout\s+ce\s+qui\s+pr[ée]c[èe]de|tout\s+ce\s+qu'on\s+t'a"
     r"\s+dit|tout\s+ce\s+qui\s+a\s+[ée]t[ée]\s+dit)"),
    # Italian
    ("ignore-instructions",
     r"\b(?:ignora|ignorate|ignorare|dimentica|dimenticate|dimenticare|trascura|tralascia)\s+"
     r"(?:tutte\s+|tutti\s+)?(?:le\s+|i\s+|gli\s+)?(?:istruzioni|regole|direttive|indicazioni|"
     r"messaggi|prompt)\s+(?:precedenti|di\s+sistema|sopra|iniziali|fornite|ricevute)"),
    ("ignore-instructions", r"\b(?:ignora|dimentica)\s+tutto\s+(?:quello|ci[òo])\s+(?:che|detto)"),
    # Spanish
    ("ignore-instructions",
     r"\b(?:ignora|ignore|ignoren|ignorar|olvida|olvide|olviden|olvidar|omite|descarta)\s+"
     r"(?:todas\s+|todos\s+)?(?:las\s+|los\s+|tus\s+|sus\s+)?(?:instrucciones|reglas|directivas|"
     r"indicaciones|mensajes|[óo]rdenes)\s+(?:anteriores|previas|del\s+sistema|de\s+arriba|"
     r"iniciales|originales)"),
    ("ignore-instructions", r"\b(?:ignora|olvida)\s+todo\s+lo\s+(?:anterior|que\s+te\s+dijeron)"),
    # German
    ("ignore-instructions",
     r"\b(?:ignoriere|ignorier|ignorieren\s+sie|vergiss|vergessen\s+sie|missachte|missachten\s+sie)"
     r"\s+(?:alle\s+|die\s+|deine\s+|ihre\s+|s[äa]mtliche\s+)?(?:bisherigen\s+|vorherigen\s+|"
     r"vorigen\s+|obigen\s+|fr[üu]heren\s+|urspr[üu]nglichen\s+)?(?:anweisungen|instruktionen|"
     r"regeln|vorgaben|befehle|systemanweisungen|systemprompts?)"),
    ("ignore-instructions", r"\b(?:ignoriere|vergiss)\s+alles(?:\s+bisherige|\s+vorherige|"
                            r",?\s+was\s+(?:dir\s+)?(?:oben|vorher|bisher))"),
    # Russian, Chinese, Japanese: the same override, in the other languages it is most often
    # planted in (memory may quote any text a session read).
    ("ignore-instructions",
     r"(?:игнорируй|игнорируйте|забудь|забудьте)\s+(?:все\s+)?(?:предыдущие|прежние|"
     r"предшествующие|системные)\s+(?:инструкции|указания|правила)"),
    ("ignore-instructions", r"(?:忽略|无视|忘记|忽視|無視)(?:之前|以前|上述|上面|先前|所有|全部)"
                            r"(?:的)?(?:所有|全部)?(?:的)?(?:指令|指示|说明|說明|规则|規則|提示)"),
    ("ignore-instructions", r"(?:これまでの|以前の|前の|上記の|すべての)(?:指示|命令|ルール)"
                            r"(?:は|を)(?:すべて|全て)?(?:無視|忘れ)"),
    # -- role override -----------------------------------------------------------------------------
    ("role-override",
     r"\byou\s+are\s+(?:now|no\s+longer)\s+(?:a|an|the|in|my|called|named|free|unrestricted|"
     r"jailbroken|DAN\b)"),
    ("role-override",
     r"\bfrom\s+now\s+on,?\s+you\s+(?:are|will|must|shall|should|have\s+to|act|respond|ignore|"
     r"obey|only)\b"),
    ("role-override", r"\b(?:new|updated|real|actual|true)\s+(?:system\s+)?instructions?\s*:"),
    ("role-override", r"\byour\s+(?:new|real|true|actual)\s+(?:task|goal|instructions?|purpose|"
                      r"role|mission)\s+(?:is|are)\b"),
    ("role-override", r"\b(?:act|behave)\s+as\s+(?:DAN|an?\s+unrestricted|an?\s+unfiltered|"
                      r"if\s+you\s+have\s+no\s+(?:rules|restrictions))"),
    ("role-override", r"\b(?:developer|god|jailbreak|DAN)\s+mode\s+(?:enabled|activated|on)\b"),
    ("role-override", r"\b(?:tu\s+es|vous\s+[êe]tes)\s+d[ée]sormais\b|\b[àa]\s+partir\s+de\s+"
                      r"maintenant,?\s+(?:tu|vous)\s+(?:es|[êe]tes|dois|devez|vas|allez|ignore)"),
    ("role-override", r"\b(?:d'ora\s+in\s+poi|da\s+adesso|da\s+ora\s+in\s+poi),?\s+(?:tu\s+)?"
                      r"(?:sei|devi|dovrai|ignora|rispondi)\b|\bora\s+sei\s+un"),
    ("role-override", r"\b(?:a\s+partir\s+de\s+ahora|desde\s+ahora),?\s+(?:t[úu]\s+)?"
                      r"(?:eres|debes|vas\s+a|ignora|responde)\b|\bahora\s+eres\s+un"),
    ("role-override", r"\b(?:ab\s+(?:jetzt|sofort)|von\s+nun\s+an),?\s+(?:bist\s+du|musst\s+du|"
                      r"sollst\s+du|wirst\s+du|ignorierst\s+du)\b|\bdu\s+bist\s+(?:jetzt|nun)\s+"
                      r"(?:ein|eine|der|die|kein)"),
    ("role-override", r"\b(?:neue|nouvelles|nuove|nuevas)\s+(?:anweisungen|instructions|istruzioni|"
                      r"instrucciones)\s*:"),
    # -- fake system / tool messages ---------------------------------------------------------------
    ("fake-system-message", r"<\|?\s*(?:im_start\|?\s*)?(?:system|developer)\s*\|?>"),
    ("fake-system-message", r"<\|im_start\|>\s*(?:system|assistant|developer)"),
    ("fake-system-message", r"\[\s*(?:system|SYSTEM|developer|DEVELOPER)(?:\s+(?:message|prompt|"
                            r"note|override))?\s*\]"),
    # A bare "System:" line is too common in environment notes ("System: Ubuntu 22.04"); only
    # the shouted form or an explicit "system prompt/message/override" counts.
    ("fake-system-message", r"(?m)^\s*(?:#+\s*)?(?:SYSTEM(?:\s+(?:MESSAGE|PROMPT|OVERRIDE))?|"
                            r"[Ss]ystem\s+(?:message|prompt|override))\s*:\s+\S"),
    ("fake-system-message", r"(?m)^\s*(?:Human|Assistant)\s*:\s+\S[^\n]*\n(?:[^\n]*\n){0,5}?\s*"
                            r"(?:Human|Assistant)\s*:"),
    # A role label hidden in a comment: invisible to a human reading the rendered Markdown.
    ("fake-system-message", r"(?:<!--|\[//\]:\s*#\s*\(|/\*)\s*(?:[Ss]ystem|[Aa]ssistant|"
                            r"[Dd]eveloper|[Tt]ool|SYSTEM|ASSISTANT)\s*:"),
    ("fake-system-message", r"\b[Rr]ole\s*:\s*(?:system|developer|SYSTEM|DEVELOPER)\b"),
    ("fake-system-message", r"<\s*/?\s*(?:system-reminder|system_prompt|systemprompt|"
                            r"system-message|instructions)\s*>"),
    ("fake-tool-message", r"<\s*/?\s*(?:function_results|function_calls|tool_result|tool_use|"
                          r"tool_response|antml:invoke|invoke\s+name=)[^>]*>"),
    ("fake-tool-message", r"(?m)^\s*\[?(?:tool|function)\s+(?:result|output|response)\]?\s*:\s+\S"),
    # -- instructions addressed to the model -------------------------------------------------------
    ("agent-directive",
     r"\b(?:claude|chatgpt|gpt-?\d|gemini|copilot|llama|the\s+(?:ai|assistant|model|llm|agent)|"
     r"ai\s+(?:assistant|agent|model)|dear\s+(?:ai|assistant|model))\s*[,:]\s*(?:you\s+)?"
     r"(?:must|should|shall|need\s+to|have\s+to|are\s+(?:required|instructed|ordered)|will|"
     r"always|never|ignore|do\s+not|don't|please\s+(?:ignore|run|send|execute|delete|disable))"),
    ("agent-directive",
     r"\b(?:note|message|instructions?|memo)\s+(?:to|for)\s+(?:the\s+)?(?:ai|assistant|model|"
     r"llm|agent|claude|chatgpt|language\s+model)\b"),
    ("agent-directive",
     r"\b(?:if|when|whenever)\s+(?:you\s+are\s+an?|an?|any)\s+(?:ai|llm|language\s+model|"
     r"assistant|agent)\s+(?:is\s+)?(?:read(?:s|ing)?|see(?:s|ing)?|process(?:es|ing)?|"
     r"(?:you\s+)?must|,)"),
    ("agent-directive",
     r"\b(?:ai|llm|model|assistant|agent)s?\s+reading\s+this\s+(?:must|should|will|shall|"
     r"need\s+to|are\s+instructed)"),
    ("agent-directive",
     r"\b(?:(?:note|message)\s+(?:[àa]\s+l'|pour\s+l')(?:ia|assistant|agent|mod[èe]le)|"
     r"(?:nota|messaggio)\s+per\s+l'(?:ia|assistente|agente)|(?:nota|mensaje)\s+para\s+(?:la\s+ia|"
     r"el\s+(?:asistente|agente|modelo))|(?:hinweis|nachricht|anweisung)\s+(?:an|f[üu]r)\s+"
     r"(?:die\s+ki|den\s+(?:assistenten|agenten)|das\s+modell))\b"),
    # A record that instructs whoever loads it is aimed at the model, whatever it names.
    ("agent-directive",
     r"\b(?:when|whenever|each\s+time|every\s+time|once)\s+this\s+(?:memory|note|record|"
     r"entry)\s+is\s+(?:loaded|read|seen|retrieved|injected|recalled)"),
    # Setting the principal's words aside, or claiming their permission in advance.
    ("agent-directive",
     r"\b(?:disregard|ignore|override|overrule)\s+(?:what(?:ever)?\s+)?(?:the\s+)?"
     r"(?:user|human|principal|operator)(?:'s)?\s*(?:asks|says|wants|requests|tells|"
     r"instructions?|requests?|wishes)|\bregardless\s+of\s+what\s+the\s+(?:user|human|principal)"
     r"\s+(?:says|asks|wants)"),
    ("agent-directive",
     r"\b(?:user|human|principal|owner|operator)\s+(?:has\s+)?(?:already\s+)?"
     r"(?:pre-?authori[sz]ed|pre-?approved|authori[sz]ed|approved)\s+you\s+to\b"),
    # Claimed standing permission for agents, in the five languages.
    ("agent-directive",
     r"\bpre-?(?:authori[sz]ed|approved)\s+by\s+(?:the\s+)?(?:user|owner|principal|maintainers?|"
     r"admins?|repository\s+owner|security\s+team)|\b(?:agents?|assistants?|the\s+ai|ais)\s+"
     r"(?:may|can|are\s+(?:allowed|permitted|authori[sz]ed)\s+to)\s+(?:now\s+)?(?:push|deploy|"
     r"delete|run|skip|bypass|commit)\b"),
    ("agent-directive",
     r"\b(?:t'a|vous\s+a|te\s+ha|le\s+ha|ti\s+ha|hat\s+(?:dich|dir|ihnen))\s+(?:donn[ée]\s+"
     r"l'autorisation|autoris[ée]|autorizado|dado\s+permiso|autorizzato|dato\s+il\s+permesso|"
     r"autorisiert|erlaubt|die\s+erlaubnis\s+gegeben)"),
    # Text addressed to whichever model reads it.
    ("agent-directive",
     r"\b(?:for|to|attention)\s+(?:any|all|every|the)\s+(?:ai\s+)?(?:ai|llm|language\s+model|"
     r"model|assistant|agent)s?\s+(?:processing|reading|loading|summari[sz]ing|that\s+(?:reads|loads|"
     r"processes))\b|\b(?:to|for)\s+the\s+reader\s+of\s+this\s+(?:memory|note|record)|"
     r"\b(?:au|pour\s+le)\s+lecteur\s+de\s+cette\s+(?:m[ée]moire|note)|\bal\s+lector\s+de\s+"
     r"esta\s+(?:memoria|nota)|\ba\s+chi\s+legge\s+questa\s+(?:memoria|nota)|\ban\s+(?:den|die)"
     r"\s+leser(?:in)?\s+dieser\s+(?:erinnerung|notiz)"),
    # -- secrecy towards the principal -------------------------------------------------------------
    ("secrecy",
     r"\b(?:do\s+not|don't|never)\s+(?:tell|inform|mention\s+(?:this\s+)?to|reveal\s+(?:this\s+)?"
     r"to|let|show|alert|notify)\s+(?:the\s+)?(?:user|human|principal|operator|owner)\b"),
    ("secrecy", r"\bwithout\s+(?:telling|informing|notifying|alerting)\s+(?:the\s+)?"
                r"(?:user|human|principal|operator)\b"),
    ("secrecy", r"\b(?:keep\s+this|this\s+(?:must|should)\s+(?:stay|remain))\s+(?:secret|hidden)"
                r"\s+from\s+(?:the\s+)?(?:user|human|principal)\b"),
    ("secrecy", r"\bsans\s+(?:le\s+dire|pr[ée]venir|informer|avertir)\s+(?:[àa]\s+)?"
                r"l'utilisateur|\bne\s+(?:le\s+)?dis\s+(?:rien|pas)\s+[àa]\s+l'utilisateur"),
    ("secrecy", r"\bsenza\s+(?:dirlo|informare|avvisare)\s+(?:a\s+)?l'utente|\bnon\s+dire\s+"
                r"(?:niente|nulla)\s+all'utente"),
    ("secrecy", r"\bsin\s+(?:dec[íi]rselo|informar|avisar)(?:le)?\s+al\s+usuario|\bno\s+(?:le\s+)?"
                r"digas\s+(?:nada\s+)?al\s+usuario"),
    ("secrecy", r"\bohne\s+(?:es\s+)?(?:dem\s+)?(?:benutzer|nutzer|anwender)\s+zu\s+sagen|"
                r"\bsag\s+(?:es\s+)?(?:dem\s+)?(?:benutzer|nutzer)\s+nichts"),
    # -- exfiltration ----------------------------------------------------------------------------
    ("exfiltration",
     r"\b(?:send|post|upload|exfiltrate|forward|leak|transmit|curl|pipe|copy)\b[^\n.]{0,60}"
     r"(?:\.ssh|id_rsa|id_ed25519|\.aws/credentials|\.env\b|\.netrc|api[_\s-]?keys?|secrets?|"
     r"credentials|tokens?|passwords?|environment\s+variables|env\s+vars|private\s+keys?)"
     r"[^\n.]{0,60}\b(?:to|at|into)\s+(?:https?://|[a-z0-9.-]+\.[a-z]{2,}|\S+@\S+|"
     r"(?:my|this|the\s+following|an?\s+external)\s+(?:server|endpoint|url|webhook|address))"),
    ("exfiltration", r"\b(?:curl|wget)\b[^\n]{0,80}(?:-d|--data|--upload-file|-F|-T)\s*[\"']?@?"
                     r"[^\n]{0,40}(?:\.ssh|id_rsa|\.env\b|\.aws|\.netrc|/etc/passwd|\$\(env\)|"
                     r"printenv)"),
    # -- safety bypass ---------------------------------------------------------------------------
    ("safety-bypass",
     r"\b(?:disable|turn\s+off|remove|bypass|circumvent|skip|deactivate|uninstall)\s+(?:all\s+|"
     r"the\s+|any\s+|your\s+)?(?:safety|security|memory-engine|admission|pre-?write|permission|"
     r"guard(?:rail)?|content)\s*(?:checks?|filters?|gates?|hooks?|guards?|rails?|prompts?|"
     r"restrictions?|policies|policy|settings)?\s+(?:so\s+that|to\s+(?:allow|let)|and\s+then|"
     r"before|without)"),
    ("safety-bypass",
     r"\b(?:always|must|should)\b[^\n]{0,60}--dangerously-skip-permissions|"
     r"\bset\s+permissionDecision\s+to\s+[\"']?allow"),
]

_CASE_SENSITIVE = frozenset({"fake-system-message"})
_COMPILED: list[tuple[str, re.Pattern[str]]] = [
    (kind, re.compile(p, 0 if kind in _CASE_SENSITIVE else re.IGNORECASE)) for kind, p in _SPECS
]

_QUOTE_MAX = 160


def scan_injection(text: str) -> list[InjectionFinding]:
    """Every injection pattern found in `text`: kind and the quoted passage (trimmed)."""
    if not text:
        return []
    folded, folded_offsets = normalise_with_offsets(text)
    cased, cased_offsets = normalise_with_offsets(text, fold_case=False)
    findings: list[InjectionFinding] = []
    seen: set[tuple[int, int]] = set()
    for kind, pattern in _COMPILED:
        view, offsets = ((cased, cased_offsets) if kind in _CASE_SENSITIVE
                         else (folded, folded_offsets))
        for match in pattern.finditer(view):
            span = (offsets[match.start()], offsets[match.end()])
            if any(s <= span[0] < e for s, e in seen):
                continue
            seen.add(span)
            quote = " ".join(original_span(text, offsets, *match.span()).split())
            if len(quote) > _QUOTE_MAX:
                quote = quote[:_QUOTE_MAX - 1] + "…"
            findings.append(InjectionFinding(kind, quote))
    return findings


def is_injection(text: str) -> bool:
    return bool(scan_injection(text))
