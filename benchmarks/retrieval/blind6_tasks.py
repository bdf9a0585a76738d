"""A sixth workspace and its tasks: a ferry operator's booking platform, written from the record
format alone and never fitted on.

The store is the memory of Nordvik Ferries' booking platform (car and passenger ferries on the
Bergen - Stavanger - Hirtshals routes: Kotlin and Spring Boot services on GKE, a Cloud SQL
PostgreSQL bookings database migrated with Flyway, Kafka on Confluent Cloud for booking events, a
vehicle-deck capacity engine called deckplan, the nightly timetable import from the operations
system Marinet, Adyen payments and a refund worker, gate-agent on edge boxes at the port check-in
lanes, AIS-based delay notifications sent through Sinch, Wallet boarding passes, a React Native
app shipped with EAS, Unleash feature flags, the port-authority manifests and the backoffice used
by customer service) and of its principal (Marisol Ortega, who leads platform engineering). Most
themes hold a record in each tier that names the same tool or entity (a fact, an incident, a
lesson, a preference and a prediction all about deckplan holds, the Marinet import, the refund
worker, the gate boxes or the Wallet certificate), so the words of a request say what it is about
and only its shape says which kind of memory answers it. Lessons are written the way reflexion
writes them (a trigger of entities and situation words, a "When ..., do: ... Not: ..." body and a
"Why:" quote).

The records and requests were written from the record and task constructors and one earlier task
file's layout only, without the recall code, its cue tables, its weights or the other stores in
view, and were not run through recall before being handed over. Requests are typed as a user
would type them to a coding agent (imperatives, "how do I", "why does", "what happened when",
"will X if", "what does Marisol want"), about a fifth of them in French, German, Spanish, Italian
or Portuguese. Hard families on purpose: an imperative whose needed memory is how Marisol wants
that kind of work done (personalized), a question about how a system or Marisol will react
(environment-dynamics), "how do I" about a fact (semantic), the situation a lesson is for told
without the lesson's words (procedural), "what happened last time" (episodic). Report it in
aggregate; do not tune on it.
"""

from __future__ import annotations

from typing import Any

from benchmarks.retrieval.dataset import E, P, S, U, V, env, epi, pref, rule, sem, task

BLIND6_RECORDS: list[dict[str, Any]] = [
    # deckplan: vehicle-deck capacity and holds
    sem("sem-deckplan-lane-metres", "deck-capacity", 0.9, 9, "2025-02-12",
        "deckplan sells vehicle space in lane metres, through 15-minute holds",
        "The deckplan service (services/deckplan) keeps the vehicle capacity of every sailing in "
        "lane metres per deck: MS Solvik has 1,150 lane metres on deck 3 for cars and 620 on deck "
        "5 for freight, campers and anything over 2.2 m high. A car counts 5 m, a campervan 8 m, "
        "a trailer adds its declared length. A booking takes space with POST /holds; a hold "
        "expires after 15 minutes unless the payment confirms it, and the hold-reaper job frees "
        "expired holds every minute. The car deck may be oversold by 2%, freight never."),
    epi("epi-2025-04-11-ghost-holds", "deck-capacity", "incident", "2025-04-11",
        "Easter Friday sold out two hours early on ghost holds",
        "On Good Friday the 14:30 Bergen - Stavanger sailing showed 'fully booked' at 12:20 while "
        "the deck was far from full: 94 lane metres were locked by holds whose payments had "
        "timed out. The hold-reaper had been off since the 8 April deploy, because "
        "reaper.enabled: false had been copied from values-staging.yaml into values-prod.yaml. "
        "Customer service turned away about 20 cars before the cause was found at 13:05."),
    rule("lesson-deckplan-reaper-values", "deck-capacity",
         ["deckplan", "values-prod.yaml", "helm values", "hold-reaper", "holds", "deploy"],
         "high", 1, "2025-04-12",
         "Check the hold-reaper after any deckplan deploy",
         "When deploying deckplan or editing its Helm values, do: diff values-prod.yaml against "
         "the last released version, make sure reaper.enabled is true, and watch the "
         "deckplan_expired_holds gauge for 30 minutes after the rollout. Not: copying blocks "
         "from values-staging.yaml into the prod values.\nWhy: \"Easter Friday sold out two "
         "hours early on 94 metres of ghost holds\"."),
    pref("pref-deckplan-season-replay", "capacity-changes", "deck-capacity", "2025-03-03",
         "Capacity logic changes come with a season replay",
         "Marisol wants every change to deckplan's allocation or overbooking logic to come with a "
         "replay of last summer's bookings through the new code (scripts/replay_season.py) and "
         "a table in the PR of the sailings whose sold-out time moves by more than ten minutes. "
         "She does not review capacity changes without it."),
    env("env-deckplan-replay-duration", "skill-output-shape", "deck-capacity",
        "scripts/replay_season.py replays the 2024 summer season",
        "takes about 40 minutes on a laptop and 11 on the ci-large runner; writes a CSV of about "
        "3,200 sailings and needs the anonymised bookings dump loaded first", 5, 0,
        "2025-05-02", "From the last five replays."),

    # Marinet timetable import
    sem("sem-marinet-timetable-import", "timetable", 0.9, 7, "2025-01-20",
        "Sailings come from Marinet as a nightly XML file",
        "The timetable is owned by the operations system Marinet. Every night at 02:10 it drops "
        "sailings.xml on sftp.ops.nordvik.internal; the timetable-import job (jobs/"
        "timetable-import) parses it, upserts sailings keyed by route, local departure time and "
        "vessel, and publishes sailing.changed for every sailing that differs. Times in the file "
        "are local port time (Europe/Oslo) without an offset."),
    epi("epi-2025-03-31-clock-change-import", "timetable", "incident", "2025-03-31",
        "After the clock change the app showed summer sailings an hour late",
        "The import converted Marinet times with a fixed +01:00 offset. After the switch to "
        "summer time on 30 March every sailing from then on was stored one hour off, so the app "
        "and the boarding passes showed departures an hour later than the real ones. On Monday "
        "31 March 23 passengers reached the port after check-in had closed. The import was "
        "fixed and re-run at 11:40 the same day."),
    rule("lesson-timetable-local-zone", "timetable",
         ["marinet", "timetable-import", "sailings.xml", "departure time", "timezone", "offset"],
         "high", 0, "2025-04-01",
         "Parse Marinet times in Europe/Oslo, never with a fixed offset",
         "When parsing times from Marinet or any other port-local source, do: read them as "
         "LocalDateTime, attach ZoneId.of(\"Europe/Oslo\"), store the Instant in UTC and keep "
         "tests for both clock-change weekends. Not: a fixed offset such as +01:00 or the "
         "server's default zone.\nWhy: \"23 passengers came to the port after check-in had "
         "closed\"."),
    pref("pref-timetable-ops-dry-run", "timetable-changes", "timetable", "2025-04-02",
         "Import changes are shown to the ops planner first",
         "Marisol wants any change to timetable-import shown to the ops planner (Kjell, in "
         "#ops-planning) as a dry-run diff of the sailings it would change before it is merged. "
         "Green tests are not enough for her on the import."),
    env("env-marinet-sunday-late", "filesystem-response", "timetable",
        "the Marinet export on Sunday nights",
        "sailings.xml lands late, between 03:30 and 05:00, because of Marinet's weekly "
        "maintenance; the 02:10 import then reads Saturday's file and changes nothing", 7, 1,
        "2025-05-25", "Seen on eight Sundays since February."),

    # Adyen payments and the refund worker
    sem("sem-adyen-payments", "payments", 0.92, 10, "2025-01-10",
        "Payments run through Adyen with capture at check-in",
        "Web and app payments go through Adyen Drop-in. The payments service receives "
        "AUTHORISATION, CAPTURE and REFUND webhooks at /webhooks/adyen and checks their HMAC "
        "signature. Flexible fares are authorised at booking and captured at check-in; "
        "non-refundable fares are captured at booking. Refunds for cancelled sailings are issued "
        "by the refund-worker in batches of 200."),
    epi("epi-2025-02-07-double-refunds", "payments", "incident", "2025-02-07",
        "The storm cancellations were refunded twice to 418 customers",
        "During the 7 February storm 31 sailings were cancelled and the refund-worker started a "
        "batch for 2,300 bookings. The pod was evicted halfway through and the job restarted "
        "the batch from the beginning; 418 customers were refunded twice, about NOK 612,000 in "
        "total. Finance recovered most of it over three weeks."),
    rule("lesson-refund-idempotency", "payments",
         ["refund-worker", "adyen", "refund", "batch", "retry", "cancelled sailing"],
         "high", 1, "2025-02-10",
         "Refunds carry an idempotency key and resume, never restart",
         "When issuing refunds or changing refund-worker, do: send the booking's refund "
         "reference as Adyen's Idempotency-Key, mark the refund row 'requested' before the call, "
         "and re-run an interrupted batch with --resume. Not: retrying a batch from the start.\n"
         "Why: \"418 people got their money back twice after the storm\"."),
    pref("pref-payments-review-days", "payments-changes", "payments", "2025-02-14",
         "Payments changes: two reviewers, Tuesday to Thursday",
         "Marisol wants every change to payments code reviewed by two people, one of them from "
         "finance engineering (Tobias), and deployed only Tuesday to Thursday before noon."),
    env("env-adyen-refund-webhook-delay", "skill-output-shape", "payments",
        "a refund is requested through the Adyen API",
        "the REFUND webhook comes back within 30 seconds for cards, but for Vipps it can take "
        "up to 2 hours; the booking shows 'refund pending' until then", 11, 2, "2025-05-14",
        "From refund-worker logs."),
    env("env-marisol-friday-payments-pr", "principal-response", "payments",
        "a payments PR is put up for Marisol's review on a Friday",
        "she leaves it until Tuesday and says so in the PR rather than reviewing it", 4, 0,
        "2025-05-30", "Four Fridays out of four."),

    # gate-agent on the port check-in lanes
    sem("sem-gate-agent-edge-boxes", "port-gates", 0.9, 8, "2025-01-28",
        "Each check-in lane runs gate-agent on an edge box",
        "Every check-in lane in Bergen, Stavanger and Hirtshals has an edge box (an Intel NUC on "
        "Ubuntu 22.04) running gate-agent. It reads the ANPR camera and the QR scanner, matches "
        "plates and booking codes against a local SQLite cache synced every 2 minutes and opens "
        "the barrier. The boxes are managed with Ansible from infra/gates and reach the cloud "
        "through a WireGuard tunnel."),
    epi("epi-2025-05-17-gate-rollout", "port-gates", "incident", "2025-05-17",
        "gate-agent 2.9 broke the plate readers on Constitution Day",
        "On 17 May an Ansible run rolled gate-agent 2.9 to all 14 lanes at once. The release "
        "bumped the camera SDK, and the ANPR stopped reading plates on 6 lanes in Bergen. Staff "
        "checked in about 900 cars by hand and the 10:00 sailing left 40 minutes late. Rolled "
        "back to 2.8.3 at 11:15."),
    rule("lesson-gate-agent-canary-lanes", "port-gates",
         ["gate-agent", "ansible", "infra/gates", "edge box", "check-in lane", "rollout"],
         "high", 1, "2025-05-19",
         "Roll gate-agent out one lane per port first",
         "When rolling out gate-agent or changing infra/gates, do: run the playbook with "
         "--limit canary_lanes (one lane per port), wait through one full sailing's check-in, "
         "then roll the rest; never on a day with more than 80% deck load. Not: an Ansible run "
         "against every gate at once.\nWhy: \"900 cars were checked in by hand on 17 May\"."),
    pref("pref-gate-changes-port-staff", "port-operations", "port-gates", "2025-05-20",
         "Port staff hear about gate changes a day ahead, in Norwegian",
         "Marisol wants the port supervisors told in #havn-drift at least 24 hours before any "
         "change to the gates, in Norwegian, describing what staff will see differently at the "
         "lane; a link to the PR is not enough."),
    env("env-gate-tunnel-down", "system-state", "port-gates",
        "an edge box loses its WireGuard tunnel",
        "gate-agent keeps opening barriers from its cached bookings for up to 6 hours; bookings "
        "made after the drop are not recognised and those cars are sent to the manual lane", 3,
        0, "2025-03-14", "Three tunnel drops in Hirtshals."),

    # AIS ETA and delay notifications
    sem("sem-eta-service-ais", "delay-notifications", 0.88, 6, "2025-01-15",
        "Delay messages come from eta-service reading AIS positions",
        "eta-service reads vessel positions from the Kystverket AIS feed every 60 seconds and "
        "computes an ETA and expected departure for every sailing of the day. When the expected "
        "departure is more than 15 minutes late, notify-service sends an SMS through Sinch and a "
        "push notification to every passenger on the booking."),
    epi("epi-2025-01-22-sms-storm", "delay-notifications", "incident", "2025-01-22",
        "11,000 delay texts about ferries that were on time",
        "On 22 January the AIS feed put MS Solvik and MS Fjordtind at position 0,0 for about "
        "ten minutes. eta-service computed delays of around nine hours and notify-service sent "
        "11,000 SMS and push messages saying so. Both ships were on time; customer service took "
        "1,400 calls that morning and the Sinch bill for the day was NOK 38,000."),
    rule("lesson-eta-position-sanity", "delay-notifications",
         ["eta-service", "notify-service", "ais", "delay", "sms", "threshold"],
         "high", 0, "2025-01-24",
         "Filter impossible AIS positions and confirm a delay twice",
         "When changing eta-service or the notification thresholds, do: drop AIS positions that "
         "imply more than 40 knots or jump more than 5 nautical miles between reports, and only "
         "notify after two consecutive ETAs over the threshold. Not: notifying on a single "
         "computed ETA.\nWhy: \"11,000 texts told people their ferry was nine hours late when it "
         "was on time\"."),
    pref("pref-delay-message-wording", "passenger-messages", "delay-notifications",
         "2025-01-27", "Delay messages: short, booking language, no guessed reason",
         "Marisol wants passenger delay messages short, in the booking's language, with the new "
         "departure time first, and never a cause unless the bridge has confirmed it."),
    env("env-sinch-rate-limit", "skill-output-shape", "delay-notifications",
        "notify-service sends more than 50 SMS per second through Sinch",
        "Sinch answers 429 and the rest wait in the queue; a full sailing's 1,200 messages take "
        "about 40 seconds to go out", 6, 0, "2025-03-09", "From notify-service metrics."),

    # Wallet boarding passes
    sem("sem-wallet-pass-signing", "boarding-passes", 0.9, 5, "2025-03-18",
        "Boarding passes are Wallet passes signed by pass-service",
        "pass-service generates Apple Wallet passes (.pkpass) and Google Wallet objects for every "
        "booking. The .pkpass files are signed with the Pass Type ID certificate stored in "
        "Google Secret Manager as wallet-pass-cert; the current one is valid until 2 September "
        "2025. Google Wallet objects are created with the wallet-issuer service account."),
    epi("epi-2024-09-03-pass-cert-expired", "boarding-passes", "incident", "2024-09-03",
        "The Wallet certificate expired and passes would not open for 19 hours",
        "On 3 September 2024 the Pass Type ID certificate expired. New boarding passes could not "
        "be added to Apple Wallet and updated ones stopped refreshing for 19 hours, until a "
        "renewed certificate was uploaded the next morning. About 4,100 passengers travelled "
        "on printed or screenshot codes and the gates were slow all day."),
    rule("lesson-wallet-cert-renewal", "boarding-passes",
         ["wallet", "pkpass", "pass type id", "certificate", "pass-service", "expiry"],
         "high", 0, "2024-09-05",
         "Renew the Wallet certificate 60 days ahead",
         "When the Wallet pass certificate is within 60 days of expiry, do: create the new "
         "certificate in the Apple developer account (needs Marisol's admin role), upload it as "
         "a new version of wallet-pass-cert, add one pass on a real iPhone, then disable the old "
         "version. Not: waiting for the expiry-day alert.\nWhy: \"19 hours of boarding passes "
         "that would not open\"."),
    pref("pref-boarding-pass-layout", "boarding-passes", "boarding-passes", "2025-03-20",
         "Plate and lane on the front of the pass, large",
         "Marisol wants the boarding pass to show the vehicle plate and the deck lane in large "
         "type on the front of the pass; she turns down designs that move them to the back."),
    env("env-wallet-update-latency", "skill-output-shape", "boarding-passes",
        "pass-service updates a pass after a sailing change",
        "iPhones show the new pass within 1 to 5 minutes through APNs; Google Wallet can take up "
        "to 30 minutes", 8, 1, "2025-04-22", "Measured on test devices."),

    # Kafka booking-events
    sem("sem-booking-events-topic", "booking-events", 0.9, 8, "2025-02-03",
        "booking-events is an Avro topic with BACKWARD compatibility",
        "Every booking change is published to the Kafka topic booking-events on Confluent Cloud "
        "(12 partitions, keyed by booking reference). Values are Avro; schemas live in "
        "schemas/avro and the registry subject is set to BACKWARD compatibility. Consumers: "
        "manifest-service, notify-service and the BigQuery sink of the data platform."),
    epi("epi-2025-04-28-avro-rename", "booking-events", "incident", "2025-04-28",
        "A renamed Avro field stopped the manifests",
        "On 28 April vehicleReg was renamed to vehiclePlate in the BookingChanged schema and the "
        "subject's compatibility was set to NONE so the registration would go through. "
        "manifest-service failed to deserialise the new events and stopped; the manifests for "
        "three departures were missing and the 15:00 from Bergen waited 25 minutes while one "
        "was typed up by hand."),
    rule("lesson-avro-backward-compat", "booking-events",
         ["avro", "schema registry", "booking-events", "schema change", "rename field",
          "compatibility"],
         "high", 1, "2025-04-29",
         "Avro changes add fields with defaults, never rename",
         "When changing an Avro schema of booking-events, do: add new fields with a default, "
         "keep the old ones until every consumer has moved, and run ./gradlew "
         "schemaCompatCheck against the registry before merging. Not: renaming a field or "
         "lowering the subject's compatibility level.\nWhy: \"the 15:00 from Bergen waited 25 "
         "minutes for a manifest typed up by hand\"."),
    pref("pref-events-documented-first", "event-design", "booking-events", "2025-05-05",
         "New events are documented before they ship",
         "Marisol wants every new event type described in docs/events/ with an example payload "
         "and its consumers before the producer code is merged."),
    env("env-manifest-consumer-lag", "system-state", "booking-events",
        "manifest-service's consumer lag on booking-events goes over 5,000",
        "the lag alert pages on-call after 10 minutes and manifests for the next departures "
        "start reaching the port authority late", 4, 1, "2025-05-06",
        "From the lag alert history."),
    env("env-avro-codegen-transition", "workspace-state-transitions", "booking-events",
        "./gradlew generateAvroJava runs after a schema file changes",
        "the Java classes under build/generated-main-avro-java are regenerated and the IDE only "
        "sees them after a Gradle sync; the app's TypeScript types in apps/mobile/src/api are not "
        "touched and need pnpm gen:api", 5, 0, "2025-05-08", "Seen on every schema change."),

    # bookings database and Flyway
    sem("sem-bookings-db-flyway", "bookings-db", 0.92, 9, "2025-01-08",
        "The bookings database is Cloud SQL PostgreSQL with Flyway at startup",
        "The bookings database is Cloud SQL for PostgreSQL 15, about 180 GB, with a read replica "
        "for reports. Flyway migrations live in services/booking/src/main/resources/db/"
        "migration and are applied by the booking service itself at startup "
        "(spring.flyway.enabled=true). The bookings table has about 60 million rows."),
    epi("epi-2025-03-05-migration-lock", "bookings-db", "incident", "2025-03-05",
        "A Flyway migration locked bookings for 12 minutes",
        "The 10:00 release on 5 March carried V87__add_loyalty_tier.sql, which added a NOT NULL "
        "column with a default to bookings. The first new pod held an exclusive lock while "
        "Postgres rewrote the table; the old pods' writes queued behind it and nobody could "
        "book for 12 minutes on a Wednesday morning."),
    rule("lesson-flyway-big-tables", "bookings-db",
         ["flyway", "migration", "bookings table", "alter table", "add column", "lock"],
         "high", 0, "2025-03-06",
         "Big-table migrations in steps, with a lock timeout",
         "When writing a Flyway migration that touches bookings, passengers or holds, do: add the "
         "column nullable, backfill in batches from a job, add the default and constraint in a "
         "later migration, start the file with SET lock_timeout = '5s', and time it on the "
         "staging clone first. Not: ADD COLUMN ... NOT NULL DEFAULT on a hot table during the "
         "day.\nWhy: \"twelve minutes with no bookings on a Wednesday morning\"."),
    pref("pref-migration-pr-evidence", "database-changes", "bookings-db", "2025-03-10",
         "Migrations in their own PR with EXPLAIN and timing",
         "Marisol wants each migration in a PR of its own, with the EXPLAIN output and the time "
         "it took on the staging clone pasted in the description."),
    env("env-flyway-rollout-time", "workspace-state-transitions", "bookings-db",
        "a booking-service release contains a new Flyway migration",
        "the first new pod runs it while the others wait on Flyway's lock; the rollout takes the "
        "migration time plus about 3 minutes, and if readiness fails for 10 minutes Argo "
        "Rollouts aborts and rolls back", 6, 1, "2025-05-21", "From Argo rollout history."),

    # fares calendar cache
    sem("sem-fares-calendar-cache", "fares", 0.88, 5, "2025-02-20",
        "The price calendar is cached in Redis per route and month",
        "The lowest-fare calendar shown in search is computed by fares-service and cached in "
        "Memorystore Redis under fares:cal:{route}:{month} with a 6-hour TTL. When revenue "
        "management uploads new fares in the admin, fares-service publishes fare.changed and "
        "the consumer deletes the matching keys."),
    epi("epi-2025-06-02-stale-fares", "fares", "incident", "2025-06-02",
        "Old summer fares were sold for five hours",
        "On 2 June revenue management raised the July fares on BGO-SVG. fare.changed was "
        "published with the route code in lower case, the keys were in upper case, so nothing "
        "was invalidated. Search showed the old, cheaper fares for five hours and about 300 "
        "bookings were made at them; the company honoured them."),
    rule("lesson-fare-cache-route-codes", "fares",
         ["fares-service", "fare.changed", "redis", "cache key", "route code", "invalidation"],
         "medium", 0, "2025-06-03",
         "Normalise route codes on both sides of fare invalidation",
         "When building fares cache keys or publishing fare.changed, do: build every route code "
         "with RouteCode.of() (upper case) in producer and consumer, and after a fares upload "
         "check a few routes with GET /internal/fares/calendar?nocache=1. Not: cache key strings "
         "assembled by hand.\nWhy: \"300 bookings at last month's price\"."),
    pref("pref-fares-tell-rm-first", "fares-incidents", "fares", "2025-06-03",
         "Revenue management hears about wrong prices first",
         "Marisol wants revenue management (Lene) told directly as soon as cached prices might be "
         "wrong, before anyone starts fixing anything, because they decide whether to honour "
         "the fares."),
    env("env-fares-cache-rebuild", "skill-output-shape", "fares",
        "the fares calendar cache is flushed for every route",
        "fares-service needs about 8 minutes to rebuild it and search p95 latency goes from "
        "300 ms to about 2.5 s until it is done", 3, 0, "2025-06-04", "Three full flushes."),

    # mobile app releases
    sem("sem-mobile-app-eas", "mobile-app", 0.9, 6, "2025-02-25",
        "The app is React Native, shipped with EAS Build and EAS Update",
        "The passenger app (apps/mobile) is React Native 0.74 with Expo. Store builds are made "
        "with EAS Build and submitted to App Store Connect and Google Play; JavaScript-only "
        "changes go out over the air with EAS Update on the production channel. Anything that "
        "adds or changes a native module needs a new store build."),
    epi("epi-2025-05-09-ota-crash", "mobile-app", "incident", "2025-05-09",
        "An over-the-air update crashed the app on launch",
        "On 9 May an EAS Update that used a newly added native module (the NFC reader for the "
        "gates) went to the production channel. iPhones still on the previous store build "
        "crashed at launch for 50 minutes until the update was rolled back; the app got 60 "
        "one-star reviews that day."),
    rule("lesson-eas-update-fingerprint", "mobile-app",
         ["eas update", "ota", "native module", "production channel", "expo", "fingerprint"],
         "high", 0, "2025-05-10",
         "No over-the-air update when the native fingerprint changed",
         "When publishing an EAS Update, do: compare the runtime fingerprint with the store "
         "build's (npx expo-fingerprint); if it changed, ship a store release instead; publish "
         "to the preview channel and open it on a real device first. Not: eas update --channel "
         "production for a change that touches native code.\nWhy: \"every iPhone on the old "
         "build crashed on launch for 50 minutes\"."),
    pref("pref-app-release-notes", "app-releases", "mobile-app", "2025-03-01",
         "Store release notes in Norwegian and English, for passengers",
         "Marisol wants the App Store and Play release notes in Norwegian and English, written "
         "for passengers: what they will notice, no ticket numbers and no technical terms."),
    env("env-app-store-review-time", "skill-output-shape", "mobile-app",
        "an iOS build is submitted to App Store review",
        "review takes 24 to 48 hours, up to 4 days in late June before the holidays, and about "
        "one submission in eight is first rejected on metadata", 7, 1, "2025-05-28",
        "From the last eight submissions."),

    # season opening (peak sales day)
    sem("sem-season-opening", "peak-sales", 0.85, 4, "2025-01-05",
        "Summer bookings open on one announced morning",
        "Summer-season bookings open on a single morning announced by marketing (this year 15 "
        "January at 09:00). Traffic peaks at about 40 times a normal day in the first hour. "
        "The web shop sits behind a Queue-it waiting room that is switched on for that morning."),
    epi("epi-2025-01-15-season-opening", "peak-sales", "incident", "2025-01-15",
        "Season opening: the app API bypassed the waiting room",
        "On 15 January the waiting room held the web shop, but the app called the API directly. "
        "The booking pods hit their HPA maximum of 40, Cloud SQL went to 100% CPU and the API "
        "returned 502s for 35 minutes from 09:04. About 2,000 baskets were lost."),
    rule("lesson-peak-day-prep", "peak-sales",
         ["season opening", "peak day", "queue-it", "waiting room", "hpa", "load test"],
         "high", 0, "2025-01-20",
         "Prepare peak sales days a week ahead",
         "When a peak sales day is coming (season opening, holiday timetable release), do: run "
         "tests/load/season.js at three times last year's peak on staging a week before, raise "
         "the HPA maximum and the Cloud SQL tier the day before, and put the app's API routes "
         "behind the waiting room as well. Not: trusting the everyday autoscaling settings.\n"
         "Why: \"35 minutes of 502s in the first hour of the season\"."),
    pref("pref-peak-day-war-room", "incident-process", "peak-sales", "2025-01-22",
         "Peak days: war room, 08:00 go/no-go, no deploys",
         "On peak sales days Marisol wants a war-room channel, a written go/no-go at 08:00 that "
         "she signs off, and no deploys of anything that day."),
    env("env-k6-season-test", "skill-output-shape", "peak-sales",
        "tests/load/season.js runs against staging at three times last year's peak",
        "the run takes about 25 minutes and staging's Cloud SQL becomes the bottleneck at about "
        "1,800 bookings a minute", 3, 0, "2025-01-10", "Three runs before the opening."),

    # passenger manifests and retention
    sem("sem-manifests-retention", "manifests", 0.9, 6, "2025-01-30",
        "Manifests go to the port authority; passenger data kept 90 days",
        "manifest-service builds the passenger and vehicle manifest of every departure and sends "
        "it to the port authority's API 30 minutes before departure, which the law requires. "
        "Passenger personal data is kept for 90 days after the sailing and then deleted by the "
        "retention job (jobs/retention, a Kubernetes CronJob at 04:00)."),
    epi("epi-2025-02-19-retention-silent", "manifests", "incident", "2025-02-19",
        "The retention job had not run for six weeks",
        "The privacy audit on 19 February found passenger data older than 90 days. The retention "
        "CronJob had failed every night since early January because its image tag had been "
        "removed from the registry; nothing alerted, and six weeks of data were kept past their "
        "deletion date."),
    rule("lesson-cron-heartbeat", "manifests",
         ["cronjob", "jobs/", "retention job", "scheduled job", "heartbeat", "alert"],
         "medium", 0, "2025-02-20",
         "Every CronJob sends a heartbeat",
         "When adding or changing a CronJob under jobs/, do: have it ping its dead-man's-switch "
         "check on success and alert when no ping arrives for 26 hours; pin the image by "
         "digest. Not: a scheduled job whose failure nobody would notice.\nWhy: \"six weeks of "
         "passenger data kept past 90 days before the audit noticed\"."),
    pref("pref-no-real-passenger-data", "privacy", "manifests", "2025-02-21",
         "No real passenger data outside production",
         "Marisol wants no real passenger data on laptops, in tickets or in Slack: use the "
         "anonymised dump (make anon-dump) for local work and booking references only in "
         "tickets."),
    env("env-port-authority-api", "skill-output-shape", "manifests",
        "manifest-service sends a manifest to the port authority API",
        "it is acknowledged in 2 to 5 seconds, except between 06:00 and 07:00 when about one "
        "call in ten times out and the service retries every 60 seconds", 9, 1, "2025-04-15",
        "From manifest-service logs."),

    # CI: Gradle, Testcontainers, self-hosted runners
    sem("sem-ci-runners-gradle", "ci", 0.9, 8, "2025-02-01",
        "CI runs on self-hosted runners with a remote Gradle cache",
        "CI is GitHub Actions on self-hosted runners in GKE (actions-runner-controller). Gradle "
        "uses the remote build cache at gradle-cache.nordvik.internal. Integration tests use "
        "Testcontainers for Postgres and Kafka and need Docker, which only runners labelled dind "
        "have."),
    epi("epi-2025-06-10-skipped-integration", "ci", "incident", "2025-06-10",
        "A green build whose integration tests never ran",
        "On 10 June a PR changing BookingRepository passed CI and was merged. The job had run on "
        "a runner without the dind label, and @Testcontainers(disabledWithoutDocker = true) "
        "skipped all 214 integration tests without failing. The broken query was found on "
        "staging the next day."),
    rule("lesson-integration-tests-dind", "ci",
         ["testcontainers", "integration tests", "runs-on", "dind", "workflow", "skipped tests"],
         "medium", 0, "2025-06-11",
         "Integration-test jobs run on dind runners and must not skip",
         "When adding integration tests or editing a workflow, do: give jobs that use "
         "Testcontainers runs-on: [self-hosted, dind], never set disabledWithoutDocker = true, "
         "and check the test count in the job summary. Not: trusting a green build with 0 "
         "integration tests.\nWhy: \"the build was green because the tests never ran\"."),
    pref("pref-ci-time-budget", "ci-changes", "ci", "2025-04-07",
         "The PR pipeline stays under 12 minutes",
         "Marisol wants the PR pipeline kept under 12 minutes; a change that makes it slower has "
         "to say by how much in the PR description."),
    env("env-ci-pipeline-duration", "skill-output-shape", "ci",
        "the PR pipeline runs",
        "it takes about 14 minutes on a cold runner and about 7 with the Gradle remote cache "
        "warm; Testcontainers start-up adds roughly 90 seconds", 12, 2, "2025-06-06",
        "From the last two weeks of runs."),

    # on-call
    sem("sem-oncall-rotation", "on-call", 0.9, 5, "2025-01-12",
        "Weekly on-call with handover on Monday at 10:00",
        "On-call for the booking platform is a weekly rotation with handover on Mondays at "
        "10:00, in PagerDuty service booking-platform. Every alert links its runbook in "
        "docs/runbooks/. The primary has a secondary who is paged after 10 minutes."),
    epi("epi-2025-05-26-unanswered-page", "on-call", "incident", "2025-05-26",
        "A night page went unanswered for 40 minutes",
        "At 03:12 on 26 May the Adyen webhook endpoint started failing and paged on-call. The "
        "primary had swapped the shift in the team calendar but not in PagerDuty, so the page "
        "went to someone on holiday, and no secondary was set for that week. It was "
        "acknowledged at 03:52."),
    rule("lesson-oncall-swap-in-pagerduty", "on-call",
         ["on-call", "pagerduty", "shift swap", "override", "secondary", "escalation"],
         "medium", 0, "2025-05-27",
         "Shift swaps are made in PagerDuty, with a test page",
         "When swapping or covering an on-call shift, do: create the override in PagerDuty, check "
         "that a secondary is set with a 10-minute escalation, and send yourself a test page. "
         "Not: a swap recorded only in the team calendar.\nWhy: \"the page went to someone on "
         "holiday for 40 minutes\"."),
    pref("pref-incident-updates-cadence", "incident-process", "on-call", "2025-02-11",
         "Incident updates every 30 minutes",
         "During an incident Marisol wants an update in #incident every 30 minutes saying what "
         "is known, what is being done and when the next update comes, even when nothing has "
         "changed."),
    env("env-marisol-night-incident", "principal-response", "on-call",
        "Marisol is paged or messaged about an incident at night",
        "she answers within about 10 minutes and first asks whether bookings or boarding are "
        "affected", 5, 0, "2025-05-26", "Five night incidents this year."),
    env("env-marisol-big-pr", "principal-response", "code-review",
        "Marisol is asked to review a PR of more than 600 changed lines",
        "she asks for it to be split before she reads it, usually within the hour", 6, 1,
        "2025-04-30", "From review threads."),

    # Unleash feature flags
    sem("sem-unleash-flags", "feature-flags", 0.9, 6, "2025-02-05",
        "Feature flags live in a self-hosted Unleash",
        "Feature flags are in Unleash at unleash.nordvik.internal, with strategies per "
        "environment. Flags are named team.feature-name. The server SDKs cache flags and poll "
        "every 15 seconds; the app fetches them at launch and then every hour."),
    epi("epi-2025-04-03-flag-archived", "feature-flags", "incident", "2025-04-03",
        "Archiving a flag hid cabin booking for two hours",
        "On 3 April booking.cabin-flow-v2 was archived in Unleash during a cleanup, because it "
        "had been at 100% for weeks. The code still checked it, the SDK fell back to false and "
        "cabin selection disappeared from the web shop for two hours; cabin sales that "
        "afternoon were a third of normal."),
    rule("lesson-flag-removal-order", "feature-flags",
         ["unleash", "feature flag", "archive flag", "flag cleanup", "remove flag"],
         "medium", 0, "2025-04-04",
         "Remove a flag from the code before archiving it",
         "When removing a feature flag, do: delete its checks from the code, deploy that, search "
         "every repo (services and apps/mobile) for its name, and only then archive it in "
         "Unleash. Not: archiving first because it looks unused.\nWhy: \"cabin booking vanished "
         "from the web shop for two hours\"."),
    pref("pref-flag-owner-date", "feature-flags", "feature-flags", "2025-04-07",
         "Every flag has an owner and a removal date",
         "Marisol wants every Unleash flag to name its owner and a planned removal date in its "
         "description."),
    env("env-unleash-propagation", "system-state", "feature-flags",
        "a flag is toggled in Unleash for production",
        "backend services pick it up within 15 to 20 seconds; the app only at its next launch "
        "or after up to an hour in the background", 7, 0, "2025-04-10",
        "Measured on toggles this spring."),

    # backoffice bulk rebooking
    sem("sem-backoffice-rebooking", "rebooking", 0.88, 5, "2025-02-08",
        "Customer service rebooks cancelled sailings from the backoffice",
        "When ops cancels a sailing in Marinet, the backoffice (apps/backoffice, Vue 3) lists "
        "its bookings and offers bulk rebooking onto the next sailings with room, checked "
        "against deckplan. Bulk rebooking runs as a job (POST /rebookings/jobs) whose progress "
        "the page polls."),
    epi("epi-2025-02-07-rebooking-timeouts", "rebooking", "incident", "2025-02-07",
        "Storm day: bulk rebooking timed out and agents clicked again",
        "On 7 February bulk rebooking was still a synchronous call. For the sailings with more "
        "than 300 bookings it hit the 30-second gateway timeout; agents clicked again and 260 "
        "passengers ended up booked on two sailings, taking deck space others needed."),
    rule("lesson-long-actions-as-jobs", "rebooking",
         ["backoffice", "bulk rebooking", "timeout", "long request", "button", "job"],
         "medium", 0, "2025-02-12",
         "Long backoffice actions run as jobs with a disabled button",
         "When a backoffice action can touch more than a few dozen bookings, do: run it as a "
         "background job with an idempotency key, poll its progress, and disable the button "
         "while it runs. Not: a synchronous request behind the 30-second gateway timeout.\nWhy: "
         "\"260 passengers booked on two sailings at once\"."),
    pref("pref-backoffice-demo", "backoffice", "rebooking", "2025-02-15",
         "Backoffice changes are demoed to customer service first",
         "Marisol wants backoffice changes demoed to Sigrid, the customer-service lead, before "
         "release; a rebooking must never take an agent more than three clicks."),
    env("env-cancellation-call-volume", "principal-response", "rebooking",
        "a sailing is cancelled",
        "customer-service calls rise to about four times normal in the first hour and "
        "backoffice search p95 climbs to about 1.5 s", 5, 1, "2025-03-12",
        "From the call-centre dashboard."),
]


BLIND6_TASKS: list[dict[str, Any]] = [
    # deckplan
    task("b6-001", "How does deckplan decide a sailing is full for cars?", [S],
         ["sem-deckplan-lane-metres"]),
    task("b6-002", "what happened on Easter Friday with the sold out Stavanger sailing", [E],
         ["epi-2025-04-11-ghost-holds"]),
    task("b6-003", "I'm deploying deckplan 3.4 to prod now, values file is updated. Anything I "
         "should check?", [P], ["lesson-deckplan-reaper-values"]),
    task("b6-004", "Open the PR for the new campervan length rule in deckplan.", [U],
         ["pref-deckplan-season-replay"]),
    task("b6-005", "If I kick off the season replay on my laptop now, will it be done before "
         "lunch?", [V], ["env-deckplan-replay-duration"]),
    task("b6-006", "How long is a hold kept before the space goes back on sale?", [S],
         ["sem-deckplan-lane-metres"]),
    task("b6-007", "Copie le bloc reaper de values-staging.yaml dans les values de prod de "
         "deckplan, c'est plus simple.", [P], ["lesson-deckplan-reaper-values"]),
    task("b6-008", "Wie viele Spurmeter hat die Solvik auf Deck 5?", [S],
         ["sem-deckplan-lane-metres"]),

    # Marinet timetable import
    task("b6-009", "Where does the timetable come from and when is it imported?", [S],
         ["sem-marinet-timetable-import"]),
    task("b6-010", "Why did passengers miss check-in after the clock change in March?", [E],
         ["epi-2025-03-31-clock-change-import"]),
    task("b6-011", "I'm writing the parser for the new Marinet cabin export, the times look "
         "like 2025-07-01T14:30. How should I turn them into instants?", [P],
         ["lesson-timetable-local-zone"]),
    task("b6-012", "Merge my timetable-import refactor, tests are green.", [U],
         ["pref-timetable-ops-dry-run"]),
    task("b6-013", "The import ran last night (Sunday) and changed zero sailings. Is the job "
         "broken?", [V], ["env-marinet-sunday-late"]),
    task("b6-014", "¿En qué zona horaria vienen las horas del fichero sailings.xml?", [S],
         ["sem-marinet-timetable-import"]),
    task("b6-015", "Cosa è successo con l'import degli orari dopo il cambio dell'ora?", [E],
         ["epi-2025-03-31-clock-change-import"]),
    task("b6-016", "how do I get the Marinet file if I want to test the import locally", [S],
         ["sem-marinet-timetable-import"]),

    # Adyen payments and refunds
    task("b6-017", "When do we actually capture the money for a flexible fare?", [S],
         ["sem-adyen-payments"]),
    task("b6-018", "What went wrong with refunds after the February storm?", [E],
         ["epi-2025-02-07-double-refunds"]),
    task("b6-019", "The refund batch for tonight's cancellations died at 40%. Just rerun it?",
         [P], ["lesson-refund-idempotency"]),
    task("b6-020", "Ship the Adyen webhook HMAC fix to prod this afternoon.", [U],
         ["pref-payments-review-days"]),
    task("b6-021", "A customer paid with Vipps and was refunded 20 minutes ago but the booking "
         "still says refund pending. Is something stuck?", [V],
         ["env-adyen-refund-webhook-delay"]),
    task("b6-022", "It's Friday, should I still ask Marisol to review the payments PR today?",
         [V], ["env-marisol-friday-payments-pr"]),
    task("b6-023", "Écris le job qui rembourse les réservations des traversées annulées.", [P],
         ["lesson-refund-idempotency"]),
    task("b6-024", "Quem precisa revisar uma mudança no serviço de pagamentos?", [U],
         ["pref-payments-review-days"]),
    task("b6-025", "how do I verify an adyen webhook is genuine", [S], ["sem-adyen-payments"]),

    # gate-agent
    task("b6-026", "What runs at the check-in lanes and how does it know which cars to let "
         "through?", [S], ["sem-gate-agent-edge-boxes"]),
    task("b6-027", "What happened at the gates on 17 May?", [E],
         ["epi-2025-05-17-gate-rollout"]),
    task("b6-028", "Roll gate-agent 3.0 out to the ports with ansible.", [P, U],
         ["lesson-gate-agent-canary-lanes", "pref-gate-changes-port-staff"]),
    task("b6-029", "Write the announcement for the new QR scanner firmware going to the lanes "
         "next week.", [U], ["pref-gate-changes-port-staff"]),
    task("b6-030", "Hirtshals lost its VPN tunnel an hour ago. Will the barriers still open?",
         [V], ["env-gate-tunnel-down"]),
    task("b6-031", "Ich will heute Abend das neue Kamera-SDK auf alle Gates bringen, es ist eh "
         "wenig los.", [P], ["lesson-gate-agent-canary-lanes"]),
    task("b6-032", "¿Qué pasa con los coches que reservaron después de que se cayera el túnel "
         "de una caja?", [V], ["env-gate-tunnel-down"]),
    task("b6-033", "how do I get a shell on one of the edge boxes in Bergen", [S],
         ["sem-gate-agent-edge-boxes"]),

    # AIS / delay notifications
    task("b6-034", "How does a passenger get told their ferry is late?", [S],
         ["sem-eta-service-ais"]),
    task("b6-035", "Remind me what happened with the nine-hour delay texts in January.", [E],
         ["epi-2025-01-22-sms-storm"]),
    task("b6-036", "I want to lower the delay notification threshold to 10 minutes, going to "
         "change it in eta-service now.", [P], ["lesson-eta-position-sanity"]),
    task("b6-037", "Draft the SMS template for the new delay notification.", [U],
         ["pref-delay-message-wording"]),
    task("b6-038", "If a full sailing is delayed, how long until everyone has the SMS?", [V],
         ["env-sinch-rate-limit"]),
    task("b6-039", "Schreib die Push-Nachricht für verspätete Abfahrten, Grund: technische "
         "Störung.", [U], ["pref-delay-message-wording"]),
    task("b6-040", "Quanto ci mette Sinch a mandare 1200 SMS?", [V], ["env-sinch-rate-limit"]),
    task("b6-041", "Where do the ship positions come from and how often?", [S],
         ["sem-eta-service-ais"]),

    # Wallet passes
    task("b6-042", "How are the boarding passes signed?", [S], ["sem-wallet-pass-signing"]),
    task("b6-043", "Last time the pass certificate ran out, what happened?", [E],
         ["epi-2024-09-03-pass-cert-expired"]),
    task("b6-044", "The Wallet cert expires in September, how do I renew it without breaking "
         "anything?", [P], ["lesson-wallet-cert-renewal"]),
    task("b6-045", "Redesign the boarding pass, put the QR code big on the front and move the "
         "rest to the back.", [U], ["pref-boarding-pass-layout"]),
    task("b6-046", "After I change a sailing, when will passengers see the new time on their "
         "pass?", [V], ["env-wallet-update-latency"]),
    task("b6-047", "Quand expire le certificat des cartes d'embarquement Wallet ?", [S],
         ["sem-wallet-pass-signing"]),
    task("b6-048", "Il certificato del pass scade tra sei settimane, posso aspettare l'alert?",
         [P], ["lesson-wallet-cert-renewal"]),
    task("b6-049", "Android users say their pass hasn't updated 10 minutes after the sailing "
         "moved. Bug?", [V], ["env-wallet-update-latency"]),

    # Kafka booking-events
    task("b6-050", "Who consumes booking-events?", [S], ["sem-booking-events-topic"]),
    task("b6-051", "What broke the manifests at the end of April?", [E],
         ["epi-2025-04-28-avro-rename"]),
    task("b6-052", "Rename vehicleReg to licensePlate in the BookingChanged schema, the old "
         "name is confusing.", [P], ["lesson-avro-backward-compat"]),
    task("b6-053", "Add a BookingCheckedIn event and publish it from the gate service.", [U],
         ["pref-events-documented-first"]),
    task("b6-054", "The manifest consumer is 6000 behind. What happens if I leave it?", [V],
         ["env-manifest-consumer-lag"]),
    task("b6-055", "I regenerated the Avro classes, will the app's types update too?", [V],
         ["env-avro-codegen-transition"]),
    task("b6-056", "Kann ich die Kompatibilität des Subjects kurz auf NONE stellen, damit mein "
         "Schema durchgeht?", [P], ["lesson-avro-backward-compat"]),
    task("b6-057", "¿Cuántas particiones tiene booking-events y cuál es la clave?", [S],
         ["sem-booking-events-topic"]),
    task("b6-058", "what happened last time someone changed a field in the booking schema", [E],
         ["epi-2025-04-28-avro-rename"]),

    # bookings DB / Flyway
    task("b6-059", "How do migrations get applied to the bookings database?", [S],
         ["sem-bookings-db-flyway"]),
    task("b6-060", "What happened with the loyalty tier migration in March?", [E],
         ["epi-2025-03-05-migration-lock"]),
    task("b6-061", "Add a non-null marketing_consent column with default false to passengers.",
         [P], ["lesson-flyway-big-tables"]),
    task("b6-062", "Put the new index migration in my feature PR and open it.", [U],
         ["pref-migration-pr-evidence"]),
    task("b6-063", "My release has a migration that takes 4 minutes on staging. What will the "
         "rollout look like?", [V], ["env-flyway-rollout-time"]),
    task("b6-064", "Quelle version de Postgres pour la base des réservations, et combien de "
         "lignes dans bookings ?", [S], ["sem-bookings-db-flyway"]),
    task("b6-065", "Preciso adicionar uma coluna na tabela bookings em produção hoje à tarde. "
         "Como faço?", [P], ["lesson-flyway-big-tables"]),
    task("b6-066", "Will Argo roll back if the migration runs for 15 minutes?", [V],
         ["env-flyway-rollout-time"]),

    # fares cache
    task("b6-067", "Where is the price calendar cached and for how long?", [S],
         ["sem-fares-calendar-cache"]),
    task("b6-068", "Why were the old July prices still showing on 2 June?", [E],
         ["epi-2025-06-02-stale-fares"]),
    task("b6-069", "I'm adding a cache for the cabin fares, keys like fares:cabin:bgo-svg:2025-07."
         " Look ok?", [P], ["lesson-fare-cache-route-codes"]),
    task("b6-070", "Search is showing last week's prices on SVG-HIR. Start fixing it.", [U],
         ["pref-fares-tell-rm-first"]),
    task("b6-071", "If I flush the whole fares cache right now, what happens to search?", [V],
         ["env-fares-cache-rebuild"]),
    task("b6-072", "Wie lange braucht der Fares-Cache nach einem kompletten Flush, bis er "
         "wieder warm ist?", [V], ["env-fares-cache-rebuild"]),
    task("b6-073", "how do I invalidate the calendar for one route after revenue management "
         "uploads fares", [S], ["sem-fares-calendar-cache"]),

    # mobile app
    task("b6-074", "Can a JS-only fix go out without a store release?", [S],
         ["sem-mobile-app-eas"]),
    task("b6-075", "What happened with the OTA update in May?", [E],
         ["epi-2025-05-09-ota-crash"]),
    task("b6-076", "Push the NFC boarding fix to production with eas update.", [P],
         ["lesson-eas-update-fingerprint"]),
    task("b6-077", "Write the release notes for app 5.8.", [U], ["pref-app-release-notes"]),
    task("b6-078", "If I submit the iOS build on 24 June, will it be live before the holidays "
         "start on the 27th?", [V], ["env-app-store-review-time"]),
    task("b6-079", "Escribe las notas de la versión para la tienda: arreglamos el crash del "
         "mapa de cubierta (JIRA MOB-812).", [U], ["pref-app-release-notes"]),
    task("b6-080", "Qual versão do React Native usamos no app?", [S], ["sem-mobile-app-eas"]),
    task("b6-081", "the app crashed on launch after an update once, what was that about", [E],
         ["epi-2025-05-09-ota-crash"]),

    # season opening
    task("b6-082", "When do summer bookings open and how big is the spike?", [S],
         ["sem-season-opening"]),
    task("b6-083", "What went wrong on season opening day in January?", [E],
         ["epi-2025-01-15-season-opening"]),
    task("b6-084", "Marketing says the Christmas timetable goes on sale 1 October at 09:00. "
         "What do we need to do?", [P], ["lesson-peak-day-prep"]),
    task("b6-085", "Can I deploy the search tweak during the season opening morning? It's tiny.",
         [U], ["pref-peak-day-war-room"]),
    task("b6-086", "How long does the season load test take and where does staging fall over?",
         [V], ["env-k6-season-test"]),
    task("b6-087", "Organise le jour d'ouverture des ventes d'été : qui décide, quand, et "
         "qu'est-ce qu'on s'interdit ?", [U], ["pref-peak-day-war-room"]),
    task("b6-088", "Cosa è successo all'apertura della stagione con l'app?", [E],
         ["epi-2025-01-15-season-opening"]),

    # manifests and retention
    task("b6-089", "When does the manifest have to reach the port authority?", [S],
         ["sem-manifests-retention"]),
    task("b6-090", "What did the privacy audit find in February?", [E],
         ["epi-2025-02-19-retention-silent"]),
    task("b6-091", "Add a nightly CronJob that purges expired holds older than a week.", [P],
         ["lesson-cron-heartbeat"]),
    task("b6-092", "Grab a copy of yesterday's prod passenger table so I can debug the manifest "
         "locally.", [U], ["pref-no-real-passenger-data"]),
    task("b6-093", "The port authority API timed out at 06:30 for the Stavanger departure. "
         "Should I send it by hand?", [V], ["env-port-authority-api"]),
    task("b6-094", "Wie lange bewahren wir Passagierdaten auf?", [S],
         ["sem-manifests-retention"]),
    task("b6-095", "Posso colar o nome e o telefone do passageiro no ticket do Jira para o "
         "suporte?", [U], ["pref-no-real-passenger-data"]),

    # CI
    task("b6-096", "Why do some CI jobs need the dind label?", [S], ["sem-ci-runners-gradle"]),
    task("b6-097", "Tell me about the green build that hid a broken repository query.", [E],
         ["epi-2025-06-10-skipped-integration"]),
    task("b6-098", "Add a new workflow for the pass-service integration tests.", [P],
         ["lesson-integration-tests-dind"]),
    task("b6-099", "I added a mutation-testing step to the PR pipeline, open the PR.", [U],
         ["pref-ci-time-budget"]),
    task("b6-100", "How long will CI take on my PR if the cache is cold?", [V],
         ["env-ci-pipeline-duration"]),
    task("b6-101", "¿Cómo uso la caché remota de Gradle desde mi portátil?", [S],
         ["sem-ci-runners-gradle"]),
    task("b6-102", "Mon build est vert mais le résumé dit 0 tests d'intégration, je merge ?",
         [P], ["lesson-integration-tests-dind"]),

    # on-call
    task("b6-103", "When is on-call handover and who gets paged if I don't answer?", [S],
         ["sem-oncall-rotation"]),
    task("b6-104", "What happened with the page at 3am in late May?", [E],
         ["epi-2025-05-26-unanswered-page"]),
    task("b6-105", "Jonas is taking my on-call Wednesday night, we put it in the calendar. "
         "Anything else?", [P], ["lesson-oncall-swap-in-pagerduty"]),
    task("b6-106", "We've got a webhook incident going, I'll post in #incident when it's "
         "fixed.", [U], ["pref-incident-updates-cadence"]),
    task("b6-107", "If I page Marisol at 2am about the gates, how will she react?", [V],
         ["env-marisol-night-incident"]),
    task("b6-108", "Send the whole 900-line refactor to Marisol for review.", [V],
         ["env-marisol-big-pr"]),
    task("b6-109", "Scrivi il primo aggiornamento per #incident: i pagamenti falliscono "
         "da 10 minuti.", [U], ["pref-incident-updates-cadence"]),

    # Unleash flags
    task("b6-110", "Where are feature flags and how fast do services see a change?", [S, V],
         ["sem-unleash-flags", "env-unleash-propagation"]),
    task("b6-111", "Why did cabin booking disappear in April?", [E],
         ["epi-2025-04-03-flag-archived"]),
    task("b6-112", "Clean up the old flags that have been at 100% for a month.", [P],
         ["lesson-flag-removal-order"]),
    task("b6-113", "Create a flag for the new seat map.", [U], ["pref-flag-owner-date"]),
    task("b6-114", "I turned the flag off for production, why does the app still show the "
         "feature?", [V], ["env-unleash-propagation"]),
    task("b6-115", "Kann ich booking.new-checkout in Unleash archivieren? Steht seit Wochen auf "
         "100 %.", [P], ["lesson-flag-removal-order"]),

    # backoffice rebooking
    task("b6-116", "How does customer service move passengers off a cancelled sailing?", [S],
         ["sem-backoffice-rebooking"]),
    task("b6-117", "What happened with rebooking on the storm day?", [E],
         ["epi-2025-02-07-rebooking-timeouts"]),
    task("b6-118", "Add a button in the backoffice to resend all boarding passes for a sailing.",
         [P], ["lesson-long-actions-as-jobs"]),
    task("b6-119", "The new rebooking screen is done, release it.", [U],
         ["pref-backoffice-demo"]),
    task("b6-120", "Ops is going to cancel the 18:00 tonight. What should we expect?", [V],
         ["env-cancellation-call-volume"]),
    task("b6-121", "O que aconteceu com o reagendamento em massa no dia da tempestade?", [E],
         ["epi-2025-02-07-rebooking-timeouts"]),

    # mixed, several tiers
    task("b6-122", "Everything we know about the February storm: what broke and what we "
         "changed.", [E, P],
         ["epi-2025-02-07-double-refunds", "epi-2025-02-07-rebooking-timeouts",
          "lesson-refund-idempotency", "lesson-long-actions-as-jobs"]),
    task("b6-123", "Passenger data: how long do we keep it and what does Marisol want for "
         "local debugging?", [S, U],
         ["sem-manifests-retention", "pref-no-real-passenger-data"]),
    task("b6-124", "Which incidents did the port gates have this year?", [E],
         ["epi-2025-05-17-gate-rollout"]),
]
