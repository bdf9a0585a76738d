"""Formats whose shape, not their key names, says what a value is: a user list of quoted
pairs (PgBouncer's auth_file), of `user:password` lines (rsync's secrets file) or of
`user: password,role` lines (a realm file), an INI section that lists accounts, a stored
digest of the user's own name, a doc comment's example record, PostgreSQL
password verifiers, an INI or properties block that
only a config file's syntax reads, a value longer than any pattern runs; and what is no
credential by its format: a sealed store's ciphertext, an age recipient, an OpenPGP
fingerprint. The texts are written to files and read back, as a hook reads them."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest
from redaction_support import read_back, redacted

from memory_engine.screening.redaction import redact

# -- a user list and PostgreSQL's password verifiers --------------------------------------------

def test_user_list_passwords_and_verifiers_go_and_user_names_stay(tmp_path: Path) -> None:
    text = ('; users the pooler logs in as\n'
            '"app" "t4ke-the-long-road"\n'
            '"Ada Lovelace" "cold feather33"\n'
            '"report" "md5e1bb0bd8f7e4da0f12aa04d8feb4bc4a"\n'
            '"svc" "SCRAM-SHA-256$4096:BwBnyMOVcAl8AbaDbbdhSA==$AICaQuGEbPSBuo0xsBtETVBBm3wrfZ5m'
            'u9vB2ECJAcU=:0F54miUYI/vJxalAgonWhmGqrwVZLxSMg//8ztDicBM="\n')
    out = redacted(tmp_path, "userlist.txt", text)
    for secret in ("t4ke-the-long-road", "cold feather33", "e1bb0bd8f7e4da0f12aa04d8feb4bc4a",
                   "AICaQuGEbPSBuo0xsBtETVBBm3wrfZ5mu9vB2ECJAcU="):
        assert secret not in out
    for kept in ('"app"', '"Ada Lovelace"', '"report"', '"svc"'):
        assert kept in out


def test_a_verifier_outside_a_user_list_goes_too(tmp_path: Path) -> None:
    text = "rolpassword: md59d39d287836342d353706c0a7a15b77c\n"
    assert "9d39d287836342d353706c0a7a15b77c" not in redacted(tmp_path, "roles.yml", text)


@pytest.mark.parametrize("text", [
    '"pgbouncer" "SCRAM-SHA-256$4096:"\n',      # an empty verifier
    '"babyblink" "md5<hash>"\n',                # a slot
    '; Format: "username" "password"\n; Example: "myuser" "md5<hash of password+user>"\n',
    '"postgres" "postgres"\n',                  # the user's own name: a default
])
def test_user_list_stand_ins_stay(tmp_path: Path, text: str) -> None:
    read = read_back(tmp_path, "userlist.txt", text)
    assert redact(read)[0] == read


@pytest.mark.parametrize("text", [
    'message = (\n"first half " "second half"\n)\n',
    'print("a")\n"left" "r1ght-s1de"\n',
])
def test_two_strings_in_code_are_no_user_list(tmp_path: Path, text: str) -> None:
    read = read_back(tmp_path, "module.py", text)
    assert redact(read)[0] == read


# -- ciphertext written to be committed -----------------------------------------------------------

def test_an_ansible_vault_file_stays(tmp_path: Path) -> None:
    # AES-256 under the vault's password, which is kept elsewhere: the file is made to be
    # committed, as a sealed value is, and opens nothing without that password.
    text = ("$ANSIBLE_VAULT;1.1;AES256\n" + "3961326365" * 8 + "\n" + "6632346137" * 8 + "\n"
            + "3035643964" * 5 + "\n")
    read = read_back(tmp_path, "vault.yml", text)
    assert redact(read)[0] == read


def test_a_password_beside_a_vault_file_still_goes(tmp_path: Path) -> None:
    text = ("# vault password for the deploy job\nvault_password: Qz7vLm2xTa9k\n\n"
            "$ANSIBLE_VAULT;1.1;AES256\n" + "3961326365" * 8 + "\n")
    out = redacted(tmp_path, "notes.yml", text)
    assert "Qz7vLm2xTa9k" not in out and "3961326365" * 8 in out


# -- a colon user list (rsync's secrets file, a plain mosquitto or htpasswd file) ---------------

def test_colon_user_list_passwords_go_and_user_names_stay(tmp_path: Path) -> None:
    text = ("# rsync daemon users, one `name:password` a line\n"
            "backup:Tr4il.mix.77\n"
            "mirror_2:b7e1c0de-5a4f-4d2e-9c1b-3f6a8e2d9c10\n"
            "web-sync:hT9vQ2xLp4\n")
    out = redacted(tmp_path, "rsyncd.secrets", text)
    for secret in ("Tr4il.mix.77", "b7e1c0de-5a4f-4d2e-9c1b-3f6a8e2d9c10", "hT9vQ2xLp4"):
        assert secret not in out
    for kept in ("backup:", "mirror_2:", "web-sync:", "# rsync daemon users"):
        assert kept in out


@pytest.mark.parametrize("text", [
    "admin:$7$101$/4t5P7eI7gv4jV7c$QhhhqH8bcb9LzlIMNbMPJriPLL2wbmQuZg0MnMLkmPBD+Bws8UXS+kqD2J7Q1"
    "s+wT/d0RjtGBu3GzTFy2Dxxfg==\n",             # mosquitto's hash of it
    "alice:9kLTkDJEFWU14\n",                     # DES crypt, as htpasswd -d writes it
    "sync:sync\n",                               # the user's own name: a default
    "root:$RSYNC_PASSWORD\n",                    # a variable
    "mlab:password\n",                           # the slot's own name
])
def test_colon_user_list_hashes_and_stand_ins_stay(tmp_path: Path, text: str) -> None:
    read = read_back(tmp_path, "passwd", text)
    assert redact(read)[0] == read


@pytest.mark.parametrize("text", [
    "postgres:16-alpine\nredis:7\nworker:k8Qz3vLm2p\n",    # images and their tags
    "status:done\nowner:alice\n",                           # tags of a note
    "nginx:latest\n",
    "mailto:someone@example.org\n",
    "pkg:githubactions/SonarSource/sonarqube-scan-action@713881670b6b3676cda39549040e2d88c70d582e",
    "Notes on the backup host\nroot:k8Qz3vLm2p\n",        # a line of prose beside it
    "def run():\n    x = 1\n",
])
def test_colon_lines_that_are_no_user_list_stay(tmp_path: Path, text: str) -> None:
    read = read_back(tmp_path, "notes.txt", text)
    assert redact(read)[0] == read


# -- a realm file's `user: password,role` lines -------------------------------------------------

def test_realm_file_passwords_go_and_users_and_roles_stay(tmp_path: Path) -> None:
    text = ("# user: password,role...\n"
            "walter: kx82mq01,user\n"
            "admin: tidewater!,admin, owner\n")
    out = redacted(tmp_path, "realm.properties", text)
    assert "kx82mq01" not in out and "tidewater!" not in out
    for kept in ("walter: ", ",user", "admin: ", ",admin, owner", "# user: password,role"):
        assert kept in out


@pytest.mark.parametrize("text", [
    "#jetty: MD5:164c88b302622e17050af52c89945d44,user\n",       # commented out
    "jetty: MD5:164c88b302622e17050af52c89945d44,user\n",        # a stored digest
    "admin: CRYPT:adpexzg3FUZAk,server-administrator,admin\n",
    "guest: guest,user\n",                                       # the user's own name
    "@ADMIN_USER@:@ADMIN_PASS@,user,admin\n",                    # template slots
    "include: src,lib\nexclude: tests,docs\n",                  # lists of words
])
def test_realm_file_digests_and_stand_ins_stay(tmp_path: Path, text: str) -> None:
    read = read_back(tmp_path, "realm.properties", text)
    assert redact(read)[0] == read


# -- an INI section that lists accounts --------------------------------------------------------

def test_an_account_sections_passwords_go_and_its_users_stay(tmp_path: Path) -> None:
    text = ("[couchdb]\nsingle_node = true\n\n[admins]\nadmin = mapa@731\n"
            "marta = marta1987\n; old = retired\n\n[log]\nlevel = info\n")
    out = redacted(tmp_path, "local.ini", text)
    assert "mapa@731" not in out and "marta1987" not in out
    for kept in ("admin = ", "marta = ", "single_node = true", "level = info", "; old = retired"):
        assert kept in out


@pytest.mark.parametrize("text", [
    # CouchDB's own hash of the password, old and new
    "[admins]\nadmin = -pbkdf2-e212ee7df04f18b77ba39aecd1632c6c21365366,"
    "94b98ff842e46e38cc97e75a36067951,10\n",
    "[admins]\nadmin = -pbkdf2:sha256-6800b4f55ea15f0196c72704f526f0829dbd767104d13b01ae005160"
    "f3716295,b202791ff7a23313f3d8a9091ec54484,600000\n",
    "[admins]\nadmin = admin\n",                              # the user's own name
    "[admins]\nadmin = yourpassword\n",
    "[admins]\n;admin = mysecretpassword\n",                  # commented out
    "[admins]\nadmin =\n",
    # settings of a section named for users: snake_case names, or one word set to a word
    "[users]\nallow_sign_up = false\ndefault_theme = dark\nauto_assign_org_id = 1x7\n",
    "[users]\nmode = strict\n",
    # an entry under a header that names no accounts
    "[server]\nadmin = mapa@731\n",
])
def test_what_no_account_section_holds_stays(tmp_path: Path, text: str) -> None:
    read = read_back(tmp_path, "local.ini", text)
    assert redact(read)[0] == read


# -- an INI or properties block ----------------------------------------------------------------

@pytest.mark.parametrize(("name", "text", "secret"), [
    ("odbc.ini", "[pg_dsn]\nDriver = PostgreSQL\nDatabase = sales\nUserName = clerk\n"
                 "Password = Obelix\n", "Obelix"),
    ("odbc.ini", "Driver = /usr/lib/psqlodbcw.so\nUserName = clerk\n"
                 "Password = DiegotsSystems\n", "DiegotsSystems"),
    ("liquibase.properties", "url: jdbc:mysql://localhost:3306/shop\nusername: root\n"
                             "password: Capliquibase\n", "Capliquibase"),
    ("keystore.properties", "releaseStorePassword = ooredoobizstore\n"
                            "releaseStoreFile = D:/Keys/release.jks\n", "ooredoobizstore"),
    # a mail address or a host and its port written bare: no code writes them so
    ("app.ini", "HOST = smtp.mailhost.example:587\nFROM = noreply@shop.example\n"
                "PASSWD = kirovskaya\n", "kirovskaya"),
    ("mail.conf", "sender = alerts@ops.example\npassword = tundrafox\n", "tundrafox"),
    # an IPv4 address, a network or an address and its port written bare beside it
    ("clients.conf", "client 10.20.0.0/16 {\n\tipaddr = 10.20.0.0/16\n\tsecret = kalimaya\n"
                     "\tnastype = other\n}\n", "kalimaya"),
    ("pool.conf", "listen_addresses = 0.0.0.0:9999\npassword = tundrafox\n", "tundrafox"),
])
def test_a_word_in_a_config_block_is_a_password(tmp_path: Path, name: str, text: str,
                                                 secret: str) -> None:
    assert secret not in redacted(tmp_path, name, text)


@pytest.mark.parametrize("text", [
    "class Settings(BaseModel):\n    username: str\n    password: SecretStr\n",
    "def connect():\n    password = Obelix\n    return password\n",
    "user = load_user()\npassword = Obelix\n",
    # an address in quotes is code's string, and a bare word beside it a name
    "sender = 'alerts@ops.example'\npassword = tundrafox\n",
    "host = \"10.20.0.1\"\npassword = tundrafox\n",
])
def test_a_capitalised_word_in_code_stays(tmp_path: Path, text: str) -> None:
    read = read_back(tmp_path, "settings.py", text)
    assert redact(read)[0] == read


def test_a_value_longer_than_a_pattern_runs_goes_whole(tmp_path: Path) -> None:
    body = "".join("ABwwGgQUmZ98FMuIT3R0lsu3oQWCkpGy0kkCAgQA3O4GsLK9z+UfiIX/4nj36rHtogQ/"[i % 64]
                   + "kq7Vx2"[i % 6] for i in range(450))
    text = f"liquibaseLicenseKey:{body}==\n"
    out = redacted(tmp_path, "liquibase.properties", text)
    assert out == "liquibaseLicenseKey:[REDACTED:secret-assignment]\n"


# -- fallbacks that repeat the user's -----------------------------------------------------------

def test_a_lookup_fallback_that_repeats_the_users_stays(tmp_path: Path) -> None:
    text = ('  username: <%= ENV.fetch("POSTGRES_USER", "postgres") %>\n'
            '  password: <%= ENV.fetch("POSTGRES_PASSWORD", "postgres") %>\n')
    read = read_back(tmp_path, "database.yml", text)
    assert redact(read)[0] == read


def test_a_lookup_fallback_of_its_own_goes(tmp_path: Path) -> None:
    text = ('  username: <%= ENV.fetch("POSTGRES_USER", "postgres") %>\n'
            '  password: <%= ENV.fetch("POSTGRES_PASSWORD", "Wq8vz2Lp") %>\n')
    assert "Wq8vz2Lp" not in redacted(tmp_path, "database.yml", text)


# -- what is no credential by its format --------------------------------------------------------

def test_a_sealed_stores_ciphertext_and_id_stay(tmp_path: Path) -> None:
    text = ('DOTENV_VAULT_PRODUCTION="1vyX0okpFu1j1Q7naPI7f6ppzdH1VWTYM1oCMYbmBIUr3wfhyi0O/coHp8'
            'tVo/QYIoCcQQ=="\nDOTENV_VAULT_PRODUCTION_VERSION=2\n'
            'DOTENV_VAULT="vlt_78101665bf2761883a9778a03fa946fb02a8e02c872bc97b41ea2b850c841c56"\n')
    read = read_back(tmp_path, ".env.vault", text)
    assert redact(read)[0] == read


def test_the_key_to_a_vault_still_goes(tmp_path: Path) -> None:
    text = "VAULT_TOKEN=1vyX0okpFu1j1Q7naPI7f6ppzdH1VWTYM1oCMYbmBIUr3wfhyi0O\n"
    assert "1vyX0okpFu1j1Q7naPI7f6ppzdH1VWTYM1oCMYbmBIUr3wfhyi0O" not in redacted(
        tmp_path, ".env", text)


@pytest.mark.parametrize("text", [
    'recipient_key = "age1ql3z7hjy54pw3hyww5ayyfg7zqgvc7w3j2elw8zmrj2kg5sfn9aqmcac8p"\n',
    "AGE_KEY=age1lg6nrq3a6zdgtxgf5d9xvf7gxhl36vtvnu48ar28e8sjuunw5ejqs89ehd\n",
    "signing_key: 85D77543B3D624B63CEA9E6DBC17301B491B3F21\n",
    "gpg_key = 85D7 7543 B3D6 24B6 3CEA  9E6D BC17 301B 491B 3F21\n",
])
def test_public_recipients_and_fingerprints_stay(tmp_path: Path, text: str) -> None:
    read = read_back(tmp_path, ".sops.yaml", text)
    assert redact(read)[0] == read


def test_a_hex_key_in_lower_case_is_no_fingerprint(tmp_path: Path) -> None:
    text = "signing_key: 85d77543b3d624b63cea9e6dbc17301b491b3f21\n"
    assert "85d77543b3d624b63cea9e6dbc17301b491b3f21" not in redacted(tmp_path, "app.yml", text)


# -- directives: `name value` with blanks between ---------------------------------------------

@pytest.mark.parametrize(("name", "text", "secret"), [
    (".msmtprc", "account work\nhost mail.example.org\nport 465\nuser ops@example.org\n"
                 "password       wintergreen44\n", "wintergreen44"),
    (".msmtprc", "defaults\n  tls on\n  user field.team@example.org\n  password pumpkinsoup\n",
     "pumpkinsoup"),
    (".msmtprc", "host smtp.example.com\nport 587\nfrom me@example.com\n"
                 "password qwfp lnkt zrhv bsoa\n", "qwfp lnkt zrhv bsoa"),
    # an old value commented out beside the new one is still a password
    (".msmtprc", "host smtp.example.com\nport 587\n#password oldtrumpet91\n"
                 "password newtrumpet92\n", "oldtrumpet91"),
    (".netrc-like", "machine_host ftp.example.net\nlogin guest\npassword t0p-of-the-hill\n",
     "t0p-of-the-hill"),
])
def test_a_directives_password_goes(tmp_path: Path, name: str, text: str, secret: str) -> None:
    out = redacted(tmp_path, name, text)
    assert secret not in out
    assert "port" in out or "host" in out or "tls on" in out


@pytest.mark.parametrize("text", [
    # prose lines that open with a secret's name: no directive gives a location near them
    "Token expired\nPassword required\nTry again later\n",
    # nginx: a statement's `;` ends the line, and the value is an upstream
    "server {\n  listen 8080;\n  location / {\n    proxy_pass http://127.0.0.1:9000;\n"
    "    fastcgi_pass unix:/run/php/php-fpm.sock;\n  }\n}\n",
    # OpenVPN names the file its static key is kept in
    "port 1194\nproto udp\ndev tun\nsecret static.key\n",
    # stand-ins and references in a directive's slot
    "host smtp.example.com\nport 587\npassword <your-app-password>\n",
    "host smtp.example.com\nport 587\npassword ${SMTP_PASSWORD}\n",
    "host smtp.example.com\nport 587\npassword \n",
])
def test_what_is_no_directives_password_stays(tmp_path: Path, text: str) -> None:
    read = read_back(tmp_path, "config", text)
    assert redact(read)[0] == read


def test_a_config_value_ending_in_a_semicolon_goes_whole(tmp_path: Path) -> None:
    # Under an INI section `;` ends no statement: the value runs to the line's end.
    text = "[spotify]\nenabled = true\npassword = Tundra7k;;\nbitrate = 320\n"
    out = redacted(tmp_path, "mopidy.conf", text)
    assert "Tundra7k" not in out and ";;" not in out
    assert "bitrate = 320" in out


def test_a_statement_of_code_ending_in_a_semicolon_is_cut_there(tmp_path: Path) -> None:
    read = read_back(tmp_path, "main.c", "int main() {\n  password = Tundra7k;\n}\n")
    assert redact(read)[0] == "int main() {\n  password = [REDACTED:secret-assignment];\n}\n"


# -- a relay table: a host, a login and its password ---------------------------------------------

@pytest.mark.parametrize(("line", "secret"), [
    ("[smtp.example.org]:587 ada.l@example.org:Lamp7post!@#\n", "Lamp7post!@#"),
    ("smtp.example.net:465 ops@example.net:qzvrkmwtplxhdbnc\n", "qzvrkmwtplxhdbnc"),
])
def test_a_relay_tables_password_goes_and_its_host_and_login_stay(
        tmp_path: Path, line: str, secret: str) -> None:
    out = redacted(tmp_path, "sasl_passwd", line)
    assert secret not in out
    host, login = line.split()[0], line.split()[1].rsplit(":", 1)[0]
    assert out.startswith(f"{host} {login}:")


@pytest.mark.parametrize("line", [
    "[smtp.example.org]:587 YOUR_ADDRESS@example.org:YOUR_APP_PASSWORD\n",
    "[smtp.example.org]:587    ${USERNAME}@example.org:${PASSWORD}\n",
    "[smtp.example.org]:587 user@example.org:passwd\n",
    "[SMTP_HOST]:587 SMTP_USER:SMTP_PASSWORD\n",
    # a module's checksum line is no relay table's
    "example.org/mod v1.2.0/go.mod h1:6dJC0mAP4ikYIbvyc7fijjWJddQyLn8Ig3JB5CqoB9Q=\n",
    # a host and a mail address after it
    "relay.example.org bounce@example.org:bounce@example.net\n",
])
def test_a_relay_tables_stand_ins_stay(tmp_path: Path, line: str) -> None:
    read = read_back(tmp_path, "sasl_passwd", line)
    assert redact(read)[0] == read


# -- a stored digest of the user's own name ------------------------------------------------------

def _hex_digest(algorithm: str, text: str) -> str:
    return hashlib.new(algorithm, text.encode("utf-8")).hexdigest()


@pytest.mark.parametrize("algorithm", ["md5", "sha1", "sha256"])
def test_a_digest_of_the_users_name_in_the_password_slot_stays(tmp_path: Path,
                                                                algorithm: str) -> None:
    text = (f'[superuser]\nlogin = "ops"\npassword = "{_hex_digest(algorithm, "ops")}"\n'
            'email = "ops@shop.example"\n')
    read = read_back(tmp_path, "config.ini.php", text)
    assert redact(read)[0] == read


def test_a_digest_of_anything_else_in_the_password_slot_goes(tmp_path: Path) -> None:
    digest = _hex_digest("md5", "0ps-Secret")
    text = f'[superuser]\nlogin = "ops"\npassword = "{digest}"\n'
    assert digest not in redacted(tmp_path, "config.ini.php", text)


# -- a doc comment's example record, every value named after its key ---------------------------

def test_a_doc_comments_example_record_stays(tmp_path: Path) -> None:
    text = (" * @code\n"
            " * $databases['default']['default'] = [\n"
            " *   'database' => 'databasename',\n"
            " *   'username' => 'sqlusername',\n"
            " *   'password' => 'sqlpassword',\n"
            " *   'host' => 'localhost',\n")
    read = read_back(tmp_path, "settings.php", text)
    assert redact(read)[0] == read


@pytest.mark.parametrize(("text", "secret"), [
    # a live record: the same glue is a password's
    ("     - DB_USER=bonitauser\n     - DB_PASS=bonitapass\n", "bonitapass"),
    ("DB_USER=dbuser\nDB_PASSWORD=dbpassword\n", "dbpassword"),
    # a commented record whose other values share no glue with the password
    (" *   'username' => 'shopuser',\n *   'password' => 'adminpassword',\n", "adminpassword"),
])
def test_a_password_named_after_its_slot_elsewhere_goes(tmp_path: Path, text: str,
                                                         secret: str) -> None:
    assert secret not in redacted(tmp_path, "settings.php", text)
