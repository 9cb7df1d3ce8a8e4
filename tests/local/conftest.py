"""Browser tests: Playwright (from PyPI, in the dev extra) driving Debian's
chromium package by its executable path, so no browser is downloaded.

They skip with the reason when either is missing, and fail instead when
$DUELHALL_REQUIRE_BROWSER is set (as .ci/run does after installing chromium).
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
import pytest_asyncio

REQUIRE_VAR = "DUELHALL_REQUIRE_BROWSER"
CHROMIUM = os.environ.get("DUELHALL_CHROMIUM", "/usr/bin/chromium")
ARTIFACTS = Path(__file__).resolve().parents[1] / "artifacts"
# Flags that work in containers and CI: no sandbox (no user namespaces), no GPU,
# and nothing fetched from the network behind the test's back.
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--disable-dev-shm-usage",
]


def _unavailable(why: str) -> None:
    if os.environ.get(REQUIRE_VAR):
        pytest.fail(f"browser tests are required here (${REQUIRE_VAR} is set) but {why}")
    pytest.skip(f"browser tests need {why.split(' is ')[0]}: {why}")


@pytest_asyncio.fixture
async def chromium():
    try:
        from playwright.async_api import async_playwright
    except ImportError:
        _unavailable("Playwright is not installed (pip install '.[dev]')")
    if not (os.path.exists(CHROMIUM) or shutil.which(CHROMIUM)):
        _unavailable(f"Chromium is not at {CHROMIUM} (apt-get install chromium, "
                     "or set $DUELHALL_CHROMIUM)")
    # Playwright gives every launch a fresh, temporary profile (--user-data-dir) itself.
    async with async_playwright() as p:
        browser = await p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            yield browser
        finally:
            await browser.close()


@pytest.fixture
def artifacts() -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS
