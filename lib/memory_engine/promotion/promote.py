"""Promotion up the tiers: episodic -> semantic -> procedural (SPEC section 5).

episodic -> semantic: a cluster of corrections (see `evidence`) seen in RECUR sessions or more
becomes ONE semantic pattern. Its body says what to do, quotes what was said (with the trace of
each), and keeps a machine-readable ledger of its evidence; its links name every trace and
lesson of the cluster, and each of them links back. The next pass finds the pattern again by
that ledger and reinforces it as the cluster grows (observations = sessions, confidence from
`confidence_for`) instead of writing a second one. Its id is derived from its first traces, so
two clones promoting the same cluster write the same file.

semantic -> procedural: a semantic record with observations >= MIN_OBSERVATIONS and confidence
>= MIN_CONFIDENCE (0.89 is not enough) becomes a rule that links it, and it links the rule. A
record whose history holds a `promote` version naming a rule that still exists has been
promoted (links alone do not say it: the lessons a pattern was drawn from link it too).
"""

from __future__ import annotations

import hashlib
import json
import re
from collections import Counter
from typing import Any

from memory_engine import clock
from memory_engine.admission.gate import admission_config
from memory_engine.promotion import changes as C
from memory_engine.promotion.evidence import Cluster, body_of, ledger, ledger_line
from memory_engine.records import tiers as T
from memory_engine.records.safepath import new_id, slugify
from memory_engine.records.types import ProceduralRecord, Record, SemanticRecord
from memory_engine.storage.store import Store

RECUR = 3
MIN_OBSERVATIONS = 5
MIN_CONFIDENCE = 0.90
QUOTES = 12  # quotes shown in a pattern's body; the ledger counts them all
_QUOTE_LINE = re.compile(r'^- \d{4}-\d{2}-\d{2}: "(.*)"$', re.MULTILINE)


def confidence_for(sessions: int) -> float:
    """Belief in a pattern seen in `sessions` sessions: 0.83 at 3, 0.90 at 5, at most 0.97."""
    return round(min(0.97, 1.0 - 0.5 / max(1, sessions)), 2)


def pattern_id(cluster: Cluster) -> str:
    first = sorted(cluster.observations, key=lambda o: (o.day, o.ref, o.key))[:RECUR]
    anchor = ",".join(o.key for o in first)
    digest = hashlib.sha1(anchor.encode("utf-8")).hexdigest()[:8]
    return f"pattern-{slugify('-'.join(cluster.key_words(2)), 40)}-{digest}"


def _evidence(cluster: Cluster) -> dict[str, Any]:
    return {"from": T.EPISODIC, "sessions": len(cluster.sessions),
            "corrections": len(cluster.observations), "traces": cluster.traces,
            "lessons": cluster.lessons, "records": cluster.refs, "seen": cluster.keys,
            "key": cluster.key_words(3)}


def pattern_body(cluster: Cluster) -> str:
    words = cluster.key_words(3)
    said = Counter(o.do_instead for o in cluster.observations if o.do_instead)
    # the prescription most of its corrections share (ties: the first written)
    advice = said.most_common(1)[0][0] if said else "follow the principal's correction"
    # Counts and record ids stay out of the prose (the frontmatter and the ledger hold them):
    # two patterns must not look alike, nor "contradict" each other, by their numbers.
    lines = [f"# Recurring correction: {', '.join(words) or 'the same request'}", "",
             f"Do instead: {advice}.", "", "In the principal's words, session after session:"]
    seen: set[str] = set()
    for o in sorted(cluster.observations, key=lambda o: (o.day, o.ref)):
        if o.quote in seen or not o.quote:
            continue
        seen.add(o.quote)
        lines.append(f'- {o.day}: "{o.quote}"')
        if len(seen) >= QUOTES:
            break
    lines += ["", ledger_line(_evidence(cluster))]
    return "\n".join(lines) + "\n"


def existing_patterns(store: Store) -> dict[str, dict[str, Any]]:
    """Patterns promotion made: id -> their ledger (traces and lessons they stand for)."""
    found: dict[str, dict[str, Any]] = {}
    for row in store.index.list(tier=T.SEMANTIC):
        data = ledger(body_of(row.path))
        if data.get("from") == T.EPISODIC:
            found[row.id] = data
    return found


def _match(cluster: Cluster, patterns: dict[str, dict[str, Any]]) -> str | None:
    """The pattern standing on most of this cluster's observations, or on a lesson or
    preference of it (a trace alone proves nothing: one session's trace holds several
    corrections)."""
    seen = set(cluster.keys)
    made = {r for r in cluster.refs if not r.startswith(T.EPISODIC + "/")}
    best, overlap = None, 0
    for pid, data in sorted(patterns.items()):
        theirs = {str(r) for r in data.get("records") or [] if not str(r).startswith(
            T.EPISODIC + "/")}
        shared = 2 * len(seen & set(data.get("seen") or [])) + len(made & theirs)
        if shared > overlap:
            best, overlap = pid, shared
    return best


def _gate_ok(store: Store, record: Record, own: set[str]) -> tuple[bool, str, str | None]:
    """(admitted, message, same-as) for a new record: a duplicate of its own evidence, or a
    "contradiction" of it, is fine when the score passes; a duplicate of another record of its
    tier is that record."""
    verdict = C.gate_new(store, record, "promotion")
    if verdict.decision == "apply":
        return True, verdict.message, None
    passes = verdict.total >= admission_config(store).threshold
    found = verdict.contradiction
    if verdict.reason == "contradiction" and found is not None \
            and _shares_evidence(store, found.record_id, f"{found.tier}/{found.record_id}", own):
        # a complaint quoted in the pattern "contradicts" the lesson or preference drawn from
        # the same turns: the same observations, not a rival claim
        return passes, verdict.message, None
    dup = verdict.duplicate_of
    if verdict.reason == "duplicate" and dup is not None:
        if f"{dup.tier}/{dup.id}" in own:
            return passes, verdict.message, None
        if dup.tier == record.tier:
            return False, verdict.message, dup.id
    return False, verdict.message, None


def _shares_evidence(store: Store, record_id: str, ref: str, own: set[str]) -> bool:
    """Whether a record is part of this evidence, or links one of its traces."""
    if ref in own:
        return True
    row = store.index.get(record_id)
    links = {str(link) for link in (row.fields.get("links") or [])} if row else set()
    return any(link.startswith(T.EPISODIC + "/") for link in links & own)


def episodic_to_semantic(store: Store, clusters: list[Cluster], *, dry: bool,
                         deadline: float) -> list[C.Change]:
    import time

    out: list[C.Change] = []
    patterns = existing_patterns(store)
    used: set[str] = set()  # a pattern stands for one cluster per pass (the biggest, first)
    for cluster in clusters:
        if len(cluster.sessions) < RECUR:
            continue
        if time.monotonic() > deadline:
            break
        evidence = _evidence(cluster)
        refs = cluster.refs
        pid = _match(cluster, {k: v for k, v in patterns.items() if k not in used})
        if pid is None:
            record = _new_pattern(cluster)
            if store.index.id_taken(record.id) is not None:  # the same anchor, another cluster
                record.id = new_id(record.id[:60])
            ok, message, same = _gate_ok(store, record, set(refs))
            if same is not None:
                pid = same  # an equal pattern exists (written by hand, or by another clone)
            elif not ok:
                out.append(C.Change("held", refs, C.ref(record), evidence, note=message))
                continue
            else:
                change = C.Change("promote", refs, C.ref(record), evidence)
                used.add(record.id)
                if not dry:
                    C.create(store, record, "promote", _short(evidence))
                    patterns[record.id] = evidence
                    _link_back(store, refs, C.ref(record), evidence)
                    change.done = True
                out.append(change)
                continue
        used.add(pid)
        out.extend(_reinforce(store, pid, cluster, refs, evidence, dry=dry))
    return out


def _new_pattern(cluster: Cluster) -> SemanticRecord:
    day = clock.today()
    n = len(cluster.sessions)
    first = min((o.day for o in cluster.observations if o.day), default=day.isoformat())
    import datetime as dt

    try:
        created = min(dt.date.fromisoformat(first[:10]), day)
    except ValueError:
        created = day
    refs = cluster.refs
    return SemanticRecord(id=pattern_id(cluster), tier=T.SEMANTIC,
                          topic=slugify("-".join(cluster.key_words(2)), 40) or "correction",
                          confidence=confidence_for(n), observations=n, last_touched=day,
                          created=created, source=cluster.sessions[:50], links=refs,
                          body=pattern_body(cluster))


def _short(evidence: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in evidence.items() if k not in ("key", "seen")}


def _reinforce(store: Store, pid: str, cluster: Cluster, refs: list[str],
               evidence: dict[str, Any], *, dry: bool) -> list[C.Change]:
    """The cluster's pattern exists: bring its counts and links up to the evidence."""
    current = store.load(pid)
    n = len(cluster.sessions)
    new_links = [r for r in refs if r not in current.links]
    grows = n > current.observations
    if not grows and not new_links:
        return _link_back(store, refs, f"{T.SEMANTIC}/{pid}", evidence, dry=dry)
    counts = [current.observations, max(n, current.observations)]
    change = C.Change("reinforce", refs, f"{T.SEMANTIC}/{pid}",
                      {**evidence, "observations": counts})
    if dry:
        return [change]

    def apply(record: Record) -> None:
        record.observations = max(record.observations, n)
        record.confidence = max(record.confidence, confidence_for(n))
        record.last_touched = max(record.last_touched, clock.today())
        for r in refs:
            C.add_link(record, r)
        for s in cluster.sessions[:50]:
            if s not in record.source:
                record.source.append(s)
        before = ledger(record.body)
        if before.get("from") == T.EPISODIC and n >= int(str(before.get("sessions") or 0)):
            record.body = pattern_body(cluster)

    C.update(store, pid, apply, "reinforce", _short(evidence))
    _link_back(store, refs, f"{T.SEMANTIC}/{pid}", evidence)
    change.done = True
    return [change]


def _link_back(store: Store, refs: list[str], target: str, evidence: dict[str, Any], *,
               dry: bool = False) -> list[C.Change]:
    """Each evidence record links the pattern (two-way links, SPEC 5)."""
    out: list[C.Change] = []
    for r in refs:
        rid = r.split("/", 1)[1]
        row = store.index.get(rid)
        if row is None or target in (row.fields.get("links") or []):
            continue
        change = C.Change("link", [r], target, {"pattern": target})
        if not dry:
            C.update(store, rid, C.linker(target), "link",
                     {"to": target, "sessions": evidence.get("sessions")})
            change.done = True
        out.append(change)
    return out


def semantic_to_procedural(store: Store, *, dry: bool, deadline: float) -> list[C.Change]:
    import time

    out: list[C.Change] = []
    for row in store.index.list(tier=T.SEMANTIC):
        if row.observations < MIN_OBSERVATIONS or row.confidence < MIN_CONFIDENCE:
            continue
        if time.monotonic() > deadline:
            break
        if _promoted(store, row.id):
            continue
        semantic = store.load(row.id)
        rule = _rule_for(store, semantic)
        own = {f"{T.SEMANTIC}/{semantic.id}", *semantic.links}
        evidence = {"from": T.SEMANTIC, "observations": semantic.observations,
                    "confidence": semantic.confidence, "ids": [f"{T.SEMANTIC}/{semantic.id}"]}
        ok, message, same = _gate_ok(store, rule, own)
        if same is None and not ok:
            out.append(C.Change("held", [C.ref(semantic)], C.ref(rule), evidence, note=message))
            continue
        target = f"{T.PROCEDURAL}/{same}" if same else C.ref(rule)
        change = C.Change("promote", [C.ref(semantic)], target, evidence,
                          note=f"already a rule: {target}, linked" if same else "")
        if not dry:
            if same is None:
                C.create(store, rule, "promote", evidence)
            else:
                C.update(store, same, C.linker(C.ref(semantic)), "link", {"to": C.ref(semantic)})
            C.update(store, semantic.id, C.linker(target), "promote",
                     {**evidence, "to": target})
            change.done = True
        out.append(change)
    return out


def _promoted(store: Store, sid: str) -> bool:
    """Whether this semantic record was promoted and its rule is still there: its history
    holds a `promote` version naming the rule (`to`), and that rule exists."""
    for version in store.history(sid):
        if version.op != "promote":
            continue
        try:
            target = json.loads(version.source.split(" ", 1)[1]).get("to")
        except (IndexError, ValueError, AttributeError):
            continue
        if isinstance(target, str) and target.startswith(T.PROCEDURAL + "/") \
                and store.index.get(target.split("/", 1)[1]) is not None:
            return True
    return False


def _rule_for(store: Store, semantic: Record) -> ProceduralRecord:
    from memory_engine.admission.build import infer_trigger
    data = ledger(semantic.body)
    key = data.get("key")
    words = [str(w) for w in key] if isinstance(key, list) else []
    if data.get("from") == T.EPISODIC:
        advice = semantic.body.split("Do instead: ", 1)[-1].split("\n", 1)[0].rstrip(".")
        quotes = _QUOTE_LINE.findall(semantic.body)
        said = f'\n\nAs the principal put it: "{quotes[-1]}".' if quotes else ""
        body = (f"When {', '.join(words[:3]) or 'this'} comes up: {advice}.{said}\n\n"
                f"Promoted from `{T.SEMANTIC}/{semantic.id}`.\n")
        trigger = [" ".join(words[:2])] if words else infer_trigger(semantic.body)
    else:
        text = "\n".join(ln for ln in semantic.body.splitlines() if not ln.startswith("<!--"))
        body = f"{text.strip()}\n\nPromoted from `{T.SEMANTIC}/{semantic.id}`.\n"
        trigger = infer_trigger(semantic.body)
    rid = f"rule-{semantic.id}"[:120]
    if store.index.id_taken(rid) is not None:
        rid = new_id(f"rule-{semantic.id}"[:60])
    links = [f"{T.SEMANTIC}/{semantic.id}"] + [
        link for link in semantic.links if link.startswith(T.PROCEDURAL + "/")]
    return ProceduralRecord(id=rid, tier=T.PROCEDURAL, topic=semantic.topic,
                            confidence=semantic.confidence, observations=semantic.observations,
                            last_touched=clock.today(), created=clock.today(),
                            source=list(semantic.source)[:50], links=links, body=body,
                            kind="rule", trigger=trigger, severity="medium")
