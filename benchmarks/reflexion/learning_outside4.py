"""A fourth outside set of sessions that teach something, and the later requests that need it.

Written by hand from the Scenario format alone (the Scenario dataclass and the Step/bash/edit
helpers), never used for tuning, and written without reading how lessons are captured, stored or
recalled. Five invented projects of kinds absent from the earlier learning sets: a Rust command-
line tool for GPX tracks, a Django and Celery ordering backend for a bakery chain, a Terraform
repository for AWS infrastructure, a Flutter app for a public library, and a dbt project on
Snowflake for a bike-sharing company. In each session the agent works (edits, commands with
realistic output, or a claim it makes) and then the human corrects it, sharply or mildly (a
pasted CI error, "why did you ...?", "that number is wrong because ...", a reminder of how the
team does it), or states a personal preference with nothing to correct. User turns are typed the
way people type in a terminal chat: lowercase, some typos, some run-on sentences. Follow-ups are
requests from a later session that need the lesson without repeating its words, some in the
session's language, some in another. `tier` is the tier the lesson belongs to: procedural for
corrections of how the work is done, personalized for the principal's preferences. All names,
paths and outputs are invented; nothing is copied from a public text.
"""

from __future__ import annotations

from learning_set import Scenario
from sessions import Step, bash, edit


def scenarios(base: str) -> list[Scenario]:
    gpx = f"{base}/gpxkit"
    bak = f"{base}/crumb-orders"
    tf = f"{base}/infra-live"
    app = f"{base}/shelfie-app"
    dbt = f"{base}/pedal-analytics"
    return [
        # ------------------------------------------------------------------ Rust GPX CLI
        Scenario("rs-clippy", "en", gpx, [
            Step("add a --min-speed filter to the stats command so stops under 1 km/h are "
                 "ignored",
                 [edit(f"{gpx}/src/cli.rs", "    pub json: bool,",
                       "    pub json: bool,\n    #[arg(long, default_value_t = 0.0)]\n"
                       "    pub min_speed: f64,"),
                  edit(f"{gpx}/src/stats.rs", "for seg in track.segments() {",
                       "for seg in track.segments() {\n        let seg = seg.clone();\n"
                       "        if seg.speed_kmh() < opts.min_speed { continue; }"),
                  bash("cargo build",
                       "   Compiling gpxkit v0.7.2 (/src/gpxkit)\n"
                       "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 4.81s")],
                 "Done, `gpxkit stats --min-speed 1` now skips slow segments and it builds."),
            Step("ci is red:\nerror: redundant clone\n  --> src/stats.rs:41:23\n   |\n41 |  "
                 "       let seg = seg.clone();\n   = note: `-D clippy::redundant-clone` implied "
                 "by `-D warnings`\nwe run clippy with -D warnings on all targets, a clean "
                 "cargo build doesnt mean its done. run cargo clippy --all-targets -- -D warnings "
                 "yourself before you tell me something is finished",
                 [edit(f"{gpx}/src/stats.rs", "        let seg = seg.clone();\n", ""),
                  bash("cargo clippy --all-targets -- -D warnings",
                       "    Checking gpxkit v0.7.2 (/src/gpxkit)\n"
                       "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 2.10s")],
                 "Removed the clone; clippy with -D warnings on all targets is clean now."),
        ], "clippy", follow_ups=[
            ("I finished the elevation smoothing module, good to open the PR?", "en"),
            ("the --json output flag is done I think, can you confirm it's ready to merge", "en"),
            ("j'ai fini le parseur de waypoints, c'est bon pour la revue ?", "fr")]),

        Scenario("rs-thiserror", "de", gpx, [
            Step("lies die GPX-Datei ein und gib einen sauberen Fehler aus, wenn der Zeitstempel "
                 "kaputt ist",
                 [edit(f"{gpx}/src/parse.rs",
                       "let ts = point.time.as_deref();",
                       "let ts = OffsetDateTime::parse(point.time.as_deref().unwrap(), "
                       "&Rfc3339).unwrap();"),
                  bash("cargo test parse",
                       "running 9 tests\n.........\ntest result: ok. 9 passed; 0 failed; "
                       "0 ignored; 0 measured; 0 filtered out; finished in 0.03s")],
                 "Eingebaut, die Parser-Tests laufen durch."),
            Step("zwei unwrap() in parse.rs? das ist die Bibliothek, nicht main.rs. eine Datei "
                 "ohne <time> lässt damit das ganze Programm abstürzen. in lib-code kein "
                 "unwrap/expect, wir haben ParseError mit thiserror, gib da eine Variante "
                 "zurück und lass main entscheiden",
                 [edit(f"{gpx}/src/error.rs", "pub enum ParseError {",
                       "pub enum ParseError {\n    #[error(\"point {index}: bad or missing "
                       "timestamp\")]\n    BadTimestamp { index: usize },"),
                  edit(f"{gpx}/src/parse.rs",
                       "let ts = OffsetDateTime::parse(point.time.as_deref().unwrap(), "
                       "&Rfc3339).unwrap();",
                       "let ts = point.time.as_deref()\n            .and_then(|t| "
                       "OffsetDateTime::parse(t, &Rfc3339).ok())\n            .ok_or("
                       "ParseError::BadTimestamp { index: i })?;"),
                  bash("cargo test parse",
                       "running 10 tests\n..........\ntest result: ok. 10 passed; 0 failed")],
                 "Keine unwraps mehr im Parser; fehlender Zeitstempel gibt "
                 "ParseError::BadTimestamp zurück, mit Test."),
        ], "thiserror", follow_ups=[
            ("lies die Zeitzone aus den Metadaten der GPX-Datei, die kann aber fehlen", "de"),
            ("parse the heart-rate values from the track point extensions", "en"),
            ("add support for reading tracks from .fit files as well", "en")]),

        Scenario("rs-msrv", "en", gpx, [
            Step("the unit conversion table gets rebuilt on every call, cache it",
                 [edit(f"{gpx}/src/units.rs", "pub fn table() -> HashMap<&'static str, f64> {",
                       "pub static TABLE: LazyLock<HashMap<&'static str, f64>> = "
                       "LazyLock::new(build_table);\nfn build_table() -> HashMap<&'static str, "
                       "f64> {"),
                  bash("cargo test",
                       "running 41 tests\n.........................................\n"
                       "test result: ok. 41 passed; 0 failed")],
                 "Cached with std's LazyLock, all 41 tests pass."),
            Step("LazyLock is 1.80. look at rust-version in Cargo.toml, we promise 1.70 because "
                 "two distro packagers build us with old compilers, and the msrv job in ci "
                 "checks it. dont use std apis or syntax newer than the msrv, use once_cell "
                 "which we already depend on",
                 [bash("grep rust-version Cargo.toml", "rust-version = \"1.70\""),
                  edit(f"{gpx}/src/units.rs",
                       "pub static TABLE: LazyLock<HashMap<&'static str, f64>> = "
                       "LazyLock::new(build_table);",
                       "pub static TABLE: Lazy<HashMap<&'static str, f64>> = "
                       "Lazy::new(build_table);"),
                  bash("cargo +1.70 test",
                       "running 41 tests\n.........................................\n"
                       "test result: ok. 41 passed; 0 failed")],
                 "Switched to once_cell::sync::Lazy and checked with the 1.70 toolchain."),
        ], "rust-version", follow_ups=[
            ("use let-else in the segment splitter, it would read much nicer", "en"),
            ("bump the quick-xml crate to the newest release", "en"),
            ("can this match in the splitter be simplified with if-let chains?", "en")]),

        Scenario("rs-insta", "es", gpx, [
            Step("cambié el redondeo de la distancia a dos decimales, arregla los tests que "
                 "fallan",
                 [bash("cargo test",
                       "test summary::tests::summary_basic ... FAILED\n"
                       "test summary::tests::summary_multi_segment ... FAILED\n"
                       "test summary::tests::summary_empty ... FAILED\n"
                       "test result: FAILED. 38 passed; 3 failed"),
                  bash("cargo insta accept",
                       "accepted 3 snapshots"),
                  bash("cargo test",
                       "test result: ok. 41 passed; 0 failed")],
                 "Actualicé los snapshots y todo pasa."),
            Step("has aceptado los tres a ciegas. summary_empty no debería cambiar por un "
                 "redondeo, y cambió de 0 km a \"NaN km\", eso es un bug. no uses insta accept "
                 "sin mirar: cargo insta review, revisa cada diff y dime por qué cambia cada uno",
                 [bash("git checkout tests/snapshots/", ""),
                  bash("cargo insta test --review",
                       "Reviewing [1/3] summary__summary_basic.snap\n-12.35 km\n+12.35 km\n"
                       "Reviewing [2/3] summary__summary_multi_segment.snap\n-4.1 km\n+4.10 km\n"
                       "Reviewing [3/3] summary__summary_empty.snap\n-0 km\n+NaN km"),
                  edit(f"{gpx}/src/summary.rs", "let km = total_m / 1000.0;",
                       "let km = if total_m.is_finite() { total_m / 1000.0 } else { 0.0 };")],
                 "Dos cambios son el formato nuevo; el tercero era un NaN con tracks vacíos, "
                 "ya corregido y el snapshot vuelve a 0 km."),
        ], "review", follow_ups=[
            ("he cambiado el formato de la duración a hh:mm, haz que los tests vuelvan a "
             "pasar", "es"),
            ("the summary tests broke after my pace refactor, make them green", "en"),
            ("the snapshot tests fail since I renamed the output fields, sort them out",
             "en")]),

        Scenario("rs-commits", "en", gpx, [
            Step("one thing for this repo going forward: commit messages in conventional "
                 "commits (feat:, fix:, refactor: ...), subject under 72 chars, body explains "
                 "why. i squash-merge so the PR title has to follow it too",
                 [],
                 "Got it: conventional commit prefixes, subject under 72 characters, a why in "
                 "the body, and PR titles in the same form."),
        ], "conventional", tier="personalized", follow_ups=[
            ("commit the waypoint fix", "en"),
            ("fais le commit pour le nouveau flag --json", "fr"),
            ("open the PR for the GPX 1.0 support", "en")]),

        Scenario("rs-lang", "fr", gpx, [
            Step("petite préférence : réponds-moi en français, mais les messages d'erreur du "
                 "CLI, les commentaires et la doc du code restent en anglais, c'est un projet "
                 "open source",
                 [],
                 "Entendu : je te réponds en français, et tout ce qui va dans le code (erreurs, "
                 "commentaires, doc) reste en anglais."),
        ], "anglais", tier="personalized", follow_ups=[
            ("ajoute un message d'erreur quand le fichier gpx est vide", "fr"),
            ("documente la fonction split_segments", "fr"),
            ("add a warning when a track has no timestamps at all", "en")]),

        Scenario("rs-bench", "it", gpx, [
            Step("puoi rendere più veloce il calcolo della distanza? su file grossi è lento",
                 [edit(f"{gpx}/src/geo.rs", "let a = (dlat / 2.0).sin().powi(2)",
                       "let (s1, s2) = ((dlat / 2.0).sin(), (dlon / 2.0).sin());\n"
                       "    let a = s1 * s1"),
                  bash("time ./target/debug/gpxkit stats big.gpx",
                       "distance: 812.44 km\nreal\t0m2.913s"),
                  bash("git stash && cargo build -q && time ./target/debug/gpxkit stats big.gpx"
                       " && git stash pop",
                       "distance: 812.44 km\nreal\t0m4.187s")],
                 "Ora è circa il 30% più veloce (4,2 s → 2,9 s)."),
            Step("quel 30% non vuol dire niente, hai misurato una build debug con time, una volta "
                 "sola. per le prestazioni usiamo cargo bench (criterion) in release e lo "
                 "confrontiamo con la baseline salvata, altrimenti non dichiarare guadagni",
                 [bash("cargo bench --bench distance -- --baseline main",
                       "haversine/812km        time:   [141.02 ms 141.88 ms 142.90 ms]\n"
                       "                        change: [-6.9% -6.1% -5.2%] (p = 0.00 < 0.05)\n"
                       "                        Performance has improved.")],
                 "Con criterion in release contro la baseline: circa 6% più veloce, non 30%."),
        ], "baseline", follow_ups=[
            ("ho ottimizzato il parsing dei punti, di quanto siamo più veloci adesso?", "it"),
            ("is the new streaming parser faster than the old one?", "en"),
            ("check whether switching to f32 speeds up the elevation stats", "en")]),

        Scenario("rs-deps", "en", gpx, [
            Step("also, please ask me before adding any new crate. binary size and compile "
                 "time matter to me, a lot of users install with cargo install on slow machines",
                 [bash("cargo tree --depth 1 | wc -l", "14")],
                 "Understood, 13 direct dependencies today; I'll ask before adding any crate."),
        ], "crate", tier="personalized", follow_ups=[
            ("add coloured output to the summary table", "en"),
            ("support reading gzipped gpx files directly", "en"),
            ("show a progress bar when processing big files", "en")]),

        # ------------------------------------------------------------------ Django bakery orders
        Scenario("dj-celery-ids", "en", bak, [
            Step("when an order is paid, send the confirmation email in the background",
                 [edit(f"{bak}/orders/tasks.py", "from celery import shared_task",
                       "from celery import shared_task\n\n\n@shared_task\n"
                       "def send_confirmation(order):\n    mail.send_order_confirmation(order)"),
                  edit(f"{bak}/orders/views.py", "order.mark_paid()",
                       "order.mark_paid()\n        send_confirmation.delay(order)"),
                  bash("pytest orders -q", "..................... [100%]\n21 passed in 3.02s")],
                 "Confirmation email now goes out via Celery after payment."),
            Step("that will blow up on the worker: kombu can't json-serialize an Order, the tests "
                 "pass only cause CELERY_TASK_ALWAYS_EAGER is on in test settings. and even "
                 "with pickle you'd email stale data. pass the order id and load it inside the "
                 "task",
                 [edit(f"{bak}/orders/tasks.py",
                       "def send_confirmation(order):\n    mail.send_order_confirmation(order)",
                       "def send_confirmation(order_id: int):\n"
                       "    order = Order.objects.select_related(\"customer\").get(pk=order_id)\n"
                       "    mail.send_order_confirmation(order)"),
                  edit(f"{bak}/orders/views.py", "send_confirmation.delay(order)",
                       "send_confirmation.delay(order.pk)"),
                  bash("pytest orders -q", "..................... [100%]\n21 passed in 3.10s")],
                 "The task now takes the order id and reads the order itself."),
        ], "id", follow_ups=[
            ("send a pickup reminder the evening before the slot", "en"),
            ("once an order is paid, generate the PDF invoice in the background", "en"),
            ("recalculate loyalty points asynchronously after every order", "en")]),

        Scenario("dj-secrets", "fr", bak, [
            Step("branche le paiement Stripe pour le checkout, voilà la clé de test sk_test_51Q",
                 [edit(f"{bak}/crumb/settings.py", "# payments",
                       "# payments\nSTRIPE_SECRET_KEY = \"sk_test_51Q\"\n"
                       "STRIPE_PUBLISHABLE_KEY = \"pk_test_51Q\""),
                  bash("python manage.py check", "System check identified no issues (0 "
                       "silenced).")],
                 "Stripe est configuré dans settings.py, le check passe."),
            Step("non, jamais de clé en dur dans settings.py, même une clé de test, le repo est "
                 "partagé avec l'agence. on lit tout avec django-environ depuis le .env (qui est "
                 "dans .gitignore) et tu ajoutes juste le nom de la variable dans .env.example",
                 [edit(f"{bak}/crumb/settings.py",
                       "STRIPE_SECRET_KEY = \"sk_test_51Q\"\nSTRIPE_PUBLISHABLE_KEY = "
                       "\"pk_test_51Q\"",
                       "STRIPE_SECRET_KEY = env(\"STRIPE_SECRET_KEY\")\n"
                       "STRIPE_PUBLISHABLE_KEY = env(\"STRIPE_PUBLISHABLE_KEY\")"),
                  edit(f"{bak}/.env.example", "DATABASE_URL=",
                       "DATABASE_URL=\nSTRIPE_SECRET_KEY=\nSTRIPE_PUBLISHABLE_KEY="),
                  bash("git diff --stat",
                       " .env.example      | 2 ++\n crumb/settings.py | 4 ++--")],
                 "Les clés viennent maintenant du .env via django-environ ; seuls les noms sont "
                 "dans .env.example."),
        ], "environ", follow_ups=[
            ("branche l'API SMS de Twilio pour prévenir les clients quand c'est prêt", "fr"),
            ("add the Sentry DSN so we see errors from production", "en"),
            ("set up the Stripe webhook with its signing secret", "en")]),

        Scenario("dj-queries", "en", bak, [
            Step("build the staff page listing today's orders with customer name and items",
                 [edit(f"{bak}/orders/views.py", "class TodayOrdersView(ListView):",
                       "class TodayOrdersView(ListView):\n    model = Order\n"
                       "    def get_queryset(self):\n"
                       "        return Order.objects.filter(pickup_date=date.today())"),
                  bash("pytest orders/tests/test_views.py -q", "...... [100%]\n6 passed")],
                 "The page lists today's orders with customer and items."),
            Step("debug toolbar says 312 queries for that page with 150 orders. the template "
                 "hits order.customer and order.items.all per row. use select_related / "
                 "prefetch_related and pin it with an assertNumQueries test so it can't come "
                 "back",
                 [edit(f"{bak}/orders/views.py",
                       "return Order.objects.filter(pickup_date=date.today())",
                       "return (Order.objects.filter(pickup_date=date.today())\n"
                       "                .select_related(\"customer\")\n"
                       "                .prefetch_related(\"items__product\"))"),
                  edit(f"{bak}/orders/tests/test_views.py", "def test_today_orders(",
                       "def test_today_orders_query_count(client, staff, orders_factory):\n"
                       "    orders_factory(50)\n    with CaptureQueriesContext(connection) as "
                       "q:\n        client.get(\"/staff/today/\")\n    assert len(q) <= 5\n\n\n"
                       "def test_today_orders("),
                  bash("pytest orders/tests/test_views.py -q", "....... [100%]\n7 passed")],
                 "Down to 4 queries, with a test that caps it."),
        ], "queries", follow_ups=[
            ("the bakery admin list should show how many orders each shop had this week", "en"),
            ("make an API endpoint listing products with their allergens", "en"),
            ("the customer dashboard needs their last 10 orders with items", "en")]),

        Scenario("dj-postgres", "de", bak, [
            Step("füg einen Filter nach Allergenen in der Produktliste hinzu",
                 [edit(f"{bak}/catalog/filters.py", "class ProductFilter(FilterSet):",
                       "class ProductFilter(FilterSet):\n    allergen_free = CharFilter("
                       "method=\"exclude_allergen\")"),
                  bash("DJANGO_SETTINGS_MODULE=crumb.settings_sqlite pytest catalog -q",
                       "............ [100%]\n12 passed in 0.91s")],
                 "Filter ist drin, Tests grün."),
            Step("warum mit settings_sqlite? die CI und prod laufen auf Postgres, und "
                 "JSONField-Lookups wie allergens__contains verhalten sich auf SQLite anders. "
                 "Tests immer im Compose-Stack: docker compose run --rm web pytest",
                 [bash("docker compose run --rm web pytest catalog -q",
                       "...........F [100%]\nFAILED catalog/tests/test_filters.py::"
                       "test_allergen_free_excludes_nuts - AssertionError: 3 != 2\n"
                       "1 failed, 11 passed in 4.77s"),
                  edit(f"{bak}/catalog/filters.py",
                       "return qs.exclude(allergens__icontains=value)",
                       "return qs.exclude(allergens__contains=[value])"),
                  bash("docker compose run --rm web pytest catalog -q",
                       "............ [100%]\n12 passed in 4.62s")],
                 "Gegen Postgres schlug ein Test fehl; Lookup korrigiert, jetzt grün."),
        ], "compose", follow_ups=[
            ("ich hab die Sortierung nach Preis eingebaut, laufen die Tests?", "de"),
            ("run the tests for the new discount code model", "en"),
            ("I added full text search on products, can you check the tests pass?", "en")]),

        Scenario("dj-pr-desc", "es", bak, [
            Step("para las PRs de este repo: descripción en inglés, una sección 'How to test' "
                 "con pasos concretos y capturas de pantalla si cambia algo visible",
                 [],
                 "Perfecto: descripciones en inglés, con 'How to test' paso a paso y capturas "
                 "cuando haya cambios de interfaz."),
        ], "How to test", tier="personalized", follow_ups=[
            ("abre la PR del nuevo checkout", "es"),
            ("open a PR for the pickup-slot changes", "en"),
            ("prepara la pull request del filtro de alérgenos", "es")]),

        Scenario("dj-timezone", "it", bak, [
            Step("gli ordini per domani devono chiudersi alle 18 del giorno prima",
                 [edit(f"{bak}/orders/rules.py", "def can_order_for(day):",
                       "def can_order_for(day):\n    cutoff = datetime.combine(day - "
                       "timedelta(days=1), time(18))\n    return datetime.now() < cutoff"),
                  bash("pytest orders/tests/test_rules.py -q", ".... [100%]\n4 passed")],
                 "Fatto, dopo le 18 non si ordina più per il giorno dopo."),
            Step("datetime.now() è naive e il server è in UTC: così chiudi alle 20 ora "
                 "italiana d'estate. abbiamo USE_TZ = True e TIME_ZONE Europe/Rome, usa "
                 "timezone.now() e costruisci il cutoff aware con timezone.make_aware o "
                 "localtime",
                 [edit(f"{bak}/orders/rules.py",
                       "    cutoff = datetime.combine(day - timedelta(days=1), time(18))\n"
                       "    return datetime.now() < cutoff",
                       "    cutoff = timezone.make_aware(datetime.combine(day - "
                       "timedelta(days=1), time(18)))\n    return timezone.now() < cutoff"),
                  bash("pytest orders/tests/test_rules.py -q", "..... [100%]\n5 passed")],
                 "Ora il cutoff è aware in Europe/Rome, con un test per l'ora legale."),
        ], "timezone", follow_ups=[
            ("segna come in ritardo gli ordini non ritirati entro due ore dallo slot", "it"),
            ("the Sunday special should only be orderable until Saturday noon", "en"),
            ("mostra nell'admin da quanto tempo un ordine aspetta il ritiro", "it")]),

        Scenario("dj-small-commits", "en", bak, [
            Step("heads up on how I like commits here: small ones, one logical change each, "
                 "and any ruff format run goes in its own commit, never mixed with logic "
                 "changes, otherwise review is impossible",
                 [],
                 "Noted: one change per commit, and formatter runs always in a separate commit."),
        ], "ruff", tier="personalized", follow_ups=[
            ("clean up the orders app and fix the refund rounding bug while you're there", "en"),
            ("rename the qty field to quantity and reformat that module", "en"),
            ("tidy the imports in catalog and add the missing price validation", "en")]),

        Scenario("dj-beat", "en", bak, [
            Step("when does the daily sales report email go out?",
                 [bash("grep -n -A3 'daily-sales' crumb/celery.py",
                       "14:    \"daily-sales\": {\n15:        \"task\": "
                       "\"reports.tasks.daily_sales\",\n16:        \"schedule\": "
                       "crontab(hour=6, minute=0),")],
                 "It's scheduled at 06:00 every day (crumb/celery.py)."),
            Step("nope, that dict is dead code since we moved to django-celery-beat, the real "
                 "schedule is the PeriodicTask rows in the db and ops changed it to 05:30 "
                 "months ago. check the database/admin before telling me when something runs",
                 [bash("docker compose run --rm web python manage.py shell -c \"from "
                       "django_celery_beat.models import PeriodicTask as P; t=P.objects.get("
                       "name='daily-sales'); print(t.crontab, t.enabled)\"",
                       "30 5 * * * (m/h/dM/MY/d) Europe/Rome True")],
                 "You're right: the live schedule is 05:30 Europe/Rome, from the PeriodicTask "
                 "table."),
        ], "PeriodicTask", follow_ups=[
            ("when does the stale cart cleanup run?", "en"),
            ("move the nightly stock sync to 3am", "en"),
            ("a que horas corre o envio dos lembretes de recolha?", "pt")]),

        # ------------------------------------------------------------------ Terraform AWS
        Scenario("tf-plan-first", "en", tf, [
            Step("staging needs a bigger db, bump the rds instance to db.t4g.large",
                 [edit(f"{tf}/envs/staging/rds.tf", "instance_class = \"db.t4g.medium\"",
                       "instance_class = \"db.t4g.large\""),
                  bash("terraform -chdir=envs/staging apply -auto-approve",
                       "aws_db_instance.orders: Modifying... [id=stg-orders-db]\n"
                       "aws_db_instance.orders: Still modifying... [10m0s elapsed]\n"
                       "aws_db_instance.orders: Modifications complete after 12m41s\n"
                       "Apply complete! Resources: 0 added, 1 changed, 0 destroyed.")],
                 "Staging DB is now db.t4g.large."),
            Step("you applied with -auto-approve?? QA was mid test run, the db rebooted under "
                 "them. staging is shared. never auto-approve: terraform plan -out, paste me the "
                 "plan summary, wait for my ok, then apply that plan file",
                 [],
                 "Sorry. From now on: plan -out to a file, show you the summary, and apply "
                 "only that file after your ok."),
        ], "plan", follow_ups=[
            ("raise the ECS desired count for the api in staging to 4", "en"),
            ("add a security group rule for port 8443 on the api", "en"),
            ("open 5432 from the bastion in staging", "en")]),

        Scenario("tf-moved", "de", tf, [
            Step("terraform plan zeigt Drift beim Log-Bucket, der wurde im Modul umbenannt",
                 [bash("terraform -chdir=envs/prod plan",
                       "  # aws_s3_bucket.logs will be destroyed\n"
                       "  # module.logging.aws_s3_bucket.this will be created\n"
                       "Plan: 1 to add, 0 to change, 1 to destroy."),
                  bash("terraform -chdir=envs/prod state rm aws_s3_bucket.logs",
                       "Removed aws_s3_bucket.logs\nSuccessfully removed 1 resource "
                       "instance(s).")],
                 "Alter Eintrag aus dem State entfernt, jetzt kann das Modul ihn übernehmen."),
            Step("stopp. state rm in prod ohne Backup, und jetzt würde das Modul einen zweiten "
                 "Bucket mit gleichem Namen anlegen wollen. bei Umbenennungen immer einen "
                 "moved-Block, vorher terraform state pull > backup. state rm nur wenn ich es "
                 "ausdrücklich sage",
                 [bash("terraform -chdir=envs/prod import module.logging.aws_s3_bucket.this "
                       "prod-app-logs",
                       "module.logging.aws_s3_bucket.this: Import prepared!\n"
                       "Import successful!"),
                  edit(f"{tf}/envs/prod/moved.tf", "",
                       "moved {\n  from = aws_s3_bucket.logs\n"
                       "  to   = module.logging.aws_s3_bucket.this\n}"),
                  bash("terraform -chdir=envs/prod state pull > backups/prod-$(date +%F).tfstate"
                       " && terraform -chdir=envs/prod plan",
                       "No changes. Your infrastructure matches the configuration.")],
                 "Bucket wieder im State, moved-Block dokumentiert die Umbenennung, Plan ist "
                 "leer und ein Backup liegt in backups/."),
        ], "moved", follow_ups=[
            ("ich habe das Modul für die SQS-Queues umbenannt, Terraform will jetzt alles neu "
             "anlegen", "de"),
            ("the ALB was created by hand in the console, bring it under terraform", "en"),
            ("rename the vpc resource from main to core", "en")]),

        Scenario("tf-lock", "es", tf, [
            Step("añade el módulo de CloudFront para el bucket de estáticos",
                 [edit(f"{tf}/envs/prod/cdn.tf", "",
                       "module \"cdn\" {\n  source = \"../../modules/cdn\"\n"
                       "  bucket = module.static.bucket_name\n}"),
                  bash("terraform -chdir=envs/prod init -upgrade",
                       "- Finding hashicorp/aws versions matching \">= 5.60\"...\n"
                       "- Installing hashicorp/aws v6.2.0...\n"
                       "Terraform has been successfully initialized!")],
                 "Módulo añadido e init hecho."),
            Step("init -upgrade te ha subido el provider a la 6.x y ha reescrito "
                 ".terraform.lock.hcl. la 6 tiene cambios que rompen. el provider va fijado a "
                 "~> 5.60 y el lockfile solo se toca en una PR aparte de actualización. usa "
                 "init sin -upgrade",
                 [bash("git checkout envs/prod/.terraform.lock.hcl", ""),
                  edit(f"{tf}/envs/prod/versions.tf", "version = \">= 5.60\"",
                       "version = \"~> 5.60\""),
                  bash("terraform -chdir=envs/prod init",
                       "- Using previously-installed hashicorp/aws v5.82.2\n"
                       "Terraform has been successfully initialized!")],
                 "Lockfile restaurado, restricción ~> 5.60 y init sin -upgrade."),
        ], "lock", follow_ups=[
            ("añade un módulo de WAF delante del ALB", "es"),
            ("terraform init complains about a checksum mismatch for the aws provider, fix it",
             "en"),
            ("we need the new aws_vpc_endpoint args, just get whatever provider has them", "en")]),

        Scenario("tf-tags", "pt", tf, [
            Step("cria um bucket s3 para os relatórios exportados",
                 [edit(f"{tf}/envs/prod/s3.tf", "",
                       "resource \"aws_s3_bucket\" \"exports\" {\n"
                       "  bucket = \"prod-report-exports\"\n}"),
                  bash("terraform -chdir=envs/prod plan -out plan.bin",
                       "  + resource \"aws_s3_bucket\" \"exports\"\n"
                       "      + tags_all = {}\nPlan: 1 to add, 0 to change, 0 to destroy.")],
                 "Plano pronto: um bucket novo."),
            Step("tags_all vazio! todo recurso precisa de owner, cost-center e env senão a "
                 "finança não consegue alocar custos e o SCP bloqueia em prod. não ponhas tags "
                 "soltas em cada recurso, usa default_tags no bloco do provider",
                 [edit(f"{tf}/envs/prod/providers.tf", "provider \"aws\" {\n  region = "
                       "\"eu-west-1\"",
                       "provider \"aws\" {\n  region = \"eu-west-1\"\n  default_tags {\n"
                       "    tags = { owner = \"platform\", cost-center = \"cc-4410\", env = "
                       "\"prod\" }\n  }"),
                  bash("terraform -chdir=envs/prod plan -out plan.bin",
                       "      + tags_all = {\n          + \"cost-center\" = \"cc-4410\"\n"
                       "          + \"env\"         = \"prod\"\n          + \"owner\"       = "
                       "\"platform\"\n        }\nPlan: 1 to add, 0 to change, 0 to destroy.")],
                 "default_tags no provider; o bucket herda as três tags."),
        ], "default_tags", follow_ups=[
            ("cria uma fila SQS para os eventos de faturação", "pt"),
            ("add a DynamoDB table for idempotency keys", "en"),
            ("create a bucket for the ALB access logs", "en")]),

        Scenario("tf-naming", "en", tf, [
            Step("conventions I want you to stick to: resource names in kebab-case with the env "
                 "prefix, like stg-orders-db or prod-report-exports, and every new module under "
                 "modules/ gets a README with its inputs and outputs",
                 [bash("ls modules", "cdn  logging  rds  static-site  vpc")],
                 "OK: env-prefixed kebab-case names, and a README with inputs/outputs for each "
                 "new module in modules/."),
        ], "kebab", tier="personalized", follow_ups=[
            ("create a redis cluster for session storage in prod", "en"),
            ("write a module for the thumbnail Lambdas", "en"),
            ("add an ECR repository for the worker image", "en")]),

        Scenario("tf-sensitive", "it", tf, [
            Step("esponi l'endpoint e la password dell'rds così il team backend li prende dagli "
                 "output",
                 [edit(f"{tf}/envs/staging/outputs.tf", "",
                       "output \"db_endpoint\" {\n  value = aws_db_instance.orders.endpoint\n}\n"
                       "output \"db_password\" {\n  value = random_password.db.result\n}"),
                  bash("terraform -chdir=envs/staging output",
                       "db_endpoint = \"stg-orders-db.c8x2k1.eu-west-1.rds.amazonaws.com:5432\"\n"
                       "db_password = \"Vq7#pL9...\"")],
                 "Aggiunti gli output, eccoli."),
            Step("hai appena stampato la password nel terminale e nei log della pipeline. le "
                 "credenziali vanno in Secrets Manager e il backend legge il secret; se un "
                 "output tocca un segreto è sensitive = true, e ricordati che sta comunque nello "
                 "state",
                 [edit(f"{tf}/envs/staging/outputs.tf",
                       "output \"db_password\" {\n  value = random_password.db.result\n}",
                       "output \"db_secret_arn\" {\n  value = "
                       "aws_secretsmanager_secret.db.arn\n}"),
                  bash("terraform -chdir=envs/staging plan -out plan.bin",
                       "  + aws_secretsmanager_secret.db\n"
                       "  + aws_secretsmanager_secret_version.db\n"
                       "Plan: 2 to add, 0 to change, 0 to destroy.")],
                 "La password va in Secrets Manager e l'output espone solo l'ARN."),
        ], "Secrets Manager", follow_ups=[
            ("il team mobile ha bisogno della chiave API di Firebase, mettila negli output", "it"),
            ("output the datadog api key so the monitoring module can use it", "en"),
            ("passa la connection string di redis al servizio ordini", "it")]),

        Scenario("tf-cost", "fr", tf, [
            Step("une règle pour moi : avant de créer une ressource qui coûte plus de 50 € par "
                 "mois, mets une estimation infracost dans ta réponse et attends que je valide",
                 [],
                 "Compris : au-delà de 50 €/mois, je te donne l'estimation infracost et "
                 "j'attends ton accord."),
        ], "infracost", tier="personalized", follow_ups=[
            ("on a besoin d'une NAT gateway par zone en prod", "fr"),
            ("spin up an OpenSearch domain for log search", "en"),
            ("add a read replica to the production database", "en")]),

        Scenario("tf-workspace", "en", tf, [
            Step("plan the change to the autoscaling group min size, we're testing in the "
                 "preview env",
                 [bash("terraform -chdir=envs/apps plan -var asg_min=1 -out plan.bin",
                       "  ~ min_size = 3 -> 1\nPlan: 0 to add, 1 to change, 0 to destroy."),
                  bash("terraform -chdir=envs/apps apply plan.bin",
                       "aws_autoscaling_group.api: Modifying... [id=prod-api-asg]\n"
                       "Apply complete! Resources: 0 added, 1 changed, 0 destroyed.")],
                 "Min size is now 1."),
            Step("id=prod-api-asg. that was PROD, the default workspace in envs/apps is prod, "
                 "I got paged for capacity. always run terraform workspace show and say which "
                 "workspace you're in before any plan or apply there",
                 [bash("terraform -chdir=envs/apps workspace show", "default"),
                  bash("terraform -chdir=envs/apps plan -var asg_min=3 -out revert.bin",
                       "  ~ min_size = 1 -> 3\nPlan: 0 to add, 1 to change, 0 to destroy.")],
                 "That was default (= prod). Revert plan ready; waiting for your ok, then I'll "
                 "switch to the preview workspace."),
        ], "workspace", follow_ups=[
            ("scale the worker pool down to 2 in the preview environment", "en"),
            ("destroy the temporary review env pr-482", "en"),
            ("elimina el entorno de pruebas que creamos ayer", "es")]),

        # ------------------------------------------------------------------ Flutter library app
        Scenario("fl-mounted", "en", app, [
            Step("load the loan history when the profile screen opens",
                 [edit(f"{app}/lib/profile/profile_screen.dart", "void initState() {",
                       "void initState() {\n    super.initState();\n    _load();\n  }\n\n"
                       "  Future<void> _load() async {\n    final loans = await api.loans();\n"
                       "    setState(() => _loans = loans);"),
                  bash("flutter test test/profile_test.dart",
                       "00:03 +4: All tests passed!")],
                 "Loan history loads on open."),
            Step("crashlytics:\nsetState() called after dispose(): _ProfileScreenState#1c2a0"
                 "(lifecycle state: defunct, not mounted)\npeople tap back before the request "
                 "finishes. after every await check mounted (or context.mounted) before you "
                 "touch state or context",
                 [edit(f"{app}/lib/profile/profile_screen.dart",
                       "    final loans = await api.loans();\n    setState(() => _loans = "
                       "loans);",
                       "    final loans = await api.loans();\n    if (!mounted) return;\n"
                       "    setState(() => _loans = loans);")],
                 "Guarded with a mounted check after the await."),
        ], "mounted", follow_ups=[
            ("load the book cover after the details screen opens", "en"),
            ("quando o utilizador sai da pesquisa o pedido continua, mostra os resultados "
             "quando chegarem", "pt"),
            ("after renewing a loan, show a snackbar with the new due date", "en")]),

        Scenario("fl-arb", "fr", app, [
            Step("ajoute un bouton 'Prolonger le prêt' sur la fiche du livre",
                 [edit(f"{app}/lib/book/book_detail.dart", "children: [",
                       "children: [\n          FilledButton(onPressed: _renew, child: "
                       "const Text('Prolonger le prêt')),"),
                  bash("flutter analyze", "No issues found! (ran in 3.4s)")],
                 "Bouton ajouté, analyze ne dit rien."),
            Step("pas de texte en dur dans les widgets, l'appli est en français et en anglais. "
                 "tout passe par les fichiers arb (lib/l10n/app_fr.arb et app_en.arb) et "
                 "AppLocalizations.of(context)",
                 [edit(f"{app}/lib/l10n/app_fr.arb", "  \"appTitle\": \"Shelfie\",",
                       "  \"appTitle\": \"Shelfie\",\n  \"renewLoan\": \"Prolonger le prêt\","),
                  edit(f"{app}/lib/l10n/app_en.arb", "  \"appTitle\": \"Shelfie\",",
                       "  \"appTitle\": \"Shelfie\",\n  \"renewLoan\": \"Renew loan\","),
                  edit(f"{app}/lib/book/book_detail.dart",
                       "const Text('Prolonger le prêt')",
                       "Text(AppLocalizations.of(context)!.renewLoan)"),
                  bash("flutter gen-l10n", "")],
                 "Le libellé vient des fichiers arb, en français et en anglais."),
        ], "arb", follow_ups=[
            ("affiche un message quand la liste de lecture est vide", "fr"),
            ("show an empty-state message when there are no search results", "en"),
            ("warn the user when a loan is due tomorrow", "en")]),

        Scenario("fl-goldens", "de", app, [
            Step("die Golden-Tests für die Buchkarte schlagen nach dem neuen Padding fehl",
                 [bash("flutter test --update-goldens test/goldens/",
                       "00:06 +12: All tests passed!"),
                  bash("git status --short", " M test/goldens/book_card_light.png\n"
                       " M test/goldens/book_card_dark.png")],
                 "Goldens aktualisiert, alles grün."),
            Step("die hast du auf dem Mac erzeugt, in der CI laufen sie unter Linux mit anderem "
                 "Font-Rendering und brechen dort sofort. Goldens nur mit make goldens "
                 "aktualisieren, das läuft im gleichen Docker-Image wie die CI",
                 [bash("git checkout test/goldens/", ""),
                  bash("make goldens",
                       "docker run --rm -v $PWD:/app shelfie-ci:3.24 flutter test "
                       "--update-goldens test/goldens/\n00:19 +12: All tests passed!")],
                 "Mac-Goldens verworfen und im CI-Image neu erzeugt."),
        ], "make goldens", follow_ups=[
            ("ich hab den Ausleihverlauf neu gestaltet, die Screenshot-Tests sind rot", "de"),
            ("the catalogue grid golden fails after the spacing change", "en")]),

        Scenario("fl-riverpod", "en", app, [
            Step("for state management in this app: riverpod everywhere, generated providers "
                 "with the @riverpod annotation, no provider package, no bloc, and setState only "
                 "for purely local widget stuff like an animation toggle",
                 [],
                 "Clear: @riverpod-generated providers for app state, setState only for local "
                 "widget state."),
        ], "riverpod", tier="personalized", follow_ups=[
            ("add an 'available only' filter to the catalogue screen", "en"),
            ("crea la pantalla de reservas con la lista de libros reservados", "es"),
            ("remember the user's chosen branch library across screens", "en")]),

        Scenario("fl-build-number", "es", app, [
            Step("prepara la versión 1.8.0 para Play Store",
                 [edit(f"{app}/pubspec.yaml", "version: 1.7.3+41", "version: 1.8.0+41"),
                  bash("flutter build appbundle --release",
                       "✓ Built build/app/outputs/bundle/release/app-release.aab (24.1MB)")],
                 "AAB de la 1.8.0 generado."),
            Step("Play Console lo rechaza: 'Version code 41 has already been used'. el número "
                 "después del + es el versionCode, hay que subirlo siempre, en cada build que "
                 "vaya a la tienda, aunque cambie la versión",
                 [edit(f"{app}/pubspec.yaml", "version: 1.8.0+41", "version: 1.8.0+42"),
                  bash("flutter build appbundle --release",
                       "✓ Built build/app/outputs/bundle/release/app-release.aab (24.1MB)")],
                 "Build 42, ya se puede subir."),
        ], "versionCode", follow_ups=[
            ("prepara la 1.9 para la tienda", "es"),
            ("cut a hotfix release for the login crash", "en"),
            ("make a build for the internal testing track on Play", "en")]),

        Scenario("fl-screens", "it", app, [
            Step("quando mi proponi modifiche all'interfaccia, prima del commit mandami uno "
                 "screenshot dall'emulatore in tema chiaro e in tema scuro",
                 [],
                 "Va bene: prima di ogni commit che cambia la UI ti mando gli screenshot chiaro "
                 "e scuro."),
        ], "screenshot", tier="personalized", follow_ups=[
            ("cambia il colore dei badge di stato del prestito", "it"),
            ("make the search bar stick to the top when scrolling", "en"),
            ("aumenta un po' i margini nella scheda del libro", "it")]),

        Scenario("fl-test-first", "en", app, [
            Step("one more preference: when you fix a bug, write a failing widget or unit test "
                 "first and show me it failing, then fix it",
                 [],
                 "Will do: failing test first, shown red, then the fix."),
        ], "failing", tier="personalized", follow_ups=[
            ("the due date shows a day early for loans made after 11pm, fix it", "en"),
            ("il pulsante rinnova resta disabilitato anche quando il prestito è rinnovabile, "
             "sistemalo", "it"),
            ("fix the crash when a book has no cover url", "en")]),

        # ------------------------------------------------------------------ dbt on Snowflake
        Scenario("dbt-full-refresh", "en", dbt, [
            Step("fct_rides needs the new battery_level_start column in prod",
                 [edit(f"{dbt}/models/marts/fct_rides.sql", "    , r.ended_at",
                       "    , r.ended_at\n    , r.battery_level_start"),
                  bash("dbt run -s fct_rides --full-refresh --target prod",
                       "1 of 1 START sql incremental model marts.fct_rides ......... [RUN]\n"
                       "1 of 1 OK created sql incremental model marts.fct_rides .... "
                       "[SUCCESS 1 in 6841.22s]")],
                 "Done, prod fct_rides has the column."),
            Step("you full-refreshed fct_rides in prod. that's 3 years of rides, almost 2 hours "
                 "on TRANSFORM_WH and ~400 credits, and dashboards were empty meanwhile. new "
                 "columns go in with on_schema_change='append_new_columns' and a normal run. "
                 "full refresh only in dev, in prod only if I say so",
                 [edit(f"{dbt}/models/marts/fct_rides.sql", "materialized='incremental',",
                       "materialized='incremental',\n    on_schema_change='append_new_columns',")],
                 "Understood. Config now appends new columns on normal incremental runs."),
        ], "full-refresh", follow_ups=[
            ("add end_station_zone to fct_rides and get it into prod", "en"),
            ("ajoute la durée en minutes au modèle des trajets et déploie en prod", "fr"),
            ("the incremental station status model has some duplicates, rebuild it", "en")]),

        Scenario("dbt-tests", "pt", dbt, [
            Step("cria um modelo de receita diária por estação",
                 [edit(f"{dbt}/models/marts/fct_station_revenue_daily.sql", "",
                       "select station_id, ride_date, sum(amount_eur) as revenue_eur\n"
                       "from {{ ref('fct_rides') }}\ngroup by 1, 2"),
                  bash("dbt build -s fct_station_revenue_daily",
                       "1 of 1 OK created sql table model marts.fct_station_revenue_daily "
                       "[SUCCESS 1 in 8.31s]")],
                 "Modelo criado e construído."),
            Step("e os testes? a CI falha sem isso. todo modelo novo leva unique e not_null na "
                 "chave (aqui station_id + ride_date, usa dbt_utils.unique_combination_of_columns) "
                 "e descrição do modelo e das colunas no schema.yml",
                 [edit(f"{dbt}/models/marts/schema.yml", "models:",
                       "models:\n  - name: fct_station_revenue_daily\n    description: Daily "
                       "revenue per station in EUR.\n    tests:\n      - "
                       "dbt_utils.unique_combination_of_columns:\n          combination_of_columns"
                       ": [station_id, ride_date]\n    columns:\n      - name: station_id\n"
                       "        tests: [not_null]"),
                  bash("dbt build -s fct_station_revenue_daily",
                       "PASS dbt_utils_unique_combination_of_columns_fct_station_revenue_daily\n"
                       "PASS not_null_fct_station_revenue_daily_station_id\n"
                       "Done. PASS=3 WARN=0 ERROR=0 SKIP=0 TOTAL=3")],
                 "Testes e descrições no schema.yml, build passa."),
        ], "schema.yml", follow_ups=[
            ("cria um modelo de viagens por bairro e por hora", "pt"),
            ("add a staging model for the new weather feed", "en"),
            ("crea un modelo de usuarios activos por mes", "es")]),

        Scenario("dbt-source", "de", dbt, [
            Step("schreib ein Modell, das Fahrten mit den Wetterdaten verbindet",
                 [edit(f"{dbt}/models/intermediate/int_rides_weather.sql", "",
                       "select r.*, w.temp_c, w.precip_mm\nfrom raw.public.rides r\n"
                       "left join raw.public.weather_hourly w\n  on date_trunc('hour', "
                       "r.started_at) = w.observed_hour"),
                  bash("dbt run -s int_rides_weather --target dev",
                       "1 of 1 OK created sql view model dbt_jschulz.int_rides_weather "
                       "[SUCCESS 1 in 2.02s]")],
                 "Modell läuft in dev."),
            Step("raw.public.rides hart im SQL? dann sieht dbt keine Lineage, die "
                 "Freshness-Checks greifen nicht und in dev liest du Prod-Rohdaten am "
                 "Sampling vorbei. immer {{ source() }} für Rohtabellen und {{ ref() }} für "
                 "Modelle",
                 [edit(f"{dbt}/models/intermediate/int_rides_weather.sql",
                       "from raw.public.rides r\nleft join raw.public.weather_hourly w",
                       "from {{ source('raw', 'rides') }} r\nleft join "
                       "{{ source('raw', 'weather_hourly') }} w"),
                  bash("dbt ls -s +int_rides_weather",
                       "source:pedal.raw.rides\nsource:pedal.raw.weather_hourly\n"
                       "model.pedal.int_rides_weather")],
                 "Beide Tabellen laufen jetzt über source(), die Lineage ist da."),
        ], "source", follow_ups=[
            ("schreib eine Abfrage, die Abos mit den Zahlungen verknüpft", "de"),
            ("join subscriptions to payments for the churn model", "en"),
            ("add the bike maintenance log to the fleet model", "en")]),

        Scenario("dbt-sql-style", "en", dbt, [
            Step("sql style for this repo, please remember it: lowercase keywords, leading "
                 "commas, one CTE per step named for what it holds, and the model always ends "
                 "with select * from final",
                 [],
                 "Got it: lowercase, leading commas, descriptive CTE names, ending with a "
                 "final CTE."),
        ], "leading commas", tier="personalized", follow_ups=[
            ("write the model for average ride length by hour of day", "en"),
            ("write the model for the busiest stations per neighbourhood", "en"),
            ("write a query for riders who churned last quarter", "en")]),

        Scenario("dbt-dev-sample", "fr", dbt, [
            Step("c'est combien le chiffre d'affaires de mars ?",
                 [bash("dbt show --inline \"select sum(amount_eur) from {{ ref('fct_rides') }} "
                       "where ride_date between '2026-03-01' and '2026-03-31'\"",
                       "| SUM(AMOUNT_EUR) |\n| --------------- |\n|       18 214.50 |")],
                 "Le chiffre d'affaires de mars est de 18 214,50 €."),
            Step("c'est faux, dbt show tourne sur ta cible dev, et en dev la macro "
                 "limit_in_dev ne garde que 10 % des trajets. ne donne jamais un chiffre métier "
                 "tiré de dev : lance-le avec --target prod, ou dis clairement que c'est un "
                 "échantillon",
                 [bash("dbt show --target prod --inline \"select sum(amount_eur) from "
                       "{{ ref('fct_rides') }} where ride_date between '2026-03-01' and "
                       "'2026-03-31'\"",
                       "| SUM(AMOUNT_EUR) |\n| --------------- |\n|      182 906.00 |")],
                 "Sur la prod : 182 906 € pour mars. Le premier chiffre venait de l'échantillon "
                 "dev."),
        ], "dev", follow_ups=[
            ("combien de trajets on a eu la semaine dernière ?", "fr"),
            ("what was the average ride length in April?", "en"),
            ("quantos utilizadores novos tivemos em maio?", "pt")]),

        Scenario("dbt-warehouse", "it", dbt, [
            Step("il modello delle sessioni ci mette 10 minuti, rendilo più veloce",
                 [bash("snowsql -q \"alter warehouse TRANSFORM_WH set warehouse_size = "
                       "'XLARGE'\"",
                       "Statement executed successfully."),
                  bash("dbt run -s int_sessions",
                       "1 of 1 OK created sql table model int_sessions [SUCCESS 1 in 71.40s]")],
                 "Ora ci mette poco più di un minuto."),
            Step("hai portato TRANSFORM_WH a XLARGE e l'hai lasciato così: consuma 16 crediti "
                 "l'ora per tutti i job. la dimensione del warehouse non si tocca; si ottimizza "
                 "la query (clustering, filtri incrementali) e se proprio serve si usa "
                 "ADHOC_WH, che poi va rimesso a XSMALL",
                 [bash("snowsql -q \"alter warehouse TRANSFORM_WH set warehouse_size = "
                       "'SMALL'\"",
                       "Statement executed successfully."),
                  edit(f"{dbt}/models/intermediate/int_sessions.sql",
                       "from {{ ref('stg_app_events') }}",
                       "from {{ ref('stg_app_events') }}\n{% if is_incremental() %}\n"
                       "where event_at > (select max(event_at) from {{ this }})\n{% endif %}")],
                 "TRANSFORM_WH rimesso a SMALL; il modello ora è incrementale."),
        ], "warehouse", follow_ups=[
            ("questa query sulle corse mensili ci mette una vita, velocizzala", "it"),
            ("the dbt build is really slow this morning, speed it up", "en"),
            ("the 2024 backfill takes forever, can you make it faster?", "en")]),

        Scenario("dbt-results-format", "pt", dbt, [
            Step("quando me mandares resultados de análises, põe primeiro o número principal e "
                 "a data de corte dos dados, depois a query usada; nada de tabelas enormes, "
                 "no máximo dez linhas",
                 [],
                 "Combinado: número principal e data de corte primeiro, depois a query, e "
                 "tabelas curtas."),
        ], "data de corte", tier="personalized", follow_ups=[
            ("mostra-me a taxa de utilização das bicicletas elétricas", "pt"),
            ("give me the top stations by rides this month", "en"),
            ("dame los ingresos por tipo de suscripción", "es")]),

        Scenario("dbt-pii", "en", dbt, [
            Step("marketing wants a churn mart with the rider's contact details",
                 [edit(f"{dbt}/models/marts/mart_churn_risk.sql", "    , s.plan_name",
                       "    , s.plan_name\n    , c.email\n    , c.phone_number"),
                  bash("dbt build -s mart_churn_risk",
                       "Done. PASS=4 WARN=0 ERROR=0 SKIP=0 TOTAL=4")],
                 "mart_churn_risk now has email and phone."),
            Step("no raw emails or phone numbers in marts, ever. marts are readable by the "
                 "whole BI role. personal data gets hashed in staging with the pii_hash macro "
                 "and only the hash goes downstream; marketing gets contacts through the CRM "
                 "export, not from the warehouse",
                 [edit(f"{dbt}/models/marts/mart_churn_risk.sql",
                       "    , c.email\n    , c.phone_number",
                       "    , c.email_hash"),
                  bash("dbt build -s stg_customers+ -s mart_churn_risk",
                       "Done. PASS=9 WARN=0 ERROR=0 SKIP=0 TOTAL=9")],
                 "Removed them; the mart carries only the hashed email from staging."),
        ], "pii_hash", follow_ups=[
            ("add the customers' home address to the subscriptions model", "en"),
            ("füge die Telefonnummer der Kunden zum Abo-Modell hinzu", "de"),
            ("build a mart of riders with their name and home station for the ops team", "en")]),
    ]
