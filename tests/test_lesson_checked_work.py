"""A correction after the agent's test or build run that speaks of the work the run checked
(the edit before it) teaches a lesson about that work, not about running the tests: its "When"
is the edit, its "Not:" what the agent edited, and it is not filed under testing. A correction
that speaks of the run itself stays about the run. End to end through `memengine reflexion`
and `drafts process`; every session below is made up here."""

from __future__ import annotations

import datetime as dt
import sys
from pathlib import Path

from conftest import REPO, run_cli, run_cli_json

sys.path.insert(0, str(REPO / "benchmarks" / "reflexion"))
from sessions import Step, bash, edit, write_session


def _first_line(body: str) -> str:
    """The first line of a lesson's body, after its frontmatter: the situation it is for."""
    return body.split("---", 2)[2].strip().splitlines()[0]


def _lesson(tmp_path: Path, session: str, steps: list[Step]) -> tuple[str, dict[str, object]]:
    path = write_session(tmp_path / f"{session}.jsonl", session, str(tmp_path), steps,
                         dt.datetime(2026, 11, 2, 9))
    out = run_cli_json("reflexion", "--transcript", str(path))
    assert isinstance(out, dict) and len(out["candidates"]) == 1, out
    assert run_cli("drafts", "process").returncode == 0
    (lesson,) = run_cli_json("list", "--tier", "procedural")  # type: ignore[misc]
    assert isinstance(lesson, dict)
    return Path(str(lesson["path"])).read_text(encoding="utf-8"), lesson


def test_a_correction_of_the_edit_a_test_run_checked_is_about_the_edit(
        store: object, tmp_path: Path) -> None:
    code = tmp_path / "mapkit"
    steps = [Step("add a cache of the last projection to Projector",
                  [edit(f"{code}/include/mapkit/projector.hpp", "  double scale_;",
                        "  double scale_;\n  Cache last_;"),
                   bash("cmake --build --preset dev && ctest --preset dev",
                        "100% tests passed, 0 tests failed out of 42")],
                  "Done: Projector caches its last projection; all 42 tests pass."),
             Step("why did you add a member to Projector in the public header? that breaks "
                  "ABI for every user of 3.x. Public classes keep their layout; new state goes "
                  "behind the Impl pointer in src/", [], "Sorry, I'll move it.")]
    body, lesson = _lesson(tmp_path, "c7ec0000-0000-4000-8000-000000000001", steps)
    first = _first_line(body)
    assert first.startswith("When changing `projector.hpp`"), first
    assert "Not: edited `mapkit/projector.hpp`" in first or "projector.hpp`." in first, first
    assert "ctest" not in first, first
    assert not str(lesson.get("topic") or "").startswith("testing"), lesson


def test_a_correction_of_the_run_itself_stays_about_the_run(
        store: object, tmp_path: Path) -> None:
    code = tmp_path / "mapkit"
    steps = [Step("add a cache of the last projection to Projector",
                  [edit(f"{code}/src/projector.cpp", "  return p;", "  last_ = p;\n  return p;"),
                   bash("ctest", "100% tests passed, 0 tests failed out of 42")],
                  "Done, all tests pass."),
             Step("no, never run ctest bare here, use ctest --preset asan so the sanitizers "
                  "run too", [], "Understood.")]
    body, _ = _lesson(tmp_path, "c7ec0000-0000-4000-8000-000000000002", steps)
    first = _first_line(body)
    assert first.startswith("When running the tests"), first
    assert "Not: ran `ctest`" in first, first


def test_a_correction_of_how_the_work_was_handed_over_stays_about_the_run(
        store: object, tmp_path: Path) -> None:
    # it names the edited file's subject ("parameter"), but says what to run before saying
    # the work is ready: that is about the check, not the edit
    code = tmp_path / "synth"
    steps = [Step("add a density parameter",
                  [edit(f"{code}/src/Parameters.cpp", "  // params", "  add(density);"),
                   bash("cmake --build build", "[100%] Built target Synth_VST3")],
                  "Done: the density parameter is in and it builds."),
             Step("no: the density parameter is not restored after reload. before you say "
                  "something is ready, run pluginval with --strictness-level 10 on the built "
                  "VST3", [], "Understood.")]
    body, _ = _lesson(tmp_path, "c7ec0000-0000-4000-8000-000000000003", steps)
    first = _first_line(body)
    assert not first.startswith("When changing `Parameters.cpp`"), first


def test_a_correction_of_the_edit_a_deployment_put_to_use_is_about_the_edit(
        store: object, tmp_path: Path) -> None:
    # the last act runs the work on the device; the words speak of what the edit wrote
    code = tmp_path / "beacon"
    steps = [Step("set the beacon's report interval to five minutes",
                  [edit(f"{code}/firmware/loop.py", "    utime.sleep(60)",
                        "    utime.sleep(300)"),
                   bash("scripts/flash.sh /dev/ttyACM0", "flashed 14 files")],
                  "Done: the beacon now reports every five minutes."),
             Step("no, that's wrong: utime.sleep keeps the radio powered the whole time and the "
                  "cell is flat in three days. between reports the loop goes to "
                  "machine.lightsleep(300_000)",
                  [], "Understood.")]
    body, _ = _lesson(tmp_path, "c7ec0000-0000-4000-8000-000000000004", steps)
    first = _first_line(body)
    assert first.startswith("When changing `loop.py`"), first
    assert "flash.sh" not in first, first


def test_a_correction_set_against_the_run_itself_stays_about_the_run(
        store: object, tmp_path: Path) -> None:
    code = tmp_path / "newsletter"
    steps = [Step("fix the unsubscribe link in the newsletter template",
                  [edit(f"{code}/templates/newsletter.html", "{{ unsubscribe }}",
                        "{{ unsubscribe_url }}"),
                   bash("python send_newsletter.py --all", "sent 4210 messages")],
                  "Done, the link is fixed and the newsletter is out."),
             Step("you sent the newsletter to every subscriber! never run send_newsletter.py "
                  "without --dry-run unless I say so", [], "Sorry.")]
    body, _ = _lesson(tmp_path, "c7ec0000-0000-4000-8000-000000000005", steps)
    first = _first_line(body)
    assert "send_newsletter.py" in first, first
    assert not first.startswith("When changing `newsletter.html`"), first


def test_a_correction_naming_what_an_edit_wrote_is_about_that_edit(
        store: object, tmp_path: Path) -> None:
    # the words name neither the file nor the last command (a copy to staging), only names
    # the edit wrote (`VAT_RATE`, `round`): the lesson is about the edit, not about `cp`
    code = tmp_path / "shopfront"
    steps = [Step("prices on the basket page should include VAT",
                  [edit(f"{code}/shop/pricing.py", "    return subtotal",
                        "    total = subtotal * (1 + VAT_RATE)\n    return round(total, 2)"),
                   bash("cp shop/pricing.py deploy/staging/shop/", "")],
                  "Prices now include VAT, rounded to cents, and the file is on staging."),
             Step("no: VAT_RATE differs per country now, and never round money floats with "
                  "round(). take Decimal amounts and quantize them to cents", [],
                  "Understood.")]
    body, _ = _lesson(tmp_path, "c7ec0000-0000-4000-8000-000000000006", steps)
    first = _first_line(body)
    assert first.startswith("When changing `pricing.py`"), first
    assert "`cp" not in first, first


def test_the_edit_whose_names_the_words_share_is_chosen_not_the_latest(
        store: object, tmp_path: Path) -> None:
    code = tmp_path / "rescue"
    steps = [Step("record when each hedgehog arrived and show it on the intake page",
                  [edit(f"{code}/Models/Intake.cs", "    public string Name { get; set; }",
                        "    public string Name { get; set; }\n"
                        "    public DateTime ArrivedAt { get; set; } = DateTime.Now;"),
                   edit(f"{code}/Views/IntakePage.xaml", "<VerticalStackLayout>",
                        "<VerticalStackLayout>\n    <Label Text=\"{Binding ArrivedAt}\" />"),
                   bash("dotnet build -f net8.0-android", "Build succeeded.")],
                  "The intake page shows the arrival time; the build succeeds."),
             Step("no, that's wrong: DateTime.Now is the phone's local time and the volunteers "
                  "cross a time zone border. store DateTime.UtcNow and convert only for "
                  "display", [],
                  "Understood.")]
    body, _ = _lesson(tmp_path, "c7ec0000-0000-4000-8000-000000000007", steps)
    first = _first_line(body)
    assert first.startswith("When changing `Intake.cs`"), first
    assert "dotnet build" not in first, first


def test_words_sharing_more_with_the_edit_than_with_the_run_are_about_the_edit(
        store: object, tmp_path: Path) -> None:
    # "roads" names the test file the run took as well as the edited file, but `assertz` is
    # only in what the edit wrote
    code = tmp_path / "rota"
    steps = [Step("cache the distances between villages, the solver asks for them a lot",
                  [edit(f"{code}/prolog/roads.pl", "distance(A, B, D) :- route(A, B, D).",
                        "distance(A, B, D) :- cached(A, B, D), !.\n"
                        "distance(A, B, D) :- route(A, B, D), assertz(cached(A, B, D))."),
                   bash("swipl -g run_tests -t halt test/roads.plt", "% All 12 tests passed")],
                  "Distances are cached; all 12 tests pass."),
             Step("no, not assertz in roads.pl: when someone changes a road the cache is stale "
                  "and nothing clears it. use tabling, table distance/3", [], "Understood.")]
    body, _ = _lesson(tmp_path, "c7ec0000-0000-4000-8000-000000000008", steps)
    first = _first_line(body)
    assert first.startswith("When changing `roads.pl`"), first
    assert "run_tests" not in first, first
