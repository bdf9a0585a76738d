"""What a correction is about: the agent's action, the entities it touched, the kind of work.

From the agent's last tool call (`Bash: python3 -m unittest`, `Edit: tests/__snapshots__/a.snap`),
its last words (a claim such as "these failures were already there") and the human's words, this
module names the situation a lesson is for ("running the tests", "adding a dependency",
"editing `a.snap`"), the entities it turns on (packages, paths, commands, APIs), and a topic
taken from that content. Deterministic and language-neutral where it can be: commands, paths and
identifiers read the same in every language.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

# kind of work -> (situation wording, topic prefix)
KINDS: dict[str, tuple[str, str]] = {
    "test": ("running the tests", "testing"),
    "install": ("adding or installing a dependency", "dependencies"),
    "git": ("using git ({what})", "git"),
    "check": ("formatting or linting the code", "tooling"),
    "build": ("building the project or an image", "build"),
    "service": ("running the app, a server or a container", "runtime"),
    "deploy": ("deploying or changing the infrastructure", "deployment"),
    "edit": ("changing {what}", "edits"),
    "snapshot": ("a snapshot or golden file no longer matches", "snapshots"),
    "command": ("running `{what}`", "commands"),
    "claim": ("reporting what the work achieved", "verification"),
    "done": ("saying the work is done or works", "verification"),
    "delegate": ("handing work to a subagent", "delegation"),
    "other": ("working on {what}", "practice"),
}

_CLAIM = re.compile(
    r"\b(done|fixed|works|working now|all (?:the )?tests pass|tests pass|passing|complete[d]?|"
    r"should (?:now )?work|already (?:there|failing|broken)|pre-?existing|unrelated to|"
    r"not related to|were already|was already|ready|successfully|resolved|"
    r"termin[eé]|corrig[eé]|fonctionne|risolto|funziona|completato|listo|arreglado|"
    r"funciona|erledigt|behoben|funktioniert|fertig)\b", re.IGNORECASE)
# A claim that explains a failure away: the claim itself is what a correction answers.
_EXCUSE = re.compile(
    r"\b(already (there|failing|broken|present)|were failing before|pre-?existing|"
    r"unrelated to (my|the|this) change|not related to (my|the|this) change|flaky|"
    r"existaient deja|deja la|gia presenti|esistevano gia|ya estaban|ya fallaban|"
    r"waren schon|bereits vorhanden|schon vorher)\b", re.IGNORECASE)
# Entities named in the human's own words: code spans, paths and file names, dotted or called
# identifiers, command-line flags and tool names people type the same in every language.
_CODE = re.compile(r"`([^`\n]{1,80})`")
_PATH = re.compile(r"(?<![\w/.-])((?:[\w.-]+/)+[\w.-]+|[\w-]+\.(?:py|js|ts|tsx|jsx|json|toml|"
                   r"ya?ml|md|txt|cfg|ini|lock|snap|sh|go|rs|rb|java|kt|css|scss|html|sql|env|"
                   r"conf|xml|csv|ipynb|c|h|cpp|hpp|php|swift|vue|svelte))(?![\w/])")
_API = re.compile(r"\b([A-Za-z_][\w]*(?:\.[A-Za-z_]\w*)+\(?\)?|[a-z_]\w*\(\))")
_TOOL = re.compile(r"\b(pytest|unittest|tox|nox|jest|vitest|mocha|npm|pnpm|yarn|bun|pip|pip3|"
                   r"uv|poetry|conda|cargo|git|docker|make|ruff|black|mypy|eslint|prettier|"
                   r"tsc|node|python3?|deno|gradle|maven|mvn|rspec|bundler|kubectl|terraform|"
                   r"venv|virtualenv|requirements\.txt|pyproject\.toml|package\.json|"
                   r"main|master|staging|production|prod)\b", re.IGNORECASE)
# The files in which a project's dependencies are declared or locked: naming one speaks of
# adding, removing or updating a dependency ("why did you bump go.mod?" after `go get`).
MANIFESTS = frozenset({
    "go.mod", "go.sum", "package.json", "package-lock.json", "pnpm-lock.yaml", "yarn.lock",
    "bun.lockb", "pyproject.toml", "requirements.txt", "poetry.lock", "uv.lock", "pipfile",
    "pipfile.lock", "cargo.toml", "cargo.lock", "composer.json", "composer.lock", "gemfile",
    "gemfile.lock", "pubspec.yaml", "pubspec.lock", "build.gradle", "build.gradle.kts",
    "pom.xml", "package.swift", "package.resolved", "renv.lock", "description", "project.toml",
    "manifest.toml", "mix.exs", "mix.lock", "environment.yml", "deno.json"})
_SLUG = re.compile(r"[^a-z0-9]+")
_NOISE = frozenset({"python", "python3", "node", "-m", "-c", "sudo", "cd", "&&", "env"})
_WORDS = re.compile(r"[^\W\d_]{4,}")
STEM = 5  # words sharing their first five letters are the same word ("committing", "commit")


@dataclass
class Situation:
    kind: str                      # a key of KINDS
    what: str = ""                 # the command, path or claim it turns on (for the wording)
    done: str = ""                 # what the agent did, in words ("ran `python3 -m unittest`")
    entities: list[str] = field(default_factory=list)   # of the agent's action
    claim: str = ""                # the agent's claim, when the correction answers one

    @property
    def wording(self) -> str:
        return KINDS[self.kind][0].format(what=self.what or "this")


def of_action(action: str, claim: str = "", disputed: bool = False) -> Situation:
    """The situation of the agent's last action (`Tool: argument`), or of its claim.

    `disputed`: the human's turn disputes what the agent claimed ("it still fails", a pasted
    error after "done, tests pass"); a claim that the work is done or works is then what the
    correction answers, not the edit or the command before it.
    """
    tool, _, argument = action.partition(": ")
    argument = argument.strip()
    if claim and _EXCUSE.search(claim):  # "these failures were already there": the claim is
        sentence = claim_sentence(claim, _EXCUSE)  # what is corrected, not the test run
        return Situation("claim", what="", done=f'said "{sentence}"', claim=sentence)
    if disputed and claim and _CLAIM.search(claim):
        sentence = claim_sentence(claim)
        return Situation("done", what="", done=f'said "{sentence}"', claim=sentence)
    if tool == "Bash" and argument:
        return _of_command(argument)
    if tool in ("Edit", "MultiEdit", "Write", "NotebookEdit") and argument:
        path = argument
        name = path.rstrip("/").rsplit("/", 1)[-1]
        parent = path.rstrip("/").rsplit("/", 2)[-2] if path.count("/") >= 1 else ""
        kind = "snapshot" if re.search(r"snap|golden|fixture|expected", path, re.I) else "edit"
        verb = "wrote" if tool == "Write" else "edited"
        entities = [name] + ([parent] if parent and parent not in (".", "") else [])
        return Situation(kind, what=f"`{name}`", done=f"{verb} `{_short_path(path)}`",
                         entities=entities)
    if tool in ("Task", "Agent"):
        return Situation("delegate", what=argument[:60], done="handed the work to a subagent",
                         entities=[])
    if claim and _CLAIM.search(claim):
        sentence = claim_sentence(claim)
        return Situation("claim", what="", done=f'said "{sentence}"', claim=sentence)
    if tool and argument:
        return Situation("other", what=f"`{argument[:60]}`",
                         done=f"used {tool} on `{argument[:80]}`", entities=[])
    return Situation("other", what="", done="")


def _of_command(command: str) -> Situation:
    """The situation of a shell command: the kind of work its program and subcommand do
    (`commands.work_of`); a program the tables do not know is a situation of its own."""
    from memory_engine.reflexion.commands import work_of

    flat = " ".join(command.split())[:160]
    shown = f"`{flat}`"
    work = work_of(flat)
    if work is not None and work.kind == "install":
        packages = [p for p in work.arguments if not p.startswith("-")][:4]
        return Situation("install", what=work.program, done=f"ran {shown}",
                         entities=[work.program, *packages])
    if work is not None:
        return Situation(work.kind, what=work.named, done=f"ran {shown}", entities=[work.named])
    from memory_engine.reflexion.commands import named_call

    called, files = named_call(flat)
    if not called:
        called = next((w for w in flat.split() if w not in _NOISE and "=" not in w), flat)
        called = called.rsplit("/", 1)[-1]
    return Situation("command", what=called, done=f"ran {shown}",
                     entities=list(dict.fromkeys([called, *files])))


def relates(text: str, situation: Situation, action: str = "", request: str = "",
            claim: str = "") -> bool:
    """Do the human's words speak of the agent's action? They name one of its entities (the
    program, a package, a path, a folder) or a word of one or of its arguments (`committing`
    for `git commit`, `snapshot` for `__snapshots__`, "make docs" for `sphinx-build docs`).
    Words that name a command of their own speak of the action when it does the same kind of
    work ("nimm make dev" after `python manage.py runserver`), never when another ("don't use
    pip, use uv" after a test run). Otherwise, a turn relates when it takes up a word of what
    the agent said it did (`claim`), or when it sets itself against an
    action it reproaches or whose request it takes up, in any language ("tu as envoyé le mail
    à tous les clients !" after `python send_newsletter.py`; `relations.negates_action`). A
    claim the turn answers always relates: it is chosen only when the turn disputes it or it
    explains a failure away."""
    if situation.kind in ("claim", "done"):
        return True
    if names_action(text, situation):
        return True
    said = of_words(text, entities_in(text)).kind
    if said != "other" and situation.kind not in ("command", "other"):
        return said == situation.kind  # the words name their own work: the same, or another
    if claim and _takes_up_claim(text, claim):
        return True
    if action:
        from memory_engine.reflexion.relations import negates_action

        return negates_action(text, action=action, request=request)
    return False


def _takes_up_claim(text: str, claim: str) -> bool:
    """Do the words take up a specific word of what the agent said it did ("le chiavi vanno in
    .env.local" after "ho messo la chiave in config.ts"; "print" after "added print() at each
    step")? The same word in another inflection: the two share their first five letters and
    differ by two letters at most after them ("changelog" does not take up "change").
    Complaint words and words of fewer than four letters are left out."""
    from memory_engine.reflexion.lessons import news

    said = news(claim, [])
    for word in news(text, []):
        for other in said:
            common = next((i for i, (a, b) in enumerate(zip(word, other, strict=False))
                           if a != b), min(len(word), len(other)))
            if (common >= min(STEM, len(word), len(other))
                    and max(len(word), len(other)) - common <= 2):
                return True
    return False


def names_action(text: str, situation: Situation) -> bool:
    """Do the words name the action's entities, or a word of them (by its first letters)?"""
    from memory_engine.text import normalise

    lower = text.lower()
    stems = {w[:STEM] for w in _WORDS.findall(normalise(text))}
    acted = re.findall(r"`([^`]+)`", situation.done)  # the command or path, as the agent ran it
    for entity in [*situation.entities, *acted]:
        entity = entity.lower()
        if _named(lower, entity):
            return True
        for part in re.findall(r"[^\W\d_]+", entity):
            if (len(part) >= 4 and part[:STEM] in stems) or (len(part) == 3 and
                                                               _named(lower, part)):
                return True
    return False


def of_words(text: str, named: list[str]) -> Situation:
    """The situation the human's own words name, for a correction whose action they do not
    refer to: the work of a command they name (`pip install` -> adding a dependency), else
    working on the first entity they name; no action, so nothing of the agent's to avoid."""
    from memory_engine.reflexion.commands import work_of

    lower = text.lower()
    for entity in named:
        found = re.search(r"(?<![\w.-])" + re.escape(entity) + r"(?![\w])", lower)
        if found is None:
            continue
        snippet = re.split(r"[,;:!?()]|\.(?:\s|$)", lower[found.start():found.start() + 80])[0]
        work = work_of(snippet)
        if work is not None and work.kind in KINDS and work.kind not in ("edit", "other"):
            return Situation(work.kind, what=work.program if work.kind == "install"
                             else work.named)
    manifest = next((e for e in named if e.rsplit("/", 1)[-1] in MANIFESTS), "")
    if manifest:
        return Situation("install", what=f"`{manifest}`", entities=[manifest])
    return Situation("other", what=f"`{named[0]}`" if named else "")


def _named(text: str, entity: str) -> bool:
    return bool(entity) and re.search(r"(?<![\w.-])" + re.escape(entity) + r"(?![\w])",
                                      text) is not None


def claim_sentence(claim: str, pattern: re.Pattern[str] | None = None) -> str:
    """The sentence of the agent's last words that claims something (the last one that does)."""
    pattern = pattern or _CLAIM
    parts: list[str] = re.split(r"(?<=[.!?])\s+|\n", claim)
    sentences = [s.strip(" …*-") for s in parts if s.strip()]
    for sentence in reversed(sentences):
        if pattern.search(sentence):
            return sentence[:160]
    return (sentences[-1] if sentences else claim)[:160]


def entities_in(text: str) -> list[str]:
    """Entities the human names: code spans, paths, identifiers, tools; lower-case, in order."""
    found: list[str] = []
    for pattern in (_CODE, _PATH, _API, _TOOL):
        for match in pattern.finditer(text):
            value = match.group(1).strip().strip(".,;:").lower()
            if len(value) >= 2 and value not in found and not value.startswith("redacted"):
                found.append(value)
    return found


# Identifiers people type the same in every language, beyond `entities_in`'s paths, calls and
# tools: CamelCase ("FixedUpdate", "HoneySQL"), snake_case ("rpc_endpoints") and kebab-case of
# three parts or more ("leafwing-input-manager": two parts are as often a compound word). Not
# a flag: as a trigger, "--watch" would be the word "watch".
_IDENTIFIER = re.compile(
    r"(?<![\w./-])(?:[A-Za-z][a-z0-9]+[A-Z][A-Za-z0-9]*|[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+|"
    r"[a-z][a-z0-9]*(?:-[a-z0-9]+){2,})(?![\w/-])")
IDENTIFIERS = 3  # identifiers of a lesson's prescription kept as its triggers


def identifiers_in(text: str, limit: int = IDENTIFIERS) -> list[str]:
    """The identifiers `text` names that `entities_in` does not (see `_IDENTIFIER`), lower
    case, in order, at most `limit`: the technical words of a prescription ("goes in
    FixedUpdate", "mình dùng leafwing-input-manager") by which a request in any language that
    names the tool meets the lesson."""
    known = " ".join(entities_in(text))
    out: list[str] = []
    for match in _IDENTIFIER.finditer(text):
        value = match.group(0).lower()
        if value not in out and value not in known and not value.startswith("redacted"):
            out.append(value)
    return out[:limit]


def topic_for(situation: Situation, wanted: list[str], avoided: list[str]) -> str:
    """`<kind of work>-<main entity>`: what the lesson is about, from its content."""
    prefix = KINDS[situation.kind][1]
    main = next((e for e in wanted + avoided + situation.entities if _slug(e)), "")
    slug = _slug(main)
    if slug and slug != prefix:
        return f"{prefix}-{slug}"[:48].strip("-")
    return prefix


# How people name each situation when they ask for that work again, in the five languages: the
# lesson's triggers, so that "how do I run the tests" or "comment j'ajoute une dépendance"
# states them. Phrases need all their words; the retrieval side matches them by stems.
SITUATION_WORDS: dict[str, dict[str, list[str]]] = {
    "test": {"en": ["run tests", "test runner"], "fr": ["lancer tests"],
             "it": ["eseguire test"], "es": ["ejecutar pruebas"], "de": ["tests ausführen"]},
    "install": {"en": ["add dependency", "install package"], "fr": ["ajouter dépendance"],
                "it": ["aggiungere dipendenza"], "es": ["añadir dependencia"],
                "de": ["abhängigkeit hinzufügen"]},
    "git": {"en": ["push changes", "publish changes"], "fr": ["pousser modifications"],
            "it": ["pubblicare modifiche"], "es": ["subir cambios"],
            "de": ["änderungen pushen"]},
    "check": {"en": ["format code", "formatter", "linter", "lint errors"],
              "fr": ["formater code", "erreurs lint"],
              "it": ["formattare codice", "errori lint"],
              "es": ["formatear código", "errores lint"],
              "de": ["code formatieren", "lint fehler"]},
    "build": {"en": ["build project", "build image", "compile"],
              "fr": ["compiler projet", "construire image"],
              "it": ["compilare progetto", "costruire immagine"],
              "es": ["compilar proyecto", "construir imagen"],
              "de": ["projekt bauen", "image bauen"]},
    "service": {"en": ["run container", "start container", "start server", "run app"],
                "fr": ["lancer conteneur", "démarrer serveur"],
                "it": ["avviare container", "avviare server"],
                "es": ["arrancar contenedor", "iniciar servidor"],
                "de": ["container starten", "server starten"]},
    "deploy": {"en": ["deploy", "infrastructure"], "fr": ["déployer"], "it": ["rilasciare"],
               "es": ["desplegar"], "de": ["ausrollen"]},
    "snapshot": {"en": ["snapshot test", "snapshot"], "fr": ["snapshot"], "it": ["snapshot"],
                 "es": ["snapshot"], "de": ["snapshot"]},
    "claim": {"en": ["tests fail after change", "failing tests"],
              "fr": ["tests échouent"], "it": ["test falliscono"],
              "es": ["pruebas fallan"], "de": ["tests schlagen fehl"]},
    "done": {"en": ["bug fixed", "works now"], "fr": ["bug corrigé", "marche maintenant"],
             "it": ["bug risolto", "funziona adesso"], "es": ["bug arreglado", "funciona ahora"],
             "de": ["fehler behoben", "funktioniert jetzt"]},
}
# Folders and files whose edits are a situation of their own.
_PATH_WORDS: tuple[tuple[re.Pattern[str], list[str]], ...] = (
    (re.compile(r"migration", re.I), ["migration", "change model"]),
    (re.compile(r"(^|/)\.env|config|settings|secret", re.I), ["config", "api key", "secrets"]),
    (re.compile(r"(^|/)tests?/|_test\.|test_", re.I), ["tests"]),
    (re.compile(r"\.(css|scss|tsx|jsx|vue|svelte|html)$", re.I), ["ui", "style"]),
)
_LANG_TEXT = {
    "fr": "le la les des est pas une ici on utilise jamais toujours ne plutot avec dans pour "
          "cette ces",
    "it": "il lo gli non che di mai sempre usa della nel questo perche hai sono le vanno",
    "es": "el los las que no nunca siempre usa del en lugar esto porque hiciste para con",
    "de": "der die das nicht und ist bitte nimm immer nie statt sonst mit auf ich du",
}
_LANG_WORDS = {lang: frozenset(text.split()) for lang, text in _LANG_TEXT.items()}


def language_of(text: str) -> str:
    """The language of a turn, by its function words (en when unsure)."""
    words = re.findall(r"[^\W\d_]+", text.lower().replace("é", "e").replace("è", "e"))
    counts = {lang: sum(1 for w in words if w in vocab) for lang, vocab in _LANG_WORDS.items()}
    best = max(counts, key=lambda lang: counts[lang])
    return best if counts[best] >= 2 else "en"


def trigger_words(situation: Situation, entities: list[str], lang: str = "en",
                  path: str = "", request: str = "") -> list[str]:
    """Plain triggers (a phrase needs all its words): each entity, the request the corrected
    action answered (its content words, as the human will put it when asking again), then how
    the situation is named, in English and in the language the human spoke."""
    out: list[str] = []
    for entity in entities + situation.entities:
        words = re.findall(r"[^\W_]{2,}", entity.lower())
        if words:
            phrase = " ".join(words[:3])
            if phrase not in out:
                out.append(phrase)
    asked = request_words(request, lang)
    if asked and asked not in out:
        out.append(asked)
    named = SITUATION_WORDS.get(situation.kind, {})
    phrases = named.get("en", []) + (named.get(lang, []) if lang != "en" else [])
    for pattern, words in _PATH_WORDS:
        if path and pattern.search(path):
            phrases += words
            break
    for phrase in phrases:
        if phrase not in out:
            out.append(phrase)
    return out[:10]


REQUEST_WORDS = 4  # content words of a request kept as a trigger


def request_words(request: str, lang: str = "en", limit: int = REQUEST_WORDS) -> str:
    """The first content words of a request ("starte die Datenbank" -> "starte datenbank"):
    its function words (of English, of its language and of `lang`, the session's) and short
    words left out."""
    from memory_engine.text import LANGUAGES, function_words, language, normalise

    if not request.strip():
        return ""
    common = function_words("en") | function_words(language(request))
    if lang in LANGUAGES:
        common |= function_words(lang)
    kept: list[str] = []
    for word in re.findall(r"[^\W\d_][^\W_]+", request.lower()):
        if (len(word) > 2 and normalise(word) not in common and word not in kept
                and not word.startswith("redacted")):
            kept.append(word)
    return " ".join(kept[:limit])


def slug(text: str) -> str:
    return _slug(text)


def _slug(text: str) -> str:
    return _SLUG.sub("-", text.lower()).strip("-")[:32]


def _short_path(path: str) -> str:
    parts = path.strip("/").split("/")
    return "/".join(parts[-3:]) if len(parts) > 3 else path


# What a session is about, beside its last command: the things its work touched and named.
CONTEXT_TERMS = 16  # terms a lesson keeps of its session's context
# Folders every project has, which say nothing of what a session was about.
_GENERIC_DIRS = frozenset("""src lib app main java kotlin scala com org net res test tests
spec internal pkg cmd source sources include build dist bin scripts tmp home user users root
code work workspace project projects repo target out vendor node_modules""".split())  # noqa: SIM905 - a word list
# Kinds of command (`commands.work_of`) that check the work the session did (tests, a build, a
# linter): run in every session, they say how it was checked, not what it was about.
_CHECKING = frozenset({"test", "build", "check"})
_CAMEL = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+")


def name_words(name: str) -> list[str]:
    """The words of a file or identifier name ("InspectionEntity.kt" -> inspection, entity;
    "meter_readings" -> meter, readings), of three letters or more, lower case."""
    stem_part = name.rsplit(".", 1)[0] if "." in name[1:] else name
    out: list[str] = []
    for part in re.split(r"[^A-Za-z0-9]+", stem_part):
        for word in _CAMEL.findall(part):
            lower = word.lower()
            if len(lower) >= 3 and not lower.isdigit() and lower not in out:
                out.append(lower)
    return out


def of_session(context: list[str], lang: str = "en") -> tuple[list[str], list[str]]:
    """(terms, kinds of work) of a session's context (`HumanTurn.context`): the names of the
    files its acts edited or ran (and the words those names are made of), the programs it ran,
    the content words of what the human asked; and the kinds of work (`concepts`) of each.
    The latest first: they are nearest the correction. Deterministic and bounded."""
    from memory_engine import concepts
    from memory_engine.reflexion.actions import act_of
    from memory_engine.reflexion.commands import work_of
    from memory_engine.reflexion.turns import SAID

    terms: list[str] = []
    kinds: list[str] = []

    def add(word: str) -> None:
        word = word.lower().strip(".,;:()[]{}'\"`")
        if len(word) < 3 or word in terms or word.startswith("redacted"):
            return
        # a word of credentials ("password", "token") is named by the kinds ("secrets"): set
        # beside other bare words it reads as a demand for one to the injection screen
        if "secrets" in concepts.of_words(word):
            return
        terms.append(word)

    for item in reversed(context):
        if item.startswith(SAID):
            said = item[len(SAID):]
            for word in request_words(said, lang, limit=8).split():
                add(word)
            kinds += concepts.of_words(said)
            continue
        item = act_of(item)  # the names of what an edit wrote are no session terms
        tool, _, argument = item.partition(": ")
        paths: list[str] = []
        if tool == "Bash":
            work = work_of(argument)
            if work is not None and work.kind in _CHECKING:
                continue  # how the work was checked, not what it was about
            program = work.program if work is not None else argument.split()[0]
            add(program.rsplit("/", 1)[-1])
            paths = [w for w in argument.split() if "/" in w or _PATH.fullmatch(w)]
        elif argument:
            paths = [argument]
        kinds += concepts.of_action(item)
        for path in paths:
            parts = [p for p in path.strip("\"'").split("/") if p and p not in (".", "..")]
            if not parts:
                continue
            for word in name_words(parts[-1]):
                add(word)
            for folder in parts[-3:-1]:
                if folder.lower() not in _GENERIC_DIRS:
                    for word in name_words(folder):
                        add(word)
    return terms[:CONTEXT_TERMS], list(dict.fromkeys(kinds))
