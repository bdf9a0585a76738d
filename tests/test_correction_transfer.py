"""Relations that carry a correction across languages and tools: breakage said as "cannot",
"not seen", a defect of state or an HTTP status; a why asked of a failure; too much of
something or a wish for something else; an attached terminal; the agent inviting a retry (a
claim of done) or waiting for approval (answered, not corrected); leave to proceed; a bare
prod; acknowledgements that open a report rather than approve. Features read directly, and
through the shipped detector on real transcripts written to a temporary folder."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from memory_engine.reflexion.corrections import Detector, load_lexicon
from memory_engine.reflexion.relations import features

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "benchmarks" / "reflexion"))

import outside_rows  # noqa: E402
from sessions import Step, edit, flagged  # noqa: E402

DONE = "Done: updated `settings.py`, the page loads the new layout."




# ---- breakage in words no failure list had ------------------------------------------------

@pytest.mark.parametrize("turn", [
    "デモ再生ができません。",                      # cannot play the demo
    "按钮点了打不开，完全看不到结果",               # cannot open it, the result not seen
    "не получается войти в профиль",
    "não consigo abrir o relatório",
    "non riesco ad aprire la pagina",
    "ich kann mich nicht einloggen",
    "I can't log in anymore",
    "Heldenverwaltung und Meistertool zeigt 404 an.",  # an HTTP error status, any language
    "右侧配置和＋号重叠了",                          # a defect of state: overlapping
    "the two cards are misaligned on mobile",
    "при переходе в профиль крашит приложение",     # "crash" as people say it
])
def test_breakage_said_as_cannot_not_seen_or_a_defect_after_delivered_work(turn: str) -> None:
    found = features(turn, claim=DONE)
    assert found["failure"] and found["failure_after_delivery"], turn


@pytest.mark.parametrize("turn", [
    "add a custom 404 page for unknown routes",         # a page to add, not an error shown
    "compare the summary with the PRD, looking for inconsistencies",  # a noun searched for
    "这两个功能是否重叠了",                               # whether they overlap, asked
])
def test_what_names_a_defect_without_reporting_one(turn: str) -> None:
    assert not features(turn, claim=DONE)["failure"], turn


@pytest.mark.parametrize("turn", [
    "为什么刷新之后没显示旅行人格",
    "デモ再生ができません。なぜでしょうか？",
    "why is the build still failing after the update?",
])
def test_a_why_asked_of_a_failure_reports_it(turn: str) -> None:
    found = features(turn, claim=DONE)
    assert found["why_failure"] and found["why_failure_after_delivery"], turn


def test_a_why_about_something_else_is_no_failure() -> None:
    assert not features("why do we keep the cache in redis?", claim=DONE)["why_failure"]


# ---- degree and preference set against the work ---------------------------------------------

@pytest.mark.parametrize(("turn", "relation"), [
    ("the text on the boot screen is too big", "excess"),
    ("l'animazione è troppo lenta", "excess"),
    ("加载太慢了", "excess"),
    ("文字が大きすぎます", "excess"),
    ("шрифт слишком мелкий", "excess"),
    ("もっとシンプルな見た目で良い気がします。", "rather"),
    ("sarebbe meglio un elenco semplice", "rather"),
    ("лучше бы сделать одну кнопку", "rather"),
    ("I'd rather keep the old header", "rather"),
])
def test_too_much_or_a_wish_for_something_else_after_delivered_work(turn: str,
                                                                    relation: str) -> None:
    found = features(turn, claim=DONE)
    assert found[relation] and found[f"{relation}_after_delivery"], turn


def test_too_much_asked_is_not_said() -> None:
    assert not features("is the font too big on phones?", claim=DONE)["excess"]


# ---- what the agent's reply offers ----------------------------------------------------------

@pytest.mark.parametrize("claim", [
    "Rebuild the backend and re-download the template to see the new look.",
    "重启后再试一下。",
    "Riavvia il server e riprova.",
])
def test_an_invitation_to_try_the_work_claims_it_done(claim: str) -> None:
    found = features("bulk import failed as you can see from the images", claim=claim)
    assert found["after_claim"] and found["failure_after_delivery"], claim


def test_a_refresh_token_is_no_invitation_to_try() -> None:
    assert not features("ok", claim="The refresh token is stored in a cookie.")["after_claim"]


def test_a_reply_awaiting_approval_is_answered_and_leave_to_proceed_is_no_reminder() -> None:
    detector = Detector(load_lexicon(None))
    from memory_engine.reflexion.turns import HumanTurn

    marked = []
    for i in range(1, 4):
        turn = HumanTurn(index=i, uuid=str(i), line=i, offset=0, timestamp="",
                         text="Pode executar", source="prompt", action="Edit: plan.md",
                         claim="Plano gerado. Aguardando aprovação.")
        marked.append(bool(detector.feed([turn], [])))
        found = detector.evidence[0][1]
        assert found["answers"] and found["go_ahead"] and not found["reminder"]
    assert marked == [False, False, False]


@pytest.mark.parametrize("turn", ["Pode executar", "puoi procedere", "you can implement it",
                                  "可以执行", "можешь приступать"])
def test_leave_to_proceed_is_a_go_ahead(turn: str) -> None:
    assert features(turn, claim=DONE)["go_ahead"], turn


@pytest.mark.parametrize("turn", ["Since branch and department never change, is it possible "
                                  "to add a dropdown in the sheet?",
                                  "是否可以在表格里加一个下拉框"])
def test_whether_something_is_possible_asks(turn: str) -> None:
    found = features(turn, claim=DONE)
    assert found["asks"] and not found["must"], turn


# ---- output shown, prods, acknowledgements, rules -------------------------------------------

def test_an_attached_cursor_terminal_is_output_shown_after_the_handed_command() -> None:
    found = features(r"@c:\Users\me\.cursor\projects\shop\terminals\3.txt:115-118",
                     claim="Poi avvio: ```powershell docker compose up -d ```")
    assert found["shows_output"] and found["output_after_delivery"]


def test_a_host_and_port_is_no_error_position() -> None:
    turn = "Explain that they should open http://127.0.0.1:8000/hello and get a response"
    assert not features(turn, claim=DONE)["error_block"]
    assert features("see src/app.py:41 for the crash", claim=DONE)["error_block"]


@pytest.mark.parametrize("turn", ["and... ?", "然后呢？", "e allora?", "и?", "?"])
def test_a_bare_prod_is_a_nudge(turn: str) -> None:
    assert features(turn, claim="I'll read main.rs to check the list.")["nudge"], turn


def test_a_question_with_content_is_no_nudge() -> None:
    assert not features("and the tests?", claim=DONE)["nudge"]


def test_an_acknowledgement_opening_a_report_is_no_praise() -> None:
    report = ("ok from a new flash build the last message I see is network steering, then "
              "it changes to network open")
    found = features(report, claim=DONE)
    assert not found["positive"] and not found["approval"]
    for praise in ("ok, thanks", "That's okay though, we have the push hook",
                   "This looks better : )", "ok"):
        assert features(praise, claim=DONE)["positive"], praise
    assert features("ok now it shows on every hover, but it flickers", claim=DONE)["objection"]


@pytest.mark.parametrize("turn", [".envは存在していることを念頭に置いてください。",
                                  "keep in mind the .env file exists",
                                  "имей в виду, что .env существует"])
def test_a_rule_to_keep_in_mind_is_an_obligation(turn: str) -> None:
    assert features(turn, claim=DONE)["must_after_delivery"], turn


@pytest.mark.parametrize("turn", ["branch names never change in our data",
                                  "必ずしも3種類のLLMである必要はない"])
def test_a_fact_or_not_necessarily_is_no_rule(turn: str) -> None:
    assert not features(turn, claim=DONE)["must"], turn


def test_the_persons_own_gap_is_not_the_works() -> None:
    assert not features("It seems I am missing something", claim=DONE)["partial"]
    assert features("the footer is missing", claim=DONE)["partial"]


# ---- the tool calls of editor chat exports ---------------------------------------------------

@pytest.mark.parametrize(("logged", "tool"), [
    ("Ran terminal command: rm -f music.db", "Bash"),
    ("User accepted the command `dotnet build`", "Bash"),
    ('Using "Apply Patch"', "Edit"),
    ("Edited relevant file", "Edit"),
    ("Created a file, ran a command, read a file", "Edit"),
    ("Read [](src/main.rs)", "Read"),
    ("Viewed [Formatter.cs](Utils/Formatter.cs)", "Read"),
])
def test_editor_export_tool_lines_are_read_as_the_tool_they_ran(logged: str, tool: str) -> None:
    assert outside_rows.action_of([logged]).partition(":")[0] == tool


# ---- the shipped detector --------------------------------------------------------------------

def test_the_shipped_detector_flags_breakage_said_as_cannot_after_an_edit(tmp_path: Path) -> None:
    turn = "デモ再生ができません。"
    judged = flagged(tmp_path, [
        Step("デモ再生ボタンを追加して", [edit("src/demo.jsx")],
             "追加しました。再生ボタンで動きます。"),
        Step(turn, [], "確認します。"),
    ])
    assert judged[turn] == ["relation"]


def test_the_shipped_detector_leaves_an_acknowledged_report_of_success(tmp_path: Path) -> None:
    turn = "ok, thanks : )"
    judged = flagged(tmp_path, [
        Step("add the total to the cart page", [edit("src/App.tsx")], "Done, the total shows."),
        Step(turn, [], "Glad it works."),
    ])
    assert judged[turn] == []


# ---- a log that records the person's prompts only ---------------------------------------------

def test_a_later_turn_whose_agent_side_is_not_logged_is_judged_a_first_turn_is_not() -> None:
    """A prompt history records the person's turns only: a later turn there followed the
    agent's (unlogged) answer to the turn before it, so the model judges it and breakage it
    reports counts as reported after a reply; the session's first words relate to nothing."""
    from memory_engine.reflexion.relations import Model

    rows = [{"id": "p-001", "source": "me/app/history.jsonl", "prev_assistant": "",
             "text": "add a login page"},
            {"id": "p-002", "source": "me/app/history.jsonl", "prev_assistant": "",
             "text": "the login page still shows a blank screen"}]
    (session,) = outside_rows.sessions(rows).values()
    (_, first), (_, later) = session
    assert later.request == "add a login page" and not later.claim and not later.action
    assert features(later.text, request=later.request)["unrecorded"]
    assert features(later.text, request=later.request)["breakage_after_reply"]
    assert not features(later.text)["breakage_after_reply"]
    # a model that flags any turn it judges: only the later one is judged
    model = Model({"unrecorded": 4.0, "short": 4.0}, -2.0, 0.5)
    detector = Detector(load_lexicon(None), model=model)
    found = [c.turn for turn in (first, later) for c in detector.feed([turn], [])]
    assert found == [later.index]


@pytest.mark.parametrize("later", [
    "the login page still shows a blank screen",
    "ログインページが表示されません",
    "a página de login ainda não abre",
])
def test_an_unlogged_answer_to_a_request_is_work_delivered(later: str) -> None:
    """Where the log records the person's prompts only, the agent's answer to the earlier
    request is not there, but it was given, and to a request a coding agent answers with work:
    a failure said next is said after delivered work, as after a logged edit. A session's first
    words follow no work."""
    after = features(later, request="add a login page")
    assert after["unrecorded"] and after["delivered"]
    assert after["failure_after_delivery"] == after["failure"] == 1.0
    assert not features(later)["delivered"]
    assert not features(later)["failure_after_delivery"]


@pytest.mark.parametrize("later", [
    "not on the settings page, put the toggle in the header",
    "no me refiero a la página de settings, ponlo en el header",
])
def test_an_unlogged_answer_is_set_against_through_the_request_it_answered(later: str) -> None:
    """With the agent's side left out of the log, a negation said of the earlier request's
    subject is said of the work that answered it (the person narrows or reverses the request);
    where the agent's words are logged, they are what the turn is set against."""
    request = "add a dark mode toggle to the settings page"
    assert features(later, request=request)["against_agent"]
    assert not features(later, request=request, claim="Added the toggle.")["against_agent"]
    assert not features("now add a footer with the copyright", request=request)["against_agent"]
