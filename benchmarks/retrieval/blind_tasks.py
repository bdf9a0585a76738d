"""A third held-out task set over the same benchmark store, written without the router's cue table.

These tasks were written from the records (ids, tiers, titles, bodies) and the tier definitions
only: whoever wrote them had not read the router, its cue table or the other task sets' wording.
They vary the way people actually type: questions, imperatives, bare fragments, statements that
carry an implicit question, lower case without punctuation, typos, and five languages (English,
French, German, Spanish, Italian) with technical words left in English as people leave them.

Many tasks deliberately share their words with a record of the wrong tier: the incident trace
versus the rule it produced, a fact about the repository versus Maya's personal preference, a
prediction of how something will behave versus the rule that mentions the same command. A few
need two tiers at once.

It was measured once unseen (typed precision@5 0.825, recall 0.840, wrong-type 0.128, router
exact on 57/72). Since then it is a development set: its tasks and per-task answers were read
(`bench_retrieval.py --details blind`) while the router was generalised, so its later figures
are not figures on unseen wording; fresh_tasks.py stays aggregate only.
"""

from __future__ import annotations

from typing import Any

from benchmarks.retrieval.dataset import E, P, S, U, V, task

BLIND_TASKS: list[dict[str, Any]] = [
    # what happened (episodic); most share words with the rule or fact the incident produced
    task("b01", "what went wrong with the migration that locked the invoices table in april",
         [E], ["epi-2025-04-22-migration-lock"]),
    task("b02", "Daylight savng bug with the due dates, what actualy happend back in March?", [E],
         ["epi-2025-03-31-dst-bug"]),
    task("b03", "Cosa è successo quella volta che abbiamo fatto il deploy di venerdì e poi il "
         "rollback?", [E], ["epi-2025-05-30-friday-deploy-rollback"]),
    task("b04", "Erzähl mal, wie war das mit den Stripe 429 Fehlern beim Monatsabschluss?", [E],
         ["epi-2025-06-01-reconciliation-429"]),
    task("b05", "I vaguely remember a hand fix in clients/generated getting wiped out.", [E],
         ["epi-2025-06-05-generated-overwritten"]),
    task("b06", "¿Cuándo se llenó /tmp en un worker y qué lo causó?", [E],
         ["epi-2025-06-06-tmp-full"]),
    task("b07", "the --no-verify commit story", [E], ["epi-2025-05-14-precommit-skipped"]),
    task("b08", "Rappelle-moi l'histoire du champ amount renommé dans /v1/invoices.", [E],
         ["epi-2025-05-05-breaking-change"]),
    task("b09", "What did I do last Wednesday?", [E],
         ["epi-2025-06-11-session", "epi-2025-06-11-invoice-list-slow"]),
    task("b10", "restore drill results?", [E], ["epi-2025-04-25-restore-drill"]),
    task("b11", "That day make dev said address already in use: what was the cause back then?",
         [E], ["epi-2025-06-04-port-clash"]),
    task("b12", "Ti ricordi della pull request da 1400 righe che è rimasta bloccata per giorni?",
         [E], ["epi-2025-05-20-big-pr-stalled"]),
    task("b13", "Was war nochmal mit den französischen Rechnungen, die plötzlich englischen Text "
         "hatten?", [E], ["epi-2025-05-08-french-invoice"]),
    task("b14", "Why did invoices keep going to a customer's old billing email last month?", [E],
         ["epi-2025-05-26-stale-cache"]),
    task("b15", "Pretty sure we lost a whole afternoon to slow Docker builds at some point.", [E],
         ["epi-2025-05-15-docker-slow"]),
    # how to act (procedural); many overlap the incident that produced the rule
    task("b16", "git push --force origin release after my rebase", [P],
         ["rule-no-force-push-shared"]),
    task("b17", "how shoud i handle a flaky tst in CI, just rerun it?", [P],
         ["rule-flaky-quarantine"]),
    task("b18", "Ich schreibe Kundeneinstellungen jetzt über einen neuen Codepfad, der "
         "Redis-Cache ist betroffen. Worauf muss ich achten?", [P],
         ["rule-invalidate-on-write"]),
    task("b19", "Devo modificare il Dockerfile, c'è una regola da seguire?", [P],
         ["rule-dockerfile-order"]),
    task("b20", "Voy a renombrar un campo en la respuesta de /v1/invoices.", [P],
         ["rule-no-breaking-v1"]),
    task("b21", "Fix the bug in clients/generated/api.py directly, it's a one-liner.", [P],
         ["rule-edit-openapi-not-generated"]),
    task("b22", "Adding a retry loop around the Stripe API call in the reconciliation job.", [P],
         ["rule-backoff-retries"]),
    task("b23", "Quelle est la règle pour le préfixe des messages de commit ?", [P],
         ["rule-commit-type-prefix"]),
    task("b24", "npm install chart.js for the dashboard", [P], ["rule-bundle-budget"]),
    task("b25", "The PM wants a number of days for the Stripe payout integration. Any rule about "
         "padding it?", [P], ["rule-estimate-buffer"]),
    task("b26", "new list endpoint for credit notes, which tests are required", [P],
         ["rule-check-query-count"]),
    task("b27", "I need to store a due-date datetime: what's the rule?", [P], ["rule-utc-only"]),
    task("b28", "Sto per scrivere un test che crea lo schema del database, va bene così?", [P],
         ["rule-use-db-fixture"]),
    # what this principal likes (personalized); several overlap a repo fact or a prediction
    task("b29", "Does Maya like Optional[str] or str | None?", [U], ["pref-typing-style"]),
    task("b30", "Wie schreibt Maya am liebsten Commit-Nachrichten?", [U], ["pref-commit-style"]),
    task("b31", "Maya veut quel format de date dans les tickets ?", [U], ["pref-date-format"]),
    task("b32", "maya + screenshots in PR descriptions??", [U], ["pref-pr-description"]),
    task("b33", "¿Maya prefiere merge commits o rebase?", [U], ["pref-rebase-merge"]),
    task("b34", "Come vuole Maya i messaggi di errore, per esempio quando manca STRIPE_KEY?", [U],
         ["pref-error-messages"]),
    task("b35", "Is Maya ok with being pinged on weekends?", [U], ["pref-no-weekend-pings"]),
    task("b36", "wat does maya thnk about pip vs uv", [U], ["pref-uv-not-pip"]),
    task("b37", "Button labels in the dashboard: Title Case or sentence case for Maya?", [U],
         ["pref-ui-copy"]),
    task("b38", "Maya keeps cutting my explanations short during the day; I'd like to know what "
         "length she actually prefers.", [U], ["pref-short-answers"]),
    task("b39", "Where does Maya want environment variables documented?", [U],
         ["pref-config-docs"]),
    task("b40", "Invoice PDF: where does Maya want the total and the due date?", [U],
         ["pref-pdf-layout"]),
    # what the world will do (environment-dynamics); many overlap a rule on the same command
    task("b41", "How long will make deploy take for billing-api?", [V],
         ["env-deploy-duration"]),
    task("b42", "Si je push directement sur main, il se passe quoi ?", [V],
         ["env-branch-protection"]),
    task("b43", "Was pasiert, wenn ich den lokalen Redis-Container neu starte?", [V],
         ["env-redis-restart"]),
    task("b44", "if i request a review from maya at 5pm when will she get to it", [V],
         ["env-review-turnaround"]),
    task("b45", "Quanto ci mette la pipeline CI completa su una pull request?", [V],
         ["env-ci-duration"]),
    task("b46", "Expect mypy to take long on the whole repo?", [V], ["env-mypy-time"]),
    task("b47", "si cambio un flag en la consola de admin cuanto tarda en llegar a los workers",
         [V], ["env-flag-propagation"]),
    task("b48", "Leaving debug logging on on the dev server for a week: consequences?", [V],
         ["env-log-dir-growth"]),
    task("b49", "fresh clone: will the pre-commit hooks run on my first commits?", [V],
         ["env-precommit-installed"]),
    task("b50", "How long does a manual RDS snapshot of prod take, and is the DB still up "
         "meanwhile?", [V], ["env-snapshot-time"]),
    task("b51", "I'm about to write a file under clients/generated. What will happen when I "
         "commit?", [V], ["env-generated-readonly"]),
    task("b52", "pytest -n 4 runtime locally after I change the schema", [V],
         ["env-test-suite-time"]),
    task("b53", "Stripe: what share of requests get a 429 at month end if we don't throttle?",
         [V], ["env-stripe-429"]),
    task("b54", "alembic upgrade head on staging how long", [V], ["env-migration-duration"]),
    task("b55", "cuanto tarda pip-compile en regenerar el lock", [V], ["env-pip-compile-time"]),
    # what is known (semantic); several overlap a rule, a preference or an incident
    task("b56", "Why do our Docker builds take forever sometimes?", [S],
         ["sem-docker-layer-order"]),
    task("b57", "Comment le changelog est-il généré à partir des commits ?", [S],
         ["sem-conventional-commits"]),
    task("b58", "Welche Ports benutzen die API und das Dashboard lokal?", [S], ["sem-dev-ports"]),
    task("b59", "Which days of the week do most of our rollbacks follow?", [S],
         ["sem-deploy-risk-window"]),
    task("b60", "Perché gli endpoint che restituiscono liste sono quasi sempre lenti?", [S],
         ["sem-n-plus-one"]),
    task("b61", "¿Qué pasa con los feature flags viejos, alguien los apaga?", [S],
         ["sem-flags-cleanup"]),
    task("b62", "customer settings cache TTL in redis", [S], ["sem-cache-invalidation"]),
    task("b63", "How many advisories does pip-audit usually flag per month, and in which "
         "packages?", [S], ["sem-cve-scan"]),
    task("b64", "what makes the dashboard bundle bloat", [S], ["sem-bundle-size"]),
    task("b65", "Is black still used here? What line length?", [S], ["sem-ruff-format"]),
    task("b66", "waht does pre-commit run in this repo and where is it configured", [S],
         ["sem-precommit-config"]),
    task("b67", "I test che creano lo schema a ogni test sono davvero più lenti?", [S],
         ["sem-fixture-speed"]),
    # more than one tier
    task("b68", "Going to add SENTRY_DSN to settings.py: what's the procedure, and what broke "
         "last time we added a setting?", [P, E],
         ["rule-new-env-var", "epi-2025-05-02-missing-env"]),
    task("b69", "Ich will Maya am Samstag eine nicht dringende Frage schicken: mag sie das, und "
         "wann antwortet sie?", [U, V], ["pref-no-weekend-pings", "env-principal-weekend"]),
    task("b70", "Les estimations : comment Maya veut-elle qu'on les donne, et de combien "
         "dépassent-elles d'habitude ?", [U, S],
         ["pref-estimate-ranges", "sem-estimates-optimistic"]),
    task("b71", "Prima di un DROP TABLE in produzione: cosa devo fare, e quanto dura uno "
         "snapshot?", [P, V], ["rule-backup-before-destructive", "env-snapshot-time"]),
    task("b72", "flaky tests: why do they happen in this repo, and what do I do when one "
         "fails?", [S, P], ["sem-flaky-tests-time", "rule-flaky-quarantine"]),
]
