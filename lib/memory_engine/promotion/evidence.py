"""The corrections memory holds, and which of them are the same thing said again.

An observation is one correction of one session: a sampled turn of an episodic trace (its quote,
the records admission made of it, the lessons it is said to violate), or a lesson or preference
reflexion drew from a turn (the quote it keeps, its sessions). Two observations are about the
same thing when

- one is the record the other's turn became (the trace says "admitted as" or "strengthened"), or
- their specific words, stemmed, are alike (`admission.similarity.similarity` >= SIMILAR and at
  least SHARED stems in common), or
- one says too little to compare (fewer than SHARED specific words: "remember what I said!")
  and the lesson audit counted it as a violation of one lesson (one only), which the other is
  or made. A turn with words of its own is judged on them: the audit's trigger match is broader
  than its meaning, and a vague turn said to violate two lessons would join unrelated ones.

Only the human's words count: the traces' and lessons' template wording ("What went wrong",
"Do instead", the family prescriptions) is the same in every one of them and would make every
correction look alike. The words are those `reflexion.lessons.news` keeps (four letters or more,
neither function words nor the vocabulary of complaint), stemmed in the quote's language.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import dataclass, field

from memory_engine import fastjson
from memory_engine.admission.features import STOPWORDS
from memory_engine.admission.similarity import similarity
from memory_engine.records import tiers as T
from memory_engine.reflexion.lessons import news
from memory_engine.storage.store import Store
from memory_engine.text import language, stem

SIMILAR = 0.4  # with SHARED: two specific stems in common and little else apart
SHARED = 2
MAX_TRACES = 2000  # the most recent traces read per pass: a pass stays bounded on any store
_TURN = re.compile(r'^- \*\*Turn (\d+)\*\* \(([^)]*)\): "(.*)"\s*$')
_DO = re.compile(r"^\s+- Do instead: (.*?)(?:\. The user said: .*)?\.?\s*$")
_ID = r"[A-Za-z0-9][A-Za-z0-9._-]{0,119}"
_VIOLATED = re.compile(rf"violated \[[^\]]*\]\([^)]*\) \(`procedural/({_ID})`\)")
_MADE = re.compile(rf"(?:admitted as|strengthened) `([a-z-]+/{_ID})`")
_SAID = re.compile(r'(?:The user said|Why): "(.*)"')
_PREFERENCE = re.compile(r"^Preference \([^)]*\): (.+)$", re.MULTILINE)
_QUOTED = re.compile(r'"([^"\n]{12,})"')
_LEDGER = re.compile(r"<!-- promotion:evidence (\{.*?\}) -->")


@dataclass
class Observation:
    ref: str                       # "episodic/<trace>" or "procedural/<lesson>"
    session: str
    day: str
    quote: str
    do_instead: str = ""
    violated: set[str] = field(default_factory=set)  # lesson ids the audit says it violates
    records: set[str] = field(default_factory=set)  # "tier/id" of what was made of it
    words: list[str] = field(default_factory=list)  # specific words, as written
    stems: list[str] = field(default_factory=list)

    @property
    def key(self) -> str:
        """This observation's identity in a pattern's ledger (a session's trace holds several
        corrections, so the trace alone does not say which one a pattern stands on)."""
        import hashlib

        return hashlib.sha1(f"{self.ref}|{self.quote}".encode()).hexdigest()[:12]

    @property
    def vague(self) -> bool:
        return len(set(self.stems)) < SHARED


@dataclass
class Cluster:
    observations: list[Observation]

    @property
    def sessions(self) -> list[str]:
        return sorted({o.session for o in self.observations if o.session})

    @property
    def traces(self) -> list[str]:
        return [r for r in self.refs if r.startswith(T.EPISODIC + "/")]

    @property
    def refs(self) -> list[str]:
        """Every record the cluster stands on: traces, lessons, preferences (traces first)."""
        found = {o.ref for o in self.observations} | {r for o in self.observations
                                                      for r in o.records}
        found |= {f"{T.PROCEDURAL}/{lesson}" for o in self.observations
                  if o.vague and len(o.violated) == 1 for lesson in o.violated}
        return sorted(found, key=lambda r: (not r.startswith(T.EPISODIC + "/"), r))

    @property
    def keys(self) -> list[str]:
        return sorted({o.key for o in self.observations})

    @property
    def lessons(self) -> list[str]:
        return [r.split("/", 1)[1] for r in self.refs if r.startswith(T.PROCEDURAL + "/")]

    def key_words(self, n: int = 3) -> list[str]:
        """The words most of its observations share (by stem), as first written."""
        counts: Counter[str] = Counter()
        spelled: dict[str, str] = {}
        for o in self.observations:
            for word, s in zip(o.words, o.stems, strict=True):
                spelled.setdefault(s, word)
            counts.update(set(o.stems))
        return [spelled[s] for s, _ in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:n]]


def body_of(path: str) -> str:
    """A record file's body (after the frontmatter), read without the YAML stack."""
    try:
        with open(path, encoding="utf-8", errors="replace") as handle:
            text = handle.read(1024 * 1024)
    except OSError:
        return ""
    if text.startswith("---"):
        end = text.find("\n---", 3)
        if end != -1:
            nl = text.find("\n", end + 4)
            return text[nl + 1:] if nl != -1 else ""
    return text


# Words that say when or how often, not what about: they join unrelated corrections.
_VAGUE_WORDS = """before after first last next while until since once twice later earlier
always never every maybe other another without within through during against between because"""
_VAGUE = frozenset(_VAGUE_WORDS.split())


def _words(quote: str) -> tuple[list[str], list[str]]:
    found = [w for w in news(quote, []) if w not in _VAGUE and w not in STOPWORDS]
    lang = language(quote)
    return found, [stem(w, lang) for w in found]


def from_trace(trace_id: str, day: str, sessions: list[str], body: str) -> list[Observation]:
    """The sampled corrections of one trace (each with the lessons its Rule line names)."""
    out: list[Observation] = []
    current: Observation | None = None
    session = sessions[0] if sessions else trace_id
    for line in body.splitlines():
        turn = _TURN.match(line)
        if turn:
            quote = turn.group(3)
            current = None
            if quote.startswith("["):  # our own label ("[in subagent ...]"): no human words
                quote = quote.split("]", 1)[-1].strip()
            words, stems = _words(quote)
            current = Observation(f"{T.EPISODIC}/{trace_id}", session, day, quote,
                                  words=words, stems=stems)
            out.append(current)
            continue
        if current is None:
            continue
        do = _DO.match(line)
        if do:
            current.do_instead = do.group(1).strip()
        elif line.strip().startswith("- Rule:"):
            current.violated.update(_VIOLATED.findall(line))
            current.records.update(_MADE.findall(line))
    return out


def quote_of(body: str) -> str | None:
    """The human's words a lesson or preference keeps: quoted after "The user said:" or "Why:",
    after "Preference (domain):", else the first long quoted span."""
    for pattern in (_SAID, _PREFERENCE, _QUOTED):
        found = pattern.search(body)
        if found:
            return found.group(1).strip()
    return None


def from_record(ref: str, day: str, sources: list[str], body: str) -> Observation | None:
    """A lesson's or preference's own observation (the correction or statement it came from)."""
    quote = quote_of(body)
    if not quote:
        return None
    words, stems = _words(quote)
    rid = ref.partition("/")[2]
    do = ""
    if "When this comes up again: " in body:
        do = body.split("When this comes up again: ", 1)[1].split(". The user said", 1)[0]
    return Observation(ref, sources[0] if sources else rid, day, quote,
                       do_instead=do.strip().rstrip("."), words=words, stems=stems)


def gather(store: Store) -> list[Observation]:
    """Every observation the store holds: the corrections the traces sample, and the lessons
    and preferences reflexion drew from them (one observation when they quote the same turn)."""
    found: list[Observation] = []
    traces = store.index.list(tier=T.EPISODIC)
    traces.sort(key=lambda r: (str(r.fields.get("date") or r.created), r.id), reverse=True)
    for row in traces[:MAX_TRACES]:
        sessions = [str(s) for s in _as_list(row.fields.get("source"))]
        found.extend(from_trace(row.id, str(row.fields.get("date") or row.created), sessions,
                                body_of(row.path)))
    quoted = {(o.session, o.quote): o for o in found}
    rows = [r for r in store.index.list(tier=T.PROCEDURAL)
            if str(r.fields.get("kind") or "rule") == "lesson"]
    rows += [r for r in store.index.list(tier=T.PERSONALIZED)
             if any(str(link).startswith(T.EPISODIC + "/")
                    for link in _as_list(r.fields.get("links")))]
    for row in rows:
        obs = from_record(f"{row.tier}/{row.id}", row.created,
                          [str(s) for s in _as_list(row.fields.get("source"))], body_of(row.path))
        if obs is None:
            continue
        # the trace of the session it came from (not those of later violations: the audit's
        # match is broader than the lesson's meaning)
        obs.records.update(str(link) for link in _as_list(row.fields.get("links"))
                           if str(link).startswith(T.EPISODIC + "/") and obs.session in str(link))
        same = quoted.get((obs.session, obs.quote))
        if same is not None:  # the turn the record was made from: one observation
            same.records.add(obs.ref)
        else:
            found.append(obs)
    return found


def _as_list(value: object) -> list[object]:
    if isinstance(value, str):
        try:
            value = json.loads(value)
        except ValueError:
            return [value]
    return list(value) if isinstance(value, list) else []


def cluster(observations: list[Observation]) -> list[Cluster]:
    """Observations grouped (union-find) by the records they are or made, and alike words;
    biggest first."""
    parent = list(range(len(observations)))

    def find(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    def join(a: int, b: int) -> None:
        ra, rb = find(a), find(b)
        if ra != rb:
            parent[max(ra, rb)] = min(ra, rb)

    by_ref: dict[str, int] = {}
    for i, o in enumerate(observations):
        keys = set(o.records) if o.ref.startswith(T.EPISODIC + "/") else {o.ref}
        if o.vague and len(o.violated) == 1:  # said too little, and about one lesson only
            keys |= {f"{T.PROCEDURAL}/{lesson}" for lesson in o.violated}
        for key in keys:
            if key in by_ref:
                join(i, by_ref[key])
            else:
                by_ref[key] = i
    by_stem: dict[str, list[int]] = {}
    for i, o in enumerate(observations):
        # only pairs sharing a stem are compared: the cost grows with overlaps, not n squared
        seen: set[int] = set()
        for s in set(o.stems):
            for j in by_stem.get(s, []):
                if j in seen:
                    continue
                seen.add(j)
                other = observations[j]
                if (len(set(o.stems) & set(other.stems)) >= SHARED
                        and similarity(o.stems, other.stems) >= SIMILAR):
                    join(i, j)
            by_stem.setdefault(s, []).append(i)
    groups: dict[int, list[Observation]] = {}
    for i, o in enumerate(observations):
        groups.setdefault(find(i), []).append(o)
    clusters = [Cluster(g) for g in groups.values()]
    clusters.sort(key=lambda c: (-len(c.sessions), c.observations[0].ref))
    return clusters


def ledger(body: str) -> dict[str, object]:
    """The evidence a pattern's body records (see `promote.pattern_body`), or {}."""
    found = _LEDGER.search(body)
    return fastjson.object_or_empty(found.group(1)) if found else {}


def ledger_line(data: dict[str, object]) -> str:
    return f"<!-- promotion:evidence {json.dumps(data, separators=(',', ':'), sort_keys=True)} -->"
