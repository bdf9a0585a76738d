"""Correction detection: the lexicon (built-in and user-extended) and the structural signals."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import pytest

from memory_engine.reflexion.corrections import Detector, LexiconError, load_lexicon
from memory_engine.reflexion.transcript import read_transcript
from memory_engine.reflexion.turns import HumanTurn, Signal
from memory_engine.text import normalise

REPO = Path(__file__).resolve().parents[1]
LABELLED = tomllib.loads((REPO / "benchmarks" / "reflexion" / "corrections_labelled.toml")
                         .read_text(encoding="utf-8"))


def test_lexicon_size_and_languages() -> None:
    lexicon = load_lexicon(None)
    assert len(lexicon) >= 35
    assert {"en", "fr", "it", "es", "de"} <= lexicon.languages()


@pytest.mark.parametrize("text", [
    "thats wrong", "your wrong about that", "dont do that", "cest pas ca", "jai dit non",
    "ca marche toujours pas", "non funziona", "sigue sin funcionar", "hor auf",
    "ich hab dir doch gesagt", "mach das ruckgangig", "Ça marche toujours pas",
    "Mach das rückgängig", "That\u2019s not what I asked",
])
def test_voice_to_text_and_accent_spellings(text: str) -> None:
    assert load_lexicon(None).match(text), text


# Structural shapes of a correction, one or more per language (not sentences from any labelled
# set): the lexicon is written for the shape, so new wording of the same shape must match.
@pytest.mark.parametrize("text", [
    # refusal / stop opening the turn, negative imperative
    "nope, the other config", "hold up, that's the prod bucket", "please never force push",
    "can you stop renaming my variables", "non non, garde l'ancien nom",
    "attends, c'est la prod ça", "ne supprime pas les logs", "efface rien stp",
    "aspetta, quello è il branch principale", "no, non toccare il css",
    "para, eso es producción", "no borres la carpeta build", "stopp, das ist produktiv",
    "bitte nicht pushen", "nein, lösch die tabelle nicht",
    # reported speech, not what was wanted
    "i explicitly said no new dependencies", "i only wanted the header changed",
    "that's not really what i had in mind", "j'ai bien précisé en python",
    "c'est pas vraiment ce qu'on voulait", "ti avevo chiesto solo il titolo",
    "non è proprio quello che intendevo", "te había pedido solo el título",
    "no es para nada lo que te pedí", "ich meinte den anderen Ordner",
    "das ist doch nicht das, was ich wollte",
    # wrong / still / same error / again
    "you edited the wrong component", "still seeing the old logo", "same exception as before",
    "it's failing again", "ça plante encore", "toujours la même erreur",
    "è ancora rotto", "stesso problema di prima", "sigue fallando el login",
    "el mismo error de antes", "es ist immer noch kaputt", "derselbe Fehler wie vorhin",
    # the agent did harm, why did you, put it back
    "you just deleted the fixtures", "your refactor broke the importer",
    "t'as supprimé mes notes", "hai cancellato la migrazione", "rompiste el login",
    "du hast die Config überschrieben", "why would you drop the table",
    "pourquoi t'as changé le port", "perché hai rimosso il test", "por qué quitaste el log",
    "wieso hast du das umbenannt", "put it back how it was", "remets l'ancienne version",
    "rimettilo come prima", "déjalo tal como estaba", "stell es wieder her",
    # expectation mismatch, repeated request
    "i thought we already fixed that", "je pensais que tu l'avais corrigé",
    "pensavo che l'avessi sistemato", "pensé que ya lo habías arreglado",
    "ich dachte, du hast das schon behoben", "for the third time, use pnpm",
    "combien de fois, c'est pas ça",
    # accusing questions: a second-person past action, asked in reproach
    "what have you done to my fixtures", "where did all my tests go?",
    "why are there suddenly two settings files", "you renamed the package??",
    "mais qu'est-ce que t'as fait au makefile", "t'as supprimé le cache ?!",
    "che cosa hai combinato col router?", "hai rinominato la tabella??",
    "qué has hecho con las rutas", "borraste la migración??",
    "was hast du denn mit der Config gemacht", "hast du die Tests gelöscht??",
    # damage named as a new state (what a sarcastic "great," points at), "you fixed nothing"
    "great, now nothing compiles anymore", "nice, now it won't even start",
    "merci, plus rien ne marche", "ça démarre même plus", "perfetto, adesso non parte più niente",
    "il deploy fallisce di nuovo", "fantástico, ya no arranca la app",
    "toll, jetzt geht gar nichts mehr", "you fixed nothing, the test is red",
    "t'as rien corrigé du tout", "non hai risolto un bel niente",
    "no arreglaste nada", "du hast ja nichts behoben",
    # over-doing, unasked work, stop doing, reported requests
    "ur overengineering the parser", "you're going round in circles", "that wasn't needed",
    "nobody asked for a README", "deja de inventarte parámetros", "no hacía falta tocar eso",
    # a noun of the agent's work said wrong, in French as in English
    "ce chiffre est faux à l'écran et sur le reçu", "ton calcul est complètement faux",
    "ich hatte dich um eine kurze Antwort gebeten", "bah non, on garde sqlite",
])
def test_correction_shapes(text: str) -> None:
    assert load_lexicon(None).match(text), text


# Trigger words in harmless use: new requests, questions, bug reports, answers, the human's
# own mistakes. None of these may match.
@pytest.mark.parametrize("text", [
    "stop the watcher before you rebuild", "wait for the deploy to finish, then tag it",
    "don't worry about windows", "no problem, take the afternoon",
    "no, I already pushed it myself", "my bad, the port is 8081",
    "I forgot to mention the staging url", "I just remembered that we need a changelog",
    "the undo button greys out too early", "how to roll back a migration in alembic?",
    "arrête le conteneur puis relance", "j'ai oublié de préciser le format",
    "non merci, c'est tout", "ferma il server prima del deploy",
    "ho dimenticato di dirti la porta", "para el contenedor antes de compilar",
    "se me olvidó comentarte el puerto", "no, gracias", "stopp den Container und bau neu",
    "ich hab vergessen zu sagen, wir brauchen CSV", "nein danke, passt so",
    "mach dir keine Sorgen wegen der Tests", "no need to refactor that",
    # opening "no" / "stop" as a determiner or a noun, not an interjection
    "No docs for the exporter yet, write a page", "Stop signs in the map legend are too small",
    "no emojis in the changelog please",
    # complaint words about the app's data or messages, not the agent's action
    "the form shows 'invalid email' even for valid ones", "the total is wrong on invoices",
    "la méthode retourne faux pour les dates vides", "il parser accetta date sbagliate",
    "si la condition est fausse, on saute l'étape", "le montant est faux sur les factures",
    "what went wrong in last night's cron job?", "this function is way too long, split it",
    "since the 2.3 release the export fails on big files",
    "depuis hier le bouton annuler ne marche plus sur mobile",
    # the human blaming themselves or changing their mind, in each language
    "i phrased that badly, i meant the staging db", "on second thought, skip the cache",
    "je me suis mal exprimé, c'est l'autre table", "oublie ce que je t'ai dit sur redis",
    "mi sono spiegato male, intendevo la tabella utenti", "ho sbagliato io il nome",
    "me expliqué mal, es la otra tabla", "olvida lo que te dije del caché",
    "ich hab mich unklar ausgedrückt, gemeint ist die andere Tabelle",
    "nein, brauch ich nicht, passt",
])
def test_harmless_uses_do_not_match(text: str) -> None:
    assert not load_lexicon(None).match(text), (text, load_lexicon(None).match(text))


def test_suppressions_after_an_interrupt() -> None:
    lexicon = load_lexicon(None)
    cases = {"ok carry on": False, "also add a spinner while you're at it": False,
             "vas-y continue": False, "auch noch einen Test bitte": False,
             "use the existing helper": True, "no, the other table": True,
             # the keypress was the accident; a go-ahead at the end; an addition after a
             # lead-in; a question before going on
             "oops pressed esc accidentally": False, "my cat hit the keyboard, go on": False,
             "oh and add a --verbose flag too": False, "ah et ajoute aussi un test": False,
             "e aggiungi anche il README": False, "y agrega también un ejemplo": False,
             "ach und ergänz noch die Doku": False, "tasto sbagliato, continua pure": False,
             "one question before you continue: which python?": False,
             "keep going but not on main": True, "continue, but use the other table": True}
    for text, expected in cases.items():
        detector = Detector(lexicon)
        found = detector.feed([_turn(1, "build it"), _turn(2, text)],
                              [Signal(kind="interrupt", uuid="i", line=1, timestamp="",
                                      turn_before=1)])
        assert bool(found) is expected, text


def test_long_pastes_are_matched_at_their_ends() -> None:
    lexicon = load_lexicon(None)
    filler = "\n".join(f"step {i}: compiled module {i}" for i in range(200))
    pasted = f"here is the build log\n{filler}\nstep 200: still failing\n{filler}\nthanks"
    assert not lexicon.match(pasted)  # a log's own words in the middle of a paste
    assert lexicon.match(pasted + "\nyou broke the build again")


def test_store_fragments_and_suppressions(tmp_path: Path) -> None:
    (tmp_path / "corrections.toml").write_text(
        '[fragments]\nlead = "^(?:(?:ahoy)[ ,]+){0,2}"\n\n'
        '[[trigger]]\nid = "pirate"\nlang = "en"\npattern = "<<lead>>belay that"\n\n'
        '[[suppress]]\nid = "quiz"\nlang = "en"\nscope = "all"\npattern = "^quiz:"\n',
        encoding="utf-8")
    lexicon = load_lexicon(tmp_path)
    assert lexicon.match("ahoy, belay that") == ["pirate"]
    assert not lexicon.match("quiz: is this wrong?")
    (tmp_path / "corrections.toml").write_text(
        '[[trigger]]\nid = "x"\npattern = "<<nowhere>>"\n', encoding="utf-8")
    with pytest.raises(LexiconError, match="nowhere"):
        load_lexicon(tmp_path)
    (tmp_path / "corrections.toml").write_text(
        '[[suppress]]\nid = "x"\nscope = "sometimes"\npattern = "a"\n', encoding="utf-8")
    with pytest.raises(LexiconError, match="scope"):
        load_lexicon(tmp_path)


def test_normalise() -> None:
    assert normalise("  Ça  MARCHE\u2019 pas ") == "ca marche' pas"


def test_written_turns_all_languages() -> None:
    lexicon = load_lexicon(None)
    for entry in LABELLED["written"]:
        assert all(lexicon.match(t) for t in entry["yes"]), entry["lang"]
        assert not any(lexicon.match(t) for t in entry["no"]), entry["lang"]


def test_store_file_extends_replaces_and_disables(tmp_path: Path) -> None:
    (tmp_path / "corrections.toml").write_text(
        '[[trigger]]\nid = "nl-nee"\nlang = "nl"\npattern = "^nee, dat"\n\n'
        '[[trigger]]\nid = "en-no"\ndisabled = true\n\n'
        '[[trigger]]\nid = "en-undo"\nlang = "en"\npattern = "\\\\bzap it\\\\b"\n',
        encoding="utf-8")
    lexicon = load_lexicon(tmp_path)
    assert "nl-nee" in lexicon.match("Nee, dat klopt niet")
    assert "en-no" not in lexicon.match("no, the other one")
    assert lexicon.match("zap it") == ["en-undo"]
    assert not lexicon.match("undo")


def test_bad_store_file_names_the_problem(tmp_path: Path) -> None:
    (tmp_path / "corrections.toml").write_text(
        '[[trigger]]\nid = "x"\npattern = "(unclosed"\n', encoding="utf-8")
    with pytest.raises(LexiconError, match="invalid pattern"):
        load_lexicon(tmp_path)


def _turn(index: int, text: str) -> HumanTurn:
    return HumanTurn(index=index, uuid=f"u{index}", line=index, offset=0,
                     timestamp="2026-01-01T00:00:00Z", text=text, source="prompt")


def test_signals_attach_to_the_next_turn_across_passes() -> None:
    detector = Detector(load_lexicon(None))
    rejected = Signal(kind="rejected", uuid="s1", line=5, timestamp="", turn_before=1,
                      tool="Bash")
    assert detector.feed([_turn(1, "build it")], [rejected]) == []
    state = detector.to_state()
    later = Detector(load_lexicon(None), state)
    found = later.feed([_turn(2, "use make, not the script")], [])
    assert [(c.turn, c.signals, c.tool) for c in found] == [(2, ["rejected"], "Bash")]


def test_repeat_and_lone_interrupt() -> None:
    detector = Detector(load_lexicon(None))
    found = detector.feed([_turn(1, "add the export button please"), _turn(2, "ok"),
                           _turn(3, "add the export button please")],
                          [Signal(kind="interrupt", uuid="i", line=9, timestamp="",
                                  turn_before=3)])
    assert [(c.turn, c.signals) for c in found] == [(3, ["repeat"])]
    lone = detector.finish(3)
    assert [(c.turn, c.signal, c.quote) for c in lone] == [(3, "interrupt",
                                                            "[interrupted by the user]")]


def test_corpus_precision_and_recall_floor(shared_dir: Path) -> None:
    lexicon = load_lexicon(None)
    tp = fp = fn = 0
    for entry in LABELLED["corpus"]:
        reading = read_transcript(shared_dir / entry["file"])
        flagged = {c.line for c in Detector(lexicon).feed(reading.turns, reading.signals)}
        tp += len(flagged & set(entry["yes"]))
        fp += len(flagged & set(entry["no"]))
        fn += len(set(entry["yes"]) - flagged)
    # measured 84.7 % / 92.6 % (50 tp, 9 fp, 4 fn) since the refit with outside_turns32 and
    # outside_turns33 (83.3 % from the refit with outside_turns22 on, 84.7 % with
    # outside_turns21, 86.0 % before); a drop below means a regression. Refitted with
    # outside_turns34 too, the fit picks 0.325 (0.3 choosing it on files left out) and scores
    # 82.0 % here, so that fit is not shipped.
    assert tp / (tp + fp) >= 0.83 and tp / (tp + fn) >= 0.8, (tp, fp, fn)


def _interrupted_session(tmp_path: Path, after: str) -> Any:
    """A real-format session: a request, the agent's edit, the person's interrupt, `after`."""
    import datetime as dt
    import json
    import sys

    sys.path.insert(0, str(REPO / "benchmarks" / "reflexion"))
    from sessions import Step, edit, session_lines

    session = "5e55a0b1-0000-4000-8000-00000000000a"
    lines = session_lines(session, str(tmp_path), [
        Step("fix the login redirect", [edit("/p/app/auth.py")], "Now updating the redirect."),
        Step("[Request interrupted by user]", [], ""),
        Step(after, [], "ok"),
    ], dt.datetime(2026, 11, 2, 9))
    # the client writes no reply after an interrupt
    lines = [line for line in lines if json.loads(line)["type"] != "assistant"
             or json.loads(line)["message"]["content"][0].get("text") != ""]
    path = tmp_path / f"{session}.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return read_transcript(path)


@pytest.mark.parametrize(("after", "expected"), [
    # a new task the person stopped the agent to give: not a correction
    ("add a --verbose flag to the cli", []),
    ("write a changelog entry for the release", []),
    # about the interrupted work: it names what the agent touched, takes up the request's
    # words, negates or redirects it
    ("leave auth.py alone", ["interrupt"]),
    ("the redirect should go to the dashboard page", ["interrupt"]),
    ("no, not like that", ["lexical", "interrupt"]),
])
def test_an_interrupt_counts_only_for_a_turn_about_the_interrupted_work(
        tmp_path: Path, after: str, expected: list[str]) -> None:
    reading = _interrupted_session(tmp_path, after)
    assert [s.kind for s in reading.signals] == ["interrupt"]
    turns = reading.turns
    assert turns[-1].text == after and turns[-1].action == "Edit: /p/app/auth.py"
    found = Detector(load_lexicon(None)).feed(turns, reading.signals)
    assert [c.signals for c in found if c.turn == turns[-1].index] == (
        [expected] if expected else [])
