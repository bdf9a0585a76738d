"""Secret redaction measured on third-party labelled rows.

    .venv/bin/python benchmarks/bench_secrets.py [--list]

Reads ../shared/datasets/secrets-dev.jsonl (relative to the repository; rows taken from the test
data of gitleaks, detect-secrets and ruff) and runs every row's `text` through
`memory_engine.screening.redaction.redact`. Per source repository and overall it prints:

- secret recall: of the rows labelled `secret`, the fraction where every listed value
  (`all_secrets`, else `secret`) is gone whole: every character of every occurrence lies inside a
  redacted span.
- partial: `secret` rows where some of a value was redacted and some of it is still in the output
  (a token cut short, a prefix left behind). These count as misses in recall too.
- benign FP and placeholder FP: the fraction of `benign` / `placeholder` rows whose output
  differs from the input. Both should be 0: commit SHAs, UUIDs, lockfile hashes, public keys,
  `AKIAIOSFODNN7EXAMPLE`, `xxxx` or `${VAR}` must come back unchanged.
- near-miss rate: the fraction of `near_miss` rows that were changed. Neither good nor bad: these
  are credential-shaped strings that a strict format check rejects, and redacting them is harmless.

`--list` also prints the id and format of every row that counts against a figure (no values).

How to read the figures: this file is a development set, not a held-out one. The patterns in
redaction.py are hand-written rules, not fitted parameters, but the rows below were read while
writing them, so the "after" figures overstate how the redactor does on formats nobody looked at.
What came from reading this set's misses (as opposed to formats listed beforehand from the
vendors' documented token shapes):

- vendor shapes added after seeing a missed row: Sourcegraph `sgp_` (and a 40-hex value under a
  `sourcegraph` key), Cloudflare origin-CA `v1.0-` keys, 42 Intra `s-s4t2ud-`/`s-s4t2af-`,
  ClickHouse `4b1d`, Perplexity `pplx-`, Clojars `CLOJARS_`, AWS Bedrock `bedrock-api-key-` and
  `ABSK` keys, Slack `xoxe-` refresh and `xoxe.xoxp-` config tokens, GitLab `glimt-`, test-PyPI
  macaroons, Facebook `<app id>|<secret>` app tokens and `EAA<letter>` page tokens, unsigned
  (two-part) JWTs, `http://` Slack webhooks;
- structures generalised from a missed row: `curl -u user:pass`, an `Authorization:` header with
  no scheme word and short `Basic` credentials, `<somethingToken>` XML elements, a YAML secret
  key whose value sits on an indented child line (`password:` / `  secure: ...`), the assignment
  operators `:=`, `.=`, `=>`, `::=`, `?=`;
- placeholder rules shaped by this set's placeholder rows: repeats and digit counting (`xxxx`,
  `1111`, `123123`, `123456789`), stand-in words (`EXAMPLE`, `fake`, `helloworld`, `deadbeef`,
  `password`), bodies made of capitalised words, masked or elided tails (`####`, `..`), and a
  vendor-shaped stand-in not being caught again by a looser assignment rule.

Rows still counted against the figures are listed with `--list`. The two high-entropy rows
(`mimi=<base64>`, `SUPER_SEECRET_VALUE = '<base64>'`) are caught since by the rule for a generated
value under any name (written for the outside sets' generic rule, then checked here). Left on
purpose: the Anthropic placeholders whose only stand-in sign is a spelt-out alphabet (letter
sequences are not read as one: made-up test secrets use them, and other scanners count
`A3T0ABCDEFGHIJKLMNOP` a secret). Where a weak or made-up value stops being a stand-in is
measured by benchmarks/stand_in_policy.py.

Exits with status 2 and a message when the dataset is not there (a user's clone does not have it).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from memory_engine.screening.redaction import SecretFinding, redact

REPO = Path(__file__).resolve().parents[1]
DATASET = REPO.parent / "shared" / "datasets" / "secrets-dev.jsonl"
SOURCES = ("gitleaks", "detect-secrets", "ruff")
_MARKER = re.compile(r"\[REDACTED:[a-z0-9\-]+\]")


@dataclass
class Tally:
    secret: int = 0
    recalled: int = 0
    partial: int = 0
    benign: int = 0
    benign_fp: int = 0
    placeholder: int = 0
    placeholder_fp: int = 0
    near_miss: int = 0
    near_miss_changed: int = 0
    against: list[str] = field(default_factory=list)


def source_of(row: dict[str, object]) -> str:
    """`gitleaks/gitleaks/...` -> gitleaks, `Yelp/detect-secrets/...` -> detect-secrets."""
    parts = str(row["source"]).split("/")
    return parts[1] if len(parts) > 1 else parts[0]


def coverage(text: str, value: str, findings: list[SecretFinding]) -> tuple[int, int]:
    """(redacted characters, total characters) over every occurrence of `value` in `text`."""
    covered = total = 0
    start = text.find(value)
    while start >= 0:
        for pos in range(start, start + len(value)):
            total += 1
            if any(f.start <= pos < f.end for f in findings):
                covered += 1
        start = text.find(value, start + 1)
    return covered, total


def score(row: dict[str, object], tally: Tally) -> None:
    text = str(row["text"])
    label = row["label"]
    output, findings = redact(text)
    changed = output != text
    tag = f"{row['id']} {row['format']}"
    if label == "secret":
        raw = row["all_secrets"] or [row["secret"]]
        values = [str(v) for v in raw] if isinstance(raw, list) else [str(raw)]
        tally.secret += 1
        spans = [coverage(text, v, findings) for v in values]
        whole = all(total and covered == total for covered, total in spans)
        # A value counts as gone only if none of it survives; the string check guards the span
        # arithmetic against a replacement that happens to rebuild the value. The markers
        # themselves are left out of it: `secret` is in `[REDACTED:secret-assignment]`.
        rest = _MARKER.sub("", output)
        if whole and not any(v in rest for v in values):
            tally.recalled += 1
            return
        if any(covered for covered, _ in spans):
            tally.partial += 1
            tally.against.append(f"partial   {tag}")
        else:
            tally.against.append(f"missed    {tag}")
    elif label == "benign":
        tally.benign += 1
        if changed:
            tally.benign_fp += 1
            tally.against.append(f"benign FP {tag} -> {[f.kind for f in findings]}")
    elif label == "placeholder":
        tally.placeholder += 1
        if changed:
            tally.placeholder_fp += 1
            tally.against.append(f"plchld FP {tag} -> {[f.kind for f in findings]}")
    elif label == "near_miss":
        tally.near_miss += 1
        tally.near_miss_changed += changed


def pct(part: int, whole: int) -> str:
    return f"{part}/{whole} {100 * part / whole:5.1f}%" if whole else "-"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--list", action="store_true", help="list the rows that count against")
    args = parser.parse_args(argv)
    if not DATASET.is_file():
        print(f"dataset not found at {DATASET}: this benchmark needs the read-only reference "
              "folder beside the checkout (present in dev checkouts and CI only)", file=sys.stderr)
        return 2
    tallies: dict[str, Tally] = defaultdict(Tally)
    with DATASET.open(encoding="utf-8") as fh:
        for line in fh:
            if not line.strip():
                continue
            row = json.loads(line)
            score(row, tallies[source_of(row)])
            score(row, tallies["overall"])
    header = (f"{'source':<15} {'secret recall':>17} {'partial':>15} {'benign FP':>15} "
              f"{'placeholder FP':>15} {'near-miss chg':>15}")
    print(header)
    print("-" * len(header))
    for name in (*SOURCES, "overall"):
        t = tallies[name]
        print(f"{name:<15} {pct(t.recalled, t.secret):>17} {pct(t.partial, t.secret):>15} "
              f"{pct(t.benign_fp, t.benign):>15} {pct(t.placeholder_fp, t.placeholder):>15} "
              f"{pct(t.near_miss_changed, t.near_miss):>15}")
    if args.list:
        print()
        for line in tallies["overall"].against:
            print(line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
