"""Corrections read from the turn's relation to the agent's last work, by class and whatever
the language: more or less of the same change asked in a few words (its scope), a
restriction to part of it, the work asked for "properly"; the person saying they did what
the agent told them and what came of it; what the person already gave the agent; a "wait"
halting it; "not X but Y" without its comma; the work said not to be right. And how a chat
log's tool calls (Claude Code's display, a collector's paraphrase) become the turn's action.
Features read directly, through the shipped detector on real transcripts, and through the
stop and session-end hooks run as processes."""

from __future__ import annotations

import datetime as dt
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from conftest import run_cli_json, wait_for_session_end

from memory_engine.reflexion.cursor import offset_of
from memory_engine.reflexion.relations import features

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "benchmarks" / "reflexion"))

from sessions import Step, edit, flagged, write_session  # noqa: E402

DONE = "Done: the controls sit at the top right now and no longer overlap the menu."
EDIT = "Edit: src/layout.css"


def _on(turn: str, *, action: str = EDIT, claim: str = DONE) -> set[str]:
    return {k for k, v in features(turn, action=action, claim=claim).items() if v}


# ---- more or less of the same, a part of it, done properly ------------------------------

@pytest.mark.parametrize("turn", [
    "bajalo mas", "a bit bigger", "encore plus", "ancora più piccolo", "noch etwas weiter",
    "um pouco mais", "ещё выше", "再大一点", "もう少し小さく", "좀 더 크게",
])
def test_more_or_less_of_the_same_after_delivered_work(turn: str) -> None:
    found = _on(turn)
    assert {"degree", "degree_after_delivery"} <= found, turn
    assert "degree_after_delivery" not in _on(turn, action="", claim=""), turn


@pytest.mark.parametrize("turn", [
    # a long request that says "more" in passing, or a question, is no adjustment
    "add more tests for the parser, especially the edge cases with empty input and unicode",
    "can you make it a bit bigger?",
])
def test_more_said_in_a_request_or_asked_is_no_degree(turn: str) -> None:
    assert "degree" not in _on(turn), turn


@pytest.mark.parametrize("turn", [
    "Ora, riduci solamente il margine a destra",
    "only change the header, leave the footer",
    "cambia solo el color", "nur die Farbe ändern", "меняй только отступ", "只改标题",
    "ヘッダーだけ変更して",
])
def test_a_restriction_to_part_of_the_work(turn: str) -> None:
    assert {"only", "only_after_delivery"} <= _on(turn), turn


def test_only_asked_is_no_restriction() -> None:
    assert "only" not in _on("does it only run on linux?")


@pytest.mark.parametrize("turn", [
    "명령어좀 제대로 알려줘", "do it properly this time", "fais-le correctement",
    "mach es richtig", "ちゃんと直して", "сделай нормально",
])
def test_the_work_asked_for_properly(turn: str) -> None:
    assert {"properly", "properly_after_delivery"} <= _on(turn), turn


# ---- the person did what the agent said, and says what came of it ------------------------

@pytest.mark.parametrize("turn", [
    "hab ich gemacht.. keinerlei veränderung..",
    "i did that and it still shows the old page",
    "i click on post but nothing appear",
    "ya lo hice y sigue igual",
    "照做了，还是一样",
    "やってみたけど変わらない",
])
def test_a_trial_of_the_agents_instructions_reported(turn: str) -> None:
    found = _on(turn)
    assert {"tried", "tried_after_delivery"} <= found, turn


def test_a_pause_is_not_the_end_of_the_opening() -> None:
    # the hesitation before the dots does not end the sentence the failure is said in
    found = _on("음... 에러가 생긴 것 같은데.", claim="이제 파일 구조가 더 깔끔해졌습니다")
    assert {"failure", "failure_after_delivery"} <= found


# ---- what the person gave, a wait, a contrast, "not right" -------------------------------

@pytest.mark.parametrize("turn", [
    "en base al chat que te mande, crea todo lo que este ahi",
    "use the schema I sent you",
    "regarde le fichier que je t'ai envoyé",
    "usa il file che ti ho mandato",
    "nimm die Datei, die ich dir geschickt habe",
    "usa o arquivo que te mandei",
    "按我之前发给你的格式写",
    "i mean i need to run frontend in /frontend folder",
])
def test_what_the_person_already_gave_or_meant(turn: str) -> None:
    assert "told" in _on(turn), turn


@pytest.mark.parametrize("turn", [
    "え？ちょい待てい。記事を除外したの？", "等等，先别提交", "잠깐, 그거 아니야",
    "стоп, не трогай базу",
])
def test_a_wait_opening_the_turn(turn: str) -> None:
    assert "opens_no" in _on(turn), turn


@pytest.mark.parametrize("turn", [
    "No call it without python just changes",
])
def test_no_then_an_imperative(turn: str) -> None:
    assert "opens_no" in _on(turn), turn
    assert "opens_no" not in _on("No way it is that slow on the server")


@pytest.mark.parametrize("turn", [
    "меняй не с шагом а в диапазоне 0.25 - 0.5",
    "nicht die Tabelle sondern die Ansicht",
    "no el botón sino el enlace",
])
def test_not_x_but_y_without_its_comma(turn: str) -> None:
    assert "contrast" in _on(turn), turn


@pytest.mark.parametrize("turn", [
    "no lo estas haciendo bien, esta es la instruccion",
    "non va bene così", "das ist nicht richtig", "isso não está certo",
])
def test_the_work_said_not_to_be_right(turn: str) -> None:
    assert {"wrong", "wrong_after_delivery"} <= _on(turn), turn


@pytest.mark.parametrize("claim", [
    "Fatto. Lo sfondo del dialog ora usa `bg-slate-900`.",
    "この変更により、エラーなく整数変換が行えるようになります。",
])
def test_a_claim_of_completion_in_italian_and_japanese(claim: str) -> None:
    assert "after_claim" in _on("ok", action="", claim=claim), claim


@pytest.mark.parametrize("turn", [
    "a mensagem deve se referir a alteração que fizemos",
    "wenn bereits geflashed wurde muss das erkannt werden",
    "the header needs to be sticky",
])
def test_how_the_work_ought_to_be_in_its_passive(turn: str) -> None:
    assert "ought" in _on(turn), turn


# ---- a chat log's tool calls as the turn's action ------------------------------------------

def test_claude_code_display_and_collector_paraphrases_become_the_action() -> None:
    from outside_rows import action_of

    assert action_of(["Read(a.json)", "Bash(git status)"]) == "Bash: git status"
    assert action_of(["Write(src/a.py)", "Read(b.py)"]) == "Edit: src/a.py"
    assert action_of(["Bash(npx hexo server) — Interrupted by user"]) == "Bash: npx hexo server"
    # a call the person declined never ran
    assert action_of(["Bash(git commit -m x) — No (tell Claude what to do differently)"]) == ""
    assert action_of(["edit sidebar width"]) == "Edit: sidebar width"
    assert action_of(["create .dockerignore", "read Card.tsx"]) == "Edit: .dockerignore"
    assert action_of(["copilot_replaceString Dockerfile"]) == "Edit: Dockerfile"
    assert action_of(["git commit / push (fd19500)"]).startswith("Bash: git commit")
    assert action_of(["Running cmake -S . -B build"]) == "Bash: cmake -S . -B build"
    # a to-do list updated is not an edit of the work
    assert action_of(["Update Todos"]) == "Update Todos"


# ---- the shipped detector and the hooks ----------------------------------------------------

@pytest.mark.parametrize(("request_", "path", "reply", "turn"), [
    ("separa los módulos de entrenamiento", "training/agents/dummy_agent.py",
     "이제 파일 구조가 더 깔끔해졌습니다. 다른 개선이 필요한 부분이 있다면 알려주세요.",
     "음... 에러가 생긴 것 같은데."),
    ("die WLAN-Auswahl soll im selben Dialog erscheinen", "src/main.cpp",
     "Erledigt: die WLAN-Auswahl erscheint jetzt im selben Dialog nach dem Flashen.",
     "hab ich gemacht.. keinerlei veränderung.."),
])
def test_the_shipped_detector_flags_them_after_an_edit(tmp_path: Path, request_: str,
                                                        path: str, reply: str,
                                                        turn: str) -> None:
    judged = flagged(tmp_path, [Step(request_, [edit(path)], reply), Step(turn, [], "...")])
    assert judged[turn], turn
    assert not judged[request_]


def _hook(name: str, payload: dict[str, object]) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([sys.executable, str(REPO / "hooks" / f"{name}.py")],
                          input=json.dumps(payload).encode(), capture_output=True,
                          env=dict(os.environ), timeout=60)


def test_stop_and_session_end_hooks_record_a_trial_reported(store: object,
                                                             store_root: Path,
                                                             tmp_path: Path) -> None:
    session = "5c0be7a1-2f43-4d7e-9a55-0c1d2e3f4a5b"
    transcript = write_session(tmp_path / f"{session}.jsonl", session, str(store_root.parent), [
        Step("die WLAN-Auswahl soll im selben Dialog erscheinen", [edit("src/main.cpp")],
             "Erledigt: die WLAN-Auswahl erscheint jetzt im selben Dialog nach dem Flashen."),
        Step("hab ich gemacht.. keinerlei veränderung..", [], "Dann prüfe bitte die Logs."),
    ], dt.datetime(2026, 3, 4, 10, 0, tzinfo=dt.UTC))
    payload = {"session_id": session, "transcript_path": str(transcript),
               "cwd": str(store_root.parent), "hook_event_name": "Stop",
               "stop_hook_active": False}
    done = _hook("stop", payload)
    assert done.returncode == 0 and done.stdout == b""
    deadline = time.monotonic() + 30
    size = transcript.stat().st_size
    while offset_of(store_root, session) < size and time.monotonic() < deadline:
        time.sleep(0.02)
    assert offset_of(store_root, session) >= size, "the background pass did not finish"
    end = {**payload, "hook_event_name": "SessionEnd", "reason": "other"}
    assert _hook("session_end", end).returncode == 0
    wait_for_session_end(store_root, session)
    out = run_cli_json("reflexion", "--transcript", str(transcript))
    assert isinstance(out, dict)
    assert [c["quote"] for c in out["corrections"]] == [
        "hab ich gemacht.. keinerlei veränderung.."]


@pytest.mark.parametrize("turn", [
    "cookieStore.get is not a function src/lib/auth.ts (55:35) @ getCurrentUser",
    "TypeError here: Cannot read properties of undefined (reading 'map')",
    "Module not found: Can't resolve './Card'",
])
def test_what_a_javascript_runtime_prints_is_an_error_block(turn: str) -> None:
    assert "error_block" in _on(turn), turn


@pytest.mark.parametrize("turn", [
    "make sure the handler is not a function of time", "add a check for a missing module",
])
def test_words_about_errors_are_no_error_block(turn: str) -> None:
    assert "error_block" not in _on(turn), turn


@pytest.mark.parametrize(("turn", "key"), [
    ("Modify the granular SVG to have less white space around it.", "degree"),
    ("should be very basic, read-only, with line numbers", "only"),
    ("Wow, impressive. ok, take a look, i only changed a couple of things.", "only"),
])
def test_a_request_or_the_persons_own_doing_is_no_scope_complaint(turn: str, key: str) -> None:
    assert key not in _on(turn), turn
