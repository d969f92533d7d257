"""The FFTCG rules engine: judge one event against the board, then apply it.

:func:`step` mutates the board in place and returns the violations the event
committed; after a violation it applies the event *as recorded* wherever that
is possible, and skips only what cannot happen at all (a card that is not
there). No I/O, no clock, no randomness.

Readings of the seed the engine makes (docs/fftcg.md lists them all): after a
player casts a summon or uses an action or special ability, the opponent gets
priority (that player may still pass first, or add another at once); after a triggered auto ability or
an EX Burst goes on the stack [ref (9.3.1.4.)] [ref (10.1.2.6.)]
[ref (9.5.1.1.)], a resolution, a special action (a character played, by Back
Attack in the other player's turn too), an attack or a block declaration, the
player whose turn it is gets priority (after a resolution the two passes may come in either order, and
either player may act first); two passes in a row end a phase (stack empty) or let the top of the stack
resolve (``Resolved``).
"""

from __future__ import annotations

import math
import re
from typing import Any, Iterable, Iterator

import msgspec

from ledger.fftcg import (
    Effect, AbilityUsed, AttackDeclared, AutoTriggered, BlockDeclared, CardsDrawn, CharacterPlayed, Conceded, Discarded,
    EffectRecorded, ExBurstUsed, Mulliganed, PriorityPassed, Resolved, SummonCast,
)

from ..core import Violation, violation
from ..messages import NC_, N_, NP_, Text, english, fill, is_msg, listing, msg, note, set_result, term
from ..naming import slip_of
from .board import Board, Combat, Item, Trigger, zone_list
from .rules import RULES
from .setup import card_key

HAND_LIMIT = 5
MAX_BACKUPS = 5
LIGHT_DARK = ("light", "dark")
MAIN = ("main1", "main2")
#: The phases as the seed names them (its English words, « Main Phase 2 »), for the messages: the engine's phase
#: keys (``main2``) are no words for a judge.
PHASE_NAMES = {"setup": NC_("phase name", "the set-up"), "draw": NC_("phase name", "the Draw Phase"),
               "main1": NC_("phase name", "Main Phase 1"), "attack": NC_("phase name", "the Attack Phase"),
               "main2": NC_("phase name", "Main Phase 2"), "end": NC_("phase name", "the End Phase")}


def phase_name(phase: str) -> dict[str, Any]:
    """``phase`` (an engine key) as a message says it: the seed's name of the phase."""
    return term(PHASE_NAMES.get(phase, phase), "phase name")


#: Words the engine takes from data into its messages (zones, phases, steps, card types, elements), for the catalogs.
VOCABULARY = (NC_("zone", "deck"), NC_("zone", "hand"), NC_("zone", "field"), NC_("zone", "damage"),
              NC_("zone", "break"), NC_("zone", "removed"), NC_("zone", "top"), NC_("zone", "bottom"),
              NC_("phase", "draw"), NC_("phase", "main1"), NC_("phase", "attack"), NC_("phase", "main2"),
              NC_("phase", "end"), NC_("step", "declare"), NC_("step", "declared"), NC_("step", "block"),
              NC_("step", "blocked"), NC_("step", "attack"), NC_("step", "end"), NC_("step", "main1"),
              NC_("step", "main2"), NC_("card type", "forward"), NC_("card type", "backup"),
              NC_("card type", "summon"), NC_("card type", "monster"), NC_("element", "fire"),
              NC_("element", "ice"), NC_("element", "wind"), NC_("element", "earth"), NC_("element", "lightning"),
              NC_("element", "water"), NC_("element", "light"), NC_("element", "dark"))
#: A zone in a message ("it is in the Break Zone"): the zones whose data word alone does not read as a zone.
ZONE_WORDS = {"break": NC_("zone", "Break Zone"), "damage": NC_("zone", "damage zone"),
              "removed": NC_("zone", "removal zone")}
TARGETED = ("forward", "own-forward", "opp-forward", "character", "opp-character")
#: Each target kind in words, as a card says it (``choose 1 forward you control``), for messages and the catalogs.
TARGET_WORDS = {"forward": NC_("target", "a forward"), "own-forward": NC_("target", "your own forward"),
                "opp-forward": NC_("target", "an opponent's forward"), "character": NC_("target", "a character"),
                "opp-character": NC_("target", "an opponent's character")}


def zone_term(zone: str) -> Text:
    """A zone named in a message, as a word the catalogs translate (``ZONE_WORDS``)."""
    return term(ZONE_WORDS.get(zone, zone), "zone")


_HIDDEN = re.compile(r"a hidden card \(([^()]*)\)")


def _label_arg(value: Any) -> Any:
    """A message argument naming a hidden card (:meth:`Board.label`), alone or in a list joined by commas, as a
    message the catalogs translate (``a hidden card ({id})``); any other argument as it is."""
    if type(value) is not str or "a hidden card (" not in value:
        return value
    m = _HIDDEN.fullmatch(value)
    if m:
        return msg(N_("a hidden card ({id})"), id=m.group(1))
    parts = value.split(", ")
    if len(parts) > 1 and any(_HIDDEN.fullmatch(p) for p in parts):
        return listing([_label_arg(p) for p in parts])
    return value


def damage_limit(board: Board) -> int:
    """7 points of damage lose in constructed, 6 in limited [ref (3.1.1.)]."""
    return 6 if board.format == "limited" else 7


# -- card state -------------------------------------------------------------

def dull_ability_waits(board: Board, iid: str, pid: str) -> bool:
    """Whether forward ``iid``'s dull-cost action ability must still wait: « Un Avant disposant d'une compétence
    incluant l'icône (dull) dans son coût doit attendre le prochain tour actif de son propriétaire » (§ 4.1)
    [ref (9.3.1.5.)]. It has to have been on the field since its controller ``pid``'s latest turn began (not
    only since this turn: the other player's turn that follows too), unless it has Haste."""
    inst = board.cards[iid]
    d = board.card_def(iid)
    return (d is not None and d.type == "forward" and "haste" not in traits(board, iid)
            and inst.entered_turn >= (board.turn if pid == board.active else board.turn - 1))


def traits(board: Board, iid: str) -> set[str]:
    inst = board.cards[iid]
    out = set(board.defs[inst.serial].traits)
    if inst.haste_eot:
        out.add("haste")
    if inst.cannot_attack_eot:
        out.add("cannot-attack")
    if inst.cannot_block_eot:
        out.add("cannot-block")
    return out


def field_power(board: Board, pid: str) -> list[tuple[str, Any]]:
    """The power-changing field abilities on ``pid``'s field: (source, effect) pairs (usually none)."""
    out = []
    cards, defs = board.cards, board.defs
    for other in board.seat(pid).field:
        fx = defs[cards[other].serial].field_effects
        if fx:
            out.extend((other, e) for e in fx if e.do == "power")
    return out


def aura_sources(board: Board, pid: str, iid: str) -> tuple[str, ...]:
    """The cards on ``pid``'s field that may change ``iid``'s power by a field ability, kept with a hit on ``iid``
    while the log has not named it (Judge.hidden_hit): the named ones with such an ability, and the unnamed ones,
    whose abilities count as they are named (Judge.hidden_damage)."""
    named = [src for src, _ in field_power(board, pid)]
    unnamed = [c for c in board.seat(pid).field if c != iid and not board.cards[c].serial]
    return tuple(dict.fromkeys(named + unnamed))


def power(board: Board, iid: str, auras: list[tuple[str, Any]] | None = None) -> int:
    """A forward's power as modified (may be negative while modified), before damage. ``auras``: the
    controller's :func:`field_power`, when the caller has it already."""
    inst = board.cards[iid]
    d = board.defs[inst.serial]
    total = d.power + inst.power_mod
    if inst.zone != "field":
        return total
    for other, e in field_power(board, inst.controller) if auras is None else auras:
        if e.target == "other-own-forwards" and other == iid:
            continue
        if e.target not in ("own-forwards", "other-own-forwards") or d.type != "forward":
            continue
        el = e.filter.get("element")
        if el and el not in d.elements:
            continue
        total += e.amount
    return total


def whole(value: float, how: str = "nearest", unit: int = 1) -> int:
    """Round to a whole multiple of ``unit``: to the nearest unless the card says otherwise [ref (4.2.)].

    Halves round up (a half-way value is as near to both; the seed does not say, the table's habit is up)."""
    q = value / (unit or 1)
    if how == "down":
        n = math.floor(q)
    elif how == "up":
        n = math.ceil(q)
    else:
        n = math.floor(q + 0.5)
    return int(n * (unit or 1))


def cost_of(board: Board, pid: str, iid: str) -> int:
    """The CP ``pid`` pays for card ``iid``: its printed cost changed by the field abilities of ``pid``'s
    characters, or of the opponent's for a change with ``target: opponent`` (Compétences de terrain).
    The changes add up, a negative sum included, and only the
    result counts as 0 when negative [ref (4.3.)]."""
    d = board.card_def(iid)
    total = d.cost + sum(amount for amount, f in cost_changes(board, pid) if _matches(d, f))
    return max(total, 0)


def cost_changes(board: Board, pid: str) -> Iterator[tuple[int, dict[str, Any]]]:
    """``(amount, filter)`` of every field-ability cost change on the field that applies to what ``pid`` plays."""
    for amount, f, _ in cost_sources(board, pid):
        yield amount, f


def cost_sources(board: Board, pid: str) -> Iterator[tuple[int, dict[str, Any], str]]:
    """:func:`cost_changes` with the character each comes from: ``(amount, filter, iid)``."""
    for s in board.seats:
        for other in s.field:
            od = board.card_def(other)
            if not od.modelled:
                continue
            mine = board.cards[other].controller == pid
            for e in od.field_effects:
                if e.do == "cost" and mine == (e.target != "opponent"):
                    yield e.amount, e.filter, other


def _matches(d: Any, f: dict[str, Any]) -> bool:
    return not (("type" in f and d.type != f["type"]) or ("element" in f and f["element"] not in d.elements)
                or ("name" in f and d.name != f["name"]) or ("max_cost" in f and d.cost > int(f["max_cost"])))


def attacking(board: Board) -> str:
    """The player whose attack is being fought: the player whose turn it is, unless the other player declared it
    (flagged ``fftcg.attack.timing``, standing as recorded)."""
    c = board.combat
    return c.player if c is not None and c.player else board.active


def is_forward(board: Board, iid: str) -> bool:
    return board.card_def(iid).type == "forward"


def is_character(board: Board, iid: str) -> bool:
    return board.card_def(iid).type in ("forward", "backup")


def _one_off(a: str, b: str | None) -> bool:
    """Whether card ids ``a`` and ``b`` are one apart (``bob.16``, ``bob.17``): the one a slip of the other."""
    pa, _, na = a.rpartition(".")
    pb, _, nb = (b or "").rpartition(".")
    return pa == pb and na.isdigit() and nb.isdigit() and abs(int(na) - int(nb)) == 1


def is_hidden(board: Board, iid: str | None) -> bool:
    """Whether ``iid`` is a card of a paper log that the log has not named yet (its printed text is unknown)."""
    inst = board.cards.get(iid) if iid else None
    return inst is not None and not inst.serial


def unnamed_on_field(board: Board, iid: str | None) -> bool:
    """Whether ``iid`` is a hidden card on the field: a character a paper log played without naming it (flagged
    then, ``fftcg.log.unknown-card``, and taken as recorded). What it is cannot be checked: it attacks, blocks,
    pays CP and is targeted as the log says, deals no combat damage and is not broken by damage (its power is
    unknown) until an event names it (docs/fftcg.md, Paper-table logs)."""
    inst = board.cards.get(iid) if iid else None
    return inst is not None and not inst.serial and inst.zone == "field"


#: What a player did that needs priority, as a message says it: (in the Draw phase, without priority, in the End
#: phase), for a summon cast, a character played (Back Attack) and an ability used.
_ACTS = {
    "cast": (N_("{player} cast {what} in the Draw Phase, where nobody has priority"),
             N_("{player} cast {what} without priority ({value} has it)"),
             N_("{player} cast {what} in the End Phase")),
    "play": (N_("{player} played {what} in the Draw Phase, where nobody has priority"),
             N_("{player} played {what} without priority ({value} has it)"),
             N_("{player} played {what} in the End Phase")),
    "use": (N_("{player} used {what} in the Draw Phase, where nobody has priority"),
            N_("{player} used {what} without priority ({value} has it)"),
            N_("{player} used {what} in the End phase")),
}


class Judge:
    """Judges one event on a board: flags what breaks a rule, applies what was recorded.

    ``field_changed``: whether this event changed what :meth:`settle` looks at (a card entering or
    leaving a field, damage, a power change, a card named). A board is settled after every event, so
    an event that changed none of it has nothing to settle. Every change of those goes through
    :meth:`move`, :meth:`hurt`, :meth:`add_power`, :meth:`take_control`, :meth:`end_cleanup` or
    :meth:`reveal`; ``SETTLE_ALWAYS`` (for a test) settles after every event anyway.
    """

    SETTLE_ALWAYS = False

    def __init__(self, board: Board, event: Any):
        self.board = board
        self.event = event
        self.found: list[Violation] = []
        self.fresh: set[str] = set()  # the cards the event's serials name that the log had not named before it
        self.field_changed = False
        self.added_by: str | None = None  # the board's ``added_by`` as the event found it
        self.after_resolution = False  # the board's ``after_resolution`` as the event found it
        self.resolve_all = False  # the board's ``resolve_all`` as the event found it
        self.discard_pass = ""  # the board's ``discard_pass`` as the event found it
        self.stray = ""  # the board's ``stray`` as the event found it
        self.stray_flag: Violation | None = None  # the board's ``stray_flag`` as the event found it
        self.early = ""  # the board's ``early`` as the event found it
        self.unblocked = ""  # the board's ``unblocked`` as the event found it
        self.late_attack = False  # the board's ``late_attack`` as the event found it
        self.just = ""  # the board's ``just`` as the event found it

    def flag(self, rule: str, template: str, /, by: str | None = None, read_as: str | None = None, **args: Any) -> None:
        """Report a violation of ``rule`` (committed ``by`` that player, else the event's): an English
        ``template`` (``N_``) and its named ``args``; ``read_as``: the player the event is carried on as, the
        log's name on it the slip (Violation.read_as)."""
        args = {k: _label_arg(v) for k, v in args.items()}
        self.found.append(violation(RULES[rule], self.event, self.board.turn, template, by, args, read_as=read_as))

    def L(self, iid: str | None) -> str:
        return self.board.label(iid)

    # -- movement ------------------------------------------------------
    def where(self, iid: str) -> str | None:
        inst = self.board.cards.get(iid)
        return None if inst is None else inst.zone

    def detach(self, iid: str) -> None:
        """Take a card out of the zone list that holds it: its controller's list for its zone (every
        move keeps ``zone`` and ``controller`` so), else a scan of every list."""
        b = self.board
        inst = b.cards[iid]
        if inst.zone == "stack":
            return
        try:
            zone_list(b.seat(inst.controller), inst.zone).remove(iid)
            return
        except (KeyError, ValueError):
            pass
        for s in b.seats:
            for z in ("deck", "hand", "field", "damage", "break", "removed"):
                lst = zone_list(s, z)
                if iid in lst:
                    lst.remove(iid)
                    return

    def move(self, iid: str, zone: str, top: bool = False, side: str | None = None) -> None:
        """Move a card to its owner's ``zone`` (the field: its controller's; ``side``: another player's
        zone, [ref (7.3)]). It becomes a new card [ref (7.4)]. ``controller`` names the seat whose zone
        holds the card, whatever the zone."""
        b = self.board
        inst = b.cards[iid]
        was, controller = inst.zone, inst.controller
        if was == "field" or zone == "field":
            self.field_changed = True
        self.detach(iid)
        inst.moves += 1
        inst.left, inst.left_at = was, b.seq
        if was == "field" and zone == "break":
            self.queue(iid, "breaks", controller)
        if zone != "field":
            inst.controller = side or inst.owner
        if zone == "stack":
            inst.zone = "stack"
            return
        lst = zone_list(b.seat(inst.controller), zone)
        if top:
            lst.insert(0, iid)
        else:
            lst.append(iid)
        inst.zone = zone
        inst.dull = False
        inst.frozen = False
        inst.stayed_dull = -1
        inst.damage = 0
        inst.power_mod = 0
        inst.haste_eot = False
        inst.cannot_attack_eot = inst.cannot_block_eot = False
        inst.fate_unknown = False
        inst.hidden_hits = inst.hidden_battles = ()
        inst.alive_use = ()
        inst.hidden_targeted = inst.hidden_done = ()
        inst.hurt_unknown = -1
        inst.owed = ()
        inst.slip_named, inst.slip_for = False, ()  # used as the card the slip named: that name holds now
        if zone != "field":
            inst.entered_turn = inst.taken_turn = -1
            inst.attacked_turn = -1

    # -- paper logs: hidden cards named as they are revealed ---------------
    def reveal(self, iid: str, serial: str, slip: bool = False, meant: tuple[str, ...] = ()) -> None:
        """Bind a hidden card to the serial the log names, against the owner's deck list (a serial with its
        rarity letter, ``1-016R``, is the card without it, as deck lists read it). ``slip``: the serial is
        written on this card by a slip (:meth:`slip_keys`), bound only until the card's own event names it;
        ``meant``: the cards that slip meant, the only ones that may take its copy later."""
        serial = card_key(serial)
        b = self.board
        inst = b.cards.get(iid)
        if inst is None:
            self.flag("fftcg.log.unknown-card", N_("{card!r} is not a card of this match"), card=iid)
            return
        if inst.misnamed == serial:
            return  # the serial the deck list has no copy of, named again (flagged the first time): no new fault
        if inst.serial and inst.slip_named and inst.zone == "hand" and not slip:
            # Its serial came from an event that named it by a slip (the card meant one id off, flagged there):
            # the card's own event naming it decides what it is, no second fault (docs/fftcg.md, Paper-table logs).
            inst.slip_named = False
            meant_by = inst.slip_for
            inst.slip_for = ()
            if inst.serial == serial:
                return
            # The card the slip meant, used unnamed by the slip's event (played, paid with) and still unnamed:
            # the log named that card, under another id, so the copy stays counted, its (docs/fftcg.md,
            # Paper-table logs); only with no such card does it go back to the deck list.
            gone = [c for c in meant_by if c in b.cards and not b.cards[c].serial and not b.cards[c].misnamed
                    and not b.cards[c].slip_copy]
            if len(gone) == 1:
                b.cards[gone[0]].slip_copy = inst.serial
            else:
                b.seat(inst.owner).unbound[inst.serial] = b.seat(inst.owner).unbound.get(inst.serial, 0) + 1
            inst.serial = ""
        if inst.serial:
            if inst.serial != serial:
                self.flag("fftcg.log.unknown-card", N_("the log calls {card} {serial!r}, but it is {actual}"), card=iid, serial=serial, actual=self.L(iid))
            return
        seat = b.seat(inst.owner)
        if inst.slip_copy:
            # The copy a slip held for this card, the one it meant (its slip card named otherwise since): this
            # card's own naming takes it back first, whatever it names.
            seat.unbound[inst.slip_copy] = seat.unbound.get(inst.slip_copy, 0) + 1
            inst.slip_copy = ""
        if seat.unbound.get(serial, 0) <= 0 and not slip:
            # The copy a slip's serial took (a hand card named by a slip, :meth:`slip_keys`) is this card's when it
            # is the card the slip meant (the slip named it under another id): that card is unnamed again. Another
            # card named so takes no copy of it (docs/fftcg.md, Paper-table logs).
            held = next((c for c in seat.hand if c != iid and b.cards[c].slip_named and b.cards[c].serial == serial
                         and iid in b.cards[c].slip_for), None)
            if held is not None:
                b.cards[held].serial, b.cards[held].slip_named, b.cards[held].slip_for = "", False, ()
                seat.unbound[serial] = seat.unbound.get(serial, 0) + 1
        if seat.unbound.get(serial, 0) <= 0 and seat.decklist and seat.decklist.get(serial, 0) <= 0:
            # (A serial the list never held: said so, not "no copy left", which reads as copies used up.)
            self.flag("fftcg.log.unknown-card", N_("the log names {card} {serial!r}, which is not in {player}'s deck "
                                                   "list"), card=iid, serial=serial, player=seat.id, by=seat.id)
            inst.misnamed = serial
            return
        if seat.unbound.get(serial, 0) <= 0:
            self.flag("fftcg.log.unknown-card", N_("the log names {card} {serial!r}, but {player}'s deck list has no copy of it left"), card=iid, serial=serial, player=seat.id, by=seat.id)
            # That one fault: the card stays unnamed, judged as a card the log never named (its cost, timing,
            # targets and effect unknown), not as the card the deck list lacks (docs/fftcg.md, Paper-table logs).
            inst.misnamed = serial
            return
        else:
            seat.unbound[serial] -= 1
        inst.serial = serial
        inst.slip_named = slip
        inst.slip_for = tuple(meant) if slip else ()
        self.field_changed = True
        if inst.hidden_targeted:
            self.hidden_targets(iid)
        attacks, inst.hidden_attacks = inst.hidden_attacks, ()
        fresh, inst.hidden_fresh = inst.hidden_fresh, ()
        blocks, inst.hidden_blocks = inst.hidden_blocks, ()
        if inst.hidden_play:
            self.hidden_plays(iid)
        if attacks and b.card_def(iid).type != "forward":
            # It attacked unnamed, taken as a forward then; named no forward (a backup), each such attack was a
            # fault of its own (each in its own turn), flagged now, once each, whatever event names it (named by an
            # attack of it again, that attack's own flag is _attack's), a party's shared element not judged again
            # (Judge.hidden_parties: the same fault, one rule); what it did stood at the table (its damage dealt),
            # and no dull is owed to it from that attack.
            for at, who in dict.fromkeys(attacks):
                self.flag("fftcg.attack.not-a-forward",
                          N_("{card}, named here, attacked at seq {at}: it is not a forward"),
                          by=who, card=self.L(iid), at=at)
            for seq, _ in attacks:
                for m in b.cards.values():
                    m.hidden_party = tuple(x for x in m.hidden_party if x[0] != seq)
        if inst.hidden_party:
            self.hidden_parties(iid)
        if inst.hidden_hits or inst.hidden_battles:
            self.hidden_damage(iid)
        if (attacks or fresh or blocks) and b.card_def(iid).type == "forward":
            self.hidden_uses(iid, attacks, fresh, blocks)
        elif blocks:
            # It blocked unnamed, taken as a forward then; named no forward (a backup), each block was a fault of
            # its own, flagged now, once each (the battle stood as the table played it).
            for at, who in dict.fromkeys(blocks):
                self.flag("fftcg.block.not-a-forward",
                          N_("{card}, named here, blocked at seq {at}: it is not a forward"),
                          by=who, card=self.L(iid), at=at)
        if is_forward(b, iid) and inst.zone == "field" and not inst.dull and "brave" not in traits(b, iid) and (
                inst.attacked_turn == b.turn or (inst.attacked_turn == b.turn - 1 and inst.controller != b.active)):
            # It attacked unnamed, so as if it had Brave (not dulled, :func:`_attack`), and has not been activated
            # since: named without Brave, it is dull from that attack, judged as that card from now on.
            inst.dull = True

    def hidden_plays(self, iid: str) -> None:
        """A card named now that was played as a character while the log had not named it (its cost and type
        unknown then): named a card that is no character (a summon), that play was the fault,
        ``fftcg.play.wrong-type``; else, the CP its payment made (all its sources named) short of its cost then
        (the field abilities of the cards on the fields at the play, each as the log has named it by now), it was
        ``fftcg.cp.not-enough``. Flagged now, once each, the words giving the play's seq; the card stays where
        the table put it (docs/fftcg.md, Paper-table logs)."""
        b = self.board
        inst = b.cards[iid]
        plays, inst.hidden_play = inst.hidden_play, ()
        d = b.card_def(iid)
        for seq, who, made, changers in plays:
            if d.type not in ("forward", "backup", "monster"):
                self.flag("fftcg.play.wrong-type",
                          N_("{card}, named here, was played as a character at seq {at}: it is a {type}, not a "
                             "character"), by=who, card=self.L(iid), at=seq, type=term(d.type, "card type"))
                continue
            if made < 0:
                continue
            cost = d.cost
            for src in changers:
                od = self.aura_def(src)
                if od is None or not od.modelled or src not in b.cards:
                    continue
                mine = b.cards[src].controller == who
                cost += sum(e.amount for e in od.field_effects
                            if e.do == "cost" and mine == (e.target != "opponent") and _matches(d, e.filter))
            if made < max(cost, 0):
                self.flag("fftcg.cp.not-enough",
                          N_("{card}, named here, was played at seq {at}: it costs {cost} CP; {player} made {total}"),
                          by=who, card=self.L(iid), at=seq, cost=max(cost, 0), player=who, total=made)

    def hidden_uses(self, iid: str, attacks: tuple[tuple[int, str], ...], fresh: tuple[tuple[int, str, bool], ...],
                    blocks: tuple[tuple[int, str], ...]) -> None:
        """A forward named now that attacked or blocked while the log had not named it (taken then as a forward
        with Haste that could block): each such use the card named could not make was a fault of its own, flagged
        now, once each, its words giving the use's seq (docs/fftcg.md, Paper-table logs):
        - used after damage it took unnamed had broken it (Judge.hidden_damage): not on the field then, an attack
          ``fftcg.attack.not-a-forward``, a block ``fftcg.block.not-a-forward``;
        - an attack in the turn it entered the field (or came under its attacker's control), named without Haste:
          ``fftcg.attack.entered-this-turn``;
        - a block, named a forward that cannot block: ``fftcg.block.cannot-block``.
        What it did stood at the table (its damage dealt, the attack it blocked blocked)."""
        b = self.board
        inst = b.cards[iid]
        d = b.card_def(iid)
        broke = inst.hidden_broke[0] if inst.hidden_broke and inst.zone == "break" and inst.left_at == b.seq else None
        gone = N_("{card}, named here, {did} at seq {at}, after the damage it took unnamed had broken it at seq "
                  "{broke}: it was not on the field")
        for at, who in dict.fromkeys(attacks):
            if broke is not None and at > broke:
                self.flag("fftcg.attack.not-a-forward", gone, by=who, card=self.L(iid), did=term(N_("attacked")),
                          at=at, broke=broke)
        for at, who, taken in dict.fromkeys(fresh):
            if (broke is not None and at > broke) or "haste" in d.traits:
                continue
            if taken:
                self.flag("fftcg.attack.entered-this-turn",
                          N_("{card}, named here, attacked at seq {at}, in the turn it came under {player}'s control, "
                             "and has no Haste"), by=who, card=self.L(iid), at=at, player=who)
            else:
                self.flag("fftcg.attack.entered-this-turn",
                          N_("{card}, named here, attacked at seq {at}, in the turn it entered the field, and has no "
                             "Haste"), by=who, card=self.L(iid), at=at)
        for at, who in dict.fromkeys(blocks):
            if broke is not None and at > broke:
                self.flag("fftcg.block.not-a-forward", gone, by=who, card=self.L(iid), did=term(N_("blocked")),
                          at=at, broke=broke)
            elif "cannot-block" in d.traits:
                self.flag("fftcg.block.cannot-block", N_("{card}, named here, blocked at seq {at}: it cannot block"),
                          by=who, card=self.L(iid), at=at)

    def hidden_hit(self, iid: str, amount: int) -> None:
        """Damage dealt to ``iid``, a card on the field the log has not named, by an ability or summon the engine
        carries out or by a recorded effect (an ``EffectRecorded`` ``damage``): its power unknown, it does not break
        now; the damage is kept on it with its power change and the field abilities then, judged as an event names
        it (:meth:`hidden_damage`)."""
        b = self.board
        inst = b.cards[iid]
        auras = aura_sources(b, inst.controller, iid)
        inst.hidden_hits += ((b.seq, b.turn, amount, inst.power_mod, auras),)

    def hidden_targets(self, iid: str) -> None:
        """A card on the field named now that a summon or ability chose as its target while the log had not named
        it: named a card that target could not be (a backup for "choose 1 forward"), that choice was the fault,
        ``fftcg.target.invalid``, flagged now, once; its effect on it was ignored then [ref (2.3.)], as on any
        target it cannot take (docs/fftcg.md, Paper-table logs)."""
        b = self.board
        inst = b.cards[iid]
        chosen, inst.hidden_targeted = inst.hidden_targeted, ()
        if inst.zone != "field":
            return
        d = b.card_def(iid)
        for seq, kind, src, who in chosen:
            if d.type == "forward" or ("forward" not in kind and d.type in ("backup", "monster")):
                continue
            self.flag("fftcg.target.invalid", N_("{source} chose {target} as its target at seq {at}; named here, "
                                                 "{target} is not {value}"),
                      by=who, source=self.L(src), target=self.L(iid), at=seq, value=term(TARGET_WORDS[kind], "target"))
            if self.hidden_undo(iid, src):
                note(b, N_("seq {seq}: the effect of {source} on {target} is ignored, as on any target it cannot "
                           "take: {target} is taken as if it had not been carried out at seq {at}"),
                     seq=b.seq, source=self.L(src), target=self.L(iid), at=seq)
            return

    def hidden_parties(self, iid: str) -> None:
        """A card named now that attacked in a party while the log had not named it (its elements unknown, the
        party's shared element not judged then): the party's members named by now sharing no element, that attack
        was the fault, ``fftcg.attack.party-element``, flagged now, once, its words giving the seq of the attack
        (a member still unnamed is judged as it is named; the party's other records are dropped once it is
        flagged). The battle goes on as the log recorded it (docs/fftcg.md, Paper-table logs)."""
        b = self.board
        parties, b.cards[iid].hidden_party = b.cards[iid].hidden_party, ()
        for seq, who, members in parties:
            known = [m for m in members if m in b.cards and b.cards[m].serial]
            if len(known) < 2:
                continue
            common = set(b.card_def(known[0]).elements)
            for m in known[1:]:
                common &= set(b.card_def(m).elements)
            if common:
                continue
            self.flag("fftcg.attack.party-element",
                      N_("{card}, named here, attacked in a party at seq {at}: a party must share an element: {cards}"),
                      by=who, card=self.L(iid), at=seq,
                      cards=listing([msg(N_("{card} is {elements}"), card=self.L(m),
                                         elements=_elements(b.card_def(m).elements)) for m in known]))
            for m in members:  # (that party judged: its other unnamed members' records of it dropped)
                if m in b.cards:
                    b.cards[m].hidden_party = tuple(x for x in b.cards[m].hidden_party if x[0] != seq)

    def hidden_did(self, src: str, iid: str, do: str, amount: int) -> None:
        """Keep what ``src``'s effect does to ``iid``, a card on the field the log has not named, and its state before
        it (Inst.hidden_done): undone if the choice is found invalid as it is named (:meth:`hidden_targets`)."""
        b = self.board
        inst = b.cards[iid]
        done = list(inst.hidden_done)
        k = next((k for k, d in enumerate(done) if d[0] == src and d[7] == b.turn), None)
        if k is None:
            done.append((src, "", inst.controller, inst.dull, inst.frozen, inst.entered_turn, inst.taken_turn,
                         b.turn, 0))
            k = len(done) - 1
        s_, dos, ctrl, dull, frozen, ent, tak, turn, pw = done[k]
        done[k] = (s_, ",".join(filter(None, (dos, do))), ctrl, dull, frozen, ent, tak, turn,
                   pw + (amount if do == "power" else 0))
        inst.hidden_done = tuple(done)

    def hidden_undo(self, iid: str, src: str) -> bool:
        """Undo what ``src``'s effect did to ``iid`` while unnamed (Inst.hidden_done), its choice found invalid now:
        the effect on a target it cannot take is ignored [ref (2.3.)], so the card is as if it had not been carried
        out: back under its controller then (as entered then), its dull and frozen state then, or active if its
        controller's Active phase came since [ref (6.2.1.)], its power change taken back that turn. Whether it did
        anything."""
        b = self.board
        inst = b.cards[iid]
        mine = [d for d in inst.hidden_done if d[0] == src]
        inst.hidden_done = tuple(d for d in inst.hidden_done if d[0] != src)
        for _, dos, ctrl, dull, frozen, ent, tak, turn, pw in mine:
            did = set(dos.split(","))
            if "control" in did and inst.controller != ctrl:
                b.seat(inst.controller).field.remove(iid)
                b.seat(ctrl).field.append(iid)
                inst.controller = ctrl
                inst.entered_turn, inst.taken_turn = ent, tak
            if did & {"dull", "freeze"}:
                if b.turn > turn and (b.active == ctrl or b.turn > turn + 1):
                    # Its controller's Active phase came since: it activated then.
                    inst.dull = inst.frozen = False
                else:
                    inst.dull, inst.frozen = dull, frozen
                inst.stayed_dull = -1
            if "power" in did and b.turn == turn:
                inst.power_mod -= pw
            self.field_changed = True
        return bool(mine)

    def hidden_damage(self, iid: str) -> None:
        """A card on the field named now that effects dealt damage to while the log had not named it: damage that
        reached its power in one turn broke it then [ref (10.1.4.4.)], its power as it was at each hit (its own
        change that turn, the field abilities then on its controller's field: one arriving since does not save
        it, one lost since does not break it after the fact); the damage of a turn past was removed in that
        turn's End phase [ref (9.5.1.3.1)]. Broken, it is put in the Break Zone now, as of that seq (its break
        abilities long past, not queued): what the log has it do next is judged as done by a card not on the
        field, the one fault (an attack by it: ``fftcg.attack.not-a-forward``, carried on as recorded), and a
        note says why. Not broken, this turn's damage stays on it to the End phase, as on any forward
        (docs/fftcg.md, Paper-table logs)."""
        b = self.board
        inst = b.cards[iid]
        if inst.zone != "field" or not is_forward(b, iid):
            inst.hidden_hits, inst.hidden_battles = (), ()
            return
        # (The cards on its field at a hit: each as the log has named it by now, this event too; one still unnamed
        # gives nothing: its abilities unknown, the hit judged now, no fault left open: aura_def.)
        named = {src: self.aura_def(src) for rec in inst.hidden_hits + inst.hidden_battles for src in rec[-1]}
        hits, inst.hidden_hits = inst.hidden_hits, ()
        battles, inst.hidden_battles = inst.hidden_battles, ()
        own = power(b, iid, []) - inst.power_mod  # its printed power: each hit's change and auras added to it
        dealt: dict[int, int] = {}
        fs = "first-strike" in traits(b, iid)
        events = sorted([(h[0], 0, h) for h in hits] + [(x[0], 1, x) for x in battles], key=lambda e: e[:2])
        for _, kind, rec in events:
            if kind == 0:
                seq, turn, amount, mod, sources = rec
            else:
                seq, turn, other, mark, amount, other_fs, before, mod, sources = rec
            auras = [(src, e) for src in sources if named.get(src) for e in named[src].field_effects if e.do == "power"]
            then = own + mod + power(b, iid, auras) - power(b, iid, [])
            if kind == 1:
                # A battle it fought unnamed [ref (10.1.4.2.)]: each forward deals damage equal to its power to the
                # other; a First Strike forward first, and one it breaks so deals none (seed § 5, Initiative).
                mine = max(then, 0)
                breaks_other = mine > 0 and before + mine >= amount
                if fs and not other_fs and breaks_other:
                    amount = 0  # it broke the other first: it takes no damage
                elif other_fs and not fs and dealt.get(turn, 0) + amount >= then:
                    mine, breaks_other = 0, False  # broken first: it deals none
                self.hidden_battle_hit(iid, other, mark, seq, turn, mine, breaks_other)
            dealt[turn] = dealt.get(turn, 0) + amount
            if dealt[turn] >= then:
                held = len(b.triggers)
                self.move(iid, "break")
                del b.triggers[held:]
                inst.hidden_broke = (seq, dealt[turn], then)
                note(b, N_("seq {seq}: {card}, named here, took {damage} damage at seq {at} while the log had not "
                           "named it; its power was {power} then, so that damage broke it at that seq: it is taken "
                           "as in the Break Zone since"), seq=b.seq, card=self.L(iid), damage=dealt[turn], at=seq,
                     power=then)
                return
        if dealt.get(b.turn):
            # Taken this turn and not broken: the damage stays on it until the End phase [ref (10.1.4.2.)] (its
            # "dealt damage" abilities long past, not queued).
            inst.damage += dealt[b.turn]
            self.field_changed = True

    def aura_def(self, src: str) -> Any:
        """The card ``src`` is, for its field abilities at a hit kept on an unnamed card (:meth:`hidden_damage`):
        named before, or by this event too (its serials: the cards an event names are all named at once); None for
        a card still unnamed or not known to the match, which gives no ability."""
        b = self.board
        c = b.cards.get(src)
        if c is None:
            return None
        if c.serial:
            return b.defs.get(c.serial)
        written = (getattr(self.event, "serials", None) or {}).get(src)
        return b.defs.get(card_key(written)) if written and not c.misnamed else None

    def hidden_battle_hit(self, iid: str, other: str, mark: int, seq: int, turn: int, amount: int,
                          broke: bool) -> None:
        """The damage ``iid``, named now, dealt at seq ``seq`` in a battle it fought unnamed to ``other`` (its power
        then, ``amount``): where it reached ``other``'s power, ``other`` was broken in that battle [ref (10.1.4.2.)].
        Still on the field as it was then, it is put in the Break Zone now, as of that seq (its break abilities
        long past, not queued); the log having used it since as still on the field (a block, an attack), that use
        was by a forward not on the field, the one fault, flagged at that use. Not broken, that turn's damage stays
        on it while the turn lasts (docs/fftcg.md, Paper-table logs)."""
        b = self.board
        t = b.cards.get(other)
        if t is None or t.zone != "field" or t.moves != mark or amount <= 0:
            return
        if not broke:
            if turn == b.turn:
                t.damage += amount
                self.field_changed = True
            return
        use, t.alive_use = t.alive_use, ()
        held = len(b.triggers)
        self.move(other, "break")
        del b.triggers[held:]
        t.fate_unknown = False
        note(b, N_("seq {seq}: {card}, named here, dealt {damage} damage to {other} in their battle at seq {at}; that "
                   "reached {other}'s power, so that battle broke it: it is taken as in the Break Zone since"),
             seq=b.seq, card=self.L(iid), damage=amount, other=self.L(other), at=seq)
        if use:
            at, _, how = use
            rule = {"blocker": "fftcg.block.not-a-forward"}.get(how, "fftcg.attack.not-a-forward")
            self.flag(rule, N_("{card} was broken at seq {at} in its battle with {other} ({damage} damage, which the "
                               "log showed once it named {other}), so it was not on the field to be used here"),
                      by=t.controller, card=self.L(other), at=seq, other=self.L(iid), damage=amount)
            self.found[-1] = msgspec.structs.replace(self.found[-1], seq=at)

    def slip_keys(self) -> dict[str, tuple[str, ...]]:
        """The cards the event's ``serials`` name by a slip, before any is bound: a card of the player's hand the
        log had not named, that the event does not use, its id one off a card the event uses that the serials
        leave unnamed (the card meant, :meth:`names_another`). Such a serial binds only until the card's own
        event names it (:meth:`reveal`): a slip's serial must not decide what a card the log names later is. Each
        with the cards it may have meant (the copy it holds is theirs, :meth:`reveal`)."""
        ev = self.event
        named = getattr(ev, "serials", None) or {}
        if not named:
            return {}
        used = {getattr(ev, "card", None), getattr(ev, "source", None), *(getattr(ev, "attackers", None) or ()),
                *(getattr(ev, "targets", None) or ())}
        for cp in getattr(ev, "payment", None) or ():
            used.update((getattr(cp, "dull", None), getattr(cp, "discard", None)))
        used.discard(None)
        b = self.board
        unnamed = sorted(u for u in used if u not in named and is_hidden(b, u))
        return {k: tuple(u for u in unnamed if _one_off(k, u)) for k in named
                if k not in used and is_hidden(b, k) and b.cards[k].zone == "hand"
                and b.cards[k].controller == getattr(ev, "player", None) and any(_one_off(k, u) for u in unnamed)}

    def names_another(self, iid: str) -> bool:
        """Whether the event's ``serials`` name a card it does not use (not its card, a payment source, an attacker
        or a target) that could be the card meant by ``iid``, a card it uses unnamed from the hand: a card of the
        player's hand the log had not named before this event, its id one off ``iid``. The log named the card it
        meant, under another id: that slip, flagged (:meth:`need`), not a card the author left unnamed (a note).
        A card named that could not be the one meant (a damage card revealed, a card named before restated) is no
        such slip."""
        ev = self.event
        named = getattr(ev, "serials", None) or {}
        if not named:
            return False
        used = {getattr(ev, "card", None), getattr(ev, "source", None), *(getattr(ev, "attackers", None) or ()),
                *(getattr(ev, "targets", None) or ())}
        for cp in getattr(ev, "payment", None) or ():
            used.update((getattr(cp, "dull", None), getattr(cp, "discard", None)))
        b = self.board
        return any(k not in used and k in self.fresh and k in b.cards and b.cards[k].zone == "hand"
                   and b.cards[k].controller == getattr(ev, "player", None) and _one_off(k, iid) for k in named)

    def hand_not_damage(self, pid: str, iid: str, exclude: tuple[str, ...] = ()) -> None:
        """A paper log's card the event uses from ``pid``'s hand (played, discarded) that the engine had put in her
        Damage Zone as a damage card the log never named: which card of the deck the damage took is unknown (the
        order is), so the log naming it from the hand shows the damage took another card, one of her hand's cards
        the log has not named either (drawn by a draw line naming no card, Board.filled_in): the two change places, not
        flagged (docs/fftcg.md, Paper-table logs), as a draw naming it does (:func:`_drawn`). With no such card
        of the hand, the card stays where it is (the play is judged as from the Damage Zone)."""
        b = self.board
        inst = b.cards.get(iid)
        if inst is None or inst.zone != "damage" or inst.controller != pid or inst.owner != pid or inst.misnamed:
            return
        s = b.seat(pid)
        if s.known_order or iid not in s.damage or (inst.serial and iid not in self.fresh):
            return
        ev = self.event
        used = {getattr(ev, "card", None), getattr(ev, "source", None), *exclude,
                *(getattr(ev, "serials", None) or {})}
        for cp in getattr(ev, "payment", None) or ():
            used.update((getattr(cp, "dull", None), getattr(cp, "discard", None)))
        for c in getattr(ev, "cards", None) or ():
            used.add(c)
        held = set(b.effect_hidden) | set(b.effect_drawn) | set(b.auto_drawn)
        spare = [h for h in s.hand if h not in used and h not in held and is_hidden(b, h) and h in b.filled_in
                 and b.cards[h].controller == pid and not b.cards[h].misnamed]
        if not spare:
            return
        other = spare[-1]  # (the latest the engine took into the hand unnamed)
        s.damage[s.damage.index(iid)] = other
        s.hand[s.hand.index(other)] = iid
        b.cards[other].zone, inst.zone = "damage", "hand"
        b.filled_in = tuple(iid if x == other else x for x in b.filled_in)
        note(b, N_("seq {seq}: {card} is named from {player}'s hand: the damage {player} took did not take it but "
                   "another hidden card ({other}), one a draw line naming no card was taken as drawing (in a paper log "
                   "which card the damage took cannot be checked)"), seq=b.seq, card=iid, player=pid, other=other)
        if other in s.mull_drawn:
            s.mull_drawn = tuple(iid if x == other else x for x in s.mull_drawn)

    def need(self, iid: str | None, what: Text) -> bool:
        """False (and flagged) when the event uses a card the log never named (paper log). A hidden card on the
        field was flagged as it was played (the only way a hidden card gets there): not again."""
        inst = self.board.cards.get(iid) if iid else None
        if inst is not None and not inst.serial:
            if inst.zone == "field" or inst.misnamed:
                return False  # flagged as it was played, or as it was named by a serial its deck list lacks
            self.flag("fftcg.log.unknown-card", N_("the log does not say which card {card} is ({what}): a paper log names each card "
                                                   "it reveals in the event's serials"), card=iid, what=what)
            return False
        return True

    def hurt(self, iid: str, amount: int) -> None:
        """Deal ``amount`` damage to a forward; its "dealt damage" auto abilities trigger [ref (10.1.4.4.)]."""
        if amount <= 0:
            return
        self.board.cards[iid].damage += amount
        self.field_changed = True
        self.queue(iid, "damaged")

    def add_power(self, iid: str, amount: int) -> None:
        """Change a card's power until the end of the turn (a forward at 0 or less breaks: :meth:`settle`)."""
        self.board.cards[iid].power_mod += amount
        self.field_changed = True

    def field_room(self, pid: str, iid: str, control: bool = False) -> None:
        """Flag ``iid`` entering ``pid``'s field where the field rules forbid it (seed § 2.6): a sixth
        backup, a second card of its name without [MANY] [ref (5.2.2.1.)] (the opponent's cards do not
        count), a second light or dark character. ``control``: it enters by a change of control."""
        b = self.board
        if is_hidden(b, iid):
            return  # a card the log has not named: its type, name and elements are unknown
        d = b.card_def(iid)
        ld_new = any(e in LIGHT_DARK for e in d.elements)
        for f in [f for f in b.seat(pid).field if f != iid and b.cards[f].fate_unknown]:
            fd = b.card_def(f)
            if (not d.many and fd.name == d.name) or (ld_new and any(e in LIGHT_DARK for e in fd.elements)):
                # It fought a card the log never named (that battle not judged): the log treats it as gone, so
                # it was broken in that battle (docs/fftcg.md, Paper-table logs). Its break triggers were then.
                held = len(b.triggers)
                self.move(f, "break")
                del b.triggers[held:]
        field = [f for f in b.seat(pid).field if f != iid]
        card = self.L(iid)
        if d.type == "backup" and sum(1 for f in field if b.card_def(f).type == "backup") >= MAX_BACKUPS:
            self.flag("fftcg.field.backup-limit",
                      N_("{player} gains control of {card} but already has {MAX_BACKUPS} backups; it would be a sixth")
                      if control else N_("{player} already has {MAX_BACKUPS} backups; {card} would be a sixth"),
                      player=pid, MAX_BACKUPS=MAX_BACKUPS, card=card)
        if not d.many:
            same = [f for f in field if b.card_def(f).name == d.name]
            if same:
                self.flag("fftcg.field.same-name",
                          N_("{player} gains control of {card} but already has {same} on the field: the same name")
                          if control else N_("{player} already has {same} on the field; {card} has the same name"),
                          player=pid, same=self.L(same[0]), card=card)
        if any(e in LIGHT_DARK for e in d.elements):
            ld = [f for f in field if any(e in LIGHT_DARK for e in b.card_def(f).elements)]
            if ld:
                self.flag("fftcg.field.light-dark",
                          N_("{player} gains control of {card} but already has {ld}, a light or dark character, "
                             "on the field") if control else
                          N_("{player} already has {ld}, a light or dark character, on the field"),
                          player=pid, ld=self.L(ld[0]), card=card)

    def take_control(self, iid: str, pid: str) -> None:
        """``pid`` gains control of a character: it moves to ``pid``'s field without changing zones (it is
        not a new card), and counts as having entered ``pid``'s field this turn. It enters that field, so
        the field rules hold for ``pid`` as for a character played (flagged as recorded, then applied)."""
        b = self.board
        inst = b.cards[iid]
        if inst.zone != "field" or inst.controller == pid:
            return
        self.field_room(pid, iid, control=True)
        self.field_changed = True
        b.seat(inst.controller).field.remove(iid)
        b.seat(pid).field.append(iid)
        inst.controller = pid
        inst.entered_turn = inst.taken_turn = b.turn
        c = b.combat
        if c is not None and c.blocker == iid and pid == attacking(b):
            # No longer the player whose turn it is not's: no longer the blocking forward [ref (10.1.3.2.)]. It
            # is out of the combat (it deals and takes no combat damage [ref (10.1.3.3.)]); the attack stays
            # blocked, so it deals no damage to the player either (docs/fftcg.md, Readings).
            c.blocker = None

    def any_target(self, pid: str, effects: list[Any]) -> bool:
        """Whether every target the effects need has at least one candidate on the field."""
        b = self.board
        for e in effects:
            if e.target not in TARGETED:
                continue
            if not any(self.fits(pid, e.target, iid) for s in b.seats for iid in s.field):
                return False
        return True

    def fits(self, pid: str, kind: str, t: str) -> bool:
        b = self.board
        inst = b.cards.get(t)
        if inst is None or inst.zone != "field":
            return False
        d = b.defs[inst.serial]
        # A character played unnamed (paper log, flagged then) may be any character: not judged again.
        ok = (not inst.serial or d.type == "forward") if "forward" in kind \
            else (not inst.serial or d.type in ("forward", "backup", "monster"))
        if kind.startswith("own-"):
            ok = ok and inst.controller == pid
        if kind.startswith("opp-"):
            ok = ok and inst.controller != pid
        return ok

    def queue(self, iid: str, when: str, controller: str | None = None) -> None:
        """Queue the auto abilities of ``iid`` that trigger on ``when`` (the pool's vocabulary)."""
        b = self.board
        d = b.card_def(iid)
        if not d.modelled:
            return
        for k, ab in enumerate(d.abilities):
            if ab.kind == "auto" and ab.when == when:
                b.triggers.append(Trigger(source=iid, controller=controller or b.cards[iid].controller,
                                          ability=k, optional=ab.optional))

    def queue_field(self, pid: str, when: str) -> None:
        for iid in list(self.board.seat(pid).field):
            self.queue(iid, when, pid)

    def marks(self, targets: list[str], bad: set[int] = frozenset()) -> list[int]:
        """Each target's ``moves`` as it is chosen; -1 for one that is no card or no legal target (``bad``
        positions): :meth:`run_effects` ignores it."""
        cards = self.board.cards
        return [-1 if k in bad or t not in cards else cards[t].moves for k, t in enumerate(targets)]

    def lose(self, pid: str, why: Text) -> None:
        s = self.board.seat(pid)
        if not s.lost:
            s.lost = english(why)
            s.lost_msg = why if is_msg(why) else term(why)

    def draw(self, pid: str, n: int, source: str | None = None) -> None:
        """``pid`` draws ``n`` cards; ``source``: the card whose effect draws them (remembered for the turn, so a
        ``CardsDrawn`` recording that draw is read as it: :func:`_effect_draw_recorded`)."""
        b = self.board
        s = b.seat(pid)
        if source is not None and b.turn > 0:
            if b.effect_source != source:  # (another effect's draw: the other player's draws are kept)
                b.effect_drawn = [c for c in b.effect_drawn if b.cards[c].owner != pid]
            b.effect_source = source
            b.effect_seq = self.event.seq if self.event is not None else 0
        for _ in range(n):
            if not s.deck:
                self.lose(pid, term(N_("had no card left to draw")))
                return
            if source is not None and b.turn > 0:
                b.effect_drawn.append(s.deck[0])
            if source is not None and not s.known_order and not b.cards[s.deck[0]].serial:
                b.effect_hidden += (s.deck[0],)
            self.move(s.deck[0], "hand")

    def replay_passes(self, early: list[str]) -> bool:
        """The passes recorded in the End phase before the next player's attack (four) or End phase discard (eight),
        her turn's draw left out (flagged): they were that turn's passes, counted now in order (docs/fftcg.md,
        Readings)."""
        b = self.board
        if len(early) < 2 or early[0] != b.active or early[1] == b.active:
            return False
        for p in early:
            if b.priority != p or b.stack or b.triggers:
                break
            b.passes += 1
            b.priority = b.other(p)
            if b.passes >= 2:
                self.advance()
        return True

    def draw_due(self) -> None:
        """A turn goes on without its draw (flagged ``fftcg.turn.draw-first``): the draw is taken as made there, the
        turn's top cards drawn, so the cards the turn then plays are in the hand; its late ``CardsDrawn`` is that
        draw (docs/fftcg.md, Readings)."""
        b = self.board
        s = b.seat(b.active)
        due = s.deck[:1 if b.turn == 1 else 2]
        for c in due:
            self.move(c, "hand")
        b.auto_drawn = list(due)

    def damage_player(self, pid: str, n: int = 1) -> None:
        """Each point: the top card of the deck goes to the damage zone; EX Burst may follow."""
        b = self.board
        s = b.seat(pid)
        for _ in range(n):
            if not s.deck:
                self.lose(pid, term(N_("took damage with an empty deck")))
                return
            top = s.deck[0]
            self.move(top, "damage")
            self.queue_field(pid, "player-damaged")
            # Whether it has an EX Burst is judged when one is used (a hidden card of a paper log: once named).
            b.burst = top
            if len(s.damage) >= damage_limit(b):
                self.lose(pid, msg(N_("took {n} points of damage"), n=len(s.damage)))

    def settle(self) -> None:
        """Break forwards whose damage reaches their power, then see whether the game is over."""
        b = self.board
        cards, defs = b.cards, b.defs
        changed = self.field_changed or self.SETTLE_ALWAYS
        while changed:
            changed = False
            for s in b.seats:
                # One look at each card of the field: its power abilities (field_power's list) and whether,
                # without them, it could break (damaged, or power 0 or less).
                auras: list[tuple[str, Any]] = []
                maybe = []
                for iid in s.field:
                    inst = cards[iid]
                    d = defs[inst.serial]
                    fx = d.field_effects
                    if fx:
                        auras.extend((iid, e) for e in fx if e.do == "power")
                    if d.type == "forward" and (inst.damage or d.power + inst.power_mod <= 0):
                        maybe.append(iid)
                if auras:  # any forward's power may differ from its own
                    maybe = [iid for iid in s.field if defs[cards[iid].serial].type == "forward"]
                broken = []
                for iid in maybe:
                    p = power(b, iid, auras)
                    if p <= 0 or cards[iid].damage >= p:
                        broken.append(iid)
                for iid in broken:  # judged on the field as it was: a break here changes no other's power yet
                    self.move(iid, "break")
                    changed = True
        if b.over:
            return
        for s in b.seats:
            if s.lost:
                break
        else:
            return  # nobody lost: the game goes on
        losers = [s for s in b.seats if s.lost]
        if losers:
            b.over = True
            if len(losers) == 2:
                b.winner = None
                set_result(b, N_("draw: {player} {why} and {other} {why2}"), player=losers[0].id,
                           why=losers[0].lost_msg or losers[0].lost, other=losers[1].id,
                           why2=losers[1].lost_msg or losers[1].lost)
            else:
                b.winner = b.other(losers[0].id)
                set_result(b, N_("{winner} wins: {player} {why}"), winner=b.winner, player=losers[0].id,
                           why=losers[0].lost_msg or losers[0].lost)
            b.priority = None

    # -- CP ------------------------------------------------------------
    def cost_how(self, pid: str, iid: str) -> Text | None:
        """How the cost ``pid`` pays for card ``iid`` was reached, for a message, where field abilities change it
        (:func:`cost_of`): "printed 1, -1 for Red Mage 1-xxx (alice.2), +1 for Seymour ..."; else None."""
        b = self.board
        d = b.card_def(iid)
        parts = [(amount, src) for amount, f, src in cost_sources(b, pid) if _matches(d, f)]
        if not parts:
            return None
        items: list[Any] = [msg(N_("printed {cost}"), cost=d.cost)]
        items += [msg(N_("{amount} for {card}"), amount=f"{a:+d}", card=self.L(src)) for a, src in parts]
        if d.cost + sum(a for a, _ in parts) < 0:
            items.append(term(N_("never below 0")))
        return listing(items)

    def pay(self, pid: str, payment: list[Any], cost: int, required: list[str], what: Text,
            exclude: tuple[str, ...] = (), checked: bool = True, rule: str = "", how: Text | None = None) -> int:
        """Make CP from ``payment`` and judge it against ``cost`` and the ``required`` elements. ``rule``
        names the rule a short or excess payment breaks when not the CP rules' own (a cost to attack or
        block, fixed at the declaration and paid exactly [ref (10.1.2.3.)]).

        One fault, one violation: a source flagged (not a backup, already dull, not in the hand, light or dark
        discarded, an element it cannot make) still pays what the log declared, in the element the rest of the
        payment leaves unpaid (:func:`_assign`); too little CP is ``cp.not-enough`` only (the element left unpaid is its consequence), and
        ``cp.element`` is an amount enough but an element missing. Returns the CP made, -1 where a source the log
        does not name made an amount unknown."""
        b = self.board
        # Each source that paid: (discarded, CP, the element it pays in unless chosen, the elements it may be
        # chosen to pay in, in the order the player would choose them, or () when the log says which).
        paid: list[tuple[bool, int, str, tuple[str, ...]]] = []
        unsaid: list[tuple[int, str, Any]] = []  # (position in paid, source, card) of a multi-element source the log leaves unnamed
        unknown = False  # a source the log does not name (its CP unknown)
        for cp in payment:
            if (cp.dull is None) == (cp.discard is None):
                self.flag("fftcg.cp.source", N_("a CP source for {what} must name one backup to dull or one card to discard"), what=what)
                continue
            src = cp.dull or cp.discard
            if cp.discard is not None and src not in exclude:
                self.hand_not_damage(pid, src, exclude)
            inst = b.cards.get(src)
            if inst is None:
                self.flag("fftcg.cp.source", N_("{source!r} is not a card of this match"), source=src)
                continue
            if cp.discard is not None and inst.zone == "deck" and inst.controller == pid and src not in exclude \
                    and b.seat(pid).hand_unsure and not b.seat(pid).known_order:
                # A paper log's card of her deck, after an effect the log never named resolved (flagged then): that
                # effect may have drawn it, so it is taken as drawn by it, as a card played is (_in_hand).
                self.move(src, "hand")
            if cp.discard is not None and is_hidden(b, src) and not inst.misnamed and inst.zone == "hand" \
                    and inst.controller == pid and src not in exclude and not self.names_another(src):
                # A card discarded for CP without its serial (a paper author who did not write it down): it made
                # 2 CP, checked against the cost; its element (and that it is no light or dark card) cannot be,
                # so it is taken as paying an element the cost needs (docs/fftcg.md, Paper-table logs).
                note(b, N_("seq {seq}: the log does not say which card {source} is (a CP source for {what}): taken "
                           "as 2 CP of an element the cost needs; its element is not checked"), seq=b.seq,
                     source=src, what=what)
                self.move(src, "break")
                need_el = tuple(dict.fromkeys(required))
                paid.append((True, 2, need_el[0] if need_el else "", need_el))
                continue
            if cp.discard is not None and is_hidden(b, src) and not inst.misnamed and src in exclude \
                    and inst.controller == pid:
                # The card being played, unnamed, discarded to pay for itself: not a card in the hand to discard
                # (the one fault, as for a named card), not a card the log failed to name. It pays as declared.
                self.flag("fftcg.cp.source", N_("{source} is not in {player}'s hand to discard for CP"),
                          source=self.L(src), player=pid)
                need_el = tuple(dict.fromkeys(required))
                paid.append((True, 2, need_el[0] if need_el else "", need_el))
                continue
            if not self.need(src, msg(N_("a CP source for {what}"), what=what)):
                if cp.discard is not None and inst.zone == "hand" and inst.controller == pid:
                    self.move(src, "break")
                elif cp.dull is not None and inst.zone == "field" and inst.controller == pid:
                    inst.dull = True  # a character played unnamed, dulled for CP as recorded
                checked = False
                unknown = True
                continue
            d = b.defs[inst.serial]
            el = cp.element or d.elements[0]
            choice: tuple[str, ...] = ()
            if cp.element is None and len(d.elements) > 1:
                # « vous devez alors choisir un des éléments possibles » [ref (5.2.1.3)]: the log does not say which.
                # Taken as one that lets the payment meet the card's elements, if any does (:func:`_assign`): what
                # the player would have chosen, whatever the order of the sources.
                choice = tuple(d.elements)
            flagged = len(self.found)
            if el not in d.elements:
                self.flag("fftcg.cp.wrong-element", N_("{source} makes {value} CP, not {el}"), source=self.L(src), value=_elements(d.elements), el=term(el, "element"))
            if cp.dull is not None:
                mine = inst.zone == "field" and inst.controller == pid
                if not mine or d.type != "backup" or src in exclude:
                    self.flag("fftcg.cp.source", N_("{source} is not a backup {player} controls on the field"), source=self.L(src), player=pid)
                    if mine and not inst.dull and d.type == "forward" and src not in exclude:
                        inst.cp_dulled_turn = b.turn
                elif inst.dull:
                    self.flag("fftcg.cp.source", N_("{source} is already dull and cannot be dulled for CP"), source=self.L(src))
                if mine:
                    inst.dull = True
                n = 1
            else:
                in_hand = inst.zone == "hand" and inst.controller == pid and src not in exclude
                if not in_hand:
                    self.flag("fftcg.cp.source", N_("{source} is not in {player}'s hand to discard for CP"), source=self.L(src), player=pid)
                elif any(e in LIGHT_DARK for e in d.elements):
                    self.flag("fftcg.cp.discard-light-dark", N_("{source} is a {value} card: it cannot be discarded for CP"), source=self.L(src), value=_elements(d.elements))
                if in_hand:
                    self.move(src, "break")
                n = 2
            if len(self.found) > flagged:
                # Flagged once: it pays as declared, in the element the rest of the payment leaves unpaid, if any.
                choice = tuple(dict.fromkeys(required))
            elif choice:
                unsaid.append((len(paid), src, d))
            paid.append((cp.discard is not None, n, el, choice))
        elements = _assign([(n, el, choice) for _, n, el, choice in paid], required)
        made: dict[str, int] = {}
        for (_, n, _, _), el in zip(paid, elements):
            made[el] = made.get(el, 0) + n
        total = sum(n for _, n, _, _ in paid)
        for k, src, d in unsaid:
            note(b, N_("seq {seq}: the log does not say which element {source} made its CP in (it can make "
                       "{value}): taken as {el}"), seq=b.seq, source=self.L(src), value=_elements(d.elements),
                 el=term(elements[k], "element"))
        # The excess rule weighs each source as the player could have chosen its element.
        sources = [(disc, choice or el, n) for disc, n, el, choice in paid]
        if not checked:
            return -1 if unknown else total
        if total < cost:
            if how is not None:
                # (The cost as field abilities changed it: the message shows how, the one a player forgot say.)
                self.flag(rule or "fftcg.cp.not-enough", N_("{what} costs {cost} CP ({how}); {player} made {total}"),
                          what=what, cost=cost, how=how, player=pid, total=total)
            else:
                self.flag(rule or "fftcg.cp.not-enough", N_("{what} costs {cost} CP; {player} made {total}"), what=what, cost=cost, player=pid, total=total)
        elif cost > 0:
            need: dict[str, int] = {}
            for el in required:
                need[el] = need.get(el, 0) + 1
            for el, n in need.items():
                if made.get(el, 0) < n:
                    self.flag("fftcg.cp.element", N_("{what} needs at least {n} {element} CP; {player} made {made}"), what=what,
                              n=n, element=term(el, "element"), player=pid, made=_amounts(made))
        if b.exact_payment and total > cost and _excess(sources, cost, required) and how is not None:
            self.flag(rule or "fftcg.cp.excess", N_("{what} costs {cost} CP ({how}) but {player} made {total}: no more CP than "
                                                    "the cost needs (one over only from a discard)"),
                      what=what, cost=cost, how=how, player=pid, total=total)
        elif b.exact_payment and total > cost and _excess(sources, cost, required):
            self.flag(rule or "fftcg.cp.excess", N_("{what} costs {cost} CP but {player} made {total}: no more CP than the cost "
                                                    "needs (one over only from a discard)"), what=what, cost=cost, player=pid, total=total)
        return -1 if unknown else total

    # -- priority and timing -------------------------------------------
    def has_priority(self, pid: str, what: Text, act: str = "use") -> bool:
        """Whether ``pid`` may act now; else flagged, saying what she did (``act``: cast a summon, play a character,
        use an ability)."""
        b = self.board
        if b.phase in ("draw",):
            self.flag("fftcg.timing.no-priority-phase", _ACTS[act][0], player=pid, what=what)
            return False
        if b.priority != pid and self.stray == pid and b.passes == 1 and b.priority == b.other(pid) and not b.stack:
            # Her pass without priority (flagged), then she acts: that pass was the holder's under the wrong name,
            # the one fault (read as the holder's), and she now holds priority (docs/fftcg.md, Readings).
            if isinstance(self.stray_flag, Violation):
                self.stray_flag.read_as = b.priority
            return True
        if b.priority != pid and self.added_by != pid and not self.after_resolution:
            # The player who has just put a summon or ability on the stack may also add another at once: « Chaque
            # joueur peut interrompre l'effet en ajoutant un autre effet sur la pile » (§ 8); she keeps priority
            # under the comprehensive rules (docs/fftcg.md, Readings). After a resolution the seed does not say who
            # gets priority: either player may act first, as either may pass first (_pass).
            self.flag("fftcg.priority.no-priority", _ACTS[act][1], player=pid, what=what,
                      value=b.priority or term(N_('nobody')))
            _owe(self, pid)
            if pid != b.active and b.priority == b.active and b.passes == 0 and not b.stack and not b.triggers \
                    and b.phase in ("main1", "main2") and b.combat is None:
                # The other player acting in the turn player's main phase before any pass (a Back Attack say): the
                # turn player's pass before it left out, flagged here; the same passes left out later in that turn
                # (the turn ending without them) are that slip, not flagged again (docs/fftcg.md, Readings).
                b.passes_left = b.pass_gone = b.turn
            return False
        return True

    def stack_timing(self, pid: str, what: Text, act: str = "use") -> None:
        """Summons, action/special abilities and Back Attack: main phases and the attack phase, with priority
        [ref (9.3.1.6.)] [ref (9.3.1.7.)]; never in the End phase [ref (9.5.1.1.)]. (An event in the Draw phase
        first ends it, flagged as a skipped draw, so the main phases and the End phase are the cases.)"""
        b = self.board
        if b.phase == "end":
            self.flag("fftcg.timing.end-phase", _ACTS[act][2], player=pid, what=what)
        else:
            self.has_priority(pid, what, act)

    def after_stack_use(self, pid: str) -> None:
        """The opponent gets priority to respond; ``pid`` may still pass first (:func:`_pass`)."""
        b = self.board
        b.passes = 0
        b.priority = b.other(pid)
        b.added_by = pid

    def to_active(self) -> None:
        b = self.board
        b.passes = 0
        b.priority = b.active

    # -- targets -------------------------------------------------------
    def forced_targets(self, pid: str, effects: list[Any], targets: list[str], what: Text,
                       optional: bool = False) -> list[str]:
        """The targets of an event whose ``targets`` the log left out (docs/log-format.md: "none"): where every
        choice the effects ask for is forced (one card on the field it can take each, all different), the table
        took those, and the event is read with them, a note (docs/fftcg.md, Readings); else none, as the docs say.
        An ``optional`` ability's choice ("you may choose") is never forced: none is a choice it may make. A card
        played unnamed (paper log) that could be a candidate makes no choice forced: it may be another one."""
        if targets or optional:
            return list(targets)
        b = self.board
        need = [e.target for e in effects if e.target in TARGETED]
        picks: list[str] = []
        for kind in need:
            can = [iid for s in b.seats for iid in s.field if self.fits(pid, kind, iid)]
            if len(can) != 1 or can[0] in picks or is_hidden(b, can[0]):
                return []
            picks.append(can[0])
        if picks:
            note(b, N_("seq {seq}: the log gives no target for {what}; {targets} is the only choice it can make, so it "
                       "is taken as chosen"), seq=self.event.seq, what=what, targets=listing([self.L(t) for t in picks]))
        return picks

    def check_targets(self, pid: str, effects: list[Any], targets: list[str], what: Text,
                      optional: bool = False) -> set[int]:
        """Flag the targets the effects cannot take. Returns their positions: the effect on such a target is
        impossible and ignored [ref (2.3.)] (:meth:`marks`), the rest of the card still resolves. An ``optional``
        ability ("you may choose") with no target chose none, which it may: not flagged, nothing carried out."""
        need = [e.target for e in effects if e.target in TARGETED]
        if len(targets) != len(need) and not (optional and not targets):
            self.flag("fftcg.target.invalid", N_("{what} chooses {targets}; the log gives {n_targets}"), what=what,
                      targets=NP_("{n} target", "{n} targets", len(need)), n_targets=len(targets))
        bad = set()
        src = getattr(self.event, "source", None) or getattr(self.event, "card", None)
        for kind, t in zip(need, targets):
            inst = self.board.cards.get(t) if isinstance(t, str) else None
            if inst is not None and not inst.serial and inst.zone == "field" and isinstance(src, str) \
                    and self.fits(pid, kind, t):
                # (A card the log has not named: judged as it is named, :meth:`hidden_targets`.)
                inst.hidden_targeted += ((self.board.seq, kind, src, pid),)
        for k, (kind, t) in enumerate(zip(need, targets)):
            if not self.fits(pid, kind, t) and kind == "own-forward":
                # Third person, as every message is: "not a forward alice controls", not "not your own forward".
                self.flag("fftcg.target.invalid", N_("{what} targets {target}, which is not a forward {player} controls "
                                                     "on the field"), what=what, target=self.L(t), player=pid)
                bad.add(k)
            elif not self.fits(pid, kind, t):
                self.flag("fftcg.target.invalid", N_("{what} targets {target}, which is not {value} on the field"),
                          what=what, target=self.L(t), value=term(TARGET_WORDS[kind], "target"))
                bad.add(k)
        return bad

    def check_x(self, effects: list[Any], x: float | None, what: Text) -> int:
        if any(e.per_x for e in effects):
            if x is None:
                self.flag("fftcg.number.x", N_("{what} needs X chosen by its controller, a whole number 0 or more: X is "
                                               "not given"), what=what)
                return 0
            if x < 0:
                self.flag("fftcg.number.x", N_("{what} needs X chosen by its controller, a whole number 0 or more (got {x!r})"), what=what, x=x)
                return 0
        if x is not None and x != int(x):
            self.flag("fftcg.number.integer", N_("{what}: X is {x}, but a value a player chooses is a whole number"), what=what, x=x)
            return max(whole(x), 0)
        return max(int(x or 0), 0)

    def value(self, item: Item, e: Any, t: str | None) -> int:
        """The value of one step: amount, X and ``of``, divided and rounded as the card says [ref (4.2.)].
        A value the game cannot define (the power of a card no longer on the field) is 0 [ref (4.4.)]."""
        b = self.board
        base = e.amount + e.per_x * item.x
        if e.of:
            who = t if e.of == "power" else item.source
            on_field = who is not None and who in b.cards and b.cards[who].zone == "field" and is_forward(b, who)
            base += max(power(b, who), 0) if on_field else 0
        if e.divide and e.divide != 1:
            return whole(base / e.divide, e.round, e.unit)
        return base

    # -- resolution ----------------------------------------------------
    def run_effects(self, item: Item, choices: list[str], shuffled: list[str] | None) -> None:
        b = self.board
        tg = iter(zip(item.targets, item.marks or [None] * len(item.targets)))
        last: str | None = None
        for e in item.effects:
            if e.target in TARGETED:
                last, mark = next(tg, (None, None))
                if last is not None and mark is not None and last in b.cards and b.cards[last].moves != mark:
                    # The target left its zone since it was chosen: a new card, not a target [ref (7.4)]; or it was
                    # never a legal one (mark -1): the effect on it is impossible, ignored [ref (2.3.)].
                    last = None
                t = last
            elif e.target == "same":
                t = last
            elif e.target == "self":
                t = item.source
            else:
                t = None
            on_field = t is not None and t in b.cards and b.cards[t].zone == "field"
            amount = self.value(item, e, t)
            if e.do in ("damage", "power", "break", "dull", "freeze", "activate", "return", "remove", "control") \
                    and not on_field:
                continue  # impossible: ignored [ref (2.3.)]
            if e.do in ("control", "dull", "freeze", "power") and unnamed_on_field(b, t):
                self.hidden_did(item.source, t, e.do, amount)
            if e.do == "damage" and is_forward(b, t):
                self.hurt(t, amount)
            elif e.do == "damage" and unnamed_on_field(b, t) and amount > 0:
                self.hidden_hit(t, amount)
            elif e.do == "control":
                self.take_control(t, item.controller)
            elif e.do == "power":
                self.add_power(t, amount)
            elif e.do == "break":
                self.move(t, "break")
            elif e.do == "dull":
                b.cards[t].dull = True
            elif e.do == "freeze":
                b.cards[t].frozen = True
            elif e.do == "activate":
                b.cards[t].dull = False
                b.cards[t].stayed_dull = -1
            elif e.do == "return":
                self.move(t, "hand")
            elif e.do == "remove":
                self.move(t, "removed")
            elif e.do == "draw":
                self.draw(item.controller, amount, item.source)
            elif e.do == "search":
                self.search(item, e, choices, shuffled)

    def search(self, item: Item, e: Any, choices: list[str], shuffled: list[str] | None) -> None:
        b = self.board
        s = b.seat(item.controller)
        if len(choices) > 1:
            # « la carte correspondante »: a Search finds one card (or none). The finds are taken as recorded.
            self.flag("fftcg.search.no-match", N_("the Search finds {n} cards ({cards}): it finds one card, or none"),
                      n=len(choices), cards=", ".join(map(self.L, choices)))
        for c in choices:
            inst = b.cards.get(c)
            if inst is None or inst.zone != "deck" or inst.controller != s.id:
                self.flag("fftcg.search.no-match", N_("the Search finds {card}, which is not in {player}'s deck"), card=self.L(c), player=s.id)
                continue
            if not self.need(c, term(N_("the card a Search finds"))):
                self.move(c, "hand")
                continue
            d = b.defs[inst.serial]
            f = e.filter
            if not _matches(d, f):
                self.flag("fftcg.search.no-match", N_("the Search finds {card}, which does not match {filter}"),
                          card=self.L(c), filter=", ".join(f"{k} {v}" for k, v in f.items()))
            self.move(c, "hand")
        if shuffled is not None:
            if sorted(shuffled) != sorted(s.deck):
                self.flag("fftcg.search.no-match", N_("the deck order after the Search shuffle is not {player}'s deck"), player=s.id)
            else:
                s.deck[:] = list(shuffled)
        else:
            # The new order is unknown: which cards later draws take is not judged (never fftcg.draw.not-top), as
            # in a paper-table log (docs/fftcg.md, Readings); the number drawn still is.
            s.known_order = False
            said = N_("{player}'s deck was shuffled after a Search without the new order: which cards later draws "
                      "take is not checked")
            if fill(said, {"player": s.id}) not in b.notes:
                note(b, said, player=s.id)

    # -- turns ---------------------------------------------------------
    def begin_game(self) -> None:
        b = self.board
        b.turn = 1
        b.active = b.first
        b.phase = "draw"

    def new_turn(self, player: str | None = None) -> None:
        """End phase clean-up for the player whose turn ends, then the next player's Active phase (``player``:
        the player who takes the turn as recorded, when not the next one)."""
        b = self.board
        self.end_cleanup()
        b.stack.clear()
        b.triggers.clear()
        b.late.clear()
        b.lapsed.clear()
        b.auto_drawn = []
        b.effect_drawn, b.effect_source = [], ""
        b.unknown_drawn = ("", 0)
        b.unknown_aid = ()
        b.end_passes = []
        b.combat = None
        b.burst = None
        b.active = player or b.other(b.active)
        b.turn += 1
        # Active phase: the active player's characters activate, but a frozen one does not activate in its
        # OWNER's next Active phase [ref (6.2.1.)] (seed § 5, Geler), which uses the freeze up wherever the
        # card is (on the other player's field when control changed); in its controller's Active phase it
        # activates, still frozen until its owner's.
        for s in b.seats:
            for iid in s.field:
                inst = b.cards[iid]
                skip = inst.frozen and inst.owner == b.active
                if skip:
                    inst.frozen = False
                    if inst.dull:
                        inst.stayed_dull = b.turn  # (the freeze kept it dull: an attack or block by it says so)
                if s.id == b.active and not skip:
                    inst.dull = False
                    inst.stayed_dull = -1
        b.phase = "draw"
        b.step = ""
        b.priority = None
        b.passes = 0
        b.hand_checked = False

    def end_cleanup(self) -> None:
        """End phase: damage on forwards is removed and "until end of turn" effects end [ref (9.5.1.3.1)] [ref (9.5.1.3.2)]."""
        b = self.board
        self.field_changed = True
        for s in b.seats:  # only cards on the field carry damage or turn-long changes: a move resets them
            for iid in s.field:
                inst = b.cards[iid]
                inst.damage = 0
                inst.power_mod = 0
                inst.haste_eot = False
                inst.cannot_attack_eot = inst.cannot_block_eot = False

    def check_hand(self) -> None:
        """The hand limit, judged once per End phase at the first event of the active player's that is not the
        discard, or as the turn passes [ref (9.5.1.2.)]."""
        b = self.board
        if b.hand_checked or b.turn == 0:
            return
        b.hand_checked = True
        s = b.seat(b.active)
        if len(s.hand) > HAND_LIMIT and s.hand_unsure:
            # After an effect the log never named resolved (flagged then), unknown cards may be in her hand: its
            # draws only add to the cards the log shows her holding, so those alone over the limit are the fault
            # (docs/fftcg.md, Paper-table logs).
            self.flag("fftcg.end.hand-size", N_("{player} has at least {n_hand} cards in hand in the End phase (an effect the "
                                                "log never named may have drawn more) and did not discard down to "
                                                "{HAND_LIMIT}"), player=s.id, n_hand=len(s.hand), HAND_LIMIT=HAND_LIMIT, by=s.id)
        elif len(s.hand) > HAND_LIMIT:
            self.flag("fftcg.end.hand-size", N_("{player} has {n_hand} cards in hand in the End phase and did not discard down to "
                                                "{HAND_LIMIT}"), player=s.id, n_hand=len(s.hand), HAND_LIMIT=HAND_LIMIT, by=s.id)

    def advance(self) -> None:
        """Both players passed with an empty stack: the phase or step ends, and a trigger left off with it."""
        b = self.board
        b.lapsed.extend(b.late)  # flagged once: put on the stack later this turn, not flagged again
        b.late.clear()
        if b.combat is not None and b.step in ("declared", "blocked"):
            self.advance_combat()
        elif b.phase == "main1":
            b.phase, b.step = "attack", "prep"
            self.to_active()
            self.queue_field(b.active, "attack-phase")
        elif b.phase == "attack" and b.step == "prep":
            b.step = "declare"
            self.to_active()
        elif b.phase == "attack" and b.step == "declare":
            self.check_forced_attackers()
            b.left_declare = b.seq
            b.phase, b.step = "main2", ""
            self.to_active()
        elif b.phase == "main2":
            b.phase, b.step = "end", ""
            b.priority = None
            b.passes = 0
            b.hand_checked = False
            self.queue_field(b.active, "end-of-turn")
            self.end_cleanup()

    def advance_combat(self) -> None:
        """Two passes in an attack's step: the block step follows the declaration, damage follows the block."""
        b = self.board
        b.lapsed.extend(b.late)  # flagged once: put on the stack later this turn, not flagged again
        b.late.clear()
        if b.step == "declared":
            # An attack's step, in the attack phase or, for an attack declared out of it (flagged and carried on
            # as recorded), in the phase it was declared in: the block step comes next.
            b.step = "block"
            b.priority = None
            b.passes = 0
        else:
            b.early_attack = False
            self.resolve_damage()
            # Back to the declaration step; an attack declared out of the attack phase returns to its phase.
            b.step = "declare" if b.phase == "attack" else ""
            b.combat = None
            self.to_active()
            b.damage_open = 1 if b.phase == "attack" else 0

    def combat_goes_on(self) -> bool:
        """Two passes in the step of an attack declared with the stack not empty (flagged, standing), with only
        the items that were under it still on the stack: the log goes on with the attack (the block, the damage)
        at an event that is not their resolution, as the table played it; they resolve when the log resolves
        them (docs/fftcg.md, Readings). The passes end the attack's step here."""
        b = self.board
        c = b.combat
        if c is None or b.step not in ("declared", "blocked") or b.passes < 2 or not 0 < len(b.stack) <= c.under:
            return False
        self.advance_combat()
        return True

    def check_forced_attackers(self) -> None:
        """Forwards that must attack and still could, as the attack phase ends [ref (10.1.2.1.3)]: charged
        to the player whose turn it is, who controls them and declares attacks, whichever player's pass
        closed the phase."""
        b = self.board
        for iid in b.seat(b.active).field:
            inst = b.cards[iid]
            t = traits(b, iid)
            # "où que ces contraintes deviennent irréalisable": a forward that can no longer attack (dull, already
            # attacked, just entered without Haste, or under an effect forbidding it) does not hold the phase.
            if "must-attack" in t and "cannot-attack" not in t and is_forward(b, iid) and not inst.dull \
                    and not inst.fate_unknown \
                    and inst.attacked_turn != b.turn and (inst.entered_turn != b.turn or "haste" in t):
                self.flag("fftcg.attack.forced", N_("{card} must attack and could, but the attack phase ended"),
                          card=self.L(iid), by=b.active)

    def resolve_damage(self) -> None:
        b = self.board
        c = b.combat
        if c is None:
            return
        side = attacking(b)
        atk = [a for a in c.attackers if b.cards[a].zone == "field" and b.cards[a].controller == side]
        defender = b.other(side)
        # A party block's flag for its missing split (held at the block): returned below only where the split is
        # needed; dropped where it is not (the blocker broken first or gone, one member left).
        held, c.held = c.held, ()
        if not c.blocked:
            if (atk or c.unknown or c.ghost) and not c.harmless:
                self.damage_player(defender, 1)
            self.settle()
            return
        bl = c.blocker
        if c.unknown and bl is not None and b.cards[bl].zone == "field":
            # The attack left out of the log (flagged at the block): its forwards are unknown, so the battle is not
            # judged; as in a paper log's, the blocker and the forwards that could have attacked are taken as still
            # on the field when the log uses them later, as broken in it when the log treats them as gone.
            for f in [bl] + [f for f in b.seat(side).field if is_forward(b, f) and not b.cards[f].dull]:
                b.cards[f].fate_unknown = True
                b.cards[f].hurt_unknown = b.turn
            b.fates_unknown = True
        if bl is None or b.cards[bl].zone != "field" or not atk:
            self.settle()
            return
        hidden = [f for f in (bl, *atk) if unnamed_on_field(b, f)]
        if hidden:
            # A battle with a card the log never named (flagged as it was played): its power is unknown, so the
            # battle is not judged, nor a party's split; its outcome is taken from the log. A forward of it the
            # log later treats as gone (another of its name entering) was broken in it; one the log uses later
            # is still on the field (docs/fftcg.md, Paper-table logs).
            rest = [f for f in (bl, *atk) if f != hidden[0]]
            if len(atk) == 1 and len(hidden) == 1 and is_forward(b, rest[0]) \
                    and b.cards[rest[0]].hurt_unknown != b.turn:
                # One against one, the other forward's damage known: the battle is kept on the unnamed card, both
                # sides judged as it is named, its power then (Judge.hidden_damage).
                u, o = b.cards[hidden[0]], b.cards[rest[0]]
                auras = aura_sources(b, u.controller, hidden[0])
                u.hidden_battles += ((b.seq, b.turn, rest[0], o.moves, max(power(b, rest[0]), 0),
                                      "first-strike" in traits(b, rest[0]), o.damage, u.power_mod, auras),)
            for f in rest:
                b.cards[f].fate_unknown = True
                b.cards[f].hurt_unknown = b.turn
            b.fates_unknown = True
            note(b, N_("seq {seq}: the log does not say which card {card} is: its battle with {other} is not judged; "
                       "a forward the log uses later is taken as still on the field, one it treats as gone as broken "
                       "in that battle"), seq=b.seq, card=hidden[0], other=", ".join(map(self.L, rest)))
            self.settle()
            return
        bl_fs = "first-strike" in traits(b, bl)
        at_fs = [a for a in atk if "first-strike" in traits(b, a)]

        def blocker_hits(targets: list[str]) -> None:
            live = [a for a in targets if b.cards[a].zone == "field"]
            if not live or b.cards[bl].zone != "field":
                return
            p = max(power(b, bl), 0)
            if len(live) > 1 and not c.split:
                # A party block without a split (docs/fftcg.md, Readings): the split was needed, so the block's
                # flag (held) stands; where no split could break a member the battle is judged, else the members'
                # fates are taken from the log (which member the blocking player would break is hers).
                self.found.extend(held)
                share = _unbroken_split(b, live, p)
                if share is None:
                    for a in live:
                        b.cards[a].fate_unknown = True
                        b.cards[a].hurt_unknown = b.turn
                    b.fates_unknown = True
                    if p > sum(_room(b, a) for a in live):
                        b.must_break += (tuple(live),)
                    note(b, N_("seq {seq}: the block of {blocker} does not say how its damage is shared among {cards}: "
                               "the battle is not judged; a forward the log uses later is taken as still on the field, "
                               "one it treats as gone as broken in that battle"), seq=b.seq, blocker=self.L(bl),
                         cards=", ".join(map(self.L, live)))
                    return
                note(b, N_("seq {seq}: the block of {blocker} does not say how its damage is shared among {cards}: "
                           "that split is not judged; the battle is dealt the way that breaks none of them ({split})"),
                     seq=b.seq, blocker=self.L(bl), cards=", ".join(map(self.L, live)),
                     split=", ".join(f"{self.L(a)} {share[a]}" for a in live))
                for a in live:
                    self.hurt(a, share[a])
            elif len(live) > 1 and c.split:
                # The blocking player shares the blocker's damage, its power now [ref (10.1.4.2.)]
                # [ref (10.1.4.2.1.)], among the members still in combat; a member removed takes none
                # [ref (10.1.3.3.)] (docs/fftcg.md, Readings).
                given = {a: c.split.get(a, 0) for a in live}
                if c.split_ok and sum(given.values()) != p:
                    self.flag("fftcg.block.split", N_("{blocker} deals {p} damage when damage is dealt, but the block's "
                                                      "split ({split}) shares {total} among the attacking forwards "
                                                      "still in combat ({cards})"),
                              blocker=self.L(bl), p=p, split=_split_words(self, c.split), total=sum(given.values()),
                              cards=", ".join(map(self.L, live)), by=defender)
                    if c.split_seq:
                        # Judged at damage (the blocker's power then); a split already wrong on the block's line is
                        # reported there, as a split left out is (_block): one flag, the damage dealt as split.
                        self.found[-1] = msgspec.structs.replace(self.found[-1], seq=c.split_seq)
                for a in live:
                    self.hurt(a, given[a])
            else:
                # One attacker (or one member left in combat): it takes all of the blocker's damage, no choice.
                self.hurt(live[0], p)

        def attackers_hit(group: list[str]) -> None:
            live = [a for a in group if b.cards[a].zone == "field"]
            if b.cards[bl].zone == "field":
                self.hurt(bl, sum(max(power(b, a), 0) for a in live))

        # Two steps (docs/fftcg.md, Readings): the forwards with First Strike deal their damage first, all at once
        # (the blocker its whole split, each such attacker its power to the blocker), and what they break deals
        # none; then the others still on the field deal theirs, to a blocker still there (seed § 5, Initiative).
        # A forward that fought in a battle not judged earlier this turn (a card the log never named, say) carries
        # damage the log does not give: whether it breaks in this battle is unknown unless what it takes now breaks
        # it anyway, and, hit first by First Strike, whether it lived to deal its own damage is unknown too. The
        # rest is judged; those outcomes are taken from the log (a forward the log uses later is still on the
        # field, one it treats as gone was broken), as the first battle's (docs/fftcg.md, Paper-table logs).
        unsure = [f for f in (bl, *atk) if b.cards[f].hurt_unknown == b.turn]
        doubt: list[str] = []
        if bl_fs or at_fs:
            before = {f: b.cards[f].damage for f in unsure}
            if bl_fs:
                blocker_hits(atk)
            attackers_hit(at_fs)
            self.settle()
            doubt = [f for f in unsure if b.cards[f].zone == "field" and b.cards[f].damage > before[f]]
        def owe(f: str, to: str, amount: int) -> None:
            # What ``f`` deals ``to`` if it lived through the First Strike: dealt as the log shows it alive.
            t = b.cards[to]
            b.cards[f].owed += ((to, amount, t.moves, b.turn, b.seq,
                                 is_forward(b, to) and t.damage + amount >= power(b, to)),)

        if not bl_fs:
            if bl in doubt:
                live = [a for a in atk if b.cards[a].zone == "field"]
                for a in live:
                    b.cards[a].fate_unknown = True
                if len(live) == 1:
                    owe(bl, live[0], max(power(b, bl), 0))
            else:
                blocker_hits(atk)
        for a in doubt:
            if a != bl and a not in at_fs and b.cards[bl].zone == "field":
                owe(a, bl, max(power(b, a), 0))
        attackers_hit([a for a in atk if a not in at_fs and a not in doubt])
        if doubt and bl not in doubt and b.cards[bl].zone == "field":
            b.cards[bl].fate_unknown = True
        self.settle()
        left = [f for f in unsure if b.cards[f].zone == "field"]
        for f in left:
            b.cards[f].fate_unknown = True
        if doubt:
            b.fates_unknown = True
            note(b, N_("seq {seq}: {card} fought in a battle that was not judged earlier this turn, so the damage it "
                       "carries is unknown: whether the First Strike damage broke it before it dealt its own, and so "
                       "how its battle with {other} ended, is taken from the log (a forward used later is still on the "
                       "field; one treated as gone was broken then)"),
                 seq=b.seq, card=self.L(doubt[0]), other=", ".join(self.L(f) for f in (bl, *atk) if f != doubt[0]))
        elif left:
            b.fates_unknown = True
            note(b, N_("seq {seq}: {card} fought in a battle that was not judged earlier this turn, so the damage it "
                       "carries is unknown: whether it broke in its battle with {other} is taken from the log (used "
                       "later, it is still on the field; treated as gone, it was broken then)"),
                 seq=b.seq, card=self.L(left[0]), other=", ".join(self.L(f) for f in (bl, *atk) if f != left[0]))

    # -- events --------------------------------------------------------
    def pre(self, ev: Any, turn_action: bool = False) -> None:
        """What every event but a few must respect: the draw first, pending triggers, a pending resolution.

        ``turn_action``: the event is one only the player whose turn it is takes (a character played
        without Back Attack, an attack). Taken by the other player in an End phase with nothing left, it
        shows their turn began without its draw. Summons, abilities, Back Attack and blocks are taken in
        the other player's turn too, so they say nothing of the turn passing: they are judged in the End
        phase [ref (9.5.1.1.)], which the next player's draw ends [ref (9.5.1.5)]."""
        b = self.board
        if b.phase == "setup":
            self.begin_game()
        if b.phase == "end" and turn_action and ev.player != b.active and not b.stack and not b.triggers:
            self.check_hand()  # the turn passes: the hand limit of the player whose turn ends
            self.flag("fftcg.turn.draw-first", N_("{player}'s turn begins with the Draw phase, not {event}"), player=ev.player, event=type(ev).__name__)
            early = list(b.end_passes)
            self.new_turn()
            self.draw_due()
            b.phase = "main1"
            self.to_active()
            if type(ev) is Discarded or (type(ev) is AttackDeclared and len(early) == 4):
                # Her passes in the End phase that bring her turn to the step her event fits: they were that turn's.
                self.replay_passes(early)
        elif b.phase == "draw":
            self.flag("fftcg.turn.draw-first", N_("{active}'s turn {turn} goes on without the Draw phase's draw"), active=b.active, turn=b.turn)
            self.draw_due()
            b.phase = "main1"
            self.to_active()
            self.queue_field(b.active, "main1")
        if b.triggers:
            # Charged to each trigger's controller, who alone puts it on the stack (:func:`_auto`), whoever
            # acted instead. Flagged once: it waits, and may still go on the stack late (« les effets seront
            # résolus la prochaine fois qu'un joueur gagnera la priorité » [ref (9.1.1.2.)]) until the phase or
            # step ends (:meth:`advance`) or the turn does.
            for owner in dict.fromkeys(t.controller for t in b.triggers):
                names = ", ".join(self.L(t.source) for t in b.triggers if t.controller == owner)
                self.flag("fftcg.auto.pending", N_("the auto ability of {names} was not put on the stack before {event}"), names=names, event=type(ev).__name__, by=owner)
            b.late.extend(b.triggers)
            b.triggers.clear()
        if b.stack and b.stack[-1].cancelled and b.passes < 2 and type(ev) is not PriorityPassed:
            # A summon cancelled by an answer's recorded effect left the stack as it was cancelled [§ 8]: the log
            # going on with a play before both passed over it shows it gone, the play judged without it (after both
            # passes, the play is read as after them and its Resolved left out, below; docs/fftcg.md, Readings).
            _lift_cancelled(self)
        if b.stack and b.passes >= 2 and not self.combat_goes_on() and b.late_top == b.stack[-1].source:
            _take_resolved(self)  # passed over again after the late Back Attack (flagged there): resolved before
        elif b.stack and b.passes >= 2 and type(ev) is CharacterPlayed and _back_attack(b, ev.card) \
                and not self.combat_goes_on():
            # A Back Attack character played after both players passed: that late play is the one fault; the stack
            # is kept and follows as the log records it (docs/fftcg.md, Readings).
            self.flag("fftcg.stack.pending", N_("both players passed: {source} resolves before anything else"), source=self.L(b.stack[-1].source))
            b.late_top = b.stack[-1].source
            b.passes, b.priority = 0, ev.player
        elif b.stack and b.passes >= 2 and not self.combat_goes_on():
            if not b.stack[-1].cancelled:  # (a cancelled summon left the stack: nothing was due to resolve)
                self.flag("fftcg.stack.pending", N_("both players passed: {source} resolves before anything else"), source=self.L(b.stack[-1].source))
                b.res_left = b.turn
            _take_resolved(self)
            if type(ev) is BlockDeclared and b.combat is not None and b.step == "declared" and not b.stack:
                self.advance_combat()  # the block next: those passes ended the attack's step too (one fault)
        b.burst = None


#: the events of the End phase before its hand limit is judged: the discard, the auto abilities, the next draw.
#: The limit is the active player's [ref (9.5.1.2.)]: judged at her other events, or as the turn passes (the next
#: player's draw, or turn action: :meth:`Judge.pre`), never at an event of the other player's within the phase.
_NOT_THE_HAND_CHECK = frozenset((Discarded, AutoTriggered, CardsDrawn))


#: What the player whose turn it is may not do in her End phase [ref (9.5.1.1.)] (flagged there, and standing).
_OUT_OF_PHASE = frozenset((SummonCast, AbilityUsed, CharacterPlayed, AttackDeclared))


def _end_pass(board: Board) -> bool:
    """A pass in the End phase with nothing to resolve, or over the End phase's own auto abilities: priority comes
    before the discard [ref (9.5.1.1.)] [ref (9.5.1.2.)], so it does not judge the hand limit; her discard may
    still follow."""
    return not board.triggers and board.combat is None and all(i.kind == "auto" for i in board.stack)


def end_point_pass(board: Board, pid: str) -> bool:
    """Whether a pass of ``pid``'s now is the first of the resolution's in the seed's literal End phase, nothing
    discarded: both players passed over the End phase's own auto abilities, the discard point not yet passed this
    End phase, and she is the player whose turn it is [ref (9.5.1.2.)] [ref (9.5.1.4.)]."""
    return bool(board.stack) and board.passes >= 2 and board.phase == "end" and pid == board.active \
        and _end_pass(board) and not board.hand_checked and board.end_point != board.turn


def _out_of_phase(board: Board, kind: type) -> bool:
    """Whether an event of the player whose turn it is, in her End phase, is one she may not take there (a summon,
    an action or special ability, a character, an attack: flagged as such) or one that only follows from it (a
    pass, a block or a resolution while her summon or ability is on the stack or her attack is being fought).
    The hand limit is not judged there: that one fault is the timing's, and she may still discard after it; her
    hand is judged when she ends the phase (docs/fftcg.md, Priority, phases and the stack)."""
    return kind in _OUT_OF_PHASE or board.combat is not None or any(
        i.controller == board.active and i.kind in ("summon", "action", "special") for i in board.stack)


def _held_acts(board: Board, event: Any) -> bool:
    """After a player's two passes in a row and the other's pass, the one who passed twice acts: the phase went on
    (her second pass the early record of a pass to come), unless the event fits only the next phase or step."""
    main2 = type(event) is CharacterPlayed and board.phase == "attack" and board.step == "declare"
    return type(event) is not PriorityPassed and event.player == board.priority and not _fits_next(board, event) \
        and not main2


def _serials_written(board: Board, event: Any) -> Any:
    """``event`` with its ``serials`` values written another way than the card data's (``1-012r``, ``1-12``,
    ``1–012``, ``1-012 Zack``) read as the one card each fits, and those written with a rarity letter (``1-012C``)
    as the card without it, a note each: the card data holds no rarity, so the letter is not checked
    (projections.fftcg.serials, docs/fftcg.md, Paper-table logs)."""
    from .serials import rarity_written, read_serials

    event, read = read_serials(board.defs, event)
    for written, key in read:
        note(board, N_("seq {seq}: the serial {written!r} is read as {serial} ({name}), the one card it fits "
                       "(serials are written as the card data has them, such as 1-012)"), seq=event.seq,
             written=written, serial=key, name=board.defs[key].name)
    printed = rarity_written(board.defs, event)
    for written, key in printed:
        note(board, N_("seq {seq}: the serial {written!r} is read as {serial} ({name}); its rarity letter is not "
                       "checked (the card data holds no rarity)"), seq=event.seq, written=written, serial=key,
             name=board.defs[key].name)
    if printed:
        by = dict(printed)
        event = msgspec.structs.replace(event, serials={k: by.get(v, v) for k, v in event.serials.items()})
    return event


def step(board: Board, event: Any, burst_reading: bool = True) -> list[Violation]:
    """Judge ``event`` on ``board``, then apply it as recorded (in place): :func:`_readings`. A hand over the limit
    that one reading alone flagged while another was followed beside it (held back: ``Board.hand_held``) is
    returned once no other reading is followed, the reading that flagged it standing."""
    if getattr(event, "serials", None):
        event = _serials_written(board, event)
    if type(event) is not CardsDrawn:
        board.setup_over = True
    kept, board.setup_kept = board.setup_kept, ()
    if kept and kept[0] == "owed":
        return _owed_first_draw(board, event, kept, burst_reading)
    if kept and kept[0] == "extra":
        return _extra_setup_draw_read(board, event, kept, burst_reading)
    alt = _extra_setup_draw_alt(board, event) if kept[:1] != ("alt",) else None
    if alt is not None:
        board.setup_kept = ("alt",)  # (this event stepped as ever: step)
        found = step(board, event, burst_reading)
        if [v.rule for v in found] == ["fftcg.turn.not-your-turn"] and board.active == event.player \
                and not board.setup_kept:
            board.setup_kept = ("extra", alt, event)
        return found
    if kept and kept[0] not in ("draw", "alt") and type(event) is not CardsDrawn:
        return _setup_kept_read(board, event, kept, burst_reading)
    if type(event) is CardsDrawn:
        _summon_line_seen(board, event)
    setup_found = None if kept[:1] == ("draw",) else _setup_draw_record(board, event)
    if setup_found is not None:
        return setup_found
    _top_on(board, event)
    first = _first_draw(board, event)
    deck0 = tuple(board.seat(event.player).deck) if first else ()
    try:
        found = _readings(board, event, burst_reading)
    finally:
        _top_off(board)
    if board.broke_at and board.broke_at == getattr(event, "seq", None):
        # (A party member the log uses after its fellows, one of which a missing split had to break: its act is
        # the player's own fault, whatever split the block's legal history gives, _must_have_broken.)
        board.own_roots += tuple((v.seq, v.rule) for v in found)
    if board.kept_targets and board.extra is None and getattr(event, "card", None) in board.kept_targets:
        # The return read as moving the card named stands, the target left on the field: a fault of the target's
        # later (played as if in the hand) is the player's own, not a consequence of the return (one of the two
        # cards' plays is a fault whichever reading is taken: a second root, as where the other reading stands).
        board.own_roots += tuple((v.seq, v.rule) for v in found)
    if first and [v.rule for v in found] == ["fftcg.draw.not-top"]:
        # (Her Mulliganed may follow, recorded late: _mulligan_before_draw.)
        board.first_draw = (event.seq, event.player, found[0], deck0)
    if board.hand_held and board.extra is None:
        held, board.hand_held = list(board.hand_held), ()
        return held + found
    return found


def _setup_kept_read(board: Board, event: Any, kept: tuple, burst_reading: bool) -> list[Violation]:
    """``event`` after the first player's one-card line naming a card of her opening hand, none of her set-up draws
    recorded before it, taken as the record of that set-up draw (``Board.setup_kept``). When it has the game go on
    without the first turn's draw (any flag at it: a phase skipped, a play or a pass before any turn; a mulligan or a
    concession excepted), that line was her first turn's draw of 1 naming
    a card of the hand (the log's slip): the board goes back to before it, the line is judged as that draw
    (``fftcg.draw.not-top``), then ``event``: the one fault the draw's. Else the record stands (docs/log-format.md,
    "Set-up draws recorded")."""
    trial = board.copy()
    found = step(trial, event, burst_reading)
    if type(event) is Mulliganed or not any(v.seq == getattr(event, "seq", None) for v in found):
        for f in Board.__struct_fields__:
            setattr(board, f, getattr(trial, f))
        return found
    before, drawn = kept
    before = before.copy()
    for f in Board.__struct_fields__:
        setattr(board, f, getattr(before, f))
    board.setup_kept = ("draw",)  # (judged as the turn's draw, not a record: step)
    first = step(board, drawn, burst_reading)
    return first + step(board, event, burst_reading)


def _extra_setup_draw_alt(board: Board, event: Any) -> Board | None:
    """Before the first turn, the other player's opening hand recorded whole (Seat.setup_recorded) or not at all,
    their draw of 1 card, their deck's top (any card of a paper deck): read as their taking the first turn (one ``fftcg.turn.not-your-turn``, as ever), and
    beside it as an extra card drawn at the set-up, the first turn still the first player's. The board for that
    reading, None when there is none (_extra_setup_draw_read)."""
    if (type(event) is not CardsDrawn or board.phase != "setup" or board.over or board.extra is not None
            or board.twice is not None or len(event.cards) != 1 or event.player == board.first):
        return None
    s = next((x for x in board.seats if x.id == event.player), None)
    if s is None or not s.deck:
        return None
    if event.cards[0] != s.deck[0] if s.known_order else event.cards[0] not in s.deck:
        return None  # (a paper deck's draw names any card of the deck: its order is not known)
    dealt = s.mull_drawn if s.mulligans else s.hand
    if s.setup_recorded and any(c not in s.setup_recorded for c in dealt):
        return None  # (their hand's record still open: this line may yet be part of it)
    return board.copy()


def _extra_setup_draw_read(board: Board, event: Any, kept: tuple, burst_reading: bool) -> list[Violation]:
    """``event`` after the other player's 1-card draw before the first turn, read as their taking the first turn
    (``Board.setup_kept``, ``"extra"``; _extra_setup_draw_alt). When it is the first player's first turn's draw (1
    card), which that reading flags and the one beside it does not, that draw was an extra card drawn at the set-up,
    its one fault flagged at it already (``fftcg.turn.not-your-turn``): the card in their hand, the first turn the
    first player's (docs/log-format.md, "Set-up draws recorded"). Else the engine's reading stands."""
    trial = board.copy()
    found = step(trial, event, burst_reading)
    other = _extra_setup_board(board, kept, event, found)
    if other is not None:
        again = step(other, event, burst_reading)
        if not any(v.seq == event.seq for v in again):
            for f in Board.__struct_fields__:
                setattr(board, f, getattr(other, f))
            return again
    for f in Board.__struct_fields__:
        setattr(board, f, getattr(trial, f))
    return found


def _extra_setup_board(board: Board, kept: tuple, event: Any, found: list[Violation]) -> Board | None:
    """The board of the reading beside the engine's after the other player's 1-card draw before the first turn
    (``kept``, ``"extra"``: that draw an extra card drawn at the set-up, the card in their hand, the game still in
    set-up), when ``event``, the next event, is the first player's draw of 1 card the engine's reading flags
    (``found``): the board ``event`` is then judged on (:func:`_extra_setup_draw_read`); else None."""
    _, alt, drawn = kept
    if not (type(event) is CardsDrawn and event.player == alt.first and len(event.cards) == 1
            and any(v.seq == event.seq for v in found)):
        return None
    other = alt.copy()
    other.notes, other.note_msgs = list(board.notes), list(board.note_msgs)
    j = Judge(other, drawn)
    c = drawn.cards[0]
    j.move(c, "hand")
    s = other.seat(drawn.player)
    if not s.known_order and not other.cards[c].serial:
        # (A paper deck's hidden card: which card the table drew is unknown, the log's name for it a label only; a
        # later draw line naming it drew another card of the deck in its place, as after an effect's draw: _drawn.)
        other.effect_hidden += (c,)
    if s.setup_recorded:
        note(other, N_("seq {seq}: {player}'s draw before the first turn, their opening hand recorded, is read as an "
                       "extra card drawn at the set-up (flagged there); the first turn is {first}'s"),
             seq=drawn.seq, player=drawn.player, first=alt.first)
    else:
        note(other, N_("seq {seq}: {player}'s draw before the first turn is read as an extra card drawn at the set-up "
                       "(flagged there); the first turn is {first}'s"),
             seq=drawn.seq, player=drawn.player, first=alt.first)
    return other


def _owed_first_draw(board: Board, event: Any, kept: tuple, burst_reading: bool) -> list[Violation]:
    """``event`` after the first player's record of her opening hand that named, beside it, the card on top after it
    (flagged there, the one fault: ``Board.setup_kept``, ``"owed"``): that card was her first turn's draw, written on
    the same line. The other player's set-up records may come between; the next other event has the first turn go
    on: the draw of that card is carried out first, as the table made it. Her own next draw line naming that card
    is its record again (or that draw with more: judged as before, the owed draw dropped); one naming other cards
    only is a draw beside it, the owed draw carried out first: a second draw in the first turn, that line's one
    fault (docs/log-format.md, "Set-up draws recorded")."""
    drawn = kept[1]
    if type(event) is CardsDrawn and event.player != drawn.player and board.phase == "setup":
        found = step(board, event, burst_reading)
        if board.phase == "setup" and not board.setup_kept:
            board.setup_kept = kept
        return found
    if (type(event) is CardsDrawn and event.player == drawn.player and event.cards and not board.over
            and drawn.cards[0] not in event.cards and board.turn <= 1
            and board.cards.get(drawn.cards[0]) is not None and board.cards[drawn.cards[0]].zone == "deck"):
        other = next((x for x in board.seats if x.id != drawn.player), None)
        if board.phase == "setup" and other is not None and any(
                c not in other.setup_recorded for c in (other.mull_drawn if other.mulligans else other.hand)):
            # (The other player's set-up records still to come: this line's cards drawn, its one fault flagged
            # here, the owed draw still carried out as the first turn begins.)
            j = Judge(board, event)
            cards = [c for c in event.cards if c in board.cards and board.cards[c].zone == "deck"
                     and board.cards[c].controller == event.player]
            if len(cards) != len(event.cards):
                board.setup_kept = ()
                return step(board, event, burst_reading)
            j.flag("fftcg.draw.count", N_("{player} draws {cards} after the line naming their first turn's draw of "
                                          "{card}: the first player draws 1 card in the first turn; taken as drawn"),
                   player=event.player, cards=", ".join(map(j.L, cards)), card=j.L(drawn.cards[0]))
            s = board.seat(event.player)
            for c in cards:
                j.move(c, "hand")
                if not s.known_order and not board.cards[c].serial:
                    board.effect_hidden += (c,)
            board.setup_kept = kept
            return j.found
        board.setup_kept = ("draw",)  # (the owed draw, judged as the turn's draw: step)
        first = step(board, drawn, burst_reading)
        return first + step(board, event, burst_reading)
    if type(event) is CardsDrawn or board.phase != "setup" or board.over:
        return step(board, event, burst_reading)
    board.setup_kept = ("draw",)  # (judged as the turn's draw, not a record: step)
    first = step(board, drawn, burst_reading)
    return first + step(board, event, burst_reading)


def _setup_draw_record(board: Board, event: Any) -> list[Violation] | None:
    """A ``CardsDrawn`` before the first turn naming cards the set-up itself drew into the player's hand, not
    recorded yet: the record of the set-up's draws (§ 7.1 ④ « chaque joueur pioche d'abord 5 cartes de son Deck pour
    créer sa main », a mulligan's « ...et repioche 5 nouvelles cartes »), as in Force of Will: a note, nothing drawn,
    the game not begun (docs/log-format.md, "Set-up draws recorded"). Before the player's mulligan, the opening
    hand's cards; after it, the cards that mulligan drew (the first player's line of one card, none of theirs
    recorded yet, excepted: their first turn's draw of 1 naming a card of the hand, judged as before). Naming some of them and other cards too (a card the set-up
    did not draw, a sixth card): that record naming the wrong cards, one fault (``fftcg.draw.not-top``: the set-up
    draws the deck's top five), taken as the record of all of them, the hand left as the set-up dealt it (the first
    turn's draw, if that was on the line too, is the next line's or missing: judged then). A draw naming none of
    them is judged as the first turn's draw, as before: None (the violations found otherwise)."""
    if type(event) is not CardsDrawn or not event.cards or board.over \
            or board.extra is not None or board.twice is not None:
        return None
    if board.phase != "setup" and (event.player == board.active or board.turn != 1 or board.setup_over):
        return None  # (the other player's records may come in the first turn too, after its draw, before all else)
    s = next((x for x in board.seats if x.id == event.player), None)
    if s is None or len(set(event.cards)) != len(event.cards):
        return None
    mine = [c for c in (s.mull_drawn if s.mulligans else s.hand) if c in s.hand and c not in s.setup_recorded]
    named = [c for c in event.cards if c in mine]
    if not named and board.phase == "setup" and all(
            c in board.cards and board.cards[c].owner != event.player and board.cards[c].zone == "hand"
            and c in board.seat(board.cards[c].owner).hand for c in event.cards):
        # (Cards the set-up dealt into the other player's hand, under this player's name: the log's slip, one
        # flag; nothing is drawn, the set-up goes on: the hands as it dealt them.)
        j = Judge(board, event)
        other = board.cards[event.cards[0]].owner
        j.flag("fftcg.log.unknown-card", N_("{player}'s draw before the first turn names {cards}, which are cards in "
                                            "{other}'s hand, not in {player}'s deck: nothing is drawn"),
               player=event.player, cards=", ".join(map(j.L, event.cards)), other=other)
        return j.found
    if not named and len(event.cards) > 2 and len(event.cards) == len(mine) == len(s.hand) and all(
            c in board.cards and board.cards[c].owner == event.player for c in event.cards):
        # (As many of their own cards as the hand holds, none of them in it, the hand's record still open: the cards
        # a mulligan put under, say, named by the record of its draws: that record naming the wrong cards, below.)
        pass
    elif not named:
        return None
    keep: tuple = ()
    if len(event.cards) == 1 and event.player == board.first and not s.known_order \
            and not any(c in s.setup_recorded for c in (s.mull_drawn if s.mulligans else s.hand)):
        return None  # (a paper log: her first turn's draw naming a card of the hand, judged as before)
    if len(event.cards) == 1 and named and event.player == board.first and len(mine) > 1:
        # (One card of the hand, the first player's, others not recorded yet: the record of that set-up draw, or her
        # first turn's draw of 1 naming a card of the hand, the log's slip; the next event says: _setup_kept_read.)
        keep = (board.copy(), event)
    rest = [c for c in event.cards if c not in mine]
    found: list[Violation] = []
    turn = (s.deck[0] if s.known_order and s.deck[0] in rest else rest[0]) if s.deck and rest else None
    if (turn in rest and event.player == board.first and set(named) == set(mine)
            and event.cards[-len(rest):] == rest and all(
                board.cards[c].zone == "deck" and board.cards[c].controller == event.player for c in rest)):
        # (The hand's record and, last on the same line, a card of her deck, the card on top after it, her first
        # turn's draw written there too: the record of both, a note; the draw owed, carried out as the game goes on
        # (_owed_first_draw), judged as her draw then (a card not on top: that one fault). More cards of her deck
        # beside it: a draw of more than the 1 due, the one fault, those not drawn.)
        j = Judge(board, event)
        extra = [c for c in rest if c != turn]
        if extra:
            j.flag("fftcg.draw.count", N_("{player}'s record of the set-up's draws names, beside the cards the set-up "
                                          "drew into their hand and the first turn's draw of {card}, {cards} too: the "
                                          "first player draws 1 card in the first turn; taken as the record of those "
                                          "draws, {cards} not drawn"),
                   player=event.player, card=j.L(turn), cards=", ".join(map(j.L, extra)))
        s.setup_recorded += tuple(named)
        board.setup_kept = ("owed", msgspec.structs.replace(event, cards=[turn]))
        note(board, N_("seq {seq}: {player}'s CardsDrawn before the first turn names {cards}, cards the set-up drew "
                       "into their hand: taken as the record of the set-up's draws; nothing more is drawn"),
             seq=event.seq, player=event.player, cards=", ".join(board.label(c) for c in named))
        note(board, N_("seq {seq}: {player}'s CardsDrawn before the first turn also names {card}, a card of their "
                       "deck: taken as {player}'s first turn's draw written on the same line, made as the first turn "
                       "begins"), seq=event.seq, player=event.player, card=board.label(turn))
        return j.found
    if rest:
        j = Judge(board, event)
        j.flag("fftcg.draw.not-top", N_("{player}'s record of the set-up's draws names {cards}, which the set-up did not "
                                        "draw into their hand (it drew {due}): taken as the record of those draws, "
                                        "the hand as the set-up dealt it"),
               player=event.player, cards=", ".join(map(j.L, rest)), due=", ".join(map(j.L, mine)))
        found, named = j.found, mine
    s.setup_recorded += tuple(named)
    board.setup_kept = keep
    note(board, N_("seq {seq}: {player}'s CardsDrawn before the first turn names {cards}, cards the set-up drew "
                   "into their hand: taken as the record of the set-up's draws; nothing more is drawn"),
         seq=event.seq, player=event.player, cards=", ".join(board.label(c) for c in named))
    return found


def _boards(board: Board) -> list[Board]:
    """``board`` and the readings followed beside it (``twice``, ``extra``, ``seed_on``), theirs too."""
    out, todo = [], [board]
    while todo:
        b = todo.pop()
        if isinstance(b, Board) and all(b is not o for o in out):
            out.append(b)
            todo += [b.twice, b.extra, b.seed_on]
    return out


def _top_on(board: Board, event: Any) -> None:
    """A short header order's known top (``Seat.top_known``) still on top of the deck: a draw that takes no more
    cards than it holds is judged as in a full-order log (``fftcg.draw.not-top``, and the readings beside it), for
    this event only (:func:`_top_off`); a draw below it is a paper deck's (docs/fftcg.md, Paper-table logs)."""
    if type(event) is not CardsDrawn or not event.cards:
        return
    for b in _boards(board):
        s = next((x for x in b.seats if x.id == event.player), None)
        if s is None or s.known_order or not s.top_known:
            continue
        if s.deck[:len(s.top_known)] == s.top_known and len(event.cards) <= len(s.top_known):
            s.known_order = s.top_on = True


def _top_off(board: Board) -> None:
    """After an event: a seat judged by its known top for it (:func:`_top_on`) is a paper deck again; the known
    top keeps the cards of it still on top of the deck, in order (a shuffle or a card put on top ends it)."""
    for b in _boards(board):
        for s in b.seats:
            if s.top_on:
                s.known_order = s.top_on = False
            if s.top_known:
                left = [c for c in s.top_known if c in s.deck]
                s.top_known = left if s.deck[:len(left)] == left else []


def _readings(board: Board, event: Any, burst_reading: bool = True) -> list[Violation]:
    """Judge ``event`` on ``board``, then apply it as recorded (in place).

    A draw by the player whose turn it is not, in Main phase 1 or the attack phase: flagged once
    (``fftcg.turn.not-your-turn``), read as the next turn begun early, and beside it as an extra draw with the
    turn going on (``board.extra``); the first event one reading flags and the other does not decides
    (docs/fftcg.md, Readings)."""
    if (type(event) is BlockDeclared and event.blocker is not None and board.extra is not None
            and board.extra.combat is not None and board.extra.combat.harmless and board.combat is not None):
        # (A barred attacker's attack read beside as dealing no damage (combat.harmless), then blocked: the table
        # fought the battle as recorded, and a blocked attack deals no player damage either way; the two readings are
        # one from here, and the one beside is dropped, leaving its place to the readings the later events start.)
        board.extra = None
    unnamed = event if type(event) is CardsDrawn and not event.cards else None
    if unnamed is not None:
        event = _draw_named(board, event)
    early = _held_draw_line(board, event)
    if early is not None:
        return early
    if type(event) in (EffectRecorded, Resolved) and board.extra is None and board.twice is None and not board.over \
            and (_return_aimed(board, event) if type(event) is EffectRecorded else _held_return_aimed(board, event)):
        # A recorded return naming a card its summon did not target, the target still on the field (one
        # ``fftcg.target.invalid``): read as the table returning the target, and beside it as the table moving the
        # card named, as recorded. The first event one reading flags and the other does not decides (a play of the
        # one or the other from the hand; docs/fftcg.md, Readings). The same return recorded before its summon
        # resolved (held on it, _recorded_early) is judged as it resolves: its Resolved read the same two ways.
        named = _apart(board)
        named.kept_targets = tuple(t for i in board.stack if i.source in (getattr(event, "item", None),
                                                                          getattr(event, "source", None))
                                   for t in i.targets)
        found = _step_twice(board, event)
        rules = [v.rule for v in found]
        # (A held return naming a card off the field is flagged at its line already (_recorded_early): its Resolved
        # flags nothing in either reading.)
        # (The line held on its summon, recorded before it resolved: read both ways at its Resolved, not here.)
        held_here = type(event) is EffectRecorded and any(i.held and i.held[-1][0] == event.seq for i in board.stack)
        if (rules == ["fftcg.target.invalid"] or (not rules and type(event) is Resolved)) and not board.over \
                and board.extra is None and board.twice is None and not held_here:
            named.as_named = True
            held = _step_twice(named, event)
            named.as_named = False
            if [v.rule for v in held] == rules and not named.over and named.extra is None and named.twice is None:
                # (Where the card named is shown moved, its reading's flag, which says so, is written over this one.)
                if found:
                    board.shown_flags, named.held_flags = tuple(found), tuple(held)
                _alongside(board, named, event.seq, 60)
        return found
    if type(event) is Mulliganed and _mulligan_before_draw(board, event):
        # Her Mulliganed recorded right after her first draw, which names the cards her mulligan put on top (not the
        # top without it, flagged ``fftcg.draw.not-top`` there): the table mulliganed first, the line came late.
        # Carried out as before that draw, the board the table's; that flag is written over with the one fault,
        # the line recorded after the draw (docs/fftcg.md, Readings).
        was = board.first_draw[2]
        board.first_draw = ()
        board.extra = None
        board.carry_mulligan = True
        found = _step_twice(board, event)
        board.carry_mulligan = False
        if [v.rule for v in found] != ["fftcg.setup.mulligan-late"]:
            return found
        j = Judge(board, event)
        j.flag("fftcg.setup.mulligan-late", N_("{player}'s Mulliganed is recorded after {player}'s first draw, which "
                                               "names the cards the mulligan put on top: the mulligan was made before "
                                               "the draw, its line recorded late"), player=event.player)
        for name in type(was).__struct_fields__:
            setattr(was, name, getattr(j.found[0], name))
        return []
    if _extra_late_block(board, event):
        # The defender's block right after the pass in place of it and the pass after (``Board.late_block``, both
        # held): her block recorded late, the reading beside takes the engine's place whatever else the block
        # breaks (a dull blocker, one that is no forward of hers), judged as a block on time is, the readings beside
        # a block the seed forbids too; then the passes held, the block's. The flag at the pass the one lateness
        # (docs/fftcg.md, Readings).
        late = board.extra
        held = late.late_block
        _take_place(board, late)
        board.late_block = ()
        found = _readings(board, event)
        for seq, pid in held:
            found += _readings(board, PriorityPassed(seq=seq, player=pid))
        for b in _boards(board):
            b.seq = event.seq
        return found
    extra, board.extra = board.extra, None
    at_end, board.extra_at_end = board.extra_at_end, False
    if extra is not None and extra.table_block and board.over:
        # The seed's reading of a block it forbids (the attack not blocked, its damage dealt) ended the game (the
        # 7th damage [ref (3.1.1.)]), the table's (the attack blocked) not: an event after the end, flagged in the
        # seed's reading only because the game is over, decides nothing. That flag is held back (hand_held) and the
        # table's reading followed on: where it flags an event of its own (a draw naming a card the damage took),
        # or the span or the log ends (finish), the seed's reading stands, its winner and that flag; where the log
        # plays on to the table's own game end, the same winner, the table's reading takes its place, its flag
        # dropped: the block was the one fault (docs/fftcg.md, Readings).
        if extra.over:
            # (The table's own game end: its reading stands, whichever player it makes the winner; the seed's
            # earlier end was no end the table played to.)
            _take_place(board, extra)
            extra = None
        else:
            if extra.seed_on is None:
                extra.seed_on = _played_on(board)
            found = _step_twice(board, event)
            other = _step_twice(extra, event)
            # (A fault the table's reading flags here that the seed's, played on past its end, flags alike is the
            # table's in either reading, a forgotten discard say: it decides nothing, and is held to be flagged
            # where the table's reading stands.)
            own = _own(_own(other, found), _step_twice(extra.seed_on, event))
            for v in found:
                if v.rule == "fftcg.game.over" and v.caused_by is None:
                    # (The table went on because it took the attack as blocked: the block is the one fault, this
                    # flag its consequence in the seed's reading.)
                    v.caused_by = extra.table_block
            if own or event.seq >= extra.extra_until or board.extra is not None:
                _stands(board)
                return found
            extra.hand_held += tuple(v for v in other if not any(v is w for w in own))
            if extra.over:
                # (The table's own game end here: its reading takes the place now, the board the table played, and
                # its winner; its held faults returned, step.)
                _take_place(board, extra)
                return []
            board.hand_held += tuple(found)
            board.extra = extra
            return []
    if extra is not None and extra.turn_order and board.over and extra.over:
        # (Both readings of a turn's draw under the wrong name ended the game: nothing after the end can decide, so
        # the turn order's reading stands, as where the log ends: finish.)
        shown = board.shown_flags
        mine = _due_own_draw(board, extra, event)
        _turn_order_stands(board, extra)
        extra = None
        if mine:
            # The due player's own draw next, of the cards that reading drew for him: it confirms the turn order,
            # and is that draw (his deck too short, he loses there [ref (3.1.2)]), not an event after the end. The
            # line under the wrong name drew nothing: its flag is hers, read as no one else's.
            board.seq = event.seq
            for v in shown:
                v.read_as = None
            return []
    if extra is not None and not (board.over and extra.over):
        # (The game over in one reading only: the log going on decides for the other.)
        # A third reading may follow beside the second (a declined mandatory ability put on the stack after all):
        # it takes the second's place when the second flags an event it does not.
        more, extra.extra = extra.extra, None
        if extra.to_draw:
            # (A turn's draw of the wrong count read as the cards due: followed through that player's next turn draw,
            # the event that decides it in a full-order log, however long the turns between run.)
            if type(event) is CardsDrawn and event.player == extra.to_draw and (
                    (extra.phase == "draw" and event.player == extra.active)
                    or (extra.phase == "end" and event.player != extra.active and not extra.stack)):
                extra.to_draw = ""
            extra.extra_until = max(extra.extra_until, event.seq + 1)
        if more is not None and more.chain_read and type(event) is CardsDrawn:
            # (A draw next: the chain's draw line recorded early is no longer the likelier reading, step.)
            extra, more = more, None
        if extra.chain_read and type(event) is CardsDrawn and more is None:
            # (The draw line read as the next item's resolution, beside it an extra draw: a draw next is judged with
            # all the engine's readings, an extra draw over the empty stack among them; the other reading takes its
            # place only when it flags the draw and the other does not.)
            shown = board.shown_flags
            found = step(board, event)
            other = _step_twice(extra, event)
            if _own(found, other) and not _own(other, found):
                for name in Board.__struct_fields__:
                    setattr(board, name, getattr(extra, name))
                board.chain_read = False
                held, board.held_flags = list(board.held_flags), ()
                if held and shown:
                    # (The extra draw's flag written over the engine's returned at the draw: the one fault.)
                    for was, now in zip(shown, held):
                        for name in type(was).__struct_fields__:
                            setattr(was, name, getattr(now, name))
                    return other
                return held + other
            return found
        # (A draw both readings flag, naming a card one reading has out of the deck, in the Damage Zone say, and
        # the other in it: the draw shows the card was still in the deck, that other reading's, below.)
        from_deck = type(event) is CardsDrawn and more is None and _named_in_deck(extra, event) \
            and not _named_in_deck(board, event)
        found = _step_twice(board, event)
        if extra.burst_left:
            _burst_draws(extra, event)
        # (A reading whose deck differs from the engine's from the set-up on names a draw naming no card from its
        # own deck: the cards due there, not the engine's.)
        other = _step_twice(extra, _draw_named(extra, unnamed) if unnamed is not None and extra.own_draws
                            else event)
        if more is None and extra.burst_left and not other and _turn_draw_over_burst(extra, event, found):
            _stands(board)  # (exactly his Draw phase's 2 cards: a draw of his, not the unnamed EX Burst's)
            return found
        fewer = False
        if more is not None:
            third = _step_twice(more, event)
            rules3 = {v.rule for v in third}
            # (All three flag it, the third only a part of what the others do: the resolution of the ability put on
            # the stack after all, before the discard, is its own fault, the hand limit, not also an empty stack.)
            fewer = bool(third) and bool(found) and bool(other) and len(third) < min(len(found), len(other)) \
                and rules3 <= {v.rule for v in found} and rules3 <= {v.rule for v in other}
            if (_own(other, third) and not _own(third, other)
                    and not (more.drew_fewer and _hand_only(_own(other, third)))) or fewer:
                extra, other, more = more, third, None
            elif _own(third, other) or event.seq >= more.extra_until:
                more = None
        # (What each reading flags here that the other does not decides: a fault flagged alike in both, the same
        # rule, player and words, a forgotten End phase discard say, is the table's in either reading and decides
        # nothing.)
        found_own, other_own = _own(found, other), _own(other, found)
        extra.alike_flags += _alike_pairs(found, other)
        if not fewer and event.seq < extra.extra_until and not board.over and not extra.over and extra.drew_fewer \
                and not other_own and _hand_only(found_own):
            # A hand over the limit that only the engine's reading flags, beside a reading in which the draw drew
            # fewer cards (an extra draw that drew none, a turn's draw that drew the cards due, not the more the line
            # named), decides nothing: it follows from the draw. Held back (hand_held): returned where the engine's
            # reading stands (the span over, the log's end, or the other reading flagging an event of its own),
            # dropped where the other takes its place, the draw's one fault all there is (docs/fftcg.md, Readings).
            board.hand_held += tuple(found_own)
            found = [v for v in found if not any(v is h for h in found_own)]
            found_own = []
        if found_own and (not other_own or fewer or from_deck) and not (extra.drew_fewer and _hand_only(found_own)):
            shown = board.shown_flags
            for name in Board.__struct_fields__:
                setattr(board, name, getattr(extra, name))
            board.extra = more
            board.table_block, board.turn_order, board.to_draw = 0, False, ""  # (the engine's reading now)
            _alike_words(board)
            if board.drew_none and board.none_flags:
                # (The extra draw taken as drawing no card: its flag says so, not the cards the line named.)
                for was, now in board.none_flags:
                    for name in type(was).__struct_fields__:
                        setattr(was, name, getattr(now, name))
                board.none_flags = board.held_flags = board.shown_flags = ()
            if board.burst_left:
                return _burst_left_flag(board, event) + other
            if board.held_flags and shown:
                # (The other reading's flag at the draw replaces the engine's there, the one fault: _hold_both.)
                for was, now in zip(shown, board.held_flags):
                    for name in type(was).__struct_fields__:
                        setattr(was, name, getattr(now, name))
                board.held_flags = board.shown_flags = ()
                return other
            if board.held_flags:
                held, board.held_flags = list(board.held_flags), ()
                board.chain_read = False
                return held + other
            board.chain_read = False
            return other
        if not found_own and not other_own and event.seq < extra.extra_until:
            extra.extra = more
            board.extra = extra
            board.extra_at_end = at_end  # (still undecided: the log ending here keeps what it kept)
            return found
        _stands(board)  # (the engine's reading stands: _hold_both)
        if more is not None and more.outlives and event.seq < more.extra_until and not more.over:
            board.extra = more  # (the extra draw that drew no card, still followed: _drew_nothing)
        return found
    if type(event) is BlockDeclared and event.blocker is not None and board.combat is not None and not board.over \
            and board.extra is None and board.twice is None:
        # A block the seed forbids: by a card that is not a forward of the defender's field
        # (``fftcg.block.not-a-forward``), by a dull forward (``fftcg.block.dull``), by a forward that cannot block
        # (``fftcg.block.cannot-block``). No forward could be chosen, so none blocks: the attack is not blocked, its
        # damage dealt to the player (the seed's reading, [ref (10.1.3.1.)] [ref (10.1.4.1.)]); beside it, the table
        # took the attack as blocked (by that forward, in battle, or by no forward, dealing no damage). The first
        # event one reading flags and the other does not (the next draw, in a full-order log) decides; an event
        # after the seed's reading ended the game does not (docs/fftcg.md, Readings).
        held = _apart(board)
        found = _step_twice(board, event)
        if _FORBIDDEN_BLOCK & {v.rule for v in found} and board.extra is None and board.twice is None \
                and not board.over and board.combat is not None and not board.combat.blocked:
            held.table_block = event.seq
            other = _step_twice(held, event)
            if held.combat is not None and not held.over and held.extra is None and held.twice is None \
                    and [v.rule for v in other] == [v.rule for v in found]:
                held.combat.blocked = True
                # (To the end: in a paper log only the game's end, a damage short or over, may decide; where nothing
                # does, the table's reading stands at the log's end, finish.)
                _alongside(board, held, event.seq, 1 << 62)
        return found
    if type(event) is PriorityPassed and board.extra is None and board.twice is None and not board.over \
            and board.noted_block == 0 and board.step == "block" and board.combat is not None \
            and board.priority is None and not board.triggers \
            and (board.left_block or not _could_block(board, board.other(attacking(board)))):
        # A pass in place of the block where the defender had no forward that could block: read as the no block
        # left out, with a note (_pass); beside it, flagged as before (fftcg.block.timing), the block to come. A
        # BlockDeclared next (the block recorded late, not left out) is the first event the engine's reading flags
        # and the other does not: that one's flag at the pass is then the one fault (docs/fftcg.md, Readings).
        strict = _apart(board)
        found = _step_twice(board, event)
        if not found and board.noted_block == event.seq and board.extra is None and board.twice is None \
                and not board.over:
            _step_twice(strict, event)
            if strict.noted_block == event.seq and not strict.over and strict.extra is None:
                strict.noted_block = 0
                head = f"seq {event.seq}: "
                for i in range(len(strict.notes) - 1, -1, -1):
                    if strict.notes[i].startswith(head) and _block_note(strict.notes[i]):
                        del strict.notes[i]
                        del strict.note_msgs[i]
                        break
                j = Judge(strict, event)
                j.flag("fftcg.block.timing", N_("{value} must declare a block (or no block) before priority passes"),
                       value=strict.other(attacking(strict)) if strict.combat is not None else event.player)
                strict.held_flags = tuple(j.found)
                _alongside(board, strict, event.seq, 8)
        return found
    if type(event) is PriorityPassed and board.extra is None and board.twice is None and not board.over \
            and board.noted_block == 0 and not board.left_block and board.step == "block" and board.combat is not None \
            and board.priority is None and not board.triggers and _could_block(board, board.other(attacking(board))):
        # A pass in place of the block where the defender could block: flagged (fftcg.block.timing), the block taken
        # as left out, the attack not blocked (_pass); beside it, the block recorded late, after this pass and the
        # next (_late_block). Her BlockDeclared then, with no attack waiting for it in the engine's reading, is the
        # first event one reading flags and the other does not: the block fought as the table did, the flag at the
        # pass the one fault (docs/fftcg.md, Readings).
        late = _apart(board)
        found = _step_twice(board, event)
        if [v.rule for v in found] == ["fftcg.block.timing"] and board.left_block == event.seq \
                and board.extra is None and board.twice is None and not board.over:
            late.late_block = ((event.seq, event.player),)
            late.seq = event.seq
            _alongside(board, late, event.seq, 3)
        return found
    if type(event) is Resolved and board.stack and board.stack[-1].source == event.item and board.stack[-1].x_unknown \
            and board.stack[-1].modelled and board.extra is None and board.twice is None and not board.over:
        # Its X left out (flagged ``fftcg.number.x`` as it was used, taken as 0: its X-times effect does nothing);
        # beside it, the table chose X = 1, the least that does something. The first event one reading flags and the
        # other does not (an auto ability the damage triggers, recorded) decides (docs/fftcg.md, Readings).
        more = _apart(board)
        top = more.stack[-1]
        more.stack[-1] = msgspec.structs.replace(top, x=1, x_unknown=False)
        found = _step_twice(board, event)
        other = _step_twice(more, event)
        if not _own(other, found) and board.extra is None and not board.over and more.extra is None \
                and more.twice is None and not more.over:
            note(more, N_("seq {seq}: X of {card} is not given; the log's later events show its effect did something: "
                          "X is taken as 1, the least that does"), seq=event.seq, card=Judge(more, event).L(top.source))
            _alongside(board, more, event.seq, 8)
        return found
    if _wrong_turn_draw(board, event):
        # A turn's draw under the name of the player whose Draw phase it is not, of her own deck's cards (or naming
        # no card): the first turn taken by the other player, or a second turn in a row (the engine's reading, one
        # fftcg.turn.not-your-turn), and beside it the due player's draw, the line's name (and its cards) the slip,
        # the cards due drawn. The first event one reading flags and the other does not decides: the due player
        # playing on (or the other player's later draw of the same cards) shows the table's turn went on as the
        # seed has it, the one fault the name (docs/fftcg.md, Readings).
        due = _apart(board)
        found = _step_twice(board, event)
        if found and board.extra is None and board.twice is None and (not board.over or not event.cards):
            held = _due_turn_draw(due, event)
            if held:
                _beside(board, due, found, held, event.seq)
                # (The log ending before the next events decide: the turn order's reading stands, finish; the
                # board shown there is that reading's, kept.)
                due.turn_order = True
                board.extra_at_end = True
        return found
    if _turn_or_extra(board, event):
        # Exactly the other player's Draw phase's 2 cards over the turn player's own items (the turn cannot end
        # while the stack is not empty [ref (9.3.1.2.)]): her turn begun, their resolutions and passes left out
        # (the engine's reading), or an extra draw of 2, the turn going on; an item's Resolved or the turn player's
        # next action shows which (docs/fftcg.md, Readings).
        drawn = _apart(board)
        held = _draw_extra(drawn, event)
        drawn.last_pass = ""
        return _hold_both(board, drawn, event, held)
    if _trigger_or_extra(board, event):
        # The draw of her one waiting auto ability, its trigger line left out (the engine's reading, one
        # fftcg.auto.pending), or an extra draw, its AutoTriggered line to come: the next events decide
        # (docs/fftcg.md, Readings).
        drawn = _apart(board)
        held = _draw_extra(drawn, event)
        drawn.last_pass = ""
        return _hold_both(board, drawn, event, held)
    if _own_item_or_turn(board, event):
        # Exactly her Draw phase's 2 cards after both players passed over her own item that draws fewer (the top of
        # the stack, in the other player's turn): that item's draw and one card more (the engine's reading, one
        # fftcg.draw.count), or her turn begun, its Resolved line and the rest of the turn left out (one
        # fftcg.turn.phase-skipped, as over the turn player's own item). The next events decide (docs/fftcg.md,
        # Readings).
        begun = _apart(board)
        begun.passes = 0
        held = _step_twice(begun, event)
        if [v.rule for v in held] == ["fftcg.turn.phase-skipped"] and begun.extra is None and begun.twice is None \
                and not begun.over and begun.active == event.player:
            begun.last_pass = ""
            return _hold_both(board, begun, event, held)
        return _step_twice(board, event)
    if _own_turn_again(board, event):
        # Exactly a turn's 2 cards drawn by the player whose turn it is, after her turn's draw, in a Main phase or the
        # attack phase: an extra draw (the engine's reading, one fftcg.draw.count), or her next turn begun, the rest
        # of this one (what the stack held left unresolved) and the other player's whole turn left out, a second
        # turn in a row (one fftcg.turn.not-your-turn, as in her own End phase). The first event one reading flags
        # and the other does not decides (docs/fftcg.md, Readings).
        again = _apart(board)
        found = _step_twice(board, event)
        if [v.template for v in found] == [_DREW_ALREADY] and board.extra is None and board.twice is None \
                and not board.over:
            j = Judge(again, event)
            again.seq = event.seq
            j.flag("fftcg.turn.not-your-turn", _TURN_AGAIN, player=event.player, other=again.other(event.player))
            again.hand_checked = True  # (her End phase left out with the rest: its hand limit not judged apart)
            j.new_turn()  # (the other player's turn, left out: counted, so the turns keep the table's numbers)
            j.new_turn(event.player)
            held = j.found + _step_twice(again, event)
            if len(held) == 1 and not again.over and again.extra is None and again.twice is None \
                    and again.active == event.player and again.phase == "main1":
                _beside(board, again, found, held, event.seq)
            _drew_nothing(board, board, event)
        return found
    if _end_discard_early(board, event):
        # Her End phase discard down to the hand limit recorded in Main phase 2, nobody having passed there: out of
        # its phase (flagged ``fftcg.end.discard-timing``, the engine's reading), or Main phase 2's passes left out,
        # the discard in its End phase (one ``fftcg.turn.phase-skipped`` there). Both readings are followed, the
        # first event one flags and the other does not (the next turn's draw) decides; where the second wins, its
        # flag is written over the first's (docs/fftcg.md, Readings).
        ended = _apart(board)
        found = _step_twice(board, event)
        if [v.rule for v in found] == ["fftcg.end.discard-timing"] and board.extra is None and board.twice is None \
                and not board.over:
            j = Judge(ended, event)
            j.flag("fftcg.turn.phase-skipped", N_("{active}'s turn ends in {phase} without both players passing priority "
                                                  "through the remaining phases"), active=ended.active,
                   phase=phase_name(ended.phase))
            held = j.found
            ended.stack.clear()  # (what was left on the stack left unresolved with them, as a turn ending early leaves it)
            first = ended.priority
            quiet = not _step_twice(ended, PriorityPassed(seq=event.seq, player=first)) \
                and not _step_twice(ended, PriorityPassed(seq=event.seq, player=ended.other(first)))
            if quiet and ended.phase == "end" and not _step_twice(ended, event) and not ended.over \
                    and ended.extra is None and ended.twice is None:
                _beside(board, ended, found, held, event.seq)
        return found
    if type(event) is AutoTriggered and event.declined and not board.over:
        # A mandatory auto ability recorded as declined (flagged ``fftcg.auto.mandatory``): the table may have left
        # it undone, as recorded, or carried it out all the same (its draw made). Both readings are followed, the
        # first event one flags and the other does not decides (docs/fftcg.md, Readings).
        done = _apart(board)
        found = _step_twice(board, event)
        if [v.rule for v in found] == ["fftcg.auto.mandatory"]:
            # A third reading: the `declined` is the log's slip, the table put the ability on the stack as usual
            # (its passes and Resolved recorded).
            stacked = _put_after_all(done, event)
            if _carried_out(done, event):
                done.extra_until = event.seq + 40
                done.extra = stacked
                board.extra = done
            elif stacked is not None:
                board.extra = stacked
        elif not found and board.extra is None and board.twice is None and not board.over:
            # An optional auto ability declined (no fault): beside it, the log writes its two passes and Resolved all
            # the same, as for an ability put on the stack. Those passes are over the declined ability, not the
            # phase's; its Resolved is their late record, nothing resolving (a note), as a cancelled summon's is.
            # The Resolved right after the two passes decides (docs/fftcg.md, Readings).
            stacked = done
            if not _step_twice(stacked, event) and not stacked.over and stacked.extra is None \
                    and stacked.twice is None and event.source in stacked.cards:
                stacked.stack.append(Item(kind="auto", source=event.source,
                                          controller=stacked.cards[event.source].controller, modelled=False))
                stacked.passes, stacked.priority = 0, stacked.active
                note(stacked, N_("seq {seq}: the auto ability of {card} was declined; the passes and Resolved written "
                                 "after it are taken as its late record: nothing resolves"), seq=event.seq,
                     card=Judge(stacked, event).L(event.source))
                _alongside(board, stacked, event.seq, 3)
        return found
    if type(event) is Resolved and event.shuffled is not None and not board.over:
        # A shuffle recorded at the resolution of a card that does not shuffle (flagged
        # ``fftcg.deck.unstipulated``) is carried out as recorded; beside it, the table may not have shuffled at all
        # (the line's slip): both readings are followed, the first event one flags and the other does not (the next
        # draw) decides (docs/fftcg.md, Readings).
        kept = _apart(board)
        found = _step_twice(board, event)
        if [v.rule for v in found] == ["fftcg.deck.unstipulated"] and board.extra is None:
            _step_twice(kept, msgspec.structs.replace(event, shuffled=None))
            kept.extra_until = event.seq + 40
            board.extra = kept
        return found
    short = type(event) is Mulliganed and not _second_mulligan(board, event) and _short_mulligan(board, event)
    if type(event) is Mulliganed and (short or _second_mulligan(board, event)):
        # A second mulligan (flagged ``fftcg.setup.mulligan-once``) or a late one (``fftcg.setup.mulligan-late``): not
        # carried out, and beside it carried out as recorded. A mulligan naming only some of the hand's cards
        # (``short``, flagged ``fftcg.setup.mulligan-cards``): carried out with the whole hand, as the seed has it,
        # and beside it as recorded (the cards it names go to the bottom and as many are drawn, the rest kept), as
        # the table may have done. The first event one reading flags and the other does not decides (a draw, the
        # kept card played): the board after it is the table's (docs/fftcg.md, Readings).
        done = _apart(board)
        done.carry_mulligan = True
        before_own_draw = board.phase != "setup" and board.turn == 1 and event.player != board.first
        found = _step_twice(board, event)
        carried = _step_twice(done, event)
        done.carry_mulligan = False
        if short:
            done.own_draws = True
        if before_own_draw and [v.rule for v in found] == [v.rule for v in carried] == ["fftcg.setup.mulligan-late"]:
            # (Before her own first draw: where that draw shows the mulligan carried out, it was made at set-up and
            # only its line came late; those words are written over the flag returned here, the one fault.)
            k = Judge(done, event)
            k.flag("fftcg.setup.mulligan-late", N_("{player}'s Mulliganed is recorded after the game began, but "
                                                   "{player}'s own first draw names the cards the mulligan put on "
                                                   "top: the mulligan was made at set-up, its line recorded late"),
                   player=event.player)
            board.shown_flags, done.held_flags = tuple(found), tuple(k.found)
        done.extra_until = event.seq + 40
        board.extra = done
        return found
    if type(event) is AttackDeclared and not board.over and board.twice is None and board.extra is None and any(
            isinstance(a, str) and a in board.cards and (board.cards[a].zone == "break" or (
                unnamed_on_field(board, a) and a in (event.serials or {})
                and (board.cards[a].hidden_hits or board.cards[a].hidden_battles)))
            and board.cards[a].owner == event.player for a in event.attackers):
        # A forward broken earlier attacks (flagged ``fftcg.attack.not-a-forward``): carried on as dealing no damage,
        # and beside it as the table had it on the field, its damage dealt; the first event one reading flags and
        # the other does not (the next draw) decides (docs/fftcg.md, Readings).
        dealt = _apart(board)
        found = _step_twice(board, event)
        if board.combat is not None and board.combat.ghost and board.extra is None and not board.over:
            board.combat.ghost = False
            _step_twice(dealt, event)
            if dealt.combat is not None and dealt.combat.ghost and not dealt.over:
                # (The table had it on the field: in this reading a later use of it is taken as still on the
                # field there, not flagged again, _order_stood.)
                dealt.kept_broken += tuple(a for a in dealt.combat.declared if isinstance(a, str)
                                           and a in dealt.cards and dealt.cards[a].zone == "break"
                                           and a not in dealt.kept_broken)
                dealt.extra_until = event.seq + 60
                board.extra = dealt
        return found
    if type(event) is AttackDeclared and not board.over and board.twice is None and board.extra is None and any(
            isinstance(a, str) and a in board.cards and board.cards[a].zone == "field"
            and board.cards[a].controller == event.player and board.cards[a].serial
            and not is_forward(board, a) for a in event.attackers):
        # A character on the field that is no forward (a backup) declared as an attacker (flagged
        # ``fftcg.attack.not-a-forward``): the table took it as attacking, so the attack is carried on as recorded
        # (unblocked, its damage dealt), the board the table played; beside it as dealing no damage, no forward
        # attacking by the seed [ref (9.4.1)]. The first event one reading flags and the other does not decides;
        # where nothing shows it, the table's stands (docs/fftcg.md, Readings).
        harmless = _apart(board)
        found = _step_twice(board, event)
        if board.combat is not None and board.combat.ghost and board.extra is None and not board.over:
            _step_twice(harmless, event)
            if harmless.combat is not None and harmless.combat.ghost and not harmless.over:
                harmless.combat.ghost = False
                harmless.extra_until = 1 << 62  # (to the end: in a paper log only the game's end may decide)
                board.extra = harmless
        return found
    if type(event) is AttackDeclared and not board.over and board.twice is None and any(
            _barred_attacker(board, event.player, a) for a in event.attackers):
        # An attack by a forward that already attacked this turn (flagged ``fftcg.attack.already-attacked``), or by a
        # forward that is dull (``fftcg.attack.dull``) or entered the field this turn without Haste
        # (``fftcg.attack.entered-this-turn``), declared in its step: carried on as recorded (its damage dealt), the
        # table's default, and beside it as dealing no damage, as the table may have taken it; the first event one
        # reading flags and the other does not (the next draw) decides (docs/fftcg.md, Readings).
        harmless = _apart(board)
        fresh = board.combat is None  # (a repeat of the attack being fought declares nothing: no other reading)
        found = _step_twice(board, event)
        # (One attacker: a party with a member that may attack deals its damage unblocked either way, no other
        # reading, and each barred member is flagged, so a party of barred ones is more than the one flag.)
        if fresh and len(found) == 1 and found[0].rule in _ATTACKER_FAULTS and board.combat is not None \
                and len(event.attackers) == 1 \
                and board.extra is None and not board.over:
            _step_twice(harmless, event)
            if harmless.combat is not None:
                harmless.combat.harmless = True
                # (To the end: in a paper log only the game's end, a damage short or over, may decide.)
                harmless.extra_until = 1 << 62
                board.extra = harmless
        return found
    if type(event) is AutoTriggered and not event.declined and not board.over and board.twice is None:
        # An auto ability put on the stack that did not trigger (flagged ``fftcg.auto.not-triggered``): it goes on the
        # stack with no effect, as the docs have it; beside it, the table carried it out as recorded (its draw
        # made). The first event one reading flags and the other does not (her discard) decides (docs/fftcg.md,
        # Readings).
        depth = len(board.stack)
        found = _step_twice(board, event)
        top = board.stack[-1] if board.stack else None
        if [v.template for v in found] == [_NOT_WAITING] and board.extra is None and not board.over \
                and len(board.stack) == depth and top is not None and top.source == event.source:
            # The line recorded again just after the ability went on the stack: the repeat adds nothing; beside it,
            # it goes on the stack as recorded with no effect, above the one that triggered (its passes and
            # Resolved recorded, not flagged again, the first item's effect standing). The first event one reading
            # flags and the other does not decides (docs/fftcg.md, Readings).
            more = _apart(board)
            more.stack.append(Item(kind="auto", source=event.source, controller=event.player,
                                   targets=list(event.targets), modelled=False))
            more.passes, more.priority = 0, more.active
            more.extra_until = event.seq + 60
            if top.modelled and top.effects:
                # A third reading: the repeat goes on the stack under the one that triggered, whose effect (its draw
                # line before the first Resolved) is carried out first; the second pair of passes and Resolved are
                # the repeat's, doing nothing (docs/fftcg.md, Readings).
                # Its effects kept on it, unmodelled: a draw line the table recorded for it carries it out as
                # recorded (resolution_draw), its Resolved alone does nothing.
                under = more.copy()
                under.extra = None
                under.stack.insert(len(under.stack) - 2,
                                   msgspec.structs.replace(under.stack.pop(), effects=list(top.effects)))
                more.extra = under
            board.extra = more
            return found
        if [v.template for v in found] == [_NOT_WAITING] and board.extra is None and not board.over \
                and top is not None and top.source == event.source and top.modelled and top.effects:
            done = _apart(board)
            done.extra_until = event.seq + 60
            board.stack[-1] = msgspec.structs.replace(top, effects=[], modelled=False)
            board.extra = done
        return found
    if type(event) is CardsDrawn and board.phase == "end" and event.player != board.active and board.stack \
            and not board.triggers and board.passes >= 2 and board.extra is None and board.twice is None \
            and not board.over:
        # The next turn's draw after both passed over the End phase's stack, its Resolved left out (flagged
        # ``fftcg.end.new-turn-early``): the stack taken as resolved, what it draws drawn; beside it, never resolved
        # (as when the ability's line alone was recorded). The first event one reading flags and the other does not
        # (the next draw) decides (docs/fftcg.md, Readings).
        never = _apart(board)
        found = _step_twice(board, event)
        if found and board.extra is None and not board.over:
            never.stack.clear()
            never.passes = 0
            _step_twice(never, event)
            never.extra_until = event.seq + 40
            board.extra = never
        return found
    if (due_n := _turn_draw_due(board, event)) and len(event.cards) != due_n:
        # A turn's draw of the wrong count (a turn draws 2, the first player's first 1 [ref (9.2.1.3.)]), flagged
        # ``fftcg.draw.count``: carried on as recorded, and beside it as the table drawing the cards due, the line
        # naming too few or too many (a paper log: the cards named, then the next of her deck, its hand's other
        # card unknown; a full-order log: the top). The first event one reading flags and the other does not
        # decides: the log's later draws naming the cards the line named too many (or the card it left out being
        # played) show the table drew the cards due, the line the one fault (docs/fftcg.md, Readings).
        full = _apart(board)
        found = _step_twice(board, event)
        if [v.rule for v in found] == ["fftcg.draw.count"] and board.extra is None and not board.over:
            deck = full.seat(event.player).deck
            if full.seat(event.player).known_order:
                cards = list(deck[:due_n])
            else:
                cards = [c for c in event.cards if c in deck][:due_n]
                cards += [c for c in deck if c not in cards][:due_n - len(cards)]
            more = msgspec.structs.replace(event, cards=cards)
            if len(cards) == due_n and not _step_twice(full, more) and not full.over:
                # (A long draw's line: this reading drew fewer cards, so the other's hand over the limit, which
                # follows from the draw, never decides for it.)
                full.drew_fewer = len(event.cards) > due_n
                full.to_draw = event.player
                _alongside(board, full, event.seq, 60)
        return found
    if type(event) is CardsDrawn and event.cards and (
            (board.phase == "draw" and event.player == board.active)
            or (board.phase == "end" and event.player != board.active and not board.stack and not board.triggers)) \
            and board.extra is None and board.twice is None and not board.over \
            and board.seat(event.player).known_order and not _the_top(board, event):
        # A full-order log's turn draw naming a card not on top (flagged ``fftcg.draw.not-top``): carried on as
        # recorded, and beside it as the table drawing the top cards, the line naming them wrong. The first event
        # one reading flags and the other does not decides (docs/fftcg.md, Readings).
        top = _apart(board)
        found = _step_twice(board, event)
        if [v.rule for v in found] == ["fftcg.draw.not-top"] and board.extra is None and not board.over:
            due = top.seat(event.player).deck[:len(event.cards)]
            if len(due) == len(event.cards) and not _step_twice(
                    top, msgspec.structs.replace(event, cards=list(due))) and not top.over:
                _alongside(board, top, event.seq, 60)
        return found
    if type(event) is CardsDrawn and event.cards and board.phase not in ("setup", "draw") \
            and board.extra is None and board.twice is None and not board.over \
            and board.seat(event.player).known_order and len(set(event.cards)) == len(event.cards) \
            and not _the_top(board, event) and not _extra_draw(board, event) \
            and not _stacked_extra_draw(board, event):
        # (Over a stack no item of which draws it, the line the engine would read as her turn begun is an extra draw
        # only, _stacked_extra_draw: an unmodelled summon's draw line after the passes naming other cards than the
        # top is that one fault, as the same line after its Resolved is, not the turn begun with it.)
        # A full-order log's effect draw naming cards of her deck not on top (flagged ``fftcg.draw.not-top``): read
        # as the effect drawing the top, the line naming it wrong, and beside it as the table drawing the cards
        # named, the top left in the deck. The first event one reading flags and the other does not decides, as
        # for a turn's draw (docs/fftcg.md, Readings).
        named = _apart(board)
        found = _step_twice(board, event)
        # (Its draw line before the passes too, an unmodelled summon's: flagged ``fftcg.stack.resolve-early`` first,
        # which the other reading flags as well, _draw_before_passes.)
        rules = [v.rule for v in found]
        if rules in (["fftcg.draw.not-top"], ["fftcg.stack.resolve-early", "fftcg.draw.not-top"]) \
                and board.extra is None and not board.over:
            s = named.seat(event.player)
            if all(c in s.deck for c in event.cards):
                s.deck[:] = list(event.cards) + [c for c in s.deck if c not in event.cards]
                drawn = [c for c in named.effect_drawn if c in named.cards and named.cards[c].zone == "hand"
                         and named.cards[c].controller == event.player]
                if rules == ["fftcg.draw.not-top"] and named.effect_seq == event.seq - 1 \
                        and len(drawn) == len(event.cards) and not set(drawn) & set(event.cards):
                    # (Right after the effect drew the top (_effect_draw_misnamed): beside, the table drew the cards
                    # named, the top back in the deck, this line that draw.)
                    for d, c in zip(drawn, event.cards):
                        s.hand[s.hand.index(d)], s.deck[s.deck.index(c)] = c, d
                        named.cards[c].zone, named.cards[d].zone = "hand", "deck"
                        named.effect_drawn[named.effect_drawn.index(d)] = c
                if [v.rule for v in _step_twice(named, event)] == rules[:-1] and not named.over:
                    _alongside(board, named, event.seq, 60)
        return found
    if burst_reading and board.burst and type(event) is not ExBurstUsed and board.extra is None \
            and board.twice is None and not board.over and (used := _burst_used(board, event)) is not None:
        # The damage put a card with an EX Burst into the damage zone and the log goes on without its ExBurstUsed
        # line: not used, as recorded; beside it, used, its line (and its passes) left out, its draw line and
        # Resolved to come. The first event one reading flags and the other does not decides; the line left out is
        # then that one fault (``fftcg.exburst.not-damage-card``), flagged there (docs/fftcg.md, Readings).
        found = step(board, event, burst_reading=False)
        if board.over:
            return found
        _burst_draws(used, event)
        other = _step_twice(used, event)
        if used.over or other:
            return found
        if _turn_draw_over_burst(used, event, found):
            # (A paper log's unnamed card, its draw what the line names: exactly his Draw phase's 2 cards are read
            # as a draw of his, his turn begun, the end of this one left out, or an extra draw, as the same line
            # after a card without an EX Burst is, one fault; not as that EX Burst's line left out.)
            return found
        if found:
            for name in Board.__struct_fields__:
                setattr(board, name, getattr(used, name))
            return _burst_left_flag(board, event)
        if board.extra is None:
            _alongside(board, used, event.seq, 12)
        return found
    if type(event) in (SummonCast, AbilityUsed) and board.stack and board.passes >= 2 and not board.triggers \
            and board.extra is None and board.twice is None and not board.over and not board.late_top:
        # A response added after both players passed (flagged ``fftcg.stack.pending``): the item that was due is
        # taken as resolved there; beside it, the table kept it under the addition (as a late Back Attack), its
        # Resolved coming in its place in the chain (after the addition's, with or without passes between, its
        # effect and what it triggers then). The first event one reading flags and the other does not decides
        # (docs/fftcg.md, Readings).
        kept = _apart(board)
        found = _step_twice(board, event)
        if [v.rule for v in found] == ["fftcg.stack.pending"] and board.extra is None and not board.over \
                and kept.stack and not kept.over:
            kept.late_top = kept.stack[-1].source
            kept.passes, kept.priority = 0, event.player
            if not _step_twice(kept, event) and not kept.over:
                _alongside(board, kept, event.seq, 60)
        return found
    if _lone_item_draw(board, event):
        # The draw line of the stack's lone item before both passed over it (flagged, fftcg.stack.resolve-early),
        # taken as resolved there; beside it, that line only recorded early, the item still on the stack, its
        # passes and Resolved to come (its draw made): the two passes that follow are that resolution's, not the
        # end of the phase, in either order. The first event one reading flags and the other does not decides
        # (docs/fftcg.md, Readings).
        early = _apart(board)
        found = _step_twice(board, event)
        if [v.rule for v in found] == ["fftcg.stack.resolve-early"] and not board.stack and board.extra is None \
                and board.twice is None and not board.over and board.taken == early.stack[-1].source:
            _drawn_early(early, event)
            early.after_resolution = True  # (its passes may come in either order, as after its resolution)
            _alongside(board, early, event.seq, 16)
        return found
    if _chained_draw(board, event):
        # The draw line of the stack's next item right after a resolution, no passes between (the chain resolved
        # on): its resolution, as the engine reads it; beside it, an extra draw by the player whose turn it is not,
        # the item still on the stack, its passes, draw line and Resolved to come. The first event one reading flags
        # and the other does not decides; where the extra draw's reading wins, its flag (when the engine's reading
        # flagged nothing here) is the one fault (docs/fftcg.md, Readings).
        drawn = _apart(board)
        early = _apart(board)
        found = _step_twice(board, event)
        held = _draw_extra(drawn, event)
        drawn.resolve_all, drawn.chain_read = False, True
        drawn.held_flags = () if found and len(found) != len(held) else tuple(held)
        if found and len(found) == len(held):
            # (The engine's reading flagged the line, more cards than the item draws, say: where the extra draw's
            # reading takes its place, the item's own draw line to come, its flag is written over that one, the one
            # fault: fftcg.turn.not-your-turn, no card of the line being the item's.)
            board.shown_flags = tuple(found)
        _alongside(board, drawn, event.seq, 8)
        if not found and not board.over and early.stack and early.stack[-1].source == board.taken:
            # A third reading, followed first: the draw line recorded before the item's passes and Resolved (its draw
            # made, the item still on the stack), the chain going on as recorded: the passes after it are that
            # item's, not the end of the phase (docs/fftcg.md, Readings).
            _drawn_early(early, event)
            early.after_resolution, early.resolve_all = True, False
            _alongside(board, early, event.seq, 16)
            early.extra = drawn
        return found
    if _stacked_extra_draw(board, event):
        # While the stack is not empty the turn cannot end [ref (9.3.1.2.)]: a draw by the player whose turn it is
        # not that would begin her turn (no item of the stack draws it) is an extra draw only, flagged once, the
        # turn going on (docs/fftcg.md, Readings). Exactly her Draw phase's 2 cards over a stack with an item of hers
        # (hers alone, or hers with the turn player's): beside it, her turn begun, the stack's resolutions and the
        # rest of the turn left out (one fftcg.turn.phase-skipped, as over her lone item in Main phase 2); the
        # first event one reading flags and the other does not decides.
        begun = _apart(board) if len(event.cards) == 2 else None
        drew = _summon_drew_top(board, event)
        found = _draw_extra(board, event)
        board.last_pass = ""
        if begun is not None and len(found) == 1 and not board.over:
            held = _step_twice(begun, event)
            if [v.rule for v in held] == ["fftcg.turn.phase-skipped"] and begun.extra is None \
                    and begun.twice is None and not begun.over and begun.active == event.player:
                _beside(board, begun, found, held, event.seq)
        if drew is not None and len(found) == 1 and board.extra is None and not board.over and not drew.over:
            # Her own unmodelled summon on top, nothing recorded for it, the line naming cards of her deck not on
            # top (a known order): beside the extra draw, the summon drew the top, the line naming it wrong (one
            # ``fftcg.draw.not-top``). Her later draws naming the cards after the top show it; where that reading
            # takes the place, its flag is written over the extra draw's, the one fault (docs/fftcg.md, Readings).
            board.shown_flags = tuple(found)
            drew.last_pass = ""
            _alongside(board, drew, event.seq, 60)
        return found
    if _extra_draw(board, event):
        drew = _resolved_summon_drew_top(board, event)
        extra = _apart(board)
        extra.extra_until = event.seq + 8
        waiting = board.combat is not None and board.step == "blocked" and not board.stack \
            and not board.triggers and event.player != board.active
        other = _draw_extra(extra, event)
        found = _step_twice(board, event)
        board.extra = extra
        if board.over:
            board.extra = None
        else:
            _drew_nothing(board, extra, event)
        if waiting and board.extra is not None and len(found) > len(other) \
                and any(v.rule == "fftcg.turn.phase-skipped" for v in found):
            # The defending player's draw after the attack's block (or no block), the passes to the turn's end left
            # out: her turn begun, the attack's damage dealt, as the engine reads it; that draw's own fault (not the
            # top, the wrong count) is kept beside the passes left out, as with the passes recorded, never written
            # over by an extra draw's one flag (docs/fftcg.md, Readings).
            board.extra = None
            return found
        board.flagged_at = event.seq
        said = found if board.extra is not None and extra.phase == "main2" and len(found) <= len(other) else other
        _said_none(board, event, said)
        # The one fault, whichever reading the next events bear out; in Main phase 2 the next turn's draw
        # recorded early is the likelier slip, flagged as such, unless that reading finds more than one fault (a
        # draw of the wrong count, say): the extra draw is then the likelier, one fault (docs/fftcg.md, Readings).
        # Where the extra draw's reading then takes the engine's place, its flag is written over the one returned
        # here (the draw was no turn begun: fftcg.turn.not-your-turn, as in Main phase 1).
        if board.extra is not None and extra.phase == "main2" and len(found) <= len(other):
            if found and len(found) == len(other):
                board.shown_flags, extra.held_flags = tuple(found), tuple(other)
            return found
        if board.extra is not None and found and len(found) == len(other):
            # (The extra draw's flag returned; where the engine's reading, the turn begun with the end of this one
            # left out, stands, its own flag is written over it: fftcg.turn.phase-skipped, as in Main phase 2.)
            board.shown_flags, board.stand_flags = tuple(other), tuple(found)
        # (Nothing written over the extra draw's flag at the log's end: a log ending here keeps its reading, kept.)
        board.extra_at_end = board.extra is not None and not board.stand_flags
        if drew is not None and len(other) == 1 and board.extra is not None:
            # Right after her own unmodelled summon's Resolved, nothing recorded for it, the line naming cards of
            # her deck not on top: the third reading is that the summon drew the top, the line naming it wrong (one
            # ``fftcg.draw.not-top``, _resolved_summon_drew_top), not that the line drew nothing (_drew_nothing). Her
            # later draw naming the cards after the top shows it; where it takes the place, its flag is written over
            # the one returned here (docs/fftcg.md, Readings).
            board.shown_flags = board.extra.shown_flags = tuple(other)
            drew.last_pass = ""
            drew.flagged_at, drew.extra_until = event.seq, event.seq + 60
            board.extra.extra = drew
        return other
    if type(event) is CardsDrawn and event.cards and event.player == board.active \
            and board.phase in ("main1", "attack", "main2") and board.extra is None and board.twice is None \
            and not board.over and len(set(event.cards)) == len(event.cards) \
            and all(c in board.cards and board.cards[c].zone == "deck" and board.cards[c].controller == event.player
                    for c in event.cards):
        # A second draw by the player whose turn it is, of her deck's cards (flagged ``fftcg.draw.count``): drawn as
        # recorded, and beside it as drawing no card (_drew_nothing).
        found = _step_twice(board, event)
        if [v.template for v in found] == [_DREW_ALREADY]:
            _drew_nothing(board, board, event)
        return found
    if board.triggers and type(event) not in (AutoTriggered, CardsDrawn, Resolved, ExBurstUsed) and board.extra is None and board.twice is None \
            and not board.over and (item := _left_off_draw(board)) is not None:
        # A draw ability left off (its AutoTriggered, passes and Resolved not recorded: flagged
        # ``fftcg.auto.pending`` here, the ability taken as not carried out, the engine's reading); beside it, the
        # table carried it out right there, its lines left out. The first event one reading flags and the other does
        # not (the next draw, the damage zone's card an EX Burst names, in a full-order log; the card it drew
        # played later, or the End phase's hand count, in a paper log) decides: the log's later
        # ids show whether the draw was made; the one fault is that flag (docs/fftcg.md, Readings).
        done = _apart(board)
        found = _step_twice(board, event)
        if "fftcg.auto.pending" in [v.rule for v in found] and board.extra is None and not board.over:
            t = done.triggers.pop(0)
            k = Judge(done, event)
            done.seq = event.seq
            k.run_effects(item, [], None)
            k.settle()
            note(done, N_("seq {seq}: the auto ability of {card} was not recorded, but the log's later events show "
                          "its draw was made: it is taken as resolved at seq {seq}"), seq=event.seq,
                 card=k.L(t.source))
            other = k.found + _step_twice(done, event)
            if not _own(other, found) and not done.over and done.extra is None and done.twice is None:
                done.late = [x for x in done.late if x.source != t.source or x.ability != t.ability]
                _alongside(board, done, event.seq, 60)
        return found
    if type(event) is PriorityPassed and board.triggers and not board.stack and board.passes == 0 \
            and board.extra is None and board.twice is None and not board.over:
        # A pass with a triggered auto ability left off (flagged ``fftcg.auto.pending``): the engine's reading takes
        # it as a pass of the phase or step (the pair ends it, the ability waiting); beside it, the pair closed
        # nothing: the ability had to go on the stack, and resolve, before the phase or step could end
        # [ref (9.3.1.3.)] [ref (9.3.1.2.)], its AutoTriggered recorded right after the pair. The first event one
        # reading flags and the other does not decides (an attack or a play that fits only the phase the pair did not
        # end); any other event than the pair's second pass and the AutoTriggered is that reading's own
        # auto.pending, so it lasts only where the line came right after the pair (docs/fftcg.md, Readings).
        idle = _apart(board)
        found = _step_twice(board, event)
        if [v.rule for v in found] == ["fftcg.auto.pending"] and board.extra is None and not board.over:
            idle.seq = event.seq
            idle.idle_pass = idle.other(event.player)
            _alongside(board, idle, event.seq, 60)
        return found
    return _step_twice(board, event)


#: The blocks the seed forbids: no forward that could be chosen blocks, the attack is not blocked (:func:`_block`).
_FORBIDDEN_BLOCK = frozenset(("fftcg.block.not-a-forward", "fftcg.block.dull", "fftcg.block.cannot-block"))


def _own(flags: list[Violation], other: list[Violation]) -> list[Violation]:
    """The flags of one reading at an event that the other reading (``other`` its flags there) does not raise: a
    fault flagged alike in both (the same rule, player and words, one for one) is the table's whichever reading
    stands, and takes no part in deciding between them (:func:`step`, :func:`_step_twice`; docs/fftcg.md,
    Readings)."""
    rest = list(other)
    own = []
    for v in flags:
        same = next((i for i, w in enumerate(rest) if _alike(v, w)), None)
        if same is not None:
            del rest[same]
        else:
            own.append(v)
    return own


def _alike(v: Violation, w: Violation) -> bool:
    """Whether ``v`` and ``w``, raised at the same event in two readings, flag the same fault: the same rule and
    player, and the same words, or words differing only by a count (a hand over the limit of 7 cards in one
    reading, 6 in the other: the same forgotten discard, :func:`_own`)."""
    if v.rule != w.rule or v.player != w.player:
        return False
    if v.message == w.message:
        return True
    if not v.template or v.template != w.template or v.args.keys() != w.args.keys():
        return False
    counts = [k for k in v.args if type(v.args[k]) is int and type(w.args[k]) is int]
    return bool(counts) and all(v.args[k] == w.args[k] for k in v.args if k not in counts)


def _alike_pairs(found: list[Violation], other: list[Violation]) -> tuple[tuple[Violation, Violation], ...]:
    """The flags of ``found`` (the engine's reading) and ``other`` (the reading beside) at one event that are the
    same fault in words differing only by a count, paired (Board.alike_flags)."""
    rest, pairs = list(other), []
    for v in found:
        same = next((i for i, w in enumerate(rest) if v.message == w.message and _alike(v, w)), None)
        if same is None:
            same = next((i for i, w in enumerate(rest) if _alike(v, w)), None)
            if same is not None:
                pairs.append((v, rest[same]))
        if same is not None:
            del rest[same]
    return tuple(pairs)


def _alike_words(board: Board) -> None:
    """The reading now in the engine's place (``board``) gives its words to the faults both readings flagged in
    words differing only by a count (Board.alike_flags)."""
    for was, now in board.alike_flags:
        for name in ("message", "args"):
            setattr(was, name, getattr(now, name))
    board.alike_flags = ()


def _hand_only(flags: list[Violation]) -> bool:
    """Whether ``flags`` are only a hand over the limit (fftcg.end.hand-size): what an extra draw made, not a sign that
    it drew no card (:func:`step`, :func:`_drew_nothing`)."""
    return bool(flags) and all(v.rule == "fftcg.end.hand-size" for v in flags)


def _drew_nothing(board: Board, drawn: Board, event: CardsDrawn) -> None:
    """Beside an extra draw flagged once (the cards drawn as recorded on ``drawn``: the engine's ``board`` or the
    reading beside it), a reading in which it drew no card, its cards still on top of the deck: the log's later
    events using them as cards of the deck (a later draw naming them, a paper log's draw naming no card taken as
    ids the log names later) show the table drew none of them, the draw's one fault all there is. Followed for 60
    events, beside ``drawn`` (``board.extra``'s third reading, going on when that one is dropped); the first event
    one reading flags and the other does not decides (docs/fftcg.md, Readings)."""
    if board.over or drawn.over or board.twice is not None or (drawn is not board and drawn.extra is not None):
        return
    if drawn is board and board.extra is not None and board.extra.extra is not None:
        return
    nothing = _apart(drawn)
    pid = event.player
    if not all(c in nothing.cards and nothing.cards[c].zone == "hand" and nothing.cards[c].controller == pid
               for c in event.cards):
        return
    j = Judge(nothing, event)
    for c in reversed(event.cards):
        j.move(c, "deck", top=True)
    head = f"seq {event.seq}: {pid}'s draw names no card"
    for i in range(len(nothing.notes) - 1, -1, -1):
        if nothing.notes[i].startswith(head):
            del nothing.notes[i]
            del nothing.note_msgs[i]
            break
    note(nothing, N_("seq {seq}: {player}'s extra draw is taken as drawing no card: the log's later events use "
                     "{value} as cards still in the deck"), seq=event.seq, player=pid, value=", ".join(event.cards))
    nothing.held_flags = drawn.held_flags
    nothing.drew_none = nothing.drew_fewer = True
    nothing.flagged_at = event.seq
    nothing.extra_until = event.seq + 60
    if drawn is board and board.extra is None:
        board.extra = nothing
    else:
        nothing.outlives = True
        (board.extra if drawn is board else drawn).extra = nothing


def _said_none(board: Board, event: CardsDrawn, said: list[Violation]) -> None:
    """An extra draw by the player whose turn it is not (``said`` the flags returned there), followed beside as
    drawing no card (_drew_nothing): where that reading takes the engine's place, its one flag says what the engine
    took the draw as (no card drawn, its cards still in the deck), not the cards the line named."""
    nothing = board.extra.extra if board.extra is not None else None
    if nothing is None or not nothing.drew_none or not said:
        return
    j = Judge(nothing, event)
    j.flag("fftcg.turn.not-your-turn", N_("{player} recorded a draw in {active}'s turn, which is not {player}'s Draw "
                                          "phase; taken as drawing no card: the log's later events use {value} as "
                                          "cards still in the deck"),
           player=event.player, active=nothing.active, value=", ".join(event.cards))
    nothing.none_flags = ((said[0], j.found[0]),)


#: The message of a second draw by the player whose turn it is (:func:`_drawn`, :func:`step`).
_DREW_ALREADY = N_("{player} already drew this turn")
#: The message of a second turn in a row (:func:`_drawn`, :func:`step`).
_TURN_AGAIN = N_("{player} begins a new turn after their own: the next turn is {other}'s, the player whose turn it was "
                 "not")


#: The message of an auto ability put on the stack that did not trigger (:func:`_auto`, :func:`step`).
_NOT_WAITING = N_("no auto ability of {source} is waiting to go on the stack")


def _burst_used(board: Board, event: Any) -> Board | None:
    """A copy of ``board`` on which the EX Burst of the card the damage just put into the damage zone was used (its
    ExBurstUsed line left out, ``burst_left``), or None when that card has no EX Burst or that use is flagged
    (:func:`step`)."""
    card = board.burst
    inst = board.cards.get(card) if card else None
    if inst is None or inst.zone != "damage" or event.player not in [s.id for s in board.seats]:
        return None
    if not is_hidden(board, card) and not board.card_def(card).ex_burst:
        return None
    used = _apart(board)
    line = ExBurstUsed(seq=event.seq, player=inst.controller, card=card)
    if is_hidden(board, card):
        # (A paper log's unnamed card: its EX Burst goes on the stack unknown, named by its Resolved if at all.)
        j = Judge(used, line)
        used.seq = event.seq
        used.burst = None
        # Its draw is what its draw line names (1 until one is recorded: _burst_draws).
        used.stack.append(Item(kind="burst", source=card, controller=inst.controller, modelled=False,
                               effects=[Effect(do="draw", target="none", amount=1)]))
        j.to_active()
        used.passes = 0
    elif _step_twice(used, line) or used.over:
        return None
    if type(event) in (CardsDrawn, Resolved) and event.player == inst.controller:
        # (Its draw line or Resolved next: its passes were left out with it, taken as given.)
        used.passes, used.priority = 2, used.active
    used.burst_left = card
    return used


def _turn_draw_over_burst(used: Board, event: Any, found: list[Violation]) -> bool:
    """Whether ``event``, on ``used`` the reading where a paper log's unnamed card's EX Burst was used, its line left
    out (:func:`_burst_used`), is exactly the Draw phase's 2 cards of the player whose turn it is not, which the
    engine's reading flags once as his turn begun or an extra draw: that reading is kept, one fault, as after a
    card without an EX Burst."""
    return type(event) is CardsDrawn and len(event.cards) == 2 and is_hidden(used, used.burst_left) \
        and event.player != used.active and len(found) == 1 \
        and found[0].rule in ("fftcg.turn.phase-skipped", "fftcg.turn.not-your-turn")


def _burst_draws(board: Board, event: Any) -> None:
    """A paper log's unnamed EX Burst card whose line was left out (:func:`_burst_used`): what it draws is what its
    controller's draw line names, the card unknown."""
    top = board.stack[-1] if board.stack else None
    if type(event) is CardsDrawn and event.cards and top is not None and top.source == board.burst_left \
            and not top.modelled and event.player == top.controller and is_hidden(board, top.source):
        board.stack[-1] = msgspec.structs.replace(top, effects=[Effect(do="draw", target="none",
                                                                       amount=len(event.cards))])


def _burst_left_flag(board: Board, event: Any) -> list[Violation]:
    """The one fault of an EX Burst used with its ExBurstUsed line left out (:func:`_burst_used`), flagged at the
    event that showed it."""
    j = Judge(board, event)
    card, board.burst_left = board.burst_left, ""
    j.flag("fftcg.exburst.not-damage-card", N_("the EX Burst of {card} was used, but its ExBurstUsed line is missing "
                                               "(its draw or resolution is recorded)"), card=j.L(card))
    for v in j.found:
        v.turn = board.turn
    board.flagged_at = event.seq
    return j.found


def _second_mulligan(board: Board, event: Mulliganed) -> bool:
    """Whether ``event`` is a player's second mulligan in the set-up, or a mulligan after the game began, which
    may or may not have been carried out (:func:`step`)."""
    if board.over or not event.bottom or board.extra is not None or board.twice is not None:
        return False
    if board.phase != "setup":
        return True  # late (fftcg.setup.mulligan-late)
    pid = event.player
    if all(c in board.seat(board.other(pid)).hand for c in event.bottom):
        pid = board.other(pid)  # (the other player's mulligan under this player's name: _mulligan)
    return board.seat(pid).mulligans >= 1


def _first_draw(board: Board, event: Any) -> bool:
    """Whether ``event`` is a full-order log's first turn draw of its player, before any mulligan of hers (:func:`step`,
    :func:`_mulligan_before_draw`)."""
    if type(event) is not CardsDrawn or not event.cards or board.over or board.extra is not None \
            or board.twice is not None or event.player not in [s.id for s in board.seats]:
        return False
    s = board.seat(event.player)
    if not s.known_order or s.mulligans:
        return False
    if board.phase == "setup":
        return event.player == board.first
    return board.phase == "draw" and event.player == board.active and board.turn == 2 and event.player != board.first


def _mulligan_before_draw(board: Board, event: Mulliganed) -> bool:
    """Whether ``event`` (a mulligan of the whole hand) comes right after its player's first draw of the game, flagged
    ``fftcg.draw.not-top`` (``board.first_draw``), and that draw named the cards the mulligan would have put on
    top of her deck, had it come first: the line recorded late (:func:`step`)."""
    fd = board.first_draw
    if not fd or fd[0] != event.seq - 1 or fd[1] != event.player or board.over or not event.bottom \
            or board.phase == "setup" or board.twice is not None:
        return False
    s = board.seat(event.player)
    drawn = [c for c in s.hand if c not in event.bottom]
    deck0 = list(fd[3])
    n = len(event.bottom)
    kept = [c for c in s.hand if c in event.bottom]
    return s.mulligans == 0 and len(set(event.bottom)) == n == len(kept) and bool(drawn) \
        and not any(c in deck0 for c in event.bottom) and sorted(drawn) == sorted(deck0[n:n + len(drawn)])


def _short_mulligan(board: Board, event: Mulliganed) -> bool:
    """Whether ``event`` is a player's first mulligan in the set-up naming only some of the cards of her hand (each
    once), which the table may have carried out as recorded (:func:`step`)."""
    if board.over or board.phase != "setup" or not event.bottom or board.extra is not None \
            or board.twice is not None or event.player not in [s.id for s in board.seats]:
        return False
    s = board.seat(event.player)
    return s.mulligans == 0 and len(set(event.bottom)) == len(event.bottom) < len(s.hand) \
        and all(c in s.hand for c in event.bottom)


def _put_after_all(board: Board, event: AutoTriggered) -> Board | None:
    """A copy of ``board`` on which ``event`` (a mandatory auto ability recorded as declined) went on the stack as
    if it had not been declined, or None when that reading flags it too (:func:`step`)."""
    stacked = _apart(board)
    if _step_twice(stacked, msgspec.structs.replace(event, declined=False)) or stacked.over:
        return None
    stacked.extra_until = event.seq + 40
    return stacked


def _carried_out(board: Board, event: AutoTriggered) -> bool:
    """Step ``event`` (an auto ability recorded as declined) on ``board``, then carry its effects out as if it had
    resolved (:func:`step`); False when it is no modelled auto ability of its source."""
    _step_twice(board, event)
    inst = board.cards.get(event.source)
    if inst is None or not inst.serial or inst.serial not in board.defs or board.over:
        return False
    d = board.card_def(event.source)
    if not d.modelled or not 0 <= event.ability < len(d.abilities) or d.abilities[event.ability].kind != "auto":
        return False
    j = Judge(board, event)
    ab = d.abilities[event.ability]
    j.run_effects(Item(kind="auto", source=event.source, controller=inst.controller, effects=list(ab.effects),
                       targets=list(event.targets), marks=j.marks(event.targets)), [], None)
    j.settle()
    return True


def _could_block(board: Board, pid: str) -> bool:
    """Whether ``pid`` has a forward that could be chosen to block [ref (10.1.3.1.)]: an active forward of her
    field free to block (a hidden character of a paper log's field may be one)."""
    for f in board.seat(pid).field:
        inst = board.cards.get(f)
        if inst is None or inst.dull or not (is_forward(board, f) or unnamed_on_field(board, f)):
            continue
        if "cannot-block" not in traits(board, f):
            return True
    return False


def _extra_draw(board: Board, event: Any) -> bool:
    """Whether ``event`` is a draw by the player whose turn it is not, of her own deck's cards, in Main phase 1, the
    attack phase or Main phase 2 (the stack empty) of a turn after the first: the next turn begun early, or an
    extra draw (:func:`step`)."""
    # (In the first turn the other player has not had a turn yet: his draw is his first turn begun early.)
    if type(event) is not CardsDrawn or board.over or board.twice is not None or board.turn < 2 \
            or board.phase not in ("main1", "attack", "main2") or event.player == board.active or not event.cards \
            or board.stack or _effect_draw_fits(board, event.player, event) \
            or _misnamed_draw(board, event.player, event) \
            or _trigger_item(board, event.player, event) is not None or board.passes_left == board.turn:
        # (What her one waiting auto ability draws: its trigger line left out, _trigger_drawn. In a turn whose
        # passes the log left out (flagged once there), her draw is her turn begun, _drawn.)
        return False
    return all(c in board.cards and board.cards[c].zone == "deck" and board.cards[c].controller == event.player
               for c in event.cards)


def _chained_draw(board: Board, event: Any) -> bool:
    """Whether ``event`` is a draw by the player whose turn it is not, of her own deck's cards, in Main phase 1, the
    attack phase or Main phase 2 of a turn after the first, right after a resolution (the rest of the stack may
    resolve on, ``resolve_all``), no pass since, the stack not empty: the next item's draw line, or an extra draw
    (:func:`step`)."""
    return type(event) is CardsDrawn and not board.over and board.twice is None and board.extra is None \
        and board.turn >= 2 and bool(board.stack) and board.resolve_all and board.passes == 0 \
        and board.phase in ("main1", "attack", "main2") and event.player != board.active and bool(event.cards) \
        and len(set(event.cards)) == len(event.cards) \
        and all(c in board.cards and board.cards[c].zone == "deck" and board.cards[c].controller == event.player
                for c in event.cards) and _draws_top(board, event)


def _draws_top(board: Board, event: CardsDrawn) -> bool:
    """Whether the engine reads ``event`` as the resolution of the stack's top (taken as resolved there, its
    reading alone, :func:`_chained_draw`)."""
    trial = _apart(board)
    top, size = board.stack[-1].source, len(board.stack)
    _step_twice(trial, event)
    return len(trial.stack) == size - 1 and trial.taken == top and trial.extra is None and trial.twice is None \
        and not trial.over


def _stacked_extra_draw(board: Board, event: Any) -> bool:
    """Whether ``event`` is a draw by the player whose turn it is not, of her own deck's cards, in Main phase 1, the
    attack phase or Main phase 2 of a turn after the first, the stack not empty, that the engine would read as her
    turn begun (no item of the stack, no waiting ability of hers draws it): the turn cannot end while the stack is
    not empty [ref (9.3.1.2.)], so it is an extra draw (:func:`step`)."""
    if type(event) is not CardsDrawn or board.over or board.twice is not None or board.extra is not None \
            or board.turn < 2 or not board.stack or board.phase not in ("main1", "attack", "main2") \
            or event.player == board.active or not event.cards or len(set(event.cards)) != len(event.cards) \
            or not all(c in board.cards and board.cards[c].zone == "deck" and board.cards[c].controller == event.player
                       for c in event.cards) or _trigger_item(board, event.player, event) is not None:
        # (What her one waiting auto ability draws: its trigger line left out over the stack, _trigger_drawn.)
        return False
    if _turn_or_extra(board, event):
        return False  # (both readings followed, step)
    trial = _apart(board)
    _step_twice(trial, event)
    return trial.turn != board.turn or trial.active != board.active


def _summon_drew_top(board: Board, event: CardsDrawn) -> Board | None:
    """Where ``event`` (a :func:`_stacked_extra_draw`) names cards of her deck not on top (a known order) over her own
    unmodelled summon on top of the stack, nothing recorded for it (its text unknown): a copy of ``board`` on which
    that summon drew the top, the line naming it wrong (one ``fftcg.draw.not-top``, ``held_flags``), the summon still
    to resolve at its ``Resolved``; else None (:func:`step`)."""
    pid = event.player
    s = board.seat(pid)
    item = board.stack[-1] if board.stack else None
    if item is None or item.kind != "summon" or item.controller != pid or item.modelled or item.effects \
            or item.cancelled or board.triggers or not s.known_order or _the_top(board, event) \
            or len(event.cards) > len(s.deck):
        return None
    return _drew_top(board, event, item.source)


def _resolved_summon_drew_top(board: Board, event: CardsDrawn) -> Board | None:
    """Where ``event`` (an :func:`_extra_draw`) comes right after the ``Resolved`` of her own unmodelled summon,
    nothing recorded for it (its text unknown, ``Board.unknown_summon``), and names as many cards of her deck not on
    top (a known order): a copy of ``board`` on which that summon drew the top, the line naming it wrong (one
    ``fftcg.draw.not-top``, ``held_flags``), as the same line before the ``Resolved`` is read (:func:`_summon_drew_top`);
    else None (:func:`step`)."""
    pid = event.player
    s = board.seat(pid)
    source, seq, controller = board.unknown_summon
    if not source or seq != event.seq - 1 or controller != pid or board.stack or board.triggers \
            or not s.known_order or _the_top(board, event) or len(event.cards) > len(s.deck):
        return None
    return _drew_top(board, event, source)


def _drew_top(board: Board, event: CardsDrawn, source: str) -> Board | None:
    """A copy of ``board`` on which the effect of ``source`` (an unmodelled summon) drew the top of the player's deck,
    ``event`` naming those cards wrong (one ``fftcg.draw.not-top``, ``held_flags``); None where that ends the game."""
    pid = event.player
    drew = _apart(board)
    j = Judge(drew, event)
    drew.seq = event.seq
    if event.serials:
        for iid, serial in event.serials.items():
            j.reveal(iid, serial)
    top = list(drew.seat(pid).deck[:len(event.cards)])
    j.flag("fftcg.draw.not-top", N_("{player} drew {value}; the top of the deck was {value2}"), player=pid,
           value=", ".join(map(j.L, event.cards)), value2=", ".join(map(j.L, top)))
    _summon_drew(j, pid, event, source, top)
    j.settle()
    if drew.over:
        return None
    drew.held_flags = tuple(j.found)
    return drew


def _lone_item_draw(board: Board, event: Any) -> bool:
    """Whether ``event`` is a draw over the stack's lone item, nobody having passed over it, in a Main phase or the
    attack phase: its draw line recorded before its passes, or that item resolved early (:func:`step`)."""
    return type(event) is CardsDrawn and not board.over and board.twice is None and board.extra is None \
        and len(board.stack) == 1 and board.passes == 0 and not board.triggers and board.combat is None \
        and not board.resolve_all and not board.after_resolution \
        and board.phase in ("main1", "attack", "main2") and board.stack[0].controller == event.player \
        and bool(event.cards)


def _drawn_early(board: Board, event: CardsDrawn) -> None:
    """``event``, the draw of the stack's top recorded before its passes, carried out on ``board`` with the item
    left on the stack, its draw made (its passes and Resolved to come, :func:`step`)."""
    j = Judge(board, event)
    board.seq = event.seq
    if event.serials:
        for iid, serial in event.serials.items():
            j.reveal(iid, serial)
    for c in event.cards:
        if board.cards[c].zone == "deck":
            j.move(c, "hand")
    top = board.stack[-1]
    board.stack[-1] = msgspec.structs.replace(top, effects=[e for e in top.effects if e.do != "draw"])
    j.settle()


def _draws_own(board: Board, event: Any) -> bool:
    """Whether ``event`` is a draw by the player whose turn it is not, of her own deck's cards, in Main phase 1, the
    attack phase or Main phase 2 of a turn after the first, no other reading followed."""
    return type(event) is CardsDrawn and not board.over and board.twice is None and board.extra is None \
        and board.turn >= 2 and board.phase in ("main1", "attack", "main2") and event.player != board.active \
        and bool(event.cards) and len(set(event.cards)) == len(event.cards) \
        and all(c in board.cards and board.cards[c].zone == "deck" and board.cards[c].controller == event.player
                for c in event.cards)


def _turn_draw_due(board: Board, event: Any) -> int:
    """The number of cards a turn's draw by ``event``'s player is due to draw where ``event`` is that draw, naming
    distinct cards of her deck, nothing else read beside it: 1 for the first player's first turn, 2 after; else 0."""
    if type(event) is not CardsDrawn or not event.cards or board.extra is not None or board.twice is not None \
            or board.over or len(set(event.cards)) != len(event.cards) \
            or event.player not in [s.id for s in board.seats]:
        return 0
    if board.phase == "setup" and event.player == board.first:
        n = 1
    elif board.phase == "draw" and event.player == board.active:
        n = 1 if board.turn == 1 else 2
    elif board.phase == "end" and event.player != board.active and not board.stack and not board.triggers:
        n = 2
    else:
        return 0
    if len(board.seat(event.player).deck) < n or not all(
            c in board.cards and board.cards[c].controller == event.player for c in event.cards):
        return 0
    return n


def _wrong_turn_draw(board: Board, event: Any) -> bool:
    """Whether ``event`` is a turn's draw (the game's first, or the next turn's after an End phase with nothing left
    to resolve) by the player whose Draw phase it is not, naming cards of her own deck: her turn taken, or the due
    player's draw under the wrong name (:func:`step`)."""
    if type(event) is not CardsDrawn or board.over or board.twice is not None or board.extra is not None \
            or len(set(event.cards)) != len(event.cards) or board.stack or board.triggers:
        return False
    if not event.cards and (event.player not in [s.id for s in board.seats] or board.seat(event.player).deck):
        return False  # (naming no card, her deck empty: her deck-out in the engine's reading, the due player's draw beside)
    if board.phase == "setup":
        if event.player == board.first or event.player not in [s.id for s in board.seats]:
            return False
    elif board.phase != "end" or event.player != board.active:
        return False
    return all(c in board.cards and board.cards[c].zone == "deck" and board.cards[c].controller == event.player
               for c in event.cards)


def _due_turn_draw(board: Board, event: CardsDrawn) -> list[Violation]:
    """On ``board``, ``event`` read as the due player's turn draw under the wrong name: the cards due (her deck's
    next ones) drawn, the name flagged once (``fftcg.turn.not-your-turn``, read as hers). Its flags, or none where
    that reading cannot be followed (her deck too short, or her draw itself flagged)."""
    due_player = board.first if board.phase == "setup" else board.other(board.active)
    n = 1 if board.phase == "setup" else 2
    cards = list(board.seat(due_player).deck[:n])
    if _step_twice(board, msgspec.structs.replace(event, player=due_player, cards=cards, serials={})) \
            or (board.over and len(cards) == n) or (len(cards) < n and not board.over) \
            or board.extra is not None or board.twice is not None:
        return []  # (her deck too short: the cards left drawn, she loses [ref (3.1.2)], else no reading)
    # (the cards that draw was taken as, the words said of it where this reading stands: replay, explain)
    board.named_draw, board.named_cards = event.seq, tuple(cards)
    j = Judge(board, event)
    j.flag("fftcg.turn.not-your-turn", N_("it is {active}'s Draw phase, not {player}'s"), active=due_player,
           player=event.player, read_as=due_player)
    return j.found


def _turn_or_extra(board: Board, event: Any) -> bool:
    """Whether ``event`` is exactly the other player's Draw phase's 2 cards in a Main phase or the attack phase, the
    stack only the turn player's own items, no waiting ability of hers drawing it: her turn begun, or an extra draw
    (:func:`step`)."""
    return _draws_own(board, event) and len(event.cards) == 2 and bool(board.stack) and all(i.controller == board.active and i.kind != "burst" for i in board.stack) \
        and _trigger_item(board, event.player, event) is None


def _own_item_or_turn(board: Board, event: Any) -> bool:
    """Whether ``event`` is exactly the Draw phase's 2 cards of the player whose turn it is not, after both players
    passed over her own item on top of the stack, which draws fewer for her: that item's draw and one more, or her
    turn begun (:func:`step`)."""
    return _draws_own(board, event) and len(event.cards) == 2 and bool(board.stack) and board.passes >= 2 \
        and board.stack[-1].controller == event.player and not board.triggers \
        and 0 < resolution_draw(board, event.player, passes=2) < 2


def _own_turn_again(board: Board, event: Any) -> bool:
    """Whether ``event`` is exactly a turn's 2 cards of her deck (its top, in a full-order log) drawn by the player
    whose turn it is, after her turn's draw, in Main phase 1, the attack phase or Main phase 2 of a turn after the
    first: an extra draw, or her next turn begun, the other player's left out (:func:`step`)."""
    if type(event) is not CardsDrawn or board.over or board.twice is not None or board.extra is not None \
            or board.turn < 2 or board.phase not in ("main1", "attack", "main2") or event.player != board.active \
            or len(event.cards) != 2 or len(set(event.cards)) != 2 or board.auto_drawn or board.burst:
        return False
    s = board.seat(event.player)
    if not all(c in board.cards and board.cards[c].zone == "deck" and board.cards[c].controller == event.player
               for c in event.cards):
        return False
    return not s.known_order or _the_top(board, event)


def _end_discard_early(board: Board, event: Any) -> bool:
    """Whether ``event`` is the discard of the player whose turn it is, down to exactly the hand limit, in Main phase 2
    nobody having passed there (over what the stack holds either): her End phase discard out of its phase, or Main
    phase 2's passes (and the stack's resolutions) left out (:func:`step`)."""
    if type(event) is not Discarded or board.over or board.twice is not None or board.extra is not None \
            or board.phase != "main2" or event.player != board.active or board.triggers \
            or board.passes != 0 or board.priority != board.active or not event.cards \
            or len(set(event.cards)) != len(event.cards):
        return False
    s = board.seat(event.player)
    return not s.hand_unsure and all(c in s.hand for c in event.cards) \
        and len(s.hand) - len(event.cards) == HAND_LIMIT


def _trigger_or_extra(board: Board, event: Any) -> bool:
    """Whether ``event`` is what the one waiting auto ability of the player whose turn it is not draws, its trigger
    line left out, or an extra draw (:func:`step`)."""
    return _draws_own(board, event) and _trigger_item(board, event.player, event) is not None


def _stands(board: Board) -> None:
    """The engine's reading of a draw two readings were followed from stands: where the other reading's flags were
    returned there (``shown_flags``), the engine's own (``stand_flags``) are written over them, the one fault."""
    for was, now in zip(board.shown_flags, board.stand_flags):
        for name in type(was).__struct_fields__:
            setattr(was, name, getattr(now, name))
    board.shown_flags = board.stand_flags = ()


def _hold_both(board: Board, drawn: Board, event: Any, held: list[Violation]) -> list[Violation]:
    """The engine's reading of ``event`` on ``board``, its flags returned, beside it ``drawn`` (``held`` its flags
    there): the first event one reading flags and the other does not decides; where ``drawn`` takes the engine's
    place, its flags are written over those returned here, the one fault (:func:`step`)."""
    found = _step_twice(board, event)
    if not found or len(found) != len(held) or board.extra is not None or board.twice is not None or board.over \
            or drawn.over:
        return found
    board.shown_flags, drawn.held_flags = tuple(found), tuple(held)
    _alongside(board, drawn, event.seq, 8)
    return found


def _draw_extra(board: Board, event: CardsDrawn) -> list[Violation]:
    """A draw by the player whose turn it is not, read as an extra draw: flagged once, its cards drawn as
    recorded, the turn going on."""
    j = Judge(board, event)
    board.seq = event.seq
    if event.serials:
        for iid, serial in event.serials.items():
            j.reveal(iid, serial)
    j.flag("fftcg.turn.not-your-turn", N_("{player} drew {value} in {active}'s turn, which is not {player}'s Draw phase"),
           player=event.player, value=", ".join(map(j.L, event.cards)), active=board.active)
    for c in event.cards:
        j.move(c, "hand")
    j.settle()
    board.flagged_at = event.seq
    return j.found


def _extra_late_block(board: Board, event: Any) -> bool:
    """Whether ``event`` is the defender's block next after the two passes a late-block reading beside ``board``
    holds (:func:`_late_block`), an attack waiting for it there."""
    late = board.extra
    return late is not None and len(late.late_block) == 2 and type(event) is BlockDeclared \
        and late.combat is not None and late.step == "block" and not late.over and late.extra is None \
        and late.twice is None and event.player != attacking(late)


def _late_block(board: Board, event: Any) -> list[Violation]:
    """The reading beside a block left out (``Board.late_block``): the pass in place of the block and the pass after it
    are held back; the defender's BlockDeclared next is her block recorded after the passes that followed it, carried
    out, then those passes (the block's). Any other event: the passes held are carried out as recorded, the block
    left out as in the engine's reading, then that event (docs/fftcg.md, Readings)."""
    held = board.late_block
    if type(event) is PriorityPassed and len(held) < 2:
        board.late_block += ((event.seq, event.player),)
        board.seq = event.seq
        return []
    board.late_block = ()
    found: list[Violation] = []
    if type(event) is BlockDeclared and board.combat is not None and board.step == "block" \
            and event.player != attacking(board):
        found += _step_twice(board, event)
        for seq, pid in held:
            found += _step_twice(board, PriorityPassed(seq=seq, player=pid))
        board.seq = event.seq
        return found
    for seq, pid in held:
        found += _step_twice(board, PriorityPassed(seq=seq, player=pid))
    return found + _step_twice(board, event)


def _step_twice(board: Board, event: Any) -> list[Violation]:
    """:func:`step` without the extra-draw reading: the pass-recorded-twice readings.

    Two readings of a slip the next events decide (docs/fftcg.md, Readings): a player's pass right after her own
    (flagged), or a pass that a draw one pass short (flagged) made the late record of the last turn's. The
    engine's reading goes on on ``board``; the other one (the pass recorded twice, doing nothing; the pass the
    new turn's own) beside it, on ``board.twice``, until the turn ends. The first of the two to flag an event the
    other does not is the wrong one: the other takes its place, and that event is not flagged."""
    if board.late_block:
        return _late_block(board, event)
    twice, board.twice = board.twice, None
    kind = type(event)
    before = None
    if twice is None and kind is PriorityPassed and not board.over:
        if board.late_passes and board.late_passes[0] == event.player:
            other = board.copy()
            other.late_passes, other.lent = [], ""
            if not _step(other, event):
                other.last_pass = event.player
                twice = other
        elif board.last_pass == event.player:
            before = board.copy()
        elif (board.priority is not None and board.priority != event.player and board.passes == 0
              and not board.stack and not board.triggers
              and (board.combat is None or board.step in ("declared", "blocked"))
              and board.phase in ("main1", "main2", "attack") and not board.after_resolution
              and board.added_by != event.player and not board.owed and not board.lent and not board.early):
            # A pass by the player without priority as a phase or step begins (flagged): also read as one too many,
            # doing nothing, beside the engine's reading; the first event one flags and the other does not decides
            # (the holder's and the other player's passes after it show it was extra: docs/fftcg.md, Readings).
            before = board.copy()
    closed = None
    if twice is None and before is None and kind is PriorityPassed and board.damage_open == 2 and not board.over \
            and board.phase == "attack" and board.step == "declare" and board.combat is None and not board.stack \
            and not board.triggers and board.passes == 1 and board.priority == event.player and not board.held:
        # The second pass after what the damage put on the stack resolved: « Si le joueur dont c'est le tour veux
        # réaliser une autre attaque, retourner au point 7.2.4.2. » (§ 7.2.4.4). The engine's reading ends the
        # declaration step; beside it, the two passes closed the damage step and the declaration step begins again.
        # The first event one reading flags and the other does not decides (docs/fftcg.md, Readings).
        closed = _apart(board)
        closed.seq = event.seq
        closed.passes, closed.damage_open, closed.closed_step = 0, 0, True
        closed.priority = closed.active
        closed.last_pass = event.player
    put = None
    if twice is None and before is None and closed is None and kind is PriorityPassed and board.triggers \
            and not board.over and board.passes == 0 and not board.held:
        # A pass with a triggered auto ability left off (flagged ``fftcg.auto.pending``): beside the engine's reading
        # (the ability waits, the pass is one of the phase's), its AutoTriggered line was forgotten and this pass is
        # the first over it, its other pass and Resolved to come (in the End phase too, its draw line and Resolved
        # after the passes). The first event one reading flags and the other does not decides (docs/fftcg.md,
        # Readings).
        put = _apart(board)
        for t in list(put.triggers):
            _step(put, AutoTriggered(seq=event.seq, player=t.controller, source=t.source, ability=t.ability))
        if put.triggers or _step(put, event):
            put = None
        else:
            put.last_pass = event.player
    ended = None
    if board.held and not board.over and _held_acts(board, event):
        # The other reading: the other player's pass between hers was missing, and the phase or step ended there
        # (an event of both, a summon say): the next events decide, as for a pass recorded twice (this reading takes
        # the place of that one, which reads her second pass as the early record of a pass to come, here too).
        ended = board.copy()
        ended.held = True
        ended_found = _step(ended, event, held_ends=True)
        ended.last_pass = ""
    found = _step(board, event)
    if ended is not None:
        if _own(found, ended_found) and not _own(ended_found, found):
            for name in Board.__struct_fields__:
                setattr(board, name, getattr(ended, name))
            found = ended_found
        elif ended_found == [] or len(ended_found) == len(found):
            twice = ended
            board.twice_turn = board.turn
    if found:
        board.flagged_at = event.seq
    if kind is not EffectRecorded:  # a record of what a card did is no event of the table's
        board.last_pass = event.player if kind is PriorityPassed else ""
    if before is not None:
        if found:  # the pass recorded twice: it did nothing (its one fault flagged here)
            before.seq = before.flagged_at = event.seq
            before.twice_flag = board.stray_flag  # (this reading taking the other's place: the pass was hers)
            before.last_pass = event.player
            board.twice, board.twice_turn = before, board.turn
        return found
    if twice is None:
        if closed is not None and not found:
            board.twice, board.twice_turn = closed, board.turn
        if put is not None and found and all(v.rule == "fftcg.auto.pending" for v in found):
            board.twice, board.twice_turn = put, board.turn
        return found
    if twice.seq != event.seq:
        other = _step(twice, event)
        twice.last_pass = board.last_pass
        # (What each reading flags here that the other does not decides: a fault flagged alike in both decides
        # nothing, step.)
        found_own, other_own = _own(found, other), _own(other, found)
        if other_own and not (found_own and twice.closed_step and len(other_own) < len(found_own)):
            return found
        if found_own and not other_own and twice.closed_step and not (kind in (AttackDeclared, CharacterPlayed) and all(
                v.rule in ("fftcg.attack.timing", "fftcg.character.timing") for v in found_own)):
            return found  # a fault of its own in both readings (a summon in the End phase or in Main phase 2)
        if found_own:
            # This reading alone flags it, or both do and the other with fewer faults (an attack by a forward
            # already attacked, or dull, right after the passes that may have closed the damage step: the attack in
            # its step, « Si le joueur dont c'est le tour veux réaliser une autre attaque, retourner au point
            # 7.2.4.2 », § 7.2.4.4, so only its own fault is flagged, not also its timing): the other is the log's.
            if isinstance(twice.twice_flag, Violation):
                twice.twice_flag.read_as = None  # the pass recorded twice was hers, no other player's renamed
            twice.twice_flag = None
            for name in Board.__struct_fields__:
                setattr(board, name, getattr(twice, name))
            board.twice = None
            board.closed_step = False  # the log's reading now
            return other
    else:
        board.twice_turn = board.turn
    if board.turn == board.twice_turn and twice.turn == board.twice_turn and not (board.over and twice.over):
        board.twice = twice
    return found


#: The attacker's faults whose attack is also read as dealing no damage, beside the table's (_readings).
_ATTACKER_FAULTS = frozenset(("fftcg.attack.already-attacked", "fftcg.attack.dull", "fftcg.attack.entered-this-turn"))


def _barred_attacker(board: Board, player: str, a: Any) -> bool:
    """Whether ``a`` is a forward that may not attack by the seed's conditions read two ways (_readings): one that
    already attacked this turn, or one of ``player``'s on the field that is dull or entered it this turn without
    Haste [ref (10.1.2.1.1.)]."""
    if not isinstance(a, str) or a not in board.cards:
        return False
    inst = board.cards[a]
    if inst.attacked_turn == board.turn:
        return True
    return inst.zone == "field" and inst.controller == player and bool(inst.serial) and is_forward(board, a) and any(
        rule in _ATTACKER_FAULTS for rule, *_ in _attack_faults(board, inst, traits(board, a)))


#: The events of an attack's damage step after its damage (seed § 7.2.4.4): what triggered or was revealed, put on
#: the stack, passed over and resolved (``Board.damage_open``).
_DAMAGE_STEP = frozenset((AutoTriggered, ExBurstUsed, Resolved, EffectRecorded, PriorityPassed))




def _the_top(board: Board, event: CardsDrawn) -> bool:
    """Whether a full-order log's draw names the top cards of the player's deck, in any order: never flagged
    ``fftcg.draw.not-top``, so no reading beside it (and no copy of the board) is needed."""
    deck = board.seat(event.player).deck
    return set(event.cards) == set(deck[:len(event.cards)])

def _apart(board: Board) -> Board:
    """A copy of ``board`` to follow another reading of the log on: its own readings (``twice``, ``extra``) dropped."""
    other = board.copy()
    other.twice = other.extra = None
    other.table_block, other.turn_order, other.drew_fewer, other.alike_flags = 0, False, False, ()
    other.seed_on = None
    other.to_draw = other.idle_pass = ""
    return other


def _beside(board: Board, other: Board, found: list[Violation], held: list[Violation], seq: int) -> None:
    """Follow ``other`` (``held`` its flags at ``seq``, its passes begun anew) beside ``board`` (``found`` its
    flags) for eight events; where ``other`` takes the engine's place, its flags are written over ``found``."""
    board.shown_flags, other.held_flags = tuple(found), tuple(held)
    other.last_pass = ""
    _alongside(board, other, seq, 8)


def _alongside(board: Board, other: Board, seq: int, span: int) -> None:
    """Follow ``other`` beside ``board`` from the event at ``seq``, flagged there, for at most ``span`` events: the
    first event one reading flags and the other does not decides (docs/fftcg.md, Readings)."""
    other.flagged_at = seq
    other.extra_until = seq + span
    board.extra = other

def _step(board: Board, event: Any, held_ends: bool = False) -> list[Violation]:
    j = Judge(board, event)
    board.seq = event.seq
    if board.over:
        if type(event) is Conceded:
            # The handshake after the game is won: no fault, and nothing changes (the result stands).
            note(board, N_("seq {seq}: {player} conceded after the game was over ({result}): the result stands"),
                 seq=event.seq, player=event.player, result=board.result_msg or board.result)
            return j.found
        if not board.over_flagged:  # flagged once: what the table played on after the end is that one fault
            board.over_flagged = True
            j.flag("fftcg.game.over", N_("the game was already over ({result}) when {player} went on"), result=board.result, player=event.player)
        return j.found
    if board.idle_pass:
        # (The reading of a pass pair over a trigger left off as closing nothing: its second pass absorbed, _readings.)
        was, board.idle_pass = board.idle_pass, ""
        if type(event) is PriorityPassed and event.player == was:
            return j.found
    if event.serials:
        j.fresh = {iid for iid in event.serials if is_hidden(board, iid)}
        slips = j.slip_keys()
        for iid, serial in event.serials.items():
            j.reveal(iid, serial, slip=iid in slips, meant=slips.get(iid, ()))
    kind = type(event)  # events are decoded as exactly these types (_HANDLERS is keyed by them)
    if kind is not PriorityPassed and not (kind is Resolved and event.item == board.lifted[0]):
        # (A cancelled summon's late Resolved comes among the passes after it, _resolved: only passes between; another
        # item's Resolved first, its own is out of stack order.)
        board.lifted = ("", -1)
    if kind is not ExBurstUsed:
        board.burst_passed = board.burst
        board.burst = None  # the EX Burst is used at once or not at all
    if kind is not EffectRecorded:  # a record of what a card did is no decision: the caster may still pass first
        j.added_by, board.added_by = board.added_by, None
        j.after_resolution, board.after_resolution = board.after_resolution, False
        j.resolve_all, board.resolve_all = board.resolve_all, False
        j.discard_pass, board.discard_pass = board.discard_pass, ""
        j.stray, board.stray = board.stray, ""
        j.stray_flag, board.stray_flag = board.stray_flag, None
        j.early, board.early = board.early, ""
        j.unblocked, board.unblocked = board.unblocked, ""
        j.late_attack, board.late_attack = board.late_attack, False
        if board.late_passes and kind is not PriorityPassed:
            board.late_passes = []
        if board.held:
            board.held = False
            if not held_ends and _held_acts(board, event):
                # She acts: the phase went on, and her second pass was the early record of a pass to come.
                board.passes = 0
                board.owed, board.owed_until = event.player, event.seq + 3
            else:
                j.advance()
        if board.passes == 1 and kind is not PriorityPassed:
            _missing_pass(j, event)
    if board.phase == "end" and kind not in _NOT_THE_HAND_CHECK and not (kind is Mulliganed and not event.bottom) \
            and (event.player == board.active or (kind is Resolved and _end_pass(board) and board.stack)) \
            and not _out_of_phase(board, kind) and not (kind is PriorityPassed and (_end_pass(board) or (
                board.triggers and board.combat is None and all(i.kind == "auto" for i in board.stack)))):
        # The other player's event (a summon flagged in the End phase) is no turn of hers; the End phase's stack
        # resolving is, whoever records it (its player is not judged): the seed resolves it after the discard
        # [ref (9.5.1.2.)] [ref (9.5.1.4.)], so the hand is judged there either way (docs/fftcg.md, Readings). A
        # keep (a Mulliganed naming no card) is no action: her discard may still follow it. A pass with an auto
        # ability of the End phase left off (flagged as such, ``fftcg.auto.pending``) is one over it: her discard
        # may still follow (docs/fftcg.md, Readings).
        j.check_hand()
    if board.damage_open and kind not in _DAMAGE_STEP:
        board.damage_open = 0
    if board.fifo and kind not in (Resolved, PriorityPassed, EffectRecorded):
        board.fifo = 0  # something added to the stack (or the log moved on): the order is judged afresh
    damage_open = board.damage_open
    if board.order_broken or board.aid_broken or board.kept_broken:
        _order_stood(j, event)
    j.just, board.just = board.just, ""
    top = board.stack[-1] if board.stack else None
    if board.must_break:
        _must_have_broken(board, event)
    _HANDLERS[kind](j, event)
    if kind in (SummonCast, AbilityUsed, AutoTriggered, ExBurstUsed) and board.stack and board.stack[-1] is not top:
        board.just = board.stack[-1].source  # (put on the stack by this event: what is recorded next is its)
        if board.just in board.cards:
            board.cards[board.just].cast_at = event.seq
            board.cards[board.just].cast_targets = tuple(t for t in board.stack[-1].targets if isinstance(t, str)) \
                if kind is SummonCast else ()
    if board.kept_broken:
        _kept_dropped(board)
    _still_there(board, event)
    j.settle()
    if board.damage_open:
        if board.phase != "attack" or board.step != "declare" or board.combat is not None:
            board.damage_open = 0
        elif kind is Resolved and not board.stack and not board.triggers:
            board.damage_open = 2
        elif kind is AutoTriggered and event.declined and not board.stack and not board.triggers:
            # What the damage triggered was declined in place of being put on the stack and resolved: as after its
            # resolution, the two passes next may close the damage step (docs/fftcg.md, Readings).
            board.damage_open = 2
        elif kind is PriorityPassed and damage_open and not board.stack and board.passes == 0:
            board.damage_open = 0
    for v in j.found:
        # The turn the event belongs to: a fault flagged before the event began a new turn (its first action before
        # the draw, a draw under the other player's name) is at that event, in the turn it begins. The hand limit
        # judged as the turn passes is the ending turn's End phase's.
        if v.rule != "fftcg.end.hand-size":
            v.turn = board.turn
    return j.found


def _order_stood(j: Judge, event: Any) -> None:
    """A forward broken by a resolution recorded out of order (flagged then: ``fftcg.stack.lifo``) that the log uses
    as still on the field (it attacks, blocks, pays CP, uses an ability): the table resolved the stack top first,
    as the seed has it, and it survived; the record's order was that one slip. It is taken as still on the field,
    not flagged again (docs/fftcg.md, Readings: a resolution out of order), as Force of Will reads it."""
    b = j.board
    used = [getattr(event, "blocker", None)] + list(getattr(event, "attackers", None) or ())
    if type(event) is AbilityUsed:
        used.append(event.source)
    used += [getattr(p, "dull", None) for p in getattr(event, "payment", None) or ()]
    for iid in used:
        inst = b.cards.get(iid) if isinstance(iid, str) else None
        if inst is not None and inst.zone == "break" and iid in b.kept_broken:
            # A forward broken earlier that attacked (flagged then), read as the table having it on the field: used
            # again, it is still there, not flagged again (docs/fftcg.md, Readings).
            b.kept_broken = tuple(c for c in b.kept_broken if c != iid)
            j.move(iid, "field")
            continue
        if inst is None or inst.zone != "break" or (iid not in b.order_broken and iid not in b.aid_broken):
            continue
        if iid in b.order_broken:
            note(b, N_("seq {seq}: {card}, broken when the log resolved the stack out of order, is used as still on "
                       "the field: the table resolved the top of the stack first, and it survived"), seq=event.seq,
                 card=j.L(iid))
        else:
            note(b, N_("seq {seq}: {card}, broken after an unknown effect targeted it, is used as still on the "
                       "field: that effect saved it"), seq=event.seq, card=j.L(iid))
        b.order_broken = tuple(c for c in b.order_broken if c != iid)
        b.aid_broken = tuple(c for c in b.aid_broken if c != iid)
        j.move(iid, "field")


def _kept_dropped(board: Board) -> None:
    """A broken forward read as kept on the field (``kept_broken``) that the table's own actions show was not kept:
    another card of its name entered its controller's field [ref (5.2.2.1.)], or it left the Break Zone as a Break
    Zone card. It is then in the Break Zone in this reading too: a later attack by it is flagged again
    (docs/fftcg.md, Readings)."""
    kept = []
    for iid in board.kept_broken:
        inst = board.cards.get(iid)
        if inst is None or inst.zone != "break":
            continue
        if not is_hidden(board, iid):
            d = board.card_def(iid)
            if not d.many and any(f != iid and not is_hidden(board, f) and board.card_def(f).name == d.name
                                  for f in board.seat(inst.controller or inst.owner).field):
                continue
        kept.append(iid)
    board.kept_broken = tuple(kept)


def _used(event: Any) -> list[Any]:
    """The card ids ``event`` uses: its card, source, blocker, attackers, targets and backups dulled for CP."""
    used = [getattr(event, k, None) for k in ("card", "source", "blocker")]
    used += list(getattr(event, "attackers", None) or ()) + list(getattr(event, "targets", None) or ())
    used += [getattr(p, "dull", None) for p in getattr(event, "payment", None) or ()]
    return used


def _must_have_broken(board: Board, event: Any) -> None:
    """A party blocked without a split where every split breaks a member (``Board.must_break``): a member the log
    uses now whose fellow members the log has all used since as still on the field was the one broken in that
    battle (which member broke is the blocking player's choice, and the log's use of the others shows it was not
    them). It is put in the Break Zone as then, its break triggers long past, so what uses it now is judged as
    using a card not on the field (an attack by it, ``fftcg.attack.not-a-forward``), the one fault
    (docs/fftcg.md, Readings)."""
    for iid in _used(event):
        inst = board.cards.get(iid) if isinstance(iid, str) else None
        if inst is None or not inst.fate_unknown or inst.zone != "field":
            continue
        for group in board.must_break:
            if iid in group and all(board.cards[m].zone == "field" and not board.cards[m].fate_unknown
                                    for m in group if m != iid):
                board.must_break = tuple(g for g in board.must_break if g is not group)
                board.broke_at = board.seq
                held = len(board.triggers)
                Judge(board, None).move(iid, "break")
                del board.triggers[held:]
                inst.fate_unknown = False
                break


def _still_there(board: Board, event: Any) -> None:
    """A forward whose battle with an unnamed card was not judged (``fate_unknown``) that the log uses later is
    taken as still on the field: from now on it is judged as any other (docs/fftcg.md, Paper-table logs)."""
    if not board.fates_unknown:  # every event passes here: nothing to look for in almost every match
        return
    used = [getattr(event, k, None) for k in ("card", "source", "blocker")]
    used += list(getattr(event, "attackers", None) or ()) + list(getattr(event, "targets", None) or ())
    used += [getattr(p, "dull", None) for p in getattr(event, "payment", None) or ()]
    for iid in used:
        inst = board.cards.get(iid) if isinstance(iid, str) else None
        if inst is not None and inst.fate_unknown and inst.zone == "field":
            inst.fate_unknown = False
            if not inst.alive_use:
                how = "blocker" if iid == getattr(event, "blocker", None) else \
                    "attackers" if iid in (getattr(event, "attackers", None) or ()) else "other"
                inst.alive_use = (board.seq, board.turn, how)
            owed, inst.owed = inst.owed, ()
            for to, amount, mark, turn, seq, broke in owed:
                # Alive, it lived through the First Strike damage of that battle, so it dealt its own then
                # (« Si vous détruisez l'Avant de l'adversaire de cette manière, votre Avant ne reçoit aucun
                # dégât »: only a forward broken so deals none), the forward it fought taking it as of then.
                t = board.cards.get(to)
                if t is None or t.zone != "field" or t.moves != mark or not t.fate_unknown:
                    continue  # gone since, or the log used it first as alive: that reading stands
                j = Judge(board, None)
                if broke:
                    held = len(board.triggers)
                    j.move(to, "break")
                    del board.triggers[held:]
                    t.fate_unknown = False
                    note(board, N_("seq {seq}: {card} is used here, so it lived through the First Strike damage at seq "
                                   "{at} and dealt its own damage then: {other} took {damage} and was broken then; it "
                                   "is taken as in the Break Zone since"),
                         seq=board.seq, card=j.L(iid), at=seq, other=j.L(to), damage=amount)
                elif turn == board.turn:
                    t.damage += amount


def _mulligan(j: Judge, ev: Mulliganed) -> None:
    b = j.board
    other = b.other(ev.player)
    if b.phase == "setup" and ev.bottom and all(c in b.seat(other).hand for c in ev.bottom):
        # The other player's hand cards under this player's name: the name is the one slip, flagged once; the
        # mulligan is the cards' owner's, judged and carried out as hers, as a draw under the wrong name is
        # (docs/fftcg.md, Readings).
        j.flag("fftcg.setup.mulligan-cards", N_("{player}'s mulligan lists {owner}'s hand cards: the log names the wrong "
                                                "player; taken as {owner}'s mulligan"), player=ev.player, owner=other,
               read_as=other)
        ev = msgspec.structs.replace(ev, player=other)
    s = b.seat(ev.player)
    if not ev.bottom:
        # No card to put at the bottom (``"bottom": []``, or no ``bottom``: the parse cannot tell them apart): the
        # player kept the hand, as another game's log writes a keep (« [] keeps »). A mulligan puts the 5 hand cards
        # under the deck (§ 7.1 ④): one naming none is no mulligan. A note, not a fault, recorded late too: a keep
        # moves nothing (docs/fftcg.md, Events).
        note(b, N_("seq {seq}: {player}'s Mulliganed names no card to put at the bottom: read as keeping the hand"),
             seq=ev.seq, player=ev.player)
        return
    if b.phase != "setup":
        j.flag("fftcg.setup.mulligan-late", N_("{player} took a mulligan after the game began"), player=ev.player)
        if not b.carry_mulligan:
            # It moves nothing (the one fault is its timing); beside this reading the table carried it out (step),
            # which takes its place when the log's later draws show that instead (docs/fftcg.md, Readings).
            return
        # Carried out as recorded: the cards it names from the hand go to the bottom of the deck and as many are
        # drawn, so the new hand is not flagged again.
        b.carry_mulligan = False
        bottom = [c for c in ev.bottom if c in s.hand]  # a keep recorded late moves nothing
        s.mulligans += 1
        for c in bottom:
            j.move(c, "deck")
        j.draw(ev.player, len(bottom))
        return
    if s.mulligans >= 1:
        j.flag("fftcg.setup.mulligan-once", N_("{player} took a second mulligan; one at most"), player=ev.player)
        if not b.carry_mulligan:
            # Not carried out (the one fault), as the log's later draws most often show; the reading beside it in
            # which the table did carry it out (step) takes its place when they show that instead (docs/fftcg.md).
            return
        b.carry_mulligan = False
    bottom = list(ev.bottom)
    stray = [c for c in dict.fromkeys(bottom) if c not in s.hand]
    if stray:  # the card the log names that is not in the hand, rather than a count that looks right
        j.flag("fftcg.setup.mulligan-cards", N_("{player}'s mulligan names {cards}, not in {player}'s hand: all {n_hand} "
                                                "cards of the hand go to the bottom"),
               player=ev.player, cards=", ".join(map(j.L, stray)), n_hand=len(s.hand))
    elif sorted(bottom) != sorted(s.hand):
        j.flag("fftcg.setup.mulligan-cards", N_("{player}'s mulligan puts {bottom} to the bottom; all {n_hand} of the hand go"),
               player=ev.player, bottom=NP_("{n} card", "{n} cards", len(bottom)), n_hand=len(s.hand))
    if b.carry_mulligan and not stray:
        # The reading beside the engine's in which the table carried out the mulligan as recorded (step): the cards
        # it names go to the bottom and as many are drawn, the rest of the hand kept.
        b.carry_mulligan = False
        s.mulligans += 1
        for c in bottom:
            j.move(c, "deck")
        j.draw(ev.player, len(bottom))
        return
    if stray or sorted(bottom) != sorted(s.hand):
        bottom = [c for c in bottom if c in s.hand] + [c for c in s.hand if c not in bottom]
    s.mulligans += 1
    for c in bottom:
        j.move(c, "deck")
    before = set(s.hand)
    j.draw(ev.player, 5)
    s.mull_drawn = tuple(c for c in s.hand if c not in before)  # (their record may follow: _setup_draw_record)


def _draw_named(board: Board, event: CardsDrawn) -> CardsDrawn:
    """A draw line naming no card (a paper log's hidden draw, ``cards`` left out): read as the cards due, the next of
    the player's deck (the top, in a full-order log): what an effect of hers drew or draws now, else her turn's draw
    (1 in the first turn, 2 after), with a note. Her deck empty: drawn as recorded, nothing (docs/fftcg.md,
    Readings)."""
    b = board
    pid = event.player
    if board.over or pid not in [s.id for s in b.seats]:
        return event
    s = b.seat(pid)
    if not s.deck:
        return event
    mine = [c for c in b.effect_drawn if c in b.cards and b.cards[c].controller == pid and b.cards[c].zone == "hand"]
    # Where her own turn's draw is due (the next player's draw in the End phase with nothing left, or her Draw
    # phase), that is the draw a line naming no card records, not an effect's draw made earlier as it resolved.
    due = (b.phase == "end" and pid != b.active and not b.stack and not b.triggers) or (
        b.phase == "draw" and pid == b.active)
    if mine and not due:
        cards = mine
    elif b.auto_drawn and pid == b.active and b.phase not in ("setup", "draw"):
        cards = list(b.auto_drawn)
    else:
        n = resolution_draw(b, pid) or resolution_draw(b, pid, passes=0)
        if not n:
            n = 1 if b.phase == "setup" or (b.phase == "draw" and b.turn == 1 and pid == b.active) else 2
        cards = s.deck[:n]
    note(b, N_("seq {seq}: {player}'s draw names no card: taken as {value}, the cards due"), seq=event.seq,
         player=pid, value=", ".join(cards))
    b.named_draw, b.named_cards = event.seq, tuple(cards)
    b.filled_in += tuple(c for c in cards if c not in b.filled_in)
    return msgspec.structs.replace(event, cards=list(cards))


def _renamed_draw(b: Board, ev: CardsDrawn) -> None:
    """The note of a draw naming no card (``_draw_named``), its cards due taken again after what the table did
    before it (an unblocked attack's damage): the note names the cards now taken."""
    from ..messages import fresh

    tpl = N_("seq {seq}: {player}'s draw names no card: taken as {value}, the cards due")
    args = dict(seq=ev.seq, player=ev.player, value=", ".join(ev.cards))
    for i in range(len(b.note_msgs) - 1, -1, -1):
        if b.notes[i].startswith(f"seq {ev.seq}: {ev.player}'s draw names no card"):
            b.notes[i] = fill(tpl, args)
            b.note_msgs[i] = msg(tpl, **fresh(args))
            return


def _drawn(j: Judge, ev: CardsDrawn) -> None:
    b = j.board
    wrong_first = False
    pid = ev.player
    owner = _effect_draw_owner(j, ev)
    if owner is not None:
        # The draw of the other player's effect (the top of her deck) under this player's name: the name is the one
        # slip, flagged once; the draw is hers, as a summon or an ability under the wrong name is (docs/fftcg.md,
        # Readings).
        j.flag("fftcg.draw.not-top", N_("{player} drew {value} from {owner}'s deck: the log names the wrong "
                                        "player; taken as {owner}'s draw"), player=pid,
               value=", ".join(map(j.L, ev.cards)), owner=owner, read_as=owner)
        ev = msgspec.structs.replace(ev, player=owner)
        pid = owner
    if _opponent_summon_line_drawn(j, pid, ev) or _other_summon_line_misnamed(j, pid, ev):
        return
    _summon_drew_unrecorded(j, pid, ev)
    if _draw_before_resolved(j, pid, ev):
        return
    if _resolved_summon_line_misnamed(j, pid, ev):
        return
    # The draw of one auto ability waiting to go on the stack, its trigger line (and passes) left out: in any phase,
    # either player's turn (docs/fftcg.md, Readings).
    if b.phase not in ("setup", "draw") and (not b.stack or b.triggers) and (
            _trigger_drawn(j, pid, ev) or (b.phase == "end" and pid == b.active
                                           and _trigger_drawn(j, pid, ev, late=True))):
        return
    if b.phase not in ("setup", "draw") and (pid != b.active or b.phase == "end") \
            and _effect_draw_recorded(j, pid, ev):
        # An effect's draw recorded as a draw line by the other player, or in the End phase: before the readings of
        # a turn begun early, a second turn in a row or an extra draw (docs/fftcg.md, Readings).
        return
    if b.phase not in ("setup", "draw") and b.effect_seq == ev.seq - 1 and _effect_draw_misnamed(j, pid, ev):
        return
    if b.phase in ("main1", "attack", "main2") and pid != b.active:
        old, new = _drawn_split(b, pid, ev)
        if old and new and len(old) + len(new) == len(ev.cards):
            # The other player's effect draw recorded with more cards of his deck: that draw recorded, and an extra
            # draw of the rest, with the turn going on (one fault, docs/fftcg.md, Readings).
            if b.effect_seq == ev.seq - 1:
                # (Right after the event that drew, its resolution or its recorded effect: that effect's draw line
                # naming more cards than it draws, as the same line before its Resolved, _draw_before_resolved_more.)
                j.flag("fftcg.draw.count", N_("{player} drew {drawn}; {due}"), player=pid,
                       drawn=NP_("{n} card", "{n} cards", len(ev.cards)),
                       due=NP_("{n} was due", "{n} were due", len(old)))
            else:
                j.flag("fftcg.turn.not-your-turn",
                       N_("{player} drew {value} in {active}'s turn, which is not {player}'s Draw phase"),
                       player=pid, value=", ".join(map(j.L, new)), active=b.active)
            for c in old:
                b.effect_drawn.remove(c)
            for c in new:
                j.move(c, "hand")
            j.settle()
            return
    due_player = b.first if b.phase == "setup" else b.active if b.phase == "draw" else b.other(b.active)
    if pid != due_player and ev.cards and all(
            c in b.cards and b.cards[c].zone == "deck" and b.cards[c].controller == due_player for c in ev.cards):
        # The wrong player's name on the due player's draw (her deck's cards): the name is the one slip, flagged
        # once; the draw is hers, as the table made it (docs/fftcg.md, Readings).
        j.flag("fftcg.turn.not-your-turn", N_("it is {active}'s Draw phase, not {player}'s"), active=due_player, player=pid,
               read_as=due_player)
        pid = due_player
    if b.phase == "setup":
        j.begin_game()
        if pid != b.active:
            # The other player takes the first turn: flagged once, and the turn is taken as recorded (hers), so what
            # she does in it is judged in her turn, and the next turn is the other player's. Her draw is the one
            # fault too: 1 card (the first turn's) or 2 (the second player's, as the header has her) is no other.
            j.flag("fftcg.turn.not-your-turn", N_("it is {active}'s Draw phase, not {player}'s"), active=b.active, player=pid)
            b.active = pid
            wrong_first = True
    elif pid == b.active and b.phase == "end" and _end_extra_draw(b, pid, ev):
        # One card of her deck drawn in her own End phase (beside the cards an End phase ability drew, recorded): no
        # turn's draw, which is 2 cards [ref (9.2.1.3.)], but an extra draw, her turn going on (docs/fftcg.md,
        # Readings): one fault, its card drawn as recorded.
        if len(b.seat(pid).hand) <= HAND_LIMIT:
            # Her hand as the discard left it: the card drawn after it follows from this fault alone. Drawn before
            # her discard (her hand still over the limit), the discard next allows for it: judged there.
            j.check_hand()
        j.flag("fftcg.draw.count", N_("{player} already drew this turn"), player=pid)
        b.extra_draw_at = ev.seq
        for c in ev.cards:
            if c in b.effect_drawn:
                b.effect_drawn.remove(c)  # that ability's draw, recorded with it: nothing more drawn
            elif b.cards[c].zone == "deck":
                j.move(c, "hand")
        j.settle()
        return
    elif pid == b.active and b.phase == "end":
        # A second turn in a row: the player whose turn it was not begins the new turn [ref (9.5.1.5)]. Flagged
        # once; the turn is taken as recorded (its draw, its Active phase), so what follows is judged in it.
        if b.triggers or b.stack:
            left = [j.L(t.source) for t in b.triggers] + [j.L(i.source) for i in b.stack]
            j.flag("fftcg.end.new-turn-early", N_("{player}'s turn begins while the End phase still has {value} to put on the "
                                                  "stack or resolve"), player=pid, value=', '.join(left))
        j.check_hand()
        j.flag("fftcg.turn.not-your-turn", _TURN_AGAIN, player=pid, other=b.other(pid))
        j.new_turn(pid)
    elif pid != b.active:
        late: list[str] = []
        taken: tuple[list[str], str] | None = None
        # Her one pass in the End phase with nothing to resolve: her Main phase 1 pass recorded before her draw,
        # if the other player passes next (_pass).
        own_pass = b.phase == "end" and b.end_passes == [pid] and not b.triggers and not b.stack
        if b.phase != "end":
            # (One pair of passes short in Main phase 2, after a Resolved left out this turn (flagged
            # fftcg.stack.pending): that resolution's passes, left out with it, the same slip.)
            short = b.res_left == b.turn and b.phase == "main2" and not b.stack and not b.triggers and b.passes == 0 \
                and b.combat is None
            if b.passes_left != b.turn and not short:
                # (Not flagged again in a turn already flagged for its passes left out: the same slip, _attack.)
                j.flag("fftcg.turn.phase-skipped", N_("{active}'s turn ends in {phase} without both players "
                                                      "passing priority through the remaining phases"),
                       active=b.active, phase=phase_name(b.phase))
            hit = b.seat(b.other(attacking(b))) if b.combat is not None else None
            named = b.named_draw == ev.seq and hit is not None and hit.id == pid
            if b.combat is not None and b.step == "blocked" and not b.stack and not b.triggers and not (
                    not b.combat.blocked and hit is not None and hit.id == pid and hit.known_order
                    and list(ev.cards) == hit.deck[:len(ev.cards)] and not named):
                # The attack's block (or no block) declared, the passes after it left out with the rest of the turn:
                # its damage was dealt all the same (§7.2.4.4: an attack not blocked deals 1 point of damage to
                # the opponent), before the turn ended; the one fault is the passes left out (docs/fftcg.md,
                # Readings). (A full-order log whose draw is the top of the deck as it was before that damage shows
                # the table dealt none: taken as recorded. A draw naming no card shows nothing: its cards due are
                # the deck's next after the damage.)
                before = list(hit.deck) if named and hit is not None else []
                j.advance_combat()
                if named and hit is not None and hit.deck != before:
                    ev = msgspec.structs.replace(ev, cards=list(hit.deck[:len(ev.cards)]))
                    _renamed_draw(b, ev)
                    b.named_cards = tuple(ev.cards)
            if b.phase == "main2" and not b.stack and b.priority is not None:
                # The passes that end Main phase 2, recorded after the draw: their late records are those passes; her
                # End phase discard recorded just after them is that discard, her hand judged there (_discarded).
                late = [b.priority, b.other(b.priority)][:2 - b.passes]
                b.late_discard, b.late_discard_until = b.active, ev.seq + 3
                b.hand_checked = True
        elif b.stack and not b.triggers and (b.passes >= 2 or (j.resolve_all and b.passes == 0
                                                               and b.end_point == b.turn)):
            # Both players passed over the End phase's stack (or her discard followed their passes, the seed's
            # literal End phase: _discarded) and the next turn's draw follows: flagged once (the
            # turn begun early), and the Resolved lines were left out, as in the other phases (stack.pending): the
            # stack is taken as resolved, what it draws drawn, so later draws are not flagged again (docs/fftcg.md,
            # Readings).
            left = [j.L(i.source) for i in b.stack]
            j.flag("fftcg.end.new-turn-early", N_("{player}'s turn begins while the End phase still has {value} to put on the "
                                                  "stack or resolve"), player=pid, value=', '.join(left))
            # (Her discard step made, the hand judged as it left it, before what the stack draws: the hand size is
            # checked before the end of turn's stack resolves, [ref (9.5.1.2.)] before [ref (9.5.1.4.)].)
            j.check_hand()
            while b.stack:
                _take_resolved(j)
            # (What it drew is kept as an effect's draw: its draw line and Resolved recorded late, after this draw,
            # are the records of that resolution, not flagged again: docs/fftcg.md, Readings.)
            taken = (list(b.effect_drawn), b.effect_source)
        elif b.triggers or b.stack:
            left = [j.L(t.source) for t in b.triggers] + [j.L(i.source) for i in b.stack]
            j.flag("fftcg.end.new-turn-early", N_("{player}'s turn begins while the End phase still has {value} to put on the "
                                                  "stack or resolve"), player=pid, value=', '.join(left))
        if b.taken_line and b.taken and ev.seq <= b.taken_until and b.phase == "end" and not b.stack \
                and not b.triggers:
            # The End phase's stack resolved with its draw line, its Resolved recorded after this draw or not at
            # all: the draw line is the resolution, made before the turn ended; not flagged (docs/fftcg.md, Readings).
            note(b, N_("seq {seq}: {player}'s draw comes before the Resolved of {item}: its draw line is taken as its "
                       "resolution, made before the turn ended"), seq=ev.seq, player=pid, item=j.L(b.taken))
        b.taken_line = 0
        j.check_hand()
        j.new_turn()
        if taken is not None:
            b.effect_drawn, b.effect_source = taken
        b.late_passes = late
        if own_pass:
            b.pre_pass, b.pre_pass_until = pid, ev.seq + 1
    elif b.phase != "draw":
        mine = all(c in b.cards and b.cards[c].zone == "hand" and b.cards[c].controller == pid for c in ev.cards)
        if b.auto_drawn and (ev.cards == b.auto_drawn or (mine and sorted(ev.cards) == sorted(b.auto_drawn))
                             or (not b.seat(pid).known_order and len(ev.cards) == len(b.auto_drawn))):
            # The turn's draw, recorded after its first action (flagged there, the draw taken as made): that draw.
            b.auto_drawn = []
            return
        if _effect_draw_recorded(j, pid, ev):
            return
        j.flag("fftcg.draw.count", _DREW_ALREADY, player=pid)
        b.extra_draw_at = ev.seq
        if ev.cards and mine:
            return  # the draw recorded twice: the repeat draws nothing
        # A real extra draw (her deck's cards): that one fault; its cards are drawn as recorded and the turn goes
        # on in its phase, priority as it was (docs/fftcg.md, Readings).
        for c in ev.cards:
            if c in b.cards and b.cards[c].zone == "deck" and b.cards[c].controller == pid:
                j.move(c, "hand")
        j.settle()
        return
    if pid != b.active:
        j.flag("fftcg.turn.not-your-turn", N_("it is {active}'s Draw phase, not {player}'s"), active=b.active, player=pid)
    s = b.seat(pid)
    # The first turn's draw is 1 [ref (9.2.1.3.)], whoever draws it: a draw by the wrong player is that fault
    # alone (fftcg.turn.not-your-turn), not also a draw of the wrong count.
    n = 1 if b.turn == 1 else 2
    if wrong_first and len(ev.cards) == 2:
        n = 2
    _mull_hand_places(j, pid, ev)
    due = s.deck[:n]
    drawn = list(ev.cards)
    if not s.known_order:
        # A paper log: the deck order is unknown, so which card was drawn cannot be checked (docs/fftcg.md,
        # Paper-table logs): any card of the deck is taken as recorded. An id that is no card of the deck is the
        # log's slip (flagged), and the top card the table drew is taken in its place.
        spare = [c for c in s.deck if c not in drawn]
        for k, c in enumerate(drawn):
            inst = b.cards.get(c)
            if c in drawn[:k] and spare:
                # The same id named twice in one draw: the log's slip, flagged once; the table drew as many cards,
                # the second another card of the deck (which is unknown: the order is), docs/fftcg.md, Paper-table
                # logs.
                j.flag("fftcg.log.unknown-card", N_("{player}'s draw names {card} twice: the second is taken as "
                                                    "another card of the deck"), player=pid, card=j.L(c))
                drawn[k] = spare.pop(0)
                if not b.cards[drawn[k]].serial:
                    b.effect_hidden += (drawn[k],)  # (a label only, as below)
                continue
            if inst is not None and inst.zone == "deck" and inst.controller == pid:
                continue
            if inst is not None and inst.controller == pid and inst.owner == pid and not inst.serial and spare \
                    and ((inst.zone == "damage" and c in s.damage) or (
                        inst.zone == "hand" and c in b.effect_hidden and c in s.hand
                        and not all(x in s.hand for x in ev.cards))):
                # A damage card the log never named, or a card an effect drew unnamed: which card of the deck the
                # damage or the effect took is unknown, so the card the log names drawn is still in the deck, and
                # the damage or the effect took another (docs/fftcg.md, Paper-table logs: which card was drawn is
                # not checked).
                other = spare.pop(0)
                held = s.damage if inst.zone == "damage" else s.hand
                held[held.index(c)] = other
                s.deck[s.deck.index(other)] = c
                b.cards[other].zone, inst.zone = inst.zone, "deck"
                if c in b.effect_hidden:
                    b.effect_hidden = tuple(x if x != c else other for x in b.effect_hidden)
                continue
            if inst is None:
                j.flag("fftcg.log.unknown-card", N_("{card!r} is not a card of this match"), card=c)
            else:
                j.flag("fftcg.log.unknown-card", N_("{player} drew {card}, which is not in {player}'s deck (it is in "
                                                    "the {zone})"), player=pid, card=j.L(c), zone=zone_term(inst.zone))
            drawn[k] = spare.pop(0) if spare else c
            if drawn[k] != c and not b.cards[drawn[k]].serial:
                # (The card the table drew is unknown: the deck card taken in its place is a label only, so a later
                # draw line naming that card drew another of the deck in its place, as after an effect's draw: the
                # one slip is the name flagged here, no second flag: _drawn's effect_hidden.)
                b.effect_hidden += (drawn[k],)
    elif sorted(drawn[:len(due)]) != sorted(due[:len(drawn)]):  # (nothing orders the cards inside one draw)
        j.flag("fftcg.draw.not-top", N_("{player} drew {value}; the top of the deck was {value2}"), player=pid, value=', '.join(map(j.L, ev.cards)), value2=', '.join(map(j.L, due)) or term(N_('nothing')))
    if len(ev.cards) != len(due):
        if n == 1:
            j.flag("fftcg.draw.count", N_("{player} drew {drawn}; {due} (the first player draws 1 in the first turn)"),
                   player=pid, drawn=NP_("{n} card", "{n} cards", len(ev.cards)),
                   due=NP_("{n} was due", "{n} were due", len(due)))
        else:
            j.flag("fftcg.draw.count", N_("{player} drew {drawn}; {due}"), player=pid,
                   drawn=NP_("{n} card", "{n} cards", len(ev.cards)), due=NP_("{n} was due", "{n} were due", len(due)))
    for c in drawn:
        if c in b.cards and b.cards[c].zone == "deck" and b.cards[c].controller == pid:
            j.move(c, "hand")
    if len(due) < n:
        j.lose(pid, term(N_("had no card left to draw")))
    b.phase, b.step = "main1", ""
    j.to_active()
    j.queue_field(b.active, "main1")  # "at the beginning of Main phase 1" [ref (9.3.1.3.)]


def _mull_hand_places(j: Judge, pid: str, ev: CardsDrawn) -> None:
    """A paper log's first turn draw of ``pid`` (turn 1 or 2) naming a card her mulligan drew (``alice.6``-``alice.10``
    in the engine's count), those cards still hidden in her hand and the 5 it put under hidden at the bottom of her
    deck: the log calls the cards the mulligan drew by the hand's places (``alice.1``-``alice.5``, the ids of the
    cards put under) and numbers the turn's draws from ``alice.6``. Which hidden card was drawn cannot be checked in a
    paper log (§ 7.1 ④ « repioche 5 nouvelles cartes »): the ids are read the log's way, with a note; nothing
    flagged (docs/fftcg.md, Instance ids)."""
    b = j.board
    s = b.seat(pid)
    drawn = tuple(s.mull_drawn)
    if s.known_order or not s.mulligans or not drawn or b.turn > 2 or not any(c in drawn for c in ev.cards):
        return
    under = tuple(c for c in (f"{pid}.{k}" for k in range(1, len(drawn) + 1)) if c in b.cards)
    if len(under) != len(drawn) or any(c in ev.cards for c in under):
        return
    if not all(c in s.hand and is_hidden(b, c) and c not in s.setup_recorded for c in drawn):
        return
    if not all(b.cards[c].zone == "deck" and c in s.deck and is_hidden(b, c) for c in under):
        return
    for p_id, d_id in zip(under, drawn):
        s.hand[s.hand.index(d_id)] = p_id
        s.deck.remove(p_id)
        b.cards[p_id].zone, b.cards[d_id].zone = "hand", "deck"
    s.deck[:0] = list(drawn)
    s.mull_drawn = under
    note(b, N_("seq {seq}: {player} draws {card}, a card their mulligan drew in the count of the ids: the log keeps "
               "the ids of the cards the mulligan put under ({under}) for the cards it drew, and numbers the turn's "
               "draws from {first}; read so (in a paper log which hidden card was drawn cannot be checked)"),
         seq=ev.seq, player=pid, card=", ".join(c for c in ev.cards if c in drawn), under=", ".join(under),
         first=drawn[0])


def _effect_draw_owner(j: Judge, ev: CardsDrawn) -> str | None:
    """The other player, when ``ev`` names cards of her deck (the top; in a paper log, as many cards of it) that an
    effect of hers draws now: the top of the stack both players passed over (or the next of a stack resolving item
    after item), or her one auto ability waiting to go on the stack; else None (:func:`_drawn`)."""
    b = j.board
    if b.phase in ("setup", "draw") or not ev.cards or len(set(ev.cards)) != len(ev.cards) \
            or ev.player not in [s.id for s in b.seats]:
        return None
    other = b.other(ev.player)
    if not all(c in b.cards and b.cards[c].zone == "deck" and b.cards[c].controller == other for c in ev.cards):
        return None
    s = b.seat(other)
    if s.known_order and sorted(ev.cards) != sorted(s.deck[:len(ev.cards)]):
        return None
    chained = j.resolve_all and b.passes == 0
    if resolution_draw(b, other, passes=0 if chained else 2) == len(ev.cards):
        return other
    if not b.stack and _trigger_item(b, other, ev) is not None:
        return other
    return None


def resolution_draw(b: Board, pid: str, passes: int = 2) -> int:
    """How many cards the top of the stack draws for ``pid`` when both players passed over it (an effect of hers that
    draws, her deck holding them), else 0: its draw line may be written just before its ``Resolved``. ``passes``:
    how many passes it needs (0: the draw line before the passes, :func:`_draw_before_passes`)."""
    if b.phase in ("setup", "draw") or not b.stack or b.passes < passes or b.triggers:
        return 0
    item = b.stack[-1]
    # (An unmodelled item with effects: an ability recorded twice, its repeat under it (step), carried out only
    # when its draw line is recorded.)
    if item.controller != pid:
        return 0
    if not item.modelled and not item.effects:
        # (An unmodelled summon whose draw was recorded before it resolved (_recorded_early): that draw, its line
        # written after the passes as after the Resolved.)
        n = sum(_held_draw(b, h)[1] for h in item.held if _held_draw(b, h)[0] == pid) if item.kind == "summon" else 0
        return n if 0 < n <= len(b.seat(pid).deck) else 0
    j = Judge(b, None)
    n = sum(j.value(item, e, None) for e in item.effects if e.do == "draw")
    return n if 0 < n <= len(b.seat(pid).deck) else 0


def _draw_before_resolved(j: Judge, pid: str, ev: CardsDrawn) -> bool:
    """Both players passed over the top of the stack, an effect of ``pid``'s that draws, and ``ev`` names the cards it
    draws (the top of her deck; in a paper log, as many cards of it): its draw line written just before its
    ``Resolved``. The top is taken as resolved there, its draw that line (a note, as after the ``Resolved``), and
    the ``Resolved`` next is that resolution (docs/fftcg.md, Readings)."""
    b = j.board
    if not ev.cards or len(set(ev.cards)) != len(ev.cards):
        return False
    if _own_draw_line(j, pid, ev):
        # The line naming the cards the resolution just made drew is that draw's record first, not the next item's
        # draw line written early, the stack resolving on after it (docs/fftcg.md, Readings).
        return _effect_draw_recorded(j, pid, ev, at_resolution=True)
    # The End phase discard after both passed over its abilities (_discarded, the seed's literal End phase) leaves
    # them to resolve: the draw line next is the top's, as after the two passes (docs/fftcg.md, Readings).
    literal = b.phase == "end" and j.resolve_all and b.end_point == b.turn and (
        b.passes == 0 or (b.passes == 1 and b.last_pass == b.active))
    # A resolution just made (nobody passing or adding since) with the stack left: the stack resolves item after
    # item (§ 8), the top's draw line needing no passes of its own, as its Resolved does not (_resolved).
    chained = j.resolve_all and b.passes == 0 and not literal
    if b.passes < 2 and not literal and not chained:
        return _draw_before_passes(j, pid, ev)
    n = resolution_draw(b, pid, passes=0 if literal or chained else 2)
    if n == 0 and chained:
        return False
    if n == 0 and not literal:
        return _unknown_summon_line_drawn(j, pid, ev) or _unknown_summon_line_misnamed(j, pid, ev) \
            or _draw_under_top(j, pid, ev)
    if 0 < n < len(ev.cards):
        return _draw_before_resolved_more(j, pid, ev, n)
    if n != len(ev.cards):
        return False
    s = b.seat(pid)
    if s.known_order:
        if sorted(ev.cards) != sorted(s.deck[:n]):  # (nothing orders the cards inside one draw)
            if chained and _effect_draw_misnamed(j, pid, ev):
                # (Right after a resolution that drew as many for her: its own draw line misnamed, before the next
                # item's line written early and misnamed.)
                return True
            return _draw_before_resolved_misnamed(j, pid, ev, n)
    elif not all(c in b.cards and b.cards[c].zone == "deck" and b.cards[c].controller == pid for c in ev.cards):
        # (A paper log: as many cards of her deck, whichever it names: the order is unknown, docs/fftcg.md,
        # Paper-table logs.)
        return _draw_before_resolved_unknown(j, pid, ev)
    _take_line(j, ev.seq)
    return _effect_draw_recorded(j, pid, ev, at_resolution=True)


def _unknown_summon_line_drawn(j: Judge, pid: str, ev: CardsDrawn) -> bool:
    """Both players passed over her own unmodelled summon on top of the stack, known to draw (its card data's text
    says she draws: Moogle X's "Draw 1 card.", :func:`_summon_draws`), nothing recorded for it, and ``ev`` names
    the cards that draw takes: the top of her deck, as many as the text says (in a paper log, as many cards of her
    deck). That is its draw line written just before its ``Resolved``, as for a modelled effect that draws
    (:func:`_draw_before_resolved`): lawful, a note; the summon resolves there and its ``Resolved`` next is that
    resolution (docs/fftcg.md, Readings)."""
    b = j.board
    item = b.stack[-1] if b.stack else None
    if item is None or item.kind != "summon" or item.controller != pid or item.modelled or item.effects \
            or item.cancelled or item.held or b.triggers or b.passes < 2 or not ev.cards \
            or b.phase not in ("main1", "attack", "main2") or len(set(ev.cards)) != len(ev.cards):
        return False
    n = _summon_draws(b, item.source)
    return bool(n) and _summon_line_taken(j, pid, ev, len(ev.cards) if n < 0 else n, caster=True)


def _summon_line_taken(j: Judge, pid: str, ev: CardsDrawn, n: int, caster: bool) -> bool:
    """``ev``, a draw line over the unmodelled summon on top of the stack (both players passed over it), taken as
    that summon's draw of ``n`` cards from ``pid``'s deck written before its ``Resolved``, where it names them (the
    top of her deck in a known order; as many cards of her deck in a paper log): drawn, the summon resolved there,
    a note; False, nothing done, where it does not. ``caster``: the summon's controller draws (her draw kept as that
    effect's, ``Board.unknown_drawn``), else her opponent does (:func:`_opponent_summon_line_drawn`)."""
    b = j.board
    s = b.seat(pid)
    cards = b.cards
    if n != len(ev.cards) or n > len(s.deck):
        return False
    if s.known_order:
        if sorted(ev.cards) != sorted(s.deck[:n]):
            return False
    elif not all(c in cards and cards[c].zone == "deck" and cards[c].controller == pid for c in ev.cards):
        return False
    source = b.stack[-1].source
    _take_resolved(j)
    for c in ev.cards:
        j.move(c, "hand")
    if caster:
        b.unknown_drawn = (source, len(ev.cards))
    note(b, N_("seq {seq}: {player}'s CardsDrawn is taken as the draw of {card}'s effect ({cards}), which its text "
               "says it makes, written before its Resolved"), seq=ev.seq, player=pid, card=j.L(source),
         cards=", ".join(map(j.L, ev.cards)))
    j.settle()
    return True


def _summon_drew(j: Judge, pid: str, ev: CardsDrawn, source: str, cards: list[str],
                 count: int | None = None) -> None:
    """An unmodelled summon ``source``'s draw the log does not record (or records under the wrong names), taken as
    drawing ``cards`` into ``pid``'s hand: moved there, kept as that effect's draw (``Board.unknown_drawn``: ``count``
    cards, ``len(cards)`` by default) for her later draws, and a note says so."""
    b = j.board
    for c in cards:
        j.move(c, "hand")
    b.unknown_drawn = (source, len(cards) if count is None else count)
    note(b, N_("seq {seq}: {player}'s CardsDrawn is taken as the draw of {card}'s effect ({cards}), which the log "
               "does not record"), seq=ev.seq, player=pid, card=j.L(source), cards=", ".join(map(j.L, cards)))


def _summon_line_read(j: Judge, pid: str, ev: CardsDrawn, source: str) -> tuple[int, list[str]] | None:
    """A draw line ``ev`` naming cards of ``pid``'s out of her deck (her hand, her Break Zone), with or without
    cards of her deck, over (or right after) her unmodelled summon ``source``: ``(n, top)``, the cards the summon's
    text says it draws (0: not known to draw) and the top of her deck the line should have named; None where the
    line names anything else (not read so). Not known to draw, the line is flagged here (one
    ``fftcg.draw.not-top``) and what it names of her deck is drawn, an extra draw (:func:`_unknown_summon_line_misnamed`,
    :func:`_resolved_summon_line_misnamed`)."""
    b = j.board
    s = b.seat(pid)
    cards = b.cards
    out = [c for c in ev.cards if c in cards and cards[c].owner == pid and cards[c].zone in ("hand", "break")]
    deck = [c for c in ev.cards if c in cards and cards[c].controller == pid and cards[c].zone == "deck"]
    if not out or len(out) + len(deck) != len(ev.cards):
        return None
    n = _summon_draws(b, source)
    top = list(s.deck[:n if n > 0 else len(ev.cards)])
    if not n:
        j.flag("fftcg.draw.not-top", N_("{player} drew {value}, which is not in {player}'s deck: a draw takes the "
                                        "top of the deck ({value2}); {card} is not known to draw, so the line draws "
                                        "nothing from there"), player=pid, value=", ".join(map(j.L, out)),
               value2=", ".join(map(j.L, top)), card=j.L(source))
        for c in deck:
            j.move(c, "hand")
    return n, top


def _unknown_summon_line_misnamed(j: Judge, pid: str, ev: CardsDrawn) -> bool:
    """Both players passed over her own unmodelled summon on top of the stack, nothing recorded for it, and ``ev``
    names cards of hers out of her deck (in her hand, her Break Zone; a known order), with or without cards of her
    deck: no draw takes a card from there, the one fault (``fftcg.draw.not-top``). Where the summon is known to draw
    (its card data's text says so, :func:`_summon_draws`), the line is its draw written before its ``Resolved``
    naming the wrong cards, as the same line naming cards of her deck not on top is (:func:`_drew_top`): the summon
    resolves there, drawing the top (as many as its text says, else as the line names), a note; its ``Resolved``
    next is that resolution, and her later draws are judged from the cards after the top. Not known to draw, the
    line is an extra draw of what it names of her deck (none: nothing drawn), the summon still on the stack to
    resolve at its ``Resolved`` (docs/fftcg.md, Readings)."""
    b = j.board
    s = b.seat(pid)
    item = b.stack[-1] if b.stack else None
    if item is None or item.kind != "summon" or item.controller != pid or item.modelled or item.effects \
            or item.cancelled or item.held or b.triggers or b.passes < 2 or not s.known_order \
            or len(ev.cards) > len(s.deck) or b.phase not in ("main1", "attack", "main2") \
            or len(set(ev.cards)) != len(ev.cards):
        return False
    source = item.source
    read = _summon_line_read(j, pid, ev, source)
    if read is None:
        return False
    n, top = read
    if not n:
        j.settle()
        return True
    j.flag("fftcg.draw.not-top", N_("{player} drew {value}; the top of the deck was {value2}"), player=pid,
           value=", ".join(map(j.L, ev.cards)), value2=", ".join(map(j.L, top)))
    _take_resolved(j)
    _summon_drew(j, pid, ev, source, top)
    j.settle()
    return True


def _summon_line_seen(board: Board, event: CardsDrawn) -> None:
    """A draw line of her own over (or right after) her unmodelled summon, whatever reading takes it, stands for its
    draw: no unrecorded draw is kept for it (``Board.summon_lined``, ``Board.summon_top``), on every reading."""
    for b in _boards(board):
        if b.stack and b.stack[-1].controller == event.player and b.stack[-1].kind == "summon" \
                and not b.stack[-1].modelled:
            b.summon_lined = b.stack[-1].source
        if b.summon_top[0] == event.player and event.seq <= b.summon_top[2] + 1:
            b.summon_top = ("", "", 0, ())


def _summon_drew_unrecorded(j: Judge, pid: str, ev: CardsDrawn) -> None:
    """Her own unmodelled summon known to draw (Moogle X's "Draw 1 card.") resolved with no draw line
    (``Board.summon_top``), and her next draw, written later, names the cards of her deck after the top it took
    (the top left out): that summon drew the top then, as its text says, a note, not a draw skipping the top; her
    draw is judged from the cards after it (docs/fftcg.md, Readings)."""
    b = j.board
    owner, source, seq, top = b.summon_top
    if owner != pid:
        return
    b.summon_top = ("", "", 0, ())
    s = b.seat(pid)
    k = len(top)
    if ev.seq <= seq + 1 or not s.known_order or tuple(s.deck[:k]) != top or any(c in top for c in ev.cards) \
            or sorted(ev.cards) != sorted(s.deck[k:k + len(ev.cards)]):
        return
    for c in top:
        j.move(c, "hand")
    note(b, N_("seq {seq}: {player}'s draw names the cards after {cards}: {card}'s effect, which its text says draws, "
               "drew {cards} as it resolved at seq {at}, which the log does not record"),
         seq=ev.seq, player=pid, card=j.L(source), cards=", ".join(map(j.L, top)), at=seq)


_OPPONENT_DRAW_TEXT = re.compile(r"\b(?:your\s+opponent\s+draws|votre\s+adversaire\s+pioche)\s+"
                                 r"(\d+|a|an|one|two|three|une?|deux|trois)\s+(?:cards?|cartes?)\b", re.I)


def _opponent_summon_line_drawn(j: Judge, pid: str, ev: CardsDrawn) -> bool:
    """Both players passed over the other player's unmodelled summon on top of the stack whose card data's text says
    her opponent draws ("Your opponent draws 1 card.", « Votre adversaire pioche 1 carte »), nothing recorded for it,
    and ``ev`` names the cards that draw takes from ``pid``'s deck (its top, as many as the text says; in a paper
    log, as many cards of his deck): that summon's draw written before its ``Resolved``, lawful, a note; the summon
    resolves there, its ``Resolved`` next that resolution (docs/fftcg.md, Readings)."""
    b = j.board
    item = b.stack[-1] if b.stack else None
    if item is None or item.kind != "summon" or item.controller == pid or item.modelled or item.effects \
            or item.cancelled or item.held or b.triggers or b.passes < 2 or not ev.cards \
            or b.phase not in ("main1", "attack", "main2") or len(set(ev.cards)) != len(ev.cards) \
            or pid not in [x.id for x in b.seats]:
        return False
    m = _OPPONENT_DRAW_TEXT.search(b.card_def(item.source).text or "")
    if m is None:
        return False
    word = m.group(1).lower()
    return _summon_line_taken(j, pid, ev, int(word) if word.isdigit() else _NUMBER_WORDS.get(word, 0), caster=False)


def _other_summon_line_misnamed(j: Judge, pid: str, ev: CardsDrawn) -> bool:
    """Both players passed over the other player's unmodelled summon on top of the stack, known to draw (its card
    data's text, :func:`_summon_draws`), nothing recorded for it, and ``ev`` names cards of ``pid``'s own out of his
    deck (his hand, his Break Zone): no draw takes them, and the line stands where that summon's draw line is due:
    it is that draw recorded under the wrong player, naming the wrong cards, the one fault
    (``fftcg.draw.not-top``); the summon resolves there drawing the top of its controller's deck, a note, its
    ``Resolved`` next that resolution (docs/fftcg.md, Readings)."""
    b = j.board
    cards = b.cards
    item = b.stack[-1] if b.stack else None
    if item is None or item.kind != "summon" or item.controller == pid or item.modelled or item.effects \
            or item.cancelled or item.held or b.triggers or b.passes < 2 or not ev.cards \
            or b.phase not in ("main1", "attack", "main2") or len(set(ev.cards)) != len(ev.cards) \
            or pid not in [x.id for x in b.seats]:
        return False
    if not all(c in cards and cards[c].owner == pid and cards[c].zone in ("hand", "break") for c in ev.cards):
        return False
    n = _summon_draws(b, item.source)
    owner = b.seat(item.controller)
    if not n or not owner.known_order or (n if n > 0 else len(ev.cards)) > len(owner.deck):
        return False
    top = list(owner.deck[:n if n > 0 else len(ev.cards)])
    source = item.source
    j.flag("fftcg.draw.not-top", N_("{player} drew {value}, which is not in {player}'s deck, where the draw of "
                                    "{card}'s effect was due for {owner}: taken as that draw, the log naming the "
                                    "wrong player and cards ({owner}'s top of the deck was {value2})"),
           player=pid, value=", ".join(map(j.L, ev.cards)), card=j.L(source), owner=owner.id,
           value2=", ".join(map(j.L, top)), read_as=owner.id)
    _take_resolved(j)
    _summon_drew(j, pid, ev, source, top)
    j.settle()
    return True


def _resolved_summon_line_misnamed(j: Judge, pid: str, ev: CardsDrawn) -> bool:
    """Right after the ``Resolved`` of her own unmodelled summon in the other player's turn, nothing recorded for it,
    ``ev`` names cards of hers out of her deck (in her hand, her Break Zone; a known order), with or without cards of
    her deck: the line written after the ``Resolved``, read as :func:`_unknown_summon_line_misnamed` reads it before
    (one ``fftcg.draw.not-top``; known to draw, that summon drew the top, a note; else what it names of her deck is
    an extra draw), never her turn begun (docs/fftcg.md, Readings)."""
    b = j.board
    s = b.seat(pid)
    cards = b.cards
    source, seq, controller = b.unknown_summon
    if not source or seq != ev.seq - 1 or controller != pid or pid == b.active or b.stack or b.triggers \
            or not s.known_order or len(ev.cards) > len(s.deck) or b.phase not in ("main1", "attack", "main2") \
            or len(set(ev.cards)) != len(ev.cards) or source not in cards:
        return False
    read = _summon_line_read(j, pid, ev, source)
    if read is None:
        return False
    n, top = read
    if n:
        j.flag("fftcg.draw.not-top", N_("{player} drew {value}; the top of the deck was {value2}"), player=pid,
               value=", ".join(map(j.L, ev.cards)), value2=", ".join(map(j.L, top)))
        _summon_drew(j, pid, ev, source, top)
    j.settle()
    return True


#: The caster's own draw in a summon's text: a sentence that is the order to draw ("Draw 1 card.", « Piochez 1
#: carte. »), or says "you draw" (« vous piochez »). "Your opponent draws 1 card." and "cannot draw" are not the
#: caster drawing (docs/fftcg.md, Readings).
_DRAW_TEXT = re.compile(r"(?:^|[.!:;»«]\s*)(?:draw|piochez)\b(?:\s+(\d+|a|an|one|two|three|une?|deux|trois)\s+"
                        r"(?:cards?|cartes?)\b)?"
                        r"|\b(?:you|vous)\s+(?:may\s+|pouvez\s+)?(?:draw|piochez|piocher)\b(?!\s+(?:no|aucune)\b)"
                        r"(?:\s+(\d+|a|an|one|two|three|une?|deux|trois)\s+(?:cards?|cartes?)\b)?", re.I)
_NUMBER_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "un": 1, "une": 1, "deux": 2, "trois": 3}


def _summon_draws(board: Board, iid: str) -> int:
    """Whether an unmodelled summon is known to draw for its caster: its card data's text says the caster draws
    ("Draw 1 card.", « Piochez 1 carte. », "you draw"): how many cards (-1 where the text gives no number), else 0.
    Its text left out, saying no draw ("Deal 1 point of damage to your opponent."), or another player's draw or
    none ("Your opponent draws 1 card.", "cannot draw"), a draw line of the caster's over it is not its draw
    (docs/fftcg.md, Readings)."""
    m = _DRAW_TEXT.search((board.card_def(iid).text or "").strip())
    if m is None:
        return 0
    word = (m.group(1) or m.group(2) or "").lower()
    return int(word) if word.isdigit() else _NUMBER_WORDS.get(word, -1)


def _own_draw_line(j: Judge, pid: str, ev: CardsDrawn) -> bool:
    """Whether ``ev``, right after a resolution (nobody passing or adding since, the stack resolving on), names the
    very cards that resolution drew for ``pid`` (still in her hand): its own draw line, « a ``CardsDrawn`` line right
    after it, naming the cards, is that draw's record », before any reading of it as the next item's line."""
    b = j.board
    if not (j.resolve_all and b.passes == 0 and b.stack and b.effect_seq == ev.seq - 1):
        return False
    cards = b.cards
    drawn = [c for c in b.effect_drawn if c in cards and cards[c].zone == "hand" and cards[c].controller == pid]
    return bool(drawn) and sorted(drawn) == sorted(ev.cards)


def _draw_under_top(j: Judge, pid: str, ev: CardsDrawn) -> bool:
    """Both players passed over the top of the stack, which draws nothing for ``pid``, and ``ev`` names what the
    nearest item of hers under it that only draws draws (the top of her deck; in a paper log, as many cards of it):
    that item resolved first, out of order, the one fault (``fftcg.stack.lifo``), its draw this line; the
    ``Resolved`` next is that resolution's record, the top stays on the stack, its passes and Resolved to come
    (docs/fftcg.md, Readings)."""
    b = j.board
    if len(b.stack) < 2 or b.triggers or b.passes < 2:
        return False
    s = b.seat(pid)
    k = next((k for k in range(len(b.stack) - 2, -1, -1) if b.stack[k].controller == pid
              and b.stack[k].modelled and any(e.do == "draw" for e in b.stack[k].effects)), -1)
    if k < 0:
        return False
    item = b.stack[k]
    if not all(e.do == "draw" and e.target not in TARGETED for e in item.effects):
        return False
    n = sum(j.value(item, e, None) for e in item.effects)
    if n != len(ev.cards) or n > len(s.deck):
        return False
    if s.known_order:
        if sorted(ev.cards) != sorted(s.deck[:n]):
            return False
    elif not all(c in b.cards and b.cards[c].zone == "deck" and b.cards[c].controller == pid for c in ev.cards):
        return False
    j.flag("fftcg.stack.lifo", N_("{item} resolves before {source}, which was put on the stack after it: the "
                                  "stack resolves last in, first out"), item=j.L(item.source),
           source=j.L(b.stack[-1].source))
    if b.phase == "end" and _end_pass(b):
        j.check_hand()  # judged as the End phase's stack resolves (_step)
    del b.stack[k]
    if b.combat is not None and k < b.combat.under:
        b.combat.under -= 1
    _named_at_resolution(j, item)
    _run_held(j, item)
    j.run_effects(item, [], None)
    j.to_active()
    j.after_resolution = True
    b.taken, b.taken_until, b.taken_item, b.taken_line = item.source, ev.seq + 3, item, ev.seq
    if not _effect_draw_recorded(j, pid, ev, at_resolution=True):
        j.settle()
    if b.phase == "end":
        j.settle()
        j.end_cleanup()
    return True


def _trigger_item(b: Board, pid: str, ev: CardsDrawn, late: bool = False) -> tuple[Any, Item] | None:
    """The one auto ability of ``pid``'s waiting to go on the stack (``late``: left off already, ``b.late``) and the
    item it makes, when ``ev`` names what it draws (the top of her deck; in a paper log, as many cards of it), else
    None (:func:`_trigger_drawn`)."""
    pending = [t for t in b.late if t.controller == pid] if late else b.triggers
    if late and (b.triggers or not b.end_passes):
        return None
    if len(pending) != 1 or pending[0].controller != pid or not ev.cards \
            or len(set(ev.cards)) != len(ev.cards):
        return None
    t = pending[0]
    if t.source not in b.cards or not b.cards[t.source].serial or b.cards[t.source].serial not in b.defs:
        return None
    d = b.card_def(t.source)
    if not d.modelled or not 0 <= t.ability < len(d.abilities):
        return None
    ab = d.abilities[t.ability]
    if any(e.target in TARGETED for e in ab.effects):
        return None
    item = Item(kind="auto", source=t.source, controller=pid, effects=list(ab.effects))
    n = sum(Judge(b, None).value(item, e, None) for e in ab.effects if e.do == "draw")
    s = b.seat(pid)
    if n != len(ev.cards) or n > len(s.deck):
        return None
    if s.known_order:
        if sorted(ev.cards) != sorted(s.deck[:n]):  # (nothing orders the cards inside one draw)
            return None
    elif not all(c in b.cards and b.cards[c].zone == "deck" and b.cards[c].controller == pid for c in ev.cards):
        return None
    return t, item


def _trigger_drawn(j: Judge, pid: str, ev: CardsDrawn, late: bool = False) -> bool:
    """The stack empty (in a Main phase, the attack phase or the End phase, her turn or the other player's), one auto
    ability of ``pid``'s waiting to go on the stack and ``ev`` naming what it draws (the top of her deck; in a paper log, as many cards of it): its
    ``AutoTriggered`` line (and passes) left out, the one fault (``fftcg.auto.pending``); the draw line is its
    resolution, the ``Resolved`` next that resolution's record (docs/fftcg.md, Readings). ``late``: the ability left
    off already (flagged then, ``b.late``, triggered with another whose line the log has, put on the stack under it):
    the draw line, after the other's resolution and the passes, is its resolution, not flagged again."""
    b = j.board
    found = _trigger_item(b, pid, ev, late)
    if found is None:
        return False
    t, item = found
    if late:
        b.late.remove(t)
        b.end_passes = []  # (the passes over it)
    else:
        j.flag("fftcg.auto.pending", N_("the auto ability of {names} was not put on the stack before {event}"),
               names=j.L(t.source), event=type(ev).__name__, by=pid)
        b.triggers.clear()
    b.stack.append(item)
    if b.phase == "end" and _end_pass(b):
        j.check_hand()  # judged as the End phase's stack resolves (_step)
    _take_resolved(j)
    b.taken_line = ev.seq
    if not _effect_draw_recorded(j, pid, ev, at_resolution=True):
        j.settle()
    return True


def _draw_before_resolved_more(j: Judge, pid: str, ev: CardsDrawn, n: int) -> bool:
    """:func:`_draw_before_resolved` with more cards than the effect draws: the first ``n`` (the top of her deck; in a
    paper log, cards of it) its draw, and the rest an extra draw of her deck's next cards, one fault, as the same line
    after the ``Resolved`` is (docs/fftcg.md, Readings)."""
    b = j.board
    s = b.seat(pid)
    cards = b.cards
    if not all(c in cards and cards[c].zone == "deck" and cards[c].controller == pid for c in ev.cards):
        return False
    if s.known_order and sorted(ev.cards[:n]) != sorted(s.deck[:n]):
        return False
    if b.phase == "end" and _end_pass(b):
        j.check_hand()  # judged as the End phase's stack resolves (_step)
    _take_resolved(j)
    if not _effect_draw_recorded(j, pid, msgspec.structs.replace(ev, cards=list(ev.cards[:n])), at_resolution=True):
        return False
    # (The draw of an effect, in either player's turn: as many cards as it draws were due, not "already drew".)
    j.flag("fftcg.draw.count", N_("{player} drew {drawn}; {due}"), player=pid,
           drawn=NP_("{n} card", "{n} cards", len(ev.cards)), due=NP_("{n} was due", "{n} were due", n))
    for c in ev.cards[n:]:
        if cards[c].zone == "deck":
            j.move(c, "hand")
    j.settle()
    return True


def _draw_before_passes(j: Judge, pid: str, ev: CardsDrawn) -> bool:
    """The draw line of the stack's top (an effect of ``pid``'s that draws, the top of her deck; in a paper log, as
    many cards of it) before both players passed over it: it resolved before both passed, the one fault
    (``fftcg.stack.resolve-early``), taken as resolved there, its draw that line; the passes and ``Resolved`` recorded
    after it are that resolution's (docs/fftcg.md, Readings)."""
    b = j.board
    n = resolution_draw(b, pid, passes=0)
    # Her own unmodelled summon just cast, no effect of it recorded (its text unknown), nobody having passed or added
    # since: the line is read as its draw recorded early, as many cards as it names (still the one fault: its
    # resolution before the passes), not as her turn begun or an extra draw (docs/fftcg.md, Readings).
    unknown = n == 0 and _unknown_summon_top(b, pid) and len(ev.cards) <= len(b.seat(pid).deck)
    if unknown:
        n = len(ev.cards)
    s = b.seat(pid)
    if n != len(ev.cards) or b.priority is None:
        return False
    misnamed = False
    if s.known_order:
        if sorted(ev.cards) != sorted(s.deck[:n]):  # (nothing orders the cards inside one draw)
            # Other cards of her deck than its top, as many as it draws: the line names them wrong, a second fault
            # of its own (``fftcg.draw.not-top``, as the same line after the passes is, _draw_before_resolved_misnamed);
            # the effect draws the top as the table did, so her later draws are not flagged again.
            if len(set(ev.cards)) != len(ev.cards) or not all(
                    c in b.cards and b.cards[c].zone == "deck" and b.cards[c].controller == pid for c in ev.cards):
                return False
            misnamed = True
    elif not all(c in b.cards and b.cards[c].zone == "deck" and b.cards[c].controller == pid
                 and _position(c) <= max(map(_position, s.deck[:n])) for c in ev.cards):
        return False
    j.flag("fftcg.stack.resolve-early", N_("{item} resolves before both players passed priority in succession"),
           item=j.L(b.stack[-1].source))
    top = list(s.deck[:n])
    if misnamed:
        j.flag("fftcg.draw.not-top", N_("{player} drew {value}; the top of the deck was {value2}"), player=pid,
               value=", ".join(map(j.L, ev.cards)), value2=", ".join(map(j.L, top)))
    if b.phase == "end" and _end_pass(b) and len(s.hand) <= HAND_LIMIT:
        j.check_hand()
    _take_resolved(j)
    b.taken_until = ev.seq + 4  # (its passes, if they follow, then its Resolved)
    # (As after any resolution, the passes that follow may come in either order: the other player's first too.)
    b.after_resolution = True
    if misnamed and not unknown:
        for c in top:
            if c in b.effect_drawn:
                b.effect_drawn.remove(c)  # that draw recorded (under the wrong names): nothing more drawn
        j.settle()
        return True
    if unknown:
        source = b.taken
        _summon_drew(j, pid, ev, source, top if misnamed else ev.cards, len(ev.cards))
        j.settle()
        return True
    return _effect_draw_recorded(j, pid, ev)


def _unknown_summon_top(b: Board, pid: str) -> bool:
    """Whether the stack's top is ``pid``'s own summon, not modelled, with no effect recorded for it, just cast:
    nobody passed over it and the stack is not resolving (:func:`_draw_before_passes`)."""
    if not b.stack or b.passes or b.triggers or b.resolve_all or b.after_resolution \
            or b.phase not in ("main1", "attack", "main2"):
        return False
    item = b.stack[-1]
    return item.kind == "summon" and item.controller == pid and not item.modelled and not item.effects \
        and not item.cancelled


def _draw_before_resolved_misnamed(j: Judge, pid: str, ev: CardsDrawn, n: int) -> bool:
    """:func:`_draw_before_resolved` naming other cards of her deck than its top (a known order), as many as the effect
    draws: the line names them wrong, the one fault (``fftcg.draw.not-top``); the effect draws the top as the table
    did, so her later draws are not flagged again (docs/fftcg.md, Readings)."""
    b = j.board
    s = b.seat(pid)
    cards = b.cards
    # (A card of hers out of the deck, in her hand or Break Zone, or one of the other player's deck named too: the
    # same slip of the line, the effect drawing the top all the same.)
    if not all(c in cards and (cards[c].owner == pid or cards[c].zone == "deck")
               and (cards[c].zone != "deck" or cards[c].controller == pid or cards[c].owner != pid)
               for c in ev.cards):
        return False
    top = s.deck[:n]
    j.flag("fftcg.draw.not-top", N_("{player} drew {value}; the top of the deck was {value2}"), player=pid,
           value=", ".join(map(j.L, ev.cards)), value2=", ".join(map(j.L, top)))
    if b.phase == "end" and _end_pass(b):
        j.check_hand()  # judged as the End phase's stack resolves (_step)
    _take_resolved(j)
    for c in top:
        if c in b.effect_drawn:
            b.effect_drawn.remove(c)  # that draw recorded (under the wrong names): nothing more drawn
    j.settle()
    return True


def _draw_before_resolved_unknown(j: Judge, pid: str, ev: CardsDrawn) -> bool:
    """:func:`_draw_before_resolved` in a paper log, naming as many cards as the effect draws, some of hers not in her
    deck (in her hand, her Break Zone): the log's slip, the one fault (``fftcg.log.unknown-card``, as at a turn's
    draw); the effect draws as the table did, cards of her deck (docs/fftcg.md, Paper-table logs)."""
    b = j.board
    cards = b.cards
    if not all(c in cards and (cards[c].owner == pid or cards[c].zone == "deck")
               and (cards[c].zone != "deck" or cards[c].controller == pid or cards[c].owner != pid)
               for c in ev.cards):
        return False
    named = [c for c in ev.cards if cards[c].zone == "deck" and cards[c].controller == pid]
    for c in ev.cards:
        if c not in named:
            j.flag("fftcg.log.unknown-card", N_("{player} drew {card}, which is not in {player}'s deck (it is in "
                                                "the {zone})"), player=pid, card=j.L(c), zone=zone_term(cards[c].zone))
    _take_line(j, ev.seq)
    drawn = [c for c in b.effect_drawn if c in cards and cards[c].zone == "hand" and cards[c].controller == pid]
    rest = [c for c in drawn if c not in named][:len(ev.cards) - len(named)]
    if not _effect_draw_recorded(j, pid, msgspec.structs.replace(ev, cards=named + rest), at_resolution=True):
        j.settle()
    return True


def _end_extra_draw(b: Board, pid: str, ev: CardsDrawn) -> bool:
    """Whether ``ev``, a draw of the player whose turn it is in her End phase (something left to put on the stack or
    resolve or not), is one card of her deck (beside any an End phase ability drew, still in her hand): an extra
    draw, not a second turn in a row, whose draw is 2 cards (:func:`_drawn`)."""
    old, new = _drawn_split(b, pid, ev)
    return len(new) == 1 and len(new) + len(old) == len(ev.cards)


def _drawn_split(b: Board, pid: str, ev: CardsDrawn) -> tuple[list[str], list[str]]:
    """The cards ``ev`` names that an effect drew for ``pid`` this turn (still in her hand), and those of her deck."""
    cards = b.cards
    if not ev.cards or len(set(ev.cards)) != len(ev.cards):
        return [], []
    new = [c for c in ev.cards if c in cards and cards[c].zone == "deck" and cards[c].controller == pid]
    old = [c for c in ev.cards if c in b.effect_drawn and c in cards and cards[c].zone == "hand"
           and cards[c].controller == pid]
    return old, new


def _effect_draw_fits(b: Board, pid: str, ev: CardsDrawn, at_resolution: bool = False) -> bool:
    """Whether ``ev`` names cards an effect drew for ``pid`` this turn (:func:`_effect_draw_recorded`;
    ``at_resolution``: the draw line of the resolution just taken, which in a paper log may name any cards of her
    deck)."""
    cards = b.cards
    drawn = [c for c in b.effect_drawn if c in cards and cards[c].zone == "hand" and cards[c].controller == pid]
    if not ev.cards or not drawn or len(set(ev.cards)) != len(ev.cards) or len(ev.cards) > len(drawn):
        return False
    # In a paper log it may name other cards of her deck (the order unknown), but not where her own draw is due
    # (the next player's draw in the End phase with nothing left): that is the draw it names.
    paper = not b.seat(pid).known_order and not (
        b.phase == "end" and pid != b.active and not b.stack and not b.triggers)
    # (Ids keep their positions in a paper log too: one after every card the effect drew is a further card, the
    # log numbering that draw apart; one before it, the log numbering its draws without a hidden card.)
    last = max(_position(c) for c in drawn)
    return all(c in drawn or (paper and c in cards and cards[c].zone == "deck" and cards[c].controller == pid
                              and (at_resolution or _position(c) <= last))
               for c in ev.cards)


def _position(iid: str) -> int:
    """The place ``iid`` (``<player>.<n>``) has in its player's initial order (docs/fftcg.md, Instance ids)."""
    tail = iid.rpartition(".")[2]
    return int(tail) if tail.isdigit() else 0


def _misnamed_draw(b: Board, pid: str, ev: Any) -> list[str]:
    """The cards an effect just drew for ``pid`` (the event before ``ev`` drew them) in the other player's turn where
    ``ev`` names as many other cards of her deck (a known order), else []: _effect_draw_misnamed."""
    cards = b.cards
    # (In the other player's main or attack phase, where the line would read as her turn begun or an extra draw;
    # in her own turn or an End phase an extra card drawn there stays the extra draw it reads as.)
    if type(ev) is not CardsDrawn or b.effect_seq != ev.seq - 1 or b.phase not in ("main1", "attack", "main2") \
            or not b.seat(pid).known_order:
        return []
    drawn = [c for c in b.effect_drawn if c in cards and cards[c].zone == "hand" and cards[c].controller == pid]
    if not drawn or len(ev.cards) != len(drawn) or len(set(ev.cards)) != len(ev.cards) \
            or not all(c in cards and cards[c].zone == "deck" and cards[c].controller == pid for c in ev.cards):
        return []
    return drawn


def _effect_draw_misnamed(j: Judge, pid: str, ev: CardsDrawn) -> bool:
    """``ev``, right after the event that drew (an effect's resolution or its recorded draw), naming as many other
    cards of her deck (a known order) as the effect drew for ``pid``: its draw line naming the wrong cards, the one
    fault ``fftcg.draw.not-top``, as the same line before the ``Resolved`` (_draw_before_resolved_misnamed); the
    effect drew the top as the table did, nothing more drawn (beside it, the table drew the cards named, step)."""
    b = j.board
    drawn = _misnamed_draw(b, pid, ev)
    if not drawn:
        return False
    j.flag("fftcg.draw.not-top", N_("{player} drew {value}; the top of the deck was {value2}"), player=pid,
           value=", ".join(map(j.L, ev.cards)), value2=", ".join(map(j.L, drawn)))
    for c in drawn:
        b.effect_drawn.remove(c)  # (that draw recorded, under the wrong names: nothing more drawn)
    _keep_chain(j, ev)
    return True


def _keep_chain(j: Judge, ev: CardsDrawn) -> None:
    """``ev``, the draw line of the resolution just made (right after it, nobody passing or adding since, the stack
    not empty): a record, no decision, as an ``EffectRecorded`` is not; the stack resolves on item after item (§ 8),
    the next ``Resolved`` needing no passes of its own."""
    b = j.board
    if j.resolve_all and b.effect_seq == ev.seq - 1 and b.stack and b.passes == 0:
        b.resolve_all = True
        b.after_resolution = b.after_resolution or j.after_resolution


def _effect_draw_recorded(j: Judge, pid: str, ev: CardsDrawn, at_resolution: bool = False) -> bool:
    """A ``CardsDrawn`` naming cards an effect drew for the player this turn (still in her hand; in a paper log, as
    many cards of her deck, the order unknown): that effect's draw, recorded as a draw line (as Force of Will and
    Chrono Clash read it), whoever drew it (the defender's EX Burst, the other player's summon, an End phase
    ability's draw). A note; nothing more is drawn (docs/fftcg.md, Readings)."""
    b = j.board
    cards = b.cards
    if not _effect_draw_fits(b, pid, ev, at_resolution):
        return False
    drawn = [c for c in b.effect_drawn if c in cards and cards[c].zone == "hand" and cards[c].controller == pid]
    spare = [c for c in drawn if c not in ev.cards]
    for c in ev.cards:
        if c not in drawn:  # a paper log: the card the effect drew is the one the log names (the order is unknown)
            j.move(spare.pop(), "deck", top=True)
            j.move(c, "hand")
            b.effect_drawn.append(c)
    for c in ev.cards:
        b.effect_drawn.remove(c)
    _keep_chain(j, ev)
    source = b.effect_source
    if source:
        note(b, N_("seq {seq}: {player}'s CardsDrawn records the draw of {card}'s effect ({cards}), made as it resolved: "
                   "nothing more is drawn"), seq=ev.seq, player=pid, card=j.L(source), cards=", ".join(map(j.L, ev.cards)))
    else:
        note(b, N_("seq {seq}: {player}'s CardsDrawn records the draw of a recorded effect ({cards}), made already: "
                   "nothing more is drawn"), seq=ev.seq, player=pid, cards=", ".join(map(j.L, ev.cards)))
    return True


def _in_hand(j: Judge, pid: str, iid: str, what: Text) -> bool:
    b = j.board
    j.hand_not_damage(pid, iid)
    inst = b.cards.get(iid)
    owed = b.search_owed
    if owed is not None and inst is not None and inst.zone == "deck" and inst.owner == pid == owed.controller \
            and j.event.seq <= b.search_until and inst.serial in b.defs \
            and any(e.do == "search" and _matches(b.defs[inst.serial], e.filter) for e in owed.effects):
        # A Search taken as resolved without its Resolved line (flagged then): the matching card of the deck the
        # log plays next is its find, gone to the hand then (docs/fftcg.md, Readings).
        b.search_owed = None
        j.move(iid, "hand")
        inst = b.cards.get(iid)
    if inst is not None and inst.zone == "deck" and inst.controller == pid and b.seat(pid).known_order:
        _late_draw(j, pid, iid)
        inst = b.cards.get(iid)
    elif inst is not None and inst.zone == "deck" and inst.controller == pid and b.seat(pid).hand_unsure:
        # A paper log's card of her deck, after an effect the log never named resolved (flagged then): that effect
        # may have drawn it, so it is taken as drawn by it, not flagged again (docs/fftcg.md, Paper-table logs).
        j.move(iid, "hand")
    if inst is None:
        j.flag("fftcg.play.not-in-hand", N_("{card!r} is not a card of this match"), card=iid)
        return False
    if inst.zone != "hand" or inst.controller != pid:
        j.flag("fftcg.play.not-in-hand", N_("{player} {what} {card}, which is not in {player}'s hand (it is in the {zone})"), player=pid, what=what, card=j.L(iid), zone=zone_term(inst.zone))
        return inst.zone not in ("field", "stack")
    return True


def _left_off_draw(b: Board) -> Item | None:
    """The item of the one auto ability waiting to go on the stack when it is a draw ability the engine models, its
    effects untargeted (Terra's "enters: draw 1", Mime's), that can draw (:func:`step`); else None. In a paper log
    too (qa35c): there the card it drew played later, or the End phase's hand count, decides."""
    if len(b.triggers) != 1:
        return None
    t = b.triggers[0]
    inst = b.cards.get(t.source)
    if inst is None or not inst.serial or inst.serial not in b.defs:
        return None
    d = b.card_def(t.source)
    if not d.modelled or not 0 <= t.ability < len(d.abilities):
        return None
    ab = d.abilities[t.ability]
    if not ab.effects or any(e.target in TARGETED for e in ab.effects):
        return None
    item = Item(kind="auto", source=t.source, controller=t.controller, effects=list(ab.effects))
    n = sum(Judge(b, None).value(item, e, None) for e in ab.effects if e.do == "draw")
    s = b.seat(t.controller)
    if n <= 0 or n > len(s.deck):
        return None
    return item


def _late_draw(j: Judge, pid: str, iid: str) -> None:
    """A card of ``pid``'s deck the log plays: an auto ability of hers left off this turn (flagged then, ``late``)
    that draws, the card among the ones it draws, is taken as resolved there, its draw made, as a Search's find
    is (docs/fftcg.md, Readings): the line and its resolution were left out of the log, not the draw."""
    b = j.board
    for t in b.late:
        if t.controller != pid or t.source not in b.cards or not b.cards[t.source].serial \
                or b.cards[t.source].serial not in b.defs:
            continue
        d = b.card_def(t.source)
        if not d.modelled or not 0 <= t.ability < len(d.abilities):
            continue
        ab = d.abilities[t.ability]
        item = Item(kind="auto", source=t.source, controller=pid, effects=list(ab.effects))
        n = sum(j.value(item, e, None) for e in ab.effects if e.do == "draw")
        if n > 0 and iid in b.seat(pid).deck[:n] and not any(e.target in TARGETED for e in ab.effects):
            b.late.remove(t)
            j.run_effects(item, [], None)
            return


def _required(d: Any) -> list[str]:
    if any(e in LIGHT_DARK for e in d.elements):
        return []
    return list(d.elements)


def _back_attack(b: Board, iid: str) -> bool:
    """Whether ``iid`` is a card the log names with Back Attack (played whenever a summon could be cast)."""
    inst = b.cards.get(iid)
    return inst is not None and inst.serial in b.defs and "back-attack" in b.defs[inst.serial].traits


def _character(j: Judge, ev: CharacterPlayed) -> None:
    b = j.board
    pid = ev.player
    back_attack = _back_attack(b, ev.card)
    inst = b.cards.get(ev.card)
    slip = (pid != b.active and b.phase in MAIN and inst is not None and inst.zone == "hand"
            and inst.controller == b.active)
    if slip:
        # The other player's name on the play of the player whose turn it is (a card of her hand): the name is the
        # one slip, flagged once; the play is hers (docs/fftcg.md, Readings).
        j.flag("fftcg.character.timing", N_("{player} played {card} {where}"), player=pid, card=j.L(ev.card),
               where=term(N_("in the other player's turn")), read_as=b.active)
        pid = b.active
    elif (pid != b.active and b.phase == "main2" and not b.stack and not b.triggers and b.priority is not None
          and inst is not None and ev.card in b.seat(pid).deck[:2] and b.seat(pid).known_order):
        # The next turn's play of a card its draw brings, recorded before the passes that end this turn's Main
        # phase 2 (and before the draw): the turn ends there (flagged once), the draw taken as made, the late
        # passes and draw those (docs/fftcg.md, Readings).
        j.flag("fftcg.turn.phase-skipped", N_("{active}'s turn ends in {phase} without both players passing priority "
                                              "through the remaining phases"), active=b.active, phase=phase_name(b.phase))
        late = [b.priority, b.other(b.priority)][:2 - b.passes]
        j.check_hand()
        j.new_turn()
        j.draw_due()
        b.phase = "main1"
        j.to_active()
        j.queue_field(b.active, "main1")
        b.late_passes = late
    j.pre(ev, turn_action=not back_attack)
    if not _in_hand(j, pid, ev.card, term(N_("played"))):
        return
    # A card the log does not name (paper log) is that one fault: the character still enters as recorded, its
    # cost and type unjudged, so what the table did with it later is not flagged again (docs/fftcg.md).
    named = not is_hidden(b, ev.card)
    unsaid = False  # played unnamed, no slip: its cost and type judged as it is named (Judge.hidden_plays)
    if not named and j.names_another(ev.card):
        j.need(ev.card, term(N_("the character played")))  # (its id one off, say: the serials name another card)
    elif not named and not b.cards[ev.card].misnamed:
        unsaid = True
        # A character played without its serial (a paper author who did not write the card down): no rule is
        # broken by it. What the log gives is still judged (the card in the hand, the CP sources, the timing a
        # character with Back Attack could have); its cost, element, type and the field rules cannot be, and the
        # verdict says so (docs/fftcg.md, Paper-table logs).
        note(b, N_("seq {seq}: the log does not say which card {card} is (the character played): its cost, "
                   "element and type, and the field rules, are not checked for it"), seq=b.seq, card=ev.card)
    d = b.card_def(ev.card)
    if named and d.type not in ("forward", "backup", "monster"):
        j.flag("fftcg.play.wrong-type", N_("{card} is a {type}, not a character"), card=j.L(ev.card), type=term(d.type, "card type"))
    main_timing = b.phase in MAIN and pid == b.active and not b.stack and b.priority == pid
    if slip:
        pass
    elif back_attack or (not named and not main_timing):  # an unnamed card may have Back Attack
        j.stack_timing(pid, msg(N_("{card} (Back Attack)"), card=j.L(ev.card)) if back_attack else j.L(ev.card),
                       "play")
    elif not main_timing:
        where = (term(N_("with the stack not empty")) if b.stack
                 else msg(N_("in {phase}"), phase=phase_name(b.phase)) if b.phase not in MAIN
                 else term(N_("without priority")) if b.priority != pid else term(N_("in the other player's turn")))
        j.flag("fftcg.character.timing", N_("{player} played {card} {where}"), player=pid, card=j.L(ev.card), where=where)
        if b.phase in MAIN and pid == b.active and not b.stack:
            _owe(j, pid)
    made = j.pay(pid, ev.payment, cost_of(b, pid, ev.card), _required(d), j.L(ev.card), exclude=(ev.card,),
                 checked=named, how=j.cost_how(pid, ev.card) if named else None)
    j.field_room(pid, ev.card)
    j.move(ev.card, "field")
    inst = b.cards[ev.card]
    if unsaid:
        changers = [src for _, _, src in cost_sources(b, pid)]
        changers += [c for s in b.seats for c in s.field if c != ev.card and not b.cards[c].serial]
        inst.hidden_play += ((b.seq, pid, made, tuple(dict.fromkeys(changers))),)
    inst.controller = pid
    inst.entered_turn = b.turn
    inst.dull = d.type == "backup"
    j.queue(ev.card, "enters", pid)
    # A special action, no stack: priority goes to the player whose turn it is, whoever played (Back Attack);
    # where nobody has it (the block awaited, an End phase with nothing to resolve) nobody gets it.
    b.passes = 0
    if b.priority is not None:
        b.priority = b.active
        if not slip and (back_attack or not main_timing):
            # A Back Attack character (or one played out of its timing, flagged): the seed does not say who has
            # priority after it (only that the opponent has no right to respond to it [ref (9.3.1.5.)]): as after
            # a resolution, the two passes that follow may come in either order, and either player may act first
            # (docs/fftcg.md, Readings). A character played in its main phase leaves priority with its player.
            b.after_resolution = True


def _named_wrong(b: Board, pid: str, iid: str, zone: str) -> str | None:
    """The other player, when ``iid`` is their card in ``zone`` and the event names ``pid`` (two players): the name
    is the log's slip, and the action theirs (docs/fftcg.md, Readings); else None."""
    inst = b.cards.get(iid)
    if inst is not None and inst.zone == zone and len(b.seats) == 2 and inst.controller == b.other(pid):
        return inst.controller
    return None


def _summon(j: Judge, ev: SummonCast) -> None:
    b = j.board
    pid = ev.player
    j.pre(ev)
    owner = _named_wrong(b, pid, ev.card, "hand")
    if owner is not None:
        # A summon of the other player's hand under this player's name: the name is the one slip, flagged once;
        # the cast is that player's, as a draw, an attack or a character played is (docs/fftcg.md, Readings).
        j.flag("fftcg.play.not-in-hand", N_("{player} cast {card}, a card in {owner}'s hand: the cast is taken as "
                                            "{owner}'s"), player=pid, card=j.L(ev.card), owner=owner, read_as=owner)
        pid = owner
    if not _in_hand(j, pid, ev.card, term(N_("cast"))):
        return
    # A summon the log does not name (paper log) is that one fault: it still goes on the stack as recorded, its
    # cost unjudged and its effect not carried out (an unmodelled card's), so its resolution is not flagged again.
    named = j.need(ev.card, term(N_("the summon cast")))
    d = b.card_def(ev.card)
    if named and d.type != "summon":
        j.flag("fftcg.play.wrong-type", N_("{card} is a {type}, not a summon"), card=j.L(ev.card), type=term(d.type, "card type"))
    j.stack_timing(pid, j.L(ev.card), "cast")
    j.pay(pid, ev.payment, cost_of(b, pid, ev.card), _required(d), j.L(ev.card), exclude=(ev.card,), checked=named,
          how=j.cost_how(pid, ev.card) if named else None)
    x = j.check_x(d.summon, ev.x, j.L(ev.card))
    tg = j.forced_targets(pid, d.summon, ev.targets, j.L(ev.card)) if d.modelled else list(ev.targets)
    bad = j.check_targets(pid, d.summon, tg, j.L(ev.card)) if d.modelled else set()
    j.move(ev.card, "stack")
    b.stack.append(Item(kind="summon", source=ev.card, controller=pid, effects=list(d.summon),
                        targets=tg, marks=j.marks(tg, bad), x=x, modelled=d.modelled,
                        x_unknown=ev.x is None and any(e.per_x for e in d.summon)))
    j.after_stack_use(pid)


def _ability(j: Judge, ev: AbilityUsed, flagged: bool = False) -> None:
    """``flagged``: the event read again with the ability number it meant (counted from 1 in the log, flagged)."""
    b = j.board
    pid = ev.player
    if not flagged:
        j.pre(ev)
    inst = b.cards.get(ev.source)
    owner = _named_wrong(b, pid, ev.source, "field")
    if flagged:
        pass  # the name and the field were judged the first time
    elif owner is not None:
        # An ability of the other player's character under this player's name: the name is the one slip, flagged
        # once; the ability is that player's (docs/fftcg.md, Readings).
        j.flag("fftcg.ability.not-on-field", N_("{player} used an ability of {source}, a character {owner} controls: "
                                                "the ability is taken as {owner}'s"), player=pid, source=j.L(ev.source), owner=owner,
               read_as=owner)
        pid = owner
    elif inst is None or inst.zone != "field" or inst.controller != pid:
        j.flag("fftcg.ability.not-on-field", N_("{player} used an ability of {source}, not a character {player} controls on the field"), player=pid, source=j.L(ev.source))
        return
    d = b.defs[inst.serial]
    what = msg(N_("the ability of {card}"), card=j.L(ev.source))
    if not flagged:
        j.stack_timing(pid, what)
    if not d.modelled:
        # Its text is not read, but a discard says the ability is a special one: judged as far as the
        # statistics know (a card of the source's name, from the hand).
        if ev.discard:
            _special_discard(j, pid, ev.source, ev.discard)
        j.pay(pid, ev.payment, 0, [], what, exclude=(ev.discard,) if ev.discard else (), checked=False)
        b.stack.append(Item(kind="action", source=ev.source, controller=pid, targets=list(ev.targets), modelled=False))
        j.after_stack_use(pid)
        return
    if not (0 <= ev.ability < len(d.abilities)) or d.abilities[ev.ability].kind not in ("action", "special"):
        numbers = [str(k) for k, a in enumerate(d.abilities) if a.kind in ("action", "special")]
        if str(ev.ability - 1) in numbers:
            # The number counted from 1 (the log's slip, as the table used the card's ability): that one fault, the
            # ability read as the one before it, so that its effect is carried out as at the table and what follows
            # from it is not flagged again (docs/fftcg.md, Readings).
            j.flag("fftcg.ability.unknown", N_("{source} has no action or special ability number {ability}: its action and "
                                               "special abilities are number {numbers}, counted from 0 (0 = the first of "
                                               "its abilities); read as number {read}, the log counting from 1"),
                   source=j.L(ev.source), ability=ev.ability, numbers=", ".join(numbers), read=ev.ability - 1)
            _ability(j, msgspec.structs.replace(ev, ability=ev.ability - 1, player=pid), flagged=True)
            return
        if numbers:
            j.flag("fftcg.ability.unknown", N_("{source} has no action or special ability number {ability}: its action and "
                                               "special abilities are number {numbers}, counted from 0 (0 = the first of "
                                               "its abilities)"), source=j.L(ev.source), ability=ev.ability,
                   numbers=", ".join(numbers))
        else:
            j.flag("fftcg.ability.unknown", N_("{source} has no action or special ability number {ability}"), source=j.L(ev.source), ability=ev.ability)
        # That one fault: the table still put an ability on the stack, and passes over it and resolves it as the log
        # records; it goes on the stack as recorded, its payment unjudged and its effect not carried out (an
        # EffectRecorded may say what it did), as an unmodelled card's (docs/fftcg.md, Readings).
        if ev.discard:
            disc = b.cards.get(ev.discard)
            if disc is not None and disc.zone == "hand" and disc.controller == pid:
                j.move(ev.discard, "break")
        j.pay(pid, ev.payment, 0, [], what, exclude=(ev.discard,) if ev.discard else (), checked=False)
        b.stack.append(Item(kind="action", source=ev.source, controller=pid, targets=list(ev.targets), modelled=False))
        j.after_stack_use(pid)
        return
    ab = d.abilities[ev.ability]
    if ab.dull:
        if inst.dull:
            j.flag("fftcg.ability.dulled", N_("{source} is dull: its dull-cost ability cannot be used"), source=j.L(ev.source))
            top = b.stack[-1] if b.stack else None
            if top is not None and j.added_by == pid and b.passes == 0 and top.source == ev.source \
                    and top.controller == pid and top.kind == ab.kind and top.targets == list(ev.targets):
                return  # the line recorded twice (the ability just put on the stack): the repeat adds nothing
        elif dull_ability_waits(b, ev.source, pid):
            if inst.entered_turn == b.turn:
                j.flag("fftcg.ability.dull-cost", N_("{source} entered the field this turn: its dull-cost ability waits "
                                                     "for {player}'s next turn"), source=j.L(ev.source), player=pid)
            else:
                j.flag("fftcg.ability.dull-cost", N_("{source} entered the field in {player}'s own last turn: its "
                                                     "dull-cost ability waits for {player}'s next turn"),
                       source=j.L(ev.source), player=pid)
        inst.dull = True
    exclude: tuple[str, ...] = ()
    if ab.kind == "special":
        _special_discard(j, pid, ev.source, ev.discard)
        exclude = (ev.discard,) if ev.discard else ()
    cost = sum(ab.cost.values())
    required = [e for e, n in ab.cost.items() if e != "any" for _ in range(n)]
    j.pay(pid, ev.payment, cost, required, what, exclude=exclude)
    x = j.check_x(ab.effects, ev.x, what)
    tg = j.forced_targets(pid, ab.effects, ev.targets, what, optional=ab.optional)
    bad = j.check_targets(pid, ab.effects, tg, what, optional=ab.optional)
    b.stack.append(Item(kind=ab.kind, source=ev.source, controller=pid, effects=list(ab.effects),
                        targets=tg, marks=j.marks(tg, bad), x=x,
                        x_unknown=ev.x is None and any(e.per_x for e in ab.effects)))
    j.after_stack_use(pid)


def _special_discard(j: Judge, pid: str, source: str, disc: str | None) -> None:
    """The cost of a special ability: « vous devez vous défausser d'une carte de même nom en tant que coût »
    (§ 4.4), a card of ``source``'s name (any serial) from ``pid``'s hand. A card the log has not named (paper
    log) is flagged as such. A hand card is discarded as recorded."""
    b = j.board
    dd = b.cards.get(disc) if disc else None
    name = b.card_def(source).name
    if dd is not None and not j.need(disc, term(N_("the card a special ability discards"))):
        pass
    elif is_hidden(b, source) and dd is not None and dd.zone == "hand" and dd.controller == pid:
        pass  # a character played unnamed (flagged then): its name is unknown, so the same-name cost is not judged
    elif dd is None or dd.zone != "hand" or dd.controller != pid or b.defs[dd.serial].name != name:
        j.flag("fftcg.special.same-name", N_("the special ability of {source} needs a card named {name} discarded from the "
                                             "hand; the log discards {value}"), source=j.L(source), name=name, value=j.L(disc) if disc else term(N_('nothing')))
    if dd is not None and dd.zone == "hand":
        j.move(disc, "break")


def _auto(j: Judge, ev: AutoTriggered) -> None:
    b = j.board
    if b.stack and b.passes >= 2 and not j.combat_goes_on() and not ev.declined \
            and not any(t.source == ev.source for w in (b.triggers, b.late, b.lapsed) for t in w) \
            and _triggered_by_top(b, ev):
        # Both players passed over the stack and its top's Resolved was left out, the auto ability it triggers
        # recorded next: that resolution was made (the one fault, as when the log goes on without it), the ability
        # put on the stack after it, in time (docs/fftcg.md, Readings).
        j.flag("fftcg.stack.pending", N_("both players passed: {source} resolves before anything else"),
               source=j.L(b.stack[-1].source))
        _take_resolved(j)
        j.settle()
    match = None
    waits = [t for w in (b.triggers, b.late, b.lapsed) for t in w if t.source == ev.source]
    src_def = b.defs.get(b.cards[ev.source].serial) if ev.source in b.cards else None
    from1 = ev.ability >= 1 and any(t.ability == ev.ability - 1 for t in waits) and (
        b.from1 == ev.source or (src_def is not None and src_def.modelled
                                 and _wants_targets(src_def, ev.ability - 1, ev)
                                 and not _wants_targets(src_def, ev.ability, ev)))
    for waiting in (b.triggers, b.late, b.lapsed):  # one flagged as left off (``late``) still goes on the stack, once
        if from1:
            break  # (the log counts from 1: the number is read below)
        match = next((t for t in waiting if t.source == ev.source and t.ability == ev.ability), None)
        if match is not None:
            waiting.remove(match)
            break
    if match is None and ev.ability >= 1:
        for waiting in (b.triggers, b.late, b.lapsed):
            match = next((t for t in waiting if t.source == ev.source and t.ability == ev.ability - 1), None)
            if match is not None:
                # The number counted from 1 (the log's slip, the table putting the ability that triggered on the
                # stack): that one fault, read as the ability before it, as an AbilityUsed is (docs/fftcg.md,
                # Readings), so its passes, resolution and what it draws are not flagged again; nor is the card's
                # next AutoTriggered counted the same way (its targets may show it: the one the number names
                # takes none, the one before it those given).
                waiting.remove(match)
                if b.from1 != ev.source:
                    j.flag("fftcg.auto.not-triggered",
                           N_("{source} has no auto ability number {ability} waiting to go on the stack: read as number "
                              "{read}, the log counting from 1 (0 = the first of its abilities)"),
                           source=j.L(ev.source), ability=ev.ability, read=ev.ability - 1)
                b.from1 = ev.source
                ev = msgspec.structs.replace(ev, ability=ev.ability - 1)
                break
    if match is None and len(waits) == 1 and waits[0].controller == ev.player and src_def is not None \
            and src_def.modelled and not (0 <= ev.ability < len(src_def.abilities)
                                          and src_def.abilities[ev.ability].kind == "auto"):
        # The number names one of the card's other abilities (an action, say), or none, and one auto ability of
        # the card is waiting: the log counting its auto abilities only, or a slip of the number. That one fault,
        # read as the ability waiting, as an AbilityUsed is (docs/fftcg.md, Readings).
        match = waits[0]
        for waiting in (b.triggers, b.late, b.lapsed):
            if match in waiting:
                waiting.remove(match)
        autos = [k for k, a in enumerate(src_def.abilities) if a.kind == "auto"]
        among = 0 <= ev.ability < len(autos) and autos[ev.ability] == match.ability
        if not (among and b.auto_only == ev.source):
            # (The log counting the card's auto abilities only, as before: the same slip, not flagged again, as a
            # count from 1 is not.)
            j.flag("fftcg.auto.not-triggered", N_("{source} has no auto ability number {ability}: read as number {read}, "
                                                  "the one waiting to go on the stack (0 = the first of its abilities, "
                                                  "whatever their kind)"),
                   source=j.L(ev.source), ability=ev.ability, read=match.ability)
        if among:
            b.auto_only = ev.source
        ev = msgspec.structs.replace(ev, ability=match.ability)
    if match is None and len(waits) == 1 and waits[0].controller == ev.player and src_def is not None \
            and src_def.modelled and waits[0].ability != ev.ability and _wants_targets(src_def, waits[0].ability, ev):
        # The number of an auto ability of the card put on the stack already (not waiting), one other waiting, its
        # targets as given: the number's slip, the table putting the one waiting on the stack. That one fault, read
        # as the one waiting, so its passes and resolution are not flagged again (docs/fftcg.md, Readings).
        match = waits[0]
        for waiting in (b.triggers, b.late, b.lapsed):
            if match in waiting:
                waiting.remove(match)
        misread = f"{ev.source}:{ev.ability}:{match.ability}"
        if b.misread != misread:
            # (The same number read the same way as before, the log numbering that ability so throughout: the same
            # slip, not flagged again, as a count from 1 is not.)
            j.flag("fftcg.auto.not-triggered", N_("the auto ability number {ability} of {source} is not waiting to go on "
                                                  "the stack: read as number {read}, the one waiting"),
                   source=j.L(ev.source), ability=ev.ability, read=match.ability)
        b.misread = misread
        ev = msgspec.structs.replace(ev, ability=match.ability)
    src = b.cards.get(ev.source)
    if match is None and ((src is not None and src.serial and not b.defs[src.serial].modelled)
                          or unnamed_on_field(b, ev.source)):
        # A card whose text the engine does not read (known from the statistics only, marked "modelled": false, or
        # a character played unnamed, flagged then): whether an auto ability of it triggered cannot be judged. It
        # goes on the stack as recorded, its effect not carried out (an EffectRecorded says what it did).
        if not ev.declined:
            b.stack.append(Item(kind="auto", source=ev.source, controller=ev.player, targets=list(ev.targets),
                                modelled=False))
            b.passes = 0
            b.priority = b.active
        return
    if match is None:
        j.flag("fftcg.auto.not-triggered", N_("no auto ability of {source} is waiting to go on the stack"), source=j.L(ev.source))
        if b.stack and b.stack[-1].source == ev.source and b.stack[-1].kind == "auto" and b.passes == 0 \
                and b.last_pass == "":
            return  # the line recorded twice (its ability just put on the stack): the repeat adds nothing
        inst = b.cards.get(ev.source)
        d = b.defs.get(inst.serial) if inst is not None else None
        if d is None or not d.modelled or not (0 <= ev.ability < len(d.abilities)) \
                or d.abilities[ev.ability].kind != "auto":
            if not ev.declined and inst is not None:
                # No such auto ability: the table still put something on the stack and passes over it and resolves
                # it as the log records (that one fault); it goes on the stack with no effect carried out.
                b.stack.append(Item(kind="auto", source=ev.source, controller=ev.player, targets=list(ev.targets),
                                    modelled=False))
                b.passes = 0
                b.priority = b.active
                if d is not None and d.modelled and 0 <= ev.ability < len(d.abilities) \
                        and d.abilities[ev.ability].kind in ("action", "special"):
                    # An action (or special) ability of the card recorded as AutoTriggered: its passes may come in an
                    # action's order too, the other player first (docs/fftcg.md, Readings).
                    j.after_stack_use(ev.player)
            return
        # Carried on as recorded: the table put the ability on the stack (and resolves it, drawing or dealing
        # what it says), so the board keeps step with the table's.
        match = Trigger(source=ev.source, controller=ev.player, ability=ev.ability, optional=True)
    if ev.player != match.controller:
        j.flag("fftcg.auto.not-triggered", N_("the auto ability of {source} is {controller}'s: its controller puts it on the "
                                              "stack, not {player}"), source=j.L(ev.source), controller=match.controller, player=ev.player)
    d = b.card_def(ev.source)
    ab = d.abilities[ev.ability]
    if ev.declined:
        if not match.optional and j.any_target(match.controller, ab.effects):
            j.flag("fftcg.auto.mandatory", N_("the auto ability of {source} is not optional: it goes on the stack when it "
                                              "triggers (only an impossible effect is ignored)"), source=j.L(ev.source), by=match.controller)
        return
    what = msg(N_("the auto ability of {card}"), card=j.L(ev.source))
    tg = j.forced_targets(match.controller, ab.effects, ev.targets, what, optional=ab.optional)
    bad = j.check_targets(match.controller, ab.effects, tg, what, optional=ab.optional)
    b.stack.append(Item(kind="auto", source=ev.source, controller=match.controller, effects=list(ab.effects),
                        targets=tg, marks=j.marks(tg, bad)))
    b.passes = 0
    b.priority = b.active


def _triggered_by_top(b: Board, ev: AutoTriggered) -> bool:
    """Whether resolving the top of the stack now would trigger an auto ability of ``ev``'s source (:func:`_auto`)."""
    sim = b.copy()
    sim.twice = sim.extra = None
    k = Judge(sim, ev)
    _take_resolved(k)
    k.settle()
    return any(t.source == ev.source for t in sim.triggers)


def _wants_targets(d: Any, k: int, ev: AutoTriggered) -> bool:
    """Whether ``d``'s ability ``k`` is an auto ability that takes as many targets as ``ev`` gives."""
    if not 0 <= k < len(d.abilities) or d.abilities[k].kind != "auto":
        return False
    return len(ev.targets) == sum(1 for e in d.abilities[k].effects if e.target in TARGETED)


def _burst(j: Judge, ev: ExBurstUsed) -> None:
    b = j.board
    pid = ev.player
    just = b.burst or b.burst_passed
    inst = b.cards.get(ev.card)
    if inst is not None and just is not None and ev.card != just and inst.zone == "deck" and inst.owner == ev.player \
            and just in b.cards and b.cards[just].zone == "damage" and b.cards[just].owner == ev.player \
            and not b.seat(ev.player).known_order:
        # The deck's order is unknown (a Search's shuffle the log does not record): the card the damage put into
        # the damage zone is the one the log names, as in a paper log (docs/fftcg.md, Readings).
        j.move(just, "deck")
        j.move(ev.card, "damage")
        if b.burst == just:
            b.burst = ev.card
        if b.burst_passed == just:
            b.burst_passed = ev.card
    slip = False
    if ev.card in b.cards and ev.card in (b.burst, b.burst_passed) and b.cards[ev.card].controller != pid \
            and b.cards[ev.card].zone == "damage":
        # The EX Burst of the card just put into the other player's damage zone, under this player's name: the name
        # is the one slip, flagged once; the EX Burst is that player's, used as recorded (docs/fftcg.md, Readings).
        owner = b.cards[ev.card].controller
        j.flag("fftcg.exburst.not-damage-card", N_("{player} used the EX Burst of {card}, just put into {owner}'s damage "
                                                   "zone: it is taken as {owner}'s"), player=pid, card=j.L(ev.card), owner=owner,
               read_as=owner)
        pid, slip = owner, True
    if not slip and (ev.card not in b.cards or ev.card not in (b.burst, b.burst_passed)
                     or b.cards[ev.card].controller != pid):
        j.flag("fftcg.exburst.not-damage-card", N_("{card} is not the EX Burst card just put into {player}'s damage zone"), card=j.L(ev.card), player=ev.player)
        if ev.card not in b.cards:
            return
    elif not j.need(ev.card, term(N_("the EX Burst card"))):
        pass  # that one fault: it still goes on the stack as recorded, its effect not carried out (unknown)
    elif not b.card_def(ev.card).ex_burst:
        j.flag("fftcg.exburst.no-ex-icon", N_("{card}, just put into {player}'s damage zone, has no EX Burst"), card=j.L(ev.card), player=pid)
    elif b.burst != ev.card:
        # The card that was just put into the damage zone, but another event came first: its EX Burst is used
        # as it is put there, before anything else (docs/fftcg.md, Readings).
        j.flag("fftcg.exburst.not-damage-card", N_("{card} was put into {player}'s damage zone, but its EX Burst is used "
                                                   "at once, before any other event; another event came first"),
               card=j.L(ev.card), player=pid)
    b.burst = None
    d = b.card_def(ev.card)
    effects = _burst_effects(d)
    modelled = d.modelled and bool(effects)
    tg = list(ev.targets)
    bad: set[int] = set()
    if modelled:
        what = msg(N_("the EX Burst of {card}"), card=j.L(ev.card))
        # An EX Burst whose choice is optional as printed ("you may", "up to": ``burst_optional``) with its targets
        # left out chose none, which it may: no fault, a note, and it resolves doing nothing on a target (as an
        # optional auto ability's, docs/fftcg.md, Readings).
        optional = d.burst_optional
        tg = j.forced_targets(pid, effects, tg, what, optional=optional)
        bad = j.check_targets(pid, effects, tg, what, optional=optional)
        if optional and not tg and any(e.target in TARGETED for e in effects):
            note(b, N_("seq {seq}: the log gives no target for {what}; its choice is optional, so it is taken as "
                       "choosing none"), seq=ev.seq, what=what)
    b.stack.append(Item(kind="burst", source=ev.card, controller=pid, effects=effects,
                        targets=tg, marks=j.marks(tg, bad), modelled=modelled))
    j.to_active()


def _burst_effects(d: Any) -> list[Any]:
    """The effects of a card's EX Burst: its own, or a summon's effects (none: not modelled)."""
    return list(d.burst or (d.summon if d.type == "summon" else []))


def models_fully(d: Any) -> bool:
    """Whether the engine carries out every ability of card ``d`` itself: a modelled card (pool or header) whose
    EX Burst, if it has one, is modelled too (Serafie 1-109's is not: an EffectRecorded says what it did)."""
    return d.modelled and not (d.ex_burst and not _burst_effects(d))


def _fits_next(b: Board, ev: Any) -> bool:
    """Whether ``ev`` fits the phase or step after this one and not this one: the next player's draw or the End
    phase's discard after Main phase 2, an attack after the preparation step or after a block, the block after an
    attack's step."""
    kind = type(ev)
    return ((kind is CardsDrawn and ev.player != b.active and b.phase == "main2")
            or (kind is Discarded and ev.player == b.active and b.phase == "main2")
            or (kind is AttackDeclared and ev.player == b.active and b.phase == "attack" and (
                b.step == "prep" or (b.step == "blocked" and b.combat is not None)))
            or (kind is BlockDeclared and ev.player != attacking(b) and b.combat is not None and b.step == "declared"))


def _end_trigger(b: Board, ev: Any) -> bool:
    """An auto ability of the End phase (``end-of-turn``) put on the stack in Main phase 2: it fits only the next
    phase, which the passes end Main phase 2 into."""
    if type(ev) is not AutoTriggered or b.phase != "main2" or ev.player != b.active or ev.source not in b.cards:
        return False
    inst = b.cards[ev.source]
    if inst.zone != "field" or inst.controller != b.active:
        return False
    d = b.card_def(ev.source)
    return d.modelled and any(ab.kind == "auto" and ab.when == "end-of-turn" for ab in d.abilities)


def _missing_pass(j: Judge, ev: Any) -> None:
    """An event that fits only the next phase or step, one pass short (the next player's draw or the End phase's
    discard after Main phase 2, an attack after the preparation step or after a block, the block after an attack's
    step), with
    one pass made and the other player's missing: a slipped pass (docs/fftcg.md, Readings). After a pass
    without priority (flagged), or with the missing pass recorded early (flagged there), the log went on as
    after two passes: the pass is taken as given, without a second flag. Else the event is flagged as it is,
    and that player's pass, recorded late, is the missing pass, not another. A pass without priority followed
    by the holder acting instead keeps the stray pass for later: it counts when the holder passes and the other
    player's pass is missing."""
    b = j.board
    kind = type(ev)
    p = b.priority
    if kind is PriorityPassed or b.stack or b.passes != 1 or p is None or b.triggers:
        return
    if b.lent and ev.player == b.lent and p != ev.player and ev.seq <= b.lent_until:
        b.passes, b.priority, b.lent = 0, ev.player, ""  # her pass just before was the late record of the given one
        return
    given = j.stray == b.other(p) or (b.owed == p and ev.seq <= b.owed_until)
    if kind is ExBurstUsed and ev.player == p != b.active and b.step == "blocked" and b.combat is not None \
            and not b.combat.blocked and not given and b.seat(p).deck[:1] == [ev.card]:
        # The EX Burst of the card an unblocked attack's damage puts into her damage zone, her pass ending the
        # block step missing: the damage was dealt, the pass is the one fault (docs/fftcg.md, Readings).
        j.flag("fftcg.priority.no-priority", N_("{player} used the EX Burst of {card} before both players passed "
                                                "priority in the block step"), player=p, card=j.L(ev.card))
        b.passes, b.priority = 2, b.active
        j.advance()
        return
    if kind is CharacterPlayed and ev.player == b.active and p == b.other(ev.player) and b.phase == "attack" \
            and b.step == "declare" and not given and not _back_attack(b, ev.card):
        # The character played after her pass in the attack's declaration step, the other player's missing: that
        # is the one fault (flagged as it is); the step ends there and the play is Main phase 2's (docs/fftcg.md).
        j.flag("fftcg.character.timing", N_("{player} played {card} {where}"), player=ev.player, card=j.L(ev.card),
               where=msg(N_("in {phase}"), phase=phase_name(b.phase)))
        b.passes, b.priority = 2, ev.player
        j.advance()
        return
    if not given and _end_trigger(b, ev) and ev.player == b.active:
        # The End phase's auto ability put on the stack one pass short of Main phase 2's end (the other player's
        # pass missing): one fault, flagged as such; the pass is taken as given and the ability goes on the stack
        # in the End phase, as it triggered there (docs/fftcg.md, Readings).
        j.flag("fftcg.auto.not-triggered", N_("no auto ability of {source} is waiting to go on the stack"), source=j.L(ev.source))
        b.passes, b.priority = 2, b.other(p)
        j.advance()
        return
    if _fits_next(b, ev) or (given and _end_trigger(b, ev)):
        if given:
            b.owed = ""
            b.passes = 2
            b.priority = b.other(p)
            j.advance()
            if j.stray:
                b.lent, b.lent_until = p, ev.seq + 3
        else:
            b.lent, b.lent_until = p, ev.seq + 3
    elif j.stray and j.stray != ev.player and ev.player == p and kind is not CardsDrawn:
        b.owed, b.owed_until = j.stray, ev.seq + 3


def _owe(j: Judge, pid: str) -> None:
    """``pid`` acts without priority just after passing (flagged): that pass was recorded early, and counts when
    the other player passes without priority (docs/fftcg.md, Readings)."""
    b = j.board
    if b.passes == 1 and b.priority == b.other(pid) and not b.stack:
        b.owed, b.owed_until = pid, j.event.seq + 3


def _not_renamed(j: Judge) -> None:
    """The pass flagged at the event before (her second in a row) was hers after all, as the log names it: it is no
    longer read as the other player's."""
    if isinstance(j.stray_flag, Violation):
        j.stray_flag.read_as = None


def _pass(j: Judge, ev: PriorityPassed) -> None:
    b = j.board
    if b.pass_gone == b.turn and b.passes_left == b.turn:
        # (A pass after the other player's action flagged for the turn player's pass left out: the turn's passes
        # are recorded after all, the rest of the turn judged as usual, has_priority.)
        b.passes_left = b.pass_gone = 0
    if j.discard_pass == ev.player and b.stack and b.passes == 1 and b.priority == b.other(ev.player):
        # Her pass over the End phase's auto abilities, her discard (a special action, no stack), her pass again:
        # the pass she had made stands; the other player's pass resolves the top (docs/fftcg.md, Readings).
        return
    if b.late_passes:
        if b.late_passes[0] == ev.player:
            # A pass that ended the last turn's Main phase 2, recorded after the next turn's draw (flagged there).
            b.late_passes.pop(0)
            b.lent = ""
            return
        b.late_passes = []
    if b.phase == "setup":
        j.begin_game()
    if b.phase == "draw":
        j.flag("fftcg.timing.no-priority-phase", N_("{player} passed priority in the Draw phase"), player=ev.player)
        b.owed, b.owed_until = ev.player, ev.seq + 3  # recorded early: it counts when it is missing (_pass)
        return
    if b.phase == "end" and not b.stack and not b.triggers and b.combat is None:
        if j.early and j.early != ev.player:
            # Her two passes in a row ended Main phase 2, then the other player's pass: as likely her pass recorded
            # twice as his renamed (his own pass next): read as written.
            _not_renamed(j)
        b.end_passes.append(ev.player)
        return  # nothing to resolve: the End phase ends with the next turn's draw [ref (9.5.1.5)]
    if b.triggers:
        end_trigger = b.phase == "end" and b.priority is None and not b.stack and b.combat is None
        j.pre(ev)
        if end_trigger:
            # The End phase's auto ability left off (flagged once): the passes over it are the ones it would have
            # had, the player whose turn it is holding priority [ref (9.5.1.1.)]; its resolution recorded after
            # them is its own (_resolved, docs/fftcg.md, Readings).
            b.priority, b.passes = b.active, 0
    j.combat_goes_on()
    in_place_of_block = b.step == "block" and b.combat is not None and b.priority is None
    if b.lent == ev.player and ev.seq <= b.lent_until and not b.stack and (in_place_of_block or (
            b.priority is not None and b.priority != ev.player and j.added_by != ev.player and not j.after_resolution)):
        # A slipped pass (docs/fftcg.md, Readings): the late record of a pass taken as given is that pass.
        b.lent = ""
        return
    if in_place_of_block and b.early_attack and ev.player == attacking(b):
        # An attack declared in the preparation step (flagged), two passes, then the attacking player's pass where
        # the block is awaited: those two passes were the preparation step's, this one the attack's step's first.
        b.early_attack = False
        b.step, b.passes, b.priority = "declared", 1, b.other(ev.player)
        return
    if in_place_of_block and j.early and j.early == attacking(b) and ev.player != j.early:
        # After the attacking player's two passes in a row (the second counted, flagged), the defender's pass: it
        # is the one that ended the attack's step, her second pass was recorded early and counts when it is
        # missing (docs/fftcg.md, Readings). The block is still awaited.
        _not_renamed(j)
        b.owed, b.owed_until = j.early, ev.seq + 3
        return
    if in_place_of_block:
        defender = b.other(attacking(b))
        if _could_block(b, defender) and not b.left_block:
            j.flag("fftcg.block.timing", N_("{value} must declare a block (or no block) before priority passes"), value=defender)
            b.left_block = ev.seq
        elif _could_block(b, defender):
            # A block left out again, the first flagged: the author's habit is that one slip, this one a note, read
            # the same way (the attack not blocked), as Force of Will's (docs/log-format.md). A block recorded after
            # this pass shows it was recorded late, not left out: the reading beside this one (step) flagged the
            # pass, and takes its place then.
            note(b, N_("seq {seq}: {player}'s block (or no block) is left out of the log again, as at seq {first} "
                       "(flagged there): the attack is taken as not blocked"),
                 seq=ev.seq, player=defender, first=b.left_block)
            b.noted_block = ev.seq
        else:
            # No forward of hers could block (none active on her field, none free to block): no block is the only
            # choice the step left her [ref (10.1.3.1.)], so a BlockDeclared left out loses no decision: read as no
            # block, with a note (docs/log-format.md). A block recorded after this pass shows it was no block left
            # out but recorded late: the reading beside this one (step) flagged the pass, and takes its place then.
            note(b, N_("seq {seq}: {player} had no forward that could block: the attack's BlockDeclared, left out, "
                       "is read as no block"), seq=ev.seq, player=defender)
            b.noted_block = ev.seq
        b.unblocked, b.unblocked_at = ev.player, ev.seq
        b.combat.blocked = False
        b.step = "blocked"
        j.to_active()
        # The no block alone: the two passes that end the block step may follow. When only the attacking player's
        # follows, hers is the one this pass was the early record of: it counts then (_missing_pass).
        b.owed, b.owed_until = ev.player, ev.seq + 3
        return
    # A pass in place of the block is the one violation: nobody had priority before it, the engine gave it to
    # the player whose turn it is only to go on from the block taken as none. The player who has just put a
    # summon or ability on the stack may pass before the opponent, who holds priority: the seed asks only that
    # both players pass in succession (docs/fftcg.md, Readings). After a resolution the seed does not say who
    # gets priority: the two passes may come in either order too.
    stray = b.priority != ev.player and not in_place_of_block and j.added_by != ev.player and not j.after_resolution
    if stray and b.pre_pass == b.priority == b.active and b.phase == "main1" and b.passes == 0 and not b.stack \
            and not b.triggers and ev.seq <= b.pre_pass_until:
        # Her turn's draw came after her pass (recorded in the End phase before): that pass was her Main phase 1
        # pass, recorded before her draw, the one fault; with this one, Main phase 1 ends (docs/fftcg.md, Readings).
        j.flag("fftcg.turn.draw-first", N_("{player}'s turn begins with the Draw phase, not {event}"), by=b.active,
               player=b.active, event="PriorityPassed")
        b.pre_pass = ""
        b.passes, b.priority = 2, b.active
        j.advance()
        return
    if stray and not b.stack and b.priority is not None and j.stray == ev.player and b.passes == 1 \
            and b.priority == b.other(ev.player):
        # Her pass without priority (flagged), then her pass again: the first was the holder's pass under the wrong
        # name, the one fault (read as the holder's), and this one, hers, is legal (docs/fftcg.md, Readings).
        if isinstance(j.stray_flag, Violation):
            j.stray_flag.read_as = b.priority
        stray = False
    if stray and not b.stack and b.priority is not None:
        # A slipped pass (docs/fftcg.md, Readings): a pass recorded early (flagged there) fills the gap the other
        # player's pass without priority shows.
        if j.early == b.priority and b.passes == 0:
            # After her two passes in a row: the two passes that end this phase or step are made, her second pass
            # and this one (the other player's pass between hers was missing), or this pass ended the phase her
            # first pass began to end, and her second was recorded early. Her next event says which (step). Her
            # second pass was hers, not his under the wrong name.
            _not_renamed(j)
            b.passes, b.priority, b.held = 2, b.other(ev.player), True
            return
        if b.owed == b.priority and ev.seq <= b.owed_until:
            b.owed = ""
            b.passes += 1
            b.priority = ev.player
            if b.passes >= 2:
                j.advance()
            stray = b.priority != ev.player
    if stray:
        j.flag("fftcg.priority.no-priority", N_("{player} passed priority, but {value} had it"), player=ev.player, value=b.priority or term(N_('nobody')))
        if b.stack and b.passes >= 2:
            if ev.player == b.active:
                b.stray_again = ev.seq
            return  # both had passed: her pass again is the one fault, the resolution still due
        if b.stack and b.passes == 0 and b.priority is not None and b.flagged_at < ev.seq - 2:
            # (Just after a flagged event, it may follow from that one: a late ability's passes, say.)
            b.stray_at = ev.seq  # the holder's pass missing before it: a resolution next takes it as given
        if not b.stack and b.priority is not None and not in_place_of_block:
            if b.passes == 0:
                b.stray, b.stray_flag = ev.player, j.found[-1]
            elif b.passes == 1 and b.priority == b.other(ev.player) and not j.after_resolution:
                # She passed twice in a row: the other player's pass between is missing (this pass is counted), or
                # this is the early record of a later pass of hers: the other player passing next says so. Until
                # it does, this pass is read as the other player's under the wrong name (it ends the phase as his).
                b.early, b.stray_flag = ev.player, j.found[-1]
                j.found[-1].read_as = b.priority
    elif b.owed == ev.player:
        b.owed = ""  # passed in its place: nothing is missing
    if b.stack and b.passes >= 2 and b.stray_at == ev.seq - 2:
        # A pass without priority over the stack (flagged), then both players' passes: the stray pass was one too
        # many, not the first of the two (docs/fftcg.md, Readings); the resolution is due.
        b.stray_at = 0
        return
    if b.stack and b.passes >= 2 and b.stack[-1].cancelled and not stray:
        # Both passed with a cancelled summon on top, then a third pass, not its Resolved: it had left the stack as
        # it was cancelled [§ 8], so those two passes were over what was under it, or ended the phase or step with
        # the stack empty; this pass is judged after them (docs/fftcg.md, Readings).
        _lift_cancelled(j)
        if not b.stack:
            j.advance()
            _pass(j, ev)
            return
    if b.stack and b.passes >= 2 and b.late_top == b.stack[-1].source:
        # Passed over again after the late Back Attack (flagged there): it resolved before those two passes,
        # which ended the phase or step; this pass is the next one's first.
        _take_resolved(j)
        b.late_top = ""
        b.passes = 2
        j.advance()
        b.passes += 1
        b.priority = b.other(ev.player)
        return
    if b.stack and b.passes >= 2 and not stray and b.stray_again == ev.seq - 1 and ev.player != b.active:
        # The player whose turn it is passed again after both passed (flagged), then the other player passes: the
        # Resolved line was left out, her pass the priority the resolution gave her [ref (9.5.1.1.)], the first
        # after it, and this one the second (docs/fftcg.md, Readings): not flagged again.
        b.stray_again = 0
        _take_resolved(j)
        b.passes, b.priority = 2, b.other(ev.player)
        if not b.stack:
            j.advance()
        return
    if end_point_pass(b, ev.player):
        # The seed's literal End phase with nothing discarded: both passed over its auto abilities [ref (9.5.1.1.)],
        # the discard point passed (« Si le joueur a plus de cartes que ce qui est permis » [ref (9.5.1.2.)]: nothing
        # to discard, or a discard forgotten, judged here), and she gains priority again for their resolution
        # [ref (9.5.1.4.)]: this pass is the first of the resolution's (docs/fftcg.md, Readings).
        if len(b.seat(ev.player).hand) <= HAND_LIMIT:
            # (Over the limit, her discard may still follow before the resolution: it is the hand limit's, judged
            # there or as the stack resolves.)
            j.check_hand()
        b.end_point = b.turn
        b.passes, b.priority = 1, b.other(ev.player)
        if b.last_pass == b.priority and b.flagged_at == ev.seq - 1:
            b.passes, b.priority = 2, ev.player  # after the other player's pass out of turn (the one fault, flagged)
        return
    if b.stack and b.passes >= 2:
        if not b.stack[-1].cancelled:  # (a cancelled summon left the stack: nothing was due to resolve)
            j.flag("fftcg.stack.pending", N_("both players passed: {source} resolves before anything else"), source=j.L(b.stack[-1].source))
            b.res_left = b.turn
        # The log goes on without the resolution: the top is taken as resolved (as a missing pass is taken as
        # given), and this pass is the first after it (docs/fftcg.md, Readings). The End phase's stack resolving
        # there, the hand is judged first, as the discard left it (_step): what it draws follows the discard.
        if b.phase == "end" and _end_pass(b):
            j.check_hand()
        _take_resolved(j)
        b.passes, b.priority = 1, b.other(ev.player)
        b.resolve_all = bool(b.stack)  # the rest may resolve after it, as after a recorded resolution
        return
    b.passes += 1
    b.priority = b.other(ev.player)
    if j.resolve_all and b.passes == 1 and ev.player == b.active and b.phase == "end" and b.end_point == b.turn \
            and b.stack and not b.triggers:
        # Her pass right after her discard that followed both passes (the seed's literal End phase, _discarded):
        # « À ce point, résoudre toutes les règles placées dans la pile » [ref (9.5.1.4.)], the stack may still
        # resolve at once after it, as after the discard (docs/fftcg.md, Readings).
        b.resolve_all = True
    if b.passes >= 2 and not b.stack:
        j.advance()
        if j.stray and j.stray != ev.player:
            # The stray pass and the holder's ended the phase; the log may yet show the holder's pass was missing
            # before the stray one (this pass the first of the new phase): the other player passing next says so.
            b.owed, b.owed_until = ev.player, ev.seq + 1


def _named_at_resolution(j: Judge, item: Item) -> None:
    """A summon or EX Burst that went on the stack unnamed (paper log, flagged then): a serial the log gives by its
    resolution (its ``Resolved``) names the card then, and its effect is carried out if the engine models it. One
    still unnamed resolves unknown: what it drew cannot be known, so unknown cards may be in its controller's hand
    from then on, the cards known there still judged against the limit (``Seat.hand_unsure``; docs/fftcg.md,
    Paper-table logs)."""
    b = j.board
    if item.modelled or item.kind not in ("summon", "burst"):
        return
    inst = b.cards.get(item.source)
    if inst is None:
        return
    if not inst.serial or (item.kind == "burst" and not b.card_def(item.source).ex_burst
                           and not b.seat(inst.owner).known_order):
        # Its controller's hand: an unknown summon's or EX Burst's draws are its controller's (as the seed's examples
        # go: Moogle, Serafie); the other player's hand is still judged (docs/fftcg.md, Paper-table logs). An EX Burst
        # a paper log names as a card without one (``fftcg.exburst.no-ex-icon``, flagged then) is the burst the
        # table resolved of a card the log misnamed: unknown as well.
        b.seat(item.controller).hand_unsure = True
        return
    if item.effects:
        return  # its effects were known when it went on the stack: the card is one the engine does not model
    d = b.defs[inst.serial]
    effects = list(d.summon) if item.kind == "summon" else _burst_effects(d)
    if d.modelled and effects:
        item.effects, item.modelled = effects, True
        if len(item.marks) != len(item.targets):
            item.marks = j.marks(item.targets)


def _take_resolved(j: Judge) -> None:
    """Both players passed over the stack and the log went on without resolving its top (flagged
    ``fftcg.stack.pending`` by the caller): the top is taken as resolved there, as a missing pass is taken as
    given, so what follows from it is not flagged again; its ``Resolved`` recorded late is that resolution
    (docs/fftcg.md, Readings)."""
    b = j.board
    idx = len(b.stack) - 1
    item = b.stack.pop()
    if item.source == b.late_top:
        b.late_top = ""
    if b.combat is not None and idx < b.combat.under:
        b.combat.under -= 1
    _named_at_resolution(j, item)
    _run_held(j, item)
    if item.modelled:
        j.run_effects(item, [], None)
    if item.kind == "summon" and b.cards[item.source].zone == "stack":
        j.move(item.source, "break")
    j.to_active()
    j.after_resolution = True
    b.taken, b.taken_until, b.taken_item = item.source, j.event.seq + 3, item
    if item.modelled and any(e.do == "search" for e in item.effects):
        b.search_owed, b.search_until = item, j.event.seq + 6
    if b.phase == "end":
        j.settle()
        j.end_cleanup()



def _lift_cancelled(j: Judge, all_: bool = True) -> None:
    """The cancelled summon on top of the stack (every one on top with ``all_``) leaves it unresolved (noted as it
    was cancelled, :func:`_apply_recorded`): it left as it was cancelled [§ 8]; the log went on without its passes
    or Resolved. In the End phase the damage removal follows, as after a resolution [ref (9.5.1.4.)]."""
    b = j.board
    while b.stack and b.stack[-1].cancelled:
        gone = b.stack.pop()
        if gone.source == b.late_top:
            b.late_top = ""
        if b.combat is not None and len(b.stack) < b.combat.under:
            b.combat.under -= 1
        if gone.source in b.cards and b.cards[gone.source].zone == "stack":
            j.move(gone.source, "break")
        if gone.source in b.cards:
            b.lifted = (gone.source, b.cards[gone.source].moves)
        if b.phase == "end":
            # (In the End phase, as after a resolution there: back to the removal of damage, and "until end of
            # turn" effects end [ref (9.5.1.4.)].)
            j.settle()
            j.end_cleanup()
        if not all_:
            return


def _take_line(j: Judge, seq: int) -> None:
    """The draw line at ``seq`` taken as the resolution of the stack's top item: the hand judged first where the
    End phase's passes are over it, the item carried out as recorded, resolved."""
    b = j.board
    if b.phase == "end" and _end_pass(b):
        j.check_hand()  # judged as the End phase's stack resolves (_step)
    if not b.stack[-1].modelled:
        b.stack[-1] = msgspec.structs.replace(b.stack[-1], modelled=True)  # (the repeat, carried out as recorded)
    _take_resolved(j)
    b.taken_line = seq

def _resolved(j: Judge, ev: Resolved) -> None:
    b = j.board
    if b.lifted[0] == ev.item and ev.item in b.cards and b.cards[ev.item].moves == b.lifted[1] \
            and not any(i.source == ev.item for i in b.stack):
        # The Resolved of a cancelled summon written only after the log went on past it (a third pass, say): it
        # had left the stack unresolved as it was cancelled [§ 8] (_lift_cancelled), so nothing resolves out of
        # order: its late record, a note (docs/fftcg.md, Readings).
        b.lifted = ("", -1)
        note(b, N_("seq {seq}: the Resolved of {item}, which was cancelled and left the stack without resolving, is "
                   "taken as its late record: nothing resolves"), seq=ev.seq, item=j.L(ev.item))
        return
    lost = next((t for w in (b.late, b.lapsed) for t in w if t.source == ev.item), None)
    if lost is not None and not any(i.source == ev.item for i in b.stack) and not (
            b.taken == ev.item and ev.seq <= b.taken_until and b.taken_line):
        # (Its draw line just recorded, this Resolved the late record of that resolution taken as made: the
        # ability left off stays not carried out.)
        # A triggered ability whose AutoTriggered line the log left out (flagged then, auto.pending), resolved as
        # recorded: it went on the stack and resolves now, what it draws or deals standing (docs/fftcg.md).
        for w in (b.late, b.lapsed):
            if lost in w:
                w.remove(lost)
        d = b.card_def(ev.item)
        ab = d.abilities[lost.ability] if 0 <= lost.ability < len(d.abilities) else None
        if d.modelled and ab is not None:
            j.run_effects(Item(kind="auto", source=ev.item, controller=lost.controller, effects=list(ab.effects)),
                          list(ev.choices), ev.shuffled)
        j.to_active()
        b.after_resolution = True
        if b.phase == "end":
            j.settle()
            j.end_cleanup()
        return
    if b.taken == ev.item and ev.seq <= b.taken_until and not (b.stack and b.stack[-1].source == ev.item and (
            b.stack[-1].modelled or b.passes)):
        # (Under it, no pass since, a repeat of the same ability recorded twice, doing nothing: this Resolved is the
        # late record of the one taken, the repeat's own passes and Resolved follow.)
        # The late record of the resolution taken as made (flagged there): nothing more resolves, but it is that
        # resolution: a Search's find and shuffle recorded in it are applied (docs/fftcg.md, Readings).
        item, b.taken, b.taken_item = b.taken_item, "", None
        b.taken_line = 0
        b.search_owed = None  # its own finds, if any, are recorded here
        if item is not None and item.modelled and (ev.choices or ev.shuffled is not None):
            s = b.seat(item.controller)
            for e in item.effects:
                if e.do == "search":
                    j.search(item, e, list(ev.choices), ev.shuffled)
            if ev.shuffled is not None and s.deck == list(ev.shuffled):
                # The shuffle's order is recorded after all: later draws are judged again.
                said = N_("{player}'s deck was shuffled after a Search without the new order: which cards later "
                          "draws take is not checked")
                text = fill(said, {"player": s.id})
                if text in b.notes:
                    k = b.notes.index(text)
                    del b.notes[k], b.note_msgs[k]
                s.known_order = True
        j.to_active()
        b.after_resolution = True
        b.resolve_all = bool(b.stack)  # the rest of the stack may resolve after it
        return
    under = next((k for k in range(len(b.stack) - 1, -1, -1) if b.stack[k].source == ev.item), -1)
    if b.taken and b.taken != ev.item and ev.seq <= b.taken_until and b.taken_line and b.taken_item is not None \
            and under >= 0 and b.stack[under].effects == b.taken_item.effects \
            and b.stack[under].controller == b.taken_item.controller:
        # The draw line of the top taken as its resolution (_draw_before_resolved), then the Resolved of an item
        # under it doing the same: that item resolved first, out of order, the one fault; the top stays on the
        # stack, its passes and Resolved to come (docs/fftcg.md, Readings).
        j.flag("fftcg.stack.lifo", N_("{item} resolves before {source}, which was put on the stack after it: the "
                                      "stack resolves last in, first out"), item=j.L(ev.item), source=j.L(b.taken))
        b.stack[under] = b.taken_item
        b.taken, b.taken_item, b.taken_line = "", None, 0
        j.to_active()
        b.after_resolution = True
        b.resolve_all = bool(b.stack)
        return
    if not b.stack and b.extra_draw_at and b.extra_draw_at == ev.seq - 1:
        # The Resolved of the resolution an extra draw just before was recorded for (flagged there): nothing
        # resolves, not flagged again (docs/fftcg.md, Readings).
        b.extra_draw_at = 0
        return
    if not b.stack:
        j.flag("fftcg.stack.lifo", N_("{item} resolves, but the stack is empty"), item=j.L(ev.item))
        return
    # A pass without priority just before (flagged there), the holder's missing: taken as given (docs/fftcg.md,
    # Readings), the resolution not flagged again.
    # After both players passed, nobody adding, the stack resolves item after item (« Lorsque les deux joueurs ne
    # souhaitent plus ajouter d'effet sur la pile, ceux-ci sont résolus dans l'ordre inverse », § 8, and its
    # example): a resolution right after one that followed the two passes needs no passes of its own.
    chained = False
    if b.stray_again == ev.seq - 1 and len(b.stack) >= 2 and b.stack[-1].source != ev.item \
            and b.stack[-2].source == ev.item:
        # The player whose turn it is passed again after both passed (flagged), then the item under the top
        # resolves: the top's Resolved was left out, her pass the one after it; not flagged again (Readings).
        b.stray_again = 0
        _take_resolved(j)
        chained = True
    passed = chained or b.passes >= 2 or (b.passes == 1 and b.stray_at == ev.seq - 1) or (j.resolve_all and b.passes == 0) \
        or (j.resolve_all and b.passes == 1 and b.phase == "end" and b.end_point == b.turn and b.last_pass == b.active) \
        or (b.late_top == ev.item == b.stack[-1].source) \
        or (j.resolve_all and b.passes == 1 and b.taken != "" and ev.seq <= b.taken_until)
    if not passed and j.added_by is not None and b.stack[-1].source != ev.item \
            and any(i.source == ev.item for i in b.stack[:-1]):
        # An item under the one just added resolves: the one fault is the order (flagged below, stack.lifo), the
        # resolution the table meant the one due before that addition (docs/fftcg.md, Readings).
        passed = True
    if not passed:
        j.flag("fftcg.stack.resolve-early", N_("{item} resolves before both players passed priority in succession"), item=j.L(ev.item))
    while len(b.stack) > 1 and b.stack[-1].cancelled and b.stack[-1].source != ev.item \
            and any(i.source == ev.item for i in b.stack[:-1]):
        # (A cancelled summon above the item resolving left the stack unresolved: not an order broken. Its own
        # Resolved written after this one is out of stack order, no late record: another item resolved between.)
        _lift_cancelled(j, all_=False)
        b.lifted = ("", -1)
    top = b.stack[-1]
    idx = len(b.stack) - 1
    fifo, b.fifo = b.fifo, 0
    if ev.item != top.source:
        idx = next((k for k in range(len(b.stack) - 1, -1, -1) if b.stack[k].source == ev.item), -1)
        if idx < 0:
            j.flag("fftcg.stack.lifo", N_("{item} is not on the stack; the top is {source}"), item=j.L(ev.item), source=j.L(top.source))
            return
        if idx == 0:
            # The bottom item first: the stack resolved in the order it was put there. The next bottom item
            # resolving next (nothing added) is that one slip, not flagged again (docs/fftcg.md, Readings).
            b.fifo = len(b.stack) - 1
        if not (idx == 0 and fifo == len(b.stack)):
            j.flag("fftcg.stack.lifo", N_("{item} resolves before {source}, which was put on the stack after it: the "
                                          "stack resolves last in, first out"), item=j.L(ev.item), source=j.L(top.source))
    saved = _saved_in_order(j, idx) if idx != len(b.stack) - 1 else set()
    item = b.stack.pop(idx)
    if item.source == b.late_top:
        b.late_top = ""
    if b.combat is not None and idx < b.combat.under:
        b.combat.under -= 1  # one of the items the attack was declared over
    _named_at_resolution(j, item)
    if item.modelled and (ev.choices or ev.shuffled is not None) and not any(e.do == "search" for e in item.effects):
        _unstipulated(j, item, ev)
    out_of_order = item is not top
    on_field = [c for s in b.seats for c in s.field if is_forward(b, c)] if out_of_order else []
    if not item.modelled:
        # (a target may be a player: only a card aided is remembered)
        b.unknown_aid += tuple(t for t in item.targets if isinstance(t, str) and t in b.cards and is_forward(b, t))
    aided = [c for c in b.unknown_aid if b.cards[c].zone == "field"] if item.modelled else []
    waiting = len(b.triggers)
    _run_held(j, item)
    if item.modelled:
        j.run_effects(item, list(ev.choices), ev.shuffled)
        b.done = (ev.seq, item.source, tuple(t for t in item.targets if isinstance(t, str)),
                  tuple((e.do, e.amount) for e in item.effects if not e.per_x and not e.of))
        if ev.shuffled is not None and not any(e.do == "search" for e in item.effects):
            # The shuffle recorded (flagged: _unstipulated) as the order after the effect's draw (the list without
            # the card drawn): the deck's order from then on.
            _shuffle_as_recorded(b, ev.shuffled)
    if on_field:
        # Out of order (flagged above): a forward it breaks that the log goes on using survived at the table, which
        # resolved the stack in its order (_order_stood, docs/fftcg.md, Readings). What it triggers, the table
        # triggered when it resolved in its place, after the items above it: put on the stack after them, it is in
        # time (not flagged again).
        j.settle()
        b.order_broken += tuple(c for c in on_field if b.cards[c].zone == "break" and c not in b.order_broken
                                and c in saved)
        if b.stack and len(b.triggers) > waiting:
            b.late.extend(b.triggers[waiting:])
            del b.triggers[waiting:]
    if aided:
        # Broken by this resolution after an effect the engine does not know targeted it in the same stack (an
        # unnamed card's ability, say): that effect may have saved it, so one the log uses later is taken as still
        # on the field, as an unjudged battle's outcome is taken from the log (docs/fftcg.md, Paper-table logs).
        j.settle()
        b.aid_broken += tuple(c for c in aided if b.cards[c].zone == "break" and c not in b.aid_broken)
    if not b.stack:
        b.unknown_aid = ()
    if item.kind == "summon" and b.cards[item.source].zone == "stack":
        j.move(item.source, "break")
    # (Her own unmodelled summon, nothing recorded for it: a draw line right after may be its draw, misnamed.)
    b.unknown_summon = (item.source, ev.seq, item.controller) if item.kind == "summon" and not item.modelled \
        and not item.effects and not item.held and not item.cancelled else ("", 0, "")
    owner = b.seat(item.controller) if item.controller in [x.id for x in b.seats] else None
    n = _summon_draws(b, item.source) if b.unknown_summon[0] and owner is not None and owner.known_order \
        and b.summon_lined != item.source else 0
    b.summon_top = (item.controller, item.source, ev.seq, tuple(owner.deck[:n])) \
        if n > 0 and n <= len(owner.deck) else ("", "", 0, ())
    j.to_active()
    b.after_resolution = True  # the next two passes may come in either order (_pass)
    b.resolve_all = bool(b.stack)  # (a resolution flagged as early is that one fault: the next may follow it)
    if b.taken and ev.seq <= b.taken_until:
        # An item added after both players passed (flagged there, the top taken as resolved): the stack resolves
        # as the log records it, the taken item's late Resolved in its place in the chain (docs/fftcg.md).
        b.taken_until = ev.seq + 3
    if b.phase == "end":
        j.settle()
        j.end_cleanup()  # back to the removal of damage [ref (9.5.1.4.)]


def _saved_in_order(j: Judge, idx: int) -> set[str]:
    """The forwards on the field that resolving the stack in its order, from the top down to item ``idx``, would
    leave there: only those survived at the table when the log resolved item ``idx`` first (as Monk's Gordon in the
    seed's example), not one that order breaks too (docs/fftcg.md, Readings)."""
    sim = j.board.copy()
    sim.twice = sim.extra = None
    k = Judge(sim, j.event)
    while len(sim.stack) > idx and not sim.over:
        item = sim.stack.pop()
        if item.modelled:
            k.run_effects(item, [], None)
        if item.kind == "summon" and sim.cards[item.source].zone == "stack":
            k.move(item.source, "break")
        k.field_changed = True
        k.settle()
    return {c for s in sim.seats for c in s.field}


def _unstipulated(j: Judge, item: Item, ev: Resolved) -> None:
    """A card taken from a deck (``choices``) or a deck shuffled (``shuffled``) at the resolution of a modelled card
    whose effect neither searches nor shuffles: « Vous ne pouvez pas mélanger votre Deck ou regarder son contenu si
    cela n'est pas stipulé » [ref (7.9.2)]. One fault, carried out as recorded (the table did it), so what follows
    from it (the next draw taking the shuffled deck's top) is not flagged again."""
    b = j.board
    if ev.choices:
        j.flag("fftcg.deck.unstipulated", N_("{item} does not search: {cards} cannot be taken from the deck unless a "
                                             "card says so"), item=j.L(item.source), cards=", ".join(map(j.L, ev.choices)))
    else:
        j.flag("fftcg.deck.unstipulated", N_("{item} does not shuffle a deck: {player}'s deck cannot be shuffled unless "
                                             "a card says so"), item=j.L(item.source), player=item.controller)
    for c in ev.choices:
        inst = b.cards.get(c)
        if inst is not None and inst.zone == "deck":
            j.move(c, "hand")
    _shuffle_as_recorded(b, ev.shuffled)


def _shuffle_as_recorded(b: Board, shuffled: list[str] | None) -> bool:
    """Put the deck that ``shuffled`` lists (all its cards) in that order; False when no deck has those cards."""
    if shuffled is None:
        return False
    for s in b.seats:
        if s.deck and sorted(shuffled) == sorted(s.deck):
            s.deck[:] = list(shuffled)
            return True
    return False


def _attack(j: Judge, ev: AttackDeclared) -> None:
    b = j.board
    b.noted_block = 0  # (the block step noted before is over: a later block answers this attack)
    pid = ev.player
    c = b.combat
    if c is not None and b.step == "declared" and list(ev.attackers) == c.attackers and pid == attacking(b) \
            and b.passes == 0 and len(b.stack) == c.under:
        # The attack recorded twice (docs/fftcg.md, Readings): its forwards attack again, the one fault; the repeat
        # declares nothing.
        j.flag("fftcg.attack.already-attacked", N_("{card} already attacked this turn"), card=", ".join(map(j.L, c.attackers)))
        return
    named = False
    if pid != b.active and b.phase == "attack" and ev.attackers and all(
            a in b.cards and b.cards[a].zone == "field" and b.cards[a].controller == b.active for a in ev.attackers):
        # The other player's name on the attack of the player whose turn it is (her forwards): the name is the one
        # slip, flagged once; the attack is hers (docs/fftcg.md, Readings).
        j.flag("fftcg.attack.timing", N_("{player} declared an attack {where}"), player=pid, where=term(N_("in the other player's turn")),
               read_as=b.active)
        pid = b.active
        named = True
    j.pre(ev, turn_action=True)
    # An attack right after the two passes that ended the declaration step (flagged): the attack phase's, recorded
    # after its step's two passes when its block comes next (_block) (docs/fftcg.md, Readings).
    late = b.phase == "main2" and b.left_declare == ev.seq - 1 and pid == b.active and not b.stack and c is None
    # A turn whose passes the log leaves out (flagged once at its first attack, or its first block): a further
    # attack of that turn written with no passes before it, right after the last one's block (or its damage), is
    # the same slip, not flagged again; the attack before it deals its damage first (docs/fftcg.md, Readings).
    again = not named and b.passes_left == b.turn and pid == b.active and not b.stack and not late \
        and b.phase in ("main1", "attack") and (
            (c is not None and b.step == "blocked" and b.passes <= 1 and not c.unknown)
            or (c is None and b.passes == 0 and (b.phase == "main1" or b.step == "declare")))
    if again and c is not None:
        made = b.passes
        j.advance_combat()
        b.late_passes = [b.active, b.other(b.active)] if not made else []
        c = b.combat
    if not named and not again \
            and not (b.phase == "attack" and b.step == "declare" and pid == b.active and not b.stack and b.priority == pid):
        where = (term(N_("in the other player's turn")) if pid != b.active
                 else msg(N_("in {phase}"), phase=phase_name(b.phase)) if b.phase != "attack"
                 else term(N_("with the stack not empty")) if b.stack
                 else term(N_("in the attack preparation step, before the attack declaration step"))
                 if b.step == "prep"
                 else term(N_("while another attack is being fought")) if b.step != "declare"
                 else term(N_("without priority")))
        gap = pid == b.active and not b.stack and b.passes == 0
        if gap and b.phase == "main1":
            # No pass at all since Main Phase 1 began: the likeliest slip is the four passes left out (the two that
            # end Main Phase 1, the two that end the preparation step); the message says what to add.
            j.flag("fftcg.attack.timing", N_("{player} declared an attack in Main Phase 1: if the table had moved on "
                                             "to the attack phase, the log leaves out the two passes that end Main "
                                             "Phase 1 and the two that end the attack preparation step"), player=pid)
        elif gap and b.phase == "attack" and b.step == "prep":
            j.flag("fftcg.attack.timing", N_("{player} declared an attack in the attack preparation step, before the "
                                             "attack declaration step: if the table had moved on, the log leaves out "
                                             "the two passes that end the preparation step"), player=pid)
        else:
            j.flag("fftcg.attack.timing", N_("{player} declared an attack {where}"), player=pid, where=where)
        # Declared before the preparation step's passes: the two passes after it may be that step's (_pass).
        b.early_attack = b.phase == "attack" and b.step == "prep" and pid == b.active and not b.stack and b.passes == 0
        if pid == b.active and not b.stack and b.passes == 0 and (b.phase == "main1" or b.early_attack):
            # The passes before it left out: the same slip in the rest of this turn is not flagged again (_block,
            # _drawn).
            b.passes_left = b.turn
    if not late and c is not None and b.step == "blocked" and b.phase == "attack" and pid == b.active == attacking(b) \
            and b.passes <= 1 and not b.stack and not c.unknown:
        # Declared right after the block (flagged): recorded before the two passes that deal the damage of the
        # attack before it. That damage is dealt first, and those two passes, when they follow, are that attack's
        # (docs/fftcg.md, Readings).
        # One of them made (the other's late record the missing one, _missing_pass): the damage is dealt all the same.
        made = b.passes
        j.advance_combat()
        b.late_passes = [b.active, b.other(b.active)] if not made else []
    live: list[str] = []
    ghosts: list[str] = []
    if not ev.attackers:
        j.flag("fftcg.attack.not-a-forward", N_("{player} declared an attack naming no forward"), player=pid)
    for a in ev.attackers:
        if a in live:
            j.flag("fftcg.attack.already-attacked", N_("{card} is named twice in one attack: it attacks once"), card=j.L(a))
            continue
        inst = b.cards.get(a)
        # A character played unnamed (paper log, flagged then) attacks as recorded: the table saw a forward.
        if inst is None or inst.zone != "field" or inst.controller != pid or not (is_forward(b, a) or not inst.serial):
            if inst is not None and inst.hidden_broke and inst.zone == "break" and inst.left_at == b.seq:
                # Named by this attack, the damage it took unnamed had broken it (Judge.hidden_damage).
                at, dealt, p = inst.hidden_broke
                j.flag("fftcg.attack.not-a-forward", N_("{card} is not a forward {player} controls on the field: "
                                                        "the {damage} damage it took at seq {at}, before the log "
                                                        "named it, reached its power ({power}) and broke it then"),
                       card=j.L(a), player=pid, damage=dealt, at=at, power=p)
            else:
                j.flag("fftcg.attack.not-a-forward", N_("{card} is not a forward {player} controls on the field"), card=j.L(a), player=pid)
            if inst is not None and inst.owner == pid and inst.serial and b.phase == "attack" and not b.over and (
                    (inst.zone == "break" and is_forward(b, a))
                    or (inst.zone == "field" and inst.controller == pid and not is_forward(b, a))):
                # A forward of hers broken earlier attacks: the table had it on the field; or a character of hers on
                # the field that is no forward (a backup) attacks: the table took it as attacking. The attack is
                # carried on as recorded (unblocked, it deals the player's damage), not flagged again (docs/fftcg.md,
                # Readings).
                ghosts.append(a)
            continue
        live.append(a)
        _attacker_fault(j, a, inst, traits(b, a))
        if inst.dull and inst.cp_dulled_turn == b.turn and inst.attacked_turn != b.turn:
            # (Dulled for CP this turn as a forward, flagged then: the attack shows the table never dulled it.)
            inst.dull, inst.cp_dulled_turn = False, -1
            note(b, N_("seq {seq}: {card} attacks, dulled for CP this turn as the log has it (flagged then): the "
                       "attack shows the table did not dull it"), seq=ev.seq, card=j.L(a))
    named = [a for a in live if b.cards[a].serial]  # an unnamed member's elements are unknown: not judged
    common = set(b.card_def(named[0]).elements) if named else set()
    for a in named[1:]:
        common &= set(b.card_def(a).elements)
    if len(named) > 1 and not common:
        j.flag("fftcg.attack.party-element", N_("a party must share an element: {cards}"),
               cards=listing([msg(N_("{card} is {elements}"), card=j.L(a), elements=_elements(b.card_def(a).elements))
                               for a in named]))
    elif len(live) > 1 and len(named) < len(live):
        # (An unnamed member: the party judged as it is named, Judge.hidden_parties.)
        for a in live:
            if not b.cards[a].serial:
                b.cards[a].hidden_party += ((b.seq, pid, tuple(live)),)
    for a in live:
        if not b.cards[a].serial:
            b.cards[a].hidden_attacks += ((b.seq, pid),)  # (judged as it is named: Judge.reveal)
            if b.cards[a].entered_turn == b.turn and "haste" not in traits(b, a):
                # (Entered this turn, no Haste given it: its own Haste unknown, judged as it is named.)
                b.cards[a].hidden_fresh += ((b.seq, pid, b.cards[a].taken_turn == b.turn),)
    cost = sum(b.card_def(a).attack_cost for a in live)
    if cost or ev.payment:
        j.pay(pid, ev.payment, cost, [], msg(N_("attacking with {cards}"), cards=", ".join(map(j.L, live))), rule="fftcg.attack.cost")
    for a in live:
        inst = b.cards[a]
        # An unnamed character (paper log, flagged as it was played) may have Brave: it is not dulled by its attack
        # (the benefit of the doubt, as for Haste and Back Attack) until an event names it (:meth:`Judge.reveal`).
        if "brave" not in traits(b, a) and inst.serial:
            inst.dull = True
        inst.attacked_turn = b.turn
        j.queue(a, "attacks", pid)
    # An attack declared in the other player's turn or over the stack stands as recorded (flagged above): its
    # attacker's opponent blocks, and the log may go on with it before the stack resolves (combat_goes_on).
    b.combat = Combat(attackers=live, player=pid, under=len(b.stack), ghost=bool(ghosts) and not live,
                      declared=[] if live else list(ev.attackers))
    b.step = "declared"
    j.to_active()
    b.late_attack = late


def _attacker_fault(j: Judge, a: str, inst: Any, t: set[str]) -> None:
    """The one fault of a forward chosen to attack that may not be: one choice, one violation (as a block's).

    The seed's conditions in its order: active and on the field since the start of the turn, or with Haste
    [ref (10.1.2.1.1.)]; able to attack, not having attacked this turn nor under an effect forbidding it
    [ref (10.1.2.1.2.)]. The first one it breaks is flagged, its words naming the others it breaks too."""
    faults = _attack_faults(j.board, inst, t)
    if not faults:
        return
    rule, template, args, _ = faults[0]
    if len(faults) == 1:
        j.flag(rule, template, card=j.L(a), **args)
    else:
        j.flag(rule, N_("{fault}; besides, {others}"),
               fault=msg(template, card=j.L(a), **args), others=listing([why for *_, why in faults[1:]]))


def _attack_faults_active(b: Board, inst: Any, t: set[str]) -> list[tuple[str, str, dict[str, Any], Text]]:
    """:func:`_attack_faults` of ``inst`` taken as active (its dulling for CP the table never made)."""
    was, inst.cp_dulled_turn = inst.cp_dulled_turn, -1
    inst.dull = False
    try:
        return _attack_faults(b, inst, t)
    finally:
        inst.dull, inst.cp_dulled_turn = True, was


def _attack_faults(b: Board, inst: Any, t: set[str]) -> list[tuple[str, str, dict[str, Any], Text]]:
    """The seed's attacker conditions a forward chosen to attack breaks, in the seed's order (rule, words, their
    arguments, the words naming it among others): _attacker_fault flags the first, _barred_attacker reads an attack
    two ways on them."""
    again = inst.attacked_turn == b.turn
    faults: list[tuple[str, str, dict[str, Any], Text]] = []
    if inst.dull and inst.cp_dulled_turn == b.turn and not again:
        # Dull only from its dulling for CP this turn, a forward's (flagged then: fftcg.cp.source): its attack shows
        # the table never dulled it, that payment's one fault (docs/fftcg.md, Readings).
        return _attack_faults_active(b, inst, t)
    # A forward without Brave that attacked this turn is dull because of that attack: attacking again is
    # the one fault (already-attacked), not also attacking dull.
    if inst.dull and not (again and "brave" not in t) and inst.stayed_dull >= 0:
        # (Dull because a freeze kept it so in this turn's Active phase: the words say so, the slip a forgotten
        # freeze.)
        faults.append(("fftcg.attack.dull", N_("{card} is dull and cannot attack: it was frozen, so it did not "
                                               "activate in {owner}'s Active phase"), {"owner": inst.owner}, ""))
    elif inst.dull and not (again and "brave" not in t):
        faults.append(("fftcg.attack.dull", N_("{card} is dull and cannot attack"), {}, ""))  # (always the first)
    if inst.entered_turn == b.turn and "haste" not in t and inst.serial:  # an unnamed card may have Haste
        if inst.taken_turn == b.turn:
            # (A control change enters the new controller's field without changing zones: docs/fftcg.md.)
            faults.append(("fftcg.attack.entered-this-turn",
                           N_("{card} came under {player}'s control this turn and has no Haste (Booster): "
                              "Initiative in 10.1.2.1.1 is read as Booster, as section 5 says"),
                           {"player": inst.controller},
                           msg(N_("it came under {player}'s control this turn and has no Haste"),
                               player=inst.controller)))
        else:
            faults.append(("fftcg.attack.entered-this-turn",
                           N_("{card} entered the field this turn and has no Haste (Booster): Initiative in "
                              "10.1.2.1.1 is read as Booster, as section 5 says"),
                           {}, term(N_("it entered the field this turn and has no Haste"))))
    if again:
        faults.append(("fftcg.attack.already-attacked", N_("{card} already attacked this turn"), {},
                       term(N_("it already attacked this turn"))))
    if "cannot-attack" in t:
        faults.append(("fftcg.attack.cannot-attack", N_("{card} cannot attack"), {},
                       term(N_("it is under a restriction against attacking"))))
    return faults


def _block_note(text: str) -> bool:
    """Whether ``text`` is the note of a pass in place of the block read as the block left out (_pass)."""
    return "could block" in text or "is left out of the log again" in text


def _block(j: Judge, ev: BlockDeclared) -> None:
    b = j.board
    pid = ev.player
    if b.noted_block:
        # The pass read as the no block left out (a note) was followed by the block after all: the block was recorded
        # late, not left out, the pass in its place the one fault (flagged by the reading beside this one, which
        # takes its place here when this is the first event only this one flags: step). The note is withdrawn; a
        # no block recorded late changes nothing (it was read at the pass).
        noted, b.noted_block = b.noted_block, 0
        for i in range(len(b.notes) - 1, -1, -1):
            if b.notes[i].startswith(f"seq {noted}: ") and _block_note(b.notes[i]):
                del b.notes[i]
                del b.note_msgs[i]
                break
        j.flag("fftcg.block.timing", N_("{player} declared a block after priority passed in the block step: the block "
                                        "(or no block) comes before the passes"), player=pid)
        if ev.blocker is None:
            return
    j.pre(ev)
    c = b.combat
    # The block step follows an attack, one declared out of the attack phase too (flagged there): the block
    # answers the attack that stood, the attacking player's opponent's (in the other player's turn too).
    side = attacking(b)
    early = None
    if j.unblocked in (pid, side) and b.step == "blocked" and c is not None and not c.blocked and pid != side:
        # Her pass in place of the block (flagged, the block taken as none) was recorded early: this is her block,
        # and that pass stands for her pass after it (docs/fftcg.md, Readings). The attacking player's pass there
        # (flagged) was one too many: the defender's block next is the block.
        early = (b.passes, b.priority)
        b.step = "block"
        if b.left_block and b.left_block == b.unblocked_at:
            b.left_block = 0  # (that pass's flag was the block recorded late, not the block left out: _pass)
    b.early_attack = False
    if j.late_attack and b.step == "declared" and c is not None and pid != side and b.passes == 0:
        # The attack's two passes were recorded before it (_attack): it was the attack phase's, and its damage
        # dealt, play returns to the declaration step, as the log goes on.
        b.phase, b.step, b.priority = "attack", "block", None
    if b.step == "block" and c is not None and pid == side:
        j.flag("fftcg.block.timing", N_("{player} declared a block, but blocking {player}'s own attack is {defender}'s "
                                        "decision: the player whose turn it is not blocks"), player=pid, defender=b.other(pid))
        inst = b.cards.get(ev.blocker) if ev.blocker else None
        if ev.blocker is None or (inst is not None and inst.zone == "field" and inst.controller == b.other(pid)):
            # The defender's block (or no block) under the attacking player's name: that one slip (Readings).
            pid = b.other(pid)
            j.found[-1].read_as = pid
    elif c is not None and b.step == "declared" and pid != side and len(b.stack) <= c.under:
        # The attack waiting for it, the passes of its step left out (the table went on to the block): the block
        # answers that attack. Flagged once for the passes left out (not again in a turn already flagged for its
        # passes left out), carried on as recorded (docs/fftcg.md, Readings).
        if b.passes_left != b.turn:
            j.flag("fftcg.block.timing", N_("{player} declared a block before both players passed priority after the "
                                            "attack"), player=pid)
        b.passes_left = b.turn
    elif not (b.step == "block" and c is not None and pid != side):
        if c is not None and pid == side and b.step == "declared":
            # The attacking player's own block, her attack waiting for its passes: the slip is the player, said so
            # (an attack is waiting), carried on as recorded.
            j.flag("fftcg.block.timing", N_("{player} declared a block, but blocking {player}'s own attack is "
                                            "{defender}'s decision: the player whose turn it is not blocks"),
                   player=pid, defender=b.other(pid))
        else:
            j.flag("fftcg.block.timing", N_("{player} declared a block with no attack waiting for one"), player=pid)
        if c is None and b.phase == "main2" and b.left_declare == ev.seq - 1 and pid != b.active and not b.stack:
            # Right after the passes that ended the declaration step: the attack it answers was left out of the log
            # (the one fault). The attack is taken as made, its forwards unknown (docs/fftcg.md, Readings).
            b.phase = "attack"
            c = b.combat = Combat(attackers=[], player=b.active, unknown=True)
        if c is None:
            return
    c.blocked = ev.blocker is not None
    named = None  # (a forward the seed forbids to block, its cost judged all the same)
    forced = [f for f in b.seat(pid).field if is_forward(b, f) and "must-block" in traits(b, f)
              and not b.cards[f].dull and "cannot-block" not in traits(b, f) and not b.cards[f].fate_unknown]
    shunned = bool(forced) and ev.blocker not in forced
    said = len(j.found)

    def forbidden(rule: str, template: str, **args: Any) -> None:
        """A blocker the seed forbids: one choice, one fault. Chosen while a forward that must block could
        (« tant que cela ne contredit pas les règles en place » [ref (10.1.3.1.3.)]: the forced block comes after
        the rules on who may block), that is said in the same words, not flagged again."""
        if shunned:
            j.flag(rule, N_("{fault}; besides, {others}"), fault=msg(template, **args),
                   others=msg(N_("{card} must block if able"), card=j.L(forced[0])))
        else:
            j.flag(rule, template, **args)

    if ev.blocker is not None:
        bl = ev.blocker
        inst = b.cards.get(bl)
        if inst is None or inst.zone != "field" or inst.controller != pid or not (is_forward(b, bl) or not inst.serial):
            forbidden("fftcg.block.not-a-forward", N_("{blocker} is not a forward {player} controls on the field"), blocker=j.L(bl), player=pid)
            # Only a forward may be chosen to block, and only a forward chosen becomes the blocking forward
            # [ref (10.1.3.1.)] [ref (10.1.3.2.)]: no forward blocks, so the attack is not blocked and deals its 1
            # point of damage to the player [ref (10.1.4.1.)]. Beside it the table may have taken the attack as
            # blocked, dealing no damage: the log's later draws decide (step, docs/fftcg.md, Readings).
            c.blocked = b.table_block == ev.seq
        else:
            # One choice, one fault: a dull forward that also cannot block is flagged once, under the seed's first
            # condition (it must be active [ref (10.1.3.1.1.)]), its restriction said in the same words.
            if inst.dull and "cannot-block" in traits(b, bl):
                forbidden("fftcg.block.dull", N_("{blocker} is dull and cannot block; it could not block if active "
                                                 "either, being under a restriction against blocking"), blocker=j.L(bl))
            elif inst.dull and inst.stayed_dull >= 0:
                # (Dull because a freeze kept it so in its owner's Active phase: the words say so.)
                forbidden("fftcg.block.dull", N_("{blocker} is dull and cannot block: it was frozen, so it did not "
                                                 "activate in {owner}'s Active phase"), blocker=j.L(bl), owner=inst.owner)
            elif inst.dull:
                forbidden("fftcg.block.dull", N_("{blocker} is dull and cannot block"), blocker=j.L(bl))
            elif "cannot-block" in traits(b, bl):
                forbidden("fftcg.block.cannot-block", N_("{blocker} cannot block"), blocker=j.L(bl))
            if (inst.dull or "cannot-block" in traits(b, bl)) and b.table_block != ev.seq:
                # Neither a dull forward [ref (10.1.3.1.1.)] nor one that cannot block [ref (10.1.3.1.2.)] may be
                # chosen to block: as for a card that is not a forward, the attack is not blocked, its damage dealt;
                # beside it, the table took it as blocked by that forward (step, docs/fftcg.md, Readings). The cost
                # the table paid for it is judged as the forward's, as in that reading.
                c.blocked = False
                named = bl
            else:
                c.blocker = bl
                j.queue(bl, "blocks", pid)
                if not inst.serial:
                    inst.hidden_blocks += ((b.seq, pid),)  # (its type and abilities judged as it is named)
    if shunned and len(j.found) > said:
        pass  # (said with the forbidden blocker's fault, above)
    elif shunned:
        if ev.blocker:
            j.flag("fftcg.block.forced", N_("{card} must block if able; {player} blocked with {blocker}"),
                   card=j.L(forced[0]), player=pid, blocker=j.L(ev.blocker))
        else:
            j.flag("fftcg.block.forced", N_("{card} must block if able; {player} did not block"), card=j.L(forced[0]),
                   player=pid)
    named = named or c.blocker
    cost = b.card_def(named).block_cost if named else 0
    if cost or ev.payment:
        j.pay(pid, ev.payment, cost, [], msg(N_("blocking with {card}"), card=j.L(named)), rule="fftcg.block.cost")
    if c.blocked and c.blocker is not None and len(c.attackers) > 1:
        # A card that is not a forward on the field (flagged above) is in no battle: no split is due for it.
        # The split is judged here for what it says (whole shares of the attacking party, none negative); its
        # total is judged against the blocker's power when damage is dealt [ref (10.1.4.2.)] (resolve_damage).
        flagged = len(j.found)
        if not ev.split:
            p = max(power(b, c.blocker), 0)
            j.flag("fftcg.block.split", N_("{player} blocks a party and must say how {blocker}'s {p} damage is shared"), player=pid, blocker=j.L(c.blocker), p=p)
            # Held until damage: a split is needed only where two or more members are left to share the blocker's
            # damage then (none if a First Strike party breaks the blocker first, one member left takes it all).
            c.held = (j.found.pop(),)
        elif any(v != int(v) for v in ev.split.values()):
            j.flag("fftcg.number.integer", N_("the split ({split}) shares damage in fractions: values are whole numbers"), split=_split_words(j, ev.split))
        elif set(ev.split) - set(c.attackers):
            j.flag("fftcg.block.split", N_("the split ({split}) gives damage to {cards}, not in the attacking party"),
                   split=_split_words(j, ev.split), cards=", ".join(map(j.L, sorted(set(ev.split) - set(c.attackers)))))
        if any(v < 0 for v in ev.split.values()):
            neg = [k for k, v in ev.split.items() if v < 0]
            j.flag("fftcg.block.split", N_("the split ({split}) gives {cards} a negative share: a value a player chooses is "
                                           "positive (0 or more)"), split=_split_words(j, ev.split), cards=", ".join(map(j.L, neg)))
        c.split_ok = len(j.found) == flagged
        # A total already wrong at the block (the blocker's power then): reported on this line if still wrong at
        # damage (resolve_damage); one made wrong later (a pump, a member removed) is reported where damage is dealt.
        c.split_seq = ev.seq if sum(whole(v) for v in ev.split.values()) != max(power(b, c.blocker), 0) else 0
        c.split = {k: max(whole(v), 0) for k, v in ev.split.items()}
    b.step = "blocked"
    j.to_active()
    if early is not None:
        b.passes, b.priority = early


def _split_words(j: Judge, split: dict[str, Any]) -> Any:
    """A party block's split in words for a judge ("6000 to Tifa 1-016 (alice.1), 6000 to Cloud 1-009 (alice.2)")."""
    return listing([msg(N_("{n} to {card}"), n=v, card=j.L(k)) for k, v in split.items()])


def _discarded(j: Judge, ev: Discarded) -> None:
    b = j.board
    pid = ev.player
    cards, hand = b.cards, "hand"
    slip = (pid != b.active and b.phase == "end" and bool(ev.cards) and all(
        c in cards and cards[c].zone == hand and cards[c].controller == b.active for c in ev.cards))
    if slip:
        # The other player's name on the End phase discard of the player whose turn it is (cards of her hand): the
        # name is the one slip, flagged once; the discard is hers (docs/fftcg.md, Readings).
        j.flag("fftcg.end.discard-timing", N_("{player} discarded down to the hand limit outside their End phase"), player=pid,
               read_as=b.active)
        pid = b.active
    elif b.phase == "end" and ev.player != b.active and not b.stack and not b.triggers and len(b.end_passes) >= 8 \
            and all(p == (ev.player if k % 2 == 0 else b.active) for k, p in enumerate(b.end_passes[:8])):
        # The next player's End phase discard after her passes in this End phase: her turn went on without its
        # draw (flagged once), her passes were that turn's (docs/fftcg.md, Readings).
        j.pre(ev, turn_action=True)
    if not slip and b.phase == "main2" and pid == b.active and b.passes == 1 and not b.stack and not b.triggers \
            and b.lent == b.priority and ev.seq <= b.lent_until:
        # The End phase discard one pass short of Main phase 2's end (flagged as it is): the missing pass is taken
        # as given, the discard is the End phase's, and the next turn's draw follows it (docs/fftcg.md, Readings).
        j.flag("fftcg.end.discard-timing", N_("{player} discarded down to the hand limit outside their End phase"), player=pid)
        slip = True
        b.passes, b.priority = 2, b.other(b.priority)
        j.advance()
    late = pid == b.late_discard and ev.seq <= b.late_discard_until and pid != b.active
    if late:
        b.late_discard = ""  # the End phase discard of the turn a draw ended early (flagged there): judged as there
    in_end = (b.phase == "end" and pid == b.active) or late
    # The discard recorded twice: its cards are in the Break Zone already; the repeat discards nothing, and its one
    # fault is discarding with nothing due (or outside the End phase), not also each card's absence from the hand.
    # (The cards a discard of this turn put there: a card broken from the field, or discarded in another turn, is
    # no repeat, its discard naming a card not in the hand, below.)
    again = bool(ev.cards) and b.discarded_turn == b.turn and all(
        c in cards and cards[c].zone == "break" and cards[c].owner == pid and c in b.discarded for c in ev.cards)
    if not in_end and not slip:
        j.flag("fftcg.end.discard-timing", N_("{player} discarded down to the hand limit outside their End phase"), player=ev.player)
    elif in_end and pid == b.active and b.phase == "end" and not b.triggers and b.stack and b.passes >= 2 \
            and _end_pass(b) and len(b.seat(pid).hand) > HAND_LIMIT:
        # The seed's literal End phase: its auto abilities on the stack and priority [ref (9.5.1.1.)], the discard
        # [ref (9.5.1.2.)], then the stack resolves, the player whose turn it is gaining priority again
        # [ref (9.5.1.4.)]: the discard after both passed over those abilities is in its place, not a resolution
        # left out. The passes after it are the resolution's (or the Resolved follows at once).
        b.passes, b.priority = 0, pid
        b.resolve_all = True
        b.end_point = b.turn
    elif b.triggers or (b.stack and b.passes >= 2):
        j.pre(ev)
    before = len(b.seat(pid).hand)
    # Nothing discarded with nothing due (a hand of 5 or fewer) breaks no rule. After an effect the log never named
    # (flagged then) the hand's count is unknown: the discard is taken as recorded (docs/fftcg.md, Paper-table logs).
    unsure = b.seat(pid).hand_unsure
    if in_end and before - len(ev.cards) < HAND_LIMIT and ev.cards and not unsure:
        if before <= HAND_LIMIT:
            j.flag("fftcg.end.hand-size", N_("{player} discards {n} of {before} cards: only down to {limit}, and had "
                                             "nothing to discard"), player=pid, n=len(ev.cards), before=before,
                   limit=HAND_LIMIT)
        else:
            j.flag("fftcg.end.hand-size", N_("{player} discards {n} of {before} cards: only down to {limit}"),
                   player=pid, n=len(ev.cards), before=before, limit=HAND_LIMIT)
        b.hand_checked = True
    if b.phase == "end" and pid == b.active and b.stack and b.passes == 1 and b.priority == b.other(pid) \
            and j.board.last_pass == pid:
        b.discard_pass = pid  # her pass again after her discard is that pass (_pass)
    if again:
        return
    hand = b.seat(pid).hand
    # The End phase discard down to the limit naming a card not in the hand (one in the Break Zone, one on the
    # field): the table discarded as many cards of the hand, the line naming the wrong one. Flagged once (that card);
    # a card of the hand goes in its place (a copy of the card named if the hand holds one, else the card held
    # longest: which one is unknown), so the hand is the table's count and the hand limit is not flagged again
    # (docs/fftcg.md, Readings).
    stand_in = in_end and not unsure and before - len(ev.cards) >= HAND_LIMIT
    named = [c for c in ev.cards if c in hand]
    for c in ev.cards:
        j.hand_not_damage(pid, c)
        inst = b.cards.get(c)
        if unsure and inst is not None and inst.zone == "deck" and inst.controller == pid \
                and not b.seat(pid).known_order:
            j.move(c, "hand")  # a card the unknown effect may have drawn: taken as drawn by it
        if inst is None or inst.zone != "hand" or inst.controller != pid:
            j.flag("fftcg.play.not-in-hand", N_("{card} is not in {player}'s hand to discard"), card=j.L(c), player=pid)
            spare = [h for h in hand if h not in named]
            if stand_in and spare:
                same = [h for h in spare if inst is not None and inst.serial and b.cards[h].serial == inst.serial]
                other = (same or spare)[0]
                note(b, N_("seq {seq}: {player}'s discard names {card}, which is not in the hand: a card of the hand "
                           "was discarded in its place ({other} taken)"), seq=ev.seq, player=pid, card=j.L(c),
                     other=j.L(other))
                j.move(other, "break")
            continue
        j.move(c, "break")
        if b.discarded_turn != b.turn:
            b.discarded, b.discarded_turn = (), b.turn
        b.discarded += (c,)


_EFFECT = re.compile(r"^(?P<name>[a-z-]+)(?:\((?P<arg>[+-]?\d+(?:\.\d+)?|[a-z-]+)\))?$")
#: Recorded effects whose value is an amount dealt, not a modification: never negative [ref (4.3.)].
_AMOUNTS = ("damage", "draw", "player-damage")
#: Recorded effects whose amount may be left out: one card, one point of damage.
_ONE_IF_OMITTED = ("draw", "player-damage")
_GIVE_FROM = ("deck", "hand", "break")
#: The recorded effects the engine applies (docs/fftcg.md, EffectRecorded), as the docs write them: the
#: word a note suggests for an effect that is close to one of them but none.
VOCABULARY_EFFECTS = {
    "damage": "damage(N)", "power": "power(+N)", "break": "break", "dull": "dull", "freeze": "freeze",
    "activate": "activate", "return": "return", "remove": "remove", "discard": "discard", "draw": "draw(N)",
    "player-damage": "player-damage(N)", "control": "control", "give": "give", "cannot-attack": "cannot-attack",
    "cannot-block": "cannot-block",
}
#: The effects whose argument is a number (the others take none, or a zone for ``give``).
_NUMERIC = ("damage", "power", "draw", "player-damage")


def _recorded_arg(j: Judge, name: str, raw: str | None) -> tuple[int | None, str]:
    """The recorded value, whole and judged: a decimal is rounded to the nearest [ref (4.2.)]; a negative
    amount dealt counts as 0 [ref (4.3.)]. Returns (value, word argument); the value is None when the effect
    gives no number."""
    if raw is None:
        return None, ""
    if not raw.lstrip("+-").replace(".", "", 1).isdigit():
        return None, raw
    num = float(raw)
    arg = int(num)
    if num != arg:
        arg = whole(num)
        j.flag("fftcg.number.rounding", N_("{name}({raw}) is not a whole number: a decimal value is rounded to the nearest "
                                           "whole number ({arg}) unless the card says otherwise"), name=name, raw=raw, arg=arg)
    if arg < 0 and name in _AMOUNTS:
        j.flag("fftcg.number.negative", N_("{name}({raw}): a negative value counts as 0 unless it is being modified"), name=name, raw=raw)
        arg = 0
    return arg, ""




def _give(j: Judge, ev: EffectRecorded, t: str, where: str) -> None:
    """A card moves from its owner's deck, hand or Break Zone to the other player: to the same zone there [ref (7.3)]."""
    b = j.board
    inst = b.cards[t]
    if inst.zone not in _GIVE_FROM:
        j.flag("fftcg.zone.other-player", N_("{target} is in the {zone}: only a card in its owner's deck, hand or Break Zone "
                                             "moves to the other player"), target=j.L(t), zone=zone_term(inst.zone))
        return
    other = b.other(inst.controller)
    if where and where not in ("top", "bottom") and where != inst.zone:
        j.flag("fftcg.zone.other-player", N_("{target} moves from {controller}'s {zone} to {other}: it goes to {other}'s "
                                             "{zone}, not the {where}"), target=j.L(t), controller=inst.controller, zone=zone_term(inst.zone), other=other, where=zone_term(where))
    j.move(t, inst.zone, top=where == "top", side=other)


def _recorded_source(j: Judge, ev: EffectRecorded) -> None:
    """An effect is recorded only for a card whose abilities the engine does not all carry out (docs/fftcg.md,
    EffectRecorded): a card known from its statistics only, one the pool or header marks ``modelled: false``,
    or one whose EX Burst is not modelled. A card the engine models fully would have its effect twice.
    Flagged, still applied."""
    b = j.board
    if ev.source is None:
        return
    inst = b.cards.get(ev.source)
    if inst is None:
        j.flag("fftcg.log.unknown-card", N_("{card!r} is not a card of this match"), card=ev.source)
        return
    if inst.serial and models_fully(b.card_def(ev.source)):
        j.flag("fftcg.log.effect-source", N_("an effect is recorded for {source}, whose abilities the engine carries out "
                                             "itself: only what unmodelled card text did is recorded"), source=j.L(ev.source))


def _recorded(j: Judge, ev: EffectRecorded) -> None:
    """Apply what an unmodelled ability did, as recorded, and count it."""
    b = j.board
    if _restated(j, ev):
        return
    b.unmodelled += 1
    _recorded_source(j, ev)
    if _recorded_early(j, ev):
        return
    _apply_recorded(j, ev)


def _restated(j: Judge, ev: EffectRecorded) -> bool:
    """An EffectRecorded right after the resolution of a card the engine carries out itself, naming it as its
    source and restating what it just did (the same effect and amount, on its targets: Board.done): the log's
    record of that resolution, as in Force of Will: a note, not carried out a second time, not counted as
    unmodelled. Anything else is judged as before (``fftcg.log.effect-source``, applied as recorded)."""
    b = j.board
    done, b.done = b.done, (-1, "", (), ())
    if done[0] < 0 or ev.source is None or ev.source != done[1] or ev.seq != done[0] + 1:
        return False
    m = _EFFECT.match(ev.effect.strip())
    if m is None or m.group("arg") is None or not m.group("arg").isdigit():
        return False
    if (m.group("name"), int(m.group("arg"))) not in done[3] or not ev.targets \
            or not set(ev.targets) <= set(done[2]):
        return False
    b.done = (ev.seq,) + done[1:]  # (another effect of it may be restated right after: the same resolution)
    note(b, N_("seq {seq}: the effect {effect!r} recorded for {source} is what its resolution just did, which the "
               "engine carried out already: taken as the log's record of it, not carried out again"),
         seq=ev.seq, effect=ev.effect, source=j.L(ev.source))
    return True


def _recorded_early(j: Judge, ev: EffectRecorded) -> bool:
    """What an unmodelled summon or ability on the stack did, recorded before it resolved (before both players
    passed over it): the log's own order, "what it did with EffectRecorded events right after the event that
    triggered it" (log-format.md), the cast or the trigger. The effect is held on the item and applied when it
    resolves, as the table did (« Lorsque les deux joueurs ne souhaitent plus ajouter d'effet sur la pile, ceux-ci
    sont résolus », § 8): the passes and ``Resolved`` that follow are that resolution's, and a response in between
    resolves first. A note; no violation (docs/fftcg.md, Readings). Recorded after both passes (the resolution due)
    it is applied there, as that resolution. Only an item of the recording player's is held on: one of the other
    player's named as ``source`` is not his to record (the effect is what it was, applied there). With no
    ``source``, the item put on the stack by the event just before (or whose effect was recorded there): the line
    right after its cast is its effect; written elsewhere before it resolves (after the other player's answer,
    between the passes), not right after a resolution, the recording player's one unmodelled summon on the stack
    with nothing recorded for it yet (two such: which one is not known, applied where written, as before)."""
    b = j.board
    if not b.stack:
        return False
    src = ev.source or j.just
    if not ev.source and src and not any(i.source == src and i.controller == ev.player for i in b.stack):
        src = ""  # (just after the other player's cast: his item's effect is not hers to record)
    if not src and not b.after_resolution:
        own = [i for i in b.stack if i.controller == ev.player and i.kind == "summon" and not i.modelled
               and not i.held]
        src = own[0].source if len(own) == 1 else ""
    if not src:
        return False
    idx = next((k for k in range(len(b.stack) - 1, -1, -1) if b.stack[k].source == src), -1)
    if idx < 0 or b.stack[idx].modelled or (idx == len(b.stack) - 1 and b.passes >= 2) \
            or b.stack[idx].controller != ev.player:
        return False
    item = b.stack[idx]
    if not item.held:
        note(b, N_("seq {seq}: the effect recorded for {item} before it resolved is taken as what it did when it "
                   "resolved: applied then"), seq=ev.seq, item=j.L(src))
    marks = [b.cards[t].moves if t in b.cards else -1 for t in ev.targets]
    m = _EFFECT.match(ev.effect.strip())
    name = m.group("name") if m else ""
    flagged = []
    if name in _ZONE_OF and name != "remove":
        # (A card the effect could not name where it is recorded, one of the deck say, is flagged at this line, the
        # one a judge corrects, not at the Resolved; moved as recorded when the item resolves.)
        for t in ev.targets:
            if t in b.cards and b.cards[t].zone != "stack" and _zone_fault(b, name, t, src) == "fault":
                j.flag("fftcg.target.invalid", _NOT_THERE[name], card=j.L(t), zone=zone_term(b.cards[t].zone),
                       by=ev.player)
                flagged.append((ev.seq, t))
    b.stack[idx] = msgspec.structs.replace(item, held=[*item.held, (ev.seq, ev.player, ev.effect, src,
                                                                     list(ev.targets), marks, [])],
                                           flagged=(*item.flagged, *flagged))
    b.just = src
    return True


def _run_held(j: Judge, item: Item) -> None:
    """The effects recorded before ``item`` resolved (_recorded_early), applied now that it does: to the cards still
    where each effect found them (a card gone meanwhile, the effect does nothing to it, as Ifrit's damage to the
    forward the Monk's answer saved, § 8); a draw whose line was recorded early (_held_draw_line) draws those cards.
    A summon whose card left the stack before (broken, say, by the answer that cancelled it) never resolves: what
    was recorded for it is dropped, a note."""
    b = j.board
    if item.held and item.kind == "summon" and item.source in b.cards and b.cards[item.source].zone != "stack":
        _drop_held(b, item, b.seq)
        return
    for seq, player, effect, source, targets, marks, line in item.held:
        m = _EFFECT.match(effect.strip())
        on_field = m is not None and m.group("name") in _ON_FIELD
        # (An effect on a character finds it on the field, where the summon's target was: one not there as the
        # summon resolves, in the hand already when the effect was written say, is missed.)
        excused = {c for at, c in item.flagged if at == seq}
        there = [t for t, k in zip(targets, marks) if t not in b.cards
                 or (b.cards[t].moves == k and (not on_field or b.cards[t].zone in ("field", "stack") or t in excused))]
        gone = [t for t, k in zip(targets, marks) if t not in there and b.cards[t].moves != k]
        if gone:
            note(b, N_("seq {seq}: {cards}, which the effect recorded for {item} at seq {at} names, left where it "
                       "was before {item} resolved: the effect does nothing to it"), seq=b.seq,
                 cards=", ".join(map(j.L, gone)), item=j.L(source), at=seq)
        away = [t for t in targets if t not in there and t not in gone]
        if away:
            note(b, N_("seq {seq}: {cards}, which the effect recorded for {item} at seq {at} names, is not on the "
                       "field as {item} resolves: the effect does nothing to it"), seq=b.seq,
                 cards=", ".join(map(j.L, away)), item=j.L(source), at=seq)
        if line:
            # (Its draw line recorded already, early (_held_draw_line): those cards drawn, nothing more.)
            for c in line:
                if c in b.cards and b.cards[c].zone == "deck":
                    j.move(c, "hand")
            continue
        _apply_recorded(j, EffectRecorded(seq=seq, player=player, effect=effect, source=source, targets=there),
                        excused)


#: the recorded effects that act on a character on the field (a card elsewhere is not theirs to act on)
_ON_FIELD = frozenset(("damage", "power", "break", "dull", "freeze", "activate", "control", "cannot-attack",
                       "cannot-block"))


def _held_draw(b: Board, entry: tuple) -> tuple[str, int]:
    """The player a held ``draw`` (_recorded_early) draws for and how many cards, else ("", 0)."""
    seq, player, effect, source, targets, marks, line = entry
    m = _EFFECT.match(effect.strip())
    if m is None or m.group("name") != "draw" or line:
        return "", 0
    raw = m.group("arg")
    if raw is not None and not raw.isdigit():
        return "", 0
    n = 1 if raw is None else int(raw)
    pids = [s.id for s in b.seats]
    if not targets:
        return player, n
    return (targets[0], n) if len(targets) == 1 and targets[0] in pids else ("", 0)


def _held_draw_line(board: Board, event: Any) -> list[Violation] | None:
    """``event``, a ``CardsDrawn`` right after the cast of an unmodelled item of its player's, or after the effect or
    draw line recorded for it before it resolved (``board.just``), while a draw of hers is held on it: the line is
    the record of that draw, not another draw, written in the same place as the effect (log-format.md). The cards are
    drawn as the item resolves (_run_held), a note. Naming the top of her deck (in a paper log, as many cards of it),
    no violation; naming another count of cards, the one fault ``fftcg.draw.count``, the cards it names drawn; naming
    as many cards, not the top of a known order, the one fault ``fftcg.draw.not-top``, the effect drawing the top as
    the table did (as the same line after the ``Resolved``); never another turn's draw (docs/fftcg.md, Readings).
    None: not such a line."""
    if type(event) is not CardsDrawn or not event.cards or len(set(event.cards)) != len(event.cards) \
            or board.over or board.extra is not None or not board.just:
        return None
    idx = next((k for k in range(len(board.stack) - 1, -1, -1) if board.stack[k].source == board.just), -1)
    if idx < 0:
        return None
    item = board.stack[idx]
    pid = event.player
    if item.modelled or item.controller != pid or pid not in [s.id for s in board.seats] \
            or not all(c in board.cards for c in event.cards):
        return None
    draws = [k for k, h in enumerate(item.held) if _held_draw(board, h)[0] == pid]
    n = sum(_held_draw(board, item.held[k])[1] for k in draws)
    if not draws:
        return None
    s = board.seat(pid)
    cards = board.cards
    j = Judge(board, event)
    mine = [c for c in event.cards if cards[c].zone == "deck" and cards[c].controller == pid]
    drawn = list(event.cards)
    if len(event.cards) != n:
        j.flag("fftcg.draw.count", N_("{player} drew {drawn}; {due}"), player=pid,
               drawn=NP_("{n} card", "{n} cards", len(event.cards)), due=NP_("{n} was due", "{n} were due", n))
        drawn = mine
    elif s.known_order:
        if sorted(event.cards) != sorted(s.deck[:n]):  # (nothing orders the cards inside one draw)
            j.flag("fftcg.draw.not-top", N_("{player} drew {value}; the top of the deck was {value2}"), player=pid,
                   value=", ".join(map(j.L, event.cards)), value2=", ".join(map(j.L, s.deck[:n])))
            drawn = list(s.deck[:n])
    elif len(mine) < len(drawn):
        for c in event.cards:
            if c not in mine:
                j.flag("fftcg.log.unknown-card", N_("{player} drew {card}, which is not in {player}'s deck (it is "
                                                    "in the {zone})"), player=pid, card=j.L(c),
                       zone=zone_term(cards[c].zone))
        drawn = mine
    held = list(item.held)
    rest = list(drawn)
    for k in draws:
        m = _held_draw(board, held[k])[1]
        # (A draw whose line names none of its cards: [""], its line recorded all the same, nothing drawn.)
        held[k] = (*held[k][:6], (rest[:m] if k != draws[-1] else rest) or [""])
        rest = rest[m:]
    board.stack[idx] = msgspec.structs.replace(item, held=held)
    board.seq = event.seq
    note(board, N_("seq {seq}: {player}'s CardsDrawn records the draw of the effect recorded for {item} before it "
                   "resolved ({cards}): drawn when it resolves, nothing more"), seq=event.seq, player=pid,
         item=board.label(item.source), cards=", ".join(map(board.label, event.cards)))
    return j.found


def _drop_held(b: Board, item: Item, seq: int) -> None:
    """``item`` leaves the stack unresolved (cancelled): what was recorded for it before it resolved never happened,
    a note."""
    if not item.held:
        return
    note(b, N_("seq {seq}: {item} was cancelled before it resolved: what the log recorded for it before then "
               "(seq {at}) did not happen, and is not applied"), seq=seq, item=b.label(item.source),
         at=", ".join(str(h[0]) for h in item.held))
    for k, other in enumerate(b.stack):
        if other is item:
            b.stack[k] = msgspec.structs.replace(item, held=[])


def _apply_recorded(j: Judge, ev: EffectRecorded, excused: Iterable[str] = ()) -> None:
    """``excused``: cards flagged where the held effect was recorded (_recorded_early), moved as recorded."""
    b = j.board
    dropped = []
    for item in list(b.stack):
        if item.held and item.kind == "summon" and item.source in ev.targets and item.source != ev.source:
            # (An effect aimed at a summon still on the stack, an answer's: it cancelled it [§ 8], and what was
            # recorded for it before it resolved did not happen.)
            _drop_held(b, item, ev.seq)
            dropped.append(item.source)
    for k, item in enumerate(b.stack):
        if item.kind == "summon" and not item.modelled and item.source in ev.targets and item.source != ev.source \
                and not item.cancelled:
            # (Cancelled, it leaves the stack without resolving: the passes over it and its Resolved, if the log
            # writes them, are that; nothing pending, no order broken by what resolves under it. With nothing
            # recorded for it, a note all the same, as _drop_held gives when something was.)
            if item.source not in dropped:
                note(b, N_("seq {seq}: {item} was cancelled before it resolved (the effect recorded for {source} names "
                           "it): it leaves the stack without resolving"), seq=ev.seq, item=j.L(item.source),
                     source=j.L(ev.source) if ev.source else term(N_("an unnamed source")))
            b.stack[k] = msgspec.structs.replace(item, cancelled=True)
    m = _EFFECT.match(ev.effect.strip())
    name = m.group("name") if m else ev.effect
    arg, word = _recorded_arg(j, name, m.group("arg")) if m else (None, "")
    known = m is not None and name in VOCABULARY_EFFECTS and not (name in _NUMERIC and word)
    if not known:
        # Free text for card text the engine does not model: recorded only. A slip of a vocabulary word says so.
        like = slip_of(ev.effect, VOCABULARY_EFFECTS)
        if like is not None:
            note(b, N_("seq {seq}: effect {effect!r} is not one the engine applies; recorded only (did you mean {known!r}?)"),
                 seq=ev.seq, effect=ev.effect, known=like)
        name = ""
    # An amount left out is one (a card, a point of damage); an amount of 0 (or a negative one, counted as 0
    # [ref (4.3.)]) does nothing.
    n = (1 if name in _ONE_IF_OMITTED else 0) if arg is None else arg
    if name == "draw" and ev.source and b.unknown_drawn[0] == ev.source and ev.targets in ([], [ev.player]):
        # (The draw of an unmodelled summon recorded after its draw line, taken as its draw then
        # (_draw_before_passes): that draw, made already; only what it draws beyond those cards is drawn now.)
        n, b.unknown_drawn = max(0, n - b.unknown_drawn[1]), ("", 0)
    players = {s.id for s in b.seats}
    for t in ev.targets:
        if t in players:
            if name == "draw":
                j.draw(t, n, ev.source or "")
            elif name == "player-damage":
                j.damage_player(t, n)
            continue
        inst = b.cards.get(t)
        if inst is None:
            j.flag("fftcg.log.unknown-card", N_("{target!r} is not a card or player of this match"), target=t)
            continue
        if not name:
            continue
        if name == "give":
            _give(j, ev, t, word)
        elif name == "control" and inst.zone == "field":
            j.take_control(t, ev.player)
        elif name == "damage" and inst.zone == "field":
            if is_forward(b, t):
                j.hurt(t, n)
            elif unnamed_on_field(b, t) and n > 0:
                # (A card the log has not named: the damage kept on it, judged as it is named, as an ability's.)
                j.hidden_hit(t, n)
        elif name == "power" and inst.zone == "field":
            j.add_power(t, n)
        elif name == "return" and (aim := _return_target(b, ev, t)):
            # The return names a card that was not its source's target, the target still on the field: the one
            # fault is the card named; the target is the card the table returned (docs/fftcg.md, Readings). (Held
            # on its summon and flagged at its line already, a card off the field, ``excused``: that flag the one
            # fault, the target returned all the same, beside it the card named moved as recorded, step.)
            if t not in excused:
                j.flag("fftcg.target.invalid", N_("the recorded return names {card}, which is not the target of "
                                                  "{source} ({target}): taken as returning {target}"),
                       card=j.L(t), source=j.L(ev.source), target=j.L(aim), by=ev.player)
            j.move(aim, "hand")
            continue
        elif name == "return" and t not in excused and b.as_named and b.cards[t].zone == "field" \
                and (aim := _return_target(b, ev, t, named=True)):
            # (Beside it, the table returning the card named, another card on the field than the target: the same
            # fault, the card named moved as recorded.)
            j.flag("fftcg.target.invalid", N_("the recorded return names {card}, which is not the target of {source} "
                                              "({target}): the table returned {card}"),
                   card=j.L(t), source=j.L(ev.source), target=j.L(aim), by=ev.player)
            j.move(t, "hand")
            continue
        elif name in _ZONE_OF and not _recorded_zone(j, ev, name, t, excused):
            continue
        elif name in ("break", "discard"):
            j.move(t, "break")
        elif name == "dull":
            inst.dull = True
        elif name == "freeze":
            inst.frozen = True
        elif name == "activate":
            inst.dull = False
            inst.stayed_dull = -1
        elif name == "return":
            j.move(t, "hand")
        elif name == "remove":
            j.move(t, "removed")
        elif name == "cannot-attack" and inst.zone == "field":
            inst.cannot_attack_eot = True  # until the end of the turn, like a recorded power change
        elif name == "cannot-block" and inst.zone == "field":
            inst.cannot_block_eot = True
    if name == "draw" and not ev.targets:
        j.draw(ev.player, n, ev.source or "")
    src = b.cards.get(ev.source) if ev.source else None
    if src is not None and set(ev.targets) & set(src.cast_targets):
        # (The targets this effect acted on: a further effect of the summon naming another card, Brynhildr's return
        # after its control, names a card of its own, not the target misnamed: _return_target.)
        src.cast_targets = tuple(c for c in src.cast_targets if c not in ev.targets)


#: the zones a recorded effect finds its card in: a break, a return on the field [or a summon's card on the stack,
#: cancelled]; a discard in a hand; a remove anywhere but out of the game already (the seed names no zone it takes
#: from: a card out of the game already, removed before, is missed, a note)
_ZONE_OF = {"break": ("field", "stack"), "return": ("field", "stack"), "discard": ("hand",),
            "remove": ("deck", "hand", "field", "stack", "damage", "break")}


def _return_aimed(b: Board, ev: EffectRecorded) -> bool:
    """Whether ``ev`` is a recorded return of which a card named is read as its source's target (_return_target)."""
    m = _EFFECT.match(ev.effect.strip())
    return m is not None and m.group("name") == "return" and any(
        t in b.cards and _return_target(b, ev, t) for t in ev.targets)


def _held_return_aimed(b: Board, ev: Resolved) -> bool:
    """Whether ``ev`` resolves the stack's top, a summon holding a return recorded before it resolved
    (_recorded_early) of which a card named is read as its target (:func:`_return_aimed`)."""
    if not b.stack or b.stack[-1].source != ev.item or not b.stack[-1].held:
        return False
    item = b.stack[-1]
    if item.kind != "summon" or item.source not in b.cards or b.cards[item.source].zone != "stack":
        return False  # (a summon whose card left the stack never resolves: what was held is dropped, _run_held)
    return any(_return_aimed(b, EffectRecorded(seq=seq, player=player, effect=effect, source=source,
                                               targets=[t for t, k in zip(targets, marks)
                                                        if t in b.cards and b.cards[t].moves == k]))
               for seq, player, effect, source, targets, marks, line in item.held if not line)


def _return_target(b: Board, ev: EffectRecorded, t: str, named: bool = False) -> str:
    """The one target of ``ev``'s summon (chosen as it was cast, not acted on by an earlier recorded effect of it)
    still on the field and not named by ``ev``, when ``ev`` (a return) names ``t``, a card that was not among those
    targets (another card on the field, one in the Break Zone, a hand, the deck: the effect acts on the forward
    chosen, « l'avant désigné », § 8); else "". (A summon's card on the stack named, a cancellation, is applied as
    recorded; a summon cast with no targets recorded names what it acted on.) ``named``: the same on the reading
    beside, the card named moved as recorded (``b.as_named``)."""
    src = b.cards.get(ev.source) if ev.source else None
    if (b.as_named and not named) or src is None or not src.cast_targets or t in src.cast_targets or b.cards[t].zone == "stack":
        return ""
    aims = [c for c in src.cast_targets if c in b.cards and b.cards[c].zone == "field" and c not in ev.targets]
    return aims[0] if len(aims) == 1 and len(ev.targets) == 1 else ""


def _zone_fault(b: Board, name: str, t: str, source: str | None) -> str:
    """Where the recorded ``name`` (break, return, discard, remove) finds ``t``: "" where it acts (_ZONE_OF; a
    return also takes a card from its owner's Break Zone to the hand, « Return 1 Forward from your Break Zone to your
    hand », the seed moving cards out of the Break Zone [ref (7.3)]); "missed": a card its last move took from where
    the effect acts after ``source`` was cast or used (a target gone before the effect resolved: Gordon returned to
    the hand before the break, tests/test_fftcg_qa34e_fixes.py); "fault": any other card (one in the deck, a hand it
    never left the field for, one that left the field before the effect's source was cast), which the effect could
    not name."""
    inst = b.cards[t]
    zones = _ZONE_OF[name]
    if inst.zone in zones:
        return ""
    src = b.cards.get(source) if source else None
    if inst.left in zones and name != "discard" and (name == "remove" or src is None or inst.left_at > src.cast_at):
        return "missed"
    if name == "return" and inst.zone == "break":
        return ""
    if name == "discard" and inst.zone == "deck" and b.seat(inst.controller).hand_unsure \
            and not b.seat(inst.controller).known_order:
        return ""  # (a paper log: an effect the log never named may have drawn it, taken as drawn by it, as _discarded)
    return "fault"


def _recorded_zone(j: Judge, ev: EffectRecorded, name: str, t: str, excused: Iterable[str] = ()) -> bool:
    """Whether the recorded ``name`` (break, return, discard, remove) acts on ``t`` (_zone_fault). A card missed (a
    target gone before the effect) is ignored, the effect impossible, « Si l'effet d'une carte est impossible à
    réaliser, alors l'effet doit être ignoré » [ref (2.3.)], a note; a card the effect could not name is the one
    fault ``fftcg.target.invalid``, the card moved as recorded (the table moved it: its next use is no second
    fault), unless it is a summon's card on the stack (docs/fftcg.md, Readings). ``excused``: cards flagged where
    the effect was recorded (_recorded_early), moved as recorded."""
    b = j.board
    inst = b.cards[t]
    why = _zone_fault(b, name, t, ev.source)
    if not why or t in excused:
        return True
    if why == "missed":
        note(b, _MISSED[name], seq=ev.seq, card=j.L(t), zone=zone_term(inst.zone))
        return False
    j.flag("fftcg.target.invalid", _NOT_THERE[name], card=j.L(t), zone=zone_term(inst.zone), by=ev.player)
    return inst.zone != "stack"


_MISSED = {
    "break": N_("seq {seq}: {card}, which the recorded break names, is not on the field (it is in the {zone}): the "
                "effect does nothing to it"),
    "return": N_("seq {seq}: {card}, which the recorded return names, is not on the field (it is in the {zone}): "
                 "the effect does nothing to it"),
    "remove": N_("seq {seq}: {card}, which the recorded remove names, was removed from the game already: the effect "
                 "does nothing to it"),
}
_NOT_THERE = {
    "break": N_("the recorded break names {card}, which is not on the field (it is in the {zone}): a break acts on "
                "a character on the field"),
    "return": N_("the recorded return names {card}, which is not on the field (it is in the {zone}): a return acts "
                 "on a character on the field, or on a card in its owner's Break Zone"),
    "discard": N_("the recorded discard names {card}, which is not in a hand (it is in the {zone}): a discard takes "
                  "a card from the hand"),
}


def _conceded(j: Judge, ev: Conceded) -> None:
    j.lose(ev.player, term(N_("conceded")))


_HANDLERS = {
    Mulliganed: _mulligan, CardsDrawn: _drawn, CharacterPlayed: _character, SummonCast: _summon,
    AbilityUsed: _ability, AutoTriggered: _auto, ExBurstUsed: _burst, PriorityPassed: _pass,
    Resolved: _resolved, AttackDeclared: _attack, BlockDeclared: _block, Discarded: _discarded,
    EffectRecorded: _recorded, Conceded: _conceded,
}


def kept(board: Board, following: Iterable[Any]) -> Board:
    """The board of the reading the log keeps after the event ``board`` was folded to: ``board`` itself, or, where
    another reading is followed beside it (``board.extra``, docs/fftcg.md, Readings) and the next events
    (``following``, in order) make it take the engine's place, that reading's board as it was then. What replay
    and explain show, so that a board shown between the two readings does not contradict the verdict (which keeps
    the same reading). ``following`` runs to the log's end: where it ends before the next events decide, the
    board of the reading whose flag the verdict keeps there (:func:`finish`). ``board`` is not changed; the board
    returned is the caller's to read, not to fold on."""
    if board.setup_kept[:1] == ("extra",):
        # (The other player's draw before the first turn, read as their taking it and as an extra set-up draw: the
        # next event decides, _extra_setup_draw_read; the log ending here keeps the engine's reading.)
        for ev in following:
            trial = board.copy()
            trial.setup_kept = ()
            found = step(trial, ev)
            other = _extra_setup_board(board, board.setup_kept, ev, found)
            if other is not None and not any(v.seq == ev.seq for v in step(other.copy(), ev)):
                return other
            break
        return board
    if board.extra is None:
        return board
    trial = board.copy()
    boards = [board]
    here, there = board.extra, trial.extra
    while there is not None and here is not None:
        there.reading = len(boards)
        boards.append(here)
        here, there = here.extra, there.extra
    there = trial
    while there is not None:
        # (The flags a reading taking the other's place writes over are the fold's own: copies here.)
        for name in ("shown_flags", "stand_flags", "held_flags"):
            setattr(there, name, tuple(msgspec.structs.replace(v) for v in getattr(there, name)))
        there.none_flags = tuple((msgspec.structs.replace(was), now) for was, now in there.none_flags)
        there.alike_flags = tuple((msgspec.structs.replace(was), now) for was, now in there.alike_flags)
        there = there.extra
    for ev in following:
        step(trial, ev)
        if trial.reading:
            return boards[trial.reading].copy()
        other, pending = trial.extra, False
        while other is not None:
            pending = pending or other.reading > 0
            other = other.extra
        if not pending:
            break
    if trial.extra_at_end and trial.extra is not None and trial.extra.reading:
        # The log ends (``following`` to its end) before the next events decide, and the verdict keeps the other
        # reading's flag (nothing written over it: finish): the board of that reading, the verdict's.
        return boards[trial.extra.reading].copy()
    if trial.extra is not None and trial.extra.reading and trial.extra.table_block \
            and (trial.extra.over or not trial.over):
        # (The table's reading of a forbidden block, which finish keeps at the log's end: its board.)
        return boards[trial.extra.reading].copy()
    return board


def pending(board: Board) -> bool:
    """Whether the board after an event still follows another reading beside it: which one the log keeps, and so
    the board shown there, only the next events say (:func:`kept`)."""
    return board.extra is not None or board.setup_kept[:1] == ("extra",)


def _take_place(board: Board, other: Board) -> None:
    """``other``, a reading followed beside ``board``, takes the engine's place: its flags held for that (``held_flags``)
    written over those returned at the event it was followed from (``board.shown_flags``, :func:`_beside`); what
    ``board`` held back (``hand_held``) dropped with it."""
    shown = board.shown_flags
    for name in Board.__struct_fields__:
        setattr(board, name, getattr(other, name))
    for was, now in zip(shown, board.held_flags):
        for name in type(was).__struct_fields__:
            setattr(was, name, getattr(now, name))
    board.shown_flags = board.held_flags = ()
    board.extra, board.turn_order, board.table_block, board.extra_at_end = None, False, 0, False
    _alike_words(board)


def _played_on(board: Board) -> Board:
    """A copy of ``board``, whose game is over, played on as if it were not (Board.seed_on): what its reading would
    flag of the table's later events."""
    on = _apart(board)
    on.over = on.over_flagged = False
    on.winner, on.result, on.result_msg = None, "", {}
    on.hand_held = on.shown_flags = on.stand_flags = on.held_flags = ()
    for s in on.seats:
        s.lost, s.lost_msg = "", {}
    return on


def _named_in_deck(board: Board, event: CardsDrawn) -> bool:
    """Whether every card ``event`` names is in its player's deck on ``board`` (:func:`step`)."""
    if not event.cards or event.player not in [s.id for s in board.seats]:
        return False
    deck = board.seat(event.player).deck
    return all(c in deck for c in event.cards)


def _due_own_draw(board: Board, due: Board, event: Any) -> bool:
    """Whether ``event`` is the due player's own draw of the cards ``due`` (the reading of a turn's draw under the
    wrong name as his draw) drew for him, still in his deck in ``board``'s reading (:func:`step`)."""
    if type(event) is not CardsDrawn or not event.cards or event.player not in [s.id for s in board.seats]:
        return False
    hand, deck = due.seat(event.player).hand, board.seat(event.player).deck
    return all(c in hand and c in deck for c in event.cards)


def _turn_order_stands(board: Board, due: Board) -> None:
    """The due player's reading of a turn's draw under the wrong name (``due``, followed beside ``board``) takes the
    engine's place: its flag (read as hers) written over the one returned at the draw (:func:`_beside`)."""
    _take_place(board, due)


def undecided(board: Board) -> bool:
    """Whether the verdict on an event stepped waits for a later one: a party block without its split, whose flag
    (fftcg.block.split, at the block's seq) is held until damage shows two or more members left to share the
    blocker's damage (Combat.held). A history of an earlier fault (projections.causes) steps on to that damage, so
    a block it would flag all the same is not read as following from that fault; a reader judging one event alone
    (cli.walk.glance) asks the whole match."""
    c = board.combat
    return c is not None and bool(c.held)


def finish(board: Board) -> list[Any]:
    """After the last event: say so when the log ends before the game does. A reading followed beside the engine's
    to the end: the engine's stands (_stands), but for a turn's draw under the wrong name, where the turn order's
    reading (the due player's draw) stands."""
    if board.extra is not None and board.extra.turn_order:
        _turn_order_stands(board, board.extra)
    elif board.extra is not None and board.extra.table_block and (board.extra.over or not board.over):
        # (The log played on to the table's own game end, nothing after it: the table's reading of a forbidden
        # block, whichever winner it makes, the seed's flag after its earlier end dropped, step. Or the log ends with
        # neither game over, nothing having decided: the table's reading too, the block fought as the table fought
        # it. The seed's stands only where it alone ended the game: the log ends there.)
        _take_place(board, board.extra)
    if board.stand_flags:
        _stands(board)
    late: list[Any] = []
    for item in reversed(board.stack):
        # (The log ends before an item resolves whose effect it recorded early (_recorded_early): the table
        # carried it out; what it did is applied.)
        if item.held and not board.over:
            k = Judge(board, EffectRecorded(seq=item.held[-1][0], player=item.held[-1][1], effect=""))
            _run_held(k, item)
            k.settle()
            late += k.found
    c = board.combat
    if c is not None and not board.over and board.passes_left == board.turn and board.step == "blocked" \
            and not board.stack and not board.triggers and not c.unknown and board.passes <= 1:
        # The log ends at an attack's block (or no block) in a turn written without its passes (flagged once
        # there): the passes after the block are the same slip, left out; its damage was dealt all the same
        # (§7.2.4.4), as at the next turn's draw (_drawn), so the winner stays the table's (docs/fftcg.md, Readings).
        k = Judge(board, None)
        k.advance_combat()
        k.settle()
        late += k.found
    held = list(board.combat.held) if board.combat is not None and not board.over else []
    if held:
        board.combat.held = ()  # (a party block without a split, the log ending before damage: its flag stands)
    if board.hand_held:
        # (A hand over the limit held back while another reading was followed: the engine's reading stands.)
        held, board.hand_held = list(board.hand_held) + held, ()
    held = late + held
    if not board.over and not board.result:
        set_result(board, N_("the log ends before the game does"))
    return held


def _room(b: Board, a: str) -> int:
    """The most damage forward ``a`` survives, in whole thousands (the game's powers and damage)."""
    return max((power(b, a) - b.cards[a].damage - 1) // 1000 * 1000, 0)


def _unbroken_split(b: Board, live: list[str], p: int) -> dict[str, int] | None:
    """A split of a blocker's ``p`` damage among the party members ``live`` when no split of it can break any of
    them (each takes no more than it survives, in whole thousands, the game's powers and damage): the one giving
    each member, in the party's order, up to the most it survives. None where some split breaks a member: which
    one, if any, is the blocking player's choice, and the seed's own example of a party blocked makes it
    (§ 7.2.4.4 « seul un des deux serait détruit »), so the log's later events say (docs/fftcg.md, Readings)."""
    room = {a: _room(b, a) for a in live}
    if p > sum(room.values()) or any(p > r for r in room.values()):
        return None
    share, left = {}, p
    for a in live:
        share[a] = min(room[a], left)
        left -= share[a]
    return share


def begin(board: Board) -> None:
    """A board in its set-up, in the End phase of a turn whose events the log records, or in a phase the next
    turn's draw ends early (cli.walk, after :func:`finish`), as the next turn begins: the End phase is over with the next player's draw [ref (9.5.1.5)], so
    the next turn starts there, its Active phase done, its Draw phase to come (turn 1: the first player's), the game
    going on. For a reader showing a turn's start (``replay --turn``); no verdict uses it."""
    if board.over:
        return
    if board.result == english(N_("the log ends before the game does")):
        board.result, board.result_msg = "", {}  # (set by finish on this copy: the log goes on)
    if board.phase == "setup":
        Judge(board, None).begin_game()  # (turn 1: the first player's Draw phase to come)
    elif board.phase == "end":
        Judge(board, None).new_turn()
    elif board.phase in ("main1", "attack", "main2") and board.turn >= 1:
        # The next event begins the next turn, the rest of this one left out (as verify reads it, one
        # fftcg.turn.phase-skipped, a log cut there too): the next player's Draw phase to come, what the stack held
        # left unresolved with the rest of the turn (docs/fftcg.md, Readings).
        Judge(board, None).new_turn()


def _assign(sources: list[tuple[int, str, tuple[str, ...]]], required: list[str]) -> list[str]:
    """The element each CP source pays in. ``sources``: (CP, the element it pays in, the elements it may be taken
    to pay in instead: () when the log says which). A source the log leaves the element of (a multi-element
    card: « vous devez alors choisir un des éléments possibles » [ref (5.2.1.3)]), or one flagged (it pays in the
    element the rest of the payment leaves unpaid), takes the element that lets the payment meet the
    ``required`` elements (« au moins 1 CP du même élément »), if any assignment does, whatever the order of the
    sources: the search tries, at each source, the elements still unpaid first. Else the first assignment tried
    (each source takes an element still unpaid, if it may, in the order of the payment)."""
    need: dict[str, int] = {}
    for el in required:
        need[el] = need.get(el, 0) + 1

    def order(k: int, made: dict[str, int]) -> list[str]:
        _, el, choice = sources[k]
        return list(dict.fromkeys([e for e in choice if made.get(e, 0) < need.get(e, 0)] + [el]))

    first: list[str] = []
    made: dict[str, int] = {}
    for k, (n, _, _) in enumerate(sources):
        el = order(k, made)[0]
        first.append(el)
        made[el] = made.get(el, 0) + n
    if all(made.get(el, 0) >= m for el, m in need.items()) or sum(len(c) > 1 for _, _, c in sources) > 12:
        return first

    def walk(k: int, made: dict[str, int], chosen: list[str]) -> list[str] | None:
        if k == len(sources):
            return chosen if all(made.get(el, 0) >= m for el, m in need.items()) else None
        n = sources[k][0]
        for el in order(k, made):
            found = walk(k + 1, {**made, el: made.get(el, 0) + n}, chosen + [el])
            if found is not None:
                return found
        return None

    return walk(0, {}, []) or first


def _excess(sources: list[tuple[bool, Any, int]], cost: int, required: list[str]) -> bool:
    """Whether a payment makes more CP than the cost needs (seed § 3.2: « il n'est pas possible de générer plus
    de CP que nécessaire … La seule exception est quand on défausse une carte pour payer un CP supplémentaire »).
    ``sources``: (discarded, element, CP) of each source; the element is a tuple of the elements the player
    could have made it in when the log does not say (:func:`_assign`). It does when the backups dulled alone
    make more than the cost; when a discarded card could be left out and the rest would still pay the cost, in
    amount and in elements (« au moins 1 CP du même élément » for each element of the card); or when a dulled
    backup could be left out and the rest would still pay more than the cost (the CP over come from that
    backup, not from the discard's second CP). Leon 12-113 (fire/ice, cost 2) paid by a fire and an ice card
    discarded is not excess: neither discard can be left out."""
    if sum(n for disc, _, n in sources if not disc) > cost:
        return True
    if cost <= 0:
        required = []  # nothing to pay: no element is asked for either (pay judges elements only for a cost)
    for k, (disc, _, _) in enumerate(sources):
        rest = [src for i, src in enumerate(sources) if i != k]
        total = sum(n for _, _, n in rest)
        if total < cost or (not disc and total == cost):
            continue
        options = [(n, el, ()) if isinstance(el, str) else (n, el[0], tuple(el)) for _, el, n in rest]
        made: dict[str, int] = {}
        for (n, _, _), el in zip(options, _assign(options, required)):
            made[el] = made.get(el, 0) + n
        if all(made.get(el, 0) >= required.count(el) for el in set(required)):
            return True
    return False


def _elements(elements: list[str]) -> Text:
    """``Fire`` or ``Fire/Ice``: element names as a message whose words are translated."""
    out: Text = term(elements[-1], "element") if elements else ""
    for e in reversed(elements[:-1]):
        out = msg(N_("{element}/{other}"), element=term(e, "element"), other=out)
    return out


def _amounts(made: dict[str, int]) -> Text:
    """``2 Fire, 1 Ice`` (or ``none``): the CP made, by element."""
    if not made:
        return term(N_("none"))
    return listing([msg(N_("{n} {element}"), n=n, element=term(e, "element")) for e, n in sorted(made.items())])
