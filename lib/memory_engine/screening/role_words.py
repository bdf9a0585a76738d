"""The words for the roles around the reader, each kind in one table that every cue reading
it imports, in the screening form (textnorm: lower case, accents dropped):

- SPEAKERS: who speaks in a turn of a chat ("User:", "用户：", "Пользователь:"), grouped by the
  party the label stands for: an exchange of turns needs two different parties, whatever the
  language of each label (injection.py reads a fake exchange by them);
- PERSONAS: what a model can be made to be, an AI, an assistant, a mode, a character, a hacker
  (cues_identity.py reads the reader given one);
- OFFICES, OPERATORS and SUPERIORS: who has power over the reader, the system and its offices,
  the people who run it, a superior at work (cues_header.py reads a notice in the voice of the
  first two, cues_proxy.py a will relayed from the last two).

The kinds stay apart because each is read differently: a speaker's label is a whole word before
a colon, a persona may be a root ("sztuczn", "модел") matched at a word's start, and a word of
one kind read as another's changes what a text says ("Assistant:" heads a turn, "[Assistant
note]" does not speak for the system).
"""

from __future__ import annotations

# The party each label of a chat turn stands for, per party and language. "ai", "model" and
# "bot" are parties of their own: lines opening "AI:" and "Assistant:" in one text are two
# speakers, an exchange written out.
SPEAKERS: dict[str, dict[str, tuple[str, ...]]] = {
    "user": {
        "en": ("human", "user"),
        "fr": ("utilisateur",),
        "de": ("benutzer", "nutzer"),
        "es": ("usuario",),
        "it": ("utente",),
        "pt": ("usuario",),
        "nl": ("gebruiker",),
        "pl": ("uzytkownik",),
        "ru": ("пользователь",),
        "uk": ("користувач",),
        "tr": ("kullanici",),
        "zh": ("用户", "人类"),
        "ja": ("ユーザー",),
        "ko": ("사용자",),
    },
    "assistant": {
        "en": ("assistant",),
        "fr": ("assistant",),
        "de": ("assistent",),
        "es": ("asistente",),
        "it": ("assistente",),
        "pt": ("assistente",),
        "nl": ("assistent",),
        "pl": ("asystent",),
        "ru": ("ассистент", "помощник"),
        "uk": ("асистент",),
        "tr": ("asistan",),
        "zh": ("助手",),
        "ja": ("アシスタント",),
        "ko": ("어시스턴트",),
    },
    "ai": {"en": ("ai",)},
    "model": {"en": ("model",)},
    "bot": {"en": ("bot",)},
    "system": {
        "en": ("system",),
        "fr": ("systeme",),
        "de": ("system",),
        "es": ("sistema",),
        "it": ("sistema",),
        "pt": ("sistema",),
        "nl": ("systeem",),
        "pl": ("system",),
        "ru": ("система",),
        "uk": ("система",),
        "tr": ("sistem",),
        "zh": ("系统",),
        "ja": ("システム",),
        "ko": ("시스템",),
    },
    "developer": {"en": ("developer",)},
    "admin": {"en": ("admin",)},
}

# What a model can be made to be: a machine for answering, a mode it runs in, a character it
# plays, an intruder it impersonates. Loanwords that many languages share ("ai", "bot",
# "hacker", "gpt") are listed once, under English. "agent" is left out: a rules file calls its
# reader that in every sentence.
PERSONAS: dict[str, tuple[str, ...]] = {
    "en": ("ai", "a.i", "assistant", "bot", "chatbot", "robot", "model", "llm", "gpt", "mode",
           "persona", "character", "hacker", "jailbreak", "unrestricted", "unfiltered",
           "uncensored", "evil"),
    "fr": ("ia", "assistant", "robot", "modele", "mode", "personnage", "pirate", "intelligence"),
    "de": ("ki", "assistent", "roboter", "modell", "modus", "figur", "charakter", "rolle"),
    "es": ("ia", "asistente", "modelo", "modo", "personaje", "pirata", "inteligencia"),
    "it": ("ia", "assistente", "modello", "modalita", "personaggio", "pirata", "intelligenza"),
    "pt": ("ia", "assistente", "modelo", "modo", "personagem", "pirata", "inteligencia"),
    "ro": ("asistent", "modul", "personaj"),
    "nl": ("assistent", "modus", "personage"),
    "sv": ("assistent", "lage", "karaktar"),
    "pl": ("asystent", "tryb", "postac", "sztuczn", "model"),
    "cs": ("asistent", "rezim", "postav"),
    "ru": ("ии", "ассистент", "помощник", "бот", "модел", "режим", "персонаж", "хакер",
           "искусственн"),
    "uk": ("ші", "асистент", "помічник", "бот", "модел", "режим", "персонаж", "хакер"),
    "el": ("βοηθος", "λειτουργια", "χαρακτηρας"),
    "tr": ("asistan", "yapay zeka", "mod", "karakter", "korsan", "yardimci"),
    "fi": ("avustaja", "tila", "hahmo", "tekoaly"),
    "hu": ("asszisztens", "mod", "karakter"),
    "id": ("asisten", "mode", "karakter", "peretas", "kecerdasan"),
    "ms": ("pembantu", "watak"),
    "tl": ("katulong",),
    "vi": ("tro ly", "che đo", "nhan vat", "tri tue"),
    "sw": ("msaidizi",),
    "zh": ("助手", "助理", "机器人", "機器人", "模式", "角色", "人工智能", "黑客", "模型"),
    "ja": ("アシスタント", "ボット", "モード", "キャラクター", "ハッカー", "人工知能", "モデル"),
    "ko": ("어시스턴트", "비서", "봇", "모드", "캐릭터", "해커", "인공지능", "모델"),
    "ar": ("مساعد", "وضع", "شخصية", "ذكاء", "روبوت", "مخترق"),
    "fa": ("دستیار", "حالت", "شخصیت", "هوش"),
    "he": ("עוזר", "מצב", "דמות", "בינה"),
    "hi": ("सहायक", "मोड", "किरदार", "एआई"),
    "th": ("ผู้ช่วย", "โหมด", "ตัวละคร", "แฮกเกอร์"),
}

# -- who has power over the reader -------------------------------------------------------------
# Three kinds, each read where its voice is borrowed: the system itself and the offices that
# guard it issue notices ("[System note: ...]", "[Güvenlik Uyarısı: ...]": cues_header.py); the
# people who build and run it issue notices and relay their will ("[Mensaje del administrador]",
# "your developer wants you to ...": both); a superior at work relays a will or a permission
# ("your manager has approved this": cues_proxy.py). A will relayed from an office is how
# documentation speaks of a machine's settings ("your system allows you to ...", "your security
# settings require ..."), and a bracket headed by a workplace role labels a page's own notes
# ("[Team note: ...]", "[Chef's note: ...]"), so those two kinds are each read in one place.
# English entries are words (a plural reads too); the other Latin and Cyrillic entries are
# roots, matched at a word's start, because those languages inflect the noun ("Notu",
# "администратора"); scripts written without spaces are found anywhere.
OFFICES: dict[str, tuple[str, ...]] = {
    "en": ("system", "sys", "security", "root"),
    "fr": ("systeme", "securite"),
    "de": ("system", "sicherheit"),
    "es": ("sistema", "seguridad"),
    "it": ("sistema", "sicurezza"),
    "pt": ("sistema", "seguranca"),
    "nl": ("systeem", "beveiliging"),
    "sv": ("system", "sakerhet"),
    "pl": ("system", "bezpieczenst"),
    "cs": ("system", "bezpecnost"),
    "ro": ("sistem", "securitate"),
    "ru": ("систем", "безопасност"),
    "uk": ("систем", "безпек"),
    "el": ("συστημα", "συστηματος", "ασφαλει"),
    "tr": ("sistem", "guvenlik"),
    "id": ("sistem", "keamanan"),
    "vi": ("he thong", "bao mat"),
    "zh": ("系统", "系統", "安全"),
    "ja": ("システム", "セキュリティ"),
    "ko": ("시스템", "보안"),
    "ar": ("النظام", "نظام", "الأمان", "الامان"),
    "fa": ("سیستم",),
    "he": ("מערכת",),
    "hi": ("सिस्टम",),
    "th": ("ระบบ",),
}
OPERATORS: dict[str, tuple[str, ...]] = {
    "en": ("admin", "administrator", "sysadmin", "developer", "dev", "operator", "moderator",
           "supervisor", "vendor", "owner", "creator", "maker", "programmer"),
    "fr": ("administrat", "developpeu", "operateur", "moderateur", "proprietaire", "createu",
           "concepteu"),
    "de": ("administrat", "entwickler", "betreiber", "eigentumer", "ersteller"),
    "es": ("administrad", "desarrollad", "operador", "moderador", "propietari", "dueno",
           "creador"),
    "it": ("amministrat", "sviluppat", "operatore", "moderatore", "proprietari", "creator"),
    "pt": ("administrad", "desenvolved", "operador", "moderador", "dono", "criador"),
    "nl": ("beheerder", "ontwikkelaar", "eigenaar", "maker"),
    "sv": ("administrat", "utvecklar"),
    "pl": ("administrat", "programist", "deweloper", "wlasciciel", "tworc"),
    "cs": ("spravce", "vyvojar"),
    "ro": ("administrat", "dezvoltat"),
    "ru": ("администрат", "разработчик", "оператор", "модератор", "владел", "создател"),
    "uk": ("адміністрат", "розробник", "оператор"),
    "el": ("διαχειριστ", "προγραμματιστ"),
    "tr": ("yonetici", "gelistirici", "operator", "sahib"),
    "id": ("admin", "pengembang", "operator", "pemilik", "pembuat"),
    "vi": ("quan tri", "nha phat trien"),
    "zh": ("管理员", "管理員", "开发者", "开发人员", "開發者", "运营"),
    "ja": ("管理者", "開発者", "運営"),
    "ko": ("관리자", "개발자", "운영자", "운영팀"),
    "ar": ("المسؤول", "المشرف", "المطور"),
    "fa": ("مدیر", "توسعه"),
    "he": ("מנהל", "מפתח"),
    "hi": ("व्यवस्थापक", "प्रशासक", "डेवलपर"),
    "th": ("ผู้ดูแล", "นักพัฒนา"),
}
SUPERIORS: dict[str, tuple[str, ...]] = {
    "en": ("engineer", "manager", "boss", "superior", "employer", "team", "security team",
           "it team", "ops team", "platform team", "engineering team", "dev team",
           "trust and safety team", "company", "organisation", "organization", "provider"),
    "fr": ("responsable",),
    "de": ("chef",),
    "es": ("jefe",),
    "it": ("capo",),
}

# The people who build the project itself, as a page of the project names its own team ("Developer
# note:", "Maintainer note:", "Entwicklerhinweis:"): they write the repository's notes for one
# another, and hold no rank over a model reading them (cues_header.team_note). The entries are
# OPERATORS' words for a developer and a programmer, with a maintainer and a contributor.
TEAM: dict[str, tuple[str, ...]] = {
    "en": ("developer", "dev", "programmer", "maintainer", "contributor"),
    "fr": ("developpeu", "mainteneu", "contributeu"),
    "de": ("entwickler", "maintainer", "mitwirkend"),
    "es": ("desarrollad", "mantenedor", "contribuid"),
    "it": ("sviluppat", "manutentor", "contribut"),
    "pt": ("desenvolved", "mantenedor", "contribuid"),
    "nl": ("ontwikkelaar", "beheerder"),
    "sv": ("utvecklar",),
    "pl": ("programist", "deweloper", "opiekun"),
    "cs": ("vyvojar",),
    "ro": ("dezvoltat",),
    "ru": ("разработчик", "мейнтейнер"),
    "uk": ("розробник",),
    "el": ("προγραμματιστ",),
    "tr": ("gelistirici",),
    "id": ("pengembang",),
    "vi": ("nha phat trien",),
    "zh": ("开发者", "开发人员", "開發者", "维护者"),
    "ja": ("開発者", "メンテナ"),
    "ko": ("개발자", "메인테이너"),
    "ar": ("المطور",),
    "fa": ("توسعه",),
    "he": ("מפתח",),
    "hi": ("डेवलपर",),
    "th": ("นักพัฒนา",),
}
