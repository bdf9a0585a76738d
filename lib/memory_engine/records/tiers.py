"""The five tiers, their folders and the names every other module agrees on (SPEC section 2)."""

from __future__ import annotations

TYPE_CHECKING = False  # not `from typing`: importing typing costs ~3 ms per hook run
if TYPE_CHECKING:
    from typing import Final


SEMANTIC: Final = "semantic"
EPISODIC: Final = "episodic"
PROCEDURAL: Final = "procedural"
PERSONALIZED: Final = "personalized"
ENVIRONMENT: Final = "environment-dynamics"

TIERS: Final[tuple[str, ...]] = (SEMANTIC, EPISODIC, PROCEDURAL, PERSONALIZED, ENVIRONMENT)

ENV_BUCKETS: Final[tuple[str, ...]] = (
    "principal-response",
    "system-state",
    "filesystem-response",
    "skill-output-shape",
    "workspace-state-transitions",
)

# How a reader must interpret an item of each tier; travels with every rendered item.
HOW_TO_READ: Final[dict[str, str]] = {
    SEMANTIC: "pattern: a generalisation observed across sessions",
    EPISODIC: "trace: what happened, not a rule",
    PROCEDURAL: "rule: how to act",
    PERSONALIZED: "preference of this principal, not a fact about the world",
    ENVIRONMENT: "prediction: how the environment is expected to react",
}

DRAFTS_DIR: Final = "_drafts"
REJECTED_DIR: Final = "_drafts/_rejected"
ARCHIVE_DIR: Final = "_archive"
HISTORY_DIR: Final = "_history"
INDEX_DIR: Final = ".index"
LOG_DIR: Final = ".logs"
MANIFEST_NAME: Final = "_MANIFEST.md"
CAPABILITY_PROFILE: Final = "_capability_profile.json"
CONFIG_NAME: Final = "memory-engine.toml"
# The store's own folders beside the tiers: the admission queue and its rejects, the archive
# and the versions (what a memory names when it is about the memory itself).
STORE_DIRS: Final[tuple[str, ...]] = (DRAFTS_DIR, REJECTED_DIR.rsplit("/", 1)[-1], ARCHIVE_DIR,
                                      HISTORY_DIR)

# Tiers that belong to the person or the agent rather than to one project live in the user store
# by default (SPEC section 2, scopes).
USER_SCOPED_DEFAULT: Final[frozenset[str]] = frozenset({PERSONALIZED})


def normalise_tier(name: str) -> str:
    """Accept the common spellings of a tier name ("env", "environment_dynamics")."""
    key = name.strip().lower().replace("_", "-")
    aliases = {"env": ENVIRONMENT, "environment": ENVIRONMENT, "personal": PERSONALIZED,
               "personalised": PERSONALIZED, "rules": PROCEDURAL}
    key = aliases.get(key, key)
    if key not in TIERS:
        raise ValueError(f"unknown tier {name!r}; use one of: {', '.join(TIERS)}")
    return key
