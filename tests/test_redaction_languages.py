"""The word "password" in the languages beyond the first five: a value under it, assigned or
said in prose, is redacted whole; a sentence about a password with no value is left alone."""

from __future__ import annotations

import pytest

from memory_engine.screening.redaction import redact

VALUE = "Lagarto#8812x"

SAID = [
    f"senha: {VALUE}",
    f"DB_SENHA={VALUE}",
    f"wachtwoord={VALUE}",
    f"lösenord: {VALUE}",
    f"hasło: {VALUE}",
    f"heslo = {VALUE}",
    f"şifre: {VALUE}",
    f"пароль: {VALUE}",
    f"пароль — {VALUE}",
    f"Usuário do painel: admin, senha {VALUE}.",
    f"a senha do banco é {VALUE}",
    f"het wachtwoord voor de database is {VALUE}",
    f"The root password on the old build box is still {VALUE}, so log in as root.",
    f"le mot de passe est toujours {VALUE}",
]

NOT_SAID = [
    "a senha é obrigatória para entrar",
    "De senha wordt in de kluis bewaard",
    "wachtwoord vergeten? Vraag een nieuw aan",
    "hasło jest wymagane przy logowaniu",
    "пароль обязателен для входа",
    "the password is still required",
    "the password on the box is now rotated weekly",
    "format: matrix2024x",
]


@pytest.mark.parametrize("text", SAID)
def test_a_value_under_the_word_is_redacted_whole(text: str) -> None:
    redacted, found = redact(text)
    assert found, text
    assert VALUE not in redacted and "Lagarto" not in redacted, redacted


@pytest.mark.parametrize("text", NOT_SAID)
def test_a_sentence_about_a_password_is_left_alone(text: str) -> None:
    assert redact(text) == (text, [])
