"""What every writer passes: secret redaction, injection screening, and the normalisation
they share.

Here too, the words that name a credential in the languages written without Latin letters, as
bare tuples: the redactor builds patterns from them (`secret_formats.LABEL_WORDS`, the words a
pattern's matches hold) and its cheap pre-check looks for them as they are (`secretcheck`), so
they are written once. Kept in this package's own module, which importing either already
imports, so the pre-check (run on every hook's log line) pays no import for them and stays free
of `re` and `typing`.
"""

from __future__ import annotations

# A credential's name in a comment or a label: "key", "token", "secret" and their kin.
ZH_NAMES = ("密钥", "秘钥", "密匙", "私钥", "金鑰", "金钥", "令牌", "凭证", "凭据", "憑證",
            "授权码", "授權碼")
JA_NAMES = ("シークレット", "トークン", "秘密鍵")
KO_NAMES = ("비밀키", "토큰", "시크릿", "인증키")
RU_NAMES = ("ключ", "токен", "секрет")
# "password"
ZH_PASSWORD_WORDS = ("口令", "密码", "密碼")
JA_PASSWORD_WORDS = ("パスワード",)
KO_PASSWORD_WORDS = ("비밀번호",)
RU_PASSWORD_WORDS = ("пароль",)
# ...and in the other scripts the admission sets are written in: Hebrew, Greek, Arabic
HE_PASSWORD_WORDS = ("סיסמה", "סיסמא", "סיסמת", "ססמה", "הסיסמה", "הסיסמא")  # with the article
EL_PASSWORD_WORDS = ("κωδικός πρόσβασης", "κωδικό πρόσβασης", "συνθηματικό")
AR_PASSWORD_WORDS = ("كلمة المرور", "كلمة السر")

# Every credential name above (not "password"), language by language; every "password".
NAMES = ZH_NAMES + JA_NAMES + KO_NAMES + RU_NAMES
PASSWORDS = (ZH_PASSWORD_WORDS + JA_PASSWORD_WORDS + KO_PASSWORD_WORDS + RU_PASSWORD_WORDS
             + HE_PASSWORD_WORDS + EL_PASSWORD_WORDS + AR_PASSWORD_WORDS)
# Every word above, each language's names then its "password".
LABELS = (ZH_NAMES + ZH_PASSWORD_WORDS + JA_NAMES + JA_PASSWORD_WORDS + KO_NAMES
          + KO_PASSWORD_WORDS + RU_NAMES + RU_PASSWORD_WORDS + HE_PASSWORD_WORDS
          + EL_PASSWORD_WORDS + AR_PASSWORD_WORDS)

# The plural nouns that name an INI section listing accounts, one `user = password` entry each
# (CouchDB's `[admins]`): the redactor reads such a section's entries as passwords
# (`secret_values`), and the pre-check looks for the header's end (`admins]`).
ACCOUNT_SECTIONS = ("admins", "users", "accounts", "logins", "passwords", "credentials")
