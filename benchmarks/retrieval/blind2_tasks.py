"""A fourth held-out task set over the same benchmark store, written blind.

These tasks were written from the records (ids, tiers, topics, bodies) and the tier definitions
only: whoever wrote them had read neither the retrieval code nor the other task sets' wording.
They vary the way people type: questions, imperatives, command lines, bare fragments, statements
that carry an implicit question, lower case without punctuation, typos, and five languages
(English, French, German, Spanish, Italian) with technical words left in English, as people do.

About half of them deliberately share many words with a record of the wrong tier; the comment
after such a task names that decoy (`# decoy: <id>`). The usual traps: the incident trace versus
the rule it produced, a fact about the repository versus Maya's personal preference, a prediction
of how a command behaves versus the rule triggered by the same command. A few tasks need two
tiers at once.

This set is only loaded when bench_retrieval.py is run with --blind2, and only aggregate figures
are printed for it, so nothing can be tuned on it task by task.
"""

from __future__ import annotations

from typing import Any

from benchmarks.retrieval.dataset import E, P, S, U, V, task

BLIND2_TASKS: list[dict[str, Any]] = [
    # what happened (episodic)
    task("h01", "what went wrong when we deployed billing-api to production on a friday afternoon "
         "back in may?", [E],
         ["epi-2025-05-30-friday-deploy-rollback"]),  # decoy: rule-no-friday-deploys
    task("h02", "remind me how long the invoices table stayed locked when we ran that currency "
         "migraton in prod", [E],
         ["epi-2025-04-22-migration-lock"]),  # decoy: sem-migration-locks
    task("h03", "Qu'est-ce qui s'est passé avec les clés API Stripe retrouvées dans les logs de "
         "debug ?", [E], ["epi-2025-04-30-token-in-logs"]),  # decoy: rule-never-log-secrets
    task("h04", "wer hat damals auf den release branch force-gepusht und welche commits waren "
         "weg?", [E], ["epi-2025-04-17-force-push"]),  # decoy: rule-no-force-push-shared
    task("h05", "the pydantic upgarde that got reverted - how many tests broke?", [E],
         ["epi-2025-06-03-pydantic-upgrade"]),
    task("h06", "¿Por qué los clientes franceses recibieron facturas con la sección de credit "
         "notes en inglés?", [E],
         ["epi-2025-05-08-french-invoice"]),
    task("h07", "got paged in the middle of the night last week, what was it about", [E],
         ["epi-2025-06-08-night-page"]),
    task("h08", "Cosa è successo a fine maggio con le fatture mandate al vecchio indirizzo email "
         "di un cliente?", [E], ["epi-2025-05-26-stale-cache"]),
    task("h09", "restore drill outcome", [E],
         ["epi-2025-04-25-restore-drill"]),
    task("h10", "someone hand-fixed a bug in clients/generated/api.py and the fix vanished, when "
         "was that and what came back?", [E],
         ["epi-2025-06-05-generated-overwritten"]),  # decoy: rule-edit-openapi-not-generated
    task("h11", "dst incident 214 invoices due date", [E], ["epi-2025-03-31-dst-bug"]),
    task("h12", "Was ist beim Sprint Review am 13. Juni mit den credit notes schiefgelaufen?", [E],
         ["epi-2025-06-13-sprint-review"]),
    task("h13", "what did I work on on 4 june", [E],
         ["epi-2025-06-04-session", "epi-2025-06-04-port-clash"]),
    task("h14", "Le build Docker a pris 9 minutes tout un après-midi, tu te souviens pourquoi ?",
         [E], ["epi-2025-05-15-docker-slow"]),  # decoy: env-docker-build-time
    # how to act (procedural)
    task("h15", "git push --force origin release/2.15", [P],
         ["rule-no-force-push-shared"]),  # decoy: epi-2025-04-17-force-push
    task("h16", "about to run alembic upgrade head against prod, anything I shoud do first?", [P],
         ["rule-migration-staging-first"]),  # decoy: env-migration-duration
    task("h17", "la CI est rouge à cause d'un test flaky, je relance le pipeline encore une "
         "fois ?", [P], ["rule-flaky-quarantine"]),  # decoy: epi-2025-06-10-flaky-ci
    task("h18", "rules for the commit subject line here? type prefix and scope or not", [P],
         ["rule-commit-type-prefix"]),  # decoy: pref-commit-style
    task("h19", "Necesito añadir una variable de entorno nueva para el webhook secret, ¿qué pasos "
         "sigo?", [P], ["rule-new-env-var"]),
    task("h20", "DELETE FROM invoices WHERE status = 'draft';  -- on production", [P],
         ["rule-backup-before-destructive"]),
    task("h21", "adding recharts to the dashboard: npm install recharts ok?", [P],
         ["rule-bundle-budget"]),
    task("h22", "how should the reconciliation job handle 429s from the stripe api", [P],
         ["rule-backoff-retries"]),  # decoy: env-stripe-429
    task("h23", "pip-audit flagged reportlab, I bumped the pin and merged. done", [P],
         ["rule-patch-cve-rebuild"]),  # decoy: epi-2025-05-19-cve-pillow
    task("h24", "devo togliere il feature flag enable_new_tax_engine adesso che è al 100%?", [P],
         ["rule-flag-expiry"]),  # decoy: pref-flag-naming
    task("h25", "write the tests for the new /credit-notes list endpoint", [P],
         ["rule-check-query-count", "rule-use-db-fixture"]),
    task("h26", "new function in billing/core/tax.py, no annotations yet. push it?", [P],
         ["rule-annotate-core"]),  # decoy: epi-2025-05-27-mypy-red
    task("h27", "tempfile.mkdtemp() in the pdf renderer, good enough?", [P],
         ["rule-tempfile-context"]),  # decoy: sem-pdf-temp-files
    task("h28", "rename amount to total_amount in the /v1/invoices response", [P],
         ["rule-no-breaking-v1"]),  # decoy: epi-2025-05-05-breaking-change
    task("h29", "In welcher Reihenfolge gehören COPY und pip install ins Dockerfile?", [P],
         ["rule-dockerfile-order"]),  # decoy: epi-2025-05-15-docker-slow
    task("h30", "make dev says address already in use, how do i get past it", [P],
         ["rule-stop-dev-server"]),  # decoy: env-dev-server-start
    task("h31", "Voy a mandar el weekly update a Maya, ¿cómo lo organizo?", [P],
         ["rule-question-first"]),
    # what this principal likes (personalized)
    task("h32", "how does Maya like her commit messages written", [U],
         ["pref-commit-style"]),  # decoy: sem-conventional-commits
    task("h33", "what kind of answers does maya want from me, length-wise", [U],
         ["pref-short-answers", "pref-late-night-mode"]),
    task("h34", "Comment Maya veut-elle qu'on écrive les dates dans les tickets ?", [U],
         ["pref-date-format"]),
    task("h35", "textes clients en français : tu ou vous ?", [U],
         ["pref-french-formal"]),
    task("h36", "Welches Log-Format mag Maya lieber?", [U],
         ["pref-log-format"]),
    task("h37", "uv or pip in the setup instructions?", [U],
         ["pref-uv-not-pip"]),
    task("h38", "¿Cómo prefiere Maya que se llamen los tests?", [U], ["pref-test-naming"]),
    task("h39", "maya's take on unittest.TestCase classes vs plain pytest fixtures", [U],
         ["pref-pytest-style"]),  # decoy: rule-use-db-fixture
    task("h40", "does maya mind being pinged on the weekend", [U],
         ["pref-no-weekend-pings"]),  # decoy: env-principal-weekend
    task("h41", "how does she want estimates presented to her", [U],
         ["pref-estimate-ranges"]),  # decoy: env-principal-estimates
    task("h42", "Maya und Fehlermeldungen: lieber Stacktrace oder was genau?", [U],
         ["pref-error-messages"]),
    task("h43", "invoice pdf layout maya prefered", [U],
         ["pref-pdf-layout"]),
    task("h44", "Maya preferisce i merge commit o il rebase sui feature branch?", [U],
         ["pref-rebase-merge"]),
    task("h45", "the team speaks French, so which language do code comments go in?", [U],
         ["pref-language-english"]),
    task("h46", "Maya on screenshots in PR descriptions", [U], ["pref-pr-description"]),
    # what the world will do (environment-dynamics)
    task("h47", "how long will make deploy take for billing-api", [V],
         ["env-deploy-duration"]),  # decoy: epi-2025-05-30-friday-deploy-rollback
    task("h48", "alembic upgrade head on the staging snapshot for an invoices migration, how long "
         "should I expect?", [V],
         ["env-migration-duration"]),  # decoy: rule-migration-staging-first
    task("h49", "if i open the PR now when will CI be done", [V], ["env-ci-duration"]),
    task("h50", "Wenn ich Maya um 17 Uhr um ein Review bitte, wann kommt es?", [V],
         ["env-review-turnaround"]),
    task("h51", "pip-compile offline?", [V], ["env-pip-compile-time"]),  # decoy: sem-pinned-deps
    task("h52", "si reinicio el contenedor de redis local, ¿qué pasa?", [V],
         ["env-redis-restart"]),  # decoy: rule-invalidate-on-write
    task("h53", "pip-audit -r requirements.lock exited 1 for a low severity advisory, is that "
         "normal", [V], ["env-pip-audit-output"]),  # decoy: rule-patch-cve-rebuild
    task("h54", "j'ai changé un flag dans l'admin console, combien de temps avant que tous les "
         "workers le voient ?", [V], ["env-flag-propagation"]),
    task("h55", "git push origin main", [V],
         ["env-branch-protection"]),  # decoy: rule-no-force-push-shared
    task("h56", "if I save a change into clients/generated/models.py will the commit go through",
         [V], ["env-generated-readonly"]),  # decoy: rule-edit-openapi-not-generated
    task("h57", "quanto ci mette ruff check su tutto il repo?", [V],
         ["env-ruff-speed"]),
    task("h58", "fresh clone: are the pre-commit hooks active straight away?", [V],
         ["env-precommit-installed"]),  # decoy: rule-no-verify-forbidden
    task("h59", "what time does the nightly invoice cron actually fire in Paris in summer", [V],
         ["env-cron-utc"]),
    task("h60", "sending maya a multi-paragraph answer at 23:00, how will she react", [V],
         ["env-principal-night-tone",
           "env-principal-late-replies"]),  # decoy: pref-late-night-mode
    task("h61", "npm run build prints a chunk size warning for the dashboard. expected?", [V],
         ["env-vite-build"]),  # decoy: rule-bundle-budget
    task("h62", "la base reste-t-elle disponible pendant un snapshot RDS manuel de la prod, et "
         "ça dure combien ?", [V], ["env-snapshot-time"]),  # decoy: rule-backup-before-destructive
    # what is known (semantic)
    task("h63", "Why do most of our rollbacks happen?", [S],
         ["sem-deploy-risk-window"]),  # decoy: epi-2025-05-30-friday-deploy-rollback
    task("h64", "is adding a NOT NULL column with a default a problem on postgres 10 here", [S],
         ["sem-migration-locks"]),  # decoy: epi-2025-04-22-migration-lock
    task("h65", "what usually makes tests flaky in this repo", [S],
         ["sem-flaky-tests-time"]),  # decoy: rule-flaky-quarantine
    task("h66", "¿cómo se genera el changelog?", [S], ["sem-conventional-commits"]),
    task("h67", "Do small PRs actually get merged quicker here?", [S],
         ["sem-small-prs-merge-faster"]),  # decoy: rule-split-large-prs
    task("h68", "which ports do the API and the dashboard dev server use", [S], ["sem-dev-ports"]),
    task("h69", "wie werden Rückerstattungen modelliert? refund = credit note?", [S],
         ["sem-refunds-model"]),
    task("h70", "invoice emails: which provider, and where do bounces end up", [S],
         ["sem-email-provider"]),
    task("h71", "wo ist mypy eigentlich strict und wo nicht", [S],
         ["sem-mypy-strict-modules"]),  # decoy: rule-annotate-core
    task("h72", "Le cache Redis des réglages client est-il invalidé quand on les modifie depuis "
         "la console admin ?", [S], ["sem-cache-invalidation"]),  # decoy: rule-invalidate-on-write
    task("h73", "api versioning: url or header, and when does v1 sunset", [S],
         ["sem-api-versioning"]),  # decoy: rule-no-breaking-v1
    task("h74", "what formatter and line length does the codebase use", [S],
         ["sem-ruff-format"]),
    task("h75", "do long status updates actually get read", [S],
         ["sem-long-answers-skimmed"]),  # decoy: rule-question-first
    task("h76", "la maggior parte dei page di notte viene dall'alert sul disco?", [S],
         ["sem-alert-noise"]),
    # a fact about the repository versus Maya's preference, on the same words
    task("h83", "commit messages without a type: what happens to them at release time?", [S],
         ["sem-conventional-commits"]),  # decoy: pref-commit-style
    task("h84", "does maya actually read long status reports or does she want them short", [U],
         ["pref-short-answers"]),  # decoy: sem-long-answers-skimmed
    task("h85", "telling maya the slow list endpoint is fixed now, how should I put it", [U],
         ["pref-perf-numbers"]),  # decoy: sem-n-plus-one
    task("h86", "how are dates and timestamps stored in the database, local time or utc", [S],
         ["sem-utc-storage"]),  # decoy: pref-date-format
    # more than one tier
    task("h77", "Je veux déployer billing-api vendredi à 15h : c'est autorisé, et ça prend "
         "combien de temps ?", [P, V], ["rule-no-friday-deploys", "env-deploy-duration"]),
    task("h78", "can I ping maya on saturday, and would she even answer", [U, V],
         ["pref-no-weekend-pings", "env-principal-weekend"]),
    task("h79", "the invoice list endpoint was slow - what happened and what's the rule for list "
         "endpoints now", [E, P], ["epi-2025-06-11-invoice-list-slow", "rule-check-query-count"]),
    task("h80", "Voy a actualizar pydantic otra vez: ¿qué pasó la última vez y qué regla hay?",
         [E, P], ["epi-2025-06-03-pydantic-upgrade", "rule-upgrade-one-major"]),
    task("h81", "estimate for the paypal integration: how much buffer, and how does maya want it "
         "presented", [P, U], ["rule-estimate-buffer", "pref-estimate-ranges"]),
    task("h82", "Perché le build docker sono lente se copio tutto il sorgente prima? e quanto "
         "dura una build con la cache calda?", [S, V],
         ["sem-docker-layer-order", "env-docker-build-time"]),
]
