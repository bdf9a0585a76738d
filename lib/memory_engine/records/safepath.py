"""Record ids and paths that cannot escape the store.

An id becomes a file name, so it must be filename-safe on every platform and must never smuggle a
path: no separators, no `..`, no NUL, no leading dot or dash, bounded length. A path given by a
user or a hook payload is accepted only if, after resolving symlinks, it stays inside the folder it
is meant for.
"""

from __future__ import annotations

import os

from memory_engine import rxcache
from memory_engine.errors import UnsafePathError

TYPE_CHECKING = False  # not `from typing`: importing typing costs milliseconds per hook run
if TYPE_CHECKING:
    from pathlib import Path

ID_PATTERN = rxcache.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,119}$")
_WINDOWS_RESERVED = {"con", "prn", "aux", "nul", *(f"com{i}" for i in range(10)),
                     *(f"lpt{i}" for i in range(10))}


__all__ = ["UnsafePathError", "check_id", "contained", "is_inside", "new_id", "slugify"]


def check_id(record_id: object) -> str:
    """Return the id if it is safe to use as a file name, else raise with the fix."""
    if not isinstance(record_id, str):
        raise UnsafePathError(f"id must be a string, got {type(record_id).__name__} "
                              f"{record_id!r}; quote it in the frontmatter (id: \"...\")")
    if "\x00" in record_id:
        raise UnsafePathError("id contains a NUL byte; use letters, digits, '.', '_' and '-'")
    if not ID_PATTERN.match(record_id):
        raise UnsafePathError(
            f"id {record_id!r} is not filename-safe; use 1-120 characters from letters, digits, "
            "'.', '_' and '-', starting with a letter or digit")
    if ".." in record_id or record_id.endswith("."):
        raise UnsafePathError(f"id {record_id!r} contains '..' or ends with '.'; rename it")
    if record_id.split(".")[0].lower() in _WINDOWS_RESERVED:
        raise UnsafePathError(f"id {record_id!r} is a reserved device name on Windows; rename it")
    return record_id


def slugify(text: str, max_len: int = 48) -> str:
    """A readable, id-safe slug from free text ("Use uv, not pip!" -> "use-uv-not-pip")."""
    import unicodedata

    norm = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    slug = rxcache.compile(r"[^a-z0-9]+").sub("-", norm.lower()).strip("-")
    return slug[:max_len].rstrip("-") or "record"


# The letters of an id's generated parts: no vowel, nor `j`, `p`, `q`, `x` or `y`, so that they
# cannot spell a word the secret pre-check looks for (`key`, `pw`, `psk`, `mysql`, and `jws.`
# or `jwt.` before the `.md` a record's file name adds: see screening.secretcheck), and all
# lower-case, so that a slug and its generated parts read as a
# name joined by '-' (`maybe-the-build-is-flaky-dhkwzbtmsgn-rvbkfzcl`), not as a token. Random
# hex read as one: every draft a hook queued sent its metadata through the redactor's import.
ID_LETTERS = "bcdfghklmnrstvwz"
_STAMP_LETTERS = 12  # milliseconds since 1970, until long after the year 3000
_RANDOM_LETTERS = 8  # 32 random bits and more per millisecond


def new_id(hint: str, prefix: str = "") -> str:
    """A fresh id: readable slug, the time in milliseconds and random letters (`ID_LETTERS`), so
    concurrent writers never collide and later ids sort after earlier ones of the same slug.

    The random part is read from `os.urandom`: the `secrets` module pulls in hmac, hashlib and
    random, milliseconds of a hook process that queues a draft."""
    import time

    base = slugify(hint)
    if prefix:
        base = f"{slugify(prefix, 16)}-{base}"
    stamp = _letters(time.time_ns() // 1_000_000, _STAMP_LETTERS)
    tail = _letters(int.from_bytes(os.urandom(8), "little"), _RANDOM_LETTERS)
    return check_id(f"{base[:96]}-{stamp}-{tail}")


def _letters(number: int, width: int) -> str:
    """The last `width` digits of `number` written in base len(ID_LETTERS) with ID_LETTERS."""
    out = []
    for _ in range(width):
        number, digit = divmod(number, len(ID_LETTERS))
        out.append(ID_LETTERS[digit])
    return "".join(reversed(out))


def contained(base: Path, candidate: str | os.PathLike[str]) -> Path:
    """Resolve `candidate` (relative to `base` or absolute) and insist it stays inside `base`.

    Symlinks are resolved on both sides, so a link that points out of the store is refused even
    if its own name looks innocent.
    """
    from pathlib import Path  # here, not at the top: ids are checked on hooks' fast paths

    raw = os.fspath(candidate)
    if "\x00" in raw:
        raise UnsafePathError(f"path {raw!r} contains a NUL byte; give the path without it")
    base_resolved = base.resolve()
    target = Path(raw)
    if not target.is_absolute():
        target = base / target
    resolved = target.resolve()
    if resolved != base_resolved and base_resolved not in resolved.parents:
        raise UnsafePathError(
            f"path {raw!r} resolves to {resolved}, outside {base_resolved}; "
            "memory files must stay inside the store")
    return resolved


def is_inside(base: Path, candidate: str | os.PathLike[str]) -> bool:
    try:
        contained(base, candidate)
    except (UnsafePathError, OSError, RuntimeError):
        return False
    return True
