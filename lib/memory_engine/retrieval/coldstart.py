"""H1, the cold-start loader: a small, budgeted, tier-labelled slice of memory for a new session.

What goes in (SPEC section 6), each section with its own share of the byte budget (default 8 KB in
total), in this order:

1. the manifests' one-line summaries, one per tier;
2. active procedural rules, most violated and most severe first;
3. the top semantic patterns by recency x confidence (above the confidence threshold);
4. the principal's preferences for this project's domains;
5. environment predictions, with their hit rate;
6. the latest episodic traces.

A section that needs less than its share leaves the rest to the sections after it. The whole text,
header and fences included, never exceeds the budget: items are measured in UTF-8 bytes as they
are added, and an item that does not fit is left out whole (never cut mid-line).

Cheap by construction: reads only the derived index (no Markdown, no YAML), orders by indexed
columns with explicit tie-breaks (so the same store always gives the same bytes), and resolves the
user store's folder without importing platformdirs after the first run (the resolved folder is
remembered in the index, keyed by the environment that decides it).

The project's domains, used to pick preferences: `[project] domains = [...]` in
memory-engine.toml, plus the words of the project's largest pattern and rule topics.
"""

from __future__ import annotations

import os

from memory_engine import fastjson
from memory_engine.records import tiers as T
from memory_engine.retrieval import render as R

TYPE_CHECKING = False  # not `from typing`: importing typing costs milliseconds per hook run

if TYPE_CHECKING:
    import datetime as dt
    from typing import Any

    from memory_engine.config import StoreConfig
    from memory_engine.index import Index, Row

DEFAULT_BUDGET = 8192
MANIFEST = "manifest"
# Section -> share of the bytes left after the header. Unused bytes flow to later sections.
SHARES: dict[str, float] = {
    MANIFEST: 0.14, T.PROCEDURAL: 0.24, T.SEMANTIC: 0.22, T.PERSONALIZED: 0.14,
    T.ENVIRONMENT: 0.13, T.EPISODIC: 0.13,
}
HEADINGS: dict[str, str] = {
    MANIFEST: "## manifests: what each tier holds",
    T.PROCEDURAL: "## procedural: active rules, most violated and most severe first",
    T.SEMANTIC: "## semantic: top patterns by recency x confidence",
    T.PERSONALIZED: "## personalized: this principal's preferences for this project's domains",
    T.ENVIRONMENT: "## environment-dynamics: predictions, with their hit rate",
    T.EPISODIC: "## episodic: latest traces",
}
PER_SECTION = 20  # rows considered per section; more than an 8 KB budget shows
STALE_PROFILE_HOURS = 48
TOPIC_SAMPLE = 100  # largest pattern and rule topics whose words name the project's domains
UNIVERSAL_DOMAINS = ("general",)


def settings(config: StoreConfig) -> dict[str, Any]:
    section = config.raw.get("coldstart", {})
    return section if isinstance(section, dict) else {}


def project_domains(config: StoreConfig, index: Index) -> tuple[str, ...]:
    """Configured domains plus the words of the project's largest pattern and rule topics."""
    found: list[str] = []
    project = config.raw.get("project", {})
    if isinstance(project, dict) and isinstance(project.get("domains"), list):
        found.extend(str(d).strip().lower() for d in project["domains"] if str(d).strip())
    for tier in (T.SEMANTIC, T.PROCEDURAL):  # from the per-topic aggregates: O(topics)
        for topic in index.main_topics(tier, TOPIC_SAMPLE):
            found.append(topic)
            found.extend(part for part in topic.split("-") if len(part) > 2)
    return tuple(dict.fromkeys(found))


PREFERENCE_DOMAINS_KEY = "coldstart.preference-domains"


def _preferences(index: Index, config: StoreConfig) -> list[Row]:
    """The best preferences whose domain one of this project's words names (exact: the domains
    are listed by a skip scan, then each chosen domain's best are walked); with no match, the
    best preferences overall."""
    wanted = project_domains(config, index)
    stems: set[str] | None = None

    def relevant(domain: str) -> bool:
        nonlocal stems
        if domain in UNIVERSAL_DOMAINS or domain in wanted:
            return True
        from memory_engine.text import stem  # here: an empty store never needs the stemmer

        if stems is None:
            stems = {stem(w) for w in wanted}
        return any(stem(p) in stems for p in domain.split("-") if len(p) > 2)

    # Which domains this project's words name changes only when the words or the domains do:
    # the choice is remembered in the index, so a cold start rarely loads the stemmer.
    domains = index.domains(T.PERSONALIZED)
    signature = fastjson.dumps([sorted(wanted), domains])
    known = index.remembered(PREFERENCE_DOMAINS_KEY)
    remembered = fastjson.loads(known) if known else None
    if isinstance(remembered, list) and len(remembered) == 2 and remembered[0] == signature:
        chosen = [str(d) for d in remembered[1]]
    else:
        chosen = [d for d in domains if relevant(d)]
        index.remember(PREFERENCE_DOMAINS_KEY, fastjson.dumps([signature, chosen]))
    if chosen:
        rows = index.top_ranked(T.PERSONALIZED, PER_SECTION, domains=chosen, refresh=False)
        if rows:
            return rows
    return index.top_ranked(T.PERSONALIZED, PER_SECTION, refresh=False)


def section_rows(index: Index, section: str, config: StoreConfig, min_confidence: float
                 ) -> list[Row]:
    """A section's candidate rows, best first; every read walks an index (cost grows with
    PER_SECTION, not with the store) and re-checks the returned files against the disk."""
    if section == T.PROCEDURAL:
        return index.most_violated_rules(PER_SECTION, exclude_kind="skill", refresh=False)
    if section == T.PERSONALIZED:
        return _preferences(index, config)
    if section == T.SEMANTIC:
        return index.top_ranked(T.SEMANTIC, PER_SECTION, min_confidence=min_confidence,
                                refresh=False)
    return index.top_ranked(section, PER_SECTION, refresh=False)


def profile_warning(config: StoreConfig, now: dt.datetime | None = None) -> str:
    """A line flagging a capability profile not updated for 48 h (empty when fresh or absent)."""
    return profile_state(config, now)[0]


def profile_state(config: StoreConfig, now: dt.datetime | None = None
                  ) -> tuple[str, float | None]:
    """The profile's warning line, and the time (epoch seconds on memory-engine's clock) at
    which that line would change by time alone: when a fresh profile turns stale. None when
    only a change to the file can change it (absent, unreadable, already stale)."""
    path = config.profile_path_str
    try:
        with open(path, encoding="utf-8") as handle:
            data = fastjson.loads(handle.read())
    except FileNotFoundError:
        return "", None
    except (OSError, ValueError) as exc:
        return (f"Capability profile {os.path.basename(path)} is unreadable "
                f"({type(exc).__name__}); treat its figures as unknown.\n"), None
    import datetime as dt  # deferred: only needed where a profile exists

    from memory_engine import clock

    stamp = data.get("last_updated") if isinstance(data, dict) else None
    try:
        updated = dt.datetime.fromisoformat(str(stamp).replace("Z", "+00:00"))
    except ValueError:
        return (f"Capability profile {os.path.basename(path)} has no valid last_updated; treat "
                "it as stale "
                "(its confidence figures may be frozen).\n"), None
    if updated.tzinfo is None:
        updated = updated.astimezone()
    now = now or clock.now()
    turns_stale = updated + dt.timedelta(hours=STALE_PROFILE_HOURS)
    if now <= turns_stale:
        return "", turns_stale.timestamp()
    return (f"Capability profile is STALE: last updated {updated.date().isoformat()}, more than "
            f"{STALE_PROFILE_HOURS} h ago. Its per-dimension confidences are frozen and may "
            "overstate what currently works; weigh them down.\n"), None


class ColdStart:
    """The cold-start text and the ids of the records it shows (so recall will not repeat them)."""

    __slots__ = ("ids", "paths", "profile_valid_until", "text")

    def __init__(self, text: str, ids: list[str], paths: list[str] | None = None,
                 profile_valid_until: float | None = None) -> None:
        self.text = text
        self.ids = ids
        self.paths = paths or []  # the files of the records shown (what a kept text re-checks)
        self.profile_valid_until = profile_valid_until


def build(config: StoreConfig, index: Index, budget: int | None = None,
          now: dt.datetime | None = None) -> ColdStart:
    """The cold-start text, at most `budget` bytes (UTF-8); empty when there is nothing to say."""
    opts = settings(config)
    budget = int(budget if budget is not None else opts.get("budget", DEFAULT_BUDGET))
    min_confidence = float(opts.get("min_confidence", 0.5))
    config.prime_user_root(index)
    index.refresh()
    warning, valid_until = profile_state(config, now)

    # section -> [(record id or "", rendered text)], best first
    candidates: dict[str, list[tuple[str, str]]] = {}
    paths: dict[str, str] = {}  # record id -> its file
    tiers_seen: set[str] = set()
    from memory_engine.storage.manifest import summary_lines

    lines = summary_lines(index, refresh=False)
    candidates[MANIFEST] = [("", R.quoted(R.clean_text(lines[t], 400)))
                            for t in T.TIERS if t in lines]
    rows: dict[str, list[Row]] = {}
    for section in (T.PROCEDURAL, T.SEMANTIC, T.PERSONALIZED, T.ENVIRONMENT, T.EPISODIC):
        rows[section] = section_rows(index, section, config, min_confidence)
        candidates[section] = []
        if rows[section]:
            tiers_seen.add(section)

    title = "memory-engine: session-start memory (a budgeted slice; `memengine recall` for more)"
    overhead = R.block_overhead(title, T.TIERS, warning + R.ASK_BY_TYPE)
    available = budget - overhead
    if available <= 0 or not any(rows.values()):
        return ColdStart(warning if R.utf8_len(warning) <= budget else "", [],
                         profile_valid_until=valid_until)

    chosen: dict[str, list[tuple[str, str]]] = {s: [] for s in SHARES}
    used: dict[str, int] = dict.fromkeys(SHARES, 0)
    spent = 0

    def candidate(section: str, n: int) -> tuple[str, str] | None:
        # items are rendered only when the budget may still take them
        found = candidates[section]
        while len(found) <= n and section != MANIFEST and len(found) < len(rows[section]):
            row = rows[section][len(found)]
            paths[row.id] = row.path
            found.append((row.id, R.item_text(row, detail=200)))
        return found[n] if n < len(found) else None

    def take(section: str, limit: int) -> None:
        nonlocal spent
        while (item := candidate(section, len(chosen[section]))) is not None:
            cost = R.utf8_len(item[1]) + (0 if chosen[section] else
                                       R.utf8_len(HEADINGS[section]) + 1)
            if used[section] + cost > limit or spent + cost > available:
                break
            chosen[section].append(item)
            used[section] += cost
            spent += cost

    for section, share in SHARES.items():  # pass 1: each section within its own share
        take(section, int(available * share))
    for section in SHARES:  # pass 2: what is left, in section order
        take(section, used[section] + available - spent)

    def assemble() -> str:
        body = "".join(f"{HEADINGS[s]}\n" + "".join(t for _, t in chosen[s])
                       for s in SHARES if chosen[s])
        return R.block(title, body, tiers_seen or T.TIERS, warning + R.ASK_BY_TYPE)

    text = assemble()
    # The legend names only tiers shown, so the text is at most the planned size; check anyway.
    while R.utf8_len(text) > budget and any(chosen.values()):
        chosen[[s for s in SHARES if chosen[s]][-1]].pop()
        text = assemble()
    if R.utf8_len(text) > budget:
        return ColdStart("", [], profile_valid_until=valid_until)
    ids = [rid for s in SHARES for rid, _ in chosen[s] if rid]
    return ColdStart(text, ids, [paths[i] for i in ids], valid_until)


def render_and_keep(root: str, opened: tuple[StoreConfig, Index] | None = None) -> ColdStart:
    """Render the cold start from the index and keep it (the session-end worker calls this once
    a session's writes are done, so the next start finds the text ready). `opened`: the
    store's config and index, already open (left open), else they are opened here."""
    from memory_engine import coldcache

    if opened is not None:
        config, index = opened
    else:
        from memory_engine.config import StoreConfig
        from memory_engine.index import Index

        config = StoreConfig.load(root)
        index = Index(config)
    try:
        config.prime_user_root(index)
        # stats first: whatever changes while the text is rendered leaves the key stale
        snapshot = coldcache.Snapshot(root, config, [f for _, f in index.record_dirs()])
        result = build(config, index)
    finally:
        if opened is None:
            index.close()
    coldcache.save(root, snapshot, result.text, result.ids, result.paths,
                   result.profile_valid_until)
    return result
