"""The file format of every Markdown-with-frontmatter file in the store: read it safely, write it
for people.

Every file in a committed store can come from a pull request, so the YAML between the `---` lines
is untrusted input. PyYAML's safe loader refuses code-running tags but expands aliases, and a 1 KB
block of nested aliases (`x1: &x1 [*x0, *x0, ...]`) becomes gigabytes: the loader here refuses any
alias or anchor outright, and a nesting depth beyond what a record needs. Memory frontmatter is a
flat mapping of scalars and short lists; nothing legitimate needs either feature.

Writing is the mirror image: no anchors or aliases ever (PyYAML writes `&id001` when two fields
share one object, such as a date used for `created` and `last_touched`), ISO dates, keys in the
order given, Unicode kept as written.

This module imports the YAML stack: hooks import it only on their write paths.
"""

from __future__ import annotations

from typing import Any

import frontmatter
import yaml
from frontmatter.default_handlers import YAMLHandler

MAX_DEPTH = 20  # records nest two levels (violations, outcomes); drafts a few more


class UnsafeYAMLError(yaml.YAMLError):
    """Frontmatter uses a YAML feature refused in memory files (aliases, anchors, deep nesting)."""

    def __init__(self, problem: str, mark: Any) -> None:
        super().__init__(problem)
        self.problem = problem
        self.problem_mark = mark


class _NoAliasLoader(yaml.SafeLoader):
    """SafeLoader that refuses aliases and anchors before anything is expanded."""

    def __init__(self, stream: str) -> None:
        super().__init__(stream)
        self._depth = 0

    def compose_node(self, parent: yaml.Node | None, index: int) -> yaml.Node | None:
        event = self.peek_event()  # type: ignore[no-untyped-call]
        if isinstance(event, yaml.AliasEvent):
            raise UnsafeYAMLError(f"alias *{event.anchor} is not allowed in memory frontmatter "
                                  "(aliases can expand without bound); write the value out",
                                  event.start_mark)
        anchor = getattr(event, "anchor", None)
        if anchor is not None:
            raise UnsafeYAMLError(f"anchor &{anchor} is not allowed in memory frontmatter; "
                                  "remove it and write each value out", event.start_mark)
        self._depth += 1
        try:
            if self._depth > MAX_DEPTH:
                raise UnsafeYAMLError(f"nesting deeper than {MAX_DEPTH} levels; memory "
                                      "frontmatter is a flat mapping", event.start_mark)
            return super().compose_node(parent, index)
        finally:
            self._depth -= 1


class _PlainDumper(yaml.SafeDumper):
    """SafeDumper that never writes anchors or aliases."""

    def ignore_aliases(self, data: Any) -> bool:
        return True


class _Handler(YAMLHandler):
    def load(self, fm: str, **kwargs: object) -> Any:
        return yaml.load(fm, Loader=_NoAliasLoader)

    def export(self, metadata: dict[str, object], **kwargs: object) -> str:
        text = yaml.dump(metadata, Dumper=_PlainDumper, default_flow_style=False,
                         allow_unicode=True, sort_keys=False)
        # only the final newline: str.strip() would also eat a value's trailing U+00A0
        return text.rstrip("\n")


_HANDLER = _Handler()


def loads(text: str) -> tuple[dict[str, Any], str]:
    """(frontmatter, body) of a file's text; raises yaml.YAMLError (UnsafeYAMLError for refused
    features) or ValueError for a malformed block."""
    try:
        post = frontmatter.loads(text, handler=_HANDLER)
    except RecursionError as exc:  # flow collections nest without going through compose_node
        raise UnsafeYAMLError(f"nesting too deep ({exc})", None) from exc
    except (yaml.YAMLError, ValueError):
        raise
    except Exception as exc:  # a constructor fed a wrong node (`!!timestamp nope`) raises others
        raise UnsafeYAMLError(f"a value YAML cannot build ({type(exc).__name__}: {exc})",
                              None) from exc
    metadata = post.metadata
    return (dict(metadata) if isinstance(metadata, dict) else {}), post.content


def dumps(metadata: dict[str, Any], body: str) -> str:
    """The file text for `metadata` and `body`: `---`, plain YAML, `---`, blank line, body."""
    return frontmatter.dumps(frontmatter.Post(body, **metadata), handler=_HANDLER)


def dump_yaml(value: Any) -> str:
    """Plain YAML for any value (no anchors), for messages and diffs."""
    return yaml.dump(value, Dumper=_PlainDumper, default_flow_style=False, allow_unicode=True,
                     sort_keys=False)
