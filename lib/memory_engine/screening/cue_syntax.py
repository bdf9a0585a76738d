"""The cue syntax and the vocabulary the injection cues share: names of a model, words for
instructions, targets of a send (URL, address, account), sensitive data, verbs of sending."""

from __future__ import annotations


def rx(pattern: str) -> str:
    """Cue syntax: a space stands for any run of whitespace, " ?" for an optional one."""
    return pattern.replace(" ?", r"\s*").replace(" ", r"\s+")


# -- shared vocabulary -------------------------------------------------------------------------
# A model, however it is called (including the French/Italian/Spanish "IA" and German "KI").
MODEL_NAMES = (r"(?:ai|assistant|assistants|chat ?bot|bot|llms?|(?:large )?language models?|"
               r"models?|agents?|claude|chatgpt|gpt(?:-?\d[\w.]*)?|gemini|copilot|codex|llama|mistral|"
               r"command r\+?|deepseek|qwen|grok|kimi|ernie|doubao|"
               r"ia|ki|assistente|asistente|modele|modell|modelo|modello|ии|ассистент|"
               r"модель|бот)")
MODEL_TRIGGERS = ("ai assistant assistants chat bot llm llms language large model models agent"
                  " agents claude chatgpt gpt gemini copilot codex llama mistral command"
                  " deepseek qwen grok kimi ernie doubao ia ki"
                  " assistente asistente modele modell modelo modello ии ассистент модель бот")
# The things a model is told to do: its instructions under any name.
ORDERS = (r"(?:instructions?|directions?|directives?|prompts?|prompting|system prompt|rules|"
          r"guidelines|programming|guardrails|policies|constraints|restrictions|parameters|"
          r"configuration|training|consignes|regles|anweisungen|regeln|vorgaben|instrucciones|"
          r"reglas|istruzioni|regole|instrucoes|regras|инструкции|правила|указания)")
# An e-mail address, and a link up to the bracket or parenthesis that closes it in Markdown.
MAILBOX = r"[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63})+"
LINK = r"https?://[^\s)>\]]+"
# A template's slot for an address is one: "{EXFIL_URL}", "{sink.url}", "<ANGREIFER_EMAIL>" are
# filled with where the text sends something before it is sent.
# Whatever its name, a slot that a path with a query string follows stands for a scheme and a
# host: "%SINK%/hb?k=...", "{{base}}/r?c=..." are a link whose data goes out in the query.
ADDRESS_SLOT = (r"\{[\w.]{0,30}(?:url|email|e_mail|mail|address|addr|host|domain|endpoint|"
                r"webhook|server)[\w.]{0,30}\}|<[\w-]{0,30}(?:email|e-mail|e_mail|url|adresse|"
                r"address|direccion|indirizzo|endereco)[\w-]{0,30}>|"
                r"(?:%[a-z_][\w.]{0,30}%|\{\{? ?[a-z_][\w.]{0,30} ?\}?\}|\$\{[a-z_][\w.]{0,30}\})"
                r"/[\w./-]{0,60}\?[\w.-]{1,30}=")
TARGET = (r"(?:https?://\S+|www\.\S+|\b" + MAILBOX + r"|\b[a-z]{2}\d{2}[a-z0-9]{11,30}\b|"
          r"\b[\w-]{1,63}\.(?:com|net|org|io|biz|xyz|info|ru|cn|top|co|me|site|online|app|dev)\b|"
          + ADDRESS_SLOT + ")")
SENSITIVE = (r"(?:passwords?|passcodes?|pass phrases?|security codes?|verification codes?|"
             r"2fa|otp|api ?keys?|access keys?|tokens?|secrets?|credentials?|private keys?|"
             r"ssh keys?|id_rsa|id_ed25519|\.env\b|\.ssh|\.aws|env(?:ironment)? var(?:iable)?s|"
             r"passports?|bank accounts?|account numbers?|credit cards?|card numbers?|iban|"
             r"social security|ssn|(?:conversation|chat|browsing|search) history|"
             r"(?:session|conversation|chat) transcripts?|"
             r"(?:user|personal|private|customer) (?:data|information|details)|real name|"
             r"(?:all|every) (?:the )?(?:messages|emails|e-mails|files|documents|contacts)"
             # narrowed to a working set, they are the task's: "all files that reference the
             # paths being changed", "all files matching *.py"
             r"(?! (?:that|which|matching|containing|named|whose|affected|"
             r"changed|touched|modified|edited)\b)|"
             r"system prompt|mots? de passe|passwort|passworter|kennworter|contrasenas?|"
             r"passwords?|пароль|ключ|密码|"
             r"パスワード|senhas?|wachtwoord(?:en)?|hasł\w*|hasl[oa]|sifre(?:yi|niz|n|si|m)?|"
             r"kata sandi|mat khau|كلم(?:ة|ات) (?:ال)?(?:مرور|سر)|पासवर्ड|비밀번호|รหัสผ่าน|парол\w*|"
             # credentials in the languages of the lexicon
             r"zugangsdaten|anmeldedaten|identifiants|credenciales|credenziali|credenciais|"
             r"учетные данные|учётные данные|токены?|dane logowania|kimlik bilgileri|"
             r"inloggegevens|凭据|凭证|認証情報|자격 증명)")
# The same nouns in the scripts written without spaces, where a word boundary does not mark
# where a word starts ("收集保存的密码", "保存されたパスワード"): looked for anywhere.
SENSITIVE_BARE = (r"(?:(?:كافة|جميع) (?:ال)?(?:سجلات|ملفات|رسائل)|"
                  r"密码|密碼|口令|密钥|密鑰|凭据|凭证|憑證|パスワード|認証情報|秘密鍵|비밀번호|"
                  r"자격 증명|كلم(?:ة|ات) (?:ال)?(?:مرور|سر)|पासवर्ड)")
# More of the same, looked for only when SENSITIVE found nothing: records and context of
# people, in five languages.
SENSITIVE_MORE = (r"(?:(?:conversation|chat|search) (?:context|logs?|data|records?)|(?:user|"
                  r"personal|customer|employee|patient) records?|(?:employee|patient) "
                  r"(?:data|information|details)|/etc/(?:passwd|shadow)|(?:all|every|full) "
                  r"(?:the )?(?:conversation|search results|context)|(?:benutzer|nutzer|kunden|"
                  r"personal)daten|what the (?:customer|user|client) (?:asked|said|wrote)|"
                  r"(?:last|previous|recent) (?:\d+ )?messages of the conversation|"
                  r"datos (?:de (?:los )?)?(?:empleados|usuarios?|clientes|"
                  r"personales)|donnees (?:personnelles|des (?:utilisateurs|clients|employes))|"
                  r"dati (?:personali|degli (?:utenti|dipendenti|clienti))|dados (?:pessoais|dos "
                  r"(?:usuarios|funcionarios|clientes)))")
SEND_VERBS = ("send", "sending", "forward", "upload", "posting", "transfer", "wire", "pay",
              "share", "submit", "exfiltrate", "leak", "transmit", "relay", "copy", "paste",
              "publish", "dump", "append", "envoie", "envoyez", "envoyer", "transfere",
              "transferez", "partage", "sende", "senden", "schicke", "schick", "uberweise",
              "leite", "envia", "envie", "enviar", "reenvia", "transfiere", "comparte", "invia",
              "inviare", "inoltra", "trasferisci", "condividi", "encaminhe", "transfira",
              "envialos", "envialo", "enviala", "envialas", "envie-os", "envoyez-les",
              "compartilhe", "отправь", "отправьте", "перешли", "пошли", "发送", "发给", "转发",
              "上传", "送信", "転送", "送って", "bcc", "cc", "copie", "copiez", "kopiere",
              "copia", "copiar", "نقل")
# A word followed by a colon or an equals sign (its closing quote between) names a field, a label
# or a setting, whatever the word: `"sender": "alice@example.com"`, `Sender: alice@example.com`,
# `sender = 'noreply@example.com'` hold a value, not an order to send it.
FIELD_NAME = r"(?![\"']? ?[:=])"
# "email", "mail" and "post" are verbs here only when no label colon or "address" follows.
SEND = (r"(?:(?:send|forward)_(?:e?mail|message)|(?:e-?mail|mail|post)(?! ?:| address| from| on)|"
        + "|".join(SEND_VERBS) + ")")

ORDER_TRIGGERS = ("instruction direction directive prompt rules guidelines programming guardrails"
                  " policies constraints restrictions parameters configuration training"
                  " consignes regles anweisungen regeln vorgaben instrucciones reglas"
                  " istruzioni regole instrucoes regras инструкции правила указания")
