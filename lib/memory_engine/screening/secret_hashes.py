"""Stored password hashes and public salts: values that sit under a credential's name, look
drawn, and open nothing.

A password store keeps a one-way digest of each password, written in the encoding its tool
publishes: crypt(3)'s modular format (`$<id>$<salt>$<digest>`), the PHC string format
(`$argon2id$v=19$m=...$<salt>$<digest>`), Django's `<algorithm>$<iterations>$<salt>$<digest>`,
RFC 2307's `{SSHA}<base64>` (LDAP, Dovecot), Jupyter's `sha1:<salt>:<hex digest>`, Spring
Security's `{bcrypt}...`, Jenkins' `#jbcrypt:...`, CouchDB's `-pbkdf2-<hex>,<salt>,<rounds>`,
Jetty's `MD5:<hex>`, and any digest written after its algorithm's name (ZNC's
`sha256#<hex>#<salt>#`). The user's password cannot be read back from
it, and nothing accepts the digest in its place: mosquitto's password file, an htpasswd file,
/etc/shadow, a Jenkins user's config.xml, a seeded users table, a notebook server's config all
hold one, and a redactor that takes them hides the user names' records for no gain. Each shape
below is the one its algorithm writes (its alphabet, its digest's length), so a string that only
starts like one (a made-up `$1$abc$x`) is judged as any other value.

Not here on purpose: PostgreSQL's verifiers (`md5<hex>`, `SCRAM-SHA-256$...`), which
secret_formats takes as credentials. The md5 exchange needs only the stored `md5<hex>` (a client
that has it logs in without the password), and a pooler logs in to the server with the SCRAM
secret it keeps; either stands in for the password. Spring's `{noop}` is the password in the
clear and stays a credential too.

A salt is public where the framework that reads it says so: Plug (Phoenix) derives a cookie's or
a LiveView's signing and encryption keys from `secret_key_base` with `signing_salt` and
`encryption_salt`, and Rails its cookie keys from `secret_key_base` with its `*_cookie_salt`
settings; both frameworks' maintainers call the salts non-sensitive (the secret is the key
base). A salt used as a key itself (WordPress's `AUTH_SALT`, CakePHP's `Security.salt`) stays a
secret.
"""

from __future__ import annotations

from memory_engine import rxcache

# crypt(3)'s alphabet (and bcrypt's, in another order): `./0-9A-Za-z`.
_C64 = r"[./A-Za-z0-9]"
# base64 as mosquitto, RFC 2307 and Django write it; PHC's drops the padding.
_B64 = r"[A-Za-z0-9+/]"

# Hash algorithms by name and the length of their digest in hex.
_DIGEST_HEX = (("md5", 32), ("sha1", 40), ("sha224", 56), ("sha256", 64), ("sha384", 96),
               ("sha512", 128))
_NAMED_DIGEST = (
    r"(?i:" + "|".join(
        f"{name}(?P<{name}>[#$:])(?-i:[0-9a-f]{{{size}}}|[0-9A-F]{{{size}}})"
        f"(?:(?P={name})[^\\s\"'<>]{{1,64}}?(?P={name})|(?P={name})[^\\s\"'<>#$:]{{1,64}})?"
        for name, size in _DIGEST_HEX) + r")")
_SHAPES = (
    # bcrypt: `$2a$`/`$2b$`/`$2y$`, a two-digit cost, 22 characters of salt and 31 of digest.
    # Jenkins writes it after `#jbcrypt:`, Django after `bcrypt$` or `bcrypt_sha256$`.
    r"(?:#jbcrypt:|bcrypt(?:_sha256)?\$)?\$2[abxy]?\$[0-9]{2}\$" + _C64 + r"{53}",
    # MD5-crypt and Apache's variant: up to 8 characters of salt, a 22-character digest.
    r"\$(?:1|apr1)\$" + _C64 + r"{0,8}\$" + _C64 + r"{22}",
    # SHA-256-crypt and SHA-512-crypt: optional rounds, up to 16 of salt, 43 or 86 of digest.
    r"\$5\$(?:rounds=[0-9]+\$)?" + _C64 + r"{0,16}\$" + _C64 + r"{43}",
    r"\$6\$(?:rounds=[0-9]+\$)?" + _C64 + r"{0,16}\$" + _C64 + r"{86}",
    # What mosquitto_passwd writes, SHA-512 (`$6$`) or PBKDF2-SHA512 (`$7$<iterations>$`):
    # the salt and the 64-byte digest in padded base64 (86 characters and `==`).
    r"\$6\$" + _B64 + r"{8,}={0,2}\$" + _B64 + r"{86}==",
    r"\$7\$[0-9]+\$" + _B64 + r"{8,}={0,2}\$" + _B64 + r"{86}==",
    # scrypt as libxcrypt writes it (`$7$`, 11 characters of parameters) and yescrypt
    # (`$y$`, `$gy$`): a 43-character digest last.
    r"\$7\$" + _C64 + r"{11}" + _C64 + r"{0,64}\$" + _C64 + r"{43}",
    r"\$g?y\$" + _C64 + r"+\$" + _C64 + r"{0,86}\$" + _C64 + r"{43}",
    # NetBSD's `$sha1$<rounds>$<salt>$<28>` and Solaris' `$md5[,rounds=N]$<salt>$$<22>`.
    r"\$sha1\$[0-9]+\$" + _C64 + r"{1,64}\$" + _C64 + r"{28}",
    r"\$md5(?:,rounds=[0-9]+)?\$" + _C64 + r"{1,64}\$\$?" + _C64 + r"{22}",
    # Jupyter's (and IPython's) notebook password: `<algorithm>:<salt>:<hex digest>`, a salt
    # of 12 hex digits and the digest as long as its algorithm writes it; the newer
    # `argon2:` before a PHC string is read with the PHC shape below.
    r"(?:md5:[0-9a-f]{12}:[0-9a-f]{32}|sha1:[0-9a-f]{12}:[0-9a-f]{40}"
    r"|sha224:[0-9a-f]{12}:[0-9a-f]{56}|sha256:[0-9a-f]{12}:[0-9a-f]{64}"
    r"|sha384:[0-9a-f]{12}:[0-9a-f]{96}|sha512:[0-9a-f]{12}:[0-9a-f]{128})",
    # The PHC string format: Argon2, scrypt, passlib's PBKDF2 and bcrypt-sha256 (parameters,
    # a salt, a digest of 16 bytes or more in unpadded base64 or passlib's `./` variant).
    r"(?:argon2:)?\$(?:argon2(?:id|i|d)|scrypt|pbkdf2(?:-sha(?:1|256|512))?|bcrypt-sha256)"
    r"\$(?:v=[0-9]+\$)?[a-z]+=[^$\s]+\$[./A-Za-z0-9+]{8,}\$[./A-Za-z0-9+]{22,}",
    r"\$pbkdf2(?:-sha(?:1|256|512))?\$[0-9]+\$[./A-Za-z0-9+]{8,}\$[./A-Za-z0-9+]{27,}",
    # Django: `pbkdf2_sha256$<iterations>$<salt>$<base64 of 32 bytes>` (and SHA-1's 20),
    # `argon2$argon2id$...`, `scrypt$<salt>$<N>$<r>$<p>$<digest>`, the legacy salted
    # `sha1$<salt>$<40 hex>` and `md5$<salt>$<32 hex>`.
    r"pbkdf2_sha(?:1|256|512)\$[0-9]{3,7}\$[A-Za-z0-9./+]{4,}\$" + _B64 + r"{27,86}={0,2}",
    r"argon2\$argon2(?:id|i|d)\$v=[0-9]+\$m=[0-9]+,t=[0-9]+,p=[0-9]+\$" + _B64 + r"{8,}\$"
    + _B64 + r"{16,}",
    r"scrypt\$" + _B64 + r"{8,}\$[0-9]+\$[0-9]+\$[0-9]+\$" + _B64 + r"{43,}={0,2}",
    r"sha1\$[A-Za-z0-9]{1,64}\$[0-9a-f]{40}",
    r"md5\$[A-Za-z0-9]{1,64}\$[0-9a-f]{32}",
    # CouchDB's `[admins]` entries once the server has hashed them: `-pbkdf2-<derived key>,
    # <salt>,<iterations>` in hex (SHA-1's 40 digits), or, since 3.4, `-pbkdf2:sha256-` and
    # SHA-256's 64.
    r"-pbkdf2(?::sha(?:1|224|256|384|512))?-[0-9a-f]{40,128},[0-9a-f]{32},[0-9]{1,7}",
    # Jetty's stored credentials (realm.properties): `MD5:<32 hex>`, `CRYPT:<DES crypt>`.
    r"MD5:[0-9a-f]{32}|CRYPT:" + _C64 + r"{13}",
    # RFC 2307 and its kin (OpenLDAP, Dovecot, Spring Security's DelegatingPasswordEncoder):
    # the scheme in braces, then the digest (base64, hex or a crypt string). `{noop}` and
    # `{PLAIN}` name a password kept in the clear and are no digest.
    r"(?i:\{(?:s?sha(?:1|256|384|512)?|s?md5|crypt|blf-crypt|(?:md5|sha256|sha512)-crypt"
    r"|pbkdf2(?:-sha(?:1|256|512))?|argon2(?:id|i)?|bcrypt|scrypt|ldap|md4|sha-1|sha-256)\})"
    r"(?:\$[^\s\"'<>]{20,}|[A-Za-z0-9+/]{22,}={0,2}|[0-9a-fA-F]{32,})",
    # Any store's digest written after its algorithm's name and a separator, its salt after
    # the digest or not (ZNC's `sha256#<64 hex>#<salt>#`, `sha1:<40 hex>`): the name says what
    # the hex is, and the hex is as long as that algorithm's digest, in one case.
    _NAMED_DIGEST,
)
# Not inside a longer token: a hash stands as a value of its own.
_HASH = rxcache.compile(r"(?<![\w$.+/{#])(?:" + "|".join(_SHAPES) + r")(?![\w$./+=])")

# Substrings one of which every shape holds: text with none of them pays one `in` each.
_NEEDLES = ("$", "{", "sha", "SHA", "md5", "MD5", "pbkdf2", "CRYPT:")

# Settings that name a salt the framework combines with a separate secret to derive a key
# (lower-case, `-` and `.` read as `_`): Plug.Session's and Phoenix LiveView's, and Rails'
# cookie salts (ActionDispatch, derived from secret_key_base by ActiveSupport::KeyGenerator).
PUBLIC_SALT_NAMES = frozenset((
    "signing_salt", "encryption_salt",
    "signed_cookie_salt", "encrypted_cookie_salt", "encrypted_signed_cookie_salt",
    "authenticated_encrypted_cookie_salt"))


def hash_spans(text: str) -> list[tuple[int, int]]:
    """The spans of every stored password hash written in `text` in its tool's encoding."""
    if not any(needle in text for needle in _NEEDLES):
        return []
    return [match.span() for match in _HASH.finditer(text)]


def is_password_hash(value: str) -> bool:
    """Whether `value` (quotes around it aside) is one stored password hash, whole."""
    inner = value.strip("\"'")
    return bool(inner) and _HASH.fullmatch(inner) is not None


def public_salt(name: str) -> bool:
    """Whether a setting's name (the last part of a dotted or bracketed path) names a salt its
    framework documents as public (see PUBLIC_SALT_NAMES)."""
    last = name.replace("-", "_").rsplit(".", 1)[-1].strip(":\"' ").lower()
    return last in PUBLIC_SALT_NAMES
