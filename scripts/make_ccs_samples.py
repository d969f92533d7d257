"""Regenerate the legal Chrono Clash sample logs by seeded self-play.

    .venv/bin/python scripts/make_ccs_samples.py

Each sample is searched over seeds until the match ends the way its name says;
the seed is recorded in the header's meta so the file can be remade exactly.
"""

from __future__ import annotations

import sys
from pathlib import Path

from ledger.log import write_log
from projections import core
from projections.chrono_clash import selfplay
from ledger.log import parse_log, dump_log

OUT = Path(__file__).resolve().parent.parent / "sample_logs" / "chrono_clash"


_DECKS = selfplay.sample_decks()
RED_BLUE, RED_BLUE_EXTRA = _DECKS["red-blue"]
GREEN_YELLOW, _ = _DECKS["green-yellow"]
PURPLE_BLUE, PURPLE_BLUE_EXTRA = _DECKS["purple-blue"]


def make(name: str, players, styles, want, seeds=range(1, 400), first=None, label=""):
    for seed in seeds:
        header = selfplay.deal(players, seed, first=first, label=label or name)
        header.meta = {"generator": "scripts/make_ccs_samples.py", "seed": str(seed)}
        events = selfplay.play(header, styles, seed)
        log = parse_log(dump_log(header, events), name)
        result = core.verify(log)
        if result.clean and want(result, events):
            write_log(OUT / f"{name}.jsonl", header, events)
            print(f"{name}: seed {seed}, {len(events)} events, {result.result}")
            return
    print(f"{name}: no seed gave the wanted ending", file=sys.stderr)


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    two = [("alice", RED_BLUE, RED_BLUE_EXTRA), ("bob", GREEN_YELLOW, {})]
    make("win-attack-no-guardians", two, {"alice": "aggressive", "bob": "aggressive"},
         lambda r, e: "no guardians left" in r.result and len(e) < 400)
    make("win-quests", two, {"alice": "questing", "bob": "passive"},
         lambda r, e: "quest points" in r.result)
    make("win-failed-draw-long", [("alice", PURPLE_BLUE, PURPLE_BLUE_EXTRA), ("bob", GREEN_YELLOW, {})],
         {"alice": "passive", "bob": "passive"}, lambda r, e: "could not draw" in r.result)
    four = [("alice", RED_BLUE, RED_BLUE_EXTRA), ("bob", GREEN_YELLOW, {}),
            ("carol", PURPLE_BLUE, PURPLE_BLUE_EXTRA), ("dave", GREEN_YELLOW, {})]
    make("four-players", four, {p: "aggressive" for p, _, _ in four}, lambda r, e: r.winner is not None)
    three = four[:3]
    make("three-players-quests", three, {"alice": "questing", "bob": "passive", "carol": "balanced"},
         lambda r, e: "quest points" in r.result)
    make("balanced-duel", two, {"alice": "balanced", "bob": "balanced"},
         lambda r, e: r.winner is not None and len(e) > 75)
    make_illegal()
    make_paper()


# ---------------------------------------------------------------------------
# Illegal samples: a legal match cut at the moment one rule is broken.

import msgspec  # noqa: E402

from ledger.chrono_clash import (  # noqa: E402
    AttackDeclared, BattlerSummoned, CardDrawn, GuardianRevealed, QuestStarted, TapAbilityActivated,
)
from projections.chrono_clash import abilities as ab  # noqa: E402
from projections.chrono_clash import new_board, step  # noqa: E402


def _renumber(events):
    return [msgspec.structs.replace(e, seq=i) for i, e in enumerate(events, 1)]


def _boards(header, events):
    """(board before event k, event k) for every event."""
    board = new_board(header)
    for ev in events:
        yield board.copy(), ev
        step(board, ev)


def illegal(name: str, header, events, want_rule: str) -> None:
    events = _renumber(events)
    log = parse_log(dump_log(header, events), name)
    result = core.verify(log)
    rules = [(v.seq, v.rule) for v in result.violations]
    if not rules or rules[0][1] != want_rule:
        print(f"illegal/{name}: expected {want_rule} first, got {rules[:3]}", file=sys.stderr)
        return
    header = msgspec.structs.replace(header, match=f"illegal: {name}",
                                     meta=dict(header.meta, breaks=want_rule, at_seq=str(rules[0][0])))
    write_log(OUT / "illegal" / f"{name}.jsonl", header, events)
    print(f"illegal/{name}: {want_rule} at seq {rules[0][0]}")


def _load(name):
    from ledger.log import read_log
    log = read_log(OUT / f"{name}.jsonl")
    return log.header, list(log.events)


def make_illegal() -> None:
    (OUT / "illegal").mkdir(exist_ok=True)
    header, events = _load("win-attack-no-guardians")
    boards = list(_boards(header, events))

    # Attack with a battler summoned this turn (and not Quick).
    for k, (before, ev) in enumerate(boards):
        if isinstance(ev, BattlerSummoned) and ev.mode == "normal" and not ab.has(before, ev.card, "quick"):
            after = before.copy(); step(after, ev)
            if after.gauge <= -1 or after.pending or after.seat(ev.player).eliminated:
                continue
            opp = after.opponents(ev.player)[0]
            top = opp.guardians[0]
            bad = [AttackDeclared(seq=0, player=ev.player, attacker=ev.card, defender=opp.id),
                   GuardianRevealed(seq=0, player=opp.id, card=top)]
            illegal("attack-summoned-this-turn", header, events[: k + 1] + bad, "ccs.attack.summoned-this-turn")
            break

    # Draw a card that was not on top of the deck.
    for k, (before, ev) in enumerate(boards):
        if isinstance(ev, CardDrawn) and k > 2:
            seat = before.seat(ev.player)
            bad = msgspec.structs.replace(ev, card=seat.deck[1])
            illegal("draw-not-top", header, events[:k] + [bad], "ccs.draw.not-top")
            break

    # Skip the turn's draw: the first action of the turn comes before any draw.
    for k, (before, ev) in enumerate(boards):
        if isinstance(ev, CardDrawn) and k > 2 and k + 1 < len(events) and isinstance(events[k + 1], BattlerSummoned):
            illegal("skip-draw-step", header, events[:k] + [events[k + 1]], "ccs.turn.draw-step")
            break

    # Keep playing after the counter reached the opponent's 1.
    for k, (before, ev) in enumerate(boards):
        after = before.copy(); step(after, ev)
        if (isinstance(ev, BattlerSummoned) and after.gauge <= -1 and not after.pending and after.attack is None
                and after.must_attack is None):
            hand = [h for h in after.seat(ev.player).hand if after.card_def(h).type == "battler"
                    and not after.card_def(h).extra]
            if hand:
                bad = BattlerSummoned(seq=0, player=ev.player, card=hand[0])
                illegal("summon-after-turn-over", header, events[: k + 1] + [bad], "ccs.gauge.turn-over")
                break

    # Attack an untapped enemy battler.
    for k, (before, ev) in enumerate(boards):
        if isinstance(ev, AttackDeclared) and ev.battler is None:
            opp = before.seat(ev.defender)
            untapped = [b for b in opp.battlefield if not before.cards[b].tapped and not before.cards[b].quest]
            if untapped:
                bad = msgspec.structs.replace(ev, battler=untapped[0])
                illegal("attack-untapped-battler", header, events[:k] + [bad], "ccs.attack.target-untapped")
                break

    # Reveal a guardian that is not the top of the stack.
    for k, (before, ev) in enumerate(boards):
        if isinstance(ev, GuardianRevealed) and len(before.seat(ev.player).guardians) > 1:
            bad = msgspec.structs.replace(ev, card=before.seat(ev.player).guardians[1])
            illegal("guardian-not-top", header, events[:k] + [bad], "ccs.guardian.not-top")
            break

    # Send a battler summoned this turn on a quest.
    for k, (before, ev) in enumerate(boards):
        if isinstance(ev, BattlerSummoned) and ev.mode == "normal":
            after = before.copy(); step(after, ev)
            rest = after.seat(ev.player).hand
            if after.gauge > -1 and rest and not after.pending:
                bad = QuestStarted(seq=0, player=ev.player, battler=ev.card, card=rest[0])
                illegal("quest-summoned-this-turn", header, events[: k + 1] + [bad], "ccs.quest.summoned-this-turn")
                break

    # A deck with a fourth copy of a card.
    h4 = msgspec.structs.replace(header, players=list(header.players))
    p0 = h4.players[0]
    name = next(iter(p0.deck))
    order = list(p0.order)
    order[-1] = name
    deck = {}
    for n in order:
        deck[n] = deck.get(n, 0) + 1
    h4.players[0] = msgspec.structs.replace(p0, deck=deck, order=order)
    illegal("deck-four-copies", h4, events[:6], "ccs.deck.copies")

    # Tap ability of a battler summoned this turn (Harbor Sentry from the hand, made first in hand).
    hq, eq = _load("win-quests")
    for k, (before, ev) in enumerate(_boards(hq, eq)):
        if isinstance(ev, BattlerSummoned):
            after = before.copy(); step(after, ev)
            if ab.triggered(after, ev.card, "tap") and after.gauge > -1:
                bad = TapAbilityActivated(seq=0, player=ev.player, battler=ev.card)
                illegal("tap-summoned-this-turn", hq, eq[: k + 1] + [bad], "ccs.tap.summoned-this-turn")
                break


def make_paper() -> None:
    """The win-quests match as a paper table would log it: no deck order, cards named as revealed."""
    header, events = _load("win-quests")
    names = {}
    board = new_board(header)
    for iid, inst in board.cards.items():
        names[iid] = inst.name
    players = [msgspec.structs.replace(p, order=None, extra_order=None) for p in header.players]
    paper = msgspec.structs.replace(header, players=players, match="win-quests, paper log",
                                    meta=dict(header.meta, note="deck orders unknown; cards named as revealed"))
    out = []
    for ev in events:
        fields = {f: getattr(ev, f) for f in ev.__struct_fields__}
        if "card" in fields and fields["card"] is not None and "name" in fields:
            ev = msgspec.structs.replace(ev, name=names[fields["card"]])
        out.append(ev)
    log = parse_log(dump_log(paper, out), "paper")
    result = core.verify(log)
    if result.clean:
        write_log(OUT / "paper-table-win-quests.jsonl", paper, out)
        print(f"paper-table-win-quests: {len(out)} events, {result.result}")
    else:
        print("paper-table-win-quests:", [(v.seq, v.rule, v.message) for v in result.violations][:3], file=sys.stderr)


if __name__ == "__main__":
    main()
