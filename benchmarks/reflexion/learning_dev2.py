"""A second learning set, used for development.

Written from the Scenario format alone (learning_set.py) by someone who had not seen the memory
system's code. Same shape as learning_set.py: in each session the agent acts, then the human
corrects it or states a preference, in their own language; `expect` is a word the learned record
must contain, and `follow_ups` are natural requests from a later session that need the lesson,
phrased without the correction's words. Five invented projects: a Go fleet-tracking service, a
Laravel clinic portal, a Flutter recipe app, an Ansible/Kubernetes ops repo and an R/Julia
clinical-trial analysis repo.
"""

from __future__ import annotations

from learning_set import Scenario
from sessions import Step, bash, edit


def scenarios(base: str) -> list[Scenario]:
    go, lar, flu = f"{base}/fleet-tracker", f"{base}/clinic-portal", f"{base}/recipe-box"
    ops, ana = f"{base}/infra-ops", f"{base}/trial-stats"
    return [
        # ------------------------------------------------------------------ Go microservice
        Scenario("golangci", "en", go, [
            Step("check the new geofence package for problems before I push",
                 [bash("go vet ./internal/geofence/...", "")],
                 "go vet is clean, nothing to report."),
            Step("golangci-lint run, not just go vet. CI uses our .golangci.yml",
                 [bash("golangci-lint run ./internal/geofence/...",
                       "internal/geofence/polygon.go:48:2: ineffectual assignment to err "
                       "(ineffassign)\ninternal/geofence/match.go:17:6: func `unusedHelper` "
                       "is unused (unused)\n2 issues:\n* ineffassign: 1\n* unused: 1")],
                 "golangci-lint found 2 issues; fixing both now."),
        ], "golangci-lint", follow_ups=[
            ("lint the tracker service before I open the PR", "en"),
            ("is the telemetry handler ready to merge? run the same static checks the pipeline "
             "does", "en"),
        ]),
        Scenario("buf-generate", "en", go, [
            Step("add an odometer_km field to the Vehicle message returned by GetVehicle",
                 [edit(f"{go}/api/gen/fleet/v1/vehicle.pb.go",
                       "Vin string `protobuf:\"bytes,2,opt,name=vin,proto3\"`",
                       "Vin string `protobuf:\"bytes,2,opt,name=vin,proto3\"`\n"
                       "\tOdometerKm float64"),
                  edit(f"{go}/internal/server/vehicle.go", "Vin: v.VIN,",
                       "Vin: v.VIN,\n\t\tOdometerKm: v.OdometerKm,"),
                  bash("go build ./...", "")],
                 "Added OdometerKm to the Vehicle struct and set it in the handler; it builds."),
            Step("CI is red:\n```\nRun buf generate && git diff --exit-code api/gen\n"
                 "diff --git a/api/gen/fleet/v1/vehicle.pb.go b/api/gen/fleet/v1/vehicle.pb.go\n"
                 "-\tOdometerKm float64\nError: Process completed with exit code 1.\n```\n"
                 "everything under api/gen is generated. change api/proto/fleet/v1/vehicle.proto "
                 "and run buf generate, never hand-edit the .pb.go files",
                 [bash("git checkout api/gen"),
                  edit(f"{go}/api/proto/fleet/v1/vehicle.proto", "string vin = 2;",
                       "string vin = 2;\n  double odometer_km = 3;"),
                  bash("buf lint && buf generate", "")],
                 "Reverted the hand edit, added odometer_km to vehicle.proto and regenerated."),
        ], "buf", follow_ups=[
            ("the mobile team wants GetVehicle to also return the last known battery level",
             "en"),
            ("we need a new RPC that lists all vehicles assigned to a depot", "en"),
        ]),
        Scenario("gomod-version", "de", go, [
            Step("füg eine Bibliothek für Retries hinzu, nimm cenkalti/backoff",
                 [bash("go get github.com/cenkalti/backoff/v5@latest",
                       "go: upgraded go 1.21 => 1.23.0\ngo: added toolchain go1.23.4\n"
                       "go: added github.com/cenkalti/backoff/v5 v5.0.2"),
                  edit(f"{go}/internal/notify/client.go", "resp, err := c.http.Do(req)",
                       "resp, err := backoff.Retry(ctx, op, backoff.WithBackOff(b))")],
                 "Backoff ist drin, der Notify-Client macht jetzt exponentielle Retries."),
            Step("warum hast du die go version in go.mod auf 1.23 hochgezogen? die bleibt auf "
                 "1.21, unsere build images haben nichts neueres. nimm eine version der lib die "
                 "mit 1.21 lauft und lass go.mod und die toolchain zeile in ruhe",
                 [bash("git checkout go.mod go.sum && "
                       "go get github.com/cenkalti/backoff/v4@v4.3.0",
                       "go: added github.com/cenkalti/backoff/v4 v4.3.0")],
                 "Zurückgesetzt; backoff/v4 v4.3.0 läuft mit Go 1.21, die go-Direktive bleibt."),
        ], "go.mod", follow_ups=[
            ("wir brauchen ein Paket, um JWTs zu prüfen, bau es bitte ein", "de"),
            ("add a library for parsing the YAML config files", "en"),
            ("bump the prometheus client to a newer release", "en"),
        ]),
        Scenario("table-tests", "en", go, [
            Step("from now on, for this service I prefer table-driven tests: one slice of cases "
                 "and t.Run subtests, not a pile of copy-pasted Test functions. Now write tests "
                 "for the ETA calculator",
                 [edit(f"{go}/internal/eta/eta_test.go", "package eta",
                       "package eta\n\nfunc TestEstimate(t *testing.T) {\n\ttests := []struct{"),
                  bash("go test ./internal/eta/",
                       "ok  \tgithub.com/acme/fleet-tracker/internal/eta\t0.014s")],
                 "Added TestEstimate with 7 cases as subtests; all pass."),
        ], "table-driven", tier="personalized", follow_ups=[
            ("write unit tests for the speed-limit checker", "en"),
            ("cover the route deduplication function with tests", "en"),
            ("how does the user want Go tests laid out", "en"),
        ]),
        Scenario("wrap-errors", "es", go, [
            Step("el handler de telemetría pierde el error original cuando falla la base de datos",
                 [edit(f"{go}/internal/telemetry/store.go", "return err",
                       "return errors.New(\"store: insert failed: \" + err.Error())")],
                 "Ahora el error devuelto incluye el mensaje original."),
            Step("mejor en lugar de concatenar el texto, envuélvelo con fmt.Errorf y %w, así "
                 "errors.Is sigue funcionando con pgx.ErrNoRows",
                 [edit(f"{go}/internal/telemetry/store.go",
                       "errors.New(\"store: insert failed: \" + err.Error())",
                       "fmt.Errorf(\"store: insert position: %w\", err)"),
                  bash("go test ./internal/telemetry/",
                       "ok  \tgithub.com/acme/fleet-tracker/internal/telemetry\t0.231s")],
                 "Cambiado; los tests pasan."),
        ], "errorf", follow_ups=[
            ("el repositorio de conductores devuelve errores sin contexto, añádeles información",
             "es"),
            ("when the depot lookup fails the caller can't tell it was a not-found, improve the "
             "error it returns", "en"),
        ]),

        # ------------------------------------------------------------------ Laravel app
        Scenario("migrate-fresh", "en", lar, [
            Step("add a cancelled_at column to appointments",
                 [bash("php artisan make:migration add_cancelled_at_to_appointments_table",
                       "   INFO  Migration [database/migrations/2026_12_03_101512_add_cancelled_"
                       "at_to_appointments_table.php] created successfully."),
                  edit(f"{lar}/database/migrations/2026_12_03_101512_add_cancelled_at_to_"
                       "appointments_table.php", "//",
                       "$table->timestamp('cancelled_at')->nullable();"),
                  bash("php artisan migrate:fresh --seed",
                       "  Dropping all tables .......................... 312ms DONE\n\n"
                       "   INFO  Preparing database.\n\n   INFO  Running migrations.\n ...\n"
                       "   INFO  Seeding database.")],
                 "Column added; I rebuilt the database and reseeded it."),
            Step("no, that's wrong. never run migrate:fresh here, the dev database is shared with "
                 "QA and you just wiped their test patients. only ever php artisan migrate",
                 [bash("php artisan migrate:status",
                       "  2026_12_03_101512_add_cancelled_at_to_appointments_table .. [1] Ran")],
                 "Sorry about that. I'll only apply migrations with php artisan migrate."),
        ], "migrate:fresh", follow_ups=[
            ("the prescriptions table migration is written, apply it", "en"),
            ("my local schema seems out of sync with the migrations folder, can you sort it out",
             "en"),
        ]),
        Scenario("form-request", "fr", lar, [
            Step("ajoute la validation à la création de rendez-vous (date dans le futur, "
                 "médecin existant)",
                 [edit(f"{lar}/app/Http/Controllers/AppointmentController.php",
                       "public function store(Request $request)\n    {",
                       "public function store(Request $request)\n    {\n        $data = "
                       "$request->validate(['starts_at' => 'required|date|after:now', "
                       "'doctor_id' => 'required|exists:doctors,id']);")],
                 "Validation ajoutée dans AppointmentController@store."),
            Step("tu peux plutôt passer par une FormRequest ? php artisan make:request "
                 "StoreAppointmentRequest. On garde les contrôleurs sans règles de validation.",
                 [bash("php artisan make:request StoreAppointmentRequest",
                       "   INFO  Request [app/Http/Requests/StoreAppointmentRequest.php] created "
                       "successfully."),
                  edit(f"{lar}/app/Http/Controllers/AppointmentController.php",
                       "store(Request $request)", "store(StoreAppointmentRequest $request)")],
                 "Règles déplacées dans StoreAppointmentRequest, le contrôleur l'injecte."),
        ], "formrequest", follow_ups=[
            ("il faut contrôler les champs quand on modifie la fiche d'un patient", "fr"),
            ("reject bad input when a doctor updates their weekly availability", "en"),
        ]),
        Scenario("eager-load", "it", lar, [
            Step("nella lista degli appuntamenti mostra anche il nome del medico",
                 [edit(f"{lar}/resources/views/appointments/index.blade.php",
                       "<td>{{ $appointment->starts_at->format('d/m H:i') }}</td>",
                       "<td>{{ $appointment->starts_at->format('d/m H:i') }}</td>\n"
                       "<td>{{ $appointment->doctor->name }}</td>")],
                 "Fatto, la tabella ora ha la colonna con il medico."),
            Step("non va:\n```\nIlluminate\\Database\\LazyLoadingViolationException\n"
                 "Attempted to lazy load [doctor] on model [App\\Models\\Appointment] but lazy "
                 "loading is disabled.\n```\nin locale Model::preventLazyLoading() è attivo "
                 "apposta. carica la relazione in modo eager con with('doctor') nella query del "
                 "controller",
                 [edit(f"{lar}/app/Http/Controllers/AppointmentController.php",
                       "Appointment::query()", "Appointment::query()->with('doctor')")],
                 "Aggiunto with('doctor'), la pagina si carica."),
        ], "eager", follow_ups=[
            ("nella scheda paziente voglio vedere anche la sede di ogni appuntamento", "it"),
            ("show each invoice's patient name on the billing overview page", "en"),
        ]),
        Scenario("pest", "en", lar, [
            Step("I prefer Pest for new tests: it() closures in tests/Feature, not PHPUnit test "
                 "classes. Keep that in mind. Now cover the appointment cancellation endpoint",
                 [edit(f"{lar}/tests/Feature/CancelAppointmentTest.php", "<?php",
                       "<?php\n\nit('cancels a future appointment', function () {"),
                  bash("./vendor/bin/pest tests/Feature/CancelAppointmentTest.php",
                       "   PASS  Tests\\Feature\\CancelAppointmentTest\n  ✓ it cancels a future "
                       "appointment\n  ✓ it refuses to cancel a past appointment\n\n"
                       "  Tests:    2 passed (5 assertions)")],
                 "Two tests written, both pass."),
        ], "pest", tier="personalized", follow_ups=[
            ("write a feature test for the patient search page", "en"),
            ("the reminder email job has no tests yet", "en"),
        ]),
        Scenario("composer-install", "pt", lar, [
            Step("o projeto nao sobe depois do pull, falta pacote",
                 [bash("composer update",
                       "Loading composer repositories with package information\n"
                       "Updating dependencies\nLock file operations: 0 installs, 23 updates, "
                       "0 removals\n  - Upgrading laravel/framework (v11.31.0 => v11.34.2)\n"
                       "  ...\nWriting lock file")],
                 "Rodei composer update, os pacotes estão instalados e o app sobe."),
            Step("nao roda composer update, usa composer install. o lock e do time todo e voce "
                 "acabou de atualizar 23 pacotes",
                 [bash("git checkout composer.lock && composer install",
                       "Installing dependencies from lock file (including require-dev)\n"
                       "Nothing to install, update or remove\nGenerating optimized autoload "
                       "files")],
                 "composer.lock revertido e dependências instaladas a partir dele."),
        ], "composer install", follow_ups=[
            ("acabei de clonar o repositorio, como deixo as dependencias PHP prontas?", "pt"),
            ("after pulling main the app says a class is missing from vendor", "en"),
        ]),

        # ------------------------------------------------------------------ Flutter app
        Scenario("riverpod", "en", flu, [
            Step("make the favourite heart on the recipe card toggle",
                 [edit(f"{flu}/lib/widgets/recipe_card.dart",
                       "class RecipeCard extends StatelessWidget",
                       "class RecipeCard extends StatefulWidget"),
                  edit(f"{flu}/lib/widgets/recipe_card.dart", "Widget build(",
                       "bool _isFavourite = false;\n\n  @override\n  Widget build(")],
                 "RecipeCard is now stateful and flips _isFavourite with setState."),
            Step("no, that's not how we do it. favourites are app state, they live in a Riverpod "
                 "provider under lib/state and the widgets stay ConsumerWidgets. don't use "
                 "setState for anything another screen needs",
                 [edit(f"{flu}/lib/state/favourites_provider.dart", "",
                       "final favouritesProvider = NotifierProvider<FavouritesNotifier, "
                       "Set<String>>(FavouritesNotifier.new);"),
                  edit(f"{flu}/lib/widgets/recipe_card.dart",
                       "class RecipeCard extends StatefulWidget",
                       "class RecipeCard extends ConsumerWidget")],
                 "Moved to favouritesProvider; RecipeCard watches it."),
        ], "riverpod", follow_ups=[
            ("the shopping list should remember which items were ticked off when you switch tabs",
             "en"),
            ("let the user choose metric or imperial units and respect it on every screen", "en"),
        ]),
        Scenario("build-runner", "en", flu, [
            Step("add a prepTime field to the Recipe model",
                 [edit(f"{flu}/lib/models/recipe.dart", "required String title,",
                       "required String title,\n    required Duration prepTime,")],
                 "Added prepTime to the Recipe freezed class."),
            Step("```\nlib/models/recipe.dart:14:7: Error: The non-abstract class '_$RecipeImpl' "
                 "is missing implementations for these members:\n - _$Recipe.prepTime\n"
                 "lib/models/recipe.g.dart:22:5: Error: No named parameter with the name "
                 "'prepTime'.\n```\nyou have to regenerate after touching a freezed / "
                 "json_serializable model: dart run build_runner build "
                 "--delete-conflicting-outputs",
                 [bash("dart run build_runner build --delete-conflicting-outputs",
                       "[INFO] Generating build script completed, took 412ms\n"
                       "[INFO] Running build completed, took 9.8s\n"
                       "[INFO] Succeeded after 9.9s with 6 outputs (12 actions)")],
                 "Regenerated; the app compiles again."),
        ], "build_runner", follow_ups=[
            ("the Ingredient class needs an optional notes field", "en"),
            ("I renamed a property on the user profile model and now nothing compiles", "en"),
        ]),
        Scenario("lint-rules", "es", flu, [
            Step("arregla los avisos del analizador en la pantalla de búsqueda",
                 [bash("flutter analyze",
                       "   info • Don't use 'BuildContext's across async gaps • "
                       "lib/screens/search_screen.dart:58:21 • use_build_context_synchronously\n"
                       "1 issue found. (ran in 3.2s)"),
                  edit(f"{flu}/analysis_options.yaml", "linter:\n  rules:",
                       "linter:\n  rules:\n    use_build_context_synchronously: false"),
                  bash("flutter analyze", "No issues found! (ran in 2.9s)")],
                 "Listo, el analizador ya no da avisos."),
            Step("¿por qué tocaste analysis_options.yaml? no se desactivan reglas del linter para "
                 "que pase. comprueba context.mounted después del await y deja las reglas como "
                 "estaban",
                 [bash("git checkout analysis_options.yaml"),
                  edit(f"{flu}/lib/screens/search_screen.dart", "Navigator.of(context).push(",
                       "if (!context.mounted) return;\n    Navigator.of(context).push(")],
                 "Revertido, y añadida la comprobación de context.mounted."),
        ], "analysis_options", follow_ups=[
            ("el analizador se queja de un print y de una variable sin usar en el servicio de "
             "recetas", "es"),
            ("get the analyzer down to zero warnings before we cut the release", "en"),
        ]),
        Scenario("arb-strings", "fr", flu, [
            Step("affiche « Aucune recette trouvée » quand la recherche ne renvoie rien",
                 [edit(f"{flu}/lib/screens/search_screen.dart", "return ListView.builder(",
                       "if (results.isEmpty) {\n      return const Center(child: "
                       "Text('Aucune recette trouvée'));\n    }\n    return ListView.builder(")],
                 "Le message s'affiche quand la liste est vide."),
            Step("je te l'ai déjà dit la semaine dernière : pas de texte en dur dans les widgets. "
                 "ajoute la clé dans lib/l10n/app_fr.arb et app_en.arb et passe par "
                 "AppLocalizations.of(context)",
                 [edit(f"{flu}/lib/l10n/app_fr.arb", "{",
                       "{\n  \"noRecipesFound\": \"Aucune recette trouvée\","),
                  edit(f"{flu}/lib/l10n/app_en.arb", "{",
                       "{\n  \"noRecipesFound\": \"No recipes found\","),
                  bash("flutter gen-l10n", ""),
                  edit(f"{flu}/lib/screens/search_screen.dart", "Text('Aucune recette trouvée')",
                       "Text(AppLocalizations.of(context)!.noRecipesFound)")],
                 "Clé noRecipesFound ajoutée dans les deux fichiers et utilisée dans l'écran."),
        ], "arb", follow_ups=[
            ("il faudrait un libellé sous le bouton de partage de la recette", "fr"),
            ("show a snackbar telling the user the recipe was saved", "en"),
        ]),
        Scenario("widget-files", "it", flu, [
            Step("preferisco che ogni widget riutilizzabile stia nel suo file sotto lib/widgets, "
                 "non classi private in fondo al file della schermata. ricordatelo anche per le "
                 "prossime volte",
                 [], "D'accordo, ogni widget riutilizzabile avrà il suo file in lib/widgets."),
        ], "lib/widgets", tier="personalized", follow_ups=[
            ("mi serve un badge con il tempo di cottura da usare sia nella lista sia nel "
             "dettaglio", "it"),
            ("build a star rating component for the recipe detail page", "en"),
        ]),
        Scenario("fvm", "en", flu, [
            Step("run the widget tests",
                 [bash("flutter test",
                       "Resolving dependencies...\nThe current Dart SDK version is 3.3.4.\n\n"
                       "Because recipe_box requires SDK version >=3.5.0 <4.0.0, version solving "
                       "failed.")],
                 "Your installed Flutter is too old for this project. I suggest running "
                 "flutter upgrade."),
            Step("don't upgrade anything. fvm flutter test, the version is pinned in .fvmrc",
                 [bash("fvm flutter test", "00:14 +48: All tests passed!")],
                 "48 tests passed."),
        ], "fvm", follow_ups=[
            ("build a release APK for the internal testers", "en"),
            ("the golden images need regenerating after the new card design", "en"),
        ]),

        # ------------------------------------------------------------------ Ansible / Kubernetes
        Scenario("argocd", "en", ops, [
            Step("bump ingress-nginx to 3 replicas in prod, traffic is spiking",
                 [edit(f"{ops}/k8s/prod/ingress-nginx/values.yaml", "replicaCount: 2",
                       "replicaCount: 3"),
                  bash("kubectl apply -k k8s/prod/ingress-nginx",
                       "configmap/ingress-nginx-controller unchanged\n"
                       "deployment.apps/ingress-nginx-controller configured")],
                 "Applied, prod now runs 3 controller replicas."),
            Step("no, never kubectl apply to prod by hand. Argo CD owns those namespaces, it "
                 "shows OutOfSync and self-heal reverts you. commit the change, open a PR and let "
                 "Argo sync it",
                 [bash("git switch -c prod-ingress-replicas && git commit -am "
                       "'prod: ingress-nginx 3 replicas'",
                       "[prod-ingress-replicas 4e1a9c2] prod: ingress-nginx 3 replicas\n"
                       " 1 file changed, 1 insertion(+), 1 deletion(-)")],
                 "Committed on a branch, ready for the PR."),
        ], "argo", follow_ups=[
            ("the payments deployment in production needs a 1Gi memory limit", "en"),
            ("roll the api in prod out to the new image tag", "en"),
        ]),
        Scenario("ansible-check", "en", ops, [
            Step("add the new monitoring user to the bastion hosts",
                 [edit(f"{ops}/ansible/group_vars/bastion.yml", "users:\n",
                       "users:\n  - name: monitoring\n    shell: /usr/sbin/nologin\n"),
                  bash("ansible-playbook -i inventories/prod site.yml --limit bastion",
                       "PLAY RECAP *********************************************************\n"
                       "bastion-01 : ok=34 changed=3 unreachable=0 failed=0 skipped=5\n"
                       "bastion-02 : ok=34 changed=3 unreachable=0 failed=0 skipped=5")],
                 "User created on both bastions."),
            Step("let's not fire playbooks straight at prod like that. from now on I want a "
                 "--check --diff run first, with a short summary of what would change, and then "
                 "you wait for my go",
                 [bash("ansible-playbook -i inventories/prod site.yml --limit bastion --check "
                       "--diff",
                       "TASK [users : create accounts] ***\nok: [bastion-01]\nok: [bastion-02]\n"
                       "PLAY RECAP ***\nbastion-01 : ok=34 changed=0\nbastion-02 : ok=34 "
                       "changed=0")],
                 "Understood: dry run and summary first, then I wait for you."),
        ], "--check", tier="personalized", follow_ups=[
            ("turn off password authentication in sshd on the database servers", "en"),
            ("roll the updated nginx role out to the web tier", "en"),
        ]),
        Scenario("ansible-vault", "de", ops, [
            Step("trag das neue Datenbank-Passwort für prod ein",
                 [edit(f"{ops}/ansible/group_vars/prod/db.yml", "db_password: CHANGEME",
                       "db_password: \"Kf7!rQ2m-prod\"")],
                 "Passwort in group_vars/prod/db.yml gesetzt."),
            Step("```\ndetect-secrets..........................................Failed\n"
                 "- hook id: detect-secrets\n- exit code: 1\n\nERROR: Potential secrets about "
                 "to be committed to git repo!\nSecret Type: Secret Keyword\n"
                 "Location:    ansible/group_vars/prod/db.yml:4\n```\nPasswörter nie im "
                 "Klartext. verschlüssel das mit ansible-vault encrypt_string und leg es in "
                 "group_vars/prod/vault.yml",
                 [bash("ansible-vault encrypt_string --vault-id prod@prompt "
                       "--stdin-name db_password",
                       "Vault password (prod): \nReading plaintext input from stdin.\n"
                       "db_password: !vault |\n          $ANSIBLE_VAULT;1.2;AES256;prod\n"
                       "          6231373865613561..."),
                  edit(f"{ops}/ansible/group_vars/prod/vault.yml", "---",
                       "---\ndb_password: !vault |")],
                 "Jetzt verschlüsselt in vault.yml, db.yml verweist darauf."),
        ], "ansible-vault", follow_ups=[
            ("wir brauchen den Grafana-API-Token auf den Monitoring-Hosts", "de"),
            ("the mail relay role needs the SMTP username and password", "en"),
        ]),
        Scenario("kube-context", "pt", ops, [
            Step("ve quantos pods do worker estao rodando em staging",
                 [bash("kubectl get pods -n workers",
                       "NAME                      READY   STATUS    RESTARTS   AGE\n"
                       "worker-7c9f8d6b5-2kx8p    1/1     Running   0          3d\n"
                       "worker-7c9f8d6b5-9qzt4    1/1     Running   0          3d\n"
                       "(... 4 more)")],
                 "São 6 pods do worker rodando."),
            Step("eu ja falei isso: sempre passa --context explicito no kubectl. teu contexto "
                 "atual e o de prod, isso que voce listou e prod. usa --context staging",
                 [bash("kubectl --context staging get pods -n workers",
                       "NAME                      READY   STATUS    RESTARTS   AGE\n"
                       "worker-5d8b7f9c4-lm2xw    1/1     Running   0          11h\n"
                       "worker-5d8b7f9c4-t7hps    1/1     Running   1          11h")],
                 "Desculpa. Em staging são 2 pods."),
        ], "--context", follow_ups=[
            ("reinicia o deployment do scheduler em staging", "pt"),
            ("tail the logs of the api pods in the dev cluster", "en"),
            ("quantas réplicas do redis temos em produção?", "pt"),
        ]),
        Scenario("conventional-commits", "fr", ops, [
            Step("à partir de maintenant, dans ce dépôt, les messages de commit suivent "
                 "Conventional Commits : feat:, fix:, chore:, avec le rôle ou le chart en scope, "
                 "par exemple fix(nginx): corrige le timeout upstream",
                 [], "Entendu, ce sera ce format avec le scope."),
        ], "conventional", tier="personalized", follow_ups=[
            ("commite la modif du rôle postgres", "fr"),
            ("write the commit for the cert-manager chart upgrade", "en"),
        ]),
        Scenario("helmfile", "es", ops, [
            Step("instala redis en el cluster de staging",
                 [bash("helm install redis bitnami/redis -n cache --create-namespace",
                       "NAME: redis\nLAST DEPLOYED: Thu Dec  3 10:12:44 2026\nNAMESPACE: cache\n"
                       "STATUS: deployed\nREVISION: 1")],
                 "Redis instalado en el namespace cache."),
            Step("usa helmfile no helm install a mano, todo tiene que estar declarado en el repo",
                 [bash("helm uninstall redis -n cache", "release \"redis\" uninstalled"),
                  edit(f"{ops}/helmfile.d/staging.yaml", "releases:",
                       "releases:\n  - name: redis\n    namespace: cache\n"
                       "    chart: bitnami/redis\n    version: 20.3.0"),
                  bash("helmfile -e staging apply",
                       "Upgrading release=redis, chart=bitnami/redis\n"
                       "UPDATED RELEASES:\nNAME    CHART           VERSION\nredis   bitnami/redis"
                       "   20.3.0")],
                 "Declarado y aplicado."),
        ], "helmfile", follow_ups=[
            ("hay que desplegar cert-manager en staging", "es"),
            ("upgrade the loki chart to the latest minor version", "en"),
        ]),

        # ------------------------------------------------------------------ R / Julia analysis
        Scenario("renv", "en", ana, [
            Step("fit a mixed model for the site effect",
                 [bash("Rscript -e 'install.packages(\"lme4\")'",
                       "trying URL 'https://cloud.r-project.org/src/contrib/lme4_1.1-35.5.tar.gz'"
                       "\n...\n* DONE (lme4)"),
                  edit(f"{ana}/R/models.R", "# models",
                       "# models\nfit_site_model <- function(d) lmer(sbp ~ arm + (1 | site), "
                       "data = d)")],
                 "Installed lme4 and added fit_site_model() to R/models.R."),
            Step("no, don't install.packages into your global library. this project uses renv: "
                 "renv::install(\"lme4\") and then renv::snapshot() so renv.lock gets committed",
                 [bash("Rscript -e 'renv::install(\"lme4\"); renv::snapshot()'",
                       "# Installing packages ----\n- Installing lme4 ...  OK [linked from cache]"
                       "\nThe following package(s) will be updated in the lockfile:\n"
                       "- lme4   [* -> 1.1-35.5]\n- Lockfile written to \"renv.lock\".")],
                 "Installed through the project library and updated the lockfile."),
        ], "renv", follow_ups=[
            ("I need the survival package for the time-to-event analysis", "en"),
            ("add broom so we can tidy up the model output", "en"),
        ]),
        Scenario("ggplot-style", "en", ana, [
            Step("quick note on figures before you start: I like ggplot2 with theme_minimal, the "
                 "viridis palette so it's colour-blind safe, and everything saved as PDF into "
                 "figures/. Now plot enrollment per site over time",
                 [edit(f"{ana}/R/plots.R", "# plots",
                       "# plots\nggplot(enr, aes(month, n, colour = site)) + geom_line()"),
                  bash("Rscript R/plots.R", "Saving 7 x 5 in image")],
                 "Saved figures/enrollment_by_site.pdf."),
        ], "theme_minimal", tier="personalized", follow_ups=[
            ("make a chart of dropout rates by treatment arm", "en"),
            ("visualise the distribution of baseline blood pressure", "en"),
        ]),
        Scenario("raw-data", "it", ana, [
            Step("ci sono dei codici centro sbagliati nel file dei siti, sistemali",
                 [edit(f"{ana}/data/raw/sites.csv", "MIL-01,Milano,Niguarda",
                       "MI-01,Milano,Niguarda")],
                 "Corretti 4 codici direttamente in data/raw/sites.csv."),
            Step("perche hai modificato data/raw/sites.csv? i dati grezzi non si toccano mai, sono "
                 "l export del CRF. le correzioni vanno in R/clean.R con un recode",
                 [bash("git checkout data/raw/sites.csv"),
                  edit(f"{ana}/R/clean.R", "sites <- read_csv(",
                       "sites <- read_csv(...) |>\n  mutate(site_code = recode(site_code, "
                       "`MIL-01` = \"MI-01\"))\n# sites <- read_csv(")],
                 "Ripristinato il file e aggiunto il recode in R/clean.R."),
        ], "data/raw", follow_ups=[
            ("alcune date di nascita nel file dei pazienti sono nel formato sbagliato", "it"),
            ("there are duplicate patient IDs in the visits export, fix them", "en"),
        ]),
        Scenario("targets", "de", ana, [
            Step("rechne die Primäranalyse neu, die Daten wurden aktualisiert",
                 [bash("Rscript R/primary_analysis.R",
                       "Loading required package: survival\n"
                       "[1] \"HR = 0.82 (95% CI 0.69-0.97), p = 0.021\"")],
                 "Neu gerechnet: HR 0.82 (0.69–0.97)."),
            Step("kannst du das bitte stattdessen über die Pipeline machen, mit "
                 "targets::tar_make()? Wenn du einzelne Skripte startest, sind die "
                 "Zwischenergebnisse im _targets-Store veraltet",
                 [bash("Rscript -e 'targets::tar_make()'",
                       "▶ dispatched target raw_visits\n● completed target raw_visits "
                       "[0.4 seconds]\n▶ dispatched target primary_model\n● completed target "
                       "primary_model [3.1 seconds]\n▶ ended pipeline [12.7 seconds]")],
                 "Pipeline durchgelaufen, Ergebnis unverändert."),
        ], "tar_make", follow_ups=[
            ("die Sensitivitätsanalyse muss mit den neuen Visiten nochmal laufen", "de"),
            ("refresh all the results after the new data cut", "en"),
        ]),
        Scenario("quarto", "pt", ana, [
            Step("prefiro os relatórios em Quarto (.qmd), renderizados em HTML. Nada de R "
                 "Markdown novo. Guarda isso.",
                 [], "Combinado, relatórios novos em .qmd com saída HTML."),
        ], "quarto", tier="personalized", follow_ups=[
            ("monta um relatório com as tabelas de segurança para o comitê de monitoramento",
             "pt"),
            ("write up the interim analysis as a document I can send to the sponsor", "en"),
        ]),
        Scenario("julia-project", "en", ana, [
            Step("port the bootstrap CI code to Julia and run it",
                 [bash("julia -e 'using Pkg; Pkg.add(\"Bootstrap\")'",
                       "   Resolving package versions...\n    Updating "
                       "`~/.julia/environments/v1.10/Project.toml`\n  [e28b5b4c] + Bootstrap "
                       "v2.4.0"),
                  edit(f"{ana}/julia/bootstrap.jl", "using CSV, DataFrames",
                       "using CSV, DataFrames, Bootstrap"),
                  bash("julia julia/bootstrap.jl", "ci_lower = 0.71, ci_upper = 0.94")],
                 "Done, the Julia bootstrap CIs match the R version."),
            Step("CI:\n```\nERROR: LoadError: ArgumentError: Package Bootstrap not found in "
                 "current path.\n- Run `import Pkg; Pkg.add(\"Bootstrap\")` to install the "
                 "Bootstrap package.\nin expression starting at julia/bootstrap.jl:1\n```\nit "
                 "only worked for you because it went into your global env. use the repo's "
                 "environment: julia --project=julia for adding packages and for running scripts",
                 [bash("julia --project=julia -e 'using Pkg; Pkg.add(\"Bootstrap\")'",
                       "    Updating `~/trial-stats/julia/Project.toml`\n  [e28b5b4c] + "
                       "Bootstrap v2.4.0"),
                  bash("julia --project=julia julia/bootstrap.jl",
                       "ci_lower = 0.71, ci_upper = 0.94")],
                 "Added to julia/Project.toml; it runs in the project environment."),
        ], "--project", follow_ups=[
            ("the Julia power simulation needs the Distributions package", "en"),
            ("run the Julia simulation script for the sample size", "en"),
        ]),
    ]
