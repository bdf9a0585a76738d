"""A month of use through the real hooks: lessons learned once, repeats counted, preferences kept.

Sessions of two projects sharing one store are written as real-format transcripts and replayed
through the installed hook scripts (Stop, then SessionEnd, as real processes with real payloads).
What must hold: a repeat of a lesson already held, in other words or by the agent redoing the
same action, is a violation of THAT lesson; no lesson is stored twice; lessons of different
projects built on the same template are not duplicates of each other; stated preferences end up
in the personalized tier, once each.
"""

from __future__ import annotations

import datetime as dt
import json
import os
import subprocess
import sys
from pathlib import Path

from tests.conftest import REPO, wait_for_session_end

sys.path.insert(0, str(REPO / "benchmarks" / "reflexion"))
from sessions import Step, bash, edit, write_session


def _sessions(py: str, js: str) -> list[tuple[str, str, list[Step]]]:
    """(day, project, steps) for each session of the month."""
    return [
        ("2026-11-02", py, [
            Step("I prefer type hints on every function, please remember that", [], "Noted."),
            Step("add a slugify helper in shop/text.py and test it",
                 [edit(f"{py}/shop/text.py"), bash("python3 -m unittest discover", "OK")],
                 "Done, all tests pass."),
            Step("no, that's wrong — always use pytest -q, never unittest",
                 [bash("pytest -q", "3 passed")], "Done: 3 passed with pytest -q."),
        ]),
        ("2026-11-04", py, [
            Step("the order total ignores discounts, fix it",
                 [edit(f"{py}/shop/orders.py"),
                  bash("python -m unittest tests/test_orders.py", "OK")],
                 "Fixed, the tests pass."),
            Step("I told you already, we don't run them that way here!",
                 [bash("pytest -q tests/test_orders.py", "5 passed")], "Done."),
        ]),
        ("2026-11-06", py, [
            Step("the users endpoint test fails, have a look",
                 [edit(f"{py}/tests/__snapshots__/test_users.ambr")],
                 "I updated the snapshot; the test passes now."),
            Step("why did you modify the snapshot? fix the serializer in shop/users.py, "
                 "never update snapshots to make a test pass",
                 [edit(f"{py}/shop/users.py")], "Fixed the serializer."),
        ]),
        ("2026-11-09", py, [
            Step("we need an http client for the payment provider",
                 [bash("pip install requests", "Successfully installed requests")],
                 "Installed requests."),
            Step("no, dependencies go through uv here: uv add httpx, not pip install",
                 [bash("uv add httpx", "Resolved")], "Done."),
            Step("from now on, write commit messages in English please", [], "Understood."),
        ]),
        ("2026-11-13", py, [
            Step("add a test for refunds",
                 [edit(f"{py}/tests/test_refunds.py"), bash("python3 -m unittest", "OK")],
                 "Added, all green."),
            Step("how many times: pytest, not unittest", [bash("pytest -q", "9 passed")],
                 "Done."),
        ]),
        ("2026-11-17", py, [
            Step("the cart test is red",
                 [edit(f"{py}/tests/__snapshots__/test_cart.ambr")],
                 "Snapshot refreshed, the cart test passes."),
            Step("again?? leave the snapshots alone and fix the code", [], "Sorry."),
        ]),
        ("2026-11-20", py, [
            Step("we also need a retry helper",
                 [bash("pip install tenacity", "Successfully installed tenacity")],
                 "Installed tenacity."),
            Step("pip again... seriously, I said uv", [bash("uv add tenacity")], "Done."),
        ]),
        ("2026-11-23", js, [
            Step("please always keep your answers short", [], "Will do."),
            Step("add a date picker to the checkout form",
                 [bash("npm install react-datepicker", "added 3 packages")],
                 "Installed react-datepicker."),
            Step("no, this repo uses pnpm: pnpm add react-datepicker, never npm install",
                 [bash("pnpm add react-datepicker")], "Done."),
        ]),
        ("2026-11-26", py, [
            Step("I prefer type hints on every function, remember that", [], "Noted."),
            Step("add a currency formatter", [edit(f"{py}/shop/money.py")], "Done."),
        ]),
    ]


def _hook(name: str, payload: dict[str, object], env: dict[str, str], cwd: Path) -> None:
    proc = subprocess.run([sys.executable, str(REPO / "hooks" / f"{name}.py")],
                          input=json.dumps(payload), capture_output=True, text=True, env=env,
                          cwd=cwd, timeout=120)
    assert proc.returncode == 0, proc.stderr


def _records(root: Path, tier: str) -> list[dict[str, object]]:
    from memory_engine.records.fileformat import loads

    out = []
    for path in sorted((root / tier).glob("*.md")):
        if path.name.startswith("_"):
            continue
        meta, body = loads(path.read_text(encoding="utf-8"))
        out.append({**meta, "body": body})
    return out


def test_a_month_of_sessions_through_the_hooks(store: object, store_root: Path,
                                               tmp_path: Path) -> None:
    py, js = tmp_path / "shop-api", tmp_path / "shop-web"
    for project in (py, js):
        project.mkdir()
    (py / "CLAUDE.md").write_text("# Conventions\n- Run the tests with `pytest -q`.\n"
                                  "- Never edit snapshot files by hand.\n", encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if k != "MEMORY_ENGINE_DISABLE"}
    start = dt.datetime(2026, 11, 2, 9, 0)
    for n, (day, project, steps) in enumerate(_sessions(str(py), str(js)), 1):
        session = f"{n:08d}-0000-4000-8000-{n:012d}"
        transcript = tmp_path / "transcripts" / f"{session}.jsonl"
        when = dt.datetime.fromisoformat(day).replace(hour=9 + n % 5)
        write_session(transcript, session, project, steps, max(when, start))
        run_env = dict(env, MEMORY_ENGINE_TODAY=day, CLAUDE_PROJECT_DIR=project)
        base = {"session_id": session, "transcript_path": str(transcript), "cwd": project}
        _hook("stop", {**base, "hook_event_name": "Stop", "stop_hook_active": False,
                       "last_assistant_message": steps[-1].reply}, run_env, Path(project))
        _hook("session_end", {**base, "hook_event_name": "SessionEnd", "reason": "other"},
              run_env, Path(project))
        wait_for_session_end(store_root, session)

    lessons = [r for r in _records(store_root, "procedural") if r.get("kind") == "lesson"]
    by_topic: dict[str, list[dict[str, object]]] = {}
    for lesson in lessons:
        by_topic.setdefault(str(lesson["topic"]), []).append(lesson)
    topics = sorted(by_topic)
    # four things were taught: pytest, snapshots, uv, pnpm; each stored once
    assert len(lessons) == 4, [(r["topic"], r["body"]) for r in lessons]
    assert all(len(v) == 1 for v in by_topic.values()), topics
    assert not any(t == "user-correction" for t in topics)

    def lesson_with(word: str) -> dict[str, object]:
        found = [r for r in lessons if word in str(r["body"]).lower()]
        assert len(found) == 1, (word, [r["body"] for r in lessons])
        return found[0]

    pytest_lesson = lesson_with("unittest")
    snapshot_lesson = lesson_with("snapshot")
    uv_lesson = lesson_with("uv add")
    pnpm_lesson = lesson_with("pnpm")
    # prescriptive: when, do, not what was done (the agent's action), why, seen
    body = str(pytest_lesson["body"])
    assert body.startswith("When running the tests")
    assert "python3 -m unittest discover" in body and "pytest -q" in body
    assert 'Why: "' in body and "Seen 2026-11-02" in body
    assert "CLAUDE.md" in body  # the convention it restates
    assert "pip install requests" in str(uv_lesson["body"])
    assert "npm install react-datepicker" in str(pnpm_lesson["body"])
    # every repeat counted on the lesson it repeats, by action or entity, not wording
    def violations(record: dict[str, object]) -> int:
        data = record.get("violations")
        return int(data.get("count", 0)) if isinstance(data, dict) else 0

    assert violations(pytest_lesson) == 2, pytest_lesson
    assert violations(snapshot_lesson) == 1, snapshot_lesson
    assert violations(uv_lesson) == 1, uv_lesson
    assert violations(pnpm_lesson) == 0

    # stated preferences in the personalized tier (the user store), each once
    from memory_engine.config import StoreConfig

    user_root = Path(StoreConfig.load(str(store_root)).user_root_str)
    prefs = _records(user_root, "personalized")
    domains = sorted(str(p.get("domain")) for p in prefs)
    assert domains == ["code-style", "commit-messages", "response-length"], \
        [(p.get("domain"), p["body"]) for p in prefs]
    type_hints = next(p for p in prefs if p.get("domain") == "code-style")
    assert int(str(type_hints.get("observations"))) == 2  # said twice, kept once, strengthened
