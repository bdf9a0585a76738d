"""A twelfth outside set of sessions that teach something, and the later requests that need it.

Written by hand by a writer who had not read the project's code, tests or other held-out sets'
rows, from the Scenario format alone: the Scenario and Step dataclasses and the signatures of
bash, edit and write, plus the module docstring and first two scenarios of the tenth outside set
for their layout, and the held-out README only to pick project kinds not used before. Never used
for tuning, and written without reading how lessons are captured, stored or recalled. Tiers were
set by construction: a session where the human corrects what the agent did is "procedural", one
where the human only states how they like things is "personalized". Five invented projects of
kinds absent from the earlier learning sets: a Next.js/Prisma web app (pantryshift) with which a
food bank rosters its volunteers, a Spring Boot service (bloodbus) that schedules a blood
service's mobile donation clinics, a PyTorch/Hydra training repository (batsonar) that classifies
bat echolocation calls from ultrasonic recorders, a WordPress plugin (vitrine) that publishes a
small-town museum's catalogue of objects, and an Electron desktop app (tunelog) in which a piano
tuner keeps client and instrument records.

30 sessions, six per project (four procedural, two personalized each). In 20 the agent works
(edits, commands with realistic output, or a claim it makes) and then the human corrects it,
sharply or mildly (an error pasted after the agent said it was done, "why did you ...?", "can you
instead ...", a reminder of how the team does it, a wrong number); tier "procedural". In 10 the
human only states a personal preference with nothing to correct; tier "personalized". User turns
are typed the way people type in a terminal chat: lowercase, some typos, run-on sentences.
15 sessions are in English, the other 15 in one language each: German, Japanese, Korean, French,
Spanish, Czech, Portuguese, Russian, Chinese, Italian, Dutch, Turkish, Swedish, Polish and
Vietnamese. Each scenario has 3 follow-ups (90 in all): requests from a later session that need
the lesson without repeating its words; exactly one per scenario is in the session's language and
two are in others, so 60 of the 90 are in another language than the session's (follow-ups by
language: English 30, Italian 9, German 7, Spanish 7, French 6, Dutch 5, Czech 5, Japanese 4,
Portuguese 4, Polish 3, Russian 3, Chinese 3, Korean 1, Turkish 1, Swedish 1, Vietnamese 1).
All names, paths, hosts, numbers and outputs are invented; nothing is copied from a public
text. `expect` is a word the writer judged a faithful record of the lesson would contain, a
technical token where possible (e.g. "revalidatePath", "Testcontainers", "contextBridge"); for a
few it is a short or plain word ("56", "named", "ISO", "plan") that is looser and may also match
unrelated text.
"""

from __future__ import annotations

from learning_set import Scenario
from sessions import Step, bash, edit, write


def scenarios(base: str) -> list[Scenario]:
    nx = f"{base}/pantryshift"
    sb = f"{base}/bloodbus"
    pt = f"{base}/batsonar"
    wp = f"{base}/vitrine"
    el = f"{base}/tunelog"
    nxapp = f"{nx}/src/app"
    sbj = f"{sb}/src/main/java/org/bloodbus/clinics"
    sbres = f"{sb}/src/main/resources"
    ptpkg = f"{pt}/src/batsonar"
    wpinc = f"{wp}/includes"
    elsrc = f"{el}/src"
    return [
        # ------------------------------------------------ Next.js volunteer rota for a food bank
        Scenario("nx-pnpm", "en", nx, [
            Step("add date-fns-tz, i need it for the shift reminder emails",
                 [bash("npm install date-fns-tz",
                       "npm warn deprecated inflight@1.0.6: This module is not supported\n\n"
                       "added 1184 packages, and audited 1185 packages in 41s\n\n"
                       "found 0 vulnerabilities"),
                  bash("git status --short",
                       " M package.json\n?? package-lock.json")],
                 "Installed date-fns-tz 3.1.3 and it's in package.json now."),
            Step("ugh you made a package-lock.json. this repo is pnpm, theres a pnpm-lock.yaml "
                 "right there and vercel builds with pnpm install --frozen-lockfile so it would "
                 "have failed on the lockfile mismatch. delete that file and always add deps "
                 "with pnpm add",
                 [bash("rm package-lock.json && rm -rf node_modules && pnpm add date-fns-tz",
                       "Packages: +1 -0\n+\nProgress: resolved 812, reused 811, downloaded 1, "
                       "added 812, done\n\ndependencies:\n+ date-fns-tz 3.1.3\n\nDone in 6.2s"),
                  bash("git status --short", " M package.json\n M pnpm-lock.yaml")],
                 "Removed package-lock.json, reinstalled with pnpm; only package.json and "
                 "pnpm-lock.yaml changed."),
        ], "pnpm", tier="procedural", follow_ups=[
            ("we need a markdown renderer for the volunteer handbook page, pull in a library "
             "for that", "en"),
            ("füg bitte zod als abhängigkeit hinzu, ich will die formulardaten validieren", "de"),
            ("il faudrait mettre à jour next vers la 14.2.5, tu peux faire la montée de version ?",
             "fr")]),
        Scenario("nx-prisma-migrate", "de", nx, [
            Step("schichten brauchen ein feld max_volunteers, default 6, und das formular im "
                 "admin soll es anzeigen",
                 [edit(f"{nx}/prisma/schema.prisma",
                       "model Shift {\n  id        Int      @id @default(autoincrement())\n"
                       "  startsAt  DateTime",
                       "model Shift {\n  id            Int      @id @default(autoincrement())\n"
                       "  maxVolunteers Int      @default(6) @map(\"max_volunteers\")\n"
                       "  startsAt      DateTime"),
                  bash("pnpm prisma db push",
                       "Environment variables loaded from .env\nDatasource \"db\": PostgreSQL "
                       "database \"pantryshift\", schema \"public\" at \"localhost:5433\"\n\n"
                       "🚀  Your database is now in sync with your Prisma schema. Done in 212ms\n\n"
                       "✔ Generated Prisma Client (v5.14.0) to ./node_modules/@prisma/client"),
                  edit(f"{nxapp}/admin/shifts/ShiftForm.tsx",
                       "<DateField name=\"startsAt\" />",
                       "<DateField name=\"startsAt\" />\n      <NumberField name=\"maxVolunteers\" "
                       "min={1} max={40} label=\"Max. Helfer\" />")],
                 "Feld ist drin, Datenbank ist synchron und das Admin-Formular zeigt es an."),
            Step("db push ist nur für wegwerf-prototypen, damit gibts keine migrationsdatei und "
                 "auf staging/prod fehlt die spalte dann einfach. bei uns jede schema änderung "
                 "mit prisma migrate dev --name und die datei unter prisma/migrations committen, "
                 "deploy macht migrate deploy",
                 [bash("pnpm prisma migrate dev --name shift_max_volunteers",
                       "Drift detected: Your database schema is not in sync with your migration "
                       "history.\n\n[+] Added column `max_volunteers` on table `Shift`\n\n"
                       "? We need to reset the \"public\" schema at \"localhost:5433\"\n"
                       "Do you want to continue? All data will be lost. › yes\n\n"
                       "Applying migration `20260302101522_shift_max_volunteers`\n\n"
                       "Your database is now in sync with your schema."),
                  bash("git status --short prisma/",
                       " M prisma/schema.prisma\n?? prisma/migrations/"
                       "20260302101522_shift_max_volunteers/")],
                 "Migration `20260302101522_shift_max_volunteers` angelegt (lokale DB dafür "
                 "zurückgesetzt), Datei liegt unter prisma/migrations und kommt mit in den "
                 "Commit."),
        ], "migrate", tier="procedural", follow_ups=[
            ("Freiwillige sollen eine Telefonnummer hinterlegen können, optional, bitte im "
             "Datenmodell ergänzen", "de"),
            ("we need a new table for food drop-off slots from supermarkets, can you add the "
             "model", "en"),
            ("rinomina la colonna notes delle schede volontario in internal_notes", "it")]),
        Scenario("nx-revalidate", "en", nx, [
            Step("make the 'sign up' button on /shifts actually work, a server action that "
                 "inserts a ShiftSignup for the logged in volunteer",
                 [write(f"{nxapp}/shifts/actions.ts",
                        "'use server'\n\nimport { prisma } from '@/lib/db'\nimport { auth } "
                        "from '@/lib/auth'\n\nexport async function signUp(shiftId: number) {\n"
                        "  const session = await auth()\n  if (!session) throw new Error('not "
                        "signed in')\n  await prisma.shiftSignup.create({ data: { shiftId, "
                        "volunteerId: session.user.id } })\n}\n"),
                  edit(f"{nxapp}/shifts/SignUpButton.tsx",
                       "<button disabled>",
                       "<button onClick={() => startTransition(() => signUp(shift.id))}>"),
                  bash("pnpm tsc --noEmit && pnpm vitest run shifts",
                       " ✓ src/app/shifts/actions.test.ts (3 tests) 48ms\n\n Test Files  1 passed "
                       "(1)\n      Tests  3 passed (3)")],
                 "Server action `signUp` is wired to the button; types check and the 3 tests "
                 "pass."),
            Step("clicked it on the preview deploy, the row is in the db but the page still "
                 "says 3/6 and the button stays. the shift list is a cached server component, "
                 "you have to call revalidatePath('/shifts') (or revalidateTag('shifts')) at the "
                 "end of any action that writes, otherwise nobody sees the change until the "
                 "next build",
                 [edit(f"{nxapp}/shifts/actions.ts",
                       "volunteerId: session.user.id } })\n}",
                       "volunteerId: session.user.id } })\n  revalidatePath('/shifts')\n"
                       "  revalidatePath(`/shifts/${shiftId}`)\n}"),
                  edit(f"{nxapp}/shifts/actions.ts",
                       "import { auth } from '@/lib/auth'",
                       "import { auth } from '@/lib/auth'\nimport { revalidatePath } from "
                       "'next/cache'")],
                 "Added `revalidatePath('/shifts')` and the detail path after the insert; the "
                 "counter and button update right after signing up."),
        ], "revalidatePath", tier="procedural", follow_ups=[
            ("volunteers should be able to cancel their signup from the my-shifts page", "en"),
            ("el coordinador tiene que poder marcar un turno como cancelado desde el panel",
             "es"),
            ("管理画面でシフトの開始時間を編集できるようにして", "ja")]),
        Scenario("nx-timezone", "ja", nx, [
            Step("シフト一覧の時間表示が変、ボランティアから9時のシフトが8時って出てるって言われた",
                 [bash("grep -rn toLocaleTimeString src/app/shifts",
                       "src/app/shifts/ShiftCard.tsx:21:  const time = "
                       "shift.startsAt.toLocaleTimeString('en-IE', { hour: '2-digit', "
                       "minute: '2-digit' })"),
                  edit(f"{nxapp}/shifts/ShiftCard.tsx",
                       "shift.startsAt.toLocaleTimeString('en-IE', { hour: '2-digit', minute: "
                       "'2-digit' })",
                       "new Date(shift.startsAt.getTime() + 60 * 60 * 1000)"
                       ".toLocaleTimeString('en-IE', { hour: '2-digit', minute: '2-digit' })")],
                 "一時間ずれていたので +1 時間の補正を入れました。9:00 と表示されます。"),
            Step("いやそれ冬になったらまたずれるでしょ。サーバーはUTCで動いてるからサーバー"
                 "コンポーネントでtoLocale系を使うとUTCになるだけ。時刻の表示は全部 "
                 "src/lib/time.ts の formatShift() を使うこと、あれが Europe/Dublin 固定で "
                 "formatInTimeZone してる",
                 [edit(f"{nxapp}/shifts/ShiftCard.tsx",
                       "new Date(shift.startsAt.getTime() + 60 * 60 * 1000)"
                       ".toLocaleTimeString('en-IE', { hour: '2-digit', minute: '2-digit' })",
                       "formatShift(shift.startsAt, 'time')"),
                  bash("pnpm vitest run lib/time",
                       " ✓ src/lib/time.test.ts (7 tests) 22ms\n   ✓ formats winter shift 09:00 "
                       "GMT\n   ✓ formats summer shift 09:00 IST\n\n Tests  7 passed (7)")],
                 "補正を外して formatShift() に置き換えました。夏時間・冬時間どちらも 09:00 "
                 "になるテストが通っています。"),
        ], "formatShift", tier="procedural", follow_ups=[
            ("リマインダーメールにシフトの開始時刻を入れたい", "ja"),
            ("the export csv for the warehouse lead should have the shift start and end times",
             "en"),
            ("na stronie profilu wolontariusza pokaż datę i godzinę ostatniej zmiany", "pl")]),
        Scenario("nx-named-exports", "en", nx, [
            Step("quick thing about style before we start: i like named exports for "
                 "components, export function DonorBadge() etc, default exports only where "
                 "next forces it (page.tsx, layout.tsx, route files). anyway, make a small "
                 "badge component that shows how many shifts a volunteer has done this year",
                 [write(f"{nx}/src/components/ShiftCountBadge.tsx",
                        "import { Badge } from '@/components/ui/badge'\n\nexport function "
                        "ShiftCountBadge({ count }: { count: number }) {\n  return <Badge "
                        "variant=\"secondary\">{count} shifts in 2026</Badge>\n}\n"),
                  bash("pnpm tsc --noEmit", "")],
                 "Added `ShiftCountBadge` as a named export in src/components; typecheck is "
                 "clean."),
        ], "named", tier="personalized", follow_ups=[
            ("make a component for the empty state when there are no open shifts", "en"),
            ("crie um componente de aviso para quando o armazém estiver fechado no feriado",
             "pt"),
            ("maak een kaartcomponent voor de contactpersoon van een partnerorganisatie", "nl")]),
        Scenario("nx-commit-style", "ko", nx, [
            Step("참고로 커밋 메시지는 항상 영어로 conventional commits 형식으로 써줘 feat:, "
                 "fix:, chore: 이런거. 스코프도 붙여주면 좋고. 일단 footer에 푸드뱅크 "
                 "연락처 링크 추가해줘",
                 [edit(f"{nxapp}/Footer.tsx", "<p>© Northside Food Bank</p>",
                       "<p>© Northside Food Bank · <a href=\"/contact\">Contact us</a></p>"),
                  bash("git commit -am 'feat(footer): add contact link'",
                       "[main 5c1e0a9] feat(footer): add contact link\n 1 file changed, 1 "
                       "insertion(+), 1 deletion(-)")],
                 "푸터에 연락처 링크를 추가하고 `feat(footer): add contact link`로 커밋했어요."),
        ], "feat", tier="personalized", follow_ups=[
            ("로그인 페이지 오타 고치고 커밋해줘", "ko"),
            ("fix the broken link to the allergy guide and commit it", "en"),
            ("aggiorna le dipendenze di sviluppo e fai il commit", "it")]),
        # ------------------------------------------- Spring Boot scheduler for mobile blood clinics
        Scenario("sb-flyway", "en", sb, [
            Step("the clinic_stop table needs a parking_notes column for the bus drivers, "
                 "varchar 500",
                 [edit(f"{sbres}/db/migration/V7__clinic_stops.sql",
                       "    town        VARCHAR(120) NOT NULL,\n",
                       "    town        VARCHAR(120) NOT NULL,\n    parking_notes VARCHAR(500),\n"),
                  edit(f"{sbj}/stop/ClinicStop.java",
                       "    private String town;\n",
                       "    private String town;\n\n    @Column(name = \"parking_notes\", length = "
                       "500)\n    private String parkingNotes;\n"),
                  bash("./gradlew test -q", "BUILD SUCCESSFUL in 38s")],
                 "Added parking_notes to the clinic_stop table definition and the entity; "
                 "tests pass."),
            Step("staging wont start:\n\norg.flywaydb.core.api.exception.FlywayValidateException: "
                 "Validate failed: Migrations have failed validation\nMigration checksum "
                 "mismatch for migration version 7\n-> Applied to database : 1893302211\n"
                 "-> Resolved locally    : -402117845\n\nyou edited V7 which ran on every env "
                 "months ago. applied migrations are frozen, a change is always a new "
                 "V<next>__ file. put V7 back exactly as it was",
                 [bash(f"git checkout origin/main -- {sbres}/db/migration/V7__clinic_stops.sql "
                       f"&& ls {sbres}/db/migration | tail -2",
                       "V10__donor_deferrals.sql\nV11__bus_fleet.sql"),
                  write(f"{sbres}/db/migration/V12__clinic_stop_parking_notes.sql",
                        "ALTER TABLE clinic_stop ADD COLUMN parking_notes VARCHAR(500);\n"),
                  bash("./gradlew test -q", "BUILD SUCCESSFUL in 41s")],
                 "Restored V7 from main and added V12__clinic_stop_parking_notes.sql with the "
                 "ALTER TABLE; tests pass."),
        ], "Flyway", tier="procedural", follow_ups=[
            ("the bus table should record whether the vehicle has a wheelchair lift", "en"),
            ("il faut un index sur donor(last_donation_date), les requêtes d'éligibilité "
             "rament", "fr"),
            ("el tipo de la columna postcode se queda corto, hay que pasarla a 12 caracteres",
             "es")]),
        Scenario("sb-testcontainers", "fr", sb, [
            Step("les tests du repository des créneaux sont lents, ils démarrent postgres à "
                 "chaque fois, tu peux accélérer ça ?",
                 [edit(f"{sb}/build.gradle.kts",
                       "testImplementation(\"org.testcontainers:postgresql\")",
                       "testRuntimeOnly(\"com.h2database:h2\")"),
                  write(f"{sb}/src/test/resources/application-test.yml",
                        "spring:\n  datasource:\n    url: jdbc:h2:mem:bloodbus;MODE=PostgreSQL\n"),
                  bash("./gradlew test --tests '*SlotRepositoryTest'",
                       "SlotRepositoryTest > findsFreeSlotsByTown() PASSED\nSlotRepositoryTest "
                       "> rejectsOverlap() FAILED\n    org.h2.jdbc.JdbcSQLSyntaxErrorException: "
                       "Syntax error in SQL statement \"... WHERE tsrange(starts_at, ends_at) "
                       "&& [*]tsrange(?, ?)\"\n\n2 tests completed, 1 failed")],
                 "Passé sur H2 en mémoire : le test tourne en 3 s au lieu de 25. Il reste "
                 "rejectsOverlap à adapter, la syntaxe de range n'existe pas en H2, je peux "
                 "la réécrire en comparaisons simples."),
            Step("non surtout pas, on ne réécrit pas les requêtes pour faire plaisir à H2. on a "
                 "des tsrange, des jsonb et une contrainte EXCLUDE, les tests tournent toujours "
                 "contre un vrai postgres 16 via Testcontainers. si c'est lent, active la "
                 "réutilisation du conteneur (testcontainers.reuse.enable) et la classe de "
                 "base AbstractPostgresIT avec un conteneur static",
                 [edit(f"{sb}/build.gradle.kts", "testRuntimeOnly(\"com.h2database:h2\")",
                       "testImplementation(\"org.testcontainers:postgresql\")"),
                  bash(f"rm {sb}/src/test/resources/application-test.yml"),
                  edit(f"{sb}/src/test/java/org/bloodbus/clinics/slot/SlotRepositoryTest.java",
                       "class SlotRepositoryTest {",
                       "class SlotRepositoryTest extends AbstractPostgresIT {"),
                  bash("./gradlew test --tests '*SlotRepositoryTest'",
                       "SlotRepositoryTest > findsFreeSlotsByTown() PASSED\nSlotRepositoryTest "
                       "> rejectsOverlap() PASSED\n\nBUILD SUCCESSFUL in 9s")],
                 "H2 retiré ; le test hérite d'AbstractPostgresIT (conteneur postgres:16 "
                 "statique, réutilisable) : 9 s et les deux tests passent."),
        ], "Testcontainers", tier="procedural", follow_ups=[
            ("écris un test pour la requête qui cherche les donneurs O négatif près d'un arrêt",
             "fr"),
            ("add an integration test for the repository that stores donor deferrals", "en"),
            ("die Tests für den Fahrzeug-Repository sind langsam, kannst du die beschleunigen?",
             "de")]),
        Scenario("sb-constructor-injection", "en", sb, [
            Step("add a RouteOptimizer service that the ScheduleController uses to order the "
                 "stops of a day",
                 [write(f"{sbj}/route/RouteOptimizer.java",
                        "@Service\npublic class RouteOptimizer {\n\n    @Autowired\n    private "
                        "DistanceMatrixClient distances;\n\n    public List<ClinicStop> "
                        "order(List<ClinicStop> stops) { ... }\n}\n"),
                  edit(f"{sbj}/schedule/ScheduleController.java",
                       "    @Autowired\n    private ScheduleService scheduleService;\n",
                       "    @Autowired\n    private ScheduleService scheduleService;\n\n    "
                       "@Autowired\n    private RouteOptimizer routeOptimizer;\n"),
                  bash("./gradlew test -q", "BUILD SUCCESSFUL in 36s")],
                 "RouteOptimizer is in place and injected into ScheduleController."),
            Step("why field injection? the old controller is the one leftover we havent "
                 "cleaned up, everything else is constructor injection with final fields and "
                 "lombok @RequiredArgsConstructor, so the unit tests can just new the class "
                 "with mocks. fix both please",
                 [edit(f"{sbj}/route/RouteOptimizer.java",
                       "@Service\npublic class RouteOptimizer {\n\n    @Autowired\n    private "
                       "DistanceMatrixClient distances;",
                       "@Service\n@RequiredArgsConstructor\npublic class RouteOptimizer {\n\n"
                       "    private final DistanceMatrixClient distances;"),
                  edit(f"{sbj}/schedule/ScheduleController.java",
                       "    @Autowired\n    private ScheduleService scheduleService;\n\n    "
                       "@Autowired\n    private RouteOptimizer routeOptimizer;\n",
                       "    private final ScheduleService scheduleService;\n    private final "
                       "RouteOptimizer routeOptimizer;\n"),
                  edit(f"{sbj}/schedule/ScheduleController.java",
                       "@RestController\n", "@RestController\n@RequiredArgsConstructor\n"),
                  bash("./gradlew test -q", "BUILD SUCCESSFUL in 35s")],
                 "Both classes now use final fields with @RequiredArgsConstructor; no "
                 "@Autowired fields left in them."),
        ], "RequiredArgsConstructor", tier="procedural", follow_ups=[
            ("create a service that sends SMS reminders to donors the day before a clinic",
             "en"),
            ("serve un componente che legge il meteo previsto per le fermate del giorno dopo",
             "it"),
            ("potřebuju novou službu, která hlídá servisní intervaly autobusů", "cs")]),
        Scenario("sb-eligible-count", "es", sb, [
            Step("¿cuántos donantes podrían venir a la parada de Villalba el jueves 12? "
                 "necesito el número para el folleto",
                 [bash("psql bloodbus_ro -c \"select count(*) from donation d join donor o on "
                       "o.id = d.donor_id where o.home_stop = 'VILLALBA' and d.donated_at < "
                       "date '2026-03-12' - interval '3 months'\"",
                       " count \n-------\n   412\n(1 row)")],
                 "Hay 412 donantes elegibles para Villalba el jueves 12."),
            Step("412 no puede ser, allí tenemos unos 180 donantes en total. estás contando "
                 "donaciones, no personas: cada donante sale una vez por cada donación antigua. "
                 "hay que mirar solo la ÚLTIMA donación de cada donante (max(donated_at)), "
                 "y el intervalo mínimo para sangre total es 56 días, no 3 meses. y quita los "
                 "que tienen una exclusión vigente en donor_deferral",
                 [bash("psql bloodbus_ro -c \"select count(*) from (select o.id, "
                       "max(d.donated_at) last from donor o join donation d on d.donor_id = o.id "
                       "where o.home_stop = 'VILLALBA' and d.kind = 'WHOLE_BLOOD' group by o.id) "
                       "x where x.last <= date '2026-03-12' - 56 and not exists (select 1 from "
                       "donor_deferral f where f.donor_id = x.id and f.until >= date "
                       "'2026-03-12')\"",
                       " count \n-------\n   97\n(1 row)")],
                 "Corregido: 97 donantes (última donación de sangre total hace al menos 56 "
                 "días y sin exclusión vigente)."),
        ], "56", tier="procedural", follow_ups=[
            ("¿cuántos donantes de Alcobendas podrían donar en la colecta del día 20?", "es"),
            ("how many donors near the university stop can we invite for the april drive",
             "en"),
            ("kolik dárců z Kladna by mohlo přijít na odběr příští středu?", "cs")]),
        Scenario("sb-records", "cs", sb, [
            Step("pro DTOčka v API chci java recordy, žádný lombok @Data ani gettery a "
                 "settery, jen record s validačními anotacemi. teď potřebuju endpoint GET "
                 "/api/stops/{id}/summary s městem, datem a počtem volných míst",
                 [write(f"{sbj}/stop/StopSummary.java",
                        "public record StopSummary(\n        @NotBlank String town,\n"
                        "        @NotNull LocalDate date,\n        @PositiveOrZero int freeSlots) "
                        "{\n}\n"),
                  edit(f"{sbj}/stop/StopController.java",
                       "    @GetMapping(\"/{id}\")",
                       "    @GetMapping(\"/{id}/summary\")\n    public StopSummary summary("
                       "@PathVariable long id) {\n        return stopService.summary(id);\n    }"
                       "\n\n    @GetMapping(\"/{id}\")"),
                  bash("./gradlew test -q --tests '*StopControllerTest'",
                       "BUILD SUCCESSFUL in 14s")],
                 "Endpoint přidán, odpověď je record `StopSummary` s validačními anotacemi."),
        ], "record", tier="personalized", follow_ups=[
            ("přidej endpoint, který vrátí seznam autobusů a jejich řidičů na daný den", "cs"),
            ("we need a request body for creating a new clinic stop via the api", "en"),
            ("la respuesta del endpoint de estadísticas mensuales necesita su propio objeto",
             "es")]),
        Scenario("sb-plan-first", "en", sb, [
            Step("one thing about how i like to work: if a change is going to touch more than "
                 "about 3 files, tell me the plan first (which files, what changes) and wait "
                 "for my ok before editing. small stuff just do it. ok first: rename "
                 "ClinicStop.town to municipality everywhere",
                 [bash("grep -rln 'town' src/main src/test | wc -l", "14")],
                 "This touches 14 files, so here's the plan before I edit: rename the entity "
                 "field and its column mapping (ClinicStop.java + a new V12 migration), the "
                 "DTOs StopSummary and StopRequest, the three repository query methods, the "
                 "controller's request params, and the 6 tests that build stops. OK to go "
                 "ahead?"),
        ], "plan", tier="personalized", follow_ups=[
            ("switch all the date handling in the scheduler from LocalDate to ZonedDateTime",
             "en"),
            ("tausche überall den alten RestTemplate-Client gegen den neuen RestClient aus",
             "de"),
            ("renomeia o pacote stop para clinicstop no projeto todo", "pt")]),
        # ---------------------------------------------- PyTorch/Hydra bat echolocation classifier
        Scenario("pt-hydra-experiment", "en", pt, [
            Step("try a run with lr 3e-4 and batch 128 and the mixup augmentation on, i want "
                 "to see if it helps the pipistrelle confusion",
                 [edit(f"{pt}/configs/train.yaml",
                       "optim:\n  lr: 1.0e-3\ndata:\n  batch_size: 64\naug:\n  mixup: false",
                       "optim:\n  lr: 3.0e-4\ndata:\n  batch_size: 128\naug:\n  mixup: true"),
                  bash("uv run python -m batsonar.train",
                       "[2026-03-03 11:02:14][batsonar.train][INFO] - run dir: "
                       "outputs/2026-03-03/11-02-14\nepoch 30 | val_macro_f1 0.871 | "
                       "ppip/pnat confusion 0.094")],
                 "Run finished: macro F1 0.871, the Pipistrellus pipistrellus / nathusii "
                 "confusion dropped to 0.094 (baseline 0.131)."),
            Step("nice result but dont edit configs/train.yaml for one-off tries, thats the "
                 "baseline everyone's runs compare against and now it's silently changed. "
                 "either override on the command line (optim.lr=3e-4 data.batch_size=128 "
                 "aug.mixup=true) or if we keep it put it in configs/experiment/<name>.yaml "
                 "and run with +experiment=<name>",
                 [bash("git checkout configs/train.yaml"),
                  write(f"{pt}/configs/experiment/mixup_lr3e4.yaml",
                        "# @package _global_\noptim:\n  lr: 3.0e-4\ndata:\n  batch_size: 128\n"
                        "aug:\n  mixup: true\n"),
                  bash("uv run python -m batsonar.train +experiment=mixup_lr3e4 --cfg job "
                       "| grep -E 'lr|batch_size|mixup'",
                       "  lr: 0.0003\n  batch_size: 128\n  mixup: true")],
                 "Restored train.yaml; the settings now live in "
                 "configs/experiment/mixup_lr3e4.yaml and resolve correctly with "
                 "+experiment=mixup_lr3e4."),
        ], "experiment", tier="procedural", follow_ups=[
            ("lets see what happens with label smoothing 0.1 and 50 epochs instead of 30", "en"),
            ("prova un run con il backbone efficientnet_b2 invece di resnet18", "it"),
            ("vyzkoušej trénink s menším oknem spektrogramu, 256 místo 512", "cs")]),
        Scenario("pt-group-split", "pt", pt, [
            Step("preciso de um split treino/validação novo, agora temos as gravações de "
                 "2025 também",
                 [edit(f"{ptpkg}/data/split.py",
                       "clips = load_index(cfg.index)",
                       "clips = load_index(cfg.index)\n    train, val = train_test_split(clips, "
                       "test_size=0.2, stratify=clips.species, random_state=cfg.seed)"),
                  bash("uv run python -m batsonar.data.split && uv run python -m "
                       "batsonar.train trainer.max_epochs=5",
                       "wrote splits/v4: 38214 train / 9554 val clips\nepoch 5 | "
                       "val_macro_f1 0.962")],
                 "Split v4 criado (estratificado por espécie, 80/20). Já com 5 épocas dá F1 "
                 "0.962 na validação, bem acima do 0.87 de antes."),
            Step("0.96 em 5 épocas é bom demais pra ser verdade. os clips do mesmo gravador na "
                 "mesma noite são quase idênticos (mesmo morcego passando várias vezes), se "
                 "caem uns no treino e outros na validação o modelo decora o ruído de fundo do "
                 "sítio. o split tem que ser por grupo, GroupShuffleSplit ou StratifiedGroupKFold "
                 "com groups=site_id, nunca aleatório por clip",
                 [edit(f"{ptpkg}/data/split.py",
                       "train, val = train_test_split(clips, test_size=0.2, "
                       "stratify=clips.species, random_state=cfg.seed)",
                       "sgkf = StratifiedGroupKFold(n_splits=5, shuffle=True, "
                       "random_state=cfg.seed)\n    tr_idx, va_idx = next(sgkf.split(clips, "
                       "clips.species, groups=clips.site_id))\n    train, val = "
                       "clips.iloc[tr_idx], clips.iloc[va_idx]"),
                  bash("uv run python -m batsonar.data.split && uv run python -m "
                       "batsonar.train trainer.max_epochs=5",
                       "wrote splits/v4: 37790 train / 9978 val clips (0 site_id overlap)\n"
                       "epoch 5 | val_macro_f1 0.814")],
                 "Refeito com StratifiedGroupKFold agrupando por site_id: nenhum sítio em "
                 "comum entre treino e validação, e o F1 realista com 5 épocas é 0.814."),
        ], "site_id", tier="procedural", follow_ups=[
            ("monta uma validação cruzada de 5 folds para comparar os dois backbones", "pt"),
            ("we got 3000 new clips from the Kerry survey, add them and rebuild the "
             "validation set", "en"),
            ("нужно отложить тестовую выборку для финальной оценки модели", "ru")]),
        Scenario("pt-gpu", "en", pt, [
            Step("kick off the full 80 epoch run on the lab box (gpu01) with the new split",
                 [bash("ssh gpu01 'cd ~/batsonar && nohup uv run python -m batsonar.train "
                       "trainer.max_epochs=80 > run80.log 2>&1 &'", ""),
                  bash("ssh gpu01 'tail -2 ~/batsonar/run80.log'",
                       "[INFO] - using device cuda:0\nepoch 1 | step 200 | loss 1.842")],
                 "Started on gpu01, it's on epoch 1, about 4 min per epoch so it should be "
                 "done in ~5h."),
            Step("aoife just pinged me, her wind-noise run on gpu 0 went OOM and died. you "
                 "cant just start on the default device on that box, its shared. always check "
                 "nvidia-smi first and pin a free card with CUDA_VISIBLE_DEVICES, and put it "
                 "in the lab calendar. kill yours and restart it on a free one",
                 [bash("ssh gpu01 'pkill -u $USER -f \"batsonar.train trainer.max_epochs=80\"; "
                       "nvidia-smi --query-gpu=index,memory.used,utilization.gpu "
                       "--format=csv,noheader'",
                       "0, 412 MiB, 0 %\n1, 23104 MiB, 97 %\n2, 18 MiB, 0 %\n3, 39870 MiB, "
                       "100 %"),
                  bash("ssh gpu01 'cd ~/batsonar && CUDA_VISIBLE_DEVICES=2 nohup uv run "
                       "python -m batsonar.train trainer.max_epochs=80 > run80.log 2>&1 &'",
                       "")],
                 "Killed my run, checked nvidia-smi (GPU 2 was idle) and restarted with "
                 "CUDA_VISIBLE_DEVICES=2; gpu 0 is free again for Aoife. I'll leave the "
                 "calendar entry to you since I can't reach it."),
        ], "CUDA_VISIBLE_DEVICES", tier="procedural", follow_ups=[
            ("run the hyperparameter sweep on the lab machine overnight", "en"),
            ("lance l'évaluation du checkpoint final sur le serveur du labo", "fr"),
            ("在实验室服务器上跑一下推理，把去年夏天的录音都分类一遍", "zh")]),
        Scenario("pt-dvc", "ru", pt, [
            Step("добавь записи с новой точки в Гленгаррифе в набор данных, они в "
                 "~/Downloads/glengarriff_2026",
                 [bash("cp -r ~/Downloads/glengarriff_2026 data/raw/ && git add data/raw/"
                       "glengarriff_2026 && git commit -m 'add glengarriff recordings'",
                       "[main 8f02d1c] add glengarriff recordings\n 1214 files changed, 0 "
                       "insertions(+), 0 deletions(-)\n create mode 100644 data/raw/"
                       "glengarriff_2026/SM4_20260211_212301.wav\n ...")],
                 "Скопировал 1214 wav-файлов в data/raw и закоммитил."),
            Step("стоп, это 6 гигов wav прямо в git, пуш на гитлаб упадёт по лимиту и "
                 "история распухнет. сырые данные у нас только через dvc: dvc add data/raw/"
                 "<папка>, в git идёт только .dvc файл, потом dvc push в remote на s3. "
                 "откати коммит",
                 [bash("git reset --soft HEAD~1 && git rm -r -q --cached data/raw/"
                       "glengarriff_2026 && dvc add data/raw/glengarriff_2026",
                       "100% Adding...|████████████████|1/1 [00:41, 41.2s/file]\n\nTo track "
                       "the changes with git, run:\n\n\tgit add data/raw/glengarriff_2026.dvc "
                       "data/raw/.gitignore"),
                  bash("git add data/raw/glengarriff_2026.dvc data/raw/.gitignore && git "
                       "commit -qm 'track glengarriff recordings with dvc' && dvc push",
                       "1214 files pushed")],
                 "Коммит откатил; папка теперь под dvc (в git только "
                 "glengarriff_2026.dvc и .gitignore), 1214 файлов ушли в remote через "
                 "dvc push."),
        ], "dvc", tier="procedural", follow_ups=[
            ("положи обученные веса лучшей модели туда, где их найдут коллеги", "ru"),
            ("the volunteers sent a zip with 800 more recordings from the canal route, put "
             "them into the dataset", "en"),
            ("voeg de geannoteerde spectrogrammen van vorige zomer toe aan de repo", "nl")]),
        Scenario("pt-einops", "zh", pt, [
            Step("先说一下我的习惯：张量变形我喜欢用 einops 的 rearrange/reduce，不要一长串 "
                 "permute/view/reshape，看不出维度含义。现在帮我写个把 (batch, time, "
                 "freq) 的谱图切成 8x8 小块的函数",
                 [write(f"{ptpkg}/models/patches.py",
                        "from einops import rearrange\n\n\ndef to_patches(spec, p: int = 8):\n"
                        "    return rearrange(spec, 'b (t pt) (f pf) -> b (t f) (pt pf)', pt=p, "
                        "pf=p)\n"),
                  bash("uv run pytest -q tests/test_patches.py", "3 passed in 0.41s")],
                 "写好了 `to_patches`，用 einops.rearrange 一行完成，测试 3 个通过。"),
        ], "einops", tier="personalized", follow_ups=[
            ("把注意力层输出的多头合并回去", "zh"),
            ("the attention pooling needs to average over the time axis, can you add that",
             "en"),
            ("brauche eine Funktion, die aus den Patches wieder ein Spektrogramm macht", "de")]),
        Scenario("pt-jaxtyping", "en", pt, [
            Step("btw for anything that takes or returns tensors i like jaxtyping shape "
                 "annotations, Float[Tensor, 'batch time freq'] style, so the shapes are in "
                 "the signature. can you write the helper that converts a wav chunk to a log "
                 "mel spectrogram",
                 [write(f"{ptpkg}/features/mel.py",
                        "from jaxtyping import Float\nfrom torch import Tensor\n\n\ndef "
                        "log_mel(wav: Float[Tensor, 'batch samples'], sr: int = 384_000) -> "
                        "Float[Tensor, 'batch time mels']:\n    ...\n"),
                  bash("uv run pytest -q tests/features", "6 passed in 1.12s")],
                 "Added `log_mel` with jaxtyping annotations (batch samples -> batch time "
                 "mels); 6 feature tests pass."),
        ], "jaxtyping", tier="personalized", follow_ups=[
            ("write a function that crops the spectrogram to the 20-120 kHz band", "en"),
            ("escribe la función que normaliza cada espectrograma por su media y desviación",
             "es"),
            ("スペクトログラムにランダムな時間マスクをかける関数を作って", "ja")]),
        # ---------------------------------------------------- WordPress plugin, museum catalogue
        Scenario("wp-escaping", "en", wp, [
            Step("the single object template should show the maker and the object "
                 "description under the photo",
                 [edit(f"{wp}/templates/single-vitrine_object.php",
                       "<figure class=\"vitrine-photo\"><?php the_post_thumbnail('large'); ?>"
                       "</figure>",
                       "<figure class=\"vitrine-photo\"><?php the_post_thumbnail('large'); ?>"
                       "</figure>\n<p class=\"vitrine-maker\"><?php echo get_post_meta("
                       "get_the_ID(), 'vitrine_maker', true); ?></p>\n<div "
                       "class=\"vitrine-desc\"><?php echo get_post_meta(get_the_ID(), "
                       "'vitrine_description', true); ?></div>")],
                 "Maker and description now render under the photo on single object pages."),
            Step("phpcs in CI:\n\n  42 | ERROR | All output should be run through an escaping "
                 "function (see the Security sections in the WordPress Developer Handbooks), "
                 "found 'get_post_meta'.\n     |       | (WordPress.Security.EscapeOutput."
                 "OutputNotEscaped)\n\nvolunteers type those fields, never echo meta raw. "
                 "esc_html for plain text like the maker, esc_attr inside attributes, "
                 "wp_kses_post for the description because it can have links and italics",
                 [edit(f"{wp}/templates/single-vitrine_object.php",
                       "<?php echo get_post_meta(get_the_ID(), 'vitrine_maker', true); ?>",
                       "<?php echo esc_html( get_post_meta( get_the_ID(), 'vitrine_maker', "
                       "true ) ); ?>"),
                  edit(f"{wp}/templates/single-vitrine_object.php",
                       "<?php echo get_post_meta(get_the_ID(), 'vitrine_description', true); ?>",
                       "<?php echo wp_kses_post( get_post_meta( get_the_ID(), "
                       "'vitrine_description', true ) ); ?>"),
                  bash("composer run phpcs -- templates/",
                       "> phpcs --standard=phpcs.xml.dist 'templates/'\n\nTime: 612ms; "
                       "Memory: 12MB")],
                 "Maker goes through esc_html and the description through wp_kses_post; "
                 "phpcs is clean on templates/."),
        ], "esc_html", tier="procedural", follow_ups=[
            ("show the accession number and the donor's name in the object archive cards",
             "en"),
            ("aggiungi il titolo della mostra come attributo title sul link della galleria",
             "it"),
            ("zeig im Shortcode [vitrine_latest] auch den Fundort des Objekts an", "de")]),
        Scenario("wp-prepare", "it", wp, [
            Step("serve una ricerca per numero di inventario nel pannello admin, tipo "
                 "1987.14.3, deve trovare l'oggetto anche con numero parziale",
                 [edit(f"{wpinc}/class-vitrine-admin-search.php",
                       "public function find_by_accession( $term ) {",
                       "public function find_by_accession( $term ) {\n\t\tglobal $wpdb;\n\t\t"
                       "return $wpdb->get_results( \"SELECT post_id FROM {$wpdb->postmeta} "
                       "WHERE meta_key = 'vitrine_accession' AND meta_value LIKE '%$term%'\" );"),
                  bash("npx wp-env run cli wp eval 'print_r( ( new Vitrine_Admin_Search() )"
                       "->find_by_accession( \"1987.14\" ) );'",
                       "Array\n(\n    [0] => stdClass Object ( [post_id] => 311 )\n    [1] => "
                       "stdClass Object ( [post_id] => 312 )\n)")],
                 "Fatto, '1987.14' trova i due oggetti 311 e 312."),
            Step("no, così basta un ' nel campo e hai una sql injection, e il % non è "
                 "escapato. qualsiasi query con input va sempre con $wpdb->prepare() e "
                 "i placeholder %s/%d, e per il LIKE $wpdb->esc_like() prima di aggiungere i %",
                 [edit(f"{wpinc}/class-vitrine-admin-search.php",
                       "return $wpdb->get_results( \"SELECT post_id FROM {$wpdb->postmeta} "
                       "WHERE meta_key = 'vitrine_accession' AND meta_value LIKE '%$term%'\" );",
                       "$like = '%' . $wpdb->esc_like( $term ) . '%';\n\t\treturn "
                       "$wpdb->get_results(\n\t\t\t$wpdb->prepare(\n\t\t\t\t\"SELECT post_id "
                       "FROM {$wpdb->postmeta} WHERE meta_key = %s AND meta_value LIKE %s\",\n"
                       "\t\t\t\t'vitrine_accession',\n\t\t\t\t$like\n\t\t\t)\n\t\t);"),
                  bash("composer run phpcs -- includes/ && composer run test -- --filter "
                       "AdminSearch",
                       "OK (4 tests, 9 assertions)")],
                 "Riscritta con $wpdb->prepare e $wpdb->esc_like; phpcs pulito e i 4 test "
                 "della ricerca passano."),
        ], "prepare", tier="procedural", follow_ups=[
            ("serve un filtro per materiale nella lista oggetti dell'admin, con query diretta "
             "sul database", "it"),
            ("add a report page that counts objects per donor straight from the postmeta "
             "table", "en"),
            ("la exportación CSV debe filtrar por rango de años de adquisición", "es")]),
        Scenario("wp-env", "en", wp, [
            Step("can you check the plugin activates cleanly on php 8.3",
                 [bash("php -v | head -1 && php -S localhost:8080 -t ~/Sites/wordpress >/dev/"
                       "null 2>&1 & sleep 1; mysql -uroot -e 'create database vitrine_test'",
                       "PHP 8.1.27 (cli) (built: Dec 21 2023 20:19:54) (NTS)\nERROR 2002 "
                       "(HY000): Can't connect to local MySQL server through socket "
                       "'/tmp/mysql.sock' (2)")],
                 "Your local PHP is 8.1 and there's no MySQL running, so I can't test on 8.3 "
                 "here. Want me to install php 8.3 and mysql with brew?"),
            Step("no dont install anything, we never run wordpress on the host. the repo "
                 "has .wp-env.json, npx wp-env start gives you docker wp + db, the php "
                 "version is set in .wp-env.json (phpVersion) and wp-cli runs with npx "
                 "wp-env run cli wp ...",
                 [edit(f"{wp}/.wp-env.json", "\"phpVersion\": \"8.1\"",
                       "\"phpVersion\": \"8.3\""),
                  bash("npx wp-env start && npx wp-env run cli wp plugin activate vitrine",
                       "✔ Done! (in 48s 112ms)\nWordPress development site started at "
                       "http://localhost:8888\nPlugin 'vitrine' activated.\nSuccess: Activated "
                       "1 of 1 plugins."),
                  bash("npx wp-env run cli php -v | head -1 && npx wp-env logs wordpress "
                       "| grep -ci deprecated",
                       "PHP 8.3.4 (cli) (built: Mar 16 2024 01:11:02) (NTS)\n0"),
                  bash("git checkout .wp-env.json")],
                 "Started wp-env with phpVersion 8.3: the plugin activates without errors or "
                 "deprecation notices. I put .wp-env.json back to 8.1 afterwards."),
        ], "wp-env", tier="procedural", follow_ups=[
            ("does the plugin still work with wordpress 6.7? check it", "en"),
            ("potřebuju si lokálně proklikat nový blok galerie, jak ho spustím?", "cs"),
            ("importeer de testobjecten uit fixtures/objects.csv in een lokale site", "nl")]),
        Scenario("wp-textdomain", "nl", wp, [
            Step("de knop 'Bekijk in 3D' en de melding 'Object tijdelijk uitgeleend' moeten "
                 "op de objectpagina komen",
                 [edit(f"{wp}/templates/single-vitrine_object.php",
                       "<div class=\"vitrine-actions\">",
                       "<div class=\"vitrine-actions\">\n\t<a class=\"button\" href=\"<?php "
                       "echo esc_url( $model_url ); ?>\">Bekijk in 3D</a>\n\t<?php if ( "
                       "$on_loan ) : ?><p class=\"vitrine-loan\">Object tijdelijk "
                       "uitgeleend</p><?php endif; ?>")],
                 "Knop en uitleenmelding staan erin."),
            Step("die teksten staan nu hard in het nederlands in de template, de engelse en "
                 "duitse site tonen dan ook nederlands. alle zichtbare strings in het engels "
                 "schrijven en door de vertaalfuncties halen (esc_html__, esc_html_e, _n) met "
                 "text domain 'vitrine-catalogue', niet 'vitrine', en daarna make-pot draaien "
                 "zodat het vertaalteam ze ziet",
                 [edit(f"{wp}/templates/single-vitrine_object.php",
                       "\">Bekijk in 3D</a>",
                       "\"><?php esc_html_e( 'View in 3D', 'vitrine-catalogue' ); ?></a>"),
                  edit(f"{wp}/templates/single-vitrine_object.php",
                       "<p class=\"vitrine-loan\">Object tijdelijk uitgeleend</p>",
                       "<p class=\"vitrine-loan\"><?php esc_html_e( 'Object temporarily on "
                       "loan', 'vitrine-catalogue' ); ?></p>"),
                  bash("npx wp-env run cli wp i18n make-pot wp-content/plugins/vitrine "
                       "wp-content/plugins/vitrine/languages/vitrine-catalogue.pot "
                       "--domain=vitrine-catalogue",
                       "Plugin file detected.\nSuccess: POT file successfully generated.")],
                 "Strings zijn nu Engels via esc_html_e met domain 'vitrine-catalogue'; de "
                 ".pot is opnieuw gegenereerd."),
        ], "vitrine-catalogue", tier="procedural", follow_ups=[
            ("op de tentoonstellingspagina moet 'Nog 3 dagen te zien' komen te staan", "nl"),
            ("add a 'no objects match your filter' message to the catalogue search", "en"),
            ("dodaj przycisk 'Pobierz zdjęcie w wysokiej rozdzielczości' pod zdjęciem obiektu",
             "pl")]),
        Scenario("wp-hook-prefix", "tr", wp, [
            Step("önce şunu söyleyeyim, benim tercihim: kendi hook ve filtre isimlerimiz "
                 "hep vitrine_ önekiyle başlasın, ve add_action'a anonim fonksiyon yerine "
                 "isimli metot ver ki başkaları remove_action ile kaldırabilsin. şimdi obje "
                 "kaydedilince önbelleği temizleyen bir hook ekle",
                 [edit(f"{wpinc}/class-vitrine-cache.php",
                       "public function register() {",
                       "public function register() {\n\t\tadd_action( 'save_post_vitrine_object', "
                       "array( $this, 'flush_object_cache' ), 10, 1 );\n\t\tdo_action( "
                       "'vitrine_cache_registered', $this );"),
                  edit(f"{wpinc}/class-vitrine-cache.php",
                       "}\n// end class",
                       "\tpublic function flush_object_cache( $post_id ) {\n\t\twp_cache_delete( "
                       "'vitrine_object_' . $post_id, 'vitrine' );\n\t\tdo_action( "
                       "'vitrine_object_cache_flushed', $post_id );\n\t}\n}\n// end class")],
                 "save_post_vitrine_object'a isimli `flush_object_cache` metodunu bağladım; "
                 "yeni hook'lar `vitrine_cache_registered` ve `vitrine_object_cache_flushed`."),
        ], "vitrine_", tier="personalized", follow_ups=[
            ("obje silinince de bir şey tetiklensin, temalar yakalayabilsin", "tr"),
            ("themes should be able to change the number of objects per page in the archive",
             "en"),
            ("voglio poter modificare il testo del credito fotografico da un altro plugin",
             "it")]),
        Scenario("wp-phpcbf", "sv", wp, [
            Step("en sak om hur jag vill ha det: kör alltid composer run phpcbf själv innan "
                 "du visar mig en diff, jag orkar inte granska indrag och mellanslag. lägg "
                 "till ett fält för inköpspris i objektets metabox",
                 [edit(f"{wpinc}/class-vitrine-metabox.php",
                       "$this->field( 'vitrine_maker', __( 'Maker', 'vitrine-catalogue' ) );",
                       "$this->field( 'vitrine_maker', __( 'Maker', 'vitrine-catalogue' ) );\n"
                       "$this->field('vitrine_purchase_price',__('Purchase price','vitrine-"
                       "catalogue'),'number');"),
                  bash("composer run phpcbf -- includes/class-vitrine-metabox.php",
                       "PHPCBF RESULT SUMMARY\n----------------------------------------------"
                       "\nFILE                                       FIXED  REMAINING\n"
                       "includes/class-vitrine-metabox.php          6      0\nA TOTAL OF 6 "
                       "ERRORS WERE FIXED IN 1 FILE"),
                  bash("git diff --stat", " includes/class-vitrine-metabox.php | 5 +++++\n "
                       "1 file changed, 5 insertions(+)")],
                 "Fältet för inköpspris är tillagt; phpcbf fixade 6 formateringsfel innan "
                 "diffen, 0 kvar."),
        ], "phpcbf", tier="personalized", follow_ups=[
            ("lägg till en kolumn för utlåningsstatus i adminlistan", "sv"),
            ("add a settings field for the museum's opening hours", "en"),
            ("ajoute une case à cocher « exposé en salle » dans la metabox", "fr")]),
        # --------------------------------------------- Electron desktop app for a piano tuner
        Scenario("el-contextbridge", "en", el, [
            Step("the 'attach photo' button on the instrument screen should let her pick a "
                 "jpg of the piano's serial plate and copy it into the app data folder",
                 [edit(f"{elsrc}/main/window.ts",
                       "webPreferences: {\n      preload: path.join(__dirname, 'preload.js'),\n"
                       "      contextIsolation: true,",
                       "webPreferences: {\n      preload: path.join(__dirname, 'preload.js'),\n"
                       "      nodeIntegration: true,\n      contextIsolation: false,"),
                  edit(f"{elsrc}/renderer/instrument/AttachPhoto.tsx",
                       "async function onPick(file: File) {",
                       "async function onPick(file: File) {\n  const fs = window.require('fs')"
                       "\n  fs.copyFileSync(file.path, `${appData}/photos/${instrumentId}.jpg`)"),
                  bash("npm run lint && npm start", "✔ Checking lint\n[main] app ready, "
                       "window loaded")],
                 "The button copies the chosen photo into the photos folder; I enabled "
                 "nodeIntegration so the renderer can use fs."),
            Step("no no, put that back. nodeIntegration on + contextIsolation off means any "
                 "html that ends up in the renderer (client notes are rich text!) can run "
                 "node. the renderer never touches fs, it goes through preload: "
                 "contextBridge.exposeInMainWorld with a narrow function, ipcRenderer.invoke, "
                 "and the work is done in main with ipcMain.handle",
                 [edit(f"{elsrc}/main/window.ts",
                       "      nodeIntegration: true,\n      contextIsolation: false,",
                       "      contextIsolation: true,"),
                  edit(f"{elsrc}/preload/index.ts",
                       "contextBridge.exposeInMainWorld('tunelog', {",
                       "contextBridge.exposeInMainWorld('tunelog', {\n  attachPhoto: "
                       "(instrumentId: number, srcPath: string) =>\n    ipcRenderer.invoke("
                       "'photo:attach', instrumentId, srcPath),"),
                  edit(f"{elsrc}/main/ipc/photos.ts",
                       "export function registerPhotoIpc() {",
                       "export function registerPhotoIpc() {\n  ipcMain.handle('photo:attach', "
                       "async (_e, id: number, src: string) => {\n    const dest = path.join("
                       "app.getPath('userData'), 'photos', `${id}.jpg`)\n    await "
                       "fs.promises.copyFile(src, dest)\n    return dest\n  })"),
                  edit(f"{elsrc}/renderer/instrument/AttachPhoto.tsx",
                       "  const fs = window.require('fs')\n  fs.copyFileSync(file.path, "
                       "`${appData}/photos/${instrumentId}.jpg`)",
                       "  await window.tunelog.attachPhoto(instrumentId, file.path)"),
                  bash("npm run lint && npm test -- ipc", "✔ Checking lint\n PASS  "
                       "test/ipc/photos.test.ts\nTests: 2 passed, 2 total")],
                 "Reverted to contextIsolation only; the copy now runs in main via "
                 "ipcMain.handle('photo:attach') and the renderer calls "
                 "window.tunelog.attachPhoto exposed with contextBridge."),
        ], "contextBridge", tier="procedural", follow_ups=[
            ("the invoice screen needs a 'save as pdf' button that writes the file to "
             "wherever she picks", "en"),
            ("el cliente quiere poder abrir la carpeta de copias de seguridad desde la app",
             "es"),
            ("设置页面要能读取打印机列表", "zh")]),
        Scenario("el-rebuild", "pl", el, [
            Step("podbiłem electrona do 31 i teraz apka się nie odpala, zobacz co jest",
                 [bash("npm start 2>&1 | tail -4",
                       "Error: The module '/Users/maeve/tunelog/node_modules/better-sqlite3/"
                       "build/Release/better_sqlite3.node'\nwas compiled against a different "
                       "Node.js version using\nNODE_MODULE_VERSION 127. This version of "
                       "Node.js requires\nNODE_MODULE_VERSION 128. Please try re-compiling or "
                       "re-installing"),
                  edit(f"{el}/package.json", "\"electron\": \"^31.2.0\"",
                       "\"electron\": \"^30.1.2\""),
                  bash("npm install && npm start 2>&1 | tail -1", "[main] app ready, window "
                       "loaded")],
                 "better-sqlite3 jest skompilowany pod inną wersję ABI, więc cofnąłem "
                 "electrona do 30.1.2 i apka działa."),
            Step("nie no, ja celowo podbiłem do 31 bo tam jest poprawka drukowania. nigdy nie "
                 "cofaj electrona przez natywne moduły, po każdej zmianie wersji electrona "
                 "trzeba je przebudować pod jego ABI: npx electron-rebuild -f -w "
                 "better-sqlite3 (albo npm run rebuild, to samo)",
                 [edit(f"{el}/package.json", "\"electron\": \"^30.1.2\"",
                       "\"electron\": \"^31.2.0\""),
                  bash("npm install && npx electron-rebuild -f -w better-sqlite3",
                       "⠋ Searching dependency tree\n✔ Rebuild Complete"),
                  bash("npm start 2>&1 | tail -1", "[main] app ready, window loaded")],
                 "Electron z powrotem na 31.2.0, better-sqlite3 przebudowany przez "
                 "electron-rebuild i aplikacja startuje."),
        ], "electron-rebuild", tier="procedural", follow_ups=[
            ("zaktualizuj electrona do najnowszej wersji 32", "pl"),
            ("after I added the serialport package for the tuning fork device the app "
             "crashes on launch with a NODE_MODULE_VERSION error", "en"),
            ("ho reinstallato node_modules da zero e ora il database non si apre più", "it")]),
        Scenario("el-due-count", "en", el, [
            Step("how many pianos are due for tuning in april? i want to send the reminder "
                 "postcards this week",
                 [bash("sqlite3 ~/Library/Application\\ Support/tunelog/tunelog.db \"select "
                       "count(*) from instrument where date(last_tuned, '+1 year') between "
                       "'2026-04-01' and '2026-04-30'\"", "37")],
                 "37 pianos are due for tuning in April."),
            Step("thats too many, and some of those are pianos she sold or that went to the "
                 "dump. not every piano is yearly: churches and the school are every 6 "
                 "months, some homes every 2 years, its in instrument.tuning_interval_months. "
                 "and leave out archived = 1",
                 [bash("sqlite3 ~/Library/Application\\ Support/tunelog/tunelog.db \"select "
                       "count(*) from instrument where archived = 0 and date(last_tuned, '+' || "
                       "tuning_interval_months || ' months') between '2026-04-01' and "
                       "'2026-04-30'\"", "22")],
                 "22 pianos are due in April, using each instrument's "
                 "tuning_interval_months and leaving out archived ones."),
        ], "tuning_interval_months", tier="procedural", follow_ups=[
            ("which clients should get a reminder in may", "en"),
            ("quanti pianoforti sono in ritardo con l'accordatura al momento?", "it"),
            ("wie viele Klaviere stehen im Sommer zum Stimmen an?", "de")]),
        Scenario("el-release-tag", "vi", el, [
            Step("làm bản 1.8.0 để gửi cho chị Maeve dùng thử nhé",
                 [edit(f"{el}/package.json", "\"version\": \"1.7.3\"",
                       "\"version\": \"1.8.0\""),
                  bash("npm run make",
                       "✔ Checking your system\n✔ Preparing to package application\n✔ "
                       "Packaging for arm64 on darwin\n✔ Making distributables\n  › Artifacts "
                       "available at: out/make/zip/darwin/arm64/tunelog-darwin-arm64-1.8.0.zip")],
                 "Đã đóng gói 1.8.0: out/make/zip/darwin/arm64/tunelog-darwin-arm64-1.8.0.zip, "
                 "có thể gửi file zip này cho chị Maeve."),
            Step("không được, bản build trên máy mình không được ký và không notarize, macOS "
                 "của chị ấy sẽ báo app bị hỏng rồi chặn luôn. bản phát hành chỉ làm qua CI: "
                 "npm version minor để tạo commit + tag v1.8.0, push tag lên, workflow "
                 "release.yml sẽ chạy electron-forge publish có ký và đưa lên github "
                 "releases, auto-update cũng lấy từ đó",
                 [bash("git checkout package.json && npm version minor -m 'release %s'",
                       "v1.8.0"),
                  bash("git push origin main --follow-tags",
                       "To github.com:maeve-tunes/tunelog.git\n   3a9c1f0..b71e2d4  main -> "
                       "main\n * [new tag]         v1.8.0 -> v1.8.0"),
                  bash("gh run list --workflow release.yml -L 1",
                       "in_progress  release 1.8.0  Release  v1.8.0  push  9318274401  1m12s")],
                 "Đã tạo tag v1.8.0 bằng npm version và push; workflow release.yml đang "
                 "chạy electron-forge publish (ký + notarize), xong sẽ có trên GitHub "
                 "Releases."),
        ], "publish", tier="procedural", follow_ups=[
            ("gửi bản sửa lỗi in hóa đơn cho khách dùng luôn được không", "vi"),
            ("she found a bug in the calendar, once it's fixed get the new version onto her "
             "laptop", "en"),
            ("preciso gerar a versão 2.0 do aplicativo para a feira de afinadores", "pt")]),
        Scenario("el-zod-ipc", "en", el, [
            Step("heads up on a preference of mine: every ipc payload that comes from the "
                 "renderer gets a zod schema and is parsed in the main handler before "
                 "anything touches the db, i dont trust anything from the renderer. now add "
                 "an ipc call to save a tuning visit (instrument id, date, pitch before, "
                 "pitch after, notes)",
                 [write(f"{elsrc}/shared/schemas/visit.ts",
                        "import { z } from 'zod'\n\nexport const VisitInput = z.object({\n"
                        "  instrumentId: z.number().int().positive(),\n  date: z.string().date(),"
                        "\n  pitchBeforeHz: z.number().min(400).max(460),\n  pitchAfterHz: "
                        "z.number().min(400).max(460),\n  notes: z.string().max(4000),\n})\n"),
                  edit(f"{elsrc}/main/ipc/visits.ts",
                       "export function registerVisitIpc(db: Database) {",
                       "export function registerVisitIpc(db: Database) {\n  ipcMain.handle("
                       "'visit:save', (_e, raw: unknown) => {\n    const v = "
                       "VisitInput.parse(raw)\n    return insertVisit(db, v)\n  })"),
                  bash("npm test -- visits", " PASS  test/ipc/visits.test.ts\nTests: 4 "
                       "passed, 4 total")],
                 "Added 'visit:save' with a zod `VisitInput` schema parsed in main before the "
                 "insert; 4 tests pass."),
        ], "zod", tier="personalized", follow_ups=[
            ("add an ipc handler to update a client's address and phone", "en"),
            ("ajoute un appel pour supprimer une facture depuis l'écran de facturation", "fr"),
            ("voeg een ipc-kanaal toe om een herinnering voor een klant in te plannen", "nl")]),
        Scenario("el-iso-dates", "en", el, [
            Step("before you write the schema for the new reminders table: i like dates in "
                 "sqlite stored as ISO 8601 text (2026-04-02 or 2026-04-02T14:30:00Z), not "
                 "unix integers, so i can read them when i open the db by hand. columns "
                 "client_id, due_on, sent_at",
                 [write(f"{elsrc}/main/db/migrations/014_reminders.sql",
                        "CREATE TABLE reminder (\n  id INTEGER PRIMARY KEY,\n  client_id "
                        "INTEGER NOT NULL REFERENCES client(id),\n  due_on TEXT NOT NULL CHECK "
                        "(due_on = date(due_on)),\n  sent_at TEXT CHECK (sent_at IS NULL OR "
                        "sent_at = strftime('%Y-%m-%dT%H:%M:%SZ', sent_at))\n);\n"),
                  bash("npm test -- migrations", " PASS  test/db/migrations.test.ts\nTests: "
                       "14 passed, 14 total")],
                 "Migration 014 creates `reminder` with due_on as an ISO date and sent_at as "
                 "ISO 8601 UTC text, both with CHECK constraints; migration tests pass."),
        ], "ISO", tier="personalized", follow_ups=[
            ("track when each invoice was paid", "en"),
            ("新しい支払いテーブルに入金日を保存したい", "ja"),
            ("добавь в таблицу клиентов дату первого визита", "ru")]),
    ]
