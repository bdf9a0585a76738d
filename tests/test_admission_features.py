"""Cue families of admission in the seven languages of its candidates: a one-off event told in a
past tense or dated to a past point in time is an anecdote; a hedge in Portuguese or Chinese
hedges; a fact told in the present, or a rule that mentions what once happened, is neither."""

from __future__ import annotations

import pytest

from memory_engine.admission.factors import Candidate, content_type
from memory_engine.admission.features import Features, past_events


@pytest.mark.parametrize("text", [
    "Marta fixed the broken link in the README last week.",
    "Ticket OPS-2231 was closed as won't-fix by the infra team.",
    "The principal said thanks after the users.py refactor got merged.",
    "Ontem o build do frontend demorou 14 minutos no CI.",
    "Hoje o Pedro aprovou o PR #907 sem nenhum comentário.",
    "Esta tarde actualicé recharts en web/ a la 2.12 y todo compiló a la primera.",
    "今天下午修好了 billing 模块里两个失败的测试。",
    "Heute Vormittag ist mein Laptop zweimal abgestürzt, während die Tests liefen.",
    "On Monday the deploy broke because we forgot the migration.",
])
def test_a_dated_or_narrated_event_is_an_anecdote(text: str) -> None:
    features = Features.of(text)
    assert features.anecdote, text
    assert content_type(Candidate(tier="semantic", text=text), features) == "anecdote"


@pytest.mark.parametrize("text", [
    "When a file under `migrations/` is edited after it was applied, `make migrate` refuses.",
    "At the end of a task the principal wants the list of commands that were run.",
    "Python 代码统一用 ruff format 格式化，已经不用 black 了。",
    "Os logs de produção ficam 30 dias no CloudWatch e depois são arquivados no S3 Glacier.",
    "Renovate opens grouped dependency update PRs every Monday morning.",
    # a weekday that comes back is a routine, not one event
    "Renovate opens its dependency PRs on Monday mornings, usually five to ten of them.",
    "The principal doesn't want to be pinged on Friday afternoons; it waits until Monday.",
    "Every deploy that was rolled back gets a post-mortem within two days.",
    # a rule that gives a past incident as its reason still opens with the rule
    "Create release tags from the main branch after the changelog is updated; tags made on "
    "feature branches broke the deployment pipeline.",
])
def test_a_fact_or_a_rule_is_not_an_event(text: str) -> None:
    assert not Features.of(text).anecdote, text


def test_a_past_tense_in_a_subordinate_clause_is_not_narration() -> None:
    assert past_events("The job was slow because the runner was busy.") == ["was"]
    assert past_events("If the cache was cold, the first request takes 2 s.") == []


@pytest.mark.parametrize("text", [
    "Talvez o worker esteja vazando memória, não tenho certeza.",
    "好像今天下午 Redis 内存满过一次？不太确定。",
    "Acho que o cache expira rápido demais.",
])
def test_hedges_in_portuguese_and_chinese(text: str) -> None:
    assert Features.of(text).hedges, text


def test_chinese_rules_are_prescriptive_and_general() -> None:
    features = Features.of("新增的 API 响应字段一律使用 snake_case；不要返回 null。")
    assert features.prescriptive and features.general and not features.anecdote


@pytest.mark.parametrize("text", [
    "When an answer to a code question comes without a diff, the principal asks for the diff.",
    "The nightly job fails when the cache is cold.",
    "如果 CI 上 mypy 报错，提交会被拒绝。",
])
def test_a_condition_and_what_follows_is_a_prediction(text: str) -> None:
    assert Features.of(text).conditional


def test_a_plain_fact_is_not_conditional() -> None:
    assert not Features.of("Search is Postgres full-text; there is no Elasticsearch.").conditional


def test_a_calendar_date_with_a_past_tense_dates_one_event() -> None:
    assert Features.of("Am 3. Juni war das Dashboard zwei Stunden lang weg.").anecdote
    assert Features.of("On 2025-01-09 the nightly job failed twice.").anecdote
    assert "21/03" in Features.of("Standup 21/03: merged the cache patch.").anecdote
    # a date after "since" dates a change of state; versions and 24/7 are not dates
    assert not Features.of("Since 2024-03-01 deploys went through Argo.").anecdote
    assert not Features.of("The project targets Python 3.12; support is 24/7.").anecdote
    # a date is not a word of the claim: "Mai" there is not the Italian for never
    assert not Features.of("Am 3. Mai war das Dashboard weg.").general


def test_a_check_not_made_or_still_to_make_is_a_hedge() -> None:
    for text in ("We never measured how long the cold start takes.",
                 "Die Queue verliert wohl Nachrichten, nicht gemessen.",
                 "Le cache pourrait expirer trop tôt ; à confirmer.",
                 "The retry storm comes from the SDK, to be verified."):
        assert Features.of(text).hedges, text
    measured = Features.of("Measured on CI: the build takes 9 minutes.")
    assert measured.verified and not measured.hedges


@pytest.mark.parametrize("text", [
    "Outage of 3 March: the cache expired for every tenant at once. Lesson: stagger the TTLs.",
    "Panne du 14 février : les workers se reconnectaient tous ensemble. Désormais, un délai "
    "aléatoire précède chaque reconnexion.",
    "Vorfall beim Release 4.2: die Übersetzungen fehlten. Seitdem gilt: vor dem Tag den "
    "offenen Übersetzungs-PR prüfen.",
])
def test_an_incident_that_states_its_lesson_prescribes(text: str) -> None:
    features = Features.of(text)
    assert features.prescriptive and features.actionable, text
    assert content_type(Candidate(tier="semantic", text=text), features) != "anecdote"


def test_a_date_inside_a_quoted_command_is_no_event() -> None:
    # the date is an argument of the agent's query quoted in backticks, not when anything
    # happened; the same date told in the prose still dates an event
    quoted = ("When running `psql shop_ro`, do: use the fiscal_weeks view. Not: ran `psql "
              "shop_ro -c \"select sum(total) from orders where placed_at >= '2026-03-01'\"`. "
              "Why: \"the total was off by a week\".")
    assert "2026-03-01" not in Features.of(quoted).anecdote
    told = "On 2026-03-01 the total was off by a week."
    assert "2026-03-01" in Features.of(told).anecdote
