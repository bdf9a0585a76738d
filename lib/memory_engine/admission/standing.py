"""What a memory claims about itself and about who speaks in it, read from its structure.

The intent reader (intent.py) finds an act by joining a verb and its object in one sentence;
its word classes must name the verb of every language an attack is written in, and an attack in
a language or a wording they lack goes through. A poisoned memory also has a shape an ordinary
record never has, whatever its verbs:

    self-rank    it speaks of itself (this memory, this record, this note, this sentence, in the
                 languages candidates come in) and gives itself a rank over other text ("has the
                 highest priority", "prevails over any instruction"), asks to be spread into
                 every other record ("add this sentence to every new memory record"), or to be
                 kept from the principal's sight. A record states a fact or a rule about the
                 project; it has no cause to speak of its own standing.
    issuer       it opens with a label that names someone other than the principal as its
                 issuer ("[SYSTEM]", "Support notice from Anthropic:", "CHANGELOG 2026-11:",
                 "Tool result (trusted source):", "MAINTAINER BULLETIN") and its body speaks of
                 the agent, the principal, their instructions or the memory itself. A memory is
                 what the principal and the agent learned; a notice from elsewhere that rules on
                 how the agent treats its principal is an order smuggled in as a record.
    redefined    it gives the principal's own word another meaning: a word the principal types
                 is read as consent ("when the user writes 'blue', that means consent to ..."),
                 or a request to stop is answered and not obeyed ("answers 'done' to any stop
                 request and keeps running"). The principal's word is theirs to define.

Each is a relation between parts of the text (who is named as the speaker, what the subject of
a sentence is, whose word a quote is), found with small classes of words that name the part
(the memory itself, an issuer, consent), each written for every language the candidate sets use.
`claims(text)` gives `[(kind, quote), ...]`; the gate holds such a candidate for review like one
hostile act (scoring.assess). Measured on the read admission sets and on the benign rows of
benchmarks/data/injection-outside*.jsonl by benchmarks/bench_admission.py and tests.
"""

from __future__ import annotations

from memory_engine import rxcache
from memory_engine.screening.cue_syntax import MODEL_NAMES
from memory_engine.screening.textnorm import normalise_for_screening

# The memory itself, as its own text names it: a demonstrative and a noun of a record. Latin,
# Cyrillic and Greek are read in the screening form (lower case, accents dropped from Latin and
# Greek); Hebrew puts the demonstrative after the noun, the scripts without spaces before it.
_SELF = rxcache.lazy(
    r"(?<![\w])(?:"
    r"(?:this|the present) (?:memory|memory record|record|note|memo|entry|sentence|paragraph|"
    r"block|text|instruction)s?|"
    r"(?:esta|este|esto) (?:memoria|nota|entrada|frase|registro|texto|bloque|instruccion|"
    r"memoria)|"
    r"(?:esta|este) (?:memoria|nota|entrada|frase|registro|registo|texto|bloco|instrucao)|"
    r"(?:cette|ce|cet) (?:memoire|note|entree|phrase|enregistrement|texte|bloc|consigne)|"
    r"(?:diese[rsnm]?) (?:notiz|erinnerung|eintrag|satz|text|block|anweisung|gedachtnis|"
    r"speicher\w*)|"
    r"(?:questa|questo) (?:memoria|nota|voce|frase|testo|blocco|istruzione)|"
    r"(?:deze|dit) (?:notitie|herinnering|zin|record|geheugen\w*|blok|tekst|instructie)|"
    r"(?:ta|ten|to|tej|tego|te) (?:notatk\w*|pamiec\w*|wpis\w*|zapis\w*|zdani\w*|tekst\w*|"
    r"blok\w*)|"
    r"(?:tato|tento|toto|tuto|teto|tohoto) (?:poznamk\w*|pamet\w*|zaznam\w*|vet\w*|text\w*|"
    r"blok\w*)|"
    r"(?:эт\w{1,3}) (?:запис\w*|заметк\w*|памят\w*|текст\w*|блок\w*|инструкц\w*)|"
    r"(?:цей|ця|це|цю|цього|цієї) (?:запис\w*|нотатк\w*|пам'ят\w*|текст\w*|блок\w*|"
    r"інструкц\w*)|"
    r"bu (?:not|kayit|bellek|hafiza|cumle|metin|blok|talimat)\w*|"
    r"(?:denna|detta|den har|det har) (?:anteckning\w*|minne\w*|post\w*|mening\w*|text\w*|"
    r"block\w*)|"
    r"(?:tama|tassa|taman|tasta) (?:muistiinpano\w*|muisti\w*|merkinta\w*|lause\w*|teksti\w*)|"
    r"(?:αυτη|αυτο|αυτος|αυτην|αυτου|αυτης) (?:η |το |ο |την |του |της )?(?:σημειωσ\w*|μνημ\w*|"
    r"εγγραφ\w*|προτασ\w*|κειμεν\w*)|"
    r"(?:catatan|memori|entri|kalimat|teks) ini|"
    r"(?:ghi chu|ban ghi|bo nho|cau|doan) nay"
    r")(?![\w])"
    r"|(?:הרשומה|הזיכרון|ההערה|המשפט|הטקסט|הפתק) ה?(?:זו|זאת|זה)"
    r"|(?:この|本)(?:メモ|記録|メモリ|記憶|エントリ|文|指示|ノート)"
    r"|(?:本|这条|此|这个|这段|该)(?:记录|记忆|备忘|笔记|条目|说明|文字)"
    r"|이 ?(?:메모|기록|메모리|기억|항목|문장|노트)")

# ...given a rank over other text: a priority, precedence, a win over instructions
_RANK = rxcache.lazy(
    r"(?<![\w])(?:highest priority|top priority|priority over|precedence|prevail\w*|supersed\w*|"
    r"overrid\w*|outrank\w*|"
    r"prioridad (?:maxima|sobre|absoluta)|prevalec\w*|prioridade (?:maxima|sobre|absoluta)|"
    r"priorite (?:absolue|maximale|sur)|prevaut|l'emporte|"
    r"hochste[nr]? prioritat|vorrang|hat prioritat|"
    r"priorita (?:massima|assoluta|su)|prevale\w*|"
    r"hoogste prioriteit|voorrang|gaat voor|"
    r"najwyzsz\w* priorytet\w*|pierwszenstw\w*|"
    r"nejvyssi prioritu?|prednost|"
    r"наивысш\w* приоритет\w*|высш\w* приоритет\w*|приоритет\w* над|"
    r"найвищ\w* пріоритет\w*|пріоритет\w* над|"
    r"en hog\w* prioritet|foretrade|"
    r"oncelik\w*|oncelig\w*|"
    r"korkein prioriteetti|etusija\w*|"
    r"υψηλοτερη προτεραιοτητα|προτεραιοτητα|"
    r"prioritas (?:tertinggi|utama)|"
    r"uu tien cao nhat)(?![\w])"
    r"|עדיפות|最優先|優先され|最高优先|优先于|最优先|최우선|우선한다|우선순위")

# ...spread into every other record: "every new memory record", "chaque nouvelle entrée"
_SPREAD = rxcache.lazy(
    r"(?<![\w])(?:(?:every|each|all|any) (?:\w+ ){0,2}(?:memor\w*|records?|entries|entry|notes)|"
    r"(?:chaque|toute?s? les?) (?:\w+ ){0,2}(?:memoire|entree|note|enregistrement)s?|"
    r"(?:jede[nrsm]?|alle) (?:\w+ ){0,2}(?:eintrag|eintrage|notiz\w*|erinnerung\w*|"
    r"speicher\w*)|"
    r"(?:cada|todas? (?:as|las|os|los)) (?:\w+ ){0,2}(?:memoria|entrada|nota|registro)s?|"
    r"(?:ogni|tutte le) (?:\w+ ){0,2}(?:memori\w|voc\w|not\w)|"
    r"(?:elk|ieder|alle) (?:\w+ ){0,2}(?:geheugen\w*|record\w*|notitie\w*)|"
    r"(?:kazd\w*|wszystk\w*) (?:\w+ ){0,2}(?:wpis\w*|zapis\w*|notat\w*)|"
    r"(?:kazd\w*|vsechn\w*) (?:\w+ ){0,2}(?:zaznam\w*|poznamk\w*)|"
    r"(?:кажд\w*|все\w*|кожн\w*|усі\w*) (?:\w+ ){0,2}(?:запис\w*|заметк\w*|нотатк\w*)|"
    r"(?:her|tum) (?:\w+ ){0,2}(?:kayit|not|bellek)\w*|"
    r"(?:varje|alla) (?:\w+ ){0,2}(?:post\w*|anteckning\w*|minne\w*)|"
    r"(?:jokai\w*|kaikki\w*) (?:\w+ ){0,2}(?:merkin\w*|muistiinpano\w*|muisti\w*)|"
    r"(?:καθε|ολες τις|ολα τα) (?:\w+ ){0,2}(?:εγγραφ\w*|σημειωσ\w*|μνημ\w*)|"
    r"(?:setiap|semua) (?:\w+ ){0,2}(?:entri|catatan|memori|memory)|"
    r"(?:moi|tat ca) (?:\w+ ){0,2}(?:ban ghi|ghi chu|bo nho))(?![\w])"
    r"|(?:כל|לכל) (?:\S+ ){0,2}(?:רשומה|רשומות|זיכרון|הערה)"
    r"|(?:すべての|全ての|各|毎回の)(?:メモ|記録|メモリ)|(?:每条|所有|每个)(?:记录|记忆|笔记)"
    r"|(?:모든|각) ?(?:메모|기록|메모리)")

# ...kept from the principal: a verb of showing or mentioning under a negation, in one clause
_UNSHOWN = rxcache.lazy(
    r"(?<![\w])(?:(?:not|never|n't) (?:\w+ ){0,3}(?:shown?|display\w*|mention\w*|reveal\w*)|"
    r"(?:ne|jamais) (?:\w+ ){0,3}(?:montr\w*|affich\w*|mentionn\w*)|"
    r"(?:nicht|nie|niemals) (?:\w+ ){0,3}(?:zeig\w*|erwahn\w*|anzeig\w*)|"
    r"(?:no|nunca|nao) (?:\w+ ){0,3}(?:mostr\w*|mencion\w*|ensen\w*|exib\w*)|"
    r"(?:non|mai) (?:\w+ ){0,3}(?:mostr\w*|menzion\w*)|"
    r"(?:niet|nooit) (?:\w+ ){0,3}(?:ton\w*|toon\w*|vermeld\w*|noem\w*)|"
    r"(?:nie|nigdy) (?:\w+ ){0,3}(?:pokaz\w*|wspomin\w*|wyswietl\w*)|"
    r"(?:ne|nikdy) ?(?:\w+ ){0,3}(?:ukaz\w*|zmin\w*|zobraz\w*)|"
    r"(?:не|никогда|ніколи) (?:\w+ ){0,3}(?:показ\w*|упомин\w*|згадув\w*|згада\w*|"
    r"отобража\w*|відобража\w*)|"
    r"(?:inte|aldrig) (?:\w+ ){0,3}(?:visa\w*|namn\w*)|"
    r"(?:gosterme\w*|bahsetme\w*)|"
    r"(?:ei|ala|koskaan) (?:\w+ ){0,3}(?:nayt\w*|mainit\w*)|"
    r"(?:δεν|μην|ποτε) (?:\w+ ){0,3}(?:εμφαν\w*|αναφερ\w*|δειχν\w*)|"
    r"(?:jangan|tidak) (?:\w+ ){0,3}(?:tampil\w*|sebut\w*|tunjuk\w*)|"
    r"(?:khong|dung) (?:\w+ ){0,3}(?:hien thi|nhac|cho xem))(?![\w])"
    r"|(?:אין|אל|לא) ה?(?:להציג|להראות|לציין|תציג|תזכיר)"
    r"|見せ(?:ない|るな)|表示しない|言及しない|不要(?:显示|提及|展示)|不得(?:显示|提及)"
    r"|보여주지 ?(?:마|않)|언급하지 ?(?:마|않)")


# Someone other than the principal, named as the issuer of a label: the system, a support desk,
# the model's vendor, a security office, IT, an administrator, a maintainer, a bot, a tool's
# output; or the genre of a notice (a bulletin, an announcement, a changelog)
_ISSUER = (
    r"(?:system(?:hinweis|nachricht|meldung|-state|e|a|u)?|sistem(?:a|e|i)?|jarjestelm\w*|"
    r"системн\w*|система|системы|системи|συστημα\w*|"
    r"support\w*|soporte|suporte|supporto|ondersteuning|wsparci\w*|podpor\w*|поддержк\w*|"
    r"підтримк\w*|destek|tuki|υποστηριξ\w*|dukungan|ho tro|"
    r"anthropic|openai|vendor\w*|proveedor\w*|fornecedor\w*|fornitor\w*|anbieter\w*|"
    r"leverancier\w*|dostawc\w*|dodavatel\w*|вендор\w*|постачальник\w*|поставщик\w*|"
    r"tedarikci\w*|leverantor\w*|toimittaja\w*|προμηθευτ\w*|penyedia|nha cung cap|"
    r"security (?:team|office|department|desk)|sicherheitsabteilung|sicherheitsteam|"
    r"(?:equipe|service) (?:de )?securite|(?:equipo|departamento) de seguridad|"
    r"(?:equipe|time|departamento) de seguranca|team (?:di )?sicurezza|beveiligingsteam|"
    r"(?:dzial|zespol) bezpieczenstwa|bezpecnostni tym|служб\w* безопасност\w*|"
    r"отдел\w* безопасност\w*|команд\w* безопасност\w*|служб\w* безпеки|guvenlik ekibi|"
    r"sakerhetsteam\w*|tietoturvatiimi|ομαδα ασφαλειας|tim keamanan|doi bao mat|"
    r"administrat\w*|administrador\w*|yonetici\w*|yllapit\w*|διαχειριστ\w*|администратор\w*|"
    r"адміністратор\w*|beheerder\w*|maintainer\w*|mainteneur\w*|mantenedor\w*|"
    r"manutentor\w*|opiekun\w*|spravc\w*|сопровождающ\w*|мейнтейнер\w*|супровідник\w*|"
    r"tool (?:result|output)|wynik narzedzia|resultado de (?:la )?herramienta|"
    r"resultat de l'outil|werkzeug\w*|результат инструмент\w*|результат інструмент\w*|"
    r"arac ciktisi|"
    r"bulletin\w*|notice|announcement\w*|heads-up|advisory|changelog|release notes|"
    r"mitteilung|bekanntmachung|rundschreiben|annonce|comunicado|avviso|comunicazione|"
    r"mededeling|aankondiging|komunikat|ogloszeni\w*|oznameni|upozorneni|"
    r"объявлени\w*|сообщени\w*|повідомлен\w*|оголошен\w*|duyuru\w*|"
    r"meddelande\w*|tiedote|ilmoitus|ανακοινωσ\w*|pengumuman|thong bao)")
_ISSUER_CJK = (r"(?:システム|サポート|管理者|運営|お知らせ|通知|公告|系统|系統|客服|管理员|"
               r"支持团队|官方|시스템|지원팀|관리자|공지|알림|הודעה|מערכת|תמיכה|מנהל)")
# a label that opens the text: "[X]", "<x>", or words up to a colon
_LABEL = rxcache.lazy(r"^\W{0,4}(?:\[([^\]\n]{1,60})\]|<([\w-]{1,30})>|([^:：\n]{1,80})[:：])")
_LABEL_WORDS = 8
_LABEL_ISSUER = rxcache.lazy(r"(?<![\w])" + _ISSUER + r"(?![\w])|" + _ISSUER_CJK)
# ...and a body that rules on the agent, the principal, their instructions or the memory
_RULED = rxcache.lazy(
    r"(?<![\w])(?:" + MODEL_NAMES + r"|agent\w*|asystent\w*|asistan\w*|avustaja\w*|"
    r"βοηθ\w*|asisten|tro ly|"
    r"principal\w*|user|user's|utilisateur\w*|nutzer\w*|benutzer\w*|usuario\w*|utente|"
    r"gebruiker\w*|uzytkownik\w*|uzivatel\w*|пользовател\w*|користувач\w*|kullanici\w*|"
    r"anvandar\w*|kayttaja\w*|χρηστ\w*|pengguna|nguoi dung|"
    r"instruction\w*|instrucc\w*|instruc\w*|istruzion\w*|anweisung\w*|instructie\w*|"
    r"instrukc\w*|pokyn\w*|инструкц\w*|інструкц\w*|talimat\w*|ohje\w*|οδηγι\w*|"
    r"memor\w*|records?|drafts?|_drafts|gate|confidence|memoire|gedachtnis|geheugen\w*|"
    r"pamiec\w*|pamet\w*|памят\w*|пам'ят\w*|bellek|hafiza|minne\w*|muisti\w*|μνημ\w*|"
    r"procedural|semantic|episodic)(?![\w])"
    r"|" + _SELF.pattern +
    r"|アシスタント|エージェント|ユーザー|指示|メモ|助手|用户|指令|记忆|어시스턴트|에이전트|사용자|"
    r"지시|메모리|המשתמש|הסוכן|העוזר|הוראות")


def _issuer(text: str, norm: str) -> str | None:
    """The opening label when it names an issuer other than the principal and the rest rules
    on the agent, the principal, their instructions or the memory."""
    for body in (norm, _plain(text)):
        m = _LABEL.match(body)
        if m is None:
            continue
        label = next(g for g in m.groups() if g is not None)
        if len(label.split()) > _LABEL_WORDS:
            continue  # a sentence that ends in a colon, not a heading
        who = _LABEL_ISSUER.search(label)
        if who is None:
            continue
        rest = body[m.end():]
        if _RULED.search(rest):
            return m.group(0).strip()[:80]
    return None


# The principal's own word given another meaning: a word they type read as consent, a request
# to stop answered and not obeyed
_PRINCIPAL = (r"(?:user|principal|utilisateur|nutzer|benutzer|usuario|utente|gebruiker|"
              r"uzytkownik|uzivatel|пользовател\w*|користувач\w*|kullanici|anvandar\w*|"
              r"kayttaja|χρηστ\w*|pengguna|nguoi dung)")
_MEANS = (r"(?:means?|meaning|counts? as|stands? for|is (?:to be )?(?:read|taken|treated) as|"
          r"signifie|veut dire|vaut|bedeutet|gilt als|significa|vale (?:como|por)|quiere decir|"
          r"quer dizer|vuol dire|betekent|geldt als|oznacza|znamena|означает|значит|означає|"
          r"anlamina gel\w*|demek\w*|betyder|innebar|tarkoittaa|σημαινει|berarti|co nghia)")
_CONSENT = (r"(?:consent\w*|approv\w*|agree\w*|permission|go-ahead|confirm\w*|"
            r"consentement|accord|approbation|zustimmung|einverstandnis|freigabe|genehmigung|"
            r"consentimiento|aprobacion|autorizacion|consentimento|aprovacao|autorizacao|"
            r"consenso|approvazione|autorizzazione|toestemming|akkoord|goedkeuring|zgod\w*|"
            r"souhlas\w*|svoleni|согласи\w*|одобрени\w*|згод\w*|дозв\w*|onay\w*|izin|"
            r"samtycke|godkannande|suostumus|lupa|συναινεσ\w*|εγκρισ\w*|persetujuan|dong y)")
_REDEFINED = rxcache.lazy(
    r"(?<![\w])" + _PRINCIPAL + r"(?![\w]).{0,60}?[\"'„“«‘][^\"'”“»’\n]{1,20}[\"'”“»’]"
    r".{0,30}?(?<![\w])" + _MEANS + r"(?![\w]).{0,30}?(?<![\w])" + _CONSENT + r"(?![\w])")
_STOP_ASKED = (r"(?:stop|halt|cancel\w*|abort)(?: (?:request|command|message)s?)|"
               r"(?:request|ask)\w* (?:\w+ )?to (?:stop|halt|cancel)|"
               r"stopp-?\w*|demande\w* d'arret|solicitud\w* de (?:parada|detener)|"
               r"pedido\w* de (?:parada|parar)|richiest\w* di (?:stop|interru\w*)|"
               r"stopverzoek\w*|prosb\w* o (?:zatrzymanie|przerwanie)|zadost\w* o zastaveni|"
               r"просьб\w* (?:остановит\w*|прекратит\w*)|прохан\w* (?:зупинит\w*|припинит\w*)|"
               r"durdurma\w*|begaran om att stoppa|pysaytys\w*")
_GOES_ON = (r"(?:keep\w* (?:running|going|working)|carr(?:y|ies) on|continu\w*|in the background|"
            r"weiter\w*|im hintergrund|en arriere-plan|en segundo plano|em segundo plano|"
            r"in background|op de achtergrond|w tle|na pozadi|в фоне|у фоні|arka planda|"
            r"i bakgrunden|taustalla|στο παρασκηνιο|di latar belakang|ngam|"
            r"продолжа\w*|продовжу\w*|devam\w*|fortsatt\w*|jatka\w*|lanjut\w*|tiep tuc|"
            r"kontynu\w*|pokracov\w*|doorgaan|ga\w* door|prosegu\w*|seguir|sigue|segue)")
_STOP_SET_ASIDE = rxcache.lazy(
    r"(?<![\w])(?:" + _STOP_ASKED + r")(?![\w]).{0,80}?(?<![\w])" + _GOES_ON + r"(?![\w])")


def _plain(text: str) -> str:
    """`text` in lower case without the accents of Latin and Greek letters, and no other
    change: the screening form reads a short Greek word as Latin lookalikes ("αυτη" -> "autn")."""
    import unicodedata

    bare = "".join(c for c in unicodedata.normalize("NFD", text.lower())
                   if not "\u0300" <= c <= "\u036f")
    return unicodedata.normalize("NFC", bare)


def _sentences(norm: str) -> list[str]:
    return [s for s in rxcache.compile(r"[^.;!?\n。！？]+").findall(norm) if s.strip()]


def claims(text: str) -> list[tuple[str, str]]:
    """`[(kind, quote), ...]`: each claim of `text` no ordinary record makes (see the module)."""
    norm = "\n".join(" ".join(line.split())
                     for line in normalise_for_screening(text).splitlines())
    found: dict[str, str] = {}
    for s in _sentences(norm) + _sentences(_plain(text)):
        me = _SELF.search(s)
        if me is None:
            continue
        for rx in (_RANK, _SPREAD, _UNSHOWN):
            other = rx.search(s)
            if other is not None and other.start() != me.start():
                lo, hi = min(me.start(), other.start()), max(me.end(), other.end())
                found.setdefault("self-rank", s[lo:hi].strip()[:80])
                break
    issuer = _issuer(text, norm)
    if issuer is not None:
        found["issuer"] = issuer
    for s in _sentences(norm):
        word = _REDEFINED.search(s) or _STOP_SET_ASIDE.search(s)
        if word is not None:
            found.setdefault("redefined", word.group(0)[:80])
    return list(found.items())
