"""The word classes of a stated preference in the languages beyond the first six.

`preferences.WORD_CLASSES` reads a standing instruction from word classes in English, French,
German, Spanish, Italian and Portuguese. People state how they want things in every language
they write in ("ik heb liever ...", "zawsze używaj ...", "先说一下我的习惯", "作業の前にひとつ好みを
伝えておきます"); a statement in another language proposed no preference at all. These are the
same classes (see `preferences` for what each one means) in Dutch, Swedish, Polish, Czech,
Russian, Ukrainian, Turkish and Indonesian, and in Chinese, Japanese and Korean.

Entries are written as people type them; `preferences` normalises them as it normalises a turn
(lower case, no accents). Chinese, Japanese and Korean do not put a space between the words a
class is made of and the rest of the sentence ("我更喜欢", "好みを", "선호해요"): their entries
are UNSPACED, found inside a run of characters and set apart before the turn is read word by
word. A first-person pronoun of one syllable that is also part of many other words (Korean
"제", "나") is left out of them: it would make every word holding it a wish. So is a short
word that is another word in a language already read ("ci" is CI, "size" and "her" English,
"je" the French "I", "ja" the German "yes", "min" minutes): it would give that language's
turns a person or a class they do not have.

Some classes have no entry in a language on purpose: a verb whose ending says "I" is `own`
only where the language drops the pronoun; `would`, `as` and `to_me` read idioms of the
first six.
"""

from __future__ import annotations

# class -> language -> comma-separated entries (a space joins a short phrase)
MORE_WORD_CLASSES: dict[str, dict[str, str]] = {
    "frequency": {
        "nl": "altijd, nooit, standaard, elke keer, telkens",
        "sv": "alltid, aldrig, som standard, varje gång",
        "pl": "zawsze, nigdy, domyślnie, za każdym razem",
        "cs": "vždy, vždycky, nikdy, standardně, pokaždé",
        "ru": "всегда, никогда, по умолчанию, каждый раз",
        "uk": "завжди, ніколи, за замовчуванням, щоразу, кожного разу",
        "tr": "her zaman, asla, hiçbir zaman, daima, her seferinde",
        "id": "selalu, jangan pernah, tidak pernah, setiap kali",
        "zh": "总是, 始终, 一律, 永远, 从不, 每次, 务必",
        "ja": "いつも, 常に, 必ず, 毎回, 決して",
        "ko": "항상, 언제나, 매번, 절대로"},
    "onward": {
        "nl": "vanaf nu, voortaan, in de toekomst, volgende keer",
        "sv": "från och med nu, framöver, i framtiden, nästa gång",
        "pl": "od teraz, od tej pory, w przyszłości, następnym razem",
        "cs": "od teď, příště, napříště, v budoucnu",
        "ru": "с этого момента, впредь, отныне, в будущем, в следующий раз",
        "uk": "відтепер, надалі, у майбутньому, наступного разу",
        "tr": "bundan sonra, bundan böyle, gelecekte, bir dahaki sefere",
        "id": "mulai sekarang, ke depannya, kedepannya, lain kali",
        "zh": "以后, 今后, 从现在开始, 从今以后, 下次",
        "ja": "今後, これから, 次回から, 以後",
        "ko": "앞으로, 이제부터, 다음부터"},
    "standing": {
        "nl": "gewoonte, gewoontes, conventie, conventies, voorkeur, voorkeuren",
        "sv": "vana, vanor, konvention, konventioner, preferens, preferenser",
        "pl": "nawyk, nawyki, konwencja, konwencje, preferencja, preferencje",
        "cs": "zvyk, zvyky, zvyklost, konvence, preference",
        "ru": "привычка, привычки, предпочтение, предпочтения",
        "uk": "звичка, звички, уподобання, вподобання",
        "tr": "alışkanlık, alışkanlığım, tercihim, tercihlerim",
        "id": "kebiasaan, konvensi, preferensi",
        "zh": "习惯, 偏好, 惯例",
        "ja": "好み, 習慣, 慣例",
        "ko": "습관, 취향"},
    "remember": {
        "nl": "onthoud, vergeet niet, denk eraan",
        "sv": "kom ihåg, glöm inte",
        "pl": "zapamiętaj, pamiętaj, nie zapomnij",
        "cs": "zapamatuj si, pamatuj, nezapomeň",
        "ru": "запомни, помни, не забывай, имей в виду",
        "uk": "запам'ятай, пам'ятай, не забувай, май на увазі",
        "tr": "unutma, aklında tut, hatırla",
        "id": "ingat, ingatlah, jangan lupa",
        "zh": "记住, 别忘了, 不要忘记",
        "ja": "覚えておいて, 忘れないで",
        "ko": "기억해, 잊지 마"},
    "prefer": {
        "nl": "liever, verkies, prefereer",
        "sv": "föredrar, hellre",
        "pl": "wolę, preferuję",
        "cs": "preferuji, preferuju, raději, radši",
        "ru": "предпочитаю",
        "uk": "віддаю перевагу, волію",
        "tr": "tercih ederim, tercih ediyorum, yeğlerim",
        "id": "lebih suka, lebih senang",
        "zh": "更喜欢, 比较喜欢, 宁愿, 倾向于",
        "ja": "方が好き",
        "ko": "선호"},
    "like": {
        "nl": "hou van, houd van, haat",
        "sv": "gillar, tycker om, älskar, hatar",
        "pl": "lubię, uwielbiam, nienawidzę, zależy mi",
        "cs": "mám rád, mám ráda, líbí se mi, nesnáším, záleží mi",
        "ru": "нравится, люблю, ненавижу, мне важно",
        "uk": "подобається, люблю, ненавиджу, мені важливо",
        "tr": "severim, seviyorum, hoşlanırım, nefret ederim",
        "id": "suka, senang, benci",
        "zh": "喜欢, 讨厌",
        "ja": "好き, 嫌い",
        "ko": "좋아해, 싫어해"},
    "want": {
        "nl": "wil, zou willen, graag",
        "sv": "vill, skulle vilja",
        "pl": "chcę, chciałbym, chciałabym",
        "cs": "chci, chtěl bych, chtěla bych",
        "ru": "хочу, хотел бы, хотела бы",
        "uk": "хочу, хотів би, хотіла б",
        "tr": "isterim, istiyorum",
        "id": "mau, ingin",
        "zh": "想要, 希望",
        "ja": "欲しい, ほしい",
        "ko": "원해, 원합니다"},
    "first": {
        "nl": "ik, mij, me, mijn",
        "sv": "jag, mig, mitt, mina",
        "pl": "mi, mnie, mój, moja, moje",
        "cs": "mi, mně, mě, můj, moje",
        "ru": "я, мне, меня, мой, моя, моё, мои",
        "uk": "я, мені, мене, мій, моя, моє, мої",
        "tr": "ben, bana, beni, benim",
        "id": "saya, aku",
        "zh": "我",
        "ja": "私, わたし, 僕, 自分",
        "ko": "저는, 제가, 저한테, 저에게, 나는, 내가"},
    "mine": {
        "nl": "mijn", "sv": "min, mitt, mina", "pl": "mój, moja, moje, moim, mojej",
        "cs": "můj, moje, moji", "ru": "мой, моя, моё, мои", "uk": "мій, моя, моє, мої",
        "tr": "benim", "id": "saya, ku", "zh": "我的", "ja": "私の"},
    # a verb whose ending (or a language that drops the pronoun) says "I"
    "own": {
        "pl": "wolę, lubię, uwielbiam, preferuję, nienawidzę",
        "cs": "preferuji, preferuju, mám rád, mám ráda",
        "ru": "предпочитаю, люблю, ненавижу",
        "uk": "люблю, волію, ненавиджу",
        "tr": "severim, seviyorum, tercih ederim, tercih ediyorum, yeğlerim",
        "ja": "好き, 方が好き",
        "ko": "선호, 좋아해"},
    "second": {
        "nl": "jij, jou, jouw", "sv": "du, dig, din", "pl": "ty, cię, twój",
        "cs": "ty, ti, tě, tvůj", "ru": "ты, тебя, тебе, вы, вас, вам",
        "uk": "ти, тебе, ви, вас, вам", "tr": "sen, sana, siz", "id": "kamu, anda",
        "zh": "你, 您", "ja": "あなた", "ko": "당신"},
    "every": {
        "nl": "elke, elk, ieder, iedere, alle, alles, per",
        "sv": "varje, alla, allt, per",
        "pl": "każdy, każda, każde, każdego, wszystkie, wszystko",
        "cs": "každý, každá, každé, všechny, všechno, vše",
        "ru": "каждый, каждая, каждое, каждую, все, любой, любые",
        "uk": "кожен, кожна, кожне, кожну, всі, усі, будь-який",
        "tr": "tüm, bütün",
        "id": "setiap, semua, tiap",
        "zh": "每个, 所有, 任何",
        "ja": "すべて, 全て, 全部",
        "ko": "모든"},
    "when": {
        "nl": "wanneer", "sv": "när", "pl": "kiedy, gdy", "cs": "když", "ru": "когда",
        "uk": "коли", "id": "ketika, kalau"},
    "before": {
        "nl": "voor, voordat", "sv": "innan, före", "pl": "przed", "cs": "před",
        "ru": "перед, прежде", "uk": "перед", "id": "sebelum", "zh": "之前", "ja": "前に",
        "ko": "전에"},
    "for": {
        "nl": "voor", "sv": "för", "pl": "dla", "cs": "pro", "ru": "для", "uk": "для",
        "id": "untuk"},
    "still": {"nl": "nog", "pl": "jeszcze", "cs": "ještě", "ru": "ещё", "uk": "ще"},
    "describing": {
        "nl": "het, dit, dat, deze, die, er, hij, zij, niets, niemand",
        "sv": "den, det, denna, detta, han, hon, ingenting, ingen",
        "pl": "to, ten, ta, ono, ona, oni, nic, nikt",
        "cs": "to, ten, ta, ono, ona, oni, nic, nikdo",
        "ru": "это, этот, эта, он, она, оно, они, ничего, никто",
        "uk": "це, цей, ця, він, вона, воно, вони, нічого, ніхто",
        "tr": "bu, şu, o, onlar, hiçbir şey, kimse",
        "id": "itu, ini, dia, mereka"},
    "please": {
        "nl": "alsjeblieft, alstublieft, aub", "sv": "snälla", "pl": "proszę", "cs": "prosím",
        "ru": "пожалуйста", "uk": "будь ласка", "tr": "lütfen", "id": "tolong, mohon",
        "zh": "请", "ja": "ください", "ko": "주세요"},
    "opening": {
        "nl": "maar", "sv": "och, men", "pl": "ale", "cs": "ale", "ru": "и, но",
        "uk": "і, але", "tr": "ve, ama", "id": "dan, tapi"},
}

UNSPACED = ("zh", "ja", "ko")
