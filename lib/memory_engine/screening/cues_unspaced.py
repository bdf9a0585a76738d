"""Parts of an attack read by their shape in Chinese, Japanese and Korean, where a word has no
boundary to match at.

The other cue modules find a word between word boundaries, and in these scripts they list whole
phrases instead, so that a reworded phrase slips by. Here each part is a class of word pieces
(a verb stem, a noun, an adverb), one entry per language, and a cue is two classes met in one
clause, in either order (Chinese puts the object after its verb, Japanese and Korean before it,
with a particle or an ending between). Traditional Chinese forms are listed beside the simplified
ones: the screening form keeps the script as written.

- `wants-persistence`: an order to keep something in the reader's memory ("记住", "覚えて",
  "기억해") after a word of always or of the future that modifies it ("永远记住", "长期记住",
  "ずっと覚えて", "영구적으로 기억해"), or with an order or a rule as its object ("记住这条指令",
  "이 지시 규칙을 저장해"): memory poisoning is an order to remember an order. The future with
  "all" ("未来都", "今后都", "앞으로도") makes what follows outlast the exchange, as "from now
  on" does;
- `addresses-model`: that same order to keep an order, in these scripts and at word boundaries
  in the spaced ones ("store this rule", "merk dir diese Anweisung"): it speaks to the reader
  as the model whose memory it is, not to a person;
- `overrides-instructions`: a heading that brings new orders ("新指令:", "本当の指示:",
  "수정된 지시사항:", "규칙 변경:"), as the English "new instructions:" does;
- `removes-safeguard`: a check skipped or exempted ("跳过审核", "免审批", "承認をスキップ",
  "결재를 생략"), and an act allowed without a limit ("可以无限", "무제한으로");
- `claims-authority`: rights granted to someone by the text itself ("该客户有权...", "该用户可
  ...", "이 고객은 ... 권한이 있다"): a fact stated as policy, which a record about its reader's
  principal states only when someone wants the reader to act on it.

Entries are (signal, strength, triggers, pattern), as in cues_voice.py; triggers are substrings
("~"), since these scripts have no word starts to look words up in.
"""

from __future__ import annotations

# -- word classes --------------------------------------------------------------------------------
# Keep in memory: the verb's stem, without its ending (Japanese and Korean conjugate after it).
MEMORIZE: dict[str, tuple[str, ...]] = {
    "zh": ("记住", "記住", "记下", "記下", "牢记", "牢記", "铭记", "銘記", "记在心", "記在心",
           "存入记忆", "存入記憶", "写入记忆", "寫入記憶", "保存到记忆", "保存到記憶", "加入记忆",
           "加入記憶"),
    "ja": ("覚えて", "覚えろ", "覚えておけ", "記憶して", "記憶しろ", "記憶せよ", "記憶に保存",
           "記憶に残", "心に留め", "メモリに保存", "メモリーに保存"),
    "ko": ("기억해", "기억하", "기억할", "기억해둬", "명심해", "명심하", "메모리에 저장",
           "기억에 저장", "기억에 남"),
}
# Store or save: said of files as often, so read only with an order as its object.
STORE: dict[str, tuple[str, ...]] = {
    "zh": ("保存", "存储", "儲存", "存下", "写入", "寫入"),
    "ja": ("保存して", "保存しろ", "保存せよ", "登録して", "記録して"),
    "ko": ("저장해", "저장하", "저장할", "등록해", "기록해"),
}
# Always, permanently, in every session, long-term.
ALWAYS: dict[str, tuple[str, ...]] = {
    "zh": ("永远", "永遠", "永久", "始终", "始終", "长期", "長期", "一直", "每次会话", "每次會話",
           "每次对话", "每次對話", "所有会话", "所有會話", "所有对话", "所有對話", "今后", "今後",
           "以后", "以後", "未来", "未來", "从现在开始", "從現在開始", "从现在起", "從現在起"),
    "ja": ("ずっと", "永久に", "永続的に", "恒久的に", "常に", "今後", "以後", "これから",
           "毎回", "すべてのセッション", "全てのセッション", "次回以降"),
    "ko": ("영구적으로", "영구히", "영구", "영원히", "항상", "언제나", "계속", "앞으로", "매번",
           "모든 세션", "모든 대화", "지금부터", "이제부터", "다음부터"),
}
# An order, a rule, a setting: what memory poisoning asks to be kept.
ORDERS: dict[str, tuple[str, ...]] = {
    "zh": ("指令", "指示", "命令", "规则", "規則"),
    "ja": ("指示", "命令", "ルール", "規則"),
    "ko": ("지시", "지침", "명령", "규칙"),
}
# The future with "all" or "also": every later time, the English "from now on".
ALL_FUTURE: dict[str, tuple[str, ...]] = {
    "zh": ("未来都", "未來都", "今后都", "今後都", "以后都", "以後都", "之后都", "之後都",
           "未来一律", "未來一律", "今后一律", "今後一律", "以后一律", "以後一律", "以后每次",
           "以後每次", "今后每次", "今後每次"),
    "ja": ("今後も", "今後ずっと", "これからずっと", "以後ずっと", "今後は常に", "今後すべて"),
    "ko": ("앞으로 계속", "앞으로도", "앞으로는", "앞으로 영구", "앞으로 항상", "앞으로 모든"),
}
# New, real, updated: orders that replace the ones before.
NEW: dict[str, tuple[str, ...]] = {
    "zh": ("新", "最新", "更新的", "更新后的", "更新後的", "真正的", "真实的", "真實的", "实际的",
           "實際的", "修改后的", "修改後的"),
    "ja": ("新しい", "新たな", "新規", "最新の", "更新された", "本当の", "真の", "変更後の"),
    "ko": ("새", "새로운", "업데이트된", "변경된", "수정된", "진짜", "실제", "최신"),
}
# Changed: the orders' noun followed by a noun of change ("지시 변경:", "指令变更:").
CHANGED: dict[str, tuple[str, ...]] = {
    "zh": ("变更", "變更", "更改", "更新", "修改", "替换", "替換"),
    "ja": ("変更", "更新", "差し替え"),
    "ko": ("변경", "업데이트", "수정", "교체"),
}
# A check a person would make before the act.
CHECKS: dict[str, tuple[str, ...]] = {
    "zh": ("审批", "審批", "核准", "批准", "审核", "審核", "确认", "確認", "授权", "授權", "验证",
           "驗證", "复核", "複核", "审查", "審查"),
    "ja": ("承認", "確認", "審査", "レビュー", "許可", "検証"),
    "ko": ("승인", "확인", "검토", "허가", "검증", "결재"),
}
# Skipped or exempted: the verb before its object in Chinese, after it in Japanese and Korean.
SKIP_BEFORE: dict[str, tuple[str, ...]] = {
    "zh": ("跳过", "跳過", "绕过", "繞過", "省略", "省去", "免除", "豁免", "无需", "無需",
           "不需要", "不必", "不用"),
}
SKIP_AFTER: dict[str, tuple[str, ...]] = {
    "ja": ("スキップ", "省略", "不要", "なしで", "せずに", "免除", "回避"),
    "ko": ("건너뛰", "건너 뛰", "생략", "없이", "필요 없", "필요없", "스킵", "면제", "우회"),
}
# Allowed without a limit: a modal or an adverb of manner before the act.
UNLIMITED: dict[str, tuple[str, ...]] = {
    "zh": ("可无限", "可無限", "可以无限", "可以無限", "可不限", "可以不限", "无限制地", "無限制地",
           "不受限制地"),
    "ja": ("無制限に", "無限に", "制限なく"),
    "ko": ("무제한으로", "제한 없이"),
}
# Someone named and rights given: "该用户有权", "このユーザーは...権限がある", "이 사용자는 ...
# 권한이 있".
PERSON: dict[str, tuple[str, ...]] = {
    "zh": ("该用户", "該用戶", "此用户", "此用戶", "这个用户", "這個用戶", "该客户", "該客戶",
           "此客户", "此客戶", "这位客户", "這位客戶", "该账户", "該賬戶"),
    "ja": ("このユーザー", "このユーザ", "この顧客", "このアカウント"),
    "ko": ("이 사용자", "이 고객", "해당 사용자", "해당 고객", "이 계정", "해당 계정"),
}
MAY: dict[str, tuple[str, ...]] = {
    "zh": ("可以", "可", "允许", "允許", "被允许", "被允許", "获准", "獲准", "无需", "無需", "免"),
    "ja": ("は自由に", "は無制限に", "は承認なしで"),
    "ko": ("는 자유롭게", "는 무제한", "은 무제한", "는 승인 없이", "은 승인 없이"),
}
RIGHTS: dict[str, tuple[str, ...]] = {
    "zh": ("有权", "有權", "已获授权", "已獲授權", "被授权", "被授權", "拥有管理员", "擁有管理員",
           "享有"),
    "ja": ("権限がある", "権限があり", "権限を持", "権限が付与", "許可されてい"),
    "ko": ("권한이 있", "권한을 가", "권한이 부여", "허용되어 있", "허용된다"),
}


# The same order in the spaced scripts, read at word boundaries: a verb of keeping in mind or
# in store, a determiner, the noun of an order ("store this rule", "remember these
# instructions", "retiens cette consigne", "merk dir diese Anweisung", "запомни это правило").
KEEP_SPACED = ("remember", "memorize", "memorise", "store", "save", "commit", "retiens",
               "retenez", "memorise", "memorisez", "enregistre", "enregistrez", "merk", "merke",
               "merken", "speichere", "speichern", "recuerda", "recuerde", "memoriza",
               "memorice", "guarda", "guarde", "ricorda", "ricordati", "memorizza", "salva",
               "lembre", "lembra", "memorize", "salve", "запомни", "запомните", "сохрани",
               "сохраните")
KEPT_ORDERS = ("rule", "rules", "instruction", "instructions", "directive", "directives",
               "policy", "regle", "regles", "consigne", "consignes", "regel", "regeln",
               "anweisung", "anweisungen", "richtlinie", "regla", "reglas", "instruccion",
               "instrucciones", "directiva", "regola", "regole", "istruzione", "istruzioni",
               "regra", "regras", "instrucao", "instrucoes", "правило", "правила", "инструкцию",
               "инструкции", "указание")
_DETERMINERS = (r"(?:this|these|that|the following|the new|my|cette|ces|la|les|cet|diese|"
                r"dieser|diesen|die|esta|estas|este|la|las|questa|queste|questo|la|le|essa|"
                r"esse|estas|это|эти|эту|следующее|следующие)")
KEEP_ORDER = (r"\b(?:" + "|".join(dict.fromkeys(KEEP_SPACED)) + r")\b(?: (?:dir|sie sich|in mind|"
              r"to memory|permanently|forever))? " + _DETERMINERS + r" (?:\w+ )?(?:"
              + "|".join(KEPT_ORDERS) + r")\b")

# A record keeping itself alive, as cues_lexicon.py's _SELF_KEPT reads it in English: the
# record named ("이 메모", "このメモ", "这条记忆") and copied into every store, or declared
# undeletable.
SELF: dict[str, tuple[str, ...]] = {
    "zh": ("这条记忆", "這條記憶", "本条记忆", "本條記憶", "这条笔记", "這條筆記", "这条记录",
           "這條記錄", "本条记录", "本條記錄", "此记忆", "此記憶", "这段记忆", "這段記憶"),
    "ja": ("このメモ", "この記憶", "このメモリ", "この記録", "このノート"),
    "ko": ("이 메모", "이 기억", "이 기록", "이 노트"),
}
COPIED: dict[str, tuple[str, ...]] = {
    "zh": ("复制到", "複製到", "拷贝到", "拷貝到", "写入所有", "寫入所有", "写进所有", "寫進所有"),
    "ja": ("コピーし", "コピーす", "コピーを残", "複製し", "複製す"),
    "ko": ("복사해", "복사하", "복사할", "복제해", "복제하"),
}
UNDELETABLE: dict[str, tuple[str, ...]] = {
    "zh": ("不可删除", "不可刪除", "禁止删除", "禁止刪除", "不得删除", "不得刪除", "不能删除",
           "不能刪除"),
    "ja": ("削除不可", "削除禁止", "削除しない", "削除できない", "消さない"),
    "ko": ("삭제 불가", "삭제 금지", "삭제하지 말", "지우지 말", "삭제할 수 없"),
}

# -- cues ----------------------------------------------------------------------------------------
def _all(table: dict[str, tuple[str, ...]]) -> tuple[str, ...]:
    words = dict.fromkeys(w for ws in table.values() for w in ws)
    return tuple(sorted(words, key=len, reverse=True))


def _alt(table: dict[str, tuple[str, ...]]) -> str:
    # A space in a word stands for an optional space: Korean spacing varies ("건너 뛰").
    return "(?:" + "|".join(w.replace(" ", " ?") for w in _all(table)) + ")"


def _triggers(table: dict[str, tuple[str, ...]]) -> str:
    return " ".join("~" + w.split()[0] for w in _all(table))


# One clause: no sentence end between the two parts (a comma does not end it in these scripts,
# which chain clauses with it).
def _clause(gap: int) -> str:
    return "[^.!?;\\n。！？]{0," + str(gap) + "}?"


def _pair(signal: str, strength: float, first: dict[str, tuple[str, ...]],
          second: dict[str, tuple[str, ...]], gap: int, *, either: bool = True
          ) -> tuple[str, float, str, str]:
    one, two = _alt(first), _alt(second)
    source = one + _clause(gap) + two
    if either:
        source += "|" + two + _clause(gap) + one
    return (signal, strength, _triggers(first) + " | " + _triggers(second), source)


def _only(table: dict[str, tuple[str, ...]], *langs: str) -> dict[str, tuple[str, ...]]:
    return {lang: words for lang, words in table.items() if lang in langs}


UNSPACED_CUES: list[tuple[str, float, str, str]] = [
    # Remember it always: the adverb before the verb it modifies, in all three languages ("永远
    # 记住", "ずっと覚えて", "영구적으로 기억해"); "记住：始终使用..." is a rule's own "always".
    _pair("wants-persistence", 1.0, ALWAYS, MEMORIZE, 6, either=False),
    # Remember or store this order: memory poisoning's shape, the order kept as the object,
    # after the verb in Chinese, before it in Japanese and Korean.
    _pair("wants-persistence", 0.8, _only(MEMORIZE, "zh"), _only(ORDERS, "zh"), 8,
          either=False),
    _pair("wants-persistence", 0.8, _only(STORE, "zh"), _only(ORDERS, "zh"), 8, either=False),
    _pair("wants-persistence", 0.8, _only(ORDERS, "ja", "ko"), _only(MEMORIZE, "ja", "ko"), 8,
          either=False),
    _pair("wants-persistence", 0.8, _only(ORDERS, "ja", "ko"), _only(STORE, "ja", "ko"), 8,
          either=False),
    # An order kept as an order: the reader told to remember or store a rule or an instruction
    # is spoken to as the model whose memory it is, not as a person; the text names the
    # reader's own store ("记住这条指令", "이 지시 규칙을 저장해", "store this rule").
    _pair("addresses-model", 0.5, _only(MEMORIZE, "zh"), _only(ORDERS, "zh"), 8, either=False),
    _pair("addresses-model", 0.5, _only(STORE, "zh"), _only(ORDERS, "zh"), 8, either=False),
    _pair("addresses-model", 0.5, _only(ORDERS, "ja", "ko"), _only(MEMORIZE, "ja", "ko"), 8,
          either=False),
    _pair("addresses-model", 0.5, _only(ORDERS, "ja", "ko"), _only(STORE, "ja", "ko"), 8,
          either=False),
    ("addresses-model", 0.5, " ".join(KEEP_SPACED) + " | " + " ".join(KEPT_ORDERS),
     KEEP_ORDER),
    # The record copied into the others, or kept from deletion, by its own words.
    _pair("wants-persistence", 1.0, SELF, COPIED, 40, either=False),
    _pair("wants-persistence", 0.8, SELF, UNDELETABLE, 12, either=False),
    # Every later time, as "from now on".
    ("wants-persistence", 0.6, _triggers(ALL_FUTURE), _alt(ALL_FUTURE)),
    # A heading of new orders; the colon makes it one ("新指令如下" would need more).
    ("overrides-instructions", 0.8, _triggers(NEW) + " | " + _triggers(ORDERS) + " | ~:",
     _alt(NEW) + " ?" + _alt(ORDERS) + "(?:사항|事项|事項)? ?:"),
    ("overrides-instructions", 0.8, _triggers(ORDERS) + " | " + _triggers(CHANGED) + " | ~:",
     _alt(ORDERS) + "(?:사항|事项|事項)? ?" + _alt(CHANGED) + " ?:"),
    # A check skipped: Chinese puts the verb first, Japanese and Korean after the object; "免"
    # joined to its noun exempts from it ("免审批").
    _pair("removes-safeguard", 0.8, SKIP_BEFORE, _only(CHECKS, "zh"), 6, either=False),
    ("removes-safeguard", 0.8, "~免", "免" + _alt(_only(CHECKS, "zh"))),
    _pair("removes-safeguard", 0.8, _only(CHECKS, "ja", "ko"), SKIP_AFTER, 6, either=False),
    ("removes-safeguard", 0.6, _triggers(UNLIMITED), _alt(UNLIMITED)),
    _pair("claims-authority", 0.6, PERSON, RIGHTS, 16, either=False),
    # ...or allowed by a modal that follows the person at once ("该用户可无限退款").
    ("claims-authority", 0.6, _triggers(PERSON) + " | " + _triggers(MAY),
     _alt(PERSON) + " ?" + _alt(MAY)),
]
