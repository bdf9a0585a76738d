"""The audit's HTML page in headless Chromium: it loads with no console error and draws all six
charts (each <svg> marks how many marks it drew)."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest
from conftest import run_cli
from test_audit import AUDIT_DAY, build_seed_store


def _chromium() -> str:
    for name in ("chromium", "chromium-browser", "google-chrome"):
        found = shutil.which(name)
        if found:
            return found
    pytest.skip("no Chromium found (./scripts/test installs Debian's chromium when it can)")


def test_dashboard_draws_every_chart_without_console_errors(store_root: Path,
                                                            tmp_path: Path) -> None:
    browser = _chromium()
    build_seed_store(store_root).close()
    page = tmp_path / "audit.html"
    proc = run_cli("audit", "--today", AUDIT_DAY, "--html", str(page))
    assert proc.returncode == 0, proc.stderr
    text = page.read_text(encoding="utf-8")
    assert "http://" not in text.replace("http://www.w3.org/2000/svg", "")
    assert "https://" not in text and "<link" not in text and " src=" not in text
    run = subprocess.run([browser, "--headless", "--no-sandbox", "--disable-gpu",
                          "--enable-logging=stderr", "--v=0", "--dump-dom", page.as_uri()],
                         capture_output=True, text=True, timeout=120)
    dom = run.stdout
    assert 'data-charts="6"' in dom, run.stderr[-2000:]
    drawn = [int(n) for n in re.findall(r'data-drawn="(\d+)"', dom)]
    assert len(drawn) == 6 and all(n > 0 for n in drawn), drawn
    console = [ln for ln in run.stderr.splitlines() if "CONSOLE" in ln or "Uncaught" in ln]
    assert not console, console
