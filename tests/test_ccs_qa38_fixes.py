"""Chrono Clash System: the leftovers of round 37 (the testers' logs /tmp/qa37-view and /tmp/qa36b-ccs, kept in
tests/logs/ccs_qa38/), one test or more each.

1. qa37-view item 3, ``ccs-fault-at-seq1`` (twin ``ccs-clean-twin``): alice's draw at seq 1 names alice.12 from under
   the top (``ccs.draw.not-top``, right); her draw at 5 names alice.12 again, a card in her hand since then. The
   documented reading (docs/chrono-clash-icons.md, Readings: "A card drawn from under the top") takes it as the card
   that was on top then (alice.11): the board gains Blaze Captain while the event line says Tide Scholar. Before:
   nothing said so. Now a note at 5 names both cards and seq 1; still one violation, the first draw's. The same
   reading of a guardian revealed again ("A guardian revealed out of order") gets the same kind of note. A third
   draw naming alice.12 (a card in the hand, the swap used up) is still its own ``ccs.draw.not-top``.
2. qa37-view item 4, ``ccs-quest-summoned-seq7``: Magma Brute, summoned at 6 (its cost ended the turn), sent on a
   quest at 7. The verdict stays one fault, ``ccs.gauge.turn-over`` (docs: "A card played after the turn is over":
   "The same holds for a quest or a tap ability used after the turn is over: ``ccs.gauge.turn-over`` only, not also
   ``ccs.quest.summoned-this-turn``"). Before: ``explain 7`` listed "[ok] ccs.quest.summoned-this-turn", a check
   the verdict did not make. Now explain marks it "not flagged" with why (the turn was already over, the act's one
   fault); its JSON has ``moot`` on that rule. A quest after the turn with a battler of an earlier turn has no such
   mark.
3. qa36b-ccs F4, ``4p-seats-1234-alice-twice-r1`` (seats a, b, c, d; played a, b, a, c, d): the verdict is one
   ``ccs.turn.order-multiplayer`` at 5 (right). Before: ``replay --at 7`` showed the seats re-read as a, c, b, d with
   no note (the reading dave's draw at 9 takes back, and its note with it), and ``explain 7`` met "active: bob". Now
   replay and explain show the boards between the reading and its taking back as the verdict reads them: the seats'
   order, carol's turn (the one alice took) beginning after alice's at 6, dave's after carol's at 8.
"""

from __future__ import annotations

import json

from ccs import Logged

_LOGGED = Logged("ccs_qa38")
_QA15 = Logged("ccs_qa15")


# -- 1. A draw naming again a card drawn from under the top --------------------------------------------------------

def test_a_draw_naming_again_the_card_drawn_from_under_the_top_is_noted():
    result = _LOGGED.verdict("ccs-fault-at-seq1")
    assert [(v.seq, v.rule) for v in result.violations] == [(1, "ccs.draw.not-top")]
    assert result.root_causes == 1
    assert result.winner == "alice"
    assert ("seq 5: the log has alice draw Tide Scholar (alice.12) again, a card already in their hand since the draw "
            "from under the top at seq 1; this draw is read as the card that was on top then, Blaze Captain "
            "(alice.11)") in [str(n) for n in result.notes]
    alice = _LOGGED.board_kept("ccs-fault-at-seq1", 5).seat("alice")
    assert {"alice.11", "alice.12"} <= set(alice.hand)  # the top card drawn at 5, the card drawn at 1 still held
    assert alice.deck[0] == "alice.13"


def test_the_clean_twin_has_no_violation_and_no_such_note():
    result = _LOGGED.verdict("ccs-clean-twin")
    assert result.violations == [] and result.winner == "alice"
    assert not any("again" in str(n) for n in result.notes)


def test_a_third_draw_of_the_card_in_hand_is_still_flagged():
    result = _LOGGED.verdict("ccs-fault-at-seq1-drawn-a-third-time")
    assert [(v.seq, v.rule) for v in result.violations] == [(1, "ccs.draw.not-top"), (10, "ccs.draw.not-top")]
    assert result.violations[1].message == ("alice drew Tide Scholar (alice.12), but it was already in alice's hand, "
                                            "drawn at seq 1; the top card of the deck was Frost Warden (alice.13)")


def test_a_guardian_revealed_again_after_one_from_under_the_top_is_noted():
    result = _QA15.verdict("G_m9_rev10")
    assert [(v.seq, v.rule) for v in result.violations] == [(10, "ccs.guardian.not-top")]
    assert ("seq 13: the log has bob reveal Call of the Wild (bob.4) again, a guardian already revealed from under "
            "the top at seq 10; this reveal is read as the guardian that was on top then, Judgment Ray (bob.5)"
            ) in [str(n) for n in result.notes]


# -- 2. A quest after the turn was over, with a battler summoned this turn -----------------------------------------

def _explained(name: str, seq: int) -> dict:
    return json.loads(Logged.cli("explain", "--json", _LOGGED.path(name), str(seq)))


def test_a_quest_after_the_turn_is_one_fault_and_explain_does_not_call_the_summon_check_met():
    assert _LOGGED.found("ccs-quest-summoned-seq7") == [(7, "ccs.gauge.turn-over")]
    data = _explained("ccs-quest-summoned-seq7", 7)
    checked = {c["rule"]: c for c in data["checked"]}
    assert checked["ccs.gauge.turn-over"]["broken"] is True
    summoned = checked["ccs.quest.summoned-this-turn"]
    assert summoned["broken"] is False
    assert summoned["moot"]["template"] == ("broken too, but not flagged on its own: the turn was already over "
                                            "(ccs.gauge.turn-over), and that is this act's one fault")
    assert "moot" not in checked["ccs.quest.tapped"]  # met: Magma Brute was untapped
    text = Logged.cli("explain", _LOGGED.path("ccs-quest-summoned-seq7"), "7")
    assert "[not flagged] ccs.quest.summoned-this-turn" in text
    assert "[ok] ccs.quest.summoned-this-turn" not in text


def test_a_quest_after_the_turn_with_an_earlier_battler_has_no_such_mark():
    assert _LOGGED.found("ccs-quest-earlier-battler-seq7") == [(7, "ccs.gauge.turn-over")]
    data = _explained("ccs-quest-earlier-battler-seq7", 7)
    assert not any("moot" in c for c in data["checked"])


def test_the_quest_log_without_the_late_quest_is_clean():
    assert _LOGGED.found("ccs-quest-summoned-seq7-clean-twin") == []


# -- 3. A turn order read from the log and taken back: the boards between -------------------------------------------

def test_the_boards_between_a_seat_reading_and_its_taking_back_are_the_verdicts():
    name = "4p-seats-1234-alice-twice-r1"
    assert _LOGGED.found(name) == [(5, "ccs.turn.order-multiplayer")]
    listed = ["alice", "bob", "carol", "dave"]
    for seq, active, step in ((6, "carol", "draw"), (7, "carol", "main"), (8, "dave", "draw"), (9, "dave", "main")):
        board = _LOGGED.board_kept(name, seq)
        assert (board.active, board.step) == (active, step), seq
        assert [s.id for s in board.seats] == listed, seq
    data = _explained(name, 7)
    assert data["state"]["active"] == "carol"
    assert data["legal"] is True
    replay = Logged.cli("replay", "--at", "7", _LOGGED.path(name))
    assert "carol, seat 3" in replay and "bob, seat 2" in replay


def test_the_clean_four_player_twin_is_clean_and_its_boards_follow_the_seats():
    name = "4p-seats-1234-played-abcd-3rounds-clean"
    assert _LOGGED.found(name) == []
    assert [_LOGGED.board_kept(name, seq).active for seq in (4, 6, 8)] == ["carol", "dave", "alice"]


# -- 1b. The judge's page: the new note names alice's hidden cards, so a seat's view leaves it out -------------------

def _page(tmp_path, *extra: str) -> dict:
    import re

    from click.testing import CliRunner

    from cli.main import cli

    out = tmp_path / "page.html"
    res = CliRunner().invoke(cli, ["view", _LOGGED.path("ccs-fault-at-seq1"), "-o", str(out), *extra])
    assert res.exit_code in (0, 1), res.output
    found = re.search(r'<script[^>]*id="ml-data"[^>]*>(.*?)</script>', out.read_text(encoding="utf-8"), re.S)
    return json.loads(found.group(1))


def test_the_note_is_the_judges_and_left_out_of_a_seats_view(tmp_path):
    data = _page(tmp_path)
    notes = data["verdict"]["notes"]
    k = next(i for i, n in enumerate(notes) if n.startswith("seq 5: the log has alice draw"))
    assert data["seat_notes"]["bob"][k] is None  # alice's hand is hidden from bob
    assert data["seat_notes"]["alice"][k] == notes[k]  # her own cards
    seat_file = _page(tmp_path, "--as", "bob")
    assert not any("alice.12" in n for n in seat_file["verdict"]["notes"])
    assert any("left out of a seat's file" in n for n in seat_file["verdict"]["notes"])
