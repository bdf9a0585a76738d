"""Getting memory-engine into Claude Code: settings merge, Python environment, plugin bootstrap.

Everything in this package uses the standard library only: `install.py` and the plugin's first
run execute it with whatever Python they find, before the dependencies are installed.
"""

from __future__ import annotations


class InstallError(RuntimeError):
    """The installer cannot go on; the message names the problem and the fix. Nothing was
    written when this is raised before a change."""
