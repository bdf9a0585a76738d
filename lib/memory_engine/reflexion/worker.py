"""The Stop hook's background pass: `python -m memory_engine.reflexion.worker ROOT PATH SESSION`.

Stop fires at the end of every assistant turn and must return at once, so the hook only checks
that the transcript grew and starts this process, detached from the hook's pipes and process
group; the pass itself (read the new lines, detect, audit, write the trace) runs here under the
session's lock, so passes of one session never overlap and SessionEnd's final pass waits for it.
The capability verdicts the prompts queued are read after it.
"""

from __future__ import annotations

import os
import sys

TYPE_CHECKING = False  # not `from typing`: the Stop hook imports this module to spawn the pass
if TYPE_CHECKING:
    StrPath = str | os.PathLike[str]


def spawn(store_root: StrPath, transcript: StrPath, session_id: str) -> None:
    """Start a detached incremental pass; falls back to running it here if spawning fails."""
    from memory_engine.detached import spawn as spawn_detached

    if not spawn_detached("memory_engine.reflexion.worker",
                          [os.fspath(store_root), os.fspath(transcript), session_id]):
        run_pass(store_root, transcript, session_id)


def run_pass(store_root: StrPath, transcript: StrPath, session_id: str) -> None:
    from pathlib import Path

    from memory_engine.reflexion.session import reflect

    try:
        reflect(Path(store_root), Path(transcript), session_id or None, final=False)
    finally:
        _capability_verdicts(os.fspath(store_root), session_id)


def _capability_verdicts(root: str, session_id: str) -> None:
    """The verdicts the last prompts queued (a task's outcome arrives with the principal's next
    move) are read here, beside the pass that reads the same transcript."""
    if not session_id:
        return
    try:
        from memory_engine.profile.tasks import resolve_due

        resolve_due(root, session_id)
    except Exception as exc:
        from memory_engine.logs import write_log

        write_log(os.path.join(root, ".logs"), "ERROR",
                  f"capability verdicts for session {session_id[:8]} failed: {exc!r}", exc)


def main(argv: list[str]) -> int:
    if len(argv) != 3:
        sys.stderr.write("usage: python -m memory_engine.reflexion.worker ROOT TRANSCRIPT "
                         "SESSION\n")
        return 2
    root, transcript, session = argv
    try:
        run_pass(root, transcript, session)
    except Exception as exc:
        from memory_engine.logs import write_log

        write_log(os.path.join(root, ".logs"), "ERROR",
                  f"reflexion pass for session {session[:8]} failed: {exc!r}", exc)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
