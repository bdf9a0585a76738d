"""fit_recall's model of whether a request needs a tier: the probability of a tier's best record
weighs the same in every tier (it is calibrated per tier already), and a tier may be given a bar
of its own under which it abstains."""

from __future__ import annotations

import datetime as dt
import sys
from pathlib import Path
from typing import Any

from memory_engine.records import tiers as T
from memory_engine.retrieval import calibration
from memory_engine.retrieval.calibration import FEATURES, REQUEST_FEATURES, Model

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from benchmarks.retrieval import fit_recall  # noqa: E402
from benchmarks.retrieval.fit_recall import Case  # noqa: E402

_BEST = FEATURES.index("tier_best")  # not a request feature: reaches the need through `record`
_RECORD = REQUEST_FEATURES.index("record")


def _x(tier_best: float) -> tuple[float, ...]:
    x = [0.0] * len(FEATURES)
    x[_BEST] = tier_best
    return tuple(x)


def _records() -> Model:
    """Per-tier weights that make a record near certain when its `tier_best` is high."""
    return Model({t: (-5.0, _x(10.0)) for t in T.TIERS}, {})


def _cases() -> list[Case]:
    """Forty requests, each with a fact and a rule among its candidates: the fact is near
    certain exactly when the request needs facts; the rule's strength says nothing of whether
    rules are needed (strong in half the requests that need them, and in half of the others)."""
    out = []
    for i in range(40):
        tiers = [t for t, needed in ((T.SEMANTIC, i % 2 == 0), (T.PROCEDURAL, i % 4 in (1, 2)))
                 if needed] or [T.EPISODIC]
        candidates = [(T.SEMANTIC, f"sem-{i}", _x(0.9 if i % 2 == 0 else 0.1), False),
                      (T.PROCEDURAL, f"rule-{i}", _x(0.9 if i % 4 in (0, 1) else 0.1), False)]
        out.append(Case("s", {"id": str(i), "text": "x", "tiers": tiers, "gold": []},
                        candidates))
    return out


def test_a_near_certain_record_weighs_the_same_in_every_tier() -> None:
    alone = fit_recall.fit_request(_cases(), 1.0, _records(), shared=())
    shared = fit_recall.fit_request(_cases(), 1.0, _records(), shared=("record",),
                                    capped=())
    # fitted tier by tier, the rules' own requests teach them that a strong rule means nothing
    assert alone[T.SEMANTIC][1][_RECORD] > 1.0
    assert alone[T.PROCEDURAL][1][_RECORD] < 0.5 * alone[T.SEMANTIC][1][_RECORD]
    # one weight for every tier: the rules borrow what a near-certain record says elsewhere
    fitted = {t: w[_RECORD] for t, (_, w) in shared.items() if t in (T.SEMANTIC, T.PROCEDURAL)}
    assert fitted[T.SEMANTIC] == fitted[T.PROCEDURAL] > alone[T.PROCEDURAL][1][_RECORD] + 0.3
    # every other weight stays the tier's own, and a tier no request needs is left idle
    assert shared[T.PERSONALIZED] == (-5.0, (0.0,) * len(REQUEST_FEATURES))


def test_the_stacked_fit_of_one_tier_is_its_own_fit() -> None:
    """Fitted together, tiers differ only by the weights they share: with one tier needed by
    any request, the stacked fit is that tier's fit alone."""
    cases = [Case(c.source, dict(c.task, tiers=[t for t in c.tiers if t != T.PROCEDURAL]
                                 or [T.EPISODIC]), c.candidates) for c in _cases()]
    stacked = fit_recall.fit_request(cases, 1.0, _records(), shared=("record",),
                                     capped=())
    rows = [(c.vectors(_records())[T.SEMANTIC], T.SEMANTIC in c.tiers) for c in cases]
    bias, weights = fit_recall.fit_tier([x for x, _ in rows], [y for _, y in rows], 1.0,
                                        calibration.REQUEST_SIGNS)
    assert abs(stacked[T.SEMANTIC][0] - bias) < 1e-6
    assert all(abs(a - b) < 1e-6 for a, b in zip(stacked[T.SEMANTIC][1], weights, strict=True))
    assert stacked[T.PROCEDURAL] == (-5.0, (0.0,) * len(REQUEST_FEATURES))


def test_a_tier_under_its_own_bar_abstains() -> None:
    ranked = [(0.9, "sem-a", T.SEMANTIC), (0.5, "epi-b", T.EPISODIC),
              (0.3, "sem-c", T.SEMANTIC), (0.2, "rule-d", T.PROCEDURAL)]
    bars = {"list": 0.0, "relative": 0.0, "tier": 0.2}

    def cut(extra: dict[str, float]) -> list[str]:
        return [h[1] for h in Model({}, dict(bars, **extra)).cut(
            ranked, lambda h: h[2], lambda h: h[0])]

    assert cut({}) == ["sem-a", "epi-b", "sem-c", "rule-d"]
    assert cut({"floors": 1.0, "floor:episodic": 0.6}) == ["sem-a", "sem-c", "rule-d"]
    # the bars of the answer are read on what the tiers' own bars leave: the best item gone,
    # the next is the best
    assert cut({"floors": 1.0, "floor:semantic": 0.95, "tier": 0.7}) == ["epi-b"]
    assert cut({"floor:episodic": 0.6}) == ["sem-a", "epi-b", "sem-c", "rule-d"]  # not set


def test_a_tier_that_only_intrudes_is_given_a_bar() -> None:
    """pick_floors: a tier whose items are never what the requests need, and rank under the
    needed tier's gold, is barred; a needed tier keeps every item."""
    records = Model({t: (-5.0, _x(10.0)) for t in T.TIERS}, {})
    cases = []
    for i in range(20):
        gold = f"sem-{i}"
        candidates = [(T.SEMANTIC, gold, _x(0.8), True),
                      (T.EPISODIC, f"epi-{i}", _x(0.5), False),
                      (T.SEMANTIC, f"sem-other-{i}", _x(0.2 if i % 2 else 0.9), False)]
        cases.append(Case("s", {"id": str(i), "text": "x", "tiers": [T.SEMANTIC],
                                "gold": [gold]}, candidates))
    scored = [fit_recall.ranked(records, c, own_words=False) for c in cases]
    bars = {"list": 0.0, "relative": 0.0, "tier": 0.2}
    saved = fit_recall.FLOOR_BARS
    fit_recall.FLOOR_BARS = (0.0, 0.1, 0.3, 0.6)
    try:
        picked = fit_recall.pick_floors(records, cases, scored, bars)
    finally:
        fit_recall.FLOOR_BARS = saved
    assert picked["floors"] == 1.0
    assert picked["floor:" + T.EPISODIC] > records.probability(T.EPISODIC, _x(0.5))
    assert picked["floor:" + T.SEMANTIC] <= records.probability(T.SEMANTIC, _x(0.2))


def test_a_tier_is_needed_on_the_evidence_of_its_best_record() -> None:
    """calibration.request_vectors reads one record's evidence per tier, the record with the
    highest probability: an unrelated record's stated key does not lend itself to the tier's
    best text match (the incident tier held the best `key` of one incident and the best text
    of another, and outweighed a rule whose own evidence made it near certain)."""
    key, text, cover = (FEATURES.index(f) for f in ("key", "text", "cover"))
    records = Model({t: (-5.0, tuple(4.0 if i in (text, cover) else 0.5 if i == key else 0.0
                                     for i in range(len(FEATURES)))) for t in T.TIERS}, {})
    unrelated = tuple(1.0 if i == key else 0.1 if i == text else 0.0
                      for i in range(len(FEATURES)))
    matched = tuple(0.9 if i in (text, cover) else 0.0 for i in range(len(FEATURES)))
    vectors = calibration.request_vectors([(T.EPISODIC, unrelated), (T.EPISODIC, matched)],
                                          True, records.probability, best_record=True)
    got = dict(zip(REQUEST_FEATURES, vectors[T.EPISODIC], strict=True))
    assert got["record"] == records.probability(T.EPISODIC, matched)
    assert (got["text"], got["cover"], got["key"]) == (0.9, 0.9, 0.0)
    assert got["question"] == 1.0
    # the order of the candidates does not matter
    again = calibration.request_vectors([(T.EPISODIC, matched), (T.EPISODIC, unrelated)],
                                        True, records.probability, best_record=True)
    assert again == vectors
    # weights fitted without it: each feature's best over the tier's candidates, as before
    plain = dict(zip(REQUEST_FEATURES, calibration.request_vectors(
        [(T.EPISODIC, unrelated), (T.EPISODIC, matched)], False,
        records.probability)[T.EPISODIC], strict=True))
    assert (plain["text"], plain["key"]) == (0.9, 1.0)
    assert plain["record"] == got["record"]
    # the weights file says which the request weights were fitted on
    shipped = calibration.model()
    again_model = calibration.from_json(dict(shipped.to_json(), request_evidence="best record"))
    assert again_model.best_record and not calibration.from_json(
        {k: v for k, v in shipped.to_json().items() if k != "request_evidence"}).best_record
    assert ("request_evidence" in shipped.to_json()) == shipped.best_record


def test_the_wording_weighs_no_more_than_a_certain_record() -> None:
    """fit_request(capped=("words",)): the words' posterior, a probability on the record's
    scale, is given at most the shared `record` weight in every tier's need."""
    words = FEATURES.index("words")
    at = REQUEST_FEATURES.index("words")

    def x(tier_best: float, said: float) -> tuple[float, ...]:
        out = list(_x(tier_best))
        out[words] = said
        return tuple(out)

    cases = []
    for i in range(40):  # the words say which tier is needed; the records, half the time
        tiers = [T.SEMANTIC] if i % 2 == 0 else [T.PROCEDURAL]
        strong = i % 4 in (0, 1)
        candidates = [(T.SEMANTIC, f"sem-{i}", x(0.9 if strong else 0.1, 0.9 if i % 2 == 0
                                                 else 0.1), False),
                      (T.PROCEDURAL, f"rule-{i}", x(0.1 if strong else 0.9, 0.1 if i % 2 == 0
                                                    else 0.9), False)]
        cases.append(Case("s", {"id": str(i), "text": "x", "tiers": tiers, "gold": []},
                          candidates))
    free = fit_recall.fit_request(cases, 1.0, _records(), shared=("record",), capped=())
    capped = fit_recall.fit_request(cases, 1.0, _records(), shared=("record",),
                                    capped=("words",))
    assert free[T.SEMANTIC][1][at] > free[T.SEMANTIC][1][_RECORD] + 0.5
    for tier in (T.SEMANTIC, T.PROCEDURAL):
        assert capped[tier][1][at] <= capped[tier][1][_RECORD] + 1e-9
        assert capped[tier][1][at] > 0.0



def test_the_fitted_cases_hold_a_preference_read_as_a_lesson(store: object) -> None:
    """collect() records the candidates as recall() weighs them: a preference reached by the
    kind of work it is about is a procedural candidate too (its reading as a lesson), so the
    procedural tier's need is fitted with it among the tier's candidates, and ranked() lists
    the preference once, on the better of its two readings."""
    import datetime as dt

    from memory_engine.records.types import PersonalizedRecord
    from memory_engine.storage.store import Store

    assert isinstance(store, Store)
    day = dt.date(2025, 6, 12)
    store.write(PersonalizedRecord(  # type: ignore[arg-type]
        id="pref-small-commits", tier=T.PERSONALIZED,
        topic="preference-commit-messages-commits", confidence=0.85, observations=2,
        last_touched=day, created=day, source=["session-abcd1234"], links=[],
        body="Preference (commit-messages): I like small commits, one logical change each, "
             "with conventional prefixes (feat:, fix:).\n", domain="commit-messages"))
    task = {"id": "t1", "text": "commit what we did today", "tiers": [T.PROCEDURAL],
            "gold": ["pref-small-commits"]}
    (case,) = fit_recall.collect(store.index, {"s": [task]}, day)
    readings = [(t, gold) for t, rid, _, gold in case.candidates if rid == "pref-small-commits"]
    assert readings == [(T.PERSONALIZED, True), (T.PROCEDURAL, True)]
    assert T.PROCEDURAL in case.vectors(calibration.model())  # the rules tier's need sees it
    ranked = fit_recall.ranked(calibration.model(), case)
    assert [h[1] for h in ranked].count("pref-small-commits") == 1
    (other,) = fit_recall.collect(store.index, {"s": [dict(
        task, text="which conventional prefixes does the user like", tiers=[T.PERSONALIZED])]},
        day)
    assert [t for t, rid, _, _ in other.candidates if rid == "pref-small-commits"] == [
        T.PERSONALIZED]


def _preference_on_commits(store: object) -> tuple[Any, dt.date]:

    from memory_engine.records.types import PersonalizedRecord, SemanticRecord
    from memory_engine.storage.store import Store

    assert isinstance(store, Store)
    day = dt.date(2025, 6, 12)
    common = {"confidence": 0.85, "observations": 2, "last_touched": day, "created": day,
              "source": ["session-abcd1234"], "links": []}
    store.write(PersonalizedRecord(  # type: ignore[arg-type]
        id="pref-small-commits", tier=T.PERSONALIZED,
        topic="preference-commit-messages-commits", domain="commit-messages",
        body="Preference (commit-messages): I like small commits, one logical change each, "
             "with conventional prefixes (feat:, fix:).\n", **common))
    store.write(SemanticRecord(  # type: ignore[arg-type]
        id="sem-release-branch", tier=T.SEMANTIC, topic="release-branch",
        body="# Release branch\n\nWhat we did today lands on the release branch after review; "
             "commits go to main first.\n", **common))
    return store, day


def test_the_fit_scores_the_answer_recall_gives(store: object) -> None:
    """ranked() and answer() are recall() as the fit sees it: the same items, scores and
    order, each reported in its record's own tier (as recall()'s Hit.tier, the tier
    wrong-type@3 is scored on), while the cut keeps a preference weighed as a lesson with the
    procedural tier it was weighed as. The fit counted that preference as a procedural item,
    a wrong-tier one when the request needs the preference, and chose its bars on that."""
    from memory_engine.retrieval import recall

    store, day = _preference_on_commits(store)
    weights = [0.0] * len(FEATURES)
    weights[FEATURES.index("text")] = 3.0
    lesson = list(weights)
    lesson[FEATURES.index("key2")] = 4.0  # a trigger that matches: the lesson reading wins
    model = Model({t: (-3.0, tuple(lesson if t == T.PROCEDURAL else weights))
                   for t in T.TIERS}, {"list": 0.0, "relative": 0.0, "tier": 0.3, "inject": 1.0})
    text = "commit what we did today"
    hits = recall(store.index, text, today=day, model=model, fill=False).hits
    task = {"id": "t1", "text": text, "tiers": [T.PERSONALIZED], "gold": ["pref-small-commits"]}
    (case,) = fit_recall.collect(store.index, {"s": [task]}, day)
    fitted = fit_recall.answer(model, fit_recall.ranked(model, case))
    assert [(h.row.id, h.tier) for h in hits] == [(h[1], h[2]) for h in fitted]
    assert [h.score for h in hits] == [h[0] for h in fitted]
    assert ("pref-small-commits", T.PERSONALIZED, T.PROCEDURAL) in [h[1:] for h in fitted]
    assert fit_recall.metrics([(case, fitted)])["wrong_type@3"] == sum(
        h.tier != T.PERSONALIZED for h in hits[:3]) / len(hits[:3])
    assert fitted[0][1] == "pref-small-commits"
    assert case.needed == {T.PERSONALIZED, T.PROCEDURAL}


def test_a_gold_reading_as_a_lesson_makes_the_rules_tier_needed() -> None:
    """Case.needed: a request whose gold preference is read as a lesson needs the procedural
    tier, the tier of the reading recall() ranks it on (times that tier's need). Fitted on
    the labelled tiers alone, such requests taught the procedural need to be low exactly where
    the reading is the answer, and the refit weighed the preference as a preference again."""
    cases = []
    for i in range(40):
        strong = 0.9 if i % 2 == 0 else 0.1  # half the requests reach a preference by its kind
        candidates = [(T.PERSONALIZED, f"pref-{i}", _x(strong), i % 2 == 0),
                      (T.SEMANTIC, f"sem-{i}", _x(1.0 - strong), i % 2 == 1)]
        if i % 2 == 0:
            candidates.append((T.PROCEDURAL, f"pref-{i}", _x(strong), True))
        tiers = [T.PERSONALIZED] if i % 2 == 0 else [T.SEMANTIC]
        cases.append(Case("s", {"id": str(i), "text": "x", "tiers": tiers,
                                "gold": [c[1] for c in candidates if c[3]]}, candidates))
    assert cases[0].needed == {T.PERSONALIZED, T.PROCEDURAL}
    assert cases[1].needed == {T.SEMANTIC}
    request = fit_recall.fit_request(cases, 1.0, _records())
    need = Model({}, {}, request=request).tier_posterior(cases[0].vectors(_records()))
    assert need[T.PROCEDURAL] > 0.9  # as needed as the preference's own tier
    assert request[T.PROCEDURAL][1][_RECORD] > 1.0



def test_the_shipped_weights_are_the_defaults_fit() -> None:
    """fit_recall.py --write, from its defaults, writes recall_weights.json: the file names the
    options it was fitted with and a digest of every training source's cases (digest()), and
    these are the defaults and what the code collects today. The fit itself takes minutes (a
    word prior per training source); collecting one source's cases is the cheap part that
    changes whenever the cases the fit reads do (a preference's reading as a lesson added
    among them left the weights fitted without it)."""
    import importlib
    import json
    import tempfile

    from benchmarks.retrieval.build_store import build
    from benchmarks.retrieval.dataset import TODAY

    shipped = json.loads(Path(calibration.PATH).read_text(encoding="utf-8"))
    recorded = dict(shipped["fitted_with"])
    cases = recorded.pop("cases")
    assert recorded == fit_recall.fit_options()
    assert set(cases) == {*fit_recall.TRAINING, "unrelated"}
    assert shipped["about"].endswith(f"training sources {', '.join(fit_recall.TRAINING)}; "
                                     "do not edit by hand.")
    assert shipped.get("request_evidence") == ("best record" if fit_recall.BEST_RECORD
                                               else None)
    module, records, tasks = fit_recall.WORKSPACES["outside"]
    loaded = importlib.import_module(module)
    with tempfile.TemporaryDirectory(prefix="fit-recall-test-") as tmp:
        store = build(Path(tmp), getattr(loaded, records))
        try:
            got = fit_recall.collect(store.index, {"outside": getattr(loaded, tasks)},
                                     fit_recall.workspace_today(getattr(loaded, records), TODAY))
        finally:
            store.close()
    assert isinstance(TODAY, dt.date)
    assert fit_recall.digest(got) == cases["outside"]


def test_a_sharpened_need_weighs_a_less_needed_tier_less() -> None:
    """--need-powers: with `need_power` among the bars, ranked() raises each tier's need to it
    (measured only: --write refuses it, recall() reads none)."""
    case = Case("s", {"id": "1", "text": "x", "tiers": [T.SEMANTIC], "gold": []},
                [(T.SEMANTIC, "sem", _x(0.5), False), (T.PROCEDURAL, "rule", _x(0.5), False)],
                need={T.SEMANTIC: 1.0, T.PROCEDURAL: 0.6})
    plain = {h[1]: h[0] for h in fit_recall.ranked(_records(), case, own_words=False)}
    sharp = {h[1]: h[0] for h in fit_recall.ranked(
        Model(_records().tiers, {"need_power": 2.0}), case, own_words=False)}
    assert sharp["sem"] == plain["sem"]
    assert abs(sharp["rule"] - plain["rule"] * 0.6) < 1e-12
    try:
        fit_recall.main(["--write", "--need-powers", "1,2"])
    except SystemExit as stop:
        assert stop.code == 2
    else:
        raise AssertionError("--write took --need-powers")


def test_the_bars_are_chosen_on_what_an_answer_reads() -> None:
    """pick_bars scores each trial on the first five items of each tier (_each_tiers_first):
    whatever the bars, the answer is the one the whole ranking gives."""
    import random

    rng = random.Random(7)
    for _ in range(200):
        hits = sorted(((rng.random() ** 2, f"r{n}", t, rng.choice((t, T.PROCEDURAL)))
                       for n, t in enumerate(rng.choice(T.TIERS) for _ in range(40))),
                      key=lambda h: -h[0])
        short = fit_recall._each_tiers_first(hits, 5)
        assert len(short) < len(hits)
        bars = {"list": rng.choice(fit_recall.LIST_BARS),
                "relative": rng.choice(fit_recall.RELATIVE_BARS),
                "tier": rng.choice(fit_recall.TIER_BARS)}
        model = Model({}, bars)
        assert fit_recall.answer(model, short) == fit_recall.answer(model, hits)


def test_the_losses_say_where_p_at_1_is_lost(capsys: Any) -> None:
    """--losses: each request whose first item is not gold is counted once, by needed tier and
    cause: no gold among the candidates, another record of the gold's tier first, or a record
    of a tier the request does not need first."""
    def case(n: int, gold: str, candidates: list[tuple[str, str, float]]) -> Case:
        return Case("s", {"id": str(n), "text": "x", "tiers": [T.SEMANTIC], "gold": [gold]},
                    [(t, rid, _x(v), rid == gold) for t, rid, v in candidates])

    cases = [case(0, "sem-a", [(T.SEMANTIC, "sem-a", 0.9), (T.PROCEDURAL, "rule", 0.5)]),
             case(1, "sem-b", [(T.SEMANTIC, "sem-c", 0.9)]),
             case(2, "sem-d", [(T.SEMANTIC, "sem-d", 0.5), (T.SEMANTIC, "sem-e", 0.9)]),
             case(3, "sem-f", [(T.SEMANTIC, "sem-f", 0.5), (T.PROCEDURAL, "rule", 0.9)])]
    model = Model(_records().tiers, {"list": 0.0, "relative": 0.0, "tier": 0.1})
    fit_recall.losses(cases, {"s": model})
    out = capsys.readouterr().out
    assert "P@1 lost (s)" in out  # a source no fold holds: held out whole
    line = next(row for row in out.splitlines() if row.strip().startswith("seman"))
    assert line.split()[1] == "4"
    for cause in ("no gold candidate 1", "same tier 1", "wrong tier: record (proce) 1"):
        assert cause in line
