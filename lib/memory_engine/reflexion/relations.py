"""A turn's relation to what the agent just did: evidence of a correction beyond its words.

The lexicon (`corrections.py`) recognises how people say "wrong"; many corrections say nothing of
the kind. They follow the agent's action or its claim of completion and relate to it: they name
what the agent changed ("why is there a package-lock.json"), redirect it ("can you instead..."),
report breakage right after "done" (a pasted error, "now the build takes 10 minutes"), point at
what it left ("what are all these print statements?"), say it did part of the job, or repeat an
earlier request. `features` measures these relations, plus the lexicon's and the structural
signals; `Model` weighs them with weights fitted on labelled turns
(`benchmarks/reflexion/fit_relations.py`, leave-one-source-out), kept in the `[relations]` table
of `data/corrections.toml`. `negates_action` is the rule, not fitted, that tells a standing
wish said against the agent's last action ("never update every package at once" after
`npm update`) from a preference of the person.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence

from memory_engine.text import normalise

# The agent's own past doing, addressed to it (second person, past), in the five languages.
_YOU_DID = re.compile(
    r"\b(you|u|ya) (just |also |even |only |then |already )?(added|changed|removed|modified|left|"
    r"put|made|wrote|broke|deleted|used|did|added|renamed|moved|touched|introduced|dropped|"
    r"replaced|rewrote|reverted|committed|pushed|installed|skipped|missed|forgot|ignored|said|"
    r"told me|claimed|promised|only did|only fixed|only covered)\b|"
    r"\b(tu as|t'as|ta|vous avez|tu m'avais|tu avais) (\w+ ){0,2}\w+(e|es|ee|ees|is|it|u|us|t)\b|"
    r"\b(hai|avevi|mi avevi) (\w+ ){0,2}\w+(ato|ati|ata|ito|iti|uto|uti|esso|otto|tto)\b|"
    r"\b(has|habias|me dijiste|dijiste|hiciste|pusiste|dejaste|borraste|cambiaste|metiste|"
    r"quitaste|anadiste|usaste|rompiste|tocaste|solo hiciste)\b|"
    r"\bdu (hast|hattest) \w+|\b(hast|hattest) du\b")
# Redirecting the agent to another way of doing it.
_REDIRECT = re.compile(
    r"\b(instead|rather than|rather|other way round|the other way|a la place|plutot|au lieu|"
    r"invece|piuttosto|al posto|en lugar|en vez|mejor usa|al reves|stattdessen|lieber|sondern|"
    r"andersrum|umgekehrt)\b")
# "X, not Y" / "X statt Y": a choice set against another.
_CONTRAST = re.compile(
    r"\b\w+\b[^.?!\n]{0,40}[, ]+(not|pas|non|no|nicht|kein|keine)\s+(the |le |la |il |el |den |"
    r"die |das )?[\w.`'/-]+\s*([.!]|$)|\b(statt|anstatt|au lieu de|invece di|en vez de|"
    r"en lugar de|instead of|rather than)\b")
# A "why" addressed to the agent about what it did.
_WHY_YOU = re.compile(
    r"\b(why|how come|pourquoi|perche|por ?que|warum|wieso|weshalb)\b.{0,40}"
    r"\b(you|u|did|is there|are there|t'as|tu|as-tu|hai|c'e|ce|hiciste|has|esta|hay|du|hast|ist|"
    r"steht|sind)\b")
# Pointing at things in the agent's output: "what are all these X?", "c'est quoi ces X".
_WHAT_THESE = re.compile(
    r"\bwhat (is|are|s) (all )?(this|these|those|that)\b|\bwhat'?s with\b|"
    r"\bc'est quoi (tous |toutes )?(ces|ce|ca|cette)\b|\bqu'est-ce que (c'est|ces)\b|"
    r"\bcosa (sono|e|ce) (tutti |tutte )?(questi|queste|questo|sti)\b|"
    r"\bche (sono|e) (questi|sto)\b|"
    r"\bque (son|es) (todos |todas )?(estos|estas|esto|eso)\b|\bque hace(n)? (esto|estos|ahi)\b|"
    r"\bwas (soll|sollen|machen|ist|sind) (denn )?(die|das|der|diese|dieser|dieses)\b")
# Breakage reported as a new state ("now X"), often after praise used sarcastically.
_NOW_BROKEN = re.compile(
    r"\b(now|maintenant|adesso|ora|ahora|jetzt)\b.{0,60}\b(broken|broke|fails?|failing|error|errors|"
    r"crash\w*|red|slow|slower|empty|blank|missing|gone|500|502|401|403|404|timeout|minutes|"
    r"seconds|casse|plante|erreur|echoue|lent|vide|rotto|errore|fallisce|lento|vuoto|secondi|"
    r"minuti|roto|falla|lento|vacio|segundos|minutos|kaputt|fehler|langsam|leer|sekunden|minuten|"
    r"nothing|nichts|rien|niente|nada)\b")
_PRAISE_OPEN = re.compile(r"^(great|nice|perfect|awesome|bravo|super|genial|complimenti|"
                          r"fantastic|wonderful|brilliant|excellent|magnifique|parfait|"
                          r"perfetto|perfecto|toll|prima|klasse|wow)\b")
# The work was partial: half done, something still missing.
_PARTIAL = re.compile(
    r"\b(only (covers|did|does|handles|fixed|changed)|half (of )?(the|it|them)|missing|you left|"
    r"left out|la moitie|il manque|manque (encore )?(le|la|les)|meta|manca|mancano|la mitad|"
    r"falta|faltan|die halfte|fehlt|fehlen|nur die)\b")
# A pasted error or failing run.
_PASTED_ERROR = re.compile(
    r"traceback \(most recent call last\)|\b\w*(error|exception)\b:|\bnpm err!|\bfailed\b.{0,40}"
    r"\b(test|tests|assert)|\bexit (code|status) [1-9]|^\s+at [\w.$<>]+ \(|\berror ts\d+|"
    r"\bsegmentation fault|\bpanicked at\b", re.M)
# The agent's claim that the work is done or fine.
_CLAIM = re.compile(
    r"\b(done|fixed|works|working|all (the )?tests pass|tests pass|passing|completed?|"
    r"should (now )?work|successfully|resolved|ready|implemented|updated|added|created|"
    r"already|pre-?existing|unrelated|termine|corrige|fonctionne|risolto|funziona|completato|"
    r"listo|arreglado|funciona|erledigt|behoben|funktioniert|fertig)\b")
# Looking ahead, not back: a warning or context given before the agent acts.
_AHEAD = re.compile(
    r"\b(heads up|fyi|before you (start|begin)|in this task|for this task|when you|once you|"
    r"next|then|after that|first|start (with|by)|commence par|parti da|empieza por|fang mit|"
    r"avant de|prima di|antes de|bevor du)\b")
_APPROVAL = re.compile(
    r"^(ok|okay|yes|yep|yeah|sure|great|perfect|nice|thanks|thank you|looks good|lgtm|"
    r"parfait|merci|d'accord|oui|perfetto|grazie|si|perfecto|gracias|vale|genau|danke|passt|"
    r"ja|gut)\b(?!.{0,80}\b(but|mais|ma|pero|aber|now|maintenant|adesso|ahora|jetzt)\b)")

# A negation or a prohibition (normalised text), in the five languages.
_NEGATION = re.compile(
    r"\b(no|not|never|don'?t|do not|stop|without|non|ne|pas|jamais|sans|mai|senza|nunca|jamas|"
    r"sin|nicht|nie|niemals|kein|keine|keinen|ohne|nein)\b")

# The rest of a sentence up to an exclamation or a question mark.
_EXCLAIMED = re.compile(r"[^.!?\n]{0,80}[!?]")
_PARTICIPLE_ES = re.compile(r" \w+(?:ado|ido|to|cho)\b")

FEATURES: tuple[str, ...] = (
    "lexical", "interrupt", "rejected", "repeat", "calm", "after_action", "after_claim",
    "names_change", "you_did", "redirect", "contrast", "redirect_after_action", "why_you",
    "what_these", "now_broken", "praise_broken", "partial", "pasted_error", "error_after_claim",
    "ahead", "approval", "question")


def features(text: str, *, action: str = "", claim: str = "", lexical: bool = False,
             signals: Sequence[str] = (), calm: bool = False) -> dict[str, float]:
    """The evidence for one human turn (each in [0, 1])."""
    head = normalise(text[:1500])
    tail = normalise(text[-400:]) if len(text) > 1500 else ""
    norm = head + ("\n" + tail if tail else "")
    words = _action_entities(action) + _claim_code(claim)
    claimed = bool(claim) and _CLAIM.search(normalise(claim)) is not None
    pasted = _PASTED_ERROR.search(text[:6000]) is not None
    praise = _PRAISE_OPEN.search(head) is not None
    broken = _NOW_BROKEN.search(norm) is not None
    f = {
        "lexical": float(lexical),
        "interrupt": float("interrupt" in signals),
        "rejected": float("rejected" in signals),
        "repeat": float("repeat" in signals),
        "calm": float(calm),
        "after_action": float(bool(action)),
        "after_claim": float(claimed),
        "names_change": float(any(w in norm for w in words)),
        "you_did": float(_YOU_DID.search(norm) is not None),
        "redirect": float(_REDIRECT.search(norm) is not None),
        "contrast": float(_CONTRAST.search(head) is not None),
        "redirect_after_action": float(bool(action) and (_REDIRECT.search(norm) is not None
                                                         or _CONTRAST.search(head) is not None)),
        "why_you": float(_WHY_YOU.search(norm) is not None),
        "what_these": float(_WHAT_THESE.search(norm) is not None),
        "now_broken": float(broken),
        "praise_broken": float(praise and broken),
        "partial": float(_PARTIAL.search(norm) is not None),
        "pasted_error": float(pasted),
        "error_after_claim": float(pasted and claimed),
        "ahead": float(_AHEAD.search(head) is not None),
        "approval": float(_APPROVAL.search(head) is not None),
        "question": float(head.rstrip().endswith("?")),
    }
    return f


def negates_action(text: str, *, action: str, request: str = "") -> bool:
    """Does the turn negate or redirect what the agent just did? It is about that action (it
    names what the agent ran or touched, reproaches what it did, "tu as lancé ça sur la
    prod !", or takes up the words of the request the action answered) and sets something
    against it: a negation ("never update all packages at once"), a redirect ("instead",
    "X, not Y") or that reproach. Said as a standing wish ("always ...", "never ..."),
    such a turn is a correction of the action, not a preference of the person."""
    if not action or not text:
        return False
    found = features(text, action=action)
    norm = normalise(text[:1500])
    reproach = _reproach(norm)
    about = found["names_change"] or reproach or _takes_up(norm, request)
    against = (_NEGATION.search(norm) is not None or found["redirect"] or found["contrast"]
               or reproach)
    return bool(about and against)


def _reproach(norm: str) -> bool:
    """What the agent did, said as an exclamation or a question within one sentence ("tu as
    lancé ça sur la prod !", "you pushed to main?"). The Spanish "has" counts only with its
    participle: alone it is the English word."""
    for found in _YOU_DID.finditer(norm):
        rest = norm[found.end():]
        if found.group(0) == "has" and not _PARTICIPLE_ES.match(rest):
            continue
        if _EXCLAIMED.match(rest):
            return True
    return False


def _takes_up(norm: str, request: str) -> bool:
    """Does the turn use a content word of the request (by stem, in the request's language)?"""
    from memory_engine.reflexion.situation import request_words
    from memory_engine.text import language, stem, tokenise

    lang = language(request)
    asked = {stem(w, lang) for w in request_words(request).split() if len(w) >= 4}
    return bool(asked) and any(stem(w, lang) in asked for w in tokenise(norm) if len(w) >= 4)


def _action_entities(action: str) -> list[str]:
    """Distinctive names in the agent's last action: the file it edited, the program it ran."""
    tool, _, argument = action.partition(": ")
    if not argument:
        return []
    if tool in ("Edit", "MultiEdit", "Write", "NotebookEdit"):
        name = argument.rstrip("/").rsplit("/", 1)[-1].lower()
        stem = name.rsplit(".", 1)[0]
        return [w for w in {name, stem} if len(w) >= 4]
    if tool == "Bash":
        tokens = [t.rsplit("/", 1)[-1].lower() for t in argument.split()[:6]]
        return [t for t in tokens if len(t) >= 4 and t.isascii() and not t.startswith("-")
                and t not in ("python", "python3", "sudo", "bash", "echo", "then", "true")]
    return []


_CODE_WORD = re.compile(r"`([^`\n]{2,40})`|\b([a-z_][\w.]*)\(\)|\b(\w+\.\w{1,4})\b")


def _claim_code(claim: str) -> list[str]:
    """Code the agent named in its last words (`print()`, `config.ts`, `--force`)."""
    out: list[str] = []
    for found in _CODE_WORD.finditer(claim):
        word = next(g for g in found.groups() if g).lower().strip("`")
        if len(word) >= 4 and word not in out:
            out.append(word)
    return out[:6]


class Model:
    """A logistic model over `features`: weights by feature name, a bias, a threshold."""

    def __init__(self, weights: Mapping[str, float], bias: float, threshold: float = 0.5) -> None:
        self.weights = dict(weights)
        self.bias = bias
        self.threshold = threshold

    def probability(self, f: Mapping[str, float]) -> float:
        z = self.bias + sum(self.weights.get(name, 0.0) * value for name, value in f.items())
        return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))

    def flags(self, f: Mapping[str, float]) -> bool:
        return self.probability(f) >= self.threshold

    @classmethod
    def from_table(cls, table: Mapping[str, object]) -> Model | None:
        """From the `[relations]` table of a lexicon file; None when absent or malformed."""
        weights = table.get("weights")
        bias = table.get("bias")
        if not isinstance(weights, Mapping) or not isinstance(bias, (int, float)):
            return None
        clean = {str(k): float(v) for k, v in weights.items() if isinstance(v, (int, float))}
        threshold = table.get("threshold", 0.5)
        return cls(clean, float(bias),
                   float(threshold) if isinstance(threshold, (int, float)) else 0.5)


def fit(rows: Sequence[tuple[Mapping[str, float], bool]], *, l2: float = 0.002,
        epochs: int = 1500, rate: float = 1.0) -> Model:
    """Logistic regression by batch gradient descent (small data, no dependencies)."""
    names = list(FEATURES)
    w = dict.fromkeys(names, 0.0)
    b = 0.0
    n = max(len(rows), 1)
    # Unweighted classes: the model judges turns no signal flagged, and a per-prompt memory is
    # precision first; balancing the classes there flags every turn that follows an action.
    wpos = wneg = 1.0
    for _ in range(epochs):
        grad = dict.fromkeys(names, 0.0)
        gb = 0.0
        for f, y in rows:
            z = b + sum(w[k] * f.get(k, 0.0) for k in names)
            p = 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))
            err = (p - (1.0 if y else 0.0)) * (wpos if y else wneg)
            for k in names:
                grad[k] += err * f.get(k, 0.0)
            gb += err
        for k in names:
            w[k] -= rate * (grad[k] / n + l2 * w[k])
        b -= rate * gb / n
    return Model({k: round(v, 4) for k, v in w.items()}, round(b, 4))
