"""Force of Will: the outside tester's eighth round (fix8), one test or more per finding.

1. A paper log's card played without ``name``: one fow.log.unknown-card, and the play goes on as recorded
   (on the chase, then onto the field as a card of unknown type that later events may use).
2. The sample ``illegal/standby-played-same-turn.jsonl`` breaks one rule, fow.standby.same-turn, alone.
3. Every Force of Will illegal sample gives exactly one violation, the one its header names.

The tester's logs are rebuilt here as data (the seed's chase example as a paper log: no deck orders).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ledger.log import parse_log, read_log
from projections import core
from projections.force_of_will import cards as C
from fow import E, a, b

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "sample_logs" / "force_of_will"

FIRE_DECK = {"Dragoon of Certo": 4, "Whelp Drake": 4, "Flamewing Wyvern": 4, "Lancelot, the Knight of Mad Demon": 4,
             "Mordred, the Traitor": 3, "Guinevere, the Jealous Queen": 3, "Rukh Egg": 2,
             "Hector de Maris, the Acolyte of Mad Demon": 3, "Demonflame": 4, "Flame King's Shout": 3,
             "Flash of Demon Sword": 3, "Laevateinn, the Demon Sword": 1, "Spirit of Certo": 2}
LIGHT_DECK = {"Galahad, the Son of the God": 4, "Gawain, the Knight of the Sun": 4, "Blessed Holy Wolf": 4,
              "Tristan, the Knight of Sorrow": 4, "Young Knight of Gloria": 4, "Perceval, the Seeker of Holy Grail": 3,
              "Temple Monk": 3, "Herald of Sacred Queen": 2, "Gwiber, the White Dragon": 2, "Pride of Knights": 4,
              "Order of Sacred Queen": 2, "Justice of God's Sword": 2, "Sweet Rose": 1,
              "Excalibur, the God's Sword": 1}


def header() -> dict:
    """A paper log's header: deck lists, no deck orders."""
    return {"version": 1, "game": "force-of-will", "first": "alice", "chooser": "bob", "match": "paper",
            "players": [
                {"id": "alice", "deck": FIRE_DECK, "stones": {"Magic Stone of Flame": 6, "Fire Magic Stone": 4},
                 "ruler": "Melgis, the Flame King"},
                {"id": "bob", "deck": LIGHT_DECK, "stones": {"Magic Stone of Light": 6, "Light Magic Stone": 4},
                 "ruler": "Faria, the Sacred Queen"}]}




def played(p: str, card: str, pay: list[str], name: str | None, **kw) -> dict:
    return E(p, "CardPlayed", card=card, payment=pay, **({"name": name} if name else {}), **kw)


def log(events: list[dict]):
    lines = [json.dumps(header())] + [json.dumps({**e, "seq": i}) for i, e in enumerate(events, 1)]
    return parse_log(("\n".join(lines) + "\n").encode(), "qa8.jsonl")


def rules_of(events: list[dict]) -> list[tuple[int, str]]:
    return [(v.seq, v.rule) for v in core.verify(log(events)).violations]


def board_after(events: list[dict]):
    return core.board_at(log(events), len(events))


IDLE = [a("StoneCalled"), a("TurnEnded"),
        b("CardDrawn"), b("StoneCalled"), b("TurnEnded"),
        a("CardDrawn"), a("StoneCalled"), a("TurnEnded"),
        b("CardDrawn"), b("StoneCalled"), b("TurnEnded"),
        a("CardDrawn"), a("StoneCalled"), a("TurnEnded"),
        b("CardDrawn"), b("StoneCalled")]


def chase_example(galahad=True, demonflame=True, pride=True, dragoon=True, gawain=True, wolf=True) -> list[dict]:
    """The tester's log: the seed's chase example as a paper log, then a battle; each flag says whether that play
    names its card (seq 17 Galahad, 22 Demonflame, 23 Pride of Knights, 26 Dragoon, 31 Gawain, 33 Wolf)."""
    def n(flag, name):
        return name if flag else None
    return IDLE + [
        played("bob", "bob.1", ["bob.s1", "bob.s2"], n(galahad, "Galahad, the Son of the God")),     # 17
        E("alice", "ChaseResolved", card="bob.1"),                                                   # 18
        b("TurnEnded"),                                                                              # 19
        a("CardDrawn"), a("StoneCalled"),                                                            # 20, 21
        played("alice", "alice.1", ["alice.s1"], n(demonflame, "Demonflame"), targets=["bob.1"]),    # 22
        played("bob", "bob.2", ["bob.s3"], n(pride, "Pride of Knights"), targets=["bob.1"]),         # 23
        E("alice", "ChaseResolved", card="bob.2"), E("bob", "ChaseResolved", card="alice.1"),        # 24, 25
        played("alice", "alice.2", ["alice.s2", "alice.s3"], n(dragoon, "Dragoon of Certo")),        # 26
        E("alice", "ChaseResolved", card="alice.2"), a("TurnEnded"),                                 # 27, 28
        b("CardDrawn"), b("StoneCalled"),                                                            # 29, 30
        played("bob", "bob.3", ["bob.s1", "bob.s2"], n(gawain, "Gawain, the Knight of the Sun")),    # 31
        E("bob", "ChaseResolved", card="bob.3"),                                                     # 32
        played("bob", "bob.4", ["bob.s3", "bob.s4"], n(wolf, "Blessed Holy Wolf")),                  # 33
        E("bob", "ChaseResolved", card="bob.4"),                                                     # 34
        b("AttackDeclared", attacker="bob.1", target="alice"),                                       # 35
        a("BlockDeclared", blocker="alice.2"),                                                       # 36
        b("TurnEnded"), a("CardDrawn"), a("StoneCalled")]                                            # 37-39


# -- 1. a card played without a name ----------------------------------------------------------------------------


def test_the_named_paper_log_is_clean():
    assert rules_of(chase_example()) == []


def test_one_play_without_a_name_is_one_violation():
    """The tester's fow-paper-one-played-unnamed.jsonl: six unlinked violations before (chase.empty,
    end.hand-size, play.target twice, attack.attacker followed from the one missing name)."""
    assert rules_of(chase_example(galahad=False)) == [(17, "fow.log.unknown-card")]


def test_every_play_without_a_name_is_one_violation_each():
    """The tester's fow-paper-played-no-name.jsonl: 17 violations before; one for each unnamed play now."""
    got = rules_of(chase_example(False, False, False, False, False, False))
    assert got == [(17, "fow.log.unknown-card"), (22, "fow.log.unknown-card"), (23, "fow.log.unknown-card"),
                   (26, "fow.log.unknown-card"), (31, "fow.log.unknown-card"), (33, "fow.log.unknown-card")]


def test_the_unnamed_card_goes_on_the_chase_then_onto_the_field():
    events = chase_example(galahad=False)
    on_chase = board_after(events[:17])
    assert [e.source for e in on_chase.chase] == ["bob.1"] and "bob.1" not in on_chase.seat("bob").hand
    assert on_chase.cards["bob.s1"].rested and on_chase.cards["bob.s2"].rested   # its payment stood
    after = board_after(events[:18])
    assert after.chase == [] and after.seat("bob").field == ["bob.1"] and after.cards["bob.1"].name is None
    assert C.is_resonator(after, "bob.1") and C.is_fighter(after, "bob.1")
    result = core.verify(log(events))
    assert result.unmodelled_events == 1
    assert any("bob.1" in n and "does not say what it is" in n for n in result.notes)


def test_the_unnamed_card_cannot_attack_the_turn_it_resolved():
    """What the later events do wrong for another reason is still flagged."""
    events = chase_example(galahad=False)[:18] + [b("AttackDeclared", attacker="bob.1", target="alice")]
    assert rules_of(events) == [(17, "fow.log.unknown-card"), (19, "fow.attack.entered-this-turn")]


def test_an_unnamed_card_on_the_chase_is_a_spell_a_standby_trigger_sees():
    """Flash of Demon Sword, set in an earlier turn, answers bob's unnamed play and cancels it: only the name is
    flagged (before, the Flash's trigger and its target were flagged too). Its named twin (Pride of Knights on
    Dragoon of Certo) is clean."""
    def events(name):
        return [a("StoneCalled"), a("TurnEnded"),
                b("CardDrawn"), b("StoneCalled"), b("TurnEnded"),
                a("CardDrawn"), a("StoneCalled"),
                E("alice", "StandbySet", card="alice.3", name="Flash of Demon Sword", payment=["alice.s1", "alice.s2"]),
                a("TurnEnded"),
                b("CardDrawn"), b("StoneCalled"), b("TurnEnded"),
                a("CardDrawn"), a("StoneCalled"),
                played("alice", "alice.1", ["alice.s1", "alice.s2"], "Dragoon of Certo"),
                E("bob", "ChaseResolved", card="alice.1"), a("TurnEnded"),
                b("CardDrawn"), b("StoneCalled"),
                played("bob", "bob.1", ["bob.s1"], name, targets=["alice.1"]),                       # 20
                E("alice", "CardPlayed", card="alice.3", from_standby=True, targets=["bob.1"]),      # 21
                E("bob", "ChaseResolved", card="alice.3"), b("TurnEnded")]
    assert rules_of(events("Pride of Knights")) == []
    unnamed = events(None)
    assert rules_of(unnamed) == [(20, "fow.log.unknown-card")]
    after = board_after(unnamed)
    assert after.chase == [] and "bob.1" in after.seat("bob").grave   # cancelled: to the graveyard


def test_an_unnamed_card_on_the_field_pays_will_and_activates_unchecked():
    events = chase_example(galahad=False)[:19] + [
        a("CardDrawn"), a("StoneCalled"), a("TurnEnded", discarded=["alice.5"]),
        b("CardDrawn"), b("StoneCalled"),
        E("bob", "AbilityActivated", card="bob.1", ability=0, payment=["bob.s1"]),
        E("alice", "ChaseResolved", card="bob.1"),
        played("bob", "bob.2", ["bob.1"], "Pride of Knights", targets=["bob.1"], attributes=["L"]),
        E("alice", "ChaseResolved", card="bob.2")]
    assert rules_of(events) == [(17, "fow.log.unknown-card")]


def test_an_unnamed_card_not_in_the_hand_is_flagged_once():
    """A play of a hidden card still in the deck, unnamed: fow.play.not-in-hand, that one fault (not also
    fow.log.unknown-card); the play stood, so its resolution finds it on the chase."""
    events = IDLE + [played("bob", "bob.30", ["bob.s1", "bob.s2"], None),
                     E("alice", "ChaseResolved", card="bob.30"), b("TurnEnded", discarded=["bob.5"])]
    assert rules_of(events) == [(17, "fow.play.not-in-hand")]


def test_the_docs_name_the_cards_played_and_set():
    text = (ROOT / "docs" / "force-of-will.md").read_text(encoding="utf-8")
    rows = {line.split("|")[1].strip(): line.split("|")[2] for line in text.splitlines() if line.startswith("| `")}
    assert "`name`?" in rows["`CardPlayed`"] and "`name`?" in rows["`StandbySet`"]
    assert "card of unknown type" in text


# -- 2 and 3. the illegal samples ----------------------------------------------------------------------------------


def test_the_standby_sample_breaks_one_rule():
    result = core.verify(read_log(SAMPLES / "illegal" / "standby-played-same-turn.jsonl"))
    assert [(v.seq, v.rule) for v in result.violations] == [(18, "fow.standby.same-turn")]


@pytest.mark.parametrize("path", sorted((SAMPLES / "illegal").glob("*.jsonl")), ids=lambda p: p.stem)
def test_every_illegal_sample_gives_exactly_one_violation(path):
    log_ = read_log(path)
    result = core.verify(log_)
    assert [(v.seq, v.rule) for v in result.violations] == \
        [(int(log_.header.meta["at_seq"]), log_.header.meta["breaks"])]
