"""Per-prompt recall through the real UserPromptSubmit hook: few items, relevant, never repeated."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from memory_engine import datacache
from memory_engine.storage.store import Store

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from tests.conftest import built_bench_store  # noqa: E402
from tests.conftest import run_hook_script as hook  # noqa: E402


@pytest.fixture
def bench(tmp_path: Path) -> Iterator[tuple[Store, dict[str, str]]]:
    store, env = built_bench_store(tmp_path)
    assert isinstance(store, Store)
    yield store, env
    store.close()


def prompt_payload(shared_dir: Path, prompt: str | None = None) -> dict[str, object]:
    data = json.loads((shared_dir / "claude-code" / "hook-payloads" /
                       "UserPromptSubmit.json").read_text())
    payload: dict[str, object] = data["payload"]
    if prompt is not None:
        payload["prompt"] = prompt
    return payload


def context(proc: subprocess.CompletedProcess[str]) -> str:
    assert proc.returncode == 0, proc.stderr
    if not proc.stdout:
        return ""
    out = json.loads(proc.stdout)
    assert out["hookSpecificOutput"]["hookEventName"] == "UserPromptSubmit"
    text = out["hookSpecificOutput"]["additionalContext"]
    assert isinstance(text, str)
    return text


def test_relevant_prompt_gets_typed_items_once(shared_dir: Path,
                                               bench: tuple[Store, dict[str, str]]) -> None:
    _, env = bench
    ask = "Can I add debug logging of the request headers to trace the Stripe webhook?"
    first = context(hook("user_prompt", prompt_payload(shared_dir, ask), env))
    assert "id=rule-never-log-secrets" in first
    assert "read as: rule" in first and "~~~~memory-data" in first
    assert len(first.encode("utf-8")) <= 2048
    assert first.count("\n- ") <= 3
    # the same prompt again in the same session: already given, so silent
    assert context(hook("user_prompt", prompt_payload(shared_dir, ask), env)) == ""
    # another session gets it again
    other = dict(prompt_payload(shared_dir, ask), session_id="another-session")
    assert "id=rule-never-log-secrets" in context(hook("user_prompt", other, env))


def test_unrelated_real_prompt_is_silent(shared_dir: Path,
                                         bench: tuple[Store, dict[str, str]]) -> None:
    _, env = bench
    assert context(hook("user_prompt", prompt_payload(shared_dir), env)) == ""  # real sample
    assert context(hook("user_prompt", prompt_payload(shared_dir, "thanks, looks good"),
                        env)) == ""


def test_cold_start_items_are_not_repeated(shared_dir: Path,
                                           bench: tuple[Store, dict[str, str]]) -> None:
    store, env = bench
    start = json.loads((shared_dir / "claude-code" / "hook-payloads" /
                        "SessionStart.startup.json").read_text())["payload"]
    started = hook("session_start", start, env)
    assert started.returncode == 0 and "rule-flaky-quarantine" in started.stdout
    ask = "test_invoice_due_dates failed again in CI, can I just rerun the pipeline?"
    text = context(hook("user_prompt", prompt_payload(shared_dir, ask), env))
    assert "rule-flaky-quarantine" not in text
    # after a compaction the model lost its context: the rule may be given again
    compact = dict(start, source="compact")
    hook("session_start", compact, env)
    state = json.loads((store.root / ".state" / "given" /
                        f"{start['session_id']}.json").read_text())
    assert "rule-flaky-quarantine" in state["given"]


def test_config_limits_and_switch(shared_dir: Path, bench: tuple[Store, dict[str, str]]) -> None:
    store, env = bench
    config = store.root / "memory-engine.toml"
    original = config.read_text()
    ask = "How long will the CI pipeline take on my pull request?"
    config.write_text(original + "\n[recall]\nmax_bytes = 300\n")
    assert context(hook("user_prompt", prompt_payload(shared_dir, ask), env)) == ""
    config.write_text(original + "\n[recall]\nenabled = false\n")
    assert context(hook("user_prompt", prompt_payload(shared_dir, ask), env)) == ""
    config.write_text(original + "\n[recall]\nk = 1\nmax_bytes = 1500\n")
    text = context(hook("user_prompt", prompt_payload(shared_dir, ask), env))
    assert text.count("\n- ") == 1 and "id=env-ci-duration" in text
    assert len(text.encode("utf-8")) <= 1500


def test_broken_config_fails_open(shared_dir: Path, bench: tuple[Store, dict[str, str]]) -> None:
    store, env = bench
    (store.root / "memory-engine.toml").write_text("[recall\n")
    proc = hook("user_prompt", prompt_payload(shared_dir, "should I deploy on friday?"), env)
    assert proc.returncode == 0 and proc.stdout == ""
    assert "memory-engine" in proc.stderr


def test_a_prompt_needs_neither_datetime_nor_the_sqlite3_package_nor_re_nor_functools(
        shared_dir: Path, bench: tuple[Store, dict[str, str]], tmp_path: Path) -> None:
    """What a prompt hook imports is paid on every prompt: a request that names no date reads
    the index through the C module alone and never imports datetime (a millisecond); once its
    patterns are in the compiled-pattern cache (rxcache), it does not import `re` either (3 to
    5 ms). The first run compiles them and fills the cache. Nor functools (with collections,
    about 2 ms), which the sqlite3 C module would import for its statement cache alone."""
    _, env = bench
    ask = "Can I add debug logging of the request headers to trace the Stripe webhook?"
    code = ("import sys\nfrom memory_engine.hookrun import process\nprocess('user_prompt')\n"
            "sys.stderr.write('\\nimported:' + ' '.join(m for m in ('datetime', 'sqlite3', 're',\n"
            "                                            'functools', 'collections')\n"
            "                                            if m in sys.modules))")
    full = {k: v for k, v in os.environ.items()
            if k not in ("MEMORY_ENGINE_DISABLE", "PYTHONDONTWRITEBYTECODE")}
    full["MEMORY_ENGINE_RXCACHE"] = str(tmp_path / "rxcache.bin")
    seen = []
    for session in ("first-session", "second-session"):  # each is given the rule once
        payload = dict(prompt_payload(shared_dir, ask), session_id=session)
        proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                              input=json.dumps(payload), env=dict(full, **env), timeout=60)
        assert "id=rule-never-log-secrets" in context(proc)  # it did recall
        seen.append(proc.stderr.splitlines()[-1])
    assert seen == ["imported:re functools collections", "imported:"], seen


def test_hook_output_is_the_uncached_models_byte_for_byte(
        shared_dir: Path, bench: tuple[Store, dict[str, str]],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """What the hook prints, with its caches written and then read (the word prior's shards in
    the data cache, compiled patterns), is byte for byte what the same recall prints from the
    weights parsed afresh from their JSON file, its word index a plain dict, in this process."""
    from memory_engine.config import StoreConfig
    from memory_engine.handlers import user_prompt
    from memory_engine.hookio import HookResponse
    from memory_engine.retrieval import calibration

    store, env = bench
    asks = ["Can I add debug logging of the request headers to trace the Stripe webhook?",
            "how do I run the flaky test suite before the deploy to staging?",
            "what happened last time we migrated the database?",
            "what does Maya prefer for commit messages?",
            "how long does the full build usually take?",
            "should I rebase or merge the release branch?",
            "thanks, looks good"]
    kept = calibration._MODEL
    calibration._MODEL = calibration.from_json(
        json.loads(Path(calibration.PATH).read_text(encoding="utf-8")))
    try:
        assert isinstance(calibration._MODEL.words.index, dict)  # type: ignore[union-attr]
        config = StoreConfig.load(str(store.root))
        expected = []
        for n, ask in enumerate(asks):
            text, _ = user_prompt.recall_for_prompt(config, ask, f"reference-{n}",
                                                    dict(user_prompt.DEFAULTS))
            expected.append(HookResponse(additional_context=text).render("UserPromptSubmit")
                            if text else "")
    finally:
        calibration._MODEL = kept
    # Enough of them inject something for the comparison to cover printed context: the
    # per-prompt bar is precision first, and with the weights fitted on thirty-six sources
    # three of the seven clear it (the episodic ask about the migration no longer does).
    assert sum(1 for e in expected if e) >= 3
    monkeypatch.delenv("PYTHONDONTWRITEBYTECODE", raising=False)  # caches written, then read
    for attempt in ("write", "read"):
        for n, ask in enumerate(asks):
            payload = dict(prompt_payload(shared_dir, ask), session_id=f"{attempt}-{n}")
            proc = hook("user_prompt", payload, env)
            assert proc.returncode == 0, proc.stderr
            assert proc.stdout == expected[n], (attempt, ask)
    assert Path(datacache.cache_path(calibration.PATH, calibration.pack_sharded)).is_file()
