"""Environment-dynamics: predictions about how the environment reacts, learned from what the
hooks observe and checked against what happens next (SPEC sections 2 and 6).

observe.py gathers the observations (cheaply at session start, fully at session end); fit.py
turns a run of sessions into predictions for the five buckets and says whether a session bore a
prediction out; aggregate.py writes them through the admission gate and keeps each one's hits,
misses and confidence.
"""
