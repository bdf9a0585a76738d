"""The weekly summary of violations per lesson (SPEC 11, the seed's weekly lesson promotion).

Reflexion's lesson audit counts each violation on the lesson itself (`violations.count`). Once a
week this job writes `_reports/violations-<ISO week>.md`: per rule and lesson, the violations of
the week, the total, its confidence (a demotion shows there) and what links
it. "This week" is the total minus the total the previous report recorded (its ledger line), so
the report needs no timestamps and a replayed month gives the same weeks. The reports are plain
files kept with the store (one per week, so two clones rarely write the same one).
"""

from __future__ import annotations

import json
import os
import re
import time
from pathlib import Path
from typing import Any

from memory_engine import clock
from memory_engine.records import tiers as T
from memory_engine.storage import storefs
from memory_engine.storage.store import Store

REPORTS_DIR = "_reports"
_TOTALS = re.compile(r"<!-- violations:totals (\{.*?\}) -->")


def week_of(day: Any) -> str:
    year, week, _ = day.isocalendar()
    return f"{year}-W{week:02d}"


def previous_totals(folder: Path, week: str) -> dict[str, int]:
    """The totals the latest report before `week` recorded, or {}."""
    try:
        names = sorted(n for n in os.listdir(folder)
                       if n.startswith("violations-") and n.endswith(".md")
                       and n[len("violations-"):-3] < week)
    except OSError:
        return {}
    if not names:
        return {}
    try:
        text = storefs.read_bytes(folder.parent, folder / names[-1], limit=1 << 20).decode()
    except (OSError, UnicodeDecodeError):
        return {}
    found = _TOTALS.search(text)
    try:
        data = json.loads(found.group(1)) if found else {}
    except ValueError:
        return {}
    totals = data.get("totals") if isinstance(data, dict) else None
    return {str(k): int(v) for k, v in totals.items()} if isinstance(totals, dict) else {}


def run(store: Store, budget: float) -> tuple[bool, dict[str, Any]]:
    started = time.monotonic()
    today = clock.today()
    week = week_of(today)
    folder = store.root / REPORTS_DIR
    before = previous_totals(folder, week)
    rows = [r for r in store.index.most_violated_rules(10_000)
            if int(r.fields.get("violations") or 0) > 0]
    totals = {r.id: int(r.fields.get("violations") or 0) for r in rows}
    lines = [f"# Violations per lesson, week {week} (written {today.isoformat()})", "",
             "How often each rule or lesson was violated: reflexion's lesson audit counts them; "
             "a rule violated again and again is demoted by the promotion pass.", "",
             "| rule or lesson | this week | total | confidence | traces linked |",
             "|---|---|---|---|---|"]
    for r in rows:
        total = totals[r.id]
        traces = sum(1 for link in r.fields.get("links") or []
                     if str(link).startswith(T.EPISODIC + "/"))
        lines.append(f"| `{T.PROCEDURAL}/{r.id}` | {total - before.get(r.id, 0)} | {total} | "
                     f"{r.confidence:.2f} | {traces} |")
    if not rows:
        lines.append("| (none) | 0 | 0 | - | - |")
    ledger = {"week": week, "totals": totals}
    lines += ["", f"<!-- violations:totals {json.dumps(ledger, sort_keys=True)} -->", ""]
    storefs.make_dirs(store.root, folder)
    storefs.write_text(store.root, folder / f"violations-{week}.md", "\n".join(lines))
    week_total = sum(max(0, t - before.get(k, 0)) for k, t in totals.items())
    return time.monotonic() - started <= budget, {"week": week, "lessons": len(rows),
                                                  "violations_this_week": week_total}
