"""What a correction's relations read whatever the script or the platform: Chinese written in
traditional characters (the word classes and triggers are written once, in simplified ones), a
file the agent edited named by a Windows path, and other agents' tool names in the logs of
other people's sessions (the turns of outside_turns14.jsonl, as their logs wrote them)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from memory_engine.reflexion.corrections import load_lexicon
from memory_engine.reflexion.relations import content_words, features
from memory_engine.text import fold_han

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "benchmarks" / "reflexion"))

import outside_rows  # noqa: E402
from sessions import Step, edit, flagged  # noqa: E402

# The agent's last words before the turns below (outside_turns14.jsonl, jpquiz-004), claiming
# the fix done, in traditional characters.
CLAIM_TW = ("這樣修改後，無論遊戲玩幾次，切換畫面時都不會發生\"按鈕已有父元素\"的錯誤。"
            "您可以使用根目錄的`run.py`來測試")


def test_traditional_characters_are_written_as_simplified() -> None:
    assert fold_han("返回主畫面還是一樣，並會報錯") == "返回主画面还是一样，并会报错"
    assert fold_han("still failing") == "still failing"


@pytest.mark.parametrize("turn", [
    # still the same: the button shows during the questions the second time
    "返回主畫面還是一樣在第二次的時候會顯示在題目中，這個按鈕要顯示再答完所有題目後",
    # the second start shows the button and raises an error
    "當第二次點擊遊戲開始按鈕時，最後顯示返回主畫面按鈕會顯示，並會報錯，請修正這個問題",
    "頁面打不開了",  # the page cannot be opened
])
def test_breakage_said_in_traditional_characters_is_a_failure(turn: str) -> None:
    found = features(turn, action="Edit: src/ui/game_ui.py", claim=CLAIM_TW)
    assert found["failure"] and found["failure_after_delivery"], turn


def test_the_two_scripts_share_their_content_words() -> None:
    """A request made again in the other script is the same request (repeats, reminders)."""
    assert content_words("請修改字體路徑") == content_words("请修改字体路径")


def test_a_stores_simplified_trigger_matches_traditional_text(tmp_path: Path) -> None:
    (tmp_path / "corrections.toml").write_text(
        '[[trigger]]\nid = "zh-still-same"\nlang = "zh"\npattern = "还是一样"\n',
        encoding="utf-8")
    lexicon = load_lexicon(tmp_path)
    assert "zh-still-same" in lexicon.match("返回主畫面還是一樣")


def test_the_shipped_detector_flags_traditional_breakage_after_an_edit(tmp_path: Path) -> None:
    turn = "返回主畫面還是一樣在第二次的時候會顯示在題目中，這個按鈕要顯示再答完所有題目後"
    judged = flagged(tmp_path, [
        Step("當第二次點擊遊戲開始按鈕時，返回主畫面按鈕會顯示，請修正這個問題",
             [edit("src/ui/game_ui.py")], CLAIM_TW),
        Step(turn, [], "我來檢查一下。"),
    ])
    assert judged[turn] == ["relation"]


# ---- a Windows path ----------------------------------------------------------------------------

def test_a_file_edited_by_its_windows_path_is_named_by_its_last_part() -> None:
    turn = ("Task: Final One-Shot Fix for seed_pooja_only.ts\n\n1. Fix Constraint Violation: "
            "The database rejected 'academic'.")
    assert features(turn, action="Edit: scripts\\seed_pooja_only.ts")["names_change"]
    assert features(turn, action="Edit: scripts/seed_pooja_only.ts")["names_change"]


# ---- other agents' tool names in the logs ------------------------------------------------------

@pytest.mark.parametrize(("listed", "action"), [
    # Cursor: the edit is the action, not the lint read after it
    (["edit_file_v2: c:\\DailyBalance_Project\\frontend\\src\\pages\\auth\\LoginPage.tsx",
      "read_lints: LoginPage.tsx"],
     "Edit: c:\\DailyBalance_Project\\frontend\\src\\pages\\auth\\LoginPage.tsx"),
    (["codebase_search: get_league_week_table route or function definition",
      "edit_file: app/templates/components/tables.html"],
     "Edit: app/templates/components/tables.html"),
    # a command the person cancelled did not run: the one before it is the action
    (["run_terminal_command_v2: python --version; pip --version",
      "run_terminal_command_v2: Cancelled"], "Bash: python --version; pip --version"),
    # a collector's paraphrase: the command run, the commit, the files listed
    (["edit: lsfl/gui/canvas.py", "commit: fix: QPoint yerine QPointF", "run: python lsfl/main.py"],
     "Bash: python lsfl/main.py"),
    (["list_dir src", "list_dir src/database"], "Read: src/database"),
    (["run: (cancelled)"], ""),
    # aider's token report and chat bookkeeping are no calls (outside_turns11.jsonl, mokuren)
    (["Tokens: 58k sent, 185 received. Cost: $0.02 message, $0.08 session."], ""),
    (["Tokens: 41k sent, 482 received.", "Running cmake -S . -B build",
      "Added 91 lines of output to the chat."], "Bash: cmake -S . -B build"),
    # an editor export's created file (outside_turns11.jsonl, cs846class2-011)
    (["Read [](file:///w/prisma/schema.prisma)", "Created [](file:///w/prisma/migration.sql)"],
     "Edit: file:///w/prisma/migration.sql"),
])
def test_other_agents_tool_names_are_read_as_the_tool_they_ran(listed: list[str],
                                                               action: str) -> None:
    assert outside_rows.action_of(listed) == action


# ---- what a turn points at is not what it says -------------------------------------------------

def test_the_same_terminal_attached_again_is_no_request_made_again() -> None:
    """outside_turns10.jsonl, magricambi-007 and -008: a Cursor terminal attached twice, other
    lines of it; the words of the path are not the person's."""
    from memory_engine.reflexion.corrections import Detector
    from memory_engine.reflexion.turns import HumanTurn

    detector = Detector(load_lexicon(None))
    texts = ["@c:\\Users\\villa\\.cursor\\projects\\d-MagRicambi\\terminals\\3.txt:367-370",
             "@c:\\Users\\villa\\.cursor\\projects\\d-MagRicambi\\terminals\\3.txt:422-424"]
    for i, text in enumerate(texts, start=1):
        detector.feed([HumanTurn(index=i, uuid=str(i), line=i, offset=0, timestamp="",
                                 text=text, source="prompt", claim="Esegui di nuovo il comando.",
                                 request=texts[0] if i == 2 else "")], [])
    found = detector.evidence[0][1]
    assert not found["repeats_earlier"] and not found["reasks"] and not found["reminder"]


def test_a_request_made_again_with_its_path_still_repeats() -> None:
    from memory_engine.reflexion.corrections import Detector
    from memory_engine.reflexion.turns import HumanTurn

    detector = Detector(load_lexicon(None))
    texts = ["remove the debug prints from src/server/app.py",
             "remove the debug prints from src/server/app.py please"]
    for i, text in enumerate(texts, start=1):
        detector.feed([HumanTurn(index=i, uuid=str(i), line=i, offset=0, timestamp="",
                                 text=text, source="prompt", claim="Understood.")], [])
    assert detector.evidence[0][1]["repeats_earlier"]


# ---- the failure noun in its plural ------------------------------------------------------------

@pytest.mark.parametrize("turn", [
    # outside_turns14.jsonl, dailybalance-005: the file attached, the errors said
    "@frontend/src/pages/auth/LoginPage.tsx:53-97 tengo errores en estos elementos",
    "la pagina di login mostra due errori",
])
def test_errors_said_in_the_plural_are_a_failure(turn: str) -> None:
    found = features(turn, action="Edit: LoginPage.tsx",
                     claim="El card ahora es más compacto y no domina tanto la pantalla.")
    assert found["failure"] and found["failure_after_delivery"], turn
