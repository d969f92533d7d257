"""The Force of Will rules engine: judge one event against the board, then apply it.

:func:`step` mutates the board in place and returns the violations the event
committed. After a violation it applies the event *as recorded* wherever that
is possible, and skips only what cannot happen at all (a card that is not
there). No I/O, no clock, no randomness.

The chase is a list (bottom first): ``CardPlayed``, ``AbilityActivated`` and
``JudgmentMade`` push onto it, ``ChaseResolved`` resolves the top (last in,
first out). Battle damage follows ``BlockDeclared`` once the log has answered the block (see
:func:`answers_block`).
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from collections import Counter
from typing import Any, Callable

import msgspec

from ledger.force_of_will import (
    AbilityActivated, AttackDeclared, BlockDeclared, CardDrawn, CardPlayed, ChaseResolved, Conceded,
    EffectRecorded, JudgmentMade, Mulliganed, StandbySet, StoneCalled, TurnEnded,
)

from ..core import Violation, violation
from ..messages import NC_, N_, NP_, Text, fresh, msg, note, set_result, term
from ..naming import bind, drawn_card, named_card
from . import cards as C
from .board import HAND, MAX_HAND, Battle, Board, Entry, Inst, read_names, zone_list
from .rules import RULES

MAIN_ONLY = {"resonator", "regalia", "addition"}
ATTR_NAMES = {"L": "light", "F": "fire", "Wa": "water", "Wi": "wind", "D": "darkness"}
#: What a chant-standby spell's ``trigger`` waits for, in a judge's words (the ids stay in the data).
TRIGGER_NAMES = {"opponent-attacks": N_("an opponent's attack"),
                 "opponent-chase": N_("an opponent's spell or ability on the chase")}
#: Words the engine takes from data into its messages (zones, effect operations), for the catalogs.
VOCABULARY = (NC_("zone", "deck"), NC_("zone", "stones"), NC_("zone", "hand"), NC_("zone", "field"),
              NC_("zone", "added"), NC_("zone", "grave"), NC_("zone", "stone-area"), NC_("zone", "standby"),
              NC_("zone", "main deck"), NC_("zone", "magic stone deck"),
              NC_("effect", "atk"), NC_("effect", "cancel"), NC_("effect", "damage"), NC_("effect", "def"),
              NC_("effect", "draw"), NC_("effect", "life"), NC_("effect", "to-deck-top"),
              NC_("card type", "resonator"), NC_("card type", "spell"), NC_("card type", "magic stone"),
              NC_("card type", "addition"), NC_("card type", "ruler"), NC_("card type", "regalia"),
              NC_("attribute", "light"), NC_("attribute", "fire"), NC_("attribute", "water"),
              NC_("attribute", "wind"), NC_("attribute", "darkness"))


class Judge:
    """Holds the board and the violations of the event being judged."""

    def __init__(self, board: Board, event: Any):
        self.board = board
        self.event = event
        self.found: list[Violation] = []
        #: The event is the active player's action before their turn's draw (flagged: _drawn_yet).
        self.early = False
        #: The last event was the active player's ``CardDrawn`` (Board.last_draw).
        self.after_draw = board.last_draw is not None and board.last_draw_seq == board.seq
        #: Board.ahead_open as the event came (step).
        self.ahead_open: str | None = None
        #: The last event drew cards by an effect, or recorded such a draw (Board.effect_seq).
        self.after_effect_draw = board.effect_seq == board.seq
        #: The seq of the event before this one (Seat.over_last).
        self.prev_seq = board.seq
        #: The card or ability whose effects are being run (_run).
        self.resolving: str | None = None
        #: Board.second_turn as the event came (step): set only right after the draw taken as a second turn.
        self.second_turn: str | None = None
        #: The event is the game's first (the set-up just ended: step).
        self.first_event = False
        #: Board.stray_end as the event came (step): set only right after a turn's end recorded before the draw.
        self.stray_end: str | None = None
        #: The turn this event is judged in began at this very event, with the other player's draw before it
        #: taken as its draw (step: the player whose turn that draw came into draws next).
        self.begun_here = False
        #: The event is the attacking player's later main-phase act in a battle, after the one flagged there and
        #: before its block (Battle.mid_held: step).
        self.mid_more = False

    def flag(self, rule: str, template: str, /, charged_to: str | None = None, read_as: str | None = None,
             **args: Any) -> None:
        """Report a violation of ``rule`` (committed by player ``charged_to``, else by the event's player): an
        English ``template`` (``N_``) and its named ``args`` (``by`` is one of them: who called a stone);
        ``read_as``: the player the event is carried on as, the log's name on it the slip (Violation.read_as)."""
        self.found.append(violation(RULES[rule], self.event, self.board.turn, template, charged_to, args=args,
                                    read_as=read_as))

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
        inst.killed = False
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

    def destroy(self, iid: str) -> bool:
        """Destroy a card: a J-ruler goes back to the ruler area, J side up; a card on the field (a resonator, a
        regalia, an addition, one added to another card included) or in the magic stone area goes to the
        graveyard (« Cimetière : Zone où vous mettez vos cartes utilisées ou détruites. »). False, and nothing
        done, for a card anywhere else."""
        b = self.board
        inst = b.cards[iid]
        if inst.zone in ("added", "stone-area"):
            self.move(iid, "grave")
            return True
        if inst.zone != "field":
            return False
        if inst.j_side:
            rested = inst.rested
            self.move(iid, "ruler-area")
            inst.rested = rested
            inst.j_dead = True
            note(b, N_("turn {turn}: {card} was destroyed and returns to the ruler area J-side up"), turn=b.turn,
                 card=b.label(iid))
        else:
            self.move(iid, "grave")
        return True

    def lose_life(self, pid: str, n: int) -> None:
        self.board.seat(pid).life -= n

    def settle(self) -> None:
        """Destroy what took damage >= DEF; a player at 0 life or less loses."""
        b = self.board
        cards = b.cards
        for s in b.seats:
            for iid in s.field:
                if cards[iid].damage > 0:
                    break
            else:
                continue  # no damage on this field: nothing to destroy (the usual case)
            for iid in list(s.field):  # one by one: a card destroyed takes its static abilities with it
                if cards[iid].damage <= 0:
                    continue  # nothing to destroy (DEF is only read for a card with damage)
                if not C.is_fighter(b, iid):
                    continue
                d = C.defence(b, iid)
                if d is not None and cards[iid].damage >= d and cards[iid].damage > 0:
                    j_side = cards[iid].j_side
                    self.destroy(iid)
                    if not j_side:
                        cards[iid].killed = True  # (its later use as on the field: _killed_stood)
                        if iid in b.order_killed:  # (destroyed again: no longer the out-of-order resolution's)
                            b.order_killed = tuple(c for c in b.order_killed if c != iid)
                        if iid in b.blind_killed:  # (so with a card the log does not name: _order_stood)
                            b.blind_killed = tuple(c for c in b.blind_killed if c != iid)
        if b.over:
            return
        for s in b.seats:
            if s.life <= 0:
                break
        else:
            return  # nobody at 0 life: the game goes on
        dead = [s for s in b.seats if s.life <= 0]
        if dead:
            b.over = True
            b.phase = "over"
            if len(dead) == 2:
                set_result(b, N_("both players reached 0 life: a draw"))
            else:
                winner = b.opponent(dead[0].id).id
                b.winner = winner
                set_result(b, N_("{winner} wins: {player} has {life} life"), winner=winner, player=dead[0].id,
                           life=dead[0].life)

    def win(self, pid: str, why: str) -> None:
        b = self.board
        if not b.over:
            b.over = True
            b.phase = "over"
            b.winner = pid
            set_result(b, N_("{player} wins: {why}"), player=pid, why=why)

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
        b.draw_owed = b.active if b.early_draw is not None and b.active != pid else None
        if b.draw_owed is not None:
            # The card taken for that draw, no CardDrawn recorded in its turn: remembered, in case the draw was
            # skipped at the table (on_drawn, on_turn_ended).
            last = b.seat(b.draw_owed)
            last.skipped, last.skipped_turn = b.early_draw, b.turn - 1
        b.active = pid
        if b.unblocked is not None and b.unblocked.defender != pid:
            b.unblocked = None  # (the new turn's player's late block may still come before they act: step)
        b.early_draw = None
        b.early_block = None
        b.early_call = None
        b.late_call = None
        b.late_taken = None
        b.main_resolved = ()
        b.not_top_left = ()
        b.effect_drawn = ()
        b.pre_drawn = ()
        b.cancelled_turn = ()
        b.void_judgment = None
        b.ended_early = None
        b.late_played = None
        b.last_draw = None
        ahead, b.drawn_ahead = b.drawn_ahead, None
        seat = b.seat(pid)
        seat.turns += 1
        b.phase = "draw"
        if ahead == pid:
            # Their draw, recorded during the last turn (flagged then: on_drawn): the draw phase is over.
            self.recover(pid)
            b.phase = "main"
            b.ahead_open = pid
            return
        if not seat.deck:
            self.win(b.opponent(pid).id, msg(N_("{player} must draw in the draw phase, but the main deck is empty"), player=pid))
            b.failed_draw = pid

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


def is_stone_id(iid: str) -> bool:
    """Whether ``iid`` is a magic stone deck's card (``<player>.s<n>``), read from the card's own part of the id,
    after the last dot (a player id may hold dots and an ``s``: ``j.smith``, ``bob.s1``)."""
    own = iid.rpartition(".")[2]
    return own[:1] == "s" and own[1:].isdigit()


def _listed_only_by(b: Board, pid: str, name: str | None) -> str | None:
    """The other player, when only their deck list holds a card named ``name`` (``pid``'s has none): an event of
    ``pid``'s naming only that card names the wrong player. None otherwise."""
    if name is None or not b.is_player(pid):
        return None
    d = b.defs.get(name)
    name = d.name if d is not None else name
    other = b.opponent(pid)
    if b.seat(pid).decklist.get(name, 0) == 0 and other.decklist.get(name, 0) > 0:
        return other.id
    return None


def _paid_by(b: Board, pid: str, payment: list[str]) -> bool:
    """Whether every source of ``payment`` (none counts) is a card of ``pid``'s."""
    return all(s in b.cards and b.cards[s].owner == pid for s in payment)


def _pool_of(seat, iid: str) -> dict[str, int]:
    """The unrevealed copies a hidden card is taken from."""
    return seat.unbound_stones if is_stone_id(iid) else seat.unbound


def _card(j: Judge, pid: str, card: str | None, name: str | None, zones: tuple[str, ...], what: Text) -> str | None:
    """The instance an event names, bound to ``name`` where the log only knew the name.

    ``name`` is read as the card it names (any name the card is known by: the statistics' spelling, another
    name of the pool's, a decomposed accent): the card's own name is what the board and deck lists hold."""
    if name is not None:
        d = j.board.defs.get(name)
        name = d.name if d is not None else name
    return named_card(j, pid, card, name, zones, what, rule="fow.log.unknown-card", zone_list=zone_list, pool_of=_pool_of)


def _bind(j: Judge, seat, iid: str, name: str) -> None:
    bind(j, seat, iid, name, rule="fow.log.unknown-card", pool_of=_pool_of)


def _drawn_named(j: Judge, pid: str, card: str | None, name: str | None) -> str | None:
    """The card a draw's record names (``_card``, in the main deck), bound to the record's ``name`` where it is
    hidden. A name its owner's deck list has no copy of left (a card of another list, a magic stone, one copy too
    many) is flagged once (fow.log.unknown-card) and does not bind: the log's name and its deck list disagree, so
    the card stays as it was, hidden, and a later event naming it (a play by its real name) binds it, as for a
    stone or a play the list lacks (on_stone, on_played). The one flag stands alone."""
    b = j.board
    held = b.cards.get(card) if card is not None else None
    listed = held is None or not b.is_player(pid) or _listed(j, b.seat(pid), card, name)
    iid = _card(j, pid, card, name, ("deck",), term(N_("the draw")))
    if not listed and iid == card and held is not None:
        _misnamed(j, card)
    return iid


def _misnamed(j: Judge, iid: str) -> None:
    """Hidden card ``iid``, whose record named a card its owner's deck list has no copy of left (flagged just now:
    fow.log.unknown-card), stays hidden (the name does not bind: the log's name and its deck list disagree), and is
    remembered (Board.misnamed): a later play of it by its id alone is the card the table saw, not flagged again
    (_play_unknown)."""
    b = j.board
    b.cards[iid].name = None
    if all(c != iid for c, _ in b.misnamed):
        b.misnamed += ((iid, b.seq),)


def _drawn_yet(j: Judge, ev: Any) -> None:
    """An action by anyone before the draw phase's draw: flagged.

    The turn begins with its draw (« Séquence du Tour » ① Phase de Pioche: « Piochez une carte dans votre Deck
    Principal et mettez-la dans votre main. »), before any action (docs/force-of-will.md, Readings of the
    rules). The active player acting shows their draw phase is over: their card is drawn then. The opponent
    acting says nothing of it: the active player's draw is still to come.
    """
    b = j.board
    if b.phase != "draw":
        return
    if (type(ev) is BlockDeclared and b.battle is None and b.unblocked is not None
            and ev.player == b.unblocked.defender):
        return  # the late block of the last turn's attack, left without one (flagged then: _no_block): on_block
    if (type(ev) is BlockDeclared and b.battle is not None and ev.player == b.battle.defender
            and b.battle.attacking_player != b.active and not b.battle.blocked):
        return  # the block of the other player's attack in this turn (flagged as it came): it answers that attack
    if ev.player == b.active:
        j.early = True
        j.flag("fow.turn.draw-phase", N_("{player} {what} before drawing the turn's card"), player=ev.player,
               what=_doing(ev))
        deck = b.seat(ev.player).deck
        b.early_draw = deck[0] if deck else None  # the CardDrawn that follows is this draw (on_drawn)
        j.draw(ev.player)
        j.recover(ev.player)
        b.phase = "main"
    elif _any_time(j, ev):
        # (What the opponent may do only in their own main phase is flagged as such: fow.turn.not-your-turn.)
        j.flag("fow.turn.draw-phase", N_("{player} {what} before {active} drew the turn's card: the turn begins "
                                         "with the draw phase, where {active} draws a card, read as coming before "
                                         "any play"), player=ev.player,
               what=_doing(ev), active=b.active)


def _any_time(j: Judge, ev: Any) -> bool:
    """Whether ``ev`` is what a player may do at any time (« Ce que vous pouvez faire à n'importe quel
    moment »): an activated ability, a spell other than a chant (a card whose definition is not known yet
    counts as one)."""
    if isinstance(ev, AbilityActivated):
        return True
    if isinstance(ev, CardPlayed):
        b = j.board
        d = b.card_def(ev.card) if ev.card is not None else b.defs.get(ev.name or "")
        return d is None or not (d.type in MAIN_ONLY or (d.type == "spell" and d.kind == "chant"))
    return False


def _main(j: Judge, ev: Any, what: Text) -> None:
    """Checks for actions of the active player's main phase with nothing under way."""
    b = j.board
    if ev.player != b.active:
        j.flag("fow.turn.not-your-turn", N_("{player} {what} during {active}'s turn"), player=ev.player, what=what, active=b.active)
        return
    if b.chase and all(e.source in b.not_top_left for e in b.chase):
        # Only what a resolution out of order left above it (flagged then: fow.chase.not-top): its resolution was
        # left out of the log. Not flagged again; it resolves here, top first (a turn's end: on_turn_ended).
        if type(ev) is not TurnEnded:
            _resolve_left(j, ev.player, what)
    elif b.chase and b.chase_left:
        # Resolutions left out of the log again (the first flagged: below): ChaseResolved is among what an author
        # must not leave out (docs/log-format.md), flagged once a log like a TurnEnded or a BlockDeclared left out;
        # a later one is a note. The chase resolves here as below.
        note(b, N_("seq {seq}: a resolution is left out of the log again (flagged once, at seq {first}): not "
                   "flagged again"), seq=ev.seq, first=b.chase_left)
        if type(ev) is not TurnEnded:
            _resolve_left(j, ev.player, what)
    elif b.chase:
        j.flag("fow.chase.unresolved", N_("{player} {what} while {source} was still on the chase"), player=ev.player, what=what, source=j.label(b.chase[-1].source))
        b.chase_left = ev.seq
        if type(ev) is not TurnEnded:
            # The turn player went on with the main phase: the table had resolved the chase (both players passed),
            # its resolutions left out of the log. That one fault: what was on it resolves here, top first, as the
            # turn's end does (_resolve_left), so the actions after it are not flagged again.
            _resolve_left(j, ev.player, what)
    # (An attack whose block the log leaves out ends before any main-phase action, flagged once: step, _no_block.
    # A blocked battle whose damage waits on the chase ends with the chase: fow.chase.unresolved says it.)


def _main_answer(j: Judge, ev: Any, what: Text) -> None:
    """A judgment or a standby set: the active player's main phase, nothing under way. Made by the active player in
    answer to the chase, it is ``fow.play.main-phase`` once, as a resonator or chant played there is (_main_card):
    what is on the chase stays there (a judgment goes on top of it) and resolves as the log records it, or, its
    resolutions left out, at the turn player's next main-phase action or the turn's end (Board.not_top_left).
    Otherwise as any main-phase action (_main)."""
    b = j.board
    if (b.chase and ev.player == b.active and b.battle is None
            and not all(e.source in b.not_top_left for e in b.chase)):
        j.flag("fow.play.main-phase", N_("{player} {what} in answer to {source} on the chase: only chant-instants and "
                                         "abilities can chase"), player=ev.player, what=what,
               source=j.label(b.chase[-1].source))
        # (Or the table had resolved what was on the chase, its resolutions left out: the turn player's next
        # main-phase action, or the turn's end, with only that left resolves it, not flagged again: _main.)
        b.not_top_left += tuple(e.source for e in b.chase)
        return
    _main(j, ev, what)


def _main_card(j: Judge, ev: Any, what: Text) -> None:
    """A resonator, regalia, addition or chant: the active player's main phase, nothing under way. Played in
    answer to the chase or during a battle, by either player, it is that one fault (fow.play.main-phase:
    docs/force-of-will.md, The chase), not also the opponent's turn. (The active player's during a battle, before
    its block, nothing on the chase: flagged here too, the battle going on, step.)"""
    b = j.board
    if b.chase and ev.player == b.active and all(e.source in b.not_top_left for e in b.chase):
        # Only what a resolution out of order left above it (flagged then: fow.chase.not-top): its resolution was
        # left out of the log. Not flagged again; it resolves here, top first.
        _resolve_left(j, ev.player, term(N_("played a card")))
    if b.chase:
        j.flag("fow.play.main-phase", N_("{player} played {what} in answer to {source} on the chase: only chant-instants "
                                         "and abilities can chase"), player=ev.player, what=what, source=j.label(b.chase[-1].source))
    elif b.battle is not None and j.mid_more:
        pass  # (a later act in a battle after the one flagged there: held until the block, step)
    elif b.battle is not None:
        # (Either player's; the active player's leaves the battle going on, its block to come: step. Before the
        # block, a block declared while only such cards are on the chase is that same fault: on_block.)
        if not b.battle.blocked and ev.card is not None:
            b.battle.mid_cards += (ev.card,)
        j.flag("fow.play.main-phase", N_("{player} played {what} during the attack of {attacker}: only chant-instants and "
                                         "abilities can be used in a battle"), player=ev.player, what=what, attacker=j.label(b.battle.attacker))
    elif ev.player != b.active:
        j.flag("fow.turn.not-your-turn", N_("{player} played {what} during {active}'s turn"), player=ev.player, what=what, active=b.active)


_COSTS: dict[Any, Any] = {}  # parsed costs (parse_cost is a pure function of the text)
_UNPARSED = object()


def _pay(j: Judge, pid: str, cost: str | None, payment: list[str], attributes: list[str], what: Text) -> None:
    """Judge and apply a will payment: each source rested for one will; exact, of the right attributes.

    ``cost`` None: a cost the card data does not give (an ability of a card known only from its statistics,
    the judgment of a ruler whose J-ruler side is not in the data). Each source is still judged and rested;
    how much will, and of which attributes, is not checked.
    """
    b = j.board
    parsed = _COSTS.get(cost, _UNPARSED) if cost is not None else None
    if parsed is _UNPARSED:
        if len(_COSTS) > 4096:
            _COSTS.clear()
        parsed = _COSTS[cost] = C.parse_cost(cost)  # read only below, so shared
    produced: Counter = Counter()
    wild = 0
    attributes = _aligned(j, pid, payment, _spelled(j, attributes), what)
    misstated: list[tuple[str, list[str], str]] = []  # (source, its one attribute, what was declared)
    beyond: list[str] = []  # stone ids past the end of the payer's magic stone deck list, no call having given them
    for k, src in enumerate(payment):
        inst = b.cards.get(src)
        choice = attributes[k] if k < len(attributes) and attributes[k] else None
        if choice is not None:
            choice = C.SYMBOL_ALIASES.get(choice, choice)  # {R} is fire, in a declared attribute as in a cost
        attrs = C.will_of(b, src) if inst is not None and inst.owner == pid else None
        if attrs is None:
            early = j.early and _call_to_come(b, pid, src)
            if early:
                # An action recorded before the turn's draw (flagged: _drawn_yet) paid with the top stone of the
                # player's magic stone deck, not called yet this turn: the StoneCalled the log records after it is
                # that stone's call (on_stone). The one misplaced action is that one fault: taken as called now.
                b.early_call = src
            elif (b.late_taken is not None and inst is not None and inst.owner == pid and pid == b.active
                  and inst.zone == "stones" and b.seat(pid).stones[:1] == [src]):
                # The unnamed call taken as the late record of an uncalled payment's call (on_stone) called this
                # stone: the top one, which the table had in the magic stone area. Not flagged; it pays.
                b.late_taken = None
                j.move(src, "stone-area")
                inst.rested = True
                note(b, N_("turn {turn}: {player} paid with {source}: the stone call recorded after the uncalled "
                           "payment called it"), turn=b.turn, player=pid, source=j.label(src))
                if choice is None:
                    wild += 1
                else:
                    produced[choice] += 1
                continue
            elif inst is None and b.past_stones(src) and src.startswith(pid + "."):
                # A stone id past the end of the payer's magic stone deck list that no call of theirs with the deck
                # empty gave (on_stone: _called_past_end): no such stone was in their magic stone area. Flagged once
                # for the payment, however many such ids it names.
                beyond.append(src)
            else:
                if (inst is not None and inst.owner == pid and pid == b.active and b.phase == "main"
                        and b.late_call is None and _call_to_come(b, pid, src)):
                    # The top stone, no call this turn: the call recorded after this payment (a slip), or never
                    # made. Flagged here (fow.will.source); a StoneCalled of it later this turn is that call
                    # (on_stone), calling no other stone.
                    b.late_call = src
                _no_source(j, pid, src, what)
            if early or (inst is not None and inst.owner == pid and inst.zone == "stones"):
                # A stone still in the stone deck, paying: its call is what the log left out (a slip). Flagged
                # once, and taken as called, rested by this payment, so the log's later calls and payments
                # (the next stone on top, this one in the magic stone area) are judged as the table had them.
                j.move(src, "stone-area")
                inst.rested = True
                if not early and b.late_call != src:
                    b.paid_uncalled += (src,)
            # The source still pays what was declared (any attribute, if nothing was), so the amount and
            # attributes below are judged as the player meant them.
            if choice is None:
                wild += 1
            else:
                produced[choice] += 1
            continue
        if inst.rested and not _attack_unrested(j, src, b.seq):
            j.flag("fow.will.rested", N_("{player} paid for {what} with {source}, which was already rested"), player=pid, what=what, source=j.label(src))
            if src in b.void_rested:
                _void_own_root(j, "fow.will.rested")
        b.void_rested = tuple(c for c in b.void_rested if c != src)
        wa = C.will_ability(b, src)
        if wa is not None and wa.rest and C.is_resonator(b, src) and inst.entered_turn == b.turn:
            j.flag("fow.ability.entered-this-turn",
                   N_("{source} was put onto the field this turn: it cannot rest for will yet"), source=j.label(src))
        inst.rested = True
        if not attrs:
            if choice is None:
                wild += 1
            else:
                produced[choice] += 1
            if b.past_stones_placed(src):
                # (The stone a call from the empty magic stone deck put there, flagged at that call: on_stone.)
                if choice is None:
                    note(b, N_("turn {turn}: {source} is the stone {player}'s call with an empty magic stone deck put "
                               "into the magic stone area (flagged at that call); its will is unknown and no "
                               "attribute is declared for it, so it is taken as paying the will the cost needs"),
                         turn=b.turn, source=j.label(src), player=pid)
                else:
                    note(b, N_("turn {turn}: {source} is the stone {player}'s call with an empty magic stone deck put "
                               "into the magic stone area (flagged at that call); its will is unknown: taken as "
                               "declared"), turn=b.turn, source=j.label(src), player=pid)
            elif inst.name is None and inst.zone == "stone-area" and choice is None:
                # (No attribute declared for it: it pays any will the cost needs, not "as declared".)
                note(b, N_("turn {turn}: {source} is not named in the log, and the magic stones it may be (those of "
                           "{player}'s magic stone deck list not yet named) do not all produce the same will; no "
                           "attribute is declared for it, so it is taken as paying the will the cost needs"),
                     turn=b.turn, source=j.label(src), player=pid)
            elif inst.name is None and inst.zone == "stone-area":
                note(b, N_("turn {turn}: {source} is not named in the log, and the magic stones it may be (those of "
                           "{player}'s magic stone deck list not yet named) do not all produce the same will; taken "
                           "as declared"), turn=b.turn, source=j.label(src), player=pid)
            else:
                note(b, N_("turn {turn}: the will of {source} is not in the card data; taken as declared"),
                     turn=b.turn, source=j.label(src))
        elif choice is not None and choice not in attrs and len(attrs) == 1:
            # A source that makes one attribute pays what it makes, whatever the log declares (the declaration,
            # matched to no source by _aligned, is the log's, not the table's): the cost is judged on that will,
            # as without `attributes`, and the misstatement is flagged below only if the cost shows no fault.
            misstated.append((src, attrs, choice))
            produced[attrs[0]] += 1
        elif choice is not None and choice not in attrs:
            # One that makes several is taken as declared (flagged: it cannot make that one).
            _misstated(j, [(src, attrs, choice)])
            produced[choice] += 1
        else:
            produced[choice or attrs[0]] += 1
    if beyond:
        n = sum(b.seat(pid).stonelist.values())
        j.flag("fow.will.source", N_("{player} paid for {what} with {sources}: no such magic stone was in their magic "
                                     "stone area (their magic stone deck list holds {stones}, and no call of theirs "
                                     "with that deck empty put one there)"), player=pid, what=what,
               sources=", ".join(repr(s) for s in beyond), stones=NP_("{n} stone", "{n} stones", n))
    if cost is None or parsed is None:
        if parsed is None and cost is not None:
            note(b, N_("turn {turn}: the cost {cost} of {what} has a symbol the engine does not read; not checked"),
                 turn=b.turn, cost=cost, what=what)
        _misstated(j, misstated)
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
                short.append(msg(N_("{n} {attribute}"), n=n - have - use, attribute=term(ATTR_NAMES.get(a, a), "attribute")))
    # One fault, one rule: too little will is fow.will.exact (the attribute it lacks is its consequence, named in
    # the message); fow.will.attribute is an icon left unpaid by as much will as the cost, or more.
    if paid < total and short:
        j.flag("fow.will.exact", N_("{player} paid {paid} will for {what}, which costs {total} ({value}): its {missing} "
                                    "will is unpaid"), player=pid, paid=paid, what=what, total=total, value=cost or "{0}",
               missing=_both(short))
        return
    if short:
        # The attribute the cost lacks is the fault the table made; a declaration naming what the cost wanted
        # for a source that cannot make it is that same fault, in the log's words (not flagged again).
        j.flag("fow.will.attribute", N_("{player} paid {what} (cost {cost}) without {value} will"), player=pid, what=what, cost=cost, value=_both(short))
    if paid != total:
        j.flag("fow.will.exact", N_("{player} paid {paid} will for {what}, which costs {total} ({value})"), player=pid, paid=paid, what=what, total=total, value=cost or "{0}")
    if not short and paid == total:
        _misstated(j, misstated)


def _misstated(j: Judge, misstated: list[tuple[str, list[str], str]]) -> None:
    """Flag, once for the payment, a declared attribute that its source cannot make (for sources that make one
    attribute, none of the declaration's matchings to the payment's sources making it right: _aligned): the
    first such source is named."""
    if misstated:
        src, attrs, choice = misstated[0]
        j.flag("fow.will.source", N_("{source} produces {value} will, not {choice}"), source=j.label(src),
               value="/".join(attrs), choice=choice)


#: An attribute written another way than its code: the code in another case, or the attribute's word (English, or
#: the seed's French: « Lumière », « Feu », « Eau », « Vent », « Ténèbres »), keyed lowercase without accents.
_ATTR_WORDS = {"l": "L", "f": "F", "wa": "Wa", "wi": "Wi", "d": "D", "r": "F",
               "light": "L", "fire": "F", "flame": "F", "water": "Wa", "wind": "Wi", "darkness": "D", "dark": "D",
               "lumiere": "L", "feu": "F", "eau": "Wa", "vent": "Wi", "tenebres": "D"}


def _spelled(j: Judge, attributes: list[str]) -> list[str]:
    """The declared ``attributes`` with each written another way than its code (``l``, ``light``, ``Lumière``) read
    as that attribute, with a note: a spelling of the log, not a will the source cannot make."""
    if not attributes:
        return attributes
    out = list(attributes)
    for k, a in enumerate(attributes):
        if not isinstance(a, str) or a in ATTR_NAMES or a in C.SYMBOL_ALIASES:
            continue
        key = "".join(c for c in unicodedata.normalize("NFKD", a.strip()) if not unicodedata.combining(c)).lower()
        code = _ATTR_WORDS.get(key)
        if code is not None:
            out[k] = code
            note(j.board, N_("seq {seq}: the attribute {written!r} is read as {code} ({word}): attributes are written "
                             "by their codes, L, F, Wa, Wi and D"), seq=j.event.seq, written=a, code=code,
                 word=term(ATTR_NAMES[code], "attribute"))
    return out


def _aligned(j: Judge, pid: str, payment: list[str], attributes: list[str], what: Text) -> list[str]:
    """The payment's declared ``attributes``, matched to its sources.

    `attributes` is parallel to `payment`, but an author may write it in the cost's order (what the will paid
    for) rather than the payment's. When some declared attribute is one its source cannot make, and the declared
    attributes of the sources whose will is known, taken as a multiset, are what those sources can make (each
    source used once, making one of its attributes), they are read matched to the sources (noted): the will paid
    is the same, so the cost is judged as declared. Otherwise they are read as written.
    """
    b = j.board
    if not attributes:
        return attributes
    known: list[int] = []
    wills: dict[int, list[str]] = {}
    for k, src in enumerate(payment):
        inst = b.cards.get(src)
        if k >= len(attributes) or not attributes[k] or inst is None or inst.owner != pid:
            continue
        attrs = C.will_of(b, src)
        if attrs:
            known.append(k)
            wills[k] = attrs
    declared = {k: C.SYMBOL_ALIASES.get(attributes[k], attributes[k]) for k in known}
    if all(declared[k] in wills[k] for k in known):
        return attributes
    owner: dict[int, int] = {}  # declared position -> the source position that makes it

    def place(k: int, seen: set[int]) -> bool:
        # Kuhn's augmenting path; a source tries its own declaration first, so the matching moves few of them.
        for d in sorted(known, key=lambda d: d != k):
            if d in seen or declared[d] not in wills[k]:
                continue
            seen.add(d)
            if d not in owner or place(owner[d], seen):
                owner[d] = k
                return True
        return False

    if not all(place(k, set()) for k in known):
        return attributes
    read = list(attributes)
    for d, k in owner.items():
        read[k] = attributes[d]
    note(b, N_("turn {turn}: the attributes declared for {what} ({declared}) are not in the order of its payment; "
               "each source can make one of them, so they are read matched to the sources ({read})"),
         turn=b.turn, what=what, declared=", ".join(attributes), read=", ".join(a or "-" for a in read))
    return read


def _call_to_come(b: Board, pid: str, src: str) -> bool:
    """Whether ``src`` is the top of ``pid``'s magic stone deck, with no call of theirs this turn yet (made or to
    come): the stone their turn's call would call."""
    seat = b.seat(pid)
    return (b.early_call is None and seat.called_turn != b.turn and seat.judged_turn != b.turn
            and bool(seat.stones) and seat.stones[0] == src)


def _no_source(j: Judge, pid: str, src: str, what: Text) -> None:
    """Flag a payment's ``src`` that is no will source of ``pid``'s: no card, another player's, an uncalled stone."""
    b = j.board
    inst = b.cards.get(src)
    if inst is None and not b.past_stones(src):
        j.flag("fow.log.unknown-card", N_("{source!r} is not a card of this match"), source=src)
        return
    d = b.card_def(src)
    if inst is None or inst.owner != pid:
        # (An id past the end of the other player's magic stone deck list that no call gave, Board.past_stones:
        # a stone of theirs the log's numbering names, paying for this player's action, as any of theirs.)
        where = term(N_("is not theirs"))
    elif inst.zone == "stones" or (d is not None and d.type == "magic-stone" and inst.zone != "stone-area"):
        where = term(N_("is not in their magic stone area: a magic stone produces will once it is called"))
    else:
        where = term(N_("produces no will"))
    j.flag("fow.will.source", N_("{player} paid for {what} with {source}, which {where}"), player=pid, what=what,
           source=j.label(src), where=where)


def _valid_target(j: Judge, pid: str, kind: str, target: str) -> Text | None:
    """Why ``target`` is not a legal target of ``kind`` (None when it is)."""
    b = j.board
    if kind == "player":
        return None if b.is_player(target) else msg(N_("{target!r} is not a player"), target=target)
    if kind == "chase":
        # "a spell or ability on the chase" (the card text), in the seed's terms: see C.spell_or_ability.
        on = [e for e in b.chase if e.source == target]
        if any(C.spell_or_ability(b, e) for e in on):
            return None
        if not on:
            return msg(N_("{target} is not on the chase"), target=j.label(target))
        if on[-1].kind == "judgment":
            return msg(N_("the judgment of {target}, which is on the chase, is neither a spell nor an ability"),
                       target=j.label(target))
        d = b.card_def(target)
        kind = d.type.replace("-", " ") if d is not None else "?"
        return msg(N_("{target} is on the chase as a card being put onto the field ({type}), which is neither a "
                      "spell nor an ability"), target=j.label(target), type=term(kind, "card type"))
    if target not in b.cards:
        return msg(N_("{target!r} is not a card of this match"), target=target)
    if kind == "resonator":
        if C.is_j_ruler(b, target):
            return msg(N_("{target} is a J-ruler, not a resonator"), target=j.label(target))
        return None if C.is_resonator(b, target) else msg(N_("{target} is not a resonator on the field"), target=j.label(target))
    if kind == "your-resonator":
        ok = C.is_resonator(b, target) and b.cards[target].owner == pid
        return None if ok else msg(N_("{target} is not a resonator of {player}'s on the field"), target=j.label(target), player=pid)
    if kind == "fighter":
        return None if C.is_fighter(b, target) else msg(N_("{target} is not a resonator or J-ruler on the field"), target=j.label(target))
    if kind == "your-hand-card":
        ok = b.cards[target].zone == "hand" and b.cards[target].owner == pid
        return None if ok else msg(N_("{target} is not a card in {player}'s hand"), target=j.label(target), player=pid)
    return None


def _check_targets(j: Judge, pid: str, effects: list, targets: list[str], what: Text) -> None:
    """Flag ``targets`` that do not fit ``effects``."""
    kinds = C.chosen(effects)
    if len(targets) < len(kinds) and all(k in C.ON_RESOLUTION for k in kinds[len(targets):]):
        pass  # only choices made as the effect resolves are missing: judged then (_run), that one fault
    elif len(targets) != len(kinds):
        j.flag("fow.play.target", N_("{what} takes {targets}; the log gives {n_targets}"), what=what,
               targets=NP_("{n} target", "{n} targets", len(kinds)), n_targets=len(targets))
    for kind, t in zip(kinds, targets):
        if kind in C.ON_RESOLUTION:
            continue  # chosen when the effect resolves: checked then
        if kind in ("resonator", "your-resonator", "fighter"):
            _attack_stood(j, t)  # (destroyed in a flagged attack's battle, used as still on the field)
        why = _valid_target(j, pid, kind, t)
        if why and t in j.board.unknown_touched and j.board.cards[t].zone not in ("field", "ruler-area"):
            continue  # a card of unknown type targeted it: whether it should still be there is not known (_resolve)
        if why:
            j.flag("fow.play.target", N_("{what} cannot target that: {why}"), what=what, why=why)


def trigger_holds(b: Board, pid: str, trigger: str) -> bool:
    """Whether a chant-standby spell's trigger has happened for ``pid`` now."""
    if trigger == "opponent-attacks":
        return b.battle is not None and b.battle.attacking_player != pid
    if trigger == "opponent-chase":
        # "an opponent's spell or ability is on the chase": a resonator, regalia or addition being put and a
        # judgment are on the chase too, but are neither (C.spell_or_ability).
        return any(e.controller != pid and C.spell_or_ability(b, e) for e in b.chase)
    return True


def _trigger_name(trigger: str) -> Text:
    """A chant-standby trigger in a judge's words (:data:`TRIGGER_NAMES`); one the engine does not know, as written."""
    name = TRIGGER_NAMES.get(trigger)
    return term(name) if name is not None else trigger


# ---------------------------------------------------------------------------
# Resolution


def _run(j: Judge, pid: str, source: str, effects: list, targets: list[str]) -> None:
    b = j.board
    j.resolving = source
    _done_open(b)
    if _modelled_source(b, source):
        b.done_from += (source,)  # (what it did, which a log may restate right after: Board.done, on_effect)
    it = iter(targets)
    for e in effects:
        if e.target in C.ON_RESOLUTION:
            tgt = next(it, None)
            why = term(N_("no card was chosen")) if tgt is None else _valid_target(j, pid, e.target, tgt)
            if why:
                # The choice is the controller's, whoever's pass let the chase resolve.
                j.flag("fow.play.target", N_("the {op} of {source} cannot be done with that choice: {why}"),
                       charged_to=pid, op=term(e.op, "effect"), source=j.label(source), why=why)
                if e.op == "to-deck-top":
                    _put_back_unknown(j, pid, source)
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
        if tgt is not None and source in b.done_from:
            # What this resolution did, whatever the effect, which a log may restate with EffectRecorded right
            # after (on_effect). (A draw without an amount draws one: _effect.)
            b.done += ((source, e.op, max(e.amount, 1) if e.op == "draw" else e.amount, tgt),)
            b.done_all += b.done[-1:]
        _effect(j, pid, e.op, e.amount, tgt)


def _done_open(b: Board) -> None:
    """What the resolutions carried out (Board.done) is kept while the log's records follow them: a resolution or
    record right after the last one (the events of a chase resolving in a row, with their records and rulings
    among or after them) goes on with it; any other event before ends it, and this resolution begins anew."""
    if b.done_seq not in (b.seq, b.seq - 1):
        b.done, b.done_all, b.done_from = (), (), ()
    b.done_seq = b.seq


def _put_back_unknown(j: Judge, pid: str, source: str) -> None:
    """A "put a card of your hand on top of your deck" whose choice the log left out or got wrong (flagged): a card
    went back at the table, which one is not known. The last card an effect drew this turn still in the hand (else
    the last card of the hand) is taken as that card, until the player's next draw naming another card of their hand
    shows that one went back (on_drawn); in a paper log it is a hidden card. (Board.put_back.)"""
    b = j.board
    hand = b.seat(pid).hand
    drawn = [c for c in b.effect_drawn if c in hand]
    iid = drawn[-1] if drawn else (hand[-1] if hand else None)
    if iid is None:
        return
    j.move(iid, "deck", top=True)
    b.put_back = (pid, iid)
    note(b, N_("turn {turn}: the log does not say which card of {player}'s hand {source} put on top of the deck: "
               "{card} is taken as that card until a later draw shows which"), turn=b.turn, player=pid,
         source=j.label(source), card=j.label(iid))


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
        for _ in range(max(amount, 1)):  # a card's "draw" without an amount draws one
            early = next((p for p in b.pre_drawn if p[0] == j.resolving), None)
            if early is not None:
                # Drawn already: this draw recorded before the resolution (on_drawn, _draw_before_resolution).
                b.pre_drawn = tuple(p for p in b.pre_drawn if p is not early)
                continue
            b.effect_seq, b.effect_who = b.seq, who
            deck = b.seat(who).deck
            if deck:
                b.effect_drawn += (deck[0],)
            j.draw(who)
    elif op == "cancel":
        for e in list(b.chase):
            if e.source == tgt and C.spell_or_ability(b, e):
                b.chase.remove(e)
                b.cancelled = e.source
                b.cancelled_turn += (e.source,)
                if e.kind == "card":
                    j.move(e.source, "grave")
                early = [p for p in b.pre_drawn if p[0] == e.source]
                owed = _chase_draws(b, e, e.controller)
                if owed and not early:
                    # (Its draws recorded after the cancel, right after it: one fault, flagged at the first: on_drawn.)
                    b.cancel_draws = (e.source, e.controller, owed, False)
                if early:
                    # Draws recorded for it before its resolution (taken then as its resolution's:
                    # _draw_before_resolution): cancelled, it resolves and draws nothing, so those draws were too
                    # many. That one fault; the cards stay in the hand, as at the table.
                    b.pre_drawn = tuple(p for p in b.pre_drawn if p[0] != e.source)
                    who = b.cards[early[0][1]].owner
                    j.flag("fow.turn.draw-phase", N_("{player}'s draws recorded for {card} before its resolution "
                                                     "({n}) are too many: it is cancelled and draws nothing; the cards "
                                                     "stay in the hand"), charged_to=who, player=who,
                           n=len(early), card=j.label(e.source))
                    b.seat(who).extra_drawn = b.turn
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
            if not j.destroy(tgt):
                note(b, N_("turn {turn}: {card} is neither on the field nor in the magic stone area, where cards are "
                           "destroyed: the destroy does nothing"), turn=b.turn, card=j.label(tgt))
        elif op == "rest":
            inst.rested = True
            b.attack_rested = tuple(e for e in b.attack_rested if e[0] != tgt)  # (rested now: _attack_unrested)
            b.use_rested = tuple(e for e in b.use_rested if e[0] != tgt)
        elif op == "recover":
            inst.rested = False
            b.attack_rested = tuple(e for e in b.attack_rested if e[0] != tgt)
            b.use_rested = tuple(e for e in b.use_rested if e[0] != tgt)
        elif op == "discard":
            j.move(tgt, "grave")
        elif op == "to-hand":
            j.move(tgt, "hand")
        elif op == "to-deck-top":
            j.move(tgt, "deck", top=True)


def _resolve(j: Judge, entry: Entry) -> None:
    b = j.board
    src = entry.source
    inst = b.cards.get(src)
    if inst is None or entry.kind == "void":
        return  # an activation or play that stood at the table though the engine rejected it (_stood): no effect
    if entry.kind == "judgment":
        d = b.card_def(src)
        inst.j_side = True
        inst.j_dead = False
        inst.rested = False  # "Sauf indication spécifique, les cartes entre dans leur zone restaurées."
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
    printed = next((b.defs.get(n) for c, n in b.unlisted_named if c == src), None)
    if d is None and printed is not None and printed.type in ("resonator", "regalia"):
        # A card the log named as one its owner's deck list has no copy of (flagged at its play: its cost, timing
        # and targets not judged there), which the card data knows: it is put onto the field as that card, its
        # printed type, ATK and DEF counting from now on (its enter ability, not judged, does nothing), so its
        # battles deal the damage the table dealt.
        b.unlisted_named = tuple(x for x in b.unlisted_named if x[0] != src)
        b.unknown_touched.update(t for t in entry.targets if t in b.cards)  # (its enter ability, not judged)
        inst.name = printed.name
        j.move(src, "field")
        inst.entered_turn = b.turn
        inst.rested = False
        note(b, N_("turn {turn}: {card} resolves as the card the log named, though its owner's deck list has no copy "
                   "of it (flagged as it was played): its printed type, ATK and DEF count from now on"),
             turn=b.turn, card=j.label(src))
        return
    if d is None:
        # A card the log does not name (flagged as it was played: _play_unknown): what it is and does is not
        # known. It is put onto the field, where the later events may use it (a resonator attacking, blocking,
        # targeted: C.unknown_on_field), with no effect and no ATK or DEF the engine knows.
        j.move(src, "field")
        inst.entered_turn = b.turn
        inst.rested = False
        b.unmodelled += 1
        b.unknown_touched.update(t for t in entry.targets if t in b.cards)
        note(b, N_("turn {turn}: {card} resolves, but the log does not say what it is: it is taken to be on the "
                   "field, where later events may use it, with no effect, ATK or DEF the engine knows"),
             turn=b.turn, card=j.label(src))
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
        if not d.modelled and d.kind != "chant-standby":  # (a chant-standby's play counted it already: on_played)
            # A spell whose text the card data does not carry (statistics only): what it did is not checked; the
            # log records it with EffectRecorded (docs/force-of-will.md: counted in unmodelled_events, once: the
            # EffectRecorded of it right after is that same event's record, on_effect).
            b.unmodelled += 1
            b.unmodelled_src = src
            note(b, N_("turn {turn}: {card} resolves; its text is not in the card data, so what it did is not "
                       "checked (the log records that with EffectRecorded)"), turn=b.turn, card=j.label(src))
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
    owners = {b.cards[c].owner for c in ev.cards if c in b.cards}
    if (b.phase == "setup" and b.is_player(ev.player) and len(owners) == 1 and all(c in b.cards for c in ev.cards)
            and ev.player not in owners):
        other = b.seat(next(iter(owners)))
        due = b.first if not b.seat(b.first).mulliganed else b.opponent(b.first).id
        if other.id == due and not other.mulliganed and all(c in other.hand for c in ev.cards):
            # The other player's hand cards, under this player's name, that player's mulligan the one due (the first
            # player decides first): the log names the wrong player. That one fault; the mulligan is the cards'
            # owner's, judged as theirs (docs/force-of-will.md, Readings: "An event under the other player's name").
            j.flag("fow.log.unknown-card", N_("{player}'s mulligan lists {owner}'s hand cards: the log names the wrong "
                                              "player; taken as {owner}'s mulligan"), player=ev.player, owner=other.id,
                   read_as=other.id)
            ev = msgspec.structs.replace(ev, player=other.id)
    seat = b.seat(ev.player)
    if b.phase != "setup":
        prev = b.late_mull
        if (prev is not None and prev[0] != ev.player and ev.seq == prev[1] + 1 and not seat.mulliganed
                and prev[1] == b.game_seq + 1):
            # The other player's decision right after one flagged so, that one right after the game's first event:
            # the set-up's decisions recorded together after one misplaced first event (the slip of the log's
            # order flagged there), not a second fault. Mulligans later in the game are each their own fault.
            note(b, N_("seq {seq}: {player}'s mulligan, right after {other}'s (flagged at seq {first}), is of the same "
                       "set-up recorded after the game had begun: not flagged again"), seq=ev.seq, player=ev.player,
                 other=prev[0], first=prev[1])
        else:
            j.flag("fow.setup.mulligan-late", N_("{player} took a mulligan after the game had begun"),
                   player=ev.player)
        b.late_mull = (ev.player, ev.seq)
    elif seat.mulliganed:
        # Set-up ④: one decision per player. The second is not carried out (the log's later draws follow the
        # first): that one fault.
        j.flag("fow.setup.mulligan-twice", N_("{player} already decided on their mulligan"), player=ev.player)
        if not b.opponent(ev.player).mulliganed:
            # (Both before the other player's decision: « une seule décision » is broken whatever the order of the
            # first, flagged or not; its player's own breach, projections.causes.)
            b.own_roots += ((ev.seq, "fow.setup.mulligan-twice"),)
        seat.mull_twice += len(ev.cards)  # (its draws after it: that same fault, _setup_draw_more)
        return
    elif (ev.player == b.first and b.opponent(ev.player).mulliganed and not b.first_mull_cards
          and not ev.cards):
        # Both players kept their hands (no card), the second player's keep recorded first: nothing went under a
        # deck, the play is the same in either order (Set-up ④), only the records' order differs. Read on with a
        # note (docs/force-of-will.md, Readings: "Mulligans recorded in the other order").
        note(b, N_("seq {seq}: {opponent}'s mulligan keeping the hand is recorded before {player}'s, who plays "
                   "first: both kept their hands, taken in the rules' order"), seq=ev.seq, player=ev.player,
             opponent=b.opponent(ev.player).id)
    elif ev.player == b.first and b.opponent(ev.player).mulliganed:
        # Set-up ④: « En commençant par le joueur qui débutera la partie »: the other player's decision, recorded
        # before this one, was made out of turn. That one fault, flagged at it (its seq; this one was lawful), now
        # that the first player's decision shows it came after (a first player's keep left out of the log is no
        # fault: only a decision of theirs recorded after it tells).
        other = b.opponent(ev.player).id
        early = Judge(b, Mulliganed(seq=b.first_mull_seq, player=other)) if (
            b.first_mulligan == other and b.first_mull_seq) else j
        early.flag("fow.setup.mulligan-order",
                   N_("{player} decided on a mulligan before {first}, who plays first and decides first"),
                   player=other, first=ev.player)
        if early is not j:
            j.found.extend(early.found)
    seat.mulliganed = True
    if b.first_mulligan is None and b.phase == "setup":
        b.first_mulligan = ev.player
        b.first_mull_cards = len(ev.cards)
        b.first_mull_seq = ev.seq
    moved = []
    for iid in ev.cards:
        inst = b.cards.get(iid)
        if iid in moved:
            # Set-up ④: « chaque joueur peut choisir n'importe quel nombre de cartes de sa main et les mettre sous
            # son Deck »: each chosen card goes under the deck once.
            j.flag("fow.setup.mulligan-twice", N_("{player}'s mulligan lists {card} twice: each card chosen goes "
                                                  "under the deck once"), card=j.label(iid), player=ev.player)
        elif inst is not None and inst.owner != ev.player:
            j.flag("fow.log.unknown-card", N_("{card} is {owner}'s card, not {player}'s: a mulligan puts cards from "
                                              "the player's own hand under their deck"), card=j.label(iid),
                   owner=inst.owner, player=ev.player)
        elif iid not in seat.hand:
            # (Set-up ④: « choisir n'importe quel nombre de cartes de sa main »: the mulligan's own rule, as for a
            # card listed twice above.)
            j.flag("fow.setup.mulligan-twice", N_("{card} is not in {player}'s hand: a mulligan puts cards from the "
                                                  "player's own hand under their deck"), card=j.label(iid),
                   player=ev.player)
        else:
            j.move(iid, "deck")
            moved.append(iid)
            continue
        # (The list names a card wrongly: the table put a card of the hand under all the same, one drawn for it, as
        # the later draws show. Which one, the log does not say: the hand's last card not listed, until a play of
        # it shows the table kept it (_mull_guess_played). That one fault.)
        rest = [c for c in seat.hand if c not in ev.cards]
        if rest:
            j.move(rest[-1], "deck")
            if iid in moved:
                # (A card listed twice: which of its two places the list got wrong is not known; the card listed
                # goes under at its last, the hand's card at its first.)
                seat.deck.remove(rest[-1])
                seat.deck.insert(seat.deck.index(iid), rest[-1])
            moved.append(rest[-1])
            seat.mull_guess += ((rest[-1], tuple(rest[:-1])),)
    drawn = []
    for _ in moved:
        if seat.deck:
            drawn.append(seat.deck[0])
        j.draw(ev.player)
    b.mull_drawn += tuple(drawn)  # (their CardDrawn lines may follow in the set-up: _setup_draw_record)
    seat.mull_under += tuple(moved)  # (its draw's record naming one of them: _setup_not_top)


def _id_number(iid: str) -> int:
    """The number of a main deck card's id (``alice.12`` -> 12)."""
    own = iid.rpartition(".")[2]
    return int(own) if own.isdigit() else 0


def _mull_ids_kept(j: Judge, ev: CardDrawn) -> None:
    """A paper log whose turn's draw names by id a card the player's mulligan drew (in the engine's count, the cards
    after the opening hand), still hidden in their hand, the cards that mulligan put under hidden too: the log keeps
    the put-under cards' ids for the mulligan's draws (the hand's places) and numbers the turn draws from the first
    id after the opening hand (docs/force-of-will.md, Instance ids). Which hidden card is which cannot be checked in a
    paper log (Mise en Place ④ « puis pioche autant de cartes »): the ids are read the log's way, with a note, the
    main deck's hidden cards in the order of their ids, and the draw is judged as any (nothing flagged)."""
    b = j.board
    pid = ev.player
    if not b.is_player(pid) or ev.card is None:
        return
    seat = b.seat(pid)
    under = seat.mull_under
    # (the mulligan's draws in the engine's count: the ids after the opening hand's five, Board.mull_drawn being
    # the set-up's only)
    drawn = tuple(f"{pid}.{HAND + k + 1}" for k in range(len(under)))
    if (seat.known_order or not under or ev.card not in drawn or pid != b.active or b.phase != "draw"
            or seat.turn_drawn or not all(c in b.cards for c in drawn)):
        # (seat.turn_drawn: the first turn's draw giving an id only, as the docs say; a later draw naming a card the
        # mulligan drew, in hand since, is a card not in the deck: fow.log.unknown-card as with no mulligan.)
        return
    if not _mull_swap(j, pid, drawn):
        return
    note(b, N_("seq {seq}: {player} draws {card}, a card their mulligan drew in the count of the ids: the log keeps "
               "the ids of the cards the mulligan put under ({under}) for the cards it drew, and numbers the turn's "
               "draws from {card}; read so (in a paper log which hidden card was drawn cannot be checked)"),
         seq=ev.seq, player=pid, card=ev.card, under=", ".join(under))


def _mull_ids_played(j: Judge, pid: str, iid: str) -> None:
    """A paper log's play, before that player's first turn draw giving an id (the first player's turn 1), of a
    card their mulligan put under the main deck, by its id, all those cards and the cards it drew still hidden: the
    log keeps the put-under cards' ids for the mulligan's draws (the hand's places), as :func:`_mull_ids_kept` reads
    at that draw; the play shows it first, so the ids are read the log's way here, with a note, and the play is
    judged as from the hand (docs/force-of-will.md, Instance ids)."""
    b = j.board
    seat = b.seat(pid)
    under = seat.mull_under
    if seat.known_order or not under or iid not in under or seat.turn_drawn or b.cards[iid].zone != "deck":
        return
    drawn = tuple(f"{pid}.{HAND + k + 1}" for k in range(len(under)))
    if not all(c in b.cards for c in drawn) or not _mull_swap(j, pid, drawn, iid):
        return
    seat.mull_played = (j.event.seq, iid, under, drawn)
    note(b, N_("seq {seq}: {player} plays {card}, a card their mulligan put under the deck in the count of the ids: "
               "the log keeps the ids of the cards the mulligan put under ({under}) for the cards it drew; read so "
               "(in a paper log which hidden card was drawn cannot be checked)"),
         seq=j.event.seq, player=pid, card=iid, under=", ".join(under))


def _mull_play_undone(j: Judge, ev: CardDrawn) -> None:
    """The first turn's draw giving an id after a play read the hand's-places way (:func:`_mull_ids_played`): a
    draw of the first id after the cards the mulligan drew in the docs' count (``alice.8`` after a mulligan of 2)
    numbers the log the docs' way, so the card played was one the mulligan put under the deck: that play is the
    one fault (``fow.play.not-in-hand``, flagged now, naming the play's seq); the card stays where the table put it,
    the cards the mulligan drew go back to the hand and the other cards put under back under the deck."""
    b = j.board
    pid = ev.player
    if not b.is_player(pid) or ev.card is None or pid != b.active or b.phase != "draw":
        return
    seat = b.seat(pid)
    seq, iid, under, drawn = seat.mull_played
    if not seq or seat.turn_drawn:
        return
    seat.mull_played = (0, "", (), ())
    if ev.card != f"{pid}.{HAND + len(under) + 1}":
        return
    for p_id, d_id in zip(under, drawn):
        if b.cards[d_id].zone != "deck":
            continue
        if p_id in seat.hand and b.cards[p_id].name is None:
            seat.hand[seat.hand.index(p_id)] = d_id
            seat.deck.remove(d_id)
            seat.deck.append(p_id)
            b.cards[p_id].zone, b.cards[d_id].zone = "deck", "hand"
        elif p_id == iid:
            seat.deck.remove(d_id)
            seat.hand.append(d_id)
            b.cards[d_id].zone = "hand"
    j.flag("fow.play.not-in-hand", N_("{player} played {card} at seq {seq}, a card their mulligan put under the "
                                      "deck: this draw of {drawn} shows the log calls the cards the mulligan drew "
                                      "{first} onwards"),
           player=pid, card=j.label(iid), seq=seq, drawn=ev.card, first=f"{pid}.{HAND + 1}")


def _mull_swap(j: Judge, pid: str, drawn: tuple[str, ...], named: str = "") -> bool:
    """The cards ``pid``'s mulligan put under the main deck and the cards it drew (``drawn``, in the engine's count)
    change places, the log keeping the put-under cards' ids for the cards drawn; the turn draws recorded without ids
    before it renumbered from the first id after the opening hand. Only where all of them are still hidden (``named``:
    the card the event naming it names now); False, nothing changed, otherwise (_mull_ids_kept, _mull_ids_played)."""
    b = j.board
    seat = b.seat(pid)
    under = seat.mull_under
    if not all(c in seat.hand and b.cards[c].name is None and c not in b.setup_recorded for c in drawn):
        return False
    if not all(b.cards[c].zone == "deck" and (b.cards[c].name is None or c == named) for c in under):
        return False
    if any(b.cards[c].name is not None and c != named for c in seat.deck):
        return False
    for p_id, d_id in zip(under, drawn):
        k = seat.hand.index(d_id)
        seat.hand[k] = p_id
        seat.deck.remove(p_id)
        seat.deck.append(d_id)
        b.cards[p_id].zone = "hand"
        b.cards[d_id].zone = "deck"
    seat.deck.sort(key=_id_number)
    # Turn draws recorded before this one without ids took, in the engine's count, the ids after the mulligan's
    # draws; in the log's count they took the first ids after the opening hand. All hidden: the hand holds those.
    early = sorted((c for c in seat.hand if _id_number(c) > HAND + len(under) and b.cards[c].name is None),
                   key=_id_number)
    for e_id, p_id in zip(early, list(seat.deck[:len(early)])):
        if _id_number(p_id) < _id_number(e_id):
            seat.hand[seat.hand.index(e_id)] = p_id
            seat.deck[seat.deck.index(p_id)] = e_id
            b.cards[p_id].zone, b.cards[e_id].zone = "hand", "deck"
    seat.deck.sort(key=_id_number)
    seat.mull_under = ()
    return True


def on_drawn(j: Judge, ev: CardDrawn) -> None:
    b = j.board
    recorded = ev
    if ev.card is not None and ev.card not in b.cards and b.is_player(ev.player) and not _past_end(b, ev):
        # The id one past the end of the other player's main deck (Board.past_end, the only unknown id a draw gets
        # here): no card of this player's main deck, as a card of the other's named by their draw
        # (fow.log.unknown-card); the draw takes what it would with no card named.
        j.flag("fow.log.unknown-card", N_("{card!r} is not in {player}'s {deck_word}"), card=ev.card,
               player=ev.player, deck_word=term("main deck", "zone"))
        ev = recorded = msgspec.structs.replace(ev, card=None)
    elif ev.card is not None and ev.card not in b.cards and b.is_player(ev.player):
        # The id one past the end of the main deck (Board.past_end, the only unknown id a draw gets here): the log
        # numbering a draw the deck could not give. Judged as a draw naming no card (an empty deck: below).
        ev = msgspec.structs.replace(ev, card=None)
        if b.seat(ev.player).deck:
            # (Cards still in the main deck: the log's count of its draws is off by one; the top card is drawn.)
            note(b, N_("seq {seq}: {player}'s draw names an id past the end of the main deck: taken as the draw "
                       "of its top card"), seq=ev.seq, player=ev.player)
    if (ev.player != b.active and b.phase == "main" and not b.chase and b.is_player(ev.player)
            and ev.player == b.opponent(b.active).id and not b.seat(ev.player).deck and b.draw_owed != ev.player
            and not (j.after_effect_draw and b.effect_who == ev.player)
            and (b.no_end_seq is None or not b.ends_seen) and (b.no_end_seq is not None or j.first_event)):
        # The next player's draw in the active player's turn, no TurnEnded recorded, their main deck empty: only
        # their draw phase's draw, which fails (« doive piocher une carte durant sa Phase de Pioche mais n'y
        # parvienne pas car son Deck Principal est vide »: they lose). The missing end is flagged as any turn never
        # ended (once in the log: a note after the first); the turn ends here (a battle's waiting damage first),
        # and the next turn's draw phase ends the game. This draw is the record of that failed draw (no card).
        if b.no_end_seq is not None and not j.first_event:
            note(b, N_("seq {seq}: {player} drew a card during {active}'s turn with no TurnEnded recorded, as at seq "
                       "{first}: the turn is taken as ended"), seq=ev.seq, player=ev.player, active=b.active,
                 first=b.no_end_seq)
        else:
            j.flag("fow.turn.not-your-turn", N_("{player} drew a card during {active}'s turn, which {active} never "
                                                "ended: the turn is taken as ended"), player=ev.player, active=b.active)
            b.no_end_seq = ev.seq
        b.drawn_ahead = None
        _end_never_ended(j)
        if b.failed_draw == ev.player:
            b.failed_draw = None
            _failed_draw_record(j, recorded)
        return
    if (ev.player != b.active and b.phase == "draw" and ev.card is not None and b.draw_owed != ev.player
            and ev.card in b.seat(b.active).deck):
        # The turn's draw, a card of the turn player's main deck, under the other player's name: the log names the
        # wrong player (a slip). That one fault; the draw is the turn player's, judged as theirs
        # (docs/force-of-will.md, Readings: "A stone call or a draw under the other player's name").
        j.flag("fow.turn.not-your-turn", N_("{player} drew {card} during {active}'s turn, a card of {active}'s main "
                                            "deck: the log names the wrong player; taken as {active}'s draw"),
               player=ev.player, active=b.active, card=j.label(ev.card), read_as=b.active)
        ev = msgspec.structs.replace(ev, player=b.active)
    elif (ev.player != b.active and b.phase == "draw" and ev.card is None and ev.name is None
          and b.draw_owed != ev.player and b.seat(b.active).deck):
        # The turn's draw with no card, under the other player's name, in the turn player's draw phase (theirs to
        # make, not the other player's): the log names the wrong player (a slip), as with a card id above. That one
        # fault; the draw is the turn player's.
        j.flag("fow.turn.not-your-turn", N_("{player} drew a card during {active}'s turn: the log names the wrong "
                                            "player; taken as {active}'s draw"), player=ev.player, active=b.active, read_as=b.active)
        b.wrong_draw = ev.player  # (their own main-phase action right after it shows a second turn: step)
        ev = msgspec.structs.replace(ev, player=b.active)
    elif (ev.player != b.active and b.phase == "draw" and ev.card is None and b.draw_owed != ev.player
          and b.seat(b.active).deck and _listed_only_by(b, ev.player, ev.name) == b.active):
        # The turn's draw giving only a name that only the turn player's deck list holds, under the other player's
        # name: the log names the wrong player, as with a card id above. That one fault; the draw is the turn
        # player's.
        j.flag("fow.turn.not-your-turn", N_("{player} drew a card during {active}'s turn: the log names the wrong "
                                            "player; taken as {active}'s draw"), player=ev.player, active=b.active,
               read_as=b.active)
        ev = msgspec.structs.replace(ev, player=b.active)
    elif (ev.player != b.active and b.phase == "draw" and b.is_player(ev.player)
          and ((ev.card is not None and ev.card in b.seat(ev.player).deck)
               or (ev.card is None and _listed_only_by(b, b.active, ev.name) == ev.player and b.seat(ev.player).deck))
          and b.draw_owed != ev.player and b.early_draw is None
          and not b.chase and b.battle is None and not b.over):
        # The player whose turn just ended draws a card of their own main deck in the other's draw phase, before
        # the other has done anything: they take a second turn in a row, the other's turn skipped (Phase de Fin:
        # « Alors l'adversaire devient le joueur actif et commence son tour. »). That one fault; the turn is
        # theirs, taken as the log shows (docs/force-of-will.md, Readings: "Two turns in a row").
        skipped = b.active
        j.flag("fow.turn.not-your-turn", N_("{player} drew a card during {active}'s turn: {player} takes a second turn "
                                            "in a row, and {active}'s turn is skipped; the turn is taken as "
                                            "{player}'s"), player=ev.player, active=skipped)
        b.seat(skipped).turns -= 1
        b.seat(ev.player).turns += 1
        b.active = ev.player
        b.second_turn = ev.player  # (the skipped player's draw right after it gives the turn back, below)
    elif (j.second_turn is not None and j.second_turn == b.active and j.after_draw and b.phase == "main"
          and not b.chase and b.battle is None and ev.player == b.opponent(b.active).id):
        # Right after the draw taken as a second turn in a row (flagged then), the skipped player's own draw: that
        # draw was only a stray one of the other player's (its card stays in their hand, drawn at the table), and
        # the turn is this player's after all. Not flagged again.
        pid = b.active
        b.seat(pid).turns -= 1
        b.seat(ev.player).turns += 1
        b.active = ev.player
        b.phase = "draw"
        b.last_draw = None
        note(b, N_("seq {seq}: {player} draws the turn's card right after {other}'s draw: the turn is {player}'s, and "
                   "{other}'s draw was a stray one"), seq=ev.seq, player=ev.player, other=pid)
        if b.unblocked is not None and b.unblocked.defender != ev.player:
            b.unblocked = None  # (as a turn's start: begin_turn)
    xseat = b.seat(ev.player) if b.is_player(ev.player) else None
    if (xseat is not None and ev.card is None and ev.name is not None and not j.after_effect_draw
            and b.phase == "draw" and ev.player == b.active):
        ev = _named_deep(b, xseat, ev)
    if xseat is not None and xseat.deep_draw is not None:
        _deep_draw_read(j, xseat, ev)
    if xseat is not None and xseat.twice_drawn:
        _twice_drawn_read(j, xseat, ev)
    if xseat is not None and ev.card is not None and (xseat.id_behind or xseat.draw_extra or xseat.play_gone[0]):
        ev = _behind_read(j, xseat, ev)
    if (xseat is not None and xseat.setup_extra and ev.card == xseat.setup_extra and ev.card in xseat.hand
            and len(xseat.deck) > 1):
        # The card the draw one too many of the set-up took (flagged then: _setup_draw_more), named by a later draw
        # of theirs: the log's ids count without that draw. That draw took another card (the main deck's last, here):
        # they change places, and this draw takes the card named; not flagged again.
        other = xseat.deck[-1]
        j.move(other, "hand")
        j.move(ev.card, "deck", top=True)
        xseat.setup_extra = ""
        note(b, N_("seq {seq}: {player} draws {card}: the draw one too many of the set-up took another card"),
             seq=ev.seq, player=ev.player, card=j.label(ev.card))
    if (xseat is not None and xseat.draw_extra and ev.card == xseat.draw_extra and ev.card in xseat.hand
            and len(xseat.deck) > 1 and xseat.deck[-1] != ev.card
            and not (j.after_effect_draw and any(b.cards[c].owner == ev.player and b.cards[c].zone == "hand"
                                                 for c in b.effect_drawn))):
        # (Right after an effect's draws of theirs, it is the record of one of those: below.)
        # The card a draw more in the game took (flagged then: fow.turn.draw-phase), named by a later draw of
        # theirs while still in the hand: the log's ids count without that draw, as with the set-up's draw one too
        # many above. That draw took another card (the main deck's last, here): they change places, and this draw
        # takes the card named; not flagged again.
        other = xseat.deck[-1]
        j.move(other, "hand")
        j.move(ev.card, "deck", top=True)
        xseat.over_cards = tuple(other if c == ev.card else c for c in xseat.over_cards)
        xseat.draw_extra = ""
        note(b, N_("seq {seq}: {player} draws {card}: the draw one too many at seq {drawn} took another card"),
             seq=ev.seq, player=ev.player, card=j.label(ev.card), drawn=xseat.over_last)
    back = b.put_back
    if back is not None and back[0] == ev.player:
        b.put_back = None
        held = b.cards.get(ev.card) if ev.card is not None else None
        seat = b.seat(ev.player)
        if (held is not None and ev.card != back[1] and held.zone == "hand" and held.owner == ev.player
                and seat.deck[:1] == [back[1]]):
            # The card taken as put back on top (_put_back_unknown) was not the one: this draw names the card that
            # went back, still in the hand here. They change places; the draw takes it (not flagged again).
            j.move(back[1], "hand")
            j.move(ev.card, "deck", top=True)
            note(b, N_("seq {seq}: {player} draws {card}: it is the card put back on top of the deck, not {other}"),
                 seq=ev.seq, player=ev.player, card=j.label(ev.card), other=j.label(back[1]))
    if (xseat is not None and ev.card is not None and ev.card == xseat.draw_extra and ev.card in xseat.hand
            and ev.card not in b.effect_drawn and j.after_effect_draw and len(xseat.deck) > 1):
        # The card a draw more in the game took (flagged then), named by the record of an effect's draw of theirs
        # right after it resolved: the log's ids count without that draw, as above. The effect drew this card; that
        # draw took another (the main deck's last, here), and the card the effect was taken to draw goes back on top.
        theirs = [c for c in b.effect_drawn if b.cards[c].owner == ev.player and b.cards[c].zone == "hand"]
        if theirs and xseat.deck[-1] != ev.card:
            other = xseat.deck[-1]
            j.move(other, "hand")
            j.move(theirs[0], "deck", top=True)
            b.effect_drawn = tuple(c for c in b.effect_drawn if c != theirs[0])
            xseat.over_cards = tuple(other if c == ev.card else c for c in xseat.over_cards)
            xseat.draw_extra = ""
            note(b, N_("seq {seq}: {player} draws {card}: the draw one too many at seq {drawn} took another card"),
                 seq=ev.seq, player=ev.player, card=j.label(ev.card), drawn=xseat.over_last)
            b.effect_seq, b.effect_who = ev.seq, ev.player
            return
    if (xseat is not None and ev.card is not None and j.after_effect_draw and ev.card not in b.effect_drawn
            and ev.card in xseat.deck and xseat.draw_extra != ev.card):
        theirs = [c for c in b.effect_drawn if b.cards[c].owner == ev.player and b.cards[c].zone == "hand"]
        if theirs:
            # The record of an effect's draw of theirs right after it resolved, naming a card deeper in the main
            # deck than the one the effect drew (the top card then): that draw took a card not on top (Zone de Jeu:
            # « Lorsque vous piochez vous prenez la carte du dessus de votre Deck »), as a mulligan's draw record
            # naming a deeper card (_setup_swap). That one fault, fow.draw.not-top; the card named is drawn
            # instead, and the effect's card goes back on top. Nothing more is drawn.
            place = xseat.deck.index(ev.card)
            if ev.name is not None and b.cards[ev.card].name is None:
                _drawn_named(j, ev.player, ev.card, ev.name)  # (named before it is flagged)
            j.flag("fow.draw.not-top", N_("{player} drew {card}, but the top card of the {deck_word} was {top}"),
                   player=ev.player, card=j.label(ev.card), deck_word=term("main deck", "zone"),
                   top=j.label(theirs[0]))
            b.effect_drawn = tuple(c for c in b.effect_drawn if c != theirs[0])
            j.move(theirs[0], "deck", top=True)
            j.move(ev.card, "hand")
            xseat.deep_draw = (ev.card, theirs[0], place, ev.seq)  # (their next draws: _deep_draw_read)
            b.effect_seq, b.effect_who = ev.seq, ev.player
            return
    if (ev.card is not None and ev.card in b.effect_drawn and b.cards[ev.card].zone in ("hand", "deck")
            and b.cards[ev.card].owner == ev.player):
        # A card an effect drew this turn, still in the hand, or put back on top of the deck since (Cheshire Cat's
        # draws, then its hand card on top): the log records that draw (docs/force-of-will.md, Readings: "A draw
        # recorded twice"). Nothing is drawn. The record's name binds the card as a turn's draw naming it does
        # (a paper log: the effect drew a hidden card).
        b.effect_drawn = tuple(c for c in b.effect_drawn if c != ev.card)
        if ev.name is not None:
            _drawn_named(j, ev.player, ev.card, ev.name)
        note(b, N_("seq {seq}: {player} drew {card}, which an effect drew this turn: taken as the record of that "
                   "draw; nothing more is drawn"), seq=ev.seq, player=ev.player, card=j.label(ev.card))
        b.effect_seq, b.effect_who = ev.seq, ev.player
        return
    if ev.card is None and j.after_effect_draw:
        rec = _effect_draw_record(j, ev)
        if rec is not None:
            # Right after an effect's draws, a draw by that player with only a name matching a card drawn or no
            # card: the record of that draw (docs/force-of-will.md, Readings: "A draw recorded twice"). Nothing
            # is drawn.
            b.effect_drawn = tuple(c for c in b.effect_drawn if c != rec)
            b.effect_seq, b.effect_who = ev.seq, ev.player
            note(b, N_("seq {seq}: {player} drew {card}, which an effect drew this turn: taken as the record of that "
                       "draw; nothing more is drawn"), seq=ev.seq, player=ev.player, card=j.label(rec))
            return
    if _draw_before_resolution(j, ev):
        return
    seat = b.seat(ev.player)
    early = b.early_draw if ev.player == b.active else None
    owed, b.draw_owed = b.draw_owed, None
    if owed == ev.player and ev.player != b.active and b.phase == "draw":
        # Their last turn's draw, taken when they acted before it (flagged then: _drawn_yet), recorded only after
        # that turn's end: that same draw, not a second one. Nothing more is drawn.
        note(b, N_("seq {seq}: {player}'s draw recorded after their turn ended is that turn's draw, taken when they "
                   "acted before it"), seq=ev.seq, player=ev.player)
        taken, seat.skipped = seat.skipped, None
        if j.stray_end == ev.player:
            # Right after their turn's end recorded before their draw, at the very start of the turn (flagged then:
            # _drawn_yet): that end was a stray record, and the turn goes on as theirs (not flagged again).
            b.seat(b.active).turns -= 1
            b.turn -= 1
            b.active = ev.player
            b.phase = "main"
            b.last_draw, b.last_draw_seq = taken, ev.seq
            b.ended_early = ev.player  # (or it was that turn's end recorded early: the next player's draw ends it)
            note(b, N_("seq {seq}: {player} draws right after a turn's end recorded before their draw: that end is "
                       "taken as recorded early, and {player}'s turn goes on"), seq=ev.seq, player=ev.player)
        return
    sk = seat.skipped
    if (sk is not None and ev.card == sk and early is None and ev.player == b.active and b.phase == "draw"
            and b.cards[sk].zone == "hand"):
        # The card taken for the draw of an earlier turn whose player acted before drawing (flagged then: _drawn_yet),
        # still in the hand, named by this draw: that draw was skipped at the table. The card goes back on top of
        # the main deck and this draw takes it (docs/force-of-will.md, Readings: "A draw skipped at the table").
        seat.skipped = None
        j.move(sk, "deck", top=True)
        note(b, N_("seq {seq}: {player} draws {card}, the card taken for the draw of turn {turn}, which the log never "
                   "recorded: that draw was skipped at the table; the card goes back on top of the main deck and "
                   "this draw takes it"), seq=ev.seq, player=ev.player, card=j.label(sk), turn=seat.skipped_turn)
    cd = b.cancel_draws
    if (cd is not None and cd[1] == ev.player and cd[2] > 0 and early is None and b.phase == "main" and seat.deck
            and (cd[3] or (ev.player != b.active and not b.chase and b.battle is None))):
        # A further draw recorded for the spell or ability just cancelled (the first flagged: below, or here for
        # the other player's, in the turn player's turn): the same fault, not flagged again. The card is drawn, as
        # at the table. The other player's first such draw is that one fault (not a draw of their next turn
        # recorded early, nor the turn player's turn taken as ended: the turn goes on).
        b.cancel_draws = (cd[0], cd[1], cd[2] - 1, True)
        if cd[3]:
            note(b, N_("seq {seq}: {player} drew another card recorded for {card}, which was cancelled and draws "
                       "nothing: the same fault as the draw before; the card stays in the hand"), seq=ev.seq,
                 player=ev.player, card=j.label(cd[0]))
        else:
            j.flag("fow.turn.draw-phase", N_("{player} drew a card recorded for {card}, which was cancelled and "
                                             "draws nothing: the card stays in the hand"), player=ev.player,
                   card=j.label(cd[0]))
        iid = drawn_card(j, seat.deck, ev.card, ev.player, not_top="fow.draw.not-top", unknown="fow.log.unknown-card",
                         deck_word="main deck")
        iid = _drawn_named(j, ev.player, iid, ev.name) or iid
        j.move(iid, "hand")
        b.last_draw, b.last_draw_seq = iid, ev.seq
        return
    if early is not None:
        # The active player acted before this draw (flagged then: _drawn_yet), and their draw phase gave its card
        # then: this is that one draw, recorded late, not a second one. It is made here as recorded (the card
        # taken then goes back on top, unless it has been used since: then the draw is already made).
        b.early_draw = None
        inst = b.cards.get(early)
        if inst is None or inst.zone != "hand" or inst.owner != ev.player:
            return
        j.move(early, "deck", top=True)
    elif (ev.player != b.active and b.phase == "main" and not b.chase and ev.player == b.opponent(b.active).id
          and b.ended_early == b.active):
        # The turn went on after its TurnEnded (flagged then: _reopen): that recorded end ends it here. A
        # battle's waiting damage is dealt first.
        note(b, N_("seq {seq}: {player}'s draw ends {active}'s turn, whose end was recorded early"), seq=ev.seq,
             player=ev.player, active=b.active)
        battle_damage(j)
        if b.over:
            return
        b.battle = None
        j.end_phase()
        j.begin_turn(ev.player)
    elif (ev.player != b.active and b.phase == "main" and b.battle is None
          and ((j.after_effect_draw and b.effect_who == ev.player)
               or (seat.over_drawn and seat.over_last == j.prev_seq))):
        # Right after an effect's draws of theirs and their records (their spell resolving in the turn player's
        # turn), one draw more: that one fault, as the turn player's own one draw more (below), not the next turn's
        # draw recorded early nor the turn taken as ended: the turn goes on. The card is drawn, as recorded, and
        # stays in the hand; the hand it leaves over seven at their next turn's end with no discard for it is that
        # same fault, not flagged again (Seat.over_drawn).
        # (Another draw right after that one: one more such fault, its card kept too.)
        j.flag("fow.turn.draw-phase", N_("{player} drew a card more than the effect drew, during {active}'s turn: the "
                                         "card stays in their hand"), player=ev.player, active=b.active)
        if seat.over_drawn and seat.over_last == j.prev_seq:
            seat.over_count += 1
        else:
            seat.over_drawn, seat.over_count, seat.over_cards = ev.seq, 1, ()
        seat.over_last = ev.seq
    elif (ev.player != b.active and b.phase == "main" and not b.chase and ev.player == b.opponent(b.active).id
          and not j.begun_here):
        # The next player's draw in the active player's turn, no TurnEnded recorded: flagged once. Either the turn
        # was never ended (a slip of the log: the next event is not the active player's going on, and the turn is
        # taken as ended there, a battle's waiting damage first: _end_never_ended), or the turn goes on and this is
        # the next player's draw recorded early (docs/force-of-will.md, Readings: "A turn never ended", "A draw
        # recorded early"). The card is drawn now; until the next event the turn stands.
        if not j.first_event and b.no_end_seq is not None:
            # A turn never ended again in a log that left an earlier turn's end out (flagged there): the log records
            # no TurnEnded, one slip of its form; the draw begins the next turn as before, with a note. (So also
            # after an attack, blocked or not: its battle damage is dealt as the turn is taken as ended,
            # _end_never_ended; the turn going on after all, the defending player's block among it, flags the draw
            # then.)
            note(b, N_("seq {seq}: {player} drew a card during {active}'s turn with no TurnEnded recorded, as at seq "
                       "{first}: the turn is taken as ended"), seq=ev.seq, player=ev.player, active=b.active,
                 first=b.no_end_seq)
            b.end_noted = ev.seq
        elif b.battle is None and not j.first_event:
            # (The game's first event, at the first turn's start: nothing of that turn to end yet, only a draw in it.)
            # (Worded as what the log shows, not as a reading: the next event tells whether the turn ended there or
            # went on, this draw recorded early; a note says so when it went on.)
            j.flag("fow.turn.not-your-turn", N_("{player} drew a card during {active}'s turn, with no end of that "
                                                "turn recorded before it"), player=ev.player, active=b.active)
            b.no_end_seq = ev.seq
        elif not j.first_event:
            # After an attack (blocked or not): the same slip, the turn usually ending with a battle; worded as the
            # after-a-play case, which tells the author what is missing (the reading is unchanged).
            j.flag("fow.turn.not-your-turn", N_("{player} drew a card during {active}'s turn, with no end of that "
                                                "turn recorded before it"), player=ev.player, active=b.active)
        else:
            j.flag("fow.turn.not-your-turn", N_("{player} drew a card during {active}'s turn"), player=ev.player,
                   active=b.active)
        b.pending_end = b.active
        if b.drawn_ahead is None and seat.deck:
            # (Their main deck empty, this draw gives no card: their own draw phase's draw fails, begin_turn.)
            b.drawn_ahead = ev.player
    elif (ev.player == b.active and j.ahead_open == ev.player and b.phase == "main" and ev.card is not None
          and ev.card == b.ahead_card and b.cards[ev.card].zone == "hand"):
        # The card drawn during the last turn (flagged then), named again as the turn's draw: that same draw,
        # recorded twice (the early record and its place at the turn's start). Nothing more is drawn.
        note(b, N_("seq {seq}: {player} drew {card} again at the turn's start: the draw recorded during {other}'s "
                   "turn was this same draw; nothing more is drawn"), seq=ev.seq, player=ev.player,
             card=j.label(ev.card), other=b.opponent(ev.player).id)
        b.last_draw, b.last_draw_seq = ev.card, ev.seq
        return
    elif ev.player == b.active and j.ahead_open == ev.player and b.phase == "main":
        # Their turn began with the draw taken during the last turn (flagged then); the log records the turn's
        # draw now, before anything else: that draw, as recorded. The card taken early stays in their hand (it
        # was drawn at the table: a stray draw, that one fault).
        # (The note at the turn's going on took that draw as this one, recorded early: this draw shows otherwise.)
        note(b, N_("seq {seq}: {player} drew the turn's card after a card drawn during {other}'s turn: that draw was "
                   "a stray one, not this draw recorded early, and its card stays in their hand"), seq=ev.seq,
             player=ev.player, other=b.opponent(ev.player).id)
    elif ev.player != b.active:
        j.flag("fow.turn.not-your-turn", N_("{player} drew a card during {active}'s turn"), player=ev.player, active=b.active)
        if b.phase == "main" and b.drawn_ahead is None and seat.deck:
            # Something still under way (else the turn is taken as ended, above): the draw of their next turn,
            # recorded early. That one fault: their next turn begins with it made (begin_turn).
            b.drawn_ahead = ev.player
    elif b.turn == 1 and ev.player == b.first:
        j.flag("fow.draw.first-turn", N_("{player} plays first and does not draw in the first turn's draw phase"), player=ev.player)
        # (The card is drawn and kept: a turn's end keeping that one card over seven, with no discard for it, is
        # that same fault, not fow.end.hand-size: Seat.over_drawn. So for a draw more of the set-up, setup_over.)
        if not b.seat(ev.player).setup_over:
            b.seat(ev.player).over_drawn = b.seat(ev.player).over_last = ev.seq
            b.seat(ev.player).over_count = 1
            b.seat(ev.player).over_cards = ()
    elif b.phase != "draw":
        deferred = (b.no_end_seq is not None and not b.ends_seen and not j.first_event and not b.chase
                    and b.battle is None
                    and cd is None and not j.after_draw and not j.after_effect_draw and not b.over
                    and seat.deck and b.opponent(ev.player).deck)
        if deferred:
            # (A log that records no TurnEnded: this may be a second turn of theirs in a row, the other's turn left
            # out; their next event tells, and the one flag is made then, at this seq: _again_decided.)
            b.again_draw = (ev.player, ev.seq, "", (seat.extra_drawn, seat.over_drawn, seat.over_count,
                                                     seat.over_cards, seat.over_last, seat.draw_extra))
        else:
            j.flag("fow.turn.draw-phase", N_("{player} drew a second card this turn; the draw phase has one draw"),
                   player=ev.player)
        if cd is not None and cd[1] == ev.player and cd[2] > 0:
            b.cancel_draws = (cd[0], cd[1], cd[2] - 1, True)  # (its further draws right after: the same fault, above)
        last = b.last_draw
        inst = b.cards.get(last) if last is not None else None
        if (inst is not None and inst.owner == ev.player
                and ((ev.card == last and inst.zone != "deck")
                     or (inst.zone == "hand" and ev.card is None and ev.name is None and j.after_draw))):
            # The draw just recorded, recorded again (the same card, even played since, or no card right after
            # it): that one draw, flagged once; the repeat draws nothing (docs/force-of-will.md, Readings: "A draw
            # recorded twice").
            if ev.card is None:
                seat.twice_drawn = b.turn  # (or a second card truly drawn: a discard may show it, on_turn_ended)
                seat.twice_seq = ev.seq  # (or their next draw naming the card under the top one: _twice_drawn_read)
            return
        # One draw more (anywhere in the turn: right after an effect's draws and their records, Order of Sacred
        # Queen's two draws recorded as three, or before its resolution, one more than it draws, or after an
        # attack): that one fault. The card is drawn, as recorded; the hand it leaves over seven at the turn's end
        # with no discard for it is that same fault, not flagged again (on_turn_ended) (docs/force-of-will.md,
        # Readings: "A draw recorded twice").
        seat.extra_drawn = b.turn
        # (So at each later turn's end of theirs while the hand keeps it, as a card drawn too many during the other's
        # turn (Seat.over_drawn): that same fault, a note, not fow.end.hand-size.)
        if seat.over_drawn:
            seat.over_count += 1
        else:
            seat.over_drawn, seat.over_count, seat.over_cards = ev.seq, 1, ()
        seat.over_last = ev.seq
    elif b.chase:
        j.flag("fow.turn.draw-phase", N_("{player} drew the turn's card while {source} was on the chase: the draw "
                                         "comes first in the turn, before anything is played"), player=ev.player,
               source=j.label(b.chase[-1].source))
    if not seat.deck:
        if not any(v.rule == "fow.turn.draw-phase" for v in j.found) and ev.player == b.active:
            # (A draw flagged already, as a second one: that one fault; the empty deck only follows from it. A
            # draw in the other's turn, flagged or noted as such: it is no draw of this turn, and gives no card;
            # their own draw phase's draw fails when their turn begins, which loses: begin_turn.)
            j.flag("fow.turn.draw-phase", N_("{player} has no card left to draw"), player=ev.player)
        return
    _mull_play_undone(j, ev)
    _mull_ids_kept(j, ev)
    if ev.player == b.active and b.phase == "draw" and ev.card is not None:
        seat.turn_drawn = True
    top = seat.deck[0]
    deep = seat.deck.index(ev.card) if ev.card is not None and ev.card in seat.deck else 0
    if deep > 0 and ev.name is not None and b.cards[ev.card].name is None:
        _drawn_named(j, ev.player, ev.card, ev.name)  # (named before it is flagged)
    if (deep > 0 and not seat.known_order and b.cards[ev.card].name is None and b.cards[top].name is None
            and ev.name is None):
        # A paper log: the id of a hidden card under the top one. Which card was drawn cannot be checked (the deck's
        # order is unknown; the setup note says so): the author's numbering, not a draw out of order. Read on with a
        # note, the later ids read on from it as for a deeper draw (Seat.deep_draw).
        note(b, N_("seq {seq}: {player} draws {card}, not the next hidden id {top}: in a paper log which card was "
                   "drawn cannot be checked"), seq=ev.seq, player=ev.player, card=ev.card, top=top)
        iid = ev.card
    else:
        iid = drawn_card(j, seat.deck, ev.card, ev.player, not_top="fow.draw.not-top", unknown="fow.log.unknown-card",
                         deck_word="main deck")
    if ev.card is not None and iid != ev.card and ev.card in b.cards and b.cards[ev.card].zone != "deck":
        # (A draw naming by id a card not in the main deck, flagged then (fow.log.unknown-card): the record's name
        # is that card's, not the top card's the draw took; the top card stays as hidden as it was.)
        iid = _card(j, ev.player, iid, None, ("deck",), term(N_("the draw"))) or iid
    else:
        iid = _drawn_named(j, ev.player, iid, ev.name) or iid
    j.move(iid, "hand")
    if b.again_draw is not None and b.again_draw[1] == ev.seq:
        b.again_draw = (b.again_draw[0], ev.seq, iid, b.again_draw[3])
    if deep > 0 and iid == ev.card and seat.deck[:1] == [top]:
        seat.deep_draw = (iid, top, deep - 1, ev.seq)  # (the later draws' ids read on from the top card: _deep_draw_read)
        seat.read_ons = ()
    if seat.over_drawn and seat.over_last == ev.seq and b.cards[iid].name is not None:
        seat.over_cards += (iid,)  # (a card drawn too many, which the log tells: on_turn_ended)
    if seat.over_drawn and seat.over_last == ev.seq:
        seat.draw_extra = iid  # (a later draw naming it, the log's ids counting without this draw: above)
    if ev.player == b.active:
        b.last_draw, b.last_draw_seq = iid, ev.seq
    elif b.drawn_ahead == ev.player:
        b.ahead_card = iid  # (the turn's draw naming it again: that same draw, above)
    if ev.player == b.active and b.phase == "draw":
        j.recover(ev.player)
        b.phase = "main"


def _named_deep(b: Board, seat: Any, ev: CardDrawn) -> CardDrawn:
    """The turn's draw giving only a name, in a full-order log (the main deck's order known), where the top card bears
    another name and a card deeper in the main deck bears that one: the record of the draw of the first such card,
    as when it names it by its id (Zone de Jeu: « Lorsque vous piochez vous prenez la carte du dessus de votre
    Deck »: fow.draw.not-top once, that card drawn; the later draws judged as after the id form). Anything else:
    ``ev`` as it is."""
    if not seat.known_order or not seat.deck or b.cards[seat.deck[0]].name is None:
        return ev
    d = b.defs.get(ev.name)
    name = d.name if d is not None else ev.name
    if b.cards[seat.deck[0]].name == name:
        return ev
    iid = next((c for c in seat.deck[1:] if b.cards[c].name == name), None)
    return ev if iid is None else msgspec.structs.replace(ev, card=iid)


def _deep_draw_read(j: Judge, seat: Any, ev: CardDrawn) -> None:
    """The next draw of a player whose last draw from the main deck named a card not on top (flagged then:
    fow.draw.not-top; Seat.deep_draw), the top card it left still on top. The draw naming the card that draw named,
    still in the hand: that draw took the top card (Zone de Jeu: « Lorsque vous piochez vous prenez la carte du dessus
    de votre Deck »), its id the log's slip; they change places and this draw takes the card named. The draw naming
    the card under the top one: the log's ids read on from the top card, which goes where the card that draw named
    lay. Not flagged again either way."""
    b = j.board
    named, top, place, drawn = seat.deep_draw
    seat.deep_draw = None
    ons, seat.read_ons = seat.read_ons, ()
    if (place == -1 and ons and ev.card is not None and ev.card == top
            and (seat.deck[:1] == [top] or (j.after_effect_draw and top in b.effect_drawn))):
        if len(ons) < 2:
            _read_on_disproved(j, seat, top, ons)
        # (Two draws or more read on, the log's ids counting on from that draw's slip draw after draw: the top card
        # named last is the one that counting skipped, not a disproof; this draw takes it, nothing flagged again.)
        return
    if place == -2:
        # (After the log's ids read on, the top card put where the card that draw named lay, below: until the top
        # card is back on top, the later draws are as read; then a draw naming the card that draw named, still in
        # the hand, shows the later draws named as in the clean log: that draw took the top card, as below.)
        if top in seat.deck and seat.deck[:1] != [top]:
            seat.deep_draw = (named, top, place, drawn)
            return
        if (seat.deck[:1] == [top] and ev.card is not None and ev.card != named and len(seat.deck) > 1
                and ev.card == seat.deck[1]):
            # (The top card back on top, the draw naming the card under it: the log's ids still read on past it,
            # as for a card drawn from just under the top one (below): it goes under the card named, not flagged,
            # until a draw names it.)
            seat.deck.remove(top)
            seat.deck.insert(1, top)
            seat.deep_draw = (ev.card, top, -1, drawn)
            seat.read_ons = ((ev.seq, b.turn, ev.card, -1),)
            return
        inst = b.cards.get(named)
        if inst is None or inst.zone != "hand" or top not in seat.deck:
            return
        if seat.deck[:1] != [top]:
            seat.deep_draw = (named, top, place, drawn)
            return
        if ev.card != named:
            return
    if (ev.card is not None and j.after_effect_draw and top in b.effect_drawn and b.cards[top].zone == "hand"
            and place >= -1 and seat.deck[:1] == [ev.card]):
        # (The record of an effect's draw that took the top card left, naming the card under it: the same, the
        # effect took the card named, and the top card goes where the card that draw named lay. That card lay just
        # under the top one (place 0, or the ids reading on so already: -1): the top card stays on top, the read-on
        # going on, as below.)
        j.move(ev.card, "hand")
        j.move(top, "deck", top=True)
        if place > 0:
            seat.deck.remove(top)
            seat.deck.insert(min(place - 1, len(seat.deck)), top)
            seat.deep_draw = (named, top, -2, drawn)  # (a later draw naming the card that draw named: above)
        b.effect_drawn = tuple(ev.card if c == top else c for c in b.effect_drawn)
        if place <= 0:
            seat.deep_draw = (ev.card, top, -1, drawn)
            seat.read_ons = ons + ((ev.seq, b.turn, ev.card, -1 if place < 0 else len(b.notes)),)
            if place < 0:
                return
        note(b, N_("seq {seq}: {player} draws {card}: the log's ids read on from {top}, the top card the draw at seq "
                   "{drawn} left; {top} goes where the card that draw named lay"), seq=ev.seq, player=ev.player,
             card=j.label(ev.card), drawn=drawn, top=j.label(top))
        return
    inst = b.cards.get(named)
    if (ev.card is not None and ev.card == named and j.after_effect_draw and top in b.effect_drawn
            and b.cards[top].zone == "hand" and inst is not None and inst.zone == "hand" and inst.owner == ev.player):
        # The record of an effect's draw that took the top card left (Wall of Ideas', the same turn), naming the
        # card that draw named, still in the hand: that draw took the top card, its id the log's slip, and the
        # effect took the card named (both in the hand): this is the record of the effect's draw (below), nothing
        # drawn, not flagged again.
        b.effect_drawn = tuple(named if c == top else c for c in b.effect_drawn)
        seat.over_cards = tuple(top if c == named else c for c in seat.over_cards)
        note(b, N_("seq {seq}: {player} draws {card} again: the draw at seq {drawn} took {top}, the top card, and "
                   "this draw takes {card}"), seq=ev.seq, player=ev.player, card=j.label(named), drawn=drawn,
             top=j.label(top))
        return
    if ev.card is None or seat.deck[:1] != [top] or ev.card == top:
        return
    if ev.card == named and inst is not None and inst.zone == "hand" and inst.owner == ev.player:
        j.move(top, "hand")
        j.move(named, "deck", top=True)
        seat.over_cards = tuple(top if c == named else c for c in seat.over_cards)
        if seat.draw_extra == named:
            seat.draw_extra = top
        note(b, N_("seq {seq}: {player} draws {card} again: the draw at seq {drawn} took {top}, the top card, and "
                   "this draw takes {card}"), seq=ev.seq, player=ev.player, card=j.label(named), drawn=drawn,
             top=j.label(top))
    elif place > 0 and len(seat.deck) > 1 and ev.card == seat.deck[1]:
        seat.deck.remove(top)
        seat.deck.insert(min(place, len(seat.deck)), top)
        seat.deep_draw = (named, top, -2, drawn)  # (a later draw naming the card that draw named: above)
        note(b, N_("seq {seq}: {player} draws {card}: the log's ids read on from {top}, the top card the draw at seq "
                   "{drawn} left; {top} goes where the card that draw named lay"), seq=ev.seq, player=ev.player,
             card=j.label(ev.card), drawn=drawn, top=j.label(top))
    elif place in (0, -1) and len(seat.deck) > 1 and ev.card == seat.deck[1]:
        # The card named lay just under the top one (place 0): where it lay is under the top card again, so the
        # log's ids read on past the top card at each later draw of theirs too. The top card goes under the card
        # named (this draw takes that one), and their next draw naming the card under it reads on the same way.
        # Not flagged again; the note only at the first.
        seat.deck.remove(top)
        seat.deck.insert(1, top)
        seat.deep_draw = (ev.card, top, -1, drawn)
        seat.read_ons = ons + ((ev.seq, b.turn, ev.card, len(b.notes) if place == 0 else -1),)
        if place == 0:
            note(b, N_("seq {seq}: {player} draws {card}: the log's ids read on from {top}, the top card the draw at "
                       "seq {drawn} left; {top} goes where the card that draw named lay"), seq=ev.seq,
                 player=ev.player, card=j.label(ev.card), drawn=drawn, top=j.label(top))


def _read_on_disproved(j: Judge, seat: Any, top: str, ons: tuple[tuple[int, int, str, int], ...]) -> None:
    """A draw naming ``top``, the card a draw naming a deeper card left on top (Seat.deep_draw), after the later
    draws ``ons`` were read as the log's ids reading on from it: the log names that card for what it is, so it stayed
    on top all along and those draws took the cards they named, each not the top one (« Lorsque vous piochez vous
    prenez la carte du dessus de votre Deck »): ``fow.draw.not-top`` at each (its seq), its note withdrawn. The board
    is the same either way (each took the card it named; ``top`` still on top); this draw takes it."""
    b = j.board
    for seq, turn, card, at in reversed(ons):
        if 0 <= at < len(b.notes):
            del b.notes[at]
            del b.note_msgs[at]
    for seq, turn, card, at in ons:
        drew = Judge(b, CardDrawn(seq=seq, player=seat.id))
        drew.flag("fow.draw.not-top", N_("{player} drew {card}, but the top card of the {deck_word} was {top}"),
                  player=seat.id, card=j.label(card), deck_word=term("main deck", "zone"), top=j.label(top))
        for v in drew.found:
            v.turn = turn
        j.found.extend(drew.found)


def _twice_drawn_read(j: Judge, seat: Any, ev: CardDrawn) -> None:
    """The next draw of a player whose draw with no card was read as the draw just made recorded twice (flagged then:
    fow.turn.draw-phase; Seat.twice_drawn). Naming the card under the top one of the main deck, it shows the log's
    ids counting that draw: it was a second card drawn at the table (« Piochez une carte »), the top one, taken as
    drawn then (as a discard more, or the play of that card, shows: on_turn_ended, on_played); not flagged again.
    Its card stays in the hand as one drawn too many (Seat.over_drawn). Any other draw of theirs: it says nothing
    more."""
    b = j.board
    turn, drawn = seat.twice_drawn, seat.twice_seq
    if ev.card is None or len(seat.deck) < 2 or ev.card != seat.deck[1]:
        if ev.card is not None and seat.deck[:1] == [ev.card]:
            seat.twice_drawn = 0  # (the top card named: the log's ids do not count that draw, which drew nothing)
        return
    seat.twice_drawn = 0
    top = seat.deck[0]
    j.move(top, "hand")
    seat.extra_drawn = turn
    if seat.over_drawn:
        seat.over_count += 1
    else:
        seat.over_drawn, seat.over_count, seat.over_cards = drawn, 1, ()
    seat.over_last = drawn
    if b.cards[top].name is not None:
        seat.over_cards += (top,)
    note(b, N_("seq {seq}: {player} draws {card}, the card under the top one: the second draw of turn {turn}, read as "
               "the draw recorded twice, is taken as a card drawn"), seq=ev.seq, player=ev.player,
         card=j.label(ev.card), turn=turn)


def _behind_read(j: Judge, seat: Any, ev: CardDrawn) -> CardDrawn:
    """A draw naming the card a draw more of theirs took (flagged then: fow.turn.draw-phase; Seat.draw_extra), that
    card gone from the hand since (played, say), not in the main deck: the log's ids count without that draw, one
    behind the deck's. The draw takes the top card (« Lorsque vous piochez vous prenez la carte du dessus de votre
    Deck »), not flagged again; so their later draws naming the card the draw before took (Seat.id_behind)."""
    b = j.board
    behind = seat.id_behind
    seat.id_behind = ""
    gone, seat.play_gone = seat.play_gone, ("", 0)
    card = b.cards.get(ev.card)
    if not seat.deck or card is None or card.owner != ev.player or ev.card in seat.deck:
        return ev
    if ev.card == behind and card.zone == "hand":
        pass
    elif ev.card == gone[0] and card.zone not in ("hand", "deck"):
        # The card of the main deck they played by its id (flagged then: fow.play.not-in-hand), named by their
        # next draw: the log's ids count without that play, one behind the deck's (the play named the wrong
        # card). The draw takes the top card, as above; so their later draws. Not flagged again.
        note(b, N_("seq {seq}: {player} draws {card}, the card of the main deck played at seq {played}: the log's ids "
                   "count without that play; this draw takes {top}, the top card"), seq=ev.seq, player=ev.player,
             card=j.label(ev.card), played=gone[1], top=j.label(seat.deck[0]))
    elif ev.card == seat.draw_extra and card.zone not in ("hand", "deck"):
        seat.draw_extra = ""
        note(b, N_("seq {seq}: {player} draws {card}: the log's ids count without the draw one too many at seq "
                   "{drawn}; this draw takes {top}, the top card"), seq=ev.seq, player=ev.player,
             card=j.label(ev.card), drawn=seat.over_last, top=j.label(seat.deck[0]))
    else:
        return ev
    seat.id_behind = seat.deck[0]
    if (ev.card == gone[0] and ev.name is not None and card.name is not None
            and _same_name(b, ev.name, card.name) and b.cards[seat.deck[0]].name is None):
        # (A paper log: the record's name is the played card's, as its id, not the top card's, which stays hidden.)
        return msgspec.structs.replace(ev, card=seat.deck[0], name=None)
    return msgspec.structs.replace(ev, card=seat.deck[0])


def _over_kept(seat: Any) -> int:
    """How many of the cards drawn too many (Seat.over_drawn) the hand still holds: those the log tells
    (Seat.over_cards) still in it, and those it does not tell."""
    return (sum(1 for c in seat.over_cards if c in seat.hand)
            + max(0, seat.over_count - len(seat.over_cards)))


def _effect_draw_record(j: Judge, ev: CardDrawn) -> str | None:
    """The card an effect drew for ``ev.player`` this turn, still in their hand, that a ``CardDrawn`` with only a
    name (matching it) or no card records; None if there is none."""
    b = j.board
    seat = b.seat(ev.player)
    mine = [c for c in b.effect_drawn if b.cards[c].zone == "hand" and b.cards[c].owner == ev.player]
    if ev.name is None:
        return mine[0] if mine else None
    d = b.defs.get(ev.name)
    name = d.name if d is not None else ev.name
    for c in mine:
        if b.cards[c].name == name:
            return c
    for c in mine:
        if b.cards[c].name is None and _pool_of(seat, c).get(name, 0) > 0:
            _bind(j, seat, c, name)
            return c
    return None


def _chase_draws(b: Board, entry: Entry, pid: str) -> int:
    """How many cards the resolution of chase ``entry`` draws for ``pid`` (its effects as the engine knows them)."""
    d = b.card_def(entry.source)
    if d is None or entry.kind in ("void", "judgment"):
        return 0
    if entry.kind == "enter":
        effects = d.enter
    elif entry.kind == "ability":
        abil = C.abilities(b, entry.source)
        effects = abil[entry.ability].effects if 0 <= entry.ability < len(abil) else []
    elif d.type in ("resonator", "regalia", "addition"):
        return 0
    else:
        effects = C.spell_effects(d)
    n = 0
    for e in effects:
        if e.op != "draw":
            continue
        who = b.opponent(entry.controller).id if e.target == "opponent" else entry.controller
        if who == pid:
            n += max(e.amount, 1)
    return n


def _draw_before_resolution(j: Judge, ev: CardDrawn) -> bool:
    """A draw naming its card recorded while the card on top of the chase, whose resolution draws for that player,
    waits for it: that resolution's draw, recorded before its ``ChaseResolved`` (a note). The card is drawn now, as recorded; the
    resolution draws that many fewer (docs/force-of-will.md, Readings: "A draw recorded twice")."""
    b = j.board
    if not b.chase or b.phase != "main" or b.over:
        return False
    top = b.chase[-1]
    seat = b.seat(ev.player)
    done = sum(1 for p in b.pre_drawn if p[0] == top.source)
    if not seat.deck or _chase_draws(b, top, ev.player) <= done:
        return False
    iid = drawn_card(j, seat.deck, ev.card, ev.player, not_top="fow.draw.not-top", unknown="fow.log.unknown-card",
                     deck_word="main deck")
    iid = _drawn_named(j, ev.player, iid, ev.name) or iid
    j.move(iid, "hand")
    b.pre_drawn += ((top.source, iid),)
    note(b, N_("seq {seq}: {player} drew {card} while {source} was on the chase: taken as its resolution's draw, "
               "recorded before it"), seq=ev.seq, player=ev.player, card=j.label(iid), source=j.label(top.source))
    return True


def on_stone(j: Judge, ev: StoneCalled) -> None:
    b = j.board
    may = b.seat(b.active).called_turn != b.turn and b.seat(b.active).judged_turn != b.turn
    # (Taken as the turn player's call, the name a slip, only where they could still call: else it would be a fault
    # of theirs too. A call under the other player's name after their call or judgment this turn is read as the log
    # records it, the named player's call in the opponent's turn: docs/force-of-will.md, Readings.)
    if (ev.player != b.active and b.phase == "main" and not b.chase and ev.card is not None and may
            and ev.card in b.seat(b.active).stones):
        # A stone of the turn player's stone deck called under the other player's name: the log names the wrong
        # player (a slip). That one fault; the call is the turn player's, judged as theirs (docs/force-of-will.md,
        # Readings: "A stone call or a draw under the other player's name").
        j.flag("fow.turn.not-your-turn", N_("{player} called {card} during {active}'s turn, a magic stone of "
                                            "{active}'s: the log names the wrong player; taken as {active}'s call"),
               player=ev.player, active=b.active, card=j.label(ev.card), read_as=b.active)
        ev = msgspec.structs.replace(ev, player=b.active)
    elif (ev.player != b.active and b.phase == "main" and not b.chase and ev.card is None and ev.name is not None
          and may and _stone_only_of(b, ev.player, ev.name) == b.active):
        # A call naming a stone that only the turn player's magic stone deck holds (still in it), under the other
        # player's name: the log names the wrong player, as with a stone id above. That one fault; the call is the
        # turn player's, judged as theirs (docs/force-of-will.md, Readings: "A stone call or a draw under the other
        # player's name").
        # (The turn player's own call, judgment or J-ruler attack right after it shows the call was the named
        # player's own after all, its name a slip too: step, _wrong_call_undone.)
        j.flag("fow.turn.not-your-turn", N_("{player} called a magic stone during {active}'s turn: the log names the "
                                            "wrong player; taken as {active}'s call"), player=ev.player, active=b.active, read_as=b.active)
        seat = b.seat(b.active)
        if seat.stones:
            top = seat.stones[0]
            hidden = top in b.cards and b.cards[top].name is None
            b.wrong_call = (ev.player, top, seat.called_turn, hidden)
        ev = msgspec.structs.replace(ev, player=b.active)
    elif (ev.player != b.active and b.phase == "main" and not b.chase and ev.card is None and ev.name is None
          and _could_call(b, b.active, ev.by)
          and (not _could_call(b, ev.player, ev.by) or j.first_event
               or (j.after_draw and b.seat(ev.player).turns > 0
                   and b.turn - 1 in (b.seat(ev.player).called_turn, b.seat(ev.player).judged_turn)))):
        # A call with no stone named, under the other player's name, in the turn player's main phase: their ruler
        # could call, the named player's could not (rested); or the call comes where the turn player's own call
        # comes, right after their draw, the named player having called (or made a judgment, which forbids a call)
        # in their own last turn, so that it is no late call of theirs; or it is the game's first event, in the
        # first player's turn. The log names the wrong player (a slip), as with a stone id above. That one fault;
        # the call is the turn player's, judged as theirs (docs/force-of-will.md, Readings: "A stone call or a draw
        # under the other player's name").
        if j.first_event:
            # (Or that player took the first turn, the header's wrong: their acting as the turn's player in turn 1
            # shows it, and the call is theirs then: _first_call_back.)
            j.flag("fow.turn.not-your-turn", N_("{player} called a magic stone, but {active} was chosen to play first: "
                                                "the log names the wrong player; taken as {active}'s call, unless "
                                                "{player} took the first turn (their acting on in it would show it)"),
                   player=ev.player, active=b.active, read_as=b.active)
            b.first_call_other = ev.player
        else:
            # (What the turn player does later this turn may show the call was the named player's own, out of
            # turn, after all: step, _wrong_call_undone. The line says so.)
            j.flag("fow.turn.not-your-turn", N_("{player} called a magic stone during {active}'s turn: the log names the "
                                                "wrong player; taken as {active}'s call, unless what {active} does "
                                                "later this turn shows it was {player}'s own call, out of turn"),
                   player=ev.player, active=b.active, read_as=b.active)
        wrong = (ev.player, b.seat(b.active).called_turn)
        ev = msgspec.structs.replace(ev, player=b.active)
        seat = b.seat(b.active)
        if seat.stones:
            # (The turn player's own call right after it, or later this turn, that stone still unused, shows the
            # call was the named player's after all: step.)
            b.wrong_call = (wrong[0], seat.stones[0], wrong[1], False)
            b.plain_call = (wrong[0], seat.stones[0], wrong[1], b.turn)
            b.oot_call = (seat.ruler, wrong[0], seat.stones[0], wrong[1], b.turn)
        # (Its ruler's block in the next turn, used as recovered, shows the call was the named player's: _oot_unrested.
        # Not if it was rested already: the block is then its own fault.)
        b.oot_rested = tuple(e for e in b.oot_rested if e[0] != seat.ruler)
        if seat.ruler in b.cards and not b.cards[seat.ruler].rested:
            b.oot_rested += ((seat.ruler, b.turn),)
    elif (b.late_call is not None and ev.player == b.active and ev.card in (None, b.late_call)
          and b.seat(ev.player).called_turn != b.turn):
        # The call of the stone a payment this turn used uncalled (flagged then: fow.will.source, the stone taken
        # as called there): this is that call, recorded after the payment. It calls no other stone, and is not
        # judged again as an action with the chase pending (docs/force-of-will.md, Readings).
        late, b.late_call = b.late_call, None
        seat = b.seat(ev.player)
        ruler = b.cards.get(seat.ruler)
        if ruler is not None:
            ruler.rested = True
        seat.called_turn = b.turn
        if ev.card is None:
            b.late_taken = late
        note(b, N_("seq {seq}: {player} called {card}, which paid for an action before this call: taken as that "
                   "call, recorded late"), seq=ev.seq, player=ev.player, card=j.label(late))
        return
    elif not (b.early_call is not None and ev.player == b.active and ev.name is None
              and ev.card in (None, b.early_call)):
        # (The call of the stone an action before the draw paid with is that call, recorded late, not an action
        # with the chase pending: below.)
        _main(j, ev, term(N_("called a magic stone")))
    pid = ev.player
    seat = b.seat(pid)
    foreign = False
    if pid != b.active and b.is_player(pid):
        # A call in the opponent's turn (that one fault, flagged above): how it was called is not judged. Naming a
        # stone that is not in their magic stone deck (by id, or a name their list has no copy of), it moves none
        # of theirs: the log goes on as if it called none (docs/force-of-will.md, Readings).
        d = b.defs.get(ev.name) if ev.name is not None else None
        foreign = ((ev.name is not None and seat.stonelist.get(d.name if d is not None else ev.name, 0) == 0)
                   or (ev.card is not None and ev.card not in seat.stones))
    if j.after_draw and pid == b.active:
        # (The turn's draw recorded again with no card, right after this call, is that one draw still: on_drawn.)
        b.last_draw_seq = ev.seq
    by = ev.by or seat.ruler
    inst = b.cards.get(by)
    # (A call the turn's call or judgment already barred: its rest of the ruler is not held against it later.)
    barred = seat.judged_turn == b.turn or seat.called_turn == b.turn
    if pid != b.active:
        # (A call in the opponent's turn is that one fault, fow.turn.not-your-turn, not also how it was made.)
        if j.after_effect_draw:
            # (Right after an effect's draws, before their record: that record may still follow it, on_drawn.)
            b.effect_seq = ev.seq
    elif any(v.rule in ("fow.chase.unresolved", "fow.battle.unfinished") for v in j.found):
        # A call while the chase is open (flagged above: _main), or during a battle before its block (step), is that
        # one fault, not also whether the turn allowed a call (docs/force-of-will.md, Readings). A stone already
        # called, called again: the call recorded twice, calling nothing.
        called = b.cards.get(ev.card) if ev.card is not None else None
        if (seat.called_turn == b.turn and called is not None and called.owner == pid
                and called.zone == "stone-area"):
            return
        if ev.by is not None and (inst is None or inst.owner != pid
                                  or not (by == seat.ruler and inst.zone in ("ruler-area", "field"))):
            # (How it was called is a breach of its own, not whether the turn allowed it: « en épuisant votre Ruler ou
            # J-Ruler », as outside a battle or the chase, below.)
            j.flag("fow.stone.not-ruler", N_("{player} called a magic stone with {by}, which is not their ruler or J-ruler"), player=pid, by=j.label(by))
            b.call_how = (pid, b.turn)
    elif seat.judged_turn == b.turn:
        j.flag("fow.stone.judgment-turn", N_("{player} made a judgment this turn and cannot call a magic stone"), player=pid)
    elif seat.called_turn == b.turn:
        j.flag("fow.stone.once-per-turn", N_("{player} already called a magic stone this turn"), player=pid)
        if b.call_how == (pid, b.turn) or b.late_turn == b.turn or b.empty_called == (pid, b.turn):
            # (The turn's first call, flagged for how it was made (another card rested for it), called its stone:
            # this second one breaks « une fois pendant chacun de vos tours » whatever was rested for the first,
            # its player's own breach, projections.causes. So too in a turn begun at a draw taken as ending the
            # last one, its end recorded late or never: both calls are this player's in their own turn.)
            b.own_roots += ((ev.seq, "fow.stone.once-per-turn"),)
        called = b.cards.get(ev.card) if ev.card is not None else None
        if called is not None and called.owner == pid and called.zone == "stone-area":
            # A stone already called, called again this turn: the call recorded twice (a slip of the log). That one
            # fault; the repeat calls nothing (docs/force-of-will.md, Readings: "A stone call recorded twice").
            return
    elif inst is None or inst.owner != pid or not (by == seat.ruler and inst.zone in ("ruler-area", "field")):
        # (Another card rested for it: « Appeler une Pierre Magique en épuisant votre Ruler ou J-Ruler ». A rule id
        # of its own: the ruler or J-ruler already rested is fow.stone.ruler-rested.)
        j.flag("fow.stone.not-ruler", N_("{player} called a magic stone with {by}, which is not their ruler or J-ruler"), player=pid, by=j.label(by))
        b.call_how = (pid, b.turn)
    elif inst.rested:
        j.flag("fow.stone.ruler-rested", N_("{player} called a magic stone, but {by} was already rested"), player=pid, by=j.label(by))
    if inst is not None and by == seat.ruler:
        # (A call in the opponent's turn rests the ruler or J-ruler as recorded, as any call does (Phase Principale:
        # « Appeler une Pierre Magique en épuisant votre Ruler ou J-Ruler »): a later use of it while rested is
        # flagged, a consequence of that call (caused_by: projections/causes.py).)
        b.use_rested = tuple(e for e in b.use_rested if e[0] != by)
        if pid != b.active:
            b.oot_rested = tuple(e for e in b.oot_rested if e[0] != by)
            if not inst.rested:
                b.oot_rested += ((by, b.turn),)  # (rested already: a block with it is its own fault; _oot_unrested)
        elif not any(e == (by, b.turn) for e in b.oot_rested):
            b.oot_rested = tuple(e for e in b.oot_rested if e[0] != by)
        if (pid == b.active and inst.zone == "field" and not inst.rested and j.found
                and (j.found[-1].rule in ("fow.stone.judgment-turn", "fow.stone.once-per-turn")
                     or (j.found[-1].rule in ("fow.chase.unresolved", "fow.battle.unfinished") and barred))):
            # (So with a call during the chase, flagged as that alone, that the turn's judgment or call barred too:
            # the J-ruler just judged, rested by it, used as recovered in the next turn is not flagged again.)
            b.use_rested += ((by, b.turn, ev.seq),)  # (the log using it as recovered next turn: _attack_unrested)
        inst.rested = True
    elif (inst is not None and ev.by is not None and inst.owner == pid and inst.zone == "field"
          and C.is_fighter(b, by)):
        # A resonator of the caller's own rested for the call (« en épuisant votre Ruler ou J-Ruler »: not it,
        # flagged above, or the call out of turn): the table rested it as recorded, so a later use of it while
        # rested (an attack, a block) is flagged, a consequence of that call (caused_by: projections/causes.py).
        inst.rested = True
    seat.called_turn = b.turn
    early, b.early_call = b.early_call, None
    if early is not None and pid == b.active and ev.name is None and ev.card in (None, early):
        # The call of the stone an action recorded before this turn's draw paid with (taken as called then: _pay):
        # this is that call, recorded after it. It calls no other stone.
        note(b, N_("seq {seq}: {player} called {card}, which paid for an action recorded before the turn's draw: "
                   "taken as that call, recorded late"), seq=ev.seq, player=pid, card=j.label(early))
        return
    if foreign:
        return
    paid = b.cards.get(ev.card) if ev.card is not None and ev.card in b.paid_uncalled else None
    if paid is not None:
        b.paid_uncalled = tuple(c for c in b.paid_uncalled if c != ev.card)
    if paid is not None and paid.owner == pid and paid.zone == "stone-area":
        # The call of a stone a payment used before it was called (flagged then: fow.will.source, the stone taken
        # as called there): at the table this call called it, the one fault being the payment. It calls no other
        # stone, so the next calls are not flagged as naming stones no longer in the deck.
        if _listed(j, seat, ev.card, ev.name):
            _card(j, pid, ev.card, ev.name, ("stone-area",), term(N_("the stone call")))
        note(b, N_("seq {seq}: {player} called {card}, which paid for an action before it was called (flagged "
                   "then): taken as that stone's call"), seq=ev.seq, player=pid, card=j.label(ev.card))
        return
    if not seat.stones:
        if not any(v.seq == ev.seq and v.rule in _CALL_BARRED for v in j.found):
            # (A call the turn did not allow at all, flagged above, is that one fault alone: what it called is not
            # judged, as how it was called is not (docs/force-of-will.md, StoneCalled). The table put a stone down
            # all the same, below.)
            j.flag("fow.stone.empty-deck", N_("{player}'s magic stone deck is empty"), player=pid)
        b.empty_called = (pid, b.turn)
        _called_past_end(j, pid, ev)
        return
    top = seat.stones[0]
    iid = top
    if ev.card is not None and ev.card != top:
        if ev.card in seat.stones:
            j.flag("fow.stone.not-top", N_("{player} called {card}, but the top of the magic stone deck was {top}"), player=pid, card=j.label(ev.card), top=j.label(top))
            iid = ev.card
        else:
            j.flag("fow.log.unknown-card", N_("{card!r} is not in {player}'s magic stone deck"), card=ev.card, player=pid)
    listed = _listed(j, seat, iid, ev.name)
    iid = _card(j, pid, iid, ev.name, ("stones",), term(N_("the stone call"))) or iid
    if not listed:
        # Named a stone the list has no copy of left (flagged: fow.log.unknown-card): it stays a hidden stone of
        # the list, whose will is what the list's stones make (C.unnamed_stone_will), so the one flag stands alone.
        b.cards[iid].name = None
    j.move(iid, "stone-area")
    if b.first_call_other is not None and j.first_event:
        b.first_call_stone = iid


#: The faults of a stone call the turn did not allow at all: such a call is that one fault (on_stone).
_CALL_BARRED = ("fow.stone.once-per-turn", "fow.turn.not-your-turn", "fow.stone.judgment-turn",
                "fow.chase.unresolved", "fow.battle.unfinished")


def _called_past_end(j: Judge, pid: str, ev: StoneCalled) -> None:
    """A call made with the magic stone deck empty (flagged: fow.stone.empty-deck): the table put a stone into the
    magic stone area all the same, which the log's later payments name by the id its numbering of the calls gives it,
    the next past the end of the magic stone deck list (``bob.s1`` for a list left empty; Board.past_stones). That
    stone is on the board as the table had it, its will unknown, so a payment with it is judged as any (rested, how
    much will) and is not that call's fault again (docs/force-of-will.md, Readings: "A call from an empty magic
    stone deck")."""
    b = j.board
    iid = ev.card if isinstance(ev.card, str) and ev.card.startswith(pid + ".") and b.past_stones(ev.card) else None
    if iid is None:
        k = sum(b.seat(pid).stonelist.values()) + 1
        while f"{pid}.s{k}" in b.cards:
            k += 1
        iid = f"{pid}.s{k}"
    b.cards[iid] = Inst(id=iid, owner=pid, zone="stone-area")
    b.seat(pid).stone_area.append(iid)
    note(b, N_("seq {seq}: {player} called a magic stone with their magic stone deck empty: the stone the table put "
               "into the magic stone area is taken as {card}, its will unknown"), seq=ev.seq, player=pid, card=j.label(iid))


def _stone_only_of(b: Board, pid: str, name: str) -> str | None:
    """The other player, when ``pid``'s magic stone deck list has no stone named ``name`` and one is still in the
    other player's magic stone deck: a call of ``pid``'s naming it names the wrong player. None otherwise."""
    if not b.is_player(pid):
        return None
    d = b.defs.get(name)
    name = d.name if d is not None else name
    other = b.opponent(pid)
    if b.seat(pid).stonelist.get(name, 0) > 0 or other.stonelist.get(name, 0) == 0:
        return None
    if other.unbound_stones.get(name, 0) > 0 or any(
            b.cards[s].name == name for s in other.stones if s in b.cards):
        return other.id
    return None


def _could_call(b: Board, pid: str, by: str | None) -> bool:
    """Whether ``pid``'s ruler (``by``, if named, must be it) is recovered, with a stone to call and no call or
    judgment of theirs this turn."""
    seat = b.seat(pid)
    ruler = b.cards.get(seat.ruler)
    return (by in (None, seat.ruler) and ruler is not None and ruler.zone in ("ruler-area", "field")
            and not ruler.rested and bool(seat.stones) and seat.called_turn != b.turn and seat.judged_turn != b.turn)


def _listed(j: Judge, seat, iid: str, name: str | None) -> bool:
    """Whether naming hidden stone ``iid`` ``name`` finds a copy of it left in the magic stone deck list (True
    when nothing would be bound: no name, or a stone already known)."""
    inst = j.board.cards.get(iid)
    if name is None or inst is None or inst.name is not None:
        return True
    d = j.board.defs.get(name)
    return _pool_of(seat, iid).get(d.name if d is not None else name, 0) > 0


#: A card of the other player's played under this player's name, paid with the owner's will (on_played).
_OWNERS_PLAY = N_("{player} played {card}, a card of {owner}'s, paid with {owner}'s will: the log names the wrong "
                  "player; taken as {owner}'s play")


def on_played(j: Judge, ev: CardPlayed) -> None:
    b = j.board
    b.unlisted_cost = None
    for t in (*ev.targets, ev.attach_to):
        _name_used(j, t)
    pid = ev.player
    held = b.cards.get(ev.card) if ev.card is not None else None
    owner: str | None = None
    if (pid != b.active and held is not None and held.owner == b.active and held.zone == "hand"
            and not ev.from_standby and b.phase == "main"
            and all(s in b.cards and b.cards[s].owner == b.active for s in ev.payment)):
        # A card of the turn player's hand, paid with their will sources, under the other player's name: the log
        # names the wrong player (a slip), as for an attack. That one fault; the play is the turn player's, judged
        # as theirs (docs/force-of-will.md, Readings: "A play under the other player's name").
        owner, rule, template = b.active, "fow.turn.not-your-turn", N_(
            "{player} played {card} during {active}'s turn, a card of {active}'s hand: the log names the wrong "
            "player; taken as {active}'s play")
        args = {"active": b.active, "card": j.label(ev.card)}
    elif (held is not None and held.owner != pid and b.is_player(pid) and b.is_player(held.owner)
          and held.zone == ("standby" if ev.from_standby else "hand") and b.phase == "main"
          and all(s in b.cards and b.cards[s].owner == held.owner for s in ev.payment)
          and (held.owner == b.active or _any_time(j, ev))):
        # (Only where the owner could have played it: in the other's turn, a card played at any time. A resonator
        # (or any card of the main phase only) of the other player's, in the turn player's main phase, is the named
        # player's play as written: fow.play.not-in-hand, below.)
        # A card of the other player's hand (or standby zone), paid with their will sources (or nothing), under the
        # turn player's name (or, in the other's turn, the reverse of the slip above): the log names the wrong
        # player. That one fault; the play is the card's owner's, judged as theirs (docs/force-of-will.md,
        # Readings: "A play or ability under the other player's name, the other way round").
        owner, rule, template = held.owner, "fow.play.not-in-hand", _OWNERS_PLAY
        args = {"owner": held.owner, "card": j.label(ev.card)}
    elif ev.card is None and b.phase == "main" and not ev.from_standby:
        listed = _listed_only_by(b, pid, ev.name)
        if listed is not None and _paid_by(b, listed, ev.payment):
            # A card named only (a paper log), that only the other player's deck list holds, paid with their will
            # sources (or nothing): the log names the wrong player, as with a card id above. That one fault; the
            # play is that player's, judged as theirs.
            owner, rule, template = listed, "fow.play.not-in-hand", _OWNERS_PLAY
            args = {"owner": listed, "card": repr(ev.name)}
    if owner is not None:
        j.flag(rule, template, player=pid, read_as=owner, **args)
        ev = msgspec.structs.replace(ev, player=owner)
        pid = owner
    zones = ("standby",) if ev.from_standby else ("hand",)
    flagged = len(j.found)
    if not ev.from_standby and ev.card in b.faceless and b.cards[ev.card].zone == "standby":
        # A hidden card taken as the one set face down (on_standby), played from the hand by id: another hidden
        # card of the hand was the one set. They change places (not flagged).
        other = next((c for c in b.seat(pid).hand if b.cards[c].name is None), None)
        if other is not None and b.cards[ev.card].owner == pid:
            turn = b.cards[ev.card].set_turn
            j.move(ev.card, "hand")
            j.move(other, "standby")
            b.cards[other].set_turn = turn
            b.faceless = tuple(other if c == ev.card else c for c in b.faceless)
    if ev.from_standby and ev.card is not None and ev.card in b.cards and b.cards[ev.card].zone == "hand" \
            and b.cards[ev.card].owner == pid:
        # A card of the hand played from the standby zone by id, where a card set face down with neither id nor name
        # (on_standby) lies: that was this card. They change places (not flagged; docs/force-of-will.md, Readings:
        # "A face-down standby card").
        down = next((c for c in b.faceless if b.cards[c].zone == "standby" and b.cards[c].owner == pid
                     and (b.cards[c].name is None or b.cards[c].name == b.cards[ev.card].name
                          or b.seat(pid).known_order)), None)
        if down is not None:
            turn = b.cards[down].set_turn
            j.move(down, "hand")
            j.move(ev.card, "standby")
            b.cards[ev.card].set_turn = turn
            b.faceless = tuple(c for c in b.faceless if c != down)
    if ev.card is None and ev.name is None:
        hidden = next((c for z in zones for c in zone_list(b.seat(pid), z) or [] if b.cards[c].name is None), None)
        if hidden is not None:
            # A play naming no card at all (a paper log): one of the hidden cards there was played, which one the
            # log does not say. Flagged once (fow.log.unknown-card); the first hidden card is taken as it and goes
            # on the chase as a card of unknown type, its cost and targets unjudged (_play_unknown), so its
            # ChaseResolved resolves it (docs/force-of-will.md, Readings: "A card played that the log does not name").
            j.flag("fow.log.unknown-card", N_("the event does not say which card {player} used for {what}"),
                   player=pid, what=term(N_("the play")))
            b.blind_played += (hidden,)
            _play_unknown(j, ev, hidden, flagged)
            return
    if ev.card is not None and not ev.from_standby:
        _unlisted_back(j, pid, ev.card, ev.name)
        _name_back(j, pid, ev.card, ev.name, term(N_("the play")))
        _blind_swap(j, pid, ev.card, to_hand=True)
    _mull_named_played(j, pid, ev)
    _order_top_played(j, pid, ev)
    unlisted = _unlisted(j, b.seat(pid), ev.card, ev.name, zones)
    timed = None
    choice = _name_choice(j, pid, ev, zones)
    hidden_now = {c for c in choice if b.cards[c].name is None}
    iid = _card(j, pid, ev.card, ev.name, zones, term(N_("the play")))
    if iid is None:
        if ev.card is None and ev.name is not None and b.is_player(pid) and len(j.found) > flagged:
            # A card named only that no card of the hand can be (flagged: fow.log.unknown-card; an ordered log, a
            # card its deck list lacks): something was played at the table all the same, with those sources. They
            # rest as recorded and the play stands on the chase with no effect (_stood), so its ChaseResolved
            # resolves it: one fault, not fow.chase.empty too. (The entry's source is the name as written, no card of
            # the match: said as that name, it resolves with no effect.) Its cost is that card's where the card data
            # prints one (_unlisted_cost): a payment short of it is a fault of its own; else it is not checked.
            known = b.defs.get(ev.name)
            _unlisted_timing(j, ev, known)
            _unlisted_pay(j, ev, known, repr(ev.name))
            b.void_rested += tuple(c for c in ev.payment if c in b.cards and b.cards[c].rested)
            b.chase.append(Entry(kind="void", source=ev.name, controller=pid, targets=list(ev.targets), ability=-1))
        return
    if iid in choice and len(choice) > 1:
        if iid in hidden_now:
            b.name_hidden += (iid,)
        # A play giving the card's name only where the hand holds more than one card it may be (copies of it
        # already named, or hidden cards): the engine takes one and says which (docs/log-format.md); a later event
        # naming another of them by its id where this one is shows the log's own id for it (_name_swap).
        b.name_played += (iid,)
        note(b, N_("seq {seq}: {player} plays {name} by its name only: the engine takes {card}"), seq=ev.seq,
             player=pid, name=b.cards[iid].name or ev.name, card=iid)
    inst = b.cards[iid]
    if unlisted:
        # Named as a card the deck list has no copy of left (flagged: fow.log.unknown-card): the log's name and its
        # deck list disagree, so what the card is is not known. It is taken as a card of unknown type, as an
        # unnamed play is (_play_unknown): its timing, targets and cost are not judged; the one flag stands alone
        # (as for a stone the list lacks: on_stone). A card the card data knows by that name (its printed
        # statistics) is that card once it resolves onto the field (_resolve): its type, ATK and DEF count in the
        # battles after, as the table played it.
        # (Only where the named card's timing fits: its own main phase, nothing on the chase, no battle; played in
        # answer to something, the name of a hidden card is more likely the slip, and it stays of unknown type, its
        # timing judged only if a later event shows its type: _unknown_shown.) Either way, a later play of the hidden
        # card taken for it, by its id, from the hand, is taken back (_unlisted_back).
        known = b.defs.get(ev.name) if ev.name is not None else None
        if known is not None:
            if pid == b.active and b.phase == "main" and not b.chase and b.battle is None:
                b.unlisted_named += ((iid, known.name),)
            elif ev.card is None:
                # (A play naming no card id, only that card: the name is all the log says was played, so it is not
                # the likely slip. Its timing is judged by the type the card data gives it, as an ordered log's is
                # (_unlisted_timing), its own fault beside the name; it resolves as that card, as the table played
                # it. A play giving a hidden card's id keeps the reading above, qa10's.)
                _unlisted_timing(j, ev, known)
                b.unlisted_named += ((iid, known.name),)
                timed = iid
            if (iid, known.name) in b.unlisted_named and (ev.card is None
                                                          or _listed_only_by(b, pid, known.name) is None):
                # (A hidden card of one's own by its id, under the name of a card only the other player's deck list
                # holds: the name is the likely slip, one naming slip, one flag; its cost stays unjudged, as in
                # answer to something.)
                # (Taken as that card, in the main phase or by its name alone: its cost is judged as that card's,
                # _play_unknown. Played in answer to something with a hidden card's id, the name the likely slip,
                # it stays unjudged.)
                b.unlisted_cost = (iid, known.name)
            if iid in hidden_now:
                b.unlisted_played += (iid,)
                b.unlisted_as += ((iid, known.name),)
        inst.name = None
    seat = b.seat(pid) if b.is_player(pid) else None
    if (seat is not None and not ev.from_standby and seat.twice_drawn == b.turn and inst.owner == pid
            and inst.zone == "deck" and seat.deck[:1] == [iid]):
        # The top card of the main deck played, after a second draw with no card this turn read as the draw recorded
        # twice (flagged then: fow.turn.draw-phase): that draw was a second card drawn at the table, this one, and
        # the play shows it (as a discard more would: on_turn_ended). It is taken as drawn then; not flagged again.
        note(b, N_("seq {seq}: {player} plays {card}, the top card of the main deck: the second draw of turn {turn}, "
                   "read as the draw recorded twice, is taken as a card drawn"), seq=ev.seq, player=pid,
             card=j.label(iid), turn=seat.twice_drawn)
        seat.twice_drawn = 0
        seat.extra_drawn = b.turn
        j.move(iid, "hand")
    if seat is not None and not ev.from_standby and inst.owner == pid and inst.zone == "deck":
        _setup_deep_played(j, pid, iid)
    if seat is not None and not ev.from_standby and inst.owner == pid and inst.zone == "deck":
        _deep_draw_played(j, pid, iid)
    if seat is not None and not ev.from_standby and inst.owner == pid and inst.zone == "deck":
        _mull_guess_played(j, pid, iid)
    if seat is not None and not ev.from_standby and inst.owner == pid and inst.zone == "deck":
        _mull_ids_played(j, pid, iid)
    d = b.card_def(iid)
    where = "standby" if ev.from_standby else "hand"
    misplaced = inst.zone != where or inst.owner != pid
    if misplaced:
        rule = "fow.standby.not-in-hand" if ev.from_standby else "fow.play.not-in-hand"
        mine_on_field = inst.zone == "field" and inst.owner == pid and not ev.from_standby
        if mine_on_field:
            # (Said where it is: a card of theirs on the field, played again.)
            j.flag(rule, N_("{player} played {card}, which is on their field, not in their hand"), player=pid,
                   card=j.label(iid))
        else:
            j.flag(rule, N_("{player} played {card}, which is not in their {zone}"), player=pid, card=j.label(iid), zone=term(N_('standby zone')) if ev.from_standby else term(N_('hand')))
        if mine_on_field:
            # Something was played at the table with those sources (a copy of it, the resolution may show:
            # on_resolved): they rest as recorded, the cost of a card not known not checked.
            _pay(j, pid, None, ev.payment, ev.attributes, j.label(iid))
        if seat is not None and inst.zone == "deck" and inst.owner == pid and not ev.from_standby:
            seat.play_gone = (iid, ev.seq)  # (their next draw naming it: the log's ids count without it, _behind_read)
        if inst.zone in ("field", "chase", "added") or inst.owner != pid:
            _stood(j, ev)  # the card stays where it is; the play that stood resolves with no effect
            return
    if d is None:
        _play_unknown(j, ev, iid, flagged)
        if timed == iid:
            b.unknown_timed = tuple(t for t in b.unknown_timed if t[0] != iid)  # (judged at its play already)
        return
    what = j.label(iid)
    if d.type in MAIN_ONLY or (d.type == "spell" and d.kind == "chant"):
        _main_card(j, ev, what)
    if ev.from_standby and not misplaced:  # (a card not in the standby zone: that one fault, flagged above)
        if d.type != "spell" or d.kind != "chant-standby":
            j.flag("fow.standby.not-standby-spell", N_("{what} is not a chant-standby spell: it cannot be played from the standby zone"), what=what)
        elif inst.set_turn == b.turn:
            j.flag("fow.standby.same-turn", N_("{what} was put into the standby zone this turn"), what=what)
    untriggered = False
    if d.type == "spell" and d.kind == "chant-standby":
        if not d.modelled:
            # Its [Trigger] is in its text, which the statistics do not carry: the play rests on it.
            b.unmodelled += 1
            note(b, N_("turn {turn}: {card} is a chant-standby spell whose text is not in the card data: whether its "
                       "trigger had happened when {player} played it could not be checked"), turn=b.turn, card=what,
                 player=pid)
        elif not trigger_holds(b, pid, d.trigger):
            # Said as what is missing now: an attack over (or a spell resolved) no longer triggers it.
            opp = b.opponent(pid).id if b.is_player(pid) else pid
            if d.trigger == "opponent-attacks":
                j.flag("fow.standby.trigger", N_("{player} played {what}, but no attack by {opponent} is under "
                                                 "way: its trigger ({trigger}) is not met"),
                       player=pid, what=what, opponent=opp, trigger=_trigger_name(d.trigger))
            elif d.trigger == "opponent-chase":
                j.flag("fow.standby.trigger", N_("{player} played {what}, but no spell or ability of {opponent}'s "
                                                 "is on the chase: its trigger ({trigger}) is not met"),
                       player=pid, what=what, opponent=opp, trigger=_trigger_name(d.trigger))
            else:
                j.flag("fow.standby.trigger", N_("{player} played {what}, but its trigger ({trigger}) is not met"),
                       player=pid, what=what, trigger=_trigger_name(d.trigger))
            untriggered = True
    has_x = "{X}" in (d.cost or "")
    pay_x = ev.x
    if ev.x is not None and (not has_x or ev.from_standby):
        j.flag("fow.will.x", N_("{player} chose X = {x} for {what}, whose cost {cost} has no {{X}} to pay"), player=pid,
               x=ev.x, what=what, cost=d.cost or "{0}")
    elif has_x and not ev.from_standby and ev.x is None:
        # X left out: said so (not as Python's None), with the X the will paid implies (one will a source), when it
        # does; not read as that X (the cost stays unchecked, as before).
        fixed = C.parse_cost(d.cost.replace("{X}", ""))
        implied = len(ev.payment) - (sum(fixed[0].values()) + fixed[1]) if fixed is not None else -1
        if implied >= 0:
            j.flag("fow.will.x", N_("{what} costs {cost}: X must be chosen as it is played, and the log leaves the "
                                    "event's x out (the {paid} will paid would make X = {implied})"),
                   what=what, cost=d.cost, paid=len(ev.payment), implied=implied)
        else:
            j.flag("fow.will.x", N_("{what} costs {cost}: X must be chosen as it is played, and the log leaves the "
                                    "event's x out"), what=what, cost=d.cost)
            if fixed is not None:
                # (Less will than the cost without X: whatever X was chosen, its fixed part is unpaid, a fault of
                # its own (Coût « vous devez payer à la fois son coût d'attribut [...] et son coût libre »), judged
                # as with X = 0.)
                pay_x = 0
    elif has_x and not ev.from_standby and ev.x < 0:
        j.flag("fow.will.x", N_("{what} costs {cost}: X must be chosen as it is played, a whole number 0 or more "
                                "(the event's x; got {x!r})"), what=what, cost=d.cost, x=ev.x)
    if ev.from_standby:
        if ev.payment:
            # « Si vous la jouez depuis votre Zone Chant-Réserve, vous n'avez pas besoin de payer un coût. »: the
            # sources are still judged and rested (as recorded), but nothing was due.
            before = len(j.found)
            _pay(j, pid, None, ev.payment, ev.attributes, what)
            if not any(v.rule == "fow.will.source" for v in j.found[before:]):
                # (A source flagged as no will source of theirs is that one fault: what it paid is not flagged
                # again as too much.)
                j.flag("fow.will.exact", N_("{player} paid {paid} will for {what}, but played from the standby zone "
                                            "it is paid nothing: no cost is paid (its printed cost {cost} is not due)"),
                       player=pid, paid=len(ev.payment), what=what, cost=d.cost or "{0}")
    else:
        _pay(j, pid, C.with_x(d.cost, pay_x), ev.payment, ev.attributes, what)
    targets = list(ev.targets)
    if d.type != "addition" and ev.attach_to is not None:
        # « Ajouter une Addition à une autre carte sur le terrain »: only an addition goes onto another card.
        # Not attached: the card goes where its type goes.
        j.flag("fow.play.addition-target", N_("{what} is a {type}, not an addition: only an addition is added to "
                                              "another card, so it is not added to {host}"),
               what=what, type=term(d.type.replace("-", " "), "card type"), host=j.label(ev.attach_to))
    if d.type == "addition":
        if d.kind == "field":
            if ev.attach_to is not None:
                j.flag("fow.play.addition-target", N_("{what} is an addition to the field, not to a card"), what=what)
        else:
            host = ev.attach_to
            ok = host is not None and (C.is_resonator(b, host) if d.kind == "resonator" else C.is_fighter(b, host))
            if not ok:
                kind = term(N_("a resonator")) if d.kind == "resonator" else term(N_("a resonator or J-ruler"))
                if host is None:
                    j.flag("fow.play.addition-target", N_("{what} must be added to {kind} on the field, but the log "
                                                          "adds it to nothing (no attach_to)"), what=what, kind=kind)
                else:
                    j.flag("fow.play.addition-target", N_("{what} must be added to {kind} on the field, not {host}"), what=what, kind=kind, host=j.label(host))
            targets = [host] if host else []
    elif d.type == "spell" and d.modelled:
        # A chant-standby spell whose trigger has not happened (flagged) could not be played: with no trigger there
        # is no valid target either (its trigger is what it targets), so its targets are not flagged again.
        if not untriggered:
            _check_targets(j, pid, C.spell_effects(d), targets, what)
    elif d.modelled and (d.enter or targets):
        _check_targets(j, pid, d.enter, targets, msg(N_("the enter-the-field ability of {card}"), card=what))
    j.move(iid, "chase")
    b.chase.append(Entry(kind="card", source=iid, controller=pid, targets=targets, untriggered=untriggered))
    early, b.resolved_early = b.resolved_early, None
    if early == iid and ev.seq <= b.resolved_early_seq + 2:
        # Its resolution was recorded two events before this play (flagged then: fow.chase.not-top, the top
        # resolving in its place, and that top's own resolution recorded next): it resolves now, as recorded.
        note(b, N_("turn {turn}: {card} was played after the log had recorded its resolution: it resolves as it is "
                   "played"), turn=b.turn, card=what)
        _resolve(j, b.chase.pop())
        j.settle()


def _order_top_played(j: Judge, pid: str, ev: CardPlayed) -> None:
    """A play, by id and name, of a card of a short header ``order`` (the known top: Seat.order_top) that the order
    calls by another name its owner's list still holds a copy of: the order is the author's names, as fallible as
    the log's, and the card on the table is what the play says. The first such contradiction is flagged
    (``fow.log.unknown-card``), the later ones of that order noted; the card is taken as the play names it (the
    order's name back in the list's pool), so its cost, battles and the rest are judged as the table's card."""
    b = j.board
    if ev.card is None or ev.name is None or not b.is_player(pid) or ev.card not in b.seat(pid).order_top:
        return
    seat = b.seat(pid)
    inst = b.cards.get(ev.card)
    d = b.defs.get(ev.name)  # (a name with spaces around it, or in another case: read as the card's by step)
    if (d is None or inst is None or inst.owner != pid or inst.zone != "hand" or inst.name is None
            or inst.name == d.name or seat.unbound.get(d.name, 0) <= 0):
        return
    if not seat.order_wrong:
        j.flag("fow.log.unknown-card", N_("the log calls {card} {name!r}, but {player}'s order has it as {actual!r}: "
                                          "taken as {name!r}"), card=ev.card, name=d.name, player=pid,
               actual=inst.name)
        seat.order_wrong = ev.seq
    else:
        note(b, N_("seq {seq}: the log calls {card} {name!r}, where {player}'s order has {actual!r} (that order "
                   "disagreed with the log at seq {first}, flagged then): taken as {name!r}"), seq=ev.seq,
             card=ev.card, name=d.name, player=pid, actual=inst.name, first=seat.order_wrong)
    _rebind(seat, inst, d.name)


def _mull_named_played(j: Judge, pid: str, ev: CardPlayed) -> None:
    """A play, by id and name, of a card their mulligan drew that the record of its draw named, by name only, as a
    card that mulligan put under the main deck (Seat.mull_named), under another name: the card on the table is what
    the play says, so that record named the wrong card (the name of the card put under). That one fault,
    ``fow.log.unknown-card``; the card is bound to the play's name (the record's name back in the deck list's pool),
    and the later events are judged as in the clean log."""
    b = j.board
    if ev.card is None or ev.name is None or not b.is_player(pid) or ev.card not in b.seat(pid).mull_named:
        return
    seat = b.seat(pid)
    inst = b.cards.get(ev.card)
    d = b.defs.get(ev.name)
    name = d.name if d is not None else ev.name
    seat.mull_named = tuple(c for c in seat.mull_named if c != ev.card)
    if (inst is None or inst.owner != pid or inst.zone != "hand" or inst.name is None or inst.name == name
            or seat.unbound.get(name, 0) <= 0):
        return
    j.flag("fow.log.unknown-card", N_("the log calls {card} {name!r}, but it is {actual!r}"), card=ev.card,
           name=inst.name, actual=name)
    _rebind(seat, inst, name)


def _rebind(seat: Any, inst: Any, name: str) -> None:
    """Card ``inst``, bound to a name the log's later play contradicts, bound to ``name`` instead: its old name back
    in the deck list's pool of unbound copies, one copy of ``name`` taken from it."""
    seat.unbound[inst.name] = seat.unbound.get(inst.name, 0) + 1
    seat.unbound[name] -= 1
    inst.name = name


def _unlisted(j: Judge, seat, card: str | None, name: str | None, zones: tuple[str, ...]) -> bool:
    """Whether a play names a hidden card as one its owner's deck list has no copy of left (a card of another
    list, or one copy too many): the name binding flags it (fow.log.unknown-card)."""
    if name is None:
        return False
    b = j.board
    d = b.defs.get(name)
    if d is None:
        return False  # no card of that name at all: it stays hidden (_play_unknown)
    name = d.name
    if card is not None:
        inst = b.cards.get(card)
        if inst is None or inst.name is not None:
            return False
        return _pool_of(seat, card).get(name, 0) <= 0
    if any(b.cards[i].name == name for z in zones for i in zone_list(seat, z) or []):
        return False  # a known card of that name is the one played
    hidden = next((i for z in zones for i in zone_list(seat, z) or [] if b.cards[i].name is None), None)
    return hidden is not None and _pool_of(seat, hidden).get(name, 0) <= 0


def _unlisted_back(j: Judge, pid: str, card: str, name: str | None) -> None:
    """A paper log's play giving only the name of a card its deck list has no copy of (flagged then:
    fow.log.unknown-card) took the one hidden card of the hand as it (on_played, Board.unlisted_played), which
    resolved onto the field as that card. A later play from the hand naming that hidden card by its id (as a card
    the list holds a copy of left, or with no name) shows the card the table played was no card of the hand the log
    numbers (a card from outside the deck list): this card is back in the hand, played now as the log says, and no
    card stands for the other on the field (or in the graveyard) any more. Not flagged again: the one fault was the
    unlisted play. (With more hidden cards in the hand then, the engine's choice is Board.name_played's.) Not when
    an earlier event named that card's id as a card in play (_unlisted_used): the log says it is on the field."""
    b = j.board
    inst = b.cards.get(card)
    if (inst is None or card not in b.unlisted_played or card in b.name_played or inst.owner != pid
            or inst.zone not in ("field", "grave") or not b.is_player(pid)):
        return
    d = b.defs.get(name) if name is not None else None
    if name is not None and (d is None or d.name == inst.name or _pool_of(b.seat(pid), card).get(d.name, 0) <= 0):
        return
    if b.battle is not None and card in (b.battle.attacker, b.battle.blocker) or any(
            e.source == card or card in e.targets for e in b.chase):
        return
    zone, played = inst.zone, inst.name or next((n for c, n in b.unlisted_as if c == card), None)
    b.unlisted_played = tuple(c for c in b.unlisted_played if c != card)
    b.unknown_timed = tuple(t for t in b.unknown_timed if t[0] != card)  # (its play was the other card's)
    j.move(card, "hand")
    inst.name, inst.entered_turn = None, -1
    note(b, N_("seq {seq}: {player} plays {card} from their hand: the earlier play of {played}, a card their deck "
               "list lacks (flagged then), was no card of their hand the log numbers, so no card stands for it in "
               "the {zone} any more"), seq=j.event.seq, player=pid, card=card, played=played,
         zone=term(zone, "zone"))


def _field_ids(event: Any) -> set[str]:
    """The ids an event names as cards in play (an attacker, its target, a blocker, a target, a will source, an
    ability's card or an effect's source): not the card a CardPlayed plays, nor the one a ChaseResolved resolves."""
    ids: set[str] = set()
    for attr in ("attacker", "target", "blocker", "attach_to", "by", "source"):
        v = getattr(event, attr, None)
        if isinstance(v, str):
            ids.add(v)
    if type(event) is AbilityActivated:
        ids.add(event.card)
    for attr in ("targets", "payment"):
        ids.update(x for x in getattr(event, attr, None) or () if isinstance(x, str))
    return ids


def _unlisted_used(b: Board, event: Any) -> None:
    """A hidden card taken as an unlisted play (Board.unlisted_played) that an event names by its id as a card on the
    field (it attacks, blocks, is targeted, pays, activates): the log itself says that card is the one on the field,
    so a later play of it from the hand is not taken back (_unlisted_back) but judged (fow.play.not-in-hand)."""
    used = _field_ids(event)
    b.unlisted_played = tuple(c for c in b.unlisted_played
                              if not (c in used and c in b.cards and b.cards[c].zone == "field"))


def _blind_swap(j: Judge, pid: str, card: str, to_hand: bool) -> None:
    """A play naming no card took the first hidden card of the hand (on_played, Board.blind_played); a later play
    naming that card by its id (still unknown, now on the field or in the graveyard: ``to_hand``), or an ability
    naming a hidden card of the hand by its id while that unknown card is on the field, shows the unnamed play was
    another hidden card: they change places (not flagged; docs/force-of-will.md, Readings: "A card played that the
    log does not name")."""
    b = j.board
    inst = b.cards.get(card)
    if inst is None or inst.owner != pid or inst.name is not None:
        return
    seat = b.seat(pid)
    if to_hand:
        if card not in b.blind_played or inst.zone not in ("field", "grave"):
            return
        other = next((c for c in seat.hand if b.cards[c].name is None and c not in b.blind_played), None)
        blind = card
    else:
        if inst.zone != "hand" or card in b.blind_played:
            return
        other = card
        blind = next((c for c in b.blind_played if b.cards[c].owner == pid and b.cards[c].zone == "field"
                      and b.cards[c].name is None), None)
    if other is None or blind is None:
        return
    old = b.cards[blind]
    zone, rested, entered = old.zone, old.rested, old.entered_turn
    j.move(blind, "hand")
    j.move(other, zone)
    new = b.cards[other]
    new.rested, new.entered_turn = rested, entered
    b.blind_played = tuple(other if c == blind else c for c in b.blind_played)
    note(b, N_("seq {seq}: {player}'s play that named no card was {card}, not {other}: they change places"),
         seq=j.event.seq, player=pid, card=j.label(other), other=j.label(blind))


def _name_choice(j: Judge, pid: str, ev: CardPlayed, zones: tuple[str, ...]) -> set[str]:
    """The cards of the hand a play giving a card's name only (no ``card``) may be: the copies of that name already
    named there and, in a paper log, its hidden cards."""
    b = j.board
    if ev.card is not None or ev.name is None or not b.is_player(pid) or ev.from_standby:
        return set()
    d = b.defs.get(ev.name)
    name = d.name if d is not None else ev.name
    seat = b.seat(pid)
    held = [c for z in zones for c in zone_list(seat, z) or []]
    out = {c for c in held if b.cards[c].name == name}
    if not seat.known_order:
        out |= {c for c in held if b.cards[c].name is None}
    return out


def _same_copy(b: Board, held: Any, old: Any) -> bool:
    """``held``, a card of the hand, may be the card ``old`` was played as: hidden, or a copy of the same name."""
    return held.name is None or (old.name is not None and held.name == old.name)


def _name_used(j: Judge, card: str | None, fighter: bool = False) -> None:
    """A later event using ``card`` (an attacker, a target, an addition's host) after a paper log's play giving a
    card's name only (Board.name_played): the bound card itself used by its id, that id is the log's; another
    hidden card of that hand named where the bound card is (on the field), the author's id for the card played:
    they change places, as for a block or the play's resolution (_name_swap)."""
    b = j.board
    if card is None or not b.name_played:
        return
    if card in b.name_played:
        b.name_played = tuple(c for c in b.name_played if c != card)  # (the id taken is the log's)
        return
    held = b.cards.get(card)
    if held is None or held.zone != "hand":
        return
    bound = next((c for c in b.name_played if b.cards[c].owner == held.owner and b.cards[c].zone == "field"
                  and _same_copy(b, held, b.cards[c]) and (not fighter or C.is_fighter(b, c))), None)
    if bound is not None:
        _name_swap(j, held.owner, card, bound)


def _name_back(j: Judge, pid: str, card: str | None, name: str | None, what: Text) -> bool:
    """A later event naming by its id, in the hand (a play from the hand, a discard), the card a play giving a card's
    name only was bound to (Board.name_played), now out of the hand (on the field, on the chase, in the graveyard):
    the log never said the play was that card, and this event shows it still in the hand. The copies are the same
    card (hidden cards are interchangeable): the play was another copy of it in the hand (else another hidden card
    there), and they change places (a note, not flagged; docs/force-of-will.md, Readings: "A card played by its name
    only"). With no such card in the hand, or the event giving the card another ``name``, nothing changes and the
    event is judged as it is."""
    b = j.board
    old = b.cards.get(card) if card is not None else None
    if (old is None or card not in b.name_played or old.owner != pid or not b.is_player(pid)
            or old.zone not in ("field", "chase", "grave")):
        return False
    d = b.defs.get(name) if name is not None else None
    if d is not None and old.name is not None and d.name != old.name:
        return False
    held = [c for c in b.seat(pid).hand if c not in b.name_played and _same_copy(b, b.cards[c], old)]
    other = next((c for c in held if b.cards[c].name is not None), None) or next(iter(held), None)
    if other is None:
        return False
    copy = b.cards[other].name is not None
    name = old.name
    _name_swap(j, pid, other, card, quiet=True)
    # The log has still not named the card played: ``other`` is the engine's choice now, open to the later events
    # as ``card`` was (a hidden card taking the name as the play's card did).
    b.name_played += (other,)
    if not copy:
        b.name_hidden += (other,)
    if copy:
        note(b, N_("seq {seq}: {what} names {card} in {player}'s hand: their play of {name} by its name only, taken "
                   "as {card}, was {other}, another copy of it in the hand: the copies are the same card, they change "
                   "places"), seq=j.event.seq, what=what, player=pid, name=name, card=card, other=other)
    else:
        note(b, N_("seq {seq}: {what} names {card} in {player}'s hand: their play of {name} by its name only, taken "
                   "as {card}, was {other}, another hidden card of the hand: hidden cards are interchangeable, they "
                   "change places"), seq=j.event.seq, what=what, player=pid, name=name, card=card, other=other)
    return True


def _name_swap(j: Judge, pid: str, card: str | None, bound: str, quiet: bool = False) -> bool:
    """A paper log's play giving a card's name only was bound to the first hidden card of the hand (``bound``,
    Board.name_played); a later event naming ``card``, another hidden card of that hand, by its id where the
    bound card is shows the author's id for the card played. Hidden cards are interchangeable: they change places
    and ``card`` takes the name (a note, not flagged; docs/force-of-will.md, Readings: "A card played by its name
    only")."""
    b = j.board
    held = b.cards.get(card) if card is not None else None
    if (held is None or card == bound or bound not in b.name_played or held.owner != pid
            or held.zone != "hand" or b.cards[bound].owner != pid or not _same_copy(b, held, b.cards[bound])):
        return False
    old = b.cards[bound]
    zone, rested, entered = old.zone, old.rested, old.entered_turn
    j.move(bound, "hand")
    j.move(card, zone)
    held.rested, held.entered_turn = rested, entered
    copy = held.name is not None
    if held.name is None:
        # The hidden card takes the name. The card taken keeps it where it was named before this play (a draw's
        # record) and the deck list has another copy for the hidden one; else the name moves with the play.
        seat = b.seat(pid)
        kept = old.name is not None and bound not in b.name_hidden and _pool_of(seat, card).get(old.name, 0) > 0
        held.name = old.name
        if kept:
            _pool_of(seat, card)[old.name] -= 1
        else:
            old.name = None
    for e in b.chase:
        if e.source == bound:
            e.source = card
    b.name_played = tuple(c for c in b.name_played if c != bound)  # (the log's id for it now known)
    if quiet:
        return True
    if copy:
        note(b, N_("seq {seq}: {player}'s play of {name} by its name only was taken as {other}; the log calls it "
                   "{card}, another copy of it in the hand: the copies are the same card, they change places"),
             seq=j.event.seq, player=pid, name=held.name, other=bound, card=card)
        return True
    note(b, N_("seq {seq}: {player}'s play of {name} by its name only was taken as {other}; the log calls it {card}: "
               "hidden cards are interchangeable, they change places"), seq=j.event.seq, player=pid,
         name=held.name, other=bound, card=card)
    return True


def _play_unknown(j: Judge, ev: CardPlayed, iid: str, flagged: int) -> None:
    """A card played that the log does not name (a paper log's hidden card): its type, cost and text are not
    known. Flagged once (fow.log.unknown-card; not again when naming it was flagged already), it goes on the
    chase as it did at the table, its sources rest as recorded (the cost is not checked) and its targets are
    kept unchecked; it resolves onto the field as a card of unknown type (_resolve), where the later events
    may use it (docs/force-of-will.md, Readings of the rules)."""
    b = j.board
    first = next((seq for c, seq in b.misnamed if c == iid), None)
    if first is not None and len(j.found) == flagged:
        # A card whose record named a card the deck list lacks (flagged then, the card left hidden): the table saw
        # it and played it; that one fault, not a second unknown card.
        note(b, N_("seq {seq}: {player} plays {card}, the card recorded at seq {first} under a name their deck list "
                   "has no copy of (flagged then): it is still not known what it is, and it is not flagged again"),
             seq=ev.seq, player=ev.player, card=iid, first=first)
    elif len(j.found) == flagged:
        j.flag("fow.log.unknown-card", N_("the log does not say what {card} is"), card=iid)
    costed, b.unlisted_cost = b.unlisted_cost, None
    if costed is not None and costed[0] == iid:
        _unlisted_pay(j, ev, b.defs.get(costed[1]), f"{costed[1]} ({iid})")
    elif ev.payment:
        _pay(j, ev.player, None, ev.payment, ev.attributes, j.label(iid))
    rule = _unknown_timing(b, ev)
    b.unknown_timed = tuple(t for t in b.unknown_timed if t[0] != iid)  # (an earlier play of it: not this one)
    if rule is not None:
        b.unknown_timed += ((iid, ev.seq, ev.player, rule),)  # (judged if a later event shows its type: _unknown_shown)
    j.move(iid, "chase")
    b.chase.append(Entry(kind="card", source=iid, controller=ev.player, targets=list(ev.targets)))


def _unlisted_pay(j: Judge, ev: CardPlayed, known: Any, what: Any) -> None:
    """The payment of a play named as a card its player's deck list lacks (flagged once: fow.log.unknown-card), taken
    as that card (on_played): where the card data prints its cost (``known``), the payment is judged against it as a
    listed card's is (Coût: « vous devez payer à la fois son coût d'attribut [...] et son coût libre »), a shortfall
    a fault of its own at the table, beside the name (its own root); its sources rest as recorded either way. With
    no cost in the data (a ruler's, a magic stone's: the data prints none, which is no {0}), or an {X} the log does
    not choose, the cost is not checked; an {X} left out with less will paid than the cost without it is judged with
    X = 0, as a listed card's is (its fixed part is unpaid whatever X was). Played from the standby zone it is paid
    nothing (« Vous pouvez jouer une carte depuis cette zone [...] sans payer son coût »): not checked either."""
    cost = getattr(known, "cost", None) if known is not None else None
    if not cost or ev.from_standby:
        cost = None
    if cost is not None and "{X}" in cost:
        x = ev.x
        if x is None:
            fixed = C.parse_cost(cost.replace("{X}", ""))
            if fixed is not None and len(ev.payment) < sum(fixed[0].values()) + fixed[1]:
                x = 0  # (the listed path's reading: on_played, "X left out")
        cost = C.with_x(cost, x) if x is not None and x >= 0 else None
    if cost is None and not ev.payment:
        return
    b = j.board
    before = len(j.found)
    _pay(j, ev.player, cost, ev.payment, ev.attributes, what)
    if cost is not None:
        b.own_roots += tuple((v.seq, v.rule) for v in j.found[before:]
                             if v.seq == ev.seq and v.rule in ("fow.will.exact", "fow.will.attribute"))


def _unlisted_timing(j: Judge, ev: CardPlayed, known: Any) -> None:
    """An ordered log's play of a card named only that its owner's deck list lacks (flagged: fow.log.unknown-card;
    the void entry, on_played), which the card data knows: its timing is judged by that card's type as a listed
    card's is (_main_card: a resonator, regalia, addition or chant only in its player's main phase with nothing under
    way). A fault there is one of its own at the table, beside the name (its own root)."""
    if known is None or not (known.type in MAIN_ONLY or (known.type == "spell" and known.kind == "chant")):
        return
    b = j.board
    before = len(j.found)
    _main_card(j, msgspec.structs.replace(ev, card=None), repr(known.name))
    b.own_roots += tuple((v.seq, v.rule) for v in j.found[before:] if v.seq == ev.seq)


def _void_own_root(j: Judge, rule: str) -> None:
    """A fault around a play of a card named only that its owner's deck list lacks (the void entry: on_played), which
    the engine reads as a play that stood at the table with its sources: a will source it rested used again, a
    resolution naming a card below it. That is a fault at the table of its own, not a consequence of the name
    (docs/force-of-will.md, Readings); its own root."""
    b = j.board
    if rule == "fow.will.rested" or any(e.kind == "void" and e.source not in b.cards for e in b.chase):
        b.own_roots += ((j.event.seq, rule),)


def _unknown_timing(b: Board, ev: CardPlayed) -> str | None:
    """The rule a resonator played as ``ev`` is would break (_main_card): in answer to the chase or in a battle,
    fow.play.main-phase; in the opponent's turn, fow.turn.not-your-turn; None where it may be played."""
    if b.chase and not all(e.source in b.not_top_left for e in b.chase):
        return "fow.play.main-phase"
    if b.battle is not None:
        return "fow.play.main-phase"
    if b.is_player(ev.player) and ev.player != b.active:
        return "fow.turn.not-your-turn"
    return None


def _unknown_shown(j: Judge, iid: str | None, shown: Text) -> None:
    """A card of unknown type played where only a chant-instant may be played (Board.unknown_timed), attacking or
    blocking now: a fighter put onto the field from its player's hand, so a resonator (« Mettre un Résonateur [...]
    depuis votre main sur votre terrain » is of « Ce que vous pouvez faire pendant votre Phase Principale »). Its play
    broke that rule: flagged now, at the play's seq, as its own fault (not a consequence of its record's name)."""
    b = j.board
    hit = next((t for t in b.unknown_timed if t[0] == iid), None)
    if hit is None:
        return
    b.unknown_timed = tuple(t for t in b.unknown_timed if t[0] != iid)
    inst = b.cards.get(iid)
    if inst is None or inst.zone != "field" or not C.is_fighter(b, iid):
        return
    _, seq, player, rule = hit
    play = CardPlayed(seq=seq, player=player, card=iid)
    held = Judge(b, play)
    if rule == "fow.turn.not-your-turn":
        held.flag(rule, N_("{player} played {card} during {active}'s turn: the log does not say what it is, but it "
                           "{shown} at seq {at}, so it is a resonator, which is played only in its player's own main "
                           "phase"), player=play.player, card=j.label(iid), active=b.opponent(play.player).id, shown=shown,
                  at=j.event.seq)
    else:
        held.flag(rule, N_("{player} played {card} while the chase or a battle was under way: the log does not say "
                           "what it is, but it {shown} at seq {at}, so it is a resonator, which is played only in its "
                           "player's main phase with nothing under way"), player=play.player, card=j.label(iid), shown=shown,
                  at=j.event.seq)
    j.found[:0] = list(held.found)
    b.own_roots += tuple((v.seq, v.rule) for v in held.found)


def on_ability(j: Judge, ev: AbilityActivated) -> None:
    b = j.board
    for t in ev.targets:
        _name_used(j, t)
    pid = ev.player
    iid = ev.card
    inst = b.cards.get(iid)
    if inst is None:
        j.flag("fow.log.unknown-card", N_("{card!r} is not a card of this match"), card=iid)
        _stood(j, ev)
        return
    if (inst.owner != pid and b.is_player(pid) and b.is_player(inst.owner) and inst.zone in ("field", "ruler-area")
            and b.phase == "main" and all(s in b.cards and b.cards[s].owner == inst.owner for s in ev.payment)):
        # A card of the other player's on the field (or their ruler), paid with their will sources (or nothing),
        # under this player's name: the log names the wrong player. That one fault; the ability is the card's
        # owner's, judged as theirs (docs/force-of-will.md, Readings: "A play or ability under the other player's
        # name, the other way round").
        j.flag("fow.ability.no-such", N_("{player} activated {card}, a card of {owner}'s, paid with {owner}'s will: "
                                         "the log names the wrong player; taken as {owner}'s ability"),
               player=pid, owner=inst.owner, card=j.label(iid), read_as=inst.owner)
        ev = msgspec.structs.replace(ev, player=inst.owner)
        pid = ev.player
    if b.is_player(pid):
        _blind_swap(j, pid, iid, to_hand=False)
    if inst.owner != pid or inst.zone not in ("field", "ruler-area"):
        j.flag("fow.ability.no-such", N_("{player} activated {card}, which is not theirs on the field or in the ruler area"), player=pid, card=j.label(iid))
        _stood(j, ev)
        return
    d = b.card_def(iid)
    abil = C.abilities(b, iid)
    what = j.label(iid)
    text_unknown = (C.unknown_on_field(b, iid) if d is None else
                    (d.j_ruler is None and not inst.j_dead) if inst.j_side else not d.modelled)
    if text_unknown:
        # Abilities of a card known only by its statistics (or of a J-ruler whose J side the data lacks: a real
        # ruler's): the log records what it did. Whether the ability has
        # the rest symbol (« Si cette carte est un Résonateur, vous ne pouvez pas jouer une de ses capacités
        # activées avec le symbole [rest] durant le tour où il a été mis sur le terrain. »), what it costs and
        # when it may be played are in its text: one note, with or without will paid.
        if ev.payment:
            _pay(j, pid, None, ev.payment, ev.attributes, what)
            note(b, N_("turn {turn}: the abilities of {card} are not in the card data: the cost, rest symbol and "
                       "timing of the one activated were not checked, and the {paid} will paid for it is not checked "
                       "against its cost"), turn=b.turn, card=what, paid=len(ev.payment))
        else:
            note(b, N_("turn {turn}: the abilities of {card} are not in the card data: the cost, rest symbol and "
                       "timing of the one activated were not checked (no will was paid for it)"), turn=b.turn,
                 card=what)
        b.chase.append(Entry(kind="ability", source=iid, controller=pid, targets=list(ev.targets), ability=-1))
        return
    if not (0 <= ev.ability < len(abil)) or abil[ev.ability].kind != "activated":
        why = term(N_(" (a destroyed J-ruler has no abilities)")) if inst.j_dead else ""
        j.flag("fow.ability.no-such", N_("{what} has no activated ability number {ability}{why}"), what=what, ability=ev.ability, why=why)
        _stood(j, ev)
        return
    a = abil[ev.ability]
    if a.rest:
        if inst.rested and _attack_unrested(j, iid, ev.seq):
            pass  # (the flagged attack of the turn before was the one fault: it did not rest it)
        elif inst.rested:
            # The rest symbol cannot be paid: a rejected activation, as the others (_stood): no effect.
            j.flag("fow.ability.rested", N_("{what} is already rested: it cannot pay the rest symbol"), what=what)
            _stood(j, ev)
            return
        b.use_rested = tuple(e for e in b.use_rested if e[0] != iid)
        if C.is_resonator(b, iid) and inst.entered_turn == b.turn:
            j.flag("fow.ability.entered-this-turn", N_("{what} was put onto the field this turn: no rest-symbol ability yet"), what=what)
            if not inst.rested and inst.zone == "field":
                b.use_rested += ((iid, b.turn, ev.seq),)  # (the log using it as recovered next turn: _attack_unrested)
        inst.rested = True
    _pay(j, pid, a.cost, ev.payment, ev.attributes, msg(N_("the ability of {card}"), card=what))
    _check_targets(j, pid, a.effects, list(ev.targets), msg(N_("the ability of {card}"), card=what))
    b.chase.append(Entry(kind="ability", source=iid, controller=pid, targets=list(ev.targets), ability=ev.ability))


def _stood(j: Judge, ev: Any) -> None:
    """An activation or play the engine rejects (flagged) that stood at the table: it went on the chase there, so
    it is on the chase here, as an entry that resolves with no effect; its ``ChaseResolved`` resolves it instead of
    finding the chase empty. (An activation that names no ability of the card: ``ability`` -1, which none has.)"""
    kind = "ability" if isinstance(ev, AbilityActivated) else "void"
    j.board.chase.append(Entry(kind=kind, source=ev.card, controller=ev.player, targets=list(ev.targets), ability=-1))


def on_standby(j: Judge, ev: StandbySet) -> None:
    b = j.board
    pid = ev.player
    held = b.cards.get(ev.card) if ev.card is not None else None
    if (pid != b.active and b.phase == "main" and b.is_player(pid) and _paid_by(b, b.active, ev.payment)
            and ((held is not None and held.owner == b.active and held.zone == "hand")
                 or (ev.card is None and _listed_only_by(b, pid, ev.name) == b.active))):
        # A card of the turn player's hand (or named only, a card only their deck list holds), paid with their will
        # sources, under the other player's name: the log names the wrong player. That one fault; the standby set
        # is the turn player's, judged as theirs (docs/force-of-will.md, Readings: "An event under the other
        # player's name").
        j.flag("fow.turn.not-your-turn", N_("{player} put {card} into the standby zone during {active}'s turn, a card "
                                            "of {active}'s: the log names the wrong player; taken as {active}'s"),
               player=pid, active=b.active, card=j.label(ev.card) if ev.card is not None else repr(ev.name),
               read_as=b.active)
        ev = msgspec.structs.replace(ev, player=b.active)
        pid = ev.player
    _main_answer(j, ev, term(N_("put a card into the standby zone")))
    hidden = [c for c in b.seat(pid).hand if b.cards[c].name is None] if ev.card is None and ev.name is None else []
    if hidden:
        # A paper log: the card set face down, neither id nor name recorded, is a hidden card of the hand, as the
        # table saw it. A later play from the standby zone naming it binds it (_card).
        iid = hidden[0]
        b.faceless += (iid,)
    else:
        iid = _card(j, pid, ev.card, ev.name, ("hand",), term(N_("the standby zone")))
        if iid is None and ev.card is None and ev.name is None and b.is_player(pid) and b.seat(pid).hand:
            # A full-order log's standby set naming no card (flagged: fow.log.unknown-card): a card of the hand was
            # set face down at the table all the same. The last one is taken, and a later play from the standby
            # zone naming another hand card shows which it was (on_played), not flagged again.
            iid = b.seat(pid).hand[-1]
            b.faceless += (iid,)
    if iid is None:
        return
    inst = b.cards[iid]
    if inst.zone != "hand" or inst.owner != pid:
        j.flag("fow.standby.not-in-hand", N_("{player} put {card} into the standby zone, but it is not in their hand"), player=pid, card=j.label(iid))
        return
    _pay(j, pid, "{2}", ev.payment, ev.attributes, term(N_("the standby zone")))
    j.move(iid, "standby")
    inst.set_turn = b.turn


def on_judgment(j: Judge, ev: JudgmentMade) -> None:
    b = j.board
    pid = ev.player
    if (pid != b.active and b.phase == "main" and b.is_player(pid) and ev.payment
            and _paid_by(b, b.active, ev.payment)):
        # A judgment paid with the turn player's will sources, under the other player's name: the log names the
        # wrong player. That one fault; the judgment is the turn player's, judged as theirs (docs/force-of-will.md,
        # Readings: "An event under the other player's name").
        j.flag("fow.turn.not-your-turn", N_("{player} made a judgment during {active}'s turn, paid with {active}'s "
                                            "will: the log names the wrong player; taken as {active}'s judgment"),
               player=pid, active=b.active, read_as=b.active)
        ev = msgspec.structs.replace(ev, player=b.active)
        pid = ev.player
    seat = b.seat(pid)
    rid = seat.ruler
    if pid == b.active and b.chase and b.chase[-1].kind == "judgment" and b.chase[-1].source == rid:
        # The judgment on top of the chase, recorded again before its resolution (a slip of the log): that one
        # fault; the repeat pays nothing and puts nothing on the chase.
        j.flag("fow.chase.unresolved", N_("{player} {what} while {source} was still on the chase"), player=pid,
               what=term(N_("made a judgment")), source=j.label(rid))
        return
    _main_answer(j, ev, term(N_("made a judgment")))
    inst = b.cards[rid]
    d = b.card_def(rid)
    if inst.zone != "ruler-area":
        j.flag("fow.judgment.j-side-up", N_("{player}'s ruler {rid} is not in the ruler area"), player=pid, rid=j.label(rid))
        b.void_judgment = rid  # (its ChaseResolved, recorded next, resolves nothing: on_resolved)
        return
    if inst.j_side:
        j.flag("fow.judgment.j-side-up", N_("{rid} is J-side up in the ruler area: there is no ruler side to judge with"), rid=j.label(rid))
    if inst.rested:
        j.flag("fow.judgment.ruler-rested", N_("{player}'s ruler {rid} is rested: a judgment needs it recovered"), player=pid, rid=j.label(rid))
        if b.empty_called == (pid, b.turn):
            # (Rested by this turn's call from the empty magic stone deck, which took place at the table: the
            # judgment is its player's own breach, not a consequence of that call: projections.causes.)
            b.own_roots += ((ev.seq, "fow.judgment.ruler-rested"),)
    if (inst.rested or inst.j_side) and rid not in b.kept_fighters:
        b.kept_fighters += (rid,)  # (its J-ruler, kept on the field, is judged as any fighter: on_attack, on_block)
    if d is None or (d.j_ruler is None and not d.has_j_ruler):
        j.flag("fow.judgment.no-j-ruler", N_("{rid} has no J-ruler side"), rid=j.label(rid))
    if d is not None and d.j_ruler is not None:
        _pay(j, pid, d.j_ruler.cost, ev.payment, ev.attributes, msg(N_("the judgment of {card}"), card=j.label(rid)))
    else:
        if ev.payment:
            _pay(j, pid, None, ev.payment, ev.attributes, term(N_("the judgment")))
        note(b, N_("turn {turn}: the J-ruler side of {card} is not in the card data: its cost is not checked"),
             turn=b.turn, card=j.label(rid))
    seat.judged_turn = b.turn
    if b.chase and all(e.source in b.not_top_left for e in b.chase):
        # Made in answer to the chase (flagged: _main_answer): with what it answered, its resolution may be left
        # out too; the next main-phase action or the turn's end resolves it, not flagged again.
        b.not_top_left += (rid,)
    b.chase.append(Entry(kind="judgment", source=rid, controller=pid))
    early, b.resolved_early = b.resolved_early, None
    if early == rid and ev.seq <= b.resolved_early_seq + 2 and len(b.chase) == 1:
        # Its resolution was recorded two events before this judgment, the chase empty (flagged then:
        # fow.chase.empty): it resolves now, as recorded (as a play's: on_played).
        note(b, N_("turn {turn}: the judgment of {card} was made after the log had recorded its resolution: it "
                   "resolves as it is made"), turn=b.turn, card=j.label(rid))
        _resolve(j, b.chase.pop())
        j.settle()
        b.late_played = rid  # (its own resolution recorded after it: the early one was the stray record, on_resolved)


def on_resolved(j: Judge, ev: ChaseResolved) -> None:
    b = j.board
    cancelled, b.cancelled = b.cancelled, None
    instead, b.resolved_instead = b.resolved_instead, None
    left, b.left_resolved = b.left_resolved, ()
    if ev.card is not None and ev.card == b.late_played and all(e.source != ev.card for e in b.chase):
        b.late_played = None
        # A play this turn was taken as the late record of the play an earlier resolution took as made
        # (flagged then: fow.chase.empty). Its own resolution following it shows that earlier one was the stray
        # record: the card resolved once, as the table had it. Not flagged again; nothing more resolves.
        note(b, N_("turn {turn}: the log resolves {card} after its play: the resolution recorded before the play "
                   "was a stray record, and the card resolved once"), turn=b.turn, card=j.label(ev.card))
        return
    if ev.card is not None and ev.card in left and all(e.source != ev.card for e in b.chase):
        # The turn's end just before resolved this card, left on the chase (flagged then: fow.chase.unresolved):
        # its resolution, recorded one line late. Not flagged again; nothing more resolves.
        if ev.card in b.main_resolved:
            # (Or a main-phase action just before did: _main.)
            b.main_resolved = tuple(c for c in b.main_resolved if c != ev.card)
            _draws_recorded_next(j, ev.card)
        note(b, N_("turn {turn}: the log resolves {card}, which the turn's end just before resolved: taken as the "
                   "record of that resolution"), turn=b.turn, card=j.label(ev.card))
        return
    if ev.card is not None and ev.card in b.main_resolved and all(e.source != ev.card for e in b.chase):
        # An action of the turn player's with the chase pending resolved this card (flagged then:
        # fow.chase.unresolved): its resolution, recorded after that action. Not flagged again; nothing more resolves.
        b.main_resolved = tuple(c for c in b.main_resolved if c != ev.card)
        note(b, N_("turn {turn}: the log resolves {card}, which an action recorded before it took as resolved: taken "
                   "as the record of that resolution"), turn=b.turn, card=j.label(ev.card))
        _draws_recorded_next(j, ev.card)
        return
    if ev.card is not None and ev.card == instead and all(e.source != ev.card for e in b.chase):
        # The resolution just before named a card not on the chase, and this card, the top, resolved in its place
        # (flagged then): this records that same resolution, late. Not flagged again; nothing more resolves.
        note(b, N_("turn {turn}: the log resolves {card}, which the resolution just before resolved in place of the "
                   "card it named: taken as the record of that resolution"), turn=b.turn, card=j.label(ev.card))
        return
    if ev.card is not None and ev.card == cancelled:
        b.cancelled_turn = tuple(c for c in b.cancelled_turn if c != ev.card)
        # The card the resolution just before cancelled has left the chase: a ChaseResolved naming it right after
        # records that (once), it does not resolve anything (docs/force-of-will.md, The chase).
        note(b, N_("turn {turn}: the log resolves {card} right after it was cancelled: taken as the record of the "
                   "cancel, not as a resolution"), turn=b.turn, card=j.label(ev.card))
        _done_cancelled(b, ev.card)
        return
    if (ev.card is not None and ev.card in b.cancelled_turn and all(e.source != ev.card for e in b.chase)
            and ev.card in b.cards and b.cards[ev.card].zone != "hand"):
        # A card cancelled this turn (it left the chase), its resolution recorded in its own place on the chase,
        # last in first out: that records the cancel, once; nothing resolves (docs/force-of-will.md, The chase).
        b.cancelled_turn = tuple(c for c in b.cancelled_turn if c != ev.card)
        note(b, N_("turn {turn}: the log resolves {card}, which was cancelled earlier on this chase: taken as the "
                   "record of the cancel, not as a resolution"), turn=b.turn, card=j.label(ev.card))
        _done_cancelled(b, ev.card)
        return
    if ev.card is None and not b.chase and b.void_judgment is None and (cancelled is not None or any(
            c in b.cards and b.cards[c].zone != "hand" for c in b.cancelled_turn)):
        # A resolution with its optional ``card`` left out, the chase empty, right after a cancel (or with a card
        # cancelled earlier on this chase not recorded yet): the record of that cancel, as when it names the card
        # (above). Nothing resolves; not flagged.
        rec = cancelled if cancelled is not None else next(
            c for c in b.cancelled_turn if c in b.cards and b.cards[c].zone != "hand")
        b.cancelled_turn = tuple(c for c in b.cancelled_turn if c != rec)
        note(b, N_("turn {turn}: the log resolves a card with the chase empty, right after {card} was cancelled: "
                   "taken as the record of the cancel, not as a resolution"), turn=b.turn, card=j.label(rec))
        _done_cancelled(b, rec)
        return
    void, b.void_judgment = b.void_judgment, None
    if not b.chase and void is not None and ev.card in (None, void):
        # The judgment just flagged could not be made (fow.judgment.j-side-up) and put nothing on the chase: this
        # is its resolution as the log records it. Not flagged again; nothing resolves.
        note(b, N_("turn {turn}: the log resolves the judgment of {card}, which could not be made: nothing "
                   "resolves"), turn=b.turn, card=j.label(void))
        return
    if not b.chase and ev.card is not None and _unrecorded_judgment(j, ev.card):
        return
    if not b.chase:
        if ev.card is not None and _unrecorded_play(j, ev.card):
            return
        j.flag("fow.chase.empty", N_("nothing is on the chase to resolve"))
        rinst = b.cards.get(ev.card) if ev.card is not None else None
        if (rinst is not None and rinst.zone == "ruler-area" and not rinst.j_side
                and b.seat(rinst.owner).ruler == ev.card):
            # A ruler's resolution, ruler side up, nothing on the chase: its judgment, if it comes within the next two
            # events, resolves at once (on_judgment).
            b.resolved_early = ev.card
            b.resolved_early_seq = ev.seq
        return
    entry = b.chase[-1]
    out_of_order = False
    if entry.source in b.name_played and ev.card is not None:
        # (A resolution naming a card that could not be the play, one not in that hand, says nothing of which copy
        # was played: the engine's choice stays open to the later events, _name_back.)
        if ev.card == entry.source:
            b.name_played = tuple(c for c in b.name_played if c != entry.source)  # (the id taken is the log's)
        else:
            _name_swap(j, entry.controller, ev.card, entry.source)
    held = b.cards.get(ev.card) if ev.card is not None else None
    if (held is not None and ev.card != entry.source and entry.kind == "void" and held.zone == "hand"
            and held.owner == entry.controller and held.name is not None and entry.source in b.cards
            and b.cards[entry.source].zone == "field" and b.cards[entry.source].owner == entry.controller
            and b.cards[entry.source].name == held.name):
        # A play naming by id a card of theirs already on the field (flagged then: fow.play.not-in-hand, the play
        # standing with no effect), resolved under a copy of it still in the hand: the copies are the same card, so
        # that copy was played and the play's id was the slip. It resolves as that card (not flagged again).
        note(b, N_("seq {seq}: the log resolves {card}, a copy in {player}'s hand of {source}, which the play named "
                   "on the field (flagged then): {card} was the card played, and it resolves"), seq=ev.seq,
             card=j.label(ev.card), player=entry.controller, source=j.label(entry.source))
        j.move(ev.card, "chase")
        entry.kind, entry.source, entry.ability = "card", ev.card, 0
    if (held is not None and ev.card != entry.source and entry.source in b.blind_played and held.name is None
            and held.zone in ("hand", "standby") and held.owner == entry.controller):
        # The card a play naming no card was taken as (the first hidden card: on_played) was not the one: this
        # resolution names the hidden card that was played. They change places (not flagged again).
        blind = entry.source
        j.move(blind, held.zone)
        j.move(ev.card, "chase")
        entry.source = ev.card
        b.blind_played = tuple(ev.card if c == blind else c for c in b.blind_played)
    if ev.card is not None and ev.card != entry.source:
        named = next((e for e in reversed(b.chase) if e.source == ev.card), None)
        if named is None and _unrecorded_play(j, ev.card, answer=True):
            return
        above = b.chase[b.chase.index(named) + 1:] if named is not None else []
        if named is not None and all(e.source in b.not_top_left for e in above):
            # Only what an earlier resolution out of order left above it (flagged then): not flagged again.
            entry = named
        elif named is not None:
            j.flag("fow.chase.not-top", N_("{card} resolved before {source}, which was played after it"), card=j.label(ev.card), source=j.label(entry.source))
            _void_own_root(j, "fow.chase.not-top")
            # The resolutions of what is above it were left out, or come later (a slip): flagged once here; an
            # action of the main phase with only those left on the chase resolves them, not flagged again (_main).
            # Or the table resolved the chase top first (§ Poursuite: « Les actions en poursuite sont résolues avant
            # les actions auxquelles elles répondent »), the record's order being the slip: a resonator this
            # resolution destroys that the log keeps using shows it (Board.order_killed, _order_stood).
            b.not_top_left += tuple(e.source for e in b.chase if e is not named)
            out_of_order = True
            entry = named
        else:
            j.flag("fow.chase.not-top", N_("the log resolves {card}, which is not on the chase: the top of the chase is "
                                           "{source}, and it resolves"), card=j.label(ev.card), source=j.label(entry.source))
            _void_own_root(j, "fow.chase.not-top")
            b.resolved_instead = entry.source
            inst = b.cards.get(ev.card)
            if inst is not None and inst.zone in ("hand", "standby"):
                # Its resolution, recorded before its play: the play, if it comes next, resolves at once (on_played).
                b.resolved_early = ev.card
                b.resolved_early_seq = ev.seq
    b.chase.remove(entry)
    if entry.source in b.blind_played and b.cards[entry.source].name is None and entry.targets:
        # A card the log does not name, resolving: what it did to its targets is not known (it may have saved one
        # from the damage of what resolves after it): Board.blind_saved.
        b.blind_saved += tuple(t for t in entry.targets if t in b.cards and t not in b.blind_saved)
    if not out_of_order:
        dead = {c for s in b.seats for c in s.grave} if entry.untriggered else set()
        _resolve(j, entry)
        j.settle()
        if entry.untriggered:
            # (What it destroyed that the log goes on using: not destroyed at the table, _attack_stood.)
            b.play_killed += tuple(c for s in b.seats for c in s.grave if c not in dead and b.cards[c].killed)
        if b.blind_saved:
            # (Its targets destroyed by damage while that chase resolves: Board.blind_killed.)
            b.blind_killed += tuple(c for c in b.blind_saved if b.cards[c].killed and b.cards[c].zone == "grave"
                                    and c not in b.blind_killed)
            b.blind_saved = () if not b.chase else tuple(c for c in b.blind_saved if b.cards[c].zone == "field")
        return
    dead = {c for s in b.seats for c in s.grave}
    _resolve(j, entry)
    j.settle()
    b.order_killed += tuple(c for s in b.seats for c in s.grave if c not in dead and b.cards[c].killed)


def _draws_recorded_next(j: Judge, card: str) -> None:
    """The record of the resolution of ``card``, which an action recorded before it took as resolved (_main): its
    draws were made then, so a draw of that player's recorded right after this record is the record of those draws,
    not one more (on_drawn: Judge.after_effect_draw)."""
    b = j.board
    d = b.card_def(card)
    if (d is not None and any(e.op == "draw" for e in C.spell_effects(d))
            and any(b.cards[c].zone == "hand" and b.cards[c].owner == b.effect_who for c in b.effect_drawn)):
        b.effect_seq = b.seq


def _order_stood(j: Judge, iid: str) -> bool:
    """A resonator destroyed by a resolution recorded out of order (flagged then: fow.chase.not-top), which the log
    uses as still on the field: the table resolved the chase top first, as the seed has it, and it survived; the
    record's order was that one slip. Not flagged again: it is taken as still on the field (docs/force-of-will.md,
    Readings: "A resolution recorded out of order"). Also one destroyed by damage after a card the log does not
    name targeted it (Board.blind_killed): that card may have saved it, as the log using it shows."""
    return _put_back(j, iid, (
        ("order_killed", N_("seq {seq}: {card}, destroyed when the log resolved the chase out of order, is used as "
                            "still on the field: the table resolved the chase top first, and it survived")),
        ("blind_killed", N_("seq {seq}: {card}, destroyed by damage after a card the log does not name targeted it, "
                            "is used as still on the field: that card may have saved it"))))


def _attack_stood(j: Judge, iid: str) -> bool:
    """A resonator the battle damage of a flagged attack destroyed (Board.attack_killed), or a spell played without
    its trigger destroyed (Board.play_killed), which the log uses as still on the field: no such fight or
    destruction happened at the table (the illegal act's outcome is what the log contradicts). Not flagged again:
    it is taken as still on the field, recovered as it was."""
    return _put_back(j, iid, (
        ("attack_killed", N_("seq {seq}: {card}, destroyed in the battle of an attack flagged before, is used as "
                             "still on the field: that fight did not happen at the table, and it is taken as still "
                             "there")),
        ("play_killed", N_("seq {seq}: {card}, destroyed by a spell played without its trigger (flagged then), is "
                           "used as still on the field: that destruction did not happen at the table, and it is "
                           "taken as still there"))))


def _put_back(j: Judge, iid: str, readings: tuple[tuple[str, str], ...]) -> bool:
    """Put back on the field a destroyed card the log uses, when the first of ``readings`` (a Board tuple of such
    cards, the note saying why) that holds it explains its destruction away; the card leaves that tuple. False
    when none does."""
    b = j.board
    inst = b.cards.get(iid)
    if inst is None or not inst.killed or inst.zone != "grave":
        return False
    for field, why in readings:
        held = getattr(b, field)
        if iid in held:
            setattr(b, field, tuple(c for c in held if c != iid))
            break
    else:
        return False
    entered = inst.entered_turn
    j.move(iid, "field")
    inst.entered_turn = entered
    note(b, why, seq=b.seq, card=j.label(iid))
    return True


def _unrecorded_judgment(j: Judge, iid: str) -> bool:
    """A ``ChaseResolved`` naming the turn player's ruler, ruler side up in the ruler area, nothing on the chase:
    the judgment the log left out (a slip), as for a play (_unrecorded_play). Flagged once (fow.chase.empty), the
    judgment is taken as made there (its payment not known) and resolves: the J-ruler enters the field."""
    b = j.board
    inst = b.cards.get(iid)
    if inst is None or inst.owner != b.active or b.seat(inst.owner).ruler != iid or inst.zone != "ruler-area":
        return False
    d = b.card_def(iid)
    if inst.j_side or inst.rested or d is None or (d.j_ruler is None and not d.has_j_ruler):
        return False
    seat = b.seat(inst.owner)
    j.flag("fow.chase.empty", N_("nothing is on the chase to resolve: {card} is still ruler side up in {player}'s "
                                 "ruler area, its judgment not recorded, so it is taken as made and resolved here"),
           card=j.label(iid), player=inst.owner)
    seat.judged_turn = b.turn
    _resolve(j, Entry(kind="judgment", source=iid, controller=inst.owner))
    j.settle()
    return True


def _unrecorded_play(j: Judge, iid: str, answer: bool = False) -> bool:
    """A ``ChaseResolved`` naming a card still in its owner's hand (or standby zone): the play the log left out (a
    slip), or recorded late. With nothing on the chase (``answer`` False), any card; with something on it, a spell
    that may answer it (a chant-instant or chant-standby spell), played on top. Flagged once (fow.chase.empty;
    fow.chase.not-top with the chase not empty), the card is taken as played there and resolves at once, as the
    table resolved it: out of the hand, onto the field or into the graveyard, its effect what the log shows (its
    targets, not recorded yet, are not known: a chosen target's part waits for them). So nothing later follows from
    it: a ``CardPlayed`` of it that comes later is that same play, recorded late, and its chosen targets get their
    part then (_played_late). False when the card is not such a card (flagged then as before)."""
    b = j.board
    inst = b.cards.get(iid)
    if inst is None or inst.zone not in ("hand", "standby"):
        return False
    owner = inst.owner
    zone = term(N_("hand")) if inst.zone == "hand" else term(N_("standby zone"))
    if answer:
        d = b.card_def(iid)
        if d is None or d.type != "spell" or d.kind not in ("chant-instant", "chant-standby"):
            return False
        j.flag("fow.chase.not-top", N_("the log resolves {card}, which is not on the chase but still in {player}'s "
                                       "{zone}: its play is not recorded, so it is taken as played on top of the "
                                       "chase and resolved here"), card=j.label(iid), player=owner, zone=zone)
        # Or the resolution named the wrong card, and the top resolved (a typo of the log): the turn player's next
        # main-phase action with only what was on the chase then left resolves it, not flagged again (_main).
        b.not_top_left += tuple(e.source for e in b.chase)
    else:
        j.flag("fow.chase.empty", N_("nothing is on the chase to resolve: {card} is still in {player}'s {zone}, its "
                                     "play not recorded, so it is taken as played and resolved here"),
               card=j.label(iid), player=owner, zone=zone)
    b.taken_played, b.taken_played_turn, b.taken_played_zone = iid, b.turn, inst.zone
    b.taken_played_seq = b.seq
    j.move(iid, "chase")
    _resolve(j, Entry(kind="card", source=iid, controller=owner))
    j.settle()
    return True


#: How many events after a ``ChaseResolved`` that took a hand card as played (_unrecorded_play) its ``CardPlayed``
#: in a later turn may still come as that play recorded late.
_LATE_PLAY_EVENTS = 3


def _played_late(j: Judge, ev: CardPlayed) -> bool:
    """The ``CardPlayed`` of the card a ``ChaseResolved`` took as played and resolved before it (flagged then:
    _unrecorded_play): that same play, recorded late. Its sources rest as recorded; nothing else is judged or done
    again (it is not played a second time, whatever came in between: a turn's end, an attack, the game's end)."""
    b = j.board
    iid = b.taken_played
    if ev.card != iid:
        return False
    b.taken_played = None
    inst = b.cards.get(iid)
    if inst is None or inst.owner != ev.player or inst.zone in ("hand", "standby"):
        return False
    if b.turn != b.taken_played_turn and ev.seq - b.taken_played_seq > _LATE_PLAY_EVENTS:
        # A play in a later turn, more than a few events after that resolution, is not the one it recorded (a play
        # recorded late comes in the same turn, or just after its end): the resolution was a stray record, the
        # card never played then. If it is still where it put it (a spell in the graveyard, another card on the
        # field), it is taken back to where it was, and this play is judged as any play (on_played).
        d = b.card_def(iid)
        spell = d is not None and d.type == "spell"
        if inst.zone == ("grave" if spell else "field"):
            j.move(iid, b.taken_played_zone)
            inst.rested = False
            note(b, N_("seq {seq}: {player} played {card}, whose resolution the log recorded in an earlier turn with "
                       "no play: that resolution is taken as a stray record, and this play as the card's play"),
                 seq=ev.seq, player=ev.player, card=j.label(iid))
        return False
    for src in ev.payment:
        s_inst = b.cards.get(src)
        if s_inst is not None and s_inst.owner == ev.player and s_inst.zone in ("stone-area", "field"):
            s_inst.rested = True
    note(b, N_("seq {seq}: {player} played {card} after its resolution was recorded: taken as the record of that "
               "play, made late"), seq=ev.seq, player=ev.player, card=j.label(iid))
    b.late_played = iid  # (its own resolution after it: the earlier one was the stray record, on_resolved)
    d = b.card_def(iid)
    if d is not None and d.type == "spell" and ev.targets:
        # What it did to the targets it chose, which its resolution could not know: done now, as recorded.
        it = iter(ev.targets)
        for e in C.spell_effects(d):
            if e.target in C.CHOSEN or e.target in C.ON_RESOLUTION:
                tgt = next(it, None)
                if e.target in C.CHOSEN and tgt is not None and not _valid_target(j, ev.player, e.target, tgt):
                    _effect(j, ev.player, e.op, e.amount, tgt)
        j.settle()
    return True


def on_attack(j: Judge, ev: AttackDeclared) -> None:
    b = j.board
    if b.unknown_timed:
        _unknown_shown(j, ev.attacker, term(N_("attacked")))
    _name_used(j, ev.attacker, fighter=True)
    _name_used(j, ev.target)
    pid = ev.player
    a = ev.attacker
    inst = b.cards.get(a)
    no_damage = False
    if pid != b.active and _attack_fits(b, b.active, ev):
        # The turn player's fighter attacking what it may attack, under the other player's name: the log names the
        # wrong player (a slip). That one fault; the attack is the turn player's, judged as theirs (legal), and the
        # defending player's block answers it.
        j.flag("fow.turn.not-your-turn", N_("{player} declared an attack during {active}'s turn, with {active}'s "
                                            "{card}: the log names the wrong player; taken as {active}'s attack"),
               player=pid, active=b.active, card=j.label(a), read_as=b.active)
        pid = b.active
    else:
        _main(j, ev, term(N_("declared an attack")))
    before = len(j.found)
    if inst is not None and inst.owner == pid and (_order_stood(j, a) or _attack_stood(j, a)):
        pass  # (the resolution out of order was the one slip: fow.chase.not-top)
    elif inst is not None and inst.owner == pid and inst.killed and inst.zone == "grave":
        j.flag("fow.attack.attacker", N_("{card} is not a resonator or J-ruler of {player}'s on the field"), card=j.label(a), player=pid)
        _killed_stood(j, a)  # (that one flag: its later attacks and blocks are judged as on the field)
    elif inst is None or inst.owner != pid or not C.is_fighter(b, a):
        j.flag("fow.attack.attacker", N_("{card} is not a resonator or J-ruler of {player}'s on the field"), card=j.label(a), player=pid)
        # The attack stood at the table: the battle goes on (the block answers it); a card that is no fighter on
        # the field deals no battle damage (battle_damage).
    elif inst.rested:
        j.flag("fow.attack.rested", N_("{card} is rested and cannot attack"), card=j.label(a))
        no_damage = True  # (a rested card cannot be turned to attack: this attack deals no battle damage)
    elif inst.entered_turn == b.turn:
        j.flag("fow.attack.entered-this-turn", N_("{card} was put onto the field this turn and cannot attack"), card=j.label(a))
    opp = b.opponent(pid).id
    t = ev.target
    if t != opp:
        tin = b.cards.get(t)
        if tin is None or tin.owner != opp or not C.is_fighter(b, t):
            j.flag("fow.attack.target", N_("{target} is neither {opp} nor a resonator or J-ruler of theirs on the field"), target=j.label(t), opp=opp)
        elif not tin.rested:
            j.flag("fow.attack.target", N_("{target} is recovered: only rested resonators and J-rulers can be attacked"), target=j.label(t))
    # (An attack that could not be made at the table: its attacker put onto the field this turn, or its target one
    # it may not attack. What its battle destroyed, or its attacker's rest, the log may contradict: _attack_stood,
    # on_block. An attacker flagged as destroyed but taken as still standing made a real attack: not so.)
    rules = {v.rule for v in j.found[before:]}
    flagged = bool(rules & {"fow.attack.entered-this-turn", "fow.attack.target"})
    if a in b.kept_fighters:
        # A card the log kept on the field after a flagged event (a house reading: Board.kept_fighters) attacking
        # rested, or the turn it came: its player's own breach, whatever that event's legal history makes of it.
        b.own_roots += tuple((v.seq, v.rule) for v in j.found[before:]
                             if v.rule in ("fow.attack.rested", "fow.attack.entered-this-turn"))
    if inst is not None and inst.zone == "field":
        # (An attack of it again this turn, after its flagged one: that attack rests it, whatever the first did.)
        b.attack_rested = tuple(e for e in b.attack_rested if e[0] != a)
        b.use_rested = tuple(e for e in b.use_rested if e[0] != a)
        if flagged and not inst.rested:
            b.attack_rested += ((a, b.turn),)  # (the log using it as recovered next turn: _attack_unrested)
        inst.rested = True
    # (b.unblocked stays: a block the log records late for an earlier attack of the turn, once no battle is under
    # way, is that attack's, whatever battle came between: on_block.)
    b.battle = Battle(attacker=a, attacking_player=pid, defender=opp, target=t, no_damage=no_damage, flagged=flagged)
    if any(v.rule.startswith("fow.attack.") for v in j.found[before:]):
        b.battle.faulted = True  # (its damage ending the game, the log playing on: _step_read)
        b.battle.fault_seq = ev.seq
    early, b.early_block = b.early_block, None
    if early is not None and early.defender == opp:
        # The defending player's block, recorded before this attack (flagged then: fow.block.no-battle): this
        # battle's block, recorded early. It blocks as recorded (a blocker that cannot: not blocked), not judged again.
        bt = b.battle
        binst = b.cards.get(early.blocker) if early.blocker is not None else None
        if (binst is not None and binst.owner == opp and C.is_fighter(b, early.blocker) and not binst.rested):
            binst.rested = True
            bt.blocker = early.blocker
        bt.blocked = True
        bt.early = True
        note(b, N_("seq {seq}: the block {player} recorded before the attack of {attacker} is taken as its block, "
                   "recorded early"), seq=ev.seq, player=opp, attacker=j.label(a))


def _attack_unrested(j: Judge, iid: str, seq: int) -> bool:
    """A fighter on the field rested by its own attack in the turn just before, an attack flagged then (an attacker
    put onto the field that turn, or a target it may not attack: Board.attack_rested), that the log uses as
    recovered (a block, a rest-symbol ability): that illegal attack did not rest it at the table. That one fault,
    not flagged again (a note); it is rested by this use, and the reading is spent: a second use in the same turn,
    with nothing to recover it, is judged as any (a rested card's block or rest cost, flagged)."""
    b = j.board
    inst = b.cards.get(iid)
    if inst is None or not inst.rested or inst.zone != "field":
        return False
    used = next((e[2] for e in b.use_rested if e[0] == iid and e[1] == b.turn - 1), None)
    if used is not None:
        # (So with a flagged use that rested it: a rest-symbol ability the turn it entered, a J-ruler's call in its
        # judgment turn. Board.use_rested.)
        b.use_rested = tuple(e for e in b.use_rested if e[0] != iid)
        b.attack_rested = tuple(e for e in b.attack_rested if e[0] != iid)
        note(b, N_("seq {seq}: {card}, rested by its use flagged at seq {used} in the turn before, is used as "
                   "recovered: that use is taken as not having rested it"), seq=seq, card=j.label(iid), used=used)
        return True
    if (iid, b.turn - 1) not in b.attack_rested:
        return False
    b.attack_rested = tuple(e for e in b.attack_rested if e[0] != iid)
    b.use_rested = tuple(e for e in b.use_rested if e[0] != iid)
    note(b, N_("seq {seq}: {card}, rested by its attack flagged in the turn before, is used as recovered: that "
               "attack is taken as not having rested it"), seq=seq, card=j.label(iid))
    return True


def _oot_unrested(j: Judge, iid: str, seq: int) -> bool:
    """A ruler or J-ruler on the field a stone call out of turn rested that turn or the turn before (flagged then:
    fow.turn.not-your-turn; Board.oot_rested), or the call under the other player's name taken as its player's
    (Phase Principale 1: « Appeler une Pierre Magique en épuisant votre Ruler ou J-Ruler »), that the log uses as
    recovered to block (Combat 4: « épuiser un de ses Résonateurs ou J-Ruler restaurés pour bloquer »): that call
    did not rest it at the table. That one fault, not flagged again (a note); it is rested by this block, and the
    reading is spent."""
    b = j.board
    inst = b.cards.get(iid)
    if inst is None or not inst.rested or inst.zone != "field":
        return False
    if not any(e[0] == iid and e[1] in (b.turn, b.turn - 1) for e in b.oot_rested):
        return False
    b.oot_rested = tuple(e for e in b.oot_rested if e[0] != iid)
    note(b, N_("seq {seq}: {card}, rested by the stone call flagged out of turn, is used as recovered: that call is "
               "taken as not having rested it"), seq=seq, card=j.label(iid))
    call, b.oot_call = b.oot_call, None
    if call is not None and call[0] == iid and call[4] in (b.turn, b.turn - 1):
        # (The call under the other player's name taken as this ruler's player's: it was the named player's own, out
        # of turn, as made at the table (Phase Principale 1: « Appeler une Pierre Magique en épuisant votre Ruler
        # ou J-Ruler. Mettez la carte du dessus de votre Deck Pierre Magique dans votre Zone Pierre Magique »): the
        # stone goes back on top of this player's magic stone deck, unused, and the named player's top stone is in
        # their magic stone zone.)
        _, caller, stone, called_turn, _ = call
        stone_inst = b.cards.get(stone)
        if (stone_inst is not None and stone_inst.zone == "stone-area" and not stone_inst.rested
                and b.is_player(caller) and stone_inst.owner != caller):
            owner = b.seat(stone_inst.owner)
            j.move(stone, "stones", top=True)
            if owner.called_turn == b.turn - 1 or owner.called_turn == b.turn:
                owner.called_turn = called_turn
            if b.seat(caller).stones:
                j.move(b.seat(caller).stones[0], "stone-area")
    return True


def _killed_stood(j: Judge, iid: str) -> None:
    """A resonator destroyed by damage (« Si un Résonateur reçoit des dégâts supérieurs ou égaux à sa DEF [...], il
    est détruit »), which the log uses as still on the field (flagged once, at that first use): it stood at the
    table, so it is taken as still there, recovered, and judged as on the field from then on (docs/force-of-will.md,
    Readings: "A resonator destroyed by damage that the log keeps using")."""
    b = j.board
    inst = b.cards[iid]
    entered = inst.entered_turn
    j.move(iid, "field")
    inst.entered_turn = entered
    if iid not in b.kept_fighters:
        b.kept_fighters += (iid,)  # (judged as any fighter from then on: on_attack, on_block)
    note(b, N_("seq {seq}: {card}, destroyed by damage, is used as still on the field: it stood at the table, so it "
               "is taken as still there"), seq=b.seq, card=j.label(iid))


def _attack_fits(b: Board, pid: str, ev: AttackDeclared) -> bool:
    """Whether ``ev``'s attack would be legal as ``pid``'s: nothing under way, a recovered fighter of ``pid``'s not
    put onto the field this turn, attacking the opponent or a rested fighter of theirs."""
    if b.chase or b.battle is not None or b.phase != "main":
        return False
    inst = b.cards.get(ev.attacker)
    if inst is None or inst.owner != pid or not C.is_fighter(b, ev.attacker) or inst.rested or inst.entered_turn == b.turn:
        return False
    opp = b.opponent(pid).id
    if ev.target == opp:
        return True
    tin = b.cards.get(ev.target)
    return tin is not None and tin.owner == opp and C.is_fighter(b, ev.target) and tin.rested


def _block_named_again(j: Judge, ev: BlockDeclared, defender: str) -> None:
    """A block under the attacking player's name read as the defending player's (its blocker theirs, or no blocker),
    after one flagged so (Board.block_named): the same slip of who wrote the line, once a log, as a left-out
    TurnEnded or BlockDeclared is. A note; the block is the defending player's."""
    note(j.board, N_("seq {seq}: {player}'s name is on {defender}'s block again (flagged once, at seq {first}): "
                     "taken as {defender}'s block, not flagged again"), seq=ev.seq, player=ev.player,
         defender=defender, first=j.board.block_named)


def on_block(j: Judge, ev: BlockDeclared) -> None:
    b = j.board
    if b.unknown_timed and ev.blocker is not None:
        _unknown_shown(j, ev.blocker, term(N_("blocked")))
    bt = b.battle
    if bt is None:
        late = b.unblocked
        if late is not None and ev.player == late.defender and late.held:
            # The block of an attack whose damage ended the game as the log went on without it, the log then playing
            # on (Board.unblocked_alt): the table blocked, and here is that block, recorded late (the one fault was
            # flagged then: _no_block). It is taken: the battle is fought with it now.
            b.unblocked = None
            note(b, N_("turn {turn}: {player} declared the block of the attack of {attacker} after the log had gone on "
                       "without it: the block is taken, and the battle is fought with it"), turn=b.turn,
                 player=ev.player, attacker=j.label(late.attacker))
            b.battle = Battle(attacker=late.attacker, attacking_player=late.attacking_player, defender=late.defender,
                              target=late.target)
            on_block(j, ev)
            if b.battle is not None:
                b.battle.blocked = True
                battle_damage(j)
            return
        if late is not None and ev.player == late.defender:
            # The block of the attack the log went on from without it (taken as not blocked, flagged then:
            # _no_block), recorded late: that one fault, not flagged again. Its battle damage was dealt then.
            b.unblocked = None
            note(b, N_("turn {turn}: {player} declared the block of the attack of {attacker} after the log had gone on "
                       "without it: the attack was taken as not blocked and its battle damage dealt; the block "
                       "changes nothing"), turn=b.turn, player=ev.player, attacker=j.label(late.attacker))
            return
        j.flag("fow.block.no-battle", N_("{player} declared a block, but no attack is under way"), player=ev.player)
        if ev.player != b.active and b.phase == "main":
            b.early_block = Battle(attacker="", attacking_player=b.active, defender=ev.player, target="",
                                   blocker=ev.blocker)
        return
    if bt.early and ev.player == bt.defender:
        # The battle took an early block (on_attack); the defending player's own block now is the one: it replaces it.
        if bt.blocker is not None and bt.blocker in b.cards:
            b.cards[bt.blocker].rested = False
        bt.early = False
        bt.blocked = False
        bt.blocker = None
    if ev.blocker in b.name_played:
        b.name_played = tuple(c for c in b.name_played if c != ev.blocker)  # (the id taken is the log's)
    elif ev.blocker is not None:
        bound = next((c for c in b.name_played if b.cards[c].owner == bt.defender and b.cards[c].zone == "field"
                      and not b.cards[c].rested and C.is_fighter(b, c)), None)
        if bound is not None:
            _name_swap(j, bt.defender, ev.blocker, bound)
    binst = b.cards.get(ev.blocker) if ev.blocker is not None else None
    if (ev.player != bt.defender and not bt.blocked and not b.chase and binst is not None
            and binst.owner == bt.defender and binst.zone == "field" and not binst.rested
            and C.is_fighter(b, ev.blocker)):
        # The defending player's recovered fighter blocking, under the attacking player's name: the log names the
        # wrong player (a slip), as for an attack. That one fault; the block is the defending player's, judged as
        # theirs.
        if b.block_named:
            _block_named_again(j, ev, bt.defender)
        else:
            j.flag("fow.block.not-defender", N_("{player} declared a block with {defender}'s {blocker}: the log "
                                                "names the wrong player; taken as {defender}'s block"),
                   player=ev.player, defender=bt.defender, blocker=j.label(ev.blocker), read_as=bt.defender)
            b.block_named = ev.seq
    elif ev.player != bt.defender:
        # Not the battle's block: that one fault, its blocker not judged nor rested. Until the defending player's
        # own block (which answers the attack, replacing this: bt.early), the attack is taken as not blocked, so a
        # log that goes on without it does not leave the battle without its block (docs/force-of-will.md, Readings).
        # A "no block" (no blocker) under the attacking player's name, before the battle's block, nothing on the
        # chase, is the defending player's no block, the name the slip: read as theirs (read_as).
        no_block = (ev.blocker is None and ev.player == bt.attacking_player and not bt.blocked and not b.chase)
        if no_block and b.block_named:
            _block_named_again(j, ev, bt.defender)
        else:
            j.flag("fow.block.not-defender", N_("{player} is not the defending player ({defender} is)"),
                   player=ev.player, defender=bt.defender, read_as=bt.defender if no_block else None)
            if no_block:
                b.block_named = ev.seq
        if not bt.blocked:
            bt.blocked = True
            bt.blocker = None
            bt.early = True
        return
    if b.chase and all(e.source == bt.mid_card or e.source in bt.mid_cards for e in b.chase):
        # Only the card the attacking player put in this battle before its block is on the chase (flagged then:
        # fow.play.main-phase): the block recorded before its resolution is that same fault, not flagged again (the
        # card could not be played there at all, so there was no chase to wait for). It stays on the chase; the
        # resolution recorded after the block resolves it.
        note(b, N_("seq {seq}: {player}'s block was declared while {source}, played in this battle (flagged then), "
                   "was still on the chase: that same fault, not flagged again"), seq=ev.seq, player=bt.defender,
             source=j.label(b.chase[-1].source))
    elif b.chase:
        j.flag("fow.chase.unresolved", N_("the block was declared while {source} was still on the chase"), source=j.label(b.chase[-1].source))
    blocker = ev.blocker
    if blocker is not None:
        binst = b.cards.get(blocker)
        if binst is not None and binst.owner == bt.defender and (_order_stood(j, blocker)
                                                                 or _attack_stood(j, blocker)):
            pass  # (the resolution out of order was the one slip: fow.chase.not-top; or the flagged attack)
        elif binst is not None and binst.owner == bt.defender and _attack_unrested(j, blocker, ev.seq):
            pass  # (the flagged attack of the turn before was the one fault: it did not rest it)
        elif binst is not None and binst.owner == bt.defender and _oot_unrested(j, blocker, ev.seq):
            pass  # (the flagged call out of turn was the one fault: it did not rest it)
        elif binst is not None and binst.owner == bt.defender and binst.killed and binst.zone == "grave":
            j.flag("fow.block.blocker", N_("{blocker} is not a resonator or J-ruler of {defender}'s on the field"), blocker=j.label(blocker), defender=bt.defender)
            _killed_stood(j, blocker)
        elif binst is None or binst.owner != bt.defender or not C.is_fighter(b, blocker):
            j.flag("fow.block.blocker", N_("{blocker} is not a resonator or J-ruler of {defender}'s on the field"), blocker=j.label(blocker), defender=bt.defender)
            blocker = None
        elif binst.rested:
            j.flag("fow.block.blocker", N_("{blocker} is rested and cannot block"), blocker=j.label(blocker))
            if blocker in b.kept_fighters:
                b.own_roots += ((ev.seq, "fow.block.blocker"),)  # (as its attacks: on_attack)
            # A rested card cannot be rested to block (Combat 4: « épuiser un de ses Résonateurs ou J-Ruler
            # restaurés pour bloquer »), as a rested one cannot attack (on_attack: no damage): no blocker, the attack
            # not blocked, its damage dealt. If that damage ends the game and the log plays on, the table took the
            # block as made: that board is taken then (_step_read), the block still the one fault.
            bt.rested_blocker = blocker
            bt.fault_seq = ev.seq
            blocker = None
        if blocker is not None:
            binst.rested = True
    if bt.first_held:
        j.found[:0] = list(bt.first_held)  # (the card was played in the battle: its flag, at its seq)
        bt.first_held, bt.first_event = (), None
    if bt.mid_seq:
        note(b, N_("seq {seq}: {player}'s block, recorded after the action flagged in this battle, answers the attack "
                   "of {attacker}"), seq=ev.seq, player=bt.defender, attacker=j.label(bt.attacker))
        bt.mid_seq = 0
        # (The later acts before it came in the battle too: each its own fault, flagged at its seq.)
        j.found[:0] = list(bt.mid_held)
        b.own_roots += tuple((v.seq, v.rule) for v in bt.mid_held)
        bt.mid_held = ()
    # « 5 : Dégâts de combat » is a step of its own: what is played in answer to the block (« à n'importe quel
    # moment, même [...] durant un combat ») comes first; battle_damage deals it once that is over.
    bt.blocked = True
    bt.blocker = blocker


def answers_block(j: Judge, ev: Any) -> bool:
    """Whether ``ev``, after a block, answers it before battle damage: a chant-instant or ability played onto
    the chase (anything played while the chase is not empty), a resolution of the chase, what an unmodelled
    ability did (``EffectRecorded``). Any other event comes after the battle damage."""
    b = j.board
    kind = type(ev)
    if kind is EffectRecorded and _restates_battle(j, ev):
        return False
    if kind is ChaseResolved or kind is EffectRecorded or kind is AbilityActivated:
        return kind is not ChaseResolved or bool(b.chase)
    if kind is CardPlayed:
        if b.chase:
            return True
        d = b.card_def(ev.card) if ev.card is not None else None
        if d is None and ev.name is not None:
            d = b.defs.get(ev.name)  # a paper log's card, named as it is played
        return d is None or not (d.type in MAIN_ONLY or (d.type == "spell" and d.kind == "chant"))
    return False


def _restates_battle(j: Judge, ev: EffectRecorded) -> bool:
    """A judge's ``destroy`` (no source) right after a block, nothing on the chase, naming only fighters the battle's
    waiting damage destroys: the log's record of that battle's outcome, which comes after the damage (dealt first:
    the destroy then finds them gone, and the verdict notes it, as for any destroy of a card not on the field)."""
    b = j.board
    bt = b.battle
    if ev.source is not None or ev.effect.strip() != "destroy" or not ev.targets or b.chase or bt is None:
        return False
    if not bt.blocked or bt.no_damage:
        return False
    a = bt.attacker
    foe = bt.blocker or (bt.target if bt.target in b.cards else None)
    if foe is None or not C.is_fighter(b, a) or not C.is_fighter(b, foe):
        return False
    dead = set()
    for one, other in ((a, foe), (foe, a)):
        d = C.defence(b, one)
        if d is not None and b.cards[one].damage + C.atk(b, other) >= d:
            dead.add(one)
    return set(ev.targets) <= dead


def _hold_mid(j: Judge, ev: Any, bt: Battle) -> None:
    """The attacking player's later main-phase act in a battle, after the one flagged there, before its block, that
    broke no rule of its own (step): its fault is the battle's, held until the block (Battle.mid_held)."""
    held = Judge(j.board, ev)
    if type(ev) is CardPlayed:
        what = held.label(ev.card) if ev.card is not None else repr(ev.name)
        held.flag("fow.play.main-phase", N_("{player} played {what} during the attack of {attacker}: only "
                                            "chant-instants and abilities can be used in a battle"),
                  player=ev.player, what=what, attacker=held.label(bt.attacker))
    else:
        held.flag("fow.battle.unfinished", N_("{player} {what} while the attack of {attacker} was under way, "
                                              "before {defender} declared a block: the battle's block and damage "
                                              "come before anything else is done"),
                  player=ev.player, what=_doing(ev), attacker=held.label(bt.attacker), defender=bt.defender)
    bt.mid_held += tuple(held.found)


def _mid_dropped(b: Board, bt: Battle) -> None:
    """The battle of an attack the log went on from without its block ends as not blocked: the later acts held in it
    (Battle.mid_held) came after it at the table, no fault of the battle's (a note)."""
    if bt.mid_held:
        note(b, N_("seq {seq}: with no block recorded for the attack of {attacker}, the table took it as not blocked "
                   "at seq {first}: the actions after that one came after the battle and are not flagged for it"),
             seq=bt.mid_held[0].seq, attacker=b.label(bt.attacker), first=bt.mid_seq)
        bt.mid_held = ()


def _no_block(j: Judge, ev: Any) -> None:
    """An attack whose block the log leaves out: the active player's next event that is neither the block nor an
    answer to the attack (a main-phase action, the turn's end) shows the table took it as not blocked. The missing
    ``BlockDeclared`` is flagged once, here (a resonator, regalia, addition or chant put then: fow.play.main-phase,
    that one fault), and
    the battle ends as not blocked, its battle damage dealt before the event is judged (a turn end with the chase
    pending resolves the chase first: on_turn_ended). A block the defending player records for it later is not
    flagged again (on_block); if the damage ends the game, the events after it are not either."""
    b = j.board
    bt = b.battle
    # (At a player or a rested resonator, lethal or not: the blocks recorded next decide, _held_fought. A chain of
    # them: each new attack right after the one before, none blocked yet. Its attacker may have left the field
    # since (destroyed in the chase before the block): the battle still has its block (« Combat » ends with « 5 »),
    # the blocks answer in order as with one alive, and it deals and takes no damage: battle_damage.)
    queue = (type(ev) is AttackDeclared and ev.player == bt.attacking_player and ev.attacker != bt.attacker
             and not bt.mid_seq and not bt.early and not bt.flagged and not bt.no_damage and not b.chase
             and not b.hold_unblocked and (not b.queued or ev.seq == b.queued_seq + 1))
    if queue and b.no_block_seq is None:
        # (Its own words: the blocks recorded next may show the table blocked both attacks in order: _queued_decided.)
        j.flag("fow.battle.unfinished", N_("{player} attacked with {new} while the attack of {attacker} was under way, "
                                           "before {defender} declared a block: a battle's block and damage come "
                                           "before another attack is declared"),
               player=ev.player, new=j.label(ev.attacker), attacker=j.label(bt.attacker), defender=bt.defender)
        b.no_block_seq = ev.seq
    elif queue:
        # (A later one in the log: a note once it is decided, _queued_decided; or, the two blocks showing the table
        # declared this attack over the first battle, that fault of its own, flagged at this seq then.)
        held = Judge(b, ev)
        held.flag("fow.battle.unfinished", N_("{player} attacked with {new} while the attack of {attacker} was under "
                                              "way, before {defender} declared a block: a battle's block and damage "
                                              "come before another attack is declared"),
                  player=ev.player, new=held.label(ev.attacker), attacker=held.label(bt.attacker),
                  defender=bt.defender)
        b.queued_flag += tuple(held.found)
    elif bt.mid_seq and bt.first_held:
        # A card the attacking player put in this battle before its block (its flag held: Battle.first_held), and the
        # log goes on without the block: the table took the attack as not blocked there, the block left out (the
        # defending player's choice not to block not recorded), the card played after the battle. The missing
        # BlockDeclared is the one fault, flagged at that card's seq (once a log; a later one is a note), not the play.
        first, bt.first_held = bt.first_event, ()
        bt.first_event = None
        if b.no_block_seq is None:
            at = Judge(b, first)
            what = at.label(first.card) if first.card is not None else repr(first.name)
            at.flag("fow.battle.unfinished", N_("{player} played {what} while the attack of {attacker} was under way, "
                                                "before {defender} declared a block: the log goes on without the "
                                                "block, so the attack is taken as not blocked (its battle damage "
                                                "dealt first) and {what} as played after the battle"),
                    player=first.player, what=what, attacker=at.label(bt.attacker), defender=bt.defender)
            j.found[:0] = at.found
            b.no_block_seq = first.seq
        else:
            note(b, N_("seq {seq}: the log goes on without the block of the attack of {attacker}, as at seq {first}: "
                       "the attack is taken as not blocked and its battle damage is dealt first"), seq=first.seq,
                 attacker=j.label(bt.attacker), first=b.no_block_seq)
        _mid_dropped(b, bt)
    elif bt.mid_seq:
        # A stone call or standby set in this battle, before its block (flagged then: step): the log goes on from it
        # without the block. That same fault; the attack is taken as not blocked, its damage dealt first.
        note(b, N_("seq {seq}: the log goes on without the block of the attack of {attacker}: the attack is taken as "
                   "not blocked and its battle damage is dealt first"), seq=ev.seq, attacker=j.label(bt.attacker))
        _mid_dropped(b, bt)
    elif type(ev) is CardPlayed:
        what = j.label(ev.card) if ev.card is not None else repr(ev.name)
        inst = b.cards.get(ev.card) if ev.card is not None else None
        if inst is not None and inst.name is None and ev.name is not None:
            # A hidden card the event names (the play binds it next): called by that name, not "a hidden card".
            d = b.defs.get(ev.name)
            what = f"{d.name if d is not None else ev.name} ({ev.card})"
        j.flag("fow.play.main-phase", N_("{player} played {what} during the attack of {attacker}: only chant-instants and "
                                         "abilities can be used in a battle"), player=ev.player, what=what,
               attacker=j.label(bt.attacker))
    elif b.no_block_seq is not None:
        # An attack left without its block again, in a log that left an earlier one's out (flagged there): the log
        # does not record the choice not to block, one slip of its form; read as not blocked, with a note.
        note(b, N_("seq {seq}: the log goes on without the block of the attack of {attacker}, as at seq {first}: "
                   "the attack is taken as not blocked and its battle damage is dealt first"), seq=ev.seq,
             attacker=j.label(bt.attacker), first=b.no_block_seq)
    else:
        j.flag("fow.battle.unfinished", N_("{player} {what} while the attack of {attacker} was under way, before "
                                           "{defender} declared a block: the log goes on without it, so the attack "
                                           "is taken as not blocked and its battle damage is dealt first"),
               player=ev.player, what=_doing(ev), attacker=j.label(bt.attacker), defender=bt.defender)
        b.no_block_seq = ev.seq
    bt.blocked = True
    bt.blocker = None
    b.unblocked = Battle(attacker=bt.attacker, attacking_player=bt.attacking_player, defender=bt.defender,
                         target=bt.target, blocked=True)
    if b.hold_unblocked:
        # (The other reading of an attack whose damage ended the game here, Board.unblocked_alt: the table blocked
        # it, the block not recorded. No damage; a block recorded late is taken then: on_block.)
        b.unblocked.held = True
        if b.queued:
            _held_fought(j)  # (the attacks held before it: as not blocked, no block recorded after them)
        b.battle = None
        return
    if queue:
        # A new attack declared over this one, before its block (« 4 » and « 5 » of « Combat » come before another
        # combat is declared): taken as not blocked (the usual slip: the empty block left out), its damage held.
        # The defending player's blocks in a row after the newest attack answer the last attacks in order: as many
        # blocks as attacks show the table declared them all and then blocked each (_queued_decided, _held_fought).
        b.queued += (b.battle,)
        b.queued_at += (ev.seq,)
        b.queued_seq = ev.seq
        b.queued_b = 0
        b.queued_run = ()
        b.queued_named = False
        b.battle = None
        return
    if not (type(ev) is TurnEnded and b.chase):
        battle_damage(j)
    if b.over:
        b.over_flagged = True  # the events after the end follow from the same missing block: not flagged again
        b.over_unblocked = ev.seq  # (a note says so at the first of them: step)


def _queued_decided(j: Judge, ev: Any) -> None:
    """An event after the newest attack of a chain declared over the attacks before it, before their blocks
    (Board.queued). The defending player's first block right after it answers it (on_block); each next block of
    theirs in a row, up to as many blocks as attacks, shows the table declared the attacks and then blocked them in
    order: the block before it moves back to the attack before (Board.queued_run), and this one answers the newest
    (on_block). A block naming none after one naming a blocker ends the run (it reads as before: the no block of an
    attack taken as not blocked, recorded late: on_block). The held battles are fought with the newest's damage
    (_held_fought)."""
    b = j.board
    bt = b.battle
    c = b.queued_b
    if (type(ev) is not BlockDeclared or bt is None or c >= len(b.queued) + 1 or ev.seq != b.queued_seq + 1 + c
            or ev.player != bt.defender or b.chase or bt.blocked != (c > 0)
            or (c > 0 and ev.blocker is None and b.queued_named)):
        return
    if c > 0:
        b.queued_run += (bt.blocker,)
        bt.blocked = False
        bt.blocker = None
    b.queued_b = c + 1
    b.queued_named = b.queued_named or ev.blocker is not None


def _late_no_block(b: Board, ev: Any) -> bool:
    """Whether ``ev`` is a block naming none right after the defending player's block naming a blocker, both right
    after the newest attack of a chain (Board.queued): read as the no block of the held attack, recorded late
    (_queued_decided)."""
    bt = b.battle
    return (type(ev) is BlockDeclared and ev.blocker is None and bool(b.queued) and b.queued_named
            and bt is not None and bt.blocked and b.queued_b >= 1 and ev.seq == b.queued_seq + 1 + b.queued_b
            and ev.player == bt.defender and not b.chase and not b.over)


def _held_fought(j: Judge) -> None:
    """The battles held in a chain of attacks each declared over the one before, before its block (Board.queued),
    fought in order before the newest's battle damage. The run of blocks right after the newest attack answers the
    last attacks in order (the newest the last block's); the attacks before them were not blocked (their empty
    block left out, the usual slip: a note; the attack declared over each flagged once, the first of the log, or a
    note). An attack declared over one that a block answered was declared over an open battle: that fault of its
    own, flagged at its seq (held till now: Board.queued_flag)."""
    b = j.board
    held, at, run, flags, c = b.queued, b.queued_at, b.queued_run, b.queued_flag, b.queued_b
    b.queued, b.queued_at, b.queued_run, b.queued_flag, b.queued_b, b.queued_named = (), (), (), (), 0, False
    bt = b.battle
    if bt is None or not bt.blocked:
        c = 0
    n = len(held) + 1
    first = n - c  # (the first attack the blocks answer)
    own = [v for v in flags if any(v.seq == at[i] for i in range(first, n - 1))]
    j.found[:0] = own
    b.own_roots += tuple((v.seq, v.rule) for v in own)
    for i in range(min(first, n - 1)):
        if b.no_block_seq == at[i]:
            note(b, N_("seq {seq}: the log goes on without the block of the attack of {attacker}: the attack is taken "
                       "as not blocked and its battle damage is dealt first"), seq=at[i], attacker=j.label(held[i].attacker))
        else:
            note(b, N_("seq {seq}: the log goes on without the block of the attack of {attacker}, as at seq {first}: "
                       "the attack is taken as not blocked and its battle damage is dealt first"), seq=at[i],
                 attacker=j.label(held[i].attacker), first=b.no_block_seq)
    if c >= 1 and bt is not None:
        if 0 < first <= n - 1:
            p = held[first - 1]
            b.unblocked = Battle(attacker=p.attacker, attacking_player=p.attacking_player, defender=p.defender,
                                 target=p.target, blocked=True)
        elif first == 0 and b.unblocked is not None and any(b.unblocked.attacker == p.attacker for p in held):
            b.unblocked = None
    if c >= 2 and bt is not None:
        if n == 2:
            note(b, N_("seq {seq}: {player} declares a second block right after the first: the table declared both "
                       "attacks before blocking (flagged at seq {at}), and the blocks answer them in order: the first "
                       "the attack of {first}, this one the attack of {second}"), seq=at[0] + 2,
                 player=bt.defender, at=at[0], first=j.label(held[0].attacker), second=j.label(bt.attacker))
        else:
            note(b, N_("seq {seq}: {player} declares {count} blocks in a row after {total} attacks declared before "
                       "any block (flagged at seq {at}): the table declared them all before blocking, and the blocks "
                       "answer the last {count} in order: the first the attack of {first}, the last the attack of "
                       "{last}"), seq=at[-1] + c, player=bt.defender, count=c, total=n, at=at[0],
                 first=j.label((held + (bt,))[first].attacker), last=j.label(bt.attacker))
    for i, p in enumerate(held):
        b.battle = msgspec.structs.replace(p, blocked=True, blocker=run[i - first] if i >= first else None)
        battle_damage(j)
        if b.over:
            if i < first:
                # (Its damage ended the game, taken as not blocked as its block was left out: what follows comes from
                # that missing block, not flagged again, as _no_block.)
                b.over_flagged = True
                b.over_unblocked = at[i]
            break
    b.battle = bt


def battle_damage(j: Judge) -> None:
    """« 5 : Dégâts de combat » of a blocked battle: each fighter deals damage as it now is. An attacker that left
    the field deals and takes none; so does a blocker that left it (the attack was blocked: nothing reaches the
    player)."""
    b = j.board
    if b.queued and (b.battle is None or b.battle.blocked):
        _held_fought(j)  # (the battles held before it first, in order: Board.queued)
        if b.over:
            b.battle = None
            return
    bt = b.battle
    if bt is None or not bt.blocked:
        return
    b.battle = None
    if bt.first_held:
        j.found[:0] = list(bt.first_held)  # (a card played in the battle, whose flag was still held: Battle.first_held)
        bt.first_held, bt.first_event = (), None
    a = bt.attacker
    if not C.is_fighter(b, a) or bt.no_damage:
        return  # the attacker left the field (or never was a fighter there, or was rested already): no battle damage
    if bt.flagged:
        dead = {c for s in b.seats for c in s.grave}
        _battle_damage(j, bt, a)
        b.attack_killed += tuple(c for s in b.seats for c in s.grave if c not in dead and b.cards[c].killed)
        return
    _battle_damage(j, bt, a)


def _battle_damage(j: Judge, bt: Battle, a: str) -> None:
    b = j.board
    foe = bt.blocker or (bt.target if bt.target in b.cards else None)
    if foe is not None:
        if C.is_fighter(b, foe):
            da, df = C.atk(b, a), C.atk(b, foe)
            b.cards[foe].damage += da
            b.cards[a].damage += df
            b.marked.add(foe)
            b.marked.add(a)
    elif b.is_player(bt.target):
        j.lose_life(bt.target, C.atk(b, a))
    # else: the attack named neither a player nor a card (flagged then): no damage has anywhere to land
    j.settle()


def on_turn_ended(j: Judge, ev: TurnEnded) -> None:
    b = j.board
    pid = ev.player
    late = b.late_end
    over = b.late_end_over
    if (late is not None and late == (pid, b.turn) and pid != b.active
            and (not ev.discarded or (not ev.names and len(ev.discarded) == over and len(set(ev.discarded)) == over
                                      and all(d in b.seat(pid).hand for d in ev.discarded)))):
        # The end of the turn the next player's draw was taken as ending (flagged at that draw: on_drawn), recorded
        # after it: that end, recorded late, the same slip of the log's order. Not flagged again, and not read as
        # the new turn's end under the wrong name (which would put every event after it a turn out). Its discards
        # are the end phase's, judged as at that end: the cards over seven taken as gone then (Seat.owed_discards)
        # are the ones it names; none named with more than seven is the end phase's fault (Phase de Fin « ce
        # joueur doit défausser les cartes en surplus »), the hand keeping them as the table did.
        b.late_end = None
        b.late_end_over = 0
        seat = b.seat(pid)
        seat.owed_discards = max(0, seat.owed_discards - over)
        for iid in ev.discarded:
            j.move(iid, "grave")
        if over and not ev.discarded:
            j.flag("fow.end.hand-size", N_("{player} has {n_hand} cards in hand and must discard {need}, not "
                                           "{n_discarded}, down to {MAX_HAND}"), player=pid, n_hand=MAX_HAND + over,
                   need=over, n_discarded=0, MAX_HAND=MAX_HAND)
            b.own_roots += ((ev.seq, "fow.end.hand-size"),)
        if over:
            note(b, N_("seq {seq}: {player}'s end of the turn, recorded after {active}'s draw (flagged at seq {first}: "
                       "the turn was taken as ended there), is that end, recorded late: its discards are judged as "
                       "that end's"), seq=ev.seq, player=pid, active=b.active, first=b.no_end_seq)
        else:
            note(b, N_("seq {seq}: {player}'s end of the turn, recorded after {active}'s draw (flagged at seq {first}: "
                       "the turn was taken as ended there), is that end, recorded late: it changes nothing"),
                 seq=ev.seq, player=pid, active=b.active, first=b.no_end_seq)
        return
    if (pid != b.active and b.phase == "main" and not b.chase and b.battle is None
            and all(d in b.seat(b.active).hand for d in ev.discarded)):
        # The turn's end, nothing under way, under the other player's name (its discards, if any, from the turn
        # player's hand): the log names the wrong player (a slip), as for an attack. That one fault; the end is
        # the turn player's, judged as theirs.
        j.flag("fow.turn.not-your-turn", N_("{player} ended the turn during {active}'s turn: the log names the wrong "
                                            "player; taken as {active}'s end of the turn"), player=pid, active=b.active, read_as=b.active)
        pid = b.active
    else:
        _main(j, ev, term(N_("ended the turn")))
        if pid != b.active:
            return
    _resolve_left(j, pid)
    battle_damage(j)  # a block answered by what was left on the chase: its damage follows it
    if b.over:
        return  # the game ended as the chase resolved
    seat = b.seat(pid)
    early, b.early_call = b.early_call, None
    if early is not None:
        # A stone an action before the draw paid with (taken as called then: _pay), whose call the turn never
        # records: it paid uncalled.
        j.flag("fow.will.source", N_("{player} paid with {source} before the turn's draw, while it was still in their "
                                     "magic stone deck, and the turn records no call of it"),
               player=pid, source=j.label(early))
    _skipped_draw_back(j, seat, ev)
    n_hand = max(0, len(seat.hand) - seat.owed_discards)
    need = max(0, n_hand - MAX_HAND)
    if seat.over_drawn and seat.over_cards:
        # The cards drawn too many (flagged then) that the log tells, gone from the hand since (played, say), no
        # longer keep it over seven: a hand over seven without them is a fault of its own. (Those still in the hand
        # keep it over seven at each turn's end, even after one at seven or fewer: without them it would not be.)
        kept = sum(1 for c in seat.over_cards if c in seat.hand) + max(0, seat.over_count - len(seat.over_cards))
        if kept == 0:
            seat.over_drawn = seat.over_count = 0
            seat.over_cards = ()
        else:
            seat.over_count = min(max(1, seat.over_count), kept)
    if (seat.setup_over and seat.setup_extra and seat.setup_extra in b.cards
            and b.cards[seat.setup_extra].zone != "hand"):
        seat.setup_over = False  # (the card drawn one too many in the set-up has left the hand: it excuses nothing)
    if seat.twice_drawn and seat.deck and len(ev.discarded) == need + 1:
        # One discard more than the hand's excess, after a draw with no card read as recorded twice (flagged then):
        # that draw was a second card drawn at the table, and the discard shows it. It is taken as drawn then; the
        # discard is not flagged again.
        note(b, N_("seq {seq}: {player} discards one card more than the hand's excess: the second draw of turn {turn}, "
                   "read as the draw recorded twice, is taken as a card drawn"), seq=ev.seq, player=pid,
             turn=seat.twice_drawn)
        seat.twice_drawn = 0
        j.draw(pid)
        n_hand = max(0, len(seat.hand) - seat.owed_discards)
        need = max(0, n_hand - MAX_HAND)
    if ev.names and len(ev.names) != len(ev.discarded):
        j.flag("fow.log.unknown-card", N_("{player} discarded {n_discarded} cards but the log names {n_names}: names "
                                          "gives one name for each discarded card, in the same order"),
               player=pid, n_discarded=len(ev.discarded), n_names=len(ev.names))
    moved = 0
    missed = 0
    for k, iid in enumerate(ev.discarded):
        _name_back(j, pid, iid, (ev.names[k] or None) if k < len(ev.names) else None, term(N_("the discard")))
        if iid not in seat.hand:
            j.flag("fow.log.unknown-card", N_("{card} is not in {player}'s hand to discard"), card=j.label(iid), player=pid)
            missed += 1
            continue
        if k < len(ev.names) and ev.names[k]:
            # A discarded card goes face up to the graveyard, which both players may look at (« Les cartes dans
            # votre cimetière sont face recto [...] Chaque joueur peut regarder les cartes d'un cimetière. »):
            # its name binds a paper log's hidden card, as a draw's does.
            # A name the deck list has no copy of left is flagged once and does not bind: the card stays hidden,
            # as for a draw's record naming one (_drawn_named).
            listed = _listed(j, seat, iid, ev.names[k])
            _card(j, pid, iid, ev.names[k], ("hand",), term(N_("the discard")))
            if not listed:
                _misnamed(j, iid)
        j.move(iid, "grave")
        moved += 1
    # The excess is discarded, no more: a discard named that was not in the hand is flagged above, and counts
    # here only if it leaves more than seven cards in hand (docs/force-of-will.md, Readings of the rules).
    if seat.extra_drawn == b.turn and moved == len(ev.discarded) and need - moved == 1:
        # One card over seven, kept: the card of a draw flagged this turn as one too many after an effect's draws
        # (on_drawn). That one fault; the hand keeps it (its next turn's end counts it).
        note(b, N_("seq {seq}: {player} ends the turn with {n_hand} cards in hand: the card over seven is the one "
                   "drawn one time too many this turn (flagged then)"), seq=ev.seq, player=pid, n_hand=n_hand)
    elif seat.setup_over and moved == len(ev.discarded) and need - moved == 1:
        # One card over seven, kept: the card drawn one too many in the set-up (flagged then: _setup_draw_more). That
        # one fault; the hand keeps it, not flagged again, at each of their turn's ends while the hand keeps it (as
        # a card drawn too many in the game: Seat.over_drawn), until it leaves the hand or a turn's end discards the
        # hand down to seven.
        note(b, N_("seq {seq}: {player} ends the turn with {n_hand} cards in hand: the card over seven is the one "
                   "drawn one time too many in the set-up (flagged then)"), seq=ev.seq, player=pid, n_hand=n_hand)
    elif (seat.over_drawn and moved == len(ev.discarded) and 1 <= need - moved <= max(1, seat.over_count)
          and (not seat.over_cards or need - moved <= _over_kept(seat))):
        # (Where the log tells those cards, the discard may have been one of them: the cards over seven kept are
        # then others, a fault of their own, Phase de Fin: « ce joueur doit défausser les cartes en surplus ».)
        # The cards over seven, kept: those drawn one too many during the other's turn (flagged then: on_drawn).
        # That same fault at each of their turn's ends while the hand keeps them (not only the first), not flagged
        # again.
        if need - moved == 1:
            note(b, N_("seq {seq}: {player} ends the turn with {n_hand} cards in hand: the card over seven is the one "
                       "drawn one time too many at seq {drawn} (flagged then)"), seq=ev.seq, player=pid,
                 n_hand=n_hand, drawn=seat.over_drawn)
        else:
            note(b, N_("seq {seq}: {player} ends the turn with {n_hand} cards in hand: the cards over seven are those "
                       "drawn too many from seq {drawn} (flagged then)"), seq=ev.seq, player=pid, n_hand=n_hand,
                 drawn=seat.over_drawn)
    elif moved > need or (moved < need and moved == len(ev.discarded)):
        j.flag("fow.end.hand-size", N_("{player} has {n_hand} cards in hand and must discard {need}, not {n_discarded}, "
                                       "down to {MAX_HAND}"), player=pid, n_hand=n_hand, need=need, n_discarded=moved, MAX_HAND=MAX_HAND)
    elif moved < need and missed and moved + missed >= need:
        # A discard naming a card not in the hand (flagged above) where the excess asked one: a card of the hand
        # was discarded at the table, the log naming the wrong one. That one fault; which card went is not known,
        # so none leaves the hand here, and the hand's next count takes it as gone (Seat.owed_discards)
        # (docs/force-of-will.md, Readings: "The end phase").
        seat.owed_discards += need - moved
    elif moved < need:
        j.flag("fow.end.hand-size", N_("{player} still holds {n_hand} cards at the end of the turn, more than {MAX_HAND}"), player=pid, n_hand=len(seat.hand) - seat.owed_discards, MAX_HAND=MAX_HAND)
    if seat.setup_over and need > 0 and moved == len(ev.discarded) and moved >= need:
        seat.setup_over = False  # (the hand discarded down to seven: the set-up's card too many no longer counts)
    if seat.over_drawn and need > 0:
        # (The cards drawn too many stay in the hand, over seven whenever it holds more, until a turn's end discards
        # the hand down to seven.)
        left = need - moved if moved == len(ev.discarded) else 0
        if left <= 0:
            seat.over_drawn = seat.over_count = 0
            seat.over_cards = ()
        elif moved:
            seat.over_count = min(max(1, seat.over_count), left)  # (a discard may have been one of them)
    # (A turn's end whose one fault is a hand of more than seven with nothing discarded may be an end recorded
    # early, before the play that brings the hand down: reopened as a clean one, and not flagged again, _reopen.)
    size_only = bool(j.found) and not ev.discarded and all(v.rule == "fow.end.hand-size" for v in j.found)
    clean = not j.found or size_only
    unblocked, early_block, late_call = b.unblocked, b.early_block, b.late_call
    b.battle = None
    j.end_phase()
    j.begin_turn(b.opponent(pid).id)
    if clean and not b.over and b.phase == "draw":
        b.reopen = pid  # (its acting next, before the draw, would show this end recorded early: _reopen)
        b.reopen_unblocked = unblocked
        b.reopen_early_block = early_block
        b.reopen_late_call = late_call
        b.reopen_flagged = size_only


def _skipped_draw_at_deck_out(j: Judge, ev: CardDrawn) -> None:
    """The draw of a player who lost as their turn began, their main deck empty (Board.failed_draw), naming the card
    taken for a draw of theirs the log never recorded (Seat.skipped, still in the hand): that draw was skipped at
    the table, so the main deck was not empty. The loss is undone, the card goes back on top of the main deck, and
    this draw takes it (on_drawn; docs/force-of-will.md, Readings: "A draw skipped at the table")."""
    b = j.board
    seat = b.seat(ev.player)
    sk = seat.skipped
    if sk is None or b.cards[sk].zone != "hand" or b.over_flagged:
        return
    if ev.card != sk and (ev.card is not None or not _names_card(b, ev.name, sk)):
        # (A draw recorded with no id, or only a name that fits the card, takes it too: the deck ran out only
        # because that draw was skipped.)
        return
    b.over = False
    b.phase = "draw"
    b.winner = None
    b.result = ""
    b.result_msg = {}
    b.failed_draw = None
    seat.skipped = None
    j.move(sk, "deck", top=True)
    note(b, N_("seq {seq}: {player} draws {card}, the card taken for the draw of turn {turn}, which the log never "
               "recorded: that draw was skipped at the table; the card goes back on top of the main deck and "
               "this draw takes it"), seq=ev.seq, player=ev.player, card=j.label(sk), turn=seat.skipped_turn)


def _past_end(b: Board, ev: CardDrawn) -> bool:
    """Whether ``ev`` names the id one past the end of its player's own main deck (Board.past_end): no card."""
    return ev.card is not None and ev.card in b.past_end and ev.card.startswith(ev.player + ".")


def _failed_draw_record(j: Judge, ev: CardDrawn) -> None:
    """The draw the empty main deck could not give, recorded (Board.failed_draw): the loss itself (« doive piocher
    une carte durant sa Phase de Pioche mais n'y parvienne pas car son Deck Principal est vide »). It gives no
    card: naming one of the match's cards is fow.log.unknown-card; naming the id one past the end of the main deck
    (the log's numbering of that draw, Board.past_end) or none, it is the record of that failed draw, a note."""
    b = j.board
    if _past_end(b, ev) and ev.name is None:
        note(b, N_("seq {seq}: {player}'s draw names {card}, one past the end of the main deck: the record of the "
                   "draw the empty main deck could not give, which lost the game"), seq=ev.seq, player=ev.player,
             card=ev.card)
    elif ev.card is not None or ev.name is not None:
        j.flag("fow.log.unknown-card", N_("{player}'s main deck is empty: the draw phase's draw fails and "
                                          "gives no card, not {card}"), player=ev.player,
               card=b.label(ev.card) if ev.card is not None and ev.card in b.cards
               else repr(ev.card if ev.card is not None else ev.name))


def _names_card(b: Board, name: str | None, iid: str) -> bool:
    """Whether ``name`` (None: no name given) can be card ``iid`` (a hidden card: any name)."""
    if name is None:
        return True
    d = b.defs.get(name)
    have = b.cards[iid].name
    return have is None or have == (d.name if d is not None else name)


def _skipped_draw_back(j: Judge, seat, ev: TurnEnded) -> None:
    """A hand one card over the maximum that the discards recorded leave right without the card taken for a draw
    the log never recorded (Seat.skipped, still in the hand): that draw was skipped at the table, the end's hand
    size only following from the engine's taking it. The card goes back on top of the main deck (a note), and the
    end is judged without it (docs/force-of-will.md, Readings: "A draw skipped at the table")."""
    b = j.board
    sk = seat.skipped
    if sk is None:
        return
    card = sk if b.cards[sk].zone == "hand" and sk not in ev.discarded else None
    if card is None and not seat.known_order:
        # (A paper log's hidden card: any hidden card of the hand is as good as another.)
        card = next((c for c in reversed(seat.hand) if b.cards[c].name is None and c not in ev.discarded), None)
    if card is None:
        return
    valid = len({d for d in ev.discarded if d in seat.hand})
    if valid != len(ev.discarded):
        return
    n_hand = len(seat.hand)
    if valid == max(0, n_hand - MAX_HAND) or valid != max(0, n_hand - 1 - MAX_HAND):
        return
    seat.skipped = None
    j.move(card, "deck", top=True)
    note(b, N_("seq {seq}: {player}'s hand at the end of the turn is one card over {MAX_HAND} only with the card taken "
               "for the draw of turn {turn}, which the log never recorded: that draw was skipped at the table; the "
               "card goes back on top of the main deck"), seq=ev.seq, player=seat.id,
         MAX_HAND=MAX_HAND, turn=seat.skipped_turn)


#: What only the turn's player may do (and a ``CardPlayed`` of what is not played at any time): Board.pending_end.
_TURN_ACTS = frozenset((StoneCalled, StandbySet, JudgmentMade, AttackDeclared, TurnEnded))

#: The main-phase actions other than putting a card (_main_card) that the attacking player may record between an
#: attack and its block: each is that one fault (fow.battle.unfinished), carried out as recorded, and the battle goes
#: on, its block to come (step). (The next attack is not one: the table moved on to it, the first taken as not
#: blocked, _no_block.)
_MID_BATTLE_ACTS = frozenset((StoneCalled, StandbySet, JudgmentMade))

#: What a player does in their own main phase, after which their turn's end recorded before it is read as early.
_MAIN_ACTS = frozenset((StoneCalled, CardPlayed, AbilityActivated, StandbySet, JudgmentMade, AttackDeclared))


def _reopen(j: Judge, ev: Any) -> None:
    """The player whose turn the last event ended acts next, before the next player's draw: their ``TurnEnded`` was
    recorded early (a slip of the log's). Flagged once (fow.turn.not-your-turn), and their turn goes on: the event
    and those after it are judged as theirs, and the next player's draw ends it as that recorded end did (on_drawn:
    its discards made, not checked again), without another flag."""
    b = j.board
    pid, nxt = ev.player, b.active
    saved = (b.unblocked, b.draw_owed, b.early_block)
    b.seat(nxt).turns -= 1
    b.turn -= 1
    b.active = pid
    b.phase = "main"
    b.unblocked = b.reopen_unblocked
    b.early_block = b.reopen_early_block
    b.draw_owed = None
    if not _fits_reopened(b, pid, ev):
        # Not what that turn allowed either: an action out of turn, judged as such (not a turn's end recorded early).
        b.seat(nxt).turns += 1
        b.turn += 1
        b.active = nxt
        b.phase = "draw"
        b.unblocked, b.draw_owed, b.early_block = saved
        return
    b.ended_early = pid
    if type(ev) is AttackDeclared and b.early_block is not None and b.early_block.defender == nxt:
        # The block recorded before it (flagged then: fow.block.no-battle) was this attack's: the attack is the one
        # event out of place, recorded after the turn's end; that one fault is flagged already.
        note(b, N_("seq {seq}: {player} attacked after ending the turn, with a block recorded before the attack: the "
                   "attack is taken as recorded late, in the turn that goes on until {active}'s draw"), seq=ev.seq,
             player=pid, active=nxt)
        return
    if (type(ev) is StoneCalled and b.reopen_late_call is not None and ev.card in (None, b.reopen_late_call)
            and b.cards[b.reopen_late_call].owner == pid):
        b.late_call = b.reopen_late_call
        b.late_call_open = (pid, nxt)
        # The call of the stone a payment this turn used uncalled (flagged then: fow.will.source, the stone taken as
        # called there), recorded after the turn's end: that call, recorded late (on_stone says so), the one slip
        # flagged already. The turn goes on until the next player's draw, not flagged again.
        return
    if b.reopen_flagged:
        # That end was flagged already (fow.end.hand-size): that one fault; the turn goes on without another flag.
        note(b, N_("seq {seq}: {player} {what} after ending the turn, before {active} drew: the turn's end is taken as "
                   "recorded early, and {player}'s turn goes on until {active}'s draw"), seq=ev.seq, player=pid,
             what=_doing(ev), active=nxt)
        return
    j.flag("fow.turn.not-your-turn", N_("{player} {what} after ending the turn, before {active} drew: the turn's end is "
                                        "taken as recorded early, and {player}'s turn goes on until {active}'s draw"),
           player=pid, what=_doing(ev), active=nxt)


def _fits_reopened(b: Board, pid: str, ev: Any) -> bool:
    """Whether ``ev`` is a legal main-phase action of ``pid``'s turn, reopened (_reopen): nothing under way, a stone
    call not made yet this turn, an attack that fits (_attack_fits), a card only the main phase allows (a resonator,
    regalia, addition or chant) or a standby set, from the hand, paid with recovered will sources of the player's."""
    if b.chase or b.battle is not None:
        return False
    seat = b.seat(pid)
    kind = type(ev)
    if kind is StoneCalled:
        ruler = b.cards[seat.ruler]
        return (seat.called_turn != b.turn and seat.judged_turn != b.turn and ev.by in (None, seat.ruler)
                and not ruler.rested and bool(seat.stones) and ev.card in (None, seat.stones[0]))
    if kind is AttackDeclared:
        return _attack_fits(b, pid, ev)
    if kind is CardPlayed or kind is StandbySet:
        inst = b.cards.get(ev.card) if ev.card is not None else None
        if inst is None or inst.owner != pid or inst.zone != "hand" or getattr(ev, "from_standby", False):
            return False
        d = b.card_def(ev.card)
        if kind is CardPlayed and (d is None or not (d.type in MAIN_ONLY or (d.type == "spell" and d.kind == "chant"))):
            return False  # what either player may play at any time is judged as that (before the draw: _drawn_yet)
        for src in ev.payment:
            # A recovered will source of the player's, as _pay takes one: a magic stone, or a resonator whose
            # will ability may rest it (not one put onto the field this turn).
            s_inst = b.cards.get(src)
            if s_inst is None or s_inst.owner != pid or s_inst.rested or C.will_of(b, src) is None:
                return False
            wa = C.will_ability(b, src)
            if wa is not None and wa.rest and C.is_resonator(b, src) and s_inst.entered_turn == b.turn:
                return False
        return True
    return False


def _resolve_left(j: Judge, pid: str, what: Text | None = None) -> None:
    """The turn was ended (or a main-phase action taken: ``what``) with the chase pending (flagged:
    fow.chase.unresolved). The table went on, so what was on it resolved: top first, as both players' passes would
    have resolved it, each entry noted; whatever that puts on the chase (an enter-the-field ability) resolves too."""
    b = j.board
    while b.chase and not b.over:
        entry = b.chase.pop()
        b.left_resolved += (entry.source,)
        if what is not None:
            b.main_resolved += (entry.source,)
        if what is None:
            note(b, N_("turn {turn}: {player} ended the turn with {source} still on the chase: it resolves there, top "
                       "first, as both players' passes would have resolved it"), turn=b.turn, player=pid,
                 source=j.label(entry.source))
        else:
            note(b, N_("turn {turn}: {player} {what} with {source} still on the chase: it resolves there, top first, "
                       "as both players' passes would have resolved it"), turn=b.turn, player=pid, what=what,
                 source=j.label(entry.source))
        _resolve(j, entry)
        j.settle()


_OP = re.compile(r"^(?P<op>[a-z-]+)(?:\((?P<n>[+-]?\d+)\))?$")


def _modelled_source(b: Board, iid: str) -> bool:
    """Whether ``iid``'s abilities are the engine's to carry out (a J-ruler's J side, a modelled card): a recorded
    effect of it would come on top of them (on_effect: fow.log.effect-source)."""
    src = b.cards.get(iid)
    d = b.card_def(iid) if src is not None else None
    return d is not None and (d.j_ruler is not None if src.j_side else d.modelled)


def _done_cancelled(b: Board, card: str) -> None:
    """A modelled card's cancel recorded as its resolution: it did nothing, which a record right after restates or
    not (_restated: a record of an effect for it is not carried out)."""
    _done_open(b)
    if _modelled_source(b, card):
        b.done_from += (card,)


def _did_text(j: Judge, done: tuple) -> str:
    """What a resolution did, in the log's words: ``damage(500) on Gawain (bob.4)``."""
    return ", ".join(f"{op}({n}) on {j.label(t) if t in j.board.cards else t}" if n else
                     f"{op} on {j.label(t) if t in j.board.cards else t}" for _s, op, n, t in done) or "nothing"


def _restated(j: Judge, ev: EffectRecorded) -> bool:
    """An EffectRecorded after a resolution the engine carried out itself (engine._run: Board.done), naming that card
    as its source, with only resolutions and records (rulings among them) since (_done_open: a chase's records
    written in one block after it): the log's record of what that resolution did, whatever the effect (damage, life,
    draw, cancel...), not carried out a second time (docs/force-of-will.md, Events). When it names the same effect,
    amount (left out, or a part of it: draw(2) recorded as two draw(1)) and target(s) as the card did, a note; when
    it names what the records before it restated already, that record twice is flagged once; when it names more of
    an effect than a part recorded before it left (Demonflame's 500 as 300 and 300), the records adding up to more
    than the card did are flagged once, there (_part_over); when it names
    something else (damage(400) after Demonflame's 500, an effect of a card cancelled), that misrecord is flagged
    once (fow.log.effect-source) and the board keeps what the card did. A record for such a card anywhere else is
    judged as before (on_effect)."""
    b = j.board
    if ev.source is None or ev.source not in b.done_from or ev.seq != b.done_seq + 1:
        return False
    b.done_seq = ev.seq  # (the next restated part may follow right after this one)
    m = _OP.match(ev.effect.strip())

    part: list = []

    def match(pool: tuple) -> list | None:
        """What is left of ``pool`` once this record takes its part, or None if it is not in it."""
        part.clear()
        if m is None:
            return None
        op, n = m.group("op"), (None if m.group("n") is None else int(m.group("n")))
        if op == "life" and n is not None and n < 0:
            op, n = "damage", -n
        left = list(pool)
        for t in ev.targets or [ev.player]:
            w = next((w for w in left if w[0] == ev.source and w[1] == op and w[3] == t
                      and (n is None or w[2] == n)), None)
            if w is None and n is not None and n > 0:
                w = next((w for w in left if w[0] == ev.source and w[1] == op and w[3] == t and 0 < n < w[2]), None)
                if w is not None:
                    left[left.index(w)] = (w[0], w[1], w[2] - n, w[3])  # (a part of it: the rest still to record)
                    part.append((w[0], w[1], w[3]))
                    continue
            if w is None:
                return None
            left.remove(w)
        return left

    left = match(b.done)
    if left is not None:
        b.done = tuple(left)
        if part and b.done_part is None:
            b.done_part = (ev, part[0])  # (its rest recorded by the records going on, else flagged: _part_left)
        note(b, N_("seq {seq}: the effect {effect!r} recorded for {source} is what its resolution just did, which "
                   "the engine carried out already: taken as the log's record of it, not carried out again"),
             seq=ev.seq, effect=ev.effect, source=j.label(ev.source))
        return True
    over = _part_over(b, ev, m)
    if over is not None:
        # (A part of it recorded before (Board.done_part), and this record of the same effect on the same target more
        # than its rest: the records add up to more than the card did (Demonflame's 500 as 300 and 300). One
        # misrecord, flagged once here; the part before it is no longer waiting for its rest.)
        b.done_part = None
        rest = list(b.done)
        rest.remove(over)
        b.done = tuple(rest)
        j.flag("fow.log.effect-source", N_("the effect {effect!r} recorded for {source} right after its resolution "
                                           "and the records of it before add up to more than the card did ({did}): "
                                           "the board keeps the card's effect, and the records are not carried "
                                           "out"), effect=ev.effect, source=j.label(ev.source),
               did=_did_text(j, tuple(w for w in b.done_all if w[0] == ev.source)))
        return True
    if match(b.done_all) is not None:
        j.flag("fow.log.effect-source", N_("the effect {effect!r} recorded for {source} right after its resolution "
                                           "was recorded already: the card did it once, and this record is not "
                                           "carried out"), effect=ev.effect, source=j.label(ev.source))
        return True
    j.flag("fow.log.effect-source", N_("the effect {effect!r} recorded for {source} right after its resolution is "
                                       "not what the card did ({did}): the board keeps the card's effect, and the "
                                       "record is not carried out"),
           effect=ev.effect, source=j.label(ev.source), did=_did_text(j, tuple(w for w in b.done_all if w[0] == ev.source)))
    return True


def _part_over(b: Board, ev: EffectRecorded, m: Any) -> Any:
    """The rest of an effect a record before ``ev`` was a part of (Board.done_part), when ``ev`` records more of
    that same effect, on that same target, than that rest: the item of Board.done left, else None."""
    if b.done_part is None or m is None or m.group("n") is None:
        return None
    op, n = m.group("op"), int(m.group("n"))
    if op == "life" and n < 0:
        op, n = "damage", -n
    key = b.done_part[1]
    if (ev.source, op) != key[:2] or key[2] not in (ev.targets or [ev.player]):
        return None
    return next((w for w in b.done if (w[0], w[1], w[3]) == key and 0 < w[2] < n), None)


def _part_left(board: Board, event: Any) -> list[Violation]:
    """The event after the records of a resolution, one of them a part of what it did (Board.done_part): the rest
    recorded since, that record was its part (a note, given then); the rest left, it was not what the card did
    (damage(400) of Demonflame's 500): ``fow.log.effect-source`` once, at its seq, not carried out (_restated)."""
    part = board.done_part
    if part is None or (event is not None and type(event) in (EffectRecorded, ChaseResolved)
                        and event.seq == board.done_seq + 1):
        return []
    board.done_part = None
    ev, key = part
    if not any((w[0], w[1], w[3]) == key for w in board.done):
        return []
    j = Judge(board, ev)
    j.flag("fow.log.effect-source", N_("the effect {effect!r} recorded for {source} right after its resolution is "
                                       "not what the card did ({did}): the board keeps the card's effect, and the "
                                       "record is not carried out"),
           effect=ev.effect, source=j.label(ev.source),
           did=_did_text(j, tuple(w for w in board.done_all if w[0] == ev.source)))
    return j.found


def on_effect(j: Judge, ev: EffectRecorded) -> None:
    b = j.board
    if _restated(j, ev):
        return
    if ev.seq == b.done_seq + 1:
        b.done_seq = ev.seq  # (a ruling or other record among a chase's records: they may go on after it, _restated)
    if ev.source is not None and ev.source == b.unmodelled_src:
        b.unmodelled_src = ""  # (the record of what that unmodelled spell's resolution did: counted there, _resolve)
    else:
        b.unmodelled += 1
    if ev.source is not None:
        src = b.cards.get(ev.source)
        if src is None:
            j.flag("fow.log.unknown-card", N_("{source!r} is not a card of this match"), source=ev.source)
        else:
            if _modelled_source(b, ev.source):
                # Its abilities are the engine's to carry out: a recorded effect would come on top of them.
                j.flag("fow.log.effect-source", N_("an effect is recorded for {source}, whose abilities the engine "
                                                   "carries out itself: only what unmodelled card text did is "
                                                   "recorded"), source=j.label(ev.source))
    m = _OP.match(ev.effect.strip())
    if m is None:
        note(b, N_("seq {seq}: effect {effect!r} is not one the engine applies; recorded only"), seq=ev.seq,
             effect=ev.effect)
        return
    op, n = m.group("op"), int(m.group("n") or 0)
    if op == "draw" and m.group("n") is None:
        n = 1  # "draw": one card
    elif op == "draw" and n <= 0:
        # The basic rules give no meaning to drawing no card or fewer than none (they have no rule on numbers):
        # nothing is drawn, and the verdict says so.
        note(b, N_("seq {seq}: effect {effect!r} asks for a draw of {n}: a draw of zero or fewer cards draws nothing"),
             seq=ev.seq, effect=ev.effect, n=n)
        return
    elif op == "damage" and n < 0:
        # Damage takes life away; fewer than no damage gives none back (the basic rules have no rule on numbers):
        # nothing is dealt, and the verdict says so. A gain is recorded as life(N).
        note(b, N_("seq {seq}: effect {effect!r} asks for damage of {n}: damage of fewer than zero deals none "
                   "(a gain of life is recorded as life(N))"), seq=ev.seq, effect=ev.effect, n=n)
        return
    if op == "life":
        op, n = ("damage", -n) if n < 0 else ("life", n)
    for t in ev.targets or [ev.player]:
        if t not in b.cards and not b.is_player(t):
            j.flag("fow.log.unknown-card", N_("{target!r} is not a card or player of this match"), target=t)
            continue
        _effect(j, ev.player, op, n, t)
    j.settle()


def on_conceded(j: Judge, ev: Conceded) -> None:
    """A concession ends the game there, even during a battle (before its block, or with its damage waiting): the
    battle ends with the game, and its damage is not dealt (step)."""
    j.board.battle = None
    j.win(j.board.opponent(ev.player).id, msg(N_("{player} conceded"), player=ev.player))


HANDLERS = {
    Mulliganed: on_mulligan, CardDrawn: on_drawn, StoneCalled: on_stone, CardPlayed: on_played,
    AbilityActivated: on_ability, StandbySet: on_standby, JudgmentMade: on_judgment,
    ChaseResolved: on_resolved, AttackDeclared: on_attack, BlockDeclared: on_block,
    TurnEnded: on_turn_ended, EffectRecorded: on_effect, Conceded: on_conceded,
}

_NO_DRAW_CHECK = frozenset((Mulliganed, CardDrawn, Conceded, EffectRecorded, ChaseResolved))
#: Events that leave the set-up going: the mulligans, and what a judge records of an effect (which is no
#: player's action: it does not begin turn 1 before the mulligans, « puis la partie commence »).
_SETUP = frozenset((Mulliganed, EffectRecorded))


def step(board: Board, event: Any) -> list[Violation]:
    """Judge ``event`` against ``board`` and apply it; return what it broke. A card name written in another letter
    case (or with spaces around it) is read as the card it names, with a note (read_names)."""
    held = board.slip_held
    if held is not None:
        # A play by a card id one off, held (_step_id_slip): the first event naming either id tells which card the
        # table played. Naming the one next to it, the later events agree with the slip: that board is taken, with its
        # one flag. Naming the one written, the table played that card (the play is judged as written, each of its
        # faults its own), unless that event breaks nothing read with the slip and breaks a rule read as written (the
        # written card played from where the slip leaves it, say): it agrees with the slip. Naming only the one next to
        # it, the same both ways: lawful as written alone (that card played from the hand), the play was as written;
        # lawful with the slip alone (its resolution as on the chase), the slip. Naming neither, or telling nothing
        # (lawful, or not, either way): both boards step on (each may hold a later play by an id one off of its
        # own), the verdict still held.
        alt, alt_found, own_found, written, other, inner = held
        board.slip_held = inner  # (this reading's own hold of a later play by an id one off, if any)
        named = _ids_named(event)
        alt_now = step(alt, event)
        own_now = step(board, event)
        if other in named or written in named:
            if written in named:
                slip = bool(own_now) and not alt_now
            elif bool(own_now) != bool(alt_now):
                # (Naming only the one next to it, the event decides only when it fits one reading alone: lawful as
                # written alone (that card played from the hand the slip says it had left), the play was as written.)
                slip = not alt_now
            else:
                slip = None  # (lawful, or faulty, read either way: it tells nothing)
            if slip:
                # The slip read: what the table did in the held window that it did under both readings is its
                # own fault at the table, no consequence of the author's slip (its one flag, at the play's seq).
                at = alt_found[0].seq if alt_found else None
                mine = {(v.seq, v.rule) for v in own_found + own_now}
                for f in Board.__struct_fields__:
                    setattr(board, f, getattr(alt, f))
                board.own_roots += tuple((v.seq, v.rule) for v in alt_found + alt_now
                                         if v.seq != at and (v.seq, v.rule) in mine)
                return alt_found + alt_now
            if slip is False:
                return own_found + own_now
        board.slip_held = (alt, alt_found + alt_now, own_found + own_now, written, other, board.slip_held)
        return []
    return _step_named(board, event)


def pending(board: Board) -> bool:
    """Whether the board follows two readings, the one the log keeps only the next events say (:func:`kept`): a play
    by a card id one off held (Board.slip_held), the card the table played not named again yet."""
    return board.slip_held is not None


#: How many events after a board :func:`kept` reads at most to learn which reading of a held play the log keeps.
_KEPT_AHEAD = 400


#: How many holds a :func:`kept_reader` remembers (a board each): emptied when full.
_KEPT_MEMO_MAX = 16


def kept(board: Board, following: Any) -> Board:
    """The board of the reading the log keeps after ``board`` (what replay and explain show, the verdict's), the
    events ``following`` it read on (a copy of the board stepped) until they tell: a play by a card id one off held
    there (Board.slip_held) read as the card next to it, that reading's board as it was at ``board``; else ``board``.
    Unread, board. At most _KEPT_AHEAD events are read. Pure: each call reads on afresh (a caller showing every
    board of a held window uses :func:`kept_reader`, which reads each event once)."""
    return _kept(board, following, None)


def kept_reader() -> Callable[[Board, Any], Board]:
    """:func:`kept` for a caller that shows each board of a match in turn (replay --step, a fold): it remembers, in
    a memo of its own (no state of the engine's), what it learnt of each hold it read on, by the id of the hold's
    flag (the Violation its reading made, which the fold carries along by reference while the hold lasts; held in
    the memo, so the id stays its own): the seq of the event that told which reading the log keeps and whether that
    was the slip, or, none having told yet, the board it read on and the last seq it read. A later board of the same
    window reads the answer from there, and a window reaching further steps that board on from where it stopped,
    each event once, where :func:`kept` alone steps up to _KEPT_AHEAD events again at each board (quadratic in the
    window). The events after a board are the log's next ones and the engine deterministic, so the answer is the
    one reading on gives: no verdict or board shown changes. Bounded (a board each), emptied when full."""
    memos: dict[int, list[Any]] = {}
    return lambda board, following: _kept(board, following, memos)


def _kept(board: Board, following: Any, memos: dict[int, list[Any]] | None) -> Board:
    held = board.slip_held
    if held is None:
        return board
    ahead = following if isinstance(following, list) else list(itertools.islice(following, _KEPT_AHEAD))
    window = ahead[:_KEPT_AHEAD]
    flag = held[1][0] if held[1] else None
    memo = memos.get(id(flag)) if memos is not None and flag is not None else None
    if memo is None or memo[0] is not flag:
        memo = [flag, None, False, board.copy(), board.seq]
        if memos is not None and flag is not None:
            if len(memos) >= _KEPT_MEMO_MAX:
                memos.clear()
            memos[id(flag)] = memo
    _, told, slip, trial, last = memo
    if told is None and window and window[0].seq > last + 1:
        # (Events after the board read on and before these are not in hand: read on from this board instead.)
        memo[3:5] = trial, last = board.copy(), board.seq
    if told is None and trial is not None:
        for ev in window:
            if ev.seq <= last:
                continue
            found = step(trial, ev)
            memo[4] = ev.seq
            now = trial.slip_held
            if now is None or now[3:5] != held[3:5]:
                told, slip = ev.seq, flag is not None and flag in found
                memo[1:4] = [told, slip, None]  # (told: the board read on is no longer needed)
                break
    if told is None or not any(ev.seq == told for ev in window):
        return board  # (not told within the window, or the log ending with the card not named again: as written)
    return _kept(held[0], ahead, memos) if slip else board  # (the slip read: its board as it was here)


def _ids_named(event: Any) -> set[str]:
    """The card ids an event names (its card, targets, payment, attacker, blocker, the cards of a mulligan...)."""
    out: set[str] = set()
    for f in type(event).__struct_fields__:
        if f in ("player", "name", "seq"):
            continue
        v = getattr(event, f)
        if isinstance(v, str):
            out.add(v)
        elif isinstance(v, (list, tuple)):
            out.update(x for x in v if isinstance(x, str))
    return out


def _step_named(board: Board, event: Any, slip: bool = True) -> list[Violation]:
    """step, a play by a card id one off held (``slip``) unless a reading of one is held already."""
    event, read = read_names(board.defs, event)
    for written, known in read:
        note(board, N_("seq {seq}: the card name {written!r} is read as {name!r}, the one card of that name (names "
                       "are written as printed)"), seq=event.seq, written=written, name=known)
    left = _part_left(board, event)
    unlisted = {c for c, _ in board.unlisted_as}
    if slip and type(event) is CardPlayed and _ID_SLIP.match(event.card or "") and event.name is None:
        found = _step_id_slip(board, event)
    else:
        found = _step_read(board, event)
    if unlisted and getattr(event, "attacker" if type(event) is AttackDeclared else "card", None) in unlisted:
        # (A card played by a name its deck list lacks (flagged then) attacking or using a rest-symbol ability the
        # turn it entered: that is a fault at the table of its own, not a consequence of the name (docs, Readings).)
        board.own_roots += tuple((v.seq, v.rule) for v in found if v.seq == event.seq and v.rule in _ENTERED_RULES)
    return left + found


_ENTERED_RULES = frozenset(("fow.attack.entered-this-turn", "fow.ability.entered-this-turn"))


_ID_SLIP = re.compile(r"^(?P<pid>[^.]+)\.(?P<n>\d+)$")


def _step_id_slip(board: Board, event: CardPlayed) -> list[Violation]:
    """A play by a card id (no name) that breaks two rules or more as written (the card not in the hand and its cost
    or targets not fitting, or its cost and targets), where the id next to it (one more or one less) is a card the
    log names, in the player's hand (or standby zone), whose play as recorded breaks none: the id one off is the
    author's slip, the card played at the table the one next to it. The play is read as that card (the later events
    naming it then agree), with one flag for the id: ``fow.play.not-in-hand`` (``fow.standby.not-in-hand``) when the
    id written is no card of their hand (standby zone; that fault stays flagged), else ``fow.log.unknown-card``. Only when exactly one neighbour fits;
    otherwise the play is judged as written."""
    if (board.unblocked_alt is not None or board.again_held is not None or board.went_on is not None
            or board.slip_held is not None
            or board.over or not board.is_player(event.player)):
        return _step_read(board, event)
    pre = board.copy()
    found = _step_read(board, event)
    if len(found) < 2 or any(v.seq != event.seq for v in found):
        # (One flag or none as written: its own reading stands, as a card of the main deck played with the draw
        # left out (on_played), or a card the log played before played again (_stood).)
        return found
    m = _ID_SLIP.match(event.card)
    where = "standby" if event.from_standby else "hand"
    fits = []
    for d in (1, -1):
        other = f"{m.group('pid')}.{int(m.group('n')) + d}"
        inst = pre.cards.get(other)
        if (inst is None or inst.owner != event.player or inst.zone != where or inst.name is None
                or pre.card_def(other) is None):
            continue
        alt = pre.copy()
        if not _step_read(alt, msgspec.structs.replace(event, card=other)):
            fits.append((other, alt))
    if len(fits) != 1:
        return found
    other, alt = fits[0]
    j = Judge(alt, event)
    written = pre.cards.get(event.card)
    if written is None or written.owner != event.player or written.zone != where:
        j.flag("fow.standby.not-in-hand" if event.from_standby else "fow.play.not-in-hand",
               N_("{player} played {written}, which is not in their {zone}; {card}, the card "
                                          "next to it, is, and the play fits it (its cost, timing and targets): read "
                                          "as the log's id one off, that card played"),
               player=event.player, written=pre.label(event.card) if written is not None else event.card,
               zone=term(N_('standby zone')) if event.from_standby else term(N_('hand')), card=alt.label(other))
    else:
        j.flag("fow.log.unknown-card", N_("{player} played {written}, which the play does not fit (its cost, timing "
                                          "or targets); {card}, the card next to it in their {zone}, fits it: read as "
                                          "the log's id one off, that card played"),
               player=event.player, written=pre.label(event.card),
               zone=term(N_('standby zone')) if event.from_standby else term(N_('hand')), card=alt.label(other))
    # (Held until the next event naming either id tells which card the table played: step.)
    board.slip_held = (alt, list(j.found), found, event.card, other, None)
    return []


def _step_read(board: Board, event: Any) -> list[Violation]:
    """step, the event's card names read."""
    held = board.unblocked_alt
    if held is not None:
        found = _step(board, event)  # (Board.unblocked_alt set: the game's end read as not reached at play: _step)
        board.unblocked_alt = None
        alt, told = held
        held_by = board.unblocked.attacker if board.unblocked is not None else None
        if board.over_unblocked < 0:
            # The game ended with the battle damage of an attack the log left without its block (_no_block), and the
            # log plays on: the table blocked it (the block not recorded), so the game did not end there. The board
            # of that reading is taken, what it broke since told now; this event is judged on it as play.
            at = -board.over_unblocked
            fault_at, fault_blocker = board.alt_fault, board.alt_fault_blocker
            for f in Board.__struct_fields__:
                setattr(board, f, getattr(alt, f))
            if fault_at:
                _table_note(board, event, fault_at, fault_blocker)
                return told + _step(board, event)
            if board.alt_in_order and board.over:
                # (The blocks in order ended the game as well, both readings lethal: it ended at the table either
                # way, so the play on is the game's end played past (fow.game.over, its own root, as in the log
                # with the battles closed), the blocks read in order as a note at that seq says.)
                board.alt_in_order = 0
                found = told + _step(board, event)
                board.own_roots += tuple((v.seq, v.rule) for v in found
                                         if v.seq == event.seq and v.rule == "fow.game.over")
                note(board, N_("seq {seq}: {player} plays on after the battle damage ended the game: read with the "
                               "blocks answering the attacks in order, the game had ended as well, so it ended at "
                               "the table either way"), seq=event.seq, player=event.player)
                return found
            if board.alt_in_order:
                # (The other reading was the blocks in order: the empty block is the newest attack's, the one naming a
                # blocker the held attack's, as when the empty block comes first: _queued_decided.)
                second, board.alt_in_order = board.alt_in_order, 0
                note(board, N_("seq {seq}: {player} plays on after the battle damage of the attack of {attacker} ended "
                               "the game, read as not blocked with the block naming none at seq {second} taken as "
                               "its no block recorded late: the game did not end at the table, so the two blocks "
                               "answer the attacks in order, as a note at seq {second} says, and what follows is "
                               "judged as play"), seq=event.seq, player=event.player,
                     attacker=board.label(held_by) if held_by is not None else "?", second=second)
                return told + _step(board, event)
            bt = board.unblocked
            note(board, N_("seq {seq}: {player} plays on after the battle damage of the attack of {attacker}, taken as "
                           "not blocked at seq {at}, ended the game: the game did not end at the table, so that "
                           "attack is taken as blocked there (the block not recorded), its battle damage is not "
                           "dealt, and what follows is judged as play"), seq=event.seq, player=event.player,
                 attacker=board.label(bt.attacker) if bt is not None else "?", at=at)
            return told + _step(board, event)
        # (An event after that end that changes nothing, such as the turn's end or the next draw recorded after
        # it: the other reading steps on too.)
        seen = {(v.seq, v.rule) for v in found}
        board.unblocked_alt = (alt, told + [v for v in step(alt, event) if (v.seq, v.rule) not in seen])
        return found
    ended = None
    if board.battle is not None and not board.battle.blocked and not board.over:
        ended = board.copy()  # (the other reading, kept if this event ends the game with its damage: below)
    late_no_block = _late_no_block(board, event)
    if late_no_block:
        ended = board.copy()  # (the blocks in order, kept if the held damage ends the game: below)
    bt = board.battle
    table = None
    if (bt is not None and bt.blocked and not board.over and not late_no_block
            and (bt.faulted or bt.rested_blocker is not None)):
        table = board.copy()  # (the table's reading of a flagged battle, kept if its damage ends the game: below)
    found = _step_turn(board, event)
    if table is not None and board.over and board.battle is None:
        taken = _table_battle(board, table, event, found)
        if taken is not None:
            return taken
    if late_no_block and board.over and board.over_unblocked > 0:
        # A block naming none right after one naming a blocker, after a chain of attacks: read as the no block of
        # the held attack, recorded late (_queued_decided), whose battle damage, not blocked, ended the game. The
        # log playing on shows the game did not end at the table: the blocks answered the attacks in order (the
        # one naming a blocker the held attack's, as when the empty one comes first). That board is kept, stepped
        # on, and taken if the log plays on (above); a log ending there keeps the end.
        ended.alt_in_order = event.seq
        ended.queued_named = False
        seen = {(v.seq, v.rule) for v in found}
        alt_found = [v for v in _step_turn(ended, event) if (v.seq, v.rule) not in seen]
        if not ended.over:
            board.unblocked_alt = (ended, alt_found)
        return found
    if ended is not None and board.over and board.over_unblocked == event.seq:
        ended.hold_unblocked = True
        seen = {(v.seq, v.rule) for v in found}
        alt_found = [v for v in _step_turn(ended, event) if (v.seq, v.rule) not in seen]
        ended.hold_unblocked = False
        board.unblocked_alt = (ended, alt_found)
    return found


def _table_battle(board: Board, table: Board, event: Any, found: list[Violation]) -> list[Violation] | None:
    """The battle damage of a flagged battle ended the game at ``event`` (an attack flagged: Battle.faulted; or a
    block by a rested card, taken as not blocked: Battle.rested_blocker). ``table`` is the board before it: there the
    battle is fought as the table may have played it (the flagged attack dealing no damage; the rested card
    blocking), and ``event`` is stepped on it. If the game goes on there and the log plays on (``event`` is play
    after the end: fow.game.over), that board is taken at once, with a note, the fault still the one flag; if
    ``event`` is the end's bookkeeping (the turn's end, the next draw), that board is kept beside this one
    (Board.unblocked_alt), taken if the log plays on after it (_step_read). None: this board stands."""
    bt = table.battle
    blocker = bt.rested_blocker
    if blocker is not None:
        inst = table.cards.get(blocker)
        if inst is None or inst.zone != "field":
            return None
        bt.blocker = blocker
    else:
        bt.no_damage = True
    at = bt.fault_seq
    bt.rested_blocker, bt.faulted = None, False
    seen = {(v.seq, v.rule) for v in found}
    alt_all = _step_turn(table, event)
    alt_found = [v for v in alt_all if (v.seq, v.rule) not in seen]
    if table.over:
        return None
    if any(v.seq == event.seq and v.rule == "fow.game.over" for v in found):
        for f in Board.__struct_fields__:
            setattr(board, f, getattr(table, f))
        _table_note(board, event, at, blocker)
        return alt_all
    board.unblocked_alt = (table, alt_found)
    board.over_unblocked = event.seq
    board.alt_fault = at
    board.alt_fault_blocker = blocker
    return None


def _table_note(board: Board, event: Any, at: int, blocker: str | None) -> None:
    """The note of a flagged battle whose damage ended the game, the log playing on (_table_battle)."""
    if blocker is not None:
        note(board, N_("seq {seq}: {player} plays on after the game ended with the battle damage of the attack that "
                       "{blocker}, rested, was named to block at seq {at} (taken as not blocked): the game did not "
                       "end at the table, so the block is taken as made there, and what follows is judged as play"),
             seq=event.seq, player=event.player, blocker=board.label(blocker), at=at)
    else:
        note(board, N_("seq {seq}: {player} plays on after the battle damage of the attack flagged at seq {at} ended "
                       "the game: the game did not end at the table, so that attack is taken as dealing no damage "
                       "there, and what follows is judged as play"), seq=event.seq, player=event.player, at=at)


def _step_turn(board: Board, event: Any) -> list[Violation]:
    held_again, board.again_held = board.again_held, None
    if held_again is not None:
        new, new_found, same_found = held_again
        pid = board.active
        if _again_new_turn_shown(board, pid, event):
            # (An act of theirs only a new turn allows: the draw began a second turn in a row, as that board has it.)
            _again_board_taken(board, new)
            return new_found + _step_turn(board, event)
        if event.player != pid and (type(event) in _TURN_ACTS or type(event) is CardDrawn or type(event) is CardPlayed
                                    and not _any_time(Judge(board, event), event)):
            # (The other player's turn begins with nothing shown: one draw too many and a second call in one turn.)
            return same_found + _step_turn(board, event)
        # (Anything else: both boards step on, the verdict still held.)
        new_found = new_found + _step_turn(new, event)
        same_found = same_found + _step_turn(board, event)
        board.again_held = (new, new_found, same_found)
        return []
    if (board.again_draw is not None and not board.again_same
            and _again_shows_turn(board, board.again_draw[0], event)):
        # A second stone call right after the turn player's draw after their turn's draw, in a log that records no
        # TurnEnded: a second turn of theirs in a row, or one draw too many and a second call in one turn (« Vous ne
        # pouvez appeler de Pierre Magique qu'une fois pendant chacun de vos tours. »). The call alone does not tell
        # them apart: both boards step on, held until the log shows which (Board.again_held); this board is the
        # one-turn reading's, the reading kept when nothing shows a new turn.
        new = board.copy()
        new_found = _step_went(new, event)
        board.again_same = True
        same_found = _step_went(board, event)
        board.again_same = False
        board.again_held = (new, new_found, same_found)
        return []
    return _step_went(board, event)


def _step_went(board: Board, event: Any) -> list[Violation]:
    went, board.went_on = board.went_on, None
    if went is not None:
        other, other_found, held = went
        kind = type(event)
        own = kind in _TURN_ACTS or (kind is CardPlayed and not _any_time(Judge(other, event), event))
        if own and event.player == other.active != board.active:
            # The next player acts as the turn's player again: the turn had ended at their act (end_taken), and the
            # former turn player's act after it came during their turn (flagged at its seq, as that board has it).
            for f in Board.__struct_fields__:
                setattr(board, f, getattr(other, f))
            return other_found + step(board, event)
        if own and event.player == board.active:
            return held + step(board, event)  # (the former turn player's act as the turn's player: it went on)
        # (What either may do at any time, a resolution: both boards step on, the verdict still held.)
        other_found = other_found + step(other, event)
        board.went_on = (other, other_found, held + step(board, event))
        return []
    taken, board.end_taken = board.end_taken, None
    if taken is not None and _turn_went_on(board, taken[0], event):
        # The next player's draw during the turn, then their act taken as the turn's end (its board kept: below),
        # and now the former turn player acts as the turn's player, nothing under way: the turn went on, and that act
        # came during it (the drawer's draw recorded early, that act done in another's turn: one fault each). The
        # board is the one with that act judged so; its faults are told now, at its seq.
        # (Unless the next player's act as the turn's player comes next, before the former's: then the turn had
        # ended, and this act came in the next player's turn (Board.went_on, held until then).)
        other = board.copy()
        other_found = _step(other, event)
        alt = taken[0].copy()
        for f in Board.__struct_fields__:
            setattr(board, f, getattr(alt, f))
        note(board, N_("seq {seq}: {active} goes on with the turn: {player}'s act at seq {at} came during {active}'s "
                       "turn, which had not ended"), seq=event.seq, active=board.active,
             player=board.opponent(board.active).id, at=board.kept_turn)
        board.kept_turn = None
        held = list(taken[1]) + _step(board, event)
        board.went_on = (other, other_found, held)
        return []
    kind = type(event)
    pre = None
    if (kind is not CardDrawn and not board.over and event.player != board.active and board.is_player(event.player)
            and (board.pending_end == board.active
                 or (board.drawn_ahead == event.player and board.no_end_seq is not None))):
        pre = board.copy()  # (the other reading, kept if this event takes the turn as ended: below)
    found = _step(board, event)
    if pre is not None and not found and not board.over and board.active == event.player != pre.active:
        # (The turn taken as ended at this act of the player whose draw came into it, nothing else flagged: the
        # board with this act judged in the turn it came into, the turn going on, until the next event tells.)
        pre.kept_turn = event.seq
        board.end_taken = (pre, _step(pre, event))
    return found


def _turn_went_on(board: Board, alt: Board, event: Any) -> bool:
    """Whether ``event``, right after the act taken as the turn's end (Board.end_taken), is the former turn
    player's act as the turn's player (a stone call, a resonator, regalia, addition or chant, a standby set, a
    judgment, an attack), nothing under way: their turn went on. (Their TurnEnded there is that turn's end recorded
    late, after the next turn's first events: the turn ended before them, as taken.)"""
    kind = type(event)
    if event.player != alt.active or alt.over or alt.chase or alt.battle is not None or board.chase:
        return False
    return ((kind in _TURN_ACTS and kind is not TurnEnded)
            or (kind is CardPlayed and not _any_time(Judge(alt, event), event)))


def _step(board: Board, event: Any) -> list[Violation]:
    j = Judge(board, event)
    kind = type(event)  # events are decoded as exactly these types (HANDLERS is keyed by them)
    if board.deep_first is not None:
        if (board.noid_first is not None and board.phase == "setup" and board.noid_first[1] < board.deep_first.seq
                and type(event) is not CardDrawn):
            # (The other player's earlier draw giving no card is decided first, in the log's order.)
            _first_draw_decided(j, event)
        _deep_first_decided(j, event)
    if board.again_draw is not None:
        _again_decided(j, event)
    if board.queued:
        _queued_decided(j, event)
    board.seq = event.seq
    j.ahead_open, board.ahead_open = board.ahead_open, None
    pending, board.pending_end = board.pending_end, None
    end_noted, board.end_noted = board.end_noted, None
    if pending is not None and pending == board.active and not board.over:
        # The other player's draw came into this turn (flagged then: on_drawn). What only a turn's player may do
        # (a stone call, a resonator, regalia, addition or chant, a standby set, a judgment, an attack, the turn's
        # end) tells whose turn the table was in; so does the defending player's block of the attack under way.
        # Anything else (what either player may do at any time, a resolution) says nothing yet.
        pbt = board.battle
        own = kind in _TURN_ACTS or (kind is CardPlayed and not _any_time(j, event))
        if ((own and event.player == pending) or (kind is BlockDeclared and event.player != pending
                                                  and pbt is not None and not pbt.blocked)
                or board.kept_turn == event.seq):
            # The turn goes on: that draw was the other player's next turn's, recorded early (Board.drawn_ahead).
            if board.seat(board.opponent(pending).id).deck or board.drawn_ahead == board.opponent(pending).id:
                note(board, N_("seq {seq}: {active}'s turn goes on after {player}'s draw: the turn was not ended "
                               "there after all, and that draw is taken as {player}'s next turn's draw, recorded "
                               "early"), seq=event.seq, active=pending, player=board.opponent(pending).id)
            else:
                # (Their main deck empty: that draw gave no card; their own draw phase's draw fails: begin_turn.)
                note(board, N_("seq {seq}: {active}'s turn goes on after {player}'s draw: the turn was not ended "
                               "there after all; that draw, from an empty main deck, gave no card, and {player}'s "
                               "own draw phase comes in their turn"), seq=event.seq, active=pending,
                     player=board.opponent(pending).id)
            if end_noted is not None:
                # (That draw was read as the turn's end with a note, as an earlier turn never ended: it was not. The
                # fault is that draw's, at its seq; the note that said the turn was taken as ended is taken back.)
                gone = [k for k, n in enumerate(board.notes)
                        if n.startswith(f"seq {end_noted}: ") and n.endswith("the turn is taken as ended")]
                for k in reversed(gone):
                    del board.notes[k]
                    del board.note_msgs[k]
                drew = Judge(board, CardDrawn(seq=end_noted, player=board.opponent(pending).id))
                drew.flag("fow.turn.not-your-turn", N_("{player} drew a card during {active}'s turn"),
                          player=board.opponent(pending).id, active=pending)
                j.found += drew.found
        elif (own or kind is CardDrawn or _paid_with_recovery(board, event)) and event.player != pending:
            # (What either player may do at any time, paid with a will source of the next player's that only their
            # turn's recovery phase recovers, shows that turn began: the same.)
            _end_never_ended(j)
            board.ahead_open = None
        elif kind is CardDrawn and event.player == pending:
            # The player whose turn the other's draw came into draws next: no draw of their turn (theirs was made),
            # so that draw began the other's turn (a battle's waiting damage dealt first, as for any turn taken as
            # ended: _end_never_ended), and this one is theirs during it: their next
            # turn's draw, recorded early (on_drawn: fow.turn.not-your-turn, once), not a second draw of their own
            # turn (docs/force-of-will.md, Readings: "A draw recorded early").
            _end_never_ended(j)
            j.begun_here = True
        else:
            board.pending_end = pending
            board.end_noted = end_noted
    ahead = board.drawn_ahead
    if (ahead is not None and ahead != board.active and event.player == ahead and board.no_end_seq is not None
            and board.phase == "main" and not board.chase and not board.over and board.kept_turn != event.seq
            and ((kind in _TURN_ACTS and kind is not TurnEnded) or (kind is CardPlayed and not _any_time(j, event))
                 or _paid_with_recovery(board, event))):
        # A log that records no TurnEnded (its first turn never ended flagged once), a draw of the other player's
        # recorded early in this turn (flagged then: their next turn's draw, Board.drawn_ahead), and now they act
        # as only a turn's player may: the turn ended before this event, unrecorded as the log's others (a note,
        # not flagged again), a battle's waiting damage first, and their turn began with that draw made.
        note(board, N_("seq {seq}: {player} acts as the turn's player: {active}'s turn is taken as ended, with no "
                       "TurnEnded recorded, as at seq {first}, and {player}'s turn began with the draw recorded "
                       "early"), seq=event.seq, player=ahead, active=board.active, first=board.no_end_seq)
        _end_never_ended(j)
        board.ahead_open = None
    bt = board.battle
    was_over = board.over
    late_no_block = _late_no_block(board, event)  # (its held damage may end the game before it: bookkeeping, below)
    if board.taken_played is not None and kind is CardPlayed and _played_late(j, event):
        return j.found
    if (kind is AttackDeclared and bt is not None and not bt.blocked and not board.over
            and event.attacker == bt.attacker and event.player == bt.attacking_player):
        # The attack under way, recorded again before its block (a slip of the log), at its target or another: its
        # attacker is rested by that attack. That one fault; the repeat changes nothing (the battle goes on, the
        # block answers it).
        j.flag("fow.attack.rested", N_("{card} is rested and cannot attack: it is attacking already, and the log "
                                       "records its attack again; the repeat changes nothing"),
               card=board.label(event.attacker))
        return j.found
    if (bt is not None and not board.over and kind is Conceded and bt.blocked and not bt.early and not board.chase
            and _lethal(board, event)):
        # A concession right after a block, nothing on the chase, the battle damage waiting ending the game: the
        # damage was dealt (nothing was left to do before it), the game ended there, and the concession is the
        # handshake after it (a note below: the result stands; docs/force-of-will.md).
        battle_damage(j)
    if bt is not None and not board.over and kind is not Conceded:  # (a concession ends the game there: on_conceded)
        if not bt.blocked:
            # The active player going on with the turn (the defending player's own acts are flagged as they are).
            # (A draw is no main-phase action: the active player's second draw is that one fault, on_drawn.)
            if (kind in _MID_BATTLE_ACTS and event.player == board.active and not board.chase
                    and board.phase == "main" and not bt.mid_seq):
                # A stone call, a standby set or a judgment (« Ce que vous pouvez faire pendant votre Phase
                # Principale »: none of them may be done « durant un combat ») between the attack and its block: the
                # battle's block and damage come
                # before anything else is done. That one fault (fow.battle.unfinished, as for any such event), but the
                # event is carried out as recorded and the battle goes on: the defending player's block recorded
                # after it answers the attack (on_block); the log going on without it ends the battle as not blocked
                # then (_no_block), not flagged again (docs/force-of-will.md, Readings: "A battle without its
                # block").
                j.flag("fow.battle.unfinished", N_("{player} {what} while the attack of {attacker} was under way, "
                                                   "before {defender} declared a block: the battle's block and damage "
                                                   "come before anything else is done"),
                       player=event.player, what=_doing(event), attacker=j.label(bt.attacker), defender=bt.defender)
                bt.mid_seq = event.seq
                if kind is JudgmentMade:
                    bt.mid_cards += (board.seat(event.player).ruler,)  # (its judgment on the chase: on_block)
            elif (kind is CardPlayed and event.player == board.active and not board.chase and board.phase == "main"
                  and not bt.mid_seq and not answers_block(j, event)):
                # A resonator, regalia, addition or chant the attacking player put between the attack and its block:
                # that one fault (fow.play.main-phase: _main_card), carried out as recorded, and the battle goes on,
                # as for a stone call: it is no proof the table took the attack as not blocked. The defending
                # player's block recorded after it answers the attack (« S'il bloque, votre attaquant et le bloqueur
                # se combattent. »: on_block); the log going on without it ends the battle then (_no_block, a note).
                bt.mid_seq = event.seq
                bt.mid_card = event.card
            elif ((kind in _MID_BATTLE_ACTS or (kind is CardPlayed and not answers_block(j, event)))
                  and event.player == board.active and not board.chase and board.phase == "main"):
                # A second (third...) main-phase act of the attacking player's in this battle, before its block: no
                # more proof than the first that the table took the attack as not blocked, so the battle goes on, the
                # block after it answering the attack. What the act breaks on its own (a call after a judgment, a
                # judgment with a rested ruler...) is flagged as it is; an act that breaks nothing else broke the
                # battle itself, held until the block shows the battle was still under way (Battle.mid_held).
                j.mid_more = True
                if kind is CardPlayed and event.card is not None:
                    bt.mid_cards += (event.card,)
                elif kind is JudgmentMade:
                    bt.mid_cards += (board.seat(event.player).ruler,)
            elif (event.player == board.active and kind is not BlockDeclared and kind is not ChaseResolved
                    and kind is not CardDrawn and not answers_block(j, event)):
                _no_block(j, event)
        elif (not answers_block(j, event) and not (kind is TurnEnded and board.chase)
              and not (bt.early and kind is BlockDeclared and event.player == bt.defender)
              and not (kind is BlockDeclared and event.player != bt.defender)
              and not (kind is CardDrawn and event.player != board.active and board.phase == "main"
                       and not _lethal(board, event))):
            # (The next player's draw recorded early, the damage waiting: the battle goes on, on_drawn. A block by
            # the player who is not the defending player, the damage waiting: the battle is still under way, so it
            # is that one fault, fow.block.not-defender: on_block.)
            battle_damage(j)  # (a turn end with the chase pending resolves it first: on_turn_ended)
    if board.over and board.failed_draw is not None and kind is CardDrawn and event.player == board.failed_draw:
        _skipped_draw_at_deck_out(j, event)
    lethal_ended, board.lethal_ended = board.lethal_ended, None
    if board.over:
        failed_draw, board.failed_draw = board.failed_draw, None
        if type(event) is CardDrawn and event.player == failed_draw:
            _failed_draw_record(j, event)
            return j.found
        if isinstance(event, Conceded):
            # The handshake after the game is won: no fault, and nothing changes (the result stands), as FFTCG.
            note(board, N_("seq {seq}: {player} conceded after the game was over ({result}): the result stands"),
                 seq=event.seq, player=event.player, result=fresh(board.result_msg) if board.result_msg else board.result)
            return j.found
        if (not was_over and (kind is TurnEnded or kind is CardDrawn or late_no_block)) or (
                kind is CardDrawn and lethal_ended is not None and event.player != lethal_ended) or (
                kind is TurnEnded and board.lethal_block and board.lethal_block == event.seq - 1):
            # The battle damage waiting as this event came ended the game (0 life): the turn's end, or the next
            # player's draw, recorded after it is the log's bookkeeping of the last turn, not play after the game
            # (so is that draw right after such a turn's end).
            if kind is TurnEnded:
                board.lethal_ended = event.player
            # (The turn's end right after such a block is the last turn's bookkeeping too.)
            board.lethal_block = event.seq if late_no_block else 0
            note(board, N_("seq {seq}: the game ended with the battle damage dealt before this event ({result}): "
                           "recorded after the end, it changes nothing"), seq=event.seq,
                 result=fresh(board.result_msg) if board.result_msg else board.result)
            return j.found
        if not isinstance(event, EffectRecorded) and board.over_unblocked and board.unblocked_alt is not None:
            # Played on after an end the engine read from an attack the log left without its block (_no_block):
            # the game did not end at the table, which blocked (step takes the board of that reading).
            board.over_unblocked = -board.over_unblocked
            return j.found
        if not isinstance(event, EffectRecorded) and board.over_unblocked:
            # Played on after an end the engine read from an attack the log left without its block (_no_block):
            # the table may well have blocked. Not flagged again (as play after a recorded end is: fow.game.over),
            # but said.
            note(board, N_("seq {seq}: {player} plays on after the game ended ({result}) with the battle damage of "
                           "an attack taken as not blocked at seq {at}, as the log went on without its block: what "
                           "follows comes from that missing block and is not flagged again"), seq=event.seq,
                 player=event.player, result=fresh(board.result_msg) if board.result_msg else board.result,
                 at=board.over_unblocked)
            board.over_unblocked = 0
        if not isinstance(event, EffectRecorded) and not board.over_flagged:
            # The result as its message (set_result), so a report says it in its language. Flagged once: what
            # the table played on after the end is that one fault, not one more at each event.
            board.over_flagged = True
            j.flag("fow.game.over", N_("the game was already over ({result})"),
                   result=fresh(board.result_msg) if board.result_msg else board.result)
        return j.found
    first_end, board.first_end_other = board.first_end_other, None
    mull_drawn = board.mull_drawn
    if board.phase != "setup":
        board.mull_drawn = ()
    j.second_turn, board.second_turn = board.second_turn, None
    wrong_draw, board.wrong_draw = board.wrong_draw, None
    wrong_call, board.wrong_call = board.wrong_call, None
    plain_call = board.plain_call
    if plain_call is not None and plain_call[3] != board.turn:
        plain_call = board.plain_call = None
    later = False
    if plain_call is not None and wrong_call is None:
        # (A plain call taken as the turn player's, with other events since: the turn player's own call later this
        # turn shows it as well, the stone it was taken to call still unused in their stone area.)
        stone = board.cards.get(plain_call[1])
        if (stone is not None and stone.zone == "stone-area" and stone.owner == board.active
                and not stone.rested):
            wrong_call, later = (plain_call[0], plain_call[1], plain_call[2], False), True
    if (wrong_draw is not None and kind is CardDrawn and event.player == board.active and event.player != wrong_draw
            and board.phase == "main" and not board.chase and board.battle is None and not board.over):
        _wrong_draw_undone(j, wrong_draw)
    elif (wrong_call is not None and event.player == board.active and event.player != wrong_call[0]
          and board.phase == "main" and not board.chase and not board.over
          and (kind is StoneCalled or kind is JudgmentMade
               or (kind is AttackDeclared and event.attacker == board.seat(board.active).ruler)
               or (kind is AttackDeclared and _rested_by_call(board, event.target, wrong_call[0])))):
        # (Their judgment, or their J-ruler's attack, right after it shows their ruler was recovered, as their own
        # call does: the same. So later in the turn for a call naming no stone, that stone still unused: the
        # plain out-of-turn call is that one fault, as the same log naming the ruler gives. So the turn player's
        # attack on the named player's J-ruler, recovered here, which only their own call would have rested
        # (Combat 2: « ou un des Résonateurs ou J-Ruler de votre adversaire épuisés »).)
        board.plain_call = None
        _wrong_call_undone(j, wrong_call, later)
    if (wrong_draw is not None and event.player == wrong_draw and board.active != wrong_draw and board.phase == "main"
            and not board.chase and board.battle is None and not board.over
            and (kind in _MAIN_ACTS and kind is not AbilityActivated)
            and not (kind is CardPlayed and _any_time(j, event))):
        _second_turn_after_all(j, wrong_draw)
    if board.setup_other is not None and board.phase == "setup":
        _setup_other_decided(j, event, mull_drawn)
    if board.noid_first is not None and board.phase == "setup":
        _first_draw_decided(j, event)
    if board.phase == "setup" and kind is CardDrawn and _setup_draw_record(j, event, mull_drawn):
        return j.found
    if board.phase == "setup" and kind not in _SETUP:
        j.start_game()
        board.game_seq = event.seq
        j.first_event = True
        _first_taken(j, event)
        if kind is TurnEnded and event.player != board.first and board.is_player(event.player):
            board.first_end_other = event.player  # (flagged as a slip of the name, on_turn_ended)
    elif (first_end is not None and kind is CardDrawn and board.turn == 2 and board.active == first_end
          and event.player == board.first and board.phase == "draw"):
        # The game's first event, the other player's turn's end (flagged then: on_turn_ended, taken as a slip of
        # the name), and the header's first player's draw right after: that other player took the first turn.
        # That one fault; this is the header's player's draw of the second turn.
        note(board, N_("seq {seq}: {player} draws after {other}'s end of the first turn: {other} took the first turn"),
             seq=event.seq, player=event.player, other=first_end)
        board.first, board.active = first_end, event.player
    elif board.first_header is not None:
        _first_given_back(j, event)
    elif board.first_call_other is not None:
        _first_call_back(j, event)
    reopen, board.reopen = board.reopen, None
    if (reopen is not None and kind is Mulliganed and event.player != reopen and board.phase == "draw"
            and event.seq == board.game_seq + 1 and board.is_player(event.player)
            and not board.seat(event.player).mulliganed):
        # The other player's mulligan right after the game's first event, the first player's turn's end: flagged
        # (fow.setup.mulligan-late, on_mulligan), the one slip of the log's order. That end may be the event out of
        # place, recorded before the set-up's last decision: the first player acting next, before the draw, reopens
        # their turn (_reopen) without another flag, as for an end flagged already.
        board.reopen, board.reopen_flagged = reopen, True
    if reopen is not None and event.player == reopen and kind in _MAIN_ACTS and board.phase == "draw":
        _reopen(j, event)
    if kind in _MAIN_ACTS and board.unblocked is not None and board.unblocked.attacking_player != board.active:
        board.unblocked = None  # the last turn's attack's block can come late only before this turn's first action
    j.stray_end, board.stray_end = board.stray_end, None
    stray = (kind is TurnEnded and board.phase == "draw" and event.player == board.active and not board.over
             and not board.chase and board.battle is None and not event.discarded)
    if kind not in _NO_DRAW_CHECK:
        _drawn_yet(j, event)
    if kind is not ChaseResolved and kind is not CardDrawn:
        board.cancel_draws = None  # (the draws recorded for a cancelled card come right after the cancel: on_drawn)
    if kind is not ChaseResolved:
        board.cancelled = None  # only a ChaseResolved right after the cancel records it (on_resolved)
        board.resolved_instead = None  # (so with a resolution made in another's place: on_resolved)
        if not (kind is CardDrawn and board.left_resolved and board.phase == "draw" and event.player == board.active):
            # (so with a resolution the turn's end made: on_resolved; the next player's turn draw may come between,
            # the resolution recorded after the end and that draw)
            board.left_resolved = ()
    late_open, board.late_call_open = board.late_call_open, None
    if late_open is not None and kind is StoneCalled:
        board.late_call_open = late_open  # (a call after it: judged as a call, fow.stone.once-per-turn)
    elif (late_open is not None and kind in _MAIN_ACTS and event.player == late_open[0]
          and board.active == late_open[0] and not board.over):
        # The player's act after the turn's end whose stone call, recorded after it, reopened the turn for that
        # call only: an act after the end, as with no late call (_reopen), flagged once; the turn goes on until the
        # next player's draw.
        j.flag("fow.turn.not-your-turn", N_("{player} {what} after ending the turn, before {active} drew: the turn's "
                                            "end is taken as recorded early, and {player}'s turn goes on until "
                                            "{active}'s draw"),
               player=event.player, what=_doing(event), active=late_open[1])
        board.own_roots += ((event.seq, "fow.turn.not-your-turn"),)  # (not the uncalled payment's consequence)
    if board.unlisted_played:
        _unlisted_used(board, event)
    before = len(j.found)
    HANDLERS[kind](j, event)
    if (kind is CardPlayed and not j.mid_more and bt is not None and board.battle is bt and not bt.blocked
            and bt.mid_seq == event.seq and bt.mid_card == event.card and not board.over):
        # The attacking player's first card put in this battle before its block: its fow.play.main-phase flag waits
        # for the log to show whether the battle was still under way (Battle.first_held).
        mine = [v for v in j.found[before:] if v.seq == event.seq and v.rule == "fow.play.main-phase"]
        if len(mine) == 1:
            j.found.remove(mine[0])
            bt.first_held = tuple(mine)
            bt.first_event = event
    if j.mid_more:
        # (What the later act broke on its own is its player's own breach, not the first act's consequence.)
        board.own_roots += tuple((v.seq, v.rule) for v in j.found[before:] if v.seq == event.seq)
        if ((len(j.found) == before or kind is CardPlayed) and board.battle is bt and bt is not None
                and not bt.blocked):
            # (A card put there is played in the battle whatever else its play broke, as the first one is: _main_card.)
            _hold_mid(j, event, bt)
    if kind is TurnEnded and board.no_end_seq is not None:
        board.ends_seen = True
    if (board.late_end is not None and kind in (CardPlayed, AttackDeclared, AbilityActivated, StandbySet)
            and event.player == board.active):
        # (The turn's player gone on with their turn, a card played or an attack: a TurnEnded under the other
        # player's name from here is no longer that end recorded late (recorded after the next player's stone call
        # or with a judgment on the chase, as the docs say), but this turn's end under the wrong name: on_turn_ended.)
        board.late_end = None
    if board.oot_rested and kind is not StoneCalled and kind is not BlockDeclared:
        # (A ruler or J-ruler an out-of-turn call rested, used since (its attack, an ability, a payment): its rest
        # is that use's, not the call's: _oot_unrested.)
        used = {getattr(event, "attacker", None), getattr(event, "card", None)} | set(getattr(event, "payment", ()))
        board.oot_rested = tuple(e for e in board.oot_rested if e[0] not in used)
    if (j.after_effect_draw and board.effect_seq != event.seq and (kind is ChaseResolved or kind is StoneCalled)
            and event.player == board.active and board.effect_who != board.active and board.phase == "main"
            and not board.over
            and any(board.cards[c].zone == "hand" and board.cards[c].owner == board.effect_who
                    for c in board.effect_drawn)):
        # The other player's effect draws (their Wall of Ideas resolving in the turn player's turn), their record
        # not yet come: the turn player's resolution or call recorded between them (a call flagged as it is) leaves
        # that record still to come, so their draw right after it records that draw, nothing more drawn
        # (docs/force-of-will.md, Readings: "A stone call while the chase is open").
        board.effect_seq = event.seq
    if stray and board.active != event.player and not board.over:
        board.stray_end = event.player  # (their own draw right after it shows a stray record: on_drawn)
    return j.found


def setup_unrecorded(b: Board, pid: str, mull_drawn: tuple[str, ...] | None = None) -> list[str]:
    """The set-up draws of ``pid``'s whose ``CardDrawn`` record may still come (_setup_draw_record): before their
    mulligan, the opening hand's five not recorded yet (Mise en Place ④ « Chaque joueur pioche cinq cartes »);
    after it, the cards it drew, still in the hand, not recorded yet."""
    seat = b.seat(pid)
    drawn = b.mull_drawn if mull_drawn is None else mull_drawn
    if seat.mulliganed and (seat.mull_under or any(b.cards[c].owner == pid for c in drawn)
                            or not _setup_decided(b, pid)):
        return [c for c in drawn if b.cards[c].owner == pid and b.cards[c].zone == "hand" and c not in b.setup_recorded]
    # (Before their mulligan; or the first player's keep, which drew nothing, once the mulligans are all decided:
    # the opening hand's five, their records still to come, by id or with no card, the first one giving no card
    # judged at the next event, _first_draw_full.)
    return [c for c in seat.hand if c not in b.setup_recorded and c not in drawn]


def _first_draw_full(b: Board, pid: str) -> bool:
    """Whether a draw of ``pid``'s giving no card, before the game begins, is the first player's first-turn draw
    in a full-order log (the hand's cards known, the log naming its set-up draws by id): before their mulligan, no
    set-up draw of theirs recorded."""
    seat = b.seat(pid)
    return (pid == b.first and (not seat.mulliganed or _setup_decided(b, pid)) and bool(seat.deck)
            and not any(b.cards[c].owner == pid for c in b.setup_recorded)
            and all(b.cards[c].name is not None for c in seat.hand))


def _setup_decided(b: Board, pid: str) -> bool:
    """Whether the set-up's mulligans are all decided for ``pid``, the first player: the other player's decision is
    recorded, and theirs comes first (Mise en Place ④ « En commençant par le joueur qui débutera la partie »), so
    theirs is made too, recorded or not (a keep left out of the log). The game begins next (⑤ « la partie commence
    avec le premier tour du joueur choisi »): a draw of theirs naming no card their mulligan drew, no set-up draw of
    theirs recorded, is the first turn's draw, which they skip (docs/force-of-will.md, Readings: "The set-up's
    draws recorded")."""
    return pid == b.first and all(s.mulliganed for s in b.seats if s.id != pid)


def setup_record_open(b: Board, pid: str) -> bool:
    """Whether a ``CardDrawn`` of ``pid``'s giving no card is, here before the game begins, the record of a set-up
    draw (_setup_draw_record): a note, no fault. (In a full-order log, the first player's first one may still turn
    out to be the first turn's draw: _first_draw_decided.)"""
    return bool(setup_unrecorded(b, pid))


def _first_draw_decided(j: Judge, event: Any) -> None:
    """The event after a full-order log's first set-up draw record giving no card of the first player's
    (Board.noid_first), in the set-up: that player's next draw shows the log records their opening hand's draws, so
    it was one; the other player's set-up draw says nothing yet. Anything else (a mulligan, the game's first event),
    with that one record of theirs alone, shows it was the first turn's draw, which the first player skips (« Si vous
    êtes le joueur débutant la partie, vous ne piochez pas de carte durant la première phase de pioche »): ``fow.draw.first-turn`` once, at that draw
    (its seq), its note withdrawn; the card is drawn and kept, and a mulligan may still follow (the draw does not
    begin the game: a later draw naming that card, the log's ids counting without it, swaps)."""
    b = j.board
    assert b.noid_first is not None
    pid, seq, at = b.noid_first
    if type(event) is CardDrawn and event.player != pid:
        return
    b.noid_first = None
    if type(event) is CardDrawn:
        return
    seat = b.seat(pid)
    rec = next((c for c in b.setup_recorded if b.cards[c].owner == pid), None)
    if rec is None or not seat.deck:
        return
    b.setup_recorded = tuple(c for c in b.setup_recorded if c != rec)
    if at < len(b.notes):
        del b.notes[at]
        del b.note_msgs[at]
    drew = Judge(b, CardDrawn(seq=seq, player=pid))
    drew.flag("fow.draw.first-turn", N_("{player} plays first and does not draw in the first turn's draw phase"),
              player=pid)
    j.found.extend(drew.found)
    top = seat.deck[0]
    j.draw(pid)
    seat.setup_over = True
    seat.setup_extra = top


def _wrong_draw_undone(j: Judge, pid: str) -> None:
    """Right after a draw giving no card under ``pid``'s name in the other's draw phase, taken as the turn player's
    draw under the wrong name (flagged then: on_drawn), the turn player's own draw: that draw was ``pid``'s own, out
    of turn (the one fault, flagged). Its card goes back on top of the turn player's main deck, ``pid`` draws the
    card they drew at the table, and this draw is the turn's, not flagged."""
    b = j.board
    card = b.last_draw
    if card is not None and card in b.cards and b.cards[card].owner == b.active and b.cards[card].zone == "hand":
        j.move(card, "deck", top=True)
    b.phase = "draw"
    b.last_draw = None
    j.draw(pid)
    note(b, N_("seq {seq}: {player} draws the turn's card right after {other}'s draw: {other}'s draw was a stray one, "
               "not {player}'s under the wrong name"), seq=j.event.seq, player=b.active, other=pid)


def _rested_by_call(b: Board, target: Any, pid: str) -> bool:
    """``target`` is ``pid``'s J-ruler on the field, recovered: an attack on it needs it rested, as ``pid``'s own call
    would have left it (_wrong_call_undone)."""
    if not isinstance(target, str) or not b.is_player(pid):
        return False
    seat = b.seat(pid)
    inst = b.cards.get(target)
    return (target == seat.ruler and inst is not None and inst.zone == "field" and not inst.rested
            and inst.owner == pid)


def _wrong_call_undone(j: Judge, wrong: tuple[str, str, int, bool], later: bool = False) -> None:
    """Right after a call giving no stone under the other player's name, taken as the turn player's call under the
    wrong name (flagged then: on_stone), the turn player's own call: that call was the named player's own, out of
    turn (the one fault, flagged). The stone goes back on top of the turn player's magic stone deck, their ruler
    stands as it was, and this call is the turn's, not flagged; the named player's call is carried out as made."""
    b = j.board
    pid, stone, called_turn, hidden = wrong
    seat = b.seat(b.active)
    if stone in b.cards and b.cards[stone].zone == "stone-area" and b.cards[stone].owner == b.active:
        j.move(stone, "stones", top=True)
        name = b.cards[stone].name
        if hidden and name is not None:
            # (The name that call gave, a stone only the turn player's deck holds, was the log's slip too: the stone
            # goes back hidden, its copy to the list's unnamed ones.)
            b.cards[stone].name = None
            seat.unbound_stones[name] = seat.unbound_stones.get(name, 0) + 1
    ruler = b.cards.get(seat.ruler)
    if ruler is not None and ruler.zone in ("ruler-area", "field"):
        ruler.rested = False  # (a J-ruler on the field calls too, and was rested by that call: on_stone)
    seat.called_turn = called_turn
    other = b.seat(pid)
    oruler = b.cards.get(other.ruler)
    if other.stones:
        # Their call carried out as made, as one naming their ruler is (on_stone): the top stone of their magic
        # stone deck called, their ruler or J-ruler rested (Phase Principale: « Appeler une Pierre Magique en
        # épuisant votre Ruler ou J-Ruler »), whether it was recovered or not; a later use of it while rested is
        # flagged, a consequence of that one fault (caused_by).
        j.move(other.stones[0], "stone-area")
    if oruler is not None and oruler.zone in ("ruler-area", "field"):
        b.use_rested = tuple(e for e in b.use_rested if e[0] != other.ruler)
        b.oot_rested = tuple(e for e in b.oot_rested if e[0] != other.ruler)
        if not oruler.rested:
            b.oot_rested += ((other.ruler, b.turn),)  # (a block with it: _oot_unrested)
        oruler.rested = True
    b.oot_rested = tuple(e for e in b.oot_rested if e[0] != seat.ruler)
    b.oot_call = None
    other.called_turn = b.turn
    if type(j.event) is AttackDeclared and j.event.target == other.ruler and j.event.attacker != seat.ruler:
        note(b, N_("seq {seq}: {player} attacks {ruler}, which only {other}'s own call would have rested: {other}'s "
                   "call was their own, out of turn, not {player}'s under the wrong name"), seq=j.event.seq,
             player=b.active, ruler=j.label(other.ruler), other=pid)
    elif type(j.event) is StoneCalled and later:
        # (Later in the turn, the stone taken for the turn player still unused: on_stone, Board.plain_call.)
        note(b, N_("seq {seq}: {player} calls the turn's magic stone after {other}'s call: {other}'s call was "
                   "their own, out of turn, not {player}'s under the wrong name"), seq=j.event.seq, player=b.active,
             other=pid)
    elif type(j.event) is StoneCalled:
        note(b, N_("seq {seq}: {player} calls the turn's magic stone right after {other}'s call: {other}'s call was "
                   "their own, out of turn, not {player}'s under the wrong name"), seq=j.event.seq, player=b.active,
             other=pid)
    elif later:
        note(b, N_("seq {seq}: {player} {what} with {ruler} after {other}'s call, which would have rested it: "
                   "{other}'s call was their own, out of turn, not {player}'s under the wrong name"),
             seq=j.event.seq, player=b.active, what=_doing(j.event), ruler=j.label(seat.ruler), other=pid)
    else:
        # (A judgment, or the J-ruler's attack, needs the ruler the call would have rested recovered.)
        note(b, N_("seq {seq}: {player} {what} with {ruler} right after {other}'s call, which would have rested it: "
                   "{other}'s call was their own, out of turn, not {player}'s under the wrong name"),
             seq=j.event.seq, player=b.active, what=_doing(j.event), ruler=j.label(seat.ruler), other=pid)


def _second_turn_after_all(j: Judge, pid: str) -> None:
    """Right after a draw giving no card under ``pid``'s name in the other's draw phase, taken as the turn player's
    draw under the wrong name (flagged then: on_drawn), ``pid`` acts as only the turn's player may: ``pid`` took a
    second turn in a row, the other's turn skipped (docs/force-of-will.md, Readings: "Two turns in a row"). The
    draw was theirs: its card goes back on top of the other's main deck, ``pid`` draws, recovers, and the turn is
    theirs. That one fault, not flagged again."""
    b = j.board
    skipped = b.active
    card = b.last_draw
    if card is not None and card in b.cards and b.cards[card].owner == skipped and b.cards[card].zone == "hand":
        j.move(card, "deck", top=True)
    b.seat(skipped).turns -= 1
    seat = b.seat(pid)
    seat.turns += 1
    b.active = pid
    top = seat.deck[0] if seat.deck else None
    j.draw(pid)
    b.last_draw = top
    j.recover(pid)
    note(b, N_("seq {seq}: {player} acts after their draw in {active}'s draw phase: that draw was {player}'s own, "
               "not {active}'s under the wrong name as flagged, and {player} took a second turn in a row; the turn "
               "is taken as {player}'s"), seq=j.event.seq, player=pid, active=skipped)


def _setup_draw_record(j: Judge, ev: CardDrawn, mull_drawn: tuple[str, ...]) -> bool:
    """A ``CardDrawn`` before the game begins that records one of the set-up's own draws (Mise en Place ④: « Chaque
    joueur pioche cinq cartes », a mulligan's « ...puis pioche autant de cartes »): a note, nothing drawn, the game
    not begun (docs/force-of-will.md, Readings: "The set-up's draws recorded"). It names a card of the player's
    hand by its id; or, before the player's mulligan, it gives one of the five cards' names, or no card; or, after
    it, it names one of the cards that mulligan drew, or gives only such a card's name, or no card. A draw more,
    once the log records that player's set-up draws, is one fault (the set-up goes on, the card kept in the hand).
    Anything else: False (judged as a draw of the first turn)."""
    b = j.board
    pid = ev.player
    if not b.is_player(pid):
        return False
    seat = b.seat(pid)
    mine = setup_unrecorded(b, pid, mull_drawn)
    rep = b.setup_rep
    if rep is not None and rep[0] == pid:
        # Their next set-up draw after one naming a card of the hand already recorded (flagged then, taken as the
        # record of the hand's first card not recorded yet: Board.setup_rep), naming that card by id: the line
        # before was this record repeated (Mise en Place ④: « Chaque joueur pioche cinq cartes »), the records
        # reading on as in the clean log. That one fault; nothing drawn, not flagged again.
        b.setup_rep = None
        if (ev.card == rep[1] and ev.card in seat.hand and ev.card in b.setup_recorded
                and (ev.name is None or _same_name(b, ev.name, b.cards[ev.card].name)
                     or b.cards[ev.card].name is None)):
            note(b, N_("seq {seq}: {player} drew {card} before the game began: taken as the record of a draw of the "
                       "set-up, which put it into their hand; nothing more is drawn"), seq=ev.seq, player=pid,
                 card=j.label(ev.card))
            return True
    if _setup_wrong_name(j, ev, mine, mull_drawn):
        return True
    if not b.deep_judged and b.deep_first is None and _deep_first(b, ev, mine) is not None:
        # A first set-up draw of theirs naming a card under the opening hand's five: a set-up draw that took a card
        # not on top, or a draw of the game; their next event says which (_deep_first_decided). Nothing until then.
        b.deep_first = ev
        return True
    if ev.card is None and ev.name is None and _first_draw_full(b, pid) and mine:
        # A full-order log (the hand's cards known), the first player's draw giving no card before their mulligan,
        # no set-up draw of theirs recorded: the record of a set-up draw (the log records the opening hand with no
        # ids: Mise en Place ④ « Chaque joueur pioche cinq cartes »), or the first turn's draw, which they skip. Which
        # one, their next event says (_first_draw_decided): taken as a record until then.
        b.noid_first = (pid, ev.seq, len(b.notes))
    if (ev.card is not None and ev.card in seat.deck and pid == b.first
            and ((((not seat.mulliganed and not any(s.mulliganed for s in b.seats)) or _setup_decided(b, pid))
                  and not any(b.cards[c].owner == pid for c in b.setup_recorded))
                 or (_setup_decided(b, pid) and seat.deck[:1] == [ev.card] and mine
                     and any(c in b.setup_recorded and b.cards[c].owner == pid for c in mull_drawn)))):
        # (So after the mulligans are all decided with some of their mulligan's draws recorded, not all: a draw
        # naming the main deck's top card is the first turn's draw, as the table drew it, not the record of the
        # mulligan's next draw naming a card not on top: the card their mulligan drew stays in their hand.)
        # The first player's draw naming a card of their main deck before any mulligan, no set-up draw of theirs
        # recorded: the first turn's draw, which they skip, as with no card in a full-order log above. That one
        # fault; the card is drawn, and the mulligans may still follow (not late). So after the mulligans are all
        # decided (_setup_decided), the draw naming no card their mulligan drew: not the record of that draw (not
        # fow.draw.not-top, nor a draw more), but the first turn's draw; the card is drawn as the table did.
        j.flag("fow.draw.first-turn", N_("{player} plays first and does not draw in the first turn's draw phase"),
               player=pid)
        j.move(ev.card, "hand")
        seat.setup_over = True
        seat.setup_extra = ev.card
        return True
    rec: str | None = None
    if ev.card is not None:
        inst = b.cards.get(ev.card)
        if (inst is not None and b.setup_back == (pid, ev.card) and seat.deck[:1] == [ev.card] and mine
                and (not seat.mulliganed or mine[0] in mull_drawn)):
            # The card the set-up draw not on top put back (flagged then: _setup_swap), named by a later set-up
            # draw of theirs: the log's ids count the draws after that one from the top card, so the hand's first
            # card not recorded yet is the one left on top. They change places; not flagged again.
            b.setup_back = None
            j.move(ev.card, "hand")
            j.move(mine[0], "deck", top=True)
            b.setup_recorded += (ev.card,)
            dd = seat.deep_draw
            if dd is not None and dd[1] == ev.card:
                # (So after their mulligan: the card now left on top is the one their next draw naming the card
                # that draw named shows it took: _deep_draw_read.)
                seat.deep_draw = (dd[0], mine[0], dd[2], dd[3])
            note(b, N_("seq {seq}: {player} drew {card} before the game began: taken as the record of a draw of the "
                       "set-up, which put it into their hand; nothing more is drawn"), seq=ev.seq, player=pid,
                 card=j.label(ev.card))
            return True
        if (inst is not None and inst.owner == pid and inst.zone == "hand" and ev.card in b.setup_recorded and mine
                and (ev.name is None or b.cards[mine[0]].name is None
                     or _same_name(b, ev.name, b.cards[mine[0]].name) or _same_name(b, ev.name, inst.name))):
            # A card of the hand whose set-up draw is recorded already, named again while a card of theirs still
            # has no record (Mise en Place ④: « Chaque joueur pioche cinq cartes »): one of the two records names
            # the wrong card, the log's slip (fow.log.unknown-card once, as a turn's draw naming a card of the
            # hand), not a card drawn more; it is the record of the hand's first card not recorded yet. Nothing
            # is drawn, and the later draws are judged as in the clean log.
            dd = seat.deep_draw
            if dd is not None and dd[0] == ev.card and seat.mulliganed and mine[0] in mull_drawn:
                # (The card a set-up draw of theirs named, not on top (flagged then: _setup_swap), named again by the
                # record of their mulligan's draw: that set-up draw took the top card, its id the log's slip, and the
                # mulligan's draw took the card named; the hand holds both either way. Not flagged again.)
                seat.deep_draw = None
                b.setup_recorded += (mine[0],)
                note(b, N_("seq {seq}: {player} draws {card} again: the draw at seq {drawn} took {top}, the top card, "
                           "and this draw takes {card}"), seq=ev.seq, player=pid, card=j.label(ev.card), drawn=dd[3],
                     top=j.label(mine[0]))
                return True
            j.flag("fow.log.unknown-card", N_("{card!r} is not in {player}'s {deck_word}"), card=ev.card, player=pid,
                   deck_word=term("main deck", "zone"))
            b.setup_recorded += (mine[0],)
            b.setup_rep = (pid, mine[0])
            return True
        if (inst is not None and ev.card == seat.setup_extra and inst.owner == pid and inst.zone == "hand"
                and ev.card not in b.setup_recorded and seat.mulliganed and mine and mine[0] in mull_drawn
                and len(seat.deck) > len(seat.mull_under) + 1):
            # The card the set-up's draw one too many took (flagged then: _setup_draw_more), named by the record of
            # their mulligan's draw: the log's ids count without that draw, as for a draw of the game (on_drawn).
            # That draw took another card (the main deck's last before the mulligan put its cards under), and this
            # one the card named; the card the mulligan was taken to draw goes back on top. Not flagged again.
            # (The mulligan's draws after it took the cards on top in turn: its last card goes back on top.)
            other = seat.deck[-(len(seat.mull_under) + 1)]
            j.move(other, "hand")
            j.move(mine[-1], "deck", top=True)
            seat.setup_extra = other
            b.setup_recorded += (ev.card,)
            note(b, N_("seq {seq}: {player} draws {card}: the draw one too many of the set-up took another card"),
                 seq=ev.seq, player=pid, card=j.label(ev.card))
            return True
        if inst is None or inst.owner != pid or inst.zone != "hand" or ev.card in b.setup_recorded:
            return _setup_not_top(j, ev, mine) or _setup_draw_more(j, ev)
        if ev.name is not None:
            d = b.defs.get(ev.name)
            if inst.name is not None and (d.name if d is not None else ev.name) != inst.name:
                return False
            if inst.name is None:
                # A hidden card's record naming it (a paper log): the name binds, as a turn's draw's record does;
                # a name its deck list has no copy of left is that one fault (fow.log.unknown-card), the card left
                # hidden (_drawn_named, _misnamed).
                name = d.name if d is not None else ev.name
                if _listed(j, seat, ev.card, name):
                    _bind(j, seat, ev.card, name)
                else:
                    j.flag("fow.log.unknown-card", N_("{player} revealed {name!r}, but their deck list has no copy of "
                                                      "it left"), player=pid, name=name)
                    _misnamed(j, ev.card)
        rec = ev.card
    elif not mine:
        return _setup_draw_more(j, ev)
    elif ev.name is None:
        rec = mine[0]
    elif _setup_back_named(j, ev, mine):
        return True
    else:
        d = b.defs.get(ev.name)
        name = d.name if d is not None else ev.name
        rec = next((c for c in mine if b.cards[c].name == name), None)
        if rec is None:
            rec = next((c for c in mine if b.cards[c].name is None and _pool_of(seat, c).get(name, 0) > 0), None)
            if rec is None and seat.decklist.get(name, 0) == 0:
                # A name the main deck list has no copy of (a magic stone's, say): the record of the hand's next
                # set-up draw under a wrong name, as a turn's draw naming it (that one fault, fow.log.unknown-card);
                # the card stays as it was.
                rec = mine[0]
                if b.cards[rec].name is not None:
                    j.flag("fow.log.unknown-card", N_("the log calls {card} {name!r}, but it is {actual!r}"),
                           card=rec, name=name, actual=b.cards[rec].name)
                else:
                    j.flag("fow.log.unknown-card", N_("{player} revealed {name!r}, but their deck list has no copy of "
                                                      "it left"), player=pid, name=name)
            elif rec is None:
                return _setup_not_top(j, ev, mine) or _setup_draw_more(j, ev)
            else:
                _bind(j, seat, rec, name)
                if seat.mulliganed and rec in mull_drawn and any(b.cards[c].name == name for c in seat.mull_under):
                    seat.mull_named += (rec,)  # (a name the record may have taken from the card put under: on_played)
    b.setup_recorded += (rec,)
    note(b, N_("seq {seq}: {player} drew {card} before the game began: taken as the record of a draw of the set-up, "
               "which put it into their hand; nothing more is drawn"), seq=ev.seq, player=pid, card=j.label(rec))
    return True


def _setup_back_named(j: Judge, ev: CardDrawn, mine: list[str]) -> bool:
    """A later set-up draw giving only the name of the card the set-up draw not on top put back (flagged then:
    _setup_swap; Board.setup_back), still on top of the main deck, no card of the hand not recorded yet bearing that
    name: the record of that card's draw, as when it names it by id (_setup_draw_record). They change places, the
    hand's first card not recorded yet going back on top; not flagged again. Anything else: False."""
    b = j.board
    pid = ev.player
    seat = b.seat(pid)
    back = b.setup_back
    if back is None or back[0] != pid or seat.deck[:1] != [back[1]] or seat.mulliganed or ev.name is None:
        return False
    d = b.defs.get(ev.name)
    name = d.name if d is not None else ev.name
    if b.cards[back[1]].name != name or any(b.cards[c].name in (name, None) for c in mine):
        return False
    b.setup_back = None
    j.move(back[1], "hand")
    j.move(mine[0], "deck", top=True)
    b.setup_recorded += (back[1],)
    note(b, N_("seq {seq}: {player} drew {card} before the game began: taken as the record of a draw of the set-up, "
               "which put it into their hand; nothing more is drawn"), seq=ev.seq, player=pid, card=j.label(back[1]))
    return True


def _setup_wrong_name(j: Judge, ev: CardDrawn, mine: list[str], mull_drawn: tuple[str, ...]) -> bool:
    """A ``CardDrawn`` before the game begins under the other player's name (docs/force-of-will.md, Readings: "A
    stone call or a draw under the other player's name"), as a turn's draw under the wrong name is read: naming a
    card of the other player's hand whose set-up draw is not recorded yet, or giving only a name that only the other
    player's deck list holds while such a draw of theirs is still to be recorded, or giving no card when the named
    player's set-up draws are all recorded and the other player's are not: the record of the other player's set-up
    draw, the name a slip (giving no card: only where the log records the other player's set-up draws too). That
    one fault (fow.turn.not-your-turn), nothing drawn. A card of the other player's
    already recorded (or not theirs to draw): the record of the named player's own next set-up draw naming a card
    not in their main deck (fow.log.unknown-card), as a turn's draw would. Anything else: False."""
    b = j.board
    pid = ev.player
    if not b.is_player(pid) or ev.card is None and ev.name is None and mine:
        return False
    other = b.opponent(pid).id
    inst = b.cards.get(ev.card) if ev.card is not None else None
    if ev.card is not None and (inst is None or inst.owner != other):
        return False
    theirs = setup_unrecorded(b, other, mull_drawn)
    rec: str | None = None
    if inst is not None:
        if ev.card in theirs:
            rec = ev.card
        elif mine:
            j.flag("fow.log.unknown-card", N_("{card!r} is not in {player}'s {deck_word}"), card=ev.card, player=pid,
                   deck_word=term("main deck", "zone"))
            b.setup_recorded += (mine[0],)
            return True
        else:
            return False
    elif ev.name is not None:
        if _listed_only_by(b, pid, ev.name) != other:
            return False
        d = b.defs.get(ev.name)
        name = d.name if d is not None else ev.name
        rec = next((c for c in theirs if b.cards[c].name == name), None)
        if rec is None:
            rec = next((c for c in theirs if b.cards[c].name is None
                        and _pool_of(b.seat(other), c).get(name, 0) > 0), None)
            if rec is None:
                return False
            _bind(j, b.seat(other), rec, name)
    elif (theirs and not b.seat(pid).mulliganed and any(b.cards[c].owner == pid for c in b.setup_recorded)
          and any(b.cards[c].owner == other for c in b.setup_recorded)):
        # (A card too many of the named player's, or the other's draw under the wrong name: the other player's
        # draws recorded after it tell, their count coming out short only in the second case. Judged then, at this
        # draw's seq: _setup_other_decided.)
        b.setup_other = (pid, ev.seq)
        return True
    if rec is None:
        return False
    j.flag("fow.turn.not-your-turn", N_("{player} drew a card before the game began, a set-up draw of {other}'s: the "
                                        "log names the wrong player; taken as {other}'s draw"),
           player=pid, other=other, read_as=other)
    b.setup_recorded += (rec,)
    return True


def _setup_other_decided(j: Judge, event: Any, mull_drawn: tuple[str, ...] | None = None) -> None:
    """The event after a set-up draw giving no card whose named player's set-up draws were all recorded, the other
    player's not all yet (Board.setup_other). The other player's own set-up draws recorded after it, while theirs
    are still to come, say nothing yet. Anything else (a mulligan, the game's first event, the log's end, a draw
    more): the other player's set-up draws then still short of their count show that draw was one of theirs under
    the wrong name (``fow.turn.not-your-turn`` once, taken as theirs, nothing drawn); their count complete shows it
    was the named player's card too many (``fow.setup.mulligan-twice`` once, the card drawn and kept:
    _setup_draw_more). Flagged at that draw's seq."""
    b = j.board
    assert b.setup_other is not None
    pid, seq = b.setup_other
    other = b.opponent(pid).id
    theirs = setup_unrecorded(b, other, mull_drawn)
    if type(event) is CardDrawn and event.player == other and theirs:
        return
    b.setup_other = None
    drew = Judge(b, CardDrawn(seq=seq, player=pid))
    if theirs:
        drew.flag("fow.turn.not-your-turn", N_("{player} drew a card before the game began, a set-up draw of "
                                               "{other}'s: the log names the wrong player; taken as {other}'s draw"),
                  player=pid, other=other, read_as=other)
        b.setup_recorded += (theirs[0],)
    else:
        _setup_draw_more(drew, CardDrawn(seq=seq, player=pid))
    j.found.extend(drew.found)


def _same_name(b: Board, name: str, other: str | None) -> bool:
    """Whether a record's ``name`` is the card name ``other``."""
    d = b.defs.get(name)
    return other is not None and (d.name if d is not None else name) == other


def _setup_not_top(j: Judge, ev: CardDrawn, mine: list[str]) -> bool:
    """A ``CardDrawn`` of the opening hand's draws (some of the player's recorded already, before their mulligan,
    not all five yet) naming a card of the main deck, by its id or by a name only cards of the deck bear, where the
    hand's next card lay on top: the draw took a card that was not the top one, as a turn's draw naming a deeper
    card (naming.drawn_card). That one fault, ``fow.draw.not-top``: that card is drawn instead, and the top card
    goes back on top of the main deck (the hand keeps five). Anything else: False."""
    b = j.board
    pid = ev.player
    seat = b.seat(pid)
    # (So with the draws of their mulligan, some not recorded yet (Mise en Place ④: « ...puis pioche autant de
    # cartes »; Zone Deck Principal: « Lorsque vous piochez vous prenez la carte du dessus de votre Deck »): the
    # mulligan's draw naming a deeper card is that one fault, not a draw more.)
    if (not mine or not seat.deck
            or (not seat.mulliganed and not any(b.cards[c].owner == pid for c in b.setup_recorded))):
        return False
    if ev.card is not None:
        iid = ev.card if ev.card in seat.deck else None
    elif ev.name is not None:
        d = b.defs.get(ev.name)
        name = d.name if d is not None else ev.name
        iid = next((c for c in seat.deck if b.cards[c].name == name), None)
    else:
        iid = None
    if iid is None:
        return False
    dd = seat.deep_draw
    if (dd is not None and dd[2] > 0 and seat.mulliganed and seat.deck[:1] == [iid] and dd[1] in mine
            and b.cards[dd[0]].zone == "hand" and b.cards[dd[0]].owner == pid):
        # The record of a draw of their mulligan naming the card on top, the mulligan having taken the card a set-up
        # draw naming a deeper card left on top (flagged then: _setup_swap): the log's ids read on from that card,
        # as for a turn's draw (_deep_draw_read). It goes where the card that draw named lay, and this draw takes
        # the card named; not flagged again. A later draw naming that deeper card still in the hand shows that
        # draw took the top card (_deep_draw_read).
        named, top, place, drawn = dd
        j.move(iid, "hand")
        j.move(top, "deck", top=True)
        seat.deck.remove(top)
        seat.deck.insert(min(place - 1, len(seat.deck)), top)
        seat.deep_draw = (named, top, -2, drawn)
        b.setup_deep = tuple((e[0], e[1], max(e[2] - 1, 0)) if e[0] == pid and e[1] == named else e
                             for e in b.setup_deep)  # (where that card lay, the card named drawn from above it)
        b.setup_recorded += (iid,)
        note(b, N_("seq {seq}: {player} draws {card}: the log's ids read on from {top}, the top card the draw at seq "
                   "{drawn} left; {top} goes where the card that draw named lay"), seq=ev.seq, player=pid,
             card=j.label(iid), drawn=drawn, top=j.label(top))
        return True
    if ev.card is not None and seat.mulliganed and iid in seat.mull_under and b.cards[mine[0]].zone == "hand":
        # The record of their mulligan's draw naming by id a card that mulligan put under the deck (Mise en Place ④
        # « ...les mettre sous son Deck, puis pioche autant de cartes »): the draw took the top card (« Lorsque vous
        # piochez vous prenez la carte du dessus »), the id the log's slip. That one fault; the mulligan's draw
        # stands as carried out (the card under stays under), and the later draws are judged as in the clean log.
        if ev.name is not None and b.cards[iid].name is None:
            _card(j, pid, iid, ev.name, ("deck",), term(N_("the draw")))  # (the record's name is that card's)
        j.flag("fow.draw.not-top", N_("{player} drew {card}, but the top card of the {deck_word} was {top}"),
               player=pid, card=j.label(iid), deck_word=term("main deck", "zone"), top=j.label(mine[0]))
        b.setup_recorded += (mine[0],)
        return True
    if ev.card is not None and ev.name is not None and b.cards[iid].name is None:
        _card(j, pid, iid, ev.name, ("deck",), term(N_("the draw")))  # (named before it is flagged: _setup_swap)
    _setup_swap(j, pid, iid, mine)
    return True


def _setup_swap(j: Judge, pid: str, iid: str, mine: list[str]) -> None:
    """A set-up draw that took ``iid`` of the main deck where the hand's next card ``mine[0]`` lay on top:
    ``fow.draw.not-top`` once; ``iid`` is drawn instead. The set-up's draws after it took the cards on top in turn,
    so the hand's last card not drawn yet (``mine[-1]``) is the one left on top of the main deck."""
    b = j.board
    j.flag("fow.draw.not-top", N_("{player} drew {card}, but the top card of the {deck_word} was {top}"), player=pid,
           card=j.label(iid), deck_word=term("main deck", "zone"), top=j.label(mine[0]))
    if iid in b.seat(pid).deck and not any(e[0] == pid for e in b.setup_deep):
        b.setup_deep += ((pid, iid, b.seat(pid).deck.index(iid)),)
    if iid in b.seat(pid).deck:
        # (Their next draw naming it again, or the card under the top one: _deep_draw_read.)
        b.seat(pid).deep_draw = (iid, mine[-1], b.seat(pid).deck.index(iid), j.event.seq)
    j.move(mine[-1], "deck", top=True)
    j.move(iid, "hand")
    b.setup_recorded += (iid,)
    b.setup_back = (pid, mine[-1])


def _deep_draw_played(j: Judge, pid: str, iid: str) -> None:
    """A play of ``iid``, the top card of ``pid``'s main deck, that the turn's draw naming a card not on top (flagged
    then: fow.draw.not-top; Seat.deep_draw) left there, in that same turn, the card that draw named still in the
    hand: the table held it, so that draw took the top card (Zone de Jeu: « Lorsque vous piochez vous prenez la carte
    du dessus de votre Deck »), the id the log's slip, as when their next draw names that card again
    (_deep_draw_read). They change places: ``iid`` is in the hand, the card that draw named goes back where it lay
    in the main deck. Not flagged again."""
    b = j.board
    seat = b.seat(pid)
    if seat.deep_draw is None:
        return
    named, top, place, drawn = seat.deep_draw
    inst = b.cards.get(named)
    if (top != iid or seat.deck[:1] != [iid] or place < 0 or pid != b.active or b.last_draw != named
            or inst is None or inst.zone != "hand" or inst.owner != pid):
        return
    seat.deep_draw = None
    j.move(iid, "hand")
    j.move(named, "deck", top=True)
    seat.deck.remove(named)
    seat.deck.insert(min(place, len(seat.deck)), named)
    b.last_draw = iid
    seat.over_cards = tuple(iid if c == named else c for c in seat.over_cards)
    if not seat.known_order and b.cards[named].name is not None and b.cards[iid].name in (None, b.cards[named].name):
        b.cards[iid].name, b.cards[named].name = b.cards[named].name, None  # (the paper record named the card drawn)
    note(b, N_("seq {seq}: {player} draws {card} again: the draw at seq {drawn} took {top}, the top card, and "
               "this draw takes {card}"), seq=j.event.seq, player=pid, card=j.label(named), drawn=drawn,
         top=j.label(iid))


def _mull_guess_played(j: Judge, pid: str, iid: str) -> None:
    """A play of ``iid``, a card of the hand taken as put under the main deck by ``pid``'s mulligan in place of a
    card its list named wrongly (flagged then: on_mulligan; Seat.mull_guess), still there: the table kept it in the
    hand, and the hand's next card not listed (still in the hand) went under instead. They change places (a note);
    the play is not flagged."""
    b = j.board
    seat = b.seat(pid)
    e = next((e for e in seat.mull_guess if e[0] == iid), None)
    if e is None:
        return
    seat.mull_guess = tuple(x for x in seat.mull_guess if x is not e)
    rest = [c for c in e[1] if b.cards[c].zone == "hand" and b.cards[c].owner == pid]
    if not rest:
        return
    at = seat.deck.index(iid)
    j.move(iid, "hand")
    j.move(rest[-1], "deck")
    seat.deck.remove(rest[-1])
    seat.deck.insert(at, rest[-1])
    seat.mull_under = tuple(rest[-1] if c == iid else c for c in seat.mull_under)
    seat.mull_guess += ((rest[-1], tuple(rest[:-1])),)
    note(b, N_("seq {seq}: {player} plays {card}, taken as put under the main deck by their mulligan in place of the "
               "card its list named wrongly: the table kept it, and {other} went under instead"), seq=j.event.seq,
         player=pid, card=j.label(iid), other=j.label(rest[-1]))


def _setup_deep_played(j: Judge, pid: str, iid: str) -> None:
    """A play of ``iid``, the top card of ``pid``'s main deck, where a set-up draw of theirs naming a card not on top
    (flagged then: _setup_swap) left it, before any draw of theirs in the game (the first player's first turn): the
    table held it, so that draw took the top card after all, the id the log's slip. They change places: ``iid`` is
    in the hand, the card that draw named goes back where it lay in the main deck. Not flagged again."""
    b = j.board
    seat = b.seat(pid)
    e = next((e for e in b.setup_deep if e[0] == pid), None)
    dd = seat.deep_draw
    # (Or the card their mulligan drew, the record of its draw naming a card that mulligan put under the deck: the
    # ids of their first draw after it reading on put it where that card lay (_deep_draw_read, place -2): it goes
    # back there.)
    moved = (e is not None and dd is not None and dd[2] == -2 and dd[0] == e[1] and dd[1] == iid
             and e[1] in seat.mull_under and iid in seat.deck)
    if (e is None or (seat.deck[:1] != [iid] and not moved) or seat.turns > 1
            or b.cards[e[1]].zone != "hand" or b.cards[e[1]].owner != pid):
        return
    b.setup_deep = tuple(x for x in b.setup_deep if x is not e)
    if moved:
        at = seat.deck.index(iid)
        seat.deep_draw = None
        j.move(iid, "hand")
        j.move(e[1], "deck")
        seat.deck.remove(e[1])
        seat.deck.insert(at, e[1])
    else:
        j.move(iid, "hand")
        j.move(e[1], "deck", top=True)
        seat.deck.remove(e[1])
        seat.deck.insert(min(e[2], len(seat.deck)), e[1])
    note(b, N_("seq {seq}: {player} plays {card}, the card left on top of the main deck by the set-up draw that "
               "named {other}: that draw took {card} after all; {other} goes back into the main deck"),
         seq=j.event.seq, player=pid, card=j.label(iid), other=j.label(e[1]))


def _deep_first(b: Board, ev: CardDrawn, mine: list[str]) -> str | None:
    """The card of the main deck a player's first ``CardDrawn`` before the game begins names, before their
    mulligan, no set-up draw of theirs recorded, when it is no card of their opening hand: by its id, or by a name
    that only cards of the deck bear (the hand's cards known). None otherwise (Board.deep_first)."""
    pid = ev.player
    seat = b.seat(pid)
    if (not mine or seat.mulliganed or not seat.deck or (b.noid_first is not None and b.noid_first[0] == pid)
            or any(b.cards[c].owner == pid for c in b.setup_recorded)):
        # (The other player's first draw giving no card, still undecided (Board.noid_first), says nothing of this
        # player's: the set-up draws may alternate between the players.)
        return None
    if ev.card is not None:
        return ev.card if ev.card in seat.deck else None
    if ev.name is None:
        return None
    d = b.defs.get(ev.name)
    name = d.name if d is not None else ev.name
    if any(b.cards[c].name in (name, None) for c in mine):
        return None
    return next((c for c in seat.deck if b.cards[c].name == name), None)


def _deep_first_decided(j: Judge, event: Any) -> None:
    """The event after a first set-up draw naming a card under the opening hand's five (Board.deep_first): that
    player's next draw, the set-up still under way, shows the log records their opening hand's draws, so it was one
    that took a card not on top (``fow.draw.not-top`` once, at that draw's seq, as for their later ones:
    _setup_not_top). The other player's set-up draw says nothing yet (the hands recorded in any order). Anything
    else shows it was a draw of the game: judged as one, at its seq, before this event."""
    b = j.board
    deep = b.deep_first
    pid = deep.player
    if type(event) is CardDrawn and event.player != pid and b.phase == "setup" and b.is_player(event.player):
        return  # (the other player's set-up draw, the opening hands recorded in any order: says nothing yet)
    b.deep_first = None
    if type(event) is CardDrawn and event.player == pid and b.phase == "setup":
        mine = setup_unrecorded(b, pid)
        iid = _deep_first(b, deep, mine)
        if iid is not None:
            drew = Judge(b, deep)
            _setup_swap(drew, pid, iid, mine)
            j.found.extend(drew.found)
            return
    b.deep_judged = True
    try:
        j.found.extend(step(b, deep))
    finally:
        b.deep_judged = False


def _setup_draw_more(j: Judge, ev: CardDrawn) -> bool:
    """A ``CardDrawn`` before the game begins, the log recording the player's set-up draws (some recorded already),
    that records none of them: one card more than the set-up gives (Mise en Place ④: five, then as many as the
    mulligan put under the deck). That one fault: the card is drawn as recorded and kept, and the set-up goes on
    (the draw does not begin the game; the mulligans after it are not late). Anything else: False."""
    b = j.board
    pid = ev.player
    seat = b.seat(pid)
    if not any(b.cards[c].owner == pid for c in b.setup_recorded) and (
            all(s.mulliganed for s in b.seats) or not any(s.mulliganed for s in b.seats)):
        # (No set-up draw of theirs recorded: a draw more only while the log's mulligans are under way, one player's
        # recorded, the other's still to come; else it is judged as a draw of the first turn.)
        return False
    if _setup_decided(b, pid) and not seat.mull_twice and not setup_unrecorded(b, pid):
        # (The first player's draw after the mulligans are all decided, every set-up draw of theirs recorded: not a
        # draw more of the set-up, which is over (⑤ « la partie commence avec le premier tour du joueur choisi »),
        # but the first turn's draw, which they skip: fow.draw.first-turn, on_drawn.)
        return False
    inst = b.cards.get(ev.card) if ev.card is not None else None
    if ev.card is not None and (inst is None or inst.owner != pid or inst.zone not in ("deck", "hand")):
        return False
    if seat.mull_twice > 0:
        # (The draw of a second mulligan, flagged then (on_mulligan) and not carried out: that same fault, the card
        # drawn as recorded and kept all the same.)
        seat.mull_twice -= 1
    else:
        j.flag("fow.setup.mulligan-twice", N_("{player} draws a card more than the set-up gives (five cards, then as "
                                              "many as the mulligan put under the deck); the card stays in the hand"),
               player=pid)
    seat.setup_over = True
    if ev.card is not None and inst is not None and inst.zone == "deck":
        j.move(ev.card, "hand")
        seat.setup_extra = ev.card
        return True
    # (A card of the hand whose draw is recorded already: which card that draw gave is not known; the top one.)
    top = seat.deck[0] if seat.deck else None
    if (top is not None and ev.card is None and ev.name is not None and not seat.mulliganed
            and b.cards[seat.deck[-1]].name is None and b.cards[top].name is None):
        # (A paper log naming its draws only, the player's mulligan still to come: the log's later names count
        # without that draw, as its ids would (the record of the mulligan's draw naming the card that draw was
        # taken to give: _setup_draw_record). It gave the main deck's last card, unnamed so far: the top card stays
        # for the mulligan's draw.)
        top = seat.deck[-1]
        j.move(top, "hand")
        last = next((c for c in reversed(b.setup_recorded) if b.cards[c].owner == pid), None)
        d = b.defs.get(ev.name)
        if last is not None and b.cards[last].name == (d.name if d is not None else ev.name):
            # (The line of their last set-up record repeated: the name is that record's, not this card's.)
            seat.setup_extra = top
            return True
    else:
        j.draw(pid)
    seat.setup_extra = top or ""
    if top is not None and ev.card is None and ev.name is not None and b.cards[top].name is None:
        d = b.defs.get(ev.name)
        name = d.name if d is not None else ev.name
        if _pool_of(seat, top).get(name, 0) > 0:
            _bind(j, seat, top, name)
    return True


def _turn_act(j: Judge, event: Any) -> bool:
    """Whether ``event`` is what only the turn's player may do (a stone call, a resonator, regalia, addition or
    chant, a standby set, a judgment, an attack, the turn's end)."""
    kind = type(event)
    return kind in _TURN_ACTS or (kind is CardPlayed and not _any_time(j, event))


def _first_taken(j: Judge, event: Any) -> None:
    """The game's first action is the other player's than the header's ``first``, as only the turn's player acts,
    naming no card of the header's player's (not a slip of the player's name, then: on_stone...): that player took
    the first turn. Flagged once (fow.turn.not-your-turn); the turns are taken in the order the log shows, they
    first (no draw in their first turn...). The header's player acting as the turn's player in turn 1 after all
    gives the turn back (_first_given_back). A turn's end alone says nothing (it may name the wrong player)."""
    b = j.board
    pid = event.player
    if pid == b.first or not b.is_player(pid) or type(event) is TurnEnded or not _turn_act(j, event):
        return
    ids = [getattr(event, f, None) for f in ("card", "attacker", "by")] + list(getattr(event, "payment", None) or ())
    if any(i is not None and i in b.cards and b.cards[i].owner != pid for i in ids):
        return
    if (type(event) is StoneCalled and event.card is None and event.name is None
            and _could_call(b, b.first, event.by) and b.first_mulligan in (None, b.first)):
        # A call naming no stone, the mulligans (if recorded) in the header's order: taken as the header's player's,
        # under the wrong name (on_stone).
        return
    header = b.first
    j.flag("fow.turn.not-your-turn", N_("{player} took the first turn, but {first} was chosen to play first: the "
                                        "turns are taken in the order the log shows, {player} first"),
           player=pid, first=header)
    _give_first(b, pid)
    b.first_header = header


def _first_given_back(j: Judge, event: Any) -> None:
    """The header's first player acting as the turn's player in turn 1, after the other player was taken as having
    the first turn (_first_taken, flagged then): the turn is theirs after all, as the header says (a note)."""
    b = j.board
    header = b.first_header
    if b.turn != 1:
        b.first_header = None
        return
    if event.player != header or not _turn_act(j, event):
        return
    b.first_header = None
    _give_first(b, header)
    note(b, N_("seq {seq}: {player} acts as the turn's player in the first turn: the first turn is theirs after all, "
               "as the header says"), seq=event.seq, player=header)


def _first_call_back(j: Judge, event: Any) -> None:
    """The game's first event, a call naming no stone under the other player's name, was taken as the header's first
    player's call (flagged then: on_stone). That other player acting as the turn's player in turn 1 shows they took
    the first turn: the call was theirs, as recorded (a note; not flagged again). The header's player acting as the
    turn's player confirms the reading (the note of _first_given_back)."""
    b = j.board
    other = b.first_call_other
    if b.turn != 1 or other is None or not _turn_act(j, event):
        if b.turn != 1:
            b.first_call_other = b.first_call_stone = None
        return
    header = b.first
    stone, b.first_call_other, b.first_call_stone = b.first_call_stone, None, None
    if event.player == header:
        note(b, N_("seq {seq}: {player} acts as the turn's player in the first turn: the first turn is theirs after all, "
                   "as the header says"), seq=event.seq, player=header)
        return
    if event.player != other:
        return
    hs, os = b.seat(header), b.seat(other)
    ruler = b.cards.get(hs.ruler)
    if ruler is not None:
        ruler.rested = False
    if stone is not None and b.cards[stone].zone == "stone-area":
        j.move(stone, "stones", top=True)
    hs.called_turn = -1
    _give_first(b, other)
    ruler = b.cards.get(os.ruler)
    if ruler is not None:
        ruler.rested = True
    os.called_turn = b.turn
    if os.stones:
        j.move(os.stones[0], "stone-area")
    note(b, N_("seq {seq}: {player} acts as the turn's player in the first turn: {player} took the first turn, and the "
               "first magic stone call, taken as {other}'s, was theirs"), seq=event.seq, player=other, other=header)


def _give_first(b: Board, pid: str) -> None:
    """``pid`` plays first: the first turn is theirs (Judge.start_game)."""
    b.seat(b.first).turns = 0
    b.first = pid
    b.active = pid
    b.seat(pid).turns = 1


def _lethal(board: Board, event: Any) -> bool:
    """Whether the battle damage waiting (a blocked battle) ends the game: the next player's draw recorded then comes
    after it (the game ends there, step), not as their draw recorded early."""
    tmp = board.copy()
    battle_damage(Judge(tmp, event))
    return tmp.over


def _paid_with_recovery(board: Board, event: Any) -> bool:
    """Whether ``event`` (a play or an ability) is paid with a rested magic stone or resonator of its player's on
    the field or in the magic stone area: a source only their own turn's recovery phase recovers."""
    if type(event) is not CardPlayed and type(event) is not AbilityActivated:
        return False
    for src in getattr(event, "payment", None) or ():
        inst = board.cards.get(src)
        if (inst is not None and inst.owner == event.player and inst.rested
                and inst.zone in ("stone-area", "field")):
            return True
    return False


def _again_decided(j: Judge, event: Any) -> None:
    """The event after the turn player's draw taken after their turn's draw in a log that records no TurnEnded
    (Board.again_draw). Their act that only a new turn of theirs allows (a second stone call, a payment with a
    source only a recovery phase recovers, an attack by a rested card) shows that draw began a second turn of theirs
    in a row, the other's turn left out (Phase de Fin: « Alors l'adversaire devient le joueur actif et commence son
    tour. »): fow.turn.not-your-turn once, at that draw, and the turn is theirs, recovered, taken as the log shows
    (docs/force-of-will.md, Readings: "Two turns in a row"). Anything else (or the log's end: finish): one draw too
    many in the turn, fow.turn.draw-phase at that draw, as ever."""
    b = j.board
    pid, seq, iid, kept = b.again_draw
    b.again_draw = None
    drew = Judge(b, CardDrawn(seq=seq, player=pid))
    drew.found = []
    if event is not None and not b.again_same and _again_shows_turn(b, pid, event):
        skipped = b.opponent(pid).id
        drew.flag("fow.turn.not-your-turn", N_("{player} drew a card after this turn's draw, then acted as a new "
                                               "turn's player: {player} takes a second turn in a row, and {active}'s "
                                               "turn is skipped; the turn is taken as {player}'s"),
                  player=pid, active=skipped)
        seat = b.seat(pid)
        (seat.extra_drawn, seat.over_drawn, seat.over_count, seat.over_cards, seat.over_last,
         seat.draw_extra) = kept
        note(b, N_("seq {seq}: {player} acts as a new turn's player after the draw at seq {drawn}: that draw began a "
                   "second turn of theirs in a row, {other}'s turn left out"), seq=event.seq, player=pid,
             drawn=seq, other=skipped)
        j.end_phase()
        b.drawn_ahead = pid
        j.begin_turn(pid)
        b.ahead_open = None
        b.last_draw, b.last_draw_seq = (iid or None), seq
    else:
        drew.flag("fow.turn.draw-phase", N_("{player} drew a second card this turn; the draw phase has one draw"),
                  player=pid)
    j.found[:0] = drew.found


def _again_new_turn_shown(same: Board, pid: str, event: Any) -> bool:
    """Whether ``event``, on the board where ``pid``'s draw after their turn's draw and second stone call were one
    turn (Board.again_held), is an act of theirs only a new turn allows: a payment with a source rested there (only
    their recovery phase recovers it), an attack by a card of theirs rested there or put onto the field this turn."""
    if getattr(event, "player", None) != pid or same.over:
        return False
    if _paid_with_recovery(same, event):
        return True
    if type(event) is AttackDeclared:
        inst = same.cards.get(event.attacker)
        return (inst is not None and inst.owner == pid and inst.zone == "field"
                and (inst.rested or inst.entered_turn == same.turn))
    return False


def _again_board_taken(board: Board, new: Board) -> None:
    """The held second turn in a row shown (Board.again_held): the board where it was a new turn is taken."""
    for f in Board.__struct_fields__:
        setattr(board, f, getattr(new, f))
    board.again_held = None


def _again_shows_turn(b: Board, pid: str, event: Any) -> bool:
    """Whether ``event``, right after that draw (Board.again_draw), shows ``pid``'s new turn: a stone call after this
    turn's, the draw and the call a turn opens with (Phase de Pioche, then the call of Phase Principale).

    (A payment with a rested source of theirs, or an attack by a card rested or put onto the field this turn, right
    after a draw: nothing in the log tells a second turn, the other's left out, from one draw too many and that
    act in the same turn; a judge reads a player's two draws with no turn's end between them as one turn, and flags
    both (fow.turn.draw-phase, then the act's own rule), rather than hide a card drawn too many and a payment or an
    attack the turn does not allow under one flag.)"""
    if getattr(event, "player", None) != pid or b.active != pid or b.over or b.chase or b.battle is not None:
        return False
    return type(event) is StoneCalled and b.seat(pid).called_turn == b.turn


def _end_never_ended(j: Judge) -> None:
    """The turn the next player's draw came into (flagged then: on_drawn) was never ended: it ends here, before the
    event after that draw is judged, a battle's waiting damage first (no hand-size check: no discard was recorded),
    and the next player's turn begins with that draw made (Board.drawn_ahead)."""
    b = j.board
    nxt = b.opponent(b.active).id
    bt = b.battle
    if bt is not None and not bt.blocked:
        # An attack with no block recorded before that draw: the turn ended at the table, so the attack was not
        # blocked; its damage is dealt. The missing block is an omission of its own form, flagged once a log as when
        # the turn's end is recorded (docs/log-format.md): the first here, at the event that shows the turn ended;
        # an earlier one flagged, a note (as _no_block).
        if j.event is not None and b.no_block_seq is None:
            j.flag("fow.battle.unfinished", N_("{player} {what} while the attack of {attacker} was under way, before "
                                               "{defender} declared a block: the log goes on without it, so the "
                                               "attack is taken as not blocked and its battle damage is dealt first"),
                   player=j.event.player, what=_doing(j.event), attacker=j.label(bt.attacker), defender=bt.defender)
            b.no_block_seq = j.event.seq
        elif j.event is not None:
            note(b, N_("seq {seq}: the log goes on without the block of the attack of {attacker}, as at seq {first}: "
                       "the attack is taken as not blocked and its battle damage is dealt first"), seq=j.event.seq,
                 attacker=j.label(bt.attacker), first=b.no_block_seq)
        bt.blocked = True
        bt.blocker = None
        b.unblocked = Battle(attacker=bt.attacker, attacking_player=bt.attacking_player, defender=bt.defender,
                             target=bt.target, blocked=True)
    battle_damage(j)
    if b.over:
        return
    seat = b.seat(b.active)
    over = len(seat.hand) - seat.owed_discards - MAX_HAND
    b.late_end_over = max(0, over)  # (that end recorded late: on_turn_ended judges its discards)
    if over > 0:
        # The end phase's discards down to seven were made at the table with the end (not recorded): which cards
        # went is not known, so none leaves the hand, and its next count takes them as gone (Seat.owed_discards).
        seat.owed_discards += over
    b.battle = None
    ended = b.active
    j.end_phase()
    j.begin_turn(nxt)
    b.late_end = (ended, b.turn) if b.active == nxt else None
    b.late_turn = b.turn if b.active == nxt else 0


_DOING = {"StoneCalled": N_("called a magic stone"), "CardPlayed": N_("played a card"),
          "AbilityActivated": N_("activated an ability"), "StandbySet": N_("set a card in the standby zone"),
          "JudgmentMade": N_("made a judgment"), "AttackDeclared": N_("attacked"), "BlockDeclared": N_("blocked"),
          "TurnEnded": N_("ended the turn")}


def _doing(event: Any) -> Text:
    return term(_DOING.get(type(event).__name__, N_("acted")))


def _both(attrs: list[Text]) -> Text:
    """``R``, ``R and W``...: attribute symbols joined by a translated "and"."""
    out: Text = attrs[-1]
    for a in reversed(attrs[:-1]):
        out = msg(N_("{attribute} and {other}"), attribute=a, other=out)
    return out


def undecided(board: Board) -> bool:
    """Whether the verdict on the last event stepped waits for the next one: the first player's set-up draw record
    giving no card (Board.noid_first) is the first turn's draw, flagged at its own seq, if their next event is no
    draw. The second player's mulligan decided first waits for the first player's: recorded after it, it shows the
    earlier one was out of turn (flagged at that earlier seq). A later main-phase act in a battle already flagged,
    breaking nothing else, waits for the block (Battle.mid_held): recorded, it shows that act was made in the battle
    (flagged at its seq); the log going on without it, that the act came after. A reader judging one event alone
    (cli.walk.glance) then asks the whole match."""
    return ((board.noid_first is not None and board.phase == "setup") or board.deep_first is not None
            or board.again_draw is not None or board.end_taken is not None or board.end_noted is not None
            or board.went_on is not None or board.again_held is not None or bool(board.queued)
            or board.slip_held is not None or board.done_part is not None
            or (board.battle is not None and bool(board.battle.mid_held or board.battle.first_held))
            or (board.setup_other is not None and board.phase == "setup")
            or (board.phase == "setup" and board.first_mulligan not in (None, board.first)
                and not board.opponent(board.first_mulligan).mulliganed))


def begin(board: Board) -> None:
    """A board still in its set-up (all the set-up events the log records folded) as the first turn begins: the
    rulers placed and the first player's turn 1 (Set-up ⑤), as the game's first event begins it (step). For a
    reader showing turn 1's start (cli.walk); no verdict uses it."""
    if board.phase == "setup" and not board.over:
        Judge(board, None).start_game()


def finish(board: Board) -> list[Violation]:
    """After the last event: the battle damage of an attack the log ends on, blocked or not (a log that ends
    before the block took the attack as not blocked: nothing is flagged, the log is only cut short). Turns begin
    (and deck-outs happen) on ``TurnEnded``. A full-order log ending on the first player's one set-up draw record
    giving no card (Board.noid_first): that draw was the first turn's (_first_draw_decided), flagged at its seq."""
    found: list[Violation] = _part_left(board, None)
    while board.slip_held is not None:
        # (A log ending with neither id of a play by an id one off named again: the play as written, and so a later
        # one held on this reading.)
        found += board.slip_held[2]
        board.slip_held = board.slip_held[5]
    if board.again_held is not None:
        # (A log ending with the second turn in a row not shown: one draw too many and a second call in one turn.)
        found += board.again_held[2]
        board.again_held = None
    if board.went_on is not None:
        # (A log ending with the former turn player's act after the next player's act: the turn went on.)
        found += board.went_on[2]
        board.went_on = None
    if board.again_draw is not None:
        # (A log ending right after the turn player's draw after their turn's draw: one draw too many.)
        j = Judge(board, None)
        _again_decided(j, None)
        found += j.found
    if board.deep_first is not None:
        # (A log ending on a first set-up draw naming a card under the opening hand's five: a draw of the game.)
        j = Judge(board, None)
        _deep_first_decided(j, None)
        found += j.found
    if board.setup_other is not None and board.phase == "setup":
        j = Judge(board, None)
        _setup_other_decided(j, None)
        found += j.found
    if board.noid_first is not None and board.phase == "setup":
        j = Judge(board, None)
        _first_draw_decided(j, None)
        found += j.found
    if board.battle is not None and board.battle.first_held:
        found += list(board.battle.first_held)  # (the log ends in the battle: the card was played in it)
        board.battle.first_held, board.battle.first_event = (), None
    if board.battle is not None and not board.over:
        _mid_dropped(board, board.battle)
        if not board.battle.blocked and not board.battle.early:
            # The log ends after the attack, its block not recorded: nothing goes on to show a fault (the log may
            # have been cut there), so not flagged, but said (docs/log-format.md): taken as not blocked.
            note(board, N_("the log ends after the attack of {attacker} without {defender}'s block: the attack is "
                           "taken as not blocked and its battle damage is dealt"),
                 attacker=board.label(board.battle.attacker), defender=board.battle.defender)
        board.battle.blocked = True  # (no block declared: blocker None, not blocked)
        j = Judge(board, None)
        battle_damage(j)  # (and the battles held before it: _held_fought)
        found += j.found
    return found


def live(board: Board) -> Board:
    """The board a recording at the table shows after its last event, the next one not entered yet (cli/record.py):
    the board ``replay`` shows at a log's last event (:func:`finish`: a declared block's battle damage dealt, what
    the log's end decides), except that an attack whose block is still to be declared waits for it. In a log that
    has left a turn's end out (flagged once, Board.no_end_seq), the next player's draw in the turn takes that turn
    as ended there, a battle's waiting damage first, the draw beginning the drawer's turn: the turn verify reads
    from the draw when that player's turn acts follow (_end_never_ended), which is how such a log goes on. No
    verdict uses it: ``board`` is not changed; the board returned is the caller's to read, not to fold on."""
    b = board.copy()
    if b.over:
        return b
    if b.pending_end is not None and b.pending_end == b.active and b.no_end_seq is not None:
        _end_never_ended(Judge(b, None))
        return b
    if b.battle is not None and not b.battle.blocked:
        return b  # (the defending player's block comes next)
    finish(b)
    return b
