"""Bad input after the 38th outside round (qa38-input: a judge handing the tool imperfect files). Each refusal is
one line that says what to fix:

4. A second header in the file (two logs run together, a header pasted mid-file) is said as one ("two logs in one
   file? Split them"), not as an event with no ``type``.
5. Two events written in the wrong order (seq 5 before seq 4) are "out of order", naming the line of the seq that
   comes later, not "seq 5 leaves out seq 4".
6. msgspec's bare words get what to write: a line that is ``null``, a number or a string; ``seq`` of the wrong type
   or too large; ``player`` as a list; ``shuffle_seed`` as a string; a ``//`` or ``#`` comment line.
10. ``players`` written as an object: the value echoed is cut to its first 60 characters.
7. A deck-list file that is not UTF-8: the byte, its column, the field (``name``) and "save the deck list as UTF-8".
2. A Force of Will deck naming Demonflame by its French name (Flammedémon) is "the same deck" (docs/force-of-will.md):
   ``diff`` now says so and exits 0 ("Identical"). The match id stays the hash of the header as written: a match
   stored with a French name keeps its id (canonicalising names before hashing would change the ids of matches
   already imported), so the two logs keep two ids, and ``diff`` says that too.
3. An FFTCG deck entry written as the seed prints a card (``"[1-009C] Cloud"``, or ``"1-009 Cloud"``) is refused
   still (the docs read the serial with its rarity letter, ``1-009C``, not a name after it), now with "did you mean
   '1-009' (Cloud 1-009)". (Round 39: read as that serial's card, the name checked: tests/test_fftcg_qa39_fixes.py.)
11. ``"game": "FF"`` gets ``write "game": "fftcg"`` as the other short names do.
1. A Chrono Clash header whose deck list is empty (its 51-card order kept): the registered list is judged too,
   ``ccs.deck.min-size`` beside ``ccs.log.deck-order``, as FFTCG gives ``fftcg.deck.size`` (Force of Will's basic
   rules set no deck size: ``fow.log.deck-order`` only).
9. ``ccs.log.deck-order`` and ``fftcg.log.deck-order`` quote their rule's words, as ``fow.log.deck-order`` does
   (the sentence stands in docs/log-format.md § Header, the source they cite).
8. ``record``: another game's event typed (as JSON or as ``Type field=value``) is said as the log reader says it
   ("it is a 'force-of-will' event"), not "Invalid value 'StoneCalled'".
12. Small CLI points: ``verify`` of a folder holding no log says so on stderr too; ``explain`` of a header-only
    log says the log has no events (not "events 1..0"); ``replay --as Alice`` (a display name) gives the id to
    write; ``explain LOG x`` is one line; ``view -o`` into a missing folder names the folder. (A ledger cut short:
    audit exit 1, verify exit 2, is what docs/reliability.md says: left as it is.)

Each fault's clean twin (the same log with the fault mended) reads and verifies clean.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import cli
from ledger.decklist import parse_decklists
from ledger.errors import LogError
from ledger.log import parse_log

ROOT = Path(__file__).resolve().parents[1]
LOGS = ROOT / "tests" / "logs" / "input_qa38"
CCS_SAMPLE = ROOT / "sample_logs" / "chrono_clash" / "win-quests.jsonl"


def refused(data: bytes) -> LogError:
    """The one-line error verify gives (exit 2): the reader's, or the set-up's names check's."""
    from projections import core

    with pytest.raises(LogError) as exc:
        core.verify(parse_log(data, "m.jsonl"))
    assert "\n" not in str(exc.value)
    return exc.value


def clean(data: bytes) -> None:
    """The log reads, and verify finds nothing in it."""
    from projections import core

    assert core.verify(parse_log(data, "m.jsonl")).violations == []


def lines(name: str) -> list[bytes]:
    return (LOGS / name).read_bytes().splitlines(keepends=True)


# -- 4: a second header ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("name, at", [("ccs-two-headers.jsonl", 6), ("fow-concat-two-logs.jsonl", 81)])
def test_a_second_header_is_said_as_one(name, at):
    err = refused((LOGS / name).read_bytes())
    assert err.line == at
    assert "a second header" in str(err) and "two logs in one file? Split them" in str(err)
    assert "has no \"type\"" not in str(err)
    # the clean twin: the file up to the second header (the first log alone)
    clean(b"".join(lines(name)[:at - 1]))


def test_an_event_with_no_type_is_still_said_as_one():
    data = lines("ccs-two-headers.jsonl")[:5] + [b'{"seq": 5, "player": "alice"}\n']
    err = refused(b"".join(data))
    assert err.field == "$.type" and "the event has no \"type\"" in str(err)


# -- 5: events out of order --------------------------------------------------------------------------------------


def test_seqs_swapped_are_out_of_order_not_left_out():
    err = refused((LOGS / "ccs-seq-swapped.jsonl").read_bytes())
    assert (err.line, err.field) == (5, "$.seq")
    assert "seq 5 comes before seq 4 (line 6): the events are out of order" in str(err)
    assert "leaves out" not in str(err)
    twin = lines("ccs-seq-swapped.jsonl")
    twin[4], twin[5] = twin[5], twin[4]
    clean(b"".join(twin))


def test_a_seq_truly_left_out_is_still_left_out():
    data = lines("ccs-seq-swapped.jsonl")
    data[4], data[5] = data[5], data[4]
    del data[4]  # seq 4 is gone: seq 5 follows seq 3
    err = refused(b"".join(data))
    assert str(err).endswith("$.seq: seq 5 leaves out seq 4: events must be numbered 1, 2, 3...")


# -- 6: the decoder's words with what to write -------------------------------------------------------------------


@pytest.mark.parametrize("name, field, said", [
    ("line-null.jsonl", "$", "the line is null, not an object: each line of a match log is one JSON object in { }"),
    ("line-number.jsonl", "$", "the line is 42, not an object"),
    ("seq-null.jsonl", "$.seq", "Expected `int`, got `null`: seq is the event's number: a whole number like 5"),
    ("seq-true.jsonl", "$.seq", "Expected `int`, got `bool`: seq is the event's number: a whole number like 5"),
    ("seq-1e400.jsonl", "$.seq", "Number out of range: seq is the event's number: a whole number like 5"),
    ("ccs-player-list.jsonl", "$.player", "got `array`: `player` names one player by id, in quotes, like \"alice\""),
    ("ccs-seed-string.jsonl", "$.shuffle_seed",
     "got `str`: shuffle_seed is a whole number like 12345, without quotes"),
])
def test_the_decoders_words_say_what_to_write(name, field, said):
    err = refused((LOGS / name).read_bytes())
    assert err.field == field
    assert said in str(err)


@pytest.mark.parametrize("name", ["comment-line.jsonl", "hash-comment.jsonl"])
def test_a_comment_line_is_said_as_one(name):
    err = refused((LOGS / name).read_bytes())
    assert err.line == 4
    assert "the line is a comment: JSON Lines has no comments; remove the line" in str(err)
    assert "invalid character" not in str(err)
    # the clean twin: the comment line removed
    clean(b"".join(ln for ln in lines(name) if not ln.lstrip().startswith((b"//", b"#"))))


def test_the_sample_the_faults_were_made_from_is_clean():
    clean(CCS_SAMPLE.read_bytes())


# -- 10: a long value is cut -------------------------------------------------------------------------------------


def test_players_as_an_object_echoes_the_value_cut_short():
    err = refused((LOGS / "ccs-players-object.jsonl").read_bytes())
    assert err.field == "$.players" and "expected a list (written in [ ]), got {\"alice\"" in str(err)
    assert str(err).endswith("\u2026") and len(str(err)) < 200


# -- 7: a deck list not UTF-8 ------------------------------------------------------------------------------------


def test_a_deck_list_not_utf8_names_the_byte_and_says_save_as_utf8():
    data = (LOGS / "latin1-decklist.txt").read_bytes()
    with pytest.raises(LogError) as exc:
        parse_decklists(data, "lists.txt")
    err = exc.value
    assert (err.line, err.field) == (8, "name")
    assert str(err) == ("lists.txt:8: name: byte 0xe9 at column 16 is not UTF-8 text: save the deck list as UTF-8 (it "
                        "may be Latin-1 or Windows-1252)")
    # the same list saved as UTF-8 reads
    assert parse_decklists(data.decode("latin-1").encode("utf-8"), "lists.txt")


def test_a_deck_list_not_utf8_in_json_output_has_its_field(tmp_path):
    lst = tmp_path / "lists.txt"
    lst.write_bytes((LOGS / "latin1-decklist.txt").read_bytes())
    res = CliRunner().invoke(cli, ["decklist", "check", "--json", str(CCS_SAMPLE), str(lst)])
    assert res.exit_code == 2
    out = json.loads(res.stdout)
    assert (out["line"], out["field"]) == (8, "name") and "save the deck list as UTF-8" in out["message"]


# -- 2: the same deck, a card named in French ----------------------------------------------------------------------

FOW_SAMPLE = ROOT / "sample_logs" / "force_of_will" / "win-by-life.jsonl"


def test_a_french_card_name_is_the_same_deck_for_diff():
    french = LOGS / "fow-deck-french-flammedemon.jsonl"
    assert '"Flamm' in french.read_text(encoding="utf-8")
    res = CliRunner().invoke(cli, ["diff", str(FOW_SAMPLE), str(french)])
    assert res.exit_code == 0, res.output
    assert "the same decks, so the same match, though the match ids differ" in res.stdout
    # (qa38h finding 3: not "Identical: both logs record the same match", which the match ids contradict)
    assert "The events are identical, event for event." in res.stdout and "headers differ" not in res.stdout
    assert "Identical: both logs record the same match" not in res.stdout
    out = json.loads(CliRunner().invoke(cli, ["diff", "--json", str(FOW_SAMPLE), str(french)]).stdout)
    assert out["identical"] is True and out["same_decks_other_names"] is True
    # the match ids stay those of the headers as written (a stored match keeps its id)
    a, b = parse_log(FOW_SAMPLE.read_bytes(), "a"), parse_log(french.read_bytes(), "b")
    assert (a.match_id(), b.match_id()) == ("deca2d54-0206-5109-917d-69d0b6bd1156",
                                           "4d542360-3a8f-5e51-826c-428ba3d8cddf")
    # and the French log verifies clean, as its English twin does
    clean(french.read_bytes())
    clean(FOW_SAMPLE.read_bytes())


def test_another_deck_still_differs_for_diff(tmp_path):
    other = tmp_path / "other.jsonl"
    other.write_bytes(FOW_SAMPLE.read_bytes().replace(b'"Demonflame":4', b'"Demonflame":3', 1))
    assert other.read_bytes() != FOW_SAMPLE.read_bytes()
    res = CliRunner().invoke(cli, ["diff", str(FOW_SAMPLE), str(other)])
    assert res.exit_code == 1 and "The headers differ (seq 0)" in res.stdout
    assert "the same decks" not in res.stdout


# -- 3 and 11: FFTCG's names ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("written", ["[1-009C] Cloud", "1-009 Cloud", "[1-009] Cloud"])
def test_an_fftcg_serial_as_the_seed_prints_it_is_that_serials_card(written):
    # (Round 39, tests/test_fftcg_qa39_fixes.py F5: read as the card 1-009, no longer refused with a hint.)
    data = (LOGS / "ff-deck-seed-style.jsonl").read_bytes()
    assert b'"[1-009C] Cloud": 3' in data
    clean(data.replace(b"[1-009C] Cloud", written.encode()))
    # the clean twin: the serial as the format writes it (or in its printed form, with the rarity letter)
    clean(data.replace(b'"[1-009C] Cloud"', b'"1-009"'))
    clean(data.replace(b'"[1-009C] Cloud"', b'"1-009C"'))
    # a name that is not the serial's card's: refused, naming the entry
    err = refused(data.replace(b"[1-009C] Cloud", b"[1-009C] Tifa"))
    assert err.field == "$.players[0].deck"
    assert str(err).endswith("the entry '[1-009C] Tifa': 1-009 is 'Cloud', not 'Tifa'")


def test_game_ff_gets_write_fftcg():
    data = (LOGS / "ff-game-spelled.jsonl").read_bytes()
    err = refused(data)
    assert err.field == "$.game" and "game 'FF' is not one matchledger reads: write \"game\": \"fftcg\"" in str(err)
    clean(data.replace(b'"game": "FF"', b'"game": "fftcg"', 1))


# -- 1 and 9: an empty deck list beside a whole order ----------------------------------------------------------------


def _verdict(data: bytes):
    from projections import core

    return core.verify(parse_log(data, "m.jsonl"))


@pytest.mark.parametrize("name, rules, winner", [
    ("ccs-player-deck-empty.jsonl", ["ccs.log.deck-order", "ccs.deck.min-size"], "alice"),
    ("ff-player-deck-empty.jsonl", ["fftcg.log.deck-order", "fftcg.deck.size"], "alice"),
    ("fow-player-deck-empty.jsonl", ["fow.log.deck-order"], "alice"),
])
def test_an_empty_deck_list_is_judged_for_its_size(name, rules, winner):
    v = _verdict((LOGS / name).read_bytes())
    assert [(x.seq, x.rule, x.player) for x in v.violations] == [(0, r, "bob") for r in rules]
    assert v.winner == winner
    if name.startswith("ccs"):
        assert v.violations[1].message == "bob's registered deck list has 0 cards; it must have at least 50"


def test_a_short_order_over_a_whole_list_is_no_deck_size_breach():
    # the clean twin: the sample the log was made from (bob's list and order agree)
    assert _verdict(CCS_SAMPLE.read_bytes()).violations == []


@pytest.mark.parametrize("game", ["chrono-clash", "fftcg", "force-of-will"])
def test_every_deck_order_rule_quotes_its_words_and_they_are_in_the_cited_doc(game):
    from projections import core

    prefix = {"chrono-clash": "ccs", "fftcg": "fftcg", "force-of-will": "fow"}[game]
    rule = core.engine(game).RULES[f"{prefix}.log.deck-order"]
    assert rule.text == "A recorded deck order holds exactly the cards of the player's deck list."
    assert rule.ref == "docs/log-format.md § Header"
    doc = " ".join((ROOT / "docs" / "log-format.md").read_text(encoding="utf-8").split())
    assert rule.text in doc


def test_the_deck_order_rule_words_are_printed():
    res = CliRunner().invoke(cli, ["verify", str(LOGS / "ccs-player-deck-empty.jsonl")])
    assert res.exit_code == 1
    assert ('Rule (matchledger docs/log-format.md, section Header): "A recorded deck order holds exactly the cards '
            "of the player's deck list.\"") in res.stdout


# -- 8: record, another game's event -------------------------------------------------------------------------------


def test_record_says_which_game_an_event_belongs_to(tmp_path):
    typed = ('{"type":"StoneCalled","seq":1,"player":"alice"}\nStoneCalled card=alice.1\n{"type":"CardDrawm"}\n'
             "quit\n")
    res = CliRunner().invoke(cli, ["record", "chrono-clash", "--header", str(LOGS / "rec-header.jsonl"),
                                   "--db", str(tmp_path / "t.db")], input=typed)
    said = "($.type: event type 'StoneCalled' is not a chrono-clash event; it is a 'force-of-will' event"
    assert res.output.count(said) == 2, res.output
    assert "($.type: event type 'CardDrawm' is not a chrono-clash event; did you mean 'CardDrawn'?)" in res.output
    assert "Invalid value" not in res.output
    # the twin: this game's event is taken
    ok = CliRunner().invoke(cli, ["record", "chrono-clash", "--header", str(LOGS / "rec-header.jsonl"),
                                  "--db", str(tmp_path / "u.db")], input="1\nquit\n")
    assert ok.exit_code == 0 and "is not a chrono-clash event" not in ok.output and "[seq 2]" in ok.output


# -- 12: small CLI points ------------------------------------------------------------------------------------------


def test_verify_of_a_folder_with_no_log_says_so_on_stderr(tmp_path):
    empty = tmp_path / "empty"
    empty.mkdir()
    res = CliRunner().invoke(cli, ["verify", str(empty)])
    assert res.exit_code == 2
    assert res.stderr.strip() == f"Error: {empty}: a folder with no .jsonl match logs in it"
    # the twin: a folder holding a log verifies it, and says nothing on stderr
    (empty / "m.jsonl").write_bytes(CCS_SAMPLE.read_bytes())
    ok = CliRunner().invoke(cli, ["verify", str(empty)])
    assert ok.exit_code == 0 and ok.stderr == ""


def test_explain_of_a_header_only_log_says_it_has_no_events(tmp_path):
    head = tmp_path / "h.jsonl"
    head.write_bytes(CCS_SAMPLE.read_bytes().splitlines(keepends=True)[0])
    res = CliRunner().invoke(cli, ["explain", str(head), "3"])
    assert res.exit_code == 2
    assert res.stderr.strip() == (f"Error: {head}: the log has no events, only its header: there is no seq 3 (0 is "
                                  "the set-up)")
    assert CliRunner().invoke(cli, ["explain", str(head), "0"]).exit_code == 0


def test_explain_with_a_word_for_seq_is_one_line():
    res = CliRunner().invoke(cli, ["explain", str(CCS_SAMPLE), "x"])
    assert res.exit_code == 2 and "Usage:" not in res.output
    assert res.stderr.strip() == ("Error: Invalid value for 'SEQ': 'x' is not a number: write the event's number, a "
                                  "whole number like 5 (0: the set-up)")


def test_replay_as_a_display_name_gives_the_id():
    res = CliRunner().invoke(cli, ["replay", "--as", "Alice", "--at", "2", str(CCS_SAMPLE)])
    assert res.exit_code == 2
    assert res.stderr.strip() == "Error: --as 'Alice': a player is named by id, and this is 'alice': write --as alice"
    assert CliRunner().invoke(cli, ["replay", "--as", "alice", "--at", "2", str(CCS_SAMPLE)]).exit_code == 0
    other = CliRunner().invoke(cli, ["replay", "--as", "carol", "--at", "2", str(CCS_SAMPLE)])
    assert "not a player of this match (players: alice, bob" in other.stderr


def test_view_into_a_missing_folder_names_it(tmp_path):
    out = tmp_path / "missing" / "x.html"
    res = CliRunner().invoke(cli, ["view", "-o", str(out), str(CCS_SAMPLE)])
    assert res.exit_code == 2 and not out.parent.exists()
    assert res.stderr.strip() == (f"Error: {out}: the folder {out.parent} does not exist: create it first, or write "
                                  "the file elsewhere")
    out.parent.mkdir()
    assert CliRunner().invoke(cli, ["view", "-o", str(out), str(CCS_SAMPLE)]).exit_code == 0 and out.exists()
