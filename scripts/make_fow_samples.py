"""Regenerate the Force of Will sample logs: scripted openings, then a small greedy self-play to the end.

    .venv/bin/python scripts/make_fow_samples.py

Every event is judged by the engine as it is written: the script stops with
an error if it ever writes an illegal event into a legal sample. Illegal
samples are a legal prefix plus one event that breaks one rule, cut there.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import msgspec

from ledger.force_of_will import Event, Header
from ledger.log import write_log
from projections import force_of_will as fow
from projections.force_of_will import cards as C

OUT = Path(__file__).resolve().parent.parent / "sample_logs" / "force_of_will"
_decode = msgspec.json.Decoder(Event)

FIRE_DECK = {"Dragoon of Certo": 4, "Whelp Drake": 4, "Flamewing Wyvern": 4, "Lancelot, the Knight of Mad Demon": 4,
             "Mordred, the Traitor": 3, "Guinevere, the Jealous Queen": 3, "Rukh Egg": 2, "Hector de Maris, the Acolyte of Mad Demon": 3,
             "Demonflame": 4, "Flame King's Shout": 3, "Flash of Demon Sword": 3, "Laevateinn, the Demon Sword": 1, "Spirit of Certo": 2}
LIGHT_DECK = {"Galahad, the Son of the God": 4, "Gawain, the Knight of the Sun": 4, "Blessed Holy Wolf": 4,
              "Tristan, the Knight of Sorrow": 4, "Young Knight of Gloria": 4, "Perceval, the Seeker of Holy Grail": 3,
              "Temple Monk": 3, "Herald of Sacred Queen": 2, "Gwiber, the White Dragon": 2, "Pride of Knights": 4,
              "Order of Sacred Queen": 2, "Justice of God's Sword": 2, "Sweet Rose": 1, "Excalibur, the God's Sword": 1}
FIRE_STONES = {"Magic Stone of Flame": 6, "Fire Magic Stone": 4}
LIGHT_STONES = {"Magic Stone of Light": 6, "Light Magic Stone": 4}


def order(deck: dict[str, int], top: list[str], seed: int) -> list[str]:
    rest = [n for n, k in deck.items() for _ in range(k)]
    for n in top:
        rest.remove(n)
    random.Random(seed).shuffle(rest)
    return top + rest


class Match:
    """A header and a growing event list, each event judged as it is added."""

    def __init__(self, name: str, a: dict, b: dict, first: str = "alice", chooser: str = "bob", **meta: str):
        self.name = name
        head = {"version": 1, "game": "force-of-will", "match": name, "first": first, "chooser": chooser,
                "players": [a, b], "meta": {"generator": "scripts/make_fow_samples.py", **meta}}
        self.header = msgspec.convert(head, Header)
        self.board = fow.new_board(self.header)
        self.events: list = []

    def __call__(self, kind: str, player: str, **fields) -> list:
        e = _decode.decode(json.dumps({"type": kind, "seq": len(self.events) + 1, "player": player, **fields}))
        found = fow.step(self.board, e)
        self.events.append(e)
        return found

    def legal(self, kind: str, player: str, **fields) -> None:
        found = self(kind, player, **fields)
        if found:
            raise SystemExit(f"{self.name}: seq {len(self.events)} {kind} is illegal: {found[0].message}")

    # -- greedy play -------------------------------------------------------
    def pay(self, pid: str, cost: str) -> list[str] | None:
        need, free = C.parse_cost(cost)
        b = self.board
        ready = [s for s in b.seat(pid).stone_area if not b.cards[s].rested]
        out = []
        for attr, n in need.items():
            have = [s for s in ready if attr in (C.will_of(b, s) or []) and s not in out][:n]
            if len(have) < n:
                return None
            out += have
        rest = [s for s in ready if s not in out][:free]
        return out + rest if len(rest) == free else None

    def turn(self, pid: str, block: bool = True, attack: bool = True, call: bool = True) -> None:
        b = self.board
        if b.over:
            return
        if b.phase == "draw":
            self.legal("CardDrawn", pid)
        seat = b.seat(pid)
        if call and seat.stones and seat.judged_turn != b.turn and seat.called_turn != b.turn and not b.cards[seat.ruler].rested:
            self.legal("StoneCalled", pid)
        for iid in sorted(list(seat.hand), key=lambda i: -len(b.card_def(i).cost)):
            d = b.card_def(iid)
            if d.type != "resonator":
                continue
            pay = self.pay(pid, d.cost)
            if pay is not None:
                self.legal("CardPlayed", pid, card=iid, payment=pay)
                self.legal("ChaseResolved", pid, card=iid)
        if attack:
            opp = b.opponent(pid).id
            for a in list(seat.field):
                if b.over or not C.is_fighter(b, a) or b.cards[a].rested or b.cards[a].entered_turn == b.turn:
                    continue
                self.legal("AttackDeclared", pid, attacker=a, target=opp)
                blocker = None
                if block:
                    for k in b.seat(opp).field:
                        if (C.is_fighter(b, k) and not b.cards[k].rested
                                and C.atk(b, k) >= (C.defence(b, a) or 0) and (C.defence(b, k) or 0) > C.atk(b, a)):
                            blocker = k
                            break
                self.legal("BlockDeclared", opp, **({"blocker": blocker} if blocker else {}))
                # Nothing answers the block: its battle damage is dealt now (the engine deals it as the next event
                # comes), so a player it brings to 0 life has lost before the next attack is written.
                fow.finish(b)
        if b.over:
            return
        extra = max(0, len(seat.hand) - 7)
        self.legal("TurnEnded", pid, **({"discarded": seat.hand[-extra:]} if extra else {}))

    def play_out(self, limit: int = 200, **kw) -> None:
        while not self.board.over and self.board.turn < limit:
            self.turn(self.board.active, **kw)

    def write(self, folder: Path = OUT, breaks: str | None = None, at: int | None = None) -> None:
        if breaks:
            self.header.meta["breaks"] = breaks
            # (at: the seq the violation is flagged at, when the last event shows an earlier one was the fault)
            self.header.meta["at_seq"] = str(at if at is not None else len(self.events))
        else:
            assert self.board.over and self.board.winner, self.name
        folder.mkdir(parents=True, exist_ok=True)
        write_log(folder / f"{self.name}.jsonl", self.header, self.events)
        print(f"{self.name}: {len(self.events)} events, {self.board.result or 'cut at the broken rule'}")


def idle(m: Match, turns: int) -> None:
    """Turns where the active player only draws and calls a magic stone."""
    for _ in range(turns):
        pid = m.board.active
        if m.board.phase == "draw":
            m.legal("CardDrawn", pid)
        m.legal("StoneCalled", pid)
        hand = m.board.seat(pid).hand
        extra = max(0, len(hand) - 7)
        m.legal("TurnEnded", pid, **({"discarded": hand[-extra:]} if extra else {}))


def fire(top: list[str], seed: int, pid: str = "alice", stones=FIRE_STONES) -> dict:
    return {"id": pid, "name": pid.title(), "ruler": "Melgis, the Flame King", "deck": FIRE_DECK, "stones": stones,
            "order": order(FIRE_DECK, top, seed), "stone_order": order(stones, [], seed)}


def light(top: list[str], seed: int, pid: str = "bob", stones=LIGHT_STONES, deck=LIGHT_DECK) -> dict:
    return {"id": pid, "name": pid.title(), "ruler": "Faria, the Sacred Queen", "deck": deck, "stones": stones,
            "order": order(deck, top, seed), "stone_order": order(stones, [], seed)}


def win_by_life() -> Match:
    m = Match("win-by-life", fire([], 1), light([], 2), seed="1/2")
    m.legal("Mulliganed", "alice", cards=["alice.1", "alice.2"])
    m.legal("Mulliganed", "bob", cards=[])
    m.play_out()
    return m


def win_by_deck_out() -> Match:
    small = {"Galahad, the Son of the God": 3, "Perceval, the Seeker of Holy Grail": 3, "Temple Monk": 2, "Pride of Knights": 2}
    a = light([], 3, pid="alice", deck=small)
    b = light([], 4, pid="bob", deck=small)
    m = Match("win-by-deck-out", a, b, chooser="alice")
    m.play_out(attack=False)  # two walls of knights: nobody attacks, the decks run out
    return m


def judgment_and_destroyed_j_ruler() -> Match:
    top_a = ["Dragoon of Certo", "Whelp Drake", "Flame King's Shout", "Flamewing Wyvern", "Lancelot, the Knight of Mad Demon",
             "Mordred, the Traitor", "Dragoon of Certo", "Whelp Drake"]
    top_b = ["Galahad, the Son of the God", "Gawain, the Knight of the Sun", "Blessed Holy Wolf", "Young Knight of Gloria",
             "Tristan, the Knight of Sorrow", "Perceval, the Seeker of Holy Grail", "Galahad, the Son of the God", "Temple Monk"]
    m = Match("judgment-destroyed-j-ruler", fire(top_a, 5), light(top_b, 6))
    for _ in range(7):  # stones and knights, no attacks, until bob has three stones
        m.turn(m.board.active, attack=False)
    # Turn 8, bob: three light stones: the judgment (no stone call this turn).
    m.legal("CardDrawn", "bob")
    stones = [s for s in m.board.seat("bob").stone_area][:3]
    m.legal("JudgmentMade", "bob", payment=stones)
    m.legal("ChaseResolved", "alice", card="bob.r")
    m.legal("TurnEnded", "bob")
    # Turn 9, alice: the J-ruler is recovered, so alice first calls and shouts at it: 1000 damage, DEF 1000.
    m.legal("CardDrawn", "alice")
    m.legal("StoneCalled", "alice")
    shout = next(i for i in m.board.seat("alice").hand if m.board.cards[i].name == "Flame King's Shout")
    m.legal("CardPlayed", "alice", card=shout, targets=["bob.r"], payment=m.pay("alice", "{F}{F}{1}"))
    m.legal("ChaseResolved", "bob", card=shout)
    m.legal("TurnEnded", "alice")
    # Turn 10, bob: the destroyed J-ruler, J-side up, still calls a magic stone.
    m.legal("CardDrawn", "bob")
    m.legal("StoneCalled", "bob", by="bob.r")
    m.legal("TurnEnded", "bob")
    m.play_out()
    return m


def chase_several_deep() -> Match:
    top_a = ["Demonflame", "Flash of Demon Sword", "Dragoon of Certo", "Demonflame", "Whelp Drake", "Laevateinn, the Demon Sword",
             "Flamewing Wyvern", "Lancelot, the Knight of Mad Demon"]
    top_b = ["Galahad, the Son of the God", "Pride of Knights", "Pride of Knights", "Gawain, the Knight of the Sun",
             "Blessed Holy Wolf", "Young Knight of Gloria", "Tristan, the Knight of Sorrow", "Temple Monk"]
    m = Match("chase-several-deep", fire(top_a, 7), light(top_b, 8))
    g = m.legal
    idle(m, 2)
    # Turn 3 alice: a stone; the Flash goes into the standby zone for {2}.
    g("CardDrawn", "alice"); g("StoneCalled", "alice")
    g("StandbySet", "alice", card="alice.2", payment=m.pay("alice", "{2}")); g("TurnEnded", "alice")
    idle(m, 4)
    # Turn 8 bob: four stones; Galahad (the seed's example card) for two.
    g("CardDrawn", "bob"); g("StoneCalled", "bob")
    g("CardPlayed", "bob", card="bob.1", payment=m.pay("bob", "{L}{1}")); g("ChaseResolved", "alice", card="bob.1")
    g("TurnEnded", "bob")
    # Turn 9 alice: the seed's example, one level deeper.
    g("CardDrawn", "alice"); g("StoneCalled", "alice")
    g("CardPlayed", "alice", card="alice.1", targets=["bob.1"], payment=m.pay("alice", "{F}"))      # Demonflame: 500 to Galahad
    g("CardPlayed", "bob", card="bob.2", targets=["bob.1"], payment=m.pay("bob", "{L}"))            # Pride of Knights chases
    g("CardPlayed", "alice", card="alice.2", from_standby=True, targets=["bob.2"])                  # Flash cancels Pride
    g("CardPlayed", "bob", card="bob.3", targets=["bob.1"], payment=m.pay("bob", "{L}"))            # a second Pride chases
    g("ChaseResolved", "alice", card="bob.3")   # DEF 600
    g("ChaseResolved", "bob", card="alice.2")   # the first Pride is cancelled
    g("ChaseResolved", "alice", card="alice.1")  # 500 damage: Galahad survives
    assert "bob.1" in m.board.seat("bob").field
    m.turn("alice")
    m.play_out()
    return m


def seed_example() -> Match:
    """The rules' own chase example, as a complete match."""
    top_a = ["Demonflame", "Dragoon of Certo", "Whelp Drake", "Flamewing Wyvern", "Lancelot, the Knight of Mad Demon"]
    top_b = ["Galahad, the Son of the God", "Pride of Knights", "Gawain, the Knight of the Sun", "Blessed Holy Wolf",
             "Young Knight of Gloria"]
    m = Match("seed-chase-example", fire(top_a, 9), light(top_b, 10))
    g = m.legal
    idle(m, 5)
    g("CardDrawn", "bob"); g("StoneCalled", "bob")
    g("CardPlayed", "bob", card="bob.1", payment=m.pay("bob", "{L}{1}")); g("ChaseResolved", "alice", card="bob.1")
    g("TurnEnded", "bob")
    g("CardDrawn", "alice"); g("StoneCalled", "alice")
    g("CardPlayed", "alice", card="alice.1", targets=["bob.1"], payment=m.pay("alice", "{F}"))
    g("CardPlayed", "bob", card="bob.2", targets=["bob.1"], payment=m.pay("bob", "{L}"))
    g("ChaseResolved", "alice", card="bob.2")
    g("ChaseResolved", "bob", card="alice.1")
    assert "bob.1" in m.board.seat("bob").field
    m.turn("alice")
    m.play_out()
    return m


ILLEGAL = OUT / "illegal"
KNIGHTS = ["Galahad, the Son of the God", "Gawain, the Knight of the Sun", "Blessed Holy Wolf", "Young Knight of Gloria",
           "Tristan, the Knight of Sorrow", "Temple Monk", "Pride of Knights", "Galahad, the Son of the God"]
DRAGONS = ["Dragoon of Certo", "Whelp Drake", "Demonflame", "Flash of Demon Sword", "Rukh Egg",
           "Hector de Maris, the Acolyte of Mad Demon", "Flamewing Wyvern", "Lancelot, the Knight of Mad Demon"]


def base(name: str, bob_stones: list[str] | None = None) -> Match:
    b = light(KNIGHTS, 12)
    if bob_stones:
        b["stones"] = {}
        for n in bob_stones:
            b["stones"][n] = b["stones"].get(n, 0) + 1
        b["stone_order"] = list(bob_stones)
    return Match(name, fire(DRAGONS, 11), b)


def cut(m: Match, rule: str, kind: str, player: str, **fields) -> None:
    found = m(kind, player, **fields)
    assert [v.rule for v in found] == [rule], (m.name, found)  # one planted fault, one violation
    m.write(ILLEGAL, breaks=rule, at=found[0].seq)


def illegal() -> None:
    m = base("second-stone-call")
    m.legal("StoneCalled", "alice")
    cut(m, "fow.stone.once-per-turn", "StoneCalled", "alice")

    m = base("first-player-draws-first-turn")
    cut(m, "fow.draw.first-turn", "CardDrawn", "alice")

    m = base("mulligan-second-player-before-first")
    m.legal("Mulliganed", "bob", cards=["bob.5"])
    cut(m, "fow.setup.mulligan-order", "Mulliganed", "alice", cards=["alice.5"])

    m = base("attack-entered-this-turn")
    idle(m, 2)
    m.legal("CardDrawn", "alice"); m.legal("StoneCalled", "alice")
    m.legal("CardPlayed", "alice", card="alice.1", payment=m.pay("alice", "{F}{1}")); m.legal("ChaseResolved", "bob")
    cut(m, "fow.attack.entered-this-turn", "AttackDeclared", "alice", attacker="alice.1", target="bob")

    m = base("will-attribute-missing", bob_stones=["Magic Stone of Water", "Magic Stone of Wind"] + ["Magic Stone of Light"] * 8)
    idle(m, 3)
    m.legal("CardDrawn", "bob"); m.legal("StoneCalled", "bob")
    cut(m, "fow.will.attribute", "CardPlayed", "bob", card="bob.1", payment=["bob.s1", "bob.s2"])

    m = base("will-not-exact-overpaid")
    idle(m, 5)
    m.legal("CardDrawn", "bob"); m.legal("StoneCalled", "bob")
    cut(m, "fow.will.exact", "CardPlayed", "bob", card="bob.1", payment=["bob.s1", "bob.s2", "bob.s3"])

    m = base("chase-not-top-resolved-first")
    idle(m, 5)
    m.legal("CardDrawn", "bob"); m.legal("StoneCalled", "bob")
    m.legal("CardPlayed", "bob", card="bob.1", payment=m.pay("bob", "{L}{1}")); m.legal("ChaseResolved", "alice")
    m.legal("TurnEnded", "bob")
    m.legal("CardDrawn", "alice"); m.legal("StoneCalled", "alice")
    m.legal("CardPlayed", "alice", card="alice.3", targets=["bob.1"], payment=m.pay("alice", "{F}"))
    m.legal("CardPlayed", "bob", card="bob.7", targets=["bob.1"], payment=m.pay("bob", "{L}"))
    cut(m, "fow.chase.not-top", "ChaseResolved", "bob", card="alice.3")

    m = base("block-with-rested-resonator")
    idle(m, 3)
    m.legal("CardDrawn", "bob"); m.legal("StoneCalled", "bob")
    m.legal("CardPlayed", "bob", card="bob.1", payment=m.pay("bob", "{L}{1}")); m.legal("ChaseResolved", "alice")
    m.legal("TurnEnded", "bob")
    m.legal("CardDrawn", "alice"); m.legal("StoneCalled", "alice")
    m.legal("CardPlayed", "alice", card="alice.1", payment=m.pay("alice", "{F}{1}")); m.legal("ChaseResolved", "bob")
    m.legal("TurnEnded", "alice")
    m.legal("CardDrawn", "bob")
    m.legal("AttackDeclared", "bob", attacker="bob.1", target="alice")
    m.legal("BlockDeclared", "alice")
    m.legal("TurnEnded", "bob")
    m.legal("CardDrawn", "alice")
    m.legal("AttackDeclared", "alice", attacker="alice.1", target="bob")
    cut(m, "fow.block.blocker", "BlockDeclared", "bob", blocker="bob.1")

    m = base("hand-size-not-discarded-end-phase")
    idle(m, 5)
    m.legal("CardDrawn", "bob"); m.legal("StoneCalled", "bob")
    cut(m, "fow.end.hand-size", "TurnEnded", "bob")

    m = base("standby-played-same-turn")
    idle(m, 2)
    # Turn 3 alice: Dragoon of Certo. Turn 4 bob: a second stone (Pride of Knights, bob.7, is drawn).
    m.legal("CardDrawn", "alice"); m.legal("StoneCalled", "alice")
    m.legal("CardPlayed", "alice", card="alice.1", payment=m.pay("alice", "{F}{1}")); m.legal("ChaseResolved", "bob")
    m.legal("TurnEnded", "alice")
    m.legal("CardDrawn", "bob"); m.legal("StoneCalled", "bob"); m.legal("TurnEnded", "bob")
    # Turn 5 alice: Flash of Demon Sword into the standby zone; bob plays Pride of Knights on Dragoon (its
    # trigger: an opponent's spell on the chase), and alice answers with the Flash the turn she set it.
    m.legal("CardDrawn", "alice"); m.legal("StoneCalled", "alice")
    m.legal("StandbySet", "alice", card="alice.4", payment=m.pay("alice", "{2}"))
    m.legal("CardPlayed", "bob", card="bob.7", targets=["alice.1"], payment=m.pay("bob", "{L}"))
    cut(m, "fow.standby.same-turn", "CardPlayed", "alice", card="alice.4", from_standby=True, targets=["bob.7"])

    m = base("rest-ability-entered-this-turn")
    idle(m, 2)
    m.legal("CardDrawn", "alice"); m.legal("StoneCalled", "alice")
    m.legal("CardPlayed", "alice", card="alice.5", payment=m.pay("alice", "{F}")); m.legal("ChaseResolved", "bob")
    cut(m, "fow.ability.entered-this-turn", "CardPlayed", "alice", card="alice.1", payment=m.pay("alice", "{1}") + ["alice.5"])

    m = base("attack-target-recovered-resonator")
    idle(m, 3)
    m.legal("CardDrawn", "bob"); m.legal("StoneCalled", "bob")
    m.legal("CardPlayed", "bob", card="bob.1", payment=m.pay("bob", "{L}{1}")); m.legal("ChaseResolved", "alice")
    m.legal("TurnEnded", "bob")
    m.legal("CardDrawn", "alice"); m.legal("StoneCalled", "alice")
    m.legal("CardPlayed", "alice", card="alice.1", payment=m.pay("alice", "{F}{1}")); m.legal("ChaseResolved", "bob")
    m.legal("TurnEnded", "alice")
    m.legal("CardDrawn", "bob"); m.legal("TurnEnded", "bob")
    m.legal("CardDrawn", "alice")
    cut(m, "fow.attack.target", "AttackDeclared", "alice", attacker="alice.1", target="bob.1")

    m = base("stone-call-judgment-turn")
    idle(m, 7)
    m.legal("CardDrawn", "bob")
    m.legal("JudgmentMade", "bob", payment=m.pay("bob", "{L}{L}{L}"))
    m.legal("ChaseResolved", "alice")
    cut(m, "fow.stone.judgment-turn", "StoneCalled", "bob", by="bob.r")

    m = base("main-deck-holds-magic-stone")
    m.header.players[0].deck = dict(m.header.players[0].deck, **{"Magic Stone of Flame": 1})
    m.header.players[0].order = m.header.players[0].order + ["Magic Stone of Flame"]
    m.board = fow.new_board(m.header)
    assert fow.check_decks(m.board)[0].rule == "fow.setup.main-deck"
    m.write(ILLEGAL, breaks="fow.setup.main-deck")  # at seq 0: the deck lists


def main() -> None:
    for make in (win_by_life, win_by_deck_out, judgment_and_destroyed_j_ruler, chase_several_deep, seed_example):
        make().write()
    illegal()


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    main()
