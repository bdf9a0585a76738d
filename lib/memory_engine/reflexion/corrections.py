"""Correction detection: which human turns tell the agent it got something wrong.

Two kinds of evidence. Lexical: a multilingual trigger lexicon kept in a data file
(`data/corrections.toml`, extended by `<store>/corrections.toml`), matched on the normal form
of the turn (`text.normalise`) so accents, curly quotes and voice-to-text spellings do not
matter. The triggers are written for the shapes a correction takes in each language (a
refusal or a "stop" opening the turn, a negative imperative, reported speech such as "I said" /
"j'ai dit" / "te dije", "not what I asked", "wrong", "still failing", "you deleted", "why did
you", "put it back"), not for particular sentences. Structural: the human interrupted the
agent, rejected a tool use, or repeated a request they had already made. A turn that follows a
rejection carries that signal: it is usually the human saying what to do instead. A turn that
follows an interrupt carries it only when it relates to the interrupted work (it negates or
redirects it, names what the agent touched, takes up the words of the request or of the agent's
last words, or the relation model flags it); otherwise it is a new task the person stopped the
agent to give.

Suppressions (`[[suppress]]` in the same files) mark what is not a complaint: the human blaming
themselves ("I forgot to tell you", "my bad") or answering "no, not needed" cancel every signal;
a go-ahead or an addition ("ok carry on", "also add ...") after an interrupt cancels the
interrupt, because the human stopped the agent to add something, not because it went wrong.
"""

from __future__ import annotations

import hashlib
import itertools
import re
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from memory_engine.reflexion.turns import HumanTurn, Signal

if TYPE_CHECKING:
    from memory_engine.lexical import LexicalModel
    from memory_engine.reflexion.relations import Model
from memory_engine.text import fold_han, normalise, tokenise

LEXICON_NAME = "corrections.toml"
BUILTIN_LEXICON = Path(__file__).parent.parent / "data" / LEXICON_NAME
# the n-gram part of the relations model (`lexical.LexicalModel`), written with the `[relations]`
# weights by benchmarks/reflexion/fit_relations.py --write
BUILTIN_NGRAMS = BUILTIN_LEXICON.with_name("corrections_lexical.bin")
QUOTE_CHARS = 400  # room for the person's words after a pasted line or two
REPEAT_WINDOW = 12       # how many earlier turns a repeat is looked for in
REPEAT_MIN_WORDS = 3
REPEAT_SIMILARITY = 0.8  # Jaccard similarity of word sets
# Where a correction is said: the start of a turn, or its end after a pasted log. Matching the
# middle of a pasted file or log only finds the log's own words ("error", "failed", "revert").
MATCH_HEAD = 2000
MATCH_TAIL = 600
SCOPES = ("all", "interrupt")

_SPACES = re.compile(r"\s+")
_FENCED = re.compile(r"```[^\n]*\n(.*?)(?:```|$)", re.DOTALL)
PASTED_LINE_CHARS = 80  # of a pasted block, its first line, up to this many characters
# how a quote shows that line: brackets people do not type, so a reader can leave it out
PASTED_OPEN, PASTED_CLOSE = "⟦", "⟧"
PASTED = re.compile("⟦[^⟧]*⟧")
_FRAGMENT = re.compile(r"<<([a-z_]+)>>")
# Quoted words are someone else's: an app's message ("says 'wrong password'"), code, an error.
# A single quote opens a quotation only after a non-letter, so "that's" and "don't" stay.
_QUOTED = re.compile(r"```.*?```|`[^`\n]{1,200}`|\"[^\"\n]{1,120}\""
                     r"|(?<![a-z0-9])'[^'\n]{1,80}'(?![a-z0-9])", re.S)


class LexiconError(ValueError):
    """A lexicon file that cannot be used; the message names the file and the fix."""


class Trigger:
    """A lexicon entry: a trigger (evidence of a correction) or a suppression (evidence against).

    `scope` is for suppressions: "all" cancels every signal of the turn, "interrupt" only an
    interrupt right before it.
    """

    __slots__ = ("id", "lang", "pattern", "regex", "scope")

    def __init__(self, trigger_id: str, lang: str, pattern: str, scope: str = "all") -> None:
        self.id = trigger_id
        self.lang = lang
        self.pattern = pattern
        self.scope = scope
        # traditional Chinese read as simplified, in the pattern as in the text (`assess`)
        self.regex = re.compile(fold_han(pattern))


class Lexicon:
    def __init__(self, triggers: Sequence[Trigger],
                 suppressions: Sequence[Trigger] = ()) -> None:
        self.triggers = list(triggers)
        self.suppressions = list(suppressions)
        self.model: Model | None = None  # the fitted `[relations]` model, when a file has one
        # its n-gram part (the feature `ngram`), when the model file could be read
        self.ngrams: LexicalModel | None = None

    def __len__(self) -> int:
        return len(self.triggers)

    def languages(self) -> set[str]:
        return {t.lang for t in self.triggers}

    def match(self, text: str) -> list[str]:
        """Ids of the triggers found in `text` (raw human text; normalised here)."""
        return self.assess(text)[0]

    def assess(self, text: str) -> tuple[list[str], list[str]]:
        """(trigger ids, ids of suppressions that cancel an interrupt before this turn).

        A suppression of scope "all" empties the first list: the turn is not a complaint.
        """
        norm = _QUOTED.sub(" \u2026 ", fold_han(normalise(_excerpt(text))))
        calm: list[str] = []
        for sup in self.suppressions:
            if sup.regex.search(norm):
                if sup.scope == "all":
                    return [], [sup.id]
                calm.append(sup.id)
        return [t.id for t in self.triggers if t.regex.search(norm)], calm


def _excerpt(text: str) -> str:
    if len(text) <= MATCH_HEAD + MATCH_TAIL:
        return text
    return text[:MATCH_HEAD] + "\n…\n" + text[-MATCH_TAIL:]


def load_lexicon(store_root: Path | None = None, builtin: Path = BUILTIN_LEXICON,
                 ngrams: Path = BUILTIN_NGRAMS) -> Lexicon:
    """The built-in entries, plus (replacing by id, or disabling) the store's own file.

    Patterns may use named fragments, `<<lead>>`, defined in a `[fragments]` table of either
    file (the store's file may redefine a built-in fragment). The relations model's n-gram part
    is read from `ngrams`; a missing or broken file is logged (the store's log, else the
    fallback one) and the detector goes on without it.
    """
    paths = [p for p in (builtin, store_root / LEXICON_NAME if store_root else None)
             if p is not None and p.is_file()]
    documents = [(path, _read(path)) for path in paths]
    fragments: dict[str, str] = {}
    for path, data in documents:
        table = data.get("fragments", {})
        if not isinstance(table, dict) or not all(isinstance(v, str) for v in table.values()):
            raise LexiconError(f"{path}: `fragments` must be a table of strings")
        fragments.update(table)
    entries: dict[str, dict[str, Trigger]] = {"trigger": {}, "suppress": {}}
    for path, data in documents:
        for kind, found in entries.items():
            for item in _entries(path, data, kind):
                entry_id = item["id"]
                if item.get("disabled") is True:
                    found.pop(entry_id, None)
                    continue
                found[entry_id] = _compile(path, kind, item, fragments)
    lexicon = Lexicon(list(entries["trigger"].values()), list(entries["suppress"].values()))
    for _, data in documents:  # the store's file may replace the fitted model
        table = data.get("relations")
        if isinstance(table, dict):
            from memory_engine.reflexion.relations import Model

            lexicon.model = Model.from_table(table) or lexicon.model
    if lexicon.model is not None and lexicon.model.weights.get("ngram"):
        lexicon.ngrams = _load_ngrams(ngrams, store_root)
    return lexicon


def _load_ngrams(path: Path, store_root: Path | None) -> LexicalModel | None:
    """The n-gram model stored at `path`; None, with the reason logged, when it cannot be read
    (the relations model then weighs the other features only)."""
    import os

    from memory_engine import lexical

    folder = os.path.join(store_root, ".logs") if store_root else None
    return lexical.load_or_log(str(path), folder, "correction detector: n-gram model",
                               "corrections are judged without it (reinstall the package)")


def _compile(path: Path, kind: str, item: dict[str, Any], fragments: dict[str, str]) -> Trigger:
    entry_id = item["id"]

    def expand(found: re.Match[str]) -> str:
        name = found.group(1)
        if name not in fragments:
            raise LexiconError(f"{path}: {kind} {entry_id!r} uses <<{name}>>, which no "
                               "[fragments] table defines; define it or spell the pattern out")
        return fragments[name]

    pattern = _FRAGMENT.sub(expand, str(item["pattern"]))
    scope = str(item.get("scope", "all"))
    if kind == "suppress" and scope not in SCOPES:
        raise LexiconError(f"{path}: suppress {entry_id!r} has scope {scope!r}; use one of "
                           f"{', '.join(SCOPES)}")
    try:
        return Trigger(entry_id, str(item.get("lang", "")), pattern, scope)
    except re.error as exc:
        raise LexiconError(f"{path}: {kind} {entry_id!r} has an invalid pattern "
                           f"({exc}); fix the regular expression") from exc


def _read(path: Path) -> dict[str, Any]:
    import tomllib

    try:
        return tomllib.loads(path.read_text(encoding="utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise LexiconError(f"{path}: not valid TOML ({exc}); fix the syntax") from exc


def _entries(path: Path, data: dict[str, Any], kind: str) -> list[dict[str, Any]]:
    items = data.get(kind, [])
    if not isinstance(items, list):
        raise LexiconError(f"{path}: `{kind}` must be an array of tables ([[{kind}]])")
    out: list[dict[str, Any]] = []
    for i, item in enumerate(items):
        if not isinstance(item, dict) or not isinstance(item.get("id"), str):
            raise LexiconError(f"{path}: {kind} #{i + 1} needs an `id` string")
        if item.get("disabled") is not True and not isinstance(item.get("pattern"), str):
            raise LexiconError(f"{path}: {kind} {item['id']!r} needs a `pattern` string")
        out.append(item)
    return out


class Correction:
    """One human turn (or a lone structural signal) that corrects the agent."""

    __slots__ = ("action", "claim", "context", "instead", "line", "quote", "request", "signals",
                 "timestamp", "tool", "triggers", "turn", "uuid")

    def __init__(self, *, uuid: str, turn: int, quote: str, signals: list[str],
                 triggers: list[str] | None = None, line: int = 0, timestamp: str = "",
                 tool: str = "", action: str = "", claim: str = "", request: str = "",
                 context: list[str] | None = None, instead: str = "") -> None:
        self.uuid = uuid
        self.turn = turn
        self.quote = quote
        # lexical | interrupt | rejected | repeat | relation (strongest first)
        self.signals = signals
        self.triggers = triggers or []
        self.line = line
        self.timestamp = timestamp
        self.tool = tool            # the rejected tool, when known
        self.action = action        # the agent's last tool call before the turn (HumanTurn)
        self.claim = claim          # the end of the agent's last text before the turn
        self.request = request      # the human's turn before: what the action was asked for
        self.context = list(context or [])  # the session's work before the turn (HumanTurn)
        # the command the agent ran in place of `action` as the turn spelled it out
        # (HumanTurn.instead): what the person wants done instead
        self.instead = instead

    @property
    def signal(self) -> str:
        return self.signals[0] if self.signals else "lexical"

    def to_dict(self) -> dict[str, Any]:
        return {"uuid": self.uuid, "turn": self.turn, "quote": self.quote,
                "signal": self.signal, "signals": list(self.signals),
                "triggers": list(self.triggers), "line": self.line,
                "timestamp": self.timestamp, "tool": self.tool, "action": self.action,
                "claim": self.claim, "request": self.request, "context": list(self.context),
                **({"instead": self.instead} if self.instead else {})}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Correction:
        return cls(uuid=str(data["uuid"]), turn=int(data["turn"]), quote=str(data["quote"]),
                   signals=[str(s) for s in data.get("signals") or [data.get("signal")]],
                   triggers=[str(t) for t in data.get("triggers", [])],
                   line=int(data.get("line", 0)), timestamp=str(data.get("timestamp", "")),
                   tool=str(data.get("tool", "")), action=str(data.get("action", "")),
                   claim=str(data.get("claim", "")), request=str(data.get("request", "")),
                   context=[str(c) for c in data.get("context") or []],
                   instead=str(data.get("instead", "")))


class Matcher(Protocol):
    def assess(self, text: str) -> tuple[list[str], list[str]]: ...


class Detector:
    """Stateful across incremental reads: pending signals and recent turns travel in `state`.

    A turn is a correction when a signal fired (the lexicon, an interrupt or rejection before
    it, a repeated request) and no suppression cancelled it; or, when none fired, when the
    `model` (`relations.Model`, fitted on the turns the signals miss) finds it relates to the
    agent's last action or claim as a correction does, or the turn states a standing wish
    that negates or redirects the agent's last action (signal "relation"). The model also
    weighs the turn's wording as its n-gram part reads it (`ngrams`, else the lexicon's; the
    feature `ngram`, read only for the turns the model judges). `evidence` keeps,
    for the turns of the last `feed`, what was weighed (for fitting and reports).
    """

    def __init__(self, lexicon: Matcher, state: dict[str, Any] | None = None,
                 model: Model | None = None, ngrams: LexicalModel | None = None) -> None:
        self.lexicon = lexicon
        self.model = model
        self.ngrams = ngrams  # the model's n-gram part; else the lexicon's, when it has one
        self.evidence: list[tuple[HumanTurn, dict[str, float]]] = []
        state = state or {}
        self.pending: list[dict[str, Any]] = list(state.get("pending", []))
        self.recent: list[list[Any]] = [list(r) for r in state.get("recent", [])]
        # the content words of the session's recent turns (hashed), for `said_before`
        self.said: list[list[str]] = [list(r) for r in state.get("said", [])]

    def to_state(self) -> dict[str, Any]:
        return {"pending": self.pending, "recent": self.recent[-REPEAT_WINDOW:],
                "said": self.said[-REPEAT_WINDOW:]}

    def feed(self, turns: Iterable[HumanTurn], signals: Iterable[Signal]) -> list[Correction]:
        """Corrections among newly read turns; signals attach to the next human turn."""
        for signal in signals:
            self.pending.append(signal.to_dict())
        found: list[Correction] = []
        self.evidence = []
        by_turn: dict[int, list[dict[str, Any]]] = {}
        waiting: list[dict[str, Any]] = []
        turns = list(turns)
        last_index = turns[-1].index if turns else 0
        for sig in self.pending:
            target = int(sig["turn_before"]) + 1
            if target <= last_index:
                by_turn.setdefault(target, []).append(sig)
            else:
                waiting.append(sig)
        self.pending = waiting
        for turn in turns:
            kinds: list[str] = []
            told = False
            triggers, calm = self.lexicon.assess(turn.text) if turn.text else ([], [])
            if triggers:
                kinds.append("lexical")
            attached = by_turn.get(turn.index, [])
            interrupted = False
            for sig in attached:
                if sig["kind"] == "interrupt":
                    # an interrupt followed by "ok, carry on" or "also add X" was not a
                    # complaint; otherwise it counts if the turn relates to the work (below)
                    interrupted = interrupted or bool(triggers or not calm)
                elif sig["kind"] not in kinds:
                    kinds.append(str(sig["kind"]))
            earlier = self._repeat_of(turn.text)
            if earlier and (triggers or not calm):
                kinds.append("repeat")
            again, restated = self._said_before(turn.text)
            self._remember(turn)
            if turn.text:
                from memory_engine.reflexion.relations import features, relates

                evidence = features(turn.text, action=turn.action, claim=turn.claim,
                                    lexical=bool(triggers), signals=kinds, calm=bool(calm),
                                    request=turn.request, earlier=again,
                                    restated=restated)
                model = self.model or getattr(self.lexicon, "model", None)
                if model is not None and (interrupted or not (kinds or calm)):
                    self._weigh_wording(turn.text, evidence, model)
                if interrupted and (kinds or _about_the_interrupted_work(turn, evidence, model)):
                    kinds.insert(1 if triggers else 0, "interrupt")
                    evidence["interrupt"] = 1.0
                self.evidence.append((turn, evidence))
                # A relation needs something to relate to: a session's first words correct
                # nothing the agent did; a later turn whose agent side the log leaves out
                # (a prompt history) relates to the person's earlier turn it answered.
                if (not kinds and not calm and model is not None
                        and relates(action=turn.action, claim=turn.claim, request=turn.request)
                        and model.flags(evidence)):
                    kinds = ["relation"]
                if not kinds and not calm and _redirects_as_a_wish(turn):
                    kinds = ["relation"]
                if not kinds and not calm and _redone(turn, evidence):
                    kinds = ["relation"]
                    # found by the rework alone, the agent having run what the turn spelled
                    # out and the words objecting to nothing: that command is what the person
                    # wants done instead (words that object, "no sed on /etc/config", say it
                    # in their own terms)
                    told = turn.retold and not any(evidence.get(n) for n in _OBJECTS)
            elif interrupted:
                kinds.insert(1 if triggers else 0, "interrupt")
            if kinds:
                tool = next((str(s.get("tool") or "") for s in attached if s.get("tool")), "")
                # run again as the turn spelled it out: the correction is of the command that
                # one took the place of, not of whatever the agent ran last (words read as a
                # correction on their own say what to do in their own terms, and keep them)
                retold = told and turn.instead and turn.replaced
                found.append(Correction(uuid=turn.uuid, turn=turn.index, quote=quote(turn.text),
                                        signals=kinds, triggers=triggers, line=turn.line,
                                        timestamp=turn.timestamp, tool=tool,
                                        action=turn.replaced if retold else turn.action,
                                        claim=turn.claim, request=turn.request,
                                        context=turn.context,
                                        instead=turn.instead if retold else ""))
        return found

    def finish(self, turns_total: int) -> list[Correction]:
        """Signals with no human turn after them (the session ended after an interrupt)."""
        out: list[Correction] = []
        for sig in self.pending:
            kind = str(sig["kind"])
            tool = str(sig.get("tool") or "")
            label = ("[interrupted by the user]" if kind == "interrupt" else
                     f"[rejected tool use{': ' + tool if tool else ''}]")
            out.append(Correction(uuid=str(sig["uuid"]),
                                  turn=min(int(sig["turn_before"]), turns_total) or 0,
                                  quote=label, signals=[kind], line=int(sig.get("line", 0)),
                                  timestamp=str(sig.get("timestamp", "")), tool=tool))
        self.pending = []
        return out

    def _weigh_wording(self, text: str, evidence: dict[str, float], model: Model) -> None:
        """The feature `ngram` (the n-gram model's reading of the turn), when the model weighs
        it and its file was read; only for the turns the model judges."""
        ngrams = self.ngrams if self.ngrams is not None else getattr(self.lexicon, "ngrams",
                                                                     None)
        if ngrams is not None and model.weights.get("ngram"):
            from memory_engine.reflexion.relations import ngram_evidence, ngram_text

            evidence["ngram"] = ngram_evidence(ngrams.logit(ngram_text(text)))

    def _repeat_of(self, text: str) -> int:
        words = _words(text)
        if len(words) < REPEAT_MIN_WORDS:
            return 0
        for index, previous in reversed(self.recent):
            prev = set(previous)
            union = words | prev
            if union and len(words & prev) / len(union) >= REPEAT_SIMILARITY:
                return int(index)
        return 0

    def _said_before(self, text: str) -> tuple[float, float]:
        """The largest share of the turn's content words (`relations.content_words`) that one
        of the session's recent turns already said: a request made again, in other words or
        in part, as a reminder does; and the largest share of one recent turn's words (three
        or more) that this turn says again: an earlier request restated with more to it."""
        from memory_engine.reflexion.relations import content_words, spoken

        mine = {_hashed(w) for w in content_words(spoken(text[:2000]))}
        best = contained = 0.0
        if len(mine) >= 2:
            for previous in self.said:
                best = max(best, len(mine & set(previous)) / len(mine))
                if len(previous) >= 3:
                    contained = max(contained, len(mine & set(previous)) / len(previous))
        self.said.append(sorted(mine))
        del self.said[:-REPEAT_WINDOW]
        return best, contained

    def _remember(self, turn: HumanTurn) -> None:
        words = _words(turn.text)
        if len(words) >= REPEAT_MIN_WORDS:
            self.recent.append([turn.index, sorted(words)])
            del self.recent[:-REPEAT_WINDOW]


# What a turn right after an interrupt says about the interrupted work, when it relates to it:
# it negates or redirects it, names what the agent touched or said, asks why, reports a
# failure, says the request again.
_ABOUT_THE_WORK = ("names_change", "echo", "you_did", "negation", "redirect", "contrast",
                   "why_change", "what_these", "partial", "failure", "now_broken",
                   "error_block", "reasks", "repeats_earlier")


def _about_the_interrupted_work(turn: HumanTurn, evidence: dict[str, float],
                                model: Model | None) -> bool:
    """Does a turn typed right after the person interrupted the agent relate to the
    interrupted work? It does when it negates or redirects that work, names what the agent
    ran, touched or said, takes up the words of the request the work answered or of the
    agent's last words (`relations.content_words`, in any language), or the
    relation model flags it. A turn that does none of these is a new task the person
    stopped the agent to give ("add a --verbose flag to the cli"), not a correction. With
    nothing known of the interrupted work (no action, no words of the agent, no request),
    the interrupt stands on its own."""
    if not (turn.action or turn.claim or turn.request):
        return True
    if any(evidence.get(name) for name in _ABOUT_THE_WORK):
        return True
    from memory_engine.reflexion.relations import content_words

    work = (content_words(turn.request) | content_words(turn.claim)
            | content_words(turn.action.partition(": ")[2]))
    if content_words(turn.text[:1500]) & work:
        return True
    return model is not None and model.flags(evidence)


def _redirects_as_a_wish(turn: HumanTurn) -> bool:
    """A standing wish ("always test on staging first", "never update every package at once")
    said right after the agent acted, that negates or redirects that action: the agent did it
    otherwise, so it is a correction (a lesson about that work), not only a preference."""
    if not turn.action:
        return False
    from memory_engine.reflexion import preferences
    from memory_engine.reflexion.relations import SENTENCES, negates_action

    # the wish and what it sets against the action in one sentence ("never update every
    # package at once"): a long turn's "periodically" in one place and its "without" in
    # another make no such wish
    return any(preferences.is_stated(sentence)
               and negates_action(sentence, action=turn.action, request=turn.request)
               for sentence in SENTENCES.split(turn.text[:1500]) if sentence.strip())


def _redone(turn: HumanTurn, evidence: dict[str, float]) -> bool:
    """The agent answered the turn by redoing the work it had just done (`HumanTurn.reworked`:
    it replaced lines it had written before the turn, or threw away its changes to a file),
    the turn objects to it (`_OBJECTS`) and does not let it go on (`_GOES_ON`): it said the
    work was not right, in whatever words and language (a fact it overlooked, "the server is
    in UTC", a house rule, a pasted finding), so it is a correction of that work. When the
    agent redid it with a command the turn spelled out in place of one it had run
    (`HumanTurn.retold`), the turn named what to run instead: that is the objection, whatever
    else its words say ("you guessed /dev/sdc? ... we flash with bmaptool copy")."""
    return (turn.reworked and bool(turn.action)
            and not any(evidence.get(name) for name in _GOES_ON)
            and (turn.retold or any(evidence.get(name) for name in _OBJECTS)))


# What a turn says when it lets the work go on (`relations.features`): it answers the agent's
# question, lets it continue, approves or praises. An answer to "React or plain HTML?" is
# followed by a rewrite of the draft too, and corrects nothing.
_GOES_ON = ("answers", "go_ahead", "approval", "positive", "request_opening")
# ... and what it says when it objects to the work, in any language: a negation, the change
# named, something the agent did not name, a house rule, a why, what the agent did, a
# contrast, a failure, an obligation.
_OBJECTS = ("negation", "names_change", "names_new", "house", "why_change", "why_you",
            "you_did", "contrast", "failure", "error_block", "pasted_error", "now_broken", "must",
            "ought", "partial")


def _words(text: str) -> set[str]:
    # Hashed, because these sets are saved with the cursor and a turn may hold a secret. What
    # the turn points at (an attachment, a path) is not what it says: the same terminal
    # attached twice is no repeat.
    from memory_engine.reflexion.relations import spoken

    return {_hashed(w) for w in tokenise(fold_han(spoken(text[:2000])))}


def _hashed(word: str) -> str:
    return hashlib.blake2b(word.encode(), digest_size=4).hexdigest()


def _first_line(block: re.Match[str]) -> str:
    line = next((x.strip() for x in block.group(1).splitlines() if x.strip()), "")
    cut = line if len(line) <= PASTED_LINE_CHARS else line[:PASTED_LINE_CHARS - 1] + "…"
    # not a code span: the line is evidence, not an entity the lesson is about
    return f" {PASTED_OPEN}{cut}{PASTED_CLOSE} " if cut else " "


# The first line of program output pasted without a fence: an error or exception heading
# (`error[E0658]:`, `FileNotFoundError:`, `Invariant Violation:`), a timestamped log line, a
# compiler's source pointer, a traceback.
_OUTPUT_LINE = re.compile(
    r"^\s*(?:\[?\d{4}-\d\d-\d\d[ T]\d\d:\d\d|\d\d:\d\d:\d\d[.,]\d|-->\s|"
    r"Traceback \(most recent call last\)|(?i:error|warning|fatal|panic)(?:\[\w+\]|"
    r" (?i:exception))?:|"
    # an exception as a JVM or .NET runtime prints it, by its qualified class name
    r"(?:[a-z]\w*\.)+[A-Z]\w*(?:Error|Exception)\b|"
    r"npm ERR!|(?:[A-Z][\w.]* )?\w*(?:Error|Exception|Violation|Fault)\b|"
    r"(?:E|F|W)\d{4} |Caused by:)")
_PARAGRAPH = re.compile(r"\n[ \t]*\n")
# The rule a program prints under a table's header ("-------- -------- ----", "----+-----"):
# a paragraph that holds one is a printed table (a linter's findings, a query's rows), not
# the person's words, whatever its first line.
_TABLE_RULE = re.compile(r"^[ \t]*[-=]{2,}(?:(?:[ \t]+|\+)[-=]{2,})+[ \t]*$", re.M)
_RULE_WORD = re.compile(r"[^\W_]")  # a line without one is a rule of punctuation
# A line of program output pasted among the person's own lines, with no blank line around it:
# a compiler's `path:line:col` opening it, an indented continuation, a log line's bracketed
# time, or an upper-case failure word beside the brackets or locations programs print
# ("ASSERTION FAIL [!arch_is_in_isr()] @ kernel/sched.c:1422"), a source listing's gutter
# ("41 |   let seg = ..."), a compiler's "= note:". (Possessive runs: `\s*\d*\s*` split a long
# blank run every way before failing, quadratic in it.)
_OUTPUT_AMONG = re.compile(
    r"^(?:[\w./-]+\.\w{1,6}:\d+|\t|\s{2,}+\S|\[[\d:.,T -]{5,}\]|\s*+\d*+\s*+\|\s|\s*+= |"
    r".*\b(?:ERROR|FATAL|FAIL(?:ED|URE)?|PANIC|ASSERT(?:ION)?)\b.*(?:\[|@|<\w+>|\.\w+:\d))")


def _unfenced(text: str) -> str:
    """`text` with each paragraph of pasted output (its first line reads as such, see
    _OUTPUT_LINE, or it holds a printed table's rule, `_TABLE_RULE`) fenced, and each run of
    output lines among the person's own lines (`_OUTPUT_AMONG`), so that `quote` cuts them as
    it cuts a fenced block and the person's words after them are kept."""
    if "\n" not in text:
        return text
    parts = _PARAGRAPH.split(text)
    return "\n\n".join(f"```\n{p}\n```" if "```" not in p and (
                         _OUTPUT_LINE.match(p) or _TABLE_RULE.search(p))
                        else p if "```" in p else _fence_lines(p) for p in parts)


SANDWICHED = 2  # lines between two lines of output that are output too


def _fence_lines(paragraph: str) -> str:
    """The paragraph with each run of output lines (see `_OUTPUT_AMONG`, `_OUTPUT_LINE`) after
    a line of the person's fenced; its first line is the person's as typed. A line nobody
    types among pasted output is output too: one of SANDWICHED lines or fewer between two
    output lines ("Write at 0x00c0 by goroutine 23:" inside a race report), or a rule of
    punctuation ("==========") beside one."""
    lines = paragraph.split("\n")
    output = [bool(i and line.strip() and (_OUTPUT_AMONG.match(line)
                                            or _OUTPUT_LINE.match(line)))
              for i, line in enumerate(lines)]
    marked = [i for i, o in enumerate(output) if o]
    for a, b in itertools.pairwise(marked):
        if 1 < b - a <= SANDWICHED + 1:
            for i in range(a + 1, b):
                output[i] = bool(lines[i].strip())
    for i, line in enumerate(lines):
        if i and line.strip() and not _RULE_WORD.search(line) and (
                (i > 1 and output[i - 1]) or (i + 1 < len(lines) and output[i + 1])):
            output[i] = True
    out: list[str] = []
    run: list[str] = []
    for i, line in enumerate(lines):
        if output[i]:
            run.append(line)
            continue
        if run:
            out.append("```\n" + "\n".join(run) + "\n```")
            run = []
        out.append(line)
    if run:
        out.append("```\n" + "\n".join(run) + "\n```")
    return "\n".join(out)


def quote(text: str) -> str:
    """A one-line excerpt of a turn, short enough for a trace and a JSON summary. A pasted
    block (a log, an error, fenced or a paragraph of its own) is cut to its first line, so
    that the person's own words after it ("you have to regenerate after touching a model:
    ...") are kept, not cut off by its length nor taken for what to do.
    """
    flat = _SPACES.sub(" ", _FENCED.sub(_first_line, _unfenced(text))).strip()
    return flat if len(flat) <= QUOTE_CHARS else flat[:QUOTE_CHARS - 1].rstrip() + "…"
