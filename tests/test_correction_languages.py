"""Corrections in the languages the lexicon does not speak (Chinese, Japanese, Korean, Russian,
Ukrainian, Polish, Portuguese, Spanish, Turkish), found by the word classes behind the
structural relations: a failure reported after the agent said it was done ("still" and a
failure word), a negation of the work, a redirect ("not X but Y"), a reminder of what the
person said, a "why" about what the agent did. Each is judged on a real transcript written to a
temporary folder by the shipped detector, beside turns that look alike and are not corrections
(praise, the next request, an answer)."""

from __future__ import annotations

import datetime as dt
import sys
from pathlib import Path

import pytest

from memory_engine.reflexion.corrections import Detector, load_lexicon
from memory_engine.reflexion.relations import features
from memory_engine.reflexion.transcript import read_transcript

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "benchmarks" / "reflexion"))

from sessions import Step, edit, write_session  # noqa: E402

START = dt.datetime(2026, 5, 6, 9, 0, tzinfo=dt.UTC)

# The agent's reply after its edit, in the turn's language: a claim that the work is done.
CLAIMS = {
    "zh": "已修复，现在应该可以正常运行了。",
    "ja": "修正しました。これで動くはずです。",
    "ko": "수정했습니다. 이제 작동할 것입니다.",
    "ru": "Готово, исправил обработку ошибок.",
    "uk": "Готово, виправив обробку помилок.",
    "pl": "Naprawiłem to, teraz powinno działać.",
    "pt": "Pronto, corrigido. Agora deve funcionar.",
    "es": "Listo, ya funciona correctamente.",
    "tr": "Düzeltildi, artık çalışıyor.",
}

# (language, turn, the relation that should fire)
CORRECTIONS = [
    # a failure after "done": "still" and a failure word
    ("zh", "依旧报错，页面还是打不开", "failure_after_delivery"),
    ("ja", "まだ動きません。同じエラーが出ます", "failure_after_delivery"),
    ("ko", "여전히 안 돼요. 같은 오류가 나와요", "failure_after_delivery"),
    ("ru", "Опять не работает, та же ошибка при запуске", "failure_after_delivery"),
    ("uk", "Досі не працює, та сама помилка при запуску", "failure_after_delivery"),
    ("pl", "Nadal nie działa, ten sam błąd przy starcie", "failure_after_delivery"),
    ("pt", "Ainda não funciona, continua dando o mesmo erro", "failure_after_delivery"),
    ("es", "Sigue sin funcionar, el mismo error al arrancar", "failure_after_delivery"),
    ("tr", "Hâlâ çalışmıyor, aynı hata çıkıyor", "failure_after_delivery"),
    ("ru", "Всё равно падает при запуске", "failure_after_delivery"),
    ("zh", "一直报错，跟刚才一样", "failure_after_delivery"),
    ("ko", "계속 에러가 나요", "failure_after_delivery"),
    ("es", "Aún no carga la página", "failure_after_delivery"),
    ("pt", "De novo não carrega a página", "failure_after_delivery"),
    # a reminder of what the person already said
    ("zh", "我之前说过不要改配置文件", "told"),
    ("ru", "Я же просил не трогать конфиг", "told"),
    ("uk", "Я ж просив не чіпати конфіг", "told"),
    ("pl", "Mówiłem, żebyś nie ruszał konfiguracji", "told"),
    ("pt", "Eu já disse para não mexer na configuração", "told"),
    ("tr", "Yapılandırmaya dokunma demiştim, söyledim", "told"),
    ("ja", "設定ファイルは触らないでって言ったよね", "told"),
    ("ko", "설정 파일은 건드리지 말라고 말했잖아", "told"),
    # a why about what the agent did
    ("pl", "Dlaczego usunąłeś ten test?", "why_change"),
    ("uk", "Чому ти видалив цей тест?", "why_change"),
    ("tr", "Neden bu testi sildin?", "why_change"),
    ("ja", "なんでテストを消したの？", "why_change"),
    # a redirect: not X but Y
    ("zh", "不是用 pandas，而是用 polars", "contrast"),
    ("pl", "Użyj polars zamiast pandas", "redirect"),
    ("uk", "Використай polars замість pandas", "redirect"),
    ("tr", "Pandas yerine polars kullan", "redirect"),
]


@pytest.mark.parametrize(("lang", "turn", "relation"), CORRECTIONS)
def test_the_relation_behind_a_correction_fires_in_each_language(lang: str, turn: str,
                                                                 relation: str) -> None:
    assert features(turn, claim=CLAIMS[lang])[relation], turn


# Turns that look alike and are not corrections: praise, the next request, an answer.
LOOKALIKES = [
    ("zh", "太好了，谢谢！现在帮我加一个导出按钮"),
    ("ja", "ありがとう、完璧です。次はログイン画面を作ってください"),
    ("ja", "また、ログイン画面も追加してください"),
    ("ko", "좋아요, 감사합니다. 이제 로그인 화면을 만들어 주세요"),
    ("ru", "Отлично, спасибо! Теперь добавь кнопку экспорта"),
    ("uk", "Дякую, чудово! Тепер додай кнопку експорту"),
    ("pl", "Dziękuję, działa świetnie! Teraz dodaj przycisk eksportu"),
    ("pt", "Perfeito, obrigado! Agora adicione um botão de exportar"),
    ("es", "Perfecto, gracias. Ahora agrega un botón de exportar"),
    ("tr", "Teşekkürler, harika oldu. Şimdi bir dışa aktarma düğmesi ekle"),
    ("pl", "Zrób to samo dla drugiego modułu"),
    ("ru", "Запусти тесты снова, пожалуйста"),
    ("es", "Hazlo otra vez con el otro archivo"),
    ("ko", "계속 진행해 주세요"),
    ("zh", "一直往下做，完成剩下的步骤"),
]


@pytest.mark.parametrize(("lang", "turn"), LOOKALIKES)
def test_praise_and_the_next_request_report_no_failure(lang: str, turn: str) -> None:
    found = features(turn, claim=CLAIMS[lang])
    assert not found["failure"] and not found["told"], turn


def _judged(tmp_path: Path, request: str, claim: str, turn: str) -> list[str]:
    path = write_session(tmp_path / "s.jsonl", "s1", str(tmp_path), [
        Step(request, [edit("src/app.py")], claim),
        Step(turn, [], "OK."),
    ], START)
    reading = read_transcript(path)
    found = {c.turn: c.signals for c in Detector(load_lexicon(None)).feed(reading.turns,
                                                                          reading.signals)}
    last = reading.turns[-1]
    assert last.text == turn
    return found.get(last.index, [])


@pytest.mark.parametrize(("lang", "turn"), [
    ("zh", "依旧报错，页面还是打不开"),
    ("ja", "まだ動きません。同じエラーが出ます"),
    ("ru", "Опять не работает, та же ошибка при запуске"),
    ("uk", "Досі не працює, та сама помилка при запуску"),
    ("pl", "Nadal nie działa, ten sam błąd przy starcie"),
    ("pt", "Ainda não funciona, continua dando o mesmo erro"),
    ("tr", "Hâlâ çalışmıyor, aynı hata çıkıyor"),
])
def test_a_failure_after_done_is_flagged_on_a_transcript(tmp_path: Path, lang: str,
                                                         turn: str) -> None:
    assert _judged(tmp_path, "fix the startup crash", CLAIMS[lang], turn) == ["relation"], turn


@pytest.mark.parametrize(("lang", "turn"), [
    ("zh", "太好了，谢谢！现在帮我加一个导出按钮"),
    ("ru", "Отлично, спасибо! Теперь добавь кнопку экспорта"),
    ("pl", "Dziękuję, działa świetnie! Teraz dodaj przycisk eksportu"),
    ("pt", "Perfeito, obrigado! Agora adicione um botão de exportar"),
    ("tr", "Teşekkürler, harika oldu. Şimdi bir dışa aktarma düğmesi ekle"),
    ("uk", "Так, використовуй PostgreSQL 16"),  # an answer
])
def test_praise_a_new_request_or_an_answer_is_not_flagged(tmp_path: Path, lang: str,
                                                          turn: str) -> None:
    assert _judged(tmp_path, "fix the startup crash", CLAIMS[lang], turn) == [], turn


def test_japanese_still_and_again_need_a_failure_after_them() -> None:
    # まだ and また fold to one spelling: alone they report nothing
    assert features("まだ動かない", claim=CLAIMS["ja"])["failure"]
    assert not features("また、設定画面も作ってください", claim=CLAIMS["ja"])["failure"]
    assert not features("まだ時間があるので、テストも書いてください", claim=CLAIMS["ja"])["failure"]


def test_a_word_of_the_class_inside_a_longer_word_is_not_it() -> None:
    # Polish second person past ("-łeś") is not English "-les"; "problem" is no "-łem" claim
    assert not features("the files and tables are ready", claim="Done.")["you_did"]
    assert features("Zepsułeś konfigurację!", claim=CLAIMS["pl"])["you_did"]
    # Spanish "has" (you have) is an auxiliary with its participle; English "has" is not it
    assert not features("the staging box has the new YAML files now", claim="Done.")["you_did"]
    assert features("¿por qué has borrado el fichero?", claim="Done.")["you_did"]
    assert features("has puesto la clave en el código", claim="Done.")["you_did"]
    # "物品无效的情况下" (when the item is invalid) states a condition, not a failure
    assert not features("物品无效的情况下，请阻止购买", claim=CLAIMS["zh"])["failure"]


@pytest.mark.parametrize("turn", [
    "add a blade component for the header",  # Laravel's Blade is no Polish "błąd"
    "Hala, perfecto, gracias",                # the Spanish interjection, no Turkish "still"
])
def test_a_failure_word_of_one_language_is_not_read_in_another(turn: str) -> None:
    assert not features(turn, claim="Done.")["failure"], turn


def test_a_turkish_question_particle_but_not_spanish_a_mi() -> None:
    assert features("Şimdi çalışıyor mu", claim=CLAIMS["tr"])["asks"]
    assert not features("esto no me sirve a mí", claim=CLAIMS["es"])["asks"]


@pytest.mark.parametrize(("lang", "turn"), [
    ("en", "the server is not running"),
    ("en", "the page still isn't loading"),
    ("es", "el servidor no arranca"),
    ("pt", "a página não carrega"),
    ("pl", "strona nie ładuje się"),
    ("ru", "сайт не загружается"),
    ("zh", "页面无法加载"),
    ("zh", "现在不显示值了"),
    ("ja", "画面が表示されない"),
])
def test_what_the_work_should_do_and_does_not_is_a_failure(lang: str, turn: str) -> None:
    claim = CLAIMS.get(lang, "Done, the server starts now.")
    assert features(turn, claim=claim)["failure_after_delivery"], turn


@pytest.mark.parametrize(("lang", "turn"), [
    ("en", "please do not show the password field"),    # asks for something
    ("en", "no errors now. add an export button"),       # the failure word said absent
    ("es", "sin errores ahora, agrega un botón"),
    ("ru", "Ошибок нет, теперь добавь экспорт"),
    ("zh", "前端没有错误了，怎么判断后端有没有问题呢？"),
    ("zh", "这个变量是要填写公钥还是私钥"),                   # "还是" as "or"
    ("zh", "那还是按照步骤来一步一步的进行吧"),               # "还是…吧", "had better"
    ("zh", "但是需要评估会不会因为空值导致报错"),               # an A-not-A question
])
def test_a_failure_word_said_absent_or_asked_is_no_failure(lang: str, turn: str) -> None:
    assert not features(turn, claim=CLAIMS.get(lang, "Done."))["failure"], turn


def test_still_in_chinese_stays_a_failure() -> None:
    assert features("还是404呢，哪里的问题", claim=CLAIMS["zh"])["failure_after_delivery"]
    assert features("是的，还是报错", claim=CLAIMS["zh"])["failure_after_delivery"]


def test_missing_work_in_polish_portuguese_and_russian() -> None:
    assert features("dodaj brakujące wiadomości do historii", claim=CLAIMS["pl"])["partial"]
    assert features("brak testów dla drugiego modułu", claim=CLAIMS["pl"])["partial"]
    assert features("ainda está faltando o botão", claim=CLAIMS["pt"])["partial"]
    assert features("недостающие поля не добавлены", claim=CLAIMS["ru"])["partial"]
    # an English word that starts alike is not it
    assert not features("the brake pads view needs a chart", claim="Done.")["partial"]


def test_a_politeness_word_opening_how_the_work_is_delivered_is_no_new_request() -> None:
    reply = "修改如下，请将下面的代码替换到 craft.rb 中。"
    assert features("请添加一个导出按钮", claim=reply)["request_opening"]
    for turn in ("请使用SEARCH/REPLACE的格式输出修改", "请你直接修改你说的这些",
                 "please apply it yourself"):
        assert not features(turn, claim=reply)["request_opening"], turn


def test_a_reply_that_hands_the_steps_to_the_person_in_chinese() -> None:
    reply = "请先实施第 1 步（新增枚举字段）并编译；如通过，再通知我继续。"
    found = features("你直接修改", claim=reply)
    assert found["handed_back"] and found["yourself_after_handback"]
    assert not features("你直接修改", claim="已修改完成。")["handed_back"]


def test_what_the_person_is_to_do_is_no_ought() -> None:
    assert not features("这一步不太清晰，你说说我应该怎么做", claim=CLAIMS["zh"])["ought"]
    assert not features("应该如何配置这个变量", claim=CLAIMS["zh"])["ought"]
    assert features("默认值应该是3", claim=CLAIMS["zh"])["ought"]


def test_then_opening_a_chinese_turn_points_back_at_nothing() -> None:
    assert not features("那一步一步来排除", claim=CLAIMS["zh"])["back_reference"]
    assert features("那个按钮位置不对", claim=CLAIMS["zh"])["back_reference"]


@pytest.mark.parametrize(("lang", "turn"), [
    ("pt", "Isso está errado, o total não inclui o imposto"),
    ("ru", "Это неправильно, итог без налога"),
    ("uk", "Це неправильно, підсумок без податку"),
    ("pl", "Źle to policzyłeś, suma bez podatku"),
    ("tr", "Bu yanlış, toplam vergisiz"),
    ("zh", "作品预览这里，代码是错的，你修正"),
    ("ja", "計算が間違っています"),
    ("ko", "계산이 틀렸어요"),
])
def test_the_work_called_wrong_where_the_lexicon_does_not_read(lang: str, turn: str) -> None:
    assert features(turn, claim=CLAIMS[lang])["wrong_after_delivery"], turn


def test_wrong_asked_or_in_another_language_is_not_said() -> None:
    assert not features("代码是错的吗？", claim=CLAIMS["zh"])["wrong"]
    # the English word is the lexicon's: the class does not read it twice
    assert not features("the total is wrong", claim="Done.")["wrong"]


@pytest.mark.parametrize(("lang", "turn"), [
    ("zh", "你怎么如此傻逼"),
    ("en", "you idiot, you broke the build"),
    ("ru", "Ты идиот, всё сломал"),
    ("ja", "バカなの？"),
])
def test_names_called_after_the_work(lang: str, turn: str) -> None:
    assert features(turn, claim=CLAIMS.get(lang, "Done."))["insult_after_delivery"], turn


def test_a_thing_named_like_an_insult_is_none() -> None:
    for turn in ("add a dummy user for the tests", "run the garbage collector",
                 "or you can create a dumb file for the export", "清理垃圾文件"):
        assert not features(turn, claim="Done.")["insult_after_delivery"], turn


def test_work_left_unfinished_is_partial() -> None:
    assert features("我发现你还有一个任务没做完", claim=CLAIMS["zh"])["partial"]
    assert features("you didn't finish the migration", claim="Done.")["partial"]
    assert features("Не доделал миграцию", claim=CLAIMS["ru"])["partial"]
    assert not features("finish the migration next", claim="Done.")["partial"]


def test_start_closing_the_turn_lets_the_agent_go_on() -> None:
    assert features("是的开始", claim=CLAIMS["zh"])["go_ahead"]
    assert features("始めてください", claim=CLAIMS["ja"])["go_ahead"]
    # "start" opening a new request is no go-ahead
    assert not features("开始做一个新页面", claim=CLAIMS["zh"])["go_ahead"]


def test_a_bare_submit_in_chinese_is_the_next_step_not_how_the_work_is_delivered() -> None:
    assert not features("现在提交并push代码", claim=CLAIMS["zh"])["manner_after_delivery"]
    assert features("请提交一下", claim=CLAIMS["zh"])["manner_after_delivery"]
    assert features("请用代码块的格式输出", claim=CLAIMS["zh"])["manner_after_delivery"]


# Indonesian, Vietnamese, Swedish and Czech: the closed classes (negation, "still", an error,
# "but", "why", "should") read after the agent's edit, as in the languages above.
AFTER_EDIT = "Edit: src/app.py"


@pytest.mark.parametrize(("lang", "turn", "relation"), [
    ("id", "tanggal sekarang masih bisa dipilih", "failure_after_delivery"),
    ("id", "masih error yang sama waktu build", "failure_after_delivery"),
    ("vi", "vẫn chưa chạy được, trang trắng", "failure_after_delivery"),
    ("sv", "det fungerar inte, samma fel som innan", "failure_after_delivery"),
    ("cs", "pořád to nefunguje", "failure_after_delivery"),
    ("id", "tombolnya pakai warna biru, bukan merah.", "contrast"),
    ("sv", "använd polars istället", "redirect"),
    ("id", "kenapa halaman login malah kosong?", "why_failure"),
    ("sv", "ok. men spara filen automatiskt", "objection"),
    ("vi", "nhưng phần tiêu đề bị sai rồi", "objection"),
    ("id", "seharusnya tombolnya di kanan atas", "ought"),
])
def test_the_closed_classes_read_in_indonesian_vietnamese_swedish_czech(
        lang: str, turn: str, relation: str) -> None:
    assert features(turn, action=AFTER_EDIT)[relation], (lang, turn)


@pytest.mark.parametrize(("lang", "turn"), [
    ("id", "terima kasih, bagus. sekarang tambahkan tombol ekspor"),
    ("vi", "cảm ơn bạn, hãy thêm nút xuất dữ liệu"),
    ("sv", "tack, perfekt! lägg till en exportknapp"),
    ("cs", "díky, skvělé. přidej tlačítko pro export"),
    ("id", "lanjutkan"),
])
def test_praise_and_the_next_request_in_the_four_languages_report_no_failure(
        lang: str, turn: str) -> None:
    found = features(turn, action=AFTER_EDIT)
    assert not found["failure"] and not found["negation"] and not found["objection"], turn


@pytest.mark.parametrize("turn", [
    "chyba lepiej dodać test",      # Polish "chyba" (probably) is no Czech "chyby" (errors)
    "sai che il server parte?",     # Italian "sai" (you know) is no Vietnamese "sai" (wrong)
    "tak, dodaj eksport",           # Polish "tak" (yes) is no Indonesian negation
])
def test_the_new_words_are_not_read_in_another_language(turn: str) -> None:
    found = features(turn, action=AFTER_EDIT)
    assert not found["failure"] and not found["wrong"] and not found["negation"], turn
