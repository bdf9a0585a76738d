"""The store on disk: the only writer (no symlinks, atomic), history, per-session state,
locks, manifests."""
