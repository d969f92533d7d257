"""The viewer screenshots of docs/ (one per game), taken in Debian's chromium through Playwright.

    .venv/bin/python scripts/make_viewer_screenshots.py

Each is the page `matchledger view` writes for a sample log, opened at one
event (`#seq=N`), as the judge sees it.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHOTS = [  # (sample log, seq, picture)
    ("sample_logs/chrono_clash/illegal/attack-summoned-this-turn.jsonl", 5, "docs/viewer-chrono-clash.png"),
    ("sample_logs/force_of_will/chase-several-deep.jsonl", 30, "docs/viewer-force-of-will.png"),
    ("sample_logs/fftcg/stack-three-deep-and-party-attack.jsonl", 45, "docs/viewer-fftcg.png"),
]
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def main() -> None:
    from playwright.sync_api import sync_playwright

    out = Path(tempfile.mkdtemp(prefix="ml-shots-"))
    exe = Path(sys.executable).with_name("matchledger")
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=os.environ.get("CHROMIUM", "/usr/bin/chromium"), args=ARGS)
        page = browser.new_page(viewport={"width": 1400, "height": 900})
        for log, seq, picture in SHOTS:
            html = out / (Path(picture).stem + ".html")
            subprocess.run([str(exe), "view", str(ROOT / log), "-o", str(html)], check=True, stdout=subprocess.DEVNULL)
            page.goto(html.as_uri() + f"#seq={seq}")
            page.wait_for_selector(f'html[data-ready] #board[data-seq="{seq}"]', state="attached")
            page.screenshot(path=str(ROOT / picture))
            print(picture)
        browser.close()


if __name__ == "__main__":
    main()
