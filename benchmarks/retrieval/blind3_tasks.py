"""A third workspace and its tasks: a mobile app's memory, measured with the shipped weights and
never fitted on (bench_retrieval.py --blind3).

The store is the memory of Trailmate, a hiking app (React Native with TypeScript, Firebase for
auth, Firestore, Cloud Functions, Remote Config, Crashlytics and push, Fastlane for the iOS and
Android releases, Detox for the end-to-end tests) and of its principal (Maya). Most themes hold a
record in each tier that names the same tool (a fact, an incident, a lesson, a preference and a
prediction all about fastlane, Firestore rules or Remote Config), so the words of a request say
what it is about and only its shape says which kind of memory answers it. Lessons are written the
way reflexion writes them (a trigger of entities and situation words, a "When ..., do: ... Not:
..." body and a "Why:" quote).

The requests were written from these records alone, as a user would type them to the agent
(imperatives, "how do I", "why does", "what happened when", "will X", a few in French, German and
Spanish), without the recall code, its cue tables or the other task sets in view, and were not
run before being committed. Hard families on purpose: an imperative whose needed memory is how
Maya wants that kind of work done (personalized), a question about how a system or Maya will
react (environment-dynamics), "how do I" about a fact (semantic), the situation a lesson is for
told without the lesson's words (procedural), "what happened last time" (episodic). Report it in
aggregate; do not tune on it.
"""

from __future__ import annotations

from typing import Any

from benchmarks.retrieval.dataset import E, P, S, U, V, env, epi, pref, rule, sem, task

BLIND3_RECORDS: list[dict[str, Any]] = [
    # iOS betas, TestFlight and build numbers
    sem("sem-ios-build-numbers", "ios-release", 0.9, 7, "2025-06-07",
        "iOS build numbers follow TestFlight",
        "The Fastfile's beta lane sets the iOS build number to latest_testflight_build_number + 1. "
        "App Store Connect refuses an upload whose build number was already used for that "
        "version, even if that build was never released to anyone."),
    epi("epi-2025-06-06-duplicate-build-number", "ios-release", "release", "2025-06-06",
        "Two TestFlight uploads took the same build number",
        "fastlane beta was run from a laptop while the CI beta lane was running; both archives "
        "took build 412 and App Store Connect rejected the second upload after a 25-minute "
        "archive. The 3.8.0 beta reached the testers half a day late."),
    rule("lesson-beta-from-ci", "ios-release", ["fastlane beta", "testflight upload",
                                                "ios beta", "upload build"], "high", 1,
         "2025-06-07", "iOS betas go out from CI",
         "When shipping an iOS beta, do: start the release workflow on CI and let its beta lane "
         "take the build number. Not: fastlane beta from a laptop.\nWhy: \"two uploads fought "
         "over build 412\"."),
    pref("pref-testflight-notes", "release", "ios-release", "2025-05-15",
         "What to Test notes for testers",
         "Maya wants the TestFlight 'What to Test' notes written for testers, not developers: "
         "at most three bullets saying what changed on screen, no ticket numbers, no branch "
         "names."),
    env("env-testflight-processing", "system-state", "ios-release",
        "a build is uploaded to TestFlight by fastlane pilot",
        "App Store Connect processes it for 15 to 40 minutes before testers can install it; "
        "the lane returns before processing ends because skip_waiting_for_build_processing is "
        "set", 12, 2, "2025-06-09", "Observed on the last fourteen beta uploads."),
    # code signing with match
    sem("sem-match-signing", "code-signing", 0.9, 6, "2025-04-29",
        "Signing certificates live in the match repository",
        "iOS certificates and provisioning profiles are managed by fastlane match in the "
        "private trailmate-certs git repository, encrypted with MATCH_PASSWORD; CI and laptops "
        "fetch them read-only. The team has one distribution certificate, shared with two other "
        "apps, and Apple allows at most three."),
    epi("epi-2025-04-28-match-nuke", "code-signing", "incident", "2025-04-28",
        "match nuke revoked the team's distribution certificate",
        "To get rid of a 'No profiles for app.trailmate were found' error, fastlane match nuke "
        "distribution was run. It revoked the team's distribution certificate: the CI release "
        "lane and two other apps of the team stopped signing, and the field testers' ad hoc "
        "build stopped launching until new profiles were made the next day."),
    rule("lesson-match-readonly", "code-signing", ["fastlane match", "provisioning profile",
                                                   "signing certificate", "code signing error",
                                                   "match nuke"], "critical", 1, "2025-04-29",
         "Signing errors: match read-only, never nuke",
         "When a code signing error appears, do: run fastlane match appstore --readonly and, if "
         "one profile really is stale, regenerate only that profile after asking Maya. Not: "
         "fastlane match nuke, or revoking certificates in the Apple developer portal.\nWhy: "
         "\"nuke took signing down for every app of the team\"."),
    pref("pref-test-devices", "ios-signing", "code-signing", "2025-03-18",
         "Maya registers test devices",
         "Maya wants new test devices sent to her (device name and UDID) rather than registered "
         "in the Apple developer portal by someone else; she keeps the 100-device list tidy "
         "herself."),
    env("env-cert-expiry", "system-state", "code-signing",
        "the distribution certificate reaches its expiry date (2025-09-14)",
        "builds already on the App Store keep working, but every new signing fails until match "
        "makes a new certificate; Apple emails the account holder 30 days before", 1, 0,
        "2025-04-30", "Seen at the last expiry, in 2024."),
    # Firestore security rules
    sem("sem-rules-emulator", "firestore-rules", 0.85, 5, "2025-05-15",
        "Security rules are tested on the emulator",
        "firestore.rules is covered by tests in firebase/rules-tests that run against the "
        "Firestore emulator with npm run test:rules; the emulator needs Java 11 or newer. The "
        "rules in production are whatever was deployed last, not what is on main."),
    epi("epi-2025-05-14-rules-open", "firestore-rules", "incident", "2025-05-14",
        "A rules deploy made every user's trips readable",
        "firebase deploy --only firestore:rules was run from a feature branch whose rules had "
        "'allow read: if true' on trips; for three hours any signed-in user could read every "
        "user's trips. A tester noticed; the rules were fixed by redeploying main."),
    rule("lesson-rules-deploy", "firestore-rules", ["firestore rules", "firestore.rules",
                                                    "firebase deploy", "security rules"],
         "critical", 1, "2025-05-15", "Rules are deployed from main only",
         "When changing Firestore security rules, do: run npm run test:rules on the emulator "
         "and deploy rules only from main through the deploy-rules workflow. Not: firebase "
         "deploy --only firestore:rules from a branch or a laptop.\nWhy: \"every user's trips "
         "were public for three hours\"."),
    pref("pref-rules-review", "security", "firestore-rules", "2025-05-16",
         "Maya reviews every rules change",
         "Maya wants to review every change to firestore.rules herself, with the output of the "
         "emulator tests pasted into the pull request."),
    env("env-rules-propagation", "system-state", "firestore-rules",
        "new Firestore security rules are deployed",
        "they apply to new queries within about a minute, and to listeners that are already "
        "open only after up to 10 minutes", 4, 1, "2025-05-20", "Checked on five deploys."),
    # Firestore queries and indexes
    sem("sem-composite-indexes", "firestore-queries", 0.9, 6, "2025-06-03",
        "Filter plus order needs a composite index",
        "A Firestore query that filters on one field and orders by another needs a composite "
        "index declared in firestore.indexes.json. The emulator does not enforce indexes, so a "
        "missing one only shows up in production."),
    epi("epi-2025-06-02-missing-index", "firestore-queries", "incident", "2025-06-02",
        "The weekly leaderboard was empty in production",
        "The new weekly leaderboard (where region == ..., orderBy distance) worked on the "
        "emulator and failed in production with FAILED_PRECONDITION; the screen stayed empty "
        "through the 3.7.1 release until the index was created from the console link."),
    rule("lesson-index-with-query", "firestore-queries", ["firestore query", "orderBy",
                                                          "firestore.indexes.json", "new query"],
         "high", 1, "2025-06-03", "Composite index in the same pull request",
         "When adding a Firestore query with a filter and an orderBy, do: add its composite "
         "index to firestore.indexes.json in the same pull request and deploy the indexes "
         "before the app release. Not: trusting the query because it works on the emulator.\n"
         "Why: \"the leaderboard was empty for a whole release\"."),
    pref("pref-data-hooks", "code-style", "firestore-queries", "2025-04-10",
         "Firestore reads live in data hooks",
         "Maya wants every Firestore read wrapped in a hook in src/data (useTrips, "
         "useLeaderboard); screens never call collection() or getDocs() themselves."),
    env("env-index-build", "system-state", "firestore-queries",
        "firebase deploy --only firestore:indexes adds a composite index on trips",
        "the index builds for 5 to 20 minutes, and queries that need it fail with "
        "FAILED_PRECONDITION until it is ready", 5, 1, "2025-06-04",
        "Seen on six index deploys."),
    # CocoaPods and native dependencies
    sem("sem-pods-lockfile", "cocoapods", 0.85, 5, "2025-05-22",
        "Podfile.lock is committed and CI installs with --deployment",
        "ios/Podfile.lock is committed; CI runs bundle exec pod install --deployment, which "
        "fails when the lock file does not match the Podfile. CocoaPods is pinned to 1.15 in "
        "the Gemfile."),
    epi("epi-2025-05-21-xcode-upgrade", "cocoapods", "upgrade", "2025-05-21",
        "The Xcode 16 upgrade broke the iOS build for a day",
        "Moving the CI image to Xcode 16 made the iOS build fail inside the react-native-maps "
        "pod (a deprecation warning treated as an error); the release branch could not be "
        "built for a day until the pod was bumped."),
    rule("lesson-pod-install", "cocoapods", ["pod install", "cocoapods", "Podfile",
                                             "pod update"], "medium", 2, "2025-05-22",
         "Pods through bundler, one at a time",
         "When installing or updating pods, do: bundle exec pod install from ios/ (pod update "
         "with the pod's name) and commit Podfile.lock. Not: a global pod install, or pod "
         "update without a name.\nWhy: \"pod update bumped forty pods in one go\"."),
    pref("pref-native-deps", "dependencies", "cocoapods", "2025-03-05",
         "Ask before adding native dependencies",
         "Maya wants to be asked before any new native dependency (anything that adds a pod or "
         "a Gradle module); JavaScript-only packages are fine without asking."),
    env("env-pod-install-time", "skill-output-shape", "cocoapods",
        "bundle exec pod install on a fresh clone",
        "takes 3 to 6 minutes, mostly compiling the Hermes and Firebase pods; with the cache "
        "warm it is under 30 seconds", 9, 1, "2025-05-25", "Timed on ten runs."),
    # Android staged rollouts
    sem("sem-staged-rollout", "android-release", 0.9, 5, "2025-05-29",
        "Android releases go out as staged rollouts",
        "The Fastfile's supply lane uploads the AAB to the production track at a 10% rollout; "
        "the percentage is then raised by hand in Play Console. A halted rollout can be "
        "resumed, but a fix needs a new version code."),
    epi("epi-2025-05-27-halted-rollout", "android-release", "incident", "2025-05-27",
        "The Android 3.7.0 rollout was halted on a crash",
        "Crashlytics showed a crash in the offline map download on Android 10 during the 3.7.0 "
        "rollout; the rollout was raised from 10% to 50% 'to get more data' and then halted "
        "when crash-free users fell to 97%. 3.7.1 went out two days later with a new version "
        "code."),
    rule("lesson-rollout-halt", "android-release", ["play console", "staged rollout",
                                                    "android release", "crash spike",
                                                    "halt rollout"], "high", 1, "2025-05-28",
         "Halt the rollout on a crash spike",
         "When a crash spike shows up during an Android rollout, do: halt the rollout in Play "
         "Console, fix, and ship a new version code. Not: raising the percentage to see whether "
         "the crash is real.\nWhy: \"raising the rollout only showed the crash to more "
         "people\"."),
    pref("pref-rollout-pace", "release", "android-release", "2025-05-30",
         "Rollout steps and their pace",
         "Maya likes Android rollouts to go 10%, 25%, 50%, 100%, at least a day between steps, "
         "with the crash-free rate quoted at each step."),
    env("env-crashlytics-delay", "system-state", "android-release",
        "a new version starts its staged rollout on Play Console",
        "Crashlytics shows a crash-free rate for it after about 6 hours, and the rate is "
        "reliable only after a day at 10%", 6, 1, "2025-05-31", "Seen on seven rollouts."),
    # Remote Config and feature flags
    sem("sem-remote-config", "remote-config", 0.85, 6, "2025-06-11",
        "Remote Config is fetched every 12 hours",
        "The app fetches Remote Config with a minimumFetchInterval of 12 hours and activates "
        "the values on the next cold start. Flags are named feature_<name>; their defaults "
        "live in src/config/remoteDefaults.ts."),
    epi("epi-2025-06-10-kill-switch", "remote-config", "incident", "2025-06-10",
        "Turning the route-sharing flag off did not stop the crash",
        "During the route-sharing crash, feature_route_sharing was set to false in the Remote "
        "Config console at 10:00; crashes kept coming until the next day, because clients only "
        "activate new values on a cold start after the 12-hour fetch interval."),
    rule("lesson-flags-default-off", "remote-config", ["remote config", "feature flag",
                                                       "feature_", "kill switch"], "high", 1,
         "2025-06-11", "Flags default off, kill switches listen in real time",
         "When putting a feature behind a Remote Config flag, do: default it to false in "
         "remoteDefaults.ts and subscribe to onConfigUpdated so the flag can switch the feature "
         "off at once. Not: relying on the 12-hour fetch to turn a feature off.\nWhy: \"the "
         "kill switch took a day to work\"."),
    pref("pref-flag-owner", "feature-flags", "remote-config", "2025-04-22",
         "Every flag has an owner and a removal date",
         "Maya wants each Remote Config flag's description to give its owner and the date it "
         "will be removed; flags without one get deleted at the monthly clean-up."),
    env("env-remote-config-propagation", "system-state", "remote-config",
        "a Remote Config value is published in the Firebase console",
        "clients with the realtime listener get it within a minute; the others on their next "
        "cold start after their 12-hour fetch", 5, 0, "2025-06-12", "Checked five times."),
    # crash symbols
    sem("sem-dsyms", "crash-reporting", 0.85, 4, "2025-05-09",
        "Crashlytics needs each build's dSYMs",
        "iOS crashes are symbolicated only if the dSYM of that exact build reaches Crashlytics; "
        "the beta and release lanes upload them with upload_symbols_to_crashlytics, and the "
        "Hermes source maps are uploaded separately by the bundle step."),
    epi("epi-2025-05-08-unsymbolicated", "crash-reporting", "release", "2025-05-08",
        "A week of 3.6.2 crashes nobody could read",
        "The 3.6.2 iOS build was archived by hand in Xcode and uploaded from the Organizer; no "
        "dSYM reached Crashlytics and a week of crashes showed only memory addresses."),
    rule("lesson-dsyms", "crash-reporting", ["crashlytics", "dsym", "xcode archive",
                                             "missing symbols"], "medium", 1, "2025-05-09",
         "Release archives come from the lanes",
         "When Crashlytics shows an iOS issue with addresses only, do: download that build's "
         "dSYMs from App Store Connect and upload them with fastlane refresh_dsyms. Not: "
         "archiving release builds by hand in Xcode.\nWhy: \"a week of crashes we could not "
         "read\"."),
    pref("pref-crash-summary", "communication", "crash-reporting", "2025-05-12",
         "How Maya wants a crash summarised",
         "Maya wants a crash summed up as crash-free users, the top frame, the app versions and "
         "OS versions affected, in that order; no raw stack trace pasted in chat."),
    # Detox end-to-end tests
    sem("sem-detox-setup", "e2e-tests", 0.85, 5, "2025-06-13",
        "End-to-end tests run with Detox",
        "The e2e suite (e2e/*.e2e.ts) runs with Detox on an iPhone 15 simulator on the "
        "macos-14 CI runner. Locally it needs a debug build first: npm run e2e:build:ios, then "
        "npm run e2e:test:ios."),
    epi("epi-2025-06-12-detox-timeouts", "e2e-tests", "ci-failure", "2025-06-12",
        "The 3.8.0 release pull request was blocked by Detox",
        "The 3.8.0 release pull request sat blocked for a day: Detox failed four times with "
        "'Simulator boot timed out' before any test ran. A later rerun passed; no test was "
        "actually broken."),
    rule("lesson-detox-boot", "e2e-tests", ["detox", "e2e", "simulator boot",
                                            "e2e timeout"], "medium", 2, "2025-06-13",
         "Simulator boot timeouts: rerun once, never skip",
         "When Detox fails with a simulator boot timeout, do: rerun only the e2e job, once, "
         "with --retries 1 and note the boot time in the pull request. Not: making the e2e job "
         "optional or skipping it on the release branch.\nWhy: \"the one release we shipped "
         "without e2e had a broken login\"."),
    pref("pref-test-ids", "testing", "e2e-tests", "2025-04-03",
         "Detox selects by testID",
         "Maya wants Detox tests to select elements by testID props named screen.element "
         "(trips.addButton), never by visible text, so translations don't break the tests."),
    env("env-detox-duration", "skill-output-shape", "e2e-tests",
        "the Detox e2e job on the macos-14 runner",
        "takes 30 to 40 minutes; about one run in five fails on simulator boot before any test "
        "runs", 16, 4, "2025-06-14", "Over the last twenty runs."),
    # push notifications
    sem("sem-push-apns", "push-notifications", 0.85, 4, "2025-04-17",
        "iOS push goes through FCM with an APNs key",
        "Push notifications are sent by the sendTripReminder Cloud Function through FCM; for "
        "iOS, FCM relays to APNs with the .p8 auth key uploaded in the Firebase console, so no "
        "push certificate has to be renewed each year."),
    epi("epi-2025-04-16-push-entitlement", "push-notifications", "incident", "2025-04-16",
        "TestFlight builds got no trip reminders for a week",
        "Trip reminders reached debug builds but not TestFlight builds for a week; the "
        "aps-environment entitlement was still 'development' in the Release configuration."),
    rule("lesson-push-entitlement", "push-notifications", ["push notification", "fcm", "apns",
                                                           "aps-environment"], "medium", 0,
         "2025-04-17", "Missing pushes: check the entitlement first",
         "When push notifications don't arrive on iOS, do: check the aps-environment "
         "entitlement of that build configuration and send a test message from the Firebase "
         "console to the device's token. Not: regenerating the APNs key.\nWhy: \"the key was "
         "fine, the entitlement was wrong\"."),
    pref("pref-notification-copy", "ui-copy", "push-notifications", "2025-03-27",
         "Notification texts",
         "Maya wants notification texts under 90 characters, with the trip name first and no "
         "exclamation marks."),
    env("env-silent-push", "system-state", "push-notifications",
        "a data-only push is sent to an iPhone where the user force-quit the app",
        "iOS drops it and the app is not woken; notification messages are still shown", 3, 0,
        "2025-04-20", "Tried on three devices."),
    # Cloud Functions
    sem("sem-functions-region", "cloud-functions", 0.9, 5, "2025-05-31",
        "Functions run Node 20 in europe-west1",
        "The functions/ package targets Node 20 and is deployed to europe-west1; the app must "
        "call callable functions with that region, or the call fails with not-found."),
    epi("epi-2025-05-30-stale-functions-deploy", "cloud-functions", "incident", "2025-05-30",
        "A full functions deploy undid the morning's hotfix",
        "firebase deploy --only functions was run from a stale checkout; it redeployed all 14 "
        "functions and replaced the hotfix to sendTripReminder made that morning, so reminders "
        "went out twice during the night."),
    rule("lesson-deploy-one-function", "cloud-functions", ["firebase deploy", "cloud functions",
                                                           "deploy functions"], "high", 1,
         "2025-05-31", "Deploy one function from an up-to-date main",
         "When deploying a Cloud Function, do: pull main and deploy that function alone "
         "(firebase deploy --only functions:sendTripReminder). Not: firebase deploy --only "
         "functions from whatever checkout is at hand.\nWhy: \"a stale checkout undid the "
         "morning's hotfix\"."),
    pref("pref-structured-logs", "code-style", "cloud-functions", "2025-04-08",
         "Structured logs in functions",
         "Maya prefers structured logs in Cloud Functions (logger.info with an object holding "
         "uid and tripId) to console.log strings."),
    env("env-functions-deploy-time", "skill-output-shape", "cloud-functions",
        "firebase deploy --only functions:<name> for one function",
        "takes 2 to 4 minutes; the first call after the deploy is a cold start of about 3 "
        "seconds", 10, 1, "2025-06-01", "Timed on eleven deploys."),
    # Metro and the JS bundle
    sem("sem-metro-cache", "metro", 0.8, 4, "2025-06-05",
        "Metro caches transformed modules",
        "Metro keeps a transform cache in the temp folder; after a branch switch that changes "
        "babel.config.js or the installed packages, the app can run stale code until Metro is "
        "started with --reset-cache."),
    epi("epi-2025-06-04-stale-metro", "metro", "session", "2025-06-04",
        "An hour chasing a bug that was Metro's cache",
        "After switching back from the maps branch, the trips screen kept crashing on an import "
        "that had been removed; after an hour of debugging, npx react-native start "
        "--reset-cache fixed it."),
    rule("lesson-metro-reset", "metro", ["metro", "unable to resolve module", "switch branch",
                                         "reset-cache"], "low", 1, "2025-06-05",
         "Reset Metro before debugging after a branch switch",
         "When the app runs code that no longer exists, or says 'Unable to resolve module' "
         "after a branch switch, do: stop Metro, start it with --reset-cache and reinstall the "
         "app. Not: debugging the component first.\nWhy: \"an hour lost to a stale cache\"."),
    pref("pref-typescript-strict", "code-style", "typescript", "2025-02-20",
         "TypeScript strict, no escapes",
         "Maya wants TypeScript strict everywhere: no any, no @ts-ignore; @ts-expect-error only "
         "with a comment saying why."),
    env("env-metro-first-bundle", "skill-output-shape", "metro",
        "npx react-native start --reset-cache",
        "the first bundle takes 60 to 90 seconds; reloads after it take 2 to 5 seconds", 7, 0,
        "2025-06-06", "Timed seven times."),
    # App Review
    sem("sem-review-location", "app-review", 0.85, 3, "2025-04-25",
        "Background location needs a stated purpose",
        "The app asks for Always location to record trips; App Review requires "
        "NSLocationAlwaysAndWhenInUseUsageDescription to say what the user gets from it, and a "
        "demo account in the review notes."),
    epi("epi-2025-04-24-review-rejection", "app-review", "release", "2025-04-24",
        "3.5.0 rejected under guideline 5.1.1",
        "App Review rejected 3.5.0 under guideline 5.1.1 because the location purpose string "
        "said only 'Trailmate uses your location'; the release slipped five days."),
    rule("lesson-purpose-strings", "app-review", ["app review", "Info.plist", "permission",
                                                  "usage description"], "high", 1,
         "2025-04-25", "Purpose strings say what the user gets",
         "When adding a permission to Info.plist, do: write a usage description that says what "
         "the user gets from it and add the flow to the review notes. Not: a one-line string "
         "that only names the permission.\nWhy: \"5.1.1 cost us five days\"."),
    pref("pref-submit-review", "release", "app-review", "2025-04-26",
         "Maya presses Submit for Review",
         "Maya wants to press 'Submit for Review' herself: the agent prepares the build, the "
         "metadata and the review notes, and stops there."),
    env("env-review-time", "system-state", "app-review",
        "a build is submitted to App Review",
        "a decision comes in 24 to 48 hours; a build submitted on a Friday is usually decided "
        "on Sunday or Monday", 8, 2, "2025-05-05", "Over the last ten submissions."),
    # pull requests and screenshots (preference vs how Maya reacts)
    sem("sem-firebase-projects", "firebase-projects", 0.9, 8, "2025-03-12",
        "Two Firebase projects, chosen with firebase use",
        "There are two Firebase projects, trailmate-dev and trailmate-prod, with the aliases "
        "dev and prod in .firebaserc; firebase use prod points the CLI at production, and the "
        "app picks its project from GoogleService-Info.plist and google-services.json per "
        "build variant."),
    pref("pref-pr-screenshots", "code-review", "pull-requests", "2025-03-02",
         "Screenshots in every UI pull request",
         "Maya wants before and after screenshots, iOS and Android side by side, in every pull "
         "request that changes a screen."),
    env("env-principal-screenshots", "principal-response", "pull-requests",
        "a pull request that changes a screen is opened without screenshots",
        "Maya asks for them and does not review the code until they are there, usually the "
        "next morning", 5, 1, "2025-05-18", "Seen on six pull requests."),
]

BLIND3_TASKS: list[dict[str, Any]] = [
    # semantic
    task("b3-001", "how do I get the right build number for the next iOS upload?", [S],
         ["sem-ios-build-numbers"]),
    task("b3-002", "App Store Connect says build 57 was already used, but 57 never shipped. why?",
         [S], ["sem-ios-build-numbers"]),
    task("b3-003", "where do our iOS signing certificates come from?", [S],
         ["sem-match-signing"]),
    task("b3-004", "how many distribution certificates can the team have?", [S],
         ["sem-match-signing"]),
    task("b3-005", "how do I run the security rules tests?", [S], ["sem-rules-emulator"]),
    task("b3-006", "the rules tests won't start the emulator, it complains about java", [S],
         ["sem-rules-emulator"]),
    task("b3-007", "why would a query work on the emulator and fail in production?", [S],
         ["sem-composite-indexes"]),
    task("b3-008", "how does CI install the pods?", [S], ["sem-pods-lockfile"]),
    task("b3-009", "which CocoaPods version are we on?", [S], ["sem-pods-lockfile"]),
    task("b3-010", "does an Android release go to everyone at once?", [S],
         ["sem-staged-rollout"]),
    task("b3-011", "where are the Remote Config defaults defined?", [S], ["sem-remote-config"]),
    task("b3-012", "how are feature flags named in Remote Config?", [S], ["sem-remote-config"]),
    task("b3-013", "how do iOS crashes get symbolicated?", [S], ["sem-dsyms"]),
    task("b3-014", "how do I run the e2e tests on my machine?", [S], ["sem-detox-setup"]),
    task("b3-015", "how does a push notification get to an iPhone in our setup?", [S],
         ["sem-push-apns"]),
    task("b3-016", "do we have to renew a push certificate every year?", [S],
         ["sem-push-apns"]),
    task("b3-017", "which region are the cloud functions deployed to?", [S],
         ["sem-functions-region"]),
    task("b3-018", "calling the callable function from the app fails with not-found", [S],
         ["sem-functions-region"]),
    task("b3-019", "how do I point the firebase CLI at production?", [S],
         ["sem-firebase-projects"]),
    task("b3-020", "why does the app sometimes run old code after changing branches?", [S],
         ["sem-metro-cache"]),
    task("b3-021", "what does Apple require from us for background location?", [S],
         ["sem-review-location"]),
    task("b3-022", "¿Dónde se guardan los certificados de firma de iOS?", [S],
         ["sem-match-signing"]),
    # episodic
    task("b3-023", "what happened when two TestFlight uploads got the same build number?", [E],
         ["epi-2025-06-06-duplicate-build-number"]),
    task("b3-024", "why did the 3.8.0 beta reach testers late?", [E],
         ["epi-2025-06-06-duplicate-build-number"]),
    task("b3-025", "what went wrong with match nuke back in April?", [E],
         ["epi-2025-04-28-match-nuke"]),
    task("b3-026", "has anyone regenerated the signing certificates before? how did it go?", [E],
         ["epi-2025-04-28-match-nuke"]),
    task("b3-027", "remind me of the time everyone's trips were readable by anyone", [E],
         ["epi-2025-05-14-rules-open"]),
    task("b3-028", "how long were the trips exposed in the rules incident?", [E],
         ["epi-2025-05-14-rules-open"]),
    task("b3-029", "what happened with the leaderboard in 3.7.1?", [E],
         ["epi-2025-06-02-missing-index"]),
    task("b3-030", "what broke when CI moved to Xcode 16?", [E],
         ["epi-2025-05-21-xcode-upgrade"]),
    task("b3-031", "why was the 3.7.0 Android rollout halted?", [E],
         ["epi-2025-05-27-halted-rollout"]),
    task("b3-032", "what did we do last time a rollout showed a crash spike?", [E],
         ["epi-2025-05-27-halted-rollout"]),
    task("b3-033", "last time we switched a flag off to stop a crash, how did that go?", [E],
         ["epi-2025-06-10-kill-switch"]),
    task("b3-034", "why were the 3.6.2 crash reports just memory addresses?", [E],
         ["epi-2025-05-08-unsymbolicated"]),
    task("b3-035", "what held up the 3.8.0 release PR?", [E],
         ["epi-2025-06-12-detox-timeouts"]),
    task("b3-036", "did TestFlight testers ever stop getting trip reminders?", [E],
         ["epi-2025-04-16-push-entitlement"]),
    task("b3-037", "what happened the night the reminders went out twice?", [E],
         ["epi-2025-05-30-stale-functions-deploy"]),
    task("b3-038", "the sendTripReminder hotfix that got undone, when was that?", [E],
         ["epi-2025-05-30-stale-functions-deploy"]),
    task("b3-039", "have we lost time to Metro's cache before?", [E],
         ["epi-2025-06-04-stale-metro"]),
    task("b3-040", "why did Apple reject 3.5.0?", [E], ["epi-2025-04-24-review-rejection"]),
    task("b3-041", "Qu'est-ce qui s'est passé avec les règles Firestore en mai ?", [E],
         ["epi-2025-05-14-rules-open"]),
    task("b3-042", "¿Qué pasó cuando Apple rechazó la versión 3.5.0?", [E],
         ["epi-2025-04-24-review-rejection"]),
    # procedural
    task("b3-043", "ship an iOS beta of current main", [P], ["lesson-beta-from-ci"]),
    task("b3-044", "CI is slow today, I'll just run fastlane beta from my laptop", [P],
         ["lesson-beta-from-ci"]),
    task("b3-045", "Xcode says no profiles for app.trailmate were found, fix the signing", [P],
         ["lesson-match-readonly"]),
    task("b3-046", "the certs are a mess, let's wipe them all and start clean", [P],
         ["lesson-match-readonly"]),
    task("b3-047", "push my rules change to Firebase so I can try it on my phone", [P],
         ["lesson-rules-deploy"]),
    task("b3-048", "I tweaked firestore.rules on my branch, deploy it", [P],
         ["lesson-rules-deploy"]),
    task("b3-049", "add a query for the current user's trips, newest first", [P],
         ["lesson-index-with-query"]),
    task("b3-050", "the new leaderboard query works fine in the emulator, ok to merge?", [P],
         ["lesson-index-with-query"]),
    task("b3-051", "run pod update so everything is fresh", [P], ["lesson-pod-install"]),
    task("b3-052", "crash rate jumped after 3.9.0 hit 10% on Android, what now?", [P],
         ["lesson-rollout-halt"]),
    task("b3-053", "should I bump the rollout to 50% to see whether the crash is real?", [P],
         ["lesson-rollout-halt"]),
    task("b3-054", "we need a way to turn route sharing off instantly if it misbehaves", [P],
         ["lesson-flags-default-off"]),
    task("b3-055", "Crashlytics only shows hex addresses for the 3.9.0 iOS crashes", [P],
         ["lesson-dsyms"]),
    task("b3-056", "I'll archive this release in Xcode myself and upload it from the Organizer",
         [P], ["lesson-dsyms"]),
    task("b3-057", "detox failed again with simulator boot timed out on the release PR", [P],
         ["lesson-detox-boot"]),
    task("b3-058", "can we make the e2e job optional? it keeps blocking the release", [P],
         ["lesson-detox-boot"]),
    task("b3-059", "testers on TestFlight say they don't get any notifications", [P],
         ["lesson-push-entitlement"]),
    task("b3-060", "deploy the fix to sendTripReminder", [P], ["lesson-deploy-one-function"]),
    task("b3-061", "after checking out main the app shows a red screen: Unable to resolve "
         "module ./TripCard", [P], ["lesson-metro-reset"]),
    task("b3-062", "the app keeps rendering a component I deleted an hour ago", [P],
         ["lesson-metro-reset"]),
    task("b3-063", "the photo upload needs camera access, anything to watch for with Apple?",
         [P], ["lesson-purpose-strings"]),
    task("b3-064", "Wie deploye ich die Firestore-Regeln richtig?", [P],
         ["lesson-rules-deploy"]),
    task("b3-065", "comment corriger l'erreur de signature iOS sur la CI ?", [P],
         ["lesson-match-readonly"]),
    # personalized
    task("b3-066", "write the What to Test notes for this beta", [U],
         ["pref-testflight-notes"]),
    task("b3-067", "draft the tester notes for 3.9.0", [U], ["pref-testflight-notes"]),
    task("b3-068", "register my new iPhone 16 in the developer portal", [U],
         ["pref-test-devices"]),
    task("b3-069", "open the PR for the rules change", [U], ["pref-rules-review"]),
    task("b3-070", "fetch the user's saved gear list on the GearScreen", [U],
         ["pref-data-hooks"]),
    task("b3-071", "can I just add react-native-vision-camera for the photos?", [U],
         ["pref-native-deps"]),
    task("b3-072", "move the Android rollout to the next step", [U], ["pref-rollout-pace"]),
    task("b3-073", "plan the Android rollout of 3.9.0", [U], ["pref-rollout-pace"]),
    task("b3-074", "what should I put in the description of a new Remote Config flag?", [U],
         ["pref-flag-owner"]),
    task("b3-075", "summarise the 3.9.0 crash for Maya", [U], ["pref-crash-summary"]),
    task("b3-076", "give me today's Crashlytics rundown", [U], ["pref-crash-summary"]),
    task("b3-077", "write a Detox test for the add-trip flow", [U], ["pref-test-ids"]),
    task("b3-078", "write the text of the trip reminder notification", [U],
         ["pref-notification-copy"]),
    task("b3-079", "add logging to sendTripReminder", [U], ["pref-structured-logs"]),
    task("b3-080", "silence this type error with a ts-ignore", [U],
         ["pref-typescript-strict"]),
    task("b3-081", "submit 3.9.0 for App Review", [U], ["pref-submit-review"]),
    task("b3-082", "open the PR for the new settings screen", [U], ["pref-pr-screenshots"]),
    task("b3-083", "how does Maya like crash numbers reported?", [U], ["pref-crash-summary"]),
    task("b3-084", "Schreib den Text für die Tourenerinnerung als Push-Nachricht", [U],
         ["pref-notification-copy"]),
    task("b3-085", "rédige les notes TestFlight pour la bêta", [U], ["pref-testflight-notes"]),
    # environment-dynamics
    task("b3-086", "once fastlane uploads the build, can testers install it right away?", [V],
         ["env-testflight-processing"]),
    task("b3-087", "how long until the new build shows up in TestFlight?", [V],
         ["env-testflight-processing"]),
    task("b3-088", "what happens when the distribution certificate expires in September?", [V],
         ["env-cert-expiry"]),
    task("b3-089", "will the app in the store stop working when our cert expires?", [V],
         ["env-cert-expiry"]),
    task("b3-090", "I just deployed the rules, will the app see them immediately?", [V],
         ["env-rules-propagation"]),
    task("b3-091", "after I deploy the new index, when can the leaderboard query run?", [V],
         ["env-index-build"]),
    task("b3-092", "how long will pod install take on a fresh clone?", [V],
         ["env-pod-install-time"]),
    task("b3-093", "when will Crashlytics tell us whether 3.9.0 is stable on Android?", [V],
         ["env-crashlytics-delay"]),
    task("b3-094", "if I change a Remote Config value now, when will phones get it?", [V],
         ["env-remote-config-propagation"]),
    task("b3-095", "how long will the e2e job take?", [V], ["env-detox-duration"]),
    task("b3-096", "will the detox job pass on the first try?", [V], ["env-detox-duration"]),
    task("b3-097", "will a silent push wake the app if the user force-quit it?", [V],
         ["env-silent-push"]),
    task("b3-098", "how long does deploying a single function take?", [V],
         ["env-functions-deploy-time"]),
    task("b3-099", "will the first call be slow right after I deploy the function?", [V],
         ["env-functions-deploy-time"]),
    task("b3-100", "how long will the first bundle take after a reset-cache?", [V],
         ["env-metro-first-bundle"]),
    task("b3-101", "if I submit to App Review on Friday, when do we hear back?", [V],
         ["env-review-time"]),
    task("b3-102", "what will Maya do if I open the map screen PR without screenshots?", [V],
         ["env-principal-screenshots"]),
    task("b3-103", "¿Cuánto tarda en procesarse una build en TestFlight?", [V],
         ["env-testflight-processing"]),
    task("b3-104", "Wenn ich einen Remote-Config-Wert ändere, wann sehen die Nutzer das?", [V],
         ["env-remote-config-propagation"]),
    # several tiers
    task("b3-105", "I added a package with native code and the iOS build can't find it", [P, U],
         ["lesson-pod-install", "pref-native-deps"]),
    task("b3-106", "put the new offline maps feature behind a flag", [P, U],
         ["lesson-flags-default-off", "pref-flag-owner"]),
    task("b3-107", "I want a beta out today: what's the rule, and how long until testers have "
         "it?", [P, V], ["lesson-beta-from-ci", "env-testflight-processing"]),
    task("b3-108", "what happened last time rules went out from a branch, and how should they "
         "be deployed now?", [E, P], ["epi-2025-05-14-rules-open", "lesson-rules-deploy"]),
    task("b3-109", "how fast do rules apply after a deploy, and who has to review a rules "
         "change?", [V, U], ["env-rules-propagation", "pref-rules-review"]),
    task("b3-110", "how does Maya want the rollout paced, and when is the crash-free rate "
         "worth reading?", [U, V], ["pref-rollout-pace", "env-crashlytics-delay"]),
    task("b3-111", "what's our Remote Config fetch interval, and what happened when we relied "
         "on it to kill a feature?", [S, E],
         ["sem-remote-config", "epi-2025-06-10-kill-switch"]),
]
