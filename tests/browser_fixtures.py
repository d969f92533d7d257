"""Fixtures for a real browser (Debian's chromium, driven by Playwright with executable_path)."""
