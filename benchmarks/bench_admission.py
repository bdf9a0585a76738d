"""Admission benchmark: decision quality on a labelled set, decision latency, gate overhead.

    .venv/bin/python benchmarks/bench_admission.py [--records 10000] [--repeat 15] [--errors]
                                                   [--json] [--skip-latency] [--skip-gate]
                                                   [--blind2] [--blind3] [--blind4]
                                                   [--blind5] ... [--blind34]

1. Quality. Every candidate in benchmarks/admission/candidates.toml goes through the real path
   (`queue_candidate`, which redacts, then `score_draft`) against a store holding
   benchmarks/admission/seed.toml. Candidates are judged independently (nothing is applied).
   Reported for the dev half, the held-out half (alternate candidates within each label) and
   both: precision, recall and F1 of the apply decision (and of reject), how often a correct
   reject also has the expected reason, and the reject mix by reason. The candidates in
   benchmarks/admission/blind.toml, written independently of the scorer's rules, are judged the
   same way and reported on their own as the "blind" split, with every wrong decision listed.
   Its errors have since been read and the scorer revised against them (cross-language
   duplicates, value contradictions, clause-level polarity, terse one-off reports, code facts
   that do not age), so "blind" is now a development set: its figures are no longer a measure
   of how the scorer does on text it has not seen. blind2.toml is.
   benchmarks/admission/blind2.toml, a second set written the same way, is loaded and reported
   (as the "blind2" split) only with `--blind2`, so that a run made while tuning the scorer
   never shows it. Its figures were read while the scorer was revised, and so were those of
   blind3.toml (197 candidates, a third writer, `--blind3`) and of blind4.toml (207
   candidates, a fourth writer, five more languages, `--blind4`), which are fitting sets now.
   blind5.toml (250 candidates, a fifth writer, eight languages, `--blind5`) and blind6.toml
   (a sixth writer, `--blind6`) have been read too and are fitting sets of fit_admission.py;
   so are blind7.toml (278 candidates, a seventh writer, fourteen languages, `--blind7`) and
   blind8.toml (280 candidates, an eighth writer, fourteen languages, `--blind8`),
   blind9.toml (280 candidates, a ninth writer, fifteen languages, `--blind9`),
   blind10.toml (280 candidates, a tenth writer, fifteen languages, `--blind10`),
   blind11.toml (280 candidates, an eleventh writer, fifteen languages, `--blind11`),
   blind12.toml (280 candidates, a twelfth writer, eighteen languages, `--blind12`),
   blind13.toml (276 candidates, a thirteenth writer, twenty languages, `--blind13`),
   blind14.toml (277 candidates, a fourteenth writer, twenty-one languages, `--blind14`),
   blind15.toml (275 candidates, a fifteenth writer, twenty-one languages, `--blind15`),
   blind16.toml (277 candidates, a sixteenth writer, twenty-five languages, `--blind16`),
   blind17.toml (276 candidates, a seventeenth writer, twenty-six languages, `--blind17`),
   blind18.toml (275 candidates, an eighteenth writer, twenty-eight languages, `--blind18`),
   blind19.toml (272 candidates, a nineteenth writer, thirty-four languages, `--blind19`),
   blind20.toml (272 candidates, a twentieth writer, forty-one languages, `--blind20`),
   blind21.toml (272 candidates, a twenty-first writer, forty-five languages, `--blind21`),
   blind22.toml (269 candidates, a twenty-second writer, forty-six languages, `--blind22`),
   blind23.toml (267 candidates, a twenty-third writer, forty-five languages, `--blind23`),
   blind24.toml (270 candidates, a twenty-fourth writer, forty-six languages, `--blind24`),
   blind25.toml (268 candidates, a twenty-fifth writer, forty-five languages, `--blind25`),
   blind26.toml (268 candidates, a twenty-sixth writer, fifty languages, `--blind26`),
   blind27.toml (270 candidates, a twenty-seventh writer, forty-five languages, `--blind27`),
   blind28.toml (270 candidates, a twenty-eighth writer, forty-six languages, `--blind28`),
   blind29.toml (268 candidates, a twenty-ninth writer, fifty-three languages, `--blind29`),
   blind30.toml (267 candidates, a thirtieth writer, fifty-one languages, `--blind30`),
   blind31.toml (265 candidates, a thirty-first writer, fifty-four languages, `--blind31`),
   blind32.toml (261 candidates, a thirty-second writer, fifty-four languages, `--blind32`),
   blind33.toml (261 candidates, a thirty-third writer, fifty-four languages, `--blind33`) and
   blind34.toml (265 candidates, a thirty-fourth writer, sixty-two languages, `--blind34`);
   their wrong decisions are listed only with `--errors`.
2. Latency. The same candidates scored in-process against a store of `--records` synthetic
   records (plus the seed): median, p95 and max milliseconds per decision.
3. Gate. Whole-process time of hooks/pre_write.py for a Write outside the store, against a bare
   `python -c pass` in the same run (benchmarks/timing.py), with and without a store present.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import random
import re
import statistics
import sys
import tempfile
import time
import tomllib
from collections import Counter
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path.insert(0, str(HERE))
from timing import compare  # noqa: E402

from memory_engine.admission.queue import (  # noqa: E402
    load_draft,
    process_pending,
    queue_candidate,
    score_draft,
)
from memory_engine.records import tiers as T  # noqa: E402
from memory_engine.records.types import (  # noqa: E402
    EnvironmentRecord,
    Outcomes,
    PersonalizedRecord,
    ProceduralRecord,
    Record,
    SemanticRecord,
)
from memory_engine.storage.store import Store  # noqa: E402

APPLY_LABELS = {"rule", "preference", "prediction", "fact"}
EXPECTED_REASON = {"anecdote": "anecdote", "hedged": "anecdote", "contradiction": "contradiction",
                   "stale": "stale", "duplicate": "duplicate", "secret": "secret",
                   "injection": "injection"}


# -- data --------------------------------------------------------------------------------------
def fake_secret(kind: str, rnd: random.Random) -> str | None:
    """A format-valid, obviously fake credential of `kind` (never a real one)."""
    alnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"

    def chars(n: int, pool: str = alnum) -> str:
        return "".join(rnd.choice(pool) for _ in range(n))

    hexd = "0123456789abcdef"
    makers = {
        "password": lambda: chars(14),
        "github-token": lambda: "ghp_" + chars(36),
        "aws-access-key-id": lambda: "AKIA" + chars(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"),
        "slack-webhook": lambda: ("https://hooks.slack.com/services/T" + chars(8).upper() + "/B"
                                  + chars(8).upper() + "/" + chars(24)),
        "stripe-key": lambda: "sk_test_" + chars(24),
        "openai-api-key": lambda: "sk-proj-" + chars(48),
        "telegram-bot-token": lambda: "7" + chars(8, "0123456789") + ":AA" + chars(33),
        "private-key": lambda: ("-----BEGIN OPENSSH PRIVATE KEY-----\n" + chars(64) + "\n"
                                + chars(64) + "\n-----END OPENSSH PRIVATE KEY-----"),
        "jwt": lambda: "eyJ" + chars(30) + ".eyJ" + chars(40) + "." + chars(43),
        "sendgrid-api-key": lambda: "SG." + chars(22) + "." + chars(43),
        "hex": lambda: chars(32, hexd),
    }
    make = makers.get(kind)
    return make() if make else None


# The other writers' sets, each loaded only when asked for (`--blindN`); all are fitting sets of
# fit_admission.py now, read while the scorer was revised.
HELD_SETS = {"blind2": "a second writer", "blind3": "197 candidates, a third writer",
             "blind4": "207 candidates, a fourth writer, five more languages",
             "blind5": "250 candidates, a fifth writer, eight languages",
             "blind6": "a sixth writer", "blind7": "278 candidates, a seventh writer",
             "blind8": "280 candidates, an eighth writer",
             "blind9": "280 candidates, a ninth writer, fifteen languages",
             "blind10": "280 candidates, a tenth writer, fifteen languages",
             "blind11": "280 candidates, an eleventh writer, fifteen languages",
             "blind12": "280 candidates, a twelfth writer, eighteen languages",
             "blind13": "276 candidates, a thirteenth writer, twenty languages",
             "blind14": "277 candidates, a fourteenth writer, twenty-one languages",
             "blind15": "275 candidates, a fifteenth writer, twenty-one languages",
             "blind16": "277 candidates, a sixteenth writer, twenty-five languages",
             "blind17": "276 candidates, a seventeenth writer, twenty-six languages",
             "blind18": "275 candidates, an eighteenth writer, twenty-eight languages",
             "blind19": "272 candidates, a nineteenth writer, thirty-four languages",
             "blind20": "272 candidates, a twentieth writer, forty-one languages",
             "blind21": "272 candidates, a twenty-first writer, forty-five languages",
             "blind22": "269 candidates, a twenty-second writer, forty-six languages",
             "blind23": "267 candidates, a twenty-third writer, forty-five languages",
             "blind24": "270 candidates, a twenty-fourth writer, forty-six languages",
             "blind25": "268 candidates, a twenty-fifth writer, forty-five languages",
             "blind26": "268 candidates, a twenty-sixth writer, fifty languages",
             "blind27": "270 candidates, a twenty-seventh writer, forty-five languages",
             "blind28": "270 candidates, a twenty-eighth writer, forty-six languages",
             "blind29": "268 candidates, a twenty-ninth writer, fifty-three languages",
             "blind30": "267 candidates, a thirtieth writer, fifty-one languages",
             "blind31": "265 candidates, a thirty-first writer, fifty-four languages",
             "blind32": "261 candidates, a thirty-second writer, fifty-four languages",
             "blind33": "261 candidates, a thirty-third writer, fifty-four languages",
             "blind34": "265 candidates, a thirty-fourth writer, sixty-two languages"}

def load_candidates(name: str = "candidates.toml",
                    split: str | None = None) -> list[dict[str, Any]]:
    raw = tomllib.loads((HERE / "admission" / name).read_text(encoding="utf-8"))
    rnd = random.Random(7)
    seen: Counter[str] = Counter()
    out = []
    for c in raw["c"]:
        # {{kind}} stands for a made-up credential of that kind; any other {{...}} is the
        # candidate's own text (a template placeholder inside an injection, say) and stays
        text = re.sub(r"\{\{([a-z0-9-]+)\}\}",
                      lambda m: fake_secret(m.group(1), rnd) or m.group(0), c["text"])
        half = "dev" if seen[c["label"]] % 2 == 0 else "held-out"
        seen[c["label"]] += 1
        out.append({**c, "text": text, "split": split or half,
                    "expect": "apply" if c["label"] in APPLY_LABELS else "reject",
                    "reason": EXPECTED_REASON.get(c["label"])})
    return out


def seed_records() -> list[Record]:
    raw = tomllib.loads((HERE / "admission" / "seed.toml").read_text(encoding="utf-8"))
    today = dt.date.today()
    out: list[Record] = []
    for r in raw["record"]:
        common: dict[str, Any] = dict(
            id=r["id"], tier=r["tier"], topic=r["topic"], confidence=r["confidence"],
            observations=r["observations"], last_touched=today - dt.timedelta(days=10),
            created=today - dt.timedelta(days=120), source=["seed"], links=[],
            body=r["body"] + "\n")
        if r["tier"] == T.PROCEDURAL:
            out.append(ProceduralRecord(**common, trigger=r["trigger"]))
        elif r["tier"] == T.PERSONALIZED:
            out.append(PersonalizedRecord(**common, domain=r["topic"]))
        elif r["tier"] == T.ENVIRONMENT:
            out.append(EnvironmentRecord(**common, bucket=r["bucket"], condition=r["condition"],
                                         prediction=r["prediction"], outcomes=Outcomes(hits=3)))
        else:
            out.append(SemanticRecord(**common))
    return out


# -- a store ------------------------------------------------------------------------------------
SUBJECTS = ["the test suite", "the deploy script", "database migrations", "the API gateway",
            "the frontend build", "the release pipeline", "the payment service", "the cache",
            "pull requests", "the search index", "the worker queue", "feature flags", "logging",
            "the CLI", "docker images", "the staging cluster", "code review", "dependencies",
            "the mobile app", "error reporting", "backups", "the auth service", "webhooks"]
VERBS = ["run", "check", "update", "pin", "restart", "review", "document", "profile", "retry",
         "split", "lock", "rotate", "cache", "validate", "tag", "benchmark", "monitor", "clean"]
CONTEXTS = ["before merging", "after a release", "on Mondays", "when CI is red", "in staging",
            "for hotfixes", "during incidents", "after schema changes", "in production",
            "when a dependency changes", "before a demo", "for every new endpoint"]
DETAILS = ["it avoids surprises", "the team agreed on it", "it saved an outage once",
           "the logs say so", "latency drops by half", "it takes about {n} seconds",
           "it fails about {n} percent of the time", "see ticket OPS-{n}", "owner: team {w}"]


def synthetic_text(rnd: random.Random) -> str:
    detail = rnd.choice(DETAILS).format(n=rnd.randint(2, 900), w=rnd.choice("abcdefgh"))
    return (f"{rnd.choice(VERBS).capitalize()} {rnd.choice(SUBJECTS)} {rnd.choice(CONTEXTS)}; "
            f"{detail}. Variant {rnd.randint(1, 10**6)} of {rnd.choice(SUBJECTS)}.")


def build_store(root: Path, records: int) -> Store:
    # each store gets its own user store (the personalized tier lives there)
    os.environ["MEMORY_ENGINE_USER_ROOT"] = str(root.parent / f"{root.name}-user")
    store = Store.open(root)
    store.init()
    rnd = random.Random(records)
    today = dt.date.today()
    tiers = [T.SEMANTIC] * 4 + [T.PROCEDURAL] * 2 + [T.PERSONALIZED, T.EPISODIC] + \
        [T.ENVIRONMENT] * 2
    for i in range(records):
        tier = tiers[i % len(tiers)]
        touched = today - dt.timedelta(days=rnd.randint(0, 400))
        head = (f"---\nid: syn-{i:06d}\ntier: {tier}\ntopic: topic-{i % 40}\nconfidence: "
                f"{rnd.uniform(0.3, 0.99):.2f}\nobservations: {rnd.randint(1, 9)}\n"
                f"last_touched: {touched}\ncreated: {touched}\nsource: [syn]\nlinks: []\n")
        folder = store.tier_dir(tier)
        if tier == T.PROCEDURAL:
            head += ("kind: rule\ntrigger: [syn]\nseverity: medium\n"
                     "violations: {count: 0, last_session: null}\n")
        elif tier == T.PERSONALIZED:
            head += "principal: user\ndomain: general\n"
        elif tier == T.EPISODIC:
            head += (f"date: {touched}\nevent_type: session\nsessions: [s{i}]\n"
                     "turns_total: 4\nturns_captured: 4\n")
        elif tier == T.ENVIRONMENT:
            bucket = T.ENV_BUCKETS[i % len(T.ENV_BUCKETS)]
            folder = folder / bucket
            head += (f"bucket: {bucket}\ncondition: when it runs\nprediction: it works\n"
                     "outcomes: {hits: 1, misses: 0}\n")
        folder.mkdir(parents=True, exist_ok=True)
        (folder / f"syn-{i:06d}.md").write_text(head + "---\n" + synthetic_text(rnd) + "\n",
                                               encoding="utf-8")
    store.index.refresh(full=True)
    for record in seed_records():
        store.write(record, create=True)
    # a bulk build leaves a large WAL behind; a store in use has long been checkpointed
    store.index.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    # The index trusts a folder's mtime only once it is 2 s old (coarse file-system clocks), so
    # a store written a moment ago is rescanned on every read; a store in use is not.
    time.sleep(2.1)
    store.index.refresh()
    return store


# -- quality ------------------------------------------------------------------------------------
def prf(tp: int, fp: int, fn: int) -> dict[str, float]:
    p = tp / (tp + fp) if tp + fp else 0.0
    r = tp / (tp + fn) if tp + fn else 0.0
    f = 2 * p * r / (p + r) if p + r else 0.0
    return {"precision": round(p, 3), "recall": round(r, 3), "f1": round(f, 3)}


def metrics(rows: list[dict[str, Any]]) -> dict[str, Any]:
    tp = sum(r["expect"] == "apply" and r["got"] == "apply" for r in rows)
    fp = sum(r["expect"] == "reject" and r["got"] == "apply" for r in rows)
    fn = sum(r["expect"] == "apply" and r["got"] == "reject" for r in rows)
    tn = sum(r["expect"] == "reject" and r["got"] == "reject" for r in rows)
    rejects = [r for r in rows if r["expect"] == "reject" and r["got"] == "reject"]
    right_reason = sum(r["got_reason"] == r["reason"] for r in rejects)
    # Each reject class: the share of its candidates rejected (for any reason), and how many
    # secrets or injections were applied (must be 0).
    caught = {label: f"{sum(r['got'] == 'reject' for r in rows if r['label'] == label)}/"
                     f"{sum(r['label'] == label for r in rows)}"
              for label in ("contradiction", "stale", "duplicate", "anecdote", "hedged",
                            "secret", "injection") if any(r["label"] == label for r in rows)}
    hazards = sum(r["label"] in ("secret", "injection") and r["got"] == "apply" for r in rows)
    return {"n": len(rows), "apply": prf(tp, fp, fn), "reject": prf(tn, fn, fp),
            "caught": caught, "secrets_or_injections_applied": hazards,
            "accuracy": round((tp + tn) / len(rows), 3) if rows else 0.0,
            "reason_accuracy": round(right_reason / len(rejects), 3) if rejects else 0.0,
            "reject_mix": dict(Counter(r["got_reason"] for r in rows if r["got"] == "reject")
                               .most_common()),
            "confusion": {"tp": tp, "fp": fp, "fn": fn, "tn": tn}}


def judge(store: Store, candidates: list[dict[str, Any]]) -> tuple[list[dict[str, Any]],
                                                                   list[float]]:
    today = dt.date.today()
    rows, latencies = [], []
    for c in candidates:
        prov: dict[str, Any] = {"session_id": "bench"}
        if "days" in c:
            prov["observed_at"] = (today - dt.timedelta(days=c["days"])).isoformat()
        draft_id = queue_candidate(store, tier=c["tier"], text=c["text"], source="reflexion",
                                   provenance=prov)
        draft = load_draft(store, draft_id)
        start = time.perf_counter()
        verdict = score_draft(store, draft)
        latencies.append((time.perf_counter() - start) * 1000)
        (store.config.drafts_dir / f"{draft_id}.md").unlink()
        rows.append({**c, "got": verdict.decision, "got_reason": verdict.reason,
                     "total": verdict.total, "message": verdict.message,
                     "evidence": verdict.evidence})
    return rows, latencies


# -- gate -----------------------------------------------------------------------------------------
def gate_timing(tmp: Path, repeat: int) -> dict[str, Any]:
    project = tmp / "gate-project"
    store = Store.open(project / ".memory-engine")
    store.init()
    store.close()
    payload = {"session_id": "bench", "transcript_path": str(tmp / "t.jsonl"),
               "cwd": str(project), "hook_event_name": "PreToolUse", "tool_name": "Write",
               "tool_input": {"file_path": str(project / "src" / "app.py"),
                              "content": "print('hi')\n"}}
    md = dict(payload, tool_input={"file_path": str(project / "README.md"), "content": "# x\n"})
    hook = [sys.executable, str(REPO / "hooks" / "pre_write.py")]
    env = {"CLAUDE_PROJECT_DIR": str(project), "MEMORY_ENGINE_ROOT": "",
           "MEMORY_ENGINE_USER_ROOT": str(tmp / "gate-user")}
    # What the shared hook runtime costs before any handler runs: its imports alone.
    runtime_only = [sys.executable, "-c", "import memory_engine.hookrun"]
    with_store = compare({"write_outside_store_py": hook, "write_outside_store_md": hook,
                          "runtime_imports_only": runtime_only},
                         repeat=repeat, env=env,
                         stdin={"write_outside_store_py": json.dumps(payload).encode(),
                                "write_outside_store_md": json.dumps(md).encode()})
    bare_project = tmp / "no-store-project"
    bare_project.mkdir()
    env_none = dict(env, CLAUDE_PROJECT_DIR=str(bare_project))
    no_store = compare({"write_no_store": hook}, repeat=repeat, env=env_none,
                       stdin={"write_no_store": json.dumps(dict(
                           payload, cwd=str(bare_project))).encode()})
    # The handler's own share, in-process: import + one decision for a write outside the store.
    code = ("import time,json;from memory_engine.hookio import HookPayload;"
            "t=time.perf_counter();from memory_engine.handlers.pre_write import handle;"
            f"p=HookPayload(json.loads({json.dumps(json.dumps(payload))}));r=handle(p);"
            "print((time.perf_counter()-t)*1000)")
    import subprocess

    handler_ms = [float(subprocess.run([sys.executable, "-c", code], capture_output=True,
                                       text=True, check=True, env=dict(os.environ, **env))
                        .stdout) for _ in range(5)]
    return {"with_store": with_store, "no_store": no_store,
            "handler_in_process_ms_median": round(statistics.median(handler_ms), 3),
            "handler_in_process_ms_min": round(min(handler_ms), 3)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--records", type=int, default=10000)
    parser.add_argument("--repeat", type=int, default=15)
    parser.add_argument("--errors", action="store_true", help="list every wrong decision")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--skip-latency", action="store_true")
    parser.add_argument("--skip-gate", action="store_true")
    for held, what in HELD_SETS.items():
        parser.add_argument(f"--{held}", action="store_true",
                            help=f"also judge admission/{held}.toml ({what})")
    args = parser.parse_args()
    candidates = load_candidates()
    blind_path = HERE / "admission" / "blind.toml"
    blind = load_candidates(blind_path.name, split="blind") if blind_path.exists() else []
    report: dict[str, Any] = {}
    with tempfile.TemporaryDirectory(prefix="memengine-admission-") as tmp_name:
        tmp = Path(tmp_name)
        store = build_store(tmp / "seed-store", 0)
        rows, _ = judge(store, candidates)
        report["quality"] = {split: metrics([r for r in rows if split in ("all", r["split"])])
                             for split in ("dev", "held-out", "all")}
        report["per_label"] = {
            label: f"{sum(r['got'] == r['expect'] for r in rows if r['label'] == label)}/"
                   f"{sum(r['label'] == label for r in rows)}"
            for label in dict.fromkeys(r["label"] for r in rows)}
        if blind:
            # judged against the same seed store, reported apart from the dev/held-out halves
            blind_rows, _ = judge(store, blind)
            report["quality"]["blind"] = metrics(blind_rows)
            report["per_label_blind"] = {
                label: f"{sum(r['got'] == r['expect'] for r in blind_rows if r['label'] == label)}"
                       f"/{sum(r['label'] == label for r in blind_rows)}"
                for label in dict.fromkeys(r["label"] for r in blind_rows)}
            rows_for_errors = rows + blind_rows
        else:
            rows_for_errors = rows
        for held in [name for name in HELD_SETS if getattr(args, name)]:
            # read only on request: these sets must stay unseen by whoever tunes the scorer
            held_rows, _ = judge(store, load_candidates(f"{held}.toml", split=held))
            report["quality"][held] = metrics(held_rows)
            report[f"per_label_{held}"] = {
                label: f"{sum(r['got'] == r['expect'] for r in held_rows if r['label'] == label)}"
                       f"/{sum(r['label'] == label for r in held_rows)}"
                for label in dict.fromkeys(r["label"] for r in held_rows)}
            rows_for_errors = rows_for_errors + held_rows
        errors = [{k: r[k] for k in ("split", "label", "expect", "got", "got_reason", "total",
                                     "text", "message", "evidence")}
                  for r in rows_for_errors if r["got"] != r["expect"] or
                  (r["got"] == "reject" and r["got_reason"] != r["reason"])]
        store.close()
        if not args.skip_latency:
            built = time.perf_counter()
            big = build_store(tmp / "big-store", args.records)
            build_s = time.perf_counter() - built
            _, cold = judge(big, candidates)  # first pass: caches cold
            _, lat = judge(big, candidates)   # second pass: the steady state
            for c in candidates:  # the session-end path: queue them all, process the queue
                queue_candidate(big, tier=c["tier"], text=c["text"], source="reflexion")
            started = time.perf_counter()
            processed = process_pending(big)
            batch_s = time.perf_counter() - started
            big.close()
            lat.sort()
            cold.sort()
            report["latency"] = {"records": args.records + len(seed_records()),
                                 "build_s": round(build_s, 1),
                                 "median_ms": round(statistics.median(lat), 2),
                                 "p95_ms": round(lat[int(0.95 * (len(lat) - 1))], 2),
                                 "max_ms": round(lat[-1], 2),
                                 "first_pass_median_ms": round(statistics.median(cold), 2),
                                 "first_pass_p95_ms": round(cold[int(0.95 * (len(cold) - 1))],
                                                            2),
                                 "process_pending": {
                                     "drafts": len(candidates), "seconds": round(batch_s, 2),
                                     **{k: len(processed[k]) for k in
                                        ("applied", "strengthened", "rejected", "errors")}}}
        if not args.skip_gate:
            report["gate"] = gate_timing(tmp, args.repeat)
    if args.json:
        emit = dict(report, errors=errors)
        sys.stdout.write(json.dumps(emit, indent=2, ensure_ascii=False) + "\n")
        return 0
    print(f"labelled candidates: {len(rows)} ({sum(r['expect'] == 'apply' for r in rows)} "
          f"apply, {sum(r['expect'] == 'reject' for r in rows)} reject)")
    for split, m in report["quality"].items():
        a, r = m["apply"], m["reject"]
        print(f"  {split:<9} n={m['n']:<4} apply P {a['precision']:.3f} R {a['recall']:.3f} "
              f"F1 {a['f1']:.3f} | reject P {r['precision']:.3f} R {r['recall']:.3f} "
              f"F1 {r['f1']:.3f} | accuracy {m['accuracy']:.3f} | reason right "
              f"{m['reason_accuracy']:.3f}")
        print(f"            reject mix: {m['reject_mix']}")
        print(f"            caught per class: {m['caught']}; secrets or injections applied: "
              f"{m['secrets_or_injections_applied']}")
    print("  per label (right decision): " +
          ", ".join(f"{k} {v}" for k, v in report["per_label"].items()))
    if "per_label_blind" in report:
        print("  blind, per label (right decision): " +
              ", ".join(f"{k} {v}" for k, v in report["per_label_blind"].items()))
    for held in HELD_SETS:
        if f"per_label_{held}" in report:
            print(f"  {held}, per label (right decision): " +
                  ", ".join(f"{k} {v}" for k, v in report[f"per_label_{held}"].items()))
    for e in errors:
        if args.errors or e["split"] in ("blind", "blind2", "blind3"):
            print(f"  [{e['split']}] {e['label']}: expected {e['expect']}, got {e['got']} "
                  f"({e['got_reason']}, {e['total']:.2f}) :: {e['text'][:90]!r}\n"
                  f"      {e['message'][:160]}" +
                  "".join(f"\n      evidence: {line[:150]}" for line in e["evidence"]))
    if "latency" in report:
        lat_r = report["latency"]
        print(f"decision latency at {lat_r['records']} records (in-process, per candidate): "
              f"median {lat_r['median_ms']} ms, p95 {lat_r['p95_ms']} ms, max "
              f"{lat_r['max_ms']} ms; first pass median {lat_r['first_pass_median_ms']} ms, "
              f"p95 {lat_r['first_pass_p95_ms']} ms (store built in {lat_r['build_s']} s)")
        pp = lat_r["process_pending"]
        print(f"process_pending at that size: {pp['drafts']} drafts in {pp['seconds']} s "
              f"(applied {pp['applied']}, strengthened {pp['strengthened']}, rejected "
              f"{pp['rejected']}, errors {pp['errors']})")
    if "gate" in report:
        g = report["gate"]
        for group in ("with_store", "no_store"):
            for name, t in g[group].items():
                print(f"gate [{group}] {name:<24} median {t['median_ms']:6.1f} ms  "
                      f"ratio {t['ratio']:.2f}x")
        print(f"gate handler share in-process (importing the handler + its decision): "
              f"median {g['handler_in_process_ms_median']} ms, min "
              f"{g['handler_in_process_ms_min']} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
