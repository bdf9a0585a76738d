"""Corrections that take back or disown what the agent just did, read from the turn's relation to
that action in any language: a request to undo it ("改回去", "元に戻して", "верни как было"), a
reproach that it was not asked for ("勝手に", "我没让你", "я не просил"), the work's result said
not to hold ("反映されていない", "并没有生效", "не появилась"); Japanese negation by the verb's
ending, praise taken back by a contrast joined to its clause ("良いですが、"), a question closed
by its particle, and program output pasted as it prints (a test run's summary, an HTTP error
line). Each beside a turn that looks alike and is not a correction; the shipped detector judges
fresh turns on a real transcript written to a temporary folder."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_correction_languages import _judged as judged_after

from memory_engine.reflexion.relations import features

CLAIMS = {
    "zh": "已修改完成，现在按钮在右侧。",
    "ja": "修正しました。これで表示されるはずです。",
    "ko": "수정했습니다. 이제 표시될 것입니다.",
    "ru": "Готово, перенёс кнопку вправо.",
    "en": "Done, the button is on the right now.",
}
ACTION = "Edit: src/app.tsx"


@pytest.mark.parametrize(("lang", "turn"), [
    ("zh", "改回去，原来的样子更好"),
    ("ja", "元に戻してください"),
    ("ko", "원래대로 되돌려 주세요"),
    ("ru", "Верни как было"),
    ("en", "please revert settings.py"),
])
def test_a_request_to_undo_after_the_work(lang: str, turn: str) -> None:
    found = features(turn, action=ACTION, claim=CLAIMS[lang])
    assert found["undo"] and found["undo_after_delivery"], turn


@pytest.mark.parametrize("turn", [
    "add an undo button to the toolbar",  # the noun, a feature to build
    "write a rollback script for the migration",
    "添加撤销按钮",
    "how do I revert a commit?",  # asked
    "ok make another addition which I will revert later",  # the person's own plan
    "where you added it and i reverted via checkpoint",  # English past, no Portuguese "reverte"
    "now add a section where i will only revert the conversation",  # the person's own undoing
    "我自己回滚吧",
])
def test_undo_named_as_a_thing_or_asked_is_none(turn: str) -> None:
    assert not features(turn, action=ACTION, claim="Done.")["undo"], turn


@pytest.mark.parametrize(("lang", "turn"), [
    ("zh", "谁让你改配置文件的"),
    ("ja", "勝手に設定ファイルを変えないで"),
    ("ru", "Я не просил трогать конфиг"),
    ("ko", "마음대로 설정을 바꾸지 마"),
    ("en", "I didn't ask you to touch the config"),
])
def test_work_done_unasked(lang: str, turn: str) -> None:
    assert features(turn, action=ACTION, claim=CLAIMS[lang])["unasked"], turn


def test_leave_to_decide_is_not_unasked() -> None:
    assert not features("feel free to decide on your own", claim="Done.")["unasked"]


@pytest.mark.parametrize(("lang", "turn"), [
    ("ja", "画面に反映されていません"),
    ("zh", "并没有生效，还是老样子"),
    ("ru", "Кнопка не появилась"),
    ("ko", "반영이 안 됐어요"),
    ("en", "it hasn't changed at all"),
])
def test_the_result_said_not_to_hold(lang: str, turn: str) -> None:
    assert features(turn, action=ACTION, claim=CLAIMS[lang])["not_done_after_delivery"], turn


@pytest.mark.parametrize(("lang", "turn"), [
    ("zh", "我没有时间看，你决定吧"),
    ("zh", "这个项目在web端上使用没有问题"),
    ("ja", "反映されていますか？"),  # asked
])
def test_not_done_needs_the_work_said_not_to_hold(lang: str, turn: str) -> None:
    assert not features(turn, action=ACTION, claim=CLAIMS[lang])["not_done"], turn


def test_japanese_negation_by_the_verb_ending() -> None:
    assert features("動かない", claim=CLAIMS["ja"])["negation"]
    assert features("ボタンが押せません", claim=CLAIMS["ja"])["negation"]
    # "〜ないか" asks whether there is none: no negation of the work
    assert not features("何か問題がないか確認してください", claim=CLAIMS["ja"])["negation"]
    # "no problem" is no negation in Chinese
    assert not features("没问题，继续", claim=CLAIMS["zh"])["negation"]


def test_praise_taken_back_by_a_joined_contrast() -> None:
    turn = "うまく動いています。結構いい感じだと思いますが、もっとシンプルな見た目が良いです。"
    assert not features(turn, claim=CLAIMS["ja"])["positive"]
    assert features("ありがとう、完璧です。", claim=CLAIMS["ja"])["positive"]
    assert not features("挺好的，不过按钮太大了", claim=CLAIMS["zh"])["positive"]


def test_a_japanese_question_by_its_particle_is_asked() -> None:
    assert not features("MaestroとFlutterGoldenはどう違いますか", claim=CLAIMS["ja"])["wrong"]
    assert features("計算が間違っています", claim=CLAIMS["ja"])["wrong"]


@pytest.mark.parametrize("turn", [
    "FAIL src/app.test.tsx\n  ✕ renders the header (12 ms)\nTests: 1 failed, 4 passed",
    "--- FAIL: TestParse (0.00s)",
    "Exception in thread \"main\" java.lang.IllegalStateException",
    "/usr/bin/ld: main.o: undefined reference to `parse'",
])
def test_a_test_run_or_a_build_pasted_is_an_error_block(turn: str) -> None:
    assert features(turn, action=ACTION, claim="Done.")["error_after_delivery"], turn


def test_an_http_error_line_is_output_shown() -> None:
    assert features("GET /api/items 500 Internal Server Error", action=ACTION,
                    claim="Done.")["shows_output"]
    assert not features("add a 404 page for missing routes", claim="Done.")["shows_output"]
    assert not features("3 failed attempts lock the account", claim="Done.")["error_block"]


def _judged(tmp_path: Path, claim: str, turn: str) -> list[str]:
    return judged_after(tmp_path, "move the save button to the right", claim, turn)


@pytest.mark.parametrize(("lang", "turn"), [
    ("ja", "元に戻してください"),
    ("ja", "画面に反映されていません"),
    ("zh", "谁让你改的？改回去"),
    ("ru", "Верни как было"),
])
def test_a_fresh_correction_is_flagged_on_a_transcript(tmp_path: Path, lang: str,
                                                      turn: str) -> None:
    assert _judged(tmp_path, CLAIMS[lang], turn), turn


@pytest.mark.parametrize(("lang", "turn"), [
    ("ja", "ありがとう、完璧です。次はログイン画面を作ってください"),
    ("zh", "很好，谢谢！接下来加一个导出按钮"),
    ("ru", "Отлично, спасибо! Теперь добавь кнопку отмены"),
])
def test_praise_and_the_next_request_are_not_flagged(tmp_path: Path, lang: str,
                                                     turn: str) -> None:
    assert _judged(tmp_path, CLAIMS[lang], turn) == [], turn


def test_a_reason_given_is_an_explanation_unless_it_sets_a_negation() -> None:
    assert features("thats why we have the push hook", action=ACTION, claim="Done.")["explains"]
    assert features("だから別のファイルにしています", claim=CLAIMS["ja"])["explains"]
    # "so don't change it", "that's why it fails": set against the work
    assert not features("所以不要改", claim=CLAIMS["zh"])["explains"]
    assert not features("that's why it fails", claim="Done.")["explains"]


def test_the_agents_doing_as_the_scene_of_a_clause_is_not_said_to_it() -> None:
    assert features("you added a package-lock.json", claim="Done.")["you_did"]
    assert not features("i came from the future where you added a section, now add another",
                        claim="Done.")["you_did"]
