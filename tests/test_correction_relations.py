"""Corrections found from a turn's relation to the agent's last action, in any language: real
transcripts written to a temporary folder, read by the transcript reader and judged by the
shipped detector; the outside benchmark run as a command on a jsonl of labelled turns."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from memory_engine.reflexion.corrections import Detector, load_lexicon
from memory_engine.reflexion.relations import FEATURES, PRIOR, PRIOR_BIAS, features, fit

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "benchmarks" / "reflexion"))

from sessions import Step, bash, edit, flagged  # noqa: E402


@pytest.mark.parametrize("breakage", [
    # a pasted error right after "done", whatever it says around it
    "TypeError: Cannot read properties of undefined (reading 'id')\n"
    "    at render (src/App.tsx:41:7)",
    "src/cart.py:88: AssertionError",
    "Traceback (most recent call last):\n  File \"app.py\", line 3, in <module>\nImportError: x",
])
def test_an_error_pasted_after_the_agent_said_done_is_a_correction(tmp_path: Path,
                                                                    breakage: str) -> None:
    judged = flagged(tmp_path, [
        Step("add the total to the cart page", [edit("src/App.tsx")], "Done, the total shows."),
        Step(breakage, [], "Looking."),
    ])
    assert judged[breakage] == ["relation"]
    assert judged["add the total to the cart page"] == []


@pytest.mark.parametrize("turn", [
    "为什么改了 settings.py？",                       # why, about the file the agent changed
    "почему ты изменил settings.py?",
    "can you do it in settings.local.py instead",  # a mild redirect after the edit
])
def test_a_why_or_a_redirect_about_the_agents_change_in_any_language(tmp_path: Path,
                                                                     turn: str) -> None:
    judged = flagged(tmp_path, [
        Step("turn on debug logging", [edit("config/settings.py")], "Set DEBUG to True."),
        Step(turn, [], "Sure."),
    ])
    assert judged[turn], turn


@pytest.mark.parametrize("turn", [
    "great, now add a loading spinner to the upload button",
    "thats why we have the push hook",
    "ok, what does settings.py hold besides DEBUG?",
])
def test_the_next_request_after_delivered_work_is_not(tmp_path: Path, turn: str) -> None:
    judged = flagged(tmp_path, [
        Step("turn on debug logging", [edit("config/settings.py"), bash("pytest -q", "3 passed")],
             "Set DEBUG to True; all tests pass."),
        Step(turn, [], "Sure."),
    ])
    assert judged[turn] == [], turn


def test_structure_reads_the_same_whatever_the_language() -> None:
    claim = "Updated `models/aspp.py` and `worker.py`. ```python\nx = 1\n```"
    for text in ("`aspp.py` 又坏了", "`aspp.py` снова сломан", "`aspp.py` is broken again"):
        found = features(text, claim=claim)
        assert found["delivered"] and found["echo"] and found["echo_short"], text
    long_task = "Please do the following:\n" + "\n".join(f"{i}. step {i}" for i in range(1, 9))
    found = features(long_task, claim=claim)
    assert found["task_list"] and found["long"] and not found["echo_short"]


def test_fit_starts_from_the_prior_and_keeps_it_without_evidence() -> None:
    model = fit([], epochs=5)
    assert model.bias == PRIOR_BIAS
    assert all(model.weights[k] == PRIOR.get(k, 0.0) for k in FEATURES)
    plain = fit([], epochs=5, prior={})
    assert plain.bias == 0.0 and not any(plain.weights.values())


def _row(i: int, repo: str, text: str, label: str, **extra: object) -> dict[str, object]:
    return {"id": f"{repo.split('/')[-1]}-{i:03d}", "source": f"{repo}/.aider.chat.history.md",
            "lang": "en", "prev_assistant": "Fixed the import in `src/app.py`.\n```python\n```",
            "text": text, "label": label, **extra}


def test_outside_bench_scores_a_file_by_source_and_hides_rows(tmp_path: Path) -> None:
    path = tmp_path / "turns.jsonl"
    rows = [_row(1, "someone/tool", "ImportError: cannot import name 'x' from src/app.py:3",
                 "correction", kind="breakage"),
            _row(2, "someone/tool", "thanks, now add a README", "other", kind="new-task"),
            _row(1, "other/app", "secret-looking row text 123", "correction", unsure=True)]
    path.write_text("\n".join(json.dumps(r) for r in rows) + "\n", encoding="utf-8")
    command = [sys.executable, str(REPO / "benchmarks" / "bench_reflexion.py"), "outside",
               "--file", str(path)]
    quiet = subprocess.run(command, capture_output=True, text=True, check=True).stdout
    assert "source someone/tool" in quiet and "source other/app" in quiet
    assert "unseen" in quiet and "sure" in quiet
    assert "secret-looking" not in quiet and "add a README" not in quiet
    listed = subprocess.run([*command, "--list"], capture_output=True, text=True,
                            check=True).stdout
    assert "secret-looking" in listed  # a correction the detector cannot see: listed as FN


def test_what_counts_as_delivered_work_and_as_an_error_block() -> None:
    cursor = "Tool use: **edit_file** Edit file: src/App.css Lines added: 2, lines removed: 1"
    assert features("still blue", claim=cursor)["delivered"]
    assert not features("still blue", claim="Which file holds the colours?")["delivered"]
    pasted = features("TypeError: x is undefined", claim=cursor)
    assert pasted["error_block"] and pasted["error_after_delivery"]
    asked = features("add a ValidationError class for the form", claim=cursor)
    assert not asked["error_block"]
    # a line that opens with its error and says where it failed before the colon (R, SQL
    # clients), under a line of the job's own status
    for log in ("CI:\n- 3 packages in the lockfile are out of date, see `renv::status()`.\n"
                "Error in loadNamespace(x) : there is no package called 'lme4'\n",
                "deploy:\nERROR at line 12 of 0042_zones.sql: relation \"zones\" missing\n"):
        assert features(log, claim=cursor)["error_block"], log
    assert not features("Error handling in the importer needs a retry", claim=cursor)[
        "error_block"]


def test_a_program_error_under_a_status_line_after_delivered_work_is_a_correction(
        tmp_path: Path) -> None:
    turn = ("CI:\n- 3 packages in the lockfile are out of date, see `renv::status()`.\n"
            "Error in loadNamespace(x) : there is no package called 'lme4'\nExecution halted\n"
            "installing into your user library helps nobody else. renv::install('lme4'), then "
            "renv::snapshot(), and commit renv.lock")
    judged = flagged(tmp_path, [
        Step("the mixed model needs lme4, set it up",
             [bash("Rscript -e 'install.packages(\"lme4\")'", "* DONE (lme4)"),
              edit("analysis/model.R", "library(stats)", "library(stats)\nlibrary(lme4)")],
             "lme4 installed and loaded in the model script."),
        Step(turn, [], "Installed through renv."),
    ])
    assert judged[turn] == ["relation"]


def _session(pairs: list[tuple[str, str]]) -> list[tuple[bool, dict[str, float]]]:
    """Turns judged in order as one session, each after the agent's reply written beside it
    (no tool call: what the agent did is read from its words, as for an outside row)."""
    from memory_engine.reflexion.turns import HumanTurn

    detector = Detector(load_lexicon(None))
    out: list[tuple[bool, dict[str, float]]] = []
    request = ""
    for i, (claim, text) in enumerate(pairs, start=1):
        turn = HumanTurn(index=i, uuid=str(i), line=i, offset=0, timestamp="", text=text,
                         source="prompt", claim=claim, request=request)
        found = detector.feed([turn], [])
        out.append((bool(found), detector.evidence[0][1]))
        request = text
    return out


DONE = "Done — the export now writes UTF-8 and all the tests pass. The CSV headers are unchanged."


@pytest.mark.parametrize("turn", [
    "it still writes latin-1 for the headers",   # "still", pointing back at the work
    "#terminalLastCommand broken",                 # terminal output attached, one word on it
    "это не работает, та же ошибка",               # it does not work, the same error
    "还是报错",                                      # still an error
])
def test_a_failure_reported_after_a_claim_of_completion_is_a_correction(turn: str) -> None:
    [(flagged, found)] = _session([(DONE, turn)])
    assert flagged and found["failure_after_delivery"], turn


@pytest.mark.parametrize("turn", [
    "add a --verbose flag to the CLI",             # a new task after the claim
    "is the export still running?",                # asks about a failure, reports none
    "thanks! can you also add a README section",
])
def test_a_new_task_or_a_question_after_a_claim_is_not(turn: str) -> None:
    [(flagged, found)] = _session([(DONE, turn)])
    assert not flagged, turn
    assert not found["failure"], turn


def test_a_request_said_again_that_the_reply_did_not_take_up_is_a_reminder() -> None:
    judged = _session([("", "reply in French from now on please"),
                       ("Sure. Here is the summary of the changes in the parser module.",
                        "reply in French please")])
    assert not judged[0][0]
    flagged, found = judged[1]
    assert flagged and found["repeats_earlier"] and found["reminder"]


def test_content_words_compare_inflections_and_unspaced_scripts() -> None:
    from memory_engine.reflexion.relations import content_words

    assert content_words("the exporter exports") == {"expor"}
    assert {"报错", "错了"} <= content_words("还是报错了")
    assert "ภา" in content_words("ภาษาไทย")
    assert content_words("") == set()


def test_the_tool_calls_a_log_names_become_the_turns_action() -> None:
    from outside_rows import action_of, turn

    assert action_of(["Read file: src/cart.py", "Edit file: src/cart.py", "Read file: b.py"]) \
        == "Edit: src/cart.py"
    assert action_of(["Applied edit to app/main.py", "Commit 1a2b3c4 fix: empty input"]) \
        == "Edit: app/main.py"
    assert action_of(["Run command: npm test"]) == "Bash: npm test"
    assert action_of(["Run shell command: rm -rf build: n"]) == ""  # declined, never ran
    assert action_of(["ripgrep_raw_search: TODO"]) == "Grep: TODO"
    row = {"id": "x-001", "source": "a/b/log.md", "text": "still shows the old total",
           "prev_assistant": "I updated the total so the cart shows the sum with tax.",
           "prev_actions": ["Read file: src/cart.py", "Edit file: src/cart.py"]}
    judged = turn(row)
    assert judged.action == "Edit: src/cart.py"
    assert Detector(load_lexicon(None)).feed([judged], [])
    assert turn({**row, "prev_actions": []}).action == ""


def test_the_tool_calls_written_into_a_reply_become_the_turns_action() -> None:
    from outside_rows import turn, written_calls

    reply = "缺少依赖，重新安装： [ran: npm install next@latest] [read: package.json]"
    assert written_calls(reply) == ["Run command: npm install next@latest",
                                    "Read file: package.json"]
    row = {"id": "x-001", "source": "a/b/log.md", "text": "还是404呢", "prev_assistant": reply}
    assert turn(row).action == "Bash: npm install next@latest"
    # calls the log names win over the reply's words
    assert turn({**row, "prev_actions": ["Edit file: a.py"]}).action == "Edit: a.py"
    assert turn({**row, "prev_assistant": "你可以运行 npm install。"}).action == ""


def test_a_claim_of_completion_in_other_languages_and_a_reply_that_asks() -> None:
    for claim in ("已修复，所有测试都通过了。", "Готово, тесты проходят.",
                  "Pronto, está corrigido."):
        assert features("还是报错", claim=claim)["failure_after_delivery"], claim
    asked = features("the second one", claim="Should I keep the old parser or replace it?")
    assert asked["answers"] and not asked["after_claim"]
    taken_up = _session([("", "answer in French from now on please"),
                         ("D'accord, je réponds en French désormais.", "answer in French please")])
    assert taken_up[1][1]["repeats_earlier"] and not taken_up[1][1]["reminder"]


def test_a_reply_that_asks_then_offers_the_choices_is_answered() -> None:
    offered = ("How much editing should the phone allow? - **Read-only**: display code "
               "- **Basic**: a text area. This affects what the mobile view has to hold.")
    assert features("read-only, with line numbers", claim=offered)["answers"]
    asked = "Should the server start on launch? It decides whether the app is one click."
    assert features("just autostart for now", claim=asked)["answers"]
    # a question the reply asked itself and then answered with the work: not the person's
    done = "Why did it fail? The path was relative. I fixed it and the tests pass now."
    assert not features("still failing", claim=done)["answers"]
    assert not features("still failing", claim="I fixed the path.")["answers"]


def test_a_short_program_is_named_as_a_whole_word_or_with_its_subcommand() -> None:
    from memory_engine.reflexion.relations import features, negates_action

    assert negates_action("not pip, use uv add, the lockfile must stay in sync",
                          action="Bash: pip install requests")
    assert negates_action("golangci-lint run, not just go vet. CI uses our .golangci.yml",
                          action="Bash: go vet ./internal/geofence/...")
    # a longer word that begins with the program's name does not name it
    assert features("the pipeline is not green", action="Bash: pip install x")[
        "names_change"] == 0.0
    assert features("go ahead and merge it", action="Bash: go vet ./...")["names_change"] == 0.0


@pytest.mark.parametrize(("text", "relation"), [
    ("but now the file names read louis-False-blue.jpg", "objection"),
    ("nice, it works. but the ball moves way too fast", "objection"),
    ("mais le tri se fait toujours par date", "objection"),
    ("但是看上去craft方法仍然在scene_craft.rb中", "objection"),
    ("the initial value should be the recipe's number, not 1", "ought"),
    ("il valore iniziale dovrebbe essere 3", "ought"),
    ("初始值应该是3而不是1", "ought"),
    ("请直接修改文件并提交", "yourself"),
    ("hazlo tú directamente, no me pases el código", "yourself"),
    ("不需要计算坐标，设置第6个参数即可", "negation"),
    ("nein, nicht die Konfiguration anfassen", "negation"),
])
def test_relations_set_against_the_work_in_any_language(text: str, relation: str) -> None:
    found = features(text, claim="Done: updated `window_craftnumber.rb`.\n```ruby\n```")
    assert found[relation] and found[f"{relation}_after_delivery"], text


@pytest.mark.parametrize(("text", "relation"), [
    ("add a summary table but keep the raw data too", "objection"),  # "but" mid-sentence
    ("请在窗口激活时，不显示列表中的内容", "negation_after_delivery"),  # in a later clause
    ("你可以开始了", "you_did"),                        # a modal, not the agent's doing
    ("你认为是不是有的文件过于臃肿了", "negation"),     # an A-not-A question
])
def test_what_a_new_request_says_in_passing_is_not_set_against_the_work(text: str,
                                                                       relation: str) -> None:
    assert not features(text, claim="Done.")[relation], text


def test_the_agents_doing_and_a_question_where_words_are_not_spaced() -> None:
    assert features("你忘了修改X的坐标初始值了")["you_did"]
    assert features("你没有改 README")["you_did"]
    assert features("你认为现在是不是有的文件过于臃肿了。有没有必要分文件")["asks"]


def test_content_words_read_each_script_of_a_mixed_token() -> None:
    from memory_engine.reflexion.relations import content_words

    words = content_words("但是看上去craft方法仍然在scene中")
    assert {"craft", "scene", "方法", "仍然"} <= words
    assert "去方" not in words  # characters either side of a spaced word are not a pair


@pytest.mark.parametrize("turn", [
    "but the export still writes latin-1 for the headers",
    "the headers should be UTF-8 too, not latin-1",
    "但是表头仍然是latin-1编码",
])
def test_an_objection_to_what_was_just_delivered_is_a_correction(turn: str) -> None:
    [(flagged, _)] = _session([(DONE, turn)])
    assert flagged, turn


@pytest.mark.parametrize("turn", [
    "in export.py, add a --delimiter option; do not change the README",
    "请在export.py中添加一个分隔符参数，不要修改README",
])
def test_a_new_request_that_names_the_agents_file_is_not(turn: str) -> None:
    claim = "Done — `export.py` now writes UTF-8 and all the tests pass."
    [(flagged, _)] = _session([(claim, turn)])
    assert not flagged, turn


# An editor chat's export: the reply ends on the marker the export writes after an applied edit.
EXPORTED = ("Ich habe die Funktion verschoben und den Import ergänzt.\n\n````\n\n````\n\n"
            "Made changes.")


def test_an_editor_chats_export_marker_is_delivered_work() -> None:
    [(_, found)] = _session([(EXPORTED, "which colour is the legend?")])
    assert found["delivered"]
    [(_, found)] = _session([("The legend uses the theme colour. Want me to change it?",
                              "which colour is the legend?")])
    assert not found["delivered"]


@pytest.mark.parametrize("turn", [
    "when I hover over the next marker, the tooltip hides and shows again",
    "Когда я прикрепил группу фотографий, бот прислал несколько сообщений.",
    "quando eu envio duas fotos, o bot responde duas vezes",
])
def test_a_trial_of_the_delivered_work_reported_is_a_correction(turn: str) -> None:
    [(flagged, found)] = _session([(EXPORTED, turn)])
    assert found["tried_after_delivery"], turn
    assert flagged, turn


def test_a_hypothetical_if_i_or_a_new_request_is_no_trial() -> None:
    assert not features("if I pass --year, use that season instead")["tried"]
    assert not features("add a --force-update option that refreshes the cache")["tried"]


@pytest.mark.parametrize(("turn", "state"), [
    ("Ok now it shows on every hover, but it flickers", True),
    ("Теперь я получаю два сообщения вместо одного", True),
    ("agora o gráfico ficou vazio", True),
    ("now refactor metrics.py into a package", False),
    ("ok now let's upgrade flutter to the latest version", False),
    ("Теперь давай добавим кнопку", False),
])
def test_now_and_a_subject_says_the_new_state_not_the_next_request(turn: str,
                                                                   state: bool) -> None:
    assert bool(features(turn)["now_state"]) is state, turn


def test_praise_a_but_follows_in_the_same_clause_does_not_take_the_work() -> None:
    assert features("ok, that works")["positive"]
    assert not features("Ok now it shows on every hover, but it flickers")["positive"]


@pytest.mark.parametrize(("turn", "key"), [
    ("Сейчас я получил ошибку: ModuleNotFoundError", "now_broken"),     # now ... an error
    ("agora dá erro ao abrir a página", "now_broken"),
    ("Проблема осталась неизменной, бот не отвечает", "failure"),       # the problem remains
    ("ты удалил конфиг, верни его", "you_did"),                          # you (past) ...
    ("você mudou o arquivo errado", "you_did"),
    ("что за файлы ты добавил в корень?", "what_these"),
    ("используй pnpm, а не npm", "redirect"),
])
def test_portuguese_and_russian_read_by_the_classes_of_the_other_languages(turn: str,
                                                                           key: str) -> None:
    assert features(turn)[key], turn


def test_a_russian_reply_that_reports_its_changes_claims_completion() -> None:
    claim = "Основные изменения: 1. Обновлен обработчик 2. Добавлена проверка лимита."
    assert features("ок", claim=claim)["after_claim"]
    assert not features("ок", claim="Какую версию aiogram вы используете?")["after_claim"]


@pytest.mark.parametrize(("turn", "key"), [
    ("왜 config.py를 바꿨어?", "why_change"),                  # why, about the change
    ("아직도 같은 에러가 나요", "failure_after_delivery"),      # still, the same error
    ("그게 아니라 Postgres를 써야 해", "negation_after_delivery"),
    ("그게 아니라 Postgres를 써야 해", "ought_after_delivery"),
    ("네가 설정 파일을 지웠잖아", "you_did"),                  # you (subject) ... (past)
    ("npm 말고 pnpm 써", "redirect_after_delivery"),
    ("근데 버튼이 여전히 안 보여", "objection_after_delivery"),
    ("직접 파일을 수정해 주세요", "yourself_after_delivery"),
    ("まだ動かないです", "failure_after_delivery"),            # voiced kana, as normalised
    ("ダメです、元に戻して", "negation_after_delivery"),
    ("别再改这个文件了", "negation_after_delivery"),
    ("Всё ещё не работает", "failure_after_delivery"),       # ё, as normalised
])
def test_word_classes_of_languages_normalised_text_decomposes(turn: str, key: str) -> None:
    # Korean syllables reach the patterns as jamo and kana lose their voicing marks: the
    # tables, written as people write, are folded the same way before they are searched
    assert features(turn, claim="완료했습니다. Done: updated `config.py`.")[key], turn


@pytest.mark.parametrize(("turn", "key"), [
    ("좋아요, 감사합니다!", "failure"),
    ("다음으로 로그인 페이지를 만들어 주세요", "negation"),
    ("안내 문구를 추가해 주세요", "negation"),       # 안 opening a word is no negation
    ("区别在于第二个参数", "negation"),               # 别 in a noun is no "don't"
])
def test_a_korean_or_chinese_request_says_no_failure_or_negation(turn: str, key: str) -> None:
    assert not features(turn, claim="완료했습니다.")[key], turn


def test_a_korean_claim_of_completion_and_thanks() -> None:
    assert features("ok", claim="수정했습니다. 테스트도 추가했습니다.")["after_claim"]
    assert features("좋아요, 감사합니다!", claim="완료했습니다.")["positive"]


def test_the_same_request_about_code_not_named_before_is_the_next_of_a_series() -> None:
    request = "refactor noetl/api/routers/database.py into a package with one module per route"
    found = features("refactor noetl/api/routers/metrics.py into a package with one module "
                     "per route", claim="Done: noetl/api/routers/database/ has routes.py.",
                     request=request)
    assert found["series"]
    again = features("refactor noetl/api/routers/database.py into a package with one module "
                     "per route", claim="Done.", request=request)
    assert again["reasks"] and not again["series"]


# Turns of editor chats' and Amazon Q's exports (benchmarks/reflexion/outside_turns8.jsonl),
# with the end of the reply before them.
AMAZON_Q = ("**테스트 방법:** 1. http://54.244.128.44 접속 2. 여러 파일 선택 "
            "3. \"업로드 시작\" 버튼 클릭 이제 여러 파일 동시 업로드가 정상적으로 작동할 것입니다!")
COPILOT = ("Validation: 1. Ran analyzer on the updated Insights screen. 2. Result: no issues "
           "found. Made changes.")


@pytest.mark.parametrize(("claim", "done"), [
    (AMAZON_Q, True),                                    # "now ... will work properly!"
    ("现在应该能完整运行两个模型的对比了 🎉", True),
    ("Listo. Ahora puedes probar la página de inicio de sesión.", True),
    ("어떤 방식으로 진행할까요?", False),                  # a question to the person
    ("Which file holds the colours?", False),
])
def test_a_reply_that_states_the_new_state_claims_completion(claim: str, done: bool) -> None:
    found = features("다시 파일 업로드 버튼이 안먹혀 파일을 골라도 다시 파일 고르는 팝업이 계속 떠",
                     claim=claim)
    assert bool(found["after_claim"]) is done, claim
    assert found["failure"]
    assert bool(found["failure_after_delivery"]) is done, claim


@pytest.mark.parametrize(("turn", "fails"), [
    ("다시 파일 업로드 버튼이 안먹혀 파일을 골라도 다시 파일 고르는 팝업이 계속 떠", True),
    ("我怀疑一键对比_两模型已经严重损坏，我建议你重写。", True),          # damaged
    ("好像刚刚卡死了。", True),                                          # it froze
    ("Seguimos con el problema que nos devuelve a la pagina de iniciar sesion", True),
    ("안내 문구를 추가해 주세요", False),
    ("请在Window_CraftCommand激活时，不显示Window_CraftList中的内容。", False),  # a request
    ("continua con todo lo que falta", False),
])
def test_breakage_said_in_the_words_of_each_language(turn: str, fails: bool) -> None:
    assert bool(features(turn)["failure"]) is fails, turn


@pytest.mark.parametrize("turn", [
    "all screens are okay except insight screen and categories screen and add, edit screens",
    "superb, but in\nMonth over Month Spend section show doubled new\nnew with box and raw new",
    "All good but downloaded csv showing records but its category shows uncategorized",
    "挺好的，但是你好像没有帮我搞可视化？",
])
def test_praise_taken_back_by_a_but_or_an_exception_is_an_objection(turn: str) -> None:
    found = features(turn, claim=COPILOT)
    assert found["objection_after_delivery"] and not found["positive"], turn


def test_praise_that_nothing_takes_back_stays_praise() -> None:
    for turn in ("ok, that works", "now its working", "Superb keep going."):
        found = features(turn, claim=COPILOT)
        assert found["positive"] and not found["objection"], turn


def test_a_go_ahead_said_again_is_no_reminder() -> None:
    judged = _session([("", "okay lets continue the developments, with specification"),
                       (COPILOT, "okay lets continue the development")])
    assert judged[1][1]["repeats_earlier"] and judged[1][1]["go_ahead"]
    assert not judged[1][1]["reminder"] and not judged[1][1]["reasks"]
    # "계속" (continuously) in a request and a go-ahead after a refusal let nothing go on
    assert not features("아니야 md파일 하나 만들어서 계속 업데이트")["go_ahead"]
    assert not features("no, don't continue with the migration")["go_ahead"]
    assert features("이어서 진행")["go_ahead"] and features("继续")["go_ahead"]


def test_a_when_clause_states_what_happened_unless_asked() -> None:
    found = features("when touch download pdf button there is an error; error is long.",
                     claim=COPILOT)
    assert not found["asks"] and found["failure_after_delivery"]
    assert features("when will the export be ready?")["asks"]


def test_no_and_kein_without_a_comma_are_no_contrast() -> None:
    assert not features("First make sure it is properly done and there are no bugs.")["contrast"]
    assert not features("es gibt keine Tests für den Export.")["contrast"]
    assert features("use compose up, not docker run.")["contrast"]
    assert features("use compose up not docker.")["contrast"]


@pytest.mark.parametrize("turn", ["Are you sure??", "euh, tu es sûr ?", "你确定吗？",
                                  "¿estás seguro? la doc dice otra cosa"])
def test_the_agents_claim_doubted_is_not_a_question_for_information(turn: str) -> None:
    found = features(turn, claim="Done, all the tests pass.")
    assert found["doubts"] and not found["asks"], turn


def test_a_disagreement_opening_the_turn_objects() -> None:
    turn = ("No creo que el problema de la aplicacion tenga nada que ver con conectarse a "
            "supabase, ya que los problemas son de bucles en la navegabilidad")
    assert features(turn, claim=COPILOT)["objection_after_delivery"]
    assert not features("creo que el problema está en el login, revísalo")["objection"]


def test_a_korean_trial_told_in_the_past_not_a_condition_asked_for() -> None:
    assert features("업로드 시작 누르니 오류남")["tried"]
    assert not features("그리고 S3 파일 업로더 텍트스를 누르면 초기화 되도록도 해줘")["tried"]


@pytest.mark.parametrize(("claim", "turn"), [
    (AMAZON_Q, "다시 파일 업로드 버튼이 안먹혀 파일을 골라도 다시 파일 고르는 팝업이 계속 떠"),
    (COPILOT, "all screens are okay except insight screen and categories screen and add, edit "
              "screens"),
    (COPILOT, "when touch download pdf button there is an error; error is long. Please maintain "
              "loggins so i can view errors in the debug logs."),
    (COPILOT, "No creo que el problema de la aplicacion tenga nada que ver con conectarse a "
              "supabase, ya que los problemas son de bucles en la navegabilidad."),
])
def test_exported_replies_then_breakage_or_objection_are_corrections(claim: str,
                                                                     turn: str) -> None:
    [(flagged, _)] = _session([(claim, turn)])
    assert flagged, turn


def test_a_go_ahead_said_again_after_exported_work_is_not_a_correction() -> None:
    judged = _session([(COPILOT, "good, lets continue"), (COPILOT, "okay, lets continue"),
                       (COPILOT, "now its working")])
    assert not any(flagged for flagged, _ in judged)


def test_a_negation_joined_to_a_request_by_a_semicolon_is_a_constraint() -> None:
    assert not features("in export.py, add a --delimiter option; do not change the README")[
        "negation"]
    assert features("no, not that file; use export.py")["negation"]


# An aider reply that printed the edit for the person to paste, with no edit applied.
PASTE_BACK = ("在这个更新后的文件中，我将宽度参数设置为 640。 请将这个更新后的内容替换到你的 "
              "`window_craftcommand.rb` 文件中，并重新运行测试以确认更改是否生效。")


@pytest.mark.parametrize("turn", [
    "请使用<<<<<< SEARCH ======= >>>>>>> REPLACE的格式直接修改文件并提交。",
    "请直接更新，并提交当前仓库的全部文件。",
])
def test_asking_the_agent_to_do_the_work_it_handed_back_is_a_correction(turn: str) -> None:
    found = features(turn, claim=PASTE_BACK)
    assert found["handed_back"] and found["yourself_after_handback"], turn
    [(flagged, _)] = _session([(PASTE_BACK, turn)])
    assert flagged, turn


def test_a_reply_that_applied_its_edit_hands_nothing_back() -> None:
    found = features("请修改test_craft中的相应代码，使用此格式。", action="Edit: game_craft.rb",
                     claim="请将上述 *SEARCH/REPLACE* 块应用到 `game_craft.rb` 文件中。")
    assert not found["handed_back"] and not found["yourself_after_handback"]
    assert not features("请使用SEARCH/REPLACE格式", claim="已完成修改。")["handed_back"]


@pytest.mark.parametrize(("text", "relation"), [
    ("scene_craft中有一处也要改。", "partial"),                     # a place left out
    ("the sidebar also needs to be updated", "partial"),
    ("nunca debes iniciar el servidor de desarrollo si ya lo tengo iniciado", "must"),
    ("no me tienes que mostrar nada, porque quien debe aplicar esos cambios eres tú", "must"),
    ("注意，我的cuda是12.8，显卡是5090，目前必须使用这个", "must"),
    ("아니야 md파일 하나 만들어서 계속 업데이트", "opens_no"),
    ("no, use the other endpoint", "opens_no"),
    ("是根据 vue 的也就是说vue才是标准", "ought"),
])
def test_more_relations_set_against_the_work(text: str, relation: str) -> None:
    assert features(text, claim="Done: updated `window_craftnumber.rb`.\n```ruby\n```")[
        relation], text


@pytest.mark.parametrize(("text", "relation"), [
    ("no problem, add the tests next", "opens_no"),      # a formula, not a refusal
    ("now add a summary table", "opens_no"),
    ("el servidor ya está iniciado, revisa el login", "must"),
    ("请在README中也介绍安装方法", "partial"),
])
def test_what_those_relations_do_not_read(text: str, relation: str) -> None:
    assert not features(text, claim="Done.")[relation], text


def test_a_korean_report_said_with_a_rising_tone_is_not_a_question() -> None:
    found = features("elb endpoint에서 안뜨는데?", claim="배포를 완료했습니다.")
    assert found["failure_after_delivery"] and not found["asks"]
    assert features("elb endpoint에서 뜨나요?", claim="배포를 완료했습니다.")["asks"]


def test_a_failure_in_a_sentence_an_objection_opens() -> None:
    turn = ("지금 웹에서 서비스 뜨는건 확인 했어. 근데 생성된 URL을 복사하기 버튼을 누르면 복사가 "
            "실패했다고 나오는데 이거 해결해주고")
    assert features(turn, claim="배포를 완료했습니다.")["failure_after_delivery"]
    assert not features("it shows now. then add a copy button", claim="Done.")["failure"]


def test_an_earlier_request_restated_with_more_to_it() -> None:
    from memory_engine.reflexion.turns import HumanTurn

    detector = Detector(load_lexicon(None))
    texts = ["将window_craftnumber的z值调高100",
             "请根据InternalScripts\\Window_Base.rb中z值的设置方式，将window_craftnumber的z值调高100。",
             "请在README中添加安装说明"]
    found = []
    for i, text in enumerate(texts, start=1):
        detector.feed([HumanTurn(index=i, uuid=str(i), line=i, offset=0, timestamp="",
                                 text=text, source="prompt", claim="Understood.")], [])
        found.append(detector.evidence[0][1])
    assert not found[0]["restates"]
    assert found[1]["restates"] and not found[1]["repeats_earlier"]
    assert not found[2]["restates"]  # a new request takes up no earlier one


def test_the_form_of_the_work_asked_for_after_delivered_work() -> None:
    reply = ("window_craftcommand.rb ```ruby <<<<<<< ORIGINAL self.contents.draw_text(x, 0) "
             "======= self.contents.draw_text(x, 0, 1) >>>>>>> UPDATED ```")
    assert features("请使用```git包围代码块，并把文件名放进代码块。", claim=reply)[
        "manner_after_delivery"]
    assert not features("请使用```git包围代码块", claim="Understood.")["manner_after_delivery"]


@pytest.mark.parametrize("turn", [
    "check flutter output log for errors",
    "double check the logic of all the files",
    "请检查一下日志里有没有错误",
])
def test_a_request_to_inspect_names_what_to_look_for(turn: str) -> None:
    assert features(turn, claim="Done.")["inspect"], turn


def test_a_failure_reported_is_no_request_to_inspect() -> None:
    assert not features("it still fails, check again", claim="Done.")["inspect"]
    assert not features("checkout the branch and rebuild", claim="Done.")["inspect"]


@pytest.mark.parametrize("turn", [
    "Just remove the boxes from around them, or make them like just the dashed, minimal dashed",
    "不需要计算坐标，draw_text的第6个参数设置为1即可，默认为0表示左对齐。",
    "uv add plotly is the way to add plotly",
])
def test_less_would_do_after_delivered_work(turn: str) -> None:
    found = features(turn, claim="Done: updated `window_craftnumber.rb`.\n```ruby\n```")
    assert found["suffices"] and found["suffices_after_delivery"], turn


def test_a_request_is_not_less_would_do() -> None:
    assert not features("add a test for the parser", claim="Done.")["suffices"]
    assert not features("just checking in, how is the export going?", claim="Done.")[
        "suffices"]


def test_less_would_do_asked_is_not_said() -> None:
    turn = ("I think an ash events app in the monorepo, e.g. backend, i think? should we just "
            "call it AthenaBackend?")
    assert not features(turn, claim="Done.")["suffices"]


@pytest.mark.parametrize(("text", "claim", "action", "against"), [
    # a negation or contrast whose clause names what the agent's last words or action carried
    ("No creo que el problema tenga nada que ver con conectarse a supabase",
     "Revisa la configuración de Supabase: la URL y la clave anónima.", "", True),
    ("ターミナルでプレイするのではなく、ウィンドウにゲームを表示させてほしい",
     "ターミナルで遊べるパックマンを作成しました。", "", True),
    ("don't touch deploy.sh, change the workflow", "", "Edit: scripts/deploy.sh", True),
    # the same negation about something the agent did not bring up: a detail of a new request
    ("add a --delimiter option and do not change the README",
     "Done: the parser now reads quoted fields.", "", False),
    # the person's own stance negated, its verb in the agent's words too
    ("Sometime soon, (not yet, i dont think), I'd like to enforce a schema",
     "Roles compare what they do with what they think they should do.", "", False),
    # asked, not set against the work
    ("why not use supabase directly?", "I put a local proxy in front of Supabase.", "", False),
    ("is supabase not configured?", "Revisa la configuración de Supabase.", "", False),
])
def test_a_negation_said_of_the_agents_own_words_or_action(text: str, claim: str, action: str,
                                                           against: bool) -> None:
    assert features(text, claim=claim, action=action)["against_agent"] == float(against), text
