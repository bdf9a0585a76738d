"""An eighth outside set of sessions that teach something, and the later requests that need it.

Written by hand by an outside writer (an AI assistant that never saw the project's code, tests or
other held-out sets) from the Scenario format alone (the Scenario dataclass, the Step dataclass and
the bash/edit functions, and the module docstring and first scenario of the seventh set for their
layout), never used for tuning, and written without reading how lessons are captured, stored or
recalled. Tiers were set by construction: a session where the human corrects what the agent did is
"procedural", one where the human only states how they like things is "personalized". Five invented
projects of kinds absent from the earlier learning sets: a Ruby on Rails app with which a
volunteer-run community seed library lends seed packets and takes harvested seed back, a
Terraform/AWS platform for a regional ferry operator's ticketing and check-in services, a Godot 4
(GDScript) puzzle game about a lighthouse keeper on a stormy island, a dbt/Snowflake analytics
project for a municipal water utility's smart meters, and a Flutter (Dart, Riverpod) app for
booking beds in alpine huts.

30 sessions, six per project. In 20 the agent works (edits, commands with realistic output, or a
claim it makes) and then the human corrects it, sharply or mildly (an analyzer error or a failed
test pasted after the agent said it was done, "why did you ...?", "that number is impossible
because ...", a reminder of how the team does it, "can you instead ..."); tier "procedural". In 10
the human states a personal preference with nothing to correct; tier "personalized". User turns
are typed the way people type in a terminal chat: lowercase, some typos, run-on sentences. 15
sessions are in English, the rest in German (2), French (2), Italian (2), Spanish (2), Portuguese
(1), Japanese (1), Korean (1), Dutch (1), Polish (1), Russian (1) and Chinese (1). Each scenario
has 3 follow-ups (90 in all): requests from a later session that need the lesson without
repeating its words; 60 of the 90 are in another language than the session's (follow-ups by
language: English 30, Italian 14, German 12, French 11, Spanish 8, Portuguese 6, Polish 3,
Chinese 2, Japanese 1, Korean 1, Dutch 1, Russian 1). All names, paths, numbers and outputs are
invented; nothing is copied from a public text.
"""

from __future__ import annotations

from learning_set import Scenario
from sessions import Step, bash, edit


def scenarios(base: str) -> list[Scenario]:
    rb = f"{base}/seedshelf"
    tf = f"{base}/ferrylink-infra"
    gd = f"{base}/lamplight"
    dbt = f"{base}/meterflow-dbt"
    fl = f"{base}/hutpass_app"
    rbapp = f"{rb}/app"
    tfprod = f"{tf}/envs/prod"
    gdscr = f"{gd}/scripts"
    dbtm = f"{dbt}/models"
    fllib = f"{fl}/lib"
    return [
        # ------------------------------------------------------------ Rails seed library
        Scenario("rb-find-each", "en", rb, [
            Step("can you make a rake task that emails everyone who has a loan overdue by more "
                 "than 14 days, we'll put it in cron for monday mornings",
                 [edit(f"{rb}/lib/tasks/reminders.rake", "namespace :reminders do\nend",
                       "namespace :reminders do\n  desc \"Email members with loans overdue "
                       "by more than 14 days\"\n  task overdue: :environment do\n    "
                       "Member.all.each do |member|\n      loans = member.loans.select { |l| "
                       "l.due_on < 14.days.ago.to_date && l.returned_at.nil? }\n      next if "
                       "loans.empty?\n\n      ReminderMailer.overdue(member, loans)."
                       "deliver_later\n    end\n  end\nend"),
                  bash("bin/rails reminders:overdue",
                       "Enqueued ActionMailer::MailDeliveryJob (Job ID: 6c1f0a2e-77d1) to "
                       "SolidQueue(default) with arguments: \"ReminderMailer\", \"overdue\", "
                       "\"deliver_now\", {:args=>[#<GlobalID:0x...>]}\n[... 57 more lines ...]\n"
                       "real\t0m38.412s")],
                 "Added `reminders:overdue`. Locally it enqueued 59 reminder emails in about "
                 "38 seconds; ready for the Monday cron."),
            Step("38s locally with the dev db lol, prod has 52k members and the worker box is "
                 "512mb, Member.all.each loads every single member (and then each ones loans, "
                 "thats n+1 on top) into memory. last time someone did that the task got oom "
                 "killed halfway and half the people got mailed twice on the rerun. do the "
                 "filtering in sql and walk the records with find_each so it goes in batches "
                 "of 1000",
                 [edit(f"{rb}/lib/tasks/reminders.rake",
                       "    Member.all.each do |member|\n      loans = member.loans.select { "
                       "|l| l.due_on < 14.days.ago.to_date && l.returned_at.nil? }\n      next "
                       "if loans.empty?\n",
                       "    cutoff = 14.days.ago.to_date\n    Member.joins(:loans)\n          "
                       ".merge(Loan.open.where(due_on: ...cutoff))\n          .distinct\n      "
                       "    .find_each(batch_size: 1000) do |member|\n      loans = member."
                       "loans.open.where(due_on: ...cutoff)\n"),
                  bash("bin/rails reminders:overdue 2>&1 | tail -1",
                       "real\t0m2.907s")],
                 "Rewrote it: overdue members are selected in SQL and iterated with "
                 "`find_each(batch_size: 1000)`, so memory stays flat regardless of member "
                 "count and there's no per-member loan scan."),
        ], "find_each", tier="procedural", follow_ups=[
            ("germination_rate on seed_lots is stale, write something that recomputes it for "
             "every lot from its test sowings", "en"),
            ("Schreib bitte einen Task, der für alle Sorten den slug neu aus dem Namen "
             "erzeugt, da sind viele kaputt seit dem Import", "de"),
            ("exporte tous les emprunts de 2026 en CSV pour le rapport annuel à la mairie",
             "fr")]),
        Scenario("rb-deliver-later", "de", rb, [
            Step("wenn jemand ein saatguttütchen zurückbringt soll er eine danke-mail bekommen, "
                 "am besten mit der keimrate von seinem lot drin",
                 [edit(f"{rbapp}/controllers/returns_controller.rb",
                       "    if @return.save\n      redirect_to member_path(@return.member)",
                       "    if @return.save\n      ReturnMailer.thank_you(@return).deliver_now\n"
                       "      redirect_to member_path(@return.member)"),
                  edit(f"{rbapp}/mailers/return_mailer.rb", "class ReturnMailer < "
                       "ApplicationMailer\nend", "class ReturnMailer < ApplicationMailer\n  "
                       "def thank_you(seed_return)\n    @return = seed_return\n    @lot = "
                       "seed_return.seed_lot\n    mail to: seed_return.member.email, subject: "
                       "t(\".subject\", variety: @lot.variety.name)\n  end\nend"),
                  bash("bin/rails test test/controllers/returns_controller_test.rb",
                       "Running 4 tests in a single process\n....\n\nFinished in 1.842113s, "
                       "2.1714 runs/s, 4.8857 assertions/s.\n4 runs, 9 assertions, 0 failures, "
                       "0 errors, 0 skips")],
                 "Fertig: Nach einer erfolgreichen Rückgabe geht die Danke-Mail mit der "
                 "Keimrate des Lots raus, die Controller-Tests laufen grün."),
            Step("nee bitte nicht deliver_now direkt im request. das smtp relay vom verein "
                 "braucht manchmal 8-10 sekunden und solange hängt die rückgabe am tresen, die "
                 "ehrenamtlichen denken es ist kaputt und klicken nochmal -> doppelte rückgaben. "
                 "mails gehen bei uns grundsätzlich über die queue (deliver_later, solid_queue "
                 "läuft ja eh), im test dann assert_enqueued_email_with",
                 [edit(f"{rbapp}/controllers/returns_controller.rb",
                       "      ReturnMailer.thank_you(@return).deliver_now",
                       "      ReturnMailer.thank_you(@return).deliver_later"),
                  edit(f"{rb}/test/controllers/returns_controller_test.rb",
                       "    assert_emails 1 do",
                       "    assert_enqueued_email_with ReturnMailer, :thank_you, args: "
                       "[SeedReturn.last] do"),
                  bash("bin/rails test test/controllers/returns_controller_test.rb",
                       "4 runs, 9 assertions, 0 failures, 0 errors, 0 skips")],
                 "Umgestellt auf `deliver_later`, die Rückgabe wartet nicht mehr auf den "
                 "SMTP-Server; der Test prüft jetzt, dass die Mail eingereiht wird."),
        ], "deliver_later", tier="procedural", follow_ups=[
            ("when an admin approves a new member account, email them their library card "
             "number", "en"),
            ("quando un socio proroga un prestito mandagli una mail di conferma con la nuova "
             "scadenza", "it"),
            ("Wenn eine neue Sorte in den Katalog kommt, sollen alle benachrichtigt werden, "
             "die die Pflanzenfamilie abonniert haben", "de")]),
        Scenario("rb-locale", "fr", rb, [
            Step("ajoute un message quand un membre a deja 5 emprunts en cours et qu'il peut "
                 "plus emprunter, pour l'instant il a juste une erreur 422 bizarre",
                 [edit(f"{rbapp}/controllers/loans_controller.rb",
                       "      render :new, status: :unprocessable_entity",
                       "      flash.now[:alert] = \"Limite d'emprunts atteinte (5 maximum).\"\n"
                       "      render :new, status: :unprocessable_entity"),
                  edit(f"{rbapp}/views/loans/new.html.erb", "<%= render \"form\", loan: "
                       "@loan %>", "<% if current_member.loans.open.count >= 5 %>\n  <p "
                       "class=\"notice notice--warn\">Vous avez atteint la limite de 5 "
                       "emprunts. Rapportez un sachet pour en emprunter un autre.</p>\n<% end "
                       "%>\n<%= render \"form\", loan: @loan %>")],
                 "C'est fait : le formulaire affiche un avertissement quand la limite de 5 "
                 "emprunts est atteinte, et le contrôleur met un message flash clair au lieu "
                 "de la 422 muette."),
            Step("pourquoi t'as mis les textes en dur dans la vue et le controleur? la "
                 "grainothèque est bilingue (on est a moncton), les anglos vont voir du "
                 "francais. chez nous tout texte affiché passe par t() avec les clés dans "
                 "config/locales/fr.yml ET en.yml, jamais de chaine en dur. et le 5 c'est "
                 "Setting.max_open_loans, pas un chiffre dans le texte",
                 [edit(f"{rbapp}/views/loans/new.html.erb", "Vous avez atteint la limite de 5 "
                       "emprunts. Rapportez un sachet pour en emprunter un autre.",
                       "<%= t(\".limit_reached\", max: Setting.max_open_loans) %>"),
                  edit(f"{rbapp}/controllers/loans_controller.rb",
                       "\"Limite d'emprunts atteinte (5 maximum).\"",
                       "t(\".limit_reached\", max: Setting.max_open_loans)"),
                  edit(f"{rb}/config/locales/fr.yml", "  loans:\n    new:",
                       "  loans:\n    create:\n      limit_reached: \"Limite d'emprunts "
                       "atteinte (%{max} maximum).\"\n    new:\n      limit_reached: \"Vous "
                       "avez atteint la limite de %{max} emprunts. Rapportez un sachet pour en "
                       "emprunter un autre.\""),
                  edit(f"{rb}/config/locales/en.yml", "  loans:\n    new:",
                       "  loans:\n    create:\n      limit_reached: \"Loan limit reached "
                       "(%{max} max).\"\n    new:\n      limit_reached: \"You have reached the "
                       "limit of %{max} loans. Bring a packet back to borrow another.\""),
                  bash("bin/rails i18n:missing_keys 2>/dev/null || bundle exec i18n-tasks "
                       "missing", "✓ Good job! No translations are missing.")],
                 "Corrigé : les deux messages passent par `t()` avec des clés dans fr.yml et "
                 "en.yml, et la limite vient de `Setting.max_open_loans`."),
        ], "locale", tier="procedural", follow_ups=[
            ("put a banner on the catalogue page saying we're closed for the holidays from "
             "dec 22 to jan 6", "en"),
            ("agrega un mensaje de error cuando el número de carnet de socio no existe en el "
             "mostrador", "es"),
            ("ajoute un bouton prolonger à côté de chaque emprunt en cours dans le profil",
             "fr")]),
        Scenario("rb-date-current", "en", rb, [
            Step("loans are 6 weeks now (board decided yesterday), set due_on automatically "
                 "when a loan is created",
                 [edit(f"{rbapp}/models/loan.rb", "  belongs_to :seed_packet",
                       "  belongs_to :seed_packet\n\n  LOAN_PERIOD = 6.weeks\n\n  "
                       "before_create { self.due_on ||= Date.today + LOAN_PERIOD }"),
                  bash("bin/rails test test/models/loan_test.rb",
                       "Running 7 tests in a single process\n.......\n\nFinished in "
                       "0.611902s\n7 runs, 12 assertions, 0 failures, 0 errors, 0 skips")],
                 "Done. New loans get `due_on` = today + 6 weeks; the model tests pass."),
            Step("the tests pass because ci runs at lunchtime. the server is UTC and we're in "
                 "Pacific/Auckland (config.time_zone is set to that), so anyone borrowing "
                 "before 1pm local gets a due date one day early because Date.today is the "
                 "servers date. we had this exact bug with the waitlist expiry in march. in "
                 "this app its always Date.current / Time.current / Time.zone.now, never "
                 "Date.today or Time.now",
                 [edit(f"{rbapp}/models/loan.rb", "Date.today + LOAN_PERIOD",
                       "Date.current + LOAN_PERIOD"),
                  edit(f"{rb}/test/models/loan_test.rb", "  test \"due date is six weeks "
                       "out\" do", "  test \"due date uses the library's local date\" do\n"
                       "    travel_to Time.utc(2026, 11, 2, 20, 30) do # 09:30 NZDT on the "
                       "3rd\n      loan = Loan.create!(member: members(:aroha), seed_packet: "
                       "seed_packets(:kamokamo))\n      assert_equal Date.new(2026, 12, 15), "
                       "loan.due_on\n    end\n  end\n\n  test \"due date is six weeks out\" "
                       "do"),
                  bash("bin/rails test test/models/loan_test.rb",
                       "8 runs, 13 assertions, 0 failures, 0 errors, 0 skips")],
                 "Switched to `Date.current`, which follows `config.time_zone`, and added a "
                 "test that pins a UTC evening that is already the next morning in Auckland."),
        ], "Date.current", tier="procedural", follow_ups=[
            ("add a scope for seed lots harvested this season, the season starts on 1 "
             "september", "en"),
            ("agrega al socio un campo 'última visita' que se actualice cada vez que pasa "
             "por el mostrador", "es"),
            ("o relatório mensal tem que contar só os empréstimos feitos no mês corrente",
             "pt")]),
        Scenario("rb-minitest-fixtures", "en", rb, [
            Step("ok next is the waitlist for the popular varieties. quick thing about me "
                 "before you start: when you write tests for me i want plain minitest with "
                 "fixtures in test/fixtures, no factory_bot, i find factories hide what data "
                 "the test actually has. and name the tests as sentences, like test \"member on "
                 "the waitlist gets the packet when one is returned\"",
                 [edit(f"{rb}/test/fixtures/waitlist_entries.yml", "",
                       "aroha_kamokamo:\n  member: aroha\n  variety: kamokamo\n  position: 1\n"
                       "\nwiremu_kamokamo:\n  member: wiremu\n  variety: kamokamo\n  "
                       "position: 2\n"),
                  edit(f"{rb}/test/models/waitlist_entry_test.rb", "",
                       "require \"test_helper\"\n\nclass WaitlistEntryTest < ActiveSupport::"
                       "TestCase\n  test \"first member on the waitlist is offered a returned "
                       "packet\" do\n    offer = WaitlistEntry.offer_next(varieties(:kamokamo)"
                       ")\n    assert_equal members(:aroha), offer.member\n  end\n\n  test "
                       "\"a member cannot join the same waitlist twice\" do\n    dup = "
                       "WaitlistEntry.new(member: members(:aroha), variety: varieties("
                       ":kamokamo))\n    assert_not dup.valid?\n  end\nend"),
                  bash("bin/rails test test/models/waitlist_entry_test.rb",
                       "2 runs, 2 assertions, 0 failures, 0 errors, 0 skips")],
                 "Noted. I started the waitlist with two fixture-backed Minitest tests named "
                 "as sentences; the model and `offer_next` come next."),
        ], "fixtures", tier="personalized", follow_ups=[
            ("write tests for the new donation form", "en"),
            ("ajoute des tests pour le calcul de la date de retour quand un emprunt est "
             "prolongé", "fr"),
            ("Kannst du Tests für die Suche nach Sorten nach Aussaatmonat schreiben?", "de")]),
        Scenario("rb-diff-first", "es", rb, [
            Step("oye una cosa antes de seguir: cuando me expliques un cambio pon primero el "
                 "diff y después como mucho tres líneas de explicación, los párrafos largos no "
                 "los leo la verdad. bueno, cambia el límite de renovaciones de 3 a 2",
                 [edit(f"{rb}/config/initializers/settings.rb",
                       "Setting.defaults[:max_renewals] = 3",
                       "Setting.defaults[:max_renewals] = 2"),
                  bash("bin/rails test test/models/loan_test.rb -n /renew/",
                       "3 runs, 5 assertions, 0 failures, 0 errors, 0 skips")],
                 "```diff\n- Setting.defaults[:max_renewals] = 3\n+ Setting.defaults["
                 ":max_renewals] = 2\n```\nLos préstamos ya abiertos conservan sus "
                 "renovaciones usadas; solo cambia el tope.\nLos tests de renovación pasan."),
        ], "diff", tier="personalized", follow_ups=[
            ("cambia el texto del correo de recordatorio para que mencione el horario de los "
             "sábados", "es"),
            ("rename the 'packets' admin section to 'seed packets' everywhere", "en"),
            ("adiciona paginação na lista de membros, 50 por página", "pt")]),
        # ------------------------------------------------------------ Terraform/AWS ferry platform
        Scenario("tf-atlantis", "en", tf, [
            Step("bump the ticketing-api ecs service to 4 tasks in prod, easter rush starts "
                 "thursday",
                 [edit(f"{tfprod}/ecs.tf", "  desired_count   = 2", "  desired_count   = 4"),
                  bash("terraform -chdir=envs/prod apply -auto-approve -target="
                       "aws_ecs_service.ticketing_api",
                       "Acquiring state lock. This may take a few moments...\naws_ecs_service."
                       "ticketing_api: Refreshing state... [id=arn:aws:ecs:eu-west-1:"
                       "418277390155:service/ferrylink-prod/ticketing-api]\n\n  # aws_ecs_"
                       "service.ticketing_api will be updated in-place\n  ~ resource "
                       "\"aws_ecs_service\" \"ticketing_api\" {\n      ~ desired_count = 2 -> "
                       "4\n    }\n\nPlan: 0 to add, 1 to change, 0 to destroy.\naws_ecs_"
                       "service.ticketing_api: Modifying...\naws_ecs_service.ticketing_api: "
                       "Modifications complete after 4s\n\nApply complete! Resources: 0 added, "
                       "1 changed, 0 destroyed.")],
                 "The ticketing-api service in prod now runs 4 tasks; applied with a targeted "
                 "apply so nothing else was touched."),
            Step("wait you applied prod from your shell?? we never apply from a laptop, prod "
                 "state only gets changed through atlantis: push a branch, open the PR, "
                 "atlantis posts the plan, someone reviews and comments atlantis apply. a "
                 "-target apply from outside also means the PR for the winter timetable now "
                 "shows a drift it doesnt understand. from now on locally you only plan, then "
                 "branch + PR",
                 [bash("git switch -c ops/ticketing-api-easter-capacity && git commit -am "
                       "\"prod: ticketing-api desired_count 2 -> 4 for easter\" && git push -u "
                       "origin HEAD",
                       "[ops/ticketing-api-easter-capacity 3b9e07c] prod: ticketing-api "
                       "desired_count 2 -> 4 for easter\n 1 file changed, 1 insertion(+), 1 "
                       "deletion(-)\nremote: Create a pull request for 'ops/ticketing-api-"
                       "easter-capacity' on GitLab by visiting:\nremote:   https://git."
                       "ferrylink.internal/platform/ferrylink-infra/-/merge_requests/new"),
                  bash("glab mr create --fill --label prod",
                       "Creating merge request for ops/ticketing-api-easter-capacity into "
                       "main in platform/ferrylink-infra\n!612 prod: ticketing-api "
                       "desired_count 2 -> 4 for easter")],
                 "Sorry, that shouldn't have been applied from here. The change is now on a "
                 "branch with MR !612 so Atlantis can plan it; since the live service already "
                 "matches, its plan should show no changes and the timetable MR's drift goes "
                 "away once it's merged."),
        ], "atlantis", tier="procedural", follow_ups=[
            ("we need a second nat gateway in prod in eu-west-1b, the single one is a spof",
             "en"),
            ("alza la memoria del servizio di check-in a 2048 in produzione, va in OOM con "
             "le partenze del mattino", "it"),
            ("aumenta a retenção dos logs do CloudWatch do booking para 90 dias em prod",
             "pt")]),
        Scenario("tf-moved-block", "it", tf, [
            Step("rinomina aws_db_instance.main in aws_db_instance.bookings, main non vuol dire "
                 "niente ora che abbiamo tre database",
                 [edit(f"{tfprod}/rds.tf", "resource \"aws_db_instance\" \"main\" {",
                       "resource \"aws_db_instance\" \"bookings\" {"),
                  bash("grep -rl 'aws_db_instance.main' envs/prod | xargs sed -i "
                       "'s/aws_db_instance.main/aws_db_instance.bookings/g'", ""),
                  bash("terraform -chdir=envs/prod plan -no-color | tail -12",
                       "  # aws_db_instance.bookings will be created\n  + resource "
                       "\"aws_db_instance\" \"bookings\" {\n      + identifier = "
                       "\"ferrylink-prod-bookings\"\n      ...\n\n  # aws_db_instance.main "
                       "will be destroyed\n  # (because aws_db_instance.main is not in "
                       "configuration)\n  - resource \"aws_db_instance\" \"main\" {\n\nPlan: "
                       "1 to add, 0 to change, 1 to destroy.")],
                 "Rinominata in `bookings` e aggiornati i riferimenti. Il plan ricrea "
                 "l'istanza: meglio applicarlo in una finestra di manutenzione notturna."),
            Step("no no no, ricrearla vuol dire buttare via il database delle prenotazioni!! "
                 "quando rinomini o sposti una risorsa ci va un blocco moved { from = ... to = "
                 "... } così terraform sposta solo lo stato, e il plan deve dire 0 to destroy. "
                 "per roba con dati dentro (rds, s3, efs, dynamo) un destroy nel plan non si "
                 "accetta mai, se lo vedi fermati e chiedi",
                 [edit(f"{tfprod}/rds.tf", "resource \"aws_db_instance\" \"bookings\" {",
                       "moved {\n  from = aws_db_instance.main\n  to   = aws_db_instance."
                       "bookings\n}\n\nresource \"aws_db_instance\" \"bookings\" {"),
                  bash("terraform -chdir=envs/prod plan -no-color | tail -5",
                       "  # aws_db_instance.main has moved to aws_db_instance.bookings\n    "
                       "resource \"aws_db_instance\" \"bookings\" {\n        id = \"db-"
                       "K3QX7TPLV2N5\"\n    }\n\nPlan: 0 to add, 0 to change, 0 to destroy.")],
                 "Hai ragione, scusa. Aggiunto il blocco `moved`: ora il plan sposta solo lo "
                 "stato, 0 to destroy, il database resta quello."),
        ], "moved", tier="procedural", follow_ups=[
            ("rename aws_s3_bucket.b to aws_s3_bucket.ticket_pdfs, nobody knows what b is",
             "en"),
            ("range un peu le code : déplace le vpc et les subnets dans un module network/",
             "fr"),
            ("trasforma le tre code sqs separate (checkin, refunds, manifests) in una sola "
             "risorsa con for_each", "it")]),
        Scenario("tf-module-tag", "en", tf, [
            Step("use our shared alb module for the new crew-portal service in staging",
                 [edit(f"{tf}/envs/staging/crew_portal.tf", "",
                       "module \"crew_portal_alb\" {\n  source = \"git::ssh://git@git."
                       "ferrylink.internal/platform/tf-modules.git//alb?ref=main\"\n\n  name"
                       "              = \"crew-portal-stg\"\n  vpc_id            = module."
                       "network.vpc_id\n  public_subnet_ids = module.network.public_subnet_ids"
                       "\n  certificate_arn   = data.aws_acm_certificate.wildcard.arn\n}\n"),
                  bash("terraform -chdir=envs/staging init -upgrade | grep -i alb",
                       "Downloading git::ssh://git@git.ferrylink.internal/platform/tf-modules."
                       "git?ref=main for crew_portal_alb...\n- crew_portal_alb in .terraform/"
                       "modules/crew_portal_alb/alb")],
                 "Added the ALB for crew-portal using the shared module; init pulled it fine "
                 "and the plan shows 7 resources to add."),
            Step("dont point modules at main, main moves under us. last year someone merged "
                 "a breaking change to the sg module and three stacks suddenly wanted to "
                 "replace security groups on the next plan. every module source gets pinned "
                 "to a release tag, check git tags in tf-modules, alb is on v3.x",
                 [bash("git ls-remote --tags git@git.ferrylink.internal:platform/tf-modules.git "
                       "| grep alb | tail -3",
                       "8f2c11a0d7e94b3c6a5f1e20b9d4c7a8e3f60b12\trefs/tags/alb/v3.3.0\n"
                       "a91d0e57c2b84f6e9d3a7c15f0b2e84d6c9a1f37\trefs/tags/alb/v3.4.0\n"
                       "c40b7e9f15a26d83e0c4b9f7a2d518e6b3f0c924\trefs/tags/alb/v3.4.1"),
                  edit(f"{tf}/envs/staging/crew_portal.tf", "//alb?ref=main\"",
                       "//alb?ref=alb/v3.4.1\""),
                  bash("terraform -chdir=envs/staging init -upgrade | grep -i alb",
                       "Downloading git::ssh://git@git.ferrylink.internal/platform/tf-modules."
                       "git?ref=alb/v3.4.1 for crew_portal_alb...")],
                 "Pinned to the latest ALB release tag, `alb/v3.4.1`; plan is unchanged (7 to "
                 "add)."),
        ], "tag", tier="procedural", follow_ups=[
            ("hook crew-portal up to the shared waf module as well", "en"),
            ("ajoute le module commun de monitoring (alarmes + dashboard) au service de "
             "paiement", "fr"),
            ("用我们共享的 rds 模块给票务报表建一个只读副本", "zh")]),
        Scenario("tf-no-secret-tfvars", "pt", tf, [
            Step("cria o banco pro novo serviço de fidelidade (loyalty), postgres 16, coisa "
                 "pequena, db.t4g.small tá bom",
                 [edit(f"{tfprod}/rds.tf", "# --- loyalty ---",
                       "# --- loyalty ---\nresource \"aws_db_instance\" \"loyalty\" {\n  "
                       "identifier        = \"ferrylink-prod-loyalty\"\n  engine            = "
                       "\"postgres\"\n  engine_version    = \"16.4\"\n  instance_class    = "
                       "\"db.t4g.small\"\n  allocated_storage = 20\n  username          = "
                       "\"loyalty\"\n  password          = var.loyalty_db_password\n  "
                       "db_subnet_group_name = aws_db_subnet_group.private.name\n}"),
                  edit(f"{tfprod}/variables.tf", "",
                       "variable \"loyalty_db_password\" {\n  type      = string\n  sensitive "
                       "= true\n}\n"),
                  edit(f"{tfprod}/terraform.tfvars", "env = \"prod\"",
                       "env = \"prod\"\nloyalty_db_password = \"Lx7-fidel-2026!ferry\""),
                  bash("terraform -chdir=envs/prod plan -no-color | tail -1",
                       "Plan: 1 to add, 0 to change, 0 to destroy.")],
                 "Pronto: instância `ferrylink-prod-loyalty` (Postgres 16.4, db.t4g.small) com "
                 "senha marcada como sensitive; o plan adiciona 1 recurso."),
            Step("opa, sensitive só esconde no output, a senha tá no terraform.tfvars que vai "
                 "pro git. aqui nenhum segredo entra em tfvars nem em default de variável: pro "
                 "rds usa manage_master_user_password = true que ele guarda no secrets manager "
                 "sozinho, e pra outros segredos random_password + aws_secretsmanager_secret e "
                 "o serviço lê de lá. e não commita esse arquivo do jeito que tá",
                 [edit(f"{tfprod}/rds.tf", "  password          = var.loyalty_db_password",
                       "  manage_master_user_password = true"),
                  edit(f"{tfprod}/terraform.tfvars",
                       "\nloyalty_db_password = \"Lx7-fidel-2026!ferry\"", ""),
                  edit(f"{tfprod}/variables.tf", "variable \"loyalty_db_password\" {\n  type"
                       "      = string\n  sensitive = true\n}\n", ""),
                  bash("git status --short envs/prod && terraform -chdir=envs/prod plan "
                       "-no-color | tail -1",
                       " M envs/prod/rds.tf\nPlan: 1 to add, 0 to change, 0 to destroy.")],
                 "Corrigido: a senha sumiu do tfvars e das variáveis, o RDS gera e guarda a "
                 "senha master no Secrets Manager. Nada disso foi commitado."),
        ], "secret", tier="procedural", follow_ups=[
            ("the card terminal vendor gave us an api key for the new onboard payment "
             "terminals, wire it into the payments ecs task", "en"),
            ("el servicio de notificaciones necesita el token de la API de SMS, configúralo "
             "en terraform", "es"),
            ("adiciona um redis no elasticache com auth token para a fila do check-in", "pt")]),
        Scenario("tf-plan-table", "en", tf, [
            Step("for the next while, whenever you run a plan for me, start your answer with "
                 "a small table: resource | action | why. everything else after that. i paste "
                 "these straight into the change tickets and cab reads only that part. can you "
                 "plan staging after the vpc endpoint change i just pushed",
                 [bash("terraform -chdir=envs/staging plan -no-color | grep -E '^  #|^Plan'",
                       "  # aws_vpc_endpoint.s3 will be created\n  # aws_vpc_endpoint.ecr_api "
                       "will be created\n  # aws_vpc_endpoint.ecr_dkr will be created\n  # "
                       "aws_security_group.endpoints will be created\n  # aws_route_table."
                       "private[0] will be updated in-place\nPlan: 4 to add, 1 to change, 0 "
                       "to destroy.")],
                 "| resource | action | why |\n|---|---|---|\n| aws_vpc_endpoint.s3 | create "
                 "| gateway endpoint, S3 traffic stays off the NAT |\n| aws_vpc_endpoint."
                 "ecr_api | create | image pulls without NAT |\n| aws_vpc_endpoint.ecr_dkr | "
                 "create | image layers without NAT |\n| aws_security_group.endpoints | create "
                 "| 443 from private subnets to the interface endpoints |\n| aws_route_table."
                 "private[0] | update | route to the S3 gateway endpoint |\n\nNothing is "
                 "destroyed; expected NAT data charges in staging should drop."),
        ], "table", tier="personalized", follow_ups=[
            ("what would prod look like after the same vpc endpoint change", "en"),
            ("fai un plan dell'ambiente dev dopo che ho aggiunto la dead letter queue per i "
             "rimborsi", "it"),
            ("zeig mir, was sich in prod ändert, wenn wir das ACM-Zertifikat für "
             "tickets.ferrylink.example tauschen", "de")]),
        Scenario("tf-file-per-service", "ja", tf, [
            Step("新しいリソースを足すときは main.tf にまとめないで、サービスごとのファイル（rds.tf "
                 "とか sqs.tf とか iam.tf みたいに）に分けてほしい。あとファイルの一番上に何のための"
                 "ファイルか一行コメントお願い。で、予約確認メール用の SES の設定を追加して、ドメインは "
                 "mail.ferrylink.example",
                 [edit(f"{tfprod}/ses.tf", "",
                       "# SES: sending domain and DKIM for booking confirmation emails\n\n"
                       "resource \"aws_sesv2_email_identity\" \"mail\" {\n  email_identity = "
                       "\"mail.ferrylink.example\"\n}\n\nresource \"aws_route53_record\" "
                       "\"ses_dkim\" {\n  count   = 3\n  zone_id = data.aws_route53_zone."
                       "public.zone_id\n  name    = \"${aws_sesv2_email_identity.mail."
                       "dkim_signing_attributes[0].tokens[count.index]}._domainkey.mail\"\n  "
                       "type    = \"CNAME\"\n  ttl     = 600\n  records = [\"${aws_sesv2_email_"
                       "identity.mail.dkim_signing_attributes[0].tokens[count.index]}.dkim."
                       "amazonses.com\"]\n}\n"),
                  bash("terraform -chdir=envs/prod plan -no-color | tail -1",
                       "Plan: 4 to add, 0 to change, 0 to destroy.")],
                 "了解です。SES の設定は新しい `ses.tf` に分けて、先頭に用途のコメントを入れました。"
                 "identity 1つと DKIM の CNAME 3つで、plan は 4 to add です。"),
        ], "main.tf", tier="personalized", follow_ups=[
            ("add an eventbridge rule that kicks off the nightly passenger manifest export "
             "at 02:00", "en"),
            ("aggiungi un bucket s3 per i manifesti passeggeri con lifecycle a 7 anni",
             "it"),
            ("乗船券の PDF を作る Lambda を追加して", "ja")]),
        # ------------------------------------------------------------ Godot 4 lighthouse game
        Scenario("gd-signal-up", "en", gd, [
            Step("when the lamp runs out of oil the hud should show the 'the light is dying' "
                 "warning",
                 [edit(f"{gdscr}/lamp/lamp.gd",
                       "\tif oil <= 0.0:\n\t\tis_lit = false",
                       "\tif oil <= 0.0:\n\t\tis_lit = false\n\t\tget_node(\"../../UI/HUD/"
                       "DyingLightWarning\").visible = true"),
                  bash("godot --headless --path . --quit-after 600 res://levels/harbour."
                       "tscn 2>&1 | tail -2",
                       "Godot Engine v4.3.stable.official.77dcf97d8 - https://godotengine.org\n"
                       "[lamp] oil depleted at t=541")],
                 "Done: when the oil hits zero the lamp turns off and shows the "
                 "DyingLightWarning label in the HUD."),
            Step("that breaks the moment anyone moves the hud in the tree, and lamp.tscn is "
                 "reused in the tutorial cave where there is no hud at all -> null instance "
                 "crash. rule in this project is call down, signal up: the lamp emits "
                 "something like oil_depleted and whoever cares (hud, level) connects to it. "
                 "the lamp shouldnt know the hud exists",
                 [edit(f"{gdscr}/lamp/lamp.gd",
                       "\t\tget_node(\"../../UI/HUD/DyingLightWarning\").visible = true",
                       "\t\toil_depleted.emit()"),
                  edit(f"{gdscr}/lamp/lamp.gd", "extends Node3D",
                       "extends Node3D\n\nsignal oil_depleted"),
                  edit(f"{gdscr}/levels/harbour.gd", "func _ready() -> void:",
                       "func _ready() -> void:\n\t$Lighthouse/Lamp.oil_depleted.connect("
                       "$UI/HUD.show_dying_light_warning)"),
                  edit(f"{gdscr}/ui/hud.gd", "extends Control",
                       "extends Control\n\n\nfunc show_dying_light_warning() -> void:\n\t"
                       "%DyingLightWarning.visible = true")],
                 "Reworked: `lamp.gd` only emits `oil_depleted`; the harbour level connects it "
                 "to a HUD method. In the tutorial cave nothing is connected, so nothing "
                 "crashes."),
        ], "signal", tier="procedural", follow_ups=[
            ("when the foghorn cooldown is over, its button in the ui should light up "
             "again", "en"),
            ("quand le bateau s'échoue sur les rochers il faut afficher l'écran de fin de "
             "nuit", "fr"),
            ("Wenn der Wärter oben an der Treppe ankommt, soll die Kamera zur Laterne "
             "schwenken", "de")]),
        Scenario("gd-physics-process", "fr", gd, [
            Step("le bateau de ravitaillement doit aller plus vite quand le vent souffle dans "
                 "son sens, ajoute la force du vent",
                 [edit(f"{gdscr}/boat/supply_boat.gd",
                       "func _process(delta: float) -> void:\n\tvelocity = heading * "
                       "cruise_speed\n\tmove_and_slide()",
                       "func _process(delta: float) -> void:\n\tvelocity = heading * "
                       "cruise_speed\n\tvelocity += Weather.wind_direction * Weather."
                       "wind_strength\n\tmove_and_slide()")],
                 "Ajouté : la vitesse du bateau inclut maintenant le vecteur de vent de "
                 "l'autoload Weather, donc vent arrière = plus rapide, vent de face = plus "
                 "lent."),
            Step("ça marche sur mon pc a 60 fps mais sur le steam deck a 40 fps le bateau "
                 "n'avance pas pareil et a 144hz il passe a travers les rochers. tout ce qui "
                 "bouge un body ou touche velocity/move_and_slide va dans _physics_process, "
                 "et les forces qui s'accumulent tu les multiplies par delta. _process c'est "
                 "pour le visuel (anims, ui). c'est la règle partout dans le projet",
                 [edit(f"{gdscr}/boat/supply_boat.gd",
                       "func _process(delta: float) -> void:\n\tvelocity = heading * "
                       "cruise_speed\n\tvelocity += Weather.wind_direction * Weather."
                       "wind_strength\n\tmove_and_slide()",
                       "func _physics_process(delta: float) -> void:\n\tvar target := "
                       "heading * cruise_speed + Weather.wind_direction * Weather."
                       "wind_strength\n\tvelocity = velocity.move_toward(target, "
                       "acceleration * delta)\n\tmove_and_slide()"),
                  bash("godot --headless --path . --fixed-fps 40 --quit-after 400 "
                       "res://tests/boat_drift_test.tscn 2>&1 | tail -1",
                       "[boat_drift_test] distance after 10s: 86.4 m (expected 86.4 +- 0.5) "
                       "OK")],
                 "Déplacé dans `_physics_process` avec une accélération pondérée par delta ; "
                 "le test de dérive donne la même distance à 40 et à 60 fps."),
        ], "_physics_process", tier="procedural", follow_ups=[
            ("les mouettes doivent planer en cercle autour du phare et s'écarter quand le "
             "faisceau passe", "fr"),
            ("the drifting barrels should get pushed along by the tide current", "en"),
            ("la barca dei rifornimenti deve rallentare piano piano quando arriva al molo",
             "it")]),
        Scenario("gd-static-types", "ko", gd, [
            Step("등대 빛 회전 속도 조절하는 스크립트 하나 만들어줘, 폭풍 오면 빨라지게",
                 [edit(f"{gdscr}/lamp/beam_rotator.gd", "",
                       "extends Node3D\n\n@export var base_speed = 0.6\nvar storm_boost = "
                       "0.0\n\n\nfunc _physics_process(delta):\n\trotate_y((base_speed + "
                       "storm_boost) * delta)\n\n\nfunc on_storm_level_changed(level):\n\t"
                       "storm_boost = level * 0.25\n")],
                 "만들었어요. `beam_rotator.gd`가 기본 속도에 폭풍 단계마다 0.25씩 더해서 빛을 "
                 "돌립니다."),
            Step("이거 열자마자 에러나요:\n  ERROR: res://scripts/lamp/beam_rotator.gd:3 - Parse "
                 "Error: Variable \"base_speed\" has no static type. (Warning treated as error.)"
                 "\n우리 프로젝트는 untyped_declaration 경고를 에러로 설정해놨어요. 변수, 파라미터, "
                 "리턴 타입 전부 붙여주세요 (var x: float, -> void 이런 식으로)",
                 [edit(f"{gdscr}/lamp/beam_rotator.gd",
                       "@export var base_speed = 0.6\nvar storm_boost = 0.0\n\n\nfunc "
                       "_physics_process(delta):",
                       "@export var base_speed: float = 0.6\nvar storm_boost: float = 0.0\n\n"
                       "\nfunc _physics_process(delta: float) -> void:"),
                  edit(f"{gdscr}/lamp/beam_rotator.gd",
                       "func on_storm_level_changed(level):",
                       "func on_storm_level_changed(level: int) -> void:"),
                  bash("godot --headless --path . --check-only --script res://scripts/lamp/"
                       "beam_rotator.gd 2>&1 | tail -1", "")],
                 "모든 변수, 파라미터, 반환값에 타입을 붙였고 이제 파서 에러 없이 통과합니다."),
        ], "type", tier="procedural", follow_ups=[
            ("write a small script for the tide clock on the wall that counts down to high "
             "water", "en"),
            ("ajoute une fonction qui renvoie combien d'huile il reste en pourcentage", "fr"),
            ("폭풍 세기에 따라 파도 높이 바꾸는 함수 추가해줘", "ko")]),
        Scenario("gd-threaded-load", "en", gd, [
            Step("switching from the harbour level to the cliff path takes forever, like 3-4 "
                 "seconds of frozen screen. can you speed it up",
                 [edit(f"{gdscr}/autoload/level_router.gd",
                       "func go_to(level_id: StringName) -> void:\n\tget_tree()."
                       "change_scene_to_file(LEVEL_PATHS[level_id])",
                       "const LEVELS := {\n\t&\"harbour\": preload(\"res://levels/harbour."
                       "tscn\"),\n\t&\"cliff_path\": preload(\"res://levels/cliff_path.tscn"
                       "\"),\n\t&\"keeper_house\": preload(\"res://levels/keeper_house.tscn"
                       "\"),\n\t&\"drowned_light\": preload(\"res://levels/drowned_light."
                       "tscn\"),\n}\n\n\nfunc go_to(level_id: StringName) -> void:\n\t"
                       "get_tree().change_scene_to_packed(LEVELS[level_id])"),
                  bash("godot --headless --path . --quit-after 5 --print-fps 2>&1 | grep "
                       "level_router", "[level_router] harbour -> cliff_path in 0.09s")],
                 "Preloaded all levels in the LevelRouter autoload; the harbour to cliff path "
                 "switch now takes under 0.1s."),
            Step("sure the switch is instant but now the game needs 14s to even show the "
                 "title screen on the deck and sits on ~900mb of levels the player isnt in. "
                 "big scenes never get preloaded globally. for levels we start "
                 "ResourceLoader.load_threaded_request when the player gets near the exit, "
                 "show the little lantern loading anim if its not ready yet and poll "
                 "load_threaded_get_status, then change_scene_to_packed with "
                 "load_threaded_get",
                 [edit(f"{gdscr}/autoload/level_router.gd",
                       "const LEVELS := {",
                       "const LEVEL_PATHS := {"),
                  bash("sed -i 's/preload(\\(\"res:[^\"]*\"\\))/\\1/' scripts/autoload/"
                       "level_router.gd", ""),
                  edit(f"{gdscr}/autoload/level_router.gd",
                       "func go_to(level_id: StringName) -> void:\n\tget_tree()."
                       "change_scene_to_packed(LEVELS[level_id])",
                       "func prefetch(level_id: StringName) -> void:\n\tResourceLoader."
                       "load_threaded_request(LEVEL_PATHS[level_id])\n\n\nfunc go_to("
                       "level_id: StringName) -> void:\n\tvar path: String = LEVEL_PATHS["
                       "level_id]\n\tif ResourceLoader.load_threaded_get_status(path) == "
                       "ResourceLoader.THREAD_LOAD_INVALID_RESOURCE:\n\t\tprefetch(level_id)"
                       "\n\twhile ResourceLoader.load_threaded_get_status(path) == "
                       "ResourceLoader.THREAD_LOAD_IN_PROGRESS:\n\t\tLoadingLantern.show_"
                       "for_a_frame()\n\t\tawait get_tree().process_frame\n\tget_tree()."
                       "change_scene_to_packed(ResourceLoader.load_threaded_get(path))"),
                  edit(f"{gdscr}/levels/harbour.gd", "func _on_exit_area_entered(_body: "
                       "Node3D) -> void:", "func _on_exit_approach_area_entered(_body: "
                       "Node3D) -> void:\n\tLevelRouter.prefetch(&\"cliff_path\")\n\n\n"
                       "func _on_exit_area_entered(_body: Node3D) -> void:")],
                 "Reverted the global preloads. The harbour now starts a threaded load of "
                 "the cliff path when the player nears the exit, and the router shows the "
                 "lantern animation only if it isn't finished yet."),
        ], "threaded", tier="procedural", follow_ups=[
            ("the lighthouse cutscene stutters for a second right when it starts, can you "
             "look into it", "en"),
            ("il menu della mappa dovrebbe aprire la mappa dell'isola senza bloccare il "
             "gioco", "it"),
            ("el nivel del faro hundido tarda muchísimo en cargar, mejóralo", "es")]),
        Scenario("gd-export-tunables", "nl", gd, [
            Step("voor ik het vergeet: als er getallen zijn waar sanne (onze level designer) "
                 "aan moet kunnen draaien, snelheden, timers, hoeveel olie enz, maak ze dan "
                 "@export met een @export_range en zet ze in een @export_group, dan kan zij het "
                 "in de inspector tweaken zonder mij. maak nu de storm-timer in storm.gd",
                 [edit(f"{gdscr}/weather/storm.gd", "extends Node",
                       "extends Node\n\nsignal storm_level_changed(level: int)\n\n"
                       "@export_group(\"Storm timing\")\n@export_range(10.0, 600.0, 5.0, "
                       "\"suffix:s\") var calm_duration: float = 120.0\n@export_range(5.0, "
                       "300.0, 5.0, \"suffix:s\") var build_up_duration: float = 45.0\n"
                       "@export_range(1, 5) var max_level: int = 4\n\nvar _level: int = 0\n"
                       "@onready var _timer: Timer = $Timer")],
                 "Gedaan: de duur van de kalme fase, de opbouw en het maximale stormniveau "
                 "staan onder de groep \"Storm timing\" in de inspector, met grenzen zodat "
                 "Sanne niets onmogelijks kan invullen."),
        ], "export", tier="personalized", follow_ups=[
            ("add a fog system that gets thicker as the night goes on", "en"),
            ("voeg een vermoeidheidsmeter toe voor de vuurtorenwachter die zakt als hij de "
             "trap op en af loopt", "nl"),
            ("il gabbiano dovrebbe rubare il pesce se il giocatore non lo sposta dopo un po'",
             "it")]),
        Scenario("gd-steamdeck-ui", "en", gd, [
            Step("fyi for anything ui from now on: i playtest mostly on the steam deck, so "
                 "when you touch a menu or control check it at 1280x800 and make sure it works "
                 "with just the gamepad, focus set on open and focus neighbours wired, no "
                 "mouse. first one: a settings menu with music/sfx/ambience volume sliders",
                 [edit(f"{gdscr}/ui/settings_menu.gd", "extends Control",
                       "extends Control\n\n\nfunc _ready() -> void:\n\tfor bus in [&\"Music\""
                       ", &\"SFX\", &\"Ambience\"]:\n\t\tvar slider: HSlider = get_node(\"%\" "
                       "+ String(bus) + \"Slider\")\n\t\tslider.value = db_to_linear("
                       "AudioServer.get_bus_volume_db(AudioServer.get_bus_index(bus)))\n\t\t"
                       "slider.value_changed.connect(_on_volume_changed.bind(bus))\n\t"
                       "%MusicSlider.grab_focus()"),
                  bash("godot --headless --path . --resolution 1280x800 --script "
                       "res://tests/ui_focus_check.gd -- res://ui/settings_menu.tscn",
                       "[ui_focus_check] settings_menu.tscn @1280x800: 4 focusable controls, "
                       "all reachable by ui_up/ui_down, no clipped labels")],
                 "Settings menu done: three sliders plus Back, focus starts on Music and "
                 "up/down walks through all four. Checked at 1280x800, nothing clipped."),
        ], "1280x800", tier="personalized", follow_ups=[
            ("the logbook screen needs a page for the shipwreck letters the player finds",
             "en"),
            ("ajoute un écran de confirmation avant de quitter la partie", "fr"),
            ("Mach bitte ein Pausenmenü mit Fortsetzen, Einstellungen und Beenden", "de")]),
        # ------------------------------------------------------------ dbt/Snowflake water meters
        Scenario("dbt-state-modified", "en", dbt, [
            Step("i changed fct_daily_consumption to drop the test-bench meters (meter_class "
                 "= 'TB'), can you run it and make sure nothing downstream broke",
                 [bash("dbt build --target prod_ci",
                       "14:02:11  Running with dbt=1.8.7\n14:02:14  Found 248 models, 418 data "
                       "tests, 31 sources, 6 exposures\n...\n14:43:23  Finished running 212 "
                       "table models, 36 incremental models, 418 data tests in 0 hours 41 "
                       "minutes and 12.08 seconds (2472.08s).\n14:43:23  \n14:43:23  "
                       "Completed successfully\n14:43:23  Done. PASS=666 WARN=0 ERROR=0 "
                       "SKIP=0 TOTAL=666")],
                 "Everything builds and all 418 tests pass, so the test-bench filter didn't "
                 "break anything downstream."),
            Step("you rebuilt the entire project on the XL warehouse for a one-model change, "
                 "thats 41 min and a nice bite out of the monthly credits, finance already "
                 "asks about the october bill. only build what changed plus its children and "
                 "defer the rest to prod: make prod-manifest pulls the prod manifest into "
                 "target-prod/, then dbt build --select state:modified+ --defer --state "
                 "target-prod/",
                 [bash("make prod-manifest && dbt build --select state:modified+ --defer "
                       "--state target-prod/ --target prod_ci",
                       "aws s3 cp s3://kvw-dbt-artifacts/prod/manifest.json target-prod/"
                       "manifest.json\n14:51:07  Running with dbt=1.8.7\n14:51:10  Found 248 "
                       "models, 418 data tests, 31 sources, 6 exposures\n14:51:10  \n"
                       "14:51:12  Concurrency: 8 threads (target='prod_ci')\n...\n14:53:40  "
                       "Finished running 4 table models, 1 incremental model, 23 data tests "
                       "in 0 hours 2 minutes and 30.41 seconds (150.41s).\n14:53:40  Done. "
                       "PASS=28 WARN=0 ERROR=0 SKIP=0 TOTAL=28")],
                 "Reran with state selection: 5 models and 23 tests in 2.5 minutes, all "
                 "green, with everything unchanged read from prod."),
        ], "state:modified", tier="procedural", follow_ups=[
            ("i tweaked the night-flow threshold in int_night_flow_baseline, check that the "
             "leak models still work", "en"),
            ("ho rinominato una colonna in stg_billing__invoices, controlla che i modelli a "
             "valle funzionino ancora", "it"),
            ("he cambiado el filtro de zonas en dim_district, pruébalo antes de que abra el "
             "PR", "es")]),
        Scenario("dbt-source-macro", "de", dbt, [
            Step("neues staging-modell für die tarife aus dem abrechnungssystem, die "
                 "rohtabelle heißt raw_sap.tariffs",
                 [edit(f"{dbtm}/staging/sap/stg_sap__tariffs.sql", "",
                       "select\n    tariff_id,\n    tariff_code,\n    valid_from::date as "
                       "valid_from,\n    valid_to::date   as valid_to,\n    price_per_m3_eur,"
                       "\n    base_fee_eur\nfrom raw_sap.tariffs\n"),
                  bash("dbt run -s stg_sap__tariffs",
                       "09:14:02  1 of 1 START sql view model DBT_TBRANDT.stg_sap__tariffs "
                       "... [RUN]\n09:14:03  1 of 1 OK created sql view model DBT_TBRANDT."
                       "stg_sap__tariffs ... [SUCCESS 1 in 1.12s]")],
                 "Das Staging-Modell `stg_sap__tariffs` ist angelegt und läuft."),
            Step("bitte nie rohtabellen hart reinschreiben. rohdaten immer über "
                 "{{ source('sap', 'tariffs') }} und die tabelle in _sap__sources.yml "
                 "eintragen (mit loaded_at_field + freshness), sonst fehlt sie in der lineage "
                 "und in dev zeigt es auf die prod-rohdaten statt auf RAW_DEV, weil die "
                 "datenbank nur im source-yml umgebogen wird",
                 [edit(f"{dbtm}/staging/sap/stg_sap__tariffs.sql",
                       "from raw_sap.tariffs", "from {{ source('sap', 'tariffs') }}"),
                  edit(f"{dbtm}/staging/sap/_sap__sources.yml", "    tables:",
                       "    tables:\n      - name: tariffs\n        loaded_at_field: "
                       "_loaded_at\n        freshness:\n          warn_after: {count: 24, "
                       "period: hour}\n          error_after: {count: 72, period: hour}"),
                  bash("dbt build -s stg_sap__tariffs && dbt source freshness -s "
                       "source:sap.tariffs",
                       "09:21:40  1 of 1 OK created sql view model DBT_TBRANDT."
                       "stg_sap__tariffs ... [SUCCESS 1 in 1.05s]\n09:21:47  1 of 1 PASS "
                       "freshness of sap.tariffs ... [PASS in 0.61s]")],
                 "Umgestellt auf `source('sap', 'tariffs')`, die Tabelle steht mit Freshness "
                 "in `_sap__sources.yml`; in dev liest das Modell jetzt aus RAW_DEV."),
        ], "source", tier="procedural", follow_ups=[
            ("add a staging model for the pump station telemetry, raw table is "
             "raw_scada.pump_events", "en"),
            ("crée un modèle de staging pour les interventions des techniciens, la table "
             "brute c'est raw_fieldops.work_orders", "fr"),
            ("Mach ein Staging-Modell für die Kundenbeschwerden aus dem CRM", "de")]),
        Scenario("dbt-incremental-merge", "en", dbt, [
            Step("make fct_meter_readings incremental, as a table it takes 18 min every "
                 "night",
                 [edit(f"{dbtm}/marts/fct_meter_readings.sql",
                       "{{ config(materialized='table') }}",
                       "{{ config(materialized='incremental') }}"),
                  edit(f"{dbtm}/marts/fct_meter_readings.sql",
                       "from {{ ref('int_readings_validated') }}",
                       "from {{ ref('int_readings_validated') }}\n{% if is_incremental() %}\n"
                       "where reading_ts > (select max(reading_ts) from {{ this }})\n"
                       "{% endif %}"),
                  bash("dbt build -s fct_meter_readings",
                       "07:40:19  1 of 4 OK created sql incremental model DBT_MKOVAC."
                       "fct_meter_readings ... [SUCCESS 1420117 in 41.30s]\n07:40:25  Done. "
                       "PASS=4 WARN=0 ERROR=0 SKIP=0 TOTAL=4")],
                 "`fct_meter_readings` is incremental now; the incremental run takes about "
                 "40 seconds instead of 18 minutes and its tests pass."),
            Step("next morning in prod:\n  Failure in test unique_fct_meter_readings_"
                 "reading_id (models/marts/_marts.yml)\n    Got 1204 results, configured to "
                 "fail if != 0\nthe LTE meters resend readings after a reconnect and a lot "
                 "of them sync 2-3 days late, so your max(reading_ts) filter both appends "
                 "dupes and drops the late ones forever. incremental models here always get "
                 "a unique_key with incremental_strategy='merge' and a 3 day lookback "
                 "(dateadd(day, -3, max(...))), thats how all the other facts do it",
                 [edit(f"{dbtm}/marts/fct_meter_readings.sql",
                       "{{ config(materialized='incremental') }}",
                       "{{ config(\n    materialized='incremental',\n    unique_key="
                       "'reading_id',\n    incremental_strategy='merge'\n) }}"),
                  edit(f"{dbtm}/marts/fct_meter_readings.sql",
                       "where reading_ts > (select max(reading_ts) from {{ this }})",
                       "where reading_ts >= (select dateadd(day, -3, max(reading_ts)) from "
                       "{{ this }})"),
                  bash("dbt build -s fct_meter_readings --full-refresh --target prod_ci && "
                       "dbt build -s fct_meter_readings --target prod_ci",
                       "08:12:51  1 of 4 OK created sql incremental model KVW_PROD_CI."
                       "fct_meter_readings ... [SUCCESS 1 in 1063.22s]\n08:13:40  1 of 4 OK "
                       "created sql incremental model KVW_PROD_CI.fct_meter_readings ... "
                       "[SUCCESS 1 in 47.88s]\n08:13:44  PASS unique_fct_meter_readings_"
                       "reading_id\n08:13:46  Done. PASS=4 WARN=0 ERROR=0 SKIP=0 TOTAL=4")],
                 "Fixed: merge on `reading_id` with a 3-day lookback, so resent readings "
                 "update in place and late ones still get in. After a one-off full refresh "
                 "to remove the 1204 duplicates, the unique test passes."),
        ], "unique_key", tier="procedural", follow_ups=[
            ("fct_pressure_alerts is a full rebuild every hour, make it cheaper", "en"),
            ("Mach bitte int_valve_events inkrementell, das Modell braucht inzwischen 25 "
             "Minuten", "de"),
            ("o fct_billing_events precisa virar incremental, tá levando 20 minutos toda "
             "noite", "pt")]),
        Scenario("dbt-cumulative-lag", "ru", dbt, [
            Step("посчитай суточное потребление по районам для дашборда диспетчеров, начни с "
                 "Nordhang за 12 ноября",
                 [edit(f"{dbtm}/marts/fct_district_daily_consumption.sql", "",
                       "select\n    m.district_id,\n    r.reading_ts::date as reading_date,\n"
                       "    sum(r.reading_value) as consumption_m3\nfrom {{ ref("
                       "'fct_meter_readings') }} r\njoin {{ ref('dim_meter') }} m using "
                       "(meter_id)\ngroup by 1, 2\n"),
                  bash("dbt show -s fct_district_daily_consumption --inline \"select * from "
                       "{{ ref('fct_district_daily_consumption') }} where district_id = "
                       "'NORDHANG' and reading_date = '2026-11-12'\"",
                       "| district_id | reading_date | consumption_m3 |\n| ----------- | "
                       "------------ | -------------- |\n| NORDHANG    | 2026-11-12   |    "
                       "48213907.0 |")],
                 "Модель готова. Потребление района Nordhang за 12.11: 48 213 907 м³."),
            Step("это невозможно, весь nordhang потребляет около 2 тыс. м³ в сутки. показания "
                 "счётчиков накопительные, как на счётчике дома, их нельзя суммировать: "
                 "потребление это последнее показание за день минус предыдущее, через lag() "
                 "по meter_id в порядке reading_ts. и reading_value в литрах, не в м³, "
                 "делить на 1000. при замене счётчика разница отрицательная, такие строки "
                 "выкидывай",
                 [edit(f"{dbtm}/marts/fct_district_daily_consumption.sql",
                       "select\n    m.district_id,\n    r.reading_ts::date as reading_date,\n"
                       "    sum(r.reading_value) as consumption_m3\nfrom {{ ref("
                       "'fct_meter_readings') }} r\njoin {{ ref('dim_meter') }} m using "
                       "(meter_id)\ngroup by 1, 2\n",
                       "with daily_last as (\n    select meter_id, reading_ts::date as "
                       "reading_date, max_by(reading_value, reading_ts) as register_l\n"
                       "    from {{ ref('fct_meter_readings') }}\n    group by 1, 2\n),\n\n"
                       "deltas as (\n    select\n        meter_id,\n        reading_date,\n"
                       "        register_l - lag(register_l) over (partition by meter_id "
                       "order by reading_date) as delta_l\n    from daily_last\n)\n\nselect\n"
                       "    m.district_id,\n    d.reading_date,\n    sum(d.delta_l) / 1000.0 "
                       "as consumption_m3\nfrom deltas d\njoin {{ ref('dim_meter') }} m "
                       "using (meter_id)\nwhere d.delta_l >= 0\ngroup by 1, 2\n"),
                  bash("dbt show -s fct_district_daily_consumption --inline \"select * from "
                       "{{ ref('fct_district_daily_consumption') }} where district_id = "
                       "'NORDHANG' and reading_date = '2026-11-12'\"",
                       "| district_id | reading_date | consumption_m3 |\n| ----------- | "
                       "------------ | -------------- |\n| NORDHANG    | 2026-11-12   |       "
                       "2087.341 |")],
                 "Исправил: берётся последнее показание счётчика за день, разница с "
                 "предыдущим днём через lag(), литры переводятся в м³, отрицательные "
                 "разницы (замена счётчика) отброшены. Nordhang за 12.11: 2 087 м³."),
        ], "lag", tier="procedural", follow_ups=[
            ("build hourly consumption per pressure zone for the night-flow leak report",
             "en"),
            ("policz zużycie wody dla każdego klienta za ostatni okres rozliczeniowy", "pl"),
            ("сколько воды прошло через счётчик школы в Нордханге за октябрь?", "ru")]),
        Scenario("dbt-sql-style", "zh", dbt, [
            Step("写 SQL 的时候按我的习惯来哈：关键字全部小写，逗号放行首，开头先把用到的每个 ref/"
                 "source 各写成一个 import CTE，最后 select * from final。现在帮我写一个按月统计"
                 "新装水表数量的模型",
                 [edit(f"{dbtm}/marts/fct_monthly_meter_installs.sql", "",
                       "with meters as (\n    select * from {{ ref('dim_meter') }}\n)\n\n, "
                       "districts as (\n    select * from {{ ref('dim_district') }}\n)\n\n, "
                       "final as (\n    select\n        date_trunc('month', m.installed_on) "
                       "as install_month\n        , d.district_name\n        , count(*) as "
                       "meters_installed\n    from meters m\n    left join districts d\n"
                       "        on m.district_id = d.district_id\n    where m.installed_on "
                       "is not null\n    group by 1, 2\n)\n\nselect * from final\n"),
                  bash("dbt build -s fct_monthly_meter_installs",
                       "10:05:33  1 of 1 OK created sql table model DBT_LWEI."
                       "fct_monthly_meter_installs ... [SUCCESS 1 in 2.31s]")],
                 "好的，已按你的风格写好 `fct_monthly_meter_installs`：小写关键字、行首逗号、"
                 "两个 import CTE，最后 `select * from final`，按月和区统计新装水表。"),
        ], "CTE", tier="personalized", follow_ups=[
            ("write a model listing customers with more than three estimated readings in "
             "a row", "en"),
            ("Schreib ein Modell, das Rohrbrüche pro Straßenabschnitt und Jahr zählt", "de"),
            ("写一个模型，统计每个区欠费超过 90 天的用户", "zh")]),
        Scenario("dbt-review-query", "en", dbt, [
            Step("heads up on how i review stuff: after you change a model, give me a query "
                 "i can paste straight into a snowflake worksheet against my dev schema "
                 "(KVW_DEV.DBT_MKOVAC), limit 50, ordered so the weird rows come first. i "
                 "dont read dbt logs. now: add a flag to dim_meter for meters with zero flow "
                 "for 30 days",
                 [edit(f"{dbtm}/marts/dim_meter.sql", "    , m.installed_on",
                       "    , m.installed_on\n    , coalesce(f.days_without_flow >= 30, "
                       "false) as is_stalled"),
                  bash("dbt build -s dim_meter",
                       "11:30:02  1 of 3 OK created sql table model DBT_MKOVAC.dim_meter ... "
                       "[SUCCESS 1 in 6.48s]\n11:30:05  Done. PASS=3 WARN=0 ERROR=0 SKIP=0 "
                       "TOTAL=3")],
                 "Added `is_stalled` to `dim_meter` (true after 30 days with zero flow). To "
                 "check it:\n```sql\nselect meter_id, district_id, installed_on, is_stalled\n"
                 "from KVW_DEV.DBT_MKOVAC.dim_meter\norder by is_stalled desc, installed_on "
                 "desc\nlimit 50;\n```"),
        ], "limit", tier="personalized", follow_ups=[
            ("add the district name to fct_leak_candidates", "en"),
            ("ajoute une colonne avec le diamètre nominal du compteur dans dim_meter", "fr"),
            ("aggiungi a fct_daily_consumption la temperatura media del giorno dalla "
             "stazione meteo", "it")]),
        # ------------------------------------------------------------ Flutter hut booking app
        Scenario("fl-context-mounted", "en", fl, [
            Step("after the booking is confirmed show a snackbar and go to the confirmation "
                 "screen",
                 [edit(f"{fllib}/features/booking/booking_page.dart",
                       "    await ref.read(bookingRepositoryProvider).confirm(draft.id);",
                       "    await ref.read(bookingRepositoryProvider).confirm(draft.id);\n"
                       "    ScaffoldMessenger.of(context).showSnackBar(\n      SnackBar(content: "
                       "Text(context.l10n.bookingConfirmed(draft.hutName))),\n    );\n    "
                       "context.go('/bookings/${draft.id}/done');")],
                 "Done: after `confirm` returns, the page shows the confirmation snackbar and "
                 "navigates to `/bookings/:id/done`."),
            Step("ci is red:\n  info • Don't use 'BuildContext's across async gaps. • lib/"
                 "features/booking/booking_page.dart:88:5 • use_build_context_synchronously\n"
                 "  info • Don't use 'BuildContext's across async gaps. • lib/features/"
                 "booking/booking_page.dart:91:5 • use_build_context_synchronously\n"
                 "we fail on any analyzer info. and its not just lint, up at the huts the "
                 "confirm call can take 20s on one bar of edge and people back out of the "
                 "page, then that context is gone. after every await, check if "
                 "(!context.mounted) return; before you use context again",
                 [edit(f"{fllib}/features/booking/booking_page.dart",
                       "    await ref.read(bookingRepositoryProvider).confirm(draft.id);\n"
                       "    ScaffoldMessenger.of(context)",
                       "    await ref.read(bookingRepositoryProvider).confirm(draft.id);\n"
                       "    if (!context.mounted) return;\n    ScaffoldMessenger.of(context)"),
                  bash("flutter analyze --fatal-infos",
                       "Analyzing hutpass_app...\nNo issues found! (ran in 6.1s)")],
                 "Added the `context.mounted` check right after the await; `flutter analyze "
                 "--fatal-infos` is clean now."),
        ], "mounted", tier="procedural", follow_ups=[
            ("when someone cancels a reservation, call the api and then pop back to the "
             "list", "en"),
            ("Nach dem Login soll die App die gemerkten Hütten laden und dann auf die "
             "Startseite wechseln", "de"),
            ("po wysłaniu opinii o schronisku pokaż okienko z podziękowaniem", "pl")]),
        Scenario("fl-build-runner", "es", fl, [
            Step("añade el campo halfBoard (media pensión, bool) al modelo Reservation, el "
                 "backend ya lo manda",
                 [edit(f"{fllib}/models/reservation.freezed.dart",
                       "  int get guests => throw _privateConstructorUsedError;",
                       "  int get guests => throw _privateConstructorUsedError;\n  bool get "
                       "halfBoard => throw _privateConstructorUsedError;"),
                  edit(f"{fllib}/models/reservation.g.dart",
                       "      guests: (json['guests'] as num).toInt(),",
                       "      guests: (json['guests'] as num).toInt(),\n      halfBoard: "
                       "json['halfBoard'] as bool? ?? false,"),
                  bash("flutter analyze lib/models",
                       "Analyzing models...\n  error • The named parameter 'halfBoard' isn't "
                       "defined • lib/models/reservation.g.dart:14:7 • undefined_named_"
                       "parameter\n1 issue found.")],
                 "He añadido `halfBoard` en los archivos del modelo; queda un error del "
                 "analizador en el constructor que estoy arreglando."),
            Step("para, no toques los .freezed.dart ni los .g.dart, son generados y el próximo "
                 "build_runner te los pisa. el campo se pone en reservation.dart, en el "
                 "factory con @Default(false) si hace falta, y luego dart run build_runner "
                 "build --delete-conflicting-outputs. así con todos los modelos",
                 [bash("git checkout -- lib/models/reservation.freezed.dart lib/models/"
                       "reservation.g.dart", ""),
                  edit(f"{fllib}/models/reservation.dart",
                       "    required int guests,",
                       "    required int guests,\n    @Default(false) bool halfBoard,"),
                  bash("dart run build_runner build --delete-conflicting-outputs",
                       "[INFO] Generating build script completed, took 412ms\n[INFO] Running "
                       "build completed, took 9.8s\n[INFO] Succeeded after 9.9s with 4 outputs "
                       "(38 actions)"),
                  bash("flutter analyze lib/models", "No issues found! (ran in 2.3s)")],
                 "Revertidos los generados; `halfBoard` está en `reservation.dart` con "
                 "`@Default(false)` y el código se regeneró con build_runner, sin errores."),
        ], "build_runner", tier="procedural", follow_ups=[
            ("add a dogsAllowed flag to the Hut model, the api sends it now", "en"),
            ("adiciona o campo de alergias alimentares no modelo Guest", "pt"),
            ("añade al modelo Room el número de literas libres", "es")]),
        Scenario("fl-color-scheme", "pl", fl, [
            Step("zmień kolor przycisku 'zarezerwuj' na ten nasz zielony z logo, bo teraz "
                 "jest jakiś fioletowy",
                 [edit(f"{fllib}/features/hut/widgets/reserve_button.dart",
                       "    return FilledButton(\n      onPressed: onPressed,",
                       "    return FilledButton(\n      style: FilledButton.styleFrom(\n        "
                       "backgroundColor: const Color(0xFF2E7D4F),\n        foregroundColor: "
                       "Colors.white,\n      ),\n      onPressed: onPressed,")],
                 "Gotowe, przycisk „Zarezerwuj” ma teraz zielony kolor z logo (#2E7D4F)."),
            Step("nie wpisuj kolorów na sztywno w widgetach, w trybie ciemnym to wygląda "
                 "fatalnie i biały tekst na tym zielonym ma za mały kontrast. wszystkie kolory "
                 "siedzą w lib/theme/app_theme.dart (ColorScheme.fromSeed z naszym zielonym), "
                 "w widgetach bierzesz tylko Theme.of(context).colorScheme.primary / "
                 "onPrimary itd. a fioletowy jest bo ten ekran nie dostaje naszego theme",
                 [edit(f"{fllib}/features/hut/widgets/reserve_button.dart",
                       "      style: FilledButton.styleFrom(\n        backgroundColor: const "
                       "Color(0xFF2E7D4F),\n        foregroundColor: Colors.white,\n      ),\n",
                       ""),
                  edit(f"{fllib}/features/hut/hut_sheet.dart",
                       "    return MaterialApp(\n      home: HutSheetBody(hut: hut),",
                       "    return Theme(\n      data: Theme.of(context),\n      child: "
                       "HutSheetBody(hut: hut),"),
                  bash("flutter test test/golden/reserve_button_test.dart "
                       "--update-goldens && flutter test test/golden",
                       "00:04 +6: All tests passed!")],
                 "Usunąłem sztywne kolory; przycisk bierze `colorScheme.primary` z motywu. "
                 "Fioletowy był, bo arkusz schroniska miał własny `MaterialApp` bez naszego "
                 "motywu – teraz dziedziczy `app_theme.dart`, w jasnym i ciemnym trybie."),
        ], "colorScheme", tier="procedural", follow_ups=[
            ("the 'fully booked' badge on the hut card should stand out more", "en"),
            ("rendi più visibile il testo delle allerte meteo nella scheda del rifugio",
             "it"),
            ("zrób ładniejsze tło dla nagłówka z nazwą schroniska", "pl")]),
        Scenario("fl-dio-client", "en", fl, [
            Step("we need the avalanche bulletin on the hut detail page, there's a public "
                 "json api from the regional avalanche service",
                 [bash("flutter pub add http",
                       "Resolving dependencies...\n+ http 1.2.2\nChanged 1 dependency!"),
                  edit(f"{fllib}/features/hut/data/avalanche_repository.dart", "",
                       "import 'dart:convert';\n\nimport 'package:http/http.dart' as http;\n\n"
                       "class AvalancheRepository {\n  Future<AvalancheBulletin> forRegion("
                       "String regionId) async {\n    final res = await http.get(Uri.parse("
                       "'https://lawinen.example.at/api/v2/bulletins/$regionId'));\n    "
                       "return AvalancheBulletin.fromJson(jsonDecode(res.body));\n  }\n}\n")],
                 "Added `AvalancheRepository` using the `http` package; the hut detail page "
                 "can now show the danger level for the hut's region."),
            Step("why did you add http? we already have dio set up in lib/core/api/"
                 "api_client.dart with the retry interceptor, the offline cache (huts have "
                 "terrible signal) and error mapping to our Failure types. every network call "
                 "goes through that, even external apis (theres an external() constructor "
                 "without our auth header). pls remove the http package",
                 [bash("flutter pub remove http",
                       "Resolving dependencies...\nThese packages are no longer being depended "
                       "on:\n- http 1.2.2\nChanged 1 dependency!"),
                  edit(f"{fllib}/features/hut/data/avalanche_repository.dart",
                       "import 'dart:convert';\n\nimport 'package:http/http.dart' as http;\n\n"
                       "class AvalancheRepository {\n  Future<AvalancheBulletin> forRegion("
                       "String regionId) async {\n    final res = await http.get(Uri.parse("
                       "'https://lawinen.example.at/api/v2/bulletins/$regionId'));\n    "
                       "return AvalancheBulletin.fromJson(jsonDecode(res.body));\n  }\n}\n",
                       "import '../../../core/api/api_client.dart';\n\nclass "
                       "AvalancheRepository {\n  AvalancheRepository(this._api);\n  final "
                       "ApiClient _api;\n\n  Future<AvalancheBulletin> forRegion(String "
                       "regionId) =>\n      _api.get('https://lawinen.example.at/api/v2/"
                       "bulletins/$regionId',\n          decode: AvalancheBulletin.fromJson, "
                       "cacheFor: const Duration(hours: 3));\n}\n"),
                  edit(f"{fllib}/features/hut/data/providers.dart", "// repositories",
                       "// repositories\nfinal avalancheRepositoryProvider = Provider((ref) "
                       "=>\n    AvalancheRepository(ref.watch(externalApiClientProvider)));")],
                 "Removed `http`; the repository now uses the shared dio `ApiClient` "
                 "(external variant) with a 3-hour cache, so the bulletin also shows "
                 "offline."),
        ], "dio", tier="procedural", follow_ups=[
            ("show the weather forecast for the hut from the met service api", "en"),
            ("Die App soll die Wegsperrungen aus dem Feed vom Alpenverein anzeigen", "de"),
            ("carica le recensioni del rifugio dal nostro backend nella pagina di dettaglio",
             "it")]),
        Scenario("fl-widget-classes", "it", fl, [
            Step("una cosa mia: quando una build diventa lunga, estrai i pezzi in widget "
                 "separati, classi StatelessWidget con costruttore const, non metodi "
                 "_buildQualcosa(), così il rebuild è più leggero e li ritrovo nel widget "
                 "inspector. adesso fammi la schermata profilo del gestore del rifugio",
                 [edit(f"{fllib}/features/warden/warden_profile_page.dart", "",
                       "class WardenProfilePage extends ConsumerWidget {\n  const "
                       "WardenProfilePage({super.key});\n\n  @override\n  Widget build("
                       "BuildContext context, WidgetRef ref) {\n    final warden = ref.watch("
                       "currentWardenProvider);\n    return Scaffold(\n      body: ListView("
                       "children: [\n        WardenHeader(warden: warden),\n        const "
                       "SeasonDatesCard(),\n        HutContactCard(hut: warden.hut),\n      "
                       "]),\n    );\n  }\n}\n\nclass WardenHeader extends StatelessWidget {\n  "
                       "const WardenHeader({super.key, required this.warden});\n  final "
                       "Warden warden;\n  // ...\n}\n")],
                 "Fatto: `WardenProfilePage` compone tre widget separati (`WardenHeader`, "
                 "`SeasonDatesCard`, `HutContactCard`), tutti classi con costruttore const, "
                 "nessun metodo `_build…`."),
        ], "class", tier="personalized", follow_ups=[
            ("build the hut detail screen with photos, prices per night and the booking "
             "button", "en"),
            ("haz la pantalla del historial de reservas del usuario", "es"),
            ("crea la schermata delle impostazioni delle notifiche", "it")]),
        Scenario("fl-colorblind-status", "en", fl, [
            Step("one thing about me: i'm red-green colourblind. for anything that shows a "
                 "status (free / few beds left / full, open / closed...) dont rely on colour "
                 "alone, always pair it with an icon or a short text label. ok now show bed "
                 "availability on the hut list",
                 [edit(f"{fllib}/features/huts/widgets/hut_list_tile.dart",
                       "      trailing: Text('${hut.freeBeds}'),",
                       "      trailing: AvailabilityChip(freeBeds: hut.freeBeds),"),
                  edit(f"{fllib}/features/huts/widgets/availability_chip.dart", "",
                       "class AvailabilityChip extends StatelessWidget {\n  const "
                       "AvailabilityChip({super.key, required this.freeBeds});\n  final int "
                       "freeBeds;\n\n  @override\n  Widget build(BuildContext context) {\n    "
                       "final l10n = context.l10n;\n    final (icon, label) = switch "
                       "(freeBeds) {\n      0 => (Icons.block, l10n.full),\n      < 5 => ("
                       "Icons.warning_amber_rounded, l10n.fewBeds(freeBeds)),\n      _ => ("
                       "Icons.check_circle_outline, l10n.bedsFree(freeBeds)),\n    };\n    "
                       "return Chip(avatar: Icon(icon, size: 18), label: Text(label));\n  }\n"
                       "}\n")],
                 "Done. Each hut shows a chip with an icon and a text label: a check with "
                 "\"12 free\", a warning sign with \"3 left\", a blocked sign with \"Full\". "
                 "Colour only backs up the icon and text."),
        ], "icon", tier="personalized", follow_ups=[
            ("add something on the trail map that shows which huts are open this season",
             "en"),
            ("Zeig auf dem Buchungsbildschirm an, ob die Zahlung geklappt hat", "de"),
            ("mostra lo stato della sincronizzazione offline nella barra in alto", "it")]),
    ]
