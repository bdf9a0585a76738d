"""Where framework config files put a credential that a name-and-operator reading misses: an
XML element's text quoted in a CDATA section. And what stays: the other elements of the same
file, a date in CDATA, a digest under a name that says so."""

from __future__ import annotations

import random
import string

import pytest

from memory_engine.screening.redaction import redact

_RNG = random.Random(20261206)


def _drawn(n: int, alphabet: str = string.ascii_letters + string.digits) -> str:
    while True:
        value = "".join(_RNG.choice(alphabet) for _ in range(n))
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


# -- an XML element's text in a CDATA section ----------------------------------------------------

@pytest.mark.parametrize("password", ["f4sh1oN321", "Kx9!mcp2w", "memebox520"])
def test_a_password_element_quoted_in_cdata_is_redacted(password: str) -> None:
    text = ("<connection>\n"
            "    <host><![CDATA[localhost]]></host>\n"
            "    <username><![CDATA[shop]]></username>\n"
            f"    <password><![CDATA[{password}]]></password>\n"
            "    <dbname><![CDATA[shop_live]]></dbname>\n"
            "</connection>\n")
    out, _ = redact(text)
    assert password not in out
    for kept in ("localhost", "<username><![CDATA[shop]]></username>", "shop_live"):
        assert kept in out


def test_a_drawn_key_element_in_cdata_is_redacted() -> None:
    key = _drawn(32, "0123456789abcdef")
    text = ("<install>\n    <date><![CDATA[Tue, 01 Dec 2015 07:44:04 +0000]]></date>\n"
            f"</install>\n<crypt>\n    <key><![CDATA[{key}]]></key>\n</crypt>\n")
    out, _ = redact(text)
    assert key not in out
    assert "<date><![CDATA[Tue, 01 Dec 2015 07:44:04 +0000]]></date>" in out


@pytest.mark.parametrize("text", [
    "<password><![CDATA[{{DB_PASSWORD}}]]></password>\n",
    "<password><![CDATA[changeme]]></password>\n",
    "<checksum><![CDATA[9e107d9d372bb6826bd81d3542a419d6]]></checksum>\n",
    "<description><![CDATA[The password of the shop's database user]]></description>\n",
])
def test_stand_ins_and_digests_in_cdata_stay(text: str) -> None:
    assert redact(text)[0] == text
