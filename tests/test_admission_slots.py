"""Slot conflicts: two claims giving the same slot different values, whatever their wording.

The unit tests read `slots.values` and `slots.conflict` directly; the store tests go through the
gate (`admit`) against records written to a real store in a temporary directory, and check the
decision, its reason and the evidence it prints.
"""

from __future__ import annotations

import datetime as dt

import pytest

from memory_engine.admission import features as F
from memory_engine.admission import slots as S
from memory_engine.admission.contradiction import differs, opposed
from memory_engine.admission.gate import Submission, admit
from memory_engine.records.types import PersonalizedRecord, ProceduralRecord, SemanticRecord
from memory_engine.storage.store import Store


def _kinds(text: str) -> list[tuple[str, str, bool, bool]]:
    return [(v.kind.split(":")[0], v.value, v.negated, v.retired) for v in S.values(text)]


def test_values_are_typed_and_normalised() -> None:
    assert ("version", "3.12", False, False) in _kinds("The project targets Python 3.12.")
    # Node is a version's subject and, among JavaScript runtimes, a choice
    assert [v.kind for v in S.values("Frontend builds use Node 20 LTS.")] == [
        "version:node", f"choice:{F.CHOICE_GROUPS.index(frozenset({'node', 'deno', 'bun'}))}"]
    # durations in seconds, whatever the unit and the language
    assert ("duration", "540", False, False) in _kinds("CI takes 9 minutes.")
    assert ("duration", "540", False, False) in _kinds("La CI dure 9 minuti.")
    assert ("duration", "3600", False, False) in _kinds("The backup takes an hour.")
    assert [v.shown for v in S.values("Os flags ficam dois meses.")] == ["2 meses"]
    assert ("region", "eu-west-1", False, False) in _kinds("Production runs in eu-west-1.")
    assert ("clock", "1080", False, False) in _kinds("Send review requests after 6pm.")
    assert ("port", "5432", False, False) in _kinds("Postgres listens on port 5432.")
    # an identifier that ends in a number is not a value
    assert not [v for v in S.values("Never change /v1 responses.") if v.kind != "choice"]


def test_what_a_clause_rules_out_or_retires() -> None:
    rules = _kinds("Use pnpm for every install, never npm or yarn: the lockfile is "
                   "pnpm-lock.yaml.")
    assert ("choice", "pnpm", False, False) in rules
    assert ("choice", "npm", True, False) in rules and ("choice", "yarn", True, False) in rules
    # a member inside a file name is not a choice
    assert len([r for r in rules if r[1] == "pnpm"]) == 1
    assert ("choice", "black", True, True) in _kinds("Format with ruff; black is no longer used.")
    assert ("choice", "black", True, True) in _kinds("black was replaced by ruff")
    moved = _kinds("We moved from MySQL to PostgreSQL last year.")
    assert ("choice", "mysql", True, True) in moved
    assert ("choice", "postgres", False, False) in moved
    # a negation about something else in the clause rules nothing out
    assert ("choice", "french", False, False) in _kinds(
        "The principal wants short answers in French and no bullet lists.")
    # nor does an option of a command
    assert all(not v.negated for v in S.values("Run `pnpm install --no-frozen-lockfile`."))


@pytest.mark.parametrize(("candidate", "record", "how"), [
    ("Les messages de commit s'écrivent en français.",
     "Commit messages are written in English, imperative mood.", "choice"),
    # an inflected word meets its English stem on its first letters
    ("Gebruik npm voor de installaties van deze repository.",
     "Use pnpm for every install in this repository.", "choice"),
    ("Install frontend dependencies with `npm ci`.",
     "Use pnpm for every install in this repository, never npm or yarn.", "polarity"),
    ("Run black on every commit.", "Format Python with ruff format; black is no longer used.",
     "retired"),
    ("The project targets Python 3.9.", "The project targets Python 3.12; CI runs on 3.12.",
     "older"),
    ("the db is postgres 13", "The application database is PostgreSQL 16.", "older"),
    ("the db is postgres 17", "The application database is PostgreSQL 16.", "value"),
    ("Production is deployed in us-east-1.", "Production runs in eu-west-1; staging in "
     "eu-central-1.", "value"),
    # a duration said in words, in other units
    ("Feature flags can stay for six months after launch.",
     "Gate unfinished features behind a flag; delete the flag within two sprints of launch.",
     "value"),
])
def test_conflicts_on_the_same_slot(candidate: str, record: str, how: str) -> None:
    found = S.conflict(candidate, record)
    assert found is not None and found.how == how, found


@pytest.mark.parametrize(("candidate", "record"), [
    # the same value, said otherwise or more precisely
    ("Frontend builds use Node 20.11.", "Frontend builds use Node 20 LTS."),
    ("Staging runs in eu-central-1.", "Production runs in eu-west-1; staging in eu-central-1."),
    # another name of the same thing, in lower case
    ("We're on postgres 16; migrations sit in db/migrations.",
     "The application database is PostgreSQL 16; migrations live in db/migrations."),
    # a value under a quantifier restricts the subject, it does not state the slot
    ("The principal likes a one-line summary at the top of every long answer.",
     "The principal wants answers in French, short, without bullet lists."),
    # a value in a condition is compared with conditions only
    ("When answers are long, add a table of contents.",
     "The principal wants short answers."),
    # a duration of something else
    ("`pnpm install` takes about 4 minutes on a cold cache.",
     "The full test suite takes about 9 minutes on CI."),
])
def test_no_conflict_across_subjects_or_for_the_same_value(candidate: str, record: str) -> None:
    assert S.conflict(candidate, record) is None


def _seed(store: Store) -> None:
    ago = dt.date.today() - dt.timedelta(days=5)
    store.write(ProceduralRecord(
        id="ruff-format", tier="procedural", topic="python-tooling", confidence=0.9,
        observations=5, source=["manual"], trigger=["format"], severity="medium",
        last_touched=ago, body="Format Python with ruff format; black is no longer used.\n"),
        create=True)
    store.write(SemanticRecord(
        id="python-version", tier="semantic", topic="python-tooling", confidence=0.9,
        observations=4, source=["manual"], last_touched=ago,
        body="The project targets Python 3.12; CI runs on 3.12 only.\n"), create=True)
    store.write(PersonalizedRecord(
        id="commit-language", tier="personalized", topic="git-workflow", confidence=0.9,
        observations=7, source=["manual"], domain="git-workflow", last_touched=ago,
        body="Commit messages are written in English, imperative mood.\n"), create=True)


def test_a_claim_older_than_the_record_it_disagrees_with_is_stale(store: Store) -> None:
    _seed(store)
    old = (dt.date.today() - dt.timedelta(days=400)).isoformat()
    verdict = admit(store, "Run black on every commit before pushing.", target="procedural",
                    submission=Submission(provenance={"observed_at": old}))
    assert verdict.decision == "reject" and verdict.reason == "stale", verdict.message
    joined = "\n".join(verdict.evidence)
    assert "procedural/ruff-format" in joined and "black" in joined and "retired" in joined
    # made today, it still states what the record says was replaced: stale, the same evidence
    now = admit(store, "Run black on every commit before pushing.", target="procedural")
    assert now.reason == "stale" and "procedural/ruff-format" in now.evidence[0]
    assert "retired" in now.evidence[1]


def test_a_version_of_the_same_thing_contradicts(store: Store) -> None:
    _seed(store)
    verdict = admit(store, "Our codebase is on Python 3.13.", target="semantic")
    assert verdict.reason == "contradiction", verdict.message
    assert "semantic/python-version" in verdict.evidence[0]
    assert "version of python" in verdict.evidence[1] and "3.13" in verdict.evidence[1]


def test_an_earlier_version_of_the_same_thing_is_stale(store: Store) -> None:
    _seed(store)
    verdict = admit(store, "Our codebase is on Python 3.9.", target="semantic")
    assert verdict.reason == "stale", verdict.message
    assert "semantic/python-version" in verdict.evidence[0]
    assert "version of python" in verdict.evidence[1] and "3.9" in verdict.evidence[1]


def test_another_language_meets_the_record_through_the_slot(store: Store) -> None:
    _seed(store)
    verdict = admit(store, "Les messages de commit s'écrivent en français, au passé composé.",
                    target="personalized")
    assert verdict.reason == "contradiction", verdict.message
    assert "personalized/commit-language" in verdict.evidence[0]
    assert "english" in verdict.evidence[1].lower()


def test_a_new_fact_on_another_slot_is_applied(store: Store) -> None:
    _seed(store)
    verdict = admit(store, "Always run `ruff check --fix` on changed Python files before "
                    "committing; CI fails on lint errors.", target="procedural")
    assert verdict.decision == "apply", verdict.message


@pytest.mark.parametrize("text", [
    "As mensagens de commit são escritas em francês.",          # pt
    "Commitberichten worden altijd in het Frans geschreven.",   # nl
])
def test_the_slot_is_matched_in_more_languages(store: Store, text: str) -> None:
    _seed(store)
    verdict = admit(store, text, target="personalized")
    assert verdict.reason == "contradiction", verdict.message
    assert "personalized/commit-language" in verdict.evidence[0]


@pytest.mark.parametrize("text", [
    "O servidor de staging está fora do ar no momento.",
    "De staging-server ligt momenteel plat.",
])
def test_a_passing_state_in_more_languages_is_stale(store: Store, text: str) -> None:
    verdict = admit(store, text, target="semantic")
    assert verdict.decision == "reject" and verdict.reason == "stale", verdict.message


def _semantic(store: Store, rid: str, body: str) -> None:
    store.write(SemanticRecord(id=rid, tier="semantic", topic="facts", confidence=0.9,
                               observations=4, source=["manual"], body=body + "\n"), create=True)


def _seed_durations(store: Store) -> None:
    _semantic(store, "suite-duration",
              "The full test suite takes about 9 minutes on CI and 3 minutes locally.")


@pytest.mark.parametrize(("rid", "body", "text", "shown"), [
    ("suite-duration", "The full test suite takes about 9 minutes on CI and 3 minutes locally.",
     "CI needs roughly 30 minutes for the whole test suite.", ("30", "9")),
    # a record that names a region is found for a claim in another language
    ("deploy-regions", "Production runs in eu-west-1; staging in eu-central-1.",
     "Produktionen körs i us-east-1.", ("us-east-1", "eu-west-1")),
])
def test_the_gate_names_the_record_and_both_values(store: Store, rid: str, body: str,
                                                    text: str, shown: tuple[str, str]) -> None:
    _semantic(store, rid, body)
    verdict = admit(store, text, target="semantic")
    assert verdict.reason == "contradiction", verdict.message
    assert f"semantic/{rid}" in verdict.evidence[0]
    assert all(value in verdict.evidence[1] for value in shown), verdict.evidence


@pytest.mark.parametrize("text", [
    # numbers that only say when the rule applies
    "When a test suite run takes longer than 5 minutes on CI, split it into shards.",
    # typed values of other slots: a time of day, a duration of another job
    "The nightly backup job on CI runs at 01:30 UTC and takes about 20 minutes.",
])
def test_numbers_of_other_slots_do_not_contradict(store: Store, text: str) -> None:
    _seed_durations(store)
    verdict = admit(store, text, target="semantic")
    assert verdict.reason != "contradiction", verdict.evidence


def test_a_rule_about_something_that_drifts_ages_like_a_state(store: Store) -> None:
    old = (dt.date.today() - dt.timedelta(days=200)).isoformat()
    drifting = admit(store, "Always build the images on the current Ubuntu 20.04 runner.",
                     target="procedural", submission=Submission(provenance={"observed_at": old}))
    lasting = admit(store, "Always build the images on the shared runner, never on a laptop.",
                    target="procedural", submission=Submission(provenance={"observed_at": old}))
    assert drifting.factors["temporal_recency"].value < 0.5
    assert lasting.factors["temporal_recency"].value > 0.5


@pytest.mark.parametrize(("text", "record"), [
    ("このリポジトリでは npm でインストールします。",
     "Use pnpm for every install in this repository, never npm or yarn."),
    ("Продакшен работает в us-east-1.", "Production runs in eu-west-1; staging in eu-central-1."),
])
def test_another_script_is_compared_on_its_values(text: str, record: str) -> None:
    assert S.foreign(text) and not S.foreign(record)
    assert S.conflict(text, record) is not None
    # ...and a claim that agrees with the record is not a conflict
    assert S.conflict("本番環境は eu-west-1 で動いています。", record) is None


def test_a_passing_state_in_another_script_is_stale(store: Store) -> None:
    verdict = admit(store, "ステージング環境は現在ダウンしています。", target="semantic")
    assert verdict.decision == "reject" and verdict.reason == "stale", verdict.message


def test_skipping_something_is_saying_not_to_use_it(store: Store) -> None:
    store.write(PersonalizedRecord(
        id="answers-in-french", tier="personalized", topic="style-tone", confidence=0.9,
        observations=12, source=["manual"], domain="style-tone",
        body="The principal wants answers in French, short, without bullet lists.\n"),
        create=True)
    same = admit(store, "Answer the principal in French, keep it short and skip bullet lists.",
                 target="personalized")
    assert same.reason == "duplicate", same.message
    opposite = admit(store, "Answer the principal in French, short, with bullet lists.",
                     target="personalized")
    assert opposite.reason == "contradiction", opposite.message


@pytest.mark.parametrize("text", [
    "Gebruik altijd `pnpm install --frozen-lockfile` in CI.",
    "Sempre rode `make lint` antes de abrir um pull request.",
])
def test_a_new_rule_in_more_languages_is_applied(store: Store, text: str) -> None:
    verdict = admit(store, text, target="procedural")
    assert verdict.decision == "apply", verdict.message


def test_a_later_unsure_record_on_the_slot_still_supersedes_an_old_claim(store: Store) -> None:
    store.write(SemanticRecord(
        id="node-version", tier="semantic", topic="frontend", confidence=0.6, observations=1,
        source=["manual"], last_touched=dt.date.today() - dt.timedelta(days=3),
        body="Frontend builds use Node 22 (see .nvmrc).\n"), create=True)
    old = (dt.date.today() - dt.timedelta(days=120)).isoformat()
    verdict = admit(store, "Build the frontend with Node 18; the .nvmrc pins it.",
                    target="procedural", submission=Submission(provenance={"observed_at": old}))
    assert verdict.reason == "stale", verdict.message
    assert any("semantic/node-version" in line for line in verdict.evidence)
    # today, against an unsure record, the same claim is not rejected for its age
    now = admit(store, "Build the frontend with Node 18; the .nvmrc pins it.",
                target="procedural")
    assert now.reason != "stale"


def test_a_compound_of_two_alternatives_names_the_first() -> None:
    record = "Feature branches are squash-merged; never use merge commits on main."
    assert [(v.value, v.negated) for v in S.values(record)] == [("squash", False),
                                                                 ("merge", True)]
    assert [v.value for v in S.values("Land branches with a squash merge.")] == ["squash"]
    # a short clause that rules a value out speaks of the subject of the clause before it
    found = S.conflict("Las ramas se integran con merge commit para conservar todos los "
                       "commits; no hacer squash.", record)
    assert found is not None and "merge" in found.detail


@pytest.mark.parametrize(("candidate", "record"), [
    # "without X" negates X alone: the rest of the clause is stated
    ("The deploy user can write to /var/lib/app without sudo.",
     "Writes under /var/lib/app require sudo; the deploy user cannot write there."),
    ("Commit the .env with the dev defaults so new people can start without running anything.",
     "Never commit `.env` files; secrets come from the vault via `make secrets`."),
    # part of a negated act is enough when it holds the identifier the negation governs
    ("Breaking changes can go straight into /v1 as long as they're announced in the changelog.",
     "Breaking API changes need a new /v2 route; never change /v1 responses."),
    # a command that names the negated identifier as one of its words acts on that very thing
    ("`git push --force-with-lease origin main` is fine for tiny fixups.",
     "Never force-push to `main`; open a pull request and wait for one review."),
])
def test_a_stated_act_that_the_record_negates(candidate: str, record: str) -> None:
    assert opposed(candidate, record) is not None


@pytest.mark.parametrize(("candidate", "record"), [
    ("Writing under /var/lib/app needs sudo because the deploy user has no write access there.",
     "Writes under /var/lib/app require sudo; the deploy user cannot write there."),
    ("The pre-commit hooks run ruff and mypy, so a commit with type errors gets refused.",
     "pre-commit runs ruff and mypy and refuses type errors"),
    ("After editing anything under `proto/`, run `make proto` and commit the regenerated "
     "`*_pb2.py` files.", "Never commit `.env` files; secrets come from the vault."),
    # another file that shares a word with the forbidden one is another act
    ("Commit `.env.example` with placeholder values.",
     "Never commit `.env` files; secrets come from the vault."),
])
def test_a_restatement_or_another_act_is_not_opposed(candidate: str, record: str) -> None:
    assert opposed(candidate, record) is None


HASURA_DEFAULT = ("Svaki izvor podataka neka ima naming_convention graphql-default, ne "
                  "hasura-default.")


def test_a_name_joined_by_hyphens_is_stated_only_where_it_is_named_together() -> None:
    # both words of "hasura-default" stand in the command, apart: another thing is stated
    assert opposed(HASURA_DEFAULT, "Every schema change is a migration: `hasura migrate create "
                                   "<name> --database-name default`, then `hasura migrate "
                                   "apply`.") is None
    # named together, the refused setting is stated, whichever side refuses it
    assert opposed(HASURA_DEFAULT, "Every source keeps the hasura-default naming "
                                   "convention.") is not None
    assert opposed("Set the naming convention to hasura-default on every source.",
                   "Never use hasura-default naming; every source gets graphql-default.") \
        is not None


def test_a_narrower_prohibition_is_not_opposed() -> None:
    assert opposed("Don't write to /var/lib/app from tests; use a tmp_path fixture instead.",
                   "Writes under /var/lib/app require sudo; the deploy user cannot write "
                   "there.") is None


@pytest.mark.parametrize("candidate", [
    "No need to run the tests locally before pushing; CI runs them anyway.",
    "Il n'y a pas besoin de lancer les tests avant chaque push, la CI le fait.",
])
def test_a_relaxation_lifts_the_obligation_it_names(candidate: str) -> None:
    # "no need to" is not a narrower prohibition: most of the obligation's act is enough
    found = opposed(candidate, "Run the tests before every push; CI takes 9 minutes and a red "
                               "build blocks the release train.")
    assert found is not None and "negates" in found


def test_a_relaxation_of_another_act_is_not_opposed() -> None:
    # an exception for a case the obligation never covered shares too little of its act
    assert opposed("No need to update the changelog for typo fixes.",
                   "Update CHANGELOG.md for every user-facing change.") is None


def test_a_chinese_claim_meets_the_record_through_its_words_and_its_time_zone() -> None:
    record = "All timestamps are stored in UTC; convert to local time only in the UI."
    found = S.conflict("数据库里的时间戳都按北京时间（UTC+8）存储。", record)
    assert found is not None and "utc" in found.detail.lower()
    # the same record restated, UTC first and local time for the UI, conflicts with nothing
    assert S.conflict("Store every datetime in UTC and convert to the viewer's local time "
                      "only in the UI.", record) is None
    assert S.conflict("Zeitstempel immer in UTC speichern und erst in der Oberfläche in "
                      "Ortszeit umrechnen.", record) is None


def test_a_value_the_record_gives_another_part_of_its_subject_is_no_conflict() -> None:
    record = "Production runs in eu-west-1; staging in eu-central-1."
    assert S.conflict("La prod tourne dans eu-west-1 et le staging dans eu-central-1.",
                      record) is None
    assert S.conflict("A produção roda em us-east-1 e o staging em us-west-2.",
                      record) is not None


def test_what_comes_first_or_last_is_a_slot_of_the_word_before_it() -> None:
    record = "When answers exceed 30 lines, the principal asks for a summary first."
    for text in ("Cuando una respuesta es larga, el principal prefiere el detalle primero y el "
                 "resumen al final.",
                 "When answers are long, the principal reads the details first and wants the "
                 "summary at the very end."):
        found = S.conflict(text, record)
        assert found is not None and "first" in found.detail, text
    assert S.conflict("The principal wants a summary up front whenever an answer runs past ~30 "
                      "lines.", record) is None
    # an adjective is not a place in a sequence
    assert not [v for v in S.values("The first reply is 'why?'; last week it broke.")
                if v.kind.startswith("order")]


def test_a_restatement_gives_the_same_slots_the_same_values() -> None:
    record = "The public API paginates with cursor tokens, never offset/limit; page size is "
    record += "capped at 100."
    agreed = S.agreement("A API pública pagina por cursor (nunca offset/limit) e o tamanho "
                         "máximo da página é 100.", record)
    assert "cursor" in agreed and any("offset" in a for a in agreed)
    assert S.agreement("The public API uses offset/limit pagination.", record) == []


def test_the_gate_strengthens_a_restatement_in_another_language(store: Store) -> None:
    store.write(PersonalizedRecord(
        id="answers-in-french", tier="personalized", topic="style", confidence=0.9,
        observations=5, last_touched=dt.date.today(), created=dt.date.today(), source=["t"],
        links=[], domain="style",
        body="The principal wants answers in French, short, without bullet lists.\n"),
        create=True)
    verdict = admit(store, "Reply to the principal in French, keep it short, no bullet points.",
                    target="personalized")
    assert verdict.reason == "duplicate", verdict.message
    assert "personalized/answers-in-french" in verdict.evidence[0]


def test_a_portuguese_article_is_not_a_negation() -> None:
    record = "The project targets Python 3.12; CI runs on 3.12 only."
    found = S.conflict("O projeto usa Python 3.11 no CI.", record)
    assert found is not None and "3.11" in found.detail
    # the Spanish "no" still negates
    assert any(v.negated for v in S.values("No usar npm en este repositorio."))


@pytest.mark.parametrize(("candidate", "record"), [
    ("Não é preciso rodar o pytest antes do push; o CI cuida disso.",
     "Run `pytest -q` before every push; CI takes 9 minutes."),
    ("Quando uma flag de CLI muda, não é preciso atualizar docs/cli.md.",
     "When a CLI flag changes, update docs/cli.md in the same pull request."),
    ("可以直接 force-push 到 main。", "Never force-push to `main`; open a pull request."),
])
def test_a_relaxed_or_permitted_act_in_portuguese_or_chinese(candidate: str, record: str) -> None:
    assert opposed(candidate, record) is not None


def test_chinese_clauses_end_at_chinese_punctuation() -> None:
    # "不要" negates the bullet lists of its own clause, not the French of the one before
    values = S.values("负责人希望用法语回答，简短，不要项目符号列表。")
    assert [(v.value, v.negated) for v in values if v.value == "french"] == [("french", False)]


def test_a_claim_that_an_old_value_persists_is_stale(store: Store) -> None:
    _seed(store)
    verdict = admit(store, "Wir müssen noch Python 3.9 unterstützen, also kein `match`-Statement "
                    "verwenden.", target="semantic")
    assert verdict.reason == "stale", verdict.message
    assert "semantic/python-version" in verdict.evidence[0] and "3.9" in verdict.evidence[1]


def test_a_bare_number_in_another_script_needs_a_shared_subject() -> None:
    record = "The full test suite takes about 9 minutes on CI and 3 minutes locally."
    assert S.conflict("所有对外接口都经过 nginx 反向代理，超时时间为 60 秒。", record) is None
    # a version names its subject in any script
    assert S.conflict("项目使用 Python 3.9。", "The project targets Python 3.12.") is not None


def test_a_condition_after_the_claim_does_not_negate_it() -> None:
    # "no client" says when the change is allowed; the change itself is allowed
    assert opposed("Changes to /v1 responses are okay if no client still calls them.",
                   "Never change /v1 responses.") is not None
    assert opposed("Don't change /v1 responses if a client still calls them.",
                   "Never change /v1 responses.") is None


def test_a_light_verb_is_not_part_of_the_negated_act() -> None:
    assert opposed("Don't use sudo for /srv/data; the service user owns it.",
                   "Writes under /srv/data require sudo.") is not None


def test_two_folders_for_one_kind_of_thing_conflict() -> None:
    found = S.conflict("Fixtures are kept in app/fixtures.",
                       "Test fixtures live in tests/fixtures.")
    assert found is not None and "app/fixtures" in found.detail
    # one folder named from two depths, a file, an absolute path: no conflict
    assert S.conflict("Migrations live in app/db/migrations.",
                      "Migrations live in db/migrations.") is None
    named = S.values("Read app/settings.toml, /var/lib/app and https://example.com/docs/guide.")
    assert not [v for v in named if v.kind.startswith("place")]


def test_japanese_names_a_language_and_two_languages_need_a_subject() -> None:
    assert S.conflict("回答は英語で書くこと。",
                      "The principal wants answers in French.") is not None
    # a claim that gives English to one thing and Japanese to another is not about answers
    assert S.conflict("コメントは英語で、ログは日本語で書く。",
                      "The principal wants answers in French.") is None


def test_a_negation_written_inside_a_run_of_japanese_letters() -> None:
    # "npm や yarn は使わない" rules npm and yarn out, as the record does: no opposition
    assert opposed("npm や yarn は使わない。", "Use pnpm, never npm or yarn.") is None


def test_a_unit_said_once_serves_the_numbers_after_it() -> None:
    assert [v.value for v in S.values("The build takes 4 minutes locally and about 12 on CI.")
            if v.kind == "duration"] == ["240", "720"]


def test_what_follows_a_condition_is_said_of_its_subject() -> None:
    text = "If I write the principal long answers, or in English, they ask again in short French."
    assert S.agreement(text, "The principal wants answers in French, short.") == ["short", "french"]


def test_a_named_tool_a_copula_and_a_number_is_a_version() -> None:
    assert ("version", "18", False, False) in _kinds("Our Node is 18 on the build box.")
    # a unit after the number keeps it a measure
    assert ("version", "16", False, False) not in _kinds("Production database is 16 GB.")
    found = S.conflict("Prod Postgres is 13.", "The application database is PostgreSQL 16.")
    assert found is not None and "version of postgres" in found.detail


def test_a_state_said_to_persist_reads_as_still() -> None:
    from memory_engine.admission.features import STILL
    for text in ("The SDK isn't on Python 3.12 yet.", "El servicio sigue en Node 16.",
                 "本番はまだ Node 16 です。"):
        assert STILL.search(text), text
    assert not STILL.search("Yet another formatter was proposed.")


def test_a_cap_is_compared_whatever_its_unit() -> None:
    found = S.conflict("Uploads may be up to 50 files per request.",
                       "Request size is capped at 10.")
    assert found is not None and "most allowed" in found.detail
    assert S.conflict("Uploads may be up to 10 files per request.",
                      "Request size is capped at 10.") is None


def test_a_pair_of_alternatives_is_not_a_folder() -> None:
    assert not [v for v in S.values("Never offset/limit; client/server both validate.")
                if v.kind.startswith("place")]


def test_an_earlier_version_than_the_records_is_an_older_state() -> None:
    older = S.conflict("The project targets Python 3.10.", "The project targets Python 3.12.")
    newer = S.conflict("The project targets Python 3.13.", "The project targets Python 3.12.")
    assert older is not None and older.how == "older"
    assert newer is not None and newer.how == "value"


def test_each_negation_of_a_clause_rules_out_what_follows_it() -> None:
    ruled = _kinds("In diesem Repo immer pnpm verwenden, kein npm und kein yarn.")
    assert ("choice", "pnpm", False, False) in ruled
    assert ("choice", "npm", True, False) in ruled and ("choice", "yarn", True, False) in ruled


def test_anchors_are_numbers_identifiers_and_latin_words_in_another_script() -> None:
    from memory_engine.admission.similarity import anchored, anchors

    chinese = "公共 API 使用游标令牌分页，不用 offset/limit，每页最多 100 条。"
    assert {"100", "offset/limit", "api"} <= anchors(chinese)
    assert "/var/lib/app" in anchors("Writes under /var/lib/app require sudo.")
    record = "The public API paginates with cursor tokens, never offset/limit; page size is 100."
    assert anchored(chinese, record)
    # a number the record does not give, or given only inside a longer one, is not kept
    assert not anchored("公共 API 每页最多 10 条。", record)
    assert not anchored("The principal prefers dark screenshots.", record)


@pytest.mark.parametrize("text", [
    "Thay đổi phá vỡ API phải đi qua route /v2 mới; không bao giờ sửa phản hồi của /v1.",
    "Breaking changes get a new /v2 route. Responses of /v1 stay as they are: /v1.",
])
def test_a_path_that_ends_a_sentence_keeps_no_full_stop(text: str) -> None:
    from memory_engine.admission.similarity import anchored, anchors, identifiers

    assert {"/v1", "/v2"} <= anchors(text) and "/v1." not in identifiers(text)
    assert anchored(text, "Breaking API changes need a new /v2 route; never change /v1 responses.")
    # a path's own dots stay: a file, a hidden folder, a relative start
    assert identifiers("Run ./scripts/run.sh. Keys live in ~/.ssh/.") == {"./scripts/run.sh",
                                                                         "~/.ssh/"}


@pytest.mark.parametrize("text", [
    "Запись в /var/lib/app требует sudo: у пользователя deploy туда нет прав.",
    "Пишешь в /var/lib/app — нужен sudo, у deploy там нет прав.",
])
def test_a_translation_that_keeps_every_anchor_is_a_duplicate(store: Store, text: str) -> None:
    ago = dt.date.today() - dt.timedelta(days=5)
    store.write(ProceduralRecord(
        id="var-lib-needs-sudo", tier="procedural", topic="deploy", confidence=0.9,
        observations=3, source=["manual"], trigger=["deploy"], severity="medium",
        last_touched=ago,
        body="Writes under /var/lib/app require sudo; the deploy user cannot write there.\n"),
        create=True)
    store.write(ProceduralRecord(
        id="no-force-push-main", tier="procedural", topic="git-workflow", confidence=0.95,
        observations=6, source=["manual"], trigger=["push"], severity="high", last_touched=ago,
        body="Never force-push to `main`; open a pull request and wait for one review.\n"),
        create=True)
    verdict = admit(store, text, target="procedural")
    assert verdict.reason == "duplicate", verdict.message


@pytest.mark.parametrize(("candidate", "record", "picked"), [
    ("Frontend builds run on Bun; Node is not installed on the build image.",
     "Frontend builds use Node 20 LTS (see .nvmrc).", "bun vs node"),
    ("CLI flag changes are documented in a separate docs PR after the release.",
     "When a CLI flag changes, update docs/cli.md in the same pull request.", "separate vs same"),
])
def test_a_runtime_or_a_placement_is_a_choice(candidate: str, record: str, picked: str) -> None:


    assert differs(candidate, record) == ("choice", picked)
    assert differs(record, record) is None


@pytest.mark.parametrize(("candidate", "record", "how"), [
    # a unit of time written against the number in Hangul, an acronym glued to a particle
    ("전체 테스트 스위트는 CI에서 1분 안에 끝난다.",
     "The full test suite takes about 9 minutes on CI and 3 minutes locally.", "value"),
    # a product named in Latin letters inside kana, with no space on either side
    ("アプリケーションのデータベースはMySQL 8で、マイグレーションは手作業で適用している。",
     "The application database is PostgreSQL 16; migrations live in db/migrations.", "choice"),
])
def test_conflicts_whatever_the_script(candidate: str, record: str,
                                                         how: str) -> None:
    found = S.conflict(candidate, record)
    assert found is not None and found.how == how, found


def test_a_unit_of_time_in_hangul_is_a_duration() -> None:
    assert [(v.kind, v.value) for v in S.values("빌드는 약 25분 걸린다.")] == \
        [("duration", "1500")]


def test_a_rival_spelled_longer_is_found_through_the_slot(store: Store) -> None:
    store.write(SemanticRecord(
        id="database", tier="semantic", topic="data", confidence=0.92, observations=6,
        source=["manual"], last_touched=dt.date.today() - dt.timedelta(days=5),
        body="The application database is PostgreSQL 16.\n"), create=True)
    verdict = admit(store, "アプリケーションのデータベースはMySQL 8で動いている。",
                    target="semantic")
    assert verdict.reason == "contradiction", verdict.message
    assert "semantic/database" in verdict.evidence[0]
    assert "mysql" in verdict.evidence[1] and "postgresql" in verdict.evidence[1]


@pytest.mark.parametrize("text", [
    "출시 후에도 플래그를 삭제하지 않는다.", "main에 force-push 금지.",
    "플래그를 삭제하지 마세요."])
def test_a_negation_written_against_a_hangul_verb_negates_its_clause(text: str) -> None:
    from memory_engine.admission import contradiction as C

    assert [c.negative for c in C._clauses(text)] == [True]


REGIONS = "Production runs in eu-west-1; staging in eu-central-1."


@pytest.mark.parametrize("candidate", [
    "Production is in eu-central-1 and staging in eu-west-1.",
    "Tuotanto pyörii alueella eu-central-1 ja staging alueella eu-west-1.",
])
def test_the_record_values_paired_with_other_subjects_conflict(candidate: str) -> None:
    # each value is one the record states, but bound to the other subject
    found = S.conflict(candidate, REGIONS)
    assert found is not None and found.how == "value", found
    assert "paired" in found.detail


@pytest.mark.parametrize("candidate", [
    "Production runs in eu-west-1 and staging in eu-central-1.",
    # the subject after its value: which value goes with which word is not read from order
    "eu-west-1 hosts production and eu-central-1 hosts staging.",
    # a value the record lacks is no swap of the record's (the usual comparison decides)
    "Production: eu-west-1. Staging: eu-central-1.",
])
def test_the_record_values_paired_with_their_own_subjects_do_not_conflict(candidate: str) -> None:
    assert S.conflict(candidate, REGIONS) is None


def test_swapped_values_are_a_contradiction_not_a_duplicate(store: Store) -> None:
    ago = dt.date.today() - dt.timedelta(days=5)
    store.write(SemanticRecord(
        id="deploy-regions", tier="semantic", topic="deploy", confidence=0.9,
        observations=3, source=["manual"], last_touched=ago, body=REGIONS + "\n"), create=True)
    verdict = admit(store, "Production runs in eu-central-1 and staging in eu-west-1.",
                    target="semantic")
    assert verdict.decision == "reject" and verdict.reason == "contradiction", verdict.message
    same = admit(store, "Production runs in eu-west-1 and staging in eu-central-1.",
                 target="semantic")
    assert same.reason != "contradiction", same.message


def test_a_second_half_of_a_negation_negates_only_in_its_own_language() -> None:
    # Dutch "pas na 17:00" is "not until 17:00": the time is stated, not ruled out
    assert [v.negated for v in S.values("vraag reviews pas na 17:00 aan")] == [False]
    found = S.conflict("Oriane bekijkt pull requests 's avonds; vraag reviews pas na 17:00 aan.",
                       "The principal reviews pull requests in the morning; ask for reviews "
                       "before 10am.")
    assert found is not None and "17:00" in found.detail, found
    # in a French clause it negates alone, as spoken French says it...
    assert F.unnegated("c'est pas grave").split() == ["c'est", "pas", "grave"]
    assert "pas" not in F.unnegated("vraag reviews pas na 17:00 aan").split()
    assert [v.negated for v in S.values("pas de npm dans ce projet")] == [True]
    # nor in a French claim whose clause holds no other French word ("X, pas Y")
    assert [(v.value, v.negated) for v in S.values("Toujours pnpm dans ce dépôt, pas npm.")] == [
        ("pnpm", False), ("npm", True)]
