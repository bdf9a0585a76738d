"""UserPromptSubmit: the few memory items this prompt needs, or nothing.

Typed recall on the prompt (every tier has a say; retrieval/calibration.py); an item is given
only if its probability of being what the prompt needs clears the injection bar fitted for
precision (an unrelated prompt that shares a common word stays silent), it was not already given
to this session (cold start included), and it fits the byte budget. Configurable in
memory-engine.toml:

    [recall]
    enabled = true
    k = 3              # at most this many items per prompt
    max_bytes = 2048   # the whole injected text, header included
    min_score = 0.2    # probability bar (default: the fitted injection bar)
    min_coverage = 0.0 # share of the prompt's content words an item must contain
"""

from __future__ import annotations

import os

from memory_engine.hookio import HookPayload, HookResponse
from memory_engine.profile.tasks import assessed

TYPE_CHECKING = False  # not `from typing`: importing typing costs ~3 ms per hook run
if TYPE_CHECKING:
    from typing import Any

DEFAULTS: dict[str, Any] = {"enabled": True, "k": 3, "max_bytes": 2048, "min_score": None,
                            "min_coverage": 0.0}
POOL = 10  # candidates per tier: a prompt's few items are among each tier's best ten


@assessed  # the last task's verdict moves the capability profile; this one is assessed
def handle(payload: HookPayload) -> HookResponse | None:
    prompt = payload.prompt.strip()
    root = payload.store_root_str()
    if not prompt or not os.path.isdir(root):
        return None
    from memory_engine.config import StoreConfig

    config = StoreConfig.load(root)
    section = config.raw.get("recall", {})
    opts = dict(DEFAULTS, **(section if isinstance(section, dict) else {}))
    if opts["enabled"] is False:
        return None
    text, ids = recall_for_prompt(config, prompt, payload.session_id, opts)
    if not text:
        return None
    from memory_engine.retrieval import session

    session.add_given(root, payload.session_id, ids)
    return HookResponse(additional_context=text)


def recall_for_prompt(config: Any, prompt: str, session_id: str,
                      opts: dict[str, Any]) -> tuple[str, list[str]]:
    from memory_engine.index import Index
    from memory_engine.retrieval import calibration, recall, session

    k, max_bytes = int(opts["k"]), int(opts["max_bytes"])
    bar = calibration.model().bars["inject"] if opts["min_score"] is None else opts["min_score"]
    index = Index(config)
    try:
        config.prime_user_root(index)
        if not index.has_records():  # an empty store: nothing to route, skip the router's import
            return "", []
        already = session.given(config.root_str, session_id)
        result = recall(index, prompt, k=k + len(already) + 5, min_score=float(bar),
                        min_coverage=float(opts["min_coverage"]), pool=POOL)
    finally:
        index.close()
    hits = [h for h in result.hits if h.row.id not in already][:k]
    if not hits:
        return "", []
    from memory_engine.retrieval import render as R

    title = "memory-engine: memory relevant to this prompt"
    chosen: list[str] = []
    ids: list[str] = []
    for hit in hits:
        item = R.item_text(hit.row, None, hit.score, detail=220)
        candidate = R.block(title, "".join([*chosen, item]), {h.tier for h in hits})
        if R.utf8_len(candidate) > max_bytes:
            continue
        chosen.append(item)
        ids.append(hit.row.id)
    if not chosen:
        return "", []
    tiers = {h.tier for h in hits if h.row.id in ids}
    return R.block(title, "".join(chosen), tiers), ids
