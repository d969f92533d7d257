"""Generate the FFTCG sample logs by a scripted, seeded self-play (deterministic).

Each player on its turn: draws, plays the cheapest forward it can pay by
discarding cards of its element (backups first when it has none), then attacks
with every forward able to, one at a time; the defender blocks when its forward
would survive; the End phase discards down to 5. Every event is judged by the
engine as it is written: the legal samples are clean by construction. The
illegal samples are legal ones cut at one event changed to break one rule.

Run from the repository root: ``.venv/bin/python scripts/make_fftcg_samples.py``.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

from ledger.log import parse_log
from projections import core
from projections.fftcg import new_board, step
from projections.fftcg.engine import power, traits

OUT = Path(__file__).resolve().parent.parent / "sample_logs" / "fftcg"

FIRE = {"1-009": 3, "1-016": 3, "1-014": 3, "1-012": 3, "1-020": 3, "1-021": 3, "1-027": 3, "1-029": 3,
        "1-005": 3, "1-007": 3, "1-010": 3, "1-004": 3, "1-001": 1, "1-002": 3, "1-022": 3, "1-025": 3, "1-026": 3, "1-015": 1}
WATER = {"1-163": 3, "1-165": 3, "1-166": 3, "1-160": 3, "1-164": 3, "1-175": 3, "1-179": 3, "1-155": 3,
         "1-151": 3, "1-159": 3, "1-172": 3, "1-168": 3, "1-162": 3, "1-154": 3, "1-214": 3, "1-216": 2, "1-213": 3}


class Match:
    def __init__(self, name, decks, seed, fmt="constructed", first="alice", meta=None, tops=None):
        rng = random.Random(seed)
        self.players = []
        for pid, deck in decks.items():
            order = [s for s, n in deck.items() for _ in range(n)]
            rng.shuffle(order)
            for k, serial in enumerate((tops or {}).get(pid, [])):
                j = order.index(serial, k)
                order[k], order[j] = order[j], order[k]
            self.players.append({"id": pid, "name": pid.title(), "deck": deck, "order": order})
        self.header = {"version": 1, "game": "fftcg", "format": fmt, "ruleset": "fftcg-v2", "first": first,
                       "chosen_by": first, "players": self.players,
                       "meta": {"generator": "scripts/make_fftcg_samples.py", **(meta or {})}}
        self.name = name
        self.events: list[dict] = []
        log = parse_log((json.dumps(self.header) + "\n").encode())
        self.board = new_board(log.header)

    def ev(self, **e):
        from ledger.fftcg import Event
        import msgspec
        e = {"seq": len(self.events) + 1, **e}
        obj = msgspec.convert(e, Event)
        found = step(self.board, obj)
        assert not found, (self.name, e, [v.message for v in found])
        self.events.append(e)

    def passes(self, *ps):
        for p in ps:
            self.ev(type="PriorityPassed", player=p)

    def write(self, path: Path, events=None, meta=None):
        from projections.fftcg import check_decks
        if not (meta or {}).get("breaks"):
            assert check_decks(self.board) == [], self.name
        head = dict(self.header, meta={**self.header["meta"], **(meta or {})})
        lines = [json.dumps(head)] + [json.dumps(e) for e in (self.events if events is None else events)]
        path.write_text("\n".join(lines) + "\n")


def pay_for(b, pid, d, exclude):
    """Discards (and dulled backups) making the cost of ``d`` exactly, or one over from a discard."""
    s = b.seat(pid)
    need = d.cost
    pay = []
    els = set(d.elements)
    for f in s.field:
        inst = b.cards[f]
        if need > 0 and b.card_def(f).type == "backup" and not inst.dull and set(b.card_def(f).elements) & els:
            pay.append({"dull": f})
            need -= 1
    for c in s.hand:
        if need <= 0:
            break
        cd = b.card_def(c)
        if c in exclude or not (set(cd.elements) & els) or cd.elements[0] in ("light", "dark"):
            continue
        pay.append({"discard": c})
        need -= 2
    return pay if need <= 0 else None


def turn(m: Match, stop_after_damage: int | None = None):
    b = m.board
    me = b.active if b.phase != "end" else b.other(b.active)
    if b.phase == "setup":
        me = b.first
    you = [s.id for s in b.seats if s.id != me][0]
    n = 1 if b.turn == 0 else 2
    deck = b.seat(me).deck
    m.ev(type="CardsDrawn", player=me, cards=deck[:n])
    if b.over:
        return
    # Play: a backup first while there are fewer than 2, then the cheapest forward payable.
    for want in ("backup", "forward"):
        hand = sorted(b.seat(me).hand, key=lambda c: b.card_def(c).cost)
        for c in hand:
            d = b.card_def(c)
            if d.type != want or c not in b.seat(me).hand:
                continue
            if want == "backup" and sum(1 for f in b.seat(me).field if b.card_def(f).type == "backup") >= 2:
                continue
            if any(b.card_def(f).name == d.name for f in b.seat(me).field) and not d.many:
                continue
            pay = pay_for(b, me, d, {c})
            if pay is not None:
                m.ev(type="CharacterPlayed", player=me, card=c, payment=pay)
                break
    m.passes(me, you, me, you)  # main 1 -> attack, preparation -> declaration
    for f in list(b.seat(me).field):
        inst = b.cards[f]
        if b.over or b.card_def(f).type != "forward" or inst.dull or inst.attacked_turn == b.turn:
            continue
        if inst.entered_turn == b.turn and "haste" not in traits(b, f):
            continue
        m.ev(type="AttackDeclared", player=me, attackers=[f])
        m.passes(me, you)
        blocker = None
        for g in b.seat(you).field:
            gi = b.cards[g]
            if b.card_def(g).type == "forward" and not gi.dull and "cannot-block" not in traits(b, g) \
                    and power(b, g) - gi.damage > power(b, f):
                blocker = g
                break
        m.ev(type="BlockDeclared", player=you, blocker=blocker)
        m.passes(me, you)
    if b.over:
        return
    m.passes(me, you, me, you)  # declaration -> main 2 -> end
    hand = b.seat(me).hand
    if len(hand) > 5:
        m.ev(type="Discarded", player=me, cards=hand[:len(hand) - 5])


def play_out(m: Match, max_turns=200):
    while not m.board.over and m.board.turn < max_turns:
        turn(m)
    return m


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "illegal").mkdir(exist_ok=True)
    for seed in range(1, 60):
        m = play_out(Match("win-seven-damage", {"alice": FIRE, "bob": WATER}, seed))
        if m.board.winner and "damage" in m.board.result:
            m.write(OUT / "win-seven-damage.jsonl")
            break
    print("win-seven-damage", m.board.result, len(m.events))
    base = m
    lim_fire = {k: v for k, v in list(FIRE.items())[:14]}
    lim_water = {k: v for k, v in list(WATER.items())[:14]}
    lm = play_out(Match("limited-win-six", {"alice": lim_fire, "bob": lim_water}, 7, fmt="limited"))
    lm.write(OUT / "limited-win-six-damage.jsonl")
    print("limited", lm.board.result, sum(lim_fire.values()))
    ONLY_BACKUPS = {"1-010": 3, "1-003": 3, "1-008": 3, "1-011": 3, "1-013": 3, "1-017": 3, "1-019": 3, "1-024": 3,
                    "1-028": 3, "1-030": 3, "1-188": 3, "1-031": 3, "1-032": 3, "1-034": 3, "1-036": 3, "1-040": 3, "1-045": 2}
    dm = play_out(Match("deck-out", {"alice": ONLY_BACKUPS, "bob": ONLY_BACKUPS}, 3))
    dm.write(OUT / "win-deck-out.jsonl")
    print("deck-out", dm.board.result, len(dm.events))
    sm, marks = stack_match()
    play_out(sm)
    sm.write(OUT / "stack-three-deep-and-party-attack.jsonl")
    print("stack", sm.board.result, len(sm.events))
    illegal(sm, marks)
    numbers_and_triggers_illegal()
    paper_version(OUT / "stack-three-deep-and-party-attack.jsonl", OUT / "paper-table-stack-and-party-attack.jsonl")
    return base


STACK_A = dict(FIRE)
STACK_B = dict(WATER, **{"1-120": 3, "1-105": 3, "1-216": 0, "1-213": 0, "1-214": 2})
STACK_B = {k: v for k, v in STACK_B.items() if v}


def stack_match():
    """Tifa and Samurai; Monk and Gordon; Ifrit, Monk and Moogle three deep; a party attack."""
    m = Match("stack", {"alice": STACK_A, "bob": STACK_B}, 11,
              tops={"alice": ["1-016", "1-014", "1-010", "1-004", "1-012", "1-020", "1-021", "1-027"],
                    "bob": ["1-120", "1-160", "1-159", "1-172", "1-165", "1-105", "1-163", "1-155", "1-166"]})
    marks = {}
    A, B = "alice", "bob"
    ev = m.ev
    marks["t1"] = len(m.events)
    ev(type="CardsDrawn", player=A, cards=["alice.6"])
    marks["t1-drawn"] = len(m.events)
    ev(type="CharacterPlayed", player=A, card="alice.1", payment=[{"discard": "alice.6"}])
    ev(type="CharacterPlayed", player=A, card="alice.3", payment=[{"discard": "alice.5"}])
    m.passes(A, B, A, B, A, B, A, B)
    marks["t1-end"] = len(m.events)
    ev(type="CardsDrawn", player=B, cards=["bob.6", "bob.7"])
    marks["t2-drawn"] = len(m.events)
    ev(type="CharacterPlayed", player=B, card="bob.1", payment=[{"discard": "bob.6"}])
    ev(type="CharacterPlayed", player=B, card="bob.2", payment=[{"discard": "bob.5"}])
    m.passes(B, A, B, A, B, A, B, A)
    ev(type="CardsDrawn", player=A, cards=["alice.7", "alice.8"])
    marks["t3-drawn"] = len(m.events)
    ev(type="CharacterPlayed", player=A, card="alice.2", payment=[{"dull": "alice.3"}, {"discard": "alice.8"}])
    m.passes(A, B, A, B)
    marks["t3-declare"] = len(m.events)
    ev(type="AttackDeclared", player=A, attackers=["alice.1"])
    m.passes(A, B)
    marks["t3-block"] = len(m.events)
    ev(type="BlockDeclared", player=B, blocker=None)
    m.passes(A, B, A, B, A, B)
    marks["t3-end"] = len(m.events)
    ev(type="CardsDrawn", player=B, cards=["bob.9", "bob.10"])
    ev(type="CharacterPlayed", player=B, card="bob.3", payment=[{"discard": "bob.7"}])
    m.passes(B)
    marks["t4-alice-priority"] = len(m.events)
    ev(type="SummonCast", player=A, card="alice.4", payment=[{"discard": "alice.7"}], targets=["bob.2"])
    ev(type="AbilityUsed", player=B, source="bob.1", ability=0, targets=["bob.2"])
    m.passes(A)
    ev(type="SummonCast", player=B, card="bob.4", payment=[{"discard": "bob.9"}])
    m.passes(A, B)
    marks["t4-three-deep"] = len(m.events)
    ev(type="Resolved", player=B, item="bob.4")
    m.passes(B, A)
    ev(type="Resolved", player=B, item="bob.1")
    m.passes(B, A)
    ev(type="Resolved", player=A, item="alice.4")
    assert m.board.cards["bob.2"].zone == "field"
    m.passes(B, A, B, A, B, A, B, A)
    hand = m.board.seat(B).hand
    if len(hand) > 5:
        ev(type="Discarded", player=B, cards=hand[:len(hand) - 5])
    d = m.board.seat(A).deck
    ev(type="CardsDrawn", player=A, cards=d[:2])
    m.passes(A, B, A, B)
    ev(type="AttackDeclared", player=A, attackers=["alice.1", "alice.2"])
    m.passes(A, B)
    ev(type="BlockDeclared", player=B, blocker=None)
    m.passes(A, B, A, B, A, B)
    hand = m.board.seat(A).hand
    if len(hand) > 5:
        ev(type="Discarded", player=A, cards=hand[:len(hand) - 5])
    return m, marks


def paper_version(src: Path, dst: Path) -> None:
    """The paper-table version of a legal sample: no deck orders, each hidden card named (``serials``)
    by the first event that reveals it (a card played, cast, discarded for CP or a special, found, or
    used as an EX Burst)."""
    text = src.read_text().splitlines()
    head = json.loads(text[0])
    log = parse_log(src.read_bytes())
    board = new_board(log.header)
    named: set[str] = set()
    out = []
    for raw, ev in zip(text[1:], log.events):
        e = json.loads(raw)
        used = [e.get("card"), e.get("discard"), *[cp.get("discard") for cp in e.get("payment", [])],
                *(e.get("choices") or [])]
        serials = {c: board.cards[c].serial for c in used if c and c in board.cards and c not in named}
        named.update(serials)
        if serials:
            e["serials"] = serials
        step(board, ev)
        out.append(e)
    for p in head["players"]:
        p.pop("order", None)
    head["match"] = f"{src.stem}, paper log"
    head["meta"] = {**head.get("meta", {}), "note": "deck orders unknown; cards named as revealed (serials)"}
    dst.write_text("\n".join([json.dumps(head)] + [json.dumps(e) for e in out]) + "\n")
    result = core.verify(parse_log(dst.read_bytes()))
    assert result.clean and result.winner, result.violations[:3]


def illegal(m, marks):
    """Logs that each break one rule: a legal prefix of the stack match plus one changed event."""
    A, B = "alice", "bob"
    E = m.events
    cases = [
        ("draw-not-top", marks["t1"], {"type": "CardsDrawn", "player": A, "cards": ["alice.7"]}, "fftcg.draw.not-top"),
        ("draw-count-first-player-draws-two", marks["t1"], {"type": "CardsDrawn", "player": A, "cards": ["alice.6", "alice.7"]}, "fftcg.draw.count"),
        ("cp-element-gordon-paid-with-earth", marks["t2-drawn"],
         {"type": "CharacterPlayed", "player": B, "card": "bob.2", "payment": [{"discard": "bob.6"}]}, "fftcg.cp.element"),
        ("cp-excess-tifa-paid-twice", marks["t1-drawn"],
         {"type": "CharacterPlayed", "player": A, "card": "alice.1", "payment": [{"discard": "alice.6"}, {"discard": "alice.5"}]}, "fftcg.cp.excess"),
        ("stack-lifo-ifrit-resolved-first", marks["t4-three-deep"], {"type": "Resolved", "player": A, "item": "alice.4"}, "fftcg.stack.lifo"),
        ("priority-no-priority-cast-out-of-turn", marks["t4-alice-priority"] - 1,
         {"type": "SummonCast", "player": A, "card": "alice.4", "payment": [{"discard": "alice.7"}], "targets": ["bob.2"]}, "fftcg.priority.no-priority"),
        ("attack-entered-this-turn-samurai", marks["t3-declare"], {"type": "AttackDeclared", "player": A, "attackers": ["alice.2"]}, "fftcg.attack.entered-this-turn"),
        ("block-cannot-block-gordon", marks["t3-block"], {"type": "BlockDeclared", "player": B, "blocker": "bob.2"}, "fftcg.block.cannot-block"),
        ("timing-end-phase-summon", marks["t3-end"], {"type": "SummonCast", "player": A, "card": "alice.4", "payment": [{"discard": "alice.7"}], "targets": ["bob.2"]}, "fftcg.timing.end-phase"),
        # Bob, given priority by alice's pass in her Main phase 1, plays Evoker as he does in his own turn 4 (a payment
        # he can make: the one fault is the timing).
        ("character-timing-in-opponents-turn", marks["t3-drawn"] + 2, {"type": "CharacterPlayed", "player": B, "card": "bob.3", "payment": [{"discard": "bob.7"}]}, "fftcg.character.timing"),
        ("setup-mulligan-once-second-mulligan", 0, None, "fftcg.setup.mulligan-once"),
        ("turn-phase-skipped-no-passes", marks["t1-drawn"] + 2, {"type": "CardsDrawn", "player": B, "cards": ["bob.6", "bob.7"]}, "fftcg.turn.phase-skipped"),
    ]
    for name, cut, bad, rule in cases:
        events = [dict(e) for e in E[:cut]]
        if name.startswith("setup-mulligan"):
            # Each names the hand it puts at the bottom: a Mulliganed naming none is a keep (docs/fftcg.md).
            events = [{"seq": 1, "type": "Mulliganed", "player": A, "bottom": [f"alice.{k}" for k in range(1, 6)]},
                      {"seq": 2, "type": "Mulliganed", "player": A, "bottom": [f"alice.{k}" for k in range(6, 11)]}]
        else:
            events.append({"seq": cut + 1, **bad})
        text = "\n".join([json.dumps(m.header)] + [json.dumps(e) for e in events]) + "\n"
        result = core.verify(parse_log(text.encode()))
        first = result.violations[0]
        if rule is None:
            rule = first.rule
            name = name.replace("cp-element", rule.split(".", 1)[1].replace(".", "-"))
        assert first.rule == rule, (name, first)
        m.write(OUT / "illegal" / f"{name}.jsonl", events, meta={"breaks": rule, "at_seq": str(first.seq)})
    # Deck building: a fourth copy of one serial.
    deck = dict(FIRE, **{"1-015": 1, "1-001": 2})
    deck["1-004"] = 4
    deck["1-002"] = 1
    bad = Match("copies", {"alice": deck, "bob": WATER}, 5)
    assert sum(deck.values()) == 50
    bad.write(OUT / "illegal" / "deck-copies-fourth-copy.jsonl", [], meta={"breaks": "fftcg.deck.copies", "at_seq": "0"})


def numbers_and_triggers_illegal():
    """Short logs breaking the rules on numbers, mandatory auto abilities and moves to the other player."""
    A, B = "alice", "bob"
    with_minerva = {k: v for k, v in FIRE.items() if k != "1-015"}
    with_minerva["3-146"] = 1
    tops = {A: ["3-146", "1-005", "1-007", "1-012", "1-020", "1-009", "1-021", "1-027"]}
    cases = []

    m = Match("minerva", {A: with_minerva, B: WATER}, 21, tops=tops)
    m.ev(type="CardsDrawn", player=A, cards=["alice.6"])
    m.ev(type="CharacterPlayed", player=A, card="alice.1",
         payment=[{"discard": c} for c in ("alice.2", "alice.3", "alice.4", "alice.5")])
    m.passes(A, B, A, B, A, B, A, B)
    m.ev(type="CardsDrawn", player=B, cards=["bob.6", "bob.7"])
    m.passes(B, A, B, A, B, A, B, A)
    m.ev(type="Discarded", player=B, cards=["bob.1", "bob.2"])
    m.ev(type="CardsDrawn", player=A, cards=["alice.7", "alice.8"])
    cases.append((m, "auto-mandatory-minerva-declined",
                  {"type": "AutoTriggered", "player": A, "source": "alice.1", "declined": True}, "fftcg.auto.mandatory"))

    m = Match("rounding", {A: with_minerva, B: WATER}, 21, tops=tops)
    m.ev(type="CardsDrawn", player=A, cards=["alice.6"])
    m.ev(type="CharacterPlayed", player=A, card="alice.6", payment=[{"discard": "alice.2"}])
    cases.append((m, "number-rounding-decimal-damage",
                  {"type": "EffectRecorded", "player": A, "effect": "damage(2500.5)", "targets": ["alice.6"],
                   "note": "an unmodelled ability: half of 5001, written down unrounded"}, "fftcg.number.rounding"))

    m = Match("give", {A: with_minerva, B: WATER}, 21, tops=tops)
    m.ev(type="CardsDrawn", player=A, cards=["alice.6"])
    cases.append((m, "zone-other-player-deck-card-to-hand",
                  {"type": "EffectRecorded", "player": A, "effect": "give(hand)", "targets": ["alice.7"],
                   "note": "an unmodelled ability moves alice's top card to bob"}, "fftcg.zone.other-player"))

    for m, name, bad, rule in cases:
        events = [*m.events, {"seq": len(m.events) + 1, **bad}]
        text = "\n".join([json.dumps(m.header)] + [json.dumps(e) for e in events]) + "\n"
        first = core.verify(parse_log(text.encode())).violations[0]
        assert first.rule == rule and first.seq == len(events), (name, first)
        m.write(OUT / "illegal" / f"{name}.jsonl", events, meta={"breaks": rule, "at_seq": str(first.seq)})


if __name__ == "__main__":
    main()
