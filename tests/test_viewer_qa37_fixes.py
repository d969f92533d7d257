"""The replay page (``matchledger view``, and ``serve``'s page, the same page), qa37-view's findings.

Logs in tests/logs/viewer_qa37 (the tester's faulty copies, one fault each, and their clean twins: the samples).

- V-1 (wrong board): "Go to turn N" showed the end of turn N-1: the page kept one board per seq and went to
  the seq after which turn N starts, whose board is the last event's of turn N-1 (FFTCG: every turn, the next
  player's untap and draw phase; CCS 4p: turns the gauge handed over; FoW turn 1: set-up, before the
  mulligans). The page now carries, per turn, the seq ``replay --turn N`` starts it after and a patch to the
  board ``replay --turn N --json`` shows there; "Go to turn N" shows exactly that (seq and board), in every
  perspective, and says "Start of turn N (after seq S)".
- V-2 (leak): the judge's page shown in a seat's perspective (``#seq=1&as=bob``) printed the judge's violation
  message naming the opponent's hidden cards, and kept the opponent's registered deck list in the header. Now
  the seat reads what ``replay --as`` says there (the message left out when it may name cards hidden from it)
  and sees only its own deck list.
- V-5 (keyboard): after Go (turn or seq) the focus stayed in the number box and ← → did nothing; Go now hands
  the keys back to the page, and the key hint says so.
- V-7 (small): ``#seq=999`` and "Go to seq 36" on a 35-event match say "The match has 35 events."; ``as=mallory``
  says there is no such seat and shows the judge's view; after End the last row is in the window; the
  header's count says "1 root cause (2 violations in all)" as ``verify`` does, and marks the consequence.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import cli

ROOT = Path(__file__).resolve().parent.parent
LOGS = ROOT / "tests" / "logs" / "viewer_qa37"
SAMPLES = ROOT / "sample_logs"
RUNNER = CliRunner()


def write_page(log: Path, out: Path, *extra: str) -> Path:
    r = RUNNER.invoke(cli, ["view", str(log), "-o", str(out), *extra])
    assert r.exit_code in (0, 1), r.output
    assert out.exists(), r.output
    return out


def cli_json(*args: str) -> dict:
    r = RUNNER.invoke(cli, list(args))
    assert r.exit_code == 0, r.output
    return json.loads(r.output)


def last_turn(log: Path) -> int:
    n = sum(1 for line in log.read_text().splitlines() if line.strip()) - 1
    return cli_json("replay", str(log), "--at", str(n), "--json")["turn"]


def open_page(page, html: Path, frag: str = "") -> None:
    page.goto(html.as_uri() + (f"#{frag}" if frag else ""))
    page.wait_for_selector("html[data-ready]")
    page.wait_for_function("document.getElementById('board').getAttribute('data-seq') !== ''")


def board(page) -> tuple[int, dict]:
    """The seq and the view the page shows (written with data-seq and data-turn, once the step is drawn)."""
    return int(page.get_attribute("#board", "data-seq")), json.loads(page.get_attribute("#board", "data-view"))


def go_turn(page, t: int) -> None:
    page.fill("#turn-input", str(t))
    page.press("#turn-input", "Enter")
    page.wait_for_selector(f'#board[data-turn="{t}"]', state="attached")


# -- V-1: Go to turn N is `replay --turn N` -------------------------------------------------------------------

TURN_CASES = [
    (SAMPLES / "fftcg" / "win-seven-damage.jsonl", None),
    (SAMPLES / "chrono_clash" / "four-players.jsonl", None),
    (SAMPLES / "chrono_clash" / "win-quests.jsonl", None),
    (SAMPLES / "force_of_will" / "win-by-life.jsonl", None),
    (LOGS / "fftcg-attack-entered-seq27.jsonl", "bob"),
    (LOGS / "ccs-4p-draw-not-top-seq6.jsonl", "carol"),
    (LOGS / "fow-attack-entered-seq22.jsonl", "alice"),
]


@pytest.mark.parametrize("log,persp", TURN_CASES, ids=lambda x: x.stem if isinstance(x, Path) else str(x))
def test_go_to_turn_shows_what_replay_turn_shows(page, tmp_path, log, persp):
    html = write_page(log, tmp_path / "p.html")
    open_page(page, html, f"seq=0&as={persp}" if persp else "")
    turns = last_turn(log)
    assert turns >= 10
    wrong = []
    for t in range(1, turns + 1):
        go_turn(page, t)
        seq, shown = board(page)
        want = cli_json("replay", str(log), "--turn", str(t), "--json", *(["--as", persp] if persp else []))
        if seq != want["seq"] or shown != want:
            wrong.append((t, seq, shown.get("turn"), shown.get("active"), want["seq"], want["turn"], want["active"]))
        assert str(t) in page.inner_text("#state h2")  # "Start of turn t (after seq s)"
    assert wrong == []


def test_go_to_turn_3_of_the_fftcg_fault_is_alices_draw_phase_not_bobs_end(page, tmp_path):
    html = write_page(LOGS / "fftcg-attack-entered-seq27.jsonl", tmp_path / "p.html")
    open_page(page, html)
    go_turn(page, 3)
    seq, shown = board(page)
    assert (seq, shown["turn"], shown["active"]) == (20, 3, "alice")
    assert page.inner_text("#state h2").startswith("Start of turn 3 (after seq 20)")
    # a step back shows the board after seq 20 (bob's end phase), a step on event 21
    page.keyboard.press("ArrowLeft")
    page.wait_for_function("!document.getElementById('board').hasAttribute('data-turn')")
    seq, shown = board(page)
    assert (seq, shown["turn"], shown["active"]) == (20, 2, "bob")
    assert shown == cli_json("replay", str(LOGS / "fftcg-attack-entered-seq27.jsonl"), "--at", "20", "--json")


def test_fow_turn_1_starts_after_the_mulligans(page, tmp_path):
    log = LOGS / "fow-attack-entered-seq22.jsonl"
    html = write_page(log, tmp_path / "p.html")
    open_page(page, html)
    go_turn(page, 1)
    seq, shown = board(page)
    want = cli_json("replay", str(log), "--turn", "1", "--json")
    assert want["seq"] > 0 and (seq, shown) == (want["seq"], want)


def test_a_turn_link_opens_the_start_of_that_turn(page, tmp_path):
    log = LOGS / "fftcg-attack-entered-seq27.jsonl"
    html = write_page(log, tmp_path / "p.html")
    open_page(page, html, "turn=3&as=bob")
    page.wait_for_selector('#board[data-turn="3"][data-perspective="bob"]', state="attached")
    assert board(page) == (20, cli_json("replay", str(log), "--turn", "3", "--json", "--as", "bob"))


# -- V-2: a seat's perspective on the judge's page shows what `replay --as` shows -----------------------------

LEAKS = [
    # log, seq, seat, the opponent, ids and names the judge's message gives (hidden from the seat then)
    (LOGS / "ccs-fault-at-seq1.jsonl", 1, "bob", "alice", ["alice.11", "alice.12", "Tide Scholar (alice.12)"]),
    (LOGS / "ccs-4p-draw-not-top-seq6.jsonl", 6, "bob", "carol", ["carol.11", "carol.12", "Mirror Adept (carol.11)"]),
]


@pytest.mark.parametrize("log,seq,seat,other,hidden", LEAKS, ids=lambda x: x.stem if isinstance(x, Path) else None)
def test_a_seat_perspective_leaves_the_judges_message_out(page, tmp_path, log, seq, seat, other, hidden):
    html = write_page(log, tmp_path / "p.html")
    open_page(page, html, f"seq={seq}")
    judge_text = page.inner_text("#top") + page.inner_text("#right")
    assert [h for h in hidden if h in judge_text] == hidden  # the judge reads every name
    assert page.locator('#match details').count() == len(json.loads(log.read_text().splitlines()[0])["players"])
    page.select_option("#perspective", seat)
    page.wait_for_selector(f'#board[data-perspective="{seat}"]', state="attached")
    text = page.inner_text("#top") + page.inner_text("#right")
    assert [h for h in hidden if h in text] == []
    assert "the judge's message is left out of a seat's view" in text
    assert page.locator(".violation code").inner_text().startswith("ccs.draw.not-top")
    # the same words as replay --as, which leaves the message out too
    r = RUNNER.invoke(cli, ["replay", str(log), "--at", str(seq), "--as", seat])
    assert "the judge's message is left out" in r.output and not [h for h in hidden if h in r.output]
    # only the seat's own deck list stays in the header
    assert page.locator("#match details").count() == 1
    assert page.evaluate("document.querySelector('#match details').closest('li').querySelector('b').textContent") == seat
    # a link to the seat's perspective says the same (as the tester opened it)
    open_page(page, html, f"seq={seq}&as={seat}")
    page.wait_for_selector(f'#board[data-perspective="{seat}"]', state="attached")
    assert [h for h in hidden if h in page.inner_text("#top") + page.inner_text("#right")] == []


def test_a_seat_reads_a_message_that_names_nothing_hidden_from_it(page, tmp_path):
    """The rule is `replay --as`'s, not "never": alice reads her own draw's message (she saw both cards)."""
    log = LOGS / "ccs-fault-at-seq1.jsonl"
    html = write_page(log, tmp_path / "p.html")
    open_page(page, html, "seq=1&as=alice")
    page.wait_for_selector('#board[data-perspective="alice"]', state="attached")
    said = page.inner_text(".violation .msg")
    r = RUNNER.invoke(cli, ["replay", str(log), "--at", "1", "--as", "alice"])
    if "left out" in r.output:
        assert "left out" in said
    else:
        assert said in r.output


# -- V-5: the keys step again after Go ---------------------------------------------------------------------------

def test_the_arrow_keys_step_after_go(page, tmp_path):
    html = write_page(SAMPLES / "chrono_clash" / "win-quests.jsonl", tmp_path / "p.html")
    open_page(page, html)
    page.fill("#seq-input", "5")
    page.press("#seq-input", "Enter")
    page.wait_for_selector('#board[data-seq="5"]', state="attached")
    page.keyboard.press("ArrowRight")
    page.wait_for_selector('#board[data-seq="6"]', state="attached")
    page.click("#seq-form button")  # Go with the button: the same
    page.fill("#seq-input", "10")
    page.click("#seq-form button")
    page.wait_for_selector('#board[data-seq="10"]', state="attached")
    page.keyboard.press("ArrowLeft")
    page.wait_for_selector('#board[data-seq="9"]', state="attached")
    go_turn(page, 3)
    seq, _shown = board(page)
    page.keyboard.press("ArrowRight")
    page.wait_for_selector(f'#board[data-seq="{seq + 1}"]', state="attached")
    assert "After Go, the keys step on from the board shown." in page.inner_text(".keys")


# -- V-7: small points -------------------------------------------------------------------------------------------

def test_a_seq_beyond_the_end_says_how_many_events_there_are(page, tmp_path):
    html = write_page(LOGS / "ccs-clean-twin.jsonl", tmp_path / "p.html")
    open_page(page, html, "seq=999")
    page.wait_for_selector('#board[data-seq="35"]', state="attached")
    assert page.inner_text("#say") == "The match has 35 events."
    page.fill("#seq-input", "3")
    page.press("#seq-input", "Enter")
    page.wait_for_selector('#board[data-seq="3"]', state="attached")
    assert page.inner_text("#say") == ""
    page.fill("#seq-input", "36")
    page.press("#seq-input", "Enter")
    page.wait_for_selector('#board[data-seq="35"]', state="attached")
    assert page.inner_text("#say") == "The match has 35 events."


def test_a_link_to_no_such_seat_says_so(page, tmp_path):
    html = write_page(LOGS / "ccs-clean-twin.jsonl", tmp_path / "p.html")
    open_page(page, html, "seq=7&as=mallory")
    page.wait_for_selector('#board[data-seq="7"]', state="attached")
    assert page.get_attribute("#board", "data-perspective") == "judge"
    assert "mallory" in page.inner_text("#say") and "judge" in page.inner_text("#say")


def test_after_end_the_last_row_is_in_the_window(page, tmp_path):
    html = write_page(LOGS / "ccs-clean-twin.jsonl", tmp_path / "p.html")
    open_page(page, html)
    page.locator("#board").click()
    page.keyboard.press("End")
    page.wait_for_selector('#board[data-seq="35"]', state="attached")
    box = page.locator('#events li.ev.current').bounding_box()
    height = page.evaluate("window.innerHeight")
    assert page.get_attribute('#events li.ev.current', "data-seq") == "35"
    assert box["y"] >= 0 and box["y"] + box["height"] <= height


def test_the_header_counts_root_causes_as_verify_does(page, tmp_path):
    html = write_page(LOGS / "fftcg-attack-entered-seq27.jsonl", tmp_path / "p.html")
    r = RUNNER.invoke(cli, ["verify", str(LOGS / "fftcg-attack-entered-seq27.jsonl")])
    assert "1 root cause (2 violations in all)" in r.output
    open_page(page, html)
    assert page.inner_text("#verdict .dirty") == "1 root cause (2 violations in all)"
    items = page.locator("#verdict .all-violations li")
    assert items.count() == 2
    assert "It follows from the violation at Event 27" in items.nth(1).inner_text()
    assert "follows" not in items.nth(0).inner_text()
    clean = write_page(LOGS / "fftcg-clean-twin.jsonl", tmp_path / "clean.html")
    open_page(page, clean)
    assert page.locator("#verdict .clean").count() == 1 and page.locator("#verdict .dirty").count() == 0


def test_the_clean_twins_are_clean():
    for name in ("fftcg-clean-twin", "ccs-clean-twin", "ccs-4p-clean", "fow-clean-twin"):
        r = RUNNER.invoke(cli, ["verify", str(LOGS / f"{name}.jsonl")])
        assert r.exit_code == 0, (name, r.output)
    for name, rule in (("fftcg-attack-entered-seq27", "fftcg.attack.entered-this-turn"),
                       ("ccs-fault-at-seq1", "ccs.draw.not-top"), ("ccs-4p-draw-not-top-seq6", "ccs.draw.not-top"),
                       ("fow-attack-entered-seq22", "fow.attack.entered-this-turn")):
        r = RUNNER.invoke(cli, ["verify", str(LOGS / f"{name}.jsonl")])
        assert r.exit_code == 1 and rule in r.output, (name, r.output)


# -- the served page (`serve`): the same page, the same fixes ---------------------------------------------------

@pytest.fixture(scope="module")
def served(tmp_path_factory):
    import subprocess
    import sys
    import time
    import urllib.error
    import urllib.request

    from test_station import free_port

    folder = tmp_path_factory.mktemp("served37")
    db = str(folder / "s.db")
    logs = [LOGS / "ccs-fault-at-seq1.jsonl", LOGS / "fftcg-attack-entered-seq27.jsonl"]
    r = RUNNER.invoke(cli, ["import", "--db", db, *map(str, logs)])
    assert r.exit_code == 0, r.output
    ids = {Path(line.split()[1]).stem: line.split()[0] for line in r.output.splitlines()}
    port = free_port()
    proc = subprocess.Popen([sys.executable, "-m", "cli.main", "serve", "--db", db, "--port", str(port)],
                            cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(400):
            try:
                urllib.request.urlopen(base + "/api/matches", timeout=2).read()
                break
            except (urllib.error.URLError, ConnectionError, TimeoutError):
                if proc.poll() is not None:
                    pytest.fail(f"serve stopped: {proc.stdout.read()}")
                time.sleep(0.05)
        yield base, ids
    finally:
        proc.terminate()
        proc.wait(10)


def test_the_served_page_goes_to_turns_and_keeps_hidden_cards_from_a_seat(page, served):
    import urllib.request

    base, ids = served
    mid = ids["fftcg-attack-entered-seq27"]
    page.goto(f"{base}/match/{mid}/view")
    page.wait_for_selector("html[data-ready]")
    go_turn(page, 3)
    api = json.loads(urllib.request.urlopen(f"{base}/api/matches/{mid}/replay?turn=3", timeout=30).read())
    seq, shown = board(page)
    assert (seq, shown["turn"], shown["active"]) == (20, 3, "alice")
    assert shown == cli_json("replay", str(LOGS / "fftcg-attack-entered-seq27.jsonl"), "--turn", "3", "--json")
    assert {k: api.get(k) for k in shown} == shown  # the station's own API says the same
    mid = ids["ccs-fault-at-seq1"]
    page.goto(f"{base}/match/{mid}/view#seq=1&as=bob")
    page.wait_for_selector('html[data-ready] #board[data-perspective="bob"][data-seq="1"]', state="attached")
    text = page.inner_text("#top") + page.inner_text("#right")
    assert "alice.11" not in text and "alice.12" not in text
    assert "the judge's message is left out of a seat's view" in text
