"""The derived index follows hand edits and answers top-N / trigger queries correctly."""

from __future__ import annotations

import datetime as dt
import os
import subprocess
import sys
import time
from pathlib import Path

from memory_engine.index import Index, recency_confidence
from memory_engine.records import tiers as T
from memory_engine.records.types import ProceduralRecord, SemanticRecord
from memory_engine.storage.store import Store


def hand_written(record_id: str, confidence: float = 0.5, touched: str = "2026-11-01",
                 topic: str = "t", body: str = "body") -> str:
    return (f"---\nid: {record_id}\ntier: semantic\ntopic: {topic}\nconfidence: {confidence}\n"
            f"observations: 1\nlast_touched: {touched}\ncreated: 2026-01-01\nsource: [manual]\n"
            f"links: []\n---\n{body}\n")


def fresh_index(store: Store) -> Index:
    """A second reader, as another process would be: nothing cached in memory."""
    return Index(store.config)


def test_hand_added_file_is_picked_up(store: Store) -> None:
    store.index.refresh(full=True)
    (store.tier_dir(T.SEMANTIC) / "by-hand.md").write_text(hand_written("by-hand"), "utf-8")
    assert [r.id for r in fresh_index(store).top(5, tier=T.SEMANTIC)] == ["by-hand"]


def test_in_place_edit_of_a_returned_row_is_seen(store: Store) -> None:
    path = store.tier_dir(T.SEMANTIC) / "edited.md"
    path.write_text(hand_written("edited", 0.4), "utf-8")
    assert fresh_index(store).top(1)[0].confidence == 0.4
    # rewrite in place (same inode, folder mtime unchanged), as some editors do
    with path.open("r+", encoding="utf-8") as handle:
        handle.seek(0)
        handle.write(hand_written("edited", 0.9, body="edited body, longer than before"))
        handle.truncate()
    os.utime(path, ns=(time.time_ns(), time.time_ns() + 10_000_000))
    row = fresh_index(store).top(1)[0]
    assert row.confidence == 0.9 and "longer" in row.snippet


def test_hand_deleted_and_broken_files(store: Store) -> None:
    folder = store.tier_dir(T.SEMANTIC)
    (folder / "gone.md").write_text(hand_written("gone"), "utf-8")
    (folder / "ok.md").write_text(hand_written("ok"), "utf-8")
    assert {r.id for r in fresh_index(store).top(10)} == {"gone", "ok"}
    (folder / "gone.md").unlink()
    (folder / "ok.md").write_text("---\nid: ok\nconfidence: lots\n---\n", "utf-8")
    index = fresh_index(store)
    assert index.top(10) == []
    invalid = index.invalid()
    assert [Path(p).name for p, _, _ in invalid] == ["ok.md"]
    assert any(i["field"] == "confidence" for i in invalid[0][2])


def test_top_orders_by_recency_times_confidence(store: Store) -> None:
    today = dt.date.today()
    folder = store.tier_dir(T.SEMANTIC)
    cases = {"old-sure": (0.95, today - dt.timedelta(days=120)),
             "new-sure": (0.9, today), "new-unsure": (0.3, today),
             "mid": (0.8, today - dt.timedelta(days=20))}
    for rid, (conf, touched) in cases.items():
        (folder / f"{rid}.md").write_text(hand_written(rid, conf, touched.isoformat()), "utf-8")
    rows = fresh_index(store).top(4)
    expected = sorted(cases, key=lambda r: -cases[r][0] * 0.5 ** ((today - cases[r][1]).days / 30))
    assert [r.id for r in rows] == expected
    for row in rows:
        conf, touched = cases[row.id]
        assert abs(row.score - conf * 0.5 ** ((today - touched).days / 30)) < 1e-9
    assert abs(recency_confidence(rows[0].rank_key) - rows[0].score) < 1e-12


def test_rules_matching_uses_plain_and_regex_triggers(store: Store) -> None:
    def rule(rid: str, triggers: list[str], violations: int = 0) -> ProceduralRecord:
        from memory_engine.records.types import Violations

        return ProceduralRecord(id=rid, tier=T.PROCEDURAL, topic="t", confidence=0.8,
                                source=["x"], kind="rule", trigger=triggers, severity="high",
                                violations=Violations(count=violations), body=f"# {rid}")

    store.write(rule("run-tests", ["run the tests"]))
    store.write(rule("no-force-push", [r"re:git\s+push\s+(-f|--force)"], violations=4))
    store.write(rule("unrelated", ["deploy production"]))
    index = fresh_index(store)
    assert [r.id for r in index.rules_matching("Please RUN all the tests, then git push -f")] \
        == ["no-force-push", "run-tests"]
    assert index.rules_matching("tests only") == []
    assert [r.id for r in index.rules_matching("git push --force origin")] == ["no-force-push"]


def test_rules_matching_needs_every_word_of_one_trigger(store: Store) -> None:
    """A plain trigger matches on all of its own words: words spread over two triggers do not,
    a repeated word counts once, and a rule matched by two triggers is returned once."""
    from memory_engine.records.types import Violations

    def rule(rid: str, triggers: list[str]) -> ProceduralRecord:
        return ProceduralRecord(id=rid, tier=T.PROCEDURAL, topic="t", confidence=0.8,
                                source=["x"], kind="rule", trigger=triggers, severity="high",
                                violations=Violations(count=0), body=f"# {rid}")

    store.write(rule("split", ["deploy friday", "staging tests"]))
    store.write(rule("twice", ["deploy staging", "staging"]))
    store.write(rule("repeated", ["test the test suite"]))
    store.write(rule("no-words", ["!!"]))
    index = fresh_index(store)
    assert [r.id for r in index.rules_matching("deploy to staging")] == ["twice"]
    assert [r.id for r in index.rules_matching("test the suite")] == ["repeated"]
    assert {r.id for r in index.rules_matching("deploy friday, staging tests")} == {"split",
                                                                                     "twice"}
    assert index.rules_matching("!! tests") == []


def test_in_place_edit_of_a_matching_rule_is_seen(store: Store) -> None:
    from memory_engine.records.types import Violations

    store.write(ProceduralRecord(id="r1", tier=T.PROCEDURAL, topic="t", confidence=0.8,
                                 source=["x"], kind="rule", trigger=["deploy staging"],
                                 severity="high", violations=Violations(count=0), body="# r1"))
    index = fresh_index(store)
    assert [r.id for r in index.rules_matching("deploy to staging")] == ["r1"]
    path = store.tier_dir(T.PROCEDURAL) / "r1.md"
    text = path.read_text("utf-8").replace("deploy staging", "deploy production")
    with path.open("r+", encoding="utf-8") as handle:  # same inode, folder mtime unchanged
        handle.seek(0)
        handle.write(text)
        handle.truncate()
    os.utime(path, ns=(time.time_ns(), time.time_ns() + 10_000_000))
    assert index.rules_matching("deploy to staging") == []
    assert [r.id for r in index.rules_matching("deploy to production")] == ["r1"]


def test_search_pools_leaves_out_a_word_more_than_the_common_share_holds(store: Store) -> None:
    """With fewer than 4,000 records the bar is 200 records: a word in 200 of them still
    counts, a word in 201 is left out while a rarer one is present, and when every word is
    that common a record must hold them all."""
    folder = store.tier_dir(T.SEMANTIC)
    for n in range(260):
        words = ["filler"] + (["twohundred"] if n < 200 else []) + (["common"] if n >= 59 else [])
        (folder / f"r{n:03d}.md").write_text(hand_written(f"r{n:03d}", body=" ".join(words)),
                                             "utf-8")
    index = fresh_index(store)
    found = index.search_pools([("twohundred", False), ("common", False)], 300,
                               common_share=0.05)
    assert {row.id for row, _ in found[T.SEMANTIC]} == {f"r{n:03d}" for n in range(200)}
    found = index.search_pools([("filler", False), ("common", False)], 300, common_share=0.05)
    assert {row.id for row, _ in found[T.SEMANTIC]} == {f"r{n:03d}" for n in range(59, 260)}


def test_search_pools_counts_a_prefix_by_all_the_words_it_finds(store: Store) -> None:
    """A prefix is common when its own word is, and when the words it finds are together,
    though none of them alone is: "comm"* finds 210 records through "commons" (150) and
    "commits" (60), over the bar of 200, and is left out; "commi"* finds 60 and counts."""
    folder = store.tier_dir(T.SEMANTIC)
    for n in range(260):
        words = (["filler"] + (["rare"] if n < 10 else []) + (["commons"] if n < 150 else [])
                 + (["commits"] if 150 <= n < 210 else []))
        (folder / f"r{n:03d}.md").write_text(hand_written(f"r{n:03d}", body=" ".join(words)),
                                             "utf-8")
    index = fresh_index(store)
    rare = {f"r{n:03d}" for n in range(10)}
    for prefix in ("comm", "filler"):
        found = index.search_pools([("rare", False), (prefix, True)], 300, common_share=0.05)
        assert {row.id for row, _ in found[T.SEMANTIC]} == rare, prefix
    found = index.search_pools([("rare", False), ("commi", True)], 300, common_share=0.05)
    assert {row.id for row, _ in found[T.SEMANTIC]} == rare | {f"r{n:03d}"
                                                               for n in range(150, 210)}


def test_rules_matching_limit_keeps_the_most_violated(store: Store) -> None:
    """`limit` keeps the first rules of the whole answer: most violated first, ties by id,
    a rule matched by two triggers once, rules whose trigger does not match left out."""
    from memory_engine.records.types import Violations

    def rule(rid: str, triggers: list[str], violations: int) -> ProceduralRecord:
        return ProceduralRecord(id=rid, tier=T.PROCEDURAL, topic="t", confidence=0.8,
                                source=["x"], kind="rule", trigger=triggers, severity="high",
                                violations=Violations(count=violations), body=f"# {rid}")

    for n, violations in enumerate((2, 5, 0, 5, 3, 1)):
        store.write(rule(f"rule-{n}", ["deploy staging"], violations))
    store.write(rule("both", ["deploy staging", "staging"], 4))
    store.write(rule("other", ["deploy production"], 9))
    index = fresh_index(store)
    every = [r.id for r in index.rules_matching("deploy to staging")]
    assert every == ["rule-1", "rule-3", "both", "rule-4", "rule-0", "rule-5", "rule-2"]
    for limit in range(1, 9):
        assert [r.id for r in index.rules_matching("deploy to staging", limit=limit)] \
            == every[:limit]


def test_search_pools_searches_more_phrases_in_the_tiers_named_only(store: Store) -> None:
    """`also` is a search of its own, in the named tiers only: elsewhere a record is found and
    scored by `phrases` alone; in those tiers a record both searches find has the sum of its
    two relevances, each search keeping its own k best."""
    def rule(rid: str, body: str) -> ProceduralRecord:
        return ProceduralRecord(id=rid, tier=T.PROCEDURAL, topic="t", confidence=0.8,
                                source=["x"], kind="rule", trigger=["never matched"],
                                severity="high", body=body)

    store.write(rule("both", "# Deploy\nlinting before a deploy"))
    store.write(rule("kind-only", "# Lint\nlinting"))
    store.write(rule("words-only", "# Deploy\ndeploy"))
    folder = store.tier_dir(T.SEMANTIC)
    for rid, body in (("fact-both", "deploy linting"), ("fact-kind", "linting only")):
        (folder / f"{rid}.md").write_text(hand_written(rid, body=body), "utf-8")
    index = fresh_index(store)
    words = [("deploy", False)]
    kinds = [("linting", False)]
    alone = index.search_pools(words, 10)
    by_kind = index.search_pools(kinds, 10)
    found = index.search_pools(words, 10, also=kinds, also_tiers=[T.PROCEDURAL])
    assert found[T.SEMANTIC] == alone[T.SEMANTIC]  # fact-kind is not found there
    expected = {row.id: bm for row, bm in alone[T.PROCEDURAL]}
    for row, bm in by_kind[T.PROCEDURAL]:
        expected[row.id] = expected.get(row.id, 0.0) + bm
    assert {row.id: bm for row, bm in found[T.PROCEDURAL]} == expected
    assert set(expected) == {"both", "kind-only", "words-only"}
    assert [bm for _, bm in found[T.PROCEDURAL]] == sorted(expected.values(), reverse=True)
    # each search keeps its own k best: with k = 1 the procedural pool is the best of each
    one = index.search_pools(words, 1, also=kinds, also_tiers=[T.PROCEDURAL])
    assert {row.id for row, _ in one[T.PROCEDURAL]} == {
        alone_best.id for alone_best in (index.search_pools(words, 1)[T.PROCEDURAL][0][0],
                                         index.search_pools(kinds, 1)[T.PROCEDURAL][0][0])}


def test_fts_search_and_rebuild(store: Store) -> None:
    store.write(SemanticRecord(id="uv", tier=T.SEMANTIC, topic="python-tooling", confidence=0.8,
                               source=["x"], body="# Use uv for installs\nuv is faster than pip"))
    store.write(SemanticRecord(id="other", tier=T.SEMANTIC, topic="css", confidence=0.8,
                               source=["x"], body="# Flexbox centring"))
    hits = fresh_index(store).search("which installer is faster, pip or uv?")
    assert hits and hits[0][0].id == "uv"
    store.index.conn.execute("DELETE FROM records")  # simulate a damaged index
    assert store.index.rebuild() == 2
    assert {r.id for r in fresh_index(store).top(10)} == {"uv", "other"}


def test_top_n_cost_does_not_parse_files(store: Store, monkeypatch: object) -> None:
    """Readers answer from the index: once indexed, no record file is parsed again."""
    import memory_engine.index as index_module

    for i in range(30):
        store.write(SemanticRecord(id=f"r{i}", tier=T.SEMANTIC, topic="t", confidence=0.5,
                                   source=["x"]))
    calls = []
    original = index_module.columns_for_file

    def spy(*args: object, **kwargs: object) -> object:
        calls.append(args)
        return original(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(index_module, "columns_for_file", spy)  # type: ignore[attr-defined]
    rows = fresh_index(store).top(20)
    assert len(rows) == 20 and calls == []


def test_topic_aggregates_follow_every_change(store: Store) -> None:
    """The per-topic counters behind the summaries match a full recount after any mix of
    library writes, hand edits, deletions and rebuilds."""
    from memory_engine.storage.manifest import summary_line

    folder = store.tier_dir(T.SEMANTIC)
    for i in range(12):
        store.write(SemanticRecord(id=f"s{i}", tier=T.SEMANTIC, topic=f"t{i % 3}",
                                   confidence=0.1 * (i % 9 + 1), source=["x"]))
    (folder / "s1.md").unlink()
    (folder / "s2.md").write_text(hand_written("s2", 0.95, topic="t9"), "utf-8")
    (folder / "s3.md").write_text("---\nid: s3\n---\nbroken", "utf-8")
    store.update("s4", lambda r: setattr(r, "confidence", 0.01))
    index = fresh_index(store)

    def check() -> None:
        index.refresh(full=True)
        expected = index.conn.execute(
            "SELECT tier, topic, COUNT(*), ROUND(SUM(confidence), 6) FROM records "
            "WHERE valid = 1 GROUP BY tier, topic ORDER BY tier, topic").fetchall()
        kept = index.conn.execute("SELECT tier, topic, n, ROUND(conf_sum, 6) FROM topic_stats "
                                  "ORDER BY tier, topic").fetchall()
        assert kept == expected

    check()
    line = summary_line(index, T.SEMANTIC)
    assert line.startswith("semantic: 10 record(s) in 4 topic(s)") and "1 file(s) fail" in line
    index.rebuild()
    check()
    assert summary_line(index, T.EPISODIC) == "episodic: empty"


def test_snippets_skip_comments_and_show_a_traces_lessons() -> None:
    from memory_engine.index import record_snippet

    body = ("# Trace\n\nBoilerplate intro.\n<!-- reflexion:begin s1 -->\n## Session\n"
            "- **Turn 2**: \"no\"\n  - Do instead: use uv, not npm.\n"
            "- **Turn 9**: \"stop\"\n  - Do instead: ask before deleting files.\n"
            "<!-- reflexion:ledger {\"a\": 1} -->\n")
    assert record_snippet(T.EPISODIC, body) == ("ask before deleting files. · use uv, not npm.")
    assert record_snippet(T.SEMANTIC, body).startswith("Boilerplate intro. - **Turn 2**")
    assert "reflexion" not in record_snippet(T.SEMANTIC, body)


def test_folder_totals_follow_every_change(store: Store) -> None:
    """status reads per-folder totals kept by triggers; they must equal a full recount."""
    from memory_engine.records.types import EnvironmentRecord

    folder = store.tier_dir(T.SEMANTIC)
    for i in range(6):
        store.write(SemanticRecord(id=f"s{i}", tier=T.SEMANTIC, topic="t", confidence=0.5,
                                   source=["x"], body="b" * i))
    store.write(EnvironmentRecord(id="e1", tier=T.ENVIRONMENT, topic="t", confidence=0.5,
                                  source=["x"], bucket="system-state", condition="c",
                                  prediction="p"))
    (folder / "s1.md").unlink()
    (folder / "s2.md").write_text("---\nid: s2\n---\nbroken", "utf-8")
    (folder / "odd.md").write_text(hand_written("odd") + "extra: 1\n", "utf-8")
    index = fresh_index(store)
    stats = index.tier_stats(full=True)
    recount = {(t, v): (n, b) for t, v, n, b in index.conn.execute(
        "SELECT tier, valid, COUNT(*), SUM(size) FROM records GROUP BY tier, valid")}
    assert stats[T.SEMANTIC]["valid"] == recount[(T.SEMANTIC, 1)][0] == 5
    assert stats[T.SEMANTIC]["invalid"] == recount[(T.SEMANTIC, 0)][0] == 1
    assert stats[T.SEMANTIC]["bytes"] == recount[(T.SEMANTIC, 1)][1] + recount[(T.SEMANTIC, 0)][1]
    assert index.folder_counts(T.ENVIRONMENT) == {"system-state": 1}
    index.rebuild()
    assert index.tier_stats()[T.SEMANTIC]["files"] == 6


def test_a_transaction_commits_or_rolls_back_and_the_error_goes_on(store: Store) -> None:
    index = fresh_index(store)
    with index.transaction() as tx:
        tx.execute("INSERT OR REPLACE INTO meta VALUES('kept', '1')")
    try:
        with index.transaction() as tx:
            tx.execute("INSERT OR REPLACE INTO meta VALUES('dropped', '1')")
            raise KeyError("the block failed")
    except KeyError as exc:
        assert exc.args == ("the block failed",)
    else:
        raise AssertionError("the error was swallowed")
    again = fresh_index(store)
    assert (again.remembered("kept"), again.remembered("dropped")) == ("1", None)
    assert not again.conn.in_transaction and not index.conn.in_transaction


def test_the_index_loads_without_functools_and_its_statement_cache_still_works() -> None:
    """The sqlite3 C module is loaded with a stand-in for functools (its statement cache is all
    it wants it for): nothing imports functools, statements past the cache's size are compiled
    again and answer right, and `import functools` afterwards finds the real module."""
    code = ("import sys\nimport memory_engine.index.schema as schema\n"
            "print(sorted({'functools', 'collections'} & set(sys.modules)))\n"
            "conn = schema.sqlite3.connect(':memory:', isolation_level=None)\n"
            "got = [conn.execute(f'SELECT {n % 300}, ?', (n,)).fetchone() for n in range(900)]\n"
            "print(got == [(n % 300, n) for n in range(900)])\n"
            "import functools\nprint(functools.lru_cache is not schema._lru_cache)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.split("\n")
    assert out[:3] == ["[]", "True", "True"], out

