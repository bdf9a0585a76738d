"""Personalized sync: Claude Code's own auto-memory notes mirrored into the typed tiers through
the admission gate (harness.py finds and reads them; personalized.py imports them)."""
