"""`_AUDIT-YYYY-MM-DD.md`: the audit as a document kept with the store (written through storefs),
and the shorter text the command prints."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from memory_engine.records import tiers as T

if TYPE_CHECKING:
    from pathlib import Path

    from memory_engine.storage.store import Store


def _size(n: int) -> str:
    for unit in ("B", "KB", "MB"):
        if n < 1024 or unit == "MB":
            return f"{n:.0f} {unit}" if unit == "B" else f"{n:.1f} {unit}"
        n = n / 1024  # type: ignore[assignment]
    return f"{n} B"


def _pct(value: float | None) -> str:
    return "-" if value is None else f"{value:.0%}"


def summary_lines(fig: dict[str, Any]) -> list[str]:
    lines = [f"Audit of {fig['root']} as of {fig['today']}: {fig['functional_tiers']} of 6 tiers "
             f"functional, maturity {fig['maturity']} ({fig['maturity_reason']})."]
    if fig["failure_classes"]:
        lines.append(f"{len(fig['failure_classes'])} failure(s):")
        for f in fig["failure_classes"]:
            lines.append(f"- {f['id']} [{f['tier']}]: {f['evidence']}\n  fix: {f['fix']}")
    else:
        lines.append("No failure class present.")
    r = fig["replay"]
    if r["journal_entries_dated_by_record"] or r["left_out_after_the_day"]:
        later = ", ".join(f"{n} {k.replace('_', ' ')}" for k, n in
                          sorted(r["left_out_after_the_day"].items()))
        lines.append(f"Dates: {r['journal_entries_dated_by_record']} journal entries dated by "
                     f"their record; left out as after {fig['today']}: {later or 'nothing'} "
                     f"({r['note']}).")
    return lines


def render(fig: dict[str, Any]) -> str:
    out = [f"# Memory audit {fig['today']}", "", *summary_lines(fig), "",
           f"Functional means: {fig['functional_definition']}.", "", "## Tiers", "",
           "| tier | files | size | compliance | stale >90 d | last write | last read | "
           "dangling / one-way links | flagged | functional |",
           "|---|---|---|---|---|---|---|---|---|---|"]
    for tier in T.TIERS:
        t = fig["tiers"][tier]
        c = t["connectivity"]
        stale = sum(n for label, n in t["staleness"].items()
                    if label in ("91-180", "181-365", ">365"))
        unit = fig["units"][tier]
        out.append(f"| {tier} | {t['files']} | {_size(t['bytes'])} | {_pct(t['compliance'])} | "
                   f"{stale} | {c['last_write'] or '-'} | {c['last_read'] or '-'} | "
                   f"{t['links_dangling']} / {t['links_one_way']} | "
                   f"{len(t['screened'])} injection, {len(t['secrets'])} secret | "
                   f"{'yes' if unit['functional'] else 'no: ' + '; '.join(unit['why_not'])} |")
    d = fig["drafts"]
    du = fig["units"]["_drafts"]
    out += ["", "## Admission queue (_drafts/)", "",
            f"In: {d['in']} · pending {d['pending']} · applied {d['applied']} · strengthened "
            f"{d['strengthened']} · rejected {d['rejected_total']} "
            f"({', '.join(f'{k} {v}' for k, v in sorted(d['rejected_by_reason'].items())) or '-'})"
            f" · rejection rate {_pct(d['rejection_rate'])} · functional: "
            f"{'yes' if du['functional'] else 'no: ' + '; '.join(du['why_not'])}", ""]
    h = fig["hooks"]
    out += ["## Hooks (settings as they are now)", "",
            "Installed: " + (", ".join(f"{name} ({', '.join(where)})" for name, where
                                     in h["installed"].items()) or "none")
            + " · missing: " + (", ".join(h["missing"]) or "none")
            + f" · pre-write gate: {'yes' if h['pre_write_gate'] else 'NO'}", ""]
    out += ["## Schema compliance", ""]
    for tier in T.TIERS:
        t = fig["tiers"][tier]
        if t["failing_fields"]:
            fields = ", ".join(f"`{k}` {v}" for k, v in sorted(t["failing_fields"].items()))
            out.append(f"- {tier}: {t['invalid']} of {t['files']} fail; fields: {fields}")
    if not any(fig["tiers"][t]["failing_fields"] for t in T.TIERS):
        out.append("- every file passes the schema")
    out += ["", "## Staleness (days since last_touched)", ""]
    labels = list(fig["tiers"][T.SEMANTIC]["staleness"])
    out.append("| tier | " + " | ".join(labels) + " |")
    out.append("|---|" + "---|" * len(labels))
    for tier in T.TIERS:
        hist = fig["tiers"][tier]["staleness"]
        out.append(f"| {tier} | " + " | ".join(str(hist.get(k, 0)) for k in labels) + " |")
    e = fig["episodic"]
    out += ["", "## Episodic ingestion", "",
            f"Traces on {e['trace_days']} day(s), last {e['last_trace'] or 'never'}; recent "
            f"traces: {e['kinds']['prescriptive']} prescriptive, {e['kinds']['descriptive']} "
            f"descriptive, {e['kinds']['empty']} without corrections; captured turns "
            f"{_pct(e['capture_rate'])}; the {e['latest']['traces']} newest (judged): "
            f"{e['latest']['kinds']['prescriptive']} prescriptive, "
            f"{e['latest']['kinds']['descriptive']} descriptive, captured turns "
            f"{_pct(e['latest']['capture_rate'])}; gaps with activity: "
            + (", ".join(f"{g['from']}..{g['to']} ({g['days']} d)" for g in e["gaps"]) or "none"),
            ""]
    p = fig["profile"]
    out += ["## Capability profile", ""]
    if not p["present"]:
        out.append(f"Absent ({p['path']}): the gate uses the honest c_p = 0.5.")
    else:
        out.append(f"{p['path']}: last updated {p['last_updated'] or 'never'}, age "
                   f"{p['age_hours'] if p['age_hours'] is not None else '?'} h, "
                   f"{p['updates']} update(s), {len(p['dimensions'])} dimension(s)"
                   f"{', FROZEN' if p['frozen'] else ''}.")
    out += ["", "## Environment predictions", ""]
    for bucket, o in fig["predictions"].items():
        total = o["hits"] + o["misses"]
        out.append(f"- {bucket}: {o['records']} record(s), hit rate "
                   f"{_pct(o['hits'] / total if total else None)} ({o['hits']}/{total})")
    flagged = [(t, x) for t in T.TIERS for x in fig["tiers"][t]["screened"]]
    secrets = [(t, x) for t in T.TIERS for x in fig["tiers"][t]["secrets"]]
    if flagged or secrets:
        out += ["", "## Records to review", ""]
        out += [f"- {t}/{x['id']}: injection-shaped text ({', '.join(x['kinds'])}); the cold "
                f"start quotes it with a warning — `memengine forget {x['id']}` if it is hostile"
                for t, x in flagged[:50]]
        out += [f"- {x['path']}: holds a secret ({', '.join(x['kinds'])}); `memengine forget "
                f"{x['id']} --purge --yes` and rotate the secret" for _t, x in secrets[:50]]
    extra = fig["stray_files"] + fig["dangling_links"]
    if extra:
        out += ["", "## Stray files and dangling links", "", *[f"- {x}" for x in extra[:50]]]
    return "\n".join(out) + "\n"


def write_report(store: Store, fig: dict[str, Any]) -> Path:
    from memory_engine.storage import storefs

    path = store.root / f"_AUDIT-{fig['today']}.md"
    storefs.write_text(store.root, path, render(fig))
    return path
