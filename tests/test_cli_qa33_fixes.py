"""Round 33 of the outside testers, the command line's and the log reader's edges.

1. ``replay --json`` (and ``show``, ``diff``, ``export``, ``replay --at``/``--before``/``--step`` with --json) read a
   log file without looking up the cards and players its events name, so a log ``verify`` refuses (a card's name
   where its id belongs, ``"target": "Bob"``) printed a board or a summary with the bad event silently left
   out, exit 0. Every command now reads a log file the same way (``cli.main._load``): the same one-line refusal
   naming file, line and field, exit 2.
2. The station's "another log of this table" line gave ``matchledger diff A B`` without the ``--db`` and
   ``--lang`` the station was started with: pasted, it looked in the default ledger.
3. A re-import said ``ID  PATH  already imported as ID``, the same id twice: now ``PATH  already imported as ID``.
4. An enum value not recognised (``"format": "Constructed"``) said only ``Invalid enum value 'Constructed'``: it
   now names the accepted values, and a value that is an accepted one in another case, or the seed's French word
   for it (« construit », « limité »), gets "did you mean 'constructed'?". For every enum field of the format.
5. A deck serial missing its leading zero (``1-16``) got "did you mean '1-216' or '1-196' or '1-186'?" but never
   ``1-016``: the serial whose number is the same once zero-padded now comes first.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import cli

ROOT = Path(__file__).resolve().parent.parent
LOGS = ROOT / "tests" / "logs" / "cli_qa33"


def run(*args: str, **kw):
    return CliRunner().invoke(cli, [str(a) for a in args], **kw)


def one_line_error(res) -> str:
    lines = res.stderr.strip().splitlines()
    assert len(lines) == 1, res.stderr
    assert "Traceback" not in res.output and "internal error" not in res.output
    return lines[0]


# -- 1. every command refuses what verify refuses -------------------------------------------------------

NAME_AS_CARD = LOGS / "20b_refused_name_as_card.jsonl"
PLAYER_CASE = LOGS / "20c_target_player_capitalised.jsonl"
REFUSED = {
    NAME_AS_CARD: ":11: $.card: 'Dragoon of Certo' is a card name where an id belongs: give the card's id, e.g. alice.1",
    PLAYER_CASE: ":13: $.target: 'Bob' is no card or player of this match; did you mean 'bob'",
}
COMMANDS = [
    ["verify"], ["replay"], ["replay", "--json"], ["replay", "--at", "3", "--json"], ["replay", "--before", "5", "--json"],
    ["replay", "--step", "--json"], ["show"], ["show", "--json"], ["export"], ["diff", "{log}"], ["explain", "5"],
    ["view", "-o", "{tmp}/v.html"],
]


@pytest.mark.parametrize("log", list(REFUSED), ids=lambda p: p.stem)
@pytest.mark.parametrize("cmd", COMMANDS, ids=" ".join)
def test_every_command_refuses_a_log_verify_refuses(log, cmd, tmp_path):
    args = [a.format(log=log, tmp=tmp_path) for a in cmd]
    name, rest = args[0], args[1:]
    res = run(name, str(log), *rest, "--db", tmp_path / "none.db", input="q\n")
    assert res.exit_code == 2, (res.exit_code, res.output)
    if "--json" in args:
        said = json.loads(res.stdout)
        assert said["error"].startswith(f"{log}{REFUSED[log]}") and said["line"] == int(REFUSED[log].split(":")[1])
    else:
        assert one_line_error(res).startswith(f"Error: {log}{REFUSED[log]}")
        assert res.stdout == ""
    assert not (tmp_path / "v.html").exists()


TWINS = {LOGS / "20b_card_id_twin.jsonl": (11, "fow.chase.unresolved", 11),
         LOGS / "20c_target_player_twin.jsonl": (14, "fow.attack.entered-this-turn", 12)}


@pytest.mark.parametrize("log", list(TWINS), ids=lambda p: p.stem)
def test_the_twin_with_the_id_given_is_read_by_every_command(log, tmp_path):
    events, rule, seq = TWINS[log]
    db = tmp_path / "none.db"
    res = run("verify", log, "--json", "--db", db)
    assert res.exit_code == 1, res.output
    assert [(v["rule"], v["seq"]) for v in json.loads(res.stdout)["violations"]] == [(rule, seq)]
    res = run("replay", log, "--json", "--db", db)
    assert res.exit_code == 0, res.output
    board = json.loads(res.stdout)
    assert board["seq"] == events
    alice = board["players"][0]
    assert [c["id"] for c in alice["field"]] == ["alice.1"]  # the Dragoon the table played
    for args in (["show", "--json"], ["export"], ["diff", log]):
        res = run(args[0], log, *args[1:], "--db", db)
        assert res.exit_code == 0, (args, res.output)
    res = run("show", log, "--json", "--db", db)
    assert json.loads(res.stdout)["events"] == events


# -- 3. a re-import names its match once ---------------------------------------------------------------


def test_a_reimport_says_the_path_and_the_match_once(tmp_path):
    log, db = LOGS / "20c_target_player_twin.jsonl", tmp_path / "l.db"
    first = run("import", log, "--db", db)
    assert first.exit_code == 0, first.output
    match_id = first.stdout.split()[0]
    again = run("import", log, "--db", db)
    assert again.exit_code == 0, again.output
    assert again.stdout == f"{log}  already imported as {match_id}\n"
    assert again.stdout.count(match_id) == 1
    as_json = json.loads(run("import", log, "--db", db, "--json").stdout)
    assert as_json == [{"path": str(log), "match": match_id, "game": "force-of-will", "events": 14,
                        "already_imported": True}]


# -- 2. the station's "another log of this table" line carries its --db and --lang ---------------------------

PLAYER = ROOT / "examples/table-7/player.jsonl"  # table 7 as the player logged it
SCOREKEEPER = ROOT / "examples/table-7/scorekeeper.jsonl"  # the same table as the scorekeeper logged it


def _import(path: Path, db) -> str:
    res = run("import", path, "--db", db, "--json")
    assert res.exit_code == 0, res.output
    return json.loads(res.output)[0]["match"]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_stations_diff_command_names_its_ledger_and_language(tmp_path, lang):
    pytest.importorskip("starlette")
    from starlette.testclient import TestClient

    from cli import i18n
    from cli.station import make_app

    db = str(tmp_path / "round4.db")
    player, keeper = _import(PLAYER, db), _import(SCOREKEEPER, db)
    diff = f"matchledger diff {player[:8]} {keeper[:8]} --db {db} --lang {lang}"
    was = i18n.current()
    i18n.activate(lang)
    try:
        client = TestClient(make_app(db))
        for page in (f"/match/{player}", f"/match/{player}/view"):
            text = client.get(page).text
            assert diff in text, (page, [x for x in text.splitlines() if "matchledger diff" in x])
    finally:
        i18n.activate(was)


# -- 4. a value a fixed-value field does not take: the values it takes, and the one meant --------------------

EXPECT_FORMAT = "expected one of: constructed, limited"


@pytest.mark.parametrize("log,value,meant", [
    ("format_capitalized", "Constructed", "constructed"),  # the same word in another case
    ("format_french", "construit", "constructed"),  # the seed's French word: « construit »
])
def test_the_format_refused_names_the_formats_and_the_one_meant(log, value, meant, tmp_path):
    path = LOGS / f"{log}.jsonl"
    res = run("verify", path, "--db", tmp_path / "none.db")
    assert res.exit_code == 2, res.output
    assert one_line_error(res) == (f"Error: {path}:1: $.format: {value!r} is not a value this field takes: "
                                   f"{EXPECT_FORMAT}; did you mean {meant!r}?")


def _edited(src: Path, tmp_path: Path, line: int, old: str, new: str) -> Path:
    lines = src.read_text(encoding="utf-8").splitlines()
    assert old in lines[line], lines[line][:200]
    lines[line] = lines[line].replace(old, new, 1)
    out = tmp_path / src.name
    out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return out


FFTCG_CARDS = ROOT / "tests/logs/fftcg_qa14/e08_control_clean_continued.jsonl"  # header card definitions
CCS_PILOT = ROOT / "sample_logs/chrono_clash/balanced-duel.jsonl"


@pytest.mark.parametrize("src,line,old,new,field,known,meant", [
    (LOGS / "format_capitalized.jsonl", 0, '"format": "Constructed"', '"format": "Limité"', "$.format", "constructed, limited", "limited"),
    (LOGS / "format_capitalized.jsonl", 0, '"format": "Constructed"', '"format": "Draft"', "$.format", "constructed, limited", None),
    (FFTCG_CARDS, 0, '"type": "forward"', '"type": "Avant"', "$.cards[0].type",
     "backup, crystal, forward, monster, summon", "forward"),
    (FFTCG_CARDS, 0, '"kind": "auto"', '"kind": "automatique"', "$.cards[1].abilities[0].kind",
     "action, auto, field, special", "auto"),
    (CCS_PILOT, 81, '"mode":"sneak-attack"', '"mode": "Sneak Attack"', "$.mode",
     "normal, pilot, reinforcements, sneak-attack", "sneak-attack"),
    (CCS_PILOT, 81, '"mode":"sneak-attack"', '"mode": "pilote"', "$.mode",
     "normal, pilot, reinforcements, sneak-attack", "pilot"),
])
def test_every_fixed_value_field_names_its_values(src, line, old, new, field, known, meant, tmp_path):
    path = _edited(src, tmp_path, line, old, new)
    res = run("verify", path, "--db", tmp_path / "none.db")
    assert res.exit_code == 2, res.output
    value = json.loads("{" + new + "}")
    (given,) = value.values()
    hint = f"; did you mean {meant!r}?" if meant else ""
    assert one_line_error(res) == (f"Error: {path}:{line + 1}: {field}: {given!r} is not a value this field takes: "
                                   f"expected one of: {known}{hint}")


def test_the_twin_with_the_formats_own_word_is_read(tmp_path):
    res = run("verify", LOGS / "format_twin.jsonl", "--json", "--db", tmp_path / "none.db")
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout)
    assert data["violations"] == [] and data["events"] == 48


# -- 5. a serial missing its leading zero: the serial meant first ---------------------------------------------


def test_a_serial_missing_its_leading_zero_gets_the_serial_meant_first(tmp_path):
    path = LOGS / "serial_no_leading_zero.jsonl"
    res = run("verify", path, "--db", tmp_path / "none.db")
    assert res.exit_code == 2, res.output
    assert one_line_error(res) == (f"Error: {path}:1: $.players[0].deck: card '1-16' is in neither the card "
                                   "statistics, the pool nor the header's cards; did you mean '1-016'?")
    # (Since qa38 the serial meant is said alone: no spelling neighbours, '1-216' or '1-196', after it.)
    twin = run("verify", LOGS / "serial_twin.jsonl", "--json", "--db", tmp_path / "none.db")
    assert twin.exit_code == 0, twin.output
    assert json.loads(twin.stdout)["violations"] == []


def test_a_registered_list_serial_missing_its_leading_zero_gets_the_serial_meant_first(tmp_path):
    lists = ROOT / "sample_logs/decklists/fftcg-paper-table.txt"
    log = ROOT / "sample_logs/fftcg/paper-table-stack-and-party-attack.jsonl"
    bad = tmp_path / "lists.txt"
    bad.write_text(lists.read_text(encoding="utf-8").replace("3 1-016 Tifa", "3 1-16 Tifa"), encoding="utf-8")
    res = run("decklist", "check", log, bad)
    assert res.exit_code == 2, res.output
    assert one_line_error(res).endswith("'1-16' is no fftcg card serial; the closest known: 'Tifa 1-016'")  # (qa38)
    assert run("decklist", "check", log, lists).exit_code == 0


def test_closest_puts_the_same_number_zero_padded_first():
    from projections.names import closest

    assert closest("1-16", ["1-216", "1-196", "1-186", "1-016"]) == ["1-016"]  # (qa38: the one meant, alone)
    assert closest("bob.07", ["bob.7", "bob.70", "alice.7"])[0] == "bob.7"
    assert closest("Blaze Captian", ["Blaze Captain", "Magma Brute"]) == ["Blaze Captain"]  # no number: as it was


def test_closest_reads_a_number_of_thousands_of_digits_without_failing():
    # (the fuzz test's seed 999999 gave an id of 5,000 digits: int() refused it, a ValueError, not a refusal)
    from projections.names import closest

    huge = "alice." + "9" * 5000
    assert set(closest(huge, ["alice.9", "bob.9"])) <= {"alice.9", "bob.9"}  # (it raised ValueError before)
    assert closest("alice.0" + "9" * 5000, [huge])[0] == huge
