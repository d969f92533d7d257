"""Force of Will: the round-38 second regression tester's findings (qa38f G1 to G5), one test or more each.

The base position (the tester's D2, first 20 events): alice's turn 4, alice.1 Demonflame and alice.2 Whelp Drake in
her hand, Gawain (bob.4) on bob's field. The slip: ``CardPlayed alice.2`` paid with one stone, targeting bob.4 (as
written a Whelp underpaid and given a target, two faults; it fits alice.1, the Demonflame next to it).

G1. The held slip was taken as soon as an event named the neighbour, even one that proved the neighbour still in the
    hand: alice.1 played lawfully from her hand next (N1) or a turn later (N3) became ``fow.play.not-in-hand``
    (caused by the slip's flag), the Whelp went back to the hand (N1: the Whelp's lawful resolution flagged
    ``fow.chase.not-top``; N3: ``fow.end.hand-size`` with eight cards), and the table's two real faults were lost.
    Now an event naming only the neighbour decides as the one naming the written id does: lawful as written alone,
    the play was as written (``fow.will.exact`` and ``fow.play.target``, nothing after); lawful with the slip alone
    (its resolution as on the chase), the slip; lawful or faulty either way, still held.
G2. Two slips on one chase (N4): the second play (Rukh Egg alice.5 for Demonflame alice.6) was stepped with no slip
    reading while the first was held: ``fow.play.main-phase`` and ``fow.play.target`` caused by the first slip's
    flag, then ``fow.chase.not-top``. Now each reading may hold a later play by an id one off of its own: two
    ``fow.log.unknown-card`` flags, each its own root, Gawain destroyed, as with the two slips in sequence (N6).
G3. A genuine fault at the table while the slip is held (N2: a second stone call while Demonflame is on the chase)
    was ``caused_by`` the slip's clerical flag; now a fault the table made under both readings is its own root.
G4. ``replay --at`` inside the held window showed the as-written board the verdict later contradicted. Now the engine
    says the board follows two readings (``pending``) and shows the one the log keeps (``kept``), as replay and
    explain ask of Chrono Clash.
G5. Demonflame's 500 recorded as 300 and 300 (R1): two flags (the second "recorded already", though 200 were left to
    record). Now one flag at the second record: the records add up to more than the card did.

The logs are the tester's (/tmp/qa38f-fow/logs), kept whole in tests/logs/fow_qa38d/.
"""

from __future__ import annotations

from fow import Logged

from projections import core
from projections import force_of_will as fow

_LOGGED = Logged("fow_qa38d")

_AS_WRITTEN = [(21, "fow.will.exact", None), (21, "fow.play.target", None)]


def _zone(name: str, seq: int, iid: str) -> str:
    return _LOGGED.board_after(name, seq).cards[iid].zone


def _shown(name: str, seq: int):
    """The board replay shows after event ``seq``: the reading the log keeps (fow.kept)."""
    log = _LOGGED.load(name)
    board = core.new_board(log)
    for ev in log.events:
        fow.step(board, ev)
        if ev.seq == seq:
            return fow.kept(board, log.events[seq:])
    raise AssertionError(seq)


# -- G1. the neighbour named, but lawfully from the hand: the play as written ----------------------------------------

def test_fow_qa38d_slip_then_neighbour_played_lawfully_from_hand_is_as_written() -> None:
    name = "N1_slip_then_neighbour_played_lawfully_from_hand.jsonl"
    assert _LOGGED.causes(name) == _AS_WRITTEN
    assert _zone(name, 24, "alice.2") == "field" and _zone(name, 24, "alice.1") == "grave"
    assert _LOGGED.board_after(name, 24).cards["bob.4"].damage == 500


def test_fow_qa38d_slip_then_neighbour_played_lawfully_twins() -> None:
    assert _LOGGED.causes("N1twin_whelp_underpaid_targeted_then_demonflame.jsonl") == _AS_WRITTEN
    assert _LOGGED.rules("N1c_whelp_paid_right_then_demonflame_in_answer_clean.jsonl") == []


def test_fow_qa38d_slip_then_neighbour_played_a_turn_later_is_as_written() -> None:
    name = "N3_slip_unnamed_resolution_far_later_neighbour_played.jsonl"
    assert _LOGGED.causes(name) == _AS_WRITTEN
    assert _zone(name, 33, "alice.2") == "field"
    assert _LOGGED.causes("N3b_slip_unnamed_resolution_log_ends_after_bob_turn.jsonl") == _AS_WRITTEN
    assert _LOGGED.rules("N3twin_demonflame_right_id_unnamed_resolution_far_later.jsonl") == []


def test_fow_qa38d_slip_then_neighbour_resolved_is_still_the_slip() -> None:
    name = "N2twin_slip_then_resolve_neighbour.jsonl"
    assert _LOGGED.causes(name) == [(21, "fow.log.unknown-card", None)]
    assert _zone(name, 22, "alice.1") == "grave" and _zone(name, 22, "alice.2") == "hand"
    assert _LOGGED.board_after(name, 22).cards["bob.4"].damage == 500


# -- G2. two slips on one chase: both read ---------------------------------------------------------------------------

def test_fow_qa38d_two_slips_on_one_chase_are_two_flags_each_its_own_root() -> None:
    name = "N4_two_slips_on_one_chase.jsonl"
    assert _LOGGED.causes(name) == [(21, "fow.log.unknown-card", None), (22, "fow.log.unknown-card", None)]
    board = _LOGGED.board_after(name, 24)
    assert board.cards["bob.4"].zone == "grave"
    assert {board.cards[c].zone for c in ("alice.1", "alice.6")} == {"grave"}
    assert {board.cards[c].zone for c in ("alice.2", "alice.5")} == {"hand"}
    assert _LOGGED.rules("N4twin_two_demonflames_by_right_ids.jsonl") == []


def test_fow_qa38d_two_slips_in_sequence_stay_two_flags() -> None:
    assert _LOGGED.causes("N6_two_slips_in_sequence.jsonl") == [(21, "fow.log.unknown-card", None),
                                                                 (23, "fow.log.unknown-card", None)]
    assert _LOGGED.rules("N6twin_two_demonflames_in_sequence_right_ids.jsonl") == []


# -- G3. a fault at the table while the slip is held: its own root ---------------------------------------------------

def test_fow_qa38d_second_stone_call_while_slip_held_is_its_own_root() -> None:
    name = "N2_slip_then_second_stone_call_then_resolve_neighbour.jsonl"
    assert _LOGGED.causes(name) == [(21, "fow.log.unknown-card", None), (22, "fow.chase.unresolved", None)]
    assert _LOGGED.causes("N2c_demonflame_right_id_then_second_stone_call.jsonl") == [
        (22, "fow.chase.unresolved", None)]


# -- G4. the board shown in the held window is the verdict's ----------------------------------------------------------

def test_fow_qa38d_board_shown_while_slip_held_is_the_verdicts_reading() -> None:
    slip = "N2twin_slip_then_resolve_neighbour.jsonl"
    stepped = _LOGGED.board_after(slip, 21)
    assert fow.pending(stepped) and stepped.cards["alice.2"].zone == "chase"  # (the as-written board, held)
    shown = _shown(slip, 21)
    assert shown.cards["alice.1"].zone == "chase" and shown.cards["alice.2"].zone == "hand"
    written = "N3_slip_unnamed_resolution_far_later_neighbour_played.jsonl"
    for seq in (23, 30):
        shown = _shown(written, seq)
        assert shown.cards["alice.2"].zone == "field" and shown.cards["alice.1"].zone == "hand"


# -- G5. records adding up to more than the card did: one flag -------------------------------------------------------

def test_fow_qa38d_demonflame_recorded_300_plus_300_is_one_flag() -> None:
    name = "R1_demonflame_recorded_300_plus_300.jsonl"
    found = _LOGGED.verdict(name).violations
    assert [(v.seq, v.rule, v.caused_by) for v in found] == [(24, "fow.log.effect-source", None)]
    assert "add up to more than the card did" in found[0].message
    assert _LOGGED.board_after(name, 24).cards["bob.4"].damage == 500
    assert _LOGGED.rules("R1twin_demonflame_recorded_300_plus_200.jsonl") == []
