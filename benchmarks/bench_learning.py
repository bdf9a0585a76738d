"""Learn, then recall: what reflexion learns from real-format sessions, and whether recall finds it.

    .venv/bin/python benchmarks/bench_learning.py [--k 3] [--verbose] [--set dev2|outside|outside2]

For each scenario of benchmarks/reflexion/learning_set.py (five languages: a correction after an
agent's command, edit or claim, or a stated preference), a real-format transcript is written and
`memengine reflexion --transcript` reads it; then `memengine drafts process` runs admission, as
session end does. Each scenario must yield one record in its tier (recognised by a word it must
contain). Then every follow-up request (natural wording, some in the session's language) goes
through `memengine recall --json`: a hit is the learned record among the top k. Everything runs
through the command line in a throwaway store; nothing is mocked.

`--set dev2` runs benchmarks/reflexion/learning_dev2.py instead: 28 sessions of five other
projects, written from the scenario format alone by someone who had not seen the code, with
follow-ups that describe the situation without the correction's words. It is a development set
(read while improving lessons); the held-out one is scored by bench_heldout.py.

`--set outside` runs benchmarks/reflexion/learning_outside.py: 24 sessions written by someone
else, scored once unseen (22 % of follow-ups found in the top 3) and a development set since.

`--set outside2` runs benchmarks/reflexion/learning_outside2.py: 32 sessions of five other
projects (22 corrections, 10 stated preferences, six languages, 79 follow-ups), scored once unseen
(learned 24/32, 38 % of follow-ups found in the top 3) and a development set since.

`--set outside3` runs benchmarks/reflexion/learning_outside3.py: 33 sessions of five other
projects (Phoenix chat, Unity game, Zephyr firmware, LaTeX paper, Julia simulation; 87
follow-ups), scored once unseen (learned 26/33, 30 % of follow-ups found in the top 3) and a
development set since.

`--set outside4` runs benchmarks/reflexion/learning_outside4.py: 39 sessions of five other
projects (Rust GPX tool, Django bakery orders, Terraform, Flutter library app, dbt on Snowflake;
27 corrections, 12 preferences, six languages, 116 follow-ups), scored once unseen (learned
22/39, 29 % of follow-ups found in the top 3) and a development set since.

`--set outside5` runs benchmarks/reflexion/learning_outside5.py: 30 sessions of five other
projects (Go parcel lockers, Ansible for a Slurm cluster, SvelteKit box office, R census
package, JUCE synth plugin; 20 corrections, 10 preferences, six languages, 90 follow-ups), scored
twice unseen (learned 24/30, 33 % then 36 % of follow-ups found in the top 3) and a development
set since.

`--set outside6` runs benchmarks/reflexion/learning_outside6.py: 30 sessions of five other
projects (Kotlin Compose app for lift technicians, Laravel spare-parts shop, Haskell compiler to
WebAssembly, NixOS flake for a bakery chain's tills, Scala 3 Spark jobs over smart-meter
readings; 20 corrections, 10 preferences, six languages, 90 follow-ups), scored twice unseen
(learned 26/30, 37 % then 36 % of follow-ups found in the top 3) and a development set since.

`--set outside7` runs benchmarks/reflexion/learning_outside7.py: 30 sessions of five other
projects (Elixir/Phoenix winter road dispatch, Unity rock-pool game, Zephyr firmware for beehive
scales, SwiftUI choir practice app, Julia snowmelt model; 20 corrections, 10 preferences, nine
languages, 90 follow-ups), scored twice unseen (learned 22/30, 32 % then 34 % of follow-ups found
in the top 3) and a development set since.

`--set outside8` runs benchmarks/reflexion/learning_outside8.py: 30 sessions of five other
projects (Rails seed library, Terraform for a ferry operator, Godot lighthouse game, dbt on
Snowflake for smart meters, Flutter hut-booking app; 20 corrections, 10 preferences, twelve
languages, 90 follow-ups), scored twice unseen (learned 20/30, 37 % then 38 % of follow-ups found
in the top 3) and a development set since.

`--set outside9` runs benchmarks/reflexion/learning_outside9.py: 30 sessions of five other
projects (Angular app for veterinary clinics, ASP.NET Core API for a dental laboratory,
SystemVerilog for a planetarium's LED dome, Kubernetes GitOps for a newspaper, browser extension
for a university library; 20 corrections, 10 preferences, thirteen languages, 90 follow-ups),
scored twice unseen (learned 20/30 then 22/30, 22 % then 29 % of follow-ups found in the top 3)
and a development set since.

`--set outside10` runs benchmarks/reflexion/learning_outside10.py: 30 sessions of five other
projects (Rust CLI reading a pottery studio's kiln logs, Django allotment waiting list, Kotlin
Android app for bird ringers, R/Shiny dashboard of classroom CO2, Ansible for a community radio
station; 20 corrections, 10 preferences, fifteen languages, 90 follow-ups), scored twice unseen
(learned 20/30 both times, 31 % then 30 % of follow-ups found in the top 3) and a development
set since.

`--set outside11` runs benchmarks/reflexion/learning_outside11.py: 30 sessions of five other
projects (Go gRPC berth allocator for a ferry operator, Nuxt 3 site for a botanical garden,
C++/CMake STM32 firmware for silo load cells, Airflow 2 pipeline of bus ridership, Lua Neovim
notes plugin; 20 corrections, 10 preferences, sixteen languages, 90 follow-ups), scored twice
unseen (learned 20/30 then 22/30, 33 % then 37 % of follow-ups found in the top 3) and a
development set since.

`--set outside12` runs benchmarks/reflexion/learning_outside12.py: 30 sessions of five other
projects (Next.js/Prisma volunteer roster for a food bank, Spring Boot scheduler of a blood
service's mobile clinics, PyTorch/Hydra classifier of bat calls, WordPress plugin for a museum's
catalogue, Electron app for a piano tuner; 20 corrections, 10 preferences, sixteen languages, 90
follow-ups), scored twice unseen (learned 21/30 both times, 32 % then 33 % of follow-ups found
in the top 3) and a development set since.

`--set outside13` runs benchmarks/reflexion/learning_outside13.py: 30 sessions of five other
projects (FastAPI/SQLAlchemy delivery planner for a vegetable-box cooperative, React Native/Expo
sign-language dictionary, Pulumi TypeScript storage of a film archive, OCaml regatta scorer,
Symfony 7 booking app for municipal pools; 20 corrections, 10 preferences, sixteen languages, 90
follow-ups), scored twice unseen (learned 20/30 then 19/30, 30 % of follow-ups found in the top
3 both times) and a development set since.

`--set outside14` runs benchmarks/reflexion/learning_outside14.py: 30 sessions of five other
projects (Clojure inter-library loan broker, Fortran lake-ice model, Solidity/Foundry repository
of a community solar co-operative, Rust/Bevy night-ferry game, MicroPython weather station on an
ESP32; 20 corrections, 10 preferences, sixteen languages, 90 follow-ups), scored twice unseen
(learned 15/30 then 17/30, 18 % then 21 % of follow-ups found in the top 3) and a development
set since.

`--set outside15` runs benchmarks/reflexion/learning_outside15.py: 30 sessions of five other
projects (Zig cutting-plan tool for a mosaic workshop, Elm instrument-loan app of an orchestra,
GnuCOBOL batch suite of a credit union, Kotlin Multiplatform timetable library of a tram operator,
Snakemake workflow of a wastewater virus-surveillance lab; 20 corrections, 10 preferences,
sixteen languages, 90 follow-ups), scored twice unseen (learned 21/30 then 23/30, 26 % then 27 %
of follow-ups found in the top 3) and a development set since.

`--set outside16` runs benchmarks/reflexion/learning_outside16.py: 30 sessions of five other
projects (Gleam maintenance log of a mountain cable car, Sqitch/PostgreSQL database of a seed
bank, Astro site of a folk-dance society, PowerShell laptop-fleet module of a primary school,
Ada/SPARK tide-table program of a harbour; 20 corrections, 10 preferences, sixteen languages, 90
follow-ups), scored twice unseen (learned 19/30 both times, 19 % then 21 % of follow-ups found
in the top 3; the first reading counts a Telugu follow-up that recall refused as a miss) and a
development set since.

`--set outside17` runs benchmarks/reflexion/learning_outside17.py: 30 sessions of five other
projects (Erlang/OTP router of a hospital's pneumatic tube system, Perl/Mojolicious repair-ticket
app of a charity bicycle workshop, KiCad board of an e-paper bus-stop display, Lean 4 library
proving a chess league's tables, Prometheus/Alertmanager repository of a water utility's pumping
stations; 20 corrections, 10 preferences, sixteen languages, 90 follow-ups), scored twice unseen
(learned 21/30 then 25/30, 23 % then 28 % of follow-ups found in the top 3) and a development
set since.

`--set outside18` runs benchmarks/reflexion/learning_outside18.py: 30 sessions of five other
projects (Common Lisp checker of a bell-ringing guild's peal compositions, Blender extension of
a puppet theatre, Apache Flink job counting a ski area's lift-gate scans, Vala/GTK4 app of a
sheep-shearing gang, OPA/Rego checks of a university's Terraform plans; 20 corrections, 10
preferences, sixteen languages, 90 follow-ups), scored twice unseen (learned 22/30 both times,
30 % of follow-ups found in the top 3 both times) and a development set since.

`--set outside29` runs benchmarks/reflexion/learning_outside29.py: 30 sessions of five other
projects (Shopify theme of a sheltered workshop's woodcraft shop, GNU Guix channel of a
makerspace, Hasura backend of a holiday play scheme's sign-ups, Raku distribution reading a
community darkroom's chemistry logs, Jsonnet/Grafonnet dashboards of a district-heating co-op;
20 corrections, 10 preferences, sixteen languages, 90 follow-ups), scored twice unseen
(learned 24/30 both times, 34/90 then 33/90 follow-ups found in the top 3) and a development
set since.

`--set outside28` runs benchmarks/reflexion/learning_outside28.py: 30 sessions of five other
projects (Yocto layer of a community cinema's projection booth, OpenFOAM cases of a community
hydro co-op's weir intake, Asterisk/PJSIP configuration of a befriending phone line, Jenkins
shared library of a network of food co-ops, Stan/CmdStanPy occupancy model of a red squirrel
group; 20 corrections, 10 preferences, sixteen languages, 90 follow-ups), scored twice unseen
(learned 21/30 then 22/30, 30/90 then 33/90 follow-ups found in the top 3) and a development
set since.

`--set outside27` runs benchmarks/reflexion/learning_outside27.py: 30 sessions of five other
projects (Moodle 4.3 plugin of a lifeboat station's crew training, QMK firmware tree of an
assistive-technology charity, OpenWrt builds of a valley's community mesh network, AWS CDK app
of a dial-a-ride minibus service, Pandoc cookbook of a refugee women's kitchen collective; 20
corrections, 10 preferences, sixteen languages, 90 follow-ups), scored twice unseen (learned
18/30 both times, 24/90 then 25/90 follow-ups found in the top 3) and a development set since.

`--set outside26` runs benchmarks/reflexion/learning_outside26.py: 30 sessions of five other
projects (Salesforce DX project of a youth sailing trust, Roblox/Luau game of a science
centre's water-cycle visits, Odoo 17 module of a furniture-reuse social enterprise, LilyPond
repository of a silver band's parts, Beancount ledger of a housing co-op; 20 corrections, 10
preferences, sixteen languages, 90 follow-ups), scored twice unseen (learned 24/30 both
times, 48 % of follow-ups found in the top 3 both times) and a development set since.

`--set outside25` runs benchmarks/reflexion/learning_outside25.py: 30 sessions of five other
projects (Pharo Smalltalk image of a canal restoration trust's work parties, Racket package
summarising a moth-recording group's trap nights, Chef Infra cookbook of climbing gyms' check-in
terminals, GNU Octave package of an organ builder's pipe scales, Ren'Py visual novel of a town
archive's oral histories; 20 corrections, 10 preferences, sixteen languages, 90 follow-ups),
scored twice unseen (learned 26/30 then 25/30, 36 % then 31 % of follow-ups found in the top 3)
and a development set since.

`--set outside24` runs benchmarks/reflexion/learning_outside24.py: 30 sessions of five other
projects (SWI-Prolog pack planning a hospice's volunteer drivers' rota, Typst book of a
shape-note singing group's tunebooks, Free Pascal / Lazarus app of a village cider press,
SaltStack state tree of a youth hostel association's reception PCs, .NET MAUI app of a hedgehog
rescue's intakes; 20 corrections, 10 preferences, sixteen languages, 90 follow-ups), scored twice
unseen (learned 27/30 both times, 42 % of follow-ups found in the top 3 both times) and a
development set since.

`--set outside23` runs benchmarks/reflexion/learning_outside23.py: 30 sessions of five other
projects (QGIS plugin of footpath wardens' stile and gate inventory, Emacs Lisp package looking
up a translators' collective's glossaries, Google Apps Script project of a school's uniform swap,
OpenSCAD library of a tactile board-game club's pieces, Minecraft Fabric mod of a library coding
club's server; 20 corrections, 10 preferences, sixteen languages, 90 follow-ups), scored twice
unseen (learned 23/30 both times, 24 % of follow-ups found in the top 3 both times) and a
development set since.

`--set outside22` runs benchmarks/reflexion/learning_outside22.py: 30 sessions of five other
projects (Quarto/renv website of a brook-keeping group's water-sample reports, VS Code extension
for a playhouse's lighting-cue scripts, Home Assistant custom integration for a village hall's
heating controller, Swift Vapor 4 server of a braille transcription co-op's job queue, LÖVE 11
Lua kiosk game of a fossil museum; 20 corrections, 10 preferences, sixteen languages, 90
follow-ups), scored twice unseen (learned 28/30 both times, 22 % then 21 % of follow-ups found
in the top 3) and a development set since.

`--set outside21` runs benchmarks/reflexion/learning_outside21.py: 30 sessions of five other
projects (Tauri 2 desktop app of a stamp society's album catalogue, ROS 2 workspace of a
vineyard's row-mowing robot, Cloudflare Workers API of a town's lost-property office, Meson C
library reading a weaving cooperative's loom drafts, Drupal 10 module of a youth football
league's fixtures; 20 corrections, 10 preferences, sixteen languages, 90 follow-ups), scored
twice unseen (learned 25/30 then 29/30, 22 % then 27 % of follow-ups found in the top 3) and a
development set since.

`--set outside19` runs benchmarks/reflexion/learning_outside19.py: 30 sessions of five other
projects (Crystal/Kemal restock log of a community-fridge network, F# annealing-kiln planner of
a glassblowing studio, Deno 2/Fresh timing site of a sled-dog stage race, Nextflow DSL2 eDNA
pipeline of an angling club, Bash toolkit relaying a dairy cooperative's milk-tank
temperatures; 20 corrections, 10 preferences, sixteen languages, 90 follow-ups), scored twice
unseen (learned 26/30 both times, 34 % then 32 % of follow-ups found in the top 3) and a
development set since.

`--set outside20` runs benchmarks/reflexion/learning_outside20.py: 30 sessions of five other
projects (Nim tool keeping a community orchard's grafting records, Dagster + DuckDB pipeline of a
mountain-rescue team's callout statistics, multilingual Hugo site of a repair-café network,
Puppet control repository of a music school's practice-room kiosks, PlatformIO firmware on an
RP2040 for a pigeon-racing club's arrival clock; 20 corrections, 10 preferences, sixteen
languages, 90 follow-ups), scored twice unseen (learned 18/30 both times, 20 % of follow-ups
found in the top 3 both times) and a development set since.

`--diagnose` prints, per scenario, what each stage made of the session: corrections detected,
drafts queued, what admission did with each draft (applied, strengthened, rejected and why),
the learned record's text, and for each follow-up missed the records recall put first.
"""

from __future__ import annotations

import argparse
import datetime as dt
import importlib
import json
import os
import subprocess
import sys
import tempfile
from collections import defaultdict
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "benchmarks" / "reflexion"))
sys.path.insert(0, str(REPO / "lib"))

from learning_set import Scenario, scenarios  # noqa: E402
from sessions import write_session  # noqa: E402


def _cli(env: dict[str, str], *args: str) -> Any:
    proc = subprocess.run([str(Path(sys.executable).parent / "memengine"), *args, "--json"],
                          capture_output=True, text=True, env=env, timeout=120)
    if proc.returncode != 0 and args[0] == "recall" and "no words to search" in proc.stderr:
        # the request is all common words to recall: nothing found, as the user would see it
        print(f"  recall found no words to search for in {args[-1]!r}", file=sys.stderr)
        return None
    if proc.returncode != 0:
        raise SystemExit(f"memengine {' '.join(args)} failed: {proc.stderr[-800:]}")
    return json.loads(proc.stdout) if proc.stdout.strip() else None


def _records(root: Path, tier: str) -> list[tuple[str, str, list[str]]]:
    """(id, whole text, sources) of every record of `tier` under `root`."""
    from memory_engine.records.fileformat import loads

    out = []
    for path in sorted((root / tier).glob("*.md")) if (root / tier).is_dir() else []:
        if path.name.startswith("_"):
            continue
        text = path.read_text(encoding="utf-8")
        meta, _ = loads(text)
        out.append((str(meta.get("id")), text, [str(s) for s in meta.get("source") or []]))
    return out


SETS = {"main": "learning_set", "dev2": "learning_dev2", "outside": "learning_outside",
        "outside2": "learning_outside2", "outside3": "learning_outside3",
        "outside4": "learning_outside4", "outside5": "learning_outside5",
        "outside6": "learning_outside6", "outside7": "learning_outside7",
        "outside8": "learning_outside8", "outside9": "learning_outside9",
        "outside10": "learning_outside10", "outside11": "learning_outside11",
        "outside12": "learning_outside12", "outside13": "learning_outside13",
        "outside14": "learning_outside14",
        "outside15": "learning_outside15",
        "outside16": "learning_outside16",
        "outside17": "learning_outside17",
        "outside18": "learning_outside18",
        "outside19": "learning_outside19",
        "outside20": "learning_outside20",
        "outside21": "learning_outside21",
        "outside22": "learning_outside22",
        "outside23": "learning_outside23",
        "outside24": "learning_outside24",
        "outside25": "learning_outside25",
        "outside26": "learning_outside26",
        "outside27": "learning_outside27",
        "outside28": "learning_outside28",
        "outside29": "learning_outside29"}


def _drafts_of(root: Path) -> dict[str, list[tuple[str, str, str]]]:
    """Every draft left in `root`'s queue (held) or archived as rejected, by session: (id,
    tier, fate): the drafts `reflexion --json` does not list (a stated preference's) too."""
    from memory_engine.records.fileformat import loads

    out: dict[str, list[tuple[str, str, str]]] = defaultdict(list)
    for folder, fate in ((root / "_drafts", "held"), (root / "_drafts" / "_rejected", "")):
        for path in sorted(folder.glob("*.md")) if folder.is_dir() else []:
            meta, _ = loads(path.read_text(encoding="utf-8"))
            prov = meta.get("provenance") or {}
            adm = meta.get("admission") or {}
            why = fate or f"{adm.get('action', 'rejected')} {adm.get('reason', '')}".strip()
            out[str(prov.get("session_id") or "")].append(
                (str(meta.get("draft_id") or path.stem), str(meta.get("tier") or ""), why))
    return out


def _head(text: str, width: int = 150) -> str:
    """The body of a record file on one line, cut to `width`."""
    body = text.split("\n---\n", 1)[-1] if text.startswith("---") else text
    line = " ".join(body.split())
    return line if len(line) <= width else line[: width - 1] + "…"


def run(k: int, verbose: bool, diagnose: bool = False) -> dict[str, Any]:
    tmp = Path(tempfile.mkdtemp(prefix="bench-learning-"))
    root, user = tmp / "store" / ".memory-engine", tmp / "user-store"
    env = dict(os.environ, MEMORY_ENGINE_ROOT=str(root), MEMORY_ENGINE_USER_ROOT=str(user),
               HOME=str(tmp / "home"), PYTHONPATH=str(REPO / "lib"))
    env.pop("MEMORY_ENGINE_DISABLE", None)
    (tmp / "home").mkdir()
    os.environ.update(MEMORY_ENGINE_ROOT=str(root), MEMORY_ENGINE_USER_ROOT=str(user))
    from memory_engine.storage.store import Store

    store = Store.open(root)
    store.init()
    store.close()
    cases = scenarios(str(tmp / "code"))
    start = dt.datetime(2026, 11, 2, 9, 0)
    sessions: dict[str, str] = {}
    corrections = candidates = 0
    seen: dict[str, dict[str, Any]] = {}
    for n, case in enumerate(cases, 1):
        Path(case.project).mkdir(parents=True, exist_ok=True)
        session = f"{n:08d}-bbbb-4000-8000-{n:012d}"
        sessions[case.name] = session
        path = write_session(tmp / "transcripts" / f"{session}.jsonl", session, case.project,
                             case.steps, start + dt.timedelta(days=n))
        out = _cli(env, "reflexion", "--transcript", str(path))
        corrections += len(out.get("corrections", []))
        candidates += len(out.get("candidates", []))
        seen[case.name] = out
    processed = _cli(env, "drafts", "process")
    fate: dict[str, str] = {}
    for key in ("applied", "strengthened", "rejected", "held"):
        for entry in processed.get(key, []):
            if isinstance(entry, dict):
                detail = entry.get("reason") or entry.get("record") or ""
                fate[str(entry.get("draft"))] = f"{key} {detail}".strip()
    learned: dict[str, str] = {}
    left = _drafts_of(root) if diagnose else {}
    for case in cases:
        tier_root = user if case.tier == "personalized" else root
        mine = [(rid, text) for rid, text, src in _records(tier_root, case.tier)
                if sessions[case.name] in src and case.expect.lower() in text.lower()]
        if mine:
            learned[case.name] = mine[0][0]
        elif verbose:
            print(f"  not learned: {case.name} ({case.tier}, expecting {case.expect!r})")
        if diagnose:
            out = seen.get(case.name) or {}
            drafts = [str(d.get("draft") if isinstance(d, dict) else d)
                      for d in out.get("candidates", [])]
            print(f"== {case.name} [{case.lang} {case.tier} expect {case.expect!r}] "
                  f"{'LEARNED' if mine else 'NOT LEARNED'}: "
                  f"{len(out.get('corrections', []))} corrections, drafts "
                  f"{[(d, fate.get(d, '?')) for d in drafts]}")
            for draft, tier, why in left.get(sessions[case.name], []):
                if draft not in drafts:
                    print(f"   {tier} draft {draft}: {why}")
            for c in out.get("corrections", []):
                print(f"   correction: {_head(json.dumps(c, ensure_ascii=False), 300)}")
            texts = {rid: text for tier in ("procedural", "personalized")
                     for rid, text, _ in _records(user if tier == "personalized" else root, tier)}
            if mine:
                print(f"   record {mine[0][0]}: {_head(mine[0][1], 400)}")
            else:
                own = [(rid, text) for rid, text, src in
                       _records(tier_root, case.tier) if sessions[case.name] in src]
                for rid, text in own or []:
                    print(f"   own record without {case.expect!r} {rid}: {_head(text, 400)}")
            seen[case.name]["_texts"] = texts
    hits: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for case in cases:
        for query, lang in case.follow_ups:
            target = learned.get(case.name)
            results = _cli(env, "recall", "--k", str(k), query) or {}
            items = results.get("results", results) if isinstance(results, dict) else results
            ids = [str(r.get("id")) for r in items or [] if isinstance(r, dict)][:k]
            hit = target is not None and target in ids
            same = "session language" if lang == case.lang else "other language"
            for group in ("all", f"lang {lang}", same, f"tier {case.tier}"):
                hits[group][0] += hit
                hits[group][1] += 1
            if (verbose or diagnose) and not hit:
                print(f"  miss [{case.name}/{lang}] {query!r} -> {ids} (wanted {target})")
            if diagnose and not hit and target is not None:
                texts = seen[case.name].get("_texts", {})
                for rank, rid in enumerate(ids, 1):
                    print(f"      {rank}. {_head(texts.get(rid, rid), 160)}")
    return {"scenarios": len(cases), "learned": len(learned), "corrections": corrections,
            "candidates": candidates,
            "admission": {key: len(processed.get(key, [])) for key in
                          ("applied", "strengthened", "rejected")},
            "found_in_top": {g: (h, n, round(h / n, 3) if n else 0.0)
                             for g, (h, n) in sorted(hits.items())},
            "store": str(tmp)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--k", type=int, default=3)
    parser.add_argument("--verbose", action="store_true")
    parser.add_argument("--diagnose", action="store_true",
                        help="per scenario: corrections, drafts and their fate, the record, "
                             "and what recall ranked above it")
    parser.add_argument("--set", choices=tuple(SETS), default="main",
                        help="which scenarios: benchmarks/reflexion/<module>.py, "
                             + ", ".join(f"{k}: {v}" for k, v in SETS.items()))
    args = parser.parse_args()
    global scenarios
    scenarios = importlib.import_module(SETS[args.set]).scenarios
    result = run(args.k, args.verbose, args.diagnose)
    print(f"scenarios {result['scenarios']}, learned {result['learned']} "
          f"(corrections {result['corrections']}, candidates {result['candidates']}, "
          f"admission {result['admission']})")
    print(f"follow-ups finding the learned record in the top {args.k}:")
    for group, (hit, n, share) in result["found_in_top"].items():
        print(f"  {group:20} {hit:3}/{n:<3} {share:.0%}")
    print(f"(store kept at {result['store']})")
    return 0


if __name__ == "__main__":
    _ = Scenario
    raise SystemExit(main())
