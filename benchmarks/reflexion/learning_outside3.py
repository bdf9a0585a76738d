"""A third outside set of sessions that teach something, and the later requests that need it.

Written by hand from the Scenario format alone (the Scenario dataclass and the Step/bash/edit
helpers), never used for tuning, and written without reading how lessons are captured, stored or
recalled. Five invented projects of kinds absent from the earlier learning sets: an Elixir/Phoenix
LiveView chat application, a Unity (C#) arcade game, a Zephyr RTOS firmware for a thermostat, a
LaTeX research paper with its figure scripts, and a Julia ocean simulation. In each session the
agent works (edits, commands with realistic output) and then the human corrects it, explicitly or
mildly (a question such as "why did you change X?", a pasted error after the agent said it was
done, a reminder of an earlier instruction, a "can you instead ..."), or states a personal
preference with nothing to correct. Follow-ups are requests from a later session that need the
lesson without repeating its words, some in the session's language, some in English. `tier` is
the tier the lesson belongs to: procedural for corrections of how the work is done, personalized
for the principal's preferences.
"""

from __future__ import annotations

from learning_set import Scenario
from sessions import Step, bash, edit


def scenarios(base: str) -> list[Scenario]:
    ex = f"{base}/parley-chat"
    game = f"{base}/starfall-game"
    fw = f"{base}/thermo-fw"
    tex = f"{base}/paper-latex"
    sim = f"{base}/ocean-sim"
    return [
        # ------------------------------------------------------------------ Phoenix LiveView chat
        Scenario("ex-migration", "en", ex, [
            Step("messages need an edited_at timestamp",
                 [edit(f"{ex}/priv/repo/migrations/20261020091512_create_messages.exs",
                       "      add :body, :text, null: false",
                       "      add :body, :text, null: false\n      add :edited_at, :utc_datetime"),
                  edit(f"{ex}/lib/parley/chat/message.ex", "field :body, :string",
                       "field :body, :string\n    field :edited_at, :utc_datetime"),
                  bash("mix ecto.reset",
                       "The database for Parley.Repo has been dropped\n"
                       "The database for Parley.Repo has been created\n"
                       "[info] == Running 20261020091512 Parley.Repo.Migrations.CreateMessages"
                       ".change/0 forward\n[info] create table messages\n"
                       "[info] == Migrated 20261020091512 in 0.0s")],
                 "Added edited_at to the messages migration and the schema; the DB resets "
                 "cleanly."),
            Step("that migration shipped to production a month ago, editing it does nothing there "
                 "and your local DB now differs from everyone else's. Never change a migration "
                 "that has already run: generate a new one with mix ecto.gen.migration",
                 [bash("git checkout priv/repo/migrations/20261020091512_create_messages.exs", ""),
                  bash("mix ecto.gen.migration add_edited_at_to_messages",
                       "* creating priv/repo/migrations/20261203143307_add_edited_at_to_messages"
                       ".exs"),
                  edit(f"{ex}/priv/repo/migrations/20261203143307_add_edited_at_to_messages.exs",
                       "  def change do\n  end",
                       "  def change do\n    alter table(:messages) do\n"
                       "      add :edited_at, :utc_datetime\n    end\n  end"),
                  bash("mix ecto.migrate",
                       "[info] == Running 20261203143307 Parley.Repo.Migrations."
                       "AddEditedAtToMessages.change/0 forward\n[info] alter table messages\n"
                       "[info] == Migrated 20261203143307 in 0.0s")],
                 "Reverted the old migration and added a new one for edited_at."),
        ], "migration", follow_ups=[
            ("messages should remember when they were read, add that", "en"),
            ("rooms need a unique slug so we can use pretty URLs", "en"),
            ("the body column on messages should be limited to 4000 characters", "en")]),

        Scenario("ex-format-credo", "fr", ex, [
            Step("ajoute la mention @pseudo dans les messages, avec une notification",
                 [edit(f"{ex}/lib/parley/chat.ex", "def create_message(room, user, attrs) do",
                       "def create_message(room, user, attrs) do\n"
                       "    mentions = Regex.scan(~r/@(\\w+)/, attrs[\"body\"]||\"\") |> "
                       "Enum.map(fn [_, n] -> n end)"),
                  bash("mix test",
                       "Running ExUnit with seed: 481203, max_cases: 16\n"
                       "..........................................................\n"
                       "Finished in 2.4 seconds (1.1s async, 1.3s sync)\n"
                       "58 tests, 0 failures")],
                 "C'est fait, les 58 tests passent."),
            Step("tu m'as dit que c'était fini, mais la CI dit :\n"
                 "** (Mix) mix format failed due to --check-formatted.\n"
                 "The following files are not formatted:\n  * lib/parley/chat.ex\n"
                 "et derrière credo râle aussi. Avant de dire que c'est terminé, lance mix format "
                 "et mix credo --strict comme la CI",
                 [bash("mix format", ""),
                  bash("mix credo --strict",
                       "Checking 64 source files ...\n\n  Refactoring opportunities\n"
                       "┃ [F] ↘ Function body is nested too deep (max depth is 2, was 3).\n"
                       "┃       lib/parley/chat.ex:88:11 #(Parley.Chat.create_message)\n\n"
                       "64 mods/funs, found 1 refactoring opportunity."),
                  edit(f"{ex}/lib/parley/chat.ex", "    mentions = Regex.scan(",
                       "    mentions = extract_mentions(attrs)\n    # was: Regex.scan("),
                  bash("mix credo --strict",
                       "Checking 64 source files ...\n64 mods/funs, found no issues.")],
                 "Formaté, et credo --strict ne trouve plus rien."),
        ], "credo", follow_ups=[
            ("j'ai terminé le module des réactions emoji, c'est bon pour la PR ?", "fr"),
            ("check that my presence-tracking changes are ready to merge", "en"),
            ("le refactoring du contexte Accounts est fini, tu confirmes ?", "fr")]),

        Scenario("ex-streams", "es", ex, [
            Step("la sala tiene que mostrar el historial de mensajes al entrar",
                 [edit(f"{ex}/lib/parley_web/live/room_live.ex",
                       "{:ok, assign(socket, room: room)}",
                       "messages = Chat.list_messages(room, limit: 500)\n"
                       "    {:ok, assign(socket, room: room, messages: messages)}"),
                  edit(f"{ex}/lib/parley_web/live/room_live.html.heex",
                       "<div id=\"messages\">",
                       "<div id=\"messages\">\n  <.message :for={m <- @messages} message={m} />")],
                 "Listo, la sala carga los últimos 500 mensajes."),
            Step("¿por qué metes los 500 mensajes en assigns? eso se queda en la memoria del "
                 "proceso de cada usuario conectado y se reenvía en cada cambio. Para listas "
                 "largas usa streams: stream(socket, :messages, ...) y phx-update=\"stream\"",
                 [edit(f"{ex}/lib/parley_web/live/room_live.ex",
                       "{:ok, assign(socket, room: room, messages: messages)}",
                       "{:ok, socket |> assign(room: room) |> stream(:messages, messages)}"),
                  edit(f"{ex}/lib/parley_web/live/room_live.html.heex",
                       "<div id=\"messages\">\n  <.message :for={m <- @messages} message={m} />",
                       "<div id=\"messages\" phx-update=\"stream\">\n"
                       "  <.message :for={{dom_id, m} <- @streams.messages} id={dom_id} "
                       "message={m} />"),
                  bash("mix test test/parley_web/live/room_live_test.exs",
                       "........\nFinished in 0.9 seconds\n8 tests, 0 failures")],
                 "Cambiado a streams; los tests de la LiveView pasan."),
        ], "stream", follow_ups=[
            ("muestra la lista de participantes conectados en la sala", "es"),
            ("add an infinite-scroll view of older messages to the room page", "en")]),

        Scenario("ex-with", "en", ex, [
            Step("a style thing I'd like you to remember: I prefer `with` chains for anything "
                 "that can fail in several steps, instead of nested case statements, and pipes "
                 "that start from a plain value, not from a function call",
                 [bash("grep -rn 'with {:ok' lib/parley | head -3",
                       "lib/parley/accounts.ex:41:    with {:ok, user} <- fetch_user(id),\n"
                       "lib/parley/chat.ex:112:    with {:ok, room} <- fetch_room(slug),\n"
                       "lib/parley/invites.ex:19:    with {:ok, invite} <- Repo.insert(cs),")],
                 "Noted: `with` for multi-step failure handling, pipes from a bare value."),
        ], "nested", tier="personalized", follow_ups=[
            ("write the function that invites a user to a private room by email", "en"),
            ("refactor Chat.send_message, it's become hard to read", "en"),
            ("add a ban_user function that checks permissions, removes the member and logs it",
             "en")]),

        Scenario("ex-context", "de", ex, [
            Step("Moderatoren sollen Nachrichten im Raum löschen können",
                 [edit(f"{ex}/lib/parley_web/live/room_live.ex",
                       "def handle_event(\"typing\"",
                       "def handle_event(\"delete\", %{\"id\" => id}, socket) do\n"
                       "    Parley.Repo.get!(Parley.Chat.Message, id) |> Parley.Repo.delete!()\n"
                       "    {:noreply, stream_delete_by_dom_id(socket, :messages, \"messages-#{id}\")}"
                       "\n  end\n\n  def handle_event(\"typing\""),
                  bash("mix test", "64 tests, 0 failures")],
                 "Löschen funktioniert, alle Tests grün."),
            Step("Warum greifst du in der LiveView direkt auf Repo zu? Das Web-Layer redet nur "
                 "mit den Kontexten (Chat, Accounts). Die Rechteprüfung gehört auch in den "
                 "Kontext, sonst kann jeder per Websocket-Event löschen",
                 [edit(f"{ex}/lib/parley/chat.ex", "def create_message(",
                       "def delete_message(%User{} = actor, message_id) do\n"
                       "    with {:ok, msg} <- fetch_message(message_id),\n"
                       "         :ok <- authorize(actor, :delete, msg) do\n"
                       "      Repo.delete(msg)\n    end\n  end\n\n  def create_message("),
                  edit(f"{ex}/lib/parley_web/live/room_live.ex",
                       "Parley.Repo.get!(Parley.Chat.Message, id) |> Parley.Repo.delete!()",
                       "{:ok, _} = Chat.delete_message(socket.assigns.current_user, id)"),
                  bash("mix test", "66 tests, 0 failures")],
                 "Jetzt läuft das Löschen über Chat.delete_message mit Rechteprüfung."),
        ], "Repo", follow_ups=[
            ("Zeig im Raum-Header die Zahl der ungelesenen Nachrichten an", "de"),
            ("let users pin a message to the top of the room", "en"),
            ("Admins sollen im Dashboard alle Räume eines Nutzers sehen", "de")]),

        Scenario("ex-warnings", "en", ex, [
            Step("add the typing indicator",
                 [edit(f"{ex}/lib/parley_web/live/room_live.ex",
                       "def handle_event(\"typing\", _params, socket) do",
                       "def handle_event(\"typing\", %{\"room\" => room}, socket) do\n"
                       "    Phoenix.PubSub.broadcast(Parley.PubSub, topic(socket), "
                       "{:typing, socket.assigns.current_user.id})"),
                  bash("mix test",
                       "warning: variable \"room\" is unused (if the variable is not meant to "
                       "be used, prefix it with an underscore)\n"
                       "  lib/parley_web/live/room_live.ex:57: ParleyWeb.RoomLive."
                       "handle_event/3\n\n66 tests, 0 failures")],
                 "Typing indicator added, all 66 tests pass."),
            Step("didn't I say last week that warnings count as failures here? CI builds with "
                 "--warnings-as-errors and that unused variable fails it. Check the compile "
                 "the same way before you report back",
                 [bash("mix compile --warnings-as-errors --force",
                       "Compiling 41 files (.ex)\nwarning: variable \"room\" is unused\n"
                       "  lib/parley_web/live/room_live.ex:57\n\n"
                       "Compilation failed due to warnings while using the "
                       "--warnings-as-errors option"),
                  edit(f"{ex}/lib/parley_web/live/room_live.ex",
                       "%{\"room\" => room}", "_params"),
                  bash("mix compile --warnings-as-errors --force",
                       "Compiling 41 files (.ex)\nGenerated parley app")],
                 "Fixed the unused variable; the strict compile passes."),
        ], "warnings", follow_ups=[
            ("I've finished the file attachments feature, can you confirm it's good to push?",
             "en"),
            ("does the read-receipts branch build the way CI wants?", "en")]),

        Scenario("ex-runtime", "en", ex, [
            Step("hook up web push notifications, the VAPID keys are in 1Password",
                 [edit(f"{ex}/config/config.exs", "config :parley, ParleyWeb.Endpoint,",
                       "config :parley, :web_push,\n  vapid_public: \"BHx3…\",\n"
                       "  vapid_private: System.get_env(\"VAPID_PRIVATE_KEY\")\n\n"
                       "config :parley, ParleyWeb.Endpoint,"),
                  bash("mix test test/parley/push_test.exs", "4 tests, 0 failures")],
                 "Push is configured in config.exs and the tests pass."),
            Step("config.exs is evaluated at compile time, so in the release that env var is "
                 "read on the build machine, not on the server. Anything coming from the "
                 "environment goes in config/runtime.exs with System.fetch_env!",
                 [edit(f"{ex}/config/config.exs",
                       "  vapid_private: System.get_env(\"VAPID_PRIVATE_KEY\")\n", ""),
                  edit(f"{ex}/config/runtime.exs", "if config_env() == :prod do",
                       "if config_env() == :prod do\n  config :parley, :web_push,\n"
                       "    vapid_private: System.fetch_env!(\"VAPID_PRIVATE_KEY\")"),
                  bash("MIX_ENV=prod mix release --overwrite",
                       "* assembling parley-0.9.0 on MIX_ENV=prod\n"
                       "Release created at _build/prod/rel/parley")],
                 "Moved the key to runtime.exs; the release builds."),
        ], "runtime.exs", follow_ups=[
            ("attachments should go to our S3 bucket, the credentials are in the server env",
             "en"),
            ("plug in the Sentry DSN for production error reporting", "en"),
            ("the SMTP password for invite emails changed, make the app pick it up", "en")]),

        Scenario("ex-branch-name", "fr", ex, [
            Step("je préfère que tu me proposes le nom de la branche et le message de commit "
                 "avant de committer quoi que ce soit ; je valide, puis tu commites",
                 [bash("git branch --show-current", "main")],
                 "Entendu, je te proposerai branche et message avant chaque commit."),
        ], "branche", tier="personalized", follow_ups=[
            ("enregistre le travail sur les réactions dans git", "fr"),
            ("save today's changes to the typing indicator", "en")]),

        # ------------------------------------------------------------------ Unity game
        Scenario("unity-meta", "en", game, [
            Step("tidy up: the player scripts should live in Assets/Scripts/Player",
                 [bash("mkdir -p Assets/Scripts/Player && git mv Assets/Scripts/PlayerController.cs"
                       " Assets/Scripts/PlayerShield.cs Assets/Scripts/Player/", ""),
                  bash("git status --short",
                       "R  Assets/Scripts/PlayerController.cs -> "
                       "Assets/Scripts/Player/PlayerController.cs\n"
                       "R  Assets/Scripts/PlayerShield.cs -> Assets/Scripts/Player/PlayerShield.cs"
                       "\n?? Assets/Scripts/Player.meta")],
                 "Moved both scripts into Assets/Scripts/Player."),
            Step("the ship prefab now shows \"The referenced script (Unknown) on this Behaviour "
                 "is missing!\". You moved the .cs files without their .meta files, so Unity "
                 "generated new GUIDs. Assets always move together with their .meta",
                 [bash("git mv Assets/Scripts/PlayerController.cs.meta "
                       "Assets/Scripts/PlayerShield.cs.meta Assets/Scripts/Player/", ""),
                  bash("git status --short",
                       "R  Assets/Scripts/PlayerController.cs -> "
                       "Assets/Scripts/Player/PlayerController.cs\n"
                       "R  Assets/Scripts/PlayerController.cs.meta -> "
                       "Assets/Scripts/Player/PlayerController.cs.meta\n"
                       "R  Assets/Scripts/PlayerShield.cs -> Assets/Scripts/Player/PlayerShield.cs"
                       "\nR  Assets/Scripts/PlayerShield.cs.meta -> "
                       "Assets/Scripts/Player/PlayerShield.cs.meta\nA  Assets/Scripts/Player.meta"),
                  bash("grep -c 'm_Script: {fileID: 11500000, guid: 3f9a' "
                       "Assets/Prefabs/Ship.prefab", "1")],
                 "Moved the .meta files too; the prefab reference resolves again."),
        ], "meta", follow_ups=[
            ("split the Audio folder into Music and SFX", "en"),
            ("rename EnemySpawner.cs to WaveSpawner.cs", "en"),
            ("move all the asteroid textures into Assets/Art/Asteroids", "en")]),

        Scenario("unity-playmode", "it", game, [
            Step("gli asteroidi grandi devono spezzarsi in due piccoli quando vengono colpiti",
                 [edit(f"{game}/Assets/Scripts/Asteroid.cs", "void OnHit(int damage) {",
                       "void OnHit(int damage) {\n        if (size == Size.Large) "
                       "SpawnFragments(2);"),
                  bash("Unity -batchmode -projectPath . -runTests -testPlatform EditMode "
                       "-testResults results-edit.xml -quit",
                       "Test run completed. Passed: 37, Failed: 0, Skipped: 0")],
                 "Fatto, i 37 test EditMode passano."),
            Step("avevi detto che era finito, ma guarda:\n"
                 "AsteroidSplitTests.LargeAsteroidSplitsInTwo (PlayMode) FAILED\n"
                 "  Expected: 2\n  But was:  0\n"
                 "  at AsteroidSplitTests+<LargeAsteroidSplitsInTwo>d__3.MoveNext () "
                 "[0x000a1] in Assets/Tests/PlayMode/AsteroidSplitTests.cs:41\n"
                 "gli EditMode non fanno girare la fisica. Prima di dire che hai finito lancia "
                 "anche i test PlayMode",
                 [bash("Unity -batchmode -projectPath . -runTests -testPlatform PlayMode "
                       "-testResults results-play.xml -quit",
                       "Test run completed. Passed: 21, Failed: 1, Skipped: 0\n"
                       "  Failed: AsteroidSplitTests.LargeAsteroidSplitsInTwo"),
                  edit(f"{game}/Assets/Scripts/Asteroid.cs",
                       "if (size == Size.Large) SpawnFragments(2);",
                       "if (size == Size.Large) { SpawnFragments(2); Destroy(gameObject); "
                       "return; }"),
                  bash("Unity -batchmode -projectPath . -runTests -testPlatform PlayMode "
                       "-testResults results-play.xml -quit",
                       "Test run completed. Passed: 22, Failed: 0, Skipped: 0")],
                 "Corretto; ora passano anche i 22 test PlayMode."),
        ], "PlayMode", follow_ups=[
            ("ho cambiato le collisioni tra nave e asteroidi, puoi verificare che vada tutto "
             "bene?", "it"),
            ("check the new boss fight logic works before I merge", "en"),
            ("il power-up del magnete è finito, confermi?", "it")]),

        Scenario("unity-update", "en", game, [
            Step("enemies should lean into their turns",
                 [edit(f"{game}/Assets/Scripts/Enemy.cs", "void Update() {",
                       "void Update() {\n        var rb = GetComponent<Rigidbody2D>();\n"
                       "        var nearest = FindObjectsOfType<Ship>().OrderBy(s => "
                       "Vector2.Distance(s.transform.position, transform.position)).First();\n"
                       "        transform.rotation = Quaternion.Euler(0, 0, rb.angularVelocity "
                       "* leanFactor);")],
                 "Enemies now lean based on their angular velocity."),
            Step("why is GetComponent and a LINQ query running in Update? that's every frame for "
                 "80 enemies; the profiler shows GC.Alloc spikes. Cache components in Awake and "
                 "don't allocate in per-frame code",
                 [edit(f"{game}/Assets/Scripts/Enemy.cs",
                       "        var rb = GetComponent<Rigidbody2D>();\n", ""),
                  edit(f"{game}/Assets/Scripts/Enemy.cs", "void Awake() {",
                       "void Awake() {\n        _rb = GetComponent<Rigidbody2D>();"),
                  edit(f"{game}/Assets/Scripts/Enemy.cs",
                       "var nearest = FindObjectsOfType<Ship>().OrderBy(",
                       "var nearest = ShipRegistry.Nearest(transform.position); // no alloc\n"
                       "        // removed: FindObjectsOfType<Ship>().OrderBy("),
                  bash("Unity -batchmode -projectPath . -runTests -testPlatform PlayMode "
                       "-testFilter EnemyPerfTests -quit",
                       "EnemyPerfTests.UpdateAllocatesNothing: GC.Alloc per frame = 0 B\n"
                       "Test run completed. Passed: 3, Failed: 0")],
                 "Rigidbody cached in Awake, no allocations per frame any more."),
        ], "Awake", follow_ups=[
            ("make turrets track the player's ship continuously", "en"),
            ("add an engine trail whose length follows the ship's speed", "en"),
            ("homing missiles should pick the closest enemy while flying", "en")]),

        Scenario("unity-serialize", "pt", game, [
            Step("prefiro campos privados com [SerializeField] em vez de campos públicos quando "
                 "é só pra aparecer no Inspector, com nomes no estilo _camelCase e um [Tooltip] "
                 "explicando a unidade",
                 [], "Combinado: [SerializeField] private, _camelCase e Tooltip com unidade."),
        ], "SerializeField", tier="personalized", follow_ups=[
            ("cria um componente de escudo com duração configurável", "pt"),
            ("add an adjustable fire rate to the laser weapon", "en"),
            ("o drone de apoio precisa de um raio de alcance ajustável pelo designer", "pt")]),

        Scenario("unity-scene", "fr", game, [
            Step("ajoute l'affichage du score et des vies en haut de l'écran",
                 [edit(f"{game}/Assets/Scenes/Main.unity", "--- !u!1 &1843320117",
                       "--- !u!1 &2093110442\nGameObject:\n  m_Name: HUD\n"
                       "--- !u!1 &1843320117"),
                  bash("git diff --stat", " Assets/Scenes/Main.unity | 412 +++++++++++++++++++-")],
                 "Le HUD est ajouté dans la scène Main."),
            Step("tu pourrais plutôt en faire un prefab ? Main.unity est modifiée par toute "
                 "l'équipe et un diff YAML de 400 lignes dans la scène, c'est un conflit de merge "
                 "assuré. Les éléments d'interface vivent dans des prefabs, la scène n'a qu'une "
                 "instance",
                 [bash("git checkout Assets/Scenes/Main.unity", ""),
                  edit(f"{game}/Assets/Prefabs/UI/HUD.prefab", "",
                       "--- !u!1 &2093110442\nGameObject:\n  m_Name: HUD"),
                  bash("git diff --stat",
                       " Assets/Prefabs/UI/HUD.prefab      | 398 ++++++++++++\n"
                       " Assets/Prefabs/UI/HUD.prefab.meta |   7 +\n"
                       " Assets/Scenes/Main.unity          |  14 +")],
                 "Le HUD est maintenant un prefab ; la scène ne contient qu'une instance."),
        ], "prefab", follow_ups=[
            ("ajoute un menu pause", "fr"),
            ("put a minimap in the corner of the game screen", "en")]),

        Scenario("unity-tuning", "en", game, [
            Step("remember that when you tweak gameplay numbers I like them to live in the "
                 "ScriptableObject configs under Assets/Config, never hard-coded, and I want a "
                 "little old -> new table in your reply so I can judge the feel change",
                 [bash("ls Assets/Config",
                       "AsteroidConfig.asset\nEnemyConfig.asset\nShipConfig.asset\n"
                       "WaveConfig.asset")],
                 "Got it: numbers in the Config assets, with an old -> new table."),
        ], "ScriptableObject", tier="personalized", follow_ups=[
            ("asteroids in level 3 feel too slow, speed them up a bit", "en"),
            ("the dash is too weak, tweak it", "en"),
            ("make the second boss a little less punishing", "en")]),

        # ------------------------------------------------------------------ Zephyr firmware
        Scenario("fw-twister", "en", fw, [
            Step("add hysteresis to the heating control so the relay stops chattering",
                 [edit(f"{fw}/src/control/heater.c",
                       "if (temp_c100 < setpoint_c100) {",
                       "if (temp_c100 < setpoint_c100 - HYST_C100) {"),
                  bash("west build -b nrf52840dk/nrf52840 app",
                       "[142/142] Linking C executable zephyr/zephyr.elf\n"
                       "Memory region         Used Size  Region Size  %age Used\n"
                       "           FLASH:      188412 B         1 MB     17.97%\n"
                       "             RAM:       41216 B       256 KB     15.72%")],
                 "Hysteresis added; the firmware builds."),
            Step("a clean build isn't the same as working. The control logic has ztest suites; "
                 "run twister on native_sim for tests/ before you tell me something is finished",
                 [bash("west twister -p native_sim -T tests/ --inline-logs",
                       "INFO    - 14 test scenarios (14 configurations) selected\n"
                       "ERROR   - native_sim  tests/control/heater  FAILED : "
                       "test_relay_off_above_setpoint\n"
                       "    Assertion failed at tests/control/heater/src/main.c:77: "
                       "relay_state == RELAY_OFF\n"
                       "INFO    - 13 of 14 executed test configurations passed (92.86%)"),
                  edit(f"{fw}/src/control/heater.c",
                       "} else {\n\t\trelay_set(RELAY_OFF);",
                       "} else if (temp_c100 > setpoint_c100 + HYST_C100) {\n"
                       "\t\trelay_set(RELAY_OFF);"),
                  bash("west twister -p native_sim -T tests/",
                       "INFO    - 14 of 14 executed test configurations passed (100.00%)")],
                 "Fixed the off branch; all 14 twister configurations pass."),
        ], "twister", follow_ups=[
            ("I reworked how the PID gains are stored, is it ready?", "en"),
            ("check the new humidity sensor driver before I send it for review", "en")]),

        Scenario("fw-kconfig", "de", fw, [
            Step("Schalte die Shell über UART ein, ich will den Sensor von Hand abfragen",
                 [edit(f"{fw}/build/zephyr/.config", "# CONFIG_SHELL is not set",
                       "CONFIG_SHELL=y\nCONFIG_SHELL_BACKEND_SERIAL=y"),
                  bash("west build", "[3/3] Linking C executable zephyr/zephyr.elf")],
                 "Shell ist aktiviert."),
            Step("Warum hast du build/zephyr/.config geändert? Die Datei wird aus den Kconfig-"
                 "Fragmenten generiert und beim nächsten pristine-Build überschrieben. Optionen "
                 "gehören in prj.conf oder in ein Fragment wie debug.conf",
                 [edit(f"{fw}/app/debug.conf", "CONFIG_LOG=y",
                       "CONFIG_LOG=y\nCONFIG_SHELL=y\nCONFIG_SHELL_BACKEND_SERIAL=y"),
                  bash("west build -p always -b nrf52840dk/nrf52840 app -- "
                       "-DEXTRA_CONF_FILE=debug.conf",
                       "-- Merged configuration '.../app/prj.conf'\n"
                       "-- Merged configuration '.../app/debug.conf'\n"
                       "[151/151] Linking C executable zephyr/zephyr.elf"),
                  bash("grep CONFIG_SHELL= build/zephyr/.config", "CONFIG_SHELL=y")],
                 "Jetzt in debug.conf; nach einem pristine-Build ist die Shell weiterhin an."),
        ], "prj.conf", follow_ups=[
            ("Aktivier Logging auf Debug-Level für das BLE-Modul", "de"),
            ("turn on the watchdog with a 4 second timeout", "en"),
            ("Wir brauchen mehr Heap für die JSON-Verarbeitung", "de")]),

        Scenario("fw-isr", "es", fw, [
            Step("el botón tiene que cambiar entre modo eco y confort",
                 [edit(f"{fw}/src/ui/button.c",
                       "static void button_isr(const struct device *dev,",
                       "static void button_isr(const struct device *dev,\n"
                       "\t\t\tstruct gpio_callback *cb, uint32_t pins)\n{\n"
                       "\tk_sleep(K_MSEC(30)); /* debounce */\n"
                       "\tk_mutex_lock(&mode_lock, K_FOREVER);\n\tmode_toggle();"),
                  bash("west build", "[4/4] Linking C executable zephyr/zephyr.elf")],
                 "Hecho, el botón alterna el modo y compila."),
            Step("dijiste que estaba listo y al pulsar el botón la placa se reinicia:\n"
                 "ASSERTION FAIL [!arch_is_in_isr()] @ ZEPHYR_BASE/kernel/sched.c:1422\n"
                 "\tk_sleep called from ISR\n"
                 "[00:00:12.408,935] <err> os: >>> ZEPHYR FATAL ERROR 4: Kernel panic on CPU 0\n"
                 "en una ISR no se bloquea nunca: ni k_sleep ni mutex. La ISR solo encola un "
                 "k_work y el trabajo se hace en la workqueue",
                 [edit(f"{fw}/src/ui/button.c",
                       "\tk_sleep(K_MSEC(30)); /* debounce */\n"
                       "\tk_mutex_lock(&mode_lock, K_FOREVER);\n\tmode_toggle();",
                       "\tk_work_reschedule(&debounce_work, K_MSEC(30));"),
                  edit(f"{fw}/src/ui/button.c", "K_WORK_DELAYABLE_DEFINE(",
                       "static void debounce_handler(struct k_work *w)\n{\n"
                       "\tk_mutex_lock(&mode_lock, K_FOREVER);\n\tmode_toggle();\n"
                       "\tk_mutex_unlock(&mode_lock);\n}\nK_WORK_DELAYABLE_DEFINE("),
                  bash("west build && west flash",
                       "[4/4] Linking C executable zephyr/zephyr.elf\n"
                       "-- runners.nrfjprog: Board with serial number 683412345 flashed "
                       "successfully.")],
                 "La ISR ahora solo programa el trabajo diferido; ya no se reinicia."),
        ], "k_work", follow_ups=[
            ("cuando el sensor avise de que hay dato listo por interrupción, léelo y "
             "actualiza la pantalla", "es"),
            ("the door contact switch should pause heating as soon as it opens", "en")]),

        Scenario("fw-overlay", "en", fw, [
            Step("on the rev B board the fan PWM moved to P0.13",
                 [edit(f"{fw}/zephyr/boards/nordic/nrf52840dk/nrf52840dk_nrf52840.dts",
                       "pwms = <&pwm0 0 PWM_MSEC(20) PWM_POLARITY_NORMAL>;",
                       "pwms = <&pwm0 0 PWM_MSEC(20) PWM_POLARITY_NORMAL>; /* P0.13 */"),
                  edit(f"{fw}/zephyr/boards/nordic/nrf52840dk/nrf52840dk_nrf52840-pinctrl.dtsi",
                       "psels = <NRF_PSEL(PWM_OUT0, 0, 31)>;",
                       "psels = <NRF_PSEL(PWM_OUT0, 0, 13)>;"),
                  bash("west build -p always -b nrf52840dk/nrf52840 app",
                       "[151/151] Linking C executable zephyr/zephyr.elf")],
                 "Updated the board devicetree for P0.13."),
            Step("hold on, zephyr/ is the upstream tree that west manages; your change vanishes "
                 "on the next west update and it would hit every board. Board tweaks for our "
                 "hardware go in app/boards/<board>.overlay",
                 [bash("cd zephyr && git checkout -- boards/ && cd ..", ""),
                  edit(f"{fw}/app/boards/nrf52840dk_nrf52840.overlay", "&pinctrl {",
                       "&pinctrl {\n\tpwm0_default: pwm0_default {\n\t\tgroup1 {\n"
                       "\t\t\tpsels = <NRF_PSEL(PWM_OUT0, 0, 13)>;\n\t\t};\n\t};"),
                  bash("west build -p always -b nrf52840dk/nrf52840 app",
                       "-- Found devicetree overlay: .../app/boards/nrf52840dk_nrf52840.overlay\n"
                       "[151/151] Linking C executable zephyr/zephyr.elf"),
                  bash("git -C zephyr status --short", "")],
                 "Reverted the upstream change; the pin is set in our overlay."),
        ], "overlay", follow_ups=[
            ("hook up the second temperature sensor on I2C1", "en"),
            ("the status LED on rev C is active-low, adjust for that", "en"),
            ("enable the second UART for the debug console", "en")]),

        Scenario("fw-size", "it", fw, [
            Step("mi piace che dopo ogni modifica al firmware tu mi dica di quanto sono cambiate "
                 "flash e RAM rispetto a main, con i numeri di west build -t rom_report e "
                 "ram_report, in due righe",
                 [bash("west build -t rom_report | tail -2",
                       "========================================\n"
                       "                                     188412 100.00%  -")],
                 "D'accordo, ti darò sempre la variazione di flash e RAM rispetto a main."),
        ], "RAM", tier="personalized", follow_ups=[
            ("aggiungi il supporto al display e-ink", "it"),
            ("enable the OTA update module", "en"),
            ("attiva il logging su flash", "it")]),

        Scenario("fw-fixedpoint", "pt", fw, [
            Step("a media movel da temperatura ta dando saltos, melhora isso",
                 [edit(f"{fw}/src/sensor/filter.c",
                       "int32_t filter_push(struct filter *f, int32_t sample_c100)",
                       "float filter_push(struct filter *f, float sample_c)"),
                  edit(f"{fw}/src/sensor/filter.c", "f->acc += sample_c100 - f->acc / N;",
                       "f->avg = f->avg * 0.9f + sample_c * 0.1f;"),
                  bash("west build",
                       "[6/6] Linking C executable zephyr/zephyr.elf\n"
                       "           FLASH:      194880 B         1 MB     18.59%")],
                 "Troquei por uma média exponencial em float, fica bem mais suave."),
            Step("por que voce mudou pra float? a gente usa int32 em centesimos de grau em todo "
                 "o firmware, o alvo de producao e um Cortex-M0+ sem FPU e a flash cresceu 6 KB "
                 "com a emulacao de float. mantem ponto fixo",
                 [edit(f"{fw}/src/sensor/filter.c",
                       "float filter_push(struct filter *f, float sample_c)",
                       "int32_t filter_push(struct filter *f, int32_t sample_c100)"),
                  edit(f"{fw}/src/sensor/filter.c",
                       "f->avg = f->avg * 0.9f + sample_c * 0.1f;",
                       "f->avg += (sample_c100 - f->avg) / 10; /* EMA alpha=0.1, c100 */"),
                  bash("west build",
                       "[6/6] Linking C executable zephyr/zephyr.elf\n"
                       "           FLASH:      188508 B         1 MB     17.98%")],
                 "Voltei para int32 em centesimos; a flash voltou ao tamanho anterior."),
        ], "int32", follow_ups=[
            ("adiciona um limite maximo de temperatura configuravel pelo app", "pt"),
            ("report the average temperature over the last minute over BLE", "en"),
            ("calcula a taxa de aquecimento por minuto para o modo inteligente", "pt")]),

        # ------------------------------------------------------------------ LaTeX paper
        Scenario("tex-zotero", "en", tex, [
            Step("cite the original transformer paper in the related work",
                 [edit(f"{tex}/refs.bib", "",
                       "@inproceedings{transformer,\n  title={Attention is all you need},\n"
                       "  author={Vaswani, Ashish and others},\n  year={2017}\n}"),
                  edit(f"{tex}/sections/related.tex", "sequence models",
                       "sequence models~\\cite{transformer}")],
                 "Added a bib entry and the citation."),
            Step("refs.bib is exported automatically by Better BibTeX from our shared Zotero "
                 "group; anything typed into it by hand is gone at the next export, and the "
                 "key style is authorYearTitle. Add the paper to the Zotero group and use the "
                 "key it gets",
                 [bash("git checkout refs.bib", ""),
                  bash("grep -n 'vaswani2017Attention' refs.bib",
                       "2214:@inproceedings{vaswani2017Attention,"),
                  edit(f"{tex}/sections/related.tex", "\\cite{transformer}",
                       "\\cite{vaswani2017Attention}")],
                 "Reverted refs.bib; the citation now uses the Zotero key vaswani2017Attention."),
        ], "Zotero", follow_ups=[
            ("cite the Adam optimizer paper where we describe training", "en"),
            ("we need a reference for the ImageNet dataset in the experiments section", "en")]),

        Scenario("tex-latexmk", "fr", tex, [
            Step("régénère le PDF, j'ai modifié la section expériences",
                 [bash("pdflatex -interaction=nonstopmode main.tex",
                       "Output written on main.pdf (14 pages, 812331 bytes).\n"
                       "LaTeX Warning: There were undefined references.\n"
                       "LaTeX Warning: Label(s) may have changed. Rerun to get "
                       "cross-references right.")],
                 "Le PDF est régénéré (14 pages)."),
            Step("tu as dit que c'était bon mais le PDF est plein de [?] et de ?? :\n"
                 "LaTeX Warning: Citation `vaswani2017Attention' on page 3 undefined on input "
                 "line 41.\n"
                 "on compile toujours avec latexmk -pdf, qui enchaîne biber et les passes, et on "
                 "vérifie dans le log qu'il ne reste aucune référence indéfinie",
                 [bash("latexmk -pdf -interaction=nonstopmode main.tex",
                       "Latexmk: applying rule 'biber main'...\n"
                       "Latexmk: applying rule 'pdflatex'...\n"
                       "Output written on main.pdf (14 pages, 824907 bytes).\n"
                       "Latexmk: All targets (main.pdf) are up-to-date"),
                  bash("grep -c 'undefined' main.log", "0")],
                 "Recompilé avec latexmk ; plus aucune référence indéfinie."),
        ], "latexmk", follow_ups=[
            ("j'ai ajouté un paragraphe sur les limites, tu peux refaire le PDF ?", "fr"),
            ("produce the PDF for the camera-ready upload", "en"),
            ("envoie-moi la version PDF à jour pour relecture", "fr")]),

        Scenario("tex-lines", "en", tex, [
            Step("one habit I'd like you to keep in this repo: one sentence per line in the .tex "
                 "sources, so the diffs in review show exactly which sentence changed",
                 [bash("head -4 sections/intro.tex",
                       "\\section{Introduction}\n"
                       "Long-horizon planning remains hard for learned agents.\n"
                       "We study how memory structure affects retrieval errors.\n"
                       "Our main finding is that typed stores halve wrong-type recalls.")],
                 "Will do: one sentence per line."),
        ], "sentence", tier="personalized", follow_ups=[
            ("rewrite the abstract so it fits in 200 words", "en"),
            ("draft the conclusion paragraph", "en"),
            ("add a short paragraph on ethical considerations", "en")]),

        Scenario("tex-figures", "de", tex, [
            Step("Füg die Lernkurve aus meinem Notebook als Abbildung in Abschnitt 5 ein",
                 [bash("cp ~/Downloads/Screenshot_2026-12-02_lernkurve.png figures/", ""),
                  edit(f"{tex}/sections/results.tex", "\\subsection{Training dynamics}",
                       "\\subsection{Training dynamics}\n\\begin{figure}[t]\n"
                       "\\includegraphics[width=\\linewidth]{figures/"
                       "Screenshot_2026-12-02_lernkurve.png}")],
                 "Die Abbildung ist eingefügt."),
            Step("Kannst du die Abbildung stattdessen mit plots/make_figures.py als PDF erzeugen? "
                 "Diagramme sind bei uns nie Rasterbilder, und jede Abbildung muss aus den Daten "
                 "reproduzierbar sein, nicht aus einem Screenshot",
                 [bash("rm figures/Screenshot_2026-12-02_lernkurve.png", ""),
                  edit(f"{tex}/plots/make_figures.py", "FIGURES = {",
                       "FIGURES = {\n    \"learning_curve\": plot_learning_curve,"),
                  bash("python plots/make_figures.py learning_curve",
                       "wrote figures/learning_curve.pdf (vector, 38 kB)"),
                  edit(f"{tex}/sections/results.tex",
                       "figures/Screenshot_2026-12-02_lernkurve.png",
                       "figures/learning_curve.pdf")],
                 "Die Lernkurve kommt jetzt als Vektor-PDF aus make_figures.py."),
        ], "make_figures", follow_ups=[
            ("Wir brauchen ein Balkendiagramm, das die Baselines vergleicht", "de"),
            ("add a plot of accuracy versus memory size to the appendix", "en"),
            ("Ersetz die Heatmap in Abschnitt 4 durch eine mit größerer Schrift", "de")]),

        Scenario("tex-british", "es", tex, [
            Step("prefiero que el paper esté en inglés británico (optimise, behaviour, "
                 "modelling) y que uses la coma de Oxford; y 'e.g.,' siempre con coma detrás",
                 [], "Entendido: inglés británico, coma de Oxford y 'e.g.,' con coma."),
        ], "británico", tier="personalized", follow_ups=[
            ("revisa la introducción y pule la redacción", "es"),
            ("write the paragraph that describes the dataset", "en")]),

        Scenario("tex-anon", "it", tex, [
            Step("aggiungi i ringraziamenti e il link al repository del codice",
                 [edit(f"{tex}/main.tex", "\\bibliography{refs}",
                       "\\section*{Acknowledgements}\nWe thank Marta Ricci and the Lab for "
                       "Adaptive Systems, University of Trento (grant PRIN 2022-XYZ).\n"
                       "Code: \\url{https://github.com/lab-adaptive/typed-memory}\n\n"
                       "\\bibliography{refs}"),
                  bash("latexmk -pdf main.tex", "Output written on main.pdf (15 pages).")],
                 "Aggiunti ringraziamenti e link al codice."),
            Step("perché hai messo nomi, università e l'URL del repo? la submission è double-"
                 "blind: finché siamo in review niente che ci identifichi. I ringraziamenti "
                 "vanno dentro \\ifreview ... \\else ... \\fi e il codice su anonymous.4open."
                 "science",
                 [edit(f"{tex}/main.tex", "\\section*{Acknowledgements}",
                       "\\ifreview\\else\n\\section*{Acknowledgements}"),
                  edit(f"{tex}/main.tex",
                       "Code: \\url{https://github.com/lab-adaptive/typed-memory}",
                       "\\fi\nCode: \\url{https://anonymous.4open.science/r/typed-memory-7F3A}"),
                  bash("latexmk -pdf main.tex && pdftotext main.pdf - | grep -ci trento", "0")],
                 "Ora la versione review è anonima: nessun nome, ateneo o URL riconducibile."),
        ], "double-blind", follow_ups=[
            ("cita il nostro paper dell'anno scorso dove abbiamo introdotto il dataset", "it"),
            ("add a footnote saying the user study was approved by our university's ethics "
             "board", "en"),
            ("metti il logo del laboratorio nella prima pagina", "it")]),

        # ------------------------------------------------------------------ Julia simulation
        Scenario("jl-project", "en", sim, [
            Step("I want to plot the SST fields with Makie",
                 [bash("julia -e 'using Pkg; Pkg.add(\"CairoMakie\")'",
                       "   Resolving package versions...\n"
                       "    Updating `~/.julia/environments/v1.11/Project.toml`\n"
                       "  [13f3f980] + CairoMakie v0.12.16\n"
                       "Precompiling project...\n  312 dependencies successfully precompiled "
                       "in 241 seconds")],
                 "CairoMakie is installed, you can plot now."),
            Step("that went into your global v1.11 environment, so nobody else gets it and our "
                 "Manifest doesn't know about it. Always activate the project: julia "
                 "--project=. and add packages there so Project.toml and Manifest.toml record "
                 "them",
                 [bash("julia -e 'using Pkg; Pkg.rm(\"CairoMakie\")'",
                       "    Updating `~/.julia/environments/v1.11/Project.toml`\n"
                       "  [13f3f980] - CairoMakie v0.12.16"),
                  bash("julia --project=. -e 'using Pkg; Pkg.add(\"CairoMakie\")'",
                       "    Updating `~/src/ocean-sim/Project.toml`\n"
                       "  [13f3f980] + CairoMakie v0.12.16\n"
                       "    Updating `~/src/ocean-sim/Manifest.toml`"),
                  bash("git status --short", " M Manifest.toml\n M Project.toml")],
                 "Removed it from the global env and added it to the project."),
        ], "--project", follow_ups=[
            ("we need to read NetCDF forcing files, add whatever package does that", "en"),
            ("how should a new student set up and run the channel experiment?", "en"),
            ("add BenchmarkTools so I can time the solver", "en")]),

        Scenario("jl-globals", "en", sim, [
            Step("write the diffusion step for the temperature field",
                 [edit(f"{sim}/src/diffusion.jl", "",
                       "κ = 1e-3\ndt = 60.0\n\nfunction diffuse!(T)\n"
                       "    for j in 2:size(T,2)-1, i in 2:size(T,1)-1\n"
                       "        T[i,j] += dt * κ * (T[i+1,j] + T[i-1,j] + T[i,j+1] + "
                       "T[i,j-1] - 4T[i,j])\n    end\nend"),
                  bash("julia --project=. -e 'using OceanSim, BenchmarkTools; "
                       "T = rand(512,512); @btime diffuse!($T)'",
                       "  412.331 ms (5242880 allocations: 80.00 MiB)")],
                 "diffuse! is in src/diffusion.jl."),
            Step("why does a stencil on 512x512 allocate 80 MiB? dt and κ are untyped globals, "
                 "so the loop is type-unstable. Pass parameters as arguments (or a params "
                 "struct); non-const globals in hot code are off limits, check @code_warntype",
                 [edit(f"{sim}/src/diffusion.jl", "κ = 1e-3\ndt = 60.0\n\nfunction diffuse!(T)",
                       "function diffuse!(T, p::DiffusionParams)\n    (; κ, dt) = p"),
                  bash("julia --project=. -e 'using OceanSim, BenchmarkTools; "
                       "T = rand(512,512); p = DiffusionParams(1e-3, 60.0); "
                       "@btime diffuse!($T, $p)'",
                       "  178.204 μs (0 allocations: 0 bytes)")],
                 "Parameters are passed in a struct now: 178 μs and zero allocations."),
        ], "global", follow_ups=[
            ("write the advection step for the salinity tracer", "en"),
            ("the Coriolis term is slow, have a look", "en")]),

        Scenario("jl-pkgtest", "fr", sim, [
            Step("vérifie que la nouvelle condition aux limites périodique marche",
                 [bash("julia --project=. test/test_boundaries.jl",
                       "Test Summary: | Pass  Total  Time\nperiodic bc   |   12     12  1.8s")],
                 "Les 12 tests de test_boundaries.jl passent."),
            Step("je te l'avais déjà dit : on ne lance pas les fichiers de test à la main, ça "
                 "saute runtests.jl, l'environnement test/ et Aqua. On passe par Pkg.test()",
                 [bash("julia --project=. -e 'using Pkg; Pkg.test()'",
                       "     Testing OceanSim\n"
                       "Test Summary:      | Pass  Fail  Total   Time\n"
                       "OceanSim           |  141     1    142  48.2s\n"
                       "  Aqua             |    9     1     10   6.1s\n"
                       "    Stale deps     |          1      1\n"
                       "ERROR: LoadError: Some tests did not pass: 141 passed, 1 failed."),
                  edit(f"{sim}/Project.toml", "Printf = \"de0858da-6303-5e67-8744-51eddeeeb8d7\"\n",
                       ""),
                  bash("julia --project=. -e 'using Pkg; Pkg.test()'",
                       "OceanSim           |  142    142  47.9s\n     Testing OceanSim tests "
                       "passed")],
                 "Avec Pkg.test(), Aqua signalait une dépendance inutile ; corrigé, 142 tests "
                 "passent."),
        ], "Pkg.test", follow_ups=[
            ("assure-toi que le nouveau schéma d'advection ne casse rien", "fr"),
            ("did the refactor of the grid types break anything?", "en"),
            ("j'ai touché au module de forçage, ça passe ?", "fr")]),

        Scenario("jl-ascii", "pt", sim, [
            Step("prefiro nomes ASCII em tudo que e exportado (nada de ∇, α ou θ em nomes "
                 "publicos, o pessoal que usa a API pelo Python nao consegue digitar), mas "
                 "dentro das funcoes unicode fica a vontade",
                 [bash("grep -n '^export' src/OceanSim.jl",
                       "12:export Grid, diffuse!, advect!, DiffusionParams")],
                 "Combinado: API exportada só com nomes ASCII."),
        ], "ASCII", tier="personalized", follow_ups=[
            ("cria a funcao publica que calcula a vorticidade relativa", "pt"),
            ("expose the potential density computation in the package API", "en")]),

        Scenario("jl-runtime", "de", sim, [
            Step("Bitte frag mich immer, bevor du einen Lauf startest, der auf dem Cluster "
                 "länger als etwa zehn Minuten braucht, und sag dazu die geschätzte Laufzeit "
                 "und die Zahl der Knoten",
                 [bash("squeue -u $USER", "JOBID PARTITION NAME USER ST TIME NODES")],
                 "Verstanden, bei längeren Läufen frage ich vorher mit Schätzung."),
        ], "Laufzeit", tier="personalized", follow_ups=[
            ("Starte die Simulation mit 2 km Auflösung für ein Modelljahr", "de"),
            ("rerun the 10-year spin-up with the new mixing scheme", "en"),
            ("Lass das Ensemble mit den fünf Windantrieben laufen", "de")]),

        Scenario("jl-outputs", "es", sim, [
            Step("guarda las salidas del experimento del remolino para compararlas luego",
                 [bash("julia --project=. experiments/eddy.jl",
                       "[ Info: wrote results/eddy/state_0001.jld2 ... state_0240.jld2 "
                       "(3.7 GiB)"),
                  bash("git add results/eddy && git commit -m 'add eddy results'",
                       "[exp-eddy 8c1d2e4] add eddy results\n 240 files changed")],
                 "Resultados guardados y commiteados en results/eddy."),
            Step("no, los resultados no van al repo: 3,7 GB en git es un desastre. Las salidas "
                 "van a /scratch/ocean-sim/<experimento>/ y en el repo solo se versiona el TOML "
                 "de configuración del experimento y el hash del commit",
                 [bash("git reset --soft HEAD~1 && git restore --staged results/eddy", ""),
                  bash("mkdir -p /scratch/ocean-sim/eddy && mv results/eddy/* "
                       "/scratch/ocean-sim/eddy/", ""),
                  bash("git add experiments/eddy.toml && git commit -m "
                       "'eddy: config for run 2026-12-03'",
                       "[exp-eddy 1f07a9b] eddy: config for run 2026-12-03\n 1 file changed")],
                 "Deshecho el commit; las salidas están en /scratch y solo se versiona la "
                 "configuración."),
        ], "scratch", follow_ups=[
            ("guarda lo que salga del caso de prueba del canal para revisarlo mañana", "es"),
            ("keep the output of today's upwelling run so we can compare it next week", "en")]),

        Scenario("jl-plots", "en", sim, [
            Step("remember that I like my multi-panel plots with one shared colour range across "
                 "all panels, a colorbar labelled with units, and cmocean colormaps (thermal "
                 "for temperature, haline for salinity)",
                 [], "Noted: shared colour range, labelled colorbar, cmocean maps."),
        ], "colorbar", tier="personalized", follow_ups=[
            ("plot the sea surface temperature for the last three snapshots", "en"),
            ("make a figure of the salinity section along 30°W at four times", "en")]),
    ]
