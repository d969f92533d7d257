"""The replay page in a real browser (Debian's chromium): what it shows is what ``replay --json`` says.

One page per sample log; the board the page renders (its ``data-view``, and
the visible text of each seat) is compared with ``replay --at N --json``
(``--as`` for a seat or a spectator) at a sample of events. Then a judge's
clicks: next, previous, jump to a violation, go to a turn, switch seat.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import cli
from ledger.log import read_log
from test_viewer import hostile_log

ROOT = Path(__file__).resolve().parent.parent
ALL_SAMPLES = sorted((ROOT / "sample_logs").glob("**/*.jsonl"))
RUNNER = CliRunner()


def write_page(log: Path, out: Path, *extra: str) -> Path:
    r = RUNNER.invoke(cli, ["view", str(log), "-o", str(out), *extra])
    assert r.exit_code == 0, r.output
    return out


def replay_json(log: Path, seq: int, perspective: str) -> dict:
    args = ["replay", str(log), "--at", str(seq), "--json"]
    if perspective != "judge":
        args += ["--as", perspective]
    r = RUNNER.invoke(cli, args)
    assert r.exit_code == 0, r.output
    return json.loads(r.output)


def open_at(page, url: str, seq: int, perspective: str | None = None) -> None:
    page.goto(url)
    page.wait_for_selector("html[data-ready]")
    move(page, seq, perspective)


MOVE = """async ([frag, sel]) => {
  if (location.hash !== "#" + frag) {
    await new Promise(done => { addEventListener("hashchange", () => setTimeout(done), {once: true}); location.hash = frag; });
  }
  if (!document.querySelector(sel)) throw new Error("the page did not move to " + frag);
}"""


def move(page, seq: int, perspective: str | None = None) -> None:
    """Point the page at ``#seq=N&as=P`` (as a judge pasting a link would) and wait for that board."""
    frag = f"seq={seq}" + (f"&as={perspective}" if perspective else "")
    sel = f'#board[data-seq="{seq}"]' + (f'[data-perspective="{perspective}"]' if perspective else "")
    page.evaluate(MOVE, [frag, sel])


def shown(page) -> dict:
    return json.loads(page.get_attribute("#board", "data-view"))


SCREEN = """() => {
  const seats = {};
  for (const s of document.querySelectorAll("section.seat")) {
    const counters = {};
    for (const c of s.querySelectorAll("[data-counter]")) counters[c.dataset.counter] = c.innerText;
    const hand = s.querySelector('.zone[data-zone="hand"]');
    seats[s.dataset.seat] = {counters, hand: hand ? hand.innerText : null};
  }
  return {view: JSON.parse(document.getElementById("board").dataset.view), seats};
}"""


def check_screen(page) -> dict:
    """The board the page holds; each seat's counters and hand (cards or hidden count) are on the screen."""
    got = page.evaluate(SCREEN)
    view = got["view"]
    for p in view["players"]:
        seat = got["seats"][p["id"]]
        for key, value in p.items():
            if isinstance(value, int) and not isinstance(value, bool) and key != "seat":
                assert seat["counters"][key].startswith(str(value)), key
        if p["hand"]["cards"] is None:
            assert f'{p["hand"]["count"]} hidden card' in seat["hand"] or p["hand"]["count"] == 0
        else:
            for c in p["hand"]["cards"][:60]:
                assert (c["name"] or "") in seat["hand"] and c["id"] in seat["hand"]
    return view


def sample_points(n: int, bad: list[int]) -> list[int]:
    return sorted({n // 2, n, *bad} if bad else {0, n // 2, n})


@pytest.mark.parametrize("log", ALL_SAMPLES, ids=lambda p: str(p.relative_to(ROOT / "sample_logs")))
def test_the_page_shows_the_boards_replay_prints(log, page, tmp_path):
    html = write_page(log, tmp_path / "page.html")
    parsed = read_log(str(log))
    players = [p.id for p in parsed.header.players]
    perspectives = ["judge", *players, "spectator"]
    verdict = json.loads(RUNNER.invoke(cli, ["verify", "--json", str(log)]).output)
    points = sample_points(len(parsed.events), [v["seq"] for v in verdict["violations"]])
    page.goto(html.as_uri())
    page.wait_for_selector("html[data-ready]")
    for k, seq in enumerate(points):
        # The judge at every point, and one other perspective in turn.
        for perspective in ("judge", perspectives[1 + k % (len(perspectives) - 1)]):
            move(page, seq, perspective)
            assert check_screen(page) == replay_json(log, seq, perspective), (seq, perspective)
    if verdict["violations"]:
        v = verdict["violations"][0]
        move(page, v["seq"], "judge")
        here = page.locator("#here").inner_text()
        assert v["rule"] in here and v["message"] in here and v["source"] in here


CLICK_LOG = ROOT / "sample_logs/chrono_clash/illegal/attack-summoned-this-turn.jsonl"


def test_a_judge_clicks_through_a_match(page, tmp_path):
    html = write_page(CLICK_LOG, tmp_path / "clicks.html")
    open_at(page, html.as_uri(), 0)
    assert page.inner_text("#pos") == "seq 0 / 6"
    page.click("#next")
    page.wait_for_selector('#board[data-seq="1"]', state="attached")
    assert "alice draws Blaze Captain (alice.11)" in page.inner_text("#eventline")
    page.click("#next")
    page.click("#prev")
    page.wait_for_selector('#board[data-seq="1"]', state="attached")
    assert shown(page) == replay_json(CLICK_LOG, 1, "judge")

    # The next violation: seq 5, with its rule id, the rule's words and their source.
    page.click("#next-violation")
    page.wait_for_selector('#board[data-seq="5"]', state="attached")
    here = page.inner_text("#here")
    assert "ccs.attack.summoned-this-turn" in here
    assert "Battlers you summoned this turn cannot attack." in here
    assert "section Your Turn" in here
    assert page.evaluate("location.hash") == "#seq=5"
    page.click("#next-violation")
    assert page.inner_text("#say") == "no later violation"
    page.keyboard.press("ArrowRight")
    page.wait_for_selector('#board[data-seq="6"]', state="attached")
    page.click("#prev-violation")
    page.wait_for_selector('#board[data-seq="5"]', state="attached")
    page.keyboard.press("ArrowLeft")
    page.wait_for_selector('#board[data-seq="4"]', state="attached")
    assert shown(page) == replay_json(CLICK_LOG, 4, "judge")

    # Switch to bob's seat: alice's hand disappears, bob's stays.
    alice_hand = 'section.seat[data-seat="alice"] .zone[data-zone="hand"]'
    assert "Fireball" in page.inner_text(alice_hand)
    page.select_option("#perspective", "bob")
    page.wait_for_selector('#board[data-perspective="bob"]', state="attached")
    assert "Fireball" not in page.inner_text(alice_hand)
    assert "6 hidden cards" in page.inner_text(alice_hand)
    assert "Grove Keeper" in page.inner_text('section.seat[data-seat="bob"] .zone[data-zone="hand"]')
    assert shown(page) == replay_json(CLICK_LOG, 4, "bob")
    assert "bob draws Radiant Seer" in page.inner_text("#events")
    page.select_option("#perspective", "alice")
    page.wait_for_selector('#board[data-perspective="alice"]', state="attached")
    assert "bob draws a card" in page.inner_text("#events")  # alice never saw bob's draw

    # Go to turn 2: the board after seq 2, where replay --turn 2 starts.
    page.fill("#turn-input", "2")
    page.click("#turn-form button")
    page.wait_for_selector('#board[data-seq="2"]', state="attached")
    # A click on an event in the list.
    page.click('#events li.ev[data-seq="3"]')
    page.wait_for_selector('#board[data-seq="3"]', state="attached")
    page.keyboard.press("End")
    page.wait_for_selector('#board[data-seq="6"]', state="attached")
    assert page.is_disabled("#next")


def test_a_link_with_seq_opens_the_page_at_that_event(page, tmp_path):
    html = write_page(CLICK_LOG, tmp_path / "link.html")
    page.goto(html.as_uri() + "#seq=4&as=spectator")
    page.wait_for_selector('html[data-ready] #board[data-seq="4"]', state="attached")
    assert page.get_attribute("#board", "data-perspective") == "spectator"
    assert page.input_value("#perspective") == "spectator"
    assert shown(page) == replay_json(CLICK_LOG, 4, "spectator")


def test_a_seat_file_offers_only_that_seat(page, tmp_path):
    html = write_page(CLICK_LOG, tmp_path / "bob.html", "--as", "bob")
    open_at(page, html.as_uri(), 5)
    assert page.eval_on_selector_all("#perspective option", "os => os.map(o => o.value)") == ["bob"]
    assert shown(page) == replay_json(CLICK_LOG, 5, "bob")
    here = page.inner_text("#here")  # bob's own battler, on the field: he reads the judge's message
    assert "ccs.attack.summoned-this-turn" in here and "Hollow Guard (bob.7) was summoned this turn" in here
    drawn = write_page(ROOT / "sample_logs/chrono_clash/illegal/draw-not-top.jsonl", tmp_path / "alice.html",
                       "--as", "alice")
    open_at(page, drawn.as_uri(), 6)  # the top of her deck is hidden from alice: the message is left out
    here = page.inner_text("#here")
    assert "ccs.draw.not-top" in here and "left out of a seat's file" in here and "Tide Scholar" not in here


def test_hostile_names_show_as_text(page, tmp_path):
    html = write_page(hostile_log(tmp_path), tmp_path / "hostile.html")
    open_at(page, html.as_uri(), 1)
    assert page.locator("img").count() == 0
    assert page.evaluate("typeof window.alerted") == "undefined"
    assert "<img src=x" in page.inner_text("#match h1")
    assert "<img src=x" in page.title()
