"""Agreement of the task-dimension classifier with hand labels on real transcripts.

    .venv/bin/python benchmarks/bench_profile_dimensions.py [--corpus DIR] [--verbose] [--json]

Tasks (a human prompt and the tool calls that follow it, up to the next prompt) are extracted
from the shared corpus of real Claude Code transcripts and fed to `profile.dimensions` exactly as
the PostToolUse hook feeds it; labels are in benchmarks/profile/dimensions_labelled.toml. The
classifier has no fitted weights; its rules were written while looking only at the DEV sources,
so the HELD-OUT sources are the honest figure. Per-source figures are printed too.
"""

from __future__ import annotations

import argparse
import json
import sys
import tomllib
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "lib"))

from memory_engine.profile import dimensions as D  # noqa: E402

LABELS = Path(__file__).resolve().parent / "profile" / "dimensions_labelled.toml"
DEFAULT_CORPUS = REPO.parent / "shared" / "corpus" / "claude-code-transcripts"
DEV_SOURCES = ("tensiondriven__athena", "boweiliu__idea-project-specs")
NOT_HUMAN = ("<command", "<local-command", "<task-notification", "This session is being "
             "continued", "Caveat:", "[Request interrupted", "<bash-", "<user-prompt")


def tasks(corpus: Path) -> dict[tuple[str, str, str], tuple[str, dict[str, object]]]:
    """(source, file name, prompt uuid) -> (prompt, evidence) for every human prompt."""
    found: dict[tuple[str, str, str], tuple[str, dict[str, object]]] = {}
    for path in sorted(corpus.rglob("*.jsonl")):
        if "subagents" in path.parts or path.name.startswith("agent-"):
            continue
        source = path.relative_to(corpus).parts[0]
        current: dict[str, object] | None = None
        for line in path.open(encoding="utf-8", errors="replace"):
            try:
                obj = json.loads(line)
            except ValueError:
                continue
            if not isinstance(obj, dict) or obj.get("isSidechain") or obj.get("isMeta"):
                continue
            message = obj.get("message") or {}
            content = message.get("content") if isinstance(message, dict) else None
            if obj.get("type") == "user":
                text = _human_text(content)
                if text is None:
                    continue
                current = D.new_evidence()
                found[(source, path.name, str(obj.get("uuid")))] = (text, current)
            elif obj.get("type") == "assistant" and current is not None:
                for block in content if isinstance(content, list) else []:
                    if isinstance(block, dict) and block.get("type") == "tool_use":
                        tool_input = block.get("input")
                        D.observe(current, str(block.get("name")),
                                  tool_input if isinstance(tool_input, dict) else {})
    return found


def _human_text(content: object) -> str | None:
    if isinstance(content, str):
        text = content
    elif isinstance(content, list):
        if any(isinstance(b, dict) and b.get("type") == "tool_result" for b in content):
            return None
        text = " ".join(str(b.get("text", "")) for b in content
                        if isinstance(b, dict) and b.get("type") == "text")
    else:
        return None
    return None if not text or text.startswith(NOT_HUMAN) else text


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--verbose", action="store_true", help="list every disagreement")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    if not args.corpus.is_dir():
        print(f"corpus not found at {args.corpus}; pass --corpus DIR", file=sys.stderr)
        return 1
    extracted = tasks(args.corpus)
    labelled = tomllib.loads(LABELS.read_text(encoding="utf-8"))["task"]
    per_source: dict[str, Counter[str]] = {}
    misses: list[str] = []
    for item in labelled:
        key = (item["source"], item["file"], item["uuid"])
        if key not in extracted:
            print(f"labelled task not found in the corpus: {key}", file=sys.stderr)
            continue
        prompt, evidence = extracted[key]
        got = D.classify(evidence, prompt)
        tally = per_source.setdefault(item["source"], Counter())
        tally["n"] += 1
        tally["agree"] += got == item["label"]
        if got != item["label"]:
            misses.append(f"{item['source'][:12]:12} want {item['label']:<11} got {got:<11} "
                          f"{prompt[:70]!r}")

    def share(sources: list[str]) -> dict[str, float | int]:
        n = sum(per_source[s]["n"] for s in sources)
        agree = sum(per_source[s]["agree"] for s in sources)
        return {"n": n, "agree": agree, "rate": round(agree / n, 3) if n else 0.0}

    dev = [s for s in per_source if s in DEV_SOURCES]
    held = [s for s in per_source if s not in DEV_SOURCES]
    report = {"held_out": share(held), "dev": share(dev), "all": share(list(per_source)),
              "per_source": {s: share([s]) for s in sorted(per_source)}}
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        for name in ("held_out", "dev", "all"):
            r = report[name]
            print(f"{name:<9} {r['agree']:>3}/{r['n']:<3} = {r['rate']:.3f}")  # type: ignore[index]
        for source in sorted(per_source):
            r = share([source])
            print(f"  {source:<36} {r['agree']:>3}/{r['n']:<3} = {r['rate']:.3f}")
    if args.verbose:
        print("\n".join(misses))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
