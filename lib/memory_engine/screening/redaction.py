"""Find and redact secrets before any text reaches the disk.

Every pattern is anchored on something a real credential carries: a vendor prefix (`ghp_`,
`xoxb-`, `sk_live_`, `AKIA`...) or any short prefix, an underscore and a generated body (`ddp_`,
`essu_`: how most vendors now shape keys), a fixed structure (JWT's base64 parts, PEM armour or
a key's DER start without it, the armour of any key that is not a public one (OpenVPN's static
key), a URL's `user:password@`, an `id:secret` pair, a user list's `"user" "password"` or
`user:password` line (a level after it or not), key material written as a list of byte values
under a credential's name, a relay table's `[host]:port user@example.org:password` line, a
PostgreSQL password verifier), an assignment to a name that says "secret" (`DB_PASSWORD=...`,
`spring.datasource.password=`, `"apiKey": "..."`, a block language's statement such as BIND's
`secret "...";`), or a command-line flag that takes a password (`mysql -p...`, `curl -u user:pass`,
`--password ...`), a key handed to a signing or encryption call (`createHmac('sha256', '...')`,
`jwt.encode(payload, '...')`), a capture-the-flag flag (`FLAG{...}`). An assigned value with
no secret word in its name is taken only when its length, alphabet and entropy are a generated
key's (32+ base64 characters, both cases and digits, ~5 bits a character) and the name does not
call it a hash, an id or a signature; a name whose head word says credential (`GitHubPAT`,
`hockeyapp_key`, `secret_password_for_email`, `<ConsumerKey>`) takes a shorter generated value
of any alphabet (16+ characters, letters and digits, not a UUID, not words), and a name that
holds a credential's word anywhere, glued or not (`passwordsaltmain`, `upgradekey`), a password
generator's output (both cases, digits, punctuation of any kind). Bare high-entropy
strings with no such anchor are deliberately not flagged: in code and prose they are mostly
hashes, UUIDs and ids, and a redactor that eats commit hashes gets switched off.

A match is then checked for being a stand-in rather than a credential (`AKIAIOSFODNN7EXAMPLE`,
`ghp_xxxx...`, `${TOKEN}`, `<your-key>`, `password=changeme`, `123456789a1234`): documentation
and config templates are full of them, and redacting them only hides useful text. Where a weak or
made-up value stops being a stand-in (`Password=secret`, `AKIA...FAKE1...`) is
`secret_values.STAND_INS`, the policy benchmarks/stand_in_policy.py picked on measured data;
it also says whether a text that reads as a deployed config (a credential found in it already,
or a public IPv4 address for its server) has its weak values read as passwords.
A key its vendor publishes to every browser (Stripe's `pk_`, Supabase's anon and
`sb_publishable_` keys, a Firebase web config's `AIza...`) stays too, as do a public key written
in its tool's format (an age recipient, an OpenPGP fingerprint), an object id a vendor shapes
like a key under a name that calls it an id (`STRIPE_PRICE_ID=price_...`), ciphertext under
a name that calls it sealed (`DOTENV_VAULT_PRODUCTION=...`) or in a format written to be
committed (an Ansible Vault file's `$ANSIBLE_VAULT;1.1;AES256` and hex lines: the secret is the
vault's password, kept elsewhere), a stored password hash in its
tool's encoding (`$2b$12$...`, `#jbcrypt:...`, mosquitto's `$7$...`, `{SSHA}...`) and a salt its
framework documents as public (Phoenix's `signing_salt`): `secret_hashes`.

A finding that covers part of a value written next to a name that holds a credential word (an
assignment, a call's two strings, a setter's argument, an XML property, a flag:
`secret_generic.pairs`) covers the whole of it.

A pattern is compiled on first use, only once a text holds its literal start or one of its words
(`memory_engine.rxcache` keeps the compiled form between processes), so a text that needs a few
patterns pays for those alone; hooks that only sometimes need this module ask
`secretcheck.might_hold_secret` first.

`find_secrets` returns non-overlapping findings sorted by position. Where two patterns match
overlapping text, the more specific one (listed first) names the finding and the span grows to
cover both, so a value is never left half-redacted.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from memory_engine import rxcache
from memory_engine.screening import secret_hashes, secret_values
from memory_engine.screening.secret_formats import (
    HINTS,
    KINDS,
    REQUIRES,
    SPECS,
    TOKEN_START,
    Check,
    SecretFinding,
)
from memory_engine.screening.secret_values import CHECKS, VENDOR_CHECKS, check_token, value_span

__all__ = ["KINDS", "SecretFinding", "find_secrets", "redact"]


def _needle(pattern: str) -> str:
    """The literal text every match of `pattern` starts with (`lin_api_`, `-----BEGIN `), or ""
    when it starts with a class or a group. Scanning for it with `in` is far cheaper than running
    the pattern over text that cannot match."""
    if pattern.startswith(TOKEN_START):
        pattern = pattern[len(TOKEN_START):]
    if _top_level_alternation(pattern):
        return ""
    out: list[str] = []
    i = 0
    while i < len(pattern):
        char = pattern[i]
        if char == "\\" and i + 1 < len(pattern) and pattern[i + 1] in ".-~/":
            char, step = pattern[i + 1], 2
        elif char.isalnum() or char in "_-~:/ ":
            step = 1
        else:
            break
        if pattern[i + step:i + step + 1] in ("?", "*", "{"):
            break
        out.append(char)
        i += step
    return "".join(out)


def _top_level_alternation(pattern: str) -> bool:
    depth, escaped, in_class = 0, False, False
    for char in pattern:
        if escaped:
            escaped = False
        elif char == "\\":
            escaped = True
        elif in_class:
            in_class = char != "]"
        elif char == "[":
            in_class = True
        elif char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
        elif char == "|" and depth == 0:
            return True
    return False


# (kind, pattern, check, literal start) per format; a pattern is compiled when first needed.
if TYPE_CHECKING:
    from memory_engine.screening.secret_generic import Pair

Prefilters = tuple[tuple[str, ...], tuple[tuple[str, ...], ...], tuple[tuple[str, ...], ...]]


def _inputs() -> tuple[Any, ...]:
    """What the prefilters are read from: every pattern, its required pieces and hint words."""
    return (TOKEN_START, tuple(pattern for _, pattern, _ in SPECS), REQUIRES, HINTS)


def _prefilters(inputs: tuple[Any, ...]) -> Prefilters:
    """Per pattern of SPECS: its literal start (`_needle`); pieces of text one of which its
    matches hold past a start that is no literal; the lower-case words one of which its
    matches hold (empty: no such list). Reading the patterns' 60,000 characters one by one
    cost every process that imports the redactor milliseconds, so what they give is kept
    beside the bytecode (datacache.load_made: used only when made from this process's
    patterns, which are built from other modules' words too)."""
    _, patterns, requires, hints = inputs
    return (
        tuple(_needle(pattern) for pattern in patterns),
        tuple(next((pieces for start, pieces in requires if pattern.startswith(start)), ())
              for pattern in patterns),
        tuple(next((words for start, words in hints if pattern.startswith(start)), ())
              for pattern in patterns))


def _load_prefilters() -> Prefilters:
    from memory_engine import screening
    from memory_engine.datacache import load_made
    from memory_engine.screening import secret_formats

    prefilters: Prefilters = load_made(__file__, _inputs(), _prefilters,
                                       also=(secret_formats.__file__, screening.__file__))
    return prefilters


_NEEDLES, _REQUIRED, _HINTED = _load_prefilters()
_SPECS: list[tuple[str, str, Check, str]] = [
    (kind, pattern, CHECKS[check], needle)
    for (kind, pattern, check), needle in zip(SPECS, _NEEDLES, strict=True)]
# Characters that `re`'s ignore-case matching reads as ASCII letters and str.lower() does not.
_FOLD = {0x130: "i", 0x131: "i", 0x17F: "s"}

# A value that runs on past a pattern's end through base64 padding (`...Q==`) or a checksum after
# it (`...=C63992E6`) is still one value: the rest goes with it.
_TAIL = rxcache.compile(r"=+[A-Za-z0-9+/_\-]*")
# A value as long as a pattern lets one run (a licence key of a thousand base64 characters)
# that goes on through the same alphabet was cut by the pattern's limit, not by its end: the
# rest goes with it.
_CAPPED = 200
_RUN_ON = rxcache.compile(r"(?<=[A-Za-z0-9+/_\-])[A-Za-z0-9+/_\-]+={0,2}")


# A long text is often screened more than once in one process: the write gate judges a record,
# then queues the same body as a draft, whose writer screens it again on its way to disk. The
# findings are a function of the text alone, so the last few long texts keep theirs (a copy is
# handed out). Short texts are not kept: scanning them costs less than remembering them.
MEMO_MIN_CHARS = 4096
MEMO_MAX_CHARS = 4 * 1024 * 1024  # of text held as keys, all entries together
_memo: dict[str, list[SecretFinding]] = {}


def find_secrets(text: str) -> list[SecretFinding]:
    """Every secret in `text`, as non-overlapping (kind, start, end) spans sorted by start."""
    if len(text) < MEMO_MIN_CHARS:
        return _scan(text)
    known = _memo.get(text)
    if known is None:
        known = _scan(text)
        kept = list(_memo)  # oldest first
        held = sum(map(len, kept)) + len(text)
        for old in kept:
            if held <= MEMO_MAX_CHARS:
                break
            _memo.pop(old, None)
            held -= len(old)
        if len(text) <= MEMO_MAX_CHARS:
            _memo[text] = known
    return list(known)


def _scan(text: str) -> list[SecretFinding]:
    if not text:
        return []
    found = _formats(text)
    found.extend(_deployed_weak(text, found))
    if not found:
        return []
    # A stored password hash under a password's name or in a user's record is a one-way
    # digest, not the password (secret_hashes says which encodings, and which are not).
    hashes = secret_hashes.hash_spans(text)
    if hashes:
        found = [(rank, f) for rank, f in found
                 if not any(s <= f.start and f.end <= e for s, e in hashes)]
        if not found:
            return []
    # A named value a format found part of goes whole. (Imported here: a text that needs no
    # pattern does not pay for it.)
    from memory_engine.screening import secret_generic

    found.extend(_whole_values(text, found, secret_generic.pairs(text)))
    # A user name drawn as a key beside the password found: the pair's public half.
    found.extend((len(_SPECS), SecretFinding("access-key-id", start, end))
                 for start, end in secret_generic.key_users(
                     text, [(f.start, f.end) for _, f in found]))
    # An initialisation vector set beside a key found: the key's other half.
    found.extend((len(_SPECS), SecretFinding("secret-assignment", start, end))
                 for start, end in secret_generic.key_companions(
                     text, [(f.start, f.end) for _, f in found]))
    return _merge(text, found)


# An IPv4 address where a config names the machine it reaches: after a scheme's `//`, a
# user's `@`, a key or a word that names a host, a server, an address or an endpoint.
_HOST_ADDRESS = rxcache.compile(
    r"(?i)(?:(?://|@)|(?:host|server|addr|address|ip|endpoint|url|uri|dsn|source|domain)"
    r"[\w.\-]*[\"']?[ \t]*(?:=>|[:=(,])?[ \t]*[\"'(]?)"
    r"(?P<ip>(?:25[0-5]|2[0-4]\d|1?\d?\d)(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3})(?![\d.])")


def _routable_host(text: str) -> bool:
    """Whether `text` names a machine by a public IPv4 address (not a private, loopback,
    link-local or documentation one): a config pointed at a real server."""
    if "." not in text:
        return False
    import ipaddress  # (here: most texts never need it, and importing it is not free)

    for match in _HOST_ADDRESS.finditer(text):
        try:
            if ipaddress.ip_address(match.group("ip")).is_global:
                return True
        except ValueError:
            continue
    return False


# No share of typed characters makes a value a stand-in in a deployed config (above 1).
DEPLOYED_TYPED_LIMIT = 1.01


def _deployed_weak(text: str,
                   found: list[tuple[int, SecretFinding]]) -> list[tuple[int, SecretFinding]]:
    """Weak values in a deployed config (`StandIns.weak_in_deployed`): a text that holds a
    credential already, or that points at a public address. The format rules run once more
    with weak words, typed digits, typed runs (`12345zs`, `xdxdxd`: what a person types into a
    slot the copy was filled in for) and echoed user names read as passwords, and what they
    find beyond the first run's findings (and beyond stored hashes) is added. Documented
    stand-ins (a mask, a run of one character, template syntax) still stay."""
    policy = secret_values.STAND_INS
    if not policy.weak_in_deployed or not (found or _routable_host(text)):
        return []
    loose = policy._replace(weak_words_redacted=True, typed_digits_redacted=True,
                            typed_limit=DEPLOYED_TYPED_LIMIT, echoed_user_stand_in=False)
    if loose == policy:
        return []
    secret_values.STAND_INS = loose
    try:
        again = _formats(text)
    finally:
        secret_values.STAND_INS = policy
    if not again:
        return []
    spans = [(f.start, f.end) for _, f in found]
    hashes = secret_hashes.hash_spans(text)
    return [(rank, f) for rank, f in again
            if not any(s < f.end and f.start < e for s, e in spans)
            and not any(s <= f.start and f.end <= e for s, e in hashes)]


def _formats(text: str) -> list[tuple[int, SecretFinding]]:
    """The format rules' findings, ranked."""
    # (spec rank, finding): patterns earlier in SPECS are more specific and name the finding.
    found: list[tuple[int, SecretFinding]] = []
    # Vendor-shaped values judged stand-ins (`ghp_xxxx...`) or keys the vendor publishes (a
    # Firebase web config's): a looser rule that matches the same text (`token = "ghp_xxxx..."`)
    # must not redact them after all.
    stand_ins: list[tuple[int, int]] = []
    lowered = ""
    for rank, (kind, source, check, needle) in enumerate(_SPECS):
        if needle and needle not in text:
            continue
        required = _REQUIRED[rank]
        if required and not any(piece in text for piece in required):
            continue
        hints = _HINTED[rank]
        if hints:
            lowered = lowered or text.translate(_FOLD).lower()
            if not any(word in lowered for word in hints):
                continue
        for match in rxcache.compile(source).finditer(text):
            start, end = value_span(match)
            if end <= start:
                continue
            reported = check(text, match, start, end, kind)
            if reported is None and check in VENDOR_CHECKS:
                stand_ins.append((start, end))
            elif reported is not None and check not in VENDOR_CHECKS and any(
                    s < end and start < e for s, e in stand_ins):
                continue
            if reported is not None:
                if text[end:end + 1] == "=" and check is check_token:
                    tail = _TAIL.match(text, end)
                    end = tail.end() if tail else end
                elif end - start >= _CAPPED:
                    run_on = _RUN_ON.match(text, end)
                    end = run_on.end() if run_on else end
                found.append((rank, SecretFinding(reported, start, end)))
    return found


def _merge(text: str, found: list[tuple[int, SecretFinding]]) -> list[SecretFinding]:
    """The findings with every other copy of their values, overlaps joined, sorted."""
    found += _elsewhere(text, found)
    if len(found) <= 1:
        return [f for _, f in found]
    found.sort(key=lambda item: (item[0], item[1].start))
    claimed: list[tuple[int, SecretFinding]] = []
    for rank, finding in found:
        overlapping = [c for c in claimed if finding.start < c[1].end and c[1].start < finding.end]
        if not overlapping:
            claimed.append((rank, finding))
            continue
        # The earliest-ranked finding keeps its kind; the span covers everything matched.
        best, winner = min(overlapping, key=lambda c: c[0])
        merged = SecretFinding(winner.kind,
                               min(finding.start, *(c[1].start for c in overlapping)),
                               max(finding.end, *(c[1].end for c in overlapping)))
        claimed = [c for c in claimed if c not in overlapping] + [(best, merged)]
    result = [f for _, f in claimed]
    result.sort(key=lambda f: f.start)
    return result


def _whole_values(text: str, found: list[tuple[int, SecretFinding]],
                  pairs: Iterable[Pair]) -> list[tuple[int, SecretFinding]]:
    """A finding that covers part of a named value, one token with no space in it, covers the
    whole of it: a format that stops at a character its pattern does not expect (`id:secret`
    after a scheme word, a `)` inside a password) must not leave the rest behind. A URL's value
    stays as its own rule cuts it (the user and the host are no secret)."""
    extra: list[tuple[int, SecretFinding]] = []
    for pair in pairs:
        value = text[pair.start:pair.end]
        if not value or any(c.isspace() for c in value) or "://" in value or "@" in value:
            continue
        inside = [f for _, f in found if pair.start < f.end and f.start < pair.end
                  and (f.start > pair.start or f.end < pair.end)]
        if inside:
            extra.append((len(_SPECS), SecretFinding(inside[0].kind, pair.start, pair.end)))
    return extra


# A value repeated elsewhere in the text is the same secret: a URL whose user, password and
# database share one word, or a user and a password set to the same string, give the password
# away through its other copies, so every copy that stands as a value of its own (not inside a
# longer word or token) goes with it. Shorter values are left to their own finding: three
# characters recur in text by chance.
_ELSEWHERE_MIN = 4


def _elsewhere(text: str,
               found: list[tuple[int, SecretFinding]]) -> list[tuple[int, SecretFinding]]:
    """Findings for the other copies of every value found, ranked after every pattern."""
    extra: list[tuple[int, SecretFinding]] = []
    spans = [(f.start, f.end) for _, f in found]
    rank = len(_SPECS)
    for _, finding in found:
        value = text[finding.start:finding.end]
        if len(value) < _ELSEWHERE_MIN:
            continue
        at = text.find(value)
        while at >= 0:
            stop = at + len(value)
            if (not any(s < stop and at < e for s, e in spans)
                    and not _joins_token(text[at - 1:at])
                    and not _joins_token(text[stop:stop + 1])):
                extra.append((rank, SecretFinding(finding.kind, at, stop)))
                spans.append((at, stop))
            at = text.find(value, at + 1)
    return extra


def _joins_token(char: str) -> bool:
    """Whether `char` (one character or empty) would make a copy part of a longer token."""
    return bool(char) and (char.isalnum() or char in "_-")


def redact(text: str) -> tuple[str, list[SecretFinding]]:
    """`text` with every secret replaced by `[REDACTED:<kind>]`, and the findings."""
    findings = find_secrets(text)
    if not findings:
        return text, findings
    parts: list[str] = []
    cursor = 0
    for finding in findings:
        parts.append(text[cursor:finding.start])
        parts.append(f"[REDACTED:{finding.kind}]")
        cursor = finding.end
    parts.append(text[cursor:])
    return "".join(parts), findings
