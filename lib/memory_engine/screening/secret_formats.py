"""The secret formats: one (kind, pattern, check) entry per shape a credential takes, vendor
prefixes first, then structures, assignments to secret-named keys, command-line flags and prose.
Which check a match must pass is named here and defined in secret_values."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import NamedTuple

from memory_engine import screening


class SecretFinding(NamedTuple):
    kind: str
    start: int
    end: int


# Decides whether a match is a secret: returns the kind to report, or None to drop the match.
Check = Callable[[str, "re.Match[str]", int, int, str], "str | None"]

# Word boundary that also treats '-' and '_' as part of a token, so `xghp_...` or `my_AKIA...`
# inside a longer identifier do not match half-way through.
_B = r"(?<![A-Za-z0-9_\-])"
TOKEN_START = _B  # exported: redaction strips it to find a pattern's literal start
_E = r"(?![A-Za-z0-9_\-])"
# A line of a colon user list up to its colon: a login name as useradd accepts one by default
# (lower case, a letter or '_' first, 32 characters at most).
COLON_ENTRY_START = r"(?m:^[a-z_][a-z0-9_.\-]{0,31}:"
# The start of an entry of an INI section that lists accounts, up to its user's name.
ACCOUNT_ENTRY_START = r"(?m:^[ \t]*(?P<u>[A-Za-z][A-Za-z0-9.\-]{0,31})"
# The start of a relay table's line: its host, bracketed or not (see its entry in SPECS).
RELAY_MAP_START = r"(?m:^[ \t]*(?:\[[\w.\-]{1,253}\]|"

# What a language writes before a string literal and leaves the text as it is: Python's `b`,
# `r`, `u` (`b'...'`, `rb"..."`), C#'s verbatim `@"..."`, C++'s `L"..."`, Go's `[]byte("...")`.
# The value is still what the quotes hold.
_PREFIX = r"(?:(?<![\w$])(?:[bBrRuU]{1,2}|@|L)(?=[\"'])|\[\]byte\()?"
# A value after `=`, `:`, `-p`...: quoted (any quote style, or an escaped quote inside JSON text)
# or bare up to a character that ends a value in a config line, a URL query or a connection string.
_VALUE = (r"(?:'{3}(?P<st>[^\n]{1,300}?)'{3}|\"{3}(?P<sh>[^\n]{1,300}?)\"{3}|" + _PREFIX +
          # (a line end written as escapes before the closing quote, `...37\\r\\n"`, is no part
          # of the value)
          r"(?:\\?\"(?P<sd>[^\"\\\n]{1,300})(?:\\[rn]){0,2}\\?\"|'(?P<ss>[^'\n]{1,300}(?:''[^'\n]{1,300})*)')"
          r"|`(?P<sb>[^`\n]{1,300})`"
          r"|(?P<s>[^\s\"'`;,&<>()\[\]{}|\\]{1,300}))")

# One argument of a call (a literal, a variable or a short expression), and a string literal
# whose content is the value.
_ARG = (r"(?:\"[^\"\n]{0,200}\"|'[^'\n]{0,200}'|[$@]?[\w.\->\[\]]{1,80}|"
        # an object literal with no object inside (`jwt.sign({ email, type: 'reset' }, ...)`)
        r"\{[^{}]{0,200}\})")
_STR = r"(?:\"[^\"\n]{1,200}\"|'[^'\n]{1,200}')"
# A name, a comma: the start of several names assigned at once; `{` takes the count of names
# before the secret one.
_TUPLE_START = (r"(?m:^[ \t]*(?:(?:const|var|let|val|my|local|final|static|private|public)"
                r"[ \t]+)*)\(?(?:[A-Za-z_][\w.]*[ \t]*,[ \t]*){")
_LIT = _PREFIX + r"(?:\"(?P<sd>[^\"\n]{1,200})\"|'(?P<ss>[^'\n]{1,200})')"
# The command a console's config file sets a variable with, before the variable's name
# (`set rcon_password x`, `seta`, `sets`, `setr`, as game servers of the Quake engine's line
# read them; csh's `setenv NAME value`): the line is still `name value`.
SET_COMMAND = r"(?:set[a-z]?[ \t]+|setenv[ \t]+)?"
# An XML element's text wrapped in a CDATA section (`<password><![CDATA[...]]></password>`, as
# Magento's and other PHP stacks' config files write every value): the section is how the text
# is quoted, and the value is what it holds. (Completed by each rule with the value's length and
# `)\]\]>`; the group's name makes the value read as quoted.)
_CDATA = r"<!\[CDATA\[(?P<sc>[^\s<]"

# Names that say "this is a secret". A name must end with one of them (`db_password`,
# `dbPassword`, `spring.datasource.password`, `x-api-key`), so `password_min_length`,
# `token_url` or `secret_name` are not secrets. `key` alone is not enough (`sort_key`,
# `public_key`); it needs a word saying which key.
# The word "password" in languages beyond the five above, as written and as ASCII-folded.
PASSWORD_NOUNS = (r"senha|wachtwoord|l(?:ö|o)senord|passord|adgangskode|salasana|has(?:ł|l)o|"
                  r"heslo|jelsz(?:ó|o)|(?:ş|s)ifre(?:si)?|kata[_.\- ]?sandi|"
                  r"m(?:ậ|a)t[_.\- ]?kh(?:ẩ|a)u|" + "|".join(screening.PASSWORDS))
# A credential's name as a comment or a label says it, in the languages config and notes are
# written in: "key", "token", "secret" and their kin, Chinese 密钥/秘钥/令牌/凭证/授权码,
# Japanese シークレット/トークン/秘密鍵, Korean 비밀키/토큰/시크릿/인증키, Russian
# ключ/токен/секрет.
LABEL_WORDS = (r"(?i:key|token|secret|password|passwd|passphrase|credentials?|"
               + "|".join(screening.LABELS) + ")")
# Prose: "still/now" around the copula, and the copulas of the languages a note is written in
# ("the root password is still ...", "a senha ainda é ...", "das Passwort lautet ...", Turkish
# "... olarak").
_STILL = (r"(?:still|now|currently|ainda|agora|toujours|encore|noch|immer\s+noch|jetzt|"
          r"todav[íi]a|ahora|ancora|ora|nog|steeds|nadal|teraz|fortfarande|nu)")
_COPULA = r"(?:is|was|est|es|è|e|ist|lautet|vaut|é|era|jest|är|er|on|je|olarak)"
# Polish and Czech also say "X to Y" ("Hasło do bazy to ..."); in English "to" names
# where a password goes ("move the password to 1Password"), so only after their nouns.
_SLAVIC_NOUNS = r"(?:has(?:ł|l)o|heslo)"
# The copulas of the languages written without spaces (zh "是", "为"; ja "は"; ko "는"/"은").
_CJK_COPULA = r"(?:是|为|為|は|는|은)"
# What may close a value in prose: ASCII punctuation or the full-width kind.
_PROSE_END = r"(?=[`\"'.,;»”。，；]?(?:\s|$))"
# The head of a value in prose: not a variable or a template, and not a word of the sentence
# ("the password is required"): a digit, capitals inside the word more than once
# (`cUngmgMsRcgize`, not `GitHub`), or a symbol among both cases (`!zLZPSUXCfhyv*`).
_PROSE_VALUE_HEAD = (r"(?!\$|<|\{\{|\[REDACTED)(?=[^\s`\"',;]*(?:\d|[a-z][A-Z][^\s`\"',;]*[a-z]"
                     r"[A-Z]|[!@#%^&*~?+](?=[^\s`\"',;]*[a-z])(?=[^\s`\"',;]*[A-Z])))")
# The start of a list of byte values (see its entries in SPECS), up to the name: a YAML line
# of its own, or a name not glued to a word before it. A byte: one to three digits, or `0x`
# and one or two hex digits.
_BYTE_NAME_WORDS = ("key", "secret", "token", "pass", "pw")
_BYTE_NAME_AHEAD = r"(?=[\w.\-]{0,80}(?i:" + "|".join(_BYTE_NAME_WORDS) + "))"
_BYTE_LIST_BLOCK = r"(?m:^(?P<ind>[ \t]*)[\"']?" + _BYTE_NAME_AHEAD
_BYTE_LIST_FLOW = r"(?<![\w.\-])[\"']?" + _BYTE_NAME_AHEAD
_BYTE = r"(?:0[xX][0-9A-Fa-f]{1,2}|[0-9]{1,3})(?![\w.])"
_NAME_WORD = (r"(?:pass(?:word|wd|phrase|code)?|pwd|pw|secret|token|bearer|cred(?:ential)?s?|"
              # what a server mixes into its hashes (`SALT`, `HASH_SALT`, `Security.salt`)
              r"salt|"
              r"(?:api|access|secret|private|signing|encryption|master|license|account|app|auth|"
              r"client|service|admin|write|"
              # keys named for what they sign or encrypt (`TOKEN_KEY`, `cookieKey`,
              # `SESSION_KEY`, `JWT_KEY`, `HMAC_KEY`, `AES_KEY`, `cryptkey`)
              r"token|cookie|session|jwt|hmac|cipher|crypto?|aes)[_.\- ]?key(?:[_.\-]?base)?|"
              # a seed a cipher's or a wallet's keys are drawn from is key material too
              # (`Security.cipherSeed`, `MASTER_SEED`, `encryption_seed`)
              r"(?:secret|private|signing|encryption|master|cipher|crypto?)[_.\- ]?seed|"
              # a Kubernetes secret's registry credentials
              r"docker(?:configjson|cfg)|"
              # the same names in German, French, Spanish and Italian; a key word only with
              # what kind of key it is (`clave_api`, `chiave_segreta`, `api_schluessel`)
              r"passwort|kennwort|contrase(?:ñ|n)a|mot[_.\- ]?de[_.\- ]?passe|geheimnis|segreto|"
              # "password" in the other languages a team writes config and notes in (pt, nl,
              # sv, no, da, fi, pl, cs, hu, tr, ru/uk, id, vi, zh, ja, ko), folded or not
              + PASSWORD_NOUNS + r"|"
              r"(?:(?:clave|chiave|clé|schl(?:ü|ue|u)ssel)[_.\- ]?|cle[_\-])(?:api|secreta|"
              r"segreta|secr[eè]te|privada|privata|priv[ée]e|geheim)|"
              r"api(?:[_.\- ]?(?:clave|chiave|clé|schl(?:ü|ue|u)ssel)|[_\-]?cle))")
# A secret word, and the one that ends a name, where a rule's name group also holds what comes
# before it (`DB_PASSWORD` -> `PASSWORD`, `storePassword` -> `Password`): the longest such word.
SECRET_WORD = r"(?i:" + _NAME_WORD + r")"
SECRET_WORD_END = SECRET_WORD + r"\Z"
PASS_WORDS = ("pass", "pwd", "pw", "kennwort", "contrase", "mot", "senha", "wachtwoord",
              "lösenord", "losenord", "passord", "adgangskode", "salasana", "hasło", "haslo",
              "heslo", "jelsz", "şifre", "sifre", "kata", "mật", "mat", *screening.PASSWORDS)
# The services and roles a password opens, as names write them beside the password's word:
# after it (`PASS_MYSQL`, `PASSWORD_ADMIN`), or before it with nothing between (`mysqlpass`,
# `rootpw`, `BKApipass`), where a word of any other kind glued to `pass` makes another word
# (`bypass`, `compass`).
SERVICE_WORDS = ("mysql", "mariadb", "postgres", "postgresql", "pg", "mongo", "mongodb", "redis",
                 "bd", "bdd", "db", "database", "sql", "smtp", "mail", "email", "jwt", "flask",
                 "django", "admin", "root", "user", "ftp", "sftp", "ssh", "ldap", "rabbitmq",
                 "amqp", "kafka", "app", "api", "server", "web", "rcon", "wifi", "vpn", "proxy")
# What a name may add after its secret word and still name the secret: the environment or the
# copy it is for, or a version (`DB_PASSWORD_PROD`, `apiKeyDev`, `api_key_v2`,
# `token.old`). Anything else after the word (`_url`, `_length`, `_file`) names something else.
_QUALIFIER = (r"(?:(?:[_.\-]|(?<=[a-z])(?=[A-Z]))(?i:prod|production|dev|development|staging|"
              r"stage|stg|test|testing|qa|uat|local|live|sandbox|old|new|prev|previous|current|"
              r"primary|secondary|backup|default|v[0-9]+|[0-9]+|"
              # the secret's value itself (`secret_string`, AWS Secrets Manager's field)
              r"value|val|string|"
              # the service or role it opens, named after the word as French and Spanish order
              # it (`PASS_MYSQL`, `SECRET_JWT`, `SECRET_KEY_FLASK`, `PASSWORD_ADMIN`)
              + "|".join(SERVICE_WORDS) + r"))?")

# A PostgreSQL password verifier, not inside a longer token (see its entry in SPECS).
_VERIFIER = (r"(?<![A-Za-z0-9+/$])(?:md5[0-9a-f]{32}|SCRAM-SHA-256\$[0-9]{1,7}:"
             r"[A-Za-z0-9+/]{8,}={0,2}\$[A-Za-z0-9+/]{16,}={0,2}:[A-Za-z0-9+/]{16,}={0,2})"
             r"(?![A-Za-z0-9+/=])")

# A part of a name that makes it not a credential even though it ends with a secret word.
NOT_SECRET_PARTS = frozenset((
    "public", "publishable", "pub", "page", "next", "continuation", "cursor", "csrf", "xsrf",
    "max", "min", "num", "count", "total", "prompt", "completion", "input", "output", "cache",
    "hash", "hashed", "example", "sample", "dummy", "fake", "placeholder", "your",
    # what a digest is named for (`commit_w_secret = "<git object id>"`)
    "commit", "sha", "digest", "checksum"))

SPECS: list[tuple[str, str, str]] = [
    # (kind, pattern, check name). The whole match is redacted unless the pattern has a group
    # named `s...`: then only that part is (keeps `password=` or the URL's user visible).
    # In JSON, or in JSON quoted once more (`\"private_key\": \"...\"`).
    ("private-key", r"\\?\"private_key\\?\"\s*:\s*\\?\""
                    r"(?P<s>-----BEGIN[^\"\\]*(?:\\[^\"][^\"\\]*)*)\\?\"", "key"),
    # From BEGIN: a quote may have lost the armour's leading dashes (`BEGIN RSA PRIVATE
    # KEY-----`), and the key body is what matters.
    ("private-key", r"(?:-----)?BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----"
                    r"[\s\S]{0,16000}?-----END (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?(?:-----)?",
     "key"),
    ("private-key", r"(?:-----)?BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----[\s\S]{20,}",
     "key"),
    # Any other armour whose label calls its body a key and not a public one holds key
    # material: a tool's shared key written in PEM's frame (OpenVPN's `Static key V1`, its
    # `tls-crypt-v2` keys). A certificate's, a signature's or a public key's armour says so.
    ("shared-key", r"-----BEGIN (?P<label>(?:(?!(?i:public)\b)[A-Za-z0-9][\w\-]* )*(?i:key)"
                   r"(?: [\w\-]+)*)-----[\s\S]{20,16000}?-----END (?P=label)-----", "key"),
    ("aws-access-key-id", _B + r"(?:AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AROA|AIPA|ANPA|ANVA|APKA|"
                          r"A3T[A-Z0-9])[A-Z2-7]{16}" + _E, "token"),
    # An access key id is 20 upper-case letters and digits whatever its prefix; a secret access
    # key 40 base64 characters.
    # (Under any name that ends so: S3-compatible stores' keys, `AWS_S3_ACCESS_KEY_ID=DO00...`.)
    ("aws-access-key-id", r"(?i:aws[_.\-]?(?:access[_.\-]?)?(?:key[_.\-]?)?id|"
                          r"access[_.\-]?key[_.\-]?id)"
                          r"[\"']?\s*[:=]\s*"
                          r"[\"']?(?P<s>[A-Z0-9]{20})" + _E, "alnum"),
    # ... and under the short names the Chinese clouds' SDKs and samples use (`AK = "..."`,
    # `OBS_AK`, `accessKey`: Huawei's ids are 20 such characters).
    ("access-key-id", r"(?<![A-Za-z0-9])(?:[A-Za-z0-9]{1,20}_)?(?i:ak|access[_.\-]?key)"
                      r"[\"']?[ \t]*[:=][ \t]*[\"']?(?P<s>[A-Z0-9]{20,32})" + _E, "alnum"),
    ("aws-secret-access-key", r"(?i:aws[_.\-]?(?:secret[_.\-]?)?(?:access[_.\-]?)?key(?:_id)?)"
                              r"[\"']?\s*[:=]\s*[\"']?(?P<s>[A-Za-z0-9/+=]{40})" + _E, "token"),
    ("aws-bedrock-key", _B + r"ABSKQmVkcm9ja0FQSUtleS[A-Za-z0-9+/]{20,}={0,2}", "token"),
    ("aws-bedrock-key", _B + r"bedrock-api-key-YmVkcm9jay5hbWF6b25hd3MuY29t[A-Za-z0-9+/=%&_\-]*",
     "token"),
    # Stateless installation tokens: `ghs_<app id>_<JWT>`, two dots, hundreds of characters.
    ("github-token", _B + r"ghs_[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]{8,}",
     "token"),
    ("github-token", _B + r"gh[pousr]_[A-Za-z0-9]{36,255}" + _E, "token"),
    # Fine-grained (`github_pat_<22>_<59>`) and the older 36-character form; the prefix is long
    # enough to be read inside a word (`ourgithub_pat_...`).
    ("github-fine-grained-token", r"github_pat_[A-Za-z0-9_]{36,255}" + _E, "token"),
    ("gitlab-token", _B + r"gl(?:pat|dt|ptt|rt|cbt|soat|ffct|ft|imt|agent|oas)-[A-Za-z0-9_\-]{20,}"
                     r"(?:\.[0-9a-z]{9})?" + _E, "token"),
    ("gitlab-token", _B + r"GR1348941[A-Za-z0-9_\-]{20,}" + _E, "token"),
    ("slack-token", _B + r"xoxe\.xox[bp]-[0-9]-[A-Za-z0-9]{20,}" + _E, "token"),
    ("slack-token", _B + r"xoxe-[0-9]-[A-Za-z0-9]{20,}" + _E, "token"),
    ("slack-token", _B + r"xox[abposr]-(?:[0-9]+-)+[A-Za-z0-9\-]{10,}" + _E, "token"),
    ("slack-app-token", _B + r"xapp-[0-9]-[A-Z0-9]+-[0-9]+-[a-f0-9]{20,}" + _E, "token"),
    ("slack-webhook", r"https?:/{1,2}hooks\.slack\.com/(?:services|workflows|triggers)/"
                      # (a path whose token is filled in by code, `.../B083/{token}`, holds none)
                      r"[A-Za-z0-9/_\-]{20,}(?![A-Za-z0-9/_\-{$])", "token"),
    ("stripe-key", _B + r"(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}" + _E, "token"),
    ("stripe-webhook-secret", _B + r"whsec_[A-Za-z0-9]{24,}" + _E, "token"),
    ("anthropic-api-key", _B + r"sk-ant-(?:api|admin)[0-9]{2}-[A-Za-z0-9_\-]{80,}" + _E, "token"),
    # The `T3BlbkFJ` mark sits inside every kind of OpenAI key (`sk-service-<name>-...`).
    ("openai-api-key", _B + r"sk-[A-Za-z0-9_\-]{20,120}T3BlbkFJ[A-Za-z0-9_\-]{20,}" + _E, "token"),
    ("openai-api-key", _B + r"sk-(?:proj|svcacct|admin)-[A-Za-z0-9_\-]{20,}" + _E, "token"),
    ("openai-client-secret", _B + r"ek_[A-Za-z0-9]{32}" + _E, "alnum"),
    ("openai-api-key", _B + r"sk-[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20}" + _E, "token"),
    ("openai-api-key", _B + r"sk-[A-Za-z0-9]{48}" + _E, "token"),
    ("groq-api-key", _B + r"gsk_[A-Za-z0-9]{48,}" + _E, "token"),
    ("xai-api-key", _B + r"xai-[A-Za-z0-9]{70,}" + _E, "token"),
    ("perplexity-api-key", _B + r"pplx-[A-Za-z0-9]{40,}" + _E, "token"),
    # (A Firebase web config's key is published to browsers: the check leaves it.)
    ("google-api-key", _B + r"AIza[0-9A-Za-z_\-]{35}" + _E, "google_key"),
    # Vertex AI express-mode keys: `AQ.Ab8R` and a base64url body.
    ("google-api-key", _B + r"AQ\.Ab8R[A-Za-z0-9_\-]{40,}" + _E, "token"),
    ("google-oauth-secret", _B + r"GOCSPX-[A-Za-z0-9_\-]{28}" + _E, "token"),
    ("google-service-account-key",
     r"\\?\"private_key_id\\?\"\s*:\s*\\?\"(?P<s>[a-f0-9]{40})\\?\"", "token"),
    ("huggingface-token", _B + r"hf_[A-Za-z0-9]{34,}" + _E, "token"),
    # WordPress's eight keys and salts (wp-config.php): whatever the generator drew, spaces and
    # punctuation included, or a hex digest pasted in their place.
    ("wordpress-salt", r"define\([ \t]*[\"'](?:AUTH|SECURE_AUTH|LOGGED_IN|NONCE)_(?:KEY|SALT)"
                       r"[\"'][ \t]*,[ \t]*(?:'(?P<ss>[^'\n]{8,200})'|\"(?P<sd>[^\"\n]{8,200})\")"
                       r"[ \t]*\)", "drawn"),
    # ... and any other constant of the same file (or any PHP config) named a key or a salt
    # and given what a generator draws (`WP_CACHE_KEY_SALT`, a plugin's own key): taken only
    # when the value has that shape, as the name alone says nothing of who set it.
    ("drawn-key", r"define\([ \t]*[\"'][A-Z][A-Z0-9_]*(?:KEY|SALT)[\"'][ \t]*,[ \t]*"
                  r"(?:'(?P<ss>[^'\n]{32,200})'|\"(?P<sd>[^\"\n]{32,200})\")[ \t]*\)",
     "drawn_shape"),
    # Telegram's app credentials (my.telegram.org): `api_id` and the 32-hex-digit `api_hash`.
    ("telegram-api-hash", r"(?i:api[_\-]?hash)[\"']?[ \t]*[:=][ \t]*[\"']?(?P<s>[a-f0-9]{32})"
                          + _E, "hex"),
    # A game server's login token from Steam (32 hex digits in capitals), given to the server
    # with the console command that names the account it logs in as.
    ("steam-server-token", r"(?i:\bsv_setsteamaccount)[ \t]+\"?(?P<s>[0-9A-F]{32})" + _E, "hex"),
    ("twilio-api-key", _B + r"SK[0-9a-f]{32}" + _E, "token"),
    # An auth token is 32 hex digits with no prefix; next to an account SID it is the pair's
    # other half, however the line names it.
    ("twilio-auth-token", r"AC[0-9a-f]{32}" + _E + r"[\s\S]{1,200}?" + _B
                          + r"(?P<s>[0-9a-f]{32})" + _E, "hex"),
    ("twilio-account-sid", _B + r"AC[0-9a-f]{32}" + _E, "token"),
    # SendGrid documents 22 and 43 characters; copies in the wild run a few short or long.
    ("sendgrid-api-key", _B + r"SG\.[A-Za-z0-9_\-]{16,32}\.[A-Za-z0-9_\-]{40,50}" + _E, "token"),
    # PayPal's OAuth access tokens open with `A21AA`; Riot Games' keys are `RGAPI-` and a UUID.
    ("paypal-access-token", _B + r"A21AA[A-Za-z0-9_\-]{80,}" + _E, "token"),
    ("riot-api-key", _B + r"RGAPI-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"
                     + _E, "token"),
    # OpenWeatherMap takes its key (32 hex digits) as the `appid` parameter of its URLs.
    # (Or code joins the URL, the parameter's name and the key from pieces: `base_url +
    # "appid=" + '<key>'`.)
    ("openweathermap-api-key", r"(?i:openweathermap\.org)/(?:[^\s\"'<>]{0,200}?[?&]|"
                               r"[^\n]{0,200}\n(?:[^\n]{0,300}\n){0,5}?[^\n]{0,300}?[\"'])appid="
                               r"(?:[\"'][ \t]*[+.][ \t]*[\"'])?(?P<s>[a-f0-9]{32})" + _E, "hex"),
    # Node providers take the key as the URL's last segment (`.../v2/<key>`, `.../v3/<key>`).
    ("node-provider-key", r"(?i:alchemy(?:api)?\.(?:io|com)/v2|infura\.io/v3)/"
                          r"(?P<s>[A-Za-z0-9_\-]{32})" + _E, "mixed"),
    # An AWS access key id and, as the next argument, its 40-character secret
    # (`connect("AKIA...", "...")`); an Alibaba Cloud one (`LTAI...`) and its 30-character
    # secret (`oss2.Auth('LTAI...', '...')`), a guide's angle brackets around them or not.
    ("aws-secret-access-key", _B + r"(?:AKIA|ASIA)[0-9A-Z]{16}[\"']\s*,\s*[\"']"
                              r"(?P<s>[A-Za-z0-9/+]{40})[\"']", "mixed"),
    ("alibaba-access-key-secret", _B + r"LTAI(?:[A-Za-z0-9]{12}|[A-Za-z0-9]{20})>?[\"']\s*,\s*"
                                  r"[\"']<?(?P<s>[A-Za-z0-9]{30})>?[\"']", "mixed"),
    # Algolia's client takes the application id, then the API key (32 hex digits).
    ("algolia-api-key", r"algoliasearch\(\s*[\"'][A-Z0-9]{10}[\"']\s*,\s*[\"']"
                        r"(?P<s>[a-f0-9]{32})[\"']", "hex"),
    ("npm-token", _B + r"npm_[A-Za-z0-9]{36}" + _E, "token"),
    ("pypi-token", _B + r"pypi-AgE(?:IcHlwaS5vcmc|NdGVzdC5weXBpLm9yZw)[A-Za-z0-9_\-]{50,}" + _E,
     "token"),
    ("onepassword-token", _B + r"ops_eyJ[A-Za-z0-9+/=_\-]{100,}", "token"),
    ("onepassword-token", _B + r"A3-[A-Z0-9]{6}-(?:[A-Z0-9]{11}|[A-Z0-9]{6}-[A-Z0-9]{5})"
                          r"(?:-[A-Z0-9]{5}){3}" + _E, "token"),
    # (Supabase's anon key, a JWT whose role is `anon`, is published to browsers: the check
    # leaves it.)
    ("jwt", _B + r"eyJ[A-Za-z0-9_\-]{8,}\.eyJ[A-Za-z0-9_\-]{8,}(?:\.[A-Za-z0-9_\-]*)?", "jwt"),
    ("azure-storage-key", r"(?i:AccountKey)=(?P<s>[A-Za-z0-9+/]{86}==)", "token"),
    ("azure-sas-token", r"[?&]sig=(?P<s>[A-Za-z0-9%+/]{30,}(?:%3D|=){0,2})", "token"),
    ("azure-client-secret", _B + r"[A-Za-z0-9_~.\-]{3}\dQ~[A-Za-z0-9_~.\-]{31,34}" + _E, "token"),
    ("heroku-api-key", r"(?i:heroku[a-z_\-]*(?:key|token))[\"']?\s*[:=]\s*[\"']?"
                       r"(?P<s>[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})",
     "token"),
    ("heroku-api-key", _B + r"HRKU-[A-Za-z0-9_\-]{60}" + _E, "token"),
    # Base64 of the bot's id (longer as ids grow), a timestamp, an HMAC.
    ("discord-bot-token", _B + r"[MNO][A-Za-z0-9_\-]{23,27}\.[A-Za-z0-9_\-]{6,7}\."
                          r"[A-Za-z0-9_\-]{27,40}" + _E, "token"),
    ("discord-webhook", r"https:/{1,2}(?:ptb\.|canary\.)?discord(?:app)?\.com/api/webhooks/"
                        r"[0-9]{17,20}/[A-Za-z0-9_\-]{60,}", "token"),
    # Any other chat or automation service's incoming webhook: whoever has the URL can post,
    # so the whole URL goes. The token is the path's segment after `hook`/`webhook`
    # (`.../bot/v2/hook/<uuid>`) or its `key`/`token` parameter (`.../webhook/send?key=...`).
    ("webhook-url", r"https?://[\w.\-]+(?::[0-9]+)?/(?:[\w.\-]+/)*?(?i:web)?hooks?(?:/(?P<t>"
                    r"[A-Za-z0-9_\-]{16,})|(?:/[\w.\-]+)*\?(?:[^\s#\"'`]*?&)?"
                    r"(?i:key|token|access_token)=(?P<t2>[A-Za-z0-9_\-]{16,}))" + _E, "webhook"),
    # A host that only receives webhooks (`hooks.<service>`, `hook.<region>.<service>`,
    # `webhook.<service>`): the path's last segment is the token (Slack's
    # `/services/T.../B.../<token>` on any host, Make's `/<token>`).
    ("webhook-url", r"https?://(?i:(?:web)?hooks?)\.[\w.\-]+(?::[0-9]+)?/(?:[\w.\-]+/)*"
                    r"(?P<t>[A-Za-z0-9_\-]{16,})" + _E, "webhook"),
    ("telegram-bot-token", _B + r"[0-9]{8,10}:AA[A-Za-z0-9_\-]{33}" + _E, "token"),
    # In the Bot API's URL the token follows `/bot` whatever its length, on whatever host
    # serves the API (a self-hosted Bot API server, a proxy, a mirror): the path's shape, a
    # `bot` segment holding the bot's number, a colon and the secret, is the format's own.
    ("telegram-bot-token", r"(?<![\w.\-])(?:https?://)?[\w\-]+(?:\.[\w\-]+)+(?::[0-9]+)?/bot"
                           r"(?P<s>[0-9]{5,12}:[A-Za-z0-9_\-]{20,})", "token"),
    ("shopify-token", _B + r"shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}" + _E, "token"),
    ("mailgun-api-key", _B + r"key-[0-9a-f]{32}" + _E, "token"),
    ("mailchimp-api-key", _B + r"[0-9a-f]{32}-us[0-9]{1,2}" + _E, "token"),
    ("digitalocean-token", _B + r"do[opr]_v1_[a-f0-9]{64}" + _E, "token"),
    ("vault-token", _B + r"hv[sbr]\.[A-Za-z0-9_\-]{24,}" + _E, "token"),
    ("vault-token", r"(?<![\w.\-])[sb]\.[A-Za-z0-9]{24}(?![\w.\-])", "mixed"),
    ("terraform-cloud-token", _B + r"[A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9_\-=]{60,}" + _E, "token"),
    ("datadog-api-key", r"(?i:(?:datadog|dd)_?(?:api|app(?:lication)?)_?key)[\"']?\s*[:=]\s*[\"']?"
                        r"(?P<s>[a-f0-9]{32,40})" + _E, "token"),
    ("linear-api-key", _B + r"lin_api_[A-Za-z0-9]{40}" + _E, "token"),
    ("notion-token", _B + r"(?:secret_[A-Za-z0-9]{43}|ntn_[A-Za-z0-9]{46})" + _E, "token"),
    ("atlassian-token", _B + r"ATATT3[A-Za-z0-9_\-=]{180,}" + _E, "token"),
    ("postman-api-key", _B + r"PMAK-[a-f0-9]{24}-[a-f0-9]{34}" + _E, "token"),
    ("doppler-token", _B + r"dp\.(?:st|ct|pt|sa|scim|audit)\.(?:[a-z0-9_\-]{1,24}\.)?"
                      r"[A-Za-z0-9]{40,}" + _E, "token"),
    ("pulumi-token", _B + r"pul-[a-f0-9]{40}" + _E, "token"),
    ("square-token", _B + r"(?:EAAA|sq0atp-)[A-Za-z0-9_\-]{22,100}" + _E, "token"),
    ("square-token", _B + r"sq0csp-[A-Za-z0-9_\-]{43}" + _E, "token"),
    ("facebook-token", _B + r"EAA[A-Z][A-Za-z0-9]{80,}" + _E, "token"),
    # The Graph API Explorer's user tokens start with a fixed `EAACEdEose0cBA`.
    ("facebook-token", _B + r"EAACEdEose0cBA[A-Za-z0-9]{8,}" + _E, "token"),
    # App access token: the app id, a pipe, the app secret's 27-character hash.
    ("facebook-token", r"(?<![0-9])[0-9]{15,16}\|[A-Za-z0-9_\-]{27}" + _E, "token"),
    ("age-secret-key", _B + r"AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}" + _E,
     "token"),
    ("sentry-token", _B + r"sntry[su]_[A-Za-z0-9+/=_\-]{40,}", "token"),
    # A DSN's user part is its public key, which Sentry documents as safe to publish (it only
    # lets a client send events; every browser bundle holds it): https://<key>@o1.ingest...
    # Only the secret key older DSNs carried after it (`<public>:<secret>@`) is a credential.
    ("sentry-token", r"https?:/{1,2}[a-f0-9]{32}:(?P<s>[a-f0-9]{32})@[A-Za-z0-9.\-]*sentry",
     "token"),
    # Django's project secret key as `startproject` writes it: `django-insecure-` and 50
    # characters drawn from get_random_secret_key's alphabet.
    ("django-secret-key", r"django-insecure-[a-z0-9!@#$%^&*(\-_=+)]{50}(?![a-z0-9!@#$%^&*(\-_=+)])",
     "token"),
    ("grafana-token", _B + r"glc_[A-Za-z0-9+/]{32,}={0,2}", "token"),
    ("grafana-token", _B + r"glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}" + _E, "token"),
    ("sourcegraph-token", _B + r"sgp_(?:[a-fA-F0-9]{16}_|local_)?[a-fA-F0-9]{40}" + _E, "token"),
    ("sourcegraph-token", r"(?i:sourcegraph[\w.\-]*)[\"']?\s*[:=]\s*[\"']?"
                          r"(?P<s>[a-fA-F0-9]{40})" + _E, "token"),
    # The body is 146 hex digits; a copy cut short by a truncation is still most of the key.
    ("cloudflare-origin-ca-key", _B + r"v1\.0-[a-f0-9]{24}-[a-f0-9]{40,146}" + _E, "token"),
    ("intra42-secret", _B + r"s-s4t2(?:ud|af)-[a-f0-9]{64}" + _E, "token"),
    ("clickhouse-secret", _B + r"4b1d[A-Za-z0-9]{38}" + _E, "token"),
    ("clojars-token", _B + r"CLOJARS_[a-z0-9]{60}" + _E, "token"),
    ("databricks-token", _B + r"dapi[a-fA-F0-9]{32}(?:-[0-9])?" + _E, "token"),
    ("docker-hub-token", _B + r"dckr_pat_[A-Za-z0-9_\-]{27,}" + _E, "token"),
    ("supabase-token", _B + r"sbp_[a-f0-9]{40}" + _E, "token"),
    ("replicate-token", _B + r"r8_[A-Za-z0-9]{37}" + _E, "token"),
    ("prefect-token", _B + r"pnu_[A-Za-z0-9]{36}" + _E, "token"),
    ("readme-token", _B + r"rdme_[a-z0-9]{70}" + _E, "token"),
    ("flyio-token", _B + r"fo1_[A-Za-z0-9_\-]{43}" + _E, "token"),
    ("artifactory-token", _B + r"(?:AKCp[A-Za-z0-9]{69}|cmVmdGtu[A-Za-z0-9]{56})" + _E, "token"),
    ("openshift-token", _B + r"sha256~[A-Za-z0-9_\-]{43}" + _E, "token"),
    # More vendors' published token shapes (prefix, length, alphabet).
    ("alibaba-access-key-id", _B + r"LTAI(?:[A-Za-z0-9]{12}|[A-Za-z0-9]{20})" + _E, "token"),
    ("tencent-secret-id", _B + r"AKID[A-Za-z0-9]{32}" + _E, "mixed"),
    ("google-oauth-token", _B + r"ya29\.[A-Za-z0-9_\-]{30,}" + _E, "token"),
    ("firebase-server-key", _B + r"AAAA[A-Za-z0-9_\-]{7}:APA91b[A-Za-z0-9_\-]{120,}" + _E, "token"),
    ("huggingface-token", _B + r"api_org_[A-Za-z0-9]{34}" + _E, "token"),
    ("rubygems-token", _B + r"rubygems_[a-f0-9]{48}" + _E, "token"),
    ("nuget-api-key", _B + r"oy2[a-z0-9]{43}" + _E, "token"),
    ("newrelic-api-key", _B + r"NRAK-[A-Z0-9]{27}" + _E, "token"),
    ("dynatrace-token", _B + r"dt0c01\.[A-Z0-9]{24}\.[A-Z0-9]{64}" + _E, "token"),
    ("planetscale-token", _B + r"pscale_(?:tkn|pw|oauth)_[A-Za-z0-9_.\-]{32,64}" + _E, "token"),
    ("shippo-token", _B + r"shippo_(?:live|test)_[a-f0-9]{40}" + _E, "token"),
    ("mapbox-secret-token", _B + r"sk\.eyJ[A-Za-z0-9_\-]{20,}\.[A-Za-z0-9_\-]{20,}" + _E, "token"),
    ("adafruit-io-key", _B + r"aio_[A-Za-z0-9]{28}" + _E, "token"),
    ("contentful-token", _B + r"CFPAT-[A-Za-z0-9_\-]{43}" + _E, "token"),
    ("easypost-api-key", _B + r"EZ[AT]K[A-Za-z0-9]{54}" + _E, "token"),
    ("flutterwave-secret-key", _B + r"FLWSECK(?:_TEST)?-[a-h0-9]{32}-X" + _E, "token"),
    ("frameio-token", _B + r"fio-u-[A-Za-z0-9_\-=]{64}" + _E, "token"),
    ("typeform-token", _B + r"tfp_[A-Za-z0-9_\-.=]{59}" + _E, "token"),
    ("scalingo-token", _B + r"tk-us-[A-Za-z0-9_\-]{48}" + _E, "token"),
    ("brevo-api-key", _B + r"xkeysib-[a-f0-9]{64}-[A-Za-z0-9]{16}" + _E, "token"),
    ("twitter-bearer-token", _B + r"AAAAAAAAAAAAAAAAAAAAA[A-Za-z0-9%]{60,}" + _E, "token"),
    ("yandex-api-key", _B + r"AQVN[A-Za-z0-9_\-]{35,38}" + _E, "token"),
    ("infracost-api-key", _B + r"ico-[A-Za-z0-9]{32}" + _E, "token"),
    ("harness-token", _B + r"pat\.[A-Za-z0-9_\-]{22}\.[0-9a-f]{24}\.[0-9A-Za-z]{20}" + _E, "token"),
    ("langsmith-api-key", _B + r"lsv2_(?:pt|sk)_[a-f0-9]{32}_[a-f0-9]{10}" + _E, "token"),
    ("openrouter-api-key", _B + r"sk-or-v1-[a-f0-9]{64}" + _E, "token"),
    ("tavily-api-key", _B + r"tvly-(?:dev-)?[A-Za-z0-9]{32}" + _E, "token"),
    ("resend-api-key", _B + r"re_[A-Za-z0-9]{8}_[A-Za-z0-9]{24}" + _E, "token"),
    ("neon-api-key", _B + r"napi_[a-z0-9]{64}" + _E, "token"),
    ("render-api-key", _B + r"rnd_[A-Za-z0-9]{32}" + _E, "token"),
    ("posthog-personal-key", _B + r"phx_[A-Za-z0-9]{43}" + _E, "token"),
    ("supabase-token", _B + r"sb_secret_[A-Za-z0-9_\-]{31,}" + _E, "token"),
    ("braintree-token", _B + r"access_token\$production\$[0-9a-z]{16}\$[0-9a-z]{32}" + _E,
     "token"),
    ("dropbox-token", _B + r"sl\.[A-Za-z0-9_\-]{130,}" + _E, "token"),
    ("plaid-access-token", _B + r"access-(?:sandbox|development|production)-[0-9a-f]{8}-"
                           r"[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}" + _E, "token"),
    ("fireworks-api-key", _B + r"fw_[A-Za-z0-9]{24}" + _E, "token"),
    ("bitbucket-app-password", _B + r"ATBB[A-Za-z0-9_=.\-]{32}" + _E, "token"),
    # The tenant's host name may hold '_' and '-' (`team_name.webhook.office.com`).
    ("teams-webhook", r"https?:/{1,2}[a-z0-9_\-]+\.webhook\.office\.com/webhookb2/[a-z0-9\-]{36}@"
                      r"[a-z0-9\-]{36}/IncomingWebhook/[a-z0-9]{32}/[a-z0-9\-]{36}", "token"),
    ("teams-webhook", r"https?:/{1,2}outlook\.office\.com/webhook/[a-f0-9\-]{36}@[a-f0-9\-]{36}/"
                      r"IncomingWebhook/[a-f0-9]{32}/[a-f0-9\-]{36}", "token"),
    ("hubspot-token", _B + r"pat-(?:na|eu)[0-9]-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-"
                      r"[0-9a-f]{12}" + _E, "token"),
    ("adobe-client-secret", _B + r"p8e-[A-Za-z0-9]{32}" + _E, "mixed"),
    ("maxmind-license-key", _B + r"[A-Za-z0-9]{6}_[A-Za-z0-9]{29}_mmk" + _E, "token"),
    ("octopus-deploy-api-key", _B + r"API-[A-Z0-9]{26}" + _E, "alnum"),
    ("settlemint-token", _B + r"sm_[aps]at_[A-Za-z0-9]{16}" + _E, "token"),
    ("sonarqube-token", _B + r"sq[upa]_[a-f0-9]{40}" + _E, "token"),
    ("grafana-api-key", _B + r"eyJrIjoi[A-Za-z0-9]{70,400}={0,3}" + _E, "token"),
    # A JWT encoded once more in base64 (a Kubernetes secret's data): `eyJ` becomes `ZXlK`.
    ("jwt", _B + r"ZXlK[A-Za-z0-9+/]{60,}={0,2}", "mixed"),
    # Maven's settings-security.xml: the master password, encrypted, in braces.
    ("maven-master-password", r"<master>\{(?P<s>[A-Za-z0-9+/]{20,}={0,2})\\?\}</master>", "token"),
    # Azure AI services and container registry keys: 84 characters with `JQQJ9` at 52.
    ("azure-service-key", _B + r"[A-Za-z0-9]{52}JQQJ9[9DH][A-Za-z0-9]{26}(?:[A-Za-z0-9]{2}==)?"
                          + _E, "token"),
    # Azure Data Factory's integration runtime key: `IR@<id>@<factory>@<region>@<base64>`.
    ("azure-data-factory-key", _B + r"IR@[0-9A-Za-z\-]{36}@[\w.\-]{1,90}@[a-z0-9]{2,20}@"
                               r"[A-Za-z0-9+/]{43}=", "token"),
    ("amazon-mws-token", _B + r"amzn\.mws\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-"
                         r"[0-9a-f]{12}" + _E, "token"),
    ("kolide-api-key", _B + r"k2sk_v1_[A-Za-z0-9]{24,}" + _E, "token"),
    ("onfido-api-token", _B + r"api_(?:live|sandbox)(?:_[a-z]{2})?\.[A-Za-z0-9_\-]{11}\."
                         r"[A-Za-z0-9_\-]{32}" + _E, "token"),
    ("midtrans-server-key", _B + r"(?:SB-)?Mid-server-[A-Za-z0-9_\-]{24}" + _E, "token"),
    ("razorpay-key", _B + r"rzp_(?:live|test)_[A-Za-z0-9]{14}" + _E, "token"),
    # Published shapes of more services' keys, by kind of service: source hosting and CI,
    # cloud and storage, payments, messaging, observability, SaaS APIs.
    ("airtable-api-key", _B + r"key[A-Za-z0-9]{14}" + _E, "mixed"),
    ("aiven-token", _B + r"AVNS_[A-Za-z0-9_\-]{15,64}" + _E, "mixed"),
    ("asana-token", r"(?<![\w/.])[0-2]/[0-9]{13,20}(?:/[0-9]{13,20})?:[a-f0-9]{32}" + _E, "hex"),
    ("asana-token", r"(?<![\w/.])0/[a-f0-9]{32}" + _E, "hex"),
    ("blockprotocol-api-key", _B + r"b10ck5\.[a-f0-9]{32}\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-"
                              r"[0-9a-f]{4}-[0-9a-f]{12}" + _E, "token"),
    # GOV.UK and Canada's Notify: the key's name, the service's UUID, the secret's UUID.
    ("notify-api-key", _B + r"[a-z][a-z0-9_\-]{0,60}-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-"
                       r"[0-9a-f]{4}-[0-9a-f]{12}-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-"
                       r"[0-9a-f]{12}" + _E, "token"),
    # Checkout.com's secret keys: a UUID, or 26 base32 characters and a check character.
    ("checkout-secret-key", _B + r"sk_(?:sbox_|test_)?(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-"
                            r"[0-9a-f]{4}-[0-9a-f]{12}|[a-z2-7]{26}[a-z2-7*#$=])" + _E, "token"),
    # Secret keys as `sk_` and 32 hex digits (Clearbit, Lob's older keys and their kin).
    ("secret-key", _B + r"sk_[a-f0-9]{32}" + _E, "hex"),
    ("devcycle-server-key", _B + r"dvc_server_[A-Za-z0-9_\-]{30,}" + _E, "token"),
    ("docker-swarm-token", _B + r"SWMTKN-1-[a-z0-9]{50}-[a-z0-9]{25}" + _E, "token"),
    ("docker-swarm-token", _B + r"SWMKEY-1-[A-Za-z0-9+/]{43}" + _E, "token"),
    ("nebula-api-key", _B + r"dnkey-[A-Z0-9]{26}-[A-Z0-9]{52}" + _E, "token"),
    # Dynatrace: `dt0<kind><version>.<public id>.<secret>`.
    ("dynatrace-token", _B + r"dt0[a-z][0-9]{2}\.[A-Z0-9]{8,24}\.[A-Z0-9]{64}" + _E, "token"),
    ("ebay-client-secret", _B + r"(?:PRD|SBX)-[a-f0-9]{12}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-"
                           r"[a-f0-9]{4}" + _E, "token"),
    ("figma-token", _B + r"fig[dou]_[A-Za-z0-9_\-]{40}" + _E, "token"),
    ("gocardless-token", _B + r"(?:live|sandbox)_[A-Za-z0-9_\-=]{40}" + _E, "mixed"),
    # Google Cloud Storage HMAC key ids, and Google's OAuth refresh tokens.
    ("gcs-hmac-access-id", _B + r"GOOG1[A-Z0-9]{56}" + _E, "token"),
    ("google-oauth-token", r"(?<![\w/])1//0[A-Za-z0-9_\-]{40,}" + _E, "token"),
    # Dropbox's long-lived tokens: 11 characters, ten `A`s, 43 more.
    ("dropbox-token", _B + r"[A-Za-z0-9]{11}AAAAAAAAAA[A-Za-z0-9_\-]{43}" + _E, "mixed"),
    # AWS temporary credentials' session tokens: base64 of the token's fixed header.
    ("aws-session-token", _B + r"(?:FwoGZXIvYXdzE|IQoJb3JpZ2luX2Vj|AQoDYXdzE)[A-Za-z0-9+/]{80,}"
                          r"={0,2}", "token"),
    # Bitbucket Server and Data Center access tokens: `BBDC-` and 44 characters, or (before
    # the prefix) base64 of a 12-digit id, a colon and random bytes; the check decodes it.
    ("bitbucket-server-token", _B + r"BBDC-[A-Za-z0-9+/@_\-]{44}" + _E, "token"),
    ("bitbucket-server-token", r"(?<![A-Za-z0-9+/])[MNO][DTjz][A-Za-z0-9+/]{42}"
                               r"(?![A-Za-z0-9+/=])", "id_colon"),
    # Azure DevOps personal access tokens: 84 characters with `AZDO` at 77.
    ("azure-devops-token", _B + r"[A-Za-z0-9]{76}AZDO[A-Za-z0-9]{4}" + _E, "token"),
    ("newrelic-api-key", _B + r"NR(?:AA|II|IQ|RA)-[A-Za-z0-9_\-]{27,42}" + _E, "mixed"),
    # Intercom access tokens: base64 of `tok:` and the token.
    ("intercom-token", _B + r"dG9rO[A-Za-z0-9+/]{40,}={0,2}", "token"),
    # Most vendors now issue keys as a short prefix naming the vendor and the kind, an
    # underscore and a generated body (`ddp_`, `essu_`, `dop_v1_`, `CLOJARS_`): any such token
    # whose body reads as generated is one, whether or not its vendor is listed above. The
    # value runs to the end of the token (two keys pasted together are one value).
    # `sk-` is the generic secret-key prefix (DeepSeek, OpenAI's older keys).
    ("prefixed-token", _B + r"(?P<p>[a-z]{2,8}_(?:[a-z]{1,4}[0-9]?_)?|[A-Z]{2,10}_|sk-)"
                       r"(?P<b>[A-Za-z0-9]{24,}(?:(?:[_\-]|=+)[A-Za-z0-9]+)*)"
                       r"={0,2}(?![A-Za-z0-9_\-+/=])", "prefixed"),
    # An access key id and its secret written as one `id:secret` pair (AWS and Alibaba keys as
    # their SDKs' shared credentials take them): both halves go.
    ("access-key-pair", _B + r"(?:(?=[A-Z0-9]*[G-Z])(?=[A-Z]*[0-9])[A-Z][A-Z0-9]{19,23}|"
                        r"LTAI[A-Za-z0-9]{16,26}):(?P<k>[A-Za-z0-9/+]{30,40})" + _E, "pair_key"),
    # An app id and the app's secret side by side (`<15-16 digits> | <32 hex>`): Facebook's
    # app credentials.
    ("facebook-token", r"(?<![0-9])[0-9]{15,16}[ \t]*[|/:][ \t]*(?P<k>[a-f0-9]{32})"
                       r"(?![A-Za-z0-9])", "pair_key"),
    # A private key's DER body with its armour gone: base64 of a SEQUENCE whose first element
    # is the version INTEGER 0 (PKCS#1, PKCS#8) or 1 (SEC 1 EC keys); certificates and public
    # keys start otherwise (`MIIDdzCCAl+g`, `MIIBIjANBgkq`).
    ("private-key", _B + r"(?:MII[A-Za-z0-9+/]{3}IBA[AD]|MIG[A-Za-z0-9+/]AgEA|MHcCAQEE|MC4CAQAw)"
                    r"(?=[A-Za-z0-9+/]{0,60}?[A-Za-z0-9]{20})[A-Za-z0-9+/]{40,}={0,2}", "token"),
    ("cratesio-token", _B + r"cio[A-Za-z0-9]{32}[A-Za-z0-9]*" + _E, "mixed"),
    ("databricks-token", _B + r"dose[a-f0-9]{32}" + _E, "hex"),
    # A Quay robot account's pair: `<namespace>+<robot>:<64 upper-case letters and digits>`.
    ("quay-robot-token", r"\+[a-z0-9][a-z0-9_]{0,254}:(?P<s>[A-Z0-9]{32,72})" + _E, "robot"),
    # .npmrc: a registry's `:_authToken=`, `:_auth=` (base64 of user:password), `:_password=`.
    ("npm-token", r":_(?:authToken|auth|password)=(?P<s>[^\s\"'`]{6,})", "human"),
    # ~/.docker/config.json: "auth" holds base64 of "user:password".
    ("docker-auth", r"\"auth\"\s*:\s*\"(?P<s>[A-Za-z0-9+/]{6,}={0,2})\"", "userpass"),
    # One slash after the scheme too: path normalisation turns `http://` into `http:/`.
    # The host follows the authority's last '@': a password may hold one (`p@ss@host`).
    # The user may be a mail address (`smtp://me@mail.example:pw@host`), or as long as a
    # registry's generated account name (`<region>_<32 hex>_<32 hex>:<password>@`).
    ("password-in-url", r"[a-zA-Z][a-zA-Z0-9+.\-]{1,20}:/{1,2}(?:[^\s:/@\"'<>]{1,64}@)?"
                        r"[^\s:/@\"'<>]{0,255}:"
                        r"(?P<s>[^\s/\"'<>]{3,128})@[A-Za-z0-9.\-\[\]]+", "human"),
    # A token standing as the URL's user (`https://<token>:x-oauth-basic@github.com`,
    # `https://<token>@host`): generated, it is the credential the password slot is not.
    ("password-in-url", r"[a-zA-Z][a-zA-Z0-9+.\-]{1,20}:/{1,2}(?P<s>[A-Za-z0-9_\-]{20,255})"
                        r"(?::[^\s/@\"'<>]{0,128})?@[A-Za-z0-9.\-\[\]]+", "mixed"),
    # (A user that reads as generated is a client id or an API key, `-u "<client id>:<secret>"`:
    # the pair goes whole.)
    ("password-in-command", r"\bcurl\b(?:[^\n\\]|\\[\s\S])*?[ \t](?:-u[ \t]*|--user[ \t=]+)"
                            r"[\"']?(?P<s>[A-Za-z0-9_\-]{20,}:[^\s\"']+)", "client_pair"),
    ("password-in-command", r"\bcurl\b(?:[^\n\\]|\\[\s\S])*?[ \t](?:-u[ \t]*|--user[ \t=]+)"
                            r"[\"']?[^\s:\"']*:" + _VALUE, "userinfo"),
    ("password-in-command", r"\b(?:(?:mysql|mysqldump|mysqladmin|mysqlimport|mysqlsh|"
                            r"mariadb(?:-dump|-admin)?)\b[^\n|;&]*?[ \t]-p|"
                            r"(?:sshpass|(?:docker|podman|npm|yarn|helm)[ \t]+login)\b[^\n|;&]*?"
                            r"[ \t]-p[ \t]*|"
                            r"mongo(?:sh|dump|restore|import|export)?\b[^\n|;&]*?[ \t]-p[ \t]+|"
                            r"redis-cli\b[^\n|;&]*?[ \t]-a[ \t]+|"
                            r"sqlcmd\b[^\n|;&]*?[ \t]-P[ \t]*|"
                            r"-pass(?:in|out)?[ \t]+pass:|"
                            # a key's passphrase, new (`-N`) or old (`-P`)
                            r"ssh-keygen\b[^\n|;&]*?[ \t]-[NP][ \t]*|"
                            r"htpasswd\b[^\n|;&]*?[ \t]-[cBb]*b[cBb]*[ \t]+\S+[ \t]+\S+[ \t]+|"
                            # archives, LDAP tools, Azure's login, SMB's user%password and
                            # Windows' `net use ... /user:name password`
                            r"(?:zip|unzip|7za?)\b[^\n|;&]*?[ \t]-[Pp][ \t]*|"
                            r"ldap(?:search|modify|add|delete|passwd|whoami|compare)\b[^\n|;&]*?"
                            r"[ \t]-w[ \t]+|"
                            r"az[ \t]+login\b[^\n|;&]*?[ \t]-p[ \t]+|"
                            r"smbclient\b[^\n|;&]*?[ \t]-U[ \t]*[^\s%]+%|"
                            r"net[ \t]+use\b[^\n|;&]*?[ \t]/user:\S+[ \t]+)"
                            + _VALUE, "flag"),
    # Oracle's tools take `user/password@database` as one argument (`sqlplus scott/tiger@orcl`).
    ("password-in-command", r"\b(?:sqlplus|sqlldr|rman|expdp|impdp)\b[^\n|;&]*?[ \t]"
                            r"(?:-[A-Za-z]+[ \t]+)*[\"']?[\w$#.]{1,30}/(?P<s>[^\s@/\"']{3,128})"
                            r"(?=@|[\"']?(?:\s|\Z))", "flag"),
    # A single-dash option named for the password (`plink -pw`, `keytool -storepass`,
    # `-keypass`).
    # PowerShell spells them in capitals (`-AccountPassword`, `-Password`).
    ("password-in-command", r"(?<![\w\-])-(?i:[a-z]{0,12}(?:pass(?:word|wd)?|pwd|pw))(?:=|[ \t]+)"
                            r"(?!pass:)" + _VALUE, "flag"),
    # A tool's command that stores a named secret: `aws configure set aws_secret_access_key
    # ...`, `npm config set //host/:_authToken ...`, `gh secret set NAME --body ...`.
    ("password-in-command", r"\b(?:configure|config)[ \t]+(?:set|create)\b[^\n|;&]*?[ \t]"
                            r"(?P<w>[\w.\-/:]*?(?i:" + _NAME_WORD + r"))[ \t]+" + _VALUE, "assign"),
    ("password-in-command", r"\bsecret[ \t]+set\b[^\n|;&]*?[ \t](?:--body|-b)(?:=|[ \t]+)" + _VALUE,
     "flag"),
    ("password-in-command", r"\becho[ \t]+(?:-n[ \t]+)?" + _VALUE + r"[ \t]*\|[ \t]*"
                            r"(?:(?:docker|podman|helm|oras|crane|nerdctl)[ \t]+(?:registry[ \t]+)?"
                            r"login\b|sudo[ \t]+(?:-[A-Za-z]+[ \t]+)*?-S\b)", "flag"),
    # (`--pwd`, `--passphrase`, `--auth-token` and "password" in the other languages too.
    # A role glued to the word names the same slot: `--rootpassword`, `--appsecret`.)
    ("password-in-command", r"(?<![\w\-])--(?:[A-Za-z0-9]+-)*(?:(?i:password|passwd|pass|pwd|"
                            r"pass-?phrase|passcode|token|secret|api-?key|access-key|secret-key|"
                            r"client-secret|passwort|kennwort|senha|contrase(?:ñ|n)a|wachtwoord|"
                            r"mot-?de-?passe)|[A-Za-z0-9]{2,20}?(?i:password|passwd|pwd|secret|"
                            r"apikey|secretkey|accesskey))(?:=|[ \t]+)" + _VALUE, "flag"),
    # Redis' password directives, in redis.conf (`requirepass <pw>`), on the server's command
    # line (`redis-server --requirepass <pw>`) or set at run time (`CONFIG SET masterauth <pw>`).
    ("password-in-command", r"(?:(?m:^)[ \t]*|--|\b(?i:config)[ \t]+(?i:set)[ \t]+)"
                            r"(?i:requirepass|masterauth)(?:[ \t]*=[ \t]*|[ \t]+)" + _VALUE,
     "flag"),
    # A Wi-Fi network's pre-shared key (wpa_supplicant's `psk="..."`, 8 to 63 characters).
    ("password-in-command", r"\b(?i:psk)[ \t]*[=:][ \t]*\"(?P<sd>[^\"\n]{8,63})\"", "flag"),
    # After the scheme word the header can only hold the credential: a short one too, when it
    # mixes letters and digits.
    # Scheme words: `Bearer`, `Token`, Okta's `SSWS`, and the ones that say key (Clarifai's
    # `Key`, Elastic's `ApiKey`, `DeepL-Auth-Key`).
    ("bearer-token", r"(?i:\bauthorization[\"']?\]?\s*[:=,]\s*[\"'`]?(?:bearer|token|ssws|"
                     r"[a-z\-]*key)\s+)"
                     r"(?P<s>[A-Za-z0-9._~+/=\-]{16,}|(?=[A-Za-z0-9._~+/=\-]*[0-9])"
                     r"(?=[A-Za-z0-9._~+/=\-]*[A-Za-z])[A-Za-z0-9._~+/=\-]{8,15}"
                     r"(?![A-Za-z0-9._~+/=\-]))", "token"),
    ("bearer-token", r"(?i:\bauthorization[\"']?\]?\s*[:=,]\s*[\"'`]?basic\s+)"
                     r"(?P<s>[A-Za-z0-9+/]{6,}={0,2})" + _E, "userpass"),
    # ... or the user and the password as they are, unencoded.
    ("bearer-token", r"(?i:\bauthorization[\"']?\]?\s*[:=,]\s*[\"'`]?basic\s+)"
                     r"(?P<s>[^\s:\"'`]{1,64}:[^\s\"'`]{3,128})", "userinfo"),
    # A vendor's own scheme word (`KakaoAK`, `Negotiate`, `GenieKey`): after it the header holds
    # the credential, one run with at most its padding for `=` (not `Credential=...` or
    # `username="..."`, the parameters of AWS's and Digest's schemes).
    ("bearer-token", r"(?i:\bauthorization[\"']?\]?\s*[:=,]\s*[\"'`]?)[A-Za-z][A-Za-z0-9\-]{1,24}"
                     r"[ \t]+(?P<s>(?=[A-Za-z0-9._~+/\-]*[0-9])(?=[A-Za-z0-9._~+/\-]*[A-Za-z])"
                     r"[A-Za-z0-9._~+/\-]{16,}={0,2})(?![A-Za-z0-9._~+/=\-])", "token"),
    # A header with no scheme word carries the raw key.
    ("bearer-token", r"(?i:\bauthorization\s*[:=]\s*[\"']?)"
                     r"(?P<s>(?=[A-Za-z0-9._~+/=\-]*[0-9])[A-Za-z0-9._~+/=\-]{16,})", "token"),
    ("bearer-token", r"(?i:\bbearer:?\s+)(?P<s>(?=[A-Za-z0-9._~+/=\-]*[0-9])"
                     r"(?=[A-Za-z0-9._~+/=\-]*[A-Za-z])[A-Za-z0-9._~+/=\-]{24,})", "token"),
    # A whole config line (.env, INI, properties, YAML) whose bare value holds a character that
    # ends a value elsewhere (`DB_PASSWORD=Gd&k25(x)!lB`, `password = ab;cd12`): on its own line
    # the value runs to the line's end (or a comment after a space), so it goes whole. A value
    # holding `=` is parameters (`a=b&c=d`), not one value; one that ends with `;` or `,` is a
    # statement of code, judged by the rule below, unless the line sits in a block only a
    # config file's syntax reads (`password = WinterF3;;` under `[spotify]`: the check asks).
    # (`name:value` with no space is a properties file's.)
    ("secret-assignment", r"(?m:^[ \t]*(?:export[ \t]+|set[ \t]+)?[\w.\-]*?(?P<w>(?i:" + _NAME_WORD
                          + r"))(?P<x>\d*" + _QUALIFIER + r")[\"']?[ \t]*[=:])[ \t]*"
                          # (A quote inside a value that does not open with one is the value's:
                          # `Fr@v3#%&#"Restaurant!"...`.)
                          r"(?P<s>[^\s\"'`=#][^\s`=]{0,200}?[&;,()<>\[\]{}|\\\"'][^\s`=]{0,200}?"
                          r"[^\s\"'`=]={0,2})(?=(?:[ \t]+#[^\n]*)?[ \t]*(?:\r?\n|\Z))", "line"),
    # A quoted argument that sets a variable (`docker run -e "DB_PASSWORD=x)y^z"`, `--env
    # 'API_TOKEN=...'`): the quotes delimit the value, which runs to the closing one whatever
    # it holds on the way.
    ("secret-assignment", r"(?<![\w\\])[\"'][\w.\-]*?(?P<w>(?i:" + _NAME_WORD + r"))(?P<x>\d*"
                          + _QUALIFIER + r")=(?P<s>[^\s\"'`=][^\s\"'`]{0,200})[\"']"
                          r"(?=[ \t]|\r?\n|\Z)",
     "assign"),
    # A config line whose password word is followed by a word no list of qualifiers holds
    # (`wifi_pass_work:` beside `wifi_ssid_work:`): the check takes it when another key of the
    # text ends with the same word, which then names the copy both keys are for.
    ("secret-assignment", r"(?m:^[ \t]*(?P<w>[\w.\-]*?(?i:" + _NAME_WORD + r"))"
                          r"(?P<x>[_.\-][A-Za-z][A-Za-z0-9]{1,30})[\"']?[ \t]*[=:])[ \t]*"
                          + _VALUE, "copy"),
    # Assignments in .env, shell, properties, YAML, JSON, TOML, INI and code, and parameters in
    # connection strings and URLs (`;Password=...;`, `?password=...&`): a name ending in a secret
    # word, an assignment operator of any of those languages, a value.
    ("secret-assignment", r"(?P<w>(?i:" + _NAME_WORD + r"))(?P<x>\d*" + _QUALIFIER + r")"
                          r"(?![A-Za-z0-9_.\-])\\?[\"']?[ \t]*\]?"
                          # an entry of a list or a map named for secrets (`creds["bob"]`)
                          r"(?:\[[ \t]*(?:[0-9]*|[\"'][\w.@\-]{1,40}[\"'])[ \t]*\])?"
                          r"(?:[ \t]+(?:string|str|String))?"
                          # a Markdown label in bold, closed before or after its colon
                          # (`**Password:** ...`, `- **Key Secret**: `...``)
                          r"(?:\*{1,2}(?=[ \t]*:))?"
                          r"[ \t]*(?::[ \t]*&?(?:'[a-z]+[ \t]+)?[A-Za-z_][\w.\[\], |!?]*?[ \t]*"
                          r"=(?!=)|=>|:{1,3}=|"
                          r"[?.+]?=(?![=~])|:(?!:)|<<?-)(?:(?<=:)\*{1,2}(?=[ \t]))?"
                          # a statement continued on the next line, the literal indented under
                          # its name (`static const String apiKey =\n    '...';`), also
                          # commented out line by line
                          r"(?:(?<==)[ \t]*\r?\n(?:[ \t]*(?://+|#+))?[ \t]+(?=[\"'`]))?"
                          r"[ \t]*(?:!!?[a-z]+[ \t]+)?" + _VALUE,
     "assign"),
    # A parameter's name ending one string literal and its value the next, joined by code
    # (`"...?api_key=" + "..."`, PHP's `"&token=" . '...'`).
    ("secret-assignment", r"[?&\"'](?P<w>(?i:" + _NAME_WORD + r"))(?P<x>\d*" + _QUALIFIER + r")"
                          r"=[\"'][ \t]*(?:\+|\.\.?)[ \t]*" + _LIT, "assign"),
    # Google's app passwords: sixteen lower-case letters shown as four groups of four, pasted
    # with their spaces into a password's slot (`SMTP_PASS=abcd efgh ijkl mnop`).
    # (From the operator on: the check reads the name before it, which must say password.)
    # (Copied without the spaces, the sixteen letters are one run: the check asks that it not
    # read as words.)
    # (A Markdown label's bold may close after the colon, `**App Password:** ...`, and a
    # remark in parentheses may follow the value.)
    ("secret-assignment", r"[:=]\*{0,2}[ \t]*(?P<q>[\"']?)(?P<s>[a-z]{4}(?P<gap> ?)[a-z]{4}"
                          r"(?P=gap)[a-z]{4}(?P=gap)[a-z]{4})"
                          r"(?P=q)(?=[ \t]*(?:#[^\n]*|\([^\n]*)?(?:\r?\n|\Z))", "app_password"),
    # YAML's block scalar: the value on the indented line after `password: |`.
    ("secret-assignment", r"(?m:^(?P<ind>[ \t]*)[\w.\-]*?(?P<w>(?i:" + _NAME_WORD + r"))"
                          r"(?P<x>\d*" + _QUALIFIER + r")[\"']?[ \t]*:[ \t]*[|>][+\-]?[ \t]*\n"
                          r"(?P=ind)[ \t]+)(?P<s>[^\s\"'#][^\s\"']{3,299})(?=[ \t]*(?:\r?\n|\Z))",
     "assign"),
    # An element whose `key` or `name` attribute names the secret and whose text is the value
    # (`<entry key="password">...</entry>`, `<property name="db.password">...</property>`).
    ("secret-assignment", r"<(?P<tag>[A-Za-z][\w.\-:]*)[^<>\n]*?\b(?:key|name)[ \t]*=[ \t]*"
                          r"[\"'][\w.\-:]*?(?P<w>(?i:" + _NAME_WORD + r"))(?P<x>\d*"
                          + _QUALIFIER + r")[\"'][^<>\n]*>[ \t]*(?P<s>[^<\s]{4,300})[ \t]*"
                          r"</(?P=tag)>", "assign"),
    # YAML whose secret sits on an indented child line (`password:` / `  secure: <value>`).
    ("secret-assignment", r"(?m:^(?P<ind>[ \t]*)[\w.\-]*?(?i:" + _NAME_WORD + r")[\"']?[ \t]*:"
                          r"[ \t]*\n(?P=ind)[ \t]+[A-Za-z_][\w.\-]*[ \t]*:(?!:)[ \t]*[\"']?)"
                          r"(?P<s>[^\s\"'#]{8,})", "nested"),
    # The same with the lines joined, as a quote of it reads once whitespace is collapsed
    # (`password: secure: <value>`).
    ("secret-assignment", r"(?<![\w.\-])[\w.\-]*?(?i:" + _NAME_WORD + r")[ \t]*:[ \t]+"
                          r"[A-Za-z_][\w.\-]*[ \t]*:(?!:)[ \t]+(?P<s>[^\s\"'#]{8,})(?!\S)",
     "nested"),
    ("secret-assignment", r"<(?P<tag>(?:[A-Za-z][\w.\-]*?)?(?i:" + _NAME_WORD + r"))"
                          r"(?:[ \t]+[\w:.\-]+=\"[^\"<>\n]{0,60}\")*>\s*"
                          r"(?:" + _CDATA + r"{5,300}?)\]\]>|(?P<s>[^<\s]{5,}))\s*</(?P=tag)>",
     "human"),
    # An element named for the secret whose `Value` child holds it (a Windows answer file's
    # `<Password><Value>...</Value><PlainText>...`, base64 or plain).
    ("secret-assignment", r"<(?P<tag>(?:[A-Za-z][\w.\-]*?)?(?i:" + _NAME_WORD + r"))"
                          r"(?:[ \t]+[\w:.\-]+=\"[^\"<>\n]{0,60}\")*>\s*<(?P<v>(?i:value))>"
                          r"(?:" + _CDATA + r"{5,300}?)\]\]>|(?P<s>[^<\s]{5,}))</(?P=v)>",
     "human"),
    # An element named for the secret whose `value` attribute holds it (`<Password value="..."/>`).
    ("secret-assignment", r"<[\w.\-:]*?(?P<w>(?i:" + _NAME_WORD + r"))(?P<x>\d*" + _QUALIFIER
                          + r")(?:[ \t]+[\w:.\-]+=\"[^\"<>\n]{0,60}\")*?[ \t]+value[ \t]*=[ \t]*"
                          + _LIT, "assign"),
    # XML settings that carry the name in one attribute and the value in the next:
    # `<add key="ApiKey" value="..."/>`, `<property name="db.password" value="..."/>`.
    ("secret-assignment", r"\b(?:key|name)[ \t]*=[ \t]*[\"'](?P<w>[\w.\-:]*?(?i:" + _NAME_WORD
                          + r"))[\"'][ \t]+value[ \t]*=[ \t]*" + _LIT, "assign"),
    # A DSL line naming the secret and giving it a string with no operator (Gradle's
    # `storePassword "..."`, Chef's `password '...'`), also as a statement of a block
    # language that ends each with `;` (BIND's `key "name" { secret "..."; };`), and on a
    # line commented out (the block kept for later is the same key).
    # (A comment may follow the statement: `secret "..."; // rndc's key`.) A console's
    # config sets each variable with a command (`set rcon_password "..."`, `seta`, `sets`):
    # the same line with the command before the name (see SET_COMMAND).
    ("secret-assignment", r"(?m:^[ \t]*(?:#+[ \t]*)?" + SET_COMMAND
                          + r"(?P<w>(?:[A-Za-z][\w]*?)?(?i:" + _NAME_WORD + r"))[ \t]+)" + _LIT
                          + r"[ \t]*;?[ \t]*(?:(?://|#)[^\n]*)?(?m:$)", "assign"),
    # The same statement written on one line with others of its block (`key "ddns" {
    # algorithm hmac-sha256; secret "..."; };`): after the `{` that opens the block or the `;`
    # that ends the statement before, up to its own `;`.
    ("secret-assignment", r"[{;][ \t]*(?P<w>(?:[A-Za-z][\w]*?)?(?i:" + _NAME_WORD + r"))[ \t]+"
                          + _LIT + r"[ \t]*;", "assign"),
    # A config file written as directives, one `name value` a line with blanks between
    # (msmtp's and .netrc's `password ...`, `secret ...`): the bare value runs to the line's
    # end, on a line commented out too (an old password kept beside the new one). A Google app
    # password keeps its spaces (`abcd efgh ijkl mnop`). nginx's `proxy_pass
    # http://...;` ends as a statement does and is left out. The check asks that the lines
    # around be directives too.
    ("secret-assignment", r"(?m:^[ \t]*(?:#+[ \t]*)?" + SET_COMMAND
                          + r"(?P<w>(?:[A-Za-z][\w.\-]*?)?(?i:"
                          + _NAME_WORD + r"))[ \t]+)(?P<s>[a-z]{4} [a-z]{4} [a-z]{4} [a-z]{4}|"
                          r"[^\s\"'`=:#;{}][^\s\"'`]{0,200}(?<![;{},]))"
                          # (a comment may follow it: `rootpw Segfault14  # change this`)
                          r"(?=(?:[ \t]+#[^\n]*)?[ \t]*(?:\r?\n|\Z))",
     "directive"),
    # A secret-named key and its value passed as two strings: `setenv("API_KEY", "...")`,
    # `buildConfigField 'String', 'API_KEY', '"..."'`, `("password", "...")`.
    # (A constant's name may be wrapped in underscores, `define('_DB_PASSWD_', '...')`: the
    # same name.)
    ("secret-assignment", r"[\"'](?P<w>[\w.\-]*?(?i:" + _NAME_WORD + r"))\d*_*[\"'][ \t]*,"
                          r"[ \t]*[\"']{1,2}(?P<sd>[^\"'\n]{4,200})[\"']", "pair"),
    # `auth` alone names a credential as often as a scheme (`auth: basic`, `auth = "oauth2"`):
    # only a generated-looking value is taken.
    ("secret-assignment", r"(?P<w>(?i:auth))(?![A-Za-z0-9_.\-])\\?[\"']?[ \t]*(?:=(?!=)|:(?!:))"
                          r"[ \t]*" + _VALUE, "auth"),
    # Any name given a value whose length, alphabet and entropy are a generated key's (32 to 100
    # base64 characters mixing both cases and digits, near 5 bits a character) rather than a
    # hash's (hex), an id's or a word's: `mimi=gX69YO4C...`. The check reads the name back and
    # drops hashes, ids, signatures and public keys.
    # A name that says credential anywhere in it (`GitHubPAT`, `hockeyapp_key`, `"key": "..."`)
    # takes a shorter value of any alphabet (16+ characters, letters and digits); the check
    # reads the name back. Quoted, the value is what the quotes hold.
    # (Go's `:=` too; a name in JSON quoted once more, `\\"key\\": \\"...\\"`, is read back
    # through its escapes.)
    ("generic-secret", r"(?:=>|:=|[=:])[ \t]*(?:\\?[\"'`](?P<sq>[^\"'`\s\\]{16,200})\\?[\"'`]|"
                       # bare, a generated password's punctuation belongs to it (`...WgP!Qc2T`)
                       r"(?P<s>[A-Za-z0-9+/_\-]{8,100}(?:[!@#$%^*~][A-Za-z0-9+/_\-]{1,100})*={0,2})"
                       r"(?![A-Za-z0-9+/=_\-.!@#$%^*~]))",
     "entropy"),
    # The same where the name and the value are two entries: XML settings (`<add key="StorageKey"
    # value="..."/>`), Kubernetes' and ECS's `name: STORAGE_KEY` / `value: ...`; and a command's
    # long option (`--encryption-key ...`, `--license-key=...`). The check reads the name.
    ("generic-secret", r"\b(?:key|name)[ \t]*=[ \t]*\\?[\"'](?P<w>[A-Za-z][\w.\-:]{0,79})\\?[\"']"
                       r"[ \t]+value[ \t]*=[ \t]*\\?[\"'](?P<sq>[^\"'\s\\]{16,200})\\?[\"']",
     "entropy"),
    ("generic-secret", r"\b(?:name|key)[\"']?[ \t]*[:=][ \t]*[\"']?"
                       r"(?P<w>[A-Za-z][\w.\-]{0,79})[\"']?"
                       r"[ \t]*(?:,[ \t]*|\n[ \t]*-?[ \t]*)[\"']?value[\"']?[ \t]*:[ \t]*"
                       r"(?:[\"'](?P<sq>[^\"'\s]{16,200})[\"']|"
                       r"(?P<s>[A-Za-z0-9+/_\-]{16,200}={0,2})(?![^\s,}]))", "entropy"),
    ("generic-secret", _B + r"--(?P<w>[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*)(?:=|[ \t]+)"
                       r"(?:[\"'](?P<sq>[^\"'\s]{16,200})[\"']|"
                       r"(?P<s>[A-Za-z0-9+/_\-]{16,200}={0,2})(?![^\s;|&]))", "entropy"),
    # ... and a call of the name and the value as two strings and nothing else, which defines a
    # constant or a setting (`define('_RIJNDAEL_KEY_', '...')`, `setenv("LICENSE_KEY", "...")`,
    # `Configure::write('Security.key', '...')`); a name wrapped in underscores is the same name.
    ("generic-secret", r"\([ \t]*[\"']_*(?P<w>[A-Za-z][\w.\-]{0,79}?)_*[\"'][ \t]*,[ \t]*"
                       r"[\"'](?P<sq>[^\"'\s\\]{16,200})[\"'][ \t]*\)", "entropy"),
    # The same in XML: an element named so (`<ConsumerKey>...</ConsumerKey>`) or carrying the
    # name in its `name` attribute (Android's `<string name="hockeyapp_key">...</string>`).
    ("generic-secret", r"<(?P<tag>[A-Za-z][\w.\-:]*)(?:[ \t]+name=\"(?P<w>[\w.\-]+)\")?[ \t]*>"
                       r"(?:" + _CDATA + r"{16,200}?)\]\]>|(?P<s>[^<>\s\"']{16,200}))"
                       r"</(?P=tag)>", "entropy"),
    # Prose disclosures, in the five languages memory is written in: "the staging password is
    # k3Xq...", "the pw is ...", "le mot de passe ... est ...", "password tBYV..." . The value must
    # be one bare word holding letters and digits (so "the password is required" or "the token
    # is stored in vault" are left alone); with no verb between them, the value must also look
    # random (mixed case and digits, 10+ characters).
    ("secret-in-prose", r"(?i:\b(?:password|passphrase|passwd|pwd|pw|passcode|secret|token|"
                        r"api[ _-]?key|access[ _-]?key|credentials?|mot\s+de\s+passe|"
                        r"contrase[ñn]a|passwort|kennwort|parola\s+d'ordine|secreto|segreto|"
                        r"cl(?-i:[éÉ])|clave|chiave|schl[üu]ssel|jeton|geheimnis|"
                        + PASSWORD_NOUNS + r")"
                        # what kind of key it is, after the word ("la clé API", "la chiave
                        # segreta")
                        r"(?:\s+(?:API|d'API|de\s+l'API|dell'API|secr[eè]te|secreta|segreta|"
                        r"priv[ée]e|privada|privata|d'acc[eè]s|di\s+accesso|de\s+acceso))?"
                        r"(?:\s+(?:for|of|to|de|du|des|della|del|dela|f[üu]r|von|do|da|dos|das|"
                        r"van|voor|dla|f[öo]r|till|для|от|için)\s+"
                        r"[^\n.;:]{1,60}?)?"
                        # where it is used, before a plain verb ("the secret in prod is ...")
                        r"(?:\s+(?:in|on|at)\s+[^\n.;:\"'`]{1,30}?(?=\s+(?:is|was|est|ist)\s))?"
                        # the verb, or what a change set it to ("was changed to", "a été changé
                        # en", "wurde geändert auf")
                        # the copula of each language, then perhaps "still" or "now" ("the
                        # root password is still ...", "a senha ainda é ...")
                        r"(?:(?:\s+(?:" + _STILL + r"\s+)?" + _COPULA + r"(?:\s+" + _STILL
                        + r")?|\s*[=:：]|\s+-+|\s*[—–]|"
                        r"\s*-+>|\s*[→⇒]|(?:\s+\S+){0,2}?\s+(?:changed|set|reset|updated|rotated|"
                        r"chang[ée]e?|modifi[ée]e?|cambiad[oa]|ge[äa]ndert|cambiat[oa])\s+"
                        r"(?:to|en|à|a|auf|in|zu))[^\S\n]+|"
                        # a copula of a language written without spaces ("密码是 ...")
                        r"\s*" + _CJK_COPULA + r"[^\S\n]*)[`\"'«“]?[^\S\n]?)"
                        # a digit, or capitals inside the word more than once
                        # (`cUngmgMsRcgize`, not `GitHub`): not a word of the sentence ("the
                        # password is required")
                        r"(?P<s>" + _PROSE_VALUE_HEAD
                        + r"(?=[^\s`\"',;]*[A-Za-z])[^\s`\"',;。，；»”]{8,}?)" + _PROSE_END,
     "prose"),
    # Set or changed to a value, the word after the verb: "set the db password to ...".
    ("secret-in-prose", r"(?i:\b(?:set|sets|setting|changed?|changing|reset|resetting|updated?|"
                        r"updating|rotated?)\b[^\n.;]{0,40}?\b(?:password|passwd|passphrase|"
                        r"pwd|pw|token|secret|api[ _-]?key)(?:\s+(?:for|of)\s+[^\n.;]{1,30}?)?"
                        r"\s+to\s+[`\"']?)"
                        r"(?P<s>" + _PROSE_VALUE_HEAD
                        + r"(?=[^\s`\"',;]*[A-Za-z])[^\s`\"',;]{8,}?)(?=[`\"'.,;]?(?:\s|$))",
     "prose"),
    # An account and its password written `user / password` after a word that says so.
    # What the login is for may stand between ("the admin login for our Grafana is admin /
    # ..."), and the languages' own words for a login.
    ("secret-in-prose", r"(?i:\b(?:log ?in|sign ?in|credentials?|creds|credenciales|credenziali|"
                        r"zugangsdaten|anmeldedaten|identifiants|connexion|acceso|accesso|"
                        r"logowania|dane\s+logowania|přihlášení|inloggning)\b"
                        r"(?:\s+(?:for|of|to|on|de|du|des|pour|para|per|f[üu]r|von|dla|do|"
                        r"för|voor)\s+[^\n.;:/]{1,40}?)?"
                        r"(?:\s+(?:with|as|" + _COPULA + r"|are|sont|sind|son|sono|s[aą]))?"
                        r"\s*:?\s+[\w.@\-]{1,40}\s*/\s*[`\"']?)"
                        r"(?P<s>" + _PROSE_VALUE_HEAD
                        + r"(?=[^\s`\"',;]*[A-Za-z])[^\s`\"',;/]{6,}?)" + _PROSE_END,
     "prose"),
    ("secret-in-prose", r"(?i:\b(?:password|passwd|pwd|pw|passcode|mot\s+de\s+passe|"
                        r"contrase[ñn]a|passwort|kennwort|token|secret|api[ _-]?key|"
                        r"access[ _-]?key|secreto|segreto|cl(?-i:[éÉ])|clave|chiave|"
                        r"schl[üu]ssel|" + PASSWORD_NOUNS + r")\s+[`\"']?)"
                        r"(?P<s>(?=[^\s`\"',;]*\d)(?=[^\s`\"',;]*[a-z])(?=[^\s`\"',;]*[A-Z])"
                        r"[^\s`\"',;]{10,}?)(?=[`\"'.,;]?(?:\s|$))", "prose"),
    # A password noun, a few words of the sentence (where it is used, a verb however it is
    # spelled: "the redis password on staging its ..."), then a value no sentence holds: a
    # drawn password, 10+ characters mixing digits and both cases. The words may close as a
    # label does, with a colon: a noun phrase naming whose password it is, in the order and the
    # cases of its language ("Пароль адміністратора панелі: ...", "Hasło do panelu admina: ...").
    ("secret-in-prose", r"(?i:\b(?:password|passwd|passphrase|mot\s+de\s+passe|contrase[ñn]a|"
                        r"passwort|kennwort|" + PASSWORD_NOUNS + r"))"
                        r"(?:[^\S\n]+[^\s\d.;:!?,。`\"']{1,20}){1,5}?[:：]?[^\S\n]+[`\"'«“]?"
                        r"(?P<s>(?=[^\s`\"',;]*\d)(?=[^\s`\"',;]*[a-z])(?=[^\s`\"',;]*[A-Z])"
                        r"[^\s`\"',;。，；»”]{10,}?)" + _PROSE_END, "loose_prose"),
    ("secret-in-prose", r"(?i:\b" + _SLAVIC_NOUNS + r"(?:\s+[^\n.;:]{1,60}?)?\s+to[^\S\n]+"
                        r"[`\"'«“„]?)(?P<s>" + _PROSE_VALUE_HEAD
                        + r"(?=[^\s`\"',;]*[A-Za-z])[^\s`\"',;。，；»”]{8,}?)" + _PROSE_END,
     "prose"),
    # A key named in prose by what it is for, then given bare: "Datadog-API-Key <hex>",
    # "Application-Key <hex>", "the Mailjet secret key: <base62>". The label is a credential
    # word (api, app, access, secret, client...) and key, token or secret, perhaps after the
    # service's name; the value is generated: 32+ hex digits of one case, or 20+ letters and
    # digits mixing both cases and digits. A key's fingerprint or id says so between them.
    ("secret-in-prose", r"\b(?:[A-Z][A-Za-z0-9]*[-_ ])?(?i:api|app(?:lication)?|access|secret|"
                        r"client|auth|service|account|admin|master|private)[-_ ]?"
                        r"(?i:key|token|secret)(?:[^\S\n]+(?i:is|was|ist|est|es|è|é|jest|to|"
                        r"=))?[^\S\n]*[:=]?[^\S\n]+[`\"'«“]?"
                        r"(?P<s>[0-9a-f]{32,128}|[0-9A-F]{32,128}|(?=[A-Za-z0-9]*\d)"
                        r"(?=[A-Za-z0-9]*[a-z])(?=[A-Za-z0-9]*[A-Z])[A-Za-z0-9]{20,128})"
                        r"(?![\w\-+/=])", "prose"),
    # A quoted value after "password is" may be several words ("the password is 'two words'"),
    # and the account it is for may be quoted too ("the password for user 'pg' is 'x'").
    ("secret-in-prose", r"(?i:\b(?:password|passphrase|passwd|pwd|passcode|secret|mot\s+de\s+passe|"
                        r"contrase[ñn]a|passwort|kennwort|" + PASSWORD_NOUNS + r")"
                        r"(?:\s+(?:for|of|to|de|du|des|del|della|dos|das|f[üu]r|von|do|da|"
                        r"dla|för|voor)\s+"
                        r"(?:[^\n.;:\"'`]|[\"'`][\w.\-]{1,30}[\"'`]){1,60}?)?"
                        r"(?:\s+(?:" + _STILL + r"\s+)?(?:is|was|est|es|ist|lautet|vaut|é|è|era|"
                        r"jest|är)|\s*[=:]))\s*"
                        r"[\"'`“‘«][^\S\n]?(?P<s>[^\"'`\n”’»]{2,100}?)[^\S\n]?[\"'`”’»]",
     "phrase"),
    # Positional credentials: `NetworkCredential("user", "pw")` (the second string),
    # `mysqli_connect("host", "user", "pw", "db")`, `DBI->connect($dsn, "user", "pw")`,
    # `DirectoryEntry(path, "user", "pw")` (the third argument).
    ("password-in-call", r"(?i:credentials?|log_?in|sign_?in|authenticate|basicauth|"
                         r"passwordauthentication|\.auth)\(\s*" + _ARG + r",\s*" + _LIT, "call"),
    # A key handed to a signing or encryption call as a literal: `createHmac('sha256', 'k')`,
    # `jwt.encode(payload, "k", ...)`, `jwt.sign(payload, 'k')`, `hmac.new(b"k", ...)`,
    # `new SecretKeySpec("k".getBytes(), ...)`, `Jwts.builder().signWith(alg, "k")`.
    ("signing-key", r"(?i:\b(?:create(?:hmac|cipheriv|decipheriv)|jwt\.(?:encode|decode|sign|"
                    r"verify)|jws\.(?:sign|verify)|signwith|hmac\.new))\(\s*" + _ARG + r",\s*"
                    r"(?:Buffer\.from\(|\[\]byte\()?" + _LIT, "call"),
    ("signing-key", r"(?i:\bhmac(?:sha\d+)?\.new|new\s+secretkeyspec|new\s+hmackey|"
                    r"keys\.hmacshakeyfor|setsigningkey)\(\s*b?" + _LIT, "call"),
    # A certificate store opened with its password: `new X509Certificate2("a.pfx", "pw")`.
    ("password-in-call", r"(?i:x509certificate2?|pkcs12)\(\s*" + _ARG + r",\s*" + _LIT, "call"),
    # PowerShell turning a literal into a credential: `ConvertTo-SecureString -String "pw"
    # -AsPlainText`.
    ("password-in-command", r"(?i:convertto-securestring)[ \t]+(?:-String[ \t]+)?" + _LIT,
     "flag"),
    # A setter named for the secret, given a literal: `setPassword("...")`,
    # `client.set_api_key('...')`, C#'s and Go's `SetToken("...")`, a builder's
    # `withApiKey("...")` or `.apiKey("...")`: a method named for the slot it fills.
    ("secret-assignment", r"(?:\b(?:[sS]et|[wW]ith)_?(?:[A-Za-z]+_?)??|\.(?:[a-z]+_?)??)"
                          r"(?P<w>(?i:" + _NAME_WORD + r"))\(\s*" + _LIT + r"\s*\)", "assign"),
    # A form field named for the secret, filled by a browser driver: Selenium's
    # `senha.send_keys('...')`, `password_input.fill("...")`, `pwdField.type('...')`.
    ("secret-assignment", r"(?P<w>(?i:" + _NAME_WORD + r"))(?:[_.]?(?i:field|input|box|"
                          r"element|el|textbox))?(?:\(\))?\.(?:send_keys|sendKeys|fill|type|"
                          r"setValue|set_value)\(\s*" + _LIT + r"\s*\)", "assign"),
    # Code that checks a secret against a literal holds the secret: `if password == "..."`,
    # `token === '...'`, `apiKey.equals("...")`.
    ("secret-assignment", r"(?P<w>(?i:" + _NAME_WORD + r"))(?P<x>\d*" + _QUALIFIER + r")"
                          r"(?![A-Za-z0-9_\-])(?:\(\))?(?:[ \t]*(?:===?|!==?)[ \t]*|\.(?:equals|"
                          r"Equals|equalsIgnoreCase|compare|eq)\(\s*)" + _LIT, "compare"),
    ("password-in-call", r"\bauth[ \t]*=[ \t]*\(\s*" + _ARG + r",\s*" + _LIT, "call"),
    ("password-in-call", r"(?i:connect|getconnection|directoryentry)\(\s*" + _ARG + r",\s*" + _STR
                         + r",\s*" + _LIT, "call"),
    # The fallback of an environment lookup for a secret-named variable:
    # `os.getenv("PASSWORD", "pw")`, `ENV.fetch("API_TOKEN", "pw")`.
    ("secret-assignment", r"(?i:getenv|environ\.get|env\.get|env\.fetch|getProperty)\(\s*"
                          r"[\"'][\w.\-]*?(?i:" + _NAME_WORD + r")[\"']\s*,\s*" + _LIT, "call"),
    # ... or after it, as what an empty lookup falls back to: `process.env.TOKEN ?? "pw"`,
    # `ENV['API_KEY'] || 'pw'`, `os.environ.get("PASSWORD") or "pw"`.
    ("secret-assignment", r"(?:(?i:\benv|environ)(?:\.get\(|\.fetch\(|\[|\.)|"
                          r"(?i:getenv|getProperty)\()\s*[\"']?[\w.\-]*?"
                          r"(?i:" + _NAME_WORD + r")[\"']?\s*[\])]?\s*(?:\|\||\?\?|\bor\b|\?:)\s*"
                          + _LIT, "call"),
    # ... or in a shell's or Compose's parameter expansion, the default it falls back to when the
    # variable is unset (`${DB_PASSWORD:-...}`, `${API_TOKEN-...}`, `${JWT_SECRET:=...}`).
    ("secret-assignment", r"\$\{(?P<w>[\w.\-]*?(?i:" + _NAME_WORD + r"))(?P<x>\d*" + _QUALIFIER
                          + r"):?[\-=](?P<s>[^\s}\"'$`]{1,200})\}", "assign"),
    # A name and its value as two entries: Kubernetes' `- name: DB_PASSWORD` / `value: "..."`,
    # ECS's `{"name": "API_KEY", "value": "..."}`.
    ("secret-assignment", r"\b(?:name|key)[\"']?[ \t]*[:=][ \t]*[\"']?(?P<w>[\w.\-]*?(?i:"
                          + _NAME_WORD
                          + r"))[\"']?[ \t]*(?:,[ \t]*|\n[ \t]*-?[ \t]*)[\"']?value[\"']?[ \t]*:"
                          r"[ \t]*" + _VALUE, "assign"),
    # Several names given several values at once (`user, password = "app", "..."`, Go's
    # `const a_password, b_password string = "...", "..."`): the value in the secret name's
    # place. One pattern per place, so that each value is matched to its own name.
    *(("secret-assignment", _TUPLE_START + str(place) + r"}[\w.]*?(?P<w>(?i:" + _NAME_WORD
       + r"))(?P<x>\d*" + _QUALIFIER + r")(?:[ \t]*,[ \t]*[A-Za-z_][\w.]*)"
       + ("+" if place == 0 else "*") + r"[ \t]*\)?"
       r"(?:[ \t]+[A-Za-z_][\w\[\]]*)?[ \t]*(?::=|=(?![=>~]))[ \t]*\(?[ \t]*(?:" + _STR
       + r"[ \t]*,[ \t]*){" + str(place) + r"}" + _LIT + r"(?=[ \t]*[,)\n;]|[ \t]*\Z)", "assign")
      for place in range(4)),
    # A list of secrets under a name that says so (`PASSWORDS = ["...", "..."]`, Java's
    # `String[] SECRETS = {"...", "..."}`, YAML's `api_keys:` and `- ...` lines): every item
    # is one; the span runs from the first to the last.
    ("secret-assignment", r"(?P<w>(?i:" + _NAME_WORD + r"))[sS]?\\?[\"']?"
                          r"(?:[ \t]*\[\])?[ \t]*(?:=(?![=>~])|:(?!:)|=>)[ \t]*(?:new[ \t]+"
                          r"[\w.]+(?:\[\])?[ \t]*)?[\[{(][ \t\n]*(?P<cl>" + _STR
                          + r"(?:[ \t\n]*,[ \t\n]*" + _STR + r")+)", "list"),
    ("secret-assignment", r"(?m:^(?P<ind>[ \t]*)[\w.\-]*?(?P<w>(?i:" + _NAME_WORD
                          + r"))[sS]?[\"']?[ \t]*:[ \t]*\n(?P=ind)[ \t]*-[ \t]+)"
                          r"(?P<cy>[^\s#][^\n#]*(?:\n(?P=ind)[ \t]*-[ \t]+[^\s#][^\n#]*)*)",
     "list"),
    # Key material written as a list of byte values (a Zigbee network key in YAML,
    # `key: [0x2b, 0x7e, ...]`): eight or more numbers of one byte each, in a YAML block
    # sequence or a bracketed list, under a name whose head says credential; the check reads
    # the name and asks the bytes to be drawn, not counted or repeated.
    ("secret-assignment", _BYTE_LIST_BLOCK + r"(?P<w>[A-Za-z_][\w.\-]{0,79})[\"']?[ \t]*:[ \t]*"
                          r"\r?\n(?P=ind)[ \t]*-[ \t]+)(?P<s>" + _BYTE + r"(?:[ \t]*\r?\n(?P=ind)"
                          r"[ \t]*-[ \t]+" + _BYTE + r"){7,})[ \t]*(?=\r?\n|\Z)", "byte_list"),
    ("secret-assignment", _BYTE_LIST_FLOW + r"(?P<w>[A-Za-z_][\w.\-]{0,79})[\"']?[ \t]*"
                          r"(?:=>|[:=])[ \t]*[\[{(][ \t\r\n]*(?P<s>" + _BYTE
                          + r"(?:[ \t\r\n]*,[ \t\r\n]*" + _BYTE + r"){7,})[ \t\r\n]*,?[ \t\r\n]*"
                          r"[\]})]", "byte_list"),
    # Terraform: a variable named for the secret, given a default.
    ("secret-assignment", r"\bvariable[ \t]+\"(?P<w>[\w\-]*?(?i:" + _NAME_WORD + r"))\"[ \t]*\{"
                          r"[^}]{0,200}?\bdefault[ \t]*=[ \t]*" + _LIT, "assign"),
    # ... or a resource whose type names the secret, given its value (`resource
    # "aws_api_gateway_api_key" "k" { value = "..." }`).
    ("secret-assignment", r"\bresource[ \t]+\"(?P<w>[\w\-]*?(?i:" + _NAME_WORD + r"))\"[ \t]+"
                          r"\"[\w\-]+\"[ \t]*\{(?:[^}$]|\$\{[^}\n]*\}|\$(?!\{)){0,300}?"
                          r"\b(?:value|secret_string)[ \t]*=[ \t]*"
                          + _LIT, "assign"),
    # Dockerfile's `ENV NAME value` (the older form, a space where `=` would be).
    ("secret-assignment", r"(?m:^[ \t]*ENV[ \t]+(?P<w>[\w.]*?(?i:" + _NAME_WORD + r"))\d*[ \t]+)"
                          + _VALUE + r"[ \t]*(?m:$)", "assign"),
    # A .netrc entry: `machine <host> login <user> password <secret>`, on one line or several.
    ("secret-assignment", r"(?:\bmachine[ \t]+\S+|\bdefault)(?:\s+(?:login|account|port)[ \t]+\S+)*"
                          r"\s+password[ \t]+(?P<s>\S+)", "human"),
    # Network-device configuration (Cisco IOS and its kin): `enable secret 5 <hash>`,
    # `username <u> privilege 15 password 0 <pw>`, `snmp-server community <string> RW`,
    # `pac key 7 <key>`, `tacacs-server key <key>`; the digit is the encoding type.
    ("secret-assignment", r"(?m:^[ \t]*(?:enable[ \t]+(?:secret|password)|"
                          r"username[ \t]+\S+(?:[ \t]+privilege[ \t]+\d+)?[ \t]+"
                          r"(?:secret|password)|"
                          r"snmp-server[ \t]+community|pac[ \t]+key|key-string|"
                          r"(?:tacacs|radius)-server[ \t]+key)"
                          r"(?:[ \t]+(?:[0-9]|level[ \t]+[0-9]+))?[ \t]+)(?P<s>\S+)", "human"),
    # A PuTTY key file's private part: `Private-Lines: <n>` and lines of base64.
    ("private-key", r"Private-Lines:[ \t]*[0-9]+[ \t]*\r?\n"
                    r"(?P<s>(?:[A-Za-z0-9+/]{20,}={0,2}[ \t]*(?:\r?\n|\Z))+)", "key"),
    # A .pgpass line: `host:port:database:user:password` (`*` for any of the first four).
    ("password-in-url", r"(?m:^(?:[A-Za-z][\w.\-]*|\*):(?:[0-9]{2,5}|\*):[\w.\-*]+:[\w.\-@*]+:)"
                        r"(?P<s>[^\s:]{4,})[ \t]*(?m:$)", "human"),
    # A PostgreSQL password verifier as pg_authid and PgBouncer's auth_file keep it: `md5` and
    # the hex MD5 of the password and the user name, or `SCRAM-SHA-256$<iterations>:<salt>$
    # <stored key>:<server key>`. The server takes the first in place of the password (the md5
    # exchange needs no more), and a pooler logs in to the server with the second: either is
    # the password's equal, not a one-way digest. (One-way digests, bcrypt's, crypt(3)'s,
    # mosquitto's, stay: secret_hashes.)
    ("password-hash", _VERIFIER, "human"),
    # A user list line (PgBouncer's auth_file, `"user" "password"`): the two quoted and nothing
    # else on the line; the check asks every line of its block to be an entry or a comment.
    ("password-assignment", r"(?m:^\"[^\"\n]{1,64}\"[ \t]+\"(?P<s>[^\"\n]{1,300})\"[ \t]*\r?$)",
     "user_list"),
    # ... and its unquoted kin, `user:password` (rsync's secrets file, the password files
    # mosquitto and htpasswd read before they hash them): a login name as useradd takes one,
    # a colon, the password to the line's end, or to a last field of one or two digits that
    # grants the account its level (`user:password:10`); the check asks the same of every
    # line of its block.
    ("password-assignment", COLON_ENTRY_START + r"(?P<s>[^\s:/\"'`][^\s:\"'`]{0,127})"
                            r"(?::[0-9]{1,2})?[ \t]*\r?$)",
     "colon_list"),
    # ... and a realm file's `user: password,role,...` (Jetty's realm.properties): the roles
    # the user holds after the password, each a word (`0` or `2` after a comma is a number's
    # part, not a role); the check reads the block as the colon list's.
    ("password-assignment", COLON_ENTRY_START + r"[ \t]*(?P<s>[^\s:,/\"'`][^\s:,\"'`]{0,127})"
                            r"(?:[ \t]*,[ \t]*[^\W\d_][\w.\-]*)+[ \t]*\r?$)", "role_list"),
    # An INI section that lists accounts, named for them in the plural (CouchDB's `[admins]`):
    # `user = password` entries, the user's name one token (no name says password: the
    # section's header does). The check finds the header and reads the whole section.
    ("password-assignment", ACCOUNT_ENTRY_START + r"[ \t]*=[ \t]*)"
                            r"(?:\"(?P<sq>[^\"\n]{1,128})\"|(?P<s>[^\s\"'`;#]\S{0,127}))"
                            r"[ \t]*(?=\r?\n|\Z)",
     "account_table"),
    # A lookup table's line giving a relay host the login and the password it takes (Postfix's
    # sasl_passwd, `[smtp.example.org]:587 me@example.org:<password>`): a host, bracketed or
    # dotted, with or without its port, then a mail address, a colon and the password to the
    # line's end. (No name says password: the table's shape does, as a user list's does.)
    ("password-assignment", RELAY_MAP_START + r"[A-Za-z0-9\-]{1,63}(?:\.[A-Za-z0-9\-]{1,63})+)"
                            r"(?::[0-9]{1,5})?[ \t]+[^\s:@\[\]]{1,64}@[A-Za-z0-9\-]+"
                            r"(?:\.[A-Za-z0-9\-]+)+:)(?P<s>\S{1,128})[ \t]*\r?$", "relay_map"),
    # A PEM private key encoded once more in base64 (a kubeconfig's `client-key-data`, a
    # Kubernetes secret's `tls.key`): "-----BEGIN" is `LS0tLS1CRUdJTi`; the check decodes it.
    ("private-key", _B + r"LS0tLS1CRUdJTi[A-Za-z0-9+/]{60,}={0,2}", "pem64"),
    # An entry under `data:` of a Kubernetes Secret manifest: base64 of a secret, whatever its
    # key is called (`.dockerconfigjson`, `tls.key`, `db-url`); the check finds the manifest.
    ("kubernetes-secret", r"(?m:^[ \t]+[\w.\-]+:[ \t]*[\"']?)(?P<s>[A-Za-z0-9+/]{8,}={0,2})"
                          r"(?=[\"']?[ \t]*(?:\r?\n|\Z))", "k8s"),
    # A connection's user and password with no scheme before them, a host and a port after
    # (`MONGO_URI: admin:pw@mongodb:27017`), as a value of its own.
    ("password-in-url", r"(?:^|(?<=[\s=\"'`,]))[\w.\-]{1,64}:(?P<s>[^\s\"'`@/:]{3,128})"
                        r"@[A-Za-z0-9][A-Za-z0-9.\-]*:[0-9]{2,5}(?![\w:])", "human"),
    # A capture-the-flag flag: a word, and in braces leetspeak or words joined by `_`
    # (`FLAG{D0nt_st0r3_s3cr3ts}`, `cloudgoat{d4t4_s3cr3ts_4r3_fun}`): the secret a lab hides.
    ("ctf-flag", r"(?<![\w$#%{\\.])[A-Za-z](?:[A-Za-z0-9_\-]{0,14}[A-Za-z0-9])?\{"
                 r"(?=[^{}\s]*_)(?=[^{}\s]*[A-Za-z][0-9][A-Za-z])[A-Za-z0-9_!@?.\-]{8,100}\}",
     "flag_ctf"),
    # A JSON Web Key's private members (RFC 7518): `"d"`, the primes and their exponents, a
    # symmetric key's `"k"`.
    ("private-key", r"\\?\"(?:d|p|q|dp|dq|qi|k)\\?\"\s*:\s*\\?\"(?P<s>[A-Za-z0-9_\-]{43,})\\?\"",
     "token"),
    # Go's MySQL driver DSN: `user:password@tcp(host)/db`, no scheme before it.
    ("password-in-url", r"[\"'`][\w.\-]{1,64}:(?P<s>[^\s\"'`@/]{3,128})@(?:tcp|unix|udp)\(",
     "human"),
    # SQL that sets an account's password: `IDENTIFIED BY '...'`, `WITH PASSWORD '...'`,
    # `LOGIN PASSWORD '...'`, `PASSWORD('...')`.
    # (`identified by` only after the account it is for: a library is identified by a name too).
    ("password-in-command", r"(?i:\b(?:(?:user|role|login|to)[ \t]+[^\n;]{1,80}?[ \t]identified"
                            r"[ \t]+by(?:[ \t]+password)?|(?:with|login|encrypted|unencrypted)"
                            r"[ \t]+password|password[ \t]*\())[ \t]*" + _LIT, "call"),
    # Compared with a literal, either way round: `password == "pw"`, `"pw" != password`,
    # `pwd.equals("pw")`.
    ("secret-assignment", r"(?<![A-Za-z0-9])(?i:pass(?:word|wd)?|pwd)\d*(?:\.\w+\(\))*"
                          r"\.equals(?:IgnoreCase)?"
                          r"\(\s*" + _LIT, "call"),
    ("secret-assignment", r"\b(?i:pass(?:word|wd)?|pwd)\s*[!=]==?\s*" + _LIT, "call"),
    ("secret-assignment", _LIT + r"\s*[!=]==?\s*(?i:pass(?:word|wd)?|pwd)\b", "call"),
    # The commonest weak passwords with digits stuck on (`password123`, `letmein42`): written
    # anywhere, they are somebody's password.
    # (The check looks at the character before: a leading look-behind costs a test at every
    # position of the text.)
    ("weak-password", r"(?i:p[a@]ssw[o0]rd|letmein|qwerty|iloveyou)[0-9]{2,8}[!@#$%*?]?" + _E,
     "weak"),
    # A wallet's seed, BIP-39's 12 to 24 plain words, after a name for it.
    ("secret-in-prose", r"(?i:\b(?:bip-?39|wallet)(?:[ \t]+(?:words|phrase|seed))?"
                        r"[ \t]*[=:])[ \t]+(?P<s>[a-z]+(?:[ \t]+[a-z]+){11,23})"
                        r"(?=[ \t]*(?:[.,;]|$))", "phrase"),
    # A passphrase or seed phrase written out as plain words, to the end of the line or sentence.
    ("secret-in-prose", r"(?i:\b(?:pass\s?phrase|seed\s+phrase|recovery\s+phrase|mnemonic)"
                        r"(?:\s+(?:is|was)|\s*[=:]))[ \t]+"
                        r"(?P<s>[a-z]+(?:[ \t]+[a-z]+){2,23})(?=[ \t]*(?:[.,;]|$))", "phrase"),
    # A credential named in a sentence and its value given further on in the same sentence,
    # after a colon or a copula, whatever stands between: what the key is for, an adjective
    # after the noun, a parenthesis, a clause ("Token serwisowy do API admina (ważny rok):
    # <value>", "Without DD_API_KEY ... metrics; the value is <value>"). The name is a label
    # word or an identifier holding one; the check asks of the value what a label's value must
    # be (generated: letters and digits, 16+ characters, not a UUID nor words) and that nothing
    # on the way calls it a hash, an id or public.
    # (The name's bounds keep a planted run of letters from costing more than its length.)
    ("secret-in-prose", r"(?<![\w\-])(?P<w>[\w\-]{0,60}?" + LABEL_WORDS
                        + r"[\w\-]{0,60})(?![\w\-])"
                        r"(?:[^\n.!?。:：=\"'`]|\.(?=\S)){0,80}?"
                        r"(?:[:：=]|[^\S\n]" + _COPULA + r")[^\S\n]*[`\"'«“]?"
                        r"(?P<s>[A-Za-z0-9+/_\-]{16,400}(?:\.[A-Za-z0-9+/_\-]{4,400}){0,2}={0,2})"
                        r"(?=[`\"'»”]?[.,;:!?)。，；]?(?:\s|$))", "named_prose"),
    # A comment or a label line that names a credential (`# paste your "Channel Access Token"`,
    # `// 服务Key：`), and on the next line a generated literal alone, assigned or passed
    # (`line_bot_api = LineBotApi('...')`): the comment is the value's name. The check asks
    # what a name that says credential asks of a value, and reads the value line's own name.
    ("generic-secret", r"(?m:^[ \t]*(?P<mk>#+|//+|/?\*+|<!--|--|;+)?[^\n]{0,80}?"
                       r"(?P<w>" + LABEL_WORDS + r")[\"'”」』)]?[ \t]*(?P<pt>[:：])?[ \t]*"
                       r"(?:-->|\*/)?[ \t]*\r?\n[ \t]*(?:[^\n\"'`#]{0,80}?[=(:,][ \t]*)?)"
                       r"[\"'`](?P<sq>[^\"'`\s\\]{16,200})[\"'`]"
                       r"(?=[ \t]*[,;)]*[ \t]*(?:(?:#|//)[^\n]*)?(?m:$))", "label"),
    # A generated value with nothing around it (last: every named or shaped rule comes first):
    # a line holding only the value, bare or quoted, or an element of a list
    # (`    "Q79y9P9ZM7TDxWkdh_PQg8-r...",`, `- '...'`), commented out or not (`//'...',`: the
    # previous value of a key left in the code). No name vouches for it, so the check
    # asks for more than the named rules do: length, all three character classes, near-maximal
    # entropy, and not a digest's encoding (hex, or base64 of a hash's length: an 88-character
    # base64 string is also a SHA-512 digest).
    ("generic-secret", r"(?m:^[ \t]*(?:(?://+|#+)[ \t]*)?(?:[\[(,][ \t]*|-[ \t]+)?(?P<q>[\"'`]?))"
                       r"(?P<s>(?=[^\s\"'`\\=]*?[A-Za-z0-9_\-]{20})[^\s\"'`\\=]{20,200}={0,2})"
                       r"(?P=q)[ \t]*[,\])]*[ \t]*;?[ \t]*(?m:$)", "bare"),
    # A value that is the whole text (a password file, a token file, a mounted secret): no name
    # vouches for it and no run need be long (eight characters, what password policies ask at
    # least; a shorter lone token is a code or a number as often); the check asks that it be
    # typed or drawn.
    ("generic-secret", r"\A[ \t\r\n]*(?P<s>[^\s\"'`]{8,200})[ \t\r\n]*\Z", "lone"),
]

# Words one of which every match of a pattern holds, in lower case (the text is lowered and
# folded as secretcheck does): patterns with no literal start are skipped on text with none of
# them. Keyed by the start of the pattern.
_SECRET_NAME_WORDS = ("pass", "pw", "secret", "token", "bearer", "cred", "key", "docker", "salt",
                      "seed",
                      "kennwort", "contrase", "geheimnis", "segreto", "clave", "chiave", "clé",
                      "cle", "schl", "senha", "wachtwoord", "losenord", "lösenord", "passord",
                      "adgangskode", "salasana", "hasło", "haslo", "heslo", "jelsz", "şifre",
                      "sifre", "sandi", "khẩu", "khau", *screening.PASSWORDS)
# Per pattern start, pieces of text one of which every match holds past its start, where no
# literal opens the pattern: several names given at once are separated by a comma, the items
# of a list of strings by a quote and a comma.
REQUIRES: tuple[tuple[str, tuple[str, ...]], ...] = (
    (_TUPLE_START, (",",)),
    (COLON_ENTRY_START, (":",)),
    (ACCOUNT_ENTRY_START, tuple(name + "]" for name in screening.ACCOUNT_SECTIONS)),
    (RELAY_MAP_START, ("@",)),
    # a URL's user part: a scheme's `:/`
    (r"[a-zA-Z][a-zA-Z0-9+.\-]{1,20}:/{1,2}", (":/",)),
    (r"(?P<w>(?i:" + _NAME_WORD + r"))[sS]?", ("\",", "',", "\" ,", "' ,")))
HINTS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (_BYTE_LIST_BLOCK, _BYTE_NAME_WORDS),
    (_BYTE_LIST_FLOW, _BYTE_NAME_WORDS),
    (_VERIFIER, ("md5", "scram-sha-256$")),
    (r"(?m:^\"[^\"\n]{1,64}\"[ \t]+\"", ("\" \"", "\"\t")),
    # Listed before the rules they start like: a comparison, a YAML list.
    (r"(?P<w>(?i:" + _NAME_WORD + r"))(?P<x>\d*" + _QUALIFIER + r")(?![A-Za-z0-9_\-])(?:\(\))?",
     ("==", "!=", ".equals", ".compare", ".eq(")),
    (r"(?m:^(?P<ind>[ \t]*)[\w.\-]*?(?P<w>(?i:" + _NAME_WORD + r"))[sS]?", ("- ",)),
    (r"(?i:\b(?:create(?:hmac", ("hmac", "cipher", "jwt.", "jws.", "signwith")),
    (r"(?i:\bhmac(?:sha", ("hmac", "secretkeyspec", "signingkey")),
    (r"(?:^|(?<=[\s=\"'`,]))[\w.\-]{1,64}:", ("@",)),
    (r"(?<![\w$#%{\\.])[A-Za-z](?:", ("{",)),
    (r"\\?\"(?:d|p|q|dp", ("\"d\"", "\"p\"", "\"q\"", "\"dp\"", "\"dq\"", "\"qi\"",
                          "\"k\"", "\\\"")),
    (r"\\?\"private_key", ("private_key",)),
    # a credential named in a sentence: one of its label words
    (r"(?<![\w\-])(?P<w>[\w\-]{0,60}?", ("key", "token", "secret", "passw", "passphrase",
                                   "credential", *screening.LABELS)),
    (r"(?P<w>(?i:" + _NAME_WORD, _SECRET_NAME_WORDS),
    (r"(?m:^(?P<ind>", _SECRET_NAME_WORDS),
    (r"(?<![\w.\-])[\w.\-]*?(?i:" + _NAME_WORD, _SECRET_NAME_WORDS),
    (r"(?m:^[ \t]*(?P<w>", _SECRET_NAME_WORDS),
    (r"(?m:^[ \t]*(?:export[ \t]+|set", _SECRET_NAME_WORDS),
    (r"\becho[ \t]", ("login", "sudo")),
    (r"\bcurl\b", ("curl",)),
    (r"(?<![\w\-])-(?i:[a-z]{0,12}(?:pass", ("pass", "pw")),
    (r"(?:(?m:^)[ \t]*|--|", ("requirepass", "masterauth")),
    (r"(?i:\b(?:(?:user|role|login|to)", ("identified", "pass")),
    (r"\b(?:configure|config)", ("config",)),
    (r"\bsecret[ \t]+set", ("secret",)),
    (r"(?:(?i:\benv|environ)", _SECRET_NAME_WORDS),
    (r"(?:\b(?:[sS]et|[wW]ith)", _SECRET_NAME_WORDS),
    (r"\b(?:name|key)[\"']?", ("value",)),
    (_TUPLE_START, _SECRET_NAME_WORDS),
    (r"\bvariable[ \t]", ("default",)),
    (r"\bresource[ \t]", ("value", "secret_string")),
    (r"(?m:^[ \t]+[\w.\-]+:", ("kind: secret",)),
    (r"(?m:^[ \t]*ENV[ \t]", _SECRET_NAME_WORDS),
    (r"(?:\bmachine[ \t]", ("password",)),
    (r"(?m:^[ \t]*(?:enable", ("secret", "password", "community", "key")),
    (r"Private-Lines:", ("private-lines:",)),
    (r"(?<![\w$])\$(?:1|", ("$",)),
    (r"(?<![\w$])\$argon2", ("$argon2",)),
    (r"[\"'`][\w.\-]{1,64}:(?P<s>", ("@tcp(", "@unix(", "@udp(")),
    (r"(?i:\b(?:set|sets|setting", ("pass", "pw", "token", "secret", "key")),
    (r"(?i:\b(?:log ?in|sign ?in|", ("login", "log in", "signin", "sign in", "credential", "creds",
                                  "credencial", "credenzial", "zugangsdaten", "anmeldedaten",
                                  "identifiants", "connexion", "acceso", "accesso",
                                  "logowania", "prihl", "přihl", "inloggning")),
    (r"\b(?:[A-Z][A-Za-z0-9]*[-_ ])?(?i:api", ("key", "token", "secret")),
    (r"(?i:\b" + _SLAVIC_NOUNS, ("hasło", "haslo", "heslo")),
    (r"(?i:\b(?:password|passwd|passphrase|mot", _SECRET_NAME_WORDS),
    (r"\b(?:key|name)[ \t]*=", ("value",)),
    (r"\$\{(?P<w>", ("${",)),
    (r"\([ \t]*[\"']_*(?P<w>", ("key", "token", "secret", "pass", "pwd", "auth", "credential",
                              "api", "pat")),
    (r"(?P<w>(?i:auth))", ("auth",)),
    (r"(?i:api[_\-]?hash)", ("api_hash", "apihash", "api-hash")),
    (r"(?m:^[ \t]*(?P<mk>#+", (*_SECRET_NAME_WORDS, *screening.NAMES)),
    (r"(?<![A-Za-z0-9])(?:[A-Za-z0-9]{1,20}_)?(?i:ak|", ("ak", "access")),
    (r"(?i:openweathermap", ("openweathermap.org",)),
    (r"[:=][ \t]*(?P<q>", PASS_WORDS),
    (r"\bauth[ \t]*=", ("auth",)),
    (r"(?i:credentials?|log_?in", ("credential", "login", "log_in", "signin", "sign_in",
                                 "authenticate", "basicauth", "passwordauthentication", ".auth(")),
    (r"\bset_?", _SECRET_NAME_WORDS),
    (r"(?i:connect|directoryentry)", ("connect(", "directoryentry(")),
    (r"(?i:p[a@]ssw[o0]rd|", ("pass", "p@ss", "letmein", "qwerty", "iloveyou")),
    (_LIT, ("pass", "pwd")),
    (_B + r"(?:SB-)?Mid", ("mid-server",)),
    (_B + r"[A-Za-z0-9]{6}_[A-Za-z0-9]{29}_mmk", ("_mmk",)),
    (_B + r"[A-Za-z0-9]{52}JQQJ", ("jqqj",)),
    (_B + r"[A-Za-z0-9]{11}AAAAAAAAAA", ("aaaaaaaaaa",)),
    (_B + r"[A-Za-z0-9]{76}AZDO", ("azdo",)),
    (_B + r"[a-z][a-z0-9_\-]{0,60}-[0-9a-f]{8}", ("-",)),
    (_B + r"(?P<p>[a-z]{2,8}_", ("_", "sk-")),
    (_B + r"(?:(?=[A-Z0-9]*[G-Z])", (":",)),
    (r"(?<![0-9])[0-9]{15,16}", ("|", "/", ":")),
    (_B + r"(?:MII", ("mii", "mig", "mhcc", "mc4c")),
    (r"(?i:\b(?:bip-?39|wallet", ("bip39", "bip-39", "wallet")),
    # (every secret name's word: `<DB_PW>`, `<senha>`)
    (r"<(?P<tag>", (*_SECRET_NAME_WORDS, "auth", "credential", "pat")),
)

# Kinds a check may report besides the one listed with the pattern.
# (`generic-credential`: a named value a scored detector took, in records written before it
# was removed.)
_EXTRA_KINDS = frozenset({"env-secret", "generic-credential"})

KINDS: frozenset[str] = frozenset(kind for kind, _, _ in SPECS) | _EXTRA_KINDS
