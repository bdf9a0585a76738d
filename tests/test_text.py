"""The one text module: normal form, words, language guess and Snowball stems in five languages."""

from __future__ import annotations

import subprocess
import sys

import pytest

from memory_engine import text
from memory_engine.text import language, normalise, stem, tokenise


@pytest.mark.parametrize(("raw", "expected"), [
    ("  Ça  MARCHE\u2019 pas ", "ca marche' pas"),
    ("don\u2019t", "don't"),
    ("don\u2018t \u02bcquoted\u02bc", "don't 'quoted'"),
    ("don\u00b4t", "don't"),                        # an acute accent typed for an apostrophe
    ("\u201cwrong\u201d \u00abfaux\u00bb \u201efalsch\u201c", '"wrong" "faux" "falsch"'),
    ("Déjà vérifié, PRÜFEN, añadir, città", "deja verifie, prufen, anadir, citta"),
    ("a\tb\n\n c\u00a0d  ", "a b c d"),            # every kind of whitespace, edges stripped
    ("\ufb01le \uff21\uff22", "file ab"),          # compatibility forms: ligature, full width
    ("İstanbul", "istanbul"),
    ("", ""),
])
def test_normalise(raw: str, expected: str) -> None:
    assert normalise(raw) == expected


def test_normalise_is_idempotent() -> None:
    for raw in ("Ça  MARCHE\u2019 pas", "«Nein» – „doch“", "plain ascii"):
        assert normalise(normalise(raw)) == normalise(raw)


def test_tokenise() -> None:
    assert tokenise("Don\u2019t touch l'API, it's 3.12 \u2014 d\u2019accord?") == [
        "don't", "touch", "l'api", "it's", "3", "12", "d'accord"]
    assert tokenise("'quoted' snake_case") == ["quoted", "snake", "case"]
    assert tokenise("") == []


@pytest.mark.parametrize(("sentence", "lang"), [
    ("What happened the last time we deployed on a Friday?", "en"),
    ("Qu'est-ce qui s'est passé avec le flag de la release ?", "fr"),
    ("Was ist beim Force-Push auf den Release-Branch passiert?", "de"),
    ("¿Qué pasó cuando la suite de tests tardó doce minutos?", "es"),
    ("Quanto ci mette la pipeline CI completa su una pull request?", "it"),
    ("Toujours lancer les tests avant de pousser", "fr"),
    ("Immer die Tests vor dem Push ausführen", "de"),
    ("Siempre ejecuta los tests antes de hacer push", "es"),
    ("Esegui sempre i test prima del push", "it"),
    ("pnpm install --frozen-lockfile", "en"),       # no function word at all: English
    ("", "en"),
])
def test_language(sentence: str, lang: str) -> None:
    assert language(sentence) == lang


@pytest.mark.parametrize(("sentence", "lang"), [
    # function words shared or listed by another language alone, and a letter only one writes
    ("O teste do gerador é terça de manhã cedo?", "pt"),       # "do" is English's too
    ("Amanhã vamos pintar as linhas?", "pt"),                  # "as" is French's too
    ("Con un solo deshumidificador, ¿habrá problemas?", "es"),  # "con", "un" are shared
    ("Größe der Zeile prüfen", "de"),
    ("Più veloce così", "it"),
])
def test_a_letter_only_one_language_writes_tells_it(sentence: str, lang: str) -> None:
    assert language(sentence) == lang


def test_a_name_with_such_a_letter_leaves_an_english_sentence_english() -> None:
    assert language("What did Jürgen say about the release of the app?") == "en"


def test_shared_function_words_decide_nothing() -> None:
    # "de", "la", "que" belong to several of the languages: alone they leave the default.
    assert language("de la que") == "en"


SAME_STEM = [
    ("en", ["deploy", "deployed", "deploys", "deploying", "deployment"]),
    ("en", ["commit", "commits", "committing", "committed"]),
    ("en", ["query", "queries", "queried"]),
    ("en", ["cache", "caching", "cached"]),
    ("fr", ["déployé", "déployée", "déployer", "déploie", "déploiement"]),
    ("fr", ["générés", "générer"]),
    ("fr", ["tâche", "tâches"]),
    ("fr", ["l'histoire", "histoires"]),           # the elided article is not part of the word
    ("de", ["rechnung", "rechnungen"]),
    ("de", ["prüfen", "prüfe", "pruefen"]),         # "ue" is how "ü" is typed without it
    ("de", ["zeitstempel", "zeitstempeln"]),
    ("es", ["migración", "migraciones"]),
    ("es", ["ejecutar", "ejecuta", "ejecutado"]),
    ("es", ["añadir", "añade", "añadido"]),
    ("it", ["eseguire", "eseguito", "esegui"]),
    ("it", ["richiesta", "richieste"]),
    ("it", ["migrazione", "migrazioni"]),
    ("it", ["dell'endpoint", "endpoint"]),
]


@pytest.mark.parametrize(("lang", "inflections"), SAME_STEM)
def test_inflections_share_a_stem(lang: str, inflections: list[str]) -> None:
    assert len({stem(w, lang) for w in inflections}) == 1, [stem(w, lang) for w in inflections]


@pytest.mark.parametrize(("lang", "one", "other"), [
    ("en", "deploy", "display"),
    ("en", "news", "new"),
    ("en", "lock", "locker"),
    ("en", "test", "testament"),
    ("en", "general", "generate"),
    ("fr", "porte", "portail"),
    ("fr", "test", "tête"),
    ("de", "haus", "hose"),
    ("de", "bahn", "bahnhof"),
    ("es", "perro", "pera"),
    ("es", "prueba", "pera"),
    ("it", "pane", "pena"),
    ("it", "cane", "cena"),
])
def test_different_words_keep_different_stems(lang: str, one: str, other: str) -> None:
    assert stem(one, lang) != stem(other, lang)


def test_stems_are_accent_free() -> None:
    assert stem("vérifié", "fr") == "verifi"
    assert stem("änderungen", "de") == "ander"
    assert stem("città", "it") == "citt"
    assert all(stem(w, lang).isascii() for lang, group in SAME_STEM for w in group)


def test_english_is_the_default() -> None:
    assert stem("deployments") == stem("deployments", "en") == "deploy"


def test_stems_are_remembered_per_language() -> None:
    word = "zzyzxdeployments"
    assert word not in text._SEEN["en"]
    assert stem(word) == stem(word)
    assert word in text._SEEN["en"]
    assert word not in text._SEEN["fr"]


def test_unknown_language_is_an_error() -> None:
    with pytest.raises(KeyError):
        stem("word", "nl")


def test_import_is_cheap() -> None:
    """The session-start hook imports this module: the regex engine, the Unicode database and
    the stemmer's C extension wait for the first call that needs them."""
    code = ("import sys; before = set(sys.modules); import memory_engine.text; "
            "print(' '.join(sorted(set(sys.modules) - before)))")
    loaded = set(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                                check=True).stdout.split())
    assert not loaded & {"re", "unicodedata", "Stemmer", "typing"}, loaded


def test_a_request_and_a_record_are_stemmed_in_the_requests_language() -> None:
    """A French request meets a French record through French stems ("déployer" and "déployée"),
    and an English word in it gets the same stem on both sides."""
    import datetime as dt

    from memory_engine.retrieval.query import Query

    query = Query("Quand déployer billing-api ?", dt.date(2025, 6, 1))
    assert query.lang == "fr"
    assert query.coverage("billing-api est déployée chaque vendredi.") == 1.0
    assert Query("How do I deploy billing-api?", dt.date(2025, 6, 1)).coverage(
        "billing-api deployments run on Fridays") == 1.0


def test_function_words_of_a_language_include_those_it_shares() -> None:
    """`language` counts only the words one language owns; a language's stop words are all of
    its function words, "la" and "de" included, written accent-free as `normalise` writes."""
    from memory_engine.text import LANGUAGES, function_words

    assert {"la", "de", "que", "como"} <= function_words("es")
    assert {"die", "ich", "wie", "fur"} <= function_words("de")
    assert {"dove", "una", "dell"} <= function_words("it")
    assert "comment" in function_words("fr") and "comment" not in function_words("en")
    for lang in LANGUAGES:
        words = function_words(lang)
        assert words and all(w == normalise(w) for w in words)
