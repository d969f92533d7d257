"""The Force of Will rules engine: judge one event against the board, then apply it.

:func:`step` mutates the board in place and returns the violations the event
committed. After a violation it applies the event *as recorded* wherever that
is possible, and skips only what cannot happen at all (a card that is not
there). No I/O, no clock, no randomness.

The chase is a list (bottom first): ``CardPlayed``, ``AbilityActivated`` and
``JudgmentMade`` push onto it, ``ChaseResolved`` resolves the top (last in,
first out). Battle damage follows ``BlockDeclared``.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

from ledger.force_of_will import (
    AbilityActivated, AttackDeclared, BlockDeclared, CardDrawn, CardPlayed, ChaseResolved, Conceded,
    EffectRecorded, JudgmentMade, Mulliganed, StandbySet, StoneCalled, TurnEnded,
)

from ..core import Violation, violation
from ..naming import bind, drawn_card, named_card
from . import cards as C
from .board import MAX_HAND, Battle, Board, Entry, zone_list
from .rules import RULES

MAIN_ONLY = {"resonator", "regalia", "addition"}
ATTR_NAMES = {"L": "light", "F": "fire", "Wa": "water", "Wi": "wind", "D": "darkness"}


class Judge:
    """Holds the board and the violations of the event being judged."""

    def __init__(self, board: Board, event: Any):
        self.board = board
        self.event = event
        self.found: list[Violation] = []

    def flag(self, rule: str, message: str) -> None:
        self.found.append(violation(RULES[rule], self.event, self.board.turn, message))

    def label(self, iid: str | None) -> str:
        return self.board.label(iid)

    # -- moving cards ----------------------------------------------------
    def move(self, iid: str, zone: str, top: bool = False) -> None:
        """Move a card to ``zone`` of its owner; leaving the field clears damage, modifiers and additions."""
        b = self.board
        inst = b.cards[iid]
        owner = b.seat(inst.owner)
        # A card is only ever in its owner's list of its zone (move is the only way in), so
        # that is the one list to take it out of; look everywhere only if it is not there.
        here = zone_list(owner, inst.zone)
        if here is None:
            pass  # ruler area, chase, set aside: in no list
        elif iid in here:
            here.remove(iid)
        else:
            for s in b.seats:
                for lst in (s.deck, s.stones, s.hand, s.field, s.added, s.grave, s.stone_area, s.standby):
                    if iid in lst:
                        lst.remove(iid)
        dest = zone_list(owner, zone)
        if dest is not None:
            dest.insert(0, iid) if top else dest.append(iid)
        was_on_field = inst.zone == "field"
        inst.zone = zone
        if zone not in ("field", "added"):
            inst.damage = inst.atk_mod = inst.def_mod = 0
            inst.host = None
            if zone != "ruler-area":
                inst.rested = False
        if was_on_field and zone != "field":
            for other in [a for s in b.seats for a in s.added if b.cards[a].host == iid]:
                self.move(other, "grave")

    def draw(self, pid: str) -> None:
        seat = self.board.seat(pid)
        if seat.deck:
            self.move(seat.deck[0], "hand")

    def destroy(self, iid: str) -> None:
        """Destroy a resonator (to the graveyard) or a J-ruler (back to the ruler area, J side up)."""
        b = self.board
        inst = b.cards[iid]
        if inst.zone != "field":
            return
        if inst.j_side:
            rested = inst.rested
            self.move(iid, "ruler-area")
            inst.rested = rested
            inst.j_dead = True
            b.notes.append(f"turn {b.turn}: {b.label(iid)} was destroyed and returns to the ruler area J-side up")
        else:
            self.move(iid, "grave")

    def lose_life(self, pid: str, n: int) -> None:
        self.board.seat(pid).life -= n

    def settle(self) -> None:
        """Destroy what took damage >= DEF; a player at 0 life or less loses."""
        b = self.board
        for s in b.seats:
            for iid in list(s.field):
                if b.cards[iid].damage <= 0:
                    continue  # nothing to destroy (DEF is only read for a card with damage)
                if not C.is_fighter(b, iid):
                    continue
                d = C.defence(b, iid)
                if d is not None and b.cards[iid].damage >= d and b.cards[iid].damage > 0:
                    self.destroy(iid)
        dead = [s for s in b.seats if s.life <= 0]
        if dead and not b.over:
            b.over = True
            b.phase = "over"
            if len(dead) == 2:
                b.result = "both players reached 0 life: a draw"
            else:
                winner = b.opponent(dead[0].id).id
                b.winner = winner
                b.result = f"{winner} wins: {dead[0].id} has {dead[0].life} life"

    def win(self, pid: str, why: str) -> None:
        b = self.board
        if not b.over:
            b.over = True
            b.phase = "over"
            b.winner = pid
            b.result = f"{pid} wins: {why}"

    # -- turns -------------------------------------------------------------
    def start_game(self) -> None:
        """Set-up ⑤: both rulers are placed at once, and the chosen player's first turn begins."""
        b = self.board
        for s in b.seats:
            self.move(s.ruler, "ruler-area")
        b.turn = 1
        b.active = b.first
        b.seat(b.first).turns = 1
        b.phase = "main"  # the first player skips the draw of the very first turn and recovery on their first turn

    def begin_turn(self, pid: str) -> None:
        b = self.board
        b.turn += 1
        b.active = pid
        seat = b.seat(pid)
        seat.turns += 1
        b.phase = "draw"
        if not seat.deck:
            self.win(b.opponent(pid).id, f"{pid} must draw in the draw phase, but the main deck is empty")

    def recover(self, pid: str) -> None:
        """The recovery phase, skipped on each player's own first turn."""
        b = self.board
        seat = b.seat(pid)
        if seat.turns <= 1:
            return
        for iid in seat.field + seat.stone_area + [seat.ruler]:
            b.cards[iid].rested = False

    def end_phase(self) -> None:
        b = self.board
        for iid in b.marked:  # every other card has no damage or modifier to clear
            inst = b.cards[iid]
            inst.damage = 0
            inst.atk_mod = 0
            inst.def_mod = 0
        b.marked = set()


# ---------------------------------------------------------------------------
# Shared checks


def _pool_of(seat, iid: str) -> dict[str, int]:
    """The unrevealed copies a hidden card is taken from."""
    return seat.unbound_stones if ".s" in iid else seat.unbound


def _card(j: Judge, pid: str, card: str | None, name: str | None, zones: tuple[str, ...], what: str) -> str | None:
    """The instance an event names, bound to ``name`` where the log only knew the name."""
    return named_card(j, pid, card, name, zones, what, rule="fow.log.unknown-card", zone_list=zone_list, pool_of=_pool_of)


def _bind(j: Judge, seat, iid: str, name: str) -> None:
    bind(j, seat, iid, name, rule="fow.log.unknown-card", pool_of=_pool_of)


def _drawn_yet(j: Judge, ev: Any, what: str) -> None:
    """An action by the active player before the draw phase's draw: flagged, and the card is drawn."""
    b = j.board
    if b.phase == "draw" and ev.player == b.active:
        j.flag("fow.turn.draw-phase", f"{ev.player} {what} before drawing the turn's card")
        j.draw(ev.player)
        j.recover(ev.player)
        b.phase = "main"


def _main(j: Judge, ev: Any, what: str) -> None:
    """Checks for actions of the active player's main phase with nothing under way."""
    b = j.board
    if ev.player != b.active:
        j.flag("fow.turn.not-your-turn", f"{ev.player} {what} during {b.active}'s turn")
        return
    if b.chase:
        j.flag("fow.chase.unresolved", f"{ev.player} {what} while {j.label(b.chase[-1].source)} was still on the chase")
    if b.battle is not None:
        j.flag("fow.battle.unfinished", f"{ev.player} {what} while the attack of {j.label(b.battle.attacker)} was under way")


def _main_card(j: Judge, ev: Any, what: str) -> None:
    """A resonator, regalia, addition or chant: the active player's main phase, nothing under way."""
    b = j.board
    if ev.player != b.active:
        j.flag("fow.turn.not-your-turn", f"{ev.player} played {what} during {b.active}'s turn")
        return
    if b.chase:
        j.flag("fow.play.main-phase", f"{ev.player} played {what} in answer to {j.label(b.chase[-1].source)} on the chase: "
                                      "only chant-instants and abilities can chase")
    if b.battle is not None:
        j.flag("fow.play.main-phase", f"{ev.player} played {what} during the attack of {j.label(b.battle.attacker)}: "
                                      "only chant-instants and abilities can be used in a battle")


_COSTS: dict[Any, Any] = {}  # parsed costs (parse_cost is a pure function of the text)
_UNPARSED = object()


def _pay(j: Judge, pid: str, cost: str, payment: list[str], attributes: list[str], what: str) -> None:
    """Judge and apply a will payment: each source rested for one will; exact, of the right attributes."""
    b = j.board
    parsed = _COSTS.get(cost, _UNPARSED)
    if parsed is _UNPARSED:
        if len(_COSTS) > 4096:
            _COSTS.clear()
        parsed = _COSTS[cost] = C.parse_cost(cost)  # read only below, so shared
    produced: Counter = Counter()
    wild = 0
    for k, src in enumerate(payment):
        inst = b.cards.get(src)
        if inst is None:
            j.flag("fow.log.unknown-card", f"{src!r} is not a card of this match")
            continue
        attrs = C.will_of(b, src) if inst.owner == pid else None
        if attrs is None:
            where = "is not theirs" if inst.owner != pid else "produces no will"
            j.flag("fow.will.source", f"{pid} paid for {what} with {j.label(src)}, which {where}")
            continue
        if inst.rested:
            j.flag("fow.will.rested", f"{pid} paid for {what} with {j.label(src)}, which was already rested")
        wa = C.will_ability(b, src)
        if wa is not None and wa.rest and C.is_resonator(b, src) and inst.entered_turn == b.turn:
            j.flag("fow.ability.entered-this-turn",
                   f"{j.label(src)} was put onto the field this turn: it cannot rest for will yet")
        inst.rested = True
        choice = attributes[k] if k < len(attributes) and attributes[k] else None
        if not attrs:
            if choice is None:
                wild += 1
            else:
                produced[choice] += 1
            b.notes.append(f"turn {b.turn}: the will of {j.label(src)} is not in the card data; taken as declared")
        elif choice is not None and choice not in attrs:
            j.flag("fow.will.source", f"{j.label(src)} produces {'/'.join(attrs)} will, not {choice}")
            produced[choice] += 1
        else:
            produced[choice or attrs[0]] += 1
    if parsed is None:
        b.notes.append(f"turn {b.turn}: the cost {cost} of {what} has a symbol the engine does not read; not checked")
        return
    need, free = parsed
    total = sum(need.values()) + free
    paid = sum(produced.values()) + wild
    short = []
    spare = wild
    for a, n in need.items():
        have = produced.get(a, 0)
        if have < n:
            use = min(spare, n - have)
            spare -= use
            if have + use < n:
                short.append(f"{n - have - use} {ATTR_NAMES.get(a, a)}")
    if short:
        j.flag("fow.will.attribute", f"{pid} paid {what} (cost {cost}) without {' and '.join(short)} will")
    if paid != total:
        j.flag("fow.will.exact", f"{pid} paid {paid} will for {what}, which costs {total} ({cost or '{0}'})")


def _valid_target(j: Judge, pid: str, kind: str, target: str) -> str | None:
    """Why ``target`` is not a legal target of ``kind`` (None when it is)."""
    b = j.board
    if kind == "player":
        return None if b.is_player(target) else f"{target!r} is not a player"
    if kind == "chase":
        return None if any(e.source == target for e in b.chase) else f"{j.label(target)} is not on the chase"
    if target not in b.cards:
        return f"{target!r} is not a card of this match"
    if kind == "resonator":
        if C.is_j_ruler(b, target):
            return f"{j.label(target)} is a J-ruler, not a resonator"
        return None if C.is_resonator(b, target) else f"{j.label(target)} is not a resonator on the field"
    if kind == "your-resonator":
        ok = C.is_resonator(b, target) and b.cards[target].owner == pid
        return None if ok else f"{j.label(target)} is not a resonator of {pid}'s on the field"
    if kind == "fighter":
        return None if C.is_fighter(b, target) else f"{j.label(target)} is not a resonator or J-ruler on the field"
    if kind == "your-hand-card":
        ok = b.cards[target].zone == "hand" and b.cards[target].owner == pid
        return None if ok else f"{j.label(target)} is not a card in {pid}'s hand"
    return None


def _check_targets(j: Judge, pid: str, effects: list, targets: list[str], what: str) -> None:
    kinds = C.chosen(effects)
    if len(targets) != len(kinds):
        j.flag("fow.play.target", f"{what} takes {len(kinds)} target(s); the log gives {len(targets)}")
    for kind, t in zip(kinds, targets):
        if kind in C.ON_RESOLUTION:
            continue  # chosen when the effect resolves: checked then
        why = _valid_target(j, pid, kind, t)
        if why:
            j.flag("fow.play.target", f"{what} cannot target that: {why}")


def trigger_holds(b: Board, pid: str, trigger: str) -> bool:
    """Whether a chant-standby spell's trigger has happened for ``pid`` now."""
    if trigger == "opponent-attacks":
        return b.battle is not None and b.battle.attacking_player != pid
    if trigger == "opponent-chase":
        return any(e.controller != pid for e in b.chase)
    return True


# ---------------------------------------------------------------------------
# Resolution


def _run(j: Judge, pid: str, source: str, effects: list, targets: list[str]) -> None:
    b = j.board
    it = iter(targets)
    for e in effects:
        if e.target in C.ON_RESOLUTION:
            tgt = next(it, None)
            why = "no card was chosen" if tgt is None else _valid_target(j, pid, e.target, tgt)
            if why:
                j.flag("fow.play.target", f"the {e.op} of {j.label(source)} cannot be done with that choice: {why}")
                continue
        elif e.target in C.CHOSEN:
            tgt = next(it, None)
            if tgt is None or _valid_target(j, pid, e.target, tgt):
                continue  # the target is gone: that part does nothing
        else:
            tgt = None
        if e.target == "you":
            tgt = pid
        elif e.target == "opponent":
            tgt = b.opponent(pid).id
        elif e.target == "this":
            tgt = source
        _effect(j, pid, e.op, e.amount, tgt)


def _effect(j: Judge, pid: str, op: str, amount: int, tgt: str | None) -> None:
    b = j.board
    if tgt is None:
        return
    if op == "damage":
        if b.is_player(tgt):
            j.lose_life(tgt, amount)
        elif tgt in b.cards:
            b.cards[tgt].damage += amount
            b.marked.add(tgt)
    elif op == "life":
        if b.is_player(tgt):
            b.seat(tgt).life += amount
    elif op == "draw":
        who = tgt if b.is_player(tgt) else pid
        for _ in range(max(amount, 1)):
            j.draw(who)
    elif op == "cancel":
        for e in list(b.chase):
            if e.source == tgt:
                b.chase.remove(e)
                if e.kind == "card":
                    j.move(e.source, "grave")
                break
    elif tgt in b.cards:
        inst = b.cards[tgt]
        if op == "atk":
            inst.atk_mod += amount
            b.marked.add(tgt)
        elif op == "def":
            inst.def_mod += amount
            b.marked.add(tgt)
        elif op == "destroy":
            j.destroy(tgt)
        elif op == "rest":
            inst.rested = True
        elif op == "recover":
            inst.rested = False
        elif op == "discard":
            j.move(tgt, "grave")
        elif op == "to-hand":
            j.move(tgt, "hand")
        elif op == "to-deck-top":
            j.move(tgt, "deck", top=True)


def _resolve(j: Judge, entry: Entry) -> None:
    b = j.board
    src = entry.source
    inst = b.cards[src]
    if entry.kind == "judgment":
        d = b.card_def(src)
        inst.j_side = True
        inst.j_dead = False
        j.move(src, "field")
        inst.entered_turn = b.turn
        if d is None or d.j_ruler is None:
            b.unmodelled += 1
        return
    if entry.kind == "enter":
        d = b.card_def(src)
        if d is not None:
            _run(j, entry.controller, src, d.enter, entry.targets)
        return
    if entry.kind == "ability":
        abil = C.abilities(b, src)
        if 0 <= entry.ability < len(abil):
            _run(j, entry.controller, src, abil[entry.ability].effects, entry.targets)
        return
    d = b.card_def(src)
    if d is None:
        j.move(src, "grave")
        return
    if d.type in ("resonator", "regalia"):
        j.move(src, "field")
        inst.entered_turn = b.turn
        inst.rested = False
        _entered(j, entry, d)
    elif d.type == "addition":
        host = entry.targets[0] if entry.targets else None
        if d.kind == "field" or host is None:
            j.move(src, "field")
            inst.entered_turn = b.turn
            _entered(j, entry, d)
        elif C.is_fighter(b, host):
            j.move(src, "added")
            inst.host = host
        else:
            j.move(src, "grave")
    else:
        _run(j, entry.controller, src, C.spell_effects(d), entry.targets)
        if inst.zone == "chase":
            j.move(src, "grave")


def _entered(j: Judge, entry: Entry, d: Any) -> None:
    """A card with an enter-the-field ability was put onto the field: the ability goes on the chase."""
    if d.enter:
        j.board.chase.append(Entry(kind="enter", source=entry.source, controller=entry.controller,
                                   targets=list(entry.targets)))


# ---------------------------------------------------------------------------
# Event handlers


def on_mulligan(j: Judge, ev: Mulliganed) -> None:
    b = j.board
    seat = b.seat(ev.player)
    if b.phase != "setup":
        j.flag("fow.setup.mulligan-late", f"{ev.player} took a mulligan after the game had begun")
    elif seat.mulliganed:
        j.flag("fow.setup.mulligan-twice", f"{ev.player} already decided on their mulligan")
    elif ev.player == b.first and b.opponent(ev.player).mulliganed:
        j.flag("fow.setup.mulligan-order",
               f"{ev.player} plays first and decides on a mulligan first, but {b.opponent(ev.player).id} already had")
    seat.mulliganed = True
    moved = []
    for iid in ev.cards:
        if iid not in seat.hand:
            j.flag("fow.log.unknown-card", f"{j.label(iid)} is not in {ev.player}'s hand")
            continue
        j.move(iid, "deck")
        moved.append(iid)
    for _ in moved:
        j.draw(ev.player)


def on_drawn(j: Judge, ev: CardDrawn) -> None:
    b = j.board
    seat = b.seat(ev.player)
    if ev.player != b.active:
        j.flag("fow.turn.not-your-turn", f"{ev.player} drew a card during {b.active}'s turn")
    elif b.turn == 1 and ev.player == b.first:
        j.flag("fow.draw.first-turn", f"{ev.player} plays first and does not draw in the first turn's draw phase")
    elif b.phase != "draw":
        j.flag("fow.turn.draw-phase", f"{ev.player} drew a second card this turn; the draw phase has one draw")
    if not seat.deck:
        j.flag("fow.turn.draw-phase", f"{ev.player} has no card left to draw")
        return
    iid = drawn_card(j, seat.deck, ev.card, ev.player, not_top="fow.draw.not-top", unknown="fow.log.unknown-card",
                     deck_word="main deck")
    iid = _card(j, ev.player, iid, ev.name, ("deck",), "the draw") or iid
    j.move(iid, "hand")
    if ev.player == b.active and b.phase == "draw":
        j.recover(ev.player)
        b.phase = "main"


def on_stone(j: Judge, ev: StoneCalled) -> None:
    b = j.board
    pid = ev.player
    seat = b.seat(pid)
    _main(j, ev, "called a magic stone")
    by = ev.by or seat.ruler
    inst = b.cards.get(by)
    if seat.judged_turn == b.turn:
        j.flag("fow.stone.judgment-turn", f"{pid} made a judgment this turn and cannot call a magic stone")
    elif seat.called_turn == b.turn:
        j.flag("fow.stone.once-per-turn", f"{pid} already called a magic stone this turn")
    elif inst is None or inst.owner != pid or not (by == seat.ruler and inst.zone in ("ruler-area", "field")):
        j.flag("fow.stone.ruler-rested", f"{pid} called a magic stone with {j.label(by)}, which is not their ruler or J-ruler")
    elif inst.rested:
        j.flag("fow.stone.ruler-rested", f"{pid} called a magic stone, but {j.label(by)} was already rested")
    if inst is not None and by == seat.ruler:
        inst.rested = True
    seat.called_turn = b.turn
    if not seat.stones:
        j.flag("fow.stone.empty-deck", f"{pid}'s magic stone deck is empty")
        return
    top = seat.stones[0]
    iid = top
    if ev.card is not None and ev.card != top:
        if ev.card in seat.stones:
            j.flag("fow.stone.not-top", f"{pid} called {j.label(ev.card)}, but the top of the magic stone deck was {j.label(top)}")
            iid = ev.card
        else:
            j.flag("fow.log.unknown-card", f"{ev.card!r} is not in {pid}'s magic stone deck")
    iid = _card(j, pid, iid, ev.name, ("stones",), "the stone call") or iid
    j.move(iid, "stone-area")


def on_played(j: Judge, ev: CardPlayed) -> None:
    b = j.board
    pid = ev.player
    zones = ("standby",) if ev.from_standby else ("hand",)
    iid = _card(j, pid, ev.card, ev.name, zones, "the play")
    if iid is None:
        return
    inst = b.cards[iid]
    d = b.card_def(iid)
    where = "standby" if ev.from_standby else "hand"
    if inst.zone != where or inst.owner != pid:
        rule = "fow.standby.not-in-hand" if ev.from_standby else "fow.play.not-in-hand"
        j.flag(rule, f"{pid} played {j.label(iid)}, which is not in their {'standby zone' if ev.from_standby else 'hand'}")
        if inst.zone in ("field", "chase", "added") or inst.owner != pid:
            return
    if d is None:
        j.flag("fow.log.unknown-card", f"the log does not say what {iid} is")
        return
    what = j.label(iid)
    if d.type in MAIN_ONLY or (d.type == "spell" and d.kind == "chant"):
        _main_card(j, ev, what)
    if ev.from_standby:
        if d.type != "spell" or d.kind != "chant-standby":
            j.flag("fow.standby.not-standby-spell", f"{what} is not a chant-standby spell: it cannot be played from the standby zone")
        elif inst.set_turn == b.turn:
            j.flag("fow.standby.same-turn", f"{what} was put into the standby zone this turn")
    if d.type == "spell" and d.kind == "chant-standby" and d.modelled and not trigger_holds(b, pid, d.trigger):
        j.flag("fow.standby.trigger", f"{pid} played {what}, but its trigger ({d.trigger}) has not happened")
    has_x = "{X}" in (d.cost or "")
    if ev.x is not None and (not has_x or ev.from_standby):
        j.flag("fow.will.x", f"{pid} chose X = {ev.x} for {what}, whose cost {d.cost or '{0}'} has no {{X}} to pay")
    elif has_x and not ev.from_standby and (ev.x is None or ev.x < 0):
        j.flag("fow.will.x", f"{what} costs {d.cost}: X must be chosen as it is played, a whole number 0 or more "
               f"(the event's x; got {ev.x!r})")
    if ev.from_standby:
        if ev.payment:
            _pay(j, pid, "", ev.payment, ev.attributes, what)
    else:
        _pay(j, pid, C.with_x(d.cost, ev.x), ev.payment, ev.attributes, what)
    targets = list(ev.targets)
    if d.type == "addition":
        if d.kind == "field":
            if ev.attach_to is not None:
                j.flag("fow.play.addition-target", f"{what} is an addition to the field, not to a card")
        else:
            host = ev.attach_to
            ok = host is not None and (C.is_resonator(b, host) if d.kind == "resonator" else C.is_fighter(b, host))
            if not ok:
                kind = "a resonator" if d.kind == "resonator" else "a resonator or J-ruler"
                j.flag("fow.play.addition-target", f"{what} must be added to {kind} on the field, not {j.label(host)}")
            targets = [host] if host else []
    elif d.type == "spell" and d.modelled:
        _check_targets(j, pid, C.spell_effects(d), targets, what)
    elif d.modelled and (d.enter or targets):
        _check_targets(j, pid, d.enter, targets, f"the enter-the-field ability of {what}")
    j.move(iid, "chase")
    b.chase.append(Entry(kind="card", source=iid, controller=pid, targets=targets))


def on_ability(j: Judge, ev: AbilityActivated) -> None:
    b = j.board
    pid = ev.player
    iid = ev.card
    inst = b.cards.get(iid)
    if inst is None:
        j.flag("fow.log.unknown-card", f"{iid!r} is not a card of this match")
        return
    if inst.owner != pid or inst.zone not in ("field", "ruler-area"):
        j.flag("fow.ability.no-such", f"{pid} activated {j.label(iid)}, which is not theirs on the field or in the ruler area")
        return
    d = b.card_def(iid)
    abil = C.abilities(b, iid)
    what = j.label(iid)
    if d is not None and not d.modelled and not inst.j_side:
        # Abilities of a card known only by its statistics: the log records what it did.
        if ev.payment:
            _pay(j, pid, "", ev.payment, ev.attributes, what)
        b.chase.append(Entry(kind="ability", source=iid, controller=pid, targets=list(ev.targets), ability=-1))
        return
    if not (0 <= ev.ability < len(abil)) or abil[ev.ability].kind != "activated":
        why = " (a destroyed J-ruler has no abilities)" if inst.j_dead else ""
        j.flag("fow.ability.no-such", f"{what} has no activated ability number {ev.ability}{why}")
        return
    a = abil[ev.ability]
    if a.rest:
        if inst.rested:
            j.flag("fow.ability.rested", f"{what} is already rested: it cannot pay the rest symbol")
        elif C.is_resonator(b, iid) and inst.entered_turn == b.turn:
            j.flag("fow.ability.entered-this-turn", f"{what} was put onto the field this turn: no rest-symbol ability yet")
        inst.rested = True
    _pay(j, pid, a.cost, ev.payment, ev.attributes, f"the ability of {what}")
    _check_targets(j, pid, a.effects, list(ev.targets), f"the ability of {what}")
    b.chase.append(Entry(kind="ability", source=iid, controller=pid, targets=list(ev.targets), ability=ev.ability))


def on_standby(j: Judge, ev: StandbySet) -> None:
    b = j.board
    pid = ev.player
    _main(j, ev, "put a card into the standby zone")
    iid = _card(j, pid, ev.card, ev.name, ("hand",), "the standby zone")
    if iid is None:
        return
    inst = b.cards[iid]
    if inst.zone != "hand" or inst.owner != pid:
        j.flag("fow.standby.not-in-hand", f"{pid} put {j.label(iid)} into the standby zone, but it is not in their hand")
        return
    _pay(j, pid, "{2}", ev.payment, ev.attributes, "the standby zone")
    j.move(iid, "standby")
    inst.set_turn = b.turn


def on_judgment(j: Judge, ev: JudgmentMade) -> None:
    b = j.board
    pid = ev.player
    seat = b.seat(pid)
    _main(j, ev, "made a judgment")
    rid = seat.ruler
    inst = b.cards[rid]
    d = b.card_def(rid)
    if inst.zone != "ruler-area":
        j.flag("fow.judgment.j-side-up", f"{pid}'s ruler {j.label(rid)} is not in the ruler area")
        return
    if inst.j_side:
        j.flag("fow.judgment.j-side-up", f"{j.label(rid)} is J-side up in the ruler area: there is no ruler side to judge with")
    if inst.rested:
        j.flag("fow.judgment.ruler-rested", f"{pid}'s ruler {j.label(rid)} is rested: a judgment needs it recovered")
    if d is None or (d.j_ruler is None and not d.has_j_ruler):
        j.flag("fow.judgment.no-j-ruler", f"{j.label(rid)} has no J-ruler side")
    if d is not None and d.j_ruler is not None:
        _pay(j, pid, d.j_ruler.cost, ev.payment, ev.attributes, f"the judgment of {j.label(rid)}")
    else:
        if ev.payment:
            _pay(j, pid, "", ev.payment, ev.attributes, "the judgment")
        b.notes.append(f"turn {b.turn}: the J-ruler side of {j.label(rid)} is not in the card data: its cost is not checked")
    seat.judged_turn = b.turn
    b.chase.append(Entry(kind="judgment", source=rid, controller=pid))


def on_resolved(j: Judge, ev: ChaseResolved) -> None:
    b = j.board
    if not b.chase:
        j.flag("fow.chase.empty", "nothing is on the chase to resolve")
        return
    entry = b.chase[-1]
    if ev.card is not None and ev.card != entry.source:
        named = next((e for e in reversed(b.chase) if e.source == ev.card), None)
        j.flag("fow.chase.not-top", f"{j.label(ev.card)} resolved before {j.label(entry.source)}, which was played after it")
        if named is not None:
            entry = named
    b.chase.remove(entry)
    _resolve(j, entry)
    j.settle()


def on_attack(j: Judge, ev: AttackDeclared) -> None:
    b = j.board
    pid = ev.player
    _main(j, ev, "declared an attack")
    a = ev.attacker
    inst = b.cards.get(a)
    if inst is None or inst.owner != pid or not C.is_fighter(b, a):
        j.flag("fow.attack.attacker", f"{j.label(a)} is not a resonator or J-ruler of {pid}'s on the field")
        if inst is None or inst.zone != "field":
            return
    elif inst.rested:
        j.flag("fow.attack.rested", f"{j.label(a)} is rested and cannot attack")
    elif inst.entered_turn == b.turn:
        j.flag("fow.attack.entered-this-turn", f"{j.label(a)} was put onto the field this turn and cannot attack")
    opp = b.opponent(pid).id
    t = ev.target
    if t != opp:
        tin = b.cards.get(t)
        if tin is None or tin.owner != opp or not C.is_fighter(b, t):
            j.flag("fow.attack.target", f"{j.label(t)} is neither {opp} nor a resonator or J-ruler of theirs on the field")
        elif not tin.rested:
            j.flag("fow.attack.target", f"{j.label(t)} is recovered: only rested resonators and J-rulers can be attacked")
    inst.rested = True
    b.battle = Battle(attacker=a, attacking_player=pid, defender=opp, target=t)


def on_block(j: Judge, ev: BlockDeclared) -> None:
    b = j.board
    bt = b.battle
    if bt is None:
        j.flag("fow.block.no-battle", f"{ev.player} declared a block, but no attack is under way")
        return
    if ev.player != bt.defender:
        j.flag("fow.block.not-defender", f"{ev.player} is not the defending player ({bt.defender} is)")
    if b.chase:
        j.flag("fow.chase.unresolved", f"the block was declared while {j.label(b.chase[-1].source)} was still on the chase")
    blocker = ev.blocker
    if blocker is not None:
        binst = b.cards.get(blocker)
        if binst is None or binst.owner != bt.defender or not C.is_fighter(b, blocker):
            j.flag("fow.block.blocker", f"{j.label(blocker)} is not a resonator or J-ruler of {bt.defender}'s on the field")
            blocker = None
        elif binst.rested:
            j.flag("fow.block.blocker", f"{j.label(blocker)} is rested and cannot block")
        if blocker is not None:
            binst.rested = True
    b.battle = None
    a = bt.attacker
    if not C.is_fighter(b, a):
        return  # the attacker left the field: no battle damage
    foe = blocker or (bt.target if bt.target in b.cards else None)
    if foe is not None:
        if C.is_fighter(b, foe):
            da, df = C.atk(b, a), C.atk(b, foe)
            b.cards[foe].damage += da
            b.cards[a].damage += df
            b.marked.add(foe)
            b.marked.add(a)
    else:
        j.lose_life(bt.target, C.atk(b, a))
    j.settle()


def on_turn_ended(j: Judge, ev: TurnEnded) -> None:
    b = j.board
    pid = ev.player
    _main(j, ev, "ended the turn")
    if pid != b.active:
        return
    seat = b.seat(pid)
    need = max(0, len(seat.hand) - MAX_HAND)
    if len(ev.discarded) != need:
        j.flag("fow.end.hand-size", f"{pid} has {len(seat.hand)} cards in hand and must discard {need}, "
                                    f"not {len(ev.discarded)}, down to {MAX_HAND}")
    for iid in ev.discarded:
        if iid not in seat.hand:
            j.flag("fow.log.unknown-card", f"{j.label(iid)} is not in {pid}'s hand to discard")
            continue
        j.move(iid, "grave")
    if len(ev.discarded) == need and len(seat.hand) > MAX_HAND:
        j.flag("fow.end.hand-size", f"{pid} still holds {len(seat.hand)} cards at the end of the turn, more than {MAX_HAND}")
    b.chase.clear()
    b.battle = None
    j.end_phase()
    j.begin_turn(b.opponent(pid).id)


_OP = re.compile(r"^(?P<op>[a-z-]+)(?:\((?P<n>[+-]?\d+)\))?$")


def on_effect(j: Judge, ev: EffectRecorded) -> None:
    b = j.board
    b.unmodelled += 1
    m = _OP.match(ev.effect.strip())
    if m is None:
        b.notes.append(f"seq {ev.seq}: effect {ev.effect!r} is not one the engine applies; recorded only")
        return
    op, n = m.group("op"), int(m.group("n") or 0)
    if op == "life":
        op, n = ("damage", -n) if n < 0 else ("life", n)
    for t in ev.targets or [ev.player]:
        if t not in b.cards and not b.is_player(t):
            j.flag("fow.log.unknown-card", f"{t!r} is not a card or player of this match")
            continue
        _effect(j, ev.player, op, n, t)
    j.settle()


def on_conceded(j: Judge, ev: Conceded) -> None:
    j.win(j.board.opponent(ev.player).id, f"{ev.player} conceded")


HANDLERS = {
    Mulliganed: on_mulligan, CardDrawn: on_drawn, StoneCalled: on_stone, CardPlayed: on_played,
    AbilityActivated: on_ability, StandbySet: on_standby, JudgmentMade: on_judgment,
    ChaseResolved: on_resolved, AttackDeclared: on_attack, BlockDeclared: on_block,
    TurnEnded: on_turn_ended, EffectRecorded: on_effect, Conceded: on_conceded,
}

_NO_DRAW_CHECK = (Mulliganed, CardDrawn, Conceded, EffectRecorded, ChaseResolved)


def step(board: Board, event: Any) -> list[Violation]:
    """Judge ``event`` against ``board`` and apply it; return what it broke."""
    j = Judge(board, event)
    board.seq = event.seq
    if board.over:
        if not isinstance(event, EffectRecorded):
            j.flag("fow.game.over", f"the game was already over ({board.result})")
        return j.found
    if board.phase == "setup" and not isinstance(event, Mulliganed):
        j.start_game()
    if not isinstance(event, _NO_DRAW_CHECK):
        _drawn_yet(j, event, _doing(event))
    HANDLERS[type(event)](j, event)
    return j.found


_DOING = {"StoneCalled": "called a magic stone", "CardPlayed": "played a card", "AbilityActivated": "activated an ability",
          "StandbySet": "set a card in the standby zone", "JudgmentMade": "made a judgment",
          "AttackDeclared": "attacked", "BlockDeclared": "blocked", "TurnEnded": "ended the turn"}


def _doing(event: Any) -> str:
    return _DOING.get(type(event).__name__, "acted")


def finish(board: Board) -> None:
    """Nothing waits after the last event: turns begin (and deck-outs happen) on ``TurnEnded``."""
    return None
