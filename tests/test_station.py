"""``matchledger serve``: the judge station answers its routes with the CLI's own output and refuses bad ones."""

from __future__ import annotations

import html
import json
import os
import re
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import cli

ROOT = Path(__file__).resolve().parent.parent
LOGS = [ROOT / "sample_logs/chrono_clash/win-quests.jsonl",
        ROOT / "sample_logs/chrono_clash/illegal/attack-summoned-this-turn.jsonl",
        ROOT / "sample_logs/force_of_will/win-by-life.jsonl",
        ROOT / "sample_logs/fftcg/illegal/stack-lifo-ifrit-resolved-first.jsonl"]
RUNNER = CliRunner()
RULING = "<b>Game loss</b> for bob: attacked with a battler summoned this turn"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def station(tmp_path_factory):
    """A ledger of four matches and `matchledger serve` over it on a free loopback port."""
    folder = tmp_path_factory.mktemp("station")
    db = str(folder / "tournament.db")
    r = RUNNER.invoke(cli, ["import", "--db", db, *map(str, LOGS)])
    assert r.exit_code == 0, r.output
    ids = {Path(line.split()[1]).stem: line.split()[0] for line in r.output.splitlines()}
    r = RUNNER.invoke(cli, ["note", ids["attack-summoned-this-turn"], "--db", db, "--at", "5", "--judge", "R. Lee",
                            RULING])
    assert r.exit_code == 0, r.output
    port = free_port()
    proc = subprocess.Popen([sys.executable, "-m", "cli.main", "serve", "--db", db, "--port", str(port)],
                            cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(200):
            try:
                urllib.request.urlopen(base + "/api/matches", timeout=2).read()
                break
            except (urllib.error.URLError, ConnectionError, TimeoutError):  # (a loaded machine: not up yet)
                if proc.poll() is not None:
                    pytest.fail(f"serve stopped: {proc.stdout.read()}")
                time.sleep(0.05)
        yield {"base": base, "db": db, "ids": ids}
    finally:
        proc.terminate()
        proc.wait(10)


def get(url: str) -> tuple[int, str, str]:
    try:
        with urllib.request.urlopen(url, timeout=30) as resp:
            return resp.status, resp.headers.get("content-type", ""), resp.read().decode()
    except urllib.error.HTTPError as exc:
        return exc.code, exc.headers.get("content-type", ""), exc.read().decode()


def cli_out(*args: str) -> str:
    r = RUNNER.invoke(cli, list(args))
    assert r.exit_code in (0, 1), r.output
    return r.output


def test_json_endpoints_print_what_the_json_commands_print(station):
    base, db, ids = station["base"], station["db"], station["ids"]
    status, kind, body = get(base + "/api/matches")
    assert (status, kind) == (200, "application/json")
    assert body == cli_out("list", "--db", db, "--json")
    mid = ids["attack-summoned-this-turn"]
    assert get(f"{base}/api/matches/{mid}")[2] == cli_out("show", mid, "--db", db, "--json")
    assert get(f"{base}/api/matches/{mid[:8]}/verify")[2] == cli_out("verify", mid, "--db", db, "--json")
    for query, args in (("", []), ("?at=5", ["--at", "5"]), ("?at=5&as=bob", ["--at", "5", "--as", "bob"]),
                        ("?at=3&as=spectator", ["--at", "3", "--as", "spectator"]), ("?turn=2", ["--turn", "2"])):
        assert get(f"{base}/api/matches/{mid}/replay{query}")[2] == cli_out("replay", mid, "--db", db, "--json", *args), query
    fftcg = ids["stack-lifo-ifrit-resolved-first"]
    assert get(f"{base}/api/matches/{fftcg}/replay?at=40")[2] == cli_out("replay", fftcg, "--db", db, "--json", "--at", "40")


def test_the_match_list_filters_by_game_player_and_verdict(station):
    base, ids = station["base"], station["ids"]

    def listed(query: str = "") -> set[str]:
        status, kind, body = get(base + "/" + query)
        assert status == 200 and kind.startswith("text/html")
        return set(re.findall(r'<tr data-match="([0-9a-f-]+)"', body))

    assert listed() == set(ids.values())
    assert listed("?game=fftcg") == {ids["stack-lifo-ifrit-resolved-first"]}
    assert listed("?verdict=violations") == {ids["attack-summoned-this-turn"], ids["stack-lifo-ifrit-resolved-first"]}
    assert listed("?verdict=clean&game=chrono-clash") == {ids["win-quests"]}
    assert listed("?player=BOB&game=force-of-will") == {ids["win-by-life"]}
    assert listed("?player=nobody") == set()


def test_a_match_page_shows_the_verify_report(station):
    base, db, ids = station["base"], station["db"], station["ids"]
    mid = ids["attack-summoned-this-turn"]
    status, _kind, body = get(f"{base}/match/{mid[:8]}")
    assert status == 200
    report = html.unescape(re.search(r'<pre id="report">(.*?)</pre>', body, re.S).group(1))
    # the CLI's printed commands repeat its --db (round 15); the station's page names no ledger file
    # its commands name the station's ledger and language, as the CLI's do (qa24: one pasted at the desk runs)
    assert report + "\n" == cli_out("verify", mid[:8], "--db", db, "--lang", "en")
    assert f'href="/match/{mid}/view"' in body and f'href="/match/{mid}/view?as=bob"' in body


def test_the_pages_show_the_ids_and_names_their_sentences_carry(station):
    # the sentences' values that are markup (the ledger's name, a match id, a digest, a seat's player id)
    # are shown, not a replacement character
    base, db, ids = station["base"], station["db"], station["ids"]
    body = get(base + "/")[2]
    assert f"<code>{html.escape(db)}</code>" in body and "\ufffd" not in body
    mid = ids["attack-summoned-this-turn"]
    body = get(f"{base}/match/{mid}")[2]
    assert "\ufffd" not in body
    assert f"<code>{mid}</code>" in body and re.search(r"<code>[0-9a-f]{16}</code>", body)
    assert "<b>alice</b>" in body and "<b>bob</b>" in body


def test_the_viewer_is_the_page_view_writes(station):
    base, db, ids = station["base"], station["db"], station["ids"]
    mid = ids["win-by-life"]
    status, kind, body = get(f"{base}/match/{mid}/view")
    assert status == 200 and kind.startswith("text/html")
    assert body == cli_out("view", mid, "--db", db, "-o", "-")
    status, _kind, seat = get(f"{base}/match/{mid}/view?as=alice")
    assert status == 200 and seat == cli_out("view", mid, "--db", db, "-o", "-", "--as", "alice")


@pytest.mark.parametrize("path, status, words", [
    ("/api/matches/0000dead", 404, "0000dead"),
    ("/match/0000dead", 404, "0000dead"),
    ("/match/..%2F..%2Fetc%2Fpasswd", 404, "no such page"),
    ("/api/matches/..%2F..%2Fetc%2Fpasswd/verify", 404, "no such page"),
    ("/match/%2e%2e/view", 404, "not a match id"),
    ("/match/..%5C..%5Cwindows/view", 404, "not a match id"),
    ("/match/..%2Fmatchledger.db", 404, "no such page"),
    ("/static/../../etc/passwd", 404, "no such page"),
    ("/api/matches/{id}/replay?at=7", 400, "the log has 6 events"),
    ("/api/matches/{id}/replay?at=-1", 400, "whole number"),
    ("/api/matches/{id}/replay?at=5&turn=2", 400, "not both"),
    ("/api/matches/{id}/replay?turn=9", 400, "no turn 9"),
    ("/api/matches/{id}/replay?as=mallory", 400, "not a player"),
    ("/match/{id}/view?as=mallory", 400, "not a player"),
    ("/?verdict=maybe", 400, "clean or violations"),
    ("/nothing/here", 404, "no such page"),
])
def test_bad_requests_get_a_clear_4xx(station, path, status, words):
    url = station["base"] + path.replace("{id}", station["ids"]["attack-summoned-this-turn"])
    got, kind, body = get(url)
    assert got == status, body
    assert kind.startswith("text/plain")
    assert body.startswith(f"{status}: ") and words in body and body.count("\n") == 1


def test_the_station_writes_nothing(station):
    base, ids = station["base"], station["ids"]
    req = urllib.request.Request(f"{base}/api/matches/{ids['win-quests']}", method="DELETE")
    with pytest.raises(urllib.error.HTTPError) as err:
        urllib.request.urlopen(req, timeout=10)
    assert err.value.code == 405
    req = urllib.request.Request(f"{base}/", data=b"x=1", method="POST")
    with pytest.raises(urllib.error.HTTPError) as err:
        urllib.request.urlopen(req, timeout=10)
    assert err.value.code == 405
    assert json.loads(get(base + "/api/matches")[2])  # still there, still four
    assert len(json.loads(get(base + "/api/matches")[2])) == 4


def test_serve_refuses_a_missing_ledger(tmp_path):
    r = RUNNER.invoke(cli, ["serve", "--db", str(tmp_path / "none.db")])
    assert r.exit_code == 2 and "no ledger at" in r.output
    assert not (tmp_path / "none.db").exists()


def test_the_served_viewer_steps_in_the_browser(station, page):
    base, db, ids = station["base"], station["db"], station["ids"]
    mid = ids["stack-lifo-ifrit-resolved-first"]
    page.goto(f"{base}/match/{mid}/view#seq=47")
    page.wait_for_selector('html[data-ready] #board[data-seq="47"]', state="attached")
    page.click("#next-violation")
    page.wait_for_selector('#board[data-seq="48"]', state="attached")
    assert "fftcg.stack.lifo" in page.inner_text("#here")
    view = json.loads(page.get_attribute("#board", "data-view"))
    assert view == json.loads(cli_out("replay", mid, "--db", db, "--at", "48", "--json"))
    # A judge's ruling shows at its event, as text.
    page.goto(f"{base}/match/{ids['attack-summoned-this-turn']}/view#seq=5")
    page.wait_for_selector('html[data-ready] #board[data-seq="5"]', state="attached")
    ruling = page.locator("#here .ruling").inner_text()
    assert ruling.startswith("Ruling R1 at seq 5, judge R. Lee") and ruling.endswith(RULING)
    assert page.locator("#here b b").count() == 0  # the ruling's markup is text
