#!/usr/bin/env python3
"""Install memory-engine's hooks into a Claude Code project (or your user settings).

    python3 install.py [PROJECT_DIR] [--scope project|local|user] [--dry-run] [--uninstall]

Run `python3 install.py --help` for every option. Needs Python 3.11+; the installer itself uses
only the standard library (it may create a venv for the hooks and install the dependencies there).
"""

import sys
from pathlib import Path

if sys.version_info < (3, 11):  # noqa: UP036 - any python3 may run this file
    sys.exit(f"install.py: this is Python {sys.version.split()[0]}; memory-engine needs 3.11 or "
             "newer. Rerun it with a newer python3.")

REPO = Path(__file__).resolve().parent
sys.path.insert(0, str(REPO / "lib"))  # the installer runs before the package is installed

from memory_engine.installer.cli import main  # noqa: E402

if __name__ == "__main__":
    raise SystemExit(main(REPO))
