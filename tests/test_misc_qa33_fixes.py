"""Round 33's small leftovers across the CLI, the log reader and Force of Will's quotes, one test or more each.

1. A single id where the format wants a list (``"targets": "bob.10"``) was refused with msgspec's "Expected
   `array`, got `str`"; the refusal stays (exit 2, file:line and field) and now says what to write
   (``expected a list, got the string "bob.10": write ["bob.10"]``), for every list field of the format (the
   header's ``order``, FFTCG's ``payment`` given one object); where the value in ``[ ]`` still would not read, it
   says a list is written in ``[ ]`` and no more.
2. ``decklist check`` of a text FFTCG list with a serial no card has (``3 1-16 Tifa``) named no line
   (``lists.txt: main: '1-16' is no fftcg card serial``): the line was looked up by the serial alone, while the list
   keeps it by its line's ``SERIAL NAME``. Now ``lists.txt:8: main: …``, as Chrono Clash's and Force of Will's
   text lists (and the JSON list) already said.
3. ``record`` (live entry at the table) refused a Force of Will draw naming the id one past the end of the main
   deck (``card id 'alice.8' is no card of this match``), while a whole log reads it (``Board.past_end``) as the
   failed draw that loses the game, or, cards left, as the draw of the top card, a note. The live check now reads
   it as the whole-log reader does (one reading: ``projections.names.as_checked``); a card id the match lacks
   otherwise is still asked again.
4. ``fow.turn.not-your-turn`` quoted the main phase's permissive « Vous pouvez faire plusieurs actions dans
   n'importe quel ordre… », which allows and does not say what went wrong; it now cites § Phase de Fin and quotes
   the turn sequence's sentence saying whose turn it is: « Alors l'adversaire devient le joueur actif et commence
   son tour. » Of the other rules whose quote only allows, ``fftcg.search.no-match`` quoted only « vous pouvez
   choisir de ne pas l'ajouter » (finding nothing); it now quotes the Search trait's sentences that say what is
   found (« la carte correspondante à la description … dans votre Deck », « Enfin mélanger votre deck. ») before it.
5. ``replay`` of a log whose final draw, naming no card under the wrong name (alice's, in bob's Draw phase), is read
   as the due player's (bob drew his deck's last card, bob.50, and lost) said "bob draws nothing (the deck is
   empty)": the line was made from the event (no card) alone. The reading now leaves on its board the cards it
   took the draw as (``Board.named_draw``/``named_cards``, as a draw naming no card already did), and the line is
   made from them: "bob draws Black Mage 1-010 (bob.50) (the log names alice)" (replay and explain). The same
   for Force of Will's draw naming the id one past the end of the main deck (finding 3's logs): "bob draws bob.8"
   is now "bob cannot draw: the main deck is empty (the log names bob.8)" where that draw lost the game, and "alice
   draws the top card of the main deck (the log names alice.8)" where cards were left.

The logs are in tests/logs/misc_qa33/ (f1_targets_string: Chrono Clash's balanced-duel sample with its seq 43's
targets written as one string; err6_targets_string: the tester's, /tmp/qa33-ccs; f2_fftcg_lists_*: the sample
fftcg-paper-table.txt with Tifa's serial written 1-16 and 1-16H); finding 3 types the Force of Will
round-33 tester's logs (tests/logs/fow_qa33/pd3_*, pd4_*) into ``record``; f5_*: FFTCG round 33c's
do5_wrong_player_final_draw_nocard and its twin with bob's own name on that draw.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import cli

LOGS = Path(__file__).resolve().parent / "logs" / "misc_qa33"
SAMPLES = Path(__file__).resolve().parent.parent / "sample_logs"


def _verify(path: Path) -> tuple[int, str]:
    res = CliRunner().invoke(cli, ["verify", "--json", str(path)])
    return res.exit_code, res.stdout


def _error(path: Path) -> dict:
    code, out = _verify(path)
    assert code == 2, out
    return json.loads(out)


# -- 1. one value where a list belongs ---------------------------------------------------------------------------

def test_misc_qa33_targets_string_says_what_to_write() -> None:
    err = _error(LOGS / "f1_targets_string.jsonl")
    assert (err["line"], err["field"]) == (44, "$.targets")
    assert err["error"].endswith(':44: $.targets: expected a list, got the string "bob.10": write ["bob.10"]')
    tester = _error(LOGS / "err6_targets_string.jsonl")
    assert (tester["line"], tester["field"]) == (3, "$.targets")
    assert tester["error"].endswith('$.targets: expected a list, got the string "bob.6": write ["bob.6"]')


def test_misc_qa33_targets_list_clean_twin_reads_clean() -> None:
    code, out = _verify(LOGS / "f1_targets_list_clean.jsonl")
    assert code == 0, out


def _fftcg_with(tmp_path: Path, line: int, old: str, new: str) -> Path:
    lines = (SAMPLES / "fftcg" / "win-seven-damage.jsonl").read_text().split("\n")
    assert old in lines[line]
    lines[line] = lines[line].replace(old, new, 1)
    out = tmp_path / "log.jsonl"
    out.write_text("\n".join(lines))
    return out


@pytest.mark.parametrize("old, new, line, field, said", [
    ('"payment": [{"discard": "alice.1"}]', '"payment": {"discard": "alice.1"}', 2, "$.payment",
     "$.payment: expected a list, got one object: write it inside [ ]"),
    ('"payment": [{"discard": "alice.1"}]', '"payment": "alice.1"', 2, "$.payment",
     '$.payment: expected a list (written in [ ]), got "alice.1"'),
    ('"order": ["1-009", ', '"order": "1-009", "unused": [', 0, "$.players[0].order",
     '$.players[0].order: expected a list, got the string "1-009": write ["1-009"]'),
])
def test_misc_qa33_every_list_field_says_what_to_write(tmp_path: Path, old, new, line, field, said) -> None:
    err = _error(_fftcg_with(tmp_path, line, old, new))
    assert (err["line"], err["field"]) == (line + 1, field)
    assert err["error"].endswith(f":{line + 1}: {said}")
    assert "Expected `array`" not in err["error"]


def test_misc_qa33_record_says_what_to_write_too() -> None:
    """``record`` reads a typed line with the same words (:func:`ledger.log.validation_reason`)."""
    import msgspec

    from ledger import chrono_clash
    from ledger.log import validation_reason

    line = {"seq": 1, "player": "alice", "type": "ActionPlayed", "card": "alice.3", "targets": "bob.6"}
    with pytest.raises(msgspec.ValidationError) as exc:
        msgspec.convert(line, type=chrono_clash.Event)
    why, where = validation_reason(exc.value, chrono_clash.Event, line)
    assert (str(why), where) == ('expected a list, got the string "bob.6": write ["bob.6"]', "$.targets")


# -- 2. a text list's unknown card names its line, in every game ----------------------------------------------------

def _check(match: Path, lists: Path) -> tuple[int, str]:
    res = CliRunner().invoke(cli, ["decklist", "check", str(match), str(lists)])
    return res.exit_code, res.output


@pytest.mark.parametrize("name, said", [("f2_fftcg_lists_serial_1-16.txt", "'1-16'"),
                                        ("f2_fftcg_lists_serial_1-16H.txt", "'1-16H'")])
def test_misc_qa33_fftcg_text_list_unknown_serial_names_its_line(name: str, said: str) -> None:
    code, out = _check(SAMPLES / "fftcg" / "paper-table-stack-and-party-attack.jsonl", LOGS / name)
    assert code == 2, out
    assert f"{LOGS / name}:8: main: {said} is no fftcg card serial; the closest known: " in out


def test_misc_qa33_fftcg_text_list_clean_twin_is_clean() -> None:
    code, out = _check(SAMPLES / "fftcg" / "paper-table-stack-and-party-attack.jsonl",
                       SAMPLES / "decklists" / "fftcg-paper-table.txt")
    assert code == 0, out


@pytest.mark.parametrize("match, lists, old, new, line, said", [
    ("chrono_clash/win-quests.jsonl", "chrono-clash-win-quests.txt", "3 Cinder Hound", "3 Cinder Hund", 8,
     "main: 'Cinder Hund' is no chrono-clash card"),
    ("force_of_will/win-by-life.jsonl", "force-of-will-win-by-life/alice.txt", "4 Whelp Drake", "4 Whelp Drak", 8,
     "main: 'Whelp Drak' is no force-of-will card"),
    ("force_of_will/win-by-life.jsonl", "force-of-will-win-by-life/alice.txt", "Ruler: Melgis, the Flame King",
     "Ruler: Melgis the Flame Kin", 4, "ruler: 'Melgis the Flame Kin' is no force-of-will card"),
])
def test_misc_qa33_every_text_list_unknown_card_names_its_line(tmp_path: Path, match, lists, old, new, line,
                                                              said) -> None:
    text = (SAMPLES / "decklists" / lists).read_text(encoding="utf-8")
    assert old in text
    bad = tmp_path / Path(lists).name
    bad.write_text(text.replace(old, new, 1), encoding="utf-8")
    code, out = _check(SAMPLES / match, bad)
    assert code == 2, out
    assert f"{bad}:{line}: {said}" in out


# -- 3. record: a draw naming the id one past the end of the main deck ------------------------------------------------

FOW33 = Path(__file__).resolve().parent / "logs" / "fow_qa33"


def _record_whole(tmp_path: Path, name: str, confirm: tuple[int, ...] = ()) -> tuple[str, str]:
    """``record`` fed log ``name`` of tests/logs/fow_qa33 as typed at the table (``y`` after the events at the
    indexes ``confirm``, the ones that break a rule): its output and the db."""
    import json

    lines = (FOW33 / name).read_text().splitlines()
    header = tmp_path / "header.jsonl"
    header.write_text(lines[0] + "\n")
    typed = []
    for k, line in enumerate(lines[1:]):
        data = json.loads(line)
        data.pop("seq")
        typed.append(json.dumps(data))
        if k in confirm:
            typed.append("y")
    db = str(tmp_path / "l.db")
    res = CliRunner().invoke(cli, ["record", "force-of-will", "--header", str(header), "--db", db],
                             input="\n".join(typed) + "\nend\n")
    assert res.exit_code == 0, res.output
    return res.output, db


def _stored_verdict(db: str):
    from ledger.store import Ledger
    from projections import core

    with Ledger(db) as led:
        (match,) = led.list_matches()
        return core.verify(led.load(match.id))


def test_misc_qa33_record_takes_a_draw_past_the_end_with_cards_left(tmp_path: Path) -> None:
    out, db = _record_whole(tmp_path, "pd4_past_end_id_cards_left.jsonl")
    assert "is no card of this match" not in out
    assert "Recorded seq 6." in out and "Recorded seq 14." in out
    v = _stored_verdict(db)
    assert v.violations == [] and v.winner == "alice"
    assert len(v.notes) >= 1 and any("alice's draw names an id past the end of the main deck" in str(n)
                                     for n in v.notes)


def test_misc_qa33_record_takes_the_failed_draw_that_loses(tmp_path: Path) -> None:
    # (the log has no TurnEnded: its first turn's end is flagged at seq 2 and confirmed at the table)
    out, db = _record_whole(tmp_path, "pd3_empty_deck_draw_noend_last.jsonl", confirm=(1,))
    assert "is no card of this match" not in out
    assert "Recorded seq 10." in out
    assert ("The match is over (alice wins: bob must draw in the draw phase, but the main deck is empty): enter what "
            "the table played after it") in out  # (qa34b: what the table played after may be entered; none here)
    v = _stored_verdict(db)
    assert [(x.seq, x.rule) for x in v.violations] == [(2, "fow.turn.not-your-turn")] and v.winner == "alice"


def test_misc_qa33_record_still_asks_again_for_an_id_the_match_lacks(tmp_path: Path) -> None:
    """An id two past the end of the deck is no card of the match: asked again, as a whole log is refused."""
    import json

    lines = (FOW33 / "pd4_past_end_id_cards_left.jsonl").read_text().splitlines()
    header = tmp_path / "header.jsonl"
    header.write_text(lines[0] + "\n")
    typed = [json.loads(x) for x in lines[1:6]]
    for d in typed:
        d.pop("seq")
    slips = [{"type": "CardDrawn", "player": "alice", "card": "alice.9"}]
    db = str(tmp_path / "l.db")
    res = CliRunner().invoke(cli, ["record", "force-of-will", "--header", str(header), "--db", db],
                             input="\n".join(json.dumps(d) for d in typed + slips) + "\nend\n")
    assert res.exit_code == 0, res.output
    assert "$.card: card id 'alice.9' is no card of this match" in res.output
    assert "Recorded seq 5." in res.output and "Recorded seq 6." not in res.output


# -- 4. the words quoted for fow.turn.not-your-turn (and fftcg.search.no-match) ------------------------------------

def _quoted(game: str, rid: str) -> str:
    from projections import ruletexts as R

    _, words = R.quote_parts(game, rid, "fr")
    return " ".join([words] if isinstance(words, str) else words)


def test_misc_qa33_not_your_turn_quotes_whose_turn_it_is() -> None:
    from projections import core, ruletexts as R

    rule = core.engine("force-of-will").RULES["fow.turn.not-your-turn"]
    assert R.parse_ref(rule.ref)["section"] == "Phase de Fin"
    text = _quoted("force-of-will", "fow.turn.not-your-turn")
    assert text == "Alors l'adversaire devient le joueur actif et commence son tour."
    assert "plusieurs actions dans n'importe quel ordre" not in text
    assert "active player" in rule.text and "main phase" not in rule.source


def test_misc_qa33_not_your_turn_report_quotes_the_turn_sequence() -> None:
    code, out = _verify_text(FOW33 / "nt_base.jsonl")
    assert code == 1, out
    at = out.index("fow.turn.not-your-turn")
    block = out[at:at + 600]
    assert "section Phase de Fin" in block and "«Alors l'adversaire devient le joueur actif et commence son tour.»" in block
    assert "plusieurs actions" not in out


def _verify_text(path: Path) -> tuple[int, str]:
    res = CliRunner().invoke(cli, ["verify", str(path)])
    return res.exit_code, res.stdout


def test_misc_qa33_search_quotes_what_is_found() -> None:
    text = _quoted("fftcg", "fftcg.search.no-match")
    assert "la carte correspondante à la description mentionnant ce trait dans votre Deck" in text
    assert "Enfin mélanger votre deck." in text


# -- 5. replay says what the verdict's reading did with a draw ------------------------------------------------------

def _out(*args: str) -> str:
    res = CliRunner().invoke(cli, list(args))
    assert res.exit_code in (0, 1), res.output
    return res.stdout


def test_misc_qa33_replay_says_the_due_players_final_draw() -> None:
    log = str(LOGS / "f5_wrong_player_final_draw_nocard.jsonl")
    shown = _out("replay", log, "--at", "451").splitlines()
    assert shown[1] == "bob draws Black Mage 1-010 (bob.50) (the log names alice)"
    assert "draws nothing" not in "\n".join(shown)
    assert "Game over: alice wins: bob had no card left to draw" in shown
    said = _out("explain", log, "451").splitlines()[0]
    assert said.endswith(": bob draws Black Mage 1-010 (bob.50) (the log names alice)")


def test_misc_qa33_final_draw_verdict_and_twin() -> None:
    from ledger.log import read_log
    from projections import core

    v = core.verify(read_log(LOGS / "f5_wrong_player_final_draw_nocard.jsonl"))
    assert [(x.seq, x.rule, x.read_as) for x in v.violations] == [(451, "fftcg.turn.not-your-turn", "bob")]
    assert v.winner == "alice"
    twin = core.verify(read_log(LOGS / "f5_final_draw_nocard_clean.jsonl"))
    assert twin.violations == [] and twin.winner == "alice"
    shown = _out("replay", str(LOGS / "f5_final_draw_nocard_clean.jsonl"), "--at", "451").splitlines()
    assert shown[1] == "bob draws Black Mage 1-010 (bob.50)"


@pytest.mark.parametrize("name, seq, line", [
    ("pd3_empty_deck_draw_last.jsonl", 15, "Event 15: bob cannot draw: the main deck is empty (the log names bob.8)"),
    ("pd3_empty_deck_draw_noend_last.jsonl", 10,
     "Event 10: bob cannot draw: the main deck is empty (the log names bob.8)"),
    ("pd4_past_end_id_cards_left.jsonl", 6,
     "Event 6: alice draws the top card of the main deck (the log names alice.8)"),
])
def test_misc_qa33_fow_replay_says_the_draw_past_the_deck_end(name: str, seq: int, line: str) -> None:
    shown = _out("replay", str(FOW33 / name), "--at", str(seq)).splitlines()
    assert shown[1] == line
