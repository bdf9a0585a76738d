"""A twenty-first outside set of sessions that teach something, and the later requests that need it.

Written by hand by a writer who had not read the project's code, tests or other held-out sets'
rows, from the Scenario format alone (the Scenario dataclass and the imports above it, the Step
dataclass, the bash, edit and write helpers, and the module docstring, imports and first two
scenarios of the twentieth outside set for their layout), never used for tuning, and written
without reading how lessons are captured, stored or recalled. The list of earlier sets' project
kinds and languages was read only to pick new ones. Tiers were set by construction: a session
where the human corrects what the agent did in a tool call (or a claim it made about a tool's
output) is "procedural", one where the human only states how they like things before the agent
does anything is "personalized". Five invented projects of kinds absent from the earlier learning
sets: a Tauri 2 desktop app (Rust commands, Svelte 5 front-end, pnpm) in which a stamp-collecting
society catalogues its album pages, a ROS 2 workspace (colcon, rclpy nodes, launch files, rosdep,
QoS) for a vineyard's row-mowing robot, a Cloudflare Workers API (Hono, D1, wrangler, vitest pool
for workers) of a town's lost-property office, a C library built with Meson (WrapDB, meson test,
clang-format, sanitizers) that reads a weaving cooperative's loom drafts, and a Drupal 10 custom
module (DDEV, drush, composer, config sync, services, phpstan) of a youth football league's
fixtures.

30 sessions, six per project. In 20 the agent works (edits, commands with realistic output, or a
claim it makes) and then the human corrects it, sharply or mildly (a pasted error, "why did you
...?", "please never ...", a reminder of how the team does it); tier "procedural", four per
project. In 10 the human only states a personal preference before any work; tier "personalized",
two per project. 15 sessions are in English, the other 15 in Interlingua, Ido, Venetian, Sicilian,
Aragonese, Limburgish, Upper Sorbian, Papiamento, Tok Pisin, Crimean Tatar, Guarani, Chichewa,
Sanskrit, Cornish and Judeo-Spanish (Ladino) (one each). Each scenario has 3 follow-ups (90 in
all): requests from a later session that need the lesson while sharing few words with it; exactly
one per scenario is in the session's language, so 60 of the 90 are in another language (English
30 in all, 15 of them follow-ups of non-English sessions; each of the fifteen other languages 4
times, once in its own session and three times elsewhere). `expect` is one word the learned record
should contain, chosen where possible as a language-neutral technical token (a tool, a flag, a
file, a type, an identifier). All names, paths, hosts (under .example), numbers and outputs are
invented, the one credential-shaped value comes from a seeded PRNG; nothing is copied from a
public text. The writer is not a fluent speaker of most of the fifteen languages; some of those
sentences may read as a learner's.
"""

from __future__ import annotations

from learning_set import Scenario
from sessions import Step, bash, edit, write


def scenarios(base: str) -> list[Scenario]:
    ak = f"{base}/albumkeep"
    rm = f"{base}/rowmower"
    fi = f"{base}/foundit"
    wl = f"{base}/wifloom"
    lf = f"{base}/leaguefix"
    akr = f"{ak}/src-tauri"
    rms = f"{rm}/src"
    lfm = f"{lf}/web/modules/custom/league_fixtures"
    return [
        # ------------------------------------- Tauri 2 app: stamp society's album catalogue
        Scenario("tauri-csp", "en", ak, [
            Step("the album page thumbnails show up as broken images in the window. the scans "
                 "live in the user's Pictures/albumkeep folder, fix it",
                 [bash("pnpm tauri dev",
                       "     Running `target/debug/albumkeep`\n[Error] Refused to load the image "
                       "'file:///home/odile/Pictures/albumkeep/p014.jpg' because it violates the "
                       "following Content Security Policy directive: \"img-src 'self' asset: "
                       "http://asset.localhost\"."),
                  edit(f"{akr}/tauri.conf.json",
                       "\"csp\": \"default-src 'self'; img-src 'self' asset: "
                       "http://asset.localhost\"",
                       "\"csp\": null"),
                  bash("pnpm tauri dev",
                       "     Running `target/debug/albumkeep`\n[vite] page reload "
                       "src/routes/album/[id]/+page.svelte")],
                 "The thumbnails load now; I switched the CSP off in tauri.conf.json."),
            Step("no. turning the CSP off to get a few jpegs on screen opens the webview to "
                 "whatever a stamp description pasted from some auction site might inject. put "
                 "it back. local scans go through convertFileSrc() and the asset protocol, with "
                 "assetProtocol.scope limited to $PICTURE/albumkeep/**",
                 [edit(f"{akr}/tauri.conf.json", "\"csp\": null",
                       "\"csp\": \"default-src 'self'; img-src 'self' asset: "
                       "http://asset.localhost\""),
                  edit(f"{akr}/tauri.conf.json", "\"assetProtocol\": { \"enable\": false }",
                       "\"assetProtocol\": { \"enable\": true, \"scope\": "
                       "[\"$PICTURE/albumkeep/**\"] }"),
                  edit(f"{ak}/src/lib/Thumb.svelte", "src={'file://' + page.scanPath}",
                       "src={convertFileSrc(page.scanPath)}"),
                  bash("pnpm tauri dev",
                       "     Running `target/debug/albumkeep`\n[vite] hmr update "
                       "/src/lib/Thumb.svelte")],
                 "The CSP is restored; thumbnails load through convertFileSrc and the scoped "
                 "asset protocol."),
        ], "csp", tier="procedural", follow_ups=[
            ("the expertise certificates collectors attach as PDFs don't render in the viewer "
             "pane, sort that out", "en"),
            ("Le imagines del filigranas non appare in le fenestra del album; face que illos se "
             "monstra.", "ia"),
            ("La skanita imaji di la kuverti ne aparas en l'apliko; voluntez korektigar to.",
             "io")]),
        Scenario("tauri-pnpm", "ia", ak, [
            Step("Adde le bibliotheca date-fns al interfacie e usa lo pro formatar le datas de "
                 "emission in le lista de timbros.",
                 [bash("npm install date-fns",
                       "added 1 package, and audited 212 packages in 3s\n\n"
                       "found 0 vulnerabilities"),
                  edit(f"{ak}/src/lib/StampRow.svelte", "{stamp.issued}",
                       "{format(new Date(stamp.issued), 'd MMM yyyy')}")],
                 "date-fns es installate e le datas es formatate."),
            Step("Tu ha usate npm. Iste projecto usa pnpm: ora il ha un package-lock.json al "
                 "latere de pnpm-lock.yaml e le CI falle con ERR_PNPM_OUTDATED_LOCKFILE. Remove "
                 "package-lock.json e adde le dependentia con `pnpm add`.",
                 [bash("rm package-lock.json && pnpm add date-fns",
                       "Packages: +1\n+\ndependencies:\n+ date-fns 4.1.0\n\nDone in 1.8s"),
                  bash("git status --short",
                       " M package.json\n M pnpm-lock.yaml\n M src/lib/StampRow.svelte")],
                 "Facite con pnpm; package-lock.json es removite."),
        ], "pnpm", tier="procedural", follow_ups=[
            ("Nos ha besonio de un componente de calendario pro le datas del auctiones; "
             "installa un.", "ia"),
            ("pull in a charting package so the treasurer can see catalogue value per year",
             "en"),
            ("Mipela i laik wanpela samting bilong ritim ol QR kod long ol stamp; putim insait "
             "long projek.", "tpi")]),
        Scenario("tauri-camelcase", "en", ak, [
            Step("the Save page button does nothing. wire it to the save_page command in "
                 "src-tauri/src/pages.rs",
                 [edit(f"{ak}/src/routes/album/[id]/+page.svelte", "async function save() {}",
                       "async function save() {\n  await invoke('save_page', { page_id: page.id, "
                       "hinge_notes: notes });\n}"),
                  bash("pnpm tauri dev", "     Running `target/debug/albumkeep`")],
                 "Save now calls save_page with the page id and the hinge notes."),
            Step("it still doesn't save. the console says `Unhandled Promise Rejection: invalid "
                 "args `pageId` for command `save_page`: command save_page missing required key "
                 "pageId`. tauri expects the Rust snake_case parameters as camelCase keys on the "
                 "JS side unless the command says rename_all. pass { pageId, hingeNotes }.",
                 [edit(f"{ak}/src/routes/album/[id]/+page.svelte",
                       "{ page_id: page.id, hinge_notes: notes }",
                       "{ pageId: page.id, hingeNotes: notes }"),
                  bash("pnpm tauri dev",
                       "     Running `target/debug/albumkeep`\n[albumkeep] saved page 14 "
                       "(album 3)")],
                 "Fixed: the keys are camelCase and page 14 saves."),
        ], "camelCase", tier="procedural", follow_ups=[
            ("make the duplicate toggle call flag_duplicate over in the backend", "en"),
            ("Tàca el boton 'esporta album' al comando export_album_pdf che ze za in Rust.",
             "vec"),
            ("Fai ca u buttuni 'cancella pàggina' chiama u cumannu delete_page di Rust.",
             "scn")]),
        Scenario("tauri-bump", "io", ak, [
            Step("Ni publikigos la versiono 0.9.0 di la apliko. Augmentez la versiono.",
                 [edit(f"{ak}/package.json", "\"version\": \"0.8.3\"", "\"version\": \"0.9.0\""),
                  bash("git commit -am 'chore: 0.9.0'",
                       "[main 4be71c2] chore: 0.9.0\n 1 file changed, 1 insertion(+), "
                       "1 deletion(-)")],
                 "La versiono esas 0.9.0."),
            Step("To ne suficas. La instalilo prenas la versiono de src-tauri/tauri.conf.json, e "
                 "Cargo.toml havas ol anke, do la .msi ankore nomesas albumkeep_0.8.3_x64. Uzez "
                 "sempre `pnpm run bump 0.9.0`, qua chanjas la tri dosieri kune.",
                 [bash("pnpm run bump 0.9.0",
                       "> albumkeep@0.9.0 bump\n> node scripts/bump.mjs 0.9.0\n\n"
                       "package.json              0.9.0 (unchanged)\n"
                       "src-tauri/tauri.conf.json 0.8.3 -> 0.9.0\n"
                       "src-tauri/Cargo.toml      0.8.3 -> 0.9.0"),
                  bash("git commit --amend -a --no-edit",
                       "[main 9d0a3e7] chore: 0.9.0\n 3 files changed, 3 insertions(+), "
                       "3 deletions(-)")],
                 "Nun la tri dosieri havas 0.9.0."),
        ], "bump", tier="procedural", follow_ups=[
            ("Preparez la publikigo 1.0 por la kongreso di filatelisti.", "io"),
            ("we're cutting the 1.0 release for the society's AGM, get the numbers right", "en"),
            ("Yañı versiyanı (1.1.0) çıqarmaq içün azırla.", "crh")]),
        Scenario("tauri-thiserror", "en", ak, [
            Step("before you touch the Rust side: I like every command to return Result<T, "
                 "AppError>, where AppError is a thiserror enum that derives Serialize with a "
                 "kind tag, so the front-end can switch on error.kind. please never return "
                 "Result<T, String> or map_err(|e| e.to_string()).",
                 [],
                 "Understood: commands return Result<T, AppError>, a thiserror enum serialized "
                 "with a kind tag; no String errors."),
        ], "thiserror", tier="personalized", follow_ups=[
            ("let collectors import their CSV inventory, and show which lines couldn't be "
             "read", "en"),
            ("Fe un comando nuevo pa borrar un album, y que a interfaz sepa por qué ha fallau.",
             "an"),
            ("Maak e commando wat de scans nao de backupsjief kopieert, en laot zien wat d'r "
             "misgoong.", "li")]),
        Scenario("tauri-runes", "vec", ak, [
            Step("Prima de scominsiar: in sto projeto vojo i componenti Svelte 5 co le runes "
                 "($state, $derived, $props). No sta doparar i store de svelte/store né "
                 "`export let`.",
                 [],
                 "Capìo: runes ($state, $derived, $props), gnente store né export let."),
        ], "runes", tier="personalized", follow_ups=[
            ("Fa un pannel che mostra quanti timbri ghe manca par finir ogni serie.", "vec"),
            ("make a little filter bar that remembers the selected country while you browse "
             "albums", "en"),
            ("Ejapo peteĩ componente ohechaukáva mboy estampilla oĩ peteĩteĩ álbum-pe.",
             "gn")]),
        # ------------------------------------------ ROS 2 workspace: vineyard row-mowing robot
        Scenario("ros-symlink", "en", rm, [
            Step("the mower should stop 40 cm before the end post instead of 25. change the "
                 "margin in the row follower",
                 [edit(f"{rms}/rowmower_nav/rowmower_nav/row_follower.py",
                       "self.declare_parameter('end_margin_m', 0.25)",
                       "self.declare_parameter('end_margin_m', 0.40)"),
                  bash("colcon build",
                       "Starting >>> rowmower_msgs\nFinished <<< rowmower_msgs [6.02s]\n"
                       "Starting >>> rowmower_nav\nFinished <<< rowmower_nav [2.87s]\n"
                       "Starting >>> rowmower_bringup\nFinished <<< rowmower_bringup [0.94s]\n\n"
                       "Summary: 3 packages finished [9.40s]"),
                  bash("ros2 launch rowmower_bringup follow_row.launch.py",
                       "[row_follower-1] [INFO] [row_follower]: end_margin_m=0.40")],
                 "The mower now stops 40 cm before the end post."),
            Step("you built without --symlink-install. install/ is now full of copies instead of "
                 "links, so the next python or yaml change (Ravi just edited the headland "
                 "params) won't show until someone rebuilds. in this workspace it's always "
                 "`colcon build --symlink-install`.",
                 [bash("rm -rf build install && colcon build --symlink-install",
                       "Starting >>> rowmower_msgs\n...\nSummary: 3 packages finished [8.95s]"),
                  bash("ls -l install/rowmower_nav/lib/python3.12/site-packages/rowmower_nav/"
                       "row_follower.py",
                       "lrwxrwxrwx 1 ravi ravi 66 Mar 11 09:14 .../row_follower.py -> "
                       "/home/ravi/rowmower/src/rowmower_nav/rowmower_nav/row_follower.py")],
                 "Rebuilt with --symlink-install; install/ links to the sources again."),
        ], "symlink-install", tier="procedural", follow_ups=[
            ("I adjusted how tightly the mower turns at a row end in the node code; get that "
             "into place so I can try it in the sim", "en"),
            ("Sym změnił kód za wobroćenje na kóncu rjada; přihotuj wšitko, zo bych to w "
             "simulaciji wupruwował.", "hsb"),
            ("Mi a kambia e kódigo di e sensor di yerba; prepará tur kos pa mi por purba "
             "esaki.", "pap")]),
        Scenario("ros-rosdep", "scn", rm, [
            Step("U nodu ca fa a mappa dî filara havi bisognu di shapely pi calcolari i "
                 "pulìguni. Mèttilu.",
                 [bash("pip install shapely",
                       "Collecting shapely\n  Downloading shapely-2.0.6-cp312-cp312-"
                       "manylinux_2_17_x86_64.whl (2.5 MB)\nSuccessfully installed "
                       "shapely-2.0.6"),
                  edit(f"{rms}/rowmower_nav/rowmower_nav/row_map.py", "import numpy as np",
                       "import numpy as np\nfrom shapely.geometry import Polygon")],
                 "Shapely è installatu e row_map.py u usa."),
            Step("Accussì funziona sulu ntâ tò màchina. Supra u robot nuddu fa `pip install`. I "
                 "dipinnenzi vannu ntô package.xml (`<exec_depend>python3-shapely</exec_depend>`)"
                 " e poi si fa `rosdep install --from-paths src -y --ignore-src`.",
                 [bash("pip uninstall -y shapely", "Successfully uninstalled shapely-2.0.6"),
                  edit(f"{rms}/rowmower_nav/package.xml",
                       "<exec_depend>python3-numpy</exec_depend>",
                       "<exec_depend>python3-numpy</exec_depend>\n  "
                       "<exec_depend>python3-shapely</exec_depend>"),
                  bash("rosdep install --from-paths src -y --ignore-src",
                       "executing command [sudo -H apt-get install -y python3-shapely]\n...\n"
                       "#All required rosdeps installed successfully")],
                 "Ora shapely è ntô package.xml e rosdep u nstallau."),
        ], "rosdep", tier="procedural", follow_ups=[
            ("Ni servi na libbrarìa pi leggiri i file GPX dô vignitu; mèttila ntô prugettu.",
             "scn"),
            ("the slope estimator wants scipy for its filter, add it", "en"),
            ("Tikufuna laibulale yowerenga mafayilo a GeoJSON a munda; iwonjezereni ku "
             "pulojekiti.", "ny")]),
        Scenario("ros-remap", "en", rm, [
            Step("the blade controller should listen to the new /mower/blade_cmd topic that the "
                 "safety supervisor publishes",
                 [edit(f"{rms}/rowmower_nav/rowmower_nav/blade_ctrl.py",
                       "self.create_subscription(BladeCmd, 'blade_cmd', self.on_cmd, 10)",
                       "self.create_subscription(BladeCmd, '/mower/blade_cmd', self.on_cmd, 10)"),
                  bash("ros2 topic info /mower/blade_cmd",
                       "Type: rowmower_msgs/msg/BladeCmd\nPublisher count: 1\n"
                       "Subscription count: 1")],
                 "blade_ctrl now subscribes to /mower/blade_cmd."),
            Step("please don't hard-code absolute topic names inside a node. nodes use relative "
                 "names ('blade_cmd') and the wiring happens in the launch file with "
                 "remappings=[('blade_cmd', '/mower/blade_cmd')]. otherwise we can't run two "
                 "mowers under different namespaces.",
                 [edit(f"{rms}/rowmower_nav/rowmower_nav/blade_ctrl.py", "'/mower/blade_cmd'",
                       "'blade_cmd'"),
                  edit(f"{rms}/rowmower_bringup/launch/mower.launch.py",
                       "executable='blade_ctrl',",
                       "executable='blade_ctrl',\n            remappings=[('blade_cmd', "
                       "'/mower/blade_cmd')],"),
                  bash("ros2 topic info /mower/blade_cmd",
                       "Type: rowmower_msgs/msg/BladeCmd\nPublisher count: 1\n"
                       "Subscription count: 1")],
                 "The node uses the relative name again and the launch file remaps it."),
        ], "remappings", tier="procedural", follow_ups=[
            ("the battery monitor should read from the new power board's /pb2/cells topic",
             "en"),
            ("Nod bilong lukautim win i mas kisim tok long nupela topik /weather/gust; "
             "stretim.", "tpi"),
            ("Tekerlek tezligi düğümü yañı /drive/odom_fused mevzusını diñlesin.", "crh")]),
        Scenario("ros-qos", "an", rm, [
            Step("O nodo d'obstaclos no recibe cosa d'o lidar. Fe-lo funcionar.",
                 [bash("ros2 topic echo /scan --once",
                       "header:\n  stamp:\n    sec: 1789212044\n  frame_id: laser\n"
                       "ranges: [2.31, 2.29, 2.30, ...]"),
                  bash("ros2 run rowmower_nav obstacle_stop",
                       "[INFO] [obstacle_stop]: waiting for scan ...\n[WARN] [obstacle_stop]: "
                       "New publisher discovered on topic '/scan', offering incompatible QoS. "
                       "No messages will be received from it. Last incompatible policy: "
                       "RELIABILITY"),
                  edit(f"{rms}/rowmower_bringup/config/lidar.yaml", "reliability: best_effort",
                       "reliability: reliable")],
                 "He cambiau o lidar a 'reliable' y agora o nodo recibe os datos."),
            Step("No, no tocar o driver d'o lidar: con 'reliable' a 15 Hz en a wifi d'o vinyero "
                 "se bloqueya tot. Os subscriptors de sensors han d'usar "
                 "`qos_profile_sensor_data` (best effort). Torna lidar.yaml como yera y cambia o "
                 "subscriptor.",
                 [edit(f"{rms}/rowmower_bringup/config/lidar.yaml", "reliability: reliable",
                       "reliability: best_effort"),
                  edit(f"{rms}/rowmower_nav/rowmower_nav/obstacle_stop.py",
                       "LaserScan, 'scan', self.on_scan, 10)",
                       "LaserScan, 'scan', self.on_scan, qos_profile_sensor_data)"),
                  bash("ros2 run rowmower_nav obstacle_stop",
                       "[INFO] [obstacle_stop]: receiving scan at 14.9 Hz")],
                 "Feito: lidar.yaml como yera, o subscriptor con qos_profile_sensor_data."),
        ], "qos_profile_sensor_data", tier="procedural", follow_ups=[
            ("Fe un nodo nuevo que leiga a camara de l'alto pa contar as cepas.", "an"),
            ("write a node that takes the IMU stream and flags when the mower tilts past 20 "
             "degrees", "en"),
            ("GPS-यन्त्रस्य सन्देशान् गृह्णातु इति नूतनं नोडं रचय।", "sa")]),
        Scenario("ros-params", "li", rm, [
            Step("Veurdets te begins: alle parameters van de nodes wil ich in config/params.yaml "
                 "höbbe, neet as standaardwaerdes verstoch in de Python-code. De launch-file "
                 "laadt dat bestand.",
                 [],
                 "Good: parameters in config/params.yaml, de launch-file laadt 't, gein "
                 "standaardwaerdes in de code."),
        ], "params.yaml", tier="personalized", follow_ups=[
            ("Maak de snelheid van 't maaie in de bochte insjtelbaar.", "li"),
            ("make the grass height the blade aims for adjustable per vineyard block", "en"),
            ("Gwra may hallo an devnydhyer chanjya an toth ughella a'n jynn.", "kw")]),
        Scenario("ros-xml", "en", rm, [
            Step("one thing first: I want launch files written in XML (.launch.xml), not Python. "
                 "the vineyard staff can read and diff them. only fall back to a Python launch "
                 "file if XML really can't express it.",
                 [],
                 "Noted: launch files in XML unless XML can't express it."),
        ], "XML", tier="personalized", follow_ups=[
            ("set up a bringup that starts the lidar, the row follower and the blade controller "
             "together", "en"),
            ("Ejapo peteĩ mba'e omoñepyrũva GPS ha cámara oñondive.", "gn"),
            ("Konzani njira yoyambitsira masensa onse a makina nthawi imodzi.", "ny")]),
        # ------------------------------ Cloudflare Workers + Hono + D1: town lost-property office
        Scenario("cf-remote", "en", fi, [
            Step("add a handed_over_at column to items so the counter staff can record when "
                 "something went back to its owner",
                 [write(f"{fi}/migrations/0007_handed_over_at.sql",
                        "ALTER TABLE items ADD COLUMN handed_over_at TEXT;\n"),
                  bash("npx wrangler d1 migrations apply foundit-db --remote",
                       "Migrations to be applied:\n│ 0007_handed_over_at.sql │\n? About to apply "
                       "1 migration(s)\nYour database may not be available to serve requests "
                       "during the migration, continue? › yes\n🌀 Executing on remote database "
                       "foundit-db (3c1e9a52-77d0-4b1e-9f2a-0d5e61b8c4aa):\n"
                       "✅ Applied 1 migration(s)")],
                 "Column added; migration 0007 is applied."),
            Step("you applied it to the production database. the counter app in the town hall "
                 "runs on that one and the code that fills the column isn't deployed yet. while "
                 "you work, migrations only go to the local database (`--local`); --remote "
                 "happens from the deploy workflow, never from your shell.",
                 [bash("npx wrangler d1 migrations apply foundit-db --local",
                       "🌀 Executing on local database foundit-db from .wrangler/state/v3/d1\n"
                       "✅ Applied 1 migration(s)"),
                  bash("npx wrangler d1 migrations list foundit-db --remote",
                       "✅ No migrations to apply!")],
                 "Applied locally as well. Production already has 0007 (a nullable column "
                 "nothing reads yet); I won't run --remote again."),
        ], "remote", tier="procedural", follow_ups=[
            ("we need an index on items.found_on so the date search stops timing out", "en"),
            ("वस्तूनां सारण्यां 'colour' इति नूतनः स्तम्भः योजनीयः।", "sa"),
            ("Res yw dhyn moos nowydh rag an tylleryow may feu trovys an traow.", "kw")]),
        Scenario("cf-secret", "hsb", fi, [
            Step("Worker ma mejlki přez słužbu Postwyn słać, hdyž so namakana wěc k wopisanju "
                 "hodźi. Kluč API je fl_zu1p8gyAEzYgVbKD6UtyE8RuGFMe75u1, zapisaj jón.",
                 [edit(f"{fi}/wrangler.toml", "[vars]\nMAIL_FROM = \"zbytki@foundit.example\"",
                       "[vars]\nMAIL_FROM = \"zbytki@foundit.example\"\nFOUNDIT_MAIL_KEY = "
                       "\"fl_zu1p8gyAEzYgVbKD6UtyE8RuGFMe75u1\""),
                  edit(f"{fi}/src/notify.ts", "// TODO send mail",
                       "await sendMail(c.env.FOUNDIT_MAIL_KEY, owner, item);"),
                  bash("git commit -am 'mail notifications'",
                       "[main 71d0c4e] mail notifications\n 2 files changed, 24 insertions(+)")],
                 "Kluč je we wrangler.toml a notify.ts jón wužiwa."),
            Step("Ně! wrangler.toml je w repozitoriju, nětko je kluč w historiji. Tajne hódnoty "
                 "ženje do [vars]: lokalnje do .dev.vars (je w .gitignore), w produkciji z "
                 "`wrangler secret put FOUNDIT_MAIL_KEY`. Wotstroń jón a změń commit, prjedy hač "
                 "něchtó pushuje.",
                 [edit(f"{fi}/wrangler.toml",
                       "\nFOUNDIT_MAIL_KEY = \"fl_zu1p8gyAEzYgVbKD6UtyE8RuGFMe75u1\"", ""),
                  write(f"{fi}/.dev.vars",
                        "FOUNDIT_MAIL_KEY=fl_zu1p8gyAEzYgVbKD6UtyE8RuGFMe75u1\n"),
                  bash("git commit --amend -a --no-edit && git show --stat HEAD",
                       "commit 2e90b5f\n    mail notifications\n\n src/notify.ts  | 22 ++++\n "
                       "wrangler.toml  |  1 +\n 2 files changed, 23 insertions(+)"),
                  bash("npx wrangler secret put FOUNDIT_MAIL_KEY",
                       "✔ Enter a secret value: … ********************************\n🌀 Creating "
                       "the secret for the Worker \"foundit\"\n✨ Success! Uploaded secret "
                       "FOUNDIT_MAIL_KEY")],
                 "Kluč je nětko jenož w .dev.vars a jako secret workera; commit je změnjeny."),
        ], "secret", tier="procedural", follow_ups=[
            ("Chcemy tež SMS přez słužbu Telepont słać; jich token dóstanješ wote mnje, "
             "zaswjaž to do workera.", "hsb"),
            ("hook the worker up to the Mapmoor geocoding API, I'll paste you the access token",
             "en"),
            ("Keremos embiar avizos por Telegram; te do el token del bot, metelo en el worker.",
             "lad")]),
        Scenario("cf-vitest", "en", fi, [
            Step("write tests for the GET /items/search endpoint",
                 [write(f"{fi}/test/search.test.ts",
                        "import { expect, test } from 'vitest';\n\ntest('search by colour', "
                        "async () => {\n  const res = await fetch('http://localhost:8787/items/"
                        "search?colour=red');\n  expect(res.status).toBe(200);\n});\n"),
                  bash("npx vitest run",
                       " FAIL  test/search.test.ts > search by colour\nTypeError: fetch failed\n"
                       "  cause: Error: connect ECONNREFUSED 127.0.0.1:8787"),
                  bash("(npx wrangler dev &) && sleep 5 && npx vitest run",
                       " ✓ test/search.test.ts (1)\n Test Files  1 passed (1)")],
                 "The tests pass with wrangler dev running in the background."),
            Step("that test needs a dev server on 8787 and reads whatever is in your local D1. "
                 "CI has neither. we test inside the workers runtime with "
                 "@cloudflare/vitest-pool-workers: `import { SELF, env } from 'cloudflare:test'`, "
                 "seed D1 in the test, call SELF.fetch(...). vitest.config.ts is already set up "
                 "for it.",
                 [bash("kill $(lsof -t -i :8787)", ""),
                  write(f"{fi}/test/search.test.ts",
                        "import { SELF, env } from 'cloudflare:test';\nimport { beforeAll, "
                        "expect, test } from 'vitest';\n\nbeforeAll(async () => {\n  await "
                        "env.DB.prepare(\"INSERT INTO items (id, colour, found_on) VALUES "
                        "(1, 'red', '2026-10-02')\").run();\n});\n\ntest('search by colour', "
                        "async () => {\n  const res = await SELF.fetch('https://foundit.example/"
                        "items/search?colour=red');\n  expect(res.status).toBe(200);\n});\n"),
                  bash("npx vitest run",
                       " ✓ test/search.test.ts (3 tests) 212ms\n Test Files  1 passed (1)")],
                 "Rewritten with SELF.fetch inside the workers pool; 3 tests pass."),
        ], "vitest-pool-workers", tier="procedural", follow_ups=[
            ("cover the POST /claims route with tests, including the case where the item was "
             "already handed over", "en"),
            ("Eskrive provas para la ruta ke krea un muevo objeto topado.", "lad"),
            ("Scribe provas pro le route que cerca objectos per data.", "ia")]),
        Scenario("cf-nodecompat", "pap", fi, [
            Step("E fotonan di e kosnan hañá mester bini komo base64 den e respuesta JSON. Hasi "
                 "esei.",
                 [edit(f"{fi}/src/routes/photos.ts", "return c.json({ id })",
                       "return c.json({ id, data: Buffer.from(bytes).toString('base64') })"),
                  edit(f"{fi}/wrangler.toml", "compatibility_flags = []",
                       "compatibility_flags = [\"nodejs_compat\"]"),
                  bash("npx wrangler dev",
                       "⎔ Starting local server...\n[wrangler:inf] Ready on "
                       "http://localhost:8787")],
                 "Mi a usa Buffer i a pone nodejs_compat; e ta traha."),
            Step("Nò, nos no ta pone `nodejs_compat` pa un kos asina chikitu: e ta hasi e worker "
                 "mas grandi i e ta kambia e manera ku e bundle ta wòrdu traha. Usa e API di web "
                 "(`btoa`, `Uint8Array`) ku nos tin den src/lib/b64.ts. Kita e flag.",
                 [edit(f"{fi}/wrangler.toml", "compatibility_flags = [\"nodejs_compat\"]",
                       "compatibility_flags = []"),
                  edit(f"{fi}/src/routes/photos.ts", "Buffer.from(bytes).toString('base64')",
                       "toBase64(bytes)"),
                  bash("npx wrangler deploy --dry-run --outdir dist",
                       "Total Upload: 41.27 KiB / gzip: 11.03 KiB\n--dry-run: exiting now.")],
                 "E flag a bai; photos.ts ta usa toBase64 di src/lib/b64.ts."),
        ], "nodejs_compat", tier="procedural", follow_ups=[
            ("Nos mester kalkulá un hash SHA-256 di kada potret pa haña dublikado.", "pap"),
            ("we need to compress the JSON export of the weekly list before it's emailed", "en"),
            ("Nos debe generar identificatores aleatori pro le etiquettas del objectos.",
             "ia")]),
        Scenario("cf-zod", "tpi", fi, [
            Step("Pastaim, bipo yu stat: olgeta bodi bilong ol rikues i mas go long "
                 "@hono/zod-validator wantaim wanpela zod skima. Mi no laikim ol check yu raitim "
                 "long han wantaim ol if.",
                 [],
                 "Orait: olgeta bodi i go long zValidator wantaim zod skima, i no gat check long "
                 "han."),
        ], "zod", tier="personalized", follow_ups=[
            ("Mekim nupela rut bilong ol manmeri i ken ripotim samting i lus.", "tpi"),
            ("add an endpoint where the bus company can bulk-upload the things left on their "
             "buses", "en"),
            ("Kreez finpunto por ke l'uzero povez chanjar la deskripto di objekto.", "io")]),
        Scenario("cf-bind", "en", fi, [
            Step("before any code: for D1 I want plain SQL with prepared statements, "
                 "env.DB.prepare(...).bind(...). no ORM, no query builder, and never build SQL "
                 "by string concatenation or template literals.",
                 [],
                 "Understood: prepared statements with .bind(), no ORM or builder, no string-built "
                 "SQL."),
        ], "bind", tier="personalized", follow_ups=[
            ("list the items found at a given station between two dates", "en"),
            ("Montrez la objekti quin nulu demandis dum plu kam 90 dii.", "io"),
            ("Conta quanti ogeti ze stai trovai in ogni linea del tram sto mese.", "vec")]),
        # ------------------------------------- Meson C library: weaving cooperative's drafts
        Scenario("meson-test", "en", wl, [
            Step("the treadling parser crashes on drafts with more than 24 treadles, fix it and "
                 "run the test",
                 [edit(f"{wl}/src/treadling.c", "uint8_t treadles[24];",
                       "uint8_t treadles[WL_MAX_TREADLES];"),
                  bash("ninja -C build && ./build/tests/test_treadling",
                       "[12/12] Linking target tests/test_treadling\nok 1 - parses 8-shaft "
                       "twill\nok 2 - parses 32 treadles\n1..2")],
                 "Fixed; test_treadling passes."),
            Step("running one binary by hand isn't running the tests. `meson test -C build "
                 "--print-errorlogs` runs the whole suite with MALLOC_PERTURB_ and the suite's "
                 "timeouts, and prints the log of whatever fails. test_liftplan has been failing "
                 "since your change.",
                 [bash("meson test -C build --print-errorlogs",
                       "1/6 wifloom:parse / test_header      OK              0.01s\n"
                       "2/6 wifloom:parse / test_treadling   OK              0.01s\n"
                       "3/6 wifloom:parse / test_liftplan    FAIL            0.02s   killed by "
                       "signal 6 SIGABRT\n...\nnot ok 3 - liftplan row 25\ntest_liftplan: "
                       "../src/liftplan.c:88: wl_liftplan_row: Assertion `row < 24' failed.\n"
                       "...\nOk:                 5\nFail:               1"),
                  edit(f"{wl}/src/liftplan.c", "assert(row < 24);",
                       "assert(row < WL_MAX_TREADLES);"),
                  bash("meson test -C build --print-errorlogs",
                       "...\nOk:                 6\nFail:               0")],
                 "The liftplan assertion had the same limit; all 6 tests pass now."),
        ], "print-errorlogs", tier="procedural", follow_ups=[
            ("I changed the colour table reader, make sure nothing else broke", "en"),
            ("Aju canciatu u còdici ca leggi i culura dî fila; talìa si tuttu funziona ancora.",
             "scn"),
            ("He cambiau a funcion que leye o tieso; comprueba que tot siga funcionando.",
             "an")]),
        Scenario("meson-snprintf", "crh", wl, [
            Step("Örnekniñ adını (title) çıqış faylınıñ başlığına yaz.",
                 [edit(f"{wl}/src/export.c", "/* header */",
                       "char hdr[128];\nsprintf(hdr, \"; %s (%d shafts)\\n\", d->title, "
                       "d->shafts);\nstrcpy(out->title, d->title);"),
                  bash("ninja -C build", "[3/3] Linking target libwifloom.so.0.4.1")],
                 "Başlıqqa ad yazıla."),
            Step("Bu proyektte `sprintf` ve `strcpy` yasaq: WIF faylındaki title uzun olsa, hdr "
                 "taşa. Er vaqıt `snprintf` ve bizim `wl_strlcpy` qullan. CI'de "
                 "scripts/banned.sh bularnı tapa.",
                 [edit(f"{wl}/src/export.c",
                       "sprintf(hdr, \"; %s (%d shafts)\\n\", d->title, d->shafts);\n"
                       "strcpy(out->title, d->title);",
                       "snprintf(hdr, sizeof hdr, \"; %s (%d shafts)\\n\", d->title, "
                       "d->shafts);\nwl_strlcpy(out->title, d->title, sizeof out->title);"),
                  bash("./scripts/banned.sh", "ok: no banned functions in src/"),
                  bash("meson test -C build", "...\nOk:                 6\nFail:               0")],
                 "snprintf ve wl_strlcpy qullanıla; banned.sh ve testler keçe."),
        ], "snprintf", tier="procedural", follow_ups=[
            ("Renk adlarını tekst faylına çıqarğan funktsiya yaz.", "crh"),
            ("write the function that builds the human-readable summary line for each draft",
             "en"),
            ("Scrivi la funsion che mete insieme el nome del file de esportasion co la data.",
             "vec")]),
        Scenario("meson-wrap", "en", wl, [
            Step("we need zlib to read the compressed .wifz files",
                 [bash("curl -LO https://mirror.wifloom.example/zlib-1.3.1.tar.gz && tar xf "
                       "zlib-1.3.1.tar.gz -C third_party/", ""),
                  edit(f"{wl}/meson.build", "subdir('src')",
                       "zlib_inc = include_directories('third_party/zlib-1.3.1')\n"
                       "subdir('third_party/zlib-1.3.1')\nsubdir('src')"),
                  bash("ninja -C build", "[61/61] Linking target libwifloom.so.0.4.1")],
                 "zlib is vendored in third_party and the library builds with it."),
            Step("please don't vendor tarballs into third_party. dependencies come from WrapDB: "
                 "`meson wrap install zlib`, then `dependency('zlib', fallback: ['zlib', "
                 "'zlib_dep'])`, so distro builds use the system zlib and the rest of us get the "
                 "wrap.",
                 [bash("rm -rf third_party/zlib-1.3.1 zlib-1.3.1.tar.gz && meson wrap install "
                       "zlib", "Installed zlib version 1.3.1 revision 1"),
                  edit(f"{wl}/meson.build",
                       "zlib_inc = include_directories('third_party/zlib-1.3.1')\n"
                       "subdir('third_party/zlib-1.3.1')\n",
                       "zlib_dep = dependency('zlib', fallback: ['zlib', 'zlib_dep'])\n"),
                  bash("meson setup --reconfigure build && ninja -C build",
                       "Run-time dependency zlib found: YES 1.3\n...\n[14/14] Linking target "
                       "libwifloom.so.0.4.1")],
                 "zlib comes from subprojects/zlib.wrap now, with the system one preferred."),
        ], "wrap", tier="procedural", follow_ups=[
            ("pull in a JSON library so we can also export drafts for the web gallery", "en"),
            ("Veer höbbe e bibliotheek nudig um PNG-plaetjes van 't weefpatroon te make.",
             "li"),
            ("Trjebamy knihownju za čitanje XML-datajow ze stareho programa.", "hsb")]),
        Scenario("meson-clangformat", "gn", wl, [
            Step("Emoĩporã pe función oipapáva mboy lizo oĩ, ha upéi emopotĩ código estilo.",
                 [edit(f"{wl}/src/shafts.c", "for (i = 0; i <= n; i++)",
                       "for (i = 0; i < n; i++)"),
                  bash("clang-format -i $(git ls-files '*.c' '*.h')", ""),
                  bash("git diff --stat",
                       " 41 files changed, 612 insertions(+), 587 deletions(-)")],
                 "Oñemoĩporã ha opa código oñemopotĩ."),
            Step("Ndaha'éi upéicha! Reformateaite 41 archivo, ndaikatúi ahecha mba'épa "
                 "remoambue. Ñande roformatea umi línea remoambuéva añoite: `git clang-format`. "
                 "Eheja ambue archivo ha ejapo jey.",
                 [bash("git checkout -- .", ""),
                  edit(f"{wl}/src/shafts.c", "for (i = 0; i <= n; i++)",
                       "for (i = 0; i < n; i++)"),
                  bash("git add src/shafts.c && git clang-format",
                       "changed files:\n    src/shafts.c"),
                  bash("git diff --cached --stat",
                       " src/shafts.c | 13 +++++++++----\n 1 file changed, 9 insertions(+), "
                       "4 deletions(-)")],
                 "Ko'ág̃a shafts.c añoite oñemoambue."),
        ], "clang-format", tier="procedural", follow_ups=[
            ("Ejapo peteĩ función pyahu omoambuéva umi color RGB-pe.", "gn"),
            ("tidy up the style of the tie-up reader you just rewrote before I review it", "en"),
            ("Metti a postu u stili dô còdici ca scrivisti pî pettini.", "scn")]),
        Scenario("meson-status", "en", wl, [
            Step("a preference before you start on the library: functions report failure by "
                 "returning an `enum wl_status` and hand results back through out-parameters. "
                 "nothing in libwifloom may call abort(), exit() or print to stderr; the loom "
                 "controller app decides what to do.",
                 [],
                 "Understood: enum wl_status returns, out-parameters, no abort/exit/stderr in "
                 "the library."),
        ], "wl_status", tier="personalized", follow_ups=[
            ("add a reader for the optional [NOTES] section, some drafts have it malformed",
             "en"),
            ("Traha un funshon ku ta lesa e tabla di kolónan i ta bisa si algu ta robes.",
             "pap"),
            ("Raitim wanpela fanksen bilong ritim hap [WARP] na tokim mipela taim i gat rong.",
             "tpi")]),
        Scenario("meson-sanitize", "ny", wl, [
            Step("Musanayambe: ndikufuna kuti mayeso onse amangidwe ndi "
                 "`-Db_sanitize=address,undefined` mu build yoyesera. Musagwiritse ntchito "
                 "build ya release poyesa.",
                 [],
                 "Chabwino: mayeso amangidwa ndi b_sanitize=address,undefined."),
        ], "b_sanitize", tier="personalized", follow_ups=[
            ("Lembani mayeso a ntchito yowerenga mitundu ya ulusi.", "ny"),
            ("set up a build directory for testing the new weft-density code", "en"),
            ("Prepara un directorio de compilación pa prebar o codigo nuevo d'a trama.",
             "an")]),
        # ------------------------------------ Drupal 10 module: youth football league fixtures
        Scenario("drupal-cex", "en", lf, [
            Step("add a Pitch surface field (grass / 3G / 4G) to the Venue content type",
                 [bash("ddev drush field:create node.venue --field-name=field_pitch_surface "
                       "--field-type=list_string --field-label='Pitch surface' --cardinality=1",
                       " [success] Successfully created field 'field_pitch_surface' on node "
                       "type with bundle 'venue'"),
                  bash("ddev drush cr", " [success] Cache rebuild complete.")],
                 "The Venue type now has a Pitch surface field."),
            Step("it exists in your local database and nowhere else. the next `drush deploy` on "
                 "staging won't know about it, and my next `drush cim` will delete it. after any "
                 "config change: `ddev drush cex -y` and commit config/sync.",
                 [bash("ddev drush cex -y",
                       " Collection  Config                                        Operation\n"
                       "             field.storage.node.field_pitch_surface        Create\n"
                       "             field.field.node.venue.field_pitch_surface    Create\n"
                       "             core.entity_form_display.node.venue.default   Update\n"
                       "             core.entity_view_display.node.venue.default   Update\n"
                       " [success] Configuration successfully exported to ../config/sync."),
                  bash("git add config/sync && git status --short",
                       "A  config/sync/field.field.node.venue.field_pitch_surface.yml\n"
                       "A  config/sync/field.storage.node.field_pitch_surface.yml\n"
                       "M  config/sync/core.entity_form_display.node.venue.default.yml\n"
                       "M  config/sync/core.entity_view_display.node.venue.default.yml")],
                 "Exported and staged the four config files."),
        ], "cex", tier="procedural", follow_ups=[
            ("add a referee-grade taxonomy with the four grades the county uses", "en"),
            ("Oyun içerik tipine 'Hakem notu' degen yañı meydan qoş.", "crh"),
            ("Emoĩ peteĩ rol pyahu entrenador-kuérape g̃uarã sitio-pe.", "gn")]),
        Scenario("drupal-composer", "sa", lf, [
            Step("webform इति मॉड्यूलस्य सुरक्षा-परिष्कारं स्थापय।",
                 [bash("ddev composer update",
                       "Loading composer repositories with package information\nUpdating "
                       "dependencies\nLock file operations: 0 installs, 37 updates, 0 removals\n"
                       "  - Upgrading drupal/core (10.3.6 => 10.3.10)\n  - Upgrading "
                       "drupal/webform (6.2.7 => 6.2.9)\n  - Upgrading symfony/http-kernel "
                       "(v6.4.12 => v6.4.15)\n  ..."),
                  bash("ddev drush updb -y", " [success] No pending updates.")],
                 "webform 6.2.9 स्थापितम्।"),
            Step("त्वया सर्वाः ३७ packages परिवर्तिताः, core अपि। एकस्य मॉड्यूलस्य कृते केवलं "
                 "`composer update drupal/webform --with-dependencies` चालय। composer.lock "
                 "प्रत्यावर्तय पुनः कुरु च।",
                 [bash("git checkout composer.lock && ddev composer install",
                       "Installing dependencies from lock file (including require-dev)\n...\n"
                       "  - Downgrading drupal/core (10.3.10 => 10.3.6)\n  ..."),
                  bash("ddev composer update drupal/webform --with-dependencies",
                       "Lock file operations: 0 installs, 1 update, 0 removals\n  - Upgrading "
                       "drupal/webform (6.2.7 => 6.2.9)")],
                 "केवलं webform परिवर्तितम्।"),
        ], "with-dependencies", tier="procedural", follow_ups=[
            ("pathauto इत्यस्य नूतनं संस्करणम् आवश्यकम्।", "sa"),
            ("there's a fix in the latest paragraphs release we need, get it in", "en"),
            ("D'r is e nuje versie van de token-module mit 'ne fix; zet dae d'rin.", "li")]),
        Scenario("drupal-di", "en", lf, [
            Step("the fixture generator needs the current date and the league settings; wire "
                 "them into FixtureBuilder",
                 [edit(f"{lfm}/src/FixtureBuilder.php",
                       "public function build(int $season): array {",
                       "public function build(int $season): array {\n    $now = "
                       "\\Drupal::time()->getRequestTime();\n    $cfg = "
                       "\\Drupal::config('league_fixtures.settings');"),
                  bash("ddev drush league:fixtures 2027 --dry-run",
                       "Round 1: Harwick Colts U11 v Tamsley Rovers U11 (Sat 4 Sep)\n...\n"
                       "22 rounds, 132 fixtures (dry run)")],
                 "FixtureBuilder now reads the request time and league_fixtures.settings."),
            Step("FixtureBuilder is a service, so no \\Drupal:: calls inside it; that's why its "
                 "kernel test can't swap the clock. inject them: add @datetime.time and "
                 "@config.factory to its arguments in league_fixtures.services.yml and take "
                 "TimeInterface and ConfigFactoryInterface in the constructor.",
                 [edit(f"{lfm}/league_fixtures.services.yml",
                       "arguments: ['@entity_type.manager']",
                       "arguments: ['@entity_type.manager', '@datetime.time', "
                       "'@config.factory']"),
                  edit(f"{lfm}/src/FixtureBuilder.php",
                       "public function __construct(private EntityTypeManagerInterface $etm) {}",
                       "public function __construct(\n    private EntityTypeManagerInterface "
                       "$etm,\n    private TimeInterface $time,\n    private "
                       "ConfigFactoryInterface $configFactory,\n  ) {}"),
                  bash("ddev exec vendor/bin/phpunit web/modules/custom/league_fixtures/tests/"
                       "src/Kernel/FixtureBuilderTest.php",
                       "PHPUnit 10.5.38 by Sebastian Bergmann and contributors.\n\n.......\n\n"
                       "OK (7 tests, 31 assertions)")],
                 "Both are injected through services.yml; the kernel test passes."),
        ], "services.yml", tier="procedural", follow_ups=[
            ("the referee allocator should email officials via the mail manager", "en"),
            ("Chogawira masewera chikufunika kudziwa wogwiritsa ntchito amene walowa; "
             "chiwonjezereni.", "ny"),
            ("पञ्चाङ्ग-सेवायां logger योजय।", "sa")]),
        Scenario("drupal-ddev", "kw", lf, [
            Step("Gwra an prevow a'n modul league_fixtures, mar pleg.",
                 [bash("vendor/bin/phpunit web/modules/custom/league_fixtures",
                       "PHPUnit 10.5.38 by Sebastian Bergmann and contributors.\n\nEEEEEEE"
                       ".......\n\n1) Drupal\\Tests\\league_fixtures\\Kernel\\FixtureBuilderTest"
                       "::testRoundRobin\nException: There is no database connection so no "
                       "tests can be run. You must provide a SIMPLETEST_DB environment variable"),
                  bash("SIMPLETEST_DB=sqlite://localhost/tmp/t.sqlite vendor/bin/phpunit "
                       "web/modules/custom/league_fixtures",
                       "..............\n\nOK (14 tests, 58 assertions)")],
                 "Oll an prevow a dremen gans SQLite."),
            Step("Na! Ni a wra pub tra a-ji dhe DDEV: `ddev exec vendor/bin/phpunit ...`, "
                 "`ddev drush`, `ddev composer`. Ena yma PHP 8.3 ha MariaDB kepar an servyer; "
                 "SQLite war dha jynn a gudh kammow.",
                 [bash("ddev exec vendor/bin/phpunit web/modules/custom/league_fixtures",
                       "..........F...\n\n1) Drupal\\Tests\\league_fixtures\\Kernel\\"
                       "StandingsQueryTest::testGoalDifference\nSQLSTATE[42000]: Syntax error "
                       "or access violation: 1055 'db.m.home_goals' isn't in GROUP BY\n\n"
                       "FAILURES!\nTests: 14, Assertions: 57, Failures: 1.")],
                 "Yn DDEV yma kammweyth yn StandingsQueryTest (GROUP BY); SQLite a'n kudhas."),
        ], "ddev", tier="procedural", follow_ups=[
            ("Glanh an cache a'n wiasva, mar pleg.", "kw"),
            ("clear the caches and run the pending database updates after my merge", "en"),
            ("Wuwjedź testy za modul z tabulku wuslědkow.", "hsb")]),
        Scenario("drupal-t", "lad", lf, [
            Step("Antes de empesar: todos los tekstos ke ve la djente en el modulo deven pasar "
                 "por `$this->t()` (StringTranslationTrait) kon plasamientos `@nombre`, nunka "
                 "atar strings. La liga tiene famiyas ke meldan en munchas linguas.",
                 [],
                 "Entendido: $this->t() kon StringTranslationTrait i plasamientos @..., sin atar "
                 "strings."),
        ], "StringTranslationTrait", tier="personalized", follow_ups=[
            ("Amostra un mesaje kuando un partido se anula por la luvia.", "lad"),
            ("show the parents a notice when a kickoff time gets moved", "en"),
            ("Mustra un mensahe na e trenadó ora su ekipo no tin sufisiente hugadó.", "pap")]),
        Scenario("drupal-phpstan", "en", lf, [
            Step("how I like to work here: before you say something is finished, run `ddev exec "
                 "vendor/bin/phpstan analyse` (level 6 with mglaman/phpstan-drupal, the config "
                 "is phpstan.neon) and fix what it reports in the files you touched.",
                 [],
                 "Will do: phpstan analyse in ddev before calling anything finished."),
        ], "phpstan", tier="personalized", follow_ups=[
            ("finish the standings block and let me know when it's ready for review", "en"),
            ("Gorfen an kedhlow a'n dowlen ha lavar dhymm pan vo parys.", "kw"),
            ("Eskapa el formulario de los arbitros i avizame kuando este pronto.", "lad")]),
    ]
