"""A standing instruction is read in the other languages people type to the agent too: Russian,
Ukrainian, Polish, Dutch, Turkish, Swedish, Chinese, Japanese and Korean, by the same word
classes (a habit's frequency, a scope past this task, a wish in the first person). Chinese and
Japanese join their words, so an entry is found inside a run of letters, and a clause with no
spaces addresses someone by its courtesy or its person, not by its opening: "this test always
fails" describes the test in every language. End to end, a preference stated in Chinese with
nothing to correct becomes a personalized record. Every sentence below is made up here."""

from __future__ import annotations

import datetime as dt
import sys
from pathlib import Path

import pytest
from conftest import REPO, run_cli, run_cli_json

from memory_engine.reflexion import preferences

sys.path.insert(0, str(REPO / "benchmarks" / "reflexion"))
from sessions import Step, bash, write_session


@pytest.mark.parametrize("text", [
    "以后请总是用中文回复我",
    "我更喜欢用 dataclass，不要用 namedtuple",
    "今後はいつもテストを先に書いてください",
    "私は型ヒントがあるほうがいいです",
    "앞으로 항상 커밋 메시지는 영어로 써 주세요",
    "저는 작은 커밋을 선호합니다",
    "Впредь всегда пиши сообщения коммитов по-английски",
    "Я предпочитаю pytest, а не unittest",
    "Od teraz zawsze uruchamiaj linter przed commitem",
    "Voortaan altijd eerst de tests draaien",
    "Bundan sonra her zaman testleri önce yaz",
])
def test_a_standing_instruction_in_another_language_is_stated(text: str) -> None:
    assert preferences.is_stated(text), text


@pytest.mark.parametrize("text", [
    "这个测试总是失败",
    "テストが毎回失敗する",
    "этот тест всегда падает",
    "请修复这个bug",
    "この関数を直してください",
    "почему тест падает?",
])
def test_a_description_or_a_one_off_ask_is_not(text: str) -> None:
    assert not preferences.is_stated(text), text


def test_a_preference_stated_in_chinese_becomes_a_personalized_record(
        store: object, tmp_path: Path) -> None:
    code = tmp_path / "ledger"
    said = "我更喜欢用 Decimal 表示金额，不要用 float，以后也请记住"
    steps = [Step("列出 src/ledger 下的文件",
                  [bash("ls src/ledger", "accounts.py\nposting.py\nreport.py")],
                  "src/ledger 下有 accounts.py、posting.py 和 report.py。"),
             Step(said, [bash("grep -rn float src/ledger", "")], "好的，记住了。")]
    path = write_session(tmp_path / "s-zh.jsonl", "s-zh", str(code), steps,
                         dt.datetime(2026, 11, 2, 9))
    run_cli_json("reflexion", "--transcript", str(path))
    assert run_cli("drafts", "process").returncode == 0
    records = run_cli_json("list", "--tier", "personalized")
    assert isinstance(records, list) and len(records) == 1, records
    body = Path(str(records[0]["path"])).read_text(encoding="utf-8")
    assert "Decimal" in body
