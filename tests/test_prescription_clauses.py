"""What a lesson says to do is the clause of the correction that prescribes, the quote its why.

A clause prescribes by an imperative, a standing rule or a norm said impersonally ("bestehende
Migrationen fasst man nicht an", "se drenan los nodos", "carregam-se na função load"), in the
turn's language; a frequency word in a part that describes a thing ("die läuft dort nie wieder")
says what happens, not what to do. The table of imperatives is read on text without accents, as
it is written ("füge" is "fuge"). End to end through `memengine reflexion` and `drafts process`
too: the record's "do:" is the prescription and its "Why:" the whole quote.
"""

from __future__ import annotations

import datetime as dt
import sys
from pathlib import Path

from conftest import REPO, run_cli, run_cli_json

sys.path.insert(0, str(REPO / "benchmarks" / "reflexion"))
from sessions import Step, bash, write_session

from memory_engine.reflexion.prescribe import wanted_of


def test_an_impersonal_norm_is_the_prescription_and_a_described_never_is_not() -> None:
    said = ("nein, 0012 ist seit Wochen in Produktion ausgerollt, die läuft dort nie wieder. "
            "bestehende Migrationen fasst man nicht an.")
    assert wanted_of(said, []) == "bestehende Migrationen fasst man nicht an."
    said = ("a página aparece vazia e depois pisca. aqui os dados da página carregam-se sempre "
            "na função load do +page.server.ts")
    assert wanted_of(said, []).startswith("aqui os dados da página carregam-se")


def test_a_frequency_word_that_addresses_someone_still_prescribes() -> None:
    assert wanted_of("never kubectl apply to prod by hand", []) == (
        "never kubectl apply to prod by hand")
    assert wanted_of("it never worked, always use the wrapper script", []).endswith(
        "always use the wrapper script")


def test_imperatives_are_read_without_accents() -> None:
    # "füge" is written "fuge" in the table, "pasa" is the Spanish "run it through"
    assert "füge" in wanted_of("nein. füge den Index in einer neuen Migration hinzu", [])
    assert wanted_of("pues no. antes de decir que algo está listo, pasa pluginval con "
                     "--strictness-level 10", []).startswith("antes de decir")


def test_a_colon_after_a_report_opens_the_prescription() -> None:
    assert wanted_of("non, ici on utilise pnpm: pnpm add date-fns, jamais npm install", []) == (
        "ici on utilise pnpm: pnpm add date-fns, jamais npm install")
    assert wanted_of("the logs show it: you must pass the region explicitly", []) == (
        "you must pass the region explicitly")


def test_the_record_prescribes_in_the_persons_words_and_keeps_the_quote_as_why(
        store: object, tmp_path: Path) -> None:
    said = ("¿por qué reiniciaste slurmd con trabajos corriendo? se han caído 37 jobs. primero "
            "se drenan los nodos con scontrol, se espera a que queden vacíos y luego se reinicia")
    session = "9f1ee000-0000-4000-8000-000000000001"
    steps = [Step("aplica la nueva configuración de slurm en los nodos cpu",
                  [bash("ansible -i inventories/prod cpu -m systemd -a 'name=slurmd "
                        "state=restarted' -b", "node01 | CHANGED")], "Hecho, slurmd reiniciado."),
             Step(said, [], "Entendido.")]
    path = write_session(tmp_path / f"{session}.jsonl", session, str(tmp_path), steps,
                         dt.datetime(2026, 11, 2, 9))
    out = run_cli_json("reflexion", "--transcript", str(path))
    assert isinstance(out, dict) and len(out["candidates"]) == 1
    assert run_cli("drafts", "process").returncode == 0
    (lesson,) = run_cli_json("list", "--tier", "procedural")  # type: ignore[misc]
    body = Path(lesson["path"]).read_text(encoding="utf-8")
    do = body.split(", do: ", 1)[1].split("\n", 1)[0]
    assert do.startswith("primero se drenan los nodos"), do
    assert "por qué" not in do and "follow the user's correction" not in do
    assert f'Why: "{said}"' in body


def test_a_wish_in_the_first_person_after_some_work_is_a_preference_not_a_lesson(
        store: object, tmp_path: Path) -> None:
    # it speaks of what the agent just did (a branch), but says how this person wants it:
    # one personalized record, and no lesson of a mistake beside it
    session = "9f1ee000-0000-4000-8000-000000000002"
    steps = [Step("fang mit der Arbeit am Freeze-Effekt an",
                  [bash("git switch -c freeze-effect", "Switched to a new branch")],
                  "Branch freeze-effect angelegt."),
             Step("passt, aber so mag ich es: pro Feature ein kleiner Branch mit Namen "
                  "feature/<kurz>, und beim Mergen squash", [], "Alles klar.")]
    path = write_session(tmp_path / f"{session}.jsonl", session, str(tmp_path), steps,
                         dt.datetime(2026, 11, 2, 9))
    out = run_cli_json("reflexion", "--transcript", str(path))
    assert isinstance(out, dict) and out["candidates"] == []
    assert run_cli("drafts", "process").returncode == 0
    assert run_cli_json("list", "--tier", "procedural") == []
    prefs = run_cli_json("list", "--tier", "personalized")
    assert isinstance(prefs, list) and len(prefs) == 1
    assert "squash" in Path(prefs[0]["path"]).read_text(encoding="utf-8")


def test_a_wish_the_relations_model_reads_as_a_correction_is_a_preference_only(
        store: object, tmp_path: Path) -> None:
    # the work is accepted ("c'est bien"), then how this person wants such work is said in
    # the first person: nothing of the agent's is corrected
    session = "9f1ee000-0000-4000-8000-000000000003"
    steps = [Step("trace la courbe des couples nicheurs par année",
                  [bash("Rscript -e 'devtools::load_all(); plot_pairs(2025)'",
                        "Saving 7 x 5 in image")], "La figure est dans figs/pairs.png."),
             Step("c'est bien. pour mes graphiques en général : theme_minimal, palette viridis, "
                  "et un titre qui dit la conclusion", [], "Compris.")]
    path = write_session(tmp_path / f"{session}.jsonl", session, str(tmp_path), steps,
                         dt.datetime(2026, 11, 2, 9))
    out = run_cli_json("reflexion", "--transcript", str(path))
    assert isinstance(out, dict) and out["candidates"] == [], out["corrections"]
    assert run_cli("drafts", "process").returncode == 0
    assert run_cli_json("list", "--tier", "procedural") == []
    prefs = run_cli_json("list", "--tier", "personalized")
    assert isinstance(prefs, list) and len(prefs) == 1
    assert "viridis" in Path(prefs[0]["path"]).read_text(encoding="utf-8")
