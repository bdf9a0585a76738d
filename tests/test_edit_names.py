"""A session's context keeps, beside each edit (`Edit: path`), the names its new text holds:
bounded, the names it brings first, no credential-shaped value. Read from transcripts written
here, through both of the reader's ways of reading an assistant line."""

from __future__ import annotations

import datetime as dt
import sys
from pathlib import Path

from conftest import REPO

from memory_engine.reflexion.actions import EDIT_NAMES, act_of, names_in, names_of
from memory_engine.reflexion.transcript import read_transcript

sys.path.insert(0, str(REPO / "benchmarks" / "reflexion"))
from sessions import Step, bash, edit, write_session


def _context(tmp_path: Path, steps: list[Step]) -> list[str]:
    path = write_session(tmp_path / "s.jsonl", "e0e0e0e0-0000-4000-8000-000000000001",
                         str(tmp_path), steps, dt.datetime(2026, 11, 2, 9))
    reading = read_transcript(path)
    return reading.turns[-1].context


def test_an_edit_keeps_the_names_it_wrote_in_the_context(tmp_path: Path) -> None:
    key = "zN5Z4AckwvFBnK1rmURCWu"
    steps = [Step("growers search box",
                  [edit(f"{tmp_path}/src/ugrowers.pas", "begin\n",
                        "begin\n  Query.SQL.Text := 'SELECT * FROM deliveries WHERE grower "
                        "LIKE ''%' + SearchEdit.Text + '%''';\n"
                        f"  Connection.Password := '{key}';\n"),
                   bash("lazbuild presslog.lpi", "compiled")], "Done."),
             Step("never glue what people type into SQL", [], "Ok.")]
    items = [c for c in _context(tmp_path, steps) if act_of(c).startswith("Edit: ")]
    assert [act_of(c) for c in items] == ["Edit: src/ugrowers.pas"]
    names = names_of(items[0])
    assert "Query.SQL.Text" in names and "SearchEdit.Text" in names, names
    assert key not in items[0]
    assert "Bash: lazbuild presslog.lpi" in _context(tmp_path, steps)


def test_a_parsed_line_and_repeated_edits_of_a_file_keep_one_item(tmp_path: Path) -> None:
    # an argument whose value is "user" makes the reader parse the line as JSON rather than
    # read it by expressions; the second edit of the file is read by expressions
    first = edit(f"{tmp_path}/db/schema.sql", "CREATE TABLE accounts ();",
                 "CREATE TABLE accounts (account_role TEXT);")
    first[1]["owner"] = "user"
    steps = [Step("add a role column",
                  [first, edit(f"{tmp_path}/db/schema.sql", "account_role TEXT",
                               "account_role TEXT NOT NULL, created_at TIMESTAMPTZ")],
                  "Done."),
             Step("why not an enum type?", [], "Ok.")]
    items = [c for c in _context(tmp_path, steps) if act_of(c) == "Edit: db/schema.sql"]
    assert len(items) == 1, items
    names = names_of(items[0])
    assert names.index("created_at") < names.index("account_role"), names


def test_names_are_bounded_and_new_ones_come_first() -> None:
    old = "value = compute(alpha)"
    new = old + "\n" + "\n".join(f"name_{i} = helper_{i}(value)" for i in range(30))
    names = names_in(new, old)
    assert len(names) == EDIT_NAMES
    assert names[0] == "name_0" and "compute" not in names
    assert names_in("x = 1") == []
