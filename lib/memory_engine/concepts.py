"""The kinds of work a lesson's situation belongs to, read the same from commands, files and words.

A correction is taught in one wording and needed later in another: "the pipeline runs clippy"
is needed by "the lint job on my PR went red", "every amount is a DecimalField" by "keep the tip
on the order", a lesson taught in German by a request in English. What the two share is not a
word but the kind of work: linting, money, testing, adding a dependency. This module names those
kinds (CONCEPTS, each by one English word) and reads them

* from what the agent ran: the kind of a command (`commands.work_of`: `cargo clippy` lints,
  `npm install` adds a dependency) and the programs and files it names (PROGRAMS, FILES:
  `.tf` is infrastructure, `locales/` holds the user-facing text, `migrations/` the schema);
* from words, in the six languages the principals write (WORDS): "Abhängigkeit", "dipendenza"
  and "dependency" are one kind; an entry ending in `*` is a word's beginning ("factur*" holds
  "facture", "factura", "fattura").

Lessons and preferences carry their kinds (a `Concerns:` line and one trigger each); recall
reads the kinds of a request and states them (retrieval.query), so a request meets a lesson of
the same kind of work whatever the words of either. A fact table, not a fit: it grows with
the kinds of work and the words for them, never with one example's phrasing.
"""

from __future__ import annotations

# kind -> its words in English, French, German, Spanish, Italian and Portuguese (normalised:
# lower case, no accents). "*": the beginning of a word; a space: a phrase.
CONCEPTS: dict[str, str] = {
    # testing also holds the words of checking that a change holds: "verify", and the verbs of
    # a change breaking something ("did it break anything", "ne casse rien", "ist was kaputt",
    # "no rompe nada"): asking whether something broke is asking for the tests.
    "testing": """test tests testing tested unittest pytest jest vitest coverage spec specs
        fixture* assert* mock mocks mocking testset
        teste testes testar essai* prueba pruebas probar collaud*
        verify verifies verified verifying verification verifi* uberpruf* comprob*
        break breaks breaking broke broken breakage
        casse casser cassent kaputt romper rompe rompio roto rompere rotto quebrar quebra
        quebrou quebrado""",
    "linting": """lint* clippy formatter formatting reformat* typecheck* warnings
        formater formatage formatier* formatear formattare formatar""",
    "dependencies": """dependenc* package packages library libraries lib libs
        dependance* paquet* librairie* bibliotheque* abhangigkeit* paket* bibliothek*
        dependencia* paquete* libreria* dipendenz* pacchett* librer* pacote* biblioteca*""",
    "versions": """version versions versioning release releases stable msrv sdk newest latest
        compatib* deprecat* upgrade upgrades upgrading
        versao versoes versione versioni versionen""",
    "commits": """commit commits committing committed push pushing pushed branch branches
        merge merging rebase repo repository diff diffs git
        pousser fusionner depot pushen zweig rama fusionar ramo repositorio repositorios""",
    "pipeline": """ci pipeline pipelines pr prs workflow workflows
        pull request merge request checks""",
    # infrastructure also holds the names of what it is made of, the same in every language:
    # a cluster's objects (a pod, an ingress, a CronJob), the GitOps tools that sync them,
    # and the managed services of the clouds (a queue on SQS, a function on Lambda)
    "deployment": """deploy* prod production staging infra infrastructure terraform provider
        providers cloud aws gcp azure bucket buckets cluster clusters kubernetes k8s helm
        rollout roll out ship recette
        pod pods replica replicas replicaset* statefulset* daemonset* cronjob cronjobs
        ingress ingresses namespace namespaces configmap* networkpolic* hpa pvc
        oomkilled crashloopbackoff kustomiz* argocd argo gitops flux
        ecs eks fargate lambda lambdas rds elasticache cloudwatch eventbridge sqs sns
        route53 cloudfront vpc subnet subnets iam gke cloudrun
        deploie* deployer ausroll* bereitstell* produktion despleg* produccion
        rilasci* produzione implant* producao""",
    "database": """database databases db sql postgres* mysql sqlite migration migrations
        migrate* schema schemas column columns table tables query queries orm
        makemigrations alembic
        donnees base de donnees colonne* requete* datenbank* spalte* tabelle* abfrage*
        base de datos columna* tabla* consulta* colonn* tabell* banco de dados coluna*
        tabela*""",
    "configuration": """config configs configuration configure settings setting env
        environment environments dotenv port ports
        parametre* reglage* konfiguration* einstellung* umgebung* configuracion* ajuste*
        entorno* configurazion* impostazion* ambiente* configuracao* definicoes""",
    "secrets": """secret secrets password passwords token tokens credential* vault apikey
        api key ssh key
        mot de passe identifiant* geheim* passwort* zugangsdaten contrasena* credencial*
        secreto* credenzial* segret* senha* segredo*""",
    "interface": """ui screen screens page pages view views component components button
        buttons widget widgets layout layouts style styles styling stylesheet css colour
        colours color colors theme themes modal modals dialog dialogs toast toasts snackbar
        banner banners icon icons badge badges card cards tab tabs form forms empty state
        splash frontend
        ecran* bouton* composant* couleur* vue vues bildschirm* seite seiten knopf
        schaltflache* komponente* farbe farben ansicht* pantalla* boton* componente* vista
        vistas pagina* schermat* bottone* pulsant* colore* tela telas botao botoes cor cores
        dialogo* finestr* ventan*""",
    "translations": """i18n l10n locale locales translation translations translate* string
        strings text texts wording label labels localiz* localis*
        traduction* traduire texte textes libelle* chaine* ubersetz* beschriftung* texte
        traduccion* traducir texto textos cadena* traduzion* tradurre testo testi stringa
        stringhe traducao* traduzir""",
    "logging": """log logs logging logger loggers debug debugging verbose verbosity print prints
        println stdout stderr console tracing
        journal journaux journalisation protokoll* registro registros""",
    "state": """state store stores redux zustand riverpod mobx pinia vuex shared state
        global state etat partage* zustand estado compartid* stato condivis*""",
    "errors": """error errors exception exceptions panic panics unwrap crash crashes crashing
        traceback handling
        erreur* plante* planter fehler ausnahme* absturz* abgesturzt error errores
        excepcion* fallo* falla* errore errori eccezion* erro erros excec* falha*""",
    "money": """money amount amounts price prices pricing fee fees cost costs tip tips
        balance balances payment payments invoice* currency currencies discount* coupon*
        refund* tax taxes vat euro euros dollar dollars cents decimal decimals checkout
        billing
        argent montant* prix frais paiement* factur* remise* solde* geld betrag* preis*
        gebuhr* zahlung* rechnung* rabatt* dinero importe* monto* precio* pago* descuento*
        saldo* denaro soldi importo* prezz* pagament* fattur* sconto* dinheiro preco*
        pagamento* desconto* frete* reais""",
    # work run later or on a clock: a queue, a worker, and a job's schedule ("nightly",
    # "stündlich", "cada semana"), which an Airflow or cron lesson is about
    "background": """background async asynchronous queue queues task tasks worker workers
        celery cron scheduled scheduler
        arriere-plan asynchrone* tache* file d attente hintergrund* warteschlange*
        aufgabe* segundo plano asincron* tarea* cola colas coda asincron* compito
        compiti tarefa* fila filas assincron*
        schedule schedules scheduling nightly hourly daily weekly airflow dag dags dagster
        planifi* quotidien* hebdomadaire* taglich* stundlich* nachtlich* wochentlich*
        zeitplan* diario diaria diarios semanal* programad* giornalier* settimanal*
        notturn* pianific* noturno agendad*""",
    "datasets": """data dataset datasets csv parquet export exports import imports raw
        dvc
        donnee* jeu de donnees daten datensatz* datos conjunto de datos dati dados""",
    "dataframes": """pandas polars dataframe dataframes join joins groupby aggregat* dedup*
        pivot* rows columns
        jointure* agregat* zusammenfuhr* aggreg* agrupar*""",
    "charts": """chart charts plot plots plotting graph graphs visualis* visualiz*
        figure figures histogram* distribution ggplot matplotlib heatmap* scatter* barplot*
        graphique* courbe* diagramm* grafik* grafico* grafica* graficos visualizz*
        abbildung* schaubild* figura figuras diagrama*""",
    "reports": """report reports reporting document documents write up writeup quarto
        rmarkdown summary
        rapport* compte rendu bericht* dokument* informe* reporte* relazione relazion*
        rapporto relatorio*""",
    "modelling": """model models train training retrain retraining evaluate evaluation
        metric metrics auc roc accuracy recall precision validation split cross-validation
        hyperparameter* predict* prediction classifier regression
        modele* entrainement modell* trainier* validierung* modelo* entrenar* entrenamiento
        modello modelli addestr* treinar* treinamento""",
    "refactoring": """refactor* rename* renaming move moving restructur* module modules
        extract*
        renommer deplacer umbenenn* verschieb* renombrar mover rinomin* spost* renomear
        modulo modulos moduli modul*""",
    "notebooks": """notebook notebooks jupyter ipynb nbstripout""",
    "options": """cli flag flags option options argument arguments subcommand* command line
        ligne de commande kommandozeile opcion* argumento* linea de comandos opzion*
        argoment* riga di comando opcao opcoes linha de comando""",
    "permissions": """permission permissions ios android plist manifest prebuild expo
        deep link url scheme
        berechtigung* permiso* permess* permiss*""",
    "writing": """latex tex pdf pdflatex xelatex lualatex latexmk overleaf paper manuscript
        preprint footnote footnotes appendix paragraph paragraphs typeset*
        proofread*
        article redaction paragraphe* manuskript absatz absatze fussnote*
        articulo manuscrito parrafo* articolo manoscritto paragrafo*
        artigo manuscrito rodape redaccion redazione redacao""",
    "citations": """cite cites citing citation citations bibliograph* bibliograf* bib bibtex
        biblatex biber zotero mendeley doi references
        citer reference* zitier* zitat* literaturverzeichnis quellenangabe* citar
        referencia* citare citazion* riferiment* citacao citacoes""",
    # digital design on an FPGA or an ASIC is hardware work too: its languages and tools,
    # and what a design is made of (a FIFO, a clock domain, a LUT), the same in every language
    # ("led" alone is also a past of "lead": the plural stands for the part)
    "hardware": """firmware board boards mcu microcontroller* devicetree dts overlay overlays
        fpga fpgas asic rtl verilog systemverilog vhdl verilator yosys nextpnr vivado quartus
        cocotb testbench* fifo fifos lut luts bram pll plls leds framebuffer*
        clock domain clock domains cdc
        kconfig uart i2c spi gpio adc pwm sensor sensors interrupt interrupts isr watchdog
        bootloader ota zephyr freertos arduino esp32 stm32 nrf52 flash ram rom heap
        capteur* interruption* sensoren platine unterbrechung* sensor*
        placa sensore sensori interruzion* interrupcion* interrupcao*""",
    "simulation": """simulation simulations simulate* simulator ensemble ensembles spinup
        slurm sbatch hpc timestep* cluster clusters nodes
        advect* diffusion stencil* solver solvers discretis* discretiz* tracer tracers
        mesh meshes
        simulacion* simulazion* simulacao simulacoes knoten lauf laufe""",
    # how fast code runs or how much it allocates: a lesson on type stability, allocations or
    # a profiler is needed by "this loop is slow", "es ist zu langsam", "c'est lent"
    "performance": """performance perf slow slower slowly slowness slowdown fast faster
        speed speedup speedups optimis* optimiz* profiler profiling benchmark* bottleneck*
        latency throughput allocat* realloc*
        lent lente lents lentes lenteur rapide rapides ralenti* performant*
        langsam* schnell* geschwindigkeit* leistung* laufzeit* optimier* engpass
        lento lenta lentos lentas lentitud rendimiento velocidad* optimiz*
        veloce lentezza velocita prestazion* ottimizz* desempenho velocidade otimiz*""",
    # handing work over as finished: "is it ready?", "ok to push?", "tu confirmes ?", "ho
    # finito"; a lesson on what to run or check before saying the work is done is needed by
    # such a request, whatever its wording
    "handoff": """handoff finished finish finishing ready confirm confirms signoff
        fini finie finis termine terminee pret prete prets confirme confirmes
        fertig bereit abgeschlossen bestatige bestatigen
        finito finita pronto pronta terminato terminata confermi confermare
        terminado terminada listo acabado acabada acabe confirmas
        terminei acabei concluido concluida finalizado finalizada confirmar""",
    # writing a unit of code: a function, a method, a helper, its parameters and signature,
    # which a preference on how code is written is about ("every function gets type hints",
    # "std::span parameters, not a pointer and a length") and a request to write one names
    # ("add a function that returns the title", "schreib eine Hilfsfunktion"); not "class",
    # which is as often a CSS class, a school class or a test class
    "functions": """function functions method methods helper helpers
        signature signatures parameter parameters param params docstring docstrings
        type hint type hints return type return types
        fonction fonctions methode methodes parametre parametres
        funktion funktionen methode methoden parameter signatur*
        funcion funciones metodo metodos parametro parametros
        funzione funzioni metodi parametri
        funcao funcoes metodos parametros""",
    # a figure asked of the data: how many, how much, an average, a share, a total per group
    "statistics": """statistic* stats how many how much count counts counting countdistinct
        average averages median percentage percentages percentile* distinct total totals
        combien moyenne moyennes mediane pourcentage* statistique*
        wie viele wie viel anzahl durchschnitt* mittelwert* prozentsatz anteil
        cuantos cuantas promedio* porcentaje* estadistica* conteo
        quanti quante percentuale percentual* statistic* conteggio
        quantos quantas porcentagem porcentagens estatistica* contagem""",
    # writing to people: a message, a mail, an announcement, a heads-up; how the principal
    # wants one written is a preference of this kind, whatever the message is about ("reply"
    # is left out: to a coding agent it is most often its own answer, a length or a tone)
    "communication": """message messages email emails mail mails e-mail slack chat
        announce announcement* notice notices notify notifying notification*
        newsletter memo memos
        heads-up communicat*
        courriel* annonce* prevenir previens notifier destinataire*
        nachricht* mitteilung* ankundig* benachrichtig* rundmail
        mensaje* correo* aviso avisos avisar anuncio* comunicad* comunicacion*
        messaggi* avvis* annunci* comunicazion* comunicat*
        mensagem mensagens avisar anuncios comunicacao comunicado*""",
    # ordering work in time: a plan, a schedule, a roadmap, a sprint, a deadline, an estimate
    "planning": """plan plans planning planned planner schedule schedules scheduling roadmap*
        sprint sprints milestone* deadline* estimate estimates estimation timeline* backlog
        planifi* calendrier echeanc* echeancier feuille de route
        planung* zeitplan* meilenstein* schatzung* fahrplan*
        planific* cronograma* plazo plazos hoja de ruta estimacion*
        pianific* scadenz* tabella di marcia stima stime
        planejament* planeja* prazo prazos estimativa*""",
    # changing a running system through its owners: a change request, the change board, a
    # maintenance window, release notes, a changelog, a freeze
    "changes": """change request change requests change management changelog changelogs
        release note release notes maintenance window cab freeze rfc
        demande de changement fenetre de maintenance note de version notes de version
        anderungsantrag* wartungsfenster* anderungsmanagement
        solicitud de cambio ventana de mantenimiento nota de version notas de version
        richiesta di modifica finestra di manutenzione nota di rilascio note di rilascio
        pedido de mudanca janela de manutencao nota de versao notas de versao""",
    # a service's HTTP interface: its endpoints and controllers, and the shapes it answers
    # with (a DTO, a payload); the words are mostly borrowed as they are. (The kind is named by
    # one of its words, as every kind is a word of its own: "api" would be one.)
    # ("rest" is also "the rest of", "route" a ferry's; "api" alone names services, folders
    # and keys, "the api pods", "src/api", "API token": they are left out)
    "endpoints": """endpoint endpoints controller controllers dto dtos restful graphql openapi
        swagger payload payloads webhook webhooks
        endpunkt* schnittstelle* point d acces punto de acceso ponto de acesso""",
    "game": """game games gameplay unity godot unreal scene scenes prefab prefabs gameobject*
        monobehaviour sprite sprites shader shaders inspector
        jeu jeux spiel spiele juego juegos gioco giochi jogo jogos""",
}

# Programs (as `commands.work_of` names them, or as typed) -> kinds, beyond the kind of work
# the command tables give (COMMAND_KINDS).
PROGRAMS: dict[str, tuple[str, ...]] = {
    "terraform": ("deployment",), "tofu": ("deployment",), "atlantis": ("deployment",),
    "kubectl": ("deployment",), "helm": ("deployment",), "helmfile": ("deployment",),
    "ansible-playbook": ("deployment",), "ansible": ("deployment",),
    "dvc": ("datasets",), "nbstripout": ("notebooks",), "jupyter": ("notebooks",),
    "alembic": ("database",), "psql": ("database",), "mysql": ("database",),
    "sqlite3": ("database",), "makemigrations": ("database",), "migrate": ("database",),
    "celery": ("background",), "airflow": ("background",), "dagster": ("background",),
    "expo": ("permissions", "dependencies"),
    "quarto": ("reports",), "rscript": ("modelling",), "eas": ("deployment",),
    **dict.fromkeys(("latexmk", "pdflatex", "xelatex", "lualatex", "tectonic"), ("writing",)),
    **dict.fromkeys(("bibtex", "biber"), ("citations", "writing")),
    **dict.fromkeys(("west", "idf.py", "pio", "platformio", "arduino-cli", "openocd",
                     "nrfjprog"), ("hardware",)),
    **dict.fromkeys(("sbatch", "srun", "squeue", "scancel", "mpirun", "mpiexec"),
                    ("simulation",)),
    "unity": ("game",), "godot": ("game",),
}
# The kind of work of a command (commands.work_of) -> kinds.
COMMAND_KINDS: dict[str, tuple[str, ...]] = {
    "test": ("testing",), "install": ("dependencies",), "git": ("commits",),
    "check": ("linting",), "build": ("pipeline",), "deploy": ("deployment",),
}
# Files -> kinds: by extension, then by a folder or name in the path.
EXTENSIONS: dict[str, tuple[str, ...]] = {
    **dict.fromkeys(("tsx", "jsx", "vue", "svelte", "css", "scss", "less", "html", "xib",
                     "storyboard"), ("interface",)),
    **dict.fromkeys(("tf", "hcl", "tfvars"), ("deployment",)),
    "ipynb": ("notebooks",), "sql": ("database",),
    **dict.fromkeys(("csv", "parquet", "dvc", "tsv", "feather", "xlsx"), ("datasets",)),
    **dict.fromkeys(("arb", "po", "pot", "xliff", "strings"), ("translations",)),
    "env": ("configuration", "secrets"), "plist": ("permissions",),
    "qmd": ("reports",), "rmd": ("reports",),
    **dict.fromkeys(("tex", "sty", "cls"), ("writing",)), **dict.fromkeys(("bib", "bst"),
                                                                         ("citations",)),
    **dict.fromkeys(("overlay", "dts", "dtsi"), ("hardware",)),
    # hardware description and its constraints (pins, clocks) for FPGA and ASIC tools
    **dict.fromkeys(("sv", "svh", "v", "vh", "vhd", "vhdl", "xdc", "lpf", "pcf", "sdc", "qsf"),
                    ("hardware",)),
    **dict.fromkeys(("unity", "prefab", "asset"), ("game",)),
}
PATH_PARTS: dict[str, tuple[str, ...]] = {
    **dict.fromkeys(("test", "tests", "__tests__", "spec", "specs", "testing", "e2e"),
                    ("testing",)),
    **dict.fromkeys(("migrations", "migration", "models.py", "schema.prisma", "schema.rb"),
                    ("database",)),
    **dict.fromkeys(("settings", "config", "configs", "conf", ".env", "app.config.ts",
                     "app.json", "settings.py"), ("configuration",)),
    **dict.fromkeys(("vault", "secrets", "vault.yml", "credentials"), ("secrets",)),
    **dict.fromkeys(("components", "screens", "views", "templates", "widgets", "pages",
                     "ui", "theme", "styles"), ("interface",)),
    **dict.fromkeys(("locales", "locale", "i18n", "l10n", "lang", "translations"),
                    ("translations",)),
    **dict.fromkeys(("store", "stores", "state", "redux"), ("state",)),
    **dict.fromkeys(("data", "datasets", "raw"), ("datasets",)),
    **dict.fromkeys(("notebooks",), ("notebooks",)),
    **dict.fromkeys((".github", "workflows", ".gitlab-ci.yml", "jenkinsfile"), ("pipeline",)),
    **dict.fromkeys(("infra", "terraform", "envs", "k8s", "helm", "deploy", "charts",
                     "overlays", "manifests", "kustomization.yaml", "chart.yaml", "argocd"),
                    ("deployment",)),
    **dict.fromkeys(("rtl", "hdl", "constraints"), ("hardware",)),
    **dict.fromkeys(("endpoints", "controllers", "dtos"), ("endpoints",)),
    **dict.fromkeys(("ios", "android", "androidmanifest.xml", "info.plist"),
                    ("permissions",)),
    **dict.fromkeys(("tasks.py", "jobs", "workers", "tasks"), ("background",)),
    **dict.fromkeys(("boards", "dts", "prj.conf", "kconfig"), ("hardware",)),
    **dict.fromkeys(("scenes", "prefabs"), ("game",)),
}
NAME_PARTS: dict[str, tuple[str, ...]] = {
    **dict.fromkeys(("component", "page", "view", "widget", "directive", "pipe", "css",
                     "scss", "html"), ("interface",)),
    **dict.fromkeys(("spec", "test", "e2e"), ("testing",)),
    **dict.fromkeys(("store", "reducer", "reducers", "selectors", "effects", "state", "slice"),
                    ("state",)),
    **dict.fromkeys(("controller", "endpoints", "routes", "dto"), ("endpoints",)),
    **dict.fromkeys(("migration",), ("database",)),
}
# The kinds of work of a preference domain (reflexion's `preferences.DOMAINS`) whose name's
# words read as another kind: the "style" of "code-style" is the style of code, not of a screen.
DOMAIN_KINDS: dict[str, tuple[str, ...]] = {"code-style": ("functions",)}
MAX_KINDS = 6  # kinds a lesson carries at most
HANDOFF = "handoff"  # the kind of handing work over as finished
SHORT = 3  # letters of a kind's word that may also be a function word of some language
# a file's kind named by its extension alone (compiled through rxcache, off the prompt path's
# imports, and only for a text with a dot)
_EXTENSION = r"(?<![\w/.])\.([a-z][a-z0-9]{0,5})\b"

_TABLES: tuple[dict[str, tuple[str, ...]], dict[str, tuple[str, ...]],
               dict[str, tuple[str, ...]]] | None = None


def _tables() -> tuple[dict[str, tuple[str, ...]], dict[str, tuple[str, ...]],
                       dict[str, tuple[str, ...]]]:
    """(word -> kinds, beginning of a word -> kinds, phrase -> kinds), read on first use: built
    from CONCEPTS once per install and kept (datacache), as reading the table costs a prompt
    hook most of a millisecond."""
    global _TABLES
    if _TABLES is None:
        from memory_engine.datacache import load_built

        _TABLES = load_built(__file__, _build_tables)
    return _TABLES


def _build_tables() -> tuple[dict[str, tuple[str, ...]], dict[str, tuple[str, ...]],
                             dict[str, tuple[str, ...]]]:
    exact: dict[str, tuple[str, ...]] = {}
    prefix: dict[str, tuple[str, ...]] = {}
    phrase: dict[str, tuple[str, ...]] = {}
    for kind, text in CONCEPTS.items():
        exact[kind] = (*exact.get(kind, ()), kind)
        for line in text.split("\n"):
            for entry in _entries(line):
                table = phrase if " " in entry else prefix if entry.endswith("*") else exact
                key = entry.rstrip("*")
                if kind not in table.get(key, ()):
                    table[key] = (*table.get(key, ()), kind)
    return exact, prefix, phrase


def _entries(line: str) -> list[str]:
    """The entries of a table line: the PHRASES it holds, then its other words."""
    out: list[str] = []
    text = line.strip()
    for phrase in PHRASES:
        if phrase in text:
            out.append(phrase)
            text = text.replace(phrase, " ")
    return out + text.split()


# The multi-word entries of CONCEPTS (a table line is otherwise split at spaces).
PHRASES: tuple[str, ...] = (
    "base de donnees", "base de datos", "banco de dados", "jeu de donnees", "conjunto de datos",
    "pull request", "merge request", "api key", "ssh key", "mot de passe", "file d attente",
    "segundo plano", "write up", "roll out", "compte rendu", "command line", "ligne de commande",
    "linea de comandos", "riga di comando", "linha de comando", "deep link", "url scheme",
    "empty state", "shared state", "global state", "how many", "how much", "wie viele",
    "wie viel", "feuille de route", "hoja de ruta", "tabella di marcia", "change requests",
    "change request", "change management", "release notes", "release note",
    "maintenance window", "demande de changement", "fenetre de maintenance", "notes de version",
    "note de version", "solicitud de cambio", "ventana de mantenimiento", "notas de version",
    "nota de version", "richiesta di modifica", "finestra di manutenzione", "note di rilascio",
    "nota di rilascio", "pedido de mudanca", "janela de manutencao", "notas de versao",
    "nota de versao", "clock domain", "clock domains", "point d acces", "punto de acceso",
    "ponto de acesso", "type hint", "type hints", "return type", "return types",
)


def of_words(text: str, lang: str = "") -> list[str]:
    """The kinds of work the words of `text` name, in the order they first appear. `lang`: the
    text's language when the caller has read it (`text.language`), else read when needed."""
    from memory_engine.index import words  # compiled once for every reader of the index
    from memory_engine.text import normalise

    exact, prefix, phrase = _tables()
    out: list[str] = []
    if "/" in text:
        # A path is read as a path (`of_path`: its extension, folders and name): "lib" in
        # "lib/widgets" or "src/lib.rs" is where code lives, not a library being added. An
        # abbreviation pair in capitals ("CI/CD", "UI/UX") is words.
        kept = []
        for chunk in text.split():
            if "/" in chunk and not chunk.isupper() and "://" not in chunk:
                out += [k for k in of_path(chunk.strip("\"'`()[]{}<>,;:!?")) if k not in out]
            else:
                kept.append(chunk)
        text = " ".join(kept)
    # a kind of file named by its extension ("the .tex sources", "a .bib entry")
    if "." in text:
        from memory_engine import rxcache

        for ext in rxcache.compile(_EXTENSION).findall(text.lower()):
            out += [k for k in EXTENSIONS.get(ext, ()) if k not in out]
    tokens = words(normalise(text))
    for i, word in enumerate(tokens):
        # a phrase first: "release notes" are a change announced, not a version
        joined = (phrase.get(f"{word} {tokens[i + 1]}") or (
            phrase.get(f"{word} {tokens[i + 1]} {tokens[i + 2]}")
            if i + 2 < len(tokens) else None)) if i + 1 < len(tokens) else None
        found = joined or exact.get(word)
        if found is not None and not joined and len(word) <= SHORT:
            # a short name that is also a function word of the text's language says nothing
            # ("ci" in "che ci identifichi" is no CI) unless written as an acronym ("la CI è
            # rossa"); the language is read only then
            from memory_engine.text import function_words

            lang = lang or language_of(text)
            if word in function_words(lang) and word.upper() not in _acronyms(text):
                found = None
        if found is None and len(word) >= 4:
            found = _by_prefix(prefix, word, 4)
        if found is None and len(word) >= COMPOUND:
            # a German compound names its kind by its last part ("Balkendiagramm" is a
            # diagram, "Testumgebung" an environment); read only in a German text, where
            # words are written together ("dashboard" is no board)
            lang = lang or language_of(text)
            if lang == "de":
                found = _head(exact, prefix, word)
        for kind in found or ():
            if kind not in out:
                out.append(kind)
    return out


COMPOUND = 9  # letters of the shortest word read as a compound
HEAD = 5  # letters of the shortest last part of a compound that names a kind
_LONGEST = 0  # letters of the longest word beginning in the table (read on first use)


def language_of(text: str) -> str:
    from memory_engine.text import language

    return language(text)


def _by_prefix(prefix: dict[str, tuple[str, ...]], word: str, shortest: int,
               ) -> tuple[str, ...] | None:
    """The kinds of the longest table entry `word` begins with, of `shortest` letters or more."""
    for n in range(len(word), shortest - 1, -1):
        found = prefix.get(word[:n])
        if found is not None:
            return found
    return None


def _head(exact: dict[str, tuple[str, ...]], prefix: dict[str, tuple[str, ...]],
          word: str) -> tuple[str, ...] | None:
    """The kinds of a compound's longest last part (HEAD letters or more) the table knows."""
    global _LONGEST
    if not _LONGEST:
        _LONGEST = max(map(len, prefix))
    for start in range(3, len(word) - HEAD + 1):
        tail = word[start:]
        found = exact.get(tail) or _by_prefix(prefix, tail[:_LONGEST], HEAD)
        if found is not None:
            return found
    return None


def _acronyms(text: str) -> set[str]:
    return {w.strip(".,;:!?()[]\"'") for w in text.split() if w.isupper()}


def of_path(path: str) -> list[str]:
    """The kinds of work a file is part of: by its extension, its name and its folders."""
    lower = path.lower().rstrip("/")
    parts = [p for p in lower.split("/") if p]
    out: list[str] = []
    name = parts[-1] if parts else ""
    ext = name.rsplit(".", 1)[-1] if "." in name else ""
    found = list(EXTENSIONS.get(ext, ()))
    for part in parts[-4:]:
        found += PATH_PARTS.get(part, ())
        stem = part.split(".", 1)[0]
        if stem.startswith("test_") or stem.endswith(("_test", ".test", "_spec")):
            found.append("testing")
    # what a file is by the part of its name between its stem and its extension, as web
    # frameworks name their files ("board.component.ts", "cart.store.ts", "orders.spec.ts")
    for middle in name.split(".")[1:-1]:
        found += NAME_PARTS.get(middle, ())
    for kind in found:
        if kind not in out:
            out.append(kind)
    return out


def of_action(action: str) -> list[str]:
    """The kinds of work of an agent's tool call (`Tool: argument`): a command by its kind of
    work, its programs and the files it names; an edit by its file."""
    tool, _, argument = action.partition(": ")
    argument = argument.strip()
    if not argument:
        return []
    out: list[str] = []
    if tool == "Bash":
        from memory_engine.reflexion.commands import work_of

        work = work_of(argument)
        if work is not None:
            out += COMMAND_KINDS.get(work.kind, ())
        for word in argument.split():
            word = word.strip("\"'();")
            name = word.rsplit("/", 1)[-1].lower()
            out += PROGRAMS.get(name, ())
            if "/" in word or "." in name[1:]:
                out += of_path(word)
    elif tool in ("Edit", "MultiEdit", "Write", "NotebookEdit"):
        out += of_path(argument)
    return list(dict.fromkeys(out))


def of_situation(action: str, *texts: str) -> list[str]:
    """The kinds of a lesson's situation: of the agent's action first, then of the texts (the
    human's words, the request the action answered): the command lines they quote
    (`of_commands`), then their words; at most MAX_KINDS."""
    out = of_action(action) if action else []
    for text in texts:
        for kind in [*of_commands(text), *of_words(text)]:
            if kind not in out:
                out.append(kind)
    return out[:MAX_KINDS]


def of_commands(text: str) -> list[str]:
    """The kinds of work of the command lines `text` quotes in code spans ("add it to the
    cpanfile, then `carton install`", "`nf-test test modules/local/merge_asv`"): what a
    person tells the agent to run says the work the rule governs, in whatever language the
    sentence around it is written (`commands.work_named`)."""
    if "`" not in text:
        return []
    from memory_engine import rxcache
    from memory_engine.reflexion.commands import work_named

    out: list[str] = []
    for quoted in rxcache.compile(_QUOTED).findall(text):
        work = work_named(quoted)
        if work is not None:
            out += [k for k in COMMAND_KINDS.get(work.kind, ()) if k not in out]
    return out


_QUOTED = r"`([^`\n]{2,160})`"


def line(kinds: list[str]) -> str:
    """The body line that names a record's kinds of work."""
    from memory_engine.records.frames import CONCERNS_LABEL

    return f"{CONCERNS_LABEL}{', '.join(kinds)}." if kinds else ""
