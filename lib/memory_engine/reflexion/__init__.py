"""Reflexion: from a session transcript to a prescriptive episodic trace (SPEC section 6).

- `session`: one pass over a session's transcript (incremental from a cursor, or final)
- `cursor`: the per-session cursor under `<store>/.state/reflexion/`
- `prescribe`: a correction as "what went wrong / what to do instead", stratified sampling
- `audit`: the lesson audit (violations of procedural lessons, new candidates in `_drafts/`)
- `episodic`: the day's trace `episodic/YYYY-MM-DD.md`, one section per session
- `backfill`: finding past transcripts of a project and processing them resumably

Only `session` and `cursor` are imported on the Stop hook's fast path; the store, the YAML stack
and the redaction patterns are imported when a pass actually has something to write.
"""
