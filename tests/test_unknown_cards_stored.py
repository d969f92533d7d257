"""What `verify` refuses as unusable is never stored: a log, or a correction, whose events name a card id the
match does not have; and a misspelt name in a deck list is an unknown card even where a recorded order (set
up instead) holds the right name."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from cli.main import cli
from ledger.log import encode_line, read_log

ROOT = Path(__file__).resolve().parent.parent
CCS = ROOT / "sample_logs/chrono_clash/win-quests.jsonl"


def run(*args):
    return CliRunner().invoke(cli, [str(a) for a in args])


def _with_bad_card(tmp_path: Path, name: str = "bad.jsonl") -> Path:
    """The sample with event 1 naming a card id its player does not have."""
    lines = CCS.read_bytes().splitlines()
    first = json.loads(lines[1])
    assert "card" in first  # the sample's first event names a card
    first["card"] = f"{first['player']}.999"
    out = tmp_path / name
    out.write_bytes(b"\n".join([lines[0], json.dumps(first).encode(), *lines[2:]]) + b"\n")
    return out


def test_import_refuses_a_log_whose_event_names_no_card_of_the_match(tmp_path):
    bad = _with_bad_card(tmp_path)
    db = tmp_path / "l.db"
    res = run("import", bad, "--db", db)
    assert res.exit_code == 2
    assert f"{bad}:2: $.card: card id" in res.output and "is no card of this match" in res.output
    assert not db.exists()  # nothing stored: verify would have called it unusable
    # In a round, the one bad log stores nothing of the round.
    folder = tmp_path / "round"
    folder.mkdir()
    (folder / "a.jsonl").write_bytes(CCS.read_bytes())
    _with_bad_card(folder, "z.jsonl")
    assert run("import", folder, "--db", db).exit_code == 2
    assert not db.exists()


def test_amend_refuses_a_correction_naming_no_card_of_the_match(tmp_path):
    db = tmp_path / "l.db"
    res = run("import", CCS, "--db", db, "--json")
    parent = json.loads(res.output)[0]["match"]
    ev = read_log(CCS).events[0]
    fix = tmp_path / "fix.jsonl"
    line = json.loads(encode_line(ev))
    line["card"] = f"{line['player']}.999"
    fix.write_bytes(json.dumps(line).encode() + b"\n")
    res = run("amend", parent, "--at", 1, "--replace", fix, "--reason", "r", "--judge", "j", "--db", db)
    assert res.exit_code == 2 and "is no card of this match" in res.output, res.output
    listed = json.loads(run("list", "--db", db, "--json").output)
    assert [m["id"] for m in listed] == [parent]  # no branch stored


def test_a_misspelt_name_in_a_deck_list_with_an_order_is_an_unknown_card(tmp_path):
    lines = CCS.read_bytes().splitlines()
    header = json.loads(lines[0])
    deck = header["players"][0]["deck"]
    name = next(iter(deck))
    header["players"][0]["deck"] = {(name + "x" if k == name else k): v for k, v in deck.items()}
    assert "order" in header["players"][0]  # set up from the order, which keeps the right name
    bad = tmp_path / "deck.jsonl"
    bad.write_bytes(b"\n".join([json.dumps(header).encode(), *lines[1:]]) + b"\n")
    for args in (("verify", bad), ("import", bad, "--db", tmp_path / "l.db")):
        res = run(*args)
        assert res.exit_code == 2, res.output
        assert f"$.players[0].deck: card '{name}x' is in neither" in res.output and f"did you mean '{name}'" in res.output
    # An order that merely disagrees with a list of real cards stays a finding (exit 1), not unusable.
    header["players"][0]["deck"] = {**deck, name: deck[name] + 1}
    off = tmp_path / "off.jsonl"
    off.write_bytes(b"\n".join([json.dumps(header).encode(), *lines[1:]]) + b"\n")
    res = run("verify", off, "--json")
    assert res.exit_code == 1 and "ccs.log.deck-order" in res.output


def test_a_misspelt_name_in_a_recorded_order_is_pointed_at_in_the_order(tmp_path):
    lines = CCS.read_bytes().splitlines()
    header = json.loads(lines[0])
    order = header["players"][1]["order"]
    k = 3
    name = order[k]
    header["players"][1]["order"] = order[:k] + [name + "x"] + order[k + 1:]
    bad = tmp_path / "order.jsonl"
    bad.write_bytes(b"\n".join([json.dumps(header).encode(), *lines[1:]]) + b"\n")
    res = run("verify", bad)
    assert res.exit_code == 2
    # The list is spelt right: the set-up read the name from the order, and the error says so (not the list).
    assert f"$.players[1].order[{k}]: card '{name}x' is in neither" in res.output, res.output


def test_an_unknown_card_in_a_correction_file_names_that_files_line(tmp_path):
    db = tmp_path / "l.db"
    parent = json.loads(run("import", CCS, "--db", db, "--json").output)[0]["match"]
    ev = json.loads(encode_line(read_log(CCS).events[4]))
    ev["card"] = f"{ev['player']}.999"
    fix = tmp_path / "fix.jsonl"
    fix.write_bytes(b'{"type": "Passed", "player": "bob"}\n\n' + json.dumps(ev).encode() + b"\n")
    res = run("amend", parent, "--at", 5, "--insert", fix, "--reason", "r", "--judge", "j", "--db", db)
    assert res.exit_code == 2
    assert f"{fix}:3: $.card: card id '{ev['player']}.999' is no card of this match" in res.output, res.output
    res = run("amend", parent, "--at", 5, "--insert", fix, "--reason", "r", "--judge", "j", "--db", db, "--lang", "fr")
    assert f"{fix}:3: $.card: l'identifiant '{ev['player']}.999' ne désigne aucune carte de cette partie" in res.output


def test_a_card_id_no_player_of_the_match_owns_is_unusable_not_a_breach(tmp_path):
    """``carol.1`` in alice's and bob's match, ``ALICE.11`` (a player's id in the wrong case), ``""``, ``alice11``,
    `` alice.11 `` and ``alice.`` name no card: like ``alice.999``, each is a log error (exit 2, file, line and field, nothing stored), not a rule
    breach the engine charges to the player (exit 1)."""
    lines = CCS.read_bytes().splitlines()
    players = [p["id"] for p in json.loads(lines[0])["players"]]
    first = json.loads(lines[1])
    assert "carol" not in players and first["card"].startswith(players[0] + ".")
    upper = first["card"].upper()
    card = first["card"]
    cases = {"carol.1": "no player of the match is 'carol'", upper: f"did you mean '{card}'",
             "": "an empty id names no card or player of this match",
             card.replace(".", ""): f"is no card or player of this match; did you mean '{card}'",
             f" {card} ": f"is no card or player of this match; did you mean '{card}'",
             card.split(".")[0] + ".": "is no card or player of this match"}
    for i, (card, words) in enumerate(cases.items()):
        bad = tmp_path / f"bad{i}.jsonl"
        bad.write_bytes(b"\n".join([lines[0], json.dumps({**first, "card": card}).encode(), *lines[2:]]) + b"\n")
        res = run("verify", bad)
        assert res.exit_code == 2, res.output
        assert f"{bad}:2: $.card: " in res.output and words in res.output, res.output
        db = tmp_path / f"l{i}.db"
        assert run("import", bad, "--db", db).exit_code == 2
        assert not db.exists()
    # A player's id where a card belongs names something of the match: that stays the engine's finding.
    bad = tmp_path / "player.jsonl"
    bad.write_bytes(b"\n".join([lines[0], json.dumps({**first, "card": players[0]}).encode(), *lines[2:]]) + b"\n")
    res = run("verify", bad, "--json")
    assert res.exit_code == 1 and "ccs.log.unknown-card" in res.output


def test_a_list_name_beside_an_order_gets_the_set_up_s_own_words_and_hints(tmp_path):
    """The deck list beside a recorded order is checked by the game's own set-up check (one a game): an FFTCG
    list naming a card by its name instead of its serial gets the set-up's hint, the serial with its name."""
    src = ROOT / "sample_logs/fftcg/win-deck-out.jsonl"
    lines = src.read_bytes().splitlines()
    header = json.loads(lines[0])
    deck = header["players"][0]["deck"]
    assert "order" in header["players"][0] and "1-010" in deck  # 1-010 is Black Mage
    header["players"][0]["deck"] = {("Black Mage" if k == "1-010" else k): v for k, v in deck.items()}
    bad = tmp_path / "named.jsonl"
    bad.write_bytes(b"\n".join([json.dumps(header).encode(), *lines[1:]]) + b"\n")
    res = run("verify", bad)
    assert res.exit_code == 2, res.output
    assert ("$.players[0].deck: card 'Black Mage' is in neither the card statistics, the pool nor the header's "
            "cards; did you mean '") in res.output, res.output
    assert " (Black Mage " in res.output  # a serial, with its card's name
