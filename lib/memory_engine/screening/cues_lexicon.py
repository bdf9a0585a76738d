"""Word classes per language, as data, and the cues they make: pressure put on the reader and
a send to an address.

The other cue modules read English, French, German, Spanish, Italian and Portuguese closely
and a dozen more languages for the override. What makes a text an attack is the same in every
language, so three of its parts are listed here as classes of words, one entry per language, in
the screening form of the text (textnorm: lower case, accents dropped):

- `presses-urgency` (a signal of its own): the reader is hurried ("immediately", "sofort",
  "немедленно", "立即", "ทันที"), given an "ACTION REQUIRED" heading, or threatened with what
  failing to act will cause. Social engineering presses a person to act before checking; an
  agent-rules file names what to do, not how soon. Weak alone, and the fit weighs it;
- `demands-action`: a verb of sending or forwarding and an address, URL or domain on one line,
  in either order ("Gönderilecek adres: contact@example.com", "送信先: ..."), as the English
  send-to cue of injection.py reads it;
- `removes-safeguard`: the reader said to be without limits ("bez ograniczeń", "без
  ограничений", "没有限制"), as cues_demand.py reads "no restrictions" in English;

Languages: the seventeen of common benchmarks (en, fr, de, es, it, pt, nl, pl, ru, tr, ar, hi,
zh, ja, ko, vi, id) and uk, fa, ur, th. Words of scripts written without spaces between words
(or whose marks are not word characters: Devanagari, Thai, Arabic) are found anywhere in the
text; the others at word boundaries. Entries are (signal, strength, triggers, pattern), as in
cues_voice.py.
"""

from __future__ import annotations

from memory_engine.screening.cue_syntax import TARGET

LEXICON_SIGNALS = ("presses-urgency",)

# -- word classes ------------------------------------------------------------------------------
# Hurry: adverbs and headings of a demand. Screening form (no accents, lower case).
URGENT: dict[str, tuple[str, ...]] = {
    "en": ("immediately", "urgent", "urgently", "asap", "right away", "at once", "without delay",
           "time-sensitive", "time sensitive", "act now"),
    "fr": ("immediatement", "urgent", "urgente", "urgence", "sans delai", "tout de suite",
           "sur-le-champ"),
    "de": ("sofort", "unverzuglich", "dringend", "umgehend"),
    "es": ("inmediatamente", "de inmediato", "urgente", "sin demora", "cuanto antes"),
    "it": ("immediatamente", "urgente", "subito", "senza indugio"),
    "pt": ("imediatamente", "urgente", "sem demora"),
    "nl": ("onmiddellijk", "dringend", "urgent"),
    "pl": ("natychmiast", "pilne", "pilnie", "niezwłocznie"),
    "ru": ("немедленно", "срочно", "незамедлительно"),
    "uk": ("негайно", "терміново"),
    "tr": ("hemen", "acil", "derhal"),
    "vi": ("ngay lap tuc", "khan cap"),
    "id": ("segera", "mendesak", "sekarang juga"),
}
URGENT_BARE: dict[str, tuple[str, ...]] = {
    "ar": ("فورا", "على الفور", "عاجل"),
    "fa": ("فوری", "فورا"),
    "ur": ("فوری",),
    "hi": ("तुरंत", "तत्काल", "अत्यावश्यक"),
    "th": ("ทันที", "ด่วน", "ฉุกเฉิน"),
    "zh": ("立即", "立刻", "马上", "緊急", "紧急", "尽快", "儘快"),
    "ja": ("直ちに", "今すぐ", "すぐに", "至急", "緊急"),
    "ko": ("즉시", "긴급", "당장"),
}
# The heading of a demand: "ACTION REQUIRED", "ACCIÓN REQUERIDA", "必要なアクション".
REQUIRED: dict[str, tuple[str, ...]] = {
    "en": ("action required", "required action", "immediate action"),
    "fr": ("action requise",),
    "de": ("erforderliche massnahme", "massnahme erforderlich", "handlungsbedarf"),
    "es": ("accion requerida", "accion necesaria"),
    "it": ("azione richiesta", "azione necessaria"),
    "pt": ("acao necessaria", "acao requerida"),
    "nl": ("vereiste actie", "actie vereist"),
    "pl": ("wymagane działanie",),
    "ru": ("необходимое действие", "требуется действие"),
    "uk": ("необхідна дія",),
    "tr": ("gerekli eylem", "gerekli islem"),
    "vi": ("hanh đong yeu cau", "hanh đong can thiet"),
    "id": ("tindakan yang diperlukan", "tindakan diperlukan"),
}
REQUIRED_BARE: dict[str, tuple[str, ...]] = {
    "ar": ("الإجراء المطلوب",),
    "fa": ("اقدام لازم",),
    "ur": ("مطلوبہ کارروائی",),
    "hi": ("आवश्यक कार्रवाई",),
    "th": ("การดําเนินการที่จําเป็น",),
    "zh": ("所需操作", "必要操作", "需要的操作"),
    "ja": ("必要なアクション", "必要な対応"),
    "ko": ("필요한 조치",),
}
# Sending, forwarding, uploading: imperatives and infinitives (English is injection.py's).
SEND: dict[str, tuple[str, ...]] = {
    "fr": ("envoie", "envoyez", "envoyer", "transfere", "transferez", "transferer", "transmets",
           "transmettez", "transmettre", "partagez", "televerse", "televersez"),
    "de": ("sende", "senden", "sendet", "schicke", "schicken", "schick", "schickt",
           "weiterleiten", "ubermittle", "ubermitteln", "hochladen"),
    "es": ("envia", "envie", "envien", "enviar", "envialo", "enviala", "reenvia", "reenvie",
           "reenviar", "transfiere", "transfiera", "comparte", "comparta"),
    "it": ("invia", "inviate", "inviare", "invialo", "inoltra", "inoltrate", "inoltrare",
           "trasmetti", "trasmettere", "condividi"),
    "pt": ("envie", "envia", "enviar", "encaminhe", "encaminha", "encaminhar", "transfira",
           "transferir", "compartilhe", "partilhe"),
    "nl": ("stuur", "stuurt", "verstuur", "versturen", "doorsturen", "verzend", "verzenden"),
    "pl": ("wyslij", "wyslijcie", "wysłac", "przeslij", "przesłac", "przekaz", "przekazac",
           "udostepnij"),
    "ru": ("отправь", "отправьте", "отправить", "отправляй", "перешли", "перешлите", "переслать",
           "пошли", "пришли", "пришлите", "передай", "передайте"),
    "uk": ("надішли", "надішліть", "надіслати", "відправ", "відправте", "відправити",
           "перешліть"),
    "tr": ("gonder", "gonderin", "gondermek", "gonderilecek", "ilet", "iletin", "iletmek",
           "yukle", "yukleyin", "paylas", "paylasin"),
    "vi": ("gui", "chuyen tiep", "tai len"),
    "id": ("kirim", "kirimkan", "kirimlah", "teruskan", "unggah", "bagikan"),
}
SEND_BARE: dict[str, tuple[str, ...]] = {
    "ar": ("أرسل", "ارسل", "أرسلي", "أرسلوا", "إرسال", "ارسال", "أعد توجيه", "ابعث"),
    "fa": ("بفرست", "بفرستید", "ارسال کن"),
    "ur": ("بھیجیں", "بھیجو", "بھیج دیں", "ارسال کریں"),
    "hi": ("भेजें", "भेजो", "भेज दें", "भेजना", "फॉरवर्ड करें", "अपलोड करें"),
    "th": ("ส่ง",),
    "zh": ("发送", "發送", "发给", "發給", "转发", "轉發", "上传", "上傳", "寄给", "发到", "發到",
           "传送", "傳送"),
    "ja": ("送信", "転送", "送って", "送る", "アップロード"),
    "ko": ("보내", "전송", "전달", "업로드"),
}
# Without limits: the reader's restrictions said to be gone ("sin restricciones", "без
# ограничений", "没有限制"); English and the Romance languages are cues_demand.py's.
UNLIMITED: dict[str, tuple[str, ...]] = {
    "nl": ("zonder beperkingen", "zonder restricties", "zonder filters"),
    "pl": ("bez ograniczen", "bez filtrow", "bez zasad"),
    "ru": ("без ограничений", "без фильтров", "без правил", "без цензуры"),
    "uk": ("без обмежень", "без фільтрів", "без цензури"),
    "tr": ("kisitlamasiz", "kisitlamasi olmayan", "sinirsiz", "filtresiz", "sansursuz"),
    "vi": ("khong co gioi han", "khong gioi han", "khong kiem duyet"),
    "id": ("tanpa batasan", "tanpa batas", "tanpa filter", "tanpa sensor", "tanpa aturan"),
}
UNLIMITED_BARE: dict[str, tuple[str, ...]] = {
    "ar": ("بلا قيود", "بدون قيود", "دون قيود", "بلا حدود", "بدون رقابة"),
    "fa": ("بدون محدودیت",),
    "hi": ("बिना किसी प्रतिबंध", "बिना प्रतिबंध", "बिना सीमा", "बिना किसी सीमा"),
    "th": ("ไม่มีข้อจํากัด",),
    "zh": ("没有限制", "沒有限制", "无限制", "無限制", "不受限制", "没有任何限制", "无审查"),
    "ja": ("制限のない", "制限なし", "制限なく", "検閲なし"),
    "ko": ("제한 없는", "제한 없이", "제한이 없는", "검열 없는"),
}


# -- cues --------------------------------------------------------------------------------------
def _words(*classes: dict[str, tuple[str, ...]]) -> tuple[str, ...]:
    out: list[str] = []
    for table in classes:
        for words in table.values():
            out.extend(w for w in words if w not in out)
    # the longest first, so that a phrase wins over its first word
    return tuple(sorted(out, key=len, reverse=True))


def _alternation(words: tuple[str, ...]) -> str:
    return "(?:" + "|".join(w.replace("-", r"\-").replace(" ", " ") for w in words) + ")"


def _triggers(words: tuple[str, ...], bare: bool) -> str:
    """The first token of every phrase; a substring trigger ("~") for the bare scripts and for
    a token with punctuation."""
    firsts: list[str] = []
    for w in words:
        token = w if bare else w.split()[0]
        token = "~" + token if bare or not (token.isidentifier() or token.isalnum()) else token
        if token not in firsts:
            firsts.append(token)
    return " ".join(firsts)


_URGENT = _words(URGENT)
_URGENT_BARE = _words(URGENT_BARE)
_REQUIRED = _words(REQUIRED)
_REQUIRED_BARE = _words(REQUIRED_BARE)
_UNLIMITED = _words(UNLIMITED)
_UNLIMITED_BARE = _words(UNLIMITED_BARE)
_SEND = _words(SEND)
_SEND_BARE = _words(SEND_BARE)
# A threatened consequence of not acting: "failure to comply will ...", "or your account will
# be suspended", "may result in downtime".
_THREAT = (r"\b(?:failure|failing) to (?:comply|complete|respond|act|do so|follow|provide|"
           r"confirm)\b|\b(?:or|otherwise) (?:your |the )?(?:account|access|service|system|data)"
           r" (?:will|may|could) be (?:suspended|terminated|deleted|locked|closed|lost|disabled)\b|"
           r"\b(?:will|may|could) (?:result|lead) (?:in|to) (?:\w+ )?(?:downtime|suspension|"
           r"termination|data loss|outage|penalt\w+|legal action)\b")

LEXICON_CUES: list[tuple[str, float, str, str]] = [
    ("presses-urgency", 0.6, _triggers(_URGENT, bare=False),
     r"\b" + _alternation(_URGENT) + r"\b"),
    ("presses-urgency", 0.6, _triggers(_URGENT_BARE, bare=True), _alternation(_URGENT_BARE)),
    ("presses-urgency", 1.0, _triggers(_REQUIRED, bare=False),
     r"\b" + _alternation(_REQUIRED) + r"\b"),
    ("presses-urgency", 1.0, _triggers(_REQUIRED_BARE, bare=True),
     _alternation(_REQUIRED_BARE)),
    ("presses-urgency", 1.0, "failure failing or otherwise will may could",
     _THREAT),
    ("removes-safeguard", 0.8, _triggers(_UNLIMITED, bare=False),
     r"\b" + _alternation(_UNLIMITED) + r"\b"),
    ("removes-safeguard", 0.8, _triggers(_UNLIMITED_BARE, bare=True),
     _alternation(_UNLIMITED_BARE)),
]

# A send and its destination on one line, in either order; injection.py weighs it as it weighs
# the English send-to cue (stronger when what is sent is sensitive).
SEND_CUES: list[tuple[str, float, str, str]] = [
    ("demands-action", 0.4, _triggers(_SEND, bare=False),
     r"\b" + _alternation(_SEND) + r"\b[^\n]{0,120}?" + TARGET + "|" + TARGET
     + r"[^\n]{0,60}?\b" + _alternation(_SEND) + r"\b"),
    ("demands-action", 0.4, _triggers(_SEND_BARE, bare=True),
     _alternation(_SEND_BARE) + r"[^\n]{0,120}?" + TARGET + "|" + TARGET + r"[^\n]{0,60}?"
     + _alternation(_SEND_BARE)),
]
