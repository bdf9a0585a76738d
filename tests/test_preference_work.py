"""What a preference is about is read from the whole turn it is stated in, not from the part its
headline shows: a long statement put ahead of a task ("... first task: a queue for the reminder
mails that failed") is about that task's kind of work and the things it names, which a later
request for the same kind of work names in other words. The headline keeps 280 characters; the
kinds of work (`Concerns:`), the topic and the `Context:` line read the rest. Sessions are made
up here; real transcripts are written to a temporary folder and read end to end through
`memengine reflexion`, `drafts process` and `recall`."""

from __future__ import annotations

from pathlib import Path

from conftest import run_cli_json
from session_support import learn_personalized
from sessions import Step, edit

from memory_engine.reflexion import preferences as P

# A standing wish put ahead of the work, long enough that its task falls past the headline.
LONG = ("one thing about how I want changes reported, before you touch anything: the club pays "
        "for its servers out of member fees, so whenever you add or resize anything in the "
        "cloud, put an estimated monthly price in euros beside it, with the numbers you assumed "
        "(about 300 members and 40 events a month). a rough figure is enough, nobody needs "
        "cents. first task: a queue for the reminder mails that failed to send")
SHORT = "please always give me the monthly price in euros of anything you add in the cloud"


def test_the_task_past_the_headline_names_the_kinds_of_work() -> None:
    shown = P.statement(LONG)
    assert shown.endswith("…") and "queue" not in shown  # the task is cut from the headline
    assert "background" in P.kinds_of(LONG)  # the queue the task asks for
    assert "background" not in P.kinds_of(shown)


def test_the_context_line_keeps_the_words_the_headline_cuts() -> None:
    body = P.preference_text(LONG, "deployment", "2026-11-02", "s1", "",
                             ["Edit: /club/infra/stack.py"])
    context = next(line for line in body.splitlines() if line.startswith("Context: "))
    assert "reminder" in context and "queue" in context  # past the headline
    assert "stack" in context  # the file the session's work edited, as before
    assert "euros" not in context  # the headline shows it already


def test_a_statement_the_headline_holds_whole_adds_no_words_of_its_own() -> None:
    body = P.preference_text(SHORT, "deployment", "2026-11-02", "s1", "", [])
    assert not any(line.startswith("Context: ") for line in body.splitlines())
    assert P.kinds_of(SHORT) == P.kinds_of(SHORT + " ")


def test_a_later_request_for_the_same_kind_of_work_finds_the_preference(
        store: object, store_root: Path, tmp_path: Path) -> None:
    project = tmp_path / "club"
    records = learn_personalized(tmp_path, "5e55a0b1-0000-4000-8000-0000000000d1", [
        Step(LONG, [edit(f"{project}/infra/stack.py", "# mail",
                         "# mail\nretry = Queue(self, 'MailRetry')")],
             "Added the MailRetry queue; about 0.40 EUR a month.")], str(project))
    assert len(records) == 1
    record = records[0]
    text = Path(str(record["path"])).read_text(encoding="utf-8")
    assert "background" in text.split("Concerns: ", 1)[1].split("\n", 1)[0]
    found = run_cli_json("recall", "--k", "3", "set up a nightly job that retries the invoices")
    items = found.get("results", found) if isinstance(found, dict) else found
    assert isinstance(items, list)
    assert record["id"] in [str(r["id"]) for r in items[:3]]
