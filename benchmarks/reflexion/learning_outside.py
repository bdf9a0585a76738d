# ruff: noqa: E501  (data: session text kept as written)
"""A second learning set, written from the Scenario format alone and never used for tuning.

Same shape as learning_set.py: one real-format session per scenario in which the agent acts and
the human corrects it or states how they want work done, then follow-up requests from a later
session that need the lesson without repeating its words. Five invented projects (a Rust CLI, a
Django shop, a React Native app, a Terraform repo, a churn-modelling notebook repo); English and
French, German, Spanish, Italian, Portuguese, some typed like dictation without accents.
"""

from __future__ import annotations

from learning_set import Scenario
from sessions import Step, bash, edit


def scenarios(base: str) -> list[Scenario]:
    cli, shop = f"{base}/logtail-cli", f"{base}/boutique"
    rn, tf, ds = f"{base}/trailmate", f"{base}/infra-live", f"{base}/churn-lab"
    return [
        # ---------------------------------------------------------------- Rust CLI
        Scenario("clippy-gate", "en", cli, [
            Step("add a --json flag so the output can be piped into jq",
                 [edit(f"{cli}/src/cli.rs", "#[arg(long)]\n    color", "#[arg(long)]\n    json: bool,"),
                  edit(f"{cli}/src/output.rs"),
                  bash("cargo build --release",
                       "   Compiling logtail v0.4.2 (" + cli + ")\n"
                       "    Finished `release` profile [optimized] target(s) in 38.11s")],
                 "Added `--json`. It builds cleanly in release mode, so it's ready to merge."),
            Step("No — a release build going through says nothing about mergeability. The "
                 "pipeline runs `cargo clippy --all-targets -- -D warnings` and any warning "
                 "blocks the PR. Run that yourself before you tell me something is finished.",
                 [bash("cargo clippy --all-targets -- -D warnings",
                       "error: this `if let` can be collapsed into the outer `match`\n"
                       "  --> src/output.rs:41:17\n"
                       "error: could not compile `logtail` (bin \"logtail\") due to 1 previous error"),
                  edit(f"{cli}/src/output.rs"),
                  bash("cargo clippy --all-targets -- -D warnings",
                       "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 3.02s")],
                 "Clippy caught a collapsible match in output.rs; fixed, and it's clean now."),
        ], "clippy", follow_ups=[
            ("the lint job on my PR went red, can you sort it out", "en"),
            ("I've finished the --since option, anything to check before I push it?", "en"),
        ]),
        Scenario("anyhow-errors", "en", cli, [
            Step("make it read the list of patterns from a file passed with --patterns",
                 [edit(f"{cli}/src/patterns.rs", "",
                       "let text = fs::read_to_string(path).unwrap();"),
                  bash("cargo run -q -- --patterns pats.txt app.log | head -2",
                       "2026-11-30T08:12:01Z ERROR db pool exhausted\n"
                       "2026-11-30T08:12:04Z ERROR upstream timeout (payments)")],
                 "Works: the file is read with `fs::read_to_string(path).unwrap()` and every "
                 "pattern is compiled up front."),
            Step("Could you make that return a real error rather than unwrapping? Bring in "
                 "anyhow, add `.context(\"reading patterns file\")` and bubble it up with `?`. "
                 "Someone mistyping a path shouldn't be greeted with a panic and a backtrace.",
                 [edit(f"{cli}/src/patterns.rs", "fs::read_to_string(path).unwrap()",
                       "fs::read_to_string(path).with_context(|| format!(\"reading patterns "
                       "file {}\", path.display()))?"),
                  bash("cargo run -q -- --patterns nope.txt app.log",
                       "Error: reading patterns file nope.txt\n\nCaused by:\n"
                       "    No such file or directory (os error 2)")],
                 "It now prints a readable error and exits with status 1."),
        ], "anyhow", follow_ups=[
            ("support a config file at ~/.config/logtail/config.toml", "en"),
            ("what happens when the log path given on the command line doesn't exist? make "
             "that case behave properly", "en"),
        ]),
        Scenario("msrv-lazylock", "de", cli, [
            Step("Der Regex-Cache soll global sein und nur einmal kompiliert werden.",
                 [edit(f"{cli}/src/patterns.rs", "fn compiled() -> Regex",
                       "static RE: LazyLock<Regex> = LazyLock::new(|| build());"),
                  bash("cargo test", "running 23 tests\n.......................\n"
                       "test result: ok. 23 passed; 0 failed; 0 ignored")],
                 "Erledigt, mit std::sync::LazyLock – keine zusätzliche Abhängigkeit, Tests grün."),
            Step("Die CI sieht das anders:\n\n"
                 "error[E0658]: use of unstable library feature `lazy_cell`\n"
                 " --> src/patterns.rs:7:12\n  |\n"
                 "7 | static RE: LazyLock<Regex> = LazyLock::new(|| build());\n"
                 "  = note: see issue #109736\n\n"
                 "Der Job `msrv` baut mit Rust 1.74, das ist unsere MSRV (steht als rust-version "
                 "in Cargo.toml). Nichts benutzen, was erst danach stabil wurde – hier also "
                 "once_cell.",
                 [edit(f"{cli}/Cargo.toml", "[dependencies]",
                       "[dependencies]\nonce_cell = \"1.19\""),
                  edit(f"{cli}/src/patterns.rs", "LazyLock", "once_cell::sync::Lazy"),
                  bash("cargo +1.74 check",
                       "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 6.40s")],
                 "Auf once_cell::sync::Lazy umgestellt, `cargo +1.74 check` läuft durch."),
        ], "msrv", follow_ups=[
            ("Ich würde gern die neuen Iterator-Methoden aus dem aktuellen Stable-Release "
             "nutzen, um den Parser zu vereinfachen. Geht das?", "de"),
            ("use the newest std APIs to clean up the file watcher", "en"),
        ]),
        Scenario("assert-cmd", "en", cli, [
            Step("add tests for the --since flag",
                 [edit(f"{cli}/src/filter.rs", "", "#[cfg(test)]\nmod tests {"),
                  bash("cargo test filter", "running 4 tests\n....\n"
                       "test result: ok. 4 passed; 0 failed")],
                 "Added four unit tests inside src/filter.rs: RFC 3339 timestamps, relative "
                 "durations like 15m, and garbage input."),
            Step("Those are fine for the parsing helper, but for flags I want tests that drive "
                 "the actual binary: files under tests/ using assert_cmd with predicates. That's "
                 "how I like command-line behaviour covered, please stick to it going forward.",
                 [edit(f"{cli}/tests/cli_since.rs", "",
                       "Command::cargo_bin(\"logtail\")?.args([\"--since\", \"15m\"])"),
                  bash("cargo test --test cli_since", "running 5 tests\n.....\n"
                       "test result: ok. 5 passed; 0 failed")],
                 "Added tests/cli_since.rs with five assert_cmd cases against the binary."),
        ], "assert_cmd", tier="personalized", follow_ups=[
            ("write tests for the new --follow mode", "en"),
            ("nothing covers --color=never yet, can you add coverage", "en"),
        ]),
        # ---------------------------------------------------------------- Django shop
        Scenario("settings-local", "fr", shop, [
            Step("je veux faire tourner le site en local avec la debug toolbar",
                 [edit(f"{shop}/boutique/settings/base.py", "DEBUG = False",
                       "DEBUG = True\nINSTALLED_APPS += [\"debug_toolbar\"]"),
                  bash("python manage.py runserver",
                       "Watching for file changes with StatReloader\n"
                       "Django version 5.1.3, using settings 'boutique.settings.base'\n"
                       "Starting development server at http://127.0.0.1:8000/")],
                 "Le serveur tourne sur :8000, j'ai activé DEBUG et la toolbar dans "
                 "settings/base.py."),
            Step("Non, surtout pas. base.py est chargé aussi en prod, tu viens d'y passer DEBUG "
                 "à True. Remets-le comme il était. Ce qui ne concerne que le poste de dev va "
                 "dans boutique/settings/local.py (ignoré par git), et on lance avec "
                 "DJANGO_SETTINGS_MODULE=boutique.settings.local.",
                 [edit(f"{shop}/boutique/settings/base.py",
                       "DEBUG = True\nINSTALLED_APPS += [\"debug_toolbar\"]", "DEBUG = False"),
                  edit(f"{shop}/boutique/settings/local.py", "",
                       "from .base import *\nDEBUG = True"),
                  bash("DJANGO_SETTINGS_MODULE=boutique.settings.local python manage.py runserver",
                       "Django version 5.1.3, using settings 'boutique.settings.local'\n"
                       "Starting development server at http://127.0.0.1:8000/")],
                 "base.py est restauré, la config de dev est dans local.py."),
        ], "local.py", follow_ups=[
            ("active l'affichage des requêtes SQL dans la console pendant que je développe", "fr"),
            ("when I test checkout on my laptop I'd like the emails printed to the terminal "
             "instead of being sent", "en"),
            ("mon Postgres local écoute sur le port 5433, il faut le changer où ?", "fr"),
        ]),
        Scenario("decimal-money", "en", shop, [
            Step("orders need a shipping fee",
                 [edit(f"{shop}/shop/orders/models.py", "",
                       "shipping_fee = models.FloatField(default=0.0)"),
                  bash("python manage.py makemigrations orders",
                       "Migrations for 'orders':\n"
                       "  shop/orders/migrations/0014_order_shipping_fee.py\n"
                       "    + Add field shipping_fee to order")],
                 "Added `shipping_fee` to Order and generated migration 0014."),
            Step("Why is that a FloatField? It's money. Float rounding drift ends up on printed "
                 "invoices. Every amount in this codebase is "
                 "DecimalField(max_digits=10, decimal_places=2) and the arithmetic goes through "
                 "Decimal, never float.",
                 [edit(f"{shop}/shop/orders/models.py",
                       "models.FloatField(default=0.0)",
                       "models.DecimalField(max_digits=10, decimal_places=2, "
                       "default=Decimal(\"0.00\"))"),
                  bash("rm shop/orders/migrations/0014_order_shipping_fee.py && "
                       "python manage.py makemigrations orders",
                       "  shop/orders/migrations/0014_order_shipping_fee.py\n"
                       "    + Add field shipping_fee to order")],
                 "Switched to a DecimalField and regenerated 0014."),
        ], "decimal", follow_ups=[
            ("let customers tip the courier at checkout and keep the amount on the order", "en"),
            ("add a gift card balance to the customer profile", "en"),
        ]),
        Scenario("celery-on-commit", "es", shop, [
            Step("cuando se confirma un pedido hay que mandar el email de confirmación en "
                 "segundo plano",
                 [edit(f"{shop}/shop/orders/services.py", "order.save()",
                       "order.save()\n        send_order_confirmation.delay(order.id)"),
                  bash("pytest shop/orders -q", "........                                   "
                       "[100%]\n8 passed in 2.41s")],
                 "Listo: la tarea de Celery se encola dentro de confirm_order() y los tests "
                 "pasan."),
            Step("pues en staging el worker suelta esto:\n\n"
                 "[2026-12-01 10:42:17,331: ERROR/ForkPoolWorker-2] Task "
                 "orders.tasks.send_order_confirmation[5c1e0f2a] raised unexpected: "
                 "DoesNotExist('Order matching query does not exist.')\n\n"
                 "el worker lee el pedido antes de que la transacción haga commit. Aquí las "
                 "tareas se encolan con transaction.on_commit(lambda: ...), nunca directamente "
                 "dentro del atomic.",
                 [edit(f"{shop}/shop/orders/services.py",
                       "send_order_confirmation.delay(order.id)",
                       "transaction.on_commit(lambda: send_order_confirmation.delay(order.id))")],
                 "Cambiado a transaction.on_commit: la tarea solo se encola tras el commit."),
        ], "on_commit", follow_ups=[
            ("cuando un cliente cancela un pedido hay que avisar al almacén con una tarea "
             "asíncrona", "es"),
            ("generate the invoice PDF in the background once the payment is captured", "en"),
        ]),
        Scenario("factory-boy", "pt", shop, [
            Step("escreve um teste pro cupom de 10% no carrinho",
                 [edit(f"{shop}/shop/cart/tests/test_coupons.py", "",
                       "product = Product.objects.create(name='Caneca', "
                       "price=Decimal('30.00'), sku='X1', stock=5)"),
                  bash("pytest shop/cart/tests/test_coupons.py -q", "1 passed in 0.84s")],
                 "Teste criado e passando."),
            Step("eu ja falei isso outra vez: nos testes nao cria objeto na mao com "
                 "objects.create, usa as factories do factory_boy que ficam em "
                 "shop/tests/factories.py (ProductFactory, CartFactory etc). se faltar alguma "
                 "factory cria ela la",
                 [edit(f"{shop}/shop/cart/tests/test_coupons.py",
                       "Product.objects.create(", "ProductFactory("),
                  edit(f"{shop}/shop/tests/factories.py", "",
                       "class CouponFactory(factory.django.DjangoModelFactory):"),
                  bash("pytest shop/cart/tests/test_coupons.py -q", "1 passed in 0.79s")],
                 "Refeito com ProductFactory e CartFactory; criei a CouponFactory em "
                 "factories.py."),
        ], "factory", follow_ups=[
            ("preciso de um teste pro frete gratis acima de 200 reais", "pt"),
            ("write a test where a customer has two past orders and one of them was "
             "refunded", "en"),
        ]),
        Scenario("class-based-views", "it", shop, [
            Step("aggiungi una pagina con lo storico ordini del cliente",
                 [edit(f"{shop}/shop/orders/views.py", "",
                       "@login_required\ndef order_history(request):"),
                  edit(f"{shop}/shop/orders/urls.py", "",
                       "path(\"account/ordini/\", views.order_history)")],
                 "Aggiunta la vista order_history (una funzione) e la rotta /account/ordini/."),
            Step("funziona pero io preferisco le class-based view, ListView DetailView "
                 "UpdateView con LoginRequiredMixin. d ora in avanti scrivile cosi per favore, "
                 "le function view non mi piacciono",
                 [edit(f"{shop}/shop/orders/views.py",
                       "def order_history(request):",
                       "class OrderHistoryView(LoginRequiredMixin, ListView):")],
                 "Riscritta come OrderHistoryView(LoginRequiredMixin, ListView)."),
        ], "class-based", tier="personalized", follow_ups=[
            ("serve una pagina dove il cliente può modificare l'indirizzo di spedizione", "it"),
            ("add a page showing one product review together with its replies", "en"),
        ]),
        # ---------------------------------------------------------------- React Native app
        Scenario("zustand-stores", "en", rn, [
            Step("the map screen and the list screen should share the selected trail",
                 [bash("npm i @reduxjs/toolkit react-redux",
                       "added 6 packages, and audited 1204 packages in 9s"),
                  edit(f"{rn}/src/store/index.ts", "", "export const store = configureStore({"),
                  edit(f"{rn}/App.tsx", "<NavigationContainer>",
                       "<Provider store={store}>\n  <NavigationContainer>")],
                 "Set up a Redux Toolkit store with a trailsSlice and wrapped the app in "
                 "<Provider>."),
            Step("Why did you pull Redux back in? We ripped it out last spring. Shared state "
                 "lives in small zustand stores in src/stores/, one per domain (useTrailStore, "
                 "useAuthStore, ...). Undo the redux bits please.",
                 [bash("npm uninstall @reduxjs/toolkit react-redux", "removed 6 packages in 2s"),
                  edit(f"{rn}/src/stores/useTrailStore.ts", "",
                       "selectedTrailId: null as string | null,")],
                 "Removed Redux and added selectedTrailId to useTrailStore."),
        ], "zustand", follow_ups=[
            ("the km/miles setting needs to be readable from every screen", "en"),
            ("both the downloads tab and the settings page should see the offline download "
             "queue", "en"),
        ]),
        Scenario("expo-prebuild", "en", rn, [
            Step("track recording needs location access while the app is in the background",
                 [edit(f"{rn}/ios/TrailMate/Info.plist", "</dict>",
                       "<key>NSLocationAlwaysAndWhenInUseUsageDescription</key>"),
                  edit(f"{rn}/android/app/src/main/AndroidManifest.xml", "",
                       "<uses-permission android:name=\"android.permission."
                       "ACCESS_BACKGROUND_LOCATION\" />")],
                 "Added the usage description to Info.plist and ACCESS_BACKGROUND_LOCATION to "
                 "the Android manifest."),
            Step("Can you put that in app.config.ts instead? ios/ and android/ are wiped and "
                 "regenerated by expo prebuild on every EAS build, so anything edited in there "
                 "just disappears. Native settings go through the config (ios.infoPlist, "
                 "android.permissions) or a config plugin.",
                 [edit(f"{rn}/app.config.ts", "ios: {",
                       "ios: {\n    infoPlist: { NSLocationAlwaysAndWhenInUseUsageDescription"),
                  bash("npx expo prebuild --clean",
                       "✔ Cleared android, ios code\n✔ Created native directories\n"
                       "✔ Finished prebuild")],
                 "Moved both into app.config.ts; a clean prebuild regenerates them."),
        ], "prebuild", follow_ups=[
            ("change the background colour of the Android splash screen", "en"),
            ("we need a custom URL scheme registered for the OAuth redirect", "en"),
        ]),
        Scenario("expo-install", "fr", rn, [
            Step("rajoute des icones svg pour les marqueurs sur la carte",
                 [bash("npm install react-native-svg", "added 3 packages in 4s"),
                  edit(f"{rn}/src/components/TrailMarker.tsx", "<Image",
                       "<Svg width={28} height={36}>")],
                 "C'est fait, les marqueurs passent par react-native-svg."),
            Step("ca plante direct au lancement sur l iphone :\n\n"
                 "Invariant Violation: requireNativeComponent: \"RNSVGPath\" was not found in "
                 "the UIManager.\n\n"
                 "les paquets natifs faut les mettre avec npx expo install pour avoir la version "
                 "qui va avec notre sdk, npm prend la derniere et elle est pas compatible",
                 [bash("npx expo install react-native-svg",
                       "› Installing 1 SDK 52.0.0 compatible native module using npm\n"
                       "> npm install react-native-svg@15.8.0")],
                 "Réinstallé en 15.8.0 avec expo install, l'app démarre."),
        ], "expo install", follow_ups=[
            ("on a besoin de la caméra pour photographier les panneaux de sentier, ajoute ce "
             "qu'il faut", "fr"),
            ("add a bottom sheet library for the trail details panel", "en"),
        ]),
        Scenario("stylesheet-create", "de", rn, [
            Step("Bau mir eine Karte für die Trail-Zusammenfassung: Name, Länge, Höhenmeter.",
                 [edit(f"{rn}/src/components/TrailSummaryCard.tsx", "",
                       "<View style={{ padding: 12, borderRadius: 8, "
                       "backgroundColor: '#ffffff' }}>")],
                 "Karte ist fertig, die Styles stehen direkt am jeweiligen Element."),
            Step("Mir ist es lieber, wenn keine Styles inline stehen. Bitte immer "
                 "StyleSheet.create am Ende der Datei und Farben aus src/theme/colors.ts statt "
                 "Hex-Werten – so hätte ich es gern in allen Komponenten.",
                 [edit(f"{rn}/src/components/TrailSummaryCard.tsx",
                       "style={{ padding: 12, borderRadius: 8, backgroundColor: '#ffffff' }}",
                       "style={styles.card}")],
                 "Umgebaut auf StyleSheet.create mit colors.surface."),
        ], "stylesheet", tier="personalized", follow_ups=[
            ("Mach einen Button „Route starten“ auf dem Detail-Screen.", "de"),
            ("build an empty state for when the user has no saved trails", "en"),
        ]),
        Scenario("i18n-strings", "es", rn, [
            Step("antes de nada, a partir de ahora cualquier texto que vea el usuario va por "
                 "i18n, con t('clave') y las claves en src/locales/es.json y en.json. no quiero "
                 "strings escritos a mano en los componentes", [],
                 "Entendido: todos los textos pasarán por t()."),
            Step("vale, ahora pon un aviso cuando no hay conexion",
                 [edit(f"{rn}/src/components/OfflineBanner.tsx", "",
                       "<Text>{t('offline.banner')}</Text>"),
                  edit(f"{rn}/src/locales/es.json", "{", "{\n  \"offline\": {\"banner\": "),
                  edit(f"{rn}/src/locales/en.json", "{", "{\n  \"offline\": {\"banner\": ")],
                 "Añadido OfflineBanner con la clave offline.banner en los dos idiomas."),
        ], "i18n", tier="personalized", follow_ups=[
            ("pon un dialogo de confirmacion antes de borrar una ruta guardada", "es"),
            ("show an error toast when a GPX import fails", "en"),
        ]),
        # ---------------------------------------------------------------- Terraform repo
        Scenario("atlantis-apply", "en", tf, [
            Step("bump the staging postgres to db.t4g.large",
                 [edit(f"{tf}/envs/staging/rds.tf", "instance_class = \"db.t4g.medium\"",
                       "instance_class = \"db.t4g.large\""),
                  bash("cd envs/staging && terraform apply -auto-approve",
                       "aws_db_instance.main: Modifying... [id=staging-pg]\n"
                       "aws_db_instance.main: Still modifying... [10s elapsed]\n"
                       "aws_db_instance.main: Modifications complete after 6m12s\n\n"
                       "Apply complete! Resources: 0 added, 1 changed, 0 destroyed.")],
                 "Applied: staging is on db.t4g.large now."),
            Step("Stop. Nobody applies from a laptop in this repo, least of all with "
                 "-auto-approve. You open a PR, Atlantis posts the plan, someone approves, "
                 "then you comment `atlantis apply`. Locally you run terraform plan and "
                 "nothing else. Now I get to explain an unreviewed change to the on-call.",
                 [], "Understood, sorry. I'll only plan locally and let Atlantis apply from "
                     "the PR."),
        ], "atlantis", follow_ups=[
            ("the invoices S3 bucket is written, get it live in prod", "en"),
            ("raise the autoscaling max for the api service in staging to 12", "en"),
        ]),
        Scenario("lock-platforms", "en", tf, [
            Step("add the cloudflare provider so DNS records can be managed from here",
                 [edit(f"{tf}/envs/prod/versions.tf", "required_providers {",
                       "required_providers {\n    cloudflare = { source = \"cloudflare/cloudflare\", "
                       "version = \"~> 4.45\" }"),
                  bash("cd envs/prod && terraform init",
                       "Initializing provider plugins...\n"
                       "- Installing cloudflare/cloudflare v4.45.0...\n"
                       "Terraform has been successfully initialized!")],
                 "Provider added and initialised; the lock file is updated. All set."),
            Step("Atlantis on the PR says otherwise:\n\n"
                 "Error: Failed to install provider\n\n"
                 "Error while installing cloudflare/cloudflare v4.45.0: the local package for "
                 "registry.terraform.io/cloudflare/cloudflare 4.45.0 doesn't match any of the "
                 "checksums previously recorded in the dependency lock file\n\n"
                 "Your Mac only recorded darwin_arm64 hashes. Any time providers change, run "
                 "`terraform providers lock -platform=linux_amd64 -platform=darwin_arm64` and "
                 "commit the resulting .terraform.lock.hcl.",
                 [bash("cd envs/prod && terraform providers lock -platform=linux_amd64 "
                       "-platform=darwin_arm64",
                       "- Obtained cloudflare/cloudflare checksums for linux_amd64\n"
                       "- Obtained cloudflare/cloudflare checksums for darwin_arm64\n\n"
                       "Success! Terraform has updated the lock file.")],
                 "The lock file now carries hashes for both platforms."),
        ], "linux_amd64", follow_ups=[
            ("upgrade the aws provider from 5.40 to 5.80", "en"),
            ("we want the datadog provider for monitors in staging", "en"),
        ]),
        Scenario("default-tags", "pt", tf, [
            Step("cria um bucket pra guardar os backups do banco",
                 [edit(f"{tf}/modules/backups/main.tf", "",
                       "tags = { team = \"plataforma\", env = var.env, cost_center = \"1234\" }"),
                  edit(f"{tf}/modules/backups/kms.tf", "",
                       "tags = { team = \"plataforma\", env = var.env, cost_center = \"1234\" }")],
                 "Bucket e chave KMS criados, cada um com as tags team, env e cost_center."),
            Step("Dá pra tirar essas tags de cada recurso e usar default_tags no provider aws? "
                 "Assim tudo herda sozinho e ninguém esquece de marcar.",
                 [edit(f"{tf}/envs/prod/providers.tf", "provider \"aws\" {",
                       "provider \"aws\" {\n  default_tags {\n    tags = local.common_tags"),
                  edit(f"{tf}/modules/backups/main.tf",
                       "tags = { team = \"plataforma\", env = var.env, cost_center = \"1234\" }",
                       "")],
                 "Passei para default_tags no provider; os recursos ficam sem bloco tags."),
        ], "default_tags", follow_ups=[
            ("cria uma fila SQS para os eventos de pagamento", "pt"),
            ("finance wants an owner label on every prod resource", "en"),
        ]),
        Scenario("moved-block", "it", tf, [
            Step("rinomina il modulo vpc in network, il nome e fuorviante",
                 [edit(f"{tf}/envs/prod/main.tf", "module \"vpc\" {", "module \"network\" {"),
                  bash("terraform state rm module.vpc && terraform import "
                       "module.network.aws_vpc.this vpc-0a1b2c3d",
                       "Removed module.vpc.aws_vpc.this\nRemoved module.vpc.aws_subnet.private[0]\n"
                       "Successfully removed 9 resource instance(s).\n"
                       "module.network.aws_vpc.this: Import prepared!\nImport successful!")],
                 "Rinominato: ho tolto il vecchio indirizzo dallo state e reimportato la VPC."),
            Step("perche hai fatto state rm?? adesso subnet e nat gateway non sono piu nello "
                 "state e al prossimo plan li ricrea. per rinominare si usa un blocco moved "
                 "{ from = module.vpc  to = module.network }, lo state a mano non si tocca",
                 [bash("terraform state push -force terraform.tfstate.1733222400.backup", ""),
                  edit(f"{tf}/envs/prod/moved.tf", "",
                       "moved {\n  from = module.vpc\n  to   = module.network\n}"),
                  bash("terraform plan",
                       "  # module.vpc.aws_subnet.private[0] has moved to "
                       "module.network.aws_subnet.private[0]\n"
                       "Plan: 0 to add, 0 to change, 0 to destroy.")],
                 "Ripristinato lo state dal backup e aggiunto il blocco moved: il plan è "
                 "pulito."),
        ], "moved", follow_ups=[
            ("sposta i security group in un modulo a parte", "it"),
            ("rename the aws_s3_bucket resource logs to access_logs", "en"),
        ]),
        Scenario("env-folders", "fr", tf, [
            Step("prépare une file SQS pour la recette",
                 [bash("terraform workspace new recette",
                       "Created and switched to workspace \"recette\"!"),
                  edit(f"{tf}/main.tf", "", "resource \"aws_sqs_queue\" \"events\" {")],
                 "J'ai créé un workspace « recette » et ajouté la file dans main.tf."),
            Step("Je te l'ai déjà expliqué la semaine dernière : pas de terraform workspace "
                 "chez nous. Chaque environnement a son propre dossier sous envs/ "
                 "(envs/staging pour la recette, envs/prod) avec son backend à lui. Supprime ce "
                 "workspace.",
                 [bash("terraform workspace select default && terraform workspace delete "
                       "recette", "Deleted workspace \"recette\"!"),
                  edit(f"{tf}/envs/staging/sqs.tf", "", "resource \"aws_sqs_queue\" \"events\" {")],
                 "Workspace supprimé ; la file est dans envs/staging/sqs.tf."),
        ], "envs", follow_ups=[
            ("il faut un bucket seulement en production pour les exports comptables", "fr"),
            ("how do I run a plan against staging only", "en"),
        ]),
        # ---------------------------------------------------------------- notebooks / DS
        Scenario("nbstripout", "en", ds, [
            Step("commit the feature exploration notebook",
                 [bash("git add notebooks/03_feature_exploration.ipynb && git commit -m "
                       "'Add feature exploration'",
                       "[main 4e1f2a9] Add feature exploration\n"
                       " 1 file changed, 18422 insertions(+)")],
                 "Committed."),
            Step("18k lines?! I asked you about this before: outputs get stripped before a "
                 "notebook goes into git. nbstripout is set up as a filter here — run "
                 "nbstripout on it (or `nbstripout --install` if the filter is missing on your "
                 "checkout) and redo the commit.",
                 [bash("nbstripout notebooks/03_feature_exploration.ipynb && git add -u && "
                       "git commit --amend --no-edit",
                       "[main 9b07c31] Add feature exploration\n"
                       " 1 file changed, 212 insertions(+)")],
                 "Amended; the commit is 212 lines now."),
        ], "nbstripout", follow_ups=[
            ("push my cohort analysis notebook to the repo", "en"),
            ("the PR diff for the notebook is unreadable, pages of base64 images", "en"),
        ]),
        Scenario("polars", "en", ds, [
            Step("Quick note on how I work: for anything new, use polars rather than pandas, "
                 "lazy frames where it makes sense. Old pandas code can stay until we touch it.",
                 [], "Got it."),
            Step("compute weekly active users from data/raw/events.parquet",
                 [edit(f"{ds}/src/churnlab/metrics.py", "",
                       "pl.scan_parquet(path).group_by_dynamic(\"ts\", every=\"1w\")"),
                  bash("python -m churnlab.metrics --wau",
                       "shape: (52, 2)\n┌────────────┬───────┐\n│ week       ┆ wau   │")],
                 "Added weekly_active_users() on top of pl.scan_parquet."),
        ], "polars", tier="personalized", follow_ups=[
            ("join billing with the events and count failed payments per customer", "en"),
            ("write a small script that dedupes the support tickets export", "en"),
        ]),
        Scenario("dvc-data", "en", ds, [
            Step("write the training script for the baseline model",
                 [edit(f"{ds}/src/churnlab/train.py", "",
                       "df = pd.read_csv(\"/Users/ana/Downloads/customers_2026_11.csv\")"),
                  bash("python -m churnlab.train",
                       "AUC=0.781  saved models/baseline.pkl")],
                 "Training script is in place; the baseline gets 0.781 AUC."),
            Step("On the GPU box:\n\n"
                 "FileNotFoundError: [Errno 2] No such file or directory: "
                 "'/Users/ana/Downloads/customers_2026_11.csv'\n\n"
                 "Data isn't read out of anybody's Downloads. It's versioned with dvc: "
                 "`dvc pull`, then read from data/raw/ relative to the repo root. New raw files "
                 "get `dvc add` and `dvc push`.",
                 [bash("dvc pull data/raw/customers.csv.dvc",
                       "A       data/raw/customers.csv\n1 file added"),
                  edit(f"{ds}/src/churnlab/train.py",
                       "\"/Users/ana/Downloads/customers_2026_11.csv\"",
                       "ROOT / \"data/raw/customers.csv\"")],
                 "Now reads data/raw/customers.csv relative to the repo."),
        ], "dvc", follow_ups=[
            ("marketing sent a new CSV of campaign touches, make it available to the "
             "pipeline", "en"),
            ("the nightly job on the server can't find the dataset", "en"),
        ]),
        Scenario("time-split", "de", ds, [
            Step("Teil die Daten in Training und Validierung auf.",
                 [edit(f"{ds}/src/churnlab/split.py", "",
                       "train, valid = train_test_split(df, test_size=0.2, random_state=42)"),
                  bash("python -m churnlab.train --model gbm", "valid AUC=0.912")],
                 "Erledigt, 80/20 zufällig; der GBM kommt auf 0.912 AUC."),
            Step("Nein, das ist falsch, 0.912 ist zu schön, um wahr zu sein. Churn-Daten werden "
                 "nie zufällig aufgeteilt, das schiebt Zukunft ins Training. Immer zeitlich: "
                 "nach signup_date sortieren, die letzten drei Monate sind Validierung.",
                 [edit(f"{ds}/src/churnlab/split.py",
                       "train_test_split(df, test_size=0.2, random_state=42)",
                       "split_by_date(df, col=\"signup_date\", valid_months=3)"),
                  bash("python -m churnlab.train --model gbm", "valid AUC=0.804")],
                 "Zeitlicher Split nach signup_date, AUC jetzt 0.804."),
        ], "signup_date", follow_ups=[
            ("Ich brauche ein Testset für das neue Logistic-Regression-Modell.", "de"),
            ("set up cross-validation for the hyperparameter search", "en"),
        ]),
        Scenario("report-metrics", "en", ds, [
            Step("When you tell me how a model did, give me ROC AUC and recall in the top "
                 "decile — that's what the retention team can act on. With 6% churn, accuracy "
                 "is meaningless, so leave it out.", [], "Will do."),
            Step("run the evaluation for the xgboost model",
                 [bash("python -m churnlab.evaluate --model xgb",
                       "roc_auc=0.823\nrecall@top10%=0.41\naccuracy=0.941")],
                 "ROC AUC 0.823, recall in the top decile 0.41."),
        ], "decile", tier="personalized", follow_ups=[
            ("how did last night's retrain turn out?", "en"),
            ("compare the model with and without the support-ticket features", "en"),
        ]),
    ]
