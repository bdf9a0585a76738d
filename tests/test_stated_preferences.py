"""A stated preference is read from the structure of a standing instruction, not a phrase list.

`preferences.is_stated` reads word classes per language (a habit's frequency in a clause that
addresses someone, a scope past this task, a noun of standing rules, a wish in the first person,
a rule over a class of things); the end-to-end tests write real-format sessions, run
`memengine reflexion --transcript` and `memengine drafts process` as real processes, and look at
the personalized record that results.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from conftest import REPO, run_cli_json

sys.path.insert(0, str(REPO / "benchmarks" / "reflexion"))
from session_support import learn_personalized
from sessions import Step, bash, edit

from memory_engine.reflexion import preferences as P

STANDING = [
    # a noun of standing rules with a wish, and a rule over a class ("per line")
    "one habit I'd like you to keep in this repo: one sentence per line in the .tex sources",
    # a habit's frequency in the middle of an instruction (German puts it after the verb)
    "Bitte frag mich immer, bevor du einen Lauf startest, der länger als zehn Minuten braucht",
    # a first-person verb with no pronoun (Portuguese, Italian, Spanish)
    "prefiro nomes ASCII em tudo que e exportado",
    "preferisco che ogni widget riutilizzabile stia nel suo file sotto lib/widgets",
    "prefiero que al terminar cada tarea me des un resumen",
    # a condition on the agent's work whose main clause serves the person
    "When you tell me how a model did, give me ROC AUC and recall in the top decile",
    "that's how I like it",
    "I always use tabs in Makefiles",
    "desormais, reponds-moi en francais",
    # what the person holds to, in the first person (a verb of valuing, not of liking)
    "one small thing i care about: enums in UPPER_CASE, values in lower case",
    "je tiens à ce que chaque test ait un nom lisible",
    "mir ist wichtig, dass jede Funktion einen Docstring hat",
    "ci tengo: i grafici con la fonte sotto",
]
ONE_OFF = [
    "I'd like you to add a parser for the bank export",      # a wish for one task
    "I want you to fix the login now",
    "the test always fails on CI",                            # describes a thing
    "ça marche toujours pas",                                 # "toujours pas": still not
    "es geht immer noch nicht",
    "as always, thanks",
    "nothing covers --color=never yet, can you add coverage",  # "never" is code here
    "the shopping list should remember which items were ticked off",
    "convert the old Gallery.vue to the style I like",
    "do you always run the linter before pushing?",          # a question states nothing
    "the users care about latency more than throughput",     # of someone else
    "no me importa, haz lo que quieras",                     # indifference
]


# the same classes in the languages of `preference_words`, Chinese, Japanese and Korean written
# without a space between a class's word and the rest of the sentence
STANDING_MORE = [
    "ik heb liever korte functies met een duidelijke naam",
    "zawsze dodawaj typy do nowych funkcji, proszę",
    "jag föredrar tabbar framför mellanslag i Makefiles",
    "od teď piš commit zprávy anglicky",
    "запомни: тесты я всегда запускаю через make test",
    "мені подобається, коли кожна функція має docstring",
    "lütfen her zaman kısa cevap ver",
    "saya lebih suka nama variabel yang panjang",
    "我更喜欢用 pnpm 装依赖",
    "以后提交信息都写英文",
    "変数名は必ずスネークケースにしてください",
    "저는 항상 작은 커밋을 선호해요",
    # the fourteen languages of `preference_words.BY_LANGUAGE`; Thai without spaces, Hindi
    # with the vowel signs a word is written with
    "jeg foretrækker korte commit-beskeder på dansk",
    "husk at jeg alltid vil ha typehint på nye funksjoner",
    "haluan että jokainen uusi funktio saa docstringin",
    "mostantól mindig magyarul válaszolj",
    "de acum înainte scrie mesajele de commit în engleză",
    "prefereixo que cada mòdul tingui els seus tests",
    "uvijek mi piši kratke odgovore",
    "odteraz píš testy pred kódom",
    "προτιμώ σύντομες απαντήσεις",
    "אני תמיד מעדיף פונקציות קצרות",
    "أحب أن تكون كل دالة موثقة",
    "मुझे हमेशा छोटे जवाब पसंद हैं",
    "từ giờ hãy luôn viết test trước",
    "ต่อไปนี้ช่วยตอบสั้นๆ",
]
ONE_OFF_MORE = [
    "ik wil dat je de login nu repareert",          # a wish for one task
    "ten test zawsze się wywala na CI",             # describes a thing
    "почему тесты падают?",                         # a question states nothing
    "给登录页面加一个按钮",                          # a request
    "このバグを直して",
    "로그인 버튼 색을 바꿔줘",
    "ret lige fejlen i login-siden",
    "miksi testit epäonnistuvat?",
    "ez a teszt mindig elbukik a CI-n",           # describes a thing
    "repară butonul de login acum",
    "διόρθωσε το κουμπί σύνδεσης",
    "קודם תתקן את הבאג בכניסה",
    "أصلح زر تسجيل الدخول",
    "लॉगिन बटन ठीक करो",
    "sửa lỗi đăng nhập giúp tôi",
    "แก้บั๊กหน้าล็อกอินให้หน่อย",
]


# a noun of standing rules that the work is about, with no person to hold it and not heading
# the clause, names a thing to make or change: a task, not a standing instruction
RULE_AS_WORK = [
    "add a rule that denies S3 buckets without versioning",
    "fix what it flags - rename to snake_case, split the long rule into helpers",
    "the rules engine crashes on empty input, fix it",
    "Добавь в правила, что логгировать надо начало и конец обработки",
]
# ... and the same noun held by a person, or heading what follows, is one
RULE_HELD = [
    "convention: snake_case for every module name",
    "house rule: tabs in every Makefile",
    "my habit: tests first, then the code",
    "you know the convention here, keep to it",
    # a short remark on what was said before it, the person left out as Korean leaves it out
    "keep the changelog entries in the past tense. that's the convention",
    "커밋 메시지는 영어로 써줘. 그냥 내 습관이야",
]


@pytest.mark.parametrize("text", RULE_AS_WORK)
def test_a_rule_the_work_is_about_is_no_standing_instruction(text: str) -> None:
    assert not P.is_stated(text), P._signals(text)


@pytest.mark.parametrize("text", RULE_HELD)
def test_a_rule_held_by_a_person_or_heading_the_clause_is_stated(text: str) -> None:
    assert P.is_stated(text), P._signals(text)


@pytest.mark.parametrize("text", STANDING + STANDING_MORE)
def test_a_standing_instruction_is_stated(text: str) -> None:
    assert P.is_stated(text), P._signals(text)


@pytest.mark.parametrize("text", ONE_OFF + ONE_OFF_MORE)
def test_a_one_off_ask_or_a_description_is_not(text: str) -> None:
    assert not P.is_stated(text), P._signals(text)


def test_a_wish_in_the_first_person_is_how_wanted_but_a_rule_of_the_project_is_not() -> None:
    assert P.how_wanted("so hätte ich es gern: kurze Funktionen")
    assert P.how_wanted("quiero que uses pnpm")
    assert not P.how_wanted("no, always use pytest -q, never unittest")
    # what a statement wants, without the words that only say it is a wish
    assert P.wish("I prefer type hints on every function") == P.wish(
        "type hints on every function, please remember that")


def test_a_wish_is_said_by_a_first_person_of_its_own_language() -> None:
    """The verb of a wish and the person saying it are words of one language: "ako gusto" is
    Tagalog for "I like"; an English "i" beside an Indonesian "mau" is neither language (here
    Tahitian, where "i" and "mau" are a preposition and a plural mark), so a correction in it
    proposes no preference beside its lesson."""
    assert P.how_wanted("indi gid ako gusto sang @Overwrite, gamita ang @Inject")
    assert P.how_wanted("I like short functions")
    tahitian = ("aita typst e imi i roto i fonts/. i te mau taime atoa a horo'a i te "
                "`--font-path fonts`")
    assert "wish" not in P._signals(tahitian)
    assert not P.how_wanted(tahitian)


def test_a_rule_about_something_else_beside_a_personal_domain_word_is_not_how_wanted() -> None:
    """The standing word and the word of a personal domain must meet in one sentence: a rule
    about time zones in a turn that also speaks of a reminder email is the project's rule."""
    assert not P.how_wanted("the server runs in UTC, so the reminder email said 9:00. always "
                            "convert with zoneinfo before you print a datetime.")
    assert P.how_wanted("no. always write the commit messages in English.")


def _learn(tmp_path: Path, session: str, steps: list[Step]) -> list[dict[str, object]]:
    return learn_personalized(tmp_path, session, steps)


@pytest.mark.parametrize("statement, domain_word", [
    ("one habit I'd like you to keep in this repo: one sentence per line in the .tex sources, "
     "so the diffs in review show exactly which sentence changed", "sentence"),
    ("Bitte frag mich immer, bevor du einen Lauf startest, der auf dem Cluster länger als etwa "
     "zehn Minuten braucht, und sag dazu die geschätzte Laufzeit", "Laufzeit"),
])
def test_a_stated_habit_becomes_a_personalized_record_through_the_cli(
        statement: str, domain_word: str, store: object, store_root: Path,
        tmp_path: Path) -> None:
    records = _learn(tmp_path, "5e55a0b1-0000-4000-8000-0000000000a1", [
        Step("fix the typo in the introduction",
             [edit(f"{tmp_path}/paper/intro.tex", "teh", "the")], "Fixed."),
        Step(statement, [], "Noted."),
    ])
    assert len(records) == 1
    text = Path(str(records[0]["path"])).read_text(encoding="utf-8")
    assert domain_word in text and "Preference (" in text


def test_a_one_off_wish_becomes_no_preference_through_the_cli(
        store: object, store_root: Path, tmp_path: Path) -> None:
    records = _learn(tmp_path, "5e55a0b1-0000-4000-8000-0000000000a2", [
        Step("I'd like you to add a parser for the bank export",
             [edit(f"{tmp_path}/bank/parser.py")], "Added the parser."),
        Step("thanks, now run it on the March file", [], "Done."),
    ])
    assert records == []


def test_a_task_to_write_a_rule_becomes_no_preference_through_the_cli(
        store: object, store_root: Path, tmp_path: Path) -> None:
    records = _learn(tmp_path, "5e55a0b1-0000-4000-8000-0000000000a3", [
        Step("add a rule that denies S3 buckets without versioning",
             [edit(f"{tmp_path}/guardrails/policy/s3.rego", "package s3",
                   "package s3\n\ndeny contains msg if { not versioned }")],
             "New `deny` rule for unversioned buckets."),
        Step("thanks, now run the policy tests", [bash("opa test policy/", "PASS: 48/48")],
             "48/48 pass."),
    ])
    assert records == []


@pytest.mark.parametrize(("text", "wanted"), [
    ("no, commit messages in English please", True),
    ("non, en français", True),                      # a clause naming the domain and no more
    ("no, shorter answers", True),
    # the domain's words said of the work, not of how the person wants their output
    ("why did you load all 500 messages into the socket state? it stays in memory for every "
     "connected user", False),
    ("a 400-line diff in the scene file is a merge conflict waiting to happen", False),
])
def test_a_correction_naming_a_personal_domain_is_a_wish_only_as_an_instruction(
        text: str, wanted: bool) -> None:
    assert P.how_wanted(text) is wanted


def test_a_preference_carries_the_kind_of_work_its_artefacts_name_and_recall_finds_it(
        store: object, store_root: Path, tmp_path: Path) -> None:
    """Stated of `.tex` sources, with no word of writing in it: a later request to write a
    paragraph of the paper finds it by that kind of work."""
    records = _learn(tmp_path, "5e55a0b1-0000-4000-8000-0000000000a3", [
        Step("a habit to keep here: one clause per line in the .tex sources, it keeps review "
             "readable", [], "Noted."),
    ])
    assert len(records) == 1
    text = Path(str(records[0]["path"])).read_text(encoding="utf-8")
    assert "Preference (writing)" in text
    found = run_cli_json("recall", "--k", "3", "draft the related-work paragraph of the paper")
    assert isinstance(found, list)
    assert records[0]["id"] in [item["id"] for item in found]


@pytest.mark.parametrize("text", [
    # a rule over work done for the person, whatever its kind of work
    "good. next time you write migrations for me: one table per file, and a comment saying "
    "why",
    # a rule over the person's own things, framed by a heading
    "passt. für meine Auswertungen allgemein: Achsen beschriftet, Einheiten in Klammern",
    "vale. para mis informes: tablas con tres decimales como mucho",
])
def test_a_rule_over_work_done_for_the_person_is_how_they_want_it(text: str) -> None:
    assert P.how_wanted(text), P._signals(text)


def test_a_correction_over_work_done_for_the_person_proposes_a_preference_beside_its_lesson(
        store: object, store_root: Path, tmp_path: Path) -> None:
    rule = ("ok. for the future, when you write fixtures for me: one factory per model, no "
            "shared json files, i read them far more easily")
    records = _learn(tmp_path, "5e55a0b1-0000-4000-8000-0000000000a3", [
        Step("write tests for the invoice exporter",
             [edit(f"{tmp_path}/tests/test_export.py", "import pytest",
                   "import pytest\n\nFIXTURE = json.load(open('fixtures/invoices.json'))"),
              bash("pytest -q tests/test_export.py", "4 passed in 0.31s")],
             "Tests written and passing."),
        Step(rule, [], "Understood: factories per model."),
    ])
    assert len(records) == 1, records
    text = Path(str(records[0]["path"])).read_text(encoding="utf-8")
    assert "one factory per model" in text and "Preference (" in text


def test_a_wish_that_teaches_a_lesson_too_keeps_both_and_its_commas(
        store: object, store_root: Path, tmp_path: Path) -> None:
    from memory_engine.reflexion.prescribe import wanted_of

    # the clauses a comma joined are joined by it again: "not %>% and one verb per line"
    # would negate what the person asks for
    turn = ("works. small thing i care about: use f-strings, not str.format, and one import "
            "per line. we're on 3.12 everywhere so there's no reason for the old style")
    assert "not str.format, and one import" in wanted_of(turn, [])
    records = _learn(tmp_path, "5e55a0b1-0000-4000-8000-0000000000a4", [
        Step("clean up the report builder, it's a mess of string concatenation",
             [edit(f"{tmp_path}/report/build.py", "title = 'Report ' + name",
                   "title = 'Report {}'.format(name)")],
             "Rewrote it with str.format throughout."),
        Step(turn, [], "Switched to f-strings."),
    ])
    lessons = run_cli_json("list", "--tier", "procedural")
    assert isinstance(lessons, list) and len(lessons) == 1
    assert len(records) == 1, "the preference beside the lesson is not its contradiction"
    text = Path(str(records[0]["path"])).read_text(encoding="utf-8")
    assert "one import per line" in text


def test_a_preference_said_about_the_agents_work_carries_that_works_kind(
        store: object, store_root: Path, tmp_path: Path) -> None:
    # said right after an edit of a locale file, and speaking of it: the preference is about
    # user-facing text, which its own words never name
    records = _learn(tmp_path, "5e55a0b1-0000-4000-8000-0000000000a5", [
        Step("add the message shown when the basket is empty",
             [edit(f"{tmp_path}/src/locales/de.json", '"basket": {',
                   '"basket": {\n  "empty": "Ihr Warenkorb ist leer!"')],
             "Added basket.empty to de.json."),
        Step("passt. mir ist wichtig: in de.json immer duzen, nie Ausrufezeichen", [],
             "Verstanden."),
    ])
    assert len(records) == 1, records
    text = Path(str(records[0]["path"])).read_text(encoding="utf-8")
    assert "translations" in text.split("Concerns:", 1)[-1], text
    assert "translations" in str(records[0].get("topic") or records[0]["id"])


def test_a_preference_on_a_kind_of_work_is_found_where_a_lesson_of_that_kind_leads(
        store: object, store_root: Path, tmp_path: Path) -> None:
    """Said in Portuguese after a commit, needed by a French request to commit: a lesson on
    committing, taught in French in another session, leads the answer, and the preference,
    weighed as a lesson of that kind of work, is kept beside it rather than cut with the
    personalized tier."""
    _learn(tmp_path, "5e55a0b1-0000-4000-8000-0000000000b1", [
        Step("commit the cache fix",
             [bash("git add -A && git commit -m 'fix cache'",
                   "[main 1b2c3d4] fix cache\n 3 files changed, 12 insertions(+)")],
             "Committed."),
        Step("non, jamais git add -A ici : tout le dossier .cache est parti dans le commit avec "
             "la correction. ajoute seulement les fichiers modifiés, par leur nom, et regarde "
             "git status avant",
             [bash("git reset HEAD~1 && git add src/cache.py && git commit -m 'fix cache'",
                   "[main 5e6f7a8] fix cache")],
             "Recommitted with only the cache module."),
    ])
    records = _learn(tmp_path, "5e55a0b1-0000-4000-8000-0000000000b2", [
        Step("faz commit das alterações do importador",
             [bash("git add importer && git commit -m 'Importador corrigido'",
                   "[main 4e1c2d9] Importador corrigido\n 2 files changed")],
             "Commit feito."),
        Step("está ok, só uma preferência minha: as mensagens de commit quero-as em inglês, no "
             "imperativo, começando pelo pacote, tipo 'importer: skip empty rows'",
             [bash("git commit --amend -m 'importer: skip empty rows'",
                   "[main 8a0f3b1] importer: skip empty rows")],
             "Mensagem corrigida."),
    ])
    wanted = [r["id"] for r in records if "imperativo" in
              Path(str(r["path"])).read_text(encoding="utf-8")]
    assert wanted, records
    found = run_cli_json("recall", "--k", "3", "fais un commit pour la correction du cache")
    assert isinstance(found, list)
    assert wanted[0] in [item["id"] for item in found], found


@pytest.mark.parametrize("text", [
    "uma preferência minha pra próxima: testes sempre com nomes em português",
    "a habit of mine: one assertion per test",
    "meine Gewohnheit: jede Funktion bekommt einen Docstring",
    "una mia abitudine: i nomi dei file sempre in minuscolo",
])
def test_a_rule_the_person_calls_their_own_is_said_in_the_first_person(text: str) -> None:
    assert P.personal(text), P._signals(text)


def test_a_rule_of_the_project_is_not_the_persons_own() -> None:
    assert not P.personal("the team convention: one assertion per test")
    assert not P.personal("ma la regola del progetto è un'asserzione per test")


@pytest.mark.parametrize(("text", "kept", "left_out"), [
    # the work announced before it is not the preference; what follows goes on with the rule
    ("building the net-round screen next. a habit of mine: every composable that draws "
     "something gets a @Preview with uiMode night. previews go at the bottom of the file",
     "previews go at the bottom", ("net-round",)),
    ("works fine thanks. for local ui state inside a component i personally prefer signals over "
     "BehaviorSubjects", "i personally prefer signals", ("works fine",)),
    # a sentence before the stated one that speaks in the first person is part of it
    ("good for the helper. for the flags I want tests that run the real binary with "
     "assert_cmd, please stick to it from now on", "tests that run the real binary",
     ("good for",)),
    # a stated sentence that opens on what came before keeps it all
    ("good. for anything the audience reads: warm and plain, no exclamation marks. something "
     "like 'No seats picked yet.' that's just how i want our copy to sound",
     "no exclamation marks", ()),
    # an ideographic full stop ends a sentence too
    ("先把每日曲线改好。I prefer Okabe-Ito colours for every chart。", "Okabe-Ito", ("先把",)),
])
def test_the_stated_part_is_the_turn_from_the_sentences_that_state_the_preference(
        text: str, kept: str, left_out: tuple[str, ...]) -> None:
    part = P.stated_part(text)
    assert kept in part
    assert not [w for w in left_out if w in part], part


def test_a_turn_no_sentence_of_which_states_it_alone_is_kept_whole() -> None:
    # the class of things ("per") is in another sentence than the wish ("li voglio")
    text = ("i test nuovi li voglio come funzioni pytest semplici. intanto scrivimi quelli per "
            "il calcolo della posizione")
    assert P.is_stated(text)
    assert P.stated_part(text) == text


def test_a_preference_record_states_the_preference_not_the_work_announced_before_it(
        store: object, store_root: Path, tmp_path: Path) -> None:
    """The sentences before a preference ("new role coming up") are left out of its record:
    its headline is what admission judges and recall reads."""
    records = _learn(tmp_path, "5e55a0b1-0000-4000-8000-0000000000a9", [
        Step("new role for the rds encoder coming up. a style thing i care about: booleans are "
             "true/false never yes/no, and every yaml file starts with ---",
             [edit(f"{tmp_path}/roles/rds_encoder/tasks/main.yml", "", "---\n")], "Done."),
    ])
    assert len(records) == 1
    text = Path(str(records[0]["path"])).read_text(encoding="utf-8")
    headline = next(line for line in text.splitlines() if line.startswith("Preference ("))
    assert "booleans are true/false never yes/no" in headline
    assert "coming up" not in headline
