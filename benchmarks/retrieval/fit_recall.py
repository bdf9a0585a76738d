"""Fit typed recall's per-tier calibration, and measure it on task sources it was not fitted on.

    .venv/bin/python benchmarks/retrieval/fit_recall.py [--write] [--l2 1.0] [--hold-out SOURCE]
        [--folds A,B] [--fast] [--by-tier] [--no-injection] [--no-forms] [--cases FILE]
        [--shared record] [--capped words] [--best-record] [--floors] [--intrusions]
        [--losses]

`--hold-out blind10` leaves a source out of every fit (the written weights included) and reports
it whole, answered by the fit on all the others: a transfer check on a project no fold saw.
`--folds` limits the leave-one-source-out fits to the sources named. `--fast` cross-fits the
word prior and the tier need in three groups of sources, from every training source, where the
exact run crosses each fold's sources one by one (a hundred word fits): for comparing changes
on a busy machine; the figures it prints say which. `--no-forms` fits the word prior without
the request's forms (router.forms), as it was before them.

`memory_engine.retrieval.examine` runs every tier's policy on a request and describes each
candidate by calibration.FEATURES; a logistic model per tier turns them into the probability that
the candidate is one the request needs. This script fits those models and the bars that cut the
answer, on the labelled requests over the benchmark store (benchmarks/retrieval/), grouped by the
source they were written in:

- on the benchmark store (the billing API): `dataset` (dataset.TASKS), `fresh` (fresh_tasks.py),
  `blind` (blind_tasks.py) and `blind2` (blind2_tasks.py: written blind and first measured
  unfitted, read since, so a fitting source now);
- on stores of their own, other projects: `outside` (outside_tasks.py, a data pipeline),
  `train4` (train4_tasks.py, a Go platform on Kubernetes, written for fitting), `blind3`
  (blind3_tasks.py, a mobile app), `blind4` (blind4_tasks.py, a data warehouse), `blind5`
  (blind5_tasks.py, a firmware team's soil probe) and `blind6` (blind6_tasks.py, a ferry
  operator's booking platform, five languages); the last four were written blind and first
  measured unfitted, read since, so fitting sources now. A
  weight fitted on one store learns that store's habits; these make every fold hold other
  projects.

Every figure is leave one source out: fit on the others, measure on the one left out, so the
`outside`, `train4`, `blind3`, `blind4`, `blind5` and `blind6` lines say how the weights carry
to a project they never saw.

The model: logistic regression per tier with an L2 penalty on the weights (not the bias), fitted
by Newton's method in plain Python, every weight held to the sign calibration.SIGNS gives it (a
cue or a match is evidence for a record or nothing). A tier's weights are fitted on the requests
that need the tier (whether a record is the one, given the tier is needed); whether the tier is
needed is the request weights' part (calibration.REQUEST_FEATURES, one row per request and tier,
among them the probability of the tier's best record; that one feature, `record`, has one
weight for every tier, the tiers' request weights being fitted together: see SHARED_REQUEST and
`--shared`). One feature is itself fitted: `words`, the
posterior of calibration.WordPrior, a softmax regression over the words, word pairs and shape
of the training requests (those seen at least WORD_MIN_COUNT times; L2 penalty WORD_L2, fitted
by L-BFGS in plain Python; naive Bayes, before it, was over-sure). Its value on a
training request comes from a prior fitted without that request's source (cross-fitting), so
the weight it gets is what it is worth on wording it has not seen; the shipped prior is fitted on
every training source. The bars are chosen on the training sources: `list`, `relative` and
`tier` (an item under either, or of a tier whose best is under the `tier` share of the best
item, is not returned) maximise P@1 + R@5 - WRONG_TYPE_COST x wrong-type@3 (a hard cap on
wrong-type@3 that no bar can meet on a new project left the widest bars, and answers empty);
`inject` (the per-prompt hook) is the lowest bar at which the top items
given are gold at least INJECT_PRECISION of the time and at most FALSE_INJECTION of the
*unrelated prompts* get anything. Those are the human prompts of the real transcripts in
../shared/corpus/ (other people's projects: nothing in the benchmark store is what they need);
their false-injection rate is reported leave one repository out.

`--floors` also fits a bar of each tier's own (pick_floors: under it the tier abstains) on the
same objective; `--intrusions` prints, pooled over the sources left out, which tier's items
stand in the first three of requests that need another; `--losses`, where P@1 is lost: by needed
tier, the requests with no gold record among the candidates, those whose first item is another
record of the gold's tier (the ranking within the tier), of another needed tier, or of a tier
the request does not need (and whether that tier's need or its record's own probability put it
first).

A preference reached by the kind of work it is about is read as a lesson too (a procedural
candidate of the same id, Candidate.as_lesson), as recall() reads it: the procedural need counts
it, it is ranked on the better of its two readings and cut with the tier it was weighed as, and
a request whose gold preference is read so needs the procedural tier as well (Case.needed: the
tier the reading is weighed in), while its answer is scored in the record's own tier, the one
recall() reports.

Metrics, per request: P@1 (the first item is gold; an empty answer scores 0), wrong-type@3 (of
the items returned in the first three, the share whose tier the request does not need, each in
its record's own tier, pooled over requests), R@5 (share of the gold items in the first five),
of the answer recall() lists: the typed answer, completed from the whole-store text ranking
after its first three items when it has three (retrieval.completed; the first three, and so
wrong-type@3, are the typed answer's).
`bucket R@5` is the single-bucket baseline's on the same requests: the whole-store text ranking's
first five.

`--write` fits on the training sources and writes lib/memory_engine/data/recall_weights.json.
"""

from __future__ import annotations

import argparse
import json
import math
import operator
import pickle
import sys
import tempfile
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "lib"))
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))


from memory_engine.records import tiers as T  # noqa: E402
from memory_engine.retrieval import (  # noqa: E402
    FILL_AFTER,
    asks,
    calibration,
    completed,
    examine,
    request_forms,
)
from memory_engine.retrieval.calibration import (  # noqa: E402
    FEATURES,
    REQUEST_FEATURES,
    REQUEST_SIGNS,
    SIGNS,
    Model,
    WordPrior,
    request_features,
    request_vectors,
)

# (probability, record id, the record's own tier, the tier it was weighed as): ranked()
Scored = tuple[float, str, str, str]
MAIN_STORE_SOURCES = ("dataset", "fresh", "blind", "blind2")
WORD_MIN_COUNT = 2
WORD_L2 = 1.0
DEFAULT_L2 = 1.0  # the per-tier and request weights' penalty (--l2)
# What a wrong-tier item in the first three costs against P@1 + R@5 when the bars are chosen.
# Leave one source out, 1.0 -> 1.5 -> 2 -> 3 -> 5: P@1 .823 .823 .821 .820 .793, wrong-type@3
# .134 .124 .115 .120 .100, R@5 .901 .895 .881 .866 .795 (one bucket: .876). 1.5 is the last
# step that buys less wrong-type without losing P@1 or coming near the bucket's recall.
# On eighteen sources, with a preference weighed as a lesson scored in its own tier (--fast, every
# source left out, the bars of each fold chosen on the same fold fit), 1.5 -> 2.5: P@1 .777 ->
# .777, wrong-type@3 .131 -> .117, R@5 .872 -> .865 (one bucket: .813); the fold's `tier` bar
# moves between 0.5 and 0.9 with either. Kept at 1.5: the step costs recall.
WRONG_TYPE_COST = 1.5
# source -> (module, records, tasks): a project with a store of its own
WORKSPACES = {"outside": ("benchmarks.retrieval.outside_tasks", "OUTSIDE_RECORDS",
                          "OUTSIDE_TASKS"),
              "train4": ("benchmarks.retrieval.train4_tasks", "TRAIN4_RECORDS", "TRAIN4_TASKS"),
              "blind3": ("benchmarks.retrieval.blind3_tasks", "BLIND3_RECORDS", "BLIND3_TASKS"),
              "blind4": ("benchmarks.retrieval.blind4_tasks", "BLIND4_RECORDS", "BLIND4_TASKS"),
              "blind5": ("benchmarks.retrieval.blind5_tasks", "BLIND5_RECORDS", "BLIND5_TASKS"),
              "blind6": ("benchmarks.retrieval.blind6_tasks", "BLIND6_RECORDS", "BLIND6_TASKS"),
              "blind7": ("benchmarks.retrieval.blind7_tasks", "BLIND7_RECORDS", "BLIND7_TASKS"),
              "blind8": ("benchmarks.retrieval.blind8_tasks", "BLIND8_RECORDS", "BLIND8_TASKS"),
              "blind9": ("benchmarks.retrieval.blind9_tasks", "BLIND9_RECORDS", "BLIND9_TASKS"),
              "blind10": ("benchmarks.retrieval.blind10_tasks", "BLIND10_RECORDS",
                          "BLIND10_TASKS"),
              "blind11": ("benchmarks.retrieval.blind11_tasks", "BLIND11_RECORDS",
                          "BLIND11_TASKS"),
              "blind12": ("benchmarks.retrieval.blind12_tasks", "BLIND12_RECORDS",
                          "BLIND12_TASKS"),
              "blind13": ("benchmarks.retrieval.blind13_tasks", "BLIND13_RECORDS",
                          "BLIND13_TASKS"),
              "blind14": ("benchmarks.retrieval.blind14_tasks", "BLIND14_RECORDS",
                          "BLIND14_TASKS"),
              "blind15": ("benchmarks.retrieval.blind15_tasks", "BLIND15_RECORDS",
                          "BLIND15_TASKS"),
              "blind16": ("benchmarks.retrieval.blind16_tasks", "BLIND16_RECORDS",
                          "BLIND16_TASKS"),
              "blind17": ("benchmarks.retrieval.blind17_tasks", "BLIND17_RECORDS",
                          "BLIND17_TASKS"),
              "blind18": ("benchmarks.retrieval.blind18_tasks", "BLIND18_RECORDS",
                          "BLIND18_TASKS"),
              "blind19": ("benchmarks.retrieval.blind19_tasks", "BLIND19_RECORDS",
                          "BLIND19_TASKS"),
              "blind20": ("benchmarks.retrieval.blind20_tasks", "BLIND20_RECORDS",
                          "BLIND20_TASKS"),
              "blind21": ("benchmarks.retrieval.blind21_tasks", "BLIND21_RECORDS",
                          "BLIND21_TASKS"),
              "blind22": ("benchmarks.retrieval.blind22_tasks", "BLIND22_RECORDS",
                          "BLIND22_TASKS"),
              "blind23": ("benchmarks.retrieval.blind23_tasks", "BLIND23_RECORDS",
                          "BLIND23_TASKS"),
              "blind24": ("benchmarks.retrieval.blind24_tasks", "BLIND24_RECORDS",
                          "BLIND24_TASKS"),
              "blind25": ("benchmarks.retrieval.blind25_tasks", "BLIND25_RECORDS",
                          "BLIND25_TASKS"),
              "blind26": ("benchmarks.retrieval.blind26_tasks", "BLIND26_RECORDS",
                          "BLIND26_TASKS"),
              "blind27": ("benchmarks.retrieval.blind27_tasks", "BLIND27_RECORDS",
                          "BLIND27_TASKS"),
              "blind28": ("benchmarks.retrieval.blind28_tasks", "BLIND28_RECORDS",
                          "BLIND28_TASKS"),
              "blind29": ("benchmarks.retrieval.blind29_tasks", "BLIND29_RECORDS",
                          "BLIND29_TASKS"),
              "blind30": ("benchmarks.retrieval.blind30_tasks", "BLIND30_RECORDS",
                          "BLIND30_TASKS"),
              "blind31": ("benchmarks.retrieval.blind31_tasks", "BLIND31_RECORDS",
                          "BLIND31_TASKS"),
              "blind32": ("benchmarks.retrieval.blind32_tasks", "BLIND32_RECORDS",
                          "BLIND32_TASKS"),
              "blind33": ("benchmarks.retrieval.blind33_tasks", "BLIND33_RECORDS",
                          "BLIND33_TASKS")}
TRAINING = (*MAIN_STORE_SOURCES, *WORKSPACES)
INJECT_PRECISION = 0.9
FALSE_INJECTION = 0.02
CORPUS = ROOT.parent / "shared" / "corpus" / "claude-code-transcripts"
LIST_BARS = (0.0, 0.005, 0.01, 0.02, 0.05, 0.08, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4)
RELATIVE_BARS = (0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6)
TIER_BARS = (0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9)
# A bar of each tier's own (pick_floors), chosen from these; () fits none. Off: on seventeen
# sources (--fast) it bars only rules under 0.05, and leave one source out moves P@1 / wrong-type@3
# / R@5 from .773 / .128 / .875 to .773 / .126 / .862: the wrong-tier items in the first three
# are strong ones (a third of them first), a lesson where a preference is needed and back.
FLOOR_BARS: tuple[float, ...] = ()
# The power a tier's need is raised to in ranked() (`need_power` among the bars), chosen with
# the bars on the same objective from these: over 1, a tier less needed than the most needed one
# weighs less still, and competes harder for the first three. (1.0,): none (`--need-powers`, for
# measuring: recall() reads no need_power, and --write refuses it). On eighteen sources (--fast,
# as WRONG_TYPE_COST) choosing from (1, 2) moves P@1 / wrong-type@3 / R@5 from .777 / .131 / .872
# to .774 / .129 / .871: in most intrusions (in sample) the need itself ranks the wrong tier first.
NEED_POWERS: tuple[float, ...] = (1.0,)
# Where P@1 is lost (--losses, --fast, the six newest workspaces left out one by one: --folds
# blind10,...,blind15, 782 requests, 217 misses): no gold record among the candidates 73, another
# record of the gold's tier first 80 (34 of them preferences: the right tier, the wrong
# preference), a tier the request does not need first 64 (54 of them by that tier's need). Two
# changes to the need were measured there and not kept (P@1 / wrong-type@3 / R@5 pooled, before:
# .723 / .132 / .834): a softmax over the tiers per request (the tiers compete, fitted on the
# share of the needed tiers) .724 / .129 / .844, but blind15 held out (--hold-out blind15) .715 /
# .123 / .831 against .715 / .109 / .831; the best record's key read apart in a question and in
# an order (a fact's topic asked, a rule's trigger ordered) fitted small weights and changed no
# answer.

# The request features whose weight is one for every tier (fit_request): `record`, the
# probability of the tier's best record, is calibrated tier by tier already (the per-tier
# weights), so a near-certain record says as much about its tier being needed whichever tier it
# is in. Fitted tier by tier, a tier whose labelled requests seldom held a near-certain record
# (rules met by loose trigger words) learnt to need its tier hardly at all from one, and no
# evidence of a record of it could outweigh the wording's lean to another tier.
SHARED_REQUEST: tuple[str, ...] = ("record",)
# The request features whose weight in a tier's need is at most the shared `record` weight
# (fit_request; `--capped`): the words' posterior is a probability on the record's scale, and what
# the wording alone says of a tier should not weigh more than a record its own evidence makes
# certain. Empty: every weight bounded by its sign alone. The shipped weights are fitted with
# `words` capped and --best-record (ee73200): with them, the refit on seventeen sources ranks the
# rule whose trigger the request states over the incident and weighs the preference reached by its
# kind of work as a lesson (the cap binds: `words` weighs as `record`, 3.72, in every tier), but
# leave one source out (--fast) moves P@1 / wrong-type@3 / R@5 from .773 / .128 / .875 (the plain
# refit: each feature's best, `record` shared) to .771 / .125 / .871; with `question` shared as well
# (--shared record,question: its one weight fits to -0.11), .773 / .129 / .867.
CAPPED_REQUEST: tuple[str, ...] = ("words",)
# A tier's need reads the evidence of its best record (the candidate with the highest probability;
# calibration.request_vectors, `--best-record`), written with the weights so that recall() reads it
# as they were fitted; off: each feature's best over the tier's candidates. Leave one source out on
# seventeen sources (--fast), P@1 / wrong-type@3 / R@5: .773 / .128 / .875 off, .773 / .128 / .874
# on; on, the refit ranks the rule whose trigger the request states over the incident (the incident
# tier no longer borrows another incident's key), but still weighs the preference reached by its
# kind of work as a preference (its reading as a lesson is no candidate in the fitted cases, and the
# words lean to preferences): off until a refit passes both; with `words` capped as well it does,
# and the shipped weights are fitted so (before candidates() put the lesson readings among the
# cases). With that reading among the fitted cases (candidates(); 59 of 1,853 requests hold one, 5
# of them gold), --best-record --capped words moves leave one source out (--fast) from .771 / .125 /
# .871 to .774 / .121 / .872, but the procedural need's bias rises (-6.85 to -6.59) with its `text`
# and `principal` weights lower, the `tier` bar falls from 0.8 to 0.7, the preference reached by its
# kind of work is weighed as a preference again, and learn-then-recall (bench_learning, top 3) goes
# outside7 30 -> 28/90 and dev2 45 -> 44/59 (outside8 36, outside9 36 -> 38, main 26/28): not
# shipped. That fit disagreed with recall() twice: the 5 requests whose gold preference is read as
# a lesson (all labelled as needing preferences) taught the procedural need to be low exactly where
# recall() ranks the preference on it (Case.needed now counts the procedural tier needed there),
# and ranked() reported such a preference as a procedural item, a wrong-tier one in those requests
# and a right-tier one where a rule was needed, where recall() reports its own tier (the bars were
# chosen on that). Fitted as recall() reads it, the preference is weighed as a lesson again and
# the weights are shipped (eighteen sources). Leave one source out (--fast, blind14 held out) moves
# P@1 / wrong-type@3 / R@5 from .774 / .121 / .872 to .775 / .132 / .875, part of it the counting
# (a preference weighed as a lesson where a rule is needed is a wrong-tier item now, as recall()
# reports it): the weights shipped before this refit score .838 / .036 / .902 on every case (in
# sample) counted as before, .838 / .040 / .902 counted so.
BEST_RECORD = True


class Case:
    """One labelled request and its candidates: (tier, id, features, gold); `by_text`: the
    whole-store text ranking (id, tier), best first, that a listing is completed from;
    `question`: a clause of it is a question; `need`: tier -> the probability that the request
    needs it (set by fit(), cross-fitted; empty: every tier 1)."""

    __slots__ = ("by_text", "candidates", "forms", "gold", "need", "question", "source", "task",
                 "tiers")

    def __init__(self, source: str, task: dict[str, Any],
                 candidates: list[tuple[str, str, tuple[float, ...], bool]],
                 by_text: Sequence[tuple[str, str]] = (), question: bool = False,
                 need: dict[str, float] | None = None, forms: frozenset[str] = frozenset()
                 ) -> None:
        self.forms = forms  # retrieval.request_forms(): the request's structure
        self.source = source
        self.task = task
        self.gold = set(task["gold"])
        self.tiers = set(task["tiers"])
        self.candidates = candidates
        self.by_text = list(by_text)
        self.question = question
        self.need = need or {}

    @property
    def needed(self) -> set[str]:
        """The tiers the request needs, as the fit reads them: its labelled tiers, and a tier
        a gold record is read in (a preference reached by its kind of work is a procedural
        candidate too, Candidate.as_lesson). recall() ranks that reading on the procedural
        tier's need, so where it is the answer the procedural tier is needed: fitted on the
        labelled tiers alone, the need was taught to be low exactly where the reading answers.
        What the answer is scored on (metrics) stays the labelled tiers, each item counted in
        its record's own tier, as recall() reports it."""
        return self.tiers | {t for t, _, _, gold in self.candidates if gold}

    def vectors(self, model: Model | None = None) -> dict[str, tuple[float, ...]]:
        """calibration.request_vectors() of the request, from its candidates as they stand
        (each tier's best record probability from `model`'s per-tier weights)."""
        return request_vectors([(t, x) for t, _, x, _ in self.candidates], self.question,
                               model.probability if model is not None else None, BEST_RECORD)


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting (the Newton systems here are small)."""
    n = len(b)
    m = [[*row, b[i]] for i, row in enumerate(a)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[pivot] = m[pivot], m[col]
        if abs(m[col][col]) < 1e-12:
            continue
        for r in range(n):
            if r != col:
                factor = m[r][col] / m[col][col]
                for c in range(col, n + 1):
                    m[r][c] -= factor * m[col][c]
    return [m[i][n] / m[i][i] if abs(m[i][i]) > 1e-12 else 0.0 for i in range(n)]

def task_sources() -> dict[str, list[dict[str, Any]]]:
    from benchmarks.retrieval.blind2_tasks import BLIND2_TASKS
    from benchmarks.retrieval.blind_tasks import BLIND_TASKS
    from benchmarks.retrieval.dataset import TASKS
    from benchmarks.retrieval.fresh_tasks import FRESH_TASKS

    return {"dataset": TASKS, "fresh": FRESH_TASKS, "blind": BLIND_TASKS,
            "blind2": BLIND2_TASKS}


def workspace_cases(today: Any) -> list[Case]:
    """The cases of every project with a store of its own, each collected on its store."""
    import importlib

    from benchmarks.retrieval.build_store import build

    cases: list[Case] = []
    for source, (module, records, tasks) in WORKSPACES.items():
        loaded = importlib.import_module(module)
        with tempfile.TemporaryDirectory(prefix=f"fit-recall-{source}-") as tmp:
            store = build(Path(tmp), getattr(loaded, records))
            try:
                cases += collect(store.index, {source: getattr(loaded, tasks)},
                                 workspace_today(getattr(loaded, records), today))
            finally:
                store.close()
    return cases


def workspace_today(records: Sequence[dict[str, Any]], today: Any) -> Any:
    """The day a workspace's requests are asked: `today`, or the day after its latest record
    when that is later (a project whose records are dated a year on asks "last week" of its
    own weeks, not of the benchmark store's: every trace would otherwise be dated outside the
    range a request names, and the fit would learn that a date range is no evidence)."""
    import datetime as dt

    latest = max((r["date"] for r in records if r.get("date")), default=today)
    return max(today, latest + dt.timedelta(days=1))


def collect(index: Any, sources: dict[str, list[dict[str, Any]]], today: Any) -> list[Case]:
    from memory_engine.retrieval.query import Query

    cases = []
    for source, tasks in sources.items():
        for task in tasks:
            query, decided, found = examine(index, task["text"], today=today)
            gold = set(task["gold"])
            by_text = index.search(Query(task["text"], today).search_text(), None, 5 + FILL_AFTER)
            cases.append(Case(source, task, candidates(found, gold),
                              [(row.id, row.tier) for row, _ in by_text],
                              decided is not None and asks(decided),
                              forms=frozenset(request_forms(query, decided)
                                              if decided is not None else ())))
    return cases


def candidates(found: Sequence[Any], gold: set[str]
               ) -> list[tuple[str, str, tuple[float, ...], bool]]:
    """(tier, id, features, gold) of examine()'s candidates as recall() weighs them: each
    record in its own tier, and a preference reached by the kind of work it is about read as a
    lesson too (Candidate.as_lesson), a procedural candidate of the same id. recall() counts
    that reading among the procedural tier's candidates when it weighs the tier's need and
    ranks the preference on the better of its two readings (ranked()); without it, the
    procedural need was fitted as if no such reading were there."""
    out = [(c.row.tier, c.row.id, c.x, c.row.id in gold) for c in found]
    out += [(T.PROCEDURAL, c.row.id, c.as_lesson[0], c.row.id in gold)
            for c in found if c.as_lesson is not None]
    return out


def corpus_prompts() -> dict[str, list[str]]:
    """repository -> the distinct human prompts of its transcripts (typed text, not tool results,
    commands or continuation summaries); empty when ../shared is absent."""
    out: dict[str, list[str]] = {}
    for path in sorted(CORPUS.glob("**/*.jsonl")):
        repo = path.relative_to(CORPUS).parts[0]
        for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
            try:
                entry = json.loads(line)
            except ValueError:
                continue
            if not isinstance(entry, dict) or entry.get("type") != "user" or entry.get(
                    "isMeta") or entry.get("isSidechain"):
                continue
            content = (entry.get("message") or {}).get("content")
            if isinstance(content, list):
                if any(isinstance(b, dict) and b.get("type") == "tool_result" for b in content):
                    continue
                content = " ".join(str(b.get("text", "")) for b in content
                                   if isinstance(b, dict) and b.get("type") == "text")
            text = content.strip() if isinstance(content, str) else ""
            if text and not text.startswith(("<", "[Request interrupted", "Caveat:",
                                             "This session is being continued")):
                out.setdefault(repo, [])
                if text not in out[repo]:
                    out[repo].append(text)
    return out


def build_cases() -> tuple[list[Case], list[Case]]:
    """The labelled cases, and the unrelated prompts as cases with nothing gold (source: the
    repository)."""
    from benchmarks.retrieval.build_store import build
    from benchmarks.retrieval.dataset import TODAY

    with tempfile.TemporaryDirectory(prefix="fit-recall-") as tmp:
        store = build(Path(tmp))
        try:
            unrelated = {repo: [{"id": f"{repo}-{n}", "text": text, "tiers": [], "gold": []}
                              for n, text in enumerate(texts)]
                         for repo, texts in corpus_prompts().items()}
            return (collect(store.index, task_sources(), TODAY) + workspace_cases(TODAY),
                    collect(store.index, unrelated, TODAY))
        finally:
            store.close()


# -- the model -----------------------------------------------------------------------------------
def fit_tier(xs: Sequence[tuple[float, ...]], ys: Sequence[bool],
             l2: float, signs: Sequence[int] = SIGNS,
             unpenalised: Iterable[int] = ()) -> tuple[float, tuple[float, ...]]:
    """Penalised maximum likelihood, each weight held to its sign (`signs`, one per feature):
    Newton steps on the free weights; a weight that crosses zero is fixed at zero and the rest
    refitted. The weights at `unpenalised` (indices into a row), like the bias, are not
    penalised. Each row is summed over its non-zero values only (a stacked fit's rows are
    mostly zeros)."""
    dim = len(signs) + 1
    params = [0.0] * dim
    free = set(range(dim))
    penalty = [0.0] + [0.0 if i in set(unpenalised) else l2 for i in range(dim - 1)]
    rows = [((0, *(i + 1 for i, v in enumerate(x) if v)), (1.0, *(v for v in x if v)), y)
            for x, y in zip(xs, ys, strict=True)]
    for _ in range(dim):
        for _ in range(40):
            grad = [0.0] * dim
            hess = [[0.0] * dim for _ in range(dim)]
            for at, values, y in rows:
                z = sum(params[i] * v for i, v in zip(at, values, strict=True))
                p = 1.0 / (1.0 + math.exp(-max(min(z, 60.0), -60.0)))
                weight = p * (1.0 - p)
                for n, i in enumerate(at):
                    vi = values[n]
                    grad[i] += (y - p) * vi
                    row = hess[i]
                    for m in range(n, len(at)):
                        row[at[m]] += weight * vi * values[m]
            for i in range(dim):
                for j in range(i):
                    hess[i][j] = hess[j][i]
            for i in range(1, dim):
                grad[i] -= penalty[i] * params[i]
                hess[i][i] += penalty[i]
            idx = sorted(free)
            step = _solve([[hess[i][j] for j in idx] for i in idx], [grad[i] for i in idx])
            for n, i in enumerate(idx):
                params[i] += step[n]
            if max((abs(s) for s in step), default=0.0) < 1e-8:
                break
        wrong = [i for i in range(1, dim) if i in free and signs[i - 1] * params[i] < 0]
        if not wrong:
            break
        for i in wrong:
            params[i] = 0.0
            free.discard(i)
    return params[0], tuple(params[1:])


def fit_words(cases: Iterable[Case], l2: float | None = None,
              start: WordPrior | None = None) -> WordPrior:
    """P(tier | the request's words): a softmax regression over the words, word pairs and shape
    of the training requests (those seen at least WORD_MIN_COUNT times), each request's needed
    tiers sharing its label, every word's weights penalised by `l2` (the bias is not).

    Naive Bayes counted words that go together ("how_long", "how", "long") as independent
    evidence, and a word seen three times in one tier's requests as near proof: its posteriors
    were sure of themselves far more often than right. Fitted jointly, words that go together
    share one piece of evidence, and the penalty keeps a rare word's say small. The weights have
    the naive Bayes layout (a bias per tier, a row per word), so calibration.WordPrior applies
    them unchanged. `start` (a prior fitted on other requests) is where the fit starts from."""
    given = list(cases)
    l2 = WORD_L2 if l2 is None else l2
    width = len(T.TIERS)
    seen: dict[str, int] = {}
    texts = [request_features(c.task["text"], c.forms) for c in given]
    for features in texts:
        for f in features:
            seen[f] = seen.get(f, 0) + 1
    vocabulary = sorted(f for f, n in seen.items() if n >= WORD_MIN_COUNT)
    index = {f: n for n, f in enumerate(vocabulary)}
    docs = [([index[f] * width for f in features if f in index],
             [float(t in c.needed) / len(c.needed) for t in T.TIERS])
            for c, features in zip(given, texts, strict=True) if c.tiers]
    bias_at = len(vocabulary) * width
    theta = [0.0] * (bias_at + width)
    if start is not None:
        old = start.ratios
        for f, n in index.items():
            if f in old:
                theta[n * width:(n + 1) * width] = old[f]
        theta[bias_at:] = start.log_prior

    # Each sum runs in C (map over the features' or the documents' indices): the same
    # arithmetic as a loop over every document's features and tier, a tenth of the time.
    feats = [[base // width for base in at] for at, _ in docs]
    targets = [target for _, target in docs]
    docs_of: list[list[int]] = [[] for _ in vocabulary]
    for d, fs in enumerate(feats):
        for n in fs:
            docs_of[n].append(d)

    def loss(theta: list[float]) -> tuple[float, list[float]]:
        per_tier = [theta[k:bias_at:width] for k in range(width)]
        bias = theta[bias_at:]
        value = 0.5 * l2 * _dot(theta[:bias_at], theta[:bias_at])
        diffs: list[list[float]] = [[0.0] * len(feats) for _ in range(width)]
        for d, (fs, target) in enumerate(zip(feats, targets, strict=True)):
            scores = [bias[k] + sum(map(per_tier[k].__getitem__, fs)) for k in range(width)]
            top = max(scores)
            exps = [math.exp(v - top) for v in scores]
            total = sum(exps)
            log_total = top + math.log(total)
            value -= sum(y * (v - log_total) for y, v in zip(target, scores, strict=True))
            for k in range(width):
                diffs[k][d] = exps[k] / total - target[k]
        grad = [0.0] * len(theta)
        for k in range(width):
            column = diffs[k]
            grad[k:bias_at:width] = [l2 * w + sum(map(column.__getitem__, ds))
                                     for w, ds in zip(per_tier[k], docs_of, strict=True)]
            grad[bias_at + k] = sum(column)
        return value, grad

    theta = minimise(loss, theta)
    ratios = {f: theta[n * width:(n + 1) * width] for f, n in index.items()}
    return WordPrior.from_ratios(T.TIERS, tuple(theta[bias_at:]), ratios)


def _dot(a: Sequence[float], b: Sequence[float]) -> float:
    """The dot product, summed in C, in the order a loop would."""
    return sum(map(operator.mul, a, b))


def minimise(loss: Callable[[list[float]], tuple[float, list[float]]], theta: list[float],
             memory: int = 8, steps: int = 300, tolerance: float = 1e-5) -> list[float]:
    """A smooth convex `loss` (value, gradient) minimised by L-BFGS with a backtracking line
    search, from `theta`; stops when the gradient's largest entry is under `tolerance`."""
    value, grad = loss(theta)
    pairs: list[tuple[list[float], list[float], float]] = []  # (s, y, 1 / y.s)
    for _ in range(steps):
        if max(abs(g) for g in grad) < tolerance:
            break
        direction = [-g for g in grad]  # the two-loop recursion: -H g
        alphas = []
        for s, y, rho in reversed(pairs):
            a = rho * _dot(s, direction)
            alphas.append(a)
            direction = [di - a * yi for di, yi in zip(direction, y, strict=True)]
        if pairs:
            s, y, rho = pairs[-1]
            scale = 1.0 / (rho * _dot(y, y))
            direction = [scale * di for di in direction]
        for (s, y, rho), a in zip(pairs, reversed(alphas), strict=True):
            b = rho * _dot(y, direction)
            direction = [di + (a - b) * si for di, si in zip(direction, s, strict=True)]
        slope = _dot(grad, direction)
        if slope >= 0:  # not a descent direction: start the memory afresh
            pairs.clear()
            direction = [-g for g in grad]
            slope = -_dot(grad, grad)
        step = 1.0 if pairs else 1.0 / max(1.0, math.sqrt(-slope))
        while True:
            trial = [t + step * d for t, d in zip(theta, direction, strict=True)]
            new_value, new_grad = loss(trial)
            if new_value <= value + 1e-4 * step * slope or step < 1e-10:
                break
            step *= 0.5
        s = [a - b for a, b in zip(trial, theta, strict=True)]
        y = [a - b for a, b in zip(new_grad, grad, strict=True)]
        ys = _dot(y, s)
        if ys > 1e-12:
            pairs.append((s, y, 1.0 / ys))
            if len(pairs) > memory:
                pairs.pop(0)
        done = value - new_value < 1e-10 * max(1.0, abs(value))
        theta, value, grad = trial, new_value, new_grad
        if done:
            break
    return theta


_WORDS = FEATURES.index("words")
TEMPERATURES = (0.5, 0.7, 1.0, 1.5, 2.0, 3.0)
_PRIORS: dict[tuple[frozenset[str], float], WordPrior] = {}
# --fast: the cases every fold's cross-fitted word priors come from (each source's from all the
# others, the fold's held-out source included), so a run fits one prior per source rather than
# one per pair of sources; the held-out source's own answers still come from a prior that did
# not see it. None: each fold crosses its own training sources only (the exact figures).
_CROSS_FROM: list[Case] | None = None
# --fast: sources are cross-fitted in this many groups (a case's word posterior and tier need
# come from fits without its group); 0: each source is its own group (the exact figures)
_GROUPS = 0


def _group(source: str) -> str:
    """The cross-fitting group of a source (itself, unless --fast groups them)."""
    if not _GROUPS:
        return source
    every = sorted({*TRAINING, source})
    return str(every.index(source) % _GROUPS)


def words_of(cases: Sequence[Case]) -> WordPrior:
    """fit_words() of the cases, fitted once per set of sources (the cases of a source are the
    same in every fit of a run) and started from the last prior fitted; a copy, since the
    temperature is set on it."""
    key = (frozenset(c.source for c in cases), WORD_L2)
    prior = _PRIORS.get(key)
    if prior is None:
        last = next(reversed(_PRIORS.values()), None)
        prior = _PRIORS[key] = fit_words(cases, start=last)
    return WordPrior(prior.tiers, prior.log_prior, prior.index, prior.values, prior.temperature)


def fit_temperature(cases: Sequence[Case], crossed: dict[str, WordPrior]) -> float:
    """The word prior's temperature: the one whose posteriors, each from the prior fitted
    without the request's source, give the needed tiers the best log-likelihood."""
    best = (math.inf, 1.0)
    for temperature in TEMPERATURES:
        loss = 0.0
        for case in cases:
            prior = crossed[case.source]
            saved, prior.temperature = prior.temperature, temperature
            said = prior.posterior(case.task["text"], case.forms)
            prior.temperature = saved
            loss -= math.log(max(1e-9, sum(said[t] for t in case.needed)))
        best = min(best, (loss, temperature))
    return best[1]


def with_words(case: Case, prior: WordPrior) -> Case:
    """The case with its candidates' `words` feature given by `prior`."""
    said = prior.posterior(case.task["text"], case.forms)
    return Case(case.source, case.task,
                [(t, rid, (*x[:_WORDS], said[t], *x[_WORDS + 1:]), gold)
                 for t, rid, x, gold in case.candidates], case.by_text, case.question,
                forms=case.forms)


def fit_request(cases: Iterable[Case], l2: float, records: Model,
                shared: Sequence[str] | None = None, capped: Sequence[str] | None = None,
                ) -> dict[str, tuple[float, tuple[float, ...]]]:
    """Per tier, logistic weights over calibration.REQUEST_FEATURES: whether a request needs the
    tier (one row per request that has candidates in it; its best record's probability from
    `records`' per-tier weights). The weights of the features in `shared` (default
    SHARED_REQUEST) are one weight for every tier: the tiers are fitted together, each with its
    own bias and other weights (see SHARED_REQUEST). The weights of the features in `capped`
    (default CAPPED_REQUEST; with `record` shared) are each at most the `record` weight: their
    column is added to the `record` column, and their own column's weight is held at or under
    zero (the feature's weight is the sum of the two)."""
    shared = SHARED_REQUEST if shared is None else shared
    capped = CAPPED_REQUEST if capped is None else capped
    rows: dict[str, tuple[list[tuple[float, ...]], list[bool]]] = {t: ([], []) for t in T.TIERS}
    for case in cases:
        for tier, v in case.vectors(records).items():
            rows[tier][0].append(v)
            rows[tier][1].append(tier in case.needed)
    idle = (-5.0, (0.0,) * len(REQUEST_SIGNS))
    fitted = [t for t, (_, ys) in rows.items() if any(ys)]
    if not shared or not fitted:
        return {t: fit_tier(xs, ys, l2, REQUEST_SIGNS) if t in fitted else idle
                for t, (xs, ys) in rows.items()}
    # One stacked fit: a column per tier after the first (its bias, over the first tier's,
    # unpenalised), each tier's own features in a block of their own (zero in other tiers'
    # rows), then the shared features' columns, filled in every tier's rows.
    at = [REQUEST_FEATURES.index(f) for f in shared]
    own = [i for i in range(len(REQUEST_FEATURES)) if i not in at]
    record = REQUEST_FEATURES.index("record")
    caps = [REQUEST_FEATURES.index(f) for f in capped] if record in at else []
    width = len(fitted) - 1 + len(fitted) * len(own) + len(at)
    xs: list[tuple[float, ...]] = []
    ys: list[bool] = []
    for n, tier in enumerate(fitted):
        start = len(fitted) - 1 + n * len(own)
        for v, y in zip(*rows[tier], strict=True):
            x = [0.0] * width
            if n:
                x[n - 1] = 1.0
            x[start:start + len(own)] = [v[i] for i in own]
            x[width - len(at):] = [v[i] + (sum(v[c] for c in caps) if i == record else 0.0)
                                   for i in at]
            xs.append(tuple(x))
            ys.append(y)
    signs = [0] * (len(fitted) - 1) + [-1 if i in caps else REQUEST_SIGNS[i]
                                       for i in own] * len(fitted) + [REQUEST_SIGNS[i] for i in at]
    bias, weights = fit_tier(xs, ys, l2, signs, unpenalised=range(len(fitted) - 1))
    out = {}
    for n, tier in enumerate(fitted):
        start = len(fitted) - 1 + n * len(own)
        full = [0.0] * len(REQUEST_FEATURES)
        for i, w in zip(at, weights[width - len(at):], strict=True):
            full[i] = w
        for i, w in zip(own, weights[start:start + len(own)], strict=True):
            full[i] = w + (full[record] if i in caps else 0.0)
        out[tier] = (bias + (weights[n - 1] if n else 0.0), tuple(full))
    return {t: out.get(t, idle) for t in T.TIERS}


def with_need(case: Case, request: dict[str, tuple[float, tuple[float, ...]]],
              records: Model) -> Case:
    """The case with `need` from the request weights (its candidates' features as they stand,
    their probabilities from `records`' per-tier weights)."""
    need = Model({}, {}, request=request).tier_posterior(case.vectors(records))
    return Case(case.source, case.task, case.candidates, case.by_text, case.question, need,
                case.forms)


def fit(cases: Iterable[Case], l2: float, unrelated: Sequence[Case] = ()) -> Model:
    """The word prior, the per-tier weights and the request weights from the cases (each case's
    `words` feature from a prior fitted without its source, its `need` from request weights
    fitted without it), then the bars chosen on the same cases (and, for the injection bar, the
    unrelated prompts).

    A tier's weights say whether a record is what the request needs *given that the request
    needs the tier*: they are fitted on the candidates of the requests that need it (and on the
    unrelated prompts', which nothing answers); whether the tier is needed is the request
    weights' part, which read the tier's best record probability among its evidence. Fitted on
    every candidate, the per-tier weights counted the wording's evidence about the tier (cue,
    words) a second time, after the request weights had."""
    given = list(cases)
    words = words_of(given)
    sources = {c.source for c in given}
    pool = given if _CROSS_FROM is None else _CROSS_FROM
    crossed = {s: words_of([c for c in pool if _group(c.source) != _group(s)])
               if len(sources) > 1 else words for s in sources}
    words.temperature = fit_temperature(given, crossed)
    for prior in crossed.values():
        prior.temperature = words.temperature
    chosen = [with_words(c, crossed[c.source]) for c in given]
    unrelated = [with_words(c, words) for c in unrelated]
    tiers: dict[str, tuple[float, tuple[float, ...]]] = {}
    for tier in T.TIERS:
        # the requests that need the tier; an unrelated prompt's candidates are all negatives
        every = [*(c for c in chosen if tier in c.needed), *unrelated]
        xs = [x for c in every for t, _, x, _ in c.candidates if t == tier]
        ys = [gold for c in every for t, _, _, gold in c.candidates if t == tier]
        tiers[tier] = fit_tier(xs, ys, l2) if any(ys) else (-5.0, (0.0,) * len(FEATURES))
    records = Model(tiers, {})
    request = fit_request(chosen, l2, records)
    by_group = {g: fit_request((c for c in chosen if _group(c.source) != g), l2, records)
                for g in {_group(s) for s in sources}} if len(sources) > 1 else {}
    crossed_request = {s: by_group[_group(s)] if by_group else request for s in sources}
    chosen = [with_need(c, crossed_request[c.source], records) for c in chosen]
    unrelated = [with_need(c, request, records) for c in unrelated]
    model = Model(tiers, {"list": 0.0, "relative": 0.0, "tier": 0.0, "inject": 1.0}, words,
                  request, BEST_RECORD)
    model.bars.update(pick_bars(model, chosen, unrelated))
    return model


def pick_bars(model: Model, cases: Sequence[Case],
              unrelated: Sequence[Case]) -> dict[str, float]:
    best: tuple[float, dict[str, float], list[list[Scored]]] | None = None
    for power in NEED_POWERS:
        sharpened = {"need_power": power} if power != 1.0 else {}
        scored = [ranked(Model(model.tiers, sharpened), c, own_words=False) for c in cases]
        short = [_each_tiers_first(r, 5) for r in scored]
        for bar in LIST_BARS:
            for rel in RELATIVE_BARS:
                for share in TIER_BARS:
                    bars = {"list": bar, "relative": rel, "tier": share, **sharpened}
                    trial = Model(model.tiers, bars)
                    m = metrics([(c, answer(trial, r))
                                 for c, r in zip(cases, short, strict=True)])
                    value = m["P@1"] + m["R@5"] - WRONG_TYPE_COST * m["wrong_type@3"]
                    if best is None or value > best[0] + 1e-9:
                        best = (value, bars, scored)
    assert best is not None
    _, chosen, scored = best
    if FLOOR_BARS:
        chosen = pick_floors(model, cases, scored, chosen)
    tops = sorted(((r[0][0], r[0][1] in c.gold) for c, r in zip(cases, scored, strict=True)
                   if r), reverse=True)
    sharp = Model(model.tiers, chosen, model.words, model.request, model.best_record)
    noise = sorted((r[0][0] for r in (ranked(sharp, c) for c in unrelated) if r), reverse=True)
    allowed = int(FALSE_INJECTION * len(unrelated))
    inject = 1.0
    hits = 0
    for n, (p, gold) in enumerate(tops, 1):
        hits += gold
        if hits / n >= INJECT_PRECISION and sum(q >= p for q in noise) <= allowed:
            inject = p
    return dict(chosen, inject=max(inject, chosen["list"]))


def _each_tiers_first(hits: list[Scored], k: int) -> list[Scored]:
    """The first `k` items of each tier they were weighed as, in their order: all that
    Model.cut and the first `k` of an answer read (a tier is decided on its first item, and the
    first k kept are among the first k of the tiers kept), so the bars are chosen on these."""
    seen: dict[str, int] = {}
    out = []
    for hit in hits:
        n = seen[hit[3]] = seen.get(hit[3], 0) + 1
        if n <= k:
            out.append(hit)
    return out


def pick_floors(model: Model, cases: Sequence[Case], scored: Sequence[list[Any]],
                bars: dict[str, float]) -> dict[str, float]:
    """`bars` with a bar of each tier's own (`floor:<tier>`, from FLOOR_BARS): under it, the
    tier's items are not shown (Model.cut). Chosen tier by tier, in turns until none moves, to
    maximise the same P@1 + R@5 - WRONG_TYPE_COST x wrong-type@3 as the shared bars."""

    def value(trial: dict[str, float]) -> float:
        m = metrics([(c, answer(Model(model.tiers, trial), r))
                     for c, r in zip(cases, scored, strict=True)])
        return m["P@1"] + m["R@5"] - WRONG_TYPE_COST * m["wrong_type@3"]

    out = dict(bars, floors=1.0, **{"floor:" + t: 0.0 for t in T.TIERS})
    best = value(out)
    for _ in range(3):
        moved = False
        for tier in T.TIERS:
            for floor in FLOOR_BARS:
                trial = dict(out, **{"floor:" + tier: floor})
                v = value(trial)
                if v > best + 1e-9:
                    best, out, moved = v, trial, True
        if not moved:
            break
    return out


def ranked(model: Model, case: Case, *, own_words: bool = True) -> list[Scored]:
    """(probability, id, tier, weighed as) of every candidate, best first (ties as recall()
    breaks them): the record's probability times its tier's `need`. `tier` is the record's own,
    the one recall() reports (Hit.tier) and wrong-type@3 is scored on; `weighed as` the tier of
    the reading it is ranked on, the one the answer's cut keeps or drops it with (a preference
    weighed as a lesson answers as the procedural tier does: Candidate.weighed). With
    `own_words` the `words` feature and `need` are the model's own, as recall() computes them;
    without, the case's as they stand (the cross-fitted values, while the bars are chosen)."""
    if own_words:
        if model.words is not None:
            case = with_words(case, model.words)
        case = with_need(case, model.request, model) if model.request is not None else case
    # a record read in two tiers (a preference read as a lesson) stands once, on the better
    # reading, its own tier's on a tie (Candidate.weighed); its own tier is its first reading
    own = {rid: t for t, rid, _, _ in case.candidates[::-1]}
    power = model.bars.get("need_power", 1.0)  # NEED_POWERS: measured only
    best: dict[str, Scored] = {}
    for t, rid, x, _ in case.candidates:
        hit = (model.probability(t, x) * case.need.get(t, 1.0) ** power, rid, own[rid], t)
        kept = best.get(rid)
        if kept is None or hit[0] > kept[0] or (hit[0] == kept[0] and t == own[rid]):
            best[rid] = hit
    out = list(best.values())
    out.sort(key=lambda h: (-h[0], T.TIERS.index(h[2]), h[1]))
    return out


def answer(model: Model, hits: list[Scored],
           by_text: Sequence[tuple[str, str]] | None = None) -> list[Scored]:
    """What recall() would return (k = 5): the model's cut of the ranked candidates (each kept
    or dropped with the tier it was weighed as), completed from `by_text` (the whole-store text
    ranking) as recall() completes a listing; without it, the typed answer alone (what the bars
    are chosen on)."""
    typed = model.cut(hits, weighed_as, lambda h: h[0])[:5]
    if by_text is None:
        return typed
    every = {h[1]: h for h in typed}
    every.update((rid, (0.0, rid, tier, tier)) for rid, tier in by_text if rid not in every)
    return [every[rid] for rid in completed([h[1] for h in typed], [r for r, _ in by_text], 5)]


def weighed_as(hit: Scored) -> str:
    """The tier a ranked() item was weighed as: the one Model.cut keeps or drops it with."""
    return hit[3]


def metrics(answers: Sequence[tuple[Case, Sequence[tuple[Any, ...]]]]) -> dict[str, float]:
    """P@1, wrong-type@3 and R@5 of (case, answer best first) pairs; answers are (_, id, tier,
    ...), `tier` the record's own (the one recall() reports)."""
    p1 = r5 = 0.0
    shown = wrong = 0
    for case, hits in answers:
        p1 += bool(hits) and hits[0][1] in case.gold
        r5 += len({h[1] for h in hits[:5]} & case.gold) / len(case.gold)
        shown += len(hits[:3])
        wrong += sum(h[2] not in case.tiers for h in hits[:3])
    n = len(answers) or 1
    return {"P@1": p1 / n, "wrong_type@3": wrong / shown if shown else 0.0, "R@5": r5 / n,
            "tasks": float(len(answers))}


def held_out_models(cases: Sequence[Case], l2: float, unrelated: Sequence[Case],
                    folds: Sequence[str] | None = None) -> dict[str, Model]:
    """source -> the model that did not see it: one fit per training source left out (of
    `folds` only, when given), and the shipped fit (all training sources) for every other
    source."""
    models = {s: fit([c for c in cases if c.source in TRAINING and c.source != s], l2, unrelated)
              for s in (TRAINING if folds is None else folds)}
    final = fit([c for c in cases if c.source in TRAINING], l2, unrelated)
    for source in {c.source for c in cases} - set(TRAINING):
        models[source] = final
    models["*"] = final
    return models


def injection_report(cases: Sequence[Case], unrelated: Sequence[Case], final: Model,
                     l2: float) -> None:
    """What the per-prompt hook would give: on the labelled requests (in-sample), the share given
    something and its precision; on the unrelated prompts, the share given anything, each
    repository scored with the injection bar chosen without it."""
    chosen = [c for c in cases if c.source in TRAINING]
    given = [(c, a) for c in chosen
             if (a := final.cut(ranked(final, c), weighed_as, lambda h: h[0],
                                final.bars["inject"])[:3])]
    right = sum(a[0][1] in c.gold for c, a in given)
    print(f"  per-prompt on training (in-sample): {len(given)}/{len(chosen)} requests given "
          f"something, first item gold in {right}/{len(given) or 1}")
    repos = sorted({c.source for c in unrelated})
    false = 0
    for repo in repos:
        model = fit([c for c in cases if c.source in TRAINING], l2,
                    [c for c in unrelated if c.source != repo])
        mine = [c for c in unrelated if c.source == repo]
        wrong = sum(bool(model.cut(ranked(model, c), weighed_as, lambda h: h[0],
                                   model.bars["inject"])) for c in mine)
        false += wrong
        print(f"  unrelated prompts, {repo}: {wrong}/{len(mine)} given something "
              f"(weights and bar fitted without this repository)")
    print(f"  unrelated prompts, pooled: {false}/{len(unrelated)} given something")


def report(cases: Sequence[Case], models: dict[str, Model],
           by_tier_all: bool = False) -> dict[str, Any]:
    figures: dict[str, Any] = {}
    print(f"{'held-out source':16} {'tasks':>5} {'P@1':>6} {'wrong@3':>8} {'R@5':>6} "
          f"{'bucket R@5':>10}   P@1 by needed tier")
    held = sorted({c.source for c in cases} - set(TRAINING))
    folds = [s for s in TRAINING if s in models]
    groups = [*folds, "pooled (LOSO)", *held]
    for group in groups:
        if group in held and group == held[0]:
            print("held out whole, answered by the fit on every training source:")
        chosen = [c for c in cases if c.source == group
                  or (group.startswith("pooled") and c.source in folds)]
        answers = [(c, answer(models[c.source], ranked(models[c.source], c), c.by_text))
                   for c in chosen]
        m = metrics(answers)
        bucket = metrics([(c, [(0.0, rid, tier) for rid, tier in c.by_text[:5]])
                          for c in chosen])
        by_tier = {}
        for tier in T.TIERS:
            part = [(c, a) for c, a in answers if tier in c.tiers]
            if part:
                by_tier[tier] = (metrics(part), len(part))
        figures[group] = dict(m, bucket_R5=bucket["R@5"],
                              by_tier={t: v[0]["P@1"] for t, v in by_tier.items()})
        print(f"{group:16} {len(chosen):5d} {m['P@1']:6.3f} {m['wrong_type@3']:8.3f} "
              f"{m['R@5']:6.3f} {bucket['R@5']:10.3f}   " + ", ".join(
                  f"{t[:5]} {v['P@1']:.2f} ({n})" for t, (v, n) in by_tier.items()))
        if by_tier_all:
            print(f"{'':16} {'':5} per needed tier, P@1 / wrong@3 / R@5: " + ", ".join(
                f"{t[:5]} {v['P@1']:.2f}/{v['wrong_type@3']:.2f}/{v['R@5']:.2f}"
                for t, (v, _) in by_tier.items()))
    return figures


def intrusions(cases: Sequence[Case], models: dict[str, Model]) -> None:
    """Where the wrong-tier items in the first three come from, pooled over the sources left
    out: per needed tier, the tier of each intruding item (and its rank), of the answers the
    models that did not see the source give."""
    folds = {s for s in TRAINING if s in models}
    table: dict[str, dict[str, int]] = {}
    shown: dict[str, int] = {}
    ranks = [0, 0, 0]
    for case in cases:
        if case.source not in folds:
            continue
        model = models[case.source]
        top = answer(model, ranked(model, case), case.by_text)[:3]
        needed = "+".join(sorted(t[:5] for t in case.tiers))
        shown[needed] = shown.get(needed, 0) + len(top)
        for n, (_, _, tier, _) in enumerate(top):
            if tier not in case.tiers:
                row = table.setdefault(needed, {})
                row[tier] = row.get(tier, 0) + 1
                ranks[n] += 1
    print("\nwrong-tier items in the first three (sources left out), by needed tier:")
    for needed in sorted(shown):
        row = table.get(needed, {})
        print(f"  {needed:24} {sum(row.values()):4d}/{shown[needed]:<5d} " + ", ".join(
            f"{t[:5]} {n}" for t, n in sorted(row.items(), key=lambda kv: -kv[1])))
    print(f"  at rank 1, 2, 3: {ranks[0]}, {ranks[1]}, {ranks[2]}")


def losses(cases: Sequence[Case], models: dict[str, Model]) -> None:
    """Where P@1 is lost, pooled over the sources left out: for each request whose first item
    is not gold, by needed tier, whether a gold record was a candidate at all, whether the
    answer was empty or cut to the text ranking, and otherwise whether the first item is of a
    tier the request does not need (and whether the tier's need or the record's own
    probability put it above the best gold) or a needed tier's record that outranks the gold;
    and so for each source held out whole, answered by the fit on every training source."""
    folds = {s for s in TRAINING if s in models}
    held = sorted({c.source for c in cases} - set(TRAINING))
    for group in ("sources left out", *held):
        chosen = [c for c in cases if c.source == group
                  or (group == "sources left out" and c.source in folds)]
        if chosen:
            _losses(group, chosen, models)


def _losses(group: str, cases: Sequence[Case], models: dict[str, Model]) -> None:
    table: dict[str, dict[str, int]] = {}
    for case in cases:
        model = models[case.source]
        hits = ranked(model, case)
        top = answer(model, hits, case.by_text)[:1]
        needed = "+".join(sorted(t[:5] for t in case.tiers))
        row = table.setdefault(needed, {})
        row["requests"] = row.get("requests", 0) + 1
        if top and top[0][1] in case.gold:
            continue
        gold = next((h for h in hits if h[1] in case.gold), None)
        if gold is None:
            why = "no gold candidate"
        elif not top or top[0][0] == 0.0:
            why = "cut"
        elif top[0][2] in case.tiers:
            why = "same tier" if top[0][3] == gold[3] else "other needed tier"
        else:
            need = (with_need(with_words(case, model.words), model.request, model).need
                    if model.request is not None else {})
            why = ("wrong tier: need" if need.get(top[0][3], 1.0) > need.get(gold[3], 1.0)
                   else "wrong tier: record") + f" ({top[0][2][:5]})"
        row[why] = row.get(why, 0) + 1
    print(f"\nP@1 lost ({group}), by needed tier: requests, then misses by cause")
    for needed, row in sorted(table.items(), key=lambda kv: -kv[1]["requests"]):
        total = row.pop("requests")
        print(f"  {needed:24} {total:4d}  " + ", ".join(
            f"{k} {n}" for k, n in sorted(row.items(), key=lambda kv: -kv[1])))


def fit_options(l2: float = DEFAULT_L2) -> dict[str, Any]:
    """The options a fit ran with (the module's settings as main() left them): written with the
    weights, so that a test can tell the shipped weights were fitted with the defaults."""
    return {"l2": l2, "shared": list(SHARED_REQUEST), "capped": list(CAPPED_REQUEST),
            "best_record": BEST_RECORD, "floors": list(FLOOR_BARS),
            "need_powers": list(NEED_POWERS),
            "wrong_type_cost": WRONG_TYPE_COST, "word_l2": WORD_L2,
            "word_min_count": WORD_MIN_COUNT, "cross_fitted": f"{_GROUPS} groups" if _GROUPS
            else "by source"}


def digest(cases: Iterable[Case]) -> str:
    """What a source's cases give the fit, the shipped model aside: each request's labels,
    shape and forms, and its candidates' tiers, ids, gold and features but `words` (collect()
    reads it from the shipped prior; the fit puts its own there). Written per source with the
    weights: the same code and data collect the same digest, and a change to either (a
    candidate added, as a preference's reading as a lesson was, a feature, a label) changes
    it, so the shipped weights no longer come from the defaults until they are refitted."""
    import hashlib

    out = hashlib.sha256()
    for c in sorted(cases, key=lambda c: (c.source, c.task["id"])):
        out.update(repr((c.source, c.task["id"], c.task["text"], sorted(c.tiers), sorted(c.gold),
                         c.question, sorted(c.forms),
                         [(t, rid, gold, tuple(round(v, 3) + 0.0 for n, v in enumerate(x)
                                               if n != _WORDS))
                          for t, rid, x, gold in c.candidates])).encode())
    return out.hexdigest()[:16]


def write(model: Model, cases: Sequence[Case], l2: float, figures: dict[str, Any],
          unrelated: Sequence[Case] = ()) -> None:
    data = {"about": "Per-tier logistic weights of memory_engine.retrieval.calibration, fitted by "
                     "benchmarks/retrieval/fit_recall.py --write on the training sources "
                     f"{', '.join(TRAINING)}; do not edit by hand.",
            "l2": l2, "cases": sum(c.source in TRAINING for c in cases),
            "fitted_with": {**fit_options(l2), "cases": {
                **{s: digest(c for c in cases if c.source == s) for s in TRAINING},
                "unrelated": digest(unrelated)}},
            **model.to_json(),
            "held_out": {g: {k: round(v, 3) for k, v in f.items() if k != "by_tier"}
                         for g, f in figures.items() if f["tasks"]}}
    words = data.pop("words", None)
    text = json.dumps(data, indent=2)
    if words is not None:
        # one line: the per-prompt hook parses this file, and a ratio per line would triple it
        text = text[:-2] + ',\n  "words": ' + json.dumps(words, separators=(",", ":")) + "\n}"
    json.loads(text)  # still one JSON document
    Path(calibration.PATH).write_text(text + "\n", encoding="utf-8")
    print(f"wrote {calibration.PATH}")


def main(argv: list[str] | None = None) -> int:
    global TRAINING, FLOOR_BARS, SHARED_REQUEST, CAPPED_REQUEST, BEST_RECORD, NEED_POWERS
    global WRONG_TYPE_COST
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--write", action="store_true", help="write the shipped weights")
    parser.add_argument("--l2", type=float, default=DEFAULT_L2)
    parser.add_argument("--hold-out", action="append", default=[], metavar="SOURCE",
                        help="leave this source out of every fit (written weights included) and "
                             "report it whole, answered by the fit on the others")
    parser.add_argument("--cases", metavar="FILE",
                        help="read the collected cases from FILE if it exists, else collect "
                             "them and keep them there (only while the features stay the same)")
    parser.add_argument("--fast", action="store_true",
                        help="cross-fit the word prior and the tier need in three groups of "
                             "sources, from every training source (the held-out source then "
                             "weighs, a little, in how the others' word posteriors are weighed): "
                             "for comparing changes on a busy machine")
    parser.add_argument("--folds", metavar="A,B",
                        help="leave out only these training sources, one fit each (default: "
                             "every one); the others are not reported")
    parser.add_argument("--no-forms", action="store_true",
                        help="the word prior without the request's forms (router.forms)")
    parser.add_argument("--by-tier", action="store_true",
                        help="also print P@1, wrong-type@3 and R@5 per needed tier")
    parser.add_argument("--floors", action="store_true",
                        help="fit a bar of each tier's own (a tier abstains under it)")
    parser.add_argument("--shared", default=",".join(SHARED_REQUEST), metavar="A,B",
                        help="request features with one weight for every tier (default: "
                             "%(default)s; empty: every tier its own)")
    parser.add_argument("--capped", default=",".join(CAPPED_REQUEST), metavar="A,B",
                        help="request features whose weight is at most the shared `record` "
                             "weight (default: %(default)s)")
    parser.add_argument("--best-record", action=argparse.BooleanOptionalAction,
                        default=BEST_RECORD,
                        help="a tier's need reads its best record's evidence, not each "
                             "feature's best over its candidates (default: %(default)s)")
    parser.add_argument("--need-powers", metavar="A,B", default=",".join(map(str, NEED_POWERS)),
                        help="choose the power a tier's need is raised to from these, with the "
                             "bars (default: %(default)s)")
    parser.add_argument("--wrong-type-cost", type=float, default=WRONG_TYPE_COST,
                        help="what a wrong-tier item in the first three costs against P@1 + R@5 "
                             "when the bars are chosen (default: %(default)s)")
    parser.add_argument("--intrusions", action="store_true",
                        help="also print which tiers intrude in the first three, by needed tier")
    parser.add_argument("--losses", action="store_true",
                        help="also print where P@1 is lost, by needed tier and cause")
    parser.add_argument("--no-injection", action="store_true",
                        help="skip the per-prompt injection report (one fit per repository)")
    args = parser.parse_args(argv)
    if args.floors:
        FLOOR_BARS = (0.0, 0.01, 0.02, 0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5)
    powers = tuple(float(v) for v in args.need_powers.split(",") if v)
    if args.write and powers != (1.0,):
        parser.error("--need-powers is measured, not shipped: recall() reads no need_power")
    NEED_POWERS = powers
    WRONG_TYPE_COST = args.wrong_type_cost
    SHARED_REQUEST = tuple(f for f in args.shared.split(",") if f)
    CAPPED_REQUEST = tuple(f for f in args.capped.split(",") if f)
    BEST_RECORD = args.best_record
    unknown = set(args.hold_out) - set(TRAINING)
    if unknown:
        parser.error(f"not a training source: {', '.join(sorted(unknown))}")
    TRAINING = tuple(s for s in TRAINING if s not in args.hold_out)
    if args.cases and Path(args.cases).exists():
        with open(args.cases, "rb") as f:
            cases, unrelated = pickle.load(f)
    else:
        cases, unrelated = build_cases()
        if args.cases:
            with open(args.cases, "wb") as f:
                pickle.dump((cases, unrelated), f)
    if not unrelated:
        print(f"note: {CORPUS} is absent: the injection bar is chosen without unrelated prompts")
    if args.no_forms:
        for case in (*cases, *unrelated):
            case.forms = frozenset()
    if args.fast:
        global _CROSS_FROM, _GROUPS
        _CROSS_FROM = [c for c in cases if c.source in TRAINING]
        _GROUPS = 3
    folds = TRAINING if args.folds is None else tuple(f for f in args.folds.split(",") if f)
    models = held_out_models(cases, args.l2, unrelated, folds)
    figures = report(cases, models, args.by_tier)
    if args.intrusions:
        intrusions(cases, models)
    if args.losses:
        losses(cases, models)
    final = models["*"]
    print("\nper-prompt injection (bar " + f"{final.bars['inject']:.3f}):")
    if not args.no_injection:
        injection_report(cases, unrelated, final, args.l2)
    print("\nshipped fit (training sources):")
    for tier, (bias, weights) in final.tiers.items():
        print(f"  {tier:21} bias {bias:+.2f} " + " ".join(
            f"{f} {w:.2f}" for f, w in zip(FEATURES, weights, strict=True) if w))
    for tier, (bias, weights) in (final.request or {}).items():
        print(f"  needs {tier:15} bias {bias:+.2f} " + " ".join(
            f"{f} {w:.2f}" for f, w in zip(calibration.REQUEST_FEATURES, weights, strict=True)
            if w))
    print("  bars " + ", ".join(f"{k} {v:.3f}" for k, v in final.bars.items()))
    if args.write:
        write(final, cases, args.l2, figures, unrelated)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
