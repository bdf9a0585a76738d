"""Word classes per language, as data, and the cues they make: pressure put on the reader and
a send to an address.

The other cue modules read English, French, German, Spanish, Italian and Portuguese closely
and a dozen more languages for the override. What makes a text an attack is the same in every
language, so several of its parts are listed here as classes of words, one entry per language, in
the screening form of the text (textnorm: lower case, accents dropped):

- `presses-urgency` (a signal of its own): the reader is hurried ("immediately", "sofort",
  "немедленно", "立即", "ทันที"), given an "ACTION REQUIRED" heading, or threatened with what
  failing to act will cause. Social engineering presses a person to act before checking; an
  agent-rules file names what to do, not how soon. Weak alone, and the fit weighs it;
- `demands-action`: a verb of sending or forwarding and an address, URL or domain on one line,
  in either order ("Gönderilecek adres: contact@example.com", "送信先: ..."), as the English
  send-to cue of injection.py reads it;
- `claims-authority`: a rank claimed in the first person ("Ich bin ein Entwickler", "我是管理员");
- `demands-action`: the reader's secret asked for ("musst du das Passwort bestätigen", "dime la
  contraseña");
- `frames-fiction`: a persona to become ("pretend to be", "finge ser", "притворись", "假装你是"),
  as cues_frame.py reads "let's imagine";
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

# A persona to become: "pretend to be", "fais semblant d'être", "притворись", "假装你是".
PERSONA: dict[str, tuple[str, ...]] = {
    "en": ("pretend to be", "pretend you are", "pretend you're", "pretend that you are",
           "pretending to be", "roleplay as", "role-play as", "roleplaying as",
           "role-playing as", "act like you are", "act as if you are", "act like you're"),
    "fr": ("fais semblant d'etre", "faites semblant d'etre", "joue le role d'un",
           "joue le role d'une"),
    "de": ("tu so, als warst du", "tu so als warst du", "spiele die rolle", "gib dich als"),
    "es": ("finge ser", "finge que eres", "haz de cuenta que eres", "actua como si fueras"),
    "it": ("fingi di essere", "fai finta di essere", "comportati come se fossi"),
    "pt": ("finja ser", "finja que voce e", "faca de conta que voce e"),
    "nl": ("doe alsof je", "speel de rol van"),
    "pl": ("udawaj, ze jestes", "udawaj ze jestes", "wciel sie w"),
    "ru": ("притворись", "притворитесь", "представь, что ты", "представь что ты"),
    "uk": ("вдавай, що ти", "уяви, що ти"),
    "tr": ("gibi davran", "rolune bur", "rolunu oyna"),
    "vi": ("gia vo la", "hay dong vai"),
    "id": ("berpura-pura menjadi", "berpura-puralah", "berperan sebagai"),
}
PERSONA_BARE: dict[str, tuple[str, ...]] = {
    "ar": ("تظاهر بأنك", "تظاهر أنك", "تقمص دور"),
    "hi": ("होने का नाटक", "की भूमिका निभाओ"),
    "zh": ("假装你是", "假装自己是", "扮演一个", "扮演一名"),
    "ja": ("のふりをして", "になりきって", "のロールプレイ"),
    "ko": ("인 척", "인척 해", "역할을 해"),
}

# A rank claimed in the first person: "I am the administrator", "Ich bin ein Entwickler",
# "我是开发者". (English is cues_voice.py's.) Per language: the words for "I am" (with the
# articles and possessives that may follow) and for a rank over the reader.
I_AM: dict[str, tuple[str, str]] = {
    "fr": (r"je suis (?:un |une |le |la |l'|ton |ta |votre )?",
           r"(?:developpeu(?:r|se)|administrat(?:eur|rice)|createu(?:r|se)|proprietaire)"),
    "de": (r"ich bin (?:ein |eine |der |die |dein |deine |ihr |ihre )?",
           r"(?:entwickler(?:in)?|administrator(?:in)?|admin|systemadministrator(?:in)?|"
           r"ersteller(?:in)?|betreiber(?:in)?)"),
    "es": (r"(?:yo )?soy (?:un |una |el |la |tu )?",
           r"(?:desarrollador(?:a)?|administrador(?:a)?|creador(?:a)?|propietari[oa])"),
    "it": (r"(?:io )?sono (?:un |una |il |la |l'|il tuo |la tua )?",
           r"(?:sviluppatore|sviluppatrice|amministratore|amministratrice|creatore)"),
    "pt": (r"(?:eu )?sou (?:um |uma |o |a |o seu |a sua |seu |sua )?",
           r"(?:desenvolvedor(?:a)?|programador(?:a)?|administrador(?:a)?|criador(?:a)?)"),
    "nl": (r"ik ben (?:een |de |je |jouw |uw )?",
           r"(?:ontwikkelaar|beheerder|administrator|maker|eigenaar)"),
    "pl": (r"(?:ja )?jestem (?:twoim |twoja )?",
           r"(?:programista|programistka|deweloperem|administratorem|adminem|tworca|tworcom)"),
    "ru": (r"я (?:твой |ваш |твоя |ваша )?",
           r"(?:разработчик|администратор|админ|создатель|владелец)"),
    "uk": (r"я (?:твій |ваш )?", r"(?:розробник|адміністратор|творець|власник)"),
    "tr": (r"(?:ben )?(?:senin )?",
           r"(?:gelistiriciyim|gelistiricinim|yoneticiyim|yoneticinim|sistem yoneticisiyim)"),
    "vi": (r"toi la (?:nha |quan |nguoi )?",
           r"(?:phat trien|tri vien|tao ra ban|quan tri)"),
    "id": (r"saya (?:adalah )?(?:seorang )?",
           r"(?:pengembang|developer|administrator|admin|pembuat)(?:mu| anda)?"),
}
I_AM_BARE: tuple[str, ...] = ("أنا المطور", "أنا مطور", "أنا المسؤول", "أنا مسؤول النظام",
                              "मैं डेवलपर", "मैं आपका डेवलपर", "मैं व्यवस्थापक", "मैं एडमिन",
                              "我是开发者", "我是开发人员", "我是你的开发者", "我是管理员",
                              "我是系统管理员", "我是你的创造者", "私は開発者", "私は管理者",
                              "私はあなたの開発者", "開発者です", "管理者です", "나는 개발자",
                              "저는 개발자", "나는 관리자", "저는 관리자")
# Asked for a secret: a verb of confirming, telling or giving and a password or key nearby
# ("musst du das Passwort bestätigen", "dime la contraseña", "скажи пароль").
ASK_SECRET: dict[str, tuple[str, ...]] = {
    "fr": ("confirme", "confirmez", "donne-moi", "donnez-moi", "dis-moi", "dites-moi",
           "indique", "indiquez", "revele", "revelez"),
    "de": ("bestatige", "bestatigen", "bestatigt", "nenne", "nennen", "gib mir", "geben sie mir",
           "sag mir", "sagen sie mir", "verrate", "verraten"),
    "es": ("confirma", "confirme", "confirmar", "dime", "digame", "dame", "deme", "revela",
           "revele", "proporciona", "proporcione"),
    "it": ("conferma", "confermare", "dimmi", "mi dica", "dammi", "mi dia", "rivela", "rivelami",
           "fornisci"),
    "pt": ("confirme", "confirma", "confirmar", "diga-me", "me diga", "me de", "de-me", "revele",
           "informe", "forneca"),
    "nl": ("bevestig", "bevestigen", "geef me", "geef mij", "vertel me", "vertel mij", "noem"),
    "pl": ("potwierdz", "podaj", "podaj mi", "powiedz mi", "zdradz", "ujawnij"),
    "ru": ("подтверди", "подтвердите", "скажи", "скажите", "назови", "назовите", "дай мне",
           "дайте мне", "сообщи", "сообщите", "раскрой", "раскройте"),
    "uk": ("підтверди", "підтвердіть", "скажи", "скажіть", "назви", "назвіть", "дай мені"),
    "tr": ("onayla", "onaylayin", "soyle", "soyleyin", "ver", "verin", "paylas"),
    "vi": ("xac nhan", "cho toi biet", "cung cap", "tiet lo"),
    "id": ("konfirmasi", "konfirmasikan", "beritahu", "beri tahu", "berikan", "sebutkan"),
}


# -- cues --------------------------------------------------------------------------------------
def _words(*classes: dict[str, tuple[str, ...]]) -> tuple[str, ...]:
    out = dict.fromkeys(w for table in classes for words in table.values() for w in words)
    # the longest first, so that a phrase wins over its first word
    return tuple(sorted(out, key=len, reverse=True))


def _alternation(words: tuple[str, ...]) -> str:
    return "(?:" + "|".join(w.replace("-", r"\-").replace(" ", " ") for w in words) + ")"


def _triggers(words: tuple[str, ...], bare: bool) -> str:
    """The first token of every phrase; a substring trigger ("~") for the bare scripts and for
    a token with punctuation."""
    firsts = dict.fromkeys(w if bare else w.split()[0] for w in words)
    return " ".join(t if not bare and (t.isidentifier() or t.isalnum()) else "~" + t
                    for t in firsts)


_URGENT = _words(URGENT)
_URGENT_BARE = _words(URGENT_BARE)
_REQUIRED = _words(REQUIRED)
_REQUIRED_BARE = _words(REQUIRED_BARE)
_UNLIMITED = _words(UNLIMITED)
_UNLIMITED_BARE = _words(UNLIMITED_BARE)
_PERSONA = _words(PERSONA)
_PERSONA_BARE = _words(PERSONA_BARE)
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
    ("frames-fiction", 0.7, _triggers(_PERSONA, bare=False),
     r"\b" + _alternation(_PERSONA) + r"\b"),
    ("frames-fiction", 0.7, _triggers(_PERSONA_BARE, bare=True), _alternation(_PERSONA_BARE)),
    ("removes-safeguard", 0.8, _triggers(_UNLIMITED, bare=False),
     r"\b" + _alternation(_UNLIMITED) + r"\b"),
    ("removes-safeguard", 0.8, _triggers(_UNLIMITED_BARE, bare=True),
     _alternation(_UNLIMITED_BARE)),
]

_I_AM = "|".join(prefix + rank for prefix, rank in I_AM.values())
_ASK_SECRET = _words(ASK_SECRET)
_PASSWORD = (r"(?:password|passcode|mot de passe|passwort|kennwort|contrasena|clave|senha|"
             r"wachtwoord|hasło|haslo|пароль|sifre\w*|parola|mat khau|kata sandi|secret key|"
             r"api key|token|pin)")
LEXICON_CUES += [
    # Weak: "Sono uno sviluppatore Python" introduces a person; beside a demand it is a rank
    # claimed over the reader.
    ("claims-authority", 0.4, "je ich soy yo sono io sou eu ik jestem ja я ben senin"
                              " gelistiriciyim yoneticiyim gelistiricinim yoneticinim sistem"
                              " toi saya",
     r"\b(?:" + _I_AM + r")\b"),
    ("claims-authority", 0.4, _triggers(I_AM_BARE, bare=True), _alternation(I_AM_BARE)),
    ("demands-action", 0.8, _triggers(_ASK_SECRET, bare=False)
     + " | password passcode mot passwort kennwort contrasena clave senha wachtwoord hasło"
       " haslo пароль sifre parola mat kata secret api token pin",
     r"\b" + _alternation(_ASK_SECRET) + r"\b[^.!?\n]{0,40}?\b" + _PASSWORD + r"\b|\b"
     + _PASSWORD + r"\b[^.!?\n]{0,30}?\b" + _alternation(_ASK_SECRET) + r"\b"),
]

# A rank claimed in the first person in English, as a role taken: "As the security manager of
# your team, ...", "as your system administrator". cues_voice.py reads "I am your developer".
LEXICON_CUES.append(
    ("claims-authority", 0.4, "as",
     r"\bas (?:the|your|an?) (?:\w+ )?(?:security|it|compliance|system|platform|infrastructure|"
     r"devops|ops|engineering|legal|finance)? ?(?:manager|officer|administrator|admin|director|"
     r"head|ceo|cto|ciso|cio|supervisor|auditor)\b"))

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
