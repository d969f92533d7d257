"""The replay viewer on a long match: file size, open time and step time in Chromium, with baselines.

    .venv/bin/python bench/viewer.py                  # the 20,000-event FFTCG match of bench/longmatch.py
    .venv/bin/python bench/viewer.py --events 2000    # quicker

Not part of the test run. Needs Debian's chromium and playwright (the
``test`` extra). Figures, each with a baseline measured in the same run:

- build: CPU seconds of ``cli.viewer.build_page`` (the engines' views of every
  perspective at every event, their patches), against ``core.verify`` of
  the same log (one fold, no views);
- size: bytes of the page, against the canonical log's bytes (issue 10's
  target: under 10 MB);
- open: from navigation to the first board drawn (``data-ready``), at set-up
  and at the last event (``#seq=N``: every patch applied), median of 5,
  against a static page of the same size (the same data block, no script)
  (target: under 2 s);
- step: one event forward or back (patches applied, board drawn and laid
  out), median and worst of 300 in each direction, from the middle of the
  match, against the same steps on a 35-event sample match (target: under
  50 ms); a perspective switch and a jump across the whole match.
"""

from __future__ import annotations

import argparse
import os
import platform
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT / "tests"))

ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
SAMPLE = ROOT / "sample_logs/chrono_clash/win-quests.jsonl"

STEPS = """async ([start, count, dir]) => {
  const V = window.matchledgerViewer, out = [];
  V.go(start);
  for (let i = 0; i < count; i++) {
    const t = performance.now();
    V.go(V.state().seq + dir);
    document.body.offsetHeight;            // the layout is part of a step
    out.push(performance.now() - t);
    if (i % 20 === 0) await new Promise(r => setTimeout(r));
  }
  return out;
}"""


def build(log, only=None) -> tuple[str, float, float]:
    from cli import viewer
    from projections import core

    t = time.process_time()
    result = core.verify(log, match=log.match_id())
    verify_cpu = time.process_time() - t
    t = time.process_time()
    page = viewer.build_page(log, log.match_id(), result, core.engine(log.game).RULES, only)
    return page, time.process_time() - t, verify_cpu


def open_ms(page, url: str, runs: int = 5) -> float:
    times = []
    for _ in range(runs):
        page.goto("about:blank")
        t = time.perf_counter()
        page.goto(url)
        page.wait_for_selector("html[data-ready]", state="attached")
        times.append((time.perf_counter() - t) * 1000)
    return statistics.median(times)


def steps(page, url: str, start: int, count: int) -> tuple[list[float], list[float]]:
    page.goto(url)
    page.wait_for_selector("html[data-ready]", state="attached")
    fwd = page.evaluate(STEPS, [start, count, 1])
    back = page.evaluate(STEPS, [start + count, count, -1])
    return fwd, back


def fmt(xs: list[float]) -> str:
    return f"median {statistics.median(xs):.1f} ms, worst {max(xs):.1f} ms"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--events", type=int, default=20_000)
    args = ap.parse_args()
    from playwright.sync_api import sync_playwright

    from ledger.errors import LogError
    from ledger.log import MatchLog, read_log
    from longmatch import long_log, long_match

    try:
        log = long_log(args.events)
    except LogError as exc:  # the log reader's deck-size bound refuses the long match's 2,000-card decks
        print(f"(reading the long match: {exc}; built in memory instead)")
        header, events = long_match(args.events)
        log = MatchLog(game="fftcg", header=header, events=events, path=f"long-fftcg-{args.events}.jsonl")
    n = len(log.events)
    small = read_log(str(SAMPLE))
    out = Path(tempfile.mkdtemp(prefix="ml-viewer-"))
    html, build_cpu, verify_cpu = build(log)
    small_html, _b, _v = build(small)
    (out / "long.html").write_text(html, encoding="utf-8")
    (out / "small.html").write_text(small_html, encoding="utf-8")
    # The baseline page: the same bytes of data, no script.
    data = re.search(r'<script type="application/json" id="ml-data">.*?</script>', html, re.S).group(0)
    (out / "static.html").write_text(f"<!doctype html><html data-ready=1><body><p>static</p>{data}</body></html>",
                                     encoding="utf-8")
    size, log_size = len(html.encode()), len(log.canonical())
    print(f"# viewer bench, {time.strftime('%Y-%m-%d %H:%M')}, Python {platform.python_version()}, {os.cpu_count()} cores")
    print(f"match: {n} events of FFTCG (bench/longmatch.py), perspectives judge, alice, bob, spectator")
    print(f"build: {build_cpu:.1f} s CPU; verify of the same log {verify_cpu:.2f} s CPU (ratio {build_cpu / verify_cpu:.0f})")
    print(f"size: {size / 1e6:.2f} MB; the log {log_size / 1e6:.2f} MB (ratio {size / log_size:.2f}); target < 10 MB: "
          f"{'met' if size < 10e6 else 'NOT met'}")
    with sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=os.environ.get("CHROMIUM", "/usr/bin/chromium"), args=ARGS)
        page = b.new_page(viewport={"width": 1400, "height": 900})
        base = open_ms(page, (out / "static.html").as_uri())
        first = open_ms(page, (out / "long.html").as_uri())
        last = open_ms(page, (out / "long.html").as_uri() + f"#seq={n}")
        print(f"open: at set-up {first:.0f} ms, at seq {n} {last:.0f} ms; the static page of the same size {base:.0f} ms; "
              f"target < 2000 ms: {'met' if max(first, last) < 2000 else 'NOT met'}")
        mid = n // 2
        fwd, back = steps(page, (out / "long.html").as_uri(), mid, 300)
        sfwd, sback = steps(page, (out / "small.html").as_uri(), 0, min(30, len(small.events) - 1))
        print(f"step forward: {fmt(fwd)}; back: {fmt(back)}")
        print(f"  baseline, the same steps on {SAMPLE.name} ({len(small.events)} events): forward {fmt(sfwd)}; back {fmt(sback)}")
        worst = max(statistics.median(fwd), statistics.median(back))
        print(f"  target < 50 ms a step: {'met' if max(max(fwd), max(back)) < 50 else 'median met' if worst < 50 else 'NOT met'}")
        page.goto((out / "long.html").as_uri() + f"#seq={mid}")
        page.wait_for_selector("html[data-ready]", state="attached")
        switch = page.evaluate("() => { const t = performance.now(); window.matchledgerViewer.setPerspective('bob');"
                               " document.body.offsetHeight; return performance.now() - t; }")
        jump = page.evaluate(f"() => {{ const t = performance.now(); window.matchledgerViewer.go({n});"
                             " document.body.offsetHeight; return performance.now() - t; }")
        back_jump = page.evaluate("() => { const t = performance.now(); window.matchledgerViewer.go(1);"
                                  " document.body.offsetHeight; return performance.now() - t; }")
        print(f"perspective switch at seq {mid}: {switch:.0f} ms; jump to seq {n}: {jump:.0f} ms; back to seq 1: {back_jump:.0f} ms")
        b.close()
    print(f"(pages in {out})")


if __name__ == "__main__":
    main()
