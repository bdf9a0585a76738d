"""The admission decision: hard checks, the weighted six-factor total, the reason.

Order of the checks, first match wins, each with its reject category:

    schema         the candidate cannot become a valid record (empty, bad tier fields)
    secret         it contained a credential (already redacted in the draft; memory never keeps
                   what a credential was about either)
    injection      it carries a prompt-injection pattern (quarantined, never applied)
    review         one strong sign of an attack, below the injection bar: it lifts a safeguard
                   ("no need to ask"), asks for secrecy, claims precedence over the principal,
                   speaks to the reading model or sets its instructions aside. An ordinary rule
                   rarely carries one (about 1 in 800 agent-rules bullets); a poisoned record
                   needs only one. So does a memory that names two anchor classes
                   (`hazard`), or holds a labelled aside (`hazard.aside`: "[[helper: ...]]",
                   one voice speaking to another inside the record), or asks one hostile
                   act of the agent however it is worded (`intent`: obey someone else, lift a
                   safeguard, send a secret out, keep something from the principal, copy
                   itself, hide text), or makes a claim no
                   record makes (`standing`: a rank over other text for itself, an issuer other
                   than the principal, the principal's word given another meaning). Held in
                   `_drafts/` for the principal (`memengine drafts apply ID` admits it), never
                   applied by the gate on its own. Such a claim together with a second one or
                   with any other sign above is an injection instead, with every sign as
                   evidence. Last, a candidate the gate would apply is held too when it leans
                   to an injection: by the screen's score (`REVIEW_SCORE`), or read as a
                   memory (`leaning`: the screen's signals, the hazard anchors one by one and
                   an injection wording model, weighed by a fit on the admission sets)
    contradiction  it flips the claim of a high-confidence record on the same subject, or gives
                   the same slot another value (`slots`); "stale" instead when that record was
                   touched well after the candidate was observed, retired the value, or the
                   candidate gives an earlier version than the record's or says an old value
                   persists ("still", "not ... yet"): an older state of the slot;
                   "anecdote" when the candidate hedges: a guess
    duplicate      it restates an existing record (which is strengthened instead)
    stale / anecdote   the total is below the threshold: "stale" when recency is the weak
                   point (< 0.5) and it is not a one-off event, "anecdote" otherwise (single,
                   hedged or one-off observations)

The total is `6 * sum(w_i * f_i) / sum(w_i)`, in [0, 6]. The threshold and the weights are
fitted on the labelled admission sets by benchmarks/fit_admission.py (reported there leave one
set out): what a candidate is (content_type_prior) and whether it will be of use again
(future_utility) weigh twice as much as the other four factors. Configurable in
`memory-engine.toml`:

    [admission]
    threshold = 3.95              # APPLY at or above
    duplicate_similarity = 0.6    # a neighbour this similar is the same record
    contradiction_confidence = 0.8
    subject_similarity = 0.5      # how alike two subjects must be to contradict
    [admission.weights]
    future_utility = 2.0          # ... one per factor; missing ones keep their default
"""

from __future__ import annotations

from memory_engine import clock, rxcache
from memory_engine.admission import hazard as agent_hazard
from memory_engine.admission import intent as hostile_intent
from memory_engine.admission import leaning as leaning_model
from memory_engine.admission import similarity as resemblance
from memory_engine.admission import standing, wording
from memory_engine.admission.candidate import SCORED_CHARS, Candidate
from memory_engine.admission.candidate import schema_issues as candidate_schema_issues
from memory_engine.admission.factors import (
    FACTORS,
    FUNCTIONS,
    Context,
    Factor,
    age_value,
    content_type,
    observed_on,
)
from memory_engine.admission.features import CHANGING, STILL, Features, content_tokens
from memory_engine.admission.similarity import Neighbour, neighbours, slot_neighbours
from memory_engine.clock import dt
from memory_engine.errors import ConfigError
from memory_engine.plain import MISSING, Plain
from memory_engine.records import frames
from memory_engine.records import tiers as T
from memory_engine.screening.injection import (
    SIGNALS,
    InjectionAssessment,
    InjectionFinding,
    assess_injection,
)
from memory_engine.screening.secretcheck import might_hold_secret

TYPE_CHECKING = False  # not `from typing`: its import costs a hook process milliseconds
if TYPE_CHECKING:
    from typing import Any

    from memory_engine.admission import contradiction as contra
    from memory_engine.index import Index

# The source the promotion pass submits its composed patterns under (promotion.promote).
PROMOTION = "promotion"

REASONS: tuple[str, ...] = ("anecdote", "contradiction", "stale", "duplicate", "secret",
                            "injection", "schema", "review")
# The reasons no force and no review can overrule: the candidate is never applied.
HARD_REASONS: tuple[str, ...] = ("schema", "secret", "injection")
# The signals of which one strong cue holds a candidate for review: each is about how the reader
# treats its instructions, its safeguards or its principal, which no project fact needs to say.
# ...and code that acts outside the machine: data sent out, data destroyed, a download piped
# into a shell. The screen leaves that signal unweighted (installation guides and API pages
# are full of it), but a memory that carries it is an order to run what the record does not
# show, whatever its tier says it is (a "prediction" that `curl ... | sudo bash` must run first).
REVIEW_SIGNALS = ("removes-safeguard", "asks-secrecy", "claims-authority",
                  "overrides-instructions", "addresses-model", "code-acts-outside")
REVIEW_STRENGTH = 0.7
# A candidate whose injection score (the screen's fitted probability) reaches this bar, below
# the screen's own, is held for review too: a memory is read by every later session, and an
# attack worded as nobody has listed still leans the score; fitted by fit_admission.py
# (`REVIEW_SCORE`: 0.15 to 0.3 score alike on the read sets, 0.15 is the first; above 1:
# never).
REVIEW_SCORE = 0.15
_SIGNAL_INDEX = {name: i for i, name in enumerate(SIGNALS)}
# a record reference as reflexion and the tools write one in `links`: `<tier>/<id>`
_RECORD_LINK = rxcache.compile(
    "(?:" + "|".join(rxcache.escape(t) for t in T.TIERS) + r")/[A-Za-z0-9][A-Za-z0-9._-]{0,120}")


# Fitted by benchmarks/fit_admission.py on the five read sets (see there).
DEFAULT_WEIGHTS: dict[str, float] = {**dict.fromkeys(FACTORS, 1.0), "future_utility": 2.0,
                                     "content_type_prior": 2.0}


class AdmissionConfig(Plain):
    _FIELDS = ("threshold", "duplicate_similarity", "contradiction_confidence",
               "subject_similarity", "weights")

    def __init__(self, threshold: float = 3.95, duplicate_similarity: float = 0.6,
                 contradiction_confidence: float = 0.8, subject_similarity: float = 0.5,
                 weights: dict[str, float] = MISSING) -> None:
        self.threshold = threshold
        self.duplicate_similarity = duplicate_similarity
        self.contradiction_confidence = contradiction_confidence
        self.subject_similarity = subject_similarity
        self.weights = dict(DEFAULT_WEIGHTS) if weights is MISSING else weights

    @classmethod
    def from_raw(cls, raw: dict[str, Any], where: str = "memory-engine.toml") -> AdmissionConfig:
        """Read the `[admission]` table of the store config; absent keys keep their default."""
        section = raw.get("admission", {})
        if not isinstance(section, dict):
            raise ConfigError(f"{where}: [admission] must be a table")
        cfg = cls()
        bounds = {"threshold": (0.0, 6.0), "duplicate_similarity": (0.0, 1.0),
                  "contradiction_confidence": (0.0, 1.0), "subject_similarity": (0.0, 1.0)}
        for name, (lo, hi) in bounds.items():
            if name not in section:
                continue
            value = section[name]
            if isinstance(value, bool) or not isinstance(value, int | float) \
                    or not lo <= value <= hi:
                raise ConfigError(f"{where}: [admission] {name} = {value!r} must be a number "
                                  f"in [{lo:g}, {hi:g}]; fix it or delete the line")
            setattr(cfg, name, float(value))
        weights = section.get("weights", {})
        if not isinstance(weights, dict):
            raise ConfigError(f"{where}: [admission.weights] must be a table of factor = number")
        for name, value in weights.items():
            if name not in FACTORS:
                raise ConfigError(f"{where}: [admission.weights] {name!r} is not a factor; use "
                                  f"one of {', '.join(FACTORS)}")
            if isinstance(value, bool) or not isinstance(value, int | float) or value < 0:
                raise ConfigError(f"{where}: [admission.weights] {name} = {value!r} must be a "
                                  "number >= 0")
            cfg.weights[name] = float(value)
        if sum(cfg.weights.values()) <= 0:
            raise ConfigError(f"{where}: [admission.weights] are all 0; give at least one "
                              "factor a positive weight")
        return cfg


class Assessment(Plain):
    _FIELDS = ("total", "factors", "decision", "reason", "message", "duplicate_of",
               "contradiction", "secrets", "injection", "schema_issues", "evidence")

    def __init__(self, total: float, factors: dict[str, Factor], decision: str,
                 reason: str | None, message: str, duplicate_of: Neighbour | None = None,
                 contradiction: contra.Contradiction | None = None,
                 secrets: list[str] = MISSING, injection: list[InjectionFinding] = MISSING,
                 schema_issues: list[str] = MISSING, evidence: list[str] = MISSING) -> None:
        self.total = total
        self.factors = factors
        self.decision = decision  # "apply" | "reject"
        self.reason = reason      # one of REASONS when rejected
        self.message = message    # one line the agent or the user can act on
        self.duplicate_of = duplicate_of
        self.contradiction = contradiction
        self.secrets = [] if secrets is MISSING else secrets
        self.injection = [] if injection is MISSING else injection
        self.schema_issues = [] if schema_issues is MISSING else schema_issues
        # What made the decision: the record, words, identifiers or values behind its reason.
        self.evidence = [] if evidence is MISSING else evidence

    def to_dict(self, draft_id: str) -> dict[str, Any]:
        """The stable machine-readable shape (`memengine drafts score ID --json`)."""
        return {
            "id": draft_id,
            "total": round(self.total, 2),
            "factors": {name: f.value for name, f in self.factors.items()},
            "decision": self.decision,
            "reason": self.reason,
            "message": self.message,
            "evidence": {name: f.evidence for name, f in self.factors.items()},
            "duplicate_of": (f"{self.duplicate_of.tier}/{self.duplicate_of.id}"
                             if self.duplicate_of else None),
            "contradicts": (f"{self.contradiction.tier}/{self.contradiction.record_id}"
                            if self.contradiction else None),
            "secrets": self.secrets,
            "injection": [{"kind": i.kind, "quote": i.quote} for i in self.injection],
            "schema_issues": self.schema_issues,
            "decision_evidence": self.evidence,
        }


LATER_DAYS = 30   # a record touched this much after an observation postdates it


def _later(c: Candidate, other: Neighbour) -> bool:
    """`other` was touched well after the candidate's observation was made."""
    observed = observed_on(c)
    if observed is None:
        return False
    try:
        touched = dt.date.fromisoformat(other.last_touched[:10])
    except ValueError:
        return False
    return (touched - observed).days > LATER_DAYS


def _superseded(c: Candidate, near: list[Neighbour]) -> Neighbour | None:
    """A record on the same subject touched well after this (old) observation was made."""
    return next((other for other in near if other.similarity >= 0.45 and _later(c, other)),
                None)


_USES = frozenset({T.PROCEDURAL, T.PERSONALIZED})
# A lesson and a preference resembling each other at this similarity or more are one fact filed
# under two tiers (the principal's "never force-push main" noted once as a rule, once as a
# wish): from here on, the other use's record is a rival for the duplicate checks too
# (fitted by benchmarks/fit_admission.py --structure --only CROSS_USE_SIMILARITY; 99: never).
# Left one set out, every fold chooses 0.3, the lowest value tried; no set does worse.
CROSS_USE_SIMILARITY = 0.3


def _stated_by_principal(c: Candidate) -> bool:
    """A preference reflexion drew from the principal's own statement: its provenance (which
    only the engine writes) quotes words the record states."""
    if c.tier != T.PERSONALIZED or c.source != "reflexion":
        return False
    said = frames.said_by_principal({"quote": c.provenance.get("quote")})
    return any(part in c.text for part in said)


def _other_use(tier: str, other: str) -> bool:
    """A preference beside a lesson (or a lesson beside a preference): two tiers, two uses."""
    return tier != other and {tier, other} == _USES


def _same_turn(index: Index, candidate: Candidate, other: Neighbour) -> bool:
    """Whether `other` was drawn from the turn `candidate` was: both cite the same episodic
    trace. A correction that says how the person wants things teaches a lesson and proposes a
    preference beside it on purpose (SPEC 6), two readings of one turn, not one fact filed
    twice."""
    trace = candidate.provenance.get("episodic")
    return bool(trace) and trace in index.links_of(other.tier, other.id)


def assess(index: Index, candidate: Candidate, config: AdmissionConfig | None = None, *,
           today: dt.date | None = None, schema_issues: list[str] | None = None,
           redacted: list[str] | None = None, exclude_path: str | None = None,
           exclude_id: str | None = None, refresh: bool = True,
           also_screened: str = "") -> Assessment:
    """Score `candidate` against the store behind `index` and decide; changes nothing.

    `also_screened` is text the record will keep beyond what is scored (the rest of a draft
    whose writer declared the part to judge): screened for secrets and injection like the
    candidate's own, never scored."""
    cfg = config or AdmissionConfig()
    whole = candidate.full_text()
    # What the candidate says is judged on its first SCORED_CHARS characters: the wording, the
    # neighbours, the slots and the contradiction checks cost a few microseconds a character,
    # and a record may be a megabyte (a planted 300 KB one held the gate past its timeout).
    # Everything the record keeps is screened whole below.
    text = whole[:SCORED_CHARS]
    # how it is worded (a rule, a one-off event, a guess) is read off the lesson, not the quote
    features = Features.of(frames.without_quote(text))
    # what the fitted wording models read where the word lists are silent (`wording`)
    lexical = wording.logits(text, index.config.log_dir_str)
    if not features.hedges and wording.reads(lexical, "hedged"):
        features = features._replace(
            hedges=[f"worded as a guess (log-odds {lexical['hedged']:.1f})"])
    if not features.anecdote and wording.reads(lexical, "anecdote"):
        features = features._replace(
            anecdote=[f"worded as a one-off event (log-odds {lexical['anecdote']:.1f})"])
    if _stated_by_principal(candidate):
        # reflexion filed these words as a preference because they state a standing wish
        # (`preferences.is_stated`): an example date ("2026-04-02"), "even when it could
        # infer it", "if a change is going to touch 3 files" or the task asked right after
        # it ("now write the ...") makes the wish neither a one-off event, a guess, a plan
        # nor a passing state
        features = features._replace(anecdote=[], hedges=[], plan=[], transient=[])
    near = neighbours(index, text, k=8, exclude_path=exclude_path, exclude_id=exclude_id,
                      refresh=refresh)
    # The episodic trace a candidate was drawn from is its evidence, not a rival record.
    source = candidate.provenance.get("episodic")
    near = [n for n in near if f"{n.tier}/{n.id}" != source]
    # A trace says what happened, not what is true or what to do: a rule or a fact can
    # neither contradict nor duplicate it (episodic -> procedural is promotion, SPEC 5).
    claims = near if candidate.tier == T.EPISODIC else [n for n in near if n.tier != T.EPISODIC]
    # The records that hold a slot the candidate gives a value (the other package managers, the
    # thing it names a version of) are rivals too, however little else the texts share.
    seen = {(n.tier, n.id) for n in near}
    claims = claims + [n for n in slot_neighbours(index, text, exclude_path=exclude_path,
                                                  exclude_id=exclude_id)
                       if (n.tier, n.id) not in seen and f"{n.tier}/{n.id}" != source
                       and (candidate.tier == T.EPISODIC or n.tier != T.EPISODIC)]
    # Contradiction, duplicate and slot checks compare the candidate with its rivals: with
    # none (a new subject, a new store) their modules are not even imported.
    found = None
    if claims:
        from memory_engine.admission import contradiction as contra
        from memory_engine.admission import slots

        found = contra.check(text, claims, min_confidence=cfg.contradiction_confidence,
                             subject_similarity=cfg.subject_similarity)
    if found is None and claims and claims[0].similarity >= cfg.duplicate_similarity:
        # A close restatement with the act negated ("never" where the record says "always")
        # is never a duplicate, however unsure the record: strengthening it would confirm the
        # opposite of what the candidate says.
        how = contra.opposed(text, claims[0].text)
        if how is not None:
            top = claims[0]
            found = contra.Contradiction(top.id, top.tier, top.confidence, "polarity", how)
    # A claim that disagrees with a record touched well after the claim was observed is not a
    # rival of that record but an older state of the same slot: stale, not a contradiction.
    rival = None if found is None else next(
        (n for n in claims if n.id == found.record_id and n.tier == found.tier), None)
    outdated = rival if rival is not None and _later(candidate, rival) else None
    # A later record that gives one of the claim's slots another value supersedes it however
    # sure that record is: what changed is the world, not the confidence of who noted it.
    changed = None if found is not None else next(
        (n for n in claims if _later(candidate, n) and slots.conflict(text, n.text)), None)
    # novelty too is judged among records of the same use (see `_other_use`)
    ctx = Context(features=features, neighbours=[n for n in near
                                                 if not _other_use(candidate.tier, n.tier)],
                  today=today or clock.today(),
                  contradiction=found,
                  superseded_by=outdated or changed or _superseded(candidate, near))
    factors = {name: FUNCTIONS[name](candidate, ctx) for name in FACTORS}
    weight_sum = sum(cfg.weights.values())
    total = 6.0 * sum(cfg.weights[n] * factors[n].value for n in FACTORS) / weight_sum

    # every string the record would keep is screened: body, topic and every field, nested too;
    # each field's string on its own, as the record keeps it: a list of identifiers (a
    # trigger's `lib/state`, then `recipe_card.dart`) is not one sentence
    scanned = "\n".join([whole, also_screened, _topic(candidate),
                         _items(_strings(candidate.fields))])
    secrets = sorted(set(redacted or []) | _secret_kinds(scanned))
    screened = assess_injection(scanned)
    injections = list(screened.evidence) if screened.flagged else []
    # What needs a person's word is what the record itself would ask: the principal's own
    # words it quotes and the agent's action it forbids are read for attacks above, not held
    # for the review they would give (`frames.said_by_principal`).
    own = frames.without_said(scanned, candidate.provenance)
    reviewed = screened if own == scanned or screened.flagged else assess_injection(own)
    held = [] if screened.flagged else [
        f for f in reviewed.evidence if f.kind in REVIEW_SIGNALS
        and reviewed.features[_SIGNAL_INDEX[f.kind]] >= REVIEW_STRENGTH]
    # what the candidate would make the agent handle, whatever language it speaks
    # a link to another record (`episodic/2026-03-04-...`) names a tier directory by
    # construction: it is the record's own bookkeeping, not a thing the agent would handle
    handled = frames.without_said("\n".join([
        whole, also_screened, _topic(candidate), _items([*_strings(
            {k: v for k, v in candidate.fields.items() if k != "links"}),
            *(link for link in _strings(candidate.fields.get("links"))
              if not _RECORD_LINK.fullmatch(link))])]), candidate.provenance)
    if not screened.flagged:
        if not held:
            held = [InjectionFinding(f"joins-{name}", quote)
                    for name, quote in agent_hazard.hazard(handled)]
        if not held and (set_aside := agent_hazard.aside(handled)) is not None:
            # a part set apart and opened by a label: one voice speaking to another inside
            # the record, the shape of a role tag planted in a fact in whatever language
            held = [InjectionFinding("sets-aside", set_aside)]
        if not held:
            # what it would make the agent do against its principal, however it is worded
            held = [InjectionFinding(f"hostile-{act}", quote)
                    for act, quote in hostile_intent.acts(handled)]
        # what it claims about itself and about who speaks in it (`standing`): no record
        # claims a rank, an issuer other than the principal or a new meaning for the
        # principal's word. With any other sign of an attack it is one; alone, it is held.
        claimed = [InjectionFinding(f"claims-{kind}", quote)
                   for kind, quote in standing.claims(handled)]
        if claimed and (held or len(claimed) > 1):
            injections = claimed + held
            held = []
        else:
            held += claimed
    # the least specific sign: it holds a candidate only when no other reason rejects it
    leaning = [] if injections or held or reviewed.score < REVIEW_SCORE else [
        InjectionFinding(f"leans-injection-{reviewed.score:.2f}",
                         reviewed.evidence[0].quote if reviewed.evidence else own[:120])]
    # ... or read as a memory's signs (`leaning`), when nothing above decided
    # A promotion (source "promotion") is composed by the engine from records each of which
    # passed this reading; the model, fitted on memories people wrote, reads the engine's own
    # pattern wording ("when ..., the agent ...") as orders, and held every promoted pattern.
    undecided = (not (injections or held or leaning) and candidate.source != PROMOTION
                 and leaning_model.model() is not None)
    leans = None
    if undecided or leaning_model.RECORD is not None:
        # the wording model reads what the record says of its own, as the screen above does:
        # the principal's quoted rule ("never run it against prod, secrets go through ...")
        # is worded as an order because it is one, given by the person whose word a review
        # would ask for; nor the frame reflexion writes around it, the same in every record
        # of its kind but for a date and a session id
        # (with nothing left of its own, there is no wording to read)
        its_own = frames.without_frame(frames.without_said(text, candidate.provenance))
        worded = leaning_model.wording_logit(
            leaning_model.parts(its_own, candidate.tier, candidate.fields),
            index.config.log_dir_str) if any(c.isalnum() for c in its_own) else None
        as_memory = leaning_model.features(reviewed.features, handled, worded)
        if leaning_model.RECORD is not None:
            leaning_model.RECORD.append(as_memory)
        leans = leaning_model.leans(as_memory) if undecided else None
    if leans is not None:
        leaning = [InjectionFinding(f"leans-injection-as-memory-{leans:.2f}",
                                    _strongest_quote(reviewed, handled))]
    issues = candidate_schema_issues(candidate, schema_issues)
    # A preference and a lesson on the same subject are not the same record: one says how
    # this person wants things, the other what to do in the project (SPEC 2), and they are
    # read at different times. Neither is a duplicate of the other, unless the two say the
    # same thing (`CROSS_USE_SIMILARITY`): then it is one fact filed under two tiers, unless
    # both were drawn from one turn.
    alike = [n for n in claims if not _other_use(candidate.tier, n.tier)
             or (n.similarity >= CROSS_USE_SIMILARITY and not _same_turn(index, candidate, n))]
    # A close restatement that picks another alternative or value is a changed claim, not a
    # duplicate: strengthening the record would confirm the value the candidate denies.
    duplicate = (alike[0] if alike and alike[0].similarity >= cfg.duplicate_similarity
                 and contra.differs(text, alike[0].text, any_new_value=True) is None
                 else None)
    # A restatement in other words or another language gives the record's slots the record's
    # values (French and short, cursor and not offset): a duplicate, though few words are shared.
    agreed: list[str] = []
    if duplicate is None and found is None:
        for n in alike:
            if n.similarity < slots.AGREE_SIMILARITY or \
                    contra.differs(text, n.text, any_new_value=True) is not None or \
                    slots.conflict(text, n.text) is not None:
                continue
            agreed = slots.agreement(text, n.text)
            if len(agreed) >= slots.AGREE_VALUES:
                duplicate = n
                break
            agreed = []
    # ... or it keeps every number and identifier of the record it resembles (a translation
    # keeps `/var/lib/app`, `offset/limit`, "100" and the Latin-script names in a Russian or
    # Chinese sentence), with no other value and no negated act.
    if duplicate is None and found is None:
        duplicate = next((n for n in alike if n.similarity >= resemblance.ANCHOR_SIMILARITY
                          and resemblance.anchored(text, n.text)
                          and contra.differs(text, n.text, any_new_value=True) is None
                          and slots.conflict(text, n.text) is None
                          and contra.opposed(text, n.text) is None), None)
    # ... or it resembles one record far more than anything else the store holds.
    if duplicate is None and found is None and alike:
        duplicate = _lone(text, alike, claims)

    score = f"score {total:.1f}/6"
    reason: str | None = None
    if issues:
        reason, message = "schema", f"{score}: not a valid record ({issues[0]})"
    elif secrets:
        reason = "secret"
        message = (f"{score}: contained a credential ({', '.join(secrets)}); memory never "
                   "stores secrets: keep the lesson without the value")
    elif injections:
        reason = "injection"
        message = (f"{score}: looks like a prompt injection ({injections[0].kind}: "
                   f"\"{injections[0].quote}\"); quarantined")
    elif held:
        reason, message = "review", _held_message(score, held[0])
    elif found is not None and outdated is not None:
        reason = "stale"
        message = (f"{score}: outdated by {found.tier}/{found.record_id}, touched "
                   f"{outdated.last_touched[:10]} after this was observed ({found.how}: "
                   f"{found.detail}); if it is still true, say so with today's evidence")
    elif found is not None and (found.how in ("retired", "older") or (
            found.how in ("value", "choice") and STILL.search(text) is not None)):
        # the record says the value the candidate states was replaced or dropped, the
        # candidate gives an earlier version than the record's, or it says an old value
        # persists where the record gives another: the claim is an older state of the slot,
        # whenever it was observed
        reason = "stale"
        message = (f"{score}: outdated by {found.tier}/{found.record_id} ({found.how}: "
                   f"{found.detail}); if it is true again, update that record first")
    elif found is not None and features.hedges:
        # a guess that disputes a confident record is still a guess: hedged, an anecdote
        reason = "anecdote"
        message = (f"{score}: a guess ({', '.join(features.hedges[:2])}) that disputes "
                   f"{found.tier}/{found.record_id} ({found.how}: {found.detail}); check it "
                   "before it is remembered")
    elif found is not None:
        reason = "contradiction"
        message = (f"{score}: contradicts {found.tier}/{found.record_id} (confidence "
                   f"{found.confidence:.2f}; {found.how}: {found.detail}); if the world changed, "
                   "update or forget that record first")
    elif duplicate is not None:
        reason = "duplicate"
        message = (f"{score}: duplicate of {duplicate.tier}/{duplicate.id} (similarity "
                   f"{duplicate.similarity:.2f}); that record is strengthened instead")
    elif total < cfg.threshold:
        weak = sorted((f.value, f.weakness) for f in factors.values() if f.value < 0.5)
        phrases = list(dict.fromkeys(w for _, w in weak if w))[:3]
        # A one-off event is an anecdote even when its time anchor ("today") lowered recency.
        kind = content_type(candidate, features)
        # ...unless it is old news about a state that drifts ("the latest release is v2.3.1,
        # tagged this morning", observed a year ago): then what is wrong with it is its age.
        drifted = (age_value(candidate, kind, ctx.today)[0] < 0.5
                   and CHANGING.search(text) is not None)
        reason = ("stale" if factors["temporal_recency"].value < 0.5
                  and (kind != "anecdote" or drifted) else "anecdote")
        message = f"{score}: {', '.join(phrases) or 'weak on every factor'}"
    elif leaning:
        reason, message = "review", _held_message(score, leaning[0])
    else:
        message = f"{score}: apply (threshold {cfg.threshold:g})"
    evidence = _evidence(reason, factors, secrets, injections or held or leaning, issues, found,
                         duplicate, text, ctx.superseded_by)
    if reason == "anecdote" and found is not None:
        evidence.insert(0, f"hedged ({', '.join(features.hedges[:3])}); disputes record "
                        f"{found.tier}/{found.record_id}: {found.how}: {found.detail}")
    if reason == "duplicate" and agreed:
        evidence.append("same values for the same slots: " + ", ".join(agreed[:6]))
    return Assessment(total=round(total, 3), factors=factors,
                      decision="reject" if reason else "apply", reason=reason, message=message,
                      duplicate_of=duplicate if reason == "duplicate" else None,
                      contradiction=found, secrets=secrets, injection=injections,
                      schema_issues=issues, evidence=evidence)


def _strongest_quote(reviewed: InjectionAssessment, handled: str) -> str:
    """What to quote for a memory that leans to an injection: the screen's first passage, or
    the first anchor `hazard` names, or the text's start."""
    if reviewed.evidence:
        return reviewed.evidence[0].quote
    named = agent_hazard.anchors(handled)
    return named[0][1] if named else handled[:120]


def _secret_kinds(text: str) -> set[str]:
    """The kinds of credential `text` holds. The redactor (its import alone is milliseconds)
    reads only a text its pre-check cannot clear: the pre-check says no only when the redactor
    would find nothing (tests/test_secretcheck.py holds it to that). A draft written by other
    means than `queue_candidate` may still hold a value drawn by a generator that neither
    format nor name gives away (`secret_drawn`): it is a secret too."""
    from memory_engine.screening.secret_drawn import KIND, drawn_values

    drawn = {KIND} if drawn_values(text) else set()
    if not might_hold_secret(text):
        return drawn
    from memory_engine.screening.redaction import find_secrets

    return drawn | {s.kind for s in find_secrets(text)}


def _held_message(score: str, sign: InjectionFinding) -> str:
    return (f"{score}: held for the principal's review ({sign.kind}: \"{sign.quote}\"): a "
            "memory that changes how the agent treats its safeguards, its instructions or its "
            "principal needs a person's word; `memengine drafts apply ID` admits it, "
            "`memengine drafts reject ID` drops it")


def _lone(text: str, alike: list[Neighbour], claims: list[Neighbour]) -> Neighbour | None:
    """The record `text` restates when it resembles that one (at `LONE_SIMILARITY`) by
    `LONE_MARGIN` more than any other, giving it no other value and negating none of its acts."""
    from memory_engine.admission import contradiction as contra
    from memory_engine.admission import slots

    top = max(alike, key=lambda n: n.similarity)
    if top.similarity < resemblance.LONE_SIMILARITY:
        return None
    rest = max((n.similarity for n in claims if (n.tier, n.id) != (top.tier, top.id)),
               default=0.0)
    if top.similarity - rest < resemblance.LONE_MARGIN or \
            contra.differs(text, top.text, any_new_value=True) is not None or \
            slots.conflict(text, top.text) is not None or \
            contra.opposed(text, top.text) is not None:
        return None
    return top


def _topic(candidate: Candidate) -> str:
    """The candidate's topic as the screens read it. A topic reflexion made from a correction
    (its provenance, which only the engine writes, names the turn) is a slug of a situation's
    label and the names the lesson holds ("verification-lower-hs": the file `Lower.hs`),
    each screened in the body and the fields already: read as its separate words, not as a
    phrase ("verification lower" lifts nothing). Any other topic is read as written."""
    topic = candidate.topic or ""
    if topic and candidate.provenance.get("turn_uuid") and candidate.provenance.get("episodic"):
        return _items(topic.split("-"))
    return topic


def _items(strings: list[str]) -> str:
    """Separate strings (a field's list items) as the screen reads them: each one ends its
    sentence, so that none is read as going on into the next."""
    return "\n".join(f"{s.rstrip()}." for s in strings if s.strip())


def _strings(value: Any) -> list[str]:
    """Every string inside a field value (lists and mappings walked; keys included)."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for k, v in value.items() for s in (*_strings(k), *_strings(v))]
    if isinstance(value, (list, tuple)):
        return [s for v in value for s in _strings(v)]
    return []


def _evidence(reason: str | None, factors: dict[str, Factor], secrets: list[str],
              injections: list[InjectionFinding], issues: list[str],
              found: contra.Contradiction | None, duplicate: Neighbour | None, text: str,
              superseded_by: Neighbour | None) -> list[str]:
    """One line per thing the decision rests on, naming the record and the words it saw."""
    if reason == "schema":
        return issues[:3]
    if reason == "secret":
        return [f"credential kind: {kind} (value redacted)" for kind in secrets]
    if reason in ("injection", "review"):
        return [f"{i.kind}: \"{i.quote}\"" for i in injections]
    if reason == "contradiction" and found is not None:
        return [f"record {found.tier}/{found.record_id} (confidence {found.confidence:.2f})",
                f"{found.how}: {found.detail}"]
    if reason == "duplicate" and duplicate is not None:
        shared = sorted(set(content_tokens(text)) & set(content_tokens(duplicate.text)))
        return [f"record {duplicate.tier}/{duplicate.id} (similarity "
                f"{duplicate.similarity:.2f})", "shared words: " + ", ".join(shared[:12])]
    if reason == "stale" and found is not None and superseded_by is None:
        return [f"record {found.tier}/{found.record_id} (confidence {found.confidence:.2f})",
                f"{found.how}: {found.detail}"]
    if reason == "stale" and found is not None and superseded_by is not None:
        return [f"a later record on the same subject: {superseded_by.tier}/{superseded_by.id} "
                f"(touched {superseded_by.last_touched[:10]}, confidence "
                f"{superseded_by.confidence:.2f})", f"{found.how}: {found.detail}",
                f"temporal_recency {factors['temporal_recency'].value:.2f}: "
                + "; ".join(factors["temporal_recency"].evidence[:2])]
    if reason == "stale":
        lines = [f"temporal_recency {factors['temporal_recency'].value:.2f}: "
                 + "; ".join(factors["temporal_recency"].evidence[:3])]
        if superseded_by is not None:
            lines.append(f"a later record on the same subject: {superseded_by.tier}/"
                         f"{superseded_by.id} (touched {superseded_by.last_touched[:10]})")
        return lines
    if reason == "anecdote":
        return [f"{name} {factors[name].value:.2f}: " + "; ".join(factors[name].evidence[:3])
                for name in ("content_type_prior", "future_utility", "factual_confidence")
                if factors[name].value < 0.5 or name == "content_type_prior"]
    return []
