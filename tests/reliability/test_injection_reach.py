"""Part 6: planted attack texts (the shared dataset's and our own look-alike variants) through a
draft, a hand-written record and a transcript correction; the cold start must show none that the
screener recognises without the warning line, and none at all whose candidate admission
quarantined."""

from __future__ import annotations

import parts
import pytest

DATASET_SAMPLE = 40  # attacks taken from the shared dataset in CI (a spread over its sources)


@pytest.fixture(scope="module")
def reach(tmp_path_factory: pytest.TempPathFactory) -> parts.InjectionResult:
    import helpers as H

    return parts.injection(tmp_path_factory.mktemp("injection"),
                           H.injection_corpus(DATASET_SAMPLE))


@pytest.mark.parametrize("route", parts.ROUTES)
def test_no_screened_attack_reaches_the_cold_start_unwarned(reach: parts.InjectionResult,
                                                           route: str) -> None:
    """Every planted text the screener recognises carries the warning, whatever the route.
    Texts the screener does not recognise at all are its misses, counted (not asserted) by
    benchmarks/reliability.py and benchmarks/fit_injection.py."""
    from memory_engine.screening.injection import is_injection

    assert reach.planted[route] > 0
    dropped = [t for t in reach.unwarned[route] if is_injection(t)]
    assert dropped == [], "\n".join(repr(t[:100]) for t in dropped[:10])


def test_hand_written_records_do_reach_the_cold_start(reach: parts.InjectionResult) -> None:
    # otherwise the check above proves nothing: the planted records are valid and in budget
    import helpers as H

    if not H.INJECTION_FILE.is_file():
        pytest.skip(f"attack dataset not found at {H.INJECTION_FILE} (only in CI and dev "
                    "checkouts): the project's own attack texts alone put no hand-written record "
                    "in the cold start, so there is nothing to check")
    assert reach.shown["record"] >= reach.planted["record"] // 2, reach.figure()


def test_quarantined_text_never_reaches_the_cold_start(reach: parts.InjectionResult) -> None:
    assert reach.quarantined_shown == [], "\n".join(reach.quarantined_shown[:10])
