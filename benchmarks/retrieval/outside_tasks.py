"""A second workspace and its tasks: another project, another store, measured once with the
shipped weights (bench_retrieval.py --outside).

Every other task set queries the same store (the billing API); calibration's features are
relative to a request's best candidates, but a weight can still learn that store's habits. This
is the memory of a different project (a data pipeline: Airflow, dbt, a warehouse) with lessons
written the way reflexion writes them (a trigger of entities and situation words, a "When ...,
do: ... Not: ..." body), and requests written after the recall code, by the person who wrote it,
without running them first. So it is not blind wording; it is an unseen store and unseen
requests, reported in aggregate and never fitted on.
"""

from __future__ import annotations

from typing import Any

from benchmarks.retrieval.dataset import E, P, S, U, V, env, epi, pref, rule, sem, task

OUTSIDE_RECORDS: list[dict[str, Any]] = [
    # backfills
    sem("sem-backfill-cost", "backfills", 0.85, 6, "2025-05-20",
        "Backfills scan whole partitions",
        "A backfill of the events table scans every daily partition it touches; a 90-day "
        "backfill reads about 4 TB and is the largest line of the warehouse bill."),
    epi("epi-2025-05-19-backfill-bill", "backfills", "incident", "2025-05-19",
        "A backfill ran over the weekend and tripled the bill",
        "A 180-day backfill of the events table was started on Friday evening and ran all "
        "weekend; the warehouse bill for that week tripled and the finance team asked why."),
    rule("lesson-backfill-window", "backfills", ["backfill", "airflow backfill",
                                                 "run backfill"], "high", 1, "2025-05-20",
         "Backfills in 30-day windows",
         "When running a backfill, do: split it into 30-day windows and start them on weekday "
         "mornings. Not: one airflow backfill over the whole range.\nWhy: \"never again a "
         "weekend-long backfill\"."),
    pref("pref-backfill-notice", "data-ops", "backfills", "2025-04-02",
         "Warn before big backfills",
         "Maya wants a message in #data before any backfill longer than a week, with the "
         "estimated cost."),
    env("env-backfill-duration", "skill-output-shape", "backfills",
        "airflow backfill of the events DAG for 30 days",
        "takes 2 to 3 hours on the default pool", 7, 1, "2025-05-22",
        "Measured on eight backfills."),
    # dbt tests
    sem("sem-dbt-tests-slow", "dbt-tests", 0.8, 5, "2025-06-02",
        "dbt tests on the big models are the slow part of CI",
        "The uniqueness tests on the events and sessions models scan the full tables; they "
        "account for most of the dbt CI time."),
    epi("epi-2025-06-03-dbt-test-skipped", "dbt-tests", "session", "2025-06-03",
        "dbt build run with tests excluded",
        "The agent ran dbt build with --exclude test_type:data to save time; a duplicate key "
        "reached the sessions model and the dashboard double-counted users for a day."),
    rule("lesson-dbt-tests", "dbt-tests", ["dbt build", "dbt test", "run tests",
                                           "exclude test_type"], "high", 2, "2025-06-03",
         "Never skip dbt data tests",
         "When running the tests, do: dbt build --select state:modified+ with every data test. "
         "Not: dbt build --exclude test_type:data.\nWhy: \"the tests are the only thing that "
         "catches duplicate keys\"."),
    pref("pref-dbt-naming", "dbt", "model-naming", "2025-03-11", "Model names",
         "Maya prefers dbt model names with a layer prefix (stg_, int_, fct_, dim_) and plural "
         "nouns."),
    env("env-dbt-ci-duration", "skill-output-shape", "dbt-tests",
        "dbt CI job on a pull request touching the events model",
        "takes about 25 minutes, of which the data tests are 18", 9, 2, "2025-06-05",
        "Observed on eleven pull requests."),
    # schema changes
    sem("sem-schema-contracts", "schema-changes", 0.9, 8, "2025-04-15",
        "Downstream dashboards read the marts directly",
        "Three Looker dashboards and the finance export read the fct_ tables directly; "
        "renaming a column in a mart breaks them without any CI failure."),
    epi("epi-2025-04-14-column-rename", "schema-changes", "incident", "2025-04-14",
        "A renamed column broke the finance export",
        "Renamed revenue_usd to revenue in fct_orders; the finance export failed silently and "
        "the monthly report went out with empty revenue."),
    rule("lesson-column-rename", "schema-changes", ["rename column", "alter table",
                                                    "fct_orders"], "critical", 1,
         "2025-04-15", "Deprecate before renaming a column",
         "When changing a mart's columns, do: add the new column, keep the old one for two "
         "releases and announce it. Not: rename the column in place."),
    pref("pref-schema-doc", "documentation", "schema-changes", "2025-03-30",
         "Column changes documented in the PR",
         "Maya likes every column change listed in a table in the pull request description, "
         "old name, new name and type."),
    env("env-export-failure", "workspace-state-transitions", "schema-changes",
        "a column used by the finance export disappears",
        "the export job still succeeds but writes empty values; nobody is alerted", 2, 0,
        "2025-04-16", "Seen twice."),
    # warehouse credentials
    sem("sem-service-accounts", "credentials", 0.85, 4, "2025-05-05",
        "Jobs use per-DAG service accounts",
        "Each Airflow DAG has its own warehouse service account with a key in the secrets "
        "backend; personal credentials are not allowed in connections."),
    epi("epi-2025-05-04-personal-key", "credentials", "incident", "2025-05-04",
        "A DAG ran with a personal key",
        "A DAG was deployed with a personal warehouse key in its connection; when that person "
        "left, the DAG failed for two days before anyone noticed."),
    rule("lesson-no-personal-keys", "credentials", ["airflow connection", "warehouse key",
                                                    "service account"], "critical", 0,
         "2025-05-05", "Service accounts only in connections",
         "When adding an Airflow connection, do: use the DAG's service account from the "
         "secrets backend. Not: a personal warehouse key."),
    pref("pref-secrets-review", "security", "credentials", "2025-02-18",
         "Secrets changes reviewed by two",
         "Maya wants any change to the secrets backend reviewed by two people."),
    env("env-key-rotation", "system-state", "credentials",
        "the warehouse rotates service account keys",
        "keys rotate every 90 days and the DAGs pick up the new key within an hour", 4, 0,
        "2025-05-10", "Seen on four rotations."),
]

OUTSIDE_TASKS: list[dict[str, Any]] = [
    task("o01", "how do I run the tests before merging my dbt change?", [P],
         ["lesson-dbt-tests"]),
    task("o02", "can I exclude the data tests to make dbt build faster?", [P],
         ["lesson-dbt-tests"]),
    task("o03", "what happened when someone skipped the dbt data tests?", [E],
         ["epi-2025-06-03-dbt-test-skipped"]),
    task("o04", "how long will dbt CI take on my PR that touches events?", [V],
         ["env-dbt-ci-duration"]),
    task("o05", "why is dbt CI so slow?", [S], ["sem-dbt-tests-slow"]),
    task("o06", "how does Maya want dbt models named?", [U], ["pref-dbt-naming"]),
    task("o07", "I need to backfill the events table for the last six months", [P],
         ["lesson-backfill-window"]),
    task("o08", "the weekend backfill story, what went wrong?", [E],
         ["epi-2025-05-19-backfill-bill"]),
    task("o09", "how long does a 30 day airflow backfill of events take?", [V],
         ["env-backfill-duration"]),
    task("o10", "does Maya want to be told before a long backfill?", [U],
         ["pref-backfill-notice"]),
    task("o11", "why are backfills so expensive?", [S], ["sem-backfill-cost"]),
    task("o12", "rename revenue_usd in fct_orders", [P], ["lesson-column-rename"]),
    task("o13", "what broke last time a column was renamed in fct_orders?", [E],
         ["epi-2025-04-14-column-rename"]),
    task("o14", "if a column the finance export uses disappears, what will the export do?",
         [V], ["env-export-failure"]),
    task("o15", "who reads the marts directly?", [S], ["sem-schema-contracts"]),
    task("o16", "how should the column changes be described in my pull request for Maya?",
         [U], ["pref-schema-doc"]),
    task("o17", "adding an airflow connection for the new DAG with my warehouse key", [P],
         ["lesson-no-personal-keys"]),
    task("o18", "when did a DAG fail because of a personal key?", [E],
         ["epi-2025-05-04-personal-key"]),
    task("o19", "how often do the service account keys rotate?", [V], ["env-key-rotation"]),
    task("o20", "who has to review a change to the secrets backend?", [U],
         ["pref-secrets-review"]),
    task("o21", "how are warehouse credentials organised for DAGs?", [S],
         ["sem-service-accounts"]),
    task("o22", "comment lancer les tests dbt avant de merger ?", [P], ["lesson-dbt-tests"]),
    task("o23", "Was ist beim Backfill am Wochenende passiert?", [E],
         ["epi-2025-05-19-backfill-bill"]),
    task("o24", "¿Cuánto tarda el CI de dbt en un PR?", [V], ["env-dbt-ci-duration"]),
    task("o25", "the rule for backfills, and what does Maya want before one?", [P, U],
         ["lesson-backfill-window", "pref-backfill-notice"]),
]
