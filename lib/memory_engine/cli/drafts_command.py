"""`memengine drafts`: the admission queue by hand.

    memengine drafts list                       pending drafts, oldest first
    memengine drafts show ID                    one draft: what it wants to be, where it came from
    memengine drafts score ID [--json]          the six factors and the decision; changes nothing
    memengine drafts apply ID [--force]         into its tier (a duplicate strengthens the original)
    memengine drafts apply --all                every draft that passes; the others stay queued
    memengine drafts reject ID [--reason R]     archive in _drafts/_rejected/ with the scores
    memengine drafts add --tier T [--topic X] (--text S | --file F) [--source S]
    memengine drafts process                    what session end does: apply or reject them all

JSON shapes other tools read (keep them stable): `add --json` prints {"id", "path", "tier",
"redacted"}; `score --json` prints {"id", "total", "factors": {six names: value}, "decision",
"reason", ...}.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from memory_engine.cli.common import add_store_options, emit_json, open_store, tier_arg
from memory_engine.errors import StoreError
from memory_engine.records import tiers as T


def add_parser(sub: Any, name: str, help_text: str) -> None:
    p: argparse.ArgumentParser = sub.add_parser(name, help=help_text, description=__doc__,
                                                formatter_class=argparse.RawTextHelpFormatter)
    actions = p.add_subparsers(dest="action", metavar="ACTION")

    def action(verb: str, text: str) -> argparse.ArgumentParser:
        parser: argparse.ArgumentParser = actions.add_parser(verb, help=text, description=text)
        add_store_options(parser)
        return parser

    action("list", "pending drafts, oldest first").set_defaults(func=cmd_list)
    show = action("show", "show one draft")
    show.add_argument("id", help="the draft id")
    show.set_defaults(func=cmd_show)
    score = action("score", "the six factors and the decision, without changing anything")
    score.add_argument("id", help="the draft id")
    score.set_defaults(func=cmd_score)
    apply = action("apply", "write a draft into its tier (or strengthen its duplicate)")
    apply.add_argument("id", nargs="?", help="the draft id")
    apply.add_argument("--all", action="store_true", help="every pending draft that passes")
    apply.add_argument("--force", action="store_true",
                       help="apply despite a low score (never despite a secret, an injection "
                       "or a schema error)")
    apply.set_defaults(func=cmd_apply)
    reject = action("reject", "archive a draft in _drafts/_rejected/ with its scores")
    reject.add_argument("id", help="the draft id")
    reject.add_argument("--reason", metavar="R",
                        help="a category (anecdote, contradiction, stale, duplicate, secret, "
                        "injection, schema) or a note in your words")
    reject.set_defaults(func=cmd_reject)
    add = action("add", "queue a candidate memory")
    add.add_argument("--tier", type=tier_arg, required=True, help=f"one of {', '.join(T.TIERS)}")
    add.add_argument("--topic", help="a kebab-case topic tag")
    given = add.add_mutually_exclusive_group(required=True)
    given.add_argument("--text", help="the candidate text")
    given.add_argument("--file", type=Path, help="read the candidate from a file ('-': stdin)")
    add.add_argument("--source", default="human", help="where it comes from (default: human)")
    add.set_defaults(func=cmd_add)
    action("process", "apply or reject every pending draft (what session end does)"
           ).set_defaults(func=cmd_process)

    def usage(args: argparse.Namespace) -> int:
        p.print_help()
        return 1

    p.set_defaults(func=usage)


def _first_line(text: str, width: int = 70) -> str:
    line = next((ln.strip() for ln in text.splitlines() if ln.strip()), "")
    return line if len(line) <= width else line[: width - 1] + "…"


def cmd_list(args: argparse.Namespace) -> int:
    from memory_engine.admission.queue import list_drafts

    store = open_store(args)
    drafts = list_drafts(store)
    if args.json:
        emit_json([d.to_dict() for d in drafts])
        return 0
    if not drafts:
        print(f"no pending drafts in {store.config.drafts_dir}")
        return 0
    for d in drafts:
        queued = d.queued_at.isoformat(timespec="minutes") if d.queued_at else "?"
        print(f"{d.id}  {d.tier:<20} {d.source:<10} {queued}  {_first_line(d.text)}")
    print(f"{len(drafts)} pending; `memengine drafts score ID` explains a decision")
    return 0


def cmd_show(args: argparse.Namespace) -> int:
    from memory_engine.admission.queue import load_draft

    draft = load_draft(open_store(args), args.id)
    if args.json:
        emit_json(draft.to_dict())
        return 0
    data = draft.to_dict()
    for key in ("id", "tier", "topic", "source", "queued_at", "redacted", "provenance", "fields"):
        print(f"{key}: {data.get(key)}")
    print()
    print(draft.text.rstrip("\n"))
    return 0


def cmd_score(args: argparse.Namespace) -> int:
    from memory_engine.admission.queue import load_draft, score_draft

    store = open_store(args)
    assessment = score_draft(store, load_draft(store, args.id))
    out = assessment.to_dict(args.id)
    if args.json:
        emit_json(out)
        return 0
    print(f"{args.id}: {out['decision'].upper()}  {assessment.message}")
    for line in assessment.evidence:  # what the decision rests on
        print(f"  because: {line}")
    for name, factor in assessment.factors.items():
        print(f"  {name:<36} {factor.value:.2f}  {'; '.join(factor.evidence)}")
    return 0


def cmd_apply(args: argparse.Namespace) -> int:
    from memory_engine.admission.queue import apply_draft, list_drafts, score_draft

    if bool(args.id) == bool(args.all):
        raise StoreError("give a draft id or --all (not both); `memengine drafts list` shows ids")
    store = open_store(args)
    results: list[dict[str, Any]] = []
    skipped: list[dict[str, Any]] = []
    if args.id:
        results.append(apply_draft(store, args.id, force=args.force))
    else:
        for draft in list_drafts(store):
            assessment = score_draft(store, draft)
            passes = assessment.decision == "apply" or assessment.reason == "duplicate"
            if passes or (args.force and assessment.reason not in ("schema", "secret",
                                                                   "injection")):
                results.append(apply_draft(store, draft.id, force=args.force))
            else:
                skipped.append({"draft": draft.id, "reason": assessment.reason,
                                "message": assessment.message})
    if args.json:
        emit_json({"done": results, "skipped": skipped})
        return 0
    for r in results:
        print(f"{r['action']}: {r['draft']} -> {r['record']}  ({r['message']})")
    for s in skipped:
        print(f"kept in the queue: {s['draft']}  ({s['message']})")
    return 0


def cmd_reject(args: argparse.Namespace) -> int:
    from memory_engine.admission.queue import reject_draft

    result = reject_draft(open_store(args), args.id, reason=args.reason)
    if args.json:
        emit_json(result)
    else:
        print(f"rejected {result['draft']} ({result['reason']}); archived at {result['path']}")
    return 0


def cmd_add(args: argparse.Namespace) -> int:
    from memory_engine.admission.queue import load_draft, queue_candidate

    if args.text is not None:
        text = args.text
    elif str(args.file) == "-":
        text = sys.stdin.read()
    else:
        try:
            text = args.file.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise StoreError(f"cannot read {args.file}: {exc}; pass a UTF-8 text file") from exc
    if not text.strip():
        raise StoreError("the candidate is empty; pass some text with --text or --file")
    store = open_store(args)
    draft_id = queue_candidate(store, tier=args.tier, text=text, topic=args.topic,
                               source=args.source)
    draft = load_draft(store, draft_id)
    if args.json:
        emit_json({"id": draft_id, "path": str(draft.path), "tier": draft.tier,
                   "redacted": draft.redacted})
    else:
        print(draft_id)
        if draft.redacted:
            print(f"note: redacted {', '.join(draft.redacted)} before saving", file=sys.stderr)
    return 0


def cmd_process(args: argparse.Namespace) -> int:
    from memory_engine.admission.queue import process_pending

    result = process_pending(open_store(args))
    if args.json:
        emit_json(result)
        return 0
    print(f"applied {len(result['applied'])}, strengthened {len(result['strengthened'])}, "
          f"rejected {len(result['rejected'])}, held for review {len(result['held'])}, "
          f"errors {len(result['errors'])}, pending {result['pending']}")
    for verb, key in (("rejected", "rejected"), ("held", "held")):
        for r in result[key]:
            print(f"  {verb} {r['draft']} ({r['reason']}): {r['message']}")
            for line in r.get("evidence", []):
                print(f"    because: {line}")
    for e in result["errors"]:
        print(f"  error {e['draft']}: {e['error']}")
    return 1 if result["errors"] else 0
