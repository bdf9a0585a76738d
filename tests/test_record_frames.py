"""A preference's gloss is reflexion's wording, not the person's: a stored record is compared
without it."""

from __future__ import annotations

from memory_engine.admission.gate import Submission, admit
from memory_engine.admission.similarity import neighbours
from memory_engine.records import frames
from memory_engine.records.types import PersonalizedRecord
from memory_engine.reflexion.preferences import headline, preference_text
from memory_engine.storage.store import Store


def test_strip_drops_only_the_gloss_reflexion_writes() -> None:
    body = preference_text("keep replies to three lines", "response-length", "2026-11-09",
                           "f836bac4-5f34-4ac5-ac4e-e267822920df")
    assert frames.strip(body) == ("Preference (response-length): keep replies to three lines\n"
                                  "Seen 2026-11-09, session f836bac4.")
    # what a person wrote that merely looks like it stays
    kept = "About: the billing API, which is long-lived.\nAbout: how long replies are."
    assert frames.strip(kept) == kept


def test_a_stored_record_is_compared_without_its_frame(store: Store) -> None:
    # A preference reflexion filed under response-length: its gloss says "how long answers
    # and replies should be", which holds "long", and nothing the person said does.
    store.write(PersonalizedRecord(
        id="preference-response-length-349f67373d4b", tier="personalized",
        topic="response-length", confidence=0.7, observations=1, source=["reflexion"],
        domain="response-length",
        body=preference_text("the summary should be in the docstring", "response-length",
                             "2026-11-02", "3312fdf6-f5af-44f8-bfe2-d9a10280ec2e") + "\n"),
        create=True)
    found = neighbours(store.index, "the summary should be in the docstring, answers long")
    assert [n.id for n in found] == ["preference-response-length-349f67373d4b"]
    compared = found[0].text
    assert "docstring" in compared
    assert "long" not in compared and "how" not in compared, compared
    # and the gate still reads the statement: the same wish again is no contradiction
    said = "the summary should be in the docstring"
    verdict = admit(store, preference_text(said, "response-length", "2026-11-09",
                                           "b6b561a4-3bdc-4a3a-87cc-ca33f4b5df96"),
                    target="personalized", submission=Submission(
                        source="reflexion",
                        provenance={"content": headline(said, "response-length")}))
    assert verdict.reason != "contradiction", (verdict.message, verdict.evidence)
