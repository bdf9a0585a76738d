"""The post-task capability update through the real hooks: real processes, real payload shapes,
a real-format transcript. A correction lowers the profile, an approval raises it, silence leaves
it alone, a rejected tool use counts at session end, and a weak dimension is flagged to the
agent with its numbers."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from memory_engine.config import StoreConfig
from memory_engine.profile import model as M
from tests.conftest import REPO, run_hook_script, wait_for_session_end

PAYLOADS = REPO / "tests" / "data" / "claude-code" / "hook-payloads"
SESSION = "5b3c9f1e-0000-4000-8000-00000000abcd"


def _payload(name: str, project: Path, transcript: Path, **fields: object) -> dict[str, object]:
    """A payload recorded from the real client, moved into this test's project."""
    raw = json.loads((PAYLOADS / f"{name}.json").read_text())
    payload = dict(raw.get("payload", raw))
    payload.update({"session_id": SESSION, "cwd": str(project),
                    "transcript_path": str(transcript)})
    payload.update(fields)
    return payload


class Session:
    def __init__(self, project: Path) -> None:
        self.project = project
        self.transcript = project / "transcript.jsonl"
        self.n = 0

    def hook(self, script: str, name: str, **fields: object) -> str:
        proc = run_hook_script(script, _payload(name, self.project, self.transcript, **fields),
                               env={"CLAUDE_PROJECT_DIR": str(self.project)})
        assert proc.returncode == 0, proc.stderr
        if script == "session_end":
            wait_for_session_end(self.project / ".memory-engine", SESSION)
        return proc.stdout

    def line(self, obj: dict[str, object]) -> None:
        self.n += 1
        obj.setdefault("uuid", f"00000000-0000-4000-8000-{self.n:012d}")
        obj.setdefault("timestamp", f"2026-05-01T10:{self.n:02d}:00.000Z")
        obj.setdefault("sessionId", SESSION)
        with self.transcript.open("a", encoding="utf-8") as handle:
            handle.write(json.dumps(obj) + "\n")

    def task(self, prompt: str, edit: str, rejected: bool = False) -> None:
        """A prompt, an Edit of `edit` (accepted or rejected), the end of the turn."""
        self.hook("user_prompt", "UserPromptSubmit", prompt=prompt)
        self.line({"type": "user", "message": {"role": "user", "content": prompt}})
        path = str(self.project / edit)
        tool_input = {"file_path": path, "old_string": "x = 1\n", "new_string": "x = 1\ny = 2\n"}
        self.line({"type": "assistant", "message": {"role": "assistant", "content": [
            {"type": "tool_use", "id": f"toolu_{self.n}", "name": "Edit", "input": tool_input}]}})
        result = ("The user doesn't want to proceed with this tool use. The tool use was "
                  "rejected (eg. if it was a file edit, the new_string was NOT written to the "
                  "file). STOP what you are doing and wait for the user to tell you how to "
                  "proceed." if rejected else "The file has been updated.")
        self.line({"type": "user", "message": {"role": "user", "content": [
            {"type": "tool_result", "tool_use_id": f"toolu_{self.n - 1}", "content": result,
             "is_error": rejected}]}})
        if not rejected:
            self.hook("post_tool", "PostToolUse.Write", tool_name="Edit", tool_input=tool_input,
                      tool_response={"filePath": path, "oldString": "x = 1\n"})
        self.line({"type": "assistant", "message": {"role": "assistant", "content": [
            {"type": "text", "text": "Done."}]}})
        self.hook("stop", "Stop", stop_hook_active=False, last_assistant_message="Done.")

    def answer(self, prompt: str) -> None:
        """The principal's next move, then the agent's reply and the end of that turn: the
        Stop hook's background pass reads the verdict the prompt queued."""
        self.hook("user_prompt", "UserPromptSubmit", prompt=prompt)
        self.line({"type": "user", "message": {"role": "user", "content": prompt}})
        self.line({"type": "assistant", "message": {"role": "assistant", "content": [
            {"type": "text", "text": "On it."}]}})
        self.hook("stop", "Stop", stop_hook_active=False, last_assistant_message="On it.")


@pytest.fixture
def session(store: object, store_root: Path) -> Session:
    return Session(store_root.parent)


def _settled(store_root: Path) -> None:
    """Wait for the detached verdict worker: nothing queued and no worker running."""
    state = store_root / ".state" / "profile" / f"{SESSION}.json"
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        queued = state.exists() and "due" in json.loads(state.read_text() or "{}")
        if not queued and _quiet(store_root):
            return
        time.sleep(0.05)
    raise AssertionError("the verdict worker did not finish within 30 s")


def _quiet(store_root: Path) -> bool:
    import subprocess

    for worker in ("memory_engine.jobs.session_end", "memory_engine.reflexion.worker"):
        out = subprocess.run(["pgrep", "-f", f"{worker} {store_root}"],
                             capture_output=True, text=True).stdout
        if out.strip():
            return False
    return True


def _profile_path() -> Path:
    return Path(StoreConfig.load().profile_path_str)


def _profile() -> dict[str, object] | None:
    _settled(Path(StoreConfig.load().root_str))
    return M.load(StoreConfig.load())


def test_a_correction_lowers_the_dimension(session: Session) -> None:
    session.task("add a retry to the client in src/client.py", "src/client.py")
    assert _profile() is None  # the verdict is not in yet
    session.answer("no, that's wrong, I said the retry goes in the server")
    profile = _profile()
    assert profile is not None
    assert profile["dimensions"]["coding"]["updates"] == 1  # type: ignore[index]
    assert profile["dimensions"]["coding"]["p"] == pytest.approx(0.45)  # type: ignore[index]
    assert profile["tail"][-1]["source"].startswith("correction")  # type: ignore[index]


def test_an_approval_raises_it(session: Session) -> None:
    session.task("add a retry to the client in src/client.py", "src/client.py")
    session.answer("perfect, thanks! now the docs")
    profile = _profile()
    assert profile is not None
    assert profile["dimensions"]["coding"]["p"] == pytest.approx(0.55)  # type: ignore[index]
    assert profile["tail"][-1]["source"] == "approval"  # type: ignore[index]


def test_no_signal_no_update(session: Session) -> None:
    session.task("add a retry to the client in src/client.py", "src/client.py")
    session.answer("now write the changelog entry")
    session.hook("session_end", "SessionEnd.other")
    assert _profile() is None


def test_a_rejected_tool_use_counts_at_session_end(session: Session) -> None:
    session.task("update the deploy notes in docs/deploy.md", "docs/deploy.md", rejected=True)
    session.hook("session_end", "SessionEnd.other")
    profile = _profile()
    assert profile is not None
    assert profile["dimensions"]["docs"]["p"] == pytest.approx(0.45)  # type: ignore[index]
    assert profile["tail"][-1]["source"] == "correction:rejected"  # type: ignore[index]
    # the session's task state is gone
    assert not list((session.project / ".memory-engine" / ".state" / "profile").glob("*.json"))


def test_a_weak_dimension_is_flagged_to_the_agent(session: Session) -> None:
    config = StoreConfig.load()
    for _ in range(4):
        M.update(config, "coding", 0.0, "earlier")
    out = session.hook("user_prompt", "UserPromptSubmit", prompt="refit the parser in parse.py")
    context = json.loads(out)["hookSpecificOutput"]["additionalContext"]
    assert "CONSIDER_DELEGATION" in context and "coding" in context
    assert "c_p=0.33" in context  # 0.5 * 0.9**4 = 0.328
    assert len(context) < 600
    # a dimension doing well says nothing
    for _ in range(20):
        M.update(config, "docs", 1.0, "earlier")
    out = session.hook("user_prompt", "UserPromptSubmit", prompt="tidy README.md please")
    assert "CONSIDER_DELEGATION" not in out


def test_a_failed_tool_call_is_evidence_of_the_task(session: Session) -> None:
    # A failing test run (PostToolUseFailure) counts as a failure, and not as a passing run.
    session.hook("user_prompt", "UserPromptSubmit", prompt="the parser tests fail, have a look")
    session.hook("post_tool_failure", "PostToolUseFailure", tool_name="Bash",
                 tool_input={"command": "pytest -q tests/test_parser.py"},
                 error="Exit code 1\n1 failed, 4 passed")
    state = session.project / ".memory-engine" / ".state" / "profile" / f"{SESSION}.json"
    task = json.loads(state.read_text())["task"]
    assert task["evidence"]["failures"] == 1
    assert task["evidence"]["tests_ok"] == 0
    assert task["evidence"]["commands"]
