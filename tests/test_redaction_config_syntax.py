"""What a config file's own syntax says about a value: a key named for where the secret comes
from (a command, a file) holds a reference; a directive named by an identifier
(`rcon_password`, `rootpw`) is a config line on its own, a comment after it or not; and a
digest written after its algorithm's name is a stored hash, not a credential. The texts are
written to files and read back, as a hook reads them."""

from __future__ import annotations

from pathlib import Path

import pytest
from redaction_support import read_back, redacted

from memory_engine.screening.redaction import redact

# -- a key that names a reference -------------------------------------------------------------


@pytest.mark.parametrize("suffix", ["cmd", "command", "eval", "helper"])
def test_a_command_key_beside_its_sibling_holds_no_secret(tmp_path: Path, suffix: str) -> None:
    text = (f'[global]\nusername_{suffix} = "pass show mail/user"\n'
            f'password_{suffix} = "pass show mail/work"\nbackend = "alsa"\n')
    read = read_back(tmp_path, "spotifyd.conf", text)
    assert redact(read)[0] == read


def test_a_copy_named_beside_a_sibling_still_goes(tmp_path: Path) -> None:
    text = "wifi_ssid_work = office-net\nwifi_pass_work = Hk29dk2Lq\n"
    assert "Hk29dk2Lq" not in redacted(tmp_path, "secrets.conf", text)


# -- a directive named by an identifier -------------------------------------------------------


@pytest.mark.parametrize(("line", "value"), [
    ("rcon_password f52c8dc282", "f52c8dc282"),
    ("rootpw Segfault14  # Make sure to replace with your desired password", "Segfault14"),
    ("sv_password t0p!sec", "t0p!sec"),
])
def test_an_identifier_directive_alone_goes(tmp_path: Path, line: str, value: str) -> None:
    text = f"# Uncomment this to enable remote access.\n{line}\n"
    out = redacted(tmp_path, "server.cfg", text)
    assert value not in out
    assert out.startswith("# Uncomment this")
    if "#" in line:
        assert "# Make sure to replace" in out


@pytest.mark.parametrize("line", [
    "rcon_password hellokitty",        # letters alone: a word, wanted beside other directives
    "ssl_key server.key",              # a file's name
    "Password abc123",                 # the secret word alone opens a sentence as well
])
def test_a_directive_without_an_identifier_or_a_drawn_value_stays(tmp_path: Path,
                                                                  line: str) -> None:
    text = f"# notes\n{line}\n"
    read = read_back(tmp_path, "notes.txt", text)
    assert redact(read)[0] == read


# -- a digest named by its algorithm ----------------------------------------------------------


@pytest.mark.parametrize("value", [
    "sha256#aacbdf91455971a7ab2f24ac5dc5c016812777081df88d0ffe033161a1893e41#3gz6QLcwzMN:ntjyK#",
    "sha1:0123456789abcdef0123456789abcdef01234567",
    "MD5$0123456789ABCDEF0123456789ABCDEF$salt",
])
def test_a_digest_after_its_algorithm_name_stays(tmp_path: Path, value: str) -> None:
    text = f"<User admin>\n  <Pass password>\n    Pass = {value}\n  </Pass>\n</User>\n"
    read = read_back(tmp_path, "znc.conf", text)
    assert redact(read)[0] == read


def test_hex_of_another_length_after_an_algorithm_name_is_judged_as_any_value(
        tmp_path: Path) -> None:
    value = "sha256#aacbdf91455971a7ab2f24ac5dc5c016812777081#Qx7"
    text = f"[account]\npassword = {value}\n"
    assert "aacbdf91455971a7ab2f24ac5dc5c016812777081" not in redacted(tmp_path, "app.ini", text)
