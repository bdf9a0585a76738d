"""The cue lists a screening module keeps beside its bytecode are the ones its word classes
make: a process that reads the kept copy screens exactly as one that made them."""

from __future__ import annotations

import marshal
import os
import subprocess
import sys
from pathlib import Path

from memory_engine import datacache
from memory_engine.screening import cues_lexicon, cues_reader

REPO = Path(__file__).resolve().parents[1]


def test_the_lexicon_cues_in_use_are_the_ones_the_word_classes_make() -> None:
    made = cues_lexicon.cues()
    assert made == (cues_lexicon.LEXICON_CUES, cues_lexicon.SEND_CUES)
    # as written: lists of (signal, strength, triggers, pattern) tuples, none lost
    assert all(type(cue) is tuple and len(cue) == 4 for cue in made[0] + made[1])
    assert len(made[0]) > 90 and len(made[1]) == 3


def test_the_reader_cues_and_patterns_in_use_are_the_ones_the_word_classes_make() -> None:
    cues, own = cues_reader.made()
    assert (cues, own) == (cues_reader.READER_CUES, cues_reader._OWN_SOURCES)
    assert all(type(cue) is tuple and len(cue) == 4 for cue in cues) and len(cues) > 15
    # what own_findings searches with is compiled from exactly those patterns
    assert [(signal, strength, a.pattern, b.pattern, c.pattern, bare)
            for signal, strength, a, b, c, bare in cues_reader._own_patterns()] == list(own)


def test_a_fresh_process_reads_the_same_cues_from_the_kept_copy(tmp_path: Path) -> None:
    """Made and kept by a first process, read back by a second: both give what is made here."""
    code = ("from memory_engine.screening import cues_lexicon as L, cues_reader as R; "
            "import marshal, sys; sys.stdout.buffer.write(marshal.dumps("
            "(L.LEXICON_CUES, L.SEND_CUES, R.READER_CUES, R._OWN_SOURCES)))")
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPATH"] = os.pathsep.join((str(REPO / "lib"), env.get("PYTHONPATH", "")))
    kept = [Path(datacache.cache_path(cues_lexicon.__file__, cues_lexicon.cues)),
            Path(datacache.cache_path(cues_reader.__file__, cues_reader.made))]
    for _ in range(2):  # the first run may make the copy, the second reads it
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, env=env,
                             timeout=120, check=True).stdout
        assert marshal.loads(out) == (*cues_lexicon.cues(), *cues_reader.made())
    if os.access(kept[0].parent, os.W_OK):
        assert all(path.exists() for path in kept)
