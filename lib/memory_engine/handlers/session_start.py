"""SessionStart: hand the model the cold-start slice of memory (H1) as additional context.

Does nothing where there is no store. The slice is budgeted and tier-labelled (coldstart.py) and
rendered as quoted data (render.py); the rendered text is kept until a record, the config or the
profile changes (coldcache.py), so most starts read one small file instead of the index. The ids
it shows are remembered for the session so that per-prompt recall does not repeat them; after a
compaction (the model's context was emptied) the list starts again.
"""

from __future__ import annotations

import os

from memory_engine.hookio import HookPayload, HookResponse


def handle(payload: HookPayload) -> HookResponse | None:
    root = payload.store_root_str()  # strings: pathlib is not needed to read the index
    if not os.path.isdir(root):
        return None
    from memory_engine import coldcache
    from memory_engine.retrieval import session

    kept = coldcache.load(root)  # the text kept from the last render, if nothing has changed
    if kept is not None:
        text, ids = kept
    else:
        from memory_engine.retrieval import coldstart

        result = coldstart.render_and_keep(root)
        text, ids = result.text, result.ids
    if payload.source in ("startup", "clear", "compact"):
        session.prune(root)
    from memory_engine.dynamics.observe import note_session_start  # never raises

    note_session_start(root, payload)
    session.add_given(root, payload.session_id, ids,
                      reset=payload.source in ("startup", "clear", "compact"))
    return HookResponse(additional_context=text) if text else None
