"""A second held-out task set over the same benchmark store, written before the router's rework.

The first task set (dataset.TASKS) was split by hash into dev and held-out halves, but its
wording was seen while the cue table was written, so its held-out half still shares that table's
phrasings. These tasks were written afterwards, from the records only, in the phrasings people
actually type: statements of intent ("Going to reformat the whole repo"), fragments ("Maya's
opinion on unittest.TestCase?"), requests ("Walk me through..."), and French, German and Spanish,
which this team writes in, with the English technical words left as people leave them.

They are only ever reported in aggregate (bench_retrieval.py prints no per-task answers for this
set), so the router cannot be tuned on them task by task.
"""

from __future__ import annotations

from typing import Any

from benchmarks.retrieval.dataset import E, P, S, U, V, task

FRESH_TASKS: list[dict[str, Any]] = [
    # what happened (episodic)
    task("n01", "Remind me, didn't we have trouble once when someone bumped pydantic?", [E],
         ["epi-2025-06-03-pydantic-upgrade"]),
    task("n02", "Tell me about the time the release changelog was missing fixes.", [E],
         ["epi-2025-05-12-changelog-missing"]),
    task("n03", "Qu'est-ce qui s'est passé avec le flag new_tax_engine ?", [E],
         ["epi-2025-05-22-flag-left-on"]),
    task("n04", "Was ist beim Force-Push auf den Release-Branch passiert?", [E],
         ["epi-2025-04-17-force-push"]),
    task("n05", "Any record of a new contributor getting stuck following the README?", [E],
         ["epi-2025-05-06-readme-wrong"]),
    task("n06", "Who got paged at 3am for the log host disk, and was any action needed?", [E],
         ["epi-2025-06-08-night-page"]),
    task("n07", "¿Qué pasó cuando la suite de tests tardó 12 minutos?", [E],
         ["epi-2025-05-29-slow-suite"]),
    task("n08", "Summarise what I worked on on 2025-06-11.", [E],
         ["epi-2025-06-11-session", "epi-2025-06-11-invoice-list-slow"]),
    task("n09", "Recap of the sprint review where credit notes shipped late", [E],
         ["epi-2025-06-13-sprint-review"]),
    task("n10", "On a déjà eu un souci de clés API dans les logs, c'était quand ?", [E],
         ["epi-2025-04-30-token-in-logs"]),
    task("n11", "Walk me through the Pillow CVE episode.", [E], ["epi-2025-05-19-cve-pillow"]),
    # how to act (procedural)
    task("n12", "About to run DELETE FROM invoices WHERE status = 'void' on prod, anything to "
         "check first?", [P], ["rule-backup-before-destructive"]),
    task("n13", "Je dois ajouter une variable d'environnement pour Postmark, quelle est la "
         "procédure ?", [P], ["rule-new-env-var"]),
    task("n14", "Going to reformat the whole repo with ruff format while fixing this bug.", [P],
         ["rule-format-only-touched"]),
    task("n15", "What's the guideline for temporary files in the PDF renderer?", [P],
         ["rule-tempfile-context"]),
    task("n16", "Darf ich am Freitagnachmittag nach Production deployen?", [P],
         ["rule-no-friday-deploys"]),
    task("n17", "Do we have a policy on how long a feature flag may live?", [P],
         ["rule-flag-expiry"]),
    task("n18", "Opening a PR with 900 changed lines mixing a refactor and a feature, ok?", [P],
         ["rule-split-large-prs"]),
    task("n19", "Voy a añadir una alerta nueva para el disco, ¿qué tiene que tener?", [P],
         ["rule-alert-actionable"]),
    task("n20", "Adding a new user-facing string to the invoice email template.", [P],
         ["rule-extract-strings"]),
    task("n21", "Steps to follow when I change a Makefile target?", [P],
         ["rule-update-readme-with-make"]),
    task("n22", "Avant de lancer alembic upgrade en prod, je fais quoi ?", [P],
         ["rule-migration-staging-first"]),
    # what this principal likes (personalized)
    task("n23", "What's Maya's take on docker compose versus installing Postgres locally?", [U],
         ["pref-docker-compose"]),
    task("n24", "Maya préfère quel style pour les noms de tests ?", [U], ["pref-test-naming"]),
    task("n25", "How should I phrase review comments so that Maya is happy with them?", [U],
         ["pref-review-checklist"]),
    task("n26", "In what language does Maya want code comments, French or English?", [U],
         ["pref-language-english"]),
    task("n27", "Maya's opinion on unittest.TestCase?", [U], ["pref-pytest-style"]),
    task("n28", "Wie möchte Maya Runbooks aufgebaut haben?", [U], ["pref-runbook-format"]),
    task("n29", "Where should security issues be discussed, according to Maya?", [U],
         ["pref-security-disclosure"]),
    task("n30", "Naming feature flags: what does Maya go for?", [U], ["pref-flag-naming"]),
    task("n31", "¿Cómo le gustan a Maya los logs?", [U], ["pref-log-format"]),
    task("n32", "Vous or tu in the French invoice email, what does Maya want?", [U],
         ["pref-french-formal"]),
    # what the world will do (environment-dynamics)
    task("n33", "How much RAM does the PDF worker use after a lot of renders?", [V],
         ["env-worker-memory"]),
    task("n34", "Combien de temps prend make docs ?", [V], ["env-docs-build"]),
    task("n35", "If I deploy my branch to staging, what happens to other people's tests?", [V],
         ["env-staging-deploy-state"]),
    task("n36", "Is error reporting on when I run the app locally?", [V],
         ["env-sentry-dsn-state"]),
    task("n37", "What will the contract tests do if I change a /v1 response field?", [V],
         ["env-contract-tests"]),
    task("n38", "Wie lange dauert npm run build für das Dashboard?", [V], ["env-vite-build"]),
    task("n39", "Does pip-audit fail the job on a low-severity advisory?", [V],
         ["env-pip-audit-output"]),
    task("n40", "What happens to the .po files when I run make messages?", [V],
         ["env-make-messages"]),
    task("n41", "Expected p95 for GET /invoices on a big customer these days?", [V],
         ["env-invoice-endpoint-latency"]),
    task("n42", "If I give Maya a single-number estimate, how will she respond?", [V],
         ["env-principal-estimates"]),
    task("n43", "At what local time does the nightly invoice cron fire in summer?", [V],
         ["env-cron-utc"]),
    # what is known (semantic)
    task("n44", "Which mypy settings apply to billing/legacy?", [S], ["sem-mypy-strict-modules"]),
    task("n45", "Pourquoi les traductions françaises sont-elles souvent en retard ?", [S],
         ["sem-translations-missing"]),
    task("n46", "How are refunds modelled?", [S], ["sem-refunds-model"]),
    task("n47", "Which email provider sends invoices, and where do bounces go?", [S],
         ["sem-email-provider"]),
    task("n48", "Are our database backup restores known to be reliable?", [S],
         ["sem-backup-restore-untested"]),
    task("n49", "Where are timestamps converted to the customer's time zone?", [S],
         ["sem-utc-storage"]),
    task("n50", "¿Por qué las alertas de disco del log host son casi siempre ruido?", [S],
         ["sem-alert-noise"]),
    task("n51", "Are feature branches shared or owned by one person here?", [S],
         ["sem-shared-branches"]),
    # more than one tier
    task("n52", "We're about to bump Pillow after a CVE: what's the procedure, and what went "
         "wrong last time?", [P, E], ["rule-patch-cve-rebuild", "epi-2025-05-19-cve-pillow"]),
    task("n53", "Writing a status update for Maya tonight at 23:00: how long should it be, and "
         "how will she react to a long one?", [U, V],
         ["pref-late-night-mode", "env-principal-night-tone", "env-principal-late-replies"]),
    task("n54", "Pourquoi les builds Docker sont lents, et combien de temps prend un build avec "
         "le cache chaud ?", [S, V], ["sem-docker-layer-order", "env-docker-build-time"]),
]
