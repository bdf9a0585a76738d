"""The frame lines reflexion writes around what a person said.

A preference record reads "Preference (<domain>): <statement>", then "About: <gloss>." (what the
domain is about, so that a request naming the situation finds it), then "Seen <day>, session
<id>."; a lesson ends with the same "Seen" line. Admission judges a new candidate without them
(its writer declares the content, see admission.queue.judged_text). A stored record is compared
without its gloss (`strip`): the gloss is the same in every preference of a domain, and its words
are nobody's ("how long answers and replies should be" holds "long", which then contradicts a
new wish for short answers). Its "Seen" line stays: it is what keeps two lessons that share
their "When ..., do: ... Not: ..." frame from reading as one (their days and sessions differ),
and removing it made two lessons of one project duplicates.
"""

from __future__ import annotations

# What each preference domain is about, in plain words: a later request names the situation
# ("how long should my answers be", "write the commit message"), not the domain's label.
GLOSS = {
    "commit-messages": "how to write commit messages",
    "language": "which language to write and answer in",
    "testing": "how to write and run tests",
    "response-length": "how long answers and replies should be",
    "tone": "the tone of answers and messages",
    "code-style": "how to write code: style, types, naming, formatting of new functions",
    "dependencies": "how to add dependencies and packages",
    "git-workflow": "how to use git: branches, pushes, pull requests",
    "documentation": "how to write docs and comments",
    "tickets": "how to write tickets, issues and estimates",
    "communication": "how to write messages and replies to people",
}
_GLOSS_LINES = frozenset(f"About: {gloss}." for gloss in GLOSS.values())


WHY = 'Why: "'  # a lesson's quote of what the person said, as reflexion writes it


def without_quote(text: str) -> str:
    """`text` without a lesson's "Why:" quote line: what the lesson says to do, without the
    words it was drawn from. The quote narrates the moment ("I told you last week ..."), which
    read alone is an anecdote; the lesson around it is a rule."""
    lines = text.splitlines()
    kept = [line for line in lines if not line.startswith(WHY)]
    return text if len(kept) == len(lines) or not kept else "\n".join(kept)


def seen_line(day: str, session_id: str) -> str:
    """The line that dates a reflexion record: the day and the session's first 8 characters."""
    return f"Seen {day}, session {session_id[:8]}."


def is_gloss_line(line: str) -> bool:
    """Is `line` a preference's gloss, exactly as reflexion writes it (nothing a person typed)?"""
    return line.strip() in _GLOSS_LINES


def strip(text: str) -> str:
    """`text` without its gloss lines."""
    lines = text.splitlines()
    kept = [line for line in lines if not is_gloss_line(line)]
    return text if len(kept) == len(lines) else "\n".join(kept)


# Output pasted into a turn, as reflexion marks it in a quote (`reflexion.corrections.PASTED`):
# someone else's words, never the principal's.
_PASTED = ("\u27e6", "\u27e7")
SAID_PART = 12  # characters a part of the principal's words needs to be looked for in a record
# reflexion's label for a quote it kept out of the record (`reflexion.session._redact`)
_WITHHELD = "["


def said_by_principal(provenance: dict[str, object]) -> list[str]:
    """What a reflexion record reports rather than asks: the parts of the principal's own
    words it quotes (its provenance `quote`, by sentence and clause, without the output pasted
    into it, which is someone else's), and the agent's action it tells not to repeat (its
    provenance `action`, as "Not: ran `...`" names it). Their words are the principal's word
    or what the record forbids: a safeguard they name ("sans règles de validation", "never
    run with -auto-approve") is one the principal spoke of, not one the record lifts.
    Provenance is written by the engine only (reflexion; `drafts add` and the agent's
    `remember` cannot set it)."""
    from memory_engine import rxcache

    out: list[str] = []
    quote = provenance.get("quote")
    if isinstance(quote, str) and quote and not quote.startswith(_WITHHELD):
        own = rxcache.compile(f"{_PASTED[0]}[^{_PASTED[1]}]*(?:{_PASTED[1]}|$)").sub("\n", quote)
        # the whole of it first (a record usually quotes it whole: a clause too short to be
        # looked for alone, "from now on", goes with it), then each sentence and clause
        if len(own.strip()) >= SAID_PART:
            out.append(own.strip())
        for part in rxcache.compile(r"(?<=[.!?;:])\s+|\s+[-\u2014\u2013]\s+|\n+|,\s+").split(own):
            part = part.strip(" ,;.!?:")
            if len(part) >= SAID_PART:
                out.append(part)
    action = provenance.get("action")
    if isinstance(action, str) and ": " in action:
        done = action.partition(": ")[2].strip()
        if len(done) >= SAID_PART:
            out.append(done)
    return sorted(set(out), key=len, reverse=True)


def without_said(text: str, provenance: dict[str, object]) -> str:
    """`text` with every part of `said_by_principal` that it holds blanked: what the engine
    itself would make the record say."""
    for part in said_by_principal(provenance):
        text = text.replace(part, " ")
    return text


PREFERENCE_LABEL = "Preference ("  # "Preference (<domain>): <statement>", as reflexion opens one
CONCERNS_LABEL = "Concerns: "  # "Concerns: <kind>, <kind>.", the kinds of work (concepts.line)


def is_seen_line(line: str) -> bool:
    """Is `line` a "Seen <day>, session <id>." line, as `seen_line` writes it?"""
    day, sep, session = line.strip().removeprefix("Seen ").partition(", session ")
    return (line.strip().startswith("Seen ") and bool(sep) and len(day) == 10
            and session.endswith(".") and 0 < len(session) - 1 <= 8)


def without_frame(text: str) -> str:
    """`text` without the frame reflexion writes around what a person said: its "Seen" line,
    a preference's gloss, its "Concerns:" line and its "Preference (<domain>):" label. None of
    it is anyone's words, and it is the same in every such record but for a date, a session id
    and a few kinds of work: a model of wording that read it would judge a record by them."""
    kept = []
    for line in text.splitlines():
        if is_seen_line(line) or is_gloss_line(line) or (
                line.startswith(CONCERNS_LABEL) and line.rstrip().endswith(".")):
            continue
        if line.startswith(PREFERENCE_LABEL) and "): " in line:
            line = line.split("): ", 1)[1]
        kept.append(line)
    return "\n".join(kept)
