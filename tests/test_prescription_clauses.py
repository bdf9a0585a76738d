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

import pytest
from conftest import REPO, run_cli, run_cli_json

sys.path.insert(0, str(REPO / "benchmarks" / "reflexion"))
from sessions import Step, bash, write_session

from memory_engine.reflexion.prescribe import _directs, wanted_of


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


def test_a_rule_that_names_nothing_new_goes_on_with_the_clause_that_names_what_to_use() -> None:
    # the rule names nothing the agent did not use; the clause after it names the script
    said = ("we never deploy from a laptop. the release goes through scripts/release.sh with "
            "the tag as its argument")
    assert wanted_of(said, ["rsync"]) == (
        "we never deploy from a laptop. the release goes through scripts/release.sh with the "
        "tag as its argument")
    # before the rule, a clause naming things is the report of what broke: it stays the why
    said = "the page renders user.profile.avatar for every row. never query inside a loop"
    assert wanted_of(said, []) == "never query inside a loop"
    # a line of output after the rule is no clause that says what to use
    said = "never skip the race detector. internal/cache/warm.go:58 +0x8c"
    assert wanted_of(said, []) == "never skip the race detector."


def test_a_clause_telling_the_agent_what_it_did_after_a_comma_is_no_prescription() -> None:
    # "you just dumped ..." tells what went wrong even when another part opens the clause
    said = ("careful, you just wiped my local database with that reset. seed data comes from "
            "scripts/seed.sh --minimal, run it after every reset")
    assert wanted_of(said, []) == (
        "seed data comes from scripts/seed.sh --minimal, run it after every reset")


def test_english_do_opening_a_clause_is_an_imperative() -> None:
    # "do" heads the prescription as "fais", "haz" and "faz" do; "do you" asks
    said = ("it took 40s on the dev db and prod has 80k rows, Order.all.each pulls every one "
            "into memory. do the grouping in the database and stream the rows in batches")
    assert wanted_of(said, []) == "do the grouping in the database and stream the rows in batches"
    assert not _directs("do you really need Order.all.each here?")


def test_a_clause_that_tells_a_past_incident_is_the_why_not_the_prescription() -> None:
    # neither clause has an imperative; the one telling what happened once ("last time"),
    # though it reads as how things go here ("every invoice gets"), is why the rule matters,
    # the other says how uploads are stored
    said = ("why did you make the bucket public? that way every invoice gets a public url, "
            "last time it took us a week to clean up. uploads go under tenants/<id>/ in "
            "invoices-private and are served through signed_url()")
    wanted = wanted_of(said, [])
    assert "last time" not in wanted
    assert wanted.startswith("uploads go under tenants/<id>/"), wanted


def _preference_session(tmp_path: Path, session: str, steps: list[Step]) -> tuple[
        list[object], list[object]]:
    path = write_session(tmp_path / f"{session}.jsonl", session, str(tmp_path), steps,
                         dt.datetime(2026, 11, 2, 9))
    out = run_cli_json("reflexion", "--transcript", str(path))
    assert isinstance(out, dict)
    assert run_cli("drafts", "process").returncode == 0
    lessons = run_cli_json("list", "--tier", "procedural")
    prefs = run_cli_json("list", "--tier", "personalized")
    assert isinstance(lessons, list) and isinstance(prefs, list)
    return lessons, prefs


@pytest.mark.parametrize(("session", "request_", "command", "claim", "wish", "word"), [
    # the work is taken ("perfeito, obrigado"), then a rule the person calls their own ("uma
    # preferência minha"): a preference, whatever it refuses that the agent never did
    ("9f1ee000-0000-4000-8000-000000000004",
     "cria o script que exporta as encomendas da semana",
     "python scripts/export_orders.py --week 12", "O script escreveu exports/week-12.csv.",
     "perfeito, obrigado. uma preferência minha daqui pra frente: scripts sempre com argparse "
     "e --help, nunca sys.argv lido à mão", "argparse"),
    # "instead" reads as a complaint, but it sets aside something the agent never did: the
    # work was taken and the person says how they like such work
    ("9f1ee000-0000-4000-8000-000000000005", "make the legend of the rainfall chart smaller",
     "python plots/rainfall.py --legend-size 8", "The legend is now 8pt.",
     "great. something i like for every chart: after you change one, run make gallery and "
     "give me the path of the html it writes, i look at that instead of opening each png",
     "gallery"),
])
def test_a_wish_said_after_the_work_is_taken_is_a_preference_only(
        store: object, tmp_path: Path, session: str, request_: str, command: str, claim: str,
        wish: str, word: str) -> None:
    lessons, prefs = _preference_session(tmp_path, session, [
        Step(request_, [bash(command, "done")], claim), Step(wish, [], "Ok.")])
    assert lessons == []
    assert len(prefs) == 1
    assert word in Path(str(prefs[0]["path"])).read_text(encoding="utf-8")


def test_a_problem_reported_before_the_agent_did_anything_teaches_no_lesson(
        store: object, tmp_path: Path) -> None:
    # the session's first words report a bug ("doesn't work"): the task, not a correction of
    # anything the agent did, and nothing to do is said; no stock lesson is learned from it
    lessons, prefs = _preference_session(tmp_path, "9f1ee000-0000-4000-8000-000000000006", [
        Step("the export button doesn't work on safari when the cart is empty",
             [bash("npm test -- export", "Tests  9 passed (9)")],
             "Fixed the empty-cart guard in the export handler; tests pass."),
        Step("thanks", [], "You're welcome.")])
    assert lessons == []
    assert prefs == []
