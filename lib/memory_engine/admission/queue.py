"""The admission queue: every candidate memory lands in `_drafts/` before it can reach a tier.

A draft is a Markdown file `_drafts/<id>.md` whose frontmatter says what the candidate wants to
be (tier, topic, declared fields) and where it came from (source, provenance); the body is the
candidate text. Secrets are redacted before anything touches the disk. From there a draft is

- applied: written into its tier as a canonical record through `Store.write`, draft removed;
- strengthened: it restates an existing record, whose `observations` grows by one and whose
  `last_touched` moves to today; the draft is archived as a `duplicate`, marked
  `action: strengthened` (it is not a rejection);
- rejected: moved to `_drafts/_rejected/<id>.md` with its six scores, the reason category and
  the message (never deleted).

A draft reflexion queued names the episodic trace that announced it (provenance `episodic`);
each decision rewrites that trace's "awaits admission" line to say what became of it.

`process_pending` does this for every draft (at session end); the `memengine drafts` command
does it one by one. A lock on `_drafts/.lock` keeps two processes from handling the same draft.
"""

from __future__ import annotations

import datetime as dt
import os

from memory_engine import clock
from memory_engine.errors import StoreError
from memory_engine.plain import MISSING, Plain
from memory_engine.records import tiers as T
from memory_engine.records.safepath import UnsafePathError, check_id, new_id
from memory_engine.storage import storefs
from memory_engine.storage.atomic import locked

TYPE_CHECKING = False  # not `from typing`: its import costs the pre-write gate milliseconds
if TYPE_CHECKING:
    from collections.abc import Callable
    from pathlib import Path  # imported where a path is made: the pre-write gate does without
    from typing import Any

    from memory_engine.admission.candidate import Candidate
    from memory_engine.admission.scoring import AdmissionConfig, Assessment
    from memory_engine.config import StoreConfig
    from memory_engine.storage.store import Store

LOCK_NAME = ".lock"


class Draft(Plain):
    _FIELDS = ("id", "tier", "text", "topic", "source", "queued_at", "provenance", "fields",
               "redacted", "path")

    def __init__(self, id: str, tier: str, text: str, topic: str | None = None,
                 source: str = "agent", queued_at: dt.datetime | None = None,
                 provenance: dict[str, Any] = MISSING, fields: dict[str, Any] = MISSING,
                 redacted: list[str] = MISSING, path: Path | None = None) -> None:
        self.id = id
        self.tier = tier
        self.text = text
        self.topic = topic
        self.source = source
        self.queued_at = queued_at
        self.provenance = {} if provenance is MISSING else provenance
        self.fields = {} if fields is MISSING else fields
        self.redacted = [] if redacted is MISSING else redacted
        self.path = path

    def candidate(self) -> Candidate:
        from memory_engine.admission.candidate import Candidate

        return Candidate(tier=self.tier, text=self.text, topic=self.topic, source=self.source,
                         fields=dict(self.fields), provenance=dict(self.provenance),
                         queued_at=self.queued_at)

    def metadata(self) -> dict[str, Any]:
        return {"draft_id": self.id, "tier": self.tier, "topic": self.topic,
                "source": self.source,
                "queued_at": (self.queued_at or clock.local_now()).isoformat(timespec="seconds"),
                "provenance": self.provenance, "fields": self.fields, "redacted": self.redacted}

    def to_dict(self) -> dict[str, Any]:
        meta = self.metadata()
        meta.pop("draft_id")
        return {"id": self.id, **_plain(meta), "text": self.text,
                "path": str(self.path) if self.path else None}


class DraftError(StoreError):
    """A draft that does not exist or cannot be read; the message names the fix."""


# -- the queue ------------------------------------------------------------------------------
def _plain(value: Any) -> Any:
    """YAML/JSON-safe copy: dates become ISO strings, unknown objects their str()."""
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple | set):
        return [_plain(v) for v in value]
    if isinstance(value, dt.date | dt.datetime):
        return value.isoformat()
    if value is None or isinstance(value, str | int | float | bool):
        return value
    return str(value)


def _redact_strings(value: Any, kinds: list[str],
                    redact_one: Callable[[str], tuple[str, list[str]]]) -> Any:
    """`value` with every string in it, at any depth of dicts and lists, passed through
    `redact_one`; the kinds of what it took out are added to `kinds`."""
    if isinstance(value, str):
        clean, found = redact_one(value)
        kinds.extend(found)
        return clean
    if isinstance(value, dict):
        return {k: _redact_strings(v, kinds, redact_one) for k, v in value.items()}
    if isinstance(value, list):
        return [_redact_strings(v, kinds, redact_one) for v in value]
    return value


def _by_formats(text: str) -> tuple[str, list[str]]:
    """The redactor's reading: vendor formats, credential names and their values."""
    from memory_engine.screening.redaction import redact

    clean, found = redact(text)
    return clean, [f.kind for f in found]


def _by_drawn(text: str) -> tuple[str, list[str]]:
    """Every value drawn by a generator (screening.secret_drawn): a password after a label in
    a language the redactor's names do not cover."""
    from memory_engine.screening.secret_drawn import KIND, redact_drawn

    clean, found = redact_drawn(text)
    return clean, [KIND] * found


def split_frontmatter(text: str) -> tuple[dict[str, Any], str]:
    """A candidate that is a whole record file: (its frontmatter, its body)."""
    from memory_engine.admission.gate import split

    return split(text)


def queue_candidate(store: Store, *, tier: str, text: str, topic: str | None = None,
                    source: str = "agent", provenance: dict[str, Any] | None = None,
                    fields: dict[str, Any] | None = None) -> str:
    """Queue a candidate memory in `_drafts/` and return its draft id.

    `text` may be plain text or a whole record file (its frontmatter becomes declared fields;
    explicit `fields` win). Every string is redacted before the draft is written (atomically).
    """
    return queue_into(store.config, tier=tier, text=text, topic=topic, source=source,
                      provenance=provenance, fields=fields)


def queue_into(config: StoreConfig, *, tier: str, text: str, topic: str | None = None,
               source: str = "agent", provenance: dict[str, Any] | None = None,
               fields: dict[str, Any] | None = None) -> str:
    """`queue_candidate` given the store's config alone: queueing reads and writes files only,
    so the pre-write gate queues a write it holds back without opening the store's index (nor
    importing pathlib: the locations are strings here)."""
    try:
        tier = T.normalise_tier(tier)
    except ValueError as exc:
        raise StoreError(str(exc)) from exc
    declared, body = split_frontmatter(text)
    merged = {**{k: v for k, v in declared.items() if k != "tier"}, **(fields or {})}
    if declared.get("tier") not in (None, tier):
        merged["tier"] = declared["tier"]  # kept so the schema check reports the mismatch
    if topic is None and isinstance(merged.get("topic"), str):
        topic = merged["topic"]
    kinds: list[str] = []
    # as the draft file will hold it (see `write_draft`): the text redacted here is the text
    # screened there, read once
    body, merged, prov = _as_written(body), _plain(merged), _plain(provenance or {})
    # the redactor (its import alone is milliseconds) reads only what might hold a secret
    if storefs.might_hold_secret_in([body, topic, merged, prov]):
        body, topic, merged, prov = (_redact_strings(v, kinds, _by_formats)
                                     for v in (body, topic, merged, prov))
    # what is left: a drawn value no format or name of the redactor gave away
    body, topic, merged = (_redact_strings(v, kinds, _by_drawn) for v in (body, topic, merged))
    hint = topic or next((ln for ln in body.splitlines() if ln.strip()), "draft")
    draft = Draft(id=new_id(hint.lstrip("# ")[:60]), tier=tier, text=body, topic=topic,
                  source=source, queued_at=clock.local_now(), provenance=prov, fields=merged,
                  redacted=sorted(set(kinds)))
    _write_draft_file(config.root_str, config.drafts_dir_str, draft)
    return draft.id


def write_draft(store_root: Path, folder: Path, draft: Draft,
                extra: dict[str, Any] | None = None) -> Path:
    """Write `draft` as `folder/<id>.md` inside the store, every string screened (controls,
    secrets) field by field, through storefs (no symlinks, atomic)."""
    from pathlib import Path

    path = Path(_write_draft_file(os.fspath(store_root), os.fspath(folder), draft, extra))
    draft.path = path
    return path


def _write_draft_file(store_root: str, folder: str, draft: Draft,
                      extra: dict[str, Any] | None = None) -> str:
    """`write_draft` with the locations as strings; the path written."""
    from memory_engine.records import plainyaml

    check_id(draft.id)
    meta = _plain(draft.metadata())
    if extra:
        meta.update(_plain(extra))
    # `fileformat.dumps(meta, body)` is the frontmatter, a blank line and the body without its
    # trailing blanks; written as those two parts, the body (often long, and screened already
    # by `queue_candidate`) is read once more as it is, not again inside the whole file.
    # Plain metadata is written without the YAML stack (plainyaml: the same text).
    meta = storefs.screen_value(meta)
    head = plainyaml.dumps(meta, "")
    if head is None:
        from memory_engine.records import fileformat

        head = fileformat.dumps(meta, "")
    body = _as_written(draft.text)
    path = os.path.join(folder, f"{draft.id}.md")
    storefs.write_parts(store_root, path, [head + "\n\n", body] if body else [head + "\n"])
    return path


def _as_written(body: str) -> str:
    """A draft's body as its file ends it: without trailing blanks, one line break after."""
    body = body.rstrip()
    return body + "\n" if body else ""


MAX_DRAFT_BYTES = 512 * 1024


def read_draft(path: Path) -> Draft:
    """A queued draft. Its id is its file name, never what its frontmatter says: a committed
    draft could claim `draft_id: ../../CLAUDE` to make its archiving write or delete elsewhere."""
    import yaml

    from memory_engine.records import fileformat

    try:
        draft_id = check_id(path.stem)
    except UnsafePathError as exc:
        raise DraftError(f"{path}: {exc}") from exc
    try:
        if path.is_symlink() or path.stat().st_size > MAX_DRAFT_BYTES:
            raise DraftError(f"{path}: a symlink or larger than {MAX_DRAFT_BYTES} bytes; "
                             "drafts are short text files, remove it")
        metadata, content = fileformat.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, yaml.YAMLError, ValueError) as exc:
        raise DraftError(f"{path}: unreadable draft ({exc}); fix or remove the file") from exc
    meta: dict[str, Any] = metadata
    content = storefs.strip_controls(content)
    queued = meta.get("queued_at")
    queued_at = None
    if isinstance(queued, dt.datetime):
        queued_at = queued
    elif isinstance(queued, str):
        try:
            queued_at = dt.datetime.fromisoformat(queued)
        except ValueError:
            queued_at = None
    tier = str(meta.get("tier") or "")
    provenance = meta.get("provenance")
    declared = meta.get("fields")
    topic = meta.get("topic")
    return Draft(id=draft_id, tier=tier, text=content,
                 topic=topic if isinstance(topic, str) else None,
                 source=str(meta.get("source") or "agent"), queued_at=queued_at,
                 provenance=provenance if isinstance(provenance, dict) else {},
                 fields=declared if isinstance(declared, dict) else {},
                 redacted=[str(k) for k in meta.get("redacted") or []], path=path)


def pending_paths(store: Store) -> list[Path]:
    from pathlib import Path

    folder = store.config.drafts_dir
    try:
        entries = sorted(os.scandir(folder), key=lambda e: e.name)
    except FileNotFoundError:
        return []
    return [Path(e.path) for e in entries
            if e.name.endswith(".md") and not e.name.startswith(("_", ".")) and e.is_file()]


def list_drafts(store: Store) -> list[Draft]:
    drafts = []
    for path in pending_paths(store):
        try:
            drafts.append(read_draft(path))
        except DraftError:
            continue
    drafts.sort(key=lambda d: (d.queued_at or dt.datetime.min, d.id))
    return drafts


def load_draft(store: Store, draft_id: str) -> Draft:
    try:
        check_id(draft_id)
    except UnsafePathError as exc:
        raise DraftError(str(exc)) from exc
    path = store.config.drafts_dir / f"{draft_id}.md"
    if not path.is_file():
        raise DraftError(f"no pending draft {draft_id!r}; `memengine drafts list` shows them")
    return read_draft(path)


# -- decisions ------------------------------------------------------------------------------
def admission_config(store: Store) -> AdmissionConfig:
    from memory_engine.admission.gate import admission_config as config_of

    return config_of(store)


def score_draft(store: Store, draft: Draft, config: AdmissionConfig | None = None, *,
                today: dt.date | None = None, refresh: bool = True) -> Assessment:
    """Assess a draft through the admission gate (schema, secrets, injection, contradiction,
    duplicate, six factors)."""
    from memory_engine.admission.gate import Submission, admit
    from memory_engine.admission.scoring import PROMOTION

    # A draft file is untrusted input: it never speaks for the promotion pass, whose composed
    # patterns skip the memory reading of an injection (scoring.PROMOTION).
    source = "draft" if draft.source == PROMOTION else draft.source
    sub = Submission(topic=draft.topic, source=source, fields=dict(draft.fields),
                     provenance=dict(draft.provenance), queued_at=draft.queued_at,
                     redacted=list(draft.redacted))
    judged = judged_text(draft)
    # The record is written from the whole text: what is not judged is still screened.
    return admit(store, judged, target=draft.tier, submission=sub, config=config, today=today,
                 refresh=refresh, also_screened=draft.text if judged != draft.text else "")


def judged_text(draft: Draft) -> str:
    """What admission judges: the draft's `provenance.content` when its writer declared one
    (a part of the text), else its text. Reflexion's lessons and preferences share a frame
    ("When ..., do: ... Not: ...", "Seen <date>, session <id>"); judged with it, two lessons
    of different projects look alike and their dates read as conflicting values. The record is
    still written from the whole text."""
    content = draft.provenance.get("content")
    if isinstance(content, str) and content.strip() and content.strip() in draft.text:
        return content
    return draft.text


def _record_for(store: Store, draft: Draft, assessment: Assessment,
                today: dt.date | None) -> Any:
    from memory_engine.admission.build import build_record

    taken: set[str] = set()
    for wanted in (draft.fields.get("id"), draft.id):
        if isinstance(wanted, str) and store.index.id_taken(wanted) is not None:
            taken.add(wanted)
    confidence = max(0.3, min(0.95, assessment.factors["factual_confidence"].value))
    # The draft's id becomes the record's when free: `drafts add` printed it, and that is the
    # id the user will look for (`memengine show ID`) once the draft is applied.
    return build_record(draft.candidate(), today=today, confidence=confidence, taken=taken,
                        preferred_id=draft.id)


def strengthen(store: Store, record_id: str, draft: Draft, today: dt.date | None = None) -> None:
    """A restated record: one more observation, touched today, the new source remembered."""
    from memory_engine.records.types import Record

    day = today or clock.today()
    session = draft.provenance.get("session_id")
    origin = str(session) if session else draft.source

    def bump(record: Record) -> None:
        record.observations += 1
        record.last_touched = max(record.last_touched, day)
        if origin and origin not in record.source:
            record.source.append(origin)

    store.update(record_id, bump, op="strengthen", source=f"draft {draft.id}")


def _tell_trace(store: Store, draft: Draft, outcome: dict[str, str]) -> None:
    """Update the episodic trace that announced this draft as a candidate "awaiting admission"
    (its provenance names it) with what admission did. The decision is already on disk, so a
    trace that cannot be updated is logged, never allowed to undo or fail the decision."""
    trace = draft.provenance.get("episodic")
    if not isinstance(trace, str):
        return
    try:
        from memory_engine.reflexion.episodic import note_outcome

        note_outcome(store, trace, draft.id, outcome)
    except Exception as exc:
        from memory_engine.logs import write_log

        write_log(store.config.log_dir, "WARNING", f"draft {draft.id}: could not update its "
                  f"trace {trace} ({exc!r}); the trace still says it awaits admission", exc)


def _archive(store: Store, draft: Draft, assessment: Assessment, reason: str,
             note: str | None = None, strengthened: str | None = None) -> Path:
    """Move a draft to `_drafts/_rejected/` with its scores. `strengthened` ("tier/id"): the
    draft was not rejected but restated that record, which was strengthened instead; the
    archive says so (`action`), so counts of rejections leave it out."""
    extra = {"admission": {
        "rejected_at": clock.local_now().isoformat(timespec="seconds"),
        "action": "strengthened" if strengthened else "rejected",
        **({"record": strengthened} if strengthened else {}),
        "reason": reason, "message": assessment.message, "note": note,
        "total": round(assessment.total, 2),
        "factors": {n: f.value for n, f in assessment.factors.items()},
    }}
    path = write_draft(store.root, store.config.rejected_dir, draft, extra)
    # after the archive exists: nothing is ever lost
    storefs.remove(store.root, store.config.drafts_dir / f"{check_id(draft.id)}.md")
    _tell_trace(store, draft, {"action": "strengthened", "record": strengthened} if strengthened
                else {"action": "rejected", "reason": reason})
    return path


def _apply_locked(store: Store, draft: Draft, *, force: bool, config: AdmissionConfig | None,
                  today: dt.date | None, assessment: Assessment | None = None,
                  held_ok: bool = False) -> dict[str, Any]:
    assessment = assessment or score_draft(store, draft, config, today=today)
    result: dict[str, Any] = {"draft": draft.id, "total": round(assessment.total, 2),
                              "message": assessment.message}
    from memory_engine.admission.scoring import HARD_REASONS

    if assessment.reason in HARD_REASONS:
        raise StoreError(f"refusing to apply draft {draft.id}: {assessment.message}; "
                         f"`memengine drafts reject {draft.id}` archives it")
    if assessment.reason == "duplicate" and assessment.duplicate_of is not None and not force:
        strengthen(store, assessment.duplicate_of.id, draft, today)
        target = f"{assessment.duplicate_of.tier}/{assessment.duplicate_of.id}"
        _archive(store, draft, assessment, "duplicate", strengthened=target)
        return {**result, "action": "strengthened", "record": target}
    # A draft held for review is admitted by the person who asks for it (`drafts apply`); the
    # queue itself never applies one (process_pending leaves it pending).
    if assessment.decision != "apply" and not force and not (
            assessment.reason == "review" and held_ok):
        raise StoreError(f"draft {draft.id} does not pass admission ({assessment.message}); "
                         f"`memengine drafts apply {draft.id} --force` applies it anyway, "
                         f"`memengine drafts reject {draft.id}` archives it")
    record = _record_for(store, draft, assessment, today)
    path = store.write(record, create=True, op="apply", source=f"draft {draft.id}")
    storefs.remove(store.root, store.config.drafts_dir / f"{check_id(draft.id)}.md")
    _tell_trace(store, draft, {"action": "admitted", "record": f"{record.tier}/{record.id}"})
    return {**result, "action": "applied", "record": f"{record.tier}/{record.id}",
            "path": str(path)}


def apply_draft(store: Store, draft_id: str, *, force: bool = False,
                config: AdmissionConfig | None = None,
                today: dt.date | None = None) -> dict[str, Any]:
    """Apply one draft (a duplicate strengthens its original); `force` overrides a low score,
    never a secret, an injection or a schema error."""
    with locked(store.config.drafts_dir / LOCK_NAME):
        return _apply_locked(store, load_draft(store, draft_id), force=force, config=config,
                             today=today, held_ok=True)


def reject_draft(store: Store, draft_id: str, *, reason: str | None = None,
                 config: AdmissionConfig | None = None,
                 today: dt.date | None = None) -> dict[str, Any]:
    """Archive a draft in `_drafts/_rejected/` with its scores and a reason category.

    `reason` is a category (anecdote, contradiction, stale, duplicate, secret, injection, schema)
    or free text, kept as a note beside the category the scorer chose.
    """
    from memory_engine.admission.scoring import REASONS

    with locked(store.config.drafts_dir / LOCK_NAME):
        draft = load_draft(store, draft_id)
        assessment = score_draft(store, draft, config, today=today)
        category = reason if reason in REASONS else (assessment.reason or "anecdote")
        note = reason if reason and reason not in REASONS else None
        path = _archive(store, draft, assessment, category, note)
        return {"draft": draft.id, "action": "rejected", "reason": category, "note": note,
                "total": round(assessment.total, 2), "path": str(path)}


def process_pending(store: Store, *, today: dt.date | None = None) -> dict[str, Any]:
    """Score every pending draft and apply, strengthen or reject it (run at session end); a
    draft held for review stays pending."""
    config = admission_config(store)
    applied: list[dict[str, Any]] = []
    strengthened: list[dict[str, Any]] = []
    rejected: list[dict[str, Any]] = []
    held: list[dict[str, Any]] = []
    errors: list[dict[str, str]] = []
    with locked(store.config.drafts_dir / LOCK_NAME):
        # One freshness check for the batch: the batch's own writes go through the store, which
        # indexes them at once, and re-checking folders it just wrote would rescan them.
        store.index.refresh()
        for draft in list_drafts(store):
            try:
                assessment = score_draft(store, draft, config, today=today, refresh=False)
                if assessment.decision == "apply" or (assessment.reason == "duplicate" and
                                                      assessment.duplicate_of is not None):
                    done = _apply_locked(store, draft, force=False, config=config, today=today,
                                         assessment=assessment)
                    (applied if done["action"] == "applied" else strengthened).append(done)
                    continue
                reason = assessment.reason or "anecdote"
                if reason == "review":  # waits for the principal, with its evidence
                    held.append({"draft": draft.id, "reason": reason,
                                 "total": round(assessment.total, 2),
                                 "message": assessment.message,
                                 "evidence": list(assessment.evidence)})
                    continue
                _archive(store, draft, assessment, reason)
                rejected.append({"draft": draft.id, "reason": reason,
                                 "total": round(assessment.total, 2),
                                 "message": assessment.message,
                                 "evidence": list(assessment.evidence)})
            except Exception as exc:  # one bad draft must not stop the queue
                errors.append({"draft": draft.id, "error": f"{type(exc).__name__}: {exc}"})
    return {"applied": applied, "strengthened": strengthened, "rejected": rejected,
            "held": held, "errors": errors, "pending": len(pending_paths(store))}
