"""The pre-check never says "no secret here" when the redactor would find one, and stays cheap."""

from __future__ import annotations

import ast
import json
import os
import string
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_redaction import CLEAN_TEXTS, SAMPLES, STRUCTURES

from memory_engine.screening import redaction
from memory_engine.screening.redaction import find_secrets
from memory_engine.screening.secretcheck import might_hold_secret

LIB = Path(__file__).resolve().parents[1] / "lib" / "memory_engine"
DATASET = Path(__file__).resolve().parents[2] / "shared" / "datasets" / "secrets-dev.jsonl"


PW = "Vq7rLm2xTa9k"
SESSION = "6f1c2a9e-8d3b-4c55-9e0a-1b2c3d4e5f60"  # a session id, as Claude Code makes them


def sound(text: str) -> bool:
    return might_hold_secret(text) or not find_secrets(text)


LOG_LINES = [
    "2026-12-01T21:00:00.123 INFO pid=1234 hook session_start 23.4ms",
    '{"ts":"2026-12-01T21:00:00+0000","session":"0b6f3c1e-2a4d-4c5e-9f0a-1b2c3d4e5f60",'
    '"tool":"Read","duration_ms":12,"input_bytes":40,"response_bytes":900,'
    '"path":"src/app/main.py"}',
    "2026-12-01T21:00:01.456 WARNING pid=1234 hook post_tool 181.0ms slow",
    '{"ts":"2026-12-01T21:00:02+0000","session":"7D3E1A20-55B4-4C1F-8E9A-0F1E2D3C4B5A",'
    '"tool":"Bash","duration_ms":3,"exit":0}',
]


@pytest.mark.parametrize("line", LOG_LINES)
def test_hook_log_lines_skip_the_redactor(line: str) -> None:
    assert might_hold_secret(line) is False
    assert find_secrets(line) == []


@pytest.mark.parametrize("text", [
    # assembled from pieces so that no whole credential-shaped line sits in the source
    "DB_PASSWORD=" + PW, "see https://u:" + PW + "@h",
    "ghp_" + "Ab1Cd2Ef3Gh4Ij5Kl6Mn7Op8Qr9St0Uv1Wx2",
    "mysql -p" + PW + " shop", "authorization: " + "basic dTpw", "paſſword: " + PW,
    "api.telegram.org/bot" + "12345:" + "BaAa-BaAa0-Aa00-Aa00",
])
def test_texts_with_a_secret_pass_the_check(text: str) -> None:
    assert might_hold_secret(text)


def test_imports_neither_re_nor_typing() -> None:
    # Checked in a fresh interpreter: hooks import this module on every tool call.
    code = ("import sys; import memory_engine.screening.secretcheck; "
            "print(sorted({'re', 'typing'} & set(sys.modules)))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
    # Nothing but its own package (already imported with it: the shared word lists); the
    # package imports nothing.
    assert _imports("secretcheck.py") <= {"__future__", "memory_engine.screening"}
    assert _imports("__init__.py") <= {"__future__"}


def _imports(name: str) -> set[str]:
    tree = ast.parse((LIB / "screening" / name).read_text(encoding="utf-8"))
    imported = {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import)
                for alias in node.names}
    imported |= {f"{node.module}.{alias.name}" if node.module == "memory_engine"
                 else node.module or "" for node in ast.walk(tree)
                 if isinstance(node, ast.ImportFrom) for alias in node.names}
    return imported


def test_the_credential_words_of_other_scripts_are_written_once() -> None:
    """The pre-check and the redactor's label pattern read the same word list: neither holds a
    copy of it (a word added there reaches both)."""
    from memory_engine import screening
    from memory_engine.screening import secret_formats

    words = screening.LABELS
    for name in ("secretcheck.py", "secret_formats.py"):
        source = (LIB / "screening" / name).read_text(encoding="utf-8")
        copied = [w for w in words if f'"{w}"' in source or f"|{w}|" in source
                  or f"|{w})" in source]
        assert copied == [], f"{name} repeats {copied}"
    from memory_engine.screening.secretcheck import _WORDS

    assert set(words) <= set(_WORDS)
    for word in words:
        assert f"|{word}" in secret_formats.LABEL_WORDS
        assert might_hold_secret(f"# {word.upper()}\n")


# Every pattern's own matches, alone and inside other text. Hypothesis builds strings from the
# regex itself, so a pattern added to redaction.py is covered without a sample being written.
PATTERNS = [(kind, pattern) for kind, pattern, _, _ in redaction._SPECS]


@pytest.mark.parametrize(("kind", "pattern"), PATTERNS,
                         ids=[f"{i}-{k}" for i, (k, _) in enumerate(PATTERNS)])
@settings(max_examples=30, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much,
                                 HealthCheck.data_too_large])
@given(data=st.data())
def test_every_pattern_match_passes_the_check(kind: str, pattern: str, data: st.DataObject) -> None:
    match = data.draw(st.from_regex(pattern, fullmatch=True), label=kind)
    around = data.draw(st.sampled_from(["", " ", "x = ", "\n", "'"]))
    assert sound(match)
    assert sound(around + match + around)


@pytest.mark.parametrize("line", ["_:100010, \u00b2", "svc: s3cretpw,\u00aaadmin",
                                  "web: hunter22,admin,user"])
def test_realm_lines_whose_role_opens_with_any_letter_pass_the_check(line: str) -> None:
    # A realm file's role is a word that opens with what the format pattern calls a letter
    # (`[^\\W\\d_]`): a superscript digit or an ordinal sign is one there, so the check must
    # read it as one too.
    assert sound(line)


@pytest.mark.parametrize(("kind", "pattern"), PATTERNS,
                         ids=[f"{i}-{k}" for i, (k, _) in enumerate(PATTERNS)])
@settings(max_examples=20, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much,
                                 HealthCheck.data_too_large])
@given(data=st.data())
def test_every_pattern_match_in_a_transcript_folder_passes_the_check(
        kind: str, pattern: str, data: st.DataObject) -> None:
    # The transcript folder's name is read folder by folder: whatever the redactor finds there,
    # the check still reads as a possible secret.
    match = data.draw(st.from_regex(pattern, fullmatch=True), label=kind)
    head = data.draw(st.sampled_from(["-", "-home-u8f3k2j9x-", "-Users-JaneDoe-", "-srv-"]))
    tail = data.draw(st.sampled_from(["", "-app", "-code-my-app2"]))
    assert sound(f"/home/u8f3k2j9x/.claude/projects/{head}{match}{tail}/{SESSION}.jsonl")


FRAGMENTS = [
    "password", "PASSWORD", "pw", "secret", "token", "api_key", "Key", "auth", "bearer",
    "Authorization", "passphrase", "mot de passe", "contraseña", "curl", "mysql", "-p", "-u",
    "--password", "sshpass", "://", "@", ":", "=", ":=", "=>", "\"", "'", " ", "\n", "\\n",
    ".", "-", "_", "|", "~", "Q~", "+", "/", "=", "is", "the", "ghp_", "xoxb-", "sk_live_",
    "AKIA", "AC", "SK", "eyJ", "glc_", "ops_", "ghs_", "sgp_", "4b1d", "v1.0-", "hvs.", "s.",
    "EAA", "-----BEGIN PRIVATE " + "KEY-----", "-----END PRIVATE " + "KEY-----", "ſ", "İ", "ı",
    "0b6f3c1e-2a4d-4c5e-9f0a-1b2c3d4e5f60", "2026-12-01T21:00:00+0000",
]
_CHUNK = st.one_of(
    st.sampled_from(FRAGMENTS),
    st.text(alphabet=string.ascii_letters + string.digits, min_size=1, max_size=48),
    st.text(alphabet="0123456789abcdef", min_size=8, max_size=40),
    st.text(min_size=1, max_size=8),
)


@settings(max_examples=600, deadline=None, database=None)
@given(st.lists(_CHUNK, max_size=14).map("".join))
def test_check_is_sound_on_generated_text(text: str) -> None:
    assert sound(text)


@pytest.mark.parametrize("text", [t for _, t, _ in SAMPLES] + [t for t, _ in STRUCTURES]
                         + CLEAN_TEXTS)
def test_check_is_sound_on_the_redaction_samples(text: str) -> None:
    assert sound(text)
    if find_secrets(text):
        assert might_hold_secret(text)


def test_check_is_sound_on_every_labelled_row() -> None:
    if not DATASET.is_file():
        pytest.skip(f"labelled secrets not found at {DATASET} (only present in dev checkouts "
                    "and CI); the generated-text tests above still run")
    rows = [json.loads(line) for line in DATASET.read_text(encoding="utf-8").splitlines() if line]
    assert rows
    unsound = [row["id"] for row in rows if not sound(str(row["text"]))]
    assert unsound == []


def test_git_object_ids_do_not_cost_the_redactor_import() -> None:
    # The session state records the checkout's HEAD at every session start; a commit id is a
    # long hex run, but no pattern accepts one without a word beside it.
    head = "29c0162abd8e5d9895e21babd21b9e368a9e4968"
    assert not might_hold_secret(f'{{"git": {{"branch": "main", "head": "{head}"}}}}')
    assert not might_hold_secret("6b" * 32)  # SHA-256 object ids
    assert might_hold_secret("6B" * 20)  # upper-case: could be a token body
    assert might_hold_secret(f"token = {head}")


def test_a_prefixed_body_of_digits_is_no_token_and_the_check_agrees() -> None:
    # a GoCardless-shaped value whose body is digits and '=' is typed, not drawn: the redactor
    # leaves it, and the hook's cheap pre-check, which never looks further, agrees
    typed = "sandbox_00001000=0001000200010001000=00000000001"
    assert find_secrets(typed) == []
    assert sound(typed)
    drawn = "live_Ab3dEf9hIjKlMn0pQrStUvWxYz0123456789AbC"
    assert find_secrets(drawn) and might_hold_secret(drawn)


def test_names_joined_by_separators_do_not_cost_the_redactor_import() -> None:
    # Claude Code keeps each transcript in a folder named after the project's path; the session
    # state records that path on every prompt, so a long folder name must not read as a token.
    transcript = ("/home/jdoe/.claude/projects/-home-jdoe-work-my-awesome-project-backend/"
                  "6f1c2a9e-8d3b-4c55-9e0a-1b2c3d4e5f60.jsonl")
    # on macOS the folder keeps the capitals of the home and project names, and project names
    # often end in a number
    mac = ("/Users/JohnSmith/.claude/projects/-Users-JohnSmith-Projects-MyApp2/"
           "6f1c2a9e-8d3b-4c55-9e0a-1b2c3d4e5f60.jsonl")
    for text in (transcript, mac, "my-python-venv-cache-dir", "max_retries_before_giving_up",
                 "-home-jdoe-src-vite-plugin-react-swc3", "-Users-Maria-Documents-GitHub-WebShop"):
        assert not might_hold_secret(text), text
        assert find_secrets(text) == []
    # a generated part, long or mixing letters and digits, still reads as a possible token
    assert might_hold_secret("my-project-" + "Ab1Cd2Ef3Gh4Ij5Kl6")
    assert might_hold_secret("deploy-" + "AbCdEfGhIjKlMnOpQrStUv")
    assert might_hold_secret("glcbt-" + "abcde-fghij-klmno-pqrst")  # a vendor prefix: a word
    # capitals that begin no word, or digits inside a part, are drawn, not typed
    assert might_hold_secret("build-cache-" + "xK9mQ2pLzR7")
    assert might_hold_secret("Users-" + "aBCdEfGhIj-KlMnOPqRsT")
    assert might_hold_secret("deploy-stage-" + "Ab3dEf9hIjK")
    assert might_hold_secret("SBX-" + "225541143125-facf-0225-5411-4312")
    assert might_hold_secret("token: my-awesome-project-backend")


def test_a_transcript_folder_is_read_as_the_path_it_spells() -> None:
    # A home folder named by a generated token: the folder Claude Code keeps the transcripts in
    # glues it to the names around it, but it is a path, one folder a piece.
    home = "/home/u8f3k2j9xq7w"
    transcript = f"{home}/.claude/projects/-home-u8f3k2j9xq7w-work-my-app/{SESSION}.jsonl"
    for text in (transcript, f"{home}/.local/share/memory-engine\n{transcript}",
                 f"{home}/.claude/projects/-home-u8f3k2j9xq7w/{SESSION}.jsonl"):
        assert not might_hold_secret(text), text
        assert find_secrets(text) == []
    # A folder that is a long token stays one; the same run anywhere else is read whole.
    assert might_hold_secret(f"{home}/.claude/projects/-home-u8f3k2j9xq7w-"
                             f"Zq7Lm2Np9Xc4Vb8Rt6Yk3Hw5/{SESSION}.jsonl")
    assert might_hold_secret("/srv/projects/-home-u8f3k2j9xq7w-work-my-app/x")
    assert might_hold_secret("-home-u8f3k2j9xq7w-work-my-app")
    assert might_hold_secret(f"{home}/.claude/projects/-home-u8f3k2j9xq7w-work-my-app")


@pytest.mark.parametrize("transcript", [
    "/home/jdoe/.claude/projects/-home-jdoe-work-my-awesome-project-backend/"
    "6f1c2a9e-8d3b-4c55-9e0a-1b2c3d4e5f60.jsonl",
    "/Users/JaneDoe/.claude/projects/-Users-JaneDoe-Projects-MyShop2/"
    "6f1c2a9e-8d3b-4c55-9e0a-1b2c3d4e5f60.jsonl",
    # a home folder named by a generated token (as some hosted machines name users)
    "/home/u8f3k2j9xq7w/.claude/projects/-home-u8f3k2j9xq7w-work-my-app/"
    "6f1c2a9e-8d3b-4c55-9e0a-1b2c3d4e5f60.jsonl"])
def test_the_per_prompt_hook_screens_its_state_without_the_redactor(transcript: str) -> None:
    # The whole hook in a fresh interpreter, with a payload shaped as Claude Code sends it: the
    # state it saves holds the transcript path, and screening it must stay on the cheap check.
    # Run twice: the second run finds the first one's state (the transcript path) and saves it.
    # (A folder of its own: pytest's folder names hold the test's name, a long run of their own,
    # and a temporary folder's random suffix ("pp-p1vnpw3f") can read as a generated token, which
    # the cheap check rightly hands to the redactor: the folder is named by the process id.)
    import shutil
    import tempfile

    folder = Path(tempfile.gettempdir()) / f"prompt-hook-{os.getpid()}"
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir()
    try:
        _prompt_hook_in(folder, transcript)
        _prompt_hook_in(folder, transcript)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def _prompt_hook_in(tmp_path: Path, transcript: str) -> None:
    root = tmp_path / "project" / ".memory-engine"
    root.mkdir(parents=True, exist_ok=True)
    payload = json.dumps({
        "session_id": "6f1c2a9e-8d3b-4c55-9e0a-1b2c3d4e5f60",
        "transcript_path": transcript,
        "cwd": "/home/jdoe/work/my-awesome-project-backend", "permission_mode": "default",
        "hook_event_name": "UserPromptSubmit", "prompt": "how do I run the tests here?"})
    code = ("import sys; from memory_engine.hookrun import process; code = process('user_prompt'); "
            "print(code, 'memory_engine.screening.redaction' in sys.modules, file=sys.stderr)")
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path / "home"),
           "MEMORY_ENGINE_ROOT": str(root), "PYTHONPATH": str(LIB.parent)}
    done = subprocess.run([sys.executable, "-c", code], input=payload, capture_output=True,
                          text=True, env=env, timeout=60, check=False)
    assert done.stderr.strip().splitlines()[-1] == "0 False", done.stderr
    assert list((root).rglob("*.json")), "the hook saved no session state"


def test_a_capital_sigma_is_read_as_the_redactor_reads_it() -> None:
    # str.lower() turns the "Σ" before ".prod" into "σ" (a letter follows past the dot), the
    # label's word is spelled with the final "ς", and ignore-case matching reads them alike.
    text = "?κωδικός πρόσβασηΣ.prod='+\"0001\""
    assert find_secrets(text)
    assert might_hold_secret(text)


@pytest.mark.parametrize("text", [
    # an account file's `user:password:level` line, alone or in its block
    "localclient:" + "7c0e4a19d2b85f36" + "e1a9c04d7b2f8e6a13c5d9f0" + ":10",
    "alice:" + PW + ":5\nbob:" + PW[::-1] + ":10\n",
])
def test_account_lines_with_a_level_pass_the_check(text: str) -> None:
    assert find_secrets(text), text
    assert might_hold_secret(text)


@pytest.mark.parametrize("line", ["a:b:c:1", "a::1", "a:b:123", ":b:1", "a:b:"])
def test_lines_that_are_no_account_with_a_level_stay_sound(line: str) -> None:
    assert sound(line)
