"""A small cross-language lexicon: developer vocabulary in five languages mapped to English.

A rule restated in French or German shares almost no surface words with its English original,
but it shares its meaning words (always, never, commit, push, tabs, answers...) and its
identifiers (code spans, file names, tool names, versions), which survive translation. Mapping
the common words of the domain onto one English token each lets the ordinary token similarity
see a translation as the restatement it is, and lets a choice ("français" vs "English") be
compared across languages. The table is deliberately small and closed: it covers the words that
carry the claim of a typical rule or preference, not a dictionary.

Keys are lower-case and accent-free (the form `features.content_tokens` sees); English variants
that a crude stem would split ("written" vs "write") are mapped too. `PHRASES` rewrites a few
multi-word expressions before tokenising ("au lieu de" -> "instead", "stay as they are" ->
"never change").
"""

from __future__ import annotations

import re

from memory_engine import rxcache


def _table(spec: str) -> dict[str, str]:
    """`english: variant variant ...` lines -> {variant: english} (the English word included)."""
    out: dict[str, str] = {}
    head = ""
    for line in spec.strip("\n").splitlines():
        if line[:1].isspace():          # a continuation line: more variants of the same word
            variants = line
        else:
            head, _, variants = line.partition(":")
            head = head.strip()
            out[head] = head
        for word in variants.split():
            out[word] = head
    return out


CANON: dict[str, str] = _table("""
always: toujours sempre siempre immer jederzeit altijd zawsze alltid
not: never no cannot cant dont doesnt isnt arent don't can't doesn't isn't aren't won't
    nao nunca
    jamais nunca niemals nie pas non nicht
    kein keine keinen aucun aucune ningun ninguna nessun nessuna
repo: repository repositories repos depot depots repositorio repositorios
without: sans senza sin ohne
instead: statt anstatt stattdessen invece
use: utiliser utilise utilisez utilisent usa usare utilizza utilizzare usar utiliza utilizar
    verwende verwenden verwendet nutze nutzen benutze benutzen used uses using
prefer: prefere preferer preferent preferisce preferiscono prefiere prefieren bevorzugt
    bevorzugen prefers preferred
avoid: eviter evite evitez evitare evita evitar vermeide vermeiden avoids
need: besoin necessite necessitent richiede serve necesita requiere braucht brauchen
    benotigt benotigen needs required requires require
run: lancer lance lancez executer execute eseguire esegui ejecutar ejecuta ausfuhren fuhre
    rodar rode roda rodam laufen lauft executar
    runs running ran
install: installer installe installare installa instalar instala installieren installiere
    installs installing installed
    instale installeren installeer zainstaluj instalowac installera
commit: commits committing committed commiter committer
push: pousser pushen pushing pushed pushes
force: forcer forcez forzare forzar erzwingen forced forcing
test: tests tester testare prueba pruebas probar testen testing tested
message: messages messaggio messaggi mensaje mensajes nachricht nachrichten mensagem mensagens
    bericht berichten wiadomosc wiadomosci meddelande meddelanden
write: ecrire ecrit ecrits ecrite ecrites ecrivent scrivere scritto scritti scritte escribir
    escrito escritos escriben schreiben geschrieben schreibt written writes writing wrote
    escrever escreva escritas escritos schrijven geschreven pisac pisz skriva skrivs
answer: reponse reponses repondre reponds repond risposta risposte rispondi rispondere
    resposta respostas responda antwoord antwoorden odpowiedz odpowiedzi odpowiadaj svar svara
    respuesta respuestas responde responder antwort antworten antworte answers answered
short: court courte courts courtes corto corta cortos cortas breve brevi kurz kurze kurzen
    curto curta curtos curtas kort korte korta krotki krotka krotkie
long: longue longues lungo lunga lunghe largo larga longo longos lange langa dlugi dluga dlugo
    longa longas largos largas lunghi
detailed: detaille detaillee detaillees dettagliato dettagliata detallado detallada detailliert
    detalhado detalhada gedetailleerd szczegolowo szczegolowy detaljerat detaljerad
    detalhados detalhadas detallados detalladas dettagliati dettagliate detaillees detailles
french: francais francaise franzosisch frances francesa francese frans franse francuski
    francusku franska
english: anglais anglaise englisch ingles inglesa inglese engels engelse angielski angielsku
    engelska
german: allemand allemande deutsch aleman alemana tedesco alemao duits duitse niemiecki
    niemiecku tyska
spanish: espagnol espagnole spanisch espanol espanola spagnolo espanhol spaans hiszpanski spanska
italian: italien italienne italienisch italiano italiana italiaans wloski italienska
dutch: neerlandais neerlandaise olandese holandes hollandais niederlandisch nederlands
    nederlandse niderlandzki holenderski nederlandska
portuguese: portugais portugaise portoghese portugues portuguesa portugiesisch portugees
    portugese portugalski portugisiska
polish: polonais polonaise polacco polaco polaca polnisch pools poolse polski polsku polska
swedish: suedois suedoise svedese sueco sueca schwedisch zweeds zweedse szwedzki svenska
russian: russe russo russa ruso rusa russisch russische rosyjski ryska
japanese: japonais japonaise giapponese japones japonesa japanisch japans japanse japonski
    japanska
chinese: chinois chinoise cinese chino chinesisch chinees chinski kinesiska
list: liste listes lista liste listas lists
bullet: puce puces vineta vinetas aufzahlung aufzahlungen aufzahlungszeichen bullets
tab: tabs tabulation tabulations tabulazione tabulazioni tabulacion tabulaciones tabulador
    tabuladores tabulatoren tabulator
space: spaces espace espaces spazio spazi espacio espacios leerzeichen espaco espacos spatie
    spaties spacja spacje spacji mellanslag
indent: indenter indente indentation indentare indentazione indentar indentacion einrucken
    eingeruckt indented indenting indentation
file: fichier fichiers archivo archivos fichero ficheros datei dateien files arquivo arquivos
    bestand bestanden plik pliki filer
every: chaque ogni cada jede jeder jedes everything partout ovunque uberall everywhere
other: autre autres altro altri altra altre otro otros otra otras andere anderen else ailleurs
    altrove
new: nouveau nouvelle nouveaux nouvelles nuovo nuova nuovi nuevo nueva nuevos neu neue neuen
change: changer change changement changements modifier modification cambiare cambio cambiar
    cambios modificar andern geandert anderung anderungen changes changed changing
break: casser cassant rompere romper brechen breaking breaks
route: rotta ruta routes
open: ouvrir ouvre ouvrez aprire apri abrir abre offnen offne opens opened abra
wait: attendre attends attendez aspettare aspetta esperar espera warten warte waits waited
    espere aguarde aguardar
review: revue relecture revisione revision uberprufung reviews reviewed revisao revisoes
request: requete richiesta solicitud anfrage requests
branch: branche branches ramo rami rama ramas zweig zweige
merge: fusionner fusion unire fusionar zusammenfuhren merges merged merging
before: avant prima antes bevor vorher
after: apres dopo despues nachdem danach
timestamp: horodatage horodatages zeitstempel timestamps
time: temps tempo tiempo zeit heure heures ora hora uhrzeit
store: stocke stockee stockes stockees stocker enregistre enregistres memorizzato memorizzati
    salvato salvati guarda guardan guardado guardados almacena almacenan gespeichert speichern
    stored stores storing kept
local: locale locali lokal lokale lokaal lokalna lokalny lokala
convert: convertir convertis convertie conversion convertire conversione konvertieren
    umrechnen umgerechnet converted converts conversions
ui: interface interfaz interfaccia oberflache frontend
only: seulement uniquement solo solamente soltanto nur
user: utilisateur utilisateurs utente utenti usuario usuarios benutzer nutzer users
imperative: imperatif imperativo imperativ
    imperativa imperatief imperatyw
character: caractere caracteres carattere caratteri zeichen characters
most: maximum massimo maximo hochstens
deploy: deployer deploiement desplegar despliegue bereitstellen deployed deploys deploying
secret: secrets segreto segreti secreto secretos geheimnis geheimnisse
error: erreur erreurs errore errori errores fehler errors
fail: echoue echouer echec fallisce fallire falla fallar fehlschlagen scheitert fails failed
fast: rapide veloce rapido schnell faster
slow: lent lente lento langsam slower
postgres: postgresql
mac: macos osx
database: datenbank databank databanken baza bazy databas
light: clair claire chiaro chiara claro clara hell licht jasny jasne ljus ljust
dark: sombre fonce foncee scuro scura oscuro oscura dunkel donker ciemny ciemne mork morkt
    escuro escura
morning: matin mattina manha ochtend rano
evening: soir soiree abend avond wieczor kvall noite
one: 1
two: deux dos zwei 2
three: trois tre tres drei 3
four: quatre quattro cuatro vier 4
answer: reply replies replying
update: atualizar atualize atualiza actualizar actualiza actualice aggiornare aggiorna
    aggiornate aktualisieren aktualisiere aktualisiert updates updated updating
summary: summaries resume resumen resumenes resumo riassunto sommario zusammenfassung
    samenvatting podsumowanie sammanfattning tldr
detail: details detalle detalles dettaglio dettagli detalhe detalhes einzelheiten
screenshot: screenshots capture captures captura capturas schermata schermate bildschirmfoto
    bildschirmfotos
docs: documentation documentacion documentazione dokumentation documentacao documentatie
    dokumentacja doc
local: ortszeit lokalzeit
migration: migrations migracion migraciones migrazione migrazioni migrationen migracao
    migracoes migratie migraties
page: pages pagina paginas pagine seite seiten
""")

# Chinese and Japanese write no spaces between words: the words of the domain are found inside
# runs of letters and put in their English form, with spaces around them, so a Chinese claim
# shares tokens (and slots) with the English record it restates or contradicts.
_CJK: dict[str, str] = {
    "数据库": "database", "时间戳": "timestamp", "存储": "stored", "保存": "stored",
    "提交": "commit", "推送": "push", "强制推送": "force push", "分支": "branch",
    "合并": "merge", "压缩合并": "squash", "测试": "test", "部署": "deploy", "迁移": "migration",
    "版本": "version", "回答": "answer", "回复": "answer", "简短": "short", "简洁": "short",
    "详细": "detailed", "中文": "chinese", "英文": "english", "英语": "english",
    "法语": "french", "德语": "german", "总是": "always", "从不": "never", "永远不要": "never",
    "不要": "not", "每次": "every", "文件": "file", "页面": "page", "分页": "paginate",
    "用户": "user", "缓存": "cache", "日志": "logs", "格式化": "format", "代码": "code",
    "项目": "project", "环境变量": "environment variable", "密钥": "secret", "截图": "screenshot",
    "文档": "docs", "摘要": "summary", "总结": "summary", "细节": "detail",
    "本地时间": "local time", "北京时间": "local time", "当地时间": "local time",
    "暗色": "dark", "深色": "dark", "浅色": "light", "亮色": "light", "早上": "morning",
    "上午": "morning", "晚上": "evening", "审查": "review", "评审": "review",
    "制表符": "tab", "空格": "space", "缩进": "indent", "依赖": "dependency", "安装": "install",
    "运行": "run", "执行": "run", "使用": "use", "避免": "avoid", "生产": "production",
    "端口": "port", "区域": "region", "分钟": "minutes", "小时": "hours", "秒": "seconds",
    "列表": "list", "项目符号": "bullet",
    # the languages and lengths of an answer as Japanese writes them
    "日本語": "japanese", "日语": "japanese", "英語": "english", "フランス語": "french",
    "ドイツ語": "german", "中国語": "chinese", "詳しく": "detailed", "詳細": "detailed",
    "長め": "long", "長く": "long", "短く": "short", "簡潔": "short",
}
_CJK_WORD = rxcache.compile("|".join(sorted(_CJK, key=len, reverse=True)))
# A time zone given as an offset ("UTC+8", "GMT-5") is a local time, not UTC.
_OFFSET = rxcache.compile(r"(?<![\w])(?:utc|gmt) ?[+-] ?\d{1,2}(?::?\d\d)?(?![\w])")

PHRASES: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (rxcache.compile(r"(?<!\w)(?:" + pattern + r")(?!\w)"), replacement)
    for pattern, replacement in (
        (r"au lieu de|plutot que|invece di|piuttosto che|en lugar de|en vez de|rather than|"
         r"instead of", " instead "),
        (r"mot de passe|mots de passe|contrasena|contrasenas|passwort|passworter", " password "),
        (r"marcas? de tiempo|marche temporali", " timestamp "),
        (r"base de donnees|bases de donnees|base de datos|banca dati|bancos? de dados",
         " database "),
        (r"listes? a puces|elenchi puntati|elenco puntato|listas? con vinetas|"
         r"bullet points?|pontos de lista|aufzahlungspunkte", " bullet list "),
        (r"pull requests?|merge requests?", " pullrequest "),
        # Keeping something as it is forbids changing it: the same claim as "never change".
        (r"(?:stay|stays|remain|remains|be kept|kept) (?:as (?:it is|they are|is)|unchanged)|"
         r"(?:stay|stays|remain|remains) the same|restent inchanges?|restano invariat[ie]|"
         r"no cambian|bleiben unverandert", " never change "),
    ))


# Portuguese contracts "em" with its article ("no CI", "na main"): in a Portuguese text these
# are not the English or Spanish "no" that negates.
_PORTUGUESE = rxcache.compile(r"[\u00e3\u00f5]|(?<!\w)(?:nao|voce|uma|umas|pelo|pela|pelos|pelas|"
                              r"sao|tambem|entao|isso|essa|esse|depois|ainda|com|ao|aos|em|muito|"
                              r"projeto|usuario|arquivo|arquivos|codigo)(?!\w)", re.IGNORECASE)
_CONTRACTED = rxcache.compile(r"(?<![\w'])[Nn]([oa]s?)(?![\w'])")


def portuguese_articles(text: str) -> str:
    """`text` with the Portuguese contractions no/na/nos/nas written "em o/a/os/as" when it
    reads as Portuguese; else `text` unchanged."""
    if _PORTUGUESE.search(text) is None:
        return text
    return _CONTRACTED.sub(lambda m: "em " + m.group(1), text)


def canonical_text(norm: str) -> str:
    """`norm` (lower-case, accent-free) with the multi-word phrases rewritten, time-zone
    offsets said as local time, and the Chinese words of the domain in English."""
    if not norm.isascii():
        norm = _CJK_WORD.sub(lambda m: f" {_CJK[m.group(0)]} ", norm)
    norm = _OFFSET.sub(" local time ", norm)
    for pattern, replacement in PHRASES:
        norm = pattern.sub(replacement, norm)
    return norm


def canonical(word: str) -> str:
    """The English word for `word` (lower-case, accent-free) when the lexicon knows it."""
    return CANON.get(word, word)
