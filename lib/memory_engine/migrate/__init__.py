"""Bringing hand-written or legacy Markdown up to the canonical schema (SPEC section 8, S7):
`infer` works out the fields a file lacks, `run` shows the diff, writes through the store (the
previous version kept in the record's history) and rebuilds the manifests, and imports a folder
of plain notes through the admission gate."""
