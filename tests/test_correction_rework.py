"""A turn the agent answers by redoing the work it had just done is a correction, whatever its
words: the agent's edit replaces lines it wrote before the turn, or it throws away its changes
to a file (`git checkout`, `git restore`), and the turn objects to the work (a fact the agent
overlooked, a house rule) without letting it go on. The same turn answered with new work
elsewhere is not read as one from its rework, and an answer to the agent's own question that
is followed by a rewrite of its draft corrects nothing. Every session below is made up here;
real transcripts are written to a temporary folder and read by the shipped reader and detector,
and end to end through `memengine reflexion`."""

from __future__ import annotations

import datetime as dt
import sys
from pathlib import Path
from typing import Any

from conftest import REPO, run_cli, run_cli_json

sys.path.insert(0, str(REPO / "benchmarks" / "reflexion"))
from sessions import Step, bash, edit, flagged, write_session

# A statement of a fact the agent overlooked, with no "wrong", no "why did you", no negation
# of the agent's act: its words alone are not read as a correction.
OVERLOOKED = ("the sensor clocks drift up to two seconds a day between stations. the "
              "gateway stamps every packet with a monotonic packet.seq_no")


def _first(code: Path) -> Step:
    return Step("merge the readings of all stations into one table ordered by time",
                [edit(f"{code}/src/merge.py", "def merge(readings):",
                      "def merge(readings):\n    return sorted(readings, key=lambda r: "
                      "r.wall_time)"),
                 bash("pytest -q tests/test_merge.py", "4 passed")],
                "Merged and sorted by wall time; the tests pass.")


def _reworked(code: Path, old: str = "    return sorted(readings, key=lambda r: r.wall_time)",
              new: str = "    return sorted(readings, key=lambda r: r.sequence)",
              file: str = "src/merge.py") -> list[Step]:
    """The work, then OVERLOOKED answered by rewriting the line the agent had just written
    (or what `old` names of it, in `file`)."""
    return [_first(code),
            Step(OVERLOOKED, [edit(f"{code}/{file}", old, new)],
                 "Now ordered by the gateway's sequence number.")]


def test_a_turn_answered_by_rewriting_the_fresh_edit_is_a_correction(tmp_path: Path) -> None:
    code = tmp_path / "weather"
    steps = _reworked(code)
    assert flagged(tmp_path, steps)[OVERLOOKED] == ["relation"]


def test_the_same_turn_answered_with_new_work_is_not_read_from_rework(tmp_path: Path) -> None:
    code = tmp_path / "weather"
    steps = [_first(code),
             Step(OVERLOOKED,
                  [edit(f"{code}/src/gateway.py", "class Packet:",
                        "class Packet:\n    sequence: int")],
                  "Packets now carry their sequence number.")]
    assert flagged(tmp_path, steps)[OVERLOOKED] == []


def test_a_turn_answered_by_throwing_changes_away_is_a_correction(tmp_path: Path) -> None:
    code = tmp_path / "atlas"
    said = ("glossary.tex is generated from the terms sheet every night and anything typed "
            "into it is gone by morning. the sheet is where terms get added")
    steps = [Step("add 'isohyet' to the glossary",
                  [edit(f"{code}/glossary.tex", "",
                        "\\newglossaryentry{isohyet}{name=isohyet,description={a line of "
                        "equal rainfall}}")],
                  "Added the entry to glossary.tex."),
             Step(said, [bash("git checkout glossary.tex", "Updated 1 path from the index")],
                  "Reverted glossary.tex; the term belongs in the sheet.")]
    assert flagged(tmp_path, steps)[said] == ["relation"]


def test_an_answer_to_the_agents_question_then_a_rewrite_corrects_nothing(
        tmp_path: Path) -> None:
    code = tmp_path / "spec"
    said = "plain html first, no framework until the flows settle"
    steps = [Step("draft the spec of the settings page",
                  [edit(f"{code}/spec.md", "", "## Settings page\nStack: to be decided\n")],
                  "Drafted the spec. Should the page be plain HTML or React from day one?"),
             Step(said, [edit(f"{code}/spec.md", "Stack: to be decided",
                              "Stack: plain HTML, no framework yet")],
                  "Updated the spec.")]
    assert flagged(tmp_path, steps)[said] == []


def test_reflexion_learns_a_lesson_from_a_reworked_turn(store: object, tmp_path: Path) -> None:
    code = tmp_path / "weather"
    steps = _reworked(code)
    path = write_session(tmp_path / "s-rework.jsonl", "s-rework", str(tmp_path), steps,
                         dt.datetime(2026, 11, 2, 9))
    out = run_cli_json("reflexion", "--transcript", str(path))
    assert isinstance(out, dict)
    assert [c["quote"] for c in out["corrections"]] == [OVERLOOKED], out
    assert len(out["candidates"]) == 1, out


def test_a_turn_answered_by_reverting_what_a_command_changed_is_a_correction(
        tmp_path: Path) -> None:
    said = ("poetry.lock moves in the monthly dependency PR, the deploy image is built "
            "from it. for httpx, poetry add")
    steps = [Step("we need httpx for the webhook client",
                  [bash("poetry update", "Updating dependencies\nWriting lock file\n"
                        "  - Updating certifi (2024.2.2 -> 2025.1.31)\n"
                        "  - Installing httpx (0.28.1)")],
                  "httpx is installed and the lock file is updated."),
             Step(said, [bash("git checkout poetry.lock", "Updated 1 path from the index"),
                         bash("poetry add httpx --lock", "Writing lock file")],
                  "Restored poetry.lock and added only httpx.")]
    assert flagged(tmp_path, steps)[said] == ["relation"]
    # a branch switched to is no file thrown away
    steps[1] = Step(said, [bash("git checkout main", "Switched to branch 'main'"),
                           bash("poetry add httpx --lock", "Writing lock file")],
                    "On main, added only httpx.")
    assert flagged(tmp_path, steps)[said] == []


def test_a_turn_answered_by_rewriting_part_of_a_fresh_line_is_a_correction(
        tmp_path: Path) -> None:
    """An edit names only the part of a line it changes: the agent wrote the whole line,
    then replaced a few of its words."""
    code = tmp_path / "weather"
    steps = _reworked(code, "key=lambda r: r.wall_time)", "key=lambda r: r.sequence)")
    assert flagged(tmp_path, steps)[OVERLOOKED] == ["relation"]
    # part of a line the agent never wrote is new work, not a rework
    steps = _reworked(code, "key=lambda p: p.arrival)", "key=lambda p: p.seq_no)",
                      "src/gateway.py")
    assert flagged(tmp_path, steps)[OVERLOOKED] == []


def test_a_part_of_a_line_stands_whole_in_what_was_written_only_with_all_its_pieces() -> None:
    from memory_engine.reflexion import actions

    written = actions.piece_keys("    return sorted(readings, key=lambda r: r.wall_time)\n")
    assert actions.reworks(actions.fragment_keys("key=lambda r: r.wall_time)"), written)
    assert not actions.reworks(actions.fragment_keys("key=lambda r: r.arrival)"), written)
    # a whole block, or a line of fewer words than a piece, is no part of a line
    assert actions.fragment_keys("def merge(readings):\n    return []") == []
    assert actions.fragment_keys("r.wall_time") == []


# A fact about the project's tooling, said after the agent installed a package its own way: no
# "wrong", no negation of the act, no "why did you". Its words alone are not read as one.
TOOLING = ("pyproject.toml and uv.lock are what the runners install from: "
           "`uv add ruamel.yaml`")


def _installed(code: Path) -> Step:
    return Step("the station report should read the YAML files, add ruamel for that",
                [bash("pip install ruamel.yaml", "Successfully installed ruamel.yaml-0.18.6"),
                 edit(f"{code}/src/report.py", "import csv", "import csv\nimport ruamel.yaml"),
                 bash("pytest -q tests/test_report.py", "5 passed")],
                "ruamel.yaml is installed and the report reads the YAML files; tests pass.")


def test_a_turn_answered_by_running_the_command_it_spells_out_instead_is_a_correction(
        tmp_path: Path) -> None:
    code = tmp_path / "stations"
    steps = [_installed(code),
             Step(TOOLING, [bash("pip uninstall -y ruamel.yaml", "Successfully uninstalled"),
                            bash("uv add ruamel.yaml", "Resolved 14 packages\n + ruamel-yaml")],
                  "Removed the pip install and added ruamel.yaml with uv.")]
    assert flagged(tmp_path, steps)[TOOLING] == ["relation"]
    # the same words answered with other work: nothing the turn spelled out was run
    steps[1] = Step(TOOLING, [bash("pytest -q", "5 passed")], "The tests still pass.")
    assert flagged(tmp_path, steps)[TOOLING] == []


def test_the_next_step_spelled_out_redoes_nothing(tmp_path: Path) -> None:
    """A command the turn spells out that takes the place of nothing the agent ran (a next
    step: deploy after the tests) is new work, not a redo."""
    code = tmp_path / "stations"
    said = "the staging box has the new YAML files now, ship it with `make deploy`"
    steps = [_installed(code),
             Step(said, [bash("make deploy", "deployed to staging")], "Deployed to staging.")]
    assert flagged(tmp_path, steps)[said] == []


def test_what_a_command_takes_the_place_of() -> None:
    from memory_engine.reflexion.actions import redone_as_told

    # the same program and subcommand with other arguments
    assert redone_as_told("pio run -e bench -t upload", ["pio run -e pico -t upload"],
                          "the clock is on pico, flash the spare: `pio run -e bench -t upload`")
    # the same package by another tool, the same spec file by another runner
    assert redone_as_told("uv add httpx", ["pip install httpx"], "here: `uv add httpx`")
    assert redone_as_told("pdk test unit --tests=spec/classes/kiosk_spec.rb",
                          ["bundle exec rspec spec/classes/kiosk_spec.rb"],
                          "we always go through `pdk test unit`")
    # the program a build script builds, named by its file before
    assert redone_as_told("./bin/cobbuild DIVPOST", ["cobc -x src/DIVPOST.cbl -o bin/DIVPOST"],
                          "use `./bin/cobbuild DIVPOST`, it sets the copybook path")
    # a program the turn names beside the one it spells out
    assert redone_as_told("nph src/rootstock.nim", ["nimpretty src/*.nim"],
                          "we don't use nimpretty, run `nph src/rootstock.nim`")
    # a subcommand word is no shared argument; a word's beginning is no command named
    assert not redone_as_told("git status", ["./service.sh status"], "git status?")
    assert not redone_as_told("git commit -m 'add sessions'", ["git log --oneline -9"],
                              "the session files should be in git commits too")
    # nothing the turn spelled out, or nothing run before the turn to take the place of
    assert not redone_as_told("uv add httpx", ["pip install httpx"], "use uv here")
    assert not redone_as_told("uv add httpx", ["ls src"], "`uv add httpx` please")


def test_a_part_of_a_line_cut_inside_a_word_at_its_end_still_stands_in_it() -> None:
    """An edit may replace a line but for its last bracket: the piece at that end is no piece
    of the written line, the pieces between the ends are."""
    from memory_engine.reflexion import actions

    written = actions.piece_keys("(define (species-list catches)\n"
                                 "  (sort (totals-by-species catches) string<? #:key car))\n")
    cut = actions.fragment_keys("(sort (totals-by-species catches) string<? #:key car)")
    assert actions.reworks(cut, written)
    # the same words around other middle pieces were never written
    assert not actions.reworks(
        actions.fragment_keys("(sort (totals-by-night catches) string<? #:key car)"), written)
    # only an end piece in common is no part of the line
    assert not actions.reworks(
        actions.fragment_keys("(filter (by-night xs) odd? string<? #:key car)"), written)


def test_a_folder_thrown_away_that_holds_the_edited_file_is_a_revert() -> None:
    from memory_engine.reflexion.actions import reverts

    edited = ["/srv/kiosk/modules/stdlib/lib/puppet/functions/stdlib/port_open.rb"]
    assert reverts("git checkout modules/stdlib", edited)
    assert reverts("git checkout -q ./modules/stdlib/", edited)
    # a folder that holds none of the edited files, a branch, a folder's last name alone
    assert not reverts("git checkout modules/concat", edited)
    assert not reverts("git checkout main", edited)
    assert not reverts("git checkout stdlib", edited)


def test_a_command_that_takes_back_one_run_before_the_turn() -> None:
    from memory_engine.reflexion.actions import undoes

    assert undoes("sdk uninstall gradle 8.14", ["sdk install gradle 8.14 && gradle build"])
    assert undoes("npm remove left-pad", ["npm add left-pad"])
    # another thing, another program, or the same subcommand again take nothing back
    assert not undoes("sdk uninstall java 21.0.2", ["sdk install gradle 8.14"])
    assert not undoes("brew uninstall gradle", ["sdk install gradle 8.14"])
    assert not undoes("sdk install gradle 8.14", ["sdk install gradle 8.14"])
    assert not undoes("sdk uninstall gradle 8.14", [])


def test_a_turn_answered_by_uninstalling_what_the_agent_installed_is_a_correction(
        tmp_path: Path) -> None:
    said = ("the repo has ./gradlew and gradle/wrapper/gradle-wrapper.properties pins the "
            "version the mod is built with")
    first = Step("build the mod and see that it works",
                 [bash("gradle build", "FAILURE: Build failed with an exception."),
                  bash("sdk install gradle 8.14 && gradle build",
                       "Done installing!\nBUILD SUCCESSFUL in 1m 12s")],
                 "Installed Gradle 8.14 on the machine; the mod builds now.")
    steps = [first, Step(said, [bash("sdk uninstall gradle 8.14", "Uninstalled gradle 8.14"),
                                bash("./gradlew build", "BUILD SUCCESSFUL in 58s")],
                         "Built with ./gradlew.")]
    assert flagged(tmp_path, steps)[said] == ["relation"]
    # the same words answered with more work of the same kind take nothing back
    steps[1] = Step(said, [bash("sdk install java 21.0.2", "Done installing!")],
                    "Installed Java 21 as well.")
    assert flagged(tmp_path, steps)[said] == []


def test_a_turn_answered_by_throwing_away_the_folder_of_the_edit_is_a_correction(
        tmp_path: Path) -> None:
    """A turn in Setswana naming the folder the agent's edit went into, answered by throwing
    away that folder's changes (`git checkout modules/stdlib`): the edited file is in it."""
    code = tmp_path / "roomkiosk"
    said = ("Nnyaa, modules/stdlib ke ya Forge, e tsenngwa ke r10k go tswa mo Puppetfile. "
            "Kwala function mo site/profile/.")
    first = Step("Tsenya mokgwa wa go tlhola diporoto mo profile::firewall.",
                 [edit(f"{code}/modules/stdlib/lib/puppet/functions/stdlib/port_open.rb", "",
                       "Puppet::Functions.create_function(:'stdlib::port_open') do\nend"),
                  bash("pdk test unit --tests=spec/classes/profile_firewall_spec.rb",
                       "Evaluated 14 tests in 3.8 seconds: 0 failures, 0 pending.")],
                 "Ke tsentse stdlib::port_open mo modules/stdlib.")
    steps = [first, Step(said, [bash("git checkout modules/stdlib", "Updated 1 path")],
                         "Ke e tlositse mo stdlib.")]
    assert flagged(tmp_path, steps)[said] == ["relation"]
    # the same words answered with new work elsewhere: nothing was thrown away
    steps[1] = Step(said, [edit(f"{code}/site/profile/manifests/firewall.pp", "",
                                "class profile::firewall {}")], "Ke kwadile.")
    assert flagged(tmp_path, steps)[said] == []


# A question back at what the agent chose and how the cards are written here, with no word of
# objection: no negation, no "wrong", no "why did you", nothing the agent did not name.
FLASHED = ("you picked /dev/sdb? on the bench box sdb is a data disk most days. cards here "
           "get written with bmaptool copy")


def _flashed() -> Step:
    return Step("put today's image on the new card for the booth",
                [bash("zstdcat deploy/booth-image.wic.zst | sudo dd of=/dev/sdb bs=4M",
                      "16000221184 bytes (16 GB, 15 GiB) copied, 1161.3 s, 13.8 MB/s")],
                "Written to /dev/sdb; it took about 19 minutes.")


def test_a_command_spelled_out_run_in_place_of_the_agents_on_the_same_thing_corrects_it(
        tmp_path: Path) -> None:
    """The agent redid its work with the command the turn spelled out, on the same file it
    had worked on: the turn named what to run instead, whatever else its words say."""
    steps = [_flashed(),
             Step(FLASHED, [bash("sudo bmaptool copy deploy/booth-image.wic.zst "
                                 "/dev/disk/by-id/usb-Generic_DISK00-0:0",
                                 "bmaptool: info: 100% copied")],
                  "Flashed again with bmaptool copy to the card's by-id path.")]
    assert flagged(tmp_path, steps)[FLASHED] == ["relation"]
    # the same words, and the agent asks back before doing anything: nothing was redone
    steps[1] = Step(FLASHED, [], "Should I flash the card again with bmaptool copy?")
    assert flagged(tmp_path, steps)[FLASHED] == []


# A turn (Welsh) that names the one recipe to clean, after the agent cleared every build cache.
_ONE_RECIPE = ("bydd bake02 yn darllen sstate-cache hefyd, dros NFS. am un rysáit, "
               "bitbake -c cleansstate a dyna ni")


def _rebuilt_from_scratch(*more: tuple[str, dict[str, Any], str]) -> Step:
    """The agent's first step: every cache cleared and the image rebuilt, then `more`."""
    return Step("the image no longer boots on the box since the kernel config change; "
                "rebuild it",
                [bash("rm -rf build/tmp build/sstate-cache && bitbake booth-image",
                      "NOTE: Tasks Summary: Attempted 9874 tasks of which 0 didn't need to "
                      "be rerun and all succeeded."), *more],
                "Cleared tmp and the sstate cache and rebuilt everything; it boots now.")


def test_a_command_spelled_out_in_place_of_a_step_of_a_chain_run_again_corrects_it(
        tmp_path: Path) -> None:
    said = _ONE_RECIPE
    first = _rebuilt_from_scratch()
    steps = [first, Step(said, [bash("bitbake -c cleansstate linux-booth && bitbake booth-image",
                                     "NOTE: Tasks Summary: Attempted 9874 tasks of which 9712 "
                                     "didn't need to be rerun and all succeeded.")],
                         "Rebuilt with only the kernel recipe cleaned.")]
    assert flagged(tmp_path, steps)[said] == ["relation"]


def test_the_next_subcommand_on_other_things_is_no_retelling(tmp_path: Path) -> None:
    """Another subcommand of the program the agent ran, on other things, as the turn spells
    it: as often the next step as a redo, so the turn is not marked as naming what to run
    instead (`HumanTurn.retold`); its words must object for it to be read as a correction."""
    from memory_engine.reflexion.transcript import read_transcript

    said = "the tests are fine. now `npm run build`"
    steps = [Step("fix the date picker's off-by-one in src/picker.ts",
                  [edit("src/picker.ts", "day + 1", "day"),
                   bash("npm run test", "Tests: 42 passed")],
                  "Fixed; the tests pass."),
             Step(said, [bash("npm run build", "built in 3.1s")], "Built.")]
    path = write_session(tmp_path / "s.jsonl", "s1", str(tmp_path), steps,
                         dt.datetime(2026, 3, 4, 10))
    turn = read_transcript(path).turns[-1]
    assert turn.text == said and not turn.retold
    steps[1] = Step(said, [bash("npm run build -- --filter picker", "built in 1.2s")], "Built.")
    path = write_session(tmp_path / "s2.jsonl", "s2", str(tmp_path), steps,
                         dt.datetime(2026, 3, 4, 10))
    assert not read_transcript(path).turns[-1].retold


def test_what_a_command_takes_the_place_of_on_the_same_thing() -> None:
    from memory_engine.reflexion.actions import redone_as_told

    told = "with `bmaptool copy` please"
    assert redone_as_told("bmaptool copy out/a.wic.zst /dev/disk/by-id/x",
                          ["zstdcat out/a.wic.zst | dd of=/dev/sdc"], told, alike=True)
    # files of one folder are other things; the folder alone is not the same work
    assert not redone_as_told("pytest -q tests/test_b.py", ["pytest -q tests/test_a.py"],
                              "now `pytest -q tests/test_b.py`", alike=True)
    assert redone_as_told("pytest -q tests/test_b.py", ["pytest -q tests/test_a.py"],
                          "now `pytest -q tests/test_b.py`")
    # the words the turn spelled are how the agent's own command began: nothing new was told
    assert not redone_as_told("knife cookbook delete desk 3.4.1 -y",
                              ["knife cookbook upload desk"],
                              "no knife cookbook upload for desk, ever", alike=True)
    # a step of a chain run again otherwise alike
    assert redone_as_told("make clean-kernel && make image", ["rm -rf out && make image"],
                          "`make clean-kernel`, never rm -rf out", alike=True)
    assert not redone_as_told("make clean-kernel && make dist", ["rm -rf out && make image"],
                              "`make clean-kernel`", alike=True)


def test_the_lesson_of_a_command_run_as_told_names_it_and_what_it_took_the_place_of(
        store: object, store_root: Path, tmp_path: Path) -> None:
    """What the person wants instead is the command the agent ran as the turn spelled it out;
    what not to do is the command it took the place of, not the agent's last read."""
    said = _ONE_RECIPE
    first = _rebuilt_from_scratch(bash("grep CONFIG_HDMI build/tmp/work/linux-booth/.config",
                                       "CONFIG_HDMI=y"))
    steps = [first, Step(said, [bash("bitbake -c cleansstate linux-booth && bitbake booth-image",
                                     "NOTE: Tasks Summary: all succeeded.")],
                         "Rebuilt with only the kernel recipe cleaned.")]
    path = write_session(tmp_path / "s-told.jsonl", "s-told", str(tmp_path), steps,
                         dt.datetime(2026, 11, 2, 9))
    out = run_cli_json("reflexion", "--transcript", str(path))
    assert isinstance(out, dict)
    (found,) = out["corrections"]
    assert found["action"] == "Bash: rm -rf build/tmp build/sstate-cache && bitbake booth-image"
    assert found["instead"] == "Bash: bitbake -c cleansstate linux-booth && bitbake booth-image"
    assert len(out["candidates"]) == 1, out
    assert run_cli("drafts", "process").returncode == 0
    lesson = "\n".join(p.read_text(encoding="utf-8")
                       for p in (store_root / "procedural").glob("*.md"))
    assert "do: run `bitbake -c cleansstate linux-booth" in lesson, lesson
    assert "Not: ran `rm -rf build/tmp build/sstate-cache" in lesson, lesson


def test_words_read_as_a_correction_keep_their_own_terms_for_what_to_do(
        tmp_path: Path) -> None:
    """A turn whose words are a correction on their own says what to do in its terms: the
    command the agent then ran as told does not take their place, nor its last act's."""
    from memory_engine.reflexion.corrections import Detector, load_lexicon
    from memory_engine.reflexion.transcript import read_transcript

    said = "no, never dd for the cards: we flash with `bmaptool copy` and the by-id path"
    steps = [_flashed(),
             Step(said, [bash("sudo bmaptool copy deploy/booth-image.wic.zst "
                              "/dev/disk/by-id/usb-Generic_DISK00-0:0",
                              "bmaptool: info: 100% copied")], "Flashed again.")]
    path = write_session(tmp_path / "s.jsonl", "s1", str(tmp_path), steps,
                         dt.datetime(2026, 3, 4, 10))
    reading = read_transcript(path)
    assert reading.turns[-1].retold
    (found,) = Detector(load_lexicon(None)).feed(reading.turns, reading.signals)
    assert found.signals != ["relation"] and found.instead == ""
    assert found.action.startswith("Bash: zstdcat")
    # found by the rework, with words that object to the act (a negation): the same
    said = "the cards are never written with dd here, they get `bmaptool copy`"
    steps[1] = Step(said, steps[1].tools, "Flashed again.")
    path = write_session(tmp_path / "s2.jsonl", "s2", str(tmp_path), steps,
                         dt.datetime(2026, 3, 4, 10))
    reading = read_transcript(path)
    found_all = Detector(load_lexicon(None)).feed(reading.turns, reading.signals)
    assert reading.turns[-1].retold
    assert [c.instead for c in found_all if c.quote == said] in ([], [""])
