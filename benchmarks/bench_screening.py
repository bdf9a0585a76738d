"""Screening per source: injection recall and false positives, secret recall, false positives
and placeholders touched, on the shared sets and on the outside sets kept in benchmarks/data/.

    .venv/bin/python benchmarks/bench_screening.py [--l2 1.0] [--target-fpr 0.002] [--list]
                                                   [--outside-only] [--held-out]

Four tables:

1. Injection, fitting sources (../shared/datasets/injection-dev.jsonl, the admission sets'
   candidates as the "memory-engine" source and the outside sets that have been read, exactly
   as benchmarks/fit_injection.py reads them). For every source: recall and benign
   false-positive rate of the shipped model (data/injection_weights.json, fitted on every
   source, so in-sample), then the same two figures leave-one-source-out: fitted (weights and
   threshold) on the other sources only, measured on that one. Only the second pair says how
   the scorer does on a source it was not fitted on. The fitting code is fit_injection.py's;
   nothing is re-implemented here.
2. Injection, outside sets (benchmarks/data/injection-outside*.jsonl: attack families and
   agent-rules text from other projects' benchmarks; see benchmarks/data/README.md), with the
   shipped model. A set that has been read is a fitting source of fit_injection.py, so its
   figures here are in-sample; only a set not yet read is held out.
3. Secrets, shared set (../shared/datasets/secrets-dev.jsonl, read while writing the
   redaction rules): recall (every listed value gone whole), partial (some of a value left),
   benign false positives, placeholders touched, near misses changed.
4. Secrets, outside sets (benchmarks/data/secrets-outside.jsonl: other scanners' test samples;
   secrets-outside2.jsonl: noseyparker, kingfisher and whispers; secrets-outside3.jsonl: trivy,
   semgrep-rules, ripsecrets, gosec, bandit and talisman; secrets-outside4.jsonl: osv-scalibr,
   checkov, ggshield and git-secrets; secrets-outside5.jsonl: twelve more scanners' fixtures;
   secrets-outside6.jsonl: eight more scanners' fixtures, kics and SARIF among them;
   secrets-outside7.jsonl: a token-scanning integration test's per-vendor examples and four
   more scanners' fixtures; secrets-outside7b.jsonl: hard-coded credential query tests and
   vulnerable-by-design applications (seeded passwords, signing keys, CTF flags);
   secrets-outside8.jsonl: a scanner's examples and insecure demo configurations;
   secrets-outside9.jsonl: configs, manifests, tutorials and demo apps of 96 repositories;
   secrets-outside10.jsonl: .env, credentials and config files of 165 repositories;
   secrets-outside11.jsonl: .env, INI, YAML, HCL, JSON and command lines of 150 repositories;
   secrets-outside12.jsonl: code, Markdown, Terraform, Nix and properties of 186 repositories;
   secrets-outside13.jsonl: code, .env, .git-credentials, docker and .pypirc files of 187
   repositories; secrets-outside14.jsonl: Python, JavaScript, Java, Markdown, Kotlin, PHP and
   shell files of 207 repositories; secrets-outside15.jsonl: YAML, app settings, Markdown,
   wp-config.php, PHP, JSON, Go, Rails, Kotlin and TypeScript files of 191 repositories;
   secrets-outside16.jsonl: JSON, PHP, YAML, XML, Python, .pgpass, .my.cnf, SSH keys, HCL,
   Nix, SOPS and .netrc files of 208 repositories; secrets-outside17.jsonl: .env, JSON, PHP,
   Python, JavaScript, YAML, properties, INI, XML, Dockerfiles, Terraform and shell files of
   186 repositories; secrets-outside18.jsonl: Streamlit secrets, sftp and FTP configs, Android
   and iOS config files, client_secret.json, .git-credentials, .s3cfg, .netrc, .pgpass and 45
   more file types of 194 repositories; secrets-outside19.jsonl: .ftppass, .coveralls.yml, hub
   and gh host files, WireGuard, BrowserStack, ssmtp and .fetchmailrc configs, .boto, SQL,
   Perl, Lua, Elixir, Makefiles, Jenkins, Salt and ESPHome files of 201 repositories;
   secrets-outside20.jsonl: composer auth.json, .pypirc, Flutter key.properties, Rails
   master.key, Magento env.php, Azure Functions local.settings.json, Maven settings.xml,
   .cargo/credentials.toml, .docker/config.json, a Kubernetes Secret, Swift, Dart and PHP files
   of 189 repositories; secrets-outside21.jsonl: Symfony parameters.yml, Rails secrets.yml,
   Django settings.py, Flutter key.properties, wp-config.php, google-services.json, flake.lock,
   Manifest.toml, pubspec.lock and hardhat configs of 168 repositories; secrets-outside22.jsonl:
   Yii2, Magento 1, PrestaShop, Laravel, CakePHP, Joomla and MediaWiki configs, Rails
   secret_token.rb, docker-compose files, knexfile.js and truffle-config.js of 146 repositories;
   secrets-outside23.jsonl: Android keystore.properties, db.properties, pgbouncer userlist.txt,
   sentry.properties, liquibase, odbc.ini and flyway configs of 203 repositories;
   secrets-outside24.jsonl: XAMPP sendmail.ini, Elixir config.exs, appsettings.Development.json,
   msmtprc, mosquitto, RabbitMQ, Jenkins and Tomcat files of 179 repositories;
   secrets-outside25.jsonl: Mopidy, shadowsocks, ddclient, SABnzbd, Asterisk sip.conf,
   bitcoin.conf, rsyncd.secrets, kubeconfig and haproxy files of 183 repositories;
   secrets-outside26.jsonl: Nextcloud config.php, Gitea/Gogs app.ini, Synapse, Syncthing,
   Mastodon and ppp chap-secrets files of 158 repositories;
   secrets-outside27.jsonl: Moodle config.php, Ghost, Roundcube and phpMyAdmin config files,
   odoo.conf and Web.config of 192 repositories;
   secrets-outside28.jsonl: TYPO3, BIND rndc.key, osTicket, Bacula, Dolibarr, OpenVPN ta.key,
   Icinga 2 and Postfix files of 162 repositories;
   secrets-outside29.jsonl: PrestaShop, Matomo, Superset, CouchDB, NUT, Jetty, supervisord,
   Mumble, OpenCart, pgpool-II, FreeRADIUS and Drupal files of 147 repositories;
   secrets-outside30.jsonl: WireGuard, Joomla, MediaWiki, WordPress, .pgpass, Magento, s3cmd,
   R .Renviron, ESPHome and rclone files of 144 repositories;
   secrets-outside31.jsonl: FiveM, SA-MP, Source engine, Arma 3, Call of Duty 4, RedM and
   Quake III server.cfg, Telegraf, Kickstart, Debian preseed, autounattend.xml and OpenLDAP
   slapd.conf files of 166 repositories;
   secrets-outside32.jsonl: Sonarr, Radarr and Prowlarr config.xml, Jackett, Zigbee2MQTT,
   Deluge, OctoPrint, dbt profiles.yml, Factorio, PowerDNS, getmail, WeeChat, Kodi and Frigate
   files of 143 repositories;
   secrets-outside33.jsonl: spotifyd, ProxySQL, DarkIce, pianobar, Matterbridge, Kamailio,
   inadyn, Cntlm and aria2 files of 209 repositories;
   secrets-outside34.jsonl: code-server, game servers (Don't Starve Together, V Rising, ARK,
   Palworld, DDNet, Terraria and others), Ansible vault password, certbot cloudflare.ini,
   CIFS credentials, Yggdrasil, coturn, Jitsi and Prosody files of 187 repositories;
   each first scored unread, its misses read since). All of them have been read: the held-out
   figure of the one choice fitted on them, the stand-in policy, is
   benchmarks/stand_in_policy.py's leave-one-source-out table.

`--held-out` is kept for the next set nobody has read (scored per source only, never row by
row); every injection set in benchmarks/data has been read now, injection-outside34.jsonl and
injection-written34.jsonl last (tables 2zi and 2zj, fitting sources since).

The shared sets live outside the repository; without ../shared this prints why and skips
tables 1 and 3 (exit status 0), still measuring the outside sets.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from collections.abc import Sequence
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from bench_injection import DATASET as INJECTION_DEV  # noqa: E402
from bench_injection import OUTSIDE as INJECTION_OUTSIDE  # noqa: E402
from bench_injection import Row, load_outside_injection  # noqa: E402
from bench_secrets import DATASET as SECRETS_DEV  # noqa: E402
from bench_secrets import Tally, score, source_of  # noqa: E402
from fit_injection import (  # noqa: E402
    TARGET_FPR,
    features,
    fit_with_threshold,
    fitting_rows,
    pct,
)

from memory_engine.screening.injection import is_injection  # noqa: E402

SHARED = HERE.parent.parent / "shared"
DATA = HERE / "data"
INJECTION_OUTSIDE2 = DATA / "injection-outside2.jsonl"
SECRETS_OUTSIDE = DATA / "secrets-outside.jsonl"
SECRETS_OUTSIDE2 = DATA / "secrets-outside2.jsonl"
SECRETS_OUTSIDE3 = DATA / "secrets-outside3.jsonl"
SECRETS_OUTSIDE4 = DATA / "secrets-outside4.jsonl"
SECRETS_OUTSIDE5 = DATA / "secrets-outside5.jsonl"
SECRETS_OUTSIDE6 = DATA / "secrets-outside6.jsonl"
SECRETS_OUTSIDE7 = DATA / "secrets-outside7.jsonl"
SECRETS_OUTSIDE7B = DATA / "secrets-outside7b.jsonl"
SECRETS_OUTSIDE8 = DATA / "secrets-outside8.jsonl"
SECRETS_OUTSIDE9 = DATA / "secrets-outside9.jsonl"
SECRETS_OUTSIDE10 = DATA / "secrets-outside10.jsonl"
SECRETS_OUTSIDE11 = DATA / "secrets-outside11.jsonl"
SECRETS_OUTSIDE12 = DATA / "secrets-outside12.jsonl"
SECRETS_OUTSIDE13 = DATA / "secrets-outside13.jsonl"
SECRETS_OUTSIDE14 = DATA / "secrets-outside14.jsonl"
SECRETS_OUTSIDE15 = DATA / "secrets-outside15.jsonl"
SECRETS_OUTSIDE16 = DATA / "secrets-outside16.jsonl"
SECRETS_OUTSIDE17 = DATA / "secrets-outside17.jsonl"
SECRETS_OUTSIDE18 = DATA / "secrets-outside18.jsonl"
SECRETS_OUTSIDE19 = DATA / "secrets-outside19.jsonl"
SECRETS_OUTSIDE20 = DATA / "secrets-outside20.jsonl"
SECRETS_OUTSIDE21 = DATA / "secrets-outside21.jsonl"
SECRETS_OUTSIDE22 = DATA / "secrets-outside22.jsonl"
SECRETS_OUTSIDE23 = DATA / "secrets-outside23.jsonl"
SECRETS_OUTSIDE24 = DATA / "secrets-outside24.jsonl"
SECRETS_OUTSIDE25 = DATA / "secrets-outside25.jsonl"
SECRETS_OUTSIDE26 = DATA / "secrets-outside26.jsonl"
SECRETS_OUTSIDE27 = DATA / "secrets-outside27.jsonl"
SECRETS_OUTSIDE28 = DATA / "secrets-outside28.jsonl"
SECRETS_OUTSIDE29 = DATA / "secrets-outside29.jsonl"
SECRETS_OUTSIDE30 = DATA / "secrets-outside30.jsonl"
SECRETS_OUTSIDE31 = DATA / "secrets-outside31.jsonl"
SECRETS_OUTSIDE32 = DATA / "secrets-outside32.jsonl"
SECRETS_OUTSIDE33 = DATA / "secrets-outside33.jsonl"
SECRETS_OUTSIDE34 = DATA / "secrets-outside34.jsonl"
INJECTION_OUTSIDE3 = DATA / "injection-outside3.jsonl"
INJECTION_OUTSIDE4 = DATA / "injection-outside4.jsonl"
INJECTION_OUTSIDE5 = DATA / "injection-outside5.jsonl"
INJECTION_OUTSIDE6 = DATA / "injection-outside6.jsonl"
INJECTION_OUTSIDE9 = DATA / "injection-outside9.jsonl"
INJECTION_OUTSIDE10 = DATA / "injection-outside10.jsonl"
INJECTION_OUTSIDE11 = DATA / "injection-outside11.jsonl"
INJECTION_OUTSIDE12 = DATA / "injection-outside12.jsonl"
INJECTION_OUTSIDE13 = DATA / "injection-outside13.jsonl"
INJECTION_OUTSIDE14 = DATA / "injection-outside14.jsonl"
INJECTION_OUTSIDE15 = DATA / "injection-outside15.jsonl"
INJECTION_OUTSIDE16 = DATA / "injection-outside16.jsonl"
INJECTION_OUTSIDE17 = DATA / "injection-outside17.jsonl"
INJECTION_OUTSIDE18 = DATA / "injection-outside18.jsonl"
INJECTION_OUTSIDE19 = DATA / "injection-outside19.jsonl"
INJECTION_OUTSIDE20 = DATA / "injection-outside20.jsonl"
INJECTION_OUTSIDE21 = DATA / "injection-outside21.jsonl"
INJECTION_OUTSIDE22 = DATA / "injection-outside22.jsonl"
INJECTION_OUTSIDE23 = DATA / "injection-outside23.jsonl"
INJECTION_OUTSIDE24 = DATA / "injection-outside24.jsonl"
INJECTION_OUTSIDE25 = DATA / "injection-outside25.jsonl"
INJECTION_OUTSIDE26 = DATA / "injection-outside26.jsonl"
INJECTION_OUTSIDE27 = DATA / "injection-outside27.jsonl"
INJECTION_OUTSIDE28 = DATA / "injection-outside28.jsonl"
INJECTION_OUTSIDE29 = DATA / "injection-outside29.jsonl"
INJECTION_OUTSIDE30 = DATA / "injection-outside30.jsonl"
INJECTION_OUTSIDE31 = DATA / "injection-outside31.jsonl"
INJECTION_WRITTEN31 = DATA / "injection-written31.jsonl"
INJECTION_OUTSIDE32 = DATA / "injection-outside32.jsonl"
INJECTION_WRITTEN32 = DATA / "injection-written32.jsonl"
INJECTION_OUTSIDE33 = DATA / "injection-outside33.jsonl"
INJECTION_WRITTEN33 = DATA / "injection-written33.jsonl"
INJECTION_OUTSIDE34 = DATA / "injection-outside34.jsonl"
INJECTION_WRITTEN34 = DATA / "injection-written34.jsonl"


def _counts(rows: Sequence[Row], flags: Sequence[bool]) -> tuple[int, int, int, int]:
    caught = sum(f for r, f in zip(rows, flags, strict=True) if r.attack)
    attacks = sum(r.attack for r in rows)
    flagged = sum(f for r, f in zip(rows, flags, strict=True) if not r.attack)
    return caught, attacks, flagged, len(rows) - attacks


def injection_table(rows: Sequence[Row], l2: float, target_fpr: float, *,
                    held_out: bool) -> list[str]:
    """Per source: shipped-model recall / FP, and (held_out) leave-one-source-out recall / FP."""
    xs = [features(r.text) for r in rows]
    shipped = [is_injection(r.text) for r in rows]
    sources = sorted({r.source for r in rows})
    loso: dict[str, list[bool]] = {}
    if held_out:
        for source in sources:
            model = fit_with_threshold(rows, xs, [s for s in sources if s != source], l2,
                                       target_fpr)
            loso[source] = [model.score(x) >= model.threshold
                            for r, x in zip(rows, xs, strict=True) if r.source == source]
    head = f"{'source':16} {'recall (shipped)':>17} {'benign FP':>14}"
    if held_out:
        head += f"   {'recall (held out)':>17} {'benign FP':>14}"
    out = [head]
    pooled_shipped = [0, 0, 0, 0]
    pooled_loso = [0, 0, 0, 0]
    for source in sources:
        mine = [r for r in rows if r.source == source]
        counts = _counts(mine, [f for r, f in zip(rows, shipped, strict=True)
                                if r.source == source])
        pooled_shipped = [a + b for a, b in zip(pooled_shipped, counts, strict=True)]
        line = f"{source:16} {pct(counts[0], counts[1]):>17} {pct(counts[2], counts[3]):>14}"
        if held_out:
            held = _counts(mine, loso[source])
            pooled_loso = [a + b for a, b in zip(pooled_loso, held, strict=True)]
            line += f"   {pct(held[0], held[1]):>17} {pct(held[2], held[3]):>14}"
        out.append(line)
    line = (f"{'pooled':16} {pct(pooled_shipped[0], pooled_shipped[1]):>17} "
            f"{pct(pooled_shipped[2], pooled_shipped[3]):>14}")
    if held_out:
        line += (f"   {pct(pooled_loso[0], pooled_loso[1]):>17} "
                 f"{pct(pooled_loso[2], pooled_loso[3]):>14}")
    out.append(line)
    return out


def family_table(rows: Sequence[Row]) -> list[str]:
    """Shipped-model recall per attack family (subset)."""
    families: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for row in rows:
        if row.attack:
            families[row.subset][0] += is_injection(row.text)
            families[row.subset][1] += 1
    return [f"  {name:46} {pct(hit, total)}" for name, (hit, total) in sorted(families.items())]


def secrets_table(path: Path, listing: bool) -> list[str]:
    tallies: dict[str, Tally] = defaultdict(Tally)
    with path.open(encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                row = json.loads(line)
                score(row, tallies[source_of(row)])
                score(row, tallies["overall"])
    width = max(15, *(len(k) for k in tallies))
    out = [f"{'source':{width}} {'secret recall':>15} {'partial':>13} {'benign FP':>13} "
           f"{'placeholder touched':>20} {'near-miss chg':>13}"]
    for name in [*sorted(k for k in tallies if k != "overall"), "overall"]:
        t = tallies[name]
        out.append(f"{name:{width}} {pct(t.recalled, t.secret):>15} "
                   f"{pct(t.partial, t.secret):>13} "
                   f"{pct(t.benign_fp, t.benign):>13} "
                   f"{pct(t.placeholder_fp, t.placeholder):>20} "
                   f"{pct(t.near_miss_changed, t.near_miss):>13}")
    if listing:
        out.extend("  " + line for line in tallies["overall"].against)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--l2", type=float, default=1.0, help="as in fit_injection.py")
    parser.add_argument("--target-fpr", type=float, default=TARGET_FPR,
                        help="as in fit_injection.py")
    parser.add_argument("--list", action="store_true",
                        help="list the secret rows that count against a figure (id, format)")
    parser.add_argument("--outside-only", action="store_true",
                        help="only the outside sets (tables 2 and 4)")
    parser.add_argument("--held-out", action="store_true",
                        help="also a set not read yet, when there is one: per source only")
    args = parser.parse_args(argv)
    shared = SHARED.is_dir() and INJECTION_DEV.is_file() and SECRETS_DEV.is_file()
    if not shared:
        print(f"skipped: the shared sets are not at {SHARED} (a read-only reference folder "
              "beside the checkout, absent from a user's clone); only the outside sets below")
    if shared and not args.outside_only:
        rows = fitting_rows()
        print("1. injection, shared set: shipped model (in-sample) and leave-one-source-out")
        print("\n".join(injection_table(rows, args.l2, args.target_fpr, held_out=True)))
        print()
    for label, path, note in (
            ("2", INJECTION_OUTSIDE, "read while writing the signals; a fitting source since"),
            ("2b", INJECTION_OUTSIDE2, "measured held out once, read since; a fitting source "
                                       "now"),
            ("2c", INJECTION_OUTSIDE3, "indirect and multilingual; measured held out once, read "
                                       "since; a fitting source now"),
            ("2d", INJECTION_OUTSIDE4, "agent-tool poisoning and web-agent attacks; measured "
                                       "held out once, read since; a fitting source now"),
            ("2e", INJECTION_OUTSIDE5, "memory and tool-use probes, scanner fixtures, a "
                                       "technique taxonomy; measured held out once at 74/139 "
                                       "attacks and 2/218 benign flagged, read since; a fitting "
                                       "source now"),
            ("2f", INJECTION_OUTSIDE6, "tool-use attacker instructions, mail bodies, MCP tool "
                                       "poisoning, social engineering between agents, pages "
                                       "about injection; measured held out once at 68/153 "
                                       "attacks and 12/200 benign flagged, read since; a "
                                       "fitting source now"),
            ("2g", INJECTION_OUTSIDE9, "attack families in a dozen languages, tool and memory "
                                       "poisoning, agent rules and pages about injection; "
                                       "measured held out once at 55/111 attacks and 10/172 "
                                       "benign flagged, read since; a fitting source now"),
            ("2h", INJECTION_OUTSIDE10, "attack families in thirteen languages, agent rules, "
                                        "pages about injection and product prompts of 126 "
                                        "repositories; measured held out at 67/105 attacks and "
                                        "14/155 benign flagged, read since; a fitting source "
                                        "now"),
            ("2i", INJECTION_OUTSIDE11, "jailbreaks, prompt extraction, hijacks, memory "
                                        "poisoning and indirect attacks, agent rules in thirteen "
                                        "languages, pages about injection and product prompts of "
                                        "142 repositories; measured held out at 52/88 then 51/88 "
                                        "attacks and 18/129 benign flagged, read since; a "
                                        "fitting source now"),
            ("2j", INJECTION_OUTSIDE12, "jailbreak role-play, fake system notices, hijacks, "
                                        "prompt extraction and indirect attacks in fifteen "
                                        "languages, agent rules in twelve, pages about "
                                        "injection of 101 repositories; measured held out at "
                                        "32/57 attacks and 12/88 then 10/88 benign flagged, "
                                        "read since; a fitting source now"),
            ("2k", INJECTION_OUTSIDE13, "indirect attacks in code, MCP tool descriptions, pages, "
                                        "documents and mails, hijacks and extraction in fifteen "
                                        "languages, agent rules in sixteen, pages about "
                                        "injection of 139 repositories; measured held out at "
                                        "68/100 then 69/100 attacks and 6/118 benign flagged, "
                                        "read since; a fitting source now"),
            ("2l", INJECTION_OUTSIDE14, "extraction, role-play, direct hijacks and indirect "
                                        "attacks in documents, pages and mails in sixteen "
                                        "languages, agent rules mostly in zh, ko and ja, pages "
                                        "about injection of 50 repositories and 66 pages; "
                                        "measured held out at 73/98 attacks and 13/120 then "
                                        "12/120 benign flagged, read since; a fitting source "
                                        "now"),
            ("2m", INJECTION_OUTSIDE15, "direct hijacks, exfiltration, role-play, extraction and "
                                        "indirect attacks in pages in nineteen languages, pages "
                                        "about injection and agent rules in twenty-four, of 32 "
                                        "repositories, 36 issue threads and 82 pages; measured "
                                        "held out at 51/95 then 52/95 attacks and 10/133 then "
                                        "9/133 benign flagged, read since; a fitting source "
                                        "now"),
            ("2n", INJECTION_OUTSIDE16, "role-play, indirect attacks in documents, extraction, "
                                        "fake system notices and exfiltration in nine "
                                        "languages, pages about injection and agent rules in "
                                        "fifteen, of 62 repositories, 51 issue threads and 80 "
                                        "pages; measured held out at 34/66 then 33/66 attacks "
                                        "and 14/127 then 12/127 benign flagged, read since; a "
                                        "fitting source now"),
            ("2o", INJECTION_OUTSIDE17, "exfiltration, extraction, role-play, indirect attacks "
                                        "in pages, mails and MCP tool descriptions, fake system "
                                        "notices and obfuscation in eight languages, agent "
                                        "rules, pages about injection and technical docs, of "
                                        "160 sources; measured held out at 58/91 then 60/91 "
                                        "attacks and 17/122 then 18/122 benign flagged, read "
                                        "since; a fitting source now"),
            ("2p", INJECTION_OUTSIDE18, "exfiltration, skill files, fake system notices, MCP "
                                        "tool descriptions, obfuscation, indirect attacks in "
                                        "documents, pages, mails and code in eight languages, "
                                        "agent rules, pages about injection and technical "
                                        "docs, of 155 sources; measured held out at 74/95 "
                                        "attacks and 8/118 benign flagged twice, read since; "
                                        "a fitting source now"),
            ("2q", INJECTION_OUTSIDE19, "skill files, exfiltration, fake system notices, "
                                        "obfuscation, indirect attacks in mails, pages, "
                                        "documents and code, MCP tool descriptions, direct "
                                        "hijacks, agent rules, pages about injection and "
                                        "technical docs, of 152 sources; measured held out at "
                                        "61/81 attacks and 7/123 benign flagged twice, read "
                                        "since; a fitting source now"),
            ("2r", INJECTION_OUTSIDE20, "fake system notices, obfuscation, exfiltration, "
                                        "direct hijacks, indirect attacks in documents, pages "
                                        "and mails, extraction, role-play, skill files, MCP "
                                        "tool descriptions, agent rules in seventeen "
                                        "languages, pages about injection and technical docs, "
                                        "of 113 sources; measured held out at 60/79 attacks "
                                        "and 2/118 benign flagged twice, read since; a "
                                        "fitting source now"),
            ("2s", INJECTION_OUTSIDE21, "memory poisoning, obfuscation, MCP tool "
                                        "descriptions, exfiltration, role-play, persistence, "
                                        "extraction, fake system notices, indirect attacks "
                                        "in documents, pages and code, skill files, direct "
                                        "hijacks, a third of them Korean or Chinese; agent "
                                        "rules in eighteen languages, pages about injection "
                                        "and technical docs, of 121 sources; measured held "
                                        "out at 41/79 attacks and 8/119 benign flagged twice, "
                                        "read since; a fitting source now"),
            ("2t", INJECTION_OUTSIDE22, "extraction, memory poisoning, role-play, indirect "
                                        "attacks in mails, pages, documents and code, fake "
                                        "system notices, exfiltration, obfuscation, "
                                        "persistence, direct hijacks, MCP tool descriptions, "
                                        "a skill file, some Chinese and Korean; agent rules "
                                        "in fourteen languages, pages about injection, "
                                        "technical docs and product prompts, of 149 sources; "
                                        "measured held out at 37/63 attacks twice and 11/124 "
                                        "then 8/124 benign flagged, read since; a fitting "
                                        "source now"),
            ("2u", INJECTION_OUTSIDE23, "role-play, skill files, fake system notices, "
                                        "indirect attacks in documents, pages, mails and tool "
                                        "output, exfiltration, fake authority, extraction, "
                                        "direct hijacks, obfuscation, mostly English; agent "
                                        "rules in nine languages, pages about injection, "
                                        "issue discussion and product prompts, of 123 "
                                        "sources; measured held out at 64/79 attacks and "
                                        "5/118 benign flagged twice, read since; a fitting "
                                        "source now"),
            ("2v", INJECTION_OUTSIDE24, "role-play, obfuscation, extraction, fake system "
                                        "notices, direct hijacks, indirect attacks in "
                                        "documents, fake authority, exfiltration, memory "
                                        "poisoning and skill files, 26 of 80 not in English; "
                                        "agent rules in twelve languages, user requests, pages "
                                        "about injection, docs, memory notes, mails and "
                                        "product prompts, of 113 sources; measured held out at "
                                        "52/80 attacks and 4/118 benign flagged twice, read "
                                        "since; a fitting source now"),
            ("2w", INJECTION_OUTSIDE25, "extraction, role-play, direct hijacks, indirect "
                                        "attacks in documents, mails and tool output, fake "
                                        "system notices, obfuscation, memory poisoning, fake "
                                        "authority and exfiltration, 25 of 52 not in English; "
                                        "agent rules, pages about injection, user requests, "
                                        "docs and issue discussion in fourteen languages, of "
                                        "78 sources; measured held out at 35/52 attacks and "
                                        "1/63 benign flagged twice, read since; a fitting "
                                        "source now"),
            ("2x", INJECTION_OUTSIDE26, "direct hijacks, role-play, indirect attacks in "
                                        "documents, mails, code and tool output, obfuscation, "
                                        "extraction, MCP tool descriptions, fake system "
                                        "notices, skill files, memory poisoning and "
                                        "exfiltration, 35 of 79 not in English; agent rules, "
                                        "user requests, issue discussion, pages about "
                                        "injection, memory notes and product prompts in "
                                        "seventeen languages, of about 120 sources; measured "
                                        "held out at 50/79 attacks and 4/119 benign flagged "
                                        "twice, read since; a fitting source now"),
            ("2y", INJECTION_OUTSIDE27, "fake system notices, extraction, indirect attacks in "
                                        "documents, pages, mails, code and tool output, "
                                        "role-play, MCP tool descriptions, memory poisoning, "
                                        "exfiltration, direct hijacks, 39 of 78 not in "
                                        "English; agent rules, user requests, memory notes, "
                                        "pages about injection and product prompts in fifteen "
                                        "languages, of 92 sources; measured held out at "
                                        "60/78 then 61/78 attacks and 3/119 benign flagged "
                                        "twice, read since; a fitting source now"),
            ("2z", INJECTION_OUTSIDE28, "indirect attacks in documents, role-play, "
                                        "exfiltration, MCP tool descriptions, fake system "
                                        "notices, memory poisoning, fake authority, skill "
                                        "files, 39 of 83 not in English; agent-rules files "
                                        "(.roo/rules, .lingma rules, .goosehints, localized "
                                        "AGENTS.md and CLAUDE.md), issue discussion, pages "
                                        "about injection and technical docs in eighteen "
                                        "languages, of 101 sources; measured held out at "
                                        "36/83 then 41/83 attacks and 5/108 then 7/108 benign "
                                        "flagged, read since; a fitting source now"),
            ("2za", INJECTION_OUTSIDE29, "exfiltration, indirect attacks in documents, pages, "
                                         "mails, code and tool output, extraction, "
                                         "obfuscation, role-play, fake system notices and "
                                         "authority, MCP tool descriptions, tool hijacks, "
                                         "memory poisoning, 40 of 88 not in English; "
                                         "agent-rules files (.gemini/styleguide.md, "
                                         ".augment-guidelines, .continuerules, Zed .rules, "
                                         "Kiro steering, Cline and Windsurf rule folders), "
                                         "issue discussion, pages about injection, memory "
                                         "notes and user requests in thirteen languages, of "
                                         "112 repositories or sites; measured held out at "
                                         "53/88 attacks and 3/111 benign flagged twice, read "
                                         "since; a fitting source now"),
            ("2zb", INJECTION_OUTSIDE30, "extraction, direct hijacks, role-play, fake "
                                         "authority and system notices, exfiltration, indirect "
                                         "attacks in mails, pages, code, documents and tool "
                                         "output, an MCP tool description and a tool hijack, "
                                         "21 of 43 not in English; agent-rules files "
                                         "(localized AGENTS.<lang>.md, .windsurfrules, "
                                         ".clinerules, .junie/guidelines.md, WARP.md), pages "
                                         "about injection, issue discussion and product "
                                         "prompts, of 131 sources; measured held out at 30/43 "
                                         "attacks and 5/120 benign flagged twice, read since; "
                                         "a fitting source now"),
            ("2zc", INJECTION_OUTSIDE31, "direct hijacks, extraction, role-play, indirect "
                                         "attacks in documents, pages, mails, code and tool "
                                         "output, fake system notices and authority, "
                                         "exfiltration, memory poisoning, tool hijacks, "
                                         "obfuscation, persistence, MCP tool descriptions, 23 "
                                         "of 68 not in English; agent-rules files, pages about "
                                         "injection, product prompts and technical docs, 69 of "
                                         "110 not in English, of 129 sources; measured held out "
                                         "at 48/68 attacks twice and 11/110 then 12/110 benign "
                                         "flagged, read since; a fitting source now"),
            ("2zd", INJECTION_WRITTEN31, "written by hand without any list of known attacks: "
                                         "indirect attacks, obfuscation (base64, spaced and "
                                         "lookalike letters, zero-width spaces, leetspeak, "
                                         "reversed text), exfiltration, memory poisoning, fake "
                                         "notices and authority, persistence, extraction, "
                                         "secrecy, safeguard removal, tool hijacks; hard "
                                         "negatives (technical docs, agent-rules files, user "
                                         "requests, pages about injection, memory notes); half "
                                         "in 20 languages other than English; measured held "
                                         "out at 49/70 attacks and 8/70 benign flagged twice, "
                                         "read since; a fitting source now"),
            ("2ze", INJECTION_OUTSIDE32, "indirect attacks in documents, code, pages and mails, "
                                         "extraction, exfiltration, fake system notices and "
                                         "authority, role-play, safeguard removal, direct "
                                         "hijacks, MCP tool descriptions and others, 5 of 38 "
                                         "in Chinese; agent-rules files, issue discussion, user "
                                         "requests, pages about injection, technical docs, "
                                         "memory notes and product prompts, 28 of 73 not in "
                                         "English, of 65 sources; measured held out at 28/38 "
                                         "attacks twice and 5/73 then 4/73 benign flagged, read "
                                         "since; a fitting source now"),
            ("2zf", INJECTION_WRITTEN32, "written by hand without any list of known attacks: "
                                         "obfuscation (base64, ROT13, lookalike letters, "
                                         "zero-width and spaced letters, reversed text, HTML "
                                         "entities, a split payload, leetspeak), memory "
                                         "poisoning, exfiltration, persistence, fake notices "
                                         "and authority, extraction, safeguard removal, "
                                         "secrecy, role-play, direct and tool hijacks, indirect "
                                         "attacks in documents, package metadata, CI logs, "
                                         "mails, code and tool output; hard negatives (memory "
                                         "notes, user requests, agent-rules files, issue "
                                         "discussion, technical docs, tool output and more); "
                                         "half in 18 languages other than English; measured "
                                         "held out at 28/70 then 27/70 attacks and 4/70 benign "
                                         "flagged twice, read since; a fitting source now"),
            ("2zg", INJECTION_OUTSIDE33, "indirect attacks in documents, fake authority, fake "
                                         "system notices, memory poisoning, exfiltration, tool "
                                         "output, safeguard removal, extraction, tool and direct "
                                         "hijacks, obfuscation and others, 3 of 53 in "
                                         "Portuguese; agent-rules files, issue discussion, pages "
                                         "about injection, user requests, technical docs, memory "
                                         "notes and product prompts, 20 of 71 not in English, of "
                                         "64 sources; measured held out at 37/53 then 39/53 "
                                         "attacks and 3/71 benign flagged twice, read since; a "
                                         "fitting source now"),
            ("2zh", INJECTION_WRITTEN33, "written by hand without any list of known attacks, 68 "
                                         "of 70 naming no AI: obfuscation (base64, base32, "
                                         "percent-encoding, hex escapes, character codes, a "
                                         "sentence split across YAML keys, reversed text), "
                                         "memory poisoning, exfiltration, indirect and tool "
                                         "hijacks, fake system notices and authority, "
                                         "persistence, safeguard removal, secrecy, extraction, "
                                         "role-play and direct hijacks; hard negatives "
                                         "(agent-rules files, memory notes, user requests, "
                                         "pages about injection, mails, runbooks, code comments, "
                                         "CI logs, release notes and more); half in 35 "
                                         "languages other than English; measured held out at "
                                         "22/70 attacks twice and 4/70 then 3/70 benign flagged, "
                                         "read since; a fitting source now"),
            ("2zi", INJECTION_OUTSIDE34, "tool hijacks, exfiltration, jailbreaks, indirect "
                                         "attacks in documents and mails, fake system notices, "
                                         "extraction, fake authority, MCP tool descriptions, "
                                         "direct hijacks, role-play, obfuscation and hidden "
                                         "text, 6 of 51 in Chinese or Hungarian; agent-rules "
                                         "files, issue discussion, technical docs, product "
                                         "prompts, security docs and others, 23 of 74 not in "
                                         "English, of 86 sources; measured held out at 31/51 "
                                         "attacks and 5/74 benign flagged twice, read since; a "
                                         "fitting source now"),
            ("2zj", INJECTION_WRITTEN34, "written by hand without any list of known attacks, 66 "
                                         "of 70 naming no AI: command execution, exfiltration, "
                                         "safeguard removal, direct hijacks, fake authority, fake "
                                         "system notices, persistence, exfiltration through a "
                                         "URL, outbound messages, secrecy, instruction override "
                                         "and memory poisoning; hard negatives (agent-rules "
                                         "files, memory notes, security docs, tool output, mail, "
                                         "issues, installer docs, scheduled jobs, an embargo "
                                         "process and more); half in 33 languages other than "
                                         "English; measured held out at 40/70 attacks and 3/70 "
                                         "benign flagged twice, read since; a fitting source "
                                         "now")):
        if not path.is_file():
            continue
        outside = load_outside_injection(path)
        print(f"{label}. injection, outside set ({path.name}: {note}): shipped model")
        print("\n".join(injection_table(outside, args.l2, args.target_fpr, held_out=False)))
        print("   recall per attack family:")
        print("\n".join(family_table(outside)))
        print()
    if shared and not args.outside_only:
        print(f"3. secrets, shared set ({SECRETS_DEV.name}; read while writing the rules)")
        print("\n".join(secrets_table(SECRETS_DEV, args.list)))
        print()
    print(f"4. secrets, outside set ({SECRETS_OUTSIDE.name}: other scanners' test samples; "
          "its misses were read while the generic rule was revised)")
    print("\n".join(secrets_table(SECRETS_OUTSIDE, args.list)))
    print()
    print(f"4b. secrets, outside set ({SECRETS_OUTSIDE2.name}: three more scanners' rule "
          "examples and fixtures; scored unread at 61.0 %/65.4 %, its misses read since)")
    print("\n".join(secrets_table(SECRETS_OUTSIDE2, args.list)))
    print()
    print(f"4c. secrets, outside set ({SECRETS_OUTSIDE3.name}: six more tools' test fixtures; "
          "scored unread at 86/166, read since: a fitting source of stand_in_policy.py)")
    print("\n".join(secrets_table(SECRETS_OUTSIDE3, args.list)))
    print()
    print(f"4d. secrets, outside set ({SECRETS_OUTSIDE4.name}: osv-scalibr, checkov, ggshield "
          "and git-secrets test fixtures; scored unread at 85/154 recall and 17/57 benign "
          "flagged, read since: a fitting source of stand_in_policy.py)")
    print("\n".join(secrets_table(SECRETS_OUTSIDE4, args.list)))
    print()
    print(f"4e. secrets, outside set ({SECRETS_OUTSIDE5.name}: twelve scanners' test fixtures "
          "and rule examples; scored unread at 104/149 recall, 13/82 benign and 2/67 "
          "placeholders touched, read since: a fitting source of stand_in_policy.py)")
    print("\n".join(secrets_table(SECRETS_OUTSIDE5, args.list)))
    print()
    print(f"4f. secrets, outside set ({SECRETS_OUTSIDE6.name}: eight scanners' test fixtures; "
          "scored unread at 102/141 recall, 3/85 benign and 13/60 placeholders touched, read "
          "since: a fitting source of stand_in_policy.py)")
    print("\n".join(secrets_table(SECRETS_OUTSIDE6, args.list)))
    for label, path, note in (
            ("4g", SECRETS_OUTSIDE7, "a token-scanning integration test's per-vendor examples, a "
                                     "scanner's examples and demo configurations; scored unread "
                                     "at 57/100 recall, 2/46 benign and 14/33 placeholders "
                                     "touched, read since"),
            ("4h", SECRETS_OUTSIDE7B, "hard-coded credential query tests, rule fixtures and "
                                      "vulnerable-by-design applications; scored unread at 49/91 "
                                      "recall, 3/57 benign and 5/37 placeholders touched, read "
                                      "since"),
            ("4i", SECRETS_OUTSIDE8, "a scanner's examples, an analyser's fixture and three "
                                     "insecure demo configurations; scored unread at 38/45 "
                                     "recall, 0/25 benign and 0/13 placeholders touched, read "
                                     "since"),
            ("4j", SECRETS_OUTSIDE9, "configs, manifests, tutorials, fixtures and demo apps of "
                                     "96 repositories; scored unread at 89/112 recall, 4/52 "
                                     "benign and 7/41 placeholders touched, read since"),
            ("4k", SECRETS_OUTSIDE10, ".env, credentials and config files of 165 repositories; "
                                      "scored unread at 99/110 recall, 6/51 benign and 4/49 "
                                      "placeholders touched, read since"),
            ("4l", SECRETS_OUTSIDE11, ".env, INI, YAML, HCL, JSON and command lines of 150 "
                                      "repositories; scored unread at 93/110 then 95/110 "
                                      "recall, 4/52 benign and 6/53 placeholders touched, read "
                                      "since"),
            ("4m", SECRETS_OUTSIDE12, "code, Markdown, Terraform, Nix and properties of 186 "
                                      "repositories; scored unread at 63/82 then 64/82 recall, "
                                      "9/50 benign and 7/59 then 6/59 placeholders touched, "
                                      "read since"),
            ("4n", SECRETS_OUTSIDE13, "code, .env, .git-credentials, docker and .pypirc files "
                                      "of 187 repositories; scored unread at 79/109 then "
                                      "80/109 recall, 7/47 benign and 6/52 placeholders "
                                      "touched, read since"),
            ("4o", SECRETS_OUTSIDE14, "Python, JavaScript, Java, Markdown, Kotlin, PHP and "
                                      "shell files of 207 repositories; scored unread at "
                                      "86/108 recall twice, 1/50 benign and 7/50 placeholders "
                                      "touched, read since"),
            ("4p", SECRETS_OUTSIDE15, "YAML, app settings, Markdown, wp-config.php, PHP, JSON, "
                                      "Go, Rails, Kotlin and TypeScript files of 191 "
                                      "repositories; scored unread at 92/110 recall twice, "
                                      "1/49 benign and 3/55 placeholders touched, read "
                                      "since"),
            ("4q", SECRETS_OUTSIDE16, "JSON, PHP, YAML, XML, Python, .pgpass, .my.cnf, SSH "
                                      "keys, HCL, Nix, SOPS and .netrc files of 208 "
                                      "repositories; scored unread at 87/110 recall twice, "
                                      "4/50 benign and 9/55 placeholders touched, read "
                                      "since"),
            ("4r", SECRETS_OUTSIDE17, ".env, JSON, PHP, Python, JavaScript, YAML, properties, "
                                      "INI, XML, Dockerfiles, Terraform and shell files of 186 "
                                      "repositories; scored unread at 85/104 recall twice, "
                                      "1/51 benign and 5/54 placeholders touched, read "
                                      "since"),
            ("4s", SECRETS_OUTSIDE18, "Streamlit secrets, sftp and FTP configs, Android and "
                                      "iOS config files, client_secret.json, "
                                      ".git-credentials, .s3cfg, .netrc, .pgpass and 45 more "
                                      "file types of 194 repositories; scored unread at "
                                      "92/100 recall twice, 0/49 benign and 12/51 "
                                      "placeholders touched, read since"),
            ("4t", SECRETS_OUTSIDE19, ".ftppass, .coveralls.yml, hub and gh host files, "
                                      "WireGuard, BrowserStack, ssmtp and .fetchmailrc "
                                      "configs, .boto, SQL, Perl, Lua, Elixir, Makefiles, "
                                      "Jenkins, Salt and ESPHome files of 201 repositories; "
                                      "scored unread at 96/101 recall twice, 1/48 benign and "
                                      "4/55 placeholders touched, read since"),
            ("4u", SECRETS_OUTSIDE20, "composer auth.json, .pypirc, Flutter key.properties, "
                                      "Rails master.key, Magento env.php, Azure Functions "
                                      "local.settings.json, Maven settings.xml, "
                                      ".cargo/credentials.toml, .docker/config.json, a "
                                      "Kubernetes Secret, Swift, Dart and PHP files of 189 "
                                      "repositories; scored unread at 76/98 recall twice, "
                                      "3/50 benign and 5/58 then 4/58 placeholders touched, "
                                      "read since"),
            ("4v", SECRETS_OUTSIDE21, "Symfony parameters.yml, Rails secrets.yml, Django "
                                      "settings.py, Flutter key.properties, wp-config.php, "
                                      "google-services.json, flake.lock, Manifest.toml, "
                                      "pubspec.lock and hardhat configs of 168 repositories; "
                                      "scored unread at 83/100 recall twice, 1/50 benign and "
                                      "7/55 then 6/55 placeholders touched, read since"),
            ("4w", SECRETS_OUTSIDE22, "Yii2, Magento 1, PrestaShop, Laravel, CakePHP, Joomla "
                                      "and MediaWiki configs, Rails secret_token.rb, "
                                      "docker-compose files, knexfile.js and "
                                      "truffle-config.js of 146 repositories; scored unread "
                                      "at 56/100 recall twice, 1/50 benign and 9/55 "
                                      "placeholders touched twice, read since"),
            ("4x", SECRETS_OUTSIDE23, "Android keystore.properties, db.properties, "
                                      "pgbouncer userlist.txt, sentry.properties, liquibase, "
                                      "odbc.ini and flyway configs of 203 repositories; "
                                      "scored unread at 63/100 recall twice, 7/50 benign "
                                      "and 5/54 placeholders touched twice, read since"),
            ("4y", SECRETS_OUTSIDE24, "XAMPP sendmail.ini, Elixir config.exs, "
                                      "appsettings.Development.json, msmtprc, mosquitto, "
                                      "RabbitMQ, Jenkins and Tomcat files of 179 "
                                      "repositories; scored unread at 79/101 recall twice, "
                                      "31/50 benign and 4/53 placeholders touched twice, "
                                      "read since"),
            ("4z", SECRETS_OUTSIDE25, "Mopidy, shadowsocks, ddclient, SABnzbd, Asterisk "
                                      "sip.conf, bitcoin.conf, rsyncd.secrets, kubeconfig and "
                                      "haproxy files of 183 repositories; scored unread at "
                                      "77/102 recall twice, 17/50 benign and 8/59 "
                                      "placeholders touched twice, read since"),
            ("4za", SECRETS_OUTSIDE26, "Nextcloud config.php, Gitea/Gogs app.ini, Synapse, "
                                       "Syncthing, Mastodon and ppp chap-secrets files of 158 "
                                       "repositories; scored unread at 61/100 recall (28 "
                                       "partial) twice, 15/51 benign and 8/62 placeholders "
                                       "touched twice, read since"),
            ("4zb", SECRETS_OUTSIDE27, "Moodle config.php, Ghost, Roundcube and phpMyAdmin "
                                       "config files, odoo.conf and Web.config of 192 "
                                       "repositories; scored unread at 79/100 recall (5 "
                                       "partial) twice, 0/49 benign and 7/60 placeholders "
                                       "touched twice, read since"),
            ("4zc", SECRETS_OUTSIDE28, "TYPO3, BIND rndc.key, osTicket, Bacula, Dolibarr, "
                                       "OpenVPN ta.key, Icinga 2 and Postfix files of 162 "
                                       "repositories; scored unread at 66/101 recall (0 "
                                       "partial) twice, 3/48 benign and 4/54 placeholders "
                                       "touched twice, read since"),
            ("4zd", SECRETS_OUTSIDE29, "PrestaShop, Matomo, Superset, CouchDB, NUT, Jetty, "
                                       "supervisord, Mumble, OpenCart, pgpool-II, FreeRADIUS "
                                       "and Drupal files of 147 repositories; scored unread "
                                       "at 93/101 recall (3 partial) twice, 2/50 benign and "
                                       "9/54 placeholders touched twice, read since"),
            ("4ze", SECRETS_OUTSIDE30, "WireGuard, Joomla, MediaWiki, WordPress, .pgpass, "
                                       "Magento, s3cmd, R .Renviron, ESPHome and rclone files "
                                       "of 144 repositories; scored unread at 89/99 recall (3 "
                                       "partial) twice, 2/50 benign and 5/55 placeholders "
                                       "touched twice, read since"),
            ("4zf", SECRETS_OUTSIDE31, "FiveM, SA-MP, Source engine, Arma 3, Call of Duty 4, "
                                       "RedM and Quake III server.cfg, Telegraf, Kickstart, "
                                       "Debian preseed, autounattend.xml and OpenLDAP "
                                       "slapd.conf files of 166 repositories; scored unread at "
                                       "42/100 recall (12 partial) twice, 3/51 benign and 4/55 "
                                       "placeholders touched twice, read since"),
            ("4zg", SECRETS_OUTSIDE32, "Sonarr, Radarr and Prowlarr config.xml, Jackett "
                                       "ServerConfig.json, Zigbee2MQTT configuration.yaml, "
                                       "Deluge auth and web.conf, OctoPrint config.yaml, dbt "
                                       "profiles.yml, Factorio server-settings.json, PowerDNS "
                                       "pdns.conf, getmailrc, WeeChat irc.conf and sec.conf, "
                                       "Kodi advancedsettings.xml and Frigate config.yml files "
                                       "of 143 repositories; scored unread at 55/82 recall (2 "
                                       "partial) twice, 3/39 benign and 2/29 placeholders "
                                       "touched twice, read since"),
            ("4zh", SECRETS_OUTSIDE33, "spotifyd.conf, ProxySQL proxysql.cnf, DarkIce "
                                       "darkice.cfg, pianobar config, Matterbridge "
                                       "matterbridge.toml, Kamailio kamctlrc, inadyn, Cntlm and "
                                       "aria2 files of 209 repositories; scored unread at "
                                       "93/100 recall (1 partial) twice, 3/53 benign and 9/60 "
                                       "placeholders touched twice, read since"),
            ("4zi", SECRETS_OUTSIDE34, "code-server config.yaml, Don't Starve Together, V "
                                       "Rising, ARK, Palworld, DDNet, Terraria and other game "
                                       "servers, Ansible .vault_pass, certbot cloudflare.ini, "
                                       "CIFS .smbcredentials, Yggdrasil, coturn, Jitsi and "
                                       "Prosody files of 187 repositories; scored unread at "
                                       "74/106 recall (4 partial) twice, 6/51 benign and 8/50 "
                                       "placeholders touched twice, read since")):
        if path.is_file():
            print()
            print(f"{label}. secrets, outside set ({path.name}: {note})")
            print("\n".join(secrets_table(path, args.list)))
    if args.held_out:
        held_out(args)
    return 0


def held_out(args: argparse.Namespace) -> None:
    """The sets collected without running the screen and never read: none is kept here now."""
    del args
    print()
    print("no set nobody has read is kept in benchmarks/data: injection-outside34.jsonl and "
          "injection-written34.jsonl, the last ones, are tables 2zi and 2zj and fitting sources")


if __name__ == "__main__":
    raise SystemExit(main())
