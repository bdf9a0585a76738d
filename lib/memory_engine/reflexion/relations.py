"""A turn's relation to what the agent just did: evidence of a correction beyond its words.

The lexicon (`corrections.py`) recognises how people say "wrong"; many corrections say nothing of
the kind. They follow the agent's action or its claim of completion and relate to it: they name
what the agent changed ("why is there a package-lock.json"), redirect it ("can you instead..."),
report breakage right after "done" (a pasted error, "now the build takes 10 minutes"), point at
what it left ("what are all these print statements?"), say it did part of the job, or repeat an
earlier request. Where the agent's words are all there is (no tool call), the relation is read
from them: a failure reported or output shown after the reply claimed completion, a short
statement pointing back at the work, a request an earlier turn made that the reply did not take
up; a question, or the answer to the agent's own question, is not. Breakage is also said as
"cannot" or "not seen", as a defect of what is shown, or asked as a why; a turn may find the
work too much of something or wish for something else; a reply that asks the person to retry
claims the work done, one that waits for approval is answered by the turn after it.
`features` measures these relations, plus the lexicon's and the structural signals; `Model`
weighs them with weights fitted on labelled turns (`benchmarks/reflexion/fit_relations.py`,
leave-one-source-out), kept in the `[relations]` table of `data/corrections.toml`.
`negates_action` is the rule, not fitted, that tells a standing wish said against the agent's
last action ("never update every package at once" after `npm update`) from a preference of the
person.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Mapping, Sequence

from memory_engine.logistic import logistic
from memory_engine.text import fold_han
from memory_engine.text import normalise as _normal_form


def normalise(text: str) -> str:
    """The normal form the word classes are matched in (`text.normalise`), traditional Chinese
    written as simplified (`text.fold_han`): each class is written once for Chinese."""
    return fold_han(_normal_form(text))


def _rx(pattern: str, flags: int = 0) -> re.Pattern[str]:
    """`pattern` compiled with its letters folded as `normalise` folds the text it is searched
    in (compatibility decomposition, combining marks dropped): Korean syllables become their
    jamo, the voiced kana and "й", "ё" lose their marks, so the tables are written as people
    write the words, and traditional Chinese as simplified (`fold_han`, as `normalise` writes the
    text). Punctuation is left as written (full-width forms are listed beside the ASCII ones)."""
    import unicodedata

    pattern = fold_han(pattern)
    return re.compile("".join(
        "".join(c for c in unicodedata.normalize("NFKD", ch) if not unicodedata.combining(c))
        if not ch.isascii() and unicodedata.category(ch).startswith("L") else ch
        for ch in pattern), flags)

# ---- word classes, per language (data) ------------------------------------------------------
# Each class lists, by language, the alternatives of a regular expression written as people
# write the words (`_rx` folds them as `normalise` folds the text). Spaced languages are matched
# as whole words; Chinese, Japanese and Korean (whose endings join the word) without boundaries.
WORD_CLASSES: dict[str, dict[str, tuple[str, ...]]] = {
    # The agent's last words state the new state or the result: "now ...", "이제 ... 작동할
    # 것입니다", "现在应该能运行", "ahora puedes probar": a claim that the work is done.
    "now_done": {
        # (English: `_CLAIM` has its words; "now" alone there is as often the next step)
        "en": ("is in place", "are in place", "in place now"),
        "fr": ("maintenant", "desormais", "est en place", "applique(e|es|s)?", "pret(e|es|s)?"),
        "it": ("adesso", "ora (puoi|funziona|e|sono)", "applicat[oaie]"),
        "es": ("ahora", "ya (esta|estan|puedes|funciona|deberia)", "aplicad[oa]s?",
               "correctamente", "exitosamente", "se (ha|han) \\w+(ado|ido)"),
        "de": ("jetzt", "nun", "ab sofort", "erfolgreich", "angewendet", "umgesetzt", "bereit"),
        "pt": ("agora", "aplicad[oa]s?"),
        "ru": ("теперь", "применен\\w*"),
        "uk": ("тепер", "застосован\\w*", "успішно", "готово"),
        "pl": ("teraz", "pomyslnie", "gotowe", "zastosowan\\w*"),
        "tr": ("art[ıi]k", "basar[ıi]yla", "tamamland[ıi]"),
        # (and the change summed up: "改为默认折叠", "新增「出发日期」卡片", "重写为")
        "zh": ("现在", "成功", "正常", "修复了", "改好了", "完成", "已", "改为", "改成", "新增",
               "重写", "移除", "删除了", "调整为"),
        "ja": ("これで", "完了", "成功", "ようになり(ます|ました)", "ようにしました",
               "(この|これらの)(変更|修正)(により|で)", "これにより"),
        "ko": ("이제", "정상적으로", "완성", "해결", "적용", "작동합니다", "작동할", "가능합니다",
               "됩니다", "성공"),
    },
    # What breaks, said as people say it where `_FAILURE` lists no word for it: it does not
    # respond, show or open; it froze, it is damaged; "we are still at the problem".
    # What the work shows wrong, said as a defect of its state (the adjective or the verb, not
    # the noun a search names: "look for inconsistencies"): inconsistent, duplicated,
    # overlapping, cut off ("右侧配置和＋号重叠了", "信息重复了", "se superponen", "съехал");
    # and what people call a crash where `_FAILURE` has no word for it ("крашит").
    # The person cannot do what the work should let them do ("I can't log in", "デモ再生が
    # できません", "无法打开", "не получается"), or does not see what it should show ("看不到",
    # "見つからない"); an HTTP error status the page shows, in any language ("zeigt 404 an").
    "breaks": {
        "en": ("froze|frozen|hangs|hanging|stuck|nothing happens|does nothing|blank screen",
               "nothing (appears?|shows?( up)?|happen(s|ed)?|loads?|renders?|displays?)",
               "(i|we) (can'?t|cannot|can not|couldn'?t|could not|am unable to|was unable to|"
               "wasn'?t able to) (see|open|run|access|log ?in|sign ?in|use|click|load|"
               "connect|start|play|build|install|import|upload|download|save|select|scroll)",
               "inconsistent|duplicated|overlap(s|ping)|misaligned|cut off|truncated|"
               "overflow(s|ing)",
               # (not "a 404 page", a page to add)
               "(40[0134]|50[0234])(?! ?(page|pages|route|handler|template|seite|pagina))"),
        "fr": ("bloque|fige|rien ne se passe", "je (ne )?(peux|arrive) (pas|plus)",
               "se chevauch\\w*", "en double", "incoheren\\w*", "decale(e|s)?", "coupe(e|s)?",
               "impossible d(e|')"),
        "it": ("bloccato|si blocca|non succede niente|non fa niente", "non (ci )?riesco",
               "sovrappo\\w*", "duplicat[oaie]", "incoerent[ei]", "tagliat[oaie]",
               "non (si )?riesce", "impossibile"),
        "es": ("seguimos con", "sigo con", "persiste", "persisten", "no (me|nos) deja",
               "no (puedo|consigo|logro)", "no se puede", "imposible", "se superpone\\w*",
               "superpuest[oa]s?", "duplicad[oa]s?", "inconsistentes?", "cortad[oa]s?",
               "se queda (cargando|colgad[oa]|en blanco)", "no pasa nada", "no hace nada"),
        "de": ("hangt", "haengt", "friert", "passiert nichts", "tut sich nichts",
               "(ich )?kann (mich |es |das |ihn |sie )?(nicht|keine?n?)", "nicht moglich",
               "lasst sich nicht",
               "uberlapp\\w*", "doppelt", "verschoben", "abgeschnitten", "inkonsistent"),
        "pt": ("trava", "travou", "travado", "nada acontece", "nao acontece nada",
               "nao (aparece|abre|carrega|mostra)", "tela (branca|em branco)",
               "nao (consigo|da para|da pra)", "impossivel", "sobrepost[oa]s?", "duplicad[oa]s?",
               "inconsistentes?", "cortad[oa]s?"),
        "ru": ("завис\\w*", "ничего не происходит", "не (открывается|отображается|грузится|"
               "загружается|показывается)", "пустой экран",
               "не (могу|получается|удается|выходит)", "невозможно", "краш\\w*",
               "дублиру\\w*", "накладыва\\w*", "перекрыва\\w*", "обрезан\\w*", "съехал\\w*"),
        "uk": ("завис\\w*", "нічого не відбувається", "не (відкривається|відображається|"
               "завантажується|показується)", "не (можу|виходить|вдається)", "краш\\w*"),
        "pl": ("zawiesza", "zawiesi[łl]\\w*", "nic sie nie dzieje", "nie (wyswietla|otwiera|"
               "laduje|[łl]aduje|pokazuje)", "pusty ekran", "nie (mog[eę]|da sie|udaje sie)"),
        "tr": ("donuyor", "dondu", "tak[ıi]l[ıi]yor", "hicbir sey olmuyor", "ac[ıi]lm[ıi]yor",
               "gorunmuyor", "yuklenmiyor"),
        "zh": ("损坏", "坏了", "卡死", "卡住", "死机", "没反应", "没有反应", "没显示",
               "出错", "出问题", "乱码", "闪退", "无法", "没法", "没办法",
               "(看|找|打|点|用|跑|进|登|加载)不(到|了|开|进|上|出来)",
               "没有?(看到|找到|显示|出现|动|变化|反应)", "不见了", "重复了", "重叠", "错位",
               "不一致", "遮挡", "被截断", "溢出"),
        "ja": ("固まる", "固まった", "反応しない", "反応しません", "表示されない", "表示されません",
               "壊れ", "落ちる", "落ちた", "クラッシュ", "できません", "できない", "出来ない",
               "出来ません", "見えない", "見えません", "見つからない", "見つかりません", "重複",
               "重なって", "ずれて", "はみ出"),
        # the short negation joined to the verb: it does not take, show, come out, open, move
        "ko": ("안 ?먹", "안 ?떠", "안 ?뜨", "안 ?나와", "안 ?나오", "안 ?보여", "안 ?보이",
               "안 ?열려", "안 ?열리", "안 ?눌려", "안 ?눌리", "안 ?움직", "안 ?됨",
               "멈췄", "멈춰", "먹통", "반응이 없", "고장", "할 수 없", "수가 없", "겹쳐", "겹치",
               "중복", "잘려", "어긋"),
        # Indonesian, Vietnamese, Swedish, Czech: it does not show, run or open; "malah" (it
        # does the other thing instead); the person cannot
        "id": ("(tidak|gak|nggak|enggak) (bisa|muncul|tampil|jalan|berjalan|berfungsi|berubah|"
               "terbuka|kebuka|kelihatan)", "malah"),
        "vi": ("khong (hien|hien thi|chay|hoat đong|mo đuoc|the|đuoc)", "bi treo"),
        "sv": ("(syns|visas|fungerar|funkar|gar|laddar|startar|oppnas) inte", "kan inte",
               "hanger sig", "fastnar"),
        "cs": ("nejde", "nefunguje", "nezobrazuje", "nenacita", "nemuzu", "nelze"),
    },
    # Praise taken back by an exception ("all screens are okay except ..."): the work is not
    # all done.
    "except": {
        "en": ("except", "apart from", "other than"),
        "fr": ("sauf", "excepte", "a part"),
        "it": ("tranne", "eccetto", "a parte"),
        "es": ("excepto", "salvo", "menos", "aparte de"),
        "de": ("ausser", "bis auf", "abgesehen von"),
        "pt": ("exceto", "menos"),
        "ru": ("кроме", "за исключением"),
        "uk": ("крім", "окрім", "за винятком"),
        "pl": ("opr[oó]cz", "poza", "z wyjatkiem"),
        "tr": ("hari[cç]", "d[ıi]s[ıi]nda"),
        "zh": ("除了",),
        "ja": ("以外",),
        "ko": ("빼고", "제외하고", "말고는"),
        "id": ("kecuali",),
        "vi": ("ngoai tru",),
        "sv": ("utom", "forutom"),
        "cs": ("krome", "az na"),
    },
    # The person lets the agent go on: what it did is taken ("lets continue", "keep going",
    # "procede", "继续", "이어서 진행"). Said again, it is not a request the agent failed.
    "go_ahead": {
        "en": ("(let'?s|lets|let us) (continue|go|move|proceed|do|keep)", "keep going",
               "go ahead", "go on", "carry on", "proceed", "continue", "next (step|steps|one|task)",
               "move on", "do (this|the next)", "start implementation",
               "you (can|may) (now )?(go ahead|proceed|start|begin|continue|execute|run it|"
               "implement( it)?)", "go for it"),
        "fr": ("vas-?y", "continue", "continuons", "on continue", "poursuis", "allons-y",
               "passons a", "(tu peux|vous pouvez) (y aller|continuer|commencer|lancer|executer|"
               "proceder)"),
        "it": ("continua", "continuiamo", "vai avanti", "procedi", "andiamo avanti",
               "puoi (procedere|continuare|iniziare|eseguire|andare)", "vai pure"),
        "es": ("continua", "continuemos", "sigue", "sigamos", "procede", "adelante", "dale",
               "puedes (proceder|continuar|empezar|comenzar|ejecutar|seguir)"),
        "de": ("weiter", "mach weiter", "fahr fort", "leg los", "fang an",
               "du kannst (loslegen|anfangen|weitermachen|fortfahren|ausfuhren)"),
        "pt": ("continua", "continue", "prossiga", "vamos (la|em frente)",
               "pode (executar|seguir|continuar|prosseguir|implementar|comecar|iniciar|aplicar|"
               "ir)"),
        "ru": ("продолжа\\w*", "дальше", "давай дальше",
               "можешь (выполнять|продолжать|приступать|начинать)", "выполняй", "приступай"),
        "uk": ("продовжу\\w*", "далі", "давай далі", "можеш (виконувати|продовжувати|починати)",
               "виконуй"),
        "pl": ("kontynuuj\\w*", "dzia[łl]aj dalej", "r[oó]b dalej", "lecimy dalej"),
        "tr": ("devam (et|edelim|edin)", "sonraki ad[ıi]m"),
        # ("start" closing the turn, as "fang an" and "start implementation": "是的开始")
        "zh": ("继续", "接着", "下一步", "开始吧", "往下", "开始(实施|执行|修改|做)?[。.!！]?$",
               "可以(开始|执行|实施)", "执行吧"),
        "ja": ("続けて", "進めて", "次へ", "始めて(ください)?[。.!！]?$", "実行してください"),
        "ko": ("계속 ?(해|하자|진행|가자)", "이어서", "진행해", "진행하", "다음 단계",
               "시작해 ?(주세요)?[.!]?$"),
        "id": ("lanjut\\w*", "teruskan"),
        "vi": ("tiep tuc",),
        "sv": ("fortsatt", "kor pa"),
        "cs": ("pokracuj\\w*",),
    },
    # A disagreement opening the turn: "I don't think ...", "no creo que ...": the person
    # sets their reading against the agent's.
    "disagree": {
        "en": ("i don'?t think", "i dont think", "i do not think", "i doubt",
               "that'?s not (it|the)", "i disagree"),
        "fr": ("je ne (pense|crois) pas", "je doute", "pas d'accord"),
        "it": ("non (credo|penso)", "dubito", "non sono d'accordo"),
        "es": ("no creo", "no pienso que", "dudo que", "no estoy de acuerdo"),
        "de": ("ich glaube nicht", "ich denke nicht", "glaube ich nicht", "bezweifle"),
        "pt": ("nao acho", "nao creio", "duvido"),
        "ru": ("не думаю", "сомневаюсь", "не согласен"),
        "uk": ("не думаю", "сумніваюся", "не згоден", "не згодна"),
        "pl": ("nie (sadze|mysle)", "nie wydaje mi sie", "watpie", "nie zgadzam sie"),
        "tr": ("san[ıi]m[ıi]yorum", "kat[ıi]lm[ıi]yorum", "hi[cç] sanmam"),
        "zh": ("我不(认为|觉得)", "我觉得不是"),
        "ja": ("とは思わない", "違うと思う"),
        "ko": ("아닌 것 같", "아닌거 같", "그게 아니"),
        "id": ("(saya|aku) (tidak|gak|nggak) (setuju|yakin)",),
        "vi": ("toi khong (nghi|đong y)",),
        "sv": ("jag tror inte", "jag haller inte med"),
        "cs": ("nemyslim", "nesouhlasim"),
    },
    # The agent's claim doubted: "are you sure?", "t'es sûr ?", "你确定吗": asked, it
    # challenges what the agent said it did rather than asking for information.
    "doubts": {
        # (not "not sure about that": the person's own doubt, not the agent's claim doubted)
        "en": ("are (you|u) sure", "(you|u) sure\\?"),
        "fr": ("t'?es sur", "tu es sur", "vous etes sur", "es-tu sur", "t'?es certain"),
        "it": ("sei sicur[oa]", "ne sei sicur[oa]", "sicur[oa]\\?"),
        "es": ("estas segur[oa]", "seguro\\?", "en serio\\?"),
        "de": ("bist du (dir )?sicher", "sicher\\?", "wirklich\\?"),
        "pt": ("tem certeza", "voce tem certeza"),
        "ru": ("ты уверен\\w*", "уверен\\w*\\?", "точно\\?"),
        "uk": ("ти впевнен\\w*", "впевнен\\w*\\?", "точно\\?"),
        "pl": ("jeste[sś] pew(ien|na|ny)", "na pewno\\?", "serio\\?"),
        "tr": ("emin misin", "emin misiniz", "ger[cç]ekten mi"),
        "zh": ("你确定", "确定吗", "真的吗"),
        "ja": ("本当に[?？]", "確かですか"),
        "ko": ("확실해", "확실합니까", "정말[?？]", "진짜[?？]"),
    },
    # The agent's reply leaves the work to the person: "please replace this in your file",
    # "apply these changes", "请将...替换到你的...文件中", "you can run": with no edit or command of
    # its own before it, the turn that follows often asks it to do the work itself, or in the
    # form the tool applies.
    "hand_back": {
        "en": ("please (apply|replace|update|copy|paste|add|run|save|insert)",
               "(you can|you'?ll need to|you need to|you should) (now )?(apply|replace|copy|"
               "paste|run|update|add|insert|save)",
               "apply (these|the|this|those) (changes?|edits?)",
               "replace (the|your) (existing|current|old)", "manually"),
        "fr": ("remplace[zr]?", "appliquez", "applique (ces|les)", "copiez", "collez",
               "vous pouvez (appliquer|remplacer|executer|lancer)", "manuellement"),
        "it": ("sostituisci", "applica (queste|le)", "copia (il|questo)", "incolla",
               "puoi (applicare|sostituire|eseguire)", "manualmente"),
        "es": ("reemplaza", "sustituye", "aplica (estos|los)", "copia (el|este)", "pega",
               "puedes (aplicar|reemplazar|ejecutar|copiar)", "manualmente"),
        "de": ("ersetze", "ersetzen sie", "fuge|fuegen sie", "wende (die|diese)",
               "kopiere|kopieren sie", "du kannst (jetzt )?(die|das)", "manuell"),
        "zh": ("请将", "请把", "替换到", "替换你的", "复制到", "粘贴到", "请应用", "请按照上述",
               "你可以(使用|运行|将|把)", "手动",
               "请(先|您|你)?(应用|替换|更新|复制|粘贴|添加|运行|执行|实施|保存|插入|编译)",
               "你需要(手动)?(修改|替换|添加|运行|执行|实施|编译)", "自行"),
        "ja": ("置き換えて", "適用してください", "貼り付けて", "コピーして"),
        "ko": ("적용해 ?주세요", "교체해 ?주세요", "붙여넣", "복사해", "실행해 ?주세요",
               "수동으로"),
    },
    # How the work is to be delivered rather than what it is: a format or a syntax, an edit
    # applied, a commit. Said after a reply that left the work to the person, it redirects the
    # form of the work.
    "manner": {
        "en": ("format", "syntax", "search/replace", "diff", "code ?block", "commit (it|them)"),
        "fr": ("format", "syntaxe"),
        "it": ("formato", "sintassi"),
        "es": ("formato", "sintaxis"),
        "de": ("format", "syntax"),
        "zh": ("格式", "语法", "代码块", "/replace", ">{3,} ?replace",
               # the work committed, as "commit it": not a bare "提交" (submit, the next step)
               "提交(它|它们|一下|吧)"),
        "ja": ("形式", "フォーマット", "構文"),
        "ko": ("형식", "포맷", "문법"),
    },
    # The work left a place out: "X also needs to change", "one more place", "scene_craft中有一处
    # 也要改", "il faut aussi": the delivered work is partial.
    "also_needed": {
        "en": ("(also|too) needs? (to be )?(changed|updated|fixed|removed|renamed|changing|"
               "updating|fixing)", "needs? (changing|updating|fixing) too",
               "one more (place|spot|file|occurrence)", "there'?s (another|one more) (place|"
               "spot|occurrence|one)"),
        "fr": ("il faut aussi", "(aussi|egalement) a (changer|modifier|corriger)",
               "encore un (endroit|fichier)"),
        "it": ("va (cambiat|modificat|corrett)[oa] anche", "anche (qui|li|la) va",
               "c'e un altro (punto|file)"),
        "es": ("tambien hay que", "tambien (se )?(debe|tiene que) (cambiar|modificar)",
               "falta (cambiar|modificar|actualizar)", "hay otro (sitio|lugar|archivo)"),
        "de": ("muss auch (noch )?(geandert|angepasst|korrigiert)", "auch noch (andern|anpassen)",
               "noch eine (stelle|datei)"),
        "zh": ("也要改", "也需要改", "也得改", "也要修改", "也需要修改", "还有一处", "还有一个地方",
               "也要(更新|替换|删除)"),
        "ja": ("も(修正|変更)が必要", "もう一箇所"),
        "ko": ("도 ?(수정|변경|바꿔|고쳐)야", "도 ?(수정|변경)해 ?(줘|주세요)", "한 군데 더"),
    },
    # An obligation or a prohibition addressed to the agent, said as a standing rule: "you must
    # ...", "nunca debes ...", "quien debe aplicarlos eres tú", "必须 ...": after delivered work,
    # it sets a rule against what the agent just did.
    "must": {
        "en": ("you (must|have to|need to)( not| never)?", "you (should|must) (always|never)",
               "(?<!\\w )never (do|run|start|use|touch|push|commit|change|add)",
               "make sure (you|to)", "(keep|bear) in mind", "remember that"),
        "fr": ("tu dois", "vous devez", "ne (jamais|plus) \\w+", "il ne faut (pas|jamais)",
               "garde(z)? (a l'esprit|en tete)"),
        "it": ("devi", "non devi", "non (bisogna|si deve)", "mai piu", "tieni (a mente|presente)",
               "ricorda(ti)? che"),
        "es": ("debes", "no debes", "nunca debes", "tienes que", "quien debe", "no tienes que",
               "ten(ga)? en cuenta", "recuerda que"),
        "de": ("du (musst|sollst|darfst)", "niemals", "nie wieder", "denk (daran|dran), dass",
               "beachte"),
        "pt": ("voce (deve|tem que)", "nunca", "lembre-se (de )?que", "tenha em mente"),
        "ru": ("ты должен", "никогда не", "нельзя", "имей(те)? в виду", "учти(те)?"),
        "uk": ("ти (маєш|повин\\w*)", "ніколи не", "не можна", "майте на увазі", "врахуй(те)?"),
        "pl": ("musisz", "nie wolno", "nigdy nie", "nie mo[zż]esz", "pami[eę]taj",
               "miej na uwadze"),
        "tr": ("asla", "zorundas[ıi]n", "\\w+mamal[ıi]s[ıi]n", "\\w+memelisin", "ak[ıi]lda tut"),
        "zh": ("必须", "务必", "一定要", "不能", "不可以", "不许", "注意，", "注意:", "注意：",
               "记住"),
        # ("必ずしも", not necessarily, is no rule)
        "ja": ("必ず(?!しも)", "してはいけない", "しないでください", "念頭に置いて", "覚えておいて",
               "留意して"),
        "ko": ("절대", "반드시", "하면 안 ?(돼|됩니다)", "기억해", "명심"),
        "id": ("(kamu|anda) (harus|wajib)", "jangan (pernah|lagi)"),
        "vi": ("(ban )?phai", "khong đuoc", "đung bao gio"),
        "sv": ("du (maste|ska|far inte)", "aldrig"),
        "cs": ("musis", "nesmis", "nikdy"),
    },
    # A bare "no" opening the turn ("no, ...", "nope", "아니야", "不对"): the person sets
    # themselves against what was just said or done.
    "no_opening": {
        "en": ("(no|nope|nah)(?=[,.!;:]|\\s*$|\\s+(it|that|this|i|we|you|the|not|just|"
               "don'?t|dont|use|we|wait)\\b)",
               # "no" then a verb taking "it" / "that": an imperative set against the work
               # ("No call it without python"), not "no way it ..."
               "no (?!(way|doubt|one|matter|wonder|idea|problem|worries|need)\\b)[a-z]+ "
               "(it|that|them|this|those)\\b"),
        "fr": ("non(?=[,.!;:])",),
        "it": ("no(?=[,.!;:])",),
        "es": ("no(?=[,.!;:])",),
        "de": ("nein", "ne(?=[,.!;:])", "nee"),
        "pt": ("nao(?=[,.!;:])",),
        "ru": ("нет", "стоп", "подожди", "погоди", "стой"),
        "uk": ("ні", "стоп", "зачекай", "стривай"),
        "pl": ("nie(?=[,.!;:])",),
        "tr": ("hay[ıi]r",),
        # (and a "wait" or "stop" halting the agent, where the lexicon has none)
        "zh": ("不对", "不是(?=[,，。！!])", "错了", "不不", "等等", "等一下", "停下", "停一下"),
        "ja": ("いや", "いいえ", "違う", "ちがう", "(ちょっと|ちょい)?待(って|て)", "ストップ"),
        "ko": ("아니야", "아니요", "아뇨", "아냐", "아니 ", "아니,", "잠깐", "그만"),
        "id": ("(bukan|tidak|nggak|gak|jangan)(?=[,.!;:])",),
        "vi": ("khong(?=[,.!;:])",),
        "sv": ("nej",),
        "cs": ("ne(?=[,.!;:])",),
    },
    # A request to inspect, opening the turn ("check the log for errors", "double check the
    # logic", "revisa este archivo", "检查一下"): the failure it names is what to look for, not
    # what happened.
    "inspect": {
        "en": ("(double[- ]?|re-?)?check", "review", "look (at|into|over|through)", "verify",
               "investigate", "audit", "inspect", "scan", "examine", "go through"),
        "fr": ("verifie[zr]?", "regarde[zr]?", "examine[zr]?", "relis", "controle[zr]?"),
        "it": ("controlla", "ricontrolla", "verifica", "guarda", "esamina", "rivedi"),
        "es": ("revisa", "verifica", "comprueba", "mira", "examina", "chequea"),
        "de": ("pruf\\w*", "uberpruf\\w*", "schau (dir )?(mal )?(an|nach|durch)?", "check",
               "kontrollier\\w*", "sieh (dir )?"),
        "pt": ("verifique", "verifica", "revise", "olha"),
        "ru": ("проверь\\w*", "посмотри\\w*", "изучи\\w*"),
        "uk": ("перевір\\w*", "подивись", "подивіться"),
        "pl": ("sprawd[zź]\\w*", "zobacz", "przejrzyj"),
        "tr": ("kontrol et\\w*", "incele\\w*"),
        "zh": ("检查", "看看", "看一下", "查看", "审查", "排查", "确认一下"),
        "ja": ("確認して", "チェックして", "見て"),
        "ko": ("확인해", "검토해", "살펴봐", "봐 ?줘", "체크해"),
    },
    # Less would do: "just remove the boxes", "X is enough", "il suffit de", "basta con",
    # "设置为1即可": after delivered work, the person narrows what the agent did or meant to do
    # (a complaint about scope).
    "suffices": {
        "en": ("just (remove|use|run|do|make|keep|change|set|call|put|add|delete|drop|leave)",
               "simply (remove|use|run|do|make|keep|change|set|call|put)", "is enough",
               "that'?s enough", "is all (you|we) need", "no need (to|for)",
               "is the way to", "all you need"),
        "fr": ("il suffit de", "suffit", "juste (a|de)? ?(enlever|utiliser|mettre|garder|changer)",
               "pas besoin de"),
        "it": ("basta (con|solo)?", "e sufficiente", "solo (usa|metti|togli|cambia)",
               "non serve", "non c'e bisogno"),
        "es": ("basta con", "es suficiente", "solo (usa|pon|quita|cambia|haz|deja)",
               "no hace falta", "no es necesario"),
        "de": ("reicht", "genugt", "einfach nur", "nur (die|das|den)? ?\\w+ (andern|nehmen)",
               "nicht notig", "brauchst (du )?nicht"),
        "pt": ("basta", "e suficiente", "nao precisa"),
        "ru": ("достаточно", "просто (убери|используй|поставь|оставь)", "не нужно"),
        "zh": ("即可", "就行", "就可以了", "就够了", "只需要", "只要", "不需要", "没必要"),
        "ja": ("だけでいい", "で十分", "必要ない"),
        "ko": ("면 ?(돼|됩니다)", "만 ?하면", "충분", "필요 ?없"),
    },
    # How the team or the project does the work, said as a rule that holds beyond this task:
    # the first person plural in the present ("we run clippy with -D warnings", "usiamo cargo
    # bench", "wir haben ParseError"), a restriction of where or when ("full refresh only in
    # dev", "solo se toca en una PR aparte"), a rule over a class of things ("every new model
    # gets ...", "todo recurso precisa", "tout passe par", "after every await"), a ban on a
    # kind of thing in a place ("pas de texte en dur dans", "kein unwrap in lib-code") or
    # what happens otherwise ("altrimenti", "senão"). Said after delivered work, it sets the
    # house rule against what the agent just did.
    "house": {
        "en": ("we (always |never |only |usually |all )?(use|run|have|keep|pin|build|ship|"
               "deploy|follow|write|put|test|check|tag|name|do|go through|rely on|store)",
               "here we", "our (convention|rule|policy|standard|team|setup|shared|ci)",
               "in this (repo|project|codebase|team)",
               "only (in|on|via|through|with|after|before|when|if|from)",
               "otherwise", "or else", "(after|before) (every|each)",
               "(every|each|any|all) (new )?\\w+ (needs?|gets?|must|has|has to|have to|goes?|go)",
               "(new|all) \\w+ go(es)? (in|through|into|to|via)", "by hand"),
        "fr": ("on (utilise|fait|a|passe|lance|garde|met)", "nous (utilisons|avons|faisons)",
               "chez nous", "ici on",
               "(seulement|uniquement) (en|sur|dans|avec|apres|avant|si|quand|par)",
               "sinon", "(tout|toute|tous) (passe|passent|va|doit|doivent)",
               "chaque \\w+ (a|doit|passe|va)",
               "pas de \\w+( \\w+)? (dans|en|sur)", "jamais de", "(apres|avant) chaque"),
        "it": ("usiamo", "abbiamo", "facciamo", "teniamo", "lanciamo", "da noi", "qui si",
               "(solo|soltanto) (in|su|con|dopo|prima|se|quando|tramite)", "altrimenti",
               "ogni \\w+ (deve|va|ha)", "(dopo|prima di) ogni", "niente \\w+ (in|nel|nei)"),
        "de": ("wir (haben|nutzen|verwenden|machen|benutzen|bauen|lassen|testen|pinnen|fahren)",
               "bei uns", "(nur|ausschliesslich) (in|im|auf|mit|nach|vor|wenn|uber|per)",
               "sonst", "(kein|keine|keinen) \\w+(/\\w+)? (in|im)", "(nach|vor) jede[mn]?",
               "jede[rs]? \\w+ (muss|braucht|bekommt|geht|hat)"),
        "es": ("usamos", "tenemos", "hacemos", "fijamos", "aqui (se|usamos)",
               "(solo|solamente|unicamente) (en|con|tras|despues|antes|si|cuando|se)",
               "de lo contrario", "si no,", "(todo|toda|cada) \\w+ (nuevo |nueva )?"
               "(lleva|va|debe|necesita|pasa|tiene)", "va fijad[oa]", "se toca",
               "(tras|despues de) cada"),
        "pt": ("usamos", "temos", "a gente (usa|faz|roda|tem)", "aqui (a gente|usamos|se)",
               "(so|apenas|somente) (em|no|na|com|depois|antes|se|quando|por)", "senao",
               "caso contrario", "(todo|toda|cada) \\w+ (novo |nova )?(leva|precisa|deve|vai|"
               "passa|tem)", "nao (ponhas|ponha|coloque|coloques) \\w+ (soltas?|soltos?|em|no|na)",
               "(depois de|antes de|apos) cada"),
    },
    # The person recalls what they already said or asked ("I told you", "as I said", "我说过",
    # "言ったよね", "я же просил"), or says again what they meant or asked about ("I meant",
    # "我的意思是", "я спрашиваю про"): what the agent did went against, or past, what the
    # person said.
    "told": {
        "en": ("i (already |just )?(said|told (you|u)|asked (you|u|for)|mentioned)",
               "did ?n'?t i (say|tell (you|u)|ask|mention)",
               "as i (said|mentioned|asked)", "like i said", "i meant", "what i meant",
               "i'?m asking about", "i was asking about", "^i mean",
               # what the person already gave the agent to work from ("based on the chat I
               # sent you", "en base al chat que te mande", "我之前发给你的"): the work was
               # to follow it
               "i (already )?(sent|gave|showed|pasted|shared|attached|provided) (you|u)"),
        "fr": ("je t'?ai (deja )?(envoye|donne|montre|passe|fourni|colle)",
               "j'?ai (deja )?dit", "je (t'|vous )ai (deja )?(dit|demande)",
               "je (te|vous) l'?ai (deja )?(dit|demande|explique)",
               "comme je (l'ai )?dit", "je voulais dire", "je veux dire", "je (te )?demandais"),
        "it": ("(ti )?ho (gia )?detto", "ti avevo (detto|chiesto)", "come ho detto", "intendevo",
               "volevo dire", "voglio dire", "(ti )?sto chiedendo",
               "ti ho (gia )?(mandato|inviato|dato|mostrato|passato|incollato)"),
        "es": ("te (lo )?dije", "ya (te )?(lo )?dije", "como (te )?dije", "te (lo )?pedi",
               "quise decir", "quiero decir", "me refiero a",
               "te (estoy preguntando|pregunto|preguntaba)",
               "(que )?(ya )?te (mande|envie|pase|di|mostre|comparti|pegue)"),
        "de": ("ich (hab|habe|hatte) (doch |schon |dir |bereits )*(gesagt|geschrieben|gebeten)",
               "wie (schon )?gesagt", "ich meinte", "ich meine", "ich (frage|fragte) nach",
               "(das|die|den) ich dir (\\w+ )?(geschickt|gegeben|gezeigt|geschrieben)",
               "ich (hab|habe) dir (\\w+ )?(geschickt|gegeben|gezeigt)"),
        "pt": ("eu (ja )?(disse|falei|pedi)", "ja (te )?(disse|falei|pedi)",
               "como (eu )?(disse|falei)", "te (disse|falei|pedi)", "eu quis dizer",
               "quero dizer", "me refiro a", "estou perguntando",
               "(eu )?(ja )?te (mandei|enviei|passei|dei|mostrei)"),
        "ru": ("я (же |ведь |уже )*(говорил|сказал|просил|писал)\\w*",
               "как я (уже )?(говорил|сказал|просил)\\w*", "я (имел|имела|имею) в виду",
               "я (спрашиваю|спрашивал|спрашивала) (про|о|об)",
               "я (же |уже )?(тебе )?(отправил|скинул|дал|показал|прислал)\\w*"),
        "uk": ("я (ж |же |вже )*(казав|сказав|просив|писав|казала|сказала|просила)",
               "як я (вже )?(казав|сказав|просив)\\w*", "я (мав|мала) на увазі",
               "я (питаю|питав|питала) (про|о|об)"),
        "pl": ("(m[oó]wi[łl]em|m[oó]wi[łl]am|prosi[łl]em|prosi[łl]am|pisa[łl]em|pisa[łl]am|"
               "powiedzia[łl]em|powiedzia[łl]am)", "jak (ju[zż] )?m[oó]wi[łl](em|am)",
               "chodzi[łl]o mi o", "mia[łl](em|am) na my[sś]li", "pytam o"),
        "tr": ("s[oö]yledim", "dedim", "demistim", "s[oö]ylemistim", "istemistim",
               "demek istedim", "kastettim"),
        "zh": ("我(之前|刚才|刚刚|已经|早就|明明|不是)?(说过|说了|讲过|告诉过你|告诉你了|提过|"
               "要求过)",
               "我(之前|刚才|刚刚)说", "跟你说过", "我的意思是", "我(说|问|指)的是", "我是说",
               "我(之前|刚才|刚刚)?(发|给|贴|传)给你的", "我(之前|刚才|刚刚)(发|给|贴)的"),
        "ja": ("言った(よね|でしょ|のに|じゃん)", "言いました(よね)?", "伝えた(よね|のに)",
               "お願いした(のに|よね)", "前にも言", "言いたいのは", "言ってるのは",
               "(送|渡|貼)った(もの|内容|ファイル|資料|やつ)", "前に(送|渡|貼)"),
        "ko": ("말했(잖|는데|지)", "얘기했(잖|는데|지)", "했잖아", "내 말은", "내 말뜻은",
               "(내가|제가) (보낸|준|보여준|올린|붙여넣은)"),
    },
    # The work called wrong or incorrect ("this is wrong", "errado", "неправильно", "źle",
    # "是错的", "間違い", "틀렸"), in the languages the lexicon does not speak (it has the words
    # of English, French, Italian, Spanish and German).
    "wrong": {
        # the work said not to be right or done well ("no lo estas haciendo bien", "non va
        # bene", "nicht richtig", "pas correct", "not right"), where the lexicon's "wrong"
        # does not read it
        "en": ("not (quite |exactly )?(right|correct)", "(doing|did|done) it wrong"),
        "fr": ("(pas|plus) (bien|correct|juste)(?! (sur|que))",),
        "it": ("non (\\w+ )?(bene|giusto|corretto)",),
        "es": ("no (lo )?(\\w+ ){0,2}(bien|correcto|correctamente)",),
        "de": ("nicht (ganz )?(richtig|korrekt)",),
        "pt": ("errad[oa]s?", "incorret[oa]s?", "(esta|ta|ficou) mal",
               "nao (\\w+ )?(direito|certo|correto)"),
        "ru": ("неправильн\\w*", "неверн\\w*", "не так", "не то"),
        "uk": ("неправильн\\w*", "невірн\\w*", "не так", "не те"),
        "pl": ("[źz]le", "b[łl][eę]dn\\w*", "niepoprawn\\w*", "nie tak", "nie to"),
        "tr": ("yanl[ıi][sş]\\w*", "hatal[ıi]"),
        "zh": ("错的", "有误", "不正确", "搞错", "弄错", "写错", "改错", "理解错", "不对"),
        "ja": ("間違(い|って|え)", "違います", "おかしい"),
        "ko": ("틀렸", "틀린", "잘못"),
        "id": ("salah", "keliru", "tidak (benar|sesuai|tepat)"),
        "vi": ("bi sai", "sai roi", "(la|thi) sai", "khong (đung|chinh xac)"),
        "sv": ("fel", "felaktig\\w*", "inte (ratt|korrekt)"),
        "cs": ("spatn\\w*", "nespravn\\w*", "chybn\\w*"),
    },
    # The person calls the agent, or what it did, names ("you idiot", "tonto", "傻逼",
    # "バカ"): said after its work, the work is rejected, whatever the rest of the turn asks.
    # (not the words that also name a thing: "garbage", "trash", "垃圾", "dummy", "dumb" (a
    # "dumb file", a "dumb terminal"); not "useless"/"inutile", which also say "unnecessary")
    "insult": {
        "en": ("stupid", "idiot(ic)?", "dumbass", "moron(ic)?", "incompetent", "wtf"),
        "fr": ("idiot(e)?", "debile", "stupide", "incompetent(e)?", "cretin"),
        "it": ("idiota", "stupid[oa]", "cretino", "incompetente", "scem[oa]"),
        "es": ("idiota", "estupid[oa]", "tont[oa]", "incompetente", "imbecil"),
        "de": ("idiot", "dumm(kopf)?", "blod", "bescheuert", "unfahig"),
        "pt": ("idiota", "burr[oa]", "estupid[oa]", "incompetente", "imbecil"),
        "ru": ("тупо(й|я|е)", "идиот\\w*", "дебил\\w*", "бестолков\\w*"),
        "uk": ("тупи(й|на)", "ідіот\\w*", "дебіл\\w*"),
        "pl": ("idiot(a|o)", "g[łl]upi\\w*", "debil\\w*"),
        "zh": ("傻逼", "傻b", "傻x", "煞笔", "笨蛋", "白痴", "弱智", "脑残", "废物", "蠢"),
        "ja": ("バカ", "馬鹿", "アホ", "役立たず"),
        "ko": ("바보", "멍청", "병신"),
    },
    # The agent's last words ask the person to try the work ("rebuild and retry the import",
    # "refresh the page", "重启后再试", "再起動してください"): it is offered as done.
    "try_it": {
        "en": ("(rebuild|restart|refresh|reload|re-?run|retry|relaunch|redeploy|re-?download)"
               "(?! ?(token|rate|interval|button|logic|policy|count))", "try (it )?again",
               "give it a (try|go|shot)",
               "(try|test) it (now|out)"),
        "fr": ("relance[zr]?", "redemarre[zr]?", "rafraichi(s|ssez|r)", "recharge[zr]?",
               "reessaie[zr]?", "reessayez"),
        "it": ("riavvia", "ricarica", "riprova", "rilancia"),
        "es": ("reinicia", "recarga", "vuelve a (probar|intentar|ejecutar|cargar)",
               "prueba (de nuevo|otra vez|ahora)"),
        "de": ("starte (\\w+ )?neu", "neu (starten|laden|bauen)", "lade (\\w+ )?neu",
               "(versuch|probier)(e|s)? (es )?(nochmal|erneut)"),
        "pt": ("reinicie", "recarregue", "tente (novamente|de novo)", "rode novamente"),
        "ru": ("перезапусти\\w*", "перезагрузи\\w*", "попробуй(те)? (снова|ещ[её] раз|сейчас)"),
        "uk": ("перезапусти\\w*", "спробуй(те)? (знову|ще раз)"),
        "pl": ("uruchom ponownie", "od[sś]wie[zż]\\w*", "spr[oó]buj (ponownie|jeszcze raz)"),
        "tr": ("yeniden (baslat|dene|calistir)\\w*", "tekrar dene\\w*"),
        "zh": ("重启", "刷新", "重新(运行|加载|构建|编译|启动|打开|部署)", "再试", "再运行"),
        "ja": ("再起動", "リロード", "再読み込み", "もう一度(試|実行)", "再実行"),
        "ko": ("다시 (시도|실행|시작)", "재시작", "새로고침", "재실행"),
    },
    # The agent waits for the person's approval ("Plano gerado. Aguardando aprovação.",
    # "awaiting your confirmation"): the turn that follows answers it.
    "awaits": {
        "en": ("(awaiting|waiting for) (your )?(approval|confirmation|go-?ahead|sign-?off)",),
        "fr": ("(en attente de|j'attends) (ta |votre )?(validation|confirmation|approbation)",),
        "it": ("(in attesa|attendo) (della tua |della |di )?(approvazione|conferma)",),
        "es": ("(esperando|quedo a la espera de) (tu |su )?(aprobacion|confirmacion)",),
        "de": ("(warte|wartet|warten) auf (deine |ihre |die )?(freigabe|bestatigung|zustimmung)",),
        "pt": ("aguardando (sua |a )?(aprovacao|confirmacao)",),
        "ru": ("жду (вашего |твоего )?(подтверждения|одобрения)",),
        "zh": ("等待(您的|你的)?(确认|批准|审批|同意)",),
        "ja": ("(承認|確認)(を)?お待ち",),
        "ko": ("승인(을)? ?기다", "확인(을)? ?기다"),
    },
    # Too much of something, said of the work ("the text is too big", "troppo lento", "太慢了",
    # "大きすぎ", "слишком"): the delivered work is to be changed by degree.
    "excess": {
        "en": ("too (big|small|large|long|short|slow|fast|much|many|dark|bright|wide|narrow|"
               "tall|high|low|loud|busy|cluttered|complex|complicated|verbose|aggressive|strict|"
               "tight|close|far|early|late|often|thick|thin|heavy)", "way too"),
        "fr": ("trop",),
        "it": ("troppo", "troppi", "troppa", "troppe"),
        "es": ("demasiad[oa]s?",),
        "de": ("zu (gross|klein|lang|kurz|langsam|schnell|dunkel|hell|breit|eng|viel|voll|"
               "fruh|spat)\\w*",),
        "pt": ("\\w+ demais", "muito (grande|pequen|lent|long|escur|clar)\\w*"),
        "ru": ("слишком",),
        "uk": ("занадто", "надто"),
        "pl": ("zbyt", "za (du[zż]|ma[łl]|d[łl]ug|wolno|szybko|ciemn|jasn)\\w*"),
        "tr": ("fazla (buyuk|kucuk|yavas|uzun)", "cok (buyuk|kucuk|yavas|uzun)"),
        "zh": ("太(大|小|长|短|慢|快|多|少|暗|亮|宽|窄|高|低|复杂|密|挤|乱|丑|花|重)",
               "过(大|小|长|多|于)"),
        "ja": ("すぎ", "過ぎ"),
        "ko": ("너무 ?(크|커|작|길|느|빠|많|적|어둡|밝|복잡)",),
    },
    # Something else would be better: a wish set against what was made ("would be better",
    # "もっとシンプルな見た目で", "sarebbe meglio", "лучше бы", "更好").
    "rather": {
        "en": ("(would|might) be better", "(it'?s|is) better (to|if)", "i'?d (rather|prefer)",
               "i prefer", "rather than"),
        "fr": ("(serait|ce serait) mieux", "plutot", "je prefere(rais)?"),
        "it": ("(sarebbe|e) meglio", "piuttosto", "preferirei", "preferisco"),
        "es": ("(seria|es) mejor", "preferiria", "prefiero", "mas bien"),
        "de": ("(ware|es ware) besser", "lieber", "ich bevorzuge"),
        "pt": ("(seria|e) melhor", "prefiro", "preferia", "preferiria"),
        "ru": ("(было бы|будет) лучше", "лучше (бы|сделай|сделать|использ\\w*)", "предпочита\\w*",
               "попроще"),
        "uk": ("краще (б|було б)", "волію"),
        "pl": ("(by[łl]oby|b[eę]dzie) lepiej", "wol[eę]", "wola[łl]bym"),
        "tr": ("daha iyi olur", "tercih ederim"),
        "zh": ("更好", "最好(是|不要|用|改)", "我更(喜欢|想要|倾向)", "宁愿"),
        "ja": ("もっと", "方が(いい|良い)", "ほうが(いい|良い)"),
        "ko": ("더 (좋|나을|낫)", "게 (좋겠|나을)", "편이 (좋|낫)", "좀 더"),
    },
    # Whether something can be had, asked inside a sentence ("since X, is it possible to add
    # ...", "是否可以", "можно ли"): the turn asks for a change, it reports nothing.
    "possible": {
        "en": ("(is|would) it (be )?possible", "is there (a|any) way"),
        "fr": ("est-ce (qu'il est )?possible", "est-il possible", "y a-t-il (un )?moyen"),
        "it": ("(e|sarebbe) possibile", "c'e (un )?modo"),
        "es": ("(es|seria) posible", "hay (alguna )?(manera|forma)"),
        "de": ("(ist|ware) es moglich", "gibt es (eine )?moglichkeit"),
        "pt": ("(e|seria) possivel", "tem como"),
        "ru": ("(можно|возможно) ли", "есть ли (способ|возможность)"),
        "uk": ("чи можна", "чи можливо"),
        "pl": ("czy (mo[zż]na|da sie)",),
        "zh": ("是否(可以|能)", "能否", "可否"),
        "ja": ("(でき|可能)ますか", "可能でしょうか"),
        "ko": ("가능할까", "가능한가", "수 있을까"),
    },
    # The work left as it was: no change, the same result, the same as before ("nothing
    # changed", "sigue igual", "没变", "変わってない"): said after delivered work, the fix
    # did not take.
    "no_change": {
        "en": ("nothing (has )?changed", "(no|zero) (visible )?(change|difference)s?",
               "(didn'?t|did not|doesn'?t|does not|hasn'?t|has not) (seem to )?"
               "(change|make (a|any) difference|do anything|take effect|help|fix (it|that|this))",
               "(is|it'?s|looks|still|stays|remains|get|got|getting) (exactly )?(the )?"
               "(same|identical) (as before|result|output|behaviou?r)", "looks the same",
               "still the same", "exactly the same"),
        "fr": ("rien n'a change", "(n'a|a) (pas|rien) change", "aucun changement",
               "toujours (pareil|la meme chose|le meme)", "(meme|pareil) qu'avant"),
        "it": ("non e cambiato (niente|nulla)?", "non cambia (niente|nulla)",
               "(niente|nulla) (e )?cambiato", "nessun cambiamento", "(uguale|identico) a prima",
               "(sempre|ancora) uguale", "stesso risultato"),
        "es": ("(no|nada) (ha )?cambi(o|ado)", "sigue (igual|lo mismo)", "ningun cambio",
               "(igual|lo mismo) que antes", "mismo resultado", "no (hizo|hace) efecto"),
        "de": ("(hat sich )?nichts (hat sich )?geandert", "kein(e|erlei) (anderung|veranderung)",
               "(immer noch|noch immer) (gleich|dasselbe|das gleiche)", "gleiche(s)? ergebnis",
               "wie vorher"),
        "pt": ("(nao|nada) (mudou|alterou)", "continua (igual|o mesmo|a mesma)",
               "nenhuma (mudanca|alteracao)", "(igual|o mesmo) (a|de) antes",
               "mesmo resultado", "nao (fez|teve) efeito"),
        "ru": ("ничего не (изменилось|поменялось)", "не (изменилось|поменялось)",
               "(все|вс[её]) так же", "без изменений", "то же самое", "как и было"),
        "zh": ("没(有)?变", "没(有)?改变", "没(有)?变化", "一样的", "还是一样", "跟之前一样",
               "和之前一样", "毫无变化", "没区别", "没有区别"),
        "ja": ("変わら(ない|ず)", "変わって(い)?ない", "変化(が)?(ない|なし|ありません)",
               "同じ(結果|まま|です|だ)", "前と同じ", "効果(が)?(ない|なし|ありません)"),
        "ko": ("(변화|변함)(가|이)? ?없", "그대로(야|예요|입니다|네|임|인데)",
               "똑같(아|아요|네|음|습니다)", "안 ?바뀌", "바뀌지 ?않", "달라진 ?(게|것이) ?없",
               "효과(가)? ?없"),
    },
    # The turn says what the program shows or gives back, as observed ("I get 0.00", "it
    # says ...", "me sale ...", "显示...", "と表示される"): a state of the work reported.
    "observes": {
        "en": ("i (still |now |just |only )?(get|got|am getting|'m getting|see|saw|am seeing|"
               "'m seeing) (a|an|the|this|these|that|no|nothing|only|just|[\"'`0-9])",
               "(it|this|that|the (page|app|screen|output|console|terminal|log|response|api|"
               "server|site|button|ui)) (still |now |just |only )?(says|shows|returns|prints|"
               "outputs|displays|gives( me)?|throws|spits out|logs)", "(shows|pops|comes) up",
               "the (output|result) is"),
        "fr": ("(ca|il|elle|la page|l'appli|le terminal) (m')?(affiche|renvoie|donne|dit|retourne)",
               "s'affiche", "j'(obtiens|ai (un|une|le|la|des))", "je (vois|recois)",
               "le resultat est"),
        "it": ("mi (esce|appare|compare|restituisce|mostra|stampa|da)", "(esce|appare|compare)",
               "(vedo|ottengo|ricevo)", "il risultato e"),
        "es": ("(me|se) (sale|salen|aparece|aparecen|muestra|muestran|devuelve|arroja|tira|"
               "imprime|da)", "(sale|salen|aparece|aparecen)", "(veo|obtengo|recibo)",
               "el resultado es"),
        "de": ("(es|er|sie|das|die seite|die app) (zeigt|liefert|wirft|druckt)", "erscheint",
               "ich (sehe|bekomme|erhalte|kriege)", "das ergebnis ist"),
        "pt": ("(me|se) (aparece|aparecem|mostra|retorna|devolve|da)", "(aparece|aparecem)",
               "(esta|fica) (dando|mostrando|retornando)", "(vejo|recebo|obtenho)",
               "o resultado e"),
        "ru": ("(показывает|выдает|выводит|пишет|возвращает)", "(появляется|вылезает|выскакивает)",
               "(я )?(вижу|получаю)"),
        "zh": ("显示(了|的是|为|成|出)", "出现了", "输出了", "返回了", "提示了?", "弹出了?", "报了",
               "看到了?", "得到了?", "打印出"),
        "ja": ("表示され", "出て(くる|きます|きた|いる|います)", "と出(る|ます|た)",
               "返って(くる|きます|きた)", "出力され"),
        "ko": ("나와(요)?", "나오(네|는데|고 ?있)", "떠요", "떠서", "뜨네", "뜨는데",
               "표시(돼|되|됩)", "보여요", "보이네", "보이는데", "출력(돼|되|됩)"),
    },
    # The person gives the reason for how things are ("that's why we have the push hook",
    # "por eso usamos", "所以", "だから"): an explanation offered to the agent, not set against
    # its work.
    "explains": {
        "en": ("that'?s why|thats why|this is why|which is why|that is why",),
        "fr": ("c'est pour (ca|cela) que", "c'est pourquoi"),
        "it": ("ecco perche", "per questo"),
        "es": ("por eso", "es por eso que"),
        "de": ("deshalb|deswegen|darum",),
        "pt": ("por isso", "e por isso que"),
        "ru": ("поэтому", "вот почему"),
        "uk": ("тому(?! що)", "ось чому"),
        "pl": ("dlatego",),
        "tr": ("bu y[uü]zden", "o y[uü]zden"),
        "zh": ("所以", "因此", "这就是为什么", "这就是为何"),
        "ja": ("だから", "なので", "そのため"),
        "ko": ("그래서", "그러니까", "그렇기 때문에"),
    },
    # The result of the work said not to hold: a verb of the change, negated in its past or
    # its resulting state ("it hasn't changed", "表示されていない", "并没有生效", "не появилось",
    # "반영되지 않았"): said after delivered work, what was to happen did not.
    "not_done": {
        "en": ("(it|this|that|they|nothing|the \\w+) (still )?(hasn'?t|has not|haven'?t|"
               "have not|didn'?t|did not|wasn'?t|was not|weren'?t|were not) (been )?"
               "(\\w+ed|shown|done|built)",),
        "fr": ("(n'a|n'ont|n'est|ne s'est) (pas|toujours pas|jamais) (ete )?"
               "\\w+(e|ee|es|is|it|u)",),
        "it": ("non (e|sono|ha|hanno|si e) (stat[oaie] )?\\w+(ato|ata|ati|ito|ita|uto|uta)",),
        "es": ("no (se )?(ha|han) (sido )?\\w+(ado|ada|ido|ida)s?", "no se \\w+(o|aron)"),
        "de": ("(wurde|wurden|ist|sind|hat|haben) (\\w+ )?(nicht|noch nicht|nie) (\\w+ )?ge\\w+t",),
        "pt": ("nao (foi|foram|ficou|ficaram|se) \\w+(ado|ada|ido|ida)s?",),
        "ru": ("не \\w+(лось|лся|лась|лись|ло|ла|ли)",
               "не (был[аои]? )?(\\w+ен[аоы]?|\\w+т[аоы]?)"),
        "uk": ("не \\w+(лося|вся|лася|лися|ло|ла|ли)",),
        "pl": ("nie (zosta[łl]\\w* )?\\w+(ło|ła|ły|ony|ona|one|ane)\\b",),
        "zh": ("(还|并|都|也|依然|仍然|还是)没有?(?!有?[问关事什办必])[^，。！？,.!?]{1,6}",
               "(没|未)(有)?(生效|变化|改变|显示|出现|反应|更新|修改|删除|添加|实现|成功|改过来|修复)"),
        "ja": ("(て|で)(い)?(ない|ません|なかった)",
               "(され|なっ|でき|反映さ|変わっ|直っ)て(い)?(ない|ません)"),
        "ko": ("(되|하)지 ?않았", "안 ?(됐|되었|바뀌었|생겼)", "반영(이)? ?안"),
        # (Indonesian by its passive prefixes, "belum diupdate", "tidak tersimpan")
        "id": ("(masih )?(belum|tidak|gak|nggak) (di|ter)\\w+",),
        "vi": ("(van )?chua (đuoc|co|\\w+)",),
        "sv": ("(har|blev|ar) (fortfarande )?inte \\w+(ts|at|it|ad|ade)",),
        "cs": ("(nebyl[aoiy]?|neni) \\w+(en|an|no|na|ny)\\w*",),
    },
    # The agent asked to take back what it did: undo, revert, restore, the way it was
    # ("put it back", "改回去", "元に戻して", "верни как было", "되돌려"). Said after delivered
    # work, it rejects that work.
    "undo": {
        # (not "add an undo button", "the undo stack": the verb with what it takes back)
        "en": ("(revert|roll ?back)(?! (button|feature|option|logic|mechanism|script|plan|"
               "strategy|support|path))", "^undo",
               "undo (it|that|this|those|these|them|everything|all|the (last|previous|changes?)|"
               "your)",
               "put (it|them|that) back", "change (it|that|them) back", "the way it was",
               "as it was", "back to (how|what) it was"),
        "fr": ("annule(r|z)?", "reviens? (en arriere|a)", "remets? (le|la|les|comme)",
               "comme (avant|c'etait)"),
        "it": ("annulla", "ripristina", "torna (indietro|a come)", "rimetti", "com'era( prima)?"),
        "es": ("deshaz\\w*", "revierte\\w*", "restaura\\w*", "vuelve (atras|a como)",
               "como (estaba|antes)"),
        "de": ("ruckgangig", "setz\\w* (es |das )?zuruck", "stell\\w* (es |das )?wieder her",
               "wie vorher", "wie es war"),
        # (not English "reverted": the Portuguese imperative and infinitive)
        "pt": ("desfa(z|ca)\\w*", "revert(a|e|er)", "restaura\\w*", "volta (atras|como)",
               "como (estava|antes)"),
        "ru": ("верни\\w*", "откати\\w*", "отмени\\w*", "как было", "восстанови\\w*"),
        "uk": ("поверни\\w*", "відкоти\\w*", "скасуй\\w*", "як було"),
        "pl": ("cofnij", "przywr[oó][cć]\\w*", "jak by[łl]o"),
        "tr": ("geri al", "eski haline", "geri d[oö]nd[uü]r"),
        "zh": ("撤销(?!按钮|功能|键|栈)", "撤回", "回滚", "还原", "恢复(成|为|到|原)", "改回",
               "退回", "原来的样子",
               "之前的样子", "回退"),
        "ja": ("元に戻", "もとに戻", "戻して", "取り消して", "リバート", "ロールバック"),
        "ko": ("되돌려", "되돌리", "원래대로", "원상 ?복구", "롤백", "취소해"),
    },
    # What the agent did was not asked for, or done of its own accord ("I didn't ask for
    # that", "without asking", "我没让你", "勝手に", "я не просил", "마음대로"): the turn sets
    # itself against the agent's last action.
    "unasked": {
        "en": ("(i )?(didn'?t|did not|never) ask(ed)? (you )?(to|for)", "without asking",
               "who (asked|told) you to", "nobody asked"),
        "fr": ("je (ne )?t'ai (pas|jamais) demande", "sans (me )?demander",
               "qui t'a demande"),
        "it": ("non ti ho (mai )?chiesto", "senza chiedere", "chi ti ha detto di"),
        "es": ("no te (he )?pedi\\w*", "sin preguntar", "quien te (dijo|pidio)",
               "nadie te pidio"),
        "de": ("hab(e)? (ich )?(dich )?nicht (darum )?gebeten", "ohne zu fragen",
               "wer hat (dir|dich) gesagt", "nicht verlangt"),
        "pt": ("nao (te )?pedi", "sem perguntar", "quem (te )?pediu"),
        "ru": ("(я )?не просил\\w*", "без спроса", "кто (тебя )?просил", "самовольно",
               "по своей инициативе"),
        "uk": ("(я )?не просив", "без дозволу", "хто (тебе )?просив"),
        "pl": ("nie prosi[łl]\\w*", "bez pytania", "kto ci kaza[łl]"),
        "tr": ("istemedim", "sormadan", "kim sana"),
        "zh": ("我(并)?没(有)?(让|叫|要求|说)你", "谁让你", "谁叫你", "擅自", "自作主张",
               "私自", "未经(允许|同意)"),
        "ja": ("勝手に", "頼んで(い)?ない", "頼んでません", "お願いしてい?ない", "指示してい?ない"),
        "ko": ("마음대로", "멋대로", "시키지 ?않", "안 ?시켰", "요청하지 ?않"),
    },
    # More or less of what the agent just changed, asked in a few words ("bajalo mas",
    # "a bit bigger", "encore plus", "再大一点", "もう少し", "좀 더 크게", "ещё выше"): the
    # adjustment did not go far enough (a complaint about its scope).
    "degree": {
        "en": ("(a (bit|little|tad) |even |much |way |slightly )?(more|less|further|bigger|"
               "smaller|larger|higher|lower|wider|narrower|darker|lighter|brighter|faster|"
               "slower|shorter|longer|thicker|thinner)",),
        "fr": ("(encore )?(plus|moins)", "davantage", "encore un peu"),
        "it": ("(ancora )?(piu|meno)", "ancora un po"),
        "es": ("mas", "menos", "un poco mas"),
        "de": ("mehr", "weniger", "noch (etwas|ein bisschen|ein wenig|weiter)",
               "(grosser|kleiner|hoher|tiefer|breiter|schmaler|dunkler|heller|schneller|"
               "langsamer)"),
        # (not "so": English too)
        "pt": ("mais", "menos", "um pouco mais"),
        "ru": ("(ещ[её] )?(больше|меньше|выше|ниже|сильнее|шире|уже|темнее|светлее)",
               "ещ[её]"),
        "uk": ("більше", "менше", "ще"),
        "pl": ("(jeszcze )?(bardziej|mniej|wi[eę]cej)",),
        "tr": ("daha",),
        "zh": ("再(大|小|高|低|多|少|往|宽|窄|快|慢|长|短|深|浅|靠)", "更(大|小|高|低|多|少|宽|窄)",
               "一点", "一些"),
        "ja": ("もっと", "もう少し", "もうちょっと"),
        "ko": ("좀 ?더", "조금 ?더", "더 ?(크|작|높|낮|넓|좁|길|짧|빠|느|진하|연하|위|아래)"),
    },
    # A restriction to part of it ("only the right margin", "riduci solamente", "nur die
    # Farbe", "只改", "だけ", "만 수정"): the agent is to do less than, or other than, it did.
    "only": {
        "en": ("only",),
        "fr": ("seulement", "uniquement"),
        "it": ("solo", "solamente", "soltanto", "unicamente"),
        "es": ("solo", "solamente", "unicamente"),
        "de": ("nur", "ausschliesslich"),
        # (not "so": English too)
        "pt": ("somente", "apenas"),
        "ru": ("только", "лишь"),
        "uk": ("тільки", "лише"),
        "pl": ("tylko", "jedynie"),
        "tr": ("sadece", "yaln[ıi]zca"),
        # (not "只用" (only need to), "仅供" (only for): what is, not what to do)
        "zh": ("只(要|需|改|修改|保留|把|在|动)", "仅(需|改|修改|保留)"),
        "ja": ("だけ", "のみ"),
        "ko": ("만 ?(수정|변경|바꿔|고쳐|남겨|해 ?줘|하면)",),
    },
    # The work asked for again, done right this time ("tell me the command properly",
    # "fais-le correctement", "mach es richtig", "ちゃんと", "제대로", "как следует"): what was
    # delivered was not done right.
    "properly": {
        "en": ("properly", "correctly", "right this time", "the right way"),
        "fr": ("correctement", "comme il faut", "proprement"),
        "it": ("correttamente", "come si deve", "per bene"),
        "es": ("correctamente", "como (es )?debe ser", "como corresponde"),
        "de": ("richtig", "ordentlich", "korrekt", "vernunftig"),
        "pt": ("corretamente", "direito", "como deve ser"),
        "ru": ("нормально", "правильно", "как следует", "по-человечески"),
        "uk": ("нормально", "правильно", "як слід"),
        "pl": ("poprawnie", "porz[aą]dnie", "jak nale[zż]y"),
        "tr": ("d[uü]zg[uü]n", "do[gğ]ru d[uü]r[uü]st"),
        "zh": ("好好", "正确地", "认真(地)?", "规范地"),
        "ja": ("ちゃんと", "きちんと", "正しく"),
        "ko": ("제대로", "똑바로", "올바르게"),
    },
    # Korean statement endings said with a rising tone ("안뜨는데?", "안 되잖아"): they report
    # what happened rather than ask.
    "reports_rising": {
        "ko": ("[는은던]데[?？]?$", "잖아[?？]?$", "는데요[?？]?$"),
    },
}
_UNSPACED_LANGUAGES = frozenset({"zh", "ja", "ko"})


def _word_class(name: str, flags: int = 0) -> re.Pattern[str]:
    """The class `name` of `WORD_CLASSES`, compiled: whole words where words are spaced."""
    spaced = [w for lang, words in WORD_CLASSES[name].items()
              if lang not in _UNSPACED_LANGUAGES for w in words]
    joined = [w for lang, words in WORD_CLASSES[name].items()
              if lang in _UNSPACED_LANGUAGES for w in words]
    parts = ([r"(?<!\w)(?:" + "|".join(spaced) + r")(?!\w)"] if spaced else []) + joined
    return _rx("|".join(parts), flags)


# The agent's own past doing, addressed to it (second person, past), in the five languages and,
# by the form of their past tense, in Portuguese and Russian.
_YOU_DID = _rx(
    r"\b(you|u|ya) (just |also |even |only |then |already )?(added|changed|removed|modified|left|"
    r"put|made|wrote|broke|deleted|used|did|added|renamed|moved|touched|introduced|dropped|"
    r"replaced|rewrote|reverted|committed|pushed|installed|skipped|missed|forgot|ignored|said|"
    r"told me|claimed|promised|only did|only fixed|only covered)\b|"
    r"\b(tu as|t'as|ta|vous avez|tu m'avais|tu avais) (\w+ ){0,2}\w+(e|es|ee|ees|is|it|u|us|t)\b|"
    r"\b(hai|avevi|mi avevi) (\w+ ){0,2}\w+(ato|ati|ata|ito|iti|uto|uti|esso|otto|tto)\b|"
    # Spanish "has" (you have) only with the participle it carries ("has borrado"), because
    # alone it is English "has"
    r"\bhas \w+(ado|ido|to|cho|sto)\b|"
    r"\b(habias|me dijiste|dijiste|hiciste|pusiste|dejaste|borraste|cambiaste|metiste|"
    r"quitaste|anadiste|usaste|rompiste|tocaste|solo hiciste|acabas de \w+|"
    r"tu viens de \w+|(voce )?acabou de \w+|acabaste de \w+)\b|"
    r"\bdu (hast|hattest) \w+|\b(hast|hattest) du\b|"
    r"\bvoce (\w+ )?\w+(ou|eu|iu)\b|\b(ты|вы) (\w+ )?\w+(л|ла|ли|лся|лась|лись)\b|"
    # Ukrainian ("ти" and a past form), Polish by its second person past ("zrobiłeś",
    # "usunęłaś": the ending says "you did"), Turkish by its second person past ("sildin",
    # "yaptın", "bozdun") after "sen", or the dotless form no other language writes
    r"\b(ти|ви) (\w+ )?\w+(в|ла|ли|вся|лась|лись)\b|\b\w+ł(e|a)s(cie)?\b|"
    r"\bsen (\w+ ){0,2}\w+[dt][ıiuü]n\b|\b\w+[dt]ı(n|n[ıi]z)\b|"
    # Korean: "you" as subject (네가, 니가, 당신이) and a past form (-었/-았/-했) in its clause
    # (a Korean syllable folds to two or three jamo: the spans are counted in jamo)
    r"(?:네가|니가|너가|당신이)\s?[^,!?\n]{0,40}(?:었|았|했|웠|렸|켰|줬)")
# Redirecting the agent to another way of doing it.
_REDIRECT = _rx(
    r"\b(instead|rather than|rather|other way round|the other way|a la place|plutot|au lieu|"
    r"invece|piuttosto|al posto|en lugar|en vez|mejor usa|al reves|stattdessen|lieber|sondern|"
    r"andersrum|umgekehrt|em vez|ao inves|em lugar|вместо|а не|"
    # Ukrainian, Polish, Turkish "instead"
    r"замість|а не|zamiast|yerine|"
    # Indonesian, Vietnamese, Swedish
    r"daripada|bukannya|thay vi|istallet)\b|"
    # where words are not spaced, or take their endings joined (Korean)
    r"改用|换用|代わりに|대신|말고")
# "X, not Y" / "X statt Y": a choice set against another; Y of two or three words only after
# a comma ("use compose up, not docker run"), where "do not change the README" is no contrast.
_NOT = (r"(not|pas|non|no|nicht|kein|keine|nao|не|bukan|inte)\s+"
        r"(the |le |la |il |el |den |die |das |o |a )?")
# without the comma, "no" and "kein" are determiners ("there are no bugs."), not a contrast
_NOT_SPACED = _NOT.replace("|no|", "|").replace("|kein|keine", "")
_CONTRAST = _rx(
    r"\b\w+\b[^.?!\n]{0,40}(?: *, *" + _NOT + r"| +" + _NOT_SPACED + r")[\w.`'/-]+\s*([.!]|$)|"
    r"\b\w+\b[^.?!\n]{0,40}, *" + _NOT + r"[\w.`'/-]+( [\w.`'/-]+){1,2}\s*([.!]|$)|"
    r"\b(statt|anstatt|au lieu de|invece di|en vez de|en lugar de|instead of|rather than|"
    r"em vez de|вместо|замість|zamiast)\b|"
    # and where words are not spaced: "Y, rather than X", "not X but Y"
    r"而不是|而非|不是[^.!?。！？\n]{1,30}而是|ではなく|じゃなくて|[가이] 아니라|말고|"
    # Polish "nie X, tylko Y", Ukrainian "не X, а Y" (Russian "а не" is a redirect)
    r"\bnie \w+( \w+)?,? (tylko|lecz) |\bnie \w+( \w+)?, ale |\bне \w+( \w+)?,? (а|але) |"
    # "not X but rather Y" by its own conjunction, whatever the punctuation ("nicht X
    # sondern Y", "no X sino Y", "non X bensì Y")
    r"\b(sondern|sino|bensi|mas sim)\b")
# A "why" addressed to the agent about what it did.
_WHY_YOU = _rx(
    r"\b(why|how come|pourquoi|perche|por ?que|warum|wieso|weshalb)\b.{0,40}"
    r"\b(you|u|did|is there|are there|t'as|tu|as-tu|hai|c'e|ce|hiciste|has|esta|hay|du|hast|ist|"
    r"steht|sind)\b")
# Pointing at things in the agent's output: "what are all these X?", "c'est quoi ces X".
_WHAT_THESE = _rx(
    r"\bwhat (is|are|s) (all )?(this|these|those|that)\b|\bwhat'?s with\b|"
    r"\bc'est quoi (tous |toutes )?(ces|ce|ca|cette)\b|\bqu'est-ce que (c'est|ces)\b|"
    r"\bcosa (sono|e|ce) (tutti |tutte )?(questi|queste|questo|sti)\b|"
    r"\bche (sono|e) (questi|sto)\b|"
    r"\bque (son|es) (todos |todas )?(estos|estas|esto|eso)\b|\bque hace(n)? (esto|estos|ahi)\b|"
    r"\bwas (soll|sollen|machen|ist|sind) (denn )?(die|das|der|diese|dieser|dieses)\b|"
    r"\bo que (e|sao) (isso|isto|esse|esses|essa|essas|este|estes)\b|\bчто (это )?за\b")
# Breakage reported as a new state ("now X"), often after praise used sarcastically; in the five
# languages and, as a prior for the others, in Portuguese and Russian.
_NOW_BROKEN = _rx(
    r"\b(now|maintenant|adesso|ora|ahora|jetzt|agora|теперь|сеичас)\b.{0,60}\b(broken|broke|fails?|failing|error|errors|"
    r"crash\w*|red|slow|slower|empty|blank|missing|gone|500|502|401|403|404|timeout|minutes|"
    r"seconds|casse|plante|erreur|echoue|lent|vide|rotto|errore|fallisce|lento|vuoto|secondi|"
    r"minuti|roto|falla|lento|vacio|segundos|minutos|kaputt|fehler|langsam|leer|sekunden|minuten|"
    r"nothing|nichts|rien|niente|nada|quebr\w*|falh\w*|erro|vazi[oa]|sumiu|"
    r"ошибк\w*|слома\w*|пада\w*|вылета\w*|медленн\w*|пуст\w*|пропал\w*|исчез\w*|ничего|"
    r"секунд\w*|минут\w*)\b|"
    # (the "now" of Ukrainian, Polish and Turkish)
    r"\b(тепер|зараз|teraz|simdi)\b.{0,60}\b(помилк\w*|зламал\w*|не працю\w*|пуст\w*|"
    r"зник\w*|нічого|b[łl](ad|edy|edu|edem|edow|edami|edach)|zepsu\w*|nie dzia[łl]a|pust\w*|"
    r"znikn\w*|nic|"
    r"hata\w*|bozul\w*|cal[ıi]sm[ıi]yor|bos|kayboldu|hicbir)\b|"
    r"(이제|지금)[^.!?\n]{0,90}(에러|오류|안 ?돼|안 ?되|느려|비어|사라|깨져|깨졌)")
_PRAISE_OPEN = _rx(r"^(great|nice|perfect|awesome|bravo|super|genial|complimenti|"
                          r"fantastic|wonderful|brilliant|excellent|magnifique|parfait|"
                          r"perfetto|perfecto|toll|prima|klasse|wow)\b")
# The work was partial: half done, something still missing (in the five languages and a
# few more).
_PARTIAL = _rx(
    # ("I am missing something" is the person's own gap, not the work's)
    r"\b(only (covers|did|does|handles|fixed|changed)|half (of )?(the|it|them)|"
    r"(?<!i am )(?<!i'm )(?<!im )missing|you left|"
    r"left out|la moitie|il manque|manque (encore )?(le|la|les)|meta|manca|mancano|la mitad|"
    r"falta|faltan|die halfte|fehlt|fehlen|nur die|faltam|metade|не хватает|пропустил\w*|"
    r"половин\w*|"
    # Ukrainian, Polish, Turkish: something is missing, left out
    r"бракує|не вистачає|пропустив\w*|pomin[aą]?[łl]\w*|eksik|"
    # "lacking", "the missing ...", "lacks" (Polish, Portuguese, Russian, Ukrainian)
    r"brak(i|u|ow|uj\w*)?|faltando|faltou|недоста[её]т|недостающ\w*|відсутн\w*|"
    # Indonesian, Vietnamese, Swedish, Czech
    r"kurang|belum selesai|thieu|chua xong|saknas|fattas|chybi|"
    # the work not finished, said of the agent ("you didn't finish", "没做完")
    r"(didn'?t|did not|haven'?t|have not|never) (finish|complete)(ed)?|unfinished|"
    r"(pas|jamais) (fini|termine)|non (hai )?(finito|completato)|no (has )?terminado|"
    r"nicht fertig|nao (terminou|concluiu)|не (доделал|закончил|завершил)\w*|"
    r"nie (sko[nń]czy[łl]|doko[nń]czy[łl])\w*)\b|"
    r"没(有)?(做|写|改|弄)完|还没(有)?(完成|做完|实现)|終わってない|안 끝났|"
    r"漏了|漏掉|缺少|少了|还差|没有?改完|足りない|抜けて|빠졌|빠져|누락|빼먹|일부만|반만")
# A pasted error or failing run.
_PASTED_ERROR = _rx(
    r"traceback \(most recent call last\)|\b\w*(error|exception)\b:|\bnpm err!|\bfailed\b.{0,40}"
    r"\b(test|tests|assert)|\bexit (code|status) [1-9]|^\s+at [\w.$<>]+ \(|\berror ts\d+|"
    r"\bsegmentation fault|\bpanicked at\b", re.M)
# The agent's claim that the work is done or fine.
_CLAIM = _rx(
    r"\b(done|fixed|works|working|all (the )?tests pass|tests pass|passing|completed?|"
    r"should (now )?work|successfully|resolved|ready|implemented|updated|added|created|"
    r"already|pre-?existing|unrelated|termine|corrige|fonctionne|risolto|funziona|completato|"
    r"listo|arreglado|funciona|erledigt|behoben|funktioniert|fertig|fatto|hecho|feito|"
    r"pronto|corrigido|implementado|atualizado|funcionando|adicionad[oa]s?|removid[oa]s?|"
    r"alterad[oa]s?|"
    r"готово|сделано|исправлен\w*|исправил\w*|добавил\w*|добавлен\w*|обновил\w*|обновлен\w*|"
    r"реализовал\w*|реализован\w*|изменил\w*|изменен\w*|удалил\w*|удален\w*|убрал\w*|"
    r"убран\w*|работает|"
    # Ukrainian, Polish, Turkish: done, fixed, added, updated (Polish also by the first person
    # past, "naprawiłem", "dodałam": the agent says what it did)
    r"готово|виправ\w*|додав\w*|додан\w*|оновив\w*|оновлен\w*|змінив\w*|змінен\w*|"
    r"видалив\w*|працює|gotowe|zrobione|\w+ł(em|am)|dzia[łl]a|tamamland[ıi]|"
    r"duzeltildi|eklendi|guncellendi|\w+[dt]ım|\w+(led|tt)im|cal[ıi]s[ıi]yor)\b|"
    r"已完成|完成了|已实现|已修复|已添加|已更新|已修改|已经|搞定|"
    r"完了しました|修正しました|実装しました|追加しました|更新しました|変更しました|"
    r"削除しました|できました|"
    r"완료|수정했|추가했|변경했|구현했|업데이트했|고쳤|해결했|했습니다|되었습니다|됐습니다")
_CLAIM_NOW = _word_class("now_done")
# Looking ahead, not back: a warning or context given before the agent acts.
_AHEAD = _rx(
    r"\b(heads up|fyi|before you (start|begin)|in this task|for this task|when you|once you|"
    r"next|then|after that|first|start (with|by)|commence par|parti da|empieza por|fang mit|"
    r"avant de|prima di|antes de|bevor du)\b")
# (a bare acknowledgement approves where it closes its clause or praise, thanks or leave to go
# on follows it: "ok from a new flash build the last message I see is ..." reports)
_APPROVAL = _rx(
    r"^((ok|okay|yes|yep|yeah|sure|d'accord|oui|si|vale|ja)\b(?=\s*([,.!;:)]|$|\s+(thanks|"
    r"thank|great|perfect|nice|good|lgtm|looks good|merci|grazie|gracias|danke|obrigad|cool|"
    r"sounds|let'?s|lets|go|do it|please|continue|proceed)\b))|great|perfect|nice|thanks|"
    r"thank you|looks good|lgtm|parfait|merci|perfetto|grazie|perfecto|gracias|genau|danke|"
    r"passt|gut)\b(?!.{0,80}\b(but|mais|ma|pero|aber|now|maintenant|adesso|ahora|jetzt)\b)")

# A negation or a prohibition (normalised text), in the five languages.
_NEGATION = _rx(
    r"\b(no|not|never|don'?t|do not|stop|without|non|ne|pas|jamais|sans|mai|senza|nunca|jamas|"
    r"sin|nicht|nie|niemals|kein|keine|keinen|ohne|nein)\b")

# The rest of a sentence up to an exclamation or a question mark.
_EXCLAIMED = _rx(r"[^.!?\n]{0,80}[!?]")
_PARTICIPLE_ES = _rx(r" \w+(?:ado|ido|to|cho)\b")

# ---- structural relations, in any language --------------------------------------------------
# Names as code writes them: a path or a file name, a call, snake_case, camelCase, a backticked
# span. Shared between the turn and the agent's last words or action, they say the turn is about
# what the agent just produced, whatever language the rest of the turn is in.
_IDENTIFIER = _rx(
    r"`([^`\n]{2,60})`|(?<![\w.-])((?:[\w.-]+/)+[\w.-]+)|\b([A-Za-z_][\w-]{0,254}\.[A-Za-z][A-Za-z0-9]{0,4})\b"
    r"|\b([A-Za-z_]\w*)\(|\b([a-z0-9]+_[a-z0-9_]+)\b|\b([A-Za-z][a-z0-9]+[A-Z]\w*)\b")
# An error as programs print it: a traceback, a stack frame, an error class as a message opens
# ("TypeError: ..."; named in a sentence it is a request about it), "error:" or a line that
# opens with its error and says where before the colon, a failing test,
# an exit status, a file:line position (a line range, `1.txt:792-964`, is a chat tool's
# attachment, not where an error was raised; a host and port, `127.0.0.1:8000`, is no file).
_ERROR_BLOCK = _rx(
    r"Traceback \(most recent call last\)|^\s*File \"[^\"]+\", line \d+|^\s+at [\w.$<>]+ ?\(|"
    r"\b[A-Z]\w*(?:Error|Exception|Fault)\b(?::|\s*$)|^\s*[A-Z]\w*(?:Error|Exception)\b|"
    r"\b(?:error|ERROR|Error|FATAL|fatal|panic)\b(?:\[\w+\])?:|"
    # a line a program opens with its error and the call or place it failed in before the
    # colon ("Error in loadNamespace(x) : there is no package called 'sf'", "ERROR at
    # line 3: ...")
    r"^\s*(?:Error|ERROR|Fatal|FATAL)\b[^\n:]{1,120}:|"
    r"\bnpm ERR!|\bFAILED\b|\b(?:exit|exited with|return) (?:code|status) [1-9]|"
    r"\b[\w./-]{1,255}\.[A-Za-z]\w{0,3}:\d+(?::\d+)?\b(?!-\d)|\bpanicked at\b|"
    r"\bSegmentation fault\b|"
    r"\b(?:undefined|null) is not\b|\bis not defined\b|\bnot found\b|\bcommand not found\b|"
    r"\bcannot find\b|\bNo such file\b|\bUncaught\b|\bwarning:|"
    # a test run's summary or its failing case ("2 failed, 10 passed", "--- FAIL:", "FAIL
    # src/a.test.ts", "✕ renders"), what a browser's console or a linker prints
    r"\b\d+ (?:failed|failing|errors?)\b(?=[,;. ]+\d+ (?:passed|passing|succeeded))|"
    r"^\s*(?:--- FAIL:|FAIL\s+\S+\.\w+|[✕✗×] \w)|\bException in thread\b|"
    r"\bFailed to (?:load|fetch|compile|resolve)\b|\bundefined reference to\b|"
    # what a JavaScript runtime or a dev server's overlay prints: a call that is no function,
    # a property read of nothing, the file and its "(line:column)" position
    r"\b\w+(?:\.\w+)+ is not a function\b|\bCannot read propert(?:y|ies) of (?:undefined|null)\b|"
    r"\bUnhandled Runtime Error\b|\bModule not found:|"
    r"\b[\w./-]{1,255}\.[A-Za-z]\w{0,3} \(\d+:\d+\)", re.M)
# What the agent delivered: a code block, an edit it applied, a diff, a commit, an editing or
# command tool shown in its reply (the agent's last words are kept on one line).
_DELIVERY = _rx(r"```|>>>>>>> REPLACE|@@ -\d+|\bcommit [0-9a-f]{7}|\bEdit file: |"
                       r"Tool use: \*\*(?:edit_file|write|search_replace|run_terminal_cmd|"
                       r"apply_patch|delete_file)|"
                       # an editor chat's export: what follows an applied edit, a command run
                       r"\bMade changes\.|\bRan terminal command: |"
                       r"\bUsing \"(?:Replace String in File|Create File|Edit File|Apply Patch|"
                       r"Multi-Replace String in Files|Insert Edit)")
# A negation or refusal, in the five languages (English also by its contracted forms, with or
# without the apostrophe) and, as a prior for the others, in a few more (Portuguese, Dutch,
# Russian; Chinese and Japanese by their negative imperative or "wrong",
# since their negation characters are also parts of other words).
_NEGATION_ANY = _rx(
    r"\b(no|not|never|don'?t|do not|dont|stop|non|ne|pas|jamais|mai|nunca|jamas|nicht|nie|"
    r"kein|keine|nein|nao|niet|geen|nee|не|нет|ни|нельзя|\w+n't|isnt|doesnt|didnt|wasnt|arent|"
    r"werent|wont|cant|shouldnt|wouldnt|couldnt|havent|hasnt|"
    # Polish, Ukrainian ("не" above), Turkish by its words of denial (its verbs negate by a
    # suffix)
    r"nie|ні|degil|hay[ıi]r|"
    # Indonesian, Vietnamese, Swedish, Czech
    r"tidak|gak|nggak|enggak|bukan|belum|jangan|khong|chua|đung|inte|inga|ingen|aldrig|nej|"
    r"neni|nikdy)\b|(?<!要)不要|(?<!对)不对|不行|"
    r"错了|别再|不需要|不用|不必|无需|(?<!是)不是|"
    r"しないで|ないで|違う|ダメ|だめ|じゃない|ではない|いらない|"
    # Japanese negates by the verb's ending (no word of its own): "動かない", "できません",
    # "しなかった", "したくない", where it closes the clause (not the question "〜ないか", nor
    # a negated verb describing a noun: "被らない名前", "実現できないこと")
    r"(?<=[\u3040-\u309f\u4e00-\u9fff])(?:ない|ません|なかった|なくて)"
    r"(?=[。、！？!?,.\s]|$|です|でした|よ|ね|し|けど|から|ん|の[？?]|みたい|です)|"
    # Chinese "not (yet)" before a verb ("还没改", "并没有生效"), not "no problem", "never mind"
    r"(?:还|并|都|也)没有?|(?<!有)没(?!有?[问关事什办必])有?(?=[\u4e00-\u9fff])|"
    # Chinese "don't" (别) only before a verb: alone it is also "other" (别的, 区别)
    r"别(?:再|动|改|加|用|删|碰|把|去|写|乱)|不应该|"
    # Korean: the negative adverbs as words, the long negation, the negative imperative,
    # "not X", "stop"
    r"(?:^|\s)(?:안|못)\s|않|하지 ?마|하지 ?말|말고|아니(?:야|요|라|에요|예요|잖)|그만")
# Where a correction says its negation: the opening of the turn (a long task negates its own
# details further down: "do not add tests", "no new dependencies").
OPENING = 240
# "why" asked, in the five languages and a few more: opening a sentence, or in a sentence that
# ends with a question mark ("that's why we have a hook" asks nothing).
_WHY = (r"(\b(why|how come|pourquoi|perche|por ?que|warum|wieso|weshalb|waarom|почему|зачем|"
        r"чому|навіщо|dlaczego|czemu|po co|neden|niye|ni[cç]in|kenapa|mengapa|tai sao|vi sao|"
        r"varfor)\b|"
        r"为什么|为何|怎么又|干嘛|什么原因|原因是什么|怎么回事|なぜ|どうして|なんで|何故|"
        r"どういうこと|왜|어째서|\bв ч[её]м (причина|дело)\b)")
_LEAD_IN = (r"((hmm+|um+|uh+|ok|okay|so|but|and|wait|hey|mais|et|donc|alors|ma|e|allora|pero|"
            r"y|entonces|aber|und|also|но|а|и)[ ,]+){0,3}")
_WHY_ANY = _rx(r"(^|[.!?\n]\s*)" + _LEAD_IN + _WHY + r"|" + _WHY + r"[^.!?\n]*[?？]")
# Praise or thanks in the opening, in the five languages and a few more: the work is taken
# (sarcasm is read by `now_broken` / `praise_broken`).
_POSITIVE = _rx(
    # ("ok from a new flash build, the last message I see is ..." opens a report: a bare
    # acknowledgement counts where it closes its clause, is said of something ("that's
    # okay though"), or another praise word follows it)
    r"\b(yes|yep|yeah|ok|okay|alright|d'accord|va bene|vale|tamam)\b(?=\s*([,.!;:)]|$))|"
    r"\b(that'?s|thats|it'?s|its|is|all|sounds|looks|seems|i'?m|im|i am) (ok|okay|alright|fine)\b|"
    # smileys and the emoji of approval, in any language
    r"[:;]-? ?[)D](?!\w)|[😊🙂😀😄😁😃👍👌🎉🙏❤✅]|"
    r"\b(looks? (much |a lot |way )?better|(much|way) better)\b|"
    r"\b(great|perfect|nice|good|awesome|excellent|impressive|"
    r"thanks|thank you|"
    r"works|worked|lgtm|cool|parfait|super|superb|merci|genial|bravo|perfetto|grazie|ottimo|"
    r"perfecto|(it'?s|its|it is|is|are) (now )?working|works now|working now|"
    r"gracias|excelente|genau|danke|prima|klasse|toll|perfeito|obrigad[oa]|bedankt|"
    r"хорошо|отлично|спасибо|супер|класс|"
    # Ukrainian, Polish, Turkish, Portuguese thanks and praise
    r"дякую|чудово|відмінно|добре|dzi[eę]ki|dzi[eę]kuj[eę]|[sś]wietnie|idealnie|dobrze|"
    r"tesekkur\w*|sag ?ol|harika|guzel|mukemmel|otimo|valeu|"
    # Indonesian, Vietnamese, Swedish, Czech
    r"terima kasih|makasih|bagus|mantap|cam on|tuyet voi|tack|bra|perfekt|diky|dekuji|"
    r"skvele|vyborne)\b|"
    r"好的|很好|完美|谢谢|可以了|不错|挺好|ありがとう|完璧|いいね|素晴らしい|いい感じ|良いです|"
    r"いいです|良さそう|"
    r"좋아|좋네|좋습니다|감사|고마워|고맙|완벽|훌륭|잘 ?됐|잘 ?되네")
# An acknowledgement, whatever follows it ("ok", "okay", "yes", "d'accord", "vale").
_ACK = _rx(r"\b(yes|yep|yeah|ok|okay|alright|d'accord|va bene|vale|tamam)\b")
# A request laid out as a task: a numbered or bulleted list of steps.
_TASK_LIST = _rx(r"^\s*(?:\d+[.)]|[-*•]) +\S", re.M)
# What breaks, said in the turn: an error, a failure, a crash, "does not work", "still", in the
# five languages and, as a prior for the others, in a few more. After the agent's claim of
# completion or its delivered work, it reports breakage in what was just delivered.
_FAILURE = _rx(
    r"\b(errors?|erroring|exceptions?|broken|breaks|fail(s|ed|ing|ure)?|crash(es|ed|ing)?|bug|"
    r"buggy|(doesn'?t|does not|don'?t|isn'?t|is not|not|didn'?t|did not|won'?t|never) "
    r"work(s|ing|ed)?|"
    # what the work should do and does not: it does not run, load, start, show, respond (the
    # verb after a negated auxiliary: "do not show X" asks for something)
    r"(isn'?t|is not|are not|aren'?t|wasn'?t|was not|doesn'?t|does not|didn'?t|did not|"
    r"won'?t|will not|still not|never) (run(s|ning)?|load(s|ing|ed)?|start(s|ing|ed)?|"
    r"show(s|ing|n)?|display(s|ing|ed)?|render(s|ing|ed)?|respond(s|ing)?|appear(s|ing)?|open(s|ing)?|"
    r"compil(e|es|ing)|build(s|ing)?)|"
    r"ne (se lance|s'affiche|charge|demarre|s'ouvre|compile|repond|tourne) (pas|plus)|"
    r"non (parte|si avvia|carica|si apre|compila|risponde|si vede|appare|compare)|"
    r"no (carga|arranca|inicia|abre|compila|responde|aparece|se (muestra|ve|abre|carga|inicia))|"
    r"(startet|ladt|lauft|offnet|kompiliert|erscheint) (immer noch |noch )?nicht|"
    r"wird nicht angezeigt|"
    r"nao (carrega|inicia|abre|aparece|compila|responde|roda)|"
    r"не (запускается|загружается|открывается|отображается|показывается|компилируется|"
    r"отвечает|появляется|стартует)|"
    r"nie (uruchamia|[łl]aduje|otwiera|wy[sś]wietla|kompiluje|odpowiada|startuje|pojawia)\w*|"
    r"still|same (error|issue|problem|thing)|"
    r"erreur|plante|casse|marche (pas|plus)|fonctionne (pas|plus)|toujours|"
    r"errore|errori|rotto|non (funziona|va)|ancora|sempre lo stesso|"
    r"errores|falla|roto|no funciona|sigue|todavia|"
    r"fehler|kaputt|funktioniert nicht|geht nicht|immer noch|noch immer|"
    r"erro|quebrou|nao funciona|ainda|"
    r"ошибк\w*|не работает|сломал\w*|падает|вс[её] ещ[её]|до сих пор|по-прежнему|"
    r"остал(ся|ась|ось|ись)|не (проход|срабатыв|собира|компилиру)\w*|"
    r"не (проход|спрацьов|збира)\w*|no (pasa|pasan|compila)|non (passa|passano|scatta)|"
    r"nao (passa|passam)|(passe|passent) pas|(lauft|laufen) nicht durch|"
    # and, as a prior for languages no labelled turn speaks yet, the same class in each
    # (Polish, Ukrainian, Turkish, Portuguese, Spanish, Russian): the failure words (an error,
    # it does not work, it broke, it crashes) and the adverbs of a state that outlived the fix
    # ("still"); "again" only before a negation or "the same" ("run it again" asks)
    r"nadal|wciaz|ciagle nie|b[łl](ad|edy|edu|edem|edow|edami|edach)|nie dzia[łl]a\w*|"
    r"zepsu\w*|wysypuje|"
    r"(znowu|znow|ponownie) (nie|ten sam\w*|to samo|b[łl](ad|edy|edu|edem|edow|edami|edach))|"
    r"помилк\w*|не працю\w*|зламал\w*|зламан\w*|падає|досі|вс[еі] ще|як і раніше|"
    r"(знову|опять|снова) (не|той же|та ж\w*|те ж\w*|та же|то же|тот же|ошибк\w*|помилк\w*)|"
    r"hata\w*|cal[ıi]sm[ıi]yor|olmad[ıi]|bozul\w*|bozuk|coktu|"
    # (Turkish "hâlâ" written "hala" is also a Spanish interjection: only before a negative
    # verb, "the same" or an error)
    r"hala (\w+m[ıiuü]yor|ayn[ıi]|hata\w*)|yine (ayn[ıi]|hata\w*)|"
    r"falhou|falha|quebrad[oa]|continua (dando|com|sem|nao|igual)|o mesmo (erro|problema)|"
    r"fallando|no sirve|sigue sin|el mismo (error|problema)|"
    r"(de nuevo|otra vez) (falla|el error|no)|aun no|"
    r"(de novo|outra vez) (nao|o mesmo|erro|falh\w*)|вс[её] равно|все одно|"
    # Indonesian, Vietnamese, Swedish, Czech: still, an error, it failed, it does not work
    r"masih|gagal|rusak|eror|(tidak|gak|nggak|enggak) (jalan|berfungsi|work\w*)|"
    r"van (chua|khong|bi|con)|loi|"
    r"fortfarande|fel(et|en|meddelande\w*)|krasch\w*|trasig\w*|(fungerar|funkar|gar) inte|"
    r"porad|furt|nefunguje|nejde|spadl\w*|rozbit\w*|chybu|chyby|chybov\w*)\b|"
    r"报错|错误|失败|崩溃|不行|没用|没有效果|没有?生效|不起作用|还是|仍然|依然|仍旧|依旧|"
    r"没反应|没效果|不好使|不工作|没(有)?变化|打不开|跑不起来|运行不了|又(出现|报|错|失败|不行)|"
    r"一直(报错|失败|不行|卡)|"
    r"无法(启动|加载|显示|打开|访问|连接|运行|编译)|(显示|加载|启动|运行)不(出来|了)|不再?显示[^，。！？,.!?]{0,6}了|"
    r"エラー|動かない|動きません|動作しない|うまくいかない|効かない|直って(い)?ない|"
    r"変わって(い)?ない|変わらない|失敗|相変わらず|"
    r"起動しない|表示されない|読み込まれない|開かない|"
    # まだ (still) and また (again) fold to one spelling: a failure only with a negation, an
    # error or "the same" after it in the clause ("また、X を追加して" adds a request)
    r"まだ(?=[^、,。！？!?]{0,10}(ない|ません|エラー|失敗|同じ))|"
    r"에러|오류|실패|안 ?돼|안 ?되|작동하지 ?않|작동 ?안|동작하지 ?않|동작 ?안|깨졌|깨져|망가|"
    r"여전히|아직도|똑같은|같은 (?:에러|오류|문제)|(?:또|계속) (?:에러|오류|안 ?[돼되]|실패)|버그")
# Output the turn shows rather than says: an attached terminal or selection (chat tools insert
# these references for the person; Cursor names the terminal's file and lines,
# "@…/terminals/3.txt:115-118"), a pasted block, a pasted image. (From the last "@" before the
# path: from every "@" of a long run, `\S*` scanned to the run's end.)
_SHOWS_OUTPUT = _rx(
    r"#terminal\w*|#selection\b|@terminal\b|@[^\s@]*terminals[\\/]\d+\.txt\b|\[pasted text|"
    r"\[image #?\d*\]|<attached|"
    r"#file:\S+|\[screenshot")
# A screenshot or picture of the screen, named in any of the ten languages (or the name a chat
# tool gives a pasted image): the person shows what the work does.
_SCREENSHOT = _rx(
    r"\b(screen ?shots?|screen ?captures?|screen ?grabs?|capturas?( de (pantalla|tela))?|"
    r"captures? d'ecran|bildschirmfotos?|screenshots?|schermat[ae]|скрин\w*|"
    r"image\.(png|jpe?g)|pasted image)\b|截图|截屏|屏幕截图|スクショ|スクリーンショット|"
    r"画面キャプチャ|스크린샷|캡처|캡쳐")
# Program output pasted as it prints, read line by line on the raw text: a log line (a
# timestamp, a level), a terminal prompt with its command, an HTTP status. Two such lines, or
# one status or prompt, show a run of the work rather than words about it.
_OUTPUT_LINE = _rx(
    r"^\s*\[?\d{4}-\d\d-\d\d[ T]\d\d:\d\d|^\s*\[?\d\d:\d\d:\d\d\b|"
    r"^\s*\[?(INFO|WARN|WARNING|ERROR|DEBUG|TRACE|CRITICAL|FATAL|ERR)\]?[\s:]|"
    r"^\s*npm (warn|ERR!)|^\s*(warning|error|note|hint):", re.M)
_OUTPUT_MARK = _rx(
    r"^\s*(\$|PS [A-Z]:\\[^>\n]*>|[A-Z]:\\[^>\n]*>|[\w.-]+@[\w.-]+:[~/][^$#\n]*[$#]|>>>) ?\S|"
    r"\bHTTP/\d(\.\d)? [45]\d\d\b|\b[45]\d\d (Internal Server Error|Not Found|Bad Request|"
    r"Unauthorized|Forbidden|Bad Gateway|Service Unavailable|Gateway Time-?out|"
    r"Method Not Allowed|Unprocessable Entity|Too Many Requests)\b|"
    r"\b(status( code)?|code|statuscode)[:= ]+[45]\d\d\b|"
    r"\b(GET|POST|PUT|DELETE|PATCH) /\S* (HTTP/\S+ )?\"? ?[45]\d\d\b", re.M)

# Where a service of the person's own machine answers: the loopback host, or an address with a
# port ("http://localhost:8080", "127.0.0.1:5000", "192.168.1.20:3000"). A turn naming one
# after the agent's reply reports what the work does when run there (it is down, another
# service answers, the page fails), in whatever language the rest is said.
_LOCAL_ADDRESS = _rx(r"\b(localhost|127\.0\.0\.1|0\.0\.0\.0)\b|\[::1\]|"
                     r"\b\d{1,3}(\.\d{1,3}){3}:\d{2,5}\b", re.I)


def program_output(text: str) -> bool:
    """Does the turn paste program output: two log or diagnostic lines, or a terminal prompt
    with its command, or an HTTP error status?"""
    raw = text[:6000]
    return len(_OUTPUT_LINE.findall(raw)) >= 2 or _OUTPUT_MARK.search(raw) is not None


# A question, by its opening or its end, in the five languages and a few more: a turn that asks
# about a failure ("is it still running?", "what is the error?") does not report one.
_ASKS = _rx(
    r"^((ok|okay|so|and|but|hmm+|wait|mais|et|alors|ma|e|pero|y|aber|und|also)[ ,]+){0,2}"
    r"(is|are|was|were|do|does|did|what|what's|whats|why|how|where|which|who|can|could|"
    r"would|will|should|have|has|est-ce|qu'est|que|quoi|pourquoi|comment|quel|quelle|ou|"
    r"cosa|che|perche|come|dove|quale|qual|por que|como|donde|cual|warum|wie|wo|welche|"
    r"welcher|gibt|ist|sind|kannst|hast|o que|что|почему|как|где|зачем|ли|"
    # Ukrainian, Polish: the question words and particles that open a question
    r"чи|що|чому|навіщо|де|який|яка|czy|co|jak|gdzie|dlaczego|czemu|ktory|ktora|"
    # Indonesian, Swedish
    r"apakah|bagaimana|gimana|kenapa|mengapa|varfor|hur|vad|vilka|vilken)\b|"
    # Turkish: the question particle closing the sentence
    # (not a bare "mi": Spanish "a mí" ends statements)
    r"\bm[ıuü](s[ıi]n|y[ıi]m|d[ıi]r|y[ıi]z)?\s*$|\bmi(sin|yim|dir|yiz)\s*$|"
    # Japanese: the question particle closing the turn
    r"(ですか|ますか|でしょうか|かな)\s*$|"
    r"[?？]\s*$|[吗呢][?？]?\s*$|^(为什么|怎么|什么|你(认为|觉得))|"
    # the A-not-A question of Chinese ("是不是", "有没有", "能不能", written "是否"), wherever
    # it stands
    r"(是不是|有没有|能不能|可不可以|要不要|会不会|对不对|好不好|是否)|"
    # Korean: a question word opening the turn, a question ending closing it
    r"^(뭐|무엇|무슨|어떻게|어디|언제|어느)")
# A turn that opens on what was just delivered, pointing back at it ("it uses UTC", "that was a
# sticker", "ça plante", "这个不对"), rather than naming a new subject; said, not asked.
_BACK_REFERENCE = _rx(
    r"^((hmm+|um+|uh+|ok|okay|so|but|and|well|mais|et|alors|ma|e|pero|y|aber|und|но|а)[ ,]+){0,2}"
    r"(it|it's|its|this|that|that's|these|those|they|there|here|ca|c'est|ce|cela|questo|quello|"
    r"sta|eso|esto|esta|es|das|dies|da|isso|isto|это|оно|они|там)\b|^(这|它)|"
    # ("那" opening a next step is "then": "那一步一步来", "那还是…吧")
    r"^那(?=个|些|里|边|是|样|种|次|块|段|张|页|行|条|不)|"
    r"^(이거|이건|이게|그거|그건|그게|저거|여기)")
# A turn that opens as a request for something new, in the five languages and a few more
# ("please add ...", "let's plan ...", "I'd like ...", "请...", "帮我..."): the next task, unless
# the rest of it relates to what was just done.
_REQUEST_OPENING = _rx(
    r"^((ok|okay|so|and|also|now|next|then|alright|mais|et|alors|ma|e|pero|y|aber|und)[ ,]+){0,2}"
    r"(please|pls|plz|help me|let'?s|let us|i want|i need|i'?d like|we need|s'il te plait|"
    r"s'il vous plait|stp|aide-moi|j'aimerais|je veux|per favore|aiutami|vorrei|por favor|"
    r"ayudame|quiero|bitte|hilf mir|ich mochte|ich will|ich brauche|por favor|preciso|"
    r"пожалуйста|помоги|"
    # Ukrainian, Polish, Turkish
    r"будь ласка|допоможи|хочу|prosz[eę]|pom[oó][zż]|chc[eę]|potrzebuj[eę]|l[uü]tfen|"
    r"istiyorum|"
    # Indonesian, Vietnamese, Swedish, Czech
    r"tolong|buatkan|saya (mau|ingin)|aku mau|giup (toi|minh)|toi muon|vui long|snalla|"
    r"jag vill|prosim|chci)\b|^(请|帮我|麻烦|帮忙)|^(부탁|제발)")
# An objection opening the turn: "but ...", "actually ...": what was just delivered is not what
# was wanted. The conjunctions and adverbs that open such a clause, in the five languages and a
# few more (Portuguese, Dutch, Russian; Chinese and Japanese, where they open the turn).
_OBJECTION = _rx(
    r"^((hmm+|um+|uh+|ok|okay|well|oh|ah|wait|euh|bah|beh|pues|na|ну)[ ,.!]+){0,2}"
    r"(but|however|though|actually|mais|pourtant|cependant|en fait|ma|pero|tuttavia|invece|"
    r"in realta|sin embargo|en realidad|aber|doch|jedoch|eigentlich|mas|porem|na verdade|maar|"
    r"eigenlijk|но|однако|вообще-то|на самом деле|"
    # Ukrainian, Polish, Turkish
    r"але|проте|однак|насправді|ale|jednak|w[łl]a[sś]ciwie|tak naprawde|ama|fakat|ancak|"
    r"asl[ıi]nda|"
    # Indonesian, Vietnamese, Swedish, Czech
    r"tapi|tetapi|namun|sebenarnya|nhung|thuc ra|men|faktiskt|ve skutecnosti)\b|"
    r"^(但是|但|可是|不过|然而|其实|实际上|でも|しかし|だけど|実は|"
    r"근데|그런데|하지만|그렇지만|사실|실은)")
# What ought to be, said of the work: "it should be X", "it was supposed to", "dovrebbe",
# "sollte", "应该" — the turn sets how things should be against how the agent left them.
_OUGHT = _rx(
    r"\b(should(n'?t| not)? (be|have|stay|look|show|say|read|return|use|point|go)|shouldnt|"
    r"supposed to|meant to|ought to|devrait|devraient|aurait du|auraient du|est cense|"
    r"sont censes|doit etre|dovrebbe|dovrebbero|avrebbe dovuto|deve essere|doveva|deberia|"
    r"deberian|tendria que|debe ser|deberia haber|se supone|sollte|sollten|hatte sollen|"
    r"soll doch|deveria|deveriam|должн\w*|надо было|zou moeten|hoort|"
    # the obligation said of the work in its passive or its state ("muss das erkannt
    # werden", "a mensagem deve se referir a", "needs to be", "tiene que quedar")
    r"(needs|has) to be|must be|muss(te)? [^.!?,]{0,40}\b(werden|sein)|"
    r"(deve|devem|precisa|tem que) (ser|estar|ficar|ter|se \w+)|"
    r"tiene que (ser|estar|quedar)|deve (stare|avere|restare)|"
    # Ukrainian, Polish, Turkish: "ought to", "was to be"
    r"має бути|мало бути|мав би|повин\w*|powin(ien|na|no|ny|ni)\w*|mia[łl](o|a|y)? by[cć]|"
    r"olmal[ıi]\w*|gerekiyordu|gerekirdi|"
    # Indonesian, Vietnamese, Swedish, Czech
    r"seharusnya|harusnya|mestinya|semestinya|le ra|borde|ska vara|skulle vara|"
    r"mel[oaiy]? by)\b|"
    # (not "我应该" nor "应该怎么": what the person is to do, asked)
    r"(?<!我)应该(?!怎么|如何|怎样)|(?<!我)应当|本应|本来|原本|才是|才对|べき|はず|"
    # Korean: the obligation ending (-아야/-어야/-해야 하다), said after the fact (-았어야)
    r"[아어해]야 ?(?:해|하|돼|되|지)|었어야|았어야|했어야")
# The person asks the agent to do it itself, directly, rather than hand the work back ("apply
# it yourself", "directement", "直接修改"): the agent's reply left the work to the person.
_YOURSELF = _rx(
    r"\b((do|fix|apply|make|change|edit|run|write|update|commit|handle) (it|them|this|that|"
    r"these|those|the changes?|the edits?) (yourself|directly)|directly|do it for me|you do it|"
    r"toi-meme|vous-meme|directement|da solo|tu stesso|direttamente|fallo tu|tu mismo|"
    r"directamente|hazlo tu|du selbst|selber|direkt|voce mesmo|diretamente|zelf|сам|сами|"
    r"напрямую|"
    # Ukrainian, Polish, Turkish
    r"безпосередньо|sam[a]? (to )?(zr[oó]b|popraw|zmie[nń])|(zr[oó]b|popraw|zmie[nń]) to sam[a]?|"
    r"bezpo[sś]rednio|kendin|dogrudan)\b|直接|你自己|自分で|직접")
# A contrast ("but"), in the five languages and a few more: praise it follows is taken back.
# (not Polish "ale" anywhere in the clause: "able" typed short is English; it objects where
# it opens a sentence, `_OBJECTION`)
_BUT = _rx(r"\b(but|mais|ma|pero|aber|mas|maar|но|однако|але|ama|fakat|tapi|tetapi|namun|"
           r"nhung|men)\b|但是|可是|でも|"
           r"けど|"
                r"근데|그런데|하지만|그렇지만|지만 ")
# A contrast where words are not spaced, joined to the end of the clause it takes back
# (Japanese "思いますが、", "けど", "のに"; Chinese "不过", "但"), or opening the next clause.
_BUT_JOINED = _rx(r"(?<=[すただるいうね])が[、,，]|けど|けれど|のに[、,，]|"
                  r"[，,、]\s*(但|不过|可是|只是)|^(不过|但)")
_EXCEPT = _word_class("except")
_NO_CHANGE = _word_class("no_change")
_OBSERVES = _word_class("observes")
_BREAKS = _word_class("breaks")
_GO_AHEAD = _word_class("go_ahead")
_DISAGREE = _word_class("disagree")
_DOUBTS = _word_class("doubts")
_HAND_BACK = _word_class("hand_back")
_MANNER = _word_class("manner")
_ALSO_NEEDED = _word_class("also_needed")
_MUST = _word_class("must")
_NO_OPENING = _rx(r"^((hmm+|um+|uh+|oh|ah|well|euh|beh|pues|na|ну|え|えっ|あれ|诶|欸|嗯|어|음)"
                  r"[ ,.!?？！、。…]*){0,2}(?:"
                  + _word_class("no_opening").pattern + ")")
_REPORTS_RISING = _word_class("reports_rising")
_TRY_IT = _word_class("try_it")
_AWAITS = _word_class("awaits")
_EXCESS = _word_class("excess")
_RATHER = _word_class("rather")
_POSSIBLE = _word_class("possible")
# A bare prod, the whole turn: a connective and a question mark ("and... ?", "so?", "e
# allora?", "и?", "然后呢？", "それで？", "그래서?"): the agent stopped before the work was done.
_NUDGE = _rx(
    r"^\W{0,64}(and|so|well|then|and then|and now|now what|so what|e|e allora|allora|e quindi|y|"
    r"y entonces|entonces|y ahora|et|et alors|alors|et donc|und|und jetzt|also|na und|e entao|"
    r"e ai|entao|и|и что|ну|а|ну и|and so|然后|然后呢|所以|那|呢|それで|で|そして|그래서|그리고|"
    r"근데)?\W{0,64}[?？]\W{0,64}$")
_TOLD = _word_class("told")
_UNDO = _word_class("undo")
_EXPLAINS = _word_class("explains")
# The person's own undoing ("I will only revert the conversation", "我自己回滚", "я сам откачу"):
# a plan or a report of theirs, not a request to the agent.
_OWN_UNDO = _rx(r"\b(i|we)( \w+){0,3} (revert|reverted|roll(ed)? ?back|undo|undid)\b|"
                r"\bя( \w+){0,2} (откачу|откатил|верну|вернул|отменю|отменил)\b|"
                r"我(会|来|自己|先|已经)?(撤销|回滚|还原|改回)|(私|僕|自分)(が|で)[^。！？]{0,8}戻")
_NOT_DONE = _word_class("not_done")
_UNASKED = _word_class("unasked")
_INSULT = _word_class("insult")
_WRONG = _word_class("wrong")
_HOUSE = _word_class("house")
_SUFFICES = _word_class("suffices")
_DEGREE = _word_class("degree")
_ONLY = _word_class("only")
_PROPERLY = _word_class("properly")
# A few words, the whole turn: how long a request for more or less of the same change is
BRIEF = 60
BRIEF_WORDS = 5
# The person as the subject right before "only": what they did ("i only changed a couple of
# things"), not what the agent is to restrict itself to.
_OWN_SUBJECT = _rx(r"\b(i|we|i'?ve|we'?ve|je|j'ai|io|ho|yo|he|ich|wir|eu|я|мы|ja)( \w+)?\s*$|"
                   r"我(们)?\s*$")


def _restricts(part: str) -> bool:
    """Does the sentence restrict the work to a part of it ("riduci solamente il margine",
    "only change the header")? Not a compound ("read-only", "nur-lesen") nor the person's own
    doing ("i only changed ...")."""
    for found in _ONLY.finditer(part):
        before, after = part[:found.start()], part[found.end():]
        if before.endswith("-") or after.startswith("-"):
            continue
        if _OWN_SUBJECT.search(before[-16:]) is None:
            return True
    return False
_INSPECT = _rx(r"^((ok|okay|so|now|and|also|next|then|please|pls|can you|could you|mais|et|"
               r"alors|ma|e|pero|y|aber|und|bitte|请|帮我|麻烦)[ ,]*){0,3}(?:"
               + _word_class("inspect").pattern + ")")
# The person tried the work and says what happened: a "when I ..." clause ("when I hover, it
# hides", "quand je lance", "когда я отправляю"), the subordinator and the first person in the
# five languages and a few more (a hypothetical "if I" asks for a feature).
_TRIED = _rx(
    r"\b(when|whenever|quand|lorsque|quando|cuando|wenn|als|когда|коли)\b[^.!?,]{0,30}"
    r"\b(i|je|j|io|yo|ich|eu|я)\b|\b(kiedy|gdy)\b[^.!?,]{0,30}\bja\b|(我|私が)[^,.!?。，！？]{0,10}(的时候|时|すると|したら)|"
    r"(내가|제가)\s?[^,.!?\n]{0,40}(하면|했더니|하니까|하니|할 ?때|눌렀더니|누르면)|"
    r"(누르|눌렀|클릭하|클릭했|실행하|실행했|접속하|접속했|선택하|골랐|열었)(니까|니|더니)|"
    # or says it did what the agent told it to ("I did that", "hab ich gemacht", "ya lo
    # hice", "照做了", "やってみた", "해봤는데"): the first person and a past of doing or
    # trying, what it did being the agent's instructions
    r"\bi (click|press|tap|type|enter|submit|select|open|refresh|reload|run|try)\w*\b"
    r"[^.!?]{0,40}\bbut\b|"
    r"\bi (did|tried|ran|restarted|reloaded|refreshed|rebuilt|reinstalled|followed|cleared|"
    r"applied) (it|that|this|them|those|what you|your|everything|all|the steps)\b|"
    r"^((ok|okay|yes|yeah|so)[ ,.]+)?(did|tried|done) (it|that|this)\b|"
    r"\b(hab|habe) ich (gemacht|probiert|versucht|ausgefuhrt|getan)|"
    r"\bich (hab|habe) (es |das )?(gemacht|probiert|versucht|neu gestartet|ausgefuhrt)|"
    r"\bj'?ai (fait|essaye|teste|relance|redemarre|suivi|applique) (ca|cela|ce|tout|les|"
    r"la|le)\b|\bho (fatto|provato|riavviato|eseguito|seguito|applicato)\b|"
    r"\b(ya )?lo (hice|probe|ejecute|aplique)\b|\bya (hice|probe|ejecute|reinicie)\b|"
    r"\b(ja )?(fiz|tentei|testei|rodei|executei|reiniciei|apliquei)( isso| isto| tudo| o)?\b|"
    r"\b(я )?(сделал|попробовал|перезапустил|выполнил|запустил)(а|и)?\b|"
    r"我(试了|试过|做了|照做了|运行了|重启了|执行了)|照做了|试过了|"
    r"(やって|試して)みた|試しました|やりました|再起動しました|"
    r"해 ?봤|(했|실행했|재시작했|적용했)는데")
# The new state, said: the turn opens on "now" and a subject ("now it shows on every hover",
# "теперь я получил"), not on the verb of the next request ("now add ...", "now let's ...");
# the subject pronouns, articles and "when" of the five languages and a few more.
_NOW_STATE = _rx(
    r"^((ok|okay|so|but|and|hmm+|well|mais|et|alors|ma|e|pero|y|aber|und|но|а|и)[ ,.]+){0,2}"
    r"(now|maintenant|adesso|ora|ahora|jetzt|agora|теперь|сеичас|тепер|зараз|teraz|simdi)[ ,]+"
    r"(i|it|it's|its|the|this|that|they|there|we|everything|nothing|all|when|je|j|il|elle|ca|"
    r"c|on|tout|rien|le|la|les|quand|io|e|si|lo|non|tutto|niente|quando|yo|el|los|las|se|no|"
    r"todo|nada|cuando|ich|es|er|sie|der|die|das|alles|nichts|wenn|eu|o|a|os|as|ele|ela|nao|"
    r"tudo|я|он|она|оно|они|все|ничего|когда|это|мне|у|в|"
    # (not Polish "to" nor Turkish "her": English words too)
    r"воно|вони|нічого|коли|це|мені|nic|wszystko|kiedy|gdy|mam|hicbir)\b")
# Where a clause ends: punctuation, in its ASCII and full-width forms, or a line break.
# code spans and fenced blocks, whose words are the program's, not the person's
_QUOTED_CODE = _rx(r"```.*?(?:```|$)|`[^`\n]*`", re.S)
_CLAUSE_END = _rx(r"[,;:.!?\n。，；：！？]")
# Where the next sentence of a turn starts: after a full stop, a question or an exclamation
# mark and a space, or after their full-width forms.
SENTENCES = _rx(r"(?<=[.!?])\s+|(?<=[。！？])\s*|\n\s*")
# The agent's own doing, where words are not spaced: "你" (you) with the perfective "了" in the
# same clause (not after a modal: "你可以开始了" asks), or "你没(有)" (you did not).
_YOU_DID_UNSPACED = _rx(
    r"你(?!可以|能|会|要|需要|先|再|来|帮|去|看|觉得|认为)[^,.!?;。！？；\s]{1,8}了|你(并)?没有?")

SHORT_TURN = 160
LONG_TURN = 600

FEATURES: tuple[str, ...] = (
    "lexical", "interrupt", "rejected", "repeat", "calm", "after_action", "after_claim",
    "names_change", "you_did", "redirect", "contrast", "redirect_after_action", "why_you",
    "what_these", "now_broken", "praise_broken", "partial", "pasted_error", "error_after_claim",
    "ahead", "approval", "question", "go_ahead",
    # structural, in any language
    "delivered", "echo", "echo_short", "echo_own", "short", "long", "error_block",
    "error_after_delivery", "negation", "short_negation", "negation_after_delivery",
    "why_change", "reasks", "unaddressed", "task_list", "redirect_after_delivery", "positive",
    "asks", "answers", "failure", "failure_after_delivery", "shows_output", "output_after_delivery",
    "back_reference", "back_reference_after_delivery", "repeats_earlier", "reminder",
    "request_opening", "objection", "objection_after_delivery", "ought", "ought_after_delivery",
    "yourself", "yourself_after_delivery", "names_new", "tried", "tried_after_delivery",
    "now_state", "series", "doubts", "handed_back", "yourself_after_handback", "must",
    "must_after_delivery", "opens_no", "manner_after_delivery", "restates", "inspect",
    "suffices", "suffices_after_delivery", "told", "insult_after_delivery", "wrong",
    "wrong_after_delivery", "house", "house_after_delivery", "excess", "excess_after_delivery",
    "rather", "rather_after_delivery", "why_failure", "why_failure_after_delivery", "nudge",
    "reports_output", "reports_output_after_delivery", "breakage_after_reply", "undo",
    "undo_after_delivery", "unasked", "not_done", "not_done_after_delivery",
    "explains", "degree", "degree_after_delivery", "only", "only_after_delivery",
    "properly", "properly_after_delivery", "unrecorded", "against_agent",
    "failure_later_after_delivery", "local_address_after_reply",
    # the data-fitted part: what the turn's wording says, read by hashed character n-grams
    # (`ngram_evidence`); set by the detector when a model file is there, never by `features`
    "ngram")


def unrecorded(*, action: str, claim: str, request: str) -> bool:
    """Does the log leave out the agent's side before the turn? Nothing of the agent's is
    there, yet the person spoke before (a prompt history, `.claude/history.jsonl`, records the
    person's prompts only): the agent did answer that earlier turn. A session's first words
    have no earlier turn either."""
    return not action and not claim.strip() and bool(request.strip())


def relates(*, action: str, claim: str, request: str) -> bool:
    """Is there anything for a turn to relate to: the agent's action or reply before it, or,
    where the log does not record the agent's side, the person's earlier turn (`unrecorded`)?
    A session's first words relate to nothing the agent did."""
    # the agent's side itself, or the earlier turn an unrecorded side answered
    return bool(action) or bool(claim.strip()) or bool(request.strip())


def features(text: str, *, action: str = "", claim: str = "", lexical: bool = False,
             signals: Sequence[str] = (), calm: bool = False,
             request: str = "", earlier: float = 0.0,
             restated: float = 0.0) -> dict[str, float]:
    """The evidence for one human turn (each in [0, 1]). `request` is the human's turn before
    (what the agent's action answered); `earlier`, the largest share of the turn's words that
    an earlier human turn of the session already said (`said_before`); `restated`, the largest
    share of one earlier turn's words that this turn says again."""
    head = normalise(text[:1500])
    tail = normalise(text[-400:]) if len(text) > 1500 else ""
    norm = head + ("\n" + tail if tail else "")
    words = _action_entities(action) + _claim_code(claim)
    claimed = bool(claim) and _claims(normalise(claim))
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
        "names_change": float(any(_names(norm, w) for w in words)),
        "you_did": float(_addressed_did(norm)
                         or _YOU_DID_UNSPACED.search(head[:OPENING]) is not None),
        "redirect": float(_REDIRECT.search(norm) is not None),
        "contrast": float(_CONTRAST.search(head) is not None),
        "redirect_after_action": float(bool(action) and (_REDIRECT.search(norm) is not None
                                                         or _CONTRAST.search(head) is not None)),
        "why_you": float(_WHY_YOU.search(norm) is not None),
        "what_these": float(_WHAT_THESE.search(norm) is not None),
        "now_broken": float(broken),
        "praise_broken": float(praise and broken),
        "partial": float(_PARTIAL.search(norm) is not None
                         or _ALSO_NEEDED.search(head[:OPENING]) is not None),
        "pasted_error": float(pasted),
        "error_after_claim": float(pasted and claimed),
        "ahead": float(_AHEAD.search(head) is not None),
        "approval": float(_APPROVAL.search(head) is not None),
        "question": float(head.rstrip().endswith("?")),
        # the person lets the agent go on ("lets continue", "继续"), with no failure said
        "go_ahead": float(_GO_AHEAD.search(head[:OPENING]) is not None
                          and not _states_failure(head[:OPENING])
                          and _NEGATION_ANY.search(_first_clause(head)) is None),
        # the agent answered the person's earlier turn, but the log leaves its side out
        "unrecorded": float(unrecorded(action=action, claim=claim, request=request)),
    }
    f.update(_structure(text, head, action=action, claim=claim, request=request, known=f))
    f.update(_reaction(text, head, action=action, claim=claim, earlier=earlier,
                       restated=restated, known=f, request=request))
    return f


STATED_STATE = 100  # the longest sentence (characters) read as a state reported on its own
REPEATED = 0.6  # the share of a turn's words an earlier turn said, for it to say it again
RESTATED = 0.8  # the share of an earlier turn's words a turn says, for it to restate it


def _reaction(text: str, head: str, *, action: str, claim: str, earlier: float,
              restated: float, known: Mapping[str, float], request: str = "") -> dict[str, float]:
    """How the turn meets what was just delivered, whatever its language: it reports a failure
    or shows output after the agent claimed completion or delivered work, it opens by pointing
    back at that work, it says again what an earlier turn said and the reply did not take up,
    or it asks, or it answers the agent's question."""
    delivered = known["delivered"] > 0
    opening = head[:OPENING]
    # the turn asks when its first sentence does (by its opening or its question mark): a
    # statement followed by a request ("this isn't markdown. can you ...?") says something
    found = _FIRST_SENTENCE.match(opening)
    first = found.group(1) if found else opening
    tried = _TRIED.search(opening) is not None
    # a why about the agent's change challenges its choice; it does not ask for information;
    # "when I ..." not asked is what happened, not a question
    doubts = _DOUBTS.search(opening) is not None
    sentence = found.group(0) if found else opening
    asks = (_ASKS.search(sentence) is not None or _POSSIBLE.search(sentence) is not None) and not (
        known["why_change"] > 0) and not (tried and "?" not in first) and not doubts and (
        _REPORTS_RISING.search((found.group(0) if found else opening).strip()) is None)
    # the agent's last words end on a question to the person, or on a question and then the
    # choices it offers or why it matters ("how should that work on a phone? - Read-only ...
    # This affects whether ..."), with no claim of work done after it, or they wait for the
    # person's approval ("Aguardando aprovação"): the turn answers it
    answers = bool(claim) and (_asks_person(claim) or _AWAITS.search(
        normalise(claim[-200:])) is not None)
    # a failure in the first sentence, or in a later one that an objection opens ("the
    # service shows up now. but copying the URL fails")
    failure = _states_failure(opening) or any(
        _OBJECTION.match(part) and _states_failure(part)
        for part in SENTENCES.split(opening)[1:3])
    # a failure stated in a later sentence, after an opening that states rather than asks:
    # the person first takes the work up (praise, the next wish) and then says what of it
    # does not work ("great. now save the pools. the add button does not work"). A turn that
    # opens by asking for something goes on describing what it asks for ("can you make sure
    # it updates on save? we also want to see errors"), so its later failure words are
    # part of the request, not a report; nor is a failure asked about. A state is reported in
    # a sentence of its own ("кнопка добавить не работает."): a failure inside a long
    # sentence is part of a reasoning ("it's possible it might get into a broken state, so I
    # need an out of band deployment system which ...").
    failure_later = not failure and not _asked(first + (found.group(2) if found else "")) and (
        _ASKS_OPENING.match(first.strip()) is None) and any(
        len(part) <= STATED_STATE and _states_failure(part) and not _asked(part)
        for part in SENTENCES.split(opening)[1:4])
    shows = _SHOWS_OUTPUT.search(opening) is not None or (
        known["error_block"] > 0 and known["long"] > 0) or (
        _SCREENSHOT.search(head) is not None) or program_output(text)
    # what the program shows or gives back, said (not asked) in one of the first sentences
    observed = any(_OBSERVES.search(part) and not _asked(part)
                   and _ASKS_OPENING.match(part.strip()) is None
                   for part in SENTENCES.split(opening)[:3])
    back = (_BACK_REFERENCE.search(opening) is not None and "?" not in first
            and not known["positive"] and not asks and known["short"] > 0)
    repeated = earlier >= REPEATED
    # an objection opens the turn or one of its sentences, or takes back the praise that
    # opens it ("all good but ...")
    # (a bare "ok" taken back is an objection too: "ok now it shows on every hover, but...",
    # "all screens are okay except ...")
    objection = _objects(opening) or ((_POSITIVE.search(_first_clause(head)) is not None
                                       or _ACK.search(_first_clause(head)) is not None)
                                      and _taken_back(head))
    ought = _OUGHT.search(opening) is not None
    yourself = _YOURSELF.search(opening) is not None
    # the reply left the work to the person (no edit or command of its own before it)
    from memory_engine.reflexion.actions import ACTING

    handed_back = bool(claim) and action.partition(":")[0] not in ACTING and (
        _HAND_BACK.search(normalise(claim[-400:])) is not None)
    must = _MUST.search(opening) is not None
    # said of the work, not asked ("is it wrong?" asks)
    wrong = any(_WRONG.search(part) and not _asked(part)
                for part in SENTENCES.split(opening))
    # said, not asked ("should we just call it X?" asks what would do)
    suffices = any(_SUFFICES.search(part) and not _asked(part)
                   for part in SENTENCES.split(opening))
    # too much of something, or something else would be better, said of the work, not asked
    excess = any(_EXCESS.search(part) and not _asked(part)
                 for part in SENTENCES.split(opening))
    rather = any(_RATHER.search(part) and not _asked(part)
                 for part in SENTENCES.split(opening))
    # a why asked of a failure ("为什么刷新之后没显示…", "why does it not load?", "デモ再生が
    # できません。なぜでしょうか"): it reports the failure it asks about
    why_failure = _WHY_ANY.search(opening) is not None and any(
        _FAILURE.search(clause) or _BREAKS.search(clause)
        for clause in [_NOT_STILL.sub(" ", _NO_FAILURE.sub(" ", opening))])
    taken_up = repeated and bool(content_words(text[:1500]) & (
        content_words(claim) | content_words(action.partition(": ")[2])))
    # a house rule anywhere in the turn's own words (it often follows a pasted log), not in
    # the code or output it quotes
    house = _HOUSE.search(_QUOTED_CODE.sub(" ", head)) is not None
    # the turn reports breakage of any kind (a failure said, output or an error shown, the
    # program's result described, a why about a failure) right after the agent spoke or
    # acted, with or without a claim of completion
    breakage = failure or why_failure or shows or observed or known["error_block"] > 0 or (
        known["now_broken"] > 0)
    # (a reply the log leaves out was still given: `unrecorded`)
    replied = bool(claim.strip()) or bool(action) or known["unrecorded"] > 0
    request_opening = (_REQUEST_OPENING.search(opening) is not None and not yourself
                       and _MANNER.search(opening) is None)
    undo = any(_UNDO.search(part) and not _asked(part) and not _OWN_UNDO.search(part)
               for part in SENTENCES.split(opening)[:3])
    not_done = any(_NOT_DONE.search(part) and not _asked(part)
                   for part in SENTENCES.split(opening)[:3])
    # a few words, not a request that says "less" in passing ("modify the SVG to have less
    # white space around it")
    degree = (len(text.strip()) <= BRIEF and len(text.split()) <= BRIEF_WORDS
              and _DEGREE.search(head) is not None and not asks)
    only = any(_restricts(part) and not _asked(part) for part in SENTENCES.split(opening)[:2])
    # asked of the work, not said of it done ("tudo funcionou corretamente") nor set for
    # what comes ("first make sure it is properly done")
    properly = (_PROPERLY.search(opening) is not None and not known["positive"]
                and not known["ahead"] and known["short"] > 0)
    return {
        "reports_output": float(observed),
        "reports_output_after_delivery": float(observed and delivered),
        "breakage_after_reply": float(breakage and replied),
        "failure_later_after_delivery": float(failure_later and delivered),
        # (asked, it is whether the service runs: "is http://localhost:8080/ running too?")
        "local_address_after_reply": float(replied and not asks and _LOCAL_ADDRESS.search(
            text[:1500]) is not None),
        "house": float(house),
        "house_after_delivery": float(house and delivered),
        "asks": float(asks),
        "doubts": float(doubts),
        "answers": float(answers),
        "failure": float(failure),
        "failure_after_delivery": float(failure and delivered),
        "shows_output": float(shows),
        "output_after_delivery": float(shows and delivered),
        "back_reference": float(back),
        "back_reference_after_delivery": float(back and delivered),
        "repeats_earlier": float(repeated),
        "reminder": float(repeated and not taken_up and not known["go_ahead"]),
        # a politeness word opening how the work is to be delivered or who is to do it
        # ("请使用 SEARCH/REPLACE 的格式", "please apply it yourself") redirects the work; it
        # does not open the next task
        "request_opening": float(request_opening),
        "objection": float(objection),
        "objection_after_delivery": float(objection and delivered),
        "ought": float(ought),
        "ought_after_delivery": float(ought and delivered),
        "yourself": float(yourself),
        "yourself_after_delivery": float(yourself and delivered),
        "tried": float(tried),
        "tried_after_delivery": float(tried and delivered),
        "now_state": float(_NOW_STATE.search(opening) is not None),
        # the same request said of code no one named before is the next item of a series
        # ("refactor a.py into a package", then "... b.py ..."), not the request made again
        "series": float((repeated or known["reasks"] > 0) and known["names_new"] > 0),
        "handed_back": float(handed_back),
        "yourself_after_handback": float(handed_back and (
            yourself or _MANNER.search(opening) is not None)),
        "must": float(must),
        "must_after_delivery": float(must and delivered),
        "opens_no": float(_NO_OPENING.match(opening.lstrip()) is not None),
        "manner_after_delivery": float(delivered and _MANNER.search(opening) is not None),
        # an earlier request said again in full, with more to it ("raise its z by 100" ->
        # "following how Window_Base sets z, raise its z by 100"): it was not done as asked
        "restates": float(restated >= RESTATED and not repeated and not known["go_ahead"]),
        "inspect": float(_INSPECT.match(opening.lstrip()) is not None),
        "suffices": float(suffices),
        "suffices_after_delivery": float(suffices and delivered),
        "told": float(_TOLD.search(opening) is not None),
        "insult_after_delivery": float(delivered and _INSULT.search(opening) is not None),
        "wrong": float(wrong),
        "wrong_after_delivery": float(wrong and delivered),
        "excess": float(excess),
        "excess_after_delivery": float(excess and delivered),
        "rather": float(rather),
        "rather_after_delivery": float(rather and delivered),
        "why_failure": float(why_failure),
        "why_failure_after_delivery": float(why_failure and delivered),
        "nudge": float(_NUDGE.match(head.strip()) is not None),
        # the agent asked to take back what it did ("revert it", "改回去", "元に戻して"),
        # said, not asked ("can we undo this later?" plans); after delivered work it rejects it
        "undo": float(undo),
        "undo_after_delivery": float(undo and delivered),
        "unasked": float(_UNASKED.search(opening) is not None),
        # the work's result said not to hold ("表示されていない", "并没有生效"), said, not asked
        "not_done": float(not_done),
        "not_done_after_delivery": float(not_done and delivered),
        # a reason given, with no failure nor negation said: context offered, not an
        # objection ("所以不要改" sets a "don't" against the work)
        "explains": float(_EXPLAINS.search(opening) is not None and not failure
                          and not why_failure and not known["negation"]),
        # more or less of the same, in a few words ("bajalo mas", "a bit bigger"): after
        # delivered work, the change did not go far enough
        "degree": float(degree),
        "degree_after_delivery": float(degree and delivered),
        # a restriction to part of the work, said, not asked ("riduci solamente il margine
        # a destra"): after delivered work, it narrows or redirects what the agent did
        "only": float(only),
        "only_after_delivery": float(only and delivered),
        # the work asked for done right this time ("명령어좀 제대로 알려줘")
        "properly": float(properly),
        "properly_after_delivery": float(properly and delivered),
        # a negation or a contrast said of what the agent just said or did, not asked; where
        # the log leaves the agent's side out, of the request its unlogged work answered (the
        # person narrows or reverses it, or says it is not done)
        "against_agent": float(not asks and _sets_against(opening, content_words(claim) | (
            content_words(action.partition(": ")[2])) | (
                content_words(request) if known["unrecorded"] else set()))),
    }


def _asks_person(claim: str) -> bool:
    """Do the agent's last words end on a question to the person, or on a question followed
    only by what it offers or why it matters (no claim of work done after it)?"""
    tail = claim.strip()  # the reply's end, as long as the transcript reader keeps it
    if re.search(r"[?？]\W{0,4}$", tail):
        return True
    ends = [found.end() for found in re.finditer(r"[?？](?=\s|$)", tail)]
    return bool(ends) and not _claims(normalise(tail[ends[-1]:]))


# Where a sentence ends: a full stop, a question or an exclamation mark before a space or the
# end (not the dot of `conf.d` or `app.py`), or their full-width forms.
_SENTENCE_END = _rx(r"[.!?](?=\s|$)|[。！？]")
# The first sentence of a turn and what ends it. Dots in a run ("음... 에러가 생긴 것 같은데",
# "hab ich gemacht.. keinerlei veränderung") are a pause, as dictation and chat write one,
# not the end of a sentence: what follows them is still the opening.
_FIRST_SENTENCE = _rx(r"(.*?)((?<!\.)\.(?=\s|$)|[!?](?=\s|$)|[。！？]|$)", re.S)
# How a clause opens as a question (the opening half of `_ASKS`).
_ASKS_OPENING = _rx(_ASKS.pattern.split("|[?？]", 1)[0])
# A sentence that asks by its end: a question mark, or the Japanese and Chinese question
# particles that close it ("どう違いますか", "对吗"; not "呢", as often a statement's).
_ASKED_END = _rx(r"([?？]|(ですか|ますか|でしょうか|ませんか|かな|吗))\W{0,3}$")


def _asked(part: str) -> bool:
    """Is this sentence asked (by its closing mark or question particle)?"""
    return _ASKED_END.search(part.rstrip()) is not None


# A failure word said absent: "no errors now", "sin errores", "没有错误了": the work runs.
_NO_FAILURE = _rx(
    r"\b((no|without|zero|0) (more )?(errors?|exceptions?|failures?)|error-free|"
    r"(plus|aucune|sans) (d'?)?erreurs?|(nessun|senza) error[ei]|sin errores|ningun error|"
    r"(keine|ohne) fehler|(sem|nenhum) erros?|(нет|без) ошиб\w*|ошибок нет|"
    r"(brak|bez) b[łl]ed[oó]w|(немає|без) помилок)\b|"
    r"没有?(再)?(错误|报错)|不再报错|不报错了|エラーが?(ない|なくなった|出なくなった)|"
    r"(에러|오류)(가|는)? ?(없|안 ?나)")
# Where "还是" is not "still": the "or" of a choice asked ("是 A 还是 B"), and "had better"
# in a suggestion ("那还是一步一步来吧").
_NOT_STILL = _rx(r"是[^，。！？,.!?还]{1,30}还是|还是[^，。！？,.!?]{0,30}吧")
# The A-not-A question of Chinese ("会不会", "有没有"), and its written form "是否" (whether):
# the clause asks whatever its end.
_A_NOT_A = _rx(r"是不是|有没有|能不能|可不可以|要不要|会不会|对不对|好不好|是否")


def _states_failure(opening: str) -> bool:
    """Does the turn's first sentence state a failure, rather than ask about one? The failure
    is said in a clause that does not open as a question and is not itself asked (the last
    clause of a sentence ending on a question mark): "that seems to have failed. Can you
    check why?" and "there was a permission error, can we delete the cache?" state it; "is
    it still failing?" and "what's the error?" ask."""
    found = _FIRST_SENTENCE.match(opening)
    sentence, end = (found.group(1), found.group(2)) if found else (opening, "")
    clauses = re.split(r"[,;:，；]\s*|\s+[-–—]\s+", sentence)
    for i, clause in enumerate(clauses):
        asked = _ASKS_OPENING.match(clause.strip()) is not None or (
            i == len(clauses) - 1 and end in ("?", "？")
            and _REPORTS_RISING.search(clause.strip() + end) is None) or (
            _A_NOT_A.search(clause) is not None)
        if asked:
            return False
        clause = _NOT_STILL.sub(" ", _NO_FAILURE.sub(" ", clause))
        if _FAILURE.search(clause) or _BREAKS.search(clause) or _NO_CHANGE.search(clause):
            return True
    return False


# Scripts written without spaces between words: compared by pairs of characters.
_UNSPACED = _rx(r"[\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
_SCRIPT_RUNS = _rx(_UNSPACED.pattern + "+|" + _UNSPACED.pattern.replace("[", "[^", 1) + "+")


def content_words(text: str) -> set[str]:
    """The words that carry a text's subject, comparable across inflections and scripts: words
    of four letters or more that are no language's function word, cut to five letters; in a
    script written without spaces (Chinese, Japanese, Thai), each pair of characters."""
    from memory_engine.text import LANGUAGES, function_words, tokenise

    if not text:
        return set()
    common = set().union(*(function_words(lang) for lang in LANGUAGES))
    out: set[str] = set()
    for token in tokenise(fold_han(text[:4000])):
        # a token may run a spaced word into unspaced characters ("craft方法仍然在scene"):
        # each run is read by its own script
        for run in _SCRIPT_RUNS.findall(token) if _UNSPACED.search(token) else [token]:
            if _UNSPACED.match(run):
                out.update(a + b for a, b in itertools.pairwise(run))
            elif len(run) >= 4 and not run.isdigit() and run not in common:
                out.add(run[:5])
    return out


def _structure(text: str, head: str, *, action: str, claim: str, request: str,
               known: Mapping[str, float]) -> dict[str, float]:
    """The relations that hold whatever the turn's language: it follows delivered work, it
    echoes names the agent just produced or touched, it is an error block, it is short and
    negative, it asks why about the agent's change, it asks again for what the previous turn
    asked (and the agent's reply did not take up)."""
    raw = text[:1500]
    size = len(text.strip())
    from memory_engine.reflexion.actions import ACTING

    # a log of the person's prompts only leaves the agent's side out, yet the agent answered
    # the earlier turn, and a coding agent answers a request with work: the turn meets that
    # work as it meets a logged edit (a failure said then is said of it)
    delivered = action.partition(":")[0] in ACTING or known["after_claim"] > 0 or (
        bool(claim) and _DELIVERY.search(claim) is not None) or known["unrecorded"] > 0
    agent = identifiers(claim) | identifiers(action.partition(": ")[2])
    mine = identifiers(raw)
    named = agent & mine
    echo = bool(named) or known["names_change"] > 0
    own = bool(named - identifiers(request))
    # the turn names code that neither the agent's last words or action nor the request did:
    # a new subject, the next task
    new = bool(mine - agent - identifiers(request)) and not named
    short = size <= SHORT_TURN
    error = _ERROR_BLOCK.search(text[:6000]) is not None or known["pasted_error"] > 0
    # a negation joined to a request by a semicolon is a constraint on it ("add a --delimiter
    # option; do not change the README"), not set against the work
    negation = _NEGATION_ANY.search(re.split(r"[;；]", head[:OPENING], maxsplit=1)[0]) is not None
    # what negates the work opens the turn: a negation in a later clause is usually a detail
    # of a new request ("add a --delimiter option; do not change the README")
    clause = _CLAUSE_END.split(head[:OPENING], maxsplit=1)[0]
    negation_opening = _NEGATION_ANY.search(clause) is not None
    why = _WHY_ANY.search(head) is not None
    redirect = known["redirect"] > 0 or known["contrast"] > 0
    # a go-ahead said again lets the agent go on; it asks for nothing the reply left out
    reasks, unaddressed = _reasks(text, request, claim) if not known["go_ahead"] else (False,
                                                                                      False)
    return {
        "delivered": float(delivered),
        "echo": float(echo),
        "echo_short": float(echo and short),
        "echo_own": float(own and size <= LONG_TURN),
        "short": float(short),
        "long": float(size > LONG_TURN or text.count("\n") >= 8),
        "error_block": float(error),
        "error_after_delivery": float(error and delivered),
        "negation": float(negation),
        "short_negation": float(negation and short),
        "negation_after_delivery": float(negation_opening and short and delivered),
        "why_change": float(why and (echo or delivered)),
        "reasks": float(reasks),
        "unaddressed": float(unaddressed),
        "task_list": float(len(_TASK_LIST.findall(raw)) >= 2),
        # praise that a "but" follows ("nice, it works. but it is too fast", "ok it shows
        # now, but ...") does not take the work
        "positive": float(_POSITIVE.search(_first_clause(head)) is not None
                          and not _objects(head[:OPENING]) and not _taken_back(head)),
        "redirect_after_delivery": float(redirect and delivered),
        "names_new": float(new),
    }


def _sets_against(opening: str, theirs: set[str]) -> bool:
    """Is a negation or a contrast, in one of the opening's first sentences, said of what the
    agent just said or did: does its clause name a content word of the agent's last words or
    action (`theirs`)? "no creo que el problema tenga nada que ver con conectarse a supabase"
    after a reply about Supabase, "ターミナルでプレイするのではなく、ウィンドウに…" after a game
    made to play in the terminal: the person sets their wish against the agent's output, where
    a negation of something the agent did not bring up is often a detail of a new request. The
    person's own stance ("I don't think") is not what it negates: its verb, in the agent's
    words too ("what they think they should do"), names nothing of the agent's."""
    if not theirs:
        return False
    for sentence in SENTENCES.split(opening)[:3]:
        for clause in re.split(r"[,;:，；、]\s*", sentence):
            if (_NEGATION_ANY.search(clause) is not None or _CONTRAST.search(clause) is not None
                    or _REDIRECT.search(clause) is not None) and (
                        content_words(_DISAGREE.sub(" ", clause)) & theirs):
                return True
    return False


# A subordinator right before "you did": the agent's doing as the background of a clause
# ("the future where you added", "when you ran it"), not said to its face.
_SUBORDINATE = _rx(r"\b(where|when|whenever|after|since|once|while|before|as|"
                   r"quand|lorsque|ou|apres|quando|dove|dopo|cuando|donde|despues|wo|als|wenn|"
                   r"nachdem)\s+$")


def _addressed_did(norm: str) -> bool:
    """Does the turn tell the agent what it did (`_YOU_DID`), outside a clause that only sets
    the scene ("where you added ...")?"""
    return any(_SUBORDINATE.search(norm[max(0, found.start() - 20):found.start()]) is None
               for found in _YOU_DID.finditer(norm))


def _objects(opening: str) -> bool:
    """Does an objection ("but", "actually", "但是") or a disagreement ("I don't think",
    "no creo que") open the turn or one of its first sentences ("nice, it works. but it is
    too fast")?"""
    return any(_OBJECTION.match(part) or _DISAGREE.match(part)
               for part in SENTENCES.split(opening)[:3])


def _taken_back(head: str) -> bool:
    """Is the praise or thanks opening the turn taken back in its own sentence, by a "but" or
    an exception ("superb, but in the Month section ...", "all screens are okay except ...",
    "挺好的，但是你好像没有...")?"""
    clause = _first_clause(head)
    return _BUT.search(clause) is not None or _EXCEPT.search(clause) is not None or any(
        _BUT_JOINED.search(part) for part in SENTENCES.split(head[:OPENING])[:2])


def _claims(claim: str) -> bool:
    """Do the agent's last words (normalised) claim the work done: a word of completion
    (`_CLAIM`), the new state said ("now ...", "이제 ... 작동할 것입니다", "现在..."), or the
    person asked to try it ("rebuild and retry the import", "重启后再试")?"""
    return (_CLAIM.search(claim) is not None or _CLAIM_NOW.search(claim) is not None
            or _TRY_IT.search(claim) is not None)


def _first_clause(head: str) -> str:
    """Where praise or thanks opens a turn: up to the first sentence's end ("ok, that's
    looking good. Now ..."), at most 80 characters ("... chiedi prima" ends, not opens)."""
    return re.split(r"[.!?;\n。！？；]", head[:80], maxsplit=1)[0]


def identifiers(text: str) -> set[str]:
    """Names as code writes them in `text` (lower case, 4 characters or more); a path also
    gives its last part (`models/aspp.py` is named as `aspp.py` too)."""
    out: set[str] = set()
    for found in _IDENTIFIER.finditer(text[:4000]):
        word = next(g for g in found.groups() if g).strip().lower()
        if word.startswith(("http", "www.")):
            continue
        for name in (word, word.rstrip("/").rsplit("/", 1)[-1]):
            if len(name) >= 4:
                out.add(name)
    return out


# What a turn points at rather than says: a chat tool's attachment ("@src/a.py",
# "@c:\\Users\\…\\terminals\\3.txt:422-424"), a URL, a path. The same terminal or file attached
# again is no request made again.
_POINTER = _rx(r"@\S+|\b[a-z][a-z0-9+.-]*://\S+|"
               r"(?<![\w.~-])(?:[A-Za-z]:)?[\\/]?(?:[A-Za-z0-9_.~-]+[\\/])+[A-Za-z0-9_.-]*"
               r"(?::[\d-]+)?")


def spoken(text: str) -> str:
    """`text` without what it points at (attachments, URLs, paths): the words a request made
    again says again."""
    return _POINTER.sub(" ", text)


def _reasks(text: str, request: str, claim: str) -> tuple[bool, bool]:
    """(Most of the turn's content words are the previous request's, the agent's last words
    take up few of that request's words)."""
    if not request:
        return False, False
    from memory_engine.text import tokenise

    mine = {w for w in tokenise(fold_han(spoken(text[:1500]))) if len(w) >= 4}
    asked = {w for w in tokenise(fold_han(spoken(request))) if len(w) >= 4}
    if len(mine) < 3 or not asked:
        return False, False
    reasks = len(mine & asked) / len(mine) >= 0.5
    said = {w for w in tokenise(fold_han(claim)) if len(w) >= 4}
    return reasks, reasks and len(asked & said) / len(asked) < 0.2


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


def house_rule(text: str) -> bool:
    """Does the text state how the team or the project does the work (`WORD_CLASSES` "house":
    "we run clippy with -D warnings", "solo se toca en una PR aparte", "tout passe par")?"""
    return _HOUSE.search(_QUOTED_CODE.sub(" ", normalise(text))) is not None


def you_did(text: str) -> bool:
    """Does the text open by telling the agent what it did ("you full-refreshed fct_rides",
    "tu as lancé", "hai cancellato")? The second person and a past form, in the five
    languages (`_YOU_DID`), or an English past in -ed of any verb."""
    norm = normalise(text).lstrip()
    return _YOU_DID.match(norm) is not None or _YOU_PAST.match(norm) is not None


def told(text: str) -> bool:
    """Does the text recall what the person already said ("I told you", "je te l'ai déjà
    dit", "te lo dije")? (`WORD_CLASSES` "told".)"""
    return _TOLD.search(normalise(text)) is not None


# "you" and an English past of any verb ("you full-refreshed", "you hardcoded")
_YOU_PAST = _rx(r"(you|u) (just |already |also )?[\w-]+ed\b")


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


def _names(norm: str, name: str) -> bool:
    """Is `name` in the normalised turn? A long name anywhere in it (`parser` in
    `parser.py`), a short one or a phrase only as whole words (`pip` is not in `pipeline`)."""
    if len(name) >= 4 and " " not in name:
        return name in norm
    return re.search(r"(?<![\w-])" + re.escape(name) + r"(?![\w-])", norm) is not None


def _action_entities(action: str) -> list[str]:
    """Distinctive names in the agent's last action: the file it edited, the program it ran."""
    tool, _, argument = action.partition(": ")
    if not argument:
        return []
    if tool in ("Edit", "MultiEdit", "Write", "NotebookEdit"):
        name = _last_part(argument)
        stem = name.rsplit(".", 1)[0]
        return [w for w in {name, stem} if len(w) >= 4]
    if tool == "Bash":
        tokens = [_last_part(t) for t in argument.split()[:6]]
        names = [t for t in tokens if len(t) >= 4 and t.isascii() and not t.startswith("-")
                 and t not in ("python", "python3", "sudo", "bash", "echo", "then", "true")]
        # the program and subcommand as typed, however short ("pip install", "go vet"): a
        # phrase of two words is distinctive where "go" or "vet" alone is not
        words = [t for t in tokens if not t.startswith("-") and t.isascii()]
        if words and words[0] not in ("sudo", "cd", "env", "echo"):
            if len(words[0]) == 3:
                names.append(words[0])  # pip, npm, git: matched as a whole word
            if len(words) >= 2:
                names.append(f"{words[0]} {words[1]}")
        return names
    return []


def _last_part(path: str) -> str:
    """The last part of a path, lower case, whichever separator it uses (a session on Windows
    records `scripts\\seed.ts`, `c:\\app\\src\\LoginPage.tsx`)."""
    return re.split(r"[\\/]", path.rstrip("/\\"))[-1].lower()


_CODE_WORD = _rx(r"`([^`\n]{2,40})`|\b([a-z_][\w.]{0,254})\(\)|\b(\w+\.\w{1,4})\b")


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
        return logistic(z)

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


# What each relation is expected to weigh before any labelled turn is seen (log-odds), the
# design's reading of how a correction relates to the agent's last action: it follows delivered
# work and negates or redirects it, objects to it or says how it ought to be, asks why it was
# made, reports breakage in what was just delivered, or asks again for what was not done; a
# go-ahead, a question, a long task laid out in steps are the next request. Naming what the
# agent changed only says what the turn is about (a new request names the agent's files too):
# its weight starts at nothing and goes where the labelled turns take it. `fit` pulls the
# weights from these priors only as far as the labelled turns say (L2 towards the prior), so a
# relation that few labelled turns show keeps its expected sign, and the cue words weigh as a
# prior only.
PRIOR: dict[str, float] = {
    "after_action": 0.5, "delivered": 0.5, "names_change": 0.0, "you_did": 1.0,
    # a contrast or a short negation with no work before it relates to nothing ("X, not Y"
    # said as a new task's constraint): its weight is the after-delivery forms'
    "redirect": 0.5, "contrast": 0.0, "redirect_after_delivery": 2.5, "why_change": 2.0,
    "what_these": 1.5, "now_broken": 2.5, "praise_broken": 1.0, "partial": 1.0,
    "error_block": 0.5, "error_after_delivery": 3.0, "echo": 0.0, "echo_short": 0.0,
    "echo_own": 0.0, "negation": 0.2, "short_negation": 0.2, "negation_after_delivery": 1.5,
    "reasks": 1.0, "unaddressed": 2.0, "approval": -2.0, "question": -0.5, "ahead": -0.5,
    "long": -1.0, "task_list": -1.5, "positive": -1.5,
    "asks": -1.0, "answers": -0.5, "failure": 0.3, "failure_after_delivery": 2.0,
    "shows_output": 0.5, "output_after_delivery": 2.0, "back_reference": 0.3,
    "back_reference_after_delivery": 1.0, "repeats_earlier": 1.0, "reminder": 1.5,
    "request_opening": -1.0, "objection": 0.3, "objection_after_delivery": 1.0, "ought": 0.3,
    "ought_after_delivery": 1.0, "yourself": 0.3, "yourself_after_delivery": 0.5,
    "tried": 0.3, "tried_after_delivery": 1.5, "now_state": 1.0,
    "names_new": -0.5, "series": -1.5, "go_ahead": -1.0, "doubts": 1.5,
    "handed_back": 0.2, "yourself_after_handback": 1.5, "must": 0.3, "must_after_delivery": 1.0,
    "opens_no": 1.0, "manner_after_delivery": 0.5, "restates": 0.5, "inspect": -0.5,
    "suffices": 0.2, "suffices_after_delivery": 1.0,
    # "I told you", "as I said": the lexicon takes reported speech as a correction on its own
    # in the five languages it speaks; elsewhere it weighs as much as a why about the change
    "told": 2.0,
    # names called after the work: as strong as a failure reported after it
    "insult_after_delivery": 2.0,
    # the work called wrong where the lexicon does not read it: as "no" opening the turn
    "wrong": 0.5, "wrong_after_delivery": 1.5,
    # a house rule said after delivered work weighs as an obligation said then does
    "house": 0.3, "house_after_delivery": 1.0,
    # too much of something, or a wish for something else, said after delivered work: as an
    # objection said then
    "excess": 0.3, "excess_after_delivery": 1.0, "rather": 0.3, "rather_after_delivery": 1.0,
    # a why asked of a failure reports it (as a failure said), more so after delivered work
    "why_failure": 0.5, "why_failure_after_delivery": 1.5,
    # a bare prod ("and... ?") says the agent stopped short: as a reminder of a request said
    # again (reminder and repeats_earlier together)
    "nudge": 2.0,
    # what the program shows, described: a state of the work reported, weighed as output
    # shown; any breakage reported right after the agent's reply or action (claimed or not)
    "reports_output": 0.3, "reports_output_after_delivery": 1.5, "breakage_after_reply": 1.0,
    # a request to take back what was done: weak alone (a plan may undo a step), after
    # delivered work as strong as a failure reported then; done unasked, as a why about it
    "undo": 0.3, "undo_after_delivery": 2.0, "unasked": 2.0,
    # the result said not to hold after delivered work: as a failure said then
    "not_done": 0.2, "not_done_after_delivery": 1.5,
    # a reason given for how things are, no failure said: the person explains, as an answer
    "explains": -0.5,
    # more or less of the same change, or only part of it, asked after delivered work: as an
    # objection said then (alone, a request like any other)
    "degree": 0.0, "degree_after_delivery": 1.0, "only": 0.0, "only_after_delivery": 0.8,
    "properly": 0.0, "properly_after_delivery": 1.0,
    # the n-gram model's probability (fitted with balanced classes, on sources the row is not
    # from): no weight before the labelled turns say what it is worth on people never seen
    "ngram": 0.0,
    # the agent's side left out of the log: its answer is taken as delivered work (the
    # features after delivery read it so); alone it says nothing either way
    "unrecorded": 0.0,
    # a negation or a contrast said of the agent's own words or action sets the person's wish
    # against its output: as a negation said after delivered work
    "against_agent": 1.0,
    # a failure said after delivered work, but not in the first sentence: as a failure said
    # then, a little less (it may describe a state the next request is about)
    "failure_later_after_delivery": 1.5,
    # a local address named after the reply: the person ran the work and says what it did
    "local_address_after_reply": 1.0,
}
PRIOR_BIAS = -3.0

NGRAM_HEAD, NGRAM_TAIL = 1500, 400  # what of a long turn the n-gram model reads, as `features`


def ngram_text(text: str) -> str:
    """The part of a turn the n-gram model reads: its head and, when long, its end (where the
    person's words after a pasted log are), as `features` reads it."""
    if len(text) <= NGRAM_HEAD + NGRAM_TAIL:
        return text
    return text[:NGRAM_HEAD] + "\n" + text[-NGRAM_TAIL:]


# How far the n-gram model's log-odds count (odds of 20 to 1 either way); beyond that its
# confidence comes from a few rows' exact wording more than from the class.
NGRAM_REACH = 3.0


def ngram_evidence(logit: float) -> float:
    """The feature `ngram` from the n-gram model's log-odds, cut to +-NGRAM_REACH and scaled
    to [-1, 1] (0 says nothing either way). The relations model adds it to its own log-odds,
    so the n-gram part stacks in the scale it speaks: its probability instead would squash
    what it is sure of against what it leans to (0.95 and 0.7 a quarter apart, 3 and 0.85
    in log-odds)."""
    return max(-NGRAM_REACH, min(NGRAM_REACH, logit)) / NGRAM_REACH


def fit(rows: Sequence[tuple[Mapping[str, float], bool]], *, l2: float = 0.01,
        epochs: int = 1500, rate: float = 1.0,
        prior: Mapping[str, float] | None = None, start: Model | None = None) -> Model:
    """Logistic regression by batch gradient descent (small data, no dependencies), each
    weight drawn towards its `prior` (PRIOR by default; {} for plain L2 towards zero). `start`
    (a model fitted on more rows) is where the descent begins instead of the prior: a refit on
    a subset then needs fewer epochs."""
    names = list(FEATURES)
    centre = {k: (PRIOR if prior is None else prior).get(k, 0.0) for k in names}
    w = dict(centre) if start is None else {k: start.weights.get(k, centre[k]) for k in names}
    b = (PRIOR_BIAS if prior is None else 0.0) if start is None else start.bias
    n = max(len(rows), 1)
    # Unweighted classes: the model judges turns no signal flagged, and a per-prompt memory is
    # precision first; balancing the classes there flags every turn that follows an action.
    # Rows are kept sparse (most features are 0 on most turns).
    sparse = [([(k, float(f[k])) for k in names if f.get(k)], 1.0 if y else 0.0)
              for f, y in rows]
    for _ in range(epochs):
        grad = dict.fromkeys(names, 0.0)
        gb = 0.0
        for present, y in sparse:
            z = b + sum(w[k] * v for k, v in present)
            err = logistic(z) - y
            for k, v in present:
                grad[k] += err * v
            gb += err
        for k in names:
            w[k] -= rate * (grad[k] / n + l2 * (w[k] - centre[k]))
        b -= rate * gb / n
    return Model({k: round(v, 4) for k, v in w.items()}, round(b, 4))
