"""The log reader's header after the 36th round (a36_cli): what it assumes is said, and a malformed header field is
one error line at line 1 naming the field, never a traceback. The logs are in tests/logs/cli_qa36/.

1. A header without `first` is read from the log's first event that is not a set-up mulligan or a concession
   (``FIRST_SHOWN_AFTER``, round 35), and ``verify`` said nothing of it: a judge could not tell a `first` the
   author wrote from one matchledger took. The reader now gives the log a note (``MatchLog.notes``: a message,
   template and arguments, the ledger importing nothing of the projections), which the CLI's verdict says first
   among its notes, in the text and in ``--json`` (``notes``, ``note_msgs``): "The header gives no `first`: alice
   is taken as the first player, from their CardDrawn at seq 1." ``explain`` at that seq says it too (and its
   ``--json`` has it under ``notes``). The twin, the header naming `first`, has no such note and is the same match.
2. Malformed header fields, one at a time, in each game's schema (``matchledger schema GAME``):
   a. an empty player id (``""``, spaces) was read, and the log refused at the first event of that player
      ("player 'bob' is not seated ... (the players are alice, )"), line 4 or 6, not the header's; an id with
      spaces around it (``" bob"``) too. Now refused at line 1, ``$.players[1].id``, saying what to write;
   b. two players with one id said "two players share one id" at ``$.players``: now it names the id, the two
      players and the second one's ``id``;
   c. a game written another way ("Force of Will", "fow", "FFTCG", "Chrono Clash", " fftcg ") said only that it
      is not a game matchledger reads: now it says what to write (``"game": "force-of-will"``); ``schema``,
      ``rules`` and ``simulate`` say it of their GAME too. An empty ``game`` and a ``"Game"`` key said "the first
      line must be the header, with a "game" field": now they say the value is empty, or the key's case;
   d. an empty `first` (``""``, spaces) was "first player '' is not seated": it gives no player, as a `first`
      left out, and is now read as one (the note of 1; the same match as the twin);
   e. a number where the header's free text belongs (``"match": 5``, a player's ``"name": 7``) said msgspec's
      "Expected `str`, got `int`": now "expected text, got the number 5: write "5" in quotes".
   f. two players given one display name ("Sam" and "sam ") or a player named with another player's id (alice
      "Bob", bob "Alice": the names swapped) read as clean with nothing said, though the viewer and the reports
      that show names would show them alike or swapped. Names are no identity (events name players by id): the
      log still reads, with a note each ("alice and bob are both named 'Sam': the reports tell them apart by their
      ids."); each player named as their own id ("Alice" for alice) gets none.
   Wrong types of every other field, an unknown player in `first`, an unknown card in a deck list and a version in
   quotes already gave one line at line 1 naming the field: pinned by the sweep below.
"""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import cli
from ledger.log import parse_log, read_log

LOGS = Path(__file__).resolve().parent / "logs" / "cli_qa36"
SAMPLES = Path(__file__).resolve().parent.parent / "sample_logs"

FIRST = [  # (game, the log's first turn: who, by which event, at which seq)
    ("ccs", "alice", "CardDrawn", 1),
    ("fftcg", "alice", "CardsDrawn", 2),  # after alice's set-up mulligan at seq 1
    ("fow", "alice", "StoneCalled", 3),  # after both mulligans
]


def _verify(path: Path, *args: str):
    res = CliRunner().invoke(cli, ["verify", str(path), *args])
    assert res.exception is None or isinstance(res.exception, SystemExit), res.output
    return res


def _note(player: str, kind: str, seq: int) -> str:
    return f"The header gives no `first`: {player} is taken as the first player, from their {kind} at seq {seq}."


# -- 1 ---------------------------------------------------------------------------


@pytest.mark.parametrize("game, player, kind, seq", FIRST)
def test_cli_qa36_a_header_without_first_is_said_in_the_verdict(game: str, player: str, kind: str, seq: int) -> None:
    path = LOGS / f"f1_{game}_header_without_first.jsonl"
    res = _verify(path)
    assert res.exit_code == 0, res.output
    notes = [ln for ln in res.output.splitlines() if ln.startswith("Note: ")]
    assert notes[0] == "Note: " + _note(player, kind, seq)  # said first: the header is read first
    data = json.loads(_verify(path, "--json").output)
    assert data["clean"] and data["notes"][0] == _note(player, kind, seq)
    assert data["note_msgs"][0] == {
        "template": "The header gives no `first`: {player} is taken as the first player, from their {type} at seq "
                    "{seq}.", "args": {"player": player, "type": kind, "seq": seq}}
    assert sum("`first`" in n for n in data["notes"]) == 1
    log = read_log(path)
    assert log.header.first == player and log.notes == [data["note_msgs"][0]]


@pytest.mark.parametrize("game, player, kind, seq", FIRST)
def test_cli_qa36_the_twin_naming_first_has_no_note_and_is_the_same_match(game: str, player: str, kind: str,
                                                                           seq: int) -> None:
    twin = LOGS / f"f1_{game}_header_with_first_twin.jsonl"
    data = json.loads(_verify(twin, "--json").output)
    assert data["clean"] and not any("`first`" in n for n in data["notes"])
    assert read_log(twin).notes == []
    left_out = json.loads(_verify(LOGS / f"f1_{game}_header_without_first.jsonl", "--json").output)
    assert left_out["match"] == data["match"] and left_out["winner"] == data["winner"]
    assert left_out["notes"][1:] == data["notes"]  # the verdict's other notes as the twin's


@pytest.mark.parametrize("game, player, kind, seq", FIRST)
def test_cli_qa36_explain_at_that_seq_says_it(game: str, player: str, kind: str, seq: int) -> None:
    path = str(LOGS / f"f1_{game}_header_without_first.jsonl")
    res = CliRunner().invoke(cli, ["explain", path, str(seq)])
    assert res.exit_code == 0, res.output
    assert "Note: " + _note(player, kind, seq) in res.output.splitlines()
    data = json.loads(CliRunner().invoke(cli, ["explain", path, str(seq), "--json"]).output)
    assert data["notes"] == [_note(player, kind, seq)]
    other = CliRunner().invoke(cli, ["explain", path, str(seq + 1)])
    assert "`first`" not in other.output
    twin = CliRunner().invoke(cli, ["explain", str(LOGS / f"f1_{game}_header_with_first_twin.jsonl"), str(seq)])
    assert "`first`" not in twin.output


# -- 2 ---------------------------------------------------------------------------


@pytest.mark.parametrize("name, field, said", [
    ("f2_ccs_player_id_empty", "$.players[1].id", "a player's id cannot be empty"),
    ("f2_fftcg_player_id_blank", "$.players[1].id", "a player's id cannot be empty"),
    ("f2_fow_player_id_spaces_around", "$.players[1].id", "player id ' bob' has spaces around it: write \"id\": \"bob\""),
    ("f2_fftcg_two_players_one_id", "$.players[1].id",
     "two players share the id 'alice' (players 1 and 2): each player has an id of their own"),
    ("f2_fow_game_Force_of_Will", "$.game", "game 'Force of Will' is not one matchledger reads: write \"game\": "
                                            "\"force-of-will\""),
    ("f2_fow_game_fow", "$.game", "write \"game\": \"force-of-will\""),
    ("f2_fftcg_game_FFTCG", "$.game", "write \"game\": \"fftcg\""),
    ("f2_fftcg_game_spaces_around", "$.game", "write \"game\": \"fftcg\""),
    ("f2_ccs_game_Chrono_Clash", "$.game", "write \"game\": \"chrono-clash\""),
    ("f2_ccs_game_empty", "$.game", "`game` is empty: write the game the log is of (one of: chrono-clash, fftcg, "
                                    "force-of-will)"),
    ("f2_fow_Game_key", "$.game", "the header has no \"game\" field but a 'Game': field names are written in lower "
                                  "case, write \"game\""),
    ("f2_ccs_match_a_number", "$.match", "expected text, got the number 5: write \"5\" in quotes"),
    ("f2_fow_player_name_a_number", "$.players[1].name", "expected text, got the number 7: write \"7\" in quotes"),
    # (already one line at line 1: kept so)
    ("f2_fftcg_first_unknown_player", "$.first", "first player 'carol' is not seated"),
    ("f2_fftcg_deck_unknown_card", "$.players[1].deck", "card '9-999' is in neither the card statistics"),
    ("f2_ccs_version_in_quotes", "$.version", "expected a number, got the string \"1\": write 1 without quotes"),
])
def test_cli_qa36_a_malformed_header_field_is_one_line_at_line_1(name: str, field: str, said: str) -> None:
    path = LOGS / f"{name}.jsonl"
    res = _verify(path)
    assert res.exit_code == 2, res.output
    (line,) = [x for x in res.output.splitlines() if x.startswith("Error:")]
    assert line.startswith(f"Error: {path}:1: {field}: "), line
    assert said in line


@pytest.mark.parametrize("name, fix", [
    ("f2_fow_player_id_spaces_around", ('" bob"', '"bob"')),
    ("f2_fow_game_Force_of_Will", ('"Force of Will"', '"force-of-will"')),
    ("f2_fow_game_fow", ('"fow"', '"force-of-will"')),
    ("f2_fftcg_game_FFTCG", ('"FFTCG"', '"fftcg"')),
    ("f2_ccs_game_Chrono_Clash", ('"Chrono Clash"', '"chrono-clash"')),
    ("f2_fow_Game_key", ('"Game"', '"game"')),
    ("f2_ccs_match_a_number", ('"match": 5', '"match": "5"')),
])
def test_cli_qa36_the_hint_followed_leads_to_a_log_that_reads(name: str, fix: tuple[str, str], tmp_path: Path) -> None:
    head, rest = (LOGS / f"{name}.jsonl").read_text().split("\n", 1)
    assert fix[0] in head
    mended = tmp_path / "m.jsonl"
    mended.write_text(head.replace(fix[0], fix[1], 1) + "\n" + rest)
    assert _verify(mended).exit_code == 0


@pytest.mark.parametrize("name, twin, player, kind, seq", [
    ("f2_ccs_first_empty", "f1_ccs_header_with_first_twin", "alice", "CardDrawn", 1),
    ("f2_fow_first_blank", "f1_fow_header_with_first_twin", "alice", "StoneCalled", 3),
])
def test_cli_qa36_an_empty_first_is_read_as_first_left_out(name: str, twin: str, player: str, kind: str,
                                                          seq: int) -> None:
    data = json.loads(_verify(LOGS / f"{name}.jsonl", "--json").output)
    assert data["clean"] and data["notes"][0] == _note(player, kind, seq)
    assert data["match"] == json.loads(_verify(LOGS / f"{twin}.jsonl", "--json").output)["match"]


def test_cli_qa36_an_empty_first_in_a_log_of_a_concession_before_any_turn_is_read_with_a_note() -> None:
    # (Refused at `$.first` before qa38-setup 6: a concession before the first turn needs no first player.)
    head = (LOGS / "f2_ccs_first_empty.jsonl").read_text().split("\n", 1)[0]
    log = parse_log((head + '\n{"seq": 1, "type": "Conceded", "player": "bob"}\n').encode(), "m.jsonl")
    assert log.header.first == "alice" and log.left_out == ["first"]
    assert "ended by a concession before its first turn" in log.notes[0]["template"]


@pytest.mark.parametrize("name, notes", [
    ("f2_fftcg_two_players_one_name", ["alice and bob are both named 'Sam': the reports tell them apart by their ids."]),
    ("f2_fow_names_swapped_with_ids", [
        "alice is named 'Bob', another player's id: the events name players by id, so an event of bob is bob's, not "
        "alice's.",
        "bob is named 'Alice', another player's id: the events name players by id, so an event of alice is alice's, "
        "not bob's."]),
    ("f2_ccs_names_their_own", []),
])
def test_cli_qa36_players_named_alike_or_with_another_s_id_read_with_a_note(name: str, notes: list[str]) -> None:
    data = json.loads(_verify(LOGS / f"{name}.jsonl", "--json").output)
    assert data["clean"]
    assert [n for n in data["notes"] if "named" in n] == notes
    assert [m["args"].get("player") for m in data["note_msgs"] if "named" in m["template"]] == \
        [n.split(" ")[0] for n in notes]


@pytest.mark.parametrize("args, said", [
    (["schema", "fow"], "unknown game 'fow': write force-of-will"),
    (["rules", "FFTCG"], "unknown game 'FFTCG': write fftcg"),
    (["schema", "Chrono Clash"], "unknown game 'Chrono Clash': write chrono-clash"),
    (["rules", "chess"], "unknown game 'chess' (known: chrono-clash, fftcg, force-of-will)"),
])
def test_cli_qa36_a_game_argument_written_another_way_says_what_to_write(args: list[str], said: str) -> None:
    res = CliRunner().invoke(cli, args)
    assert res.exit_code == 2 and said in res.output


# -- the sweep: every header field of each game, one at a time ----------------------

_SRC = {"chrono-clash": SAMPLES / "chrono_clash" / "win-quests.jsonl",
        "fftcg": LOGS / "f1_fftcg_header_with_first_twin.jsonl",
        "force-of-will": SAMPLES / "force_of_will" / "win-by-life.jsonl"}
_VALUES = [5, -1, 2.5, "", "  ", "x", [], {}, None, True, [1], ["x"], {"a": 1}, {"a": "b"}]
#: header mutations that read as a header and are refused later, at the event they meet, rightly or as another
#: area's finding: a player renamed (the events name them by the old id: the event's line is the one that does not
#: match), and an empty `order` in Force of Will and FFTCG (the deck is set up from it, 0 cards: reported to the
#: engines' fixers, as Chrono Clash reads a short order as the known top of the deck)
_LATER = {("chrono-clash", "players[1].id", '"x"'), ("fftcg", "players[1].id", '"x"'),
          ("force-of-will", "players[1].id", '"x"'), ("fftcg", "players[1].order", "[]"),
          ("force-of-will", "players[1].order", "[]"), ("force-of-will", "players[1].stone_order", "[]")}


def _mutations(game: str):
    text = _SRC[game].read_text()
    head, rest = text.split("\n", 1)
    base = json.loads(head)
    from ledger.log import game_module

    mod = game_module(game)
    for f in mod.Header.__struct_fields__:
        for v in ["missing", *_VALUES]:
            h = copy.deepcopy(base)
            h.pop(f, None) if v == "missing" else h.__setitem__(f, v)
            yield f, v, json.dumps(h) + "\n" + rest
    for f in mod.Player.__struct_fields__:
        for v in ["missing", *_VALUES]:
            h = copy.deepcopy(base)
            h["players"][1].pop(f, None) if v == "missing" else h["players"][1].__setitem__(f, v)
            yield f"players[1].{f}", v, json.dumps(h) + "\n" + rest


@pytest.mark.parametrize("game", sorted(_SRC))
def test_cli_qa36_every_header_field_malformed_reads_or_is_one_line_at_line_1(game: str, tmp_path: Path) -> None:
    runner = CliRunner()
    path = tmp_path / "m.jsonl"
    bad = []
    for field, value, text in _mutations(game):
        path.write_text(text)
        res = runner.invoke(cli, ["verify", str(path)])
        shown = "missing" if value == "missing" else json.dumps(value)
        if res.exception is not None and not isinstance(res.exception, SystemExit):
            bad.append((field, shown, f"crash: {res.exception!r}"))
            continue
        if res.exit_code in (0, 1):
            continue
        errors = [x for x in res.output.splitlines() if x.startswith("Error:")]
        if res.exit_code != 2 or len(errors) != 1:
            bad.append((field, shown, res.output[-300:]))
        elif not re.match(rf"Error: {re.escape(str(path))}:1: \$", errors[0]) and (game, field, shown) not in _LATER:
            bad.append((field, shown, errors[0]))
    assert bad == []
