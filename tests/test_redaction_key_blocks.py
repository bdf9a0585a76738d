"""Keys written in a block language's statements or in an armour other than a private key's:
BIND's `key "name" { secret "..."; };` (kept active or commented out), a shared key in PEM's
frame (OpenVPN's static key), a key named for the encryption it does (`cryptkey`); and what
stays: a public key's or a certificate's armour, a statement that names no secret. The texts
are written to files and read back, as a hook reads them."""

from __future__ import annotations

from pathlib import Path

import pytest
from redaction_support import read_back, redacted

from memory_engine.screening.redaction import redact

# -- statements of a block language --------------------------------------------------------------

@pytest.mark.parametrize("secret", ["Zk3vQ9pLr2TnWx8yBc4eFg==",
                                    "m9Xq2Lr7TnW4yBc8eFgHk3vQ9pLr2TnWx8yBc4eFgHk="])
def test_a_bind_key_statement_goes(tmp_path: Path, secret: str) -> None:
    text = ('key "rndc-key" {\n'
            '\talgorithm hmac-sha256;\n'
            f'\tsecret "{secret}";\n'
            '};\n')
    out = redacted(tmp_path, "rndc.key", text)
    assert secret not in out
    assert 'key "rndc-key" {' in out and "algorithm hmac-sha256;" in out


def test_a_bind_key_block_commented_out_goes_too(tmp_path: Path) -> None:
    secret = "Hq7Rk2vLp9TnWx4yBc8eFgZk3vQ9pLr2TnWx8yBc4eE="
    text = ('# Start of rndc.conf\n'
            '#key "rndc-key" {\n'
            '#        algorithm hmac-sha256;\n'
            f'#        secret "{secret}";\n'
            '#};\n')
    assert secret not in redacted(tmp_path, "rndc.conf", text)


@pytest.mark.parametrize("text", [
    'key "ddns" { algorithm hmac-sha256; secret "{secret}"; };\n',
    'key "ddns" {\n  algorithm hmac-md5;\n  secret "{secret}"; // made with tsig-keygen\n};\n',
])
def test_a_key_statement_among_others_on_its_line_or_before_a_comment_goes(
        tmp_path: Path, text: str) -> None:
    secret = "Pq4vR8tLx2Zk9Wn3Bc7eFg=="
    out = redacted(tmp_path, "named.conf", text.replace("{secret}", secret))
    assert secret not in out
    assert "algorithm hmac-" in out


@pytest.mark.parametrize("text", [
    'key "ddns" { algorithm hmac-md5; secret "<your key>"; };\n',
    'for (;;) { token "x"; }\n',
    'zone "example.org" {\n\ttype master;\n\tfile "db.example.org";\n};\n',
    'key "rndc-key" {\n\talgorithm hmac-sha256;\n\tsecret "<paste the key here>";\n};\n',
])
def test_statements_without_a_secret_value_stay(tmp_path: Path, text: str) -> None:
    read = read_back(tmp_path, "named.conf", text)
    assert redact(read)[0] == read


# -- armour ---------------------------------------------------------------------------------------

_HEX_LINES = "\n".join(f"{(i * 2654435761) % 16 ** 32:032x}" for i in range(1, 17))


def test_a_static_key_in_pem_armour_goes(tmp_path: Path) -> None:
    text = ("#\n# 2048 bit OpenVPN static key\n#\n"
            "-----BEGIN OpenVPN Static key V1-----\n"
            f"{_HEX_LINES}\n"
            "-----END OpenVPN Static key V1-----\n")
    out = redacted(tmp_path, "ta.key", text)
    assert all(line not in out for line in _HEX_LINES.splitlines())
    assert "# 2048 bit OpenVPN static key" in out


@pytest.mark.parametrize("label", ["PGP PUBLIC KEY BLOCK", "PUBLIC KEY", "CERTIFICATE"])
def test_public_armour_stays(tmp_path: Path, label: str) -> None:
    body = "\n".join("mQINBFv3kLsBEADHk2vQ9pLr2TnWx8yBc4eFgZk3vQ9pLr2TnWx8yBc4eFgHk3vQ"
                     for _ in range(4))
    text = f"-----BEGIN {label}-----\n{body}\n-----END {label}-----\n"
    read = read_back(tmp_path, "public.asc", text)
    assert redact(read)[0] == read


def test_a_key_whose_label_only_mentions_key_but_is_left_open_stays(tmp_path: Path) -> None:
    # No END line with the same label: no frame, nothing read as its body.
    text = "-----BEGIN OpenVPN Static key V1-----\nsee the docs for how to make one\n"
    read = read_back(tmp_path, "notes.txt", text)
    assert redact(read)[0] == read


# -- a key named for the encryption it does -------------------------------------------------------

def test_a_cryptkey_goes(tmp_path: Path) -> None:
    text = ("$app_main_force_https='0';\n"
            "$app_main_cookie_cryptkey='8f14e45fceea167a5a36dedd4bea2543';\n")
    out = redacted(tmp_path, "conf.php", text)
    assert "8f14e45fceea167a5a36dedd4bea2543" not in out
    assert "$app_main_force_https='0';" in out


def test_a_public_key_split_over_lines_inside_its_quotes_stays(tmp_path: Path) -> None:
    # bind.keys: a DNSKEY's base64 opens in a quote and runs on over the next lines.
    text = ('trust-anchors {\n'
            '        . initial-key 257 3 8 "AwEAAaz/tAm8yTn4Mfeh5eyI96WSVexTBAvkMgJzkKTOiW1v\n'
            '                +/4RgWOq7HrxRixHlFlExOLAJr5emLvN7SWXgnLh4+B5xQlNVz8Og8kv\n'
            '                ArMtNROxVQuCaSnIDdD5LKyWbRd2n9WGe2R8PzgCmr3EgVLrjyBxWezF\n'
            '                0jLHwVN8efS3rCj/EWgvIWgb9tarpVUDK/b58Da+sqqls3eNbuv7pr+e\n'
            '                R9Wf1Q==";\n'
            '};\n')
    read = read_back(tmp_path, "bind.keys", text)
    assert redact(read)[0] == read


def test_a_value_that_spells_its_own_slot_stays(tmp_path: Path) -> None:
    # An installer's tokens: each value names the constant it will fill.
    text = ("define('DBHOST','%CONFIG-DBHOST');\n"
            "define('DBNAME','%CONFIG-DBNAME');\n"
            "define('DBUSER','%CONFIG-DBUSER');\n"
            "define('DBPASS','%CONFIG-DBPASS');\n")
    read = read_back(tmp_path, "ost-sampleconfig.php", text)
    assert redact(read)[0] == read


def test_a_password_that_only_ends_like_its_slot_still_goes(tmp_path: Path) -> None:
    out = redacted(tmp_path, "config.php", "define('DBPASS','k7Qz!wdbpass');\n")
    assert "k7Qz!wdbpass" not in out
