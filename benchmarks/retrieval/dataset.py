"""The labelled retrieval benchmark: a realistic store and the tasks that query it.

The store is the memory of one project (a billing API, its dashboard, its CI) and its principal
(Maya). It is built from 32 scenarios; each scenario holds one record per tier that all use the
same words, which is where a single bucket goes wrong:

* the incident trace uses the same words as the rule it produced (episodic vs procedural);
* the semantic fact overlaps a personal preference (the repo's commit convention vs how Maya likes
  commit messages; long reports get skimmed vs Maya likes short answers);
* the prediction about how Maya reacts overlaps her stated preference (environment vs personalized).

A task names the tier(s) it needs and its gold record ids. Tasks were written from the records,
before the router was tuned; they are split into a dev half and a held-out half by a hash of the
task id, not by hand. Both halves have since been read task by task while the router was reworked,
so neither is unseen any more: fresh_tasks.py is the set that is only reported in aggregate.
blind_tasks.py was measured once unseen and has since been read task by task too (it is a
development set now, see its notes).
"""

from __future__ import annotations

import datetime as dt
import hashlib
from typing import Any

TODAY = dt.date(2025, 6, 16)  # the benchmark's "today" (a Monday); relative dates resolve here
PRINCIPAL = "maya"


def _d(text: str) -> dt.date:
    return dt.date.fromisoformat(text)


def sem(rid: str, topic: str, conf: float, obs: int, date: str, title: str,
        text: str) -> dict[str, Any]:
    return {"tier": "semantic", "id": rid, "topic": topic, "confidence": conf,
            "observations": obs, "date": _d(date), "title": title, "text": text}


def epi(rid: str, topic: str, event: str, date: str, title: str, text: str) -> dict[str, Any]:
    return {"tier": "episodic", "id": rid, "topic": topic, "event_type": event,
            "confidence": 0.9, "observations": 1, "date": _d(date), "title": title, "text": text}


def rule(rid: str, topic: str, triggers: list[str], severity: str, violations: int, date: str,
         title: str, text: str) -> dict[str, Any]:
    return {"tier": "procedural", "id": rid, "topic": topic, "trigger": triggers,
            "severity": severity, "violations": violations, "confidence": 0.9,
            "observations": 3 + violations, "date": _d(date), "title": title, "text": text}


def pref(rid: str, domain: str, topic: str, date: str, title: str, text: str) -> dict[str, Any]:
    return {"tier": "personalized", "id": rid, "domain": domain, "topic": topic,
            "confidence": 0.85, "observations": 3, "date": _d(date), "title": title,
            "text": text}


def env(rid: str, bucket: str, topic: str, condition: str, prediction: str, hits: int,
        misses: int, date: str, text: str) -> dict[str, Any]:
    return {"tier": "environment-dynamics", "id": rid, "bucket": bucket, "topic": topic,
            "condition": condition, "prediction": prediction, "hits": hits, "misses": misses,
            "confidence": round(hits / (hits + misses), 2) if hits + misses else 0.5,
            "observations": max(1, hits + misses), "date": _d(date), "title": condition,
            "text": text}


RECORDS: list[dict[str, Any]] = [
    # 1 friday deploys
    sem("sem-deploy-risk-window", "deploy-timing", 0.8, 9, "2025-06-01",
        "Late-week deploys cause most rollbacks",
        "Deploys late in the week cause most rollbacks: 7 of the last 9 rollbacks followed a "
        "deploy made on Thursday afternoon or Friday, when fewer reviewers are around to notice "
        "regressions."),
    epi("epi-2025-05-30-friday-deploy-rollback", "deploy-timing", "incident", "2025-05-30",
        "Friday deploy of billing-api rolled back",
        "Friday deploy of billing-api v2.14 to production at 16:40 broke invoice PDF generation; "
        "rolled back at 18:05 after customer reports. The deploy skipped the staging soak."),
    rule("rule-no-friday-deploys", "deploy-timing", ["deploy friday", "deploy production"],
         "high", 2, "2025-05-31", "No production deploys on Friday afternoon",
         "Never deploy to production on Friday after 14:00. If the fix is urgent, deploy it "
         "behind a feature flag and get a second reviewer."),
    pref("pref-deploy-announce", "deploy", "deploy-communication", "2025-05-02",
         "Announce every production deploy",
         "Maya wants every production deploy announced in #releases with the version and a "
         "one-line summary before it starts."),
    env("env-deploy-duration", "skill-output-shape", "deploy-timing",
        "running make deploy for billing-api",
        "takes 6 to 9 minutes; the health check step alone is about 3 minutes", 11, 2,
        "2025-06-05", "Measured on the last thirteen production deploys."),
    # 2 database migrations
    sem("sem-migration-locks", "database-migrations", 0.85, 5, "2025-04-23",
        "Adding NOT NULL columns locks big tables",
        "Alembic migrations that add a NOT NULL column with a default rewrite the whole table "
        "in Postgres 10 and lock it; on the invoices table (40M rows) that means minutes of "
        "blocked writes."),
    epi("epi-2025-04-22-migration-lock", "database-migrations", "incident", "2025-04-22",
        "Migration locked the invoices table",
        "Ran the add-currency-column migration on production at peak hours; the invoices table "
        "was locked for 11 minutes and checkout requests timed out. The migration had not been "
        "tried on the staging snapshot."),
    rule("rule-migration-staging-first", "database-migrations", ["migration", "alembic upgrade"],
         "critical", 1, "2025-04-23", "Migrations run on the staging snapshot first",
         "Run every database migration against the staging snapshot first and time it; schedule "
         "anything over 30 seconds for the low-traffic window (02:00 to 05:00 UTC)."),
    pref("pref-migration-naming", "database", "migration-naming", "2025-03-20",
         "Migration file names",
         "Maya likes migration files named with a verb and the table (add_currency_to_invoices), "
         "never autogenerated hashes alone."),
    env("env-migration-duration", "skill-output-shape", "database-migrations",
        "alembic upgrade head on the staging snapshot",
        "takes 40 to 90 seconds for migrations touching invoices, under 5 seconds otherwise", 6,
        1, "2025-05-10", "Timed on seven migrations since April."),
    # 3 flaky tests
    sem("sem-flaky-tests-time", "flaky-tests", 0.8, 6, "2025-06-10",
        "Flaky tests depend on the clock",
        "Most flaky tests in this repo depend on wall-clock time or on the ordering of API "
        "responses; freezing time with freezegun fixes the first kind."),
    epi("epi-2025-06-10-flaky-ci", "flaky-tests", "ci-failure", "2025-06-10",
        "CI reruns on a flaky test",
        "CI failed three times on test_invoice_due_dates; reran the pipeline twice before "
        "finding it was a flaky test depending on the current month. 40 minutes lost rerunning "
        "CI."),
    rule("rule-flaky-quarantine", "flaky-tests", ["flaky test", "rerun ci", "rerun the pipeline"],
         "medium", 3, "2025-06-10", "Quarantine flaky tests instead of rerunning",
         "When a test is flaky, do not rerun CI more than once: mark it with "
         "@pytest.mark.flaky, open an issue, and fix the time dependency."),
    pref("pref-test-naming", "testing", "test-naming", "2025-02-11", "Test names read as sentences",
         "Maya prefers test names that read as sentences "
         "(test_due_date_rolls_over_to_next_month) over numbered cases."),
    env("env-ci-duration", "skill-output-shape", "ci-pipeline",
        "full CI pipeline on a pull request",
        "takes 14 to 18 minutes; the integration test job is the long pole at about 11 minutes",
        20, 3, "2025-06-12", "Measured over the last 23 pipelines."),
    # 4 commit messages (semantic fact vs personal preference)
    sem("sem-conventional-commits", "commit-messages", 0.9, 12, "2025-05-13",
        "The changelog is built from Conventional Commits",
        "The repository follows Conventional Commits (feat:, fix:, chore:) and the release tool "
        "builds the changelog from commit messages; commits without a type are left out of the "
        "changelog."),
    epi("epi-2025-05-12-changelog-missing", "commit-messages", "release", "2025-05-12",
        "Release 2.12 changelog missed fixes",
        "The release 2.12 changelog missed three fixes because their commit messages had no "
        "type prefix; CHANGELOG.md had to be edited by hand."),
    rule("rule-commit-type-prefix", "commit-messages", ["commit", "git commit"], "medium", 2,
         "2025-05-13", "Commit messages start with a type",
         "Every commit message starts with a Conventional Commits type (feat, fix, docs, chore, "
         "refactor, test) and a scope, e.g. fix(invoices): ..."),
    pref("pref-commit-style", "git", "commit-messages", "2025-04-01",
         "Short imperative commit messages",
         "Maya likes short commit messages in the imperative, under 60 characters, with details "
         "in the body rather than in the subject line."),
    env("env-commit-hook-latency", "system-state", "pre-commit",
        "git commit in this repository",
        "pre-commit runs ruff, mypy and the secret scanner; it takes about 20 seconds and "
        "rejects the commit on any mypy error", 9, 1, "2025-05-14",
        "Hooks are installed by make setup."),
    # 5 pull requests
    sem("sem-small-prs-merge-faster", "pull-requests", 0.8, 8, "2025-05-21",
        "Small pull requests merge faster",
        "Pull requests under 300 changed lines are merged in a median of 4 hours; those over "
        "800 lines wait 3 days and collect more rework comments."),
    epi("epi-2025-05-20-big-pr-stalled", "pull-requests", "code-review", "2025-05-20",
        "A 1,400-line pull request stalled",
        "Opened a 1,400-line pull request mixing the refactor and the feature; review stalled "
        "for four days and Maya asked to split it."),
    rule("rule-split-large-prs", "pull-requests", ["pull request", "open pr"], "medium", 1,
         "2025-05-21", "Keep pull requests small",
         "Keep pull requests under 400 changed lines; split refactors from behaviour changes "
         "into separate pull requests."),
    pref("pref-pr-description", "code-review", "pull-requests", "2025-04-15",
         "Pull request descriptions",
         "Maya wants pull request descriptions to start with the why, then a checklist of how it "
         "was tested; she dislikes screenshots without captions."),
    env("env-review-turnaround", "principal-response", "code-review",
        "a pull request review is requested from Maya before 11:00",
        "she reviews it the same day; review requests sent after 16:00 wait until the next "
        "afternoon", 8, 2, "2025-06-06", "Observed on ten review requests."),
    # 6 secrets in logs
    sem("sem-secrets-in-logs", "logging", 0.85, 4, "2025-05-01",
        "Request logging leaks tokens",
        "The request logging middleware dumps headers, so Authorization tokens end up in the "
        "logs unless the redaction filter is configured."),
    epi("epi-2025-04-30-token-in-logs", "logging", "incident", "2025-04-30",
        "API keys found in debug logs",
        "Found live Stripe API keys in the debug logs shipped to the log aggregator; rotated the "
        "keys and purged two days of logs."),
    rule("rule-never-log-secrets", "logging", ["log", "logging", "debug log"], "critical", 1,
         "2025-05-01", "Never log secrets",
         "Never log request headers, tokens or API keys; pass any payload that may contain "
         "secrets through the redact() helper before logging it."),
    pref("pref-log-format", "logging", "log-format", "2025-03-03", "Structured logs",
         "Maya prefers structured JSON logs with snake_case keys over free-text log lines."),
    env("env-log-dir-growth", "filesystem-response", "logging",
        "debug logging enabled on the dev server",
        "logs/ grows about 2 GB per day and fills the dev disk within a week", 3, 0,
        "2025-05-03", "Seen on the shared dev server."),
    # 7 dependency upgrades
    sem("sem-pinned-deps", "dependencies", 0.85, 6, "2025-06-04", "Dependencies are pinned",
        "Dependencies are pinned in requirements.lock; upgrading one package without "
        "regenerating the lock with pip-compile breaks the Docker build."),
    epi("epi-2025-06-03-pydantic-upgrade", "dependencies", "upgrade", "2025-06-03",
        "Pydantic 2 upgrade reverted",
        "Upgraded pydantic from 1.10 to 2.7 in one step; 63 tests failed on validator "
        "signatures and the upgrade was reverted."),
    rule("rule-upgrade-one-major", "dependencies", ["upgrade", "bump dependency"], "high", 1,
         "2025-06-04", "One major upgrade per pull request",
         "Upgrade one major dependency per pull request, regenerate requirements.lock with "
         "pip-compile, and read the package's migration guide first."),
    pref("pref-uv-not-pip", "tooling", "python-tooling", "2025-03-12", "uv rather than pip",
         "Maya prefers uv over pip for local environments and asks that setup instructions use "
         "uv pip install."),
    env("env-pip-compile-time", "skill-output-shape", "dependencies",
        "pip-compile regenerating requirements.lock",
        "takes 2 to 4 minutes and needs network access to the package index; fails offline", 5,
        1, "2025-06-04", "Observed on six regenerations."),
    # 8 docs drift
    sem("sem-docs-drift", "documentation", 0.75, 4, "2025-05-07", "The README drifts",
        "The README's setup section drifts from the Makefile within weeks; the docs CI job only "
        "checks links, not commands."),
    epi("epi-2025-05-06-readme-wrong", "documentation", "onboarding", "2025-05-06",
        "New contributor blocked by the README",
        "A new contributor followed the README and could not start the app: it still said make "
        "run after the Makefile target was renamed to make dev."),
    rule("rule-update-readme-with-make", "documentation", ["makefile", "make target", "readme"],
         "low", 0, "2025-05-07", "Update the docs with the Makefile",
         "When a Makefile target changes, update README.md and docs/setup.md in the same commit."),
    pref("pref-docs-tone", "writing", "documentation-style", "2025-02-20",
         "Plain documentation",
         "Maya prefers documentation in plain, direct English with short sentences and no "
         "marketing adjectives."),
    env("env-docs-build", "skill-output-shape", "documentation", "make docs (mkdocs build)",
        "finishes in about 25 seconds; warnings about missing anchors are expected and harmless",
        4, 1, "2025-05-07", "Observed on five builds."),
    # 9 long answers (semantic vs preference vs principal-response)
    sem("sem-long-answers-skimmed", "communication", 0.75, 5, "2025-06-12",
        "Long status reports get skimmed",
        "Long status reports get skimmed: in past sessions, questions buried after the third "
        "paragraph went unanswered."),
    epi("epi-2025-06-12-status-ignored", "communication", "conversation", "2025-06-12",
        "Blocking question missed in a long update",
        "Sent a 900-word status update; Maya replied only to the first point and the blocking "
        "question at the end was missed for a day."),
    rule("rule-question-first", "communication", ["status update", "weekly update"], "medium", 2,
         "2025-06-12", "Blocking questions first",
         "Put blocking questions at the top of any status update, as a list, before the "
         "details."),
    pref("pref-short-answers", "communication", "answer-length", "2025-04-08", "Short answers",
         "Maya likes short answers: three to five bullet points, no preamble, and code before "
         "explanation."),
    env("env-principal-late-replies", "principal-response", "communication",
        "a long message sent to Maya after 20:00",
        "gets a terse reply the next morning, often asking for a shorter version", 6, 2,
        "2025-06-13", "Observed over eight evenings."),
    # 10 docker layer cache
    sem("sem-docker-layer-order", "docker", 0.85, 4, "2025-05-16",
        "Layer order decides Docker build time",
        "Copying the whole source tree before installing dependencies invalidates the Docker "
        "layer cache on every change; copying requirements.lock first keeps builds under a "
        "minute."),
    epi("epi-2025-05-15-docker-slow", "docker", "build", "2025-05-15",
        "Docker builds took 9 minutes",
        "Docker builds took 9 minutes all afternoon after the Dockerfile was reordered; COPY . . "
        "had moved above pip install."),
    rule("rule-dockerfile-order", "docker", ["dockerfile"], "medium", 1, "2025-05-16",
         "Install dependencies before copying the source",
         "In the Dockerfile, copy requirements.lock and install dependencies before copying the "
         "source tree."),
    pref("pref-docker-compose", "tooling", "local-services", "2025-03-05",
         "docker compose for local services",
         "Maya prefers docker compose for local services over installing Postgres and Redis on "
         "the host."),
    env("env-docker-build-time", "skill-output-shape", "docker",
        "docker build with a warm cache and only source changes",
        "takes 40 to 70 seconds; a cold build takes about 8 minutes", 12, 2, "2025-06-02",
        "Measured on fourteen builds."),
    # 11 force push
    sem("sem-shared-branches", "git-workflow", 0.9, 7, "2025-04-18",
        "Shared branches are protected",
        "The release and main branches are shared by the whole team and protected; feature "
        "branches belong to one author."),
    epi("epi-2025-04-17-force-push", "git-workflow", "incident", "2025-04-17",
        "Force push erased two commits",
        "Force-pushed to the release branch after a rebase and erased two commits from Sam; "
        "recovered them from the reflog an hour later."),
    rule("rule-no-force-push-shared", "git-workflow", ["force push", "push --force", "git push"],
         "critical", 1, "2025-04-18", "No force push to shared branches",
         "Never force-push to main or release branches; use --force-with-lease only on your own "
         "feature branch."),
    pref("pref-rebase-merge", "git", "git-workflow", "2025-03-28", "Rebase, then squash-merge",
         "Maya prefers rebasing feature branches onto main over merge commits, and squash-merging "
         "pull requests."),
    env("env-branch-protection", "system-state", "git-workflow", "pushing directly to main",
        "the push is rejected by branch protection; a pull request with one approval and green "
        "CI is required", 7, 0, "2025-04-18", "GitHub branch protection is on for main."),
    # 12 time zones
    sem("sem-utc-storage", "time-zones", 0.9, 6, "2025-04-01", "Timestamps are UTC",
        "All timestamps are stored in UTC; conversion to the customer's time zone happens only "
        "in the invoice renderer."),
    epi("epi-2025-03-31-dst-bug", "time-zones", "incident", "2025-03-31",
        "Daylight saving shifted due dates",
        "The daylight saving change made 214 invoices show a due date one day early; the "
        "renderer converted the time zone twice."),
    rule("rule-utc-only", "time-zones", ["timezone", "time zone", "datetime"], "high", 1,
         "2025-04-01", "UTC everywhere, convert at display",
         "Store and compare datetimes in UTC with timezone-aware objects; convert only at "
         "display time."),
    pref("pref-date-format", "writing", "date-format", "2025-02-03", "ISO dates",
         "Maya wants dates written as ISO 8601 (2025-06-16) in docs, tickets and messages, never "
         "06/16."),
    env("env-cron-utc", "system-state", "time-zones", "the nightly invoice cron",
        "runs at 01:00 UTC, which is 03:00 in Paris in summer; jobs scheduled in local time "
        "drift by an hour at DST changes", 4, 0, "2025-04-02", "From the crontab on worker-1."),
    # 13 stripe rate limits
    sem("sem-stripe-rate-limit", "payments-api", 0.8, 3, "2025-06-02", "Stripe rate limits",
        "Stripe's API allows about 100 read requests per second in live mode; the "
        "reconciliation job bursts above it at month end."),
    epi("epi-2025-06-01-reconciliation-429", "payments-api", "incident", "2025-06-01",
        "Reconciliation hit Stripe rate limits",
        "Month-end reconciliation hit Stripe 429 rate-limit errors for 20 minutes; the job had "
        "no backoff and retried immediately."),
    rule("rule-backoff-retries", "payments-api", ["retry", "stripe api", "rate limit"], "high", 0,
         "2025-06-02", "Retry with backoff",
         "Every call to an external API retries with exponential backoff and jitter, at most 5 "
         "attempts."),
    pref("pref-error-messages", "code-style", "error-messages", "2025-03-18",
         "Actionable error messages",
         "Maya prefers error messages that say what to do next (retry in 30 s, check STRIPE_KEY) "
         "over stack traces."),
    env("env-stripe-429", "skill-output-shape", "payments-api",
        "the reconciliation job at month end without throttling",
        "Stripe returns 429 on roughly 15% of requests after the first minute", 3, 1,
        "2025-06-02", "Seen at the last four month ends."),
    # 14 mypy
    sem("sem-mypy-strict-modules", "typing", 0.8, 4, "2025-05-28", "Where mypy is strict",
        "mypy runs in strict mode only on billing/core; legacy modules under billing/legacy are "
        "excluded and hide most Any leaks."),
    epi("epi-2025-05-27-mypy-red", "typing", "ci-failure", "2025-05-27", "CI red on mypy",
        "CI went red on mypy after an untyped helper was added to billing/core; fixed by adding "
        "annotations, 25 minutes lost."),
    rule("rule-annotate-core", "typing", ["billing/core", "mypy"], "medium", 2, "2025-05-28",
         "Annotate everything in billing/core",
         "Every new function in billing/core gets full type annotations; run make typecheck "
         "before pushing."),
    pref("pref-typing-style", "code-style", "typing-style", "2025-03-25", "Modern typing syntax",
         "Maya likes modern typing syntax (list[str], X | None) and dislikes typing.Optional and "
         "typing.List."),
    env("env-mypy-time", "skill-output-shape", "typing", "make typecheck on the full repo",
        "takes about 50 seconds cold and 6 seconds with the mypy cache warm", 8, 1, "2025-05-28",
        "Measured on nine runs."),
    # 15 feature flags
    sem("sem-flags-cleanup", "feature-flags", 0.75, 5, "2025-05-23", "Old flags never go away",
        "Feature flags older than 90 days are almost never turned off again; 23 stale flags make "
        "the checkout code hard to follow."),
    epi("epi-2025-05-22-flag-left-on", "feature-flags", "incident", "2025-05-22",
        "new_tax_engine flag left on",
        "The new_tax_engine flag was left on for EU customers after the test window; VAT was "
        "computed twice for 3 hours."),
    rule("rule-flag-expiry", "feature-flags", ["feature flag"], "medium", 1, "2025-05-23",
         "Flags have an owner and an expiry",
         "Every feature flag gets an owner and an expiry date in flags.yaml; remove it within two "
         "weeks of full rollout."),
    pref("pref-flag-naming", "code-style", "flag-naming", "2025-04-04", "Descriptive flag names",
         "Maya prefers flag names that say what turns on (enable_new_tax_engine), not project "
         "code names."),
    env("env-flag-propagation", "workspace-state-transitions", "feature-flags",
        "changing a flag in the admin console",
        "takes up to 60 seconds to reach every API worker because of the config cache", 5, 1,
        "2025-05-23", "Observed on six flag changes."),
    # 16 alerts and weekends
    sem("sem-alert-noise", "alerting", 0.8, 6, "2025-06-09", "Most pages are noise",
        "Two thirds of the pages in May came from the disk-usage alert on the log host, which "
        "never needed action."),
    epi("epi-2025-06-08-night-page", "alerting", "on-call", "2025-06-08", "Paged at 03:12",
        "Paged at 03:12 for disk usage on the log host; it was log rotation lag again, no action "
        "needed."),
    rule("rule-alert-actionable", "alerting", ["alert", "pager"], "medium", 0, "2025-06-09",
         "Alerts must be actionable",
         "Every alert must have a runbook link and an action; delete or downgrade alerts that "
         "fired twice without needing action."),
    pref("pref-no-weekend-pings", "communication", "availability", "2025-03-01",
         "No weekend pings",
         "Maya does not want to be pinged on weekends unless production is down."),
    env("env-principal-weekend", "principal-response", "availability",
        "a non-urgent message to Maya on Saturday",
        "no reply until Monday; a message tagged urgent gets a reply within 30 minutes", 5, 0,
        "2025-06-08", "Observed over five weekends."),
    # 17 test database fixtures
    sem("sem-fixture-speed", "test-fixtures", 0.85, 4, "2025-05-30", "Schema per test is slow",
        "Tests that create the database schema per test are 10x slower than those using the "
        "session-scoped transactional fixture."),
    epi("epi-2025-05-29-slow-suite", "test-fixtures", "testing", "2025-05-29",
        "Test suite slowed to 12 minutes",
        "The test suite slowed from 4 to 12 minutes after a new module used function-scoped "
        "database fixtures that rebuilt the schema."),
    rule("rule-use-db-fixture", "test-fixtures", ["database fixture", "conftest", "test database"],
         "medium", 1, "2025-05-30", "Use the transactional db fixture",
         "Use the transactional db fixture from conftest.py in tests; never create the schema "
         "inside a test."),
    pref("pref-pytest-style", "testing", "test-style", "2025-02-25", "Plain pytest",
         "Maya prefers plain assert statements and pytest fixtures over unittest.TestCase "
         "classes."),
    env("env-test-suite-time", "skill-output-shape", "test-fixtures", "pytest -n 4 locally",
        "the unit suite takes about 4 minutes; the first run after a schema change takes 2 "
        "minutes longer", 10, 2, "2025-06-03", "Measured on twelve local runs."),
    # 18 generated client
    sem("sem-generated-client", "generated-code", 0.9, 5, "2025-06-05",
        "The API client is generated",
        "The API client under clients/generated is produced by openapi-generator from "
        "openapi.yaml; hand edits there are overwritten on the next generation."),
    epi("epi-2025-06-05-generated-overwritten", "generated-code", "code-change", "2025-06-05",
        "Hand fix in the generated client lost",
        "Hand-fixed a bug in clients/generated/api.py; the next make client overwrote the fix "
        "and the bug came back in staging."),
    rule("rule-edit-openapi-not-generated", "generated-code",
         ["clients/generated", "generated client"], "high", 1, "2025-06-05",
         "Edit openapi.yaml, not the generated client",
         "Never edit files under clients/generated; change openapi.yaml and run make client."),
    pref("pref-api-naming", "api-design", "api-naming", "2025-03-10", "API path naming",
         "Maya prefers plural resource names and kebab-case paths in the API (/credit-notes, not "
         "/creditNote)."),
    env("env-generated-readonly", "filesystem-response", "generated-code",
        "writing a file under clients/generated",
        "the write succeeds but the pre-commit check rejects the commit with generated file "
        "modified", 4, 0, "2025-06-05", "Seen four times."),
    # 19 environment variables
    sem("sem-settings-env", "configuration", 0.85, 4, "2025-05-03", "Settings come from env vars",
        "Settings are read from environment variables through billing/settings.py; .env is "
        "loaded only in development."),
    epi("epi-2025-05-02-missing-env", "configuration", "incident", "2025-05-02",
        "Staging failed to boot",
        "Staging failed to boot after a deploy because SENTRY_DSN was added to settings.py but "
        "not to the staging environment variables."),
    rule("rule-new-env-var", "configuration", ["environment variable", "settings.py", "env var"],
         "high", 1, "2025-05-03", "Adding a setting",
         "When adding a setting, add it to .env.example and to the staging and production "
         "variables, and give it a safe default."),
    pref("pref-config-docs", "documentation", "configuration-docs", "2025-03-14",
         "Document every variable",
         "Maya wants every environment variable documented in docs/configuration.md with its "
         "default and an example."),
    env("env-sentry-dsn-state", "system-state", "configuration", "SENTRY_DSN in the local shell",
        "is unset on developer machines, so error reporting is silently disabled locally", 3, 0,
        "2025-05-03", "Checked on three machines."),
    # 20 N+1 queries
    sem("sem-n-plus-one", "performance", 0.85, 6, "2025-06-11", "Slow list endpoints are N+1",
        "Slow list endpoints here are almost always N+1 queries from lazy-loaded relationships; "
        "selectinload fixes most of them."),
    epi("epi-2025-06-11-invoice-list-slow", "performance", "performance", "2025-06-11",
        "Invoice list endpoint took 4.2 s",
        "The /invoices list endpoint took 4.2 s for a large customer; profiling showed 600 "
        "queries from lazy-loaded line items."),
    rule("rule-check-query-count", "performance", ["list endpoint", "endpoint", "orm query"],
         "medium", 0, "2025-06-11", "Assert query counts",
         "For any list endpoint, add a test asserting the number of SQL queries with the "
         "query-counter fixture."),
    pref("pref-perf-numbers", "communication", "performance-reporting", "2025-04-20",
         "Numbers for performance claims",
         "Maya wants performance claims backed by numbers before and after (p50 and p95), not "
         "adjectives."),
    env("env-invoice-endpoint-latency", "skill-output-shape", "performance",
        "GET /invoices for a customer with 5,000 invoices",
        "responds in about 350 ms at p95 since the selectinload fix", 6, 1, "2025-06-12",
        "Measured in staging."),
    # 21 translations
    sem("sem-translations-missing", "i18n", 0.7, 3, "2025-05-09", "French lags behind",
        "French translations lag behind English by about two releases; untranslated strings "
        "fall back to English silently."),
    epi("epi-2025-05-08-french-invoice", "i18n", "release", "2025-05-08",
        "French invoices with English text",
        "French customers received invoices with the new credit note section in English; the "
        "strings had never been extracted for translation."),
    rule("rule-extract-strings", "i18n", ["translation", "i18n", "gettext"], "medium", 1,
         "2025-05-09", "Extract strings before the PR",
         "Wrap every user-facing string in gettext and run make messages before opening the "
         "pull request."),
    pref("pref-french-formal", "writing", "french-style", "2025-03-07", "Formal French",
         "Maya prefers the formal vous in French customer-facing text."),
    env("env-make-messages", "workspace-state-transitions", "i18n", "running make messages",
        "regenerates locale/fr/LC_MESSAGES/django.po and marks changed strings fuzzy; the diff "
        "is usually 200+ lines", 4, 1, "2025-05-09", "Observed on five runs."),
    # 22 backups
    sem("sem-backup-restore-untested", "backups", 0.75, 2, "2025-04-26",
        "Restores are slower than documented",
        "Nightly database backups exist but restores were tested only once; the restore takes "
        "longer than the documented recovery objective."),
    epi("epi-2025-04-25-restore-drill", "backups", "drill", "2025-04-25", "Restore drill",
        "Restore drill: restoring the nightly backup to a scratch instance took 2 h 10 min, "
        "twice the documented one-hour recovery objective."),
    rule("rule-backup-before-destructive", "backups", ["drop table", "delete from", "truncate"],
         "critical", 0, "2025-04-26", "Snapshot before destructive SQL",
         "Before any destructive SQL on production, take a manual snapshot and have a second "
         "person read the statement."),
    pref("pref-runbook-format", "documentation", "runbooks", "2025-02-28", "Runbook format",
         "Maya likes runbooks as numbered steps with the exact commands, one action per step."),
    env("env-snapshot-time", "skill-output-shape", "backups",
        "a manual RDS snapshot of the production database",
        "takes 12 to 15 minutes; the database stays available", 3, 0, "2025-04-26",
        "Timed three times."),
    # 23 frontend bundle
    sem("sem-bundle-size", "frontend", 0.8, 3, "2025-06-03", "Whole-library imports bloat",
        "The dashboard bundle grew from 900 KB to 2.1 MB after charting libraries were imported "
        "whole; tree-shaking needs named imports."),
    epi("epi-2025-06-02-bundle-regression", "frontend", "performance", "2025-06-02",
        "Dashboard first load went to 6 s",
        "Dashboard first load went to 6 s on 3G after importing the whole charting library; "
        "reverted and switched to named imports."),
    rule("rule-bundle-budget", "frontend", ["npm install", "bundle", "frontend dependency"],
         "medium", 1, "2025-06-03", "Respect the bundle budget",
         "Check npm run size before adding a frontend dependency; the dashboard bundle budget "
         "is 1.2 MB."),
    pref("pref-ui-copy", "ui", "ui-copy", "2025-04-10", "Sentence case in the UI",
         "Maya prefers sentence case for buttons and headings in the dashboard (Save changes, "
         "not Save Changes)."),
    env("env-vite-build", "skill-output-shape", "frontend", "npm run build for the dashboard",
        "takes 35 to 50 seconds and prints a chunk-size warning above 500 KB", 7, 1,
        "2025-06-03", "Observed on eight builds."),
    # 24 CVEs
    sem("sem-cve-scan", "security", 0.75, 4, "2025-05-20", "Where advisories come from",
        "The weekly pip-audit scan flags 2 to 3 advisories a month, mostly in transitive "
        "dependencies of the PDF stack."),
    epi("epi-2025-05-19-cve-pillow", "security", "security", "2025-05-19",
        "Pillow CVE patched, image rebuilt late",
        "pip-audit flagged a Pillow CVE; patched in 40 minutes by bumping the pin, but the "
        "Docker image on production was only rebuilt two days later."),
    rule("rule-patch-cve-rebuild", "security", ["cve", "pip-audit", "security advisory"], "high",
         1, "2025-05-20", "Rebuild the image after a security patch",
         "After patching a vulnerable dependency, rebuild and redeploy the Docker image the same "
         "day."),
    pref("pref-security-disclosure", "security", "security-communication", "2025-03-21",
         "Security talk stays private",
         "Maya wants security issues discussed only in the private #sec channel, never in public "
         "issues."),
    env("env-pip-audit-output", "skill-output-shape", "security",
        "pip-audit -r requirements.lock",
        "finishes in about 30 seconds and exits 1 when any advisory is found, even low severity",
        5, 0, "2025-05-20", "Observed on five runs."),
    # 25 temp files
    sem("sem-pdf-temp-files", "pdf-generation", 0.8, 3, "2025-06-07",
        "The PDF renderer leaks temp files",
        "The PDF renderer writes temporary files to /tmp and does not clean them up when "
        "rendering fails."),
    epi("epi-2025-06-06-tmp-full", "pdf-generation", "incident", "2025-06-06",
        "/tmp full on worker-2",
        "/tmp filled up on worker-2 with 38 GB of orphaned PDF temp files; invoice rendering "
        "failed until the files were deleted."),
    rule("rule-tempfile-context", "pdf-generation", ["tempfile", "temporary file", "/tmp"],
         "medium", 1, "2025-06-07", "Temporary files in a with block",
         "Create temporary files with tempfile.TemporaryDirectory() in a with block so they are "
         "removed on errors."),
    pref("pref-pdf-layout", "invoices", "invoice-layout", "2025-04-12", "Invoice PDF layout",
         "Maya prefers invoice PDFs with the total and the due date at the top right, in bold."),
    env("env-tmp-growth", "filesystem-response", "pdf-generation",
        "PDF rendering failures on a worker",
        "/tmp grows by about 1 GB per 500 failed renders; the disk alert fires at 80%", 2, 1,
        "2025-06-07", "Estimated from two incidents."),
    # 26 formatting
    sem("sem-ruff-format", "formatting", 0.9, 5, "2025-04-11", "ruff format, line length 100",
        "The codebase is formatted with ruff format (line length 100); black was removed in "
        "March."),
    epi("epi-2025-04-10-format-churn", "formatting", "code-review", "2025-04-10",
        "Mass reformat rejected",
        "A pull request reformatted 120 files with black's default 88 columns; the diff hid the "
        "actual change and was rejected."),
    rule("rule-format-only-touched", "formatting", ["ruff format", "reformat", "black"], "low", 1,
         "2025-04-11", "Format only the files you touch",
         "Run ruff format only on files you changed; never mix mass reformatting with a "
         "behaviour change."),
    pref("pref-comments-why", "code-style", "code-comments", "2025-02-14", "Comments say why",
         "Maya prefers comments that explain why, and dislikes comments that restate what the "
         "code does."),
    env("env-ruff-speed", "skill-output-shape", "formatting", "ruff check . on the repo",
        "takes under 1 second; enabling any new rule in pyproject flags 50+ existing lines", 6, 0,
        "2025-04-11", "Observed on six runs."),
    # 27 redis cache
    sem("sem-cache-invalidation", "caching", 0.85, 3, "2025-05-27", "Settings cache goes stale",
        "Customer settings are cached in Redis for 10 minutes; writes through the admin console "
        "do not invalidate the cache."),
    epi("epi-2025-05-26-stale-cache", "caching", "incident", "2025-05-26",
        "Invoices sent to an old billing email",
        "Support changed a customer's billing email in the admin console, but invoices kept "
        "going to the old address for 10 minutes; the Redis cache was stale."),
    rule("rule-invalidate-on-write", "caching", ["redis", "cache", "customer settings"], "medium",
         1, "2025-05-27", "Invalidate the cache on write",
         "Any code path that writes customer settings must call "
         "cache.invalidate_customer(customer_id)."),
    pref("pref-explicit-code", "code-style", "cache-keys", "2025-04-18", "One helper for keys",
         "Maya prefers explicit cache keys built by one helper over ad-hoc f-strings scattered in "
         "the code."),
    env("env-redis-restart", "workspace-state-transitions", "caching",
        "restarting the local Redis container",
        "clears every cached session, so the dev dashboard logs you out", 3, 0, "2025-05-27",
        "Seen three times."),
    # 28 estimates
    sem("sem-estimates-optimistic", "estimation", 0.7, 6, "2025-06-13", "Estimates run over",
        "Estimates for billing features run about 1.6x over; integration work with payment "
        "providers is the usual cause."),
    epi("epi-2025-06-13-sprint-review", "estimation", "planning", "2025-06-13", "Sprint review",
        "Sprint review: credit notes shipped five days late; the Stripe sandbox did not support "
        "the refund flow we needed."),
    rule("rule-estimate-buffer", "estimation", ["estimate", "how many days"], "low", 0,
         "2025-06-13", "Buffer payment-provider estimates",
         "When giving an estimate for payment-provider work, add 50% and say which part is "
         "uncertain."),
    pref("pref-estimate-ranges", "planning", "estimation", "2025-04-22", "Estimates as ranges",
         "Maya prefers estimates as ranges (3 to 5 days) with the main risk named, not single "
         "numbers."),
    env("env-principal-estimates", "principal-response", "estimation",
        "an estimate given to Maya as a single number",
        "she asks for a range and the risks in her next message", 4, 0, "2025-06-13",
        "Observed four times."),
    # 29 pre-commit
    sem("sem-precommit-config", "pre-commit", 0.85, 4, "2025-05-15", "What pre-commit runs",
        "pre-commit runs ruff, mypy on changed files, and detect-secrets; the configuration "
        "lives in .pre-commit-config.yaml."),
    epi("epi-2025-05-14-precommit-skipped", "pre-commit", "code-change", "2025-05-14",
        "Committed with --no-verify",
        "Committed with --no-verify to save time; the secret scanner would have caught a test "
        "API key that reached the remote."),
    rule("rule-no-verify-forbidden", "pre-commit", ["--no-verify", "no-verify", "skip hooks"],
         "high", 1, "2025-05-15", "Never skip the hooks",
         "Never commit with --no-verify; if a pre-commit hook is wrong, fix the hook "
         "configuration in its own commit."),
    pref("pref-small-commits", "git", "commit-size", "2025-03-30", "Small commits",
         "Maya likes small commits that each pass the tests, so that git bisect works."),
    env("env-precommit-installed", "system-state", "pre-commit",
        "a fresh clone of the repository",
        "pre-commit hooks are not installed until make setup runs; commits go through unchecked "
        "before that", 3, 0, "2025-05-15", "Seen on three fresh clones."),
    # 30 API versioning
    sem("sem-api-versioning", "api-design", 0.9, 4, "2025-05-06", "API versions in the URL",
        "Public API versions are in the URL (/v1, /v2); /v1 must stay backwards compatible "
        "until its sunset date, 2025-12-31."),
    epi("epi-2025-05-05-breaking-change", "api-design", "incident", "2025-05-05",
        "Renamed field broke integrators",
        "Renamed the amount field in /v1/invoices responses; two integrators' imports broke and "
        "the old name was restored with a deprecation header."),
    rule("rule-no-breaking-v1", "api-design", ["/v1", "api response", "rename field"],
         "critical", 1, "2025-05-06", "No breaking changes in /v1",
         "Never remove or rename fields in /v1 responses; add new fields and deprecate old ones "
         "with a Sunset header."),
    pref("pref-api-errors-format", "api-design", "api-errors", "2025-03-11", "Problem JSON",
         "Maya prefers API errors as RFC 7807 problem+json with a machine-readable code."),
    env("env-contract-tests", "workspace-state-transitions", "api-design",
        "a change to /v1 response fields",
        "the contract tests in tests/contract fail within 2 minutes of CI starting", 4, 0,
        "2025-05-06", "Observed four times."),
    # 31 late-night sessions (no rule)
    sem("sem-late-changes-risk", "work-patterns", 0.7, 4, "2025-06-10", "Late changes revert more",
        "Changes committed after 22:00 have twice the revert rate of daytime changes in this "
        "repo."),
    epi("epi-2025-06-09-late-night-session", "work-patterns", "conversation", "2025-06-09",
        "Late-night session",
        "Late-night session (23:00 to 01:30): Maya asked for quick answers only and rejected two "
        "long explanations."),
    pref("pref-late-night-mode", "communication", "answer-length", "2025-06-10",
         "Late-night answers",
         "After 22:00 Maya wants answers of a few lines and no follow-up questions unless "
         "blocking."),
    env("env-principal-night-tone", "principal-response", "communication",
        "a multi-paragraph answer sent to Maya after 22:00",
        "Maya replies shorter please or ignores it", 5, 1, "2025-06-10",
        "Observed over six late sessions."),
    # 32 dev server
    sem("sem-dev-ports", "local-dev", 0.9, 5, "2025-06-05", "Dev ports",
        "The API runs on port 8000 and the dashboard dev server on 5173; the proxy in "
        "vite.config.ts forwards /api."),
    epi("epi-2025-06-04-port-clash", "local-dev", "setup", "2025-06-04",
        "make dev: address already in use",
        "make dev failed with address already in use on port 8000; an old uvicorn process from "
        "a previous session was still running."),
    rule("rule-stop-dev-server", "local-dev", ["make dev", "address already in use"], "low", 2,
         "2025-06-05", "Stop stale dev servers first",
         "Before starting the dev server, run make stop to kill stale uvicorn processes from "
         "earlier sessions."),
    pref("pref-make-targets", "tooling", "make-targets", "2025-03-02",
         "Everything is a make target",
         "Maya prefers that every routine command be a make target documented in make help."),
    env("env-dev-server-start", "workspace-state-transitions", "local-dev",
        "make dev when a previous session left uvicorn running",
        "fails with address already in use on port 8000", 4, 0, "2025-06-05",
        "Observed four times."),
    # background: routine daily traces and weak patterns (noise every store has)
    epi("epi-2025-06-13-session", "daily-trace", "session", "2025-06-13", "Session trace",
        "Worked on credit notes: added the refund endpoint, fixed two tests, deployed to "
        "staging. Maya reviewed the pull request the same afternoon."),
    epi("epi-2025-06-11-session", "daily-trace", "session", "2025-06-11", "Session trace",
        "Profiled the invoice list endpoint and added selectinload; CI pipeline green after one "
        "rerun; migration for the refunds table written but not run."),
    epi("epi-2025-06-04-session", "daily-trace", "session", "2025-06-04", "Session trace",
        "Upgraded the Docker base image, regenerated requirements.lock, reviewed the logging "
        "changes; the dev server would not start until make stop."),
    epi("epi-2025-05-28-session", "daily-trace", "session", "2025-05-28", "Session trace",
        "Typed the remaining helpers in billing/core, wrote the feature flag cleanup ticket, "
        "answered Maya's questions about the estimate for refunds."),
    epi("epi-2025-05-21-session", "daily-trace", "session", "2025-05-21", "Session trace",
        "Split the large pull request into three, updated the README for make dev, discussed "
        "the deploy schedule with Maya."),
    epi("epi-2025-05-07-session", "daily-trace", "session", "2025-05-07", "Session trace",
        "Fixed the French translation extraction, rotated the staging database password, "
        "cleaned /tmp on worker-1."),
    sem("sem-deploy-monday-guess", "deploy-timing", 0.3, 1, "2025-05-05",
        "Monday deploys might be risky",
        "Monday deploys might also be risky, seen once; not confirmed."),
    sem("sem-tests-slow-guess", "flaky-tests", 0.35, 1, "2025-05-30", "Maybe the runner is slow",
        "CI test failures might come from the slow shared runner; a hunch, never checked."),
    sem("sem-email-provider", "email", 0.8, 3, "2025-04-29", "Invoices are emailed via Postmark",
        "Invoice emails go out through Postmark; bounces are recorded in the email_events "
        "table."),
    sem("sem-refunds-model", "refunds", 0.8, 2, "2025-06-13", "Refunds are credit notes",
        "A refund is modelled as a credit note linked to the original invoice; partial refunds "
        "create one credit note per refund."),
    pref("pref-language-english", "communication", "language", "2025-02-01", "English in code",
         "Maya wants code, comments and commit messages in English even though the team speaks "
         "French."),
    pref("pref-review-checklist", "code-review", "review-style", "2025-04-16",
         "Review comments",
         "Maya prefers review comments that propose a concrete change, prefixed nit: when "
         "optional."),
    env("env-staging-deploy-state", "workspace-state-transitions", "deploy-timing",
        "deploying a branch to staging",
        "staging runs that branch until the next deploy; other people's staging tests then run "
        "against it", 5, 0, "2025-06-13", "Observed five times."),
    env("env-worker-memory", "system-state", "pdf-generation", "the PDF worker after 1,000 renders",
        "uses about 1.5 GB of memory and is restarted by the supervisor at 2 GB", 3, 1,
        "2025-06-07", "From the supervisor logs."),
]


def task(tid: str, text: str, tiers: list[str], gold: list[str]) -> dict[str, Any]:
    """One labelled request: the tiers whose memory it needs and the records that answer it."""
    return {"id": tid, "text": text, "tiers": tiers, "gold": gold}


S, E, P, U, V = "semantic", "episodic", "procedural", "personalized", "environment-dynamics"

TASKS: list[dict[str, Any]] = [
    task("t01", "It's Friday afternoon and I need to push the invoice fix to production. Should "
         "I deploy now?", [P], ["rule-no-friday-deploys"]),
    task("t02", "What happened the last time we deployed on a Friday?", [E],
         ["epi-2025-05-30-friday-deploy-rollback"]),
    task("t03", "How long does make deploy usually take for billing-api?", [V],
         ["env-deploy-duration"]),
    task("t04", "I'm about to run the alembic migration that adds a column to invoices on prod. "
         "What do I need to do first?", [P], ["rule-migration-staging-first"]),
    task("t05", "When did the invoices table get locked by a migration, and what went wrong?",
         [E], ["epi-2025-04-22-migration-lock"]),
    task("t06", "Why do migrations on the invoices table lock it for so long?", [S],
         ["sem-migration-locks"]),
    task("t07", "test_invoice_due_dates failed again in CI, can I just rerun the pipeline?", [P],
         ["rule-flaky-quarantine"]),
    task("t08", "What usually causes flaky tests in this repo?", [S], ["sem-flaky-tests-time"]),
    task("t09", "How long will the CI pipeline take on my pull request?", [V],
         ["env-ci-duration"]),
    task("t10", "How does Maya like commit messages written?", [U], ["pref-commit-style"]),
    task("t11", "What commit message convention does the release tooling rely on?", [S],
         ["sem-conventional-commits"]),
    task("t12", "Writing the commit for the tax fix now: what rule applies to the message?", [P],
         ["rule-commit-type-prefix"]),
    task("t13", "What does Maya prefer to see in a pull request description?", [U],
         ["pref-pr-description"]),
    task("t14", "If I request Maya's review at 17:00, when will she probably look at it?", [V],
         ["env-review-turnaround"]),
    task("t15", "Did we have a pull request that stalled in review because it was too big?", [E],
         ["epi-2025-05-20-big-pr-stalled"]),
    task("t16", "Can I add debug logging of the request headers to trace the Stripe webhook?",
         [P], ["rule-never-log-secrets"]),
    task("t17", "Remind me of the incident where API keys ended up in the logs.", [E],
         ["epi-2025-04-30-token-in-logs"]),
    task("t18", "What happens to the dev server disk if I leave debug logging on?", [V],
         ["env-log-dir-growth"]),
    task("t19", "I want to upgrade pydantic to v2. What went wrong last time, and what is the "
         "rule for upgrades?", [E, P],
         ["epi-2025-06-03-pydantic-upgrade", "rule-upgrade-one-major"]),
    task("t20", "Should the setup instructions say pip or uv, given what Maya prefers?", [U],
         ["pref-uv-not-pip"]),
    task("t21", "Will pip-compile work offline?", [V], ["env-pip-compile-time"]),
    task("t22", "I renamed the make run target; what else do I need to update?", [P],
         ["rule-update-readme-with-make"]),
    task("t23", "What tone does Maya want in documentation?", [U], ["pref-docs-tone"]),
    task("t24", "Why does the README keep getting out of date?", [S], ["sem-docs-drift"]),
    task("t25", "How long should my answers to Maya be?", [U],
         ["pref-short-answers", "pref-late-night-mode"]),
    task("t26", "How will Maya react if I send her a long status report at 21:00?", [V],
         ["env-principal-late-replies", "env-principal-night-tone"]),
    task("t27", "I'm writing the weekly status update; how should I structure it?", [P],
         ["rule-question-first"]),
    task("t28", "Explain why Docker builds are slow when the Dockerfile copies the source "
         "first.", [S], ["sem-docker-layer-order"]),
    task("t29", "How long does a docker build take with a warm cache?", [V],
         ["env-docker-build-time"]),
    task("t30", "What happened with git push --force on the release branch?", [E],
         ["epi-2025-04-17-force-push"]),
    task("t31", "Is it ok to force push after rebasing my branch?", [P],
         ["rule-no-force-push-shared"]),
    task("t32", "Does Maya prefer merge commits or rebasing?", [U], ["pref-rebase-merge"]),
    task("t33", "What happens if I push directly to main?", [V], ["env-branch-protection"]),
    task("t34", "What went wrong with invoice due dates around the daylight saving change in "
         "March?", [E], ["epi-2025-03-31-dst-bug"]),
    task("t35", "How does Maya want dates formatted in tickets?", [U], ["pref-date-format"]),
    task("t36", "How should I handle retries when calling the Stripe API?", [P],
         ["rule-backoff-retries"]),
    task("t37", "Will the month-end reconciliation get rate limited by Stripe?", [V],
         ["env-stripe-429"]),
    task("t38", "What do we know about Stripe's API rate limits?", [S],
         ["sem-stripe-rate-limit"]),
    task("t39", "How long does make typecheck take?", [V], ["env-mypy-time"]),
    task("t40", "Does Maya like typing.Optional or the X | None syntax?", [U],
         ["pref-typing-style"]),
    task("t41", "Adding a helper to billing/core, anything I must do for mypy?", [P],
         ["rule-annotate-core"]),
    task("t42", "What happened with the new_tax_engine flag in May?", [E],
         ["epi-2025-05-22-flag-left-on"]),
    task("t43", "After I flip a feature flag in the admin console, how long until the workers "
         "see it?", [V], ["env-flag-propagation"]),
    task("t44", "What's the pattern with our old feature flags?", [S], ["sem-flags-cleanup"]),
    task("t45", "Is it fine to ping Maya on Saturday about the noisy disk alert?", [U, V],
         ["pref-no-weekend-pings", "env-principal-weekend"]),
    task("t46", "Writing a new test that needs the database: what's the rule for fixtures?", [P],
         ["rule-use-db-fixture"]),
    task("t47", "How long does the unit test suite take locally with pytest -n 4?", [V],
         ["env-test-suite-time"]),
    task("t48", "I need to fix a bug in clients/generated/api.py.", [P],
         ["rule-edit-openapi-not-generated"]),
    task("t49", "Have we lost a hand fix in the generated client before?", [E],
         ["epi-2025-06-05-generated-overwritten"]),
    task("t50", "I'm adding a new environment variable for the Sentry DSN to settings.py.", [P],
         ["rule-new-env-var"]),
    task("t51", "Is SENTRY_DSN set on my machine?", [V], ["env-sentry-dsn-state"]),
    task("t52", "Why are the list endpoints slow in general?", [S], ["sem-n-plus-one"]),
    task("t53", "How does Maya want me to report a performance improvement?", [U],
         ["pref-perf-numbers"]),
    task("t54", "What happened when French customers got invoices with English text?", [E],
         ["epi-2025-05-08-french-invoice"]),
    task("t55", "Before we drop the legacy_payments table on production, what must we do?", [P],
         ["rule-backup-before-destructive"]),
    task("t56", "How did the last restore drill go?", [E], ["epi-2025-04-25-restore-drill"]),
    task("t57", "How long will an RDS snapshot of production take?", [V], ["env-snapshot-time"]),
    task("t58", "Why did the dashboard bundle get so big?", [S], ["sem-bundle-size"]),
    task("t59", "I want to npm install a charting library for the dashboard.", [P],
         ["rule-bundle-budget"]),
    task("t60", "Which capitalisation does Maya like for dashboard buttons?", [U],
         ["pref-ui-copy"]),
    task("t61", "pip-audit flagged a CVE in Pillow; what's the procedure?", [P],
         ["rule-patch-cve-rebuild"]),
    task("t62", "What happened with /tmp on worker-2?", [E], ["epi-2025-06-06-tmp-full"]),
    task("t63", "What happens to /tmp when PDF renders keep failing?", [V], ["env-tmp-growth"]),
    task("t64", "Where does Maya want the total on invoice PDFs?", [U], ["pref-pdf-layout"]),
    task("t65", "What formatter and line length does the codebase use?", [S],
         ["sem-ruff-format"]),
    task("t66", "What kind of code comments does Maya like?", [U], ["pref-comments-why"]),
    task("t67", "Why did invoices go to the old billing email last month?", [E],
         ["epi-2025-05-26-stale-cache"]),
    task("t68", "I'm writing code that updates customer settings; anything I must do about the "
         "Redis cache?", [P], ["rule-invalidate-on-write"]),
    task("t69", "How does Maya prefer estimates to be given?", [U], ["pref-estimate-ranges"]),
    task("t70", "Do our billing estimates usually run over, and why?", [S],
         ["sem-estimates-optimistic"]),
    task("t71", "If I restart the Redis container, what will happen to my dev session?", [V],
         ["env-redis-restart"]),
    task("t72", "The pre-commit hook is failing on mypy, can I commit with --no-verify?", [P],
         ["rule-no-verify-forbidden"]),
    task("t73", "Are the pre-commit hooks installed in a fresh clone?", [V],
         ["env-precommit-installed"]),
    task("t74", "I want to rename the amount field in the /v1 invoices response.", [P],
         ["rule-no-breaking-v1"]),
    task("t75", "How does Maya want API errors formatted?", [U], ["pref-api-errors-format"]),
    task("t76", "What happened the last time make dev said address already in use?", [E],
         ["epi-2025-06-04-port-clash"]),
    task("t77", "It's 23:00; how will Maya respond to a detailed multi-paragraph answer?", [V],
         ["env-principal-night-tone", "env-principal-late-replies"]),
    task("t78", "What ports do the API and the dashboard dev server use?", [S],
         ["sem-dev-ports"]),
    task("t79", "What did Maya ask for during the late-night session on 2025-06-09?", [E],
         ["epi-2025-06-09-late-night-session"]),
    task("t80", "Are late-night commits riskier here?", [S], ["sem-late-changes-risk"]),
]


def split(task: dict[str, Any]) -> str:
    """dev or held-out, from a hash of the task id (not chosen by hand)."""
    return "dev" if hashlib.sha1(task["id"].encode()).digest()[0] % 2 == 0 else "held-out"
