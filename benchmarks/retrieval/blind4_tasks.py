"""A fourth workspace and its tasks: a data-engineering team's warehouse, first measured with the
shipped weights unfitted; read since, it is a fitting source of fit_recall.py (reported by the fit
that left it out).

The store is the memory of Tidewater's data platform (a freight company's warehouse: dbt models
and snapshots on Snowflake, Airflow DAGs on MWAA, Snowpipe loading from S3, Looker on the marts,
and an AWS account plus the Snowflake roles and grants described in Terraform and applied by
Atlantis) and of its principal (Ines, who leads the data team). Most themes hold a record in each
tier that names the same tool (a fact, an incident, a lesson, a preference and a prediction all
about fct_shipments, Atlantis, the resource monitor or Snowpipe), so the words of a request say
what it is about and only its shape says which kind of memory answers it. Lessons are written the
way reflexion writes them (a trigger of entities and situation words, a "When ..., do: ... Not:
..." body and a "Why:" quote).

The requests were written from these records alone, as a user would type them to the agent
(imperatives, "how do I", "why does", "what happened when", "will X", "what does Ines usually
do", a few in French, German and Spanish), without the recall code, its cue tables or the other
task sets in view, and were not run before being committed. Hard families on purpose: an
imperative whose needed memory is how Ines wants that kind of work done (personalized), a
question about how a system or Ines will react (environment-dynamics), "how do I" about a fact
(semantic), the situation a lesson is for told without the lesson's words (procedural), "what
happened last time" (episodic).
"""

from __future__ import annotations

from typing import Any

from benchmarks.retrieval.dataset import E, P, S, U, V, env, epi, pref, rule, sem, task

BLIND4_RECORDS: list[dict[str, Any]] = [
    # the incremental shipments model and full refreshes
    sem("sem-incremental-shipments", "dbt-incremental", 0.9, 8, "2025-05-20",
        "fct_shipments is an incremental merge",
        "fct_shipments is materialized incremental with the merge strategy on shipment_id; each "
        "run reprocesses the last 3 days of raw.tms_events (the var shipments_lookback_days). A "
        "full refresh rebuilds 1.8 billion rows and is only ever run on the TRANSFORM_XL "
        "warehouse."),
    epi("epi-2025-05-19-full-refresh-credits", "dbt-incremental", "incident", "2025-05-19",
        "A morning full refresh of fct_shipments burned 410 credits",
        "dbt run --select fct_shipments --full-refresh was started against prod at 10:00 on a "
        "Monday to pick up a new column. It ran 3 h 40 on TRANSFORM_XL, used about 410 credits "
        "(a third of the month's budget), and the ops dashboards read an empty, then partial "
        "table until 13:40."),
    rule("lesson-no-prod-full-refresh", "dbt-incremental",
         ["full-refresh", "fct_shipments", "incremental model", "new column",
          "on_schema_change"], "critical", 1, "2025-05-20",
         "New columns on incremental models: no prod full refresh",
         "When an incremental model needs a new column, do: set "
         "on_schema_change='append_new_columns' and fill the column for past rows with the "
         "backfill_shipments DAG in monthly batches. Not: dbt run --full-refresh on "
         "fct_shipments in prod.\nWhy: \"410 credits and an empty ops dashboard all morning\"."),
    pref("pref-backfill-announce", "warehouse-costs", "dbt-incremental", "2025-05-21",
         "Big rebuilds are announced with a credit estimate",
         "Ines wants any backfill or rebuild of a model over 100 million rows posted in "
         "#data-eng with an estimate in credits and a start time after 19:00, and waits for her "
         "thumbs-up before it starts."),
    env("env-full-refresh-duration", "skill-output-shape", "dbt-incremental",
        "a full refresh of fct_shipments on TRANSFORM_XL",
        "takes 3 to 4 hours and 350 to 420 credits; one monthly batch of backfill_shipments "
        "takes 8 to 12 minutes", 4, 0, "2025-05-22",
        "From the query history of the last four rebuilds."),
    # Airflow scheduling, catchup and paused DAGs
    sem("sem-dag-factory-catchup", "airflow-scheduling", 0.9, 7, "2025-04-10",
        "DAGs come from the dag factory with catchup off",
        "Every DAG in airflow/dags is built by make_dag() in airflow/dags/common/factory.py, "
        "which sets catchup=False, retries=2 with a 5-minute delay and max_active_runs=1. The "
        "exception is ingest_carrier_api, written by hand with catchup=True because the carrier "
        "API only serves one day per call."),
    epi("epi-2025-04-14-catchup-storm", "airflow-scheduling", "incident", "2025-04-14",
        "Unpausing ingest_carrier_api started 16 runs at once",
        "ingest_carrier_api was unpaused after 16 days paused during a carrier contract change. "
        "With catchup=True and no max_active_runs it scheduled 16 runs together; the carrier "
        "API answered 429 for two hours, half the runs failed and four days were loaded twice "
        "into raw.carrier_rates."),
    rule("lesson-unpause-backfill", "airflow-scheduling",
         ["unpause", "paused dag", "catchup", "ingest_carrier_api", "airflow dags backfill"],
         "high", 1, "2025-04-15", "Paused DAGs: backfill in bounded runs",
         "When a DAG has been paused for more than a day, do: check catchup and "
         "max_active_runs first, then run airflow dags backfill with explicit start and end "
         "dates and at most 2 active runs. Not: unpausing it and letting the scheduler catch "
         "up.\nWhy: \"sixteen runs hammered the carrier API and four days loaded twice\"."),
    pref("pref-taskflow", "airflow", "airflow-dags", "2025-03-28", "TaskFlow API for new DAGs",
         "Ines wants new DAGs written with the TaskFlow API (@dag and @task decorators) through "
         "make_dag(), not chains of PythonOperator, and one DAG per source system."),
    env("env-mwaa-dag-pickup", "system-state", "airflow-scheduling",
        "a new or changed DAG file is synced to the MWAA dags bucket",
        "the scheduler shows it after 3 to 6 minutes; a file with an import error never appears "
        "in the DAG list, only in the Import Errors banner", 9, 1, "2025-04-20",
        "Watched over ten deploys."),
    # Snowflake warehouses and the resource monitor
    sem("sem-warehouses", "snowflake-warehouses", 0.9, 9, "2025-05-02",
        "Four warehouses, one job each",
        "Snowflake has four warehouses: LOADING_S for COPY and Snowpipe, TRANSFORM_M for the "
        "nightly dbt build, TRANSFORM_XL only for rebuilds, and BI_M for Looker. All suspend "
        "after 60 seconds idle. The resource monitor RM_TRANSFORM caps TRANSFORM_M and "
        "TRANSFORM_XL at 1,200 credits a month (a credit costs about 3 dollars)."),
    epi("epi-2025-05-28-monitor-suspend", "snowflake-warehouses", "incident", "2025-05-28",
        "RM_TRANSFORM suspended the nightly dbt build",
        "RM_TRANSFORM reached 100% on 28 May and suspended TRANSFORM_M at 01:10, in the middle "
        "of the nightly dbt build. 212 models were skipped and the ops and finance dashboards "
        "showed the 27th until Ines raised the quota at 08:30 and the build was rerun."),
    rule("lesson-monitor-no-workaround", "snowflake-warehouses",
         ["resource monitor", "warehouse suspended", "RM_TRANSFORM", "credit quota",
          "TRANSFORM_M"], "high", 1, "2025-05-29",
         "Suspended by a resource monitor: ask, do not route around",
         "When a warehouse is suspended by a resource monitor, do: tell Ines the credits used "
         "and what is still to run, and rerun only after she raises the quota. Not: pointing "
         "dbt at BI_M or creating a warehouse outside the monitor.\nWhy: \"the monitor is the "
         "budget; going around it is spending without asking\"."),
    pref("pref-warehouse-size", "warehouse-costs", "snowflake-warehouses", "2025-05-03",
         "Warehouse sizes are Ines's call",
         "Ines wants to approve any change of warehouse size or auto-suspend, with the expected "
         "credits per month before and after; she prefers a longer run on a smaller warehouse "
         "to a bigger bill."),
    env("env-monitor-thresholds", "system-state", "snowflake-warehouses",
        "RM_TRANSFORM crosses its monthly thresholds",
        "Snowflake emails the account admins at 75% and 90%; at 100% it suspends the "
        "warehouses once running queries finish, and they stay suspended until the quota is "
        "raised or the month turns", 3, 0, "2025-05-30", "Seen in March, April and May."),
    env("env-ines-cost-report", "principal-response", "warehouse-costs",
        "the weekly credit report shows spend above the monthly pace",
        "Ines replies the same day asking for the top five models by credits and who changed "
        "them; a report that gives only a total goes unread", 5, 1, "2025-06-09",
        "Seen on six weekly reports."),
    # Terraform and Atlantis
    sem("sem-terraform-atlantis", "terraform", 0.9, 8, "2025-04-03",
        "Terraform runs through Atlantis",
        "The AWS account and the Snowflake objects are described in infra/ (infra/aws/prod, "
        "infra/aws/staging, infra/snowflake). State lives in the S3 bucket tidewater-tfstate "
        "with the DynamoDB lock table tf-locks. Atlantis plans every pull request that touches "
        "infra/ and applies on an 'atlantis apply' comment once the PR is approved."),
    epi("epi-2025-04-02-laptop-apply", "terraform", "incident", "2025-04-02",
        "A laptop terraform apply reverted the MWAA role",
        "terraform apply was run from a laptop on a branch three days behind main. It reverted "
        "the IAM policy that lets the MWAA execution role read tidewater-raw-landing; every "
        "ingest DAG failed with AccessDenied for an hour and a half, and the interrupted apply "
        "left a stale lock in tf-locks."),
    rule("lesson-apply-through-atlantis", "terraform",
         ["terraform apply", "terraform", "infra/", "force-unlock", "state lock"], "critical",
         2, "2025-04-03", "Infrastructure changes go through Atlantis",
         "When an infrastructure change is needed, do: open a pull request, read the Atlantis "
         "plan, and comment atlantis apply after approval. Not: terraform apply from a laptop, "
         "or terraform force-unlock without finding out who holds the lock.\nWhy: \"a stale "
         "branch applied from a laptop cut the ingest DAGs off from S3\"."),
    pref("pref-plan-summary", "infrastructure", "terraform", "2025-04-05",
         "Plan summary at the top of infra PRs",
         "Ines wants the first lines of every infrastructure PR to give the plan counts (to "
         "add, to change, to destroy) per directory, with any resource that will be destroyed "
         "or replaced named in bold."),
    env("env-atlantis-plan-time", "skill-output-shape", "terraform",
        "Atlantis plans a pull request",
        "a plan of infra/aws/prod takes 4 to 7 minutes and infra/snowflake 2 to 3; a change "
        "under infra/modules plans every directory and takes about 15 minutes", 14, 2,
        "2025-05-12", "From the Atlantis logs of sixteen PRs."),
    # Snowflake roles and grants
    sem("sem-snowflake-roles", "snowflake-access", 0.9, 6, "2025-03-20",
        "Three functional roles, granted by Terraform",
        "Access in Snowflake goes through three roles: LOADER (writes RAW), TRANSFORMER (reads "
        "RAW, writes ANALYTICS) and REPORTER (reads ANALYTICS.MARTS_*, used by Looker). Every "
        "grant, future grants on schemas included, is declared in infra/snowflake/grants.tf; "
        "Terraform revokes any grant it does not know about."),
    epi("epi-2025-03-18-manual-grant-wiped", "snowflake-access", "incident", "2025-03-18",
        "A worksheet GRANT was wiped by the next apply",
        "USAGE on the new MARTS_LOGISTICS schema was granted to REPORTER by hand in a Snowsight "
        "worksheet. The next Atlantis apply revoked it, and the Looker fleet dashboards showed "
        "'insufficient privileges' from 07:00 until the grant was added to grants.tf at 10:20."),
    rule("lesson-grants-in-terraform", "snowflake-access",
         ["grant", "snowflake access", "insufficient privileges", "REPORTER", "new schema"],
         "high", 1, "2025-03-19", "Grants go in grants.tf",
         "When a role needs access to a schema or table, do: add the grant (and the future "
         "grant) to infra/snowflake/grants.tf and apply it through Atlantis. Not: GRANT in a "
         "Snowsight worksheet, even as a quick fix.\nWhy: \"the hand grant lasted until the "
         "next apply and Looker broke at 7\"."),
    pref("pref-pii-access", "security", "snowflake-access", "2025-03-21",
         "PII access only with Ines's written approval",
         "Ines wants any access to the PII schema (RAW.CUSTOMERS_PII) approved by her in the "
         "access ticket, never granted on a Slack request, and limited to 30 days."),
    env("env-looker-schema-cache", "system-state", "snowflake-access",
        "a new schema or table is granted to REPORTER",
        "Looker sees it in SQL Runner at once, but explores built on it only after the Looker "
        "schema cache refreshes (every 12 hours) or someone clears the cache", 4, 1,
        "2025-03-25", "Seen on five new marts."),
    # Snowpipe and source freshness
    sem("sem-snowpipe-freshness", "source-freshness", 0.85, 5, "2025-06-05",
        "Snowpipe loads tracking events; freshness is the alarm",
        "raw.tracking_events is loaded by the Snowpipe PIPE_TRACKING from "
        "tidewater-raw-landing/tracking/, triggered by S3 event notifications through SQS. dbt "
        "source freshness runs hourly in the dbt_freshness DAG: warn after 2 hours, error after "
        "6. A stopped pipe raises no error of its own."),
    epi("epi-2025-06-03-silent-pipe", "source-freshness", "incident", "2025-06-03",
        "Tracking events stopped loading for two days",
        "A Terraform change on tidewater-raw-landing replaced its event notification, so "
        "PIPE_TRACKING received nothing from 1 June. The freshness warning on tracking_events "
        "was posted to #data-alerts for two days without anyone acting; the on-time delivery "
        "dashboard showed a flat line and the ops director asked about it on 3 June."),
    rule("lesson-freshness-check-pipe", "source-freshness",
         ["freshness", "tracking_events", "snowpipe", "PIPE_TRACKING", "stale data"], "high", 1,
         "2025-06-04", "A freshness warning means check the pipe",
         "When a source freshness warning fires on a Snowpipe source, do: run SELECT "
         "SYSTEM$PIPE_STATUS('PIPE_TRACKING'), check the bucket's event notification, and load "
         "the missed files with ALTER PIPE ... REFRESH. Not: raising warn_after or waiting for "
         "the error level.\nWhy: \"two days of warnings and the ops director found it first\"."),
    pref("pref-incident-posts", "communication", "data-incidents", "2025-06-04",
         "Incident posts: impact first, five lines",
         "Ines wants data incidents posted in #data-incidents in at most five lines: which "
         "dashboards are wrong and since when first, then the cause, then the time of the next "
         "update. No SQL in the post."),
    env("env-snowpipe-latency", "system-state", "source-freshness",
        "a file lands in tidewater-raw-landing/tracking/",
        "PIPE_TRACKING loads it in 1 to 3 minutes; ALTER PIPE REFRESH only reloads files "
        "staged in the last 7 days", 10, 1, "2025-06-06", "Measured on eleven spot checks."),
    # dbt CI on pull requests
    sem("sem-slim-ci", "dbt-ci", 0.9, 6, "2025-05-07", "PR CI builds only modified models",
        "The dbt CI job runs dbt build --select state:modified+ --defer --state "
        "prod-artifacts/ into the schema pr_<number>. prod-artifacts/ is the manifest.json that "
        "the nightly build uploads to s3://tidewater-dbt-artifacts/prod/; unmodified parents "
        "are read from prod."),
    epi("epi-2025-05-06-stale-manifest", "dbt-ci", "ci-failure", "2025-05-06",
        "Green CI on a stale manifest, red nightly",
        "The nightly upload of manifest.json had failed silently for nine days, so CI compared "
        "pull requests with an old manifest. A PR renaming a staging column passed CI with 3 "
        "models selected; the nightly build failed on 27 downstream models and the finance "
        "marts were a day late."),
    rule("lesson-check-manifest-age", "dbt-ci",
         ["dbt ci", "state:modified", "manifest", "defer", "ci passed"], "medium", 2,
         "2025-05-07", "Check how many nodes CI selected",
         "When dbt CI goes green on a change to a staging model, do: read the selected node "
         "count and the manifest date in the log, and if they look small or old, build the "
         "model and its children in your dev schema. Not: merging on the green check alone.\n"
         "Why: \"CI picked 3 models, the nightly broke 27\"."),
    pref("pref-model-yml", "dbt", "dbt-models", "2025-04-16", "Every model ships with its yml",
         "Ines wants every new model to come with a .yml entry holding a one-sentence "
         "description, column descriptions, and unique plus not_null tests on the primary key, "
         "before she is asked to review."),
    env("env-dbt-ci-duration", "skill-output-shape", "dbt-ci",
        "the dbt CI job runs on a pull request",
        "takes 6 to 12 minutes for a mart change; a change to stg_tms__events fans out to about "
        "45 models and takes 30 to 40 minutes", 12, 2, "2025-05-15",
        "From the last fourteen CI runs."),
    # Airflow connections, secrets and key rotation
    sem("sem-airflow-secrets", "airflow-connections", 0.85, 4, "2025-04-22",
        "Airflow connections live in Secrets Manager",
        "MWAA reads connections from AWS Secrets Manager under the prefix "
        "airflow/connections/. snowflake_default logs in as SVC_AIRFLOW with key-pair "
        "authentication: the private key is in the secret airflow/connections/snowflake_default, "
        "the public key is set on the user as RSA_PUBLIC_KEY."),
    epi("epi-2025-04-24-key-rotation", "airflow-connections", "incident", "2025-04-24",
        "Key rotation broke every DAG overnight",
        "The SVC_AIRFLOW key pair was rotated by replacing RSA_PUBLIC_KEY on the user at "
        "18:00, but the secret still held the old private key. From the 02:00 runs on, every "
        "DAG failed with 'JWT token is invalid'; loads resumed at 07:40 once the secret was "
        "updated."),
    rule("lesson-key-rotation", "airflow-connections",
         ["key rotation", "rotate key", "SVC_AIRFLOW", "JWT token is invalid",
          "RSA_PUBLIC_KEY"], "critical", 1, "2025-04-25", "Rotate keys through the second slot",
         "When rotating the Snowflake key of a service user, do: set the new key as "
         "RSA_PUBLIC_KEY_2, update the secret, wait for one successful run, then unset the old "
         "key. Not: overwriting RSA_PUBLIC_KEY in one step.\nWhy: \"one swapped key stopped "
         "every load for the night\"."),
    pref("pref-secrets-by-name", "security", "secrets", "2025-04-25",
         "Secrets are referred to by name",
         "Ines wants secrets, keys and passwords never pasted into chat, PRs or notebooks, "
         "staging ones included: name the Secrets Manager entry instead."),
    env("env-secret-pickup", "system-state", "airflow-connections",
        "a secret under airflow/connections/ is updated",
        "the next task that opens the connection uses the new value; tasks already running "
        "keep their session, and nothing needs restarting", 5, 0, "2025-04-26",
        "Checked after five updates."),
    # Looker and the marts
    sem("sem-marts-looker", "bi-marts", 0.85, 6, "2025-05-13",
        "Looker reads the marts by column name",
        "Looker explores read ANALYTICS.MARTS_FINANCE and MARTS_LOGISTICS through the REPORTER "
        "role; the LookML lives in the separate tidewater-looker repository and refers to "
        "columns by name, so a renamed or dropped mart column breaks every explore that uses "
        "it. The Looker content validator lists what breaks."),
    epi("epi-2025-05-12-renamed-column", "bi-marts", "incident", "2025-05-12",
        "Renaming revenue_usd broke the finance dashboards",
        "revenue_usd was renamed to net_revenue_usd in fct_invoices on Friday evening. On "
        "Monday 12 May 14 finance dashboards showed errors, and Finance's month-end review was "
        "put off a day while the LookML was fixed."),
    rule("lesson-mart-column-deprecation", "bi-marts",
         ["rename column", "drop column", "fct_invoices", "mart", "looker"], "high", 1,
         "2025-05-13", "Mart columns are added, then retired",
         "When a mart column needs a new name or has to go, do: add the new column next to the "
         "old one, switch the LookML, run the Looker content validator, and drop the old column "
         "a release later. Not: renaming it in place.\nWhy: \"14 finance dashboards broke on a "
         "Monday\"."),
    pref("pref-column-names", "dbt", "naming", "2025-03-10", "Column names carry their unit",
         "Ines likes snake_case column names that carry their unit or type: amounts end in "
         "_usd, timestamps in _at, dates in _date, and booleans start with is_ or has_."),
    env("env-content-validator", "skill-output-shape", "bi-marts",
        "running the Looker content validator",
        "takes 6 to 10 minutes and lists each broken look and dashboard tile with its field", 6,
        0, "2025-05-14", "Run six times since May."),
    env("env-finance-monday", "workspace-state-transitions", "bi-marts",
        "a change to a finance mart is merged on a Friday",
        "it reaches the finance dashboards with the Saturday 03:00 nightly build, and problems "
        "are reported only on Monday morning when Finance opens them", 3, 0, "2025-05-20",
        "Three Friday merges since April."),
    # SQL style and sqlfluff
    sem("sem-sqlfluff", "sql-style", 0.9, 7, "2025-03-05", "sqlfluff runs in pre-commit",
        "SQL is linted by sqlfluff 3 with the snowflake dialect and the dbt templater; the "
        "rules are in .sqlfluff at the repository root and the pre-commit hook lints only "
        "staged files. CI runs sqlfluff lint on the changed models."),
    epi("epi-2025-03-26-reformat-diff", "sql-style", "review", "2025-03-26",
        "A project-wide sqlfluff fix buried a two-line change",
        "sqlfluff fix models/ was run for a two-line change to dim_carriers, so the PR touched "
        "214 files. The review took three days and conflicts with two other PRs had to be "
        "resolved by hand."),
    rule("lesson-sqlfluff-changed-only", "sql-style",
         ["sqlfluff fix", "lint", "reformat", "sqlfluff"], "medium", 2, "2025-03-27",
         "Fix only the files you changed",
         "When sqlfluff complains, do: run sqlfluff fix on the files the change touches and "
         "open any wider clean-up as its own PR. Not: sqlfluff fix models/ inside a feature "
         "PR.\nWhy: \"214 files for a two-line change\"."),
    pref("pref-sql-style", "sql", "sql-style", "2025-03-06", "How Ines likes SQL written",
         "Ines likes lowercase SQL keywords, import CTEs at the top (one per ref or source), a "
         "last CTE named final, explicit column lists, and no select * outside staging "
         "models."),
    env("env-ines-select-star", "principal-response", "sql-style",
        "a PR adds select * to a mart model",
        "Ines requests changes within the hour with a single comment and does not review the "
        "rest of the PR until it is fixed", 4, 0, "2025-04-30", "Four times this spring."),
    # alerting and paging
    sem("sem-alert-routing", "alerting", 0.85, 5, "2025-04-08", "Only tier1 DAGs page",
        "Task failures go through the dag factory's on_failure_callback: DAGs tagged tier1 "
        "(the finance and fleet loads) page the on-call through PagerDuty, every other DAG "
        "posts to #data-alerts. The rota is in PagerDuty and Ines is the secondary."),
    epi("epi-2025-04-07-night-page", "alerting", "incident", "2025-04-07",
        "A mis-tagged DAG paged at 03:00",
        "ingest_marketing_spend was copied from a fleet DAG and kept its tier1 tag; a Google "
        "Ads API timeout paged the on-call at 03:00 and then Ines as secondary at 03:15. "
        "Nothing downstream needed the data before noon."),
    rule("lesson-tier-tags", "alerting", ["tier1", "new dag", "pagerduty", "tags", "copy dag"],
         "medium", 1, "2025-04-08", "Tag new DAGs by who depends on them",
         "When creating a DAG, above all by copying one, do: set its tags from who reads its "
         "tables, tier1 only for finance and fleet loads, and say why in the PR. Not: keeping "
         "the tags of the DAG you copied.\nWhy: \"a marketing API timeout woke two people at "
         "3 a.m.\"."),
    pref("pref-paging", "on-call", "alerting", "2025-04-09",
         "Page Ines only for finance or fleet",
         "Ines wants to be paged only when finance or fleet data will be wrong by 08:00; "
         "everything else goes into the morning summary she reads at 09:00."),
    env("env-ines-night-page", "principal-response", "alerting",
        "Ines is paged at night for something that could have waited",
        "she acknowledges, goes back to sleep, and the next morning asks for the DAG to be "
        "retagged the same day", 2, 0, "2025-04-10", "Twice, in March and April."),
    # the raw landing bucket and Glacier
    sem("sem-landing-lifecycle", "raw-landing", 0.85, 4, "2025-04-29",
        "Raw files move to Glacier after 90 days",
        "tidewater-raw-landing keeps the raw files of every source under "
        "<source>/<yyyy>/<mm>/<dd>/. A lifecycle rule in infra/aws/prod/s3.tf moves objects to "
        "Glacier Flexible Retrieval after 90 days; Snowflake's external stage cannot read them "
        "until they are restored."),
    epi("epi-2025-04-28-glacier-backfill", "raw-landing", "incident", "2025-04-28",
        "A backfill ran into Glacier",
        "A reprocessing of January's carrier rates was started with the backfill DAG; every "
        "COPY failed because the files were already in Glacier. The bulk restore took 11 hours "
        "and the corrected rates reached finance two days late."),
    rule("lesson-restore-before-backfill", "raw-landing",
         ["backfill", "glacier", "older than 90 days", "reprocess", "raw files"], "medium", 1,
         "2025-04-29", "Restore from Glacier before an old backfill",
         "When a backfill needs raw files older than 90 days, do: start a Glacier restore of "
         "exactly those prefixes first and schedule the backfill for when it finishes. Not: "
         "starting the backfill DAG and letting COPY fail.\nWhy: \"we learnt it was in Glacier "
         "when the DAG failed, and lost a day\"."),
    pref("pref-bucket-module", "infrastructure", "raw-landing", "2025-04-30",
         "New buckets only through the module",
         "Ines wants every new S3 bucket made with the modules/s3_bucket Terraform module, "
         "tagged owner and cost-center and encrypted with the data KMS key; no bucket policy "
         "written by hand."),
    env("env-glacier-restore", "system-state", "raw-landing",
        "a Glacier restore of landing files is requested",
        "a bulk restore takes 5 to 12 hours, a standard one 3 to 5 hours at about ten times the "
        "cost; restored copies expire after the number of days asked for", 3, 0, "2025-05-02",
        "Three restores so far."),
    # dbt snapshots and Time Travel
    sem("sem-customer-snapshot", "dbt-snapshots", 0.85, 4, "2025-05-26",
        "Customer history is a dbt snapshot",
        "snapshots/customers_snapshot.sql keeps the history of customer contracts with the check "
        "strategy on plan_tier and credit_terms, unique_key customer_id, and runs before the "
        "models in the nightly build. A snapshot cannot be rebuilt: lost history is gone except "
        "through Time Travel (7 days on ANALYTICS, 1 day on RAW)."),
    epi("epi-2025-05-23-snapshot-key", "dbt-snapshots", "incident", "2025-05-23",
        "Changing the snapshot key doubled customer history",
        "The unique_key of customers_snapshot was changed from customer_id to account_id in a "
        "PR. The nightly run closed every existing row and inserted new ones, doubling the "
        "table; the contract history report was wrong until the table was restored with Time "
        "Travel to before the run."),
    rule("lesson-snapshot-clone-first", "dbt-snapshots",
         ["snapshot", "unique_key", "check_cols", "customers_snapshot", "scd"], "high", 1,
         "2025-05-26", "Snapshot config changes: clone first",
         "When a snapshot's unique_key, strategy or check columns change, do: CLONE the "
         "snapshot table first, run the change against the clone in your dev schema and compare "
         "row counts. Not: merging the config change and letting the nightly run it.\nWhy: "
         "\"the key change doubled customer history overnight\"."),
    pref("pref-restores-by-ines", "data-recovery", "time-travel", "2025-05-26",
         "Ines runs restores in prod",
         "Ines wants to run any Time Travel restore, UNDROP or clone swap in prod herself; the "
         "agent writes the statements and the checks to run afterwards, and stops there."),
    env("env-clone-speed", "system-state", "dbt-snapshots",
        "a table is cloned or undropped in Snowflake",
        "it is done in seconds whatever the size, since only metadata is copied; storage grows "
        "only as the clone and the original diverge", 6, 0, "2025-05-27",
        "Six clones, up to 600 million rows."),
    # dev and prod targets
    sem("sem-dev-target", "dbt-environments", 0.9, 8, "2025-03-14",
        "Laptops build into dev schemas",
        "profiles.yml defaults to the target dev, which builds into ANALYTICS_DEV.DBT_<USERNAME> "
        "on the TRANSFORM_DEV_XS warehouse, whose statement timeout is one hour. The prod "
        "target is used only by the Airflow dbt_nightly DAG, as SVC_AIRFLOW."),
    epi("epi-2025-03-13-laptop-prod", "dbt-environments", "incident", "2025-03-13",
        "A laptop run with --target prod overwrote marts",
        "dbt run --target prod --select marts.logistics was run from a feature branch with a "
        "personal login. It replaced six logistics marts with the branch's version, and the "
        "fleet utilisation dashboard was wrong until the 03:00 nightly build."),
    rule("lesson-no-target-prod", "dbt-environments",
         ["--target prod", "dbt run", "profiles.yml", "prod schema", "laptop"], "critical", 1,
         "2025-03-14", "Prod is built by Airflow only",
         "When you want to see a model's result on prod data, do: build it in your dev schema "
         "with --defer to prod, or trigger dbt_nightly for that selection in Airflow. Not: dbt "
         "run --target prod from a laptop.\nWhy: \"a branch build replaced six marts until the "
         "nightly\"."),
    pref("pref-dev-sample", "dbt", "dbt-environments", "2025-03-15", "Dev builds on a sample",
         "Ines wants dev builds of big models limited with the dev_days var (7 days by default) "
         "and dev schemas dropped once the branch is merged."),
    env("env-dev-timeout", "skill-output-shape", "dbt-environments",
        "building fct_shipments in a dev schema",
        "with dev_days=7 it takes 2 to 4 minutes on TRANSFORM_DEV_XS; without the var it hits "
        "the one-hour statement timeout and fails", 7, 0, "2025-03-20", "Seven dev builds."),
    # MWAA deploys and Python requirements
    sem("sem-mwaa-requirements", "airflow-deploy", 0.85, 5, "2025-06-11",
        "DAG code syncs, requirements need an environment update",
        "CI syncs airflow/dags/ to s3://tidewater-mwaa/dags on every merge to main. Python "
        "packages come from airflow/requirements.txt, pinned against the constraints file of "
        "Airflow 2.8.1; a new requirements.txt only takes effect through an MWAA environment "
        "update, which Terraform starts."),
    epi("epi-2025-06-10-mwaa-update-fail", "airflow-deploy", "incident", "2025-06-10",
        "An unpinned package failed the MWAA update",
        "requirements.txt gained an unpinned great-expectations. The MWAA update ran 45 "
        "minutes, failed on a conflict with the constraints file and rolled back; the "
        "data_quality DAG that imported it sat in Import Errors all afternoon."),
    rule("lesson-pin-and-local-runner", "airflow-deploy",
         ["requirements.txt", "pip install", "mwaa", "new package", "import error"], "high", 1,
         "2025-06-11", "Pin packages and try them in the local runner",
         "When a DAG needs a new Python package, do: pin it to a version the constraints file "
         "allows and start the mwaa-local-runner image with it before opening the PR. Not: "
         "adding it unpinned to requirements.txt and letting the environment update find out.\n"
         "Why: \"45 minutes of update and a rollback for one package\"."),
    pref("pref-providers-first", "airflow", "airflow-deploy", "2025-06-12",
         "Providers before new packages",
         "Ines prefers an existing Airflow provider, or a few lines of boto3 or the Snowflake "
         "connector, to a new package in requirements.txt, and wants any new package justified "
         "in the PR."),
    env("env-mwaa-update", "system-state", "airflow-deploy",
        "the MWAA environment is updated (requirements, plugins or Airflow config)",
        "the update takes 20 to 45 minutes; running tasks finish but no new task starts until "
        "it ends, and a failed update rolls back on its own", 5, 1, "2025-06-12",
        "Six updates this year."),
    # dbt packages
    sem("sem-dbt-packages", "dbt-packages", 0.85, 4, "2025-04-17",
        "Packages are pinned in packages.yml",
        "packages.yml pins dbt_utils 1.1.1, dbt_expectations 0.10.1 and the internal "
        "tidewater_macros package by git tag; dbt deps installs them into dbt_packages/, which "
        "is gitignored. A package macro is overridden by a macro of the same name in macros/."),
    epi("epi-2025-04-16-edited-package", "dbt-packages", "ci-failure", "2025-04-16",
        "A fix made inside dbt_packages vanished in CI",
        "A timezone fix was made directly in dbt_packages/dbt_utils/macros/date_spine.sql. The "
        "model built fine on the laptop; CI ran dbt deps, lost the edit and failed, and an "
        "afternoon went on finding out why."),
    env("env-dbt-deps-overwrite", "filesystem-response", "dbt-packages",
        "dbt deps runs (CI runs it in every job)",
        "it deletes and rewrites dbt_packages/ entirely, so any edit made inside it is gone: "
        "locally at the next deps, in CI at once", 3, 0, "2025-04-18", "Seen three times."),
]

BLIND4_TASKS: list[dict[str, Any]] = [
    # semantic
    task("b4-001", "how does fct_shipments pick up new rows each night?", [S],
         ["sem-incremental-shipments"]),
    task("b4-002", "how many days back does the shipments model reprocess on a normal run?", [S],
         ["sem-incremental-shipments"]),
    task("b4-003", "why doesn't ingest_carrier_api behave like the other DAGs when it falls "
         "behind?", [S], ["sem-dag-factory-catchup"]),
    task("b4-004", "how many retries does an Airflow task get by default here?", [S],
         ["sem-dag-factory-catchup"]),
    task("b4-005", "which warehouse do the Looker queries run on?", [S], ["sem-warehouses"]),
    task("b4-006", "how big is the monthly credit cap on the transform warehouses?", [S],
         ["sem-warehouses"]),
    task("b4-007", "where does the terraform state live, and what holds the lock?", [S],
         ["sem-terraform-atlantis"]),
    task("b4-008", "how do I find out which Snowflake role Looker connects with?", [S],
         ["sem-snowflake-roles"]),
    task("b4-009", "is the TRANSFORMER role allowed to write into RAW?", [S],
         ["sem-snowflake-roles"]),
    task("b4-010", "how do tracking events get from S3 into Snowflake?", [S],
         ["sem-snowpipe-freshness"]),
    task("b4-011", "at what point does dbt call a source stale?", [S],
         ["sem-snowpipe-freshness"]),
    task("b4-012", "what exactly does the dbt job build on a pull request?", [S],
         ["sem-slim-ci"]),
    task("b4-013", "where does CI get the prod manifest it compares against?", [S],
         ["sem-slim-ci"]),
    task("b4-014", "how does Airflow authenticate to Snowflake?", [S], ["sem-airflow-secrets"]),
    task("b4-015", "where do I find the LookML behind the finance explores?", [S],
         ["sem-marts-looker"]),
    task("b4-016", "how do I lint my SQL the same way the commit hook does?", [S],
         ["sem-sqlfluff"]),
    task("b4-017", "which DAG failures actually wake someone up?", [S], ["sem-alert-routing"]),
    task("b4-018", "how long do raw files stay readable in the landing bucket before they go "
         "cold?", [S], ["sem-landing-lifecycle"]),
    task("b4-019", "how far back can Time Travel go on ANALYTICS?", [S],
         ["sem-customer-snapshot"]),
    task("b4-020", "what warehouse does my local dbt run use?", [S], ["sem-dev-target"]),
    task("b4-021", "which Airflow version are our requirements pinned against?", [S],
         ["sem-mwaa-requirements"]),
    task("b4-022", "which version of dbt_utils are we on?", [S], ["sem-dbt-packages"]),
    task("b4-023", "¿En qué esquema construye dbt cuando lo ejecuto en mi portátil?", [S],
         ["sem-dev-target"]),
    task("b4-024", "Wo liegt der Terraform-State für das AWS-Konto?", [S],
         ["sem-terraform-atlantis"]),
    task("b4-025", "Quels entrepôts Snowflake avons-nous, et à quoi sert chacun ?", [S],
         ["sem-warehouses"]),
    # episodic
    task("b4-026", "what happened the time someone full-refreshed the shipments table in the "
         "morning?", [E], ["epi-2025-05-19-full-refresh-credits"]),
    task("b4-027", "why were the ops dashboards empty on 19 May?", [E],
         ["epi-2025-05-19-full-refresh-credits"]),
    task("b4-028", "what went wrong when we turned the carrier API DAG back on in April?", [E],
         ["epi-2025-04-14-catchup-storm"]),
    task("b4-029", "why are some days in carrier_rates loaded twice?", [E],
         ["epi-2025-04-14-catchup-storm"]),
    task("b4-030", "why were the dashboards a day old on the morning of the 28th?", [E],
         ["epi-2025-05-28-monitor-suspend"]),
    task("b4-031", "last time we ran out of credits before the month ended, what happened?",
         [E], ["epi-2025-05-28-monitor-suspend"]),
    task("b4-032", "what happened when someone applied terraform from their own machine?", [E],
         ["epi-2025-04-02-laptop-apply"]),
    task("b4-033", "why did every ingest DAG get AccessDenied in early April?", [E],
         ["epi-2025-04-02-laptop-apply"]),
    task("b4-034", "why did the fleet dashboards say insufficient privileges that morning in "
         "March?", [E], ["epi-2025-03-18-manual-grant-wiped"]),
    task("b4-035", "how did we find out tracking events had stopped loading in June?", [E],
         ["epi-2025-06-03-silent-pipe"]),
    task("b4-036", "what was the stale manifest business in CI about?", [E],
         ["epi-2025-05-06-stale-manifest"]),
    task("b4-037", "the night every DAG failed with a JWT error: what caused it?", [E],
         ["epi-2025-04-24-key-rotation"]),
    task("b4-038", "why did finance postpone their month-end review in May?", [E],
         ["epi-2025-05-12-renamed-column"]),
    task("b4-039", "what happened with that 214-file pull request?", [E],
         ["epi-2025-03-26-reformat-diff"]),
    task("b4-040", "who got paged at 3am over the marketing spend load, and why?", [E],
         ["epi-2025-04-07-night-page"]),
    task("b4-041", "did we ever try to reprocess data that had already gone to Glacier?", [E],
         ["epi-2025-04-28-glacier-backfill"]),
    task("b4-042", "what happened to the customer snapshot in late May?", [E],
         ["epi-2025-05-23-snapshot-key"]),
    task("b4-043", "has anyone run dbt against prod from a laptop before? what did it do?", [E],
         ["epi-2025-03-13-laptop-prod"]),
    task("b4-044", "why was the quality DAG stuck in import errors last Tuesday?", [E],
         ["epi-2025-06-10-mwaa-update-fail"]),
    task("b4-045", "remind me why the date_spine fix worked locally but not in CI", [E],
         ["epi-2025-04-16-edited-package"]),
    task("b4-046", "Was ist passiert, als der Snowflake-Schlüssel von SVC_AIRFLOW getauscht "
         "wurde?", [E], ["epi-2025-04-24-key-rotation"]),
    task("b4-047", "¿Qué pasó cuando renombramos revenue_usd?", [E],
         ["epi-2025-05-12-renamed-column"]),
    task("b4-048", "Que s'est-il passé quand le moniteur de ressources a coupé l'entrepôt en "
         "mai ?", [E], ["epi-2025-05-28-monitor-suspend"]),
    # procedural
    task("b4-049", "add a carrier_region column to fct_shipments and get it into prod today",
         [P], ["lesson-no-prod-full-refresh"]),
    task("b4-050", "the new column is null for every old shipment, just rebuild the whole table "
         "from scratch", [P], ["lesson-no-prod-full-refresh"]),
    task("b4-051", "the carrier API DAG has been off since the contract talks, switch it back "
         "on", [P], ["lesson-unpause-backfill"]),
    task("b4-052", "the nightly dbt build died at 1am because the warehouse can't be resumed, "
         "get it running", [P], ["lesson-monitor-no-workaround"]),
    task("b4-053", "TRANSFORM_M is out of quota, can I run the rebuild on BI_M instead?", [P],
         ["lesson-monitor-no-workaround"]),
    task("b4-054", "widen the MWAA role's S3 permissions; quickest is to apply it from my "
         "terminal", [P], ["lesson-apply-through-atlantis"]),
    task("b4-055", "terraform says the state is locked by someone, unlock it", [P],
         ["lesson-apply-through-atlantis"]),
    task("b4-056", "the analysts can't see the new MARTS_PRICING schema, give them access", [P],
         ["lesson-grants-in-terraform"]),
    task("b4-057", "quick fix: grant select on the new pricing table to REPORTER from a "
         "worksheet", [P], ["lesson-grants-in-terraform"]),
    task("b4-058", "the on-time delivery chart has been flat since yesterday afternoon", [P],
         ["lesson-freshness-check-pipe"]),
    task("b4-059", "tracking_events keeps warning about freshness, should I just loosen the "
         "threshold?", [P], ["lesson-freshness-check-pipe"]),
    task("b4-060", "CI went green in two minutes on my stg_tms__events change, merging", [P],
         ["lesson-check-manifest-age"]),
    task("b4-061", "we need to rotate the Airflow service user's Snowflake key this week", [P],
         ["lesson-key-rotation"]),
    task("b4-062", "finance wants revenue_usd called gross_revenue_usd from now on", [P],
         ["lesson-mart-column-deprecation"]),
    task("b4-063", "drop the old discount_pct column from fct_invoices, nobody uses it", [P],
         ["lesson-mart-column-deprecation"]),
    task("b4-064", "the linter flags half the models folder, clean it all up in this PR", [P],
         ["lesson-sqlfluff-changed-only"]),
    task("b4-065", "I copied the fleet telemetry DAG to make a new one for weather data", [P],
         ["lesson-tier-tags"]),
    task("b4-066", "run January's carrier rates through the backfill DAG again", [P],
         ["lesson-restore-before-backfill"]),
    task("b4-067", "make the customer snapshot track accounts instead of customers", [P],
         ["lesson-snapshot-clone-first"]),
    task("b4-068", "I want to check my branch's marts on real data, run them against "
         "production", [P], ["lesson-no-target-prod"]),
    task("b4-069", "add pandera to the Airflow requirements and push it", [P],
         ["lesson-pin-and-local-runner"]),
    task("b4-070", "Der Kunden-Snapshot soll künftig auch payment_method beobachten, bitte die "
         "Konfiguration ändern", [P], ["lesson-snapshot-clone-first"]),
    task("b4-071", "Comment ajouter une colonne à fct_shipments sans tout reconstruire ?", [P],
         ["lesson-no-prod-full-refresh"]),
    task("b4-072", "El DAG de la API de transportistas lleva dos semanas en pausa, ¿lo "
         "reactivo?", [P], ["lesson-unpause-backfill"]),
    # personalized
    task("b4-073", "rebuild dim_carrier_history tonight, it's about 300M rows", [U],
         ["pref-backfill-announce"]),
    task("b4-074", "write a new DAG that loads the customs broker files", [U],
         ["pref-taskflow"]),
    task("b4-075", "bump BI_M to large, the dashboards are slow", [U],
         ["pref-warehouse-size"]),
    task("b4-076", "set auto-suspend on TRANSFORM_M to ten minutes", [U],
         ["pref-warehouse-size"]),
    task("b4-077", "open the PR for the new SQS queue in infra/aws/prod", [U],
         ["pref-plan-summary"]),
    task("b4-078", "someone in marketing asked on Slack for the customer PII tables, set them "
         "up", [U], ["pref-pii-access"]),
    task("b4-079", "post an update about the tracking outage", [U], ["pref-incident-posts"]),
    task("b4-080", "write up the stale dashboards problem for the incidents channel", [U],
         ["pref-incident-posts"]),
    task("b4-081", "add a staging model for the customs broker feed and get it ready for review",
         [U], ["pref-model-yml"]),
    task("b4-082", "paste the new Snowflake private key here so I can test the staging "
         "connection", [U], ["pref-secrets-by-name"]),
    task("b4-083", "name the new columns for the pickup timestamp and the fuel surcharge amount "
         "in stg_carrier_invoices", [U], ["pref-column-names"]),
    task("b4-084", "write the model that joins shipments to carriers", [U], ["pref-sql-style"]),
    task("b4-085", "how does Ines want SQL keywords cased?", [U], ["pref-sql-style"]),
    task("b4-086", "page Ines whenever the customs DAG fails", [U], ["pref-paging"]),
    task("b4-087", "make a bucket for the customs broker drops", [U], ["pref-bucket-module"]),
    task("b4-088", "put fct_invoices back the way it was yesterday morning", [U],
         ["pref-restores-by-ines"]),
    task("b4-089", "undrop the carrier_rates table someone dropped", [U],
         ["pref-restores-by-ines"]),
    task("b4-090", "build fct_shipments in my dev schema", [U], ["pref-dev-sample"]),
    task("b4-091", "we need to post to Slack from a DAG, pull in a library for it", [U],
         ["pref-providers-first"]),
    task("b4-092", "rewrite this mart query the way Ines likes it", [U], ["pref-sql-style"]),
    task("b4-093", "Schreib eine neue DAG für die Zolldaten", [U], ["pref-taskflow"]),
    task("b4-094", "Prépare le message pour #data-incidents sur les tableaux de bord faux", [U],
         ["pref-incident-posts"]),
    task("b4-095", "Cambia TRANSFORM_M a tamaño grande para que el nightly termine antes", [U],
         ["pref-warehouse-size"]),
    # environment-dynamics
    task("b4-096", "if I full-refresh fct_shipments tonight, how long and how many credits?",
         [V], ["env-full-refresh-duration"]),
    task("b4-097", "I just pushed a new DAG file; when will it show up in the Airflow UI?", [V],
         ["env-mwaa-dag-pickup"]),
    task("b4-098", "my new DAG still isn't in the list after the sync, what's likely going on?",
         [V], ["env-mwaa-dag-pickup"]),
    task("b4-099", "what will Snowflake do when we hit the monthly credit cap?", [V],
         ["env-monitor-thresholds"]),
    task("b4-100", "will anyone get a warning before the transform warehouses are cut off?", [V],
         ["env-monitor-thresholds"]),
    task("b4-101", "what will Ines say if the weekly cost report only shows the total?", [V],
         ["env-ines-cost-report"]),
    task("b4-102", "how long does Atlantis take to plan a change to the shared modules?", [V],
         ["env-atlantis-plan-time"]),
    task("b4-103", "once the grant is applied, will the fleet explore work right away?", [V],
         ["env-looker-schema-cache"]),
    task("b4-104", "if I drop a file in the tracking prefix now, when can I query it?", [V],
         ["env-snowpipe-latency"]),
    task("b4-105", "will a pipe refresh still pick up files from two weeks ago?", [V],
         ["env-snowpipe-latency"]),
    task("b4-106", "how long will CI take if I touch stg_tms__events?", [V],
         ["env-dbt-ci-duration"]),
    task("b4-107", "after I update the secret, do I need to restart anything in MWAA?", [V],
         ["env-secret-pickup"]),
    task("b4-108", "how long does the Looker content validator run?", [V],
         ["env-content-validator"]),
    task("b4-109", "if I merge this fct_invoices change on Friday afternoon, when would anyone "
         "notice a problem?", [V], ["env-finance-monday"]),
    task("b4-110", "how will Ines react if the PR has a select star in the invoices mart?", [V],
         ["env-ines-select-star"]),
    task("b4-111", "what does Ines usually do the morning after a pointless night page?", [V],
         ["env-ines-night-page"]),
    task("b4-112", "how long will a bulk restore from Glacier take?", [V],
         ["env-glacier-restore"]),
    task("b4-113", "will cloning the 600M-row snapshot table take long?", [V],
         ["env-clone-speed"]),
    task("b4-114", "will fct_shipments finish if I build it in dev without the day limit?", [V],
         ["env-dev-timeout"]),
    task("b4-115", "while the MWAA update runs, will the nightly tasks still start?", [V],
         ["env-mwaa-update"]),
    task("b4-116", "if I patch a macro inside dbt_packages, will the change stick?", [V],
         ["env-dbt-deps-overwrite"]),
    task("b4-117", "Wie lange braucht Atlantis für einen Plan von infra/aws/prod?", [V],
         ["env-atlantis-plan-time"]),
    task("b4-118", "¿Cuánto tarda una actualización del entorno de MWAA?", [V],
         ["env-mwaa-update"]),
    task("b4-119", "Si je mets à jour le secret Snowflake, les tâches en cours vont-elles "
         "casser ?", [V], ["env-secret-pickup"]),
    # several tiers
    task("b4-120", "what happened the last time a full refresh ran in prod, and what's the rule "
         "now for adding a column?", [E, P],
         ["epi-2025-05-19-full-refresh-credits", "lesson-no-prod-full-refresh"]),
    task("b4-121", "I need to rebuild fct_shipments: how long will it take, and how does Ines "
         "want it announced?", [V, U],
         ["env-full-refresh-duration", "pref-backfill-announce"]),
    task("b4-122", "what's the monthly credit cap, and what happens when we hit it?", [S, V],
         ["sem-warehouses", "env-monitor-thresholds"]),
    task("b4-123", "the quality DAG needs a new Python package, how should I go about it?",
         [P, U], ["lesson-pin-and-local-runner", "pref-providers-first"]),
    task("b4-124", "who has to run a Time Travel restore, and how long does a clone take?",
         [U, V], ["pref-restores-by-ines", "env-clone-speed"]),
    task("b4-125", "how do we check sources for staleness, and what happened when the tracking "
         "pipe stopped?", [S, E],
         ["sem-snowpipe-freshness", "epi-2025-06-03-silent-pipe"]),
    task("b4-126", "rotate the Airflow Snowflake key, and tell me whether running tasks will "
         "notice", [P, V], ["lesson-key-rotation", "env-secret-pickup"]),
    task("b4-127", "what broke when revenue_usd was renamed, and how do we retire a mart column "
         "now?", [E, P], ["epi-2025-05-12-renamed-column", "lesson-mart-column-deprecation"]),
]
