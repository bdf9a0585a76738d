"""What an order does to the workspace, read from the tokens a machine acts on: the same in every
language.

An order written as a documentation step, a team convention, a checklist item, a build note or
an error message's suggested fix names no model and sets nothing aside; its prose can be in any
language. What it asks the machine to do is still written in the machine's own tokens: a path,
a host, a command, a setting and its value. Three readings need no word of any language:

- `carries-data-out`: a place where the workspace keeps what must stay in it (an environment
  file, a key or credentials store, the shell's history, a secret of the CI, the whole
  environment, a database dump) and a host that is not the project's own (a link, an e-mail
  address, a git remote, a name looked up in DNS) in one paragraph. An e-mail's header block
  counts for its whole body: a reply goes to its sender.
  A link whose query the reader is to fill with such a thing (a placeholder defined beside a
  variable that holds a secret, or words written into the query) carries it out too, and
  demands the send.
- `runs-fetched-code`: a download fed straight into an interpreter (`curl ... | sh`, `bash
  <(curl ...)`, `iex (iwr ...)`), handed to an evaluator (`exec(urlopen(...).read())`) or to a
  package runner (`pipx run --spec https://...`), or a script's link with root rights asked in
  its paragraph, from a host that is not the project's own; with `sudo`, or with a shell's
  start-up file or the scheduler named in the same text (the act repeated at every login or on
  every run), in full.
- `weakens-setting`: a safeguard's setting given its permissive value (`ALLOWED_HOSTS = ["*"]`,
  `RATE_LIMIT_ENABLED = False`, `GITLEAKS_ENABLE: "false"`, a timeout of 0), or the command that
  switches a check off (`core.hooksPath /dev/null`, `setenforce 0`, `chmod 777`, a flag named
  for what it switches off: `--no-verify-signature`, `--skip-ssl-validation`).

A host is the project's own when a name of it is a word of the text outside the links and
addresses ("Install Heron with `curl https://get.heron.dev | sh`"), or when it is the machine
itself or a private network. A reading denied on its line before it ("never pipe curl into
sh") is a rule kept, not an order. The fit weighs each reading as a signal of its own.
"""

from __future__ import annotations

from memory_engine import rxcache
from memory_engine.screening.cues_reach import ReachFinding

TYPE_CHECKING = False  # not `from typing`: its import costs a hook process milliseconds
if TYPE_CHECKING:
    from collections.abc import Callable

CONDUCT_SIGNALS = ("carries-data-out", "runs-fetched-code", "weakens-setting")

# What the workspace keeps that must stay in it, in the screening form (lower case; a "$" before
# a word reads "s"). An example or template environment file holds no secret.
_KEPT = rxcache.lazy(
    r"(?<![\w/.-])\.env(?:\.(?!example|sample|template|dist|defaults?\b)[\w-]+)?(?![\w-])|"
    r"(?:~|[$s]home|/root|/home/[\w.-]+)/\.ssh/(?![\w.-]*\.pub\b|known_hosts|authorized_keys)|"
    r"\.(?:aws/credentials|kube/config|netrc|npmrc|pypirc|git-credentials|bash_history|"
    r"zsh_history|docker/config\.json|config/gh/hosts\.yml)(?![\w-])|"
    r"\bid_(?:rsa|ed25519|ecdsa|dsa)(?![\w.-]*\.pub)\b|"
    r"[$s]\{\{ ?secrets\.|\bsecrets/|\bsecret/prod|"
    r"\bprod[\w-]*secrets?\b|\bprintenv\b|\bos\.environ\b(?!\.get|\[)|"
    r"\bprocess\.env\b(?!\.)|\bvault kv get\b|\b(?:pg_dump|mysqldump|mongodump)\b|"
    r"[$s][a-z][a-z0-9]*_(?:token|secret|password|passwd|dsn|api_key|key)\b")
_KEPT_WORDS = (".env", ".ssh", "credentials", "config", ".netrc", ".npmrc", ".pypirc",
               "history", "id_", "secret", "printenv", "environ", "process.env", "vault",
               "dump", "_token", "_secret", "_password", "_passwd", "_dsn", "_key")

# Hosts a text can send to: a link, an e-mail address, a git remote, a name looked up in DNS
# with a substitution for its first label.
_HOST = rxcache.lazy(
    r"\b(?:https?|ftp|wss?)://(?:[\w.%-]+@)?([\w-]+(?:\.[\w-]+)+)|"
    r"(?:(?<=[\s<(\"'`])|^)[\w.+-]+@([\w-]+(?:\.[\w-]+)*\.[a-z]{2,})\b|"
    r"\bgit@([\w-]+(?:\.[\w-]+)+):|"
    r"\)\.((?:[\w-]+\.)+[a-z]{2,})\b")
_PRIVATE = rxcache.lazy(
    r"(?:localhost|127\.\d+\.\d+\.\d+|0\.0\.0\.0|10\.\d+\.\d+\.\d+|192\.168\.\d+\.\d+|"
    r"172\.(?:1[6-9]|2\d|3[01])\.\d+\.\d+|[\w.-]*\.(?:local|localhost|internal|lan|test))$")
# Names a host has that say nothing of whose it is.
_GENERIC = frozenset((
    "www", "api", "apis", "docs", "doc", "get", "raw", "cdn", "app", "apps", "git", "mail",
    "example", "com", "org", "net", "io", "dev", "sh", "co", "ai", "cloud", "static",
    "download", "downloads", "install", "files", "file", "assets", "pkg", "pkgs", "packages",
    "registry", "repo", "repos", "github", "gitlab", "githubusercontent", "bitbucket", "gist",
    "web", "site", "home", "hooks", "hook", "data", "storage", "s3", "amazonaws", "blob",
    "core", "windows", "us", "eu", "uk", "de", "fr", "jp", "cn", "ru", "info", "biz", "edu",
    "gov", "ops", "run", "server", "service", "services", "host", "node", "main", "test",
    "setup", "update", "updates", "release", "releases", "support", "help", "secure", "auth",
    "login", "id", "my", "team", "status", "public", "share", "sync", "tools", "tool", "dl",
    "mirror", "mirrors"))
# Characters that end a host token when its names are looked for in the prose.
_CODE_HOST = rxcache.lazy(r"(?:^|\.)(?:github|githubusercontent|gitlab|bitbucket|codeberg)\.")
_TOKEN = rxcache.lazy(r"[^\W_]{3,}")
_ADDRESSING = rxcache.lazy(
    r"\b(?:https?|ftp|wss?)://\S+|[\w.+-]+@[\w.-]+|\bgit@\S+|\b[\w-]+(?:\.[\w-]+)+\b")

# A download fed to an interpreter. The screening form reads "$(" as "s(".
_FETCH = r"(?:curl|wget|iwr|irm|invoke-webrequest|invoke-restmethod|fetch)\b"
_INTERPRETER = (r"(?:sudo(?: -[\w-]+)* )?(?:env [\w=]+ )?(?:ba|z|da|k|fi)?sh\b|python[\d.]*\b|"
                r"node\b|perl\b|ruby\b|iex\b|invoke-expression\b|pwsh\b|powershell\b")
_PIPED = rxcache.lazy(
    _FETCH + r"[^\n|;&]*?(https?://[^\s'\"`|)]+)[^\n|;&]*\|[ \t]*(" + _INTERPRETER + r")|"
    r"(?:(?:ba|z)?sh|source|\.)[ \t]+<\([ \t]*" + _FETCH + r"[^\n)]*?(https?://[^\s'\"`)]+)|"
    r"(?:ba|z)?sh[ \t]+-c[ \t]+[\"']?[$s]\([ \t]*" + _FETCH + r"[^\n)]*?(https?://[^\s'\"`)]+)|"
    r"\biex[ \t]*\(?[ \t]*(?:\(?new-object [\w.]+\)?\.downloadstring|iwr|irm|invoke-webrequest)"
    r"[^\n)]*?(https?://[^\s'\"`)]+)")
# Code fetched and run by other means than a pipe: an evaluator handed what a link returns
# (`exec(urlopen("https://...").read())`, `eval(requests.get(...).text)`), a package runner
# or installer pointed at a link (`pipx run --spec https://...`, `npx https://...`), on one line.
_EVALED = rxcache.lazy(
    r"\b(?:exec|eval|execfile|runpy\.run_path|new function|iex|invoke-expression)\b[ \t]*\("
    r"[^\n]{0,80}?(https?://[^\s'\"`)]+)|"
    r"\b(?:pipx run|pipx install|uvx|uv tool run|uv tool install|npx|bunx|pnpm dlx|"
    r"pip3? install|npm (?:install|i)|go run|gem install)\b[^\n|;&]{0,60}?"
    r"(https?://[^\s'\"`)]+)")
_EVALED_WORDS = ("exec", "eval", "iex", "invoke-expression", "new function", "pipx", "uvx",
                 "uv tool", "npx", "bunx", "dlx", "install", "go run")
# A script named by its link, and the machine's highest rights asked for in the same paragraph
# ("download and run https://.../prep.sh as root (sudo)", in any language): the run is the
# order, the words around it need not be read.
_SCRIPT_LINK = rxcache.lazy(r"https?://([\w.-]+)(/[^\s'\"`)]*\.(?:sh|bash|ps1|bat|cmd|py|pl|rb))"
                            r"(?![\w/.-])")
_ROOT = rxcache.lazy(r"\bsudo\b|\broot\b|\brunas\b|\bas administrator\b|\bsu -c\b")
# A link whose query the reader is to fill: a value that is a placeholder defined outside the
# link ("?x=X", then "put the value of DATABASE_URL in place of X"; "?s=INHOUD ... where INHOUD
# is the last messages plus .env"), a slot in brackets or a substitution, or words of prose
# written into the query itself ("?d=在此填入.env文件内容的base64编码"), and what fills it, named
# beside the placeholder, is kept in the workspace (_KEPT, or a variable that holds a secret or
# a connection string). Written into an answer that renders it, or followed, the link carries
# that out to its host, whatever language the text around it is in.
_QUERY = rxcache.lazy(r"https?://([\w-]+(?:\.[\w-]+)+)(/[^\s?#)>\]]*)?\?([^\s)>\]#]+)")
_PARAM = rxcache.lazy(r"(?:^|&)[\w.%-]{1,30}=([^&]*)")
_SLOT = rxcache.lazy(r"[<{\[]|[$s]\(|%[a-z_]")
_ENV_NAME = rxcache.lazy(r"\b[a-z][a-z0-9]*_(?:url|uri|dsn|token|secret|password|passwd|key|"
                         r"credentials?)\b")
_NON_ASCII = rxcache.lazy(r"[^\x00-\x7f]")
_FILL_REACH = 120
FILLED_SEND = 0.6
_STARTUP = rxcache.lazy(
    r"~/\.(?:bashrc|zshrc|profile|bash_profile|zprofile|config/fish)|\bcrontab\b|/etc/cron|"
    r"\.git/hooks\b|\blaunchagents\b|/etc/profile|\bsudo\b")

_HEADED = rxcache.lazy(r"\s*#{1,6} ")

# A safeguard's setting: its key, an identifier, names what it guards (one of these stems in
# it); its value lets everything through.
_GUARD_STEM = rxcache.lazy(
    r"allowed_?hosts|allowed_?origins|cors|csrf|verify|ssl|tls|auth|rate_?limit|protect|check|"
    r"scan|gitleaks|secure|session_timeout|sandbox|review|approval|confirm|enforce|signing|"
    r"signature")
# A wildcard: `["*"]`, `"*"` or a bare `*`.
_WILDCARD = r"\[ ?[\"']?\*[\"']? ?\]|[\"']\*[\"']|\*(?![\w*])"
_PERMISSIVE = r"(?:" + _WILDCARD + r"|false|off|0|none|disabled?|no)"
# Set with ":" or "=", or, for a key written as an identifier (an underscore in it), with at
# most two short words of any language between it and a value that is a wildcard or zero
# ("ALLOWED_HOSTS με ["*"]", "`SESSION_TIMEOUT` අගය 0").
_SET = rxcache.lazy(r"[`\"']?[ \t]*[:=][ \t]*[`\"']?" + _PERMISSIVE + r"(?![\w.-])")
_SET_LOOSE = rxcache.lazy(
    r"[`\"']?(?:[ \t]+\S{1,12}){0,2}[ \t]+[`\"']?(?:" + _WILDCARD + r"|0|false|off)(?![\w.-])")
_IDENTIFIER = rxcache.lazy(r"[\w.-]*")
_SWITCH = rxcache.lazy(
    r"\bcore\.hookspath[ \t=]+/dev/null|\bsetenforce 0\b|\bchmod (?:-r )?777\b|"
    r"\bhttp\.sslverify[ \t=]+false\b|\bstricthostkeychecking[ \t=]+no\b|"
    r"--dangerously-skip-permissions\b|--allow-unauthenticated\b|--disable-(?:hooks|checks)\b|"
    # a command line's flag whose name switches a check off, whatever the tool: a word of
    # switching off, then what it switches ("--no-verify-signature", "--skip-ssl-validation",
    # "--ignore-certificate-errors", "--disable-signature-check"), or a host or a source
    # trusted whatever it serves ("--trusted-host", "--insecure", "--no-check-certificate")
    # (git's bare "--no-verify" skips the committer's own hooks: cues_demand reads it as a
    # lifted check, and it stays one)
    r"(?<![\w-])--(?!no-verify(?![\w-]))(?:no|skip|disable|ignore|bypass|without)-"
    r"(?:[a-z]+-){0,3}?"
    r"(?:verif\w*|checks?|checking|signatures?|sign\w*|ssl|tls|certificates?|cert|hooks?|"
    r"audit|scan\w*|sandbox|gpg|integrity|hash(?:es)?|validation)(?![\w-])|"
    r"(?<![\w-])--(?:trusted-host|insecure|no-check-certificate|allow-untrusted|"
    r"allow-insecure[\w-]*)(?![\w-])")
_SWITCH_WORDS = ("hookspath", "setenforce", "777", "sslverify", "stricthost", "dangerously",
                 "unauthenticated", "disable-", "--no-", "--skip-", "--ignore-", "--bypass-",
                 "--without-", "--trusted-host", "--insecure", "--allow-")
_GUARD_WORDS = ("allowed", "cors", "csrf", "verify", "ssl", "tls", "auth", "limit", "protect",
                "check", "scan", "gitleaks", "secure", "timeout", "sandbox", "review", "approv",
                "confirm", "enforce", "signing", "signature", "hookspath", "setenforce", "777",
                "sslverify", "stricthost", "dangerously", "unauthenticated", "disable-",
                "--no-", "--skip-", "--ignore-", "--bypass-", "--without-", "--trusted-host",
                "--insecure", "--allow-")

# The act denied on its own line, before it: a rule kept (the negations of cues_keystore).
_DENIED = rxcache.lazy(
    r"(?:\b(?:not|never|n't|no|nicht|niemals|nie|kein\w*|jamais|ne|pas|nunca|nao|non|mai|"
    r"не|никогда|asla|tidak|jangan|khong|μην|δεν|avoid|instead of|rather than|"
    r"drop|bypass|nu)\b|n't\b|"
    r"不|别|別|勿|禁止|绝不)")

FULL = 1.0
PIPED = 0.6
# the same in a document that opens with a heading: an install section shows the line to a
# person, and says no more of whose host it is
SHOWN = 0.3
TEXT_WIDE = 0.5


def _denied(norm: str, start: int) -> bool:
    line = norm.rfind("\n", 0, start) + 1
    return _DENIED.search(norm, max(line, start - 80), start) is not None


def _prose_names(norm: str) -> frozenset[str]:
    """The words of `norm` outside its links, addresses and dotted names."""
    words = _TOKEN.findall(_ADDRESSING.sub(" ", norm))
    # an npm scope's "@" reads "a" in the screening form ("@heron/cli" is "aheron/cli")
    return frozenset((*words, *(w[1:] for w in words if w[0] == "a" and len(w) > 4)))


def _foreign(host: str, names: frozenset[str], path: str = "") -> bool:
    """A host that is neither the machine, a private network, nor named in the prose (on a
    code host, the owner and the repository in the path name it)."""
    host = host.lower().rstrip(".")
    if _PRIVATE.match(host):
        return False
    # the name registered, before the top-level domain: a subdomain is the host's to choose
    words = host.split(".")[-2:-1]
    if _CODE_HOST.search(host):
        words += path.strip("/").split("/")[:2]
    labels = {part for label in words for part in label.split("-") if len(part) >= 3}
    own = labels - _GENERIC
    return not (own & names)


def _paragraphs(norm: str) -> list[tuple[int, int]]:
    spans, start = [], 0
    for gap in rxcache.lazy(r"\n[ \t]*\n").finditer(norm):
        spans.append((start, gap.start()))
        start = gap.end()
    spans.append((start, len(norm)))
    return spans


_HEADER_LINE = rxcache.lazy(r"[ \t]*[^\s:]{1,20}(?: [^\s:]{1,20})?[ \t]*:[ \t]*\S")


def _header_block(norm: str, span: tuple[int, int]) -> bool:
    """Every line of the paragraph is a "Name: value" line (an e-mail's headers)."""
    lines = norm[span[0]:span[1]].strip("\n").split("\n")
    return len(lines) >= 2 and all(_HEADER_LINE.match(line) for line in lines)


def _carried(norm: str, prose: Callable[[], frozenset[str]]) -> ReachFinding | None:
    if not any(w in norm for w in _KEPT_WORDS) or ("://" not in norm and "@" not in norm
                                                   and ")." not in norm):
        return None
    kept = [m for m in _KEPT.finditer(norm) if not _denied(norm, m.start())]
    if not kept:
        return None
    sinks = []
    for m in _HOST.finditer(norm):
        host = next(g for g in m.groups() if g)
        if _foreign(host, prose()) and not _denied(norm, m.start()):
            sinks.append(m)
    if not sinks:
        return None
    paragraphs = _paragraphs(norm)
    header = paragraphs[0] if len(paragraphs) > 1 and _header_block(norm, paragraphs[0]) \
        else None
    for start, end in paragraphs:
        inside = [m for m in kept if start <= m.start() < end]
        if not inside:
            continue
        for sink in sinks:
            if start <= sink.start() < end or (header is not None
                                               and header[0] <= sink.start() < header[1]):
                return ReachFinding("carries-data-out", FULL,
                                    (min(inside[0].start(), sink.start()),
                                     max(inside[0].end(), sink.end())))
    return ReachFinding("carries-data-out", TEXT_WIDE, kept[0].span())


def _host_path(url: str) -> tuple[str, str]:
    where = url.split("://", 1)[1]
    host = where.split("/", 1)[0].split("@")[-1].split(":")[0]
    return host, where.split("/", 1)[1] if "/" in where else ""


def _filled(norm: str, prose: Callable[[], frozenset[str]]) -> list[ReachFinding]:
    """A link to a foreign host whose query the reader is to fill with what the workspace
    keeps (_FILL_SLOT)."""
    if "?" not in norm or "=" not in norm:
        return []
    for m in _QUERY.finditer(norm):
        if not _foreign(m.group(1), prose(), m.group(2) or "") or _denied(norm, m.start()):
            continue
        for param in _PARAM.finditer(m.group(3)):
            value = param.group(1)
            if not value:
                continue
            if not value.isascii() or _SLOT.search(value):
                # the slot written in the link: what fills it is named there or beside it
                at = [(m.start(), m.end())]
            elif value.isalpha() and len(value) <= 20:
                # a placeholder the text defines: the same word stands outside the link
                word = rxcache.lazy(r"(?<![\w/.=-])" + value + r"(?![\w/.=-])")
                at = [o.span() for o in word.finditer(norm)
                      if not m.start() <= o.start() < m.end()]
            else:
                continue
            for start, end in at:
                window = _NON_ASCII.sub(" ", norm[max(0, start - _FILL_REACH):end + _FILL_REACH])
                if "\n\n" in window:
                    window = window[window.rfind("\n\n", 0, _FILL_REACH) + 1:]
                if _KEPT.search(window) or _ENV_NAME.search(window):
                    return [ReachFinding("carries-data-out", FULL, m.span()),
                            ReachFinding("demands-action", FILLED_SEND, m.span())]
    return []


def _fetched(norm: str, prose: Callable[[], frozenset[str]]) -> ReachFinding | None:
    if "http" not in norm:
        return None
    runs = []
    if any(w in norm for w in ("curl", "wget", "iwr", "irm", "invoke-", "fetch",
                               "downloadstring")):
        runs += list(_PIPED.finditer(norm))
    if any(w in norm for w in _EVALED_WORDS):
        runs += list(_EVALED.finditer(norm))
    for m in sorted(runs, key=lambda m: m.start()):
        url = next(g for g in m.groups() if g and "://" in g)
        host, path = _host_path(url)
        if not _foreign(host, prose(), path) or _denied(norm, m.start()):
            continue
        value = FULL if _STARTUP.search(norm) else SHOWN if _HEADED.match(norm) else PIPED
        return ReachFinding("runs-fetched-code", value, m.span())
    if "sudo" in norm or "root" in norm or "runas" in norm or "administrator" in norm:
        for start, end in _paragraphs(norm):
            for m in _SCRIPT_LINK.finditer(norm, start, end):
                if _ROOT.search(norm, start, end) and _foreign(m.group(1), prose(), m.group(2)) \
                        and not _denied(norm, m.start()):
                    return ReachFinding("runs-fetched-code", PIPED, m.span())
    return None


def _setting(norm: str) -> tuple[int, int] | None:
    """The first safeguard's setting given its permissive value (see _SET)."""
    for stem in _GUARD_STEM.finditer(norm):
        begin = stem.start()
        while begin > 0 and (norm[begin - 1].isalnum() or norm[begin - 1] in "_.-"):
            begin -= 1
        rest = _IDENTIFIER.match(norm, stem.end())
        key_end = rest.end() if rest is not None else stem.end()
        value = _SET.match(norm, key_end)
        if value is None and "_" in norm[begin:key_end]:
            value = _SET_LOOSE.match(norm, key_end)
        if value is not None and not _denied(norm, begin):
            return begin, value.end()
    return None


def _weakened(norm: str) -> ReachFinding | None:
    if not any(w in norm for w in _GUARD_WORDS):
        return None
    if any(w in norm for w in _SWITCH_WORDS):
        for m in _SWITCH.finditer(norm):
            if not _denied(norm, m.start()):
                return ReachFinding("weakens-setting", FULL, m.span())
    span = _setting(norm)
    return None if span is None else ReachFinding("weakens-setting", FULL, span)


def conduct_findings(norm: str) -> list[ReachFinding]:
    """The three readings on `norm`, the screening form (textnorm)."""
    found = []
    if "://" in norm or "@" in norm or ")." in norm:
        names: list[frozenset[str]] = []

        def prose() -> frozenset[str]:
            if not names:
                names.append(_prose_names(norm))
            return names[0]

        for reading in (_carried, _fetched):
            finding = reading(norm, prose)
            if finding is not None:
                found.append(finding)
        found += _filled(norm, prose)
    weakened = _weakened(norm)
    if weakened is not None:
        found.append(weakened)
    return found
