"""The only way bytes reach a store: inside it, never through a symlink, screened, whole.

A store is committed to git, so any file or folder in it may come from a pull request, including a
symlink (`.logs/tool-observations.jsonl -> ~/.bashrc`, `_archive -> /elsewhere`). Every writer in
the package goes through this module, which

- resolves the target *relative to a trusted base* (the store root, or the user store for tiers
  placed there), refusing absolute paths, `..`, NUL and any component that is a symlink: each
  folder is opened with `O_NOFOLLOW` relative to its parent's descriptor, and the file itself is
  created or appended with `O_NOFOLLOW`, so no link is followed at any depth;
- screens text on its way in: control characters (NUL above all: one pasted NUL makes a file
  unreadable to the YAML stack) are dropped, and secrets are redacted, so a new writer cannot
  forget either step;
- writes atomically (temp file, fsync, rename within the opened folder) or appends whole lines
  (`O_APPEND`, one `write`), rotating append-only logs past a size cap.

Strings and `os` only: post_tool and the log run this on every tool call. Redaction is imported
only when a cheap pre-check says the text could hold a secret.
"""

# try/except/pass instead of contextlib.suppress: importing contextlib costs ~6 ms per hook run.
# ruff: noqa: SIM105
from __future__ import annotations

import os

from memory_engine.errors import UnsafePathError

TYPE_CHECKING = False  # not `from typing`: importing typing costs ~3 ms per hook run
if TYPE_CHECKING:
    from typing import Any

    StrPath = str | os.PathLike[str]

_DIR_FLAGS = os.O_RDONLY | getattr(os, "O_DIRECTORY", 0) | getattr(os, "O_NOFOLLOW", 0)
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_CLOEXEC = getattr(os, "O_CLOEXEC", 0)

# C0 controls but tab and newline, DEL, C1 controls: never meaningful in memory text, and NUL
# makes a file unreadable. Carriage returns go too (CRLF becomes LF).
_CONTROL = {cp: None for cp in (*range(0x00, 0x09), 0x0B, 0x0C, *range(0x0D, 0x20),
                                *range(0x7F, 0xA0))}


# -- screening ------------------------------------------------------------------------------
def strip_controls(text: str) -> str:
    """`text` without NUL and other control characters (tab and newline kept)."""
    if text.isprintable():
        return text
    return text.translate(_CONTROL)


def screen_text(text: str) -> str:
    """Control characters dropped and secrets redacted: what any text must pass to be stored."""
    text = strip_controls(text)
    from memory_engine.screening.secretcheck import might_hold_secret

    if not might_hold_secret(text):
        return text
    from memory_engine.screening.redaction import redact

    return redact(text)[0]


# How far either side of a seam `screen_parts` reads again: past the longest credential a
# pattern takes (an armoured 4096-bit private key is about 3,300 characters).
SEAM_CHARS = 8192


def screen_parts(parts: list[str]) -> str:
    """`screen_text` of the parts joined, reading each part whole once: a record's frontmatter
    and its body, say, where the body was screened already (redaction keeps the findings of
    the last long texts it read, so that part costs nothing the second time).

    Every part is screened whole, and so is every seam (SEAM_CHARS of the screened text
    either side of it): a credential cut in two by a seam is whole there. Only when a seam
    holds something its parts did not is the whole text screened again, as `screen_text`
    would."""
    screened = [screen_text(part) for part in parts]
    joined = "".join(screened)
    at = 0
    for part in screened[:-1]:
        at += len(part)
        seam = joined[max(0, at - SEAM_CHARS):at + SEAM_CHARS]
        if screen_text(seam) != seam:
            return screen_text(joined)
    return joined


def screen_value(value: Any, schema_fields: bool = False) -> Any:
    """`screen_text` applied to every string (keys included) inside a JSON-like value.

    `schema_fields`: the top-level keys are a record's schema fields, none of which names a
    credential, so a field's name may clear its value (an `id` shaped as a key) but never
    condemn it: a value is redacted only if it is read as a secret both with its name and
    alone (`prediction: 000100,A` is no realm file's `user: password,role` line).

    The common case is a value with nothing to screen (session state: ids, paths, counts), so
    the pre-check first reads all its strings at once: it only looks for words and long runs,
    neither of which a line break between two strings can create, so "nothing" for the whole
    is "nothing" for every part. For the same reason each distinct string is read once (session
    state repeats a task's prompt in every entry of its queue)."""
    strings: list[str] = []
    # Tuples come back as lists (YAML's safe dumper has no tuples), so they take the long way.
    if not _collect_strings(value, strings) and all(s.isprintable() for s in strings) \
            and not _might_hold_secret(strings):
        return value
    if schema_fields and isinstance(value, dict):
        return {screen_text(k) if isinstance(k, str) else k: _screen_schema_field(k, v)
                for k, v in value.items()}
    return _screen_each(value)


def might_hold_secret_in(value: Any) -> bool:
    """False only when no string inside a JSON-like `value` (keys included) could hold a
    secret: `secretcheck.might_hold_secret` on all of them at once (see `screen_value`)."""
    strings: list[str] = []
    _collect_strings(value, strings)
    return _might_hold_secret(strings)


def _might_hold_secret(strings: list[str]) -> bool:
    from memory_engine.screening.secretcheck import might_hold_secret

    return might_hold_secret("\n".join(dict.fromkeys(strings)))


def _collect_strings(value: Any, into: list[str]) -> bool:
    """Every string inside `value` appended to `into`; True when a tuple was met."""
    if isinstance(value, str):
        into.append(value)
        return False
    tuples = isinstance(value, tuple)
    if isinstance(value, dict):
        for k, v in value.items():
            if isinstance(k, str):
                into.append(k)
            tuples |= _collect_strings(v, into)
    elif isinstance(value, (list, tuple)):
        for v in value:
            tuples |= _collect_strings(v, into)
    return tuples


def _screen_each(value: Any) -> Any:
    if isinstance(value, str):
        return screen_text(value)
    if isinstance(value, dict):
        return {screen_text(k) if isinstance(k, str) else k: _screen_field(k, v)
                for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_screen_each(v) for v in value]
    return value


def _screen_field(key: object, value: Any) -> Any:
    """A field's one-line string screened as the file writes it, `key: value`: its name is what
    says what the value is (a `password` is judged as one; an `id` made of letters and digits
    is not a generated secret lying alone on a line, which it would look like read alone)."""
    if not (isinstance(key, str) and isinstance(value, str)) or "\n" in value \
            or "\n" in key:
        return _screen_each(value)
    head = f"{key}: "
    screened = screen_text(head + value)
    return screened[len(head):] if screened.startswith(head) else screen_text(value)


def _screen_schema_field(key: object, value: Any) -> Any:
    """A record's field (see `screen_value`): screened with its name and alone, redacted only
    where both readings find a secret. A list of one-line strings (`links`, `source`,
    `trigger`) is read item by item the same way, each under the field's name (`links:
    semantic/<id>` is a link, whatever its id would look like alone on a line); anything else as
    `_screen_field`."""
    if isinstance(value, list) and isinstance(key, str) and "\n" not in key:
        return [_screen_schema_field(key, item) if isinstance(item, str) else _screen_each(item)
                for item in value]
    if not (isinstance(key, str) and isinstance(value, str)) or "\n" in value \
            or "\n" in key:
        return _screen_each(value)
    named = _screen_field(key, value)
    return value if named == value or screen_text(value) == value else named


# -- paths ----------------------------------------------------------------------------------
def relative_parts(base: StrPath, path: StrPath) -> list[str]:
    """The components of `path` below `base`, refusing anything that could leave it.

    Lexical only (no symlink is resolved here): the walk in `open_dir` refuses links.
    """
    base_s, path_s = os.fspath(base), os.fspath(path)
    if "\x00" in path_s:
        raise UnsafePathError(f"path {path_s!r} contains a NUL byte; give the path without it")
    base_abs = os.path.abspath(base_s)
    full = os.path.abspath(os.path.join(base_abs, path_s))
    if os.path.normpath(path_s).split(os.sep)[0] == ".." and not os.path.isabs(path_s):
        raise UnsafePathError(f"path {path_s!r} climbs out of {base_abs} with '..'; "
                              "memory files must stay inside the store")
    if full != base_abs and not full.startswith(base_abs.rstrip(os.sep) + os.sep):
        raise UnsafePathError(f"path {path_s!r} is outside {base_abs}; memory files must stay "
                              "inside the store")
    rel = full[len(base_abs):].lstrip(os.sep)
    return [p for p in rel.split(os.sep) if p]


def open_dir(base: StrPath, parts: list[str], create: bool = True) -> int:
    """A descriptor on folder `base/parts...`, opened one component at a time without following
    a symlink; missing folders are created when `create`. The caller closes it."""
    base_s = os.fspath(base)
    if create and not os.path.isdir(base_s):
        os.makedirs(base_s, exist_ok=True)  # the base itself is trusted (a store root)
    fd = os.open(base_s, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0) | _CLOEXEC)
    try:
        for part in parts:
            if part in (".", ".."):
                raise UnsafePathError(f"path component {part!r} is not allowed in the store")
            try:
                nfd = os.open(part, _DIR_FLAGS | _CLOEXEC, dir_fd=fd)
            except FileNotFoundError:
                if not create:
                    raise
                try:
                    os.mkdir(part, 0o755, dir_fd=fd)
                except FileExistsError:
                    pass
                nfd = _open_component(part, fd, base, parts)
            except OSError as exc:
                raise _link_error(base, parts, part, exc) from exc
            os.close(fd)
            fd = nfd
        return fd
    except BaseException:
        os.close(fd)
        raise


def _open_component(part: str, parent_fd: int, base: StrPath, parts: list[str]) -> int:
    try:
        return os.open(part, _DIR_FLAGS | _CLOEXEC, dir_fd=parent_fd)
    except OSError as exc:
        raise _link_error(base, parts, part, exc) from exc


def _link_error(base: StrPath, parts: list[str], part: str, exc: OSError) -> Exception:
    import errno

    if exc.errno in (errno.ELOOP, errno.ENOTDIR, getattr(errno, "EMLINK", -1)):
        where = os.path.join(os.fspath(base), *parts[: parts.index(part) + 1])
        return UnsafePathError(f"{where} is a symlink or not a folder; the store never writes "
                               "through links (a committed link could point anywhere). Replace "
                               "it with a real folder")
    return exc


def _split(base: StrPath, path: StrPath) -> tuple[list[str], str]:
    parts = relative_parts(base, path)
    if not parts:
        raise UnsafePathError(f"{os.fspath(path)!r} names the store folder itself, not a file")
    return parts[:-1], parts[-1]


def _open_file(dir_fd: int, name: str, flags: int, where: str) -> int:
    import errno

    try:
        return os.open(name, flags | _NOFOLLOW | _CLOEXEC, 0o644, dir_fd=dir_fd)
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise UnsafePathError(f"{where} is a symlink; the store never writes through links "
                                  "(a committed link could point anywhere). Remove it") from exc
        raise


# -- writes ---------------------------------------------------------------------------------
def make_dirs(base: StrPath, path: StrPath) -> None:
    """Create folder `path` (and its parents) inside `base`, refusing symlinked components."""
    os.close(open_dir(base, relative_parts(base, path)))


def write_bytes(base: StrPath, path: StrPath, data: bytes, *, durable: bool = True) -> None:
    """Replace `path` with `data` atomically; `durable` fsyncs file and folder (skip it only for
    caches a crash may roll back). No screening: callers pass bytes they built from screened
    text (see `write_text`)."""
    folder, name = _split(base, path)
    dir_fd = open_dir(base, folder)
    try:
        mode = 0o644
        try:
            st = os.stat(name, dir_fd=dir_fd, follow_symlinks=False)
            mode = st.st_mode & 0o777 or 0o644
        except FileNotFoundError:
            pass
        tmp = f".{name[:80]}.{os.getpid()}.{os.urandom(4).hex()}.tmp"
        fd = _open_file(dir_fd, tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, tmp)
        try:
            try:
                view = memoryview(data)
                while view:
                    view = view[os.write(fd, view):]
                if durable:
                    os.fsync(fd)
                os.fchmod(fd, mode)
            finally:
                os.close(fd)
            # rename replaces a symlink at `name` rather than following it
            os.replace(tmp, name, src_dir_fd=dir_fd, dst_dir_fd=dir_fd)
        except BaseException:
            try:
                os.unlink(tmp, dir_fd=dir_fd)
            except OSError:
                pass
            raise
        if durable:
            try:
                os.fsync(dir_fd)
            except OSError:
                pass
    finally:
        os.close(dir_fd)


def write_text(base: StrPath, path: StrPath, text: str, *, durable: bool = True) -> None:
    """Screen `text` (controls, secrets) and replace `path` with it atomically."""
    write_bytes(base, path, screen_text(text).encode("utf-8"), durable=durable)


def write_parts(base: StrPath, path: StrPath, parts: list[str], *,
                durable: bool = True) -> None:
    """`write_text` of the parts joined, each screened whole once (see `screen_parts`)."""
    write_bytes(base, path, screen_parts(parts).encode("utf-8"), durable=durable)


def write_json(base: StrPath, path: StrPath, value: Any, *, durable: bool = False,
               screen: bool = True) -> None:
    """Screen every string in `value`, then replace `path` with its compact JSON.

    `screen=False` is for values made only of names already on disk in this store (record
    ids, which are file names): screening them again finds nothing new, but their long
    kebab-case runs would cost every such write the redactor's import."""
    from memory_engine import fastjson

    write_bytes(base, path, fastjson.dumps(screen_value(value) if screen else value)
                .encode("utf-8"), durable=durable)


def append_line(base: StrPath, path: StrPath, line: str, *,
                rotate_at: int | None = None) -> None:
    """Append one screened line (line breaks inside become spaces, a newline is added)."""
    append_text(base, path, screen_text(line).replace("\n", " ") + "\n", rotate_at=rotate_at)


def append_text(base: StrPath, path: StrPath, text: str, *,
                rotate_at: int | None = None) -> None:
    """Append screened `text` with a single O_APPEND write, so that concurrent writers never
    interleave; past `rotate_at` bytes the file is first moved to `<name>.1` (one generation
    kept, so an append-only log stays bounded)."""
    folder, name = _split(base, path)
    data = screen_text(text).encode("utf-8", "replace")
    dir_fd = open_dir(base, folder)
    try:
        if rotate_at is not None:
            try:
                if os.stat(name, dir_fd=dir_fd, follow_symlinks=False).st_size > rotate_at:
                    os.replace(name, name + ".1", src_dir_fd=dir_fd, dst_dir_fd=dir_fd)
            except FileNotFoundError:
                pass
        fd = _open_file(dir_fd, name, os.O_WRONLY | os.O_CREAT | os.O_APPEND,
                        os.path.join(os.fspath(base), *folder, name))
        try:
            os.write(fd, data)
        finally:
            os.close(fd)
    finally:
        os.close(dir_fd)


def append_json_line(base: StrPath, path: StrPath, value: Any, *,
                     rotate_at: int | None = None) -> None:
    from memory_engine import fastjson

    append_line(base, path, fastjson.dumps(screen_value(value)), rotate_at=rotate_at)


def remove(base: StrPath, path: StrPath) -> bool:
    """Unlink `path` (never what a symlink points to); False if it was not there."""
    folder, name = _split(base, path)
    try:
        dir_fd = open_dir(base, folder, create=False)
    except FileNotFoundError:
        return False
    try:
        os.unlink(name, dir_fd=dir_fd)
        return True
    except FileNotFoundError:
        return False
    finally:
        os.close(dir_fd)


def move(base: StrPath, src: StrPath, dst: StrPath) -> None:
    """Rename `src` to `dst`, both inside `base`, through link-free folders (same file system).

    `dst` must not exist yet: a move never overwrites (archives are never lost).
    """
    src_dir, src_name = _split(base, src)
    dst_dir, dst_name = _split(base, dst)
    sfd = open_dir(base, src_dir, create=False)
    try:
        dfd = open_dir(base, dst_dir)
        try:
            try:
                os.stat(dst_name, dir_fd=dfd, follow_symlinks=False)
            except FileNotFoundError:
                pass
            else:
                raise FileExistsError(f"{os.fspath(dst)} already exists; not overwriting it")
            os.rename(src_name, dst_name, src_dir_fd=sfd, dst_dir_fd=dfd)
            try:
                os.fsync(dfd)
            except OSError:
                pass
        finally:
            os.close(dfd)
    finally:
        os.close(sfd)


def read_bytes(base: StrPath, path: StrPath, limit: int | None = None) -> bytes:
    """Read a file inside `base` without following links; at most `limit` bytes when given."""
    folder, name = _split(base, path)
    dir_fd = open_dir(base, folder, create=False)
    try:
        fd = _open_file(dir_fd, name, os.O_RDONLY, os.fspath(path))
    finally:
        os.close(dir_fd)
    try:
        chunks: list[bytes] = []
        remaining = limit if limit is not None else -1
        while remaining != 0:
            chunk = os.read(fd, 1 << 20 if remaining < 0 else min(remaining, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            if remaining > 0:
                remaining -= len(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)


# -- leftovers ------------------------------------------------------------------------------
TMP_GRACE_SECONDS = 600.0  # a temp file younger than this may belong to a write in progress


def temp_leftovers(base: StrPath, older_than: float = TMP_GRACE_SECONDS) -> list[str]:
    """Temp files (`.<name>.<pid>.<rand>.tmp`) a killed writer left under `base`, oldest first
    (symlinked folders are not entered)."""
    import time

    cutoff = time.time() - older_than
    found: list[tuple[float, str]] = []
    for folder, dirs, files in os.walk(os.fspath(base)):
        dirs[:] = [d for d in dirs if d != ".index" and
                   not os.path.islink(os.path.join(folder, d))]
        for name in files:
            if name.startswith(".") and name.endswith(".tmp"):
                path = os.path.join(folder, name)
                try:
                    mtime = os.lstat(path).st_mtime
                except OSError:
                    continue
                if mtime < cutoff:
                    found.append((mtime, path))
    return [path for _, path in sorted(found)]


def clean_temp_leftovers(base: StrPath, older_than: float = TMP_GRACE_SECONDS) -> list[str]:
    """Remove what `temp_leftovers` finds (half-written copies; the real files are whole)."""
    removed: list[str] = []
    for path in temp_leftovers(base, older_than):
        if remove(base, path):
            removed.append(path)
    return removed
