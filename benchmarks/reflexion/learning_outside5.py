"""A fifth outside set of sessions that teach something, and the later requests that need it.

Written by hand from the Scenario format alone (the Scenario dataclass and the Step/bash/edit
helpers), never used for tuning, and written without reading how lessons are captured, stored or
recalled. Five invented projects of kinds absent from the earlier learning sets: a Go gRPC
service that runs a network of parcel lockers, an Ansible repository for a university's Slurm
compute cluster, a SvelteKit and Prisma box office for a community theatre, an R package with
Quarto reports for a wildlife census charity, and a C++ JUCE granular synthesiser plugin. In each
session the agent works (edits, commands with realistic output, or a claim it makes) and then the
human corrects it, sharply or mildly (a pasted CI or tool error, "why did you ...?", "that number
is wrong because ...", a reminder of how the team does it), or states a personal preference with
nothing to correct. User turns are typed the way people type in a terminal chat: lowercase, some
typos, some run-on sentences. About half the sessions are in English, the rest in German,
French, Italian, Spanish or Portuguese. Follow-ups are requests from a later session that need the
lesson without repeating its words, some in the session's language, some in another. `tier` is
the tier the lesson belongs to: procedural for corrections of how the work is done, personalized
for the principal's preferences. All names, paths and outputs are invented; nothing is copied
from a public text.
"""

from __future__ import annotations

from learning_set import Scenario
from sessions import Step, bash, edit


def scenarios(base: str) -> list[Scenario]:
    go = f"{base}/locker-fleet"
    ans = f"{base}/hpc-ansible"
    svk = f"{base}/stagedoor"
    rpk = f"{base}/owlcount"
    cpp = f"{base}/grainbox"
    return [
        # ------------------------------------------------------------------ Go parcel lockers
        Scenario("go-race", "en", go, [
            Step("the reservation cache in internal/reserve needs a ttl, entries older than 15 "
                 "min should be dropped when a door is opened",
                 [edit(f"{go}/internal/reserve/cache.go",
                       "type Cache struct {\n\tentries map[string]entry",
                       "type Cache struct {\n\tentries map[string]entry\n\tttl     time.Duration"),
                  edit(f"{go}/internal/reserve/cache.go", "func (c *Cache) Open(id string) {",
                       "func (c *Cache) Open(id string) {\n\tgo c.evictOlderThan(c.ttl)"),
                  bash("go test ./...",
                       "ok  \tgithub.com/lockerco/locker-fleet/internal/reserve\t0.412s\n"
                       "ok  \tgithub.com/lockerco/locker-fleet/internal/door\t0.209s\n"
                       "?   \tgithub.com/lockerco/locker-fleet/cmd/lockerd\t[no test files]")],
                 "TTL added, eviction runs when a door opens. All packages pass."),
            Step("pipeline says otherwise:\n==================\nWARNING: DATA RACE\nWrite at "
                 "0x00c0001a2c30 by goroutine 23:\n  runtime.mapdelete_faststr()\n  "
                 "internal/reserve/cache.go:58 +0x8c\nPrevious read at 0x00c0001a2c30 by "
                 "goroutine 21:\n  internal/reserve/cache.go:31 +0x64\n==================\n"
                 "--- FAIL: TestOpenConcurrent (0.02s)\n    testing.go:1465: race detected during "
                 "execution of test\nwe always test with -race here, the plain run proves "
                 "nothing for anything with goroutines. and that map needs the mutex",
                 [edit(f"{go}/internal/reserve/cache.go", "func (c *Cache) evictOlderThan(",
                       "func (c *Cache) evictOlderThan(\n\tc.mu.Lock()\n\tdefer c.mu.Unlock()"),
                  bash("go test -race ./...",
                       "ok  \tgithub.com/lockerco/locker-fleet/internal/reserve\t1.388s\n"
                       "ok  \tgithub.com/lockerco/locker-fleet/internal/door\t1.102s")],
                 "Eviction now takes the mutex; go test -race ./... is clean."),
        ], "race", follow_ups=[
            ("the heartbeat worker now fans out to one goroutine per locker bank, is it good to "
             "ship?", "en"),
            ("kannst du die Tests für das door-Paket laufen lassen, ich hab den Timeout-Handler "
             "umgebaut", "de"),
            ("run the test suite before I tag v1.9.0", "en")]),
        Scenario("go-errwrap", "fr", go, [
            Step("ajoute la lecture de la config des casiers depuis /etc/lockerd/banks.yaml",
                 [edit(f"{go}/internal/config/banks.go", "func LoadBanks(path string)",
                       "func LoadBanks(path string) ([]Bank, error) {\n\tb, err := "
                       "os.ReadFile(path)\n\tif err != nil {\n\t\treturn nil, err\n\t}"),
                  bash("go build ./... && go test ./internal/config/",
                       "ok  \tgithub.com/lockerco/locker-fleet/internal/config\t0.031s")],
                 "C'est fait, la config est lue et les tests passent."),
            Step("quand le fichier manque on a juste 'open: no such file or directory' dans les "
                 "logs, sans savoir qui l'a demandé. chez nous on n'écrit jamais un return err "
                 "nu : toujours fmt.Errorf(\"load banks %s: %w\", path, err), avec le contexte et "
                 "le %w pour que errors.Is marche encore",
                 [edit(f"{go}/internal/config/banks.go", "\t\treturn nil, err",
                       "\t\treturn nil, fmt.Errorf(\"load banks %s: %w\", path, err)"),
                  bash("go vet ./internal/config/ && go test ./internal/config/",
                       "ok  \tgithub.com/lockerco/locker-fleet/internal/config\t0.029s")],
                 "Corrigé : l'erreur est enveloppée avec le chemin et %w."),
        ], "Errorf", follow_ups=[
            ("ajoute un appel au service de paiement dans le handler de retrait et gère l'échec",
             "fr"),
            ("the SMS notifier should fail gracefully if the gateway is down, write that part",
             "en"),
            ("implementa la lettura del certificato TLS per il client gRPC", "it")]),
        Scenario("go-proto", "en", go, [
            Step("add a battery_percent field to the LockerStatus message we send to the "
                 "dashboard",
                 [edit(f"{go}/api/lockerpb/locker.pb.go",
                       "\tDoorOpen bool `protobuf:\"varint,3,opt,name=door_open\"`",
                       "\tDoorOpen bool `protobuf:\"varint,3,opt,name=door_open\"`\n"
                       "\tBatteryPercent int32 `protobuf:\"varint,4,opt,name=battery_percent\"`"),
                  bash("go build ./...", "")],
                 "Added BatteryPercent to LockerStatus; it builds."),
            Step("why did you edit locker.pb.go?? that file is generated, the next codegen run "
                 "wipes your change and the dashboard (typescript) never sees the field. change "
                 "proto/locker/v1/locker.proto and run buf generate, then buf breaking against "
                 "main",
                 [edit(f"{go}/proto/locker/v1/locker.proto", "  bool door_open = 3;",
                       "  bool door_open = 3;\n  int32 battery_percent = 4;"),
                  bash("buf generate && buf breaking --against '.git#branch=main'", ""),
                  bash("git checkout -- api/lockerpb/locker.pb.go && buf generate && git status "
                       "--short", " M api/lockerpb/locker.pb.go\n M proto/locker/v1/locker.proto"
                       "\n M web/src/gen/locker_pb.ts")],
                 "Moved the field to the .proto, regenerated Go and TS; buf breaking passes."),
        ], "buf", follow_ups=[
            ("the dashboard also needs the firmware version of each locker, add it to the status "
             "we stream", "en"),
            ("rename the field door_open to door_state in the API", "en"),
            ("agrega un campo de temperatura al mensaje de estado del casillero", "es")]),
        Scenario("go-migration", "de", go, [
            Step("wir brauchen eine spalte pickup_code_hash in der tabelle parcels",
                 [edit(f"{go}/db/migrations/0012_parcels.sql",
                       "    locker_id UUID NOT NULL,",
                       "    locker_id UUID NOT NULL,\n    pickup_code_hash TEXT,")],
                 "Spalte in der Migration 0012 ergänzt."),
            Step("nein, 0012 ist seit Wochen in Produktion ausgerollt, die läuft dort nie wieder. "
                 "bestehende Migrationen fasst man nicht an. neue Datei mit goose create "
                 "add_pickup_code_hash sql, mit Up und Down",
                 [bash("git checkout -- db/migrations/0012_parcels.sql"),
                  bash("goose -dir db/migrations create add_pickup_code_hash sql",
                       "2026/03/04 10:12:03 Created new file: "
                       "db/migrations/20260304101203_add_pickup_code_hash.sql"),
                  edit(f"{go}/db/migrations/20260304101203_add_pickup_code_hash.sql",
                       "-- +goose Up", "-- +goose Up\nALTER TABLE parcels ADD COLUMN "
                       "pickup_code_hash TEXT;\n-- +goose Down\nALTER TABLE parcels DROP COLUMN "
                       "pickup_code_hash;")],
                 "0012 zurückgesetzt, neue goose-Migration mit Up und Down angelegt."),
        ], "goose", follow_ups=[
            ("füge einen Index auf parcels.locker_id hinzu", "de"),
            ("the courier_id column should be NOT NULL now that the backfill finished, change "
             "the schema", "en"),
            ("renomeia a coluna created na tabela de eventos para created_at", "pt")]),
        Scenario("go-pref-tests", "en", go, [
            Step("write tests for the pickup code validator",
                 [edit(f"{go}/internal/pickup/code_test.go", "package pickup",
                       "package pickup\n\nfunc TestValidate(t *testing.T) {\n\tt.Run(\"six "
                       "digits\", func(t *testing.T) {"),
                  bash("go test -race ./internal/pickup/",
                       "ok  \tgithub.com/lockerco/locker-fleet/internal/pickup\t1.019s")],
                 "Tests written and passing."),
            Step("nice. for the future, when you write go tests for me: table-driven, a slice of "
                 "cases with a name field and t.Run per case, plain if/t.Errorf, no testify. i "
                 "find them way easier to scan in review",
                 [], "Understood: table-driven with named cases and t.Run, standard library "
                     "only."),
        ], "testify", tier="personalized", follow_ups=[
            ("add tests for the bank capacity calculator", "en"),
            ("cover the courier login handler with unit tests", "en"),
            ("schreib Tests für den Parser der Öffnungszeiten", "de")]),
        Scenario("go-pref-commits", "pt", go, [
            Step("faz commit das alterações do validador",
                 [bash("git add -A && git commit -m 'Validador de códigos corrigido'",
                       "[main 4e1c2d9] Validador de códigos corrigido\n 2 files changed, 41 "
                       "insertions(+), 6 deletions(-)")],
                 "Commit feito."),
            Step("está ok, só uma preferência minha: as mensagens de commit quero-as em inglês, "
                 "no imperativo, começando pelo pacote, tipo 'pickup: reject codes with leading "
                 "zeros'. a primeira linha com menos de 60 caracteres",
                 [bash("git commit --amend -m 'pickup: reject malformed pickup codes'",
                       "[main 8a0f3b1] pickup: reject malformed pickup codes")],
                 "Mensagem corrigida para esse formato."),
        ], "imperativo", tier="personalized", follow_ups=[
            ("commita o que fizemos no notificador de SMS", "pt"),
            ("commit the heartbeat changes", "en"),
            ("fais un commit pour la correction du cache", "fr")]),
        # ------------------------------------------------------------------ Ansible HPC cluster
        Scenario("ans-check", "en", ans, [
            Step("bump the slurm version to 24.05.3 in the slurm role and roll it out",
                 [edit(f"{ans}/roles/slurm/defaults/main.yml", "slurm_version: \"23.11.8\"",
                       "slurm_version: \"24.05.3\""),
                  bash("ansible-playbook -i inventories/prod site.yml",
                       "PLAY RECAP *********\nlogin01   : ok=41 changed=3 failed=0\n"
                       "node[001:212] ...\nnode117   : ok=12 changed=1 unreachable=0 failed=1\n"
                       "FAILED - RETRYING: wait for slurmd (1 retries left)")],
                 "Rolled out; one node (node117) failed to restart slurmd, the rest updated."),
            Step("you ran site.yml on all 212 prod nodes in one go without a dry run?? stop "
                 "doing that. first --check --diff, then --limit to one canary node, look at it, "
                 "then the rest in batches. node117 is now half upgraded",
                 [bash("ansible-playbook -i inventories/prod site.yml --limit node117 --check "
                       "--diff", "TASK [slurm : install slurm packages] changed: [node117]\n"
                       "PLAY RECAP node117 : ok=12 changed=2 failed=0")],
                 "Sorry. Dry run on node117 shows the remaining two changes; waiting for your "
                 "go before applying."),
        ], "canary", follow_ups=[
            ("update the nvidia driver version for the gpu partition and apply it", "en"),
            ("push the new sshd_config hardening to the cluster", "en"),
            ("aggiorna la configurazione di chrony su tutti i nodi", "it")]),
        Scenario("ans-vault", "it", ans, [
            Step("aggiungi l'utente del database di slurmdbd con la sua password",
                 [edit(f"{ans}/inventories/prod/group_vars/dbd.yml", "slurmdbd_user: slurm",
                       "slurmdbd_user: slurm\nslurmdbd_password: \"Tr0mb0ne-42\""),
                  bash("git add -A && git commit -m 'slurmdbd credentials'",
                       "[main 71bb0e2] slurmdbd credentials")],
                 "Aggiunti utente e password, commit fatto."),
            Step("hai messo una password in chiaro in group_vars e l'hai pure committata. le "
                 "credenziali vanno sempre in ansible-vault (vault.yml cifrato, variabile "
                 "vault_slurmdbd_password richiamata da dbd.yml). ora bisogna anche cambiarla",
                 [bash("git reset --soft HEAD~1"),
                  bash("ansible-vault edit inventories/prod/group_vars/dbd/vault.yml", ""),
                  edit(f"{ans}/inventories/prod/group_vars/dbd.yml",
                       "slurmdbd_password: \"Tr0mb0ne-42\"",
                       "slurmdbd_password: \"{{ vault_slurmdbd_password }}\"")],
                 "Spostata nel vault cifrato; il commit è annullato. La password va ruotata."),
        ], "vault", follow_ups=[
            ("aggiungi il token dell'API di Grafana per il monitoraggio", "it"),
            ("the LDAP bind password for the login nodes needs to go into the inventory", "en"),
            ("configura la chiave di accesso S3 per i backup di /home", "it")]),
        Scenario("ans-drain", "es", ans, [
            Step("aplica el cambio de cgroups a los nodos de la partición cpu y reinicia slurmd",
                 [bash("ansible -i inventories/prod cpu -m ansible.builtin.systemd -a "
                       "'name=slurmd state=restarted' -b",
                       "node001 | CHANGED => {\"changed\": true, \"name\": \"slurmd\"}\n"
                       "... 180 hosts CHANGED")],
                 "slurmd reiniciado en los 180 nodos de cpu."),
            Step("¿por qué reiniciaste slurmd con trabajos corriendo? se han caído 37 jobs de "
                 "usuarios, algunos llevaban dos días. primero se drenan los nodos con scontrol "
                 "update nodename=... state=DRAIN reason=..., se espera a que queden vacíos y "
                 "sólo entonces se reinicia y se hace RESUME",
                 [bash("squeue -t PD,R -p cpu -h | wc -l", "412"),
                  bash("sacct -S today -s NF,F -p cpu -X -n | wc -l", "37")],
                 "Lo siento. Confirmo 37 trabajos fallidos hoy en cpu. La próxima vez drenaré "
                 "antes."),
        ], "DRAIN", follow_ups=[
            ("hay que actualizar el kernel de los nodos gpu y reiniciarlos", "es"),
            ("roll the new munge key out to the compute nodes and restart the daemon", "en"),
            ("il firmware delle schede InfiniBand va aggiornato sui nodi della partizione bigmem",
             "it")]),
        Scenario("ans-lint", "en", ans, [
            Step("add a task that copies the motd banner to the login nodes",
                 [edit(f"{ans}/roles/login/tasks/main.yml", "- import_tasks: ssh.yml",
                       "- import_tasks: ssh.yml\n- copy:\n    src: motd\n    dest: /etc/motd")],
                 "Added the motd copy task to the login role."),
            Step("ci:\nroles/login/tasks/main.yml:14: name[missing]: All tasks should be named.\n"
                 "roles/login/tasks/main.yml:14: fqcn[action-core]: Use FQCN for builtin module "
                 "actions (copy).\nFailed: 2 failure(s), 0 warning(s) on 87 files.\nevery task "
                 "gets a name and modules are fully qualified, ansible.builtin.copy. run "
                 "ansible-lint locally before pushing",
                 [edit(f"{ans}/roles/login/tasks/main.yml", "- copy:",
                       "- name: Install login banner\n  ansible.builtin.copy:"),
                  bash("ansible-lint roles/login",
                       "Passed: 0 failure(s), 0 warning(s) on 9 files. Last profile that met the "
                       "validation criteria was 'production'.")],
                 "Named the task and used ansible.builtin.copy; ansible-lint passes."),
        ], "fqcn", follow_ups=[
            ("write a task in the common role that installs htop and tmux", "en"),
            ("ajoute une tâche qui crée /scratch avec les bons droits", "fr"),
            ("add a handler that reloads sshd when the config changes", "en")]),
        Scenario("ans-pref-summary", "de", ans, [
            Step("lass das common-Playbook im check-Modus gegen die login-Knoten laufen",
                 [bash("ansible-playbook -i inventories/prod common.yml --limit login --check "
                       "--diff", "PLAY RECAP ****\nlogin01 : ok=38 changed=0 failed=0\n"
                       "login02 : ok=38 changed=2 failed=0\nlogin03 : ok=37 changed=0 "
                       "failed=1")],
                 "Hier die komplette Ausgabe: [PLAY RECAP mit allen 38 Tasks pro Host ...]"),
            Step("danke. generell: wenn du mir Playbook-Läufe zusammenfasst, will ich nur die "
                 "Hosts mit Änderungen oder Fehlern sehen, je eine Zeile mit dem Task-Namen. die "
                 "ganze Ausgabe brauche ich nicht, die hab ich im Terminal",
                 [], "Verstanden: login02 – 2 Änderungen (chrony.conf, motd); login03 – Fehler "
                     "in 'Mount /scratch'."),
        ], "Hosts", tier="personalized", follow_ups=[
            ("fahr das slurm-Playbook im Dry-Run gegen die GPU-Knoten und sag mir, was rauskam",
             "de"),
            ("run the monitoring role against the storage servers and report back", "en"),
            ("lance le playbook des utilisateurs sur les nœuds de login et fais-moi un retour",
             "fr")]),
        Scenario("ans-pref-vars", "en", ans, [
            Step("add a variable for the default partition time limit to the slurm role",
                 [edit(f"{ans}/roles/slurm/defaults/main.yml", "slurm_version:",
                       "default_time_limit: \"2-00:00:00\"\nslurm_version:")],
                 "Added default_time_limit."),
            Step("works, but i like role variables prefixed with the role's name, so "
                 "slurm_default_time_limit. that way grep tells me at once which role owns it. "
                 "please name them like that from now on",
                 [edit(f"{ans}/roles/slurm/defaults/main.yml", "default_time_limit:",
                       "slurm_default_time_limit:")],
                 "Renamed to slurm_default_time_limit."),
        ], "prefixed", tier="personalized", follow_ups=[
            ("the nfs role needs a setting for the export options", "en"),
            ("add a knob for the number of chrony servers in the ntp role", "en"),
            ("agrega una variable para el puerto del exportador de métricas en el rol de "
             "monitoring", "es")]),
        # ------------------------------------------------------------------ SvelteKit box office
        Scenario("svk-migrate", "en", svk, [
            Step("add a wheelchairSpace boolean to the Seat model",
                 [edit(f"{svk}/prisma/schema.prisma", "  row     String",
                       "  row     String\n  wheelchairSpace Boolean @default(false)"),
                  bash("npx prisma db push",
                       "Your database is now in sync with your Prisma schema. Done in 412ms\n"
                       "✔ Generated Prisma Client (v5.14.0) to ./node_modules/@prisma/client")],
                 "Added and pushed to the database."),
            Step("don't use db push, ever, on this repo. it changes the db without writing a "
                 "migration, so staging and prod never get the column and the history is out "
                 "of step. prisma migrate dev --name add_wheelchair_space, commit the "
                 "migration folder",
                 [bash("npx prisma migrate dev --name add_wheelchair_space",
                       "Drift detected: Your database schema is not in sync with your migration "
                       "history.\n[+] Added column `wheelchairSpace` on `Seat`\n? We need to "
                       "reset the \"public\" schema. All data will be lost. › No"),
                  bash("npx prisma migrate diff --from-migrations prisma/migrations --to-schema-"
                       "datamodel prisma/schema.prisma --script > prisma/migrations/"
                       "20260305_add_wheelchair_space/migration.sql", "")],
                 "Wrote the migration by hand from the diff instead of resetting your data."),
        ], "migrate", follow_ups=[
            ("the Performance table needs an interval minutes column", "en"),
            ("add an index on Booking.email", "en"),
            ("füg dem Modell Ticket ein Feld für den Ermäßigungsgrund hinzu", "de")]),
        Scenario("svk-cents", "fr", svk, [
            Step("calcule le total du panier avec la réduction groupe de 15 % à partir de 10 "
                 "places",
                 [edit(f"{svk}/src/lib/cart.ts", "export function total(items: Item[]) {",
                       "export function total(items: Item[]): number {\n  let t = "
                       "items.reduce((s, i) => s + i.price * i.qty, 0);\n  if (count(items) >= "
                       "10) t = t * 0.85;"),
                  bash("npm run test -- cart",
                       " ✓ src/lib/cart.test.ts (4 tests) 6ms\n Test Files  1 passed (1)")],
                 "Total avec réduction en place, tests verts."),
            Step("ton total affiche 114.74999999999999 € pour 10 places à 13,50. ce chiffre est "
                 "faux à l'écran et sur le reçu. chez nous les montants sont des entiers en "
                 "centimes partout (priceCents), on arrondit une seule fois au centime et on "
                 "formate avec Intl.NumberFormat à l'affichage",
                 [edit(f"{svk}/src/lib/cart.ts", "i.price * i.qty", "i.priceCents * i.qty"),
                  edit(f"{svk}/src/lib/cart.ts", "t = t * 0.85;", "t = Math.round(t * 85 / "
                       "100);"),
                  bash("npm run test -- cart",
                       " ✓ src/lib/cart.test.ts (5 tests) 7ms")],
                 "Corrigé : tout en centimes entiers, arrondi une fois, 11475 centimes."),
        ], "centimes", follow_ups=[
            ("ajoute les frais de réservation de 1,20 € par commande", "fr"),
            ("show the refund amount when a performance is cancelled", "en"),
            ("calcola il prezzo con lo sconto studenti del 20%", "it")]),
        Scenario("svk-tz", "en", svk, [
            Step("list tonight's performances on the home page with their start time",
                 [edit(f"{svk}/src/routes/+page.server.ts", "return { shows };",
                       "return { shows: shows.map(s => ({ ...s, time: "
                       "s.startsAt.toLocaleTimeString('en-IE') })) };")],
                 "Done, each show shows its start time."),
            Step("hmm, everything says 18:30 but curtain is 19:30. the server runs in UTC, so "
                 "formatting there gives utc times. pass timeZone: 'Europe/Dublin' explicitly "
                 "whenever you format a date or time for the audience",
                 [edit(f"{svk}/src/routes/+page.server.ts", "toLocaleTimeString('en-IE')",
                       "toLocaleTimeString('en-IE', { timeZone: 'Europe/Dublin', hour: "
                       "'2-digit', minute: '2-digit' })")],
                 "Fixed, times are formatted in Europe/Dublin now."),
        ], "Dublin", follow_ups=[
            ("the confirmation email should say when the doors open", "en"),
            ("show the booking deadline on the event page", "en"),
            ("mostra l'orario di inizio sul biglietto in PDF", "it")]),
        Scenario("svk-load", "pt", svk, [
            Step("mostra a lista de lugares livres na página da sessão",
                 [edit(f"{svk}/src/routes/shows/[id]/+page.svelte", "<script lang=\"ts\">",
                       "<script lang=\"ts\">\n  import { onMount } from 'svelte';\n  let seats = "
                       "[];\n  onMount(async () => { seats = await (await fetch(`/api/seats/"
                       "${id}`)).json(); });")],
                 "Feito, os lugares carregam na página."),
            Step("porque é que foste buscar os dados no onMount? a página aparece vazia e depois "
                 "pisca, e sem JavaScript não mostra nada. aqui os dados da página carregam-se "
                 "sempre na função load do +page.server.ts",
                 [edit(f"{svk}/src/routes/shows/[id]/+page.server.ts", "",
                       "export const load = async ({ params }) => ({ seats: await "
                       "db.seat.findMany({ where: { showId: params.id, booked: false } }) });"),
                  edit(f"{svk}/src/routes/shows/[id]/+page.svelte", "onMount(async",
                       "export let data; // seats come from load")],
                 "Passei para load no +page.server.ts."),
        ], "load", follow_ups=[
            ("a página do espetáculo precisa de mostrar o elenco", "pt"),
            ("show the list of past bookings on the account page", "en"),
            ("muestra los comentarios del público en la página de cada obra", "es")]),
        Scenario("svk-pref-a11y", "es", svk, [
            Step("crea un componente para elegir butaca en el plano de la sala",
                 [edit(f"{svk}/src/lib/SeatPicker.svelte", "",
                       "<button class=\"seat\" aria-pressed={selected} on:click={toggle}>"
                       "{seat.row}{seat.number}</button>")],
                 "Componente creado."),
            Step("me gusta. como norma mía para componentes nuevos: elementos nativos siempre "
                 "que existan (button, dialog, details), y atributos aria sólo cuando no haya "
                 "un elemento que ya lo haga. y que todo se pueda usar con teclado",
                 [], "Entendido: nativos primero, aria sólo como último recurso, y teclado "
                     "siempre."),
        ], "nativos", tier="personalized", follow_ups=[
            ("haz una ventana emergente para confirmar la cancelación de una reserva", "es"),
            ("build a dropdown to filter performances by venue", "en"),
            ("crea un menú desplegable para cambiar de idioma", "es")]),
        Scenario("svk-pref-copy", "en", svk, [
            Step("write the text for the empty basket screen",
                 [edit(f"{svk}/src/lib/i18n/en.json", "\"basket.empty\": \"\"",
                       "\"basket.empty\": \"Your basket is empty! Grab some tickets now!\"")],
                 "Added the copy."),
            Step("for anything the audience reads: warm and plain, no exclamation marks, and we "
                 "say seats, not tickets. something like 'You haven't picked any seats yet.' "
                 "that's just how i want our copy to sound",
                 [edit(f"{svk}/src/lib/i18n/en.json", "Your basket is empty! Grab some tickets "
                       "now!", "You haven't picked any seats yet.")],
                 "Changed; I'll keep that voice for audience-facing text."),
        ], "exclamation", tier="personalized", follow_ups=[
            ("write the message shown when a performance is sold out", "en"),
            ("we need a confirmation page headline after payment", "en"),
            ("écris le texte de l'e-mail de rappel envoyé la veille du spectacle", "fr")]),
        # ------------------------------------------------------------------ R wildlife census
        Scenario("r-renv", "en", rpk, [
            Step("the distance sampling report needs sf for the transect maps, set it up",
                 [bash("Rscript -e 'install.packages(\"sf\")'",
                       "* DONE (sf)\nThe downloaded source packages are in "
                       "'/tmp/RtmpX1/downloaded_packages'"),
                  edit(f"{rpk}/reports/owls-2025.qmd", "library(Distance)",
                       "library(Distance)\nlibrary(sf)")],
                 "sf installed and loaded in the report."),
            Step("CI:\n- The project is out-of-sync -- use `renv::status()` for details.\nError "
                 "in loadNamespace(x) : there is no package called 'sf'\nExecution halted\n"
                 "installing into your user library does nothing for anyone else. "
                 "renv::install('sf') then renv::snapshot() and commit renv.lock",
                 [bash("Rscript -e 'renv::install(\"sf\"); renv::snapshot(prompt = FALSE)'",
                       "The following package(s) will be updated in the lockfile:\n"
                       "- sf   [* -> 1.0-16]\n- units [* -> 0.8-5]\nThe version of R recorded "
                       "in the lockfile will be updated"),
                  bash("git add renv.lock && git status --short", "M  renv.lock")],
                 "Installed through renv and snapshotted; renv.lock is staged."),
        ], "renv", follow_ups=[
            ("we'll need the unmarked package for the occupancy models, add it", "en"),
            ("ajoute le package janitor pour nettoyer les noms de colonnes", "fr"),
            ("i want to use patchwork to combine the plots in the annual report", "en")]),
        Scenario("r-seed", "de", rpk, [
            Step("berechne Bootstrap-Konfidenzintervalle für die Dichte der Schleiereulen pro "
                 "Region",
                 [edit(f"{rpk}/R/density.R", "density_ci <- function(fit, B = 999) {",
                       "density_ci <- function(fit, B = 999) {\n  boots <- replicate(B, "
                       "refit(resample(fit)))"),
                  bash("quarto render reports/owls-2025.qmd",
                       "Output created: reports/owls-2025.html")],
                 "Intervalle eingebaut: Nord 0,41–0,63 Paare/km²."),
            Step("warum stehen beim zweiten Rendern 0,39–0,66 da? so kann man keinen Bericht "
                 "reviewen. jede Analyse mit Zufall bekommt oben set.seed() mit einer festen "
                 "Zahl, bei uns das Erhebungsjahr, also set.seed(2025)",
                 [edit(f"{rpk}/reports/owls-2025.qmd", "```{r setup}",
                       "```{r setup}\nset.seed(2025)"),
                  bash("quarto render reports/owls-2025.qmd && quarto render "
                       "reports/owls-2025.qmd", "Output created: reports/owls-2025.html\n"
                       "Output created: reports/owls-2025.html")],
                 "Seed gesetzt; zweimal gerendert, beide Male 0,40–0,64."),
        ], "seed", follow_ups=[
            ("mach eine Permutationsprüfung, ob sich die Bestände zwischen den Jahren "
             "unterscheiden", "de"),
            ("simulate the detection function under three survey efforts for the grant "
             "proposal", "en"),
            ("aggiungi un modello con validazione incrociata per le coppie nidificanti", "it")]),
        Scenario("r-na", "it", rpk, [
            Step("calcola la media degli avvistamenti per transetto nel 2025",
                 [edit(f"{rpk}/R/summaries.R", "counts <- read_counts(year)",
                       "counts <- read_counts(year)\ncounts$n[is.na(counts$n)] <- 0"),
                  bash("Rscript -e 'devtools::load_all(); mean_sightings(2025)'",
                       "[1] 1.84")],
                 "Media 2025: 1,84 avvistamenti per transetto."),
            Step("1,84 è sbagliato. NA nei conteggi vuol dire transetto non visitato (meteo, "
                 "volontario assente), non zero gufi. se li metti a 0 abbassi la media e il "
                 "trend. mai sostituire NA con 0, escludili e riporta quanti sono",
                 [edit(f"{rpk}/R/summaries.R", "counts$n[is.na(counts$n)] <- 0",
                       "visited <- !is.na(counts$n)"),
                  bash("Rscript -e 'devtools::load_all(); mean_sightings(2025)'",
                       "[1] 2.31\nattr(,\"unvisited\")\n[1] 46")],
                 "Corretto: 2,31 sui transetti visitati, 46 non visitati segnalati."),
        ], "visitato", follow_ups=[
            ("calcola il trend delle coppie nidificanti 2015-2025 per provincia", "it"),
            ("give me the total sightings per observer this season", "en"),
            ("quelle est la moyenne d'oiseaux bagués par site cette année ?", "fr")]),
        Scenario("r-freeze", "en", rpk, [
            Step("update the kestrel chapter with the new survey numbers",
                 [edit(f"{rpk}/reports/kestrel.qmd", "n_sites <- 112", "n_sites <- 118"),
                  bash("quarto render",
                       "[ 1/14] index.qmd\n[ 2/14] reports/owls-2025.qmd\n...\n[14/14] "
                       "reports/kestrel.qmd\nOutput created: _site/index.html\nreal\t41m12s")],
                 "Updated and re-rendered the site (took 41 minutes)."),
            Step("that rebuilt every report and refit every model. we have freeze: auto in "
                 "_quarto.yml for a reason, just render the file you touched: quarto render "
                 "reports/kestrel.qmd. the full site render is for release day only",
                 [bash("quarto render reports/kestrel.qmd",
                       "processing file: kestrel.qmd\nOutput created: _site/reports/"
                       "kestrel.html\nreal\t2m03s")],
                 "Rendered only the kestrel chapter: two minutes."),
        ], "freeze", follow_ups=[
            ("i fixed a typo in the barn owl report, rebuild it", "en"),
            ("erneuere die Karte im Kapitel über die Waldohreule", "de"),
            ("refresh the methods page after I changed the transect description", "en")]),
        Scenario("r-pref-plots", "fr", rpk, [
            Step("fais un graphique de l'évolution des couples nicheurs par région",
                 [edit(f"{rpk}/R/plots.R", "plot_trend <- function(d) {",
                       "plot_trend <- function(d) {\n  ggplot(d, aes(year, pairs, colour = "
                       "region)) + geom_line()"),
                  bash("Rscript -e 'devtools::load_all(); ggsave(\"trend.png\", "
                       "plot_trend(trend_data()))'", "Saving 7 x 5 in image")],
                 "Graphique créé : trend.png."),
            Step("c'est bien. pour mes graphiques en général : theme_minimal, palette viridis "
                 "(on a des lecteurs daltoniens), et un titre qui dit la conclusion, pas "
                 "'Évolution des couples', plutôt 'Les couples nicheurs reculent dans l'Est'",
                 [edit(f"{rpk}/R/plots.R", "geom_line()",
                       "geom_line() + scale_colour_viridis_d() + theme_minimal()")],
                 "Compris, c'est appliqué ici et je le ferai pour les suivants."),
        ], "viridis", tier="personalized", follow_ups=[
            ("fais une carte des transects avec le nombre d'observations", "fr"),
            ("plot the detection probability against distance for the board meeting", "en"),
            ("haz un gráfico de barras de avistamientos por mes", "es")]),
        Scenario("r-pref-pipe", "en", rpk, [
            Step("clean up the volunteer sheet import, it's a mess of nested calls",
                 [edit(f"{rpk}/R/import.R", "clean <- function(x) {",
                       "clean <- function(x) {\n  x %>% janitor::clean_names() %>% "
                       "dplyr::filter(!is.na(site_id))")],
                 "Rewrote it as a magrittr pipeline."),
            Step("better. small thing i care about: use the native |> pipe, not %>%, and dplyr "
                 "verbs one per line. we're on R 4.3 everywhere so there's no reason for "
                 "magrittr",
                 [edit(f"{rpk}/R/import.R", "x %>% janitor::clean_names() %>%",
                       "x |>\n    janitor::clean_names() |>")],
                 "Switched to |> with one verb per line."),
        ], "magrittr", tier="personalized", follow_ups=[
            ("tidy up the function that merges the weather data with the counts", "en"),
            ("rewrite the summary table code for the annual report", "en"),
            ("riscrivi l'import dei dati GPS dei volontari", "it")]),
        # ------------------------------------------------------------------ C++ JUCE synth
        Scenario("cpp-audio-thread", "en", cpp, [
            Step("grains should get a random pan position, spread set by a new Spread knob",
                 [edit(f"{cpp}/Source/GrainEngine.cpp",
                       "void GrainEngine::process(juce::AudioBuffer<float>& buffer)",
                       "void GrainEngine::process(juce::AudioBuffer<float>& buffer)\n{\n    "
                       "std::vector<float> pans(activeGrains.size());\n    std::lock_guard "
                       "lock(grainMutex);"),
                  bash("cmake --build build --config Release",
                       "[100%] Built target Grainbox_VST3\n[100%] Built target "
                       "Grainbox_AU")],
                 "Spread added; builds for VST3 and AU."),
            Step("no. you allocate a vector and take a mutex inside process(), that's the audio "
                 "callback. clicks and dropouts at 64 samples. nothing on the audio thread may "
                 "allocate, lock or log. size things in prepareToPlay, talk to the ui through "
                 "atomics or the lock-free fifo",
                 [edit(f"{cpp}/Source/GrainEngine.cpp", "std::vector<float> pans(activeGrains."
                       "size());", "// pans preallocated in prepare(), max grains known"),
                  edit(f"{cpp}/Source/GrainEngine.cpp", "std::lock_guard lock(grainMutex);",
                       "const auto spread = spreadParam->load(std::memory_order_relaxed);")],
                 "Moved the buffer to prepareToPlay and replaced the lock with an atomic read."),
        ], "allocate", follow_ups=[
            ("add an lfo that modulates grain size", "en"),
            ("the filter cutoff should follow a new envelope, wire it up in the voice", "en"),
            ("füge einen Hallanteil pro Grain hinzu, der im Prozessblock gemischt wird", "de")]),
        Scenario("cpp-pluginval", "es", cpp, [
            Step("añade el parámetro de densidad y dime si está listo para la beta",
                 [edit(f"{cpp}/Source/Parameters.cpp", "layout.add(std::make_unique<juce::"
                       "AudioParameterFloat>(\"size\"",
                       "layout.add(std::make_unique<juce::AudioParameterFloat>(\"density\", "
                       "\"Density\", 1.0f, 64.0f, 8.0f));\n    layout.add(std::make_unique<juce::"
                       "AudioParameterFloat>(\"size\""),
                  bash("cmake --build build", "[100%] Built target Grainbox_VST3")],
                 "Listo, compila y el parámetro aparece en el host."),
            Step("pues no:\nStarting test: pluginval / Automation...\n!!! Test 1 failed: "
                 "Parameter value not restored after setStateInformation: density\n"
                 "FAILED!!  1 test failed, out of a total of 31\nantes de decir que algo está "
                 "listo, pasa pluginval con --strictness-level 10 sobre el VST3 compilado",
                 [edit(f"{cpp}/Source/PluginProcessor.cpp", "void setStateInformation(",
                       "void setStateInformation(  // restore via apvts.replaceState"),
                  bash("pluginval --strictness-level 10 --validate build/Grainbox_artefacts/"
                       "VST3/Grainbox.vst3", "ALL TESTS PASSED")],
                 "Arreglado el estado; pluginval a nivel 10 pasa entero."),
        ], "pluginval", follow_ups=[
            ("he terminado el modo freeze, ¿lo damos por listo para la beta?", "es"),
            ("is the new preset browser ready to ship to the testers?", "en"),
            ("ho finito il parametro di pitch jitter, si può chiudere il ticket?", "it")]),
        Scenario("cpp-clang-format", "it", cpp, [
            Step("sistema il crash quando il campione caricato è vuoto",
                 [edit(f"{cpp}/Source/SampleLoader.cpp", "if(reader){",
                       "if(reader && reader->lengthInSamples>0){"),
                  bash("ctest --test-dir build",
                       "100% tests passed, 0 tests failed out of 18")],
                 "Crash sistemato, i test passano."),
            Step("ok, ma ricordati di passare clang-format sui file che tocchi prima del "
                 "commit, la CI usa la 17 e ti rimanda indietro per uno spazio. c'è lo script "
                 "tools/format.sh",
                 [bash("tools/format.sh Source/SampleLoader.cpp",
                       "clang-format version 17.0.6\nformatted 1 file")],
                 "Formattato con clang-format 17."),
        ], "clang-format", follow_ups=[
            ("aggiungi un controllo sul numero massimo di grani", "it"),
            ("fix the denormal issue in the feedback delay", "en"),
            ("corrige le calcul de la fenêtre de Hann dans GrainWindow.cpp", "fr")]),
        Scenario("cpp-param-ids", "en", cpp, [
            Step("tidy up the parameter naming, they're all over the place",
                 [edit(f"{cpp}/Source/Parameters.cpp", "\"grainSize\"", "\"grain_size\""),
                  edit(f"{cpp}/Source/Parameters.cpp", "\"posJitter\"",
                       "\"position_jitter\""),
                  bash("cmake --build build", "[100%] Built target Grainbox_VST3")],
                 "Renamed parameter IDs to snake_case consistently."),
            Step("why did you rename the parameter IDs? hosts store automation and presets by "
                 "ID, every existing project and preset of every user loses those values. the "
                 "IDs are frozen forever, you can change the display names only",
                 [edit(f"{cpp}/Source/Parameters.cpp", "\"grain_size\"", "\"grainSize\""),
                  edit(f"{cpp}/Source/Parameters.cpp", "\"position_jitter\"",
                       "\"posJitter\"")],
                 "Reverted the IDs; only the visible names can change."),
        ], "frozen", follow_ups=[
            ("the 'dens' parameter should be called 'grain_density' so it reads better", "en"),
            ("clean up the naming in Parameters.cpp before the 1.0 release", "en"),
            ("renomeia o parâmetro 'mix' para 'dry_wet'", "pt")]),
        Scenario("cpp-pref-explain", "pt", cpp, [
            Step("explica-me porque é que a janela de Hann evita os cliques nos grãos",
                 [], "Imagine uma porta que se abre devagar, como uma maré que sobe..."),
            Step("prefiro sem analogias. quando me explicares DSP, dá-me a fórmula curta e um "
                 "exemplo numérico com valores concretos, é assim que eu percebo",
                 [], "w(n) = 0.5·(1 − cos(2πn/(N−1))). Com N = 5: 0, 0.5, 1, 0.5, 0 — o grão "
                     "começa e acaba em zero, sem salto."),
        ], "analogias", tier="personalized", follow_ups=[
            ("explica-me o que é aliasing quando transponho um grão uma oitava acima", "pt"),
            ("why does linear interpolation sound dull at high pitch ratios?", "en"),
            ("erklär mir, warum die Grains bei hoher Dichte lauter werden", "de")]),
        Scenario("cpp-pref-branches", "de", cpp, [
            Step("leg einen Branch für den neuen Freeze-Modus an",
                 [bash("git switch -c freeze-mode-implementation-and-ui",
                       "Switched to a new branch 'freeze-mode-implementation-and-ui'")],
                 "Branch angelegt."),
            Step("passt, aber so mag ich es: pro Feature ein kleiner Branch mit Namen "
                 "feature/<kurz>, also feature/freeze, und beim Mergen squash, damit main eine "
                 "Zeile pro Feature hat",
                 [bash("git branch -m feature/freeze", "")],
                 "Umbenannt in feature/freeze; ich merge künftig mit squash."),
        ], "squash", tier="personalized", follow_ups=[
            ("fang mit der Arbeit am MIDI-Learn an", "de"),
            ("start work on the oversampling option", "en"),
            ("merge the reverse-grain work into main", "en")]),
    ]
