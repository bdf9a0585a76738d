"""Credentials whose name is not where an assignment puts it (a Markdown label in bold, a
comment on the line before, a literal joined to its parameter's name, a qualifier after the
credential word, the short names of cloud SDKs), values on any line of a text, and the
lookalikes that stay: keys published to browsers, public keys, ids, and the stand-ins guides
write in other languages."""

from __future__ import annotations

import pytest

from memory_engine.screening.redaction import find_secrets, redact

# Values are assembled from pieces so that no whole credential-shaped line sits in the source.
DRAWN = "hupQ73ct" + "C18cFL9gFwGGD6"  # 22 letters and digits, both cases
LONG = "EMmWv7NS4w3Z9hq-Piffsb5H1NWE" + "_d4GA2TnmfYnG2UdKouUlpHRDidQImgNhcU8VOaeCTRZhHlnTjxf"
BASE64 = "BWD6SYM1M59YQ8n21+p2s28YE3p9O1IQwSC7FReV4BXP" + "vmkJracng3ypR83+rfjb8a8xxQJWan2k/hjlU="
HEX = "8e632b1c1583f481" + "7a80f3312d027e1b"


def gone(text: str, *values: str) -> bool:
    out, _ = redact(text)
    return all(value not in out for value in values) and out != text


def kept(text: str) -> bool:
    return redact(text)[0] == text


# -- values on any line ---------------------------------------------------------------------

def test_a_value_alone_on_a_line_goes_whatever_line_it_is_on() -> None:
    text = f"new Credential(\n    '{LONG}',\n    '{LONG[::-1]}'\n  )\n"
    assert gone(text, LONG, LONG[::-1])


def test_a_commented_out_value_alone_on_its_line_goes_too() -> None:
    text = f"x = Api(\n    //'{LONG}',\n    'other'\n)\n"
    assert gone(text, LONG)


def test_a_certificate_line_stays() -> None:
    body = "MIIFCTCCAvGgAwIBAgIUIFJyr6kvWKvNXlLQRG7cFYDYw0IwDQYJKoZIhvcNAQEL"
    lines = [body, "BQAwFDESMBAGA1UEAwwJbG9jYWxob3N0MB4XDTI1MDYxMjEzNDEzNVoXDTI2MDYx",
             "Ldygzu4BSGGecLs0Vr8jLbgwA/dLzQCE0Hd0QZS3M2DSrBp/8DCv/UUsaZzYNJv5",
             "hafz1zVpvJDzhjHrhS1DdCcaVViENCpo/HM9l5MSX6QFCEr6s3LAUFkJZP2kyCJY"]
    text = "-----BEGIN CERTIFICATE-----\n" + "\n".join(lines) + "\n-----END CERTIFICATE-----\n"
    assert kept(text)


def test_an_rsa_public_key_joined_from_pieces_stays() -> None:
    text = ('public static final String RSA_PUBLIC = "MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCB" +\n'
            '        "iQKBgQCiXYDz91lOkrwDq7u9nzTbGd+towLw0x+6Kds6t4TZcQav29kRFqPqE3p" +\n'
            '        "30Sa5Kf4DeLr9Js5LpfA+/O5WsoHE03ZJPjIs4dGM2lgSA1pA9wIDAQAB";\n')
    assert kept(text)


# -- names where an assignment does not put them ----------------------------------------------

@pytest.mark.parametrize("template", [
    "- **Password:** {V}\n",
    "- **Key Secret**: `{V}`\n",
    "**Token:** `{V}`\n",
])
def test_a_markdown_label_in_bold_names_its_value(template: str) -> None:
    value = "Qazwsx1." if "Password" in template else DRAWN
    assert gone(template.format(V=value), value)


def test_an_app_password_after_a_bold_label_and_before_a_remark_goes() -> None:
    value = "wymmgnwh" + "bcofgbvq"
    assert gone(f"- **App Password:** {value} (already configured)\n", value)


def test_a_markdown_label_that_calls_the_value_an_id_keeps_it() -> None:
    assert kept("- **Project ID**: `prj_" + "fbDwMFTU4TY3kR1F4uJxFvDgmePF`\n")


def test_a_mail_services_authorization_code_goes() -> None:
    value = "glruysra" + "sauwbegg"
    assert gone(f"authorization_code = '{value}'\n", value)


@pytest.mark.parametrize("name", ["GETUI_SECRET_COMMON", "API_KEY_ANDROID",
                                  "GETUI_MASTER_SECRET_COMMON"])
def test_a_word_after_the_credential_word_still_names_the_credential(name: str) -> None:
    assert gone(f'public static final String {name} = "{DRAWN}";\n', DRAWN)


@pytest.mark.parametrize("name", ["SECRET_NAME", "TOKEN_TYPE", "KEY_ALIAS"])
def test_a_word_for_a_property_after_the_credential_word_names_something_else(
        name: str) -> None:
    assert kept(f'{name} = "{DRAWN}"\n')


def test_an_objects_constant_in_capitals_is_bounded_by_the_dot() -> None:
    text = f"        self.CORPSECRET = '{LONG[:43]}'#app secret\n"
    assert gone(text, LONG[:43])


@pytest.mark.parametrize("name", ["AK", "ak", "OBS_AK", "accessKey"])
def test_an_access_key_id_under_a_cloud_sdks_short_name_goes(name: str) -> None:
    value = "W2QOGAAH" + "ZZCIPHSA6BME"
    assert gone(f'{name} = "{value}"\n', value)


def test_an_alibaba_key_and_its_secret_passed_together_go_brackets_or_not() -> None:
    key, secret = "LTAIUq02" + "1PIVpJzU", "Heir5Kmrxtt" + "WrYxFkeL41f6ZOr1h4k"
    assert gone(f"auth = oss2.Auth('<{key}>', '<{secret}>')\n", key, secret)
    assert gone(f"auth = oss2.Auth('{key}', '{secret}')\n", key, secret)


def test_a_generated_client_id_and_its_secret_after_curls_user_flag_go_whole() -> None:
    client = "ARRrOcdVX_N7KNHLuO_DLTWvM" + "_QWN2imRTaGRyhlEJSdJI2j0"
    text = f'curl -X POST "https://api.example.com/v1/oauth2/token" -u "{client}:{LONG}"\n'
    assert gone(text, client, LONG)


def test_a_persons_user_name_after_curls_user_flag_stays() -> None:
    out, _ = redact('curl -u "deploy:Zq8rT2vLx91" https://example.com\n')
    assert "deploy:" in out and "Zq8rT2vLx91" not in out


@pytest.mark.parametrize("comment", [
    '# paste your "Channel Access Token"',
    "// 服务密钥：",
    "# Channel Secret",
    "服务Key：",
])
def test_a_comment_or_label_naming_a_credential_names_the_literal_below(comment: str) -> None:
    for value in (BASE64, HEX):
        text = f"{comment}\nhandler = WebhookHandler('{value}')\n"
        assert gone(text, value), text


@pytest.mark.parametrize("comment", ["# public key", "# commit hash of the token",
                                     "# key id", "token = get()"])
def test_a_comment_calling_it_public_a_hash_or_an_id_or_code_names_nothing(comment: str) -> None:
    assert kept(f"{comment}\nvalue = Api('{HEX}')\n")


def test_a_label_names_nothing_when_the_value_line_calls_it_a_hash() -> None:
    assert kept(f"# API token\nchecksum = '{DRAWN}'\n")


@pytest.mark.parametrize("join", [" + ", " . "])
def test_a_parameter_and_its_value_joined_from_two_literals_go(join: str) -> None:
    value = "a8f5f1X7f44f" + "4964e6c998dee827110c"
    text = f'url = "https://api.example.com/v1?api_key="{join}"{value}"{join}"&q=" + city\n'
    assert gone(text, value)


def test_an_openweathermap_key_joined_onto_its_url_goes() -> None:
    value = "d850f7f52bf1" + "9300a9eb4b0aa6b80f0d"
    text = ('base_url = "http://api.openweathermap.org/data/2.5/weather?"\n'
            'city = input("city: ")\n'
            f"url = base_url + \"appid=\" + '{value}' + \"&q=\" + city\n")
    assert gone(text, value)


def test_a_config_lines_value_runs_through_the_quotes_inside_it() -> None:
    value = 'Fr@v3D3v3l0p3er2021#%&#"Restaurant!"#%&//((#$%$!$&/%&/%"#$"!"#$&/djw-KEYndrois'
    out, found = redact(f"APP_KEY_JWT={value}\n")
    assert out == "APP_KEY_JWT=[REDACTED:env-secret]\n", (out, found)


# -- published keys ---------------------------------------------------------------------------

def test_a_key_in_a_script_urls_query_is_published_to_browsers() -> None:
    google = "AIzaSyDdvhDyANPVXBOLC" + "Zosr9b-FiyEfWH9SyA"
    kakao = "9eb4f86b6155c2fa" + "2f5dac204d2cdb35"
    assert kept("s.src = 'https://maps.googleapis.com/maps/api/js?callback=init&key="
                + google + "';\n")
    assert kept(f"s.src = '//dapi.kakao.com/v2/maps/sdk.js?appkey={kakao}&autoload=false';\n")


def test_the_same_key_in_an_apis_query_goes() -> None:
    google = "AIzaSyDdvhDyANPVXBOLC" + "Zosr9b-FiyEfWH9SyA"
    assert gone(f"GET https://maps.googleapis.com/maps/api/geocode/json?key={google}\n",
                google)


# -- stand-ins --------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "password: 'hogehoge'\n",
    'BOT_AUTH_TOKEN="напиши свое" # bot token\n',
    'API_TOKEN="填入你的key"\n',
    '# cred = credential.Credential("secretId", "secretKey")\n',
    'stateSecret: process.env.SLACK_STATE_SECRET || "my-state-secret",\n',
    "NGROK_AUTHTOKEN=2abc123def456ghi789jkl012mno345pqr678stu901vwx234yz\n",
    # a stand-in typed twice
    "MAIL_PASSWORD=testtest\n",
    "[mail]\npassword = foofoo\n",
])
def test_a_guides_stand_in_stays(text: str) -> None:
    assert find_secrets(text) == [], redact(text)[0]


@pytest.mark.parametrize("value", ["gogsgogs", "kirokiro", "test1test1"])
def test_a_word_typed_twice_that_stands_in_for_nothing_still_goes(value: str) -> None:
    assert gone(f"[mail]\npassword = {value}\n", value)


def test_letters_switching_case_as_they_walk_still_go() -> None:
    # Scanners' fixtures write made-up keys so, meaning a real one.
    value = "aB1cD2eF3gH4iJ5kL6" + "mN7oP8qR9sT0uV1wX2yZ3"
    assert gone(f"COUCHBASE_API_KEY={value}\n", value)


# -- a password's word glued to the service it opens ------------------------------------------

PASSWORD = "GaoQ" + "K0109_x"


@pytest.mark.parametrize("name", ["mysqlpass", "mysqlpw", "rootpw", "BKApipass", "dbPass"])
def test_a_password_word_glued_to_its_service_names_the_password(name: str) -> None:
    assert gone(f'{name} = "{PASSWORD}"\n', PASSWORD)


@pytest.mark.parametrize("name", ["bypass", "compass", "surpass", "overpass"])
def test_pass_glued_to_any_other_word_makes_another_word(name: str) -> None:
    assert kept(f'{name} = "{PASSWORD}"\n')


@pytest.mark.parametrize("text", ['redis_auth="13sa' + 'i666."\n', 'redisAuth: "13sa' + 'i666."\n'])
def test_auth_after_the_service_it_opens_is_its_password(text: str) -> None:
    assert gone(text, "13sai666.")


@pytest.mark.parametrize("text", ["smtp_auth = true\n", "smtp_auth: login\n",
                                  'mysql_auth = "mysql_native_password"\n',
                                  "proxy_auth: basic\n", 'auth = "oauth2"\n'])
def test_auth_naming_a_mode_stays(text: str) -> None:
    assert kept(text)


# -- a `$` that nothing expands -----------------------------------------------------------------

@pytest.mark.parametrize("value", ["$gab1" + "Blanca", "$sc19" + "65112", "$dev/" + "E_c0n"])
def test_a_json_entrys_value_that_opens_with_a_dollar_goes(value: str) -> None:
    assert gone(f'{{\n    "host": "h",\n    "password": "{value}",\n}}\n', value)


@pytest.mark.parametrize("value", ["${OAUTH_PW}", "$OAUTH_PW", "$HOME/.pw", "$super$ecret"])
def test_a_json_entrys_template_slot_stays(value: str) -> None:
    assert kept(f'{{"password": "{value}"}}\n')


def test_a_dollar_value_outside_json_is_still_a_variable() -> None:
    assert kept('$password = "$dbpass";\n')



# -- a header's scheme word and a webhook's token -------------------------------------------------

def test_a_vendors_own_scheme_word_in_an_authorization_header_keeps_only_itself() -> None:
    out, _ = redact(f"headers: {{ Authorization: 'KakaoAK {HEX}' }}\n")
    assert HEX not in out and "KakaoAK" in out


@pytest.mark.parametrize("text", [
    'Authorization: Digest username="Mufasa", realm="testrealm@host.com"\n',
    "Authorization: OAuth 232dsfdsd2\n",
])
def test_a_schemes_parameters_or_a_short_value_after_it_stay(text: str) -> None:
    assert kept(text)


@pytest.mark.parametrize("url", [
    "https://open.feishu.cn/open-apis/bot/v2/hook/" + "53d17651-05ef-4fe4-b674-43cb5056e51a",
    "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + "d4da4f73-3667-49a2-b2f3-"
    + "f79235e984e7",
    "https://hooks.example-chat.io/api/webhook/" + DRAWN,
])
def test_a_webhook_url_with_its_token_goes_whole(url: str) -> None:
    out, findings = redact(f"axios.post('{url}')\n")
    assert url not in out and "https://" not in out
    assert [f.kind for f in findings] == ["webhook-url"]


@pytest.mark.parametrize("url", [
    "https://api.github.com/repos/o/r/hooks/123456789012345678",
    "https://my.site/webhook/stripe-payment-intent-succeeded",
    "https://git.example.org/api/v1/hooks/post-receive-handler",
])
def test_a_webhook_path_of_words_or_a_numeric_id_stays(url: str) -> None:
    assert kept(f"see {url}\n")


# -- a stand-in written in base64 --------------------------------------------------------------

def test_base64_of_a_stand_in_stays() -> None:
    encoded = "Y2hhbmdlLW1l" + "LWluLXByb2R1Y3Rpb24="  # change-me-in-production
    assert kept(f"JWT_SECRET: {encoded}\n")


@pytest.mark.parametrize("encoded", [
    "bXl0ZXN0" + "cHdk",  # a chosen password
    "eyJhbGciOiJIUzI1NiIs" + "InR5cCI6IkpXVCJ9",  # a JSON document: a structure, not a value
])
def test_base64_of_a_password_or_of_json_is_still_judged_as_a_value(encoded: str) -> None:
    assert gone(f'apiKey: "Bearer {encoded}",\n' if encoded.startswith("eyJ")
                else f"pass: {encoded}\n", encoded)
