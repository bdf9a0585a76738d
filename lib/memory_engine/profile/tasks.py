"""The task in flight, kept in per-session state, and its verdict when the principal answers.

One state file per session (`<store>/.state/profile/<session>.json`):
`{"task": {"prompt", "offset", "evidence", "stopped", "dimension"}, "last_dimension"}`.

- UserPromptSubmit (`prompt_submitted`): the task before this prompt gets its verdict from this
  prompt and its own stretch of transcript (`outcome.verdict`), and the profile moves when
  there is one; then this prompt opens a new task (the transcript's size marks where it
  starts), and is assessed: when the answer is CONSIDER_DELEGATION on a dimension the profile
  has measured, one line with the numbers goes to the agent.
- PostToolUse (`tool_used`): the call is added to the task's evidence (counts, never content).
- Stop (`task_stopped`): the turn ended; the task's dimension is fixed from what it did.
- SessionEnd (`session_ended`): the last task gets the verdict its transcript holds (a rejected
  tool use, an interrupt, tests that passed), then the state goes.

Verdicts are read outside the hooks (`resolve_due`): during a session by the reflexion pass
that Stop starts, at its end by SessionEnd's worker (`jobs.session_end`); reading the task's
transcript and loading the correction lexicon cost more than a prompt hook may spend.

Every entry point fails open: the caller's hook goes on whatever happens here.
"""

from __future__ import annotations

import os

from memory_engine.storage import sessionstate

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    from memory_engine.config import StoreConfig
    from memory_engine.hookio import HookPayload, HookResponse

PURPOSE = "profile"
MAX_PROMPT = 2000          # enough for the trace a prompt pastes, bounded for the state file
NOT_A_TASK = ("<task-notification>",)  # the client's notifications arrive as prompts


def _session(payload: HookPayload) -> str:
    transcript = payload.transcript_path_str
    return payload.session_id or os.path.splitext(os.path.basename(transcript))[0]


def _log(root: str, what: str, exc: BaseException) -> None:
    from memory_engine.logs import write_log

    write_log(os.path.join(root, ".logs"), "ERROR", f"capability profile: {what} failed: "
              f"{exc!r}", exc)


# -- UserPromptSubmit --------------------------------------------------------------------------
def assessed(handler: Callable[[HookPayload], HookResponse | None]
             ) -> Callable[[HookPayload], HookResponse | None]:
    """Wrap the prompt hook's handler: the capability work first, its line after the handler's
    own context (the handler runs whatever happens here)."""

    def handle(payload: HookPayload) -> HookResponse | None:
        note = ""
        root = payload.store_root_str()
        try:
            note = prompt_submitted(root, payload)
        except Exception as exc:
            _log(root, "the prompt's update and assessment", exc)
        response = handler(payload)
        if not note:
            return response
        from memory_engine.hookio import HookResponse

        if response is None:
            return HookResponse(additional_context=note)
        response.additional_context = ((response.additional_context or "").rstrip("\n")
                                       + "\n\n" + note).lstrip("\n")
        return response

    handle.__doc__ = handler.__doc__
    return handle


def prompt_submitted(root: str, payload: HookPayload) -> str:
    """Resolve the previous task, open this one; the line for the agent, or ""."""
    prompt = payload.prompt.strip()
    if not prompt or prompt.startswith(NOT_A_TASK) or not os.path.isdir(root):
        return ""
    session = _session(payload)
    transcript = payload.transcript_path_str
    from memory_engine.config import StoreConfig
    from memory_engine.profile import dimensions

    config = StoreConfig.load(root)
    with sessionstate.lock(root, PURPOSE, session):
        state = sessionstate.load(root, PURPOSE, session)
        _find_user_root(config, state)
        task = state.get("task")
        if isinstance(task, dict):
            state["last_dimension"] = _queue(state, task, transcript, prompt)
        try:
            offset = os.stat(transcript).st_size if transcript else 0
        except OSError:
            offset = 0
        state["task"] = {"prompt": prompt[:MAX_PROMPT], "offset": offset, "stopped": False,
                         "evidence": dimensions.new_evidence()}
        sessionstate.save(root, PURPOSE, session, state)
    # A queued verdict is read by the reflexion pass the next Stop starts (it reads the same
    # transcript), not by a process of its own at every prompt.
    dimension = dimensions.classify(None, prompt)
    if dimension == "general" and isinstance(state.get("last_dimension"), str):
        dimension = state["last_dimension"]  # "go on", "fix it": the work continues
    return advice(config, dimension)


def _find_user_root(config: StoreConfig, state: dict[str, Any]) -> None:
    """Where the user store (and so the profile) is, without importing platformdirs (as costly
    as starting Python): from this session's state, else as recall finds it (remembered in the
    index), then kept in the state for the session's next prompts."""
    if config.user_root_known or os.environ.get("MEMORY_ENGINE_USER_ROOT"):
        return
    known = state.get("user_root")
    if isinstance(known, str) and known:
        config.set_user_root(known)
        return
    from memory_engine.index import Index

    index = Index(config)
    try:
        config.prime_user_root(index)
    finally:
        index.close()
    state["user_root"] = config.user_root_str


def advice(config: StoreConfig, dimension: str) -> str:
    """One line for the agent when the gate says CONSIDER_DELEGATION on measured ground."""
    from memory_engine.profile import model

    profile = model.load(config)
    if profile is None:
        return ""
    if model.dimension_p(profile, dimension)[1] < model.settings(config)["hook_min_updates"]:
        return ""  # the honest 0.5 of an unmeasured dimension is not news worth a line
    from memory_engine.profile.assess import CONSIDER_DELEGATION, assess

    result = assess(config, dimension, profile=profile, loaded=True)
    if result.decision != CONSIDER_DELEGATION:
        return ""
    return (f"memory-engine capability check: {result.line()} Consider a subagent, a smaller "
            "first step, or asking the principal before acting.")


def _queue(state: dict[str, Any], task: dict[str, Any], transcript: str,
           next_prompt: str | None) -> str:
    """Queue the ended task for its verdict (read in the background: the correction lexicon
    alone takes longer to load than a hook may) and return its dimension."""
    from memory_engine.profile import dimensions

    evidence = task.get("evidence")
    dimension = task.get("dimension")
    if not isinstance(dimension, str) or not dimension:
        dimension = dimensions.classify(evidence if isinstance(evidence, dict) else None,
                                        str(task.get("prompt", "")))
    queued = state.get("due")
    due: list[Any] = queued if isinstance(queued, list) else []
    try:  # where the task's stretch ends: the verdict is read later, on a longer transcript
        end: int | None = os.stat(transcript).st_size if next_prompt is not None else None
    except OSError:
        end = None
    due.append({"task": task, "dimension": dimension, "transcript": transcript, "end": end,
                "next_prompt": next_prompt[:MAX_PROMPT] if next_prompt is not None else None})
    state["due"] = due[-20:]
    return dimension


def resolve_due(root: str, session: str) -> int:
    """Give every queued task its verdict (when there is one); returns how many moved the
    profile. Run outside the hooks: by the reflexion pass Stop starts, and by SessionEnd's
    worker."""
    if not os.path.isfile(sessionstate.state_path(root, PURPOSE, session)):
        return 0  # no task of this session was ever opened
    from memory_engine.config import StoreConfig
    from memory_engine.profile import model, outcome

    config = StoreConfig.load(root)
    with sessionstate.lock(root, PURPOSE, session):
        state = sessionstate.load(root, PURPOSE, session)
        due = state.pop("due", None)
        _find_user_root(config, state)
        if state.get("ended"):
            _remove_state(root, session)
        elif due:
            sessionstate.save(root, PURPOSE, session, state)
    moved = 0
    for item in due if isinstance(due, list) else []:
        if not isinstance(item, dict) or not isinstance(item.get("task"), dict):
            continue
        prompt = item.get("next_prompt")
        end = item.get("end")
        found = outcome.verdict(root, item["task"], str(item.get("transcript") or ""),
                                prompt if isinstance(prompt, str) else None,
                                end if isinstance(end, int) else None)
        if found is not None:
            model.update(config, str(item.get("dimension") or "general"), found[0], found[1])
            moved += 1
    return moved


def _remove_state(root: str, session: str) -> None:
    from memory_engine.storage import storefs

    storefs.remove(root, sessionstate.state_path(root, PURPOSE, session))


# -- PostToolUse, Stop, SessionEnd -------------------------------------------------------------
def _with_task(root: str, payload: HookPayload, change: Callable[[dict[str, Any]], None]
               ) -> None:
    if not os.path.isdir(root):
        return
    session = _session(payload)
    if not os.path.isfile(sessionstate.state_path(root, PURPOSE, session)):
        return  # no task opened by a prompt in this session: nothing to add to
    try:
        with sessionstate.lock(root, PURPOSE, session):
            state = sessionstate.load(root, PURPOSE, session)
            task = state.get("task")
            if isinstance(task, dict):
                change(task)
                sessionstate.save(root, PURPOSE, session, state)
    except Exception as exc:
        _log(root, f"recording the task at {payload.event or 'a hook'}", exc)


def tool_used(root: str, payload: HookPayload) -> None:
    """PostToolUse: the call joins the evidence of the task in flight."""

    def add(task: dict[str, Any]) -> None:
        from memory_engine.profile import dimensions

        evidence = task.setdefault("evidence", dimensions.new_evidence())
        dimensions.observe(evidence, payload.tool_name, payload.tool_input, payload.tool_response,
                           failed=payload.event == "PostToolUseFailure")

    if payload.tool_name:
        _with_task(root, payload, add)


def task_stopped(root: str, payload: HookPayload) -> None:
    """Stop: the turn is over; its dimension is what it did."""

    def stop(task: dict[str, Any]) -> None:
        from memory_engine.profile import dimensions

        evidence = task.get("evidence")
        task["stopped"] = True
        task["dimension"] = dimensions.classify(evidence if isinstance(evidence, dict) else None,
                                                str(task.get("prompt", "")))

    if not payload.stop_hook_active and not payload.agent_id:
        _with_task(root, payload, stop)


def session_ended(root: str, payload: HookPayload) -> None:
    """SessionEnd (in its background worker): the last task gets the verdict its transcript
    holds, with any still queued, and the session's state goes."""
    if not os.path.isdir(root):
        return
    session = _session(payload)
    if not os.path.isfile(sessionstate.state_path(root, PURPOSE, session)):
        return
    with sessionstate.lock(root, PURPOSE, session):
        state = sessionstate.load(root, PURPOSE, session)
        task = state.pop("task", None)
        if isinstance(task, dict):
            _queue(state, task, payload.transcript_path_str, None)
        state["ended"] = True
        sessionstate.save(root, PURPOSE, session, state)
    resolve_due(root, session)
