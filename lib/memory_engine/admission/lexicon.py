"""A small cross-language lexicon: developer vocabulary in twelve languages mapped to English.

A rule restated in French or German shares almost no surface words with its English original,
but it shares its meaning words (always, never, commit, push, tabs, answers...) and its
identifiers (code spans, file names, tool names, versions), which survive translation. Mapping
the common words of the domain onto one English token each lets the ordinary token similarity
see a translation as the restatement it is, and lets a choice ("français" vs "English") be
compared across languages. The table is deliberately small and closed: it covers the words that
carry the claim of a typical rule or preference, not a dictionary. Each English head is given in
French, Italian, Spanish, German, Dutch, Polish, Swedish, Portuguese, Russian, Ukrainian and
Turkish; Chinese, Japanese and Korean words are found inside their unspaced runs (`_CJK`).

Keys are lower-case and accent-free (the form `features.content_tokens` sees; the table puts
each variant in that form, so it may be written as its language spells it); English variants
that a crude stem would split ("written" vs "write") are mapped too. A Russian or Ukrainian
form the table lacks is found by its bare form (`english`). `PHRASES` rewrites a few
multi-word expressions before tokenising ("au lieu de" -> "instead", "stay as they are" ->
"never change").
"""

from __future__ import annotations

from memory_engine import rxcache
from memory_engine.text import normalise

TYPE_CHECKING = False  # not `re` (with `enum` behind it) at import: patterns come from rxcache
if TYPE_CHECKING:
    import re


def _table(spec: str) -> dict[str, str]:
    """`english: variant variant ...` lines -> {variant: english} (the English word included).

    Variants may be written as the language spells them ("długi", "тёмный", "kısa"): each is
    put in the form `normalise` gives a text's words, which keeps the letters that have no
    accent to drop (Polish ł, Turkish ı, Cyrillic) and drops the rest (й -> и, ö -> o).
    """
    out: dict[str, str] = {}
    head = ""
    for line in spec.strip("\n").splitlines():
        if line[:1].isspace():          # a continuation line: more variants of the same word
            variants = line
        else:
            head, _, variants = line.partition(":")
            head = head.strip()
            out[head] = head
        if not variants.isascii():
            variants = normalise(variants)
        for word in variants.split():
            out[word] = head
    return out


_CANON_SPEC = """
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
long: longue longues lungo lunga lunghe largo larga longo longos lange langa długi długa długo
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
timestamp: horodatage horodatages zeitstempel timestamps tijdstempel tijdstempels
    tidsstämpel tidsstämplar tidsstämplarna zeitstempeln
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
"""

# The same heads, and the other words typical rules and preferences are made of, in Dutch,
# Polish, Swedish, Portuguese, Russian, Ukrainian and Turkish (and the forms the table above
# lacks in French, Italian, Spanish and German). Written as each language spells them; the
# usual inflected forms are listed, since a lookup is by whole word.
_MORE_SPEC = """
always: steeds daima hep всегда завжди sempre
not: niet nooit geen nie nigdy żaden żadne żadnych inte aldrig ingen inga icke jamais
    не нет никогда ні ніколи asla hiç hiçbir değil yok
repo: repozytorium repozytoriach repozytoriów repot repositoriet репозиторий репозитории
    репозитория репозиторию репозиторе репо репозиторій репозиторії репозиторію depo deposu
    depoda
without: zonder bez utan sem без olmadan
instead: zamiast istället вместо замість yerine
use: gebruik gebruiken gebruikt używaj używać używamy używa użyj używany używane använd
    använda använder används usamos usam utilizamos используй используйте использовать
    используем используется используют использует використовуй використовуйте
    використовувати використовуємо використовується використовує kullan kullanın kullanılır
    kullanıyoruz kullanmak kullanır utilisons usiamo usano usamos verwenden nutzt
prefer: prefereert voorkeur preferuje woli wolę föredrar föredra föredras prefere preferem
    preferir предпочитает предпочитаем предпочитаю предпочитают віддає перевагу tercih
    likes aime gosta gostam gusta piace lubi gillar любит
avoid: vermijd vermijden unikaj unikać unikamy undvik undvika undviker evite evitamos
    избегай избегайте избегать избегаем уникай уникати уникайте kaçın kaçının kaçınmak
need: nodig vereist vereisen potrzebuje potrzeba wymaga wymagany wymagane potrzebny behöver
    kräver krävs precisa precisam requer necessario нужен нужно нужна нужны требует
    требуется потрібен потрібно потрібна вимагає gerekir gerekli gerekiyor ihtiyaç
run: draai draaien draait uitvoeren voer uruchom uruchamiaj uruchamia uruchomić uruchamiamy
    uruchamiane odpal kör köra körs körde executa executamos запусти запускай запускать
    запускается запускаем запускаются выполни выполнять выполняется запускати запускається
    запускаємо виконай виконувати çalıştır çalıştırın çalıştırılır çalışır lanciamo lancia
    lanciare
install: geinstalleerd instaluj instaluje instalujemy installeras installerar instalamos
    установи установить устанавливай устанавливать устанавливаем установлен встанови
    встановити встановлювати встановлюємо kur kurun kurulur yükle yükleyin
commit: committen commiten commituj commitować commity commitów commita committa commitar
    commite коммит коммиты коммита коммитов коммитить закоммить коммитьте коміт коміти
    коміту комітів комітити commitle commitlenir
push: pushen pushuj wypchnij pusha pushar пуш пушить запушить пушьте пушити pushla
force: forceren wymuś tvinga forçar forçado принудительно примусово zorla zorlama forcé
test: testen testy testów testować testuj tester testa testerna teste testes testar тест
    тесты тестов тестирование тестировать тестируй тести тестів тестувати testler testleri
    testi
message: komunikat komunikaty сообщение сообщения сообщений повідомлення mesaj mesajı
    mesajları mesajlar
write: schrijf pisz pisać piszemy napisane napisz skriv пиши пишите писать пишем написан
    пишіть писати пишемо yaz yazın yazılır yazmak écris écrivez scrivi escribe escreva
answer: svaret svaren ответ ответы ответа ответов ответе отвечай отвечать відповідь
    відповіді відповідай відповідати cevap cevabı cevaplar yanıt yanıtı yanıtlar yanıtla
short: kortfattad kortfattat beknopt krótko zwięźle zwięzły zwięzła zwięzłe conciso concisa
    concis concise brief bref brève breve kurzgefasst короткий короткая короткое короткие
    коротко кратко краткий краткая кратким коротка коротке короткі стисло стислий kısa
    kısaca
long: langer längre långa dłuższy dłuższa dłuższe dłuższych длинный длинная
    длинное длинные длиннее долгий довгий довга довге довгі довше довший uzun uzunsa
    langen
detailed: подробный подробно подробные детально детальний детально докладно ayrıntılı
    detaylı
english: английский английском английски англійська англійською англійській ingilizce
    inglês angielsku engels
french: французский французском французька французькою fransızca francuski
german: немецкий немецком німецька німецькою almanca
spanish: испанский іспанська ispanyolca hiszpańsku
italian: итальянский італійська italyanca włosku
dutch: нидерландский голландский нідерландська hollandaca
portuguese: португальский португальська portekizce portugalsku
polish: польский польська lehçe
swedish: шведский шведська isveççe szwedzku
russian: русский русском русская российский російська rusça rosyjsku
ukrainian: ukrainien ukrainienne ucraino ucraina ucraniano ucraniana ukrainisch oekraïens
    ukraiński ukraińsku ukrainska украинский українська українською ukraynaca
turkish: turc turque turco turca türkisch turks turecki turecku turkiska турецкий турецька
    türkçe
korean: coréen coréenne coreano coreana koreanisch koreaans koreański koreańsku koreanska
    корейский корейська korece
japanese: японский японська japonca japońsku
chinese: китайский китайська çince chińsku
list: lijst lijsten listy listor список списки списком listesi listeler
bullet: opsommingsteken opsommingstekens opsomming punktor punktory wypunktowanie punktlista
    punktlistor marcadores маркированный маркеры пункты маркований maddeler madde maddeli
tab: tabulatory tabulacja tabulatorów tabulatorami tabb tabbar tabbtecken tabulação
    tabulações табуляция табы табуляции табов табуляція табуляції таби sekme sekmeler
space: spacjami blanksteg espaços пробел пробелы пробелов пробелами пробіл пробіли пробілів
    boşluk boşluklar boşluklu
indent: inspringen ingesprongen inspringing wcięcie wcięcia wcięć indrag indenterade indentação
    indentados indentado indentadas indentada recuo отступ отступы отступов відступ відступи
    girinti girintili rientro rientri sangría einrückung
file: plików pliku filen filerna ficheiro ficheiros файл файлы файлов файле файла файлі
    файли файлів dosya dosyası dosyalar dosyaları dosyayı
every: elke ieder iedere elk każdy każda każde varje каждый каждая каждое каждую кожен
    кожна кожне кожну
new: nieuw nieuwe nowy nowa nowe nowych nya nytt novo nova novos novas новый новая новое
    новые новую новий нова нове нові yeni
change: wijzig wijzigen wijziging wijzigingen verander veranderen zmiana zmiany zmian
    zmieniać zmień zmienia ändra ändring ändringar ändras mudar mudança mudanças alterar
    alteração alterações изменение изменения изменений изменить менять меняй зміна зміни
    змін змінити змінювати değişiklik değişikliği değişiklikleri değiştir değiştirme değişir
    modifica modifiche änderung
review: beoordeling przegląd recenzja granskning granska granskar revisar revisa rivede
    rivedere ревью ревьюит рецензия рев'ю inceleme incele incelemesi reviewt
request: verzoek aanvraag prośba prośby begäran förfrågan pedido pedidos solicitação
    запрос запросы просьба запит запити istek talep demande demandes
branch: gałąź gałęzi gałęzie gren grenen grenar ветка ветку ветки веток гілка гілку
    гілки гілок dalı dallar
merge: mergen samenvoegen scal scalaj scalanie mergować sammanfoga mergea mesclar mescladas
    mesclado mescladas mesclagem слияние слить сливать мерж мержить злиття злити birleştir
    birleştirme birleştirilir
before: voordat voorheen przed innan före перед antes
after: nadat daarna efter после після sonra depois
time: tijd czas czasie czasu tid tiden время времени час часу zaman
timezone: timezones zeitzone zeitzonen tijdzone tijdzones tidszon tidszonen
store: opgeslagen opslaan bewaard bewaren zapisujemy zapisywane przechowujemy przechowywane
    lagras lagrar sparas sparar armazenados armazena armazenar armazenamos guardamos храним
    хранятся хранить сохраняем записываем зберігаємо зберігаються зберігати saklanır
    saklıyoruz kaydedilir kaydediyoruz
local: lokalnym lokalnego lokalnej lokalt локальный локальное локальном локальном местное
    местном местного локальний локальному місцевий місцевому yerel
only: alleen enkel tylko bara endast apenas somente только лишь тільки лише sadece
    yalnızca
user: gebruiker gebruikers użytkownik użytkownicy użytkownika użytkowników användare
    användaren utilizador пользователь пользователя пользователи пользователей користувач
    користувача користувачі kullanıcı kullanıcılar kullanıcıya
imperative: повелительное повелительном императив наказовий наказовому rozkazujący
    rozkazującym imperativo imperativa emir
character: teken tekens karakters znak znaki znaków tecken caractere caracteres символ
    символа символов символи символів karakter karakteri karakterler caracter
line: lines ligne lignes riga righe linea lineas zeile zeilen linia linie linii linijek
    linijki rad rader raden linha linhas строка строки строк строку рядок рядки рядків
    satır satırı satırlık satırlar satırdan
most: max maksymalnie najwyżej maks högst maximalt максимум massimo máximo maksimum
deploy: deployen uitrollen wdrożenie wdrażaj wdrożyć wdrożenia driftsätt driftsättning
    deploya implantar implantação деплой деплоить развертывание розгортання dağıtım
secret: geheim geheimen sekret sekrety sekretów hemlighet hemligheter segredo segredos
    секрет секреты секретов секрети секретів sır sırlar
error: fout fouten błąd błędy błędów fel felet erro erros ошибка ошибки ошибок помилка
    помилки помилок hata hatalar hataları
database: databasen bazie bazach veritabanı veritabanında
light: lichte jasnym jasnej ljusa светлый светлая светлой светлом світлий світла світлій
dark: donkere ciemnym ciemnej ciemnego mörk mörka escuros тёмный тёмная тёмной тёмном
    тёмную темний темна темній темному koyu
mode: modus modo modalità tryb trybie trybu läge läget режим режиме режима mod modu
morning: ochtends rankiem morgon morgonen förmiddag förmiddagen утро утром утренний ранок
    вранці зранку sabah sabahları mattinata
evening: avonds wieczorem kväll kvällen kvällar вечер вечером вечір ввечері akşam akşamları
two: twee dwa dwie två dois duas два две дві iki
three: drie trzy tre três три üç
four: cztery fyra quatro четыре чотири
update: bijwerken bijgewerkt aktualizuj aktualizujemy aktualizować aktualizacja uppdatera
    uppdaterar uppdateras обновляй обновлять обновляем обновляют обновление обновляйте
    оновлюй оновлювати оновлюємо оновлення güncelle güncellenir güncelleme güncelleyin
summary: podsumowania sammanfattningen резюме сводка сводку итог підсумок özet özeti
screenshot: schermafbeelding schermafbeeldingen zrzut zrzuty zrzutów skärmdump skärmdumpar
    skärmbild skärmbilder скриншот скриншоты скриншотов скріншот скріншоти screenshoty
docs: dokumentacji dokumentację dokumentationen документация документации документацию
    доки документація документації документацію dokümantasyon dokümantasyonu dokümantasyonda
    dokümantasyona belgeler
    belgeleri
migration: migracja migracje migracji migrering migreringar миграция миграции миграций
    міграція міграції migrasyon migrasyonlar
page: страница страницы страниц сторінка сторінки sayfa sayfalar sayfası strona strony
    stron sida sidor sidan
principal: principale principalen principaal принципал принципала принципалу
    принципалом принципалові
code: codice código kod kodu koden код кода коде
flag: flags flagga flaggor flaggan flaggorna flaga flagi flagę flagą флаг флаги флага
    флагов флаги прапорець прапорці bayrak bayrağı
delete: deletes deleted deleting remove removes removed removing supprimer supprime
    supprimé supprimée supprimez cancellare cancella cancellato eliminare elimina eliminato
    borrar borra borrado eliminar löschen gelöscht entfernen entfernt verwijderen verwijder
    verwijderd usuń usuwać usuwamy usunięty raderas radera apagar apaga apagado remover
    удалить удаляй удаляем удаляется удаляют видалити видаляй видаляємо видаляється sil
    silin silinir kaldır
release: releases rilascio lanzamiento wydanie wydania releasen lançamento релиз релиза
    релизе реліз релізу sürüm
read: reads reading lire lisez leggere legge leggi leer lee lesen liest lezen leest czytać
    czyta czytaj läsa läser ler читать читает читай читає читати okur oku okumak
version: versions versione versión versão wersja wersji versie versionen версия версии
    версію версія
team: équipe squadra equipo zespół zespołu teamet equipe команда команды команди ekip
    takım
hide: cacher nascondere nascosto nascosta ocultar oculto oculta verstecken
    versteckt verbergen verberg ukrywaj ukryj ukrywamy ukryte dölj döljs dölja esconder
    escondido скрывай скрывать прячь скрыт скрыты приховуй приховувати gizle gizlenir
behind: derrière dietro detrás hinter achter bakom atrás позади arkasında
add: adds added adding ajouter ajoutez ajoute aggiungere aggiungi agregar añadir añade
    hinzufügen toevoegen voeg dodaj dodawać dodajemy adicionar adicione добавь добавлять
    добавляем додай додавати додаємо ekle ekleyin
wait: wacht wachten czekaj czekać vänta väntar жди ждать ждите дождись чекай чекати bekle
    bekleyin
ask: asks asked asking demander demandez chiedere chiedi chiede pedir pide pida fragen
    fragt vragen vraagt prosić prosi poproś frågar fråga pede peça просить просит попроси
    просіть просити ister isteyin
config: configuration configurazione configuración konfiguration configuratie konfiguracja
    konfiguracji configuração конфигурация конфигурации конфиг конфігурація yapılandırma
whole: full entire volledig volledige complète complet entier entière intero intera
    completo completa entero entera vollständig vollständige vollständigen komplett komplette
    gesamte ganze pełny pełna pełne cały cała całe hela fullständig fullständiga полный
    полная полное весь повний повна весь tüm bütün tamamı inteiro inteira
test: testsuite testsuites testsuiten testsuíte testowy testowe testów тесты тестов testler
    testleri
commit: committet commitet committed gecommit gecommitted gecommitet commité commités
    commitato commitati commiteado commitado commitados commitowany commitujemy scommitować
    comitado comitados committas закоммичен коммитим commitlenir
separate: separately separado separada separados separadas séparé séparée séparés séparément
    separato separata separati separatamente separat separate getrennt getrennten gesondert
    gesonderten apart aparte afzonderlijk afzonderlijke oddzielny oddzielnym oddzielnej
    osobny osobnym osobnej osobno separat separata отдельный отдельным отдельном отдельно
    окремий окремим окремо ayrı ayrıca
launch: launches launched lancement lancio lanzamiento lançamento markteinführung
    wdrożenie wdrożeniu wdrożenia lansering запуск запуска запуску lansman
take: duurt duren dauert dauern dure durent dura durano duran demora demoram trwa trwają
    tar длится длятся занимает занимают триває тривають sürer sürüyor
"""

def _build_canon(specs: tuple[str, str]) -> dict[str, str]:
    """{variant: english} of both tables. Putting some thousands of variants in their
    `normalise` form cost every process that scores a candidate (the pre-write gate on each
    record written into a tier) milliseconds, so the result is kept beside the bytecode
    (datacache.load_made: used only when made from these very tables)."""
    canon: dict[str, str] = {}
    for spec in specs:
        canon.update(_table(spec))
    return canon


def _load_canon() -> dict[str, str]:
    from memory_engine import datacache, text

    canon: dict[str, str] = datacache.load_made(__file__, (_CANON_SPEC, _MORE_SPEC),
                                                _build_canon, also=(text.__file__,))
    return canon


CANON: dict[str, str] = _load_canon()


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
    # the same vocabulary in Chinese, Japanese and Korean beyond the words above
    "截屏": "screenshot", "屏幕截图": "screenshot", "模式": "mode", "暗黑": "dark",
    "黑暗": "dark", "请求": "request", "拉取请求": "pullrequest", "合并请求": "pullrequest",
    "负责人": "principal", "委托人": "principal", "喜欢": "prefer", "偏好": "prefer",
    "更喜欢": "prefer", "游标": "cursor", "令牌": "token", "偏移": "offset", "响应": "response",
    "路由": "route", "兼容": "compatible", "标志": "flag", "功能开关": "feature flag",
    "配置": "config", "删除": "delete", "隐藏": "hide", "发布": "release", "错误": "error",
    "时区": "timezone", "行数": "lines", "更新": "update", "最多": "most", "不": "not",
    "コミット": "commit", "プッシュ": "push", "ブランチ": "branch", "マージ": "merge",
    "テスト": "test", "デプロイ": "deploy", "レビュー": "review", "ドキュメント": "docs",
    "スクリーンショット": "screenshot", "ダーク": "dark", "ライト": "light", "モード": "mode",
    "ファイル": "file", "シークレット": "secret", "秘密": "secret", "要約": "summary",
    "サマリー": "summary", "返信": "answer", "答え": "answer",
    "プルリクエスト": "pullrequest", "データベース": "database", "マイグレーション": "migration",
    "タイムスタンプ": "timestamp", "ローカル": "local", "タイムゾーン": "timezone",
    "タブ": "tab", "スペース": "space", "インデント": "indent", "常に": "always",
    "必ず": "always", "しない": "not", "しないこと": "not", "禁止": "not", "朝": "morning",
    "午前": "morning", "夕方": "evening", "フラグ": "flag", "設定": "config",
    "削除": "delete", "リリース": "release", "プリンシパル": "principal", "英語で": "english",
    "커밋": "commit", "푸시": "push", "브랜치": "branch", "머지": "merge", "병합": "merge",
    "테스트": "test", "배포": "deploy", "리뷰": "review", "문서": "docs", "스크린샷": "screenshot",
    "다크": "dark", "라이트": "light", "모드": "mode", "파일": "file", "시크릿": "secret",
    "비밀": "secret", "요약": "summary", "답변": "answer", "응답": "answer", "짧게": "short",
    "짧은": "short", "간결": "short", "길게": "long", "긴": "long", "자세히": "detailed",
    "탭": "tab", "공백": "space", "들여쓰기": "indent", "항상": "always", "언제나": "always",
    "절대": "never", "않": "not", "말 것": "not", "마라": "not", "데이터베이스": "database",
    "마이그레이션": "migration", "타임스탬프": "timestamp", "로컬": "local", "영어": "english",
    "한국어": "korean", "풀 리퀘스트": "pullrequest", "플래그": "flag", "설정": "config",
    "삭제": "delete", "릴리스": "release", "의존성": "dependency", "설치": "install",
    "실행": "run", "오류": "error", "에러": "error", "페이지": "page", "사용": "use",
    "아침": "morning", "오전": "morning", "저녁": "evening", "프린시펄": "principal",
    "선호": "prefer", "好む": "prefer", "好み": "prefer", "한국語": "korean", "韩语": "korean",
    "韓国語": "korean",
    # one thing apart from another, or the same one ("別のPR", "同じPR", "별도 PR")
    "別の": "separate", "別々": "separate", "同じ": "same", "同一": "same", "单独": "separate",
    "别的": "separate", "별도": "separate", "따로": "separate", "같은": "same",
}
# The table in the form the text is sought in, and its pattern: built on the first text that is
# not ASCII, since normalising some 300 keys at import would cost every English record's gate.
_cjk_words: tuple[dict[str, str], re.Pattern[str]] | None = None


def _cjk_table() -> tuple[dict[str, str], re.Pattern[str]]:
    global _cjk_words
    if _cjk_words is None:
        # Keys in the form `normalise` gives the text: a Japanese voiced kana loses its mark
        # ("ブ" is "フ") and a Korean syllable is spelled in its letters (jamo), as in the text
        # they are sought in.
        table = {normalise(k): v for k, v in _CJK.items()}
        # A Korean key must end where a syllable ends: not followed by a final consonant
        # (U+11A8-11FF) that would make its last syllable another one. The keys are letters
        # and spaces: nothing in them to escape.
        pattern = rxcache.compile("(?:" + "|".join(sorted(table, key=len, reverse=True))
                                  + ")(?![\u11a8-\u11ff])")
        _cjk_words = (table, pattern)
    return _cjk_words


# A time zone given as an offset ("UTC+8", "GMT-5") is a local time, not UTC.
_OFFSET = rxcache.lazy(r"(?<![\w])(?:utc|gmt) ?[+-] ?\d{1,2}(?::?\d\d)?(?![\w])")

PHRASES: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (rxcache.compile(r"(?<!\w)(?:" + pattern + r")(?!\w)"), replacement)
    for pattern, replacement in (
        (r"au lieu de|plutot que|invece di|piuttosto che|en lugar de|en vez de|rather than|"
         r"instead of|in plaats van|i stallet for|em vez de|ao inves de", " instead "),
        (r"mot de passe|mots de passe|contrasena|contrasenas|passwort|passworter", " password "),
        (r"marcas? de tiempo|marche temporali|marcas? de tempo|carimbos? de data|"
         r"znacznik\w* czasu|метк[аиу] времени|временн\w+ метк\w*|мітк[аиу] часу|"
         r"zaman damgas\w*", " timestamp "),
        (r"time zones?|fuseaux? horaires?|fus[oi] orari[oi]|zonas? horarias?|fusos? horarios?|"
         r"strefa czasowa|strefie czasowej|часов(?:ои|ого|ом|ии|ому) пояс\w*|saat dilimi\w*",
         " timezone "),
        (r"ekran goruntu\w*|zrzut\w* ekranu|capturas? de tela|captures? d'ecran|"
         r"schermafdruk\w*", " screenshot "),
        (r"en fazla|не более|не больше|не більше", " most "),
        (r"base de donnees|bases de donnees|base de datos|banca dati|bancos? de dados|"
         r"баз[аеуы] данных|баз[аіу] даних", " database "),
        (r"listes? a puces|elenchi puntati|elenco puntato|listas? con vinetas|"
         r"bullet points?|pontos de lista|aufzahlungspunkte", " bullet list "),
        (r"pull requests?|merge requests?|prs?", " pullrequest "),
        # a tense named in any language is one word, a member of a group of alternatives
        (r"(?:(?:in|au|al|no|na|im|w) (?:the |de )?)?(?:past tense|passe compose|passato prossimo|"
         r"tempo passato|pasado|preterito|vergangenheitsform|prateritum|verleden tijd|"
         r"czasie przeszlym|czas przeszly|preteritum|datid|прошедшем времени|gecmis zaman)",
         " pasttense "),
        (r"(?:(?:in|au|al|no|na|im|w) (?:the |de )?)?(?:present tense|presente|prasens|"
         r"tegenwoordige tijd|czasie terazniejszym|presens|настоящем времени|simdiki zaman)",
         " presenttense "),
        # Keeping something as it is forbids changing it: the same claim as "never change".
        (r"(?:stay|stays|remain|remains|be kept|kept) (?:as (?:it is|they are|is)|unchanged)|"
         r"(?:stay|stays|remain|remains) the same|restent inchanges?|restano invariat[ie]|"
         r"no cambian|bleiben unverandert", " never change "),
    ))


# Portuguese contracts "em" with its article ("no CI", "na main"): in a Portuguese text these
# are not the English or Spanish "no" that negates.
_PORTUGUESE = rxcache.lazy(r"[\u00e3\u00f5]|(?<!\w)(?:nao|voce|uma|umas|pelo|pela|pelos|pelas|"
                           r"sao|tambem|entao|isso|essa|esse|depois|ainda|com|ao|aos|em|muito|"
                           r"projeto|usuario|arquivo|arquivos|codigo)(?!\w)", rxcache.IGNORECASE)
_CONTRACTED = rxcache.lazy(r"(?<![\w'])[Nn]([oa]s?)(?![\w'])")


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
        table, words = _cjk_table()
        norm = words.sub(lambda m: f" {table[m.group(0)]} ", norm)
    norm = _OFFSET.sub(" local time ", norm)
    for pattern, replacement in PHRASES:
        norm = pattern.sub(replacement, norm)
    return norm


# Russian and Ukrainian inflect a word in many more forms than the table can list ("ответ",
# "ответа", "ответы", "ответом"): a Cyrillic word the table lacks is looked up by its bare
# form, its case ending taken off, among the bare forms of the table's Cyrillic words. A bare
# form keeps at least four letters, and one that two heads share is left out.
_CYRILLIC = rxcache.lazy(r"[\u0400-\u04ff]")
_ENDING_TEXT = """
    ами ями ого его ому ему ыми ими ых их ах ях ов ев ей ой ий ый ій ая яя ое ее ые ие ую юю
    ом ем ам ям ою ею ия ія ів ові ть ся а я о е и ы у ю ь й і ї є"""
_ENDINGS = frozenset(normalise(e) for e in _ENDING_TEXT.split())
_BARE_MIN = 4


def _bare(word: str) -> str:
    for n in (3, 2, 1):                 # the longest ending first
        if word[-n:] in _ENDINGS and len(word) - n >= _BARE_MIN:
            return word[:-n]
    return word


_BARE: dict[str, str] | None = None     # built on the first Cyrillic word the table lacks


def _bare_table() -> dict[str, str]:
    heads: dict[str, set[str]] = {}
    for word, head in CANON.items():
        if not word.isascii() and _CYRILLIC.match(word):
            heads.setdefault(_bare(word), set()).add(head)
    return {bare: next(iter(found)) for bare, found in heads.items() if len(found) == 1}


def english(word: str) -> str | None:
    """The English word for `word` (lower-case, accent-free), or None when the lexicon does
    not know it."""
    global _BARE
    found = CANON.get(word)
    if found is None and not word.isascii() and _CYRILLIC.match(word):
        if _BARE is None:
            _BARE = _bare_table()
        found = _BARE.get(_bare(word))
    return found


def canonical(word: str) -> str:
    """The English word for `word` (lower-case, accent-free) when the lexicon knows it."""
    return english(word) or word
