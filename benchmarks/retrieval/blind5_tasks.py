"""A fifth workspace and its tasks: a firmware team's battery-powered soil probe, written from the
record format alone and never fitted on.

The store is the memory of Loam Labs' firmware (the Loam Probe, a LoRaWAN soil-moisture sensor on
an nRF52840 with an SX1262 radio: Zephyr RTOS in a west workspace, MCUboot with signed images,
fleet updates as FUOTA campaigns through ChirpStack and fleetctl, crash reports in Memfault, a
hardware-in-the-loop rig in the lab driven by a self-hosted runner, factory provisioning at the
contract manufacturer Kessler EMS) and of its principal (Astrid Nyberg, who leads firmware). Most
themes hold a record in each tier that names the same tool or entity (a fact, an incident, a
lesson, a preference and a prediction all about FUOTA, the signing key, the HIL rig, west.yml or
NVS), so the words of a request say what it is about and only its shape says which kind of
memory answers it. Lessons are written the way reflexion writes them (a trigger of entities and
situation words, a "When ..., do: ... Not: ..." body and a "Why:" quote).

The records and requests were written from the record and task constructors and one earlier task
file's layout only, without the recall code, its cue tables, its weights or the other stores in
view, and were not run through recall before being committed. Requests are typed as a user would
type them to a coding agent (imperatives, "how do I", "why does", "what happened when", "will X
if", "what does Astrid usually want"), about a fifth of them in French, German, Spanish, Italian
or Portuguese. Hard families on purpose: an imperative whose needed memory is how Astrid wants
that kind of work done (personalized), a question about how a system or Astrid will react
(environment-dynamics), "how do I" about a fact (semantic), the situation a lesson is for told
without the lesson's words (procedural), "what happened last time" (episodic). Report it in
aggregate; do not tune on it.
"""

from __future__ import annotations

from typing import Any

from benchmarks.retrieval.dataset import E, P, S, U, V, env, epi, pref, rule, sem, task

BLIND5_RECORDS: list[dict[str, Any]] = [
    # FUOTA campaigns and fleet rollouts
    sem("sem-fuota-campaigns", "fuota-rollout", 0.9, 8, "2025-04-02",
        "Fleet updates are FUOTA campaigns in ChirpStack",
        "Deployed probes are updated over the air by FUOTA campaigns: fleetctl campaign create "
        "builds a LoRaWAN multicast group in ChirpStack, cuts the delta image into 232-byte "
        "fragments with 10% redundancy and sends them in class C sessions during the night "
        "window (01:00 to 04:00 local). fleetctl delta builds the delta against one base "
        "version, so a campaign assumes every probe in the group runs that version."),
    epi("epi-2025-05-06-fuota-mixed-group", "fuota-rollout", "incident", "2025-05-06",
        "The 3.4.0 campaign to vineyard-north failed on mixed versions",
        "The FUOTA campaign for 3.4.0 went to the group vineyard-north (310 probes), which held "
        "probes on 3.2.1 and on 3.3.0. The delta was built against 3.3.0, so the 74 probes on "
        "3.2.1 failed the image hash check and kept requesting fragments all night, each "
        "spending about 4% of its battery. The campaign was aborted at 05:30."),
    rule("lesson-fuota-single-version", "fuota-rollout",
         ["fuota", "fleetctl campaign", "multicast group", "delta image", "mixed versions",
          "rollout"], "high", 1, "2025-05-07",
         "One FUOTA campaign per running version",
         "When starting a FUOTA campaign, do: run fleetctl group versions <group>, split the "
         "group so each campaign targets probes on a single running version with a delta built "
         "from that version, and send to the canary group first. Not: one delta for a group "
         "with mixed versions.\nWhy: \"74 probes asked for fragments all night and burned their "
         "batteries\"."),
    pref("pref-fuota-rings", "fleet-updates", "fuota-rollout", "2025-04-03",
         "Fleet updates go out in rings with Astrid's go",
         "Astrid wants every fleet update rolled out in rings: the lab rig, then the 20 canary "
         "probes on the office roof, then one customer site, then everyone, with at least 72 "
         "hours between rings and her written go in #fleet before each ring starts."),
    env("env-fuota-duration", "skill-output-shape", "fuota-rollout",
        "a FUOTA campaign for a delta of about 180 KB to one multicast group",
        "takes 2 to 3 nightly windows; 3 to 6% of the probes miss fragments and need a unicast "
        "repair session the following night", 6, 1, "2025-05-20",
        "From the last seven campaigns."),
    # MCUboot image signing
    sem("sem-mcuboot-keys", "image-signing", 0.9, 7, "2025-03-10",
        "MCUboot accepts only production-signed images",
        "MCUboot on the probe verifies images with ECDSA-P256. Release images are signed with "
        "the production key held in the YubiHSM kept in the lab safe, through "
        "scripts/sign_release.sh; every other build is signed with the dev key in "
        "keys/dev-ecdsa-p256.pem. Production bootloaders are built with the production public "
        "key only, so they reject dev-signed images."),
    epi("epi-2025-03-18-dev-signed-release", "image-signing", "release", "2025-03-18",
        "Release 3.2.0 went out signed with the dev key",
        "Release 3.2.0 was built by CI and uploaded to the fleet console signed with the dev "
        "key: the sign step silently fell back to keys/dev-ecdsa-p256.pem because the YubiHSM "
        "was unplugged. The 20 canary probes downloaded it, MCUboot rejected the image and they "
        "stayed on 3.1.4; the campaign showed 'failed' a day later and only then did anyone "
        "look at the signature."),
    rule("lesson-verify-signature", "image-signing",
         ["imgtool", "sign_release", "release image", "signing key", "YubiHSM", "dev key",
          "upload"], "critical", 1, "2025-03-19",
         "Verify the signature of the exact file before upload",
         "When a release image is ready to upload to the fleet console, do: run imgtool verify "
         "--key keys/prod-pub.pem on that exact file and compare the key hash with the "
         "production one. Not: trusting the CI sign step because it is green.\nWhy: \"the "
         "canaries refused 3.2.0 and we lost a day\"."),
    pref("pref-signing-by-astrid", "releases", "image-signing", "2025-03-20",
         "Astrid does the release signing herself",
         "Astrid wants to be the one who plugs in the YubiHSM and signs release images. She "
         "wants to be pinged with the artifact's SHA-256 and the link to the green hil run, and "
         "she does not sign before the HIL run on all three revisions is green."),
    env("env-unsigned-image-rejected", "system-state", "image-signing",
        "a probe receives an image signed with a key its bootloader does not know",
        "MCUboot erases the secondary slot and boots the old image; the probe keeps reporting "
        "the old version and the fleet console marks it 'failed' only after 24 hours", 3, 0,
        "2025-03-21", "Seen on the 3.2.0 canaries and twice on the bench."),
    # sleep current and the power budget
    sem("sem-power-budget", "sleep-current", 0.85, 6, "2025-02-20",
        "The five-year battery budget is 60 uA average",
        "The probe runs on two AA lithium cells (3,000 mAh) and is sold for five years, which "
        "allows an average of 60 uA. It sleeps at about 3.5 uA in System OFF between "
        "measurements; a measure and uplink cycle every 15 minutes costs about 48 mAs. A UART "
        "console or the SAADC left enabled are the usual causes of a high sleep current."),
    epi("epi-2025-04-09-uart-sleep-current", "sleep-current", "incident", "2025-04-09",
        "3.3.0-rc1 slept at 510 uA because of the UART console",
        "Build 3.3.0-rc1 left the UART console enabled for a debug log in the moisture driver; "
        "sleep current went from 3.5 uA to 510 uA. It was noticed on the roof canaries ten days "
        "later, when their battery voltage fell 80 mV in a week; projected battery life was "
        "under eight months."),
    rule("lesson-ppk2-before-merge", "sleep-current",
         ["sleep current", "PPK2", "power profile", "CONFIG_SERIAL", "driver change", "prj.conf",
          "pm_device"], "high", 2, "2025-04-10",
         "Measure the duty cycle on the PPK2 before merging",
         "When a change touches a driver, a Kconfig option or the main loop, do: record a full "
         "sleep, measure and uplink cycle on the PPK2 bench board and put the average current "
         "in the pull request. Not: relying on the HIL tests, which run on USB power and never "
         "see the sleep current.\nWhy: \"510 uA for ten days on the roof and nobody "
         "noticed\"."),
    pref("pref-current-units", "power", "sleep-current", "2025-02-25",
         "Current figures in uA with the window and the capture",
         "Astrid wants current figures given in uA with the averaging window stated (for "
         "example 'avg 4.1 uA over 60 s of sleep'), and the .ppk2 capture file attached; a "
         "screenshot of the graph alone does not count."),
    env("env-ppk2-capture", "skill-output-shape", "sleep-current",
        "recording a full 15-minute duty cycle on the PPK2 at 100 kS/s",
        "produces a 1.5 to 2 GB capture; the Power Profiler app freezes on recordings longer "
        "than about 20 minutes, so longer runs have to be split", 4, 0, "2025-03-02",
        "Seen on four long recordings."),
    # the HIL rig
    sem("sem-hil-rig", "hil-rig", 0.9, 9, "2025-03-05",
        "The HIL rig: twelve probes behind one runner",
        "The hardware-in-the-loop rig in the lab ('the farm') has 12 probes, four each of board "
        "revisions B, C and D, on one powered USB hub, each with its own J-Link. A self-hosted "
        "GitHub Actions runner on a Raspberry Pi 5 (label hil) runs the hil job: west flash "
        "onto each board, then twister --device-testing with the hardware map in "
        "hil/map.yml, which ties each serial number to a board revision."),
    epi("epi-2025-05-22-hil-hub-browned-out", "hil-rig", "ci-failure", "2025-05-22",
        "Four PRs failed hil with 'no J-Link probes found'",
        "The hil job failed on four pull requests in a row with 'no J-Link probes found', and "
        "each was rerun twice. The powered USB hub had browned out after a power blip in the "
        "lab and needed a power cycle. About six hours of CI time were lost and two merges "
        "waited overnight."),
    rule("lesson-hil-power-cycle", "hil-rig",
         ["hil job", "no J-Link", "probe not found", "flash timeout", "self-hosted runner",
          "rerun"], "medium", 3, "2025-05-23",
         "HIL fails before the tests: power-cycle the hub, then rerun once",
         "When the hil job fails before any test runs (no probe found, flash timeout on every "
         "board), do: run hil/rigctl power-cycle hub on the runner, check rigctl status lists "
         "all 12 probes, then rerun the job once. Not: rerunning it again and again.\nWhy: "
         "\"four PRs, eight reruns, and the hub was just off\"."),
    pref("pref-hil-required", "testing", "hil-rig", "2025-03-12",
         "Driver and board changes need a green hil run",
         "Astrid wants the hil job green on every pull request that touches drivers/ or "
         "boards/. When a test is flaky she prefers it marked as a known failure with a linked "
         "issue over a test that is quietly skipped or deleted."),
    env("env-hil-duration", "skill-output-shape", "hil-rig",
        "the hil job on a pull request",
        "waits 0 to 40 minutes in the queue (there is one runner) and runs 22 to 28 minutes; "
        "the rev B boards time out while flashing about once in 15 runs", 14, 2, "2025-06-04",
        "From the last sixteen runs."),
    # Zephyr and the west manifest
    sem("sem-west-manifest", "zephyr-upgrade", 0.9, 7, "2025-02-18",
        "west.yml pins Zephyr 3.5 from our fork",
        "The firmware is a west workspace: west.yml in loam-fw pins Zephyr v3.5.0 plus two "
        "patches from the loamlabs/zephyr fork (branch loam-v3.5-branch) and pins hal_nordic "
        "and the sx126x driver module by commit SHA. Only the modules in the manifest's "
        "name-allowlist are fetched."),
    epi("epi-2025-02-26-west-main", "zephyr-upgrade", "release", "2025-02-26",
        "west.yml pointed at Zephyr main and 3.1.3 slipped",
        "While testing a fix, the Zephyr revision in west.yml was changed from the fork branch "
        "to main. The change was merged because CI built from a cached workspace; the next "
        "clean build on the release branch pulled upstream main and failed on 140 devicetree "
        "deprecation warnings, and release 3.1.3 slipped two days."),
    rule("lesson-pin-zephyr-sha", "zephyr-upgrade",
         ["west.yml", "west update", "zephyr revision", "manifest", "upstream main",
          "workspace cache"], "high", 1, "2025-02-27",
         "Manifest changes: pin by SHA and build from a clean workspace",
         "When changing anything in west.yml, do: pin each revision to a SHA or a tag, run "
         "west update and a pristine build (west build -p always) locally, and disable the CI "
         "workspace cache for that PR. Not: pointing a project at a branch name such as "
         "main.\nWhy: \"CI's cached workspace hid a broken manifest for two days\"."),
    pref("pref-zephyr-upgrade-pr", "dependencies", "zephyr-upgrade", "2025-03-01",
         "Zephyr upgrades in their own PR",
         "Astrid wants a Zephyr upgrade in a pull request of its own with nothing else in it, "
         "listing the Kconfig symbols and devicetree bindings that changed; she only upgrades "
         "to an LTS or to a release that already has its first point release."),
    env("env-pristine-build", "skill-output-shape", "zephyr-upgrade",
        "a pristine build (west build -p always) of the app for loam_probe rev D",
        "takes 4 to 6 minutes on a laptop and about 9 minutes on a GitHub-hosted runner; an "
        "incremental build takes under 40 seconds", 10, 1, "2025-03-04",
        "Timed on eleven builds."),
    # board revisions and devicetree overlays
    sem("sem-board-revs", "board-revisions", 0.9, 8, "2025-04-01",
        "Three board revisions share one board definition",
        "Three board revisions are in the field: rev B (2023, about 1,100 probes), rev C "
        "(2024, about 2,400) and rev D (2025, in production now). They share the board "
        "loam_probe with one overlay per revision (boards/loam_probe_revB.overlay and so on). "
        "Rev D moved the moisture excitation line from P0.28 to P1.02 and added a second I2C "
        "bus for the temperature sensor. The firmware reads the revision from a resistor strap "
        "on P0.03 and P0.04 at boot."),
    epi("epi-2025-04-28-revd-excitation-pin", "board-revisions", "incident", "2025-04-28",
        "Rev D pilot probes reported 0% moisture for four days",
        "Firmware 3.3.2 was tested on rev C only. On rev D the excitation GPIO stayed on P0.28, "
        "so the 260 pilot probes at Domaine Roux reported moisture stuck at 0% for four days "
        "until Lucia, the agronomist, asked why the curves were flat."),
    rule("lesson-test-all-revs", "board-revisions",
         ["overlay", "devicetree", "board revision", "rev D", "pin change", "GPIO",
          "sensor driver"], "high", 1, "2025-04-29",
         "Pin and overlay changes are tested on every revision",
         "When a change touches a devicetree overlay, a pin or a sensor driver, do: build for "
         "every revision (west build -b loam_probe@B, @C and @D) and run the hil job on all "
         "three revision groups. Not: testing only on the board on your desk.\nWhy: \"Domaine "
         "Roux saw flat moisture for four days\"."),
    pref("pref-dt-style", "code-style", "board-revisions", "2025-04-05",
         "Pins live in overlays with the schematic net",
         "Astrid wants pin assignments only in the board overlays, each with a comment naming "
         "the schematic net and sheet (/* MOIST_EXC, sheet 3 */), never hard-coded in C, and "
         "devicetree node labels in snake_case."),
    env("env-revision-strap", "system-state", "board-revisions",
        "a probe boots with an unreadable revision strap (resistor missing, seen on some rev B)",
        "the firmware falls back to rev B settings and logs 'hwrev?' once; on a rev C or rev D "
        "board that means no temperature readings at all", 2, 0, "2025-04-15",
        "Seen on two returned units."),
    # LoRaWAN join and duty cycle
    sem("sem-lorawan-region", "lorawan-join", 0.9, 9, "2025-02-10",
        "LoRaWAN 1.0.4, EU868, OTAA, 1% duty cycle",
        "Probes use LoRaWAN 1.0.4 in EU868 and join by OTAA through ChirpStack v4. Alarm "
        "uplinks are confirmed; data uplinks are unconfirmed, at SF7 to SF10 with ADR on. EU868 "
        "limits each probe to a 1% duty cycle per sub-band, about 36 seconds of airtime an "
        "hour."),
    epi("epi-2025-06-02-rejoin-storm", "lorawan-join", "incident", "2025-06-02",
        "380 probes rejoined at once after the Domaine Roux gateway outage",
        "The Domaine Roux gateway lost its backhaul for nine hours on 2 June. Firmware 3.3.x "
        "rejoins after six missed link checks with no jitter, so when the gateway came back "
        "380 probes sent join requests in the same few minutes. Joins collided for three "
        "hours, probes fell back to SF12, and the site spent a normal month's battery in a "
        "day."),
    rule("lesson-join-backoff", "lorawan-join",
         ["rejoin", "join request", "link check", "gateway outage", "backoff", "OTAA",
          "reconnect"], "high", 1, "2025-06-03",
         "Rejoins back off with jitter",
         "When writing or changing rejoin or reconnect logic, do: use exponential backoff with "
         "random jitter of at least one uplink period, and do not go above SF10 for joins "
         "until 24 hours have passed. Not: retrying joins on a fixed timer.\nWhy: \"380 probes "
         "joined at once and spent a month of battery in a day\"."),
    pref("pref-airtime-report", "radio", "lorawan-join", "2025-02-14",
         "Payload changes come with an airtime figure",
         "Astrid wants any change to the uplink payload or the uplink schedule to come with the "
         "airtime per hour at SF7 and at SF12, computed with tools/airtime.py, next to the 36 "
         "s/h budget."),
    env("env-gateway-recovery", "system-state", "lorawan-join",
        "a site gateway comes back after an outage longer than an hour",
        "probes on 3.4.x rejoin spread over 40 to 90 minutes; probes still on 3.3.x all send "
        "join requests within about 5 minutes", 3, 0, "2025-06-12",
        "Seen at three sites since 3.4.0."),
    # factory provisioning at Kessler EMS
    sem("sem-provisioning", "factory-provisioning", 0.9, 6, "2025-03-01",
        "Probes are provisioned at Kessler EMS",
        "Probes are flashed and provisioned at Kessler EMS in Gdansk with the factory image "
        "(MCUboot, the app and a provisioning shell). The jig script factory/provision.py writes "
        "the DevEUI and AppKey into UICR and the moisture calibration into the factory "
        "partition. DevEUIs come from Loam Labs' IEEE block 70-B3-D5-7E-D0-xx and are allocated "
        "per lot in factory/allocations.csv."),
    epi("epi-2025-03-27-duplicate-deveui", "factory-provisioning", "incident", "2025-03-27",
        "Lot 2025-07 was provisioned with already-used DevEUIs",
        "Lot 2025-07 (800 probes) reused the DevEUI range of lot 2025-05: allocations.csv had "
        "been edited on two branches and the merge kept the older range. ChirpStack rejected "
        "800 joins as duplicates and the lot had to go back through Kessler's line, costing "
        "3,200 euros and two weeks."),
    rule("lesson-deveui-allocation", "factory-provisioning",
         ["allocations.csv", "DevEUI", "new lot", "provision.py", "Kessler", "merge conflict"],
         "critical", 1, "2025-03-28",
         "Allocate DevEUIs with the tool, never by hand",
         "When a new lot needs DevEUIs, do: run factory/alloc.py next --lot <id>, which starts "
         "after the highest range in the ChirpStack export, and run factory/check_overlap.py "
         "before any file goes to Kessler. Not: editing allocations.csv by hand or resolving "
         "its merge conflicts by eye.\nWhy: \"800 probes with used DevEUIs and a second trip "
         "through the line\"."),
    pref("pref-kessler-contact", "suppliers", "factory-provisioning", "2025-03-03",
         "Kessler is contacted through Astrid, by email",
         "Astrid wants all communication with Kessler EMS to go through her by email, never "
         "directly to their engineers on Slack, with the lot number in the subject and the "
         "factory image's SHA-256 in the body."),
    env("env-kessler-requal", "skill-output-shape", "factory-provisioning",
        "Kessler EMS receives a new factory image",
        "they need five working days to requalify the jig; an image sent after Wednesday "
        "misses the following Monday's production run", 4, 1, "2025-04-22",
        "Seen on five image changes."),
    # NVS settings and flash wear
    sem("sem-nvs-partition", "nvs-settings", 0.85, 5, "2025-02-12",
        "Settings live in a small NVS partition",
        "Settings are stored with Zephyr NVS in the 24 KB storage_partition (six 4 KB sectors) "
        "of internal flash, which is rated for 10,000 erase cycles per sector. Measurements are "
        "buffered in RAM and then in littlefs on the external 8 MB SPI NOR (/lfs), never in "
        "NVS."),
    epi("epi-2025-05-14-nvs-wear", "nvs-settings", "release", "2025-05-14",
        "3.4.0-rc2 would have worn out the settings flash",
        "A change in 3.4.0-rc2 saved the uplink frame counter to NVS after every uplink. The "
        "accelerated-life test on the rig showed the storage partition would reach 10,000 "
        "erases in about 14 months at the 15-minute interval. The rc was pulled before release "
        "and 3.4.0 slipped a week."),
    rule("lesson-nvs-write-rate", "nvs-settings",
         ["nvs_write", "settings_save", "frame counter", "storage_partition", "flash wear",
          "persist"], "high", 1, "2025-05-15",
         "Budget the erase rate before persisting often-changing values",
         "When persisting a value that changes more than once a day, do: compute the erases "
         "per year of the partition (writes times record size over sector size) and keep it "
         "under 1,000 per sector, for example by saving only every Nth value. Not: writing to "
         "NVS on every uplink.\nWhy: \"the frame counter would have worn the flash out in 14 "
         "months\"."),
    pref("pref-settings-keys", "code-style", "nvs-settings", "2025-02-15",
         "Settings keys are namespaced and documented",
         "Astrid wants settings keys namespaced by subsystem as loam/<subsystem>/<name> (for "
         "example loam/lora/fcnt), and every new key listed in docs/settings.md with its "
         "default value and expected write rate."),
    env("env-nvs-gc", "filesystem-response", "nvs-settings",
        "the NVS storage partition fills up with stale entries",
        "Zephyr runs garbage collection on the next write, which blocks the writing thread "
        "for 80 to 150 ms with the CPU busy", 3, 1, "2025-05-16",
        "Measured with a logic analyser on the bench."),
    # watchdog, hangs and Memfault coredumps
    sem("sem-watchdog", "watchdog-crashes", 0.9, 7, "2025-03-15",
        "A 30 s watchdog fed by the supervisor thread",
        "The hardware watchdog has a 30 s timeout and is fed only by the supervisor thread, "
        "which checks that the sensor, lora and storage threads have each checked in during "
        "the last period. Crashes and watchdog resets leave a coredump in noinit RAM, which "
        "Memfault (project loam-probe) uploads in chunks over LoRaWAN."),
    epi("epi-2025-04-17-i2c-watchdog-loop", "watchdog-crashes", "incident", "2025-04-17",
        "A loose sensor cable put 14 probes in a reset loop",
        "A moisture sensor cable came loose on 14 probes at Domaine Roux; the I2C read in the "
        "sensor thread blocked forever, the supervisor stopped feeding the watchdog and the "
        "probes reset every 30 s for a day, sending no data. Their coredumps showed "
        "i2c_nrfx_twim_transfer waiting on a semaphore with K_FOREVER."),
    rule("lesson-no-forever-timeouts", "watchdog-crashes",
         ["K_FOREVER", "i2c_transfer", "semaphore", "watchdog reset", "blocking call", "hang",
          "k_timer"], "critical", 1, "2025-04-18",
         "Finite timeouts on every bus call and wait",
         "When a thread calls a bus driver or waits on a semaphore, do: pass a finite timeout "
         "(K_MSEC) and report a sensor fault when it expires. Not: K_FOREVER, and not feeding "
         "the watchdog from a timer to hide the hang.\nWhy: \"a loose cable put 14 probes in a "
         "reset loop for a day\"."),
    pref("pref-crash-writeup", "reporting", "watchdog-crashes", "2025-03-18",
         "How Astrid wants crash analyses written",
         "Astrid wants crash analyses in this order: firmware version and board revision, the "
         "decoded backtrace from Memfault as file:line, the root cause in one sentence, then "
         "the fix. No guesses about the cause without a coredump."),
    env("env-memfault-upload", "skill-output-shape", "watchdog-crashes",
        "a probe stores a coredump after a crash or a watchdog reset",
        "the 8 KB coredump takes 6 to 12 uplinks to reach Memfault, so it shows up 2 to 4 "
        "hours after the crash; on an SF12 link it can take a day", 7, 2, "2025-04-25",
        "From the last nine crashes."),
    # releases and versions
    sem("sem-release-process", "releases", 0.9, 8, "2025-03-08",
        "How a release is cut",
        "Releases are cut from release/x.y branches. The version lives in app/VERSION (major, "
        "minor, patch, plus a tweak number for rc builds) and imgtool stamps it into the "
        "MCUboot image header. A release needs a green hil run on all three revisions, 72 "
        "hours of soak on the roof canaries, and Astrid's signature."),
    epi("epi-2025-06-10-version-not-bumped", "releases", "release", "2025-06-10",
        "The 3.4.1 hotfix shipped with a 3.4.0 header",
        "Release 3.4.1 was tagged by hand without bumping app/VERSION, so the image header "
        "still said 3.4.0. fleetctl saw the probes as already up to date and skipped them; the "
        "frame-counter hotfix reached no probe for three days."),
    rule("lesson-bump-version", "releases",
         ["git tag", "tag release", "app/VERSION", "hotfix", "release branch", "release.sh"],
         "high", 1, "2025-06-11",
         "Tag releases with the release script",
         "When tagging a release, do: run scripts/release.sh x.y.z, which bumps app/VERSION, "
         "builds, and checks that the version in imgtool's header matches the tag. Not: git tag "
         "by hand.\nWhy: \"3.4.1 looked like 3.4.0 and the fleet skipped the hotfix\"."),
    pref("pref-release-notes", "releases", "release-notes", "2025-03-09",
         "Release notes in two parts",
         "Astrid wants release notes in two parts: 'For the field' (what agronomists and "
         "installers will notice, in plain words) and 'For firmware' (changes, Kconfig, known "
         "issues), with the release's measured sleep current at the bottom."),
    env("env-fleet-version-report", "system-state", "releases",
        "fleetctl reports which versions the fleet runs",
        "it reads the version from each probe's daily status uplink, so a probe updated at "
        "02:00 shows the new version only after its next status uplink around 12:00 UTC", 5,
        0, "2025-06-12", "Checked after five campaigns."),
    # warnings, static analysis and the image size check
    sem("sem-ci-checks", "ci-checks", 0.9, 7, "2025-02-24",
        "What the build job checks",
        "CI builds app/ with warnings as errors (CONFIG_COMPILER_WARNINGS_AS_ERRORS, not for "
        "Zephyr itself), runs clang-tidy with .clang-tidy (bugprone-* and cert-*) and "
        "clang-format 17, and fails the build if the image uses more than 92% of the 452 KB "
        "slot."),
    epi("epi-2025-03-05-werror-off", "ci-checks", "ci-failure", "2025-03-05",
        "Warnings-as-errors was turned off for a hotfix and stayed off",
        "To get a hotfix through, CONFIG_COMPILER_WARNINGS_AS_ERRORS was turned off in "
        "prj.conf and never turned back on. In six weeks 23 warnings piled up, one of them an "
        "uninitialised rssi variable that put garbage into the status uplink."),
    rule("lesson-no-werror-off", "ci-checks",
         ["-Werror", "compiler warning", "COMPILER_WARNINGS_AS_ERRORS", "clang-tidy", "NOLINT",
          "urgent build"], "medium", 1, "2025-03-06",
         "Silence one line, never the whole build",
         "When a warning blocks an urgent build, do: fix it, or silence that one line with a "
         "pragma or NOLINT and a comment linking an issue. Not: turning off warnings-as-errors "
         "for the whole app.\nWhy: \"23 warnings in six weeks, one of them a real bug in the "
         "status uplink\"."),
    pref("pref-c-style", "code-style", "c-style", "2025-02-26",
         "Astrid's C style",
         "Astrid prefers C in the Zephyr style (tabs, 100-column lines, early returns), "
         "fixed-width integer types, and no dynamic allocation after init; she dislikes macros "
         "that hide control flow."),
    env("env-float-logging-size", "skill-output-shape", "ci-checks",
        "turning on float formatting for logs (CONFIG_CBPRINTF_FP_SUPPORT)",
        "adds about 11 KB of flash and about 1.5 KB of stack use in every thread that logs; "
        "on rev D builds it takes the slot from 89% to over 92% and fails the size check", 3,
        0, "2025-06-06", "Seen three times."),
    # code review and merging
    sem("sem-codeowners", "code-review", 0.9, 6, "2025-03-11",
        "Who owns what, and merge rules",
        "CODEOWNERS makes Astrid a required reviewer for boards/, drivers/, west.yml and "
        "factory/; Tomasz owns lora/ and Priya owns app/sensors/. Branches release/* need two "
        "approvals, main needs one. Merges are squash only. The hil job is not a required "
        "check."),
    epi("epi-2025-05-29-merged-before-hil", "code-review", "code-review", "2025-05-29",
        "An sx126x driver PR was merged while hil was still queued",
        "A pull request to drivers/sx126x was merged with one approval from Tomasz while its "
        "hil job was still queued; branch protection allowed it because hil is not a required "
        "check. It broke the TX power setting on rev B and was reverted the next morning."),
    rule("lesson-wait-hil-before-merge", "code-review",
         ["merge", "required check", "branch protection", "queued", "approved", "drivers/"],
         "high", 1, "2025-05-30",
         "Do not merge while hil is queued or running",
         "When a pull request is approved but its hil job is still queued or running, do: wait "
         "for it, or ask in #firmware for an exception. Not: merging because the required "
         "checks are green.\nWhy: \"rev B lost its TX power overnight\"."),
    pref("pref-pr-review", "code-review", "pull-requests", "2025-03-14",
         "What Astrid wants in a pull request",
         "Astrid wants pull request descriptions to say which board revisions were tested and "
         "how (hil, bench or desk), and pull requests under 300 lines; she reviews in GitHub, "
         "not in Slack threads."),
    env("env-astrid-review-days", "principal-response", "code-review",
        "a firmware pull request is assigned to Astrid",
        "she reviews on Tuesday and Thursday mornings; anything assigned on Thursday afternoon "
        "waits until Tuesday unless it is labelled hotfix, which she picks up within two hours",
        9, 2, "2025-06-05", "Observed on eleven review requests."),
    # moisture calibration
    sem("sem-calibration", "moisture-calibration", 0.85, 5, "2025-02-05",
        "How moisture percentage is computed",
        "Each moisture sensor is calibrated at the factory in air and in water; the two raw "
        "counts (cal_dry, cal_wet) are stored in the factory partition, read-only after "
        "provisioning. The percentage is computed from them with a soil-type curve (loam, clay "
        "or sand) chosen per probe in a ChirpStack device variable."),
    epi("epi-2025-02-12-factory-reset-cal", "moisture-calibration", "incident", "2025-02-12",
        "factory_reset wiped the calibration of 35 probes",
        "The factory_reset shell command had been changed to erase the whole storage area, "
        "factory partition included. An installer ran it on 35 probes at a new site, wiping "
        "their calibration; they reported readings jumping between 0 and 100% until they were "
        "sent back and recalibrated."),
    rule("lesson-protect-factory-partition", "moisture-calibration",
         ["factory partition", "factory_reset", "flash_area_erase", "calibration", "cal_dry",
          "erase"], "critical", 1, "2025-02-13",
         "Erase by named partition, never the factory one",
         "When code erases flash or resets settings, do: erase by named partition "
         "(storage_partition, lfs_partition) and leave factory_partition alone; the reset test "
         "in hil/ checks that cal_dry survives. Not: erasing an address range.\nWhy: \"35 "
         "probes lost their calibration in a field and had to come back\"."),
    pref("pref-calibration-data", "data", "moisture-calibration", "2025-02-08",
         "Calibration changes go past Lucia; raw counts stay in uplinks",
         "Astrid wants any change to calibration or to the soil curves reviewed with Lucia, "
         "the agronomist, before it ships, and wants the raw counts kept in the uplink next to "
         "the computed percentage so the data can be reprocessed later."),
    env("env-soil-type-mismatch", "system-state", "moisture-calibration",
        "a probe is moved to a field of another soil type without updating its device variable",
        "readings stay plausible but are off by 8 to 15 points, so nobody notices until Lucia "
        "compares them with a hand probe", 2, 0, "2025-05-09", "Seen at two sites."),
    # thread stacks and logging
    sem("sem-thread-stacks", "thread-stacks", 0.9, 6, "2025-03-25",
        "Four threads and their stacks",
        "The app runs four threads: supervisor (1 KB stack), sensor (2 KB), lora (3 KB) and "
        "storage (2 KB). Stack sizes are the Kconfig options LOAM_<THREAD>_STACK_SIZE. Debug "
        "builds enable CONFIG_THREAD_ANALYZER, and the shell command 'kernel stacks' prints "
        "each thread's high-water mark. The nRF52840 has 256 KB of RAM, about 61% used."),
    epi("epi-2025-06-05-lora-stack-overflow", "thread-stacks", "incident", "2025-06-05",
        "The lora thread overflowed its stack on SF12 uplinks",
        "A LOG_INF with a float added to the lora thread's ADR callback overflowed its 3 KB "
        "stack, but only on SF12 uplinks: the far probes at Domaine Roux hit an MPU stack guard "
        "fault about once an hour, while the lab, always on SF7, saw nothing."),
    rule("lesson-stack-headroom", "thread-stacks",
         ["stack size", "STACK_SIZE", "stack overflow", "MPU fault", "thread analyzer",
          "LOG_INF", "worst case"], "high", 1, "2025-06-06",
         "Check stack headroom on the worst-case path",
         "When adding logging, formatting or a deeper call chain to a thread, do: run the debug "
         "build on the worst-case path (an SF12 uplink, a sensor fault) and check that 'kernel "
         "stacks' shows at least 25% headroom. Not: checking only on the lab's SF7 link.\nWhy: "
         "\"the far probes faulted every hour and the lab saw nothing\"."),
    pref("pref-logging-levels", "code-style", "logging", "2025-03-27",
         "Field builds log little and never floats",
         "Astrid wants field builds at log level WRN with LOG_MODE_MINIMAL, no floats in log "
         "messages (print milli-units as integers), and debug logging only behind "
         "CONFIG_LOAM_DEBUG."),
    env("env-stack-overflow-fault", "system-state", "thread-stacks",
        "a thread overflows its stack in a release build",
        "the MPU stack guard raises a fatal error, the probe reboots in about 2 seconds, and "
        "Memfault files it as 'Stack overflow' with the thread's name", 4, 0, "2025-06-07",
        "Seen on four field faults."),
    # how Astrid works with people
    pref("pref-status-updates", "communication", "status-updates", "2025-02-03",
         "Status updates as three bullets",
         "Astrid wants status updates as three bullets: done, blocked, next, each with a link "
         "to the PR or issue; no narrative."),
    env("env-astrid-long-messages", "principal-response", "status-updates",
        "a message to Astrid runs longer than one screen",
        "she reads the first three lines and replies 'tl;dr?'; the rest is not read", 6, 1,
        "2025-05-27", "Observed on seven long messages."),
    env("env-astrid-friday-rollout", "principal-response", "fuota-rollout",
        "a release or a FUOTA ring is proposed for a Thursday evening or a Friday",
        "Astrid declines and moves it to the next Tuesday; proposals made Monday to Wednesday "
        "get her answer the same day", 5, 0, "2025-06-09", "Observed on five proposals."),
]

BLIND5_TASKS: list[dict[str, Any]] = [
    # semantic
    task("b5-001", "how do firmware updates actually get to the probes once they're out in the "
         "field?", [S], ["sem-fuota-campaigns"]),
    task("b5-003", "which key will a production bootloader accept?", [S], ["sem-mcuboot-keys"]),
    task("b5-005", "how do I know what the sleep current is supposed to be?", [S],
         ["sem-power-budget"]),
    task("b5-007", "how does the hil job know which board is which revision?", [S],
         ["sem-hil-rig"]),
    task("b5-009", "how do I find out which fork branch our Zephyr comes from?", [S],
         ["sem-west-manifest"]),
    task("b5-010", "what's different on the rev D board compared to rev C?", [S],
         ["sem-board-revs"]),
    task("b5-011", "how does the firmware figure out which board revision it's running on?",
         [S], ["sem-board-revs"]),
    task("b5-012", "how much airtime is a probe allowed per hour?", [S],
         ["sem-lorawan-region"]),
    task("b5-014", "where do the DevEUIs come from?", [S], ["sem-provisioning"]),
    task("b5-015", "how do I find out what gets written into UICR at the factory?", [S],
         ["sem-provisioning"]),
    task("b5-016", "how big is the settings partition, and how many erase cycles can the flash "
         "take?", [S], ["sem-nvs-partition"]),
    task("b5-018", "what feeds the watchdog, and what's its timeout?", [S], ["sem-watchdog"]),
    task("b5-019", "how do coredumps get from a probe to Memfault?", [S], ["sem-watchdog"]),
    task("b5-020", "where does the version number of an image come from?", [S],
         ["sem-release-process"]),
    task("b5-021", "how full can the image slot get before the build fails?", [S],
         ["sem-ci-checks"]),
    task("b5-022", "is the hil job a required check on main?", [S], ["sem-codeowners"]),
    task("b5-023", "how is the moisture percentage worked out from the raw sensor counts?", [S],
         ["sem-calibration"]),
    task("b5-024", "how do I see how much of each thread's stack is used?", [S],
         ["sem-thread-stacks"]),
    task("b5-025", "Combien de threads tourne l'application, et quelle taille de pile a "
         "chacun ?", [S], ["sem-thread-stacks"]),
    task("b5-026", "Wie viele Sonden mit Board-Revision B sind noch im Feld?", [S],
         ["sem-board-revs"]),
    task("b5-027", "¿Dónde se guarda la clave de firma de producción?", [S],
         ["sem-mcuboot-keys"]),
    task("b5-028", "Quante approvazioni servono per fare merge su un branch release?", [S],
         ["sem-codeowners"]),
    task("b5-029", "Onde ficam os valores de calibração do sensor de umidade?", [S],
         ["sem-calibration"]),
    # episodic
    task("b5-030", "what went wrong with the 3.4.0 campaign to vineyard-north?", [E],
         ["epi-2025-05-06-fuota-mixed-group"]),
    task("b5-032", "what happened with 3.2.0 on the canaries?", [E],
         ["epi-2025-03-18-dev-signed-release"]),
    task("b5-033", "last time the HSM wasn't plugged in during a release, what happened?", [E],
         ["epi-2025-03-18-dev-signed-release"]),
    task("b5-034", "why did the roof canaries' battery voltage drop in April?", [E],
         ["epi-2025-04-09-uart-sleep-current"]),
    task("b5-037", "what happened the last time the rig couldn't find any J-Links?", [E],
         ["epi-2025-05-22-hil-hub-browned-out"]),
    task("b5-038", "why did 3.1.3 ship two days late?", [E], ["epi-2025-02-26-west-main"]),
    task("b5-039", "what happened when west.yml pointed at zephyr main?", [E],
         ["epi-2025-02-26-west-main"]),
    task("b5-040", "why was the Domaine Roux pilot sending flat moisture curves at the end of "
         "April?", [E], ["epi-2025-04-28-revd-excitation-pin"]),
    task("b5-041", "what happened on 2 June after the Domaine Roux gateway went down?", [E],
         ["epi-2025-06-02-rejoin-storm"]),
    task("b5-042", "what happened with lot 2025-07 at Kessler?", [E],
         ["epi-2025-03-27-duplicate-deveui"]),
    task("b5-044", "what did the accelerated-life test turn up on 3.4.0-rc2?", [E],
         ["epi-2025-05-14-nvs-wear"]),
    task("b5-046", "what happened at Domaine Roux when the sensor cables came loose?", [E],
         ["epi-2025-04-17-i2c-watchdog-loop"]),
    task("b5-047", "why didn't the 3.4.1 hotfix reach any probe for three days?", [E],
         ["epi-2025-06-10-version-not-bumped"]),
    task("b5-048", "how did we end up with 23 warnings in app/?", [E],
         ["epi-2025-03-05-werror-off"]),
    task("b5-049", "what happened with the sx126x PR that got merged early?", [E],
         ["epi-2025-05-29-merged-before-hil"]),
    task("b5-050", "why were the far probes at Domaine Roux faulting every hour in June?", [E],
         ["epi-2025-06-05-lora-stack-overflow"]),
    task("b5-051", "Que s'est-il passé avec la 3.2.0 signée avec la mauvaise clé ?", [E],
         ["epi-2025-03-18-dev-signed-release"]),
    task("b5-052", "Was ist beim letzten Gateway-Ausfall in Domaine Roux passiert?", [E],
         ["epi-2025-06-02-rejoin-storm"]),
    task("b5-053", "¿Qué pasó cuando se soltaron los cables de los sensores en Domaine Roux?",
         [E], ["epi-2025-04-17-i2c-watchdog-loop"]),
    task("b5-054", "Cosa è successo l'ultima volta che un installatore ha lanciato "
         "factory_reset sul campo?", [E], ["epi-2025-02-12-factory-reset-cal"]),
    task("b5-055", "O que aconteceu com a versão 3.4.1 que não chegou às sondas?", [E],
         ["epi-2025-06-10-version-not-bumped"]),
    # procedural
    task("b5-056", "push 3.4.2 to the orchard site, some of those probes are still on 3.3 and "
         "some on 3.4.1", [P], ["lesson-fuota-single-version"]),
    task("b5-057", "the release binary is built, upload it to the fleet console for the "
         "canaries", [P], ["lesson-verify-signature"]),
    task("b5-058", "I added a debug print to the moisture driver, the tests pass, ready to "
         "merge?", [P], ["lesson-ppk2-before-merge"]),
    task("b5-059", "hil failed again before running a single test, flash timeout on every "
         "board. rerun it?", [P], ["lesson-hil-power-cycle"]),
    task("b5-060", "I want to try a fix that's only on upstream Zephyr, can I just point us at "
         "their main for now?", [P], ["lesson-pin-zephyr-sha"]),
    task("b5-061", "I moved the temperature sensor to the second I2C bus, works on my board, "
         "merge it", [P], ["lesson-test-all-revs"]),
    task("b5-062", "write the code for when a probe loses its network session and has to get "
         "back on", [P], ["lesson-join-backoff"]),
    task("b5-063", "we need DevEUIs for the next 1,000 units going to the factory", [P],
         ["lesson-deveui-allocation"]),
    task("b5-064", "save the uplink counter to flash so it survives a reboot", [P],
         ["lesson-nvs-write-rate"]),
    task("b5-065", "the sensor read sometimes never comes back when the cable's bad; how long "
         "should the driver call wait?", [P], ["lesson-no-forever-timeouts"]),
    task("b5-066", "tag 3.4.3 and push the tag", [P], ["lesson-bump-version"]),
    task("b5-067", "an unused-variable warning is blocking the hotfix build, just make it "
         "compile", [P], ["lesson-no-werror-off"]),
    task("b5-068", "Tomasz approved and everything required is green, the rig job is still "
         "waiting for a runner. can I merge?", [P], ["lesson-wait-hil-before-merge"]),
    task("b5-069", "add a shell command that wipes the probe so installers can start fresh",
         [P], ["lesson-protect-factory-partition"]),
    task("b5-070", "I print the SNR as a float in the ADR callback now, anything to check "
         "before it ships?", [P], ["lesson-stack-headroom"]),
    task("b5-077", "the board keeps rebooting when the sensor thread hangs, should I kick the "
         "watchdog from a k_timer so it stops?", [P], ["lesson-no-forever-timeouts"]),
    task("b5-078", "J'ai déplacé une broche dans l'overlay de la carte, ça marche sur la "
         "mienne, je peux fusionner ?", [P], ["lesson-test-all-revs"]),
    task("b5-079", "Eine einzige Compiler-Warnung blockiert den Hotfix – soll ich die Option "
         "in prj.conf einfach abschalten?", [P], ["lesson-no-werror-off"]),
    task("b5-080", "Voy a etiquetar la 3.5.0 a mano con git tag, ¿algo que deba revisar antes?",
         [P], ["lesson-bump-version"]),
    task("b5-081", "Il job hil è fallito prima di eseguire qualsiasi test, lo rilancio?", [P],
         ["lesson-hil-power-cycle"]),
    task("b5-082", "Quero apontar o manifesto para um branch do Zephyr upstream para testar "
         "uma correção", [P], ["lesson-pin-zephyr-sha"]),
    # personalized
    task("b5-083", "write the release notes for 3.4.2", [U], ["pref-release-notes"]),
    task("b5-084", "plan the rollout of 3.4.2 across the sites", [U], ["pref-fuota-rings"]),
    task("b5-085", "sign the 3.4.2 image so we can ship it", [U], ["pref-signing-by-astrid"]),
    task("b5-086", "post the sleep current of the new build in the PR", [U],
         ["pref-current-units"]),
    task("b5-087", "write up yesterday's watchdog resets", [U], ["pref-crash-writeup"]),
    task("b5-088", "open the PR for the Zephyr 3.6 upgrade", [U], ["pref-zephyr-upgrade-pr"]),
    task("b5-089", "add the pin for the new valve driver", [U], ["pref-dt-style"]),
    task("b5-090", "email Kessler about the next lot's factory image", [U],
         ["pref-kessler-contact"]),
    task("b5-091", "add a setting for the measurement interval", [U], ["pref-settings-keys"]),
    task("b5-092", "add more logging to the lora thread so we can debug the field issue", [U],
         ["pref-logging-levels"]),
    task("b5-093", "write the PR description for the overlay change", [U], ["pref-pr-review"]),
    task("b5-094", "refactor the moisture driver", [U], ["pref-c-style"]),
    task("b5-095", "change the moisture curve for clay soils", [U],
         ["pref-calibration-data"]),
    task("b5-096", "add a battery-level field to the uplink payload", [U],
         ["pref-airtime-report"]),
    task("b5-097", "send Astrid an update on where the 3.5 work stands", [U],
         ["pref-status-updates"]),
    task("b5-098", "what does Astrid usually want before a fleet update goes out?", [U],
         ["pref-fuota-rings"]),
    task("b5-099", "how does Astrid like crash reports written?", [U], ["pref-crash-writeup"]),
    task("b5-100", "skip the flaky rev B test for now so CI goes green", [U],
         ["pref-hil-required"]),
    task("b5-102", "Rédige les notes de version de la 3.5.0", [U], ["pref-release-notes"]),
    task("b5-103", "Schreib Kessler wegen des neuen Werks-Images", [U],
         ["pref-kessler-contact"]),
    task("b5-104", "Añade un ajuste nuevo para el intervalo de envío", [U],
         ["pref-settings-keys"]),
    task("b5-105", "Prepara la PR per l'aggiornamento di Zephyr", [U],
         ["pref-zephyr-upgrade-pr"]),
    task("b5-106", "Como a Astrid prefere que eu apresente as medições de corrente?", [U],
         ["pref-current-units"]),
    # environment-dynamics
    task("b5-107", "how long will a campaign take to reach the whole Domaine Roux group?", [V],
         ["env-fuota-duration"]),
    task("b5-108", "will every probe have the update after the first night?", [V],
         ["env-fuota-duration"]),
    task("b5-109", "what will a probe do if it gets an image signed with the wrong key?", [V],
         ["env-unsigned-image-rejected"]),
    task("b5-110", "if I record a 30-minute capture on the PPK2, will the Power Profiler cope?",
         [V], ["env-ppk2-capture"]),
    task("b5-111", "how long will I wait for the hil job on my PR?", [V],
         ["env-hil-duration"]),
    task("b5-112", "how long does a clean build take on CI compared to an incremental one?",
         [V], ["env-pristine-build"]),
    task("b5-113", "what happens if a board's revision resistor is missing?", [V],
         ["env-revision-strap"]),
    task("b5-114", "when the gateway comes back, how fast will the 3.4 probes reconnect?", [V],
         ["env-gateway-recovery"]),
    task("b5-115", "if I send Kessler a new factory image on Thursday, will it make Monday's "
         "run?", [V], ["env-kessler-requal"]),
    task("b5-116", "can an NVS write stall the thread that does it?", [V], ["env-nvs-gc"]),
    task("b5-117", "I updated probes last night, when will fleetctl show the new version?", [V],
         ["env-fleet-version-report"]),
    task("b5-118", "will turning on float formatting in the logs break the size check?", [V],
         ["env-float-logging-size"]),
    task("b5-119", "if I assign my PR to Astrid on Thursday afternoon, when will she get to "
         "it?", [V], ["env-astrid-review-days"]),
    task("b5-120", "if a probe is moved to a clay field and nobody changes its soil type, what "
         "will the readings look like?", [V], ["env-soil-type-mismatch"]),
    task("b5-121", "what does a probe do when a thread blows its stack in a release build?", [V],
         ["env-stack-overflow-fault"]),
    task("b5-122", "how will Astrid react if I propose the canary ring for Friday?", [V],
         ["env-astrid-friday-rollout"]),
    task("b5-123", "if I send Astrid a long write-up, will she read it?", [V],
         ["env-astrid-long-messages"]),
    task("b5-125", "Si la passerelle revient après une panne, les sondes en 3.3 vont-elles "
         "toutes se reconnecter en même temps ?", [V], ["env-gateway-recovery"]),
    task("b5-126", "Wie lange dauert es, bis ein Coredump in Memfault auftaucht?", [V],
         ["env-memfault-upload"]),
    task("b5-127", "Si le asigno una PR a Astrid el jueves por la tarde, ¿cuándo la revisará?",
         [V], ["env-astrid-review-days"]),
    task("b5-128", "Quanto spazio occupa la cattura di un ciclo completo con il PPK2?", [V],
         ["env-ppk2-capture"]),
    task("b5-129", "Se a partição NVS encher, a escrita vai travar a thread?", [V],
         ["env-nvs-gc"]),
    # several tiers
    task("b5-130", "what happened with the mixed-version campaign, and what do I check now "
         "before starting one?", [E, P],
         ["epi-2025-05-06-fuota-mixed-group", "lesson-fuota-single-version"]),
    task("b5-131", "I need to get 3.5.0 onto the fleet: how does Astrid want it rolled out, "
         "and how long does each campaign take?", [U, V],
         ["pref-fuota-rings", "env-fuota-duration"]),
    task("b5-132", "what's the sleep current budget, and what happened when the UART was left "
         "on?", [S, E], ["sem-power-budget", "epi-2025-04-09-uart-sleep-current"]),
    task("b5-133", "the I2C read blocks on a bad cable: how should the wait be written, and how "
         "will Astrid want the crash written up?", [P, U],
         ["lesson-no-forever-timeouts", "pref-crash-writeup"]),
    task("b5-134", "who has to review changes in drivers/, and when will she get to mine?",
         [S, V], ["sem-codeowners", "env-astrid-review-days"]),
    task("b5-135", "what went wrong with the 3.4.1 version number, and how do I tag the next "
         "release?", [E, P], ["epi-2025-06-10-version-not-bumped", "lesson-bump-version"]),
    task("b5-136", "where do DevEUIs come from, and how should I tell Kessler about the new "
         "lot?", [S, U], ["sem-provisioning", "pref-kessler-contact"]),
    task("b5-137", "why were the far probes faulting in June, and how will a stack overflow "
         "show up in Memfault?", [E, V],
         ["epi-2025-06-05-lora-stack-overflow", "env-stack-overflow-fault"]),
    task("b5-138", "Was ist passiert, als west.yml auf Zephyr main zeigte, und wie ändere ich "
         "das Manifest jetzt richtig?", [E, P],
         ["epi-2025-02-26-west-main", "lesson-pin-zephyr-sha"]),
]
