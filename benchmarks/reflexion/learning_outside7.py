"""A seventh outside set of sessions that teach something, and the later requests that need it.

Written by hand from the Scenario format alone (the Scenario dataclass, the Step dataclass and the
bash/edit functions, and the first scenario of the sixth set for its layout), never used for
tuning, and written without reading how lessons are captured, stored or recalled. Five invented
projects of kinds absent from the earlier learning sets: an Elixir/Phoenix LiveView system that
dispatches a county's winter road service (snowploughs and gritters), a Unity (C#) cozy game about
keeping a rock pool on a tidal coast, Zephyr RTOS firmware in C for solar-powered beehive scales
on a custom nRF52840 board, a SwiftUI/SwiftData iOS app with which choir members practise their
voice parts, and a Julia package that models snowmelt and runoff in an alpine catchment.

30 sessions, six per project. In 20 the agent works (edits, commands with realistic output, or a
claim it makes) and then the human corrects it, sharply or mildly (a crash log pasted after the
agent said it was done, "why did you ...?", "that number is wrong because ...", a reminder of how
the team does it, "can you instead ..."); tier "procedural". In 10 the human states a personal
preference with nothing to correct; tier "personalized". User turns are typed the way people type
in a terminal chat: lowercase, some typos, run-on sentences. 15 sessions are in English, the rest
in German (2), French (3), Italian (3), Spanish (2), Portuguese (2), Japanese (1), Russian (1) and
Chinese (1). Each scenario has 3 follow-ups (90 in all): requests from a later session that need
the lesson without repeating its words; 60 of the 90 are in another language than the session's
(follow-ups by language: English 30, Spanish 14, Italian 13, German 11, French 11, Portuguese 8,
Japanese 1, Russian 1, Chinese 1). All names, paths, numbers and outputs are invented; nothing is
copied from a public text.
"""

from __future__ import annotations

from learning_set import Scenario
from sessions import Step, bash, edit


def scenarios(base: str) -> list[Scenario]:
    ex = f"{base}/plowline"
    un = f"{base}/tidepool-keeper"
    fw = f"{base}/hivescale-fw"
    ios = f"{base}/chorale-ios"
    jl = f"{base}/MeltFlow.jl"
    exlib = f"{ex}/lib/plowline"
    unsrc = f"{un}/Assets/Scripts"
    fwsrc = f"{fw}/app/src"
    iossrc = f"{ios}/Chorale"
    return [
        # ------------------------------------------------------------ Elixir/Phoenix dispatch
        Scenario("ex-index-concurrently", "en", ex, [
            Step("the truck history page is super slow, add an index on gps_pings for "
                 "truck_id + recorded_at",
                 [bash("mix ecto.gen.migration add_truck_recorded_index_to_gps_pings",
                       "* creating priv/repo/migrations/20261118093012_add_truck_recorded_"
                       "index_to_gps_pings.exs"),
                  edit(f"{ex}/priv/repo/migrations/20261118093012_add_truck_recorded_index_"
                       "to_gps_pings.exs", "  def change do\n  end",
                       "  def change do\n    create index(:gps_pings, [:truck_id, :recorded_at])"
                       "\n  end"),
                  bash("mix ecto.migrate",
                       "09:31:40.118 [info] == Running 20261118093012 Plowline.Repo.Migrations."
                       "AddTruckRecordedIndexToGpsPings.change/0 forward\n09:31:40.120 [info] "
                       "create index gps_pings_truck_id_recorded_at_index\n09:31:41.907 [info] "
                       "== Migrated 20261118093012 in 1.7s")],
                 "Added a composite index on (truck_id, recorded_at). Migrated locally in 1.7s, "
                 "the history query now uses an index scan."),
            Step("locally sure, gps_pings has like 380 million rows in prod and the trucks write "
                 "into it every 5 sec all night. a plain create index takes a SHARE lock and "
                 "blocks every insert until its done, in a storm thats the whole fleet going "
                 "dark on the map. big tables always get concurrently, and that needs "
                 "@disable_ddl_transaction and @disable_migration_lock in the module",
                 [edit(f"{ex}/priv/repo/migrations/20261118093012_add_truck_recorded_index_"
                       "to_gps_pings.exs", "  def change do\n    create index(:gps_pings, "
                       "[:truck_id, :recorded_at])",
                       "  @disable_ddl_transaction true\n  @disable_migration_lock true\n\n"
                       "  def change do\n    create index(:gps_pings, [:truck_id, :recorded_at], "
                       "concurrently: true)"),
                  bash("mix ecto.rollback && mix ecto.migrate",
                       "09:36:02.440 [info] == Migrated 20261118093012 in 0.0s\n09:36:03.012 "
                       "[info] create index if not exists gps_pings_truck_id_recorded_at_index"
                       "\n09:36:04.771 [info] == Migrated 20261118093012 in 1.7s")],
                 "Rewrote it to build the index concurrently with the DDL transaction and the "
                 "migration lock disabled, so inserts from the trucks keep flowing."),
        ], "concurrently", tier="procedural", follow_ups=[
            ("dispatches gets filtered by depot_id all the time now, can you make that lookup "
             "fast", "en"),
            ("wir brauchen einen eindeutigen Index auf salt_loads(load_ticket), bitte als "
             "Migration", "de"),
            ("agrega un índice en gps_pings por road_segment_id, la consulta del mapa tarda "
             "mucho", "es")]),
        Scenario("ex-assert-receive", "de", ex, [
            Step("schreib einen test dass beim zuweisen einer route an einen räumer ein "
                 "broadcast auf \"fleet:map\" rausgeht",
                 [edit(f"{ex}/test/plowline/dispatch_test.exs", "  describe \"assign_route/2\" "
                       "do", "  describe \"assign_route/2\" do\n    test \"broadcasts to the "
                       "fleet map\" do\n      Phoenix.PubSub.subscribe(Plowline.PubSub, "
                       "\"fleet:map\")\n      {:ok, _} = Dispatch.assign_route(truck, route)\n"
                       "      Process.sleep(200)\n      {:messages, msgs} = Process.info(self(), "
                       ":messages)\n      assert {:route_assigned, _} = hd(msgs)\n    end"),
                  bash("mix test test/plowline/dispatch_test.exs",
                       "Running ExUnit with seed: 40417, max_cases: 16\n\n...........\n"
                       "Finished in 0.9 seconds (0.3s async, 0.6s sync)\n11 tests, 0 failures")],
                 "Test hinzugefügt, 11 Tests grün."),
            Step("bitte kein Process.sleep in tests, das macht die suite langsam und auf dem ci "
                 "runner trotzdem flaky wenn er mal hängt. wir nehmen assert_receive mit "
                 "pattern, das wartet genau so lange wie nötig (default 100ms, ggf timeout "
                 "mitgeben)",
                 [edit(f"{ex}/test/plowline/dispatch_test.exs",
                       "      Process.sleep(200)\n      {:messages, msgs} = Process.info(self(), "
                       ":messages)\n      assert {:route_assigned, _} = hd(msgs)",
                       "      assert_receive {:route_assigned, %{truck_id: ^truck_id}}, 500"),
                  bash("mix test test/plowline/dispatch_test.exs",
                       "Running ExUnit with seed: 8812, max_cases: 16\n\n...........\n"
                       "Finished in 0.4 seconds (0.3s async, 0.1s sync)\n11 tests, 0 failures")],
                 "Umgestellt auf assert_receive mit Pattern und 500ms Timeout, kein sleep mehr."),
        ], "assert_receive", tier="procedural", follow_ups=[
            ("teste bitte, dass der GenServer für die Streusalz-Vorräte eine Warnung schickt, "
             "wenn ein Depot unter 20 Tonnen fällt", "de"),
            ("write a test that the liveview gets the new eta pushed after a truck ping", "en"),
            ("fai un test che verifichi che il job notturno manda la notifica al caposquadra",
             "it")]),
        Scenario("ex-training-depot", "en", ex, [
            Step("how long did we take on average from callout to truck on site last winter? "
                 "council wants the number for thursday",
                 [bash("mix run -e 'Plowline.Reports.avg_response(~D[2025-11-01], "
                       "~D[2026-03-31]) |> IO.inspect()'",
                       "%{count: 2214, avg_minutes: 21.4, p90_minutes: 44.0}")],
                 "Across 2,214 callouts between 1 Nov 2025 and 31 Mar 2026 the average time "
                 "from callout to arrival was 21.4 minutes (p90: 44 minutes)."),
            Step("that 21.4 is wrong, you counted the callouts from the Hagsby training depot. "
                 "new drivers do drills there with fake callouts that get 'arrived' in 2-3 min, "
                 "theres hundreds of them every november. they have training: true on the "
                 "dispatch, any report that goes outside the office has to exclude those",
                 [edit(f"{exlib}/reports.ex",
                       "    from d in Dispatch,\n      where: not is_nil(d.arrived_at)",
                       "    from d in Dispatch,\n      where: not is_nil(d.arrived_at),\n"
                       "      where: d.training == false"),
                  bash("mix run -e 'Plowline.Reports.avg_response(~D[2025-11-01], "
                       "~D[2026-03-31]) |> IO.inspect()'",
                       "%{count: 1687, avg_minutes: 27.3, p90_minutes: 49.0}")],
                 "Without the 527 training callouts it is 27.3 minutes on average over 1,687 "
                 "real callouts (p90: 49 minutes). I also made the report exclude them by "
                 "default."),
        ], "training", tier="procedural", follow_ups=[
            ("how many callouts did each depot handle per storm last season", "en"),
            ("combien de kilomètres de routes on a déneigé en janvier, c'est pour le bulletin "
             "de la mairie", "fr"),
            ("qual é o tempo médio que cada motorista novo leva até chegar ao local?", "pt")]),
        Scenario("ex-runtime-config", "fr", ex, [
            Step("branche le service météo de MeteoNord pour les alertes verglas, la clé api "
                 "c'est dans le coffre",
                 [edit(f"{ex}/config/prod.exs", "config :plowline, Plowline.Repo,",
                       "config :plowline, Plowline.Weather,\n  base_url: \"https://api."
                       "meteonord.example/v2\",\n  api_key: System.get_env(\"METEONORD_KEY\")"
                       "\n\nconfig :plowline, Plowline.Repo,"),
                  edit(f"{exlib}/weather.ex", "defmodule Plowline.Weather do",
                       "defmodule Plowline.Weather do\n  @config Application.compile_env("
                       ":plowline, __MODULE__)"),
                  bash("MIX_ENV=prod mix release",
                       "* assembling plowline-0.14.2 on MIX_ENV=prod\n* skipping runtime "
                       "configuration (config/runtime.exs not found)\n\nRelease created at "
                       "_build/prod/rel/plowline")],
                 "Le client météo est branché, la clé est lue depuis METEONORD_KEY dans "
                 "config/prod.exs."),
            Step("non, prod.exs est évalué au moment du build, sur la machine de ci, où "
                 "METEONORD_KEY n'existe pas, donc la release part avec api_key: nil figé "
                 "dedans. chez nous tout ce qui vient de l'environnement va dans "
                 "config/runtime.exs avec System.fetch_env! pour que ça plante au démarrage si "
                 "ça manque. et pas de compile_env pour ça",
                 [edit(f"{ex}/config/prod.exs", "config :plowline, Plowline.Weather,\n"
                       "  base_url: \"https://api.meteonord.example/v2\",\n  api_key: "
                       "System.get_env(\"METEONORD_KEY\")\n\n", ""),
                  edit(f"{ex}/config/runtime.exs", "if config_env() == :prod do",
                       "if config_env() == :prod do\n  config :plowline, Plowline.Weather,\n"
                       "    base_url: \"https://api.meteonord.example/v2\",\n    api_key: "
                       "System.fetch_env!(\"METEONORD_KEY\")\n"),
                  edit(f"{exlib}/weather.ex", "  @config Application.compile_env(:plowline, "
                       "__MODULE__)", "  defp config, do: Application.fetch_env!(:plowline, "
                       "__MODULE__)")],
                 "Déplacé dans config/runtime.exs avec System.fetch_env!, et le module lit la "
                 "config à l'exécution."),
        ], "runtime", tier="procedural", follow_ups=[
            ("on doit pouvoir changer l'url du serveur SMTP sans refaire une release", "fr"),
            ("add the token for the county GIS service, ops will give it to us as an env var",
             "en"),
            ("el número de teléfono del turno de guardia tiene que venir de una variable de "
             "entorno en producción", "es")]),
        Scenario("ex-show-sql", "en", ex, [
            Step("small thing about how i like to work: whenever you write or change an ecto "
                 "query for me, also show me the sql it turns into (Repo.to_sql is fine). i "
                 "think in postgres, not in ecto macros, and i review way faster that way",
                 [], "Got it — for every Ecto query I write or change I'll include the SQL "
                 "from Repo.to_sql next to it."),
            Step("cool. start with the one that lists trucks that havent pinged in 10 min",
                 [edit(f"{exlib}/fleet.ex", "  def silent_trucks do",
                       "  def silent_trucks(now \\\\ DateTime.utc_now()) do\n    cutoff = "
                       "DateTime.add(now, -600)\n    from t in Truck,\n      where: "
                       "t.last_ping_at < ^cutoff and t.on_shift")],
                 "Added `silent_trucks/1`. SQL: SELECT t0.* FROM trucks AS t0 WHERE "
                 "((t0.last_ping_at < $1) AND t0.on_shift)"),
        ], "SQL", tier="personalized", follow_ups=[
            ("list all routes with no assigned truck for tonight", "en"),
            ("zeig mir alle Fahrer, die diese Woche mehr als 50 Stunden Schicht hatten", "de"),
            ("filtra i segmenti di strada con priorità 1 che non sono stati trattati da più "
             "di 3 ore", "it")]),
        Scenario("ex-plan-first", "es", ex, [
            Step("una preferencia mía: antes de tocar código, dame primero el plan en viñetas "
                 "cortas (qué archivos, qué cambias) y espera a que te diga ok. me pasa que "
                 "cuando veo el plan ya sé si vas por mal camino y nos ahorramos los diffs",
                 [], "Entendido: primero te doy el plan en viñetas y no edito nada hasta que "
                 "me des el ok."),
            Step("vale. quiero que el mapa muestre las rutas sin camión en rojo",
                 [], "Plan:\n- `lib/plowline_web/live/map_live.ex`: asignar `:unassigned` a "
                 "las rutas sin truck_id\n- `assets/js/hooks/fleet_map.js`: pintar esas rutas "
                 "en rojo\n- un test en `map_live_test.exs`\n¿Te parece bien?"),
        ], "plan", tier="personalized", follow_ups=[
            ("añade un filtro por depósito en la página de despachos", "es"),
            ("make the shift report exportable as csv", "en"),
            ("i conducenti devono poter segnalare una strada bloccata dall'app", "it")]),
        # ------------------------------------------------------------------ Unity C# game
        Scenario("unity-scene-yaml", "en", un, [
            Step("the crab spawner in the Harbour scene spawns way too many, set its max to 6 "
                 "and the interval to 4s",
                 [bash("grep -n 'maxCrabs\\|spawnInterval' Assets/Scenes/Harbour.unity",
                       "18842:  maxCrabs: 14\n18843:  spawnInterval: 1.5"),
                  edit(f"{un}/Assets/Scenes/Harbour.unity",
                       "  maxCrabs: 14\n  spawnInterval: 1.5",
                       "  maxCrabs: 6\n  spawnInterval: 4")],
                 "Changed maxCrabs to 6 and spawnInterval to 4 directly in Harbour.unity."),
            Step("why did you edit the .unity file as text? the spawner there is a prefab "
                 "instance, that line was an override and now it doesnt match the prefab mods "
                 "block, and Mira has the scene open with unsaved changes, this becomes a merge "
                 "mess we cant resolve in a text editor. dont hand edit scene or prefab yaml. "
                 "change the default on the CrabSpawner prefab / ScriptableObject config or tell "
                 "me what to set in the inspector",
                 [bash("git checkout -- Assets/Scenes/Harbour.unity"),
                  edit(f"{unsrc}/Spawning/CrabSpawnConfig.cs",
                       "    public int maxCrabs = 14;\n    public float spawnInterval = 1.5f;",
                       "    public int maxCrabs = 6;\n    public float spawnInterval = 4f;")],
                 "Reverted Harbour.unity. New defaults live in CrabSpawnConfig; in the editor "
                 "please set HarbourCrabs.asset to Max Crabs 6 / Spawn Interval 4 and remove "
                 "the override on the spawner instance (right click > Revert)."),
        ], "YAML", tier="procedural", follow_ups=[
            ("the lighthouse in the Cliffs scene is too bright at night, turn the light down",
             "en"),
            ("mueve el cofre del tutorial un poco a la izquierda en la escena Beach", "es"),
            ("im Prefab vom Seestern fehlt der Collider, kannst du ihn hinzufügen?", "de")]),
        Scenario("unity-cache-awake", "en", un, [
            Step("make the tide indicator in the hud follow the player and show the current "
                 "water level",
                 [edit(f"{unsrc}/UI/TideIndicator.cs", "    void Update()\n    {",
                       "    void Update()\n    {\n        var player = FindObjectOfType<"
                       "PlayerController>();\n        var tide = GameObject.Find(\"TideSystem\")"
                       ".GetComponent<TideSystem>();\n        transform.position = Camera.main."
                       "WorldToScreenPoint(player.transform.position + offset);\n        "
                       "label.text = $\"{tide.CurrentLevel:0.0} m\";")],
                 "The indicator now tracks the player and shows the tide level each frame."),
            Step("can you instead look those up once in Awake and keep them in fields? "
                 "FindObjectOfType + GameObject.Find + GetComponent every frame shows up in the "
                 "profiler on the switch build, we had 1.3ms from exactly this pattern last "
                 "sprint. nothing that searches the scene goes in Update",
                 [edit(f"{unsrc}/UI/TideIndicator.cs",
                       "    void Update()\n    {\n        var player = FindObjectOfType<"
                       "PlayerController>();\n        var tide = GameObject.Find(\"TideSystem\")"
                       ".GetComponent<TideSystem>();",
                       "    PlayerController player;\n    TideSystem tide;\n    Camera cam;\n\n"
                       "    void Awake()\n    {\n        player = FindObjectOfType<"
                       "PlayerController>();\n        tide = FindObjectOfType<TideSystem>();\n"
                       "        cam = Camera.main;\n    }\n\n    void Update()\n    {")],
                 "Moved the lookups (and Camera.main) into Awake and cached them in fields; "
                 "Update only positions and sets the text."),
        ], "Awake", tier="procedural", follow_ups=[
            ("the seagulls should fly away when the player gets closer than 3 units", "en"),
            ("a música de fundo tem que mudar quando a maré sobe, pode implementar?", "pt"),
            ("fais clignoter le seau quand il est plein", "fr")]),
        Scenario("unity-meta-files", "it", un, [
            Step("sposta tutti gli sprite dei molluschi da Assets/Art/Misc in "
                 "Assets/Art/Creatures/Shellfish",
                 [bash("mkdir -p Assets/Art/Creatures/Shellfish && git mv Assets/Art/Misc/"
                       "mussel_*.png Assets/Art/Misc/limpet_*.png Assets/Art/Misc/"
                       "periwinkle_*.png Assets/Art/Creatures/Shellfish/",
                       ""),
                  bash("git status --short | head",
                       "R  Assets/Art/Misc/limpet_idle.png -> Assets/Art/Creatures/Shellfish/"
                       "limpet_idle.png\nR  Assets/Art/Misc/mussel_closed.png -> Assets/Art/"
                       "Creatures/Shellfish/mussel_closed.png\nR  Assets/Art/Misc/mussel_open."
                       "png -> Assets/Art/Creatures/Shellfish/mussel_open.png\nR  Assets/Art/"
                       "Misc/periwinkle_a.png -> Assets/Art/Creatures/Shellfish/periwinkle_a."
                       "png")],
                 "Spostati 11 sprite nella nuova cartella."),
            Step("hai spostato i png senza i .meta. unity all'apertura genera meta nuovi con "
                 "guid nuovi e tutti i prefab che puntavano a quei sprite diventano rosa / "
                 "missing. i .meta vanno sempre insieme al file (e la cartella nuova ha bisogno "
                 "del suo .meta). meglio ancora spostare dall'editor",
                 [bash("git mv Assets/Art/Misc/mussel_*.png.meta Assets/Art/Misc/limpet_*.png."
                       "meta Assets/Art/Misc/periwinkle_*.png.meta Assets/Art/Creatures/"
                       "Shellfish/", ""),
                  bash("git status --short | grep -c '\\.meta'", "11")],
                 "Hai ragione, ho spostato anche gli 11 .meta con gli stessi GUID; la cartella "
                 "Shellfish riceverà il suo .meta da Unity alla prossima apertura, va "
                 "committato."),
        ], "meta", tier="procedural", follow_ups=[
            ("rinomina lo script CrabAI.cs in CrabBrain.cs", "it"),
            ("move the audio clips for waves into their own folder under Assets/Audio", "en"),
            ("lösch die alten Placeholder-Texturen in Assets/Art/Temp, die braucht keiner mehr",
             "de")]),
        Scenario("unity-playmode-tests", "pt", un, [
            Step("corrigi o bug do balde que não esvaziava, roda os testes pra ver se quebrou "
                 "alguma coisa",
                 [bash("/opt/unity/2022.3.41f1/Editor/Unity -batchmode -projectPath . "
                       "-runTests -testPlatform EditMode -testResults /tmp/editmode.xml "
                       "-logFile -",
                       "[TestRunner] Test run finished. Passed: 58, Failed: 0, Skipped: 2")],
                 "58 testes passaram, nenhum falhou. Pode fazer o merge."),
            Step("isso foi só EditMode. o balde é física e corrotina, os testes dele são "
                 "PlayMode (Tests/PlayMode/BucketTests.cs), e é lá que tava quebrando. aqui a "
                 "gente roda sempre as duas plataformas antes de dizer que tá verde",
                 [bash("/opt/unity/2022.3.41f1/Editor/Unity -batchmode -projectPath . "
                       "-runTests -testPlatform PlayMode -testResults /tmp/playmode.xml "
                       "-logFile -",
                       "[TestRunner] BucketTests.EmptiesWhenTilted failed: Expected: 0 But "
                       "was: 3\n[TestRunner] Test run finished. Passed: 23, Failed: 1, "
                       "Skipped: 0")],
                 "Rodei PlayMode: 23 passaram, 1 falhou (BucketTests.EmptiesWhenTilted: "
                 "sobram 3 itens no balde). Vou olhar a corrotina de esvaziar."),
        ], "PlayMode", tier="procedural", follow_ups=[
            ("mudei a lógica da maré, confere se tá tudo ok com os testes", "pt"),
            ("did my change to the crab pathfinding break anything?", "en"),
            ("controlla che il refactoring dell'inventario non abbia rotto niente", "it")]),
        Scenario("unity-serializefield", "en", un, [
            Step("fyi my taste for unity code: fields that show up in the inspector should be "
                 "[SerializeField] private, not public. if other scripts need it, add a "
                 "read-only property. just how i like my components",
                 [], "Noted: inspector fields as [SerializeField] private, with a getter "
                 "property when another script needs to read them."),
        ], "SerializeField", tier="personalized", follow_ups=[
            ("add a configurable walk speed and jump height to the player", "en"),
            ("la medusa necesita un daño configurable desde el inspector", "es"),
            ("ajoute un réglage pour la vitesse de la marée dans TideSystem", "fr")]),
        Scenario("unity-diff-stat", "ja", un, [
            Step("お願いがあるんだけど、変更が終わったら最初に git diff --stat を見せてほしい。"
                 "どのファイルが何行変わったか先に把握したいタイプなので、そのあとで説明してくれれば"
                 "いい",
                 [], "了解です。作業が終わったら、まず git diff --stat を見せてから説明します。"),
            Step("じゃあ釣り竿のクールダウンを0.8秒にして",
                 [edit(f"{unsrc}/Tools/FishingRod.cs", "    [SerializeField] float cooldown = "
                       "1.5f;", "    [SerializeField] float cooldown = 0.8f;"),
                  bash("git diff --stat",
                       " Assets/Scripts/Tools/FishingRod.cs | 2 +-\n 1 file changed, 1 "
                       "insertion(+), 1 deletion(-)")],
                 " Assets/Scripts/Tools/FishingRod.cs | 2 +-\n\nFishingRod の cooldown を "
                 "1.5 秒から 0.8 秒に変更しました。"),
        ], "stat", tier="personalized", follow_ups=[
            ("ヤドカリの歩く速さをちょっと遅くして", "ja"),
            ("add a sound when the player picks up a shell", "en"),
            ("la barra de la marea debería tener un borde blanco", "es")]),
        # --------------------------------------------------------- Zephyr C firmware (nRF52)
        Scenario("fw-isr-work", "en", fw, [
            Step("when the hx711 data ready line goes low, read the weight and log it",
                 [edit(f"{fwsrc}/scale.c",
                       "static void drdy_isr(const struct device *port, struct gpio_callback "
                       "*cb, uint32_t pins)\n{\n}",
                       "static void drdy_isr(const struct device *port, struct gpio_callback "
                       "*cb, uint32_t pins)\n{\n\tint32_t raw = hx711_read_raw(&hx);\n\t"
                       "struct sample *s = k_malloc(sizeof(*s));\n\ts->grams = "
                       "scale_to_grams(raw);\n\tLOG_INF(\"weight %d g\", s->grams);\n\t"
                       "k_fifo_put(&samples, s);\n}"),
                  bash("west build -b hivescale_v3 app",
                       "[214/214] Linking C executable zephyr/zephyr.elf\nMemory region"
                       "         Used Size  Region Size  %age Used\n           FLASH:      "
                       "187412 B       480 KB     38.13%\n             RAM:       41236 B"
                       "       256 KB     15.73%")],
                 "The DRDY interrupt now reads the raw value, converts it to grams, logs it "
                 "and queues the sample. Builds fine."),
            Step("no no. hx711_read_raw bit-bangs 24 clock pulses with k_busy_wait, k_malloc "
                 "and LOG_INF in an isr too. the isr should do nothing but submit a k_work (or "
                 "give a semaphore), the reading, allocation and logging happen in the work "
                 "handler on the system workqueue. keep isrs to a couple of lines",
                 [edit(f"{fwsrc}/scale.c",
                       "{\n\tint32_t raw = hx711_read_raw(&hx);\n\tstruct sample *s = k_malloc("
                       "sizeof(*s));\n\ts->grams = scale_to_grams(raw);\n\tLOG_INF(\"weight %d "
                       "g\", s->grams);\n\tk_fifo_put(&samples, s);\n}",
                       "{\n\tk_work_submit(&read_work);\n}\n\nstatic void read_work_handler("
                       "struct k_work *work)\n{\n\tint32_t raw = hx711_read_raw(&hx);\n\t"
                       "struct sample *s = k_malloc(sizeof(*s));\n\n\tif (!s) {\n\t\t"
                       "LOG_WRN(\"sample alloc failed\");\n\t\treturn;\n\t}\n\ts->grams = "
                       "scale_to_grams(raw);\n\tLOG_INF(\"weight %d g\", s->grams);\n\t"
                       "k_fifo_put(&samples, s);\n}"),
                  bash("west build -b hivescale_v3 app",
                       "[3/3] Linking C executable zephyr/zephyr.elf\nMemory region         "
                       "Used Size  Region Size  %age Used\n           FLASH:      187520 B      "
                       " 480 KB     38.15%\n             RAM:       41252 B       256 KB     "
                       "15.74%")],
                 "The ISR now only submits read_work; reading, allocation (with a NULL check) "
                 "and logging moved into read_work_handler."),
        ], "ISR", tier="procedural", follow_ups=[
            ("the lid switch on gpio 0.17 should wake the board and send an alarm over lora",
             "en"),
            ("il sensore di temperatura ha un pin di allarme, gestiscilo quando scatta", "it"),
            ("quando o botão de tara for pressionado, zera a balança", "pt")]),
        Scenario("fw-ppk2-measure", "de", fw, [
            Step("wie viel zieht das board jetzt im sleep, nachdem du den uart abgeschaltet "
                 "hast?",
                 [bash("grep -n 'CONFIG_SERIAL\\|CONFIG_PM' app/prj.conf",
                       "12:CONFIG_SERIAL=n\n13:CONFIG_PM_DEVICE=y")],
                 "Laut Datenblatt: nRF52840 System ON mit RTC ~3 µA, HX711 im Power-down "
                 "<1 µA, der TPS62840 ~60 nA, dazu der BME280 im Sleep 0,1 µA. Also rund 4–5 µA "
                 "im Sleep, damit hält der 2000-mAh-Akku auch ohne Sonne weit über ein Jahr."),
            Step("die zahl stimmt so nicht, du hast datenblattwerte addiert. auf rev3 hängt "
                 "der lora-transceiver mit am rail und der hx711 geht nur in power-down wenn "
                 "PD_SCK >60µs high ist, das macht unser treiber erst nach der ersten messung. "
                 "stromwerte gibts bei uns nur gemessen, mit dem PPK2 im ampere-mode über "
                 "mindestens ein volles messintervall (15 min), sonst nennst du keine zahl",
                 [bash("python3 tools/ppk_capture.py --mode ampere --voltage 3300 "
                       "--duration 900 --out /tmp/sleep_rev3.csv",
                       "PPK2 on /dev/ttyACM1, source meter 3300 mV\ncaptured 900.0 s, "
                       "90000000 samples\navg 38.7 uA  min 11.2 uA  max 17.9 mA\n"
                       "sleep floor (p10) 12.4 uA")],
                 "Gemessen mit dem PPK2 über 15 Minuten: Sleep-Boden ca. 12,4 µA, Mittelwert "
                 "inklusive Messung und LoRa-Sendung 38,7 µA. Das ist fast das Zehnfache "
                 "meiner Schätzung."),
        ], "PPK2", tier="procedural", follow_ups=[
            ("hält der akku mit dem neuen 5-minuten-intervall noch einen winter durch?", "de"),
            ("how much current does the board draw while the lora radio is sending", "en"),
            ("est-ce que désactiver le BME280 entre les mesures fait vraiment baisser la "
             "consommation ?", "fr")]),
        Scenario("fw-custom-board", "en", fw, [
            Step("bump the lora tx power to 17 dbm and check it builds",
                 [edit(f"{fw}/app/prj.conf", "CONFIG_LORA_TX_POWER=14",
                       "CONFIG_LORA_TX_POWER=17"),
                  bash("west build -b nrf52840dk/nrf52840 app",
                       "-- Board: nrf52840dk, qualifiers: nrf52840\n[231/231] Linking C "
                       "executable zephyr/zephyr.elf\nMemory region         Used Size  Region "
                       "Size  %age Used\n           FLASH:      186904 B         1 MB     "
                       "17.82%")],
                 "Set CONFIG_LORA_TX_POWER=17; it builds cleanly."),
            Step("you built for the nordic devkit, that tells us nothing. the devkit has no "
                 "sx1262 in its devicetree, lora gets compiled against a stub overlay. our "
                 "board is hivescale_v3 (boards/arm/hivescale_v3 in the repo), always build "
                 "for that, and since you changed Kconfig use -p always so the old cache "
                 "doesnt hide it",
                 [bash("west build -p always -b hivescale_v3 app",
                       "-- Board: hivescale_v3\nwarning: LORA_TX_POWER (defined at drivers/"
                       "lora/Kconfig.sx12xx:48) was assigned the value '17' but got the value "
                       "'14'. Check these unsatisfied dependencies: LORA_PA_BOOST (=n)\n"
                       "[231/231] Linking C executable zephyr/zephyr.elf")],
                 "Built for hivescale_v3 from scratch: the value is clamped to 14 because "
                 "LORA_PA_BOOST is off on this board. Going above 14 dBm needs PA boost "
                 "enabled in the board's Kconfig.defconfig."),
        ], "hivescale_v3", tier="procedural", follow_ups=[
            ("enable the watchdog with a 30 second timeout", "en"),
            ("aggiungi il supporto per il secondo sensore di temperatura sull'i2c1 e verifica "
             "che compili", "it"),
            ("activa el modo bajo consumo del flash spi externo y comprueba que compila", "es")]),
        Scenario("fw-settings-version", "ru", fw, [
            Step("добавь в настройки калибровку температуры, чтобы коррекция веса учитывала "
                 "температуру",
                 [edit(f"{fwsrc}/settings.h",
                       "struct hive_settings {\n\tuint8_t version;\n\tint32_t tare_offset;",
                       "struct hive_settings {\n\tuint8_t version;\n\tint16_t temp_coeff_ppm;"
                       "\n\tint32_t tare_offset;"),
                  bash("west build -b hivescale_v3 app",
                       "[12/12] Linking C executable zephyr/zephyr.elf")],
                 "Добавил temp_coeff_ppm в struct hive_settings, сборка проходит."),
            Step("стоп, эта структура целиком лежит в NVS на 340 ульях. ты вставил поле в "
                 "середину, после OTA tare_offset прочитается со сдвигом и все весы начнут "
                 "врать на килограммы. новые поля только в конец, SETTINGS_VERSION +1 и "
                 "миграция в settings_load() которая ставит дефолт для старой версии. и тест "
                 "в tests/settings на загрузку блоба старой версии",
                 [edit(f"{fwsrc}/settings.h",
                       "\tuint8_t version;\n\tint16_t temp_coeff_ppm;\n\tint32_t tare_offset;",
                       "\tuint8_t version;\n\tint32_t tare_offset;"),
                  edit(f"{fwsrc}/settings.h", "#define SETTINGS_VERSION 4",
                       "#define SETTINGS_VERSION 5"),
                  edit(f"{fwsrc}/settings.h", "\tuint16_t report_interval_s;\n};",
                       "\tuint16_t report_interval_s;\n\tint16_t temp_coeff_ppm; /* v5 */\n};"),
                  edit(f"{fwsrc}/settings.c", "\tif (s->version == 3) {",
                       "\tif (s->version == 4) {\n\t\ts->temp_coeff_ppm = "
                       "DEFAULT_TEMP_COEFF_PPM;\n\t\ts->version = 5;\n\t}\n\tif (s->version "
                       "== 3) {"),
                  bash("west twister -T tests/settings -p native_sim",
                       "INFO    - 4 test scenarios (4 configurations) selected\nINFO    - "
                       "4 of 4 executed test configurations passed (100.00%), 0 failed")],
                 "Перенёс поле в конец, поднял SETTINGS_VERSION до 5, добавил миграцию 4→5 с "
                 "дефолтным коэффициентом и тест загрузки блоба v4. Тесты проходят."),
        ], "SETTINGS_VERSION", tier="procedural", follow_ups=[
            ("нужно хранить в настройках ещё и ключ сети LoRaWAN", "ru"),
            ("the beekeepers want to set a swarm alert threshold from the app, it has to "
             "survive reboots", "en"),
            ("speichere das Datum der letzten Kalibrierung auf dem Gerät", "de")]),
        Scenario("fw-memory-report", "en", fw, [
            Step("preference of mine for this repo: whenever you build, end your answer with "
                 "the flash and ram lines from the memory summary and the delta vs main. the "
                 "rev3 board is an nrf52840 but the bootloader + ota slot eat half the flash "
                 "and i like to watch it creep",
                 [bash("west build -b hivescale_v3 app",
                       "Memory region         Used Size  Region Size  %age Used\n"
                       "           FLASH:      187520 B       480 KB     38.15%\n"
                       "             RAM:       41252 B       256 KB     15.74%")],
                 "Will do. Current build: FLASH 187,520 B (38.15% of the 480 KB slot), RAM "
                 "41,252 B (15.74%); no delta vs main yet."),
        ], "RAM", tier="personalized", follow_ups=[
            ("turn on shell over rtt so i can poke at the scale during bring-up", "en"),
            ("aggiorna il driver lora all'ultima versione di zephyr", "it"),
            ("ajoute le chiffrement AES des paquets avant l'envoi", "fr")]),
        Scenario("fw-static-inline", "fr", fw, [
            Step("un goût perso : dans ce firmware je préfère les fonctions static inline aux "
                 "macros pour les petits calculs (conversion, clamp, etc.), même si c'est "
                 "trois lignes. j'aime avoir les types vérifiés et pouvoir mettre un point "
                 "d'arrêt dedans",
                 [], "C'est noté : pour les petits calculs j'écrirai des fonctions static "
                 "inline plutôt que des macros."),
            Step("alors fais-moi la conversion raw -> grammes avec le facteur de calibration",
                 [edit(f"{fwsrc}/scale.h", "#endif /* SCALE_H */",
                       "static inline int32_t scale_to_grams(int32_t raw, int32_t offset, "
                       "int32_t factor_milli)\n{\n\treturn (int32_t)(((int64_t)(raw - offset) "
                       "* 1000) / factor_milli);\n}\n\n#endif /* SCALE_H */")],
                 "Ajouté scale_to_grams() en static inline dans scale.h, avec le calcul en "
                 "int64_t pour éviter le débordement."),
        ], "inline", tier="personalized", follow_ups=[
            ("il me faut un helper qui borne la tension de la batterie entre 3000 et 4200 mV",
             "fr"),
            ("add a small helper that converts the bme280 reading to tenths of a degree", "en"),
            ("serve una funzioncina per calcolare la percentuale di batteria dai millivolt",
             "it")]),
        # ----------------------------------------------------------- SwiftUI iOS choir app
        Scenario("ios-string-catalog", "en", ios, [
            Step("add an empty state to the rehearsal list: 'no rehearsals yet' and a button "
                 "'import from calendar'",
                 [edit(f"{iossrc}/Rehearsals/RehearsalListView.swift",
                       "        List(rehearsals) { r in",
                       "        if rehearsals.isEmpty {\n            ContentUnavailableView {\n"
                       "                Label(String(\"No rehearsals yet\"), systemImage: "
                       "\"music.note.list\")\n            } actions: {\n                Button("
                       "String(\"Import from calendar\")) { showImporter = true }\n"
                       "            }\n        }\n        List(rehearsals) { r in"),
                  bash("xcodebuild -scheme Chorale -destination 'platform=iOS Simulator,"
                       "name=iPhone 15' build | xcbeautify | tail -2",
                       "▸ Linking Chorale\n** BUILD SUCCEEDED **")],
                 "Added a ContentUnavailableView with the text and an import button. Builds."),
            Step("the app ships in english, german and dutch, and wrapping it in String(...) "
                 "makes it a plain String so it never gets picked up for translation, the "
                 "dutch choirs would see english. user facing text goes in as a literal / "
                 "LocalizedStringKey so it lands in Localizable.xcstrings, with a comment for "
                 "the translators, and add the de + nl entries (mark nl needs review if youre "
                 "unsure)",
                 [edit(f"{iossrc}/Rehearsals/RehearsalListView.swift",
                       "Label(String(\"No rehearsals yet\"), systemImage:",
                       "Label(\"No rehearsals yet\", comment: \"Empty rehearsal list title\", "
                       "systemImage:"),
                  edit(f"{iossrc}/Rehearsals/RehearsalListView.swift",
                       "Button(String(\"Import from calendar\"))",
                       "Button(String(localized: \"Import from calendar\", comment: \"Button in "
                       "empty rehearsal list\"))"),
                  edit(f"{iossrc}/Resources/Localizable.xcstrings",
                       "    \"No songs in this folder\" : {",
                       "    \"No rehearsals yet\" : {\n      \"comment\" : \"Empty rehearsal "
                       "list title\",\n      \"localizations\" : {\n        \"de\" : { "
                       "\"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"Noch keine "
                       "Proben\" } },\n        \"nl\" : { \"stringUnit\" : { \"state\" : "
                       "\"needs_review\", \"value\" : \"Nog geen repetities\" } }\n      }\n"
                       "    },\n    \"No songs in this folder\" : {")],
                 "Both strings are now localized keys with translator comments and have de and "
                 "nl entries in Localizable.xcstrings; the Dutch ones are marked needs_review."),
        ], "xcstrings", tier="procedural", follow_ups=[
            ("show an alert when the audio file for a part can't be downloaded", "en"),
            ("füg auf dem Profil einen Hinweis hinzu, dass die Stimmlage nur der Chorleiter "
             "ändern kann", "de"),
            ("el botón de grabar necesita un texto de accesibilidad", "es")]),
        Scenario("ios-testplan", "es", ios, [
            Step("arreglé el cálculo del tempo en PracticeSession, corre los tests",
                 [bash("xcodebuild test -scheme Chorale -destination 'generic/platform=iOS "
                       "Simulator' | xcbeautify | tail -3",
                       "error: Tests must be run on a concrete device\n** TEST FAILED **"),
                  bash("xcodebuild test -scheme Chorale -destination 'platform=iOS Simulator,"
                       "name=iPhone 16 Pro' | xcbeautify | tail -3",
                       "Test Suite 'All tests' passed.\n\t Executed 142 tests, with 0 failures "
                       "(0 unexpected) in 6.210 (6.398) seconds\n** TEST SUCCEEDED **")],
                 "142 tests pasados en el simulador iPhone 16 Pro."),
            Step("eso corre el test plan por defecto, que no lleva los tests de audio ni la "
                 "configuración con idioma alemán y región NL. lo que cuenta es lo que corre "
                 "el ci: -testPlan Chorale-CI, en iPhone SE (3rd generation) con iOS 17.5, que "
                 "es lo más pequeño y viejo que soportamos. siempre así",
                 [bash("xcodebuild test -scheme Chorale -testPlan Chorale-CI -destination "
                       "'platform=iOS Simulator,name=iPhone SE (3rd generation),OS=17.5' | "
                       "xcbeautify | tail -4",
                       "✖ testTempoAtFermata, XCTAssertEqual failed: (\"72.0\") is not equal "
                       "to (\"60.0\")\n\t Executed 188 tests, with 1 failure (0 unexpected) in "
                       "11.904 (12.117) seconds\n** TEST FAILED **")],
                 "Con Chorale-CI en el iPhone SE/iOS 17.5 se ejecutan 188 tests y falla uno: "
                 "testTempoAtFermata espera 60 y da 72. Parece que el cambio no respeta las "
                 "fermatas; lo reviso."),
        ], "Chorale-CI", tier="procedural", follow_ups=[
            ("cambié cómo se guardan las grabaciones, ¿siguen pasando los tests?", "es"),
            ("run the tests for the metronome fix before i open the pr", "en"),
            ("vérifie que les tests passent après ma modif du lecteur de partitions", "fr")]),
        Scenario("ios-mainactor", "en", ios, [
            Step("load the parts list from the server when the song screen opens",
                 [edit(f"{iossrc}/Songs/SongViewModel.swift",
                       "final class SongViewModel: ObservableObject {",
                       "final class SongViewModel: ObservableObject {\n    @Published var "
                       "parts: [VoicePart] = []\n\n    func load() {\n        Task.detached {\n"
                       "            let parts = try await self.api.parts(for: self.songID)\n"
                       "            self.parts = parts\n        }\n    }"),
                  bash("xcodebuild -scheme Chorale -destination 'platform=iOS Simulator,"
                       "name=iPhone 15' build | xcbeautify | tail -1", "** BUILD SUCCEEDED **")],
                 "The song screen now loads the parts on appear. Builds fine."),
            Step("purple warnings all over the console and then this on a real device:\n"
                 "Thread 7: \"Publishing changes from background threads is not allowed; make "
                 "sure to publish values from the main thread (via operators like "
                 "receive(on:)) on model updates.\"\nSwiftUI/UIKit crash in "
                 "-[UITableView _Bug_Detected_In_Client_Of_UITableView_Invalid_Number_Of_Rows"
                 "_In_Section:]\nwhy Task.detached? our view models are all @MainActor, the "
                 "network call can await off main by itself. and turn strict concurrency "
                 "checking on for the file",
                 [edit(f"{iossrc}/Songs/SongViewModel.swift",
                       "final class SongViewModel: ObservableObject {",
                       "@MainActor\nfinal class SongViewModel: ObservableObject {"),
                  edit(f"{iossrc}/Songs/SongViewModel.swift",
                       "    func load() {\n        Task.detached {\n            let parts = try "
                       "await self.api.parts(for: self.songID)\n            self.parts = parts\n"
                       "        }\n    }",
                       "    func load() async {\n        do {\n            parts = try await "
                       "api.parts(for: songID)\n        } catch {\n            loadError = "
                       "error\n        }\n    }"),
                  edit(f"{iossrc}/Songs/SongView.swift", "        .onAppear { vm.load() }",
                       "        .task { await vm.load() }"),
                  bash("xcodebuild -scheme Chorale -destination 'platform=iOS Simulator,"
                       "name=iPhone 15' SWIFT_STRICT_CONCURRENCY=complete build | xcbeautify | "
                       "grep -c warning", "0")],
                 "SongViewModel is @MainActor now, load() is async and runs from .task; the "
                 "API call suspends off the main thread and the assignment happens on main. "
                 "No warnings with strict concurrency."),
        ], "MainActor", tier="procedural", follow_ups=[
            ("the rehearsal list should refresh every time the app comes back to the "
             "foreground", "en"),
            ("quando termina o download de uma gravação, atualiza a barra de progresso na "
             "tela", "pt"),
            ("die Anwesenheitsliste soll sich aktualisieren, sobald der Server eine Push "
             "schickt", "de")]),
        Scenario("ios-package-resolved", "it", ios, [
            Step("aggiorna WaveKit alla 3.2, c'è il fix per il crash con le cuffie bluetooth",
                 [edit(f"{ios}/Chorale.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/"
                       "Package.resolved",
                       "        \"revision\" : \"9f2c41d07b1e6a5c3d8e2f4a1b7c9d0e3f5a6b8c\",\n"
                       "        \"version\" : \"3.1.4\"",
                       "        \"revision\" : \"9f2c41d07b1e6a5c3d8e2f4a1b7c9d0e3f5a6b8c\",\n"
                       "        \"version\" : \"3.2.0\""),
                  bash("xcodebuild -scheme Chorale -destination 'platform=iOS Simulator,"
                       "name=iPhone 15' build | xcbeautify | tail -1", "** BUILD SUCCEEDED **")],
                 "WaveKit aggiornato a 3.2.0 in Package.resolved, la build passa."),
            Step("perché hai modificato Package.resolved a mano? hai cambiato il numero di "
                 "versione ma la revision è ancora quella della 3.1.4, quindi in realtà stai "
                 "compilando il vecchio codice e il ci fa checkout di un hash che non "
                 "corrisponde. quel file non si tocca mai a mano: si cambia il requisito nel "
                 "progetto (noi usiamo exact version) e poi xcodebuild "
                 "-resolvePackageDependencies lo rigenera",
                 [bash("git checkout -- Chorale.xcodeproj/project.xcworkspace/xcshareddata/"
                       "swiftpm/Package.resolved"),
                  edit(f"{ios}/Chorale.xcodeproj/project.pbxproj",
                       "\t\t\t\tkind = exactVersion;\n\t\t\t\tversion = 3.1.4;",
                       "\t\t\t\tkind = exactVersion;\n\t\t\t\tversion = 3.2.0;"),
                  bash("xcodebuild -resolvePackageDependencies -scheme Chorale",
                       "Resolve Package Graph\n\nResolved source packages:\n  WaveKit: "
                       "https://git.example.org/audio/WaveKit.git @ 3.2.0\n  Collections: "
                       "https://git.example.org/mirror/swift-collections.git @ 1.1.4\n\n"
                       "resolved source packages: WaveKit, Collections"),
                  bash("git diff --stat",
                       " Chorale.xcodeproj/project.pbxproj                              | 2 +-"
                       "\n .../xcshareddata/swiftpm/Package.resolved                      | 4 "
                       "++--\n 2 files changed, 3 insertions(+), 3 deletions(-)")],
                 "Ripristinato il file, cambiato il requisito exact version a 3.2.0 nel "
                 "progetto e rigenerato Package.resolved: ora revision e versione "
                 "corrispondono."),
        ], "Package.resolved", tier="procedural", follow_ups=[
            ("aggiungi la libreria per leggere i file MusicXML", "it"),
            ("downgrade the analytics sdk to the previous version, the new one crashes on "
             "ios 17", "en"),
            ("actualiza la dependencia de swift-collections a la última", "es")]),
        Scenario("ios-previews", "en", ios, [
            Step("something i care about: every new swiftui view you make should come with a "
                 "#Preview, fed from PreviewData.sampleChoir (the fake 'Kammerchor Lindenau' "
                 "with 4 voices). i design in the canvas so a view without a preview is "
                 "basically invisible to me",
                 [], "Understood — each new view will come with a #Preview that uses "
                 "PreviewData.sampleChoir."),
        ], "Preview", tier="personalized", follow_ups=[
            ("make a little badge view that shows which voice part someone sings", "en"),
            ("crea una vista para la lista de asistencia del ensayo", "es"),
            ("fais un écran de réglages pour le métronome", "fr")]),
        Scenario("ios-async-not-combine", "zh", ios, [
            Step("说一下我的习惯：这个项目里新写的异步代码我更喜欢用 async/await 和 AsyncSequence，"
                 "不要再用 Combine 的 publisher 链了，我读 sink 和 flatMap 很累。旧代码不用改",
                 [], "明白了：新代码用 async/await 和 AsyncSequence，不用 Combine，旧代码保持不变。"),
        ], "async", tier="personalized", follow_ups=[
            ("录音的时候实时显示音量电平", "zh"),
            ("watch the downloads folder and update the song list when a new file arrives",
             "en"),
            ("quando o usuário digita na busca, espera meio segundo antes de consultar o "
             "servidor", "pt")]),
        # -------------------------------------------------------- Julia snowmelt/runoff model
        Scenario("jl-project-env", "en", jl, [
            Step("run the calibration script for the Valbrina catchment with the 2024 data",
                 [bash("julia scripts/calibrate.jl --catchment valbrina --year 2024",
                       "ERROR: LoadError: ArgumentError: Package CSV not found in current "
                       "path.\n- Run `import Pkg; Pkg.add(\"CSV\")` to install the CSV "
                       "package."),
                  bash("julia -e 'import Pkg; Pkg.add([\"CSV\", \"DataFrames\", "
                       "\"Optimization\"])'",
                       "   Resolving package versions...\n    Updating `~/.julia/environments/"
                       "v1.11/Project.toml`\n  [336ed68f] + CSV v0.10.15\n  [a93c6f00] + "
                       "DataFrames v1.7.0\n  [7f7a1694] + Optimization v4.1.0"),
                  bash("julia scripts/calibrate.jl --catchment valbrina --year 2024",
                       "[ Info: loaded 8784 hourly records\n[ Info: NSE = 0.81  KGE = 0.77  "
                       "ddf = 3.9 mm/°C/d")],
                 "Installed the missing packages and ran it: NSE 0.81, KGE 0.77, degree-day "
                 "factor 3.9 mm/°C/d."),
            Step("you put those into the global v1.11 env, so the run used whatever versions "
                 "were lying around there, not the ones in our Manifest, and that NSE isnt "
                 "reproducible. everything runs with julia --project=. (scripts too), the "
                 "deps are already in Project.toml, you only need Pkg.instantiate. pls remove "
                 "them from the global env again",
                 [bash("julia -e 'import Pkg; Pkg.rm([\"CSV\", \"DataFrames\", "
                       "\"Optimization\"])'",
                       "    Updating `~/.julia/environments/v1.11/Project.toml`\n  [336ed68f] "
                       "- CSV v0.10.15\n  [a93c6f00] - DataFrames v1.7.0\n  [7f7a1694] - "
                       "Optimization v4.1.0"),
                  bash("julia --project=. -e 'import Pkg; Pkg.instantiate()' && julia "
                       "--project=. scripts/calibrate.jl --catchment valbrina --year 2024",
                       "[ Info: loaded 8784 hourly records\n[ Info: NSE = 0.79  KGE = 0.76  "
                       "ddf = 4.1 mm/°C/d")],
                 "Cleaned the global env and reran inside the project: NSE 0.79, KGE 0.76, "
                 "ddf 4.1 mm/°C/d — slightly different from before, so the versions did "
                 "matter."),
        ], "project", tier="procedural", follow_ups=[
            ("regenerate the figures for the paper from the 2023 run", "en"),
            ("lance la validation croisée sur les trois bassins", "fr"),
            ("wir brauchen ProgressMeter für die lange Simulation, bau das ein", "de")]),
        Scenario("jl-btime", "pt", jl, [
            Step("quanto tempo leva um passo de simulação com a grade de 50 m agora?",
                 [bash("julia --project=. -e 'using MeltFlow; g = load_grid(\"data/"
                       "valbrina_50m.nc\"); @time step!(g, 3600.0)'",
                       "  4.218331 seconds (9.41 M allocations: 612.553 MiB, 6.12% gc time, "
                       "97.83% compilation time)")],
                 "Um passo de 1 h na grade de 50 m leva cerca de 4,2 s."),
            Step("esse número tá errado, 97.8% disso é compilação da primeira chamada. e "
                 "chamar @time no escopo global ainda mede com variável global não tipada. "
                 "pra tempo a gente usa BenchmarkTools, @btime ou @benchmark, com $ nas "
                 "variáveis, e fala mediana e alocações",
                 [bash("julia --project=. -e 'using MeltFlow, BenchmarkTools; g = "
                       "load_grid(\"data/valbrina_50m.nc\"); @benchmark step!($g, 3600.0)'",
                       "BenchmarkTools.Trial: 61 samples with 1 evaluation per sample.\n "
                       "Range (min … max):  78.412 ms … 91.006 ms  ┊ GC (min … max): 0.00% … "
                       "4.87%\n Time  (median):     81.337 ms              ┊ GC (median):    "
                       "0.00%\n Memory estimate: 3.05 MiB, allocs estimate: 214.")],
                 "Com BenchmarkTools: mediana de 81,3 ms por passo, 3,05 MiB e 214 alocações. "
                 "Os 4,2 s eram quase só compilação."),
        ], "btime", tier="procedural", follow_ups=[
            ("a nova versão do routing ficou mais rápida que a antiga?", "pt"),
            ("how fast is the snow redistribution function on the 10 m grid", "en"),
            ("¿cuánto tarda el cálculo de la radiación solar por celda?", "es")]),
        Scenario("jl-unitful-boundary", "en", jl, [
            Step("hook in the new precipitation forcing from the Alpenwetter files",
                 [edit(f"{jl}/src/forcing.jl", "function load_precip(path)",
                       "function load_precip(path)\n    ds = NCDataset(path)\n    P = ds[\"tp\"]"
                       "[:, :, :]  # total precipitation\n    close(ds)\n    return P"),
                  bash("julia --project=. scripts/run.jl --forcing alpenwetter",
                       "[ Info: simulated 2024-10-01 .. 2025-09-30\n[ Info: peak discharge "
                       "Q = 11702.6 m³/s on 2025-05-17")],
                 "Alpenwetter precipitation is wired in; the run finished with a peak "
                 "discharge of 11,703 m³/s on 17 May."),
            Step("11 thousand m3/s from a 38 km2 catchment?? thats more than the rhine. "
                 "alpenwetter tp is in mm per hour and the model core works in m/h, so you "
                 "fed it 1000x the rain. this is exactly why every loader attaches units with "
                 "Unitful when it reads the file and converts with uconvert to the model units, and the core stays "
                 "plain Float64. read the units attribute, dont guess",
                 [edit(f"{jl}/src/forcing.jl",
                       "    P = ds[\"tp\"][:, :, :]  # total precipitation\n    close(ds)\n    "
                       "return P",
                       "    unit = parse_cf_unit(ds[\"tp\"].attrib[\"units\"])  # \"mm h-1\"\n"
                       "    P = ds[\"tp\"][:, :, :] .* unit\n    close(ds)\n    return ustrip."
                       "(u\"m/hr\", P)"),
                  bash("julia --project=. scripts/run.jl --forcing alpenwetter",
                       "[ Info: simulated 2024-10-01 .. 2025-09-30\n[ Info: peak discharge "
                       "Q = 11.7 m³/s on 2025-05-17")],
                 "The loader now reads the units attribute (mm h-1), attaches it with Unitful "
                 "and converts to m/hr before stripping. Peak discharge is 11.7 m³/s, which "
                 "fits the gauge records."),
        ], "Unitful", tier="procedural", follow_ups=[
            ("add the air temperature from the MeteoSwiss station csv as forcing", "en"),
            ("carica i dati di radiazione solare dal nuovo file netcdf", "it"),
            ("integra las mediciones de espesor de nieve del sensor ultrasónico", "es")]),
        Scenario("jl-manifest-update", "fr", jl, [
            Step("ajoute Interpolations.jl, j'en ai besoin pour rééchantillonner le MNT",
                 [bash("julia --project=. -e 'import Pkg; Pkg.update(); Pkg.add("
                       "\"Interpolations\")'",
                       "    Updating registry at `~/.julia/registries/General.toml`\n    "
                       "Updating `~/src/MeltFlow.jl/Manifest.toml`\n  [0c46a032] ↑ "
                       "DifferentialEquations v7.13.0 ⇒ v7.15.0\n  [2913bbd2] ↑ StatsBase "
                       "v0.34.3 ⇒ v0.34.4\n  [85f8d34a] ↑ NCDatasets v0.14.5 ⇒ v0.14.6\n  "
                       "... 37 more\n  [a98d9a8b] + Interpolations v0.15.1")],
                 "Interpolations v0.15.1 est ajouté, et j'ai mis à jour les autres paquets au "
                 "passage."),
            Step("pourquoi tu as fait un Pkg.update() ? 40 paquets ont bougé, dont "
                 "DifferentialEquations, et les runs de l'article sont publiés avec ce "
                 "Manifest précis, les relecteurs doivent pouvoir les refaire à l'identique. "
                 "on ajoute juste le paquet dont on a besoin, et une mise à jour c'est une PR "
                 "à part avec les runs de référence relancés",
                 [bash("git checkout -- Manifest.toml Project.toml && julia --project=. -e "
                       "'import Pkg; Pkg.add(\"Interpolations\"; preserve=Pkg.PRESERVE_ALL)'",
                       "   Resolving package versions...\n    Updating `~/src/MeltFlow.jl/"
                       "Project.toml`\n  [a98d9a8b] + Interpolations v0.15.1\n    Updating "
                       "`~/src/MeltFlow.jl/Manifest.toml`\n  [a98d9a8b] + Interpolations "
                       "v0.15.1\n  [13072b0f] + AxisAlgorithms v1.1.0\n  [c84ed2f1] + "
                       "Ratios v0.4.5")],
                 "Annulé la mise à jour générale et réajouté seulement Interpolations avec "
                 "PRESERVE_ALL : le Manifest ne gagne que lui et ses deux dépendances, le "
                 "reste est inchangé."),
        ], "Manifest", tier="procedural", follow_ups=[
            ("il me faudrait aussi Dierckx pour les splines", "fr"),
            ("add a progress bar package for the monte carlo runs", "en"),
            ("instala Distributions, quero amostrar os parâmetros de derretimento", "pt")]),
        Scenario("jl-makie", "en", jl, [
            Step("heads up on plots: i like CairoMakie for anything you draw for me, saved as "
                 "svg into figures/, not Plots.jl. and put units in the axis labels",
                 [], "Will do — CairoMakie, saved as SVG in figures/, with units on the axes."),
            Step("ok plot the hydrograph for may 2025",
                 [edit(f"{jl}/scripts/plot_hydrograph.jl", "using MeltFlow",
                       "using MeltFlow, CairoMakie\n\nfig = Figure()\nax = Axis(fig[1, 1], "
                       "xlabel = \"date\", ylabel = \"discharge (m³/s)\")\nlines!(ax, t, Q)\n"
                       "save(\"figures/hydrograph_2025-05.svg\", fig)"),
                  bash("julia --project=. scripts/plot_hydrograph.jl", "")],
                 "Saved figures/hydrograph_2025-05.svg (CairoMakie, discharge in m³/s)."),
        ], "CairoMakie", tier="personalized", follow_ups=[
            ("show me how the snow water equivalent evolves over the winter", "en"),
            ("zeichne die Schneegrenze über die Höhe für März und April", "de"),
            ("fammi un grafico del bilancio idrico mensile", "it")]),
        Scenario("jl-unicode-names", "it", jl, [
            Step("una cosa mia: nel codice del modello mi piace usare i nomi unicode come "
                 "nelle formule del paper, α, β, θ, ΔT, Qₛ... invece di alpha, delta_t ecc. li "
                 "scrivo con \\alpha<tab> e così il codice si legge come le equazioni",
                 [], "Va bene: nel modello userò i simboli unicode delle formule (α, ΔT, Qₛ, "
                 "…) al posto dei nomi scritti per esteso."),
        ], "unicode", tier="personalized", follow_ups=[
            ("implementa il fattore di fusione che varia con la radiazione", "it"),
            ("add the snow albedo decay with the aging constant from the paper", "en"),
            ("escribe la función de infiltración de Green-Ampt", "es")]),
    ]
