"""Admission-side evidence that a candidate is an order to the agent, not a project fact.

The injection screen reads how a text speaks (roles, demands, overrides); this reads what a
candidate would make the agent handle, through anchors that do not depend on the language it is
written in:

    store      a credential store: `.env`, `~/.ssh`, `id_ed25519`, `*.pem`, `credentials`,
               `.netrc`, `.npmrc`, `.pypirc`, `.aws/`, `.kube/`, and the shell's own files: its
               history (`.bash_history`, `HISTFILE`) and what runs at every start (`~/.bashrc`)
    outbound   somewhere outside the project: a URL, a mail address, an IP address
    bypass     a flag that switches a safeguard off: `--no-verify`, `verify=False`,
               `--insecure`, `--no-gpg-sign`, `--skip-hooks`
    machinery  the memory's own parts: the admission gate, a tier directory (`procedural/`),
               the store's other folders (`_drafts`, `_rejected`, `_archive`, `_history`:
               records.tiers.STORE_DIRS), the files its layout names (the audit reports
               `_AUDIT-*.md`, `_MANIFEST.md`, the capability profile), a memory file
               (`file di memoria`, `fichier de mémoire`), log or tier, the store's folder
               (`.memory-engine/`) and its configuration
    agent      the assistant named as the one who acts (AI, KI, ИИ, assistant, asistente, asystent,
               asistan, アシスタント, 助手, 어시스턴트, yapay zekâ, ...)
    access     a key that opens a login, written out: an SSH public key (`ssh-ed25519 AAAA...`,
               `ssh-rsa`, `ecdsa-sha2-nistp256`). Not a secret (the redaction keeps it), but
               a memory that carries one hands someone a way in once it is installed; with
               the credential store it goes to (`~/.ssh`), it is a door opened for them

A project fact names one of them often (".env is never committed", "the assistant runs
pytest", "docs live at https://..."); it rarely joins a thing the agent must not hand out or
switch off or send out to a second class: the credential file and the address it goes to, the
assistant and the hook it skips or the server it uploads to, the gate and the tier it should
write to without it. A candidate that names `MIN_CLASSES` classes is held for review like one
strong injection cue (fitted by benchmarks/fit_admission.py --structure; 99: never). Measured on
the read sets: none of the 663 apply-labelled admission candidates, of the 615 other rejects and
of the 1295 benign rows of benchmarks/data/injection-outside*.jsonl (agent-rules files, docs)
names two classes; 35 of the 174 admission injections and 36 of the 853 outside attacks do.
The files the store's layout names (`_AUDIT-*.md`, `_MANIFEST.md`, the capability profile) are
named by 6 injections of the read admission sets (a forged audit, a profile set to 1.0) and by
no row of any other label.
"""

from __future__ import annotations

from functools import lru_cache

from memory_engine import rxcache
from memory_engine.records.tiers import STORE_DIRS, TIERS

TYPE_CHECKING = False  # not `re` (with `enum` behind it) at import: patterns come from rxcache
if TYPE_CHECKING:
    import re

MIN_CLASSES = 2
# Where a name of a path or a file may start: not inside a word, a path or a file name; but
# after the hyphen (the maqaf's stand-in) that joins a Hebrew prefix to a foreign word ("ב-.env",
# "ל-episodic/": in, to), which is the word's start in that script
_START = r"(?:(?<=[\u05d0-\u05ea][-\u05be])|(?<![\w/.-]))"
_CLASSES: dict[str, re.Pattern[str]] = {
    "store": rxcache.compile(
        r"(?i)" + _START + r"(?:~/)?\.(?:env|ssh|netrc|pypirc|npmrc|aws|kube|git-credentials)"
        r"(?![\w-])|\bid_(?:rsa|dsa|ecdsa|ed25519)\b|\.pem\b|\bcredentials(?:\*|\.\w+)|/credentials\b"
        r"|\.\w*_history\b|\b(?:bash|zsh|shell)_history\b"
        # the shell's own files: where its history goes, what runs at every start
        r"|\bhistfile\b|(?<![\w-])(?:~/)?\.(?:bashrc|zshrc|bash_profile|zprofile|profile)\b"),
    "outbound": rxcache.compile(
        r"(?i)\bhttps?://[^\s)>\]]+|\b[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63})*\.[a-z]{2,}\b"
        r"|\b\d{1,3}(?:\.\d{1,3}){3}\b"),
    "bypass": rxcache.compile(
        r"(?i)--no-verify\b|\bverify\s*=\s*false\b|--insecure\b|--no-gpg-sign\b"
        r"|--skip-(?:hooks|checks|ci|verify)\b|\bssl_?verify\s*[=:]\s*false\b"),
    "machinery": rxcache.compile(
        r"(?i)\badmission[- ]gate\b|" + _START + r"(?:" + "|".join(TIERS) + r")/"
        # the store's other folders, whose leading underscore names them with or without a
        # slash (`_drafts`, `_drafts/_rejected/`)
        r"|" + _START + r"(?:" + "|".join(STORE_DIRS) + r")(?![\w-])"
        # the files the store's layout names at its root and in its tiers: the audit reports
        # (`_AUDIT-2027-02-01.md`), the topic catalogue (`_MANIFEST.md`) and the capability
        # profile (`_capability_profile.json`, or by its name in prose, which a record in any
        # language keeps as the engine's own term)
        r"|" + _START + r"_(?:AUDIT|MANIFEST|capability_profile)(?!\w)"
        r"|\bcapability[ -]profiles?\b"
        r"|\b(?:procedural|semantic|episodic) (?:log|tier|memory|trace)"
        r"|\bmemory (?:file|tier|store|log)s?\b|\bmemengine\b"
        # the store's own folder and its configuration, by name
        r"|(?<![\w/-])\.?memory-engine(?:/|\.toml\b|(?![\w-]))"
        # a memory file in the other languages candidates come in
        r"|\b(?:file|fichier|archivo|ficheiro|datei|bestand|plik\w*|fil)\s+(?:di|de|da|der|van|z|i)?"
        r"\s*(?:memoria|mémoire|memória|gedächtnis|speicher|geheugen|pamięci|minne)\b"),
    "agent": rxcache.compile(
        r"(?<![A-Za-z0-9._-])(?:AI|KI|IA|ИИ)(?![A-Za-z0-9._-])|(?i:\bassist(?:ant|ent|ente|enten|entin)\b"
        r"|\basystent\w*|\basistan\w*|\basistent[ea]s?\b|\bассистент\w*|yapay zek[aâ]"
        r"|\bAI[- ](?:agent|model))"
        r"|アシスタント|助手|어시스턴트|인공지능|人工知能"),
    # the key's type, then its base64 body, which opens with the encoded type ("AAAA")
    "access": rxcache.compile(
        r"(?<![\w-])(?:ssh-(?:ed25519|rsa|dss)|ecdsa-sha2-nistp\d{3}|sk-(?:ssh-ed25519|"
        r"ecdsa-sha2-nistp256)@openssh\.com)\s+AAAA[A-Za-z0-9+/]{16,}"),
}

NAMES: tuple[str, ...] = tuple(_CLASSES)

# The one a memory would be read by, named as such: the agent, the model, the assistant, the AI,
# in the languages candidates come in, with the prefixes Hebrew and Arabic glue to a noun ("to
# the agent", "for the model"). A project fact names it often ("when the agent writes into
# build/, ..."), so it is not an anchor class that `hazard` joins: `leaning` weighs it as one
# feature among the others (fitted by benchmarks/fit_memory_injection.py). Measured on the read
# sets: 276 of their 527 injections name it, 48 of their 2116 applies.
_READER = rxcache.compile(
    r"(?i)(?<!\w)(?:agent\w{0,3}|agentti\w*|agen|agente|assistant|assistent\w*|asistent\w*"
    r"|asisten|asystent\w*|avustaja\w*|tekoäly\w*|modell?\w{0,3}|modelo|modello|ki|ia|ai|llm|bot"
    r"|агент\w*|ассистент\w*|асистент\w*|модел\w*|ии|ші|πράκτορα\w*|μοντέλο\w*|βοηθ\w*"
    r"|[הלבשומכ]{0,2}(?:סוכן|מודל|עוזר)|(?:ل|ل?ل|ب)?(?:ال)?(?:وكيل|نموذج|مساعد)"
    r"|ajan\w*|asistan\w*|yapay zek\w*|tác tử|mô hình|trợ lý)(?!\w)"
    r"|เอเจนต์|โมเดล|ผู้ช่วย|एजेंट|मॉडल|सहायक|エージェント|モデル|アシスタント|智能体|模型|助手"
    r"|에이전트|모델|어시스턴트")


# A part of a record set apart by brackets and opened by a label and a colon, in any script:
# "[[assistant: ...]]", "{{note: ...}}", "<<system: ...>>", "【AI：...】". A memory states its
# claim in its own sentences; a labelled aside inside it is one voice speaking to another, the
# shape of a role tag planted in a fact, whatever language its label and its order are in. A
# link ("[docs](https://...)"), a checkbox ("[x]"), a section ("[tool.ruff]") or a template
# ("{{ name }}") has no label and colon followed by a sentence, nor has the mark redaction leaves
# in a secret's place. Measured on the read sets: 5 of the 627 admission injections carry one,
# one of their 5917 other rows (a secret, rejected as one first), and 2 of 3964 benign outside
# texts (whole web pages and rules files: benchmarks/data/injection-outside*.jsonl and the
# shared injection set) against 51 of their 2562 attacks. A record that holds one is held for
# the principal's review (the gate's `sets-aside` sign): weighed by `leaning` alone, beside an
# ordinary first sentence of the record, it went through on a set the weights had not seen.
_ASIDE = rxcache.compile(
    r"(?:\[\[|\{\{|<<|\[|【|⟦)\s*[^\W\d_][\w-]*(?:\s[\w-]+){0,2}\s*[:：]\s*"
    # a sentence, not one token: the redaction's own mark ("[REDACTED:generic-secret]") is none
    r"(?=[^\]}>】⟧]*[^\w\]}>】⟧.-])\S[^\]}>】⟧]{8,}")


def sets_aside(text: str) -> bool:
    """Whether `text` holds a part set apart by brackets and opened by a label and a colon."""
    return _ASIDE.search(text) is not None


def aside(text: str) -> str | None:
    """The first labelled aside of `text` (its opening, up to 60 characters), or None."""
    m = _ASIDE.search(text)
    return m.group(0)[:60] if m else None


def names_reader(text: str) -> bool:
    """Whether `text` names the agent, model or assistant that would read it."""
    return _READER.search(text) is not None


@lru_cache(maxsize=16)
def _named(text: str) -> tuple[tuple[str, str], ...]:
    # The gate reads one candidate's text up to three times (the hazard check, the memory
    # reading's features, the quote it shows): the classes are searched once.
    return tuple((name, m.group(0)[:60]) for name, rx in _CLASSES.items()
                 if (m := rx.search(text)))


def classes(text: str) -> list[str]:
    """The anchor classes `text` names, in the order of `_CLASSES`."""
    return [name for name, _ in _named(text)]


def anchors(text: str) -> list[tuple[str, str]]:
    """`[(class, quote), ...]`: every class `text` names, with its first passage."""
    return list(_named(text))


def hazard(text: str) -> list[tuple[str, str]]:
    """`[(class, quote), ...]` when `text` names MIN_CLASSES classes or more; else []."""
    found = anchors(text)
    return found if len(found) >= MIN_CLASSES else []
