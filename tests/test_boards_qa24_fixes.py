"""Round 24 (a head judge verifying a whole round in three languages): the boards, explain, the replay page and
the station.

The disputed FFTCG match is the sample ``win-seven-damage`` with one planted fault: alice's seq 27 attacks with
alice.7, the Squire she played that turn (no Haste). Its verdict: one root cause, fftcg.attack.entered-this-turn
at seq 27, and two consequences (seq 59 and 98, alice.7 attacking again from the break zone, as recorded); the
sample itself is the clean twin.
"""

from __future__ import annotations

import html
import json
import re
import shlex
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import cli

ROOT = Path(__file__).resolve().parent.parent
CLEAN = ROOT / "sample_logs/fftcg/win-seven-damage.jsonl"
GAUGE_LOG = ROOT / "sample_logs/chrono_clash/balanced-duel.jsonl"
RUNNER = CliRunner()
NOTE_WORDS = "The French words say Initiative (First Strike) here, a slip of the rules"


def run(*args: str) -> tuple[int, str]:
    r = RUNNER.invoke(cli, list(args))
    assert r.exception is None or isinstance(r.exception, SystemExit), r.output
    return r.exit_code, r.output


@pytest.fixture(scope="module")
def disputed(tmp_path_factory) -> Path:
    lines = CLEAN.read_text(encoding="utf-8").splitlines(keepends=True)
    planted = lines[27].replace('"attackers": ["alice.3"]', '"attackers": ["alice.7"]')
    assert planted != lines[27] and '"seq": 27' in planted
    path = tmp_path_factory.mktemp("boards24") / "table-57-bob.jsonl"
    path.write_text("".join(lines[:27] + [planted] + lines[28:]), encoding="utf-8")
    return path


def verdict(path: Path) -> list[tuple[str, int, int | None]]:
    code, out = run("verify", str(path), "--json")
    data = json.loads(out)
    assert code == (0 if data["clean"] else 1)
    return [(v["rule"], v["seq"], v.get("caused_by")) for v in data["violations"]]


def test_the_planted_fault_and_its_clean_twin(disputed):
    # (alice.7, broken, attacks at 59 in the reading where the table kept it: its later attack at 98 is not flagged
    # again, docs/fftcg.md, Readings: round 26)
    assert verdict(disputed) == [("fftcg.attack.entered-this-turn", 27, None),
                                 ("fftcg.attack.not-a-forward", 59, 27)]
    assert verdict(CLEAN) == []


# -- 1. the FFTCG text board says which characters entered this turn ----------------------------------------------

def _field_line(board: str, iid: str) -> str:
    return next(line for line in board.splitlines() if f"({iid})" in line and line.startswith("    "))


def test_the_fftcg_board_says_a_forward_entered_this_turn(disputed):
    code, out = run("replay", str(disputed), "--before", "27")
    assert code == 0, out
    assert _field_line(out, "alice.7").endswith("power 3000, active, entered this turn")
    assert _field_line(out, "alice.3").endswith("power 3000, active")  # on the field since an earlier turn
    code, out = run("replay", str(disputed), "--before", "27", "--lang", "fr")
    assert _field_line(out, "alice.7").endswith("entré ce tour-ci")
    # the clean twin's board says it too (its seq 27 attacks with alice.3)
    code, out = run("replay", str(CLEAN), "--before", "27")
    assert "entered this turn" in _field_line(out, "alice.7")


def test_the_packet_boards_say_it_too(disputed):
    code, out = run("export", str(disputed), "--format", "packet")
    assert code in (0, 1), out
    lines = [line for line in out.splitlines() if "(alice.7) forward" in line and line.startswith("    ")]
    assert lines and all(line.endswith("entered this turn") for line in lines[:2]), lines


# -- 2. the quoted rule 10.1.2.1.1 carries the note that its "Initiative" is a slip ------------------------------

@pytest.mark.parametrize("lang", ["en", "fr", "it"])
def test_the_rule_quote_carries_its_note_in_the_report(disputed, lang):
    code, out = run("verify", str(disputed), "--lang", lang)
    assert code == 1
    lines = out.splitlines()
    at = next(i for i, line in enumerate(lines) if "10.1.2.1.1." in line)
    note = lines[at + 1]
    assert note.startswith("    ") and "Initiative" in note and "Booster" in note, note
    assert sum("Booster (Haste)" in line for line in lines) == 1  # under that quote only, not under 9.4.1's
    code, out = run("verify", str(CLEAN), "--lang", lang)
    assert code == 0 and "Booster (Haste)" not in out


def test_explain_and_the_packet_and_the_page_carry_the_note(disputed, tmp_path):
    code, out = run("explain", str(disputed), "27")
    assert code == 1
    assert sum(NOTE_WORDS in line for line in out.splitlines()) == 1  # under the broken rule, not again
    code, out = run("explain", str(CLEAN), "27")  # legal: the checked rule's words carry it
    assert code == 0 and sum(NOTE_WORDS in line for line in out.splitlines()) == 1
    code, out = run("export", str(disputed), "--format", "packet")
    assert NOTE_WORDS in out
    page = tmp_path / "page.html"
    code, out = run("view", str(disputed), "-o", str(page))
    data = json.loads(html.unescape(re.search(r'id="ml-data">(.*?)</script>', page.read_text(), re.S).group(1)))
    notes = [v.get("rule_note") for v in data["violations"]]
    assert [bool(n) for n in notes] == [True, False] and NOTE_WORDS in notes[0]


# -- 3. the station's report names its ledger and language in the commands it prints -------------------------------

def test_the_station_report_commands_run_at_the_desk(disputed, tmp_path):
    from starlette.testclient import TestClient

    from cli import i18n
    from cli.station import make_app

    db = str(tmp_path / "round 24.db")
    code, out = run("import", "--db", db, str(disputed))
    assert code == 0, out
    mid = out.split()[0]
    i18n.activate("fr")
    try:
        body = TestClient(make_app(db)).get(f"/match/{mid}").text
    finally:
        i18n.activate("en")
    report = html.unescape(re.search(r'<pre id="report">(.*?)</pre>', body, re.S).group(1))
    hint = next(line for line in report.splitlines() if "matchledger replay" in line)
    command = hint.split(": ", 1)[1]
    assert command == f"matchledger replay {mid[:8]} --db {shlex.quote(db)} --lang fr --at 27", command
    code, out = run(*shlex.split(command)[1:])
    assert code == 0 and out.startswith("Plateau après le seq 27"), out


# -- 4. the replay page says the time gauge as the text board does -------------------------------------------------

def _gauge_seqs() -> dict[str, tuple[int, dict]]:
    from ledger.log import read_log
    from projections import core

    log = read_log(str(GAUGE_LOG))
    eng, board, found = core.engine(log.game), core.board_at(log, 0), {}
    for ev in log.events:
        eng.step(board, ev)
        v = eng.view(board)
        g = v["gauge"]
        kind = "over" if g["time"] < 0 and g["turn_over"] else "left" if g["time"] > 1 else None
        if kind and kind not in found:
            found[kind] = (ev.seq, v)
    return found


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_page_says_the_time_gauge_in_words(page, tmp_path, lang):
    from cli import i18n
    from cli.render import _gauge

    out = tmp_path / f"gauge_{lang}.html"
    code, text = run("view", str(GAUGE_LOG), "-o", str(out), "--lang", lang)
    assert code == 0, text
    page.goto(out.as_uri())
    page.wait_for_selector("html[data-ready]")
    i18n.activate(lang)
    try:
        for seq, view in _gauge_seqs().values():
            page.evaluate("s => { location.hash = 'seq=' + s; }", seq)
            page.wait_for_selector(f'#board[data-seq="{seq}"]', state="attached")
            shown = page.inner_text('#state [data-part="gauge"]').split("\n")[-1].strip()
            assert shown == _gauge(view), (seq, shown)
            assert "✔" not in shown and "-" not in shown
    finally:
        i18n.activate("en")


# -- 5. explain says what an FFTCG attack changed in words ---------------------------------------------------------

@pytest.mark.parametrize("lang, said", [("en", "  combat: none -> attackers Squire (alice.7)"),
                                        ("fr", "  combat : aucun -> attaquants Squire (alice.7)"),
                                        ("it", "  combattimento: nessuno -> attaccanti Squire (alice.7)")])
def test_explain_says_the_combat_an_attack_made(disputed, lang, said):
    code, out = run("explain", str(disputed), "27", "--lang", lang)
    assert code == 1
    assert said in out.splitlines(), out
    assert '{"attackers"' not in out


# -- 6. the board names the attacker of an attack that stands as recorded -----------------------------------------

@pytest.mark.parametrize("lang, said", [("en", "Attack: alice.7 blocked by nobody"),
                                        ("fr", "Attaque : alice.7 bloqué par personne"),
                                        ("it", "Attacco: alice.7 bloccato da nessuno")])
def test_the_board_names_the_attacker_of_a_ghost_attack(disputed, lang, said):
    code, out = run("replay", str(disputed), "--at", "59", "--lang", lang)
    assert code == 0, out
    assert said in out.splitlines(), out
    code, out = run("replay", str(CLEAN), "--at", "59")  # the clean twin's attack there: as before
    assert re.search(r"^Attack: alice\.\d+ blocked by nobody$", out, re.M) or "Attack:" not in out
