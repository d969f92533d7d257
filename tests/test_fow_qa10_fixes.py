"""Force of Will: the outside tester's tenth round (fix10), one test or more per finding.

1. A magic stone called in the opponent's turn is ``fow.turn.not-your-turn`` alone (not also how it was called:
   the ruler rested from its owner's own call), as a second call in one's own turn is ``fow.stone.once-per-turn``
   alone.
2. A paper log's card named as one its deck list has no copy of left is ``fow.log.unknown-card`` alone: it is taken
   as a card of unknown type (its timing, targets and cost not judged), and what follows from it (a card it may
   have saved, gone) is not flagged either.
3. A ``ChaseResolved`` naming the card a resolution just cancelled records the cancel: no flag, a note; once.
4. A hidden card played during an attack before its block is called by the name the event gives.
5. A standby spell paid with a stone that is not called is ``fow.will.source`` alone (not also ``fow.will.exact``).

The opening (qa9's: alice has Dragoon of Certo alice.1 on the field and Flash of Demon Sword alice.5 in the standby
zone, bob has Galahad bob.1; alice's turn 7 after her stone call) is rebuilt from tests/test_fow_qa9_fixes.py.
"""

from __future__ import annotations

from fow import a, b
from test_fow_qa9_fixes import ATTACK, NO_BLOCK, header, opening, rules_of, verdict


# -- 1. a stone called in the opponent's turn ---------------------------------------------------------------------

def test_a_stone_called_in_the_opponents_turn_is_not_your_turn_alone():
    # bob's ruler is still rested from his own call in turn 6
    before_block = opening() + [ATTACK, b("StoneCalled"), NO_BLOCK, a("TurnEnded")]
    assert rules_of(before_block) == [(26, "fow.turn.not-your-turn")]
    after_block = opening() + [ATTACK, NO_BLOCK, b("StoneCalled"), a("TurnEnded")]
    assert rules_of(after_block) == [(27, "fow.turn.not-your-turn")]
    # the clean twin
    assert rules_of(opening() + [ATTACK, NO_BLOCK, a("TurnEnded")]) == []
    # a second call in one's own turn stays once-per-turn alone
    assert rules_of(opening() + [a("StoneCalled")]) == [(25, "fow.stone.once-per-turn")]


# -- 2. a paper card named as one the list lacks ------------------------------------------------------------------

G_HEADER = {"version": 1, "game": "force-of-will", "first": "alice", "chooser": "bob", "players": [
    {"id": "alice", "ruler": "Melgis, the Flame King",
     "deck": {"Flammedémon": 1, "Dragoon of Certo": 2, "Whelp Drake": 2, "Demonflame": 1, "Rukh Egg": 1,
              "Guinevere, the Jealous Queen": 1, "Lancelot, the Knight of Mad Demon": 1, "Flamewing Wyvern": 1},
     "stones": {"Magic Stone of Flame": 7, "Magic Stone of Water": 1}},
    {"id": "bob", "ruler": "Faria, the Sacred Queen",
     "deck": {"Galahad, le Fils du Dieu": 1, "Orgueil des Chevaliers": 1, "Young Knight of Gloria": 2,
              "Perceval, the Seeker of Holy Grail": 1, "Pride of Knights": 1, "Blessed Holy Wolf": 1,
              "Gawain, the Knight of the Sun": 1, "Temple Monk": 1, "Tristan, the Knight of Sorrow": 1},
     "stones": {"Magic Stone of Light": 8}}]}


def g_events(pride_name: str = "Orgueil des Chevaliers") -> list[dict]:
    """The tester's G_clean_paper_french: Flammedémon on Galahad, answered by Pride of Knights (seq 24), then
    Demonflame on Galahad (seq 27)."""
    return [a("Mulliganed", cards=["alice.2"]), b("Mulliganed", cards=["bob.4", "bob.5"]),
            a("StoneCalled"), a("TurnEnded"), b("CardDrawn"), b("StoneCalled"), b("TurnEnded"),
            a("CardDrawn"), a("StoneCalled"), a("TurnEnded"),
            b("CardDrawn"), b("StoneCalled"),
            b("CardPlayed", card="bob.1", name="Galahad, le Fils du Dieu", payment=["bob.s1", "bob.s2"], targets=[]),
            b("ChaseResolved", card="bob.1"), b("TurnEnded"),
            a("CardDrawn"), a("StoneCalled"), a("TurnEnded"),
            b("CardDrawn"), b("StoneCalled"), b("TurnEnded"),
            a("CardDrawn"),
            a("CardPlayed", card="alice.1", name="Flammedémon", payment=["alice.s1"], targets=["bob.1"]),
            b("CardPlayed", card="bob.2", name=pride_name, payment=["bob.s3"], targets=["bob.1"]),
            b("ChaseResolved", card="bob.2"), a("ChaseResolved", card="alice.1"),
            a("CardPlayed", card="alice.4", name="Demonflame", payment=["alice.s2"], targets=["bob.1"]),
            a("ChaseResolved", card="alice.4"), a("TurnEnded")]


def test_a_paper_card_named_as_one_the_list_lacks_is_unknown_card_alone():
    assert rules_of(g_events(), G_HEADER) == []  # the clean twin
    for name in ("Galahad, le Fils du Dieu", "Gwiber, the White Dragon", "Justice of God's Sword"):
        assert rules_of(g_events(name), G_HEADER) == [(24, "fow.log.unknown-card")], name


def test_an_unnamed_play_that_targeted_a_card_leaves_its_later_target_unjudged():
    events = g_events()
    events[23] = {k: v for k, v in events[23].items() if k != "name"}
    assert rules_of(events, G_HEADER) == [(24, "fow.log.unknown-card")]


# -- 3. a ChaseResolved naming the card just cancelled ------------------------------------------------------------

def cancel(extra: list[dict], pay: list[str] | None = None) -> list[dict]:
    """Bob's turn 8: Pride of Knights bob.2 on Galahad, cancelled by alice's Flash of Demon Sword alice.5."""
    return opening() + [a("TurnEnded"), b("CardDrawn"), b("StoneCalled"),
                        b("CardPlayed", card="bob.2", payment=["bob.s1"], targets=["bob.1"]),
                        a("CardPlayed", card="alice.5", from_standby=True, payment=pay or [], targets=["bob.2"]),
                        a("ChaseResolved", card="alice.5"), *extra, b("TurnEnded")]


def test_a_chase_resolved_naming_the_card_just_cancelled_is_a_note_not_a_flag():
    assert rules_of(cancel([])) == []  # the clean twin
    result = verdict(cancel([b("ChaseResolved", card="bob.2")]))
    assert [(v.seq, v.rule) for v in result.violations] == []
    assert any("right after it was cancelled" in n for n in result.notes)
    # once: a second one finds the chase empty
    twice = cancel([b("ChaseResolved", card="bob.2"), b("ChaseResolved", card="bob.2")])
    assert rules_of(twice) == [(32, "fow.chase.empty")]


# -- 4. a hidden card played in a battle, called by its name ------------------------------------------------------

def test_a_hidden_card_played_before_the_block_is_called_by_the_events_name():
    head = header(paper=True)
    events = [a("StoneCalled"), a("TurnEnded"), b("CardDrawn"), b("StoneCalled"), b("TurnEnded"),
              a("CardDrawn"), a("StoneCalled"),
              a("CardPlayed", card="alice.1", name="Dragoon of Certo", payment=["alice.s1", "alice.s2"]),
              a("ChaseResolved", card="alice.1"), a("TurnEnded"),
              b("CardDrawn"), b("StoneCalled"), b("TurnEnded"),
              a("CardDrawn"), a("StoneCalled"), a("AttackDeclared", attacker="alice.1", target="bob")]
    whelp = a("CardPlayed", card="alice.2", name="Whelp Drake", payment=["alice.s1", "alice.s2"])
    result = verdict(events + [whelp, a("ChaseResolved", card="alice.2"), a("TurnEnded")], head)
    assert [(v.seq, v.rule) for v in result.violations] == [(17, "fow.battle.unfinished")]  # (qa38-long 4)
    text = str(result.violations[0].message)
    assert "Whelp Drake (alice.2)" in text and "hidden card" not in text
    assert rules_of(events + [NO_BLOCK, whelp, a("ChaseResolved", card="alice.2"), a("TurnEnded")], head) == []


# -- 5. a standby spell paid with a stone not called --------------------------------------------------------------

def test_a_standby_spell_paid_with_an_uncalled_stone_is_will_source_alone():
    assert rules_of(cancel([], pay=["alice.s9"])) == [(29, "fow.will.source")]
