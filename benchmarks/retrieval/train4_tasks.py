"""A fitting workspace: the memory of a backend platform team and the requests its people type.

The project is a Go microservice platform (orders-svc, payments-svc, inventory-svc, notifier,
api-gateway) on Kubernetes, with Terraform, GitHub Actions, Postgres, Kafka,
Prometheus/Grafana, Sentry, Jira and Slack. The store has 14 themes; each theme holds one record
per tier about the same tool or system (a fact, a dated event, a lesson written the way reflexion
writes them, a preference of the principal with its domain, and a prediction with its condition),
so the words overlap across tiers and only the type of the request says which record answers it.

It was written to fit typed recall's weights on a store other than the billing API, without
reading the recall code, the fitting script or the requests of the other task sets. Because it is
fitted on, it says nothing about how recall does on unseen requests.
"""

from __future__ import annotations

from typing import Any

from benchmarks.retrieval.dataset import E, P, S, U, V, env, epi, pref, rule, sem, task

TRAIN4_RECORDS: list[dict[str, Any]] = [
    # 1 deploys: GitHub Actions + Helm to the production cluster
    sem("sem-helm-deploy-pipeline", "deploys", 0.9, 10, "2025-05-02",
        "Services ship through the deploy workflow and Helm",
        "A service reaches production through the deploy workflow: GitHub Actions builds the "
        "image, pushes it to ECR tagged with the git sha and runs helm upgrade with the chart in "
        "deploy/charts/<service> and values-prod.yaml; the production environment needs a manual "
        "approval in Actions. There is no Argo CD."),
    epi("epi-2025-05-28-orders-crashloop", "deploys", "incident", "2025-05-28",
        "orders-svc v3.8 crashlooped on prod-eu1",
        "Deployed orders-svc v3.8 to prod-eu1; the new pods went into CrashLoopBackOff because "
        "ORDERS_DB_POOL had been renamed in the chart's default values but not in "
        "values-prod.yaml. helm upgrade --wait hung until its 10-minute timeout and the rollback "
        "to v3.7 ended 14 minutes of degraded checkout."),
    rule("lesson-helm-diff-before-upgrade", "deploys",
         ["helm upgrade", "prod-eu1", "deploy to production", "values-prod.yaml"], "high", 1,
         "2025-05-29", "Diff the release before a production upgrade",
         "When deploying a service to production, do: run helm diff upgrade against prod-eu1 "
         "and check every changed key of the chart values exists in values-prod.yaml. Not: helm "
         "upgrade straight after staging went green.\nWhy: \"the crashloop was a renamed env var "
         "nobody diffed\"."),
    pref("pref-deploy-announcement", "communication", "deploys", "2025-03-12",
         "How production deploys are announced",
         "Maya wants every production deploy posted in #deploys before it starts, in one "
         "message: service, version, Jira key and who to ping if it goes wrong. No @channel."),
    env("env-rollout-duration", "skill-output-shape", "deploys",
        "helm upgrade --wait of orders-svc on prod-eu1",
        "rolls its 12 pods in 4 to 6 minutes; a pod that crashloops makes --wait hang until the "
        "10-minute timeout", 12, 1, "2025-06-06",
        "Timed on the last thirteen production rollouts."),
    # 2 terraform
    sem("sem-terraform-state", "terraform", 0.9, 8, "2025-04-02",
        "Terraform layout and state",
        "Infrastructure is Terraform 1.7 in the infra repository; each environment is a "
        "workspace whose state lives in the S3 backend with a DynamoDB lock table. The EKS, RDS "
        "and MSK modules are shared from infra/modules."),
    epi("epi-2025-04-09-replica-replaced", "terraform", "incident", "2025-04-09",
        "A terraform apply replaced the orders read replica",
        "terraform apply on the prod workspace replaced the orders read replica: an "
        "engine_version change forced a new resource, the plan said 'must be replaced' and was "
        "applied without anyone reading it. Reads fell back to the primary for 40 minutes."),
    rule("lesson-terraform-saved-plan", "terraform",
         ["terraform apply", "prod workspace", "must be replaced", "auto-approve"], "critical", 1,
         "2025-04-10", "Apply only a saved, read plan on prod",
         "When applying Terraform to the prod workspace, do: terraform plan -out=tfplan, search "
         "it for 'must be replaced' and 'destroy', then apply that saved plan. Not: terraform "
         "apply -auto-approve.\nWhy: \"we lost the read replica to a plan nobody read\"."),
    pref("pref-terraform-style", "code-style", "terraform", "2025-02-25",
         "How Terraform code is written",
         "Maya prefers Terraform with every variable typed and given a description, module "
         "sources pinned to a tag, and resource names in snake_case without the environment in "
         "them."),
    env("env-terraform-lock", "system-state", "terraform",
        "terraform plan on the prod workspace while another apply is running",
        "fails at once with 'Error acquiring the state lock' naming the other run; the lock "
        "clears when that apply ends, usually within 3 to 8 minutes", 6, 0, "2025-05-15",
        "Seen six times."),
    # 3 CI and tests
    sem("sem-ci-workflow", "ci", 0.9, 12, "2025-05-20",
        "What ci.yml runs",
        "The ci.yml workflow runs golangci-lint, go test -race ./... with Postgres and Kafka "
        "service containers, and builds the image. The integration tests under internal/it run "
        "only when the pull request carries the 'it' label."),
    epi("epi-2025-06-04-race-reruns", "ci", "ci-failure", "2025-06-04",
        "Two hours of reruns on a data race",
        "The -race job failed four times in a row on TestReservationExpiry in inventory-svc. It "
        "was a real data race between the expiry ticker and the test cleanup, not a flake; two "
        "hours went on re-running jobs before anyone read the race report."),
    rule("lesson-read-race-report", "ci",
         ["go test -race", "DATA RACE", "re-run failed jobs", "flaky"], "high", 2,
         "2025-06-05", "A race report is read, not re-run",
         "When a test fails under -race in CI, do: read the WARNING: DATA RACE block and fix the "
         "shared state it names. Not: re-run failed jobs until it goes green.\nWhy: \"a race "
         "report is never a flake\"."),
    pref("pref-table-driven-tests", "testing", "tests", "2025-03-03",
         "How tests are written",
         "Maya wants Go tests table-driven, with t.Run names that describe the case, no "
         "time.Sleep, and hand-written fakes rather than gomock."),
    env("env-ci-duration", "skill-output-shape", "ci",
        "the ci.yml workflow on a pull request",
        "takes 11 to 14 minutes, go test -race being the long pole at about 8; with the 'it' "
        "label the integration tests add about 6 minutes", 18, 2, "2025-06-10",
        "Measured over the last twenty runs."),
    # 4 postgres migrations
    sem("sem-postgres-migrations", "migrations", 0.9, 9, "2025-03-20",
        "How schema migrations run",
        "Schema changes are golang-migrate files in db/migrations, applied by a Kubernetes Job "
        "before the service rolls out; each file runs in a transaction unless it starts with "
        "the no-transaction comment. The database is Postgres 15 on RDS and the orders table "
        "holds about 180M rows."),
    epi("epi-2025-03-18-orders-index-lock", "migrations", "incident", "2025-03-18",
        "An index migration locked orders",
        "A migration created an index on orders(customer_id) without CONCURRENTLY; it blocked "
        "writes on the prod primary for 9 minutes and order creation returned 503s until it "
        "finished."),
    rule("lesson-index-concurrently", "migrations",
         ["create index", "db/migrations", "orders table", "golang-migrate"], "critical", 1,
         "2025-03-19", "Indexes on big tables are built concurrently",
         "When adding an index to a large table, do: CREATE INDEX CONCURRENTLY in its own "
         "migration file marked no-transaction. Not: a plain CREATE INDEX in a transactional "
         "migration.\nWhy: \"nine minutes of 503s for one index\"."),
    pref("pref-migration-files", "database", "migrations", "2025-02-14",
         "How migration files are written",
         "Maya wants every up migration shipped with a working down migration, one change per "
         "file, and names that say what they do (add_customer_id_index_to_orders)."),
    env("env-index-build-time", "skill-output-shape", "migrations",
        "CREATE INDEX CONCURRENTLY on the orders table in production",
        "takes 20 to 30 minutes and roughly doubles replica lag; the migration Job's 15-minute "
        "activeDeadlineSeconds kills it unless raised", 3, 0, "2025-04-01",
        "Seen on three index builds."),
    # 5 kafka
    sem("sem-kafka-topics", "kafka", 0.9, 10, "2025-04-15",
        "Kafka topics and consumer groups",
        "Services talk through Kafka (MSK, three brokers). order-events has 24 partitions keyed "
        "by order_id with 7 days of retention; each service consumes with a consumer group "
        "named after itself; events are protobuf with schemas in proto/events."),
    epi("epi-2025-05-06-rebalance-storm", "kafka", "incident", "2025-05-06",
        "Scaling notifier caused a rebalance storm",
        "notifier was scaled from 6 to 30 replicas on order-events; the group rebalanced for 25 "
        "minutes, lag reached 400k messages and order confirmation emails went out an hour "
        "late."),
    rule("lesson-consumer-scaling", "kafka",
         ["kafka consumer", "consumer group", "scale replicas", "order-events"], "high", 1,
         "2025-05-07", "Consumers scale within the partition count",
         "When scaling a Kafka consumer, do: keep replicas at or below the topic's partition "
         "count and add a few pods at a time. Not: more replicas than partitions in one step."
         "\nWhy: \"30 pods on 24 partitions bought us an hour of lag\"."),
    pref("pref-topic-docs", "docs", "kafka", "2025-03-27",
         "New topics are documented first",
         "Maya wants every new topic written up in docs/topics.md before its producer merges: "
         "owning team, key, schema file, retention and who consumes it."),
    env("env-kafka-rebalance", "system-state", "kafka",
        "a consumer pod of a group on order-events restarts or is added",
        "the group pauses 30 to 60 seconds to rebalance and lag spikes by 20k to 50k messages, "
        "then drains within five minutes", 9, 1, "2025-05-20",
        "Seen on ten rollouts of consumers."),
    # 6 prometheus and grafana
    sem("sem-prometheus-alerting", "observability", 0.9, 9, "2025-04-03",
        "Metrics, alerts and dashboards",
        "Each service exposes /metrics, scraped by Prometheus every 30 seconds. Alert rules live "
        "in deploy/alerts/*.yaml and go through Alertmanager to #alerts-platform in Slack; "
        "Grafana dashboards are provisioned from JSON in grafana/dashboards, and edits made in "
        "the UI are lost on redeploy."),
    epi("epi-2025-04-24-label-cardinality", "observability", "incident", "2025-04-24",
        "A customer_id label took Prometheus down",
        "A customer_id label was added to the http_requests_total histogram in api-gateway; "
        "Prometheus memory went from 6 GB to 28 GB, it was OOM-killed twice and there were no "
        "metrics for 50 minutes."),
    rule("lesson-bounded-labels", "observability",
         ["prometheus", "metric label", "histogram", "customer_id"], "high", 1, "2025-04-25",
         "Metric labels take bounded values only",
         "When adding a label to a metric, do: use bounded values (route template, status "
         "class, service). Not: customer_id, order_id or raw URL paths.\nWhy: \"one label cost "
         "us Prometheus for an hour\"."),
    pref("pref-alert-runbooks", "alerting", "observability", "2025-03-06",
         "How alert rules are written",
         "Maya wants every alert rule to carry a summary a person can act on, a runbook_url "
         "into docs/runbooks and an owner label; no alert without a runbook."),
    env("env-alert-delay", "system-state", "observability",
        "a service's p99 latency crosses its alert threshold",
        "the alert reaches #alerts-platform about 5 minutes later (for: 5m plus a scrape) and "
        "resolves about 5 minutes after recovery", 14, 1, "2025-05-30",
        "Seen on fifteen latency alerts."),
    # 7 sentry
    sem("sem-sentry-releases", "sentry", 0.85, 6, "2025-04-11",
        "Sentry projects and releases",
        "Each Go service reports to its own Sentry project through sentry-go; the deploy "
        "workflow creates a Sentry release named after the git sha, so an issue shows the first "
        "release it appeared in."),
    epi("epi-2025-06-02-sentry-quota", "sentry", "incident", "2025-06-02",
        "payments-svc used up the Sentry quota",
        "payments-svc sent about two million 'context canceled' errors to Sentry in one day; the "
        "organisation's monthly event quota ran out on the 2nd and new errors from every "
        "project were dropped for nine days."),
    rule("lesson-sentry-expected-errors", "sentry",
         ["sentry", "context canceled", "CaptureException", "client disconnect"], "high", 1,
         "2025-06-03", "Expected errors are filtered before Sentry",
         "When an expected error floods Sentry, do: drop it in BeforeSend and count it as a "
         "metric instead. Not: leave it reporting and mark the issue ignored.\nWhy: \"ignored "
         "issues still eat the quota\"."),
    pref("pref-bug-tickets", "tickets", "sentry", "2025-03-14",
         "How bug tickets are written",
         "Maya wants a bug ticket to open with the Sentry issue link, the first bad release and "
         "steps to reproduce; she closes tickets that only say that something is broken."),
    env("env-sentry-alert", "system-state", "sentry",
        "a new issue appears in a service's Sentry project",
        "Sentry posts it to #errors in Slack within a minute; a regression of a resolved issue "
        "alerts again, an ignored issue never does", 11, 0, "2025-06-01",
        "Seen on eleven new issues."),
    # 8 jira and estimates
    sem("sem-jira-workflow", "jira", 0.9, 8, "2025-02-19",
        "The Jira project and sprints",
        "Work is tracked in the Jira project PLAT. The GitHub integration links a pull request "
        "to a ticket only when the key (PLAT-123) is in the branch name or the PR title. "
        "Sprints last two weeks and start on Wednesday."),
    epi("epi-2025-05-14-outbox-overrun", "jira", "planning", "2025-05-14",
        "The outbox ticket took 13 days instead of 3",
        "The outbox migration for orders-svc was one ticket estimated at 3 days; it took 13 "
        "because the Kafka producer, the new Postgres table and the backfill were all inside it, "
        "and the sprint goal was missed."),
    rule("lesson-split-tickets", "jira",
         ["estimate", "jira ticket", "story points", "sprint planning"], "medium", 2,
         "2025-05-15", "One ticket per system before estimating",
         "When estimating work that touches more than one system, do: split it into one ticket "
         "per system and estimate each. Not: one ticket with a single number.\nWhy: \"three "
         "days became thirteen because it was one ticket\"."),
    pref("pref-estimates", "estimates", "jira", "2025-02-21",
         "How estimates are given",
         "Maya wants estimates as a range of working days with the main risk named (3-5 days, "
         "risk: the backfill), never story points alone."),
    env("env-jira-automation", "workspace-state-transitions", "jira",
        "a pull request is opened from a branch whose name has a PLAT key",
        "Jira moves the ticket to In Review within a minute and to Done when the pull request "
        "merges; without the key the ticket is left where it was", 15, 1, "2025-05-22",
        "Seen on sixteen pull requests."),
    # 9 incidents and Slack
    sem("sem-incident-process", "incidents", 0.9, 7, "2025-04-04",
        "How incidents are run",
        "An incident is declared with /incident in Slack, which opens a channel "
        "#inc-<date>-<slug>; the on-call engineer is incident commander until handing over. "
        "Postmortems go in docs/postmortems within five working days."),
    epi("epi-2025-03-31-payments-outage", "incidents", "incident", "2025-03-31",
        "payments-svc outage after an RDS failover",
        "payments-svc lost its database connections after an RDS failover at 09:12. The outage "
        "lasted 38 minutes, 20 of them spent discussing it in #backend threads before anyone "
        "declared an incident or took command."),
    rule("lesson-declare-early", "incidents",
         ["outage", "incident", "production down", "/incident"], "critical", 1, "2025-04-01",
         "Declare first, debug second",
         "When production is failing for customers, do: declare it with /incident at once and "
         "name a commander. Not: debugging it in #backend threads first.\nWhy: \"we lost twenty "
         "minutes before anyone was in charge\"."),
    pref("pref-slack-messages", "communication", "slack", "2025-01-30",
         "How messages to people are written",
         "Maya wants messages to people short and in a thread, the ask in the first line; no "
         "@here or @channel outside incidents, and never a bare 'hi' waiting for a reply."),
    env("env-maya-response", "principal-response", "slack",
        "a question is sent to Maya in a Slack DM during working hours",
        "she answers within about 15 minutes; the same question in a busy channel without "
        "mentioning her usually waits until the next day", 10, 2, "2025-05-26",
        "Seen on twelve questions."),
    # 10 code review and pull requests
    sem("sem-codeowners", "code-review", 0.9, 10, "2025-03-10",
        "Who approves what",
        "CODEOWNERS requires a platform-team approval for deploy/, infra/ and "
        ".github/workflows; anything else needs one approval from the owning squad. main is "
        "protected and merges are squash-only."),
    epi("epi-2025-05-21-pgx-pr-stalled", "code-review", "code-review", "2025-05-21",
        "A 1,900-line pull request stalled",
        "A 1,900-line pull request mixing the pgx v5 migration and the new refunds endpoint sat "
        "in review for six days; Maya asked for it to be split, and the pieces merged within two "
        "days."),
    rule("lesson-split-refactor", "code-review",
         ["pull request", "refactor", "open pr", "large diff"], "medium", 1, "2025-05-22",
         "Refactors and behaviour changes in separate pull requests",
         "When a branch mixes a refactor and a behaviour change, do: open two pull requests, "
         "the refactor first. Not: one large pull request for both.\nWhy: \"nobody can review "
         "1,900 lines\"."),
    pref("pref-pr-description", "code-review", "pull-requests", "2025-02-28",
         "How PR descriptions are written",
         "Maya wants the Jira key in the PR title, a 'Why' paragraph first, then 'How tested' "
         "with the exact commands run, and a rollback note for anything that touches "
         "production."),
    env("env-review-turnaround", "principal-response", "code-review",
        "Maya is requested as reviewer on a pull request",
        "she reviews it the same day if it is under 400 changed lines; larger ones wait two to "
        "four days", 9, 2, "2025-06-09", "Seen on eleven review requests."),
    # 11 commits and releases
    sem("sem-release-please", "releases", 0.9, 8, "2025-03-25",
        "Versions come from release-please",
        "Releases are cut by release-please from Conventional Commits on main: feat: bumps the "
        "minor version, fix: the patch, and a 'BREAKING CHANGE:' footer the major. The changelog "
        "is generated from the squash commit titles."),
    epi("epi-2025-04-29-accidental-major", "releases", "release", "2025-04-29",
        "orders-svc jumped to v4.0.0 by mistake",
        "A squash commit whose body carried a pasted 'BREAKING CHANGE:' line from upstream notes "
        "made release-please cut orders-svc v4.0.0; clients pinned to ^3 got no fixes until v4 "
        "was retracted."),
    rule("lesson-check-squash-message", "releases",
         ["squash merge", "squash and merge", "release-please", "BREAKING CHANGE"], "high", 1,
         "2025-04-30", "Check the squash message before merging",
         "When squash-merging, do: make the squash title a conventional type and remove any "
         "BREAKING CHANGE footer unless the API really breaks. Not: GitHub's prefilled squash "
         "message.\nWhy: \"a pasted footer made a major release\"."),
    pref("pref-commit-messages", "git", "commits", "2025-01-22",
         "How commit messages are written",
         "Maya likes commit subjects in the imperative, lower case after the type, under 72 "
         "characters, the Jira key at the end in parentheses, and a body that says why."),
    env("env-pr-title-check", "system-state", "releases",
        "a pull request title has no conventional type",
        "the pr-title check fails in under 10 seconds and the merge button stays disabled until "
        "the title is edited; it does not pass on its own", 8, 0, "2025-05-05",
        "Seen eight times."),
    # 12 go code style and errors
    sem("sem-go-layout", "go-code", 0.9, 11, "2025-02-10",
        "Go service layout and conventions",
        "Services are Go 1.22 with cmd/<service> and everything else under internal/. Errors "
        "are wrapped with fmt.Errorf and %w and matched with errors.Is; HTTP routing is chi and "
        "database access is pgx v5 with sqlc-generated queries."),
    epi("epi-2025-02-20-nil-map-panic", "go-code", "incident", "2025-02-20",
        "inventory-svc panicked on a nil map",
        "inventory-svc panicked in production with 'assignment to entry in nil map' in the "
        "config reload path; the pod restarted 40 times in an hour and the panic only showed "
        "in kubectl logs --previous."),
    rule("lesson-no-panic", "go-code", ["panic", "log.Fatal", "nil map", "config reload"],
         "high", 1, "2025-02-21", "Return errors instead of panicking",
         "When code in a service hits a state it cannot handle, do: return a wrapped error and "
         "let the recovery middleware turn anything else into a 500. Not: panic or log.Fatal "
         "outside main.\nWhy: \"forty restarts from one nil map\"."),
    pref("pref-go-style", "code-style", "go-code", "2025-01-15",
         "How Go code is written",
         "Maya prefers small interfaces declared where they are used, no named returns, early "
         "returns instead of else, and error strings in lower case without punctuation."),
    env("env-golangci-lint", "skill-output-shape", "go-code",
        "golangci-lint run over the whole repository",
        "takes about 90 seconds cold and under 10 with the cache; it fails on wrapcheck when an "
        "error from another package is returned unwrapped", 10, 1, "2025-05-12",
        "Timed locally and in CI."),
    # 13 secrets
    sem("sem-external-secrets", "secrets", 0.9, 7, "2025-03-04",
        "How secrets reach pods and CI",
        "Secrets live in AWS Secrets Manager and reach pods as Kubernetes Secrets through "
        "External Secrets Operator. GitHub Actions gets AWS access through OIDC roles; there "
        "are no long-lived AWS keys in repository secrets."),
    epi("epi-2025-03-05-password-in-actions-log", "secrets", "security", "2025-03-05",
        "A database password printed in an Actions log",
        "A debug step in the deploy workflow ran env; the masked values were hidden but a "
        "base64-encoded database password was printed and decoded in clear in the Actions log, "
        "and the password had to be rotated."),
    rule("lesson-no-env-dump", "secrets",
         ["github actions", "workflow debug", "print env", "set -x"], "critical", 1,
         "2025-03-06", "Never dump the environment in a workflow",
         "When debugging a GitHub Actions workflow, do: print only the named, non-secret "
         "variables you need. Not: env, set -x or decoding a secret to look at it.\nWhy: "
         "\"masking does not catch base64\"."),
    pref("pref-security-review", "reviews", "secrets", "2025-03-07",
         "Security changes get a second reviewer",
         "Maya wants any change to IAM policies, OIDC roles or ExternalSecret manifests reviewed "
         "by a second platform engineer, even a one-line change."),
    env("env-eso-refresh", "system-state", "secrets",
        "a secret is changed in AWS Secrets Manager",
        "External Secrets updates the Kubernetes Secret within its 1-hour refresh interval, but "
        "running pods keep the old value until they restart", 5, 0, "2025-04-18",
        "Seen on five rotations."),
    # 14 go dependency upgrades
    sem("sem-go-modules", "dependencies", 0.85, 6, "2025-03-17",
        "Go modules and Renovate",
        "Dependencies are Go modules, not vendored; internal libraries under "
        "github.com/tidewater/* are fetched through GOPRIVATE with a read token in CI. Renovate "
        "opens upgrade pull requests on Monday mornings."),
    epi("epi-2025-05-27-grpc-upgrade", "dependencies", "upgrade", "2025-05-27",
        "A grouped upgrade broke gateway keepalives",
        "grpc was bumped from 1.58 to 1.64 in one pull request with eight other Renovate "
        "updates; client keepalives in api-gateway broke and it took a day of bisecting the "
        "combined change to find which upgrade did it."),
    rule("lesson-one-upgrade-per-pr", "dependencies",
         ["renovate", "go get -u", "go.mod", "dependency upgrade"], "medium", 1, "2025-05-28",
         "One dependency per upgrade",
         "When upgrading Go dependencies, do: merge the Renovate pull requests one at a time and "
         "run the integration tests for grpc, pgx and sarama bumps. Not: go get -u ./... or one "
         "grouped upgrade.\nWhy: \"a day of bisecting nine upgrades\"."),
    pref("pref-upgrade-notes", "dependencies", "dependencies", "2025-04-08",
         "What an upgrade pull request says",
         "Maya wants each dependency upgrade pull request to link the upstream changelog and "
         "say in one line what changes for us, even for a patch version."),
    env("env-go-mod-download", "filesystem-response", "dependencies",
        "go mod download in CI without the module cache",
        "takes about 3 minutes; without the GOPRIVATE token it fails on the tidewater modules "
        "with 'terminal prompts disabled'", 7, 0, "2025-05-08", "Seen on cold runners."),
]

TRAIN4_TASKS: list[dict[str, Any]] = [
    # 1 deploys
    task("q001", "deploy orders-svc v3.9 to prod", [P], ["lesson-helm-diff-before-upgrade"]),
    task("q002", "write the message announcing the payments-svc release going out this "
         "afternoon", [U], ["pref-deploy-announcement"]),
    task("q003", "how do I get a service into production here? is it argo or something else?",
         [S], ["sem-helm-deploy-pipeline"]),
    task("q004", "what happened last time orders-svc went to prod with a changed chart?", [E],
         ["epi-2025-05-28-orders-crashloop"]),
    task("q005", "how long will helm upgrade --wait take for orders-svc on prod-eu1?", [V],
         ["env-rollout-duration"]),
    task("q006", "I renamed a couple of env vars in the chart's default values; staging is "
         "green, shipping it to the prod cluster now", [P],
         ["lesson-helm-diff-before-upgrade"]),
    task("q007", "if one of the new pods crashloops, will the upgrade just sit there?", [V],
         ["env-rollout-duration"]),
    task("q008", "Comment est-ce qu'on déploie un service en production chez nous ?", [S],
         ["sem-helm-deploy-pipeline"]),
    # 2 terraform
    task("q009", "terraform apply the new MSK broker size on prod", [P],
         ["lesson-terraform-saved-plan"]),
    task("q010", "where is the terraform state kept and how is it locked?", [S],
         ["sem-terraform-state"]),
    task("q011", "write the terraform module for the new redis cluster", [U],
         ["pref-terraform-style"]),
    task("q012", "when did we lose the read replica to terraform?", [E],
         ["epi-2025-04-09-replica-replaced"]),
    task("q013", "plan says Error acquiring the state lock. will it clear on its own?", [V],
         ["env-terraform-lock"]),
    task("q014", "The plan shows the orders replica will be recreated because I bumped "
         "engine_version. Has this bitten us before, and what's the procedure?", [E, P],
         ["epi-2025-04-09-replica-replaced", "lesson-terraform-saved-plan"]),
    task("q015", "Wie sollen Terraform-Variablen und Module bei uns geschrieben werden?", [U],
         ["pref-terraform-style"]),
    task("q016", "can I run a plan on prod while Lena's apply is still going?", [V],
         ["env-terraform-lock"]),
    # 3 CI and tests
    task("q017", "add tests for the reservation expiry logic", [U],
         ["pref-table-driven-tests"]),
    task("q018", "the -race job is red for the third time on my PR, it's probably flaky, I'll "
         "just rerun it", [P], ["lesson-read-race-report"]),
    task("q019", "CI keeps failing on TestReservationExpiry but passes locally without flags; "
         "what should I do?", [P], ["lesson-read-race-report"]),
    task("q020", "what does CI actually run on a pull request?", [S], ["sem-ci-workflow"]),
    task("q021", "how do I get the integration tests to run on my PR?", [S],
         ["sem-ci-workflow"]),
    task("q022", "how long until CI finishes on my PR if I add the it label?", [V],
         ["env-ci-duration"]),
    task("q023", "what happened with the inventory-svc race in CI in June?", [E],
         ["epi-2025-06-04-race-reruns"]),
    task("q024", "¿Cuánto tarda el CI en un pull request?", [V], ["env-ci-duration"]),
    task("q025", "should I use gomock for the repository fake in these tests?", [U],
         ["pref-table-driven-tests"]),
    # 4 postgres migrations
    task("q026", "add an index on orders(created_at) for the reporting query", [P],
         ["lesson-index-concurrently"]),
    task("q027", "write the migration that adds a status column to shipments", [U],
         ["pref-migration-files"]),
    task("q028", "how are database migrations applied when a service deploys?", [S],
         ["sem-postgres-migrations"]),
    task("q029", "what happened when we indexed the orders table in March?", [E],
         ["epi-2025-03-18-orders-index-lock"]),
    task("q030", "will CREATE INDEX CONCURRENTLY on orders finish inside the migration job?",
         [V], ["env-index-build-time"]),
    task("q031", "how big is the orders table and which postgres version are we on?", [S],
         ["sem-postgres-migrations"]),
    task("q032", "Preciso criar um índice na tabela orders, como faço sem travar a escrita?",
         [P], ["lesson-index-concurrently"]),
    task("q033", "do I need to bother with a down migration for this one?", [U],
         ["pref-migration-files"]),
    # 5 kafka
    task("q034", "bump notifier to 40 replicas, it's falling behind", [P],
         ["lesson-consumer-scaling"]),
    task("q035", "how many partitions does order-events have and what's the key?", [S],
         ["sem-kafka-topics"]),
    task("q036", "what will consumer lag do when I roll out a new version of notifier?", [V],
         ["env-kafka-rebalance"]),
    task("q037", "the time order emails went out an hour late, what caused it?", [E],
         ["epi-2025-05-06-rebalance-storm"]),
    task("q038", "I'm adding a new topic payment-refunds, what do I need to write up for it?",
         [U], ["pref-topic-docs"]),
    task("q039", "what consumer group name should the new fraud-svc use?", [S],
         ["sem-kafka-topics"]),
    task("q040", "Cosa è successo quando abbiamo scalato notifier a 30 repliche?", [E],
         ["epi-2025-05-06-rebalance-storm"]),
    task("q041", "Was passiert mit dem Consumer-Lag, wenn ein notifier-Pod neu startet?", [V],
         ["env-kafka-rebalance"]),
    # 6 prometheus and grafana
    task("q042", "add customer_id as a label on http_requests_total so we can see "
         "per-customer latency", [P], ["lesson-bounded-labels"]),
    task("q043", "write an alert for orders-svc error rate above 2%, and put it where alerts "
         "go", [S, U], ["sem-prometheus-alerting", "pref-alert-runbooks"]),
    task("q044", "where do alert rules live and where do they get routed?", [S],
         ["sem-prometheus-alerting"]),
    task("q045", "if p99 goes over the threshold right now, how soon does the alert show up?",
         [V], ["env-alert-delay"]),
    task("q046", "the Prometheus outage in April, what was that?", [E],
         ["epi-2025-04-24-label-cardinality"]),
    task("q047", "I want to break down gateway latency by order id in Grafana to debug the slow "
         "ones", [P], ["lesson-bounded-labels"]),
    task("q048", "latency recovered at 10:02 but the alert only cleared at 10:07, is something "
         "broken?", [V], ["env-alert-delay"]),
    task("q049", "how do I add a Grafana dashboard so it survives redeploys?", [S],
         ["sem-prometheus-alerting"]),
    task("q050", "draft the alert rule for notifier consumer lag", [U],
         ["pref-alert-runbooks"]),
    # 7 sentry
    task("q051", "open a ticket for the checkout nil pointer we're seeing in Sentry", [U],
         ["pref-bug-tickets"]),
    task("q052", "context canceled errors are spamming Sentry from payments-svc, can I just "
         "ignore the issue?", [P], ["lesson-sentry-expected-errors"]),
    task("q053", "how does Sentry know which release an error first showed up in?", [S],
         ["sem-sentry-releases"]),
    task("q054", "why did we stop seeing new errors in Sentry for over a week?", [E],
         ["epi-2025-06-02-sentry-quota"]),
    task("q055", "if I mark this issue ignored, will it ping #errors again?", [V],
         ["env-sentry-alert"]),
    task("q056", "the gateway reports every client that hangs up mid-request as an error, "
         "thousands an hour", [P], ["lesson-sentry-expected-errors"]),
    task("q057", "will Slack get notified when my new code throws a fresh error in prod?", [V],
         ["env-sentry-alert"]),
    task("q058", "Wie soll ein Bug-Ticket bei uns aussehen?", [U], ["pref-bug-tickets"]),
    # 8 jira and estimates
    task("q059", "give me an estimate for moving notifications to the outbox pattern", [P, U],
         ["lesson-split-tickets", "pref-estimates"]),
    task("q060", "how long will the search-index rewrite take? Maya wants a number by noon",
         [U], ["pref-estimates"]),
    task("q061", "why isn't my PR showing up on the Jira ticket?", [S], ["sem-jira-workflow"]),
    task("q062", "what happened with the outbox estimate?", [E],
         ["epi-2025-05-14-outbox-overrun"]),
    task("q063", "if I open the PR from branch fix/refund-rounding, will Jira move PLAT-482 "
         "to In Review?", [V], ["env-jira-automation"]),
    task("q064", "for planning tomorrow I have one item covering the new Kafka producer, the "
         "table and the backfill, 5 days. ok?", [P], ["lesson-split-tickets"]),
    task("q065", "what day does the sprint start?", [S], ["sem-jira-workflow"]),
    task("q066", "¿Cómo quiere Maya que le demos las estimaciones?", [U], ["pref-estimates"]),
    task("q067", "I merged the PR an hour ago and PLAT-377 is still sitting in To Do", [V],
         ["env-jira-automation"]),
    # 9 incidents and slack
    task("q068", "checkout is returning 500s for everyone right now", [P],
         ["lesson-declare-early"]),
    task("q069", "write a slack message to Tomasz asking him to look at the terraform change",
         [U], ["pref-slack-messages"]),
    task("q070", "how do we declare an incident and who runs it?", [S],
         ["sem-incident-process"]),
    task("q071", "what happened in the payments outage after the RDS failover?", [E],
         ["epi-2025-03-31-payments-outage"]),
    task("q072", "if I ask Maya in #backend whether we can drop the v1 endpoint, when will I "
         "hear back?", [V], ["env-maya-response"]),
    task("q073", "let the team in #backend know staging is down", [U], ["pref-slack-messages"]),
    task("q074", "where does a postmortem go and by when?", [S], ["sem-incident-process"]),
    task("q075", "Qu'est-ce qui s'est passé pendant la panne de payments-svc en mars ?", [E],
         ["epi-2025-03-31-payments-outage"]),
    task("q076", "need a quick yes/no from Maya on the retry policy today, what's the fastest "
         "way to get it?", [V], ["env-maya-response"]),
    task("q077", "payments is timing out on every request since a few minutes, a few of us are "
         "looking at it in #backend", [P], ["lesson-declare-early"]),
    # 10 code review and pull requests
    task("q078", "write the PR description for this change", [U], ["pref-pr-description"]),
    task("q079", "this branch has the pgx refactor and the new refunds endpoint, open the PR",
         [P], ["lesson-split-refactor"]),
    task("q080", "who needs to approve a change to .github/workflows?", [S],
         ["sem-codeowners"]),
    task("q081", "I asked Maya to review my 1,200 line PR this morning, when will she get to "
         "it?", [V], ["env-review-turnaround"]),
    task("q082", "has a huge PR ever got stuck in review here?", [E],
         ["epi-2025-05-21-pgx-pr-stalled"]),
    task("q083", "can I merge with a regular merge commit?", [S], ["sem-codeowners"]),
    task("q084", "Escreve a descrição do PR para esta mudança", [U], ["pref-pr-description"]),
    task("q085", "what goes in the PR description, and who has to approve it since it touches "
         "deploy/?", [S, U], ["sem-codeowners", "pref-pr-description"]),
    task("q086", "I've cleaned up the repository layer while adding the endpoint, it's all one "
         "branch, about 1,500 lines", [P], ["lesson-split-refactor"]),
    # 11 commits and releases
    task("q087", "commit this", [U], ["pref-commit-messages"]),
    task("q088", "how does release-please decide the version bump?", [S],
         ["sem-release-please"]),
    task("q089", "squash and merge PLAT-311 now", [P], ["lesson-check-squash-message"]),
    task("q090", "why did orders-svc jump to 4.0.0?", [E], ["epi-2025-04-29-accidental-major"]),
    task("q091", "will the merge button stay disabled if my PR title is 'Refund fixes'?", [V],
         ["env-pr-title-check"]),
    task("q092", "write the commit message for the refund rounding fix", [U],
         ["pref-commit-messages"]),
    task("q093", "GitHub prefilled the merge message with all my commit bodies, including the "
         "upstream notes I pasted in one of them. fine to merge as is?", [P],
         ["lesson-check-squash-message"]),
    task("q094", "Haz el commit de este cambio", [U], ["pref-commit-messages"]),
    task("q095", "the pr-title check is red, will it go green if I just wait?", [V],
         ["env-pr-title-check"]),
    # 12 go code style and errors
    task("q096", "refactor the inventory handler into a cleaner shape", [U], ["pref-go-style"]),
    task("q097", "the config reload can't continue if the map is empty, should I just bail "
         "out hard there?", [P], ["lesson-no-panic"]),
    task("q098", "how do we wrap and check errors in this codebase?", [S], ["sem-go-layout"]),
    task("q099", "what happened with the inventory-svc restarts in February?", [E],
         ["epi-2025-02-20-nil-map-panic"]),
    task("q100", "how long does golangci-lint take on the whole repo?", [V],
         ["env-golangci-lint"]),
    task("q101", "review my Go code for style before I open the PR", [U], ["pref-go-style"]),
    task("q102", "which http router and db library do the services use?", [S],
         ["sem-go-layout"]),
    task("q103", "will lint complain if I return the error from pgx as it is?", [V],
         ["env-golangci-lint"]),
    task("q104", "Come gestiamo gli errori in Go in questo progetto?", [S], ["sem-go-layout"]),
    # 13 secrets
    task("q105", "add a debug step to the deploy workflow that prints the environment so I "
         "can see what's set", [P], ["lesson-no-env-dump"]),
    task("q106", "how do pods get their database password?", [S], ["sem-external-secrets"]),
    task("q107", "I rotated the DB password in Secrets Manager. when will orders-svc pick it "
         "up?", [V], ["env-eso-refresh"]),
    task("q108", "when did a password leak in the Actions logs?", [E],
         ["epi-2025-03-05-password-in-actions-log"]),
    task("q109", "small tweak to the OIDC role trust policy, can I merge after CI passes?", [U],
         ["pref-security-review"]),
    task("q110", "how does GitHub Actions authenticate to AWS?", [S],
         ["sem-external-secrets"]),
    task("q111", "the deploy job fails with an odd auth error and I want to see everything "
         "the runner has in its variables", [P], ["lesson-no-env-dump"]),
    task("q112", "Comment les pods récupèrent-ils leurs secrets ?", [S],
         ["sem-external-secrets"]),
    # 14 go dependency upgrades
    task("q114", "upgrade all Go dependencies in api-gateway", [P],
         ["lesson-one-upgrade-per-pr"]),
    task("q115", "open the PR for the pgx 5.6 bump", [U], ["pref-upgrade-notes"]),
    task("q116", "how do private modules get fetched in CI?", [S], ["sem-go-modules"]),
    task("q117", "what happened the last time we upgraded grpc?", [E],
         ["epi-2025-05-27-grpc-upgrade"]),
    task("q118", "go mod download on a fresh runner without cache: how long, and what if the "
         "token isn't set?", [V], ["env-go-mod-download"]),
    task("q119", "Renovate has nine PRs open, I'll combine them into one and merge it", [P],
         ["lesson-one-upgrade-per-pr"]),
    task("q120", "when does Renovate open its PRs?", [S], ["sem-go-modules"]),
    task("q121", "my fork's CI dies on go mod download with terminal prompts disabled", [V],
         ["env-go-mod-download"]),
    # across themes
    task("q122", "what went wrong last time we deployed orders-svc, and how long does a "
         "rollout normally take?", [E, V],
         ["epi-2025-05-28-orders-crashloop", "env-rollout-duration"]),
    task("q123", "scale notifier up for the sale tonight and tell people in #deploys", [P, U],
         ["lesson-consumer-scaling", "pref-deploy-announcement"]),
    task("q124", "write the postmortem for the Sentry quota incident", [E, S],
         ["epi-2025-06-02-sentry-quota", "sem-incident-process"]),
    task("q125", "add an alert on notifier lag; after lag crosses the line, how long before "
         "anyone sees it?", [U, V], ["pref-alert-runbooks", "env-alert-delay"]),
    task("q126", "what does putting the PLAT key in the branch name do, and why do we need "
         "it?", [S, V], ["sem-jira-workflow", "env-jira-automation"]),
    task("q127", "after the race fiasco in CI: what's the rule now, and how should the new "
         "tests be written?", [P, U], ["lesson-read-race-report", "pref-table-driven-tests"]),
    task("q128", "what broke with the grpc upgrade, and how does Maya want upgrade PRs "
         "written?", [E, U], ["epi-2025-05-27-grpc-upgrade", "pref-upgrade-notes"]),
    task("q129", "I changed the password in Secrets Manager and the Kubernetes Secret already "
         "shows it, but orders-svc still connects with the old one", [V], ["env-eso-refresh"]),
    task("q130", "file the bug for the lag spike and give an estimate for the fix", [U],
         ["pref-bug-tickets", "pref-estimates"]),
    task("q131", "commit the terraform change and open the PR", [U],
         ["pref-commit-messages", "pref-pr-description"]),
    task("q132", "I'm shipping orders-svc with a migration that indexes orders.created_at, "
         "anything to watch?", [P],
         ["lesson-index-concurrently", "lesson-helm-diff-before-upgrade"]),
    # what happened before, asked without the event's words
    task("q133", "has terraform ever wrecked anything on prod?", [E],
         ["epi-2025-04-09-replica-replaced"]),
    task("q134", "did we ever break Prometheus ourselves?", [E],
         ["epi-2025-04-24-label-cardinality"]),
    task("q135", "last time somebody scaled a consumer way up, how did it go?", [E],
         ["epi-2025-05-06-rebalance-storm"]),
    task("q136", "remind me what went wrong with the 4.0.0 release", [E],
         ["epi-2025-04-29-accidental-major"]),
    task("q137", "how long were customers getting 503s when the index migration ran?", [E],
         ["epi-2025-03-18-orders-index-lock"]),
    task("q138", "what happened last time a ticket was estimated as one big chunk?", [E],
         ["epi-2025-05-14-outbox-overrun"]),
    task("q139", "how much time did we lose rerunning the -race job that time?", [E],
         ["epi-2025-06-04-race-reruns"]),
    task("q140", "Lembra o que aconteceu quando o pgx e o endpoint de refunds foram num PR só?",
         [E], ["epi-2025-05-21-pgx-pr-stalled"]),
]
