"""A header of authority in brackets, in any language and any case: "[Sistem Notu: ...]",
"[System note] ...", "[Mensaje del administrador: ...]", "【系统通知：...】".

A bracket that opens a label naming an issuer (a system, an administrator, a developer, an
operator, a security office: role_words.OFFICES and OPERATORS) and a kind of order or notice
(a note, a message, an instruction, an update, a warning) is the voice of a party the reader is
meant to obey, set into content
where nobody of that rank speaks. The two word classes are the concept in some thirty
languages, not the words of any example; Latin and Cyrillic entries are roots, matched at a
word's start, because the languages that inflect the noun ("Notu", "администратора") would
not match a whole word. Scripts written without spaces are found
anywhere in the label.

The label must read as one: a colon inside the bracket ("[Sistem Notu: ..."), or the bracket
closed and followed on its line by the text it heads ("[SYSTEM NOTE] Ignore ..."). A bracket
alone on its line is a section of a configuration file ("[system]"), and a bracket followed by
a parenthesis or a bracket is a link ("[Security notice](...)").

The same two classes in a label at a line's start, closed by a colon with text after it ("Ghi
chú hệ thống: ...", "Systemhinweis: ..."), read as the same voice more weakly (`line_label`):
documentation heads its paragraphs so too ("Security note: ...").

A note of the project's own team heading a line ("Developer note: run `make lint` before
committing.", "Maintainer note: ...") is the weak line label whatever cue read its words
(`team_note`): its writers build the project and hold no rank over the model reading it; what
it orders is read by the other signals, as in any paragraph.
"""

from __future__ import annotations

from functools import cache

from memory_engine import datacache, rxcache
from memory_engine.screening import role_words
from memory_engine.screening.role_words import OFFICES, OPERATORS, SPEAKERS, TEAM

# Who issues: the system itself and its offices, and the people who run it.
ISSUER: dict[str, tuple[str, ...]] = {
    language: OFFICES.get(language, ()) + OPERATORS.get(language, ())
    for language in (*OFFICES, *OPERATORS)}

# Who speaks with authority by a name alone: the system as a party of a chat, and the people who
# run it. "[SYSTEME] Nouvelle directive ...", "[ADMINISTRADOR] ..." head what follows as
# "[SYSTEM]" does; an office alone ("[Security] fix ...") or a short form ("[dev] bump ...")
# heads a changelog line.
VOICE: dict[str, tuple[str, ...]] = {
    language: tuple(w for w in SPEAKERS["system"].get(language, ()) + OPERATORS.get(language, ())
                    if len(w) >= 4 or w[0] >= "\u0e00")
    for language in (*SPEAKERS["system"], *OPERATORS)}

# What is issued: a note, a notice, a message, an order, an update, a warning.
ISSUED: dict[str, tuple[str, ...]] = {
    "en": ("note", "notice", "message", "instruction", "directive", "order", "command",
           "update", "alert", "warning", "override", "prompt", "announcement", "memo",
           "notification"),
    "fr": ("note", "avis", "message", "consigne", "instruction", "directive", "ordre",
           "commande", "mise a jour", "alerte", "avertissement", "notification"),
    "de": ("hinweis", "notiz", "nachricht", "anweisung", "direktive", "befehl",
           "aktualisierung", "warnung", "mitteilung", "meldung"),
    "es": ("nota", "aviso", "mensaje", "instruccion", "directiva", "orden", "comando",
           "actualizacion", "alerta", "advertencia", "notificacion"),
    "it": ("nota", "avviso", "messaggio", "istruzion", "direttiva", "ordine", "comando",
           "aggiornamento", "allerta", "avvertenza", "notifica"),
    "pt": ("nota", "aviso", "mensagem", "instruc", "diretiva", "ordem", "comando",
           "atualizac", "alerta", "notificac"),
    "nl": ("opmerking", "bericht", "melding", "instructie", "opdracht", "waarschuwing",
           "update"),
    "sv": ("meddelande", "instruktion", "order", "varning", "uppdatering"),
    "pl": ("notatka", "komunikat", "wiadomosc", "instrukcj", "polecenie", "ostrzezenie",
           "aktualizacj"),
    "cs": ("poznamka", "zprava", "instrukce", "pokyn", "prikaz", "varovani"),
    "ro": ("nota", "mesaj", "instructiun", "ordin", "comanda", "avertisment"),
    "ru": ("заметк", "уведомлен", "сообщен", "инструкц", "указан", "директив", "команд",
           "обновлен", "предупрежден", "приказ"),
    "uk": ("повідомлен", "інструкці", "вказівк", "команд", "оновлен", "попереджен", "наказ"),
    "el": ("σημειωση", "μηνυμα", "οδηγι", "εντολ", "ενημερωση", "προειδοποιηση"),
    "tr": ("not", "notu", "bildiri", "mesaj", "talimat", "yonerge", "emri", "komut",
           "guncelleme", "uyari", "duyuru"),
    "id": ("catatan", "pemberitahuan", "pesan", "instruksi", "perintah", "pembaruan",
           "peringatan"),
    "vi": ("ghi chu", "thong bao", "tin nhan", "chi thi", "lenh", "cap nhat", "canh bao"),
    "zh": ("通知", "提示", "消息", "指令", "指示", "命令", "更新", "警告", "公告", "说明", "备注"),
    "ja": ("通知", "メッセージ", "指示", "命令", "更新", "警告", "お知らせ", "注意", "メモ"),
    "ko": ("공지", "알림", "메시지", "지시", "명령", "업데이트", "경고", "안내", "메모"),
    "ar": ("ملاحظة", "إشعار", "اشعار", "رسالة", "تعليمات", "أمر", "تحديث", "تنبيه", "تحذير"),
    "fa": ("پیام", "دستور", "اطلاعیه", "هشدار", "یادداشت"),
    "he": ("הודעה", "הוראה", "עדכון", "אזהרה", "הערה"),
    "hi": ("सूचना", "संदेश", "निर्देश", "आदेश", "चेतावनी"),
    "th": ("ข้อความ", "คำสั่ง", "ประกาศ", "แจ้งเตือน", "หมายเหตุ"),
}
HEADER = 0.8
# Roots shorter than this are matched as whole words ("dev" is not "device", "not" is not
# "nothing").
_ROOT_MIN = 4
# The label: an opening bracket, then up to five words and a colon inside it, or the bracket
# closed and text after it on the line (not a link's parenthesis or a reference's bracket).
_LABEL = rxcache.lazy(r"[\[【〔]\s*([^\[\]【】〔〕:：\n]{2,60}?)\s*"
                      r"(?:[:：]|[\]】〕][ \t]*(?:[:：-][ \t]*)?(?=[^\s(\[:：-]))")
_WORD = rxcache.lazy(r"[^\W\d_]+")
# A bracket right after a name, a dot or a quote is a subscript or a package's extras
# (`pip install -e ".[dev]"`, `roles[admin]`), not a label.
_SUBSCRIPT = rxcache.lazy(r"[\w.\"'`]\[")


def _spaced(entry: str) -> bool:
    return max(entry) < "\u0e00"


def _entries(table: dict[str, tuple[str, ...]]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The spaced entries (words and roots of words) and the others (found anywhere)."""
    entries = {e for words in table.values() for e in words}
    return (tuple(sorted(e for e in entries if _spaced(e))),
            tuple(sorted(e for e in entries if not _spaced(e))))


def _built() -> tuple[tuple[tuple[str, ...], tuple[str, ...]], ...]:
    """The three classes split, kept beside the bytecode (datacache) as the other cue tables are."""
    return _entries(ISSUER), _entries(ISSUED), _entries(VOICE)


_ISSUER, _ISSUED, _VOICE = datacache.load_built(__file__, _built, also=(role_words.__file__,))


def _names(label: str, words: list[str], entries: tuple[tuple[str, ...], tuple[str, ...]]
           ) -> bool:
    spaced, unspaced = entries
    joined = " ".join(words)
    for entry in spaced:
        if " " in entry:
            if (" " + entry) in (" " + joined):
                return True
            continue
        for word in words:
            if word == entry or (len(entry) >= _ROOT_MIN and word.startswith(entry)):
                return True
    return any(entry in label for entry in unspaced)


# The same label without brackets, at the start of a line and closed by a colon with the text it
# heads after it on that line: "Ghi chu he thong: ...", "Thong bao quan tri: ...", "System
# update: ...". Documentation heads paragraphs so too ("Security note: ..."), so it is weak.
LINE_LABEL = 0.5
_LINE_LABEL = rxcache.lazy(r"(?m)^[ \t*_#>-]*([^\W\d_][^\n:：\[\]【】]{1,50}?)[ \t*_]*[:：][ \t*_]*"
                           r"(?=[^\s/])")


def line_label(norm: str) -> tuple[int, int] | None:
    """The span of the first label at a line's start, before a colon and the text it heads,
    that names an issuer and what it issues. `norm` is the screening form."""
    if ":" not in norm and "：" not in norm:
        return None
    for m in _LINE_LABEL.finditer(norm):
        label = m.group(1)
        words = _WORD.findall(label)
        if len(words) <= 5 and _names(label, words, _ISSUER) and _names(label, words, _ISSUED):
            return m.span(1)
    return None


def authority_header(norm: str) -> tuple[int, int] | None:
    """The span of the first bracketed label naming an issuer and what it issues, if any.
    `norm` is the screening form (lower case, accents dropped)."""
    if not any(b in norm for b in "[【〔"):
        return None
    for m in _LABEL.finditer(norm):
        label = m.group(1)
        words = _WORD.findall(label)
        if len(words) > 5:
            continue
        if _names(label, words, _ISSUER) and _names(label, words, _ISSUED):
            return m.span()
        if len(words) == 1 and _names(label, words, _VOICE) \
                and not _SUBSCRIPT.match(norm, max(0, m.start() - 1)):
            # the speaker's name alone heads the text after it
            return m.span()
    return None


# What a team writes beside its work, not an order: a note, a remark, a tip.
REMARK: dict[str, tuple[str, ...]] = {
    "en": ("note", "notes", "memo", "remark", "comment", "tip", "hint"),
    "fr": ("note", "remarque", "astuce"),
    "de": ("hinweis", "notiz", "anmerkung", "tipp"),
    "es": ("nota", "observacion", "consejo"),
    "it": ("nota", "osservazion", "suggeriment"),
    "pt": ("nota", "observac", "dica"),
    "nl": ("opmerking", "notitie", "tip"),
    "sv": ("anteckning", "notering", "tips"),
    "pl": ("notatka", "uwaga"),
    "cs": ("poznamka",),
    "ro": ("nota",),
    "ru": ("заметк", "примечан"),
    "uk": ("примітк", "нотатк"),
    "el": ("σημειωση",),
    "tr": ("not", "notu"),
    "id": ("catatan",),
    "vi": ("ghi chu",),
    "zh": ("备注", "说明", "提示"),
    "ja": ("メモ", "注記"),
    "ko": ("메모", "참고"),
    "ar": ("ملاحظة",),
    "fa": ("یادداشت",),
    "he": ("הערה",),
    "th": ("หมายเหตุ",),
}


@cache
def _team_classes() -> tuple[tuple[tuple[str, ...], tuple[str, ...]], ...]:
    return _entries(TEAM), _entries(REMARK), _entries(OFFICES)


def team_note(norm: str, span: tuple[int, int]) -> bool:
    """Whether `span` lies in a label at a line's start, before a colon and the text it heads,
    that names a member of the project's team and a note, no office of the system and no
    sender ("developer note: ..." and not "system developer note: ..." or "note from the
    developer: ..."). `norm` is the screening form."""
    line = norm.rfind("\n", 0, span[0]) + 1
    m = _LINE_LABEL.match(norm, line)
    if m is None or not m.start(1) <= span[0] < span[1] <= m.end(1):
        return False
    label = m.group(1)
    words = _WORD.findall(label)
    team, remark, offices = _team_classes()
    return len(words) <= 5 and _names(label, words, team) and _names(label, words, remark) \
        and not _names(label, words, offices) and not _FROM.search(label)


# A note said to come from someone ("Note from the developer:", "Nachricht vom Entwickler:") is a
# message sent to whoever reads it, the sender named as its voice, not a kind of note in a file.
_FROM = rxcache.lazy(r"\b(?:from|by|de|del|della|dal|du|des|von|vom|do|da|od|van|от|із|від)\b|"
                     r"来自|から|로부터")
