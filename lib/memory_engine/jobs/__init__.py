"""Work the hooks leave to the background: `session_end` (SessionEnd's worker) and the
scheduled cadences (SPEC section 11) it keeps, `cadence.run_due` running what is due.

Light on purpose: the SessionEnd hook imports `session_end` on every run to start the worker,
and when nothing is due `cadence` reads one small file per job and returns.
"""
