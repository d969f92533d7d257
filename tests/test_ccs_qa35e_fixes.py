"""Chrono Clash System: the leftovers of round 35's skipped-defender reading (fix35_ccs3's report), with the clean
twins. Logs in tests/logs/ccs_qa35e/ (the tester's, from tests/logs/ccs_qa35c/: four players, dave conceded at 40;
bob attacks carol, who has no guardians left, at 44 with Gatekeeper summoned that turn,
``ccs.attack.summoned-this-turn``; the twins attack with Flame Lancer, which may). The log then skips carol: the
attack stood at the table and eliminated her (engine._illegal_skipped).

E1. bob concedes at 46, alice draws at 47 (``end_*``): ``ccs.game.over`` at 47 is kept, in both. With carol out at
    44 (the attack, which the table played as standing) and bob at 46, alice is the last player standing ("The last
    player standing wins the game!"): the game is over at 46, and her draw at 47 is the first event after the end,
    flagged once as everywhere else (three players, the last but one concedes and the winner draws: the same
    ``ccs.game.over``; docs/chrono-clash-icons.md: "An event after the end of the game is ``ccs.game.over`` once").
    Not a fault of the engine: left as it is, pinned here.
E2. That ``ccs.game.over`` at 47 was tied (``caused_by`` 44) to the attack: a legal history of the attack (no
    attack) leaves carol in and the game going on. But the elimination stood at the table as it does in the twin,
    where that draw is a root: the table playing on past the end it had is its own fault. Now its own root
    (Board.own_roots, CAUSES_ENGINE_ROOTS), as in the twin; root_causes 2.
E3. carol acting after the skip (``root_*``: her draw at 50, ``ccs.game.eliminated``) was tied to the attack the
    same way; in the twin it is a root. Now its own root (Board.stood_out: the players an attack the rules did not
    allow eliminated, as the table played it).
Checks kept: a win the log shows late (its ``game.over`` follows from the fault that declared it) is untouched: the
mark is only for the elimination of a skipped defender.
"""

from __future__ import annotations

from ccs import Logged, conceded, draw, pass_, rules_at, seat, verify

_LOGGED = Logged("ccs_qa35e")
_ATTACK = "ccs.attack.summoned-this-turn"


def _causes(name: str) -> list[tuple[int, str, int | None]]:
    return [(v.seq, v.rule, v.caused_by) for v in _LOGGED.verdict(name).violations]


# -- E1, E2 ---------------------------------------------------------------------------------------------------------

def test_ccs_qa35e_e1_e2_the_winners_draw_after_the_end_is_its_own_root() -> None:
    res = _LOGGED.verdict("end_illegal_bare_bob_concedes_alice_draws")
    assert [(v.seq, v.rule, v.caused_by) for v in res.violations] == [(44, _ATTACK, None), (47, "ccs.game.over", None)]
    assert res.root_causes == 2
    assert res.winner == "alice"
    assert res.result == "alice wins, last player standing (bob conceded)"


def test_ccs_qa35e_e1_e2_twin() -> None:
    res = _LOGGED.verdict("end_legal_bare_bob_concedes_alice_draws")
    assert [(v.seq, v.rule, v.caused_by) for v in res.violations] == [(47, "ccs.game.over", None)]
    assert res.root_causes == 1 and res.winner == "alice"


def test_ccs_qa35e_e1_a_draw_after_the_last_concession_is_game_over_everywhere() -> None:
    three = [seat("a"), seat("b"), seat("c")]
    events = [draw("a"), pass_("a"), draw("b"), conceded("b"), draw("c"), conceded("c"), draw("a")]
    res = verify(three, events)
    assert rules_at(res) == [(7, "ccs.game.over")] and res.winner == "a"


# -- E3 -------------------------------------------------------------------------------------------------------------

def test_ccs_qa35e_e3_the_skipped_defender_acting_later_is_her_own_root() -> None:
    res = _LOGGED.verdict("root_illegal_bare_skip_carol_acts")
    assert [(v.seq, v.rule, v.caused_by) for v in res.violations] == [
        (44, _ATTACK, None), (50, "ccs.game.eliminated", None)]
    assert res.root_causes == 2


def test_ccs_qa35e_e3_twin() -> None:
    res = _LOGGED.verdict("root_legal_bare_skip_carol_acts")
    assert [(v.seq, v.rule, v.caused_by) for v in res.violations] == [(50, "ccs.game.eliminated", None)]
    assert res.root_causes == 1
