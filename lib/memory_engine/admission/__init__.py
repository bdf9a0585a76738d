"""Admission control: the six-factor A-MAC score, the contradiction check and the decision.

`features` reads cues out of a candidate's text (five languages), `similarity` finds the closest
records through the derived index, `factors` turns both into six values in [0, 1] with the
evidence used, and `scoring` sums them, applies the hard checks and decides. The queue of
candidates itself (`_drafts/`) is `memory_engine.admission.queue`.
"""
