"""A second outside set of sessions that teach something, and the later requests that need it.

Written by hand from the Scenario format alone (the dataclass and the Step/bash/edit helpers),
never used for tuning and written without reading how lessons are captured or recalled. Five
invented projects of kinds absent from the learning set: a Go inventory microservice, a Nuxt
museum site, an Ansible infrastructure repository, a dbt/Airflow warehouse pipeline and a C++
CMake geometry library. In each session the agent works (edits, commands with realistic output)
and the human corrects it, explicitly or mildly (a question, a pasted error after "done", a
reminder of an earlier instruction), or states a preference with nothing to correct. Follow-ups
are requests from a later session that need the lesson, worded the way a user would ask, some in
the session's language, some in English. `tier` is the tier the lesson belongs to.
"""

from __future__ import annotations

from learning_set import Scenario
from sessions import Step, bash, edit


def scenarios(base: str) -> list[Scenario]:
    go = f"{base}/inventory-svc"
    web = f"{base}/museum-site"
    ops = f"{base}/infra-ansible"
    dw = f"{base}/warehouse-pipeline"
    cpp = f"{base}/geokit"
    return [
        # ------------------------------------------------------------------ Go microservice
        Scenario("go-lint", "en", go, [
            Step("add a handler that returns stock levels for a list of SKUs",
                 [edit(f"{go}/internal/api/stock_handler.go",
                       "func (h *Handler) GetStock(",
                       "func (h *Handler) BatchGetStock(ctx context.Context, req *pb.BatchReq) "
                       "(*pb.BatchResp, error) {\n\trows, _ := h.repo.StockFor(ctx, req.Skus)\n"),
                  bash("go vet ./...", ""),
                  bash("go build ./...", "")],
                 "Added BatchGetStock; go vet is clean and everything builds."),
            Step("go vet is not what CI checks. CI runs golangci-lint with our .golangci.yml "
                 "(errcheck, revive, gosec...). Run `make lint` before you tell me the code is "
                 "clean — you're ignoring the error from StockFor right there",
                 [bash("make lint",
                       "golangci-lint run ./...\n"
                       "internal/api/stock_handler.go:42:10: Error return value of "
                       "`h.repo.StockFor` is not checked (errcheck)\n"
                       "internal/api/stock_handler.go:40:1: exported method "
                       "Handler.BatchGetStock should have comment or be unexported (revive)\n"
                       "make: *** [Makefile:31: lint] Error 1"),
                  edit(f"{go}/internal/api/stock_handler.go",
                       "rows, _ := h.repo.StockFor(ctx, req.Skus)",
                       "rows, err := h.repo.StockFor(ctx, req.Skus)\n\tif err != nil {"),
                  bash("make lint", "golangci-lint run ./...\n0 issues.")],
                 "Fixed both findings; `make lint` reports 0 issues."),
        ], "golangci-lint", follow_ups=[
            ("I'm about to open a PR for the reservation endpoint, anything to run first?", "en"),
            ("make sure the new supplier client passes the static checks our pipeline does",
             "en"),
            ("is the code I wrote in internal/cache ok style-wise?", "en")]),

        Scenario("go-sqlc", "fr", go, [
            Step("ajoute le champ warehouse_id au résultat de ListItems",
                 [edit(f"{go}/internal/db/queries.sql.go",
                       "SELECT id, sku, quantity FROM items",
                       "SELECT id, sku, quantity, warehouse_id FROM items"),
                  edit(f"{go}/internal/db/models.go", "Quantity int32",
                       "Quantity    int32\n\tWarehouseID int64"),
                  bash("go build ./...", "")],
                 "J'ai ajouté warehouse_id dans queries.sql.go et models.go, ça compile."),
            Step("non, ne touche jamais à la main aux fichiers dans internal/db, ils sont générés "
                 "par sqlc et ton changement sautera au prochain generate. Modifie la requête "
                 "dans db/queries/items.sql puis relance sqlc generate",
                 [bash("git checkout internal/db/queries.sql.go internal/db/models.go", ""),
                  edit(f"{go}/db/queries/items.sql",
                       "SELECT id, sku, quantity FROM items",
                       "SELECT id, sku, quantity, warehouse_id FROM items"),
                  bash("sqlc generate", ""),
                  bash("git status --short",
                       " M db/queries/items.sql\n M internal/db/items.sql.go\n"
                       " M internal/db/models.go")],
                 "C'est fait : requête modifiée dans items.sql, code régénéré avec sqlc."),
        ], "sqlc", follow_ups=[
            (("il faudrait une requête qui renvoie les articles d'un entrepôt triés par date de "
             "réception"), "fr"),
            ("add a reserved_until column to what the reservations query returns", "en"),
            ("the ListItems query needs pagination", "en")]),

        Scenario("go-proto", "en", go, [
            Step("the sku should be numeric in the API now, change the Item message",
                 [edit(f"{go}/proto/inventory/v1/item.proto", "string sku = 3;",
                       "int64 sku = 3;"),
                  bash("buf generate", ""),
                  bash("go build ./...", "")],
                 "Changed sku to int64 in item.proto and regenerated the stubs. Done."),
            Step("CI fails:\n"
                 "proto/inventory/v1/item.proto:14:3:Field \"3\" with name \"sku\" on message "
                 "\"Item\" changed type from \"string\" to \"int64\".\n"
                 "Error: buf breaking found 1 issue\n"
                 "we have mobile clients on old versions. never change or reuse an existing field "
                 "number: add a new field with a fresh number, deprecate the old one, and once "
                 "it's removed mark its number as reserved",
                 [edit(f"{go}/proto/inventory/v1/item.proto", "int64 sku = 3;",
                       "string sku = 3 [deprecated = true];\n  int64 sku_id = 9;"),
                  bash("buf breaking --against '.git#branch=main'", ""),
                  bash("buf generate && go build ./...", "")],
                 "Restored field 3, added sku_id = 9 and marked sku deprecated; buf breaking "
                 "passes."),
        ], "reserved", follow_ups=[
            ("rename the quantity field of Item to on_hand", "en"),
            ("prices should be integer cents instead of a double in the gRPC API", "en"),
            ("we no longer need the legacy location string in Warehouse, drop it", "en")]),

        Scenario("go-errors", "de", go, [
            Step("Ich bevorzuge, dass Fehler immer mit fmt.Errorf und %w gewrappt werden, mit "
                 "kurzem Kontext wie \"load reservation %d: %w\". Keine nackten return err und "
                 "kein errors.New mit zusammengebauten Strings. Merk dir das bitte.",
                 [], "Verstanden, ich wrappe Fehler künftig mit fmt.Errorf und %w."),
            Step("dann schreib jetzt die Funktion, die eine Reservierung freigibt",
                 [edit(f"{go}/internal/reservation/release.go", "",
                       "func (s *Service) Release(ctx context.Context, id int64) error {\n"
                       "\tr, err := s.repo.Get(ctx, id)\n\tif err != nil {\n"
                       "\t\treturn fmt.Errorf(\"load reservation %d: %w\", id, err)\n\t}\n"),
                  bash("go test ./internal/reservation/...",
                       "ok  \tinventory-svc/internal/reservation\t0.412s")],
                 "Release ist fertig, Fehler sind mit Kontext gewrappt."),
        ], "Errorf", tier="personalized", follow_ups=[
            ("Schreib die Funktion, die den Lagerbestand zwischen zwei Lagern umbucht", "de"),
            ("add error handling to the supplier HTTP client", "en")]),

        Scenario("go-race", "es", go, [
            Step("arreglé el mutex de la caché de stock, comprueba que los tests pasan",
                 [bash("go test ./...",
                       "ok  \tinventory-svc/internal/api\t(cached)\n"
                       "ok  \tinventory-svc/internal/cache\t(cached)\n"
                       "ok  \tinventory-svc/internal/reservation\t(cached)")],
                 "Todos los tests pasan."),
            Step("te lo dije la otra vez: aquí los tests se corren siempre con -race y -count=1. "
                 "Con la caché de go test y sin el detector de carreras eso no demuestra nada",
                 [bash("go test -race -count=1 ./...",
                       "==================\nWARNING: DATA RACE\n"
                       "Write at 0x00c0001a4090 by goroutine 23:\n"
                       "  inventory-svc/internal/cache.(*StockCache).Set()\n"
                       "      internal/cache/stock.go:58 +0x84\n"
                       "--- FAIL: TestConcurrentSet (0.03s)\n"
                       "    testing.go:1465: race detected during execution of test\n"
                       "FAIL\tinventory-svc/internal/cache\t0.219s")],
                 "Tienes razón: con -race aparece una carrera en StockCache.Set, la corrijo."),
        ], "race", follow_ups=[
            ("pasa los tests del paquete de reservas", "es"),
            ("¿ya funciona lo de las goroutines del importador? compruébalo", "es"),
            ("verify the worker pool change didn't break anything", "en")]),

        Scenario("go-migrations", "en", go, [
            Step("from now on every goose migration needs a real Down section that undoes the "
                 "Up, and migration files are named with a timestamp (goose create -s is wrong "
                 "here, we use the default timestamp naming)",
                 [bash("ls db/migrations | tail -3",
                       "20260914101522_add_reservations.sql\n"
                       "20261002083011_items_warehouse_fk.sql\n"
                       "20261118154400_add_suppliers.sql")],
                 "Noted: timestamped names and a working Down for every migration."),
        ], "Down", follow_ups=[
            ("add a table for supplier contacts", "en"),
            ("the items table needs an index on warehouse_id and sku", "en")]),

        Scenario("go-commits", "en", go, [
            Step("remember that I like small commits: one logical change each, with conventional "
                 "commit prefixes (feat:, fix:, refactor:, chore:) and the scope in parentheses, "
                 "like fix(cache): ...",
                 [bash("git log --oneline -3",
                       "a41c9e2 feat(api): batch stock lookup\n"
                       "9be01d7 fix(reservation): release expired holds\n"
                       "1f3c6aa chore: bump golangci-lint to 1.61")],
                 "Got it, I'll follow that format."),
        ], "conventional", tier="personalized", follow_ups=[
            ("commit what we did today", "en"),
            ("save the cache fix and the new endpoint to git", "en")]),

        Scenario("go-verbose", "pt", go, [
            Step("refatora o handler de estoque pra usar o repositorio novo",
                 [edit(f"{go}/internal/api/stock_handler.go", "h.db.Query(",
                       "h.repo.StockFor("),
                  bash("go test -race -count=1 ./internal/api/...",
                       "ok  \tinventory-svc/internal/api\t0.611s")],
                 "Pronto. Aqui está o diff completo:\n```diff\n--- a/internal/api/stock_handler.go"
                 "\n+++ b/internal/api/stock_handler.go\n@@ -31,14 +31,9 @@\n- rows, err := "
                 "h.db.Query(ctx, q, skus)\n+ rows, err := h.repo.StockFor(ctx, skus)\n...\n```"
                 "\n(mais 120 linhas)"),
            Step("nao precisa colar o diff inteiro na resposta, eu leio no git. so me diz quais "
                 "arquivos mudou e por que, em poucas linhas",
                 [], "Entendido. Mudei internal/api/stock_handler.go para usar repo.StockFor."),
        ], "arquivos", tier="personalized", follow_ups=[
            ("terminou a mudanca no servico de reservas? me conta o que fez", "pt"),
            ("summarize what you changed in the importer", "en")]),

        # ------------------------------------------------------------------ Nuxt site
        Scenario("nuxt-pnpm", "en", web, [
            Step("add @vueuse/core, I want useIntersectionObserver for the lazy gallery",
                 [bash("npm install @vueuse/core",
                       "added 4 packages, and audited 912 packages in 9s\n"
                       "found 0 vulnerabilities")],
                 "Installed @vueuse/core."),
            Step("no, don't use npm in this repo, it's pnpm only. You just created a "
                 "package-lock.json next to our pnpm-lock.yaml — delete it and redo it",
                 [bash("rm package-lock.json && rm -rf node_modules", ""),
                  bash("pnpm add @vueuse/core",
                       "Packages: +4\nProgress: resolved 918, reused 914, downloaded 4, added 4, "
                       "done\ndependencies:\n+ @vueuse/core 11.1.0")],
                 "Removed package-lock.json and added the dependency with pnpm."),
        ], "pnpm", follow_ups=[
            ("add a date formatting library for the event calendar", "en"),
            ("I just cloned the site on my new laptop, how do I get it running?", "en"),
            ("upgrade nuxt to the latest minor", "en")]),

        Scenario("nuxt-i18n", "it", web, [
            Step("aggiungi un avviso in cima alla pagina della mostra quando è sold out",
                 [edit(f"{web}/components/ExhibitionHeader.vue", "<header>",
                       "<header>\n    <p v-if=\"soldOut\" class=\"notice\">Biglietti esauriti "
                       "per oggi</p>")],
                 "Fatto, l'avviso compare quando soldOut è vero."),
            Step("perché hai scritto il testo direttamente nel template? il sito è in quattro "
                 "lingue: tutti i testi vanno nei file locales/*.json e nel template si usa $t",
                 [edit(f"{web}/components/ExhibitionHeader.vue", "Biglietti esauriti per oggi",
                       "{{ $t('exhibition.soldOut') }}"),
                  edit(f"{web}/locales/it.json", "\"exhibition\": {",
                       "\"exhibition\": {\n    \"soldOut\": \"Biglietti esauriti per oggi\","),
                  edit(f"{web}/locales/en.json", "\"exhibition\": {",
                       "\"exhibition\": {\n    \"soldOut\": \"Sold out for today\",")],
                 "Spostato il testo in locales con la chiave exhibition.soldOut."),
        ], "locales", follow_ups=[
            ("metti un pulsante \"Prenota la visita guidata\" sotto la descrizione", "it"),
            ("add a banner saying the museum is closed on Mondays", "en"),
            ("the footer needs a line about accessibility", "en")]),

        Scenario("nuxt-e2e", "pt", web, [
            Step("troca o menu do cabecalho pelo novo componente NavMain",
                 [edit(f"{web}/components/AppHeader.vue", "<MenuOld />", "<NavMain />"),
                  bash("pnpm test",
                       " ✓ components/NavMain.spec.ts (6)\n ✓ components/AppHeader.spec.ts (3)\n"
                       " Test Files  14 passed (14)\n      Tests  58 passed (58)")],
                 "Feito, os 58 testes passam."),
            Step("voce disse que estava pronto mas olha isso:\n"
                 "  1) [chromium] › navigation.spec.ts:12:3 › opens exhibitions from header\n"
                 "    Error: locator.click: Timeout 5000ms exceeded.\n"
                 "    waiting for getByRole('link', { name: 'Exposicoes' })\n"
                 "antes de dizer que terminou roda tambem o pnpm test:e2e, o vitest nao pega "
                 "nada de navegacao",
                 [bash("pnpm test:e2e",
                       "Running 21 tests using 2 workers\n  1 failed\n"
                       "    [chromium] › navigation.spec.ts:12:3 › opens exhibitions from header"
                       "\n  20 passed (48.2s)"),
                  edit(f"{web}/components/NavMain.vue", "<a :href=\"item.to\">",
                       "<NuxtLink :to=\"item.to\">"),
                  bash("pnpm test:e2e", "Running 21 tests using 2 workers\n  21 passed (46.9s)")],
                 "Corrigido: o link virou NuxtLink; os 21 testes e2e passam."),
        ], "e2e", follow_ups=[
            ("mudei o rodape e a pagina de contato, pode confirmar que ta tudo ok?", "pt"),
            ("I reworked the ticket checkout flow, can you check it's done?", "en")]),

        Scenario("nuxt-setup", "en", web, [
            Step("I prefer <script setup lang=\"ts\"> with the Composition API in every component."
                 " Never the Options API, and props typed with defineProps<...>() generics.",
                 [], "Understood."),
        ], "script setup", tier="personalized", follow_ups=[
            ("create a component that shows today's opening hours", "en"),
            ("write a small ticket counter widget for the home page", "en"),
            ("convert the old Gallery.vue to the style I like", "en")]),

        Scenario("nuxt-img", "fr", web, [
            Step("ajoute l'image de la façade en grand sur la page d'accueil",
                 [edit(f"{web}/pages/index.vue", "<section class=\"hero\">",
                       "<section class=\"hero\">\n      <img src=\"/images/facade.jpg\" "
                       "alt=\"Façade du musée\">")],
                 "L'image est en place dans le hero."),
            Step("tu pourrais plutôt utiliser <NuxtImg> avec format=\"webp\" et des sizes ? le "
                 "jpg brut fait 3 Mo et on perd 20 points sur Lighthouse",
                 [edit(f"{web}/pages/index.vue", "<img src=\"/images/facade.jpg\"",
                       "<NuxtImg src=\"/images/facade.jpg\" format=\"webp\" "
                       "sizes=\"sm:100vw lg:1200px\" preload"),
                  bash("pnpm build",
                       "✔ Server built in 4212ms\n[nitro] ✔ Generated public .output/public\n"
                       "ℹ Optimized 1 image (facade.jpg → webp, 2.9 MB → 184 kB)")],
                 "Remplacé par NuxtImg en webp, 184 ko au lieu de 2,9 Mo."),
        ], "NuxtImg", follow_ups=[
            ("mets les vignettes des œuvres dans la grille de la collection", "fr"),
            ("add the curator's portrait on the about page", "en")]),

        Scenario("nuxt-deploy", "en", web, [
            Step("the new exhibition page is ready, put it online",
                 [bash("pnpm build", "✔ Server built in 4388ms"),
                  bash("netlify deploy --prod --dir=.output/public",
                       "Deploying to main site URL...\n✔ Deploy is live!\n"
                       "Website URL:       https://museo-civico.example.org")],
                 "Deployed to production, the page is live."),
            Step("no no, we never push straight to prod from a laptop. Do a preview deploy, "
                 "send me the link, I check it, then I merge and the pipeline releases it. "
                 "Roll this one back",
                 [bash("netlify rollback", "✔ Rolled back to deploy 6723f1c0"),
                  bash("netlify deploy --dir=.output/public --alias=exhibition-page",
                       "✔ Deploy is live!\nWebsite draft URL: "
                       "https://exhibition-page--museo-civico.netlify.app")],
                 "Rolled back; preview is at https://exhibition-page--museo-civico.netlify.app"),
        ], "preview", follow_ups=[
            ("ship the homepage changes", "en"),
            ("the press page is finished, get it live", "en")]),

        Scenario("nuxt-secret", "en", web, [
            Step("wire the CMS token so the exhibitions page can fetch from the headless CMS",
                 [edit(f"{web}/nuxt.config.ts", "runtimeConfig: {",
                       "runtimeConfig: {\n    public: { cmsToken: process.env.CMS_TOKEN },"),
                  edit(f"{web}/pages/exhibitions/index.vue", "",
                       "const { data } = await useFetch(`${cmsUrl}/exhibitions`, "
                       "{ headers: { Authorization: `Bearer ${config.public.cmsToken}` } })")],
                 "The page now fetches exhibitions from the CMS."),
            Step("wait, anything under runtimeConfig.public ends up in the browser bundle. The "
                 "token has to be a private runtimeConfig key and the call has to go through a "
                 "server/api route, the page only calls our own endpoint",
                 [edit(f"{web}/nuxt.config.ts",
                       "public: { cmsToken: process.env.CMS_TOKEN },",
                       "cmsToken: '', // NUXT_CMS_TOKEN"),
                  edit(f"{web}/server/api/exhibitions.get.ts", "",
                       "export default defineEventHandler(() => {\n"
                       "  const { cmsToken } = useRuntimeConfig()\n"),
                  bash("grep -r cmsToken .output/public || echo 'not in client bundle'",
                       "not in client bundle")],
                 "Moved the token server-side; the page calls /api/exhibitions."),
        ], "server", follow_ups=[
            ("we got an API key for the ticketing provider, hook up the availability calendar",
             "en"),
            ("show the newsletter signup, it posts to Brevo with our key", "en"),
            ("load the opening-hours data from the CMS on the visit page", "en")]),

        # ------------------------------------------------------------------ Ansible
        Scenario("ansible-check", "en", ops, [
            Step("push the new nginx TLS settings to the web servers",
                 [edit(f"{ops}/roles/nginx/templates/ssl.conf.j2",
                       "ssl_protocols TLSv1.2;", "ssl_protocols TLSv1.2 TLSv1.3;"),
                  bash("ansible-playbook -i inventories/prod/hosts.yml site.yml --limit web",
                       "PLAY RECAP *****\n"
                       "web-01 : ok=31 changed=2 unreachable=0 failed=0\n"
                       "web-02 : ok=31 changed=2 unreachable=0 failed=0")],
                 "Applied to web-01 and web-02."),
            Step("whoa. never run a playbook against prod without a --check --diff dry run "
                 "first, and show me the diff before the real run. We took down web-02 like "
                 "this in March",
                 [bash("ansible-playbook -i inventories/prod/hosts.yml site.yml --limit web "
                       "--check --diff",
                       "TASK [nginx : template ssl.conf] ***\nok: [web-01]\nok: [web-02]\n"
                       "PLAY RECAP *****\nweb-01 : ok=31 changed=0\nweb-02 : ok=31 changed=0")],
                 "Understood. The dry run now shows no further changes."),
        ], "check", follow_ups=[
            ("roll out the sshd hardening to the database hosts", "en"),
            ("update the logrotate config on production", "en"),
            ("apply the new firewall rules to the prod bastion", "en")]),

        Scenario("ansible-vault", "es", ops, [
            Step("el rol de postgres necesita la contraseña del usuario de replicación",
                 [edit(f"{ops}/inventories/prod/group_vars/db.yml",
                       "postgres_version: 16",
                       "postgres_version: 16\npostgres_replication_password: Rp!2026-kq9")],
                 "Añadida la variable postgres_replication_password en group_vars/db.yml."),
            Step("no, nada de contraseñas en claro en group_vars. Los secretos van en el "
                 "vault.yml cifrado con ansible-vault, con prefijo vault_, y en db.yml solo la "
                 "referencia. Y ahora hay que rotar esa contraseña porque ya está en el historial",
                 [edit(f"{ops}/inventories/prod/group_vars/db.yml",
                       "postgres_replication_password: Rp!2026-kq9",
                       "postgres_replication_password: "
                       "\"{{ vault_postgres_replication_password }}\""),
                  bash("ansible-vault edit inventories/prod/group_vars/db/vault.yml", ""),
                  bash("git diff --stat",
                       " inventories/prod/group_vars/db.yml        | 1 +\n"
                       " inventories/prod/group_vars/db/vault.yml  | 14 +++++++-------")],
                 "Movido al vault cifrado; queda pendiente rotar la contraseña."),
        ], "vault", follow_ups=[
            ("añade el token de la API de Grafana para los servidores de monitorización", "es"),
            ("the backup role needs the S3 secret key for the offsite bucket", "en"),
            ("configure the SMTP relay credentials for the mail hosts", "en")]),

        Scenario("ansible-molecule", "de", ops, [
            Step("Pass die Redis-Rolle an, damit sie auch Sentinel konfiguriert",
                 [edit(f"{ops}/roles/redis/tasks/main.yml", "- name: Configure redis",
                       "- name: Configure sentinel\n  ansible.builtin.template:\n"
                       "    src: sentinel.conf.j2\n    dest: /etc/redis/sentinel.conf\n\n"
                       "- name: Configure redis"),
                  bash("ansible-lint roles/redis",
                       "Passed: 0 failure(s), 0 warning(s) on 9 files.")],
                 "Sentinel ist konfiguriert, ansible-lint ist sauber. Die Rolle ist fertig."),
            Step("Ich hatte doch gesagt: jede Rolle wird mit molecule test durchgespielt, bevor "
                 "du sagst, dass sie fertig ist. ansible-lint prüft nur die Syntax",
                 [bash("cd roles/redis && molecule test",
                       "INFO     Running default > converge\n"
                       "TASK [redis : Configure sentinel] ***\n"
                       "fatal: [instance]: FAILED! => {\"msg\": \"Could not find or access "
                       "'sentinel.conf.j2'\"}\n"
                       "CRITICAL Ansible return code was 2")],
                 "Du hast recht, das Template sentinel.conf.j2 fehlt. Ich lege es an."),
        ], "molecule", follow_ups=[
            ("Ich habe die Backup-Rolle umgebaut, kannst du schauen, ob sie fertig ist?", "de"),
            ("how do I make sure the new haproxy role actually works?", "en")]),

        Scenario("ansible-fqcn", "en", ops, [
            Step("from now on use fully qualified collection names for every module: "
                 "ansible.builtin.copy, ansible.posix.sysctl, community.general.ufw — not the "
                 "short names",
                 [bash("grep -rn '^\\s*- name:' roles/common/tasks/main.yml | head -3",
                       "3:- name: Install base packages\n9:- name: Set timezone\n"
                       "15:- name: Configure journald")],
                 "Will do."),
        ], "ansible.builtin", follow_ups=[
            ("write a task that creates the deploy user with its ssh key", "en"),
            ("add a handler that restarts haproxy when its config changes", "en")]),

        Scenario("ansible-confirm", "it", ops, [
            Step("d'ora in poi prima di modificare qualcosa spiegami in due righe cosa vuoi fare "
                 "e aspetta la mia conferma, non mi piace trovare file cambiati senza saperlo",
                 [], "Va bene, ti spiegherò il piano e aspetterò la tua conferma."),
        ], "conferma", tier="personalized", follow_ups=[
            ("sistema il ruolo del firewall che blocca la porta 8443", "it"),
            ("update the list of NTP servers for all hosts", "en"),
            ("cambia il timezone dei server di staging", "it")]),

        # ------------------------------------------------------------------ dbt / Airflow
        Scenario("dbt-source", "en", dw, [
            Step("create a staging model for shop orders",
                 [edit(f"{dw}/models/staging/stg_orders.sql", "",
                       "select id as order_id, customer_id, total_cents, created_at\n"
                       "from analytics_raw.shop.orders"),
                  bash("dbt run -s stg_orders",
                       "1 of 1 OK created sql view model dbt_dev.stg_orders ... [OK in 1.84s]")],
                 "stg_orders is built."),
            Step("don't hardcode database/schema names in models. Raw tables are declared in "
                 "sources.yml and read with {{ source('shop', 'orders') }}, other models with "
                 "ref(); otherwise the lineage and the dev/prod switch break",
                 [edit(f"{dw}/models/staging/stg_orders.sql",
                       "from analytics_raw.shop.orders", "from {{ source('shop', 'orders') }}"),
                  bash("dbt run -s stg_orders",
                       "1 of 1 OK created sql view model dbt_dev.stg_orders ... [OK in 1.62s]")],
                 "Now reads from source('shop', 'orders')."),
        ], "source", follow_ups=[
            ("build a staging model for the refunds table that landed from Stripe", "en"),
            ("create a model for daily revenue per country", "en")]),

        Scenario("dbt-refresh", "fr", dw, [
            Step("la colonne device_type est vide dans fct_sessions pour l'historique, corrige",
                 [edit(f"{dw}/models/marts/fct_sessions.sql", "null as device_type",
                       "coalesce(e.device_type, 'unknown') as device_type"),
                  bash("dbt run -s fct_sessions --full-refresh --target prod",
                       "1 of 1 START sql incremental model analytics.fct_sessions\n"
                       "1 of 1 OK created sql incremental model analytics.fct_sessions "
                       "[MERGE (812.4m rows, 2.1 TiB processed) in 1843.22s]")],
                 "Corrigé, fct_sessions a été reconstruit en entier."),
            Step("non arrete ca, ne lance jamais de full refresh sur un modele incremental en "
                 "prod sans me demander, ca a scanne 2 To et ca nous coute une fortune. pour "
                 "l'historique on fait un backfill par plage de dates avec les vars start_date "
                 "et end_date",
                 [bash("dbt run -s fct_sessions --target prod "
                       "--vars '{start_date: 2026-11-01, end_date: 2026-11-30}'",
                       "1 of 1 OK created sql incremental model analytics.fct_sessions "
                       "[MERGE (31.2m rows, 84.0 GiB processed) in 96.41s]")],
                 "Compris. Backfill par plage fait pour novembre, 84 Go traités."),
        ], "refresh", follow_ups=[
            (("j'ai ajoute une colonne au modele des commandes, comment la remplir pour les "
             "mois passes"), "fr"),
            ("fct_sessions has wrong attribution for last quarter, fix the data", "en"),
            ("la logique de deduplication a change, il faut recalculer les evenements", "fr")]),

        Scenario("dbt-sqlfluff", "en", dw, [
            Step("add the marketing attribution model",
                 [edit(f"{dw}/models/marts/fct_attribution.sql", "",
                       "select *\nfrom {{ ref('int_touchpoints') }} t\n"
                       "join {{ ref('stg_orders') }} o using (customer_id)"),
                  bash("dbt build -s fct_attribution",
                       "1 of 3 OK created sql table model dbt_dev.fct_attribution\n"
                       "2 of 3 PASS unique_fct_attribution_touch_id\n"
                       "3 of 3 PASS not_null_fct_attribution_touch_id\nDone. PASS=3 ERROR=0")],
                 "Done, the model builds and its tests pass."),
            Step("CI is red again:\n"
                 "== [models/marts/fct_attribution.sql] FAIL\n"
                 "L:   1 | P:   1 | AM04 | Query produces an unknown number of result columns.\n"
                 "L:   3 | P:   1 | AM05 | Join clauses should be fully qualified.\n"
                 "this is the third time. lint with sqlfluff before you say a model is done",
                 [bash("sqlfluff lint models/marts/fct_attribution.sql",
                       "L:   1 | P:   1 | AM04 | Query produces an unknown number of result "
                       "columns.\nL:   3 | P:   1 | AM05 | Join clauses should be fully "
                       "qualified."),
                  edit(f"{dw}/models/marts/fct_attribution.sql", "select *",
                       "select\n    t.touch_id,\n    t.channel,\n    o.order_id"),
                  bash("sqlfluff lint models/marts/fct_attribution.sql", "All Finished!")],
                 "Fixed, sqlfluff is clean."),
        ], "sqlfluff", follow_ups=[
            ("I added the cohort retention model, is it ready to merge?", "en"),
            ("anything I should check before pushing the new SQL for the finance marts?", "en")]),

        Scenario("airflow-catchup", "de", dw, [
            Step("leg einen DAG an, der täglich den CRM-Export aus dem SFTP lädt",
                 [edit(f"{dw}/dags/crm_export.py", "",
                       "with DAG(\"crm_export\", schedule=\"@daily\",\n"
                       "         start_date=datetime(2026, 1, 1)) as dag:"),
                  bash("airflow dags unpause crm_export", "Dag: crm_export, paused: False")],
                 "Der DAG crm_export ist angelegt und aktiv."),
            Step("Warum laufen da plötzlich 330 Runs gleichzeitig und der SFTP-Server blockt "
                 "uns? Neue DAGs immer mit catchup=False und festem start_date, und erst "
                 "pausiert deployen",
                 [bash("airflow dags pause crm_export", "Dag: crm_export, paused: True"),
                  bash("airflow tasks clear crm_export -s 2026-01-01 -e 2026-11-30 -y",
                       "Cleared 330 task instances"),
                  edit(f"{dw}/dags/crm_export.py", "start_date=datetime(2026, 1, 1)) as dag:",
                       "start_date=datetime(2026, 12, 1), catchup=False) as dag:")],
                 "Pausiert, Runs gelöscht, catchup=False gesetzt."),
        ], "catchup", follow_ups=[
            ("Wir brauchen einen wöchentlichen Job für den Churn-Report", "de"),
            ("schedule a nightly load of the ad spend from the Google Ads API", "en"),
            ("Bau eine Pipeline, die stündlich die Wechselkurse holt", "de")]),

        Scenario("dbt-tests", "pt", dw, [
            Step("a partir de agora todo modelo novo tem que vir com teste unique e not_null na "
                 "chave primaria no schema.yml, e descricao em cada coluna",
                 [bash("dbt ls --resource-type test -s marts | wc -l", "148")],
                 "Combinado."),
        ], "not_null", follow_ups=[
            ("cria um modelo de clientes ativos por mes", "pt"),
            ("add a dimension table for product categories", "en")]),

        Scenario("dbt-summary", "es", dw, [
            Step("prefiero que al terminar cada tarea me des un resumen con los modelos que "
                 "tocaste y el coste estimado de las consultas, en una tabla",
                 [], "De acuerdo, terminaré siempre con esa tabla."),
        ], "coste", tier="personalized", follow_ups=[
            ("termina el modelo de embudo de conversión", "es"),
            ("finish the LTV model and tell me when it's done", "en")]),

        # ------------------------------------------------------------------ C++ CMake library
        Scenario("cpp-presets", "en", cpp, [
            Step("build the library and run the tests",
                 [bash("cmake . && make -j4",
                       "-- The CXX compiler identification is GNU 13.2.0\n"
                       "-- Configuring done\n-- Generating done\n"
                       "-- Build files have been written to: " + cpp + "\n"
                       "[100%] Built target geokit_tests"),
                  bash("ctest", "100% tests passed, 0 tests failed out of 212")],
                 "Built and all 212 tests pass."),
            Step("please don't configure in-source, you just dumped CMakeCache.txt and "
                 "CMakeFiles/ into the repo root. We use the presets: cmake --preset dev, "
                 "cmake --build --preset dev, ctest --preset dev",
                 [bash("rm -rf CMakeCache.txt CMakeFiles cmake_install.cmake Makefile", ""),
                  bash("cmake --preset dev && cmake --build --preset dev",
                       "-- Build files have been written to: " + cpp + "/build/dev\n"
                       "[212/212] Linking CXX executable tests/geokit_tests"),
                  bash("ctest --preset dev", "100% tests passed, 0 tests failed out of 212")],
                 "Cleaned up and rebuilt with the dev preset."),
        ], "preset", follow_ups=[
            ("compile geokit and check the test suite", "en"),
            ("I need an optimized build to profile the polygon clipping", "en")]),

        Scenario("cpp-abi", "en", cpp, [
            Step("Transformer should cache the projection parameters, it recomputes them on "
                 "every call",
                 [edit(f"{cpp}/include/geokit/transformer.hpp", "  Projection proj_;",
                       "  Projection proj_;\n  mutable std::optional<ProjParams> cache_;"),
                  bash("cmake --build --preset dev && ctest --preset dev",
                       "100% tests passed, 0 tests failed out of 214")],
                 "Added a cache member to Transformer; tests pass."),
            Step("why did you add a member to Transformer in the public header? that changes "
                 "sizeof and breaks ABI for everyone on 2.x. Public classes keep their layout; "
                 "new state goes behind the Impl pointer in src/",
                 [edit(f"{cpp}/include/geokit/transformer.hpp",
                       "  mutable std::optional<ProjParams> cache_;", ""),
                  edit(f"{cpp}/src/transformer_impl.hpp", "struct Transformer::Impl {",
                       "struct Transformer::Impl {\n  std::optional<ProjParams> cache;"),
                  bash("abi-compliance-checker -l geokit -old abi/2.3.xml -new build/abi.xml",
                       "Binary compatibility: 100%\nSource compatibility: 100%")],
                 "Moved the cache into Impl; binary compatibility is 100%."),
        ], "ABI", follow_ups=[
            ("coordinates need to remember which datum they're in", "en"),
            ("add a thread-safe counter of transformations to Transformer for metrics", "en"),
            ("give Polygon a cached bounding box", "en")]),

        Scenario("cpp-format", "it", cpp, [
            Step("aggiungi il calcolo dell'area con segno ai poligoni",
                 [edit(f"{cpp}/src/polygon.cpp", "double Polygon::area() const {",
                       "double Polygon::signed_area() const {\n  double s=0;"
                       "for(size_t i=0;i<pts_.size();++i){"),
                  bash("cmake --build --preset dev && ctest --preset dev -R polygon",
                       "100% tests passed, 0 tests failed out of 18")],
                 "Fatto, signed_area funziona e i test passano."),
            Step("hai detto che era finito ma la CI e rossa:\n"
                 "src/polygon.cpp:88:14: error: code should be clang-formatted "
                 "[-Wclang-format-violations]\n"
                 "    double s=0;for(size_t i=0;i<pts_.size();++i){\n"
                 "passa clang-format -i sui file che tocchi prima di consegnare",
                 [bash("clang-format -i src/polygon.cpp include/geokit/polygon.hpp", ""),
                  bash("git clang-format --diff origin/main", "no modified files to format")],
                 "Formattato, ora il controllo passa."),
        ], "clang-format", follow_ups=[
            ("ho aggiunto la funzione per il centroide, e pronta per la PR?", "it"),
            ("prepare the simplify() change for review", "en")]),

        Scenario("cpp-regression", "fr", cpp, [
            Step("je préfère que chaque bug corrigé arrive avec un test de régression Catch2 qui "
                 "échoue sans le correctif, dans tests/regression/, nommé avec le numéro du "
                 "ticket",
                 [bash("ls tests/regression | head -3",
                       "issue_112_antimeridian.cpp\nissue_131_empty_ring.cpp\n"
                       "issue_140_utm_zone_32v.cpp")],
                 "C'est noté."),
        ], "régression", follow_ups=[
            ("corrige le calcul de distance près des pôles, ticket #157", "fr"),
            ("there's an off-by-one in the tile index computation, fix it", "en")]),

        Scenario("cpp-language", "de", cpp, [
            Step("Merk dir bitte: mit mir redest du Deutsch, aber Code-Kommentare, Doxygen und "
                 "Commit-Nachrichten bleiben auf Englisch, das Projekt ist international",
                 [], "Alles klar, ich antworte auf Deutsch und schreibe Code und Commits auf "
                     "Englisch."),
        ], "Englisch", tier="personalized", follow_ups=[
            ("Dokumentier die Funktion simplify() mit einem Doxygen-Kommentar", "de"),
            ("commit the centroid fix", "en"),
            ("Erklär mir kurz, warum der R-Baum so langsam ist", "de")]),

        Scenario("cpp-asan", "pt", cpp, [
            Step("roda os testes da arvore R",
                 [bash("ctest --preset dev -R rtree",
                       "100% tests passed, 0 tests failed out of 27")],
                 "Os 27 testes da R-tree passam."),
            Step("lembra que eu pedi: os testes sempre rodam tambem com o preset asan "
                 "(AddressSanitizer + UBSan). o bug de memoria da semana passada so aparecia "
                 "assim",
                 [bash("cmake --preset asan && cmake --build --preset asan", "[214/214] Linking"),
                  bash("ctest --preset asan -R rtree",
                       "==41872==ERROR: AddressSanitizer: heap-use-after-free on address "
                       "0x6030000a1f40\n    #0 geokit::RTree::remove(...) src/rtree.cpp:203\n"
                       "96% tests passed, 1 tests failed out of 27")],
                 "Com asan aparece um use-after-free em RTree::remove, vou corrigir."),
        ], "asan", follow_ups=[
            ("roda os testes do modulo de projecoes", "pt"),
            (("make sure the new tile cache code is solid before I merge it, it juggles raw "
             "pointers"), "en")]),
    ]
