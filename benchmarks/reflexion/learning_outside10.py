"""A tenth outside set of sessions that teach something, and the later requests that need it.

Written by hand by an outside writer (an AI assistant that never saw the project's code, tests or
other held-out sets) from the Scenario format alone: the Scenario and Step dataclasses and the
bash/edit function signatures and docstrings, plus the module docstring and first two scenarios of
the eighth outside set for their layout. Never used for tuning, and written without reading how
lessons are captured, stored or recalled. Tiers were set by construction: a session where the
human corrects what the agent did is "procedural", one where the human only states how they like
things is "personalized". Five invented projects of kinds absent from the earlier learning sets:
a Rust workspace CLI (kilnlog) with which a pottery studio reads kiln thermocouple logs and works
out firing cones, a Django app (plotqueue) for a council's allotment-garden waiting list, a Kotlin
Jetpack Compose Android app (ringbook) that bird ringers use offline at field stations, an R/Shiny
dashboard (classair-dash) of CO2 readings from school classrooms, and an Ansible repository
(wavehouse-ansible) that provisions a community radio station's streaming and playout servers.

30 sessions, six per project (four procedural, two personalized each). In 20 the agent works
(edits, commands with realistic output, or a claim it makes) and then the human corrects it,
sharply or mildly (a CI, lint or deploy error pasted after the agent said it was done, a runtime
exception from the field, "you ran that straight on prod??", "that number counts nights and
weekends", a reminder of how the team does it, "no, use X"); tier "procedural". In 10 the human
states a personal preference with nothing to correct; tier "personalized". User turns are typed
the way people type in a terminal chat: lowercase, some typos, run-on sentences. 15 sessions are
in English, the rest in German (2), French (2), Spanish (1), Italian (1), Portuguese (1),
Japanese (1), Korean (1), Dutch (1), Polish (1), Russian (1), Chinese (1), Turkish (1) and
Swedish (1). Each scenario has 3 follow-ups (90 in all): requests from a later session that need
the lesson without repeating its words; each scenario has one follow-up in its own language and
two in others, so 60 of the 90 are in another language than the session's (follow-ups by
language: English 30, German 16, Italian 11, Spanish 8, French 7, Dutch 4, Polish 4, Portuguese
3, Korean 2, Japanese 1, Swedish 1, Russian 1, Chinese 1, Turkish 1). All names, paths, hosts,
numbers and outputs are invented; nothing is copied from a public text. `expect` is a word the
writer judged a faithful record of the lesson would contain (e.g. "thiserror", "select_related",
"bindCache"); for a few it is a short token ("1.75", "true", "long", "verb", "check") that is
looser and may also match unrelated text.
"""

from __future__ import annotations

from learning_set import Scenario
from sessions import Step, bash, edit


def scenarios(base: str) -> list[Scenario]:
    rs = f"{base}/kilnlog"
    dj = f"{base}/plotqueue"
    kt = f"{base}/ringbook-android"
    rr = f"{base}/classair-dash"
    an = f"{base}/wavehouse-ansible"
    rscore = f"{rs}/crates/kilnlog-core/src"
    rscli = f"{rs}/crates/kilnlog-cli/src"
    djapp = f"{dj}/plotqueue/waitlist"
    ktapp = f"{kt}/app/src/main/java/org/ringbook/field"
    rrR = f"{rr}/R"
    anroles = f"{an}/roles"
    return [
        # ------------------------------------------------------------ Rust CLI for kiln firings
        Scenario("rs-thiserror", "en", rs, [
            Step("the csv parser in core just panics when a thermocouple row has a missing "
                 "column, make it return a proper error with the line number instead",
                 [edit(f"{rscore}/profile.rs",
                       "pub fn parse_row(line: &str) -> Reading {\n    let cols: Vec<&str> = "
                       "line.split(',').collect();\n    Reading { t_s: cols[0].parse()"
                       ".unwrap(), celsius: cols[1].parse().unwrap() }\n}",
                       "pub fn parse_row(line_no: usize, line: &str) -> anyhow::Result<Reading> "
                       "{\n    let cols: Vec<&str> = line.split(',').collect();\n    let t = "
                       "cols.first().context(format!(\"line {line_no}: no time\"))?;\n    let "
                       "c = cols.get(1).context(format!(\"line {line_no}: no temperature\"))?;"
                       "\n    Ok(Reading { t_s: t.parse()?, celsius: c.parse()? })\n}"),
                  edit(f"{rs}/crates/kilnlog-core/Cargo.toml", "[dependencies]\nserde",
                       "[dependencies]\nanyhow = \"1\"\nserde"),
                  bash("cargo build -q && cargo run -q -p kilnlog-cli -- show "
                       "fixtures/broken_glaze_0412.csv",
                       "Error: line 318: no temperature")],
                 "parse_row now returns `anyhow::Result<Reading>` with the line number in "
                 "the message; the broken fixture reports `line 318: no temperature` instead "
                 "of panicking."),
            Step("hm no, anyhow doesnt belong in kilnlog-core. the studio's web thing links "
                 "core as a library and needs to match on what went wrong (missing column vs "
                 "bad number vs time going backwards) to show the right hint to the potters. "
                 "core errors are thiserror enums in core/src/error.rs, anyhow is only ok in "
                 "the cli crate where we just print it",
                 [edit(f"{rscore}/error.rs", "pub enum ProfileError {\n}",
                       "#[derive(Debug, thiserror::Error)]\npub enum ProfileError {\n    "
                       "#[error(\"line {line}: missing column {column}\")]\n    MissingColumn "
                       "{ line: usize, column: &'static str },\n    #[error(\"line {line}: "
                       "not a number: {value:?}\")]\n    BadNumber { line: usize, value: "
                       "String },\n}"),
                  edit(f"{rscore}/profile.rs",
                       "-> anyhow::Result<Reading> {\n    let cols: Vec<&str> = line.split("
                       "',').collect();\n    let t = cols.first().context(format!(\"line "
                       "{line_no}: no time\"))?;\n    let c = cols.get(1).context(format!("
                       "\"line {line_no}: no temperature\"))?;\n    Ok(Reading { t_s: "
                       "t.parse()?, celsius: c.parse()? })",
                       "-> Result<Reading, ProfileError> {\n    let cols: Vec<&str> = "
                       "line.split(',').collect();\n    let field = |i: usize, column| "
                       "cols.get(i).ok_or(ProfileError::MissingColumn { line: line_no, "
                       "column });\n    let num = |v: &str| v.trim().parse().map_err(|_| "
                       "ProfileError::BadNumber { line: line_no, value: v.to_string() });\n"
                       "    Ok(Reading { t_s: num(field(0, \"time\")?)?, celsius: num("
                       "field(1, \"temperature\")?)? })"),
                  edit(f"{rs}/crates/kilnlog-core/Cargo.toml", "anyhow = \"1\"\n",
                       "thiserror = \"1\"\n"),
                  bash("cargo test -q -p kilnlog-core 2>&1 | tail -2",
                       "test result: ok. 41 passed; 0 failed; 0 ignored; 0 measured; 0 "
                       "filtered out; finished in 0.07s")],
                 "Switched core to a `ProfileError` enum (thiserror) with MissingColumn and "
                 "BadNumber variants; anyhow is gone from kilnlog-core and the CLI still "
                 "prints the message."),
        ], "thiserror", tier="procedural", follow_ups=[
            ("the segment loader should fail cleanly when a firing schedule has a ramp with "
             "zero minutes, right now it divides by zero", "en"),
            ("la lettura del file di configurazione del forno deve dare un errore sensato se "
             "manca il campo kiln_id", "it"),
            ("Der Import von Keramik-Rezepten aus der alten JSON-Datei sollte melden, welche "
             "Zutat unbekannt ist", "de")]),
        Scenario("rs-nextest", "de", rs, [
            Step("kannst du mal schauen ob der neue serial reader für den pyrometer läuft, "
                 "ich hab die tests in tests/serial_pty.rs ergänzt",
                 [bash("cargo test --workspace 2>&1 | tail -6",
                       "test pty_reads_partial_frames ... ok\ntest pty_reconnects_after_eof "
                       "... FAILED\ntest pty_rejects_bad_checksum ... FAILED\n\nfailures:\n"
                       "    pty_reconnects_after_eof: Os { code: 16, kind: ResourceBusy, "
                       "message: \"Device or resource busy\" }")],
                 "Zwei Tests schlagen fehl (`pty_reconnects_after_eof`, "
                 "`pty_rejects_bad_checksum`) mit ResourceBusy, der Reconnect im Reader "
                 "scheint das Gerät nicht freizugeben. Soll ich das Schließen im Drop "
                 "reparieren?"),
            Step("nein der reader ist ok, das liegt an cargo test. die pty tests teilen sich "
                 "/tmp/kilnlog-pty0 und cargo test lässt alle in threads im selben prozess "
                 "laufen. wir nehmen immer cargo nextest run, da läuft jeder test in seinem "
                 "eigenen prozess und die .config/nextest.toml hat die test-group für serial "
                 "mit max-threads 1. steht auch im justfile als just test",
                 [bash("cargo nextest run --workspace 2>&1 | tail -3",
                       "        PASS [   0.412s] kilnlog-core::serial_pty "
                       "pty_rejects_bad_checksum\n------------\n     Summary [   3.918s] 58 "
                       "tests run: 58 passed, 0 skipped")],
                 "Mit `cargo nextest run --workspace` laufen alle 58 Tests grün, auch die "
                 "PTY-Tests; am Reader war nichts kaputt."),
        ], "nextest", tier="procedural", follow_ups=[
            ("Ich hab den Brennkurven-Export umgebaut, lass bitte mal alle Tests laufen", "de"),
            ("does the new thermocouple calibration change break anything? run the suite", "en"),
            ("controlla che i test passino ancora dopo il cambio alla struttura dei moduli",
             "it")]),
        Scenario("rs-msrv", "en", rs, [
            Step("the cone table gets rebuilt from the embedded csv on every lookup, cache it "
                 "once please",
                 [edit(f"{rscore}/cone.rs",
                       "pub fn cone_table() -> Vec<ConeRow> {\n    parse_cones(CONES_CSV)\n}",
                       "static CONE_TABLE: std::sync::LazyLock<Vec<ConeRow>> =\n    "
                       "std::sync::LazyLock::new(|| parse_cones(CONES_CSV));\n\npub fn "
                       "cone_table() -> &'static [ConeRow] {\n    &CONE_TABLE\n}"),
                  bash("cargo nextest run -p kilnlog-core 2>&1 | tail -1",
                       "     Summary [   0.884s] 41 tests run: 41 passed, 0 skipped")],
                 "The table is built once in a `LazyLock` static and `cone_table()` hands "
                 "out a slice; tests pass. Done."),
            Step("ci on the pi image is red:\n\nerror[E0658]: use of unstable library feature "
                 "`lazy_cell`\n  --> crates/kilnlog-core/src/cone.rs:14:19\n\nthe kiln room pi "
                 "builds with the debian rustc which is 1.75, thats why rust-version = "
                 "\"1.75\" is in the workspace Cargo.toml. you have to stay under that, use "
                 "once_cell (already a dep) or OnceLock+get_or_init. and run cargo +1.75 "
                 "check before telling me its done",
                 [edit(f"{rscore}/cone.rs",
                       "static CONE_TABLE: std::sync::LazyLock<Vec<ConeRow>> =\n    "
                       "std::sync::LazyLock::new(|| parse_cones(CONES_CSV));",
                       "static CONE_TABLE: std::sync::OnceLock<Vec<ConeRow>> = "
                       "std::sync::OnceLock::new();"),
                  edit(f"{rscore}/cone.rs", "    &CONE_TABLE\n",
                       "    CONE_TABLE.get_or_init(|| parse_cones(CONES_CSV))\n"),
                  bash("cargo +1.75 check --workspace --all-targets 2>&1 | tail -1",
                       "    Finished `dev` profile [unoptimized + debuginfo] target(s) in "
                       "6.31s")],
                 "Replaced LazyLock with `OnceLock::get_or_init`, which is stable in 1.75; "
                 "`cargo +1.75 check --workspace --all-targets` passes."),
        ], "1.75", tier="procedural", follow_ups=[
            ("clean up the duration formatting in the report, i think there's a nicer std "
             "api for that now", "en"),
            ("podrías usar let-else o las funciones nuevas de la std para simplificar el "
             "parser de horarios de cocción?", "es"),
            ("kilnlog-cli 안의 인자 처리 코드를 최신 러스트 문법으로 정리해 줄 수 있어?", "ko")]),
        Scenario("rs-cone-heatwork", "ja", rs, [
            Step("昨日の素焼きのログ fixtures/bisque_1130.csv、何番のコーンまで行ったか教えて",
                 [bash("cargo run -q -p kilnlog-cli -- show fixtures/bisque_1130.csv --peak",
                       "peak: 1046.2 °C at 07:42:10 (segment 4 hold)\nduration: 9h 18m")],
                 "最高温度は 1046.2 °C でした。コーン表で 1046 °C 前後は 04 番なので、"
                 "コーン 04 まで到達しています。"),
            Step("いや、最高温度だけでコーン番号は決まらないよ。コーンは温度×時間の"
                 "ヒートワークで倒れるから、同じ1046度でもホールドが長ければ03相当になる。"
                 "うちでは必ず kilnlog-core の cone::from_profile で昇温速度とホールドを"
                 "入れて計算する、cli だと show --cone。表を引くのはやめて",
                 [bash("cargo run -q -p kilnlog-cli -- show fixtures/bisque_1130.csv --cone",
                       "heatwork: 1912.4 (final ramp 61 °C/h, hold 38 min)\nequivalent "
                       "cone: 03 (bent to ~5 o'clock)")],
                 "`show --cone`（cone::from_profile）で計算し直しました。最終昇温 61 °C/h、"
                 "ホールド 38 分を含めるとコーン 03 相当です。先ほどの 04 は間違いでした。"),
        ], "from_profile", tier="procedural", follow_ups=[
            ("did saturday's glaze firing in kiln B actually reach cone 6? log is "
             "fixtures/glaze_b_1205.csv", "en"),
            ("Welcher Kegel wurde beim Rakubrand letzte Woche erreicht? Datei liegt in "
             "fixtures/raku_1128.csv", "de"),
            ("先週の還元焼成は何番のコーン相当だった？", "ja")]),
        Scenario("rs-long-flags", "en", rs, [
            Step("adding a `export` subcommand to the cli next. fyi for anything clap in this "
                 "repo: i like every option to have a long form, short letters only for -v and "
                 "-q, and help strings lowercase with no trailing period so `--help` reads "
                 "like the rest of our tools",
                 [edit(f"{rscli}/main.rs",
                       "enum Command {\n    Show(ShowArgs),\n}",
                       "enum Command {\n    Show(ShowArgs),\n    /// export a firing as csv "
                       "or json\n    Export(ExportArgs),\n}"),
                  edit(f"{rscli}/export.rs", "pub struct ExportArgs {\n}",
                       "pub struct ExportArgs {\n    /// output format\n    #[arg(long, "
                       "value_enum, default_value_t = Format::Csv)]\n    pub format: Format,"
                       "\n    /// write to this file instead of stdout\n    #[arg(long)]\n   "
                       " pub output: Option<PathBuf>,\n}"),
                  bash("cargo run -q -p kilnlog-cli -- export --help",
                       "export a firing as csv or json\n\nUsage: kilnlog export [OPTIONS] "
                       "<LOG>\n\nOptions:\n      --format <FORMAT>  output format [default: "
                       "csv]\n      --output <OUTPUT>  write to this file instead of stdout\n"
                       "  -h, --help             Print help")],
                 "Added `export` with long-only `--format` and `--output`, lowercase help "
                 "without periods; I'll keep that convention for clap options here."),
        ], "long", tier="personalized", follow_ups=[
            ("add an option to the show command to pick the temperature unit", "en"),
            ("ajoute une option pour limiter l'affichage aux N derniers segments", "fr"),
            ("Voeg een vlag toe waarmee je de kiln-naam in de uitvoer kunt overschrijven",
             "nl")]),
        Scenario("rs-commit-prefix", "sv", rs, [
            Step("kan du committa det du gjorde i export-grejen? och en grej för framtiden: "
                 "jag vill ha commit-meddelanden med crate-namnet först, typ `core: ` eller "
                 "`cli: `, sen imperativ och kort, ingen punkt på slutet",
                 [bash("git add crates/kilnlog-cli && git commit -m \"cli: add export "
                       "subcommand with csv and json output\"",
                       "[main 4e07c1b] cli: add export subcommand with csv and json output\n "
                       "2 files changed, 87 insertions(+), 3 deletions(-)")],
                 "Committat som `cli: add export subcommand with csv and json output`. Jag "
                 "använder crate-prefix och imperativ form framöver."),
        ], "prefix", tier="personalized", follow_ups=[
            ("commit the fix for the ramp rounding in the core crate", "en"),
            ("kannst du die Änderungen an beiden Crates committen?", "de"),
            ("committa de nya testerna för pyrometern", "sv")]),
        # ------------------------------------------------------------ Django allotment waiting list
        Scenario("dj-select-related", "en", dj, [
            Step("the officers want a page listing everyone on the waiting list with their "
                 "ward and the site they asked for, sorted by date joined",
                 [edit(f"{djapp}/views.py", "# waiting list views",
                       "class WaitingListView(LoginRequiredMixin, ListView):\n    template_name "
                       "= \"waitlist/entries.html\"\n\n    def get_queryset(self):\n        "
                       "return Application.objects.filter(status=\"waiting\").order_by("
                       "\"joined_on\")"),
                  edit(f"{djapp}/templates/waitlist/entries.html", "{% block content %}",
                       "{% block content %}\n<table>{% for a in object_list %}<tr><td>"
                       "{{ a.applicant.full_name }}</td><td>{{ a.applicant.ward.name }}</td>"
                       "<td>{{ a.preferred_site.name }}</td><td>{{ a.joined_on }}</td></tr>"
                       "{% endfor %}</table>"),
                  bash("python manage.py test waitlist.tests.test_views -v 1",
                       "Found 6 test(s).\n......\n------------------------------------------"
                       "----------------------------\nRan 6 tests in 0.412s\n\nOK")],
                 "The waiting list page is at /waitlist/entries/, ordered by join date, "
                 "tests pass."),
            Step("opened it on staging, debug toolbar says 3611 queries for 1203 rows, it took "
                 "9 seconds. every row hits applicant, ward and site separately. use "
                 "select_related for the foreign keys, and put an assertNumQueries in the view "
                 "test so this doesnt come back, we've had this on three pages already",
                 [edit(f"{djapp}/views.py",
                       "        return Application.objects.filter(status=\"waiting\").order_by("
                       "\"joined_on\")",
                       "        return (Application.objects.filter(status=\"waiting\")\n      "
                       "          .select_related(\"applicant__ward\", \"preferred_site\")\n   "
                       "             .order_by(\"joined_on\"))"),
                  edit(f"{djapp}/tests/test_views.py", "    def test_lists_waiting(self):",
                       "    def test_query_count_is_constant(self):\n        "
                       "ApplicationFactory.create_batch(40, status=\"waiting\")\n        with "
                       "self.assertNumQueries(3):\n            self.client.get(reverse("
                       "\"waitlist:entries\"))\n\n    def test_lists_waiting(self):"),
                  bash("python manage.py test waitlist.tests.test_views",
                       "Ran 7 tests in 0.538s\n\nOK")],
                 "Added `select_related(\"applicant__ward\", \"preferred_site\")`; the page "
                 "now runs 3 queries (session, user, list) whatever the row count, and the "
                 "new test pins that with assertNumQueries."),
        ], "select_related", tier="procedural", follow_ups=[
            ("add a csv download of all current plot tenancies with the tenant name and "
             "the site's water meter number", "en"),
            ("hazme una página con las parcelas vacantes y el nombre del responsable de cada "
             "recinto", "es"),
            ("pokaż na stronie dzielnicy listę wszystkich wniosków z nazwiskiem osoby i "
             "numerem działki", "pl")]),
        Scenario("dj-new-migration", "fr", dj, [
            Step("il faut que le champ phone de Applicant accepte jusqu'à 20 caractères, les "
                 "numéros avec indicatif ne passent pas",
                 [edit(f"{djapp}/models.py", "    phone = models.CharField(max_length=14, "
                       "blank=True)", "    phone = models.CharField(max_length=20, "
                       "blank=True)"),
                  edit(f"{djapp}/migrations/0014_applicant_phone.py",
                       "field=models.CharField(blank=True, max_length=14)",
                       "field=models.CharField(blank=True, max_length=20)"),
                  bash("python manage.py migrate --plan | tail -2",
                       "Planned operations:\n  No planned migration operations.")],
                 "J'ai passé max_length à 20 dans le modèle et dans la migration 0014 qui "
                 "crée le champ. C'est fait."),
            Step("non !! la 0014 est appliquée en prod depuis septembre, modifier le fichier "
                 "ne change rien à la base (tu vois bien, \"no planned operations\") et en plus "
                 "les bases de test et de prod divergent. on ne touche jamais à une migration "
                 "déjà appliquée : remets-la comme avant et fais une nouvelle migration avec "
                 "makemigrations",
                 [bash("git checkout -- waitlist/migrations/0014_applicant_phone.py && python "
                       "manage.py makemigrations waitlist -n applicant_phone_20",
                       "Migrations for 'waitlist':\n  waitlist/migrations/"
                       "0031_applicant_phone_20.py\n    ~ Alter field phone on applicant"),
                  bash("python manage.py migrate --plan | tail -2",
                       "Planned operations:\nwaitlist.0031_applicant_phone_20\n    Alter field "
                       "phone on applicant")],
                 "0014 est restaurée telle quelle, et le changement est dans une nouvelle "
                 "migration 0031_applicant_phone_20, que migrate --plan voit bien."),
        ], "makemigrations", tier="procedural", follow_ups=[
            ("the site model needs a boolean for whether the plot has a shed, add it", "en"),
            ("renomme le champ notes en officer_notes sur Application", "fr"),
            ("das Feld ward auf Applicant soll nullable werden, manche wohnen außerhalb", "de")]),
        Scenario("dj-timezone", "es", dj, [
            Step("cuando se ofrece una parcela, la persona tiene 14 días para aceptar. añade "
                 "la fecha límite al crear la oferta",
                 [edit(f"{djapp}/services.py", "def make_offer(application, plot):",
                       "from datetime import datetime, timedelta\n\n\ndef make_offer("
                       "application, plot):\n    deadline = datetime.now() + timedelta("
                       "days=14)"),
                  bash("python manage.py test waitlist.tests.test_offers 2>&1 | tail -4",
                       "RuntimeWarning: DateTimeField Offer.respond_by received a naive "
                       "datetime (2026-12-19 10:02:41.118311) while time zone support is "
                       "active.\n\nRan 5 tests in 0.301s\n\nOK")],
                 "Listo, la oferta guarda respond_by a 14 días; los tests pasan (hay un "
                 "aviso de naive datetime pero no afecta)."),
            Step("sí afecta, el servidor está en UTC y el ayuntamiento en Europe/Madrid, con "
                 "un naive datetime las ofertas caducan una o dos horas mal y en marzo ya "
                 "tuvimos una queja. tenemos USE_TZ=True: siempre django.utils.timezone.now(), "
                 "nunca datetime.now(), y el aviso ese cuenta como fallo",
                 [edit(f"{djapp}/services.py",
                       "from datetime import datetime, timedelta",
                       "from datetime import timedelta\n\nfrom django.utils import timezone"),
                  edit(f"{djapp}/services.py", "datetime.now() + timedelta(days=14)",
                       "timezone.now() + timedelta(days=14)"),
                  bash("python -W error::RuntimeWarning manage.py test waitlist.tests."
                       "test_offers 2>&1 | tail -2", "Ran 5 tests in 0.297s\n\nOK")],
                 "Cambiado a `timezone.now()`; con los RuntimeWarning como error los tests "
                 "pasan sin avisos."),
        ], "timezone", tier="procedural", follow_ups=[
            ("mark applications as lapsed if nobody has logged in for two years", "en"),
            ("registra la hora exacta en que el responsable entrega las llaves de la "
             "parcela", "es"),
            ("quero um comando que feche automaticamente as ofertas vencidas todas as "
             "noites", "pt")]),
        Scenario("dj-translate", "en", dj, [
            Step("add a banner on the applicant dashboard saying their position in the queue",
                 [edit(f"{djapp}/templates/waitlist/dashboard.html", "{% block content %}",
                       "{% block content %}\n<div class=\"banner\">You are number "
                       "{{ position }} of {{ total }} on the waiting list for "
                       "{{ site.name }}.</div>"),
                  bash("python manage.py test waitlist.tests.test_dashboard",
                       "Ran 4 tests in 0.220s\n\nOK")],
                 "Banner added above the dashboard content showing position, total and "
                 "site name."),
            Step("the council site is bilingual english/welsh by law, every user-facing "
                 "string goes through {% blocktranslate %} / gettext and then makemessages "
                 "so the translators get it in locale/cy. a bare english sentence in a "
                 "template fails the welsh language standards check before release",
                 [edit(f"{djapp}/templates/waitlist/dashboard.html",
                       "<div class=\"banner\">You are number {{ position }} of {{ total }} "
                       "on the waiting list for {{ site.name }}.</div>",
                       "<div class=\"banner\">{% blocktranslate with name=site.name %}You "
                       "are number {{ position }} of {{ total }} on the waiting list for "
                       "{{ name }}.{% endblocktranslate %}</div>"),
                  bash("python manage.py makemessages -l cy --no-obsolete",
                       "processing locale cy"),
                  bash("git diff --stat locale/", " locale/cy/LC_MESSAGES/django.po | 5 "
                       "+++++\n 1 file changed, 5 insertions(+)")],
                 "Wrapped the banner in `blocktranslate` and ran makemessages for cy; the "
                 "new msgid is in locale/cy/LC_MESSAGES/django.po for the translators."),
        ], "translate", tier="procedural", follow_ups=[
            ("show a warning on the offer page when the deadline is less than 3 days away",
             "en"),
            ("aggiungi un messaggio di conferma dopo che qualcuno rinuncia al posto in "
             "lista", "it"),
            ("fais un e-mail qui prévient le demandeur quand sa parcelle est prête", "fr")]),
        Scenario("dj-pytest-functions", "it", dj, [
            Step("da adesso i test nuovi li voglio come funzioni pytest semplici con le "
                 "fixture in conftest.py, niente classi TestCase. mi vengono più leggibili. "
                 "intanto scrivimi quelli per il calcolo della posizione in lista",
                 [edit(f"{djapp}/tests/test_position.py", "",
                       "import pytest\n\nfrom waitlist.services import queue_position\n\n\n"
                       "@pytest.mark.django_db\ndef test_first_applicant_is_position_one("
                       "site, make_application):\n    a = make_application(site=site)\n    "
                       "assert queue_position(a) == 1\n\n\n@pytest.mark.django_db\ndef "
                       "test_withdrawn_are_skipped(site, make_application):\n    "
                       "make_application(site=site, status=\"withdrawn\")\n    b = "
                       "make_application(site=site)\n    assert queue_position(b) == 1"),
                  bash("pytest -q waitlist/tests/test_position.py",
                       "..                                                    [100%]\n2 "
                       "passed in 0.61s")],
                 "Scritti come funzioni pytest con le fixture `site` e `make_application` "
                 "da conftest.py; passano. Userò questo stile per i test nuovi."),
        ], "pytest", tier="personalized", follow_ups=[
            ("write tests for the plot handover service", "en"),
            ("aggiungi i test per l'export delle assegnazioni", "it"),
            ("schreib Tests für die Berechnung der Jahrespacht", "de")]),
        Scenario("dj-terse", "en", dj, [
            Step("small thing about how you answer me: keep it short. tell me which files "
                 "you changed and the one command i should run to check, skip the walkthrough "
                 "of the code, i read the diff anyway",
                 [],
                 "Understood: files changed plus one check command, no walkthrough."),
            Step("ok then rename the url name waitlist:entries to waitlist:list everywhere",
                 [bash("grep -rl \"waitlist:entries\" plotqueue | xargs sed -i "
                       "'s/waitlist:entries/waitlist:list/g' && grep -rn "
                       "\"waitlist:entries\" plotqueue | wc -l", "0"),
                  edit(f"{djapp}/urls.py", "name=\"entries\"", "name=\"list\"")],
                 "Changed: waitlist/urls.py, templates/waitlist/base.html, "
                 "tests/test_views.py. Check: `python manage.py test waitlist`."),
        ], "short", tier="personalized", follow_ups=[
            ("explain what you changed in the offer expiry", "en"),
            ("was hast du gerade am Dashboard geändert?", "de"),
            ("qué tocaste en el modelo de parcelas?", "es")]),
        # ------------------------------------------------------------ Kotlin Android bird-ringing app
        Scenario("kt-suspend-dao", "en", kt, [
            Step("the recapture screen should show the last 5 encounters of a ring when you "
                 "type the ring number",
                 [edit(f"{ktapp}/data/EncounterDao.kt", "interface EncounterDao {",
                       "interface EncounterDao {\n    @Query(\"SELECT * FROM encounter WHERE "
                       "ring_no = :ring ORDER BY caught_at DESC LIMIT 5\")\n    fun "
                       "lastFive(ring: String): List<Encounter>"),
                  edit(f"{ktapp}/data/RingDatabase.kt", ".fallbackToDestructiveMigration()",
                       ".fallbackToDestructiveMigration()\n            "
                       ".allowMainThreadQueries()"),
                  edit(f"{ktapp}/recapture/RecaptureViewModel.kt",
                       "    fun onRingTyped(ring: String) {\n    }",
                       "    fun onRingTyped(ring: String) {\n        _history.value = "
                       "dao.lastFive(ring)\n    }"),
                  bash("./gradlew :app:assembleDebug -q", "")],
                 "History shows up under the ring field as you type; it builds. I enabled "
                 "allowMainThreadQueries so the DAO can be called directly from the "
                 "ViewModel."),
            Step("please never allowMainThreadQueries. the field phones are cheap and the db "
                 "has 200k encounters from the station, typing a ring number was visibly "
                 "janky last time someone tried this. dao functions are suspend (or return "
                 "Flow), the viewmodel calls them in viewModelScope.launch and the "
                 "dispatcher is injected as ioDispatcher from DispatchersModule so tests can "
                 "swap it",
                 [edit(f"{ktapp}/data/RingDatabase.kt",
                       "\n            .allowMainThreadQueries()", ""),
                  edit(f"{ktapp}/data/EncounterDao.kt",
                       "    fun lastFive(ring: String): List<Encounter>",
                       "    suspend fun lastFive(ring: String): List<Encounter>"),
                  edit(f"{ktapp}/recapture/RecaptureViewModel.kt",
                       "        _history.value = dao.lastFive(ring)",
                       "        viewModelScope.launch(ioDispatcher) {\n            "
                       "_history.value = dao.lastFive(ring)\n        }"),
                  bash("./gradlew :app:testDebugUnitTest --tests '*RecaptureViewModelTest*' -q",
                       "")],
                 "Removed allowMainThreadQueries; `lastFive` is a suspend DAO call launched "
                 "in viewModelScope on the injected ioDispatcher. Unit tests pass."),
        ], "suspend", tier="procedural", follow_ups=[
            ("the species picker should list the species ringed at this station most often "
             "first", "en"),
            ("na tela de resumo do dia mostra quantas aves foram anilhadas por rede", "pt"),
            ("wenn man eine Netz-ID eingibt, sollen die Fänge der letzten Stunde erscheinen",
             "de")]),
        Scenario("kt-version-catalog", "pt", kt, [
            Step("precisamos ler o código da anilha com a câmera, adiciona o ML Kit de "
                 "barcode",
                 [edit(f"{kt}/app/build.gradle.kts", "dependencies {",
                       "dependencies {\n    implementation(\"com.google.mlkit:barcode-"
                       "scanning:17.3.0\")"),
                  bash("./gradlew :app:assembleDebug -q", "")],
                 "Adicionei `com.google.mlkit:barcode-scanning:17.3.0` no app/build.gradle.kts, "
                 "o build passa. Pronto para ligar à câmera."),
            Step("aqui não se põe versão direto no build.gradle.kts, tudo passa pelo "
                 "gradle/libs.versions.toml. o renovate só atualiza o catálogo, então uma "
                 "versão solta ali fica esquecida pra sempre (já aconteceu com o coil). "
                 "coloca no catálogo e usa libs.…",
                 [edit(f"{kt}/gradle/libs.versions.toml", "[versions]",
                       "[versions]\nmlkitBarcode = \"17.3.0\""),
                  edit(f"{kt}/gradle/libs.versions.toml", "[libraries]",
                       "[libraries]\nmlkit-barcode = { module = \"com.google.mlkit:barcode-"
                       "scanning\", version.ref = \"mlkitBarcode\" }"),
                  edit(f"{kt}/app/build.gradle.kts",
                       "    implementation(\"com.google.mlkit:barcode-scanning:17.3.0\")",
                       "    implementation(libs.mlkit.barcode)"),
                  bash("./gradlew :app:assembleDebug -q", "")],
                 "Movido para o catálogo: versão `mlkitBarcode` e biblioteca `mlkit-barcode` "
                 "em libs.versions.toml, e o app usa `libs.mlkit.barcode`."),
        ], "libs.versions.toml", tier="procedural", follow_ups=[
            ("add turbine so we can test the flows in the viewmodels", "en"),
            ("adiciona o Timber para os logs", "pt"),
            ("aggiungi la libreria per disegnare i grafici delle catture", "it")]),
        Scenario("kt-string-resources", "en", kt, [
            Step("put a label \"Wing length (mm)\" above the wing field and an error when it's "
                 "outside 20-400",
                 [edit(f"{ktapp}/biometrics/BiometricsForm.kt", "        OutlinedTextField(\n"
                       "            value = state.wing,",
                       "        Text(\"Wing length (mm)\")\n        OutlinedTextField(\n"
                       "            value = state.wing,\n            isError = state."
                       "wingOutOfRange,\n            supportingText = { if (state."
                       "wingOutOfRange) Text(\"Must be between 20 and 400\") },"),
                  bash("./gradlew :app:assembleDebug -q", "")],
                 "Label and range error added to the biometrics form; builds fine."),
            Step("./gradlew lint\n\nBiometricsForm.kt:88: Error: Hardcoded string \"Wing length "
                 "(mm)\", should use @string resource [HardcodedText]\n\nthe app is used by "
                 "ringers in three countries, all text comes from res/values/strings.xml via "
                 "stringResource(), with the number range as format args. lint is a gate in "
                 "ci",
                 [edit(f"{kt}/app/src/main/res/values/strings.xml", "</resources>",
                       "    <string name=\"bio_wing_label\">Wing length (mm)</string>\n    "
                       "<string name=\"bio_wing_range\">Must be between %1$d and %2$d"
                       "</string>\n</resources>"),
                  edit(f"{ktapp}/biometrics/BiometricsForm.kt",
                       "Text(\"Wing length (mm)\")",
                       "Text(stringResource(R.string.bio_wing_label))"),
                  edit(f"{ktapp}/biometrics/BiometricsForm.kt",
                       "Text(\"Must be between 20 and 400\")",
                       "Text(stringResource(R.string.bio_wing_range, WING_MIN, WING_MAX))"),
                  bash("./gradlew :app:lintDebug -q 2>&1 | tail -1",
                       "No issues found.")],
                 "Both texts are string resources now (`bio_wing_label`, `bio_wing_range` "
                 "with the limits as format args) read via stringResource; lint is clean."),
        ], "stringResource", tier="procedural", follow_ups=[
            ("add a snackbar after saving an encounter that says it was stored offline",
             "en"),
            ("dodaj na ekranie sieci przycisk \"zamknij sieć\" i okno potwierdzenia", "pl"),
            ("agrega un aviso cuando el peso del ave parece imposible para la especie", "es")]),
        Scenario("kt-workmanager", "ko", kt, [
            Step("하루 끝나면 기록들을 센터 서버로 올리는 버튼 만들어 줘",
                 [edit(f"{ktapp}/sync/SyncViewModel.kt", "    fun upload() {\n    }",
                       "    fun upload() {\n        viewModelScope.launch(ioDispatcher) {\n "
                       "           val pending = dao.unsynced()\n            api.postBatch("
                       "pending)\n            dao.markSynced(pending.map { it.id })\n       "
                       " }\n    }"),
                  bash("./gradlew :app:testDebugUnitTest -q", "")],
                 "업로드 버튼을 추가했습니다. 미전송 기록을 한 번에 올리고 동기화 표시를 "
                 "합니다. 테스트 통과했고 이제 동작합니다."),
            Step("현장에서 눌러봤는데 이거 떴어:\n\njava.net.UnknownHostException: Unable to "
                 "resolve host \"sync.ringbook.example\": No address associated with "
                 "hostname\n\n관측소는 대부분 신호가 없어. 버튼 누르면 바로 보내는 게 아니라 "
                 "WorkManager로 CONNECTED 제약 걸고 enqueueUniqueWork 해서 나중에 망 "
                 "잡히면 자동으로 올라가게 해야 돼. 재시도는 exponential backoff",
                 [edit(f"{ktapp}/sync/UploadWorker.kt", "",
                       "class UploadWorker(ctx: Context, params: WorkerParameters) :\n    "
                       "CoroutineWorker(ctx, params) {\n    override suspend fun doWork(): "
                       "Result = try {\n        uploader.uploadPending()\n        "
                       "Result.success()\n    } catch (e: IOException) {\n        "
                       "Result.retry()\n    }\n}"),
                  edit(f"{ktapp}/sync/SyncViewModel.kt",
                       "        viewModelScope.launch(ioDispatcher) {\n            val "
                       "pending = dao.unsynced()\n            api.postBatch(pending)\n     "
                       "       dao.markSynced(pending.map { it.id })\n        }",
                       "        val req = OneTimeWorkRequestBuilder<UploadWorker>()\n       "
                       "     .setConstraints(Constraints(requiredNetworkType = "
                       "NetworkType.CONNECTED))\n            .setBackoffCriteria("
                       "BackoffPolicy.EXPONENTIAL, 30, TimeUnit.SECONDS)\n            .build()"
                       "\n        workManager.enqueueUniqueWork(\"upload\", ExistingWorkPolicy."
                       "KEEP, req)"),
                  bash("./gradlew :app:testDebugUnitTest --tests '*UploadWorkerTest*' -q", "")],
                 "업로드를 UploadWorker로 옮겨 네트워크 연결 제약과 지수 백오프로 "
                 "enqueueUniqueWork 합니다. 오프라인이면 대기했다가 연결되면 올라갑니다."),
        ], "WorkManager", tier="procedural", follow_ups=[
            ("send the photos of the ring to the server after each catch", "en"),
            ("stuur de nieuwe soortenlijst op na elke sessie naar de centrale", "nl"),
            ("관측소 설정을 서버에서 받아오는 기능도 넣어 줘", "ko")]),
        Scenario("kt-previews", "en", kt, [
            Step("building the net-round screen next. a habit of mine: every composable that "
                 "draws something gets a @Preview, plus a second one with uiMode night so i "
                 "see the dark theme without running the app. previews go at the bottom of "
                 "the same file, private",
                 [edit(f"{ktapp}/netround/NetRoundCard.kt", "",
                       "@Composable\nfun NetRoundCard(round: NetRound, onOpen: () -> Unit) "
                       "{ /* ... */ }\n\n@Preview\n@Composable\nprivate fun "
                       "NetRoundCardPreview() = RingbookTheme { NetRoundCard(sampleRound, "
                       "{}) }\n\n@Preview(uiMode = Configuration.UI_MODE_NIGHT_YES)\n"
                       "@Composable\nprivate fun NetRoundCardNightPreview() = RingbookTheme "
                       "{ NetRoundCard(sampleRound, {}) }")],
                 "NetRoundCard has a light and a night @Preview, private, at the bottom of "
                 "the file; I'll do the same for the other composables."),
        ], "Preview", tier="personalized", follow_ups=[
            ("make a small chip that shows the bird's age code", "en"),
            ("mach eine Karte für die Wetterdaten der Runde", "de"),
            ("crea un componente per il badge dello stato di sincronizzazione", "it")]),
        Scenario("kt-test-names", "nl", kt, [
            Step("voor unit tests in kotlin wil ik namen in backticks als een gewone zin, "
                 "zoals `wing outside range shows error`, geen testWingRange of camelCase. "
                 "maak meteen zo een test voor de gewicht-validatie",
                 [edit(f"{kt}/app/src/test/java/org/ringbook/field/biometrics/"
                       "WeightValidatorTest.kt", "",
                       "class WeightValidatorTest {\n    @Test\n    fun `weight of zero is "
                       "rejected`() {\n        assertFalse(WeightValidator.isValid(0.0, "
                       "species = \"PARMAJ\"))\n    }\n\n    @Test\n    fun `weight above "
                       "species maximum is rejected`() {\n        assertFalse(WeightValidator."
                       "isValid(31.5, species = \"PARMAJ\"))\n    }\n}"),
                  bash("./gradlew :app:testDebugUnitTest --tests '*WeightValidatorTest*' -q",
                       "")],
                 "Twee tests met zinnen in backticks toegevoegd, ze slagen. Ik houd die "
                 "naamgeving aan voor nieuwe tests."),
        ], "backticks", tier="personalized", follow_ups=[
            ("write unit tests for the ring number parser", "en"),
            ("schrijf tests voor de sortering van de soortenlijst", "nl"),
            ("écris des tests pour le calcul de l'indice de graisse", "fr")]),
        # ------------------------------------------------------------ R/Shiny classroom CO2 dashboard
        Scenario("r-renv", "en", rr, [
            Step("add an interactive version of the daily co2 chart, plotly is fine",
                 [bash("Rscript -e 'install.packages(\"plotly\")'",
                       "trying URL 'https://cloud.r-project.org/src/contrib/plotly_4.10.4.tar.gz'"
                       "\n* DONE (plotly)"),
                  edit(f"{rrR}/mod_daily.R", "    output$daily <- renderPlot({",
                       "    output$daily <- plotly::renderPlotly({"),
                  edit(f"{rrR}/mod_daily.R", "  plotOutput(ns(\"daily\"))",
                       "  plotly::plotlyOutput(ns(\"daily\"))")],
                 "Installed plotly and switched the daily chart to renderPlotly; hovering "
                 "shows the ppm per reading."),
            Step("the deploy to connect failed:\n\nError: package 'plotly' is used in "
                 "R/mod_daily.R but is not recorded in renv.lock\n\nthis project uses renv, "
                 "install.packages puts it in your user library and nobody else (or the "
                 "server) gets it. renv::install then renv::snapshot so it lands in the "
                 "lockfile, and commit renv.lock with the change",
                 [bash("Rscript -e 'renv::install(\"plotly\"); renv::snapshot(prompt = FALSE)'",
                       "- Installing plotly ...                          OK [linked from "
                       "cache]\nThe following package(s) will be updated in the lockfile:\n"
                       "# CRAN -------------------------------------------------------\n- "
                       "plotly        [* -> 4.10.4]\n- lazyeval      [* -> 0.2.2]\n- "
                       "crosstalk     [* -> 1.2.1]\n- Lockfile written to "
                       "\"~/classair-dash/renv.lock\"."),
                  bash("git add renv.lock R/mod_daily.R && git status --short",
                       "M  R/mod_daily.R\nM  renv.lock")],
                 "plotly and its two new dependencies are now in renv.lock via "
                 "renv::install + renv::snapshot, staged together with the module change."),
        ], "renv", tier="procedural", follow_ups=[
            ("we need to read the new sensor export which is in parquet, add whatever "
             "package that needs", "en"),
            ("füg bitte DT für die sortierbare Tabelle der Räume hinzu", "de"),
            ("możesz dodać pakiet do eksportu raportu do pdf?", "pl")]),
        Scenario("r-bindcache", "pl", rr, [
            Step("dodaj zakładkę z porównaniem szkół, średnie ppm w godzinach lekcyjnych dla "
                 "każdej szkoły, z filtrem miesiąca",
                 [edit(f"{rrR}/mod_compare.R", "mod_compare_server <- function(id) {",
                       "mod_compare_server <- function(id) {\n  moduleServer(id, function("
                       "input, output, session) {\n    output$bars <- renderPlot({\n      "
                       "readings <- arrow::read_parquet(\"data/readings_2026.parquet\")\n   "
                       "   plot_school_means(readings, input$month)\n    })\n    output$table "
                       "<- renderTable({\n      readings <- arrow::read_parquet(\"data/"
                       "readings_2026.parquet\")\n      school_means(readings, input$month)\n"
                       "    })\n  })"),
                  bash("Rscript -e 'shiny::runApp(port = 4321, launch.browser = FALSE)' & "
                       "sleep 8; curl -s -o /dev/null -w '%{time_total}' localhost:4321",
                       "0.041")],
                 "Zakładka \"Porównanie\" gotowa: wykres słupkowy i tabela średnich ppm per "
                 "szkoła, filtr miesiąca działa."),
            Step("przełączanie miesiąca trwa ~7 sekund, bo każdy render czyta od nowa cały "
                 "parquet (1.9 GB, 31 szkół) i to dwa razy. plik wczytaj raz w reactive(), "
                 "a obliczenia zależne od miesiąca w reactive z bindCache(input$month), tak "
                 "jak w mod_daily. na serwerze mamy 20 nauczycieli naraz",
                 [edit(f"{rrR}/mod_compare.R",
                       "    output$bars <- renderPlot({\n      readings <- arrow::read_parquet("
                       "\"data/readings_2026.parquet\")\n      plot_school_means(readings, "
                       "input$month)\n    })",
                       "    means <- reactive({\n      school_means(readings_all(), "
                       "input$month)\n    }) |> bindCache(input$month)\n\n    output$bars <- "
                       "renderPlot(plot_means(means()))"),
                  edit(f"{rrR}/mod_compare.R",
                       "    output$table <- renderTable({\n      readings <- arrow::read_parquet"
                       "(\"data/readings_2026.parquet\")\n      school_means(readings, "
                       "input$month)\n    })",
                       "    output$table <- renderTable(means())"),
                  bash("Rscript -e 'devtools::test(filter = \"compare\")' 2>&1 | tail -1",
                       "[ FAIL 0 | WARN 0 | SKIP 0 | PASS 6 ]")],
                 "Parquet jest czytany raz (wspólny `readings_all()`), średnie liczone w "
                 "reactive z `bindCache(input$month)`; wykres i tabela używają tego samego "
                 "wyniku. Ponowny wybór miesiąca jest natychmiastowy."),
        ], "bindCache", tier="procedural", follow_ups=[
            ("add a heatmap of co2 by weekday and lesson period with a school selector", "en"),
            ("zrób widok z rozkładem temperatur w klasach dla wybranego tygodnia", "pl"),
            ("ajoute un onglet qui montre l'humidité moyenne par étage avec un filtre "
             "par bâtiment", "fr")]),
        Scenario("r-school-hours", "en", rr, [
            Step("for the council report: what share of classrooms went over 1500 ppm at "
                 "least once in november?",
                 [bash("Rscript -e 'r <- arrow::read_parquet(\"data/readings_2026.parquet\"); "
                       "nov <- subset(r, format(ts, \"%m\") == \"11\"); x <- tapply(nov$ppm, "
                       "nov$room_id, max); cat(mean(x > 1500))'", "0.8613")],
                 "86% of classrooms (it's per room_id) exceeded 1500 ppm at least once in "
                 "November."),
            Step("86% is way off, that counts nights, weekends and the cleaning crew at 6am "
                 "with the windows shut, plus the autumn half term. every number we report "
                 "only counts lesson time: use filter_school_hours() from R/calendar.R, it "
                 "joins school_calendar so holidays and inset days drop out and keeps "
                 "08:00-15:30 mon-fri",
                 [bash("Rscript -e 'devtools::load_all(quiet = TRUE); r <- arrow::read_parquet"
                       "(\"data/readings_2026.parquet\"); nov <- filter_school_hours(subset(r, "
                       "format(ts, \"%m\") == \"11\")); x <- tapply(nov$ppm, nov$room_id, "
                       "max); cat(length(x), mean(x > 1500))'", "214 0.3224")],
                 "Restricted to lesson time with filter_school_hours(): 69 of 214 "
                 "classrooms, 32%, went over 1500 ppm at least once in November. The 86% "
                 "was wrong."),
        ], "filter_school_hours", tier="procedural", follow_ups=[
            ("which school had the worst average co2 in october?", "en"),
            ("qual è la percentuale di ore sopra i 1000 ppm nelle scuole primarie "
             "quest'anno?", "it"),
            ("Wie oft lag die Temperatur im Dezember in den Klassenzimmern unter 18 Grad?",
             "de")]),
        Scenario("r-testserver", "ru", rr, [
            Step("в модуле тревог порог должен быть настраиваемым слайдером, по умолчанию "
                 "1400 ppm",
                 [edit(f"{rrR}/mod_alerts.R", "    rooms_over <- reactive(filter(latest(), "
                       "ppm > 1400))",
                       "    rooms_over <- reactive(filter(latest(), ppm > input$threshold))"),
                  edit(f"{rrR}/mod_alerts.R", "  tagList(",
                       "  tagList(\n    sliderInput(ns(\"threshold\"), \"Порог, ppm\", min = "
                       "800, max = 2500, value = 1400, step = 50),"),
                  bash("Rscript -e 'shiny::runApp(port = 4321, launch.browser = FALSE)'",
                       "Listening on http://127.0.0.1:4321")],
                 "Слайдер добавлен, запустил приложение и проверил руками: при 1000 ppm "
                 "список комнат растёт, при 2000 пустеет. Всё работает."),
            Step("проверить руками это не проверка, через месяц кто-нибудь сломает и не "
                 "заметит. у нас логика модулей тестируется через shiny::testServer в "
                 "tests/testthat/test-mod_*.R: задаёшь session$setInputs и проверяешь "
                 "реактивы. допиши тест на порог и запускай devtools::test()",
                 [edit(f"{rr}/tests/testthat/test-mod_alerts.R", "",
                       "test_that(\"threshold filters rooms\", {\n  testServer(mod_alerts_"
                       "server, args = list(latest = reactive(fake_latest)), {\n    "
                       "session$setInputs(threshold = 1000)\n    expect_equal(nrow(rooms_over"
                       "()), 5)\n    session$setInputs(threshold = 2000)\n    expect_equal("
                       "nrow(rooms_over()), 1)\n  })\n})"),
                  bash("Rscript -e 'devtools::test()' 2>&1 | tail -1",
                       "[ FAIL 0 | WARN 0 | SKIP 0 | PASS 23 ]")],
                 "Добавил tests/testthat/test-mod_alerts.R с testServer: при 1000 ppm 5 "
                 "комнат, при 2000 одна. Весь набор: 23 проверки, ошибок нет."),
        ], "testServer", tier="procedural", follow_ups=[
            ("the school dropdown in the overview should only list schools that have "
             "sensors installed", "en"),
            ("в модуле сравнения добавь переключатель между средним и медианой", "ru"),
            ("die Karte soll beim Klick auf einen Raum dessen Tagesverlauf öffnen", "de")]),
        Scenario("r-native-pipe", "en", rr, [
            Step("i'm rewriting the weekly summary helpers, a heads up on style for anything "
                 "you write here: base pipe |> not %>%, no magrittr, and dplyr verbs one per "
                 "line. start with weekly_means()",
                 [edit(f"{rrR}/summaries.R", "weekly_means <- function(readings) {\n}",
                       "weekly_means <- function(readings) {\n  readings |>\n    "
                       "filter_school_hours() |>\n    dplyr::mutate(week = lubridate::isoweek"
                       "(ts)) |>\n    dplyr::group_by(school_id, week) |>\n    "
                       "dplyr::summarise(ppm = mean(ppm), .groups = \"drop\")\n}")],
                 "weekly_means() is written with |> and one dplyr verb per line; I'll use "
                 "that style in this repo."),
        ], "pipe", tier="personalized", follow_ups=[
            ("write a helper that returns the top 10 worst rooms per school", "en"),
            ("escribe una función que calcule los minutos por encima de 1500 ppm por aula",
             "es"),
            ("schreib eine Funktion, die die Tage ohne Messwerte pro Sensor zählt", "de")]),
        Scenario("r-okabe-ito", "zh", rr, [
            Step("以后这个仪表盘里的图都用 Okabe-Ito 配色，我们有两位老师是色盲，红绿那种"
                 "默认色他们分不清。先把每日曲线的三个等级（良好/注意/超标）换掉",
                 [edit(f"{rrR}/theme.R", "co2_colours <- c(good = \"green\", warn = "
                       "\"orange\", bad = \"red\")",
                       "co2_colours <- c(good = \"#009E73\", warn = \"#E69F00\", bad = "
                       "\"#D55E00\")  # Okabe-Ito"),
                  bash("grep -rn \"co2_colours\" R | wc -l", "4")],
                 "已在 R/theme.R 里把三个等级换成 Okabe-Ito 颜色，4 处图表都读这个变量。"
                 "以后新图也用这套配色。"),
        ], "Okabe", tier="personalized", follow_ups=[
            ("make a stacked bar chart of hours per co2 band for each school", "en"),
            ("aggiungi un grafico a linee con umidità e temperatura per aula", "it"),
            ("给每栋楼做一个二氧化碳超标天数的柱状图", "zh")]),
        # ------------------------------------------------------------ Ansible for a community radio station
        Scenario("an-check-first", "en", an, [
            Step("bump icecast max listeners to 400 on the streaming boxes, the christmas "
                 "concert is friday",
                 [edit(f"{anroles}/icecast/defaults/main.yml", "icecast_max_clients: 250",
                       "icecast_max_clients: 400"),
                  bash("ansible-playbook -i inventory/prod.ini site.yml --tags icecast",
                       "PLAY RECAP *******************************************************\n"
                       "stream-a.wavehouse.lan : ok=14 changed=3 unreachable=0 failed=0\n"
                       "stream-b.wavehouse.lan : ok=14 changed=3 unreachable=0 failed=0")],
                 "Raised icecast_max_clients to 400 and rolled it out to stream-a and "
                 "stream-b; 3 changes each."),
            Step("wait you ran that straight on prod?? 3 changed when i expected 1, and you "
                 "didnt even look what the other two were. thats live air for 4k listeners. "
                 "we always do --check --diff against prod first, read the diff, and only "
                 "then the real run, and usually -l staging before that. what were the other "
                 "two changes",
                 [bash("grep -E '^(TASK|RUNNING HANDLER|changed)' logs/ansible-prod.log "
                       "| tail -6",
                       "TASK [icecast : Render icecast.xml] ****\nchanged: [stream-a.wavehouse.lan]"
                       "\nTASK [icecast : Render mount list] ****\nchanged: [stream-a."
                       "wavehouse.lan]\nRUNNING HANDLER [icecast : Restart icecast2] ****\n"
                       "changed: [stream-a.wavehouse.lan]"),
                  bash("git log -1 --format='%h %an %ar %s' -- roles/icecast/templates/"
                       "mounts.xml.j2",
                       "9b2d0f3 Marit Oyelaran 2 days ago WIP: add /concert mount (do not "
                       "deploy yet)")],
                 "Sorry, I should have run --check --diff first. The other two changes: "
                 "the mount list template picked up Marit's unfinished /concert mount "
                 "(commit 9b2d0f3, marked do not deploy), and the handler restarted "
                 "icecast2 on both boxes, so listeners were dropped briefly. Want me to "
                 "revert the mount on a branch and run --check --diff on staging, then "
                 "prod, before applying?"),
        ], "check", tier="procedural", follow_ups=[
            ("change the liquidsoap crossfade to 3 seconds on both playout servers", "en"),
            ("cambia la rotazione dei log di icecast a 14 giorni sui server di produzione",
             "it"),
            ("ändere den ntp-server auf allen studio-rechnern auf den vom rathaus", "de")]),
        Scenario("an-vault", "tr", an, [
            Step("yeni stüdyo encoder'ı için icecast source şifresini ekle, şifre "
                 "Kuzgun-88-yayin",
                 [edit(f"{an}/group_vars/streaming.yml", "icecast_source_password_old:",
                       "icecast_source_password: \"Kuzgun-88-yayin\"\n"
                       "icecast_source_password_old:"),
                  bash("ansible-playbook -i inventory/staging.ini site.yml --tags icecast "
                       "--check", "stream-stg.wavehouse.lan : ok=14 changed=1 "
                       "unreachable=0 failed=0")],
                 "Şifreyi group_vars/streaming.yml içine ekledim, staging check temiz."),
            Step("şifreyi düz metin olarak repoya koymuşsun, bu repo gönüllülerin "
                 "hepsinde var. gizli her şey group_vars/<grup>/vault.yml içinde "
                 "ansible-vault ile şifreli durur, adı vault_ ile başlar, normal vars "
                 "dosyasında da icecast_source_password: \"{{ vault_icecast_source_password "
                 "}}\" diye referans verilir. bir de şifre artık git geçmişinde, onu "
                 "değiştirmemiz gerekecek",
                 [edit(f"{an}/group_vars/streaming.yml",
                       "icecast_source_password: \"Kuzgun-88-yayin\"",
                       "icecast_source_password: \"{{ vault_icecast_source_password }}\""),
                  bash("ansible-vault edit group_vars/streaming/vault.yml "
                       "--vault-id wavehouse@prompt", ""),
                  bash("head -1 group_vars/streaming/vault.yml",
                       "$ANSIBLE_VAULT;1.2;AES256;wavehouse")],
                 "Şifre artık group_vars/streaming/vault.yml içinde vault ile şifreli "
                 "(vault_icecast_source_password), düz dosyada sadece referans var. Git "
                 "geçmişinde kaldığı için şifrenin değiştirilmesi gerekiyor, yenisini "
                 "bana söylersen vault'a yazarım."),
        ], "vault", tier="procedural", follow_ups=[
            ("add the api token for the podcast host so the archive job can upload "
             "episodes", "en"),
            ("yayın arşivi için S3 erişim anahtarlarını ekle", "tr"),
            ("metti la password del database della programmazione nel ruolo "
             "scheduler", "it")]),
        Scenario("an-fqcn", "en", an, [
            Step("the playout boxes need ffmpeg and sox for the jingle normaliser, add them "
                 "to the playout role",
                 [edit(f"{anroles}/playout/tasks/main.yml", "- name: Install liquidsoap",
                       "- name: Install audio tools\n  apt:\n    name: [ffmpeg, sox]\n    "
                       "state: present\n\n- name: Install liquidsoap"),
                  bash("ansible-playbook -i inventory/staging.ini site.yml --tags playout "
                       "--check --diff | tail -1",
                       "playout-stg.wavehouse.lan : ok=11 changed=1 unreachable=0 failed=0")],
                 "Added an apt task for ffmpeg and sox in the playout role; the staging "
                 "check shows the one expected change. Done."),
            Step("pre-commit says no:\n\nfqcn[action-core]: Use FQCN for builtin module "
                 "actions (apt).\nroles/playout/tasks/main.yml:3 Use `ansible.builtin.apt` "
                 "or `ansible.legacy.apt` instead.\n\nwe run ansible-lint with the "
                 "production profile, always full module names. run ansible-lint yourself "
                 "before you say something is finished",
                 [edit(f"{anroles}/playout/tasks/main.yml", "- name: Install audio tools\n"
                       "  apt:", "- name: Install audio tools\n  ansible.builtin.apt:"),
                  bash("ansible-lint roles/playout",
                       "Passed: 0 failure(s), 0 warning(s) on 9 files. Profile "
                       "'production' was required, but 'production' profile passed.")],
                 "Changed to `ansible.builtin.apt`; ansible-lint (production profile) "
                 "passes on the playout role."),
        ], "ansible.builtin", tier="procedural", follow_ups=[
            ("add a cron job on the archive server that deletes recordings older than 90 "
             "days", "en"),
            ("crée l'utilisateur presenter sur les postes du studio avec sa clé ssh", "fr"),
            ("voeg een taak toe die de config van rivendell naar /etc kopieert", "nl")]),
        Scenario("an-handlers", "de", an, [
            Step("liquidsoap soll die neue playlist-konfiguration bekommen, templates/"
                 "radio.liq.j2 hab ich schon angepasst",
                 [edit(f"{anroles}/playout/tasks/main.yml", "    mode: \"0644\"\n",
                       "    mode: \"0644\"\n\n- name: Restart liquidsoap\n  "
                       "ansible.builtin.systemd:\n    name: liquidsoap\n    state: "
                       "restarted\n"),
                  bash("ansible-playbook -i inventory/staging.ini site.yml --tags playout "
                       "--check --diff | tail -1",
                       "playout-stg.wavehouse.lan : ok=12 changed=2 unreachable=0 failed=0")],
                 "Das Template wird ausgerollt und danach liquidsoap neu gestartet, "
                 "damit die neue Playlist greift. Check auf staging sieht gut aus."),
            Step("so startet liquidsoap bei JEDEM lauf neu, auch wenn sich nichts geändert "
                 "hat, das sind jedes mal 4 sekunden stille auf sendung und der nächtliche "
                 "ansible-pull lauf macht das um 3 uhr dann täglich. neustarts gehören in "
                 "handlers/main.yml und werden per notify nur bei änderung ausgelöst, so wie "
                 "bei icecast",
                 [edit(f"{anroles}/playout/tasks/main.yml",
                       "    mode: \"0644\"\n\n- name: Restart liquidsoap\n  "
                       "ansible.builtin.systemd:\n    name: liquidsoap\n    state: "
                       "restarted\n",
                       "    mode: \"0644\"\n  notify: Restart liquidsoap\n"),
                  edit(f"{anroles}/playout/handlers/main.yml", "---",
                       "---\n- name: Restart liquidsoap\n  ansible.builtin.systemd:\n    "
                       "name: liquidsoap\n    state: restarted"),
                  bash("ansible-playbook -i inventory/staging.ini site.yml --tags playout "
                       "&& ansible-playbook -i inventory/staging.ini site.yml --tags "
                       "playout | tail -1",
                       "playout-stg.wavehouse.lan : ok=11 changed=0 unreachable=0 failed=0")],
                 "Der Neustart ist jetzt ein Handler, den nur die Template-Task per notify "
                 "auslöst; ein zweiter Lauf ohne Änderung hat changed=0 und startet nichts "
                 "neu."),
        ], "handler", tier="procedural", follow_ups=[
            ("when we change the icecast mount list the stream relay on the backup box "
             "needs to pick it up", "en"),
            ("nach einer Änderung an der nginx-Konfig fürs Webradio soll nginx neu geladen "
             "werden", "de"),
            ("cuando cambie el archivo de configuración de stereo tool, que el servicio se "
             "recargue", "es")]),
        Scenario("an-task-names", "fr", an, [
            Step("petite préférence pour tout ce que tu écris dans les rôles : chaque tâche "
                 "a un name qui commence par un verbe à l'infinitif en anglais avec une "
                 "majuscule (\"Install ...\", \"Deploy ...\"), et une tâche = une action. "
                 "ajoute la tâche qui crée le dossier des enregistrements",
                 [edit(f"{anroles}/recorder/tasks/main.yml", "---",
                       "---\n- name: Create recordings directory\n  ansible.builtin.file:\n"
                       "    path: /srv/recordings\n    state: directory\n    owner: "
                       "recorder\n    mode: \"0750\"")],
                 "Ajoutée : « Create recordings directory ». Je nommerai les tâches de cette "
                 "façon dans tous les rôles."),
        ], "verb", tier="personalized", follow_ups=[
            ("add tasks to the recorder role that install the systemd unit and enable it",
             "en"),
            ("ajoute au rôle studio ce qu'il faut pour monter le NAS des archives", "fr"),
            ("aggiungi al ruolo playout l'installazione dei font per il display RDS", "it")]),
        Scenario("an-yaml-booleans", "en", an, [
            Step("new role for the rds encoder coming up. while we're at it, a style thing i "
                 "care about: booleans are true/false never yes/no, and every yaml file "
                 "starts with --- . go ahead and scaffold roles/rds",
                 [bash("ansible-galaxy role init --init-path roles rds",
                       "- Role rds was created successfully"),
                  edit(f"{anroles}/rds/defaults/main.yml", "---\n# defaults file for rds",
                       "---\nrds_enabled: true\nrds_station_name: \"WAVEHSE\"\n"
                       "rds_send_radiotext: false")],
                 "Scaffolded roles/rds; defaults use true/false and start with ---, and I'll "
                 "keep both rules in the other YAML here."),
        ], "true", tier="personalized", follow_ups=[
            ("add a flag to the playout role to turn the silence detector on or off", "en"),
            ("añade una variable para activar o no el streaming en mp3 además de ogg", "es"),
            ("füge eine Option hinzu, mit der man den nächtlichen Backup-Job abschalten "
             "kann", "de")]),
    ]
