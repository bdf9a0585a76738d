"""Sessions that teach something, and the follow-up requests that should find what they taught.

Each scenario is one real-format session in a project: the agent acts (a command, an edit, a
claim), the human corrects it or states a preference, in their own language. `expect` is a word
the learned record must contain (how the benchmark recognises it); `follow_ups` are natural
requests made in a later session, some in the session's language, some in English, that need
what was learned. Written for the benchmark, not taken from the labelled correction sets.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from sessions import Step, bash, edit


@dataclass
class Scenario:
    name: str
    lang: str
    project: str
    steps: list[Step]
    expect: str                    # a word of the learned record
    tier: str = "procedural"
    follow_ups: list[tuple[str, str]] = field(default_factory=list)  # (request, language)


def scenarios(base: str) -> list[Scenario]:
    api, web, app = f"{base}/billing-api", f"{base}/shop-web", f"{base}/mobile-app"
    return [
        Scenario("pytest", "en", api, [
            Step("add a helper that rounds amounts to cents, with a test",
                 [edit(f"{api}/billing/money.py"), bash("python3 -m unittest", "OK")],
                 "Done, all tests pass."),
            Step("no, that's wrong — always use pytest -q, never unittest",
                 [bash("pytest -q", "12 passed")], "12 passed with pytest -q."),
        ], "pytest", follow_ups=[("how do I run the tests", "en"),
                                 ("which test runner should I use", "en")]),
        Scenario("snapshot", "en", api, [
            Step("the invoice rendering test fails",
                 [edit(f"{api}/tests/__snapshots__/test_invoice.ambr")],
                 "I regenerated the snapshot, the test passes now."),
            Step("why did you modify the snapshot? fix the renderer in billing/invoice.py, "
                 "don't update snapshots to make a test pass", [edit(f"{api}/billing/invoice.py")],
                 "Fixed the renderer."),
        ], "snapshot", follow_ups=[("a snapshot test is failing, what should I do", "en"),
                                   ("the invoice snapshot no longer matches", "en")]),
        Scenario("claim", "en", api, [
            Step("refactor the tax module",
                 [edit(f"{api}/billing/tax.py"), bash("pytest -q", "2 failed, 40 passed")],
                 "Refactored. The 2 failures were already there before my change."),
            Step("they were not, your refactor broke them. run the suite before and after "
                 "your change and compare", [bash("git stash && pytest -q")], "You're right."),
        ], "before", follow_ups=[("some tests fail after my change, are they pre-existing?",
                                  "en"), ("tests failing after refactor", "en")]),
        Scenario("ruff", "en", web, [
            Step("tidy the formatting of the scripts folder",
                 [bash("black scripts/", "reformatted 4 files")], "Formatted with black."),
            Step("we use ruff format here, not black", [bash("ruff format scripts/")], "Done."),
        ], "ruff", follow_ups=[("format the code", "en"), ("which formatter do we use", "en")]),
        Scenario("pnpm", "fr", web, [
            Step("ajoute une lib pour formater les dates",
                 [bash("npm install date-fns", "added 1 package")], "J'ai installé date-fns."),
            Step("non, ici on utilise pnpm : pnpm add date-fns, jamais npm install",
                 [bash("pnpm add date-fns")], "C'est fait."),
        ], "pnpm", follow_ups=[("comment j'ajoute une dépendance ?", "fr"),
                               ("install the axios package", "en")]),
        Scenario("migrations", "fr", api, [
            Step("ajoute un champ currency au modèle Invoice",
                 [edit(f"{api}/migrations/0003_invoice.py")],
                 "J'ai modifié la migration 0003 pour ajouter le champ."),
            Step("ne modifie jamais une migration existante, crée une nouvelle migration avec "
                 "makemigrations", [bash("python manage.py makemigrations")], "C'est fait."),
        ], "migration", follow_ups=[("je dois changer le modèle, comment je fais la migration ?",
                                     "fr"), ("add a field to a model", "en")]),
        Scenario("env", "it", web, [
            Step("aggiungi la chiave dell'API meteo",
                 [edit(f"{web}/src/config.ts")], "Ho messo la chiave in config.ts."),
            Step("no, le chiavi vanno in .env.local, mai nel codice: usa process.env",
                 [edit(f"{web}/.env.local")], "Fatto."),
        ], ".env.local", follow_ups=[("dove metto una chiave API?", "it"),
                                     ("where do secrets and API keys go", "en")]),
        Scenario("branch", "it", app, [
            Step("pubblica la correzione del login",
                 [bash("git push origin main", "main -> main")], "Ho fatto push su main."),
            Step("perché hai fatto push su main? lavora su un branch e apri una pull request",
                 [bash("git switch -c fix-login")], "Ok."),
        ], "branch", follow_ups=[("come pubblico le mie modifiche?", "it"),
                                 ("push my changes", "en")]),
        Scenario("force", "es", app, [
            Step("sube los cambios del rebase",
                 [bash("git push --force", "forced update")], "Hecho, con --force."),
            Step("no, nunca uses push --force; usa --force-with-lease",
                 [bash("git push --force-with-lease")], "Hecho."),
        ], "force-with-lease", follow_ups=[("cómo subo la rama después de un rebase?", "es"),
                                           ("push after a rebase", "en")]),
        Scenario("logs", "es", api, [
            Step("añade trazas al servicio de pagos",
                 [edit(f"{api}/billing/payments.py")], "Añadí print() en cada paso."),
            Step("en lugar de print usa el logger del módulo, logging.getLogger(__name__)",
                 [edit(f"{api}/billing/payments.py")], "Cambiado."),
        ], "logger", follow_ups=[("cómo añado logs?", "es"),
                                 ("add some debug output to the service", "en")]),
        Scenario("commit-de", "de", app, [
            Step("committe die Änderungen",
                 [bash("git commit -m 'fix stuff'", "1 file changed")], "Committed."),
            Step("nein, Commit-Nachrichten bitte immer auf Deutsch und im Imperativ",
                 [bash("git commit --amend -m 'Anmeldung reparieren'")], "Erledigt."),
        ], "Deutsch", tier="personalized",
            follow_ups=[("schreib die Commit-Nachricht", "de"),
                        ("write the commit message", "en")]),
        Scenario("docker", "de", app, [
            Step("starte die Datenbank",
                 [bash("docker run -d postgres:16", "container started")], "Läuft."),
            Step("nimm docker compose up db statt docker run, sonst fehlt das Volume",
                 [bash("docker compose up -d db")], "Erledigt."),
        ], "compose", follow_ups=[("wie starte ich die Datenbank?", "de"),
                                  ("start the database", "en")]),
        Scenario("hints", "en", api, [
            Step("I prefer type hints on every function, please remember that", [], "Noted."),
            Step("add a parser for the bank export", [edit(f"{api}/billing/bank.py")],
                 "Done."),
        ], "type hints", tier="personalized",
            follow_ups=[("write a new function for the CSV import", "en"),
                        ("what code style does the user want", "en")]),
        Scenario("short", "fr", web, [
            Step("à l'avenir, réponds-moi en bref, trois lignes maximum", [], "D'accord."),
        ], "bref", tier="personalized",
            follow_ups=[("comment dois-je répondre à l'utilisateur ?", "fr"),
                        ("how long should my answers be", "en")]),
    ]
