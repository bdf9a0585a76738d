"""The audit (SPEC section 8): what each tier holds, whether the loop that feeds and reads it
works, which of the six failure classes a store shows, and where it stands on the maturity scale
(SPEC section 9). `run_audit` gathers everything as data; `report` writes `_AUDIT-YYYY-MM-DD.md`,
`dashboard` the self-contained HTML page."""

from __future__ import annotations

from memory_engine.audit.run import run_audit

__all__ = ["run_audit"]
