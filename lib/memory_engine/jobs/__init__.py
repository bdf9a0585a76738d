"""Scheduled cadences kept by the hooks (SPEC section 11): `cadence.run_due` runs what is due.

Light on purpose: session end imports `cadence` on every run, and when nothing is due it reads
one small file per job and returns.
"""
