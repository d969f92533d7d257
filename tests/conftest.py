"""Shared test plumbing.

Some tests drive real programs (a PostgreSQL server, Chromium). Where one is
missing they skip on a developer's machine, but under CI (``CI=true``) a skip
would hide a broken install, so :func:`require` fails there instead.
The fixtures for those programs live in their own plugin modules.
"""

from __future__ import annotations

import os

import pytest

pytest_plugins = ["pg_fixtures", "browser_fixtures"]

UNDER_CI = os.environ.get("CI", "").lower() in ("1", "true", "yes")


def require(ok: bool, what: str) -> None:
    """Skip (or, under CI, fail) the calling test unless ``ok``; ``what`` says what is missing."""
    if ok:
        return
    if UNDER_CI:
        pytest.fail(f"{what} (CI must run this test: scripts/install-test-deps.sh installs it)")
    pytest.skip(what)


@pytest.fixture(autouse=True)
def _english_between_tests():
    """The report language is process-wide (cli.i18n): a test that activates French or Italian must not leave
    the next test reading its English output in that language."""
    yield
    from cli import i18n

    i18n.activate("en")
