"""`python -m memory_engine.profile.worker ROOT SESSION`: the queued verdicts of one session,
read outside the hooks (started detached by the session-end hook; during a session the
reflexion pass that Stop starts reads them)."""

from __future__ import annotations

import os
import sys


def spawn(store_root: str, session: str) -> None:
    """Start a detached worker; falls back to doing the work here if spawning fails."""
    from memory_engine.detached import spawn as spawn_detached

    if not spawn_detached("memory_engine.profile.worker", [store_root, session]):
        run(store_root, session)


def run(store_root: str, session: str) -> None:
    from memory_engine.profile.tasks import resolve_due

    resolve_due(store_root, session)


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        sys.stderr.write("usage: python -m memory_engine.profile.worker ROOT SESSION\n")
        return 2
    root, session = argv
    try:
        run(root, session)
    except Exception as exc:
        from memory_engine.logs import write_log

        write_log(os.path.join(root, ".logs"), "ERROR",
                  f"capability profile worker failed: {exc!r}", exc)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
