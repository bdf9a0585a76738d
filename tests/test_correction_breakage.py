"""Breakage reported right after the agent's work, by class and whatever the wording: program
output pasted as it prints (log lines, a terminal prompt, an HTTP status) or a screenshot
named; the work left as it was ("nothing changed", "sigue igual", "没变化"); what the program
shows or gives back, described ("I get 0.00", "me sale ...", "显示了404"); any of them after
the agent's reply, claimed done or not. The decision threshold is chosen on outside files the
weights were not fitted on. Features read directly, through the fitting script's selection
of the threshold, and through the shipped detector on real transcripts."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from memory_engine.reflexion.relations import features, program_output

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "benchmarks" / "reflexion"))

from sessions import Step, edit, flagged  # noqa: E402

DONE = "Done: updated `settings.py`, the page loads the new layout."
REPLY = "I looked at the handler and changed how the totals are summed."


# ---- (a) program output and screenshots, no lexicon ----------------------------------------

@pytest.mark.parametrize("turn", [
    "2024-05-01 10:00:01 INFO start\n2024-05-01 10:00:02 WARN retry",
    "[ERROR] db down\n[INFO] shutting down",
    "$ npm run dev\n> next dev",
    "PS C:\\app> python main.py",
    "GET /api/items 500",
    "the call gives HTTP/1.1 404 Not Found",
    "npm warn deprecated x\nnpm warn deprecated y",
])
def test_program_output_as_it_prints(turn: str) -> None:
    assert program_output(turn), turn
    found = features(turn, claim=DONE)
    assert found["shows_output"] and found["output_after_delivery"], turn


@pytest.mark.parametrize("turn", [
    "add an INFO log line when the job starts",
    "the price is $5 per month",
    "status: ok, let's move on to the export",
])
def test_words_about_output_are_not_output(turn: str) -> None:
    assert not program_output(turn), turn


@pytest.mark.parametrize("turn", [
    "see the screenshot, the button is still there",
    "te mando una captura de pantalla",
    "这是截图",
    "スクショを貼ります",
    "вот скрин",
    "스크린샷 첨부합니다",
])
def test_a_screenshot_named_shows_output(turn: str) -> None:
    assert features(turn, claim=DONE)["shows_output"], turn


# ---- (b) the state of the work reported --------------------------------------------------

@pytest.mark.parametrize("turn", [
    "nothing changed",
    "it didn't make any difference",
    "sigue igual",
    "nada cambió",
    "rien n'a changé",
    "non è cambiato niente",
    "es hat sich nichts geändert",
    "não mudou nada",
    "ничего не изменилось",
    "页面没有变化",
    "画面が変わらないです",
    "변화가 없어요",
])
def test_the_work_left_as_it_was_is_a_failure_after_delivery(turn: str) -> None:
    found = features(turn, claim=DONE)
    assert found["failure"] and found["failure_after_delivery"], turn


@pytest.mark.parametrize("turn", [
    "keep the layout the same as before",   # a constraint on the next change
    "did anything change in the API?",      # asked
])
def test_no_change_asked_or_required_is_no_failure(turn: str) -> None:
    assert not features(turn, claim=DONE)["failure"], turn


@pytest.mark.parametrize("turn", [
    "I get 0.00 in the total",
    "it still shows the old title",
    "y porque sale ahora Monto de Compra: S/. 0.00",
    "me aparece un mensaje de error en rojo",
    "ça affiche une page blanche",
    "mi esce una pagina vuota",
    "es zeigt nur die alte Version",
    "me aparece a tela antiga",
    "он показывает старую версию",
    "页面显示了404",
    "エラーと表示されます",
    "빈 화면이 나와요",
])
def test_what_the_program_shows_is_reported(turn: str) -> None:
    found = features(turn, claim=DONE)
    assert found["reports_output"] and found["reports_output_after_delivery"], turn
    assert found["breakage_after_reply"], turn


@pytest.mark.parametrize("turn", [
    "I see, thanks",
    "show me the logs",
    "does it show the total?",
    "muestra los datos en una tabla",
    "请显示用户列表",
])
def test_a_request_to_show_or_an_acknowledgement_reports_nothing(turn: str) -> None:
    assert not features(turn, claim=DONE)["reports_output"], turn


def test_breakage_after_a_reply_without_a_claim() -> None:
    turn = "网站还是不能正常读数据库"
    assert features(turn, claim=REPLY)["breakage_after_reply"]
    assert not features(turn)["breakage_after_reply"]  # no reply before: a task, not a report


@pytest.mark.parametrize("turn", [
    "отлично. теперь можешь сохранять эти бассейны. кнопка добавить не работает.",
    "great, thanks. now let me pick a colour. the save button doesn't work",
])
def test_a_failure_said_after_the_opening_sentence_after_delivery(turn: str) -> None:
    found = features(turn, claim=DONE)
    assert not found["failure"] and found["failure_later_after_delivery"], turn
    # with nothing delivered before it, it is a state the next request describes
    assert not features(turn)["failure_later_after_delivery"], turn


@pytest.mark.parametrize("turn", [
    "great. now add a logger. also log every request to a file",
    "the page loads the new layout. is the save button still broken?",
    "the save button doesn't work. it should save the form",  # in the first sentence
    # a turn that opens asking for something describes it on: its failure words are wished for
    "Can you make sure it'll update on save? We also want you to be able to see errors.",
    "could you add a retry. when the upload fails it should try again",
    # a failure inside a long sentence of reasoning is a risk weighed, not a state reported
    "in terms of deployment, i think that should be a separate system. it's because of the "
    "hot reload - it's possible it might get into a broken state, so i need an out of band "
    "deployment system which can roll back",
])
def test_no_later_failure_in_a_request_a_question_or_the_first_sentence(turn: str) -> None:
    assert not features(turn, claim=DONE)["failure_later_after_delivery"], turn


@pytest.mark.parametrize("turn", [
    "http://localhost:8080 другой сервис открыт",
    "http://127.0.0.1:5000 esta apagado",
    "the dashboard on 192.168.1.20:3000 shows nothing",
])
def test_a_local_address_named_after_the_reply(turn: str) -> None:
    assert features(turn, claim=DONE)["local_address_after_reply"], turn
    # a session's first words name where the work is to run: nothing was run yet
    assert not features(turn)["local_address_after_reply"], turn


@pytest.mark.parametrize("turn", [
    "deploy it to https://example.org/app",  # a public address is no run of the work
    "bump the version to 1.2.3.4 and tag it",  # a dotted version, no port
    "so is http://localhost:8080/ running too?",  # asked: whether it runs, not what it does
])
def test_no_local_address_in_a_public_url_or_a_version(turn: str) -> None:
    assert not features(turn, claim=DONE)["local_address_after_reply"], turn


# ---- (c) the threshold chosen on files not fitted on -------------------------------------

def test_the_threshold_is_chosen_on_held_out_files_not_in_sample() -> None:
    import fit_relations as fr

    # two files of one correction each: in sample the correction scores high, held out low
    cells = {t: (0, 0, 0, 0) for t in fr.THRESHOLDS}
    for t in fr.THRESHOLDS:
        cells[t] = (2, 0, 0, 5) if t <= 0.25 else (1, 0, 1, 5) if t <= 0.5 else (0, 0, 2, 5)
    assert fr.best_threshold(cells) == 0.25
    groups = fr.file_repositories()
    assert len(groups) >= 2 and all(g for g in groups.values())


def test_files_left_out_are_pooled_by_language_too() -> None:
    import fit_relations as fr

    from memory_engine.reflexion.relations import Model

    model = Model({"after_action": 5.0}, -2.5, 0.5)  # flags a turn after an action
    rows = [("outside:a", "zh", {"after_action": 1.0}, True, "页面变成了空白", ""),
            ("outside:a", "zh", {}, True, "没有效果", ""),
            ("outside:b", "en", {"after_action": 1.0}, False, "now add a logout button", ""),
            ("outside:b", "en", {"lexical": 1.0}, True, "no, that's wrong", "")]
    table: dict[str, tuple[int, int, int, int]] = {"zh": (1, 0, 0, 3)}
    fr.add_by_language(table, model, rows)
    # tp, fp, fn, tn by language, added to what the table held
    assert table == {"zh": (2, 0, 1, 3), "en": (1, 1, 0, 0)}


# ---- the shipped detector --------------------------------------------------------------------

@pytest.mark.parametrize(("request_", "path", "reply", "turn"), [
    # what the program shows, described
    ("agrega el monto de compra al resumen", "src/resumen.js",
     "Listo, el resumen muestra el monto de compra.",
     "y porque sale ahora Monto de Compra: S/. 0.00 ??"),
    # the work left as it was
    ("把标题改成蓝色", "src/title.css", "已修改，标题现在是蓝色。", "页面没有变化"),
])
def test_the_shipped_detector_flags_breakage_after_an_edit(tmp_path: Path, request_: str,
                                                           path: str, reply: str,
                                                           turn: str) -> None:
    judged = flagged(tmp_path, [Step(request_, [edit(path)], reply), Step(turn, [], "...")])
    assert judged[turn] == ["relation"]


def test_files_left_out_are_counted_by_kind_and_by_what_the_log_records_before_the_turn(
) -> None:
    import fit_relations as fr

    from memory_engine.reflexion.relations import Model

    model = Model({"after_action": 5.0}, -2.5, 0.5)
    rows = [("outside:a", "en", {"after_action": 1.0}, True, "still blank", ""),
            ("outside:a", "en", {"unrecorded": 1.0}, True, "still blank", ""),
            ("outside:a", "en", {}, False, "add a page", ""),
            ("outside:a", "en", {}, False, "thanks", "Done: added the page.")]
    assert [fr.context(r) for r in rows] == ["agent", "unrecorded", "first", "agent"]
    kinds = {("outside:a", "still blank", ""): "breakage", ("outside:a", "add a page", ""): "other",
             ("outside:a", "thanks", "Done: added the page."): "other"}
    table: dict[str, tuple[int, int, int, int]] = {}
    fr.add_by(table, model, rows, lambda r: kinds[(r[0], r[4], r[5])])
    assert table == {"breakage": (1, 0, 1, 0), "other": (0, 0, 0, 2)}
