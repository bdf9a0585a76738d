"""A lesson learned in French, German or Spanish is found again by a request in that language.

End to end, as real processes: a real-format session is written where the agent acts on a
request and the human corrects it in their own language; `memengine reflexion --transcript`
reads it and `memengine drafts process` admits the lesson, as session end does; then a later
request, worded as people ask for that work again (not the words of the correction), goes
through `memengine recall --json`. The lesson keeps the words of the request the corrected
action answered as a trigger, and recall reads the request in its own language.
"""

from __future__ import annotations

import datetime as dt
import sys
from pathlib import Path

import pytest
from conftest import REPO, run_cli, run_cli_json

sys.path.insert(0, str(REPO / "benchmarks" / "reflexion"))
from sessions import Step, bash, write_session

# language -> (request, the agent's command, the correction, a word of the lesson, a later
# request for the same work, the trigger the first request gives)
SESSIONS = {
    "fr": ("vide le cache de l'application", "rm -rf var/cache",
           "non, jamais rm -rf sur var/ : passe par bin/console cache:clear", "cache:clear",
           "comment je vide le cache ?", "vide cache application"),
    "de": ("starte den Entwicklungsserver", "python manage.py runserver",
           "nein, nimm make dev, sonst fehlen die Umgebungsvariablen", "make dev",
           "wie starte ich den Entwicklungsserver?", "starte entwicklungsserver"),
    "es": ("genera la documentación", "sphinx-build docs build/html",
           "no, usa make docs, que también copia las imágenes", "make docs",
           "¿cómo genero la documentación?", "genera documentación"),
}


@pytest.mark.parametrize("lang", sorted(SESSIONS))
def test_a_lesson_is_found_by_a_follow_up_in_the_sessions_language(
        lang: str, store: object, store_root: Path, tmp_path: Path) -> None:
    request, command, correction, expect, follow_up, trigger = SESSIONS[lang]
    session = "5e55a0b1-0000-4000-8000-00000000000" + str(sorted(SESSIONS).index(lang))
    steps = [Step(request, [bash(command, "ok")], "Done."), Step(correction, [], "Ok.")]
    path = write_session(tmp_path / f"{session}.jsonl", session, str(tmp_path), steps,
                         dt.datetime(2026, 11, 2, 9))
    learned = run_cli_json("reflexion", "--transcript", str(path))
    assert isinstance(learned, dict) and len(learned["candidates"]) == 1
    processed = run_cli("drafts", "process")
    assert processed.returncode == 0, processed.stderr
    lessons = run_cli_json("list", "--tier", "procedural")
    assert isinstance(lessons, list) and len(lessons) == 1
    lesson = lessons[0]
    record = Path(lesson["path"]).read_text(encoding="utf-8")
    assert expect in record
    assert f"- {trigger}\n" in record  # the request the corrected action answered
    found = run_cli_json("recall", "--k", "3", follow_up)
    assert isinstance(found, list)
    assert lesson["id"] in [item["id"] for item in found]


def test_the_identifier_a_lesson_prescribes_is_one_of_its_triggers(
        store: object, store_root: Path, tmp_path: Path) -> None:
    # taught in Italian after a test run; the prescription names the class to use
    session = "5e55a0b1-0000-4000-8000-000000000010"
    steps = [Step("aggiungi la lettura della temperatura al sensore", [
                 bash("python3 -m pytest -q tests/test_probe.py", "3 passed")], "Fatto."),
             Step("no, i sensori non si leggono mai direttamente: passa sempre da ProbeReader, "
                  "che gestisce i timeout", [], "Ok.")]
    path = write_session(tmp_path / f"{session}.jsonl", session, str(tmp_path), steps,
                         dt.datetime(2026, 11, 2, 9))
    learned = run_cli_json("reflexion", "--transcript", str(path))
    assert isinstance(learned, dict) and len(learned["candidates"]) == 1, learned
    assert run_cli("drafts", "process").returncode == 0
    lessons = run_cli_json("list", "--tier", "procedural")
    assert isinstance(lessons, list) and len(lessons) == 1
    record = Path(lessons[0]["path"]).read_text(encoding="utf-8")
    assert "- probereader\n" in record, record
