"""Fixtures for a real browser (Debian's chromium, driven by Playwright with executable_path).

Playwright's own browser download is never used: the tests drive the
``chromium`` that ``scripts/install-test-deps.sh`` installs. Where chromium
or the ``playwright`` package is missing the tests skip, and under CI fail
(``conftest.require``). One browser serves the whole session.
"""

from __future__ import annotations

import os
import shutil
from typing import Iterator

import pytest

CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def chromium_path() -> str | None:
    """Debian's chromium ($CHROMIUM overrides), or None."""
    for candidate in (os.environ.get("CHROMIUM"), "/usr/bin/chromium", shutil.which("chromium"),
                      shutil.which("chromium-browser")):
        if candidate and os.path.exists(candidate):
            return candidate
    return None


@pytest.fixture(scope="session")
def browser() -> Iterator[object]:
    """A headless chromium, shared by every browser test of the session."""
    from conftest import require

    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        sync_playwright = None
    require(sync_playwright is not None, "the playwright package is missing (pip install -e '.[test]')")
    path = chromium_path()
    require(path is not None, "chromium is missing (apt-get install chromium)")
    with sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=path, args=CHROMIUM_ARGS)
        try:
            yield b
        finally:
            b.close()


@pytest.fixture(scope="session")
def browser_context(browser):
    """One browsing context (1400x900) for the session: a new page in it is cheaper than a new context."""
    ctx = browser.new_context(viewport={"width": 1400, "height": 900})
    yield ctx
    ctx.close()


@pytest.fixture
def page(browser_context):
    """A fresh page whose script errors fail the test."""
    pg = browser_context.new_page()
    errors: list[str] = []
    pg.on("pageerror", lambda exc: errors.append(str(exc)))
    yield pg
    pg.close()
    assert not errors, f"the page's script failed: {errors}"
